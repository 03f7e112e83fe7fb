#!/usr/bin/env python3
"""Blind evaluation set v9 for a credential-redaction filter (agent task notes).

Standard library only.  Fixed seed; output is byte-for-byte reproducible and independent of
PYTHONHASHSEED (no set/dict-order dependence on hashing).  Writes blind_set_v9.jsonl next to
this script and prints summary statistics.
"""
import base64
import json
import os
import random
import string
import sys
import urllib.parse

SEED = 9090417
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
URLS = AN + "-_"
B64 = AN + "+/"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def an(n):
    return rs(AN, n)


def dg(n):
    return R.choice("123456789") + rs(DG, n - 1)


def uu():
    h = hx(32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:])


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b if isinstance(b, bytes) else b.encode()).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b if isinstance(b, bytes) else b.encode()).decode().rstrip("=")


def pick(seq):
    return R.choice(seq)


def cap(s):
    return s[:1].upper() + s[1:]


def sha(n=40):
    return hx(n)


# --------------------------------------------------------------------------------------------
# Vendors: (vendor, what, env, group, generator[, host])
# --------------------------------------------------------------------------------------------
VENDORS = []


def tv(vendor, what, env, grp, gen, host=None):
    VENDORS.append(dict(vendor=vendor, what=what, env=env, grp=grp, gen=gen, host=host, pair=None))


def pv(vendor, what, grp, idenv, env, idgen, gen, listed, idlabel, seclabel, host=None):
    VENDORS.append(dict(vendor=vendor, what=what, env=env, grp=grp, gen=gen, host=host,
                        pair=dict(idenv=idenv, idgen=idgen, listed=listed, idlabel=idlabel,
                                  seclabel=seclabel)))


def jwt(payload, alg="HS256", siglen=32):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    p = b64u(json.dumps(payload, separators=(",", ":")))
    return "%s.%s.%s" % (h, p, b64u(rb(siglen)))


def mapbox_sk():
    user = pick(["acme-maps", "hanbit", "geo-team", "delivery-ops"])
    body = b64u(json.dumps({"u": user, "a": "cl" + rs(LO + DG, 23)}, separators=(",", ":")))
    return "sk." + body + "." + rs(URLS, 22)


def discord_bot():
    return b64u(dg(18)) + "." + rs(URLS, 6) + "." + rs(URLS, 38)


def vault_tok():
    return pick(["hvs." + rs(URLS, 24), "hvs.CAESI" + rs(URLS, 82)])


def stripe_sk():
    return "sk_live_" + an(pick([24, 99]))


def toss_sk():
    return pick(["live_sk_", "test_sk_", "live_gsk_"]) + an(pick([28, 32]))


def notion_tok():
    return pick(["ntn_" + dg(11) + an(35), "secret_" + an(43)])


# --- source control / CI / registries
tv("GitHub", "personal access token", "GITHUB_TOKEN", "vcs", lambda: "ghp_" + an(36), "api.github.com")
tv("GitHub", "fine-grained PAT", "GH_PAT", "vcs", lambda: "github_pat_" + an(22) + "_" + an(59), "api.github.com")
tv("GitHub", "OAuth token", "GH_OAUTH_TOKEN", "auth", lambda: "gho_" + an(36), "api.github.com")
tv("GitHub", "app installation token", "GH_APP_TOKEN", "ci", lambda: "ghs_" + an(36), "api.github.com")
tv("GitLab", "personal access token", "GITLAB_TOKEN", "vcs", lambda: "glpat-" + rs(URLS, 20), "gitlab.com/api/v4")
tv("GitLab", "runner authentication token", "CI_RUNNER_TOKEN", "ci", lambda: "glrt-" + rs(URLS, 20), "gitlab.com/api/v4")
tv("GitLab", "deploy token", "GITLAB_DEPLOY_TOKEN", "ci", lambda: "gldt-" + rs(URLS, 20), "gitlab.com/api/v4")
tv("Bitbucket", "app password", "BITBUCKET_APP_PASSWORD", "vcs", lambda: "ATBB" + an(32) + rs(UHEX, 8), "api.bitbucket.org/2.0")
tv("Azure DevOps", "personal access token", "AZURE_DEVOPS_PAT", "ci", lambda: rs(LO + "234567", 52), "dev.azure.com")
tv("Gitea", "access token", "GITEA_TOKEN", "vcs", lambda: hx(40))
tv("npm", "automation token", "NPM_TOKEN", "ci", lambda: "npm_" + an(36), "registry.npmjs.org")
tv("PyPI", "API token", "PYPI_API_TOKEN", "ci", lambda: "pypi-AgEIcHlwaS5vcmcCJD" + rs(URLS, 140), "upload.pypi.org")
tv("RubyGems", "API key", "GEM_HOST_API_KEY", "ci", lambda: "rubygems_" + hx(48), "rubygems.org/api/v1")
tv("NuGet", "API key", "NUGET_API_KEY", "ci", lambda: "oy2" + rs(LO + DG, 43), "api.nuget.org")
tv("crates.io", "API token", "CARGO_REGISTRY_TOKEN", "ci", lambda: "cio" + an(32), "crates.io/api/v1")
tv("Docker Hub", "personal access token", "DOCKERHUB_TOKEN", "ci", lambda: "dckr_pat_" + rs(URLS, 27), "hub.docker.com")
tv("JFrog Artifactory", "API key", "ARTIFACTORY_API_KEY", "ci", lambda: "AKCp8" + an(68))
tv("SonarCloud", "user token", "SONAR_TOKEN", "ci", lambda: "squ_" + hx(40), "sonarcloud.io/api")
tv("Snyk", "API token", "SNYK_TOKEN", "ci", uu, "api.snyk.io")
tv("CircleCI", "personal API token", "CIRCLECI_TOKEN", "ci", lambda: "CCIPAT_" + an(22) + "_" + hx(40), "circleci.com/api/v2")
tv("Buildkite", "API access token", "BUILDKITE_API_TOKEN", "ci", lambda: "bkua_" + hx(40), "api.buildkite.com/v2")
tv("Jenkins", "API token", "JENKINS_API_TOKEN", "ci", lambda: "11" + hx(32))
tv("Travis CI", "API token", "TRAVIS_API_TOKEN", "ci", lambda: an(22), "api.travis-ci.com")
tv("Postman", "API key", "POSTMAN_API_KEY", "saas", lambda: "PMAK-" + hx(24) + "-" + hx(34), "api.getpostman.com")
tv("Expo", "access token", "EXPO_TOKEN", "mobile", lambda: rs(URLS, 40), "api.expo.dev")
tv("Codecov", "upload token", "CODECOV_TOKEN", "ci", uu, "codecov.io")
tv("Harbor", "robot account secret", "HARBOR_ROBOT_SECRET", "ci", lambda: an(32))
tv("Octopus Deploy", "API key", "OCTOPUS_API_KEY", "ci", lambda: "API-" + rs(UP + DG, 26))
tv("Harness", "API key", "HARNESS_API_KEY", "ci", lambda: "pat." + rs(URLS, 22) + "." + hx(24) + "." + an(20))
# --- hosting / cloud / infra
tv("Vercel", "access token", "VERCEL_TOKEN", "cloud", lambda: an(24), "api.vercel.com")
tv("Netlify", "personal access token", "NETLIFY_AUTH_TOKEN", "cloud", lambda: "nfp_" + an(36), "api.netlify.com/api/v1")
tv("Heroku", "API key", "HEROKU_API_KEY", "cloud", uu, "api.heroku.com")
tv("Render", "API key", "RENDER_API_KEY", "cloud", lambda: "rnd_" + an(32), "api.render.com/v1")
tv("Fly.io", "deploy token", "FLY_API_TOKEN", "cloud", lambda: "fo1_" + rs(URLS, 43), "api.machines.dev/v1")
tv("Railway", "API token", "RAILWAY_TOKEN", "cloud", uu, "backboard.railway.app/graphql/v2")
tv("Cloudflare", "API token", "CLOUDFLARE_API_TOKEN", "cloud", lambda: rs(URLS, 40), "api.cloudflare.com/client/v4")
tv("Cloudflare", "Global API key", "CF_API_KEY", "cloud", lambda: hx(37), "api.cloudflare.com/client/v4")
tv("Fastly", "API token", "FASTLY_API_TOKEN", "cloud", lambda: rs(URLS, 32), "api.fastly.com")
tv("Akamai", "EdgeGrid client secret", "AKAMAI_CLIENT_SECRET", "cloud", lambda: rs(B64, 43) + "=")
tv("DigitalOcean", "personal access token", "DIGITALOCEAN_TOKEN", "cloud", lambda: "dop_v1_" + hx(64), "api.digitalocean.com/v2")
tv("Linode", "personal access token", "LINODE_TOKEN", "cloud", lambda: hx(64), "api.linode.com/v4")
tv("Vultr", "API key", "VULTR_API_KEY", "cloud", lambda: rs(UP + DG, 36), "api.vultr.com/v2")
tv("Hetzner Cloud", "API token", "HCLOUD_TOKEN", "cloud", lambda: an(64), "api.hetzner.cloud/v1")
tv("Scaleway", "secret key", "SCW_SECRET_KEY", "cloud", uu, "api.scaleway.com")
tv("OVHcloud", "application secret", "OVH_APPLICATION_SECRET", "cloud", lambda: an(32), "eu.api.ovh.com/1.0")
tv("IBM Cloud", "API key", "IBMCLOUD_API_KEY", "cloud", lambda: rs(URLS, 44), "iam.cloud.ibm.com")
tv("Terraform Cloud", "team API token", "TFE_TOKEN", "infra", lambda: an(14) + ".atlasv1." + an(67), "app.terraform.io/api/v2")
tv("Pulumi", "access token", "PULUMI_ACCESS_TOKEN", "infra", lambda: "pul-" + hx(40), "api.pulumi.com")
tv("HashiCorp Vault", "token", "VAULT_TOKEN", "infra", vault_tok)
tv("Doppler", "service token", "DOPPLER_TOKEN", "infra", lambda: pick(["dp.st.prd.", "dp.st.stg.", "dp.pt."]) + an(43), "api.doppler.com/v3")
tv("1Password", "service account token", "OP_SERVICE_ACCOUNT_TOKEN", "infra", lambda: "ops_eyJ" + rs(URLS, 236))
tv("Tailscale", "auth key", "TS_AUTHKEY", "infra", lambda: "tskey-auth-" + an(R.randint(10, 13)) + "CNTRL-" + an(33), "api.tailscale.com/api/v2")
tv("ngrok", "authtoken", "NGROK_AUTHTOKEN", "infra", lambda: "2" + an(26) + "_" + an(21))
tv("age", "identity (secret key)", "SOPS_AGE_KEY", "infra", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))
tv("Bitwarden", "API client secret", "BW_CLIENTSECRET", "infra", lambda: an(30))
tv("Google Cloud", "API key", "GOOGLE_API_KEY", "cloud", lambda: "AIza" + rs(URLS, 35), "maps.googleapis.com/maps/api")
tv("Google", "OAuth client secret", "GOOGLE_CLIENT_SECRET", "auth", lambda: "GOCSPX-" + rs(URLS, 28), "oauth2.googleapis.com")
tv("Microsoft Entra ID", "client secret", "AZURE_CLIENT_SECRET", "auth", lambda: an(3) + R.choice(DG) + "Q~" + rs(AN + "_.~-", 34), "login.microsoftonline.com")
tv("Azure Storage", "account key", "AZURE_STORAGE_KEY", "cloud", lambda: rs(B64, 86) + "==")
tv("Azure OpenAI", "API key", "AZURE_OPENAI_API_KEY", "ai", lambda: hx(32))
tv("Backblaze B2", "application key", "B2_APPLICATION_KEY", "cloud", lambda: "K005" + rs(AN + "/+", 27), "api.backblazeb2.com")
tv("Wasabi", "secret key", "WASABI_SECRET_KEY", "cloud", lambda: rs(B64, 40))
pv("AWS", "IAM access key", "cloud", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
   lambda: "AKIA" + rs(B32, 16), lambda: rs(B64, 40), True, "aws_access_key_id", "aws_secret_access_key")
pv("Alibaba Cloud", "AccessKey", "cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
   lambda: "LTAI5t" + an(18), lambda: an(30), True, "AccessKeyId", "AccessKeySecret")
pv("Naver Cloud", "API access key", "cloud", "NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY",
   lambda: rs(UP + DG, 20), lambda: an(40), True, "access_key", "secret_key")
pv("MinIO", "access key", "cloud", "MINIO_ACCESS_KEY", "MINIO_SECRET_KEY",
   lambda: rs(UP + DG, 20), lambda: an(40), True, "access_key", "secret_key")
pv("Tencent Cloud", "API key", "cloud", "TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY",
   lambda: "AKID" + an(32), lambda: an(32), False, "SecretId", "SecretKey")
pv("Huawei Cloud", "AK/SK", "cloud", "HUAWEICLOUD_SDK_AK", "HUAWEICLOUD_SDK_SK",
   lambda: rs(UP + DG, 20), lambda: an(40), False, "ak", "sk")
pv("NHN Cloud", "appkey / secret key", "kr", "NHN_APPKEY", "NHN_SECRET_KEY",
   lambda: an(16), lambda: an(8), False, "appKey", "secretKey")
pv("Naver Developers", "client secret", "kr", "NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET",
   lambda: an(20), lambda: an(10), False, "X-Naver-Client-Id", "X-Naver-Client-Secret")
pv("Razorpay", "key secret", "pay", "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET",
   lambda: "rzp_live_" + an(14), lambda: an(24), False, "key_id", "key_secret")
pv("Solapi", "API secret", "sms", "SOLAPI_API_KEY", "SOLAPI_API_SECRET",
   lambda: "NCS" + rs(UP + DG, 13), lambda: rs(UP + DG, 32), False, "apiKey", "apiSecret")
pv("Twilio", "auth token", "sms", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN",
   lambda: "AC" + hx(32), lambda: hx(32), False, "account_sid", "auth_token")
pv("Confluent Cloud", "Kafka API secret", "db", "KAFKA_API_KEY", "KAFKA_API_SECRET",
   lambda: rs(UP + DG, 16), lambda: rs(B64, 64), False, "sasl.username", "sasl.password")
pv("Cloudinary", "API secret", "saas", "CLOUDINARY_API_KEY", "CLOUDINARY_API_SECRET",
   lambda: dg(15), lambda: rs(URLS, 27), False, "api_key", "api_secret")
pv("Coupang", "Open API secret key", "kr", "COUPANG_ACCESS_KEY", "COUPANG_SECRET_KEY",
   uu, lambda: hx(40), False, "accessKey", "secretKey")
# --- AI providers
tv("OpenAI", "project API key", "OPENAI_API_KEY", "ai", lambda: "sk-proj-" + rs(URLS, 74) + "T3BlbkFJ" + rs(URLS, 74), "api.openai.com/v1")
tv("OpenAI", "legacy API key", "OPENAI_KEY", "ai", lambda: "sk-" + an(20) + "T3BlbkFJ" + an(20), "api.openai.com/v1")
tv("Anthropic", "API key", "ANTHROPIC_API_KEY", "ai", lambda: "sk-ant-api03-" + rs(URLS, 93) + "AA", "api.anthropic.com/v1")
tv("Google Gemini", "API key", "GEMINI_API_KEY", "ai", lambda: "AIza" + rs(URLS, 35), "generativelanguage.googleapis.com/v1beta")
tv("Hugging Face", "access token", "HF_TOKEN", "ai", lambda: "hf_" + rs(UP + LO, 34), "huggingface.co/api")
tv("Replicate", "API token", "REPLICATE_API_TOKEN", "ai", lambda: "r8_" + an(37), "api.replicate.com/v1")
tv("Groq", "API key", "GROQ_API_KEY", "ai", lambda: "gsk_" + an(52), "api.groq.com/openai/v1")
tv("Perplexity", "API key", "PERPLEXITY_API_KEY", "ai", lambda: "pplx-" + an(48), "api.perplexity.ai")
tv("xAI", "API key", "XAI_API_KEY", "ai", lambda: "xai-" + an(80), "api.x.ai/v1")
tv("Mistral AI", "API key", "MISTRAL_API_KEY", "ai", lambda: an(32), "api.mistral.ai/v1")
tv("Cohere", "API key", "COHERE_API_KEY", "ai", lambda: an(40), "api.cohere.com/v2")
tv("OpenRouter", "API key", "OPENROUTER_API_KEY", "ai", lambda: "sk-or-v1-" + hx(64), "openrouter.ai/api/v1")
tv("Together AI", "API key", "TOGETHER_API_KEY", "ai", lambda: hx(64), "api.together.xyz/v1")
tv("Fireworks AI", "API key", "FIREWORKS_API_KEY", "ai", lambda: "fw_" + an(24), "api.fireworks.ai/inference/v1")
tv("ElevenLabs", "API key", "ELEVENLABS_API_KEY", "ai", lambda: "sk_" + hx(48), "api.elevenlabs.io/v1")
tv("AssemblyAI", "API key", "ASSEMBLYAI_API_KEY", "ai", lambda: hx(32), "api.assemblyai.com/v2")
tv("Deepgram", "API key", "DEEPGRAM_API_KEY", "ai", lambda: hx(40), "api.deepgram.com/v1")
tv("Stability AI", "API key", "STABILITY_API_KEY", "ai", lambda: "sk-" + an(48), "api.stability.ai/v2beta")
tv("Pinecone", "API key", "PINECONE_API_KEY", "ai", lambda: "pcsk_" + an(5) + "_" + an(60))
tv("LangSmith", "API key", "LANGSMITH_API_KEY", "ai", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), "api.smith.langchain.com")
tv("DeepSeek", "API key", "DEEPSEEK_API_KEY", "ai", lambda: "sk-" + hx(32), "api.deepseek.com")
tv("Moonshot AI", "API key", "MOONSHOT_API_KEY", "ai", lambda: "sk-" + an(48), "api.moonshot.cn/v1")
tv("Zhipu AI", "API key", "ZHIPUAI_API_KEY", "ai", lambda: hx(32) + "." + an(16), "open.bigmodel.cn/api/paas/v4")
tv("Baidu Qianfan", "API key", "QIANFAN_API_KEY", "ai", lambda: "bce-v3/ALTAK-" + an(21) + "/" + hx(40), "qianfan.baidubce.com/v2")
tv("Naver CLOVA Studio", "API key", "CLOVASTUDIO_API_KEY", "kr", lambda: "nv-" + hx(32), "clovastudio.stream.ntruss.com")
tv("Upstage", "API key", "UPSTAGE_API_KEY", "ai", lambda: "up_" + an(29), "api.upstage.ai/v1")
# --- messaging / email / SMS / realtime
tv("Slack", "bot token", "SLACK_BOT_TOKEN", "comms", lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), "slack.com/api")
tv("Slack", "user token", "SLACK_USER_TOKEN", "comms", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32), "slack.com/api")
tv("Slack", "app-level token", "SLACK_APP_TOKEN", "comms", lambda: "xapp-1-A" + rs(UP + DG, 10) + "-" + dg(13) + "-" + hx(64), "slack.com/api")
tv("Discord", "bot token", "DISCORD_BOT_TOKEN", "comms", discord_bot, "discord.com/api/v10")
tv("Telegram", "bot token", "TELEGRAM_BOT_TOKEN", "comms", lambda: dg(10) + ":AA" + rs(URLS, 33))
tv("Twilio", "API key secret", "TWILIO_API_SECRET", "sms", lambda: an(32), "api.twilio.com/2010-04-01")
tv("SendGrid", "API key", "SENDGRID_API_KEY", "email", lambda: "SG." + rs(URLS, 22) + "." + rs(URLS, 43), "api.sendgrid.com/v3")
tv("Mailgun", "API key", "MAILGUN_API_KEY", "email", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), "api.mailgun.net/v3")
tv("Mailchimp", "API key", "MAILCHIMP_API_KEY", "email", lambda: hx(32) + "-us" + str(R.randint(1, 21)))
tv("Mandrill", "API key", "MANDRILL_API_KEY", "email", lambda: "md-" + rs(URLS, 22), "mandrillapp.com/api/1.0")
tv("Postmark", "server token", "POSTMARK_SERVER_TOKEN", "email", uu, "api.postmarkapp.com")
tv("Brevo", "API key", "BREVO_API_KEY", "email", lambda: "xkeysib-" + hx(64) + "-" + an(16), "api.brevo.com/v3")
tv("SparkPost", "API key", "SPARKPOST_API_KEY", "email", lambda: hx(40), "api.sparkpost.com/api/v1")
tv("Resend", "API key", "RESEND_API_KEY", "email", lambda: "re_" + an(8) + "_" + an(24), "api.resend.com")
tv("Amazon SES", "SMTP password", "SES_SMTP_PASSWORD", "email", lambda: "B" + rs(B64, 43))
tv("Vonage", "API secret", "VONAGE_API_SECRET", "sms", lambda: an(16), "rest.nexmo.com")
tv("Plivo", "auth token", "PLIVO_AUTH_TOKEN", "sms", lambda: an(40), "api.plivo.com/v1")
tv("MessageBird", "access key", "MESSAGEBIRD_ACCESS_KEY", "sms", lambda: an(25), "rest.messagebird.com")
tv("Infobip", "API key", "INFOBIP_API_KEY", "sms", lambda: hx(32) + "-" + uu())
tv("Klaviyo", "private API key", "KLAVIYO_PRIVATE_KEY", "email", lambda: "pk_" + hx(34), "a.klaviyo.com/api")
tv("Intercom", "access token", "INTERCOM_ACCESS_TOKEN", "saas", lambda: "dG9rOj" + rs(B64, 54) + "=", "api.intercom.io")
tv("Zendesk", "API token", "ZENDESK_API_TOKEN", "saas", lambda: an(40))
tv("Sendbird", "API token", "SENDBIRD_API_TOKEN", "comms", lambda: hx(40))
tv("Agora", "app certificate", "AGORA_APP_CERTIFICATE", "comms", lambda: hx(32))
tv("Zoom", "client secret", "ZOOM_CLIENT_SECRET", "comms", lambda: an(32), "zoom.us/oauth")
tv("Pusher", "app secret", "PUSHER_APP_SECRET", "comms", lambda: hx(20))
tv("Ably", "API key", "ABLY_API_KEY", "comms", lambda: an(6) + "." + an(6) + ":" + rs(URLS, 43), "rest.ably.io")
tv("OneSignal", "REST API key", "ONESIGNAL_REST_API_KEY", "mobile", lambda: "os_v2_app_" + rs(LO + "234567", 113), "api.onesignal.com")
tv("Firebase Cloud Messaging", "legacy server key", "FCM_SERVER_KEY", "mobile", lambda: "AAAA" + rs(URLS, 7) + ":APA91b" + rs(URLS, 134), "fcm.googleapis.com/fcm/send")
tv("LINE", "channel access token", "LINE_CHANNEL_ACCESS_TOKEN", "kr", lambda: rs(B64, 171) + "=", "api.line.me/v2")
tv("LINE", "channel secret", "LINE_CHANNEL_SECRET", "kr", lambda: hx(32))
tv("WeChat", "AppSecret", "WECHAT_APP_SECRET", "comms", lambda: hx(32), "api.weixin.qq.com")
tv("Lark", "app secret", "LARK_APP_SECRET", "comms", lambda: an(32), "open.larksuite.com/open-apis")
tv("Channel Talk", "access secret", "CHANNEL_ACCESS_SECRET", "kr", lambda: hx(32), "api.channel.io/open/v5")
tv("Kakao", "REST API key", "KAKAO_REST_API_KEY", "kr", lambda: hx(32), "kapi.kakao.com")
tv("Kakao", "Admin key", "KAKAO_ADMIN_KEY", "kr", lambda: hx(32), "kapi.kakao.com")
tv("Kakao", "client secret", "KAKAO_CLIENT_SECRET", "kr", lambda: an(32), "kauth.kakao.com")
tv("Toss Payments", "secret key", "TOSS_SECRET_KEY", "kr", toss_sk, "api.tosspayments.com/v1")
tv("PortOne", "V2 API secret", "PORTONE_API_SECRET", "kr", lambda: an(80), "api.portone.io")
tv("NICEPAY", "secret key", "NICEPAY_SECRET_KEY", "kr", lambda: hx(32), "api.nicepay.co.kr/v1")
tv("KakaoPay", "secret key", "KAKAOPAY_SECRET_KEY", "kr", lambda: pick(["DEV", "PRD"]) + rs(UHEX, 39), "open-api.kakaopay.com")
tv("Aligo", "API key", "ALIGO_API_KEY", "kr", lambda: rs(LO + DG, 32), "apis.aligo.in")
tv("Cafe24", "client secret", "CAFE24_CLIENT_SECRET", "kr", lambda: an(22))
# --- payments / commerce
tv("Stripe", "secret key", "STRIPE_SECRET_KEY", "pay", stripe_sk, "api.stripe.com/v1")
tv("Stripe", "restricted key", "STRIPE_RESTRICTED_KEY", "pay", lambda: "rk_live_" + an(99), "api.stripe.com/v1")
tv("Stripe", "webhook signing secret", "STRIPE_WEBHOOK_SECRET", "pay", lambda: "whsec_" + an(32))
tv("Square", "access token", "SQUARE_ACCESS_TOKEN", "pay", lambda: "EAAA" + rs(URLS, 60), "connect.squareup.com/v2")
tv("PayPal", "client secret", "PAYPAL_CLIENT_SECRET", "pay", lambda: "E" + rs(URLS, 79), "api-m.paypal.com")
tv("Braintree", "access token", "BRAINTREE_ACCESS_TOKEN", "pay", lambda: "access_token$production$" + rs(LO + DG, 16) + "$" + hx(32))
tv("Adyen", "API key", "ADYEN_API_KEY", "pay", lambda: "AQE" + rs(URLS, 120), "checkout-live.adyenpayments.com")
tv("Paystack", "secret key", "PAYSTACK_SECRET_KEY", "pay", lambda: "sk_live_" + hx(40), "api.paystack.co")
tv("Flutterwave", "secret key", "FLW_SECRET_KEY", "pay", lambda: "FLWSECK-" + hx(32) + "-X", "api.flutterwave.com/v3")
tv("Binance", "API secret", "BINANCE_API_SECRET", "pay", lambda: an(64), "api.binance.com")
tv("Plaid", "secret", "PLAID_SECRET", "pay", lambda: hx(30), "production.plaid.com")
tv("Mollie", "live API key", "MOLLIE_API_KEY", "pay", lambda: "live_" + an(30), "api.mollie.com/v2")
tv("Shopify", "Admin API access token", "SHOPIFY_ACCESS_TOKEN", "saas", lambda: "shpat_" + hx(32))
tv("Shopify", "app client secret", "SHOPIFY_API_SECRET", "saas", lambda: "shpss_" + hx(32))
tv("Shippo", "live API token", "SHIPPO_API_TOKEN", "saas", lambda: "shippo_live_" + hx(40), "api.goshippo.com")
# --- monitoring / analytics / flags
tv("Datadog", "API key", "DD_API_KEY", "mon", lambda: hx(32), "api.datadoghq.com/api/v1")
tv("Datadog", "application key", "DD_APP_KEY", "mon", lambda: hx(40), "api.datadoghq.com/api/v1")
tv("New Relic", "user API key", "NEW_RELIC_API_KEY", "mon", lambda: "NRAK-" + rs(UP + DG, 27), "api.newrelic.com/graphql")
tv("New Relic", "license key", "NEW_RELIC_LICENSE_KEY", "mon", lambda: hx(36) + "NRAL")
tv("Sentry", "user auth token", "SENTRY_AUTH_TOKEN", "mon", lambda: "sntryu_" + hx(64), "sentry.io/api/0")
tv("Grafana", "service account token", "GRAFANA_SA_TOKEN", "mon", lambda: "glsa_" + an(32) + "_" + hx(8))
tv("PagerDuty", "REST API key", "PAGERDUTY_TOKEN", "mon", lambda: "u+" + rs(URLS, 18), "api.pagerduty.com")
tv("Opsgenie", "API key", "OPSGENIE_API_KEY", "mon", uu, "api.opsgenie.com/v2")
tv("Splunk", "HEC token", "SPLUNK_HEC_TOKEN", "mon", uu)
tv("Rollbar", "server access token", "ROLLBAR_ACCESS_TOKEN", "mon", lambda: hx(32), "api.rollbar.com/api/1")
tv("Bugsnag", "API key", "BUGSNAG_API_KEY", "mon", lambda: hx(32))
tv("Better Stack", "source token", "LOGTAIL_SOURCE_TOKEN", "mon", lambda: an(24), "in.logs.betterstack.com")
tv("Honeycomb", "API key", "HONEYCOMB_API_KEY", "mon", lambda: an(22), "api.honeycomb.io/1")
tv("Elastic Cloud", "API key", "ELASTIC_API_KEY", "mon", lambda: b64e(an(20) + ":" + an(22)))
tv("LaunchDarkly", "SDK key", "LAUNCHDARKLY_SDK_KEY", "mon", lambda: "sdk-" + uu())
tv("Statsig", "server secret key", "STATSIG_SERVER_SECRET", "mon", lambda: "secret-" + an(43), "statsigapi.net/v1")
tv("PostHog", "personal API key", "POSTHOG_PERSONAL_API_KEY", "mon", lambda: "phx_" + an(43), "us.posthog.com/api")
tv("Mixpanel", "API secret", "MIXPANEL_API_SECRET", "mon", lambda: hx(32), "mixpanel.com/api")
tv("Amplitude", "secret key", "AMPLITUDE_SECRET_KEY", "mon", lambda: hx(32), "amplitude.com/api/2")
tv("Segment", "write key", "SEGMENT_WRITE_KEY", "mon", lambda: an(32), "api.segment.io/v1")
# --- SaaS / productivity / identity / data
tv("Algolia", "admin API key", "ALGOLIA_ADMIN_KEY", "saas", lambda: hx(32))
tv("Meilisearch", "master key", "MEILI_MASTER_KEY", "saas", lambda: rs(URLS, 32))
tv("Contentful", "management token", "CONTENTFUL_MANAGEMENT_TOKEN", "saas", lambda: "CFPAT-" + rs(URLS, 43), "api.contentful.com")
tv("Sanity", "API token", "SANITY_API_TOKEN", "saas", lambda: "sk" + an(80))
tv("HubSpot", "private app token", "HUBSPOT_ACCESS_TOKEN", "saas", lambda: "pat-na1-" + uu(), "api.hubapi.com")
tv("Salesforce", "consumer secret", "SF_CONSUMER_SECRET", "saas", lambda: rs(UHEX, 64), "login.salesforce.com/services/oauth2")
tv("Atlassian", "API token", "JIRA_API_TOKEN", "saas", lambda: "ATATT3xFfGF0" + rs(URLS, 170) + "=" + rs(UHEX, 8))
tv("Trello", "API token", "TRELLO_TOKEN", "saas", lambda: "ATTA" + hx(64) + rs(UHEX, 8), "api.trello.com/1")
tv("Linear", "API key", "LINEAR_API_KEY", "saas", lambda: "lin_api_" + an(40), "api.linear.app/graphql")
tv("Notion", "integration secret", "NOTION_TOKEN", "saas", notion_tok, "api.notion.com/v1")
tv("Asana", "personal access token", "ASANA_PAT", "saas", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32), "app.asana.com/api/1.0")
tv("Airtable", "personal access token", "AIRTABLE_PAT", "saas", lambda: "pat" + an(14) + "." + hx(64), "api.airtable.com/v0")
tv("Figma", "personal access token", "FIGMA_TOKEN", "saas", lambda: "figd_" + rs(URLS, 40), "api.figma.com/v1")
tv("Dropbox", "access token", "DROPBOX_ACCESS_TOKEN", "saas", lambda: "sl." + rs(URLS, 136), "api.dropboxapi.com/2")
tv("Box", "developer token", "BOX_DEVELOPER_TOKEN", "saas", lambda: an(32), "api.box.com/2.0")
tv("Webflow", "API token", "WEBFLOW_API_TOKEN", "saas", lambda: hx(64), "api.webflow.com/v2")
tv("Typeform", "personal token", "TYPEFORM_TOKEN", "saas", lambda: "tfp_" + rs(URLS, 44) + "_" + rs(URLS, 14), "api.typeform.com")
tv("Twitch", "client secret", "TWITCH_CLIENT_SECRET", "auth", lambda: rs(LO + DG, 30), "id.twitch.tv/oauth2")
tv("Spotify", "client secret", "SPOTIFY_CLIENT_SECRET", "auth", lambda: hx(32), "accounts.spotify.com/api")
tv("X (Twitter)", "bearer token", "TWITTER_BEARER_TOKEN", "saas", lambda: "AAAAAAAAAAAAAAAAAAAAA" + an(20) + "%3D" + an(50), "api.x.com/2")
tv("Meta", "page access token", "META_PAGE_ACCESS_TOKEN", "saas", lambda: "EAA" + an(180), "graph.facebook.com/v19.0")
tv("Google reCAPTCHA", "secret key", "RECAPTCHA_SECRET_KEY", "auth", lambda: "6L" + rs(URLS, 38), "www.google.com/recaptcha/api")
tv("hCaptcha", "secret key", "HCAPTCHA_SECRET", "auth", lambda: "0x" + hx(40), "api.hcaptcha.com")
tv("Mapbox", "secret token", "MAPBOX_SECRET_TOKEN", "saas", mapbox_sk, "api.mapbox.com")
tv("Okta", "API token", "OKTA_API_TOKEN", "auth", lambda: "00" + rs(URLS, 40))
tv("Auth0", "client secret", "AUTH0_CLIENT_SECRET", "auth", lambda: rs(URLS, 64))
tv("Keycloak", "client secret", "KEYCLOAK_CLIENT_SECRET", "auth", lambda: an(32))
tv("Clerk", "secret key", "CLERK_SECRET_KEY", "auth", lambda: "sk_live_" + an(40), "api.clerk.com/v1")
tv("Supabase", "personal access token", "SUPABASE_ACCESS_TOKEN", "db", lambda: "sbp_" + hx(40), "api.supabase.com/v1")
tv("PlanetScale", "database password", "PLANETSCALE_PASSWORD", "db", lambda: "pscale_pw_" + rs(URLS, 43))
tv("Upstash", "Redis REST token", "UPSTASH_REDIS_REST_TOKEN", "db", lambda: "AX" + rs(B64, 58) + "=")
tv("MongoDB Atlas", "API private key", "ATLAS_PRIVATE_KEY", "db", uu, "cloud.mongodb.com/api/atlas/v2")
tv("Databricks", "personal access token", "DATABRICKS_TOKEN", "db", lambda: "dapi" + hx(32))
tv("Apple", "app-specific password", "APPLE_APP_SPECIFIC_PASSWORD", "mobile", lambda: "-".join(rs(LO, 4) for _ in range(4)))
tv("WordPress", "application password", "WP_APP_PASSWORD", "saas", lambda: " ".join(an(4) for _ in range(6)))
tv("Steam", "Web API key", "STEAM_API_KEY", "saas", lambda: rs(UHEX, 32), "api.steampowered.com")


def vslug(v):
    return "".join(ch for ch in v["vendor"].lower() if ch.isalnum())


def vhost(v):
    return v["host"] or ("api.%s.com/v1" % vslug(v))


# --------------------------------------------------------------------------------------------
# Scenarios (en, ko) per group
# --------------------------------------------------------------------------------------------
SCEN = {
    "generic": [
        ("the staging deploy of the billing API", "billing API staging 배포"),
        ("the production release of the web app", "웹앱 prod 릴리즈"),
        ("debugging 401s from the partner API", "파트너 API 401 디버깅"),
        ("setting up local dev for a new hire", "신규 입사자 로컬 개발환경 세팅"),
        ("moving the repo onto the new CI runners", "새 CI runner로 repo 이전"),
        ("the quarterly key rotation", "분기별 키 로테이션"),
        ("incident response for the checkout outage", "결제 장애 대응"),
        ("moving secrets from .env files into a secrets manager", ".env → secrets manager 이전"),
        ("fixing the nightly integration tests", "nightly 통합테스트 수정"),
        ("the docker-compose setup for local testing", "로컬 테스트용 docker-compose 세팅"),
        ("onboarding the new contractor team", "외주팀 온보딩"),
    ],
    "vcs": [("mirroring the monorepo to the backup remote", "monorepo 백업 remote 미러링"),
            ("fixing the release-please bot", "release-please 봇 수정"),
            ("cloning private submodules in CI", "CI에서 private submodule clone"),
            ("setting up the code-review bot", "코드리뷰 봇 세팅")],
    "ci": [("migrating Jenkins jobs to GitHub Actions", "Jenkins job → GitHub Actions 이전"),
           ("publishing the SDK package", "SDK 패키지 배포"),
           ("adding SAST to the pipeline", "파이프라인에 SAST 추가"),
           ("pushing container images from CI", "CI에서 컨테이너 이미지 push"),
           ("fixing flaky build caching", "빌드 캐시 깨지는 문제 수정")],
    "cloud": [("terraforming the new VPC", "신규 VPC terraform 작업"),
              ("setting up S3-compatible backups", "S3 호환 스토리지 백업 구성"),
              ("the CDN cache purge script", "CDN 캐시 purge 스크립트"),
              ("DNS automation for preview envs", "preview 환경 DNS 자동화"),
              ("moving cron backups to object storage", "cron 백업 오브젝트 스토리지로 이전"),
              ("the Helm chart for the worker", "worker Helm 차트 작업")],
    "ai": [("adding LLM summaries to the support inbox", "상담 인박스에 LLM 요약 붙이기"),
           ("the embedding pipeline for search", "검색용 임베딩 파이프라인"),
           ("evaluating a second model provider", "두번째 모델 provider 비교"),
           ("the speech-to-text feature", "STT 기능 개발"),
           ("rate-limit errors from the model API", "모델 API rate limit 에러")],
    "comms": [("the Slack alert bot", "슬랙 알림 봇"), ("the Discord community bot", "디스코드 커뮤니티 봇"),
              ("the in-app chat integration", "인앱 채팅 연동"), ("the video-call feature", "화상통화 기능"),
              ("realtime notifications", "실시간 알림")],
    "email": [("password-reset emails", "비밀번호 재설정 메일 발송"),
              ("the transactional email migration", "트랜잭션 메일 발송사 이전"),
              ("newsletter subscriber sync", "뉴스레터 구독자 동기화"),
              ("bounce webhook handling", "바운스 webhook 처리")],
    "sms": [("SMS OTP for login", "로그인 SMS OTP"), ("order-status text messages", "주문상태 문자 발송"),
            ("the voice-call fallback for OTP", "OTP 음성통화 fallback")],
    "pay": [("the checkout integration", "결제 연동"), ("refund webhook handling", "환불 webhook 처리"),
            ("subscription billing", "정기결제"), ("the payout reconciliation job", "정산 대사 배치"),
            ("switching the payment gateway to live mode", "PG live 모드 전환")],
    "mon": [("wiring up error tracking", "에러 트래킹 연동"), ("on-call alert routing", "온콜 알림 라우팅"),
            ("shipping logs from the workers", "worker 로그 수집"), ("dashboards for the new service", "신규 서비스 대시보드"),
            ("the feature-flag rollout", "feature flag 롤아웃"), ("product analytics events", "프로덕트 분석 이벤트 적재")],
    "saas": [("syncing tickets to Jira", "Jira 티켓 동기화"), ("the CRM contact sync", "CRM 연락처 동기화"),
             ("exporting docs from Notion", "Notion 문서 export"), ("the CMS webhook rebuild", "CMS webhook 재빌드"),
             ("automating support macros", "CS 매크로 자동화"), ("the search index rebuild", "검색 인덱스 재구축"),
             ("image uploads", "이미지 업로드")],
    "db": [("the Postgres 13→16 migration", "Postgres 13→16 마이그레이션"),
           ("copying prod data to staging", "prod 데이터 staging 복사"),
           ("the Airflow ETL into the warehouse", "Airflow ETL 웨어하우스 적재"),
           ("restoring last night's backup", "어젯밤 백업 복구"), ("setting up read replicas", "read replica 구성"),
           ("the Kafka consumer for order events", "주문 이벤트 Kafka consumer")],
    "mobile": [("the iOS TestFlight release", "iOS TestFlight 배포"),
               ("the Android Play Store release", "안드로이드 플레이스토어 배포"),
               ("EAS builds for the React Native app", "RN 앱 EAS 빌드"),
               ("push notifications for the mobile app", "앱 푸시 알림")],
    "auth": [("SSO login for the admin console", "어드민 콘솔 SSO 로그인"), ("the OAuth callback bug", "OAuth 콜백 버그"),
             ("token refresh failures", "토큰 refresh 실패"), ("bot protection on the signup form", "회원가입 폼 봇 방지")],
    "infra": [("the bastion/VPN access setup", "bastion/VPN 접속 세팅"), ("the Vault migration", "Vault 이전"),
              ("TLS cert renewal", "TLS 인증서 갱신"), ("the preview-environment tunnel", "preview 환경 터널링"),
              ("encrypting config with SOPS", "SOPS로 설정 암호화")],
    "kr": [("KakaoTalk AlimTalk notifications", "카카오 알림톡 발송"), ("Kakao/Naver social login", "카카오/네이버 소셜로그인"),
           ("the Toss Payments checkout", "토스페이먼츠 결제창 연동"), ("the SMS 인증 flow", "휴대폰 문자 인증"),
           ("the LINE official-account bot", "LINE 공식계정 봇"), ("the Korean PG migration", "PG사 변경 작업"),
           ("the HyperCLOVA X summarisation PoC", "HyperCLOVA X 요약 PoC")],
}


def scen(grp):
    if R.random() < 0.35 or grp not in SCEN:
        return pick(SCEN["generic"])
    return pick(SCEN[grp])


CI_NAMES = [("GitHub Actions", ".github/workflows/deploy.yml"), ("GitLab CI", ".gitlab-ci.yml"),
            ("CircleCI", ".circleci/config.yml"), ("Jenkins", "Jenkinsfile"),
            ("Bitbucket Pipelines", "bitbucket-pipelines.yml"), ("Buildkite", ".buildkite/pipeline.yml")]
FILES = [".env.local", "config/secrets.yml", "docker-compose.override.yml", "helm/values-prod.yaml",
         "terraform.tfvars", "src/main/resources/application-prod.properties", "local.settings.json",
         "appsettings.Development.json", "wrangler.toml", "fly.toml", "serverless.yml", "k8s/overlays/staging/secret.yaml",
         "settings/local.py", "config/initializers/integrations.rb", ".env.production", "ops/ansible/group_vars/all.yml"]
STORES = ["1Password (Engineering vault)", "AWS Secrets Manager", "Vault", "GitHub Actions secrets", "Doppler",
          "GCP Secret Manager", "the SOPS-encrypted secrets.enc.yaml", "Bitwarden", "Azure Key Vault",
          "NCP Secret Manager", "GitLab CI/CD variables (masked)"]
SVCS = ["billing-api", "web", "worker", "notifier", "auth-service", "order-consumer", "admin-console", "search-indexer",
        "mobile-bff", "etl-runner", "gateway", "scheduler"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview"]
NS = ["default", "payments", "platform", "staging", "batch", "ops"]
IMGS = ["ghcr.io/acme/worker:1.14.2", "registry.gitlab.com/hanbit/api:latest", "acme/notifier:2025.03",
        "asia-northeast3-docker.pkg.dev/acme-prod/app/web:8f3c2d1", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com/etl:0.9.1"]
USERS = ["app", "svc_billing", "admin", "deploy", "etl_user", "readonly", "root", "postgres", "hanbit_app", "jenkins"]
HOSTS = ["db-prod-1.internal", "pg.staging.acme.io", "10.0.12.34", "mysql-primary.hanbit.local",
         "billing-db.cluster-c1x2y3.ap-northeast-2.rds.amazonaws.com", "localhost", "db.dev.acme.kr",
         "postgres.platform.svc.cluster.local"]


# --------------------------------------------------------------------------------------------
# Passwords of many styles
# --------------------------------------------------------------------------------------------
WORDS_CAP = ["Sunshine", "Dragon", "Tiger", "Autumn", "Winter", "Galaxy", "Ocean", "Coffee", "Pepper", "Falcon",
             "Rocket", "Seoul", "Busan", "Jeju", "Hanbit", "Mango", "Kimchi", "Bulgogi", "Maple", "Panda", "Lotus",
             "Comet", "Nimbus", "Harbor", "Orion", "Cobalt"]
WORDS_LO = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "lantern", "violin", "glacier",
            "tofu", "marble", "cactus", "quiet", "orbit", "pickle", "walrus", "saffron", "tundra", "kettle", "zebra",
            "noodle", "ginkgo", "harmonica", "velvet", "bamboo"]
HANGUL_PHRASES = ["우리집강아지", "관리자비번", "사랑해요", "행복한하루", "안녕하세요", "개발팀화이팅", "우리회사",
                  "서버관리", "하늘바다", "봄여름가을", "비밀번호", "김치찌개", "야근그만", "배포성공"]
PUNCT = "!@#$%^*()-_=+[]{}:;,.?~"

CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
        "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(CHO[i // 588] + JUNG[(i % 588) // 28] + JONG[i % 28])
        else:
            out.append(ch)
    return "".join(out)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}

PW_STYLES = ["human", "company", "passphrase", "punct", "hangul", "ko_qwerty", "leet", "generated", "numeric",
             "keyboard"]


def gen_pw(style):
    if style == "human":
        p = pick(WORDS_CAP) + pick([str(R.randint(1980, 2025)), dg(3), dg(2)]) + pick("!@#$*?")
    elif style == "company":
        p = pick(["Acme", "Hanbit", "Nuri", "Dasom", "Orbit", "Kairos"]) + pick(["@", "#", "!", "_"]) + \
            pick(["2024", "2025", "1234", "0315", dg(4)]) + pick(["", "!", "!!", "^^"])
    elif style == "passphrase":
        sep = pick([" ", "-", "_", ".", " "])
        ws = R.sample(WORDS_LO, R.randint(3, 5))
        if R.random() < 0.5:
            ws[R.randrange(len(ws))] = cap(ws[R.randrange(len(ws))])
        p = sep.join(ws)
        if R.random() < 0.5:
            p += sep + str(R.randint(1, 99))
    elif style == "punct":
        n = R.randint(12, 20)
        p = "".join(pick(PUNCT) if R.random() < 0.45 else pick(AN) for _ in range(n))
    elif style == "hangul":
        p = pick(HANGUL_PHRASES) + pick([dg(4), str(R.randint(1, 99)), ""]) + pick(["!", "@", "#", "^^", "*"])
    elif style == "ko_qwerty":
        p = hangul_to_qwerty(pick(HANGUL_PHRASES)) + pick([dg(4), dg(2), str(R.randint(1990, 2025))]) + pick(["!", "@", "", "#"])
    elif style == "leet":
        w = pick(WORDS_LO) + pick(["", "_", "!"]) + pick(WORDS_LO)
        p = "".join(LEET.get(c, c) if R.random() < 0.7 else c for c in w)
        p = cap(p) + pick(["!", "#", "99", "2025"])
    elif style == "generated":
        p = rs(AN + "-_!@#%^*+=", R.randint(16, 32))
    elif style == "numeric":
        p = dg(R.randint(8, 12))
    else:  # keyboard pattern + something
        p = pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv!@#$", "1qaz2wsx", "qwerasdf", "q1w2e3r4"]) + \
            pick(["!", "!@", "@@", "#", dg(2), ""]) + pick(["", dg(2)])
    if len(p) < 8:
        p += dg(8 - len(p) + 1)
    return p


def enc(pw):
    return urllib.parse.quote(pw, safe="")


# --------------------------------------------------------------------------------------------
# Snippet helpers
# --------------------------------------------------------------------------------------------
def q(val):
    return '"%s"' % val if (" " in val or not val[:1].isalnum()) else val


def cfg_snip(fmt, env, val, slug="app", svc="web"):
    k = env.lower()
    if fmt == "env":
        return "dotenv", "%s=%s" % (env, q(val))
    if fmt == "yaml":
        return "yaml", '%s:\n  %s: "%s"\n  timeout_s: 10' % (slug, k, val)
    if fmt == "json":
        return "json", '{\n  "%s": {\n    "%s": "%s",\n    "enabled": true\n  }\n}' % (slug, k, val)
    if fmt == "toml":
        return "toml", '[%s]\n%s = "%s"\nregion = "ap-northeast-2"' % (slug, k, val)
    if fmt == "ini":
        return "ini", "[%s]\n%s = %s\nretries = 3" % (slug, k, val)
    if fmt == "xml":
        return "xml", '<appSettings>\n  <add key="%s" value="%s" />\n</appSettings>' % (env, val)
    if fmt == "properties":
        return "properties", "%s.%s=%s\n%s.enabled=true" % (slug, k.replace("_", "."), val, slug)
    if fmt == "hcl":
        return "hcl", 'variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k, val)
    if fmt == "dockerfile":
        return "dockerfile", "FROM node:20-alpine\nENV %s=%s" % (env, q(val))
    if fmt == "compose":
        return "yaml", 'services:\n  %s:\n    environment:\n      %s: "%s"' % (svc, env, val)
    if fmt == "powershell":
        return "powershell", '$env:%s = "%s"' % (env, val)
    if fmt == "fish":
        return "fish", "set -gx %s '%s'" % (env, val)
    raise ValueError(fmt)


FMTS = ["env", "yaml", "json", "toml", "ini", "xml", "properties", "hcl", "dockerfile", "compose", "powershell", "fish"]


def code_snip(c, val):
    cls = "".join(ch for ch in c.V.title() if ch.isalnum()) or "Api"
    forms = [
        ("python", 'client = %sClient(api_key="%s")' % (cls, val)),
        ("js", "const client = new %s({ apiKey: '%s' });" % (cls, val)),
        ("go", 'client := %s.NewClient("%s")' % (c.slug, val)),
        ("java", 'private static final String %s = "%s";' % (c.env, val)),
        ("kotlin", 'buildConfigField("String", "%s", "\\"%s\\"")' % (c.env, val)),
        ("ruby", "%s.api_key = '%s'" % (cls, val)),
        ("php", "define('%s', '%s');" % (c.env, val)),
        ("csharp", 'var client = new %sClient("%s");' % (cls, val)),
        ("swift", 'let apiKey = "%s"' % val),
        ("rust", 'let client = Client::new("%s");' % val),
    ]
    return pick(forms)


class Ctx:
    pass


def make_ctx(v, lang):
    c = Ctx()
    c.v = v
    c.lang = lang
    c.V = v["vendor"]
    c.W = v["what"]
    c.VW = "%s %s" % (v["vendor"], v["what"])
    c.env = v["env"]
    c.envl = v["env"].lower()
    c.T, c.K = scen(v["grp"])
    c.ci, c.wf = pick(CI_NAMES)
    c.file = pick(FILES)
    c.store = pick(STORES)
    c.svc = pick(SVCS)
    c.envn = pick(ENVS)
    c.host = vhost(v)
    c.url = "https://" + c.host + pick(["/me", "/account", "/status", "/users", "/messages", "/events", "/projects"])
    c.slug = vslug(v)
    c.img = pick(IMGS)
    c.ns = pick(NS)
    return c


TEMPLATES = {}


def T(kind, lang, ctype, name):
    def deco(fn):
        TEMPLATES.setdefault((kind, lang, ctype), []).append((name, fn))
        return fn
    return deco


def gen2(c):
    """a second, different value of the same vendor credential"""
    return c.v["gen"]()


# ============================================================================================
# SECRET / EN / single token
# ============================================================================================
@T("secret", "en", "tok", "ci job needed secret, user pasted value in chat")
def _(c):
    s = c.s
    return (f"{cap(c.T)} failed: the {c.ci} job needed {c.env}, which the ticket did not mention. "
            f"The user pasted the value in chat: {s}",
            f"Before editing {c.wf}, list every secret the jobs read and check each exists in the target environment. "
            f"Store {c.env} as an encrypted CI secret, never inline in the workflow.",
            f"Ask whether prod uses a different {c.V} key than {c.envn}.", [s])


@T("secret", "en", "tok", "client debug log echoed auth header")
def _(c):
    s = c.s
    return (f"{c.V} calls during {c.T} returned 401. The HTTP client debug log printed the request:\n```\n"
            f"POST https://{c.host}/... -> 401\nheaders: {{'Authorization': 'Bearer {s}', 'Content-Type': 'application/json'}}\n```\n"
            f"The ticket never said which {c.V} project the service should use.",
            "A 401 with a well-formed key usually means wrong project/environment, not a typo. Turn on header masking before enabling client debug logs.",
            f"Ask which {c.V} project/environment the key belongs to.", [s])


@T("secret", "en", "tok", "rotation diff old/new in code block")
def _(c):
    a, b = c.s, gen2(c)
    return (f"Rotating the {c.VW} as part of {c.T}: {c.svc} kept using the old value because {c.file} was baked into the image.\n"
            f"```diff\n- {c.env}={a}\n+ {c.env}={b}\n```",
            f"After a {c.V} rotation, rebuild or restart every consumer; the provider's grace period hid the stale config for two days.",
            "Ask how long the old key stays valid after rotation.", [a, b])


@T("secret", "en", "tok", "lesson starts with the value")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: nobody said that {c.svc} reads {c.env} at build time, so the value ends up in the client bundle.",
            f"{s} was inlined into the JS bundle by the build step - treat any {c.V} key used at build time as public, rotate it, and move the call server-side.",
            f"Ask whether a restricted/read-only {c.V} key exists for the frontend.", [s])


@T("secret", "en", "tok", "ask asks user to confirm value")
def _(c):
    s = c.s
    return (f"{cap(c.T)} needed a {c.VW}; the ticket only linked the {c.V} dashboard and said 'use the usual key'.",
            f"Read {c.env} from {c.store} instead of relying on values quoted in the conversation.",
            f"Confirm {c.env} is still `{s}` - or was it rotated after the last {c.envn} deploy?", [s])


@T("secret", "en", "tok", "curl reproduction with bearer header")
def _(c):
    s = c.s
    return (f"Reproduced the {c.T} failure outside the app:\n`curl -sS -H \"Authorization: Bearer {s}\" {c.url}`\n"
            "Response: 403 insufficient_scope. The ticket did not list the scopes the integration needs.",
            f"Check token scopes in the {c.V} console before debugging code; 403 vs 401 tells scope vs identity.",
            f"Ask who can grant the missing scope on the {c.V} side.", [s])


@T("secret", "en", "tok", "label at end of missing_context, value at start of lesson")
def _(c):
    s = c.s
    return (f"{cap(c.T)} was blocked until the user supplied the {c.VW}; the ticket assumed it was already configured. Value given for {c.env}:",
            f"{s}\nPut it in {c.store}, reference it by name only, and make the job fail fast when {c.env} is empty.",
            f"Ask who owns the {c.V} account so future keys are not shared in chat.", [s])


@T("secret", "en", "tok", "config snippet (many formats)")
def _(c):
    s = c.s
    lang, body = cfg_snip(pick(FMTS), c.env, s, c.slug, c.svc)
    return (f"{cap(c.T)}: {c.svc} refused to start because {c.file} had no {c.V} setting. Working local config:\n```{lang}\n{body}\n```",
            f"Keep a {c.file}.example with every required key and empty values; the local setup doc never mentioned {c.V}.",
            f"Ask whether local dev should point at the {c.V} sandbox instead of the live account.", [s])


@T("secret", "en", "tok", "env var list item")
def _(c):
    s = c.s
    return (f"Env vars {c.svc} needs that were not in the README (found while {c.T}):\n- DATABASE_URL (local Postgres)\n- {c.env}={s}\n- LOG_LEVEL=debug\n- FEATURE_FLAGS_FILE=./flags.json",
            "Check in an `.env.example` with every required name and empty values.",
            "", [s])


@T("secret", "en", "tok", "quoted user chat message")
def _(c):
    s = c.s
    return (f"Ticket said 'hook up {c.V}' with no credentials. User in chat: \"just use {s} for now, I'll make a proper one later\".",
            f"Temporary {c.V} keys shared in chat become permanent; create one key per environment and record the owner.",
            f"Ask the user to issue the proper {c.V} key and when the temporary one gets revoked.", [s])


@T("secret", "en", "tok", "startup log dumped config")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: the startup log printed the resolved config, including `{c.envl}={s}`, because DEBUG_CONFIG_DUMP was on in {c.envn}.",
            "Config printers must mask anything named *key*, *token*, *secret*; never enable config dumps outside local.",
            f"Ask whether {c.envn} logs are shipped anywhere with broader access.", [s])


@T("secret", "en", "tok", "hardcoded key in source (many languages)")
def _(c):
    s = c.s
    lang, line = code_snip(c, s)
    return (f"While {c.T}, found the {c.VW} hardcoded:\n```{lang}\n{line}\n```",
            f"Move it to {c.env}, load it via the settings module, and add a secret-scan pre-commit hook.",
            "Ask whether this file was ever pushed to a public fork or mirror.", [s])


@T("secret", "en", "tok", "docker run -e command")
def _(c):
    s = c.s
    return (f"The {c.svc} container crashed with 'missing {c.env}' during {c.T}. Started it by hand with\n"
            f"`docker run --rm -e {c.env}={s} {c.img}` and it came up.",
            "Pass secrets with --env-file pointing at a git-ignored file, not on the command line (shell history, ps output).",
            "", [s])


@T("secret", "en", "tok", "kubernetes Secret manifest stringData")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: pod in CrashLoopBackOff, the secret did not exist in namespace `{c.ns}`. Applied:\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: {c.slug}-creds\ntype: Opaque\nstringData:\n  {c.env}: \"{s}\"\n```",
            "Create secrets through external-secrets/sealed-secrets; never commit a raw Secret manifest.",
            f"Ask which namespaces besides `{c.ns}` need the {c.V} credential.", [s])


@T("secret", "en", "tok", "workflow env with inline value")
def _(c):
    s = c.s
    return (f"{c.ci} run for {c.T} failed at the deploy step. The workflow had the value inline:\n```yaml\n    env:\n      {c.env}: {s}\n      NODE_ENV: production\n```",
            f"Reference secrets as ${{{{ secrets.{c.env} }}}}; anything inline in {c.wf} is readable by every fork.",
            "Ask whether the repo was public while that workflow existed.", [s])


@T("secret", "en", "tok", "terraform tfvars value")
def _(c):
    s = c.s
    return (f"`terraform plan` for {c.T} prompted for var.{c.envl}; the ticket did not mention it. The user's local terraform.tfvars had\n`{c.envl} = \"{s}\"`",
            "Feed sensitive Terraform variables from TF_VAR_* in CI and mark them sensitive = true.",
            f"Ask whether the remote state already contains {c.envl} in plaintext.", [s])


@T("secret", "en", "tok", "api key in URL query string")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: the vendor doc example passes the key as a query parameter - {c.url}?api_key={s}&page=1 - and it showed up verbatim in the nginx access log.",
            f"Use the header form of {c.V} auth; query-string keys leak into proxies and logs.",
            "", [s])


@T("secret", "en", "tok", "raw HTTP request")
def _(c):
    s = c.s
    hdr = pick(["X-API-Key", "Authorization: Bearer", "Authorization: Token", "api-key", "X-Auth-Token"])
    line = f"{hdr} {s}" if hdr.startswith("Authorization") else f"{hdr}: {s}"
    return (f"Request that failed during {c.T} (copied from the proxy):\n```http\nGET /{c.host.split('/', 1)[-1]}/items?limit=50 HTTP/1.1\nHost: {c.host.split('/')[0]}\n{line}\nAccept: application/json\n```\nresponse 429 after 3 calls",
            f"{c.V} rate limits per key, not per IP; batch requests and back off on Retry-After.",
            "Ask for the account's rate-limit tier.", [s])


@T("secret", "en", "tok", "old vs new value in prose")
def _(c):
    a, b = c.s, gen2(c)
    return (f"Midway through {c.T} the user revoked the old {c.VW} ({a}) and sent a new one, {b}. The ticket still referenced the old key in the acceptance criteria.",
            "When a credential changes mid-task, update the secret store first, then the deployment, then re-run the checks.",
            "", [a, b])


@T("secret", "en", "tok", "value at end of ask_next_time")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: unclear whether the integration should use a personal key or a service account.",
            f"Prefer service-account credentials for {c.V}; personal keys disappear when people leave.",
            f"Should the {c.V} integration keep using {s}?", [s])


@T("secret", "en", "tok", "markdown table in lesson")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: there was no inventory of which service uses which {c.V} credential.",
            f"Keep an inventory (names only!). What I wrote down during the task:\n| service | var | value |\n|---|---|---|\n| {c.svc} | {c.env} | {s} |\n| cron | {c.env} | same |",
            "Ask where the team wants the credential inventory to live.", [s])


@T("secret", "en", "tok", "SQL seed statement")
def _(c):
    s = c.s
    return (f"Integration credentials live in the `integrations` table; the seed script for {c.T} inserted a real key:\n"
            f"`INSERT INTO integrations (provider, api_key, enabled) VALUES ('{c.slug}', '{s}', true);`",
            "Seed scripts must insert placeholders; real keys come from the secret store at deploy time.",
            "Ask whether the staging DB dump with this row was shared outside the team.", [s])


@T("secret", "en", "tok", "python traceback echoing key")
def _(c):
    s = c.s
    return (f"Traceback during {c.T}:\n```\n  File \"app/clients/{c.slug}.py\", line 42, in _request\n    raise AuthError(f\"rejected key {{self.key}}\")\napp.clients.errors.AuthError: rejected key {s}\n```",
            "Exception messages must not include credentials; log the key id or the last 4 characters at most.",
            "", [s])


@T("secret", "en", "tok", "foreign-language label in user notes")
def _(c):
    s = c.s
    lab = pick(["clé API : ", "APIキー：", "API-Schlüssel: ", "密钥：", "clave de API: ", "chave da API = ", "ключ API: ", "API anahtarı: "])
    return (f"The user's handover notes for {c.T} (partly not in English) contained the {c.V} credential: `{lab}{s}`",
            f"Handover docs should link to {c.store}, not contain values.",
            "Ask whether the handover doc is shared outside the team.", [s])


@T("secret", "en", "tok", "git log shows hardcoded commit")
def _(c):
    s = c.s
    return (f"`git log -p` during {c.T} showed commit {sha(7)} 'wip: hardcode {c.env}' adding `{c.env}={s}` to {c.file}.",
            "Rewriting history is not enough - rotate first, then purge with git filter-repo and force-push.",
            "Ask whether anyone cloned the repo since that commit.", [s])


@T("secret", "en", "tok", "value in both missing_context and ask")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: the {c.V} integration worked locally with {s} but failed in {c.envn}; the ticket did not say environments use separate keys.",
            f"Check which environment a {c.V} key was created for before debugging code paths.",
            f"Is {s} the {c.envn} key or the local one?", [s])


@T("secret", "en", "tok", "CLI login command with token flag")
def _(c):
    s = c.s
    cli = pick(["%s login --token %s" % (c.slug, s), "%s auth login --with-token %s" % (c.slug, s),
                "%s config set token %s" % (c.slug, s)])
    return (f"Interactive login does not work on the CI runner used for {c.T}. What worked:\n```bash\n{cli}\n```",
            f"Use the {c.V} CLI's env-var auth ({c.env}) in CI instead of passing tokens as arguments.",
            "", [s])


@T("secret", "en", "tok", "incident: leaked key flagged by scanner")
def _(c):
    s = c.s
    return (f"Incident during {c.T}: secret scanning flagged the {c.VW} `{s}` in a public gist. The ticket only said 'rotate the leaked key'.",
            f"Leak response order: revoke in {c.V}, issue a new key, update {c.store}, redeploy, then check {c.V} audit logs for use of the old key.",
            "Ask whether the audit log showed any use of the key from unknown IPs.", [s])


@T("secret", "en", "tok", "header styles inline")
def _(c):
    s = c.s
    h = pick(["X-Api-Key: %s", "Authorization: Bearer %s", "Authorization: Token token=%s", "x-access-token: %s", "Ocp-Apim-Subscription-Key: %s"]) % s
    return (f"{cap(c.T)}: the SDK sent the key in the wrong header. Working header: {h} (from the vendor's Postman collection).",
            f"Check the vendor's auth header name before assuming the token is bad.",
            f"Ask for the {c.V} API version the team is pinned to.", [s])


@T("secret", "en", "tok", "npm/pypi style rc file line")
def _(c):
    s = c.s
    line = pick(["//%s/:_authToken=%s" % (c.host.split('/')[0], s), "password = %s" % s, "token: %s" % s])
    return (f"{cap(c.T)}: publishing failed with 403. The runner's home directory had a stale rc file:\n```\n{line}\n```",
            "Write registry credentials at job start from a CI secret and delete them at the end.",
            f"Ask whether the {c.V} token should be scoped to a single package.", [s])


# ============================================================================================
# SECRET / KO / single token
# ============================================================================================
@T("secret", "ko", "tok", "ci job 필요 secret, 채팅으로 받은 값")
def _(c):
    s = c.s
    return (f"{c.K} 실패 → {c.ci} job에서 {c.env} 없다고 터짐. 티켓엔 언급 없었음. 사용자가 채팅으로 준 값 {s} 넣고 재실행함",
            f"작업 전에 {c.wf}에서 참조하는 secret 목록부터 뽑아볼 것. {c.env}는 repo secret으로만 관리함",
            f"prod용 {c.V} 키 따로 있는지 물어보기", [s])


@T("secret", "ko", "tok", "채팅 발췌 인용")
def _(c):
    s = c.s
    return (f"티켓엔 '{c.V} 연동'만 있고 키 정보 없었음. 채팅 발췌:\n> 사용자: 키 이거요 {s}\n> 사용자: 일단 이걸로 테스트만 해주세요 ㅎㅎ",
            f"채팅으로 받은 키 = 임시용. 작업 끝나면 폐기 요청할 것. 코드엔 {c.env}로만 참조함",
            f"정식 {c.V} 키 언제 발급되는지?", [s])


@T("secret", "ko", "tok", "401 디버그 로그에 헤더 노출")
def _(c):
    s = c.s
    return (f"{c.K} 중 {c.V} 호출 401 떨어짐. 디버그 로그에 헤더 통째로 찍혀 있었음: `Authorization: Bearer {s}`",
            "HTTP 클라이언트 debug 로그는 헤더 마스킹 후 켤 것. 401이면 키 오타보다 프로젝트/환경 불일치부터 의심",
            f"{c.V} 프로젝트 dev/prod 분리돼 있는지 확인 필요", [s])


@T("secret", "ko", "tok", "키 교체 diff")
def _(c):
    a, b = c.s, gen2(c)
    return (f"{c.V} 키 교체 후에도 {c.svc}가 옛날 키로 호출 중이었음. {c.file} 비교:\n```diff\n- {c.env}={a}\n+ {c.env}={b}\n```",
            "키 로테이션 = 전 서비스 재시작까지 한 세트임. grace period 때문에 바로 안 터져서 늦게 발견됨",
            "구 키 grace period 얼마인지", [a, b])


@T("secret", "ko", "tok", "조사 붙은 값 (새 키로 바꿔달라)")
def _(c):
    s = c.s
    return (f"{c.K} 중 {c.V} 키 만료됨. 사용자가 새 키 {s}로 바꿔달라고 함. 티켓엔 만료 얘기 없었음",
            f"키 교체 요청 오면 {c.store}부터 업데이트 → 배포는 그 다음",
            "", [s])


@T("secret", "ko", "tok", "ask에서 값 확인 요청")
def _(c):
    s = c.s
    return (f"{c.K} 하는데 {c.VW} 필요했음. 티켓엔 '기존 키 사용'이라고만 돼있음",
            f"{c.env}는 {c.store}에서 읽을 것. 대화에 나온 값 그대로 믿지 말 것",
            f"{c.env} 아직 `{s}` 맞는지? 지난 {c.envn} 배포 이후 로테이션 됐는지 확인 요청", [s])


@T("secret", "ko", "tok", "설정 스니펫 (여러 포맷)")
def _(c):
    s = c.s
    lang, body = cfg_snip(pick(FMTS), c.env, s, c.slug, c.svc)
    return (f"{c.K}: 로컬에서 {c.svc} 안 뜸 → {c.file}에 {c.V} 설정 빠져있었음. 돌아가는 설정:\n```{lang}\n{body}\n```",
            f"{c.file}.example에 필수 키 이름만 넣어둘 것. 로컬 세팅 문서에 {c.V} 얘기 아예 없었음",
            f"로컬은 {c.V} sandbox 써야 하는지?", [s])


@T("secret", "ko", "tok", "라벨은 mc 끝, 값은 lesson 시작")
def _(c):
    s = c.s
    return (f"{c.K} — 티켓엔 {c.V} 설정돼 있다고 했는데 실제론 없었음. 사용자가 준 {c.env}:",
            f"{s}\n→ {c.store}에 넣고 이름으로만 참조. 값 비어 있으면 CI에서 바로 fail 나게 할 것",
            "", [s])


@T("secret", "ko", "tok", "README에 없던 env 목록")
def _(c):
    s = c.s
    return (f"README에 없던 필수 env ({c.K} 중 발견):\n- DATABASE_URL → 로컬 postgres\n- {c.env}={s}\n- SENTRY_ENVIRONMENT=local",
            "`.env.example`에 이름만 다 적어둘 것. 값은 비워둠",
            "온보딩 문서 누가 관리하는지?", [s])


@T("secret", "ko", "tok", "export 명령으로 해결")
def _(c):
    s = c.s
    return (f"로컬에서 `export {c.env}={s}` 하고 나서야 {c.svc} 테스트 통과함. 문서엔 이 단계 없음",
            "direnv + .envrc(gitignore)로 관리하는 게 나음. 셸 히스토리에 남는 것도 주의",
            "", [s])


@T("secret", "ko", "tok", "curl 재현 403")
def _(c):
    s = c.s
    return (f"{c.K} 재현: `curl -H 'X-API-KEY: {s}' {c.url}` → 403. scope 부족이었음",
            f"{c.V} 콘솔에서 키 권한 먼저 확인 후 코드 디버깅할 것. 401/403 구분 중요함",
            "권한 추가는 누가 해줄 수 있는지", [s])


@T("secret", "ko", "tok", "lesson 시작이 값 (prod 키였음)")
def _(c):
    s = c.s
    return (f"{c.K}: 로컬 .env에 있던 {c.V} 키가 어느 환경 건지 아무도 몰랐음",
            f"{s} ← 이거 prod 키였음. 로컬/스테이징에서 쓰면 안 됨 → 환경별 키 분리 필요",
            "스테이징용 키 발급 요청해도 되는지?", [s])


@T("secret", "ko", "tok", "하드코딩 발견 코드")
def _(c):
    s = c.s
    lang, line = code_snip(c, s)
    return (f"{c.K} 하다가 하드코딩된 {c.V} 키 발견:\n```{lang}\n{line}\n```",
            "하드코딩 키는 발견 즉시 로테이션 요청 + env로 이동. pre-commit secret scan 추가함",
            "public fork 있었는지 확인 필요", [s])


@T("secret", "ko", "tok", "슬랙 메시지 인용")
def _(c):
    s = c.s
    return (f"슬랙 #dev 스레드 인용: \"{c.V} 키 {s} 이걸로 바꿨어요~ 배포 부탁드려요\" → 배포는 했는데 티켓엔 키 변경 얘기 없었음",
            "키 변경은 티켓/변경 이력에 남길 것 (값 말고 변경 사실만)",
            "", [s])


@T("secret", "ko", "tok", "사용자가 준 설정 JSON")
def _(c):
    s = c.s
    return (f"{c.K}. 사용자가 준 설정 JSON 그대로: {{\"provider\":\"{c.slug}\",\"apiKey\":\"{s}\",\"timeoutMs\":3000}}",
            "설정 JSON에서 키는 빼고 env 참조로 바꿈",
            f"{c.V} 계정 오너 누구인지?", [s])


@T("secret", "ko", "tok", "기동 로그 config 덤프")
def _(c):
    s = c.s
    return (f"{c.svc} 기동 로그에 config 덤프 찍힘 → `{c.envl}={s}` 그대로 노출됨. {c.envn}에서 debug 켜져 있었음",
            "config printer에서 key/token/secret 들어간 항목 마스킹 필수. debug 덤프는 로컬만",
            f"{c.envn} 로그 접근 권한 누구까지인지?", [s])


@T("secret", "ko", "tok", "docker run 수동 실행")
def _(c):
    s = c.s
    return (f"{c.K}: 컨테이너가 '{c.env} not set'으로 죽음. `docker run -e {c.env}={s} {c.img}` 로 수동 실행하니 정상",
            "--env-file 쓸 것. 커맨드라인 인자는 ps/히스토리에 남음",
            "", [s])


@T("secret", "ko", "tok", "k8s Secret yaml")
def _(c):
    s = c.s
    return (f"{c.K}: pod CrashLoopBackOff → `{c.ns}` ns에 secret 없었음. 급하게 apply한 거:\n```yaml\nkind: Secret\nmetadata:\n  name: {c.slug}-creds\nstringData:\n  {c.env}: {s}\n```",
            "raw Secret manifest 커밋 금지. external-secrets로 옮길 것",
            "다른 ns에도 필요한지?", [s])


@T("secret", "ko", "tok", "seed SQL에 키")
def _(c):
    s = c.s
    return (f"seed 스크립트에 실키 박혀 있었음: `UPDATE settings SET value='{s}' WHERE name='{c.slug}_api_key';` ({c.K} 중 발견)",
            "seed엔 placeholder만. 실키는 배포 때 secret store에서 주입",
            "스테이징 DB 덤프 외부 공유된 적 있는지", [s])


@T("secret", "ko", "tok", "mc와 ask 둘 다 값")
def _(c):
    s = c.s
    return (f"{c.K}: 로컬에선 {s}로 잘 되는데 {c.envn}에서 실패. 환경별 키 다르다는 얘기 티켓에 없었음",
            f"{c.V} 키가 어느 환경용인지부터 확인 후 디버깅",
            f"{s} 이게 {c.envn} 키 맞음?", [s])


@T("secret", "ko", "tok", "유출 대응 (secret scanning)")
def _(c):
    s = c.s
    return (f"장애 대응: 공개 repo에 {c.VW} `{s}` 커밋돼서 secret scanning 알림 옴. 티켓엔 '키 유출 대응'만 적혀있었음",
            f"순서: {c.V}에서 폐기 → 신규 발급 → {c.store} 갱신 → 재배포 → 감사로그 확인",
            "감사로그에 모르는 IP 사용 흔적 있었는지 공유 요청", [s])


@T("secret", "ko", "tok", "여러 라벨 스타일 (키값=, 인증키:, 시크릿키)")
def _(c):
    s = c.s
    lab = pick(["키값=", "인증키: ", "시크릿키 ", "api키 → ", "발급받은 키 ", "토큰값 : ", "APIキー："])
    return (f"{c.K}. 사용자 메모에 {lab}{s} 이렇게 적혀 있었음",
            f"메모/위키엔 값 대신 {c.store} 경로만 적을 것",
            "", [s])


@T("secret", "ko", "tok", "ask 끝에 값")
def _(c):
    s = c.s
    return (f"{c.K}: 개인 키인지 서비스 계정 키인지 불명확했음",
            f"{c.V}는 서비스 계정 키 쓰는 게 맞음. 개인 키는 퇴사하면 끊김",
            f"{c.V} 연동 계속 {s} 쓰는 거 맞음?", [s])


@T("secret", "ko", "tok", "traceback에 키")
def _(c):
    s = c.s
    return (f"{c.K} 중 에러:\n```\nAuthError: invalid api key '{s}' (status=401)\n  at {c.slug}Client.request (src/clients/{c.slug}.ts:57)\n```\n에러 메시지에 키 전체가 들어감",
            "예외 메시지엔 키 마지막 4자리까지만",
            "", [s])


@T("secret", "ko", "tok", "URL 쿼리스트링 키")
def _(c):
    s = c.s
    return (f"{c.K}: 문서 예제대로 {c.url}?key={s}&lang=ko 호출함 → nginx access log에 그대로 남음",
            "쿼리스트링 인증 금지, 헤더 방식으로 변경함",
            f"{c.V} 헤더 인증 지원하는 API 버전 쓰고 있는지?", [s])


@T("secret", "ko", "tok", "tfvars 값")
def _(c):
    s = c.s
    return (f"terraform plan에서 var.{c.envl} 입력 프롬프트 뜸. 티켓에 없던 변수임. 사용자 로컬 tfvars: `{c.envl} = \"{s}\"`",
            "민감 변수는 TF_VAR_*로 주입 + sensitive = true",
            "remote state에 평문으로 남아있는지 확인 필요", [s])


@T("secret", "ko", "tok", "워크플로 인라인 값")
def _(c):
    s = c.s
    return (f"{c.ci} 배포 step 실패. workflow에 값이 그대로 있었음:\n```yaml\nenv:\n  {c.env}: {s}\n```",
            f"secrets.{c.env}로 참조할 것. 인라인 값은 fork에서도 다 보임",
            "", [s])


@T("secret", "ko", "tok", "이전/신규 값 비교 문장")
def _(c):
    a, b = c.s, gen2(c)
    return (f"{c.K} 도중 사용자가 기존 키 {a} 폐기하고 새 키 {b} 줌. 티켓 acceptance criteria엔 기존 키 기준으로 적혀있었음",
            "작업 중 크리덴셜 바뀌면: secret store → 배포 → 검증 순서",
            "", [a, b])


# ============================================================================================
# SECRET / key pairs (id + secret); id listed only for AWS, Alibaba, MinIO, Naver Cloud
# ============================================================================================
def pair_secrets(c):
    return [c.id, c.s] if c.v["pair"]["listed"] else [c.s]


@T("secret", "en", "pair", "credentials file ini profile")
def _(c):
    p = c.v["pair"]
    return (f"{cap(c.T)}: the script assumed a named profile that did not exist on the runner. The user's credentials file:\n```ini\n[{c.envn}]\n{p['idlabel']} = {c.id}\n{p['seclabel']} = {c.s}\nregion = ap-northeast-2\n```",
            f"Use short-lived role credentials in CI instead of long-lived {c.V} keys; check which profile a script expects before running it.",
            f"Ask whether the {c.envn} profile maps to a dedicated IAM user.", pair_secrets(c))


@T("secret", "en", "pair", "export lines pasted from terminal")
def _(c):
    p = c.v["pair"]
    return (f"{cap(c.T)} needed {c.V} credentials the ticket did not mention. From the user's terminal:\n```\n$ export {p['idenv']}={c.id}\n$ export {c.env}={c.s}\n$ ./scripts/sync.sh\nsync: 1423 objects uploaded\n```",
            "Credentials exported in an interactive shell end up in history; use a credential helper or aws-vault style tool.",
            "", pair_secrets(c))


@T("secret", "en", "pair", "key id and secret in prose")
def _(c):
    return (f"{cap(c.T)}: the user gave the {c.VW} in chat - id {c.id}, secret {c.s} - and said it is the 'shared team key'.",
            f"Shared team keys cannot be attributed in audit logs; ask for a key per service.",
            f"Ask whether the shared {c.V} key can be retired after this task.", pair_secrets(c))


@T("secret", "en", "pair", "JSON config with id and secret")
def _(c):
    p = c.v["pair"]
    return (f"The SDK for {c.T} read credentials from a JSON file nobody mentioned:\n```json\n{{\"{p['idlabel']}\": \"{c.id}\", \"{p['seclabel']}\": \"{c.s}\", \"endpoint\": \"https://{c.host}\"}}\n```",
            "Search the repo and home dir for SDK credential files before assuming env vars are used.",
            "", pair_secrets(c))


@T("secret", "en", "pair", "ask confirms secret half")
def _(c):
    p = c.v["pair"]
    return (f"{cap(c.T)}: signature mismatch errors from {c.V}; the ticket did not say the key pair had been regenerated.",
            "SignatureDoesNotMatch usually means the secret half is stale or has trailing whitespace.",
            f"Confirm the pair: {p['idlabel']} {c.id} with {p['seclabel']} {c.s} - is that the current one?", pair_secrets(c))


@T("secret", "ko", "pair", "credentials 파일 프로파일")
def _(c):
    p = c.v["pair"]
    return (f"{c.K}: 스크립트가 없는 프로파일 참조하고 있었음. 사용자 credentials 파일:\n```ini\n[{c.envn}]\n{p['idlabel']}={c.id}\n{p['seclabel']}={c.s}\n```",
            f"CI에선 장기 {c.V} 키 말고 role 기반 임시 자격증명 쓸 것",
            "프로파일별 IAM 사용자 분리돼 있는지?", pair_secrets(c))


@T("secret", "ko", "pair", "액세스키/시크릿 문장")
def _(c):
    return (f"{c.K} 하려면 {c.V} 키 필요했는데 티켓엔 없었음. 사용자가 준 거: 액세스키 {c.id} / 시크릿 {c.s}",
            "공용 키는 감사로그 추적 불가 → 서비스별 키 발급 요청할 것",
            "", pair_secrets(c))


@T("secret", "ko", "pair", "터미널 export 붙여넣기")
def _(c):
    p = c.v["pair"]
    return (f"{c.K} 중 사용자 터미널 그대로 붙여넣어 줌:\n```\n$ export {p['idenv']}={c.id}\n$ export {c.env}={c.s}\n$ make sync\n```",
            "셸에서 export한 키는 history에 남음 → credential helper 쓰기",
            "", pair_secrets(c))


@T("secret", "ko", "pair", "SDK 설정 코드에 키 쌍")
def _(c):
    p = c.v["pair"]
    return (f"{c.K}: SDK 초기화 코드에 키 쌍 하드코딩돼 있었음\n```python\nclient = Client({p['idlabel'].replace('-', '_').replace('.', '_')}=\"{c.id}\", {p['seclabel'].replace('-', '_').replace('.', '_')}=\"{c.s}\")\n```",
            "env 주입으로 변경 + 키 로테이션 요청함",
            "이 키 쌍 다른 서비스에서도 쓰는지?", pair_secrets(c))


@T("secret", "ko", "pair", "ask에서 키 쌍 확인")
def _(c):
    p = c.v["pair"]
    return (f"{c.K}: {c.V} 서명 불일치 에러 계속 남. 키 재발급됐다는 얘기 없었음",
            "서명 에러 = secret 쪽 오래됐거나 공백 섞인 경우 많음",
            f"{p['idlabel']} {c.id} / {p['seclabel']} {c.s} 이 조합 최신인지 확인 부탁", pair_secrets(c))


# ============================================================================================
# SECRET / passwords
# ============================================================================================
DBS = [("PostgreSQL", "postgresql", 5432, "orders"), ("MySQL", "mysql", 3306, "shop"), ("MariaDB", "mysql", 3306, "legacy"),
       ("MongoDB", "mongodb", 27017, "events"), ("Redis", "redis", 6379, "0"), ("RabbitMQ", "amqp", 5672, "vhost"),
       ("ClickHouse", "clickhouse", 8123, "analytics"), ("CockroachDB", "postgresql", 26257, "defaultdb")]
CONSOLES = ["Grafana admin", "Jenkins admin", "Argo CD admin", "Keycloak admin console", "Nexus admin", "SonarQube admin",
            "Harbor admin", "Airflow web UI", "Kibana", "phpMyAdmin", "Synology NAS", "the Windows build VM (RDP)",
            "the office VPN", "the staging bastion", "pgAdmin", "the router admin page", "RabbitMQ management UI",
            "MinIO console", "Metabase admin", "Portainer"]
CONSOLES_KO = ["Grafana admin", "젠킨스 admin", "Argo CD admin", "Keycloak 관리콘솔", "Nexus admin", "SonarQube admin",
               "Harbor admin", "Airflow 웹UI", "키바나", "phpMyAdmin", "사내 NAS", "빌드용 윈도우 VM(RDP)", "사내 VPN",
               "staging bastion", "pgAdmin", "공유기 관리자 페이지", "RabbitMQ 관리 UI", "MinIO 콘솔", "Metabase admin"]


def pw_ctx(c, style):
    c.style = style
    c.pw = gen_pw(style)
    c.db = pick(DBS)
    c.user = pick(USERS)
    c.dbhost = pick(HOSTS)
    c.console = pick(CONSOLES)
    c.console_ko = pick(CONSOLES_KO)


def newpw(c, bad=""):
    while True:
        p = gen_pw(c.style)
        if not any(ch in p for ch in bad):
            return p


def pwsec(*ps):
    out = []
    for p in ps:
        if p not in out:
            out.append(p)
    return out


def dburl(c, pw):
    name, scheme, port, db = c.db
    if scheme == "mongodb":
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true" % (c.user, enc(pw), rs(LO + DG, 5), db)
    if scheme == "redis":
        return "rediss://%s:%s@%s:%d/0" % (pick(["default", c.user]), enc(pw), c.dbhost, port)
    return "%s://%s:%s@%s:%d/%s" % (scheme, c.user, enc(pw), c.dbhost, port, db)


@T("secret", "en", "pw", "database URL with (percent-encoded) password")
def _(c):
    u = dburl(c, c.pw)
    return (f"{cap(c.T)}: migrations ran against the wrong database because DATABASE_URL in {c.file} was overridden. Effective value:\n`DATABASE_URL={u}`",
            f"Print the target host (never the URL) before running migrations; a {c.db[0]} URL includes the password.",
            "Ask whether migrations should ever run from a laptop against this host.", pwsec(enc(c.pw)))


@T("secret", "en", "pw", "mysql -p attached password in command")
def _(c):
    p = newpw(c, "'")
    return (f"Debugging {c.T}: the runbook step that failed was\n`mysql -h {c.dbhost} -u {c.user} -p'{p}' -e 'SHOW SLAVE STATUS\\G'`\nThe ticket did not say replication had been switched to GTID.",
            "Use ~/.my.cnf with 0600 perms or --login-path; -p on the command line shows in ps and history.",
            "Ask whether the runbook should be updated for GTID replication.", [p])


@T("secret", "en", "pw", "PGPASSWORD env prefix on psql")
def _(c):
    p = newpw(c, "'")
    return (f"{cap(c.T)}: pg_dump needed a password and the CI job hung on the prompt. Working invocation:\n`PGPASSWORD='{p}' pg_dump -h {c.dbhost} -U {c.user} -Fc orders > orders.dump`",
            "Use a .pgpass file (0600) or PGPASSFILE in CI; a prompt in a non-interactive job looks like a hang.",
            "", [p])


@T("secret", "en", "pw", "user chat quote giving admin password")
def _(c):
    p = c.pw
    return (f"{cap(c.T)} needed access to {c.console}; no credentials in the ticket. User in chat: \"login is admin / {p} - don't share it\".",
            f"Request a personal account on {c.console} instead of using the shared admin login.",
            f"Ask who can create a personal account on {c.console}.", [p])


@T("secret", "en", "pw", "rotation old and new password")
def _(c):
    a, b = c.pw, newpw(c)
    return (f"Password rotation for the {c.db[0]} user `{c.user}` during {c.T}: old {a}, new {b}. The app pool kept connections with the old password alive so nothing failed until the nightly restart.",
            "After a DB password rotation, recycle connection pools explicitly and watch auth-failure metrics for 24h.",
            "", [a, b])


@T("secret", "en", "pw", "docker-compose POSTGRES_PASSWORD")
def _(c):
    p = newpw(c, '"')
    return (f"Local setup for {c.T}: the compose file had no DB password so the container refused to init. User's working override:\n```yaml\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {c.user}\n      POSTGRES_PASSWORD: \"{p}\"\n```",
            "Reference ${POSTGRES_PASSWORD} from an untracked .env in compose files.",
            "Ask whether the local DB password is also used on any shared environment.", [p])


@T("secret", "en", "pw", "spring datasource properties")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: the Spring profile `prod` was picked up locally. application-prod.properties contained\n```properties\nspring.datasource.url=jdbc:postgresql://{c.dbhost}:5432/orders\nspring.datasource.username={c.user}\nspring.datasource.password={p}\n```",
            "Never commit application-prod.properties with credentials; use ${DB_PASSWORD} placeholders and env injection.",
            "", [p])


@T("secret", "en", "pw", "SQL ALTER USER with password")
def _(c):
    p = newpw(c, "'")
    return (f"{cap(c.T)}: the migration user could not log in after the upgrade (scram-sha-256). Fixed with\n```sql\nALTER USER {c.user} WITH PASSWORD '{p}';\n```",
            "Password resets in SQL end up in psql history and server logs (log_statement=all); use \\password instead.",
            "Ask whether log_statement=all is enabled on that server.", [p])


@T("secret", "en", "pw", "redis-cli -a password")
def _(c):
    p = newpw(c, "'")
    return (f"Cache flush for {c.T}: `redis-cli -h {c.dbhost} -p 6379 -a '{p}' --no-auth-warning FLUSHDB` - the ticket didn't say the instance was shared with the session store, so sessions were wiped too.",
            "Check what else uses a Redis DB index before FLUSHDB; use a dedicated index or key prefix.",
            "", [p])


@T("secret", "en", "pw", "curl -u basic credentials")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: the health endpoint of {c.console} needs basic auth. Test call:\n`curl -u 'admin:{p}' https://ops.acme.internal/api/health`",
            "Use a read-only service account for health checks instead of admin.",
            "", [p])


@T("secret", "en", "pw", "Authorization Basic header blob")
def _(c):
    blob = b64e("%s:%s" % (c.user, c.pw))
    return (f"{cap(c.T)}: the webhook receiver rejected calls with 401. Captured request header:\n`Authorization: Basic {blob}`\nThe sender was using the old staging user.",
            "Decode Basic headers locally to check the user part before blaming the password.",
            "Ask which user the sender should authenticate as.", [blob])


@T("secret", "en", "pw", "ask confirms password value")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: login to {c.console} failed; the ticket linked a wiki page that was out of date.",
            "Verify credentials against the password manager entry, not wiki pages.",
            f"Is the {c.console} password still {p}, or was it changed after the last rotation?", [p])


@T("secret", "en", "pw", "label ends mc, password starts lesson")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: SSH to the bastion needed a password fallback that the ticket did not mention. The user typed it in chat. Password:",
            f"{p}\n(that is the shared fallback; request key-based access and per-user accounts instead)",
            "", [p])


@T("secret", "en", "pw", "sshpass in script")
def _(c):
    p = newpw(c, "'")
    return (f"The deploy script used for {c.T} has\n`sshpass -p '{p}' rsync -az ./dist/ deploy@10.0.3.21:/srv/app/`\nThe ticket did not mention the target box lacks SSH keys.",
            "Replace sshpass with deploy keys; sshpass leaks the password to ps and CI logs.",
            "Ask who manages the deploy box's authorized_keys.", [p])


@T("secret", "en", "pw", "Wi-Fi QR payload")
def _(c):
    p = newpw(c, ";,:\\\"")
    return (f"On-site setup for {c.T}: devices needed the office Wi-Fi. The QR code on the wall decodes to `WIFI:T:WPA;S:Acme-Dev-5G;P:{p};;`",
            "Test devices should use the guest network with its own rotating password.",
            "", [p])


@T("secret", "en", "pw", "maven settings.xml server password")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: `mvn deploy` returned 401 from Nexus. ~/.m2/settings.xml on the runner:\n```xml\n<server>\n  <id>acme-releases</id>\n  <username>{c.user}</username>\n  <password>{p}</password>\n</server>\n```",
            "Use encrypted passwords (mvn --encrypt-password) or env interpolation ${env.NEXUS_PASSWORD}.",
            "Ask whether the CI user should have deploy rights to releases.", [p])


@T("secret", "en", "pw", "android keystore store/key passwords")
def _(c):
    a, b = c.pw, newpw(c)
    return (f"{cap(c.T)}: the signed build failed - the keystore passwords were not in CI. From the developer's gradle.properties:\n```properties\nRELEASE_STORE_FILE=upload-keystore.jks\nRELEASE_STORE_PASSWORD={a}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={b}\n```",
            "Store keystore passwords as CI secrets and decode the keystore from a base64 secret at build time.",
            "Ask whether Play App Signing is enabled (then the upload key can be reset if leaked).", pwsec(a, b))


@T("secret", "en", "pw", "Django/SMTP settings password")
def _(c):
    p = newpw(c, '"')
    return (f"{cap(c.T)}: emails silently failed; settings/local.py had an SMTP relay password from an old account:\n```python\nEMAIL_HOST = \"smtp.office365.com\"\nEMAIL_HOST_USER = \"noreply@acme.io\"\nEMAIL_HOST_PASSWORD = \"{p}\"\n```",
            "Read EMAIL_HOST_PASSWORD from the environment; check SMTP auth with a test send before assuming template bugs.",
            "", [p])


@T("secret", "en", "pw", "ldapsearch bind password")
def _(c):
    p = newpw(c, "'")
    return (f"SSO login issue ({c.T}): verified the bind account works with\n`ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-sso,ou=svc,dc=acme,dc=io' -w '{p}' -b 'dc=acme,dc=io' uid=jdoe`",
            "Use -y with a password file for ldapsearch; -w is visible to other users.",
            "", [p])


@T("secret", "en", "pw", "password with foreign-language label")
def _(c):
    p = c.pw
    lab = pick(["Passwort: ", "mot de passe : ", "contraseña: ", "パスワード：", "密码：", "pw: ", "passwd=", "pass - ", "PWD:", "senha: "])
    return (f"The old ops handover doc for {c.T} lists the {c.console} login as `admin` / {lab}{p}",
            f"Handover docs must point to the password manager entry instead of containing the password.",
            f"Ask whether {c.console} still uses that shared login.", [p])


@T("secret", "en", "pw", "SQL Server connection string")
def _(c):
    p = newpw(c, ";='\"")
    return (f"{cap(c.T)}: the .NET service timed out at startup; appsettings had\n`\"Default\": \"Server=tcp:sql-prod.database.windows.net,1433;Database=orders;User ID={c.user};Password={p};Encrypt=True;\"`",
            "Use Managed Identity for Azure SQL; connection strings with passwords end up in config dumps.",
            "", [p])


@T("secret", "en", "pw", "ansible vault password echo")
def _(c):
    p = newpw(c, "'")
    return (f"`ansible-playbook site.yml` for {c.T} stopped at 'Attempting to decrypt but no vault secrets found'. README step the ticket skipped:\n`echo '{p}' > ~/.vault_pass && chmod 600 ~/.vault_pass`",
            "Fetch the vault password from the password manager via a vault-password-client script.",
            "", [p])


@T("secret", "ko", "pw", "DB URL 비번 (인코딩)")
def _(c):
    u = dburl(c, c.pw)
    return (f"{c.K}: 마이그레이션이 엉뚱한 DB로 감. {c.file}에서 DATABASE_URL 덮어쓰고 있었음 → 실제 값 `{u}`",
            "마이그레이션 전에 host만 출력해서 확인 (URL 전체 출력 금지, 비번 들어있음)",
            "로컬에서 이 호스트로 마이그레이션 돌려도 되는지?", pwsec(enc(c.pw)))


@T("secret", "ko", "pw", "mysql -p 명령어")
def _(c):
    p = newpw(c, "'")
    return (f"{c.K} 런북대로 `mysql -h {c.dbhost} -u {c.user} -p'{p}'` 접속함. 근데 런북이 구버전이라 GTID 전환 반영 안돼있었음",
            "~/.my.cnf(0600)나 --login-path 쓸 것. -p 비번은 ps/히스토리에 남음",
            "런북 누가 업데이트하는지", [p])


@T("secret", "ko", "pw", "채팅으로 받은 admin 비번")
def _(c):
    p = c.pw
    return (f"{c.K} 하려면 {c.console_ko} 접근 필요했음. 티켓엔 계정 정보 없었음. 채팅:\n> 사용자: 아이디 admin 비번 {p} 에요\n> 사용자: 외부 공유 금지!",
            f"공용 admin 계정 대신 개인 계정 발급 요청할 것",
            f"{c.console_ko} 개인 계정 누가 만들어줄 수 있는지?", [p])


@T("secret", "ko", "pw", "비번 변경 전/후")
def _(c):
    a, b = c.pw, newpw(c)
    return (f"{c.db[0]} `{c.user}` 계정 비번 변경 ({a} → {b}) 후에도 커넥션 풀이 옛 세션 유지해서 바로 안 터짐. 새벽 재시작 때 장애남",
            "DB 비번 바꾸면 커넥션 풀 강제 재생성 + 인증실패 메트릭 24h 모니터링",
            "", [a, b])


@T("secret", "ko", "pw", "docker-compose 비번")
def _(c):
    p = newpw(c, '"')
    return (f"로컬 세팅({c.K}) — compose에 DB 비번 없어서 컨테이너 init 실패. 사용자 override 파일:\n```yaml\nenvironment:\n  MYSQL_ROOT_PASSWORD: \"{p}\"\n  MYSQL_DATABASE: shop\n```",
            "compose엔 ${MYSQL_ROOT_PASSWORD}로 참조, 값은 .env(gitignore)",
            "", [p])


@T("secret", "ko", "pw", "한글 라벨 비번: / 암호 / PW는")
def _(c):
    p = c.pw
    lab = pick(["비번: ", "비밀번호 = ", "암호 ", "PW는 ", "패스워드→", "pw:", "비번은 "])
    return (f"{c.K}. 인수인계 문서에 {c.console_ko} 계정 admin / {lab}{p} 이렇게 적혀있음",
            "인수인계 문서엔 비번 말고 1Password 항목 링크만",
            f"{c.console_ko} 아직 공용 계정 쓰는지?", [p])


@T("secret", "ko", "pw", "조사 붙은 비번 (~로 바꿈)")
def _(c):
    p = newpw(c, " ")
    return (f"{c.K} 중 {c.console_ko} 로그인 안 됨 → 사용자가 비번 {p}로 바꿨다고 함. 티켓엔 변경 얘기 없었음",
            "계정 변경 사항은 티켓에 '변경됨'만 남기고 값은 비번 관리자로",
            "", [p])


@T("secret", "ko", "pw", "PGPASSWORD pg_dump")
def _(c):
    p = newpw(c, "'")
    return (f"{c.K}: CI에서 pg_dump가 비번 프롬프트에서 멈춤(=행 걸린 것처럼 보임). 해결: `PGPASSWORD='{p}' pg_dump -h {c.dbhost} -U {c.user} orders`",
            ".pgpass(0600) 쓰는 게 맞음. non-interactive job에서 프롬프트 뜨면 그냥 멈춘 걸로 보임",
            "", [p])


@T("secret", "ko", "pw", "Basic 헤더 blob")
def _(c):
    blob = b64e("%s:%s" % (c.user, c.pw))
    return (f"{c.K}: webhook 수신 401. 캡처한 헤더 `Authorization: Basic {blob}` → 디코딩해보니 staging 계정이었음",
            "Basic 헤더는 디코딩해서 user 부분부터 확인",
            "", [blob])


@T("secret", "ko", "pw", "ask에서 비번 확인")
def _(c):
    p = c.pw
    return (f"{c.K}: {c.console_ko} 로그인 실패. 티켓에 링크된 위키가 옛날 정보였음",
            "계정 정보는 위키 말고 비번 관리자 기준으로 확인",
            f"{c.console_ko} 비번 아직 {p} 인지, 로테이션 후 바뀌었는지?", [p])


@T("secret", "ko", "pw", "라벨 mc 끝 / 비번 lesson 시작")
def _(c):
    p = c.pw
    return (f"{c.K}: bastion SSH 키 인증 안 돼서 비번 fallback 필요했음. 사용자가 채팅으로 알려준 비번:",
            f"{p} ← 공용 fallback임. 개인 계정 + 키 인증으로 바꿔달라고 요청할 것",
            "", [p])


@T("secret", "ko", "pw", "spring yml 비번")
def _(c):
    p = newpw(c, '"')
    return (f"{c.K}: 로컬에서 prod 프로파일 잡힘. application-prod.yml:\n```yaml\nspring:\n  datasource:\n    username: {c.user}\n    password: \"{p}\"\n```",
            "prod 설정파일에 비번 커밋 금지 → ${DB_PASSWORD}",
            "", [p])


@T("secret", "ko", "pw", "keystore 비번 두개")
def _(c):
    a, b = c.pw, newpw(c)
    return (f"{c.K}: 서명 빌드 실패. keystore 비번 CI에 없었음. 개발자 gradle.properties에서 찾음 → storePassword={a}, keyPassword={b}",
            "keystore는 base64 secret으로, 비번들은 CI secret으로 관리",
            "Play App Signing 켜져 있는지?", pwsec(a, b))


@T("secret", "ko", "pw", "redis requirepass 설정 diff")
def _(c):
    a, b = c.pw, newpw(c, " ")
    return (f"{c.K}: 캐시 서버 재시작 후 앱 인증 실패. redis.conf 비교:\n```diff\n- requirepass {a}\n+ requirepass {b}\n```\n앱 쪽 REDIS_PASSWORD는 안 바뀜",
            "redis 비번 바꿀 땐 앱 env 먼저 배포 → 그 다음 서버 (ACL로 이중 비번 잠깐 허용)",
            "", pwsec(a, b))


@T("secret", "ko", "pw", "sshpass 배포 스크립트")
def _(c):
    p = newpw(c, "'")
    return (f"배포 스크립트에 `sshpass -p '{p}' scp -r dist deploy@10.0.3.21:/srv/app` 있음. 대상 서버에 키 등록 안 돼있다는 거 티켓에 없었음",
            "sshpass 제거하고 deploy key 등록. CI 로그에 비번 찍힐 수 있음",
            "deploy 서버 authorized_keys 관리 누가 하는지", [p])


@T("secret", "ko", "pw", "와이파이 QR")
def _(c):
    p = newpw(c, ";,:\\\" ")
    return (f"현장 테스트({c.K}) 때 기기들 사내 와이파이 필요했음. 벽에 붙은 QR 디코딩: WIFI:T:WPA;S:Hanbit-Office;P:{p};;",
            "테스트 기기는 게스트망 쓰기",
            "", [p])


@T("secret", "ko", "pw", "MSSQL 연결문자열")
def _(c):
    p = newpw(c, ";='\"")
    return (f"{c.K}: .NET 서비스 기동 타임아웃. appsettings에 `Server=tcp:10.20.1.5,1433;Database=erp;User Id=sa;Password={p};TrustServerCertificate=True` 박혀 있었음",
            "sa 계정 앱에서 쓰지 말 것 + 연결문자열은 Key Vault 참조로",
            "", [p])


# ============================================================================================
# SECRET / special shapes (keys, TOTP, recovery codes, cookies, JWTs, signed URLs, webhooks,
# connection strings, multi-provider files).  Each returns a 5th element: the vendor/service.
# ============================================================================================
def lines64(b, w=64):
    s = b64e(b)
    return [s[i:i + w] for i in range(0, len(s), w)]


def ec_pkcs8_lines():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32) + \
        bytes.fromhex("a14403420004") + rb(64)
    return lines64(der)


def ec_sec1_lines():
    der = bytes.fromhex("307702010104") + b"\x20" + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rb(64)
    return lines64(der)


def sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_lines():
    while True:
        pk, sk = rb(32), rb(32)
        comment = pick(["deploy@ci", "jdoe@macbook", "github-actions", "ops@bastion", "hanbit@dev-01", "release-bot"]).encode()
        pub = sshstr(b"ssh-ed25519") + sshstr(pk)
        chk = rb(4)
        priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment)
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + (1).to_bytes(4, "big") + \
            sshstr(pub) + sshstr(priv)
        ls = lines64(blob, 70)
        if len(ls[-1]) >= 8:
            return ls


def rsa_partial_lines(n):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(60 * n)
    return lines64(der)[:n]


def pgp_partial_lines(n):
    return lines64(bytes.fromhex("9507460465") + rb(48 * n))[:n]


SP = TEMPLATES.setdefault


@T("secret", "en", "sp", "EC private key PEM in code block")
def _(c):
    ls = ec_pkcs8_lines()
    v = pick(["Apple (App Store Connect API .p8)", "Apple (Sign in with Apple .p8)", "Google Cloud (service key)", "Snowflake (key-pair auth)"])
    name = v.split(" (")[0]
    body = "\n".join(ls)
    return (f"{cap(c.T)}: the {v.split('(')[1][:-1]} was not in CI and the ticket did not mention it. The user pasted the file:\n```\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n```",
            "Keep private keys in the secret store as base64 and write them to a temp file at job start; never paste them in chat.",
            "Ask whether this key can be revoked and reissued now that it was shared.", ls, name)


@T("secret", "en", "sp", "OpenSSH ed25519 private key")
def _(c):
    ls = openssh_ed25519_lines()
    body = "\n".join(ls)
    return (f"Deploy over SSH ({c.T}) failed with 'Permission denied (publickey)'. The key in the runner secret was:\n```\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n```\nIt had CRLF line endings, which ssh rejects.",
            "Strip CR when loading SSH keys from CI secrets; check with ssh-keygen -y -f key before debugging the server.",
            "", ls, "OpenSSH")


@T("secret", "en", "sp", "RSA private key partially pasted")
def _(c):
    ls = rsa_partial_lines(R.randint(3, 5))
    body = "\n".join(ls)
    return (f"{cap(c.T)}: JWT signing failed with 'invalid key format'. The env var held a PEM with literal \\n sequences; first lines as pasted by the user:\n-----BEGIN PRIVATE KEY-----\n{body}\n...",
            "Decode escaped newlines (replace('\\\\n', '\\n')) when reading PEM keys from env vars.",
            "Ask whether the signing key is shared with any other service.", ls, "RSA signing key")


@T("secret", "en", "sp", "Google service-account JSON with private_key")
def _(c):
    ls = rsa_partial_lines(3)
    pid = "acme-%s-%d" % (pick(["prod", "data", "ml", "ops"]), R.randint(100000, 999999))
    pk = "\\n".join(ls)
    return (f"BigQuery export for {c.T} failed with invalid_grant. The user pasted part of the key file:\n"
            f"{{\"type\": \"service_account\", \"project_id\": \"{pid}\", \"private_key_id\": \"{hx(40)}\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{pk}\\n...",
            "invalid_grant with a service-account key usually means the key was deleted or the clock is skewed; prefer Workload Identity over key files.",
            "", ls, "Google Cloud")


@T("secret", "en", "sp", "TOTP seed from 2FA setup")
def _(c):
    sec = rs(B32, 32)
    svc, issuer, vend = pick([("AWS root", "AWS", "AWS"), ("GitHub org owner", "GitHub", "GitHub"),
                              ("Cloudflare", "Cloudflare", "Cloudflare"), ("domain registrar", "Gabia", "Gabia"),
                              ("Apple developer account", "Apple", "Apple"), ("Stripe dashboard", "Stripe", "Stripe")])
    form = pick(["uri", "plain", "grouped"])
    if form == "uri":
        shown = "otpauth://totp/%s:ops%%40acme.io?secret=%s&issuer=%s" % (issuer, sec, issuer)
        listed = sec
    elif form == "grouped":
        listed = " ".join(sec.lower()[i:i + 4] for i in range(0, 32, 4))
        shown = listed
    else:
        listed = shown = sec
    return (f"{cap(c.T)}: the shared {svc} login needs a TOTP code and only one person had it. The user shared the 2FA setup key so the agent could configure the CI check: {shown}",
            "Shared 2FA seeds defeat the purpose; move to per-person hardware keys or an SSO-backed role.",
            f"Ask who should hold the {svc} 2FA device.", [listed], vend)


@T("secret", "en", "sp", "recovery codes list")
def _(c):
    kind = pick(["github", "google", "generic", "discord"])
    n = R.randint(6, 10)
    if kind == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(n)]
        vend = "GitHub"
    elif kind == "google":
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
        vend = "Google Workspace"
    elif kind == "discord":
        codes = ["%s-%s" % (rs(LO + DG, 4), rs(LO + DG, 4)) for _ in range(n)]
        vend = "Discord"
    else:
        codes = ["%s-%s-%s" % (rs(UP + DG, 4), rs(UP + DG, 4), rs(UP + DG, 4)) for _ in range(n)]
        vend = pick(["Atlassian", "Okta", "Vercel"])
    body = "\n".join("- " + x for x in codes)
    return (f"{cap(c.T)}: locked out of the {vend} admin account; the ticket assumed 2FA was on a shared device. The user pasted the recovery codes:\n{body}",
            "Recovery codes belong in the password manager entry of the account; regenerate them after any were shared.",
            "Ask the owner to regenerate the recovery codes.", codes, vend)


@T("secret", "en", "sp", "session cookie in copied request")
def _(c):
    kind = pick(["django", "express", "rails", "php", "java", "laravel"])
    if kind == "django":
        name, val, vend = "sessionid", rs(LO + DG, 32), "Django"
    elif kind == "express":
        name, val, vend = "connect.sid", "s%3A" + rs(URLS, 32) + "." + rs(AN, 43), "Express"
    elif kind == "rails":
        name, val, vend = "_shop_session", rs(B64, 120) + "--" + hx(40), "Rails"
    elif kind == "php":
        name, val, vend = "PHPSESSID", rs(LO + DG, 26), "PHP"
    elif kind == "java":
        name, val, vend = "JSESSIONID", rs(UHEX, 32), "Tomcat"
    else:
        name, val, vend = "laravel_session", "eyJpdiI6" + rs(URLS, 150), "Laravel"
    return (f"Bug repro for {c.T}: copied the failing request from devtools as cURL:\n`curl 'https://admin.acme.io/api/orders/export' -H 'Cookie: {name}={val}; lang=ko' -H 'Accept: text/csv'`\nExport returned 500 only for admins.",
            "Strip Cookie/Authorization headers from copied requests before saving them; a session cookie is a login.",
            "", [val], vend)


@T("secret", "en", "sp", "JWT bearer token in request")
def _(c):
    kind = pick(["user", "supabase", "k8s", "firebase"])
    now = 1735000000 + R.randint(0, 20000000)
    if kind == "user":
        t = jwt({"sub": "usr_%s" % an(10), "role": "admin", "iat": now, "exp": now + 3600}); vend = "Auth0 (access token)"
    elif kind == "supabase":
        t = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": now, "exp": now + 315360000}); vend = "Supabase (service_role key)"
    elif kind == "k8s":
        t = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": c.ns if hasattr(c, 'ns') else "default",
                 "sub": "system:serviceaccount:ci:deployer"}, "RS256", 128); vend = "Kubernetes (service account token)"
    else:
        t = jwt({"iss": "https://securetoken.google.com/acme-app", "aud": "acme-app", "user_id": an(28), "exp": now + 3600}, "RS256", 128); vend = "Firebase Auth (ID token)"
    return (f"{cap(c.T)}: 403 from the API even though the user is an admin. Request from the user's browser:\n`Authorization: Bearer {t}`\nThe ticket didn't say roles are cached in the token for an hour.",
            "Decode the JWT payload (not the signature) to check claims before debugging the backend; role changes need a token refresh.",
            "Ask whether role changes should force a session refresh.", [t], vend.split(" (")[0])


@T("secret", "en", "sp", "S3 presigned URL")
def _(c):
    akid, sig = "AKIA" + rs(B32, 16), hx(64)
    url = ("https://acme-exports.s3.ap-northeast-2.amazonaws.com/reports/2025-03.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           "&X-Amz-Credential=%s%%2F20250301%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250301T021500Z"
           "&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (akid, sig)
    return (f"{cap(c.T)}: customer could not download the report. Link the support agent sent:\n{url}\nThe ticket did not mention the link was generated with a 7-day expiry by a user whose key was since deactivated.",
            "Presigned URLs die with the signing credentials; sign with a role that outlives individual users.",
            "", [akid, sig], "Amazon S3")


@T("secret", "en", "sp", "GCS V4 signed URL")
def _(c):
    sig = hx(512)
    url = ("https://storage.googleapis.com/acme-media/uploads/v.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential="
           "uploader%%40acme-prod.iam.gserviceaccount.com%%2F20250301%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250301T000000Z"
           "&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % sig
    return (f"Upload 403 ({c.T}):\n{url}",
            "Signed URL 403 = expired or clock skew; check X-Goog-Date.",
            "", [sig], "Google Cloud Storage")


@T("secret", "en", "sp", "Azure SAS URL")
def _(c):
    sig = urllib.parse.quote(b64e(rb(32)), safe="")
    url = ("https://acmeexports.blob.core.windows.net/backups/db-2025-03-01.bak?sv=2022-11-02&ss=b&srt=co&sp=rwdl"
           "&se=2026-01-01T00:00:00Z&st=2025-03-01T00:00:00Z&spr=https&sig=%s") % sig
    return (f"{cap(c.T)}: the backup job writes through a SAS URL that the ticket did not mention; it has rwdl and expires next year:\n{url}",
            "Use short-lived user-delegation SAS with the minimum permissions; long-lived account SAS cannot be revoked without rotating the account key.",
            "Ask whether the account key should be rotated to kill that SAS.", [sig], "Azure Blob Storage")


@T("secret", "en", "sp", "Slack incoming webhook URL")
def _(c):
    tok = an(24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 8), rs(UP + DG, 10), tok)
    return (f"{cap(c.T)}: alerts were going to a channel nobody reads. The webhook hardcoded in alerts.py was {url}",
            "Keep webhook URLs in the secret store; the URL alone is enough to post into the channel.",
            "Ask which channel the alerts should go to.", [tok], "Slack")


@T("secret", "en", "sp", "Discord webhook URL")
def _(c):
    tok = rs(URLS, 68)
    return (f"Release notifications for {c.T}: the bot posts via `DISCORD_WEBHOOK=https://discord.com/api/webhooks/{dg(19)}/{tok}` set in the CI variables page (unmasked).",
            "Mask webhook variables in CI; anyone with the URL can post as the bot.",
            "", [tok], "Discord")


@T("secret", "en", "sp", "Teams / Power Automate workflow webhook")
def _(c):
    sig = rs(URLS, 43)
    url = ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
           "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (R.randint(1, 40), hx(32), sig)
    return (f"{cap(c.T)}: Office 365 connectors were retired, so the alert had to move to a Workflows webhook. New URL from the user:\n{url}",
            "Workflows URLs carry their own signature; treat them like passwords.",
            "", [sig], "Microsoft Teams")


@T("secret", "en", "sp", "AWS temporary credentials (session token)")
def _(c):
    akid, sec = "ASIA" + rs(B32, 16), rs(B64, 40)
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64, R.randint(330, 420))
    return (f"{cap(c.T)}: the user pasted their SSO session so the agent could run the migration:\n```\nexport AWS_ACCESS_KEY_ID={akid}\nexport AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_SESSION_TOKEN={tok}\n```",
            "Session credentials are still credentials; ask for a role the agent can assume instead of pasted sessions.",
            "", [akid, sec, tok], "AWS STS")


@T("secret", "en", "sp", "docker config.json auth blob")
def _(c):
    reg = pick(["registry.gitlab.com", "ghcr.io", "harbor.acme.io", "index.docker.io/v1/"])
    blob = b64e("%s:%s" % (pick(["ci-bot", "deploy", "acme-ci"]), pick(["glpat-" + rs(URLS, 20), "ghp_" + an(36), an(32), gen_pw("generated")])))
    return (f"{cap(c.T)}: image pulls failed with 'unauthorized' on the new runner. ~/.docker/config.json on the old runner:\n```json\n{{\"auths\": {{\"{reg}\": {{\"auth\": \"{blob}\"}}}}}}\n```",
            "Use a credential helper or short-lived registry tokens; config.json auth is just base64.",
            "", [blob], "Docker registry")


@T("secret", "en", "sp", "kubeconfig user credentials")
def _(c):
    if R.random() < 0.5:
        t = jwt({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:%s:%s" % (pick(NS), pick(["deployer", "argocd", "ci-runner", "backup"]))}, "RS256", 128)
        line = "    token: " + t
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(ec_sec1_lines()) + "\n-----END EC PRIVATE KEY-----\n"
        t = b64e(pem)
        line = "    client-key-data: " + t
    return (f"{cap(c.T)}: kubectl used the wrong cluster. The kubeconfig the user sent:\n```yaml\nusers:\n- name: staging-admin\n  user:\n{line}\n```",
            "Use `kubectl config current-context` in scripts and exec-based auth plugins instead of static credentials.",
            "", [t], "Kubernetes")


@T("secret", "en", "sp", "git remote URL with token")
def _(c):
    t = pick(["ghp_" + an(36), "github_pat_" + an(22) + "_" + an(59), "glpat-" + rs(URLS, 20), "ATBB" + an(32) + rs(UHEX, 8)])
    host = {"g": "github.com", "A": "bitbucket.org"}.get(t[0], "gitlab.com")
    if t.startswith("glpat"):
        host = "gitlab.com"
    return (f"Submodule clone failed in CI ({c.T}). `git remote -v` on the build box showed\n`origin  https://x-access-token:{t}@{host}/acme/platform.git (fetch)`",
            "Use the CI-provided job token or a deploy key; tokens in remote URLs persist in .git/config.",
            "", [t], {"github.com": "GitHub", "gitlab.com": "GitLab", "bitbucket.org": "Bitbucket"}[host])


@T("secret", "en", "sp", "private package index URL with token")
def _(c):
    t = pick(["glpat-" + rs(URLS, 20), "pypi-AgEIcHlwaS5vcmcCJD" + rs(URLS, 120)])
    url = ("https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple" % (t, R.randint(1000000, 60000000))) if t.startswith("glpat") \
        else ("https://__token__:%s@upload.pypi.org/legacy/" % t)
    return (f"`pip install` in the Docker build for {c.T} could not find the internal package. The Dockerfile the user pointed to had\n`RUN pip install --extra-index-url {url} acme-common==2.3.1`",
            "Use BuildKit secrets (--mount=type=secret) so index tokens do not end up in image layers.",
            "", [t], "GitLab" if t.startswith("glpat") else "PyPI")


@T("secret", "en", "sp", "multi-provider .env pasted")
def _(c):
    vs = R.sample([v for v in VENDORS if v["pair"] is None and len(v["gen"]()) < 120], 3)
    vals = [v["gen"]() for v in vs]
    body = "\n".join("%s=%s" % (v["env"], q(x)) for v, x in zip(vs, vals))
    return (f"{cap(c.T)}: the user pasted their whole .env so the agent could 'see what's missing':\n```\nNODE_ENV=development\n{body}\nPORT=3000\n```\nOnly {vs[0]['env']} was actually missing on the server.",
            "Ask for the names of the variables, not the file; diff names against .env.example.",
            "", vals, " + ".join(v["vendor"] for v in vs))


@T("secret", "en", "sp", "Azure Storage connection string")
def _(c):
    k = rs(B64, 86) + "=="
    return (f"{cap(c.T)}: Functions app failed with 'AuthorizationFailure'. local.settings.json had\n`\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=acmefuncstore;AccountKey={k};EndpointSuffix=core.windows.net\"`",
            "Use identity-based connections (AzureWebJobsStorage__accountName) instead of account keys.",
            "", [k], "Azure Storage")


@T("secret", "en", "sp", "netrc machine login password")
def _(c):
    t = pick(["ghp_" + an(36), "glpat-" + rs(URLS, 20), gen_pw("generated")])
    return (f"Go module download for a private repo hung in CI ({c.T}). The user's ~/.netrc:\n```\nmachine github.com\n  login acme-bot\n  password {t}\n```",
            "Set GOPRIVATE and use a CI-scoped token; never copy a personal ~/.netrc into images.",
            "", [t], "Go modules (netrc)")


@T("secret", "ko", "sp", "EC 개인키(.p8) 붙여넣음")
def _(c):
    ls = ec_pkcs8_lines()
    body = "\n".join(ls)
    return (f"{c.K}: App Store Connect API 키(.p8) CI에 없었음. 티켓엔 언급X. 사용자가 파일 내용 그대로 붙여넣음\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----",
            "p8 키는 base64로 CI secret에 넣고 job 시작할 때 파일로 씀. 채팅 공유 X",
            "공유된 키 revoke 후 재발급 가능한지?", ls, "Apple")


@T("secret", "ko", "sp", "OpenSSH 개인키 CRLF")
def _(c):
    ls = openssh_ed25519_lines()
    body = "\n".join(ls)
    return (f"{c.K} SSH 배포 'Permission denied (publickey)'. runner secret에 들어있던 키:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n→ CRLF 섞여있어서 실패한 거였음",
            "CI secret에서 키 읽을 때 \\r 제거. ssh-keygen -y -f 로 먼저 검증",
            "", ls, "OpenSSH")


@T("secret", "ko", "sp", "TOTP 시크릿 공유")
def _(c):
    sec = rs(B32, 32)
    return (f"{c.K}: 공용 계정 OTP가 한 사람 폰에만 있었음. 사용자가 2FA 설정키 공유해줌 → {sec}",
            "OTP 시드 공유 = 2FA 의미 없음. 개인별 하드웨어키/SSO로 전환 요청",
            "공용 계정 OTP 누가 관리해야 하는지?", [sec], "TOTP (shared account)")


@T("secret", "ko", "sp", "복구 코드 목록")
def _(c):
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(6, 10))]
    body = "\n".join(codes)
    return (f"{c.K} 중 GitHub org owner 계정 잠김. 티켓엔 2FA 기기 얘기 없었음. 사용자가 복구코드 붙여줌:\n{body}",
            "복구코드는 비번관리자 계정 항목에만. 공유됐으면 재발급",
            "복구코드 재발급 요청", codes, "GitHub")


@T("secret", "ko", "sp", "세션 쿠키 (devtools 복사)")
def _(c):
    val = rs(LO + DG, 32)
    return (f"{c.K} 버그 재현: devtools에서 복사한 요청 → `Cookie: sessionid={val}; csrftoken_present=1` 붙여서 호출하니 admin만 500 남",
            "복사한 요청 저장 전 Cookie/Authorization 헤더 지울 것. 세션쿠키 = 로그인 그 자체",
            "", [val], "Django")


@T("secret", "ko", "sp", "JWT (service_role) 노출")
def _(c):
    now = 1735000000 + R.randint(0, 20000000)
    t = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": now, "exp": now + 315360000})
    return (f"{c.K}: 프론트 번들에 service_role 키 들어가 있었음 → SUPABASE_KEY={t}",
            "프론트엔 anon 키만. service_role은 서버 전용, 노출되면 즉시 JWT secret 재발급",
            "RLS 정책 다 켜져있는지 확인 필요", [t], "Supabase")


@T("secret", "ko", "sp", "S3 presigned URL 공유")
def _(c):
    akid, sig = "AKIA" + rs(B32, 16), hx(64)
    url = ("https://hanbit-reports.s3.ap-northeast-2.amazonaws.com/settle/202503.xlsx?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           "&X-Amz-Credential=%s%%2F20250301%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250301T091500Z"
           "&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (akid, sig)
    return (f"{c.K}: 고객이 정산 파일 다운 안 된다고 함. CS가 보낸 링크 {url} → 서명한 IAM 사용자 키가 비활성화돼서 만료 전인데도 403",
            "presigned URL은 서명 키 수명 따라감 → role로 서명",
            "", [akid, sig], "Amazon S3")


@T("secret", "ko", "sp", "슬랙 웹훅 URL 하드코딩")
def _(c):
    tok = an(24)
    return (f"{c.K}: 알림이 아무도 안 보는 채널로 가고 있었음. alerts.py에 하드코딩된 웹훅 https://hooks.slack.com/services/T{rs(UP + DG, 8)}/B{rs(UP + DG, 10)}/{tok}",
            "웹훅 URL도 secret임 (URL만 있으면 채널에 글 쓸 수 있음)",
            "알림 채널 어디로 보내야 하는지", [tok], "Slack")


@T("secret", "ko", "sp", "딩톡/페이슈 봇 웹훅")
def _(c):
    if R.random() < 0.5:
        tok = hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=" + tok
        vend = "DingTalk"
    else:
        tok = uu()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + tok
        vend = "Feishu"
    return (f"{c.K}: 중국 법인 쪽 알림은 {vend} 봇으로 보내야 한다는 거 티켓에 없었음. 현지 담당자가 준 웹훅: {url}",
            "웹훅 URL은 CI secret으로, 서명(加签) 옵션도 켤 것",
            "", [tok], vend)


@T("secret", "ko", "sp", "AWS 임시 자격증명 3종")
def _(c):
    akid, sec = "ASIA" + rs(B32, 16), rs(B64, 40)
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64, R.randint(330, 420))
    return (f"{c.K}: 사용자가 SSO 세션 그대로 붙여줌\nAWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_SESSION_TOKEN={tok}",
            "임시 자격증명도 자격증명임. 에이전트용 assume role 따로 요청할 것",
            "", [akid, sec, tok], "AWS STS")


@T("secret", "ko", "sp", "네이버 API 헤더 (Client-Id/Secret)")
def _(c):
    cid, csec = an(20), an(10)
    return (f"{c.K}: 네이버 검색 API 401. 사용자 Postman 헤더 → X-Naver-Client-Id: {cid} / X-Naver-Client-Secret: {csec}. 앱 등록 시 서비스 URL 누락이 원인이었음",
            "네이버 개발자센터 앱 설정(서비스 URL/API 권한)부터 확인",
            "", [csec], "Naver Developers")


@T("secret", "ko", "sp", "토스 시크릿키 Basic 인코딩")
def _(c):
    sk = toss_sk()
    blob = b64e(sk + ":")
    return (f"{c.K}: 결제 승인 API 401. 시크릿키 뒤에 ':' 안 붙이고 인코딩했던 게 원인. 수정 후 헤더 `Authorization: Basic {blob}`",
            "토스 Basic 인증 = base64(시크릿키 + ':'). 클라이언트 키랑 헷갈리지 말 것",
            "라이브 키 전환 일정 언제인지", [blob], "Toss Payments")


@T("secret", "ko", "sp", "git remote URL 토큰")
def _(c):
    t = pick(["ghp_" + an(36), "glpat-" + rs(URLS, 20)])
    host = "github.com" if t.startswith("ghp") else "gitlab.com"
    return (f"CI에서 submodule clone 실패({c.K}). 빌드 서버 `git remote -v` → https://oauth2:{t}@{host}/hanbit/platform.git",
            "remote URL에 토큰 넣지 말 것 (.git/config에 남음). job token/deploy key 사용",
            "", [t], "GitHub" if host == "github.com" else "GitLab")


@T("secret", "ko", "sp", "여러 서비스 .env 통째로")
def _(c):
    vs = R.sample([v for v in VENDORS if v["pair"] is None and len(v["gen"]()) < 120], 3)
    vals = [v["gen"]() for v in vs]
    body = "\n".join("%s=%s" % (v["env"], q(x)) for v, x in zip(vs, vals))
    return (f"{c.K}: 뭐가 빠졌는지 보라고 사용자가 .env 통째로 붙여넣음\n```\n{body}\nTZ=Asia/Seoul\n```\n실제로 서버에 없던 건 {vs[1]['env']} 하나뿐이었음",
            ".env 파일 말고 변수 '이름' 목록만 받을 것 → .env.example이랑 diff",
            "", vals, " + ".join(v["vendor"] for v in vs))


@T("secret", "ko", "sp", "kubeconfig 토큰")
def _(c):
    t = jwt({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:%s:%s" % (pick(NS), pick(["deployer", "argocd", "ci-runner", "backup"]))}, "RS256", 128)
    return (f"{c.K}: kubectl이 엉뚱한 클러스터 바라봄. 사용자가 보낸 kubeconfig users 부분 → token: {t}",
            "스크립트 시작 시 current-context 확인 + 정적 토큰 대신 exec 인증 플러그인",
            "", [t], "Kubernetes")


@T("secret", "ko", "sp", "Cloudinary URL")
def _(c):
    sec = rs(URLS, 27)
    return (f"{c.K}: 이미지 업로드 401. CLOUDINARY_URL=cloudinary://{dg(15)}:{sec}@hanbit-media 인데 cloud name이 staging 거였음",
            "CLOUDINARY_URL 한 줄에 secret 포함됨 → 통째로 secret 취급",
            "", [sec], "Cloudinary")


@T("secret", "ko", "sp", "Mongo SRV 연결문자열")
def _(c):
    p = gen_pw(pick(PW_STYLES))
    e = enc(p)
    return (f"{c.K}: Atlas 연결 실패 'bad auth'. 비번에 특수문자 있는데 인코딩 안 하고 넣었었음. 수정한 URI: mongodb+srv://app:{e}@cluster0.{rs(LO + DG, 5)}.mongodb.net/prod",
            "URI 비번은 percent-encoding 필수 (@ : / % 등)",
            "", [e], "MongoDB Atlas")


# ============================================================================================
# CLEAN notes: same scenarios, talk about credentials without containing any
# ============================================================================================
def mask(c):
    v = c.v["gen"]()
    style = R.randrange(4)
    if style == 0:
        return "…" + v[-4:]
    if style == 1:
        return v[:3] + "*" * 12 + v[-4:]
    if style == 2:
        return "****" + v[-4:]
    return v[:3] + "…" + v[-3:]


def acct():
    return dg(12)


def req_id():
    return uu()


def fpr():
    return "SHA256:" + b64e(rb(32)).rstrip("=")


def ssh_pub():
    return "ssh-ed25519 " + b64e(sshstr(b"ssh-ed25519") + sshstr(rb(32))) + " " + pick(["deploy@ci", "jdoe@laptop", "ops@bastion"])


def client_id():
    return "%s-%s.apps.googleusercontent.com" % (dg(12), rs(LO + DG, 32))


def digest():
    return "sha256:" + hx(64)


ERR_EN = ["401 invalid_api_key", "AADSTS7000215: Invalid client secret provided", "FATAL: password authentication failed for user \"app\" (SQLSTATE 28P01)",
          "ORA-01017: invalid username/password; logon denied", "SignatureDoesNotMatch", "403 insufficient_scope",
          "invalid_grant: Invalid JWT Signature", "ERR_TOKEN_EXPIRED", "HTTP 429 rate_limited (retry-after: 30)",
          "Error: Bad credentials (status 401)", "x509: certificate has expired or is not yet valid",
          "SASL authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism PLAIN"]


@T("clean", "en", "clean", "where the secret lives (store path, no value)")
def _(c):
    return (f"{cap(c.T)} failed: {c.env} was not set in the {c.ci} environment and the ticket did not say the job needs it. The value lives in {c.store} under `{c.envn}/{c.slug}/{c.envl}`.",
            f"Pull secrets from {c.store} at job start; never paste values into the conversation or the workflow file.",
            f"Ask who owns the {c.V} account and whether {c.envn} has its own key.")


@T("clean", "en", "clean", "masked key tail comparison")
def _(c):
    a, b = mask(c), mask(c)
    return (f"{cap(c.T)}: {c.svc} in {c.envn} was using the {c.VW} ending {a} while the dashboard showed the active key as {b}; nobody mentioned the key had been rotated.",
            "Compare keys by their last 4 characters or key id only; never print full values to check them.",
            "Ask whether rotations are announced anywhere.")


@T("clean", "en", "clean", "config with placeholders/env references")
def _(c):
    fmt = pick(["env", "yaml", "json", "toml", "compose", "hcl"])
    ref = pick(["${%s}" % c.env, "<your-%s-key>" % c.slug, "${{ secrets.%s }}" % c.env, "%%(%s)s" % c.envl, "{{ .Values.%s }}" % c.slug])
    lang, body = cfg_snip(fmt, c.env, ref, c.slug, c.svc)
    return (f"{cap(c.T)}: {c.file} was missing the {c.V} block entirely. Added the template:\n```{lang}\n{body}\n```",
            "Templates carry references only; the value is injected at deploy time.",
            "")


@T("clean", "en", "clean", "rotation runbook without values")
def _(c):
    return (f"{cap(c.T)}: the ticket said 'rotate the {c.V} key' but not which consumers use it. Found three: {c.svc}, the nightly cron, and the {c.ci} deploy job.",
            f"Rotation order: create the new key in {c.V} → update {c.store} → redeploy consumers → watch 401s for an hour → revoke the old key. `gh secret set {c.env} < /dev/stdin` keeps the value out of shell history.",
            "Ask whether any consumer outside the repo (Zapier, partner) uses the same key.")


@T("clean", "en", "clean", "error codes and messages")
def _(c):
    e = pick(ERR_EN)
    return (f"{cap(c.T)}: requests failed with `{e}`. The instructions did not say the {c.V} credentials differ per region.",
            f"Look up the error code in {c.V}'s docs before regenerating keys; half of these were clock skew or wrong region.",
            "")


@T("clean", "en", "clean", "ids that are not credentials (account, ARN, request id)")
def _(c):
    a = acct()
    return (f"{cap(c.T)}: AccessDenied on s3:PutObject. Role arn:aws:iam::{a}:role/{c.svc}-deployer in account {a}; request id {req_id()}. The ticket didn't mention the bucket policy requires aws:SourceVpce.",
            "Check bucket policy conditions before touching IAM keys; AccessDenied is not a credential problem.",
            "Ask for the VPC endpoint id the bucket policy expects.")


@T("clean", "en", "clean", "version pins and API versions")
def _(c):
    return (f"{cap(c.T)}: the {c.V} SDK upgrade from {R.randint(2, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)} to {R.randint(10, 15)}.{R.randint(0, 9)}.0 changed the auth header format; the changelog was not linked in the ticket.",
            f"Pin the {c.V} API version explicitly and read the migration guide before bumping the SDK.",
            "Ask whether other services pin the same SDK version.")


@T("clean", "en", "clean", "ssh public key and fingerprint")
def _(c):
    return (f"Deploy access for {c.T}: the bastion rejected the CI key. Public key added to authorized_keys:\n`{ssh_pub()}`\nfingerprint {fpr()}",
            "Only public keys go into authorized_keys and notes; check the fingerprint with ssh-keygen -lf.",
            "Ask who approves new keys on the bastion.")


@T("clean", "en", "clean", "password policy discussion")
def _(c):
    return (f"{cap(c.T)}: the DB password set by the user was rejected - the managed {pick(['Postgres', 'MySQL', 'SQL Server'])} requires 16+ characters, one symbol, and no user name in the password.",
            "Generate DB passwords with the password manager (32 chars, symbols) and store them directly; do not type them in chat.",
            "Ask whether the password policy applies to service accounts too.")


@T("clean", "en", "clean", "required env var names only")
def _(c):
    return (f"Env vars {c.svc} needs for {c.T} that were not documented:\n- {c.env}\n- DATABASE_URL\n- REDIS_URL\n- SENTRY_DSN\nValues are in {c.store}.",
            "Keep `.env.example` in sync with what the code reads (grep for os.environ / process.env).",
            "")


@T("clean", "en", "clean", "secret-creating commands reading from files/stdin")
def _(c):
    return (f"{cap(c.T)}: the k8s secret had to be recreated in namespace `{c.ns}`. Used `kubectl create secret generic {c.slug}-creds --from-env-file=./{c.slug}.env --dry-run=client -o yaml | kubeseal > sealed.yaml`.",
            "Create secrets from files or stdin, never with --from-literal (shell history).",
            "")


@T("clean", "en", "clean", "JWT claims discussion, no token")
def _(c):
    return (f"{cap(c.T)}: tokens were rejected after the IdP key rollover. Header alg RS256, kid `{an(8)}`; the service cached the JWKS for 24h, so the new kid was unknown. `exp` was fine (15 min).",
            "Refresh JWKS on unknown kid instead of on a fixed timer.",
            "Ask when the next signing-key rollover is scheduled.")


@T("clean", "en", "clean", "webhook URL shape with placeholders")
def _(c):
    return (f"{cap(c.T)}: alerts stopped after the Slack app was reinstalled, which regenerates the incoming-webhook URL (https://hooks.slack.com/services/T…/B…/…). The ticket only said 'alerts are broken'.",
            "After reinstalling a Slack app, update SLACK_WEBHOOK_URL in the secret store and redeploy.",
            "Ask who is allowed to reinstall the Slack app.")


@T("clean", "en", "clean", "token shape described, no value")
def _(c):
    v = c.v["gen"]()
    pre = v[:4] if not v[:4].isalnum() else v[:3]
    return (f"{cap(c.T)}: the user's {c.VW} was rejected by the API. It started with `{pre}` and was {len(v)} characters - the right shape, so the problem was the project, not a truncated paste.",
            f"Check token shape (prefix and length) first, then the environment it was issued for.",
            "")


@T("clean", "en", "clean", "commit SHAs and image digests")
def _(c):
    return (f"{cap(c.T)}: rollback target was commit {sha(40)} (image {c.img.split(':')[0]}@{digest()}). The ticket did not say which build was last known good.",
            "Record the deployed digest in the release notes so rollbacks do not depend on tags.",
            "Ask whether rollbacks should also revert DB migrations.")


@T("clean", "en", "clean", "payment object ids (not credentials)")
def _(c):
    return (f"{cap(c.T)}: refund failed for payment intent pi_{an(24)} (customer cus_{an(14)}); webhook event evt_{an(24)} arrived twice. The ticket did not mention idempotency keys.",
            "Make webhook handlers idempotent on the event id; verify signatures with the signing secret from the secret store.",
            "Ask whether partial refunds are allowed.")


@T("clean", "en", "clean", "OAuth client id and redirect URIs")
def _(c):
    return (f"{cap(c.T)}: redirect_uri_mismatch. Client id {client_id()} only allowed https://app.acme.io/auth/callback; the preview URL was missing. Client secret was fine.",
            "Register preview callback URLs (or use a wildcard-capable IdP) before debugging secrets.",
            "Ask whether preview environments should use a separate OAuth client.")


@T("clean", "en", "clean", "Twilio account SID and phone numbers")
def _(c):
    return (f"{cap(c.T)}: SMS to +82 numbers failed with error 21408. Account SID AC{hx(32)}, sender +1 415 555 0{R.randint(100, 199)}. Geo permissions for South Korea were off; credentials were fine.",
            "Check messaging geo permissions before suspecting the auth token.",
            "")


@T("clean", "en", "clean", "artifact checksums and integrity hashes")
def _(c):
    return (f"{cap(c.T)}: the lockfile integrity check failed for acme-common. Expected sha512-{b64e(rb(64))}, tarball sha256 {hx(64)}. A republish with the same version caused it.",
            "Never republish a version; bump and publish again.",
            "")


@T("clean", "en", "clean", "user chat points to vault, no value")
def _(c):
    return (f"Ticket asked to wire up {c.V} for {c.T} but did not say where the key is. User in chat: \"it's in {c.store}, item '{c.V} {c.envn}', you should have read access\".",
            f"Ask for the secret-store path up front instead of the value.",
            f"Ask whether the {c.envn} item is also used by the mobile team.")


@T("clean", "en", "clean", "curl with env var reference")
def _(c):
    return (f"Reproduced the {c.T} issue with `curl -sS -H \"Authorization: Bearer ${c.env}\" {c.url}` → 200 locally, 401 on the runner: the runner's {c.env} was empty because the secret is restricted to protected branches.",
            "Protected-branch-only secrets are empty on feature branches; print whether a secret is set (length), never its value.",
            "")


@T("clean", "en", "clean", "DB URL without password (IAM/peer auth)")
def _(c):
    return (f"{cap(c.T)}: connection refused from the new pods. DSN is postgres://{pick(USERS)}@{pick(HOSTS)}:5432/orders?sslmode=verify-full with IAM auth tokens generated at connect time - no static password, which the ticket didn't explain.",
            "With IAM DB auth, check the rds-db:connect policy and token generation, not passwords.",
            "")


@T("clean", "en", "clean", "key identifiers (KMS key id, GPG fingerprint)")
def _(c):
    return (f"{cap(c.T)}: SOPS could not decrypt. The file was encrypted to KMS key {uu()} and PGP fingerprint {rs(UHEX, 40)}; the CI role only had access to the former.",
            "Add every recipient the team needs to .sops.yaml before encrypting.",
            "Ask whether the PGP recipient can be removed.")


@T("clean", "en", "clean", "numbers that look like secrets (order/build ids)")
def _(c):
    return (f"{cap(c.T)}: order {dg(12)} was charged twice; build #{R.randint(1000, 9999)} (run id {dg(10)}) deployed the retry change. Trace id {hx(32)}.",
            "Attach trace ids and order ids to bug notes; they are safe to share and make incidents searchable.",
            "")


@T("clean", "en", "clean", "terraform sensitive variables by reference")
def _(c):
    return (f"`terraform apply` for {c.T} wanted var.{c.envl}; the ticket did not say it is supplied via TF_VAR_{c.envl} from the {c.ci} secret store.",
            "Mark such variables `sensitive = true` and check remote state access; never put them in terraform.tfvars.",
            "")


ERR_KO = ["401 Unauthorized", "invalid_client", "password authentication failed for user \"app\"", "Access denied for user 'app'@'10.0.3.4'",
          "KOE101 (앱 키 오류)", "KOE006 (redirect uri 불일치)", "SignatureDoesNotMatch", "-4 인증실패", "토큰 만료(EXPIRED_TOKEN)", "E0401 INVALID_API_KEY"]


@T("clean", "ko", "clean", "시크릿 위치만 (값 없음)")
def _(c):
    return (f"{c.K} 실패 → {c.ci}에 {c.env} 안 들어가 있었음. 티켓엔 필요하다는 말 없었음. 값은 {c.store} `{c.envn}/{c.slug}` 경로에 있음",
            f"job 시작할 때 {c.store}에서 가져오게 함. 값 자체를 대화에 붙여넣지 말 것",
            f"{c.V} 계정 오너 누구인지, {c.envn} 전용 키 있는지")


@T("clean", "ko", "clean", "마스킹된 키 끝자리 비교")
def _(c):
    a, b = mask(c), mask(c)
    return (f"{c.K}: {c.envn}의 {c.svc}가 끝자리 {a}인 {c.V} 키 쓰고 있었는데 대시보드 활성 키는 {b}였음. 로테이션 공지 없었음",
            "키 비교는 끝 4자리/키 ID로만. 전체 값 출력 금지",
            "로테이션 공지 채널 있는지?")


@T("clean", "ko", "clean", "placeholder 설정 템플릿")
def _(c):
    ref = pick(["${%s}" % c.env, "<발급받은_키>", "${{ secrets.%s }}" % c.env, "{{ .Values.%s }}" % c.slug, "여기에_키_입력"])
    lang, body = cfg_snip(pick(["env", "yaml", "json", "toml"]), c.env, ref, c.slug, c.svc)
    return (f"{c.K}: {c.file}에 {c.V} 설정 블록 자체가 없었음 → 템플릿 추가함\n```{lang}\n{body}\n```",
            "템플릿엔 참조만, 값은 배포 시 주입",
            "")


@T("clean", "ko", "clean", "로테이션 절차 (값 없음)")
def _(c):
    return (f"{c.K}: 티켓엔 '{c.V} 키 교체'만 있고 어디서 쓰는지 없었음 → 찾아보니 {c.svc}, 야간 cron, {c.ci} 배포 job 3군데",
            f"순서: 새 키 발급 → {c.store} 갱신 → 재배포 → 1시간 401 모니터링 → 구 키 폐기. `gh secret set {c.env}`는 stdin으로 넣어서 히스토리 안 남게",
            "레포 밖(파트너, 자동화툴)에서도 같은 키 쓰는지?")


@T("clean", "ko", "clean", "에러코드만")
def _(c):
    e = pick(ERR_KO)
    return (f"{c.K}: `{e}` 계속 뜸. 리전/환경별로 키 다르다는 거 지시사항에 없었음",
            f"{c.V} 에러코드 문서부터 확인 → 키 재발급은 마지막",
            "")


@T("clean", "ko", "clean", "계정ID/ARN/요청ID")
def _(c):
    a = acct()
    return (f"{c.K}: s3:PutObject AccessDenied. role arn:aws:iam::{a}:role/{c.svc}-deployer, request id {req_id()}. 버킷 정책에 aws:SourceVpce 조건 있는 거 티켓에 없었음",
            "AccessDenied = 키 문제 아닌 경우 많음 → 버킷 정책 조건부터",
            "버킷 정책이 기대하는 VPC endpoint ID?")


@T("clean", "ko", "clean", "SDK 버전 변경")
def _(c):
    return (f"{c.K}: {c.V} SDK {R.randint(2, 9)}.{R.randint(0, 20)}.x → {R.randint(10, 15)}.0.0 올리면서 인증 헤더 형식 바뀜. 체인지로그 링크 티켓에 없었음",
            "API 버전 명시적으로 pin + 마이그레이션 가이드 먼저 읽기",
            "")


@T("clean", "ko", "clean", "공개키/지문")
def _(c):
    return (f"{c.K}: bastion이 CI 키 거부함. authorized_keys에 추가한 공개키 `{ssh_pub()}` (지문 {fpr()})",
            "노트/티켓엔 공개키와 지문만. 개인키는 절대 X",
            "bastion 키 등록 승인 누가 하는지")


@T("clean", "ko", "clean", "비번 정책 얘기")
def _(c):
    return (f"{c.K}: 사용자가 정한 DB 비번이 거부됨 → 관리형 DB 정책이 16자 이상 + 특수문자 + 계정명 포함 금지임",
            "DB 비번은 비번관리자로 생성(32자)해서 바로 저장. 채팅으로 주고받지 말 것",
            "서비스 계정에도 같은 정책 적용되는지?")


@T("clean", "ko", "clean", "필요 env 이름 목록")
def _(c):
    return (f"{c.K} 때 {c.svc}에 필요한데 문서에 없던 env:\n- {c.env}\n- DATABASE_URL\n- REDIS_URL\n- KAKAO_REDIRECT_URI\n값은 {c.store}에 있음",
            ".env.example을 코드(os.environ/process.env grep) 기준으로 맞춰둘 것",
            "")


@T("clean", "ko", "clean", "kubectl secret 파일로 생성")
def _(c):
    return (f"{c.K}: `{c.ns}` ns에 secret 재생성 필요했음 → `kubectl create secret generic {c.slug}-creds --from-env-file=./{c.slug}.env` + kubeseal",
            "--from-literal 금지 (히스토리 남음)",
            "")


@T("clean", "ko", "clean", "JWT 클레임 얘기 (토큰 없음)")
def _(c):
    return (f"{c.K}: IdP 키 롤오버 후 토큰 거부됨. alg RS256, kid `{an(8)}` → 서비스가 JWKS 24시간 캐시해서 새 kid 몰랐음",
            "모르는 kid 오면 JWKS 즉시 갱신하도록",
            "다음 키 롤오버 언제인지")


@T("clean", "ko", "clean", "웹훅 URL 형태만")
def _(c):
    return (f"{c.K}: 슬랙 앱 재설치하면 웹훅 URL(https://hooks.slack.com/services/T…/B…/…) 새로 발급되는데 그거 몰라서 알림 끊김",
            "앱 재설치 후 SLACK_WEBHOOK_URL 갱신 + 재배포",
            "슬랙 앱 재설치 권한 누구한테 있는지")


@T("clean", "ko", "clean", "토큰 형태만 설명")
def _(c):
    v = c.v["gen"]()
    pre = v[:4] if not v[:4].isalnum() else v[:3]
    return (f"{c.K}: 사용자 {c.V} 키 거부됨. `{pre}`로 시작하고 {len(v)}자라 형식은 맞음 → 잘린 게 아니라 프로젝트가 다른 거였음",
            "토큰 prefix/길이 먼저 확인 → 그 다음 발급 환경 확인",
            "")


@T("clean", "ko", "clean", "커밋 SHA/이미지 digest")
def _(c):
    return (f"{c.K}: 롤백 대상 커밋 {sha(40)}, 이미지 digest {digest()}. 마지막 정상 빌드가 뭔지 티켓에 없었음",
            "릴리즈 노트에 배포 digest 기록해둘 것",
            "롤백 시 DB 마이그레이션도 되돌려야 하는지?")


@T("clean", "ko", "clean", "결제 객체 ID들")
def _(c):
    return (f"{c.K}: 환불 실패 건 paymentKey tgen_{dg(14)}{rs(UP + DG, 6)}, orderId ORD-{dg(10)}. 웹훅 두 번 들어옴. 멱등키 얘기 티켓에 없었음",
            "웹훅 핸들러는 이벤트ID 기준 멱등 처리",
            "부분환불 허용인지?")


@T("clean", "ko", "clean", "OAuth client id/redirect")
def _(c):
    return (f"{c.K}: 카카오 로그인 KOE006. REST API 앱 ID {dg(6)}, Redirect URI에 preview 도메인 없었음. 시크릿 문제 아니었음",
            "redirect URI 등록부터 확인 → 시크릿은 그 다음",
            "preview 환경용 앱 따로 만들지?")


@T("clean", "ko", "clean", "채팅: 값 대신 위치 안내")
def _(c):
    return (f"티켓엔 {c.V} 연동만 있고 키 위치 없었음. 채팅:\n> 사용자: {c.store}에 '{c.V} {c.envn}' 항목 있어요, 읽기 권한 드렸어요",
            "값 말고 secret store 경로를 처음부터 물어볼 것",
            "")


@T("clean", "ko", "clean", "curl env 참조")
def _(c):
    return (f"{c.K} 재현: `curl -H \"Authorization: Bearer ${c.env}\" {c.url}` → 로컬 200, runner 401. protected branch에서만 secret 주입되는 설정이었음",
            "secret 설정 여부는 길이만 출력해서 확인. 값 출력 금지",
            "")


@T("clean", "ko", "clean", "체크섬/해시")
def _(c):
    return (f"{c.K}: lockfile integrity 불일치 → 예상 sha512-{b64e(rb(64))}, 실제 tarball sha256 {hx(64)}. 같은 버전 재배포가 원인",
            "같은 버전 재배포 금지. 버전 올려서 배포",
            "")


@T("clean", "ko", "clean", "주문/빌드/trace ID 숫자")
def _(c):
    return (f"{c.K}: 주문 {dg(12)} 이중결제. 빌드 #{R.randint(1000, 9999)}(run {dg(10)})에서 재시도 로직 배포됨. trace id {hx(32)}",
            "노트엔 trace id/주문번호 남겨두기 (공유해도 안전, 검색 쉬움)",
            "")


@T("clean", "ko", "clean", "IAM 인증 DSN (비번 없음)")
def _(c):
    return (f"{c.K}: 새 pod에서 DB 연결 거부. DSN postgres://{pick(USERS)}@{pick(HOSTS)}:5432/orders?sslmode=require, IAM 토큰 인증이라 고정 비번 없음 — 티켓에 설명 없었음",
            "IAM DB 인증이면 rds-db:connect 정책부터 확인",
            "")


@T("clean", "ko", "clean", "KMS 키ID/GPG 지문")
def _(c):
    return (f"{c.K}: SOPS 복호화 실패. KMS 키 {uu()} + PGP 지문 {rs(UHEX, 40)}로 암호화돼 있었고 CI role은 KMS만 권한 있었음",
            ".sops.yaml에 필요한 recipient 다 넣고 암호화",
            "PGP recipient 빼도 되는지?")


# ============================================================================================
# extra placements: secret in lesson / ask_next_time, label/value split lesson -> ask
# ============================================================================================
@T("secret", "en", "tok", "fix command with value in lesson")
def _(c):
    s = c.s
    cmd = pick(["heroku config:set %s=%s -a %s" % (c.env, s, c.svc), "fly secrets set %s=%s" % (c.env, s),
                "vercel env add %s production <<< %s" % (c.env, s), "gh secret set %s --body %s" % (c.env, s),
                "kubectl -n %s set env deploy/%s %s=%s" % (c.ns, c.svc, c.env, s)])
    return (f"{cap(c.T)}: {c.svc} in {c.envn} had an empty {c.env}; the ticket assumed it was set during the last migration.",
            f"What fixed it: `{cmd}`. Next time set it through the {c.store} sync so the value never passes through a terminal.",
            f"Ask whether {c.envn} config is supposed to be managed by hand at all.", [s])


@T("secret", "en", "tok", "ask quotes value to ask live vs test")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: two {c.V} keys were in circulation and the ticket did not say which one is live.",
            f"Label keys by environment in the {c.V} console and in {c.store}; a key without a live/test prefix cannot be told apart.",
            f"Is `{s}` the live key or the test one?", [s])


@T("secret", "en", "tok", "lesson names compromised value")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: the user shared a screenshot of the {c.V} settings page to show the error; the full key was visible.",
            f"Treat {s} as compromised - it was in a screenshot in a shared channel. Rotate it before closing the ticket.",
            "Ask whether the screenshot can be deleted from the channel history.", [s])


@T("secret", "en", "tok", "label ends lesson, value starts ask")
def _(c):
    s = c.s
    return (f"{cap(c.T)}: the {c.env} on the runner and in {c.store} differed; the ticket did not say which is authoritative.",
            f"Check which copy is authoritative before overwriting. Runner value seen:",
            f"{s} - is this the one to keep, or the one in {c.store}?", [s])


@T("secret", "en", "pw", "default password still active (lesson)")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: {c.console} was reachable from the office network with no SSO; nobody mentioned it was set up from a vendor image.",
            f"The image's initial admin password `{p}` was still active on {c.console}. Change initial credentials on first boot and put the new one in the password manager.",
            "Ask who provisioned the instance.", [p])


@T("secret", "en", "pw", "ask about rotating quoted password")
def _(c):
    p = c.pw
    return (f"{cap(c.T)}: the migration script connects as `{c.user}` with the shared password; the ticket did not say other teams use the same account.",
            "Give each consumer its own DB role; shared credentials make rotation a coordination problem.",
            f"Can the shared password ({p}) be rotated once the migration is done?", [p])


@T("secret", "en", "sp", "recovery codes quoted in ask")
def _(c):
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(2)]
    return (f"{cap(c.T)}: had to use recovery codes for the org-owner account because the 2FA phone was lost; the ticket assumed someone had the phone.",
            "After using recovery codes, regenerate the whole set and store it in the password manager.",
            f"Codes {codes[0]} and {codes[1]} were used - can the owner regenerate the set today?", codes, "GitHub")


@T("secret", "en", "sp", "webhook URL in lesson")
def _(c):
    tok = an(24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 8), rs(UP + DG, 10), tok)
    return (f"{cap(c.T)}: deploy notifications went to three different channels depending on which script ran.",
            f"Single place for deploy notifications: {url} - and it should come from SLACK_DEPLOY_WEBHOOK, not be copied into scripts.",
            "", [tok], "Slack")


@T("secret", "ko", "tok", "해결 명령어(값 포함) lesson")
def _(c):
    s = c.s
    cmd = pick(["fly secrets set %s=%s" % (c.env, s), "heroku config:set %s=%s -a %s" % (c.env, s, c.svc),
                "gh secret set %s --body %s" % (c.env, s), "kubectl -n %s set env deploy/%s %s=%s" % (c.ns, c.svc, c.env, s)])
    return (f"{c.K}: {c.envn}에 {c.env} 비어있었음. 지난 이전 작업 때 세팅된 줄 알았다고 함",
            f"`{cmd}` 로 해결함. 다음엔 {c.store} 동기화로 넣을 것 (터미널 거치지 않게)",
            "", [s])


@T("secret", "ko", "tok", "ask: live/test 키 구분 질문")
def _(c):
    s = c.s
    return (f"{c.K}: {c.V} 키 2개 돌아다니는데 어느 게 운영용인지 티켓에 없음",
            f"{c.V} 콘솔/{c.store}에 환경 라벨 붙여둘 것",
            f"`{s}` 이거 live 키임 test 키임? prefix로 구분 안 됨", [s])


@T("secret", "ko", "tok", "lesson 끝 라벨, ask 시작 값")
def _(c):
    s = c.s
    return (f"{c.K}: runner의 {c.env}랑 {c.store} 값이 달랐음. 어느 쪽이 기준인지 티켓에 없었음",
            "덮어쓰기 전에 기준 소스부터 확인. runner에 있던 값:",
            f"{s} ← 이거 유지? 아니면 {c.store} 쪽으로 맞춤?", [s])


@T("secret", "ko", "pw", "기본 비번 그대로 (lesson)")
def _(c):
    p = c.pw
    return (f"{c.K}: {c.console_ko}가 SSO 없이 사내망에서 열려 있었음. 벤더 이미지로 띄운 거라는 얘기 없었음",
            f"{c.console_ko} 초기 admin 비번 {p} 그대로였음 → 최초 부팅 때 바로 변경 + 비번관리자 저장",
            "누가 띄운 인스턴스인지?", [p])


@T("secret", "ko", "pw", "ask: 공용 비번 로테이션")
def _(c):
    p = c.pw
    return (f"{c.K}: 마이그레이션 스크립트가 `{c.user}` 공용 계정으로 붙음. 다른 팀도 같은 계정 쓰는 거 티켓에 없었음",
            "소비자별 DB role 분리. 공용 계정은 로테이션이 조율 문제가 됨",
            f"마이그레이션 끝나면 공용 비번({p}) 바꿔도 되는지?", [p])


@T("secret", "ko", "sp", "ask: 사용한 복구코드")
def _(c):
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(2)]
    return (f"{c.K}: 2FA 폰 분실로 org owner 계정 복구코드 사용함. 티켓엔 폰 누가 갖고 있는지 없었음",
            "복구코드 쓰면 전체 재발급 + 비번관리자에 보관",
            f"사용한 코드 {codes[0]}, {codes[1]} → 오늘 재발급 가능?", codes, "GitHub")


@T("secret", "ko", "sp", "lesson에 디스코드 웹훅")
def _(c):
    tok = rs(URLS, 68)
    return (f"{c.K}: 배포 알림이 스크립트마다 다른 채널로 감",
            f"배포 알림은 https://discord.com/api/webhooks/{dg(19)}/{tok} 하나로 통일. 단 스크립트에 복붙 말고 DISCORD_DEPLOY_WEBHOOK env로",
            "", [tok], "Discord")


# ============================================================================================
# Invariants
# ============================================================================================
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def occurrences(text, s):
    out, i = [], text.find(s)
    while i != -1:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def check(fields, secrets, kind):
    """return None if ok, else a reason string"""
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            return "too long: " + k
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty field"
    if kind == "clean":
        return None if secrets == [] else "clean with secrets"
    if not secrets:
        return "secret note without secrets"
    if len(set(secrets)) != len(secrets):
        return "duplicate secrets"
    vals = list(fields.values())
    for s in secrets:
        if len(s) < 8:
            return "short secret"
        if not any(s in v for v in vals):
            return "secret not verbatim"
    for v in vals:
        spans = []
        for s in secrets:
            spans += occurrences(v, s)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for (a, b) in occurrences(v, w):
                    if not any(x <= a and b <= y for (x, y) in spans):
                        return "stray window"
    return None


# ============================================================================================
# Assembly
# ============================================================================================
KO_SHARE = 0.45


def lang_list(n):
    k = round(n * KO_SHARE)
    ls = ["ko"] * k + ["en"] * (n - k)
    R.shuffle(ls)
    return ls


class RoundRobin:
    def __init__(self, items):
        self.items = list(items)
        R.shuffle(self.items)
        self.i = 0

    def next(self):
        x = self.items[self.i % len(self.items)]
        self.i += 1
        return x


RR = {}


def rr(key):
    if key not in RR:
        RR[key] = RoundRobin(TEMPLATES[key])
    return RR[key]


def build(kind, lang, ctype, setup):
    """try templates round-robin; retry fresh random values on invariant failure"""
    robin = rr((kind, lang, ctype))
    for _attempt in range(len(robin.items) + 1):
        name, fn = robin.next()
        for _retry in range(6):
            c = setup()
            out = fn(c)
            if kind == "clean":
                out = tuple(out) + ([],)
            mc, le, ask, secrets = out[:4]
            vend = out[4] if len(out) > 4 else getattr(c, "vendor_label", c.V if hasattr(c, "V") else "?")
            fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
            why = check(fields, secrets, kind)
            fkey = json.dumps(fields, ensure_ascii=False, sort_keys=True)
            if why is None and fkey in SEEN:
                why = "duplicate"
            if why is None:
                SEEN.add(fkey)
                return dict(lang=lang, kind=kind, category="%s [%s]" % (name, vend), fields=fields,
                            secrets=list(secrets), _tpl=(kind, lang, ctype, name), _vendor=vend,
                            _style=getattr(c, "style", None))
            STATS["retries"][why] = STATS["retries"].get(why, 0) + 1
    raise RuntimeError("could not build note for %s" % ((kind, lang, ctype),))


STATS = {"retries": {}}
SEEN = set()


def main():
    single = [v for v in VENDORS if v["pair"] is None]
    pairs = [v for v in VENDORS if v["pair"] is not None]
    notes = []

    # --- secret notes
    n_pair = 2 * len(pairs)
    n_pw = 84
    n_sp = 104
    n_tok = len(single) + 40
    n_secret = n_tok + n_pair + n_pw + n_sp
    n_clean = round(n_secret * 2 / 3)

    tok_vendors = list(single)
    R.shuffle(tok_vendors)
    extra = R.sample(single, n_tok - len(single))
    tok_vendors += extra
    for v, lang in zip(tok_vendors, lang_list(n_tok)):
        def setup(v=v, lang=lang):
            c = make_ctx(v, lang)
            c.s = v["gen"]()
            return c
        notes.append(build("secret", lang, "tok", setup))

    pair_jobs = pairs + pairs
    R.shuffle(pair_jobs)
    for v, lang in zip(pair_jobs, lang_list(n_pair)):
        def setup(v=v, lang=lang):
            c = make_ctx(v, lang)
            c.id, c.s = v["pair"]["idgen"](), v["gen"]()
            return c
        notes.append(build("secret", lang, "pair", setup))

    styles = [PW_STYLES[i % len(PW_STYLES)] for i in range(n_pw)]
    R.shuffle(styles)
    for st, lang in zip(styles, lang_list(n_pw)):
        def setup(st=st, lang=lang):
            c = Ctx()
            c.lang = lang
            c.T, c.K = scen(pick(["db", "infra", "generic", "ci"]))
            c.file = pick(FILES)
            pw_ctx(c, st)
            c.vendor_label = "password: %s" % st
            return c
        notes.append(build("secret", lang, "pw", setup))

    for lang in lang_list(n_sp):
        def setup(lang=lang):
            c = Ctx()
            c.lang = lang
            c.T, c.K = scen(pick(["generic", "infra", "ci", "cloud", "vcs"]))
            c.ns = pick(NS)
            return c
        notes.append(build("secret", lang, "sp", setup))

    # --- clean notes
    clean_vendors = list(VENDORS)
    R.shuffle(clean_vendors)
    for i, lang in enumerate(lang_list(n_clean)):
        v = clean_vendors[i % len(clean_vendors)]

        def setup(v=v, lang=lang):
            return make_ctx(v, lang)
        notes.append(build("clean", lang, "clean", setup))

    # --- final invariants over the whole set
    seen = set()
    for n in notes:
        key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, "duplicate note"
        seen.add(key)
        assert check(n["fields"], n["secrets"], n["kind"]) is None
        assert n["fields"]["missing_context"] and n["fields"]["lesson"]

    R.shuffle(notes)
    width = max(3, len(str(len(notes))))
    out_lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "m%0*d" % (width, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": n["fields"], "secrets": n["secrets"]}
        out_lines.append(json.dumps(rec, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v9.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out_lines) + "\n")

    # --- stats
    st = {}
    st["notes"] = len(notes)
    for n in notes:
        st.setdefault("by_kind_lang", {}).setdefault("%s/%s" % (n["kind"], n["lang"]), 0)
        st["by_kind_lang"]["%s/%s" % (n["kind"], n["lang"])] += 1
    tpls = sorted(set(n["_tpl"] for n in notes))
    st["distinct_templates"] = len(tpls)
    st["templates_by_group"] = {}
    for t in tpls:
        k = "%s/%s/%s" % (t[0], t[1], t[2])
        st["templates_by_group"][k] = st["templates_by_group"].get(k, 0) + 1
    st["templates_defined"] = sum(len(x) for x in TEMPLATES.values())
    vendors = set()
    for n in notes:
        if n["kind"] == "secret" and not n["_vendor"].startswith("password:"):
            for part in n["_vendor"].split(" + "):
                vendors.add(part)
    st["distinct_vendors_in_secret_notes"] = len(vendors)
    st["vendor_table_entries"] = len(VENDORS)
    st["vendor_table_distinct_vendors"] = len(set(v["vendor"] for v in VENDORS))
    st["pw_styles"] = {}
    for n in notes:
        if n["_style"] and n["kind"] == "secret":
            st["pw_styles"][n["_style"]] = st["pw_styles"].get(n["_style"], 0) + 1
    st["secrets_total"] = sum(len(n["secrets"]) for n in notes)
    st["multi_secret_notes"] = sum(1 for n in notes if len(n["secrets"]) > 1)
    st["secret_in_field"] = {}
    for n in notes:
        for s in n["secrets"]:
            for k, v in n["fields"].items():
                if s in v:
                    st["secret_in_field"][k] = st["secret_in_field"].get(k, 0) + 1
    st["notes_with_empty_ask"] = sum(1 for n in notes if not n["fields"]["ask_next_time"])
    st["retries"] = STATS["retries"]
    if "--stats" in sys.argv:
        print(json.dumps(st, ensure_ascii=False, indent=1, sort_keys=True))
        print("vendors:", ", ".join(sorted(vendors)))
    else:
        print("wrote %s (%d notes)" % (path, len(notes)))


if __name__ == "__main__":
    main()
