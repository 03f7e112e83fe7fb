#!/usr/bin/env python3
"""Blind evaluation set v14 for a credential-redaction filter.

Standard library only; one seeded PRNG; deterministic output.
Writes blind_set_v14.jsonl next to this file.
"""
import base64
import json
import os
import random
import re
import string
import urllib.parse

SEED = 1414_2026_11
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LN = LO + DG
UN = UP + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
URLS = AN + "-_"
B32 = UP + "234567"


def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def jwt(payload=None):
    hdr = b64url_nopad(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    if payload is None:
        payload = {"sub": str(R.randint(10000, 99999999)), "iat": R.randint(1700000000, 1760000000),
                   "scope": R.choice(["read write", "admin", "api", "svc"])}
    pl = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return hdr + "." + pl + "." + rs(43, URLS)


def supabase_jwt():
    return jwt({"iss": "supabase", "ref": rs(20, LO), "role": "service_role",
                "iat": R.randint(1690000000, 1750000000), "exp": R.randint(2000000000, 2100000000)})


def k8s_sa_jwt():
    return jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": R.choice(["ci", "deploy", "monitoring"]),
                "sub": "system:serviceaccount:ci:" + R.choice(["deployer", "argo", "runner"]), "jti": rs(12, LN)})


def discord_bot():
    uid = str(R.randint(10**17, 10**18 * 2))
    return b64url_nopad(uid.encode()) + "." + rs(6, URLS) + "." + rs(38, URLS)


def aws_session():
    return "IQoJb3JpZ2luX2Vj" + rs(R.randint(560, 880), B64) + "=="


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def elastic_key():
    return base64.b64encode((rs(20, URLS) + ":" + rs(22, URLS)).encode()).decode()


def google_refresh():
    return "1//0" + rs(1, "abcdefgh") + rs(98, URLS)


def fcm_key():
    return "AAAA" + rs(7, URLS) + ":APA91b" + rs(134, URLS)


# vendor key -> (display name, env var, generator)
V = {}


def vend(key, name, env, gen):
    V[key] = (name, env, gen)


vend("aws_akid", "AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(16, UP + "234567"))
vend("aws_asia", "AWS STS", "AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(16, UP + "234567"))
vend("aws_secret", "AWS", "AWS_SECRET_ACCESS_KEY", lambda: rs(40, B64))
vend("aws_session", "AWS STS", "AWS_SESSION_TOKEN", aws_session)
vend("ghp", "GitHub classic PAT", "GITHUB_TOKEN", lambda: "ghp_" + rs(36))
vend("github_pat", "GitHub fine-grained PAT", "GH_TOKEN", lambda: "github_pat_11" + rs(20, UN) + "_" + rs(59))
vend("gho", "GitHub OAuth token", "GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(36))
vend("ghs", "GitHub App installation token", "GITHUB_APP_TOKEN", lambda: "ghs_" + rs(36))
vend("ghu", "GitHub user-to-server token", "GH_USER_TOKEN", lambda: "ghu_" + rs(36))
vend("ghr", "GitHub refresh token", "GH_REFRESH_TOKEN", lambda: "ghr_" + rs(76))
vend("glpat", "GitLab PAT", "GITLAB_TOKEN", lambda: "glpat-" + rs(20, URLS))
vend("glrt", "GitLab runner token", "CI_RUNNER_TOKEN", lambda: "glrt-" + rs(20, URLS))
vend("gldt", "GitLab deploy token", "GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + rs(20, URLS))
vend("glptt", "GitLab pipeline trigger token", "TRIGGER_TOKEN", lambda: "glptt-" + rs(40, HX))
vend("xoxb", "Slack bot token", "SLACK_BOT_TOKEN", lambda: "xoxb-" + rs(12, DG) + "-" + rs(13, DG) + "-" + rs(24))
vend("xoxp", "Slack user token", "SLACK_USER_TOKEN", lambda: "xoxp-" + rs(12, DG) + "-" + rs(12, DG) + "-" + rs(13, DG) + "-" + rs(32, HX))
vend("xapp", "Slack app-level token", "SLACK_APP_TOKEN", lambda: "xapp-1-A0" + rs(9, UN) + "-" + rs(13, DG) + "-" + rs(64, HX))
vend("discord_bot", "Discord bot token", "DISCORD_TOKEN", discord_bot)
vend("sk_live", "Stripe secret key", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(97))
vend("rk_live", "Stripe restricted key", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(97))
vend("whsec", "Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(32))
vend("openai_proj", "OpenAI project key", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(74, URLS) + "T3BlbkFJ" + rs(74, URLS))
vend("openai_legacy", "OpenAI legacy key", "OPENAI_API_KEY", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20))
vend("openai_svc", "OpenAI service-account key", "OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(74, URLS) + "T3BlbkFJ" + rs(74, URLS))
vend("anthropic", "Anthropic API key", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, URLS) + "AA")
vend("anthropic_admin", "Anthropic admin key", "ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(93, URLS) + "AA")
vend("google_api", "Google API key", "GOOGLE_API_KEY", lambda: "AIza" + rs(35, URLS))
vend("gocspx", "Google OAuth client secret", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(28, URLS))
vend("ya29", "Google OAuth access token", "GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rs(150, URLS))
vend("azure_storage", "Azure Storage account key", "AZURE_STORAGE_KEY", azure_key)
vend("azure_ad", "Azure AD client secret", "AZURE_CLIENT_SECRET", lambda: rs(3, AN) + R.choice(DG) + "Q~" + rs(34, AN + "_.~-"))
vend("azure_devops", "Azure DevOps PAT", "AZURE_DEVOPS_EXT_PAT", lambda: rs(52, LO + "234567"))
vend("npm", "npm token", "NPM_TOKEN", lambda: "npm_" + rs(36))
vend("pypi", "PyPI token", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(140, 170), URLS))
vend("dckr", "Docker Hub PAT", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, URLS))
vend("heroku", "Heroku API key", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(58, URLS))
vend("twilio_auth", "Twilio auth token", "TWILIO_AUTH_TOKEN", lambda: rs(32, HX))
vend("twilio_sk", "Twilio API key secret", "TWILIO_API_SECRET", lambda: rs(32))
vend("sendgrid", "SendGrid API key", "SENDGRID_API_KEY", lambda: "SG." + rs(22, URLS) + "." + rs(43, URLS))
vend("mailgun", "Mailgun API key", "MAILGUN_API_KEY", lambda: rs(32, HX) + "-" + rs(8, HX) + "-" + rs(8, HX))
vend("mailchimp", "Mailchimp API key", "MAILCHIMP_API_KEY", lambda: rs(32, HX) + "-us" + str(R.randint(2, 21)))
vend("shpat", "Shopify admin token", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(32, HX))
vend("shpss", "Shopify shared secret", "SHOPIFY_API_SECRET", lambda: "shpss_" + rs(32, HX))
vend("square", "Square access token", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, URLS))
vend("braintree", "Braintree access token", "BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(16, LN) + "$" + rs(32, HX))
vend("dop", "DigitalOcean PAT", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HX))
vend("linear", "Linear API key", "LINEAR_API_KEY", lambda: "lin_api_" + rs(40))
vend("notion", "Notion integration token", "NOTION_TOKEN", lambda: "ntn_" + rs(11, DG) + rs(35))
vend("notion_legacy", "Notion legacy secret", "NOTION_API_KEY", lambda: "secret_" + rs(43))
vend("airtable", "Airtable PAT", "AIRTABLE_API_KEY", lambda: "pat" + rs(14) + "." + rs(64, HX))
vend("hf", "Hugging Face token", "HF_TOKEN", lambda: "hf_" + rs(34))
vend("replicate", "Replicate token", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(37))
vend("groq", "Groq API key", "GROQ_API_KEY", lambda: "gsk_" + rs(52))
vend("pplx", "Perplexity API key", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48))
vend("xai", "xAI API key", "XAI_API_KEY", lambda: "xai-" + rs(80))
vend("deepseek", "DeepSeek API key", "DEEPSEEK_API_KEY", lambda: "sk-" + rs(32, HX))
vend("fireworks", "Fireworks API key", "FIREWORKS_API_KEY", lambda: "fw_" + rs(24))
vend("databricks", "Databricks PAT", "DATABRICKS_TOKEN", lambda: "dapi" + rs(32, HX) + R.choice(["", "-2", "-3"]))
vend("nrak", "New Relic user key", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UN))
vend("nr_license", "New Relic license key", "NEW_RELIC_LICENSE_KEY", lambda: rs(36, HX) + "NRAL")
vend("sntrys", "Sentry org auth token", "SENTRY_AUTH_TOKEN", lambda: "sntrys_eyJpYXQiOj" + rs(150, B64))
vend("sntryu", "Sentry user token", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(64, HX))
vend("glsa", "Grafana service account token", "GRAFANA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HX))
vend("glc", "Grafana Cloud token", "GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJvIjoi" + rs(140, B64) + "=")
vend("hvs", "HashiCorp Vault token", "VAULT_TOKEN", lambda: "hvs." + rs(90, URLS))
vend("tfc", "Terraform Cloud token", "TF_TOKEN_app_terraform_io", lambda: rs(14) + ".atlasv1." + rs(67))
vend("pulumi", "Pulumi access token", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(40, HX))
vend("doppler", "Doppler service token", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(43))
vend("ops", "1Password service account token", "OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(300, B64))
vend("age", "age secret key", "SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"))
vend("supabase_sr", "Supabase service_role key", "SUPABASE_SERVICE_ROLE_KEY", supabase_jwt)
vend("sbp", "Supabase access token", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(40, HX))
vend("fcm", "Firebase FCM server key", "FCM_SERVER_KEY", fcm_key)
vend("cf_token", "Cloudflare API token", "CLOUDFLARE_API_TOKEN", lambda: rs(40, URLS))
vend("cf_global", "Cloudflare global API key", "CF_API_KEY", lambda: rs(37, HX))
vend("netlify", "Netlify PAT", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36))
vend("vercel", "Vercel token", "VERCEL_TOKEN", lambda: rs(24))
vend("flyio", "Fly.io token", "FLY_API_TOKEN", lambda: "FlyV1 fm2_lJPECAAAAAAA" + rs(180, B64))
vend("render", "Render API key", "RENDER_API_KEY", lambda: "rnd_" + rs(32))
vend("okta", "Okta API token", "OKTA_API_TOKEN", lambda: "00" + rs(40, URLS))
vend("auth0", "Auth0 client secret", "AUTH0_CLIENT_SECRET", lambda: rs(64, URLS))
vend("atlassian", "Atlassian API token", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(170, URLS) + "=" + rs(8, HXU))
vend("bitbucket", "Bitbucket app password", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(32) + rs(8, HXU))
vend("asana", "Asana PAT", "ASANA_TOKEN", lambda: "2/" + rs(16, DG) + "/" + rs(16, DG) + ":" + rs(32, HX))
vend("clickup", "ClickUp API token", "CLICKUP_API_KEY", lambda: "pk_" + rs(8, DG) + "_" + rs(32, UN))
vend("figma", "Figma PAT", "FIGMA_TOKEN", lambda: "figd_" + rs(40, URLS))
vend("postman", "Postman API key", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(24, HX) + "-" + rs(34, HX))
vend("mapbox", "Mapbox secret token", "MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + rs(50, URLS) + "." + rs(22, URLS))
vend("telegram", "Telegram bot token", "TELEGRAM_BOT_TOKEN", lambda: str(R.randint(1000000000, 7999999999)) + ":AA" + rs(33, URLS))
vend("line_token", "LINE channel access token", "LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(171, B64) + "=")
vend("line_secret", "LINE channel secret", "LINE_CHANNEL_SECRET", lambda: rs(32, HX))
vend("kakao_rest", "Kakao REST API key", "KAKAO_REST_API_KEY", lambda: rs(32, HX))
vend("kakao_admin", "Kakao admin key", "KAKAO_ADMIN_KEY", lambda: rs(32, HX))
vend("naver_secret", "Naver client secret", "NAVER_CLIENT_SECRET", lambda: rs(10, AN))
vend("ncp_access", "Naver Cloud access key", "NCLOUD_ACCESS_KEY", lambda: "ncp_iam_BPAMKR" + rs(20, UN))
vend("ncp_secret", "Naver Cloud secret key", "NCLOUD_SECRET_KEY", lambda: "ncp_iam_BPKMKR" + rs(40, AN))
vend("toss_sk", "Toss Payments secret key", "TOSS_SECRET_KEY", lambda: "live_sk_" + rs(32))
vend("toss_gsk", "Toss Payments widget secret key", "TOSS_WIDGET_SECRET_KEY", lambda: "live_gsk_" + rs(32))
vend("portone", "PortOne V2 API secret", "PORTONE_API_SECRET", lambda: rs(80))
vend("iamport", "iamport REST API secret", "IAMPORT_API_SECRET", lambda: rs(80))
vend("kakaopay", "KakaoPay secret key", "KAKAOPAY_SECRET_KEY", lambda: "PRD" + rs(37, HXU))
vend("nhn_appkey_secret", "NHN Cloud secret key", "NHN_SECRET_KEY", lambda: rs(8, AN) + rs(8, AN))
vend("coupang_secret", "Coupang Partners secret key", "COUPANG_SECRET_KEY", lambda: rs(40, HX))
vend("cafe24", "Cafe24 client secret", "CAFE24_CLIENT_SECRET", lambda: rs(22, AN))
vend("channelio", "Channel.io access secret", "CHANNEL_ACCESS_SECRET", lambda: rs(32, HX))
vend("alibaba_id", "Alibaba Cloud AccessKey ID", "ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(18))
vend("alibaba_secret", "Alibaba Cloud AccessKey secret", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(30))
vend("tencent_id", "Tencent Cloud SecretId", "TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(32))
vend("tencent_key", "Tencent Cloud SecretKey", "TENCENTCLOUD_SECRET_KEY", lambda: rs(32))
vend("huawei_sk", "Huawei Cloud SK", "HUAWEICLOUD_SDK_SK", lambda: rs(40))
vend("baidu_secret", "Baidu AI secret key", "BAIDU_SECRET_KEY", lambda: rs(32))
vend("wechat", "WeChat AppSecret", "WECHAT_APP_SECRET", lambda: rs(32, HX))
vend("feishu", "Feishu app secret", "FEISHU_APP_SECRET", lambda: rs(32))
vend("dingtalk", "DingTalk robot secret", "DINGTALK_SECRET", lambda: "SEC" + rs(64, HX))
vend("minio_ak", "MinIO access key", "MINIO_ACCESS_KEY", lambda: rs(20, UN))
vend("minio_sk", "MinIO secret key", "MINIO_SECRET_KEY", lambda: rs(40, AN))
vend("b2_key", "Backblaze B2 application key", "B2_APPLICATION_KEY", lambda: "K00" + rs(28, AN + "+/"))
vend("linode", "Linode PAT", "LINODE_TOKEN", lambda: rs(64, HX))
vend("vultr", "Vultr API key", "VULTR_API_KEY", lambda: rs(36, UN))
vend("hetzner", "Hetzner Cloud token", "HCLOUD_TOKEN", lambda: rs(64))
vend("scaleway", "Scaleway secret key", "SCW_SECRET_KEY", lambda: "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))
vend("ibm", "IBM Cloud API key", "IBMCLOUD_API_KEY", lambda: rs(44, URLS))
vend("confluent_secret", "Confluent Cloud API secret", "CONFLUENT_CLOUD_API_SECRET", lambda: rs(64, B64))
vend("algolia", "Algolia admin API key", "ALGOLIA_ADMIN_KEY", lambda: rs(32, HX))
vend("elastic", "Elastic API key", "ELASTIC_API_KEY", elastic_key)
vend("pinecone", "Pinecone API key", "PINECONE_API_KEY", lambda: "pcsk_" + rs(5) + "_" + rs(63))
vend("langsmith", "LangSmith API key", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rs(32, HX) + "_" + rs(10, HX))
vend("wandb", "Weights & Biases API key", "WANDB_API_KEY", lambda: rs(40, HX))
vend("circleci", "CircleCI PAT", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HX))
vend("buildkite", "Buildkite API token", "BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(40, HX))
vend("sonar", "SonarQube token", "SONAR_TOKEN", lambda: "squ_" + rs(40, HX))
vend("jfrog", "JFrog API key", "ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(69))
vend("nuget", "NuGet API key", "NUGET_API_KEY", lambda: "oy2" + rs(43, LN))
vend("rubygems", "RubyGems API key", "GEM_HOST_API_KEY", lambda: "rubygems_" + rs(48, HX))
vend("crates", "crates.io token", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(32))
vend("twitch", "Twitch OAuth token", "TWITCH_OAUTH_TOKEN", lambda: "oauth:" + rs(30, LN))
vend("dropbox", "Dropbox access token", "DROPBOX_ACCESS_TOKEN", lambda: "sl.u.AF" + rs(130, URLS))
vend("intercom", "Intercom access token", "INTERCOM_TOKEN", lambda: "dG9rOj" + rs(54, B64) + "=")
vend("zendesk", "Zendesk API token", "ZENDESK_API_TOKEN", lambda: rs(40))
vend("hubspot", "HubSpot private app token", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + "%08x-%04x-%04x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(16), R.getrandbits(16), R.getrandbits(48)))
vend("salesforce", "Salesforce session id", "SF_ACCESS_TOKEN", lambda: "00D" + rs(12, AN) + "!" + rs(96, AN + "._"))
vend("adafruit", "Adafruit IO key", "ADAFRUIT_IO_KEY", lambda: "aio_" + rs(28))
vend("pscale", "PlanetScale service token", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(43, URLS))
vend("pscale_pw", "PlanetScale password", "DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(43, URLS))
vend("neon", "Neon database password", "PGPASSWORD", lambda: "npg_" + rs(12))
vend("upstash", "Upstash Redis REST token", "UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + rs(4) + "AAIjcDE" + rs(50, URLS))
vend("clerk", "Clerk secret key", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(40))
vend("resend", "Resend API key", "RESEND_API_KEY", lambda: "re_" + rs(8) + "_" + rs(24))
vend("brevo", "Brevo API key", "BREVO_API_KEY", lambda: "xkeysib-" + rs(64, HX) + "-" + rs(16))
vend("telnyx", "Telnyx API key", "TELNYX_API_KEY", lambda: "KEY" + rs(32, HXU) + "_" + rs(22))
vend("vonage", "Vonage API secret", "VONAGE_API_SECRET", lambda: rs(16))
vend("paddle", "Paddle API key", "PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(26, LN) + "_" + rs(26))
vend("expo", "Expo access token", "EXPO_TOKEN", lambda: rs(40, URLS))
vend("sendbird", "Sendbird API token", "SENDBIRD_API_TOKEN", lambda: rs(40, HX))
vend("line_notify", "LINE Notify token", "LINE_NOTIFY_TOKEN", lambda: rs(43))
vend("papago", "Naver Cloud API gateway key", "X_NCP_APIGW_API_KEY", lambda: rs(40))
vend("fb", "Facebook page access token", "FB_PAGE_ACCESS_TOKEN", lambda: "EAAB" + rs(180))
vend("k8s_sa", "Kubernetes service-account token", "KUBE_TOKEN", k8s_sa_jwt)
vend("jwt", "JWT bearer token", "API_BEARER_TOKEN", jwt)
vend("google_refresh", "Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", google_refresh)
vend("django", "Django SECRET_KEY", "DJANGO_SECRET_KEY", lambda: "django-insecure-" + rs(50, LO + DG + "!@#$%^&*(-_=+)"))
vend("rails", "Rails secret_key_base", "SECRET_KEY_BASE", lambda: rs(128, HX))
vend("laravel", "Laravel APP_KEY", "APP_KEY", lambda: "base64:" + base64.b64encode(rbytes(32)).decode())
vend("fernet", "Fernet key", "FERNET_KEY", lambda: base64.urlsafe_b64encode(rbytes(32)).decode())
vend("nextauth", "NextAuth secret", "NEXTAUTH_SECRET", lambda: base64.b64encode(rbytes(32)).decode())
vend("enc_hex", "AES-256 data key", "DATA_ENCRYPTION_KEY", lambda: rs(64, HX))
vend("jwt_secret", "JWT signing secret", "JWT_SECRET", lambda: rs(48, AN + "!@#%^&*_-"))
vend("tailscale", "Tailscale auth key", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33))
vend("ngrok", "ngrok authtoken", "NGROK_AUTHTOKEN", lambda: rs(27) + "_" + rs(21))
vend("snyk", "Snyk token", "SNYK_TOKEN", lambda: "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))
vend("codecov", "Codecov upload token", "CODECOV_TOKEN", lambda: "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))
vend("gh_oauth_secret", "GitHub OAuth app client secret", "GITHUB_CLIENT_SECRET", lambda: rs(40, HX))
vend("apple_app_pw", "Apple app-specific password", "APPLE_APP_SPECIFIC_PASSWORD", lambda: "-".join(rs(4, LO) for _ in range(4)))
vend("contentful", "Contentful management token", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, URLS))
vend("launchdarkly", "LaunchDarkly SDK key", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))
vend("segment", "Segment write key", "SEGMENT_WRITE_KEY", lambda: rs(32))
vend("mux", "Mux token secret", "MUX_TOKEN_SECRET", lambda: rs(75, B64))
vend("cloudinary_secret", "Cloudinary API secret", "CLOUDINARY_API_SECRET", lambda: rs(27, URLS))
vend("shippo", "Shippo live token", "SHIPPO_API_KEY", lambda: "shippo_live_" + rs(40, HX))
vend("easypost", "EasyPost API key", "EASYPOST_API_KEY", lambda: "EZAK" + rs(54, HX))
vend("plaid", "Plaid secret", "PLAID_SECRET", lambda: rs(30, HX))
vend("frameio", "Frame.io token", "FRAMEIO_TOKEN", lambda: "fio-u-" + rs(64, URLS))
vend("typeform", "Typeform PAT", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(44, URLS) + "_" + rs(14, URLS))
vend("dynatrace", "Dynatrace API token", "DT_API_TOKEN", lambda: "dt0c01." + rs(24, UN) + "." + rs(64, UN))
vend("lob", "Lob live key", "LOB_API_KEY", lambda: "live_" + rs(35, HX))
vend("prefect", "Prefect API key", "PREFECT_API_KEY", lambda: "pnu_" + rs(36))
vend("readme", "ReadMe API key", "README_API_KEY", lambda: "rdme_" + rs(70, LN))
vend("harness", "Harness PAT", "HARNESS_PLATFORM_API_KEY", lambda: "pat." + rs(22, URLS) + "." + rs(24, HX) + "." + rs(20))
vend("octopus", "Octopus Deploy API key", "OCTOPUS_API_KEY", lambda: "API-" + rs(26, UN))
vend("yandex", "Yandex Cloud API key", "YC_API_KEY", lambda: "AQVN" + rs(36, URLS))
vend("rakuten", "Rakuten application secret", "RAKUTEN_APP_SECRET", lambda: rs(40, HX))
vend("mattermost", "Mattermost bot token", "MM_BOT_TOKEN", lambda: rs(26, LN))
vend("gitea", "Gitea access token", "GITEA_TOKEN", lambda: rs(40, HX))
vend("sumologic", "Sumo Logic access key", "SUMO_ACCESS_KEY", lambda: rs(64))
vend("pagerduty", "PagerDuty API key", "PAGERDUTY_TOKEN", lambda: "u+" + rs(18, URLS))
vend("opsgenie", "Opsgenie API key", "OPSGENIE_API_KEY", lambda: "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))
vend("mongodb_atlas_priv", "MongoDB Atlas private API key", "MONGODB_ATLAS_PRIVATE_KEY", lambda: "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12), R.getrandbits(16), R.getrandbits(48)))


# ---------------------------------------------------------------- fillers
def uuid4():
    return "%08x-%04x-4%03x-%04x-%012x" % (R.getrandbits(32), R.getrandbits(16), R.getrandbits(12),
                                           0x8000 | R.getrandbits(14), R.getrandbits(48))


DOMAINS = ["acme-corp.internal", "corp.haneul.kr", "svc.cluster.local", "ap-northeast-2.rds.amazonaws.com",
           "prod.bluefin.io", "stg.tteok.dev", "int.gomdori.co.kr", "eu-west-1.compute.internal", "lan.mintlab.kr"]
USERS = ["deploy", "svc_etl", "app_rw", "admin", "jenkins", "ci-bot", "readonly", "kim.jh", "park.sy", "lee.mj",
         "grafana", "backup", "airflow", "batch_user", "report_ro", "choi.dw", "jung.hy", "svc-payments"]
KNAMES = ["민수", "지훈", "서연", "하은", "도윤", "예린", "준호", "수빈", "태현", "지민", "현우", "유진"]
ENAMES = ["Alice", "Bob", "Priya", "Marco", "Dana", "Kenji", "Sofia", "Tom", "Ravi", "Lena", "Omar", "Grace"]
SVCS = ["billing-api", "order-worker", "auth-gateway", "search-indexer", "notif-sender", "settlement-batch",
        "media-transcoder", "user-profile", "coupon-svc", "ledger", "report-builder", "chat-relay"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-southeast-1", "us-west-2"]


def f_host():
    return "%s-%s-%d.%s" % (R.choice(["api", "db", "pg", "redis", "auth", "billing", "search", "etl", "mq", "ldap"]),
                             R.choice(["prod", "stg", "dev", "qa"]), R.randint(1, 9), R.choice(DOMAINS))


FILLERS = {
    "host": f_host,
    "user": lambda: R.choice(USERS),
    "email": lambda: R.choice(["kim.jh", "ops", "dev", "park.sy", "billing", "noreply", "lee.mj"]) + "@" + R.choice(["haneul.kr", "acme.io", "mintlab.co.kr", "bluefin.io"]),
    "uuid": uuid4,
    "sha": lambda: rs(40, HX),
    "sha7": lambda: rs(7, HX),
    "sha256": lambda: rs(64, HX),
    "md5": lambda: rs(32, HX),
    "acct": lambda: str(R.randint(100000000000, 999999999999)),
    "ip": lambda: "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
    "pubip": lambda: "%d.%d.%d.%d" % (R.choice([3, 13, 52, 43, 211, 175]), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
    "port": lambda: str(R.choice([5432, 3306, 6379, 5672, 9092, 27017, 8080, 8443, 1433, 389, 6432])),
    "date": lambda: "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28)),
    "time": lambda: "%02d:%02d" % (R.randint(0, 23), R.randint(0, 59)),
    "ts": lambda: "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999)),
    "ticket": lambda: "%s-%d" % (R.choice(["OPS", "INFRA", "PAY", "SEC", "PLAT", "BE"]), R.randint(100, 9999)),
    "kname": lambda: R.choice(KNAMES),
    "ename": lambda: R.choice(ENAMES),
    "num": lambda: str(R.randint(2, 99)),
    "big": lambda: str(R.randint(1000, 99999)),
    "ver": lambda: "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 20)),
    "region": lambda: R.choice(REGIONS),
    "svc": lambda: R.choice(SVCS),
    "db": lambda: R.choice(["orders", "app", "billing", "analytics", "users", "ledger", "cms"]),
    "bucket": lambda: R.choice(["acme", "haneul", "mint", "bluefin"]) + "-" + R.choice(["assets", "backups", "logs", "exports"]) + "-" + R.choice(["prod", "stg"]),
    "pr": lambda: str(R.randint(100, 4999)),
    "run": lambda: str(R.randint(1000000000, 9999999999)),
    "twsid": lambda: "AC" + rs(32, HX),
    "gclient": lambda: str(R.randint(100000000000, 999999999999)) + "-" + rs(32, LN) + ".apps.googleusercontent.com",
    "hex32": lambda: rs(32, HX),
    "oid": lambda: rs(24, HX),
    "slackT": lambda: "T0" + rs(9, UN),
    "slackB": lambda: "B0" + rs(9, UN),
    "snow": lambda: str(R.randint(10**17, 10**18)),
    "naver_id": lambda: rs(20, AN),
    "cldkey": lambda: str(R.randint(100000000000000, 999999999999999)),
    "kafkauser": lambda: rs(16, UN),
    "pkid": lambda: rs(10, UN),
    "b2id": lambda: "00" + rs(23, HX),
    "epoch": lambda: str(R.randint(1700000000000, 1760000000000)),
    "pid": lambda: str(R.randint(1000, 65000)),
    "line": lambda: str(R.randint(20, 900)),
    "mac": lambda: ":".join("%02x" % R.randrange(256) for _ in range(6)),
    "ed25519pub": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64),
    "fp": lambda: "SHA256:" + rs(43, B64),
    "gpgfp": lambda: rs(40, HXU),
    "ktrace": lambda: "1-%08x-%s" % (R.getrandbits(32), rs(24, HX)),
    "commitmsg": lambda: R.choice(["fix flaky retry", "bump deps", "refactor config loader", "add healthcheck"]),
}

# ---------------------------------------------------------------- passwords
WORDS_EN = ["Sunflower", "Purple", "Monkey", "Falcon", "River", "Winter", "Summer", "Tiger", "Maple", "Ocean",
            "Rocket", "Coffee", "Lemon", "Silver", "Dragon", "Pepper", "Harbor", "Cobalt", "Nimbus", "Orbit"]
WORDS_KO = ["고양이", "사과나무", "하늘바다", "봄날", "초코우유", "떡볶이", "강아지", "별빛", "한강", "감귤", "라면", "다람쥐"]
PUNCT = "!@#$%^&*-_=+?.~"


def pw_style(style):
    if style == "h":
        return R.choice(WORDS_EN) + R.choice(WORDS_EN).lower() + str(R.randint(10, 9999)) + R.choice("!@#$%&*?")
    if style == "r":
        return rs(R.randint(14, 24), AN + "!#%^*-_")
    if style == "p":
        s = list(rs(R.randint(12, 20), AN))
        for _ in range(R.randint(3, 6)):
            s.insert(R.randrange(len(s) + 1), R.choice(PUNCT + "()[]{}<>;:,|/"))
        return "".join(s)
    if style == "ko":
        a = R.choice(WORDS_KO)
        return R.choice(["", R.choice(WORDS_EN)]) + a + str(R.randint(10, 9999)) + R.choice("!@#$%&*")
    if style == "pin":
        return rs(8, DG)
    if style == "door":
        return rs(4, DG) + R.choice("*#") + rs(4, DG) + R.choice(["", "#"])
    if style == "wifi":
        return R.choice([R.choice(WORDS_EN) + R.choice(["-", "_", ""]) + R.choice(WORDS_EN).lower() + str(R.randint(100, 9999)),
                         rs(R.randint(12, 20), LN)])
    if style == "long":
        return rs(R.randint(32, 48), AN)
    if style == "db":
        return rs(R.randint(16, 28), AN)
    if style == "totp":
        return rs(32, B32)
    if style == "totp16":
        return " ".join(rs(4, LO.replace("l", "")) for _ in range(8))
    if style == "unseal":
        return base64.b64encode(rbytes(33)).decode()
    if style == "hex32":
        return rs(32, HX)
    if style == "hex40":
        return rs(40, HX)
    if style == "hex64":
        return rs(64, HX)
    if style == "dwh":
        return rs(68, URLS)
    if style == "kbt":
        return rs(6, LN) + "." + rs(16, LN)
    if style == "jenkins":
        return "11" + rs(32, HX)
    if style == "slackwh":
        return rs(24, AN)
    if style == "salt":
        return rs(64, AN + "!@#$%^&*()-_=+[]{};:,.<>?|~")
    raise KeyError(style)


def url_pw():
    while True:
        base = list(rs(R.randint(10, 16), AN))
        for _ in range(R.randint(1, 3)):
            base.insert(R.randrange(len(base) + 1), R.choice("@:/#?%&+ !$"))
        p = "".join(base)
        enc = urllib.parse.quote(p, safe="!$")
        if enc != p:
            return enc


def url_pw_ko():
    p = R.choice(WORDS_KO) + str(R.randint(10, 999)) + R.choice("@#!")
    return urllib.parse.quote(p, safe="!")


def recovery(style):
    if style == "gh":
        return rs(5, HX) + "-" + rs(5, HX)
    if style == "g":
        return rs(4, DG) + " " + rs(4, DG)
    if style == "aws":
        return rs(8, LN) + rs(4, LN)
    if style == "ms":
        return "-".join(rs(4, UN) for _ in range(5))
    raise KeyError(style)


def pem(kind):
    if kind == "rsa":
        head, tail, width = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", 64
        raw = b"\x30\x82\x02\x5d\x02\x01\x00\x02\x81\x81\x00" + rbytes(R.randint(590, 600))
    elif kind == "pk8":
        head, tail, width = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", 64
        raw = b"\x30\x82\x02\x77\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00" + rbytes(R.randint(420, 460))
    elif kind == "ec":
        head, tail, width = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", 64
        raw = b"\x30\x81\x93\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x04\x79\x30\x77\x02\x01\x01\x04\x20" + rbytes(R.randint(113, 118))
    elif kind == "ecpriv":
        head, tail, width = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", 64
        raw = b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(114)
    elif kind == "openssh":
        head, tail, width = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", 70
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + rbytes(R.randint(330, 360))
    else:
        raise KeyError(kind)
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return head, lines, tail


# ---------------------------------------------------------------- engine
PH = re.compile(r"«([a-zA-Z0-9_]+)(?::([^«»#]*))?(?:#(\w+))?»")


CONSISTENT = ("svc", "host", "db", "bucket", "region", "acct", "pkid", "slackT", "gclient")


class Ctx:
    def __init__(self, vendor=None):
        self.vendor = vendor
        self.cache = {}
        self.secrets = []
        self.vendors_used = []

    def sec(self, v):
        if v not in self.secrets:
            self.secrets.append(v)
        return v

    def value(self, kind, arg, key):
        if kind == "f" and key is None and arg in CONSISTENT:
            key = "_"
        ck = (kind, arg, key)
        if key is not None and ck in self.cache:
            return self.cache[ck]
        v = self.make(kind, arg)
        if key is not None:
            self.cache[ck] = v
        return v

    def make(self, kind, arg):
        if kind == "v":
            self.vendors_used.append(arg)
            return self.sec(V[arg][2]())
        if kind == "V":
            self.vendors_used.append(self.vendor)
            return self.sec(V[self.vendor][2]())
        if kind == "VN":
            return V[self.vendor][0]
        if kind == "VE":
            return V[self.vendor][1]
        if kind == "f":
            return FILLERS[arg]()
        if kind == "pw":
            return self.sec(pw_style(arg or "h"))
        if kind == "pwurl":
            return self.sec(url_pw_ko() if arg == "ko" else url_pw())
        if kind == "basic":
            user = arg or R.choice(USERS)
            return self.sec(base64.b64encode((user + ":" + pw_style(R.choice("hr"))).encode()).decode())
        if kind == "basictok":
            # base64(user:vendor-token) e.g. Atlassian email:token
            user, vk = arg.split("|")
            self.vendors_used.append(vk)
            return self.sec(base64.b64encode((user + ":" + V[vk][2]()).encode()).decode())
        if kind == "rc":
            return self.sec(recovery(arg))
        if kind == "pem" or kind == "pemj":
            head, lines, tail = pem(arg)
            for ln in lines:
                self.sec(ln)
            sep = "\\n" if kind == "pemj" else "\n"
            return sep.join([head] + lines + [tail]) + (sep if kind == "pemj" else "")
        raise KeyError(kind)

    def render(self, text):
        return PH.sub(lambda m: self.value(m.group(1), m.group(2), m.group(3)), text)


def blen(s):
    return len(s.encode("utf-8"))


def check_secret_note(fields, secrets):
    if not secrets:
        return False
    vals = list(fields.values())
    for s in secrets:
        if len(s) < 8:
            return False
        if not any(s in v for v in vals):
            return False
    # mask all occurrences of all secrets (longest first), then no 8-window may remain
    order = sorted(secrets, key=len, reverse=True)
    for v in vals:
        m = v
        for s in order:
            m = m.replace(s, "\x00" * len(s))
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in m:
                    return False
    # a masked run must be covered by occurrences in the original (sanity)
    return True


def check_common(fields):
    return (fields["missing_context"].strip() != "" and fields["lesson"].strip() != ""
            and blen(fields["missing_context"]) <= 1024 and blen(fields["lesson"]) <= 1024
            and blen(fields["ask_next_time"]) <= 512)


SECRET_T = []   # (lang, category, mc, lesson, ask, reps)
WRAP_T = []     # generic vendor wrappers: (lang, category, mc, lesson, ask)
CLEAN_T = []


def S(lang, cat, mc, lesson, ask="", reps=3):
    SECRET_T.append((lang, cat, mc, lesson, ask, reps))


def W(lang, cat, mc, lesson, ask=""):
    WRAP_T.append((lang, cat, mc, lesson, ask))


def C(lang, cat, mc, lesson, ask="", reps=3):
    CLEAN_T.append((lang, cat, mc, lesson, ask, reps))


# ================================================================ generic vendor wrappers
W("en", "shell history: export then run",
  "Terminal history from the box where «f:svc#s» was debugged:\n  412  cd /srv/«f:svc#s»\n  413  export «VE»=«V#1»\n  414  ./bin/smoke --env staging\n  415  history | tail",
  "The «VN» value was exported in an interactive shell, so it is now in ~/.bash_history on that host; clear the line with `history -d 413` and rotate.",
  "Ask whether staging has its own «VN» before exporting the prod one.")
W("en", ".env snippet with neighbours",
  "Working .env for local runs of «f:svc#s» (copied from «f:ename»'s laptop):\nNODE_ENV=development\nPORT=«f:port»\nLOG_LEVEL=debug\n«VE»=«V#1»\nFEATURE_NEW_CHECKOUT=false",
  "Only the «VN» line is sensitive; the rest can be committed as .env.example.",
  "")
W("en", "code review comment on hardcoded token",
  "Review comment on PR #«f:pr»: `client = make_client(token=\"«V#1»\")` in src/integrations/«f:svc».py line «f:line». Author said it was a throwaway «VN» but it is the shared one.",
  "Hardcoded credentials in code review diffs end up in the PR history even after a force-push; the «VN» must be revoked, not just removed from the diff.",
  "")
W("en", "docker run -e",
  "Reproduced the bug locally with:\ndocker run --rm -p 8080:8080 -e «VE»=«V#1» -e REGION=«f:region» ghcr.io/acme/«f:svc»:«f:ver»",
  "Passing the «VN» with -e makes it visible in `docker inspect` and in shell history; use --env-file with a file outside the repo.",
  "")
W("en", "k8s Secret stringData",
  "Manifest found in deploy/overlays/prod/secret.yaml:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: «f:svc#s»-creds\ntype: Opaque\nstringData:\n  «VE»: \"«V#1»\"",
  "stringData is plain text in git. The «VN» in that file is live; move it to the external-secrets store and delete the file from history.",
  "")
W("en", "python client constructor fallback",
  "settings.py had `API_KEY = os.getenv(\"«VE»\", \"«V#1»\")` so the fallback silently used the real «VN» when the env var was missing in CI.",
  "Never give credentials a default value in getenv; fail fast instead.",
  "")
W("en", "curl with bearer header",
  "To check the scope quickly I ran:\ncurl -sS -H \"Authorization: Bearer «V#1»\" https://«f:host»/v1/me | jq .",
  "The «VN» works as a bearer token against the internal proxy as well; responses include the org id, which helped confirm which account it belongs to.",
  "")
W("en", "leaked in application log line",
  "Found in the «f:svc» logs at «f:ts»:\nDEBUG http.client: send: b'GET /v2/items HTTP/1.1\\r\\nHost: «f:host»\\r\\nX-Api-Key: «V#1»\\r\\n'",
  "http.client debug level dumps request headers including the «VN»; set the logger to INFO in production.",
  "")
W("en", "stack trace with config dump",
  "Traceback (most recent call last):\n  File \"/app/worker.py\", line «f:line», in run\n    cli.connect()\nConnectionError: connect failed with config {'endpoint': 'https://«f:host»', 'timeout': 30, 'token': '«V#1»'}",
  "The exception message includes the full config dict, so the «VN» leaks into Sentry. Override __repr__ on the config object.",
  "")
W("en", "secret only in ask_next_time",
  "Integration tests for «f:svc» need a real «VN»; the mock server does not implement pagination.",
  "Tests are skipped unless «VE» is set; CI sets it from the org secret store.",
  "Is «V#1» still the key we use for the nightly run, or was it rotated after «f:date»?")
W("en", "label ends one field, value starts next",
  "Staging smoke tests kept failing with 403 until I swapped in the team's «VN». For reference, the working «VE» is:",
  "«V#1» (set it in the runner env, not in the workflow file).",
  "")
W("en", "rotation old and new",
  "Rotated the «VN» for «f:svc» on «f:date» after the contractor offboarding.\nold: «V#old»\nnew: «V#new»",
  "Both values were valid for about an hour; the old one is revoked now. Update every consumer before revoking, the batch job broke in between.",
  "")
W("en", "JSON config file",
  "config/«f:svc».local.json:\n{\n  \"endpoint\": \"https://«f:host»\",\n  \"retries\": 3,\n  \"credentials\": {\"«VE»\": \"«V#1»\"}\n}",
  "The .local.json files are not in .gitignore in this repo; the «VN» got committed in «f:sha7».",
  "")
W("en", "YAML config",
  "values-prod.yaml override that made the integration work:\nintegrations:\n  provider:\n    enabled: true\n    apiKey: «V#1»\n    timeoutSeconds: 20",
  "Helm values files are committed; the «VN» should come from an existingSecret instead of apiKey.",
  "")
W("en", "TOML config",
  "pyproject / tool config that the CLI reads:\n[tool.«f:svc#s»]\nendpoint = \"https://«f:host»\"\ntoken = \"«V#1»\"\nverify_ssl = true",
  "The CLI also accepts «VE» from the environment, which is what CI should use; the TOML token line has to go.",
  "")
W("en", "commit message leak",
  "git log -1 on the hotfix branch:\ncommit «f:sha»\nAuthor: «f:ename» <«f:email»>\n\n    temp: hardcode «VE»=«V#1» to unblock release",
  "A force-push does not remove a commit from forks or the PR timeline; treat the «VN» as leaked.",
  "")
W("en", "support ticket transcript",
  "Support ticket «f:ticket» (customer wrote): \"our integration stopped working, here is the key we use: «V#1» - can you check if it's blocked?\"",
  "Customers paste their «VN» into tickets; the helpdesk export is synced to the data lake, so redact before forwarding.",
  "")
W("en", "incident timeline",
  "Incident «f:ticket» timeline:\n«f:time» alert fired (401 from provider)\n«f:time» on-call found «VE» expired\n«f:time» new value «V#1» pushed via kubectl edit\n«f:time» recovered",
  "kubectl edit on a Secret leaves no review trail; the «VN» should have gone through the secrets pipeline.",
  "")
W("en", "Go client code",
  "internal/provider/client.go:\nfunc NewDefault() *Client {\n\treturn New(Config{BaseURL: \"https://«f:host»\", APIKey: \"«V#1»\"})\n}",
  "NewDefault was added for a demo and shipped with a real «VN». Make APIKey required and read it from «VE».",
  "")
W("en", "terraform tfvars",
  "terraform.tfvars (prod workspace):\nregion     = \"«f:region»\"\nservice    = \"«f:svc»\"\napi_token  = \"«V#1»\"",
  "tfvars with the «VN» ended up in the state bucket and in the plan output artifact; mark the variable sensitive and pass it with TF_VAR_.",
  "")

W("ko", "슬랙 스레드 발췌",
  "#dev-backend 스레드 ㄱㄱ\n«f:kname»: 스테이징 «VN» 뭐였죠?\n«f:kname»: «V#1» 이거 쓰세요 ㅎㅎ\n«f:kname»: 감사합니다 🙏",
  "슬랙에 키 그대로 붙여넣으면 검색으로 다 나옴. 이번 건 «VN» 재발급해야 함",
  "")
W("ko", "노션 위키 표",
  "노션 '외부 연동 키 정리' 페이지 표 그대로:\n| 서비스 | 환경 | 값 | 담당 |\n| «VN» | prod | «V#1» | «f:kname» |",
  "위키에 키 값 적어두는 문화 없애야 됨. 값 대신 볼트 경로만 적기로 함",
  "")
W("ko", "카톡 메시지",
  "[카톡] «f:kname» 오후 «f:time»\n형 «VN» 급하게 필요해서 보내요\n«V#1»\n쓰고 나서 말해주세요",
  "개인 카톡으로 키 전달받은 거라 기록 남김. 다음부턴 1Password 공유 링크로 받기",
  "")
W("ko", "지라 코멘트",
  "«f:ticket» 코멘트: 운영에서 «VE» 값이 빠져있어서 배치 실패했었음. 임시로 «V#1» 넣어서 돌렸고 내일 정식 반영 예정",
  "지라 코멘트도 외부 협력사가 볼 수 있음. «VN»는 지라에 쓰면 안 됨",
  "")
W("ko", "터미널 export + 설명",
  "로컬에서 재현할 때 이렇게 함\n$ export «VE»='«V#1»'\n$ make run-«f:svc»\n이러면 바로 붙음",
  "«VN» export 한 채로 터미널 녹화(asciinema) 올리면 그대로 노출되니 조심",
  "")
W("ko", ".env 설명",
  "«f:svc» 로컬 .env 기준으로 정리함\nDB_HOST=localhost\nREDIS_URL=redis://localhost:6379/0\n«VE»=«V#1»\n나머지는 기본값",
  ".env는 gitignore 되어있는데 .env.local.bak 같은 백업파일은 안 걸러짐. 이번에 «VN» 들어간 백업파일이 커밋됐었음",
  "")
W("ko", "회의록",
  "주간 인프라 회의록 («f:date»)\n- «VN» 만료 임박 → «f:kname»님이 재발급\n- 새 값: «V#1»\n- 배포 파이프라인 반영은 목요일",
  "회의록에 새 키 값을 적으면 안 됐음. 회의록은 전사 공개 스페이스임",
  "")
W("ko", "코드리뷰 코멘트",
  "PR #«f:pr» 리뷰하다 발견: `const client = new Client({ apiKey: '«V#1»' })` 이거 하드코딩 되어있어요",
  "리뷰어가 잡긴 했는데 이미 push된 커밋이라 «VN» 폐기 필요. 환경변수 «VE»로 빼는 걸로 수정",
  "")
W("ko", "로그 라인 + 설명",
  "«f:svc» 에러 로그에 이렇게 찍혀있었음\n[«f:ts»] ERROR request failed url=https://«f:host»/api?token=«V#1» status=401",
  "쿼리스트링으로 토큰 넘기면 액세스 로그에 다 남음. 헤더로 바꿔야 함",
  "")
W("ko", "라벨은 앞 필드 끝, 값은 다음 필드",
  "스테이징 QA용으로 «f:kname»님이 공유해준 «VN» 값은",
  "«V#1» 이고, QA 끝나면 바로 폐기하기로 함",
  "")
W("ko", "다음에 물어볼 것에만 값",
  "«f:svc»에서 «VN» 쓰는 부분 리팩토링 중. 클라이언트 초기화를 DI로 바꿨음",
  "키는 코드에 두지 말고 «VE» 환경변수로만 받게 함",
  "«V#1» 이 값 아직 살아있는 건지 «f:kname»님께 확인 필요")
W("ko", "키 교체 전후 값",
  "«VN» 교체 작업 («f:ticket»)\n기존: «V#old»\n신규: «V#new»\n배포 후 기존 키 revoke 완료",
  "교체할 때 구키/신키 둘 다 메모에 남기는 거 하지 말 것. 둘 다 노출로 간주됨",
  "")
W("ko", "docker compose environment",
  "docker-compose.override.yml 에 이렇게 박혀있었음\nservices:\n  «f:svc»:\n    environment:\n      - «VE»=«V#1»\n      - TZ=Asia/Seoul",
  "override 파일이 gitignore에 없어서 «VN» 커밋됨. env_file로 분리함",
  "")
W("ko", "JS SDK 초기화",
  "프론트 SSR 쪽 코드에서 발견\n```ts\nexport const sdk = createClient({\n  baseUrl: 'https://«f:host»',\n  secret: '«V#1»',\n})\n```",
  "SSR 번들에 들어가면 클라이언트 번들로 새어나갈 수도 있음. «VN»는 서버 전용 env로만",
  "")
W("ko", "스크린샷 옮겨적음",
  "콘솔 스크린샷 내용 옮겨 적음 (OCR):\n«VN» 발급 완료\n키: «V#1»\n※ 이 창을 닫으면 다시 확인할 수 없습니다",
  "한 번만 보여주는 키라서 스크린샷 찍어둔 건데, 스크린샷도 드라이브에 공유돼있음. 폐기하고 재발급",
  "")
W("ko", "인수인계 문서",
  "인수인계 문서 («f:kname» → «f:kname»)\n3. 외부 연동\n  - «VN»: «V#1» (운영용, 만료 없음)\n  - 대시보드 계정은 팀 공용",
  "만료 없는 키는 인수인계 시점에 무조건 교체하기로 함",
  "")
W("ko", "Spring application.yml",
  "application-prod.yml 일부\nprovider:\n  base-url: https://«f:host»\n  api-key: «V#1»\n  connect-timeout: 3s",
  "스프링 프로파일 yml에 «VN» 직접 넣지 말고 ${«VE»} 로 참조",
  "")
W("ko", "장애 타임라인",
  "장애 타임라인 «f:date»\n«f:time» «f:svc» 401 급증\n«f:time» «VE» 만료 확인\n«f:time» 임시 키 «V#1» 로 교체, 정상화",
  "임시 키 발급하고 교체까지 했으면 이후 정식 키로 다시 교체해야 함. 임시 키는 로그에 남아서 위험",
  "")
W("ko", "에러 메시지 붙여넣기",
  "빌드 실패 메시지 그대로:\nError: Request failed with status 403 (key=«V#1», endpoint=https://«f:host»)\n    at Client.send (client.js:«f:line»)",
  "SDK가 에러 메시지에 «VN»를 그대로 넣음. CI 로그 공개 저장소면 바로 노출이니 마스킹 필수",
  "")
W("ko", "테스트 픽스처",
  "tests/conftest.py 에 있던 거:\n@pytest.fixture\ndef api_key():\n    return \"«V#1»\"  # 실제 키 (임시)",
  "테스트 픽스처에 진짜 «VN» 넣어두면 CI에서 외부 호출 발생 + 키 노출 둘 다 문제. 목 서버로 바꿈",
  "")
W("en", "meeting notes action item",
  "Sync with «f:ename» (payments):\n- AI: replace expiring «VN» before «f:date»\n- new value already generated: «V#1»\n- owner: platform on-call",
  "Meeting notes are shared org-wide; put the «VN» in the vault and link the path instead.",
  "")
W("en", "CI workflow hardcoded env",
  ".github/workflows/nightly.yml:\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    env:\n      «VE»: «V#1»\n    steps:\n      - run: make sync",
  "Workflow-level env is visible to anyone with read access; should have been ${{ secrets.«VE» }}.",
  "")


# ================================================================ specific secret templates
S("en", "aws credentials file [AWS]",
  "~/.aws/credentials on the shared bastion («f:host»):\n[default]\naws_access_key_id = «v:aws_akid»\naws_secret_access_key = «v:aws_secret»\nregion = «f:region»",
  "The bastion is shared by the whole team, so that default profile is effectively a shared long-lived key. Switch to SSO profiles.")
S("en", "aws sts session export [AWS STS]",
  "Assumed the deploy role and pasted the output into the runbook:\nexport AWS_ACCESS_KEY_ID=«v:aws_asia»\nexport AWS_SECRET_ACCESS_KEY=«v:aws_secret»\nexport AWS_SESSION_TOKEN=«v:aws_session»",
  "Session credentials expire in an hour but still must not be pasted into runbooks; the runbook is in git.")
S("en", "shell: mysql -p attached password",
  "Quick check of replication lag:\nmysql -h «f:host» -u «f:user» -p«pw:r» -e 'SHOW REPLICA STATUS\\G'",
  "With -p the password has to be attached (no space), which also means it is in ps output and history. Use --login-path.")
S("en", "postgres URI with percent-encoded password",
  "DATABASE_URL that finally parsed correctly:\npostgresql://«f:user»:«pwurl»@«f:host»:5432/«f:db»?sslmode=require",
  "Special characters in the password must be percent-encoded in the URI, otherwise libpq splits at the wrong '@'.")
S("en", "PGPASSWORD pg_dump pipe",
  "Nightly dump that someone scheduled in crontab:\nPGPASSWORD='«pw:db»' pg_dump -h «f:host» -U «f:user» «f:db» | gzip > /backups/«f:db»-$(date +%F).sql.gz",
  "Crontab is world-readable on that box; use a .pgpass with 0600 instead.")
S("en", "mongodb+srv URI",
  "mongo shell connect string used in the migration:\nmongosh \"mongodb+srv://«f:user»:«pw:db»@cluster0.«f:sha7».mongodb.net/«f:db»?retryWrites=true&w=majority\"",
  "Atlas user passwords in the connection string end up in shell history and in the migration log.")
S("en", "redis-cli -a",
  "Flushed the staging cache with:\nredis-cli -h «f:host» -p 6379 -a '«pw:r»' --no-auth-warning FLUSHDB",
  "--no-auth-warning hides the warning but the password is still in history.")
S("en", "docker login -p",
  "Registry login in the old Jenkinsfile:\nsh 'docker login -u «f:user» -p «pw:h» registry.«f:host»'",
  "Use --password-stdin with a credentials binding; -p shows up in the build log.")
S("en", "git clone with token in URL [GitHub classic PAT]",
  "Cloned the private fork on the build box with\ngit clone https://«f:user»:«v:ghp»@github.com/acme/«f:svc».git\nand the remote URL (with the token) is now in .git/config.",
  "Use a credential helper or GIT_ASKPASS; tokens in remote URLs persist in .git/config.")
S("en", "curl Basic header",
  "Reproduced the 500 from the partner API:\ncurl -v https://partner.«f:host»/orders -H 'Authorization: Basic «basic»' -H 'Accept: application/json'",
  "The Basic value is just base64 of user:password, so it is as sensitive as the password itself.")
S("en", "curl -u user:pass",
  "Elasticsearch health check that worked:\ncurl -s -u elastic:«pw:r» https://«f:host»:9200/_cluster/health?pretty",
  "The built-in elastic superuser should not be used for health checks; create a monitoring user.")
S("en", "spring datasource properties",
  "src/main/resources/application-prod.properties:\nspring.datasource.url=jdbc:postgresql://«f:host»:5432/«f:db»\nspring.datasource.username=«f:user»\nspring.datasource.password=«pw:db»\nspring.jpa.open-in-view=false",
  "Prod properties must not be in the jar; they are now injected from the config server.")
S("en", "JDBC URL with password param",
  "Error from the report job:\nSQLException: Access denied; url=jdbc:mysql://«f:host»:3306/«f:db»?user=«f:user»&password=«pw:h»&useSSL=true",
  "The driver echoes the full URL in the exception, password included.")
S("en", "openssh private key pasted",
  "Deploy key for the legacy box (from «f:ename»'s note):\n«pem:openssh»",
  "This key has no passphrase and is used by three repos; generate one key per repo.")
S("en", "gcp service account json private_key [Google Cloud]",
  "sa-«f:svc».json that was committed:\n{\"type\": \"service_account\", \"project_id\": \"acme-«f:db»-prod\", \"private_key_id\": \"«f:sha»\", \"private_key\": \"«pemj:pk8»\", \"client_email\": \"«f:svc»@acme-«f:db»-prod.iam.gserviceaccount.com\"}",
  "Service-account JSON keys should not exist at all; use workload identity.")
S("en", "TOTP otpauth URI",
  "Shared admin account for the registrar has 2FA; the otpauth URI from the QR code is:\notpauth://totp/Registrar:ops@«f:email»?secret=«pw:totp»&issuer=Registrar",
  "Whoever has the otpauth secret can generate codes forever; store it in the password manager's TOTP field.")
S("en", "GitHub 2FA recovery codes",
  "Recovery codes for the org owner account (github-recovery-codes.txt):\n«rc:gh»\n«rc:gh»\n«rc:gh»\n«rc:gh»\n«rc:gh»\n«rc:gh»\n«rc:gh»\n«rc:gh»",
  "Recovery codes bypass 2FA; keep them offline in the safe.")
S("en", "office wifi key",
  "New office network details for onboarding:\nSSID: Acme-Staff-5G\nSecurity: WPA2-Personal\nPassphrase: «pw:wifi»",
  "The staff network should move to 802.1X; a shared PSK cannot be revoked per person.")
S("en", "door code and alarm PIN",
  "Server room access for the weekend maintenance: door keypad «pw:door», alarm disarm PIN «pw:pin».",
  "Keypad codes are changed monthly; ask facilities rather than copying last month's.")
S("en", "slack webhook URL",
  "Alertmanager receiver config:\nslack_configs:\n  - api_url: https://hooks.slack.com/services/«f:slackT»/«f:slackB»/«pw:slackwh»\n    channel: '#alerts-prod'",
  "Anyone with the webhook URL can post to the channel; treat the last path segment as a secret.")
S("en", "discord webhook URL",
  "Release bot posts to Discord via\nhttps://discord.com/api/webhooks/«f:snow»/«pw:dwh»",
  "Webhook tokens can also delete the webhook; rotate when a contractor leaves.")
S("en", "azure storage connection string [Azure Storage]",
  "AzureWebJobsStorage in local.settings.json:\n\"DefaultEndpointsProtocol=https;AccountName=acme«f:db»prod;AccountKey=«v:azure_storage»;EndpointSuffix=core.windows.net\"",
  "local.settings.json is excluded by the template .gitignore but this repo deleted that line.")
S("en", "azure SAS URL sig",
  "Download link handed to the vendor:\nhttps://acmeexports.blob.core.windows.net/exports/«f:date».csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&spr=https&sig=«pwurl#sig»",
  "The sig parameter is the credential; the SAS was valid for a year. Use short-lived user delegation SAS.")
S("en", "az login service principal -p [Azure AD]",
  "CI step that was failing:\naz login --service-principal -u «f:uuid» -p «v:azure_ad» --tenant «f:uuid»",
  "The client secret expired; federated credentials (OIDC) avoid secrets entirely.")
S("en", ".npmrc authToken [npm]",
  "~/.npmrc on the build agent:\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=«v:npm»\nalways-auth=true",
  "An automation token scoped to publish; should be granular and read-only for the agent.")
S("en", ".pypirc [PyPI]",
  "~/.pypirc used by the release script:\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = «v:pypi»",
  "Trusted publishing from CI removes the need for this token.")
S("en", "docker config.json auth base64",
  "~/.docker/config.json from the runner image:\n{\"auths\": {\"registry.«f:host»\": {\"auth\": \"«basic»\"}}}",
  "The auth field is base64(user:password) and baked into the image layer; use a credential helper.")
S("en", "kubeconfig user token [Kubernetes]",
  "kubeconfig for the CI deployer:\nusers:\n- name: ci-deployer\n  user:\n    token: «v:k8s_sa»",
  "Long-lived SA token secrets are deprecated; use TokenRequest with short expiry.")
S("en", "kubeadm join bootstrap token",
  "Worker join command printed by kubeadm:\nkubeadm join «f:ip»:6443 --token «pw:kbt» --discovery-token-ca-cert-hash sha256:«f:sha256»",
  "The discovery hash is public, the bootstrap token is not; it is valid for 24h by default.")
S("en", "stripe env block [Stripe]",
  "Payments .env for staging (copied from prod by mistake):\nSTRIPE_SECRET_KEY=«v:sk_live»\nSTRIPE_WEBHOOK_SECRET=«v:whsec»\nSTRIPE_CURRENCY=krw",
  "Live keys in staging means test orders hit real cards.")
S("en", "twilio sid + auth token [Twilio]",
  "SMS sender config:\nTWILIO_ACCOUNT_SID=«f:twsid»\nTWILIO_AUTH_TOKEN=«v:twilio_auth»\nTWILIO_FROM=+1415555«f:big»",
  "Only the auth token is secret; the SID is an identifier.")
S("en", "django settings [Django]",
  "settings/prod.py snippet:\nSECRET_KEY = '«v:django»'\nDATABASES['default']['PASSWORD'] = '«pw:p»'",
  "Read both from the environment; changing SECRET_KEY invalidates sessions, plan a window.")
S("en", "heredoc writes .env",
  "Bootstrap script on the VM:\ncat <<EOF > /etc/«f:svc».env\nDB_USER=«f:user»\nDB_PASS=«pw:p»\nREDIS_PASSWORD=«pw:r»\nEOF\nchmod 600 /etc/«f:svc».env",
  "The script itself is in the repo, so the here-doc values are committed. Template it from the vault.")
S("en", "ansible vault password echo",
  "Deploy wrapper did:\necho '«pw:h»' > /tmp/.vault_pass && ansible-playbook site.yml --vault-password-file /tmp/.vault_pass",
  "/tmp survives between jobs on that runner; use a script that reads from the credential store.")
S("en", "keytool storepass keypass",
  "Generated the Android upload keystore with:\nkeytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass «pw:r» -keypass «pw:r»",
  "Losing the upload key is recoverable via Play support, leaking it is worse; keep passwords in the CI secret store.")
S("en", "openssl pkcs12 passout",
  "Exported the client certificate for the partner:\nopenssl pkcs12 -export -in client.crt -inkey client.key -out client.p12 -passout pass:«pw:p»",
  "Send the .p12 and the password through different channels.")
S("en", "sqlcmd -P",
  "Ran the hotfix against the MSSQL replica:\nsqlcmd -S «f:host»,1433 -U sa -P «pw:p» -d «f:db» -i hotfix.sql",
  "Using sa for hotfixes is against policy; use a scoped login.")
S("en", "nodemailer SMTP config",
  "mailer.js:\nnodemailer.createTransport({ host: 'smtp.«f:host»', port: 587, auth: { user: '«f:email»', pass: '«pw:h»' } })",
  "SMTP relay credentials allow sending as our domain; move them to env vars.")
S("en", "ldapsearch -w",
  "LDAP group lookup used to debug SSO:\nldapsearch -H ldaps://«f:host» -D 'cn=svc-bind,ou=svc,dc=acme,dc=io' -w '«pw:p»' -b 'ou=people,dc=acme,dc=io' '(uid=«f:user»)'",
  "Use -W to prompt or -y with a password file.")
S("en", "kafka SASL jaas config",
  "client.properties for the consumer:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«f:kafkauser»\" password=\"«v:confluent_secret»\";",
  "The username is the API key id, the password is the API secret; only the secret needs rotation.")
S("en", "snowflake connector password",
  "notebook cell:\nconn = snowflake.connector.connect(user='«f:user»', password='«pw:h»', account='acme-«f:db»', warehouse='ANALYTICS_WH')",
  "Notebooks get exported to HTML with outputs and code; use key-pair auth.")
S("en", "jenkins API token curl",
  "Triggered the job remotely:\ncurl -X POST -u «f:user»:«pw:jenkins» https://jenkins.«f:host»/job/«f:svc»/build",
  "Jenkins API tokens are per user; create a dedicated bot user.")
S("en", "vault token and unseal keys [HashiCorp Vault]",
  "From the vault init output (dev cluster):\nUnseal Key 1: «pw:unseal»\nUnseal Key 2: «pw:unseal»\nUnseal Key 3: «pw:unseal»\nInitial Root Token: «v:hvs»",
  "Even for dev, the root token should be revoked after setup.")
S("en", "password only in ask_next_time",
  "The reporting replica («f:host») rejects connections from the new subnet; pg_hba.conf needs the 10.20.0.0/16 range.",
  "Changes to pg_hba.conf need a reload, not a restart.",
  "Does the report_ro password «pw:db» still work after the DBA rotation on «f:date»?")
S("en", "rotation table old/new db passwords",
  "Rotation log «f:date»:\n| db | user | old | new |\n| «f:db» | «f:user» | «pw:db» | «pw:db» |\n| «f:db» | «f:user» | «pw:h» | «pw:h» |",
  "Rotation logs should record who and when, not the values.")
S("en", "CSV export of service accounts",
  "Pasted from the ops spreadsheet:\nservice,login,password,owner\n«f:svc»,«f:user»,«pw:r»,«f:ename»\n«f:svc»,«f:user»,«pw:h»,«f:ename»",
  "The spreadsheet was shared with 'anyone with the link'; all rows rotated.")
S("en", "maven settings.xml",
  "~/.m2/settings.xml on the release box:\n<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>«f:user»</username>\n    <password>«pw:r»</password>\n  </server>\n</servers>",
  "Maven supports encrypted passwords with settings-security.xml; better, use tokens from CI.")
S("en", ".my.cnf INI",
  "/root/.my.cnf on the db host:\n[client]\nuser=root\npassword=«pw:p»\nhost=localhost",
  "Permissions were 644; must be 600.")
S("en", "unittest fixture with live creds",
  "tests/test_sync.py:\nclass SyncTest(unittest.TestCase):\n    USER = '«f:user»'\n    PASSWORD = '«pw:h»'\n    def test_login(self): ...",
  "The fixture uses the real staging account; tests should use the fake auth server.")
S("en", "password with Hangul characters",
  "The Korean office's kiosk admin password contains Hangul, which broke the ASCII-only login form: «pw:ko»",
  "Form encoding must be UTF-8; the kiosk firmware sends EUC-KR.")
S("en", "alibaba cloud keypair [Alibaba Cloud]",
  "aliyun CLI config:\naliyun configure set --profile prod --mode AK --region cn-hangzhou --access-key-id «v:alibaba_id» --access-key-secret «v:alibaba_secret»",
  "Use RAM roles for the ECS instances instead of static AccessKeys.")
S("en", "tencent cloud SecretId/SecretKey [Tencent Cloud]",
  "COS upload script:\ncred = credential.Credential(\"«v:tencent_id»\", \"«v:tencent_key»\")",
  "Tencent CAM supports temporary keys via STS; use them for upload scripts.")
S("en", "minio mc alias [MinIO]",
  "mc alias set local http://«f:ip»:9000 «v:minio_ak» «v:minio_sk»",
  "Positional arguments to mc alias end up in history; use `mc alias set local URL` and enter keys interactively.")
S("en", "backblaze b2 authorize [Backblaze B2]",
  "b2 authorize-account «f:b2id» «v:b2_key»",
  "The application key is restricted to one bucket; still rotate since it was in a shared terminal.")
S("en", "rclone google drive config [Google OAuth]",
  "rclone.conf section:\n[gdrive]\ntype = drive\nclient_id = «f:gclient»\nclient_secret = «v:gocspx»\ntoken = {\"access_token\":\"«v:ya29»\",\"refresh_token\":\"«v:google_refresh»\",\"expiry\":\"«f:ts»\"}",
  "The refresh token is long-lived; revoke it in the Google account security page.")
S("en", "telegram bot URL",
  "Alert script posts to Telegram with\ncurl -s \"https://api.telegram.org/bot«v:telegram»/sendMessage?chat_id=-100«f:big»&text=deploy+done\"",
  "The bot token is in the URL path, so proxies log it.")
S("en", "cloudflare global key headers [Cloudflare]",
  "Purge cache call from the deploy script:\ncurl -X POST https://api.cloudflare.com/client/v4/zones/«f:hex32»/purge_cache -H 'X-Auth-Email: «f:email»' -H 'X-Auth-Key: «v:cf_global»' --data '{\"purge_everything\":true}'",
  "The global API key has full account access; use a scoped API token.")
S("en", "heroku git remote [Heroku]",
  "git remote -v showed:\nheroku  https://heroku:«v:heroku»@git.heroku.com/acme-«f:svc».git (push)",
  "heroku git:remote writes the API key into the remote URL when using HTTP auth this way.")
S("en", "datadog agent yaml [Datadog]",
  "/etc/datadog-agent/datadog.yaml:\napi_key: «pw:hex32»\napp_key: «pw:hex40»\nsite: datadoghq.eu",
  "The app key is not needed by the agent at all; remove it.")
S("en", "wp-config salts",
  "wp-config.php from the marketing site:\ndefine('DB_PASSWORD', '«pw:p»');\ndefine('AUTH_KEY', '«pw:salt»');\ndefine('SECURE_AUTH_KEY', '«pw:salt»');",
  "Salts invalidate all sessions when changed; that's fine after a leak.")
S("en", "google API key in URL query [Google API key]",
  "Geocoding request from the logs:\nGET https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key=«v:google_api»",
  "Restrict the key by HTTP referrer and API.")
S("en", "facebook access token in query [Facebook]",
  "Graph API call that returned error 190:\nhttps://graph.facebook.com/v19.0/me/accounts?access_token=«v:fb»",
  "Error 190 means the token expired; long-lived page tokens must be regenerated.")
S("en", "gitlab clone oauth2 token [GitLab PAT]",
  "CI before_script:\ngit clone https://oauth2:«v:glpat»@gitlab.«f:host»/platform/«f:svc».git",
  "Use CI_JOB_TOKEN for clones inside the same instance.")
S("en", "docker compose postgres env",
  "docker-compose.yml in the demo repo:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: «f:user»\n      POSTGRES_PASSWORD: «pw:h»\n  pgadmin:\n    environment:\n      PGADMIN_DEFAULT_PASSWORD: «pw:h»",
  "The demo compose file was reused for the staging VM with the same passwords.")
S("en", "helm --set password",
  "helm upgrade --install «f:svc» bitnami/postgresql --set auth.postgresPassword=«pw:db» --set auth.password=«pw:db» -n data",
  "Helm stores --set values in the release secret and in CI logs.")
S("en", "terraform -var password",
  "terraform apply -var=\"db_password=«pw:p»\" -var=\"env=prod\" -auto-approve",
  "-var values show up in shell history and in some plan outputs.")
S("en", "pip index-url with token [JFrog]",
  "Dockerfile line:\nRUN pip install --index-url https://«f:user»:«v:jfrog»@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple -r requirements.txt",
  "Build args/RUN lines are kept in image history; use BuildKit secret mounts.")
S("en", "7z archive password",
  "Customer export sent to legal:\n7z a -t7z -mhe=on -p«pw:h» export-«f:date».7z export/",
  "Send the archive password out of band, not in the same email.")
S("en", "gpg passphrase pipe",
  "Backup script decrypts with:\necho «pw:r» | gpg --batch --yes --passphrase-fd 0 -d backup.tar.gz.gpg | tar xz",
  "The passphrase is visible in ps while the pipe runs.")
S("en", "sshpass -p",
  "Legacy switch config backup:\nsshpass -p '«pw:h»' ssh -o StrictHostKeyChecking=no admin@«f:ip» 'show running-config' > sw.cfg",
  "Switches support key auth since the firmware update.")
S("en", "wpa_supplicant psk",
  "Raspberry Pi kiosk /etc/wpa_supplicant/wpa_supplicant.conf:\nnetwork={\n    ssid=\"Acme-IoT\"\n    psk=\"«pw:wifi»\"\n}",
  "The IoT network PSK is shared with the guest kiosk devices.")
S("en", "apple app-specific password [Apple]",
  "notarytool store-credentials AC_PASSWORD --apple-id «f:email» --team-id «f:pkid» --password «v:apple_app_pw»",
  "App-specific passwords are tied to a person's Apple ID; use an App Store Connect API key.")
S("en", "app store connect p8 key [Apple]",
  "AuthKey_«f:pkid».p8 contents (pasted into the fastlane env by mistake):\n«pem:ec»",
  "The .p8 can only be downloaded once; revoke and create a new one.")
S("en", "netrc machine password",
  "~/.netrc on the CI image:\nmachine api.«f:host» login «f:user» password «pw:r»\nmachine github.com login x-access-token password «v:ghs»",
  "netrc files are read by curl and git automatically, which is why the tokens worked silently.")

# ---- Korean specific
S("ko", "셸: mysql -p 붙여쓰기",
  "레플리카 지연 확인할 때 쓴 명령어\nmysql -h «f:host» -u«f:user» -p«pw:r» -e \"show slave status\\G\"\n-p 뒤에 공백 없이 붙여야 됨",
  "비번이 ps랑 히스토리에 남으니까 담부턴 --login-path 쓰기")
S("ko", "postgres URI 퍼센트 인코딩 비번(한글)",
  "DATABASE_URL 한글 비번이라 인코딩해서 넣음\npostgresql://«f:user»:«pwurl:ko»@«f:host»:5432/«f:db»",
  "비번에 한글 넣으면 드라이버마다 인코딩 처리 달라서 고생함. 영문으로 바꾸는 게 맞음")
S("ko", "AWS 키 카톡 공유 [AWS]",
  "«f:kname»님이 카톡으로 보내준 IAM 키\nAccess key: «v:aws_akid»\nSecret: «v:aws_secret»\n리전은 서울(ap-northeast-2)",
  "IAM 사용자 키 카톡으로 주고받지 말기. SSO로 전환 예정")
S("ko", "네이버 클라우드 키 [Naver Cloud]",
  "NCP 오브젝트 스토리지 업로드 스크립트 설정\nNCLOUD_ACCESS_KEY=«v:ncp_access»\nNCLOUD_SECRET_KEY=«v:ncp_secret»\nNCLOUD_REGION=KR",
  "서브계정 키로 분리하고 권한 최소화함")
S("ko", "네이버 로그인 client secret [Naver]",
  "네이버 로그인 연동 설정값 (개발자센터 캡처 보고 옮김)\nClient ID: «f:naver_id»\nClient Secret: «v:naver_secret»",
  "Client ID는 공개돼도 되지만 Secret은 서버에만 둬야 함")
S("ko", "카카오 REST/어드민 키 [Kakao]",
  "카카오 디벨로퍼스 앱 키 정리\n- REST API 키: «v:kakao_rest»\n- Admin 키: «v:kakao_admin»\nJS 키는 프론트에서 씀",
  "어드민 키는 모든 권한 있어서 서버 밖으로 나가면 안 됨")
S("ko", "토스페이먼츠 시크릿키 [Toss Payments]",
  "결제 승인 API 호출 예시 (운영)\ncurl https://api.tosspayments.com/v1/payments/confirm -u «v:toss_sk»: -H 'Content-Type: application/json' -d '{\"paymentKey\":\"...\",\"orderId\":\"«f:uuid»\",\"amount\":15000}'",
  "-u 뒤에 시크릿키 + 콜론 붙이는 방식. 운영키로 테스트 호출하지 말 것")
S("ko", "포트원 API secret [PortOne]",
  "포트원 V2 연동 .env\nPORTONE_STORE_ID=store-«f:uuid»\nPORTONE_API_SECRET=«v:portone»\nPORTONE_WEBHOOK_SECRET=whsec_«pw:long»",
  "스토어 ID는 식별자라 괜찮고 API Secret이랑 웹훅 시크릿은 비밀")
S("ko", "카카오페이 시크릿 [KakaoPay]",
  "카카오페이 단건결제 준비 요청할 때 헤더\nAuthorization: SECRET_KEY «v:kakaopay»\nContent-Type: application/json",
  "구 어드민키 방식에서 시크릿키 방식으로 바뀜. 헤더 prefix가 SECRET_KEY임")
S("ko", "psql PGPASSWORD",
  "배치 서버 crontab 보니까 이렇게 돼있음\n0 3 * * * PGPASSWORD=«pw:db» psql -h «f:host» -U «f:user» -d «f:db» -f /opt/batch/cleanup.sql",
  "crontab -l 하면 누구나 봄. .pgpass로 바꿈")
S("ko", "git remote 토큰 [GitHub fine-grained PAT]",
  "배포서버에서 git remote -v 찍어보니\norigin https://«f:user»:«v:github_pat»@github.com/haneul/«f:svc».git (fetch)\n토큰이 URL에 그대로 있음",
  "remote URL에 토큰 넣지 말고 deploy key 쓰기로")
S("ko", "SSH 개인키 노션에 붙여넣음",
  "노션 '서버 접속 방법' 페이지에 통째로 있던 키\n«pem:openssh»\n이거 쓰면 «f:host» 바로 접속됨",
  "노션은 게스트 초대가 많아서 키 올리면 안 됨. 키 폐기하고 authorized_keys 정리")
S("ko", "RSA 키 PEM 슬랙 공유",
  "슬랙 DM으로 받은 인증서 개인키 (결제 PG 상호인증용)\n«pem:rsa»",
  "PG사 상호인증 키 유출되면 PG사에 재발급 요청해야 함. 절차 2주 걸림")
S("ko", "OTP 시크릿",
  "공용 관리자 계정 OTP 등록용 시크릿 (QR 안 찍힐 때 수동입력)\n«pw:totp16»\n구글 OTP에 '키 입력'으로 넣으면 됨",
  "OTP 시크릿 공유하면 2FA 의미 없음. 계정별로 따로 발급받기")
S("ko", "복구코드 목록",
  "구글 워크스페이스 최고관리자 백업 코드\n1. «rc:g»\n2. «rc:g»\n3. «rc:g»\n4. «rc:g»\n5. «rc:g»\n6. «rc:g»",
  "백업 코드는 금고에 종이로만 보관하기로 함")
S("ko", "사무실 와이파이",
  "판교 사무실 와이파이 (신규 입사자용)\nSSID: HANEUL_5G / 비번 «pw:wifi»\n게스트는 HANEUL_GUEST",
  "사내 와이파이 비번 위키에 올리지 말라고 총무팀에서 공지함")
S("ko", "도어락 비번 / 출입 PIN",
  "서버실 도어락 비번 «pw:door» 이고 경비 해제 PIN은 «pw:pin» 임. 주말 작업때 필요",
  "매달 바뀌니까 다음엔 총무팀에 다시 물어보기")
S("ko", "슬랙 웹훅 URL",
  "배포 알림 웹훅 주소\nhttps://hooks.slack.com/services/«f:slackT»/«f:slackB»/«pw:slackwh»\n#deploy 채널로 감",
  "웹훅 URL 알면 누구나 채널에 글 쓸 수 있음. 깃헙 public 레포에 있던 거라 재발급함")
S("ko", "레디스 비번 redis-cli",
  "캐시 날릴 때 썼던 명령\nredis-cli -h «f:host» -a «pw:r» FLUSHALL\n절대 운영에서 하지 마셈 ㅋㅋ",
  "redis AUTH 비번이 히스토리에 남음. ACL 유저 분리")
S("ko", "도커 compose 비번들",
  "로컬 개발용 compose인데 운영이랑 비번 같음 ㅠ\n  mysql:\n    environment:\n      MYSQL_ROOT_PASSWORD: «pw:ko»\n      MYSQL_PASSWORD: «pw:r»",
  "로컬용 비번은 운영이랑 달라야 함. 운영 비번 교체함")
S("ko", "한글 포함 비번 산문",
  "키오스크 관리자 모드 비번이 «pw:ko» 인데 키보드가 한글 입력이 안 돼서 현장에서 못 들어감",
  "관리자 비번에 한글 넣지 말기. 장비 따라 입력 불가")
S("ko", "curl Basic 인증 헤더",
  "협력사 API 테스트 curl\ncurl -X GET 'https://partner.«f:host»/v1/settlements?date=«f:date»' -H 'Authorization: Basic «basic»'",
  "Basic 헤더는 base64라 디코딩하면 아이디/비번 그대로 나옴")
S("ko", "스프링 datasource yml",
  "application-prod.yml\nspring:\n  datasource:\n    url: jdbc:mysql://«f:host»:3306/«f:db»\n    username: «f:user»\n    password: «pw:db»",
  "운영 yml은 config 서버로 옮김. jar 안에 들어가면 안 됨")
S("ko", "알리바바 클라우드 키 [Alibaba Cloud]",
  "중국 리전 OSS 업로드용 키 (위챗으로 받음)\nAccessKeyId: «v:alibaba_id»\nAccessKeySecret: «v:alibaba_secret»",
  "RAM 서브계정으로 최소 권한 키 재발급 받기")
S("ko", "위챗 AppSecret [WeChat]",
  "위챗 미니프로그램 로그인 code2session 호출\nGET https://api.weixin.qq.com/sns/jscode2session?appid=wx«f:hex32»&secret=«v:wechat»&js_code=JSCODE&grant_type=authorization_code",
  "AppSecret 쿼리스트링으로 넘어가서 nginx 로그에 찍힘. 로그 마스킹 추가")
S("ko", "라인 채널 시크릿/토큰 [LINE]",
  "라인 메시징 API 설정\nLINE_CHANNEL_SECRET=«v:line_secret»\nLINE_CHANNEL_ACCESS_TOKEN=«v:line_token»",
  "장기 채널 액세스 토큰 대신 v2.1 단기 토큰 쓰는 걸로 변경 예정")
S("ko", "텔레그램 봇 토큰 URL",
  "모니터링 알림 스크립트\ncurl \"https://api.telegram.org/bot«v:telegram»/sendMessage\" -d chat_id=-100«f:big» -d text=\"서버 다운\"",
  "봇 토큰이 URL 경로에 들어가서 프록시 로그에 남음")
S("ko", "쿠팡 파트너스 키 [Coupang]",
  "쿠팡 파트너스 API HMAC 서명용\nACCESS_KEY=«f:uuid»\nSECRET_KEY=«v:coupang_secret»",
  "서명 생성은 서버에서만. 프론트 번들에 secret 들어가 있었음")
S("ko", "NHN 클라우드 앱키/시크릿",
  "NHN Cloud 알림톡 발송 설정\nappKey: «f:naver_id»\nsecretKey: «pw:db»\nsenderKey: «f:sha»",
  "secretKey만 비밀이고 appKey랑 senderKey는 식별자")
S("ko", "지라 API 토큰 Basic [Atlassian]",
  "지라 이슈 자동생성 스크립트에서 쓰는 헤더\nAuthorization: Basic «basictok:ops@haneul.kr|atlassian»",
  "이메일:API토큰을 base64 한 거라 디코딩하면 토큰 나옴")
S("ko", "인증서 p12 비번",
  "협력사에 준 클라이언트 인증서 비번: «pw:p»\n파일은 메일로, 비번은 문자로 보냄",
  "같은 채널로 보내면 안 되는 거 맞음. 근데 메모에도 적으면 안 됨")
S("ko", "안드로이드 서명 gradle.properties",
  "gradle.properties (로컬)\nRELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=«pw:r»\nRELEASE_KEY_ALIAS=release\nRELEASE_KEY_PASSWORD=«pw:r»",
  "~/.gradle/gradle.properties 로 옮기고 레포에서는 삭제")
S("ko", "vault 루트 토큰 [HashiCorp Vault]",
  "vault operator init 결과 (스테이징)\nInitial Root Token: «v:hvs»\n언씰 키는 «f:kname»님이 보관",
  "루트 토큰은 초기 설정 끝나면 revoke 해야 됨")
S("ko", "다음에 물어볼 것에 비번",
  "«f:host» SFTP 접속 안 돼서 확인해보니 IP 화이트리스트 문제였음",
  "협력사 방화벽 변경은 최소 3영업일 걸림",
  "SFTP 계정 «f:user» 비번 «pw:ko» 그대로 쓰는 거 맞는지 협력사에 재확인")
S("ko", "비번 교체 전후 표",
  "DB 계정 비번 교체 내역\n| 계정 | 이전 | 변경 |\n| «f:user» | «pw:db» | «pw:db» |\n| «f:user» | «pw:p» | «pw:p» |",
  "교체 내역에는 날짜랑 담당자만 남기기")
S("ko", "MinIO mc 명령 [MinIO]",
  "사내 MinIO 붙을 때\nmc alias set haneul https://minio.«f:host» «v:minio_ak» «v:minio_sk» --api S3v4",
  "mc 설정은 ~/.mc/config.json 에 평문으로 저장됨")
S("ko", "sshpass 스크립트",
  "레거시 장비 백업 스크립트 일부\nfor h in $(cat hosts.txt); do sshpass -p «pw:h» scp admin@$h:/etc/config ./bak/$h; done",
  "장비들 키 인증 지원하니까 sshpass 걷어내기")
S("ko", "엑셀 계정표 붙여넣기",
  "운영팀 엑셀 '계정관리' 시트 복붙\n시스템\t아이디\t비밀번호\t비고\n그룹웨어\t«f:user»\t«pw:h»\t공용\nVPN\t«f:user»\t«pw:r»\t만료 90일",
  "엑셀 계정표는 폐기하고 1Password 볼트로 이관")
S("ko", "ERP 비번 구두전달 메모",
  "ERP 테스트 계정은 «f:user» 이고 비번은 «pw:ko» 라고 «f:kname» 과장님이 전화로 알려줌",
  "테스트 계정이라도 운영 ERP에 접속 가능한 거라 비번 변경 요청함")
S("ko", "Go 코드 DSN",
  "cmd/migrate/main.go\ndsn := \"«f:user»:«pw:r»@tcp(«f:host»:3306)/«f:db»?parseTime=true\"\ndb, err := sql.Open(\"mysql\", dsn)",
  "DSN 하드코딩 제거하고 flag/env로 받게 수정")
S("ko", "텐센트 클라우드 키 [Tencent Cloud]",
  "텐센트 클라우드 SMS 발송 (중국 법인)\nSecretId: «v:tencent_id»\nSecretKey: «v:tencent_key»\nSdkAppId: 14«f:big»",
  "SdkAppId는 식별자, SecretId/SecretKey는 키쌍이라 같이 폐기")
S("ko", "Azure 스토리지 연결문자열 [Azure Storage]",
  "Functions 로컬 설정 보니까\nAzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=haneul«f:db»;AccountKey=«v:azure_storage»;EndpointSuffix=core.windows.net",
  "AccountKey는 스토리지 전체 권한. Managed Identity로 전환")
S("ko", "앱스토어 p8 키 [Apple]",
  "앱스토어 커넥트 API 키 (fastlane용) AuthKey_«f:pkid».p8\n«pem:ec»\nIssuer ID: «f:uuid»",
  "Issuer ID랑 Key ID는 식별자지만 p8 본문은 개인키")
S("ko", "젠킨스 크리덴셜 Groovy",
  "Jenkinsfile 에서 발견\nenvironment {\n  NEXUS_USER = '«f:user»'\n  NEXUS_PASS = '«pw:p»'\n}",
  "credentials() 바인딩으로 바꿔야 콘솔 로그에 마스킹됨")
S("ko", "SAS 토큰 URL",
  "외부 감사팀에 준 다운로드 링크\nhttps://haneulaudit.blob.core.windows.net/audit/«f:date».zip?sv=2023-01-03&sp=r&se=2026-03-31T00:00:00Z&sr=b&sig=«pwurl#sig»",
  "SAS 만료가 너무 길게 잡혀있었음. 7일 이내로")
S("ko", "비번 라벨 앞필드 끝",
  "«f:host» 라우터 관리자 페이지 접속 정보. 계정은 admin, 비밀번호:",
  "«pw:ko» — 펌웨어 업데이트하면 초기화될 수 있음")
S("ko", "디스코드 봇 토큰 [Discord]",
  "커뮤니티 봇 디버깅하다가 로그에 찍힌 거\n[discord.client] logging in using static token «v:discord_bot»",
  "라이브러리 디버그 로그가 토큰을 찍음. 로그 레벨 INFO로")
S("ko", "DingTalk/Feishu 봇 [DingTalk]",
  "중국 법인 알림용 딩톡 로봇\nwebhook: https://oapi.dingtalk.com/robot/send?access_token=«pw:hex64»\n서명 secret: «v:dingtalk»",
  "access_token이랑 SEC 서명키 둘 다 있어야 발송됨. 둘 다 비밀")
S("ko", "Feishu 앱 시크릿 [Feishu]",
  "페이슈 봇 tenant_access_token 발급 요청 바디\n{\"app_id\": \"cli_«f:hex32»\", \"app_secret\": \"«v:feishu»\"}",
  "app_id는 괜찮고 app_secret만 가리면 됨")


# ================================================================ clean templates (English)
C("en", "clean: env var required expansion",
  "deploy.sh now starts with\n: \"${DB_PASSWORD:?DB_PASSWORD must be set}\"\n: \"${STRIPE_SECRET_KEY:?missing stripe key}\"\nso the script aborts before touching «f:host».",
  "The :? expansion fails fast with a readable message; better than a 401 halfway through the migration.")
C("en", "clean: k8s secretKeyRef",
  "Deployment env now references the secret instead of inlining it:\n- name: DATABASE_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: «f:svc»-db\n      key: password",
  "The Secret itself is created by external-secrets from the vault path, so nothing sensitive is in the chart.")
C("en", "clean: github actions secrets context",
  "Workflow step in «f:svc»/.github/workflows/release.yml after the fix:\n- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
  "Secrets from the secrets context are masked in logs automatically; values echoed through base64 are not.")
C("en", "clean: vault path reference",
  "The payments service reads its provider keys from vault at secret/data/prod/«f:svc»/stripe (fields: secret_key, webhook_secret). Policy: «f:svc»-read.",
  "If the pod gets 403 from vault, check the Kubernetes auth role binding, not the secret itself.")
C("en", "clean: SSM parameter names",
  "Parameters used by the lambda:\n/prod/«f:svc»/db_password (SecureString)\n/prod/«f:svc»/api_token (SecureString)\nFetched with aws ssm get-parameter --name ... --with-decryption at cold start.",
  "The role needs kms:Decrypt on the parameter key as well as ssm:GetParameter.")
C("en", "clean: git sha of fix",
  "The token refresh race was fixed in «f:sha» (PR #«f:pr»); the regression came from «f:sha7», which moved the refresh lock into the request path.",
  "Bisect between those two commits reproduces it in about 6 steps.")
C("en", "clean: request ids 401",
  "Users saw 401 invalid_token after the deploy. Sample request ids: «f:uuid», «f:uuid», «f:uuid». All from the mobile client «f:ver».",
  "The mobile client cached the access token past its expiry because the clock skew tolerance was zero.")
C("en", "clean: release checksum",
  "Verified the downloaded CLI before installing:\nsha256sum vault_«f:ver#v»_linux_amd64.zip\n«f:sha256»  vault_«f:ver#v»_linux_amd64.zip",
  "Always compare against the SHA256SUMS file signed by the vendor's GPG key.")
C("en", "clean: image digest pin",
  "Pinned the base image by digest:\nFROM python:3.12-slim@sha256:«f:sha256»",
  "Digest pins avoid surprise rebuilds; renovate updates them weekly.")
C("en", "clean: secretsmanager ARN",
  "The task definition references arn:aws:secretsmanager:«f:region»:«f:acct»:secret:prod/«f:svc»/db-«pwc:6» via valueFrom, which is why rotating the secret needs a task restart.",
  "ECS resolves secrets only at task start.")
C("en", "clean: KMS key id",
  "Bucket «f:bucket» uses SSE-KMS with key «f:uuid» (alias/«f:svc»-data) in account «f:acct».",
  "Cross-account readers need a grant on the key policy, not just the bucket policy.")
C("en", "clean: ssh public key fingerprint",
  "Added «f:ename»'s public key to the bastion:\nssh-ed25519 «f:ed25519pub» «f:email»\nFingerprint: «f:fp»",
  "Verify the fingerprint over a call before adding keys; the request came through email.")
C("en", "clean: gpg fingerprint",
  "Release tags are signed with the team key «f:gpgfp»; git verify-tag fails on the CI image because the key is not imported.",
  "Import the public key from the keys/ directory in the repo during the CI setup step.")
C("en", "clean: base64 of configmap data",
  "ConfigMap «f:svc»-config dumped with -o yaml showed LOG_LEVEL as «b64:log-level=debug» and FEATURES as «b64:checkout_v2,search_v3»; those decode to plain settings.",
  "ConfigMaps are not encrypted and should hold nothing sensitive; these values are fine.")
C("en", "clean: password policy",
  "New password policy from security (effective «f:date», «f:ticket»): minimum «alt:12|14|16» characters, at least 3 of 4 character classes, no reuse of the last 12, lockout after 10 failures for 15 minutes.",
  "The signup form validation must mirror the policy or users get a confusing server error.")
C("en", "clean: auth error message",
  "Provider returned:\n{\"error\":\"invalid_grant\",\"error_description\":\"Token has been expired or revoked.\",\"trace_id\":\"«f:hex32»\"}",
  "invalid_grant on refresh means the user has to re-consent; no point retrying.")
C("en", "clean: version and build numbers",
  "Regression appears between build «f:big» («f:ver») and build «f:big» («f:ver»); both were built from release/«f:ver» at «f:sha7».",
  "Check the build metadata endpoint /version to see exactly which commit is deployed.")
C("en", "clean: placeholders in README",
  "README quickstart of «f:svc» says:\nexport OPENAI_API_KEY=<your-api-key>\nexport DATABASE_URL=postgres://<user>:<password>@localhost:5432/<db>",
  "Angle-bracket placeholders confused the onboarding script, which copied them literally; added a check.")
C("en", "clean: masked key in dashboard",
  "The provider dashboard lists two active keys for the project: one created «f:date» ending in ...«pwc:4» and one created «f:date» ending in ...«pwc:4». The older one is used by the batch job.",
  "Only the last four characters are shown after creation; you cannot recover the full value.")
C("en", "clean: CLI flags explained in prose",
  "Note for «f:ticket»: mysql -p without a value prompts for the password; with a value it must be attached like -pVALUE. psql has no password flag at all and reads PGPASSWORD or ~/.pgpass.",
  "Prefer option files with 0600 permissions over flags.")
C("en", "clean: .env.example empty values",
  ".env.example committed for onboarding:\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nSTRIPE_SECRET_KEY=\nSENTRY_DSN=\nLOG_LEVEL=info\nPORT=«f:port»\nSERVICE_NAME=«f:svc»",
  "Empty values make the app fail at startup with a clear message listing what's missing.")
C("en", "clean: terraform sensitive variable",
  "modules/«f:svc»/variables.tf:\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}\nValue comes from TF_VAR_db_password in the pipeline.",
  "sensitive = true hides it from plan output but it is still in state; the state bucket is encrypted.")
C("en", "clean: oauth client id public",
  "Google sign-in for the web app uses client id «f:gclient»; the redirect URI https://app.«f:host»/auth/callback was missing from the console, hence redirect_uri_mismatch.",
  "Client ids are public; the client secret lives only in the backend's secret store.")
C("en", "clean: jwt explanation",
  "Access tokens are JWTs signed with RS256; the gateway validates exp, aud=«f:svc» and iss against the JWKS at https://auth.«f:host»/.well-known/jwks.json, cached for 10 minutes.",
  "After key rotation, old tokens fail until the JWKS cache refreshes.")
C("en", "clean: s3 url no creds",
  "Exports land at s3://«f:bucket»/exports/«f:date»/part-0000.parquet; the console URL is https://s3.console.aws.amazon.com/s3/buckets/«f:bucket»?region=«f:region».",
  "Consumers should use presigned URLs generated on demand, never shared ones.")
C("en", "clean: sentry event ids",
  "Crash reports for the same bug: Sentry events «f:hex32» and «f:hex32»; issue «f:svc»-«f:big».",
  "Both crashes happen when the keychain returns nil on a cold start.")
C("en", "clean: mongo object ids",
  "Affected documents in «f:db».sessions: ObjectId(\"«f:oid»\"), ObjectId(\"«f:oid»\"). They have expiresAt in the past but were not removed by the TTL index.",
  "TTL monitor runs every 60s; documents with a string date instead of Date are never removed.")
C("en", "clean: vault and team names",
  "Credentials for the partner SFTP are in 1Password vault 'Platform-Prod' under item 'partner-sftp-«f:svc»'; access is via the platform-oncall group.",
  "Request access through the IT portal; do not ask for values in Slack.")
C("en", "clean: sentence about rotation",
  "Rotated the Slack bot token and the GitHub App private key on «f:date» after «f:ename»'s offboarding; all consumers picked up the new values from the secret store within 5 minutes.",
  "The webhook receiver caches the signing secret for an hour; restart it after rotation.")
C("en", "clean: stripe object ids",
  "Double charge investigation: customer cus_«pwc:14», payment intents pi_«pwc:24» and pi_«pwc:24», both with idempotency key order-«f:big».",
  "The idempotency key was derived from the cart id, not the order attempt.")
C("en", "clean: slack ids",
  "Alerts go to channel «f:slackB» in workspace «f:slackT»; the bot user is U0«pwc:9».",
  "Channel ids are stable across renames; use them in config instead of names.")
C("en", "clean: iam role arn",
  "CI assumes arn:aws:iam::«f:acct»:role/github-actions-«f:svc» via OIDC; trust policy condition token.actions.githubusercontent.com:sub = repo:acme/«f:svc»:ref:refs/heads/main.",
  "Tag-triggered releases need a separate condition for refs/tags/*.")
C("en", "clean: npm integrity hash",
  "package-lock.json changed integrity for «f:svc»-utils «f:ver»: sha512-«b64r:86»== which matches the tarball on the registry.",
  "Integrity changes without a version change usually mean a republish; check the registry timeline.")
C("en", "clean: go.sum hashes",
  "go.sum line that caused the checksum mismatch:\ngithub.com/acme/«f:svc» v«f:ver» h1:«b64r:43»=",
  "GOFLAGS=-mod=mod plus GONOSUMCHECK for the private module path resolved it.")
C("en", "clean: tls cert serial fingerprint",
  "New cert for api.«f:host»: serial «f:hex32», SHA-256 fingerprint «hexcolon:32», valid until «f:date».",
  "Pinning clients need the new fingerprint before the switch.")
C("en", "clean: regex for password validation",
  "Frontend validator (web «f:ver»): /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{14,128}$/ - the backend uses the same rule from the shared schema package.",
  "Keep the rule in one place; the two copies drifted before.")
C("en", "clean: failed login log line",
  "auth.log: «f:ts» level=warn event=login_failed user=«f:user» ip=«f:pubip» reason=bad_password attempts=«f:num» request_id=«f:uuid»",
  "Lockout triggers at 10 attempts; this user was close because of a stale saved password in the mobile app.")
C("en", "clean: kubectl create secret from env",
  "Created the secret without putting the value in history:\nkubectl create secret generic «f:svc»-db --from-literal=password=\"$DB_PASS\" --dry-run=client -o yaml | kubeseal > sealed.yaml",
  "Sealed secrets can be committed; the plain Secret never touches disk.")
C("en", "clean: docker login password-stdin",
  "CI login step: cat ~/.config/registry/pass | docker login registry.«f:host» -u «f:user» --password-stdin",
  "--password-stdin keeps the password out of ps and logs; the file is provisioned by the runner.")
C("en", "clean: connection string without password",
  "The app connects with postgresql://«f:user»@«f:host»:5432/«f:db»?sslmode=verify-full and IAM auth; the token is generated per connection by the RDS signer.",
  "IAM auth tokens are valid for 15 minutes; pool max lifetime must be below that.")
C("en", "clean: url with harmless query",
  "Broken link from the newsletter: https://www.«f:host»/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=«f:date»&ref=footer",
  "The pricing page redirect drops query strings; analytics lost the campaign.")
C("en", "clean: build id semver metadata",
  "Desktop build «f:ver»-rc.«f:num»+g«f:sha7».«f:big» crashes on startup on macOS 13 only.",
  "The notarization step stapled the ticket to the wrong artifact.")
C("en", "clean: azure tenant subscription ids",
  "Terraform azurerm provider config: tenant_id «f:uuid», subscription_id «f:uuid»; auth via OIDC federated credential, no client secret.",
  "Federated credential subject must match the environment name exactly.")
C("en", "clean: gcp service account email",
  "Workload identity binding: KSA ci/deployer -> GSA deployer@acme-«f:db»-prod.iam.gserviceaccount.com with roles/iam.workloadIdentityUser.",
  "No JSON key is created; if someone asks for one, push back.")
C("en", "clean: epoch timestamps and ids",
  "Order «f:big» got stuck: created_at «f:epoch», paid_at «f:epoch», trace «f:ktrace».",
  "The X-Ray trace shows the inventory call timing out at 3s.")
C("en", "clean: test data obviously fake",
  "Seed script creates users like «f:user»+test@example.com with passwords generated by Faker at runtime; nothing is stored in the fixture files.",
  "Tests that need a known password call the factory with password=None and read it back from the factory.")
C("en", "clean: mac and ipv6",
  "The flaky kiosk has MAC «f:mac» and gets 2001:db8:«f:num»::«f:num» from SLAAC; DHCP reservations only apply to IPv4.",
  "Reserve by DUID for v6 or disable SLAAC on that VLAN.")
C("en", "clean: credential-free error stack",
  "Stack trace:\nbotocore.exceptions.NoCredentialsError: Unable to locate credentials\n  File \"/app/upload.py\", line «f:line», in push\nThe pod's service account annotation was missing.",
  "IRSA needs the eks.amazonaws.com/role-arn annotation and a pod restart.")

# ================================================================ clean templates (Korean)
C("ko", "클린: 환경변수 필수 체크",
  "«f:svc» 배포 스크립트 맨 위에 추가함 («f:ticket»)\n: \"${DB_PASSWORD:?DB_PASSWORD 없음}\"\n: \"${TOSS_SECRET_KEY:?토스 키 설정 필요}\"\n값 없으면 바로 죽게",
  "중간에 401 나는 것보다 훨씬 나음")
C("ko", "클린: secretKeyRef 참조",
  "«f:svc» 디플로이먼트 env 정리\n- name: KAKAO_ADMIN_KEY\n  valueFrom:\n    secretKeyRef:\n      name: kakao-keys\n      key: admin",
  "시크릿 자체는 ExternalSecret이 볼트에서 가져옴. 차트엔 값 없음")
C("ko", "클린: 깃헙 액션 secrets 참조",
  "«f:svc» 워크플로우 수정본 (PR #«f:pr»)\nenv:\n  AWS_ROLE_ARN: ${{ secrets.AWS_ROLE_ARN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}",
  "secrets 컨텍스트 값은 로그에서 *** 로 마스킹됨")
C("ko", "클린: 볼트 경로만",
  "결제 키는 볼트 secret/data/prod/payments/toss 에 있음 (필드: secret_key). 권한은 payments-read 정책, 담당 «f:kname»",
  "값은 슬랙으로 묻지 말고 볼트 권한 신청하기")
C("ko", "클린: SSM 파라미터 이름",
  "람다가 읽는 파라미터\n/prod/«f:svc»/kakao_rest_key\n/prod/«f:svc»/db_password\n둘 다 SecureString",
  "KMS 복호화 권한 없어서 AccessDenied 났었음")
C("ko", "클린: 커밋 해시",
  "토큰 갱신 버그는 «f:sha» 에서 고쳤고 원인 커밋은 «f:sha7» 임. PR #«f:pr» 참고",
  "리뷰 때 락 범위 바뀐 거 못 봄")
C("ko", "클린: 요청 ID 로그",
  "401 뜬 요청들 request-id\n«f:uuid»\n«f:uuid»\n전부 iOS «f:ver» 에서 옴",
  "앱이 만료된 액세스 토큰 캐시해서 생긴 문제")
C("ko", "클린: 체크섬 확인",
  "설치 파일 체크섬 비교함\nsha256: «f:sha256»\n공식 SHA256SUMS랑 일치",
  "다운로드 미러 쓸 때는 체크섬 꼭 확인")
C("ko", "클린: 이미지 다이제스트",
  "베이스 이미지 다이제스트로 고정\nFROM node:20-alpine@sha256:«f:sha256»",
  "태그만 쓰면 빌드마다 달라질 수 있음")
C("ko", "클린: ARN",
  "시크릿 ARN: arn:aws:secretsmanager:ap-northeast-2:«f:acct»:secret:prod/«f:svc»-«pwc:6»\n태스크 정의에서 valueFrom으로 참조",
  "시크릿 교체하면 태스크 재시작해야 반영됨")
C("ko", "클린: KMS 키 ID",
  "«f:bucket» 버킷 SSE-KMS 키: «f:uuid» (alias/«f:svc»-data)",
  "다른 계정에서 읽으려면 키 정책에 grant 추가 필요")
C("ko", "클린: SSH 공개키",
  "«f:kname»님 공개키 배스천에 등록\nssh-ed25519 «f:ed25519pub» «f:email»\n지문: «f:fp»",
  "공개키는 공유해도 괜찮음. 지문은 통화로 확인함")
C("ko", "클린: base64 설정값",
  "«f:svc» 컨피그맵 값이 base64로 보여서 놀랐는데 디코딩해보니 «b64:TZ=Asia/Seoul» 이랑 «b64:feature.search=v3» 였음",
  "컨피그맵에는 민감한 값 넣지 않기로 함")
C("ko", "클린: 비밀번호 정책",
  "사내 비밀번호 정책 변경 («f:date» 시행): 최소 12자, 영문 대소문자+숫자+특수문자 중 3종, 90일마다 변경, 직전 5개 재사용 불가",
  "회원가입 폼 검증 로직도 같이 바꿔야 함")
C("ko", "클린: 인증 에러 메시지",
  "카카오 로그인 실패 응답 («f:ts»)\n{\"error\":\"invalid_grant\",\"error_description\":\"authorization code not found for code=...\",\"error_code\":\"KOE320\"}",
  "인가 코드 재사용하면 KOE320. 새로고침 시 콜백 두 번 타는 게 원인")
C("ko", "클린: 버전/빌드 번호",
  "안드로이드 «f:ver» (빌드 «f:big») 에서만 크래시. «f:ver» 빌드에서는 재현 안 됨",
  "ProGuard 규칙 빠진 게 원인이었음")
C("ko", "클린: 플레이스홀더",
  "«f:svc» README 예시\nexport NAVER_CLIENT_SECRET=<발급받은 값>\nexport KAKAO_REST_API_KEY=<REST API 키>",
  "신입분이 <> 까지 그대로 넣어서 에러남 ㅋㅋ 설명 추가")
C("ko", "클린: 마스킹된 키",
  "콘솔에서 보면 키가 ****«pwc:4» 처럼 뒤 4자리만 보임. 두 개 중 «f:date» 발급된 게 배치용",
  "전체 값은 발급 시점에만 확인 가능")
C("ko", "클린: CLI 플래그 설명",
  "«f:kname»님 질문 답변: mysql은 -p 뒤에 값 없이 쓰면 프롬프트로 비번 물어봄. 값을 주려면 붙여써야 하는데 히스토리에 남으니까 쓰지 말 것",
  "~/.my.cnf 나 --login-path 쓰는 게 정석")
C("ko", "클린: .env.example",
  ".env.example 정리\nDB_HOST=localhost\nDB_PORT=«f:port»\nDB_PASSWORD=\nTOSS_SECRET_KEY=\nKAKAO_REST_API_KEY=",
  "값 비워두면 앱 시작 시 누락된 키 목록 출력하게 해둠")
C("ko", "클린: 테라폼 sensitive 변수",
  "variable \"kakao_admin_key\" {\n  type      = string\n  sensitive = true\n}\n값은 파이프라인에서 TF_VAR_kakao_admin_key 로 주입 (모듈: modules/«f:svc»)",
  "sensitive 줘도 state에는 남음. state 버킷 암호화 확인")
C("ko", "클린: OAuth client id",
  "구글 로그인 client id: «f:gclient»\n콘솔에 리다이렉트 URI 빠져서 redirect_uri_mismatch 났음",
  "client id는 공개값. secret만 서버에")
C("ko", "클린: JWT 설명",
  "«f:svc» 액세스 토큰은 RS256 JWT, 만료 «alt:10|15|30»분, 리프레시는 14일. 게이트웨이가 jwks 10분 캐시함",
  "키 롤링 직후 몇 분간 검증 실패 가능")
C("ko", "클린: S3 경로",
  "정산 파일 위치: s3://«f:bucket»/settlement/«f:date»/result.csv\n콘솔 링크는 권한 있는 사람만 열림",
  "외부 공유는 presigned URL 1시간짜리로")
C("ko", "클린: 센트리 이벤트 ID",
  "같은 크래시 센트리 이벤트 «f:hex32», «f:hex32». 이슈 번호 «f:svc»-«f:big»",
  "콜드스타트에 키체인 nil 나오는 케이스")
C("ko", "클린: 몽고 ObjectId",
  "TTL 안 지워진 문서들 ObjectId(\"«f:oid»\"), ObjectId(\"«f:oid»\")",
  "expiresAt이 문자열로 들어가 있어서 TTL 인덱스가 무시함")
C("ko", "클린: 볼트 이름/팀 이름",
  "협력사 SFTP 계정은 1Password 'Platform-Prod' 볼트의 'partner-sftp-«f:svc»' 항목에 있음. 접근은 플랫폼 온콜 그룹만",
  "값 필요하면 IT 포털로 권한 신청")
C("ko", "클린: 교체 작업 문장",
  "«f:date» 퇴사자 처리하면서 슬랙 봇 토큰이랑 깃헙 앱 개인키 교체 완료. 모든 서비스가 5분 안에 새 값 반영함",
  "웹훅 수신기는 서명 시크릿 1시간 캐시하니까 재시작 필요")
C("ko", "클린: 토스 주문/결제 ID",
  "중복 결제 건 orderId «f:uuid», 주문번호 «f:big», 승인시각 «f:ts»",
  "멱등키를 장바구니 ID로 만들어서 생긴 문제")
C("ko", "클린: 슬랙 채널 ID",
  "알림 채널 ID «f:slackB», 워크스페이스 «f:slackT». 채널 이름 바뀌어도 ID는 그대로",
  "설정에는 이름 말고 ID 쓰기")
C("ko", "클린: IAM 역할 ARN",
  "깃헙 액션 OIDC 역할: arn:aws:iam::«f:acct»:role/gha-«f:svc»\n조건: repo:haneul/«f:svc»:ref:refs/heads/main",
  "태그 배포용 조건 따로 추가 필요")
C("ko", "클린: npm integrity",
  "package-lock 에서 integrity 값만 바뀜: sha512-«b64r:86»==\n버전은 그대로 «f:ver»",
  "재배포(republish)된 패키지라 레지스트리 타임라인 확인")
C("ko", "클린: 인증서 지문",
  "새 인증서 SHA-256 지문 «hexcolon:32», 만료 «f:date». 앱 핀닝 목록 업데이트 필요",
  "핀닝은 교체 전에 새 지문 먼저 배포해야 함")
C("ko", "클린: 로그인 실패 로그",
  "«f:ts» WARN 로그인 실패 user=«f:user» ip=«f:pubip» reason=비밀번호 불일치 count=«f:num»",
  "10회 넘으면 잠김. 앱에 예전 비번 저장돼 있던 게 원인")
C("ko", "클린: kubectl 시크릿 생성 (변수)",
  "히스토리에 값 안 남기게 이렇게 만듦 («f:ticket»)\nkubectl create secret generic toss-keys --from-literal=secret=\"$TOSS_SECRET_KEY\" --dry-run=client -o yaml | kubeseal > sealed.yaml",
  "SealedSecret은 커밋해도 됨")
C("ko", "클린: 비번 없는 접속 문자열",
  "앱은 postgresql://«f:user»@«f:host»:5432/«f:db»?sslmode=require 로 붙고 비번은 IAM 인증 토큰으로 대체",
  "IAM 토큰 15분 만료라 커넥션 풀 max lifetime 줄임")
C("ko", "클린: UTM 파라미터 URL",
  "이벤트 랜딩 링크: https://event.«f:host»/promo?utm_source=kakao&utm_medium=push&utm_campaign=«f:date»",
  "리다이렉트에서 쿼리스트링 날아가서 유입 집계 안 됐음")
C("ko", "클린: 테넌트/구독 ID",
  "애저 테넌트 ID «f:uuid», 구독 ID «f:uuid». 인증은 OIDC 페더레이션이라 클라이언트 시크릿 없음",
  "페더레이션 subject가 environment 이름이랑 정확히 같아야 함")
C("ko", "클린: 에러 메시지 비번",
  "사용자 문의 («f:ticket»): 로그인하면 '비밀번호가 일치하지 않습니다 (E1002)' 뜸. 본인은 맞게 쳤다고 함. 확인해보니 캡스락",
  "에러 메시지에 캡스락 안내 추가하기로")
C("ko", "클린: 카톡 대화 (값 없음)",
  "[카톡] «f:kname»: 운영 DB 비번 뭐예요?\n«f:kname»: 그거 카톡으로 못 드려요 ㅠ 볼트 권한 신청하세요\n«f:kname»: 넵",
  "이게 맞는 대응. 값은 절대 메신저로 안 보냄")
C("ko", "클린: 회의록 (로테이션 일정)",
  "보안 회의록 «f:date»\n- 외부 API 키 전수조사 완료 (31개)\n- 만료 없는 키 9개 → 분기 내 교체\n- 담당: «f:kname»",
  "키 목록은 이름과 위치만 관리. 값은 볼트")
C("ko", "클린: 지라 티켓 설명",
  "«f:ticket» 토스 웹훅 서명 검증 실패 건. 원인: 바디를 파싱 후 다시 직렬화해서 서명 비교함. 원본 바디로 검증하도록 수정",
  "서명 검증은 raw body로")
C("ko", "클린: 에러 스택 (자격증명 없음)",
  "에러 로그\nNoCredentialsError: Unable to locate credentials\n  at upload.py:«f:line»\n파드 서비스어카운트에 IRSA 어노테이션 빠져있었음",
  "어노테이션 추가 후 파드 재시작해야 적용")
C("ko", "클린: 빌드 번호/커밋",
  "스테이징 배포 버전 «f:ver»+«f:sha7», 파이프라인 #«f:run»",
  "/version 엔드포인트로 배포된 커밋 확인 가능")
C("ko", "클린: 공개키 GPG",
  "릴리즈 태그 서명 키 지문 «f:gpgfp». CI 이미지에 공개키 임포트 안 돼서 verify-tag 실패",
  "레포 keys/ 디렉토리의 공개키 임포트하는 스텝 추가")
C("ko", "클린: 노션 표 (값 없음)",
  "| 키 이름 | 위치 | 담당 | 만료 |\n| TOSS_SECRET_KEY | vault prod/payments | «f:kname» | 없음 |\n| KAKAO_ADMIN_KEY | vault prod/auth | «f:kname» | 없음 |",
  "표에는 위치만. 값 적는 칸 없앰")
C("ko", "클린: 정규식 비번 검증",
  "비번 검증 정규식 ^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%^&*]).{8,64}$ 프론트/백엔드 공통 패키지(«f:svc»-validators «f:ver»)로 뺌",
  "두 군데 따로 관리하다 어긋났었음")
C("ko", "클린: 도커 로그인 stdin",
  "CI에서 도커 로그인은 이렇게\necho \"$REGISTRY_PASSWORD\" | docker login «f:host» -u «f:user» --password-stdin",
  "-p 쓰면 로그에 남음. stdin으로")
C("en", "clean: slack thread no values",
  "#platform thread: «f:ename» asked for the prod Redis password; «f:ename» replied with the vault path secret/prod/redis and a link to the access request form.",
  "That is the expected answer; nobody should paste values in Slack.")
C("en", "clean: incident timeline without values",
  "Incident «f:ticket»:\n«f:time» 401s from payment provider\n«f:time» found the key was revoked by the provider's fraud system\n«f:time» new key issued and stored in vault, pods restarted\n«f:time» resolved",
  "Provider revocations come by email to a shared inbox nobody watches; route it to on-call.")
C("en", "clean: code review about secret handling",
  "Review comment on PR #«f:pr»: `token = os.environ[\"GITHUB_TOKEN\"]` is fine, but the log line below prints the full request headers; please drop the headers from the debug log.",
  "Log redaction belongs in the HTTP client wrapper, not at each call site.")
C("en", "clean: commit message about rotation",
  "commit «f:sha»\n    chore(secrets): read webhook signing secret from env instead of config file\n\n    Refs «f:ticket». No secret values in this diff.",
  "The config file key was removed in the same commit so old deployments fail loudly.")


# ================================================================ build
def _extra_make(self, kind, arg):
    if kind == "pwc":          # non-secret random identifier characters
        return rs(int(arg), AN)
    if kind == "b64":          # base64 of a literal, non-secret string
        return base64.b64encode(arg.encode()).decode()
    if kind == "b64r":         # random base64 (hash / digest), non-secret
        return rs(int(arg), B64)
    if kind == "alt":
        return R.choice(arg.split("|"))
    if kind == "hexcolon":
        return ":".join(rs(2, HXU) for _ in range(int(arg)))
    return _orig_make(self, kind, arg)


_orig_make = Ctx.make
Ctx.make = _extra_make


SEEN = set()


def render_note(tpl, vendor=None, secret=True):
    lang, cat, mc, lesson, ask = tpl[:5]
    for _attempt in range(200):
        ctx = Ctx(vendor)
        fields = {"missing_context": ctx.render(mc), "lesson": ctx.render(lesson), "ask_next_time": ctx.render(ask)}
        if not check_common(fields):
            continue
        key = json.dumps(fields, sort_keys=True, ensure_ascii=False)
        if key in SEEN:
            continue
        if secret:
            if not check_secret_note(fields, ctx.secrets):
                continue
        else:
            if ctx.secrets:
                raise AssertionError("clean template produced a secret: " + cat)
        SEEN.add(key)
        if vendor is not None:
            cat = "%s [%s]" % (cat, V[vendor][0])
        return {"lang": lang, "kind": "secret" if secret else "clean", "category": cat,
                "fields": fields, "secrets": list(ctx.secrets) if secret else []}, ctx.vendors_used
    raise AssertionError("could not satisfy invariants for template: " + cat)


def pick_reps(templates, total, maxrep=3):
    """Distribute `total` notes over templates (each 1..maxrep), deterministically with R."""
    n = len(templates)
    base = total // n
    extra = total - base * n
    assert 1 <= base <= maxrep and (base < maxrep or extra == 0)
    idx = list(range(n))
    bonus = set(R.sample(idx, extra))
    return [base + (1 if i in bonus else 0) for i in idx]


def main():
    notes = []
    vendor_shapes = []
    tpl_names = []

    # generic wrappers: each wrapper used 3 times, each time with a distinct vendor
    used_specific = []
    for t in SECRET_T:
        for part in t[2:5]:
            for m in PH.finditer(part):
                if m.group(1) in ("v",) and m.group(2) not in used_specific:
                    used_specific.append(m.group(2))
                if m.group(1) == "basictok":
                    vk = m.group(2).split("|")[1]
                    if vk not in used_specific:
                        used_specific.append(vk)
    pool = [k for k in V if k not in used_specific]
    R.shuffle(pool)
    slots = len(WRAP_T) * 3
    if len(pool) < slots:
        pool = pool + [k for k in V if k in used_specific][: slots - len(pool)]
    pool = [k for k in pool if k != "aws_session"]
    priority = ["hf", "pinecone", "baidu_secret", "tfc", "notion", "okta", "dckr", "openai_legacy",
                "anthropic_admin", "elastic", "sendbird", "intercom", "sbp", "braintree"]
    pool = [k for k in priority if k in pool] + [k for k in pool if k not in priority]
    vi = 0
    for w in WRAP_T:
        for _ in range(3):
            while True:
                try:
                    note, vu = render_note(w, vendor=pool[vi], secret=True)
                    break
                except AssertionError:
                    # this vendor's token shape collides with the wrapper's own words; try it elsewhere
                    pool.append(pool.pop(vi))
            vi += 1
            notes.append(note)
            vendor_shapes.extend(vu)
        tpl_names.append(("W", w[1]))

    en_s = [t for t in SECRET_T if t[0] == "en"]
    ko_s = [t for t in SECRET_T if t[0] == "ko"]
    wr_en = sum(3 for w in WRAP_T if w[0] == "en")
    wr_ko = sum(3 for w in WRAP_T if w[0] == "ko")
    for group, target in ((en_s, 165 - wr_en), (ko_s, 165 - wr_ko)):
        reps = pick_reps(group, target)
        for t, k in zip(group, reps):
            for _ in range(k):
                note, vu = render_note(t, secret=True)
                notes.append(note)
                vendor_shapes.extend(vu)
            tpl_names.append(("S", t[1]))

    en_c = [t for t in CLEAN_T if t[0] == "en"]
    ko_c = [t for t in CLEAN_T if t[0] == "ko"]
    for group, target in ((en_c, 135), (ko_c, 135)):
        reps = pick_reps(group, target)
        for t, k in zip(group, reps):
            for _ in range(k):
                note, _vu = render_note(t, secret=False)
                notes.append(note)
            tpl_names.append(("C", t[1]))

    # global sanity
    cats = [n["category"] for n in notes]
    assert len(set(t[1] for t in SECRET_T + CLEAN_T + [(w[0], w[1]) for w in WRAP_T])) == len(SECRET_T) + len(CLEAN_T) + len(WRAP_T), "duplicate template names"
    seen = set()
    for n in notes:
        key = json.dumps(n["fields"], sort_keys=True, ensure_ascii=False)
        assert key not in seen, "duplicate note"
        seen.add(key)
        f = n["fields"]
        assert f["missing_context"] and f["lesson"]
        assert blen(f["missing_context"]) <= 1024 and blen(f["lesson"]) <= 1024 and blen(f["ask_next_time"]) <= 512
        if n["kind"] == "secret":
            assert check_secret_note(f, n["secrets"])
        else:
            assert n["secrets"] == []
    # cross-note: no clean note may contain an 8-char window of any listed secret
    allwin = set()
    for n in notes:
        for s in n["secrets"]:
            for i in range(len(s) - 7):
                allwin.add(s[i:i + 8])

    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "t%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": n["fields"], "secrets": n["secrets"]}
        out.append(json.dumps(rec, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v14.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out) + "\n")

    # summary
    ns = sum(1 for n in notes if n["kind"] == "secret")
    print("notes", len(notes), "secret", ns, "clean", len(notes) - ns)
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            print(kind, lang, sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang))
    print("listed secrets", sum(len(n["secrets"]) for n in notes))
    print("templates", len(SECRET_T) + len(CLEAN_T) + len(WRAP_T), "(secret specific %d, vendor wrappers %d, clean %d)" % (len(SECRET_T), len(WRAP_T), len(CLEAN_T)))
    print("distinct vendor token shapes", len(set(vendor_shapes)))


if __name__ == "__main__":
    main()
