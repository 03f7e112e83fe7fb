#!/usr/bin/env python3
"""Blind evaluation set v39 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(39_2026_1126)) drives every choice.
Standard library only.  Writes blind_set_v39.jsonl next to this file.
"""
import base64
import hashlib
import json
import os
import random
import sys

R = random.Random(39_2026_1126)

# ---------------------------------------------------------------- charsets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(n, cs=AN):
    return "".join(R.choice(cs) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def dg(n):
    return R.choice("123456789") + rs(n - 1, DG)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def uid():
    v = R.getrandbits(128)
    v = (v & ~(0xF << 76)) | (4 << 76)
    v = (v & ~(0x3 << 62)) | (0x2 << 62)
    h = "%032x" % v
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def T(lang, en, ko):
    return en if lang == "en" else ko


def pct(s):
    """Percent-encode the characters that must be encoded in a URL userinfo / query value."""
    out = []
    for ch in s:
        if ch.isalnum() and ord(ch) < 128 or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def b64nopad(s):
    return base64.b64encode(s.encode()).decode().rstrip("=")


def jwt(payload, header=None, sig_len=43):
    header = header or {"alg": "HS256", "typ": "JWT"}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(sig_len, B64U)


def ts():
    return 1732000000 + R.randint(0, 40000000)


def date():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def hhmm():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ------------------------------------------------------- Korean keyboard (dubeolsik)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


assert dubeolsik("사랑해") == "tkfkdgo"


# ------------------------------------------------------------- vendor tokens
# V(name, region, area, VAR, generator, what, url, auth, mod, ko_name)
#   auth: "bearer" | "h:<Header>" | "token" | "q:<param>" | "basic" | "h:<Header>:<prefix>"
VENDORS = []


def V(name, region, area, var, gen, what, url, auth="bearer", mod=None, ko=None):
    VENDORS.append(dict(name=name, region=region, area=area, var=var, gen=gen, what=what, url=url,
                        auth=auth, mod=mod or name.lower().replace(" ", "").replace(".", ""), ko=ko or name))


# --- AI
V("OpenAI", "global", "ai", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U),
  "project API key", "https://api.openai.com/v1/models", mod="openai")
V("OpenAI", "global", "ai", "OPENAI_ADMIN_KEY", lambda: "sk-admin-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U),
  "admin key", "https://api.openai.com/v1/organization/users", mod="openai")
V("Anthropic", "global", "ai", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, B64U) + "AA",
  "API key", "https://api.anthropic.com/v1/messages", "h:x-api-key", "anthropic")
V("Anthropic", "global", "ai", "ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(93, B64U) + "AA",
  "admin API key", "https://api.anthropic.com/v1/organizations/api_keys", "h:x-api-key", "anthropic")
V("Google Gemini", "global", "ai", "GEMINI_API_KEY", lambda: "AIza" + rs(35, B64U),
  "API key", "https://generativelanguage.googleapis.com/v1beta/models", "h:x-goog-api-key", "genai")
V("Hugging Face", "global", "ai", "HF_TOKEN", lambda: "hf_" + rs(34, AN), "user access token",
  "https://huggingface.co/api/whoami-v2", mod="huggingface_hub")
V("Replicate", "global", "ai", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(37, AN), "API token",
  "https://api.replicate.com/v1/predictions")
V("Groq", "global", "ai", "GROQ_API_KEY", lambda: "gsk_" + rs(52, AN), "API key",
  "https://api.groq.com/openai/v1/models")
V("Perplexity", "global", "ai", "PPLX_API_KEY", lambda: "pplx-" + rs(48, AN), "API key",
  "https://api.perplexity.ai/chat/completions")
V("xAI", "global", "ai", "XAI_API_KEY", lambda: "xai-" + rs(80, AN), "API key", "https://api.x.ai/v1/models")
V("Mistral", "eu", "ai", "MISTRAL_API_KEY", lambda: rs(32, AN), "API key", "https://api.mistral.ai/v1/models",
  mod="mistralai")
V("Cohere", "global", "ai", "CO_API_KEY", lambda: rs(40, AN), "API key", "https://api.cohere.com/v2/chat")
V("Together AI", "global", "ai", "TOGETHER_API_KEY", lambda: hx(64), "API key",
  "https://api.together.xyz/v1/models", mod="together")
V("ElevenLabs", "global", "ai", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), "API key",
  "https://api.elevenlabs.io/v1/voices", "h:xi-api-key", "elevenlabs")
V("Pinecone", "global", "ai", "PINECONE_API_KEY", lambda: "pcsk_" + rs(5, AN) + "_" + rs(64, AN), "API key",
  "https://api.pinecone.io/indexes", "h:Api-Key")
V("LangSmith", "global", "ai", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10),
  "personal access token", "https://api.smith.langchain.com/api/v1/sessions", "h:x-api-key", "langsmith")
V("Weights & Biases", "global", "ai", "WANDB_API_KEY", lambda: hx(40), "API key",
  "https://api.wandb.ai/graphql", "basic", "wandb")
V("Deepgram", "global", "ai", "DEEPGRAM_API_KEY", lambda: hx(40), "API key",
  "https://api.deepgram.com/v1/listen", "token")
V("AssemblyAI", "global", "ai", "ASSEMBLYAI_API_KEY", lambda: hx(32), "API key",
  "https://api.assemblyai.com/v2/transcript", "h:authorization")
V("OpenRouter", "global", "ai", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), "API key",
  "https://openrouter.ai/api/v1/chat/completions")
V("Voyage AI", "global", "ai", "VOYAGE_API_KEY", lambda: "pa-" + rs(43, B64U), "API key",
  "https://api.voyageai.com/v1/embeddings", mod="voyageai")
V("Tavily", "global", "ai", "TAVILY_API_KEY", lambda: "tvly-" + pick(["dev-", "prod-"]) + rs(32, AN), "API key",
  "https://api.tavily.com/search")
V("DeepSeek", "cn", "ai", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), "API key",
  "https://api.deepseek.com/chat/completions")
V("Moonshot AI", "cn", "ai", "MOONSHOT_API_KEY", lambda: "sk-" + rs(48, AN), "API key",
  "https://api.moonshot.cn/v1/models", mod="moonshot")
V("Zhipu AI", "cn", "ai", "ZHIPUAI_API_KEY", lambda: hx(32) + "." + rs(16, AN), "API key",
  "https://open.bigmodel.cn/api/paas/v4/chat/completions", mod="zhipuai")
V("Alibaba DashScope", "cn", "ai", "DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), "API key",
  "https://dashscope.aliyuncs.com/compatible-mode/v1/models", mod="dashscope")
V("Baidu Qianfan", "cn", "ai", "QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + rs(21, AN) + "/" + hx(40),
  "API key (bce-v3)", "https://qianfan.baidubce.com/v2/chat/completions", mod="qianfan")
V("Naver HyperCLOVA X", "kr", "ai", "CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32), "CLOVA Studio API key",
  "https://clovastudio.stream.ntruss.com/testapp/v3/chat-completions/HCX-005", mod="clovastudio",
  ko="네이버 HyperCLOVA X")
V("Upstage", "kr", "ai", "UPSTAGE_API_KEY", lambda: "up_" + rs(29, AN), "API key",
  "https://api.upstage.ai/v1/chat/completions", ko="업스테이지")
V("Jina AI", "eu", "ai", "JINA_API_KEY", lambda: "jina_" + hx(32) + rs(28, AN), "API key",
  "https://api.jina.ai/v1/embeddings", mod="jina")
V("Stability AI", "global", "ai", "STABILITY_API_KEY", lambda: "sk-" + rs(48, AN), "API key",
  "https://api.stability.ai/v1/user/account", mod="stability_sdk")
V("Azure OpenAI", "global", "ai", "AZURE_OPENAI_API_KEY", lambda: hx(32), "resource key",
  "https://acme-oai.openai.azure.com/openai/deployments?api-version=2024-10-21", "h:api-key", "openai")
# --- code hosting / CI
V("GitHub", "global", "ci", "GITHUB_TOKEN", lambda: "ghp_" + rs(36, AN), "classic PAT",
  "https://api.github.com/user", "token", "github")
V("GitHub", "global", "ci", "GH_TOKEN", lambda: "github_pat_11" + rs(20, UAN) + "_" + rs(59, AN),
  "fine-grained PAT", "https://api.github.com/repos/acme/infra", "bearer", "github")
V("GitHub", "global", "ci", "GITHUB_APP_INSTALLATION_TOKEN", lambda: "ghs_" + rs(36, AN), "installation token",
  "https://api.github.com/installation/repositories", "bearer", "github")
V("GitHub", "global", "ci", "GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(36, AN), "OAuth token",
  "https://api.github.com/user/emails", "token", "github")
V("GitLab", "global", "ci", "GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U), "personal access token",
  "https://gitlab.com/api/v4/projects", "h:PRIVATE-TOKEN", "gitlab")
V("GitLab", "global", "ci", "CI_RUNNER_TOKEN", lambda: "glrt-" + rs(20, B64U), "runner authentication token",
  "https://gitlab.example.com/api/v4/runners/verify", "q:token", "gitlab")
V("GitLab", "global", "ci", "GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + rs(20, B64U), "deploy token",
  "https://gitlab.com/api/v4/projects/4211/packages/pypi/simple", "basic", "gitlab")
V("Bitbucket", "global", "ci", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(32, AN) + hx(8).upper(),
  "app password", "https://api.bitbucket.org/2.0/repositories/acme", "basic")
V("CircleCI", "global", "ci", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(22, AN) + "_" + hx(40),
  "personal API token", "https://circleci.com/api/v2/me", "h:Circle-Token")
V("Buildkite", "global", "ci", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), "API access token",
  "https://api.buildkite.com/v2/organizations")
V("Jenkins", "global", "ci", "JENKINS_API_TOKEN", lambda: "11" + hx(32), "user API token",
  "https://jenkins.acme.internal/job/deploy/buildWithParameters", "basic")
V("SonarQube", "global", "ci", "SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40), "token",
  "https://sonar.acme.io/api/authentication/validate", "basic", "sonar")
V("Codecov", "global", "ci", "CODECOV_TOKEN", uid, "upload token", "https://codecov.io/upload/v4", "token")
V("Snyk", "global", "ci", "SNYK_TOKEN", uid, "API token", "https://api.snyk.io/rest/self", "token")
V("Azure DevOps", "global", "ci", "AZURE_DEVOPS_EXT_PAT", lambda: rs(76, AN) + "AZDO" + rs(4, AN),
  "personal access token", "https://dev.azure.com/acme/_apis/projects?api-version=7.1", "basic", "azure-devops")
V("Harness", "global", "ci", "HARNESS_PLATFORM_API_KEY",
  lambda: "pat." + rs(22, B64U) + "." + rs(24, AN) + "." + rs(20, AN), "API key",
  "https://app.harness.io/ng/api/user/currentUser", "h:x-api-key")
V("Terraform Cloud", "global", "ci", "TF_TOKEN_app_terraform_io", lambda: rs(14, AN) + ".atlasv1." + rs(67, AN),
  "user API token", "https://app.terraform.io/api/v2/account/details", "bearer", "terraform")
V("Pulumi", "global", "ci", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), "access token",
  "https://api.pulumi.com/api/user", "token")
V("Vercel", "global", "ci", "VERCEL_TOKEN", lambda: rs(24, AN), "access token",
  "https://api.vercel.com/v9/projects")
V("Netlify", "global", "ci", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36, AN), "personal access token",
  "https://api.netlify.com/api/v1/sites")
V("Heroku", "global", "ci", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(58, B64U), "API key",
  "https://api.heroku.com/apps", "bearer")
V("Fly.io", "global", "ci", "FLY_API_TOKEN", lambda: "FlyV1 fm2_" + rs(180, B64U), "deploy token",
  "https://api.machines.dev/v1/apps", "h:Authorization:", "flyctl")
# --- package registries
V("npm", "global", "registry", "NPM_TOKEN", lambda: "npm_" + rs(36, AN), "automation token",
  "https://registry.npmjs.org/-/whoami", "bearer", "npm")
V("PyPI", "global", "registry", "TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(150, B64U), "API token",
  "https://upload.pypi.org/legacy/", "basic", "twine")
V("RubyGems", "global", "registry", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), "API key",
  "https://rubygems.org/api/v1/gems", "h:Authorization:", "gem")
V("NuGet", "global", "registry", "NUGET_API_KEY", lambda: "oy2" + rs(43, LAN), "API key",
  "https://www.nuget.org/api/v2/package", "h:X-NuGet-ApiKey", "nuget")
V("crates.io", "global", "registry", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(32, AN), "API token",
  "https://crates.io/api/v1/crates/new", "h:Authorization:", "cargo")
V("Docker Hub", "global", "registry", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U),
  "personal access token", "https://hub.docker.com/v2/users/login", "bearer", "docker")
V("JFrog Artifactory", "global", "registry", "ARTIFACTORY_ACCESS_TOKEN",
  lambda: "cmVmdGtuOjAxOjE3" + rs(48, AN) + "OjQ" + rs(20, AN), "reference token",
  "https://acme.jfrog.io/artifactory/api/system/ping", "bearer", "jfrog")
V("JFrog Artifactory", "global", "registry", "ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(69, AN),
  "legacy API key", "https://acme.jfrog.io/artifactory/api/repositories", "h:X-JFrog-Art-Api", "jfrog")
V("Clojars", "global", "registry", "LEIN_PASSWORD", lambda: "CLOJARS_" + hx(60), "deploy token",
  "https://repo.clojars.org/", "basic", "lein")
V("Anaconda", "global", "registry", "ANACONDA_API_TOKEN", lambda: rs(2, LO) + "-" + rs(30, B64U), "API token",
  "https://api.anaconda.org/user", "token", "anaconda")
V("Hex.pm", "eu", "registry", "HEX_API_KEY", lambda: hx(32), "API key", "https://hex.pm/api/users/me",
  "h:Authorization:", "mix")
# --- cloud / infra
V("DigitalOcean", "global", "cloud", "DIGITALOCEAN_ACCESS_TOKEN", lambda: "dop_v1_" + hx(64),
  "personal access token", "https://api.digitalocean.com/v2/account", "bearer", "doctl")
V("Cloudflare", "global", "cloud", "CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U), "API token",
  "https://api.cloudflare.com/client/v4/user/tokens/verify", "bearer", "cloudflare")
V("Cloudflare", "global", "cloud", "CF_API_KEY", lambda: hx(37), "Global API key",
  "https://api.cloudflare.com/client/v4/zones", "h:X-Auth-Key", "cloudflare")
V("Fastly", "global", "cloud", "FASTLY_API_TOKEN", lambda: rs(32, B64U), "API token",
  "https://api.fastly.com/service", "h:Fastly-Key", "fastly")
V("Linode", "global", "cloud", "LINODE_TOKEN", lambda: hx(64), "personal access token",
  "https://api.linode.com/v4/linode/instances", "bearer", "linode")
V("Hetzner Cloud", "eu", "cloud", "HCLOUD_TOKEN", lambda: rs(64, AN), "API token",
  "https://api.hetzner.cloud/v1/servers", "bearer", "hcloud")
V("HashiCorp Vault", "global", "cloud", "VAULT_TOKEN", lambda: "hvs." + rs(24, AN), "service token",
  "https://vault.acme.internal:8200/v1/secret/data/app", "h:X-Vault-Token", "hvac")
V("HashiCorp Vault", "global", "cloud", "VAULT_TOKEN", lambda: "hvs.CAESI" + rs(82, B64U), "namespaced token",
  "https://vault.acme.internal:8200/v1/auth/token/lookup-self", "h:X-Vault-Token", "hvac")
V("Doppler", "global", "cloud", "DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(43, AN),
  "service token", "https://api.doppler.com/v3/configs/config/secrets", "bearer", "doppler")
V("1Password", "global", "cloud", "OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(260, B64U),
  "service account token", "https://my.1password.com", "bearer", "op")
V("Tailscale", "global", "cloud", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(10, AN) + "CNTRL-" + rs(33, AN),
  "auth key", "https://api.tailscale.com/api/v2/tailnet/-/devices", "bearer", "tailscale")
V("ngrok", "global", "cloud", "NGROK_AUTHTOKEN", lambda: "2" + rs(26, AN) + "_" + rs(21, AN), "authtoken",
  "https://api.ngrok.com/endpoints", "bearer", "ngrok")
V("Scaleway", "eu", "cloud", "SCW_SECRET_KEY", uid, "secret key", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers",
  "h:X-Auth-Token", "scw")
V("Databricks", "global", "db", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32), "personal access token",
  "https://adb-4412.7.azuredatabricks.net/api/2.0/clusters/list", "bearer", "databricks")
V("PlanetScale", "global", "db", "DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(43, B64U), "database password",
  "mysql://aws.connect.psdb.cloud/app", "basic", "planetscale")
V("Supabase", "global", "db", "SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(22, B64U) + "_" + rs(8, AN),
  "secret API key", "https://xyzcompany.supabase.co/rest/v1/orders", "h:apikey", "supabase")
V("Upstash", "global", "db", "UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(3, UAN) + "A" + rs(74, B64U) + "=",
  "REST token", "https://apn1-fond-cat-31245.upstash.io/get/session", "bearer", "upstash_redis")
V("Astra DB", "global", "db", "ASTRA_DB_APPLICATION_TOKEN", lambda: "AstraCS:" + rs(24, AN) + ":" + hx(64),
  "application token", "https://db-id-us-east1.apps.astra.datastax.com/api/rest/v2/keyspaces", "h:X-Cassandra-Token",
  "astrapy")
V("InfluxDB", "global", "db", "INFLUX_TOKEN", lambda: rs(86, B64U) + "==", "API token",
  "https://eu-central-1-1.aws.cloud2.influxdata.com/api/v2/buckets", "token", "influxdb_client")
V("Fauna", "global", "db", "FAUNA_SECRET", lambda: "fn" + rs(38, B64U), "database secret",
  "https://db.fauna.com/query/1", "bearer", "fauna")
V("Neon", "global", "db", "NEON_API_KEY", lambda: "napi_" + rs(64, LAN), "API key",
  "https://console.neon.tech/api/v2/projects", "bearer", "neon")
V("Turso", "global", "db", "TURSO_AUTH_TOKEN",
  lambda: jwt({"a": "rw", "iat": ts(), "id": uid()}, {"alg": "EdDSA", "typ": "JWT"}, 86),
  "database auth token", "libsql://orders-acme.turso.io", "bearer", "libsql")
# --- observability
V("Datadog", "global", "obs", "DD_API_KEY", lambda: hx(32), "API key", "https://api.datadoghq.com/api/v1/validate",
  "h:DD-API-KEY", "datadog")
V("Datadog", "global", "obs", "DD_APP_KEY", lambda: hx(40), "application key",
  "https://api.datadoghq.eu/api/v1/monitor", "h:DD-APPLICATION-KEY", "datadog")
V("New Relic", "global", "obs", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UAN), "user API key",
  "https://api.newrelic.com/graphql", "h:API-Key", "newrelic")
V("New Relic", "global", "obs", "NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", "ingest license key",
  "https://log-api.newrelic.com/log/v1", "h:X-License-Key", "newrelic")
V("Sentry", "global", "obs", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), "user auth token",
  "https://sentry.io/api/0/projects/", "bearer", "sentry-cli")
V("Grafana", "global", "obs", "GRAFANA_SERVICE_ACCOUNT_TOKEN", lambda: "glsa_" + rs(32, AN) + "_" + hx(8),
  "service account token", "https://grafana.acme.io/api/dashboards/uid/api-latency", "bearer", "grafana")
V("Grafana Cloud", "global", "obs", "GRAFANA_CLOUD_TOKEN",
  lambda: "glc_" + b64nopad('{"o":"%s","n":"stack-%s-otlp","k":"%s","m":{"r":"prod-ap-northeast-0"}}'
                            % (dg(6), dg(6), rs(24, AN))), "access policy token",
  "https://otlp-gateway-prod-ap-northeast-0.grafana.net/otlp/v1/traces", "basic", "grafana")
V("Honeycomb", "global", "obs", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(56, LAN), "ingest key",
  "https://api.honeycomb.io/1/auth", "h:X-Honeycomb-Team", "honeycomb")
V("Dynatrace", "eu", "obs", "DT_API_TOKEN", lambda: "dt0c01." + rs(24, UAN) + "." + rs(64, UAN), "API token",
  "https://abc12345.live.dynatrace.com/api/v2/metrics/ingest", "h:Authorization:Api-Token ", "dynatrace")
V("Splunk", "global", "obs", "SPLUNK_HEC_TOKEN", uid, "HEC token",
  "https://http-inputs-acme.splunkcloud.com/services/collector/event", "h:Authorization:Splunk ", "splunk")
V("Logz.io", "global", "obs", "LOGZIO_TOKEN", lambda: rs(32, UP + LO), "shipping token",
  "https://listener.logz.io:8071/?token=", "q:token", "logzio")
V("Bugsnag", "global", "obs", "BUGSNAG_API_KEY", lambda: hx(32), "notifier API key",
  "https://notify.bugsnag.com/", "h:Bugsnag-Api-Key", "bugsnag")
V("Rollbar", "global", "obs", "ROLLBAR_ACCESS_TOKEN", lambda: hx(32), "post_server_item token",
  "https://api.rollbar.com/api/1/item/", "h:X-Rollbar-Access-Token", "rollbar")
V("Axiom", "global", "obs", "AXIOM_TOKEN", lambda: "xaat-" + uid(), "API token",
  "https://api.axiom.co/v1/datasets/logs/ingest", "bearer", "axiom")
V("Better Stack", "eu", "obs", "LOGTAIL_SOURCE_TOKEN", lambda: rs(24, AN), "source token",
  "https://in.logs.betterstack.com", "bearer", "logtail")
V("Coralogix", "global", "obs", "CORALOGIX_PRIVATE_KEY", lambda: "cxtp_" + rs(30, AN), "send-your-data key",
  "https://ingress.eu2.coralogix.com/logs/v1/singles", "bearer", "coralogix")
V("PagerDuty", "global", "obs", "PAGERDUTY_TOKEN", lambda: "u+" + rs(18, B64U), "user API token",
  "https://api.pagerduty.com/incidents", "h:Authorization:Token token=", "pdpyras")
V("Opsgenie", "eu", "obs", "OPSGENIE_API_KEY", uid, "API integration key",
  "https://api.opsgenie.com/v2/alerts", "h:Authorization:GenieKey ", "opsgenie")
# --- payments
V("Stripe", "global", "pay", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(22, AN) + rs(74, AN), "live secret key",
  "https://api.stripe.com/v1/charges", "bearer", "stripe")
V("Stripe", "global", "pay", "STRIPE_SECRET_KEY", lambda: "sk_test_51" + rs(22, AN) + rs(74, AN),
  "test-mode secret key", "https://api.stripe.com/v1/payment_intents", "bearer", "stripe")
V("Stripe", "global", "pay", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(22, AN) + rs(74, AN),
  "restricted key", "https://api.stripe.com/v1/refunds", "bearer", "stripe")
V("Square", "global", "pay", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, B64U), "production access token",
  "https://connect.squareup.com/v2/locations", "bearer", "square")
V("Braintree", "global", "pay", "BRAINTREE_ACCESS_TOKEN",
  lambda: "access_token$production$" + rs(16, LAN) + "$" + hx(32), "access token",
  "https://api.braintreegateway.com/merchants", "bearer", "braintree")
V("PayPal", "global", "pay", "PAYPAL_CLIENT_SECRET", lambda: "E" + rs(79, B64U), "REST client secret",
  "https://api-m.paypal.com/v1/oauth2/token", "basic", "paypal")
V("Adyen", "eu", "pay", "ADYEN_API_KEY",
  lambda: "AQE" + rs(3, LO) + "mfx" + rs(40, AN) + "=-" + rs(43, B64) + "=-" + rs(6, "<>[]{}~;:") + rs(10, AN),
  "API key", "https://checkout-test.adyen.com/v71/payments", "h:X-API-Key", "adyen")
V("Mollie", "eu", "pay", "MOLLIE_API_KEY", lambda: "live_" + rs(30, AN), "live API key",
  "https://api.mollie.com/v2/payments", "bearer", "mollie")
V("GoCardless", "eu", "pay", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(40, B64U), "live access token",
  "https://api.gocardless.com/mandates", "bearer", "gocardless_pro")
V("Klarna", "eu", "pay", "KLARNA_API_KEY", lambda: "klarna_live_api_" + rs(40, B64U), "live API key",
  "https://api.klarna.com/payments/v1/sessions", "basic", "klarna")
V("Checkout.com", "eu", "pay", "CKO_SECRET_KEY", lambda: "sk_" + uid(), "secret key",
  "https://api.checkout.com/payments", "bearer", "checkout_sdk")
V("Wise", "eu", "pay", "WISE_API_TOKEN", uid, "personal API token", "https://api.transferwise.com/v1/profiles",
  "bearer", "wise")
V("Razorpay", "global", "pay", "RAZORPAY_KEY_SECRET", lambda: rs(24, AN), "key secret",
  "https://api.razorpay.com/v1/orders", "basic", "razorpay")
V("Paystack", "global", "pay", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), "live secret key",
  "https://api.paystack.co/transaction/initialize", "bearer", "paystack")
V("Flutterwave", "global", "pay", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", "secret key",
  "https://api.flutterwave.com/v3/payments", "bearer", "flutterwave")
V("Plaid", "global", "pay", "PLAID_SECRET", lambda: hx(30), "production secret",
  "https://production.plaid.com/accounts/get", "h:PLAID-SECRET", "plaid")
V("Shopify", "global", "pay", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32), "Admin API access token",
  "https://acme-store.myshopify.com/admin/api/2024-10/orders.json", "h:X-Shopify-Access-Token", "shopify")
V("Shopify", "global", "pay", "SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), "app shared secret",
  "https://acme-store.myshopify.com/admin/oauth/access_token", "basic", "shopify")
V("Coinbase", "global", "pay", "COINBASE_COMMERCE_API_KEY", uid, "Commerce API key",
  "https://api.commerce.coinbase.com/charges", "h:X-CC-Api-Key", "coinbase_commerce")
V("Toss Payments", "kr", "pay", "TOSS_SECRET_KEY", lambda: "live_sk_" + rs(28, AN), "live secret key",
  "https://api.tosspayments.com/v1/payments/confirm", "basic", "tosspayments", "토스페이먼츠")
V("Toss Payments", "kr", "pay", "TOSS_SECRET_KEY", lambda: "live_gsk_" + rs(28, AN), "payment widget secret key",
  "https://api.tosspayments.com/v1/payments/confirm", "basic", "tosspayments", "토스페이먼츠")
V("Toss Payments", "kr", "pay", "TOSS_SECRET_KEY", lambda: "test_sk_" + rs(28, AN), "test secret key",
  "https://api.tosspayments.com/v1/billing/authorizations/issue", "basic", "tosspayments", "토스페이먼츠")
V("PortOne", "kr", "pay", "PORTONE_API_SECRET", lambda: rs(80, AN), "V2 API secret",
  "https://api.portone.io/payments", "h:Authorization:PortOne ", "portone", "포트원")
V("Kakao Pay", "kr", "pay", "KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(37, UHEX), "secret key",
  "https://open-api.kakaopay.com/online/v1/payment/ready", "h:Authorization:SECRET_KEY ", "kakaopay", "카카오페이")
V("NICEPAY", "kr", "pay", "NICEPAY_SECRET_KEY", lambda: hx(32), "secret key",
  "https://api.nicepay.co.kr/v1/payments", "basic", "nicepay", "나이스페이")
V("PAY.JP", "jp", "pay", "PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), "live secret key",
  "https://api.pay.jp/v1/charges", "basic", "payjp")
V("KOMOJU", "jp", "pay", "KOMOJU_SECRET_KEY", lambda: "sk_live_" + rs(28, LAN), "secret key",
  "https://komoju.com/api/v1/payments", "basic", "komoju")
# --- messaging / email
V("Slack", "global", "msg", "SLACK_BOT_TOKEN", lambda: "xoxb-" + dg(11) + "-" + dg(13) + "-" + rs(24, AN),
  "bot token", "https://slack.com/api/chat.postMessage", "bearer", "slack_sdk")
V("Slack", "global", "msg", "SLACK_USER_TOKEN", lambda: "xoxp-" + dg(11) + "-" + dg(11) + "-" + dg(13) + "-" + hx(32),
  "user token", "https://slack.com/api/users.list", "bearer", "slack_sdk")
V("Slack", "global", "msg", "SLACK_APP_TOKEN", lambda: "xapp-1-A" + rs(10, UAN) + "-" + dg(13) + "-" + hx(64),
  "app-level token", "https://slack.com/api/apps.connections.open", "bearer", "slack_bolt")
V("Slack", "global", "msg", "SLACK_SIGNING_SECRET", lambda: hx(32), "signing secret",
  "https://slack.com/api/auth.test", "basic", "slack_bolt")
V("Discord", "global", "msg", "DISCORD_BOT_TOKEN",
  lambda: b64nopad(dg(18)) + "." + rs(6, B64U) + "." + rs(38, B64U), "bot token",
  "https://discord.com/api/v10/users/@me", "h:Authorization:Bot ", "discord")
V("Telegram", "global", "msg", "TELEGRAM_BOT_TOKEN", lambda: dg(10) + ":AA" + rs(33, B64U), "bot token",
  "https://api.telegram.org/bot", "q:path", "telegram")
V("Twilio", "global", "msg", "TWILIO_AUTH_TOKEN", lambda: hx(32), "auth token",
  "https://api.twilio.com/2010-04-01/Accounts/AC%s/Messages.json", "basic", "twilio")
V("SendGrid", "global", "msg", "SENDGRID_API_KEY", lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U), "API key",
  "https://api.sendgrid.com/v3/mail/send", "bearer", "sendgrid")
V("Mailgun", "global", "msg", "MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), "private API key",
  "https://api.eu.mailgun.net/v3/mg.acme.io/messages", "basic", "mailgun")
V("Mailchimp", "global", "msg", "MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(2, 21)), "API key",
  "https://us14.api.mailchimp.com/3.0/lists", "basic", "mailchimp_marketing")
V("Postmark", "global", "msg", "POSTMARK_SERVER_TOKEN", uid, "server API token",
  "https://api.postmarkapp.com/email", "h:X-Postmark-Server-Token", "postmarker")
V("Brevo", "eu", "msg", "BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + rs(16, AN), "API v3 key",
  "https://api.brevo.com/v3/smtp/email", "h:api-key", "brevo")
V("Resend", "global", "msg", "RESEND_API_KEY", lambda: "re_" + rs(8, AN) + "_" + rs(24, AN), "API key",
  "https://api.resend.com/emails", "bearer", "resend")
V("Vonage", "eu", "msg", "VONAGE_API_SECRET", lambda: rs(16, AN), "API secret",
  "https://rest.nexmo.com/sms/json", "q:api_secret", "vonage")
V("MessageBird", "eu", "msg", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(25, AN), "live access key",
  "https://rest.messagebird.com/messages", "h:Authorization:AccessKey ", "messagebird")
V("Plivo", "global", "msg", "PLIVO_AUTH_TOKEN", lambda: rs(40, AN), "auth token",
  "https://api.plivo.com/v1/Account/MAODUZYTQ0Y2FMYJBLOW/Message/", "basic", "plivo")
V("Pusher", "global", "msg", "PUSHER_SECRET", lambda: hx(20), "app secret",
  "https://api-ap3.pusher.com/apps/1789012/events", "basic", "pusher")
V("Ably", "eu", "msg", "ABLY_API_KEY", lambda: rs(6, AN) + "." + rs(6, AN) + ":" + rs(43, B64U), "API key",
  "https://rest.ably.io/channels/orders/messages", "basic", "ably")
V("Sendbird", "global", "msg", "SENDBIRD_API_TOKEN", lambda: hx(40), "master API token",
  "https://api-9DA1B1F4-C4D1-4F0A-8C6E-3C1A2B3D4E5F.sendbird.com/v3/users", "h:Api-Token", "sendbird",
  "센드버드")
V("Meta WhatsApp", "global", "msg", "WHATSAPP_TOKEN", lambda: "EAA" + rs(4, AN) + "ZC" + rs(180, AN),
  "Cloud API access token", "https://graph.facebook.com/v21.0/1098765432101234/messages", "bearer", "whatsapp")
V("Firebase Cloud Messaging", "global", "msg", "FCM_SERVER_KEY",
  lambda: "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U), "legacy server key",
  "https://fcm.googleapis.com/fcm/send", "h:Authorization:key=", "pyfcm")
V("Pushover", "global", "msg", "PUSHOVER_TOKEN", lambda: "a" + rs(29, LAN), "application token",
  "https://api.pushover.net/1/messages.json", "q:token", "pushover")
V("Mattermost", "global", "msg", "MATTERMOST_BOT_TOKEN", lambda: rs(26, LAN), "bot access token",
  "https://chat.acme.io/api/v4/posts", "bearer", "mattermostdriver")
V("ntfy", "eu", "msg", "NTFY_TOKEN", lambda: "tk_" + rs(29, LAN), "access token",
  "https://ntfy.sh/acme-deploys", "bearer", "ntfy")
V("LINE", "jp", "msg", "LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(171, B64) + "=", "channel access token",
  "https://api.line.me/v2/bot/message/push", "bearer", "linebot")
V("LINE", "jp", "msg", "LINE_CHANNEL_SECRET", lambda: hx(32), "channel secret",
  "https://api.line.me/v2/oauth/accessToken", "basic", "linebot")
V("Chatwork", "jp", "msg", "CHATWORK_API_TOKEN", lambda: hx(32), "API token",
  "https://api.chatwork.com/v2/rooms/3141592/messages", "h:X-ChatWorkToken", "chatwork")
V("Kakao", "kr", "msg", "KAKAO_ADMIN_KEY", lambda: hx(32), "Admin key",
  "https://kapi.kakao.com/v1/user/ids", "h:Authorization:KakaoAK ", "kakao", "카카오")
V("Kakao", "kr", "msg", "KAKAO_REST_API_KEY", lambda: hx(32), "REST API key",
  "https://dapi.kakao.com/v2/local/search/address.json", "h:Authorization:KakaoAK ", "kakao", "카카오")
V("Solapi", "kr", "msg", "SOLAPI_API_SECRET", lambda: rs(32, UAN), "API secret",
  "https://api.solapi.com/messages/v4/send", "basic", "solapi", "솔라피")
V("Aligo", "kr", "msg", "ALIGO_API_KEY", lambda: rs(32, LAN), "SMS API key",
  "https://apis.aligo.in/send/", "q:key", "aligo", "알리고")
V("Channel Talk", "kr", "msg", "CHANNEL_ACCESS_SECRET", lambda: hx(32), "access secret",
  "https://api.channel.io/open/v5/user-chats", "h:x-access-secret", "channelio", "채널톡")
V("WeChat", "cn", "msg", "WECHAT_APP_SECRET", lambda: hx(32), "AppSecret",
  "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx" + "7d3c9e1f0a2b4c6d",
  "q:secret", "wechatpy")
V("Feishu", "cn", "msg", "FEISHU_APP_SECRET", lambda: rs(32, AN), "app_secret",
  "https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", "basic", "lark_oapi")
# --- SaaS
V("Atlassian", "global", "saas", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(170, B64U) + "=" + hx(8).upper(),
  "API token", "https://acme.atlassian.net/rest/api/3/myself", "basic", "jira")
V("Linear", "global", "saas", "LINEAR_API_KEY", lambda: "lin_api_" + rs(40, AN), "personal API key",
  "https://api.linear.app/graphql", "h:Authorization:", "linear")
V("Notion", "global", "saas", "NOTION_TOKEN", lambda: "ntn_" + rs(46, AN), "internal integration secret",
  "https://api.notion.com/v1/databases/query", "bearer", "notion_client")
V("Notion", "global", "saas", "NOTION_API_KEY", lambda: "secret_" + rs(43, AN), "legacy integration token",
  "https://api.notion.com/v1/search", "bearer", "notion_client")
V("Airtable", "global", "saas", "AIRTABLE_TOKEN", lambda: "pat" + rs(14, AN) + "." + hx(64), "personal access token",
  "https://api.airtable.com/v0/appQ3k9Zt1Ur8vXy2/Orders", "bearer", "pyairtable")
V("Figma", "global", "saas", "FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U), "personal access token",
  "https://api.figma.com/v1/files/Kq3Zx9", "h:X-Figma-Token", "figma")
V("HubSpot", "global", "saas", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uid(),
  "private app token", "https://api.hubapi.com/crm/v3/objects/contacts", "bearer", "hubspot")
V("Okta", "global", "saas", "OKTA_API_TOKEN", lambda: "00" + rs(40, B64U), "SSWS API token",
  "https://acme.okta.com/api/v1/users", "h:Authorization:SSWS ", "okta")
V("Auth0", "global", "saas", "AUTH0_CLIENT_SECRET", lambda: rs(64, B64U), "client secret",
  "https://acme.eu.auth0.com/oauth/token", "basic", "auth0")
V("Clerk", "global", "saas", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(42, AN), "secret key",
  "https://api.clerk.com/v1/users", "bearer", "clerk")
V("Zendesk", "global", "saas", "ZENDESK_API_TOKEN", lambda: rs(40, AN), "API token",
  "https://acme.zendesk.com/api/v2/tickets.json", "basic", "zenpy")
V("Intercom", "global", "saas", "INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(54, B64) + "=", "access token",
  "https://api.intercom.io/conversations", "bearer", "intercom")
V("Salesforce", "global", "saas", "SF_ACCESS_TOKEN",
  lambda: "00D" + rs(12, AN) + "!" + rs(96, AN + "._"), "session ID / access token",
  "https://acme.my.salesforce.com/services/data/v61.0/query", "bearer", "simple_salesforce")
V("Dropbox", "global", "saas", "DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(140, B64U), "short-lived access token",
  "https://api.dropboxapi.com/2/files/list_folder", "bearer", "dropbox")
V("Mapbox", "global", "saas", "MAPBOX_SECRET_TOKEN",
  lambda: "sk." + b64u(('{"u":"%s","a":"%s"}' % (pick(["acme-maps", "jhkim", "routing-team"]), rs(9, LAN))).encode())
  + "." + rs(22, B64U), "secret token", "https://api.mapbox.com/uploads/v1/acme-maps", "q:access_token", "mapbox")
V("Postman", "global", "saas", "POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), "API key",
  "https://api.getpostman.com/collections", "h:X-Api-Key", "postman")
V("Contentful", "eu", "saas", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, B64U),
  "content management token", "https://api.contentful.com/spaces/q8k2z9/environments", "bearer", "contentful")
V("Typeform", "eu", "saas", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(44, AN) + "_" + rs(14, AN),
  "personal access token", "https://api.typeform.com/forms", "bearer", "typeform")
V("Algolia", "eu", "saas", "ALGOLIA_ADMIN_API_KEY", lambda: hx(32), "Admin API key",
  "https://Q8K2Z9ABCD-dsn.algolia.net/1/indexes/products/settings", "h:X-Algolia-API-Key", "algoliasearch")
V("PostHog", "global", "saas", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(43, AN), "personal API key",
  "https://eu.posthog.com/api/projects/", "bearer", "posthog")
V("LaunchDarkly", "global", "saas", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uid(), "server-side SDK key",
  "https://sdk.launchdarkly.com/sdk/latest-all", "h:Authorization:", "ldclient")
V("LaunchDarkly", "global", "saas", "LD_API_TOKEN", lambda: "api-" + uid(), "API access token",
  "https://app.launchdarkly.com/api/v2/flags/default", "h:Authorization:", "launchdarkly_api")
V("Shippo", "global", "saas", "SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40), "live API token",
  "https://api.goshippo.com/shipments/", "h:Authorization:ShippoToken ", "shippo")
V("EasyPost", "global", "saas", "EASYPOST_API_KEY", lambda: "EZAK" + hx(54), "production API key",
  "https://api.easypost.com/v2/shipments", "basic", "easypost")
V("Asana", "global", "saas", "ASANA_PAT", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32),
  "personal access token", "https://app.asana.com/api/1.0/users/me", "bearer", "asana")
V("Trello", "global", "saas", "TRELLO_TOKEN", lambda: "ATTA" + hx(64) + hx(8).upper(), "user token",
  "https://api.trello.com/1/members/me/boards", "q:token", "trello")
V("Twitch", "global", "saas", "TWITCH_CLIENT_SECRET", lambda: rs(30, LAN), "client secret",
  "https://id.twitch.tv/oauth2/token", "q:client_secret", "twitchAPI")
V("Spotify", "eu", "saas", "SPOTIFY_CLIENT_SECRET", lambda: hx(32), "client secret",
  "https://accounts.spotify.com/api/token", "basic", "spotipy")
V("Pipedrive", "eu", "saas", "PIPEDRIVE_API_TOKEN", lambda: hx(40), "API token",
  "https://acme.pipedrive.com/api/v1/deals", "q:api_token", "pipedrive")
V("DeepL", "eu", "saas", "DEEPL_AUTH_KEY", lambda: uid() + ":fx", "API auth key",
  "https://api-free.deepl.com/v2/translate", "h:Authorization:DeepL-Auth-Key ", "deepl")
V("Yandex Cloud", "eu", "cloud", "YC_API_KEY", lambda: "AQVN" + rs(36, B64U), "API key",
  "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "h:Authorization:Api-Key ", "yandexcloud")
V("Yandex", "eu", "saas", "YANDEX_OAUTH_TOKEN", lambda: "y0_" + rs(55, B64U), "OAuth token",
  "https://cloud-api.yandex.net/v1/disk/resources", "h:Authorization:OAuth ", "yadisk")
V("Backlog", "jp", "saas", "BACKLOG_API_KEY", lambda: rs(64, AN), "API key",
  "https://acme.backlog.jp/api/v2/issues", "q:apiKey", "pybacklog")
V("kintone", "jp", "saas", "KINTONE_API_TOKEN", lambda: rs(40, AN), "API token",
  "https://acme.cybozu.com/k/v1/records.json?app=42", "h:X-Cybozu-API-Token", "kintone")
V("Sakura Cloud", "jp", "cloud", "SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(64, AN), "access token secret",
  "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server", "basic", "sakuracloud")
V("Dooray", "kr", "saas", "DOORAY_API_TOKEN", lambda: rs(12, LAN) + ":" + rs(22, AN), "personal API token",
  "https://api.dooray.com/project/v1/projects", "h:Authorization:dooray-api ", "dooray", "두레이")
V("Naver Works", "kr", "saas", "NAVERWORKS_CLIENT_SECRET", lambda: rs(10, AN), "client secret",
  "https://auth.worksmobile.com/oauth2/v2.0/token", "basic", "naverworks", "네이버웍스")
V("Naver", "kr", "saas", "NAVER_CLIENT_SECRET", lambda: rs(10, AN), "Open API client secret",
  "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91", "h:X-Naver-Client-Secret", "naver",
  "네이버")
V("NHN Cloud", "kr", "cloud", "NHN_SECRET_KEY", lambda: rs(8, AN), "SMS secret key",
  "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms", "h:X-Secret-Key", "nhncloud", "NHN Cloud")
V("KIS Developers", "kr", "saas", "KIS_APP_SECRET", lambda: rs(179, B64) + "=", "appsecret",
  "https://openapi.koreainvestment.com:9443/oauth2/tokenP", "h:appsecret", "kis", "한국투자증권 KIS Developers")
V("Public Data Portal", "kr", "saas", "DATA_GO_KR_SERVICE_KEY", lambda: rs(86, AN) + "==", "serviceKey (decoding)",
  "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst", "q:serviceKey", "datagokr",
  "공공데이터포털")
V("Baidu", "cn", "ai", "BAIDU_SECRET_KEY", lambda: rs(32, AN), "OCR Secret Key",
  "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials", "q:client_secret", "aip", "Baidu AI")
V("DingTalk", "cn", "msg", "DINGTALK_APP_SECRET", lambda: rs(64, B64U), "AppSecret",
  "https://api.dingtalk.com/v1.0/oauth2/accessToken", "basic", "dingtalk")
V("Gitee", "cn", "ci", "GITEE_TOKEN", lambda: hx(32), "private token",
  "https://gitee.com/api/v5/user/repos", "q:access_token", "gitee")


# ------------------------------------------------------------- shared vocab
SVC = ["billing-api", "order-worker", "notify-svc", "search-indexer", "admin-web", "etl-nightly", "chatbot",
       "recsys", "payment-gateway", "auth-service", "crawler", "report-batch", "mobile-bff", "settlement-batch",
       "push-sender", "media-transcoder", "coupon-api", "inventory-sync", "cs-bot", "ledger"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "prod-kr", "stg", "preview"]
JOBS = ["deploy-prod", "e2e", "release", "nightly-sync", "publish", "integration-tests", "build-and-push",
        "db-migrate", "smoke", "canary"]
USERS = ["jihoon.kim", "minji.park", "seoyeon.lee", "dev", "deploy", "admin", "ci-bot", "svc_app", "hyunwoo",
         "taro.yamada", "li.wei", "anna.schmidt", "marco", "priya", "app_rw", "etl_user", "readonly"]
HOSTS = ["db-prod-1.internal", "10.0.12.34", "pg.acme.internal", "mysql-stg.cluster-c9x2.ap-northeast-2.rds.amazonaws.com",
         "172.16.4.21", "redis-cache.acme.io", "db.staging.acme.kr", "mongo-0.mongo.default.svc.cluster.local"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "eu-west-1",
           "ap-southeast-1"]
IMAGES = ["acme/api", "ghcr.io/acme/worker", "registry.acme.kr/batch", "acme/web", "asia-northeast3-docker.pkg.dev/acme/app/api"]


_CTX = {}


def csvc():
    return _CTX.get("svc") or pick(SVC)


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def ver():
    return "%d.%d.%d" % (R.randint(0, 4), R.randint(0, 30), R.randint(0, 20))


def ctx():
    return dict(svc=pick(SVC), e=pick(ENVS), job=pick(JOBS))


def auth_parts(v, val):
    """Return (header_name, header_value, listed_secret) for a vendor token; basic auth lists the blob."""
    a = v["auth"]
    if a == "bearer":
        return "Authorization", "Bearer " + val, val
    if a == "token":
        return "Authorization", "token " + val, val
    if a == "basic":
        user = pick(["api", "user", "__token__", "dev@acme.io", "x-token-auth", "jhkim"])
        blob = b64((user + ":" + val).encode())
        return "Authorization", "Basic " + blob, blob
    if a.startswith("h:"):
        parts = a.split(":", 2)
        if len(parts) == 3:
            return parts[1], parts[2] + val, val
        return parts[1], val, val
    return "Authorization", "Bearer " + val, val


def fill_url(url):
    while "%s" in url:
        url = url.replace("%s", hx(32) if "twilio" in url else rs(16, AN), 1)
    return url


def url_with(v, val):
    """URL carrying the value as query param (or path for Telegram). Returns (url, listed)."""
    url = fill_url(v["url"])
    a = v["auth"]
    enc = pct(val)
    if a == "q:path":
        return url + val + "/" + pick(["getMe", "sendMessage", "getUpdates"]), val
    param = a[2:] if a.startswith("q:") else "api_key"
    sep = "&" if "?" in url else "?"
    if url.endswith("="):
        return url + enc, enc
    return url + sep + param + "=" + enc, enc


# renderers: (v, val) -> (file, snippet, [listed])
def r_dotenv(v, val):
    f = pick([".env", ".env.production", ".env.local", ".env.staging", "apps/api/.env"])
    lines = [v["var"] + "=" + val]
    extra = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "TZ=Asia/Seoul", "APP_ENV=" + pick(ENVS),
             "REDIS_HOST=redis", "SENTRY_ENVIRONMENT=" + pick(ENVS), "FEATURE_NEW_CHECKOUT=true"]
    for x in R.sample(extra, R.randint(0, 3)):
        lines.insert(R.randint(0, len(lines)), x)
    return f, "\n".join(lines), [val]


def r_export(v, val):
    f = pick(["~/.zshrc", "~/.bashrc", "~/.profile", "scripts/env.sh"])
    q = pick(['"', "'", ""])
    return f, "export %s=%s%s%s" % (v["var"], q, val, q), [val]


def r_docker(v, val):
    img = pick(IMAGES) + ":" + ver()
    return "deploy.sh", "docker run -d --name %s -p %d:8080 -e %s=%s -e LOG_LEVEL=debug %s" % (
        csvc(), pick([8080, 3000, 8000, 9090]), v["var"], val, img), [val]


def r_compose(v, val):
    s = csvc()
    if chance(0.5):
        body = "services:\n  %s:\n    image: %s:%s\n    ports:\n      - \"8080:8080\"\n    environment:\n      %s: %s\n      LOG_LEVEL: info" % (
            s, pick(IMAGES), ver(), v["var"], val)
    else:
        body = "services:\n  %s:\n    build: .\n    environment:\n      - %s=%s\n      - TZ=Asia/Seoul" % (s, v["var"], val)
    return "docker-compose.yml", body, [val]


def r_k8s(v, val):
    s = csvc()
    body = ("      containers:\n        - name: %s\n          image: %s:%s\n          env:\n            - name: %s\n"
            "              value: \"%s\"\n            - name: PORT\n              value: \"8080\"") % (s, pick(IMAGES), ver(), v["var"], val)
    return "k8s/%s/deployment.yaml" % s, body, [val]


def r_gha(v, val):
    j = pick(JOBS)
    body = ("jobs:\n  %s:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - run: make %s") % (j, v["var"], val, j)
    return ".github/workflows/%s.yml" % j, body, [val]


def r_gitlabci(v, val):
    j = pick(JOBS)
    body = "variables:\n  %s: \"%s\"\n\n%s:\n  stage: deploy\n  script:\n    - ./scripts/%s.sh" % (v["var"], val, j, j)
    return ".gitlab-ci.yml", body, [val]


def r_json(v, val):
    key = camel(v["var"])
    body = json.dumps({v["mod"]: {key: val, "timeoutMs": R.choice([3000, 5000, 10000])}, "port": 8080}, indent=2)
    return pick(["config/%s.json" % pick(ENVS), "appsettings.json", "secrets.json", ".vscode/launch.json"]), body, [val]


def r_toml(v, val):
    body = "[%s]\napi_key = \"%s\"\nretries = %d" % (v["mod"], val, R.randint(1, 5))
    return pick(["config.toml", "settings.toml", "pyproject.toml", ".streamlit/secrets.toml"]), body, [val]


def r_yaml(v, val):
    body = "%s:\n  enabled: true\n  %s: %s\n  timeout: %ds" % (v["mod"], pick(["api-key", "apiKey", "token", "secret"]),
                                                        val, R.randint(2, 30))
    return pick(["application.yml", "config/settings.yaml", "values-%s.yaml" % pick(ENVS)]), body, [val]


def r_ini(v, val):
    body = "[%s]\nendpoint = %s\nkey = %s" % (v["mod"], v["url"].split("?")[0].replace("%s", "x"), val)
    return pick(["settings.ini", "setup.cfg", "config.ini", "~/.%src" % v["mod"]]), body, [val]


def r_props(v, val):
    body = "%s.base-url=%s\n%s.api-key=%s\n%s.connect-timeout=3s" % (
        v["mod"], v["url"].split("?")[0].replace("%s", "x"), v["mod"], val, v["mod"])
    return "src/main/resources/application-%s.properties" % pick(ENVS), body, [val]


def r_hcl(v, val):
    if chance(0.5):
        body = 'variable "%s" {\n  type      = string\n  default   = "%s"\n  sensitive = true\n}' % (v["var"].lower(), val)
        return "variables.tf", body, [val]
    body = '%s = "%s"\nregion = "%s"' % (v["var"].lower(), val, pick(REGIONS))
    return "terraform.tfvars", body, [val]


def r_xml(v, val):
    body = '<appSettings>\n  <add key="%s" value="%s" />\n  <add key="Environment" value="%s" />\n</appSettings>' % (
        "".join(p.title() for p in v["var"].split("_")), val, pick(ENVS))
    return pick(["Web.config", "App.config"]), body, [val]


def r_dockerfile(v, val):
    body = "FROM python:3.12-slim\nWORKDIR /app\nCOPY . .\nENV %s=%s\nRUN pip install -r requirements.txt\nCMD [\"python\", \"main.py\"]" % (v["var"], val)
    return "Dockerfile", body, [val]


def r_python(v, val):
    m = v["mod"].replace("-", "_")
    body = pick(['import %s\n\nclient = %s.Client(api_key="%s")' % (m, m, val),
                 'os.environ.setdefault("%s", "%s")  # TODO remove' % (v["var"], val),
                 '%s = "%s"\nheaders = {"Accept": "application/json"}' % (v["var"], val)])
    return pick(["app/clients.py", "settings.py", "scripts/backfill.py", "notebooks/explore.ipynb"]), body, [val]


def r_js(v, val):
    body = pick(["const client = new %sClient({ apiKey: '%s' });" % (v["mod"].title().replace("-", ""), val),
                 "export const %s = process.env.%s ?? '%s';" % (camel(v["var"]), v["var"], val)])
    return pick(["src/lib/%s.ts" % v["mod"], "server/config.js", "next.config.mjs"]), body, [val]


def r_go(v, val):
    body = 'cfg := %s.Config{\n\tAPIKey:  "%s",\n\tTimeout: 10 * time.Second,\n}' % (v["mod"].replace("-", ""), val)
    return "internal/%s/client.go" % v["mod"].replace("-", ""), body, [val]


def r_ruby(v, val):
    body = "%s.configure do |c|\n  c.api_key = '%s'\nend" % ("".join(p.title() for p in v["mod"].split("_")), val)
    return "config/initializers/%s.rb" % v["mod"], body, [val]


def r_php(v, val):
    body = "'%s' => [\n    'key' => env('%s', '%s'),\n]," % (v["mod"], v["var"], val)
    return "config/services.php", body, [val]


def r_java(v, val):
    body = 'private static final String %s = "%s";' % (v["var"], val)
    return "src/main/java/com/acme/%sClient.java" % v["mod"].title().replace("-", ""), body, [val]


def r_csharp(v, val):
    body = 'builder.Services.AddHttpClient("%s", c => c.DefaultRequestHeaders.Add("%s", "%s"));' % (
        v["mod"], auth_parts(v, val)[0], auth_parts(v, val)[1]) if v["auth"] != "basic" else \
        'var apiKey = "%s"; // %s' % (val, v["var"])
    return "Program.cs", body, [val]


def r_kotlin(v, val):
    body = 'buildConfigField("String", "%s", "\\"%s\\"")' % (v["var"], val)
    return "app/build.gradle.kts", body, [val]


def r_powershell(v, val):
    return "profile.ps1", '$env:%s = "%s"' % (v["var"], val), [val]


def r_systemd(v, val):
    s = csvc()
    body = "[Service]\nUser=%s\nEnvironment=%s=%s\nExecStart=/opt/%s/bin/%s\nRestart=always" % (s, v["var"], val, s, s)
    return "/etc/systemd/system/%s.service" % s, body, [val]


def r_cron(v, val):
    s = csvc()
    return "crontab -l", "%d %d * * * %s=%s /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (
        R.randint(0, 59), R.randint(0, 23), v["var"], val, s, s), [val]


def r_curl(v, val):
    if v["auth"].startswith("q:"):
        u, lst = url_with(v, val)
        return "terminal", "$ curl -s '%s' | jq ." % u, [lst]
    if v["auth"] == "basic":
        user = pick(["api", "user", "jhkim@acme.io", "__token__"])
        return "terminal", "$ curl -u '%s:%s' %s" % (user, val, fill_url(v["url"])), [val]
    h, hv, lst = auth_parts(v, val)
    return "terminal", '$ curl -sS -H "%s: %s" %s' % (h, hv, fill_url(v["url"])), [lst]


def r_http(v, val):
    if v["auth"].startswith("q:"):
        u, lst = url_with(v, val)
        hostpath = u.split("://", 1)[1]
        host, path = hostpath.split("/", 1)
        return "request dump", "GET /%s HTTP/1.1\nHost: %s\nAccept: application/json" % (path, host), [lst]
    h, hv, lst = auth_parts(v, val)
    u = fill_url(v["url"])
    hostpath = u.split("://", 1)[1]
    host, _, path = hostpath.partition("/")
    return "request dump", "POST /%s HTTP/1.1\nHost: %s\n%s: %s\nContent-Type: application/json\nUser-Agent: %s/%s" % (
        path, host, h, hv, v["mod"], ver()), [lst]


def r_log(v, val):
    if v["auth"].startswith("q:"):
        u, lst = url_with(v, val)
        return "app.log", "%s %s WARN  http_client: retry 2/3 GET %s -> 503" % (date(), hhmm(), u), [lst]
    h, hv, lst = auth_parts(v, val)
    return "app.log", "%sT%s.%03dZ DEBUG [%s] outgoing request url=%s headers={'%s': '%s', 'Accept': '*/*'}" % (
        date(), hhmm(), R.randint(0, 999), csvc(), fill_url(v["url"]), h, hv), [lst]


def r_diff(v, val):
    f = pick([".env.example", "config/settings.yaml", "docker-compose.yml", "src/config.ts"])
    body = "--- a/%s\n+++ b/%s\n@@ -3,4 +3,4 @@\n-%s=${%s}\n+%s=%s\n LOG_LEVEL=info" % (f, f, v["var"], v["var"], v["var"], val)
    return f, body, [val]


def r_table(v, val):
    body = "| env | var | value |\n|---|---|---|\n| %s | %s | %s |\n| %s | PORT | 8080 |" % (
        pick(ENVS), v["var"], val, pick(ENVS))
    return "wiki page", body, [val]


def r_vscode(v, val):
    body = '"configurations": [{\n  "type": "debugpy",\n  "request": "launch",\n  "program": "main.py",\n  "env": {"%s": "%s"}\n}]' % (v["var"], val)
    return ".vscode/launch.json", body, [val]


def r_jupyter(v, val):
    return "notebook cell", "%%env %s=%s\nimport %s" % (v["var"], val, v["mod"].replace("-", "_")), [val]


def r_helm(v, val):
    return "helm", "helm upgrade --install %s ./chart -n %s --set env.%s=%s --set image.tag=%s" % (
        csvc(), pick(ENVS), v["var"], val, ver()), [val]


RENDERERS = [r_dotenv, r_export, r_docker, r_compose, r_k8s, r_gha, r_gitlabci, r_json, r_toml, r_yaml, r_ini,
             r_props, r_hcl, r_xml, r_dockerfile, r_python, r_js, r_go, r_ruby, r_php, r_java, r_csharp, r_kotlin,
             r_powershell, r_systemd, r_cron, r_curl, r_http, r_log, r_diff, r_table, r_vscode, r_jupyter, r_helm,
             r_curl, r_http, r_log, r_dotenv]


# ------------------------------------------------------------- prose pools (secret notes)
SIT = [
    ("Deploy to {e} failed: {v} returned 401 on every call from {svc}. This is what {f} had:",
     "{e} 배포 실패: {svc}에서 {v} 호출할 때마다 401이 남. {f}에 들어있던 값:"),
    ("Rotating the {v} credential for {svc}; found the current value hardcoded in {f}:",
     "{svc}의 {v} credential rotate 하다가 {f}에 하드코딩된 값 발견:"),
    ("The {e} smoke test kept failing because {svc} still used an old {v} key. From {f}:",
     "{svc}가 아직 예전 {v} key를 써서 {e} smoke test가 계속 깨졌음. {f} 내용:"),
    ("User pasted their {v} setup and asked why {svc} crashes on boot:",
     "사용자가 {v} 설정을 그대로 붙여넣고 {svc}가 부팅하자마자 죽는 이유를 물어봄:"),
    ("Reproduced the {e} issue locally with the exact same {v} config:",
     "{e} 이슈를 똑같은 {v} config로 로컬에서 재현함:"),
    ("CI job `{job}` started failing right after the {v} migration. {f} had:",
     "{v} 마이그레이션 직후부터 CI job `{job}`이 실패함. {f}에 이렇게 되어 있었음:"),
    ("Couldn't tell which {v} account {svc} talks to until I found this in {f}:",
     "{svc}가 어느 {v} 계정에 붙는지 몰랐는데 {f}에서 찾음:"),
    ("Spent 40 minutes on a 403 from {v}; the cause was in {f}:",
     "{v}에서 403 나는 걸 40분 동안 팠는데 원인은 {f}에 있었음:"),
    ("Onboarding {svc} locally needs a {v} credential. What the team wiki told me to use ({f}):",
     "{svc} 로컬 세팅하려면 {v} credential이 필요함. 팀 위키에 적힌 대로 쓴 값 ({f}):"),
    ("{v} showed zero traffic from {svc} in {e}; the client was set up like this ({f}):",
     "{e}에서 {v} 대시보드에 {svc} 트래픽이 하나도 안 잡힘. client 설정이 이랬음 ({f}):"),
    ("Migrating {svc} off the legacy {v} SDK. Old setup in {f}:",
     "{svc}를 legacy {v} SDK에서 걷어내는 중. {f}의 예전 설정:"),
    ("Had to debug {svc} on the {e} box over SSH; relevant part of {f}:",
     "{e} 서버에 SSH로 들어가서 {svc} 디버깅함. {f}에서 관련 부분:"),
    ("Quick repro for the {v} rate-limit bug ({e}):",
     "{v} rate limit 버그 빠른 재현 ({e}):"),
    ("The rollout of {svc} stalled in {e}; {v} calls were rejected. Config from {f}:",
     "{e}에서 {svc} rollout이 멈춤, {v} 호출이 전부 거절됨. {f} 설정:"),
]
LES = [
    ("The {v} SDK prefers the environment variable over the config file, so a stale export in the shell profile won.",
     "{v} SDK는 config 파일보다 env var를 먼저 읽어서 shell profile에 남아 있던 export가 이겼음."),
    ("{v} credentials are scoped per project/account; the value was valid but for the wrong one.",
     "{v} credential은 project/계정 단위라서, 값 자체는 유효했는데 다른 계정 거였음."),
    ("Secrets should be injected at deploy time from the secret store; {f} must only hold references.",
     "secret은 배포 시점에 secret store에서 주입해야 함. {f}에는 reference만 있어야 함."),
    ("Rotating a {v} credential does not refresh long-lived clients; {svc} needed a restart.",
     "{v} credential을 rotate 해도 떠 있는 client는 갱신 안 됨. {svc} 재시작이 필요했음."),
    ("A trailing newline from `echo` ended up in the value and {v} rejected it. Use `printf`.",
     "`echo`로 넣으면서 값 끝에 개행이 붙어서 {v}가 거절했음. `printf` 써야 함."),
    ("The {e} and staging values look alike; check the dashboard label before debugging anything else.",
     "{e}랑 staging 값이 비슷하게 생겨서 헷갈림. 다른 거 보기 전에 대시보드 라벨부터 확인할 것."),
    ("The 401 came from a revoked credential, not from clock skew as I first assumed.",
     "처음엔 clock skew인 줄 알았는데 401 원인은 revoke된 credential이었음."),
    ("This value is now in a shared log, so it has to be rotated, not just removed from {f}.",
     "이 값이 공유 로그에 남았으니 {f}에서 지우는 걸로는 부족하고 rotate 해야 함."),
    ("Hardcoded credentials in {f} get baked into the image layer; `docker history` shows them.",
     "{f}에 하드코딩된 credential은 이미지 레이어에 그대로 남음. `docker history`로 다 보임."),
    ("{v} returns 403 (not 401) when the key lacks a scope, which sent me down the wrong path.",
     "{v}는 scope가 부족하면 401이 아니라 403을 줘서 엉뚱한 데를 한참 봤음."),
    ("Our {e} pipeline overrides {f} with CI variables, so local and CI behaved differently.",
     "{e} pipeline은 CI variable로 {f}를 덮어써서 로컬이랑 CI 동작이 달랐음."),
    ("", ""),
]
ASK = [
    ("Which secret store does {svc} read its {v} credential from in {e}?",
     "{e}에서 {svc}는 {v} credential을 어느 secret store에서 읽는지?"),
    ("Is there a separate {v} key for CI, or does CI share the {e} one?",
     "CI용 {v} key가 따로 있는지, 아니면 {e} 걸 같이 쓰는지?"),
    ("Who owns the {v} account and can rotate this today?",
     "{v} 계정 owner가 누구고 오늘 안에 rotate 가능한지?"),
    ("Should local dev use a restricted {v} key instead of this one?",
     "로컬 개발은 이거 말고 권한 제한된 {v} key를 써야 하는지?"),
    ("Where is {f} loaded from when the container starts?",
     "컨테이너 뜰 때 {f}는 어디서 로드되는지?"),
    ("Has anyone else used this {v} credential outside {svc}?",
     "{svc} 말고 이 {v} credential을 쓰는 데가 또 있는지?"),
    ("", ""),
    ("", ""),
]


def fmt(s, **kw):
    for k, val in kw.items():
        s = s.replace("{" + k + "}", val)
    return s


def prose(pool, lang, **kw):
    en, ko = pick(pool)
    return fmt(T(lang, en, ko), **kw)


CHAT_INLINE = [
    ("fwiw the {v} key I used was {val} (from {f})",
     "참고로 내가 쓴 {v} key는 {val} 이었음 ({f}에서 가져옴)"),
    ("Is `{var}={val}` still the active value, or was it rotated?",
     "`{var}={val}` 이거 아직 살아있는 값인지, rotate 된 건지?"),
    ("Can someone revoke {val}? I pasted it into the {e} channel by mistake.",
     "{val} 이거 revoke 해줄 수 있는지? 실수로 {e} 채널에 붙여넣었음."),
    ("Tried again with {val} directly and it worked, so the env var was not being read.",
     "{val} 값을 직접 넣으니까 됐음. env var를 못 읽고 있었던 거."),
]


def compose_secret(lang, v, snippet, f, val_inline=None, var=None, c=None):
    """Place a rendered snippet (and maybe an inline copy of the value) into the three fields."""
    c = c or ctx()
    vn = v["name"] if lang == "en" else v["ko"]
    kw = dict(v=vn, f=f, svc=c["svc"], e=c["e"], job=c["job"])
    sit = prose(SIT, lang, **kw)
    les = prose(LES, lang, **kw)
    ask = prose(ASK, lang, **kw)
    mode = R.random()
    inline = None
    if val_inline:
        inline = fmt(T(lang, *pick(CHAT_INLINE)), v=vn, val=val_inline, f=f, e=c["e"], var=var or v["var"])
    if mode < 0.50:
        mc, le, ak = sit + "\n" + snippet, les, ask
    elif mode < 0.66:
        mc = sit.rstrip(":").rstrip() + "." if lang == "en" else sit.rstrip(":").rstrip()
        le = (les + "\n" if les else "") + snippet
        ak = ask
    elif mode < 0.78:
        mc, le, ak = sit + "\n" + snippet, les, inline or ask
    elif mode < 0.86:
        mc = sit.rstrip(":") + T(lang, " (see lesson).", " (lesson 참고)")
        le = snippet + ("\n" + les if les else "")
        ak = ask
    elif mode < 0.93 and inline and len(inline.encode("utf-8")) <= 480:
        mc = sit.rstrip(":").rstrip() + T(lang, ". Snippet omitted.", ". snippet은 생략.")
        le, ak = les, inline
    else:
        mc = sit + "\n" + snippet
        if val_inline:
            le = T(lang, "Note: the value {val} is the {e} one, not a test value. ", "참고: {val} 값은 테스트용이 아니라 {e} 값임. ")
            le = fmt(le, val=val_inline, e=c["e"]) + les
        else:
            le = les
        ak = ask
    return mc, le, ak


# ------------------------------------------------------------- key pairs (id + secret)
PAIRS = []


def P(name, region, id_var, id_gen, id_listed, sec_var, sec_gen, what, cli=None, ko=None):
    PAIRS.append(dict(name=name, region=region, id_var=id_var, id_gen=id_gen, id_listed=id_listed, sec_var=sec_var,
                      sec_gen=sec_gen, what=what, cli=cli, ko=ko or name, mod=name.split()[0].lower()))


P("AWS", "global", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(16, B32), True, "AWS_SECRET_ACCESS_KEY",
  lambda: rs(40, AN + "+/"), "IAM user access key",
  "aws configure set aws_access_key_id {id} --profile {p} && aws configure set aws_secret_access_key {sec} --profile {p}")
P("Alibaba Cloud", "cn", "ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(18, AN), True,
  "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(30, AN), "RAM AccessKey",
  "aliyun configure set --profile {p} --mode AK --access-key-id {id} --access-key-secret {sec} --region cn-hangzhou",
  "알리바바 클라우드")
P("Tencent Cloud", "cn", "TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(32, AN), True, "TENCENTCLOUD_SECRET_KEY",
  lambda: rs(32, AN), "API SecretId/SecretKey", "tccli configure set secretId {id} secretKey {sec} region ap-seoul")
P("Huawei Cloud", "cn", "HUAWEICLOUD_SDK_AK", lambda: rs(20, UAN), True, "HUAWEICLOUD_SDK_SK", lambda: rs(40, AN),
  "AK/SK", "hcloud configure set --cli-profile={p} --cli-access-key={id} --cli-secret-key={sec} --cli-region=ap-southeast-1")
P("Volcengine", "cn", "VOLC_ACCESSKEY", lambda: "AKLT" + rs(40, B64U), True, "VOLC_SECRETKEY",
  lambda: rs(56, AN) + "==", "AccessKey", "ve configure set --profile {p} --region cn-beijing --access-key {id} --secret-key {sec}")
P("Qiniu", "cn", "QINIU_ACCESS_KEY", lambda: rs(40, B64U), True, "QINIU_SECRET_KEY", lambda: rs(40, B64U),
  "AK/SK", "qshell account {id} {sec} {p}")
P("Naver Cloud", "kr", "NCLOUD_ACCESS_KEY", lambda: rs(20, UAN), True, "NCLOUD_SECRET_KEY", lambda: rs(40, AN),
  "API access key", None, "네이버 클라우드")
P("Naver Cloud", "kr", "NCP_ACCESS_KEY", lambda: "ncp_iam_BPAMKR" + rs(14, AN), True, "NCP_SECRET_KEY",
  lambda: "ncp_iam_BPKMKR" + rs(26, AN), "Sub Account IAM key", None, "네이버 클라우드")
P("MinIO", "global", "MINIO_ACCESS_KEY", lambda: rs(20, UAN), True, "MINIO_SECRET_KEY", lambda: rs(40, AN),
  "access key", "mc alias set {p} https://minio.acme.internal:9000 {id} {sec}")
P("Scaleway", "eu", "SCW_ACCESS_KEY", lambda: "SCW" + rs(17, UAN), True, "SCW_SECRET_KEY", uid, "API key",
  "scw init access-key={id} secret-key={sec} send-telemetry=false")
P("Upbit", "kr", "UPBIT_OPEN_API_ACCESS_KEY", lambda: rs(40, AN), True, "UPBIT_OPEN_API_SECRET_KEY",
  lambda: rs(40, AN), "Open API key", None, "업비트")
P("Binance", "global", "BINANCE_API_KEY", lambda: rs(64, AN), True, "BINANCE_API_SECRET", lambda: rs(64, AN),
  "API key (HMAC)")
P("Coupang", "kr", "COUPANG_ACCESS_KEY", uid, True, "COUPANG_SECRET_KEY", lambda: hx(40), "Open API HMAC key",
  None, "쿠팡 Wing")
P("Solapi", "kr", "SOLAPI_API_KEY", lambda: "NCS" + rs(13, UAN), True, "SOLAPI_API_SECRET", lambda: rs(32, UAN),
  "HMAC API key", None, "솔라피(쿨에스엠에스)")
P("Mailjet", "eu", "MJ_APIKEY_PUBLIC", lambda: hx(32), False, "MJ_APIKEY_PRIVATE", lambda: hx(32), "API key pair")
P("Twilio", "global", "TWILIO_API_KEY", lambda: "SK" + hx(32), False, "TWILIO_API_SECRET", lambda: rs(32, AN),
  "API key SID + secret")
P("Google OAuth", "global", "GOOGLE_CLIENT_ID", lambda: dg(12) + "-" + rs(32, LAN) + ".apps.googleusercontent.com",
  False, "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(28, B64U), "OAuth client secret")
P("GitHub", "global", "GITHUB_CLIENT_ID", lambda: "Ov23li" + rs(14, AN), False, "GITHUB_CLIENT_SECRET",
  lambda: hx(40), "OAuth App client secret")
P("Azure", "global", "AZURE_CLIENT_ID", uid, False, "AZURE_CLIENT_SECRET",
  lambda: rs(3, AN) + "8Q~" + rs(34, AN + "~._-"), "service principal secret",
  "az login --service-principal -u {id} -p {sec} --tenant " + "{tenant}")
P("MongoDB Atlas", "global", "ATLAS_PUBLIC_KEY", lambda: rs(8, LO), False, "ATLAS_PRIVATE_KEY", uid,
  "Admin API key", "atlas config set public_api_key {id} && atlas config set private_api_key {sec}")
P("Confluent Cloud", "global", "CONFLUENT_CLOUD_API_KEY", lambda: rs(16, UAN), False, "CONFLUENT_CLOUD_API_SECRET",
  lambda: rs(64, AN + "+/"), "Cloud API key")
P("Zoom", "global", "ZOOM_CLIENT_ID", lambda: rs(22, AN), False, "ZOOM_CLIENT_SECRET", lambda: rs(32, AN),
  "Server-to-Server OAuth app")
P("KIS Developers", "kr", "KIS_APP_KEY", lambda: "PS" + rs(34, AN), False, "KIS_APP_SECRET",
  lambda: rs(179, B64) + "=", "appkey/appsecret", None, "한국투자증권 KIS Developers")
P("Naver", "kr", "NAVER_CLIENT_ID", lambda: rs(20, AN), False, "NAVER_CLIENT_SECRET", lambda: rs(10, AN),
  "Open API client", None, "네이버 개발자센터")
P("Baidu", "cn", "BAIDU_API_KEY", lambda: rs(24, AN), False, "BAIDU_SECRET_KEY", lambda: rs(32, AN),
  "API Key / Secret Key")
P("Pusher", "global", "PUSHER_KEY", lambda: hx(20), False, "PUSHER_SECRET", lambda: hx(20), "Channels app")
P("Gradle Plugin Portal", "global", "gradle.publish.key", lambda: rs(32, AN), False, "gradle.publish.secret",
  lambda: rs(32, AN), "publishing key")
P("Sonatype Central", "global", "SONATYPE_USERNAME", lambda: rs(8, AN), False, "SONATYPE_PASSWORD",
  lambda: rs(44, AN + "+/"), "user token")
P("Box", "global", "BOX_CLIENT_ID", lambda: rs(32, LAN), False, "BOX_CLIENT_SECRET", lambda: rs(32, AN),
  "Platform app")
P("Cloudinary", "global", "CLOUDINARY_API_KEY", lambda: dg(15), False, "CLOUDINARY_API_SECRET",
  lambda: rs(27, B64U), "API key/secret")
P("OVHcloud", "eu", "OVH_APPLICATION_KEY", lambda: rs(16, AN), False, "OVH_APPLICATION_SECRET", lambda: rs(32, AN),
  "application secret")
P("Amplitude", "global", "AMPLITUDE_API_KEY", lambda: hx(32), False, "AMPLITUDE_SECRET_KEY", lambda: hx(32),
  "project secret key")


def pair_render(pr, idv, sec):
    p = pick(["default", "prod", "acme-" + pick(ENVS), "deploy"])
    kinds = ["dotenv", "ini", "json", "yaml", "code", "split"] + (["cli", "cli"] if pr["cli"] else [])
    k = pick(kinds)
    if k == "dotenv":
        return k, ".env", "%s=%s\n%s=%s" % (pr["id_var"], idv, pr["sec_var"], sec)
    if k == "ini":
        return k, "credentials", "[%s]\n%s = %s\n%s = %s" % (p, pr["id_var"].lower(), idv, pr["sec_var"].lower(), sec)
    if k == "json":
        return k, "config.json", json.dumps({"profile": p, "accessKeyId": idv, "accessKeySecret": sec}, indent=2) \
            if pr["id_listed"] else json.dumps({"client_id": idv, "client_secret": sec, "profile": p}, indent=2)
    if k == "yaml":
        return k, "values.yaml", "%s:\n  %s: %s\n  %s: %s" % (pr["mod"], camel(pr["id_var"].replace(".", "_")), idv,
                                                           camel(pr["sec_var"].replace(".", "_")), sec)
    if k == "cli":
        return k, "shell history", "$ " + pr["cli"].replace("{id}", idv).replace("{sec}", sec).replace("{p}", p) \
            .replace("{tenant}", uid())
    if k == "code":
        return k, "client.py", '%s_client = %s.Client(\n    %s="%s",\n    %s="%s",\n)' % (
            pr["mod"], pr["mod"], pr["id_var"].lower().replace(".", "_"), idv, pr["sec_var"].lower().replace(".", "_"), sec)
    return "split", None, None


def s_pair(lang, pr):
    idv, sec = pr["id_gen"](), pr["sec_gen"]()
    k, f, snip = pair_render(pr, idv, sec)
    c = ctx()
    vn = pr["name"] if lang == "en" else pr["ko"]
    secrets = ([idv] if pr["id_listed"] else []) + [sec]
    if k == "split":
        mc = T(lang, "Setting up {v} for {svc} ({e}). {a} is {id}; the secret half is in the lesson field.",
               "{e} 환경 {svc}에 {v} 붙이는 중. {a}는 {id}, secret 쪽은 lesson에 적어둠.")
        mc = fmt(mc, v=vn, svc=c["svc"], e=c["e"], a=pr["id_var"], id=idv)
        le = T(lang, "{b}={sec} - the two halves only work together, and the secret is shown once at creation.",
               "{b}={sec} - 두 값은 같이 있어야만 동작하고 secret은 생성할 때 한 번만 보여줌.")
        le = fmt(le, b=pr["sec_var"], sec=sec)
        ak = prose(ASK, lang, v=vn, svc=c["svc"], e=c["e"], f=".env")
        return "split fields: %s [%s]" % (pr["what"], pr["name"]), (mc, le, ak), secrets
    v = dict(name=pr["name"], ko=pr["ko"], var=pr["sec_var"])
    mc, le, ak = compose_secret(lang, v, snip, f)
    return "%s: %s [%s]" % (k, pr["what"], pr["name"]), (mc, le, ak), secrets


def s_vendor(lang, v):
    val = v["gen"]()
    r = pick(RENDERERS)
    c = ctx()
    _CTX["svc"] = c["svc"]
    f, snip, listed = r(v, val)
    _CTX.clear()
    mc, le, ak = compose_secret(lang, v, snip, f, val_inline=val, var=v["var"], c=c)
    return "%s: %s [%s]" % (r.__name__[2:], v["what"], v["name"]), (mc, le, ak), listed + [val]


# ------------------------------------------------------------- password generators
EN_WORDS = ["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Baseball", "Welcome", "Coffee", "Tiger", "Galaxy",
            "Penguin", "Rocket", "Mango", "Blue", "Maple", "Falcon", "Ocean", "Pepper", "Shadow", "Silver", "Cookie",
            "Banana", "Thunder", "Hunter", "Orange", "Liverpool", "Arsenal", "Pikachu", "Phoenix", "Spring"]
KO_WORDS = ["사랑해", "우리집", "행복", "바다", "하늘", "고양이", "강아지", "비밀번호", "안녕하세요", "서울", "부산",
            "대한민국", "김치찌개", "떡볶이", "무지개", "보름달", "햇살", "단풍", "제주도", "호랑이", "토끼", "별빛"]
DICE = ["correct", "horse", "battery", "staple", "orbit", "lantern", "pickle", "walnut", "violet", "canyon", "marble",
        "velvet", "tundra", "quartz", "meadow", "harbor", "cobalt", "willow", "ember", "saddle", "glacier", "pepper",
        "falcon", "juniper", "noodle", "ripple", "summit", "tangle", "umbrella", "zephyr", "anchor", "bramble"]
BIP39 = ["abandon", "ability", "absorb", "abstract", "access", "acoustic", "adapt", "advice", "aerobic", "afford",
         "agent", "alarm", "album", "alley", "amateur", "amazing", "anchor", "ankle", "apart", "arena", "armor",
         "artwork", "aspect", "athlete", "auction", "autumn", "avocado", "awake", "bacon", "balcony", "bamboo",
         "banner", "barrel", "basket", "beach", "believe", "bicycle", "blanket", "blossom", "border", "bounce",
         "bracket", "breeze", "bridge", "brisk", "bubble", "cabin", "cactus", "canal", "candy", "canvas", "carbon",
         "casual", "celery", "chalk", "cherry", "cinnamon", "citizen", "clever", "cluster", "coconut", "comfort"]
SYM = "!@#$%^&*"


def pw_random(n=None):
    n = n or R.randint(14, 24)
    while True:
        p = rs(n, AN + SYM + "-_.")
        if any(c in DG for c in p) and any(c in SYM for c in p):
            return p


def pw_human():
    w = pick(EN_WORDS)
    style = R.randint(0, 4)
    if style == 0:
        return w + str(R.randint(1980, 2025)) + pick(SYM)
    if style == 1:
        return w.replace("a", "@").replace("o", "0").replace("e", "3") + str(R.randint(10, 99)) + pick(SYM)
    if style == 2:
        return pick(USERS).split(".")[0].title() + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(SYM)
    if style == 3:
        return w + pick(EN_WORDS).lower() + str(R.randint(1, 999))
    return pick(["Acme", "Qwer", "Asdf", "Zxcv"]) + pick(["1234", "!@#$", "4321"]) + w.lower() + pick(SYM)


def pw_korean():
    w = pick(KO_WORDS)
    style = R.randint(0, 3)
    if style == 0:
        return dubeolsik(w) + str(R.randint(1, 9999)) + pick(SYM)
    if style == 1:
        return dubeolsik(w).capitalize() + pick(SYM) + str(R.randint(10, 99))
    if style == 2:
        return dubeolsik(w) + dubeolsik(pick(KO_WORDS)) + str(R.randint(1, 99))
    return w + str(R.randint(1000, 9999)) + pick(SYM)  # typed with Hangul IME on


def pw_any():
    p = pick([pw_random, pw_human, pw_korean, pw_random])()
    while len(p) < 8:
        p += str(R.randint(0, 9))
    return p


def passphrase():
    return pick([" ", "-", ".", "_"]).join(R.sample(DICE, R.randint(4, 6)))


def _min8(fn):
    def g():
        p = fn()
        while len(p) < 8:
            p += str(R.randint(0, 9))
        return p
    g.__name__ = fn.__name__
    return g


pw_human = _min8(pw_human)
pw_korean = _min8(pw_korean)


# ------------------------------------------------------------- bespoke secret templates
SECRET_T = []


def st(fn):
    SECRET_T.append(fn)
    return fn


@st
def s_pg_url(lang):
    user, host = pick(USERS), pick(HOSTS[:4] + ["ep-cool-darkness-123456.ap-southeast-1.aws.neon.tech"])
    pw = pick([pw_random, pw_human, pw_korean, lambda: "npg_" + rs(12, AN)])()
    enc = pct(pw)
    url = "postgresql://%s:%s@%s:5432/%s" % (user, enc, host, pick(["app", "orders", "billing", "analytics"]))
    if enc != pw and chance(0.5):
        note = T(lang, " (raw password: %s)" % pw, " (인코딩 전 비번: %s)" % pw)
    else:
        note = ""
    form = R.randint(0, 2)
    if form == 0:
        art = "$ psql \"%s\"\npsql: error: connection to server at \"%s\" (10.0.3.17), port 5432 failed: FATAL:  no pg_hba.conf entry" % (url, host)
    elif form == 1:
        art = "DATABASE_URL=%s?sslmode=require" % url
    else:
        art = "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to %s failed\n  engine = create_engine(\"%s\")" % (host, url)
    mc = T(lang, "Migration job could not reach Postgres from the new subnet. Connection string used:\n",
           "새 subnet에서 migration job이 Postgres에 못 붙음. 사용한 connection string:\n") + art + note
    le = T(lang, "Special characters in the password must be percent-encoded in the URL, otherwise libpq splits at '@' or '/'.",
           "비번에 특수문자가 있으면 URL에서 percent-encoding 해야 함. 안 그러면 libpq가 '@'나 '/'에서 잘라버림.") \
        if enc != pw else T(lang, "pg_hba.conf only allowed the old CIDR; the password itself was fine.",
                             "pg_hba.conf에 예전 CIDR만 열려 있었음. 비번 자체는 문제 없었음.")
    ak = T(lang, "Is there a read-only role for migrations checks, so we stop using %s?" % user,
           "migration 체크용 read-only role이 있는지? %s 계정 계속 쓰지 않게." % user)
    return "connection string: postgres URL password [PostgreSQL]", (mc, le, ak), [enc, pw]


@st
def s_mysql_p(lang):
    user, host, pw = pick(USERS), pick(HOSTS), pick([pw_random, pw_human, pw_korean])()
    q = pick(["", "'", '"'])
    cmd = "$ mysql -h %s -P 3306 -u %s -p%s%s%s %s" % (host, user, q, pw, q, pick(["shop", "orders", "wp"]))
    out = "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (
        user, R.randint(0, 255), R.randint(0, 255))
    mc = T(lang, "Getting access denied from the bastion:\n", "bastion에서 access denied 남:\n") + cmd + "\n" + out
    le = T(lang, "The grant was for '%s'@'10.0.%%' but the bastion moved to 172.16.0.0/16." % user,
           "grant가 '%s'@'10.0.%%'로만 되어 있었는데 bastion이 172.16.0.0/16으로 옮겨졌음." % user)
    ak = T(lang, "Can we use mysql_config_editor login paths instead of -p on the command line?",
           "command line에 -p 쓰지 말고 mysql_config_editor login-path 쓰면 안 되는지?")
    return "shell: mysql -p attached password [MySQL]", (mc, le, ak), [pw]


@st
def s_mongo(lang):
    user, pw = pick(USERS), pick([pw_random, pw_human])()
    enc = pct(pw)
    uri = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority&appName=Cluster0" % (
        user, enc, rs(5, LAN), pick(["app", "prod", "catalog"]))
    form = pick(["env", "code", "log"])
    if form == "env":
        art = "MONGODB_URI=" + uri
    elif form == "code":
        art = "const client = new MongoClient(\"%s\");" % uri
    else:
        art = "MongoServerSelectionError: getaddrinfo ENOTFOUND cluster0.xyz.mongodb.net\n    at Timeout._onTimeout (node_modules/mongodb/lib/sdam/topology.js:278:38)\n  uri: %s" % uri
    mc = T(lang, "Atlas connection fails only inside the Lambda, works from my laptop:\n",
           "Atlas 연결이 내 노트북에선 되는데 Lambda 안에서만 실패함:\n") + art
    le = T(lang, "Atlas IP access list did not include the NAT gateway EIP; SRV lookup errors are misleading.",
           "Atlas IP access list에 NAT gateway EIP가 빠져 있었음. SRV lookup 에러 메시지가 헷갈리게 나옴.")
    ak = T(lang, "Should the Lambda use AWS IAM auth for Atlas instead of a password?",
           "Lambda에서는 비번 대신 Atlas AWS IAM 인증 쓰는 게 맞는지?")
    return "connection string: mongodb+srv password [MongoDB Atlas]", (mc, le, ak), [enc, pw]


@st
def s_redis(lang):
    pw = pick([lambda: rs(32, AN), pw_random, pw_human])()
    host = pick(["redis-cache.acme.io", "10.0.8.15", "master.acme-redis.x1y2z3.apn2.cache.amazonaws.com"])
    form = R.randint(0, 2)
    if form == 0:
        art = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pct(pw), host)
        lst = [pct(pw)]
    elif form == 1:
        art = "$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning ping\nPONG" % (host, pw)
        lst = [pw]
    else:
        art = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
        lst = [pw]
    mc = T(lang, "Session store kept evicting keys; checked the Redis setup first:\n",
           "session store에서 key가 자꾸 evict 돼서 Redis 설정부터 확인함:\n") + art
    le = T(lang, "maxmemory-policy was allkeys-lru; sessions need volatile-lru with TTLs.",
           "maxmemory-policy가 allkeys-lru였음. session은 TTL 걸고 volatile-lru 써야 함.")
    return "redis: password in URL/CLI/conf [Redis]", (mc, le, pick(["", T(lang, "Who else connects to this Redis?", "이 Redis에 붙는 서비스가 또 있는지?")])), lst + [pw]


@st
def s_amqp(lang):
    user, pw = pick(["celery", "app", "guest_prod", "mq_user"]), pick([pw_random, pw_human])()
    url = "amqp://%s:%s@rabbitmq.%s.svc:5672/%s" % (user, pct(pw), pick(ENVS), pick(["celery", "orders", "%2F"]))
    art = pick(["CELERY_BROKER_URL = \"%s\"" % url,
                "[2025-03-04 11:02:13,114: ERROR/MainProcess] consumer: Cannot connect to %s: [Errno 111] Connection refused.\nTrying again in 4.00 seconds... (2/100)" % url])
    mc = T(lang, "Celery workers stuck in a reconnect loop after the RabbitMQ upgrade.\n",
           "RabbitMQ 업그레이드 후 Celery worker가 reconnect loop에 빠짐.\n") + art
    le = T(lang, "RabbitMQ 4 disabled the old classic queue mirroring policy; the vhost had to be recreated.",
           "RabbitMQ 4에서 classic queue mirroring 정책이 빠져서 vhost를 다시 만들어야 했음.")
    return "connection string: amqp broker URL [RabbitMQ]", (mc, le, ""), [pct(pw), pw]


@st
def s_spring_ds(lang):
    pw = pick([pw_random, pw_human, pw_korean])()
    user = pick(USERS)
    if chance(0.5):
        art = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/shop?serverTimezone=Asia/Seoul\n    username: %s\n    password: %s\n  jpa:\n    hibernate:\n      ddl-auto: validate" % (
            pick(HOSTS), user, pw)
        f = "application-%s.yml" % pick(ENVS)
    else:
        art = "spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=%s\nspring.datasource.password=%s" % (
            pick(HOSTS), user, pw)
        f = "application.properties"
    mc = T(lang, "HikariPool-1 - Exception during pool initialization in %s. %s:\n" % (pick(ENVS), f),
           "%s에서 HikariPool-1 - Exception during pool initialization 발생. %s:\n" % (pick(ENVS), f)) + art
    le = T(lang, "The profile-specific file overrides application.yml only when SPRING_PROFILES_ACTIVE is set in the container.",
           "profile별 파일은 컨테이너에 SPRING_PROFILES_ACTIVE가 설정돼 있어야만 application.yml을 덮어씀.")
    ak = T(lang, "Should the datasource password come from Spring Cloud Vault instead?",
           "datasource 비번은 Spring Cloud Vault에서 가져와야 하는지?")
    return "config: Spring datasource password [Spring Boot]", (mc, le, ak), [pw]


@st
def s_mssql(lang):
    pw = pick([pw_random, pw_human])()
    cs = "Server=tcp:acme-%s.database.windows.net,1433;Initial Catalog=app;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;" % (
        pick(ENVS), pick(USERS), pw)
    art = pick(['"ConnectionStrings": {\n  "Default": "%s"\n}' % cs, "$ sqlcmd -S acme.database.windows.net -U sa -P '%s' -Q \"SELECT @@VERSION\"" % pw])
    mc = T(lang, "EF Core migrations time out against Azure SQL:\n", "EF Core migration이 Azure SQL에서 timeout 남:\n") + art
    le = T(lang, "The serverless tier was paused; first connection needs ~60s to resume.",
           "serverless tier가 pause 상태였음. 첫 연결에 resume까지 60초 정도 걸림.")
    return "connection string: SQL Server Password= [Azure SQL]", (mc, le, ""), [pw]


@st
def s_git_remote(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        tok = "glpat-" + rs(20, B64U)
        url = "https://oauth2:%s@gitlab.com/acme/%s.git" % (tok, pick(SVC))
        vend = "GitLab"
    elif kind == 1:
        tok = "ghs_" + rs(36, AN)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, pick(SVC))
        vend = "GitHub"
    else:
        tok = "ATBB" + rs(32, AN) + hx(8).upper()
        url = "https://%s:%s@bitbucket.org/acme/%s.git" % (pick(USERS), tok, pick(SVC))
        vend = "Bitbucket"
    art = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    mc = T(lang, "Push from the release container rejected with 403. Remote config:\n",
           "release 컨테이너에서 push 하면 403으로 거절됨. remote 설정:\n") + art
    le = T(lang, "The token in the remote URL is persisted in .git/config and survives into the image; use a credential helper.",
           "remote URL에 넣은 token은 .git/config에 저장돼서 이미지에까지 남음. credential helper 써야 함.")
    ak = T(lang, "Which bot account should own release pushes?", "release push는 어떤 bot 계정으로 해야 하는지?")
    return "git: token in remote URL [%s]" % vend, (mc, le, ak), [tok]


@st
def s_netrc(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        tok = "HRKU-AA" + rs(58, B64U)
        art = "# ~/.netrc\nmachine api.heroku.com\n  login %s@acme.io\n  password %s\nmachine git.heroku.com\n  login %s@acme.io\n  password %s" % (
            pick(USERS), tok, pick(USERS), tok)
        cat, lst = "dotfile: .netrc password [Heroku]", [tok]
    elif kind == 1:
        pw = pick([pw_random, pw_human])()
        art = "# ~/.pgpass (chmod 600)\n%s:5432:*:%s:%s\nlocalhost:5432:test:postgres:postgres" % (pick(HOSTS), pick(USERS), pw)
        cat, lst = "dotfile: .pgpass line [PostgreSQL]", [pw]
    else:
        tok = "ghp_" + rs(36, AN)
        art = "$ cat ~/.git-credentials\nhttps://%s:%s@github.com" % (pick(USERS), tok)
        cat, lst = "dotfile: .git-credentials [GitHub]", [tok]
    mc = T(lang, "Tools on the shared jump host authenticate as me without prompting. Found why:\n",
           "공용 jump host에서 툴들이 프롬프트 없이 내 계정으로 인증됨. 원인 찾음:\n") + art
    le = T(lang, "Per-user dotfiles on shared hosts are readable by root and by backups; keep credentials out of them.",
           "공용 호스트의 dotfile은 root랑 백업에서 다 읽힘. credential 넣으면 안 됨.")
    return cat, (mc, le, ""), lst


@st
def s_docker_auth(lang):
    user = pick(USERS).replace(".", "")
    pat = pick(["dckr_pat_" + rs(27, B64U), pw_random(), "ghp_" + rs(36, AN)])
    reg = "https://index.docker.io/v1/" if pat.startswith("dckr") else pick(["ghcr.io", "registry.acme.kr", "https://index.docker.io/v1/"])
    blob = b64((user + ":" + pat).encode())
    if chance(0.5):
        art = '$ cat ~/.docker/config.json\n{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
        lst = [blob]
    else:
        art = "$ docker login %s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (
            reg.replace("https://index.docker.io/v1/", ""), user, pat)
        lst = [pat]
    mc = T(lang, "CI runner pulls fine but pushes get 'denied: requested access to the resource is denied'.\n",
           "CI runner에서 pull은 되는데 push 하면 'denied: requested access to the resource is denied' 남.\n") + art
    le = T(lang, "credsStore was not configured, so the login was stored base64-encoded in plain text.",
           "credsStore 설정이 없어서 로그인 정보가 base64로만 인코딩된 채 평문 저장됐음.")
    ak = T(lang, "Can the runner use a read/write token scoped to one repository?", "runner용으로 repo 하나에만 scope된 token 쓸 수 있는지?")
    return "docker: registry auth in config.json / login -p [Docker Hub]", (mc, le, ak), lst


@st
def s_npmrc(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        tok = "npm_" + rs(36, AN)
        art = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://registry.npmjs.org/\nalways-auth=true" % tok
        lst, vend = [tok], "npm"
    elif kind == 1:
        tok = "ghp_" + rs(36, AN)
        art = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % tok
        lst, vend = [tok], "GitHub Packages"
    else:
        pw = pw_random()
        blob = b64((pick(USERS) + ":" + pw).encode())
        art = "registry=https://nexus.acme.internal/repository/npm-group/\n_auth=%s\nemail=dev@acme.io\nalways-auth=true" % blob
        lst, vend = [blob], "Sonatype Nexus"
    mc = T(lang, "`npm ci` in Docker build returns E401 for @acme packages. .npmrc copied into the build context:\n",
           "Docker build 안에서 `npm ci` 하면 @acme 패키지에서 E401 남. build context에 복사된 .npmrc:\n") + art
    le = T(lang, "Use a BuildKit secret mount for .npmrc; COPY leaves it in a layer even if deleted later.",
           ".npmrc는 BuildKit secret mount로 넘겨야 함. COPY 하면 나중에 지워도 레이어에 남음.")
    return "config: .npmrc auth [%s]" % vend, (mc, le, ""), lst


@st
def s_pip_index(lang):
    user, pw = pick(USERS), pick([pw_random, lambda: "AKCp" + rs(69, AN), pw_human])()
    enc = pct(pw)
    kind = R.randint(0, 2)
    if kind == 0:
        art = "[global]\nindex-url = https://%s:%s@nexus.acme.internal/repository/pypi-all/simple\ntrusted-host = nexus.acme.internal" % (user, enc)
        f = "pip.conf"
    elif kind == 1:
        art = "$ poetry config http-basic.acme %s '%s'\n$ poetry install\nInstalling dependencies from lock file" % (user, pw)
        f = "shell"
    else:
        art = "[[tool.uv.index]]\nname = \"acme\"\nurl = \"https://%s:%s@acme.jfrog.io/artifactory/api/pypi/pypi-local/simple\"" % (user, enc)
        f = "pyproject.toml"
    mc = T(lang, "Private packages resolve locally but not in CI (%s):\n" % f, "private 패키지가 로컬에선 받아지는데 CI에선 안 됨 (%s):\n" % f) + art
    lst = [pw, enc] if kind == 1 else [enc, pw]
    le = T(lang, "CI used a different pip.conf from the base image that pointed at the public index first.",
           "CI는 base image에 들어있는 다른 pip.conf를 읽었고 거기엔 public index가 먼저 있었음.")
    return "config: private package index credentials [Artifactory/Nexus]", (mc, le, ""), lst


@st
def s_basic_header(lang):
    user, pw = pick(USERS), pick([pw_random, pw_human, pw_korean])()
    blob = b64((user + ":" + pw).encode("utf-8"))
    host = pick(["jenkins.acme.internal", "grafana.acme.io", "es.acme.internal:9200", "registry.acme.kr", "airflow.acme.io"])
    art = "$ curl -v https://%s/api/health\n> GET /api/health HTTP/1.1\n> Host: %s\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 200 OK" % (
        host, host, blob)
    if chance(0.5):
        mc = T(lang, "Health check passes with curl but not from the k8s probe. Verbose output:\n",
               "curl로는 health check 통과하는데 k8s probe에서는 실패함. verbose 출력:\n") + art
        le = T(lang, "httpGet probes cannot send Basic auth from a Secret; switched to an exec probe.",
               "httpGet probe는 Secret에서 Basic auth를 못 보냄. exec probe로 바꿈.")
    else:
        mc = T(lang, "Checking whether the ingress strips auth headers. Verbose output:",
               "ingress가 auth header를 지우는지 확인 중. verbose 출력:")
        le = art + "\n" + T(lang, "The header survives; the 401 came from the app.", "header는 살아서 넘어감. 401은 앱에서 난 거였음.")
    return "http: Basic auth header in curl -v [generic]", (mc, le, ""), [blob]


@st
def s_bearer_jwt(lang):
    tok = jwt({"sub": uid(), "iss": "https://auth.acme.io/", "aud": "api", "iat": ts(), "exp": ts() + 3600,
               "scope": "orders:read orders:write", "tid": dg(6)}, {"alg": "RS256", "typ": "JWT", "kid": rs(8, AN)}, 342)
    art = "POST /v2/orders HTTP/1.1\nHost: api.acme.io\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\"sku\": \"A-1021\", \"qty\": 2}" % tok
    secrets = [tok]
    if chance(0.4):
        rt = rs(64, B64U)
        art += "\n\n" + T(lang, "token endpoint response:", "token endpoint 응답:") + "\n{\"access_token\": \"...\", \"refresh_token\": \"%s\", \"expires_in\": 3600}" % rt
        secrets.append(rt)
    mc = T(lang, "The gateway returns 401 'invalid audience' for a token that works against the monolith.",
           "monolith에선 되는 token인데 gateway에서는 401 'invalid audience'가 남.")
    le = T(lang, "Captured request:\n", "캡처한 요청:\n") + art
    ak = T(lang, "Which audience should service-to-service tokens carry after the split?",
           "서비스 분리 이후 service-to-service token의 aud는 뭘로 해야 하는지?")
    return "http: bearer JWT access/refresh token [OAuth/JWT]", (mc, le, ak), secrets


@st
def s_k8s_secret(lang):
    pw, key = pick([pw_random, pw_human])(), "sk_live_51" + rs(96, AN)
    b_pw, b_key = b64(pw.encode()), b64(key.encode())
    b_user = b64(b"app")
    art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s\n  STRIPE_SECRET_KEY: %s" % (
        pick(SVC), pick(ENVS), b_user, b_pw, b_key)
    mc = T(lang, "Pod crashloops with 'invalid api key'. `kubectl get secret -o yaml` shows:\n",
           "pod가 'invalid api key'로 crashloop. `kubectl get secret -o yaml` 결과:\n") + art
    le = T(lang, "base64 is not encryption; anyone with get on secrets in the namespace can read these. The key had a trailing \\n from `base64` without -w0.",
           "base64는 암호화가 아님. namespace에서 secret get 권한 있으면 다 읽힘. 그리고 key 끝에 `base64` -w0 안 붙여서 \\n이 들어가 있었음.")
    return "k8s: Secret data base64 values [Kubernetes]", (mc, le, ""), [b_pw, b_key]


@st
def s_kubeconfig(lang):
    tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
               "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"},
              {"alg": "RS256", "kid": rs(43, B64U)}, 342)
    art = "users:\n- name: deployer\n  user:\n    token: %s\ncontexts:\n- context:\n    cluster: %s\n    user: deployer\n  name: ci" % (
        tok, pick(["eks-prod", "gke-stg", "aks-kr", "ncloud-k8s"]))
    mc = T(lang, "Built a kubeconfig for the CI deployer SA:", "CI deployer SA용 kubeconfig 만듦:")
    le = art
    ak = T(lang, "Can we switch CI to OIDC federation so there is no long-lived SA token at all?",
           "CI를 OIDC federation으로 바꿔서 long-lived SA token 자체를 없앨 수 있는지?")
    return "k8s: service account token in kubeconfig [Kubernetes]", (mc, le, ak), [tok]


@st
def s_aws_sts(lang):
    akid, sk = "ASIA" + rs(16, B32), rs(40, AN + "+/")
    st_tok = "IQoJb3JpZ2luX2VjE" + rs(R.randint(300, 420), B64)
    art = '$ aws sts assume-role --role-arn arn:aws:iam::%s:role/deploy --role-session-name ci\n{\n  "Credentials": {\n    "AccessKeyId": "%s",\n    "SecretAccessKey": "%s",\n    "SessionToken": "%s",\n    "Expiration": "%sT%sZ"\n  }\n}' % (
        dg(12), akid, sk, st_tok, date(), hhmm())
    mc = art
    le = T(lang, "Role chaining caps the session at 1 hour regardless of MaxSessionDuration.",
           "role chaining 하면 MaxSessionDuration이랑 상관없이 세션이 1시간으로 제한됨.")
    ak = T(lang, "", "")
    return "aws: STS assume-role output (ASIA + secret + session token) [AWS]", (mc, le, ak), [akid, sk, st_tok]


@st
def s_aws_env_session(lang):
    akid, sk = pick(["AKIA", "ASIA"]) + rs(16, B32), rs(40, AN + "+/")
    acct = dg(12)
    lines = ["export AWS_ACCESS_KEY_ID=%s" % akid, "export AWS_SECRET_ACCESS_KEY=%s" % sk, "export AWS_DEFAULT_REGION=%s" % pick(REGIONS)]
    lst = [akid, sk]
    if akid.startswith("ASIA"):
        t = "IQoJb3JpZ2luX2VjE" + rs(R.randint(200, 300), B64)
        lines.append("export AWS_SESSION_TOKEN=%s" % t)
        lst.append(t)
    mc = T(lang, "`terraform plan` says 'no valid credential sources' in the new devcontainer. I set these by hand:\n",
           "새 devcontainer에서 `terraform plan` 하면 'no valid credential sources' 남. 손으로 넣은 값:\n") + "\n".join(lines)
    le = T(lang, "The devcontainer reset env on attach; AWS_PROFILE with SSO is the right setup. Account %s." % acct,
           "devcontainer가 attach 할 때 env를 초기화함. SSO 쓰는 AWS_PROFILE로 가야 함. 계정 %s." % acct)
    return "shell: exported AWS key pair [AWS]", (mc, le, ""), lst


@st
def s_s3_presigned(lang):
    akid = pick(["AKIA", "ASIA"]) + rs(16, B32)
    sig = hx(64)
    d = "2025%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    reg = pick(REGIONS)
    url = "https://acme-%s-uploads.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
        pick(ENVS), reg, uid(), akid, d, reg, d, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), pick([900, 3600, 604800]))
    lst = [akid, sig]
    if akid.startswith("ASIA"):
        t = pct("IQoJb3JpZ2luX2VjE" + rs(R.randint(160, 240), B64))
        url += "&X-Amz-Security-Token=" + t
        lst.append(t)
    url += "&X-Amz-Signature=" + sig
    mc = T(lang, "Customer says the export link gives SignatureDoesNotMatch. Link we sent:\n",
           "고객이 export 링크에서 SignatureDoesNotMatch가 난다고 함. 우리가 보낸 링크:\n") + url
    le = T(lang, "The CDN rewrote '+' in the object key; presigned URLs must be served as-is.",
           "CDN이 object key의 '+'를 바꿔버렸음. presigned URL은 손대지 말고 그대로 넘겨야 함.")
    return "signed URL: S3 presigned (credential + signature) [AWS]", (mc, le, ""), lst


@st
def s_gcs_signed(lang):
    sig = hx(512)
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["uploader", "exporter", "signer"]), pick(["acme-prod", "acme-data-kr"]))
    url = "https://storage.googleapis.com/acme-reports/%s/report.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
        date(), pct(sa), R.randint(1, 12), R.randint(1, 28), R.randint(1, 12), R.randint(1, 28), sig)
    mc = T(lang, "Report download link (valid 24h) pasted in the ticket:", "티켓에 붙어 있던 리포트 다운로드 링크 (24시간 유효):")
    le = url
    ak = T(lang, "Can reports use signed cookies or IAP instead of long signed URLs in tickets?",
           "티켓에 긴 signed URL 붙이는 대신 signed cookie나 IAP로 할 수 있는지?")
    return "signed URL: GCS V4 signature [Google Cloud]", (mc, le, ak), [sig]


@st
def s_azure_storage(lang):
    acct = "acme" + pick(["prod", "logs", "media", "kr"]) + rs(3, LAN)
    if chance(0.5):
        key = b64(rb(64))
        art = "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        lst, cat = [key], "connection string: Azure Storage AccountKey [Azure]"
    else:
        sig = pct(b64(rb(32)))
        art = "https://%s.blob.core.windows.net/backups/db-%s.bak?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-01-01T00:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s" % (
            acct, date(), date(), sig)
        lst, cat = [sig], "signed URL: Azure SAS sig [Azure]"
    mc = T(lang, "azcopy fails with AuthorizationPermissionMismatch; value used:\n", "azcopy가 AuthorizationPermissionMismatch로 실패함. 사용한 값:\n") + art
    le = T(lang, "The SAS / key was for the blob endpoint; the dfs endpoint needs RBAC on the container.",
           "SAS/key는 blob endpoint용이었고 dfs endpoint는 container에 RBAC가 필요했음.")
    return cat, (mc, le, ""), lst


@st
def s_cloudfront(lang):
    sig = rs(R.randint(170, 344), AN + "-_~")
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(13, LAN), uid(), ts(), sig, rs(13, UAN))
    mc = T(lang, "HLS segments 403 while the playlist loads. Signed playlist URL:\n", "playlist는 받아지는데 HLS segment가 403. 서명된 playlist URL:\n") + url
    le = T(lang, "Canned policy URLs only cover one path; segments need a custom policy with a wildcard or signed cookies.",
           "canned policy URL은 경로 하나만 커버함. segment까지 하려면 wildcard custom policy나 signed cookie가 필요.")
    return "signed URL: CloudFront Signature [AWS]", (mc, le, ""), [sig]


def pem_lines(der, width=64):
    return wrap(b64(der), width)


def ec_pkcs8():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32) + \
        bytes.fromhex("a144034200") + b"\x04" + rb(64)
    return der


def rsa_pkcs8_prefix(n):
    return bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(n)


def openssh_ed25519(comment):
    def s(b):
        return len(b).to_bytes(4, "big") + b
    seed, pub = rb(32), rb(32)
    pubblob = s(b"ssh-ed25519") + s(pub)
    chk = rb(4)
    priv = chk + chk + s(b"ssh-ed25519") + s(pub) + s(seed + pub) + s(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + s(b"none") + s(b"none") + s(b"") + (1).to_bytes(4, "big") + s(pubblob) + s(priv)
    return wrap(b64(blob), 70)


@st
def s_pem_key(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        lines = pem_lines(ec_pkcs8())
        block = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
        what = "EC P-256 PKCS#8 key"
    elif kind == 1:
        lines = openssh_ed25519(pick(USERS) + "@" + pick(["macbook", "bastion", "ci-runner"]))
        block = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
        what = "OpenSSH ed25519 key"
    elif kind == 2:
        lines = pem_lines(rsa_pkcs8_prefix(200))[:5]
        block = "-----BEGIN PRIVATE KEY-----\n%s\n... (truncated)" % "\n".join(lines)
        what = "RSA key (first lines)"
    else:
        der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
        lines = pem_lines(der)
        block = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
        what = "SEC1 EC key"
    place = R.randint(0, 1)
    sit = T(lang, pick(["Deploy key for the %s repo, generated on the runner:" % pick(SVC),
                        "The signing key that cert-manager could not parse:",
                        "Key file the vendor sent for SFTP access:"]),
            pick(["러너에서 생성한 %s repo deploy key:" % pick(SVC), "cert-manager가 파싱 못 한 서명 키:", "벤더가 SFTP 접속용으로 보내준 키 파일:"]))
    les = T(lang, "OpenSSH refuses keys with group/other read permission; chmod 600 fixed the 'UNPROTECTED PRIVATE KEY FILE' error.",
            "OpenSSH는 group/other read 권한 있으면 키를 거부함. chmod 600 하니까 'UNPROTECTED PRIVATE KEY FILE' 에러 해결.")
    if place == 0:
        mc, le = sit + "\n" + block, les
    else:
        mc, le = sit.rstrip(":") + T(lang, " - see lesson.", " - lesson 참고."), block + "\n" + les
    return "private key: PEM/OpenSSH body lines (%s) [generic]" % what, (mc, le, ""), lines


@st
def s_gcp_sa(lang):
    proj = pick(["acme-prod", "acme-data-kr", "acme-ml", "acme-firebase"])
    lines = pem_lines(rsa_pkcs8_prefix(R.randint(120, 200)))[:4]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    art = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "deployer@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        proj, hx(40), pk, proj, dg(21))
    mc = T(lang, "GOOGLE_APPLICATION_CREDENTIALS pointed at this (trimmed) file:\n", "GOOGLE_APPLICATION_CREDENTIALS가 가리키던 파일 (일부 생략):\n") + art
    le = T(lang, "Workload Identity makes the key file unnecessary on GKE; the org policy also blocks new keys.",
           "GKE에서는 Workload Identity 쓰면 key 파일이 필요 없음. org policy로 새 key 생성도 막혀 있음.")
    return "json: GCP service account private_key lines [Google Cloud]", (mc, le, ""), lines


@st
def s_apns_p8(lang):
    lines = pem_lines(bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rb(32) +
                      bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))
    kid, team = rs(10, UAN), rs(10, UAN)
    art = "AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (kid, "\n".join(lines))
    mc = T(lang, "Push notifications stopped for iOS %s build. Key ID %s, Team ID %s. Key content:\n" % (pick(ENVS), kid, team),
           "iOS %s 빌드에서 푸시가 안 옴. Key ID %s, Team ID %s. 키 내용:\n" % (pick(ENVS), kid, team)) + art
    le = T(lang, "The APNs topic must equal the bundle id; the token itself was fine.", "APNs topic이 bundle id랑 같아야 함. token은 문제없었음.")
    return "private key: APNs .p8 body lines [Apple]", (mc, le, ""), lines


@st
def s_age_sops(lang):
    k = "AGE-SECRET-KEY-1" + rs(58, BECH)
    pub = "age1" + rs(58, BECH.lower())
    art = "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s" % (R.randint(1, 12), R.randint(1, 28), pub, k)
    mc = T(lang, "sops -d fails on the new laptop: 'no identity matched any of the recipients'. ~/.config/sops/age/keys.txt:\n",
           "새 노트북에서 sops -d가 'no identity matched any of the recipients'로 실패. ~/.config/sops/age/keys.txt:\n") + art
    le = T(lang, "The .sops.yaml creation rule listed only the old recipient; `sops updatekeys` re-encrypts the data key.",
           ".sops.yaml creation rule에 예전 recipient만 있었음. `sops updatekeys`로 data key 재암호화 필요.")
    return "key file: age secret key [age/SOPS]", (mc, le, ""), [k]


@st
def s_wireguard(lang):
    priv = b64(rb(32))
    peer_pub = b64(rb(32))
    psk = b64(rb(32))
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, R.randint(2, 250), peer_pub, psk)
    mc = T(lang, "VPN handshake never completes from the Seoul office. wg0.conf:\n", "서울 사무실에서 VPN handshake가 안 끝남. wg0.conf:\n") + art
    le = T(lang, "The office firewall blocks UDP 51820 outbound; moved the endpoint to 443/udp.",
           "사무실 방화벽이 UDP 51820 outbound를 막음. endpoint를 443/udp로 옮김.")
    return "config: WireGuard PrivateKey + PresharedKey [WireGuard]", (mc, le, ""), [priv, psk]


@st
def s_recovery_github(lang):
    n = R.randint(4, 10)
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(n)]
    svc = pick(["GitHub", "GitLab", "npm", "Atlassian"])
    if svc == "GitLab":
        codes = [hx(16) for _ in range(n)]
    elif svc == "npm":
        codes = [hx(64) for _ in range(min(n, 5))]
    elif svc == "Atlassian":
        codes = [rs(10, UAN) for _ in range(min(n, 5))]
    body = "\n".join(codes)
    mc = T(lang, "Re-enrolled 2FA for the shared %s ops account. New recovery codes:\n" % svc,
           "공용 %s ops 계정 2FA 재등록함. 새 recovery code:\n" % svc) + body
    le = T(lang, "Recovery codes belong in the password manager entry of the account, never in the repo or notes.",
           "recovery code는 계정의 password manager 항목에만 넣어야 함. repo나 노트에 두면 안 됨.")
    ak = T(lang, "Who else has access to the shared %s account?" % svc, "공용 %s 계정 접근 권한 가진 사람이 또 누구인지?" % svc)
    return "recovery codes: 2FA backup codes [%s]" % svc, (mc, le, ak), codes


@st
def s_recovery_other(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        codes = ["-".join("%06d" % (R.randint(0, 65535) * 11) for _ in range(8))]
        what, vend = "BitLocker recovery key", "Microsoft"
        extra = T(lang, "Key ID %s." % uid().upper()[:8], "Key ID %s." % uid().upper()[:8])
    elif kind == 1:
        codes = ["A3-" + rs(6, UAN) + "-" + rs(6, UAN) + "-" + "-".join(rs(5, UAN) for _ in range(4))]
        what, vend = "1Password Secret Key", "1Password"
        extra = ""
    elif kind == 2:
        codes = ["-".join(rs(4, UAN) for _ in range(7))]
        what, vend = "Apple Account recovery key", "Apple"
        extra = ""
    else:
        codes = ["-".join(rs(5, UAN) for _ in range(5))]
        what, vend = "Microsoft account recovery code", "Microsoft"
        extra = ""
    mc = T(lang, "Laptop handover for the departing intern. %s: %s %s" % (what, codes[0], extra),
           "퇴사하는 인턴 노트북 인수인계. %s: %s %s" % (what, codes[0], extra)).rstrip()
    le = T(lang, "Escrow goes to the IT vault through the MDM, not through chat or agent notes.",
           "escrow는 MDM 통해서 IT vault로 가야 함. 채팅이나 agent 노트로 전달하면 안 됨.")
    return "recovery key: %s [%s]" % (what, vend), (mc, le, ""), codes


@st
def s_totp(lang):
    seed = rs(pick([16, 32]), B32)
    issuer = pick(["AWS", "GitHub", "Grafana", "Okta", "Cloudflare", "Naver Cloud", "Toss", "Vercel"])
    kind = R.randint(0, 2)
    if kind == 0:
        shown = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            pct(issuer), pick(USERS), seed, pct(issuer))
        lst = [seed]
    elif kind == 1:
        lst = [" ".join(wrap(seed.lower(), 4))]
        shown = lst[0]
    else:
        shown = "MFA_TOTP_SEED=" + seed
        lst = [seed]
    mc = T(lang, "Setting up the shared break-glass %s login for on-call. TOTP seed from the QR page:\n%s" % (issuer, shown),
           "온콜용 공용 break-glass %s 로그인 세팅 중. QR 페이지에서 나온 TOTP seed:\n%s" % (issuer, shown))
    le = T(lang, "A TOTP seed is as sensitive as the password; put it in the vault item's OTP field.",
           "TOTP seed는 비밀번호만큼 민감함. vault 항목의 OTP 필드에 넣어야 함.")
    return "TOTP seed: otpauth/base32 [%s]" % issuer, (mc, le, ""), lst


@st
def s_seed_phrase(lang):
    if chance(0.5):
        words = " ".join(R.sample(BIP39, pick([12, 12, 24])))
        mc = T(lang, "Test wallet for the staking integration (holds real testnet + a little mainnet ETH). Mnemonic:\n",
               "staking 연동 테스트 지갑 (testnet이랑 mainnet ETH 조금 들어있음). mnemonic:\n") + words
        le = T(lang, "Use a hardware-wallet-backed signer or KMS for anything holding mainnet funds.",
               "mainnet 자금 들어가는 건 hardware wallet signer나 KMS를 써야 함.")
        return "seed phrase: BIP39 mnemonic [crypto wallet]", (mc, le, ""), [words]
    pp = passphrase()
    ctxs = T(lang, pick(["GPG signing key passphrase for release tags: ", "Passphrase for the encrypted backup archive: ",
                         "KeePass master passphrase (ops.kdbx): "]),
             pick(["release tag 서명용 GPG 키 passphrase: ", "암호화된 백업 아카이브 passphrase: ", "KeePass 마스터 passphrase (ops.kdbx): "]))
    mc = T(lang, "Release pipeline could not sign tags after the runner migration.", "runner 이전 후 release pipeline에서 tag 서명이 안 됨.")
    le = ctxs + pp
    ak = T(lang, "Should the passphrase be in the CI secret store or should signing move to sigstore?",
           "passphrase를 CI secret store에 넣어야 하는지, 아니면 서명을 sigstore로 옮겨야 하는지?")
    return "passphrase: diceware-style [generic]", (mc, le, ak), [pp]


@st
def s_password_chat(lang):
    pw = pick([pw_human, pw_korean, pw_random])()
    sys_ = pick(["Grafana admin", "the staging Jenkins", "the NAS web UI", "phpMyAdmin on the legacy box", "the vendor SFTP",
                 "Airflow", "the Synology", "Harbor"])
    mc = T(lang, pick(["User said: \"login for %s is admin / %s, just use that\".",
                       "The README for %s literally says: password is %s",
                       "From the handover doc: %s -> admin, pw %s (do not change, vendor needs it)"]) % (sys_, pw),
           pick(["사용자 말: \"%s 로그인은 admin / %s 이거 쓰면 됨\".",
                 "%s README에 대놓고 비밀번호 %s 라고 적혀 있음",
                 "인수인계 문서: %s -> admin, 비번 %s (벤더가 쓰니까 바꾸지 말 것)"]) % (sys_, pw))
    le = T(lang, "Shared admin logins make audit logs useless; SSO with per-person accounts is on the backlog.",
           "공용 admin 계정은 audit log를 무의미하게 만듦. 개인 계정 SSO가 backlog에 있음.")
    ak = T(lang, "Can we rotate this password after the vendor session on Friday?", "금요일 벤더 작업 끝나면 이 비번 바꿔도 되는지?")
    return "password: chat-like human password [generic]", (mc, le, ak), [pw]


@st
def s_password_change(lang):
    old = pick([pw_human, pw_korean])()
    new = old[:-2] + pick(SYM) + str(R.randint(10, 99)) if chance(0.5) else pick([pw_human, pw_random])()
    sysn = pick(["the VPN", "Windows AD", "the ERP", "그룹웨어", "Jira", "the bastion"])
    mc = T(lang, "AD password expiry broke the service account used by the nightly export (%s)." % sysn,
           "AD 비번 만료로 nightly export가 쓰는 서비스 계정(%s)이 깨짐." % sysn)
    le = T(lang, "Changed it from %s to %s and updated the scheduled task; service accounts should be gMSA so they never expire." % (old, new),
           "%s 에서 %s 로 바꾸고 scheduled task도 갱신함. 서비스 계정은 gMSA로 해야 만료가 안 됨." % (old, new))
    ak = T(lang, "Which other jobs run as this account?", "이 계정으로 도는 다른 job이 또 있는지?")
    return "password: old and new password [generic]", (mc, le, ak), [old, new]


@st
def s_korean_kbd(lang):
    pw = pw_korean()
    host = pick(["사내 NAS", "공유기 관리자 페이지", "테스트 서버 root", "개발 DB", "회사 Wi-Fi"]) if lang == "ko" else \
        pick(["the office NAS", "the router admin page", "test server root", "the dev DB", "office Wi-Fi"])
    if lang == "ko":
        mc = pick(["%s 비번 물어봐서 알려줌: %s (한글 자판으로 치면 단어 됨)", "%s 비밀번호 %s 임. 한영 전환 안 하고 쳐야 함",
                   "%s 접속 정보 - 계정 admin, 비번 %s"]) % (host, pw)
        le = "영타로 친 한글 단어 비번은 사전 공격에 약함. 사내 정책상 password manager 랜덤 생성으로 바꿔야 함."
    else:
        mc = pick(["Password for %s is %s (it is a Korean word typed on a US layout).", "Credentials for %s: admin / %s"]) % (host, pw)
        le = "Korean words typed on the QWERTY layout are still dictionary words; generate random ones instead."
    return "password: Korean-keyboard password [generic]", (mc, le, ""), [pw]


@st
def s_wifi(lang):
    psk = pick([pw_human, pw_korean, lambda: passphrase().replace(" ", "")])()
    ssid = pick(["ACME-Guest", "ACME_5G", "Seoul-Office", "iptime-dev", "KT_GiGA_5G_A1B2", "ACME-IoT"])
    if chance(0.5):
        art = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
    else:
        art = "nmcli dev wifi connect %s password '%s' ifname wlan0" % (ssid, psk)
    mc = T(lang, "Raspberry Pi kiosk in the lobby drops off Wi-Fi after reboot. Config:\n", "로비 Raspberry Pi 키오스크가 재부팅 후 Wi-Fi가 끊김. 설정:\n") + art
    le = T(lang, "country=KR was missing, so the 5 GHz channel was not allowed.", "country=KR이 빠져서 5GHz 채널이 허용 안 됐음.")
    return "Wi-Fi PSK in wpa_supplicant/nmcli [generic]", (mc, le, ""), [psk]


@st
def s_pin_puk(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        pin, puk = str(R.randint(10000000, 99999999)), str(R.randint(10000000, 99999999))
        mc = T(lang, "Reset the YubiKey PIV applet for the code-signing cert. New PIN %s, PUK %s." % (pin, puk),
               "code signing 인증서용 YubiKey PIV 초기화함. 새 PIN %s, PUK %s." % (pin, puk))
        return "PIN/PUK: YubiKey PIV [Yubico]", (mc, T(lang, "Default management key must be changed too.", "기본 management key도 바꿔야 함."), ""), [pin, puk]
    if kind == 1:
        puk = str(R.randint(10000000, 99999999))
        mc = T(lang, "Test phone SIM got PIN-locked during the SMS OTP test; PUK from the carrier portal is %s." % puk,
               "SMS OTP 테스트하다 테스트폰 SIM이 PIN 잠김. 통신사 포털에서 확인한 PUK: %s" % puk)
        return "PIN/PUK: SIM PUK [generic]", (mc, "", ""), [puk]
    pw = pick([pw_random, pw_human])()
    mc = T(lang, "Code-signing on the Windows build agent needs the certificate password (NPKI-style .pfx): %s" % pw,
           "Windows 빌드 에이전트 코드 서명에 필요한 공동인증서(.pfx) 비밀번호: %s" % pw)
    le = T(lang, "signtool /p puts the password on the process list; use the cert store with a CSP instead.",
           "signtool /p 쓰면 프로세스 목록에 비번이 노출됨. CSP 붙은 인증서 저장소를 써야 함.")
    return "password: certificate (.pfx / 공동인증서) password [generic]", (mc, le, ""), [pw]


@st
def s_session_cookie(lang):
    kind = R.randint(0, 5)
    if kind == 0:
        v = "s%3A" + rs(32, B64U) + "." + pct(rs(43, B64))
        c, fw = "connect.sid=" + v, "Express"
    elif kind == 1:
        v = rs(26, "abcdefghijklmnopqrstuv0123456789")
        c, fw = "PHPSESSID=" + v, "PHP"
    elif kind == 2:
        v = hx(32).upper() + pick(["", ".node1", ".jvm-route-a"])
        c, fw = "JSESSIONID=" + v, "Tomcat"
    elif kind == 3:
        v = rs(32, LAN)
        c, fw = "sessionid=" + v + "; csrftoken=" + rs(32, AN), "Django"
    elif kind == 4:
        v = pct(b64(rb(R.randint(120, 180)))) + "--" + hx(40)
        c, fw = "_acme_session=" + v, "Rails"
    else:
        v = "CfDJ8" + rs(R.randint(180, 260), B64U)
        c, fw = ".AspNetCore.Cookies=" + v, "ASP.NET Core"
    art = "GET /admin/orders?page=2 HTTP/1.1\nHost: admin.acme.io\nCookie: %s; _ga=GA1.2.%d.%d\nUser-Agent: Mozilla/5.0" % (
        c, R.randint(10 ** 8, 10 ** 9), ts())
    mc = T(lang, "Admin page loops back to login after the load balancer change. Request from devtools:\n",
           "LB 바꾼 뒤로 admin 페이지가 로그인으로 계속 튕김. devtools에서 복사한 요청:\n") + art
    le = T(lang, "Sticky sessions were off and sessions were in-memory; moved the session store to Redis.",
           "sticky session이 꺼져 있었고 session이 in-memory였음. session store를 Redis로 옮김.")
    return "session cookie in HTTP request [%s]" % fw, (mc, le, ""), [v]


@st
def s_signing_secret(lang):
    kind = R.randint(0, 7)
    if kind == 0:
        v = "django-insecure-" + rs(50, LAN + "!@#$%^&*(-_=+)")
        line, fw = "SECRET_KEY = '%s'" % v, "Django"
    elif kind == 1:
        v = hx(128)
        line, fw = "SECRET_KEY_BASE=%s" % v, "Rails"
    elif kind == 2:
        v = "base64:" + b64(rb(32))
        line, fw = "APP_KEY=%s" % v, "Laravel"
    elif kind == 3:
        v = b64(rb(32))
        line, fw = "NEXTAUTH_SECRET=%s" % v, "NextAuth.js"
    elif kind == 4:
        v = pick([pw_random(32), rs(64, B64U), passphrase()])
        line, fw = "jwt:\n  secret: %s\n  expiration: 86400" % v, "JWT HS256"
    elif kind == 5:
        v = hx(32)
        line, fw = "APP_SECRET=%s" % v, "Symfony"
    elif kind == 6:
        v = hx(32)
        line, fw = "RAILS_MASTER_KEY=%s   # contents of config/master.key" % v, "Rails"
    else:
        v = rs(64, B64)
        line, fw = "config :acme, AcmeWeb.Endpoint,\n  secret_key_base: \"%s\"" % v, "Phoenix"
    mc = T(lang, "All users were logged out after the deploy. The %s signing secret differs between pods:\n" % fw,
           "배포 후 모든 사용자가 로그아웃됨. pod마다 %s signing secret이 다름:\n" % fw) + line
    le = T(lang, "Every replica must share the same signing secret; generate it once and store it in the secret manager.",
           "모든 replica가 같은 signing secret을 써야 함. 한 번 생성해서 secret manager에 넣을 것.")
    ak = T(lang, "Does rotating it invalidate existing sessions, and is that acceptable on a weekday?",
           "이거 rotate 하면 기존 세션이 다 끊기는데 평일에 해도 되는지?")
    return "signing secret: framework secret key [%s]" % fw, (mc, le, ak), [v]


@st
def s_webhook_signing(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        v, vend, var = "whsec_" + rs(32, AN), "Stripe", "STRIPE_WEBHOOK_SECRET"
    elif kind == 1:
        v, vend, var = "whsec_" + b64(rb(24)), "Svix", "SVIX_WEBHOOK_SECRET"
    elif kind == 2:
        v, vend, var = hx(32), "Slack", "SLACK_SIGNING_SECRET"
    elif kind == 3:
        v, vend, var = pw_random(R.randint(20, 40)), "GitHub", "GITHUB_WEBHOOK_SECRET"
    else:
        v, vend, var = rs(32, AN), "Toss Payments", "TOSS_WEBHOOK_SECRET"
    mc = T(lang, "Webhook handler rejects every event with 'signature mismatch'. %s=%s" % (var, v),
           "webhook handler가 모든 이벤트를 'signature mismatch'로 거절함. %s=%s" % (var, v))
    le = T(lang, "The framework parsed the JSON body before verification; the signature is over the raw bytes.",
           "프레임워크가 검증 전에 JSON body를 파싱해버렸음. 서명은 raw bytes 기준임.")
    return "signing secret: webhook verification secret [%s]" % vend, (mc, le, ""), [v]


@st
def s_android_signing(lang):
    sp, kp = pick([pw_random, pw_human, pw_korean])(), pick([pw_random, pw_human])()
    if chance(0.6):
        art = "signingConfigs {\n    release {\n        storeFile file(\"../keys/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
        lst, cat = [sp, kp], "code: Android signing storePassword/keyPassword [Android]"
    else:
        art = "MATCH_PASSWORD=%s\nFASTLANE_USER=%s@acme.io\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (
            sp, pick(USERS), "-".join(rs(4, LO) for _ in range(4)))
        lst, cat = [sp, art.split("=")[-1]], "env: fastlane match password + app-specific password [Apple]"
    mc = T(lang, "Release build fails on the new Mac mini runner at the signing step.", "새 Mac mini runner에서 release 빌드가 서명 단계에서 실패함.")
    le = T(lang, "What the build script had:\n", "빌드 스크립트에 있던 내용:\n") + art
    ak = T(lang, "Is Play App Signing enabled, so the upload key can be rotated?", "Play App Signing 켜져 있어서 upload key를 교체할 수 있는지?")
    return cat, (mc, le, ak), lst


@st
def s_ansible(lang):
    vp, bp = pick([pw_random, passphrase, pw_human])(), pick([pw_human, pw_random])()
    art = "[web]\n10.0.1.%d\n10.0.1.%d\n\n[web:vars]\nansible_user=deploy\nansible_become_password=%s" % (
        R.randint(2, 120), R.randint(121, 250), bp)
    mc = T(lang, "Playbook hangs at 'Gathering Facts' on two hosts. inventory.ini:\n", "playbook이 호스트 두 대에서 'Gathering Facts'에서 멈춤. inventory.ini:\n") + art
    le = T(lang, "The vault password file is ~/.vault_pass with '%s'; it should be a script that reads from the keychain." % vp,
           "vault 비번 파일은 ~/.vault_pass 이고 내용은 '%s'. keychain에서 읽는 스크립트로 바꿔야 함." % vp)
    return "config: Ansible become password + vault password [Ansible]", (mc, le, ""), [bp, vp]


@st
def s_smtp(lang):
    kind = R.randint(0, 2)
    user = pick(USERS) + "@acme.io"
    if kind == 0:
        pw = " ".join(rs(4, LO) for _ in range(4))
        art = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s" % (user, pw)
        cat = "env: Google app password (spaced) [Google]"
    elif kind == 1:
        pw = pick([pw_random, pw_human])()
        art = "spring.mail.host=smtp.worksmobile.com\nspring.mail.username=%s\nspring.mail.password=%s" % (user, pw)
        cat = "config: SMTP password [Naver Works]"
    else:
        pw = "BK" + rs(42, AN + "+/")
        art = "smtp_user: AKIA%s\nsmtp_password: %s\nsmtp_host: email-smtp.%s.amazonaws.com" % (rs(16, B32), pw, pick(REGIONS))
        cat = "config: SES SMTP credentials [AWS]"
    mc = T(lang, "Password-reset mails stopped. Mail settings:\n", "비밀번호 재설정 메일이 안 나감. 메일 설정:\n") + art
    le = T(lang, "The provider started requiring TLS on 587; STARTTLS was off.", "메일 서버가 587에서 TLS를 강제하기 시작함. STARTTLS가 꺼져 있었음.")
    lst = [pw]
    if kind == 2:
        lst.append(art.split("smtp_user: ")[1].split("\n")[0])
    return cat, (mc, le, ""), lst


@st
def s_webhook_url(lang):
    kind = R.randint(0, 7)
    if kind == 0:
        sec = rs(24, AN)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UAN), rs(10, UAN), sec)
        vend = "Slack"
    elif kind == 1:
        sec = rs(68, B64U)
        url = "https://discord.com/api/webhooks/%s/%s" % (dg(19), sec)
        vend = "Discord"
    elif kind == 2:
        sec = hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=" + sec
        vend = "DingTalk"
    elif kind == 3:
        sec = uid()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + sec
        vend = "Feishu"
    elif kind == 4:
        sec = rs(22, AN)
        url = "https://hook.dooray.com/services/%s/%s/%s" % (dg(19), dg(19), sec)
        vend = "Dooray"
    elif kind == 5:
        sec = hx(32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (dg(8), sec)
        vend = "JANDI"
    elif kind == 6:
        k, t = "AIza" + rs(35, B64U), pct(rs(43, B64U) + "=")
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(7, B64U), k, t)
        sec = None
        vend = "Google Chat"
    else:
        s1, s2 = hx(32), "V2" + rs(43, B64U)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uid(), uid(), s1, uid(), s2)
        sec = None
        vend = "Microsoft Teams"
    lst = [sec] if sec else ([k, t] if kind == 6 else [s1, s2])
    form = R.randint(0, 2)
    if form == 0:
        art = "$ curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s done\"}' %s" % (ver(), url)
    elif form == 1:
        art = "ALERT_WEBHOOK_URL=" + url
    else:
        art = "alertmanager.yml:\n  receivers:\n  - name: oncall\n    webhook_configs:\n    - url: '%s'" % url
    mc = T(lang, "Deploy notifications go to the wrong channel. Webhook in use:\n", "배포 알림이 엉뚱한 채널로 감. 쓰고 있는 webhook:\n") + art
    le = T(lang, "Incoming webhooks are bound to one channel at creation; changing the channel means a new URL.",
           "incoming webhook은 생성할 때 채널이 고정됨. 채널을 바꾸려면 URL을 새로 만들어야 함.")
    return "webhook URL with embedded token [%s]" % vend, (mc, le, ""), lst


def multi_env_block(n):
    picks = R.sample(VENDORS, n)
    lines, lst, names = [], [], []
    for v in picks:
        val = v["gen"]()
        lines.append("%s=%s" % (v["var"], val))
        lst.append(val)
        names.append(v["name"])
    for x in R.sample(["NODE_ENV=production", "PORT=3000", "LOG_LEVEL=warn", "TZ=Asia/Seoul", "DATABASE_HOST=db", "SENTRY_ENVIRONMENT=prod"],
                      R.randint(1, 3)):
        lines.insert(R.randint(0, len(lines)), x)
    return "\n".join(lines), lst, names


@st
def s_multi_env(lang):
    block, lst, names = multi_env_block(R.randint(3, 5))
    mc = T(lang, "Whole .env.production got committed in %s (PR #%d) before the hook caught it:\n" % (pick(SVC), R.randint(100, 4000)),
           "hook이 잡기 전에 %s PR #%d 에 .env.production이 통째로 커밋됨:\n" % (pick(SVC), R.randint(100, 4000))) + block
    le = T(lang, "Removing the commit is not enough: every value above must be rotated, and the PR's CI logs purged.",
           "커밋 지우는 걸로는 부족함. 위 값 전부 rotate 하고 PR CI 로그도 지워야 함.")
    ak = T(lang, "Who owns each of these accounts (%s)?" % ", ".join(names), "각 계정 owner가 누구인지 (%s)?" % ", ".join(names))
    return "dotenv: several providers in one file [multi]", (mc, le, ak), lst


@st
def s_multi_split(lang):
    block1, lst1, n1 = multi_env_block(2)
    block2, lst2, n2 = multi_env_block(R.randint(1, 2))
    mc = T(lang, "apps/web/.env.local:\n", "apps/web/.env.local:\n") + block1
    le = T(lang, "And apps/worker/.env had different values for the workers:\n", "apps/worker/.env 에는 worker용으로 다른 값이 있었음:\n") + block2
    ak = T(lang, "Should web and worker share one secret set per environment?", "환경별로 web이랑 worker가 secret 한 세트를 같이 써야 하는지?")
    return "dotenv: secrets spread over two fields [multi]", (mc, le, ak), lst1 + lst2


@st
def s_stacktrace_conn(lang):
    pw = pick([pw_random, pw_human])()
    user = pick(USERS)
    lang_ = R.randint(0, 2)
    if lang_ == 0:
        art = ("Traceback (most recent call last):\n  File \"/app/worker.py\", line 41, in main\n    conn = psycopg.connect(dsn)\n"
               "psycopg.OperationalError: connection failed: password authentication failed for user \"%s\"\n"
               "  dsn = 'host=%s port=5432 dbname=app user=%s password=%s sslmode=require'") % (user, pick(HOSTS), user, pw)
    elif lang_ == 1:
        art = ("Exception in thread \"main\" java.sql.SQLException: Access denied for user '%s'@'10.1.2.3'\n"
               "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
               "\tat com.acme.batch.Settlement.run(Settlement.java:88)\n"
               "Caused by: props={user=%s, password=%s, useSSL=true}") % (user, user, pw)
    else:
        art = ("Error: P1000: Authentication failed against database server at `%s`, the provided database credentials for `%s` are not valid.\n"
               "    at DATABASE_URL=mysql://%s:%s@%s:3306/app") % (pick(HOSTS), user, user, pct(pw), pick(HOSTS))
        pw = pct(pw)
    mc = T(lang, "Nightly job crashed at 02:00 KST; stack trace from the pod log:\n", "nightly job이 새벽 2시(KST)에 죽음. pod 로그의 stack trace:\n") + art
    le = T(lang, "Our error handler logs the full connection params; it needs to scrub password before logging.",
           "우리 error handler가 connection 파라미터를 통째로 로그에 찍음. 로깅 전에 password를 지워야 함.")
    return "stack trace: DB password leaked in exception [generic]", (mc, le, ""), [pw]


@st
def s_table_creds(lang):
    rows, lst = [], []
    for envn in R.sample(["dev", "stg", "prod", "qa"], R.randint(2, 3)):
        pw = pick([pw_random, pw_human, pw_korean])()
        rows.append("| %s | %s | %s | %s |" % (envn, pick(HOSTS), pick(USERS), pw))
        lst.append(pw)
    tbl = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows)
    mc = T(lang, "Copied from the old Confluence page 'DB 접속 정보':\n", "예전 Confluence 페이지 'DB 접속 정보'에서 복사함:\n") + tbl
    le = T(lang, "That page is world-readable inside the company; it should point to Vault paths instead.",
           "그 페이지는 사내 전체 공개임. Vault 경로만 적어 두도록 바꿔야 함.")
    return "table: markdown table of DB passwords [generic]", (mc, le, ""), lst


@st
def s_jupyter(lang):
    tok = hx(48)
    art = "    To access the server, open this file in a browser:\n        file:///home/%s/.local/share/jupyter/runtime/jpserver-%d-open.html\n    Or copy and paste one of these URLs:\n        http://gpu-node-%d:8888/lab?token=%s\n        http://127.0.0.1:8888/lab?token=%s" % (
        pick(USERS), R.randint(1000, 99999), R.randint(1, 9), tok, tok)
    mc = T(lang, "Started JupyterLab on the shared GPU node for the embedding experiment:\n", "임베딩 실험하려고 공용 GPU 노드에 JupyterLab 띄움:\n") + art
    le = T(lang, "Anyone on the VPC could open that URL; use an SSH tunnel and bind to 127.0.0.1 only.",
           "VPC 안의 누구나 저 URL로 들어올 수 있었음. SSH tunnel 쓰고 127.0.0.1에만 바인딩할 것.")
    return "log: Jupyter server token URL [Jupyter]", (mc, le, ""), [tok]


@st
def s_initial_admin(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        pw = hx(32)
        art = "Jenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n%s\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword" % pw
        vend = "Jenkins"
    elif kind == 1:
        pw = rs(20, AN + "*_=+-")
        art = "✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s" % pw
        vend = "Elasticsearch"
    elif kind == 2:
        pw = rs(16, AN + "-")
        art = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % pw
        vend = "Argo CD"
    else:
        pw = b64(rb(32))
        art = "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This password is only valid if ALL of the following are true: ...\nPassword: %s" % pw
        vend = "GitLab"
    mc = T(lang, "Fresh %s install on the %s cluster, first boot output:\n" % (vend, pick(ENVS)), "%s 클러스터에 %s 새로 설치, 첫 부팅 출력:\n" % (pick(ENVS), vend)) + art
    le = T(lang, "Initial admin passwords stay valid until changed; change it and wire up SSO before sharing the URL.",
           "초기 admin 비번은 바꾸기 전까지 계속 유효함. URL 공유하기 전에 바꾸고 SSO 연결할 것.")
    return "log: generated initial admin password [%s]" % vend, (mc, le, ""), [pw]


@st
def s_vault_init(lang):
    keys = [b64(rb(33)) for _ in range(5)]
    root = "hvs." + rs(24, AN)
    body = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    mc = T(lang, "`vault operator init` on the new %s cluster:\n" % pick(ENVS), "새 %s 클러스터에서 `vault operator init`:\n" % pick(ENVS)) + body
    le = T(lang, "Key shares should go to five different people (PGP-encrypted with -pgp-keys); root token revoked after setup.",
           "key share는 -pgp-keys로 암호화해서 다섯 명에게 나눠야 함. root token은 세팅 후 revoke.")
    return "log: Vault unseal keys + root token [HashiCorp Vault]", (mc, le, ""), keys + [root]


@st
def s_cloudflared(lang):
    tok = b64nopad('{"a":"%s","t":"%s","s":"%s"}' % (hx(32), uid(), b64(rb(32))))
    art = "$ sudo cloudflared service install %s\n%sINF Using Systemd\n%sINF Linux service for cloudflared installed successfully" % (tok, date() + "T" + hhmm() + "Z ", date() + "T" + hhmm() + "Z ")
    mc = T(lang, "Exposed the internal admin via Cloudflare Tunnel:\n", "내부 admin을 Cloudflare Tunnel로 노출시킴:\n") + art
    le = T(lang, "The tunnel token alone lets anyone run a connector for this tunnel; keep it in the secret store.",
           "tunnel token만 있으면 누구나 이 tunnel의 connector를 띄울 수 있음. secret store에 보관할 것.")
    return "shell: cloudflared tunnel token [Cloudflare]", (mc, le, ""), [tok]


@st
def s_kafka_jaas(lang):
    user, sec = rs(16, UAN), rs(64, AN + "+/")
    art = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (
        rs(5, LAN), user, sec)
    mc = T(lang, "Consumer lag alarm; the connector's client.properties:\n", "consumer lag 알람. connector의 client.properties:\n") + art
    le = T(lang, "The API key was scoped to another cluster; Confluent returns a generic SASL auth failure.",
           "API key가 다른 클러스터에 scope 되어 있었음. Confluent는 그냥 SASL auth failure만 돌려줌.")
    return "config: Kafka SASL JAAS password [Confluent Cloud]", (mc, le, ""), [sec]


@st
def s_sshpass(lang):
    pw = pick([pw_human, pw_korean, pw_random])()
    kind = R.randint(0, 2)
    if kind == 0:
        art = "sshpass -p '%s' rsync -avz -e 'ssh -p 2222' ./dist/ deploy@%s:/var/www/" % (pw, pick(HOSTS))
        cat = "shell: sshpass -p password [generic]"
    elif kind == 1:
        art = "cmdkey /generic:TERMSRV/10.0.%d.%d /user:ACME\\%s /pass:%s\nmstsc /v:10.0.%d.%d" % (
            R.randint(0, 255), R.randint(1, 254), pick(USERS), pw, R.randint(0, 255), R.randint(1, 254))
        cat = "shell: Windows cmdkey /pass [Windows]"
    else:
        art = "net use Z: \\\\fileserver\\share /user:ACME\\%s %s /persistent:yes" % (pick(USERS), pw)
        cat = "shell: net use with password [Windows]"
    mc = T(lang, "Legacy deploy script from the ops folder:\n", "ops 폴더에 있던 레거시 배포 스크립트:\n") + art
    le = T(lang, "Command-line passwords end up in shell history and in `ps` output.", "command line 비번은 shell history랑 `ps` 출력에 그대로 남음.")
    return cat, (mc, le, ""), [pw]


@st
def s_encryption_key(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        k = hx(64)
        art = "AES_256_KEY = bytes.fromhex(\"%s\")\ncipher = AES.new(AES_256_KEY, AES.MODE_GCM)" % k
        cat = "code: AES-256 key hex [generic]"
    elif kind == 1:
        k = b64u(rb(32)) + "="
        art = "FERNET_KEY=%s\nAIRFLOW__CORE__FERNET_KEY=${FERNET_KEY}" % k
        cat = "env: Fernet key [Airflow]"
    elif kind == 2:
        k = b64(rb(32))
        art = "encryption:\n  provider: aescbc\n  keys:\n  - name: key1\n    secret: %s" % k
        cat = "k8s: EncryptionConfiguration aescbc key [Kubernetes]"
    else:
        k = hx(64).upper()
        art = "<machineKey validationKey=\"%s\" decryptionKey=\"%s\" validation=\"HMACSHA256\" decryption=\"AES\" />" % (hx(128).upper(), k)
        v2 = art.split('validationKey="')[1].split('"')[0]
        mc = T(lang, "Viewstate MAC validation failed after adding a second IIS node. Web.config:\n", "IIS 노드를 하나 추가했더니 viewstate MAC 검증 실패. Web.config:\n") + art
        le = T(lang, "Both nodes need identical machineKey values; they must not be in source control though.", "두 노드가 같은 machineKey를 써야 함. 단, 소스에 넣으면 안 됨.")
        return "config: ASP.NET machineKey [Microsoft]", (mc, le, ""), [v2, k]
    mc = T(lang, "Data written by the old worker cannot be decrypted by the new one.\n", "예전 worker가 쓴 데이터를 새 worker가 복호화 못 함.\n") + art
    le = T(lang, "Key must be loaded from KMS at startup; the new image generated its own.", "key는 시작할 때 KMS에서 읽어야 함. 새 이미지는 자기가 key를 새로 만들고 있었음.")
    return cat, (mc, le, ""), [k]


@st
def s_ldap(lang):
    pw = pick([pw_random, pw_human])()
    kind = R.randint(0, 1)
    if kind == 0:
        art = "$ ldapsearch -x -H ldaps://ad.acme.local:636 -D \"CN=svc_ldap,OU=Service,DC=acme,DC=local\" -w '%s' -b \"DC=acme,DC=local\" \"(sAMAccountName=%s)\"" % (
            pw, pick(USERS))
    else:
        art = "ldap:\n  url: ldaps://ad.acme.local:636\n  bindDN: CN=svc_ldap,OU=Service,DC=acme,DC=local\n  bindCredentials: \"%s\"\n  searchBase: DC=acme,DC=local" % pw
    mc = T(lang, "SSO login works for everyone except users in the new OU. Bind test:\n", "새 OU에 있는 사용자만 SSO 로그인이 안 됨. bind 테스트:\n") + art
    le = T(lang, "The search base was one level too deep; the bind account itself was fine.", "search base가 한 단계 깊게 잡혀 있었음. bind 계정은 문제없었음.")
    return "ldap: bind password [Active Directory]", (mc, le, ""), [pw]


@st
def s_snmp_ipmi(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        c = rs(R.randint(10, 16), AN)
        art = "$ snmpwalk -v2c -c %s 10.0.%d.1 IF-MIB::ifOperStatus" % (c, R.randint(0, 255))
        cat = "shell: SNMP community string [network]"
    elif kind == 1:
        c = pick([pw_random, pw_human])()
        art = "$ ipmitool -I lanplus -H 10.10.%d.%d -U ADMIN -P '%s' chassis power status\nChassis Power is on" % (R.randint(0, 255), R.randint(1, 254), c)
        cat = "shell: IPMI/BMC password [Supermicro]"
    else:
        c = pick([pw_random, pw_human])()
        art = "snmpv3 user monitor auth sha '%s' priv aes128 '%s'" % (c, c[::-1] + "9")
        cat = "config: SNMPv3 auth/priv passphrases [network]"
        mc = T(lang, "Switch config dump (core-sw-02):\n", "스위치 설정 덤프 (core-sw-02):\n") + art
        return cat, (mc, T(lang, "Monitoring still polls with v2c; v3 user added.", "모니터링은 아직 v2c로 폴링 중. v3 user 추가함."), ""), [c, c[::-1] + "9"]
    mc = T(lang, "Checking the rack in IDC-2 remotely:\n", "IDC-2 랙 원격 점검 중:\n") + art
    le = T(lang, "Out-of-band credentials belong in the infra vault; the BMC VLAN is reachable from the office.",
           "OOB 관리 계정은 infra vault에 둬야 함. BMC VLAN이 사무실망에서 접근 가능함.")
    return cat, (mc, le, ""), [c]


@st
def s_wp_salts(lang):
    names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
    cs = AN + "!@#$%^&*()-_=+[]{}<>~`;:,.|/?"
    vals = [rs(64, cs) for _ in names]
    pw = pick([pw_random, pw_human])()
    art = "define( 'DB_PASSWORD', '%s' );\n" % pw + "\n".join("define( '%s', '%s' );" % (n, v) for n, v in zip(names, vals))
    mc = T(lang, "Client's WordPress got defaced; wp-config.php from the backup:\n", "고객사 WordPress가 변조됨. 백업에서 꺼낸 wp-config.php:\n") + art
    le = T(lang, "Regenerate salts to kill all sessions, then the DB password.", "salt 다시 생성해서 세션 다 끊고, 그 다음 DB 비번 교체.")
    return "php: wp-config.php DB password + salts [WordPress]", (mc, le, ""), [pw] + vals


@st
def s_gitlab_runner_reg(lang):
    tok = pick(["GR1348941" + rs(20, B64U), "glrt-" + rs(20, B64U)])
    art = "$ sudo gitlab-runner register --non-interactive --url https://gitlab.acme.io/ --token %s --executor docker --docker-image alpine:3.20 --description k8s-runner-%d" % (
        tok, R.randint(1, 9))
    mc = T(lang, "Registering the new runner:", "새 runner 등록:")
    le = art + "\n" + T(lang, "Runner shows 'never contacted' because the config.toml was written to /root.", "config.toml이 /root에 써져서 runner가 'never contacted'로 보였음.")
    return "shell: GitLab runner registration/auth token [GitLab]", (mc, le, ""), [tok]


@st
def s_supabase_service_role(lang):
    ref = rs(20, LO)
    tok = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": ts(), "exp": ts() + 315360000})
    art = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=%s" % (ref, tok)
    mc = T(lang, "RLS seems to be ignored for inserts from the edge function. Env:\n", "edge function에서 insert 할 때 RLS가 무시되는 것 같음. env:\n") + art
    le = T(lang, "The service_role key bypasses RLS by design; the function must use the user's JWT.", "service_role key는 원래 RLS를 우회함. function은 사용자 JWT를 써야 함.")
    return "env: service_role JWT [Supabase]", (mc, le, ""), [tok]


@st
def s_helm_values(lang):
    p1, p2, p3 = pw_random(), pick([pw_human, pw_korean])(), rs(32, AN)
    art = "postgresql:\n  auth:\n    postgresPassword: %s\n    password: %s\nredis:\n  auth:\n    password: %s\nimage:\n  tag: %s" % (p1, p2, p3, ver())
    mc = T(lang, "helm upgrade keeps failing with 'PASSWORDS ERROR'. values-%s.yaml:\n" % pick(ENVS),
           "helm upgrade가 'PASSWORDS ERROR'로 계속 실패. values-%s.yaml:\n" % pick(ENVS)) + art
    le = T(lang, "The bitnami chart refuses to change passwords on upgrade; the PVC keeps the old one. Use existingSecret.",
           "bitnami chart는 upgrade 시 비번 변경을 거부함. PVC에 예전 비번이 남아 있음. existingSecret 써야 함.")
    return "yaml: Helm values with passwords [Bitnami]", (mc, le, ""), [p1, p2, p3]


@st
def s_proxy(lang):
    user, pw = pick(USERS), pick([pw_human, pw_random, pw_korean])()
    enc = pct(pw)
    art = "export http_proxy=http://%s:%s@proxy.acme.local:3128\nexport https_proxy=$http_proxy\nexport no_proxy=localhost,127.0.0.1,.acme.local" % (user, enc)
    mc = T(lang, "pip and apt time out inside the office network. Proxy env on the build VM:\n", "사내망에서 pip, apt가 timeout. 빌드 VM의 proxy env:\n") + art
    le = T(lang, "Docker daemon does not read shell env; it needs /etc/systemd/system/docker.service.d/http-proxy.conf.",
           "Docker daemon은 shell env를 안 읽음. /etc/systemd/system/docker.service.d/http-proxy.conf 필요.")
    return "env: authenticated HTTP proxy URL [generic]", (mc, le, ""), [enc, pw]


@st
def s_mqtt_ftp(lang):
    pw = pick([pw_human, pw_random, pw_korean])()
    kind = R.randint(0, 2)
    if kind == 0:
        art = "mosquitto_sub -h mqtt.acme.io -p 8883 --capath /etc/ssl/certs -u sensor-gw -P '%s' -t 'factory/+/temp' -v" % pw
        cat, lst = "shell: mosquitto -P password [MQTT]", [pw]
    elif kind == 1:
        enc = pct(pw)
        art = "lftp -e 'mirror -R ./out /upload; bye' ftp://%s:%s@ftp.partner.co.kr" % (pick(USERS), enc)
        cat, lst = "shell: FTP URL credentials [FTP]", [enc, pw]
    else:
        art = "x11vnc -storepasswd '%s' ~/.vnc/passwd\nvncserver :1 -geometry 1920x1080" % pw
        cat, lst = "shell: VNC password [VNC]", [pw]
    mc = T(lang, "Factory gateway box, commands from the runbook:\n", "공장 게이트웨이 장비, runbook에 있던 명령:\n") + art
    le = T(lang, "", "")
    ak = T(lang, "Is there a per-device credential scheme for the gateways?", "게이트웨이 장비별로 credential 분리하는 방식이 있는지?")
    return cat, (mc, le, ak), lst


@st
def s_openvpn_static(lang):
    lines = [hx(32) for _ in range(R.randint(5, 8))]
    art = "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----\n</tls-auth>" % "\n".join(lines)
    mc = T(lang, "Client profile for the partner VPN (excerpt of acme.ovpn):", "파트너 VPN 클라이언트 프로필 (acme.ovpn 일부):")
    le = art
    ak = T(lang, "Should we switch to tls-crypt-v2 so each client has its own key?", "클라이언트별 key 쓰도록 tls-crypt-v2로 바꿔야 하는지?")
    return "config: OpenVPN static key lines [OpenVPN]", (mc, le, ak), lines


@st
def s_sql_user(lang):
    pw = pick([pw_random, pw_human, pw_korean])()
    user = pick(["app_rw", "report_ro", "etl_user", "grafana"])
    kind = R.randint(0, 2)
    if kind == 0:
        art = "CREATE USER %s WITH PASSWORD '%s';\nGRANT CONNECT ON DATABASE app TO %s;" % (user, pw, user)
    elif kind == 1:
        art = "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\nFLUSH PRIVILEGES;" % (user, pw)
    else:
        art = "CREATE LOGIN %s WITH PASSWORD = N'%s', CHECK_POLICY = ON;" % (user, pw)
    mc = T(lang, "Migration V%d__add_reporting_user.sql:\n" % R.randint(10, 200), "마이그레이션 V%d__add_reporting_user.sql:\n" % R.randint(10, 200)) + art
    le = T(lang, "Flyway scripts are in git; user creation with passwords belongs in the infra Terraform with a random_password.",
           "Flyway 스크립트는 git에 들어감. 비번 있는 user 생성은 infra Terraform의 random_password로 해야 함.")
    return "sql: CREATE/ALTER USER password [generic]", (mc, le, ""), [pw]


@st
def s_tfstate(lang):
    pw = pw_random(24)
    art = '"outputs": {\n  "db_master_password": {\n    "value": "%s",\n    "type": "string",\n    "sensitive": true\n  },\n  "db_endpoint": {\n    "value": "%s",\n    "type": "string"\n  }\n}' % (pw, pick(HOSTS))
    mc = T(lang, "Someone downloaded terraform.tfstate to debug drift; the outputs section:\n", "drift 디버깅하려고 terraform.tfstate를 받아봄. outputs 부분:\n") + art
    le = T(lang, "sensitive = true only hides values in CLI output; state stores them in plain text.", "sensitive = true는 CLI 출력에서만 숨김. state에는 평문으로 저장됨.")
    return "json: terraform.tfstate sensitive output [Terraform]", (mc, le, ""), [pw]


@st
def s_grafana_ds(lang):
    pw = pick([pw_random, pw_human])()
    art = "apiVersion: 1\ndatasources:\n  - name: Prod MySQL\n    type: mysql\n    url: %s:3306\n    user: grafana\n    jsonData:\n      database: app\n    secureJsonData:\n      password: \"%s\"" % (pick(HOSTS), pw)
    mc = T(lang, "Provisioned datasource shows 'Access denied'. provisioning/datasources/mysql.yaml:\n",
           "프로비저닝한 datasource가 'Access denied'. provisioning/datasources/mysql.yaml:\n") + art
    le = T(lang, "secureJsonData is encrypted in Grafana's DB, but the provisioning file itself is plain text.",
           "secureJsonData는 Grafana DB 안에서만 암호화됨. provisioning 파일 자체는 평문.")
    return "yaml: Grafana datasource secureJsonData [Grafana]", (mc, le, ""), [pw]


@st
def s_nginx_basic(lang):
    blob = b64((pick(USERS) + ":" + pick([pw_random, pw_human])()).encode())
    art = "location /upstream-api/ {\n    proxy_pass https://partner-api.example.net/;\n    proxy_set_header Authorization \"Basic %s\";\n    proxy_set_header Host partner-api.example.net;\n}" % blob
    mc = T(lang, "Partner API calls go through nginx so the SPA never sees credentials:\n", "SPA가 credential을 못 보게 partner API 호출을 nginx로 프록시함:\n") + art
    le = T(lang, "The nginx.conf is in the repo, so the credential still leaks; template it from the secret at container start.",
           "nginx.conf가 repo에 있어서 결국 credential이 샘. 컨테이너 시작 시 secret으로 템플릿 렌더링해야 함.")
    return "config: nginx proxy_set_header Basic [nginx]", (mc, le, ""), [blob]


@st
def s_google_oauth_tokens(lang):
    at = "ya29.a0" + rs(R.randint(150, 200), B64U)
    rt = "1//0" + pick(["e", "g", "c"]) + rs(R.randint(90, 100), B64U)
    art = '{\n  "access_token": "%s",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "scope": "https://www.googleapis.com/auth/drive.readonly",\n  "token_type": "Bearer"\n}' % (at, rt)
    mc = T(lang, "token.json written by the Drive sync script after consent:\n", "Drive 동기화 스크립트가 동의 후 저장한 token.json:\n") + art
    le = T(lang, "Refresh tokens for apps in 'Testing' status expire after 7 days; publish the consent screen.",
           "'Testing' 상태 앱의 refresh token은 7일 뒤 만료됨. consent screen을 게시해야 함.")
    return "json: OAuth access + refresh token [Google]", (mc, le, ""), [at, rt]


@st
def s_datagokr(lang):
    raw = rs(86, AN + "+/") + "=="
    enc = pct(raw)
    url = "https://apis.data.go.kr/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey=%s&returnType=json&numOfRows=100&pageNo=1&stationName=%s&dataTerm=DAILY" % (
        enc, pct(pick(["종로구", "강남구", "수원", "해운대"])))
    lst = [enc]
    mc = T(lang, "Air-quality API returns SERVICE_KEY_IS_NOT_REGISTERED_ERROR from the batch but works in the browser:\n",
           "대기질 API가 브라우저에선 되는데 배치에서만 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 남:\n") + url
    if chance(0.5):
        le = T(lang, "The batch double-encoded the key. Decoded key is %s; pass that and let requests encode it once." % raw,
               "배치가 key를 두 번 인코딩했음. 디코딩 키는 %s 이고 이걸 넘기면 requests가 한 번만 인코딩함." % raw)
        lst.append(raw)
    else:
        le = T(lang, "The batch double-encoded the key; pass the decoded key to requests' params.", "배치가 key를 두 번 인코딩함. params에는 디코딩 키를 넘겨야 함.")
    return "URL: percent-encoded serviceKey [Public Data Portal]", (mc, le, ""), lst


@st
def s_ovh(lang):
    ak, as_, ck = rs(16, AN), rs(32, AN), rs(32, AN)
    art = "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % (ak, as_, ck)
    mc = T(lang, "DNS challenge for the wildcard cert fails with 'This credential does not exist'. ovh.conf:\n",
           "wildcard 인증서 DNS challenge가 'This credential does not exist'로 실패. ovh.conf:\n") + art
    le = T(lang, "The consumer key was validated for GET only; certbot needs POST/DELETE on /domain/zone/*.",
           "consumer key가 GET 권한만 승인돼 있었음. certbot은 /domain/zone/*에 POST/DELETE가 필요함.")
    return "config: OVH application secret + consumer key [OVHcloud]", (mc, le, ""), [as_, ck]


@st
def s_ncp_sens(lang):
    ak, sk = rs(20, UAN), rs(40, AN)
    svc_id = "ncp:sms:kr:%s:%s" % (dg(9), pick(["otp", "notice"]))
    art = ("POST /sms/v2/services/%s/messages HTTP/1.1\nHost: sens.apigw.ntruss.com\nx-ncp-apigw-timestamp: %d000\n"
           "x-ncp-iam-access-key: %s\nx-ncp-apigw-signature-v2: %s\n\n# signer: hmac.new(b\"%s\", msg, hashlib.sha256)") % (
        pct(svc_id), ts(), ak, b64(rb(32)), sk)
    mc = T(lang, "SENS SMS send returns 401 from the batch server:", "배치 서버에서 SENS SMS 발송하면 401 남:")
    le = art
    ak_ = T(lang, "Is the server clock in sync? The timestamp window is 5 minutes.", "서버 시간 동기화 돼 있는지? timestamp 허용 범위가 5분임.")
    return "http: NCP SENS access key + HMAC secret [Naver Cloud]", (mc, le, ak_), [ak, sk]


@st
def s_naver_search(lang):
    cid, csec = rs(20, AN), rs(10, AN)
    art = "$ curl 'https://openapi.naver.com/v1/search/shop.json?query=%s&display=20' \\\n    -H 'X-Naver-Client-Id: %s' \\\n    -H 'X-Naver-Client-Secret: %s'" % (
        pct(pick(["캠핑의자", "노트북 거치대", "무선 이어폰"])), cid, csec)
    mc = T(lang, "Shopping search returns errorCode 024 only in production:\n", "운영에서만 쇼핑 검색이 errorCode 024를 반환함:\n") + art
    le = T(lang, "024 means the app is not registered for that API; add the Search API in the developer console.",
           "024는 해당 API가 앱에 등록 안 됐다는 뜻. 개발자센터에서 검색 API를 추가해야 함.")
    return "shell: Open API client secret header [Naver]", (mc, le, ""), [csec]


@st
def s_kis_token(lang):
    appkey, sec = "PS" + rs(34, AN), rs(179, B64) + "="
    art = '$ curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP -d \'{"grant_type":"client_credentials","appkey":"%s","appsecret":"%s"}\'' % (appkey, sec)
    mc = T(lang, "Trading bot cannot get a token after the weekend.", "주말 지나고 트레이딩 봇이 토큰 발급을 못 받음.")
    le = art + "\n" + T(lang, "Token issuance is limited to once per minute; the bot retried in a tight loop.", "토큰 발급은 1분에 1회로 제한됨. 봇이 재시도를 너무 촘촘히 했음.")
    return "shell: appsecret in token request [KIS Developers]", (mc, le, ""), [sec]


@st
def s_twilio_url(lang):
    sid, tok = "AC" + hx(32), hx(32)
    art = "$ curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json --data-urlencode 'To=+8210%s' --data-urlencode 'Body=test' -u %s:%s" % (
        sid, dg(8), sid, tok)
    mc = T(lang, "SMS to Korean numbers are 'undelivered' (error 30007):\n", "한국 번호로 보낸 SMS가 'undelivered' (error 30007):\n") + art
    le = T(lang, "Korean carriers filter unregistered alphanumeric senders; need a registered sender.", "국내 통신사는 등록 안 된 발신자를 필터링함. 발신번호 등록 필요.")
    return "shell: curl -u AccountSID:AuthToken [Twilio]", (mc, le, ""), [tok]


@st
def s_setx_trace(lang):
    v = pick([x for x in VENDORS if x["auth"] in ("bearer", "token") or x["auth"].startswith("h:")])
    val = v["gen"]()
    h, hv, lst = auth_parts(v, val)
    steps = ["+ set -euo pipefail", "+ export CI=true", "+ VERSION=%s" % ver(), "+ echo 'Building %s'" % pick(SVC),
             "Building %s" % pick(SVC), "+ docker build -t %s:%s ." % (pick(IMAGES), hx(7)),
             "#8 [build 4/7] RUN npm ci --omit=dev", "#8 DONE %.1fs" % (R.random() * 60),
             "+ curl -fsS -X POST -H '%s: %s' -H 'Content-Type: application/json' %s -d @payload.json" % (h, hv, fill_url(v["url"])),
             "curl: (22) The requested URL returned error: %d" % pick([401, 403, 429, 500]), "+ exit_code=22",
             "Error: Process completed with exit code 22."]
    log = "\n".join(steps)
    mc = T(lang, "Job `%s` log (the script runs with `set -x`):\n" % pick(JOBS), "job `%s` 로그 (스크립트가 `set -x`로 돌고 있음):\n" % pick(JOBS)) + log
    le = T(lang, "`set -x` echoes expanded variables, so CI masking only works if the value is registered as a masked secret; this one came from a file.",
           "`set -x`는 변수를 펼쳐서 찍음. CI 마스킹은 masked secret으로 등록된 값만 가려주는데 이 값은 파일에서 읽은 거였음.")
    ak = T(lang, "Can we drop `set -x` from deploy scripts or wrap the curl in `set +x`?", "배포 스크립트에서 `set -x`를 빼거나 curl 부분만 `set +x`로 감쌀 수 있는지?")
    return "ci log: set -x trace leaks auth header [%s]" % v["name"], (mc, le, ak), [lst]


# ------------------------------------------------------------- clean: vendor placeholders
STORES = ["AWS Secrets Manager", "Vault", "1Password", "GCP Secret Manager", "Doppler", "Azure Key Vault",
          "the CI secret store", "NCP Secret Manager", "sealed-secrets", "SSM Parameter Store"]
STORES_KO = ["AWS Secrets Manager", "Vault", "1Password", "GCP Secret Manager", "Doppler", "Azure Key Vault",
             "CI secret store", "NCP Secret Manager", "sealed-secrets", "SSM Parameter Store"]


def placeholder(v, style):
    var, mod = v["var"], v["mod"]
    if style == "env":
        return pick(["${%s}" % var, "$%s" % var, "${%s:?missing}" % var])
    if style == "angle":
        return pick(["<your-%s-key>" % mod, "<%s>" % var, "YOUR_%s" % var, "REPLACE_ME", "changeme-in-vault"])
    if style == "gha":
        return "${{ secrets.%s }}" % var
    if style == "mask":
        return pick(["********", "[REDACTED]", "<redacted>", "***", "●●●●●●●●", "****************"])
    if style == "vault":
        return pick(["vault:secret/data/%s/%s#%s" % (pick(ENVS), mod, var.lower()),
                     "op://Engineering/%s/credential" % v["name"].replace(" ", "-"),
                     "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), dg(12), pick(ENVS), mod, rs(6, AN)),
                     "projects/acme-prod/secrets/%s/versions/latest" % var.lower().replace("_", "-"),
                     "ref+awsssm://%s/%s/%s" % (pick(ENVS), mod, var.lower()),
                     "${ssm:/%s/%s/%s}" % (pick(ENVS), mod, var.lower())])
    if style == "shell":
        return pick(["$(cat /run/secrets/%s)" % var.lower(), "$(vault kv get -field=%s secret/%s)" % (var.lower(), mod),
                     "$(op read op://Prod/%s/credential)" % mod, "$(gcloud secrets versions access latest --secret=%s)" % var.lower()])
    return "YOUR_API_KEY"


C_SIT = [
    ("Documented the {v} setup for {svc}; {f} only carries a reference, the value comes from {store}:",
     "{svc}의 {v} 설정 정리함. {f}에는 reference만 있고 실제 값은 {store}에서 들어옴:"),
    ("Reviewed the PR that wires {v} into {svc}. No key in the diff, only this ({f}):",
     "{svc}에 {v} 붙이는 PR 리뷰함. diff에 key는 없고 이것만 있음 ({f}):"),
    ("Template for new services that call {v} ({f}):",
     "{v} 호출하는 신규 서비스용 템플릿 ({f}):"),
    ("Asked whether {f} is safe to commit for {svc}. It is - it only contains:",
     "{svc}의 {f}를 커밋해도 되는지 물어봄. 괜찮음, 이것만 들어있음:"),
    ("{e} deploy of {svc} failed with 'missing {var}'. The config expects:",
     "{svc} {e} 배포가 'missing {var}'로 실패함. config는 이렇게 기대함:"),
    ("Setting up {v} in the {e} pipeline for {svc}:",
     "{svc}의 {e} pipeline에 {v} 설정하는 중:"),
]
C_SIT_LOG = [
    ("Checked that {svc} no longer prints the {v} credential. Current output:",
     "{svc}가 이제 {v} credential을 출력 안 하는지 확인함. 현재 출력:"),
    ("After the logging fix, the {e} debug log for {svc} looks like this:",
     "로깅 수정 후 {svc}의 {e} debug log는 이렇게 찍힘:"),
]
C_LES = [
    ("{store} injects the real value at deploy time, so rotating it needs no code change.",
     "실제 값은 배포 때 {store}에서 주입되니까 rotate 해도 코드 수정이 필요 없음."),
    ("The variable name must match exactly ({var}); the SDK silently falls back to anonymous mode otherwise.",
     "변수명이 정확히 {var}여야 함. 아니면 SDK가 조용히 anonymous 모드로 떨어짐."),
    ("Keep .env.example in sync with the real variable names so onboarding does not guess.",
     ".env.example을 실제 변수명이랑 맞춰 둬야 온보딩 때 헷갈리지 않음."),
    ("The CI job needed `permissions: id-token: write` before it could read from {store}.",
     "CI job이 {store}에서 읽으려면 `permissions: id-token: write`가 먼저 있어야 했음."),
    ("The missing value was a typo in the secret name in {store}, not a code problem.",
     "값이 비어 있던 건 {store}의 secret 이름 오타 때문이었고 코드 문제는 아니었음."),
    ("Masking in the logger works: the value is replaced before the line is written.",
     "logger 마스킹 정상 동작함. 라인 쓰기 전에 값이 치환됨."),
    ("", ""),
]
C_ASK = [
    ("Which {store} path holds the {e} value for {svc}?", "{svc}의 {e} 값은 {store}의 어느 경로에 있는지?"),
    ("Does the {e} CI role have read access to the {v} secret?", "{e} CI role이 {v} secret 읽기 권한이 있는지?"),
    ("Should {svc} get its own {v} key instead of sharing one?", "{svc} 전용 {v} key를 따로 발급해야 하는지?"),
    ("", ""),
    ("", ""),
]
SAFE_RENDER = [r_dotenv, r_export, r_docker, r_compose, r_k8s, r_gha, r_gitlabci, r_json, r_toml, r_yaml, r_props,
               r_hcl, r_xml, r_python, r_js, r_go, r_ruby, r_php, r_java, r_powershell, r_systemd, r_diff, r_table,
               r_vscode, r_helm, r_log, r_curl]


CODE_REFS = {
    r_python: lambda v: (pick(["app/clients.py", "settings.py"]), 'import os\n\nclient = %s.Client(api_key=os.environ["%s"])' % (
        v["mod"].replace("-", "_"), v["var"])),
    r_js: lambda v: ("src/lib/%s.ts" % v["mod"], "const apiKey = process.env.%s;\nif (!apiKey) throw new Error('%s is not set');" % (
        v["var"], v["var"])),
    r_go: lambda v: ("internal/config/config.go", 'cfg.%sKey = os.Getenv("%s")' % (v["mod"].replace("-", "").title(), v["var"])),
    r_ruby: lambda v: ("config/initializers/%s.rb" % v["mod"], "%s.api_key = ENV.fetch('%s')" % (
        "".join(p.title() for p in v["mod"].split("_")), v["var"])),
    r_php: lambda v: ("config/services.php", "'%s' => [\n    'key' => env('%s'),\n]," % (v["mod"], v["var"])),
    r_java: lambda v: ("src/main/java/com/acme/Config.java", 'private final String apiKey = System.getenv("%s");' % v["var"]),
}


def c_vendor(lang, v):
    style = pick(["env", "angle", "gha", "mask", "vault", "shell", "env", "vault"])
    r = pick(SAFE_RENDER)
    if r in (r_curl, r_log) and (v["auth"] == "basic" or v["auth"].startswith("q:")):
        r = r_dotenv
    if r is r_gha:
        style = "gha"
    elif style == "gha":
        style = "env"
    if r is r_log:
        style = "mask"
    if r in (r_diff,):
        style = pick(["vault", "angle"])
    if style == "shell" and r not in (r_export, r_docker, r_helm, r_curl):
        style = "env"
    if r in (r_curl, r_log) and style in ("vault", "angle"):
        style = pick(["env", "mask"])
    c = ctx()
    _CTX["svc"] = c["svc"]
    if r in CODE_REFS:
        f, snip = CODE_REFS[r](v)
        style = "code-ref"
    else:
        ph = placeholder(v, style)
        f, snip, _ = r(v, ph)
    _CTX.clear()
    if r is r_diff:
        snip = snip.replace("-%s=${%s}" % (v["var"], v["var"]), "-%s=%s" % (v["var"], pick(["", "TODO"])))
    si = pick(range(len(STORES)))
    kw = dict(v=v["name"] if lang == "en" else v["ko"], f=f, svc=c["svc"], e=c["e"], var=v["var"],
              store=STORES[si] if lang == "en" else STORES_KO[si])
    sit, les, ask = prose(C_SIT_LOG if r is r_log else C_SIT, lang, **kw), prose(C_LES, lang, **kw), prose(C_ASK, lang, **kw)
    if chance(0.7):
        mc, le = sit + "\n" + snip, les
    else:
        mc, le = sit.rstrip(":") + T(lang, " (snippet in lesson).", " (lesson에 snippet)"), snip + ("\n" + les if les else "")
    return "placeholder %s (%s): %s [%s]" % (r.__name__[2:], style, v["what"], v["name"]), (mc, le, ask)


# ------------------------------------------------------------- clean: bespoke risky-looking
CLEAN_T = []


def ct(fn):
    CLEAN_T.append(fn)
    return fn


def sha256hex():
    return hashlib.sha256(rb(16)).hexdigest()


@ct
def c_image_digest(lang):
    img = pick(IMAGES)
    d1, d2 = sha256hex(), sha256hex()
    art = "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s\n\n# k8s pins by digest now:\nimage: %s@sha256:%s" % (
        img, ver(), ver(), img.split("/", 1)[-1], d1, img, ver(), img, d2)
    mc = T(lang, "Rollback picked a different image than the one we tested.\n", "rollback 할 때 테스트한 것과 다른 이미지가 뜸.\n") + art
    le = T(lang, "Tags are mutable; pin by digest in the manifest and let Renovate bump it.", "tag는 바뀔 수 있음. manifest에는 digest로 고정하고 Renovate가 올리게 할 것.")
    return "digest: docker image sha256 digests", (mc, le, "")


@ct
def c_git_log(lang):
    lines = ["%s %s" % (hx(7), pick(["fix(auth): rotate session cookie on login", "chore: bump stripe-node to 17.3.0",
                                    "feat(api): add idempotency keys to POST /orders", "revert \"remove legacy token check\"",
                                    "ci: read NPM_TOKEN from OIDC", "refactor: move secrets to Vault paths", "docs: document TOSS_SECRET_KEY env"]))
             for _ in range(R.randint(4, 7))]
    full = hx(40)
    mc = T(lang, "Bisecting the login regression:\n$ git log --oneline -n %d\n" % len(lines), "로그인 회귀 bisect 중:\n$ git log --oneline -n %d\n" % len(lines)) + "\n".join(lines)
    le = T(lang, "First bad commit is %s (merge of the cookie refactor)." % full, "first bad commit은 %s (쿠키 리팩터링 merge)." % full)
    ak = T(lang, "Was %s deployed to prod before the hotfix?" % full[:12], "%s 가 핫픽스 전에 prod에 배포됐었는지?" % full[:12])
    return "git: commit SHAs in log/bisect", (mc, le, ak)


@ct
def c_lockfile(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        art = '"node_modules/jsonwebtoken": {\n  "version": "9.0.2",\n  "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",\n  "integrity": "sha512-%s=="\n}' % rs(86, B64)
        cat = "lockfile: npm integrity sha512"
    elif kind == 1:
        art = "cryptography==43.0.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256hex(), sha256hex())
        cat = "lockfile: pip --hash sha256"
    elif kind == 2:
        art = "golang.org/x/crypto v0.31.0 h1:%s=\ngolang.org/x/crypto v0.31.0/go.mod h1:%s=" % (rs(43, B64), rs(43, B64))
        cat = "lockfile: go.sum h1 hashes"
    else:
        art = '[[package]]\nname = "ring"\nversion = "0.17.8"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % sha256hex()
        cat = "lockfile: Cargo.lock checksum"
    mc = T(lang, "Dependabot PR changed only hashes in the lockfile; verifying it is safe:\n", "Dependabot PR이 lockfile의 해시만 바꿈. 안전한지 확인 중:\n") + art
    le = T(lang, "Hash-only changes come from a re-published tarball or a registry mirror; compare against the upstream registry.",
           "해시만 바뀌는 건 tarball 재배포나 registry mirror 때문. upstream registry 값이랑 비교할 것.")
    return cat, (mc, le, "")


@ct
def c_request_ids(lang):
    rid, trace, span = uid(), hx(32), hx(16)
    art = "%sT%s.%03dZ ERROR [%s] request failed status=502 request_id=%s traceparent=00-%s-%s-01 x-amz-request-id=%s x-amz-id-2=%s" % (
        date(), hhmm(), R.randint(0, 999), pick(SVC), rid, trace, span, rs(16, UHEX), rs(76, B64))
    mc = T(lang, "Correlating a 502 across the gateway and the service:\n", "gateway와 서비스 사이의 502를 연결해서 보는 중:\n") + art
    le = T(lang, "Search by trace id %s in Tempo; the request id is only unique per hop." % trace,
           "Tempo에서 trace id %s 로 검색하면 됨. request id는 hop마다 새로 생김." % trace)
    ak = T(lang, "Do we propagate traceparent through the SQS consumer too?", "SQS consumer까지 traceparent가 전파되는지?")
    return "ids: request id, traceparent, x-amz-id-2", (mc, le, ak)


@ct
def c_sentry_ray(lang):
    ev, ray = hx(32), hx(16) + "-" + pick(["ICN", "NRT", "FRA", "SJC"])
    mc = T(lang, "User reported a blank checkout page. Sentry event %s, Cloudflare Ray ID %s." % (ev, ray),
           "사용자가 결제 페이지가 하얗게 나온다고 제보. Sentry event %s, Cloudflare Ray ID %s." % (ev, ray))
    le = T(lang, "The Ray ID shows a WAF managed-rule block (rule %s), so the app never saw the request." % hx(32),
           "Ray ID 보면 WAF managed rule(%s)에서 막혔음. 앱까지 요청이 안 왔음." % hx(32))
    return "ids: Sentry event id + Cloudflare Ray ID", (mc, le, "")


@ct
def c_stripe_ids(lang):
    ids = dict(cus="cus_" + rs(14, AN), pi="pi_3" + rs(23, AN), evt="evt_1" + rs(23, AN), req="req_" + rs(14, AN),
               acct="acct_1" + rs(15, AN))
    ik = uid()
    art = "POST /v1/payment_intents -> 200 (%s)\nIdempotency-Key: %s\ncustomer=%s payment_intent=%s\nwebhook %s (payment_intent.succeeded) for %s" % (
        ids["req"], ik, ids["cus"], ids["pi"], ids["evt"], ids["acct"])
    mc = T(lang, "Customer charged twice? Stripe trail:\n", "고객이 두 번 결제됐다고 함. Stripe 기록:\n") + art
    le = T(lang, "Same idempotency key returned the cached response; the duplicate came from a second PaymentIntent created by the retry job.",
           "같은 idempotency key는 캐시된 응답을 돌려줌. 중복은 재시도 job이 PaymentIntent를 하나 더 만들어서 생긴 것.")
    return "ids: Stripe object ids and idempotency key [Stripe]", (mc, le, "")


@ct
def c_ssh_pubkey(lang):
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64)
    fp = "SHA256:" + rs(43, B64)
    u, m = pick(USERS), pick(["macbook", "thinkpad"])
    art = "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 %s %s@%s\n$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s@%s (ED25519)" % (
        pub, u, m, fp, u, m)
    mc = T(lang, "Added my public key to the bastion's authorized_keys:\n", "bastion authorized_keys에 내 공개키 추가함:\n") + art
    le = T(lang, "Permission denied was because the home dir was group-writable; sshd StrictModes rejects it.",
           "Permission denied 원인은 home 디렉터리가 group-writable이었기 때문. sshd StrictModes가 거부함.")
    return "public key: ssh-ed25519 public key + fingerprint", (mc, le, "")


@ct
def c_pem_public(lang):
    kind = R.randint(0, 1)
    if kind == 0:
        body = "\n".join(wrap(b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rb(150)), 64)[:4])
        art = "-----BEGIN PUBLIC KEY-----\n%s\n...\n-----END PUBLIC KEY-----" % body
        what = "JWT verification public key"
    else:
        body = "\n".join(wrap(b64(bytes.fromhex("308203") + rb(170)), 64)[:4])
        art = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % body
        what = "server certificate"
    mc = T(lang, "The %s the partner gave us (first lines):\n" % what, "파트너가 준 %s (앞부분):\n" % ("JWT 검증용 공개키" if kind == 0 else "서버 인증서")) + art
    le = T(lang, "Public keys and certificates can live in the repo; only the private half needs protecting.",
           "공개키와 인증서는 repo에 둬도 됨. 보호해야 하는 건 private key뿐.")
    return "public key: PEM public key / certificate", (mc, le, "")


@ct
def c_gpg(lang):
    fpr = rs(40, UHEX)
    art = "$ gpg --list-keys --keyid-format long %s@acme.io\npub   ed25519/%s %s [SC] [expires: 2027-01-01]\n      %s\nuid                 [ultimate] %s <%s@acme.io>\nsub   cv25519/%s %s [E]" % (
        pick(USERS), fpr[-16:], date(), fpr, pick(USERS), pick(USERS), rs(16, UHEX), date())
    mc = T(lang, "Commit signatures show 'Unverified' on GitHub.\n", "GitHub에서 커밋 서명이 'Unverified'로 나옴.\n") + art
    le = T(lang, "git config user.signingkey must be the long key id %s, and the email must match a verified GitHub email." % fpr[-16:],
           "git config user.signingkey는 long key id %s 여야 하고, 이메일이 GitHub에 인증된 이메일과 같아야 함." % fpr[-16:])
    return "public key: GPG fingerprint and key ids", (mc, le, "")


@ct
def c_wg_pub(lang):
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25" % (
        pick(["<contents of /etc/wireguard/private.key>", "(set via PostUp = wg set %i private-key /etc/wireguard/private.key)", "REPLACE_WITH_DEVICE_KEY"]),
        R.randint(2, 250), b64(rb(32)))
    mc = T(lang, "Template wg0.conf we hand to new laptops; the device generates its own private key:\n",
           "신규 노트북에 배포하는 wg0.conf 템플릿. private key는 기기에서 직접 생성함:\n") + art
    le = T(lang, "Only the server's PublicKey is shared; each client's public key is registered in the peer list.",
           "공유하는 건 서버 PublicKey뿐. 클라이언트 public key는 peer 목록에 등록함.")
    return "public key: WireGuard peer PublicKey with private key placeholder [WireGuard]", (mc, le, "")


@ct
def c_jwks(lang):
    kid = rs(43, B64U)
    art = '{\n  "keys": [{\n    "kty": "RSA",\n    "kid": "%s",\n    "use": "sig",\n    "alg": "RS256",\n    "n": "%s",\n    "e": "AQAB"\n  }]\n}' % (kid, rs(342, B64U))
    mc = T(lang, "Gateway fails to verify tokens after the IdP key rollover. JWKS it fetched:\n", "IdP 키 롤오버 후 gateway가 토큰 검증에 실패함. 가져온 JWKS:\n") + art
    le = T(lang, "The gateway cached JWKS for 24h; tokens signed with the new kid were rejected until refresh.",
           "gateway가 JWKS를 24시간 캐시함. 새 kid로 서명된 토큰은 갱신 전까지 거절됨.")
    return "public key: JWKS (kid, n, e)", (mc, le, "")


@ct
def c_aws_ids(lang):
    acct = dg(12)
    kms = uid()
    art = "role_arn = arn:aws:iam::%s:role/github-actions-deploy\nkms_key_id = arn:aws:kms:%s:%s:key/%s\nbucket = acme-%s-artifacts-%s" % (
        acct, pick(REGIONS), acct, kms, pick(ENVS), acct)
    mc = T(lang, "Artifact upload fails with KMS AccessDenied from CI:\n", "CI에서 artifact 업로드가 KMS AccessDenied로 실패:\n") + art
    le = T(lang, "The key policy did not list the OIDC role; IAM permissions alone are not enough for KMS.",
           "key policy에 OIDC role이 빠져 있었음. KMS는 IAM 권한만으로는 부족함.")
    ak = T(lang, "Is account %s the shared-services account or prod?" % acct, "계정 %s 가 shared-services인지 prod인지?" % acct)
    return "ids: AWS account id, role ARN, KMS key id [AWS]", (mc, le, ak)


@ct
def c_azure_ids(lang):
    art = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# no client secret: federated credential for repo acme/%s, environment %s" % (
        uid(), uid(), uid(), pick(SVC), pick(ENVS))
    mc = T(lang, "azure/login@v2 with OIDC. Repo variables (not secrets):\n", "azure/login@v2 OIDC 설정. repo variable (secret 아님):\n") + art
    le = T(lang, "AADSTS70021 means the federated credential subject does not match; it has to be repo:acme/x:environment:prod exactly.",
           "AADSTS70021은 federated credential subject가 안 맞는다는 뜻. repo:acme/x:environment:prod 형식으로 정확히 맞춰야 함.")
    return "ids: Azure tenant/subscription/client ids with OIDC [Azure]", (mc, le, "")


@ct
def c_google_client_id(lang):
    cid = dg(12) + "-" + rs(32, LAN) + ".apps.googleusercontent.com"
    art = "GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nGOOGLE_REDIRECT_URI=https://%s.acme.io/auth/callback" % (cid, pick(ENVS))
    mc = T(lang, "'redirect_uri_mismatch' on the preview deploy:\n", "preview 배포에서 'redirect_uri_mismatch' 남:\n") + art
    le = T(lang, "Each preview domain must be listed on the OAuth client; wildcard redirect URIs are not allowed.",
           "preview 도메인마다 OAuth client에 등록해야 함. redirect URI에 wildcard 안 됨.")
    return "ids: OAuth client id with secret reference [Google]", (mc, le, "")


@ct
def c_twilio_sid(lang):
    art = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=  # from %s" % (hx(32), hx(32), pick(STORES))
    mc = T(lang, "Which Twilio project sends the OTP SMS? From the config:\n", "OTP SMS를 어느 Twilio 프로젝트에서 보내는지? config 기준:\n") + art
    le = T(lang, "Account SIDs identify the project; they are not secret on their own.", "Account SID는 프로젝트 식별자일 뿐 그 자체로 비밀은 아님.")
    return "ids: Twilio Account SID / Messaging Service SID [Twilio]", (mc, le, "")


@ct
def c_base64_data(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        payload = json.dumps({"theme": pick(["dark", "light"]), "lang": pick(["ko", "en", "ja"]), "flags": ["new-checkout", "beta-search"]})
        art = "binaryData:\n  ui-defaults.json: %s" % b64(payload.encode())
        msg = T(lang, "ConfigMap with UI defaults (decodes to %s):\n" % payload, "UI 기본값 ConfigMap (디코딩하면 %s):\n" % payload)
    elif kind == 1:
        cursor = b64(json.dumps({"id": R.randint(10000, 99999), "created_at": date()}).encode())
        art = "GET /v1/orders?limit=50&cursor=%s" % cursor
        msg = T(lang, "Pagination cursor is just base64 JSON of the last row:\n", "pagination cursor는 마지막 row의 JSON을 base64 한 것:\n")
    else:
        art = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ" + rs(60, B64) + "=="
        msg = T(lang, "Email template inlines the logo as a data URI:\n", "메일 템플릿에서 로고를 data URI로 인라인함:\n")
    mc = msg + art
    le = T(lang, "base64 here is encoding, not secrecy, and nothing sensitive is inside.", "여기 base64는 단순 인코딩이고 안에 민감한 값은 없음.")
    return "base64: non-secret data (config / cursor / image)", (mc, le, "")


@ct
def c_versions(lang):
    art = "app: %s+build.%d.%s\nchart: %s\nimage: %s:v%s-%s\nnode: v22.11.0\nopenssl: 3.0.15\nandroid versionCode %d" % (
        ver(), R.randint(100, 9999), hx(7), ver(), pick(IMAGES), date().replace("-", "."), hx(7), R.randint(100000, 999999))
    mc = T(lang, "Release checklist - versions deployed to %s:\n" % pick(ENVS), "릴리스 체크리스트 - %s 배포 버전:\n" % pick(ENVS)) + art
    le = T(lang, "The build metadata suffix is ignored for semver precedence, so Renovate saw no update.",
           "build metadata 접미사는 semver 우선순위에서 무시돼서 Renovate가 업데이트로 인식 못 함.")
    return "versions: build metadata and tags", (mc, le, "")


@ct
def c_long_ids(lang):
    art = "pod/%s-%s-%s   0/1   CrashLoopBackOff\ns3://acme-%s-logs/AWSLogs/%s/elasticloadbalancing/%s/2025/11/26/%s_elasticloadbalancing_%s_app.%s.%s_%s.log.gz\nstatic/js/main.%s.chunk.js" % (
        pick(SVC), hx(10)[:9], rs(5, LAN), pick(ENVS), dg(12), pick(REGIONS), dg(12), pick(REGIONS), pick(SVC), hx(16), "20251126T0%d05Z" % R.randint(0, 9), hx(8))
    mc = T(lang, "Where the ALB logs and the crashing pod are:\n", "ALB 로그와 죽는 pod 위치:\n") + art
    le = T(lang, "The chunk hash changes every build; the CDN served a stale index.html pointing to a deleted chunk.",
           "chunk 해시는 빌드마다 바뀜. CDN이 지워진 chunk를 가리키는 예전 index.html을 서빙했음.")
    return "ids: pod names, S3 log keys, chunk hashes", (mc, le, "")


@ct
def c_password_policy(lang):
    minlen = pick([10, 12, 14, 16])
    if lang == "en":
        mc = "Security review asked for a stronger password policy on the admin console. Current validator:\n" + \
             "PASSWORD_REGEX = r'^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,128}$'" % minlen
        le = "NIST 800-63B says length beats composition rules; check against a breached-password list instead of forcing symbols. bcrypt cost stays at %d." % pick([10, 12, 13])
        ak = "Do we enforce the policy on existing passwords at next login, or only on change?"
    else:
        mc = "보안 점검에서 관리자 콘솔 비밀번호 정책 강화 요청. 현재 validator:\n" + \
             "PASSWORD_REGEX = r'^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,128}$'" % minlen
        le = "NIST 800-63B 기준으로는 조합 규칙보다 길이가 중요함. 특수문자 강제 대신 유출 비밀번호 목록과 대조하는 게 나음. bcrypt cost는 %d 유지." % pick([10, 12, 13])
        ak = "기존 비밀번호도 다음 로그인 때 정책 적용할지, 변경할 때만 적용할지?"
    return "discussion: password policy regex", (mc, le, ak)


@ct
def c_password_policy2(lang):
    if lang == "en":
        mc = "Product asked why signup rejects 'Password1!'. Rules: min %d chars, not in the top-100k breached list, not containing the email local part, max 3 repeated chars." % pick([10, 12])
        le = "Argon2id params: m=%d KiB, t=%d, p=%d; hashing takes ~%dms on the API pods." % (pick([19456, 65536]), pick([2, 3]), pick([1, 4]), R.randint(40, 180))
    else:
        mc = "기획에서 회원가입 시 'Password1!'이 왜 거절되는지 문의. 규칙: 최소 %d자, 유출 비밀번호 상위 10만 개 제외, 이메일 아이디 포함 금지, 같은 문자 3회 이상 반복 금지." % pick([10, 12])
        le = "Argon2id 파라미터: m=%d KiB, t=%d, p=%d. API pod에서 해시 한 번에 약 %dms." % (pick([19456, 65536]), pick([2, 3]), pick([1, 4]), R.randint(40, 180))
    return "discussion: password rules and hashing parameters", (mc, le, "")


@ct
def c_port_flags(lang):
    kind = R.randint(0, 4)
    arts = ["docker run -d -p 8443:443 -p 127.0.0.1:5432:5432 --name local-pg postgres:16",
            "ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s" % pick(HOSTS),
            "psql -h localhost -p 5433 -U %s -d app   # prompts for the password" % pick(USERS),
            "redis-cli -h 127.0.0.1 -p 6380 info replication",
            "mysql -h %s -P 3307 -u %s -p   # -p with no value = prompt" % (pick(HOSTS), pick(USERS))]
    art = arts[kind] + ("\nkubectl port-forward svc/%s %d:80 -n %s" % (pick(SVC), R.randint(8000, 9999), pick(ENVS)) if chance(0.5) else "")
    mc = T(lang, "Local repro commands (nothing worked until I fixed the port):\n", "로컬 재현 명령 (포트 고치기 전까지 다 안 됐음):\n") + art
    le = T(lang, "-p means port for ssh/psql/redis-cli but publish for docker; mysql uses -P for port and -p for the password prompt.",
           "-p가 ssh/psql/redis-cli에선 포트, docker에선 publish임. mysql은 -P가 포트고 -p는 비번 프롬프트.")
    return "shell: -p/-P flags for ports and prompts", (mc, le, "")


@ct
def c_fake_fixtures(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        art = "# tests/fixtures/aws.env (from the AWS docs)\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    elif kind == 1:
        art = "def test_rejects_bad_key(client):\n    resp = client.get('/v1/me', headers={'Authorization': 'Bearer not-a-real-token'})\n    assert resp.status_code == 401"
    elif kind == 2:
        art = "fixtures:\n  users:\n    - email: alice@example.com\n      password: \"<generated-in-test>\"\n    - email: bob@example.com\n      password: \"<generated-in-test>\""
    else:
        art = "moto mock: boto3.client('s3', aws_access_key_id='testing', aws_secret_access_key='testing', region_name='us-east-1')"
    mc = T(lang, "Secret scanner flagged the test fixtures in PR #%d:\n" % R.randint(100, 5000), "시크릿 스캐너가 PR #%d 의 테스트 fixture를 잡음:\n" % R.randint(100, 5000)) + art
    le = T(lang, "These are documented example / dummy values; added them to the scanner allowlist with a comment.",
           "문서에 나오는 예시 값 / 더미 값임. 주석 달아서 스캐너 allowlist에 추가함.")
    return "fixtures: obviously fake example credentials", (mc, le, "")


@ct
def c_secret_refs(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        art = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n  - secretKey: DB_PASSWORD\n    remoteRef:\n      key: %s/%s/db\n      property: password" % (pick(ENVS), pick(SVC))
    elif kind == 1:
        art = "env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: stripe-secret-key" % pick(SVC)
    elif kind == 2:
        art = "data \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id = \"arn:aws:secretsmanager:%s:%s:secret:%s/db-%s\"\n}" % (pick(REGIONS), dg(12), pick(ENVS), rs(6, AN))
    elif kind == 3:
        art = "withCredentials([string(credentialsId: 'npm-publish-token', variable: 'NPM_TOKEN'),\n                 usernamePassword(credentialsId: 'nexus', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n    sh 'npm publish --registry https://nexus.acme.internal/repository/npm-private/'\n}"
    else:
        art = "$ op run --env-file=.env.tpl -- ./scripts/migrate.sh\n# .env.tpl\nDATABASE_PASSWORD=op://Infra/%s-db/password\nSENTRY_AUTH_TOKEN=op://Infra/sentry/credential" % pick(ENVS)
    mc = T(lang, "How %s gets its secrets now:\n" % pick(SVC), "%s가 이제 secret을 받는 방식:\n" % pick(SVC)) + art
    le = T(lang, "Only references live in git; access is controlled by the store's IAM.", "git에는 reference만 있고 접근은 store의 IAM으로 통제됨.")
    return "secret-manager references", (mc, le, "")


@ct
def c_encrypted_blobs(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        art = "db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s" % (
            rs(24, B64), rs(43, B64) + "=", rs(22, B64) + "==", rs(58, BECH.lower()))
        cat = "encrypted: SOPS ciphertext with age recipient [age/SOPS]"
    elif kind == 1:
        art = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(4))
        cat = "encrypted: Ansible Vault ciphertext [Ansible]"
    else:
        art = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag%s" % rs(300, B64)
        cat = "encrypted: SealedSecret encryptedData [Kubernetes]"
    mc = T(lang, "Encrypted secrets file committed for GitOps:\n", "GitOps용으로 커밋한 암호화된 secret 파일:\n") + art
    le = T(lang, "Ciphertext is safe in git as long as the decryption key stays in KMS / the controller.",
           "복호화 키가 KMS/컨트롤러에만 있으면 ciphertext는 git에 있어도 안전함.")
    return cat, (mc, le, "")


@ct
def c_redacted_logs(lang):
    art = "%sT%sZ INFO  outgoing POST https://api.%s/v1/messages headers={'Authorization': 'Bearer [REDACTED]', 'x-api-key': '***', 'Content-Type': 'application/json'} body_bytes=%d" % (
        date(), hhmm(), pick(["anthropic.com", "openai.com", "toss.im", "line.me"]), R.randint(200, 9000))
    art += "\n%sT%sZ INFO  db connect postgres://app:****@%s:5432/app" % (date(), hhmm(), pick(HOSTS))
    mc = T(lang, "Confirmed the redaction middleware after the incident:\n", "사고 이후 redaction middleware 동작 확인함:\n") + art
    le = T(lang, "The middleware masks by header name and URL userinfo; query-string keys still need the allowlist.",
           "middleware는 header 이름이랑 URL userinfo 기준으로 마스킹함. query string key는 allowlist로 따로 처리해야 함.")
    return "redacted: masked headers and URL password", (mc, le, "")


@ct
def c_env_refs_code(lang):
    kind = R.randint(0, 3)
    arts = ['api_key = os.environ["OPENAI_API_KEY"]\nif not api_key.startswith("sk-"):\n    raise RuntimeError("OPENAI_API_KEY looks wrong")',
            "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-11-20.acacia' });",
            'key := os.Getenv("TOSS_SECRET_KEY")\nif key == "" {\n\tlog.Fatal("TOSS_SECRET_KEY not set")\n}',
            '@Value("${kakao.admin-key}")\nprivate String kakaoAdminKey;']
    mc = T(lang, "Code path that loads the key (no literal values anywhere):\n", "key 로딩하는 코드 (리터럴 값 없음):\n") + arts[kind]
    le = T(lang, "Fail fast at boot when the variable is missing instead of failing on the first request.",
           "변수가 없으면 첫 요청에서 터지지 말고 부팅 시점에 바로 실패시킬 것.")
    return "code: env var references only", (mc, le, "")


@ct
def c_gha_oidc(lang):
    art = "permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::%s:role/gha-%s\n      aws-region: %s\n  - run: npm publish\n    env:\n      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}" % (dg(12), pick(ENVS), pick(REGIONS))
    mc = T(lang, "Workflow after removing the static AWS keys:\n", "정적 AWS key 제거 후 workflow:\n") + art
    le = T(lang, "Forked PRs do not get secrets or id-token; the publish job runs only on tags.", "fork PR에는 secret도 id-token도 안 넘어감. publish job은 tag에서만 돌게 함.")
    return "ci: GitHub Actions OIDC + secrets reference [GitHub]", (mc, le, "")


@ct
def c_known_hosts(lang):
    fp = "SHA256:" + rs(43, B64)
    art = "The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (
        pick(HOSTS), "10.0.%d.%d" % (R.randint(0, 255), R.randint(1, 254)), fp)
    mc = T(lang, "Bastion was rebuilt, so SSH warns:\n", "bastion을 다시 만들어서 SSH 경고가 뜸:\n") + art
    le = T(lang, "Compare with the fingerprint published in the infra repo before typing yes.", "yes 치기 전에 infra repo에 공개된 fingerprint랑 비교할 것.")
    return "public key: SSH host key fingerprint", (mc, le, "")


@ct
def c_checksums(lang):
    art = "\n".join("%s  %s" % (sha256hex(), f) for f in R.sample(["terraform_1.10.0_linux_amd64.zip", "kubectl", "helm-v3.16.3-linux-arm64.tar.gz",
                                                                   "gh_2.63.0_linux_amd64.deb", "sops-v3.9.1.linux.amd64"], 3))
    mc = T(lang, "Pinned tool checksums for the CI image:\n", "CI 이미지용 도구 체크섬 고정:\n") + art
    le = T(lang, "`sha256sum -c` in the Dockerfile fails the build if a mirror serves a different binary.", "Dockerfile에서 `sha256sum -c` 하면 미러가 다른 바이너리를 주면 빌드가 실패함.")
    return "digest: sha256sum of release binaries", (mc, le, "")


@ct
def c_tf_ids(lang):
    art = "aws_instance.api[0]: id=i-0%s\naws_security_group.api: id=sg-0%s\naws_db_instance.main: id=db-%s\nlineage = \"%s\"\nserial = %d" % (
        hx(16), hx(16), rs(26, UAN), uid(), R.randint(10, 900))
    mc = T(lang, "State after the import:\n", "import 후 state:\n") + art
    le = T(lang, "A lineage mismatch means the local state belongs to another workspace; never force-push it.",
           "lineage가 다르면 로컬 state가 다른 workspace 것임. 절대 force push 하지 말 것.")
    return "ids: Terraform resource ids and lineage [Terraform]", (mc, le, "")


@ct
def c_mobile_ids(lang):
    sha1 = ":".join(rs(2, UHEX) for _ in range(20))
    art = "SHA-1 certificate fingerprint: %s\nbundle id: com.acme.%s\nApple Team ID: %s\nApp Store Connect Key ID: %s\nIssuer ID: %s" % (
        sha1, pick(["shop", "pay", "delivery"]), rs(10, UAN), rs(10, UAN), uid())
    mc = T(lang, "Google Sign-In fails only on the release build. Identifiers:\n", "release 빌드에서만 Google 로그인이 실패. 식별자:\n") + art
    le = T(lang, "The release build is signed by Play App Signing, so its SHA-1 must be registered, not the upload key's.",
           "release 빌드는 Play App Signing으로 서명되니까 upload key가 아니라 그 SHA-1을 등록해야 함.")
    return "ids: signing cert fingerprint, team/key/issuer ids [Apple/Google]", (mc, le, "")


@ct
def c_oauth_authorize(lang):
    art = "https://accounts.%s/oauth/authorize?response_type=code&client_id=%s&redirect_uri=%s&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        pick(["kakao.com", "acme.io", "google.com"]), rs(32, LAN), pct("https://app.acme.io/callback"), rs(22, B64U), rs(43, B64U))
    mc = T(lang, "PKCE flow breaks on Safari. Authorize URL we build:\n", "Safari에서 PKCE flow가 깨짐. 우리가 만드는 authorize URL:\n") + art
    le = T(lang, "state and code_challenge are public by design; the verifier stays in sessionStorage, which Safari cleared on the cross-site redirect.",
           "state와 code_challenge는 원래 공개되는 값. verifier는 sessionStorage에 있는데 Safari가 cross-site redirect에서 지워버림.")
    return "oauth: authorize URL with state and code_challenge", (mc, le, "")


@ct
def c_webhook_sig(lang):
    art = "X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (uid(), hx(64))
    mc = T(lang, "Delivery that our receiver rejected (headers from the Recent Deliveries page):\n", "receiver가 거절한 delivery (Recent Deliveries 페이지 헤더):\n") + art
    le = T(lang, "The signature is an HMAC over this payload only; the mismatch came from the proxy re-serialising JSON.",
           "signature는 이 payload에 대한 HMAC일 뿐. 불일치는 프록시가 JSON을 다시 직렬화해서 생김.")
    return "signature: webhook HMAC header value (not a key) [GitHub]", (mc, le, "")


@ct
def c_random_ids(lang):
    art = "container_id=%s\nresourceVersion=%d\nETag: \"%s\"\nx-goog-generation: %d\nchrome extension id: %s" % (
        hx(64), R.randint(10 ** 7, 10 ** 9), hx(32), R.randint(10 ** 15, 10 ** 16), rs(32, "abcdefghijklmnop"))
    mc = T(lang, "Cache invalidation bug - collected identifiers:\n", "캐시 무효화 버그 - 수집한 식별자:\n") + art
    le = T(lang, "The ETag did not change because the object was rewritten with identical bytes.", "같은 바이트로 다시 써서 ETag가 안 바뀌었음.")
    return "ids: container id, ETag, generation", (mc, le, "")


@ct
def c_env_example(lang):
    names = R.sample([v["var"] for v in VENDORS], R.randint(3, 6))
    art = "\n".join("%s=" % n for n in names) + "\nPORT=3000\nLOG_LEVEL=debug"
    mc = T(lang, "Regenerated .env.example from the config schema:\n", "config schema에서 .env.example 다시 생성함:\n") + art
    le = T(lang, "Empty values make the app fail fast; docs explain where each value comes from.", "값이 비어 있으면 앱이 바로 실패함. 각 값 출처는 문서에 적어둠.")
    return "dotenv: .env.example with empty values", (mc, le, "")


@ct
def c_helm_existing(lang):
    art = "postgresql:\n  auth:\n    existingSecret: %s-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\nredis:\n  auth:\n    existingSecret: %s-redis\n    existingSecretPasswordKey: redis-password" % (pick(SVC), pick(SVC))
    mc = T(lang, "values.yaml after moving passwords out of the chart values:\n", "chart values에서 비번 빼낸 후 values.yaml:\n") + art
    le = T(lang, "existingSecret survives upgrades; the chart no longer generates random passwords on each install.",
           "existingSecret은 upgrade 해도 유지됨. chart가 설치할 때마다 랜덤 비번을 만들지 않음.")
    return "yaml: Helm existingSecret references [Bitnami]", (mc, le, "")


@ct
def c_docker_secret(lang):
    art = "$ printf '%%s' \"$DB_PASSWORD\" | docker secret create %s_db_password -\n%s\n$ docker service create --secret %s_db_password -e DB_PASSWORD_FILE=/run/secrets/%s_db_password acme/api:%s" % (
        pick(ENVS), rs(25, LAN), pick(ENVS), pick(ENVS), ver())
    mc = T(lang, "Swarm service secrets:\n", "Swarm 서비스 secret 설정:\n") + art
    le = T(lang, "The id printed by `docker secret create` is just the object id.", "`docker secret create`가 출력하는 건 객체 id일 뿐.")
    return "shell: docker secret create from env var", (mc, le, "")


@ct
def c_totp_discussion(lang):
    mc = T(lang, "Adding TOTP to the admin console. Enrollment URI format: otpauth://totp/Acme:{email}?secret={BASE32_SECRET}&issuer=Acme&period=30",
           "관리자 콘솔에 TOTP 추가 중. 등록 URI 형식: otpauth://totp/Acme:{email}?secret={BASE32_SECRET}&issuer=Acme&period=30")
    le = T(lang, "Store the seed encrypted with the app KMS key; allow +-1 step for clock drift; rate-limit to 5 tries/min.",
           "seed는 앱 KMS key로 암호화해서 저장. 시간 오차 허용 +-1 step, 분당 5회로 rate limit.")
    ak = T(lang, "Do we need recovery codes at launch, or is admin reset enough?", "출시 때 recovery code가 필요한지, 관리자 리셋으로 충분한지?")
    return "discussion: TOTP enrollment format with placeholders", (mc, le, ak)


@ct
def c_slack_ids(lang):
    art = "team_id=T%s channel=C%s user=U%s bot_id=B%s app_id=A%s\nwebhook: https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX (placeholder in docs)" % (
        rs(8, UAN), rs(10, UAN), rs(10, UAN), rs(10, UAN), rs(10, UAN))
    mc = T(lang, "Bot posts to the wrong channel; ids from the event payload:\n", "봇이 엉뚱한 채널에 글을 씀. event payload의 id들:\n") + art
    le = T(lang, "Channel ids differ between the test and prod workspaces.", "test 워크스페이스와 prod 워크스페이스의 채널 id가 다름.")
    return "ids: Slack team/channel/user ids [Slack]", (mc, le, "")


@ct
def c_firebase_ids(lang):
    proj = pick(["acme-shop", "acme-pay-kr", "acme-delivery"])
    art = "projectId: %s\nmessagingSenderId: \"%s\"\nappId: \"1:%s:android:%s\"\nstorageBucket: %s.appspot.com" % (proj, dg(12), dg(12), hx(22), proj)
    mc = T(lang, "google-services.json fields for the new flavor:\n", "새 flavor용 google-services.json 필드:\n") + art
    le = T(lang, "Firebase identifiers are fine in the client; security rules are what protect the data.", "Firebase 식별자는 클라이언트에 있어도 됨. 데이터 보호는 security rules가 담당.")
    return "ids: Firebase project / app ids [Firebase]", (mc, le, "")


@ct
def c_network(lang):
    art = "| host | ip | mac | ipv6 |\n|---|---|---|---|\n" + "\n".join("| %s | 10.%d.%d.%d | %s | fd00::%s |" % (
        pick(["gw", "db-1", "db-2", "nas", "ap-3f"]), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254),
        ":".join(hx(2) for _ in range(6)), hx(4)) for _ in range(3))
    mc = T(lang, "Inventory of the office rack before the move:\n", "이사 전 사무실 랙 인벤토리:\n") + art
    le = T(lang, "DHCP reservations are keyed by MAC, so they survive the move.", "DHCP 예약이 MAC 기준이라 이사 후에도 유지됨.")
    return "table: IPs, MACs, IPv6", (mc, le, "")


@ct
def c_error_no_key(lang):
    arts = ["openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************abcd.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
            "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
            "{\"code\":\"UNAUTHORIZED_KEY\",\"message\":\"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.\"}",
            "401 Unauthorized: {\"msg\":\"-401\",\"code\":-401} KakaoAK header is missing"]
    mc = T(lang, "Error seen after the key rotation:\n", "key rotation 이후 보이는 에러:\n") + pick(arts)
    le = T(lang, "The new value was saved in the wrong environment's secret; prod still pointed to the revoked one.",
           "새 값을 다른 환경 secret에 저장했음. prod는 여전히 revoke된 값을 가리키고 있었음.")
    return "log: auth error messages without the key", (mc, le, "")


@ct
def c_kafka_user_only(lang):
    art = "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"${file:/etc/kafka/secrets.properties:confluent.secret}\";" % rs(16, UAN)
    mc = T(lang, "Connector config after moving the secret to a config provider:\n", "secret을 config provider로 옮긴 후 connector 설정:\n") + art
    le = T(lang, "The username is the API key id and not secret; the password resolves at runtime.", "username은 API key id라서 비밀이 아님. password는 런타임에 resolve 됨.")
    return "config: Kafka JAAS with config-provider password [Confluent Cloud]", (mc, le, "")


@ct
def c_sri(lang):
    art = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>\n<meta http-equiv="Content-Security-Policy" content="script-src \'self\' \'nonce-%s\'">' % (
        rs(64, B64), rs(22, B64) + "==")
    mc = T(lang, "Chart.js stopped loading after the CDN update:\n", "CDN 업데이트 후 Chart.js가 안 불러와짐:\n") + art
    le = T(lang, "The SRI hash was for 4.4.5; SRI must be regenerated whenever the version changes.", "SRI 해시가 4.4.5 기준이었음. 버전 바뀔 때마다 SRI를 다시 생성해야 함.")
    return "digest: SRI integrity + CSP nonce", (mc, le, "")


@ct
def c_git_lfs(lang):
    art = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256hex(), R.randint(10 ** 5, 10 ** 9))
    mc = T(lang, "Model weights file in the repo is only a pointer:\n", "repo에 있는 모델 weight 파일이 포인터뿐임:\n") + art
    le = T(lang, "CI checkout needs `lfs: true`; otherwise the loader reads this text file.", "CI checkout에 `lfs: true`가 있어야 함. 안 그러면 로더가 이 텍스트 파일을 읽음.")
    return "digest: git LFS pointer oid", (mc, le, "")


@ct
def c_i18n_password(lang):
    art = '{\n  "auth.password.label": "비밀번호",\n  "auth.password.placeholder": "8자 이상 입력하세요",\n  "auth.password.error.mismatch": "비밀번호가 일치하지 않습니다",\n  "auth.apiKey.help": "API 키는 설정 > 개발자 메뉴에서 발급할 수 있습니다"\n}'
    mc = T(lang, "ko.json strings for the new login form:\n", "새 로그인 폼용 ko.json 문자열:\n") + art
    le = T(lang, "Translators need context comments; 'key' was translated as 열쇠 in one place.", "번역가한테 맥락 주석이 필요함. 'key'가 한 군데에서 '열쇠'로 번역됨.")
    return "i18n: password/API key UI strings", (mc, le, "")


@ct
def c_iam_policy(lang):
    art = '{\n  "Version": "2012-10-17",\n  "Statement": [{\n    "Effect": "Allow",\n    "Action": ["secretsmanager:GetSecretValue"],\n    "Resource": "arn:aws:secretsmanager:%s:%s:secret:%s/*"\n  }]\n}' % (pick(REGIONS), dg(12), pick(ENVS))
    mc = T(lang, "Narrowed the task role policy:\n", "task role policy 범위를 좁힘:\n") + art
    le = T(lang, "Wildcard on the secret name prefix is fine; the random 6-char suffix changes on recreate.", "secret 이름 prefix에 wildcard 쓰는 건 괜찮음. 뒤의 랜덤 6글자는 재생성하면 바뀜.")
    return "policy: IAM policy JSON for secret access [AWS]", (mc, le, "")


@ct
def c_ssh_keygen(lang):
    fp = "SHA256:" + rs(43, B64)
    u, sv = pick(USERS), pick(SVC)
    art = "$ ssh-keygen -t ed25519 -C \"%s@acme.io\" -f ~/.ssh/deploy_%s\nGenerating public/private ed25519 key pair.\nYour identification has been saved in /home/%s/.ssh/deploy_%s\nYour public key has been saved in /home/%s/.ssh/deploy_%s.pub\nThe key fingerprint is:\n%s %s@acme.io" % (
        u, sv, u, sv, u, sv, fp, u)
    mc = T(lang, "Created a dedicated deploy key:\n", "전용 deploy key 생성함:\n") + art
    le = T(lang, "Registered only the .pub as a read-only deploy key; the private file never left the runner.", ".pub만 read-only deploy key로 등록함. private 파일은 runner 밖으로 안 나감.")
    return "public key: ssh-keygen output with fingerprint", (mc, le, "")


@ct
def c_pgp_sig(lang):
    art = "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(wrap(rs(200, B64), 64)) + "\n=%s\n-----END PGP SIGNATURE-----" % rs(4, B64)
    mc = T(lang, "Release asset SHA256SUMS.asc (detached signature):\n", "릴리스 에셋 SHA256SUMS.asc (분리 서명):\n") + art
    le = T(lang, "A signature proves who signed; publishing it is the point.", "서명은 누가 서명했는지 증명하는 것이라 공개하는 게 정상.")
    return "signature: detached PGP signature block", (mc, le, "")


@ct
def c_hash_discussion(lang):
    art = "password_hash column: bcrypt, cost %d, prefix $2b$; migration adds argon2id for new users (m=65536,t=3,p=4); old hashes upgraded on next login." % pick([10, 12])
    mc = T(lang, "Plan for the hashing migration:\n", "해시 마이그레이션 계획:\n") + art
    le = T(lang, "Never compare hashes with ==; use the library verify() to stay constant-time.", "해시를 == 로 비교하지 말 것. 상수 시간 비교되는 라이브러리 verify()를 써야 함.")
    return "discussion: password hashing migration", (mc, le, "")


@ct
def c_kakao_ids(lang):
    art = "Kakao app id: %s\nNative app key 위치: local.properties -> kakao.native.key=${KAKAO_NATIVE_KEY}\nRedirect URI: kakao{NATIVE_APP_KEY}://oauth\nkey hash: %s" % (dg(6), rs(27, B64) + "=")
    mc = T(lang, "Kakao login on Android returns KOE101. Settings:\n", "안드로이드 카카오 로그인이 KOE101 반환. 설정:\n") + art
    le = T(lang, "KOE101 = wrong app key for the package; the key hash of the release keystore was not registered.",
           "KOE101은 패키지에 맞지 않는 앱 키. release keystore의 key hash가 등록 안 돼 있었음.")
    return "ids: Kakao app id, key hash, placeholders [Kakao]", (mc, le, "")


@ct
def c_ncp_iam_ids(lang):
    art = "NCLOUD_ACCESS_KEY=${NCLOUD_ACCESS_KEY}\nNCLOUD_SECRET_KEY=${NCLOUD_SECRET_KEY}\nNCLOUD_REGION=KR\nserver instance no: %d\nVPC no: %d\nsubnet: %s" % (
        R.randint(10 ** 7, 10 ** 8), R.randint(10 ** 4, 10 ** 5), pick(["10.0.1.0/24", "172.16.10.0/24"]))
    mc = T(lang, "Terraform for Naver Cloud, provider block reads from env:\n", "Naver Cloud Terraform, provider 블록은 env에서 읽음:\n") + art
    le = T(lang, "ncloud provider needs support_vpc = true or it silently targets Classic.", "ncloud provider는 support_vpc = true 가 없으면 조용히 Classic을 대상으로 함.")
    return "env refs + instance ids [Naver Cloud]", (mc, le, "")


@ct
def c_ci_log_long(lang):
    lines = ["Run actions/checkout@%s" % hx(40), "Syncing repository: acme/%s" % pick(SVC),
             "HEAD is now at %s %s" % (hx(7), pick(["fix: retry on 429", "feat: add coupon api", "chore: bump deps"])),
             "Run actions/cache@v4", "Cache restored from key: node-cache-Linux-x64-npm-%s" % sha256hex(),
             "Run npm ci", "added %d packages, and audited %d packages in %ds" % (R.randint(600, 1500), R.randint(600, 1500), R.randint(10, 90)),
             "Run docker/build-push-action@v6", "#12 exporting manifest sha256:%s done" % sha256hex(),
             "#12 exporting config sha256:%s done" % sha256hex(),
             "#12 pushing layers %.1fs done" % (R.random() * 30), "ImageID sha256:%s" % sha256hex(),
             "Digest sha256:%s" % sha256hex(), "Run aws-actions/configure-aws-credentials@v4",
             "Assuming role with OIDC: arn:aws:iam::%s:role/gha-deploy" % dg(12),
             "Authenticated as assumedRoleId AROA%s:GitHubActions" % rs(17, UAN), "Post job cleanup."]
    mc = T(lang, "Full CI log of the green run, to compare with the red one:\n", "비교용으로 성공한 CI 실행 전체 로그:\n") + "\n".join(lines)
    le = T(lang, "Both runs pushed the same digest; the difference was the cache key, which changed because the lockfile was regenerated.",
           "두 실행 모두 같은 digest를 push 했음. 차이는 cache key였고 lockfile이 재생성되면서 바뀌었음.")
    return "ci log: long log with digests, SHAs, role ids", (mc, le, "")


# ------------------------------------------------------------- clean: publishable (client-side) keys
PUB_T = []


def pt(fn):
    PUB_T.append(fn)
    return fn


def pub_note(lang, vendor, what, art, en_sit, ko_sit, en_les, ko_les):
    mc = T(lang, en_sit, ko_sit) + "\n" + art
    le = T(lang, en_les, ko_les)
    return "publishable: %s [%s] [publishable]" % (what, vendor), (mc, le, "")


@pt
def p_stripe(lang):
    art = "const stripe = await loadStripe('pk_live_51%s');" % rs(96, AN)
    return pub_note(lang, "Stripe", "pk_live in checkout page", art, "Checkout page init:", "결제 페이지 초기화 코드:",
                    "Publishable keys are meant for the browser; the secret key stays on the server.",
                    "publishable key는 원래 브라우저용임. secret key만 서버에 두면 됨.")


@pt
def p_toss(lang):
    art = "const tossPayments = TossPayments('live_ck_%s');\nconst widgets = tossPayments.widgets({ customerKey });" % rs(28, AN)
    return pub_note(lang, "Toss Payments", "client key (live_ck_) in widget", art, "Payment widget on the order page:",
                    "주문 페이지 결제위젯:", "The client key is public; confirmation happens server-side with the secret key.",
                    "클라이언트 키는 공개용이고 승인 API는 서버에서 시크릿 키로 호출함.")


@pt
def p_kakao_js(lang):
    art = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js\" crossorigin=\"anonymous\"></script>\n<script>Kakao.init('%s');</script>" % hx(32)
    return pub_note(lang, "Kakao", "JavaScript key in Kakao.init", art, "Kakao share button on the event page:",
                    "이벤트 페이지 카카오 공유 버튼:", "The JavaScript key is restricted by registered site domains.",
                    "JavaScript 키는 등록된 사이트 도메인으로 제한됨.")


@pt
def p_firebase_web(lang):
    proj = pick(["acme-shop", "acme-web-kr"])
    art = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
        rs(35, B64U), proj, proj, dg(12), hx(22))
    return pub_note(lang, "Firebase", "web apiKey in firebaseConfig", art, "Web app Firebase config:", "웹앱 Firebase 설정:",
                    "Firebase web API keys only identify the project; access is enforced by Security Rules and App Check.",
                    "Firebase 웹 API 키는 프로젝트 식별용. 접근 제어는 Security Rules와 App Check가 함.")


@pt
def p_sentry_dsn(lang):
    art = "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (hx(32), dg(6), dg(7))
    return pub_note(lang, "Sentry", "browser DSN", art, "Frontend Sentry init:", "프론트엔드 Sentry 초기화:",
                    "The DSN is public by design; abuse is handled with allowed domains and rate limits.",
                    "DSN은 원래 공개되는 값. 남용은 allowed domains와 rate limit으로 막음.")


@pt
def p_supabase_anon(lang):
    ref = rs(20, LO)
    if chance(0.5):
        key = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": ts(), "exp": ts() + 315360000})
    else:
        key = "sb_publishable_" + rs(22, B64U) + "_" + rs(8, AN)
    art = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, key)
    return pub_note(lang, "Supabase", "anon / publishable key", art, "Client env for the Next.js app:", "Next.js 앱 클라이언트 env:",
                    "The anon key is safe in the browser only because RLS is enabled on every table.",
                    "anon key는 모든 테이블에 RLS가 켜져 있어서 브라우저에 있어도 됨.")


@pt
def p_algolia(lang):
    art = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(10, UAN), hx(32))
    return pub_note(lang, "Algolia", "search-only API key", art, "InstantSearch setup:", "InstantSearch 설정:",
                    "Search-only keys are designed for frontends; the admin key never leaves the indexer.",
                    "search-only key는 프론트엔드용으로 설계된 것. admin key는 indexer 밖으로 안 나감.")


@pt
def p_posthog(lang):
    art = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(43, AN)
    return pub_note(lang, "PostHog", "project API key (phc_)", art, "Analytics snippet:", "분석 스니펫:",
                    "Project keys are write-only ingestion keys, public by design.",
                    "project key는 수집 전용 키라서 원래 공개용.")


@pt
def p_mapbox(lang):
    tok = "pk." + b64u(('{"u":"%s","a":"%s"}' % (pick(["acme-maps", "routing-team"]), rs(9, LAN))).encode()) + "." + rs(22, B64U)
    art = "mapboxgl.accessToken = '%s';" % tok
    return pub_note(lang, "Mapbox", "public token (pk.)", art, "Store locator map:", "매장 찾기 지도:",
                    "Public tokens are URL-restricted; only sk. tokens must stay server-side.",
                    "public token은 URL 제한이 걸려 있음. 서버에만 둬야 하는 건 sk. 토큰.")


@pt
def p_recaptcha(lang):
    if chance(0.5):
        art = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(38, B64U)
        v, w = "Google reCAPTCHA", "site key"
    else:
        art = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(14, B64U)
        v, w = "Cloudflare Turnstile", "sitekey"
    return pub_note(lang, v, w, art, "Signup form captcha widget:", "회원가입 폼 캡차 위젯:",
                    "The site key is embedded in HTML by design; the secret key is only used on verify.",
                    "site key는 원래 HTML에 들어감. secret key는 검증할 때 서버에서만 씀.")


@pt
def p_clerk(lang):
    art = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64nopad("clerk.%s.acme.io$" % pick(["app", "shop", "admin"]))
    return pub_note(lang, "Clerk", "publishable key", art, "Frontend auth env:", "프론트엔드 인증 env:",
                    "The publishable key only encodes the Frontend API domain.", "publishable key에는 Frontend API 도메인만 인코딩돼 있음.")


@pt
def p_launchdarkly(lang):
    art = "const ldClient = LDClient.initialize('%s', context);" % hx(24)
    return pub_note(lang, "LaunchDarkly", "client-side ID", art, "Feature flag client in the SPA:", "SPA 피처 플래그 클라이언트:",
                    "Client-side IDs are public; only flags marked client-side are exposed.", "client-side ID는 공개용. client-side로 표시된 플래그만 노출됨.")


@pt
def p_datadog_rum(lang):
    art = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s'\n});" % (uid(), hx(32), pick(SVC))
    return pub_note(lang, "Datadog", "RUM client token", art, "RUM init in the web app:", "웹앱 RUM 초기화:",
                    "Client tokens (pub...) can only submit RUM/log data, not read anything.", "client token(pub...)은 RUM/로그 전송만 가능하고 조회는 불가.")


@pt
def p_newrelic_browser(lang):
    art = "NREUM.loader_config = { accountID: \"%s\", licenseKey: \"NRJS-%s\", applicationID: \"%s\" };" % (dg(7), hx(19), dg(9))
    return pub_note(lang, "New Relic", "browser license key (NRJS-)", art, "Browser agent config:", "브라우저 에이전트 설정:",
                    "The browser key ships in page source; ingest keys for servers are different.", "브라우저 키는 페이지 소스에 그대로 들어감. 서버용 ingest key와 별개.")


@pt
def p_naver_maps(lang):
    art = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(10, LAN)
    return pub_note(lang, "Naver Cloud Maps", "ncpKeyId in script URL", art, "Naver map on the store page:", "매장 페이지 네이버 지도:",
                    "The key id is restricted by Web service URL in the console.", "key id는 콘솔의 Web 서비스 URL로 제한됨.")


@pt
def p_portone(lang):
    art = "PortOne.requestPayment({\n  storeId: 'store-%s',\n  channelKey: 'channel-key-%s',\n  paymentId: `order-${orderId}`,\n  orderName: '정기구독',\n  totalAmount: 9900,\n  currency: 'CURRENCY_KRW',\n});" % (uid(), uid())
    return pub_note(lang, "PortOne", "storeId / channelKey", art, "Checkout call on the client:", "클라이언트 결제 호출:",
                    "storeId and channelKey are client identifiers; verification uses the V2 API secret on the server.",
                    "storeId랑 channelKey는 클라이언트 식별자. 검증은 서버에서 V2 API secret으로 함.")


@pt
def p_mixpanel(lang):
    art = "mixpanel.init('%s', { track_pageview: true, persistence: 'localStorage' });" % hx(32)
    return pub_note(lang, "Mixpanel", "project token", art, "Tracking init:", "트래킹 초기화:",
                    "Project tokens are public; exports need a service account secret instead.", "project token은 공개용. export에는 service account secret이 따로 필요.")


@pt
def p_razorpay(lang):
    art = "const rzp = new Razorpay({ key: 'rzp_live_%s', order_id: '%s', currency: 'INR' });" % (rs(14, AN), "order_" + rs(14, AN))
    return pub_note(lang, "Razorpay", "key_id in checkout", art, "Checkout options:", "체크아웃 옵션:",
                    "key_id is the public half; key_secret signs orders on the server.", "key_id는 공개용 절반이고 key_secret은 서버에서 주문 서명에 씀.")


# ------------------------------------------------------------- clean: plain notes
PLAIN = [
    ("The e2e suite is flaky on Mondays because the seed data job runs at 09:00 and truncates the orders table mid-run.",
     "월요일마다 e2e가 깨지는 건 09:00에 seed data job이 돌면서 orders 테이블을 중간에 비우기 때문.",
     "Move the seed job to 06:00 or give e2e its own schema.", "seed job을 06:00로 옮기거나 e2e 전용 schema를 쓸 것."),
    ("Build time went from 4 to 11 minutes after the monorepo move; the cache key included the lockfile of every package.",
     "monorepo 이전 후 빌드 시간이 4분에서 11분으로 늘어남. cache key에 모든 패키지의 lockfile이 들어가 있었음.",
     "Scope cache keys per workspace.", "cache key를 workspace 단위로 나눌 것."),
    ("Timezone bug: settlement ran on UTC dates, so orders between 00:00 and 09:00 KST landed on the previous day.",
     "타임존 버그: 정산이 UTC 날짜 기준으로 돌아서 KST 00:00~09:00 주문이 전날로 잡힘.",
     "Store timestamps in UTC, convert to Asia/Seoul only at the reporting layer.", "timestamp는 UTC로 저장하고 리포팅 단계에서만 Asia/Seoul로 변환."),
    ("The memory leak was an unbounded LRU in the image resizer; heap grew ~30 MB per hour.",
     "메모리 누수는 이미지 리사이저의 크기 제한 없는 LRU 때문. 시간당 heap이 30MB씩 늘었음.",
     "Set maxSize and add a heap alert at 80%.", "maxSize 지정하고 80%에 heap 알람 추가."),
    ("Search relevance dropped after the analyzer change; nori tokenizer splits compound nouns differently than the old one.",
     "analyzer 변경 후 검색 품질이 떨어짐. nori tokenizer가 복합명사를 예전과 다르게 분리함.",
     "Add a user dictionary for product names.", "상품명용 사용자 사전을 추가할 것."),
    ("Deploys were blocked because the staging database migration took a table lock on orders for 7 minutes.",
     "staging DB 마이그레이션이 orders 테이블에 7분간 lock을 잡아서 배포가 막혔음.",
     "Use CREATE INDEX CONCURRENTLY and split the backfill into batches.", "CREATE INDEX CONCURRENTLY 쓰고 backfill은 배치로 나눌 것."),
    ("The PDF invoice font fallback dropped Hangul characters on the Alpine image.",
     "Alpine 이미지에서 PDF 인보이스 폰트 fallback이 한글을 날려버림.",
     "Install fonts-noto-cjk in the image and set it explicitly.", "이미지에 fonts-noto-cjk 설치하고 명시적으로 지정."),
    ("Users on iOS 17 could not upload HEIC photos; the backend only accepted image/jpeg and image/png.",
     "iOS 17 사용자가 HEIC 사진 업로드를 못 함. 백엔드가 image/jpeg, image/png만 허용했음.",
     "Convert HEIC on the client or add libheif on the server.", "클라이언트에서 HEIC 변환하거나 서버에 libheif 추가."),
    ("Pagination returned duplicates because ORDER BY created_at is not unique; two orders shared the same millisecond.",
     "ORDER BY created_at이 유일하지 않아서 pagination에 중복이 나옴. 같은 밀리초에 주문 두 건.",
     "Order by (created_at, id).", "(created_at, id)로 정렬할 것."),
    ("Cron on the batch server ran twice after the DST change in the Frankfurt region.",
     "프랑크푸르트 리전 DST 변경 후 배치 서버 cron이 두 번 실행됨.",
     "Run schedulers in UTC.", "스케줄러는 UTC로 돌릴 것."),
    ("The Android release was rejected because targetSdk was 33; Play now requires 34 for updates.",
     "targetSdk가 33이라 안드로이드 릴리스가 반려됨. 업데이트는 이제 34 이상 필요.",
     "Bump targetSdk and re-test background location permissions.", "targetSdk 올리고 백그라운드 위치 권한 다시 테스트."),
    ("GraphQL N+1 on the orders page: each item resolved its seller separately, 120 queries per request.",
     "주문 페이지 GraphQL N+1: item마다 seller를 따로 조회해서 요청당 쿼리 120개.",
     "Add a DataLoader per request.", "요청 단위 DataLoader 추가."),
    ("Kafka consumer lag spiked because a single partition key (the biggest seller) got 40% of traffic.",
     "가장 큰 판매자 하나의 partition key에 트래픽 40%가 몰려서 Kafka consumer lag가 튐.",
     "Add a salt to the key for hot sellers.", "대형 판매자 key에는 salt를 붙일 것."),
    ("The CSV export broke Excel because it lacked a UTF-8 BOM; Korean headers showed as mojibake.",
     "CSV export에 UTF-8 BOM이 없어서 엑셀에서 한글 헤더가 깨짐.",
     "Prepend the BOM for the Excel download option only.", "엑셀 다운로드 옵션에만 BOM을 붙일 것."),
    ("Autoscaling lagged because the HPA used CPU while the workers were I/O bound.",
     "worker가 I/O bound인데 HPA가 CPU 기준이라 오토스케일링이 늦었음.",
     "Scale on queue depth with KEDA.", "KEDA로 큐 길이 기준 스케일링."),
    ("Feature flag cleanup: 23 flags are 100% on for more than 90 days.",
     "피처 플래그 정리: 90일 넘게 100% on인 플래그가 23개.",
     "Remove them in one PR per service.", "서비스별로 PR 하나씩 만들어 제거."),
]


def c_plain(lang):
    en, ko, en2, ko2 = pick(PLAIN)
    ak = pick([("", ""), ("Who owns this service now?", "이 서비스 지금 owner가 누구인지?"),
               ("Is there a ticket for the follow-up?", "후속 작업 티켓이 있는지?")])
    return "plain: no risky content", (T(lang, en, ko), T(lang, en2, ko2), T(lang, *ak))


# ------------------------------------------------------------- assembly and checks
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
STATS = {"retries": 0, "retry_reasons": {}}


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def check_sizes(fields):
    for k, lim in MAX_BYTES.items():
        if len(fields[k].encode("utf-8")) > lim:
            return "too long: " + k
    if not fields["missing_context"].strip():
        return "empty missing_context"
    return None


def window_violation(fields, secrets):
    for f in fields.values():
        masked = f
        for s in sorted(secrets, key=len, reverse=True):
            masked = masked.replace(s, "\x00" * len(s))
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    return "window %r of %r outside its occurrence" % (s[i:i + 8], s[:20])
    return None


def present_secrets(fields, cand):
    """Candidates that occur in the fields on their own (not only inside a longer listed secret)."""
    keep = []
    masked = list(fields.values())
    for s in sorted(cand, key=len, reverse=True):
        if any(s in f for f in masked):
            keep.append(s)
            masked = [f.replace(s, "\x00" * len(s)) for f in masked]
    return [s for s in cand if s in keep]


def build(kind, lang, fn, arg=None):
    for attempt in range(30):
        out = fn(lang, arg) if arg is not None else fn(lang)
        cat, (mc, le, ak) = out[0], out[1]
        fields = {"missing_context": mc.strip("\n"), "lesson": le.strip("\n"), "ask_next_time": ak.strip("\n")}
        why = check_sizes(fields)
        secrets = []
        if why is None and kind == "secret":
            cand = dedupe([s for s in out[2] if s])
            if not cand or not any(c in f for c in cand for f in fields.values()):
                why = "no listed secret present"
            else:
                secrets = present_secrets(fields, cand)
                for s in secrets:
                    assert len(s) >= 8, (cat, s)
                why = window_violation(fields, secrets)
        if why is None:
            return {"id": None, "lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets,
                    "_tpl": fn.__name__}
        STATS["retries"] += 1
        key = cat + " | " + why.split(":")[0].split(" '")[0][:40]
        STATS["retry_reasons"][key] = STATS["retry_reasons"].get(key, 0) + 1
    raise RuntimeError("could not build %s after 30 attempts: %s" % (cat, why))


N_SECRET = 350
N_CLEAN = 350
N_PUB = 28
N_PLAIN = 30


def lang_plan(n, n_en):
    langs = ["en"] * n_en + ["ko"] * (n - n_en)
    R.shuffle(langs)
    return langs


def main():
    # secret schedule: every bespoke template twice, every key pair once, single-vendor notes fill the rest
    sched = [(fn, None) for fn in SECRET_T] * 2
    sched += [(s_pair, pr) for pr in PAIRS]
    vend = list(VENDORS)
    R.shuffle(vend)
    n_vendor = N_SECRET - len(sched)
    assert 0 < n_vendor <= len(vend)
    sched += [(s_vendor, v) for v in vend[:n_vendor]]
    R.shuffle(sched)
    langs = lang_plan(N_SECRET, N_SECRET * 6 // 10)
    notes = [build("secret", lg, fn, arg) for (fn, arg), lg in zip(sched, langs)]

    # clean schedule
    csched = [(fn, None) for fn in CLEAN_T] * 3
    pubs = list(PUB_T) * 2
    R.shuffle(pubs)
    csched += [(fn, None) for fn in pubs[:N_PUB]]
    csched += [(c_plain, None)] * N_PLAIN
    vend2 = list(VENDORS)
    R.shuffle(vend2)
    n_cv = N_CLEAN - len(csched)
    assert 0 < n_cv <= len(vend2)
    csched += [(c_vendor, v) for v in vend2[:n_cv]]
    R.shuffle(csched)
    langs = lang_plan(N_CLEAN, N_CLEAN * 6 // 10)
    notes += [build("clean", lg, fn, arg) for (fn, arg), lg in zip(csched, langs)]

    R.shuffle(notes)
    for i, n in enumerate(notes):
        n["id"] = "p%03d" % (i + 1)
    for n in notes:
        for k, lim in MAX_BYTES.items():
            assert len(n["fields"][k].encode("utf-8")) <= lim, n["id"]
        if n["kind"] == "clean":
            assert n["secrets"] == [], n["id"]
            continue
        assert n["secrets"], n["id"]
        for sec in n["secrets"]:
            assert len(sec) >= 8, (n["id"], sec)
            assert any(sec in f for f in n["fields"].values()), (n["id"], sec)
        assert window_violation(n["fields"], n["secrets"]) is None, n["id"]
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "blind_set_v39.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                   "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                              "ask_next_time": n["fields"]["ask_next_time"]},
                   "secrets": n["secrets"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(out, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %d notes to %s" % (len(notes), out), file=sys.stderr)
    print("retries: %d" % STATS["retries"], file=sys.stderr)
    for k, v in sorted(STATS["retry_reasons"].items()):
        print("  %3d  %s" % (v, k), file=sys.stderr)
    fam = {}
    for n in notes:
        t = n["_tpl"]
        g = {"s_vendor": "secret/single-vendor token", "s_pair": "secret/key pair (id + secret)",
             "c_vendor": "clean/vendor placeholder or reference", "c_plain": "clean/plain prose"}.get(t)
        if g is None:
            g = "clean/publishable key" if t.startswith("p_") else (
                "clean/bespoke risky-looking" if t.startswith("c_") else "secret/bespoke (generic + special formats)")
        fam.setdefault(g, {"en": 0, "ko": 0})[n["lang"]] += 1
    for g in sorted(fam):
        print("  %-45s en=%3d ko=%3d" % (g, fam[g]["en"], fam[g]["ko"]), file=sys.stderr)
    print("distinct templates (functions) used: %d, vendor entries: %d, key-pair entries: %d" % (
        len(dedupe([n["_tpl"] for n in notes if n["_tpl"] not in ("s_vendor", "s_pair", "c_vendor")])), len(VENDORS), len(PAIRS)),
        file=sys.stderr)
    print("sha256 %s" % digest, file=sys.stderr)


if __name__ == "__main__":
    main()
