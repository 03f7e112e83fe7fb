#!/usr/bin/env python3
"""Blind evaluation set v41 for a credential-redaction filter (agent memory notes).

Deterministic: one PRNG, random.Random(41_2026_1126), drives every choice.
Python 3 standard library only.  Output: blind_set_v41.jsonl next to this file.
"""
import base64
import json
import os
import random
import string

R = random.Random(41_2026_1126)

# ---------------------------------------------------------------- helpers
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
DIG = string.digits
AL = UPP + LOW + DIG
HEX = "0123456789abcdef"
B64A = AL + "+/"
URLS = AL + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LOWAL = LOW + DIG
UPAL = UPP + DIG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def al(n):
    return rs(AL, n)


def hx(n):
    return rs(HEX, n)


def HX(n):
    return rs(HEX, n).upper()


def dg(n):
    return str(R.randint(1, 9)) + rs(DIG, n - 1)


def ul(n):
    return rs(URLS, n)


def up(n):
    return rs(UPAL, n)


def lw(n):
    return rs(LOWAL, n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64r(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def T(ko, en, kr):
    return kr if ko else en


def pct(s):
    out = []
    for ch in s:
        if ch in AL or ch in "-_.~":
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    return "".join(out)


def jwt(payload, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64us(json.dumps(hdr, separators=(",", ":")))
    p = b64us(json.dumps(payload, separators=(",", ":")))
    sig = b64u(256 if alg.startswith("RS") else 32)
    return h + "." + p + "." + sig


def ts():
    return R.randint(1717200000, 1767000000)


def isodate():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                             R.randint(0, 59), R.randint(0, 59))


def ip():
    return pick(["10.0.%d.%d", "10.20.%d.%d", "172.16.%d.%d", "192.168.%d.%d"]) % (R.randint(0, 40), R.randint(2, 250))


def slug(name):
    out = "".join(c.lower() if c.isalnum() else "_" for c in name)
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


# ------------------------------------------------------------ shared words
SVCS = ["billing-api", "checkout-web", "notify-worker", "settlement-batch", "search-indexer",
        "admin-console", "mobile-bff", "data-sync", "auth-gateway", "crawler", "report-cron",
        "ml-serving", "order-service", "media-uploader", "chat-backend", "partner-portal",
        "inventory-svc", "ledger", "push-gateway", "etl-runner"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
USERS = ["app", "svc_app", "deploy", "admin", "etl", "readonly", "batch", "ci", "api_user", "ops"]
PEOPLE = ["minji", "jhpark", "sykim", "alex", "dana", "hyunwoo", "jiyeon", "tom", "sora", "eunbi", "kevin", "yuna"]
DOMAINS = ["acme-corp.io", "bluefin.dev", "hanbit-soft.co.kr", "nuri.app", "plover.io", "saebyeok.kr",
           "tidewater.dev", "mirae-labs.com", "orbitpay.io", "gaon.systems"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2"]


def svc():
    return pick(SVCS)


def env():
    return pick(ENVS)


def dom():
    return pick(DOMAINS)


def host(prefix=None):
    return (prefix or pick(["db", "pg", "api", "internal", "core", "infra"])) + "." + pick(ENVS) + "." + dom()


def person():
    return pick(PEOPLE)


# ------------------------------------------------------------ vendor table
# Each entry: vendor name, env var, token generator, auth header, scheme, API host, path.
VENDORS = []


def V(name, var, gen, hdr="Authorization", scheme="Bearer ", host_="api.example.com", path="/v1/me",
      region="global", sect=None):
    VENDORS.append({"name": name, "var": var, "gen": gen, "hdr": hdr, "scheme": scheme,
                    "host": host_, "path": path, "region": region, "sect": sect or slug(name)})


# source control / CI / registries
V("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + al(36), scheme="token ", host_="api.github.com", path="/user/repos")
V("GitHub", "GH_PAT", lambda: "github_pat_" + "11" + up(20) + "_" + al(59), host_="api.github.com", path="/repos/{org}/{repo}/actions/runs")
V("GitHub", "GITHUB_APP_TOKEN", lambda: "ghs_" + al(36), scheme="token ", host_="api.github.com", path="/installation/repositories")
V("GitHub", "GH_OAUTH_TOKEN", lambda: "gho_" + al(36), host_="api.github.com", path="/user")
V("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + ul(20), hdr="PRIVATE-TOKEN", scheme="", host_="gitlab.com", path="/api/v4/projects")
V("GitLab", "CI_DEPLOY_TOKEN", lambda: "gldt-" + ul(20), hdr="PRIVATE-TOKEN", scheme="", host_="gitlab.com", path="/api/v4/projects/412/registry/repositories")
V("Bitbucket", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + al(28) + HX(8), host_="api.bitbucket.org", path="/2.0/repositories")
V("Gitee", "GITEE_TOKEN", lambda: hx(32), scheme="token ", host_="gitee.com", path="/api/v5/user", region="cn")
V("npm", "NPM_TOKEN", lambda: "npm_" + al(36), host_="registry.npmjs.org", path="/-/whoami")
V("PyPI", "TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + ul(150), host_="upload.pypi.org", path="/legacy/")
V("RubyGems", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), hdr="", scheme="", host_="rubygems.org", path="/api/v1/gems", sect="gem_push")
V("NuGet", "NUGET_API_KEY", lambda: "oy2" + lw(43), hdr="X-NuGet-ApiKey", scheme="", host_="www.nuget.org", path="/api/v2/package")
V("crates.io", "CARGO_REGISTRY_TOKEN", lambda: "cio" + al(32), scheme="", host_="crates.io", path="/api/v1/crates/new")
V("Docker Hub", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + ul(27), host_="hub.docker.com", path="/v2/repositories/")
V("JFrog", "ARTIFACTORY_API_KEY", lambda: "AKCp" + al(69), hdr="X-JFrog-Art-Api", scheme="", host_="acme.jfrog.io", path="/artifactory/api/repositories")
V("Terraform Cloud", "TFE_TOKEN", lambda: al(14) + ".atlasv1." + ul(67), host_="app.terraform.io", path="/api/v2/organizations")
V("HashiCorp Vault", "VAULT_TOKEN", lambda: "hvs." + ul(24), hdr="X-Vault-Token", scheme="", host_="vault.internal", path="/v1/secret/data/app")
V("Buildkite", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), host_="api.buildkite.com", path="/v2/organizations")
V("CircleCI", "CIRCLE_TOKEN", lambda: "CCIPAT_" + al(22) + "_" + hx(40), hdr="Circle-Token", scheme="", host_="circleci.com", path="/api/v2/me")
V("SonarCloud", "SONAR_TOKEN", lambda: "squ_" + hx(40), host_="sonarcloud.io", path="/api/projects/search")
V("Snyk", "SNYK_TOKEN", uuid4, scheme="token ", host_="api.snyk.io", path="/rest/self")
V("Codecov", "CODECOV_TOKEN", uuid4, scheme="token ", host_="codecov.io", path="/upload/v4")
V("Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), scheme="token ", host_="api.pulumi.com", path="/api/user")
V("Doppler", "DOPPLER_TOKEN", lambda: "dp.st.prd." + al(43), host_="api.doppler.com", path="/v3/configs/config/secrets")
V("1Password", "OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + ul(260), host_="my.1password.com", path="/api/v1/vaults")
V("Expo", "EXPO_TOKEN", lambda: al(40), host_="api.expo.dev", path="/graphql")
# cloud / hosting
V("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), host_="api.digitalocean.com", path="/v2/droplets")
V("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: ul(40), host_="api.cloudflare.com", path="/client/v4/zones")
V("Fastly", "FASTLY_API_TOKEN", lambda: ul(32), hdr="Fastly-Key", scheme="", host_="api.fastly.com", path="/service")
V("Vercel", "VERCEL_TOKEN", lambda: al(24), host_="api.vercel.com", path="/v9/projects")
V("Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + al(36), host_="api.netlify.com", path="/api/v1/sites")
V("Fly.io", "FLY_API_TOKEN", lambda: "fm2_" + ul(180), scheme="FlyV1 ", host_="api.machines.dev", path="/v1/apps")
V("Render", "RENDER_API_KEY", lambda: "rnd_" + al(32), host_="api.render.com", path="/v1/services")
V("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + ul(58), host_="api.heroku.com", path="/apps")
V("Hetzner", "HCLOUD_TOKEN", lambda: al(64), host_="api.hetzner.cloud", path="/v1/servers", region="eu")
V("Scaleway", "SCW_SECRET_KEY", uuid4, hdr="X-Auth-Token", scheme="", host_="api.scaleway.com", path="/instance/v1/zones/fr-par-1/servers", region="eu")
V("Bunny.net", "BUNNY_API_KEY", lambda: uuid4() + uuid4(), hdr="AccessKey", scheme="", host_="api.bunny.net", path="/pullzone", region="eu")
V("IONOS", "IONOS_API_KEY", lambda: hx(32) + "." + ul(86), hdr="X-API-Key", scheme="", host_="api.hosting.ionos.com", path="/dns/v1/zones", region="eu")
V("Yandex Cloud", "YC_TOKEN", lambda: "y0_AgAAAAA" + ul(50), scheme="OAuth ", host_="iam.api.cloud.yandex.net", path="/iam/v1/tokens", region="eu")
V("Linode", "LINODE_TOKEN", lambda: hx(64), host_="api.linode.com", path="/v4/linode/instances")
V("Vultr", "VULTR_API_KEY", lambda: up(36), host_="api.vultr.com", path="/v2/instances")
V("Tailscale", "TS_AUTHKEY", lambda: "tskey-auth-k" + al(10) + "CNTRL-" + al(33), host_="api.tailscale.com", path="/api/v2/tailnet/-/devices")
V("ngrok", "NGROK_AUTHTOKEN", lambda: "2" + al(26) + "_" + al(21), host_="api.ngrok.com", path="/tunnels")
V("Supabase", "SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": rs(LOW, 20), "role": "service_role", "iat": 1718000000 + R.randint(0, 9999999), "exp": 2030000000 + R.randint(0, 9999999)}), hdr="apikey", scheme="", host_="xyzcompany.supabase.co", path="/rest/v1/profiles")
V("PlanetScale", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + ul(43), host_="api.planetscale.com", path="/v1/organizations")
V("Upstash", "UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + al(2) + "ASQgY" + ul(60), host_="apn1-fluent-mole-31245.upstash.io", path="/get/session")
V("Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32), host_="adb-4823.11.azuredatabricks.net", path="/api/2.0/clusters/list")
V("MongoDB Atlas", "ATLAS_PRIVATE_KEY", uuid4, host_="cloud.mongodb.com", path="/api/atlas/v2/groups")
# AI
V("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + ul(74) + "T3BlbkFJ" + ul(74), host_="api.openai.com", path="/v1/chat/completions")
V("OpenAI", "OPENAI_ADMIN_KEY", lambda: "sk-admin-" + ul(74) + "T3BlbkFJ" + ul(74), host_="api.openai.com", path="/v1/organization/users")
V("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + ul(93) + "AA", hdr="x-api-key", scheme="", host_="api.anthropic.com", path="/v1/messages")
V("Google AI Studio", "GEMINI_API_KEY", lambda: "AIza" + ul(35), hdr="x-goog-api-key", scheme="", host_="generativelanguage.googleapis.com", path="/v1beta/models")
V("Hugging Face", "HF_TOKEN", lambda: "hf_" + al(34), host_="huggingface.co", path="/api/whoami-v2")
V("Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + al(37), host_="api.replicate.com", path="/v1/predictions")
V("Groq", "GROQ_API_KEY", lambda: "gsk_" + al(52), host_="api.groq.com", path="/openai/v1/chat/completions")
V("Perplexity", "PERPLEXITY_API_KEY", lambda: "pplx-" + al(48), host_="api.perplexity.ai", path="/chat/completions")
V("xAI", "XAI_API_KEY", lambda: "xai-" + al(80), host_="api.x.ai", path="/v1/chat/completions")
V("OpenRouter", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), host_="openrouter.ai", path="/api/v1/chat/completions")
V("Mistral", "MISTRAL_API_KEY", lambda: al(32), host_="api.mistral.ai", path="/v1/chat/completions", region="eu")
V("Cohere", "CO_API_KEY", lambda: al(40), host_="api.cohere.com", path="/v2/chat")
V("Together AI", "TOGETHER_API_KEY", lambda: hx(64), host_="api.together.xyz", path="/v1/completions")
V("Fireworks", "FIREWORKS_API_KEY", lambda: "fw_" + al(24), host_="api.fireworks.ai", path="/inference/v1/chat/completions")
V("ElevenLabs", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), hdr="xi-api-key", scheme="", host_="api.elevenlabs.io", path="/v1/text-to-speech")
V("Deepgram", "DEEPGRAM_API_KEY", lambda: hx(40), scheme="Token ", host_="api.deepgram.com", path="/v1/listen")
V("AssemblyAI", "ASSEMBLYAI_API_KEY", lambda: hx(32), scheme="", host_="api.assemblyai.com", path="/v2/transcript")
V("Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + al(6) + "_" + al(60), hdr="Api-Key", scheme="", host_="api.pinecone.io", path="/indexes")
V("LangSmith", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), hdr="x-api-key", scheme="", host_="api.smith.langchain.com", path="/runs")
V("Langfuse", "LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), host_="cloud.langfuse.com", path="/api/public/traces", region="eu")
V("Weights & Biases", "WANDB_API_KEY", lambda: hx(40), host_="api.wandb.ai", path="/graphql")
V("Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: hx(32), hdr="api-key", scheme="", host_="acme-oai.openai.azure.com", path="/openai/deployments/gpt-4o/chat/completions")
V("DeepSeek", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), host_="api.deepseek.com", path="/chat/completions", region="cn")
V("Moonshot AI", "MOONSHOT_API_KEY", lambda: "sk-" + al(48), host_="api.moonshot.cn", path="/v1/chat/completions", region="cn")
V("Zhipu AI", "ZHIPUAI_API_KEY", lambda: hx(32) + "." + al(16), host_="open.bigmodel.cn", path="/api/paas/v4/chat/completions", region="cn")
V("Alibaba DashScope", "DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), host_="dashscope.aliyuncs.com", path="/compatible-mode/v1/chat/completions", region="cn")
V("Baidu Qianfan", "QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + al(21) + "/" + hx(40), host_="qianfan.baidubce.com", path="/v2/chat/completions", region="cn")
V("Naver Clova Studio", "CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32) + al(4), host_="clovastudio.stream.ntruss.com", path="/testapp/v1/chat-completions/HCX-003", region="ko")
V("Upstage", "UPSTAGE_API_KEY", lambda: "up_" + al(32), host_="api.upstage.ai", path="/v1/solar/chat/completions", region="ko")
# messaging / email
V("Slack", "SLACK_BOT_TOKEN", lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + al(24), host_="slack.com", path="/api/chat.postMessage")
V("Slack", "SLACK_USER_TOKEN", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32), host_="slack.com", path="/api/users.list")
V("Slack", "SLACK_APP_TOKEN", lambda: "xapp-1-A0" + up(9) + "-" + dg(13) + "-" + hx(64), host_="slack.com", path="/api/apps.connections.open")
V("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + ul(22) + "." + ul(43), host_="api.sendgrid.com", path="/v3/mail/send")
V("Mailgun", "MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), host_="api.eu.mailgun.net", path="/v3/mg.example/messages")
V("Mailchimp", "MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(2, 21)), scheme="apikey ", host_="us14.api.mailchimp.com", path="/3.0/lists")
V("Brevo", "BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + al(16), hdr="api-key", scheme="", host_="api.brevo.com", path="/v3/smtp/email", region="eu")
V("Postmark", "POSTMARK_SERVER_TOKEN", uuid4, hdr="X-Postmark-Server-Token", scheme="", host_="api.postmarkapp.com", path="/email")
V("Resend", "RESEND_API_KEY", lambda: "re_" + al(8) + "_" + al(24), host_="api.resend.com", path="/emails")
V("Telegram", "TELEGRAM_BOT_TOKEN", lambda: dg(10) + ":AA" + ul(33), hdr="", scheme="", host_="api.telegram.org", path="/bot")
V("Discord", "DISCORD_BOT_TOKEN", lambda: "MT" + pick("EIMQUY") + al(23) + "." + ul(6) + "." + ul(38), scheme="Bot ", host_="discord.com", path="/api/v10/users/@me")
V("Vonage", "VONAGE_API_SECRET", lambda: al(16), host_="rest.nexmo.com", path="/sms/json", region="eu")
V("Pusher", "PUSHER_APP_SECRET", lambda: hx(20), host_="api-ap3.pusher.com", path="/apps/1735521/events")
V("Intercom", "INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + al(46) + "=", host_="api.intercom.io", path="/contacts")
V("LINE", "LINE_CHANNEL_ACCESS_TOKEN", lambda: al(120) + "/" + al(30) + "=", host_="api.line.me", path="/v2/bot/message/push", region="jp")
V("Chatwork", "CHATWORK_API_TOKEN", lambda: hx(32), hdr="X-ChatWorkToken", scheme="", host_="api.chatwork.com", path="/v2/rooms", region="jp")
# observability
V("Datadog", "DD_API_KEY", lambda: hx(32), hdr="DD-API-KEY", scheme="", host_="api.datadoghq.com", path="/api/v1/validate")
V("Datadog", "DD_APP_KEY", lambda: hx(40), hdr="DD-APPLICATION-KEY", scheme="", host_="api.datadoghq.com", path="/api/v1/monitor")
V("New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + up(27), hdr="Api-Key", scheme="", host_="api.newrelic.com", path="/graphql")
V("New Relic", "NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", hdr="X-License-Key", scheme="", host_="log-api.newrelic.com", path="/log/v1")
V("Sentry", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), host_="sentry.io", path="/api/0/projects/")
V("Grafana", "GRAFANA_SA_TOKEN", lambda: "glsa_" + al(32) + "_" + hx(8), host_="grafana.internal", path="/api/dashboards/db")
V("Grafana Cloud", "GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJvIjoi" + b64r(90), host_="grafana.net", path="/api/instances")
V("Honeycomb", "HONEYCOMB_API_KEY", lambda: al(22), hdr="X-Honeycomb-Team", scheme="", host_="api.honeycomb.io", path="/1/events/prod")
V("PagerDuty", "PAGERDUTY_API_TOKEN", lambda: "u+" + ul(18), scheme="Token token=", host_="api.pagerduty.com", path="/incidents")
V("Opsgenie", "OPSGENIE_API_KEY", uuid4, scheme="GenieKey ", host_="api.opsgenie.com", path="/v2/alerts")
V("Rollbar", "ROLLBAR_ACCESS_TOKEN", lambda: hx(32), hdr="X-Rollbar-Access-Token", scheme="", host_="api.rollbar.com", path="/api/1/item/")
V("Bugsnag", "BUGSNAG_AUTH_TOKEN", lambda: hx(32), scheme="token ", host_="api.bugsnag.com", path="/user/organizations")
V("Mixpanel", "MIXPANEL_API_SECRET", lambda: hx(32), host_="api.mixpanel.com", path="/import")
V("LaunchDarkly", "LD_SDK_KEY", lambda: "sdk-" + uuid4(), host_="sdk.launchdarkly.com", path="/sdk/latest-all")
V("Statsig", "STATSIG_SERVER_SECRET", lambda: "secret-" + al(43), hdr="statsig-api-key", scheme="", host_="api.statsig.com", path="/v1/log_event")
V("PostHog", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + al(43), host_="eu.posthog.com", path="/api/projects/", region="eu")
# SaaS / productivity
V("Atlassian", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + ul(170) + "=" + HX(8), scheme="Basic-user ", host_="acme.atlassian.net", path="/rest/api/3/search")
V("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + al(40), scheme="", host_="api.linear.app", path="/graphql")
V("Notion", "NOTION_TOKEN", lambda: "ntn_" + dg(11) + al(35), host_="api.notion.com", path="/v1/databases")
V("Figma", "FIGMA_TOKEN", lambda: "figd_" + ul(40), hdr="X-Figma-Token", scheme="", host_="api.figma.com", path="/v1/files")
V("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), hdr="X-Api-Key", scheme="", host_="api.getpostman.com", path="/collections")
V("Airtable", "AIRTABLE_TOKEN", lambda: "pat" + al(14) + "." + hx(64), host_="api.airtable.com", path="/v0/meta/bases")
V("Asana", "ASANA_PAT", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32), host_="app.asana.com", path="/api/1.0/tasks")
V("ClickUp", "CLICKUP_TOKEN", lambda: "pk_" + dg(8) + "_" + up(32), scheme="", host_="api.clickup.com", path="/api/v2/team")
V("Zendesk", "ZENDESK_API_TOKEN", lambda: al(40), host_="acme.zendesk.com", path="/api/v2/tickets.json")
V("HubSpot", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4(), host_="api.hubapi.com", path="/crm/v3/objects/contacts")
V("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + ul(43), host_="api.contentful.com", path="/spaces", region="eu")
V("Typeform", "TYPEFORM_TOKEN", lambda: "tfp_" + ul(44) + "_" + ul(14), host_="api.typeform.com", path="/forms", region="eu")
V("Okta", "OKTA_API_TOKEN", lambda: "00" + ul(40), scheme="SSWS ", host_="acme.okta.com", path="/api/v1/users")
V("Auth0", "AUTH0_CLIENT_SECRET", lambda: ul(64), host_="acme.eu.auth0.com", path="/oauth/token")
V("Clerk", "CLERK_SECRET_KEY", lambda: "sk_live_" + al(42), host_="api.clerk.com", path="/v1/users")
V("Algolia", "ALGOLIA_ADMIN_KEY", lambda: hx(32), hdr="X-Algolia-API-Key", scheme="", host_="ABCD1234EF-dsn.algolia.net", path="/1/indexes")
V("Shopify", "SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hx(32), hdr="X-Shopify-Access-Token", scheme="", host_="acme-store.myshopify.com", path="/admin/api/2024-10/graphql.json")
V("Pipedrive", "PIPEDRIVE_API_TOKEN", lambda: hx(40), hdr="x-api-token", scheme="", host_="api.pipedrive.com", path="/v1/deals", region="eu")
V("DeepL", "DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", scheme="DeepL-Auth-Key ", host_="api-free.deepl.com", path="/v2/translate", region="eu")
V("Riot Games", "RIOT_API_KEY", lambda: "RGAPI-" + uuid4(), hdr="X-Riot-Token", scheme="", host_="kr.api.riotgames.com", path="/lol/summoner/v4/summoners/by-puuid/")
V("Backlog", "BACKLOG_API_KEY", lambda: al(64), hdr="", scheme="", host_="acme.backlog.jp", path="/api/v2/issues", region="jp")
V("kintone", "KINTONE_API_TOKEN", lambda: al(40), hdr="X-Cybozu-API-Token", scheme="", host_="acme.cybozu.com", path="/k/v1/records.json", region="jp")
V("Mapbox", "MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + ul(40) + "." + ul(22), host_="api.mapbox.com", path="/tokens/v2")
V("Twitch", "TWITCH_CLIENT_SECRET", lambda: lw(30), host_="id.twitch.tv", path="/oauth2/token")
V("X / Twitter", "TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + al(20) + "%2B" + al(12) + "%3D" + al(50), host_="api.twitter.com", path="/2/tweets/search/recent")
V("Meta", "FB_PAGE_ACCESS_TOKEN", lambda: "EAAG" + al(190), host_="graph.facebook.com", path="/v21.0/me/messages")
V("OpenWeatherMap", "OWM_API_KEY", lambda: hx(32), hdr="", scheme="", host_="api.openweathermap.org", path="/data/2.5/weather")
# payments
V("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + al(97), host_="api.stripe.com", path="/v1/charges")
V("Stripe", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + al(97), host_="api.stripe.com", path="/v1/refunds")
V("Stripe", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + al(32), hdr="", scheme="", host_="api.stripe.com", path="/v1/webhook_endpoints")
V("Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + ul(60), host_="connect.squareup.com", path="/v2/payments")
V("PayPal", "PAYPAL_CLIENT_SECRET", lambda: "E" + ul(79), host_="api-m.paypal.com", path="/v1/oauth2/token")
V("Braintree", "BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + lw(16) + "$" + hx(32), host_="payments.braintree-api.com", path="/graphql")
V("Paystack", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), host_="api.paystack.co", path="/transaction/initialize")
V("Flutterwave", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", host_="api.flutterwave.com", path="/v3/payments")
V("Plaid", "PLAID_SECRET", lambda: hx(30), hdr="PLAID-SECRET", scheme="", host_="production.plaid.com", path="/link/token/create")
V("Shippo", "SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40), scheme="ShippoToken ", host_="api.goshippo.com", path="/shipments/")
V("EasyPost", "EASYPOST_API_KEY", lambda: "EZAK" + hx(54), host_="api.easypost.com", path="/v2/shipments")
V("Mollie", "MOLLIE_API_KEY", lambda: "live_" + al(30), host_="api.mollie.com", path="/v2/payments", region="eu")
V("GoCardless", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + ul(40), host_="api.gocardless.com", path="/payments", region="eu")
V("Adyen", "ADYEN_API_KEY", lambda: "AQE" + b64r(66) + "-" + b64r(32) + "-" + al(16), hdr="X-API-Key", scheme="", host_="checkout-live.adyenpayments.com", path="/checkout/v71/payments", region="eu")
V("Klarna", "KLARNA_API_PASSWORD", lambda: "klarna_live_api_" + ul(64), host_="api.klarna.com", path="/payments/v1/sessions", region="eu")
V("Wise", "WISE_API_TOKEN", uuid4, host_="api.wise.com", path="/v1/profiles", region="eu")
V("Razorpay", "RAZORPAY_KEY_SECRET", lambda: al(24), host_="api.razorpay.com", path="/v1/orders")
V("Binance", "BINANCE_SECRET_KEY", lambda: al(64), hdr="", scheme="", host_="api.binance.com", path="/api/v3/account")
V("PAY.JP", "PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), host_="api.pay.jp", path="/v1/charges", region="jp")
V("KOMOJU", "KOMOJU_SECRET_KEY", lambda: "sk_live_" + lw(24), host_="komoju.com", path="/api/v1/payments", region="jp")
V("Toss Payments", "TOSS_SECRET_KEY", lambda: "live_gsk_" + al(28), host_="api.tosspayments.com", path="/v1/payments/confirm", region="ko")
V("PortOne", "PORTONE_API_SECRET", lambda: al(80), scheme="PortOne ", host_="api.portone.io", path="/payments", region="ko")
V("Kakao", "KAKAO_REST_API_KEY", lambda: hx(32), scheme="KakaoAK ", host_="dapi.kakao.com", path="/v2/local/search/address.json", region="ko")
V("Kakao", "KAKAO_ADMIN_KEY", lambda: hx(32), scheme="KakaoAK ", host_="kapi.kakao.com", path="/v1/user/ids", region="ko")
V("KakaoPay", "KAKAOPAY_SECRET_KEY", lambda: "DEV" + HX(34), scheme="SECRET_KEY ", host_="open-api.kakaopay.com", path="/online/v1/payment/ready", region="ko")
V("Bootpay", "BOOTPAY_PRIVATE_KEY", lambda: b64r(32), host_="api.bootpay.co.kr", path="/v2/request/token", region="ko")
V("Sweettracker", "SWEETTRACKER_KEY", lambda: al(22), hdr="", scheme="", host_="info.sweettracker.co.kr", path="/api/v1/trackingInfo", region="ko")
V("Aligo", "ALIGO_API_KEY", lambda: lw(32), hdr="", scheme="", host_="apis.aligo.in", path="/send/", region="ko")
V("Channel Talk", "CHANNEL_ACCESS_SECRET", lambda: hx(32), hdr="x-access-secret", scheme="", host_="api.channel.io", path="/open/v5/user-chats", region="ko")
V("Toss", "TOSS_PLACE_API_KEY", lambda: "live_sk_" + al(28), host_="api.tosspayments.com", path="/v1/billing/authorizations/issue", region="ko")
V("NHN Cloud", "NHN_SECRET_KEY", lambda: al(8) + al(8), hdr="X-Secret-Key", scheme="", host_="api-sms.cloud.toast.com", path="/sms/v3.0/appKeys/{appKey}/sender/sms", region="ko")
V("Nexon Open API", "NEXON_API_KEY", lambda: "live_" + hx(64) + hx(32), hdr="x-nxopen-api-key", scheme="", host_="open.api.nexon.com", path="/maplestory/v1/id", region="ko")
V("WeChat Pay", "WECHATPAY_APIV3_KEY", lambda: al(32), hdr="", scheme="", host_="api.mch.weixin.qq.com", path="/v3/pay/transactions/jsapi", region="cn")

# ------------------------------------------------------------ key pairs
# (vendor, region, [(var, generator, listed?), ...]); listed=False marks identifiers
PAIRS = [
    ("AWS", "global", [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32[:26] + "234567", 16), True),
                       ("AWS_SECRET_ACCESS_KEY", lambda: rs(AL + "+/", 40), True)]),
    ("Alibaba Cloud", "cn", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + al(18), True),
                             ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: al(30), True)]),
    ("Tencent Cloud", "cn", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + al(32), True),
                             ("TENCENTCLOUD_SECRET_KEY", lambda: al(32), True)]),
    ("Huawei Cloud", "cn", [("HUAWEICLOUD_SDK_AK", lambda: up(20), True),
                            ("HUAWEICLOUD_SDK_SK", lambda: al(40), True)]),
    ("Volcengine", "cn", [("VOLCENGINE_ACCESS_KEY", lambda: "AKLT" + ul(40), True),
                          ("VOLCENGINE_SECRET_KEY", lambda: b64r(45), True)]),
    ("Qiniu", "cn", [("QINIU_ACCESS_KEY", lambda: ul(40), True), ("QINIU_SECRET_KEY", lambda: ul(40), True)]),
    ("Baidu AI Cloud", "cn", [("BCE_ACCESS_KEY_ID", lambda: hx(32), True), ("BCE_SECRET_ACCESS_KEY", lambda: hx(32), True)]),
    ("Naver Cloud", "ko", [("NCLOUD_ACCESS_KEY", lambda: up(20), True), ("NCLOUD_SECRET_KEY", lambda: al(40), True)]),
    ("MinIO", "global", [("MINIO_ACCESS_KEY", lambda: al(20), True), ("MINIO_SECRET_KEY", lambda: al(40), True)]),
    ("Scaleway", "eu", [("SCW_ACCESS_KEY", lambda: "SCW" + up(17), True), ("SCW_SECRET_KEY", uuid4, True)]),
    ("Exoscale", "eu", [("EXOSCALE_API_KEY", lambda: "EXO" + hx(24), True), ("EXOSCALE_API_SECRET", lambda: ul(43), True)]),
    ("Backblaze B2", "global", [("B2_APPLICATION_KEY_ID", lambda: "005" + hx(22), True),
                                ("B2_APPLICATION_KEY", lambda: "K005" + al(27), True)]),
    ("DigitalOcean Spaces", "global", [("SPACES_ACCESS_KEY_ID", lambda: "DO00" + up(16), True),
                                       ("SPACES_SECRET_ACCESS_KEY", lambda: b64r(32)[:43], True)]),
    ("Cloudflare R2", "global", [("R2_ACCESS_KEY_ID", lambda: hx(32), True), ("R2_SECRET_ACCESS_KEY", lambda: hx(64), True)]),
    ("Upbit", "ko", [("UPBIT_ACCESS_KEY", lambda: al(40), True), ("UPBIT_SECRET_KEY", lambda: al(40), True)]),
    ("Bithumb", "ko", [("BITHUMB_API_KEY", lambda: hx(32), True), ("BITHUMB_SECRET_KEY", lambda: hx(32), True)]),
    ("Korea Investment (KIS)", "ko", [("KIS_APP_KEY", lambda: "PS" + al(34), True),
                                      ("KIS_APP_SECRET", lambda: b64r(135), True)]),
    ("Solapi", "ko", [("SOLAPI_API_KEY", lambda: "NCS" + up(13), True), ("SOLAPI_API_SECRET", lambda: up(32), True)]),
    ("NHN Cloud", "ko", [("NHN_ACCESS_KEY_ID", lambda: al(20), True), ("NHN_SECRET_ACCESS_KEY", lambda: al(16), True)]),
    ("Binance", "global", [("BINANCE_API_KEY", lambda: al(64), True), ("BINANCE_API_SECRET", lambda: al(64), True)]),
    ("Twilio", "global", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", lambda: hx(32), True)]),
    ("Mailjet", "eu", [("MJ_APIKEY_PUBLIC", lambda: hx(32), False), ("MJ_APIKEY_PRIVATE", lambda: hx(32), True)]),
    ("Google OAuth", "global", [("GOOGLE_CLIENT_ID", lambda: dg(12) + "-" + lw(32) + ".apps.googleusercontent.com", False),
                                ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + ul(28), True)]),
    ("Naver Developers", "ko", [("NAVER_CLIENT_ID", lambda: al(20), False), ("NAVER_CLIENT_SECRET", lambda: al(10), True)]),
    ("WeChat", "cn", [("WECHAT_APP_ID", lambda: "wx" + hx(16), False), ("WECHAT_APP_SECRET", lambda: hx(32), True)]),
    ("Feishu", "cn", [("FEISHU_APP_ID", lambda: "cli_" + hx(16), False), ("FEISHU_APP_SECRET", lambda: al(32), True)]),
    ("DingTalk", "cn", [("DINGTALK_APP_KEY", lambda: "ding" + lw(16), False), ("DINGTALK_APP_SECRET", lambda: ul(64), True)]),
    ("Azure AD", "global", [("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", lambda: al(3) + "8Q~" + ul(34), True)]),
    ("Zoom", "global", [("ZOOM_CLIENT_ID", lambda: al(22), False), ("ZOOM_CLIENT_SECRET", lambda: al(32), True)]),
    ("PortOne", "ko", [("IMP_KEY", lambda: dg(16), False), ("IMP_SECRET", lambda: al(80), True)]),
    ("Razorpay", "global", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + al(14), False), ("RAZORPAY_KEY_SECRET", lambda: al(24), True)]),
    ("Confluent Cloud", "global", [("CONFLUENT_API_KEY", lambda: up(16), False), ("CONFLUENT_API_SECRET", lambda: rs(AL + "+/", 64), True)]),
    ("Spotify", "global", [("SPOTIFY_CLIENT_ID", lambda: hx(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), True)]),
    ("OVHcloud", "eu", [("OVH_APPLICATION_KEY", lambda: al(16), False), ("OVH_APPLICATION_SECRET", lambda: al(32), True),
                        ("OVH_CONSUMER_KEY", lambda: al(32), True)]),
    ("Sakura Cloud", "jp", [("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: al(64), True)]),
    ("LINE", "jp", [("LINE_CHANNEL_ID", lambda: dg(10), False), ("LINE_CHANNEL_SECRET", lambda: hx(32), True)]),
    ("Algolia", "global", [("ALGOLIA_APP_ID", lambda: up(10), False), ("ALGOLIA_WRITE_API_KEY", lambda: hx(32), True)]),
    ("Cloudinary", "global", [("CLOUDINARY_API_KEY", lambda: dg(15), False), ("CLOUDINARY_API_SECRET", lambda: ul(27), True)]),
]


# ------------------------------------------------------------ snippet renderers
def subkey(var):
    parts = var.lower().split("_")
    if len(parts) > 2:
        parts = parts[1:]
    return "_".join(parts)


def camel(s):
    parts = s.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


EXTRA_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "REDIS_URL=redis://localhost:6379/0",
             "FEATURE_NEW_CHECKOUT=true", "SENTRY_ENVIRONMENT=staging", "WORKERS=4", "HTTP_TIMEOUT=30",
             "AWS_REGION=ap-northeast-2", "DEBUG=false", "APP_URL=http://localhost:3000"]
IMAGES = ["node:20-alpine", "python:3.12-slim", "golang:1.23", "eclipse-temurin:21-jre", "ruby:3.3", "php:8.3-fpm"]
CONFIG_FMTS = ["env", "env", "export", "dockerrun", "yaml", "json", "toml", "ini", "properties", "hcl", "xml",
               "dockerfile", "compose", "k8s", "gha", "gitlabci", "py", "js", "ts", "go", "java", "kotlin", "ruby",
               "php", "rust", "csharp", "swift", "diff", "table", "prose", "tfvars", "helm"]
HTTP_FMTS = ["curl", "curl", "http", "log", "stack", "httpie", "fetch", "requests"]


def q(v):
    return pick(['"%s"', "'%s'", "%s"]) % v


def render(fmt, items, sect="app"):
    """items: list of (VAR, value).  Returns a multi-line snippet."""
    s = sect
    if fmt == "env":
        lines = ["%s=%s" % (k, pick(["%s", "%s", '"%s"'] ) % v) for k, v in items]
        for e in R.sample(EXTRA_ENV, R.randint(0, 3)):
            lines.insert(R.randint(0, len(lines)), e)
        return "\n".join(lines)
    if fmt == "export":
        lines = ["$ export %s=%s" % (k, pick(["%s", "'%s'", '"%s"']) % v) for k, v in items]
        lines.append("$ " + pick(["npm run deploy", "make migrate", "python -m app.sync", "./gradlew bootRun", "go run ./cmd/worker", "pnpm dev"]))
        return "\n".join(lines)
    if fmt == "dockerrun":
        es = " ".join("-e %s=%s" % (k, v) for k, v in items)
        return "docker run --rm %s -p 8080:8080 ghcr.io/%s/%s:%d.%d.%d" % (es, slug(dom().split(".")[0]), svc(), R.randint(0, 3), R.randint(0, 20), R.randint(0, 9))
    if fmt == "yaml":
        body = "\n".join("  %s: %s" % (subkey(k), v) for k, v in items)
        return "%s:\n%s\n  timeout: %ds" % (s, body, R.choice([5, 10, 30]))
    if fmt == "helm":
        body = "\n".join("    %s: %s" % (camel(subkey(k)), q(v)) for k, v in items)
        return "# values-%s.yaml\n%s:\n  secrets:\n%s\n  replicaCount: %d" % (env(), svc(), body, R.randint(1, 4))
    if fmt == "json":
        d = {s: dict((camel(subkey(k)), v) for k, v in items)}
        d[s]["region"] = pick(REGIONS)
        return json.dumps(d, indent=2)
    if fmt == "toml":
        return "[%s]\n" % s + "\n".join('%s = "%s"' % (subkey(k), v) for k, v in items)
    if fmt == "ini":
        return "[%s]\n" % s + "\n".join("%s = %s" % (subkey(k), v) for k, v in items)
    if fmt == "properties":
        return "\n".join("%s.%s=%s" % (s.replace("_", "-"), subkey(k).replace("_", "-"), v) for k, v in items)
    if fmt == "hcl":
        body = "\n".join('  %s = "%s"' % (subkey(k), v) for k, v in items)
        return 'provider "%s" {\n%s\n}' % (s, body)
    if fmt == "tfvars":
        return "# terraform.tfvars\n" + "\n".join('%s = "%s"' % (k.lower(), v) for k, v in items)
    if fmt == "xml":
        body = "\n".join('    <add key="%s" value="%s" />' % (k, v) for k, v in items)
        return "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % body
    if fmt == "dockerfile":
        return "FROM %s\nWORKDIR /app\n%s\nCOPY . .\nCMD [\"./start.sh\"]" % (pick(IMAGES), "\n".join("ENV %s=%s" % (k, v) for k, v in items))
    if fmt == "compose":
        body = "\n".join("      %s: %s" % (k, v) for k, v in items)
        return "services:\n  %s:\n    image: %s\n    environment:\n%s" % (svc(), pick(IMAGES), body)
    if fmt == "k8s":
        body = "\n".join("  %s: %s" % (k, q(v)) for k, v in items)
        return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\ntype: Opaque\nstringData:\n%s" % (svc(), body)
    if fmt == "gha":
        body = "\n".join("      %s: %s" % (k, v) for k, v in items)
        return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % body
    if fmt == "gitlabci":
        body = "\n".join('  %s: "%s"' % (k, v) for k, v in items)
        return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh" % body
    if fmt == "py":
        if len(items) == 1 and chance(0.5):
            return "client = %sClient(api_key=\"%s\")" % (s.title().replace("_", ""), items[0][1])
        return "import os\n" + "\n".join('os.environ["%s"] = "%s"' % (k, v) for k, v in items)
    if fmt in ("js", "ts"):
        body = "\n".join("  %s: '%s'," % (camel(subkey(k)), v) for k, v in items)
        kw = "export const config" + (": Config" if fmt == "ts" else "")
        return "%s = {\n%s\n};" % (kw, body)
    if fmt == "go":
        return "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v in items)
    if fmt == "java":
        return "\n".join('private static final String %s = "%s";' % (k, v) for k, v in items)
    if fmt == "kotlin":
        return "\n".join('const val %s = "%s"' % (k, v) for k, v in items)
    if fmt == "ruby":
        return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v in items)
    if fmt == "php":
        return "\n".join("'%s' => env('%s', '%s')," % (subkey(k), k, v) for k, v in items)
    if fmt == "rust":
        return "\n".join('const %s: &str = "%s";' % (k, v) for k, v in items)
    if fmt == "csharp":
        return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v in items)
    if fmt == "swift":
        return "enum Secrets {\n" + "\n".join('    static let %s = "%s"' % (camel(subkey(k)), v) for k, v in items) + "\n}"
    if fmt == "diff":
        lines = ["--- a/.env.%s" % env(), "+++ b/.env.%s" % env(), "@@ -3,%d +3,%d @@" % (len(items), len(items))]
        for k, v in items:
            lines.append("-%s=" % k)
        for k, v in items:
            lines.append("+%s=%s" % (k, v))
        return "\n".join(lines)
    if fmt == "table":
        lines = ["| env | key | value |", "|---|---|---|"]
        e = env()
        for k, v in items:
            lines.append("| %s | %s | `%s` |" % (e, k, v))
        return "\n".join(lines)
    if fmt == "prose":
        return ", ".join("%s=%s" % (k, v) for k, v in items)
    raise ValueError(fmt)


def render_http(fmt, vd, tok):
    """single vendor token used in an HTTP call."""
    hdr, scheme, h, path = vd["hdr"], vd["scheme"], vd["host"], vd["path"]
    url = "https://%s%s" % (h, path)
    if vd["name"] == "Telegram":
        u = "https://api.telegram.org/bot%s/%s" % (tok, pick(["sendMessage", "getMe", "getUpdates"]))
        if fmt in ("log", "stack"):
            return "%s requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot%s/sendMessage" % (isodate(), tok)
        return "curl -s '%s?chat_id=-100%s'" % (u, dg(10))
    if scheme == "Basic-user ":
        who = person() + "@" + dom()
        if fmt in ("log", "stack"):
            return "DEBUG jira.client: auth=('%s', '%s') url=%s" % (who, tok, url)
        return "curl -u %s:%s '%s?jql=project=OPS'" % (who, tok, url)
    if hdr == "":
        par = pick(["api_key", "apikey", "key", "appid", "token"])
        u = "%s?%s=%s" % (url, par, tok)
        if fmt in ("log", "stack"):
            return "%s INFO  outbound GET %s -> 200 (%dms)" % (isodate(), u, R.randint(40, 900))
        return "curl -s '%s'" % u
    hv = scheme + tok
    if fmt == "curl":
        return "curl -sS -X %s '%s' \\\n  -H '%s: %s' \\\n  -H 'Content-Type: application/json'" % (pick(["GET", "POST"]), url, hdr, hv)
    if fmt == "httpie":
        return "http POST %s '%s:%s' limit==20" % (url, hdr, hv)
    if fmt == "http":
        return "POST %s HTTP/1.1\nHost: %s\n%s: %s\nContent-Type: application/json\nUser-Agent: %s/%d.%d" % (path, h, hdr, hv, svc(), R.randint(1, 4), R.randint(0, 20))
    if fmt == "fetch":
        return "await fetch('%s', {\n  method: 'POST',\n  headers: { '%s': '%s' },\n});" % (url, hdr, hv)
    if fmt == "requests":
        return "resp = requests.get(\n    \"%s\",\n    headers={\"%s\": \"%s\"},\n    timeout=10,\n)" % (url, hdr, hv)
    if fmt == "log":
        return "%s DEBUG [%s] request headers: {'%s': '%s', 'Accept': 'application/json'}" % (isodate(), svc(), hdr, hv)
    if fmt == "stack":
        return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in call\n    resp.raise_for_status()\n"
                "HTTPError: 401 Client Error: Unauthorized for url: %s (sent %s=%s)") % (slug(svc()), R.randint(20, 300), url, hdr, hv)
    raise ValueError(fmt)


# ------------------------------------------------------------ prose frames for vendor notes
FILE_OF = {"env": [".env", ".env.local", ".env.{e}"], "export": ["scripts/dev.sh", "the README"], "dockerrun": ["the runbook", "Makefile"],
           "yaml": ["config/settings.yaml", "config/{e}.yml"], "helm": ["values-{e}.yaml"], "json": ["config.json", "appsettings.{E}.json"],
           "toml": ["config.toml", "settings.toml"], "ini": ["setup.cfg", "config.ini"], "properties": ["application-{e}.properties"],
           "hcl": ["main.tf", "providers.tf"], "tfvars": ["terraform.tfvars"], "xml": ["Web.config", "App.config"],
           "dockerfile": ["Dockerfile"], "compose": ["docker-compose.yml", "compose.{e}.yaml"], "k8s": ["k8s/secret.yaml", "deploy/{e}/secret.yaml"],
           "gha": [".github/workflows/deploy.yml"], "gitlabci": [".gitlab-ci.yml"], "py": ["app/settings.py", "scripts/sync.py"],
           "js": ["src/config.js"], "ts": ["src/config.ts"], "go": ["cmd/worker/main.go"], "java": ["src/main/java/com/acme/Config.java"],
           "kotlin": ["Constants.kt"], "ruby": ["config/initializers/secrets.rb"], "php": ["config/services.php"],
           "rust": ["src/config.rs"], "csharp": ["Program.cs"], "swift": ["Secrets.swift"], "diff": [".env.{e}"],
           "table": ["the onboarding wiki"], "prose": ["the team thread"], "curl": ["the runbook"], "http": ["the proxy log"],
           "log": ["the app log"], "stack": ["the worker log"], "httpie": ["my shell history"], "fetch": ["src/api.ts"],
           "requests": ["scripts/check.py"]}
KO_NAMES = {"the README": "README", "the runbook": "런북", "the onboarding wiki": "온보딩 위키", "the team thread": "팀 스레드",
            "the proxy log": "프록시 로그", "the app log": "앱 로그", "the worker log": "워커 로그", "my shell history": "셸 히스토리"}
CMD_FMTS = ["export", "dockerrun", "curl", "httpie"]
LOG_FMTS = ["http", "log", "stack"]
CODE_FMTS = ["py", "js", "ts", "go", "java", "kotlin", "ruby", "php", "rust", "csharp", "swift", "fetch", "requests"]

EN_MC_SNIP = [
    "Deploy of {svc} to {env} kept failing with 401 from {v}. The key in the config turned out to be the old one; the working version:\n{snip}",
    "I didn't know {svc} reads its {v} credentials from {file}. Current contents:\n{snip}",
    "The integration test hit the real {v} API because {file} has a live key in it:\n{snip}",
    "Was missing the {v} credentials for {env}; {who} pasted them in the thread:\n{snip}",
    "Nobody told me {var} is required at boot. {svc} crashed on startup until I added:\n{snip}",
    "Migrating {svc} to the new {v} SDK. Config I ended up with:\n{snip}",
    "Found this while grepping {file} for the {v} client setup:\n{snip}",
    "Context: the {env} pipeline uses a separate {v} project. From {file}:\n{snip}",
    "{v} calls from {svc} started returning 403 after the {env} cutover. What is actually deployed:\n{snip}",
    "had to guess where the {v} key comes from. it's in {file}:\n{snip}",
]
EN_MC_CMD = [
    "Reproduced the {v} auth error locally with:\n{snip}\nGot 200 after switching keys, so the failure is specific to {env}.",
    "Ran the {svc} job by hand:\n{snip}\n(exit 0)",
    "{who} gave me this to test the {v} integration from my machine:\n{snip}",
]
EN_MC_LOG = [
    "While debugging {svc} in {env} I noticed it logs outbound {v} calls verbatim. From {file}:\n{snip}",
    "{v} requests from {svc} fail intermittently; excerpt from {file}:\n{snip}",
    "Error report from {env} (copied from {file}):\n{snip}",
]
EN_MC_PLAIN = [
    "Spent an hour on a {v} 401 in {env}; the key had been rotated and nobody updated {svc}.",
    "{svc} talks to {v}, but nothing in the README says where the credentials come from.",
    "The {v} test and live keys are easy to mix up; {env} was using the wrong one.",
    "Didn't know which {v} account {svc} is billed to or who can issue keys.",
    "The {v} client in {svc} silently falls back to a default key when {var} is unset.",
]
EN_LS_SNIP = [
    "To run it locally, set:\n{snip}",
    "Working setup for {env}:\n{snip}",
    "What finally worked:\n{snip}",
    "Keep this in mind for {svc} ({env}):\n{snip}",
]
EN_LS_FILE = [
    "Check {file} first when {v} returns 401; the value there overrides the env var.",
    "Rotate {v} keys in the dashboard and update {file} in the same PR.",
]
EN_LS_LOG = [
    "The HTTP client logger needs a header/query redaction filter; {v} keys end up in {file} otherwise.",
    "Log level DEBUG in {env} prints full request headers.",
]
EN_LS_PLAIN = [
    "{v} keys are per environment; don't copy the {env} one anywhere else.",
    "{var} must be set before the client is constructed, otherwise the SDK caches an empty key.",
    "",
]
EN_ASK_SNIP = [
    "Is `{snip}` still the current {v} key for {env}, or was it rotated?",
    "Should {snip} stay where it is, or do we move it to the secret store?",
    "Can I reuse {snip} for the {svc} staging job too?",
]
EN_ASK_PLAIN = [
    "Where is the {v} key for {env} supposed to live?",
    "Who owns the {v} account, and can CI get its own key?",
    "Which {v} project should {svc} use in {env}?",
    "",
]
EN_REPEAT_LS = ["The value {val} is now in chat history and in this note, so it has to be rotated.",
                "Note to self: {val} is the live one, not the test one."]
EN_REPEAT_ASK = ["Can someone revoke {val} once the new key is in the vault?", "Is {val} scoped to read-only?"]

KO_MC_SNIP = [
    "{svc}를 {env}에 배포할 때 {v} 쪽에서 계속 401이 떴음. 설정에 들어있던 키가 예전 키였고, 지금 동작하는 설정은 아래와 같음:\n{snip}",
    "{svc}가 {v} 인증 정보를 {file}에서 읽는다는 걸 몰랐습니다. 현재 내용:\n{snip}",
    "통합 테스트가 실제 {v} API를 호출하고 있었음. {file}에 live 키가 박혀 있음:\n{snip}",
    "{env}용 {v} 인증 정보가 없어서 {who}님께 여쭤봤고 스레드에 이렇게 붙여주셨어요:\n{snip}",
    "{var}가 부팅 시 필수라는 걸 아무도 안 알려줘서 {svc}가 시작하자마자 죽었음. 아래 추가하고 해결:\n{snip}",
    "{svc}의 {v} SDK 버전 올리는 중인데 최종 설정은 이렇게 됨:\n{snip}",
    "{file}에서 {v} 클라이언트 초기화 부분 찾다가 발견:\n{snip}",
    "참고로 {env} 파이프라인은 {v} 프로젝트가 따로임. {file} 일부:\n{snip}",
    "{env} 전환 이후 {svc}에서 {v} 호출이 403 나기 시작함. 실제 배포된 값:\n{snip}",
]
KO_MC_CMD = [
    "로컬에서 {v} 인증 에러 재현한 명령:\n{snip}\n키 바꾸니까 200 나와서 {env} 환경 문제로 보임.",
    "{svc} 잡 수동으로 돌림:\n{snip}\n(exit 0, 정상)",
    "{who}님이 로컬에서 {v} 연동 테스트해보라고 준 명령:\n{snip}",
]
KO_MC_LOG = [
    "{env}에서 {svc} 디버깅하다 보니 {v} 호출을 그대로 로그에 남기고 있었음. {file} 발췌:\n{snip}",
    "{svc}의 {v} 요청이 간헐적으로 실패함. {file} 일부:\n{snip}",
    "{env} 에러 리포트 ({file}에서 복사):\n{snip}",
]
KO_MC_PLAIN = [
    "{env}에서 {v} 401 때문에 한 시간 날림. 키가 rotate 됐는데 {svc} 쪽은 아무도 갱신 안 했음.",
    "{svc}가 {v}를 쓰는데 README 어디에도 credential 출처가 안 적혀 있음.",
    "{v} test 키랑 live 키가 헷갈리기 쉬움. {env}가 엉뚱한 키를 쓰고 있었음.",
    "{svc}가 어떤 {v} 계정으로 과금되는지, 키 발급은 누가 하는지 몰랐음.",
    "{var}가 비어 있으면 {svc}의 {v} 클라이언트가 조용히 기본 키로 fallback 함.",
]
KO_LS_SNIP = [
    "로컬에서 돌리려면 이렇게 설정:\n{snip}",
    "{env} 기준 동작하는 설정:\n{snip}",
    "최종적으로 동작한 방법:\n{snip}",
    "{svc}({env}) 작업할 때 참고:\n{snip}",
]
KO_LS_FILE = [
    "{v}가 401 주면 {file}부터 확인할 것. 거기 값이 env var보다 우선함.",
    "{v} 키 교체는 대시보드에서 하고 같은 PR에서 {file}도 같이 갱신해야 함.",
]
KO_LS_LOG = [
    "HTTP 클라이언트 로거에 헤더/쿼리 마스킹 필터가 필요함. 안 그러면 {v} 키가 {file}에 그대로 남음.",
    "{env}는 로그 레벨이 DEBUG라 요청 헤더가 전부 찍힘.",
]
KO_LS_PLAIN = [
    "{v} 키는 환경별로 분리돼 있음. {env} 키를 다른 곳에 복붙하지 말 것.",
    "{var}는 클라이언트 생성 전에 세팅돼 있어야 함. 안 그러면 SDK가 빈 키를 캐시함.",
    "",
]
KO_ASK_SNIP = [
    "`{snip}` 이거 아직 {env}에서 쓰는 {v} 키 맞나요? rotate 됐나요?",
    "{snip} 를 지금 위치에 계속 둬도 되나요, 아니면 secret store로 옮길까요?",
    "{snip} 이 값 {svc} staging 잡에도 재사용해도 될까요?",
]
KO_ASK_PLAIN = [
    "{env}용 {v} 키는 원래 어디에 보관하나요?",
    "{v} 계정 담당자가 누구인지, CI 전용 키를 따로 받을 수 있는지?",
    "{svc}는 {env}에서 어느 {v} 프로젝트를 써야 하나요?",
    "",
]
KO_REPEAT_LS = ["{val} 값이 채팅이랑 이 노트에 그대로 남았으니 재발급 필요.", "메모: {val} 이게 live 키고 test 키 아님."]
KO_REPEAT_ASK = ["새 키 vault에 넣고 나면 {val} 폐기해주실 수 있나요?", "{val} 권한이 read-only로 제한돼 있나요?"]


def fill(fr, **kw):
    out = fr
    for k, v in kw.items():
        out = out.replace("{" + k + "}", v)
    return out


def compose(ko, snip, vname, var, fmt, vals, allow_ask=True):
    """Place a snippet in a note; returns (mc, lesson, ask)."""
    e = env()
    fpat = pick(FILE_OF.get(fmt, [".env"]))
    f = fpat.replace("{e}", e).replace("{E}", e.capitalize())
    if ko:
        f = KO_NAMES.get(f, f)
    kw = dict(v=vname, var=var, svc=svc(), env=e, file=f, who=person())
    if ko:
        mc_s, mc_c, mc_l, mc_p = KO_MC_SNIP, KO_MC_CMD, KO_MC_LOG, KO_MC_PLAIN
        ls_s, ls_f, ls_l, ls_p = KO_LS_SNIP, KO_LS_FILE, KO_LS_LOG, KO_LS_PLAIN
        ask_s, ask_p, rep_l, rep_a = KO_ASK_SNIP, KO_ASK_PLAIN, KO_REPEAT_LS, KO_REPEAT_ASK
    else:
        mc_s, mc_c, mc_l, mc_p = EN_MC_SNIP, EN_MC_CMD, EN_MC_LOG, EN_MC_PLAIN
        ls_s, ls_f, ls_l, ls_p = EN_LS_SNIP, EN_LS_FILE, EN_LS_LOG, EN_LS_PLAIN
        ask_s, ask_p, rep_l, rep_a = EN_ASK_SNIP, EN_ASK_PLAIN, EN_REPEAT_LS, EN_REPEAT_ASK
    if fmt in LOG_FMTS:
        mc_frames, ls_plain = mc_l, ls_l + ls_p
    elif fmt in CMD_FMTS:
        mc_frames, ls_plain = mc_s + mc_c + mc_c, ls_p
    else:
        mc_frames, ls_plain = mc_s, ls_f + ls_p
    one_line = "\n" not in snip and len(snip.encode()) < 300
    r = R.random()
    if one_line and allow_ask and fmt not in LOG_FMTS and r < 0.12:
        place = "ask"
    elif fmt not in LOG_FMTS and r < 0.32:
        place = "lesson"
    else:
        place = "mc"
    mc = fill(pick(mc_frames if place == "mc" else mc_p), snip=snip, **kw)
    ls = fill(pick(ls_s if place == "lesson" else ls_plain), snip=snip, **kw)
    ask = fill(pick(ask_s if place == "ask" else ask_p), snip=snip, **kw)
    if chance(0.15) and vals:
        val = pick(vals)
        if place != "lesson" and chance(0.5):
            ls = (ls + "\n" if ls else "") + fill(pick(rep_l), val=val)
        elif place != "ask" and len(val) < 120:
            ask = fill(pick(rep_a), val=val)
    return mc, ls, ask



# ------------------------------------------------------------ template registries
SECRET_T = []   # bespoke secret templates: fn(ko) -> (category, mc, lesson, ask, secrets)
CLEAN_T = {"risky": [], "plain": [], "pub": []}


def S(fn):
    SECRET_T.append(fn)
    return fn


def C(kind):
    def deco(fn):
        CLEAN_T[kind].append(fn)
        return fn
    return deco


# ------------------------------------------------------------ password styles
PW_WORDS = ["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Coffee", "Tiger", "Rocket", "Pizza", "Mustang",
            "Eagle", "Galaxy", "Panda", "Ocean", "Maple", "Seoul", "Busan", "Jeju", "Lucky", "Spring", "Autumn",
            "Cookie", "Hanbit", "Bluefin", "Mirae", "Pepper", "Falcon", "Kimchi", "Garnet", "Willow"]
KO_KEYS = [("사랑해", "tkfkdgo"), ("비밀번호", "qlalfqjsgh"), ("안녕", "dkssud"), ("행복", "godqhr"), ("하늘", "gksmf"),
           ("바다", "qkek"), ("고양이", "rhdiddl"), ("강아지", "rkddkwl"), ("한국", "gksrnr"), ("우리집", "dnflwlq"),
           ("서울", "tjdnf"), ("부산", "qntks"), ("감자", "rkawk"), ("커피", "zjvl")]
ROMAJA = ["saranghae", "gomawo", "hwaiting", "jjang", "haengbok", "byeolbit", "hanuel", "baram", "doraemon", "pororo"]
DICE = ["orbit", "lantern", "cactus", "velvet", "harbor", "pixel", "meadow", "quartz", "saddle", "tundra", "ember",
        "glacier", "marble", "nectar", "pepper", "ripple", "timber", "walnut", "zephyr", "bramble", "cobalt", "dune",
        "falcon", "gravel", "hollow", "island", "jigsaw", "kettle", "lagoon", "mosaic", "nimbus", "oyster", "puzzle",
        "raven", "sparrow", "thistle", "umbrella", "violet", "willow", "yonder"]
SYM = "!@#$%^&*"


def pw_strong(n=None):
    n = n or R.randint(14, 22)
    while True:
        p = rs(AL + "!@#%^&*-_=+", n)
        if any(c in DIG for c in p) and any(c in "!@#%^&*-_=+" for c in p) and any(c in UPP for c in p):
            return p


def pw_human():
    w = pick(PW_WORDS)
    if chance(0.4):
        w = w.replace("o", "0").replace("a", "@").replace("e", "3")
    return w + pick([str(R.randint(1980, 2025)), str(R.randint(10, 99)), dg(4)]) + pick(["!", "!!", "#", "@", "$", "*", "!?", ""]) + (pick(SYM) if chance(0.3) else "")


def pw_kokb():
    w = pick(KO_KEYS)[1]
    if chance(0.4):
        w = w[0].upper() + w[1:]
    return w + pick([str(R.randint(1000, 9999)), str(R.randint(10, 99)), "1004", "0" + str(R.randint(1, 9)) + str(R.randint(10, 31))]) + pick(SYM) + (pick(SYM) if chance(0.3) else "")


def pw_romaja():
    return pick(ROMAJA) + pick([str(R.randint(1, 99)), str(R.randint(1990, 2025))]) + pick(SYM)


def pw_phrase(sep=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(R.sample(DICE, R.randint(4, 5))) + (sep + str(R.randint(2, 99)) if chance(0.5) else "")


def pw_any():
    return pick([pw_strong, pw_human, pw_kokb, pw_romaja, pw_strong, lambda: pw_phrase("-")])()


def pw_urlsafe():
    return pick([lambda: al(R.randint(16, 28)), pw_human, pw_kokb])()


def pw_special():
    """a password that needs percent-encoding in a URL."""
    base = pick([pw_human(), pw_kokb(), al(12)])
    i = R.randint(1, len(base) - 1)
    return base[:i] + pick(["@", "/", ":", "#", "?", "%"]) + base[i:]


def ret(cat, mc, ls, ask, secrets):
    return cat, mc, ls, ask, secrets


def aws_pair():
    return "AKIA" + rs(UPP + "234567", 16), rs(AL + "+/", 40)


def pem_lines(n, first=""):
    lines = []
    body = first + b64r(48 * n)
    for i in range(n):
        lines.append(body[i * 64:(i + 1) * 64])
    return lines


# ============================================================ bespoke secret templates: cloud & infra
@S
def t_aws_credentials_file(ko):
    prof = pick(["deploy", "prod-admin", "terraform", "data-eng", "legacy"])
    a1, s1 = aws_pair()
    secrets = [a1, s1]
    snip = "$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n" % (a1, s1)
    if chance(0.5):
        a2, s2 = aws_pair()
        snip += "\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (prof, a2, s2, pick(REGIONS))
        secrets += [a2, s2]
    who = person()
    mc = T(ko, "The deploy script assumes an AWS profile called `%s` that I didn't have. %s's laptop has:\n%s" % (prof, who, snip),
           "배포 스크립트가 `%s` 라는 AWS profile을 전제로 하는데 내 로컬엔 없었음. %s님 노트북 설정:\n%s" % (prof, who, snip))
    ls = T(ko, "boto3 uses [default] unless AWS_PROFILE is set; Terraform's provider block has its own `profile` argument.",
           "AWS_PROFILE 안 주면 boto3는 [default]를 씀. Terraform provider는 `profile` 인자를 따로 봄.")
    ask = T(ko, "Can I get my own IAM user / SSO role instead of sharing these keys?", "이 키 공유하지 말고 제 IAM user나 SSO role 따로 받을 수 있을까요?")
    return ret("aws ~/.aws/credentials file [AWS]", mc, ls, ask, secrets)


@S
def t_aws_session_env(ko):
    akid = "ASIA" + rs(UPP + "234567", 16)
    sk = rs(AL + "+/", 40)
    tok = "IQoJb3JpZ2luX2Vj" + rs(AL, 2) + b64r(R.randint(270, 330))
    tok = tok.rstrip("=")
    snip = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (akid, sk, tok)
    mc = T(ko, "Assumed the %s role via SSO and pasted the env block so the migration could run from the bastion:\n%s" % (pick(["ReadOnly", "PowerUser", "deploy"]), snip),
           "SSO로 role assume 하고 bastion에서 migration 돌리려고 env 블록 복사함:\n%s" % snip)
    ls = T(ko, "Session credentials expire after 1h; long migrations need `aws sso login` again halfway.", "세션 크레덴셜은 1시간이면 만료됨. 긴 migration은 중간에 다시 로그인 필요.")
    ask = T(ko, "Is there a longer session duration configured for the migration role?", "migration용 role에 session duration 늘려둔 게 있나요?")
    return ret("aws temporary session env (ASIA + session token) [AWS]", mc, ls, ask, [akid, sk, tok])


@S
def t_aws_sts_json(ko):
    akid = "ASIA" + rs(UPP + "234567", 16)
    sk = rs(AL + "+/", 40)
    tok = "FwoGZXIvYXdzE" + rs(AL, 3) + b64r(R.randint(200, 260)).rstrip("=")
    acct = dg(12)
    out = json.dumps({"Credentials": {"AccessKeyId": akid, "SecretAccessKey": sk, "SessionToken": tok,
                                      "Expiration": isodate()},
                      "AssumedRoleUser": {"Arn": "arn:aws:sts::%s:assumed-role/ci-deploy/gha-%s" % (acct, dg(10))}}, indent=1)
    mc = T(ko, "$ aws sts assume-role --role-arn arn:aws:iam::%s:role/ci-deploy --role-session-name dbg\n%s" % (acct, out),
           "assume-role 결과 그대로 붙임:\n%s" % out)
    ls = T(ko, "The CI role trust policy only allows the GitHub OIDC provider; from a laptop you need the break-glass user.",
           "CI role trust policy는 GitHub OIDC만 허용함. 로컬에서는 break-glass 계정이 필요.")
    return ret("aws sts assume-role JSON output [AWS]", mc, ls, "", [akid, sk, tok])


@S
def t_s3_presigned(ko):
    akid = "AKIA" + rs(UPP + "234567", 16)
    sig = hx(64)
    b = pick(["acme-exports", "reports-prod", "hanbit-media", "invoice-archive"])
    rg = pick(REGIONS)
    url = ("https://%s.s3.%s.amazonaws.com/%s/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=2025%02d%02dT%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        b, rg, pick(["daily", "export", "tmp"]), dg(8), akid, R.randint(1, 12), R.randint(1, 28), rg,
        R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), sig)
    mc = T(ko, "Customer support needed the export, so I generated a 7-day presigned link and sent it:\n%s" % url,
           "CS팀이 export 파일 필요하다고 해서 7일짜리 presigned URL 만들어서 전달함:\n%s" % url)
    ls = T(ko, "Presigned URLs embed the signing key id and stay valid for the full expiry even if shared further.",
           "presigned URL은 만료까지 누구나 쓸 수 있고 서명한 access key id도 URL에 들어감.")
    ask = T(ko, "Should exports go through the download service instead of raw presigned links?", "export는 presigned 링크 말고 다운로드 서비스로 보내야 하나요?")
    return ret("s3 presigned URL (signature + AKIA) [AWS]", mc, ls, ask, [akid, sig])


@S
def t_gcp_sa_json(ko):
    proj = pick(["acme-prod-3321", "hanbit-data", "nuri-ml-dev", "saebyeok-analytics"])
    lines = pem_lines(3, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC")
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "bq-loader@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        proj, hx(40), pk, proj, dg(21))
    mc = T(ko, "The BigQuery loader reads GOOGLE_APPLICATION_CREDENTIALS; the file on the runner was (truncated):\n%s" % snip,
           "BigQuery 로더가 GOOGLE_APPLICATION_CREDENTIALS를 읽음. runner에 있던 파일(일부 생략):\n%s" % snip)
    ls = T(ko, "Use workload identity on GKE instead of mounting key files.", "GKE에서는 키 파일 마운트 말고 workload identity 쓰기.")
    return ret("gcp service-account JSON private_key lines [Google Cloud]", mc, ls, "", lines)


@S
def t_gcs_signed(ko):
    sig = hx(R.choice([256, 384]))
    url = ("https://storage.googleapis.com/%s/exports/%s.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        pick(["acme-lake", "nuri-exports"]), dg(6), pick(["acme-prod", "nuri-data"]), R.randint(1, 12), R.randint(1, 28), R.randint(1, 12), R.randint(1, 28), sig)
    mc = T(ko, "Signed URL handed to the partner for the nightly drop:\n" + url, "파트너사 야간 드롭용으로 전달한 signed URL:\n" + url)
    ls = T(ko, "V4 signed URLs max out at 7 days.", "V4 signed URL 최대 유효기간은 7일.")
    return ret("gcs V4 signed URL signature [Google Cloud]", mc, ls, "", [sig])


@S
def t_azure_storage_conn(ko):
    acct = pick(["acmeprodstore", "hanbitlogs", "nurimedia01", "tidewaterbk"])
    key = b64r(64)
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    fmt = pick(["json", "env", "cli"])
    if fmt == "json":
        snip = '"ConnectionStrings": {\n  "Blob": "%s"\n}' % cs
    elif fmt == "env":
        snip = "AZURE_STORAGE_CONNECTION_STRING=\"%s\"" % cs
    else:
        snip = "az storage blob upload-batch -d backups -s ./out --connection-string '%s'" % cs
    mc = T(ko, "Blob uploads from %s failed with AuthenticationFailed; the function app still had the pre-rotation key:\n%s" % (svc(), snip),
           "%s에서 blob 업로드가 AuthenticationFailed로 실패. function app에 rotate 전 키가 남아 있었음:\n%s" % (svc(), snip))
    ls = T(ko, "Storage account keys come in pairs; rotate key2, switch apps, then rotate key1.", "storage account 키는 2개라 key2 rotate → 앱 전환 → key1 rotate 순서로.")
    return ret("azure storage connection string AccountKey [Azure]", mc, ls, "", [key])


@S
def t_azure_sas(ko):
    sig = pct(b64r(32))
    url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
        pick(["acmeprodstore", "nurimedia01"]), pick(["uploads", "backups", "$web"]), R.randint(1, 12), R.randint(1, 28), sig)
    mc = T(ko, "The mobile upload flow uses a long-lived account SAS baked into the app config:\n" + url,
           "모바일 업로드가 앱 설정에 박힌 장기 account SAS를 쓰고 있음:\n" + url)
    ls = T(ko, "Use user-delegation SAS minted per request instead.", "요청마다 user-delegation SAS를 발급하는 방식으로 바꿔야 함.")
    ask = T(ko, "Who can revoke the stored access policy behind this SAS?", "이 SAS 폐기하려면 누가 storage key를 돌려야 하나요?")
    return ret("azure SAS URL sig (percent-encoded) [Azure]", mc, ls, ask, [sig])


@S
def t_azure_devops_pat(ko):
    pat = rs(LOW + "234567", 52)
    org = pick(["acme-eng", "hanbit", "nuri-platform"])
    u = person()
    cmd = "git clone https://%s:%s@dev.azure.com/%s/Platform/_git/%s" % (u, pat, org, svc())
    mc = T(ko, "Cloned the legacy repo on the build VM with a PAT in the URL:\n%s\nNow it's stored in .git/config on that VM too." % cmd,
           "빌드 VM에서 URL에 PAT 넣어서 레거시 repo clone 함:\n%s\n그래서 VM의 .git/config에도 그대로 남아 있음." % cmd)
    ls = T(ko, "Use the Git Credential Manager or System.AccessToken in pipelines.", "파이프라인에서는 System.AccessToken이나 GCM을 쓸 것.")
    return ret("azure devops PAT in git clone URL [Azure DevOps]", mc, ls, "", [pat])


@S
def t_rclone_r2(ko):
    ak, sk = hx(32), hx(64)
    acct = hx(32)
    snip = "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = https://%s.r2.cloudflarestorage.com\nacl = private" % (ak, sk, acct)
    mc = T(ko, "Backups go to R2 through rclone; ~/.config/rclone/rclone.conf on the backup host:\n" + snip,
           "백업은 rclone으로 R2에 올라감. 백업 호스트의 ~/.config/rclone/rclone.conf:\n" + snip)
    ls = T(ko, "`rclone config show` prints secrets in clear text; don't paste it into tickets.", "`rclone config show`는 시크릿을 평문으로 출력하니 티켓에 붙이지 말 것.")
    return ret("rclone.conf R2 access key + secret [Cloudflare R2]", mc, ls, "", [ak, sk])


@S
def t_minio_alias(ko):
    ak, sk = al(20), al(40)
    cmd = "mc alias set local http://minio.%s:9000 %s %s\nmc mb local/%s" % (dom(), ak, sk, pick(["raw-events", "thumbnails", "ml-artifacts"]))
    mc = T(ko, "Set up the MinIO client on the worker:\n" + cmd, "worker에 MinIO client 세팅:\n" + cmd)
    ls = T(ko, "mc stores aliases in ~/.mc/config.json in plain text.", "mc는 alias를 ~/.mc/config.json에 평문으로 저장함.")
    return ret("minio mc alias set keys [MinIO]", mc, ls, "", [ak, sk])


@S
def t_kubeconfig_token(ko):
    tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "deploy", "kube-system"]),
               "kubernetes.io/serviceaccount/service-account.name": pick(["gha-deployer", "argo-sync", "jenkins"]),
               "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", kid=ul(43))
    snip = "users:\n- name: deployer\n  user:\n    token: %s" % tok
    mc = T(ko, "The CI kubeconfig (secrets/kubeconfig-%s) uses a static ServiceAccount token:\n%s" % (env(), snip),
           "CI kubeconfig(secrets/kubeconfig-%s)가 고정 ServiceAccount 토큰을 씀:\n%s" % (env(), snip))
    ls = T(ko, "Legacy SA token Secrets never expire; use `kubectl create token` with a TTL.", "레거시 SA 토큰 Secret은 만료가 없음. TTL 있는 `kubectl create token` 쓰기.")
    return ret("kubeconfig static ServiceAccount JWT [Kubernetes]", mc, ls, "", [tok])


@S
def t_k8s_secret_b64(ko):
    pw = pw_any()
    user = pick(USERS)
    b_pw = b64s(pw)
    b_user = b64s(user)
    b_url = None
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ndata:\n  username: %s\n  password: %s" % (svc(), b_user, b_pw)
    secrets = [b_pw]
    if chance(0.5):
        url = "postgresql://%s:%s@%s:5432/app" % (user, pct(pw), host("pg"))
        b_url = b64s(url)
        snip += "\n  DATABASE_URL: %s" % b_url
        secrets.append(b_url)
    mc = T(ko, "The Helm chart ships this Secret in templates/ and it is committed:\n" + snip,
           "Helm chart templates/에 이 Secret이 그대로 커밋돼 있음:\n" + snip)
    ls = T(ko, "base64 in a Secret manifest is encoding, not encryption. Use SealedSecrets/ExternalSecrets.",
           "Secret의 base64는 암호화가 아님. SealedSecrets나 ExternalSecrets로 바꿔야 함.")
    return ret("k8s Secret manifest base64 data [Kubernetes]", mc, ls, "", secrets)


@S
def t_docker_config_auth(ko):
    u = pick(["ci-bot", "deploy", person()])
    pw = pick([pw_strong(), "dckr_pat_" + ul(27)])
    blob = b64s(u + ":" + pw)
    reg = pick(["https://index.docker.io/v1/", "registry.%s" % dom(), "harbor.%s" % dom()])
    snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    mc = T(ko, "Pulls were rate limited on the runner; ~/.docker/config.json after `docker login`:\n" + snip,
           "runner에서 pull rate limit 걸려서 `docker login` 한 뒤의 ~/.docker/config.json:\n" + snip)
    ls = T(ko, "Without a credsStore, docker login writes user:password base64 into config.json.", "credsStore 없으면 docker login이 user:password를 base64로 config.json에 저장함.")
    return ret("docker config.json auth base64 [Docker]", mc, ls, "", [blob])


@S
def t_vault_init(ko):
    keys = [b64r(33) for _ in range(5)]
    root = "hvs." + ul(24)
    lines = ["Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)]
    n = R.randint(3, 5)
    snip = "$ vault operator init\n" + "\n".join(lines[:n]) + "\n\nInitial Root Token: " + root
    mc = T(ko, "Re-initialized the dev Vault cluster after the storage wipe:\n" + snip,
           "스토리지 날아가서 dev Vault 클러스터 재초기화함:\n" + snip)
    ls = T(ko, "Unseal keys should be split between people (or use auto-unseal with KMS), never kept in one note.",
           "unseal 키는 여러 사람에게 나눠야 함(아니면 KMS auto-unseal). 한 곳에 모아두면 안 됨.")
    return ret("vault operator init unseal keys + root token [HashiCorp Vault]", mc, ls, "", keys[:n] + [root])


@S
def t_kubeadm_join(ko):
    tok = lw(6) + "." + lw(16)
    cmd = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (ip(), tok, hx(64))
    mc = T(ko, "Adding the new GPU node; join command from the control plane:\n" + cmd, "GPU 노드 추가용 join 명령 (control plane에서 출력):\n" + cmd)
    ls = T(ko, "Bootstrap tokens live 24h by default; `kubeadm token create --print-join-command` makes a fresh one.",
           "bootstrap 토큰 기본 TTL은 24시간. `kubeadm token create --print-join-command`로 새로 발급.")
    return ret("kubeadm bootstrap token [Kubernetes]", mc, ls, "", [tok])


@S
def t_k3s_token(ko):
    tok = "K10" + hx(64) + "::server:" + hx(32)
    cmd = "curl -sfL https://get.k3s.io | K3S_URL=https://%s:6443 K3S_TOKEN=%s sh -" % (ip(), tok)
    mc = T(ko, "Edge box provisioning script:\n" + cmd, "엣지 장비 프로비저닝 스크립트:\n" + cmd)
    ls = T(ko, "The node token from /var/lib/rancher/k3s/server/node-token lets anything join the cluster.",
           "/var/lib/rancher/k3s/server/node-token 값만 있으면 아무 노드나 클러스터에 붙을 수 있음.")
    return ret("k3s node join token [k3s]", mc, ls, "", [tok])


@S
def t_swarm_join(ko):
    tok = "SWMTKN-1-" + lw(50) + "-" + lw(25)
    cmd = "docker swarm join --token %s %s:2377" % (tok, ip())
    mc = T(ko, "Worker join for the old swarm cluster:\n" + cmd, "구 swarm 클러스터 워커 join 명령:\n" + cmd)
    ls = T(ko, "`docker swarm join-token --rotate worker` invalidates it.", "`docker swarm join-token --rotate worker`로 무효화 가능.")
    return ret("docker swarm join token [Docker Swarm]", mc, ls, "", [tok])


@S
def t_gitlab_runner_register(ko):
    tok = pick(["GR1348941" + ul(20), "glrt-" + ul(20)])
    cmd = "gitlab-runner register --non-interactive --url https://gitlab.%s --token %s --executor docker --docker-image alpine:3.20" % (dom(), tok)
    mc = T(ko, "Registered a new runner for the monorepo:\n" + cmd, "모노레포용 runner 새로 등록:\n" + cmd)
    ls = T(ko, "The runner's config.toml keeps the token too.", "runner의 config.toml에도 토큰이 남음.")
    return ret("gitlab runner registration token [GitLab]", mc, ls, "", [tok])


@S
def t_consul_token(ko):
    tok = uuid4()
    kind = pick(["CONSUL_HTTP_TOKEN", "NOMAD_TOKEN"])
    snip = "export %s=%s\n%s" % (kind, tok, "consul kv get -recurse config/" if kind.startswith("CONSUL") else "nomad job status")
    mc = T(ko, "Needed the management token to read config; from the ops vault entry:\n" + snip,
           "config 읽으려고 management 토큰 필요했음. ops vault 항목에서 가져온 값:\n" + snip)
    ls = T(ko, "ACL secret IDs look like ordinary UUIDs but they are bearer credentials.", "ACL secret ID는 평범한 UUID처럼 보이지만 bearer credential임.")
    return ret("consul/nomad ACL token (UUID) [HashiCorp]", mc, ls, "", [tok])


# ============================================================ bespoke: databases & connection strings
@S
def t_postgres_url(ko):
    pw = pick([pw_special(), pw_urlsafe(), pw_strong()])
    enc = pct(pw)
    u = pick(USERS)
    h = pick([host("pg"), "%s.c%s.%s.rds.amazonaws.com" % (svc(), lw(12), pick(REGIONS)), "aws-0-%s.pooler.supabase.com" % pick(REGIONS)])
    url = "postgresql://%s:%s@%s:%d/%s?sslmode=require" % (u, enc, h, pick([5432, 6543, 5433]), pick(["app", "billing", "analytics"]))
    sp = pick(["env", "alembic", "prose", "psql"])
    if sp == "env":
        snip = "DATABASE_URL=" + url
    elif sp == "alembic":
        snip = "# alembic.ini\nsqlalchemy.url = " + url
    elif sp == "psql":
        snip = "$ psql '%s'\npsql: error: connection to server failed: FATAL:  too many connections for role \"%s\"" % (url, u)
    else:
        snip = T(ko, "the url is %s" % url, "URL은 %s 입니다" % url)
    mc = T(ko, "Migrations against %s timed out; connection details I used:\n%s" % (env(), snip),
           "%s DB에 migration 돌리다 timeout 남. 사용한 접속 정보:\n%s" % (env(), snip))
    ls = T(ko, "Special characters in the password must be percent-encoded in the URL, or libpq splits at '@'.",
           "비밀번호에 특수문자가 있으면 URL에서 percent-encoding 해야 함. 안 그러면 libpq가 '@'에서 잘라버림.")
    ask = T(ko, "Is there a pooler endpoint we should use for migrations instead?", "migration은 pooler 말고 직접 endpoint로 붙어야 하나요?")
    return ret("postgres URL password (percent-encoded as written) [PostgreSQL]", mc, ls, ask, [enc])


@S
def t_mysql_p_attached(ko):
    pw = pick([pw_human(), pw_strong(), pw_kokb()]).replace("$", "#")
    u = pick(USERS)
    cmd = "$ mysql -h %s -u %s -p%s %s -e 'SHOW PROCESSLIST'" % (host("mysql"), u, pw, pick(["shop", "legacy", "cms"]))
    mc = T(ko, "Checked the stuck queries on the replica:\n%s\nmysql: [Warning] Using a password on the command line interface can be insecure." % cmd,
           "replica에서 멈춘 쿼리 확인:\n%s\nmysql: [Warning] Using a password on the command line interface can be insecure." % cmd)
    ls = T(ko, "Use ~/.my.cnf or --login-path instead of -p<password>; it lands in shell history.", "-p<password> 대신 ~/.my.cnf나 --login-path 쓰기. shell history에 남음.")
    return ret("shell: mysql -p attached password [MySQL]", mc, ls, "", [pw])


@S
def t_mongo_srv(ko):
    pw = pick([pw_urlsafe(), al(16)])
    u = pick(["appUser", "atlasAdmin", "reporting"])
    url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pct(pw), lw(5), pick(["prod", "catalog", "events"]))
    code = pick(["const client = new MongoClient('%s');" % url, "MONGODB_URI=%s" % url, "mongosh \"%s\"" % url])
    mc = T(ko, "Atlas rejected connections from the new NAT IP. The connection string in use:\n" + code,
           "새 NAT IP에서 Atlas 접속이 거부됨. 사용 중인 connection string:\n" + code)
    ls = T(ko, "Atlas IP access list must include the NAT gateway EIP.", "Atlas IP access list에 NAT gateway EIP 추가해야 함.")
    return ret("mongodb+srv URI password [MongoDB Atlas]", mc, ls, "", [pct(pw)])


@S
def t_redis(ko):
    pw = al(R.choice([24, 32, 40]))
    v = pick(["url", "cli", "conf"])
    if v == "url":
        snip = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pw, host("redis"))
    elif v == "cli":
        snip = "$ redis-cli -h %s -p 6380 --tls -a %s INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (host("redis"), pw)
    else:
        snip = "# redis.conf\nrequirepass %s\nmasterauth %s" % (pw, pw)
    mc = T(ko, "Session keys were disappearing; inspected the cache:\n" + snip, "세션 키가 사라지는 문제로 캐시 확인:\n" + snip)
    ls = T(ko, "maxmemory-policy was allkeys-lru, so sessions got evicted under load.", "maxmemory-policy가 allkeys-lru라서 부하 시 세션이 evict 됨.")
    return ret("redis password (url / -a / requirepass) [Redis]", mc, ls, "", [pw])


@S
def t_spring_datasource(ko):
    pw = pick([pw_human(), pw_strong(), pw_kokb()])
    snip = ("spring.datasource.url=jdbc:mysql://%s:3306/%s?useSSL=true&serverTimezone=Asia/Seoul\n"
            "spring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate") % (host("mysql"), pick(["order", "member", "pay"]), pick(USERS), pw)
    mc = T(ko, "application-%s.properties that was committed to the repo:\n%s" % (env(), snip), "repo에 커밋돼 있던 application-%s.properties:\n%s" % (env(), snip))
    ls = T(ko, "Move it to Spring Cloud Config / env vars; `ddl-auto=validate` is what blocked startup, not the credentials.",
           "기동 실패 원인은 credential이 아니라 `ddl-auto=validate`였음. 비밀번호는 env로 옮겨야 함.")
    return ret("spring application.properties datasource password [Spring/MySQL]", mc, ls, "", [pw])


@S
def t_mssql_ado(ko):
    pw = pw_strong()
    cs = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;" % (
        pick(["acme-sql", "erp-prod"]), pick(["Erp", "Ledger"]), pick(USERS), pw)
    snip = '"ConnectionStrings": {\n  "Default": "%s"\n}' % cs
    mc = T(ko, "appsettings.Production.json in the deploy artifact:\n" + snip, "배포 아티팩트 안의 appsettings.Production.json:\n" + snip)
    ls = T(ko, "Use Managed Identity (Authentication=Active Directory Default) instead of SQL auth.", "SQL auth 말고 Managed Identity 인증으로 바꿀 것.")
    return ret("sql server ADO.NET connection string Password= [Azure SQL]", mc, ls, "", [pw])


@S
def t_pgpass(ko):
    rows = []
    secrets = []
    for _ in range(R.randint(1, 3)):
        pw = pick([pw_urlsafe(), pw_strong()]).replace(":", "").replace("\\", "")
        rows.append("%s:5432:%s:%s:%s" % (host("pg"), pick(["app", "*", "billing"]), pick(USERS), pw))
        secrets.append(pw)
    snip = "$ cat ~/.pgpass\n" + "\n".join(rows)
    mc = T(ko, "psql kept prompting because .pgpass had mode 0644 and was ignored:\n" + snip, ".pgpass 권한이 0644라 무시돼서 psql이 계속 비번을 물어봄:\n" + snip)
    ls = T(ko, "chmod 600 ~/.pgpass.", "chmod 600 ~/.pgpass 필요.")
    return ret(".pgpass lines [PostgreSQL]", mc, ls, "", secrets)


@S
def t_mycnf(ko):
    pw = pick([pw_human(), pw_kokb(), pw_strong()])
    snip = "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(USERS), pw, host("mysql"))
    mc = T(ko, "Cron backup uses ~/.my.cnf on the db host:\n" + snip, "DB 호스트 cron 백업이 ~/.my.cnf를 씀:\n" + snip)
    ls = ""
    ask = T(ko, "Should the backup user be read-only with LOCK TABLES only?", "백업 계정은 SELECT/LOCK TABLES 권한만 있어야 하나요?")
    return ret(".my.cnf client password [MySQL]", mc, ls, ask, [pw])


@S
def t_oracle_sqlplus(ko):
    pw = pick([pw_human(), al(12)]).replace("@", "#").replace("/", "")
    cmd = "sqlplus %s/%s@//%s:1521/ORCLPDB1 @scripts/refresh_mv.sql" % (pick(["erp_app", "scott", "batch"]), pw, host("ora"))
    mc = T(ko, "Nightly refresh is a shell wrapper around:\n" + cmd, "야간 refresh는 이 명령을 감싼 쉘 스크립트임:\n" + cmd)
    ls = T(ko, "Oracle Wallet (/@alias) avoids passwords on the command line.", "Oracle Wallet(/@alias)을 쓰면 커맨드라인에 비번 안 남김.")
    return ret("sqlplus user/password@ [Oracle]", mc, ls, "", [pw])


@S
def t_amqp(ko):
    pw = al(R.randint(14, 24))
    url = "amqps://%s:%s@%s:5671/%s" % (pick(["orders", "worker", "celery"]), pw, pick(["b-%s.mq.%s.amazonaws.com" % (uuid4(), pick(REGIONS)), host("mq")]), pick(["%2F", "prod"]))
    snip = pick(["CELERY_BROKER_URL=" + url, "spring.rabbitmq.addresses=" + url, "amqp.connect('%s')" % url])
    mc = T(ko, "Consumers reconnect-looped after the broker upgrade. Broker config:\n" + snip, "브로커 업그레이드 후 consumer가 재접속 루프에 빠짐. 설정:\n" + snip)
    ls = T(ko, "Heartbeat 0 + NLB idle timeout caused the drops.", "heartbeat 0 설정이랑 NLB idle timeout 때문에 끊겼음.")
    return ret("amqp URL password [RabbitMQ]", mc, ls, "", [pw])


@S
def t_kafka_jaas(ko):
    key = up(16)
    sec = rs(AL + "+/", 64)
    snip = ("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
            "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (lw(5), pick(REGIONS), key, sec)
    mc = T(ko, "client.properties for the CDC connector:\n" + snip, "CDC 커넥터용 client.properties:\n" + snip)
    ls = T(ko, "The username is the API key id; only the password part is secret but both get rotated together.",
           "username은 API key id고 password가 secret임. 교체할 때는 둘 다 같이 바뀜.")
    return ret("kafka SASL JAAS password [Confluent Cloud]", mc, ls, "", [sec])


@S
def t_elastic(ko):
    if chance(0.5):
        pw = al(20)
        snip = "curl -k -u elastic:%s https://%s:9200/_cat/indices?v" % (pw, host("es"))
        secrets = [pw]
    else:
        raw = ul(20) + ":" + ul(22)
        blob = b64s(raw)
        snip = "curl -H 'Authorization: ApiKey %s' https://%s.es.%s.aws.found.io/_cluster/health" % (blob, lw(10), pick(REGIONS))
        secrets = [blob]
    mc = T(ko, "Index sizes looked wrong; checked with:\n" + snip, "인덱스 크기가 이상해서 확인한 명령:\n" + snip)
    ls = T(ko, "ILM rollover was stuck on the write alias.", "write alias에서 ILM rollover가 멈춰 있었음.")
    return ret("elasticsearch basic/ApiKey [Elastic]", mc, ls, "", secrets)


@S
def t_snowflake(ko):
    pw = pick([pw_strong(), pw_human()])
    snip = "[connections.%s]\naccountname = %s-%s\nusername = %s\npassword = %s\nwarehousename = TRANSFORM_WH\nrolename = TRANSFORMER" % (
        pick(["prod", "dbt"]), up(7).lower(), up(7).lower(), pick(["DBT_USER", "LOADER"]), pw)
    mc = T(ko, "dbt runs locally only because of ~/.snowsql/config:\n" + snip, "dbt가 로컬에서만 도는 이유가 ~/.snowsql/config 때문이었음:\n" + snip)
    ls = T(ko, "Snowflake is deprecating password-only service users; switch to key-pair auth.", "Snowflake는 password 전용 서비스 유저를 막는 중이라 key-pair 인증으로 바꿔야 함.")
    return ret("snowsql config password [Snowflake]", mc, ls, "", [pw])


@S
def t_clickhouse(ko):
    pw = al(R.randint(12, 20))
    cmd = "clickhouse-client --host %s --secure --user %s --password '%s' --query 'SELECT count() FROM events'" % (host("ch"), pick(["default", "analyst"]), pw)
    mc = T(ko, "Row counts in ClickHouse vs Kafka differed; ran:\n" + cmd, "ClickHouse랑 Kafka 건수가 달라서 실행:\n" + cmd)
    ls = T(ko, "Duplicates came from the ReplacingMergeTree not being merged yet; use FINAL for checks.", "ReplacingMergeTree 머지 전이라 중복이 보였음. 검증할 땐 FINAL 사용.")
    return ret("clickhouse-client --password [ClickHouse]", mc, ls, "", [pw])


@S
def t_neo4j_compose(ko):
    pw = pick([pw_urlsafe(), al(14)]).replace("/", "")
    snip = "  neo4j:\n    image: neo4j:5\n    environment:\n      NEO4J_AUTH: neo4j/%s\n    ports:\n      - \"7474:7474\"\n      - \"7687:7687\"" % pw
    mc = T(ko, "Graph service compose section:\n" + snip, "그래프 서비스 compose 일부:\n" + snip)
    ls = T(ko, "NEO4J_AUTH only applies on first start; changing it later does nothing.", "NEO4J_AUTH는 최초 기동 때만 적용됨. 나중에 바꿔도 반영 안 됨.")
    return ret("compose NEO4J_AUTH user/password [Neo4j]", mc, ls, "", [pw])


@S
def t_neon_planetscale(ko):
    if chance(0.5):
        pw = "npg_" + al(12)
        url = "postgresql://neondb_owner:%s@ep-%s-%s-a%s.%s.aws.neon.tech/neondb?sslmode=require" % (pw, pick(["cool", "red", "quiet"]), pick(["darkness", "forest", "sun"]), dg(6), pick(["us-east-2", "ap-southeast-1"]))
        v = "Neon"
    else:
        pw = "pscale_pw_" + ul(43)
        url = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (lw(12), pw, pick(["shop", "app"]))
        v = "PlanetScale"
    mc = T(ko, "Preview deployments share one branch DB:\nDATABASE_URL=\"%s\"" % url, "preview 배포들이 브랜치 DB 하나를 공유함:\nDATABASE_URL=\"%s\"" % url)
    ls = T(ko, "Create a DB branch per preview instead.", "preview마다 DB branch를 따로 만들기.")
    return ret("serverless DB password in URL [%s]" % v, mc, ls, "", [pw])


# ============================================================ bespoke: HTTP auth, sessions, registries
@S
def t_basic_header_verbose(ko):
    u = pick(USERS + [person()])
    pw = pw_any().replace(":", "")
    blob = b64s(u + ":" + pw)
    h = host("api")
    snip = "$ curl -v https://%s/internal/metrics\n> GET /internal/metrics HTTP/2\n> Host: %s\n> authorization: Basic %s\n> user-agent: curl/8.5.0\n< HTTP/2 403" % (h, h, blob)
    secrets = [blob]
    mc = T(ko, "Metrics endpoint returns 403 even with the ops account:\n" + snip, "ops 계정으로도 metrics endpoint가 403 반환:\n" + snip)
    ls = T(ko, "The ingress only allows the VPN CIDR; auth was fine.", "인증 문제가 아니라 ingress가 VPN CIDR만 허용해서였음.")
    if chance(0.4):
        ls += T(ko, " (creds were %s / %s)" % (u, pw), " (계정은 %s / %s)" % (u, pw))
        secrets.append(pw)
    return ret("curl -v Basic authorization header [generic]", mc, ls, "", secrets)


@S
def t_curl_u(ko):
    u = pick(USERS + [person()])
    pw = pick([pw_human(), pw_strong(), pw_kokb()]).replace("'", "")
    tgt = pick(["https://jenkins.%s/job/%s/build" % (dom(), svc()), "https://nexus.%s/service/rest/v1/components?repository=maven-releases" % dom(),
                "https://%s/api/v1/admin/reindex" % host("api")])
    cmd = "curl -X POST -u '%s:%s' '%s'" % (u, pw, tgt)
    mc = T(ko, "Triggering it manually because the webhook is broken:\n" + cmd, "webhook이 깨져서 수동으로 트리거함:\n" + cmd)
    ask = T(ko, "Is there a service account for this instead of %s's login?" % u, "%s 개인 계정 말고 서비스 계정 있나요?" % u)
    return ret("curl -u user:password [generic]", mc, "", ask, [pw])


@S
def t_jenkins_token(ko):
    tok = "11" + hx(32)
    u = person()
    cmd = "curl -X POST https://jenkins.%s/job/%s/buildWithParameters --user %s:%s --data BRANCH=main" % (dom(), svc(), u, tok)
    mc = T(ko, "Release job trigger used by the ChatOps bot:\n" + cmd, "ChatOps 봇이 쓰는 릴리스 잡 트리거:\n" + cmd)
    ls = T(ko, "Jenkins API tokens are per user; the bot is impersonating %s." % u, "Jenkins API 토큰은 유저별이라 봇이 %s 계정으로 동작 중." % u)
    return ret("jenkins API token in curl --user [Jenkins]", mc, ls, "", [tok])


@S
def t_bearer_jwt_http(ko):
    tok = jwt({"sub": dg(6), "email": person() + "@" + dom(), "role": pick(["admin", "operator", "user"]), "iat": ts(), "exp": ts() + 86400 * 30})
    snip = "GET /api/v2/%s HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json" % (pick(["orders?limit=50", "users/me", "reports/daily"]), host("api"), tok)
    mc = T(ko, "Copied from DevTools to reproduce the 500:\n" + snip, "500 재현하려고 DevTools에서 복사한 요청:\n" + snip)
    ls = T(ko, "The token lives for 30 days; the admin console should use short-lived tokens.", "토큰 수명이 30일임. 어드민 콘솔은 짧은 토큰을 써야 함.")
    return ret("HTTP request dump Authorization: Bearer JWT [app]", mc, ls, "", [tok])


@S
def t_cookie_session(ko):
    kind = pick(["django", "express", "rails", "php", "java", "nextauth", "laravel", "gitlab"])
    if kind == "django":
        val = lw(32); ck = "sessionid=%s; csrftoken=%s" % (val, al(32))
    elif kind == "express":
        val = "s%3A" + ul(32) + "." + pct(b64r(32).rstrip("=")); ck = "connect.sid=" + val
    elif kind == "rails":
        val = pct(b64r(120)) + "--" + hx(40); ck = "_%s_session=%s" % (slug(svc()), val)
    elif kind == "php":
        val = lw(26); ck = "PHPSESSID=" + val
    elif kind == "java":
        val = HX(32); ck = "JSESSIONID=" + val
    elif kind == "laravel":
        val = pct(b64r(150)); ck = "laravel_session=" + val
    elif kind == "gitlab":
        val = hx(32); ck = "_gitlab_session=" + val
    else:
        val = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + ul(22) + "." + ul(200) + "." + ul(22); ck = "__Secure-next-auth.session-token=" + val
    cmd = "curl 'https://%s/admin/export' -H 'Cookie: %s' -o export.csv" % (host("admin"), ck)
    mc = T(ko, "The export endpoint has no API token support, so I reused my browser session:\n" + cmd,
           "export endpoint가 API 토큰을 지원 안 해서 브라우저 세션을 그대로 재사용함:\n" + cmd)
    ls = T(ko, "A copied session cookie is as good as the login until it expires or I log out.", "복사한 세션 쿠키는 만료되거나 로그아웃하기 전까지 로그인과 동일함.")
    return ret("curl Cookie session id (%s) [session]" % kind, mc, ls, "", [val])


@S
def t_set_cookie_response(ko):
    val = ul(43)
    name = pick(["sid", "session", "__Host-session", "auth_token", "SESSION"])
    snip = "< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=1209600" % (name, val)
    mc = T(ko, "Login flow works, response after POST /login:\n" + snip, "로그인 플로우는 정상. POST /login 응답:\n" + snip)
    ls = T(ko, "The redirect loop was caused by SameSite=Strict on the old cookie.", "리다이렉트 루프는 예전 쿠키의 SameSite=Strict 때문이었음.")
    return ret("Set-Cookie session value in response dump [session]", mc, ls, "", [val])


@S
def t_jupyter(ko):
    tok = hx(48)
    url = "http://127.0.0.1:8888/lab?token=" + tok
    snip = "    To access the server, open this file in a browser:\n        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html\n    Or copy and paste one of these URLs:\n        %s" % url
    mc = T(ko, "Jupyter on the GPU box, tunneled through ssh -L 8888:\n" + snip, "GPU 서버 Jupyter (ssh -L 8888 터널):\n" + snip)
    ls = T(ko, "Set a password with `jupyter server password` instead of sharing the token URL.", "토큰 URL 공유 말고 `jupyter server password`로 비밀번호 설정.")
    return ret("jupyter server token URL [Jupyter]", mc, ls, "", [tok])


@S
def t_git_cred_url(ko):
    kind = pick(["gh", "gl", "bb"])
    if kind == "gh":
        tok = "ghs_" + al(36); url = "https://x-access-token:%s@github.com/%s/%s.git" % (tok, slug(dom().split(".")[0]), svc())
    elif kind == "gl":
        tok = "glpat-" + ul(20); url = "https://oauth2:%s@gitlab.%s/platform/%s.git" % (tok, dom(), svc())
    else:
        tok = "ATBB" + al(28) + HX(8); url = "https://%s:%s@bitbucket.org/%s/%s.git" % (person(), tok, slug(dom().split(".")[0]), svc())
    snip = pick(["$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url), "$ cat ~/.git-credentials\n" + url])
    mc = T(ko, "Pushes from the release VM use:\n" + snip, "릴리스 VM에서 push 할 때 쓰는 설정:\n" + snip)
    ls = T(ko, "credential.helper=store writes tokens in plain text to ~/.git-credentials.", "credential.helper=store는 ~/.git-credentials에 토큰을 평문 저장함.")
    return ret("git remote / .git-credentials token in URL [%s]" % {"gh": "GitHub", "gl": "GitLab", "bb": "Bitbucket"}[kind], mc, ls, "", [tok])


@S
def t_netrc(ko):
    tok = pick(["HRKU-AA" + ul(58), uuid4(), "ghp_" + al(36)])
    mach = pick(["api.heroku.com", "git.heroku.com", "github.com", "artifactory.%s" % dom()])
    snip = "machine %s\n  login %s@%s\n  password %s" % (mach, person(), dom(), tok)
    mc = T(ko, "The CLI stopped prompting because ~/.netrc had:\n" + snip, "CLI가 로그인 안 묻는 이유는 ~/.netrc 때문이었음:\n" + snip)
    ls = T(ko, "curl, git and heroku all read .netrc silently.", "curl, git, heroku CLI 모두 .netrc를 조용히 읽음.")
    return ret(".netrc password [netrc]", mc, ls, "", [tok])


@S
def t_npmrc(ko):
    secrets = []
    lines = []
    if chance(0.6):
        t = "npm_" + al(36); secrets.append(t); lines.append("//registry.npmjs.org/:_authToken=" + t)
    if chance(0.6) or not lines:
        u, p = "ci-publisher", pw_strong()
        b = b64s(u + ":" + p); secrets.append(b)
        lines.append("@%s:registry=https://nexus.%s/repository/npm-private/" % (slug(dom().split(".")[0]), dom()))
        lines.append("//nexus.%s/repository/npm-private/:_auth=%s" % (dom(), b))
        lines.append("always-auth=true")
    snip = "\n".join(lines)
    mc = T(ko, "npm install in the Docker build pulled private packages via this .npmrc (copied into the image!):\n" + snip,
           "Docker 빌드에서 private 패키지를 이 .npmrc로 받는데, 이미지 안에 그대로 복사되고 있었음:\n" + snip)
    ls = T(ko, "Use a BuildKit secret mount for .npmrc.", ".npmrc는 BuildKit secret mount로 넘겨야 함.")
    return ret(".npmrc _authToken / _auth [npm]", mc, ls, "", secrets)


@S
def t_pypirc(ko):
    tok = "pypi-AgEIcHlwaS5vcmc" + ul(150)
    snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
    mc = T(ko, "Release script uploads with twine reading ~/.pypirc:\n" + snip, "릴리스 스크립트가 ~/.pypirc를 읽어서 twine 업로드함:\n" + snip)
    ls = T(ko, "Trusted publishing from GitHub Actions removes the need for this token.", "GitHub Actions trusted publishing 쓰면 이 토큰 필요 없음.")
    return ret(".pypirc API token [PyPI]", mc, ls, "", [tok])


@S
def t_pip_index_url(ko):
    pw = pick([al(20), "AKCp" + al(69)])
    u = pick(["deploy", "ci", person()])
    url = "https://%s:%s@%s/artifactory/api/pypi/pypi-virtual/simple" % (u, pw, pick(["acme.jfrog.io", "repo.%s" % dom()]))
    snip = pick(["[global]\nindex-url = " + url, "--extra-index-url " + url + "\nrequests==2.32.3", "PIP_INDEX_URL=" + url])
    mc = T(ko, "Private wheels resolve only through this index config:\n" + snip, "private wheel은 이 index 설정으로만 받아짐:\n" + snip)
    ls = T(ko, "pip prints the index URL with credentials in verbose logs.", "pip -v 로그에 credential 포함된 index URL이 찍힘.")
    return ret("pip index-url with credentials [Artifactory]", mc, ls, "", [pw])


@S
def t_gradle_props(ko):
    secrets = []
    sp = pw_any().replace("\\", "")
    mp = pick([al(20), ul(44)])
    snip = "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nmavenCentralUsername=%s\nmavenCentralPassword=%s" % (HX(8), sp, al(8), mp)
    secrets += [sp, mp]
    mc = T(ko, "~/.gradle/gradle.properties on the release machine:\n" + snip, "릴리스 머신의 ~/.gradle/gradle.properties:\n" + snip)
    ls = T(ko, "Use ORG_GRADLE_PROJECT_ env vars in CI.", "CI에서는 ORG_GRADLE_PROJECT_ env var로 넘기기.")
    return ret("gradle.properties signing + maven central passwords [Maven Central]", mc, ls, "", secrets)


@S
def t_maven_settings(ko):
    pw = pick([pw_strong(), al(24)])
    snip = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployment</username>\n    <password>%s</password>\n  </server>\n</servers>" % pw
    mc = T(ko, "mvn deploy worked only on %s's machine because of settings.xml:\n%s" % (person(), snip), "mvn deploy가 %s님 PC에서만 되는 이유, settings.xml:\n%s" % (person(), snip))
    ls = T(ko, "Maven supports {encrypted} passwords via settings-security.xml.", "settings-security.xml로 {암호화된} 비밀번호 사용 가능.")
    return ret("maven settings.xml server password [Maven]", mc, ls, "", [pw])


@S
def t_composer_auth(ko):
    tok = pick(["ghp_" + al(36), "github_pat_11" + up(20) + "_" + al(59)])
    pw = al(24)
    snip = '{\n  "github-oauth": {"github.com": "%s"},\n  "http-basic": {"repo.packagist.com": {"username": "token", "password": "%s"}}\n}' % (tok, pw)
    mc = T(ko, "auth.json committed next to composer.json:\n" + snip, "composer.json 옆에 auth.json이 커밋돼 있었음:\n" + snip)
    return ret("composer auth.json github-oauth + http-basic [Packagist/GitHub]", mc, "", "", [tok, pw])


@S
def t_bundler_env(ko):
    u, p = hx(8), hx(8)
    snip = "BUNDLE_GEMS__CONTRIBSYS__COM=%s:%s bundle install" % (u, p)
    mc = T(ko, "Sidekiq Pro install needs the gem server creds:\n" + snip, "Sidekiq Pro 설치에 gem 서버 credential 필요:\n" + snip)
    ls = T(ko, "`bundle config set --global gems.contribsys.com user:pass` stores it in ~/.bundle/config.", "`bundle config set --global`하면 ~/.bundle/config에 저장됨.")
    return ret("bundler gem source credentials [Sidekiq Pro]", mc, ls, "", [p])


@S
def t_yarnrc_nuget(ko):
    if chance(0.5):
        tok = "npm_" + al(36)
        snip = 'npmScopes:\n  %s:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "%s"' % (slug(dom().split(".")[0]), tok)
        cat = ".yarnrc.yml npmAuthToken [Yarn]"
    else:
        tok = pick([pw_strong(), "ghp_" + al(36)])
        snip = '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </github>\n</packageSourceCredentials>' % (person(), tok)
        cat = "NuGet.config ClearTextPassword [NuGet]"
    mc = T(ko, "Package restore config in the repo root:\n" + snip, "repo 루트의 패키지 restore 설정:\n" + snip)
    return ret(cat, mc, "", "", [tok])


@S
def t_docker_login_p(ko):
    pw = pick([pw_strong(), "dckr_pat_" + ul(27), al(32)])
    reg = pick(["registry.gitlab.com", "harbor.%s" % dom(), "%s.dkr.ecr.%s.amazonaws.com" % (dg(12), pick(REGIONS)), "ghcr.io"])
    cmd = "docker login %s -u %s -p %s" % (reg, pick(["robot$ci", "deploy", person()]), pw)
    mc = T(ko, "The deploy step logs in with:\n%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin." % cmd,
           "배포 스텝 로그인 명령:\n%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin." % cmd)
    return ret("docker login -p password [registry]", mc, "", "", [pw])


@S
def t_helm_repo(ko):
    pw = al(R.randint(16, 32))
    cmd = "helm repo add internal https://charts.%s --username %s --password %s" % (dom(), pick(["robot", "ci"]), pw)
    mc = T(ko, "Chart pulls fail in the new cluster; repo was added with:\n" + cmd, "새 클러스터에서 chart pull 실패. repo 추가 명령:\n" + cmd)
    ls = T(ko, "helm stores this in repositories.yaml in plain text.", "helm은 이 값을 repositories.yaml에 평문 저장함.")
    return ret("helm repo add --password [Helm]", mc, ls, "", [pw])


@S
def t_gha_run_token(ko):
    tok = pick(["ghp_" + al(36), "github_pat_11" + up(20) + "_" + al(59)])
    snip = "      - name: Push tag\n        run: |\n          git remote set-url origin https://%s@github.com/${{ github.repository }}\n          git push origin v${{ env.VERSION }}" % tok
    mc = T(ko, "Tag push step in release.yml:\n" + snip, "release.yml의 태그 push 스텝:\n" + snip)
    ls = T(ko, "Use ${{ secrets.GITHUB_TOKEN }} with contents: write permission.", "contents: write 권한 주고 ${{ secrets.GITHUB_TOKEN }} 쓰기.")
    return ret("GitHub Actions workflow hardcoded PAT [GitHub]", mc, ls, "", [tok])


@S
def t_gitlab_trigger(ko):
    tok = "glptt-" + hx(40)
    cmd = "curl -X POST --fail -F token=%s -F ref=main https://gitlab.%s/api/v4/projects/%d/trigger/pipeline" % (tok, dom(), R.randint(10, 999))
    mc = T(ko, "Downstream deploy is triggered from the upstream job:\n" + cmd, "상위 잡에서 하위 배포를 트리거하는 명령:\n" + cmd)
    return ret("gitlab pipeline trigger token [GitLab]", mc, "", "", [tok])


@S
def t_argocd_admin(ko):
    pw = ul(16)
    snip = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n%s" % pw
    mc = T(ko, "Logged into Argo CD for the first time:\n" + snip, "Argo CD 첫 로그인:\n" + snip)
    ls = T(ko, "Delete the initial secret after setting up SSO.", "SSO 설정 후 initial secret은 삭제해야 함.")
    return ret("argocd initial admin password [Argo CD]", mc, ls, "", [pw])


@S
def t_grafana_admin(ko):
    pw = pick([pw_human(), pw_strong(), pw_kokb()])
    snip = "  grafana:\n    image: grafana/grafana:11.3.0\n    environment:\n      - GF_SECURITY_ADMIN_USER=admin\n      - GF_SECURITY_ADMIN_PASSWORD=%s" % pw
    mc = T(ko, "Monitoring stack compose:\n" + snip, "모니터링 스택 compose:\n" + snip)
    return ret("compose GF_SECURITY_ADMIN_PASSWORD [Grafana]", mc, "", "", [pw])


@S
def t_harbor_robot(ko):
    sec = al(32)
    snip = '{"name": "robot$ci+push", "secret": "%s", "expires_at": -1}' % sec
    mc = T(ko, "Created a Harbor robot account for CI; API response:\n" + snip, "CI용 Harbor robot 계정 생성 응답:\n" + snip)
    ls = T(ko, "expires_at -1 means it never expires.", "expires_at -1은 만료 없음.")
    return ret("harbor robot account secret [Harbor]", mc, ls, "", [sec])


@S
def t_rancher_token(ko):
    tok = "token-" + lw(5) + ":" + lw(54)
    snip = "rancher login https://rancher.%s --token %s --context c-%s:p-%s" % (dom(), tok, lw(5), lw(5))
    mc = T(ko, "CLI access to Rancher for the cluster upgrade:\n" + snip, "클러스터 업그레이드 작업하려고 Rancher CLI로 접속함:\n" + snip)
    return ret("rancher API bearer token [Rancher]", mc, "", "", [tok])


# ============================================================ bespoke: webhooks & chat
@S
def t_slack_webhook(ko):
    sec = al(24)
    url = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (up(8), up(9), sec)
    v = pick(["env", "alertmanager", "curl"])
    if v == "env":
        snip = "SLACK_WEBHOOK_URL=" + url
    elif v == "alertmanager":
        snip = "receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: %s\n        channel: '#alerts-%s'" % (url, env())
    else:
        snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' " + url
    mc = T(ko, "Deploy notifications go through an incoming webhook:\n" + snip, "배포 알림은 incoming webhook으로 나감:\n" + snip)
    ls = T(ko, "Anyone with the webhook URL can post to the channel.", "webhook URL만 있으면 누구나 채널에 글을 올릴 수 있음.")
    return ret("slack incoming webhook URL secret part [Slack]", mc, ls, "", [sec])


@S
def t_discord_webhook(ko):
    sec = ul(68)
    url = "https://discord.com/api/webhooks/%s/%s" % (dg(19), sec)
    snip = pick(["DISCORD_WEBHOOK=" + url, "requests.post(\"%s\", json={\"content\": msg})" % url])
    mc = T(ko, "Game server crash alerts:\n" + snip, "게임 서버 크래시 알림:\n" + snip)
    return ret("discord webhook token [Discord]", mc, "", "", [sec])


@S
def t_teams_workflow(ko):
    sig = ul(43)
    url = "https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (
        R.randint(1, 99), pick(["westeurope", "koreacentral", "eastus"]), hx(32), sig)
    mc = T(ko, "Teams connector retirement: switched alerts to a Workflows webhook:\n" + url,
           "Teams connector 종료 대응으로 알림을 Workflows webhook으로 바꿈:\n" + url)
    ls = T(ko, "The sig query parameter is the only auth on these URLs.", "이 URL은 sig 파라미터가 유일한 인증임.")
    return ret("teams/power automate workflow URL sig [Microsoft]", mc, ls, "", [sig])


@S
def t_dingtalk(ko):
    at = hx(64)
    sec = "SEC" + hx(64)
    snip = "DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token=%s\nDINGTALK_SECRET=%s" % (at, sec)
    mc = T(ko, "China team's alert robot (signing enabled):\n" + snip, "중국 법인 알림 로봇 설정(서명 사용):\n" + snip)
    ls = T(ko, "timestamp + HMAC-SHA256 with the SEC secret goes in the sign param.", "timestamp에 SEC 시크릿으로 HMAC-SHA256 한 값을 sign 파라미터에 넣어야 함.")
    return ret("dingtalk robot access_token + SEC signing secret [DingTalk]", mc, ls, "", [at, sec])


@S
def t_feishu_wecom(ko):
    if chance(0.5):
        hook = uuid4(); sec = al(22)
        snip = "webhook: https://open.feishu.cn/open-apis/bot/v2/hook/%s\nsign_secret: %s" % (hook, sec)
        sl = [hook, sec]; v = "Feishu"
    else:
        hook = uuid4()
        snip = "curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' -H 'Content-Type: application/json' -d '{\"msgtype\":\"text\",\"text\":{\"content\":\"hi\"}}'" % hook
        sl = [hook]; v = "WeCom"
    mc = T(ko, "Notification bot for the Shenzhen office:\n" + snip, "선전 오피스 알림 봇:\n" + snip)
    return ret("%s bot webhook key [%s]" % (v.lower(), v), mc, "", "", sl)


@S
def t_telegram_url(ko):
    tok = dg(10) + ":AA" + ul(33)
    url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=backup%%20ok" % (tok, dg(10))
    mc = T(ko, "Backup cron pings a Telegram group:\n" + url, "백업 cron이 텔레그램 그룹에 알림 보냄:\n" + url)
    ask = T(ko, "Should the bot token move to the cron host's env file?", "봇 토큰을 cron 호스트 env 파일로 옮길까요?")
    return ret("telegram bot token in URL [Telegram]", mc, "", ask, [tok])


@S
def t_mattermost_gchat(ko):
    if chance(0.5):
        k = lw(26)
        url = "https://chat.%s/hooks/%s" % (dom(), k)
        sl = [k]; v = "Mattermost"
    else:
        k = "AIza" + ul(35); t = ul(43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (ul(7), k, t)
        sl = [k, t]; v = "Google Chat"
    mc = T(ko, "Build status poster uses:\n" + url, "빌드 상태 알림 URL:\n" + url)
    return ret("%s incoming webhook [%s]" % (v.lower(), v), mc, "", "", sl)


@S
def t_line_notify(ko):
    tok = ul(43)
    cmd = "curl -X POST -H 'Authorization: Bearer %s' -F 'message=%s' https://notify-api.line.me/api/notify" % (tok, T(ko, "batch done", "배치 완료"))
    mc = T(ko, "Batch completion ping to the ops LINE group:\n" + cmd, "운영 LINE 그룹으로 배치 완료 알림:\n" + cmd)
    ls = T(ko, "LINE Notify shut down in 2025; migrate to the Messaging API.", "LINE Notify는 2025년에 종료돼서 Messaging API로 옮겨야 함.")
    return ret("LINE Notify token [LINE]", mc, ls, "", [tok])


@S
def t_webhook_signing(ko):
    kind = pick(["stripe", "github", "generic", "shopify"])
    if kind == "stripe":
        sec = "whsec_" + al(32)
        code = "event = stripe.Webhook.construct_event(payload, sig_header, \"%s\")" % sec
    elif kind == "github":
        sec = ul(R.randint(20, 40))
        code = "const hmac = crypto.createHmac('sha256', '%s');" % sec
    elif kind == "shopify":
        sec = hx(64)
        code = "digest = OpenSSL::HMAC.digest('sha256', '%s', request.raw_post)" % sec
    else:
        sec = b64r(32)
        code = "WEBHOOK_SIGNING_SECRET=%s" % sec
    mc = T(ko, "Signature verification fails in %s; the handler uses:\n%s" % (env(), code), "%s에서 서명 검증 실패. 핸들러 코드:\n%s" % (env(), code))
    ls = T(ko, "Verify against the raw body; the JSON middleware re-serializes it.", "JSON 미들웨어가 body를 다시 직렬화하니 raw body로 검증해야 함.")
    return ret("webhook signing secret in handler (%s) [%s]" % (kind, kind.capitalize()), mc, ls, "", [sec])


@S
def t_pagerduty_routing(ko):
    rk = hx(32)
    snip = "receivers:\n- name: pagerduty-critical\n  pagerduty_configs:\n  - routing_key: %s\n    severity: critical" % rk
    mc = T(ko, "Alertmanager config for paging:\n" + snip, "페이징용 Alertmanager 설정:\n" + snip)
    ls = T(ko, "Integration/routing keys let anyone open incidents on that service.", "routing key만 있으면 누구나 해당 서비스에 인시던트를 만들 수 있음.")
    return ret("alertmanager pagerduty routing_key [PagerDuty]", mc, ls, "", [rk])


@S
def t_sentry_legacy_dsn(ko):
    pub, sec = hx(32), hx(32)
    dsn = "https://%s:%s@sentry.%s/%d" % (pub, sec, dom(), R.randint(2, 60))
    mc = T(ko, "Self-hosted Sentry, old Raven client on the backend:\nRAVEN_DSN=" + dsn, "self-hosted Sentry, 백엔드는 예전 Raven 클라이언트 사용:\nRAVEN_DSN=" + dsn)
    ls = T(ko, "The secret part of legacy DSNs is deprecated; server SDKs only need the public key.", "legacy DSN의 secret 부분은 더 이상 필요 없음. public key만 있으면 됨.")
    return ret("legacy sentry DSN with secret [Sentry]", mc, ls, "", [sec])


@S
def t_mcp_config(ko):
    vd = pick([v for v in VENDORS if v["name"] in ("GitHub", "Anthropic", "Notion", "Linear", "Figma", "Atlassian", "Slack", "Sentry", "Supabase", "Brave")] or VENDORS)
    tok = vd["gen"]()
    srv = slug(vd["name"])
    snip = json.dumps({"mcpServers": {srv: {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-" + srv],
                                            "env": {vd["var"]: tok}}}}, indent=2, ensure_ascii=False)
    mc = T(ko, "The %s MCP server wasn't loading in the agent; my claude_desktop_config.json:\n%s" % (vd["name"], snip),
           "에이전트에서 %s MCP 서버가 안 붙었음. claude_desktop_config.json:\n%s" % (vd["name"], snip))
    ls = T(ko, "Restart the client after editing; env values are read once.", "수정 후 클라이언트 재시작 필요. env는 최초 1회만 읽음.")
    return ret("MCP server config env token [%s]" % vd["name"], mc, ls, "", [tok])


# ============================================================ bespoke: keys, crypto, app secrets
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
         "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
         "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
         "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
         "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
         "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
         "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
         "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
         "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
         "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable "
         "capital captain carbon card cargo carpet carry cart case cash casino castle casual catalog catch category cattle").split()


@S
def t_rsa_pem(ko):
    n = R.randint(3, 5)
    lines = pem_lines(n, "MIIEpAIBAAKCAQEA")
    kind = pick(["RSA PRIVATE KEY", "PRIVATE KEY"])
    if kind == "PRIVATE KEY":
        lines = pem_lines(n, "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC")
    snip = "-----BEGIN %s-----\n%s\n...\n-----END %s-----" % (kind, "\n".join(lines), kind)
    i = R.randrange(3)
    s_ = svc()
    where = ["deploy/keys/%s.pem" % s_, "the SAML SP signing key", "the JWT signing key in config/jwt/private.pem"][i]
    where_k = ["deploy/keys/%s.pem 파일" % s_, "SAML SP 서명 키", "config/jwt/private.pem의 JWT 서명 키"][i]
    mc = T(ko, "Found %s committed in the repo (first lines):\n%s" % (where, snip), "repo에 커밋된 %s 발견 (앞부분):\n%s" % (where_k, snip))
    ls = T(ko, "Rotating means re-issuing the cert and updating the IdP metadata as well.", "교체하려면 인증서 재발급하고 IdP metadata도 갱신해야 함.")
    return ret("PEM RSA private key body lines [PEM]", mc, ls, "", lines)


@S
def t_openssh_key(ko):
    first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = first + "QyNTUxOQAAACA" + b64r(180)
    body = body.rstrip("=")
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    if len(lines[-1]) < 8:
        lines[-2] += lines[-1]
        lines = lines[:-1]
    snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    mc = T(ko, "Deploy key for the %s repo, stored in the CI variable DEPLOY_KEY:\n%s" % (svc(), snip), "%s repo 배포키, CI 변수 DEPLOY_KEY에 저장된 값:\n%s" % (svc(), snip))
    ls = T(ko, "Deploy keys must be write-disabled unless the job pushes tags.", "태그 push 안 하면 deploy key는 read-only로.")
    return ret("OpenSSH ed25519 private key body [SSH]", mc, ls, "", lines)


@S
def t_ec_pem(ko):
    body = "MHcCAQEEI" + b64r(114)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    snip = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
    mc = T(ko, "ES256 signing key for the license server:\n" + snip, "라이선스 서버 ES256 서명 키:\n" + snip)
    return ret("PEM EC private key [PEM]", mc, "", T(ko, "Where is the matching public key published?", "대응하는 public key는 어디 배포돼 있나요?"), [l for l in lines if len(l) >= 8])


@S
def t_apple_p8(ko):
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64r(102)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    kid = up(10)
    snip = "APP_STORE_CONNECT_KEY_ID=%s\nAPP_STORE_CONNECT_ISSUER_ID=%s\nAPP_STORE_CONNECT_KEY=\"-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\"" % (kid, uuid4(), "\n".join(lines))
    mc = T(ko, "fastlane upload to TestFlight uses the API key from .env.fastlane:\n" + snip, "TestFlight 업로드는 .env.fastlane의 API 키를 씀:\n" + snip)
    ls = T(ko, "The .p8 can only be downloaded once from App Store Connect.", ".p8 파일은 App Store Connect에서 한 번만 다운로드 가능.")
    return ret("App Store Connect .p8 key body [Apple]", mc, ls, "", [l for l in lines if len(l) >= 8])


@S
def t_alipay_key(ko):
    key = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64r(240).rstrip("=")
    snip = "alipay.app-id=2021%s\nalipay.merchant-private-key=%s\nalipay.gateway=https://openapi.alipay.com/gateway.do" % (dg(12), key)
    mc = T(ko, "Alipay cross-border config (key truncated by the console at 400 chars):\n" + snip, "Alipay 해외결제 설정:\n" + snip)
    return ret("alipay merchant private key one-line [Alipay]", mc, "", "", [key])


@S
def t_pgp_private(ko):
    lines = ["lQdGBG" + b64r(45)[:58]] + [b64r(48) for _ in range(R.randint(2, 3))]
    snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n...\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(lines)
    mc = T(ko, "Release signing key exported for the new CI (head of the block):\n" + snip, "새 CI용으로 export 한 릴리스 서명 키 (앞부분):\n" + snip)
    ls = T(ko, "Import it with `gpg --batch --import` from a masked variable.", "masked 변수에서 `gpg --batch --import` 로 가져오기.")
    return ret("PGP private key block lines [GnuPG]", mc, ls, "", lines)


@S
def t_wireguard(ko):
    priv = b64r(32)
    pub = b64r(32)
    snip = "[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
        R.randint(2, 200), priv, pub, dom())
    mc = T(ko, "VPN config I was given for the DB subnet (wg0.conf):\n" + snip, "DB 서브넷 접근용으로 받은 VPN 설정(wg0.conf):\n" + snip)
    ls = T(ko, "Each person should generate their own keypair with `wg genkey`.", "각자 `wg genkey`로 키쌍을 따로 만들어야 함.")
    return ret("wireguard PrivateKey [WireGuard]", mc, ls, "", [priv])


@S
def t_age_key(ko):
    key = "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)
    pub = "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    snip = "# created: %s\n# public key: %s\n%s" % (isodate(), pub, key)
    mc = T(ko, "SOPS decryption key for the %s overlay (~/.config/sops/age/keys.txt):\n%s" % (env(), snip), "%s overlay용 SOPS 복호화 키 (~/.config/sops/age/keys.txt):\n%s" % (env(), snip))
    return ret("age secret key [age/SOPS]", mc, "", "", [key])


@S
def t_jwt_secret(ko):
    sec = pick([al(48), b64r(48), hx(64), pw_phrase("-")])
    snip = pick(["JWT_SECRET=%s" % sec, "jwt:\n  secret: %s\n  expiry: 15m" % sec, "app.config['JWT_SECRET_KEY'] = '%s'" % sec])
    mc = T(ko, "Tokens from staging were valid in prod; both share the HS256 secret:\n" + snip, "staging 토큰이 prod에서도 통과함. 둘 다 같은 HS256 시크릿을 씀:\n" + snip)
    ls = T(ko, "Different environments need different signing secrets (or RS256 with separate keys).", "환경마다 서명 시크릿이 달라야 함. 아니면 RS256에 키 분리.")
    return ret("JWT HS256 signing secret [app]", mc, ls, "", [sec])


@S
def t_django_secret(ko):
    sec = rs(LOW + DIG + "!@#%^&*(-_=+)", 50)
    snip = "SECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['.%s']" % (sec, dom())
    mc = T(ko, "settings/production.py still has the key inline:\n" + snip, "settings/production.py에 키가 그대로 박혀 있음:\n" + snip)
    ls = T(ko, "Changing SECRET_KEY logs everyone out and invalidates password reset links.", "SECRET_KEY 바꾸면 전원 로그아웃되고 비번 재설정 링크도 무효화됨.")
    return ret("django SECRET_KEY [Django]", mc, ls, "", [sec])


@S
def t_rails_secrets(ko):
    if chance(0.5):
        k = hx(32)
        snip = "$ cat config/master.key\n%s" % k
        cat = "rails master.key [Rails]"
    else:
        k = hx(128)
        snip = "SECRET_KEY_BASE=%s" % k
        cat = "rails SECRET_KEY_BASE [Rails]"
    mc = T(ko, "Credentials couldn't be decrypted in the container; value from the old server:\n" + snip, "컨테이너에서 credentials 복호화 실패. 예전 서버에 있던 값:\n" + snip)
    return ret(cat, mc, T(ko, "RAILS_MASTER_KEY must be passed at runtime, not baked in.", "RAILS_MASTER_KEY는 이미지에 굽지 말고 런타임에 넣기."), "", [k])


@S
def t_laravel_key(ko):
    k = "base64:" + b64r(32)
    pw = pick([pw_human(), al(16)])
    snip = "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=shop\nDB_PASSWORD=%s" % (k, host("mysql"), pw)
    mc = T(ko, "Laravel .env on the shared host:\n" + snip, "공유 호스팅의 Laravel .env:\n" + snip)
    return ret("laravel APP_KEY + DB_PASSWORD [Laravel]", mc, "", "", [k, pw])


@S
def t_wp_config(ko):
    pw = pick([pw_human(), pw_strong()])
    salts = [rs(AL + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64) for _ in range(2)]
    snip = "define( 'DB_PASSWORD', '%s' );\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (pw, salts[0], salts[1])
    mc = T(ko, "wp-config.php from the marketing site backup:\n" + snip, "마케팅 사이트 백업의 wp-config.php:\n" + snip)
    return ret("wordpress wp-config DB_PASSWORD + auth salts [WordPress]", mc, "", "", [pw] + salts)


@S
def t_nextauth(ko):
    sec = b64r(32)
    cs = "GOCSPX-" + ul(28)
    snip = "NEXTAUTH_URL=https://%s\nNEXTAUTH_SECRET=%s\nGOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=%s" % (host("app"), sec, dg(12), lw(32), cs)
    mc = T(ko, "Sign-in with Google broke on the preview URL; env:\n" + snip, "preview URL에서 구글 로그인이 깨짐. env:\n" + snip)
    ls = T(ko, "The OAuth client needs the preview callback URL whitelisted.", "OAuth 클라이언트에 preview callback URL을 등록해야 함.")
    return ret("nextauth secret + google client secret [NextAuth/Google]", mc, ls, "", [sec, cs])


@S
def t_eth_key(ko):
    k = "0x" + hx(64)
    snip = "networks: {\n  sepolia: {\n    url: `https://sepolia.infura.io/v3/${INFURA_ID}`,\n    accounts: [\"%s\"],\n  },\n}," % k
    mc = T(ko, "hardhat.config.ts deploy account:\n" + snip, "hardhat.config.ts 배포 계정:\n" + snip)
    ls = T(ko, "Even testnet deployer keys get reused on mainnet by accident.", "테스트넷 배포 키도 실수로 메인넷에 재사용되는 경우가 많음.")
    return ret("ethereum private key hex [Ethereum]", mc, ls, "", [k])


@S
def t_bip39(ko):
    phrase = " ".join(pick(BIP39) for _ in range(pick([12, 12, 24])))
    mc = T(ko, "Treasury hot wallet for the test network, recovery phrase from the setup doc:\n" + phrase,
           "테스트넷 지갑 복구 문구 (셋업 문서에서 복사):\n" + phrase)
    ls = T(ko, "A seed phrase is the wallet; it must never be written to shared notes.", "시드 문구가 곧 지갑임. 공유 노트에 적으면 안 됨.")
    return ret("BIP39 seed phrase [crypto wallet]", mc, ls, "", [phrase])


@S
def t_wif(ko):
    k = pick(["K", "L"]) + rs("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 51)
    mc = T(ko, "The payout script imports the hot wallet key:\nbitcoin-cli importprivkey %s \"payouts\" false" % k,
           "지급 스크립트가 핫월렛 키를 import 함:\nbitcoin-cli importprivkey %s \"payouts\" false" % k)
    return ret("bitcoin WIF private key [Bitcoin]", mc, "", "", [k])


@S
def t_openvpn_static(ko):
    lines = [hx(32) for _ in range(R.randint(3, 5))]
    snip = "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n%s\n...\n-----END OpenVPN Static key V1-----\n</tls-auth>" % "\n".join(lines)
    mc = T(ko, "client.ovpn handed out to contractors contains:\n" + snip, "외주 인력에게 배포한 client.ovpn 내용:\n" + snip)
    return ret("openvpn tls-auth static key lines [OpenVPN]", mc, "", "", lines)


@S
def t_ipsec_psk(ko):
    psk = pick([pw_strong(), b64r(24), pw_phrase("-")])
    snip = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % (ip(), "203.0.113.%d" % R.randint(2, 250), psk)
    mc = T(ko, "Site-to-site tunnel to the IDC drops hourly; config:\n" + snip, "IDC 구간 site-to-site 터널이 매시간 끊김. 설정:\n" + snip)
    ls = T(ko, "Lifetime mismatch (ikelifetime) between the two ends.", "양쪽 ikelifetime 설정이 달랐음.")
    return ret("ipsec PSK [strongSwan]", mc, ls, "", [psk])


# ============================================================ bespoke: passwords, PINs, 2FA, human secrets
@S
def t_human_pw_prose(ko):
    pw = pick([pw_human(), pw_kokb(), pw_romaja(), pw_kokb()])
    sys_ = pick(["staging admin console", "NAS", "the old Jenkins", "router admin page", "Metabase", "the shared test account"])
    sys_k = pick(["staging 어드민", "NAS", "구 Jenkins", "공유기 관리자 페이지", "Metabase", "공용 테스트 계정"])
    mc = T(ko, pick(["%s said the %s login is admin / %s, that's how I got in." % (person(), sys_, pw),
                     "Login for %s: user `ops`, password `%s` (from %s in DM)." % (sys_, pw, person())]),
           pick(["%s님이 %s 계정은 admin / %s 라고 알려주셔서 그걸로 들어감." % (person(), sys_k, pw),
                 "%s 로그인: 아이디 ops, 비번 %s (%s님 DM)" % (sys_k, pw, person())]))
    ls = T(ko, "That password is probably reused elsewhere; it should be changed and put in the password manager.",
           "이 비번 다른 데서도 재사용 중일 가능성 높음. 바꾸고 password manager에 넣어야 함.")
    ask = T(ko, "Can we get SSO on it so nobody shares a password?", "비번 공유 안 하게 SSO 붙일 수 있나요?")
    return ret("prose: human password shared in chat [generic]", mc, ls, ask, [pw])


@S
def t_kokb_password(ko):
    word, keys = pick(KO_KEYS)
    pw = keys + pick(["!", "@", "#"]) + str(R.randint(10, 9999))
    mc = T(ko, "The kiosk's Windows account password is '%s' (Korean word typed on an English keyboard, per the vendor)." % pw,
           "키오스크 윈도우 계정 비번은 '%s' 임 (업체 말로는 한글 '%s'를 영타로 친 거라고 함)." % (pw, word))
    ls = T(ko, "Vendor-set passwords are the same on every kiosk.", "업체가 설정한 비번이라 모든 키오스크가 동일함.")
    return ret("prose: Korean-keyboard password (hangul typed in QWERTY) [generic]", mc, ls, "", [pw])


@S
def t_password_change(ko):
    old, new = pw_any(), pw_any()
    acct = pick(["svc_batch", "root", "sa", "erp_admin"])
    mc = T(ko, "Rotated the %s password per the quarterly policy: old `%s` -> new `%s`." % (acct, old, new),
           "분기 정책에 따라 %s 비밀번호 변경함: 기존 `%s` → 신규 `%s`" % (acct, old, new))
    ls = T(ko, "Two batch jobs still had the old one hardcoded and failed overnight.", "배치 2개가 예전 비번을 하드코딩하고 있어서 밤새 실패함.")
    ask = T(ko, "Which other jobs log in as %s?" % acct, "%s로 로그인하는 다른 잡이 또 있나요?" % acct)
    return ret("prose: old and new password [generic]", mc, ls, ask, [old, new])


@S
def t_pin(ko):
    pin = dg(8)
    kind = pick(["yubikey", "hsm", "puk", "doorlock", "piv"])
    en = {"yubikey": "YubiKey PIV PIN for the release signing slot is %s." % pin,
          "hsm": "The HSM partition PIN is %s (needed for `pkcs11-tool --login`)." % pin,
          "puk": "SIM for the SMS gateway modem got locked; PUK is %s." % pin,
          "doorlock": "Server room door code is %s#." % pin,
          "piv": "Smartcard PIN for the code-signing token: %s" % pin}[kind]
    kr = {"yubikey": "릴리스 서명 슬롯 YubiKey PIV PIN은 %s 입니다." % pin,
          "hsm": "HSM 파티션 PIN %s (`pkcs11-tool --login` 할 때 필요)." % pin,
          "puk": "SMS 게이트웨이 모뎀 SIM이 잠겨서 PUK %s 입력함." % pin,
          "doorlock": "서버실 도어락 비번 %s# 임." % pin,
          "piv": "코드사이닝 토큰 스마트카드 PIN: %s" % pin}[kind]
    mc = T(ko, en, kr)
    ls = T(ko, "Three wrong tries lock it.", "3회 틀리면 잠김.")
    return ret("prose: 8-digit PIN / PUK (%s) [generic]" % kind, mc, ls, "", [pin])


@S
def t_npki_cert(ko):
    pw = pick([pw_kokb(), pw_human(), pw_strong(12)])
    mc = T(ko, "Tax invoice batch signs with the company NPKI certificate (C:\\Users\\erp\\AppData\\LocalLow\\NPKI\\yessign\\USER\\...). Cert password: %s" % pw,
           "세금계산서 배치가 법인 공동인증서(NPKI\\yessign\\USER\\...)로 서명함. 인증서 비밀번호: %s" % pw)
    ls = T(ko, "The cert expires yearly; renewal requires the same password.", "인증서는 매년 갱신해야 하고 갱신 시 같은 비번 필요.")
    ask = T(ko, "Who holds the physical OTP for renewal?", "갱신할 때 필요한 OTP는 누가 갖고 있나요?")
    return ret("prose: Korean NPKI certificate password [공동인증서]", mc, ls, ask, [pw])


@S
def t_passphrase(ko):
    pp = pw_phrase(pick([" ", "-"]))
    what = pick(["KeePass master passphrase", "Bitwarden org vault master password", "restic repository password", "LUKS passphrase for the backup disk", "BORG_PASSPHRASE"])
    mc = T(ko, "%s: %s" % (what, pp), "%s: %s" % (what, pp))
    ls = T(ko, "Diceware is fine, but not if it's written into the team log.", "diceware 방식은 좋은데 팀 로그에 적으면 의미 없음.")
    ask = T(ko, "Should this be in a sealed envelope / break-glass procedure instead?", "이건 break-glass 절차로 따로 보관해야 하지 않나요?")
    return ret("prose: diceware passphrase (%s) [generic]" % what, mc, ls, ask, [pp])


@S
def t_totp_uri(ko):
    sec = rs(B32, pick([16, 32]))
    uri = "otpauth://totp/%s:%s@%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
        pick(["AWS", "GitHub", "Okta", "Cloudflare"]), pick(["ops", "root", "billing"]), dom(), sec, pick(["AWS", "GitHub", "Okta", "Cloudflare"]))
    mc = T(ko, "Shared root MFA so the on-call can log in; decoded QR:\n" + uri, "온콜도 로그인할 수 있게 root MFA 공유함. QR 디코딩 결과:\n" + uri)
    ls = T(ko, "Anyone with the seed can generate codes forever.", "seed 있으면 누구나 영구히 코드 생성 가능.")
    return ret("TOTP otpauth URI secret [2FA]", mc, ls, "", [sec])


@S
def t_totp_seed_groups(ko):
    raw = rs(B32.lower()[:26] + "234567", 32)
    grouped = " ".join(raw[i:i + 4] for i in range(0, 32, 4))
    mc = T(ko, "Couldn't scan the QR on the server, so I used the setup key: %s" % grouped,
           "서버에서 QR 스캔이 안 돼서 설정 키를 직접 입력함: %s" % grouped)
    ls = T(ko, "Setup keys are shown once; save them only in the authenticator.", "설정 키는 한 번만 보여줌. authenticator 앱에만 저장할 것.")
    return ret("TOTP setup key grouped [2FA]", mc, ls, "", [grouped])


@S
def t_recovery_codes(ko):
    kind = pick(["github", "google", "ms", "gitlab"])
    if kind == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(4, 10))]
    elif kind == "google":
        codes = ["%s %s" % (dg(4), rs(DIG, 4)) for _ in range(R.randint(4, 10))]
    elif kind == "gitlab":
        codes = [hx(16) for _ in range(R.randint(4, 8))]
    else:
        codes = ["-".join(up(5) for _ in range(5))]
    name = {"github": "GitHub", "google": "Google", "ms": "Microsoft", "gitlab": "GitLab"}[kind]
    block = "\n".join(codes)
    mc = T(ko, "Recovery codes for the shared %s admin account:\n%s" % (name, block), "공용 %s 관리자 계정 복구 코드:\n%s" % (name, block))
    ls = T(ko, "Each code works once and bypasses 2FA.", "코드마다 1회용이고 2FA를 우회함.")
    return ret("2FA recovery codes [%s]" % name, mc, ls, "", codes)


@S
def t_1password_secret_key(ko):
    sk = "A3-%s-%s-%s-%s-%s-%s" % (up(6), up(6), up(5), up(5), up(5), up(5))
    mp = pw_phrase(pick(["-", " "]))
    mc = T(ko, "Emergency kit for the ops 1Password account: Secret Key %s, master password %s" % (sk, mp),
           "ops 1Password 계정 emergency kit: Secret Key %s / 마스터 비번 %s" % (sk, mp))
    return ret("1Password Secret Key + master password [1Password]", mc, "", "", [sk, mp])


@S
def t_bitlocker(ko):
    key = "-".join(rs(DIG, 6) for _ in range(8))
    mc = T(ko, "Laptop asked for BitLocker recovery after the BIOS update; key from Intune: %s" % key,
           "BIOS 업데이트 후 BitLocker 복구 키 요구함. Intune에서 조회한 키: %s" % key)
    return ret("BitLocker recovery key [Microsoft]", mc, "", "", [key])


@S
def t_app_password(ko):
    if chance(0.5):
        ap = " ".join(rs(LOW, 4) for _ in range(4))
        snip = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@%s'\nEMAIL_HOST_PASSWORD = '%s'" % (dom(), ap)
        v = "Google"
    else:
        ap = "-".join(rs(LOW, 4) for _ in range(4))
        snip = "xcrun notarytool submit build/App.dmg --apple-id release@%s --team-id %s --password %s --wait" % (dom(), up(10), ap)
        v = "Apple"
    mc = T(ko, "App-specific password in use:\n" + snip, "앱 전용 비밀번호 사용 중:\n" + snip)
    return ret("app-specific password [%s]" % v, mc, "", "", [ap])


@S
def t_ses_smtp(ko):
    akid = "AKIA" + rs(UPP + "234567", 16)
    pw = "B" + rs(AL + "+/", 43)
    snip = "spring.mail.host=email-smtp.%s.amazonaws.com\nspring.mail.username=%s\nspring.mail.password=%s" % (pick(REGIONS), akid, pw)
    mc = T(ko, "Mail sending config:\n" + snip, "메일 발송 설정:\n" + snip)
    return ret("SES SMTP username/password [AWS SES]", mc, "", "", [akid, pw])


@S
def t_wifi(ko):
    psk = pick([pw_human(), pw_kokb(), pw_phrase("-"), al(12)])
    ssid = pick(["ACME-Guest", "hanbit_5G", "office-iot", "warehouse-scan"])
    snip = pick(['network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk),
                 "nmcli dev wifi connect %s password '%s'" % (ssid, psk)])
    mc = T(ko, "Barcode scanners in the warehouse join this network:\n" + snip, "창고 바코드 스캐너가 붙는 네트워크:\n" + snip)
    return ret("wifi PSK [network]", mc, "", "", [psk])


@S
def t_snmp_radius(ko):
    sec = pick([al(R.randint(10, 16)), pw_human()])
    kind = pick(["snmp", "radius", "tacacs"])
    snip = {"snmp": "# snmpd.conf\nrocommunity %s %s/16" % (sec, ip()),
            "radius": "client office-ap {\n    ipaddr = %s\n    secret = %s\n}" % (ip(), sec),
            "tacacs": "tacacs-server host %s key 7 %s" % (ip(), sec)}[kind]
    mc = T(ko, "Network device config pulled from the switch backup:\n" + snip, "스위치 백업에서 가져온 장비 설정:\n" + snip)
    return ret("network shared secret (%s) [network]" % kind, mc, "", "", [sec])


@S
def t_ipmi(ko):
    pw = pick([pw_strong(12), pw_human()])
    cmd = "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power cycle" % (ip(), pw)
    mc = T(ko, "Node was hung, power-cycled via BMC:\n" + cmd, "노드가 멈춰서 BMC로 전원 재시작:\n" + cmd)
    return ret("ipmitool -P BMC password [IPMI]", mc, "", "", [pw])


@S
def t_ansible(ko):
    pw = pick([pw_human(), pw_strong()])
    vp = pw_phrase("-")
    snip = "[web]\n%s ansible_user=deploy ansible_become_pass=%s\n\n$ ansible-playbook site.yml --vault-password-file <(echo '%s')" % (ip(), pw, vp)
    mc = T(ko, "Inventory + how the playbook is run:\n" + snip, "inventory와 플레이북 실행 방법:\n" + snip)
    return ret("ansible become pass + vault password [Ansible]", mc, "", "", [pw, vp])


@S
def t_sudo_chat(ko):
    pw = pick([pw_kokb(), pw_human(), pw_romaja()])
    u = person()
    mc = T(ko, "[%s] the sudo password on build-03 is %s btw, the ssh key login works for everyone" % (u, pw),
           "[%s] build-03 sudo 비번 %s 이에요, ssh 키 로그인은 다 됨" % (u, pw))
    ls = T(ko, "NOPASSWD for the deploy group would avoid this.", "deploy 그룹에 NOPASSWD 주면 이런 공유 필요 없음.")
    return ret("chat: sudo password [generic]", mc, ls, "", [pw])


@S
def t_split_fields(ko):
    pw = pw_any()
    u = pick(USERS)
    h = host("db")
    mc = T(ko, "Read replica %s, user %s. Password is in the lesson field below." % (h, u), "리드 레플리카 %s, 계정 %s. 비번은 아래 lesson 참고." % (h, u))
    ls = T(ko, "pw: %s (same as the old MySQL box)" % pw, "비번: %s (예전 MySQL 서버랑 동일)" % pw)
    ask = T(ko, "Can %s get a per-person login?" % h, "%s 개인 계정 발급 가능한가요?" % h)
    return ret("split: host in one field, password in another [generic]", mc, ls, ask, [pw])


@S
def t_split_ask(ko):
    tok = pick(VENDORS)
    val = tok["gen"]()
    mc = T(ko, "%s calls from %s started failing after the key rotation on %s." % (tok["name"], svc(), isodate()[:10]),
           "%s에 %s 키 교체 이후 %s의 호출이 실패하기 시작함." % (isodate()[:10], tok["name"], svc()))
    ls = T(ko, "Old key and new key were both in %s; the loader took the first one." % tok["var"], "%s에 예전 키랑 새 키가 둘 다 있었고 로더가 첫 번째 걸 읽었음." % tok["var"])
    ask = T(ko, "Is %s the new one?" % val, "%s 이게 새 키 맞나요?" % val)
    if len(ask.encode()) > 500:
        ask = val
    return ret("split: only the ask field carries the key [%s]" % tok["name"], mc, ls, ask, [val])


@S
def t_android_keystore(ko):
    sp, kp = pw_any(), pw_any()
    snip = "signingConfigs {\n    release {\n        storeFile file('release.jks')\n        storePassword '%s'\n        keyAlias 'upload'\n        keyPassword '%s'\n    }\n}" % (sp, kp)
    mc = T(ko, "app/build.gradle release signing:\n" + snip, "app/build.gradle 릴리스 서명 설정:\n" + snip)
    ls = T(ko, "Losing the upload key means a Play Console reset request.", "upload key 잃어버리면 Play Console에 재설정 요청해야 함.")
    return ret("android keystore storePassword/keyPassword [Android]", mc, ls, "", [sp, kp] if sp != kp else [sp])


@S
def t_fastlane_match(ko):
    mp = pw_any()
    snip = "MATCH_PASSWORD=%s\nMATCH_GIT_URL=git@github.com:%s/certificates.git\nFASTLANE_USER=ios@%s" % (mp, slug(dom().split(".")[0]), dom())
    mc = T(ko, "iOS signing on the Mac mini runner:\n" + snip, "Mac mini runner의 iOS 서명 설정:\n" + snip)
    return ret("fastlane MATCH_PASSWORD [fastlane]", mc, "", "", [mp])


@S
def t_gpg_batch(ko):
    pp = pw_any().replace("'", "")
    cmd = "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' --detach-sign dist/%s-%d.%d.tar.gz" % (pp, svc(), R.randint(1, 3), R.randint(0, 20))
    mc = T(ko, "Signing step in the release script:\n" + cmd, "릴리스 스크립트 서명 단계:\n" + cmd)
    return ret("gpg --passphrase in script [GnuPG]", mc, "", "", [pp])


@S
def t_tomcat_users(ko):
    pw = pick([pw_human(), pw_strong()])
    snip = '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="tomcat" password="%s" roles="manager-gui,manager-script"/>\n</tomcat-users>' % pw
    mc = T(ko, "Legacy WAR deploys go through the manager app; conf/tomcat-users.xml:\n" + snip, "레거시 WAR 배포는 manager 앱으로 함. conf/tomcat-users.xml:\n" + snip)
    return ret("tomcat-users.xml password [Tomcat]", mc, "", "", [pw])


# ============================================================ bespoke: remote access, misc services
@S
def t_sshpass(ko):
    pw = pick([pw_human(), pw_kokb(), pw_strong()]).replace("'", "")
    cmd = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no -p 2222 %s@%s 'systemctl restart %s'" % (pw, pick(["ubuntu", "ec2-user", "deploy"]), ip(), svc())
    mc = T(ko, "The restart hook in the old Jenkins job:\n" + cmd, "구 Jenkins 잡의 재시작 훅:\n" + cmd)
    return ret("sshpass -p password [SSH]", mc, "", "", [pw])


@S
def t_paramiko(ko):
    pw = pw_any().replace('"', "")
    code = "ssh = paramiko.SSHClient()\nssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())\nssh.connect(\"%s\", username=\"root\", password=\"%s\")" % (ip(), pw)
    mc = T(ko, "scripts/collect_logs.py connects like this:\n" + code, "scripts/collect_logs.py 접속 코드:\n" + code)
    return ret("python paramiko password [SSH]", mc, "", "", [pw])


@S
def t_ftp_url(ko):
    pw = pick([pw_urlsafe(), al(12)])
    url = "ftp://%s:%s@ftp.%s/outbound/" % (pick(["partner01", "edi", "upload"]), pct(pw), dom())
    cmd = pick(["lftp -e 'mirror --reverse ./out /outbound; bye' '%s'" % url, "curl -T report.csv '%s'" % url])
    mc = T(ko, "EDI files to the logistics partner go over plain FTP:\n" + cmd, "물류 파트너 EDI 파일은 평문 FTP로 감:\n" + cmd)
    return ret("ftp URL credentials [FTP]", mc, "", "", [pct(pw)])


@S
def t_smb(ko):
    pw = pick([pw_human(), pw_kokb(), pw_strong()]).replace(",", "")
    snip = pick(["mount -t cifs //%s/scan /mnt/scan -o username=scanner,password=%s,vers=3.0" % (ip(), pw),
                 "net use Z: \\\\fileserver\\finance /user:CORP\\svc_erp %s /persistent:yes" % pw])
    mc = T(ko, "How the scanner share is mounted:\n" + snip, "스캐너 공유폴더 마운트 방법:\n" + snip)
    return ret("SMB mount / net use password [Windows/SMB]", mc, "", "", [pw])


@S
def t_ldapsearch(ko):
    pw = pick([pw_strong(), pw_human()]).replace("'", "")
    cmd = "ldapsearch -H ldaps://ldap.%s -D 'cn=svc-gitlab,ou=service,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(uid=%s)'" % (dom(), pw, person())
    mc = T(ko, "Debugging why GitLab LDAP sync misses users:\n" + cmd, "GitLab LDAP 동기화에서 사용자 누락되는 이유 확인:\n" + cmd)
    ls = T(ko, "The filter excluded accounts without mail attribute.", "mail 속성 없는 계정이 필터에서 빠졌음.")
    return ret("ldapsearch -w bind password [LDAP]", mc, ls, "", [pw])


@S
def t_proxy(ko):
    pw = pick([pw_urlsafe(), pw_special()])
    enc = pct(pw)
    snip = "export https_proxy=http://%s:%s@proxy.%s:3128\nexport no_proxy=localhost,127.0.0.1,.svc" % (pick(["u" + dg(6), person()]), enc, dom())
    mc = T(ko, "pip and apt need the corporate proxy on the dev VM:\n" + snip, "개발 VM에서 pip/apt가 사내 프록시를 거쳐야 함:\n" + snip)
    return ret("http proxy URL credentials [proxy]", mc, "", "", [enc])


@S
def t_powershell(ko):
    pw = pw_any().replace('"', "").replace("$", "#").replace("`", "")
    code = "$pass = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"CORP\\svc_deploy\", $pass)\nInvoke-Command -ComputerName WEB01 -Credential $cred -ScriptBlock { iisreset }" % pw
    mc = T(ko, "deploy.ps1 restarts IIS remotely:\n" + code, "deploy.ps1이 원격으로 IIS 재시작:\n" + code)
    return ret("powershell ConvertTo-SecureString plaintext [Windows]", mc, "", "", [pw])


@S
def t_backup_pw(ko):
    pw = pick([pw_phrase("-"), pw_strong(), pw_human()])
    kind = pick(["RESTIC_PASSWORD", "BORG_PASSPHRASE", "PULUMI_CONFIG_PASSPHRASE", "DUPLICITY_PASSPHRASE"])
    snip = "%s='%s'\n%s" % (kind, pw, {"RESTIC_PASSWORD": "restic -r s3:s3.amazonaws.com/acme-backup backup /srv", "BORG_PASSPHRASE": "borg create ::'{hostname}-{now}' /etc /srv",
                                      "PULUMI_CONFIG_PASSPHRASE": "pulumi up --stack %s" % env(), "DUPLICITY_PASSPHRASE": "duplicity /var/www b2://..."}[kind])
    mc = T(ko, "Backup/infra cron on the ops host:\n" + snip, "ops 호스트 cron:\n" + snip)
    ls = T(ko, "Without this passphrase the backups/state can't be decrypted at all.", "이 passphrase 없으면 백업/state 복호화 자체가 불가.")
    return ret("encryption passphrase env (%s) [backup]" % kind, mc, ls, "", [pw])


@S
def t_mqtt(ko):
    pw = pick([al(16), pw_human()])
    cmd = "mosquitto_pub -h mqtt.%s -p 8883 --capath /etc/ssl/certs -u sensor-gw -P '%s' -t 'factory/line2/temp' -m '21.4'" % (dom(), pw)
    mc = T(ko, "Simulating a sensor message:\n" + cmd, "센서 메시지 시뮬레이션:\n" + cmd)
    return ret("mosquitto_pub -P password [MQTT]", mc, "", "", [pw])


@S
def t_home_assistant(ko):
    tok = jwt({"iss": hx(32), "iat": ts(), "exp": ts() + 315360000})
    snip = "rest_command:\n  office_lights_off:\n    url: http://ha.local:8123/api/services/light/turn_off\n    headers:\n      Authorization: \"Bearer %s\"" % tok
    mc = T(ko, "Office automation calls HA with a long-lived token:\n" + snip, "사무실 자동화가 HA long-lived 토큰으로 호출:\n" + snip)
    return ret("home assistant long-lived access token [Home Assistant]", mc, "", "", [tok])


@S
def t_plex(ko):
    tok = ul(20)
    url = "http://%s:32400/library/sections/1/refresh?X-Plex-Token=%s" % (ip(), tok)
    mc = T(ko, "Media server rescan after upload:\ncurl '%s'" % url, "업로드 후 미디어 서버 재스캔:\ncurl '%s'" % url)
    return ret("X-Plex-Token in URL [Plex]", mc, "", "", [tok])


@S
def t_salesforce(ko):
    pw = pick([pw_human(), pw_strong()])
    st = al(24)
    snip = "sf_username=integration@%s\nsf_password=%s\nsf_security_token=%s" % (dom(), pw, st)
    mc = T(ko, "Salesforce sync uses username-password OAuth flow:\n" + snip, "Salesforce 동기화가 username-password OAuth 플로우를 씀:\n" + snip)
    ls = T(ko, "The API password is password+token concatenated: %s%s" % (pw, st), "API 비번은 password+token 이어붙인 값: %s%s" % (pw, st))
    return ret("salesforce password + security token [Salesforce]", mc, ls, "", [pw, st, pw + st])


@S
def t_captcha_secret(ko):
    kind = pick(["recaptcha", "hcaptcha", "turnstile"])
    sec = {"recaptcha": "6L" + ul(38), "hcaptcha": "0x" + hx(40), "turnstile": "0x4AAAAAAA" + ul(22)}[kind]
    snip = "CAPTCHA_SECRET=%s\n# verify: POST %s with secret + response" % (sec, {"recaptcha": "https://www.google.com/recaptcha/api/siteverify", "hcaptcha": "https://api.hcaptcha.com/siteverify", "turnstile": "https://challenges.cloudflare.com/turnstile/v0/siteverify"}[kind])
    mc = T(ko, "Signup captcha verification on the backend:\n" + snip, "회원가입 captcha 서버 검증 설정:\n" + snip)
    ls = T(ko, "Only the site key belongs in the frontend.", "프론트에는 site key만 들어가야 함.")
    return ret("captcha server secret (%s) [%s]" % (kind, {"recaptcha": "Google reCAPTCHA", "hcaptcha": "hCaptcha", "turnstile": "Cloudflare Turnstile"}[kind]), mc, ls, "", [sec])


@S
def t_cypress_chromatic(ko):
    if chance(0.5):
        k = uuid4()
        cmd = "npx cypress run --record --key %s --parallel --ci-build-id $GITHUB_RUN_ID" % k
        v = "Cypress Cloud"
    else:
        k = "chpt_" + hx(14)
        cmd = "npx chromatic --project-token=%s --exit-zero-on-changes" % k
        v = "Chromatic"
    mc = T(ko, "E2E/visual step in ci.yml:\n" + cmd, "ci.yml의 E2E/비주얼 테스트 스텝:\n" + cmd)
    return ret("test-cloud record/project token [%s]" % v, mc, "", "", [k])


@S
def t_fcm_legacy(ko):
    k = "AAAA" + ul(7) + ":APA91b" + ul(134)
    snip = "curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=%s' -H 'Content-Type: application/json' -d @push.json" % k
    mc = T(ko, "Push worker still uses the legacy FCM API:\n" + snip, "푸시 워커가 아직 legacy FCM API를 씀:\n" + snip)
    ls = T(ko, "Legacy FCM was shut down; migrate to HTTP v1 with a service account.", "legacy FCM은 종료됐으니 서비스 계정 기반 HTTP v1로 옮겨야 함.")
    return ret("FCM legacy server key [Firebase]", mc, ls, "", [k])


@S
def t_oauth_refresh(ko):
    cs = "GOCSPX-" + ul(28)
    rt = "1//0e" + ul(98)
    cmd = "curl -s https://oauth2.googleapis.com/token \\\n  -d client_id=%s-%s.apps.googleusercontent.com \\\n  -d client_secret=%s \\\n  -d refresh_token=%s \\\n  -d grant_type=refresh_token" % (dg(12), lw(32), cs, rt)
    mc = T(ko, "Sheets export job refreshes its access token like this:\n" + cmd, "Sheets export 잡의 access token 갱신 방식:\n" + cmd)
    return ret("oauth client_secret + refresh_token [Google]", mc, "", "", [cs, rt])


@S
def t_cloudfront_signed(ko):
    sig = ul(80) + "~" + ul(90) + "__"
    pol = None
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (lw(13), dg(6), ts(), sig, up(13))
    mc = T(ko, "Paid video links are CloudFront signed URLs; sample from the player log:\n" + url, "유료 영상 링크는 CloudFront signed URL임. 플레이어 로그 샘플:\n" + url)
    return ret("cloudfront signed URL Signature [AWS CloudFront]", mc, "", "", [sig])


@S
def t_api_key_query_log(ko):
    kind = pick(["owm", "newsapi", "alpha", "tmdb", "youtube"])
    k = {"owm": hx(32), "newsapi": hx(32), "alpha": up(16), "tmdb": hx(32), "youtube": "AIza" + ul(35)}[kind]
    line = {"owm": "GET https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=%s&units=metric" % k,
            "newsapi": "GET https://newsapi.org/v2/top-headlines?country=kr&apiKey=%s" % k,
            "alpha": "GET https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=005930.KS&apikey=%s" % k,
            "tmdb": "GET https://api.themoviedb.org/3/movie/550?api_key=%s" % k,
            "youtube": "GET https://www.googleapis.com/youtube/v3/videos?part=statistics&id=%s&key=%s" % (ul(11), k)}[kind]
    log = "%s WARN  [http-client] slow response %dms: %s" % (isodate(), R.randint(3000, 9000), line)
    mc = T(ko, "Latency spike in the widget service, from the access log:\n" + log, "위젯 서비스 지연 급증, 액세스 로그:\n" + log)
    ls = T(ko, "Our HTTP client logs full URLs including query-string keys.", "HTTP 클라이언트가 쿼리스트링 키까지 포함한 전체 URL을 로그로 남김.")
    return ret("log line with api key in query string (%s) [%s]" % (kind, {"owm": "OpenWeatherMap", "newsapi": "NewsAPI", "alpha": "Alpha Vantage", "tmdb": "TMDB", "youtube": "YouTube Data API"}[kind]), mc, ls, "", [k])


@S
def t_tfstate(ko):
    pw = pick([pw_strong(), al(24)])
    snip = '{\n  "type": "aws_db_instance",\n  "name": "main",\n  "instances": [{\n    "attributes": {\n      "identifier": "%s-%s",\n      "username": "dbadmin",\n      "password": "%s",\n      "port": 5432\n    }\n  }]\n}' % (svc(), env(), pw)
    mc = T(ko, "terraform.tfstate is in the repo (not in S3); excerpt:\n" + snip, "terraform.tfstate가 S3가 아니라 repo에 있음. 일부:\n" + snip)
    ls = T(ko, "State stores sensitive attributes in plain text regardless of `sensitive = true`.", "`sensitive = true`여도 state에는 평문으로 저장됨.")
    return ret("terraform.tfstate password attribute [Terraform]", mc, ls, "", [pw])


@S
def t_ci_env_dump(ko):
    vd = pick(VENDORS)
    tok = vd["gen"]()
    lines = ["CI=true", "HOME=/home/runner", "%s=%s" % (vd["var"], tok), "NODE_VERSION=20.18.0", "RUNNER_OS=Linux"]
    R.shuffle(lines)
    snip = "+ printenv | sort\n" + "\n".join(sorted(lines))
    mc = T(ko, "Debugging the self-hosted runner; the job log (public) shows:\n" + snip, "self-hosted runner 디버깅 중, (공개) 잡 로그에 찍힌 내용:\n" + snip)
    ls = T(ko, "Self-hosted Drone doesn't mask secrets in printenv output.", "self-hosted Drone은 printenv 출력의 시크릿을 마스킹 안 함.")
    return ret("CI log printenv dump [%s]" % vd["name"], mc, ls, "", [tok])


@S
def t_node_config_crash(ko):
    pw = pick([pw_strong(), pw_human()]).replace("'", "")
    snip = ("Error: connect ETIMEDOUT %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -110,\n"
            "  config: { host: '%s', port: 5432, user: 'app', password: '%s', database: 'orders' }\n}") % (ip(), host("pg"), pw)
    mc = T(ko, "Worker crash output:\n" + snip, "워커 크래시 출력:\n" + snip)
    ls = T(ko, "The error object carries the pool config; our logger prints it whole.", "에러 객체에 pool config가 들어 있고 로거가 통째로 찍음.")
    return ret("stack trace with DB config password [Node.js/pg]", mc, ls, "", [pw])


@S
def t_go_dsn(ko):
    pw = pick([al(16), pw_human()]).replace("@", "").replace("/", "")
    code = 'db, err := sql.Open("mysql", "app:%s@tcp(%s:3306)/orders?parseTime=true")' % (pw, host("mysql"))
    mc = T(ko, "internal/store/mysql.go:\n" + code, "internal/store/mysql.go:\n" + code)
    return ret("go mysql DSN password [MySQL]", mc, "", "", [pw])


@S
def t_php_pdo(ko):
    pw = pick([pw_human(), pw_kokb(), al(12)]).replace("'", "")
    code = "$pdo = new PDO('mysql:host=%s;dbname=shop;charset=utf8mb4', 'shop', '%s');" % (host("mysql"), pw)
    mc = T(ko, "Legacy admin page DB connection (lib/db.php):\n" + code, "레거시 어드민 DB 연결 (lib/db.php):\n" + code)
    return ret("php PDO password [MySQL]", mc, "", "", [pw])


@S
def t_pgpassword_env(ko):
    pw = pick([pw_strong(), pw_human(), al(20)]).replace("'", "")
    cmd = "PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > /backup/%s.dump" % (pw, host("pg"), pick(USERS), pick(["app", "crm"]), isodate()[:10])
    mc = T(ko, "Nightly dump cron line:\n" + cmd, "야간 덤프 cron:\n" + cmd)
    return ret("PGPASSWORD inline env [PostgreSQL]", mc, "", "", [pw])


@S
def t_dotnet_user_secrets(ko):
    vd = pick([v for v in VENDORS if v["region"] in ("global", "eu")])
    tok = vd["gen"]()
    cmd = 'dotnet user-secrets set "%s:ApiKey" "%s"' % (vd["name"].replace(" ", ""), tok)
    mc = T(ko, "Local dev setup for the API project:\n" + cmd, "API 프로젝트 로컬 개발 세팅:\n" + cmd)
    return ret("dotnet user-secrets set [%s]" % vd["name"], mc, "", "", [tok])


# ============================================================ bespoke: Korean / Chinese / Japanese services
@S
def t_data_go_kr(ko):
    raw = b64r(R.choice([60, 66]))
    enc = pct(raw)
    url = "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=60&ny=127" % (
        enc, R.randint(1, 12), R.randint(1, 28))
    secrets = [enc]
    mc = T(ko, "Weather collector gets SERVICE_KEY_IS_NOT_REGISTERED_ERROR; request:\n" + url,
           "날씨 수집기가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 받음. 요청 URL:\n" + url)
    ls = T(ko, "requests double-encodes the Encoding key; pass the Decoding key in params instead.", "requests가 Encoding 키를 한 번 더 인코딩함. params에는 Decoding 키를 넣어야 함.")
    if chance(0.5):
        ls += T(ko, " Decoding key: %s" % raw, " Decoding 키: %s" % raw)
        secrets.append(raw)
    return ret("data.go.kr serviceKey (encoded/decoded) [공공데이터포털]", mc, ls, "", secrets)


@S
def t_kis(ko):
    ak = "PS" + al(34)
    sec = b64r(135)
    code = 'res = requests.post("https://openapi.koreainvestment.com:9443/oauth2/tokenP", json={\n    "grant_type": "client_credentials",\n    "appkey": "%s",\n    "appsecret": "%s",\n})' % (ak, sec)
    mc = T(ko, "Trading bot token issuance (KIS Open API):\n" + code, "자동매매 봇 토큰 발급 (한국투자증권 Open API):\n" + code)
    ls = T(ko, "Tokens are rate-limited to 1/min; cache them.", "토큰 발급은 1분에 1회 제한이라 캐시해야 함.")
    return ret("KIS appkey/appsecret [Korea Investment (KIS)]", mc, ls, "", [ak, sec])


@S
def t_toss_basic(ko):
    sk = pick(["test_sk_", "live_sk_", "live_gsk_"]) + al(28)
    blob = b64s(sk + ":")
    cmd = "curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"paymentKey\":\"%s\",\"orderId\":\"%s\",\"amount\":%d}'" % (blob, ul(30), "ORD-" + dg(10), R.randint(1000, 99000))
    secrets = [blob]
    mc = T(ko, "Payment confirm returned UNAUTHORIZED_KEY; request:\n" + cmd, "결제 승인에서 UNAUTHORIZED_KEY 에러. 요청:\n" + cmd)
    ls = T(ko, "The header is base64 of the secret key followed by a colon.", "헤더는 시크릿 키 뒤에 콜론 붙여서 base64 한 값.")
    if chance(0.6):
        ls += T(ko, " Key used: %s" % sk, " 사용한 키: %s" % sk)
        secrets.append(sk)
    return ret("toss payments Basic header (secret key + ':') [Toss Payments]", mc, ls, "", secrets)


@S
def t_naver_search(ko):
    cid, cs = al(20), al(10)
    cmd = "curl 'https://openapi.naver.com/v1/search/blog.json?query=%%EC%%BA%%A0%%ED%%95%%91' \\\n  -H 'X-Naver-Client-Id: %s' \\\n  -H 'X-Naver-Client-Secret: %s'" % (cid, cs)
    mc = T(ko, "Blog search API test:\n" + cmd, "블로그 검색 API 테스트:\n" + cmd)
    ls = T(ko, "Daily quota is 25,000 calls per app.", "앱당 일 25,000건 제한.")
    return ret("naver open API client secret header [Naver]", mc, ls, "", [cs])


@S
def t_ncp_apigw(ko):
    cid = lw(10)
    sec = al(40)
    cmd = "curl 'https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%%EB%%B6%%84%%EB%%8B%%B9' \\\n  -H 'X-NCP-APIGW-API-KEY-ID: %s' \\\n  -H 'X-NCP-APIGW-API-KEY: %s'" % (cid, sec)
    mc = T(ko, "Geocoding call from the delivery service:\n" + cmd, "배달 서비스의 지오코딩 호출:\n" + cmd)
    return ret("naver cloud maps API key header [Naver Cloud]", mc, "", "", [sec])


@S
def t_wechat_token(ko):
    appid = "wx" + hx(16)
    sec = hx(32)
    url = "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (appid, sec)
    mc = T(ko, "Mini-program backend gets access_token via:\nGET " + url, "미니프로그램 백엔드 access_token 발급:\nGET " + url)
    ls = T(ko, "IP whitelist in the WeChat console must include the egress IP.", "위챗 콘솔 IP 화이트리스트에 egress IP 등록 필요.")
    return ret("wechat appsecret in token URL [WeChat]", mc, ls, "", [sec])


@S
def t_portone_v1(ko):
    key, sec = dg(16), al(80)
    code = "const { data } = await axios.post('https://api.iamport.kr/users/getToken', {\n  imp_key: '%s',\n  imp_secret: '%s',\n});" % (key, sec)
    mc = T(ko, "Refund API was failing; token call:\n" + code, "환불 API 실패, 토큰 발급 코드:\n" + code)
    ls = T(ko, "V1 tokens last 30 minutes.", "V1 토큰은 30분 유효.")
    return ret("portone v1 imp_secret [PortOne]", mc, ls, "", [sec])


@S
def t_kakao_admin(ko):
    k = hx(32)
    cmd = "curl -X POST 'https://kapi.kakao.com/v1/user/unlink' -H 'Authorization: KakaoAK %s' -d 'target_id_type=user_id&target_id=%s'" % (k, dg(10))
    mc = T(ko, "Account deletion batch unlinks Kakao users with the admin key:\n" + cmd, "회원 탈퇴 배치가 어드민 키로 카카오 연결 끊기 호출:\n" + cmd)
    ls = T(ko, "The admin key can act on any user of the app; never ship it to clients.", "어드민 키는 앱의 모든 사용자에 대해 동작하므로 클라이언트에 절대 넣으면 안 됨.")
    return ret("kakao admin key KakaoAK header [Kakao]", mc, ls, "", [k])


@S
def t_solapi_sms(ko):
    k, s = "NCS" + up(13), up(32)
    code = "const messageService = new SolapiMessageService('%s', '%s');\nawait messageService.send({ to: '010%s', from: '02%s', text: '%s %s' });" % (k, s, dg(8), dg(8), T(ko, "[code]", "[인증번호]"), dg(6))
    mc = T(ko, "OTP SMS sender:\n" + code, "인증번호 SMS 발송 코드:\n" + code)
    return ret("solapi/coolsms API key + secret [Solapi]", mc, "", "", [k, s])


@S
def t_gmo_pg(ko):
    shop_pass = lw(8)
    site_pass = lw(8)
    snip = "GMO_SHOP_ID=tshop%s\nGMO_SHOP_PASS=%s\nGMO_SITE_ID=tsite%s\nGMO_SITE_PASS=%s" % (dg(8), shop_pass, dg(8), site_pass)
    mc = T(ko, "Japan checkout (GMO Payment Gateway) env:\n" + snip, "일본 결제(GMO PG) env:\n" + snip)
    return ret("GMO PG shop/site pass [GMO Payment Gateway]", mc, "", "", [shop_pass, site_pass])


@S
def t_line_messaging(ko):
    tok = al(120) + "/" + al(30) + "="
    sec = hx(32)
    snip = "line:\n  channel-token: %s\n  channel-secret: %s" % (tok, sec)
    mc = T(ko, "LINE bot replies stopped after the redeploy; application.yml:\n" + snip, "재배포 후 LINE 봇 응답이 멈춤. application.yml 설정:\n" + snip)
    return ret("LINE channel access token + secret [LINE]", mc, "", "", [tok, sec])


@S
def t_upbit_jwt(ko):
    ak, sk = al(40), al(40)
    code = "payload = {'access_key': '%s', 'nonce': str(uuid.uuid4())}\njwt_token = jwt.encode(payload, '%s')" % (ak, sk)
    mc = T(ko, "Order API auth (Upbit):\n" + code, "주문 API 인증 (업비트):\n" + code)
    ls = T(ko, "Upbit keys are bound to registered IPs.", "업비트 키는 등록된 IP에서만 동작함.")
    return ret("upbit access/secret key in code [Upbit]", mc, ls, "", [ak, sk])


@S
def t_aliyun_cli(ko):
    ak, sk = "LTAI5t" + al(18), al(30)
    cmd = "aliyun configure set --profile cn-prod --mode AK --region cn-hangzhou --access-key-id %s --access-key-secret %s\naliyun oss ls oss://%s" % (ak, sk, pick(["acme-cn-assets", "cn-logs"]))
    mc = T(ko, "Set up the aliyun CLI on the jump host:\n" + cmd, "점프 호스트에 aliyun CLI 설정:\n" + cmd)
    return ret("aliyun configure AK/SK [Alibaba Cloud]", mc, "", "", [ak, sk])


@S
def t_tencent_sdk(ko):
    sid, sk = "AKID" + al(32), al(32)
    code = "cred = credential.Credential(\"%s\", \"%s\")\nclient = cvm_client.CvmClient(cred, \"ap-guangzhou\")" % (sid, sk)
    mc = T(ko, "CVM inventory script:\n" + code, "CVM 인벤토리 스크립트:\n" + code)
    return ret("tencent cloud SecretId/SecretKey in SDK [Tencent Cloud]", mc, "", "", [sid, sk])


@S
def t_ncloud_tf(ko):
    ak, sk = up(20), al(40)
    snip = 'provider "ncloud" {\n  access_key  = "%s"\n  secret_key  = "%s"\n  region      = "KR"\n  support_vpc = true\n}' % (ak, sk)
    mc = T(ko, "Naver Cloud terraform provider block:\n" + snip, "네이버 클라우드 terraform provider 블록:\n" + snip)
    ls = T(ko, "Use NCLOUD_ACCESS_KEY / NCLOUD_SECRET_KEY env vars instead.", "NCLOUD_ACCESS_KEY / NCLOUD_SECRET_KEY 환경변수로 빼야 함.")
    return ret("ncloud provider access/secret key [Naver Cloud]", mc, ls, "", [ak, sk])


# ============================================================ vendor-driven secret notes
QUERY_OK = ["Telegram", "OpenWeatherMap", "Aligo", "Sweettracker", "Backlog"]


def gen_vendor_single(ko, vd):
    tok = vd["gen"]()
    http_ok = vd["hdr"] != "" or vd["name"] in QUERY_OK
    if http_ok and chance(0.42):
        fmt = pick(HTTP_FMTS)
        snip = render_http(fmt, vd, tok)
    else:
        fmt = pick(CONFIG_FMTS)
        snip = render(fmt, [(vd["var"], tok)], sect=vd["sect"])
    mc, ls, ask = compose(ko, snip, vd["name"], vd["var"], fmt, [tok])
    return ("vendor token in %s: %s [%s]" % (fmt, vd["var"], vd["name"]), mc, ls, ask, [tok])


def gen_pair(ko, pair):
    name, region, spec = pair
    items, secrets = [], []
    for var, g, listed in spec:
        v = g()
        items.append((var, v))
        if listed:
            secrets.append(v)
    fmt = pick(CONFIG_FMTS)
    snip = render(fmt, items, sect=slug(name))
    mc, ls, ask = compose(ko, snip, name, spec[-1][0], fmt, secrets)
    return ("key pair in %s: %s [%s]" % (fmt, "+".join(s[0] for s in spec), name), mc, ls, ask, secrets)


MULTI_FMTS = ["env", "env", "compose", "k8s", "gha", "yaml", "json", "table", "diff", "dockerrun", "export", "helm", "tfvars", "toml"]


def gen_multi(ko):
    n = R.randint(2, 4)
    chosen, used = [], []
    while len(chosen) < n:
        vd = pick(VENDORS)
        if vd["var"] in used:
            continue
        used.append(vd["var"])
        chosen.append(vd)
    items = [(vd["var"], vd["gen"]()) for vd in chosen]
    fmt = pick(MULTI_FMTS)
    snip = render(fmt, items, sect="integrations")
    names = " + ".join(vd["name"] for vd in chosen)
    e = env()
    if ko:
        mc = pick(["%s 환경 변수 정리하다가 발견한 현재 값들:\n%s" % (e, snip),
                   "새로 온 분 온보딩용으로 %s 설정 통째로 공유받음:\n%s" % (e, snip),
                   "%s 기동 실패 원인 찾다가 본 설정:\n%s" % (svc(), snip)])
        ls = pick(["외부 연동 키가 한 파일에 다 모여 있어서 하나 유출되면 전부 교체해야 함.", "키마다 소유 팀이 달라서 교체 시 조율 필요.", ""])
        ask = pick(["이 키들 각각 누가 발급했는지 정리된 문서 있나요?", "", "%s 키는 %s 전용으로 분리할 수 있을까요?" % (chosen[0]["name"], e)])
    else:
        mc = pick(["While cleaning up %s env vars, these are the current values:\n%s" % (e, snip),
                   "Got the full %s config pasted for onboarding:\n%s" % (e, snip),
                   "Looking into why %s fails to boot, config in use:\n%s" % (svc(), snip)])
        ls = pick(["All third-party keys live in one file, so one leak means rotating everything.", "Each key has a different owning team; rotation needs coordination.", ""])
        ask = pick(["Is there a doc listing who issued each of these keys?", "", "Can the %s key be split out for %s only?" % (chosen[0]["name"], e)])
    return ("multi-vendor %s [%s]" % (fmt, names), mc, ls, ask, [v for _, v in items])


# ============================================================ clean templates: risky-looking, no credential
def cret(cat, mc, ls, ask):
    return cat, mc, ls, ask, []


PLACEHOLDERS = ["<your-api-key>", "your_key_here", "changeme-in-vault", "${%s}", "xxxxxxxxxxxxxxxx", "REPLACE_ME", "***", "[REDACTED]",
                "<redacted>", "TODO", "", "__SET_IN_CI__", "<set in 1Password>", "{{ .Values.secret }}"]


def ph(var):
    p = pick(PLACEHOLDERS)
    return p % var if "%s" in p else p


@C("risky")
def c_env_example(ko):
    vs = R.sample([v["var"] for v in VENDORS], R.randint(3, 6))
    lines = ["%s=%s" % (v, ph(v)) for v in vs]
    lines.insert(R.randint(0, len(lines)), pick(["DATABASE_URL=postgres://app:<password>@localhost:5432/app", "PORT=3000", "REDIS_URL=redis://localhost:6379"]))
    snip = "\n".join(lines)
    mc = T(ko, "New services must ship a .env.example; the one for %s:\n%s" % (svc(), snip), "새 서비스는 .env.example 필수. %s 기준:\n%s" % (svc(), snip))
    ls = T(ko, "The app validates these at boot and prints which ones are empty.", "앱이 기동 시 이 값들을 검증하고 비어 있는 항목을 출력함.")
    return cret(".env.example with placeholders", mc, ls, "")


@C("risky")
def c_env_refs_code(ko):
    vd = pick(VENDORS)
    var = vd["var"]
    code = pick(['api_key = os.environ["%s"]' % var, "const key = process.env.%s ?? '';" % var, 'key := os.Getenv("%s")' % var,
                 '@Value("${%s}") private String apiKey;' % var.lower().replace("_", "."), "apiKey: ${{ secrets.%s }}" % var,
                 "export %s=\"$(aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text)\"" % (var, env(), slug(vd["name"]))])
    mc = T(ko, "%s reads the %s key from the environment:\n%s" % (svc(), vd["name"], code), "%s는 %s 키를 환경변수에서 읽음:\n%s" % (svc(), vd["name"], code))
    ls = T(ko, "If %s is missing the client throws at import time, not at first call." % var, "%s 없으면 첫 호출이 아니라 import 시점에 예외 발생." % var)
    ask = T(ko, "Is %s set in the %s deployment, or only locally?" % (var, env()), "%s가 %s 배포에도 설정돼 있나요, 로컬에만 있나요?" % (var, env()))
    return cret("env-var reference in code [%s]" % vd["name"], mc, ls, ask)


@C("risky")
def c_secret_manager_refs(ko):
    acct = dg(12)
    k = pick(["aws", "vault", "op", "gcp", "azure", "doppler", "k8s"])
    snip = {"aws": "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), acct, env(), svc(), al(6)),
            "vault": "vault kv get -field=password secret/data/%s/%s/postgres" % (env(), svc()),
            "op": "op read \"op://Engineering/%s %s/credential\"" % (svc(), env()),
            "gcp": "projects/%s/secrets/%s-api-key/versions/%d" % (dg(12), svc(), R.randint(1, 9)),
            "azure": "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/StripeSecretKey/%s)" % (slug(svc()), env(), hx(32)),
            "doppler": "doppler run --project %s --config %s -- npm start" % (svc(), pick(["dev", "stg", "prd"])),
            "k8s": "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % svc()}[k]
    mc = T(ko, "Where the credential actually comes from at runtime:\n" + snip, "런타임에 credential을 가져오는 위치:\n" + snip)
    ls = T(ko, "The reference is safe to commit; the value never touches the repo.", "참조값은 커밋해도 됨. 실제 값은 repo에 안 들어감.")
    return cret("secret-manager reference (%s)" % k, mc, ls, "")


@C("risky")
def c_redacted_log(ko):
    vd = pick([v for v in VENDORS if v["hdr"]])
    masked = pick(["***", "[REDACTED]", "<redacted>", "****%s" % al(4), "%s...%s" % (vd["gen"]()[:4], "****")])
    lines = ["%s DEBUG outbound POST https://%s%s" % (isodate(), vd["host"], vd["path"]),
             "%s DEBUG headers: {'%s': '%s', 'content-type': 'application/json'}" % (isodate(), vd["hdr"], masked),
             "%s ERROR status=401 body={\"error\":\"invalid_api_key\"}" % isodate()]
    mc = T(ko, "Log from the failing %s call (the logger masks auth headers):\n%s" % (vd["name"], "\n".join(lines)),
           "%s 호출 실패 로그 (로거가 인증 헤더를 마스킹함):\n%s" % (vd["name"], "\n".join(lines)))
    ls = T(ko, "The masked suffix is enough to tell which key was used.", "마스킹된 끝자리만으로도 어떤 키였는지 구분 가능.")
    return cret("redacted log with masked auth header [%s]" % vd["name"], mc, ls, "")


@C("risky")
def c_git_shas(ko):
    shas = [hx(40) for _ in range(3)]
    msgs = ["fix(auth): rotate token refresh window", "chore: bump deps", "revert \"feat: new checkout\"", "fix: handle empty secret gracefully", "feat(api): add key expiry"]
    log = "\n".join("%s %s" % (s[:pick([7, 10, 40])], pick(msgs)) for s in shas)
    mc = T(ko, "Bisected the regression:\n$ git log --oneline -3\n%s\nbad commit: %s" % (log, shas[1]),
           "회귀 bisect 결과:\n$ git log --oneline -3\n%s\n문제 커밋: %s" % (log, shas[1]))
    ls = T(ko, "`git bisect run ./scripts/check.sh` finds it in ~8 steps.", "`git bisect run ./scripts/check.sh`로 8단계 정도면 찾음.")
    ask = T(ko, "Should %s be reverted or fixed forward?" % shas[1][:12], "%s 는 revert 할까요, 아니면 fix forward 할까요?" % shas[1][:12])
    return cret("git commit SHAs", mc, ls, ask)


@C("risky")
def c_digests(ko):
    k = pick(["docker", "npm", "pip", "gosum", "cargo"])
    snip = {"docker": "image: ghcr.io/%s/%s@sha256:%s" % (slug(dom().split(".")[0]), svc(), hx(64)),
            "npm": '"node_modules/lodash": {\n  "version": "4.17.21",\n  "integrity": "sha512-%s=="\n}' % b64r(64)[:86],
            "pip": "cryptography==43.0.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64)),
            "gosum": "golang.org/x/crypto v0.28.0 h1:%s=\ngolang.org/x/crypto v0.28.0/go.mod h1:%s=" % (b64r(32)[:43], b64r(32)[:43]),
            "cargo": '[[package]]\nname = "ring"\nversion = "0.17.8"\nchecksum = "%s"' % hx(64)}[k]
    mc = T(ko, "Pinned dependency after the supply-chain review:\n" + snip, "공급망 점검 후 고정한 의존성:\n" + snip)
    ls = T(ko, "Digests/hashes pin content; they are not secrets and belong in the lockfile.", "digest/hash는 내용 고정용이고 비밀값 아님. lockfile에 두면 됨.")
    return cret("content digests / lockfile hashes (%s)" % k, mc, ls, "")


@C("risky")
def c_request_ids(ko):
    rid, tid, sid = uuid4(), hx(32), hx(16)
    lines = ["x-request-id: %s" % rid, "traceparent: 00-%s-%s-01" % (tid, sid), "x-amz-request-id: %s" % up(16),
             "cf-ray: %s-ICN" % hx(16), "x-correlation-id: %s" % uuid4()]
    R.shuffle(lines)
    mc = T(ko, "Failing request headers from the edge:\n%s" % "\n".join(lines[:R.randint(3, 5)]), "엣지에서 실패한 요청 헤더:\n%s" % "\n".join(lines[:R.randint(3, 5)]))
    ls = T(ko, "Search Tempo by the trace id, not the request id.", "request id 말고 trace id로 Tempo 검색해야 함.")
    ask = T(ko, "Which service generates x-correlation-id?", "x-correlation-id는 어느 서비스가 생성하나요?")
    return cret("request / trace IDs", mc, ls, ask)


@C("risky")
def c_ssh_public(ko):
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64r(32)[:43] + " " + person() + "@" + pick(["macbook", "laptop", "build-01"])
    fp = "SHA256:" + b64r(32)[:43]
    mc = T(ko, "Added my key to the bastion's authorized_keys:\n%s\nfingerprint %s" % (pub, fp), "bastion authorized_keys에 내 키 추가:\n%s\nfingerprint %s" % (pub, fp))
    ls = T(ko, "Public keys are fine to share; only the private half matters.", "public key는 공유해도 됨. private 쪽만 중요.")
    return cret("ssh public key + fingerprint", mc, ls, "")


@C("risky")
def c_pem_public(ko):
    kind = pick(["PUBLIC KEY", "CERTIFICATE"])
    if kind == "PUBLIC KEY":
        body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64r(200)
    else:
        body = "MIIDdzCCAl+gAwIBAgIU" + b64r(220)
    lines = [body[i:i + 64] for i in range(0, min(len(body), 256), 64)]
    snip = "-----BEGIN %s-----\n%s\n...\n-----END %s-----" % (kind, "\n".join(lines), kind)
    mc = T(ko, "JWT verification key the gateway uses (%s):\n%s" % (kind.lower(), snip), "게이트웨이가 쓰는 JWT 검증용 %s:\n%s" % (kind.lower(), snip))
    ls = T(ko, "This is the verifying half; the signing key stays in KMS.", "검증용 공개 부분이고 서명 키는 KMS에 있음.")
    return cret("PEM public key / certificate", mc, ls, "")


@C("risky")
def c_key_ids(ko):
    acct = dg(12)
    items = ["KMS key: arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), acct, uuid4()),
             "GPG key id: %s (fingerprint %s)" % (HX(16), " ".join(HX(4) for _ in range(10))),
             "JWKS kid: %s" % ul(43), "GCP private_key_id: %s (key material is in Secret Manager)" % hx(40),
             "Apple Key ID: %s, Team ID: %s" % (up(10), up(10)), "age recipient: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)]
    R.shuffle(items)
    mc = T(ko, "Identifiers needed to wire up signing:\n- " + "\n- ".join(items[:3]), "서명 설정에 필요한 식별자들:\n- " + "\n- ".join(items[:3]))
    ls = T(ko, "Key IDs identify keys; they don't grant anything.", "key ID는 키를 가리킬 뿐 권한을 주지 않음.")
    return cret("key IDs / fingerprints / ARNs", mc, ls, "")


@C("risky")
def c_account_ids(ko):
    items = ["AWS account: %s" % dg(12), "Google OAuth client id: %s-%s.apps.googleusercontent.com" % (dg(12), lw(32)),
             "Azure tenant: %s / app (client) id: %s" % (uuid4(), uuid4()), "Twilio Account SID: AC%s" % hx(32),
             "Stripe account: acct_%s, customer cus_%s, price price_%s" % (al(16), al(14), al(24)),
             "Slack team T0%s, channel C0%s" % (up(8), up(9)), "WeChat AppID wx%s" % hx(16), "Feishu app_id cli_%s" % hx(16),
             "Kakao app id %s" % dg(6), "Cloudinary cloud name / api key %s (the numeric key, not the secret)" % dg(15)]
    R.shuffle(items)
    n = R.randint(3, 5)
    mc = T(ko, "IDs for the integration checklist:\n" + "\n".join(items[:n]), "연동 체크리스트용 ID 목록:\n" + "\n".join(items[:n]))
    ask = T(ko, "Which of these need to be per-environment?", "이 중 환경별로 달라야 하는 건 뭔가요?")
    return cret("account / client / object IDs", mc, "", ask)


@C("risky")
def c_base64_nonsecret(ko):
    payload = pick([{"offset": R.randint(100, 9000), "sort": "created_at"}, {"env": env(), "region": pick(REGIONS), "flags": ["beta"]},
                    {"page": R.randint(2, 40), "filter": {"status": "open"}}])
    blob = b64s(json.dumps(payload, separators=(",", ":")))
    mc = T(ko, "Pagination cursor from the API looks opaque but is just base64 JSON:\n%s\n-> %s" % (blob, json.dumps(payload)),
           "API 페이지네이션 커서가 불투명해 보이지만 그냥 base64 JSON임:\n%s\n-> %s" % (blob, json.dumps(payload)))
    ls = T(ko, "Clients must treat it as opaque anyway.", "그래도 클라이언트는 불투명 값으로 취급해야 함.")
    return cret("base64 of non-secret JSON (cursor)", mc, ls, "")


@C("risky")
def c_versions(ko):
    v = "%d.%d.%d" % (R.randint(0, 5), R.randint(0, 30), R.randint(0, 20))
    items = ["v%s-rc.%d+build.%s.%s" % (v, R.randint(1, 5), dg(8), hx(7)), "v0.0.0-2024%02d%02d%06d-%s" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 235959), hx(12)),
             "versionCode %d / versionName %s" % (R.randint(100, 9999), v), "chart %s-%s" % (svc(), v), "image tag %s-%s-%s" % (env(), v, hx(8))]
    mc = T(ko, "Release matrix:\n" + "\n".join(R.sample(items, 3)), "릴리스 매트릭스:\n" + "\n".join(R.sample(items, 3)))
    ls = T(ko, "The pseudo-version hash is the upstream commit, not anything secret.", "pseudo-version 해시는 upstream 커밋이지 비밀값 아님.")
    return cret("version strings / build ids", mc, ls, "")


@C("risky")
def c_long_ids(ko):
    items = ["arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (pick(REGIONS), dg(12), svc(), env(), uuid4()),
             "pod/%s-%s-%s" % (svc(), lw(10), lw(5)), "CloudFront distribution E%s" % up(13), "ETag \"%s\"" % hx(32),
             "S3 VersionId %s" % ul(32), "ULID %s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), "ObjectId(\"%s\")" % hx(24),
             "Firestore doc %s" % al(20), "ES _id %s" % ul(20), "YouTube video %s" % ul(11)]
    R.shuffle(items)
    mc = T(ko, "Identifiers from the incident timeline:\n" + "\n".join(items[:4]), "장애 타임라인에 나온 식별자들:\n" + "\n".join(items[:4]))
    ls = T(ko, "Random-looking does not mean secret; these are all object identifiers.", "랜덤해 보여도 전부 객체 식별자일 뿐 비밀값 아님.")
    return cret("long random-looking identifiers", mc, ls, "")


@C("risky")
def c_password_policy(ko):
    n = R.choice([10, 12, 14, 16])
    mc = T(ko, pick(["Security asked for a new password policy: min length %d, no composition rules, check against HIBP, bcrypt cost 12, lock after 5 failures." % n,
                     "The signup form rejects passwords shorter than %d chars; the backend allowed 8, so they disagreed." % n]),
           pick(["보안팀 요청으로 비밀번호 정책 변경: 최소 %d자, 조합 규칙 없음, HIBP 유출 목록 체크, bcrypt cost 12, 5회 실패 시 잠금." % n,
                 "가입 폼은 %d자 미만 비번을 막는데 백엔드는 8자까지 허용해서 서로 안 맞았음." % n]))
    ls = T(ko, "Validation rules must live in one shared schema (zod) used by both sides.", "검증 규칙은 프론트/백엔드가 같이 쓰는 스키마 하나로 관리해야 함.")
    ask = T(ko, "Does the password reset flow apply the same policy?", "비밀번호 재설정 플로우에도 같은 정책이 적용되나요?")
    return cret("password policy discussion", mc, ls, ask)


@C("risky")
def c_p_flags(ko):
    cmds = ["docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16", "ssh -p 2222 deploy@%s" % ip(),
            "mysql -h %s -u %s -p" % (host("mysql"), pick(USERS)), "psql -h localhost -p 6543 -U app", "redis-cli -p 6380 PING",
            "mkdir -p /var/lib/%s/tmp" % svc(), "git add -p", "scp -P 2222 dump.sql ops@%s:/tmp/" % ip(), "kubectl port-forward svc/%s 8080:80" % svc(),
            "python -m http.server -b 127.0.0.1 8000"]
    pickd = R.sample(cmds, R.randint(3, 5))
    mc = T(ko, "Commands from the runbook (note: -p here is a port or a prompt flag):\n" + "\n".join(pickd), "런북 명령들 (여기서 -p는 포트이거나 프롬프트 옵션임):\n" + "\n".join(pickd))
    ls = T(ko, "`mysql -p` with nothing attached prompts for the password.", "`mysql -p` 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봄.")
    return cret("-p flags used for ports / prompts", mc, ls, "")


@C("risky")
def c_fake_fixtures(ko):
    k = pick(["aws", "jwtio", "xs", "dummy"])
    snip = {"aws": "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "jwtio": "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "xs": "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-000000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX",
            "dummy": "stripe_key: sk_test_FAKE_for_unit_tests_only\npassword: not-a-real-password\napi_token: dummy-token-123"}[k]
    mc = T(ko, "Test fixtures in tests/fixtures/settings.env (documentation examples / dummies):\n" + snip,
           "tests/fixtures/settings.env의 테스트 픽스처 (문서 예시값/더미):\n" + snip)
    ls = T(ko, "The secret scanner allowlists these exact values.", "시크릿 스캐너 allowlist에 이 값들이 등록돼 있음.")
    return cret("obviously fake / documentation example credentials (%s)" % k, mc, ls, "")


@C("risky")
def c_encrypted_blobs(ko):
    k = pick(["sops", "ansible", "sealed"])
    if k == "sops":
        snip = "db:\n  password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s==,type:str]\nsops:\n  age:\n    - recipient: age1%s" % (
            b64r(18), b64r(32)[:43] + "=", b64r(16)[:22], rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    elif k == "ansible":
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(hx(64) for _ in range(3))
    else:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag%s" % b64r(120)
    mc = T(ko, "Encrypted secret committed to the repo (%s):\n%s" % (k, snip), "repo에 커밋된 암호화된 시크릿 (%s):\n%s" % (k, snip))
    ls = T(ko, "Ciphertext is fine in git; the decryption key is what must stay out.", "암호문은 git에 있어도 됨. 복호화 키만 밖에 두면 됨.")
    return cret("encrypted secret blob (%s)" % k, mc, ls, "")


@C("risky")
def c_kubectl_describe_secret(ko):
    name = svc() + "-db"
    snip = "$ kubectl describe secret %s\nName:         %s\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nca.crt:    1176 bytes" % (name, name, env(), R.randint(16, 40), R.randint(3, 10))
    mc = T(ko, "Checked the secret exists without printing it:\n" + snip, "값 출력 없이 secret 존재만 확인:\n" + snip)
    return cret("kubectl describe secret (sizes only)", mc, "", T(ko, "Who rotates %s?" % name, "%s 교체는 누가 하나요?" % name))


@C("risky")
def c_tf_plan_sensitive(ko):
    snip = "  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }\n\n  ~ output \"api_key\" = (sensitive value)"
    mc = T(ko, "terraform plan shows a password diff every run:\n" + snip, "terraform plan 할 때마다 password diff가 나옴:\n" + snip)
    ls = T(ko, "ignore_changes = [password] since rotation happens outside Terraform.", "교체는 Terraform 밖에서 하니까 ignore_changes = [password] 추가.")
    return cret("terraform plan (sensitive value)", mc, ls, "")


@C("risky")
def c_gha_masked(ko):
    snip = "Run ./scripts/deploy.sh\n  env:\n    NPM_TOKEN: ***\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\nError: Process completed with exit code 1."
    mc = T(ko, "Actions log of the failed deploy:\n" + snip, "실패한 배포의 Actions 로그:\n" + snip)
    ls = T(ko, "Masking only covers exact values; a base64-transformed secret would print.", "마스킹은 정확히 같은 값만 가림. base64로 변환된 값은 그대로 찍힘.")
    return cret("CI log with *** masking", mc, ls, "")


@C("risky")
def c_conn_no_pw(ko):
    s = pick(["postgres://app@%s:5432/app?sslmode=verify-full&sslrootcert=/etc/ssl/rds.pem" % host("pg"),
              "DATABASE_URL=postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/${DB_NAME}",
              "jdbc:mysql://%s:3306/orders?user=app&password=${MYSQL_PASSWORD}" % host("mysql"),
              "mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true" % lw(5),
              "redis://:%s@localhost:6379/0" % pick(["${REDIS_PASSWORD}", "<password>"]),
              "Server=%s;Database=Erp;Authentication=Active Directory Default;" % host("sql")])
    mc = T(ko, "Connection string format the service expects:\n" + s, "서비스가 기대하는 connection string 형식:\n" + s)
    ls = T(ko, "Password is injected at runtime / IAM auth is used; nothing secret in the string.", "비밀번호는 런타임 주입이거나 IAM 인증이라 문자열 자체엔 비밀값 없음.")
    return cret("connection string without password", mc, ls, "")


@C("risky")
def c_gh_auth_status(ko):
    snip = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % person()
    mc = T(ko, "Checked which scopes my CLI token has:\n" + snip, "CLI 토큰 scope 확인:\n" + snip)
    ls = T(ko, "The workflow scope is needed to push changes under .github/workflows.", ".github/workflows 수정 push 하려면 workflow scope 필요.")
    return cret("gh auth status masked token", mc, ls, "")


@C("risky")
def c_scanner_patterns(ko):
    pats = ["ghp_[A-Za-z0-9]{36}", "AKIA[0-9A-Z]{16}", "xox[baprs]-[0-9A-Za-z-]+", "sk_live_[0-9a-zA-Z]{24,}", "glpat-[0-9A-Za-z_-]{20}", "-----BEGIN [A-Z ]*PRIVATE KEY-----"]
    sel = R.sample(pats, 3)
    mc = T(ko, "Added custom gitleaks rules:\n" + "\n".join("regex = '''%s'''" % p for p in sel), "gitleaks 커스텀 룰 추가:\n" + "\n".join("regex = '''%s'''" % p for p in sel))
    ls = T(ko, "Run `gitleaks git --log-opts=--all` once to scan history.", "히스토리 전체는 `gitleaks git --log-opts=--all`로 한 번 스캔.")
    return cret("secret-scanner regex patterns", mc, ls, "")


@C("risky")
def c_checksums(ko):
    files = ["%s-%s-linux-amd64.tar.gz" % (svc(), "1.%d.%d" % (R.randint(0, 9), R.randint(0, 9))), "install.sh", "model.safetensors"]
    lines = "\n".join("%s  %s" % (hx(64), f) for f in files)
    mc = T(ko, "$ sha256sum -c SHA256SUMS\n%s" % lines, "$ sha256sum 결과:\n%s" % lines)
    ls = T(ko, "Compare against the signed SHA256SUMS from the release page.", "릴리스 페이지의 서명된 SHA256SUMS와 비교해야 함.")
    return cret("sha256sum output", mc, ls, "")


@C("risky")
def c_hmac_discussion(ko):
    mc = T(ko, "Stripe-Signature is `t=<timestamp>,v1=<hex HMAC-SHA256 of \"t.payload\">`; our verifier compared against the whole header string.",
           "Stripe-Signature 헤더 형식은 `t=<timestamp>,v1=<\"t.payload\"의 HMAC-SHA256 hex>` 인데 검증 코드가 헤더 전체 문자열이랑 비교하고 있었음.")
    ls = T(ko, "Use the SDK's constructEvent and a 5-minute tolerance.", "SDK의 constructEvent 쓰고 허용 오차 5분 두기.")
    return cret("webhook signature scheme discussion", mc, ls, "")


@C("risky")
def c_sri_nonce(ko):
    snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64r(48)
    mc = T(ko, "CSP blocked the CDN script until integrity was added:\n" + snip, "integrity 추가 전까지 CSP가 CDN 스크립트를 막았음:\n" + snip)
    return cret("SRI integrity hash", mc, "", "")


@C("risky")
def c_llm_tokens(ko):
    n = R.randint(2000, 200000)
    mc = T(ko, "Summaries got truncated: max_tokens=%d, prompt was %d tokens, tokenizer=cl100k_base. The 'token' errors are about context length, not auth." % (R.choice([1024, 2048, 4096]), n),
           "요약이 잘림: max_tokens=%d, 프롬프트 %d tokens, tokenizer=cl100k_base. 여기서 'token' 에러는 인증이 아니라 context 길이 문제임." % (R.choice([1024, 2048, 4096]), n))
    ls = T(ko, "Count tokens before sending; chunk documents over 100k.", "보내기 전에 토큰 수 계산하고 100k 넘는 문서는 청크 분할.")
    return cret("LLM token counts (word 'token')", mc, ls, "")


@C("risky")
def c_password_fields(ko):
    snip = pick(['{"type":"object","properties":{"email":{"type":"string"},"password":{"type":"string","minLength":12},"password_confirmation":{"type":"string"}}}',
                 "ALTER TABLE users ADD COLUMN password_hash VARCHAR(60) NOT NULL, ADD COLUMN password_changed_at TIMESTAMP;",
                 '422 {"errors":{"password":["is too short (minimum is 12 characters)"],"password_confirmation":["doesn\'t match Password"]}}'])
    mc = T(ko, "Signup validation:\n" + snip, "회원가입 검증:\n" + snip)
    return cret("password field names / schema", mc, "", "")


@C("risky")
def c_iam_policy(ko):
    acct = dg(12)
    snip = json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue"],
                                                               "Resource": "arn:aws:secretsmanager:%s:%s:secret:%s/*" % (pick(REGIONS), acct, svc())}]}, indent=1)
    mc = T(ko, "Task role policy so the service can read its own secrets:\n" + snip, "서비스가 자기 시크릿만 읽도록 한 task role 정책:\n" + snip)
    return cret("IAM policy JSON", mc, "", "")


@C("risky")
def c_jwks(ko):
    snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": ul(43), "n": ul(120) + "...", "e": "AQAB"}]}, indent=1)
    mc = T(ko, "Gateway fetches the IdP's JWKS:\n" + snip, "게이트웨이가 IdP JWKS를 가져옴:\n" + snip)
    ls = T(ko, "Cache keys by kid; refetch on unknown kid.", "kid 기준으로 캐시하고 모르는 kid면 다시 가져오기.")
    return cret("JWKS public key JSON", mc, ls, "")


@C("risky")
def c_sts_identity(ko):
    acct = dg(12)
    snip = json.dumps({"UserId": "AIDA" + up(17), "Account": acct, "Arn": "arn:aws:iam::%s:user/%s" % (acct, person())}, indent=4)
    mc = T(ko, "$ aws sts get-caller-identity\n" + snip, "$ aws sts get-caller-identity\n" + snip)
    ls = T(ko, "The CLI was using my IAM user, not the SSO profile.", "CLI가 SSO profile이 아니라 내 IAM user로 돌고 있었음.")
    return cret("aws sts get-caller-identity (ids only)", mc, ls, "")


@C("risky")
def c_aws_configure_list(ko):
    snip = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (up(4), al(4), pick(REGIONS))
    mc = T(ko, "$ aws configure list\n" + snip, "$ aws configure list\n" + snip)
    return cret("aws configure list (masked)", mc, "", T(ko, "Which profile should CI use?", "CI는 어떤 profile을 써야 하나요?"))


@C("risky")
def c_stripe_test_cards(ko):
    mc = T(ko, "QA cards from Stripe docs: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), any future expiry, any CVC.",
           "Stripe 문서 테스트 카드: 4242 4242 4242 4242 (성공), 4000 0000 0000 9995 (잔액 부족), 유효기간은 미래 아무 날짜, CVC 아무 값.")
    return cret("documented test card numbers", mc, "", "")


@C("risky")
def c_tls_log(ko):
    snip = "* Server certificate:\n*  subject: CN=*.%s\n*  start date: Oct  1 00:00:00 2025 GMT\n*  expire date: Dec 30 23:59:59 2025 GMT\n*  issuer: C=US; O=Let's Encrypt; CN=R11\n*  serial: %s\n*  SHA256 Fingerprint: %s" % (
        dom(), ":".join(HX(2) for _ in range(16)), ":".join(HX(2) for _ in range(32)))
    mc = T(ko, "Cert check after renewal:\n" + snip, "갱신 후 인증서 확인:\n" + snip)
    return cret("TLS cert serial / fingerprint", mc, "", "")


@C("risky")
def c_idempotency(ko):
    snip = "curl https://api.stripe.com/v1/refunds \\\n  -u \"$STRIPE_SECRET_KEY:\" \\\n  -H \"Idempotency-Key: %s\" \\\n  -d payment_intent=pi_%s" % (uuid4(), al(24))
    mc = T(ko, "Duplicate refunds came from retries without an idempotency key. Fixed call:\n" + snip, "재시도에 idempotency key가 없어서 환불이 중복됨. 수정한 호출:\n" + snip)
    return cret("idempotency key + env-var auth", mc, "", "")


@C("risky")
def c_known_hosts(ko):
    line = "%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=" % (pick(["github.com", "gitlab.%s" % dom(), ip()]), b64r(64)[:86])
    mc = T(ko, "CI failed with host key verification; added to known_hosts:\n" + line, "CI에서 host key 검증 실패해서 known_hosts에 추가:\n" + line)
    return cret("known_hosts host public key", mc, "", "")


@C("risky")
def c_lfs_pointer(ko):
    snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), R.randint(10 ** 5, 10 ** 9))
    mc = T(ko, "The model file in the image was just the LFS pointer:\n" + snip, "이미지 안의 모델 파일이 LFS 포인터뿐이었음:\n" + snip)
    ls = T(ko, "Run `git lfs pull` in the build stage.", "빌드 단계에서 `git lfs pull` 필요.")
    return cret("git LFS pointer", mc, ls, "")


@C("risky")
def c_rotation_story(ko):
    vd = pick(VENDORS)
    mc = T(ko, "Rotated the %s key after the contractor offboarding; the new value is only in Vault at secret/%s/%s." % (vd["name"], env(), slug(vd["name"])),
           "외주 종료 후 %s 키 교체함. 새 값은 Vault secret/%s/%s 에만 있음." % (vd["name"], env(), slug(vd["name"])))
    ls = T(ko, "Old key revoked at %s; monitor 401s for a day." % isodate(), "예전 키는 %s에 폐기. 하루 동안 401 모니터링." % isodate())
    return cret("rotation narrative without values [%s]" % vd["name"], mc, ls, "")


@C("risky")
def c_openssl_rand(ko):
    mc = T(ko, "Generate the new signing secret with `openssl rand -base64 32` and store it straight into the secret manager; never echo it.",
           "새 서명 시크릿은 `openssl rand -base64 32`로 만들고 바로 secret manager에 넣을 것. 화면에 출력하지 말 것.")
    return cret("how to generate a secret (no value)", mc, "", "")


@C("risky")
def c_masking_rules_ko(ko):
    mc = T(ko, "PII masking rules: phone 010-****-1234, email j***@domain, card 1234-****-****-5678; API keys show only the last 4.",
           "개인정보 마스킹 규칙: 휴대폰 010-****-1234, 이메일 j***@domain, 카드 1234-****-****-5678, API 키는 뒤 4자리만 노출.")
    return cret("masking rules discussion", mc, "", "")


@C("risky")
def c_event_ids(ko):
    mc = T(ko, "Sentry event %s, Datadog trace %s, Cloudflare Ray %s-NRT, PagerDuty incident %s." % (hx(32), dg(19), hx(16), up(7)),
           "Sentry 이벤트 %s, Datadog trace %s, Cloudflare Ray %s-ICN, PagerDuty 인시던트 %s." % (hx(32), dg(19), hx(16), up(7)))
    ls = T(ko, "Linking all four in the postmortem saves a lot of searching.", "포스트모템에 네 개 다 링크해두면 검색 시간이 크게 줄어듦.")
    return cret("observability event IDs", mc, ls, "")


@C("risky")
def c_k8s_uid(ko):
    snip = "metadata:\n  name: %s\n  uid: %s\n  resourceVersion: \"%s\"\n  generation: %d\n  ownerReferences:\n  - kind: ReplicaSet\n    name: %s-%s\n    uid: %s" % (
        svc(), uuid4(), dg(9), R.randint(1, 30), svc(), lw(10), uuid4())
    mc = T(ko, "Pod kept getting recreated; its metadata:\n" + snip, "Pod이 계속 재생성됨. metadata:\n" + snip)
    return cret("kubernetes UIDs", mc, "", "")


@C("risky")
def c_cosign(ko):
    snip = "Verification for ghcr.io/%s/%s@sha256:%s --\nThe following checks were performed:\n  - The cosign claims were validated\n  - Existence of the claims in the transparency log was verified offline\n  - The code-signing certificate was verified using trusted certificate authority certificates\ntlog index: %s" % (
        slug(dom().split(".")[0]), svc(), hx(64), dg(9))
    mc = T(ko, "Image signature check:\n" + snip, "이미지 서명 검증:\n" + snip)
    return cret("cosign verify output", mc, "", "")


@C("risky")
def c_npm_audit(ko):
    mc = T(ko, "npm audit: GHSA-%s-%s-%s (high) in jsonwebtoken <9.0.0; token verification bypass with asymmetric keys." % (lw(4), lw(4), lw(4)),
           "npm audit 결과: jsonwebtoken <9.0.0에 GHSA-%s-%s-%s (high), 비대칭 키로 토큰 검증 우회 가능." % (lw(4), lw(4), lw(4)))
    ls = T(ko, "Upgrade and pin algorithms: ['RS256'].", "업그레이드하고 algorithms: ['RS256'] 고정.")
    return cret("advisory IDs mentioning tokens", mc, ls, "")


@C("risky")
def c_pkce(ko):
    ch = b64u(32)
    url = "https://auth.%s/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s%%2Fcallback&code_challenge=%s&code_challenge_method=S256&scope=openid%%20profile" % (dom(), lw(20), dom(), ch)
    mc = T(ko, "Login redirect from the SPA (PKCE):\n" + url, "SPA 로그인 리다이렉트 (PKCE):\n" + url)
    ls = T(ko, "The code_challenge is a hash; the verifier never leaves the browser.", "code_challenge는 해시값이고 verifier는 브라우저 밖으로 안 나감.")
    return cret("OAuth authorize URL with PKCE challenge", mc, ls, "")


@C("risky")
def c_placeholder_tokens(ko):
    vd = pick(VENDORS)
    tok = vd["gen"]()
    pre = ""
    for p in ["ghp_", "github_pat_", "glpat-", "xoxb-", "sk-proj-", "sk-ant-api03-", "sk_live_", "hf_", "npm_", "AKIA", "SG.", "dop_v1_", "shpat_", "lin_api_"]:
        if tok.startswith(p):
            pre = p
    shown = (pre + "…" if pre else "<token>")
    mc = T(ko, "Docs snippet for configuring %s: set %s=%s (copy the full value from the dashboard)." % (vd["name"], vd["var"], shown),
           "%s 설정 문서 예시: %s=%s (전체 값은 대시보드에서 복사)." % (vd["name"], vd["var"], shown))
    return cret("docs placeholder with only a vendor prefix [%s]" % vd["name"], mc, "", "")


@C("risky")
def c_hash_password_discussion(ko):
    mc = T(ko, "Migrating legacy MD5 password hashes: rehash on next login with argon2id (m=19456, t=2, p=1); keep a `hash_algo` column.",
           "레거시 MD5 비밀번호 해시 마이그레이션: 다음 로그인 때 argon2id(m=19456, t=2, p=1)로 재해싱, `hash_algo` 컬럼 유지.")
    ask = T(ko, "How long do we keep users who never log in on MD5?", "로그인 안 하는 사용자는 MD5로 얼마나 유지하나요?")
    return cret("password hashing migration discussion", mc, "", ask)


@C("risky")
def c_vault_policy(ko):
    snip = 'path "secret/data/%s/*" {\n  capabilities = ["read"]\n}\npath "auth/token/renew-self" {\n  capabilities = ["update"]\n}' % svc()
    mc = T(ko, "Vault policy for the service role:\n" + snip, "서비스 role용 Vault 정책:\n" + snip)
    return cret("vault policy HCL", mc, "", "")


@C("risky")
def c_dockerfile_secret_mount(ko):
    snip = "# syntax=docker/dockerfile:1.7\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n\n$ docker build --secret id=npmrc,src=$HOME/.npmrc -t %s ." % svc()
    mc = T(ko, "Private packages without baking the token into a layer:\n" + snip, "토큰을 레이어에 남기지 않고 private 패키지 설치:\n" + snip)
    return cret("BuildKit secret mount (no value)", mc, "", "")


# ============================================================ clean templates: publishable (client-side) keys
def pubret(vendor, mc, ls, ask=""):
    return ("publishable/client-side key [%s] [publishable]" % vendor, mc, ls, ask, [])


@C("pub")
def p_stripe_pk(ko):
    k = "pk_live_51" + al(97)
    snip = "const stripe = await loadStripe('%s');" % k
    return pubret("Stripe", T(ko, "Checkout page init (frontend bundle):\n" + snip, "결제 페이지 초기화 (프론트 번들):\n" + snip),
                  T(ko, "Publishable keys are meant to ship to browsers.", "publishable 키는 브라우저에 노출되는 게 정상."))


@C("pub")
def p_firebase_web(ko):
    proj = pick(["acme-shop", "nuri-chat", "hanbit-app"]) + "-" + lw(5)
    snip = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
        ul(35), proj, proj, proj, dg(12), dg(12), hx(22))
    return pubret("Firebase", T(ko, "Web app Firebase config:\n" + snip, "웹앱 Firebase 설정:\n" + snip),
                  T(ko, "Firebase web API keys identify the project; access control is via Security Rules and App Check.", "Firebase 웹 apiKey는 프로젝트 식별용이고 접근 제어는 Security Rules/App Check로 함."))


@C("pub")
def p_mapbox_pk(ko):
    k = "pk.eyJ1Ijoi" + ul(40) + "." + ul(22)
    return pubret("Mapbox", T(ko, "Map component token (URL-restricted to our domains): mapboxgl.accessToken = '%s';" % k,
                              "지도 컴포넌트 토큰 (도메인 제한 걸림): mapboxgl.accessToken = '%s';" % k), "")


@C("pub")
def p_kakao_js(ko):
    k = hx(32)
    snip = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % k
    return pubret("Kakao", T(ko, "Kakao login button setup (JavaScript key, domain-restricted):\n" + snip, "카카오 로그인 버튼 설정 (JavaScript 키, 도메인 제한):\n" + snip),
                  T(ko, "Only the JavaScript key goes in the page; the REST/Admin keys stay server-side.", "페이지엔 JavaScript 키만. REST/Admin 키는 서버에만."))


@C("pub")
def p_toss_ck(ko):
    k = pick(["live_ck_", "live_gck_"]) + al(28)
    return pubret("Toss Payments", T(ko, "Payment widget init on the client: TossPayments('%s')" % k, "클라이언트 결제위젯 초기화: TossPayments('%s')" % k),
                  T(ko, "The client key is public; the secret key is only used in the confirm API.", "클라이언트 키는 공개용이고 시크릿 키는 승인 API에서만 씀."))


@C("pub")
def p_posthog(ko):
    k = "phc_" + al(43)
    return pubret("PostHog", T(ko, "posthog.init('%s', { api_host: 'https://eu.i.posthog.com' })" % k, "프론트 분석 초기화: posthog.init('%s', { api_host: 'https://eu.i.posthog.com' })" % k),
                  T(ko, "Project API keys (phc_) are write-only ingestion keys meant for the browser.", "phc_ 프로젝트 키는 브라우저용 수집 전용 키."))


@C("pub")
def p_sentry_dsn(ko):
    dsn = "https://%s@o%s.ingest.%s.sentry.io/%s" % (hx(32), dg(6), pick(["us", "de"]), dg(7))
    return pubret("Sentry", T(ko, "Frontend Sentry.init({ dsn: '%s', tracesSampleRate: 0.1 })" % dsn, "프론트 Sentry.init({ dsn: '%s', tracesSampleRate: 0.1 })" % dsn),
                  T(ko, "DSNs are public by design; abuse is handled with allowed domains and rate limits.", "DSN은 원래 공개 전제라 허용 도메인과 rate limit로 관리."))


@C("pub")
def p_algolia_search(ko):
    app, k = up(10), hx(32)
    return pubret("Algolia", T(ko, "Instant search client: algoliasearch('%s', '%s') - search-only key, index restricted." % (app, k),
                               "검색 클라이언트: algoliasearch('%s', '%s') - search-only 키, 인덱스 제한." % (app, k)), "")


@C("pub")
def p_supabase_anon(ko):
    k = jwt({"iss": "supabase", "ref": rs(LOW, 20), "role": "anon", "iat": 1718000000 + R.randint(0, 9999999), "exp": 2030000000 + R.randint(0, 9999999)})
    return pubret("Supabase", T(ko, "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s\n(RLS is enabled on every table)" % k, "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s\n(모든 테이블에 RLS 켜져 있음)" % k),
                  T(ko, "The anon key is safe in the client only because RLS is on.", "anon 키는 RLS가 켜져 있어서 클라이언트에 둬도 됨."))


@C("pub")
def p_clerk_pk(ko):
    k = "pk_live_" + b64s("clerk.%s$" % dom()).rstrip("=")
    return pubret("Clerk", T(ko, "Frontend env for the auth widget:\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=" + k, "인증 위젯용 프론트 env:\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=" + k),
                  T(ko, "NEXT_PUBLIC_ values end up in the bundle, which is fine for the publishable key only.", "NEXT_PUBLIC_ 값은 번들에 포함되는데 publishable 키라서 괜찮음."))


@C("pub")
def p_recaptcha_site(ko):
    k = "6L" + ul(38)
    return pubret("Google reCAPTCHA", T(ko, "<div class=\"g-recaptcha\" data-sitekey=\"%s\"></div>" % k, "가입 폼 캡차: <div class=\"g-recaptcha\" data-sitekey=\"%s\"></div>" % k),
                  T(ko, "Site key in HTML, secret key only on the server.", "site key는 HTML에, secret key는 서버에만."))


@C("pub")
def p_dd_rum(ko):
    snip = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hx(32), svc())
    return pubret("Datadog", T(ko, "RUM setup:\n" + snip, "RUM 설정:\n" + snip), T(ko, "Client tokens (pub...) can only submit RUM/logs.", "pub로 시작하는 client token은 RUM/로그 전송만 가능."))


@C("pub")
def p_gmaps_js(ko):
    k = "AIza" + ul(35)
    return pubret("Google Maps", T(ko, "<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\n(HTTP referrer restricted to *.%s)" % (k, dom()),
                                   "<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\n(HTTP referrer를 *.%s 로 제한)" % (k, dom())), "")


@C("pub")
def p_langfuse_pk(ko):
    return pubret("Langfuse", T(ko, "Browser feedback widget uses LangfuseWeb({ publicKey: 'pk-lf-%s' })" % uuid4(), "브라우저 피드백 위젯: LangfuseWeb({ publicKey: 'pk-lf-%s' })" % uuid4()), "")


@C("pub")
def p_ld_client(ko):
    return pubret("LaunchDarkly", T(ko, "React SDK: withLDProvider({ clientSideID: '%s' })" % hx(24), "React SDK 설정: withLDProvider({ clientSideID: '%s' })" % hx(24)),
                  T(ko, "Client-side IDs are not secret; the server SDK key is.", "client-side ID는 비밀 아님. server SDK key가 비밀."))


@C("pub")
def p_portone_store(ko):
    return pubret("PortOne", T(ko, "PortOne.requestPayment({ storeId: 'store-%s', channelKey: 'channel-key-%s', paymentId: 'pay-%s' })" % (uuid4(), uuid4(), dg(10)),
                               "결제창 호출: PortOne.requestPayment({ storeId: 'store-%s', channelKey: 'channel-key-%s', paymentId: 'pay-%s' })" % (uuid4(), uuid4(), dg(10))), "")


@C("pub")
def p_mixpanel_amplitude(ko):
    k = hx(32)
    v = pick(["Mixpanel", "Amplitude", "Segment"])
    code = {"Mixpanel": "mixpanel.init('%s', { track_pageview: true });" % k, "Amplitude": "amplitude.init('%s');" % k,
            "Segment": "analytics.load('%s');" % al(32)}[v]
    return pubret(v, T(ko, "Analytics snippet in the landing page:\n" + code, "랜딩 페이지 분석 스니펫:\n" + code), "")


@C("pub")
def p_statsig_client(ko):
    return pubret("Statsig", T(ko, "new StatsigClient('client-%s', { userID })" % al(43), "클라이언트 초기화: new StatsigClient('client-%s', { userID })" % al(43)), "")


@C("pub")
def p_naver_maps(ko):
    return pubret("Naver Cloud Maps", T(ko, "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % lw(10),
                                        "네이버 지도 스크립트: <script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % lw(10)), "")


@C("pub")
def p_turnstile_site(ko):
    return pubret("Cloudflare Turnstile", T(ko, "Login form widget:\n<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % ul(14), "로그인 폼 위젯:\n<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % ul(14)),
                  T(ko, "The sitekey is public; verification uses the secret on the server.", "sitekey는 공개값이고 검증은 서버의 secret으로 함."))


# ============================================================ clean templates: plain engineering notes
PLAIN = [
    ("{svc} tests fail between 00:00 and 09:00 KST because the fixture builds dates with local time while CI runs in UTC.",
     "Freeze time and build dates in UTC in fixtures.", "Should CI set TZ=Asia/Seoul to match production?",
     "{svc} 테스트가 KST 00~09시에만 실패함. 픽스처는 로컬 시간으로 날짜를 만드는데 CI는 UTC라서.",
     "픽스처에서는 시간 고정하고 UTC로 날짜 생성할 것.", "CI도 운영처럼 TZ=Asia/Seoul로 맞춰야 하나요?"),
    ("The orders list endpoint issued {n} queries per page: an N+1 on order.items.",
     "Use select_related/prefetch_related (or include in Prisma) and add a query-count assertion in tests.", "",
     "주문 목록 API가 페이지당 쿼리 {n}개를 날림. order.items에서 N+1 발생.",
     "select_related/prefetch_related 쓰고 테스트에 쿼리 수 assert 추가.", ""),
    ("Docker builds for {svc} took {n}s because `COPY . .` came before `npm ci`, invalidating the dependency layer on every change.",
     "Copy package.json and the lockfile first, install, then copy the source.", "",
     "{svc} 도커 빌드가 {n}초 걸림. `COPY . .`가 `npm ci`보다 앞에 있어서 매번 의존성 레이어 캐시가 깨짐.",
     "package.json이랑 lockfile 먼저 복사 → 설치 → 소스 복사 순서로.", ""),
    ("Alembic reported multiple heads after two feature branches each added a migration.",
     "`alembic merge heads` and make CI fail on multiple heads.", "Do we squash migrations before release?",
     "브랜치 두 개가 각각 migration을 추가해서 Alembic head가 여러 개가 됨.",
     "`alembic merge heads` 하고 head가 여러 개면 CI 실패하게.", "릴리스 전에 migration squash 하나요?"),
    ("{svc} worker RSS grew ~{n} MB/hour; an lru_cache on a method kept every instance alive.",
     "Don't put lru_cache on instance methods; use a module-level cache with a max size.", "",
     "{svc} 워커 메모리가 시간당 {n}MB씩 증가. 메서드에 붙은 lru_cache가 인스턴스를 계속 붙잡고 있었음.",
     "인스턴스 메서드에 lru_cache 쓰지 말고 모듈 레벨 캐시에 max size 걸기.", ""),
    ("CORS preflight for PUT failed because the API gateway only allowed GET/POST in Access-Control-Allow-Methods.",
     "Configure CORS in one place (the gateway), not also in the app.", "Which team owns the gateway config?",
     "PUT 요청 preflight가 실패함. API gateway의 Access-Control-Allow-Methods에 GET/POST만 있었음.",
     "CORS 설정은 gateway 한 곳에서만 관리.", "gateway 설정은 어느 팀 담당인가요?"),
    ("The settlement cron ran at 15:00 instead of 00:00 because the schedule is evaluated in UTC.",
     "Write cron schedules in UTC and note the KST time in a comment.", "",
     "정산 cron이 00시가 아니라 15시에 돌았음. 스케줄이 UTC 기준이라서.",
     "cron 스케줄은 UTC로 쓰고 주석에 KST 시간 적어두기.", ""),
    ("pnpm workspace: the app imported a package that was only hoisted in dev, so the production build broke.",
     "Declare every direct dependency; enable `strict-peer-dependencies`.", "",
     "pnpm workspace에서 dev에서만 hoist 되던 패키지를 앱이 import 해서 프로덕션 빌드가 깨짐.",
     "직접 쓰는 의존성은 모두 명시하고 `strict-peer-dependencies` 켜기.", ""),
    ("Gradle daemon died with OOM on the {n}-module build in CI.",
     "Set org.gradle.jvmargs=-Xmx4g and disable the daemon in CI.", "Can we get bigger runners?",
     "CI에서 모듈 {n}개짜리 빌드 중 Gradle daemon이 OOM으로 죽음.",
     "org.gradle.jvmargs=-Xmx4g 설정하고 CI에서는 daemon 끄기.", "러너 사양 올릴 수 있나요?"),
    ("Hydration mismatch on the product page: server rendered `new Date()` in UTC, client in KST.",
     "Format dates on the client only, or pass a fixed timezone.", "",
     "상품 페이지 hydration mismatch. 서버는 UTC로, 클라이언트는 KST로 `new Date()`를 렌더링함.",
     "날짜 포맷은 클라이언트에서만 하거나 타임존을 고정해서 넘길 것.", ""),
    ("Excel showed the CSV export as garbled Korean.",
     "Write UTF-8 with BOM (utf-8-sig) for Excel users, or offer xlsx.", "Do partners need EUC-KR?",
     "CSV 내보내기를 엑셀에서 열면 한글이 깨짐.",
     "엑셀용은 BOM 붙은 UTF-8(utf-8-sig)로 저장하거나 xlsx 제공.", "파트너사 쪽은 EUC-KR이 필요한가요?"),
    ("Korean product search missed compound nouns with the standard analyzer.",
     "Use the nori analyzer with decompound_mode=mixed and a user dictionary.", "",
     "기본 analyzer로는 한국어 복합명사 검색이 안 잡힘.",
     "nori analyzer에 decompound_mode=mixed, 사용자 사전 추가.", ""),
    ("Query on lower(email) did a seq scan over {n}k rows.",
     "Add an expression index on lower(email) or use citext.", "",
     "lower(email) 조건 쿼리가 {n}k건 seq scan 함.",
     "lower(email) 표현식 인덱스 추가하거나 citext 사용.", ""),
    ("Uploads over 60s got 504s from the ALB even though the app timeout was 300s.",
     "ALB idle timeout must be >= the app timeout; better, use presigned direct uploads.", "",
     "60초 넘는 업로드가 ALB에서 504남. 앱 타임아웃은 300초였음.",
     "ALB idle timeout을 앱 타임아웃 이상으로. 근본적으로는 직접 업로드 방식으로.", ""),
    ("Three feature flags for the old checkout are 100% on for months.",
     "Remove flags within two sprints after full rollout; add an owner and expiry to each flag.", "Who decides when a flag is dead?",
     "구 결제 관련 feature flag 3개가 몇 달째 100% 켜진 상태.",
     "전체 배포 후 2스프린트 안에 flag 제거. flag마다 owner와 만료일 지정.", "flag 제거 시점은 누가 결정하나요?"),
    ("Log ingestion cost doubled; {svc} logs every request body at INFO.",
     "Sample request logs and move bodies to DEBUG.", "",
     "로그 수집 비용이 두 배가 됨. {svc}가 모든 요청 body를 INFO로 남김.",
     "요청 로그는 샘플링하고 body는 DEBUG로 내리기.", ""),
    ("Pagination skipped one item per page because offset was computed as page*size+1.",
     "Use cursor pagination on (created_at, id).", "",
     "페이지마다 한 건씩 누락됨. offset을 page*size+1로 계산하고 있었음.",
     "(created_at, id) 기준 커서 페이지네이션으로 변경.", ""),
    ("goroutine count grew without bound in {svc}: HTTP calls without a context deadline.",
     "Always pass ctx with timeout to outbound calls; add a goroutine gauge.", "",
     "{svc}에서 goroutine 수가 끝없이 증가. outbound HTTP 호출에 context deadline이 없었음.",
     "외부 호출에는 항상 timeout 있는 ctx 전달, goroutine gauge 추가.", ""),
    ("poetry.lock was out of sync with pyproject after a manual edit; CI installs failed.",
     "Run `poetry lock --no-update` after editing pyproject.", "",
     "pyproject 수동 수정 후 poetry.lock이 안 맞아서 CI 설치 실패.",
     "pyproject 수정하면 `poetry lock --no-update` 실행.", ""),
    ("The partner API returns 429 at {n} rps; our retry loop hammered it without backoff.",
     "Exponential backoff with jitter and respect Retry-After.", "Is there a higher quota tier?",
     "파트너 API가 {n} rps에서 429를 줌. 재시도 루프가 backoff 없이 계속 두드림.",
     "지수 backoff + jitter, Retry-After 헤더 준수.", "상위 쿼터 요금제가 있나요?"),
    ("ISR pages kept showing stale prices for up to {n} minutes.",
     "Call revalidatePath from the price-update webhook instead of relying on the timer.", "",
     "ISR 페이지가 최대 {n}분 동안 예전 가격을 보여줌.",
     "타이머에 의존하지 말고 가격 변경 webhook에서 revalidatePath 호출.", ""),
    ("Consumer lag on the events topic reached {n}k after a rebalance storm.",
     "Increase max.poll.interval.ms and make processing idempotent.", "",
     "리밸런스가 연달아 나면서 events 토픽 consumer lag이 {n}k까지 쌓임.",
     "max.poll.interval.ms 늘리고 처리 로직을 멱등하게.", ""),
    ("iOS build broke after the runner image moved to Xcode 16; a pod used a removed API.",
     "Pin the Xcode version in CI and bump pods deliberately.", "",
     "러너 이미지가 Xcode 16으로 바뀌면서 iOS 빌드 깨짐. pod 하나가 제거된 API를 씀.",
     "CI에서 Xcode 버전 고정하고 pod 업데이트는 별도로.", ""),
    ("Didn't know the staging DB is restored from a prod snapshot every Monday, wiping test data.",
     "Seed test data via a script, not by hand.", "Can the restore skip the qa schema?",
     "staging DB가 매주 월요일 prod 스냅샷으로 복원돼서 테스트 데이터가 날아간다는 걸 몰랐음.",
     "테스트 데이터는 손으로 넣지 말고 스크립트로 seed.", "복원 시 qa 스키마는 제외할 수 있나요?"),
]


def _mk_plain(i):
    def fn(ko):
        row = PLAIN[i]
        n = str(R.randint(3, 400))
        s = svc()
        parts = row[3:] if ko else row[:3]
        mc, ls, ask = [p.replace("{svc}", s).replace("{n}", n) for p in parts]
        if chance(0.25):
            ls = ""
        return ("plain engineering note #%02d" % (i + 1), mc, ls, ask, [])
    return fn


for _i in range(len(PLAIN)):
    CLEAN_T["plain"].append(_mk_plain(_i))


# ------------------------------------------------------------ more risky-looking clean templates
@C("risky")
def c_curl_env_auth(ko):
    vd = pick([v for v in VENDORS if v["hdr"] and v["scheme"] in ("Bearer ", "token ", "")])
    cmd = "curl -sS '%s' -H \"%s: %s${%s}\" | jq '.data | length'" % ("https://" + vd["host"] + vd["path"], vd["hdr"], vd["scheme"], vd["var"])
    mc = T(ko, "Quick check that the %s key in my shell works:\n%s" % (vd["name"], cmd), "셸에 있는 %s 키가 동작하는지 빠르게 확인:\n%s" % (vd["name"], cmd))
    ls = T(ko, "Use single quotes around the URL but double quotes for the header so ${%s} expands." % vd["var"], "URL은 작은따옴표, 헤더는 큰따옴표로 감싸야 ${%s}가 확장됨." % vd["var"])
    return cret("curl with env-var auth header [%s]" % vd["name"], mc, ls, "")


@C("risky")
def c_env_names_only(ko):
    names = R.sample([v["var"] for v in VENDORS], R.randint(4, 7))
    snip = "$ grep -oE '^[A-Z_]+=' .env.%s | sort\n%s" % (env(), "\n".join(sorted(n + "=" for n in names)))
    mc = T(ko, "Which keys are defined in the env file (names only):\n" + snip, "env 파일에 정의된 키 목록 (이름만):\n" + snip)
    ask = T(ko, "Are all of these still used?", "이거 다 아직 쓰이나요?")
    return cret("env var names without values", mc, "", ask)


@C("risky")
def c_jwt_claims(ko):
    iat = ts()
    claims = json.dumps({"iss": "https://auth.%s/" % dom(), "sub": "user|" + dg(8), "aud": "%s-api" % svc(), "exp": iat + 3600, "iat": iat, "scope": "read:orders write:orders"}, indent=1)
    mc = T(ko, "Decoded claims of the access token that got rejected (signature omitted):\n" + claims, "거부된 access token의 claim 디코딩 결과 (서명 제외):\n" + claims)
    ls = T(ko, "aud didn't match the API identifier configured in the gateway.", "aud가 gateway에 설정된 API identifier랑 달랐음.")
    return cret("decoded JWT claims only", mc, ls, "")


@C("risky")
def c_hmac_test_vector(ko):
    mc = T(ko, "Sanity check for our HMAC helper using the well-known example: HMAC_SHA256(key=\"key\", \"The quick brown fox jumps over the lazy dog\") = f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
           "HMAC 헬퍼 검증용 공개 예제: HMAC_SHA256(key=\"key\", \"The quick brown fox jumps over the lazy dog\") = f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
    ls = T(ko, "Our helper hex-encoded the key first; the vector caught it.", "헬퍼가 키를 먼저 hex 인코딩하고 있었는데 이 벡터로 잡음.")
    return cret("documented HMAC test vector", mc, ls, "")


@C("risky")
def c_kms_ciphertext(ko):
    blob = "AQICAHh" + b64r(150)
    mc = T(ko, "aws kms encrypt output stored in the config (decrypted at boot by the task role):\nCiphertextBlob: " + blob,
           "config에 저장된 aws kms encrypt 결과 (기동 시 task role로 복호화):\nCiphertextBlob: " + blob)
    ls = T(ko, "Without kms:Decrypt on that key the blob is useless.", "해당 키에 kms:Decrypt 권한 없으면 이 blob은 쓸모없음.")
    return cret("KMS ciphertext blob", mc, ls, "")


@C("risky")
def c_android_sha1(ko):
    fp = ":".join(HX(2) for _ in range(20))
    fp2 = ":".join(HX(2) for _ in range(32))
    mc = T(ko, "Google Sign-In failed on release builds; had to register the signing cert fingerprints in Firebase:\nSHA1: %s\nSHA-256: %s" % (fp, fp2),
           "릴리스 빌드에서만 구글 로그인 실패. Firebase에 서명 인증서 fingerprint 등록 필요했음:\nSHA1: %s\nSHA-256: %s" % (fp, fp2))
    ls = T(ko, "Play App Signing re-signs the app, so use the fingerprint from Play Console, not the upload key.", "Play 앱 서명이 앱을 재서명하니까 upload key 말고 Play Console의 fingerprint를 써야 함.")
    return cret("signing certificate fingerprints", mc, ls, "")


@C("risky")
def c_redis_keys(ko):
    keys = ["sessions:by-user:%s" % dg(7), "ratelimit:api:%s:%d" % (ip(), ts()), "cache:user:%s:profile" % dg(7), "lock:settlement:%s" % isodate()[:10], "otp:attempts:%s" % dg(7)]
    mc = T(ko, "Keys with no TTL found during the memory review:\n" + "\n".join(R.sample(keys, 4)), "메모리 점검 중 TTL 없는 키 발견:\n" + "\n".join(R.sample(keys, 4)))
    ls = T(ko, "Every SET in the session module must pass EX.", "세션 모듈의 SET에는 반드시 EX 지정.")
    return cret("redis key names", mc, ls, "")


@C("risky")
def c_xxd(ko):
    rows = []
    for i in range(4):
        bs = rbytes(16)
        rows.append("%08x: %s  %s" % (i * 16, " ".join("%02x%02x" % (bs[j], bs[j + 1]) for j in range(0, 16, 2)), "".join(chr(b) if 32 <= b < 127 else "." for b in bs)))
    mc = T(ko, "The uploaded 'PNG' was actually this (xxd | head):\n" + "\n".join(rows), "업로드된 'PNG' 파일의 실제 내용 (xxd | head):\n" + "\n".join(rows))
    ls = T(ko, "Check magic bytes server-side, not the extension.", "확장자 말고 서버에서 magic byte 검사.")
    return cret("hex dump of a file", mc, ls, "")


@C("risky")
def c_seed_ml(ko):
    mc = T(ko, "Training runs weren't reproducible: seed=%d was set for numpy but not torch/cuDNN. Run id %s, artifact sha256:%s." % (R.randint(1, 2 ** 31), lw(8), hx(64)),
           "학습 재현이 안 됐음: numpy에는 seed=%d를 줬는데 torch/cuDNN에는 안 줌. run id %s, artifact sha256:%s." % (R.randint(1, 2 ** 31), lw(8), hx(64)))
    ls = T(ko, "Set torch.manual_seed and cudnn.deterministic=True.", "torch.manual_seed와 cudnn.deterministic=True 설정.")
    return cret("ML seed / run ids / artifact digest", mc, ls, "")


@C("risky")
def c_no_pw_in_chat_ko(ko):
    mc = T(ko, "Reminder from security: never paste passwords, tokens or recovery codes into tickets or this log; share a 1Password link instead (the item name is enough).",
           "보안팀 공지: 비밀번호, 토큰, 복구 코드를 티켓이나 이 로그에 붙이지 말 것. 1Password 항목 링크로 공유 (항목 이름만 적으면 충분).")
    ask = T(ko, "Is there a vault for contractors?", "외주 인력용 vault가 따로 있나요?")
    return cret("policy reminder about sharing secrets", mc, "", ask)


@C("risky")
def c_gpg_verify(ko):
    who = person()
    out = "$ git verify-commit HEAD\ngpg: Signature made %s\ngpg:                using EDDSA key %s\ngpg: Good signature from \"%s <%s@%s>\" [ultimate]" % (isodate(), HX(40), who, who, dom())
    mc = T(ko, "Checked that the release commit is signed:\n" + out, "릴리스 커밋 서명 여부 확인:\n" + out)
    ls = T(ko, "Branch protection requires signed commits now.", "이제 브랜치 보호 규칙에서 서명된 커밋 필수.")
    return cret("gpg signature verification output", mc, ls, "")


@C("risky")
def c_presigned_pattern(ko):
    mc = T(ko, "Upload flow: client asks POST /uploads -> API returns {url, fields} from generate_presigned_post (expires 300s) -> client posts the file directly to S3. No AWS keys in the app.",
           "업로드 흐름: 클라이언트가 POST /uploads 요청 → API가 generate_presigned_post로 {url, fields} 반환 (300초 만료) → 클라이언트가 S3로 직접 업로드. 앱에는 AWS 키 없음.")
    return cret("presigned upload design (no values)", mc, "", "")


@C("risky")
def c_uuid_routes(ko):
    mc = T(ko, "404 on GET /v1/workspaces/%s/members/%s - the member id was from the staging DB." % (uuid4(), uuid4()),
           "GET /v1/workspaces/%s/members/%s 요청이 404. member id가 staging DB 값이었음." % (uuid4(), uuid4()))
    return cret("UUIDs in API paths", mc, "", "")


@C("risky")
def c_token_bucket(ko):
    mc = T(ko, "Rate limiter is a token bucket: capacity %d tokens, refill %d tokens/s per API key id; keys are hashed (sha256) before use as Redis keys." % (R.randint(50, 500), R.randint(5, 50)),
           "rate limiter는 token bucket 방식: 용량 %d tokens, API key id별 초당 %d tokens 충전. 키는 sha256 해시해서 Redis 키로 사용." % (R.randint(50, 500), R.randint(5, 50)))
    return cret("token bucket rate limiter ('token' word)", mc, "", "")


# ============================================================ assembly, checks, output
N_SECRET = 350
N_CLEAN = 350
N_KO_SECRET = 140
N_KO_CLEAN = 140
N_PUB = 28
N_PLAIN = 86
N_MULTI = 12
MAX_MC, MAX_LS, MAX_ASK = 1024, 1024, 512


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def fits(mc, ls, ask):
    return (0 < len(mc.encode("utf-8")) <= MAX_MC and len(ls.encode("utf-8")) <= MAX_LS
            and len(ask.encode("utf-8")) <= MAX_ASK)


def check_secret_note(fields, secrets, cat):
    assert secrets, cat
    for s in secrets:
        assert len(s) >= 8, (cat, s)
        assert any(s in f for f in fields), (cat, s)
    for f in fields:
        mask = [False] * len(f)
        for s in secrets:
            start = 0
            while True:
                i = f.find(s, start)
                if i < 0:
                    break
                for j in range(i, i + len(s)):
                    mask[j] = True
                start = i + 1
        masked = "".join("\x00" if mask[i] else c for i, c in enumerate(f))
        for s in secrets:
            for i in range(len(s) - 7):
                assert s[i:i + 8] not in masked, (cat, s, s[i:i + 8])


GEN_LS = {("secret", False): ["Should have checked where this value is loaded from before debugging the code.",
                               "This file is not in .gitignore; it needs to be.",
                               "Everything pasted here needs rotating once the fix ships.",
                               "The README had none of this; adding a setup section.",
                               "Took 40 minutes; the error message never mentioned auth."],
          ("secret", True): ["디버깅 전에 이 값이 어디서 로드되는지부터 봤어야 했음.",
                              "이 파일이 .gitignore에 없음. 추가해야 함.",
                              "여기 붙인 값들은 수정 배포 후 전부 교체 필요.",
                              "README에 이런 내용이 하나도 없어서 셋업 섹션 추가 예정.",
                              "에러 메시지에 인증 얘기가 전혀 없어서 원인 찾는 데 40분 걸림."],
          ("clean", False): ["Worth adding to the onboarding doc.", "Took a while to find; writing it down here.",
                              "Nothing sensitive here, but the context was missing from the README."],
          ("clean", True): ["온보딩 문서에 추가할 만함.", "찾는 데 오래 걸려서 여기 기록해 둠.",
                             "민감한 값은 없지만 README에 이 맥락이 빠져 있었음."]}
GEN_ASK = {("secret", False): ["Who owns this credential and where should it really live?", "Is there a non-personal account for this?",
                                "Should this move to the secret manager before the next release?", "Who else has a copy of this?"],
           ("secret", True): ["이 credential 담당자가 누구고 원래 어디에 있어야 하나요?", "개인 계정 말고 공용 서비스 계정이 있나요?",
                               "다음 릴리스 전에 secret manager로 옮겨야 할까요?", "이 값 복사본을 가진 사람이 또 있나요?"],
           ("clean", False): ["Is this documented anywhere else?", "Who should I ask about this next time?", "Is there a dashboard for this?"],
           ("clean", True): ["이 내용 다른 곳에도 문서화돼 있나요?", "다음엔 누구한테 물어보면 되나요?", "이거 확인할 수 있는 대시보드가 있나요?"]}


def pad_fields(kind, ko, ls, ask):
    if not ls and chance(0.45):
        ls = pick(GEN_LS[(kind, ko)])
    if not ask and chance(0.5):
        ask = pick(GEN_ASK[(kind, ko)])
    return ls, ask


RETRIES = []


def run_job(job, ko):
    kind, obj = job
    for _attempt in range(40):
        if kind == "b":
            cat, mc, ls, ask, sec = obj(ko)
        elif kind == "p":
            cat, mc, ls, ask, sec = gen_pair(ko, obj)
        elif kind == "m":
            cat, mc, ls, ask, sec = gen_multi(ko)
        elif kind == "v":
            cat, mc, ls, ask, sec = gen_vendor_single(ko, obj)
        else:
            cat, mc, ls, ask, sec = obj(ko)
        ls, ask = pad_fields("clean" if kind == "c" else "secret", ko, ls, ask)
        if not fits(mc, ls, ask):
            continue
        sec = dedupe(sec)
        if kind != "c":
            try:
                check_secret_note([mc, ls, ask], sec, cat)
            except AssertionError:
                RETRIES.append(cat)
                continue
        return cat, mc, ls, ask, sec
    raise AssertionError("could not fit note: %s" % cat)


def main():
    # ---- secret jobs
    sjobs = [("b", fn) for fn in SECRET_T] + [("p", p) for p in PAIRS] + [("m", None)] * N_MULTI
    vq = list(VENDORS)
    R.shuffle(vq)
    need = N_SECRET - len(sjobs)
    assert 0 < need <= len(vq)
    sjobs += [("v", vd) for vd in vq[:need]]
    assert len(sjobs) == N_SECRET
    R.shuffle(sjobs)
    slangs = [True] * N_KO_SECRET + [False] * (N_SECRET - N_KO_SECRET)
    R.shuffle(slangs)

    # ---- clean jobs
    def cycle(fns, n):
        out = []
        while len(out) < n:
            batch = list(fns)
            R.shuffle(batch)
            out += batch
        return out[:n]
    cjobs = [("c", f) for f in cycle(CLEAN_T["pub"], N_PUB)] + [("c", f) for f in cycle(CLEAN_T["plain"], N_PLAIN)] + \
            [("c", f) for f in cycle(CLEAN_T["risky"], N_CLEAN - N_PUB - N_PLAIN)]
    R.shuffle(cjobs)
    clangs = [True] * N_KO_CLEAN + [False] * (N_CLEAN - N_KO_CLEAN)
    R.shuffle(clangs)

    notes = []
    for job, ko in zip(sjobs, slangs):
        cat, mc, ls, ask, sec = run_job(job, ko)
        check_secret_note([mc, ls, ask], sec, cat)
        notes.append(("secret", ko, cat, mc, ls, ask, sec))
    for job, ko in zip(cjobs, clangs):
        cat, mc, ls, ask, sec = run_job(job, ko)
        assert sec == [], cat
        notes.append(("clean", ko, cat, mc, ls, ask, []))

    R.shuffle(notes)
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v41.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for i, (kind, ko, cat, mc, ls, ask, sec) in enumerate(notes):
            rec = {"id": "u%03d" % (i + 1), "lang": "ko" if ko else "en", "kind": kind, "category": cat,
                   "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, "secrets": sec}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s (regenerated %d drafts that broke the 8-char window rule)" % (len(notes), out_path, len(RETRIES)))
    for c in RETRIES:
        print("  retry:", c)


if __name__ == "__main__":
    main()
