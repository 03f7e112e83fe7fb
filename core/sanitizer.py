"""Redact credentials from notes before they reach the git-committed memory log.

Two tiers: provider tokens, JWTs and PEM private keys are recognised by their shape alone
(`redact_tokens`); passwords and unprefixed secrets only where the text says what they are, such as
`password=`, `Authorization:`, `user:pass@host` or "the password is" (`sanitize` applies both).
Hashes, UUIDs, digests and ordinary base64 match no rule, so they stay as written.
`sanitize_fields` applies `sanitize` to a note's fields in stored order, letting a label that ends
one field cover the value that starts the next; `find_credentials` tells whether text holds any.
Every pattern runs in linear time: no ambiguous nested quantifiers, and a run without an upper bound
is the last thing its pattern needs (or is followed only by checks that cannot send it back far),
so a long token is matched whole and never leaves its tail behind.
"""

import base64
import bisect
import functools
import hashlib
import itertools
import os
import re
import urllib.parse
from contextvars import ContextVar

from core.prefilter import Finder, gate, with_lead

REDACTED = "[REDACTED]"
# While sanitize_fields runs: every value replaced so far, to replace it wherever else the note repeats it.
_REDACTED_VALUES: ContextVar[list[str] | None] = ContextVar("redacted_values", default=None)

# A token must not be the tail of a longer word; this also keeps repeated prefixes from re-scanning.
_START = r"(?<![A-Za-z0-9_-])"
# Where a token with a variable-width prefix may start: also glued after `-` or `_` (`ci-...`).
_GLUED_START = r"(?<![A-Za-z0-9])"
_END = r"(?![A-Za-z0-9])"
# Generated tokens hold a capital or a digit, which tells them from kebab-case words with the same prefix.
_NOT_A_WORD = r"(?=[a-z_-]{0,300}[A-Z0-9])"


def _prefix(pattern: str) -> str:
    """A fixed-width token prefix that does not continue a longer word (`ci-ghp_...` still counts).

    The check follows the prefix instead of preceding it, so the regex engine can search for the
    prefix's text rather than try every position: some 30 times faster on long input."""
    return f"(?:{pattern})(?<![A-Za-z0-9](?:{pattern}))"


# --- Provider tokens, JWTs and private keys: precise by shape, safe on short text ----------------

# AWS access key IDs, with the 40-character secret key when it is pasted right after the ID
AWS_ACCESS_KEY = re.compile(
    _prefix("AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9]") + r"[A-Z0-9]{16}" + _END  # base32 in AWS's own; any digit as people retype them
    + r"(?:[\s,:;|/'\"]{1,5}[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=]))?"
)
# GitHub classic, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained PATs
GITHUB_TOKEN = re.compile(
    _prefix("gh[pousr]_") + r"[A-Za-z0-9]{36,}|" + _prefix("github_pat_") + r"[A-Za-z0-9_]{60,}"
)
# GitLab personal, deploy, trigger, runner, CI job, OAuth, feed, SCIM, agent and mail tokens
GITLAB_TOKEN = re.compile(
    r"(?:" + _prefix("gl") + r"(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|agent|ffct)-|"
    + _prefix("GR1348941") + ")" + _NOT_A_WORD + r"[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+){0,2}"
)
# Slack bot, user, app, config and refresh tokens
SLACK_TOKEN = re.compile(_prefix("xox[abeposr]-|xapp-") + _NOT_A_WORD + r"[A-Za-z0-9-]{10,}")
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_ANY_CASE_UUID = r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}"
# More keys with a prefix of their own: feature flags (LaunchDarkly `sdk-`/`api-`/`mob-` + UUID,
# Statsig `secret-`, Flagsmith `ser.`), Axiom, Resend, Upstage, NuGet `oy2`, Scaleway `SCW`,
# Backblaze B2 `K00n`, Adyen `AQE`, Stytch, Infisical `st.`, Twitch `oauth:`, Frame.io, Mollie, SumUp, Lob,
# Adafruit IO `aio_`, Neon `npg_`, Zoho OAuth tokens `1000.<hex>.<hex>`, Express's signed
# session ID `s%3A<id>.<signature>`, Roblox's `.ROBLOSECURITY` cookie, what follows a Microsoft Teams
# incoming webhook's `/IncomingWebhook/`, Infobip's 32 hex and a UUID, DeepL's free key (a UUID and `:fx`),
# Modal's token ID and secret (`ak-`, `as-`), Ghost's Admin API key (24 hex, a colon, 64 hex)
MORE_VENDOR_TOKENS = re.compile(
    r"(?:" + _prefix("(?:sdk|api|mob)-") + _UUID + _END
    + "|" + _GLUED_START + r"s(?:%3A|:)[A-Za-z0-9_-]{24,}\.[A-Za-z0-9%+/_-]{27,}"
    + r"|_\|WARNING:-DO-NOT-SHARE-THIS\.[^|\n]{0,200}\|_[0-9A-F]{100,}" + "|" + _GLUED_START + r"1000\.[0-9a-f]{32}\.[0-9a-f]{32}" + _END + "|" + _prefix("xa[ap]t-") + _UUID + _END
    + "|" + _prefix("secret-(?:live|test)-") + r"[A-Za-z0-9_-]{30,}|" + _prefix("secret-") + _NOT_A_WORD + r"[A-Za-z0-9]{40,}"
    + "|" + _prefix(r"ser\.") + _NOT_A_WORD + r"[A-Za-z0-9]{20,}" + _END + "|" + _prefix(r"st\.") + r"[0-9a-f-]{8,}\.[0-9a-f]{32}\.[0-9a-f]{32}"
    + "|" + _prefix("re_") + r"[A-Za-z0-9]{8}_[A-Za-z0-9]{20,}|" + _prefix("up_") + _NOT_A_WORD + r"[A-Za-z0-9]{28,}" + _END
    + "|" + _prefix("oy2") + r"[a-z0-9]{43}" + _END + "|" + _prefix("SCW") + r"[A-Z0-9]{17}" + _END
    + "|" + _prefix("K00[0-9]") + r"[A-Za-z0-9+/]{27}" + _END + "|" + _prefix("AQE") + r"[A-Za-z0-9+/_-]{80,}={0,2}(?:-[A-Za-z0-9+/]{40,}={0,2}-[^\s\"'`]{7,31}[^\s\"'`;,](?=[;,]?(?:[\s\"'`]|$)))?"
    + "|" + _prefix("oauth:") + r"[a-z0-9]{30}" + _END + "|" + _prefix("fio-u-") + r"[A-Za-z0-9_-]{40,}" + "|" + _prefix("fc-") + r"[0-9a-f]{32}" + _END
    + "|" + "(?<!pk_)(?<!cs_)" + _prefix("(?:live|test)_") + _NOT_A_WORD + r"(?![A-Z0-9]{32}(?![A-Za-z0-9]))[A-Za-z0-9]{30,}" + _END + "|" + _prefix("sup_sk_") + r"[A-Za-z0-9]{20,}"
    + "|" + _prefix("sk_sbox_") + _NOT_A_WORD + r"[a-z0-9]{20,}" + _END + "|" + _prefix("a[ks]-") + _NOT_A_WORD + r"[A-Za-z0-9]{22}" + _END
    + "|" + _prefix("aio_") + _NOT_A_WORD + r"[A-Za-z0-9]{28}" + _END + "|" + _prefix("npg_") + _NOT_A_WORD + r"[A-Za-z0-9]{12,}" + _END
    + r"|(?<=/IncomingWebhook/)[0-9a-f]{32}/" + _UUID + r"(?:/[A-Za-z0-9_-]{20,})?"
    + r"|(?<![A-Za-z0-9-])(?:[0-9a-f]{32}-" + _UUID + r"|" + _UUID + r":fx)" + _END
    + r"|(?<![A-Za-z0-9:])[0-9a-f]{24}:[0-9a-f]{64}" + _END + ")"  # Ghost's Admin API key: its ID, a colon, its secret
)
# an access key ID and its secret written as a pair, whatever the vendor (MinIO, S3-compatible stores):
# 20 capitals and digits, then 40 characters of base64 in both cases
KEY_PAIR = re.compile(
    r"(?<![A-Za-z0-9])(?=[A-Z]{0,19}[0-9])[A-Z0-9]{20}[ \t]*[/,:|][ \t]*"
    r"(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[A-Z])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])"
)
# A private key's DER body in base64 without its BEGIN line, whole or cut short: PKCS#1 RSA
# (`MIIEpAIBAAK…`), PKCS#8 RSA (`MIIEvQIBADAN…`), PKCS#8 EC and Ed25519, SEC1 EC (`MHcCAQEE…`). Public
# keys start otherwise (`MIIBIjANBgkq…`).
BARE_PRIVATE_KEY = re.compile(
    r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{2}[AgQw]IBA(?:AK|DAN)|MIG[A-Za-z0-9+/]AgEAMB[AM]GByqGSM49|MC4CAQAwBQYDK2Vw"
    r"|MHcCAQEE|MIGkAgEBBD)[A-Za-z0-9+/]*={0,2}"
)
# a YubiKey OTP (44 modhex characters, typed by a touch) and a Nostr private key (bech32 `nsec1`)
OTP_AND_NOSTR = re.compile(
    r"(?<![A-Za-z0-9])(?:[cbdefghijklnrtuv]{44}|nsec1[02-9ac-hj-np-z]{58})(?![A-Za-z0-9])"
)
# a wallet's private key: Bitcoin's import format, base58 of 51 characters (`5H…`, `5J…`, `5K…`, testnet's `9…`) or 52 (`K…`,
# `L…`, testnet's `c…`; Litecoin's `T…`, Dogecoin's `Q…`), which no address, transaction or IPFS hash has, with letters of
# both cases and two digits or more as base58 of random bytes has (not a class's long name, `LastKnownGood…Step2Test`); an
# extended private key (`xprv…`, `tprv…`). Not inside base64.
_BASE58 = "1-9A-HJ-NP-Za-km-z"
WALLET_PRIVATE_KEY = re.compile(
    r"(?<![A-Za-z0-9+/])(?=[5KLcTQ9xyzt])(?=(?:[" + _BASE58 + r"]{0,51}?[0-9]){2})(?=[" + _BASE58 + r"]{0,51}[a-z])(?=[" + _BASE58 + r"]{0,51}[A-Z])"
    r"(?:5[HJK][" + _BASE58 + r"]{49}|9[" + _BASE58 + r"]{50}|[KLcTQ][" + _BASE58 + r"]{51}|[xyzt]prv[" + _BASE58 + r"]{107,108})"
    r"(?![A-Za-z0-9+/=])"
)
# a Solana keypair as its file holds it (`~/.config/solana/id.json`): the 64 bytes of the secret and public key
_BYTE = r"[ \t\r\n]*(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])[ \t\r\n]*"
SOLANA_KEYPAIR = re.compile(r"\[" + _BYTE + r"(?:," + _BYTE + r"){63},?[ \t\r\n]*\]")
# Honeycomb ingest and configuration keys; a Cloudflare Tunnel token (base64 of {"a":…,"t":…,"s":…})
HONEYCOMB_AND_TUNNEL = re.compile(
    _prefix("hc[axb]ik_") + r"[a-z0-9]{40,}|(?<![A-Za-z0-9._-])eyJhIjoi[A-Za-z0-9+/]{40,}={0,2}"
    r"|" + _prefix("S[UAONCX]") + r"[A-Z2-7]{54,}" + _END  # NATS nkey seeds
    + r"|" + _prefix("configcat-sdk-1/") + r"[A-Za-z0-9_-]{20,}/[A-Za-z0-9_-]{20,}"
)
# the secret path of a Slack incoming-webhook or workflow URL
SLACK_WEBHOOK = re.compile(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{20,})"
)
# Stripe secret, restricted and webhook-signing keys (publishable `pk_` keys are public)
STRIPE_KEY = re.compile(
    _prefix("[sr]k_live_|[sr]k_test_") + r"[A-Za-z0-9]{10,}|"
    + _prefix("whsec_") + r"[A-Za-z0-9+/=]{24,}"
)
# Anthropic API, admin and OAuth keys (`sk-ant-api03-...`)
ANTHROPIC_KEY = re.compile(_prefix("sk-ant-") + r"[a-z]{2,8}[0-9]{2}-[A-Za-z0-9_-]{20,}")
# OpenAI keys: legacy `sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-`
OPENAI_KEY = re.compile(_prefix("sk-") + _NOT_A_WORD + r"[A-Za-z0-9_-]{32,}")
# Google API keys, OAuth client secrets, OAuth access tokens and refresh tokens
GOOGLE_KEY = re.compile(
    _prefix("AIza") + r"[A-Za-z0-9_-]{35,}|" + _prefix("GOCSPX-") + r"[A-Za-z0-9_-]{28,}|"
    + _prefix(r"ya29\.") + r"[A-Za-z0-9_-]{20,}|" + _prefix("1//0") + r"[A-Za-z0-9_-]{40,}"
)
# Azure storage and Service Bus account keys inside connection strings
AZURE_ACCOUNT_KEY = re.compile(
    r"(?i:AccountKey|SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{20,}={0,2})"
)
# the signature of an Azure SAS URL or token
AZURE_SAS_SIGNATURE = re.compile(r"(?<![A-Za-z0-9])sig=(?P<secret>[A-Za-z0-9%+/=_!*.~-]{12,})")
# Azure AD (Entra) client secrets: three characters, a digit, `Q~`, then 31 or more
AZURE_CLIENT_SECRET = re.compile(
    r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,}"
)
# Twilio API key SIDs (`SK` + 32 hex)
TWILIO_API_KEY = re.compile(
    _prefix("SK") + r"[0-9a-fA-F]{32}" + _END
    + r"|(?<![A-Za-z0-9])AC[0-9a-f]{32}:(?P<secret>[0-9a-f]{32})" + _END  # an Account SID and its auth token, as `curl -u` takes them
)
# SendGrid API keys
SENDGRID_KEY = re.compile(_prefix(r"SG\.") + r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43,}")
# Mailgun private API keys, old (`key-` + 32 hex) and new (32-8-8 hex)
MAILGUN_KEY = re.compile(
    r"(?<![A-Za-z0-9-])(?:key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})" + _END
)
# Mailchimp API keys (32 hex and a datacenter suffix)
MAILCHIMP_KEY = re.compile(r"(?<![A-Za-z0-9-])[0-9a-f]{32}-us[0-9]{1,2}" + _END)
# npm access tokens
NPM_TOKEN = re.compile(_prefix("npm_") + r"[A-Za-z0-9]{36,}")
# PyPI and TestPyPI upload tokens (macaroons)
PYPI_TOKEN = re.compile(_prefix("pypi-AgE") + r"[A-Za-z0-9_-]{50,}")
# Hugging Face user and organisation tokens
HUGGINGFACE_TOKEN = re.compile(
    _prefix("hf_") + r"[A-Za-z0-9]{30,}|" + _prefix("api_org_") + r"[A-Za-z0-9]{30,}"
)
# Discord bot tokens (base64 user id, timestamp, HMAC)
DISCORD_BOT_TOKEN = re.compile(
    _START + r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}"
)
# the token part of a Discord webhook URL
DISCORD_WEBHOOK = re.compile(
    r"discord(?:app)?\.com/api/webhooks/[0-9]{15,20}/(?P<secret>[A-Za-z0-9_-]{60,})"
)
# Telegram bot tokens (`123456789:AA...`), also glued into `api.telegram.org/bot<token>/`
TELEGRAM_BOT_TOKEN = re.compile(r"(?:(?<![A-Za-z0-9])|(?<=bot))[0-9]{5,16}:A[A-Za-z0-9_-]{34,}" + _END)
# DigitalOcean personal, OAuth and refresh tokens
DIGITALOCEAN_TOKEN = re.compile(_prefix("do[por]_v1_") + r"[a-f0-9]{64}")
# Heroku platform API keys (new `HRKU-` format; old UUID keys are caught by their variable name)
HEROKU_KEY = re.compile(_prefix("HRKU-") + r"[A-Za-z0-9_-]{58,}")
# Shopify admin, custom-app, partner and shared-secret tokens
SHOPIFY_TOKEN = re.compile(_prefix("shp(?:at|ca|pa|ss)_") + r"[a-fA-F0-9]{32}")
# New Relic user, admin, insights and REST keys, and license (ingest) keys
NEW_RELIC_KEY = re.compile(
    r"(?:" + _prefix("NR") + r"(?:AK|AA|II|IQ|RA|SP)-[A-Z0-9]{27}|" + _START + r"[a-f0-9]{36}NRAL)"
    + _END
)
# Sentry organisation and user auth tokens
SENTRY_TOKEN = re.compile(_prefix("sntry[su]_") + r"[A-Za-z0-9_+/=-]{40,}")

# Bunny.net's account and storage keys: a UUID with another glued to its end (72 characters, one dash fewer)
BUNNY_KEY = re.compile(r"(?<![0-9A-Za-z:/-])" + _UUID[:-len("[0-9a-f]{12}")] + r"[0-9a-f]{20}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}" + _END)

SOURCEGRAPH_TOKEN = re.compile(_prefix("sgp_") + r"(?:[0-9a-f]{16}_)?[0-9a-f]{40}" + _END)  # an instance's ID, then the token
# Atlassian (Jira, Confluence) API tokens and Bitbucket app passwords
ATLASSIAN_TOKEN = re.compile(
    _prefix("ATATT3") + r"[A-Za-z0-9_=-]{150,}|" + _prefix("ATBB") + r"[A-Za-z0-9_=.-]{28,}"
)
# Databricks personal access tokens
DATABRICKS_TOKEN = re.compile(_prefix("dapi") + r"[a-f0-9]{32}(?:-[0-9]{1,2})?" + _END)
# Doppler personal, service, service-account, CLI, SCIM and audit tokens
DOPPLER_TOKEN = re.compile(
    _prefix("dp") + r"\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,}"
)
# HashiCorp Vault service, batch and recovery tokens
VAULT_TOKEN = re.compile(_prefix(r"hv[sbr]\.") + r"[A-Za-z0-9_-]{24,}")
# Grafana Cloud API tokens, service-account tokens and legacy API keys
GRAFANA_TOKEN = re.compile(
    _prefix("glc_") + r"[A-Za-z0-9+/]{32,}={0,2}|"
    + _prefix("glsa_") + r"[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|"
    + _prefix("eyJrIjoi") + r"[A-Za-z0-9+/]{40,}={0,2}"
)
# Linear personal API keys and OAuth tokens
LINEAR_KEY = re.compile(_prefix("lin_") + r"(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})")
# Postman API keys
POSTMAN_KEY = re.compile(_prefix("PMAK-") + r"[a-fA-F0-9]{24}-[a-fA-F0-9]{34}")
# Square access tokens and OAuth secrets
SQUARE_TOKEN = re.compile(
    _prefix("EAAA") + r"[A-Za-z0-9_-]{60,}|" + _prefix("sq0atp-") + r"[A-Za-z0-9_-]{22}|"
    + _prefix("sq0csp-") + r"[A-Za-z0-9_-]{43}"
)
# age encryption secret keys (Bech32)
AGE_SECRET_KEY = re.compile(r"AGE-SECRET-KEY-(?:PQ-)?1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58,}")
# AWS STS session tokens (`IQoJb3JpZ2lu...`, older `FwoGZXIvYXdz...`): often 400 to 1,000 characters
AWS_SESSION_TOKEN = re.compile(
    _prefix("IQoJb3JpZ2lu|FwoGZXIvYXdz|FQoGZXIvYXdz") + r"[A-Za-z0-9+/]{40,}={0,2}"
)
# Amazon Bedrock API keys: long-term `ABSK` + base64, short-term `bedrock-api-key-` + base64
BEDROCK_API_KEY = re.compile(
    _prefix("ABSK") + r"[A-Za-z0-9+/]{60,}={0,2}|" + _prefix("bedrock-api-key-") + r"[A-Za-z0-9+/%]{40,}={0,2}"
)
# Alibaba Cloud (`LTAI`), Tencent Cloud (`AKID`) and DigitalOcean Spaces (`DO00`) access key IDs, Naver Cloud `ncp_iam_` keys
CLOUD_ACCESS_KEY_ID = re.compile(
    r"(?:" + _prefix("LTAI") + r"[A-Za-z0-9]{12,}|" + _prefix("AKID") + r"[A-Za-z0-9]{32,}|" + _prefix("DO00") + r"[A-Z0-9]{16}|"
    + _prefix("ncp_iam_") + r"[A-Za-z0-9]{12,})" + _END
)
# Baidu AI Cloud (Qianfan) API keys: `bce-v3/ALTAK-<key ID>/<40 hex>`
BAIDU_API_KEY = re.compile(_prefix("bce-v3/ALTAK-") + r"[A-Za-z0-9]{16,40}/[0-9a-f]{40}" + _END)
# NAVER Search Ad's access license: `0100000000` and 64 hex digits
NAVER_AD_LICENSE = re.compile(r"(?<![0-9A-Za-z])0100000000[0-9a-f]{64}" + _END)
# 1Password service-account tokens (`ops_eyJ...`)
ONEPASSWORD_TOKEN = re.compile(_prefix("ops_eyJ") + r"[A-Za-z0-9+/_-]{40,}={0,2}")
# a 1Password account's Secret Key: `A3-` and six groups (6-6-5-5-5-5)
ONEPASSWORD_SECRET_KEY = re.compile(
    r"(?<![A-Za-z0-9-])A3-[A-Z0-9]{6}-[A-Z0-9]{6}(?:-[A-Z0-9]{5}){4}(?![A-Za-z0-9-])"
)
# AI providers: Perplexity `pplx-`, Groq `gsk_`, xAI `xai-`, Replicate `r8_`, Fireworks `fw_`, Cerebras
# `csk-`, Pinecone `pcsk_`, LangSmith `lsv2_`, ElevenLabs `sk_` + 48 hex
AI_PROVIDER_KEY = re.compile(
    r"(?:" + _prefix("pplx-") + r"[A-Za-z0-9]{32,}|" + _prefix("gsk_") + r"[A-Za-z0-9]{40,}|"
    + _prefix("xai-") + _NOT_A_WORD + r"[A-Za-z0-9]{40,}|" + _prefix("r8_") + r"[A-Za-z0-9]{30,}|"
    + _prefix("fw_") + r"[A-Za-z0-9]{20,}|" + _prefix("csk-") + r"[a-z0-9]{40,}|"
    + _prefix("pcsk_") + r"[A-Za-z0-9_]{40,}|" + _prefix("lsv2_(?:pt|sk)_") + r"[a-f0-9]{32}_[a-f0-9]{10}|"
    + _prefix("sk_") + r"[a-f0-9]{48})" + _END
)
# hosting and deploy platforms: Supabase `sbp_`/`sb_secret_`, Vercel `vcp_`..., Netlify `nfp_`...,
# Fly.io `fo1_`/`fm2_`, Render `rnd_`, Neon `napi_`, PlanetScale `pscale_`, Deno Deploy `ddp_`,
# Railway-style `dckr_pat_` Docker Hub tokens, Buildkite `bkua_`, CircleCI `CCIPAT_`, Prefect `pnu_`
PLATFORM_TOKEN = re.compile(
    r"(?:" + _prefix("sbp_") + r"[a-f0-9]{40,}|" + _prefix("sb_secret_") + r"[A-Za-z0-9_-]{20,}|"
    + _prefix("vc[pikar]_") + r"[A-Za-z0-9]{20,}|" + _prefix("nf[pcoub]_") + r"[A-Za-z0-9]{30,}|"
    + _prefix("fo1_") + r"[A-Za-z0-9_-]{30,}|" + _GLUED_START + "fm[12][a-z]?_" + r"[A-Za-z0-9+/=_-]{30,}|"
    + _prefix("rnd_") + r"[A-Za-z0-9]{24,}|" + _prefix("napi_") + r"[a-z0-9]{40,}|"
    + _GLUED_START + "pscale_(?:tkn|pw|oauth)_" + r"[A-Za-z0-9_.-]{30,}|" + _prefix("dd[pw]_") + r"[A-Za-z0-9]{30,}|"
    + _prefix("dckr_(?:pat|oat)_") + r"[A-Za-z0-9_-]{24,}|" + _prefix("bkua_") + r"[a-f0-9]{40,}|"
    + _prefix("CCIPAT_") + r"[A-Za-z0-9]{20,}_[a-f0-9]{40}|" + _prefix("pnu_") + r"[A-Za-z0-9]{30,})"
)
# infrastructure: Tailscale `tskey-`, Pulumi `pul-`, Terraform Cloud `.atlasv1.`, Cloudflare origin CA
# `v1.0-`, JFrog `AKCp`/`cmVmdGtu`, SonarQube `sqp_`, Dynatrace `dt0c01.`, Infisical `st.`, Akamai `akab-`
INFRA_TOKEN = re.compile(
    r"(?:" + _prefix("tskey-") + r"[a-z]{2,10}-[A-Za-z0-9-]{16,}|" + _prefix("pul-") + r"[a-f0-9]{40,}|"
    + _GLUED_START + r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{40,}|"
    + _prefix(r"v1\.0-") + r"[a-f0-9]{24}-[a-f0-9]{100,}|" + _prefix("AKCp") + r"[A-Za-z0-9]{60,}|"
    + _prefix("cmVmdGtuOjAxOj") + r"[A-Za-z0-9]{40,}|" + _prefix("sq[pau]_") + r"[a-f0-9]{40,}|"
    + _prefix(r"dt0c01\.") + r"[A-Z0-9]{24}\.[A-Z0-9]{64,}|"
    + _prefix(r"st\.") + r"[a-f0-9-]{36}\.[a-f0-9]{32}\.[a-f0-9]{32,}|"
    + _prefix("akab-") + r"[a-z0-9]{16}-[a-z0-9]{16,})"
)
# workspace apps: Notion `ntn_`/`secret_`, Airtable `pat…`, Figma `figd_`, Asana PATs, Dropbox `sl.`,
# HubSpot `pat-na1-`, Contentful `CFPAT-`, Typeform `tfp_`, ClickUp `pk_<digits>_`, ReadMe `rdme_`
WORKSPACE_TOKEN = re.compile(
    r"(?:" + _prefix("ntn_") + r"[A-Za-z0-9]{40,}|" + _prefix("secret_") + r"[A-Za-z0-9]{43}" + _END + "|"
    + _prefix("pat") + r"[A-Za-z0-9]{14}\.[a-f0-9]{64}|" + _prefix("fig[dour]_") + r"[A-Za-z0-9_-]{30,}|"
    + r"(?<![0-9A-Za-z/])[0-9]/[0-9]{10,20}(?:/[0-9]{10,20})?:[a-f0-9]{32}" + _END + "|"
    + _GLUED_START + r"sl\.(?:u\.)?" + r"[A-Za-z0-9_-]{100,}|"
    + _prefix("pat-(?:na|eu|ap)[0-9]-") + r"[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}|"
    + _prefix("CFPAT-") + r"[A-Za-z0-9_-]{40,}|" + _prefix("tfp_") + r"[A-Za-z0-9_.-]{40,}|"
    + _GLUED_START + "pk_[0-9]{4,12}_" + r"[A-Z0-9]{32}|" + _prefix("rdme_") + r"[a-z0-9]{60,})"
)
# commerce and payments: Shopify `shpua_`..., Mapbox secret `sk.eyJ`, Segment `sgp_`, Plaid `access-`,
# Toss Payments `live_sk_`/`test_gsk_`, Braintree `access_token$`, Flutterwave `FLWSECK-`, WooCommerce
# `cs_` secrets, Brevo `xkeysib-`, Shippo `shippo_live_`, EasyPost `EZAK`, Telnyx `KEY…_`, RubyGems,
# Omise `skey_` (its public twin is `pkey_`), MailerSend `mlsn.`, Chromatic `chpt_`
COMMERCE_TOKEN = re.compile(
    r"(?:" + _prefix("shp(?:ua|pa|ca|at|ss)_") + r"[a-fA-F0-9]{32,}|"
    + _prefix("skey_") + r"(?:test_)?[a-z0-9]{19,}|" + _prefix("chpt_") + r"[0-9a-f]{14,}" + _END + "|" + _prefix(r"mlsn\.") + r"[0-9a-f]{64}|"
    + _prefix(r"sk\.eyJ") + r"[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}|" + _prefix("sgp_") + r"[A-Za-z0-9]{40,}|"
    + _GLUED_START + "access-(?:sandbox|development|production)-" + r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|"
    + _GLUED_START + "(?:live|test)_g?sk_" + r"[A-Za-z0-9]{16,}|"
    + _GLUED_START + r"access_token\$(?:production|sandbox)\$" + r"[a-z0-9]{16}\$[a-f0-9]{32}|"
    + _GLUED_START + "FLWSECK(?:_TEST)?-" + r"[a-f0-9]{32}-X|" + _prefix("cs_") + r"[a-f0-9]{40}" + _END + "|"
    + _prefix("xkeysib-") + r"[a-f0-9]{64}-[A-Za-z0-9]{16,}|" + _prefix("shippo_(?:live|test)_") + r"[a-f0-9]{40}|"
    + _prefix("EZAK") + r"[a-z0-9]{54}|" + _prefix("KEY") + r"[0-9A-F]{32}_[A-Za-z0-9]{22,}|"
    + _prefix("rubygems_") + r"[a-f0-9]{48})"
)
# Meta (Facebook, Instagram) access tokens, X (Twitter) app bearer tokens, Firebase Cloud Messaging
# server keys, Azure DevOps PATs (84 characters with `AZDO`), Microsoft Teams incoming-webhook paths
SOCIAL_AND_MS_TOKEN = re.compile(
    r"(?:" + _prefix("EAA[A-Z]") + r"[A-Za-z0-9]{80,}|" + _prefix("AAAAAAAAAAAAAAAAAAAAA") + r"[A-Za-z0-9%]{30,}|"
    + _prefix("AAAA") + r"[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}|"
    + _GLUED_START + r"[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}" + _END + ")"
)
TEAMS_WEBHOOK = re.compile(r"\.office\.com/webhook(?:b2)?/(?P<secret>[A-Za-z0-9@/_-]{40,})")
# Harness personal access tokens `pat.<account>.<token ID>.<secret>`; Mercury's API tokens, whose
# `secret-token:` prefix is part of the token
HARNESS_AND_MERCURY = re.compile(
    _prefix(r"pat\.") + r"[A-Za-z0-9_-]{22}\.[0-9a-f]{24}\.[A-Za-z0-9]{20}" + _END
    + r"|(?<![A-Za-z0-9_-])secret-token:mercury_(?:production|sandbox)_[A-Za-z0-9_]{20,}"
)
# a Zapier catch hook's account number and key, which make the URL a credential together: `hooks.zapier.com/hooks/catch/6132693/ktzrg6yg/`
ZAPIER_HOOK = re.compile(r"hooks\.zapier\.com/hooks/catch/(?P<secret>[0-9]+/[A-Za-z0-9]{6,})")
# BitLocker recovery keys: eight groups of six digits; Apple's account recovery key: seven groups of four
# capitals and digits, both kinds in it
BITLOCKER_RECOVERY_KEY = re.compile(
    r"(?<![0-9-])[0-9]{6}(?:-[0-9]{6}){7}(?![0-9-])"
    r"|(?<![A-Za-z0-9-])(?=[A-Z0-9-]{0,33}[A-Z])(?=[A-Z0-9-]{0,33}[0-9])[A-Z0-9]{4}(?:-[A-Z0-9]{4}){6}(?![A-Za-z0-9-])"
)
# the `secret=` seed of an `otpauth://` URI (base32 may be letters only, so it needs a rule of its own); its
# other parameters are short, and bounding them keeps a line of `otpauth://a?` repeated linear
OTPAUTH_SECRET = re.compile(
    r"otpauth(?:-migration)?://[^\s?]{0,300}\?(?:[^\s#&]{0,300}&){0,20}?(?:secret|data)=(?P<secret>[A-Za-z0-9%+/=]{8,})"
)
# JSON Web Tokens: base64url header and payload (both `eyJ`), then an optional signature
JWT = re.compile(  # not inside a longer base64url run: `_eyJ…_eyJ…` would start one at each, to the run's end
    r"eyJ(?<![A-Za-z0-9_-]eyJ)[A-Za-z0-9_-]{5,}\.(?:eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"
    r"|[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})"  # JWE: five parts
)
# PEM private-key blocks, raw or `\n`-escaped in JSON; one cut off before END, up to its last base64 line.
# A template's body is none: "...paste your key here...", "<your key>".
PEM_PRIVATE_KEY = re.compile(
    r"-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
    r"(?![ \t]*(?:\r?\n|\\(?:r\\)?n)[ \t]*(?:\.\.\.|\u2026|<|\[|(?i:paste|your|insert|replace|put)[ \t_-]))"
    r"(?:[^-]*(?:-[^-]+)*-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
    r"|(?:\s|\\[nr])*[A-Za-z0-9+/=]{40,}(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{40,})*)"
)

_TOKEN_PATTERNS = (
    PEM_PRIVATE_KEY, AWS_SESSION_TOKEN, AWS_ACCESS_KEY, BEDROCK_API_KEY, CLOUD_ACCESS_KEY_ID, BAIDU_API_KEY, NAVER_AD_LICENSE,
    GITHUB_TOKEN, GITLAB_TOKEN, SLACK_TOKEN, SLACK_WEBHOOK, STRIPE_KEY, ANTHROPIC_KEY, OPENAI_KEY,
    GOOGLE_KEY, AZURE_ACCOUNT_KEY, AZURE_SAS_SIGNATURE, AZURE_CLIENT_SECRET, TWILIO_API_KEY,
    SENDGRID_KEY, MAILGUN_KEY, MAILCHIMP_KEY, NPM_TOKEN, PYPI_TOKEN, HUGGINGFACE_TOKEN,
    DISCORD_WEBHOOK, DISCORD_BOT_TOKEN, TELEGRAM_BOT_TOKEN, DIGITALOCEAN_TOKEN, HEROKU_KEY,
    SHOPIFY_TOKEN, NEW_RELIC_KEY, SENTRY_TOKEN, SOURCEGRAPH_TOKEN, BUNNY_KEY, ATLASSIAN_TOKEN, DATABRICKS_TOKEN, DOPPLER_TOKEN,
    VAULT_TOKEN, GRAFANA_TOKEN, LINEAR_KEY, POSTMAN_KEY, SQUARE_TOKEN, AGE_SECRET_KEY,
    ONEPASSWORD_TOKEN, ONEPASSWORD_SECRET_KEY, AI_PROVIDER_KEY, PLATFORM_TOKEN, INFRA_TOKEN, WORKSPACE_TOKEN, COMMERCE_TOKEN,
    SOCIAL_AND_MS_TOKEN, TEAMS_WEBHOOK, ZAPIER_HOOK, HARNESS_AND_MERCURY, KEY_PAIR, BITLOCKER_RECOVERY_KEY, OTPAUTH_SECRET, HONEYCOMB_AND_TUNNEL, MORE_VENDOR_TOKENS, OTP_AND_NOSTR, WALLET_PRIVATE_KEY, JWT,
    BARE_PRIVATE_KEY,
)

# --- Secrets recognised by what the text says they are --------------------------------------------

_HANGUL = "\u3131-\u318e\uac00-\ud7a3"
# A value runs to the end of its token by the syntax it sits in. Quoted (also `\"`-escaped in JSON):
# to the closing quote. Bare: to whitespace or Hangul, through `& , ; %` and other punctuation; `,` `;`
# `&` end it only before another `name=` (`;Database=`, `&format=`). Sentence punctuation that trails
# a bare value (`.`, `,`, `)` without its `(`) is left out after matching (`_trim_bare`).
# An escape (`\"`) or another character, never both ways: a backslash read either as an escape or as
# itself made an unclosed quote full of `\r` exponential. A backslash may end the value (`"C:\dir\"`).
_QUOTED_CHAR = r"(?:(?!(?P=q))(?:\\.|[^\\\n])|\\(?=(?P=q)))"
_QUOTED = r"(?P<q>\\?[\"'`])(?P<qval>" + _QUOTED_CHAR + r"+?)(?P=q)"
_BARE = (
    r"(?P<bare><[^\s<>]{1,80}>(?![^\s,;)])"  # a placeholder in brackets, Hangul too: `<1password에서-확인>`
    r"|(?:[^\s\"'`" + _HANGUL + r"]|[" + _HANGUL + r"]{1,12}(?=[0-9@#$%^&*+=~_-]))"
    r"(?:[^\s,;&<" + _HANGUL + r"]|<(?!/)|[,;&](?![ \t]*[A-Za-z_](?:[A-Za-z0-9_.-]{0,40}[A-Za-z0-9_.])?[=:])"
    r"|[" + _HANGUL + r"]{1,12}(?=[0-9@#$%^&*+=~_-]))*)"
)
_VALUE = r"(?:" + _QUOTED + r"|" + _BARE + r")"
_MARKUP_TAG = r"(?:b|i|em|strong|code|tt|kbd|samp|span)"
_MARKUP = r"(?:<" + _MARKUP_TAG + r">)?"  # a value marked up in a paste: "The password is <b>hunter2</b>"
# a GCP key file's `private_key_id` names its key: no credential's name, nor a credential's word
_PRIVATE_KEY_ID_NAME = r"private[_.-]?key[_.-]?id"
# Names that hold a credential: passwords, then secret, token, key and session names with usual suffixes.
# The lookahead names every first letter they can have: a cheap test that skips most positions.
_SECRET_NAME_WORDS = (
    r"(?=[_abcdefhjklmoprstuvwABCDEFHJKLMOPRSTUVW-])(?<!1)(?i:password|passwd|passphrase|passcode|(?<![A-Za-z])pass|(?<![A-Za-z])pwd|(?<=(?-i:[A-Z]))(?-i:PWD|PASS)|(?<![A-Za-z])pw"
    r"|secret(?:[_.-]?(?:access[_.-]?)?key(?:[_.-]?base)?|[_.-]?id|[_.-]?string|[_.-]?(?:private|prod|live))?|(?<!challenge[ _-])(?<!csrf[ _-])(?<!xsrf[ _-])(?<!nextpage)(?<!next[ _-]page[ _-])(?<!next)(?<!next[ _-])token|credentials?|authtok|rootpw|bindpw"
    r"|access[_.-]?(?:key[_.-]?)?id|root[_.-]?user"
    r"|(?!" + _PRIVATE_KEY_ID_NAME + r")(?:api|access|private|app|application|account|master|encryption|signing|client|license"
    r"|subscription|service|auth|fernet|hmac|jwt|webhook|unseal|recovery|backup|pre[_.-]?shared|decryption|validation|cert"
    r"|shared|wpa|wifi|storage|admin|root|sign)[_.-]?key(?:[_.-]?id|[_.-]?(?:private|secret|prod|live))?|app[_.-]?certificate|pepper"
    r"|_(?:pat|ak|sk|salt)|-pat|(?<=[a-z0-9]\.)(?-i:ak|sk)|(?<=[a-z])(?-i:Pat|Pass)|(?<=(?-i:[a-z]))(?-i:Ak|Sk)|(?<![A-Za-z])(?:appid|encrypt|honeycomb[_.-]team)|(?<=[A-Z0-9]_)(?<!PUBLIC_)(?<!PUBLISHABLE_)(?-i:KEY)|(?<![A-Za-z])psk|(?<![A-Za-z])pin(?:[_.-]?code)?|(?<![A-Za-z])auth|session(?:[_.-]?(?:id|token|key))?|sessid|remember[_-]?(?:me|token)|(?<![A-Za-z])oauth(?:[_.-]?token)?)"
    r"(?![A-Za-z0-9_-])"
)
_SECRET_NAME = r"(?<![:/])" + _SECRET_NAME_WORDS  # not a URL's `user:password`
# Which of those names are passwords: people choose those, so they need not look random.
_PASSWORD_NAME = re.compile(r"(?i:pass|pw|psk|authtok|pin)|비밀[ \t]?번호|비번|패스|암호")

# the password in `scheme://user:password@host` (up to the last `@`: people paste `@` unencoded)
URL_CREDENTIALS = re.compile(
    r"(?:(?<![A-Za-z0-9+.-])|(?<=\.\.))[A-Za-z][A-Za-z0-9+.-]{0,30}://[^\s:/@]{0,100}:(?P<bare>[^\s/]+)@"
)
# a key as the path segment after an API version: `https://eth-mainnet.g.alchemy.com/v2/<key>`, Infura's `/v3/<id>`
URL_PATH_KEY = re.compile(
    r"(?i:https?|wss?)://[^\s/]{1,200}/(?:[A-Za-z0-9_-]{1,40}/)?v[0-9]{1,2}/(?P<secret>[A-Za-z0-9_-]{24,100})(?=[/?#\s\"'`),]|\Z)"
)
# a key as the path segment after `/key/` or `/token/` (IFTTT's `/trigger/<event>/with/key/<key>`), Loggly's `/inputs/<token>`
URL_KEY_SEGMENT = re.compile(
    r"(?i:https?|wss?)://(?:[^\s/]{1,200}(?:/[^\s/?#]{1,80}){0,8}?/(?i:keys?|tokens?|api[_-]?key|access[_-]token)"
    r"|logs-[0-9]{2}\.loggly\.com/(?:inputs|bulk))/(?P<secret>[A-Za-z0-9_-]{16,200})(?=[/?#\s\"'`),]|\Z)"
)
# the signature of a signed URL (S3, GCS, CloudFront, Tencent COS): `?X-Amz-Signature=…`, `&Signature=…`, `&q-signature=…`
URL_SIGNATURE = re.compile(r"[?&](?i:x-(?:amz|goog)-signature|q-signature|signature)=(?P<secret>[A-Za-z0-9%+/=~_.-]{16,})")
# a SAML response posted to the service: a signed assertion that logs its bearer in while it is valid (a request is no secret)
SAML_RESPONSE = re.compile(r"(?<![\w-])SAMLResponse(?:=|[\"']?[ \t]*:[ \t]*[\"'])(?P<secret>[A-Za-z0-9%+/=]{40,})")
# the secret part of a webhook URL's path: `/hooks/<key>`, `/webhook/<uuid>`, `/bot/v2/hook/<id>`
WEBHOOK_PATH = re.compile(
    r"(?i:/(?:hooks?|webhooks?|robot)/|//(?:hooks?|webhooks?)\.[A-Za-z0-9.-]{3,60}/)(?:[A-Za-z0-9_.-]{1,40}/){0,4}?"
    r"(?P<secret>[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])"
)
# a token alone as a URL's user: `https://<personal access token>@dev.azure.com/...`
URL_TOKEN_USER = re.compile(r"(?:(?<![A-Za-z0-9+.-])|(?<=\.\.))[A-Za-z][A-Za-z0-9+.-]{0,30}://(?P<secret>[A-Za-z0-9_-]{20,})@")
# the password in a Go MySQL DSN: `user:password@tcp(host:3306)/db`
GO_MYSQL_DSN = re.compile(
    r"(?:(?<=[\s\"'`(=,])|^)[A-Za-z0-9_.-]{1,64}:(?P<bare>[^\s/\"'`]{1,200})@(?:tcp|unix|udp)\("  # `@` inside it too
)
# Oracle credentials: `sqlplus user/pass@db`, `CONNECT user/pass@db`, `jdbc:oracle:thin:user/pass@host`
ORACLE_CREDENTIALS = re.compile(
    r"(?:jdbc:oracle:[a-z]+:|(?i:\b(?:sqlplus|tbsql|sqlldr|expdp|impdp|rman|dgmgrl|sqlcl|conn(?:ect)?"
    r"|userid)\b)(?:[ \t]+-[A-Za-z]{1,20}){0,8}(?:[ \t]*=[ \t]*|[ \t]+)[\"']?)"  # one way to split the blanks, flags bounded: linear
    r"[A-Za-z0-9_$#.-]{1,64}/(?P<bare>[^\s/@\"']+)(?=@|[\s\"']|$)"
    r"|(?<![\w/.$#-])(?:[A-Za-z0-9_$#.]{1,64}|[A-Za-z0-9_$#.][A-Za-z0-9_$#.-]{0,63}(?=/[^\s/@\"']+@//))"  # a user with `-`: `@//` only
    r"/(?P<bare2>[^\s/@\"']+)@(?://[\w.-]|[\w.-]{1,253}:[0-9]{2,5}/[\w$#])"  # EZConnect: `app/<password>@//host:1521/svc`, or `@host:1521/svc` with its port
)
# the value of an `Authorization:` header, whatever its scheme (Bearer, Basic, SSWS, KakaoAK, Digest ...)
AUTHORIZATION_HEADER = re.compile(
    r"(?i:authorization)[\"']?[ \t]*[:=][ \t]*[\"']?"
    # to the blank, the quote or an escape that ends a logged line (`…=\r\n"`)
    r"(?:[A-Za-z][A-Za-z0-9_-]{1,30}[ \t]+)?(?P<bare>[A-Za-z0-9._~+/=:%-]{8,}(?:[^\s\"'`,;\\]|\\(?![rnt\"'\\]))*)"
)
# a login handed over as two quoted words, the user then the password, in a sentence that says to use them: "log in as
# `deploy` / `Tq8!vLm2Rz` first", "`postgres` / `1etmein!` 쓰라고 함"
QUOTED_LOGIN = re.compile(
    r"(?:(?i:\buse|\blog(?:ged)?[ \t-]?in(?:[ \t]+(?:with|as))?|\bsign(?:ed)?[ \t-]?in(?:[ \t]+with)?)[ \t]+)?"
    r"`(?P<user>[\w.@-]{1,32})`[ \t]*(?:/|,|(?i:and)|및|에)[ \t]*`(?P<bare>[^`\s]{6,64})`"
    r"(?P<after>[ \t]*(?:(?:을|를|로|으로)[ \t]?)?(?:쓰라고|쓰래|쓰면|써|로그인|접속))?"
)
# VS Code's REST Client takes a user and a password apart after Basic or Digest: `Authorization: Basic admin s3cret`
REST_CLIENT_AUTH = re.compile(r"(?im)^[ \t]*authorization[ \t]*:[ \t]*(?:basic|digest)[ \t]+[\w.-][\w.@-]{0,63}[ \t]+(?P<bare>[^\s=\"'@][^\s=\"']*)[ \t]*$")
# `Bearer <token>`, `Basic <base64>`, Okta `SSWS <token>`, `KakaoAK <key>` outside a header line
BEARER_CREDENTIAL = re.compile(
    r"(?<![A-Za-z0-9])(?i:bearer|basic|ssws|kakaoak|geniekey|deepl-auth-key|klaviyo-api-key)[ \t]+"
    r"(?P<bare>[A-Za-z0-9._~+/-]{8,}=*)"
)
# session cookies in `Cookie:` and `Set-Cookie:` headers and `curl -b`: values that look generated
COOKIE_HEADER = re.compile(
    r"(?:(?i:\b(?:set-)?cookie)[\"']?[ \t]*:|쿠키[ \t]*:|(?<![\w-])(?:-b|--cookie)[ \t]+[\"']?)[ \t]*(?P<cookies>[^\n\"']+)"
)
# a line of a Netscape cookie file (what curl's `-c` writes and browsers' extensions export): domain, subdomains,
# path, secure, expiry, name, value, split by tabs
COOKIE_FILE_LINE = re.compile(
    r"(?m)^(?:#HttpOnly_)?[^\s#][^\t\n]*\t(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t[0-9]+\t(?P<name>[^\t\n]+)\t(?P<value>[^\s]+)[ \t]*\r?$"
)
# `password=...`, `"api_key": "..."`, `DB_PASSWORD=...`, `clientSecret: ...`, `?access_token=...&`;
# also a quoted value right after the name, in a call or a DSL: `setPassword("...")`, `.apiKey("...")`,
# Gradle `storePassword '...'`
ASSIGNMENT = re.compile(
    r"(?P<key>" + _SECRET_NAME + r")(?:\\?[\"'])?\]?[ \t]*(?:(?P<sep>=>|::?=|[?+]=|\|\|=|\?\?=|={1,3}"
    r"|:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w.]{0,30}(?:<[^<>\n]{0,40}>)?\??[ \t]*=(?!=)"  # a typed declaration: `KEY: &str = "…"`
    r"|:(?!:)|값(?:은|이|[ \t]*[:=])|→|(?<=[ \t])->(?=[ \t]))[ \t]*" + _VALUE  # not C++'s `node::http2::Http2Session::~…`
    + r"|(?<=[ \t(])(?P<q2>[\"'])(?P<qval2>(?:(?!(?P=q2))(?:\\.|[^\\\n])|\\(?=(?P=q2)))+?)(?P=q2)|\([ \t]*(?P<q3>[\"'])"
    r"(?P<qval3>(?:(?!(?P=q3))(?:\\.|[^\\\n])|\\(?=(?P=q3)))+?)(?P=q3))"
)
# An environment variable whose name holds a key's word glued or mid-name (`INICIS_SIGNKEY`,
# `MJ_APIKEY_PRIVATE`, `HMACSECRET_PROD`): a generated value there is the key.
ENV_KEY_NAME = re.compile(r"(?<![\w$.-])(?P<key>[A-Z][A-Z0-9_]*)(?P<sep>=|:[ \t])[ \t]*" + _VALUE)
_KEY_IN_NAME = re.compile(r"KEY|SECRET|TOKEN|CERTIFICATE")
_PUBLIC_IN_NAME = re.compile(r"PUB(?:LIC|LISHABLE)?_?KEY")
# a config line that is a password: everything after `=` (or after `:` when it holds a digit or a
# symbol) to the end of the line, as `.properties`, `.ini`, heredocs and YAML read it:
# `password=-O)|;;CrU…`, `npki.cert.password=shadow biscuit compass coffee 30`, `password: ermJN7W0 ub.s+g&:`
PASSWORD_LINE = re.compile(
    r"(?m)^[ \t]*(?:[\w.-]*[._-])?(?i:password|passwd|passphrase|pwd)[ \t]*(?P<sep>=|:(?!=))[ \t]*"  # not Go's `:=`
    r"(?P<secret>[^\s\"'`](?:[^\n]*[^\s])?)[ \t]*$"
)
# a secret's variable set in prose: "Set ELASTIC_PASSWORD to gravel(Yonder31 in `.env`", "set DJANGO_SECRET_KEY to …"
SET_SECRET_TO = re.compile(r"(?i:\bset)[ \t]+`?(?P<name>[A-Z][A-Z0-9_]{2,60})`?[ \t]+to[ \t]+" + _VALUE)
# a value used as a credential, named after it: "use `0x3917…2e37` as the deployer wallet private key",
# "was sending f3ec…0e00 as the Wise API token"
# Keys that name a record, not a credential: Toss `paymentKey`, `idempotencyKey`, `cacheKey`, `sortKey`
_RECORD_WORDS = (
    "payment", "order", "idempotency", "cache", "partition", "sort", "primary", "foreign", "object", "row", "hash",
    "range", "item", "list", "react", "dedup", "message", "event", "request", "file", "resource", "lookup", "unique",
    "composite", "shard", "translation", "i18n",
)
_RECORD_WORDS_KO = ("캐시", "결제", "주문", "멱등성", "멱등", "정렬", "파티션")
_RECORD_NAMES = "(?:(?i:" + "|".join(_RECORD_WORDS) + ")|" + "|".join(_RECORD_WORDS_KO) + ")"
_RECORD_ENDINGS = _RECORD_WORDS + _RECORD_WORDS_KO
# what a password's word names when a noun follows it: a thing that keeps or rules passwords, not one
_THINGS_OF_PASSWORDS = (
    r"(?i:store|manager|policy|prompt|field|reset|rotation|length|hash(?:ing|es)?|column|encoding|algorithm|scheme|variant"
    r"|strength|history|hint|expiry|rules?)"  # "the password hashing variant"
)
_GIVEN_VALUE = r"(?:(?P<q>[`'\"])(?P<qval>[^\s`'\"]{8,200})(?P=q)|(?P<bare>[^\s`'\"]{8,200}))"
_AS_CREDENTIAL = (
    r"(?:(?i:the|our|my|a|an|your|their)[ \t]+)?"
    r"(?!(?:[\w.-]{1,30}[ \t]+){0,3}(?i:idempotency|pagination|continuation|page|paging|cursor|request|correlation|trace|csrf|xsrf)\b)"
    r"(?:[\w.-]{1,30}[ \t]+){0,4}"
    r"(?i:password|passphrase|passwd|token|secret|(?:api|private|access|secret|signing|master|encryption|client|app|admin)[ \t_-]?key)s?\b"
    r"(?![ \t]*(?:[\w-]*[ \t]+)?(?i:id|ids|address|name|region|arn|url|endpoint|header|version|prefix|format)\b|[ \t]+" + _THINGS_OF_PASSWORDS + r"\b|-)"  # not "as the token address", "password-less"
)
USED_AS_CREDENTIAL = re.compile(
    r"(?i:\b(?:use[ds]?|using|sen(?:d|ds|t|ding)|pass(?:es|ed|ing)?|set(?:s|ting)?))[ \t]+" + _GIVEN_VALUE + r"[ \t]+(?i:as)[ \t]+" + _AS_CREDENTIAL
)
# a sentence that opens with the value and names it: "`c02b…` is the Wise API token that works for feature-flags"
NAMED_AS_CREDENTIAL = re.compile(r"(?m)(?:^|(?<=[.!?][ \t]))(?:[ \t]*(?:[-*>\u2022]|[0-9]{1,2}[.)])[ \t]+)?" + _GIVEN_VALUE + r"[ \t]+(?i:is|was)[ \t]+" + _AS_CREDENTIAL)
# the same asked: "is BaramHarvest_375/. the right password for qa?", "Is f3ec…0e00 still the API token?"
ASKED_AS_CREDENTIAL = re.compile(r"(?<![\w-])(?i:is|was)[ \t]+" + _GIVEN_VALUE + r"[ \t]+(?:(?i:still)[ \t]+)?" + _AS_CREDENTIAL)
# the Korean of both: "다음에도 e3e3… 값을 LDAP_PASSWORD 값 용도로 그냥 써도 되는지", "X를 배포 키로 쓰면"
USED_AS_CREDENTIAL_KO = re.compile(
    r"(?<![^\s(])" + _GIVEN_VALUE + r"[ \t]*(?:값을|을|를)[ \t]+(?:[\w.-]{1,40}[ \t]+){0,2}?"
    r"(?:비밀[ \t]?번호|비번|패스워드|암호|" + "".join(f"(?<!{word})(?<!{word} )" for word in _RECORD_WORDS_KO) + r"키"  # not "파티션 키"
    r"|토큰|시크릿|[\w.-]*(?i:password|passwd|secret|token|key))(?:[ \t]+값)?"
    r"[ \t]*(?:용도로|(?:으로|로)[ \t]+(?:(?:그냥|계속|아직)[ \t]+)?(?:쓰|써|썼|사용))"
)
# the variable's name holds a secret's word as a whole part, and ends in no word that names something else
_SECRET_VARIABLE = re.compile(
    r"(?:[A-Z0-9]+_)*?(?:PASSWORD|PASSWD|PASSPHRASE|SECRET|TOKEN|PWD|PASS|(?<!SORT_)(?<!PRIMARY_)(?<!PARTITION_)(?<!FOREIGN_)KEY)"
    r"(?:_(?:KEY|SECRET|TOKEN|BASE|PROD|LIVE|TEST|DEV))*"
)
# Windows' `netsh wlan show profile name=… key=clear`: the Wi-Fi key in clear ("키 콘텐츠" in Korean)
NETSH_KEY_CONTENT = re.compile(r"(?m)^[ \t]*(?:Key Content|키 콘텐츠)[ \t]*:[ \t]*(?P<bare>[^\s](?:[^\n]*[^\s])?)[ \t]*$")
# a YAML block scalar under a secret's name: `password: |` (or `>-`), the value on the indented line below
BLOCK_SCALAR_SECRET = re.compile(
    r"(?m)^[ \t]*[\"']?(?:[\w.-]*[._-])?(?i:password|passwd|passphrase|secret|token|api[_-]?key)[\"']?[ \t]*:[ \t]*[|>][+-]?[0-9]?[ \t]*\n"
    r"[ \t]+(?P<bare>\S+)[ \t]*$"
)
# After a password was spoken of: a value labelled old, new or raw, to the end of its line (at most 200
# characters, which keeps the pattern linear), whatever punctuation it holds ("Old: =,~[?-m>:]`.%!Ee(", "The raw value: :+#|-}9~(%]')iu>[O?.{,=<t`").
LABELLED_PASSWORD_LINE = re.compile(
    r"(?<![A-Za-z])(?i:old|new|previous|current|raw[ \t]+value)[ \t]*:[ \t]*(?P<secret>[^\s](?:[^\n]{0,200}[^\s])?)[ \t]*$",
    re.MULTILINE,
)
# an old and a new value labelled on one line ("Old: falconviolet65  New: tiger badger biscuit maple bluebird.",
# "old=… new=…", "old … / new …", "기존 …, 신규 …"): a rotation, whether or not a password's word is near. The old
# value is taken whole (a lookahead then its copy: no backtracking into it), so a line of thousands of `old:` is read
# once, not 200 times; a dot inside a value is its own (`sora.gureum.39`), one at its end the sentence's.
_ROTATION_WORD = r"(?:[ \t]+(?i:password|passphrase|pw|value|token|key|secret)|[ \t]?(?:비번|비밀번호|암호|패스워드|값)(?:은|는)?)?"
_ROTATION_SEPARATOR = r"(?:[ \t]*(?P<{}>[:=])[ \t]*|[ \t]+)"
ROTATION_PAIR = re.compile(
    r"(?:(?<![A-Za-z])(?i:old|previous)|(?<![" + _HANGUL + r"])(?:기존|이전|예전|변경[ \t]?전))" + _ROTATION_WORD
    + _ROTATION_SEPARATOR.format("old_sep") + r"(?=(?P<old>[^\s,;]{0,199}[^\s.,;]))(?P=old)[ \t]*[,;/]?[ \t]+"
    r"(?:(?<![A-Za-z])(?i:new|current)|(?<![" + _HANGUL + r"])(?:신규|현재|새|변경[ \t]?후))" + _ROTATION_WORD
    + _ROTATION_SEPARATOR.format("new_sep") + r"(?P<new>(?:[^\s,;]*[^\s.,;])(?:[ ][a-z]{3,10}){0,7})(?=[.,;]?(?:[ \t]|\Z))"
)
# what a Basic credential decodes to: "Authorization: Basic … which decodes to grafana:Bn^DXdGDPOr9t";
# in prose without the header's word, a password's shape is needed: "Decoded it is svc-sync:Vantara@2023!"
_DECODED_TO_PAIR = (
    r"(?:(?i:\bdecod(?:es|ed|ing)\b)(?:[ \t]+(?i:it|that|this))?(?:[ \t]+(?i:is|was|reads|gives|to|as|into))?|디코딩(?:하면|한|된|하니)?)"
    r"[ \t]*(?::[ \t]*)?[\"'`(]?[\w.@+-]{1,64}:(?P<bare>[^\s\"'`]+)"
)
BASIC_DECODED = re.compile(r"(?i:\bbasic\b)[^\n]{0,200}?" + _DECODED_TO_PAIR)
DECODED_PAIR = re.compile(_DECODED_TO_PAIR)
# the literal fallback of a secret's assignment: `apiKey: process.env.API_KEY || '845ab…'`,
# `token = os.getenv("TOKEN") or "…"`, `key ?? "…"`, Rust's `.unwrap_or_else(|_| "…".to_string())`
FALLBACK_LITERAL = re.compile(r"(?:\|\||\?\?|\bor\b|\.unwrap_or(?:_else)?\((?:[ \t]*\|_?\w*\|)?)[ \t]*" + _QUOTED)
# a .NET configuration key set in code: `builder.Configuration["Aligo:Apikey"] = "…"`
CONFIG_SECTION_KEY = re.compile(r"\[[ \t]*\"(?:[\w.-]+:)+(?P<key>[\w.-]{2,60})\"[ \t]*\][ \t]*(?P<sep>=)[ \t]*" + _VALUE)
# a JSON key file's whole private key, escaped newlines and all, even cut short (`"private_key": "-----BEGIN…\n…"`)
JSON_PRIVATE_KEY = re.compile(r"\"(?:private_key|privateKey)\"[ \t]*:[ \t]*\"(?P<qval>(?:[^\"\\\n]|\\.){8,})\"")
# a JWK's private members: `"d"` (EC, OKP, RSA), RSA's `"p"`, `"q"`, `"dp"`, `"dq"`, `"qi"`, a symmetric key's `"k"`
JWK_PRIVATE = re.compile(r"\"(?:d|p|q|dp|dq|qi|k)\"[ \t]*:[ \t]*\"(?P<qval>[A-Za-z0-9_-]{16,})\"")
# a HAR's credential headers, as name and value members: `{"name": "cookie", "value": "sid=…"}`
HAR_HEADER = re.compile(
    r"\"name\"[ \t]*:[ \t]*\"(?i:cookie|authorization|proxy-authorization|x-api-key|api-key|x-auth-token)\"[ \t]*,[ \t\n]*"
    r"\"value\"[ \t]*:[ \t]*\"(?P<qval>(?:[^\"\\\n]|\\.){8,})\""
)
# network device keys: `snmp-server community …`, `radius-server host … key …`, `tacacs-server key …`,
# `crypto isakmp key … address`, `key-string …`
DEVICE_KEY = re.compile(
    r"(?m)^[ \t]*(?:snmp-server[ \t]+community|(?:radius|tacacs)-server(?:[ \t]+host[ \t]+[^\s]+"
    r"(?:[ \t]+(?:auth-port|acct-port|port|timeout)[ \t]+[0-9]+)*)?[ \t]+key(?:[ \t]+[067])?"
    r"|crypto[ \t]+isakmp[ \t]+key(?:[ \t]+[06])?|key-string(?:[ \t]+[07])?)[ \t]+(?P<bare>[^\s]+)"
)
# ODBC braced values: `Pwd={p;a}}ss}` (a `}` inside is doubled)
# a connection string's password, spaces and all, up to its `;`: `User ID=app;Password=river nebula 19;`
CONNECTION_STRING_PASSWORD = re.compile(
    r"(?<=[;\"'])[ \t]*(?i:password|pwd)[ \t]*=(?P<secret>[^;\"'\n{][^;\"'\n]{0,199})(?=;)"
)
ODBC_BRACED = re.compile(r"(?i:\b(?:pwd|password))[ \t]*=[ \t]*\{(?P<qval>(?:[^}\n]|\}\})+)\}")
# a secret named in one string and given in the next: PHP `define('DB_PASSWORD', '...')`,
# `os.environ.setdefault("API_KEY", "...")`, `System.setProperty("db.password", "...")`
NAMED_ARGUMENT = re.compile(
    r"(?<!\[)(?<!\[ )(?P<kq>[\"'])[A-Za-z0-9_.-]{0,60}?(?P<key>" + _SECRET_NAME + r")(?P=kq)[ \t]*,[ \t]*" + _QUOTED
    + r"(?![ \t]*(?:,|\bor\b|\band\b)[ \t]*[\"'])"  # not one item of a list: `"password", "12345678" or "qwerty"`,
    + r"(?![ \t]*:)"  # nor a JSON object's next name: `{"name": "DB_PASSWORD", "valueFrom": "arn:…"}`; nor a list's first
    # item (a logger's paths to redact: `paths: ['password', 'user.secret']`)
)
# .NET appSettings: `<add key="DbPassword" value="..." />`
XML_KEY_VALUE = re.compile(
    r"key=(?P<kq>[\"'])[A-Za-z0-9_.:-]{0,60}?(?P<key>" + _SECRET_NAME + r")(?P=kq)[ \t]+value=" + _QUOTED
)
# a Kubernetes container's environment: `- name: ALIMTALK_SENDER_KEY` and `value: "..."` on the next line
K8S_ENV_VALUE = re.compile(
    r"\bname:[ \t]*(?P<kq>[\"']?)[A-Za-z0-9_.-]{0,60}?(?P<key>" + _SECRET_NAME + r")(?P=kq)[ \t]*\r?\n"
    r"[ \t]*value:[ \t]*" + _VALUE
)
# the same pair as JSON (or Python's repr) or a CLI's shorthand: an ECS task definition's `{"name": "DB_PASSWORD", "value": "…"}`,
# CloudFormation's `ParameterKey=DBPassword,ParameterValue=…`, `ssm put-parameter --name /prod/db/password
# --value …` (a path's last part names the value, so the name's words may follow a `/`)
NAME_VALUE_PAIR = re.compile(
    r"(?:(?P<kq>[\"']?)(?:[Nn]ame|[Kk]ey|ParameterKey|OptionName)(?P=kq)[ \t]*[:=][ \t]*(?P<nq>[\"']?)"
    r"|--(?:name|key)[ \t=]+(?P<fq>[\"']?))"
    r"(?P<name>[A-Za-z0-9_./-]{0,60}?(?P<key>" + _SECRET_NAME_WORDS + r"))"
    r"(?:(?P=nq)(?:[ \t]*,[ \t\r\n]*(?P=kq)(?![Vv]alue)\w{1,20}(?P=kq)[ \t]*:[ \t]*(?P=nq)[\w.-]{0,40}(?P=nq)){0,2}"  # `"Type": "SecureString"` between
    r"[ \t]*,[ \t\r\n]*(?P=kq)(?:[Vv]alue|ParameterValue)(?P=kq)[ \t]*[:=]"
    r"|(?P=fq)(?:[ \t]+--?[A-Za-z][\w-]*(?:(?:[ \t]+|=)[^\s=-][^\s]{0,80})?){0,6}?[ \t]+--value(?=[ \t=]))[ \t=]*" + _VALUE  # a flag's value read one way
)
# the halves of a key pair under their short names: `ak: …`, `sk: "…"` (Huawei OBS, many SDK configs)
SHORT_KEY_NAME = re.compile(r"(?<![A-Za-z0-9_.$-])(?P<key>(?i:ak|sk))[\"']?[ \t]*(?P<sep>[:=])[ \t]*" + _VALUE)
# or with a blank alone between, a generated value of 16 or more: "ak MMBP2L4…, sk PcUqUV…로 바꾸니까"
SHORT_KEY_SPACED = re.compile(r"(?<![A-Za-z0-9_.$-])(?P<key>(?i:ak|sk))[ \t]+(?P<bare>[A-Za-z0-9+/=_-]{16,})(?![A-Za-z0-9+/=_-])")
# an Apple property list's entry: `<key>PartnerApiSecret</key>` then `<string>…</string>`
PLIST_ENTRY = re.compile(
    r"<key>[A-Za-z0-9_.-]{0,60}?(?P<key>" + _SECRET_NAME + r")</key>[ \t]*\r?\n?[ \t]*<string>(?P<qval>[^<\n]+)</string>"
)
# a Terraform variable's default: `variable "keycloak_client_secret" { type = string  default = "…" }`
TF_VARIABLE_DEFAULT = re.compile(
    r"\bvariable[ \t]+\"[A-Za-z0-9_-]{0,60}?(?P<key>" + _SECRET_NAME + r")\"[ \t]*\{[^}]{0,200}?\bdefault[ \t]*=[ \t]*" + _VALUE
)
# a secret echoed into a credential file: `echo 'Bulgogi447$' > ~/.vault_pass`
ECHO_INTO_SECRET_FILE = re.compile(
    r"\becho[ \t]+(?:-n[ \t]+)?" + _VALUE + r"[ \t]*>>?[ \t]*[^\s|;&]*(?i:pass|secret|token|key|cred)[^\s|;&]*"
)
# what a command printed for a secret's variable or file, on the line under it: `echo $AZURE_DEVOPS_PAT`,
# `printenv DB_PASSWORD`, `cat ~/.ansible/vault_pass.txt` (not `~/.pgpass`: its lines have a rule of their own;
# not an encrypted file, `credentials.yml.enc`: it prints ciphertext).
# The name's credential word is found by a lookahead: a run around it, tried at every split, was quadratic.
PRINTED_SECRET = re.compile(
    r"(?:\b(?:echo(?:[ \t]+-n)?[ \t]+[\"']?\$\{?|printenv[ \t]+)(?=[A-Za-z0-9_]*?(?i:pass|pwd|secret|token|key|pat|cred))[A-Za-z0-9_]*"
    r"\}?[\"']?|\bcat[ \t]+(?=[^\s|;&<>]*?(?i:(?<!pg)pass|pwd|secret|token|cred|cookie))(?![^\s|;&<>]*\.(?:enc|gpg|age|asc|sops)\b)[^\s|;&<>]*)[ \t]*\n[ \t]*"
    r"(?:(?P<bare>[^\s]{8,})|(?P<secret>[a-z]{3,10}(?:[ ][a-z]{3,10}){3,9}))[ \t]*(?=\n|\Z)"  # or a passphrase of words
)
# what a secret store or a CLI's token command prints on the next line: `op read op://…/password`, `pass
# show infra/db`, `bw get password db`, `vault kv get -field=password …`, `security find-generic-password … -w`,
# `get-secret-value … --output text`, `gh auth token`, `gcloud auth print-access-token`, `aws ecr get-login-password`
SECRET_READ = re.compile(
    r"(?:\bop[ \t]+read[ \t]+[\"']?op://(?=[^\s]{0,200}?(?i:pass|secret|token|key|cred|pin))"
    r"|\bpass[ \t]+show\b|\bbw[ \t]+get[ \t]+(?:password|totp)\b"
    r"|\bvault[ \t]+(?:kv[ \t]+get|read)\b[^\n]{0,100}?-field[ \t=]+(?![\w.-]{0,60}?accessor)(?=[\w.-]{0,60}?(?i:pass|secret|token|key))"
    r"|\bsecurity[ \t]+find-(?:generic|internet)-password\b(?=[^\n]{0,200}?[ \t]-w\b)"
    r"|\bget-secret-value\b(?![^\n]{0,200}?--query[ \t=]+[\"']?(?!SecretString)\w)(?=[^\n]{0,200}?--output[ \t=]+text\b)"
    r"|\b(?:gh|heroku)[ \t]+auth[ \t:]+token\b|\bgcloud[ \t]+auth[ \t]+print-(?:access|identity)-token\b"
    r"|\baws[ \t]+ecr[ \t]+get-login-password\b|\bkubectl[ \t]+create[ \t]+token\b|\bgopass[ \t]+show\b"
    r"|\bgcloud[ \t]+secrets[ \t]+versions[ \t]+access\b|\baz[ \t]+keyvault[ \t]+secret[ \t]+show\b(?=[^\n]{0,200}?--query[ \t]+[\"']?value\b)"
    r"|\bop[ \t]+item[ \t]+get\b(?=[^\n]{0,200}?--fields?[ \t=]+[\"']?(?:label=)?(?i:password|credential|secret|token))"
    r"|\baz[ \t]+account[ \t]+get-access-token\b(?=[^\n]{0,200}?(?:-o|--output)[ \t=]+tsv\b))"
    r"[^\n]{0,200}\n[ \t]*(?P<bare>[^\s]{8,})[ \t]*(?=\r?\n|\r?\Z)"
)
# what a command that decodes a secret prints on the next line: a Kubernetes secret's field through
# `base64 -d` (`-o jsonpath='{.data.password}' | base64 -d`), Argo CD's first admin password. The rest of
# the command's line is bounded: unbounded, each cue on a line that never ends would scan to the end. The
# field's credential word is found by a lookahead (see PRINTED_SECRET).
DECODED_SECRET = re.compile(
    r"(?:\{\.data\.(?=[\w.-]*?(?i:pass|secret|token|key))[\w.-]*\}[^\n]{0,40}\|[ \t]*base64[ \t]+(?:-d|--decode)\b"
    r"|\bargocd[ \t]+admin[ \t]+initial-password\b)[^\n]{0,200}\n[ \t]*(?P<bare>[^\s]{8,})[ \t]*(?=\n|\Z)"
)
# a setting logged with dot leaders: HikariCP's `password........C7~Pei5…` at DEBUG
# a keypad's code with its marks inside or after the digits, given as a number or a code: "번호는 #5794*8821", "the code is
# 4471*0913#" (a mark only before digits is an issue's number: "번호 #1234")
KEYPAD_CODE = re.compile(
    r"(?:번호|코드|(?i:\bcode|\bnumber))(?:는|은|가|이|[ \t]+(?i:is|was))?[ \t]*(?::[ \t]*)?"
    r"(?P<bare>#?[0-9]{2,8}[#*][0-9]{2,8}[#*]?|[0-9]{4,8}[#*])(?![\w#*])"  # not a star code (`*101*1234#`), nor a phone's `#`
)
DOT_LEADER = re.compile(r"(?i:\b(?:password|passwd|pwd|secret|token|api[_-]?key|credentials?))\.{3,}[ \t]*(?P<bare>\S+)")
# cloud-init's `chpasswd: list:` lines, `user:password` each
CHPASSWD_LIST = re.compile(
    r"\bchpasswd:[ \t]*\n(?:[ \t]+[^\n]*\n){0,4}?[ \t]+list:[ \t]*\|?[ \t]*\n"
    r"(?P<lines>(?:[ \t]+[A-Za-z0-9_.-]{1,64}:[^\s]+[ \t]*(?:\n|\Z)){1,50})"
)


def _redact_chpasswd(match: re.Match) -> str:
    spans = []
    for line in re.finditer(r"[A-Za-z0-9_.-]{1,64}:(?P<pw>[^\s]+)", match.group("lines")):
        if _is_literal(line.group("pw"), True) and line.group("pw").upper() != "RANDOM":
            spans.append((match.start("lines") + line.start("pw"), match.start("lines") + line.end("pw")))
    return _replace_spans(match, spans) if spans else match.group(0)


# Zendesk's API token as the password of `agent@example.com/token`
ZENDESK_TOKEN = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/token:(?P<bare>[^\s\"']+)")  # the address whole: linear
# a password after "pass" once a user was named: "user noreply@acme.dev, pass Sarah2006^^"
USER_THEN_PASS = re.compile(r"(?i:\buser(?:name)?\b)[^\n]{1,60}?(?<![A-Za-z])(?i:pass)[ \t]+(?P<bare>[^\s,;]+)")
# XML elements: `<password>...</password>`, `<ApiKey>...</ApiKey>`, `<wsse:Password Type="…">…</wsse:Password>`
XML_ELEMENT = re.compile(
    r"<(?P<tag>[A-Za-z0-9_.:-]{0,60}?(?P<key>(?<!/)" + _SECRET_NAME_WORDS + r"))(?![ \t]+digest=)(?:[ \t][^<>\n]{0,200})?>"
    r"(?P<qval>[^<\n]+)</(?P=tag)>"
)
# an element named for a secret by its `name`: Android's `<string name="mattermost_token">…</string>`, a config's
# `<entry name="solapiApiSecret">…</entry>`
STRING_RESOURCE = re.compile(
    r"<(?P<el>[A-Za-z][\w.:-]{0,30})[ \t]+name=[\"'][A-Za-z0-9_.-]{0,60}?(?P<key>" + _SECRET_NAME + r")[\"'][^<>\n]{0,100}>"
    r"(?P<qval>[^<\n]+)</(?P=el)>"
)
# pydantic's validation error for a secret-named field repeats the input: `zoho_refresh_token\n  Value
# error, … [type=value_error, input_value='…', input_type=str]`
PYDANTIC_INPUT = re.compile(
    r"(?m)^[ \t]*[A-Za-z0-9_.]{0,60}?(?P<key>" + _SECRET_NAME + r")[ \t]*\n[^\n]{0,400}?\binput_value=(?P<q>[\"'])(?P<qval>[^\"'\n]+)(?P=q)"
)
# WordPress's keys and salts in wp-config.php: 64 printable characters of any kind (`[`, `<`, `{` among them)
WP_SALT = re.compile(
    r"\bdefine\([ \t]*'(?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)'[ \t]*,[ \t]*'(?P<qval>(?:[^'\\\n]|\\.){16,})'"
)
# Wi-Fi QR payloads: `WIFI:T:WPA;S:ssid;P:password;;` (`\;` escapes a semicolon); the fields before the
# password are short (an SSID is 32 bytes), and bounding them keeps a line of `WIFI:S:` repeated linear
WIFI_QR = re.compile(r"WIFI:(?:[A-Z]:(?:[^;\\\n]|\\.){0,200};){0,8}?P:(?P<qval>(?:[^;\\\n]|\\.)+)")
# a `.pgpass` line: `host:port:database:user:password`
PGPASS_LINE = re.compile(
    r"(?<![\w:/.@*-])(?![0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){4})"  # not a fingerprint: E4:33:E1:56:…
    r"(?![0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4}){7}(?![\w:]))"  # nor an IPv6 address in full: 2606:2800:21f:cb07:6820:80da:…
    r"[A-Za-z0-9.*_-]+:(?:[0-9]{1,5}|\*):(?=[^:\s]*[A-Za-z*])[A-Za-z0-9_*.$-]+:"
    r"[A-Za-z0-9_*.@$-]+:(?P<bare>[^\s]+)"
)
# a pgbouncer `userlist.txt` line: `"user" "password"`
PGBOUNCER_USERLIST = re.compile(r"(?m)^[ \t]*\"[^\"\n]{1,64}\"[ \t]+(?P<q>\")(?P<qval>[^\"\n]{6,})\"[ \t]*$")
# config directives that take a password: redis `requirepass`/`masterauth`, keepalived `auth_pass`,
# nslcd `bindpw`, slapd `rootpw`, snmpd `rocommunity`/`rwcommunity`, `AUTH` in redis-cli
CONFIG_DIRECTIVE = re.compile(
    r"(?<![\w-])(?P<key>requirepass|masterauth|auth_pass|bindpw|rootpw|rocommunity6?|rwcommunity6?"
    r"|AUTH(?:[ \t]+[A-Za-z0-9_.-]{1,64}(?=[ \t]+\S))?)[ \t]+" + _VALUE
)
# the password in `auth=('user', 'pw')` and `BasicAuth('user', 'pw')` (requests, httpx, aiohttp)
AUTH_TUPLE = re.compile(
    r"(?:\bauth[ \t]*=[ \t]*|BasicAuth)\([ \t]*(?P<uq>[\"'])[^\"'\n]{1,100}(?P=uq)[ \t]*,[ \t]*"
    + _QUOTED
)
# `--password hunter2`, `--client-secret abc`, `-storepass abc`: a secret flag, then its value
CLI_SECRET_FLAG = re.compile(
    r"(?<![A-Za-z0-9_-])--?(?:[A-Za-z0-9]+-){0,3}"
    r"(?P<key>(?![a-z]{0,9}askpass)[a-z]{1,12}pass(?:word|wd)?(?![A-Za-z0-9_-])|" + _SECRET_NAME + r")[ \t]+(?!-)" + _VALUE
)
# a password flag and its value as two items of an argument list: `["--requirepass", "…"]`
LISTED_FLAG_VALUE = re.compile(
    r"(?<![A-Za-z0-9_-])--?(?i:requirepass|masterauth|password|passwd|pass|pw|token|secret|api-?key|auth)"
    r"[\"'][ \t]*,[ \t]*(?P<q>[\"'])(?P<qval>[^\"'\n]{1,200})(?P=q)"
)
# Windows-style password switches: `/p:Secret`, `/password:Secret`, `cmdkey /pass:Secret`, `schtasks /RP Secret`
# (MSBuild's `/p:Configuration=Release` sets a property, not a password unless the property's name says so)
WINDOWS_PASSWORD_SWITCH = re.compile(
    r"(?<![\w/:.\\-])(?:/(?i:p|pw|pwd|pass|passwd|password)[:=](?!(?![\w.-]*(?i:pass|pwd|secret|token|key|credential))[A-Za-z_][\w.-]*=)|/(?:RP|rp|PASSWORD)[ \t]+)" + _VALUE
)
# the password glued to `-p`: `mysql -pS3cret`, `sshpass -p'S3cret'` (client names guard `tar -pxf`)
GLUED_PASSWORD_FLAG = re.compile(
    r"\b(?:mysql[a-z]{0,6}|mariadb[a-z-]{0,6}|sshpass)\b[^\n]{0,200}?[ \t]-p(?![ \t`-])" + _VALUE  # `mysql -p` ends a code span
)
# the password after `sshpass -p`, `docker login ... -p`, `redis-cli ... -a` (redis-cli's `-p` is the port); the
# command does not run on past a sentence or into the next command ("which login … Found in the runbook: ssh -p 2222")
SPACED_PASSWORD_FLAG = re.compile(
    r"\b(?:(?:sshpass|login)\b(?:(?![.!?:][ \t]|[;&|])[^\n]){0,200}?[ \t]-p|redis-cli\b[^\n]{0,200}?[ \t]-a)[ \t]+(?!-)"
    + _VALUE
)
# `-p`, `-P` or `-w` of any command with a quoted value or a password-shaped one: `cqlsh -p 'V~z…'`,
# `mosquitto_pub -P 'Ocean!seoul31'`, `psexec -p Shadow1974*햇살2024` (`-p 8080` is a port)
SHORT_PASSWORD_FLAG = re.compile(r"(?<![\w-])-[pPw][ \t]+(?!-)" + _VALUE)
# a password piped into a command: `echo 'pw' | sudo -S ...`, `echo pw | docker login --password-stdin`,
# `printf 'pw' | openconnect --passwd-on-stdin`, `echo pw | docker secret create db -`
PIPED_PASSWORD = re.compile(
    r"\b(?:echo|printf)[ \t]+(?:-[ne][ \t]+)?" + _VALUE
    + r"[ \t]*\|[ \t]*(?=sudo[ \t]+-S|kinit\b|[^\n|`]{0,200}?(?:(?<!\.)stdin|secrets?[ \t]+(?:create|put|set|add)|chpasswd|passwd|--passphrase-fd[ \t=]+0\b))"
)
# the same given as a here-string: `sudo -S <<< 'pw' systemctl …`, `kinit svc@CORP <<< 'pw'`
HERE_STRING_PASSWORD = re.compile(
    r"(?:\bsudo\b[^\n<|;&]{0,60}?[ \t]-[A-Za-z]*S\b|\bkinit\b|--password-stdin\b|--passw(?:or)?d-on-stdin\b|--stdin\b"
    r"|-pass(?:in)?[ \t]+stdin\b|\bchpasswd\b|\bpasswd\b|--passphrase-fd[ \t=]+0\b)[^\n<|;&]{0,200}?<<<[ \t]*" + _VALUE
)
# a `user:password` pair piped into base64 makes a Basic header: `echo -n 'partner-api:lzLi…' | base64`
ENCODED_PAIR = re.compile(
    r"\b(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)*(?:[\"']%s[\"'][ \t]+)?(?P<q>[\"']?)[^\s:\"'$]{1,64}:(?P<bare>[^\s\"']+)(?P=q)"
    r"[ \t]*\|[ \t]*(?:base64|openssl[ \t]+(?:base64|enc[ \t]+-base64))\b"
)
# what a client answers to SMTP's `334 UGFzc3dvcmQ6` ("Password:" in base64): the password in base64
SMTP_AUTH_PASSWORD = re.compile(r"\b334[ \t]+UGFzc3dvcmQ6[ \t]*\r?\n[ \t]*(?P<bare>[A-Za-z0-9+/]{4,}={0,2})(?![A-Za-z0-9+/=])")
# `terraform output -json` prints a sensitive output's value in clear: `"sensitive": true, "type": …, "value": "…"`
TERRAFORM_SENSITIVE = re.compile(
    r"\"sensitive\"[ \t]*:[ \t]*true[ \t]*,[ \t\r\n]*\"type\"[ \t]*:[ \t]*\"[^\"\n]{1,40}\"[ \t]*,[ \t\r\n]*\"value\"[ \t]*:[ \t]*"
    r"\"(?P<qval>(?:[^\"\\\n]|\\.)+)\""
)
# a Redis ACL user's password: `ACL SETUSER worker on >L*&rMrEg… ~queue:* +@read`
REDIS_ACL_PASSWORD = re.compile(r"(?i:\bacl[ \t]+setuser)[ \t]+[^\s>]+(?:[ \t]+[^\s>]+){0,6}?[ \t]+>(?P<bare>[^\s]+)")
# what an expect script sends to a password prompt: `expect "assword:"; send "602o^94irN+qc\r"`
EXPECT_SEND = re.compile(
    r"\bexpect[ \t]+(?:-[a-z]+[ \t]+)?\"[^\"\n]{0,40}?(?i:assword|passphrase|pin)[^\"\n]{0,20}\"[ \t]*[;\n][ \t]*send[ \t]+"
    r"(?:--[ \t]+)?\"(?P<qval>(?:[^\"\\\n]|\\[^rn\n])+?)(?:\\[rn])*\""  # escapes inside, `\r` only at the end: linear
)
# a repository or app secret given on the command line: `gh secret set NAME --body 'value'`, `-b value`
SECRET_SET_BODY = re.compile(
    r"\b(?:secrets?)[ \t]+(?:set|put|create|add)\b[^\n|;]{0,120}?[ \t](?:--body|-b)(?:[ \t]+|=)" + _VALUE
)
# an API key sent as Basic's user, its password left empty or a placeholder `X`: Freshdesk's `curl -u KEY:X`
KEY_AS_USER = re.compile(
    r"\bcurl\b[^\n]{0,200}?[ \t](?:-u|--user)[ \t=]+(?P<uq>[\"']?)(?P<secret>[A-Za-z0-9_-]{16,100}):[Xx]?(?P=uq)(?=[ \t]|$)"
)
# `user:password` after a credentials flag: `curl -u`, `http -a`, `etcdctl --user`, `skopeo --creds`,
# `smbclient -U user%password`, `lftp -u user,password`, and after a gem source in `bundle config`
USER_PASSWORD_FLAG = re.compile(
    r"(?:(?<![\w-])(?:-auth|--auth|--creds|--basic-auth|--user-password)[ \t=]+[\"']?[^\s:%,\"']{1,100}:"
    r"(?P<bare2>[^\s\"']+)|\b(?:curl|wget|https?|xh|httpie|etcdctl|helm|skopeo|crane|regctl|lftp|smbclient|rpcclient|smbmap"
    r"|smbget|smbcacls|winexe|mount\.cifs|ab|hey|grpcurl|aria2c|ncftp[a-z]{0,4})\b(?:[^\n]|(?<=\\)\n){0,200}?[ \t]"
    r"(?:-[A-Za-z]{0,3}u|--user|--proxy-user|-U|-a|--auth|--creds|--src-creds|--dest-creds|--basic-auth)[ \t=]+"
    r"(?:(?P<q3>[\"'])[^\s:%,\"']{0,100}[:%,](?P<qval3>[^\"'\n]+)(?P=q3)"  # 'user:password' quoted whole; `-u ':PAT'`
    r"|[\"']?[^\s:%,\"']{0,100}[:%,](?:(?P<q2>[\"'])(?P<qval2>[^\"'\n]+)(?P=q2)|(?P<bare>[^\s\"']+)))"
    # Bundler's credentials for a gem source: `bundle config set --global gems.example.com user:password`
    r"|\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--(?:global|local)[ \t]+)?[A-Za-z0-9_.:/-]+[ \t]+[^\s:\"']{1,100}:"
    r"(?P<secret>[^\s\"']+))"
)
# ... and in Bundler's variable for that host: `BUNDLE_GEMS__EXAMPLE__COM=user:password`
BUNDLE_HOST_VARIABLE = re.compile(r"\bBUNDLE_[A-Z0-9_]+__[A-Z0-9_]+=[\"']?[^\s:\"']{1,100}:(?P<bare>[^\s\"']+)")
# HAProxy: `stats auth admin:<password>`, a userlist's `user <name> insecure-password <password>`
HAPROXY_PASSWORD = re.compile(r"\bstats[ \t]+auth[ \t]+[^\s:]{1,64}:(?P<bare>\S+)|\binsecure-password[ \t]+(?P<bare2>\S+)")
# the password in a `.netrc` entry: `machine host login user password secret`, on one line or on several
NETRC_PASSWORD = re.compile(r"\blogin[ \t]+[^\s]{1,100}(?:[ \t]+|[ \t]*\n[ \t]*)password[ \t]+" + _VALUE)
# Cisco IOS: `enable secret 0 <plain text>`, `username u privilege 15 password 7 <reversible>` (5, 8, 9 are hashes)
IOS_SECRET = re.compile(r"(?<![\w-])(?:secret|password)[ \t]+[07][ \t]+(?P<bare>[^\s]+)")
# `user / password` after a login or account label, or for an admin: "login: deploy / ...", "admin / ..."; a file's
# name is no label (`~/.git-credentials`, `~/.aws/credentials`), a hyphenated one is (`VPN-login:`)
_LOGIN_KO = r"(?:(?<=이미)|(?<![비미]))로그인"  # not "비로그인 사용자" (signed out); "이미로그인" is logged in
_LOGIN_WORDS = r"(?<![./])(?<!\.git-)(?i:\b(?:log[ \t-]?in|credentials?|creds|account|user(?:name)?)\b)|계정|" + _LOGIN_KO
CREDENTIAL_PAIR = re.compile(
    r"(?:(?:" + _LOGIN_WORDS + r")[^\n/]{0,80}?[ \t](?P<uq>[`'\"]?)"
    r"(?=[A-Za-z0-9._@-]{0,63}[A-Za-z])[A-Za-z0-9._@-]{1,64}(?P=uq)"  # the account's name quoted too: "`admin` / `…`"
    r"|(?<![A-Za-z0-9._@-])(?i:admin|administrator|root|sa|postgres|superuser|elastic))"
    r"[ \t]+/[ \t]+(?:(?i:password|pass|pw)[ \t]+)?" + _VALUE
)
# `user / password` with no word around it, when the second half is shaped like a password:
# "etl_user / 강아지제주도2018! 로 접속", "qa1@tinyco.io / Dragon*bulldog81" ("read / write" is not)
USER_SLASH_PASSWORD = re.compile(
    r"(?<![\w/.@-])(?!(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t])[A-Za-z][\w.@-]{1,63}[ \t]+/[ \t]+" + _VALUE  # not `GET / HTTP/1.1`
)
# a login's address and its password on a line of their own, as a list of test accounts shows them:
# "- tester18@company.co.kr: Orbit2020?"
EMAIL_PASSWORD_LINE = re.compile(
    r"(?m)^[ \t]*(?:[-*•][ \t]*|[0-9]{1,2}[.)][ \t]*)?[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}[ \t]*[:：][ \t]*" + _VALUE + r"[ \t]*$"
)
# an OpenVPN `auth-user-pass` file: the user name on one line, the password on the next, blank lines before them or
# not (the rest of the line before is bounded: every `auth.txt` of a long line read it to its end)
AUTH_USER_PASS_FILE = re.compile(
    r"(?i:auth-user-pass|auth\.txt)[^\n]{0,300}\n(?:[ \t]*\n){0,2}(?:[ \t]*```[^\n]*\n)?[ \t]*[^\s]{1,64}[ \t]*\n[ \t]*(?P<bare>[^\s`]{4,})"
)
# PagerDuty's Events API key, in a JSON body or a setting (an AMQP routing key names a queue: 32 hex digits only)
ROUTING_KEY = re.compile(r"(?i:\b(?:routing|integration)[_-]?key)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<bare>[0-9a-f]{32})(?![0-9A-Za-z])")
# Windows answer files (`unattend.xml`): `<AdministratorPassword><Value>…</Value>` (base64 when `PlainText` is false:
# still the password, encoded)
ANSWER_FILE_PASSWORD = re.compile(
    r"<(?:[\w-]+:)?\w*Password>[ \t]*(?:\n[ \t]*)?<(?:[\w-]+:)?Value>(?P<secret>[^<\n]+)</(?:[\w-]+:)?Value>"
)
# a Postfix `sasl_passwd` line: `[smtp.example.com]:587 user:password` (a Gmail app password in its four spaced
# groups too, as Google shows it)
SASL_PASSWD_LINE = re.compile(r"\[[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\](?::[0-9]{1,5})?[ \t]+[^\s:]{1,64}:(?P<bare>[a-z]{4}(?: [a-z]{4}){3}(?![\w-])|[^\s]+)")
# the password in SQL: `IDENTIFIED BY 'secret'` (MySQL, MariaDB, Oracle)
SQL_IDENTIFIED_BY = re.compile(
    r"(?i:\bidentified[ \t]+(?:with[ \t]+[A-Za-z0-9_]{1,40}[ \t]+)?by)[ \t]+" + _QUOTED
)
# Cypher's and MySQL's password statements: `ALTER USER bob SET PASSWORD 'x'`, `SET PASSWORD FROM 'old' TO 'new'`
# (Neo4j's own user), `SET PASSWORD FOR 'app'@'%' = 'x'`; the old password too
SQL_SET_PASSWORD = re.compile(
    r"(?i:\bset[ \t]+password[ \t]+(?:from[ \t]+|(?:for[ \t]+[^\n=;]{1,80}?[ \t]*)?=[ \t]*(?:password[ \t]*\([ \t]*)?)?)" + _QUOTED
)
SQL_NEW_PASSWORD = re.compile(r"(?i:\bset[ \t]+password[ \t]+from[ \t]+)'[^'\n]{1,200}'(?i:[ \t]+to[ \t]+)" + _QUOTED)
# a quoted value named as a password after it: "'hunter2' is the staging DB password". Every quote starts
# one, so the value is bounded (unbounded, each quote of a run that never closes read to the end) and
# starts after no quote or backslash (a run of `\"` would start one at each).
QUOTED_THEN_NAMED = re.compile(
    r"(?<![\\\"'`])(?P<q>\\?[\"'`])(?P<qval>" + _QUOTED_CHAR + r"{1,100}?)(?P=q)[ \t]+(?i:is|was|(?:is[ \t]+)?still)[ \t]+(?:(?i:the|our|my)[ \t]+)?(?:[A-Za-z0-9_.-]{1,30}[ \t]+){0,5}"
    r"(?i:password|passphrase|passwd)\b(?![ \t]+" + _THINGS_OF_PASSWORDS + r"\b|-)"  # not "`orders-db` is the password store"
)
# a TOTP or 2FA seed after its label: base32, whole or in groups of four ("JBSW Y3DP EHPK 3PXP")
_OTP_SEED_WORDS = (
    r"(?i:\b(?:totp|otp|2fa|mfa|authenticator)[ \t_-]?(?:seed|secret|key)|\bsetup[ \t]key"
    r"|(?:otp|totp|2fa|mfa)(?:[ \t]?[" + _HANGUL + r"]{1,6}){0,4}[ \t]?(?:키|시크릿|시드)|설정[ \t]?키|시드[ \t]?키"
    r"|(?i:manual(?:ly)?[ \t-]entry[ \t]key|수동[ \t]?입력[ \t]?(?:할[ \t]?|용[ \t]?)?키)"
    r"|\boathtool\b[^\n]{0,40}?[ \t]-b|\bpyotp\b[^\n]{0,40}?(?:secret|TOTP\())"
)
TOTP_SEED = re.compile(
    _OTP_SEED_WORDS + r"[^\n]{0,80}?(?:\n[ \t]*)?(?<![A-Za-z0-9])(?P<secret>[A-Za-z2-7]{16,}=*"
    r"|[A-Za-z2-7]{4}(?:[ \t][A-Za-z2-7]{4}){3,}(?:[ \t][A-Za-z2-7]{1,3}(?![A-Za-z0-9]))?)(?![A-Za-z0-9])"
)
# 2FA recovery and backup codes after their label, on its line or one per line below it (a code fence between)
_RECOVERY_WORDS = (
    r"(?i:\b(?:recovery|backup|scratch|emergency|bypass|2fa|mfa)(?:[ \t-](?:verification|login|sign-?in|security|one-time))?"
    r"[ \t-]?(?:codes?|keys?)(?![A-Za-z0-9_])|\b(?:mfa|2fa|otp)[ \t-]recovery(?![A-Za-z0-9_])"  # a Korean particle may follow
    r"|\b(?:remaining|unused|spare)[ \t]+codes(?![A-Za-z0-9_])"  # the list left
    r"|복구[ \t]?(?:코드|키|정보)|백업[ \t]?코드|남은[ \t]?코드|(?i:\b(?:duo|2fa|mfa|otp))[ \t]+(?i:recovery|backup|bypass)[ \t]?(?:코드|키)"
    r"|예비[ \t]?코드|우회[ \t]?코드)"
)
RECOVERY_CODES = re.compile(
    _RECOVERY_WORDS + r"(?P<codes>[^\n]{0,600}(?:\n[ \t]*```[\w-]*[ \t]*(?=\n))?(?:\n[ \t]*(?:[-*•]|[0-9]{1,2}[.)])?[ \t]*"
    r"(?=[A-Za-z0-9]{4})[^\n]{0,200}){0,16})"
)
# a SafeNet token's password in a key container's name, as signtool's `/kc` and jsign take it: `[{{<password>}}]=<container>`
TOKEN_PASSWORD_IN_CONTAINER = re.compile(r"\[\{\{(?P<secret>[^{}\s\]]{4,64})\}\}\]=")
# KIS Developers' `kis_devlp.yaml`: the app key (36 characters) and its secret (180 of base64), live and paper trading
KIS_APP_KEY = re.compile(
    r"(?<![\w-])(?:my|paper)_(?:app|sec)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<secret>(?=[A-Za-z0-9+/]*[0-9])[A-Za-z0-9+/]{36,}={0,2})(?![\w+/=])"
)
# an eSIM's activation code (`LPA:1$<SM-DP+ address>$<matching ID>`): the matching ID downloads the profile, once
ESIM_ACTIVATION_CODE = re.compile(r"\bLPA:1\$[A-Za-z0-9.-]{3,253}\$(?P<secret>[A-Za-z0-9-]{8,64})(?![A-Za-z0-9-])")
# the private lines of a PuTTY `.ppk` key
PUTTY_PRIVATE_LINES = re.compile(
    r"Private-Lines:[ \t]*[0-9]+[ \t]*\n[ \t]*(?P<secret>[A-Za-z0-9+/=]{4,}(?:\n[ \t]*[A-Za-z0-9+/=]{4,}(?![^\n]))*)(?![^\n])"
)
# an Ethereum private key (64 hex digits) after its label or in a Hardhat/Foundry `accounts: [...]`;
# a transaction hash has the same shape, so the label is required
ETHEREUM_PRIVATE_KEY = re.compile(
    r"(?:(?i:priv(?:ate)?[ _-]?key)|accounts[\"']?[ \t]*:[ \t]*\[|(?:개인|비밀)[ \t]?키)[^\n]{0,80}?"
    r"(?<![0-9A-Za-z])(?P<secret>(?:0x)?[0-9a-fA-F]{64})(?![0-9A-Za-z])"
)
# a wallet seed phrase after its label: 12 to 24 lowercase words
_SEED_WORDS = r"(?i:mnemonic|seed[ \t]phrase|recovery[ \t]phrase|wallet|니모닉|시드[ \t]?(?:문구|구문)|복구[ \t]?(?:문구|구문|정보)|지갑|월렛)"
SEED_PHRASE = re.compile(
    _SEED_WORDS + r"[^\n]{0,60}?(?:\n[ \t]*)?(?<![a-z])(?P<secret>[a-z]{3,8}(?:(?:[ \t]+|[ \t]*\n[ \t]*)[a-z]{3,8}){11,23})(?![a-z])"
)  # on one line, or in rows: "Seed phrase (4 words per row):"
# a seed phrase with no word before it that names it ("found it in the old repo:"): a run of twelve lowercase words or
# more, of which 12, 15, 18, 21 or 24 in a row are BIP-39's English words and end in the phrase's checksum (see
# `_redact_bip39_phrase`)
BIP39_PHRASE = re.compile(r"(?<![\w'-])[a-z]{3,8}(?:(?:[ \t]+|[ \t]*\n[ \t]*)[a-z]{3,8}){11,}(?![\w'-])")
with open(os.path.join(os.path.dirname(__file__), "bip39_english.txt"), encoding="ascii") as _words:
    _BIP39_INDEX = {word: index for index, word in enumerate(_words.read().split())}
# app passwords shown in groups of four: Google `abcd efgh ijkl mnop`, Apple `abcd-efgh-ijkl-mnop`,
# WordPress `WJkz uhZD 0A9L ielF Qb8y YHZP` (six groups, both cases and digits)
APP_PASSWORD = re.compile(
    r"(?:(?i:app(?:lication)?(?:[ \t-]specific)?[ \t_-]?password|앱[ \t]?(?:비밀번호|비번|암호|패스워드))[^\n]{0,40}?"
    r"|\b(?:altool|notarytool)\b[^\n]{0,200}?[ \t]-(?:p|-password)[ \t=]+[\"']?"
    r"|(?i:pass(?:word|wd)?)[\"']?(?:[ \t]*[=:])?[ \t]*[\"']?)(?P<secret>(?<![a-z])[a-z]{4}(?P<sep>[ -])[a-z]{4}(?P=sep)[a-z]{4}(?P=sep)[a-z]{4}(?![a-z])"
    r"|(?<![A-Za-z0-9])[A-Za-z0-9]{4}(?:[ \t][A-Za-z0-9]{4}){5}(?![A-Za-z0-9]))"
)
# an app password pasted without its groups: Microsoft's and Google's sixteen letters right after the words ("app password
# vtepkcpohptjfpph", "앱 비밀번호: …"), random ones (few vowels, four consonants in a row), not a word as long
APP_PASSWORD_UNGROUPED = re.compile(
    r"(?i:app(?:lication)?(?:[ \t-]specific)?[ \t_-]?password|앱[ \t]?(?:비밀번호|비번|암호|패스워드))"
    r"(?:[ \t]*\([^()\n]{1,30}\)|[ \t]+(?i:for)[ \t]+[\w.@-]{1,40})?"  # "app password (gmail):", "app password for smtp:"
    r"(?:[ \t]*(?:[:=→-]|->)|[ \t]+(?i:is|was)(?:[ \t]+now)?|은|는|이|가)?[ \t]*[\"'`]?(?P<secret>[a-z]{16})(?![A-Za-z0-9])"  # right after them
)
# positional credentials in calls: `NetworkCredential("u", "pw")`, `getConnection(url, "u", "pw")`,
# `new PDO($dsn, 'u', 'pw')` (`PDO->__construct('mysql:…', 'u', 'pw')` in a stack trace, Doctrine's `PDOConnection` and Laravel's `createPdoConnection` too),
# `mysqli_connect('h', 'u', 'pw')`, `smtp.login('u', 'pw')`, Twilio `Client('AC…', '<auth token>')`, `ConvertTo-SecureString 'pw' -AsPlainText`
CREDENTIAL_CALL = re.compile(
    r"(?<![\w$])(?P<fn>NetworkCredential|PasswordAuthentication|UsernamePasswordCredentials?"
    r"|UsernamePasswordAuthenticationToken|HTTPBasicAuth|HTTPDigestAuth|HttpBasicAuth|BasicAuth|basicAuth"
    r"|setBasicAuth|withBasicAuth|basic_auth|getConnection|PDO|PDOConnection|createPdoConnection|mysqli_connect|mysql_connect|mysqli"
    r"|real_connect|login|Login|authenticate|Credentials?|ClientSecretCredential|Client|Twilio|withAuthCredentials"
    r"|withCredentials|PlainTextAuthProvider)(?:->__construct)?[ \t]*\("  # as PHP's stack trace shows a constructor's call
    r"(?P<args>(?:[^()\"']|\"[^\"\n]*\"|'[^'\n]*'|[\"']){0,600})"  # a quoted argument may hold `)`
    r"|ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(?P<args1>(?:\"[^\"\n]*\"|'[^'\n]*'))"
)
# a generated key passed to an SDK's client, service, handler or config: `cohere.ClientV2("…")`,
# `new SolapiMessageService('KEY', 'SECRET')`, `WebhookHandler('<32 hex>')`, `Config("sdk-<uuid>")`
SDK_CALL = re.compile(
    r"(?<![\w$])(?:(?:[A-Za-z_][\w.]{0,60}?)?(?:Client|Service|Handler|Config|Configuration|Api|API|Sdk|SDK|Auth)(?:V[0-9]+)?"
    r"|require[ \t]*\([ \t]*[\"'][\w@/.-]{1,60}[\"'][ \t]*\))"  # and Node's factories: `require('twilio')(…)`
    r"[ \t]*\((?P<args>[^()]{0,600})\)"
)
# calls that take a signing key: `hmac.New(sha256.New, []byte("…"))`, `createHmac("sha256", "…")`,
# `jwt.sign(payload, "…")`; the rest of the line, since the key may sit inside another call
SIGNING_CALL = re.compile(r"(?i:hmac|\bjwt\.(?:sign|encode))[\w.]{0,60}[ \t]*\((?P<args>[^\n]{0,300})")  # a name, bounded
# a double-quoted shell word, or one left open to the end of its line: were an open quote no word, every
# command name before it would read to the line's end again (quadratic in `"zip\"zip\"zip…`)
_DOUBLE_QUOTED_WORD = r"\"(?:[^\"\\\n]|\\.)*(?:\"|\\?(?![^\n]))"
# commands whose password is a short flag's value or a positional argument (see `_COMMANDS`)
SHELL_COMMAND = re.compile(
    r"(?<![\w./\\-])(?P<cmd>htpasswd|mosquitto_(?:passwd|pub|sub|rr)|rabbitmqctl|net|sqlcmd|bcp|osql|ldap[a-z]{3,9}"
    r"|zip|unzip|zipcloak|7z|7za|7zz|rar|unrar|openssl|ssh-keygen|cubrid|csql|mongo|mongosh|mongodump"
    r"|mongorestore|mongoexport|mongoimport|ipmitool|psexec|paexec|nuget|vsce|ovsx|snmp[a-z]{3,9}"
    r"|smbclient|smbmap|crackmapexec|nxc|vault|loginHSM|poetry|nmcli|wpa_passphrase|ncftp[a-z]{0,4}|mc|ngrok|consul|codecov(?:cli)?|rclone|signtool|snyk|locksettings|ykman)"
    r"(?:\.exe)?(?![\w.-])(?P<args>(?:[^\n|;&\"'`]|&(?!&)|" + _DOUBLE_QUOTED_WORD + r"|'[^'\n]*')*)"
)
# a key handed over in two pieces, each its own value: "the Pipedrive key out in two pieces. The first part is A. The
# second part is B.", "wrapped the ngrok key across two messages: first `A`, then `B`", "키를 두 번에 나눠서 줌. 앞은 A 이고 뒤는 B"
_VALUE_PIECE = r"[^\s`'\"]{3,300}"
SPLIT_SECRET = re.compile(
    r"(?:(?i:\b(?:key|token|secret|password)s?\b)|키|토큰|시크릿|비밀[ \t]?번호|비번)[^\n]{0,60}?"
    r"(?:(?i:\b(?:two|2)[ \t]+(?:pieces|parts|halves|messages|chunks|lines)\b)|두[ \t]?(?:번|메시지|개|부분|줄|조각))[^\n]{0,60}?"
    r"(?:(?i:\bfirst(?:[ \t]+(?:part|half|piece))?(?:[ \t]+(?:is|was))?)|앞(?:부분|쪽)?(?:은|는)?)[ \t]*:?[ \t]*"
    r"(?P<q1>[`'\"]?)(?P<first>" + _VALUE_PIECE + r"?)(?P=q1)[ \t]*(?:[,.;]|이고|이며)?[ \t]*"
    r"(?:(?i:(?:and[ \t]+)?(?:the[ \t]+)?(?:second|2nd|last|other)(?:[ \t]+(?:part|half|piece))?(?:[ \t]+(?:is|was))?|then)"
    r"|(?:뒷부분|뒤쪽|뒤)(?:은|는)?)[ \t]*:?[ \t]*(?P<q2>[`'\"]?)(?P<second>" + _VALUE_PIECE + r")"
)
# a password or key stated in English prose: "the admin password is ...", "PW x", "the WPA2 key: ..."
PROSE_SECRET_EN = re.compile(
    r"(?i:\b(?P<key>password|passwd|passphrase|passcode|pw|pwd|pin(?:[ -]?code)?|puk|psk"
    r"|(?:wpa[23]?|wi-?fi|network|wireless|pre-?shared|router)[ -]?(?:key|passphrase|password)|wi-?fi"
    r"|(?:api|access|secret|private|client|recovery|encryption|master|unseal|signing)[ _-]?"
    r"(?:key|secret|token)|secret|(?<!challenge )(?<!csrf )token)\b)"
    # "for the staging db", "printed on the card holder"
    r"(?:(?:[ \t]+(?i:(?:printed|written|shown|listed|stored|kept|saved|posted|taped)[ \t]+(?:on|in|at|under|behind)|for|of|on|to)"
    r"(?:[ \t]+[A-Za-z0-9_.@/-]{1,40}){1,3}?"
    r"(?:[ \t]+(?i:in|at|on|for|of)(?:[ \t]+[A-Za-z0-9_.@/-]{1,40}){1,3}?)?)?"  # "PUK for the test SIM in the modem is …"
    r"(?:[ \t]+(?i:(?:is[ \t]+|was[ \t]+)?(?:now|still|set[ \t]+to|changed[ \t]+to|reset[ \t]+to)"  # "is now" before "is"
    r"|(?:is|was)[ \t]+(?:literally|exactly|actually)|turn(?:s|ed)[ \t]+out[ \t]+to[ \t]+be|is|was|to"
    r"|will[ \t]+be|should[ \t]+be|reads)(?:[ \t]*:)?|[ \t]*[:=]))?"
    r"[ \t]+\(?" + _MARKUP + _VALUE
)
# an old password or key and its replacement: "password changed from X to Y", "비번을 X에서 Y로 바꿨다",
# "HEC token: old <uuid> -> new <uuid>"
PASSWORD_CHANGE = re.compile(
    r"(?P<cue>(?i:\b(?:password|passphrase|pw|pin|token|key|secret)\b)|비밀[ \t]?번호|비번|암호(?!화)|패스워드|토큰|키|시크릿)[^\n]{0,60}?"
    r"(?:(?i:\bfrom)[ \t]+(?P<q>\\?[\"'`])?(?P<old>[^\s\"'`" + _HANGUL + r"]+)(?(q)(?P=q))[ \t]+(?i:to)"
    r"|[ \t](?P<old2>[^\s\"'`" + _HANGUL + r"]+)[ \t]*(?:에서|->|→|=>)[ \t]*"
    r"|[ \t]\"(?P<old3>[^\s\"'`" + _HANGUL + r"]+)\"[ \t]*(?:->|→)[ \t]*(?P<q2>\"))[ \t]*"  # a plan's `"old" -> "new"` (not Ruby's `=>`)
    r"(?:(?:(?i:new)|변경|신규)[ \t]*:?[ \t]+)?(?P<new>[^\s\"'`" + _HANGUL + r"]+)"
)
# a password announced, then given in the next sentence or line: "The password for staging is below.
# It is X", "DB password:\nX", "the key, it's X"
PROSE_FOLLOWUP = re.compile(
    r"(?i:\b(?:password|passphrase|passcode|pw|pin|psk)\b|비밀[ \t]?번호|비번|암호|패스워드)"
    r"(?:[^\n]{0,120}?(?:[.!?,;:—–-][ \t]*(?:\n[ \t]*)?|\n[ \t]*)"  # one run of blanks, split one way
    r"(?:(?i:it(?:'s|’s|[ \t]+is|[ \t]+was)(?:[ \t]+now)?|that(?:'s|[ \t]+is)|here(?:'s|[ \t]+it[ \t]+is)|use|try"
    r"|enter|the[ \t]+new[ \t]+one[ \t]+is|new[ \t]+one:|now[ \t]+it(?:'s|[ \t]+is))"
    r"|(?:새(?:로운)?[ \t]?(?:거|것|건|값)|바뀐[ \t]?(?:거|것|건|값)|이건|그건|값은)[은는이가]?)"
    r"[ \t]*:?[ \t]+"
    r"|[^\n]{0,80}?(?i:below|follows|following)[ \t]*[:.]?[ \t]*\n[ \t]*|[ \t]*[:：][ \t]*\n[ \t]*)"
    + _VALUE
)
# a password given as what one logs in with: "log in with X", "sign in as admin using X"
LOGIN_WITH = re.compile(
    r"(?i:\b(?:log(?:s|ged|ging)?[ \t-]?(?:in|on)|sign(?:s|ed|ing)?[ \t-]?in|authenticat(?:es?|ed|ing)|connect(?:ed)?)"
    r"(?:[ \t]+(?:as|to)[ \t]+[^\s]{1,64})?[ \t]+(?:with|using)"
    r"(?:[ \t]+(?:the[ \t]+)?(?:password|passphrase|pw|pin))?)[ \t]+" + _VALUE
)
# the same in Korean, the value before its particle: "'qufqlcdmsgktn!'로 NAS 관리자 페이지에 로그인했다",
# "25961303으로 사무실 도어락 잠금을 풀었다" (also "log in as": `ec2-user로 로그인`, so see `_accept_login_with_ko`)
LOGIN_WITH_KO = re.compile(
    r"(?:(?P<q>['\"`])(?P<qval>[^\s'\"`]{4,64})(?P=q)|(?<![^\s(])(?<![0-9][ \t])(?P<bare>[!-~]{4,64}?))(?:(?:으로|로)[ \t]"  # not half of `2596 1303`
    r"[^\n.!?]{0,40}?(?:로그인|(?P<lock>도어락|금고|현관|출입문|사물함|자물쇠)[^\n.!?]{0,20}?잠금[ \t]?(?:을|를)?[ \t]?(?:해제|풀))"
    r"|[ \t]?(?:을|를)?[ \t]?(?P<typed>입력|눌러|누르)[^\n.!?]{0,6}?(?:열었|열림|열렸|풀었|풀림|풀렸|해제))"  # "05-65-67-54 입력해서 열었음"
)
# a code said to be what was used for a PIN, a PUK or a door: "Used 34729512 for the SIM PUK for the test phone" (a
# password's shape before "for the password" the nearby rule takes)
USED_FOR = re.compile(
    r"(?i:\b(?:used|tried|entered|typed))[ \t]+(?P<bare>[#*]?[0-9][0-9 #*-]{2,22}[0-9#*])[ \t]+"
    r"(?i:for|as)[ \t]+(?i:(?:the|my|our|its|their|a)[ \t]+)?(?:(?!(?i:for|as|of)\b)[\w-]{1,24}[ \t]+){0,3}?"
    r"(?:PIN|PUK|(?i:passcode|(?:door|gate|alarm|safe|lock(?:box)?|keypad)[ \t]+code))\b"  # not a board's pin
    r"(?=[ \t]*(?:[.,;:!?)\n]|\Z)|[ \t]+for\b)"  # the phrase ends: not "the PIN length", "the PIN in the test fixture"
)
# a password or key stated in Korean prose: "비밀번호는 hunter2입니다", "DB 비밀번호: ...", "토큰 값: ..."
PROSE_SECRET_KO = re.compile(
    r"(?P<key>비밀[ \t]?번호|비번|패스워드|패스프레이즈|암호|토큰(?![ \t]?(?i:pin))|시크릿(?:[ \t]?키)?|자격[ \t]?증명"
    r"|(?<![A-Za-z0-9])(?i:pin)(?![A-Za-z])(?:[ \t]?번호)?|핀[ \t]?번호|(?<![A-Za-z0-9])(?i:api)[ \t]?키|액세스[ \t]?키|비밀[ \t]?키|인증[ \t]?키|복구[ \t]?키|(?i:wi-?fi|와이파이)[ \t]?키)"
    r"(?:[ \t]?값)?(?:는|은|가|이|를|을|도)?[ \t]*(?:[:=][ \t]*|(?:(?:바뀜|바뀌었음|변경됨?)[ \t]*)?(?P<arrow>->|→)[ \t]*)?" + _MARKUP + _VALUE
)
# a secret's variable named in Korean prose, a particle after it: "HUAWEICLOUD_SDK_AK는 QTVTP5OK… 입니다",
# "SAKURACLOUD_ACCESS_TOKEN 는 `caeed537-…`"
ENV_NAME_KO = re.compile(
    r"(?<![\w$])(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:KEY|TOKEN|SECRET|PASSWORD|PASS|PW|AK|SK|PAT))[ \t]?(?:는|은|가|이)[ \t]+"
    + _VALUE
)

# What may follow a password stated in English; "is SHA-256 hashed" goes on describing instead.
_EN_STATEMENT_END = re.compile(  # a quoted chat line's closing quote at its end too: 'DM: "login admin / X"'; markup closed
    r"(?:</" + _MARKUP_TAG + r">)?[ \t]*(?:[\"'][ \t]*(?=$|[\n.,;:!?)\]])|$|[\n.,;:!?)\]({-]|[" + _HANGUL + r"]|(?i:and|but|for|on|in|at|so|to|from|until|which"
    r"|because|then|if|when|while|after|before|now|or|with|as|per|via)\b)"
)
# Korean copulas: "hunter2입니다", "hunter2이고", "hunter2였는데", "hunter2인 계정"
_KO_COPULA = re.compile(r"[ \t]*(?:입니다|이다|이고|이며|이에요|예요|이야|야|임|였|이었|인)")
# What else may follow a password stated in Korean: the end, punctuation, or "(으)로" with a verb of
# changing or logging in ("hunter2로 바꿨다", "hunter2로 로그인"); "SHA-256으로 해시" describes instead.
_KO_STATEMENT_END = re.compile(
    r"(?:</" + _MARKUP_TAG + r">)?[ \t]*(?:$|[\n.,;:!?)\]]|(?:으로|로)[ \t]*"
    r"(?:바꾸|바꿨|바꿔|바뀌|변경|설정|초기화|리셋|지정|재설정|로그인|접속|인증|연결|들어))"
)

# Keys whose prefix says the vendor made them public: Stripe and Clerk `pk_live_`, Mapbox `pk.`, PostHog's
# project key `phc_`, Langfuse `pk-lf-`, Supabase `sb_publishable_`, Midtrans `Mid-client-`, New Relic's browser
# key `NRJS-`, Datadog's RUM client token `pub…`, Toss Payments' client keys `live_ck_`, `test_gck_` (their secret
# twins are `sk…`, `phx_`, `sb_secret_`, `Mid-server-`, `NRAK-`, Datadog's 32 hex digits without a prefix, `live_sk_`). Razorpay's key ID `rzp_live_` and Braintree's tokenization
# key `production_…_…` are the halves their vendors hand to the browser; the secret halves have no prefix. RevenueCat's
# SDK keys for apps (`appl_`, `goog_`, `amzn_`) are public too; its secret keys are `sk_`.
_PUBLISHABLE = (
    r"(?:pk_(?:live|test)_|pk\.eyJ|phc_|pk-lf-|sb_publishable_|Mid-client-|NRJS-|pub[0-9a-f]{32}(?![0-9a-f])"
    r"|rzp_(?:live|test)_|(?:production|sandbox)_[a-z0-9]{8}_[a-z0-9]{16}(?![A-Za-z0-9])"
    r"|(?:live|test)_(?:[A-Z0-9]{32}|[0-9a-f]{27})(?![A-Za-z0-9])|sq0idp-|client-[A-Za-z0-9]{43}(?![A-Za-z0-9])|(?:live|test)_g?ck_"
    r"|(?:appl|goog|amzn)_[A-Za-z0-9]{20,}(?![A-Za-z0-9]))"
)
_PUBLISHABLE_START = re.compile(_PUBLISHABLE)


# A setting's name that says its value is one of the keys vendors make public: a CAPTCHA's site key (not NHN
# KCP's `site_key`, a merchant's secret), Algolia's search key (not Elasticsearch's, Azure Search's or a web
# search API's), Kakao's JavaScript key. Not when it names a secret too. A framework's prefix for what it ships
# to the browser (`NEXT_PUBLIC_`) is no such word: a secret put there by mistake is still a secret.
_PUBLIC_NAME = re.compile(
    r"(?i:(?:captcha|turnstile)[\w.-]{0,40}site[_.-]?key|data-sitekey|(?:algolia[\w.-]{0,40}search|search[_.-]?only)[_.-]?(?:api[_.-]?)?key"
    r"|kakao[\w.-]{0,40}(?:js|javascript)[_.-]?key|vapid[_.-]?public[_.-]?key|(?-i:applicationServerKey)"  # Web Push's public key
    r"|public[_.-]?access[_.-]?token"  # Shopify's Storefront API token for browsers
    r"|ding[_.-]?talk[_.-]?app[_.-]?key)"  # DingTalk's AppKey names the app, as a client ID does (its AppSecret is the secret)
)
_PUBLIC_WORD = re.compile(r"(?i:captcha|turnstile|search|kakao|sitekey|vapid|applicationserver|ding[_.-]?talk|public[_.-]?access)")  # what every public name holds
_SECRET_IN_NAME = re.compile(r"(?i:secret|private|pass|admin|server|master|write|service|role|auth|token)")
_NAME_CHAR = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def _whole_name(text: str, start: int, end: int) -> str:
    """The name that holds `text[start:end]` (a credential word), at most 80 characters each way: `hashed_secret` around `secret`."""
    lo, hi = _name_bounds(text, start, end)
    return text[lo:hi]


def _name_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    lo, hi = start, end
    while lo > max(0, start - 80) and text[lo - 1] in _NAME_CHAR:
        lo -= 1
    while hi < min(len(text), end + 80) and text[hi] in _NAME_CHAR:
        hi += 1
    return lo, hi


def _public_name(text: str, start: int, end: int) -> bool:
    """The name that holds `text[start:end]` (a credential word) says its value is public, or names an app's
    public half whose secret is left unset beside it."""
    # a public word first, found without a search per word: a name of many `KEY_` costs no walk
    return _occurs(_PUBLIC_WORD, text, max(0, start - 80), min(len(text), end + 80)) and _names_public(_whole_name(text, start, end)) \
        or _pair_secret_unset(text, start, end)


# the identifying half of an app's key pair, by its name: `NHN_APP_KEY`, `ovh_application_key`, Pusher's `PUSHER_KEY`
# (not a name that says secret; not `JWT_KEY`, `HMAC_KEY`, Laravel's `APP_KEY`; not a client key, which is Azure's and
# Kakao's secret)
_PAIR_KEY_NAME = re.compile(r"(?P<prefix>[\w.-]{0,40}?[A-Za-z0-9])[_.-]?(?i:app|application)[_.-]?(?i:key)|(?P<vendor>(?i:pusher))[_.-]?(?i:key)")
# what may stand between a pair's prefix and its secret's word: `PUSHER_SECRET`, `NHN_SECRET_KEY`, `ovh_application_secret`
_SECRET_AFTER_PREFIX = re.compile(r"[_.-]?(?:app|client|application)?[_.-]?secret(?:[_.-]?key)?", re.IGNORECASE)
_SECRET_WORD = re.compile(r"(?i:secret)")
_SETTING_VALUE = re.compile(r"[\"']?[ \t]*(?:\?=|:=|[:=])[ \t]*(?P<value>\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|\{\{[^{}\n]{0,80}\}\}|[^\s,;]{0,200})")
# a secret left unset, the whole value: a placeholder's brackets, a reference to be filled in, a mask, a word that says
# so (not `$7a9c…`, `{7a9c…}`, `%Kx9f…%`, a key with `xXxX` inside it)
_UNSET_VALUE = re.compile(
    r"<[^<>\n]{0,80}>|\{\{[^{}\n]{0,80}\}\}|\$\{[^{}\n]{0,80}\}|\$[A-Z_][A-Z0-9_]{0,80}|%[A-Z_][A-Z0-9_]{0,80}%|\*{3,}|[xX]{4,}"
    r"|(?i:changeme|change[_-]me|todo|tbd|none|null|n/a|dummy|placeholder|example|replace[_-]?me|your[_-][\w-]{0,60})"
)


def _pair_secret_unset(text: str, start: int, end: int) -> bool:
    """The credential word at `text[start:end]` ends the name of an app's public half, and the secret named after it
    (every one among the next eight secret words within 600 characters) is a placeholder or empty: `PUSHER_KEY ?= d552…` above
    `PUSHER_SECRET ?= <pusher_secret>` (a template that ships the app's key and leaves its secret out)."""
    if text[end:end + 1] in _NAME_CHAR:
        return False  # not the name's last word (and a name of many `KEY_` is never walked)
    pair = _PAIR_KEY_NAME.fullmatch(_whole_name(text, start, end))
    if pair is None or _SECRET_IN_NAME.search(pair.group(0)):
        return False
    prefix = (pair.group("prefix") or pair.group("vendor")).lower()
    unset = False
    for word in itertools.islice(_SECRET_WORD.finditer(text, max(0, start - 600), min(len(text), end + 600)), 8):
        lo, hi = _name_bounds(text, word.start(), word.end())
        setting = _SETTING_VALUE.match(text, hi)
        if setting is None or not text[lo:hi].lower().startswith(prefix) or not _SECRET_AFTER_PREFIX.fullmatch(text, lo + len(prefix), hi):
            continue
        value = setting.group("value").strip("\"'")
        if value and not _UNSET_VALUE.fullmatch(value):
            return False  # a secret of the pair is set (one redacted already too): an empty one beside it frees nothing
        unset = True
    return unset


_NAME_BEFORE_VALUE = re.compile(r"(?P<name>[\w.-]{1,80})[\"']?[ \t]*(?:\?=|:=|[:=])[ \t]*[\"'`]?\Z")


def _pair_key_before(text: str, start: int) -> bool:
    """The value at `start` is set under the name of an app's public half whose secret is unset: `PUSHER_KEY ?= …`."""
    sep = max(text.rfind("=", max(0, start - 4), start), text.rfind(":", max(0, start - 4), start))
    if sep < 0:
        return False  # no setting's separator right before it: the usual case, without a search
    named = _NAME_BEFORE_VALUE.search(text, max(0, sep - 84), start)
    return named is not None and _pair_secret_unset(text, named.start("name"), named.end("name"))


def _public_name_before(text: str, start: int) -> bool:
    """A public key's name earlier on the value's line: "RECAPTCHA_SITE_KEY for prod: …"."""
    return any(_public_name(text, found.start(), found.end()) for found in _PUBLIC_NAME.finditer(text, _line_start(text, start, 200), start))


def _names_public(name: str) -> bool:
    """A public key's name and nothing secret besides it (`applicationServerKey` holds "server", as a server key does)."""
    return len(name) <= 120 and _PUBLIC_NAME.search(name) is not None and _SECRET_IN_NAME.search(_PUBLIC_NAME.sub("", name)) is None


def _public_by_design(value: str) -> bool:
    """A key whose prefix names it publishable, or the anon JWT: public wherever it stands."""
    return _PUBLISHABLE_START.match(value) is not None or value.startswith("eyJ") and _public_jwt_token(value)
# Values that refer to, template or mask a secret instead of holding one.
_NOT_A_VALUE = re.compile(
    r"-{1,2}[A-Za-z][A-Za-z-]*(?:[= ]|$)|-$"  # a flag: `-p`, `--password=`
    r"|[\[(](?!(?=\S{31,}$)(?=.*[0-9])(?=.*[!@#$%^&*=+~]))"  # [REDACTED], ( (not a key of 32 or more with digits and symbols)
    r"|\)[\[(\\.]"  # the rest of a regular expression: `(password=)[^&]+`
    r"|<<|<[a-z ][^<>]*>|<[a-z ][\w .,'/\u2026-]*$|<[A-Z]{2,}(?:_[A-Z0-9]+)*(?:[ >]|$)|\{(?![A-Z0-9-]{2,12}\})"  # <<EOF, <set to …>,
    # <PYPI_TOKEN from 1Password>, {{ template }}; not `<a<&*9s…`, nor an open `<` before no words (`P:<tPQ^ZWBm…;;`)
    # a comment; not `#bGY6R*+U%G^cX1W`, `#kZ89#wMPh#c2nz!`, `#qhfl26+`, `#산책토끼2031*` (a password's mix of characters) that starts with `#`
    r"|#(?!(?=\S*[A-Z])(?=\S*[a-z])(?=\S*[0-9!@$%^&*+=?~])\S{7,}|(?=\S*[a-z\uac00-\ud7a3])(?=\S*[0-9])(?=\S*[!@$%^&*+=?~])\S{6,})"
    r"|\$(?=[A-Za-z_{(0-9@*#?$!-])(?![A-Z][a-z]+[0-9]|[A-Za-z]+[0-9]{4}(?![\w])|[@!#*?](?=\S*[0-9])\S{6,}|[0-9][A-Za-z](?=\S*[0-9])(?=\S*[^\w\s$])\S{6,})(?![A-Za-z_][A-Za-z0-9_]*(?:[$+!@#%^&*~=?]|\((?![$)]|[\w.]*\)$)))(?![0-9][a-z]?\$)"  # $VAR, ${X:-d}, Tcl's $env(X) (no reference starts `$}` or `$%`); not `$Saturn1976`, `$lagoonRhubarb2002` (a name ends in no year), `$@ffr0nko@la!346` (`$@` stands alone), `$up3ru$3r899+`, `$ajp7(bw4+K…`, `$4L_GJc(t7?M…` (no parameter `$4` goes on so)
    r"(?!(?=[A-Za-z0-9_]*[a-z])(?=[A-Za-z0-9_]*[A-Z])(?=[A-Za-z0-9_]*[0-9])[A-Za-z_][A-Za-z0-9_]*-)"  # nor `$bQY7qjsJA-LNy57`: no name mixes all three
    r"|\?[A-Za-z_]*(?=[\s)\]}]|[,;](?!\S)|$)"  # `?` and `?name` placeholders; `?Tundra2022`, `?@-C+3WU` are passwords
    r"|%(?:(?![0-9A-Fa-f]{2})[A-Za-z_][A-Za-z0-9_]*%(?=$|[\\/;:\s\"'])|[A-Za-z_][A-Za-z0-9_]{2,}%|\()"  # %VAR%, %(name)s; not %ED%86, `%RW%nety…`
    r"|!!?[A-Za-z]+(?=\s|$)"  # YAML tags: !vault, !Ref (not `!Garden69Summer`, `!Arg]]F+`)
    r"|[xX*.\u2022_]+$"              # xxxx, ****, ...
    r"|(?i:your)[_-]|(?i:my)[_-][A-Za-z]+(?:[_-][A-Za-z]+)*$"  # your-api-key, YOUR_TOKEN, my_secret (not `my-dog-Rex-2019!`)
    r"|" + _PUBLISHABLE +            # public keys
    r"|[A-Za-z][A-Za-z0-9+.-]*://"   # URLs (their credentials have a rule of their own)
    r"|arn:"                         # ARNs name a resource (`secret arn:aws:secretsmanager:…`)
    r"|projects/[\w.-]+/"            # so do GCP's resource names (`projects/p/locations/global/keyRings/…`)
    r"|(?:env|file|fd):|@(?:keychain|env):"  # openssl `-pass env:VAR`, `file:/path`; notarytool `@keychain:AC_PASSWORD`
    # a file the tool reads it from: Vault's and curl's `password=@smtp_pass.txt`, `@/run/secrets/db_password` (not `@Summer2024.io`)
    r"|@(?:[~.]{0,2}/)?(?:[\w.-]+/)*[\w.-]*\w\.(?:txt|json|ya?ml|pem|key|crt|env|conf|cfg|ini|asc|gpg|bin|pass|pw|secret|token)$"
    r"|@(?:~|\.{0,2})/(?:[a-z0-9_.-]+/)+[a-z0-9_.-]+$"
    r"|@Microsoft\.KeyVault\(|(?:vault|secretref|ref\+[a-z]+|ssm):"  # where a secret store holds it: Azure, Vault, SSM
    r"|AQICAH[A-Za-z0-9+/]{40,}={0,2}$"   # an AWS KMS ciphertext blob: only KMS can read it
    r"|ENC\[[A-Z0-9_]+(?:,|$)"            # SOPS ciphertext: `ENC[AES256_GCM,data:…,iv:…,tag:…]`
    r"|ENC\([A-Za-z0-9+/=]+\)"            # Jasypt's: `password=ENC(aJ2301CbKe…)` (its key is the secret)
    r"|\{AQAAABAAAAA[A-Za-z0-9+/]{10,}={0,2}\}"  # Jenkins' secret, as credentials.xml keeps it: its key stays on the controller
    r"|\{cipher\}[0-9A-Za-z+/=]+$"        # Spring Cloud Config's: `password: '{cipher}03d6d356…'`
    r"|EJ\[1:[A-Za-z0-9+/=]+:"            # EJSON's: `"database_password": "EJ[1:OPp+…:…:…]"`
    r"|%[a-z]+\("                          # Symfony's env processors: `%env(DEEPL_AUTH_KEY)%`
    r"|__[A-Z][A-Z0-9_]*__$"               # a token a deploy step replaces: `__DROPBOX_ACCESS_TOKEN__`
    r"|wx[0-9a-f]{16}$"                    # a WeChat AppID names the app (its AppSecret is the secret)
    r"|sha(?:1|256|384|512)/"             # a certificate pin: `sha256/<base64>`
    r"|[0-9]+(?:/[0-9]+)+$"               # ports, dates, fractions: `3307/5433`
    r"|[a-z_]{3,20}=$"                    # a parameter's name: "pin revision= in from_pretrained"
    r"|[A-Za-z_][\w.]*=[\[{(]"          # code: `headers={'Authorization': …}`
    r"|(?!/(?=[A-Za-z0-9+]*[0-9])(?=[A-Za-z0-9+]*[A-Z])(?=[A-Za-z0-9+]*[a-z])[A-Za-z0-9+]{20,}={0,2}$)"  # not base64 that starts with `/`
    # nor a longer one with more of them: a path's parts are not 16 letters and digits of both cases
    r"(?!/(?=[A-Za-z0-9+/]*[0-9])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*?[A-Za-z0-9+]{16})[A-Za-z0-9+/]{39,}={0,2}$)"
    r"(?:~|\.{1,2})?(?:/[\w.@-]+)+/?$|/$|[A-Za-z]:\\"  # paths (not base64 that starts with `/` or `//`)
    r"|[a-z0-9_.-]+(?:/[a-z0-9_.-]+)+/[\w.-]+$"  # relative paths: `secret/data/app/prod`, `prod/db/app-Xy12`
    r"|(?:cat|type|head|tail|Get-Content)[ \t]+(?:-[\w-]+[ \t]+)*[~.]{0,2}[/\\]"  # a command that reads it from a file: `cat /run/secrets/pw`
    r"|[0-9]+:[0-9]+:(?:web|android|ios):[0-9a-f]+$"  # a Firebase app ID names the app
    r"|[\w.-]+\.(?:pem|key|p12|pfx|jks|json|ya?ml|env|txt|gpg|asc|conf|ini|cfg)$"  # key and config files
)
# Masks and placeholders anywhere in a value: `ghp_xxxx…`, `sk_live_XXXXXXXX`, `abc***`, `YOUR_API_KEY`.
_PLACEHOLDER = with_lead(re.compile(
    r"[xX]{4,}|\*{3,}|\u2026|0{8}-0{4}-0{4}-0{4}-0{12}|\.\.\.|\u2022{2,}|<(?=[\w .-]*[^\W\d_])[^\W_][\w .-]+>|<>|(?i:do[-_]?not[-_]?use|not[-_]a[-_]real)"
    r"|(?i:your[_-]|(?:^|[_=.-])(?:example|placeholder"
    r"|redacted|dummy|changeme|changeit(?=[_-]in[_-])|(?-i:CHANGE_ME)|replace[_-]?(?:me|with|this)|generate[_-]?(?:me|with|one|this)"
    r"|todo|tbd|fixme|(?:set|stored|kept)[_-]in|fake|(?:test|mock)[_-](?:token|key|secret|password|pass)|test[_-]?only"
    r"|(?:wrong|bad|invalid|incorrect)[_-](?:password|pass|token|key))(?:$|[_.-]))"  # `fake.jwt.token` too
))
# Bare values that are code: `settings.API_KEY`, `process.env.TOKEN`, `GITHUB_TOKEN`, `getpass()`.
_CODE_REFERENCE = re.compile(
    r"[a-z_][A-Za-z_]*[0-9]*(?:\.[A-Za-z_]+[0-9]*)*\.[A-Za-z_]+;?$"
    r"|(?P<module>[a-z][a-z0-9]*)\.(?P=module)[a-z0-9_]*;?$"  # a member named after its module: `argon2.argon2id`
    r"|[A-Za-z_]+(?:\.[A-Za-z_]+)*\.[A-Z][A-Z0-9_]*!?;?$"
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+;?$"
    r"|![A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\((?![0-9]+$)"  # a method's call negated: `!BCrypt.checkpw(candidate`
    r"|[A-Za-z_](?:[\w.]|::)*(?:\((?![0-9]+$)(?![%#!?~^=;,|])|\[(?![0-9]+$)(?![%#!~^=;,|])(?:\?(?=[A-Za-z_])|(?!\?)(?=(?:[\w.()\[\]:,+*/ -]|(?<=[\[(, ])[\"']|[\"'](?=[\]),:]|$))*$)))"  # a call, a subscript
    # (a subscript of names, calls, strings and arithmetic: `header[len("Bearer`, `creds[env_name`) or a JMESPath filter
    # (`Aliases[?starts_with(`); not `Dragon(1062`, `EBwsZ[%x#=`, `vR.(?R[s1`, a password's `qK[mYAQfe#S/_mA=`
)
# Compounds of short parts that start or end in a lowercase word (`base64-encoded`, `RS256-signed`,
# `refresh_token`): they describe or name a secret rather than hold one.
_COMPOUND_WORD = re.compile(
    r"(?!(?=[a-z0-9-]*[A-Z])(?=[A-Za-z-]*[0-9])[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$)"  # Apple's `coxpyl-0htrqb-ciRrke`
    r"(?![\w-]*?" + _ANY_CASE_UUID + r")"  # nor a prefix on a UUID: `waka_1d0ee189-…`
    r"(?:(?:[A-Za-z0-9]{1,12}[-_])+[a-z]{3,12}|[a-z]{3,12}(?:[-_][A-Za-z0-9]{1,12})+"
    r"|[A-Z][a-z]{2,12}(?:[-_][A-Z][a-z]{2,12})+)"  # `Platform-Shared`: a name
)
# Algorithm, format and protocol names with digits, and versions: what a password is hashed or
# ciphered with, not the password ("암호는 AES256이다", "hashed with SHA-256", "OAuth2", "v3.2").
_TECH_TERM = re.compile(
    r"(?i:sha|md|aes|rsa|des|3des|hmac|ecdsa|ed25519|x25519|chacha20|poly1305|bcrypt|scrypt|argon2"
    r"|pbkdf2|blake2b?|utf|base|rs|hs|es|ps|tls|ssl|http|oauth|saml|sso|ldap|jwt|gcm|fips|iso|rfc|pkcs"
    r"|x509|seed|aria|lea|totp|hotp|otp|mfa|2fa|wpa|ipv|python|node|java|scram)[-_ ]?[0-9]*[a-z]{0,4}"
    r"(?:[-_./][A-Za-z0-9]{1,6})*$"
    r"|v?[0-9]+(?:\.[0-9]+)+[a-z0-9.+-]*$|v[0-9]+(?:alpha|beta)[0-9]*$"  # versions: `v3.2`, Kubernetes' `v1beta1`
)
_NOT_SECRET_WORDS = frozenset(
    """none null nil undefined true false yes no on off empty blank required optional str string
    bytes int integer bool boolean any object number secretstr redacted hidden masked changeme unset
    missing unknown default example placeholder dummy sample test expired invalid incorrect wrong
    correct valid rotated revoked reset changed updated removed deleted disabled enabled encrypted
    hashed stored set same ok n/a tbd todo password passwd pass pwd secret token key apikey api_key readonly rotating
    credential credentials 1password keepass keepassxc lastpass bitwarden dashlane
    login plain cram-md5 xoauth2""".split()
)
# The passwords every breach list opens with: near a password word they are the examples of a policy
# or a blocklist ("common passwords like "password", "12345678" or "qwerty""), not anyone's secret.
_COMMON_PASSWORDS = frozenset(
    """123456 1234567 12345678 123456789 1234567890 111111 000000 qwerty qwerty123 qwertyuiop abc123
    password1 password123 letmein iloveyou admin123 welcome welcome1 1q2w3e4r 1qaz2wsx""".split()
)
# Words that continue prose where a command-line password would be: "-p sets the port".
_PROSE_WORDS = frozenset(
    """is are was were be the a an and or to for of in on with by as at it its this that these
    sets set means flag option options prompts prompt asks takes specifies selects enables gives
    expects reads port user username file value here there only not must should will can then
    argument arguments parameter switch instead first second without via through from into when if
    because which prints opens shows returns writes outputs uses needs requires accepts stores leaks exposes""".split()
)
_PASSWORD_SYMBOLS = frozenset("!@#$%^&*+=?~")
_HANGUL_WORD = re.compile("[" + _HANGUL + "]+")
_NAME_OF_A_SECRET = re.compile(
    # whole words of a name (not `whiskey`, `passport`, `keyboard_cat`: words that hold one)
    # (the words glued before it without `_`, so that no run of words splits two ways)
    r"(?:[a-z]+_)*(?:my|api|access|refresh|session|auth|db|app|client|master|root|admin|secret|private|user)*"
    r"(?:pass(?:word|wd)?|token|key|secret|authorization|credentials?|cookie|session)s?(?:_[a-z]+)*_?"
    r"|[a-z]*passwd"  # the commands: `htpasswd`, `chpasswd`, `smbpasswd`
    r"|(?:[A-Z][A-Z0-9]*_)+(?:PASS(?:WORD|WD)?|TOKEN|KEY|SECRET|CREDENTIALS?)(?:_[A-Z0-9]+)*"  # `AUTH via REDIS_PASSWORD env`
)


def _is_password_name(key: str) -> bool:
    return _PASSWORD_NAME.search(key) is not None


_OPENER_OF = {")": "(", "]": "[", "}": "{", ">": "<"}


def _trim_bare(value: str) -> str:
    """Leave out sentence punctuation after a bare value: `hunter2.`, `x,`, `(pw: x)`, but not a closing
    bracket that closes one opened in the value. Linear: the counts are kept, not taken again per character."""
    end, unclosed = len(value), {}  # per opener: how many more openers than closers are left in value[:end]
    while end > 1 and value[end - 1] in ".,;:'\"`\\)]}>":
        opener = _OPENER_OF.get(value[end - 1])
        if opener:
            if opener not in unclosed:  # no opener is ever left out, and no such closer yet
                unclosed[opener] = value.count(opener) - value.count(value[end - 1])
            if unclosed[opener] >= 0:
                break
            unclosed[opener] += 1
        end -= 1
    return value[:end]


def _ascii_or_hangul_password(value: str) -> bool:
    """ASCII, or Hangul with ASCII digits or symbols in it: "부산하늘2016^^", "Shadow1974*햇살2024"."""
    if value.isascii():
        return True
    hangul = _HANGUL_WORD.findall(value)
    rest = _HANGUL_WORD.sub("", value)
    return bool(hangul) and rest.isascii() and any(c.isdigit() or c in _PASSWORD_SYMBOLS for c in rest)


# six Hangul syllables or more without a blank, quoted where a password goes: a Korean passphrase ('사과은하수고양이');
# not a placeholder that says what to put there ('비밀번호를입력하세요')
_HANGUL_PASSPHRASE = re.compile("[\uac00-\ud7a3]{6,24}")
_SAYS_PASSWORD = re.compile("비밀번호|패스워드|암호|비번|입력|예시|변경")


def _quoted_hangul_passphrase(value: str) -> bool:
    return _HANGUL_PASSPHRASE.fullmatch(value) is not None and _SAYS_PASSWORD.search(value) is None


def _reads_as_prose(value: str) -> bool:
    """Words of a sentence, not a passphrase: "only printable ASCII except /, @ and space"."""
    words = value.lower().split()
    return len(words) >= 4 and sum(word in _PROSE_WORDS for word in words) >= 2


def _is_literal(value: str, quoted: bool, spaces: bool = False) -> bool:
    """Rule out references, placeholders, code and words; what remains may be a credential."""
    if not value or REDACTED in value or not (_ascii_or_hangul_password(value) or quoted and _quoted_hangul_passphrase(value)):
        return False
    if any(c.isspace() for c in value) and (not (quoted and spaces and len(value) >= 8) or _reads_as_prose(value)):
        return False
    if value.lower() in _NOT_SECRET_WORDS or len(value) <= 64 and _NAME_OF_A_SECRET.fullmatch(value):
        return False
    if _NOT_A_VALUE.match(value) and not (quoted and _MARKED_IN_QUOTES.fullmatch(value)):
        return False
    if _PLACEHOLDER.search(value) or _PLACEHOLDER_TOKEN.search(value):
        return False
    if _public_by_design(value) or _encodes_json(value):
        return False  # under any name: `NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJ…`; a JWT's header alone
    if _EMPHASIS.fullmatch(value) or _type_union(value) or _MARKDOWN_LINK.search(value):
        return False  # Markdown emphasis ("a password *prompt*") and links (`GitHub](#6-propose-release)`); types (`{string|Buffer}`)
    return quoted or not _CODE_REFERENCE.match(value)


# In quotes a leading `#`, `!` or bracket is no comment, YAML tag, mask or template: `"#summer2024"`, `"(Secret123)"`, `'{]%86NY…'`,
# a table's `#우리집부산958`
_MARKED_IN_QUOTES = re.compile(  # not `{name}`, `{env:NAME}`, nor Jenkins' ciphertext (`{AQAAABAAAAA…}`)
    r"(?=[^\s]*[0-9])(?=[^\s]*[A-Za-z\uac00-\ud7a3])(?:[#!(\[](?![{$])|\{(?![{$]|[\w.:-]*\}|AQAAABAAAAA))[^\s]{5,}")
_MARKDOWN_LINK = re.compile(r"\]\((?:(?:#[\w-]{2,}|https?://[^\s)]+|\.{0,2}/[\w./-]+)\)|[\w-]+(?:/[\w.-]+)*\.(?:md|html?|rst|txt)(?:\)|$))")
# the types a parameter takes, as API references list them: `{string|ArrayBuffer|Buffer}`, `<Buffer|TypedArray>`
_TYPE_UNION = re.compile(r"[{<(]?[A-Za-z_$][\w$.]*(?:\[\])?(?:\|[A-Za-z_$][\w$.]*(?:\[\])?)+[}>)]?")
_TYPE_NAMES = frozenset(
    "string number boolean bigint symbol object function null undefined void any unknown never integer int float"
    " Object Function Array Buffer Date Error Promise Map Set RegExp Uint8Array ArrayBuffer TypedArray DataView".split()
)


def _type_union(value: str) -> bool:
    """Two of the parts or more, and half of them, are types' names, the rest words (`string|null|Xk9mQ2zP` is a password)."""
    if _TYPE_UNION.fullmatch(value) is None:
        return False
    parts = [part.strip("{}<>()[]") for part in value.split("|")]
    known = sum(part in _TYPE_NAMES for part in parts)
    return known >= 2 and 2 * known >= len(parts) and all(part in _TYPE_NAMES or part.isalpha() for part in parts)


# Sphinx's cross-reference before a name: ":class:`~authlib.oauth2.rfc6749.TokenMixin`", ":meth:`peek`"
_CROSS_REFERENCE = re.compile(
    r"(?<![\w:]):(?:(?:py|js|c|cpp|rst|std):)?(?:class|meth|method|func|function|attr|mod|data|exc|obj|ref|doc|const|term|type"
    r"|member|var|macro|struct|enum|envvar|pep|rfc):`[~.!]?\Z"  # not `:code:`, `:samp:`, `:kbd:`: they hold literal text
)
# a method called: `!argon2id.ComparePasswordAndHash(req.Password`, a stack frame's `main.(*Handler).ServeHTTP(0xc000…`
_METHOD_CALL = re.compile(r"\.[A-Za-z][a-z]*(?:(?:[A-Z][a-z]+)+(?:[A-Z]{2,})?|[A-Z]{2,})\(")  # words in camel case, no digit
# a package's version requirement: "our minimum pin (``starlette>=0.41.3``)"
_REQUIREMENT = re.compile(
    r"[a-z][a-z0-9_.-]*(?:\[[a-z0-9_,-]+\])?(?:[<>!~=]=|[<>])[0-9]+(?:\.[0-9]+)+(?:\.\*)?(?:(?:a|b|rc)[0-9]+)?"
    r"(?:,(?:[<>!~=]=|[<>])[0-9]+(?:\.[0-9]+)*)?"
)


def _names_code(text: str, start: int, value: str) -> bool:
    """The value is code's name for something, no value of its own: a cross-reference's target, a parameter's types, a
    method's call, a requirement on a package's version."""
    return _CROSS_REFERENCE.search(text, max(0, start - 24), start) is not None or _role_in_value(text, start, value) \
        or _type_union(value) or _METHOD_CALL.search(value) is not None or _REQUIREMENT.fullmatch(value) is not None


def _role_in_value(text: str, start: int, value: str) -> bool:
    """A value that starts inside a Sphinx role ("pass :data:`h11.CLIENT`", split after "pass:"), whose target is a name:
    dotted, or a method's or a function's word (":meth:`peek`"; ":data:`Xk9pQ2mZ`" and ":ref:`letmein`" hold passwords)."""
    role = value.find(":`") + 2
    return 0 < role <= 16 and _CROSS_REFERENCE.search(text, max(0, start - 24), start + role) is not None \
        and (_DOTTED_TARGET.fullmatch(value, role) is not None or value.startswith(_CALLABLE_ROLES) and _WORD_TARGET.fullmatch(value, role) is not None)


_DOTTED_TARGET = re.compile(r"[~.!]?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+`?[.,;:)]*")
_WORD_TARGET = re.compile(r"[a-z_]+(?:\(\))?`?[.,;:)]*")
_CALLABLE_ROLES = ("meth:", "func:", "attr:", "py:meth:", "py:func:", "py:attr:")


_EMPHASIS = re.compile(r"(\*{1,2}|_{1,2})[A-Za-z]+(?:[ -][A-Za-z]+)*\1[.,;:!?)]?")
# Markdown's bold around a label that opens its line (`- **Default:**`), or the half of a bold phrase that a value's
# edge cuts off, its other half on the line: "**Supported authentication methods**:", "select **1. Sign in with
# Google**" (words alone; a word in bold may be a password: "The Wi-Fi password is **Sunflower**", "password: **Sunflower")
_BOLD_LABEL = re.compile(r"(\*\*|__)[A-Za-z]+(?:[ /-]+[A-Za-z]+)*:\1")
_BOLD_OPENS = re.compile(r"\*\*[A-Za-z][A-Za-z-]*:?")
_BOLD_CLOSES = re.compile(r"[A-Za-z][A-Za-z-]*:?\*\*[.,;:!?)]?")  # not `michaellove**`
_LINE_OPENS = re.compile(r"[ \t]*(?:[-*+>][ \t]+|[0-9]{1,2}[.)][ \t]+)?\Z")  # blanks and a bullet


def _markdown_label(text: str, start: int, value: str) -> bool:
    line_start, line_end = _line_bounds(text, start)
    if _BOLD_LABEL.fullmatch(value):
        return _LINE_OPENS.match(text, line_start, start) is not None
    if _BOLD_OPENS.fullmatch(value):
        return "**" in text[start + len(value):line_end]
    return _BOLD_CLOSES.fullmatch(value) is not None and text.count("**", line_start, start) % 2 == 1


def _group(match: re.Match, name: str) -> str | None:
    """The named group's text; None when it took no part, or when the pattern has no group of that name
    (a dict of all the groups costs more than the rules' tests: matches come by the thousand)."""
    return match.group(name) if name in match.re.groupindex else None


def _inside_expansion(match: re.Match) -> bool:
    """A name inside a shell expansion, `${DB_PASSWORD:?set it}`, or the name a template's expression ends
    with, `redis://default:{{ .Values.redis.password }}@redis:6379`, holds no value (a value inside one,
    `{{ password=… }}`, `${{ secrets.X || '…' }}`, is still one)."""
    start = match.start("key") if _group(match, "key") is not None else match.start()
    if _group(match, "key") is not None and _TEMPLATE_ENDS.match(match.string, match.end("key")) and _in_template(match.string, start):
        return True
    return _IN_EXPANSION.search(match.string, max(0, start - 64), start) is not None


_IN_EXPANSION = re.compile(r"\$\{[A-Za-z0-9_]*$")
_TEMPLATE_ENDS = re.compile(r"[\w.]{0,40}[ \t]*-?\}\}")


# A SealedSecret's `encryptedData:` holds ciphertext only its cluster's controller can open (`AgB…`)
_SEALED_VALUE = re.compile(r"(?:Ag[A-Za-z0-9+/]{64,}|[A-Za-z0-9+/]{200,})={0,2}")


def _sealed(text: str, start: int, value: str) -> bool:
    # a SealedSecret's values run to hundreds of characters each: its `encryptedData:` may be several above,
    # in the same YAML document (no `---` or `kind:` between); an encrypted file's content under its name
    # (`config/credentials/production.yml.enc:`, then Rails' `…--…--…==`)
    if _CIPHERTEXT.fullmatch(value) and _ENCRYPTED_FILE_ABOVE.search(text, max(0, start - 120), start):
        return True
    if _SEALED_VALUE.fullmatch(value) and _TRAVIS_SECURE.search(text, max(0, start - 20), start):
        return True  # Travis CI's `secure: "…"`: encrypted with the repository's public key, for committing
    if _SEALED_VALUE.fullmatch(value) is None:
        return False
    sealed = text.rfind("encryptedData", max(0, start - 3000), start)
    return sealed >= 0 and _NEXT_DOCUMENT.search(text, sealed, start) is None


_NEXT_DOCUMENT = re.compile(r"\n[ \t]*(?:---|kind:)")
_TRAVIS_SECURE = re.compile(r"\bsecure:[ \t]*[\"']?\Z")
_ENCRYPTED_FILE_ABOVE = re.compile(r"\.(?:enc|gpg|age|asc)[:：]?[ \t]*\n[ \t]*\Z")  # the line above ends in the file's name
_CIPHERTEXT = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}(?:--[A-Za-z0-9+/]{8,}={0,2}){0,2}")  # base64, or Rails' `…--…--…`


# Bitwarden's CLI names the item it reads: `bw get password "admin-portal staging admin"` (not `bw get password: hunter2!`)
_READS_AN_ITEM = re.compile(
    r"\b(?:bw|bitwarden)[ \t]get[ \t](?:password|username|totp|notes|uri|item)[ \t](?:\"[^\"\n]*\"|'[^'\n]*'|[\w.@-]+(?![^\s|;&)`]))"
)


def _could_be_secret(match: re.Match, value: str, quoted: bool, spaces: bool = False) -> bool:
    if _sealed(match.string, match.start(), value) or _cut_placeholder(match, value) or any(
            item.start() < match.start() and match.end() <= item.end()
            for item in _READS_AN_ITEM.finditer(match.string, max(0, match.start() - 16), match.end() + 1)):
        return False
    if re.fullmatch(r"(?:[a-z]{2,8}[-_]){1,3}", value) and (value + "...") in match.group(0):
        return False  # a vendor's prefix shown cut short on purpose: `REDIS_PASSWORD=sk-...` (`sk-…` keeps its `…`: a placeholder)
    return _is_literal(value, quoted, spaces) and not _inside_expansion(match)


_PLACEHOLDER_GOES_ON = re.compile(r"[\w .-]{0,40}>")


def _cut_placeholder(match: re.Match, value: str) -> bool:
    """A bare value that ends inside a placeholder which goes on past a blank: `dop_v1_<64 hex chars>` read up to `<64`."""
    opened = value.rfind("<")
    prefix = value[:max(opened, 0)]
    if opened < 0 or ">" in value[opened:] or len(prefix) > 16 or prefix and prefix[-1] not in "_-:.":
        return False  # only a vendor's short prefix before it (`dop_v1_`): a key before a note (`<32 hex><from the dashboard>`) is one
    rest = _PLACEHOLDER_GOES_ON.match(match.string, match.end())
    return rest is not None and _PLACEHOLDER.search(value[opened:] + rest.group(0)) is not None


def _looks_random(value: str, min_length: int) -> bool:
    """Generated credentials mix letters with digits or case; words, compounds and CamelCase
    names (`SecureString`) do not."""
    if _CAMEL_CASE.fullmatch(value):
        return False
    classes = (
        any(c.isdigit() for c in value)
        + any(c.islower() for c in value)
        + any(c.isupper() for c in value[1:])
    )
    return len(value) >= min_length and classes >= 2 and not _COMPOUND_WORD.fullmatch(value)


# each part a word (it has a vowel), or an acronym or a number between words: `OAuth2AuthorizedClientManager`,
# `localStorage` (a first word in lowercase)
_CAMEL_CASE = re.compile(
    r"(?:(?=[a-z]*[aeiouy])[a-z]{3,}(?=[A-Z]))?(?:[A-Z](?=[a-z]*[aeiouy])[a-z]{2,}|[A-Z]{1,5}(?=[A-Z][a-z])|(?<=[a-z])[0-9]{1,2})+"
)


def _looks_like_password(value: str) -> bool:
    """A password in running text: a digit, a symbol or an inner capital, and not a compound."""
    marked = (
        any(c.isdigit() or c in _PASSWORD_SYMBOLS for c in value)
        or any(c.isupper() for c in value[1:]) or _typed_hangul(value)
    )
    return len(value) >= 4 and marked and not _COMPOUND_WORD.fullmatch(value)


def _strong_password(value: str) -> bool:
    """A password even without a clause around it: letters with digits or symbols, not a term."""
    has_letter = any(c.isalpha() for c in value)
    has_mark = any(c.isdigit() or (not c.isalnum()) for c in value)
    return (
        len(value) >= 6 and has_letter and has_mark and _looks_like_password(value)
        and not _TECH_TERM.match(value)
    )


def _ends_line(end: int, text: str) -> bool:
    return not text[end:].split("\n", 1)[0].strip()


def _states_password(match: re.Match, value: str, quoted: bool, end: int, ends_statement) -> bool:
    """A password in running text ends its clause and, unless quoted, looks like a password (a question's
    mark is no symbol of it: "the password manager?")."""
    ends = ends_statement.match(match.string, end) is not None
    return ends and (quoted or (_looks_like_password(value.rstrip("?")) and not _TECH_TERM.match(value)))


def _states_secret(match: re.Match, value: str, quoted: bool, end: int, ends_statement) -> bool:
    if _is_password_name(match.group("key")):
        return _states_password(match, value, quoted, end, ends_statement)
    return _looks_random(value, 12)


def _accept_assignment(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    key = _group(match, "key") or "password"
    if _group(match, "key") is not None and _public_name(match.string, match.start("key"), match.end("key")):
        return False  # `NEXT_PUBLIC_KAKAO_JS_KEY=…`, `turnstileSiteKey = "…"`
    if not quoted and value.lower() in _PROSE_WORDS:  # "--password via the CLI"
        return False
    if not quoted and value in ("new", "await") and _CALL_FOLLOWS.match(match.string, end):
        return False  # code: `const pass = new PassThrough();`
    if not quoted and _group(match, "sep") == ":" and (_TYPE_NAME.fullmatch(value) or re.sub(r"[_.-]", "", key).lower() == value.lower()):
        return False  # a type annotation: `password: SecretStr`, `session_id: SessionId` (the field's own name in capitals)
    if quoted and _ENV_ASSIGNMENT.fullmatch(value):
        return False  # "not credentials: `GOOGLE_CLIENT_ID=…`": a setting quoted whole, judged by its own name's rule
    if _HCL_BLOCK_TYPE.search(match.string, _line_start(match.string, match.start(), 200), match.start()):
        return False  # Terraform's `resource "random_password" "app" {`: the second label names the resource
    if _KAKAO_MAPS_SCRIPT.search(match.string, max(0, match.start() - 120), match.start()):
        return False  # Kakao Maps' `sdk.js?appkey=…` in a page's script tag: its JavaScript key, public by design
    if value.isdigit() and _SIZE_UNIT.match(match.string, end):
        return False  # `kubectl describe secret`: "password:  119 bytes" gives a size
    if _names_a_digest(match, value):
        return False
    if key.lower() == "sk" and _COMPOSITE_KEY.fullmatch(value):
        return False  # DynamoDB's sort key in a single-table design: `"sk": "ORDER#2025-10-04#BBDJ521M"`
    password = _is_password_name(key)
    # `NAME=value` with an upper-case name is an environment variable: its value is never code
    env = key.isupper() and _group(match, "sep") == "=" and match.string.startswith("=", match.end("key"))
    # words joined by dots after a password's name are a passphrase, not a code reference (`config.db.password`)
    phrase = password and _chosen_passphrase(value)
    if not _could_be_secret(match, value, quoted or env or phrase, spaces=password):
        return False
    if _group(match, "sep") in ("→", "->") and not any(c.isdigit() for c in value):
        return False  # "쿠키 이름 SESSION → __Host-sid": an arrow renames as often as it assigns
    sep = match.start("sep") if _group(match, "sep") else 0
    if quoted and sep and match.string[sep - 1:sep + 1] in (" :", "\t:") and re.fullmatch(r"[A-Za-z_]\w*", value):
        return False  # psql interpolates a variable: `WITH PASSWORD :'app_pw'`
    if not password:
        if _VERSION.fullmatch(value):
            return False  # an image's tag: `auth:4.19.2-rc.4-87b5a74`
        if _encodes_text(value):
            return False  # `nextPageToken=eyJsYXN0X2lkIjo…`: a cursor, base64 of JSON without a credential
        if not quoted and sep and match.string[sep:sep + 2] == ":" + value[:1] and _HEX_KEY.fullmatch(value):
            return False  # `session:6382408c-d50f-…`: a namespaced key (Redis), not an assignment
        if _gpg_key_id(key, value):
            return False
        if key[-2:].lower() == "id" and _NAME_PATH.fullmatch(value):
            return False  # a secret's ID that is its name in a store: `secret_id = "sandbox/elastic-api-key"`
        if key.lower() == "appid" and re.fullmatch(_UUID, value, re.IGNORECASE):
            return False  # OneSignal's and Sendbird's app IDs name the app; OpenWeather's `appid=<32 hex>` is a key
        named = quoted and len(value) >= 8 and (not _COMPOUND_WORD.fullmatch(value) or _chosen_passphrase(value))
        signing = key.isupper() and _group(match, "sep") in ("=", ":") and key.endswith(("SECRET", "SECRET_KEY")) and _chosen_passphrase(value) \
            and not _NAMES_A_RESOURCE.search(_whole_name(match.string, match.start("key"), match.end("key"))) \
            and not any(word in _PROSE_WORDS for word in re.split(r"[-_.+]", value.lower()))  # `JWT_SECRET=igloo-pickle-jigsaw`
            # (not `TLS_SECRET=ingress-nginx-tls`, a Kubernetes Secret's name; not `JWT_SECRET=not-set-yet`)
        return named or signing or _looks_random(value, 8)  # a quoted passphrase too: `JWT_SECRET='ocean-unicorn-violet'`
    if re.fullmatch(r"(?i)pin(?:[_.-]?code)?", key):  # `pin: 3.11` pins a version
        return (value.isdigit() and len(value) >= 4) or (_looks_like_password(value) and not _TECH_TERM.match(value))
    # "Password: rotate it monthly" is prose, while YAML `password: letmein` ends its line;
    # "not the wrong password: pg_hba rejects per-db" names a thing, then prose goes on
    if _group(match, "sep") == ":" and not quoted and (
        value.isalpha() or re.fullmatch(r"[a-z]+(?:[_-][a-z]+)+", value) and _MORE_PROSE.match(match.string, end)
    ):
        return _ends_line(end, match.string)
    if not quoted and value.isalpha() and _MORE_PROSE.match(match.string, end) \
            and _COMMENT_BEFORE.search(match.string, _line_start(match.string, match.start(), 200), match.start()):
        return False  # a comment's prose: `# password = IAM auth token generated per connection`
    return len(value) >= 3


_NAMES_A_RESOURCE = re.compile(r"TLS|CERT|NAME|REF|ID\b|PULL")
_COMMENT_BEFORE = re.compile(r"(?:^|[ \t])(?:#|//)[ \t]")
_HCL_BLOCK_TYPE = re.compile(r"^[ \t]*(?:resource|data|ephemeral)[ \t]+\"[\w-]*\Z")
_SIZE_UNIT = re.compile(r"[ \t]+bytes\b")
_ENV_ASSIGNMENT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+=\S*")
_HASH_IN_NAME = re.compile(r"(?i:hashed|(?:hash|digest|checksum|sha(?:1|256|512)|md5)\Z)")  # not `DIGEST_AUTH_PASSWORD`, `HASH_PEPPER`
_DIGEST_PREFIX = re.compile(r"\bchecksum/\Z")  # Helm's `checksum/secret:` annotation


def _names_a_digest(match: re.Match, value: str) -> bool:
    """A digest of the secret, its name says: detect-secrets' `"hashed_secret": "<SHA-1>"`, `password_sha256`,
    Helm's `checksum/secret: <SHA-256>` (which rolls the pods when the Secret changes)."""
    if not (_HEX_RUN.fullmatch(value) and _digest_length(value) and _group(match, "key") is not None):
        return False
    start, end = match.start("key"), match.end("key")
    return _HASH_IN_NAME.search(_whole_name(match.string, start, end)) is not None \
        or _DIGEST_PREFIX.search(match.string, max(0, start - 20), start) is not None
_VERSION = re.compile(r"v?[0-9]+(?:\.[0-9]+){1,3}(?:[-+][A-Za-z0-9]{1,12}(?:[.-][A-Za-z0-9]{1,12}){0,4})?")  # `4.19.2-rc.4-87b5a74`, `1.4.0-SNAPSHOT`
_BUGSNAG_KEY = re.compile(r"[0-9a-f]{32}")  # the notifier key's shape: another vendor's key there is that vendor's secret
_BUGSNAG_START = re.compile(r"\bBugsnag\.start\([ \t]*(?:\{[^{}]{0,200}?(?<![\w$])[\"']?apiKey[\"']?[ \t]*:[ \t]*)?[\"']?$")
_ROLLBAR_SNIPPET = re.compile(r"\b_rollbarConfig[ \t]*=[ \t]*\{[^{}]{0,200}?(?<![\w$])[\"']?accessToken[\"']?[ \t]*:[ \t]*[\"']?$")
_KAKAO_MAPS_SCRIPT = re.compile(r"//dapi\.kakao\.com/[^\s\"'?]*\?(?:[^\s\"'&]*&)*$")
_NAME_PATH = re.compile(r"[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+")


# Four-letter words that make a group of four prose ("link sent from mail"), not an app password.
_COMMON_FOUR = frozenset(
    """from with sent mail link this that have will your when then than been were they them what only also into
    over just like some more here each used uses user pass word code send need must same test safe show read""".split()
)


def _accept_app_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    groups = re.split(r"[ \t-]", value)
    if len(groups) == 6 and not _looks_random("".join(groups), 24):
        return False  # six words of four letters are prose
    return sum(group.lower() in _COMMON_FOUR for group in groups) < 2


def _accept_ungrouped_app_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return sum(c in "aeiou" for c in value) <= 5 and _FOUR_CONSONANTS.search(value.upper()) is not None \
        and len(set(value)) >= 8 and value not in "abcdefghijklmnopqrstuvwxyz"  # not a mask, not the alphabet


def _accept_labelled_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    spoken = _STRICT_PASSWORD_CUE.search(match.string, max(0, match.start() - 300), match.start()) is not None
    symbols = sum(not c.isalnum() and not c.isspace() for c in value)
    return spoken and REDACTED not in value and len(value) >= 8 and _kinds(value) >= 3 and symbols >= 2 and value.count(" ") <= 2


def _accept_connection_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return _could_be_secret(match, value.strip(), True, spaces=True) and (" " in value.strip() or _looks_like_password(value))


def _accept_env_key(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    key = match.group("key")
    if not _KEY_IN_NAME.search(key) or _PUBLIC_IN_NAME.search(key) or _public_name(match.string, match.start("key"), match.end("key")) \
            or not _could_be_secret(match, value, True) or _encodes_reference(value):
        return False  # `AZURE_OPENAI_API_KEY: e3sgLlZh…` in a Secret's `data:`: base64 of a template's reference
    return _key_shape(value)


def _accept_keypad_code(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # not a phone's service code (`*#06#`), nor a number of another kind ("내선 번호는 #5794*8821", "order number is …")
    return 6 <= sum(c.isdigit() for c in value) <= 12 and _OTHER_NUMBER.search(match.string, max(0, match.start() - 20), match.start() + 1) is None


def _accept_quoted_login(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """Said to be used (a verb before the user or after the password), and a password's symbol among letters and digits:
    not a tool's name or version (`black==24.1.0`, `shift+F12`, `pnpm@9.1.0!`, `upstream/main~2`), nor words joined by
    dashes, which name plugins as often as passphrases (`ruff-format-check`)."""
    used = match.group(0)[:1] != "`" or match.group("after") is not None
    shaped = re.search(r"[!#$%^&*?~]", value) and not re.search(r"/|[0-9]\.[0-9]", value) and _password_shape(value)
    return used and bool(shaped) and _could_be_secret(match, value, True)


def _accept_user_then_pass(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if _USER_NAMED_THEN_PASS.match(match.group(0)) and _chosen_passphrase(value) and not _PASSED_ON.match(match.string, end):
        return True  # the user's name alone between: "user is report_ro, pass tundra_fennel_river_sparrow_olive_206"
    return _generated_shape(value) or (_strong_password(value) and any(c.isdigit() for c in value) and _kinds(value) >= 3)


_PASSED_ON = re.compile(r"[ \t]+(?:to(?![ \t]+(?:log|sign))|as|along|into|through|when|if|too|with|for|on)\b")  # "pass" the verb: "the user record, pass max_retries_3 along"
_USER_NAMED_THEN_PASS = re.compile(r"(?i)user(?:name)?(?:[ \t]+is|[ \t]*[:=])[ \t]*[\w.@-]+[,/]?[ \t]+pass[ \t]")


def _accept_section_key(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return _SECRET_NAME_IN.fullmatch(match.group("key")) is not None and _accept_assignment(match, value, quoted, end)


def _accept_key_body(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """What is left of a private key once its first lines were redacted still holds part of its body."""
    rest = _REDACTED_OR_CUT.sub("", value)
    return _KEY_BODY_PART.search(rest) is not None and not _PLACEHOLDER_TOKEN.search(rest)


_REDACTED_OR_CUT = re.compile(re.escape(REDACTED) + r"|\\n|\.\.\.|\u2026|-----[A-Z ]+-----")
_KEY_BODY_PART = re.compile(r"[A-Za-z0-9+/]{8,}")


def _accept_device_key(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A device's key is any word there (no code on a router): `key x8S4FGJS(xt1A,YUt`."""
    if value == "public":
        return False  # SNMP's well-known read community: anyone may guess it
    return len(value) >= 3 and REDACTED not in value and not _PLACEHOLDER.search(value) and value.lower() not in _NOT_SECRET_WORDS


def _accept_har_header(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """The header's whole value unless it is already redacted, stripped or a placeholder (`Bearer [REDACTED]`)."""
    return _could_be_secret(match, value, True, spaces=True)


def _accept_jwk_member(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A private member only inside a JWK: its `"kty"` within the object around it."""
    return '"kty"' in match.string[max(0, match.start() - 600):match.end() + 600]


def _accept_fallback(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """The fallback of an assignment to a secret's name earlier on the line."""
    if len(value) < 6 or not _could_be_secret(match, value, True):
        return False
    return _occurs(_FALLBACK_OF, match.string, _line_start(match.string, match.start(), 160), match.start())


_FALLBACK_OF = re.compile(r"(?:" + _SECRET_NAME + r")[\"'\]]*[ \t]*(?::|=|\|\|=)")


_POLICY_WORDS = frozenset("chars characters digit digits symbol symbols letters uppercase lowercase length 자 글자 자리 특수문자".split())


_PASSWORD_WORDS = frozenset(("password", "passwords", "passphrase", "passwd", "pwd"))


def _describes_a_password(words: list[str]) -> bool:
    """A description that names what it describes, as docstrings do: a capital first, no digit, and a password's word
    that ends it or its clause, or a bracket after it ("Database password (default: None).", "HTTP Basic Auth
    password."; not "Winter Password Sunrise"). A preposition after it ("… password for the admin") is prose the
    callers already leave."""
    if not words[0][:1].isupper() or any(c.isdigit() for word in words for c in word):
        return False
    for at, word in enumerate(words):
        if word.strip(",.;:()").lower() in _PASSWORD_WORDS:
            return at + 1 == len(words) or word[-1:] in ".,;:" or words[at + 1].startswith("(")
    return False


def _accept_password_line(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A whole line's value with a blank in it (one without is the assignment rule's), in a pasted file."""
    words = value.split(" #", 1)[0].split()  # a trailing comment is not part of it
    if len(words) < 2 or len(words) > 6 or REDACTED in value or "\n" not in match.string:
        return False
    if _CODE_REFERENCE.match(words[0]) or _NOT_A_VALUE.match(words[0]) and not words[0].startswith("-"):
        return False
    if (_NOT_A_VALUE.match(value) and not value.startswith("-")) or _PLACEHOLDER.search(value):
        return False
    if any(word.lower() in _PROSE_WORDS for word in words):  # "pwd=a,b then retry": prose goes on
        return False
    if any(word.strip(",.;:()").lower() in _POLICY_WORDS for word in words):
        return False  # "password: 12+ chars, 1 symbol" states a policy
    if _describes_a_password(words):
        return False  # a docstring's argument: "password: Database password (default: None)." describes it
    symbol = any(not (c.isalnum() or c.isspace()) for c in value)
    return symbol or match.group("sep") == "="  # "password: rotate every 90 days" is prose


def _accept_credential(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return len(value) >= 3 and _could_be_secret(match, value, quoted, spaces=True)


def _accept_key_as_user(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return _looks_random(value, 16) and _could_be_secret(match, value, quoted)


def _accept_identified_by(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if match.group("q").endswith("`") and not match.group(0).startswith("IDENTIFIED") \
            and re.fullmatch(r"[A-Za-z_]+(?::[ \t]*'[^'\n]*')?:?", value) \
            and not re.search(r"(?i)\b(?:user|role|login)\b", match.string[_line_start(match.string, match.start(), 300):match.start()]):
        return False  # "the directory identified by `path`", "identified by `code: 'ERR_…'`": prose about a name (not SQL's user)
    return _accept_credential(match, value, quoted, end)


def _accept_answer_file(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return value != "*SENSITIVE*DATA*DELETED*" and _accept_credential(match, value, quoted, end)  # what Windows logs in its place


def _accept_sasl_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if " " in value:  # Google's app password in its groups, not words ("from your mail") nor a mask (`xxxx xxxx …`)
        return not any(group in _COMMON_FOUR for group in value.split()) and _is_literal(value.replace(" ", ""), False)
    return _accept_credential(match, value, quoted, end)


def _accept_read_secret(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """What a secret store printed: a password (a digit, a symbol or an inner capital) or a token's length,
    not a word of the prose after a command named in it ("run `pass show infra/db`, then:" and "something")."""
    return _could_be_secret(match, value, True) and (_looks_like_password(value) or len(value) >= 20)


# a secret named for an identifier holds one: `gh secret set NAVERPAY_CLIENT_ID --body '…'`
# (the ID of a key, a secret or a token may be a credential itself: Vault's `secret_id`)
_NOT_A_CREDENTIALS_ID = r"(?<!(?i:keyid))(?<!(?i:key_id))(?<!(?i:secretid))(?<!(?i:secret_id))(?<!(?i:tokenid))(?<!(?i:token_id))"
_SETS_AN_ID = re.compile(
    r"(?i:secrets?)[ \t]+(?:set|put|create|add)[ \t]+[\w.-]*[A-Za-z0-9][_.-](?i:id)" + _NOT_A_CREDENTIALS_ID + r"(?![\w.-])"
)
_PRIVATE_KEY_ID = re.compile(f"(?i:{_PRIVATE_KEY_ID_NAME})")


def _accept_secret_body(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if not quoted and value.lower() in _PROSE_WORDS:
        return False  # "`gh secret set NAME` without --body prompts interactively": prose about the flag
    return not _SETS_AN_ID.match(match.string, match.start()) and _accept_credential(match, value, quoted, end)


def _accept_path_key(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return _generated_shape(value) or _LONG_HEX.fullmatch(value) is not None


def _accept_printed(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A printed secret has a key's, a password's or a passphrase's shape, or a UUID's (Nexus writes its first
    admin password as one, Consul its tokens); a path or a command on that line does not."""
    if _group(match, "secret") is not None:  # words: `kimchi mango yogurt hammock`, not "not set in this shell"
        return not _reads_as_prose(value) and not _PLACEHOLDER.search(value)
    generated_letters = value.isalpha() and len(value) >= 16 and _unpronounceable(value)  # an Erlang cookie
    return _could_be_secret(match, value, True) and (
        _chosen_passphrase(value) or generated_letters
        or (_key_shape(value) or _password_shape(value)) and not _NOT_NEARBY.match(value) or _HEX_KEY.fullmatch(value)
    )


def _accept_url_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A URL's password is never code: `nklm4988.UZO` there is a password, not an attribute."""
    return len(value) >= 3 and _could_be_secret(match, value, True)


def _accept_dsn_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A DSN's or an Oracle login's password: a literal, or words joined by dots (`hazel.lilac.sparrow`), not code
    (`cfg.DB.Password`)."""
    return _accept_credential(match, value, quoted, end) or _chosen_passphrase(value)


def _accept_flag_value(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A value where a command takes its password: anything but a reference or a word of prose
    ("anything after -p shows up in ps": a lowercase word with more words after it), or a port number
    where the line speaks of ports ("I passed -p3307 and got a prompt": -P is the port)."""
    if not quoted and (value.lower() in _PROSE_WORDS or value.isalpha() and value.islower() and _MORE_PROSE.match(match.string, end)):
        return False
    if value.isdigit() and len(value) <= 5 and _SPEAKS_OF_PORTS.search(_line_of(match.string, match.start())):
        return False
    return len(value) >= 3 and _could_be_secret(match, value, True, spaces=quoted)  # a shell has no code references


def _accept_directive(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A directive's password, not the SASL mechanisms an `AUTH` names ("Supports AUTH PLAIN/LOGIN")."""
    if match.group("key") == "AUTH" and _SASL_MECHANISMS.fullmatch(value):
        return False
    if value == "foobared" and _COMMENTED_OUT.search(match.string, _line_start(match.string, match.start(), 200), match.start()):
        return False  # redis.conf's example, commented out as it ships: `# requirepass foobared`
    return _accept_flag_value(match, value, quoted, end)


_COMMENTED_OUT = re.compile(r"#[ \t]*\Z")
_SASL_MECHANISMS = re.compile(r"(?:(?:PLAIN|LOGIN|CRAM-MD5|DIGEST-MD5|XOAUTH2?|OAUTHBEARER|GSSAPI|NTLM|EXTERNAL|ANONYMOUS"
                              r"|SCRAM-SHA-(?:1|256|512)(?:-PLUS)?)(?:[/,|](?=.)|[.,;:)]?\Z))+")


_SETTING_START = re.compile(r"[A-Za-z_][\w.-]*=")
_MORE_PROSE = re.compile(r"[ \t]+[a-z]+\b(?![=:/.@-])")
_SPEAKS_OF_PORTS = re.compile(r"(?i:\bports?\b)|포트")


def _line_start(text: str, start: int, reach: int) -> int:
    """Where the line holding `start` begins, looking back at most `reach` characters."""
    bound = max(0, start - reach)  # a negative bound would make `rfind` count from the text's end
    return max(text.rfind("\n", bound, start) + 1, bound)


def _line_bounds(text: str, start: int) -> tuple[int, int]:
    """Where the line around `start` begins and ends, at most 300 characters each way."""
    end = text.find("\n", start, start + 300)
    return _line_start(text, start, 300), end if end >= 0 else min(len(text), start + 300)


def _line_of(text: str, start: int) -> str:
    """The line around `start`, at most 300 characters each way."""
    lo, hi = _line_bounds(text, start)
    return text[lo:hi]


# The matches `_occurs` found, by pattern and text, for as long as one `sanitize` or `sanitize_fields`
# call runs (a module-wide cache would keep the texts, secrets and all, after the call returned).
_MATCHES: ContextVar[dict | None] = ContextVar("matches", default=None)


def _spans(pattern: re.Pattern, text: str) -> tuple[list[int], list[int]]:
    """Where `pattern` matches in `text`, found once per text and call: a line may hold thousands of
    values, and searching each value's window again would take time quadratic in the line."""
    found = _MATCHES.get()
    spans = found.get((pattern, text)) if found is not None else None
    if spans is None:
        spans = ([], [])
        for match in pattern.finditer(text):
            spans[0].append(match.start())
            spans[1].append(match.end())
        if found is not None:
            found[(pattern, text)] = spans
    return spans


def _occurs(pattern: re.Pattern, text: str, lo: int, hi: int) -> bool:
    """Whether `pattern` matches within `text[lo:hi]`: a match of the whole text that lies inside, found
    by bisection (matches do not overlap, so their ends rise with their starts: the first from `lo` on
    ends soonest). Where a match runs across `lo` or `hi`, another may hide under it: only then is the
    window searched. A match that exists only because the window cuts a word (`request` of `requests`)
    does not count."""
    starts, ends = _spans(pattern, text)
    first = bisect.bisect_left(starts, lo)
    if first < len(starts) and ends[first] <= hi:
        return True
    across = first > 0 and ends[first - 1] > lo or first < len(starts) and starts[first] < hi < ends[first]
    return across and pattern.search(text, lo, hi) is not None


def _with_matches(function):
    """`function` with a fresh `_MATCHES` for the call, unless a call around it has one already."""
    @functools.wraps(function)
    def call(*args):
        if _MATCHES.get() is not None:
            return function(*args)
        token = _MATCHES.set({})
        try:
            return function(*args)
        finally:
            _MATCHES.reset(token)
    return call


def _prompt_text(value: str) -> bool:
    """Words, then a colon or a question mark: "Enter the PIN: " (a test, not a regex: two free runs
    around a blank would backtrack quadratically)."""
    text = value.rstrip(" \t")
    return text.endswith((":", "?")) and (" " in text or "\t" in text)


def _accept_short_flag(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if not _accept_flag_value(match, value, quoted, end) or value.isdigit() or _GIT_LINE.search(_line_of(match.string, match.start())):
        return False  # `git cat-file -p HEAD^{tree}`, `git log -p`: git's -p prints a patch or an object
    if _READ_PROMPT.search(match.string, max(0, match.start() - 40), match.start()) or quoted and _prompt_text(value):
        return False  # `read -s -p 'DB password: ' PGPASSWORD`: the shell's prompt asks for it
    if _PUBLIC_KEY_FLAG.search(_line_of(match.string, match.start())):
        return False  # `minisign -Vm file -P RWQ…`: the public key that checks a signature
    words = _command_words(match.string, match.start())
    if not quoted and _ARCHIVE_NAME.search(value) and any(name in ("7z", "7za", "7zz") for name in words):
        return False  # 7z takes its password glued (`-pSECRET`): `7z a -p archive.7z dir/` asks for it, the archive follows
    if _flag_never_a_password(words, value, quoted):
        return False  # `mkdir -p tools/icu/patches/63/`, `node -p "process.versions"`, `claude -p "fix the tests"`
    if _password_shape(value) or _generated_shape(value):
        return True  # whatever the tool: `docker exec db cypher-shell -u neo4j -p S3cretPass!`
    if _chosen_passphrase(value) and _USER_FLAG.search(_line_of(match.string, match.start())) \
            and any(_PASSWORD_CLIENT.fullmatch(name) for name in words):
        return True  # a client's user and passphrase: `cqlsh host 9042 -u cassandra -p lantern-walrus-thunder-63`
    return quoted and len(value) >= 6 and not _flag_of_another_kind(match.string, match.start())


# Tools whose `-p`, `-P` or `-w` takes something else than a password: a pattern or a word (grep, rg), a port
# or a mapping (ssh, docker, nc), a format (curl), parents, a profile, a package, a plugin or a process ID.
_FLAG_OF_ANOTHER_KIND = frozenset(
    "grep egrep fgrep zgrep rg ag ack curl wget docker podman nerdctl ssh scp sftp mosh mkdir rsync mvn mvnw kubectl"
    " oc ps pgrep pkill lsof strace ltrace gdb perf top nc ncat netcat nmap npm npx yarn pnpm cargo pytest java perl"
    " sed wc diff ping tar cp ls sort make".split()
)
# Commands whose own `-p`, `-P` or `-w` is never a password: parents (mkdir), a setting to write (sysctl), attributes to
# keep (cp, install); and those whose own is a prompt, an expression or a profile in quotes (a JavaScript runtime's also
# a global's property unquoted): the coding agents' CLIs and the interpreters (`node -p "process.versions"`,
# `node -p process.versions`; not `node seed.js -p 'S3cret!'`, the script's)
_FLAG_NEVER_A_PASSWORD = frozenset("mkdir sysctl cp install".split())
_QUOTED_FLAG_NEVER_A_PASSWORD = frozenset("claude gemini qwen codex opencode node nodejs deno bun tsx ts-node perl ruby".split())


def _flag_never_a_password(words: list[str], value: str, quoted: bool) -> bool:
    """The flag is one of those commands' own: the command's name (after `sudo`, `env`, `npx`, settings), then nothing but
    flags, in `_command_words` (the nearest first): `sudo mkdir -p /srv/db`, not `mysql -u node -p …`; and its value is
    what the command takes there: a path or a setting, a prompt or an expression (unquoted, only a property's path), not a
    password's shape alone."""
    at = next((i for i, word in enumerate(words) if not word.startswith("-")), len(words))
    if at == len(words) or not all(_COMMAND_PREFIX.fullmatch(word) for word in words[at + 1:]):
        return False
    if words[at] in _FLAG_NEVER_A_PASSWORD:
        return bool(re.search(r"[/=.]", value)) or not (_password_shape(value) or _generated_shape(value))
    if words[at] not in _QUOTED_FLAG_NEVER_A_PASSWORD:
        return False
    if quoted:
        return " " in value or _EXPRESSION.search(value) is not None
    return words[at] in _JAVASCRIPT_RUNTIMES and _PROPERTY_PATH.fullmatch(value) is not None


# words that run the command after them, and settings of its environment: `sudo`, `env`, `npx`, `GEMINI_SANDBOX=docker`
_COMMAND_PREFIX = re.compile(r"sudo|env|time|nohup|exec|command|npx|\$|#|>|[A-Za-z_][A-Za-z0-9_]*=\S*")
_EXPRESSION = re.compile(r"[A-Za-z_]\w*\(.*\)|[A-Za-z_]\w*\.[A-Za-z_]")  # `Boolean(process.stdin.isTTY)`, `inspector.url()`
# unquoted, a property of the runtime's globals: `node -p crypto.constants.defaultCipherList`, `node -p process.versions`
_PROPERTY_PATH = re.compile(r"(?:process|crypto|os|require|module|globalThis|Buffer|JSON|Math|Intl|Deno|Bun)(?:\.[A-Za-z_$][\w$]*)+")
_JAVASCRIPT_RUNTIMES = frozenset("node nodejs deno bun".split())


# a client whose flag is a password, met between such a tool and the flag: `docker exec db mysql -p '…'`
_PASSWORD_CLIENT = re.compile(
    r"mysql\w*|mariadb\w*|psql|cqlsh|sshpass|login|mosquitto_\w+|mongo\w*|redis-cli|sqlcmd|isql|bcp|zip|unzip|7za?"
    r"|ldap\w+|ipmitool|racadm|smbclient|influx"
)


def _command_words(text: str, start: int) -> list[str]:
    """The last words of the command before `start`, the nearest first, a path's last part for a path."""
    command = re.split(r"[;|&`(\n]", text[_line_start(text, start, 300):start])[-1]
    return [word.rsplit("/", 1)[-1] for word in reversed(command.split()[-10:])]


_USER_FLAG = re.compile(r"(?:^|[ \t])(?:-u|-U|--user(?:name)?)(?:[ \t=]|(?=[A-Za-z]))")  # a user's flag before the password's


def _flag_of_another_kind(text: str, start: int) -> bool:
    """The flag at `start` is one of `_FLAG_OF_ANOTHER_KIND`'s, the nearest tool named before it in its
    command: `grep -P '^\\s*#'`, `docker run -p "127.0.0.1:8080:80"`, `curl -w "@format.txt"`."""
    for name in _command_words(text, start):
        if _PASSWORD_CLIENT.fullmatch(name):
            return False
        if name in _FLAG_OF_ANOTHER_KIND:
            return True
    return False


_ARCHIVE_NAME = re.compile(r"\.(?:7z|zip|rar|tar|gz|tgz|xz|bz2|zst|wim|iso|[0-9]{3})\Z", re.IGNORECASE)
_PUBLIC_KEY_FLAG = re.compile(r"(?:^|[\s;&|(`$])(?:minisign|signify(?:-openbsd)?)[ \t]")
_READ_PROMPT = re.compile(r"(?:^|[\s;&|(])read(?:[ \t]+-[A-Za-z]+)*[ \t]*$")
_GIT_LINE = re.compile(r"(?:^|[\s;&|(`$])git[ \t]+[a-z][a-z-]*\b")


# the passwords of documented examples: RFC 7617's `Aladdin:open sesame`, `username:password`
_EXAMPLE_PASSWORDS = frozenset(("password", "passwd", "pass", "secret", "changeme", "example", "open sesame"))


def _ascii_base64(value: str) -> str | None:
    """What the value decodes to as base64 (its padding may be left off), when that is ASCII."""
    data = _base64_bytes(value)
    return data.decode("ascii") if data is not None and data.isascii() else None


def _base64_bytes(value: str) -> bytes | None:
    """The bytes the value decodes to as base64, its padding may be left off; None when it is no base64."""
    try:
        return base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except ValueError:
        return None


# an encrypted payload with its IV and MAC, as Laravel seals its session cookie: whoever holds it holds the session
_SEALED_PAYLOAD = re.compile(r'"(?:iv|mac)"[ \t]*:')


def _encodes_json(value: str) -> bool:
    """Base64 of a JSON object that names no credential: a JWT's header alone (`{"alg":"RS256",…}`),
    a message body in a log. Data, not a key (a whole JWT has dots, and its claims run past the header)."""
    if not re.fullmatch(r"eyJ[A-Za-z0-9_+/-]{8,}={0,2}", value):
        return False
    decoded = _ascii_base64(value.replace("-", "+").replace("_", "/"))
    return decoded is not None and decoded.startswith("{") and decoded.endswith("}") and _CREDENTIAL_WORD.search(decoded) is None \
        and _SEALED_PAYLOAD.search(decoded) is None



def _example_basic(value: str) -> bool:
    """A Basic credential that decodes to a documented example's `user:password`, or whose password is a
    placeholder and nothing else: `<client_id>:<client_secret>`, `{user}:{password}`."""
    decoded = _ascii_base64(value)
    password = decoded.partition(":")[2] if decoded is not None else ""
    return password.lower() in _EXAMPLE_PASSWORDS or _WHOLE_PLACEHOLDER.fullmatch(password) is not None


_WHOLE_PLACEHOLDER = re.compile(r"<[A-Za-z_][\w .-]*>|\$?\{[A-Za-z_][A-Za-z_.-]*\}|[xX*\u2022]{3,}")  # names, not `{Summer2024}`


def _accept_header(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if _SCHEME_WORD.fullmatch(value) and _NEXT_WORD.match(match.string, end):
        return False  # a scheme's name, then what it carries: `DeepL-Auth-Key %env(DEEPL_AUTH_KEY)%`
    return len(value) >= 8 and _could_be_secret(match, value, quoted) and not _example_basic(value) \
        and not _jwt_header_cut_short(match.string, value, end)


def _jwt_header_cut_short(text: str, value: str, end: int) -> bool:
    """The first characters of a JWT, its header alone (`eyJhbGciOi` is `{"alg":`), shown cut short by a
    logger: "Bearer eyJhbGciOi...[truncated]" holds nothing secret."""
    return value.startswith("eyJ") and "." not in value and text.startswith(("...", "\u2026"), end)


_SCHEME_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)+")
_NEXT_WORD = re.compile(r"[ \t]+[^\s\"'`]")


def _accept_bearer(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if re.fullmatch(r"[A-Za-z]+/[0-9][0-9.]*", value):
        return False  # "a basic HTTP/1.1 client": a protocol's version
    return _looks_random(value, 8) and _could_be_secret(match, value, quoted) and not _example_basic(value) \
        and not _jwt_header_cut_short(match.string, value, end)


def _accept_pair(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # quoted, a passphrase's blanks are its own: "`acme_test` / `velvet raven nectar thunder 0`" (words alone
    # are a menu's: "`Profile` / `Sign out of all devices`")
    if " " in value and not (_chosen_passphrase(value) or re.search(r"[0-9!@#$%^&*]", value)):
        return False
    return _could_be_secret(match, value, quoted, spaces=quoted) and _states_password(
        match, value, quoted, end, _EN_STATEMENT_END
    )


def _accept_shaped_pair(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if not _could_be_secret(match, value, quoted) or not quoted and match.string.startswith(":", end):
        return False  # a label ends in a colon: "ETag / S3 version id / Content-MD5:"
    if _SLASH_NEXT_ID.match(match.string, end) or _SLASH_ID_BEFORE.search(match.string, max(0, match.start() - 80), match.start()):
        return False  # a list of IDs ("run_01… / step_01… / call_…"), not a login and its password (`root / <it> / 10.0.0.5` is one)
    return _chosen_passphrase(value) or _password_shape(value) and not _NOT_NEARBY.match(value)


def _accept_email_password(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # a password's mix, not a role, a date, a version or a ticket ("owner", "2024-01-05", "ubuntu-22.04", "OPS-4521")
    return _could_be_secret(match, value, quoted) and not _NOT_NEARBY.match(value) and not _NOT_A_STRONG_PASSWORD.search(value) and (
        _password_shape(value) or value.isalnum() and _strong_password(value) and len(value) >= 8)


def _gpg_key_id(key: str, value: str) -> bool:
    """git's `user.signingkey`: a GPG key's ID or fingerprint, not the key."""
    return re.fullmatch(r"(?i)signing[ _-]?key", key) is not None \
        and re.fullmatch(r"(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40})", value) is not None


def _pins_a_setting(key: str, value: str) -> bool:
    """"pin" as a verb: "Should all jobs pin TZ=Asia/Seoul?" gives a setting, not a PIN; HPKP's `pin-sha256` a hash."""
    return key.lower().startswith("pin") and (_SETTING_START.match(value) is not None or re.match(r"-sha(?:256|384|512)\b", value) is not None)


_PATH_BEFORE = re.compile(r"/[\w.-]+/\Z")
_ID_AFTER_PREFIX = r"[a-z]+[_-][A-Za-z0-9]{12,}"
_SLASH_NEXT_ID = re.compile(r"[ \t]+/[ \t]+" + _ID_AFTER_PREFIX + r"(?![\w-])")
_SLASH_ID_BEFORE = re.compile(r"(?<![\w-])" + _ID_AFTER_PREFIX + r"[ \t]+/[ \t]+\Z")


def _accept_prose_en(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if not _could_be_secret(match, value, quoted, spaces=_is_password_name(match.group("key"))):
        return False
    if not quoted and match.string.startswith(":", match.end("key")) and _TYPE_NAME.fullmatch(value):
        return False  # a type annotation: `password: SecretBytes`
    if _PATH_BEFORE.search(match.string, max(0, match.start() - 80), match.start()) \
            and "(" in match.string[match.end("key"):end - len(value)]:
        return False  # the last part of a parameter's path names it, its type in brackets: "/prod/db/password (SecureString)"
    setting = _SETTING_START.match(value)
    if setting and setting.end() < len(value) and not _is_literal(value[setting.end():], quoted):
        return False  # "…#api_key exoscale_api_secret=@Microsoft.KeyVault(…)": the next setting, given a reference
    if _pins_a_setting(match.group("key"), value) or _gpg_key_id(match.group("key"), value) or _names_a_digest(match, value):
        return False
    if match.group("key").lower().startswith(("pin", "puk")) and value.isdigit():
        return len(value) >= 4 and _EN_STATEMENT_END.match(match.string, end) is not None
    if match.group("key").lower().startswith("pin") and not any(c.isdigit() for c in value):
        return False  # a PIN holds digits: "pin packageManager in package.json" pins a setting
    # "the search-only API key 8f3c… is public by design": asked last, of a value it would redact (the
    # line's test reads up to 600 characters, and a line may hold thousands of values)
    return _states_secret(match, value, quoted, end, _EN_STATEMENT_END) \
        and (_is_password_name(match.group("key")) or not _said_public(match.string, end - len(value)))


def _accept_followup(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    ends = _EN_STATEMENT_END.match(match.string, end) or _KO_COPULA.match(match.string, end)
    return _could_be_secret(match, value, quoted) and ends is not None and (quoted or _strong_password(value))


def _accept_login_with(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if _group(match, "qval") is None and _IDENTITY_PROVIDER.fullmatch(value) or _PROTOCOL.match(value):
        return False  # "Sign in with Google": an account elsewhere (not `'SSO'` in quotes); "… using https:h1": a protocol
    phrase = _chosen_passphrase(value)  # "I logged in with lantern-ember-velvet"
    return _could_be_secret(match, value, quoted or phrase) and (quoted or phrase or _strong_password(value))


def _accept_name_value(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """An assignment's value, one word: a catalogue's `{"key": "settings.password", "value": "Change password"}` is
    a UI string, and a page's or a request's token (`page_token`, `idempotency_key`) no credential."""
    if " " in value or _NOT_A_CREDENTIAL_NAME.search(match.group("name")):
        return False
    return _accept_assignment(match, value, quoted, end) and (_is_password_name(match.group("key")) or _looks_random(value, 8))


_IDENTITY_PROVIDER = re.compile(
    r"(?i:google|github|gitlab|bitbucket|apple|microsoft|azure(?:[ -]?ad)?|entra(?:[ -]?id)?|facebook|meta|twitter|x|linkedin"
    r"|okta|auth0|sso|saml|oidc|slack|discord|kakao|naver|line|email|e-mail|passkeys?|magic[ -]link)[\"*.,)]*"
)
_PROTOCOL = re.compile(r"(?i:https?|wss?|tcp|udp|tls|ssl|quic|h2c?|h3)(?::|/[0-9.]+|$)")
# a type's name: pydantic's secrets or Python's own
_TYPE_NAME = re.compile(r"(?:Optional\[)?(?:Secret(?:Str|Bytes)|str|bytes|int|bool|Any)(?:\]|[ \t]*\|[ \t]*None)?[,)]?")
_CALL_FOLLOWS = re.compile(r"[ \t]+[A-Za-z_$][\w$.]*[ \t]*\(")
_NOT_A_CREDENTIAL_NAME = re.compile(r"(?i:page|cursor|idempoten|continuation|request|correlation|trace|csrf|xsrf)")


def _accept_login_with_ko(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A password with a password's symbol (a user's name has none: `ec2-user로 로그인`), or a code that unlocks a door."""
    if not _could_be_secret(match, value, quoted) or _NOT_NEARBY_ANYWHERE.search(value):
        return False
    if re.fullmatch(r"[0-9]{2,8}(?:-[0-9]{2,8})*", value):  # a door's or a safe's code, not a timeout
        if _group(match, "typed"):  # what is typed to open a page is as often a port, an issue or a phone number:
            return re.fullmatch(r"[0-9]{2}(?:-[0-9]{2}){3,5}", value) is not None  # a dial's pairs only ("05-65-67-54")
        return len(value) >= 4 and _group(match, "lock") is not None
    if re.fullmatch(r"@?[\w.-]+(?:@[\w.-]+)?", value):
        return False  # `root@bastion로 로그인`, `@channel로`: a user, a host, a mention (no other symbol)
    return any(c in _STRONG_SYMBOLS for c in value) and _looks_like_password(value)


def _accept_used_for(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """A keypad's code of four to twelve digits, not one digit repeated (a factory default: `0000`)."""
    digits = [c for c in value if c.isdigit()]
    return _KEYPAD.fullmatch(value) is not None and 4 <= len(digits) <= 12 and len(set(digits)) > 1


def _accept_shaped_secret(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # a key's or a password's shape: not `Multi-line` or `see-section-4.2`
    return _could_be_secret(match, value, quoted) and (_key_shape(value) or _password_shape(value) or _chosen_passphrase(value))


def _accept_used_as(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # a key (hex with or without `0x`, a UUID) or a password's shape: not "use staging-db as the token's audience"
    number = value[2:] if value[:2] in ("0x", "0X") else value
    if not _could_be_secret(match, value, quoted):
        return False
    if _HEX_KEY.fullmatch(number) or _LONG_HEX.fullmatch(number):
        return True
    if _CODE_REFERENCE.match(value) or _NOT_NEARBY.match(value):
        return False  # `process.env.API_KEY`, `settings.SECRET_KEY`, an image or a host
    if _PASSWORD_WORD.search(match.string, _value_span(match)[1], match.end()):
        # named a password: people choose those (`tnqkrqhaskf^^`, `q7wz81kd`), not a name (`staging-db`)
        return (_password_shape(value) or any(c in _STRONG_SYMBOLS for c in value) and _looks_like_password(value)
                or _LETTERS_AND_DIGITS.fullmatch(value) is not None or _DIGITS_AMONG_LETTERS.fullmatch(value) is not None
                or _chosen_passphrase(value) or _joined_passphrase(value)) and not _encodes_text(value)
    return _generated_shape(value) or _random_case(value) or _password_shape(value) and any(c in _STRONG_SYMBOLS for c in value)


_PASSWORD_WORD = re.compile(r"(?<![A-Za-z])(?i:pass(?:word|phrase|wd)?|pwd?|psk|pin)(?![a-z])|비밀[ \t]?번호|비번|패스워드|암호")  # not "shipping"
_LETTERS_AND_DIGITS = re.compile(r"(?=(?:[^0-9]*[0-9]){2})(?=(?:[^A-Za-z]*[A-Za-z]){2})[A-Za-z0-9]{8,64}")


def _accept_key_content(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # netsh prints the key in clear, whatever it looks like (`qufqlc0855`), or `Absent` when there is none
    return value not in ("Absent", "Present") and (_accept_credential(match, value, quoted, end) or _chosen_passphrase(value))


def _accept_set_to(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # a secret's variable (not `KEY_VAULT_NAME`, `SORT_KEY`) set to a key's or a password's shape ("set SESSION_KEY to
    # true" sets nothing secret); an environment variable's value is never code (`gravel(Yonder31`): read it as quoted
    return _SECRET_VARIABLE.fullmatch(match.group("name")) is not None and _accept_shaped_secret(match, value, True, end)


def _accept_decoded_pair(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # what follows `user:` in a decoded header is its password, words and dots too (`window.compass.purple…`); a GraphQL
    # global ID decodes to a type's name and a number (`VXNlcjo0ODUxMDg=` to `User:485108`)
    typed = _TYPE_NAME_BEFORE.search(match.string, max(0, match.start("bare") - 65), match.start("bare")) if value.isdigit() else None
    if typed and base64.b64encode((typed.group(0) + value).encode()).decode().rstrip("=") in match.string:
        return False  # the ID it decodes from is in the text
    return len(value) >= 6 and _could_be_secret(match, value, True)


_TYPE_NAME_BEFORE = re.compile(r"(?<![\w.@+-])(?:[A-Z][a-z]+)+:$")


def _accept_env_name_ko(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """Only a value of a key's or a password's shape, or a UUID under a token's name (Heroku's and
    Sakura Cloud's tokens are UUIDs): "API_KEY는 vault에 있음" names where it is."""
    uuid_token = match.group("key").endswith("TOKEN") and re.fullmatch(_UUID, value) is not None
    return _could_be_secret(match, value, quoted) and (_key_shape(value) or _password_shape(value) or uuid_token)


def _accept_prose_ko(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    key = match.group("key")
    if not _could_be_secret(match, value, quoted, spaces=_is_password_name(key)) or _pins_a_setting(key, value):
        return False
    if not quoted and re.fullmatch(r"[A-Z]{2,4}", value):
        return False  # an acronym: "비번은 IAM 인증 토큰으로 대체"
    if _group(match, "arrow") and not (any(c.isdigit() for c in value) and (
            _HANGUL_CHAR.search(value) or any(c in _PASSWORD_SYMBOLS for c in value))):
        return False  # an arrow renames as often as it sets ("토큰 → X-Auth-Token2", "비번 → userPw2"): only a
        # password's digit with Hangul or a symbol counts ("비번 바뀜 -> 부산치킨1004")
    if key.startswith("자격"):  # a credential may be a profile, a role or a file: only a password's mix is one
        return _strong_password(value) and "/" not in value and not _NOT_NEARBY.match(value)  # not `SASL/SCRAM-SHA-512`
    if key == "암호" and not quoted:  # 암호 also means "cipher": 암호는 AES256이다
        return _strong_password(value) and (
            _KO_COPULA.match(match.string, end) is not None or _KO_STATEMENT_END.match(match.string, end) is not None
            or match.string.startswith((" ", "\t", "\n"), end) or end == len(match.string)
        )
    if _KO_COPULA.match(match.string, end):
        # "비밀번호는 letmein입니다" asserts the value outright, so a plain word counts there.
        if _is_password_name(key) or key.lower().startswith(("pin", "핀")):
            return len(value) >= 3 and not _TECH_TERM.match(value)
        return _looks_random(value, 12)
    if _states_secret(match, value, quoted, end, _KO_STATEMENT_END):
        return True
    # "초기 비밀번호 Welcome1! 입력 후 변경": a password-shaped value followed by a space.
    followed_by_space = end == len(match.string) or match.string[end] in " \t\n"
    return _is_password_name(key) and followed_by_space and _strong_password(value)


def _accept_seed_phrase(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    """Words of a seed phrase, not a sentence: one word a sentence's at most (BIP-39 has `switch`, `first`, `second`)."""
    return len(set(value.split()) & _PROSE_WORDS) < 2


def _accept_totp(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    compact = value.replace(" ", "").replace("\t", "").rstrip("=")
    groups = value.split()
    if len(groups) >= 6 and all(len(g) == 4 for g in groups[:-1]):  # Google shows `mziu sojm uctv …` in lower case
        return sum(g.lower() in _COMMON_FOUR for g in groups) < 2
    return any(c.isdigit() for c in compact) or compact.isupper()


# a hook's path of numeric IDs: what follows them is its token, letters alone too (Dooray's `/services/<id>/<id>/<token>`)
_AFTER_NUMERIC_IDS = re.compile(r"/[0-9]{6,}/$")


def _accept_webhook(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    if re.fullmatch(_UUID, value):
        return True
    start = match.start("secret")
    after_ids = _AFTER_NUMERIC_IDS.search(match.string, max(0, start - 30), start) is not None
    return _looks_random(value, 20) and (after_ids or any(c.isdigit() for c in value))


def _accept_key_segment(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    # a KMS key's ID names the key, which never leaves the KMS: `…/kms/keys/1234abcd-12ab-…`
    kms_key = re.fullmatch(_UUID, value) and "/kms/" in match.group(0).lower()
    return not kms_key and _accept_webhook(match, value, quoted, end)


# A Sentry DSN's user is the project's public key: it only lets a client send events (`https://<key>@o1.ingest.sentry.io/2`)
_SENTRY_HOST = re.compile(r"@[A-Za-z0-9.-]*\bsentry\b")


def _accept_url_token(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return _accept_webhook(match, value, quoted, end) and not _SENTRY_HOST.match(match.string, match.end() - 1)


def _accept_any(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return REDACTED not in value


def _accept_unmasked(match: re.Match, value: str, quoted: bool, end: int) -> bool:
    return REDACTED not in value and not _PLACEHOLDER.search(value)


_CONTEXT_RULES = (
    (URL_CREDENTIALS, _accept_url_password),
    (URL_SIGNATURE, _accept_any),
    (SAML_RESPONSE, _accept_unmasked),
    (URL_PATH_KEY, _accept_path_key),
    (URL_TOKEN_USER, _accept_url_token),
    (WEBHOOK_PATH, _accept_webhook),
    (URL_KEY_SEGMENT, _accept_key_segment),
    (GO_MYSQL_DSN, _accept_dsn_password),
    (ORACLE_CREDENTIALS, _accept_dsn_password),
    (AUTHORIZATION_HEADER, _accept_header),
    (REST_CLIENT_AUTH, _accept_credential),
    (QUOTED_LOGIN, _accept_quoted_login),
    (BEARER_CREDENTIAL, _accept_bearer),
    (ODBC_BRACED, _accept_credential),
    (CONNECTION_STRING_PASSWORD, _accept_connection_password),
    (XML_KEY_VALUE, _accept_assignment),
    (K8S_ENV_VALUE, _accept_assignment),
    (NAME_VALUE_PAIR, _accept_name_value),
    (TF_VARIABLE_DEFAULT, _accept_assignment),
    (ECHO_INTO_SECRET_FILE, _accept_credential),
    (PRINTED_SECRET, _accept_printed),
    (DECODED_SECRET, _accept_credential),
    (SECRET_READ, _accept_read_secret),
    (DOT_LEADER, _accept_credential),
    (KEYPAD_CODE, _accept_keypad_code),
    (SHORT_KEY_NAME, _accept_assignment),
    (SHORT_KEY_SPACED, _accept_assignment),
    (ZENDESK_TOKEN, _accept_credential),
    (USER_THEN_PASS, _accept_user_then_pass),
    (XML_ELEMENT, _accept_assignment),
    (STRING_RESOURCE, _accept_assignment),
    (WP_SALT, _accept_any),
    (ROUTING_KEY, _accept_any),
    (ANSWER_FILE_PASSWORD, _accept_answer_file),
    (PYDANTIC_INPUT, _accept_assignment),
    (PLIST_ENTRY, _accept_assignment),
    (NAMED_ARGUMENT, _accept_assignment),
    (WIFI_QR, _accept_credential),
    (TOTP_SEED, _accept_totp),
    (PUTTY_PRIVATE_LINES, _accept_any),
    (ESIM_ACTIVATION_CODE, _accept_credential),
    (KIS_APP_KEY, _accept_credential),
    (USED_FOR, _accept_used_for),
    (TOKEN_PASSWORD_IN_CONTAINER, _accept_credential),
    (SEED_PHRASE, _accept_seed_phrase),
    (ETHEREUM_PRIVATE_KEY, _accept_any),
    (APP_PASSWORD, _accept_app_password),
    (APP_PASSWORD_UNGROUPED, _accept_ungrouped_app_password),
    (PASSWORD_LINE, _accept_password_line),
    (BLOCK_SCALAR_SECRET, _accept_shaped_secret),
    (NETSH_KEY_CONTENT, _accept_key_content),
    (SET_SECRET_TO, _accept_set_to),
    (USED_AS_CREDENTIAL, _accept_used_as),
    (NAMED_AS_CREDENTIAL, _accept_used_as),
    (ASKED_AS_CREDENTIAL, _accept_used_as),
    (USED_AS_CREDENTIAL_KO, _accept_used_as),
    (LABELLED_PASSWORD_LINE, _accept_labelled_password),
    (FALLBACK_LITERAL, _accept_fallback),
    (DECODED_PAIR, _accept_decoded_pair),
    (CONFIG_SECTION_KEY, _accept_section_key),
    (JSON_PRIVATE_KEY, _accept_key_body),
    (JWK_PRIVATE, _accept_jwk_member),
    (DEVICE_KEY, _accept_device_key),
    (HAR_HEADER, _accept_har_header),
    (ASSIGNMENT, _accept_assignment),
    (ENV_KEY_NAME, _accept_env_key),
    (PGPASS_LINE, _accept_credential),
    (PGBOUNCER_USERLIST, _accept_credential),
    (CONFIG_DIRECTIVE, _accept_directive),
    (AUTH_TUPLE, _accept_credential),
    (USER_PASSWORD_FLAG, _accept_credential),
    (KEY_AS_USER, _accept_key_as_user),
    (BUNDLE_HOST_VARIABLE, _accept_credential),
    (CLI_SECRET_FLAG, _accept_assignment),
    (WINDOWS_PASSWORD_SWITCH, _accept_flag_value),
    (LISTED_FLAG_VALUE, _accept_credential),
    (BASIC_DECODED, _accept_credential),
    (GLUED_PASSWORD_FLAG, _accept_flag_value),
    (SHORT_PASSWORD_FLAG, _accept_short_flag),
    (SPACED_PASSWORD_FLAG, _accept_flag_value),
    (PIPED_PASSWORD, _accept_credential),
    (HERE_STRING_PASSWORD, _accept_credential),
    (ENCODED_PAIR, _accept_credential),
    (SMTP_AUTH_PASSWORD, _accept_any),
    (TERRAFORM_SENSITIVE, _accept_credential),
    (REDIS_ACL_PASSWORD, _accept_credential),
    (EXPECT_SEND, _accept_credential),
    (SECRET_SET_BODY, _accept_secret_body),
    (NETRC_PASSWORD, _accept_credential),
    (IOS_SECRET, _accept_credential),
    (HAPROXY_PASSWORD, _accept_credential),
    (CREDENTIAL_PAIR, _accept_pair),
    (USER_SLASH_PASSWORD, _accept_shaped_pair),
    (EMAIL_PASSWORD_LINE, _accept_email_password),
    (AUTH_USER_PASS_FILE, _accept_credential),
    (SASL_PASSWD_LINE, _accept_sasl_password),
    (SQL_IDENTIFIED_BY, _accept_identified_by),
    (SQL_SET_PASSWORD, _accept_credential),
    (SQL_NEW_PASSWORD, _accept_credential),
    (QUOTED_THEN_NAMED, _accept_credential),
    (PROSE_SECRET_EN, _accept_prose_en),
    (PROSE_FOLLOWUP, _accept_followup),
    (LOGIN_WITH, _accept_login_with),
    (LOGIN_WITH_KO, _accept_login_with_ko),
    (PROSE_SECRET_KO, _accept_prose_ko),
    (ENV_NAME_KO, _accept_env_name_ko),
)


def _value_span(match: re.Match) -> tuple[int, int, bool]:
    """Where the secret part of a match is: its `secret`, `qval` or (trimmed) `bare` group, else all."""
    for name in ("secret", "qval", "qval2", "qval3", "bare", "bare2"):
        if _group(match, name) is not None:
            start, end = match.span(name)
            if name.startswith("bare") and match.string[end:end + 1] != "@":  # `user:pass.@host` ends at `@`
                end = start + len(_trim_bare(match.group(name)))
            return start, end, name.startswith("qval") or _quoted_whole(match, end)
    return match.start(), match.end(), False


def _closing_quote(match: re.Match, start: int, end: int) -> int:
    """Where a bare value ends when its setting opened a quote (`"DB_PASSWORD=…"` in a list): at the first quote that
    the list or the object goes on after; else `end`."""
    if not _group(match, "bare") or match.string.find("=", match.start(), start) < 0:
        return end
    opening = _NAME_BEFORE.search(match.string, max(0, match.start() - 64), match.start())
    closing = _CLOSING_QUOTE[opening.group(1)].search(match.string, start, end) if opening else None
    return end if closing is None else closing.start()


_NAME_BEFORE = re.compile(r"(?<![\w\\])([\"'])[\w.-]*\Z")
_CLOSING_QUOTE = {quote: re.compile(r"(?<!\\)" + quote + r"(?=[ \t]*[,\]}])", re.MULTILINE) for quote in "\"'"}


def _quoted_whole(match: re.Match, end: int) -> bool:
    """A name and its value quoted together, as HTTPie and shell arguments take them: `'password=[G=52m…'`."""
    text, start = match.string, match.start()
    quote = text[start - 1:start]
    return quote in ("'", '"') and text.startswith(quote, end) and quote not in text[start:end]


# Keys their vendors publish for everyone to use, in documentation and local emulators: the Azure Storage emulator's
# (Azurite's `devstoreaccount1`), the Cosmos DB emulator's, the test keys in Stripe's API reference, and the test pairs
# of reCAPTCHA v2 and hCaptcha, which always pass verification (a site key is public anyway, but a note may name it a key),
# and other documentation's examples
_DOCUMENTED_KEYS = frozenset({
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
    "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
    "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe", "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
    "0x0000000000000000000000000000000000000000", "10000000-ffff-ffff-ffff-000000000001",
    "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R",  # GitHub's and Toss Payments' docs
    "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",  # Mailgun's docs
    "MWYyZDFlMmU2N2Rm",  # Kubernetes' Secret example (`password: MWYyZDFlMmU2N2Rm`, base64 of `1f2d1e2e67df`)
    "test test test test test test test test test test test junk",  # Hardhat's and Anvil's development mnemonic
})


def _replace_spans(match: re.Match, spans) -> str:
    """The matched text with each absolute (start, end) span replaced by REDACTED (a documented key stays)."""
    text, offset, out = match.group(0), match.start(), []
    last = 0
    for start, end in sorted(spans):
        start = max(start, last + offset)  # overlapping spans merge
        if end <= start or text[start - offset:end - offset].strip("'\"`") in _DOCUMENTED_KEYS:
            continue
        out.append(text[last:start - offset])
        out.append(_taken(text[start - offset:end - offset]))
        last = end - offset
    out.append(text[last:])
    return "".join(out)


def _taken(*values: str) -> str:
    """REDACTED in place of a value, which the note's other fields then lose too where they repeat it."""
    found = _REDACTED_VALUES.get()
    if found is not None:
        found += values
    return REDACTED


def _redact_match(match: re.Match, accept=None) -> str:
    start, end, quoted = _value_span(match)
    value = match.string[start:end]
    if _shipped_to_browsers(match.string, start, end):
        return match.group(0)  # `apiKey: "AIza…"` in a Firebase web config, a Maps loader's `key=`: public by design
    if (not quoted and _markdown_label(match.string, start, value)) or _names_code(match.string, start, value):
        return match.group(0)  # "**Linux / macOS:**": Markdown's bold around a label; a class, a type, a requirement
    # where the statement goes on: after a bare value's trimmed end, or after the closing quote
    after = match.end() if quoted else end
    if accept is not None and not accept(match, value, quoted, after):
        # `["NODE_ENV=production","DB_PASSWORD=…","K=1"]`: a setting quoted whole in a list is judged again up to its
        # quote, and still replaced to the run's end (a quote inside the value leaves no tail: `Xk9''),pQ2`)
        judged = _closing_quote(match, start, end)
        if judged == end or not accept(match, match.string[start:judged], True, judged + 1):
            return match.group(0)
    return _replace_spans(match, [(start, end)])


# --- values found by parsing a small piece of syntax ---------------------------------------------

# A shell word: unquoted characters and quoted pieces (`-p'x y'`, `"user:pw"`).
_SHELL_WORD = re.compile(r"(?:[^\s\"'`]|" + _DOUBLE_QUOTED_WORD + r"|'[^'\n]*')+")


def _inner(word: str, start: int) -> tuple[str, int, int]:
    """A word without its surrounding quotes (and the `)` of a command substitution after them:
    `$(rclone obscure 'pw')`), and the absolute span of what is left."""
    quoted = word.rstrip(")")
    if len(quoted) >= 2 and quoted[0] == quoted[-1] and quoted[0] in "\"'":
        return quoted[1:-1], start + 1, start + len(quoted) - 1
    return word, start, start + len(word)


def _flag_values(words, spaced: set, glued: set = frozenset(), short_glued: bool = True):
    """(value, start, end) for each flag in `spaced` followed by its value, or `glued` to it (a short
    flag in `spaced` too, unless `short_glued` is off: openssl's `-keyout` is not `-k` and `eyout`)."""
    for i, (word, start) in enumerate(words):
        if word in spaced and i + 1 < len(words):
            yield _inner(*words[i + 1])
        for flag in glued | {f for f in spaced if len(f) == 2 and short_glued}:
            if word.startswith(flag) and len(word) > len(flag):
                yield _inner(word[len(flag):], start + len(flag))


def _positionals(words, slash_flags: bool = False):
    return [(w, s) for w, s in words if not w.startswith("-") and not (slash_flags and w.startswith("/"))]


def _htpasswd(words):
    flags = "".join(w[1:] for w, _ in words if w.startswith("-") and not w.startswith("--"))
    if "b" not in flags:
        return
    args = _positionals(words)
    index = 1 if "n" in flags else 2
    if len(args) > index:
        yield _inner(*args[index])


def _mosquitto_passwd(words):
    args = _positionals(words)
    if any(w == "-b" for w, _ in words) and len(args) > 2:
        yield _inner(*args[2])


def _rabbitmqctl(words):
    args = _positionals(words)
    if len(args) > 2 and args[0][0] in ("add_user", "change_password", "authenticate_user"):
        yield _inner(*args[2])


def _login_hsm(words):
    args = _positionals(words)
    if len(args) > 2 and args[0][0] in ("CU", "CO", "AU", "PRECO"):
        yield _inner(*args[2])


def _net(words):
    args = _positionals(words, slash_flags=True)
    if len(args) > 2 and args[0][0].lower() == "user":
        yield _inner(*args[2])
    elif args and args[0][0].lower() == "use":
        shares = [i for i, (w, _) in enumerate(args) if w.startswith("\\\\")]
        if shares and shares[0] + 1 < len(args):
            yield _inner(*args[shares[0] + 1])


def _openssl(words):
    for value, start, end in _flag_values(words, {"-k", "-pass", "-passin", "-passout", "-password", "-passwd"}, short_glued=False):
        if value.startswith("pass:"):
            yield value[5:], start + 5, end
        elif value.split(":", 1)[0] not in ("env", "file", "fd", "stdin"):
            yield value, start, end


def _smb(words):
    for value, start, end in _flag_values(words, {"-U", "--user"}):
        if "%" in value:
            cut = value.index("%") + 1
            yield value[cut:], start + cut, end
    yield from _flag_values(words, {"-p", "--password"})
    services = [i for i, (w, _) in enumerate(words) if w.startswith(("//", "\\\\"))]
    if services and services[0] + 1 < len(words) and not words[services[0] + 1][0].startswith("-"):
        yield _inner(*words[services[0] + 1])  # smbclient //host/share PASS


def _vault(words):
    args = _positionals(words)
    if len(args) > 1 and args[0][0] == "login" and "=" not in args[1][0]:
        yield _inner(*args[1])


def _rclone(words):
    # rclone obscure PASS (what a config's `pass` holds, obscured), also inside `rclone config create … pass
    # $(rclone obscure PASS)`; rclone config create NAME TYPE … pass PASS
    args = _positionals(words)
    for i, (word, _) in enumerate(args[:-1]):
        if word in ("obscure", "pass", "password") and not args[i + 1][0].startswith("$("):
            yield _inner(*args[i + 1])


def _poetry(words):
    args = _positionals(words)
    if len(args) > 3 and args[0][0] == "config" and args[1][0].startswith("http-basic."):
        yield _inner(*args[3])
    elif len(args) > 2 and args[0][0] == "config" and args[1][0].startswith("pypi-token."):
        yield _inner(*args[2])


def _nmcli(words):
    for i, (word, _) in enumerate(words[:-1]):
        if word in ("password", "wifi-sec.psk", "802-1x.password", "wifi-sec.wep-key0", "vpn.secrets"):
            yield _inner(*words[i + 1])


def _wpa_passphrase(words):
    args = _positionals(words)
    if len(args) > 1:
        yield _inner(*args[1])


def _minio_client(words):
    args = _positionals(words)
    names = [w for w, _ in args]
    for command, first in ((["alias", "set"], 5), (["config", "host", "add"], 6)):
        if names[:len(command)] == command and len(args) > first:
            yield _inner(*args[first - 1])  # access key
            yield _inner(*args[first])  # secret key
    if names[:3] == ["admin", "user", "add"] and len(args) > 5:
        yield _inner(*args[5])  # a user's secret key (its access key is the user's name): `mc admin user add ALIAS USER SECRET`


def _snmp(words):
    yield from _flag_values(words, {"-A", "-X"})
    for value, start, end in _flag_values(words, {"-c"}):
        if value not in ("public", "private"):
            yield value, start, end


def _ngrok(words):
    yield from _flag_values(words, {"--authtoken"})
    args = _positionals(words)
    for i, (word, _) in enumerate(args[:-1]):
        token = _inner(*args[i + 1])
        if word in ("authtoken", "add-authtoken") and _key_shape(token[0]):  # ngrok authtoken TOKEN, ngrok config add-authtoken TOKEN
            yield token  # a generated token: in prose, "the ngrok authtoken reaches the mailer" names none


def _snyk(words):
    args = _positionals(words)
    if len(args) >= 2 and args[0][0] == "auth":
        token = _inner(*args[1])
        if _HEX_KEY.fullmatch(token[0]) or _key_shape(token[0]):  # snyk auth TOKEN (a UUID)
            yield token


def _locksettings(words):
    """Android's `locksettings set-pin [--user ID] [--old OLD] NEW` (or `set-password`, `set-pattern`, `clear
    --old OLD`): the screen lock's old and new codes. Only the first subcommand counts: one command has one."""
    for i, (word, _) in enumerate(words):
        if word in ("set-pin", "set-password", "set-pattern", "clear", "verify"):
            rest = iter(words[i + 1:])
            for arg, start in rest:
                if arg == "--old":
                    found = next(rest, None)
                    if found:
                        yield _inner(*found)
                elif arg == "--user":
                    next(rest, None)
                elif not arg.startswith("-") and word.startswith("set-"):
                    yield _inner(arg, start)
                    return
            return


# a YubiKey's factory PIN, PUK and management key are public: the values changed from them are not
_YUBIKEY_DEFAULTS = frozenset(("123456", "12345678", "010203040506070801020304050607080102030405060708"))


_YKMAN_CODES = {"-P", "--pin", "-p", "--puk", "-m", "--management-key"}
_YKMAN_NEW_CODES = {"-n", "--new-pin", "--new-puk", "--new-management-key"}  # `-n` is a new code only when one is changed
_YKMAN_OTP_SECRETS = {"-k", "--key", "-p", "--private-id"}  # an OTP slot's public ID (`-P`) is public


def _ykman(words):
    """A YubiKey's PIN, PUK and management key, under any subcommand (`piv keys generate -P PIN`, `set-retries … -m KEY`),
    and the new ones of `change-pin`, `change-puk`, `change-management-key` (`-n NEW`); not its factory ones."""
    if any(word == "otp" for word, _ in words):
        flags = _YKMAN_OTP_SECRETS  # `ykman otp yubiotp 1 -P <public ID> -p <private ID> -k <AES key>`
    else:
        flags = _YKMAN_CODES | (_YKMAN_NEW_CODES if any(word.startswith(("change", "unblock")) for word, _ in words) else set())
    for value, start, end in _flag_values(words, flags, {flag + "=" for flag in flags if flag.startswith("--")}):
        if value not in _YUBIKEY_DEFAULTS:
            yield value, start, end


def _consul(words):
    yield from _flag_values(words, {"-token"}, {"-token="})
    args = _positionals(words)
    for i, (word, _) in enumerate(args[:-2]):
        if word == "set-agent-token":  # consul acl set-agent-token TYPE TOKEN
            yield _inner(*args[i + 2])


def _flags(spaced, glued=()):  # pragma: no mutate block (it runs at import only, before a mutant can)
    return lambda words: _flag_values(words, set(spaced), set(glued))


# For each command, how to find its password among its words (the words after the command name).
_COMMANDS = {
    "htpasswd": _htpasswd,                       # htpasswd -b[c] FILE USER PASS, htpasswd -nb USER PASS
    "mosquitto_passwd": _mosquitto_passwd,       # mosquitto_passwd -b FILE USER PASS
    "rabbitmqctl": _rabbitmqctl,                 # rabbitmqctl add_user USER PASS
    "loginHSM": _login_hsm,                      # CloudHSM's loginHSM CU USER PASS
    "net": _net,                                 # net user NAME PASS, net use \\host\share PASS /user:x
    "sqlcmd": _flags({"-P"}), "bcp": _flags({"-P"}), "osql": _flags({"-P"}),  # SQL Server tools
    "ldap": _flags({"-w"}),                      # ldapsearch, ldapadd, ldapmodify ... -w PASS
    "ldappasswd": _flags({"-w", "-s", "-a"}),    # ldappasswd -w BINDPW -s NEWPW
    "mc": _minio_client,                         # mc alias set NAME URL ACCESS_KEY SECRET_KEY, mc admin user add
    "zip": _flags({"-P", "--password"}), "unzip": _flags({"-P"}), "zipcloak": _flags({"-P"}),
    "7z": _flags((), {"-p"}), "7za": _flags((), {"-p"}), "7zz": _flags((), {"-p"}),  # 7z -pPASS
    "rar": _flags((), {"-p"}), "unrar": _flags((), {"-p"}),
    "openssl": _openssl,                         # openssl enc -k PASS, -pass pass:PASS, -passin pass:PASS
    "ssh-keygen": _flags({"-P", "-N"}),          # ssh-keygen -p -P OLD -N NEW
    "cubrid": _flags({"-p"}), "csql": _flags({"-p"}),  # CUBRID csql -p PASS
    "mongo": _flags({"-p"}), "mongosh": _flags({"-p"}), "mongodump": _flags({"-p"}),
    "mongorestore": _flags({"-p"}), "mongoexport": _flags({"-p"}), "mongoimport": _flags({"-p"}),
    "ipmitool": _flags({"-P"}),                  # ipmitool -U admin -P PASS
    "psexec": _flags({"-p"}), "paexec": _flags({"-p"}),
    "nuget": _flags({"-k", "-ApiKey", "-apikey"}),  # nuget push -k KEY
    "vsce": _flags({"-p", "--pat"}), "ovsx": _flags({"-p", "--pat"}),  # VS Code marketplace PATs
    "snmp": _snmp,                               # snmpwalk -v3 -A AUTHPASS -X PRIVPASS, -c COMMUNITY
    "smbclient": _smb, "smbmap": _smb, "crackmapexec": _smb, "nxc": _smb,  # -U user%PASS, -p PASS
    "vault": _vault,                             # vault login TOKEN
    "poetry": _poetry,                           # poetry config http-basic.repo USER PASS
    "nmcli": _nmcli,                             # nmcli dev wifi connect SSID password PASS
    "wpa_passphrase": _wpa_passphrase,           # wpa_passphrase SSID PASS
    "ncftp": _flags({"-p"}),
    "ngrok": _ngrok,                             # ngrok config add-authtoken TOKEN
    "consul": _consul,                           # consul acl set-agent-token agent TOKEN, -token=TOKEN
    "codecov": _flags({"-t", "--token"}, {"--token="}),  # codecov upload-process -t TOKEN
    "mosquitto_pub": _flags({"-P", "--pw"}), "mosquitto_sub": _flags({"-P", "--pw"}),  # MQTT clients: -P PASS
    "mosquitto_rr": _flags({"-P", "--pw"}),
    "rclone": _rclone,                           # rclone obscure PASS
    "signtool": _flags({"/p"}),                  # signtool sign /f cert.pfx /p PASS
    "snyk": _snyk,                               # snyk auth TOKEN
    "locksettings": _locksettings,               # adb shell locksettings set-pin --old OLD NEW
    "ykman": _ykman,                             # ykman piv access change-pin -P OLD -n NEW
}


def _command_key(name: str) -> str:
    if name == "ldappasswd":
        return name
    for prefix in ("ldap", "snmp", "ncftp", "codecov"):
        if name.startswith(prefix):
            return prefix
    return name


def _redact_command(match: re.Match) -> str:
    finder = _COMMANDS.get(_command_key(match.group("cmd")))
    if finder is None:
        return match.group(0)
    base = match.start("args")
    words = [(m.group(0), base + m.start()) for m in _SHELL_WORD.finditer(match.group("args"))]
    spans = [
        (start, end) for value, start, end in finder(words)
        if len(value) >= 3 and _is_literal(value, True, spaces=True) and value.lower() not in _PROSE_WORDS
    ]
    return _replace_spans(match, set(spans)) if spans else match.group(0)


# A call's arguments, split at top-level commas.
_ARGUMENT = re.compile(r"(?:\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|[^,\"'])+")
_STRING_LITERAL = re.compile(r"\s*(?P<q>[\"'])(?P<v>(?:(?!(?P=q))[^\\\n]|\\.)*)(?P=q)")
# Which argument holds the password, by function (default: the second).
_CALL_PASSWORD_INDEX = {
    "getConnection": 2, "PDO": 2, "PDOConnection": 2, "createPdoConnection": 2, "mysqli_connect": 2, "mysql_connect": 2, "mysqli": 2,
    "real_connect": 2, "ClientSecretCredential": 2, "UsernamePasswordCredential": 2,
}
_ACCOUNT_ID = re.compile(r"[A-Z]{2}[0-9a-f]{32}|[A-Za-z0-9_-]{10,}")


def _redact_keypair(match: re.Match) -> str:
    """64 bytes that look random (a quantisation table, a dither matrix, a count from 0 to 63 do not): many
    different values, a good share of them above 127."""
    values = [int(found) for found in re.findall(r"[0-9]+", match.group(0))]
    return REDACTED if len(set(values)) >= 32 and sum(value > 127 for value in values) >= 12 else match.group(0)


def _redact_call(match: re.Match) -> str:
    if match.group("args1") is not None:
        value = match.group("args1")[1:-1]
        start = match.start("args1") + 1
        ok = len(value) >= 3 and _is_literal(value, True)
        return _replace_spans(match, [(start, start + len(value))]) if ok else match.group(0)
    fn = match.group("fn")
    base = match.start("args")
    args = [(m.group(0), base + m.start()) for m in _ARGUMENT.finditer(match.group("args"))]
    index = _CALL_PASSWORD_INDEX.get(fn, 1)
    if len(args) <= index:
        return match.group(0)
    literal = _STRING_LITERAL.match(args[index][0])
    if literal is None:
        return match.group(0)
    value = literal.group("v")
    start = args[index][1] + literal.start("v")
    if fn in ("Client", "Twilio"):  # SDK clients: an account ID, then a generated secret
        first = _STRING_LITERAL.match(args[0][0])
        if first is None or not _ACCOUNT_ID.fullmatch(first.group("v")) or not _looks_random(value, 16):
            return match.group(0)
    if len(value) < 3 or not _is_literal(value, True, spaces=_APP_PASSWORD_SHAPE.fullmatch(value) is not None):
        return match.group(0)
    return _replace_spans(match, [(start, start + len(value))])


# an app password in its groups of four: `smtp.login("…", "ikva wajx qimj fhyp")`
_APP_PASSWORD_SHAPE = re.compile(r"[a-z]{4}([ -])[a-z]{4}\1[a-z]{4}\1[a-z]{4}")


# Cookie attributes, not cookies.
_COOKIE_ATTRIBUTES = frozenset("path domain expires max-age samesite secure httponly priority partitioned".split())
# a name starts where a run of name characters starts: tried inside a run without `=`, it was quadratic
_COOKIE_PAIR = re.compile(r"(?<![^=;,\s])(?P<name>[^=;,\s]+)=(?P<value>[^;\s]+)")
# Analytics cookies count visits; they open no session: Google's `_ga`, `_gid`, `_gcl_au`, Meta's `_fbp`, Hotjar, Clarity, Segment
_ANALYTICS_COOKIE = re.compile(r"_ga(?:_\w+)?|_gid|_gat\w*|_gcl_\w+|_fb[pc]|_hj\w+|_cl(?:ck|sk)|ajs_anonymous_id|_uet[sv]id|[\w-]{0,40}(?i:consent)[\w-]{0,40}")
_SESSION_COOKIE = re.compile(r"(?i)sess|sid|token|auth|jwt|remember|login|user|csrf|xsrf")


def _session_cookie(name: str, value: str) -> bool:
    """A cookie's value that keeps a session or a login: generated, or long enough under a session's name."""
    if name.lower() in _COOKIE_ATTRIBUTES or _ANALYTICS_COOKIE.fullmatch(name) or not _is_literal(value, False):
        return False
    return _looks_random(value, 16) or (_SESSION_COOKIE.search(name) is not None and len(value) >= 8)


def _redact_cookies(match: re.Match) -> str:
    spans = []
    for pair in _COOKIE_PAIR.finditer(match.group("cookies")):
        value = _trim_bare(pair.group("value"))
        if _session_cookie(pair.group("name"), value):
            start = match.start("cookies") + pair.start("value")
            spans.append((start, start + len(value)))
    return _replace_spans(match, spans) if spans else match.group(0)


# A link that signs its holder in, invites or resets: the page it opens says so (its last path segment, `/invite/accept`,
# `/auth/magic`, `/reset-password`, not a repository's `auth-service/…/login.ts`), and a random value of a token's
# parameter is its token (`?code=…`, `?t=…`, `?invite_code=…`): not a cache buster, a commit, an analytics or request ID
SIGN_IN_LINK = re.compile(
    r"(?i:https?)://[^\s/?#]{1,200}(?:/[^\s/?#]{1,80}){0,8}?/(?i:(?:password|email|account|magic|invite)[_-])?"
    r"(?i:invite|invitation|magic|login|signin|sign-in|sso|auth|reset|verify|verification|confirm|confirmation|activate"
    r"|activation|accept|unlock|passwordless|join|onboarding)(?i:[_-](?:link|password|email|account|invite|invitation|token))?"
    r"/?\?(?P<query>[^\s#\"'`<>]{1,2000})"
)
_QUERY_PAIR = re.compile(r"(?:^|(?<=&))(?P<name>[^=&]{1,40})=(?P<value>[^&]*)")
_LINK_TOKEN_NAME = re.compile(
    r"(?i:t|tk|k|key|secret|otp|ticket|invite|invitation|magic|oobcode"
    r"|(?:invite|invitation|login|signin|magic|reset|confirm(?:ation)?|verif(?:y|ication)|activation|access|auth)?[_-]?(?:token|code))"
)


def _redact_sign_in_link(match: re.Match) -> str:
    spans = []
    for pair in _QUERY_PAIR.finditer(match.group("query")):
        value = _trim_bare(pair.group("value"))
        if _LINK_TOKEN_NAME.fullmatch(pair.group("name")) and re.fullmatch(r"[A-Za-z0-9_~.+/=-]+", value) \
                and _looks_random(value, 16) and not _PLACEHOLDER.search(value) and not _encodes_text(value):
            start = match.start("query") + pair.start("value")
            spans.append((start, start + len(value)))
    return _replace_spans(match, spans)


def _redact_cookie_file_line(match: re.Match) -> str:
    if not _session_cookie(match.group("name"), match.group("value")):
        return match.group(0)
    return _replace_spans(match, [match.span("value")])


# A recovery code: digits in pairs of four, or groups of letters and digits that hold a digit.
_RECOVERY_CODE = re.compile(
    r"(?<![A-Za-z0-9-])(?:[0-9]{4}[ \t][0-9]{4}|[A-Za-z0-9]{4,}(?:-[A-Za-z0-9]{4,}){0,7})(?![A-Za-z0-9-])"
)


def _unpronounceable(letters: str) -> bool:
    """Fewer than one letter in four a vowel: generated (`cgzkxrtsth`), not a word (`attachment`)."""
    return 4 * sum(c in "aeiouy" for c in letters.lower()) < len(letters)


def _code_shape(code: str) -> tuple[int, ...]:
    return tuple(len(group) for group in re.split(r"[ \t-]", code))


def _redact_recovery_codes(match: re.Match) -> str:
    spans, letters_only = [], []
    for code in _RECOVERY_CODE.finditer(match.group("codes")):
        text = code.group(0)
        compact = text.replace("-", "").replace(" ", "").replace("\t", "")
        start = match.start("codes") + code.start()
        if len(compact) >= 8 and not _TECH_TERM.match(text):
            if any(c.isdigit() for c in compact):
                spans.append((start, start + len(text)))
            elif compact.isupper() or compact.islower():
                letters_only.append((start, start + len(text), "-" in text or _unpronounceable(compact)))
    # a code that happens to have no digit (`EGHS-CRRE-YTSD`, `mxzwtppwag`) among codes of its shape that have them;
    # one that reads like a word (`higwmumn`) only among four of them or more, before the last (not "… stored")
    shapes = {_code_shape(match.string[a:b]) for a, b in spans}
    last = max((b for _, b in spans), default=0)
    spans += [(a, b) for a, b, odd in letters_only
              if _code_shape(match.string[a:b]) in shapes and (len(spans) >= 2 if odd else len(spans) >= 4 and a < last)]
    # one code alone counts when it is long (a Microsoft or Apple recovery key): a short one may be a word
    long_one = any(end - start >= 20 for start, end in spans)
    return _replace_spans(match, spans) if len(spans) >= 2 or long_one else match.group(0)


def _code_list(code: str) -> re.Pattern:  # pragma: no mutate block (it runs at import only, before a mutant can)
    """Four to sixteen lines, each holding one code of `code`'s shape, after a bullet or a number or alone."""
    return re.compile(r"(?m)^(?P<codes>(?:[ \t]*(?:[-*•][ \t]*|[0-9]{1,2}[.)][ \t]*)?" + code + r"[ \t]*(?:\n|\Z)){4,16})")


def _code_row(code: str) -> re.Pattern:  # pragma: no mutate block (it runs at import only, before a mutant can)
    """Four codes or more of `code`'s shape in a row, two blanks or more apart, as a page of backup codes is copied."""
    return re.compile(r"(?m)^(?P<codes>[ \t]*" + code + r"(?:[ \t]{2,}" + code + r"){3,})[ \t]*$")


# Recovery codes with their label in another field or none: a list of codes of the same two-part shape (`lf93d-fpns8`),
# most of them mixing letters and digits, one a line or in a row (`whil-xg8c  a4ml-ezos  ei5p-wk69  …`).
CODE_LIST = _code_list(r"[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}")
CODE_ROW = _code_row(r"[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}")
# In a note that speaks of recovery codes, the same list of codes of three parts (`4J6Q-8SKW-G3UB`): elsewhere
# serial numbers and pods' names have that shape
THREE_PART_CODE_LIST = _code_list(r"[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){2}")
# In a note that speaks of recovery codes, the same list of one-part codes (Discord's `x4woar6v`).
ONE_PART_CODE_LIST = _code_list(r"[A-Za-z0-9]{8,12}")
# ... or in a row (`k2xk…  oipl…  q3z6…  dqj3…`)
ONE_PART_CODE_ROW = _code_row(r"[A-Za-z0-9]{8,12}")


def _redact_code_row(match: re.Match) -> str:
    """A row with no label: random codes, not hex alone (hashes), nor all of one pattern of letters and digits (SKUs
    `SHOE-42BK  BOOT-39BR …`, times `12h30-14h00  15h00-17h30 …`)."""
    codes = match.group("codes").split()
    patterns = {re.sub("[0-9]", "9", re.sub("[A-Za-z]", "a", code)) for code in codes}
    if len(patterns) == 1 or all(re.fullmatch("[0-9a-f-]+|[0-9A-F-]+", code) for code in codes):
        return match.group(0)
    return _redact_code_list(match)


# what a list of numbers above it says they are: orders, invoices, IDs, times, phones
_NUMBERS_LISTED = re.compile(
    r"(?i:\b(?:orders|order[ _-]?(?:ids?|numbers?|nos?)|invoices?|tickets?|ids|timestamps?|epochs?|phones?)\b)|주문|송장|티켓|전화"
)


def _redact_code_list(match: re.Match) -> str:
    codes = re.findall(r"[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,2}|[A-Za-z0-9]{8,12}", match.group("codes"))
    mixed = sum(any(c.isdigit() for c in code) and any(c.isalpha() for c in code) for code in codes)
    digits = len(codes) >= 4 and all(code.isdigit() and len(code) in (8, 10) for code in codes) \
        and not _NUMBERS_LISTED.search(match.string, max(0, match.start() - 80), match.start())  # Okta's ten digits, Google's eight
    if len({_code_shape(code) for code in codes}) > 1 or 2 * mixed < len(codes) and not digits or len(os.path.commonprefix(codes)) >= 3:
        return match.group(0)  # random codes share no prefix: `ORD12345A`, `tester01a` … are IDs
    return _redact_recovery_codes(match)


# a Markdown table with a password, secret, token or key column
MARKDOWN_TABLE = re.compile(
    r"(?m)^[ \t]*\|(?P<header>[^\n]*)\|[ \t]*\n[ \t]*\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*\n"  # cell by cell: linear
    r"(?P<rows>(?:[ \t]*\|[^\n]*\|[ \t]*(?:\n|$))+)"
)
_COLUMN_NAME = re.compile(
    r"(?i:password|passwd|passphrase|pw|pwd|pin|secret|token|api[ _-]?key|credential|(?:secret|access)[ _-]?key|totp|otp[ _-]?seed)s?$"
    r"|^(?i:keys?)$|비밀[ \t]?번호|비번|암호|패스워드|토큰|시크릿|(?i:api)[ \t]?키$|^키$"
    r"|^(?i:old|new|previous|current)$|^(?:이전|변경|신규|기존)$"  # a rotation log: only shaped values count there
)
# a name that ends in a secret's name: a table cell `COOLSMS_API_KEY`, an SQL column `api_key`
_SECRET_CELL = re.compile(r"[A-Za-z0-9_.-]{0,60}?(?:" + _SECRET_NAME + r")")
# A tab- or comma-separated table under a header naming its columns: a spreadsheet pasted, a CSV export
# (`User Name,Access Key Id,Secret Access Key`).
DELIMITED_TABLE = re.compile(r"(?m)^(?P<header>[^\n\t,]{1,40}(?:[\t,][^\n\t,]{1,40}){1,11})\n(?P<rows>(?:[^\n]+(?:\n|\Z))+)")
# the same with the header named in a sentence: "the export (name,url,username,password) sits in Downloads:"
NAMED_CSV = re.compile(
    r"(?m)^[^\n(]{0,200}\((?P<header>[\w -]{1,40}(?:,[\w -]{1,40}){1,11})\)[^\n]*\n(?P<rows>(?:[^\n]+(?:\n|\Z))+)"
)
# cells between bars without Markdown's frame: a spreadsheet pasted as `시스템 | 아이디 | 비번`
PIPE_TABLE = re.compile(r"(?m)^(?P<header>\|?[^\n|]{1,40}(?:\|[^\n|]{1,40}){1,11}\|?)\n(?P<rows>(?:[^\n]+(?:\n|\Z))+)")


# The end of a private key whose start went elsewhere (another paste, the field before): the base64
# lines right above its END line. At most 100 of them (a 4096-bit RSA key has 50), so that lines
# without an END cost linear time.
PEM_KEY_TAIL = re.compile(
    r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?:\n[A-Za-z0-9+/]{16,}={0,2}){0,100}"
    r"\n-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
)


def _redact_key_tail(match: re.Match) -> str:
    spans, position = [], match.start()
    for line in match.group(0).split("\n")[:-1]:
        spans.append((position, position + len(line)))
        position += len(line) + 1
    return _replace_spans(match, spans)


_SEPARATOR_ROW = frozenset(" \t\r\n|:-")


# a header line of code or a comment is no table's: `monkeypatch.setenv("AWS_…", "…")`, `# example values, not real credentials`
_CODE_HEADER = re.compile(r"[\w.]\(|[^=!<>]=[^=]|^[ \t]*(?:#|//|--|;)")


def _table_rule(kind: str):  # pragma: no mutate block (it runs at import only, before a mutant can)
    return lambda match: _redact_table(match, kind)


def _redact_table(match: re.Match, kind: str) -> str:
    if _CODE_HEADER.search(match.group("header")):
        return match.group(0)
    delimited = kind != "markdown"
    if kind == "delimited":
        separator = "\t" if "\t" in match.group("header") else ","
    else:
        separator = "," if kind == "csv" else "|"
    columns = [c.strip().strip("*`\"") for c in match.group("header").split(separator)]  # a CSV's cells may be quoted
    # a column may have two names: `password / key`
    secret_columns = {i for i, name in enumerate(columns) if any(_COLUMN_NAME.search(part.strip()) for part in name.split("/"))}
    # a password column holds chosen words; a secret, token or key column holds generated values
    chosen = {i for i in secret_columns if _is_password_name(columns[i])}
    # a column named only "key" may hold names (`| key | value |`): only a generated value is a secret there
    generic = {i for i in secret_columns if re.fullmatch(r"(?i:keys?)|키", columns[i])}
    # `| name | value |` rows: the value of a row whose name is a secret's (`| AZURE_DEVOPS_PAT | … |`)
    value_columns = {i for i, name in enumerate(columns) if re.fullmatch(r"(?i:values?)|값|설정값", name)}
    if not secret_columns and not value_columns:
        return match.group(0)
    spans, offset = [], match.start("rows")
    uuids, keyed = [], set()  # a UUID in a "key" column, and the columns that hold a generated key too
    for row in match.group("rows").splitlines(keepends=True):
        if delimited and row.rstrip("\n").count(separator) != len(columns) - 1:
            break  # the table ended
        if "-" in row and not set(row) - _SEPARATOR_ROW:  # a Markdown separator row holds no value
            offset += len(row)
            continue
        bar = -1 if delimited else row.index("|")
        position = offset + bar + 1
        cells = row[bar + 1:].rstrip("\n").split(separator) if delimited else row[bar + 1:].rstrip().rstrip("|").split("|")
        named = value_columns and any(_SECRET_CELL.fullmatch(cell.strip().strip("`")) for cell in cells)
        for i, cell in enumerate(cells):
            value = cell.strip().strip("`")
            value = value[1:-1] if delimited and len(value) >= 2 and value[0] == value[-1] == '"' else value
            shaped = _key_shape(value) if i in generic else (
                i in chosen or _looks_random(value, 8) or _strong_password(value))
            start = position + cell.index(value)
            if i in generic and shaped:
                keyed.add(i)
            elif i in generic and re.fullmatch(_ANY_CASE_UUID, value):
                uuids.append((i, (start, start + len(value))))
            if named and i in value_columns and len(value) >= 6 and _is_literal(value, True) and not _PLACEHOLDER.search(value):
                spans.append((start, start + len(value)))
            elif i in secret_columns and shaped and len(value) >= 3 and _is_literal(value, True, spaces=True) and (
                value.lower() not in _PROSE_WORDS and not _ENV_NAME.fullmatch(value)  # `| SLACK_BOT_TOKEN | Vault |`
            ):
                spans.append((start, start + len(value)))
            position += len(cell) + 1
        offset += len(row)
    spans += [span for i, span in uuids if i in keyed]  # Coinbase's UUID among other services' keys
    return _replace_spans(match, spans) if spans else match.group(0)


_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")


_HANDED_OVER = re.compile(r"(?i:\b(?:read|sent|gave|given|pasted|wrapped|split|broke|cut|typed)\b)|나눠|나누어|잘라|쪼개|끊어")


def _redact_split_secret(match: re.Match) -> str:
    """Both pieces, when joined they make a token or a generated key (or one piece is redacted already)."""
    if not _HANDED_OVER.search(match.string, _line_start(match.string, match.start(), 120), match.start("first")):
        return match.group(0)  # said of a key given in pieces, not of one that "came in two messages" or "has two parts"
    first, second = match.group("first"), _trim_bare(match.group("second"))
    joined = first + second
    if REDACTED not in joined and not (contains_token(joined) or _generated_shape(joined) or _HEX_RUN.fullmatch(joined)) \
            or re.fullmatch(_ANY_CASE_UUID, first) or _encodes_text(joined):
        return match.group(0)  # not two IDs, nor text in base64 (a hex key counts: in two pieces it is no commit)
    pieces = (match.span("first"), (match.start("second"), match.start("second") + len(second)))
    return _replace_spans(match, [span for span in pieces if REDACTED not in match.string[slice(*span)]])


def _redact_change(match: re.Match) -> str:
    spans = []
    password = _is_password_name(match.group("cue"))
    for name in ("old", "old2", "old3", "new"):
        if match.group(name) is not None:
            value = _trim_bare(match.group(name))
            opened = len(value) - len(value.lstrip("("))  # "(old → new)"
            value = value[opened:]
            if not _is_literal(value, False):
                continue
            if password:
                numeric = value.isdigit() and 6 <= len(value) <= 16  # "(… → 44600895288)"
                shaped = _strong_password(value) or numeric or match.group("q")
                shaped = _password_shape(value) if match.group("q2") else shaped  # a plan's `"bcrypt" -> "argon2id"` is no password
            else:  # a key is replaced by a generated value (not base64 JSON such as a JWT's header)
                shaped = _HEX_KEY.fullmatch(value) or _generated_shape(value) and not (
                    _NOT_NEARBY.match(value) or _encodes_text(value))
            if shaped:
                spans.append((match.start(name) + opened, match.start(name) + opened + len(value)))
    return _replace_spans(match, spans) if spans else match.group(0)


# --- a secret-shaped value near a credential word ------------------------------------------------
# People also write credentials into sentences no label rule can parse: "Used the LAPS password for
# WKS-259 to install the agent: X", "Is X still the SFTP password?", "README에 있던 Vercel 키는
# 폐기된 거였음. 지금 동작하는 건 X". Around a credential word (in its sentence, before or after
# it, and in the next sentence) a value shaped like a secret is taken for one: a password shape near
# a password word, a generated-key shape near any credential word.

# The end of a sentence: `.`, `!` or `?` before a blank or the end; a line break. `Summer.falcon80`
# and `vR.(?R` go on.
# "i.e." and "e.g." end no sentence ("Use the one that starts with DGpe, i.e. DGpeFv…").
_ABBREVIATION_DOT = r"(?<=\bi\.e|\be\.g)\.(?=[ \t\n]|\Z)"  # disjoint from a dot inside a word: linear
_IN_SENTENCE = r"(?:[^\n.!?]|[.!?](?![ \t\n]|\Z)|" + _ABBREVIATION_DOT + ")"
# A door, gate, alarm, safe or keypad code ("door/alarm panel code", "lockbox code"); in Korean a door lock's number,
# up to two words between ("도어락 관리자 모드 번호"). Both cue a PIN.
_DOOR_CODE = (
    r"(?:door|gate|alarm|lock|entry|disarm|safe)(?:/(?:door|gate|alarm))?(?:[ \t-]?(?:panel|pad|box|system))?[ \t]?code|keypad(?:[ \t]?code)?"
    r"|door[ \t-]?lock"  # "office door lock = 8787-1056"
    r"|disarm(?=[ \t]*(?::|\Z))"  # "To disarm: 86544640 then OK." (alone, as the word a value follows)
    r"|(?:door|gate|garage|alarm|keypad|lockbox|safe)[ \t]+(?:opens|unlocks|disarms)[ \t]+(?:with|using)"  # "The server-room door opens with 8160*8249#"
)
_DOOR_CODE_KO = (
    r"(?:도어락?|출입|현관|금고|(?:경비|경보|세콤|캡스|에스원)[ \t]?해제|보안[ \t]?시스템[ \t]?해제)"  # "보안 시스템 해제 코드"
    r"(?:[ \t][" + _HANGUL + r"]{1,6}){0,2}[ \t]?(?:코드|번호)"
)
# "pin the version", "Pin it to 3.11", "pin by digest": to pin is no PIN (in capitals it is: "PIN to 9895…")
_PIN_THE_VERB = (
    r"[ \t]+(?:the|a|an|it|this|that|them|to|by|at|your|our|its|every|all|down|versions?|dependencies|deps"
    r"|images?|packages?|actions?|tags?|digests?|commits?|releases?|modules?|providers?|plugins?|charts?|tools?)\b"
)
_PASSWORD_CUE = (
    r"(?<![0-9+/])(?i:pass(?:word|wd|phrase|code)s?|(?<![A-Za-z])(?:pwd?|(?-i:PIN)|(?-i:[Pp]in)(?!" + _PIN_THE_VERB + r")|psk|puk|creds?|credentials?"
    r"|log(?:s|ged|ging)?[ \t-]?(?:in(?:to)?|on)|sign(?:s|ed|ing)?[ \t-]?in|(?:wpa[23]?|wi-?fi|wireless|pre-?shared)[ \t-]?key"
    r"|(?:(?<=default )|(?<=admin )|(?<=root )|(?<=user )|(?<=login )|(?<=wifi ))pass(?=[ \t]+(?:is|was)[ \t])"  # "default pass is …"
    r"|unlock[ \t-]?(?:code|pin)|requirepass|masterauth|(?-i:Key Content)(?=[ \t]*:)|(?:snmp(?:[ \t]?v[123]c?|-server)?|v[12]c)[ \t]+(?:community(?:[ \t]+string)?|커뮤니티)|" + _DOOR_CODE +
    r"|combination)(?![a-z])|(?<=[a-z][._])pass(?![a-z]))"  # `.vault_pass`, `db.pass`
    r"|(?<![A-Za-z])(?i:old|new|previous|current)(?=[ \t]*[:=])"  # "old: … new: …", "old=… new=…" after a rotation
    r"|(?:이전|신규|기존|변경(?:[ \t]?[전후])?)(?=[ \t]*:)"
    r"|비밀[ \t]?번호|비번|패스워드|패스프레이즈|패스코드|암호(?![문화])|" + _LOGIN_KO + r"|계정|자격[ \t]?증명|잠금[ \t]?해제|사전[ \t]?공유[ \t]?키|핀[ \t]?(?:번호|코드)"
    r"|" + _DOOR_CODE_KO + r"|(?:도어락|번호[ \t]?키)(?=[은는이가:]|[ \t]+[#*]?[0-9])|(?:경보|경비|세콤|캡스|에스원)[ \t]?해제"  # "케이지 번호키가 1915#5621"
    r"|(?:공동)?현관(?=[ \t]*:[ \t]*(?:[#*][0-9]|[0-9]{4,12}[#*]))"  # an entrance's keypad: "공동현관: #217376*"
)
# what is revoked, leaked or hard-coded is a credential
_EXPOSED_WORDS = r"hard-?coded|compromised|leaked|revok(?:e|ed|ing)"
_EXPOSED_WORDS_KO = "하드코딩|유출|폐기"
_KEY_CUE = (
    r"(?i:(?<![A-Za-z0-9+/])(?<!idempotency[- ])(?<!public[ _-])(?<!publishable[ _-])(?<!public site )(?<!challenge )(?<!csrf )"
    r"(?:key|(?<!next[ _-]page[ _-])(?<!next[ _-])token|secret)s?(?![a-z]))"  # not an ACME challenge's token, served over plain HTTP
    r"|(?:(?<=[a-z])|(?<=[A-Za-z]{2}[0-9]))(?<![Pp]ublic)(?:Key|(?<![Nn]extPage)(?<![Nn]ext)(?<!appAccount)Token|Secret)s?(?![a-z])"  # apiKey,
    # wxpayApiv3Key, not s3Key, publicKey, the next page's token, StoreKit's `appAccountToken` (a UUID the app picks for its user)
    r"|(?<!공개용 사이트 )(?<!공개용 )(?<!공개)(?<!가리)(?<!일으)(?<!돌이)(?<!삼)키(?=[는은가이를을도의임야요로와과만인(:=\s]|$)|토큰|시크릿"  # not a site's public key, nor a verb ("가리키는": pointing at)
    r"|(?i:\b(?:use this|just use|here you go|here it is))\b|이거[ \t]?(?:쓰세요|써요|쓰면)|이걸로"  # a value handed over in chat
    r"|(?i:\b(?:" + _EXPOSED_WORDS + r")\b)|" + _EXPOSED_WORDS_KO +  # "L42에 <key> 하드코딩 돼있어요": what is hard-coded is a credential
    r"|\b[Vv]alues?\b|(?<![가-힣])값(?=[은는이을인:\s]|$)"  # "the user pasted the value in chat: X", "준 값 X" (not SQL's VALUES)
)
# Between sentences: their end, a blank line too. One blank ends a sentence and the sentence after takes the
# rest of the run: blanks that several parts could each take would be split every way before a failure.
_BETWEEN_SENTENCES = r"(?:(?!" + _ABBREVIATION_DOT + r")[.!?]+[ \t\n]|\n)(?:[ \t]*\n)?"
# The sentence of a credential word, the sentences after it as long as each holds one too (a question
# and its answer: "비번 모름\n> 나: 어드민 비번 알 수 있을까요?\n> 유저: X 에요"), and the next one.
# The credential words, behind the characters they can begin with: tried at every character of a sentence.
_CUE = with_lead(re.compile(_PASSWORD_CUE + "|" + _KEY_CUE))
_ANY_CUE = _CUE.pattern
NEARBY_SECRET = re.compile(
    r"(?:\A|(?<=\n)|(?<=[.!?][ \t])(?<!\be\.g\.[ \t])(?<!\bi\.e\.[ \t]))(?P<head>" + _IN_SENTENCE + r"*?)(?P<cue>" + _ANY_CUE + ")"
    r"(?P<tail>" + _IN_SENTENCE + r"*"
    r"(?:" + _BETWEEN_SENTENCES + _IN_SENTENCE + r"*?" + _ANY_CUE + _IN_SENTENCE + r"*)*"
    r"(?:" + _BETWEEN_SENTENCES + r"(?:[^\n.!?]{1,30}\?[ \t]+)?" + _IN_SENTENCE + r"*)?"  # the next one; after a short question, its answer
    r"(?:(?<=:)\n(?:[ \t]*\n)?[ \t]*[^\s]+[ \t]*(?=\n|\Z))?)"  # a line ending in a colon labels a value alone on the next
)
_IS_PASSWORD_CUE = with_lead(re.compile(_PASSWORD_CUE))
# Korean counters after a number: a year, a date, a time, a floor, a count (not a code)
_COUNTED = re.compile(r"(?:년|월|일|시|분|초|층|호|개|명|번째|회|건|대|차|원|%)")
# a rotation written as two labelled lines, "Old: …" then "New: …": when the old value is a password
# (or was found to be a secret already), the new one is too
_ROTATION = re.compile(
    r"(?i)[ \t]*(?:old|previous|이전|기존|변경[ \t]?전)[ \t]*:[ \t]*(?P<old>[^\s]+)[ \t]*\n"
    r"[ \t]*(?:new|current|신규|변경(?:[ \t]?후)?)[ \t]*:"
)


def _rotation(text: str, start: int) -> bool:
    """The value at `start` follows a "New:" label under an "Old:" line whose value is a password."""
    line = text.rfind("\n", 0, start)
    found = _ROTATION.match(text, text.rfind("\n", 0, line) + 1, start) if line > 0 else None
    if found is None:
        return False
    old = found.group("old")
    return REDACTED in old or _password_shape(old) or _chosen_passphrase(old)


def _names_a_record(text: str, end: int) -> bool:
    """A record's name ends at `end`, maybe with a separator after it (`payment_` of `payment_key`). Read
    from the slice before, not searched: a name of thousands of `KEY_` asks this once per credential word."""
    before = text[max(0, end - 13):end].casefold()
    return before.endswith(_RECORD_ENDINGS) or before[-1:] in " _-" and before[:-1].endswith(_RECORD_ENDINGS)


_NAMED_BEFORE = with_lead(re.compile(
    r"(?i:\b(?:name|id|ids|username|user|role|host|hostname|branch|tag|version|build|job|run|region|hash))[\"']?[ \t]*[:=]?[ \t]*[\"']?$"  # `username="…"` too
    r"|(?<!(?i:token))(?i:_user(?:name)?)(?:[ \t]*[:=]|[ \t]+(?:is|was)|[ \t]*값[은이]?)?[ \t]*[\"']?$"  # `KLARNA_USERNAME 값은 …` (a user token's user name is half of it)
    r"|(?i:\bevent)[ \t]*[:=]?[ \t]*$"  # an error tracker's event ID
    r"|(?i:\bcontainer(?:[ \t_-]?id)?)[ \t]*[:=]?[ \t]*$|컨테이너(?:[ \t]?(?:ID|아이디))?[은는이가]?[ \t]*[:=]?[ \t]*$"  # Docker's container ID
    r"|<add[ \t]+key=[\"']$"  # .NET's `<add key="Bitbucket:AppPassword" value="…"/>`: the key names the setting
    r"|(?i:\b(?:doc|document)[ \t]+)$"  # a database's document ID: "Firestore doc dzzBVjJO…"
    r"|(?:이름|아이디|사용자|호스트|브랜치|버전|리전|이벤트|해시|담당자|팀장|관리자|책임자)[은는이가]?[ \t]*[:=]?[ \t]*$"  # a role's holder
    r"|(?i:\bkid|\bkey[ _-]?id)[\"']?(?:[ \t]+(?:is|was))?[ \t]*[:=]?[ \t]*[\"']?$"  # a JWK's `kid` names the key, JSON's `"kid":"…"` too
    r"|(?i:\baccessor)[ \t]*[:=]?[ \t]*$"  # Vault's token accessor identifies a token without granting it
    r"|\b(?:(?:mixpanel|amplitude|Kakao)\.init|analytics\.load|LDClient\.initialize)\([ \t]*[\"']$"  # a browser SDK's project token, JavaScript key, write key or client-side ID is public by design
    r"|(?:[a-z](?:Id|ID)|[A-Za-z0-9]_(?:ID|id))" + _NOT_A_CREDENTIALS_ID + r"[\"']?\]?(?:[ \t]*[:=][ \t]*[\"']?|[ \t]+)$"  # S3's `"VersionId": "…"`, `NAVER_CLIENT_ID = "…"`, `["APP_ID"] = "…"`, `client_id Iv23…`
    r"|(?i:\betag)[ \t]*[:=]?[ \t]*(?:W/)?[\"']?$"  # an HTTP ETag
    r"|" + _RECORD_NAMES + r"[ _-]?(?i:keys?)[\"']?[ \t]*[:=][ \t]*[\"']?$"  # a record's key: Toss's `"paymentKey":"…"`
    r"|\"(?:n|e|x|y|x5c|x5t)\"[ \t]*:[ \t]*\"?$"  # a JWK's public members (not a private key's `d`, `p`, `q`)
    r"|(?i:\b(?:nonce|state))[ \t]*[:=]?[ \t]*$"  # OpenID Connect's nonce and state travel in the URL
    r"|(?i:public[ _-]?key|site[ _-]?key|publishable[ _-]?key)[ \t]*[:=]?[ \t]*$"  # WireGuard `PublicKey cUL8…=`
))
def _named_before(text: str, start: int) -> bool:
    """The words right before the value at `start` name it, not a secret: "role session name X", `username="X"`;
    not where they end a password's phrase: "Password for the elastic user: X"."""
    named = _NAMED_BEFORE.search(text, max(0, start - 24), start)
    return named is not None and _PASSWORD_OF.search(text, _line_start(text, named.start(), 80), named.start()) is None


_PASSWORD_OF = re.compile(r"(?i:\bpass(?:word|phrase)[ \t]+(?:for|of)[ \t])[^\n:=]{0,60}$")


# a command that stores a secret and prints the ID it was given, on the line under it
_PRINTS_AN_ID = re.compile(r"\b(?:docker|podman)[ \t]+(?:secret|config)[ \t]+create\b[^\n]*\n[ \t]*$")
_OPENS_STRUCTURE = re.compile(r"[\"']?[ \t]*[:=][ \t]*[\[{]")
_B64_DIGEST = re.compile(r"[A-Za-z0-9+/]{21}[AQgw]==|[A-Za-z0-9+/]{27}=|[A-Za-z0-9+/]{43}=")  # an MD5, SHA-1 or SHA-256 in base64
_SENTENCE_END = re.compile(r"(?!" + _ABBREVIATION_DOT + r")(?<![.!?])[.!?]+(?:[ \t]+|\n)|\n")  # a run tried once: linear
_PIN_CUE = re.compile(
    r"(?i:pin|puk|" + _DOOR_CODE + r"|combination|unlock[ \t-]?(?:code|pin))|핀(?:[ \t]?(?:번호|코드))?|" + _DOOR_CODE_KO + r"|도어락|번호[ \t]?키|(?:공동)?현관|잠금[ \t]?해제|(?:경보|경비|세콤|캡스|에스원)[ \t]?해제"
)
_KEY_WORD = re.compile(r"(?i:keys?)|키")
# where a UUID after "key" is the key's ID, not the key: KMS, ARNs, "key id", idempotency keys
_KEY_ID_WORDS = with_lead(re.compile(r"(?i:kms|arn:|key[ _-]?ids?\b|idempotency|alias/)|키[ \t]?(?:ID|아이디)"))
_KEY_CUE_WORD = re.compile(r"(?i:keys?|tokens?|secrets?)|키|토큰|시크릿")
# the rest of a labelled value's line: nothing, or the sentence's full stop (unlike `_ends_line`)
_VALUE_ENDS_LINE = re.compile(r"[.!?]?[ \t]*(?:\n|\Z)")
_KOREAN_COPULA = r"[ \t]?(?:이?었|였|이?에요|예요|임|입니다)"  # "… 였음", "…입니다"
_VALUE_ENDS_CLAUSE = re.compile(_VALUE_ENDS_LINE.pattern + r"|[,;][ \t]|[ \t]+(?:[—–]|--?)[ \t]|[.!?][ \t]+(?=[A-Z" + _HANGUL + r"])|" + _KOREAN_COPULA)
# or its clause or sentence: "It's <value>, and …", "It is <value> — type it exactly", "<value>. I checked it today."
# or, after a value of ten characters of three kinds, at "and": "The one for … was vRO6d9qTArgK and it must be changed"
# (not "The one for free tier is 1000rpm and paid is …")
_AND_GOES_ON = re.compile(r"[ \t]+(?:and|but)[ \t]")
# a line that names a credential and ends in a colon labels the value on the next line, and a short clause
# that hands it over, ending in a colon, the value that ends its line ("새 카드 비밀번호를 보내줌: 93862286"; not
# "password expires on: 20251231")
_LABEL_LINE = re.compile(
    r"[^\n]*:[ \t]*\n(?:[ \t]*\n)?[ \t]*"
    r"|[^\n.!?:]{0,40}(?:보내|알려|전달|공유|받았|불러|(?i:\b(?:sent|gave|shared|told|handed|said|read[ \t]+it[ \t]+out|had[ \t]+it)\b))[^\n.;!?:]{0,12}"
    r"(?<!(?i:[ \t]at))(?<!(?i:[ \t]on))(?<![일시]):[ \t]+"  # "sent at:", "보낸 일시:" give a time
)
_STRICT_PASSWORD_CUE = with_lead(re.compile(r"(?<![\w-])(?i:password|passphrase|passwd|pwd?)(?![A-Za-z0-9_-])|비밀[ \t]?번호|비번|암호(?![문화])|패스워드|패스프레이즈"))
_GIT_WORD = with_lead(re.compile(
    r"(?i:\bgit[ \t]+(?:log|show|bisect|blame|diff|revert|cherry-pick|rebase|reset|checkout)|bisect)"
    r"|(?m:^(?:tree|parent|object)[ \t][0-9a-f]{40}$)"  # a commit or tag object's header (`git cat-file -p`)
))
# a code or a number the sentence before named: "…테스트 유심 PUK 얘기가 없었음. 사용자가 번호는 24298446 라고 함."
# (not a number of another kind: "에러 코드는 …", "the exit code is …")
_OTHER_NUMBERS_KO = """에러 오류 상태 응답 종료 전화 주문 계좌 우편 송장 포트 버전 이슈 티켓 내선 휴대폰 핸드폰 연락처 대표 사업자 등록
    접수 문의 요청 빌드 리턴 반환 결과 모델 시리얼 제품 부품 사번 회원 고객 예약 거래 고객센터 단축 회의실 회의""".split()
_OTHER_NUMBERS_EN = """error status exit response zip postal area country order phone ticket case build issue line commit return
    reason serial part model invoice rma version support extension conference bridge account routing tracking reference
    confirmation booking ussd short job meeting room participant""".split()
_OTHER_NUMBER = re.compile("(?:" + "|".join(_OTHER_NUMBERS_KO) + r")[ \t]?\S?\Z|(?i:\b(?:" + "|".join(_OTHER_NUMBERS_EN) + r")[ \t]+\S?\Z)")
_CODE_IS = re.compile(
    "".join(f"(?<!{word})(?<!{word} )" for word in _OTHER_NUMBERS_KO) + r"(?:번호|코드)(?:는|은|가|이)?[ \t]*:?[ \t]*\Z"
    r"|(?i:\b" + "".join(f"(?<!{word} )" for word in _OTHER_NUMBERS_EN) + r"code[ \t]+(?:is|was)[ \t]*:?[ \t]*)\Z"  # ("the number is" gives a phone's too)
)
_VALUE_IS = with_lead(re.compile(r"(?:값|내용|(?i:value|contents?))(?:은|는|이|[ \t]+is)?[ \t]*:?[ \t]*\Z"))
# "…asks for the PIV PIN. The user said it is 849548551.": "it is" points back when its value ends the line
_IT_IS = with_lead(re.compile(
    r"(?i:\b(?:it|that)(?:'s|[ \t]+(?:is|was))|\bit[ \t]+here[ \t]*:"  # "Copying it here: …"
    r"|\b(?:right|correct|new|current|actual|real|working|temporary|initial)[ \t]+one(?:(?:,[^,\n]{1,40},)?[ \t]+(?:is|was)|\?)"  # "The right one, per the user, is …", "The current one? …"
    r"|되는[ \t]?(?:건|것은|게)[ \t]?(?:이거|이것)[ \t]*:"  # "실제로 되는 건 이거: <value>"
    r"|(?:님|씨)?[이가]?[ \t]*알려(?:줌|줬음|주셨음|주심|줬어요)[ \t]*:"  # "현우님이 알려줌: <value>"
    r"|\bthe[ \t]+one[ \t]+for[ \t]+[^\s,]{1,40}(?:[ \t]+[^\s,]{1,40})?[ \t]+(?:is|was)"  # "The one for new.hire@… was …"
    r"|\bthe[ \t]+one[ \t]+(?:in[ \t]+use|we[ \t]+use|that[ \t]+works|deployed|configured)[ \t]+(?:is|was)"  # "the one in use is …"
    r"|\b(?:it|that)[ \t]+was[ \t]+(?:rotated|reset)(?:[ \t]+[\w-]+){0,3}?[ \t]+to)[ \t]*\Z"  # "It was rotated last week to …"
    r"|에[ \t]?따르면[ \t]*\Z"  # "…비번 몰랐음. 총무팀 티켓에 따르면 …"
))
# a sentence that hands over the credential it ends with, its value the whole next one: "Here is the Bugsnag auth token. <UUID>"
_HERE_IS = re.compile(r"(?i:\bhere(?:'s|[ \t]+is)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+)?)(?:[\w.-]+[ \t]+){0,3}\Z")
# what a file holds, given right after: "config/master.key ...; content e302a2…", ".vault_pass 내용: …"
_CONTENT_IS = with_lead(re.compile(r"(?:내용|(?i:\bcontents?))(?:은|는|이|[ \t]+(?:is|was))?[ \t]*:?[ \t]*\Z"))
# a chat line's speaker, after a channel or a time: "오세훈님: ", "[#backend] jenny: ", "10:43 sara: "
_CHAT_SPEAKER = re.compile(
    r"(?:(?:\[[^\]\n]{1,40}\][ \t]*)?(?:[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[ \t]+)?[^\n:]{1,24}:[ \t]*"
    r"|\[[^\]\n]{1,24}\][ \t]*\[(?:오전|오후|AM|PM)?[ \t]?[0-9]{1,2}:[0-9]{2}\][ \t]*)"  # KakaoTalk's export: "[강수빈] [오후 3:41] …"
)
_CHAT_USER_FIRST = re.compile(_CHAT_SPEAKER.pattern + r"[\w.@-]{1,40}[ \t]*[,/][ \t]*")
_ASKS = re.compile(r"(?i:\b(?:what(?:'s| is| was)|anyone (?:have|got)|where(?:'s| is))\b)|뭐|어디|알려")
# 24 or more letters of one case with no ending of a word: a generated key (Solapi's secrets, Logz.io's
# tokens), never a name
_ONE_CASE_KEY = re.compile(r"(?=[A-Z]{24,}$|[a-z]{24,}$)(?!.*(?i:tion|ment|able|ing|ers)).*")
_HEX_RUN = re.compile(r"[0-9a-f]{16,}|[0-9A-F]{16,}")
_LONG_HEX = re.compile(r"[0-9a-f]{32,}|[0-9A-F]{32,}")
# words that name an ID, which has any length: a request's ID, not "request a fresh secret"
_ID_WORDS = (
    r"(?i:\bids?\b|identifier|request(?!s\b)(?![ \t]+(?:a|an|the|new|fresh|another|one)\b)|trace|span|correlation|object|\bbuild\b"
    r"|serial|events?\b|etag|txid|tx[ \t_-]?hash)|아이디|시리얼|일련[ \t]?번호|이벤트"
)
_ID_WORD = with_lead(re.compile(_ID_WORDS))
# and words that name a digest or a commit, which have fixed lengths (`_digest_length`): the names (`sha` as a word or
# a name's part, `SHA-256`, `shasum`, `ReleaseSha`, `gitsha`, `headsha`, `basesha`, `commitsha`, `buildsha`, not inside
# `shared` or `shadow`), then the words of git's history and of IDs around them
_DIGEST_NAMES = r"(?i:commit|(?-i:(?<![a-z])sha|(?<=git|ead|ase|mit|ild)sha|Sha|SHA)(?![a-rt-z])|hash|digest|checksum|fingerprint|revision|revert)|커밋|해시|체크섬"
_DIGEST_WORD = with_lead(re.compile(
    _DIGEST_NAMES + r"|(?i:\brev\b|md5|merged|cherry-pick|\bgit\b|gpg|pgp|\bPR[ \t]*#|pull request|\bfixed in\b|regression)|지문|" + _ID_WORDS
))
# A value: quoted without blanks (another kind of quote may be inside: `Velvet!"rocket67`), or a bare word.
_NEARBY_VALUE = re.compile(r"(?P<q>[`'\"])(?P<qval>(?:(?!(?P=q))\S){4,200}?)(?P=q)|(?P<bare>[^\s`'\"]+)")
_PREFIXED_ID = re.compile(r"(?:[a-z]{2,8}_)+[A-Za-z0-9]{8,32}")
# Stripe's object IDs with a prefix of three letters or more: a connected account, a customer, a subscription, an event
# (not `pi_`, `in_`, `ch_`: two letters begin any word's ID, a community string's too)
_STRIPE_ID = re.compile(r"(?:acct|cus|sub|prod|price|evt|seti|txn|card)_[A-Za-z0-9]{14,40}")
# Shapes that are never a credential however close to one they stand.
# a key of DynamoDB's single-table design: an entity's name (in capitals or small letters), `#`, then an ID, a date or another word
_COMPOSITE_KEY = re.compile(
    r"(?:[A-Z]{3,}(?:_[A-Z]+)*|[a-z]{3,}(?:_[a-z]+)*)#(?:" + _ANY_CASE_UUID + r"|[0-9]{4}-[0-9]{2}-[0-9]{2}|[A-Z]+|[0-9A-HJKMNP-TV-Z]{26})"
    r"(?:#(?:" + _ANY_CASE_UUID + r"|[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9:.]+Z?)?|[A-Z0-9]+))*"  # `order#<ULID>` too
)
_NOT_NEARBY = re.compile(
    r"(?:[A-Za-z0-9-]+\.)+(?:[a-z]{2,}|[A-Z]{2,})(?::[0-9]+)?$"  # host names (a top-level domain has one case)
    r"|(?:[A-Z][a-z]+)+(?:\.(?:[A-Z][a-z]+){2,})+[,.;:]?$"  # members in code: `MountVolume.SetUp`, `Console.WriteLine`
    r"|[a-z]+(?::[A-Za-z0-9_-]+){2,}$"  # namespaced cache keys: `user:6488:session:v3`
    r"|'?(?:nonce|sha256|sha384|sha512)-[A-Za-z0-9+/]{16,}={0,2}'?$"  # a Content-Security-Policy's nonce or hash: `'nonce-tEPs…=='`
    r"|[\w*]+\.\*:[A-Z]+(?:,[A-Z ]+)*$"  # a MySQL grant, as Ansible's `mysql_user` takes it: `app.*:ALL`
    r"|@[A-Z][a-z]+(?:[A-Z][a-z]+)*$"  # a Java annotation: `@NotBlank`
    r"|(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+(?::[A-Z][a-z]+(?:[A-Z][a-z]+)*)+$"  # a .NET configuration key: `1passwordService:MaxRetries` (not `admin:Winter2024x`)
    r"|" + _PUBLISHABLE + r"|\$2[aby]?\$[0-9]{2}\$[./A-Za-z0-9]{53}|\$argon2"  # public keys; bcrypt and argon2 hashes
    r"|[A-Za-z]+[0-9]+(?:\.[0-9]+)+$"  # Python3.11, macOS14.2
    r"|:" + _VERSION.pattern + r"[,.;:]?$"  # an image's tag: `:v0.24.0`
    r"|(?:s3|gs|b2|azure|swift|sftp|rest|rclone):[\w.@-]+[/:][\w./:-]*$"  # restic's and rclone's repositories: `s3:host/bucket`
    r"|[0-9A-HJKMNP-TV-Z]{26}[,.;:]?$"  # a ULID: Crockford's base32 (no I, L, O or U); generators that ignore its time's
    # first digit (0 to 7) are common, and a key of 26 capitals and digits without I, L, O or U is not
    r"|0x(?:[0-9A-Fa-f]{8}){1,2}[,.;:]?$"  # an OpenPGP key ID: `0x3AA5C34371567BD2`
    r"|(?:msg|toolu|srvtoolu|chatcmpl|file|run|thread|asst|resp|batch|call|vs|ftjob)[_-][A-Za-z0-9]{16,40}[,.;:]?$"  # an LLM API's
    # object IDs: Anthropic's message and tool use, OpenAI's completion, file, run, thread, assistant, response, batch, call
    r"|" + _STRIPE_ID.pattern + r"[,.;:)]?$"  # Stripe's object IDs
    r"|(?:~|\.{1,2})?/(?:[\w.-]+/)+[\w-]+\.[A-Za-z]{1,5}(?::[0-9]{1,6}){0,2}[,.;:]?$"  # a file and line: `/var/www/lib/db.php:14`
    r"|\\\\[\w.$-]+(?:\\[\w.$-]*)+[`,.;:]?$"  # a Windows share: `\\fs01\share`
    r"|/(?i:user|u|domain|d|persistent|savecred|delete):\S*$"  # a switch that names an account: `/user:CORP\svc-backup`
    r"|(?:[a-z_][a-z0-9_]*\.){2,}[A-Z][A-Za-z0-9]+(?:\$\$[A-Za-z]+\$\$[0-9]+)?(?:\.[a-z][A-Za-z0-9]*)?['\",;]*$"  # a class by its module:
    # `django.contrib.auth.hashers.Argon2PasswordHasher`, a Spring proxy's and its method (`…RepoImpl$$SpringCGLIB$$0.findAll`)
    r"|[0-9]{2}/[A-Z][a-z]{2}/[0-9]{4}(?::[0-9]{2}){3}$"  # an access log's time: `[03/Jun/2025:14:24:14 +0900]`
    r"|(?:[0-9]{4}/[0-9]{2}/[0-9]{2}/)?\[(?:\$LATEST|[0-9]{1,6})\][0-9a-f]{32}[`'\",.;)]?$"  # a Lambda log stream: `2025/05/21/[$LATEST]<32 hex>`
    r"|[\w./-]*\.[a-z]{1,5}$"  # file names
    r"|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+="  # `AUTH0_CLIENT_ID=…` as one word: its name's own rule judges it
    r"|(?:" + _ANALYTICS_COOKIE.pattern + r")="  # `_ga_KUNNJB460I=GS1.1.17414…`: an analytics cookie counts visits
    r"|[A-Za-z]{2,12}(?:/[A-Za-z]{2,12})+/?[,.;:)]?$"  # words of a choice: "복호화 키(KMS/age/볼트 비밀번호)"
    r"|(?:/[A-Za-z]{1,20}=[^/\s]*)+$"  # a certificate's subject: `-subj '/C=KR/O=Acme/CN=api.acme.io'`
    r"|(?:[a-z_][A-Za-z_.-]*[A-Za-z_.]|[A-Z]+[a-z][A-Za-z_.-]*[A-Za-z_.]|[A-Z][A-Z_.-]*[A-Z_.]|[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)+)[0-9]*=(?!=*$)(?![^=;&,\s]*=[^=\s])"  # settings: `timeout=30s`, `Server=db;User`,
    # `PORT=…`, `SAMLRequest=…`, `X-Amz-Date=…` (not base64 padding, not `…-=!X`, not `GzuNV8v=o2k…`, not a password's `Vd=Mb42…`: a name's case
    # is a word's or an acronym's, and a name has three letters or more; not `cq7=D5=in=AHcl`, where no setting ends before the next `=`)
    r"|[A-Za-z]=[0-9]+(?:,[A-Za-z]=[0-9]+)*[.,;]?$"  # parameters: argon2's `m=65536,t=3,p=4`, `m=262144,`
    r"|" + _COMPOSITE_KEY.pattern + r"[\",]?$"  # DynamoDB's keys in a single-table design: `CUSTOMER#<uuid>`, `ORDER#2025-10-04#BBDJ521M`
    r"|[a-z]+(?:[A-Z][a-z]+)*(?:,[ ]?[a-z]+(?:[A-Z][a-z]+)*)+$"  # a list of names: `digitalSignature,keyEncipherment`
    r"|\w+(?:-+>>?|=>|<-+)\w+[:,]?$"  # arrows of a diagram or code: `App->>Auth:`
    r"|(?:[A-Z][a-z]{2,})+V[0-9]{1,2}[.,;]?$"  # versioned names: `PolicyV2`, `AuthServiceV3`
    r"|[A-Za-z][\w.-]*\([a-z_][\w.]*[,)]?$"  # a call cut at its first argument: `HMAC-SHA256(body,`
    r"|(?i:sha-?[0-9]+|md5|eyJ)|h1:"  # digests (go.sum's h1:, `SHA-256(…`), base64 JSON
    r"|[A-Z0-9]{2,8}-HMAC-SHA[0-9]+$"  # a signing scheme: AWS `AWS4-HMAC-SHA256`, Tencent `TC3-HMAC-SHA256`
    r"|\|1\|[A-Za-z0-9+/=]+\||AQICAH[A-Za-z0-9+/]{40,}"  # a hashed known_hosts entry; an AWS KMS ciphertext blob
    r"|[a-z0-9][a-z0-9._/-]*:v?[0-9]+(?:\.[0-9]+)+[\w.-]*[`'\",.;)]?$"  # an image and its tag: `nginx:1.27`
    r"|[a-z]{2}(?:-gov)?-(?:north|south|east|west|central|northeast|southeast|northwest|southwest)-[0-9][_:][\w-]+[,.;]?$"  # a cloud region's ID: Cognito's `ap-northeast-2_BROSKijJW`
    r"|[A-Za-z][\w-]*[:=][0-9]{4}-[0-9]{2}-[0-9]{2}[,.;]?$"  # a name and a date: `Notion-Version:2022-06-28`
    r"|(?!(?:[A-Za-z0-9]+-)*(?i:key|token|secret|api|pass|auth|sk|pat)-)(?:[A-Za-z][A-Za-z0-9]*-){2,}[0-9a-f]{40,}$"  # a cache key: `Linux-node-modules-<digest>`
    r"|AAAA[A-Z][0-9A-Za-z+/]|age1[a-z0-9]{40,}$"  # SSH and age public keys
    # a PEM certificate or public key in base64, as Kubernetes' `caBundle:` holds one
    r"|LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t|LS0tLS1CRUdJTiBQVUJMSUMgS0VZLS0t|LS0tLS1CRUdJTiBSU0EgUFVCTElDIEtFWS0tLS0t"
    r"|bc1[02-9ac-hj-np-z]{38,58}$|0x[0-9a-fA-F]{40}$"  # Bitcoin (bech32) and Ethereum addresses: public by design
    r"|(?:[A-Z][a-z]+)+=$"  # a setting's name in a unit file: `Environment="GMO_SITE_PASS="`
    r"|[a-z]{1,10}-(?:[0-9a-f]{8}|[0-9a-f]{17})$"  # cloud resource IDs: i-0abc…, vpc-…, sg-… (8 or 17 hex)
    r"|(?![a-z]{1,3}[-_][a-z0-9]{20})(?![a-z0-9_-]*?(?<![a-z0-9])(?=[a-z0-9]*[g-z])(?=[a-z0-9]*[0-9])[a-z0-9]{24})[a-z0-9]+(?:[-_][a-z0-9]+)+$"  # lowercase names: ap-northeast-2, release-bot-v2 (not nv-<key>, not `os_v2_app_<key>`)
    r"|" + _PREFIXED_ID.pattern + r"$"  # object IDs: pi_…, cus_…, tgen_… (secret keys have rules; longer is a key)
    r"|[A-Z]{2}[0-9a-f]{32}$"  # Twilio SIDs: account, message, call
    r"|[a-z_][a-z0-9_.-]*@(?=[0-9.-]*[A-Za-z]|[0-9]{1,3}(?:\.[0-9]{1,3}){3})[A-Za-z0-9.-]+(?:'s)?$"  # user@host, "admin@nas01's password:" (not `dkdlfjqm@7607`)
    r"|[a-z][a-z0-9_-]+/(?![^\s]*\+)"  # paths and names under a prefix: alias/…, projects/…, prod/billing/… (not base64's c/9ON0…, egp/Yl…+…)
    r"|[a-z0-9-]{2,20}:[A-Z][A-Za-z*]+$"  # IAM actions: kms:Decrypt, s3:GetObject
    r"|[A-Za-z]+(?:/[A-Za-z]+)+[,.;]?$"  # words joined by slashes: Jan/Apr/Jul/Oct, read/write
    r"|(?:[A-Z]{1,4}|[A-Z][a-z]+)(?:-[A-Z][a-z]+)+(?:-V?[0-9]{1,4})?:?$"  # header names and flags: `X-Hub-Signature-256:`, `WWW-Authenticate:`, `New-Checkout-V2`
    r"|X-[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:-[A-Z][a-z]+(?:[A-Z][a-z]+)*)+:?$"  # a custom header's name in CamelCase: `X-GitHub-Api-Version`
    r"|[A-Z]{2,6}[-_]?[0-9]{2,6}(?:/[a-z_-]+)+[,.;:]?$"  # an error code and its reason: `KOE006/invalid`
    # PowerShell cmdlets: Verb-Noun
    r"|(?:Get|Set|New|Remove|Add|Clear|Copy|Move|Rename|Reset|Test|Invoke|Start|Stop|Restart|Enable|Disable"
    r"|Install|Uninstall|Register|Unregister|Import|Export|ConvertTo|ConvertFrom|Connect|Disconnect|Read|Write"
    r"|Out|Select|Update|Protect|Unprotect|Grant|Revoke)-[A-Z][A-Za-z]+$"
)
# Wherever they occur in a value: URLs, e-mail addresses, digests, expansions and templates.
_NOT_NEARBY_ANYWHERE = re.compile(
    r"://|[^@\s]@[A-Za-z0-9-]+\.[A-Za-z]|^[\w.-]+@(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?::\S*)?$|@sha|\$[{(]|\{\{|\{[A-Za-z_][\w.]*\}|%\(|[;&][A-Za-z_][\w.-]+=|::|^arn:"
    r"|^(?=.*\w\().*\)$|\w\($"  # a call; anchored, so a value of many `a(` is read once
    r"|\[\^?(?:[0-9A-Za-z]-[0-9A-Za-z]|\\[dws])"  # a regular expression's class: `glpat-[0-9A-Za-z_-]{20}`
    r"|\bdata:[a-z]+/[\w.+-]+;base64,|^(?:iVBORw0KGgo|R0lGODlh|/9j/|H4sI)"  # a data URI; PNG, GIF, JPEG and gzip bytes in base64
    # a public key in base64 DER (DKIM's `p=`): RSA's of 1,024 to 4,096 bits, EC's P-256 and P-384, Ed25519's
    r"|^(?:p=)?(?:MIIBIjANBgkqhkiG9w0BAQEFAAOC|MIGfMA0GCSqGSIb3DQEBAQUAA4GN|MIICIjANBgkqhkiG9w0BAQEFAAOC|MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"
    r"|MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE|MCowBQYDK2VwAyEA)"
    r"|^GHSA(?:-[a-z0-9]{4}){3}$|^CVE-[0-9]{4}-[0-9]{4,}$"  # advisory IDs
    r"|(?<![A-Za-z0-9])(?:1Password|KeePass(?:XC)?|LastPass|Bitwarden)(?![A-Za-z0-9])"  # a password manager's name: "이름(1Password)으로만"
)
# Between a credential word and a key given right after it: "키는 ", "TOKEN에 ", "(…Password)은 ".
_RIGHT_AFTER = re.compile(
    r"(?:[ \t]+(?:for|of|on|from|before|after)[ \t]+(?:[\w-]{1,40}[ \t]+){0,3}[\w-]{1,40}(?:[ \t]*:|[ \t]+(?:is|was)\b)"  # "disarm code for the IDC cage: …", "pw for the admin account is …"
    r"|[ \t]*\([^()\n]{1,40}\)[ \t]*:)?"  # "door code (B1, rack 3 side): …"
    r"(?:[ \t]*(?:값|코드|번호|(?i:value|code|number)))?"  # "API key 값은 …", "key value: …", "SIM PUK 코드: …", "door-lock code is …"
    r"[\s:=()]*(?:은|는|이|가|에|을|를|도|의|(?:(?:is|was)[ \t]+)?(?:set|changed|updated|reset)[ \t]+to|is|was|to|=|,[ \t]*which[ \t]+(?:is|was))?"  # "… was set to …", ", which is …"
    r"[\s:=]*(?:(?:still|now|currently|old|아직|지금|현재|이전)[ \t]+)?"
    r"(?:(?:(?<=[은는이가을를도][ \t])|(?<=\bis[ \t])|(?<=\bwas[ \t])|(?<=\bis:[ \t])|(?<=\bwas:[ \t]))[`'\"])?"  # quoted after a particle: "키는 `…`", "is: `…`"
    + _MARKUP  # or marked up: "The password is <b>hunter2</b>"
    + r"|[ \t]+[`'\"]"  # or right after the word: "Client Secret `IDTT5ZvdL5`는"
)
_HEX_KEY = re.compile(r"[0-9a-f]{32}|[0-9A-F]{32}|" + _ANY_CASE_UUID)
_HANGUL_CHAR = re.compile("[" + _HANGUL + "]")
_HANGUL_ENDS_VALUE = re.compile("[" + _HANGUL + "]+(?![" + _HANGUL + "])(?![0-9!@#$%^&*+=~?_.-]*[A-Za-z0-9!@#$%^&*+=~?])")


_NEXT_PARAMETER = re.compile(r"&[A-Za-z_][\w.-]*=")


# a password's or a PIN's word, then what it is for and `=`: "SIM PUK for the on-call phone = …" (not after a key's
# word, where it is code: "key for the dict = …")
_GIVEN_FOR = re.compile(r"[ \t]+(?:for|of|on)[ \t]+(?:[\w-]{1,40}[ \t]+){0,3}[\w-]{1,40}[ \t]*=[ \t]*")
_NAMED_FORM = re.compile(r"[A-Za-z0-9_-]{1,20}\)[=:]")


def _nearby_value(raw: str) -> tuple[int, str]:
    """A bare word as a value: without an opening bracket, Korean particles glued on, sentence punctuation, or the
    tags around an XML element's text (`"false">rzp_live_…</string>`)."""
    tag = _OPENING_TAG.match(raw)
    start = tag.end() if tag and tag.end() < len(raw) else 0
    while start < len(raw) - 1 and raw[start] in "([{<=:>":
        start += 1
    named = _NAMED_FORM.match(raw, start) if start and raw[start - 1] == "(" else None  # `value(base64)=eyJ…`: the value follows
    start = named.end() if named and named.end() < len(raw) else start
    value = raw[start:]
    parameter = _NEXT_PARAMETER.search(value) if raw.startswith("=") else None
    value = value[:parameter.start()] if parameter else value  # `?key=<key>&steamids=…`: a parameter's value ends at the next
    closing = _CLOSING_TAG_AT_END.search(value)
    value = value[:closing.start()] if closing and closing.start() > 0 else value
    if not _HANGUL_CHAR.match(value):  # "XhRl1252@7이고", "(mango1942..2)은": the value ends at the Hangul
        ends = _HANGUL_ENDS_VALUE.search(value)  # not Hangul inside it: "jsq7행복=197"
        value = value[:ends.start()] if ends else value
    return start, _trim_bare(value)


_OPENING_TAG = re.compile(r"<[A-Za-z][\w:.-]{0,30}>")
_CLOSING_TAG_AT_END = re.compile(r"</[A-Za-z][\w:.-]{0,30}>?\Z")
_CASE_CHANGE = re.compile(r"(?=[a-z][A-Z]|[A-Z][a-z])")
_CASE_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_VOWEL = re.compile("[aeiouyAEIOUY]")


def _case_at_random(value: str) -> bool:
    """The case changes four times or more, and most parts between the changes are no syllable:
    `KLtEtqi5lTdmcxvJ`, not `getUserById2Fast` (which `_random_case`, for letters alone, would take)."""
    if len(_CASE_CHANGE.findall(value)) < 4:
        return False
    parts = _CASE_PART.findall(value)
    return 2 * sum(len(part) >= 2 and _VOWEL.search(part) is not None for part in parts) < len(parts)


def _generated_shape(value: str) -> bool:
    """A generated key: a long run of letters and digits (base64 too), not a hash, ID or compound."""
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return (
        re.fullmatch(r"[A-Za-z0-9+/_-]{16,}={0,2}", value) is not None
        and _looks_random(value, 16) and letters >= 4
        # base62 of 32 may hold one digit, and so may a shorter one whose case changes at random (`KLtEtqi5lTdmcxvJ`)
        and (digits >= 2 or digits and (len(value) >= 32 or _case_at_random(value)))
        and (digits >= 4 or any(c.isupper() for c in value) and any(c.islower() for c in value))
        and not re.fullmatch(r"(?:0x)?[0-9a-fA-F-]+", value)  # hex, a `0x` number or key ID too
    )


def _key_shape(value: str) -> bool:
    """A generated key, or 32 hex digits or more (API keys of many vendors)."""
    return _generated_shape(value) or _LONG_HEX.fullmatch(value) is not None


# a word of Latin letters (small ones in it) and Hangul, ending in digits: `Pine노을우리집2009`, `nova곰돌이_49`; not
# `bcrypt12라운드` or `AES256암호화` (a term and what it does). A product's name glued to Hangul (`갤럭시Note20`) has
# this shape too: measured, the passwords of it outweigh it
_HANGUL_MIXED_PASSWORD = re.compile(
    r"(?=[^\s]*[a-z])(?=[^\s]*[" + _HANGUL + r"]{2})[A-Za-z" + _HANGUL + r"]+[_.-]?[0-9]+[!@#$%^&*?~.]*"
)
# Hangul of four syllables or more, then three digits or more: `우리하늘짱935`; not a year, a date, a room's, a floor's, a
# screen's or a document's number (`보안가이드라인2024`, `장애보고서0312`, `본관회의실301`, `대시보드화면1920`)
_HANGUL_THEN_DIGITS = re.compile(r"[\uac00-\ud7a3]{4,12}[0-9]{3,6}")
_WORD_WITH_PARAMETERS = re.compile(r"[\uac00-\ud7a3]+\([A-Za-z_]+=")
_NUMBERED_THING = re.compile(r"[실층호관동면서판][0-9]+$|[^0-9](?:19|20)[0-9]{2}$|[^0-9](?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])$")


def _password_shape(value: str) -> bool:
    """A password people choose: letters with digits and symbols (three kinds of character) or Hangul
    with a digit and a symbol, or with Latin letters and digits (`Pine노을우리집2009`)."""
    if _HANGUL_CHAR.search(value):  # "커피비밀1964#"; "정책(10자" is a word with a count, "해시(m=64MB," one with its parameters
        digits = sum(c.isdigit() for c in value)
        return len(value) >= 6 and any(c in _PASSWORD_SYMBOLS for c in value) and digits > 0 and not _WORD_WITH_PARAMETERS.match(value) \
            or len(value) >= 8 and digits >= 2 and _HANGUL_MIXED_PASSWORD.fullmatch(value) is not None \
            or len(value) >= 8 and _HANGUL_THEN_DIGITS.fullmatch(value) is not None and not _NUMBERED_THING.search(value)
    letters = value.rstrip("0123456789!@#$%^&*~")
    return len(value) >= 8 and any(c.islower() for c in value) and _kinds(value) >= 3 and _looks_like_password(value) \
        or letters != value and _typed_hangul(letters)  # a Korean word typed on the Latin layout, digits after: `tjdnfekfqlc1997`


def _random_case(value: str) -> bool:
    """Ten letters or more whose case changes three times or more (`GGIFKvYxpm`), as no word or name's does."""
    return re.fullmatch(r"[A-Za-z]{10,64}", value) is not None and len(re.findall(r"(?=[a-z][A-Z]|[A-Z][a-z])", value)) >= 3 \
        and re.search(r"[A-Z][a-z][A-Z]", value) is not None


def _random_lowercase(value: str) -> bool:
    """Lowercase letters and digits mixed at random (`hdkv61zzkt6e`, a generated Wi-Fi key): digits in
    two places or more, and no run of four letters or more with a vowel in it, as a word or name has."""
    if not re.fullmatch(r"[a-z0-9]{10,32}", value) or re.fullmatch(r"[0-9a-f]+", value):
        return False
    runs = re.findall(r"[a-z]+", value)
    return len(re.findall(r"[0-9]+", value)) >= 2 and sum(map(len, runs)) >= 5 and sum(c.isdigit() for c in value) >= 3 \
        and not any(len(run) >= 4 and re.search(r"[aeiou]", run) for run in runs)


def _kinds(value: str) -> int:
    """How many of lowercase, uppercase, digit and symbol the value holds."""
    return (
        any(c.islower() for c in value) + any(c.isupper() for c in value)
        + any(c.isdigit() for c in value) + any(not c.isalnum() for c in value)
    )


# a percent-encoded value (escapes, no blank, no other `%`), as a URL or a connection string carries a password with
# Hangul or symbols
_PERCENT_ENCODED = re.compile(r"(?:[^%\s]*%[0-9A-Fa-f]{2})+[^%\s]*")


def _percent_decoded(value: str, escapes: int = 3) -> str:
    """The value as it was typed when it is percent-encoded, with `escapes` escapes at least, and decodes to
    printable UTF-8 that is not all blanks; else the value itself."""
    if _PERCENT_ENCODED.fullmatch(value) is None or value.count("%") < escapes:
        return value
    try:
        decoded = urllib.parse.unquote(value, errors="strict")
    except UnicodeDecodeError:
        return value
    return decoded if decoded.isprintable() and not decoded.isspace() else value


# groups of six as browsers' generators make them: Safari's capital gives it a password's mix anyway; this takes
# the small-letter kind too ("rotpvb-s4chnj-4149hh")
_BROWSER_PASSWORD = re.compile(r"[A-Za-z0-9]{6}(?:-[A-Za-z0-9]{6}){2,3}")
# keys of a keypad: `#` is no comment here ("door code *5660#")
_KEYPAD = re.compile(  # "8160*8249#", "2628 5247", "26 28 52 47"; a combination lock's "86-30-39-57"
    r"[#*]?[0-9]+(?:[-*#][0-9]+|(?: [0-9]+){1,5})?[#*]?"
    r"|(?![0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$)"  # not a date (24-05-13)
    r"(?!(?:[01][0-9]|2[0-3])-(?:00|15|30|45)-(?:[01][0-9]|2[0-3])-(?:00|15|30|45)$)[0-9]{2}(?:-[0-9]{2}){2,4}")  # nor hours (08-00-20-00)
def _keyed_in(text: str, start: int, value: str, cue: re.Match) -> bool:
    """A keypad's code typed in, in the sentence of an alarm's, a door's or a password's word: "경비 해제하려면 패널에
    2936-4404 입력", "for the server room door code, punch in 2936-4404 on the panel"."""
    return (_PIN_CUE.fullmatch(cue.group(0)) or _STRICT_PASSWORD_CUE.fullmatch(cue.group(0))) is not None and _KEYPAD.fullmatch(value) is not None \
        and (_KEYED_AFTER.match(text, start + len(value)) is not None or _KEYED_BEFORE.search(text, max(0, start - 16), start) is not None)


_KEYED_AFTER = re.compile(r"[ \t]?(?:을|를)?[ \t]?(?:입력|눌러|누르|누름|치고|찍고)|[ \t]+(?i:on|into)[ \t]+the[ \t]+(?i:panel|keypad|pad)\b")
_KEYED_BEFORE = re.compile(r"(?i:\b(?:enter|punch[ \t]+in|key[ \t]+in|type|press))[ \t]+\Z")
_MORE_GROUPS = re.compile(r"(?: [0-9]{2,6}){1,5}(?![\w#*])(?![.,:/-][0-9A-Za-z])")


def _nearby_secret(value: str, password: bool, after: str | None, digest: bool, key_ids: bool) -> bool:
    """`after`: the credential word a value follows right after ("키는 ", "PIN to "), else None.
    `digest`: the sentence speaks of commits, hashes or checksums, where a long hex run is one.
    `key_ids`: the text around speaks of KMS keys, ARNs or key IDs, where a UUID names a key."""
    value = _percent_decoded(value)  # judged as it is typed: `%EB%82%A8…6290%21` is "남산…6290!"
    if after and _KEYPAD.fullmatch(value):
        digits = sum(c.isdigit() for c in value)
        if _PIN_CUE.fullmatch(after):
            return 4 <= digits <= 12  # "PIN to 98952714", "door code *5660#", "도어락은 #29875395"
        if _STRICT_PASSWORD_CUE.fullmatch(after) and not value.isdigit():
            return 6 <= digits <= 12  # "현관 비번 44951191* 누르고"
    if len(value) < 6 or REDACTED in value or _NOT_A_VALUE.match(value) or _PLACEHOLDER.search(value) \
            or _PLACEHOLDER_TOKEN.search(value) or value.lower() in _NOT_SECRET_WORDS \
            or value.lower() in _COMMON_PASSWORDS or _NOT_NEARBY_ANYWHERE.search(value):
        return False
    if after and _IS_PASSWORD_CUE.fullmatch(after) and re.fullmatch(r"(?=(?:[a-z]*[0-9]+){3})(?=(?:[0-9]*[a-z]){3})[a-z0-9]{8,32}", value) \
            and not _HEX_RUN.fullmatch(value):
        return True  # right after a password word, letters and digits in three runs or more: "비번(asdf3e4rbusa6)"
    if after and value.isdigit() and _STRICT_PASSWORD_CUE.fullmatch(after):  # not 계정: an account ID
        return len(value) <= 12  # a numeric password: "비번 뭐였죠?" answered "75073373"
    if after and _HEX_KEY.fullmatch(value):  # "어드민 키는 f0c8…", "CONSUL_HTTP_TOKEN에 <uuid>"
        if digest:
            return False  # "md5: …, new: …"
        return len(value) == 32 or not (key_ids and _KEY_WORD.fullmatch(after))  # near KMS, a UUID names a key
    if after and not digest and (_HEX_RUN.fullmatch(value) or re.fullmatch(r"0x[0-9a-fA-F]{32,}", value)):
        return True  # "Pusher key for staging?" answered "17e5850f4d91eaadad15"
    if not digest and len(value) >= 24 and _HEX_RUN.fullmatch(value) and (not password or len(value) > 24):
        return True  # "Is fba97…d52 still the active API token?": a hex key where no commit is spoken of (near a password's
        # word, not MongoDB's 24-digit ObjectId: "reset the password of user 64f1c2…")
    if after and re.fullmatch(r"[a-z]{4}(?:-[a-z]{4}){3}", value):
        return True  # an app-specific password's shape right after a key's word: "새 키 vneq-etni-kmtk-rftn"
    if after and _IS_PASSWORD_CUE.fullmatch(after) and _BROWSER_PASSWORD.fullmatch(value) and any(c.isdigit() for c in value):
        return True  # a browser's generated password right after a password's word: "비밀번호 rotpvb-s4chnj-4149hh"
    if after and _IS_PASSWORD_CUE.fullmatch(after) and _typed_hangul(value):
        return True  # a Korean word typed on the Latin layout right after it: "비번: qlalfqjsgh"
    if after and _IS_PASSWORD_CUE.fullmatch(after) and _PREFIXED_ID.fullmatch(value) and _kinds(value.rsplit("_", 1)[1]) == 3 \
            and not _STRIPE_ID.fullmatch(value):
        return True  # an object ID's shape right after a password's word is none: "SNMP v2c community is mon_UyJGyGluZ7"
        # (a known one is: "연결 계정(acct_1CFS2LFRIjuCEyHb)", Stripe's connected account)
    if _NOT_NEARBY.match(value) or _CODE_REFERENCE.match(value) or _TECH_TERM.match(value) or _encodes_text(value) \
            or _example_basic(value):
        return False
    if after and _ONE_CASE_KEY.fullmatch(value):
        return True  # "솔라피 시크릿 GGUISCZIHXMFURCETDNONRECUWTQPOWN"
    if after and re.fullmatch(r"[A-Za-z0-9]{12,}", value) and _kinds(value) == 3:
        return True  # right after the word, a shorter generated key: "비밀 접근 키: mymIAnkSwbB0wftD"
    if after and _KEY_CUE_WORD.fullmatch(after) and re.fullmatch(r"[A-Za-z0-9]{8,}", value) and _kinds(value) == 3 \
            and not _COMPOUND_WORD.fullmatch(value):
        return True  # "secretKey GEEHa5Ht": eight of three kinds right after a key's word
    if after and _KEY_CUE_WORD.fullmatch(after) and _random_case(value):
        return True  # "NAVER_CLIENT_SECRET는 GGIFKvYxpm 입니다": letters alone, their case at random
    if after and _KEY_CUE_WORD.fullmatch(after) and not value.startswith("0x") \
            and re.fullmatch(r"[a-z0-9]*[g-z][a-z0-9]*|[A-Z0-9]*[G-Z][A-Z0-9]*", value) \
            and sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2:
        return True  # "Invalid API key 1ejr9xdd": one case and digits, right after a key's word
    if _generated_shape(value) or (password and (_password_shape(value) or _random_lowercase(value))):
        return True
    # near any credential word: "UMNKcCnRYRABH;jEi}6A"; not a compound ("S3-compatible")
    return len(value) >= 12 and _kinds(value) == 4 and not _COMPOUND_WORD.fullmatch(value)


# Words that name things (services, stages, roles, places): a compound of them is a name, not a passphrase.
_NAME_WORDS = frozenset(
    """service server worker config secret secrets password passwd token tokens access admin account user users
    prod production staging stage develop dev test tests main master release deploy backend frontend client
    manager store vault policy reset change rotate expire login signin update default local cluster bucket
    table queue topic stream cache index database mysql redis postgres mongo kafka node pod app api web job
    cron batch bot team infra ops data file path name key keys creds credential auth oauth ldap internal
    external public private north south east west central region zone docker image build runner jenkins helm
    chart values env example sample template role group read write only readonly viewer owner legacy old new
    temp backup primary replica shard mail email slack sync sftp ssh http https portal webhook report
    sso google github gitlab azure aws okta cli device profile workspace enterprise""".split()
)
# and of a configuration's dotted names: `spring.datasource.url`, `hikari.pool.timeout`
_PROPERTY_WORDS = frozenset("url uri hostname username datasource jdbc hikari jpa timeout enabled".split())
_JOINED_WORDS = re.compile(r"(?P<words>(?:[A-Z][a-z]{2,9}){3,6})[0-9]{0,4}[!@#$%^&*?]{0,2}")
# the words of a class's or a type's name, which run together as a passphrase's do
_CODE_WORDS = frozenset(
    """impl factory handler provider builder manager controller repository adapter client request response exception error
    field type model view helper util utils spec test tests mock stub listener filter interceptor module component context
    holder wrapper proxy bean entity dto event hash hasher encoder decoder validator policy""".split()
)
_DOMAIN_ENDS = frozenset("com net org io dev local internal lan kr co app ai cloud corp example test svc jp us uk de".split())


def _joined_passphrase(value: str) -> bool:
    """Three to six capitalised words run together, asked about as the password: `BirchYonderArrow`, `SaddleWillowCactusCobalt7`
    (not a class's name, `UserServiceImpl`; elsewhere such names are too common to take: `ThreadPoolExecutor`)."""
    joined = _JOINED_WORDS.fullmatch(value)
    words = [word.lower() for word in re.findall("[A-Z][a-z]+", joined.group("words"))] if joined else []
    return bool(words) and not any(word in _NAME_WORDS or word in _CODE_WORDS for word in words)


def _chosen_passphrase(value: str) -> bool:
    """Three to eight lowercase words joined by one of `-`, `_`, `.`, the last may end in digits or a
    symbol, or two words when digits follow: `pixel_ember_walnut`, `tundra-saddle-juniper98`,
    `lantern-cobalt-hazel-meadow-74`, `sparrow_sunset65`, `gandalf_phoenix3`, `Orbit_Lemon_652`. Not names (`release-bot-v2`, `db-password-prod`)
    nor hosts (`api.corp.example`). Digits may come first too (`10-timber-forest-lotus`), or once between
    three words or more (`nectar_engine_cobalt_77_copper`)."""
    lead = re.match(r"[1-9][0-9]{0,3}(-)(?=[A-Za-z])", value)  # not a migration's `0008_alter_profile_avatar`
    if lead:
        value = value[lead.end():]
    found = re.fullmatch(
        r"([a-z]{3,10})([-_.+])((?:(?:[a-z]{3,10}|[0-9]{1,4})\2){0,6})([A-Za-z][a-z]{2,9})(\2?[0-9]{1,4})?[!@#$%^&*?]{0,2}", value
    ) or re.fullmatch(  # or words capitalised after the first: `Breeze-Tiger-Banjo-Topaz`, `mercury.violet.Crane.monsoon`
        r"([A-Za-z][a-z]{2,9})([-_.])((?:[A-Za-z][a-z]{2,9}\2){0,6})([A-Za-z][a-z]{2,9})(\2?[0-9]{2,4})?[!@#$%^&*?]{0,2}", value
    )
    if found and found.group(1)[0].isupper() and not any(word[0].isupper() for word in re.findall("[A-Za-z]+", value)[1:]):
        found = None  # a capital first word alone starts a sentence or a title: `Breeze-tiger-banjo`
    if found is None or not (found.group(3) or found.group(5) or lead) or _PLACEHOLDER.search(value) or _TECH_TERM.match(value) \
            or lead and found.group(2) != lead.group(1):
        return False  # not `generate-with-openssl-rand`, `replace-me-later`, `scram-sha-256`
    words = [found.group(1).lower(), *found.group(3).lower().split(found.group(2))[:-1], found.group(4).lower()]
    numbers = sum(word.isdigit() for word in words)
    if any(word in _NAME_WORDS or found.group(2) == "." and word in _PROPERTY_WORDS for word in words) or numbers > 1 \
            or numbers and len(words) - numbers < 3 or found.group(2) == "+" and len(words) < 4:
        return False  # not `python_3_11_slim`, `ubuntu_22_jammy`, `boost+asio+beast`
    return not (found.group(2) == "." and words[-1] in _DOMAIN_ENDS)


_CREDENTIAL_WORD = with_lead(re.compile(r"(?i:pass|pwd|secret|token|key|auth)"))


_LARAVEL_PAYLOAD = re.compile(r'\{"iv":"[^"]*","value":"[^"]*","mac":"')


def _encodes_text(value: str) -> bool:
    """Base64 of readable text without a colon or a credential's word (`user_id=89563&tab=orders`, lines
    of settings, a certificate): data, not a key. A key decodes to bytes that are not text;
    `user:password` is Basic auth, `password=…` a credential encoded."""
    decoded = _base64_text(value)
    if decoded is None:
        return False
    if _LARAVEL_PAYLOAD.match(decoded):
        return False  # Laravel's encrypted payload (a session cookie's value): its ciphertext and MAC, no text of ours
    readable = decoded.replace("\n", "").replace("\t", "").isprintable()  # lines of settings, a PEM certificate
    # `user:password`; YAML's `key: value` lines, JSON (`{"last_id":1150573}`, a page cursor) and fields whose values
    # hold a colon (`order_id=6571|ts=2024-01-27T19:20:39`) are text
    basic = re.fullmatch(r"[^\s:{\[=&|]+:\S.*", decoded) is not None \
        and re.fullmatch(r"[a-z][a-z0-9+.-]*://[^@\s]*", decoded) is None \
        and re.fullmatch(_GITHUB_NODE_ID, decoded) is None \
        and re.fullmatch(r"arrayconnection:[0-9]+", decoded) is None  # no pair: an address, GitHub's node ID, a Relay cursor
    # a Secret's `data:`, a key in base64 encoded again (Azure's account key under a Secret's `data:`)
    keyish = re.fullmatch(r"[A-Za-z0-9_+/-]{16,}={0,2}", decoded) is not None and _looks_random(decoded.rstrip("="), 16)
    return readable and (_TEMPLATE_REFERENCE.fullmatch(decoded) is not None
                         or not basic and not keyish and not _CREDENTIAL_WORD.search(decoded))


def _encodes_reference(value: str) -> bool:
    """Base64 of a template's reference, as a Helm chart's Secret holds before rendering: `{{ .Values.apiKey }}`."""
    decoded = _base64_text(value)
    return decoded is not None and _TEMPLATE_REFERENCE.fullmatch(decoded) is not None


def _base64_text(value: str) -> str | None:
    """What a value of twelve base64 characters or more decodes to, when that is ASCII, or UTF-8 words beyond ASCII
    (Korean in a mail's body); else None."""
    if len(value) < 12 or not re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", value):
        return None
    data = _base64_bytes(value)  # decoded once, read as ASCII or as UTF-8
    if data is None:
        return None
    if data.isascii():
        return data.decode("ascii")
    return _utf8_words(data) if len(value) >= 24 else None  # 24 base64 characters or more


def _utf8_words(data: bytes) -> str | None:
    """UTF-8 text of words (a blank in it). A MIME body's line ends every 76 characters, inside a character or not: up
    to three bytes of one cut at either end are left out."""
    start = next((i for i, byte in enumerate(data[:3]) if not 0x80 <= byte <= 0xBF), 3)  # the rest of a cut character
    for cut in range(4):
        try:
            text = data[start:len(data) - cut].decode("utf-8")
        except UnicodeDecodeError:
            continue
        return text if " " in text else None  # words, not a password
    return None


_TEMPLATE_REFERENCE = re.compile(r"[ \t]*(?:\{\{[^{}\n]{1,200}\}\}|\$\{[A-Za-z_][\w.]{0,100}\})[ \t]*")  # not `${VAR:-default}`


def _answers_question(text: str, start: int) -> bool:
    """The value opens a chat reply (`name: value`, or after a user name: `name: superadmin, value`) to a
    question on the line before."""
    line = text.rfind("\n", 0, start)
    if line <= 0 or _CHAT_SPEAKER.fullmatch(text, line + 1, start) is None and _CHAT_USER_FIRST.fullmatch(text, line + 1, start) is None:
        return False
    question = text[text.rfind("\n", 0, line) + 1:line].rstrip()
    return (question.endswith("?") or _ASKS.search(question) is not None) and not _asks_for_another(question)


# An English question for something a credential's word only stands beside: "which user do I log in as?", "which
# commit should we pin?" (a word of its own between "which" and the verb, and the credential not asked for too: "… and
# the password?"), "what's the password hash algorithm?" (a word after the credential's that names a thing of its);
# "which key do we use?" asks for the key
_ASKED_NOUN = re.compile(r"(?i:\b(?:what|which)[ \t]+(?P<noun>(?!one\b|ones\b)[A-Za-z][\w.-]*(?:[ \t]+[A-Za-z][\w.-]*){0,2}?)[ \t]+"
                         r"(?:do|does|did|should|shall|can|could|will|would)\b)")
_AND_THE_CREDENTIAL = re.compile(r"(?i:\band[ \t]+(?:the[ \t]+|its[ \t]+)?)(?:" + _ANY_CUE + ")")
_WHAT_IS = re.compile(r"(?i:\bwhat(?:'s|[ \t]+is|[ \t]+was)\b)")
_DESCRIBES = re.compile(r"[ \t]+(?i:hash(?:ing)?|algorithm|policy|length|limit|page|url|field|form|reset|manager|rotation"
                        r"|requirements?|rules?|complexity|format|expiry|history|flow|screen|prompt|button|env|variable|var"
                        r"|setting|name|file|path|build|version)\b")


def _asks_for_another(question: str) -> bool:
    if any(_CUE.search(found.group("noun")) is None for found in _ASKED_NOUN.finditer(question)) \
            and not _AND_THE_CREDENTIAL.search(question):
        return True
    cues = list(_CUE.finditer(question))
    return bool(cues) and _WHAT_IS.search(question) is not None and _DESCRIBES.match(question, cues[-1].end()) is not None


# a line that says the value is public by design: a CAPTCHA's site key, "meant to be public", "공개용"
_SAID_PUBLIC = with_lead(re.compile(
    r"(?i:\bsite[ \t-]?key|meant to be public|public by design|\b(?:is|are)[ \t]+public\b(?![ \t]+(?:now|on|in|after|since|again)\b)|safe to (?:expose|share|publish)"
    r"|search[ \t-]only|javascript[ \t]?key)"  # Algolia's search-only key, Kakao's JavaScript key
    r"|공개용|공개(?:돼도|해도|되어도)|공개[ \t]?키|검색[ \t]?전용|(?i:javascript)[ \t]?키|자바스크립트[ \t]?키"
))
_SAID_SECRET = with_lead(re.compile(r"(?i:secret|private|pass(?:word|phrase)?\b)|시크릿|비밀|비번|개인[ \t]?키"))


def _said_public(text: str, start: int) -> bool:
    """The value's line says it is public, and names nothing secret; or minisign's or signify's comment
    right above it says it is a public key or a signature."""
    lo, hi = _line_bounds(text, start)  # a secret's word cut short by the 300 characters still counts: "passwor…"
    return _occurs(_SAID_PUBLIC, text, lo, hi) and _SAID_SECRET.search(text[lo:hi]) is None \
        or _SIGNIFY_PUBLIC.search(text, max(0, lo - 200), lo) is not None \
        or _SAID_PUBLIC_RIGHT_AFTER.match(text, _value_end(text, start)) is not None


def _value_end(text: str, start: int) -> int:
    end = start
    while end < len(text) and not text[end].isspace() and text[end] not in "`'\"," and not _HANGUL_CHAR.match(text[end]):
        end += 1
    return end


# the value's own clause says it is public by design, whatever else the line says of a secret beside it: "사이트 키
# 6LU7…는 공개이고 시크릿 키만 서버에 있다", "X is meant to be public; the secret key stays on the server" (not "X is public
# now", a key that leaked)
_SAID_PUBLIC_RIGHT_AFTER = re.compile(
    r"[`'\"]?[ \t]*(?:(?:는|은|이|가)[ \t]*공개(?:이고|용|다|임|라서)|(?i:is|are)[ \t]+(?:meant[ \t]+to[ \t]+be[ \t]+public|public[ \t]+by[ \t]+design)\b)"
)


# `untrusted comment: minisign public key 0E44…` or `…: signature from minisign secret key` (not `… encrypted secret key`)
_SIGNIFY_PUBLIC = re.compile(r"untrusted comment:[^\n]*(?:public key|signature)[^\n]*\n[ \t]*$")


# a key's line in `gpg --list-keys`: the line under it is the key's fingerprint
_KEY_LISTING = re.compile(r"(?m)^[ \t]*(?:pub|sec|sub|ssb)[ \t]+(?:rsa|dsa|elg|ed25519|ed448|cv25519|cv448|nistp|brainpool)")


# a verb that takes a commit or a build right before hex: "Rolled back to 9fceb02…", "Deployed 9fceb02… to prod"
_GIT_REF_BEFORE = re.compile(
    r"(?i:roll(?:ed|ing)?[ \t-]?back(?:[ \t]+to)?|revert(?:ed|ing)?(?:[ \t]+to)?|deploy(?:ed|ing|s)?|check(?:ed)?[ \t]?out|built[ \t]+(?:from|at)"
    r"|reset[ \t]+--hard|rebased?[ \t]+onto|pinned[ \t]+(?:to|at)|bisect(?:ed)?[ \t]+\w+)[ \t]+$"
)


def _git_ref(text: str, start: int, value: str) -> bool:
    """A verb that takes a commit stands right before the value, which is not then named a credential:
    not "Deployed 9f86d081… as the new API token"."""
    return _GIT_REF_BEFORE.search(text, max(0, start - 40), start) is not None \
        and _AS_A_ROLE.match(text, start + len(value)) is None


_AS_A_ROLE = re.compile(r"[ \t]+as\b")


def _digest_length(value: str) -> bool:
    """A digest's or a commit's length of hex: an abbreviated commit (7 to 20), MD5, SHA-1, SHA-224, -256, -384 or
    -512. Near "commit" a 34-hex value is still a key (Jenkins' `11…`): no digest has its length."""
    length = len(value.replace("-", ""))
    return 7 <= length <= 20 or length in (32, 40, 56, 64, 96, 128)


def _speaks_of_digests(text: str, start: int, value: str, words: re.Pattern = _DIGEST_WORD) -> bool:
    """The value's sentence (a chat reply's: the line of a question for something else too) names a commit, hash, checksum or ID, a verb
    that takes a commit stands right before it, or the note around it shows git output or a key listing."""
    end = text.find("\n", start, start + len(value) + 80)
    sentence_end = end if end >= 0 else start + len(value) + 80
    line = _line_start(text, start, 200)
    if line > 0 and _CHAT_SPEAKER.fullmatch(text, line, start) and not _CUE.search(text, line, start):
        question = _line_start(text, line - 1, 200)
        if _asks_for_another(text[question:line - 1]):
            line = question  # "which commit should we pin?" then "jun: 4f1c0a9e…"
    return _occurs(words, text, line, sentence_end) or _shows_digests(text, start) \
        or _git_ref(text, start, value) or _COMPARED.fullmatch(text, line, start) is not None


# a line of a comparison that prints what was computed: `# expected f596…`, `got: d4cb…` (a signature's check)
_COMPARED = re.compile(r"[ \t]*(?:#|//|>)?[ \t]*(?i:expected|got|actual|computed|received)[ \t]*[:=]?[ \t]*")


def _shows_digests(text: str, start: int) -> bool:
    """The note shows git output around `start`, a key listing just above it, or `sha256sum`'s output
    at it (the digest, two blanks or ` *`, a file name)."""
    return _occurs(_GIT_WORD, text, max(0, start - 1000), start + 1000) \
        or _KEY_LISTING.search(text, max(0, start - 200), start) is not None or _CHECKSUM_LINE.match(text, start) is not None \
        or _COMMIT_LINE.match(text, start) is not None


# `git log --oneline`'s line: a commit, then its subject in the conventional form ("fix: retry on 429"); or `git
# ls-remote`'s and `git show-ref`'s: a commit, then the ref (`… refs/heads/main`, `… HEAD`)
_COMMIT_LINE = re.compile(
    r"(?:[0-9a-fA-F]{7,12}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64})[ \t]+"  # a commit's lengths: short, SHA-1, SHA-256 (not a 32-hex key)
    r"(?:(?:(?:feat|fix|chore|docs|refactor|revert|test|perf|build|ci|style)(?:\([^()\n]{1,30}\))?!?:|Merge|Revert)[ \t]"
    r"|refs/(?:heads|tags|remotes|pull)/|HEAD$)", re.M
)


_CHECKSUM_LINE = re.compile(r"[0-9a-fA-F]{32,128}(?:  | \*)[\w./-]*[./][\w-]+$", re.M)  # `app.tar.gz`, `./bin/app`


# the rest of a variable that holds where the secret is, not the secret: `POSTGRES_PASSWORD_FILE`
_NAMES_A_FILE = re.compile(r"[A-Z0-9_]{0,60}_(?:FILE|PATH|DIR)\b")  # bounded: a name of many `KEY_` is read once per cue
_CERTIFICATE_PIN = re.compile(r"-set\b|[ \t]+digest=")


def _plain_word(word: str) -> bool:
    """A word of letters alone: no shape of a nearby secret takes it (a digit or a symbol each needs)."""
    return word.isalpha() and not _HEX_KEY.fullmatch(word) and not _ONE_CASE_KEY.fullmatch(word) and not _random_case(word) \
        and not _typed_hangul(word)


# A Korean word typed with the keyboard left in its Latin layout ("qlalfqjsgh" is 비밀번호): syllables of the 2-set
# layout's keys (an initial, a vowel or two, a final or a pair of finals that no vowel follows), and hardly a vowel of
# English among its letters (a few English words parse too: "snapshot", "tutorial")
_TYPED_SYLLABLES = re.compile(
    r"(?:[rRseEfaqQtTdwWczxvg](?:h[kol]?|n[jpl]?|ml?|[koOijpPuybl])"
    r"(?:(?:rt|sw|sg|f[raqtxvg]|qt|[rRsefaqtTdwczxvg])(?![koOijpPuhynbml]))?)+"
)


def _typed_hangul(word: str) -> bool:
    return len(word) >= 8 and word.isascii() and sum(c in "aeiouyAEIOUY" for c in word) <= len(word) / 5 \
        and _TYPED_SYLLABLES.fullmatch(word) is not None


@_with_matches  # run alone (outside `sanitize`), a match's credential words still share one lookup
def _redact_nearby(match: re.Match) -> str:
    text, spans = match.string, []
    password = _IS_PASSWORD_CUE.search(text, match.start(), match.end()) is not None
    strict = password and _STRICT_PASSWORD_CUE.search(text, match.start(), match.end()) is not None
    # a word that names a structure (`{"keys": [...]}`) says nothing of the values inside it
    cues = [
        cue for cue in _CUE.finditer(text, match.start(), match.end())
        if not _OPENS_STRUCTURE.match(text, cue.end())
        and not (_KEY_WORD.fullmatch(cue.group(0)) and _names_a_record(text, cue.start()))
        and not _NAMES_A_FILE.match(text, cue.end())
        and not _CERTIFICATE_PIN.match(text, cue.end())  # Android's `<pin-set>` and `<pin digest="SHA-256">…</pin>`
        and not _PRIVATE_KEY_ID.search(text, max(0, cue.start() - 8), cue.end() + 3)
        and not _ID_COLUMN.match(text, cue.end())  # `KEY_ID  CREATED_AT  EXPIRES_AT` heading a listing of key IDs
        and not _public_name(text, cue.start(), cue.end())  # `TURNSTILE_SITE_KEY=…`
    ]
    # "YubiKey PIN (value follows):", "door code 값은 …": the word "value" in an aside right after another credential word,
    # or right behind it, is no cue of its own (the word before says what the value is)
    cues = [cue for i, cue in enumerate(cues)
            if not (i and _VALUE_WORD.fullmatch(cue.group(0)) and not _VALUE_WORD.fullmatch(cues[i - 1].group(0))
                    and (cue.start() - cues[i - 1].end() <= 40 and _in_aside(text, cue.start(), cue.end())
                         or not text[cues[i - 1].end():cue.start()].strip(" \t") and _IS_PASSWORD_CUE.fullmatch(cues[i - 1].group(0))))]
    if not cues:
        return match.group(0)
    # the words before the first credential word, then those after each one up to the next
    ranges = [(match.start(), cues[0].start(), None, None)]
    ranges += [(cue.end(), following.start() if following else match.end(), cue, before)
               for before, cue, following in zip([None, *cues], cues, [*cues[1:], None])]
    for lo, hi, cue, before in ranges:
        # "Naver 키를 올려줬음. 값은 …", "the Naver key. The value is …": the value the sentence before gave a key may be the
        # key's (not a key's value in one breath: "Redis 키 값 session1234")
        named = before.group(0) if before and _VALUE_WORD.fullmatch(cue.group(0)) and _KEY_CUE_WORD.fullmatch(before.group(0)) \
            and cue.start() - before.end() <= 80 and _SENTENCE_END.search(text, before.end(), cue.start()) else None
        if cue and _SETS_AN_ID.match(text, cue.start()):  # `gh secret set APP_CLIENT_ID --body '…'`: the line holds an ID
            line_end = text.find("\n", lo, hi)
            lo = hi if line_end < 0 else line_end
        ends = _SENTENCE_END.search(text, lo, hi) if cue else None
        next_sentence = ends.end() if ends else hi
        joined = lo  # the end of a code in groups already judged whole: its later groups are not values of their own
        for found in _NEARBY_VALUE.finditer(text, lo, hi):
            if found.start() < joined:
                continue
            bare = found.group("bare")
            if found.end() == hi < match.end():
                continue  # glued to a credential word: part of a name, `TF_VAR_db_password`
            if cue and found.start() == cue.end() and text[found.start()] not in "(=:":
                continue  # the same word goes on: `PASSWORD@localhost`, `${…PASSWORD}@db`
            if found.group("qval") is not None:
                start, value = found.start("qval"), found.group("qval")
            else:
                offset, value = _nearby_value(found.group("bare"))
                start = found.start("bare") + offset
            if start + len(value) == hi and text.startswith("!", hi) and not text[hi + 1:hi + 2].strip() \
                    and (_HANGUL_CHAR.match(value) or re.match(_KOREAN_COPULA, text[hi + 1:hi + 6])) and any(c.isdigit() for c in value):
                value += "!"  # a password's `!` that reads as the sentence's end: "…URL-encoding: 산책토끼겨울945!", "sunshine1994! 였음"
            if value.rstrip("?!").isdigit():
                value = value.rstrip("?!")  # "Is the password still 80109434709?"
                if cue is not None and _PIN_CUE.fullmatch(cue.group(0)) and cue.group(0) != "pin":
                    # "The alarm code is 2628 5247", "… 26 28 52 47": a code in groups of one length ("4417 24 hours" is no code)
                    more = _MORE_GROUPS.match(text, start + len(value))
                    if more and all(len(group) == len(value) for group in more.group(0).split()):
                        value += more.group(0)
                        joined = start + len(value)
                if _COUNTED.match(text, start + len(value)):
                    continue  # a count or a date: "도어락 2024년에 교체"
            if len(value) < 4 or len(value) < 6 and not _KEYPAD.fullmatch(value) or bare is not None and _plain_word(value):
                continue  # no test below takes it, whatever the words around it: skip their searches
            if _shipped_to_browsers(text, start, start + len(value)) or _request_target(text, start, start + len(value)) \
                    or _banned_example(text, start, start + len(value)) \
                    or _markdown_label(text, start, value) or _MARKDOWN_LINK.search(value) or _names_code(text, start, value) \
                    or _public_name_before(text, start):
                continue  # a key public by design or by its name, a request's target, Markdown's `**Note:**` and links, code's names
            labelled = cue is not None and start - cue.end() <= 200 and _LABEL_LINE.fullmatch(text, cue.end(), start) \
                and _VALUE_ENDS_LINE.match(text, start + len(value)) is not None  # "…the following password:\n\nfeb4a640…"
            content = cue is not None and _CONTENT_IS.search(text, max(lo, start - 16), start) is not None
            # what stands between the word and the value is short, or it is no label's: tried on at most 120
            # characters, so a run of blanks or words before many values costs no more per value than a short one
            right_after = start - cue.end() <= 120 and (_RIGHT_AFTER.fullmatch(text, cue.end(), start) or _IS_PASSWORD_CUE.fullmatch(
                cue.group(0)) and _GIVEN_FOR.fullmatch(text, cue.end(), start) or start < next_sentence and _keyed_in(text, start, value, cue)) \
                if cue else False
            # judged as right after the key's word when it looks generated: not a setting's value ("The value is utf8mb4",
            # "welcomeMsg2")
            word = named if named and _HANDED_KEY.fullmatch(value) else cue.group(0) if cue else None
            after = word if cue and (labelled or content or right_after) else None
            answer = spoken_of = False
            said = _SAID_TO_BE.match(text, start + len(value)) is not None  # what someone said it is
            told = said and _USER_SAID.search(text, max(0, start - 8), start) is not None  # "사용자가 X 라고": the user, no name
            if start >= next_sentence and not labelled and (
                _VALUE_IS.search(text, max(next_sentence, start - 12), start)
                or _PIN_CUE.fullmatch(cue.group(0)) and _CODE_IS.search(text, max(next_sentence, start - 16), start)
                or _IT_IS.search(text, max(next_sentence, start - 60), start) and (
                    _VALUE_ENDS_CLAUSE.match(text, start + len(value))
                    or _AND_GOES_ON.match(text, start + len(value)) and len(value) >= 10 and _kinds(value) >= 3)
                or start == next_sentence and _VALUE_ENDS_LINE.match(text, start + len(value)) and _HERE_IS.search(
                    text, max(0, cue.start() - 80), cue.start()) and text[cue.end():start].strip() in (".", ":")
                or said  # "비번을 아무도 안 알려줌. 사용자가 coral.puzzle.velvet 라고 알려줌."
                or start == next_sentence and _COPULA_ENDS.match(text, start + len(value))
                and (len(value) >= 6 and value.isdigit() and not _DATE_DIGITS.fullmatch(value) or _password_shape(value))
                # "경보기 비번이 필요했음." then "260925727 임." (not "20240312 임.", a date)
                or _WORKED_ONE.search(text, max(next_sentence, start - 12), start) and any(c in _STRONG_SYMBOLS for c in value)
                and _VALUE_ENDS_CLAUSE.match(text, start + len(value))  # "비번은 안 됐음. 된 건 sunshine1994! 였음." (not "Chrome126")
                or _IS_PASSWORD_CUE.fullmatch(cue.group(0)) and _ASKED_ALOUD.fullmatch(text, cue.end(), start)
                and _VALUE_ENDS_CLAUSE.match(text, start + len(value))  # "Its password? meadow.copper.lantern.61. Both came from …"
                and not _ASKS_TO_RESET.search(text, max(0, cue.start() - 24), cue.start())  # not "Forgot password? Settings.…"
            ):
                after, spoken_of = word, True  # "Plaid 키 새로 발급받음. 값은 X": the value the last sentence spoke of
            elif start >= next_sentence and _answers_question(text, start):
                after, answer = cue.group(0), True  # "admin 비번 뭐였죠?\n오세훈: 75073373 요": a chat reply to the question
            elif start >= next_sentence and not labelled and not (
                _generated_shape(value) or any(c in _PASSWORD_SYMBOLS for c in value) or _LONG_HEX.fullmatch(value)
                or _HANGUL_CHAR.match(value) and text[start - 1] == "\n" and _VALUE_ENDS_LINE.match(text, start + len(value))
            ):  # "비번은 별도로 전달받음." then "개발자토끼1404" alone on its line
                continue  # the next sentence: only values that cannot be words ("Summer2024 was the year")
            # a passphrase needs a password word standing alone (not `ENABLE_PASSWORD_RESET`, not "로그인")
            if (start < next_sentence or labelled or answer or spoken_of) and _chosen_passphrase(value) \
                    and (strict or answer or labelled and password or after and _rotation(text, start)):
                if told or not _holds_a_name(text, lo, start):
                    spans.append((start, start + len(value)))  # "비번 tundra-saddle-juniper98"
                continue
            if _RAILS_CIPHERTEXT.fullmatch(value) and _said_encrypted(text, start):
                continue  # Rails' `credentials.yml.enc`, shown as the ciphertext it is
            if _B64_DIGEST.fullmatch(value) and _speaks_of_digests(text, start, value):
                continue  # "키 해시 k5B0…= (debug), E+RB…= (Play 서명)": SHA-1s in base64
            # a hex run of no digest's length (Jenkins' 34) is one only where its sentence names an ID
            digest = not content and _HEX_RUN.fullmatch(value) is not None \
                and (_speaks_of_digests(text, start, value, _DIGEST_WORD if _digest_length(value) else _ID_WORD)
                     or len(value) < 32 and _speaks_of_digests(text, start, value))  # "in commit 3f9a…" of 28 digits too
            # only a UUID asks whether KMS keys are spoken of; the tests of the words around the value come
            # last, for a value that would be redacted: a line may hold thousands of values
            key_ids = _HEX_KEY.fullmatch(value) is not None \
                and _occurs(_KEY_ID_WORDS, text, max(0, start - 200), start + len(value) + 200)
            if (_nearby_secret(value, password, after, digest, key_ids) or (found.group("qval") and password and _passphrase(value))
                    # a weak password given as the whole reply to a question for it: "sftp 비번 뭐 쓰면 돼요?" then "김민지: 1q2w3e4r"
                    or answer and strict and value.lower() in _COMMON_PASSWORDS and _VALUE_ENDS_LINE.match(text, start + len(value))
                    and not _ASKS_WHAT_TO_AVOID.search(text, text.rfind("\n", 0, text.rfind("\n", 0, start)) + 1, start)
                    or found.group("qval") and after and _EXPOSED.fullmatch(after) and _lone_password(value) and not _NOT_EXPOSED.search(value)) \
                    and not _sealed(text, start, value) and (told or not _holds_a_name(text, lo, start)) and not _in_template(text, start) \
                    and (strict or not _said_public(text, start)) and not _pair_key_before(text, start):  # "login" may sit beside a public key
                spans.append((start, start + len(value)))
    return _replace_spans(match, spans) if spans else match.group(0)


_VALUE_WORD = re.compile(r"(?i:values?)|값")
# a question for the passwords not to use, which a weak one answers: "비번 뭐가 금지돼요?", "What password do we ban?"
_ASKS_WHAT_TO_AVOID = re.compile(r"(?i:\b(?:ban(?:ned)?|forbid(?:den)?|block(?:ed)?|avoid|weak|common|not[ \t]+allowed)\b)|금지|안[ \t]?돼|안[ \t]?되|피해")
_USER_SAID = re.compile(r"(?:사용자|유저)가[ \t]*\Z")
_DATE_DIGITS = re.compile(r"(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])")
_COPULA_ENDS = re.compile(_KOREAN_COPULA + r"[ \t]*(?:[.!]|$)", re.MULTILINE)  # a sentence that is the value and "임."
_SAID_TO_BE = re.compile(r"[ \t]?(?:이?라고|라구)[ \t]?(?:알려|했|함|말|하|전달)")
_WORKED_ONE = re.compile(r"된[ \t]?(?:건|것은|게)[ \t]+\Z")  # the one that worked
_ASKED_ALOUD = re.compile(r"\?[ \t]+")  # a credential's word asked about, then answered: "Its password? …"
_ASKS_TO_RESET = re.compile(r"(?i:\b(?:forgot(?:ten)?|reset|change|lost|recover|update)[ \t]+(?:(?:your|my|the)[ \t]+)?)\Z")
# a key's value as generated: ten characters or more, both cases and digits, no word of five lowercase letters
_HANDED_KEY = re.compile(r"(?=[A-Za-z0-9]*[0-9])(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?![A-Za-z0-9]*[a-z]{5})[A-Za-z0-9]{10,}")
# an HTTP request's line, whose target is a path: `GET /products?page=2 HTTP/2` under "Login request:" (a URL is no value anyway)
_REQUEST_METHOD = re.compile(r"[ \t]*(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)[ \t]+")  # the line up to the target
_REQUEST_VERSION = re.compile(r"[ \t]+HTTP/[0-9](?:\.[0-9])?[ \t]*(?:\n|\Z)")


def _request_target(text: str, start: int, end: int) -> bool:
    return text.startswith("/", start) and _REQUEST_VERSION.match(text, end) is not None \
        and _REQUEST_METHOD.fullmatch(text, _line_start(text, start, 40), start) is not None


# `KEY_ID` heading a column, as `gcloud iam service-accounts keys list` prints it (not "key id: …", not a secret's ID)
_ID_COLUMN = re.compile(r"(?<=KEY)_ID[ \t]{2,}[A-Z][A-Z_]*[ \t]")
_ASIDE_OPEN = re.compile(r"\([^()\n]{0,30}\Z")
_ASIDE_CLOSE = re.compile(r"[^()\n:=]{0,30}\)")  # no value inside: "(value: X)" labels X


# Rails' encrypted credentials, data--iv--tag in base64: its key is the master key. A session cookie has the same shape,
# so the words around must say it is ciphertext and speak of no cookie or session
_RAILS_CIPHERTEXT = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}--[A-Za-z0-9+/]{16}--[A-Za-z0-9+/]{22}==")
_SAID_ENCRYPTED = re.compile(r"(?i:ciphertext|encrypted|\.yml\.enc\b|master[ _.-]?key)|암호문|암호화")
_SPEAKS_OF_SESSIONS = re.compile(r"(?i:cookie|session)|쿠키|세션")


def _said_encrypted(text: str, start: int) -> bool:
    """The value's line or the line before says it is encrypted, and neither speaks of a cookie or a session."""
    lo, hi = _line_bounds(text, start)
    lo = _line_start(text, max(0, lo - 1), 300)
    return _occurs(_SAID_ENCRYPTED, text, lo, hi) and not _occurs(_SPEAKS_OF_SESSIONS, text, lo, hi)


def _in_aside(text: str, start: int, end: int) -> bool:
    """The words at start:end are inside a short aside in brackets that holds no value: "(value follows)"."""
    return _ASIDE_OPEN.search(text, max(0, start - 31), start) is not None and _ASIDE_CLOSE.match(text, end) is not None


# a quoted word of a password's shape right after one of those words is one too ("Should I revoke
# `maple.otter.canyon.27`?"), unless it reads as an address, a path, a format or a locale
# (`localhost:5432`, `%Y-%m-%d`, `en_US.UTF-8`): code is hard-coded as often as a password
_EXPOSED = re.compile(f"(?i:{_EXPOSED_WORDS})|{_EXPOSED_WORDS_KO}")
_NOT_EXPOSED = re.compile(r"[/:%\\{}]|\.(?i:utf-?8)$|^[yMdHhmsS]{2,}[^A-Za-z0-9]?[yMdHhmsS]{2,}")


def _in_template(text: str, start: int) -> bool:
    """The value at `start` is inside a `{{ … }}` expression on its line (Jinja, Helm, Go templates): code that
    fetches a secret (`{{ lookup('community.hashi_vault.vault_kv2_get', 'smtp') }}`), not one."""
    lo = max(text.rfind("\n", max(0, start - 200), start) + 1, start - 200, 0)  # bounded: a line may hold thousands of values
    return text.rfind("{{", lo, start) > text.rfind("}}", lo, start)


def _holds_a_name(text: str, lo: int, start: int) -> bool:
    """What stands before the value at `start` makes it a name or an ID, not a secret: "role session
    name X", "세션 이름 X", a table row named for an ID, what `docker secret create` prints; or a public
    value: the setting it is given to is named public (`const turnstileSiteKey = "…"`)."""
    return _named_before(text, start) or _prints_an_id(text, start) or _in_an_id_row(text, lo, start) \
        or _set_public(text, start) or _account_name(text, start)


# an account's name after its word: "Logged in to github.com account emma.v91"; small letters, as user names are
# (not the key pair after `qshell account`), and no label ("the service account: <password>")
_ACCOUNT_BEFORE = re.compile(r"(?i:\baccount)[ \t]+$")
_USER_NAME = re.compile(r"[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*(?![\w@.-])")


def _account_name(text: str, start: int) -> bool:
    return _USER_NAME.match(text, start) is not None and _ACCOUNT_BEFORE.search(text, max(0, start - 12), start) is not None \
        and not _STRICT_PASSWORD_CUE.search(text, _line_start(text, start, 80), start)  # "Password of the … account x"


# the setting a value is given to: `name = "`, `name: `, `<meta name="name" content="`
_SETTING_BEFORE = re.compile(
    r"(?:(?P<name>[A-Za-z_][\w.-]{0,60})[\"']?[ \t]*(?:=>|[:=])|\bname=[\"'](?P<meta>[\w.-]{1,60})[\"'][ \t]+content=)[ \t]*[\"']?$"
)


def _set_public(text: str, start: int) -> bool:
    if not _occurs(_PUBLIC_WORD, text, max(0, start - 90), start):
        return False  # the usual case, found without a search per value
    setting = _SETTING_BEFORE.search(text, max(0, start - 90), start)
    name = setting and (setting.group("name") or setting.group("meta"))
    return bool(name) and _names_public(name)


def _prints_an_id(text: str, start: int) -> bool:
    """The value stands alone at the start of the line under a `docker secret create` command."""
    line = text.rfind("\n", max(0, start - 300), start)
    if line < 0 or text[line + 1:start].strip(" \t"):
        return False
    return _PRINTS_AN_ID.search(text, max(0, start - 300), start) is not None


def _passphrase(value: str) -> bool:
    """Quoted words joined by dashes near a password word: `river-violet-staple-pepper`; not a name
    of things (`partner-sftp-billing-api`)."""
    return re.fullmatch(r"[a-z]{3,10}(?:-[a-z]{3,10}){2,7}", value) is not None and not set(value.split("-")) & _NAME_WORDS


def _redact_sdk_call(match: re.Match) -> str:
    spans = []
    for literal in _QUOTED_ARGUMENT.finditer(match.string, match.start("args"), match.end("args")):
        value = literal.group("v")
        if match.string.endswith("[", 0, literal.start()):
            continue  # a subscript's key names a field: `request.headers['X-Hub-Signature-256']`
        if _public_by_design(value) or _PLACEHOLDER.search(value):
            continue  # `createClient(url, 'sb_publishable_…')`, or the anon JWT; the nil UUID
        if _named_before(match.string, literal.start("v")) or _public_name_before(match.string, literal.start("v")):
            continue  # a keyword argument that names, identifies or is public: `default_project_id="…"`, `publicAccessToken: '…'`
        generated = (re.fullmatch(r"[A-Za-z0-9_+/=-]{16,}", value) and _looks_random(value, 16) and not _NOT_NEARBY.match(value)
                     and (any(c.isdigit() for c in value) or not match.group(0).startswith("require"))  # not a logger's name:
                     or _ONE_CASE_KEY.fullmatch(value))  # `require('debug')('myAppServerHttpHandler')`
        if re.fullmatch(r"AC[0-9a-f]{32}", value):
            continue  # a Twilio Account SID names the account
        if generated or _SDK_KEY.fullmatch(value) or (_kinds(value) == 4 and len(value) >= 16):
            spans.append((literal.start("v"), literal.end("v")))
    return _replace_spans(match, spans) if spans else match.group(0)


_QUOTED_ARGUMENT = re.compile(r"(?P<q>[\"'])(?P<v>[^\"'\s]{8,})(?P=q)")
# SDK keys that are hex or a UUID, with a short prefix or none: LINE channel secrets, LaunchDarkly `sdk-…`
_SDK_KEY = re.compile(r"(?:[a-z]{2,5}-)?(?:[0-9a-f]{32,}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})")


# `INSERT INTO t (provider, api_key) VALUES ('amplitude', '…')`: the values of secret-named columns
SQL_INSERT = re.compile(
    r"(?i:\binsert[ \t]+into)[ \t]+[\w.\"`\[\]]+[ \t]*\((?P<cols>[^()\n]{1,400})\)[ \t]*(?i:values)[ \t]*\((?P<vals>[^()\n]{1,1000})\)"
)
_SQL_VALUE = re.compile(r"'(?:[^'\n]|'')*'|[^,]+")


def _redact_sql_insert(match: re.Match) -> str:
    columns = [c.strip().strip('"`[]') for c in match.group("cols").split(",")]
    values = list(_SQL_VALUE.finditer(match.string, match.start("vals"), match.end("vals")))
    if len(columns) != len(values):
        return match.group(0)
    spans = []
    for column, found in zip(columns, values):
        literal = found.group(0).strip()
        if _SECRET_CELL.fullmatch(column) and literal.startswith("'") and len(literal) >= 8:
            inner = literal[1:-1]
            if _is_literal(inner, True) and not _PLACEHOLDER.search(inner):
                start = found.start() + found.group(0).index(literal) + 1
                spans.append((start, start + len(inner)))
    return _replace_spans(match, spans) if spans else match.group(0)


# A passphrase of words right after a password word: "암호 = velvet river jasper falcon (띄어쓰기 포함)",
# "비밀번호는 초코 제주도 9860임", "WPA2 passphrase pepper copper saturn sparrow 38", "is: Copper tiger raven 55."
# a word of a passphrase: `walnut164`, a number among the words; never "is", which separates the label from the value
_LATIN_WORD = r"(?!(?i:is|was)\b)(?:[A-Za-z]{2,12}[0-9]{0,4}|[0-9]{1,6})"
_PHRASE_WORD = r"(?!(?i:is|was)\b)(?:[A-Za-z" + _HANGUL + r"]{2,12}|[A-Za-z]{2,12}[0-9]{1,4})"  # a number only last: "… after 24 hours" is prose
PASSPHRASE_WORDS = re.compile(
    r"(?P<cue>(?i:(?:\b|(?<=_))(?:password|passphrase|passwd|pwd?)\b)|비밀[ \t]?번호|비번|암호|패스워드|패스프레이즈"
    r"|(?i:(?<=[ \t(])(?:old|new)(?=[ \t]+[A-Za-z" + _HANGUL + r"]))"
    r"|(?i:\blog(?:s|ged)?[ \t]+in[ \t]+with)(?:[ \t]+[\w.@-]{1,40}[ \t]*/)?)"  # "logs in with …", "log in with ubuntu / …"
    r"(?:[ \t]+(?i:for|of|on)(?:[ \t]+[^\s:=]{1,40}){1,3}?)?"  # "for user 'viewer'", "for the build NAS"
    r"(?:[ \t]+(?i:still)|[ \t]*아직)?"  # "비번 아직 …", "password still …"
    r"(?P<sep>[ \t]*(?:[:=]|(?i:is|was)\b|는|은|이)[ \t]*:?)?[ \t]*"
    # Latin words with two digits or more among them, ended by the words after them: "… birch 345 on crm-3", "… 46 purple 맞나요?"
    r"(?P<phrase>(?=[^\n]{0,80}?[0-9]{2})(?:" + _LATIN_WORD + r"[ \t]){1,5}" + _LATIN_WORD + r"(?=(?P<then>[ \t]+(?:(?i:on|and|to|at)\b|[" + _HANGUL + r"])))"
    r"|(?:" + _PHRASE_WORD + r"[ \t]){1,5}(?:" + _PHRASE_WORD + r"|[0-9]{1,6})"  # or words up to the end of the value
    r"(?=[ \t]*(?:\n|\Z|[(→,)]|[—–-][ \t]|\.(?:[ \t\n]|\Z)|(?:임|요|이고|입니다|으로|로)(?![" + _HANGUL + r"]))))"  # or a dash: "… winter 93 — typed once"
)
# Words that say a phrase is prose or a policy, not a passphrase: "stored in vault", "policy requires 12".
_PROSE_OR_POLICY = frozenset(
    """a an the is are was be been it its this that in on at of for to from by via with and or not no never always
    every each all any our your my we you they should must will can may see check ask use used stored kept saved
    set reset rotate rotated rotation revoke revoked ones change changed changes expire expires expired required requires require
    length min minimum max maximum characters chars digits days months policy rule rules same default empty none
    unknown missing here there below above file vault manager env environment variable secret secrets token tokens
    generated per
    정책 최소 최대 길이 자리 글자 주기 변경 만료 이상 이하 포함 참고 확인 필요 없음 동일 기본 초기화 재설정 설정
    hash hashing hashed cost bcrypt scrypt argon round rounds salt algorithm 해시 해싱 알고리즘 라운드
    에서 으로 팀 노션 위키 볼트""".split()
)


# A passphrase of words in quotes in a password word's sentence: `Passphrase for ~/.ssh/id is "battery
# glacier ladder spoon"`, "vault password …; Wei told me it's 'gravity marble glacier violet'",
# "패스프레이즈 아직 '48 violet seven hungry lantern orange' 맞나요?". Not a prompt or an error quoted.
QUOTED_PASSPHRASE = re.compile(
    r"(?:(?i:\b(?:password|passphrase|passwd|pwd?)(?![A-Za-z0-9_]))|비밀[ \t]?번호|비번|암호|패스워드|패스프레이즈)"  # "passphrase가" too
    r"(?:[^\n\"'\u2018\u201c]|(?<=[A-Za-z])'(?=[a-z])){0,100}?[\"'\u2018\u201c](?P<phrase>[A-Za-z0-9]{2,12}(?:[ \t][A-Za-z0-9]{2,12}){2,7})[\"'\u2019\u201d]"
)
_XKCD = re.compile(r"(?i:\bxkcd\b)")
_PROMPT_WORDS = frozenset(
    """enter incorrect invalid failed failure denied wrong bad error authentication authenticate please try again
    retype confirm verify prompt key keys login user username expired old new""".split()
)


def _redact_quoted_passphrase(match: re.Match) -> str:
    if match.group("phrase").lower() == "correct horse battery staple" and _XKCD.search(match.group(0)):
        return match.group(0)  # "the xkcd example 'correct horse battery staple'": the comic's, no one's password
    words = match.group("phrase").split()
    if any(word.lower() in _PROSE_OR_POLICY or word.lower() in _PROMPT_WORDS for word in words):
        return match.group(0)
    if sum(word.isalpha() for word in words) < 3 or not all(word.isdigit() or re.fullmatch(r"[A-Za-z][a-z]+", word) for word in words):
        return match.group(0)
    return _replace_spans(match, [match.span("phrase")])


def _redact_passphrase_words(match: re.Match) -> str:
    words = match.group("phrase").split()
    numbered = words[-1].isdigit()
    if any(word.lower() in _PROSE_OR_POLICY for word in words) or REDACTED in match.group(0) or sum(w.isalpha() for w in words) < 2:
        return match.group(0)
    if _describes_a_password(words):
        return match.group(0)  # "password: HTTP Basic Auth password." describes it
    if match.group("then") is not None and not re.search(r"[0-9]{2}", match.group("phrase")):
        return match.group(0)  # words ended by the words after them: a passphrase's digits say so ("… birch 345 on …")
    if match.group("cue")[:3].lower() == "log" and "/" not in match.group(0) and not any(c.isdigit() for c in match.group("phrase")):
        return match.group(0)  # "log in with Google Workspace credentials": a login names a way in, unless a user or digits stand there
    if numbered and match.string.startswith(")", match.end()) and "(" not in match.group(0):
        return match.group(0)  # "2) 초기 비밀번호는 문자로 개별 발송 3) 최초 로그인 시": the next item's number
    cue = match.group("cue").lower()
    if match.string[match.start() - 1:match.start()] == "_" and (match.group("sep") or "").strip() != "=":
        return match.group(0)  # `DB_PASSWORD: database user password` documents a variable
    if match.group("sep") is None and cue in ("password", "passwd", "pw", "pwd"):
        return match.group(0)  # "password hashing uses bcrypt cost 12": English goes on with prose
    if cue in ("old", "new") and not _STRICT_PASSWORD_CUE.search(match.string, max(0, match.start() - 160), match.start()):
        return match.group(0)  # "old" and "new" name a passphrase only after a password word
    if cue in ("old", "new") and _ARTICLE_BEFORE.search(match.string, max(0, match.start() - 12), match.start()):
        return match.group(0)  # "the policy for the new admin signup form": an adjective, not a label
    latin = all(word.isascii() for word in words)
    if numbered and len(words) >= 3 or (not numbered and latin and len(words) >= 3):
        return _replace_spans(match, [match.span("phrase")])
    return match.group(0)


_ARTICLE_BEFORE = re.compile(r"(?i:\b(?:the|a|an|our|this|that|its|their)[ \t]+)$")


# Google's backup codes without a word for them: three lines or more of `1234 5678`, or four on a line
BACKUP_CODE_LINES = re.compile(
    r"(?<![\w-])[0-9]{4} [0-9]{4}(?:[ \t]*\n[ \t]*(?:[-*\u2022][ \t]*|[0-9]{1,2}[.)][ \t]+)?[0-9]{4} [0-9]{4}){2,}(?![\w-])"
    r"|(?m:^)[ \t]*[0-9]{4} [0-9]{4}(?:[ \t]{2,}[0-9]{4} [0-9]{4}){3,}[ \t]*(?m:$)"  # or four or more alone on a line, two blanks apart
)
_BACKUP_CODE = re.compile(r"[0-9]{4} [0-9]{4}")
# GitHub's recovery codes, four or more of their shape (five hex digits, a dash, five more) on a line or
# down a column: the shape is the label ("복구 정보:" or nothing at all)
GITHUB_RECOVERY_CODES = re.compile(
    r"(?<![\w-])[0-9a-f]{5}-[0-9a-f]{5}(?:(?:[ \t]+|[ \t]*\n[ \t]*(?:[-*\u2022][ \t]*)?)[0-9a-f]{5}-[0-9a-f]{5}){3,}(?![\w-])"
)
_GITHUB_RECOVERY_CODE = re.compile(r"[0-9a-f]{5}-[0-9a-f]{5}")


def _rotated_value(value: str) -> bool:
    """A password or passphrase of a rotation: redacted already, a password's shape, words joined or spaced,
    or eight letters and digits run together (`annyeong2580`); not a version, a region or a name."""
    return REDACTED in value or _chosen_passphrase(value) or re.fullmatch(r"[a-z]{3,10}(?: [a-z]{3,10}){3,7}", value) is not None \
        or not _NOT_NEARBY.match(value) and (
            _password_shape(value) or re.fullmatch(r"(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9]{8,64}", value) is not None)


def _redact_rotation_pair(match: re.Match) -> str:
    values = match.group("old", "new")
    if not all(map(_rotated_value, values)):
        return match.group(0)
    if match.group("old_sep", "new_sep") != (":", ":") and not any(REDACTED in value or re.search(r"[!^&*?~]|#(?![0-9]+\Z)", value) for value in values):
        return match.group(0)  # labels without colons: paths, versions, builds, digests, remotes too ("old ubuntu2004 / new ubuntu2204",
        # "old=/opt/app-v1 …", "old=nginx@sha256:…", "기존 값 Release#12")
    return _replace_spans(match, [match.span(name) for name in ("old", "new") if REDACTED not in match.group(name)])


def _each_code(code: re.Pattern):  # pragma: no mutate block (it runs at import only, before a mutant can)
    """Redact each code of a list the match found, leaving what stands between them."""
    return lambda match: _replace_spans(match, [found.span() for found in code.finditer(match.string, match.start(), match.end())])


_PARSED_RULES = (
    (PEM_KEY_TAIL, _redact_key_tail),
    (PASSPHRASE_WORDS, _redact_passphrase_words),
    (QUOTED_PASSPHRASE, _redact_quoted_passphrase),
    (SQL_INSERT, _redact_sql_insert),
    (MARKDOWN_TABLE, _table_rule("markdown")),
    (DELIMITED_TABLE, _table_rule("delimited")),
    (NAMED_CSV, _table_rule("csv")),
    (PIPE_TABLE, _table_rule("pipe")),
    (PASSWORD_CHANGE, _redact_change),
    (SHELL_COMMAND, _redact_command),
    (CREDENTIAL_CALL, _redact_call),
    (SOLANA_KEYPAIR, _redact_keypair),
    (SDK_CALL, _redact_sdk_call),
    (SIGNING_CALL, _redact_sdk_call),
    (SPLIT_SECRET, _redact_split_secret),
    (COOKIE_HEADER, _redact_cookies),
    (COOKIE_FILE_LINE, _redact_cookie_file_line),
    (SIGN_IN_LINK, _redact_sign_in_link),
    (RECOVERY_CODES, _redact_recovery_codes),
    (CODE_LIST, _redact_code_list),
    (CODE_ROW, _redact_code_row),
    (BACKUP_CODE_LINES, _each_code(_BACKUP_CODE)),
    (GITHUB_RECOVERY_CODES, _each_code(_GITHUB_RECOVERY_CODE)),
    (ROTATION_PAIR, _redact_rotation_pair),
    (CHPASSWD_LIST, _redact_chpasswd),
)
# After every other rule: what they left near a credential word, the rest of a token one of them cut
# short, and base64 JSON that holds credentials.
# What a rule left of a token it cut short: `[REDACTED]-6vGIdV2e…==`, `[REDACTED]-TP963…=-qhNy…!`.
# A redaction covers the whole run, so a random-looking rest glued to it goes too.
GLUED_REST = re.compile(r"\[REDACTED\](?!\}\}\]=)(?P<rest>[A-Za-z0-9+/=_~!.\[\]()<>{}^*|#$%-]{8,})")


# The other keys of a list whose first a rule took: Strapi's `APP_KEYS=[REDACTED],iC2FWifG…==,dpoOpeMl…==`, each generated
_KEY_ITEM = r"(?:[A-Za-z0-9+/]{16,200}={1,2}|[A-Za-z0-9+_-]{16,200})(?=[ \t]*(?:[,\n\"'\]]|\Z))"  # not `request_id=…`, `src/a.php`
LISTED_REST = re.compile(r"\[REDACTED\](?:,[ \t]?(?:\[REDACTED\]|" + _KEY_ITEM + "))+")
_LISTED_ITEM = re.compile(r"(?<=,)[ \t]?(?P<item>" + _KEY_ITEM + ")")


def _redact_listed_rest(match: re.Match) -> str:
    spans = [item.span("item") for item in _LISTED_ITEM.finditer(match.string, match.start(), match.end())
             if _looks_random(item.group("item").strip("="), 16)]
    return _replace_spans(match, spans) if spans else match.group(0)


_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


def _redact_glued_rest(match: re.Match) -> str:
    rest = match.group("rest")
    if "aws4_request" in rest:
        return match.group(0)  # a signed URL's credential scope: `[REDACTED]%2F20250901%2Fus-east-1%2Fs3%2Faws4_request`
    stripped = rest.strip("-_.=+/~!")
    core = _PERCENT_ESCAPE.sub("", stripped)  # a URL-encoded key's rest: `[REDACTED]%2FZryxD%2BPVV…%3D%3D`
    # a token's next part after its `-` or `_` may be shorter than 8 when it mixes both cases and
    # digits (`duffel_live_…-4fXcYvC`)
    mixed = any(c.isupper() for c in core) and any(c.islower() for c in core)
    least = 6 if rest[0] in "-_" and mixed else 8
    if len(core) >= least and (any(c.isdigit() for c in core) or core != stripped) and _looks_random(core, least):
        return _replace_spans(match, [(match.start(), match.end())])
    return match.group(0)


# The rest of a value wrapped onto the lines under it, each line a piece alone (a backslash, a quote
# or an indent around it): `export KEY="[REDACTED]\\` then `okoqciwopwzgrtowpa5zpwdbsmz"`, a wiki's
# broken lines under `PORTONE_API_SECRET:`. A piece is one when it looks generated.
WRAPPED_REST = re.compile(
    r"\[REDACTED\](?:\\?[\"']?[ \t]*\n[ \t]*(?:[|\u2502\u2503][ \t]*)?(?:\[REDACTED\]|[A-Za-z0-9+/=_-]{6,}(?=\\?[\"']?[ \t]*(?:\n|\Z)))){1,40}"
)
# a piece alone on its line, or in a table's column after its border: `  │ 37f6b54b691341ac946cd7`
_WRAPPED_PIECE = re.compile(r"(?m)^[ \t]*(?:[|\u2502\u2503][ \t]*)?(?P<piece>[A-Za-z0-9+/=_-]{6,})")


def _redact_wrapped_rest(match: re.Match) -> str:
    spans = []
    for found in _WRAPPED_PIECE.finditer(match.string, match.start(), match.end()):
        piece = found.group("piece")
        mixed = not piece.islower() and not piece.isupper()
        if not (any(c.isdigit() for c in piece) and (mixed or len(piece) >= 16) and not _COMPOUND_WORD.fullmatch(piece)):
            break  # the value ended a line before: what follows is text again
        spans.append(found.span("piece"))
    return _replace_spans(match, spans) if spans else match.group(0)


# The other half of a key pair whose secret a rule found: an ID glued to it by `:` or a blank, shaped
# like a generated key (`curl -u ck_1aa6…:[REDACTED]`, `-u sub071LiJmifzK:[REDACTED]`,
# `b2 account authorize 0051c9b5…596 [REDACTED]`); a user name before it stays.
PAIR_HALF = re.compile(r"(?<![\w.@/+=-])(?P<bare>[A-Za-z0-9_-]{12,})(?:[: ]|[ \t]*/[ \t]*)\[REDACTED\]")


def _redact_pair_half(match: re.Match) -> str:
    value = match.group("bare")
    generated = _generated_shape(value) or (
        re.fullmatch(r"[A-Za-z0-9]+", value) is not None and _kinds(value) == 3 and _looks_random(value, 12)
    ) or (len(value) >= 20 and _HEX_RUN.fullmatch(value) is not None and _kinds(value) == 2)
    return _replace_spans(match, [match.span("bare")]) if generated and not _COMPOUND_WORD.fullmatch(value) else match.group(0)


# The ID half of a key pair whose secret half a rule found, named alike within a few lines of it:
# `cloudinary.api.key=…` over `cloudinary.api.secret=[REDACTED]`, `mjApikeyPublic = "…"` before
# `mjApikeyPrivate = "[REDACTED]"`, `"imp_key": "…", "imp_secret": "[REDACTED]"` (a value with a digit).
# A user name is one such half when it has a key ID's shape beside a password found: Confluent's `sasl.username=<16
# capitals and digits>` over `sasl.password=[REDACTED]`. A token's ID beside its token found: PlanetScale's
# `PLANETSCALE_SERVICE_TOKEN_ID=…` with `PLANETSCALE_SERVICE_TOKEN=[REDACTED]`, `serviceTokenId` with `serviceToken`.
ID_HALF = re.compile(
    r"(?<![\w.-])(?P<prefix>[A-Za-z][\w.-]{0,40}?)??(?i:api[_.-]?key|key[_.-]?id|access[_.-]?key(?:[_.-]?id)?|(?P<public>public(?:[_.-]?key)?)|key"
    r"|(?P<user>user(?:name)?)|(?P<token>token[_.-]?id))"
    r"(?:[\"']?[ \t]*[:=][ \t]*|>)(?P<q>[\"']?)(?P<bare>(?=[A-Za-z0-9_-]{0,127}[0-9]|[A-Z]{16}|[a-z]{8}\b)[A-Za-z0-9_-]{8,128})(?P=q)(?![\w+/=-])"  # not part of base64 (a WireGuard public key); an XML element's text too
)
_KEY_ID_SHAPE = re.compile(r"(?=(?:[0-9]*[A-Z]){3})[A-Z0-9]{16,32}")
_FOUR_CONSONANTS = re.compile(r"[B-DF-HJ-NP-TV-Z]{4}")  # as random capitals have (`EHMXTMIBSWFZISNK`), and words seldom


def _key_id_as_user(value: str) -> bool:
    """A user name that is a key's ID: capitals and digits at random, a digit before a letter or six consonants in a row
    (`DWT6DIK55J79SVP8`, `TMLDLBCTPTNPNEQ7`); not a user name (`deploy01`, `ORAAPPSCHEDULER01`)."""
    return _KEY_ID_SHAPE.fullmatch(value) is not None and (
        re.search(r"[0-9][A-Z]", value) is not None or re.search(r"[B-DF-HJ-NP-TV-Z]{6}", value) is not None)
_SECRET_HALF = re.compile(
    r"(?<![\w.-])(?P<prefix>[A-Za-z][\w.-]{0,40}?)??(?i:api[_.-]?secret|secret(?:[_.-]?key)?|private(?:[_.-]?key)?|key[_.-]?secret)"
    r"(?:[\"']?[ \t]*[:=][ \t]*[\"']?|>)\[REDACTED\]"
)
_PASSWORD_HALF = re.compile(
    r"(?<![\w.-])(?P<prefix>[A-Za-z][\w.-]{0,40}?)??(?i:password|passwd)[\"']?[ \t]*[:=][ \t]*[\"']?\[REDACTED\]"
)
_TOKEN_ID_SHAPE = re.compile(r"(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{8,32}")
_TOKEN_HALF = re.compile(r"(?<![\w.-])(?P<prefix>[A-Za-z][\w.-]{0,40}?)??(?i:token)[\"']?[ \t]*[:=][ \t]*[\"']?\[REDACTED\]")


def _redact_id_half(match: re.Match) -> str:
    bare = match.group("bare")
    # MongoDB Atlas's API key: eight letters, named public, over its private key
    atlas = match.group("public") and re.fullmatch(r"[a-z]{8}", bare) and bare not in _NOT_SECRET_WORDS
    if not atlas and (not _is_literal(bare, True)
                      or not any(c.isdigit() for c in bare) and not (_KEY_ID_SHAPE.fullmatch(bare) and _FOUR_CONSONANTS.search(bare))) \
            or match.group("user") and not _key_id_as_user(bare):
        return match.group(0)
    uuid = re.fullmatch(_UUID, bare, re.IGNORECASE) is not None
    if match.group("token") and not (_TOKEN_ID_SHAPE.fullmatch(bare) or uuid):
        return match.group(0)  # a run's or a row's number, not a generated ID (`run-2024-0001`, `12345678`)
    prefix = (match.group("prefix") or "").lower()
    # a token's ID beside the token, or (a UUID too) beside the token's secret: Mux's `MUX_TOKEN_ID` and `MUX_TOKEN_SECRET`
    others = (_PASSWORD_HALF,) if match.group("user") else (_SECRET_HALF,) if match.group("token") and uuid \
        else (_TOKEN_HALF, _SECRET_HALF) if match.group("token") else (_SECRET_HALF,)
    for other in others:
        starts, _ = _spans(other, match.string)
        first = bisect.bisect_left(starts, match.start() - 300)
        for start in starts[first:bisect.bisect_right(starts, match.end() + 300)]:
            half = other.match(match.string, start)
            named = (half.group("prefix") or "").lower() if half else None
            if named is not None and other is _SECRET_HALF and match.group("token"):
                token = re.search(r"token[_.-]?\Z", named)  # the token's own secret, not any secret of that prefix
                named = named[:token.start()] if token else None
            if named == prefix:
                return _replace_spans(match, [match.span("bare")])
    return match.group(0)


# Base64 of JSON that holds credentials: `.dockerconfigjson: eyJhdXRocyI6…`, a service account key file.
# (A JWT has dots between its parts and a rule of its own.)
BASE64_JSON = re.compile(r"(?<![A-Za-z0-9+/=._-])eyJ[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=.])")
_CREDENTIAL_KEY_IN_JSON = re.compile(r'"(?i:auths?|password|passwd|token|secret|private_key|client_secret|api_?key|key)"')


def _redact_base64_json(match: re.Match) -> str:
    value = match.group(0)
    if value.startswith("eyJ2ZXIiOi") and len(value) >= 80:
        return REDACTED  # `{"ver":…`: an Elasticsearch enrollment token (API key inside), however it decodes
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4)).decode("utf-8", "replace")
    except ValueError:
        return value
    return REDACTED if _CREDENTIAL_KEY_IN_JSON.search(decoded) else value


# A list of `name: value` lines where some value was already found a credential: the list is a list of
# credentials ("* Algolia (prod only): a7517…", "- Vonage (운영용): iUTEpJ1RJ3nzAgAl"), so the other
# values shaped like keys are credentials too.
CREDENTIAL_LIST = re.compile(
    r"(?m)^(?:[ \t]*(?:[-*•]|[0-9]{1,2}[.)])?[ \t]*[^\n]{1,80}?:[ \t]+[^\s]+[ \t]*(?:\n|\Z)){2,}"
)
_LIST_ITEM = re.compile(r"(?m)^[ \t]*(?:[-*•]|[0-9]{1,2}[.)])?[ \t]*[^\n]{1,80}?:[ \t]+(?P<value>[^\s]+)[ \t]*$")


def _redact_credential_list(match: re.Match) -> str:
    items = list(_LIST_ITEM.finditer(match.group(0)))
    if not any(item.group("value") == REDACTED for item in items):
        return match.group(0)
    spans = []
    for item in items:
        value = item.group("value")
        if value != REDACTED and _is_literal(value, False) and (
            _key_shape(value) or _HEX_KEY.fullmatch(value)
            or (len(value) >= 12 and re.fullmatch(r"[A-Za-z0-9]+", value) and _kinds(value) >= 2 and any(c.isdigit() for c in value))
            or (len(value) >= 16 and _kinds(value) == 4)
        ):
            start = match.start() + item.start("value")
            spans.append((start, start + len(value)))
    return _replace_spans(match, spans) if spans else match.group(0)


# A password changed from one found already to the next: "changed from [REDACTED] to BasilVelvetDonkeyRiver",
# "비밀번호가 [REDACTED] 에서 BasilVelvetDonkeyRiver 로 바뀜"; not "sent [REDACTED] to KimMinJun".
ROTATED_TO = re.compile(
    r"(?i:\b(?:chang|rotat|reset|updat|switch)[a-z]{0,4}\b[^\n.]{0,60}?\bfrom)[ \t]+\[REDACTED\][ \t]+(?i:to)[ \t]+(?P<bare>[^\s,;]+)"
    r"|\[REDACTED\][ \t]*에서[ \t]+(?P<bare2>[^\s,;]+?)[ \t]*으?로[ \t]*(?:바뀌|바뀜|바꿨|바꿈|변경|교체)"
)


def _redact_rotated_to(match: re.Match) -> str:
    group = "bare" if match.group("bare") is not None else "bare2"
    value = _trim_bare(match.group(group))
    if not (_rotated_value(value) or re.fullmatch(r"(?:[A-Z][a-z]{2,9}){3,8}[0-9!@#$%^&*]*", value)) or not _is_literal(value, False):
        return match.group(0)
    start = match.start(group)
    return _replace_spans(match, [(start, start + len(value))])


def _said_by(prefix: str) -> str:  # pragma: no mutate block (it runs at import only, before a mutant can)
    """Who says a chat line: a quote mark, or a name after an optional time ("[08:40] Yuna: ", "> Maria: "); its
    groups named `<prefix>quote`, `<prefix>time` and `<prefix>name`."""
    return (r"[ \t]*(?P<" + prefix + r"quote>>[ \t]*)?(?P<" + prefix + r"time>(?:\[[^\]\n]{1,40}\][ \t]*)?"
            r"(?:[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[ \t]+)?)(?:(?P<" + prefix + r"name>[^\n:\[\]>]{1,24}):[ \t]*)?")


# the start of a chat line that hands something over, up to the words that do: "Yuna: sure, "
_HANDING_OVER_LINE = re.compile(_said_by("") + r"(?:(?:(?i:ok(?:ay)?|sure|yes|yep)|네|넵|예)[,.!]?[ \t]+)?")
# A chat message that hands something over or says the password changed, then the same person's next message holding one
# word alone: "[08:40] Yuna: here you go" then "[08:40] Yuna: 0rb1t3lb0w11"; "> Maria: 이걸로 해보세요" then "> ghfkddl1005#";
# "[18:26] 박팀장: 시놀로지 비번 바뀌었어요" then "[18:27] 박팀장: Cycling@199"
CHAT_HANDOVER = re.compile(
    r"(?:(?i:here[ \t]+(?:you[ \t]+go|it[ \t]+is|you[ \t]+are)|(?:use|try)[ \t]+this(?:[ \t]+one)?)|여기요|여기[ \t]?있(?:어요|습니다)"
    r"|이걸로[ \t]?(?:해\s?보세요|하세요)|이거[ \t]?(?:쓰세요|써\s?보세요)"
    r"|(?P<changed>(?:(?i:password|pw)|비번|비밀번호|암호|패스워드)[ \t]?(?:이|가)?[ \t]?(?:바뀌었|바꿨|변경(?:됐|되었|했)|(?i:changed|was[ \t]+reset))[^\n]{0,12}?))"
    r"[ \t.!~:]*\n"
    + _said_by("reply_") + r"(?P<q>`?)(?P<value>[^\s`'\"]{8,})(?P=q)[ \t]*$",
    re.MULTILINE,
)


# A chat question for a password or a login, then one other person's answer, the value alone on its last line, a line
# of theirs between at most: "[15:25] me: … is there a shared login?", "[15:28] Kenji: yeah, webadmin", "[15:28] Kenji: X"
CHAT_ANSWER = re.compile(  # the question and the value begin and end with no blank: a run of blanks splits one way only
    r"^" + _said_by("ask_") + r"(?P<question>[^\s][^\n]{0,299}\?)[ \t]*\n"
    r"(?:" + _said_by("mid_") + r"[^\n]{1,60}\n)?" + _said_by("reply_") + r"(?P<value>[^\s`'\"](?:[^\n`'\"]{4,62}[^\s`'\"]))[ \t]*$",
    re.MULTILINE,
)
# a question that asks for the password itself ("what is the shared password?", "anyone have the wifi pw?", "비번 뭐예요?"),
# not where it is kept, when it expires or who has it
_ASKS_FOR_IT = re.compile(r"(?i:\b(?:what(?:'s|[ \t]+is|[ \t]+was)|(?:does[ \t]+)?anyone[ \t]+(?:have|got|know)|can[ \t]+(?:you|someone)[ \t]+"
                          r"(?:send|share|give|dm|paste)|is[ \t]+there[ \t]+(?:a|an|any))\b)|뭐(?:예요|에요|였|야|죠|지|임)|알려")
# what may follow the password's word in a question for it: "… password for staging?", "비밀번호 뭐예요?" (not "… password
# env var?", "… password length limit?": a question about something of the password's)
_ASKED_OBJECT = re.compile(r"(?:[ \t]+(?i:for|of|on|to|at)[ \t]+[^?\n]{1,40}|[ \t]*[은는이가]?[ \t]*(?:뭐|알려)[^?\n]{0,12})?[ \t]*\?\Z")


def _asks_for_a_password(question: str) -> bool:
    """The question asks for a password or a login itself: "what is the shared password?", "anyone have the wifi pw?",
    "is there a shared login?"."""
    cues = list(_ASKED_CUE.finditer(question))
    return bool(cues) and _ASKS_FOR_IT.search(question) is not None and _ASKED_OBJECT.match(question, cues[-1].end()) is not None


_ASKED_CUE = re.compile(_STRICT_PASSWORD_CUE.pattern + r"|(?i:\b(?:log[ \t-]?in|creds|credentials)\b)")


# answers that name something else: a ticket, a path or a branch, a date, a commit, a variable's name
_NOT_AN_ANSWER = re.compile(r"[A-Z][A-Z0-9]{1,9}-[0-9]{1,6}|[^\s/]*/\S*|[0-9]{4}-[0-9]{2}-[0-9]{2}\S*|[0-9a-f]{7,64}"
                            r"|[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+")


# a passphrase of words alone as a chat answer: three to eight small words of four letters or more, none of a sentence's
# ("let me check with ops", "sure will send soon" are answers of another kind)
_PLAIN_PASSPHRASE = re.compile(r"[a-z]{4,12}(?: [a-z]{4,12}){2,7}")


def _redact_chat_answer(match: re.Match) -> str:
    asker, answerer, between = match.group("ask_name"), match.group("reply_name"), match.group("mid_name")
    value = match.group("value")
    if not asker or not answerer or asker == answerer or match.group("mid_time") is not None and between != answerer \
            or not (_handed_over(value) and _is_literal(value, False) if " " not in value else _PLAIN_PASSPHRASE.fullmatch(value)
                    and not _PROSE_WORDS.intersection(value.split())) \
            or " " not in value and _NOT_AN_ANSWER.fullmatch(value) or not _asks_for_a_password(match.group("question")):
        return match.group(0)  # last: a question of any other kind is the usual case
    return _replace_spans(match, [match.span("value")])


def _redact_chat_handover(match: re.Match) -> str:
    text, value = match.string, match.group("value")
    line = _line_start(text, match.start(), 200)
    # "[18:26] 박팀장: 시놀로지 비번 바뀌었어요": the change announced may name what changed first
    said = (_HANDING_OVER_LINE.match if match.group("changed") else _HANDING_OVER_LINE.fullmatch)(text, line, match.start())
    names = said and (said.group("name"), match.group("reply_name"))
    if said is None or not (said.group("quote") and match.group("reply_quote") and names[1] in (None, names[0])
                            or names[0] and names[0] == names[1]):
        return match.group(0)  # not one person's two chat messages: "Use this:" then `traceparent: 00-…`, or two people's
    joined = _PARTS_JOINED.search(value) is not None
    word = not joined and not _HEX_DIGITS.fullmatch(value) and (_lone_password(value) or _DIGITS_AMONG_LETTERS.fullmatch(value) is not None
                                                                  or match.group("changed") and _WORD_AND_DIGITS.fullmatch(value) is not None)
    if not (word or _HEX_KEY.fullmatch(value) or not joined and _generated_shape(value)) or not _is_literal(value, False):
        return match.group(0)  # a region, a branch, an image's tag, a ticket, a locale: parts joined by `-`, `/`, `:`, `.` or `_`
    return _replace_spans(match, [match.span("value")])


# A chat message that hands a value over in the same line, with its time and speaker or a quote mark: "[19:39] Priya: use
# this one: Blue7horse!", "[16:10] 민수: 이거 쓰세요 maple+yankee+meadow+hazel", "> 도윤: vJlNWBVbuh 로 해보세요"
CHAT_HANDED_INLINE = re.compile(
    r"^" + _said_by("") + r"(?:.{0,60}?(?<![^\s,.!])"
    r"(?:(?i:here[ \t]+(?:you[ \t]+go|it[ \t]+is|you[ \t]+are)|(?:use|try)[ \t]+this(?:[ \t]+one)?|just[ \t]+use)"
    r"|이걸로[ \t]?(?:해\s?보세요|하세요)|이거[ \t]?(?:쓰세요|써\s?보세요))[ \t]*:?[ \t]+(?P<q>`?)(?P<value>[^\s`'\"]{8,64})(?P=q)"
    r"|(?P<q2>`?)(?P<before>[^\s`'\"]{8,64})(?P=q2)[ \t]?(?:로|으로)[ \t]?(?:해\s?보세요|하세요|들어가세요|로그인하세요)"
    r"|(?:.{0,60}?(?P<said>[\"\u201c]))?(?:일단|그냥|우선)[ \t]+(?P<q3>`?)(?P<used>[^\s`'\"]{8,64})(?P=q3)[ \t]+(?:쓰세요|써요|써\s?주세요|쓰면\s?돼요|쓰시면\s?돼요))"  # "일단 X 쓰세요"
    r"(?=[,.;!]?(?:[ \t]|$))",
    re.MULTILINE,
)


def _redact_chat_handed_inline(match: re.Match) -> str:
    group = next(name for name in ("value", "before", "used") if match.group(name) is not None)
    value = match.group(group).rstrip(",;")  # "use this one: Quill7fern!, the old one is gone"
    if not (_CLOCK.search(match.group("time")) and match.group("name") or match.group("quote") or match.group("said")):
        return match.group(0)  # a chat line has its time and speaker, or a quote mark, or is quoted as someone's words:
        # not "Tip: just use sha256sum"
    if _PARTS_JOINED.search(value) and not _chosen_passphrase(value):
        return match.group(0)  # a region, a branch, an image's tag
    if not (_lone_password(value) or _random_case(value)) or not _is_literal(value, False):
        return match.group(0)
    start = match.start(group)
    return _replace_spans(match, [(start, start + len(value))])


# Neo4j's `user/password`, as `NEO4J_AUTH` and its drivers take it: `dsn="neo4j/amber.gecko.dune.kiosk"`, after a logger's
# leader of dots too; a password's shape or a passphrase, not a hyphenated repository or the project's own, with an issue, a
# tag or a version (`neo4j/apoc#3921`, `neo4j/graph-data-science`, `neo4j/neo4j-arm64-experimental:4.1.0`)
NEO4J_AUTH = re.compile(r"(?:(?<![\w/.@-])|(?<=\.\.))neo4j/(?P<secret>[^\s\"'`/]{6,64})(?=[\s\"'`;,)]|$)")
_REPOSITORY_REFERENCE = re.compile(r"(?:neo4j|apoc)[\w.-]*(?:[#@:][\w.-]+)?|[a-z0-9]+(?:-[a-z0-9]+)+(?:[#@:][\w.-]+)?")


def _redact_neo4j_auth(match: re.Match) -> str:
    value = match.group("secret")
    chosen = _chosen_passphrase(value) and "-" not in value
    if not (chosen or _password_shape(value) and not _REPOSITORY_REFERENCE.fullmatch(value)) or not _is_literal(value, chosen):
        return match.group(0)
    return _replace_spans(match, [match.span("secret")])


# The rest of a token sent in two parts, once the first part was found: "First part: [REDACTED]" then "Second part: 83282a578d2202-3"
SECOND_PART = re.compile(
    r"(?i:\b(?:second|2nd|last|other|remaining)[ \t]+(?:part|half|piece)|\bpart[ \t]*(?:2|two)\b)[ \t]*(?:is[ \t]+)?[:=]?[ \t]*"
    r"(?P<q>[`'\"]?)(?P<value>[A-Za-z0-9_+/=.-]{6,200})(?P=q)(?![^\s.,;)])"
)
_TOKEN_FRAGMENT = re.compile(r"(?=[^.]*[0-9])(?=[^.]*[A-Za-z])[A-Za-z0-9_+/=-]{6,200}")
_FIRST_PART_FOUND = re.compile(r"(?i:\b(?:first|1st)[ \t]+(?:part|half|piece)|\bpart[ \t]*(?:1|one)\b)[^\n]{0,40}?\[REDACTED\]")


def _redact_second_part(match: re.Match) -> str:
    value = match.group("value").rstrip(".")
    if not _TOKEN_FRAGMENT.fullmatch(value) or _FIRST_PART_FOUND.search(match.string, max(0, match.start() - 300), match.start()) is None:
        return match.group(0)  # a token's fragment, letters and digits (not a date, an address, `python3.11`, `#4821`); the first found
    start = match.start("value")
    return _replace_spans(match, [(start, start + len(value))])


_CLOCK = re.compile(r"[0-9]:[0-9]{2}")
_WORD_AND_DIGITS = re.compile(r"[A-Za-z]{3,}[0-9]{2,}[!@#$%^&*]?")  # the password that changed: "cycling1995"
_HEX_DIGITS = re.compile(r"[0-9a-f]+|[0-9A-F]+")  # a commit, a digest: a key's hex is 32 digits (`_HEX_KEY`)
_PARTS_JOINED = re.compile(r"[A-Za-z0-9][-:._][A-Za-z0-9]|[A-Za-z0-9]/[a-z]{2}")  # not base64's `/`: `Europe/Berlin`
# one run of letters and digits, three letters at least, a digit before a letter: `0rb1t3lb0w11`; not a timestamp
# `20240501T084000`, not a word and a year `release2024` (a value named a password may be either, `_accept_used_as`)
_DIGITS_AMONG_LETTERS = re.compile(r"(?=[A-Za-z0-9]*[0-9][A-Za-z])(?=(?:[0-9]*[A-Za-z]){3})[A-Za-z0-9]{8,}")


def _redact_bip39_phrase(match: re.Match) -> str:
    """The phrase in a run of words: the longest stretch of BIP-39's words of a phrase's length whose last word holds the
    checksum of the others (a phrase a wallet made always does; a list of twelve such words by chance, a Makefile's
    `.PHONY` line, once in sixteen), with the run's other words around it (`seed`, `was the backup`); or the whole run,
    alone on its lines, every word BIP-39's (a phrase copied by hand may miss its checksum). Never a stretch with more
    of the words prose is made of than one in six: "make this note short then focus only what will make main build
    pass" holds seven; a phrase drawn from the 2,048 holds three in twelve once in about 250, five in 24 once in 2,000."""
    run = match.group(0)
    words = [(found.start(), found.end()) for found in re.finditer(r"[a-z]+", run)]
    indexes = [_BIP39_INDEX.get(run[start:end]) for start, end in words]
    prose = [run[start:end] in _PROSE_IN_BIP39 for start, end in words]
    if len(words) in (12, 15, 18, 21, 24) and None not in indexes and sum(prose) <= len(words) // 6 and _alone_on_its_lines(match):
        return _replace_spans(match, [match.span()])  # the phrase alone on its lines: its checksum may be wrong as typed
    # in a run of more than thirty words (a wall of them), only stretches that begin or end a line: each window costs a hash
    edges = None if len(words) <= 30 else {i for i, (start, _) in enumerate(words) if i == 0 or "\n" in run[words[i - 1][1]:start]}
    for length in (24, 21, 18, 15, 12):
        for first in range(len(words) - length + 1):
            if edges is not None and first not in edges and first + length not in edges and first + length != len(words):
                continue
            phrase = indexes[first:first + length]
            if None not in phrase and sum(prose[first:first + length]) <= length // 6 and _bip39_checksum(phrase):
                return _replace_spans(match, [(match.start() + words[first][0], match.start() + words[first + length - 1][1])])
    return match.group(0)


def _alone_on_its_lines(match: re.Match) -> bool:
    """Nothing but blanks, quotes or a bullet before the match on its first line, nor after it on its last."""
    text = match.string
    return _OPENS_ALONE.fullmatch(text, _line_start(text, match.start(), 200), match.start()) is not None \
        and _CLOSES_ALONE.match(text, match.end()) is not None


_OPENS_ALONE = re.compile(r"[ \t>*\-\"'`]*")
_CLOSES_ALONE = re.compile(r"[ \t\"'`]*(?:\n|\Z)")  # not a sentence's full stop
# BIP-39's words that prose is made of (a phrase holds few of them: 58 of the 2,048)
_PROSE_IN_BIP39 = frozenset(
    """about above across again all also any around because before below between can either else end enough few first
    focus found have into just keep kind later like main make more much must near never next now only other over same
    second since such that then there they this thing together under until very what when where will""".split()
)


def _bip39_checksum(indexes: list[int]) -> bool:
    """The last bits of the phrase (one per three words) are the first bits of the SHA-256 of the rest."""
    bits = len(indexes) // 3
    number = functools.reduce(lambda total, index: total << 11 | index, indexes, 0)
    entropy = (number >> bits).to_bytes(len(indexes) * 4 // 3, "big")  # 32 bits of entropy for every three words
    return hashlib.sha256(entropy).digest()[0] >> (8 - bits) == number & ((1 << bits) - 1)


_NEARBY_RULES = (
    (NEARBY_SECRET, _redact_nearby), (BIP39_PHRASE, _redact_bip39_phrase), (ROTATED_TO, _redact_rotated_to), (CHAT_HANDOVER, _redact_chat_handover), (CHAT_ANSWER, _redact_chat_answer), (CHAT_HANDED_INLINE, _redact_chat_handed_inline), (NEO4J_AUTH, _redact_neo4j_auth), (SECOND_PART, _redact_second_part), (CREDENTIAL_LIST, _redact_credential_list), (GLUED_REST, _redact_glued_rest), (LISTED_REST, _redact_listed_rest), (WRAPPED_REST, _redact_wrapped_rest), (PAIR_HALF, _redact_pair_half), (ID_HALF, _redact_id_half), (BASE64_JSON, _redact_base64_json),
)

# A token whose body is a mask or a placeholder: `sk_live_XXXXXXXX`, `ghp_xxxx`, `AKIA...EXAMPLE`.
_PLACEHOLDER_TOKEN = with_lead(re.compile(
    r"[xX]{6,}|\*{4,}|0{12,}|\u2026|\.\.\.|(?i:example|placeholder|redacted|dummy|your[_-]?(?:api|token|key))"
))


def _redact_token(match: re.Match) -> str:
    if not match.group(0).startswith("-----") and _PLACEHOLDER_TOKEN.search(match.group(0)) or _public_jwt(match):
        return match.group(0)
    return _redact_match(match)  # which leaves a key Google documents as shipped in every page


# A Firebase web config: `apiKey: "AIza…"`, a member of an object literal that also gives its `authDomain` on firebaseapp.com
_FIREBASE_KEY_NAME = re.compile(r"(?<![\w$.-])[\"']?apiKey[\"']?[ \t]*:[ \t]*[\"']$")
_FIREBASE_AUTH_DOMAIN = re.compile(r"[\"']?authDomain[\"']?[ \t]*[:=][ \t]*[\"'][\w.-]+\.firebaseapp\.com[\"']")
# an Android app's `google-services.json`, bundled in every APK: `"api_key": [ { "current_key": "AIza…" } ]`
_ANDROID_CONFIG_KEY = re.compile(r"\"api_key\"[ \t]*:[ \t]*\[[ \t\r\n]*\{[ \t\r\n]*\"current_key\"[ \t]*:[ \t]*\"$")
# the Maps JavaScript API's loader: `<script src="https://maps.googleapis.com/maps/api/js?key=AIza…&callback=initMap">`
_MAPS_LOADER_KEY = re.compile(r"//maps\.googleapis\.com/maps/api/js\?(?:[\w.%-]+=[^\s&\"'<>]*&(?:amp;)?){0,8}key=$")


# a list of passwords a policy refuses, in brackets after its name: "흔한 비번 denylist(Password1!, Welcome123 같은 것들)"
_BANNED_LIST = re.compile(
    r"(?:(?i:deny[ -]?list|block[ -]?list|black[ -]?list|banned|forbidden|(?:common|weak)[ \t-]+passwords)|금지|흔한[ \t]?(?:비번|비밀번호))"
    r"[^\n()]{0,12}\($"
)


# words that make a bracket speak of the note's own passwords: a rotation's, "(…, which is our password)"
_NOT_EXAMPLES = re.compile(r"(?i:\b(?:was|now|old|new|then|current|our|password|pw)\b)|이전|기존|새|변경|비번|비밀번호")


def _banned_example(text: str, start: int, end: int) -> bool:
    """The value is one item of `_BANNED_LIST`'s brackets."""
    opened = text.rfind("(", _line_start(text, start, 200), start)
    closed = text.find(")", end, end + 200)
    return opened >= 0 and closed >= 0 and ")" not in text[opened:start] and "\n" not in text[end:closed] \
        and "," in text[opened:closed] and _BANNED_LIST.search(text, max(0, opened - 40), opened + 1) is not None \
        and not _NOT_EXAMPLES.search(text, opened, closed)  # "(was Summer2024!, now …)", "(…, which is our password)"


def _shipped_to_browsers(text: str, start: int, end: int) -> bool:
    """A key its vendor ships in every page or app: Google's (`_browser_key`), or a key that can only send errors: the token
    of Rollbar's browser snippet (`_rollbarConfig = { accessToken: "…"`, a `post_client_item` token) and Bugsnag's notifier
    key (`Bugsnag.start({ apiKey: '…' })`)."""
    return _browser_key(text, start, end) or _ROLLBAR_SNIPPET.search(text, max(0, start - 200), start) is not None \
        or _BUGSNAG_KEY.fullmatch(text, start, end) is not None and _BUGSNAG_START.search(text, max(0, start - 200), start) is not None


def _browser_key(text: str, start: int, end: int) -> bool:
    """The `AIza` key at `start` is one Google documents as shipped in every page or app: a Firebase web config's apiKey
    or an Android app's `current_key` (identifiers, their data guarded by security rules) or the key in the Maps JavaScript
    API's loader URL (restricted by the pages that may send it). The same shape elsewhere is a billable Maps or Gemini key and stays redacted."""
    if not text.startswith("AIza", start):
        return False
    if _MAPS_LOADER_KEY.search(text, max(0, start - 300), start) or _ANDROID_CONFIG_KEY.search(text, max(0, start - 80), start):
        return True
    if _FIREBASE_KEY_NAME.search(text, max(0, start - 16), start) is None:
        return False
    opened, closed = text.rfind("{", max(0, start - 400), start), text.find("}", end, end + 400)
    if opened < 0 or closed < 0 or "}" in text[opened:start] or "{" in text[end:closed]:
        return False  # not a member of one flat object
    return _FIREBASE_AUTH_DOMAIN.search(text, opened, closed) is not None


# a JWT's claims (base64url, padding left off): `"role":"anon"` among them, or jwt.io's example ("John Doe")
_ANON_ROLE = re.compile(r'"role"[ \t]*:[ \t]*"anon"')
_JWT_IO_CLAIMS = '{"sub":"1234567890","name":"John Doe","iat":1516239022}'


def _public_jwt(match: re.Match) -> bool:
    return _public_jwt_token(match.group(0))


def _public_jwt_token(token: str) -> bool:
    """A signed JWT whose role is `anon` (Supabase's anon key, public by design: row-level security guards
    the data; the `service_role` key, the same shape, stays a secret), or the example every JWT page shows."""
    parts = token.split(".")
    signed = len(parts) == 3 and parts[0].startswith("eyJ") and parts[1].startswith("eyJ")
    claims = _ascii_base64(parts[1].replace("-", "+").replace("_", "/")) if signed else None
    if claims is None or "\n" in claims:
        return False
    return claims == _JWT_IO_CLAIMS or claims.startswith("{") and claims.endswith("}") and _ANON_ROLE.search(claims) is not None


def _context_rule(accept):  # pragma: no mutate block (it runs at import only, before a mutant can)
    return lambda match: _redact_match(match, accept)


# (pattern, replacement, gate): a gate skips a pattern on text that lacks the literals it needs.
# Each pattern runs behind a lookahead of the characters its matches begin with (the same matches, sooner).
_TOKEN_RULES = tuple((with_lead(pattern), _redact_token, gate(pattern)) for pattern in _TOKEN_PATTERNS)
_ALL_RULES = (
    _TOKEN_RULES
    + tuple((with_lead(pattern), redact, gate(pattern)) for pattern, redact in _PARSED_RULES)
    + tuple((with_lead(pattern), _context_rule(accept), gate(pattern)) for pattern, accept in _CONTEXT_RULES)
    + tuple((with_lead(pattern), redact, gate(pattern)) for pattern, redact in _NEARBY_RULES)
)


_FIND_TOKENS = Finder(needs for _, _, needs in _TOKEN_RULES)
_FIND_ALL = Finder(needs for _, _, needs in _ALL_RULES)


def _apply(rules, find: Finder, text: str) -> str:
    """Each rule in order, on the text as the rules before it left it; only the rules its gates admit."""
    admitted = sorted(find(text))
    at = 0
    while at < len(admitted):
        index = admitted[at]
        pattern, replace, _ = rules[index]
        changed = pattern.sub(replace, text)
        if changed == text:
            at += 1
            continue
        text, admitted = changed, sorted(find(changed))
        at = bisect.bisect_right(admitted, index)  # the rules after this one, as the new text admits them
    return text


def redact_tokens(text: str) -> str:
    """Redact provider tokens, JWTs and PEM private keys: shapes that are never ordinary text."""
    return _apply(_TOKEN_RULES, _FIND_TOKENS, text)


def contains_token(text: str) -> bool:
    """True when `redact_tokens` would change the text. A question: the values it would take are not the note's to repeat."""
    return _asked(lambda: redact_tokens(text)) != text


@_with_matches
def sanitize(text: str) -> str:
    """Redact every credential: tokens by shape, then passwords and secrets by their context."""
    return _apply(_ALL_RULES, _FIND_ALL, text)


def find_credentials(text: str) -> bool:
    """True when `sanitize` would change the text: what `--check` and a topic are tested with. A question, as above."""
    return _asked(lambda: sanitize(text)) != text


# The first line of a field, after leading blanks; or its first lines up to a blank one (at most 16).
_FIELD_HEAD = re.compile(r"[ \t\n]*(?:```[\w-]*[ \t]*\n[ \t\n]*)?(?P<line>[^\n]*)")  # inside a code fence too
_FIELD_BLOCK = re.compile(r"[ \t\n]*(?:```[\w-]*[ \t]*\n[ \t\n]*)?(?P<line>[^\n]*(?:\n[ \t]*[^\s][^\n]*){0,15})")
# a field that ends in a name built of parts ("비번 키 이름은 postgres-password") labels nothing after it
_NAME_AT_END = re.compile(r"(?:^|\s)[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+\Z")
# an `.env.example` line left empty (`DB_PASSWORD=`) labels nothing after it either
_EMPTY_SETTING = re.compile(r"[ \t]*(?:export[ \t]+)?(?:[A-Z_][A-Z0-9_]*|[a-z_][\w-]*(?:\.[\w-]+)+)=")
# a command that ends in its password flag prompts for it (`mysql -u app -p`): the next field is no value
_PROMPTING_FLAG = re.compile(r"(?<![\w-])-[A-Za-z]\Z")
# a line that already holds its value (YAML `property: password`, `password: ${{ secrets.PYPI_TOKEN }}`) labels nothing after it
_COMPLETE_SETTING = re.compile(r"[ \t]*(?:- )?[\w.-]+[ \t]*[:=][ \t]*(?:[^\s:=]+|\$?\{\{[^{}\n]{0,200}\}\})")


# A label reaches into the next field from a line that ends open (`… -storepass`, `Cookie:`, `IDENTIFIED BY`), or
# from a finished sentence that holds a label's word: a credential's (the near rule's), a one-time code's seed, a
# recovery code's, a seed phrase's, a login's, a key pair's half (`AK/SK`). Only then is the join of two fields
# sanitized: after a finished sentence without one no rule takes a value across (most notes: the join costs more than
# the fields themselves)
_ENDS_A_SENTENCE = re.compile(r"[.!?)][ \t]*\Z")
_LABELS_ACROSS = with_lead(re.compile("|".join((
    _ANY_CUE, _OTP_SEED_WORDS, _RECOVERY_WORDS, _SEED_WORDS, _LOGIN_WORDS, r"(?i:\b(?:ak|sk)\b)",
))))


def _continue_label(previous: str, following: str, before: str) -> str:
    """Let a label that ends `previous` cover the value that starts `following`: its first line, or
    the block of lines up to a blank one when the label ends in a colon ("Recovery codes:"). `before` is
    the note up to `following`, which may name what "the next field" holds."""
    tail = previous.rstrip().rsplit("\n", 1)[-1][-200:]
    head = (_FIELD_BLOCK if tail.endswith(":") else _FIELD_HEAD).match(following)
    line = head.group("line")
    if not tail or not line or line.startswith(REDACTED) or _COMPLETE_SETTING.fullmatch(tail) \
            or _NAME_AT_END.search(tail) or _EMPTY_SETTING.fullmatch(tail) or _PROMPTING_FLAG.search(tail):
        return following
    if _said_public(line, 0):
        return following  # the value's own line says it is public: "data-sitekey=…", "// search-only API key"
    def across(gap: str, line: str) -> tuple[str, list[str]]:
        """The join sanitized, and the values it took: only those the returned line loses are the note's to repeat."""
        return _collecting(lambda: sanitize(tail + gap + line))

    gap = " "
    joined, taken = across(gap, line) if not _ENDS_A_SENTENCE.search(tail) or _LABELS_ACROSS.search(tail) \
        else (tail + gap + line, [])
    alone = line.split("\n", 1)[0]
    if joined == tail + gap + line and tail.endswith(":") and _IS_PASSWORD_CUE.search(tail) and not _DIGEST_LABEL.search(tail) \
            and len(alone) <= 200 and not any(c.isspace() for c in alone):
        # "The credential in that trace:" then a word alone on its line, read as in one field (its words are tried
        # again only then: a password's or a credential's, not a commit's)
        gap, line = "\n", alone
        joined, taken = across(gap, line)
    if joined == tail + gap + line:  # the usual case: nothing to redact across the boundary
        if _lone_password(line) and (_SPEAKS_OF_CREDENTIALS.search(tail) or _IT_FOLLOWS.search(tail) and _SPEAKS_OF_CREDENTIALS.search(before)) \
                or _KEYPAD.fullmatch(line) and 4 <= sum(c.isdigit() for c in line) <= 12 \
                and any(_PIN_CUE.fullmatch(cue.group(0)) for cue in _CUE.finditer(tail)) and (_VALUE_FOLLOWS.search(tail) or _FIELD_FOLLOWS.search(tail)):
            # "…it is in the lesson field below." then "qufqlc^^49!"; "YubiKey PIN … 다음 필드에 적어 둠" then "58120934";
            # "the next field has it." after a field that named the password
            return following[:head.start("line")] + _taken(line) + following[head.start("line") + len(line):]
        quoted = _QUOTED_FIRST.match(line)  # "Value noted in the next field:" then "`7a29e79f-…` — paste it"
        bare = _BARE_FIRST.match(line)  # a bare one only with a key's hex, or after a password's word in a password's shape
        if bare and (_HEX_KEY.fullmatch(bare.group("value")) or _PASSWORD_NAME.search(tail) and (
                _password_shape(bare.group("value")) or _chosen_passphrase(bare.group("value")))):
            quoted = bare
        if quoted and (_SPEAKS_OF_CREDENTIALS.search(tail) or _VALUE_FOLLOWS.search(tail)) and _handed_over(quoted.group("value")):
            start = head.start("line") + quoted.start("value")
            return following[:start] + _taken(quoted.group("value")) + following[start + len(quoted.group("value")):]
        return following
    prefix = _asked(lambda: sanitize(tail)) + gap
    if joined.startswith(prefix):
        new_line = joined[len(prefix):]
    else:  # a value taken from the label's end on (`… by hand` then `KQ4T NRW7 …`): the line loses what the join changed of it
        reach = _reach_into(line, joined)
        if not reach:
            return following
        new_line, taken = _taken(line[:reach]) + line[reach:], []
    if new_line == line:
        return following
    _taken(*(value for value in taken if value in line))
    return following[:head.start("line")] + new_line + following[head.start("line") + len(line):]


def _reach_into(line: str, joined: str) -> int:
    """How much of the line, from its start, the join changed: all but the longest end it shares with the joined text
    (the line is sanitized already, so the join changes it only from the boundary on)."""
    return len(line) - len(os.path.commonprefix([line[::-1], joined[::-1]]))


# what a label says of a commit or a digest: the word after it is none of a credential's
_DIGEST_LABEL = re.compile(_DIGEST_NAMES)
# a quoted value opening a field, then a dash, a bracket or nothing, or a bare one before a dash: what a label in the
# field before hands over
_QUOTED_FIRST = re.compile(  # "`달빛호수2031=` is the value that goes with it" too
    r"(?P<q>[`'\"])(?P<value>[^`'\"\n]{6,200})(?P=q)(?=[ \t]*(?:[—–(-]|$|(?i:is|was)[ \t]+(?:\w+[ \t]+){0,2}(?:value|password|passphrase|one)\b))")
_BARE_FIRST = re.compile(  # "fuzzy-ladder-panda-60 -- do not commit", "tjdnfekfqlc1997, <- still current?"
    r"(?P<value>[^\s`'\"()\[\]{},;]{6,200}),?(?=[ \t]+(?:--|—|–|<-|←)(?:[ \t]|$))")
# the field before says the value follows: "the value itself is in the lesson below", "값은 아래 lesson에 적어둠"
_VALUE_FOLLOWS = re.compile(r"(?i:\bvalue\b[^\n]{0,60}?\b(?:below|next|following|follows|lesson))|값[^\n]{0,30}?(?:아래|다음)")
# or that the next field holds it, said of a PIN only: "다음 필드에 적어 둠" (not of a date, a port or a request ID)
_FIELD_FOLLOWS = re.compile(r"(?i:\b(?:next|following) field\b|\bfield below\b)|(?:아래|다음)[ \t]?필드")
# ... and that it holds what was spoken of, not something else the field names: "the next field has it"
_IT_FOLLOWS = re.compile(r"(?i:\b(?:next|following) field (?:has|holds) it\b|\bit(?:'s| is) in the (?:next|following) field\b)"
                         r"|(?:아래|다음)[ \t]?필드에[ \t]?(?:있|적)")
_PASSPHRASE_OF_WORDS = re.compile(r"(?:[A-Za-z]{2,12} ){2,7}(?:[A-Za-z]{2,12}|[0-9]{1,6})")


def _handed_over(value: str) -> bool:
    """A password's, a key's or a UUID's shape, or a passphrase of words ("Copper Yeti Noodle Harbor 693")."""
    if " " in value:
        return _PASSPHRASE_OF_WORDS.fullmatch(value) is not None and not _reads_as_prose(value)
    if _IDENTIFIER_WORDS.fullmatch(value) or _judged_setting(value):
        return False  # `passwordPolicy.minLength`; a setting of a secret's name (`NEXT_PUBLIC_…_KEY=pk_live_…`), which its rules judged
    return _lone_password(value) or _HEX_KEY.fullmatch(value) is not None or _chosen_passphrase(value) \
        or _strong_password(value) and _is_literal(value, True)


_IDENTIFIER_WORDS = re.compile(r"[A-Za-z_]+(?:[.:][A-Za-z_]+)+|[a-z]+(?:[A-Z][a-z]+)+")


def _holds_no_value(line: str) -> bool:
    """A setting whose value is ciphertext, a reference or a placeholder: `spring.datasource.password=ENC(…)`."""
    setting = _EMPTY_SETTING.match(line)
    return setting is not None and not _is_literal(line[setting.end():], False)


def _judged_setting(value: str) -> bool:
    """A setting of a secret's name with its value (`NEXT_PUBLIC_…_KEY=pk_live_…`): its own rules judged the value."""
    setting = _EMPTY_SETTING.match(value)
    return setting is not None and (_SECRET_NAME_IN.search(setting.group(0)) is not None or _KEY_IN_NAME.search(setting.group(0)) is not None)


def _redact_lone_first_line(value: str) -> str:
    """A field whose first line is a password alone, in a note about credentials: "달빛우리집2482*", then
    "It turned out to be the database password"."""
    head = _FIELD_HEAD.match(value)
    line = head.group("line")
    if not _lone_password(line) or not any(c in _STRONG_SYMBOLS for c in line) or not _password_shape(line) \
            or _NOT_A_STRONG_PASSWORD.search(line):
        return value  # identifiers, builds and keys stand alone too (`S3Client`, `Windows-x64-Release`): a symbol of a password's
    return value[:head.start("line")] + _taken(line) + value[head.end("line"):]


def _lone_password(line: str) -> bool:
    """A line that is one word of a password's, a passphrase's or a generated key's shape, and nothing else (not a list,
    not a version)."""
    return " " not in line and "," not in line and not line.endswith(":") and not re.search(r"[0-9]\.[0-9]", line) \
        and (_password_shape(line) or _generated_shape(line) or _chosen_passphrase(line)) and _is_literal(line, False) \
        and not _NOT_NEARBY.match(line) and not _NOT_NEARBY_ANYWHERE.search(line) and not _encodes_text(line) \
        and not _holds_no_value(line.strip("`'\""))


# A token wrapped across two fields: the word that ends one field and a word of the next field's first
# line make a token only together ("first part: glpat-Qm7RtZx", then "Second part: Vb2KcW9NpL4sd").
_LAST_WORD = re.compile(r"(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{6,}(?=[^A-Za-z0-9_+/=-]{0,3}\Z)")
_PART_WORD = re.compile(r"(?<![A-Za-z0-9_+/=-])[A-Za-z0-9_+/=-]{6,}(?![A-Za-z0-9_+/=-])")


_UUID_AT_END = re.compile(_UUID + r"\Z", re.IGNORECASE)


def _reads_as_a_word(part: str) -> bool:
    """Words of letters in one case (or a capital first) that a mouth can say, not hex: "warning", "client-side",
    not `qwxkzv` or `deadbeef`."""
    return all(piece.isalpha() and (piece.islower() or piece.istitle()) and not _unpronounceable(piece)
               and re.fullmatch(r"[a-fA-F]+", piece) is None for piece in re.split(r"[-_]", part))


def _join_wrapped_token(previous: str, following: str) -> tuple[str, str]:
    """A token's rest is no word that happens to make a token's shape longer (`…=live_0612d97bc8c3cf982c2ba9565f5` then
    "The warning is informational")."""
    text = previous.rstrip()
    first = _LAST_WORD.search(text, max(0, len(text) - 200))
    if first is None or contains_token(first.group(0)) or _UUID_AT_END.search(first.group(0)):
        return previous, following  # a whole UUID is no token's first part: two joined make a Bunny.net key's shape
    line_end = following.find("\n")
    for part in _PART_WORD.finditer(following, 0, len(following) if line_end < 0 else line_end):
        if contains_token(first.group(0) + part.group(0)) and not contains_token(part.group(0)) and not _reads_as_a_word(part.group(0)):
            _taken(first.group(0) + part.group(0))  # where the note repeats it whole
            return (previous[:first.start()] + REDACTED + previous[first.end():],
                    following[:part.start()] + REDACTED + following[part.end():])
    return previous, following


# A generated key anywhere in a note that speaks of a credential in any of its fields: letters of both
# cases and digits, 20 or more ("Who issued zUAklVPh…? It's the only Fastly API token that works").
_GENERATED_RUN = re.compile(r"(?<![\w+/=.@$%&:<>-])[A-Za-z0-9_-]{20,}(?![\w+/=@:<>-]|\.\w)")  # not a part of a path or name
_ARMOUR = re.compile(r"-----BEGIN [A-Z ]{1,40}-----(?:(?!-----END)[\s\S])*")
_SPEAKS_OF_CREDENTIALS = with_lead(re.compile(
    # a login is an act, not a credential: "two login tabs overwrote the state cookie"
    r"(?!(?i:log(?:s|ged|ging)?[ \t-]?(?:in|on)|sign(?:s|ed|ing)?[ \t-]?in)|로그인|계정)"
    r"(?:" + _PASSWORD_CUE + "|" + _KEY_CUE + r"|(?i:credentials?|certificate)|인증서|자격[ \t]?증명)"
))


# a value given to a name that is not a credential's: `"n":"<modulus>"`, `paymentKey …`, `cacheKey=…`
_OTHER_NAME_BEFORE = re.compile(
    r"[\"']?(?P<name>[A-Za-z_][\w.-]{0,30})[\"']?[ \t]*(?:=>|[:=])[ \t]*[\"']?$"
    r"|" + _RECORD_NAMES + r"[ _-]?(?i:keys?|ids?)[ \t]*[:=]?[ \t]*$"
)
_SECRET_NAME_IN = re.compile(_SECRET_NAME)
_ID_KIND = re.compile(r"(?i:id|nanoid|uuid|guid|ulid|cuid2?|ksuid)")
_WORD_THEN_BLANK = re.compile(r"\w[ \t]")


def _in_prose(text: str, named: re.Match) -> bool:
    """The word before a colon, unquoted, is the last of a sentence's, not a setting's name: "wrote it on a sticky note: …"."""
    return not named.group(0).startswith(("'", '"')) and "=" not in named.group(0) \
        and _WORD_THEN_BLANK.match(text, named.start() - 2, named.start()) is not None
# the cell before, in a table row, names an ID: `| qa | COMMERCE_CLIENT_ID | `eVHk7Sh9…` |`
_KEY_WORD_IN_CELL = re.compile(r"(?i:key|secret|token|pass|pw|auth|cred|sig)")
_CELL_NAME_BEFORE = re.compile(r"\|[ \t]*`?(?P<name>[A-Za-z_][\w.-]{0,40}(?:ID|Id|id))`?[ \t]*\|[ \t]*[`\"']?$")


def _in_an_id_row(text: str, lo: int, start: int) -> bool:
    """The value at `start` sits in a table row or an XML setting named for an ID, not a key's:
    `| qa | COMMERCE_CLIENT_ID | `eVHk7Sh9…` |`, `<add key="ClientId" value="dj00…" />`; or under a column
    headed for one, as a command lists them (`KEY_ID  CREATED_AT  EXPIRES_AT`)."""
    # (the XML setting's `key=` is no credential's word, though a rule may take it for one and start after it)
    cell = _CELL_NAME_BEFORE.search(text, max(lo, start - 60), start) or _XML_NAME_BEFORE.search(text, max(0, start - 90), start)
    return cell is not None and not _KEY_WORD_IN_CELL.search(cell.group("name")) or _under_an_id_column(text, start)


# a column's heading in capitals naming an ID, then at least two blanks or the line's end
_ID_HEADING = re.compile(r"(?!(?:[A-Z]+_)*(?:SECRET|SESSION)_ID)(?:[A-Z][A-Z]*_)*ID(?=[ \t]{2,}|[ \t]*\r?\n)")  # Vault's SECRET_ID is one
_COLUMNS = re.compile(r"[^\n]*\S[ \t]{2,}\S")  # a line of a table: cells apart by two blanks or more


def _under_an_id_column(text: str, start: int) -> bool:
    """The value at `start` begins a column whose heading on the line above, at the same place, names an ID; or, in a
    table (its heading and rows all hold cells apart by two blanks or more), on a line further up, the lines between
    rows of it with a cell at that place."""
    line = _line_start(text, start, 300)
    if line == 0 or line < start and text[start - 1] not in " \t":
        return False
    offset = start - line
    for rows in range(50):  # a listing's rows; no heading further up
        above = _line_start(text, line - 1, 300)
        column = above + offset
        if column >= line - 1 or column > above and text[column - 1] not in " \t" or text[column] in " \t" \
                or rows and (text[line - 1] != "\n" or above and text[above - 1] != "\n"):
            return False  # (lines of a table: not the stretches of 300 characters a long line is cut into)
        heading = _ID_HEADING.match(text, column, line) is not None
        if heading and rows == 0:
            return True
        if not _COLUMNS.match(text, above, line - 1):
            return False  # not a table's line: a command, a word alone, a name before its value
        if heading:
            end = text.find("\n", start, start + 300)  # the value's line is a row of the table too
            return _COLUMNS.match(text, start - offset, end if end >= 0 else min(len(text), start + 300)) is not None
        if above == 0:
            return False
        line = above
    return False


_XML_NAME_BEFORE = re.compile(r"\bkey=[\"'](?P<name>[\w.:-]{0,60}(?:(?<=[a-z0-9])Id|ID|[_.:-]id))[\"'][ \t]+value=[\"']$")  # not `PushAndroid`


def _set_as_an_id(text: str, start: int) -> bool:
    """The value at `start` is stored under an ID's name on its line: `gh secret set APP_CLIENT_ID --body '…'`."""
    return _SETS_AN_ID.search(text, _line_start(text, start, 200), start) is not None


def _generated_key(match: re.Match) -> bool:
    text, value, start = match.string, match.group(0), match.start()
    named = _OTHER_NAME_BEFORE.search(text, max(0, start - 40), start)
    if named and not (named.group("name") and (_SECRET_NAME_IN.search(named.group("name"))
                                               or _in_prose(text, named) and not _ID_KIND.fullmatch(named.group("name")))):
        return False  # a setting's name, or in prose a kind of ID's ("the ID given was nanoid: PvC0…")
    if _in_an_id_row(text, 0, start):
        return False
    state = _STATE_OR_NONCE_BEFORE.search(text, max(0, start - 100), start)
    if state and not _CUE.search(text, state.start(), start):
        return False  # OAuth's one-time values in a callback's error: "state 불일치 (expected …, got …); nonce …"
    mixed = _generated_shape(value) and not value.islower() and not value.isupper() and any(c.isdigit() for c in value) \
        or _AZURE_DEVOPS_PAT.fullmatch(value) is not None
    # 32 hex digits or more, where nothing within a few lines speaks of a digest (`sha256sum` output, a
    # wider window than `_speaks_of_digests`'s sentence) or shows git output or a key listing, and no
    # ansible-vault ciphertext is shown
    window = (max(0, start - 300), start + len(value) + 80)
    hex_key = _LONG_HEX.fullmatch(value) and re.search("[a-f]", value, re.I) and "$ANSIBLE_VAULT" not in text and not (
        _occurs(_ID_WORD, text, *window) or _digest_length(value) and (
            _occurs(_DIGEST_WORD, text, *window) or _shows_digests(text, start) or _git_ref(text, start, value)))
    return bool(mixed or hex_key) and not (
        _NOT_NEARBY.match(value) or _NOT_NEARBY_ANYWHERE.search(value) or _encodes_text(value) or _example_basic(value)
        or _PLACEHOLDER.search(value) or _PLACEHOLDER_TOKEN.search(value) or _sealed(text, start, value)
        or _named_before(text, start) or _said_public(text, start)
        or _public_name_before(text, start) or _pair_key_before(text, start)
        or text.startswith(("...", "\u2026"), match.end())  # shown cut short on purpose: "n starts with OTNW…"
        or text.endswith(("ENC(", "{cipher}"), 0, start)  # Jasypt's and Spring Cloud Config's ciphertext
        or _set_as_an_id(text, start)
        or _LOG_STREAM_VERSION.search(text, max(0, start - 10), start) is not None and _CONTAINER_ID.fullmatch(value) is not None
    )


# a Lambda log stream's function version before its container's ID: `2025/05/21/[$LATEST]<32 hex>`
# OAuth's state or nonce: the value right after the word, or compared in a mismatch ("state 불일치 (expected X, got Y)");
# not a key further on the line ("Synced state with the server using <key>", "-iv $NONCE -K <key>")
_STATE_OR_NONCE_BEFORE = re.compile(
    r"(?i:\b(?:state|nonce)\b)(?:[ \t]*[:=]?[ \t]*[\"'`]?|[^\n.;]{0,40}?(?i:expected|got|mismatch|불일치)[^\n.;]{0,40}?)$"
)
_LOG_STREAM_VERSION = re.compile(r"\[(?:\$LATEST|[0-9]{1,6})\]$")
_CONTAINER_ID = re.compile(r"[0-9a-f]{32}")


# an Azure DevOps personal access token: 52 characters of base32 in small letters, some of them digits
_AZURE_DEVOPS_PAT = re.compile(r"(?=(?:[a-z]*[2-7]){4})[a-z2-7]{52}")


# a word of twelve characters or more with capitals, small letters, digits and symbols, standing alone
_STRONG_RUN = re.compile(
    r"(?<![^\s`'\"])(?=[^\s`'\"]{0,63}[A-Z])(?=[^\s`'\"]{0,63}[a-z])(?=[^\s`'\"]{0,63}[0-9])[^\s`'\"]{12,64}(?=[\s`'\")]|[.,;?!]?(?:\s|\Z)|\Z)"
)


# symbols of a password that base64, paths, IDs, calls and host names do not hold (brackets end calls and IDs in prose)
_STRONG_SYMBOLS = frozenset("!@#$%^&*?~")
# two of these with a `/` make a password, not a path (`SKrOJSB/ryJEkXk!cj(?Iw…$0R`): paths and globs hold `*`, `@`, `#`, `%`
_PATHLESS_SYMBOLS = frozenset("!$^&~")
_SED_EXPRESSION = re.compile(r"[sy]/[^/]*/")  # `s/^Token2024$/Masked!/`
# an expansion (`user:$KLARNA_PASSWORD`), a regular expression (`(?i)(password|pwd)\s*[:=]\s*\S{8,}`), a version
# (`v1.2.3~RC1Beta`) and a build's or an issue's number (`Frontend-Build#2048`)
_NOT_A_STRONG_PASSWORD = re.compile(r"\$[A-Z_]{3,}|\\[dDsSwWbB]|\(\?(?:[:=!<>P#]|[aiLmsux-]+[:)])|[0-9]\.[0-9]|#[0-9]+$")  # also versions, `Build#2048`


def _redact_strong_passwords(text: str) -> str:
    """Every word of a strong password's shape, in a note that speaks of credentials: "preprod에서
    TDYjjcSK*5@sXI=8}~Pg 다시 써도 되나요?" (no URL, path, setting, expansion or code)."""
    def redact(match: re.Match) -> str:
        value = match.group(0).rstrip(".,;?!")  # a sentence's end (a password's last `!` may go with it: one character)
        if not any(c in _STRONG_SYMBOLS for c in value) or not _password_shape(value) or not _is_literal(value, True) \
                or _NOT_NEARBY.match(value) or _NOT_NEARBY_ANYWHERE.search(value) or _SETTING_START.match(value) \
                or "/" in value and (len(_PATHLESS_SYMBOLS.intersection(value)) < 2 or _SED_EXPRESSION.match(value)) \
                or _NOT_A_STRONG_PASSWORD.search(value) or _names_code(match.string, match.start(), value):
            return match.group(0)
        return _taken(value) + match.group(0)[len(value):]
    return _STRONG_RUN.sub(redact, text)


# A note that speaks of a TOTP or 2FA seed: any base32 run of a seed's shape in it is one, wherever it
# stands ("Should I forget J42E…XDEH now, or will I need the 2FA seed again?")
_OTP_WORD = r"(?:t?otp|2fa|mfa|authenticator|authy|two[ \t-]factor|(?:2|two)[ \t-]?step[ \t]+verification|one[ \t-]time[ \t]+pass(?:word|code))"
_SPEAKS_OF_OTP_SEEDS = with_lead(re.compile(
    r"(?i:\b" + _OTP_WORD + r"[ \t_-]?(?:seed|secret|key)s?\b|\bsetup[ \t]key"
    r"|\benter[ \t]+(?:it[ \t]+|this[ \t]+key[ \t]+)?manually\b|\bcan'?t[ \t]+scan\b[^\n]{0,30}?\benter\b)|2단계[ \t]?인증[ \t]?(?:키|시드)"  # what a setup screen shows beside the QR code
    r"|(?i:otp|totp|2fa|mfa)[ \t]?(?:시드|키|시크릿)|시드[ \t]?키"
))
# a note that speaks of one-time codes at all: a seed in groups of four is one there ("OTP가 필요했다 … code:\nxfcu mq4b …")
_SPEAKS_OF_OTP = with_lead(re.compile(r"(?i:(?<![A-Za-z0-9])" + _OTP_WORD + r"(?![A-Za-z0-9]))|2단계[ \t]?인증|이중[ \t]?인증"))  # not `…932fa07…`
_AFTER_A_COLON = re.compile(r":[ \t]*(?:\n[ \t]*)?$")
_SEED_LABEL = re.compile(r"(?i:\b(?:key|seed|secret|code))\b[^\n]{0,30}[:：][ \t]*$")  # "Secret key (enter manually): "
_DOCUMENTED_SEEDS = frozenset({"JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"})  # Google's and RFC 6238's examples
# a seed whole, or as a setup screen shows it: groups of four, in capitals (or joined by dashes) or in small letters ("l75h cido gxex …")
_BASE32_RUN = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z2-7]{16,64}|[A-Z2-7]{4}(?P<sep>[ -])[A-Z2-7]{4}(?:(?P=sep)[A-Z2-7]{4}){2,14}"
    r"|[a-z2-7]{4}(?:[ ][a-z2-7]{4}){3,15}(?:[ ][a-z2-7]{1,3}(?=[ \t]*(?:\n|\Z|[.,;)])))?)(?![A-Za-z0-9])"  # a short last group ends its line
)


def _redact_otp_seeds(text: str, grouped: bool = False) -> str:
    """Base32 seeds; when `grouped` (a note that speaks of one-time codes but not of their seeds), only
    those in groups of four, as a setup screen shows them, or right after a colon ("Value:\n53XV…")."""
    def redact(match: re.Match) -> str:
        groups = re.split("[ -]", match.group(0))
        if grouped and (len(groups) == 1 and not _AFTER_A_COLON.search(match.string, max(0, match.start() - 8), match.start())
                        or len({group[:3].lower() for group in groups}) < len(groups)):
            return match.group(0)  # a run alone without a label; numbered names (`web2 web3 web4 web5`, `E2A4 E2A5 …`)
        if groups[0].islower() and 2 * sum(any(c.isdigit() for c in group) for group in groups) < len(groups) \
                and not _SEED_LABEL.search(match.string, max(0, match.start() - 60), match.start()):
            return match.group(0)  # small letters in fours are words too ("over ipv4 then ipv6 when"): half hold a digit, or a label stands before
        value = "".join(groups).upper()
        digits = sum(c.isdigit() for c in value)
        if digits < 2 or len(value) - digits < 8 or "EXAMPLE" in value or value in _DOCUMENTED_SEEDS \
                or _NOT_NEARBY.match(value) or _PLACEHOLDER.search(value):
            return match.group(0)  # capitals without digits (`ABCDEFGHIJKLMNOP`), or a documented example
        return _taken(match.group(0), "".join(groups))  # where the note repeats it, grouped or not
    return _BASE32_RUN.sub(redact, text)


# A note that speaks of recovery codes: a Microsoft account's (five groups of five) is one wherever it stands
_SPEAKS_OF_RECOVERY_CODES = with_lead(re.compile(r"(?i:\b(?:recovery|backup)[ \t-]codes?\b)|(?:복구|백업)[ \t]?코드"))
# a recovery key (Microsoft's, Apple's) is five groups of five: not a backup tool's key, whose notes list snapshot IDs
_SPEAKS_OF_RECOVERY_KEYS = with_lead(re.compile(r"(?i:\brecovery[ \t-]keys?\b)|복구[ \t]?키"))
_FIVE_BY_FIVE = re.compile(r"(?<![A-Za-z0-9-])(?=[A-Z0-9-]{0,28}[0-9])(?=[A-Z0-9-]{0,28}[A-Z])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![A-Za-z0-9-])")


def _redact_generated_keys(text: str) -> str:
    """Every generated key in the text, outside armoured blocks (certificates, public keys, age files:
    the private keys among them have rules of their own)."""
    armour = [found.span() for found in _ARMOUR.finditer(text)] if "-----BEGIN " in text else []
    starts = [start for start, _ in armour]

    def redact(match: re.Match) -> str:
        block = bisect.bisect_right(starts, match.start()) - 1
        if block >= 0 and match.start() < armour[block][1] or not _generated_key(match) \
                or _shipped_to_browsers(text, match.start(), match.end()):
            return match.group(0)
        return _replace_spans(match, [match.span()])

    return _GENERATED_RUN.sub(redact, text)


# Django's SECRET_KEY as `startproject` and `get_random_secret_key()` make it: 50 characters of small letters,
# digits and `!@#$%^&*(-_=+)`, under any name or none (`key:` alone in a YAML file, "the user mentioned <key>");
# taken whole, a last `)` too
_DJANGO_KEY_RUN = re.compile(r"(?<![^\s'\"=:`(])(?:django-insecure-)?[a-z0-9!@#$%^&*(\-_=+)]{50}(?![^\s'\",;`])")


def _redact_django_keys(text: str) -> str:
    def redact(match: re.Match) -> str:
        body = match.group(0).removeprefix("django-insecure-")
        mixed = sum(c in "!@#$%^&*()" for c in body) >= 3 and sum(c.isdigit() for c in body) >= 3 \
            and sum(c.isalpha() for c in body) >= 10  # as a generator mixes them: not a query string or a path
        return _taken(match.group(0)) if mixed else match.group(0)
    return _DJANGO_KEY_RUN.sub(redact, text)


# base64 whose text is a token: `// encoded === "bGl2ZV9za19…"` (Toss's `live_sk_…:` made a Basic header)
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/])(?<!==)[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])")  # after a setting's `=` too


_TEXT_LINES = re.compile(r"[\x20-\x7e\t\r\n]+")  # a file's lines: YAML, JSON, a config
# `user:password` in base64, the credentials of a Basic header shown without the header
# a pair is not `host:443$…` (an Elastic Cloud ID), nor GitHub's legacy node ID (`04:User583231`, base64 in its API's `node_id`)
_GITHUB_NODE_ID = r"0[0-9]{1,2}:[A-Z][A-Za-z]{1,40}[0-9]+"
_NOT_HOST_AND_PORT = r"(?![\w.-]+\.[A-Za-z]{2,}:[0-9]{1,5}\b|" + _GITHUB_NODE_ID + r"\Z)"
_BASIC_PAIR = re.compile(_NOT_HOST_AND_PORT + r"[\w.@+-]{1,64}:(?!//)(?P<password>[^\s:]{6,})")  # not `https://…` either


# an address with a password in it: `postgres://app:Xk9m…@db:5432/app`, as a Secret's `data:` holds it in base64
_URL_WITH_PASSWORD = re.compile(r"[a-z][a-z0-9+.-]*://[^/\s:@]*:(?P<password>[^\s@]{4,})@\S+")


def _redact_encoded_credentials(text: str) -> str:
    def redact(match: re.Match) -> str:
        decoded = _ascii_base64(match.group(0))
        decoded = decoded[:-1] if decoded and decoded.endswith("\n") else decoded  # `echo … | base64` encodes a newline
        if decoded is None or not decoded.isprintable() and not ("\n" in decoded and _TEXT_LINES.fullmatch(decoded)):
            return match.group(0)
        within = _credential_within(decoded)
        if within is None:
            return match.group(0)
        _taken(*within)  # where the note repeats them in plain text
        return _replace_spans(match, [match.span()])

    return _BASE64_RUN.sub(redact, text)


def _credential_within(decoded: str) -> list[str] | None:
    """The credentials a decoded text holds, or None when it holds none: a token, a Basic pair's
    password, an address's password, or the values of lines that hold one (a kubeconfig's `token:`)."""
    redacted, values = _collecting(lambda: redact_tokens(decoded))
    if redacted != decoded:
        return values
    pair = _BASIC_PAIR.fullmatch(decoded)
    if pair and (_key_shape(pair.group("password")) or _password_shape(pair.group("password"))):
        return [pair.group("password")]
    if address := _URL_WITH_PASSWORD.fullmatch(decoded):
        # looked for elsewhere without a `/`: a port and a path before an `@scope` read as one (`host:8443/assets/@scope/…`)
        return [] if "/" in address.group("password") else [address.group("password")]
    if "\n" in decoded and len(decoded) <= 8192:
        redacted, values = _collecting(lambda: sanitize(decoded))
        if redacted != decoded:
            return values
    return None


@_with_matches
def sanitize_fields(fields: dict[str, str]) -> dict[str, str]:
    """Sanitize a note's text fields, given in stored order; a label that ends one non-empty field
    covers a value that starts the next ("... the vault password:" then "hunter2 (rotate monthly)"),
    and a value redacted anywhere is redacted wherever else the note repeats it ("Is hunter2-Xy!9
    still valid?" after "password: hunter2-Xy!9")."""
    out, values = _collecting(lambda: {name: sanitize(value) for name, value in fields.items()})
    # once, before the steps below: they only redact more, and may take only a part of it (a cookie up to its `%2B`)
    out = _redact_repeats(out, values)
    out, values = _collecting(lambda: _sweep(fields, _across_fields(out)))
    # what these steps found, where the note repeats it ("Is <seed> still the seed?", a value handed over in the lesson)
    return _redact_repeats(out, values)


def _across_fields(out: dict[str, str]) -> dict[str, str]:
    """Each label that ends a field applied to the next field's start, and each token wrapped across two fields."""
    out = dict(out)
    names = [name for name, value in out.items() if value.strip()]
    for at, (previous, following) in enumerate(zip(names, names[1:])):
        out[following] = _continue_label(out[previous], out[following], "\n".join(out[name] for name in names[:at + 1]))
        out[previous], out[following] = _join_wrapped_token(out[previous], out[following])
    return out


def _asked(step):
    """What `step()` returns, the values its redactions took kept apart: a question asked on the way, which takes nothing."""
    return _collecting(step)[0]


def _collecting(step):
    """What `step()` returns, and the values its redactions took."""
    collected = _REDACTED_VALUES.set([])
    try:
        return step(), _REDACTED_VALUES.get()
    finally:
        _REDACTED_VALUES.reset(collected)


def _sweep(fields: dict[str, str], out: dict[str, str]) -> dict[str, str]:
    """The shapes taken for credentials only in a note that speaks of them (of credentials, one-time codes, recovery codes)."""
    def speaks(pattern: re.Pattern) -> bool:
        return any(pattern.search(value) for value in fields.values())
    recovery, otp = speaks(_SPEAKS_OF_RECOVERY_CODES), speaks(_SPEAKS_OF_OTP)
    if speaks(_SPEAKS_OF_CREDENTIALS):
        out = {name: _redact_strong_passwords(_redact_django_keys(_redact_generated_keys(_redact_encoded_credentials(
                   _redact_lone_first_line(value))))) for name, value in out.items()}
    if speaks(_SPEAKS_OF_OTP_SEEDS):
        out = {name: _redact_otp_seeds(value) for name, value in out.items()}
    elif otp:
        out = {name: _redact_otp_seeds(value, grouped=True) for name, value in out.items()}
    if recovery:
        out = {name: _BACKUP_CODE_COLUMNS.sub(_take_codes, THREE_PART_CODE_LIST.sub(_redact_code_list, ONE_PART_CODE_ROW.sub(
                   _redact_code_list, ONE_PART_CODE_LIST.sub(_redact_code_list, _FIVE_BY_FIVE.sub(_take_code, value)))))
               for name, value in out.items()}
    elif speaks(_SPEAKS_OF_RECOVERY_KEYS):
        out = {name: _FIVE_BY_FIVE.sub(_take_code, value) for name, value in out.items()}
    if recovery or otp and speaks(_CODE_WORD):
        out = {name: _CODE_IN_FOURS.sub(_redact_code_in_fours, value) for name, value in out.items()}
    return out


# Google's backup codes in two columns or more, three rows or more, in a note about backup codes
_CODE_CELL = r"(?:[0-9]{4} [0-9]{4}|" + re.escape(REDACTED) + ")"  # a row the label before the field covered is redacted already
_CODE_ROW = (r"[ \t]*(?:[-*\u2022][ \t]*|[0-9]{1,2}[.)][ \t]+|[A-Za-z]{1,20}:[ \t]*)?"  # a bullet, a number or a label first
             + _CODE_CELL + r"(?:[ \t]{2,}" + _CODE_CELL + r")+(?:[ \t]+\([^\n()]{0,40}\))?[ \t]*\r?")  # a note after: "(used)"
_BACKUP_CODE_COLUMNS = re.compile(r"(?m)^" + _CODE_ROW + r"(?:\n" + _CODE_ROW + r"){2,}$")


def _take_codes(match: re.Match) -> str:
    return _BACKUP_CODE.sub(lambda code: _taken(code.group(0)), match.group(0))


def _take_code(match: re.Match) -> str:
    """A recovery code, also where the note repeats it without its dashes."""
    return _taken(match.group(0), match.group(0).replace("-", ""))


# A recovery code of six to ten groups of four, as Bitwarden's is, in a note about recovery or one-time codes:
# letters and digits mixed, the groups not numbered alike (`Q5SC-1959-1GNL-FZU8-8PYO-K9SG-NCS0-UNP4`)
_CODE_WORD = re.compile(r"(?i:\bcodes?\b)|코드")  # "one of the codes", "코드는 한 번씩만": not a license key in an MFA note
_CODE_IN_FOURS = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{4}(?:-[A-Z0-9]{4}){5,9}(?![A-Za-z0-9-])")


def _redact_code_in_fours(match: re.Match) -> str:
    groups = match.group(0).split("-")
    digits = sum(c.isdigit() for c in match.group(0))
    letters = sum(c.isalpha() for c in match.group(0))
    if digits < 6 or letters < 6 or len({group[:2] for group in groups}) < len(groups) or _PLACEHOLDER.search(match.group(0)):
        return match.group(0)  # a serial in capitals, numbered groups (`AB01-AB02-…`), a mask
    return _take_code(match)


def _redact_repeats(out: dict[str, str], values: list[str]) -> dict[str, str]:
    """Each redacted value wherever else the note repeats it, and a base64 word that encodes one."""
    # a Basic credential spelled out decoded ("(= admin:Copper.Yeti.Harbor base64-encoded)" under its header), its
    # password a passphrase of words too: a redacted value, so no pair of its is text to keep
    values = values + [decoded for value in values if (decoded := _ascii_base64(value)) and _DECODED_PAIR.fullmatch(decoded)]
    # a `user:password` pair's password may be repeated alone ("echo 'deploy:X' | chpasswd", then "Is X ok?")
    values += [pair.group(1) for pair in map(_USER_AND_PASSWORD.fullmatch, values) if pair]
    values += [typed for value in values if (typed := _percent_decoded(value, 1)) != value]  # `%7D` in a URL's password, `}` where it is repeated
    # and the other way: a key given decoded, repeated as a URL takes it (data.go.kr's `…%2Fk%2F7Voo…` beside `…/k/7Voo…`)
    values += [encoded for value in values for safe in ("", "/") if (encoded := urllib.parse.quote(value, safe=safe)) != value]
    values += [value[1:-1] for value in values if len(value) > 2 and value[0] == value[-1] and value[0] in "'\"`"]  # `pass:'…'` taken quoted
    values += [value.strip("#*") for value in values if _KEYPAD.fullmatch(value) and value.strip("#*") != value]  # `67080890#`, then "67080890"
    # a lowercase word redacted as a default password (`POSTGRES_PASSWORD: postgres`) stays elsewhere (`image: postgres:16`);
    # twelve letters or more are no such word (`tkscorgoqkfkrl`, a Korean password typed on a Latin layout)
    found = sorted({v for v in values if len(v) >= _REPEATED_VALUE_LENGTH and REDACTED not in v
                    and not (v.isalpha() and v.islower() and len(v) < 12)})  # sorted: one pattern for one note
    if not found:
        return out
    # a passphrase of words whose first word a rule took alone where it is repeated: `MSSQL_SA_PASSWORD=[REDACTED] garden oyster`
    rests = {REDACTED + value[value.index(" "):] for value in found if 2 <= value.count(" ") <= 7 and len(value) <= 200}
    again = re.compile(_longest_of(sorted(rests) + found))  # the longest value at each place, whatever their order
    # as `echo -n … | base64` prints one, with `echo`'s newline or without, padded or not: a whole base64 word, looked up
    encoded = {base64.b64encode(value.encode() + end).decode().rstrip("=") for value in found for end in (b"", b"\n")}

    def encodes_one(match: re.Match) -> str:
        return REDACTED if match.group(0).rstrip("=") in encoded else match.group(0)
    return {name: _BASE64_WORD.sub(encodes_one, again.sub(REDACTED, value)) for name, value in out.items()}


_BASE64_WORD = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{8,}={0,2}(?![A-Za-z0-9+/=])")


def note_holds_credentials(fields: dict[str, str]) -> bool:
    """True when `sanitize_fields` would change the note's fields: what `--check` tests a record with."""
    return sanitize_fields(fields) != fields


def _longest_of(values: list[str], depth: int = 0) -> str:
    """A regex for the longest of `values` at each position, as their alternation longest first is, but
    as a tree of shared prefixes: the alternation tries every value at every position of the text
    (quadratic for a note of thousands of passwords), the tree one branch per character. Past 32 forks
    the rest is a plain alternation, since each fork nests a group and the parser recurses on groups."""
    ends = "" in values
    values = [value for value in values if value]
    if depth >= 32:
        branches = [re.escape(value) for value in sorted(values, key=len, reverse=True)]
    else:
        by_first: dict[str, list[str]] = {}
        for value in values:
            by_first.setdefault(value[0], []).append(value)
        branches = []
        for group in by_first.values():
            shared = os.path.commonprefix(group)
            branches.append(re.escape(shared) + _longest_of([value[len(shared):] for value in group], depth + 1))
    return "(?:" + "|".join(branches + [""] * ends) + ")"  # the empty branch last: a longer value wins


# A value shorter than this is too likely a word of its own to be replaced wherever it occurs.
_REPEATED_VALUE_LENGTH = 6
# a redacted `user:password` pair: its password alone may be repeated elsewhere
_USER_AND_PASSWORD = re.compile(r"[\w.@+-]{1,64}:(?!//)((?=(?: ?\S){6})\S+(?: \S+){0,7})")
_DECODED_PAIR = re.compile(_NOT_HOST_AND_PORT + _USER_AND_PASSWORD.pattern)
