#!/usr/bin/env python3
"""Blind evaluation set v49 for a credential-redaction filter.

Deterministic: a single PRNG random.Random(49_2026_1126) drives every choice.
No sets are iterated; JSON is written with a fixed key order.
Output: blind_set_v49.jsonl next to this script.

Every token body is random.  Token *shapes* follow the vendors' documented
formats as remembered by the author; they are not copied from any scanner.
"""
import base64
import json
import os
import re
import sys

import random

R = random.Random(49_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ALO = LO + DG
AUP = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32L = "abcdefghijklmnopqrstuvwxyz234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def rint(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data, pad=True):
    s = base64.b64encode(data).decode()
    return s if pad else s.rstrip("=")


def b64u(data, pad=False):
    s = base64.urlsafe_b64encode(data).decode()
    return s if pad else s.rstrip("=")


def rb64(nbytes):
    """base64 of random bytes (with padding)."""
    return b64(rbytes(nbytes))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return rs(HEX, n)


def pct(s):
    """percent-encode like urllib.parse.quote(s, safe='')"""
    out = []
    for ch in s:
        if ch in AN or ch in "-_.~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def jwt(payload, alg="HS256", header_extra=None, sig_len=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if header_extra:
        hdr.update(header_extra)
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    if sig_len is None:
        sig_len = 43 if alg.startswith("HS") or alg.startswith("ES") else 342
    return h + "." + p + "." + rs(B64U, sig_len)


def ts():
    """a plausible unix timestamp in 2024/2025"""
    return rint(1704067200, 1764000000)


def date_s():
    return "2025-%02d-%02d" % (rint(1, 11), rint(1, 28))


def time_s():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def iso_ts():
    return "%sT%s.%03dZ" % (date_s(), time_s(), rint(0, 999))


def ip4():
    return "%d.%d.%d.%d" % (pick([10, 172, 192, 34, 52, 13, 3]), rint(0, 255), rint(0, 255), rint(1, 254))


def priv_ip():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254)),
                 "192.168.%d.%d" % (rint(0, 255), rint(2, 254))])


def port():
    return pick([3000, 3001, 4000, 5000, 5173, 8000, 8080, 8081, 8443, 9000, 9090, 8888])


def fill(tpl, **kw):
    return tpl.format(**kw)


# ----------------------------------------------------------------- pools
PROJECTS = ["billing-api", "checkout-web", "mobile-app", "data-pipeline", "shop-backend", "ml-serving",
            "admin-console", "pay-gateway", "infra-terraform", "notification-svc", "search-indexer",
            "auth-service", "partner-portal", "analytics-etl", "chatbot-worker", "media-uploader",
            "inventory-sync", "crm-bridge", "docs-site", "ledger-core", "delivery-tracker",
            "coupon-engine", "recsys-batch", "cms-headless", "ops-dashboard", "feature-store",
            "order-service", "review-crawler", "settlement-batch", "livestream-relay"]
ORGS = ["acme", "hanbit-labs", "blueocean", "nuri-soft", "pinecrest", "kite-io", "moa-commerce",
        "daon-tech", "orbit-data", "saebyeok", "riverstone", "mintbyte", "haneul-pay", "gaon-cloud",
        "northwind", "quokka-dev", "bamboo-hr", "sora-ai"]
USERS = ["deploy", "app", "svc_batch", "admin", "readonly", "etl_user", "api", "postgres", "root",
         "minsu.kim", "jiyeon", "ci-bot", "report", "grafana", "backup", "webapp", "analytics"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "preprod"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2", "eu-central-1",
           "ap-southeast-1"]
BRANCHES = ["main", "develop", "release/2.4", "feature/payment-retry", "fix/login-redirect",
            "hotfix/webhook-timeout", "chore/deps-bump"]
KO_NAMES = ["민수", "지연", "서준", "하은", "도윤", "수아", "지호", "예린", "현우", "유진"]
EN_NAMES = ["Alex", "Priya", "Sam", "Jordan", "Mei", "Tomás", "Lena", "Omar", "Hana", "Chris"]


def proj():
    return pick(PROJECTS)


def org():
    return pick(ORGS)


def host(kind="db"):
    o = org()
    e = pick(ENVS)
    if kind == "db":
        return pick(["%s-%s-db.%s.internal" % (o, e, pick(["cluster", "svc", "corp"])),
                     "%s-pg-%s.c%s.%s.rds.amazonaws.com" % (e, rint(1, 9), rs(ALO, 12), pick(REGIONS)),
                     "db-%s.%s.local" % (e, o),
                     "%s.%s.internal" % (pick(["mysql", "pg", "maria", "mongo"]) + "-" + e, o)])
    if kind == "web":
        return pick(["api.%s.com" % o, "%s.%s.io" % (e, o), "%s-%s.%s.dev" % (proj(), e, o),
                     "internal.%s.co.kr" % o, "%s.%s.kr" % (e, o)])
    return "%s-%s-%02d" % (pick(["web", "worker", "batch", "api", "bastion"]), e, rint(1, 40))


def path_in_repo():
    return pick(["config/settings.py", "src/config.ts", "app/config/application.yml", "deploy/values.yaml",
                 ".github/workflows/deploy.yml", "docker-compose.yml", "infra/main.tf", "scripts/seed.sh",
                 "backend/.env", "services/api/.env.local", "k8s/deployment.yaml", "src/main/resources/application.properties",
                 "cmd/server/main.go", "lib/client.rb", "app/Http/Controllers/PaymentController.php",
                 "src/lib/api.js", "tools/sync.py", "Makefile", "ansible/group_vars/all.yml", "charts/app/values-prod.yaml"])


# ------------------------------------------------------------ vendor table
# auth kinds: bearer | token | header:<Name> | scheme:<Scheme> | query:<param> | path | basicuser | none
VENDORS = []


def V(name, region, var, gen, auth="bearer", url="", ko=None, pair=None, area=""):
    """pair = (var, generator, listed) for the id half of a key pair"""
    VENDORS.append({"name": name, "region": region, "var": var, "gen": gen, "auth": auth, "url": url,
                    "ko": ko or name, "pair": pair, "area": area})


def _discord_bot():
    uid = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _telegram():
    return "%d:AA%s" % (rint(5000000000, 7999999999), rs(B64U, 33))


def _slack_bot():
    return "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), rs(AN, 24))


def _slack_user():
    return "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), hexs(32))


def _openai():
    return pick(["sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
                 "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
                 "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)])


def _mapbox_sk():
    user = pick(["hanbitlabs", "acme-maps", "deliverykr", "orbitdata"])
    payload = b64u(json.dumps({"u": user, "a": "cl" + rs(ALO, 23)}, separators=(",", ":")).encode())
    return "sk." + payload + "." + rs(B64U, 22)


def _fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def _azure_secret():
    return rs(AN, 3) + pick(DG) + "Q~" + rs(AN + "_.~-", 34)


def _monday():
    return jwt({"tid": rint(10 ** 8, 9 * 10 ** 8), "aai": rint(10, 99), "uid": rint(10 ** 7, 9 * 10 ** 7),
                "iad": iso_ts(), "per": "me:write", "actid": rint(10 ** 6, 9 * 10 ** 6), "rgn": "use1"},
               alg="HS256")


def _upstash():
    return "A" + rs(B64U, 3) + "ASQg" + rs(B64U, 52) + "="


def _bitwarden_sm():
    return "0." + uuid4() + "." + rs(AN, 30) + ":" + rs(B64, 22) + "=="


def _ably():
    return rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)


# --- global: code hosting / CI / registries
V("GitHub", "global", "GITHUB_TOKEN", lambda: "ghp_" + rs(AN, 36), "token", "https://api.github.com/user/repos", area="ci")
V("GitHub", "global", "GH_PAT", lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59), "bearer", "https://api.github.com/repos/{org}/{proj}/actions/runs", area="ci")
V("GitHub", "global", "GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(AN, 36), "bearer", "https://api.github.com/user", area="ci")
V("GitHub", "global", "GH_APP_INSTALLATION_TOKEN", lambda: "ghs_" + rs(AN, 36), "bearer", "https://api.github.com/installation/repositories", area="ci")
V("GitLab", "global", "GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), "header:PRIVATE-TOKEN", "https://gitlab.com/api/v4/projects", area="ci")
V("GitLab", "global", "CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), "none", "", area="ci")
V("GitLab", "global", "GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + rs(B64U, 20), "none", "", area="ci")
V("GitLab", "global", "TRIGGER_TOKEN", lambda: "glptt-" + hexs(40), "query:token", "https://gitlab.com/api/v4/projects/{n}/trigger/pipeline", area="ci")
V("CircleCI", "global", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(AN, 22) + "_" + hexs(40), "header:Circle-Token", "https://circleci.com/api/v2/me", area="ci")
V("Buildkite", "global", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), "bearer", "https://api.buildkite.com/v2/organizations", area="ci")
V("Jenkins", "global", "JENKINS_API_TOKEN", lambda: "11" + hexs(32), "basicuser", "https://jenkins.{org}.com/job/{proj}/build", area="ci")
V("Azure DevOps", "global", "AZURE_DEVOPS_PAT", lambda: rs(B32L, 52), "none", "", area="ci")
V("Bitbucket", "global", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AN, 32) + rs(HEXU, 8), "none", "", area="ci")
V("SonarQube", "global", "SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40), "none", "", area="ci")
V("Snyk", "global", "SNYK_TOKEN", uuid4, "scheme:token", "https://api.snyk.io/rest/orgs?version=2024-10-15", area="ci")
V("Codecov", "global", "CODECOV_TOKEN", uuid4, "none", "", area="ci")
V("Octopus Deploy", "global", "OCTOPUS_API_KEY", lambda: "API-" + rs(AUP, 27), "header:X-Octopus-ApiKey", "https://deploy.{org}.com/api/spaces", area="ci")
V("TeamCity", "global", "TEAMCITY_TOKEN", lambda: "eyJ0eXAiOiAiVENWMiJ9." + rs(B64U, 36) + "." + rs(B64U, 48), "bearer", "https://teamcity.{org}.com/app/rest/builds", area="ci")
V("Harness", "global", "HARNESS_API_KEY", lambda: "pat." + rs(B64U, 22) + "." + hexs(24) + "." + rs(AN, 20), "header:x-api-key", "https://app.harness.io/ng/api/user/currentUser", area="ci")
V("npm", "global", "NPM_TOKEN", lambda: "npm_" + rs(AN, 36), "none", "", area="registry")
V("PyPI", "global", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 140), "none", "", area="registry")
V("RubyGems", "global", "GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), "none", "", area="registry")
V("NuGet", "global", "NUGET_API_KEY", lambda: "oy2" + rs(ALO, 43), "none", "", area="registry")
V("crates.io", "global", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(AN, 32), "none", "", area="registry")
V("Docker Hub", "global", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), "none", "", area="registry")
V("JFrog Artifactory", "global", "ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(AN, 68), "header:X-JFrog-Art-Api", "https://{org}.jfrog.io/artifactory/api/repositories", area="registry")
V("JFrog Artifactory", "global", "JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(AN, 50), "bearer", "https://{org}.jfrog.io/artifactory/api/system/ping", area="registry")
V("Cloudsmith", "global", "CLOUDSMITH_API_KEY", lambda: hexs(40), "header:X-Api-Key", "https://api.cloudsmith.io/v1/user/self/", area="registry")
V("Quay.io", "global", "QUAY_ROBOT_TOKEN", lambda: rs(AUP, 64), "none", "", area="registry")
V("Gradle Plugin Portal", "global", "GRADLE_PUBLISH_SECRET", lambda: rs(AN, 32), "none", "", area="registry")
V("Hex.pm", "global", "HEX_API_KEY", lambda: hexs(32), "none", "", area="registry")
# --- cloud / hosting
V("DigitalOcean", "global", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), "bearer", "https://api.digitalocean.com/v2/droplets", area="cloud")
V("Heroku", "global", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), "bearer", "https://api.heroku.com/apps", area="cloud")
V("Vercel", "global", "VERCEL_TOKEN", lambda: rs(AN, 24), "bearer", "https://api.vercel.com/v9/projects", area="cloud")
V("Netlify", "global", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36), "bearer", "https://api.netlify.com/api/v1/sites", area="cloud")
V("Render", "global", "RENDER_API_KEY", lambda: "rnd_" + rs(AN, 32), "bearer", "https://api.render.com/v1/services", area="cloud")
V("Fly.io", "global", "FLY_API_TOKEN", lambda: "fm2_" + rs(B64, 180), "none", "", area="cloud")
V("Cloudflare", "global", "CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), "bearer", "https://api.cloudflare.com/client/v4/user/tokens/verify", area="cloud")
V("Cloudflare", "global", "CF_API_KEY", lambda: hexs(37), "header:X-Auth-Key", "https://api.cloudflare.com/client/v4/zones", area="cloud")
V("Linode", "global", "LINODE_TOKEN", lambda: hexs(64), "bearer", "https://api.linode.com/v4/linode/instances", area="cloud")
V("Vultr", "global", "VULTR_API_KEY", lambda: rs(AUP, 36), "bearer", "https://api.vultr.com/v2/instances", area="cloud")
V("Deno Deploy", "global", "DENO_DEPLOY_TOKEN", lambda: "ddp_" + rs(AN, 36), "bearer", "https://api.deno.com/v1/organizations", area="cloud")
V("HashiCorp Vault", "global", "VAULT_TOKEN", lambda: pick(["hvs." + rs(B64U, 24), "hvs.CAESI" + rs(B64U, 86)]), "header:X-Vault-Token", "https://vault.{org}.internal:8200/v1/secret/data/{proj}", area="secrets")
V("Terraform Cloud", "global", "TFE_TOKEN", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), "bearer", "https://app.terraform.io/api/v2/organizations", area="cloud")
V("Pulumi", "global", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), "scheme:token", "https://api.pulumi.com/api/user", area="cloud")
V("Doppler", "global", "DOPPLER_TOKEN", lambda: pick(["dp.pt.", "dp.st.prd."]) + rs(AN, 43), "bearer", "https://api.doppler.com/v3/configs/config/secrets", area="secrets")
V("Infisical", "global", "INFISICAL_TOKEN", lambda: "st." + uuid4() + "." + hexs(32) + "." + hexs(32), "bearer", "https://app.infisical.com/api/v3/secrets/raw", area="secrets")
V("1Password", "global", "OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, 380), "none", "", area="secrets")
V("Bitwarden Secrets Manager", "global", "BWS_ACCESS_TOKEN", _bitwarden_sm, "none", "", area="secrets")
V("Tailscale", "global", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(AN, 9) + "CNTRL-" + rs(AN, 33), "none", "", area="network")
V("ngrok", "global", "NGROK_AUTHTOKEN", lambda: "2" + rs(AN, 26) + "_" + rs(AN, 21), "none", "", area="network")
V("Databricks", "global", "DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"]), "bearer", "https://dbc-{h8}.cloud.databricks.com/api/2.0/clusters/list", area="data")
V("Azure", "global", "AZURE_CLIENT_SECRET", _azure_secret, "none", "", area="cloud")
V("Azure OpenAI", "global", "AZURE_OPENAI_API_KEY", lambda: hexs(32), "header:api-key", "https://{org}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", area="ai")
V("Google Cloud", "global", "GOOGLE_API_KEY", lambda: "AIzaSy" + rs(B64U, 33), "query:key", "https://translation.googleapis.com/language/translate/v2", area="cloud")
V("Google OAuth", "global", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), "none", "", area="cloud")
V("IBM Cloud", "global", "IBMCLOUD_API_KEY", lambda: rs(B64U, 44), "none", "", area="cloud")
# --- AI
V("OpenAI", "global", "OPENAI_API_KEY", _openai, "bearer", "https://api.openai.com/v1/chat/completions", area="ai")
V("Anthropic", "global", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", "header:x-api-key", "https://api.anthropic.com/v1/messages", area="ai")
V("Anthropic", "global", "ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA", "header:x-api-key", "https://api.anthropic.com/v1/organizations/users", area="ai")
V("Hugging Face", "global", "HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), "bearer", "https://huggingface.co/api/whoami-v2", area="ai")
V("Replicate", "global", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37), "bearer", "https://api.replicate.com/v1/predictions", area="ai")
V("Groq", "global", "GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52), "bearer", "https://api.groq.com/openai/v1/chat/completions", area="ai")
V("Cohere", "global", "COHERE_API_KEY", lambda: rs(AN, 40), "bearer", "https://api.cohere.com/v2/chat", area="ai")
V("Perplexity", "global", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(AN, 48), "bearer", "https://api.perplexity.ai/chat/completions", area="ai")
V("xAI", "global", "XAI_API_KEY", lambda: "xai-" + rs(AN, 80), "bearer", "https://api.x.ai/v1/chat/completions", area="ai")
V("OpenRouter", "global", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), "bearer", "https://openrouter.ai/api/v1/chat/completions", area="ai")
V("Together AI", "global", "TOGETHER_API_KEY", lambda: hexs(64), "bearer", "https://api.together.xyz/v1/completions", area="ai")
V("Fireworks AI", "global", "FIREWORKS_API_KEY", lambda: "fw_" + rs(AN, 24), "bearer", "https://api.fireworks.ai/inference/v1/chat/completions", area="ai")
V("Deepgram", "global", "DEEPGRAM_API_KEY", lambda: hexs(40), "scheme:Token", "https://api.deepgram.com/v1/listen", area="ai")
V("ElevenLabs", "global", "ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), "header:xi-api-key", "https://api.elevenlabs.io/v1/text-to-speech/{h8}", area="ai")
V("AssemblyAI", "global", "ASSEMBLYAI_API_KEY", lambda: hexs(32), "header:authorization", "https://api.assemblyai.com/v2/transcript", area="ai")
V("Pinecone", "global", "PINECONE_API_KEY", lambda: "pcsk_" + rs(AN, 6) + "_" + rs(AN, 60), "header:Api-Key", "https://api.pinecone.io/indexes", area="ai")
V("Weights & Biases", "global", "WANDB_API_KEY", lambda: hexs(40), "none", "", area="ai")
V("LangSmith", "global", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10), "header:x-api-key", "https://api.smith.langchain.com/api/v1/sessions", area="ai")
V("Cerebras", "global", "CEREBRAS_API_KEY", lambda: "csk-" + rs(ALO, 48), "bearer", "https://api.cerebras.ai/v1/chat/completions", area="ai")
V("Voyage AI", "global", "VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), "bearer", "https://api.voyageai.com/v1/embeddings", area="ai")
V("Google Gemini", "global", "GEMINI_API_KEY", lambda: "AIzaSy" + rs(B64U, 33), "header:x-goog-api-key", "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent", area="ai")
# --- messaging / email
V("Slack", "global", "SLACK_BOT_TOKEN", _slack_bot, "bearer", "https://slack.com/api/chat.postMessage", area="messaging")
V("Slack", "global", "SLACK_USER_TOKEN", _slack_user, "bearer", "https://slack.com/api/conversations.history", area="messaging")
V("Slack", "global", "SLACK_APP_TOKEN", lambda: "xapp-1-A0%s-%d-%s" % (rs(AUP, 9), rint(10 ** 12, 10 ** 13), hexs(64)), "none", "", area="messaging")
V("Slack", "global", "SLACK_SIGNING_SECRET", lambda: hexs(32), "none", "", area="messaging")
V("Discord", "global", "DISCORD_BOT_TOKEN", _discord_bot, "scheme:Bot", "https://discord.com/api/v10/users/@me", area="messaging")
V("Telegram", "global", "TELEGRAM_BOT_TOKEN", _telegram, "path", "https://api.telegram.org/bot{t}/sendMessage", area="messaging")
V("Twilio", "global", "TWILIO_AUTH_TOKEN", lambda: hexs(32), "none", "", pair=("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), False), area="messaging")
V("SendGrid", "global", "SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), "bearer", "https://api.sendgrid.com/v3/mail/send", area="email")
V("Mailgun", "global", "MAILGUN_API_KEY", lambda: pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), "basicuser", "https://api.mailgun.net/v3/mg.{org}.com/messages", area="email")
V("Mailchimp", "global", "MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(1, 21)), "none", "", area="email")
V("Mandrill", "global", "MANDRILL_API_KEY", lambda: "md-" + rs(B64U, 22), "none", "", area="email")
V("Postmark", "global", "POSTMARK_SERVER_TOKEN", uuid4, "header:X-Postmark-Server-Token", "https://api.postmarkapp.com/email", area="email")
V("SparkPost", "global", "SPARKPOST_API_KEY", lambda: hexs(40), "header:Authorization", "https://api.sparkpost.com/api/v1/transmissions", area="email")
V("Resend", "global", "RESEND_API_KEY", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24), "bearer", "https://api.resend.com/emails", area="email")
V("Brevo", "europe", "BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(AN, 16), "header:api-key", "https://api.brevo.com/v3/smtp/email", area="email")
V("Mailjet", "europe", "MJ_APIKEY_PRIVATE", lambda: hexs(32), "none", "", pair=("MJ_APIKEY_PUBLIC", lambda: hexs(32), False), area="email")
V("Vonage", "europe", "VONAGE_API_SECRET", lambda: rs(AN, 16), "none", "", pair=("VONAGE_API_KEY", lambda: hexs(8), False), area="messaging")
V("MessageBird", "europe", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(AN, 25), "scheme:AccessKey", "https://rest.messagebird.com/messages", area="messaging")
V("Infobip", "europe", "INFOBIP_API_KEY", lambda: hexs(32) + "-" + uuid4(), "scheme:App", "https://{h8}.api.infobip.com/sms/2/text/advanced", area="messaging")
V("Pusher", "global", "PUSHER_APP_SECRET", lambda: hexs(20), "none", "", pair=("PUSHER_APP_KEY", lambda: hexs(20), False), area="messaging")
V("Ably", "europe", "ABLY_API_KEY", _ably, "none", "", area="messaging")
V("Sendbird", "korea", "SENDBIRD_API_TOKEN", lambda: hexs(40), "header:Api-Token", "https://api-{uuid}.sendbird.com/v3/users", ko="센드버드", area="messaging")
V("Firebase Cloud Messaging", "global", "FCM_SERVER_KEY", _fcm, "scheme:key=", "https://fcm.googleapis.com/fcm/send", area="messaging")
V("OneSignal", "global", "ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(B32L, 100), "scheme:Key", "https://api.onesignal.com/notifications", area="messaging")
# --- payments
V("Stripe", "global", "STRIPE_SECRET_KEY", lambda: "sk_live_" + pick(["51", ""]) + rs(AN, pick([24, 99])), "basicuser", "https://api.stripe.com/v1/charges", area="payments")
V("Stripe", "global", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(AN, 97), "bearer", "https://api.stripe.com/v1/payment_intents", area="payments")
V("Stripe", "global", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32), "none", "", area="payments")
V("Square", "global", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), "bearer", "https://connect.squareup.com/v2/locations", area="payments")
V("Square", "global", "SQUARE_APPLICATION_SECRET", lambda: "sq0csp-" + rs(B64U, 43), "none", "", area="payments")
V("PayPal", "global", "PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79), "none", "", pair=("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79), False), area="payments")
V("Braintree", "global", "BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(ALO, 16) + "$" + hexs(32), "none", "", area="payments")
V("Braintree", "global", "BRAINTREE_PRIVATE_KEY", lambda: hexs(32), "none", "", pair=("BRAINTREE_PUBLIC_KEY", lambda: rs(ALO, 16), False), area="payments")
V("Adyen", "europe", "ADYEN_API_KEY", lambda: "AQE" + rs(B64, 42) + "=-" + rs(B64, 43) + "=-" + rs(AN, 3) + "(" + rs(AN, 9) + ")", "header:X-API-Key", "https://checkout-test.adyen.com/v71/payments", area="payments")
V("Mollie", "europe", "MOLLIE_API_KEY", lambda: "live_" + rs(AN, 30), "bearer", "https://api.mollie.com/v2/payments", area="payments")
V("GoCardless", "europe", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), "bearer", "https://api.gocardless.com/mandates", area="payments")
V("Klarna", "europe", "KLARNA_API_KEY", lambda: "klarna_live_api_" + rs(B64U, 64), "none", "", area="payments")
V("Checkout.com", "europe", "CKO_SECRET_KEY", lambda: "sk_" + rs(ALO, 26), "bearer", "https://api.checkout.com/payments", area="payments")
V("SumUp", "europe", "SUMUP_API_KEY", lambda: "sup_sk_" + rs(AN, 32), "bearer", "https://api.sumup.com/v0.1/me", area="payments")
V("Paddle", "europe", "PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(ALO, 26) + "_" + rs(AN, 22) + "_" + rs(AN, 3), "bearer", "https://api.paddle.com/products", area="payments")
V("Razorpay", "global", "RAZORPAY_KEY_SECRET", lambda: rs(AN, 24), "none", "", pair=("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(AN, 14), False), area="payments")
V("Paystack", "global", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), "bearer", "https://api.paystack.co/transaction/initialize", area="payments")
V("Flutterwave", "global", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", "bearer", "https://api.flutterwave.com/v3/payments", area="payments")
V("Plaid", "global", "PLAID_SECRET", lambda: hexs(30), "none", "", pair=("PLAID_CLIENT_ID", lambda: hexs(24), False), area="payments")
V("Wise", "europe", "WISE_API_TOKEN", uuid4, "bearer", "https://api.transferwise.com/v1/profiles", area="payments")
V("Coinbase", "global", "COINBASE_API_SECRET", lambda: rs(AN, 32), "none", "", pair=("COINBASE_API_KEY", lambda: rs(AN, 16), False), area="payments")
V("Binance", "global", "BINANCE_API_SECRET", lambda: rs(AN, 64), "none", "", pair=("BINANCE_API_KEY", lambda: rs(AN, 64), False), area="payments")
V("Shippo", "global", "SHIPPO_API_KEY", lambda: "shippo_live_" + hexs(40), "scheme:ShippoToken", "https://api.goshippo.com/shipments/", area="saas")
V("EasyPost", "global", "EASYPOST_API_KEY", lambda: "EZAK" + hexs(54), "basicuser", "https://api.easypost.com/v2/shipments", area="saas")
V("Lemon Squeezy", "global", "LEMONSQUEEZY_API_KEY", lambda: jwt({"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": hexs(80), "iat": ts(), "nbf": ts(), "sub": str(rint(100000, 999999)), "scopes": []}, alg="RS256", sig_len=342), "bearer", "https://api.lemonsqueezy.com/v1/orders", area="payments")
V("Polar", "global", "POLAR_ACCESS_TOKEN", lambda: "polar_oat_" + rs(AN, 43), "bearer", "https://api.polar.sh/v1/products/", area="payments")
# --- observability
V("Datadog", "global", "DD_API_KEY", lambda: hexs(32), "header:DD-API-KEY", "https://api.datadoghq.com/api/v1/validate", area="observability")
V("Datadog", "global", "DD_APP_KEY", lambda: hexs(40), "header:DD-APPLICATION-KEY", "https://api.datadoghq.eu/api/v1/monitor", area="observability")
V("New Relic", "global", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(AUP, 27), "header:Api-Key", "https://api.newrelic.com/graphql", area="observability")
V("New Relic", "global", "NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", "none", "", area="observability")
V("Sentry", "global", "SENTRY_AUTH_TOKEN", lambda: pick(["sntryu_" + hexs(64), "sntrys_eyJpYXQiOjE3" + rs(B64U, 120) + "_" + rs(B64U, 43)]), "bearer", "https://sentry.io/api/0/projects/", area="observability")
V("Grafana", "global", "GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + hexs(8), "bearer", "https://grafana.{org}.internal/api/dashboards/uid/{h8}", area="observability")
V("Grafana Cloud", "global", "GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJvIjoi" + rs(B64, 140) + "=", "none", "", area="observability")
V("Honeycomb", "global", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(ALO, 56), "header:X-Honeycomb-Team", "https://api.honeycomb.io/1/auth", area="observability")
V("Splunk", "global", "SPLUNK_HEC_TOKEN", uuid4, "scheme:Splunk", "https://splunk.{org}.internal:8088/services/collector/event", area="observability")
V("Dynatrace", "europe", "DT_API_TOKEN", lambda: "dt0c01." + rs(AUP, 24) + "." + rs(AUP, 64), "scheme:Api-Token", "https://{h8}.live.dynatrace.com/api/v2/metrics", area="observability")
V("Rollbar", "global", "ROLLBAR_ACCESS_TOKEN", lambda: hexs(32), "header:X-Rollbar-Access-Token", "https://api.rollbar.com/api/1/item/", area="observability")
V("PagerDuty", "global", "PAGERDUTY_ROUTING_KEY", lambda: hexs(32), "none", "", area="observability")
V("PagerDuty", "global", "PAGERDUTY_API_TOKEN", lambda: "u+" + rs(B64U, 18), "scheme:Token token=", "https://api.pagerduty.com/incidents", area="observability")
V("Opsgenie", "europe", "OPSGENIE_API_KEY", uuid4, "scheme:GenieKey", "https://api.opsgenie.com/v2/alerts", area="observability")
V("Logz.io", "europe", "LOGZIO_TOKEN", lambda: rs(UP + LO, 32), "none", "", area="observability")
V("Better Stack", "europe", "LOGTAIL_SOURCE_TOKEN", lambda: rs(AN, 24), "bearer", "https://in.logs.betterstack.com", area="observability")
V("Axiom", "global", "AXIOM_TOKEN", lambda: pick(["xaat-", "xapt-"]) + uuid4(), "bearer", "https://api.axiom.co/v1/datasets", area="observability")
V("Coralogix", "europe", "CORALOGIX_PRIVATE_KEY", lambda: "cxtp_" + rs(AN, 30), "bearer", "https://ingress.eu2.coralogix.com/logs/v1/singles", area="observability")
V("Checkly", "europe", "CHECKLY_API_KEY", lambda: "cu_" + hexs(32), "bearer", "https://api.checklyhq.com/v1/checks", area="observability")
V("Elastic", "global", "ELASTIC_API_KEY", lambda: b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode()), "scheme:ApiKey", "https://{h8}.es.{region}.aws.found.io:9243/_cluster/health", area="observability")
V("Mezmo", "global", "MEZMO_INGESTION_KEY", lambda: hexs(32), "none", "", area="observability")
# --- databases / data
V("PlanetScale", "global", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43), "none", "", area="database")
V("MongoDB Atlas", "global", "ATLAS_PRIVATE_KEY", uuid4, "none", "", pair=("ATLAS_PUBLIC_KEY", lambda: rs(LO, 8), False), area="database")
V("Upstash", "global", "UPSTASH_REDIS_REST_TOKEN", _upstash, "bearer", "https://{h8}-{h8}-12345.upstash.io/get/session", area="database")
V("InfluxDB", "global", "INFLUX_TOKEN", lambda: rs(B64U, 86) + "==", "scheme:Token", "https://{region}-1.aws.cloud2.influxdata.com/api/v2/buckets", area="database")
V("Supabase", "global", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), "bearer", "https://api.supabase.com/v1/projects", area="database")
V("Supabase", "global", "SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 22) + "_" + rs(B64U, 8), "header:apikey", "https://{l20}.supabase.co/rest/v1/profiles?select=*", area="database")
V("Turso", "global", "TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts(), "id": uuid4()}, alg="EdDSA", sig_len=86), "none", "", area="database")
V("Fauna", "global", "FAUNA_SECRET", lambda: "fnA" + rs(B64U, 37), "bearer", "https://db.fauna.com/query/1", area="database")
V("Qdrant Cloud", "europe", "QDRANT_API_KEY", lambda: rs(B64U, 54), "header:api-key", "https://{uuid}.eu-central-1-0.aws.cloud.qdrant.io:6333/collections", area="database")
V("Confluent Cloud", "global", "CONFLUENT_API_SECRET", lambda: rs(B64, 64), "none", "", pair=("CONFLUENT_API_KEY", lambda: rs(AUP, 16), False), area="data")
V("Snowflake", "global", "SNOWFLAKE_PASSWORD", lambda: rs(AN, 6) + pick("!#%") + rs(AN, 9), "none", "", area="data")
V("Firebase", "global", "FIREBASE_DATABASE_SECRET", lambda: rs(AN, 40), "query:auth", "https://{proj}-default-rtdb.firebaseio.com/users.json", area="database")
V("Meilisearch", "europe", "MEILI_MASTER_KEY", lambda: rs(B64U, 32), "bearer", "https://search.{org}.com/indexes", area="database")
V("Typesense", "global", "TYPESENSE_ADMIN_API_KEY", lambda: rs(AN, 32), "header:X-TYPESENSE-API-KEY", "https://{h8}-1.a1.typesense.net/collections", area="database")
V("Algolia", "europe", "ALGOLIA_ADMIN_KEY", lambda: hexs(32), "header:X-Algolia-API-Key", "https://{A10}.algolia.net/1/indexes", pair=("ALGOLIA_APP_ID", lambda: rs(AUP, 10), False), area="database")
# --- SaaS / productivity
V("Atlassian", "global", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8), "none", "", area="saas")
V("Trello", "global", "TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + rs(HEXU, 8), "query:token", "https://api.trello.com/1/members/me/boards", area="saas")
V("Linear", "global", "LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40), "header:Authorization", "https://api.linear.app/graphql", area="saas")
V("Notion", "global", "NOTION_TOKEN", lambda: pick(["secret_" + rs(AN, 43), "ntn_" + rs(DG, 11) + rs(AN, 35)]), "bearer", "https://api.notion.com/v1/databases/{h32}/query", area="saas")
V("Figma", "global", "FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), "header:X-Figma-Token", "https://api.figma.com/v1/files/{A10}", area="saas")
V("Airtable", "global", "AIRTABLE_PAT", lambda: "pat" + rs(AN, 14) + "." + hexs(64), "bearer", "https://api.airtable.com/v0/app{A10}/Orders", area="saas")
V("Asana", "global", "ASANA_PAT", lambda: "2/%d/%d:%s" % (rint(10 ** 15, 10 ** 16), rint(10 ** 15, 10 ** 16), hexs(32)), "bearer", "https://app.asana.com/api/1.0/users/me", area="saas")
V("ClickUp", "global", "CLICKUP_API_TOKEN", lambda: "pk_%d_%s" % (rint(10 ** 7, 10 ** 8), rs(AUP, 32)), "header:Authorization", "https://api.clickup.com/api/v2/team", area="saas")
V("monday.com", "global", "MONDAY_API_TOKEN", _monday, "header:Authorization", "https://api.monday.com/v2", area="saas")
V("Todoist", "europe", "TODOIST_API_TOKEN", lambda: hexs(40), "bearer", "https://api.todoist.com/rest/v2/tasks", area="saas")
V("HubSpot", "global", "HUBSPOT_ACCESS_TOKEN", lambda: pick(["pat-na1-", "pat-eu1-"]) + uuid4(), "bearer", "https://api.hubapi.com/crm/v3/objects/contacts", area="saas")
V("Zendesk", "global", "ZENDESK_API_TOKEN", lambda: rs(AN, 40), "none", "", area="saas")
V("Intercom", "global", "INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "=", "bearer", "https://api.intercom.io/contacts", area="saas")
V("Typeform", "europe", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14), "bearer", "https://api.typeform.com/forms", area="saas")
V("Dropbox", "global", "DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64U, 136), "bearer", "https://api.dropboxapi.com/2/files/list_folder", area="saas")
V("Box", "global", "BOX_DEVELOPER_TOKEN", lambda: rs(AN, 32), "bearer", "https://api.box.com/2.0/folders/0/items", area="saas")
V("Okta", "global", "OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), "scheme:SSWS", "https://{org}.okta.com/api/v1/users?limit=25", area="identity")
V("Auth0", "global", "AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), "none", "", pair=("AUTH0_CLIENT_ID", lambda: rs(AN, 32), False), area="identity")
V("Clerk", "global", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(AN, 42), "bearer", "https://api.clerk.com/v1/users", area="identity")
V("Salesforce", "global", "SF_ACCESS_TOKEN", lambda: "00D" + rs(AN, 12) + "!" + rs(AN + "._", 96), "bearer", "https://{org}.my.salesforce.com/services/data/v60.0/sobjects/Account", area="saas")
V("Twitch", "global", "TWITCH_CLIENT_SECRET", lambda: rs(ALO, 30), "none", "", area="saas")
V("X (Twitter)", "global", "TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 12) + "AAAAAA" + rs(AN + "%", 62), "bearer", "https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme", area="saas")
V("Meta", "global", "FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + rs(AN, 1) + rs(AN, 180), "query:access_token", "https://graph.facebook.com/v19.0/me/accounts", area="saas")
V("Mapbox", "global", "MAPBOX_SECRET_TOKEN", _mapbox_sk, "query:access_token", "https://api.mapbox.com/uploads/v1/{org}", area="saas")
V("Google reCAPTCHA", "global", "RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 38), "none", "", area="saas")
V("hCaptcha", "global", "HCAPTCHA_SECRET", lambda: "0x" + hexs(40), "none", "", area="saas")
V("Contentful", "europe", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), "bearer", "https://api.contentful.com/spaces/{l12}/environments", area="saas")
V("Sanity", "europe", "SANITY_API_TOKEN", lambda: "sk" + rs(AN, 180), "bearer", "https://{l8}.api.sanity.io/v2024-01-01/data/query/production", area="saas")
V("Webflow", "global", "WEBFLOW_API_TOKEN", lambda: hexs(64), "bearer", "https://api.webflow.com/v2/sites", area="saas")
V("Shopify", "global", "SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hexs(32), "header:X-Shopify-Access-Token", "https://{org}.myshopify.com/admin/api/2024-10/orders.json", area="saas")
V("Shopify", "global", "SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), "none", "", area="saas")
V("Postman", "global", "POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), "header:X-Api-Key", "https://api.getpostman.com/collections", area="saas")
V("Miro", "europe", "MIRO_ACCESS_TOKEN", lambda: "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + rs(B64U, 27), "bearer", "https://api.miro.com/v2/boards", area="saas")
V("Pipedrive", "europe", "PIPEDRIVE_API_TOKEN", lambda: hexs(40), "query:api_token", "https://{org}.pipedrive.com/api/v1/deals", area="saas")
V("Lokalise", "europe", "LOKALISE_API_TOKEN", lambda: hexs(40), "header:X-Api-Token", "https://api.lokalise.com/api2/projects", area="saas")
V("Crowdin", "europe", "CROWDIN_PERSONAL_TOKEN", lambda: hexs(80), "bearer", "https://api.crowdin.com/api/v2/projects", area="saas")
V("DeepL", "europe", "DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", "scheme:DeepL-Auth-Key", "https://api-free.deepl.com/v2/translate", area="ai")
V("Mistral AI", "europe", "MISTRAL_API_KEY", lambda: rs(AN, 32), "bearer", "https://api.mistral.ai/v1/chat/completions", area="ai")
V("Aleph Alpha", "europe", "AA_TOKEN", lambda: jwt({"user_id": rint(1000, 99999), "token_id": rint(1000, 99999)}, alg="HS256"), "bearer", "https://api.aleph-alpha.com/complete", area="ai")
V("Spotify", "europe", "SPOTIFY_CLIENT_SECRET", lambda: hexs(32), "none", "", pair=("SPOTIFY_CLIENT_ID", lambda: hexs(32), False), area="saas")
V("Scaleway", "europe", "SCW_SECRET_KEY", uuid4, "header:X-Auth-Token", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers", pair=("SCW_ACCESS_KEY", lambda: "SCW" + rs(AUP, 17), True), area="cloud")
V("Hetzner Cloud", "europe", "HCLOUD_TOKEN", lambda: rs(AN, 64), "bearer", "https://api.hetzner.cloud/v1/servers", area="cloud")
V("OVHcloud", "europe", "OVH_APPLICATION_SECRET", lambda: rs(ALO, 32), "none", "", pair=("OVH_APPLICATION_KEY", lambda: rs(AN, 16), False), area="cloud")
V("Expo", "global", "EXPO_TOKEN", lambda: rs(B64U, 40), "bearer", "https://api.expo.dev/v2/projects", area="ci")
V("Bitrise", "europe", "BITRISE_TOKEN", lambda: rs(B64U, 86), "header:Authorization", "https://api.bitrise.io/v0.1/apps", area="ci")
V("Cloudinary", "global", "CLOUDINARY_API_SECRET", lambda: rs(B64U, 27), "none", "", pair=("CLOUDINARY_API_KEY", lambda: str(rint(10 ** 14, 10 ** 15)), False), area="saas")
V("LaunchDarkly", "global", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), "none", "", area="saas")
V("PostHog", "europe", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(AN, 43), "bearer", "https://eu.posthog.com/api/projects/", area="saas")
V("Mixpanel", "global", "MIXPANEL_SERVICE_ACCOUNT_SECRET", lambda: rs(AN, 32), "none", "", area="saas")
V("Amplitude", "global", "AMPLITUDE_SECRET_KEY", lambda: hexs(32), "none", "", area="saas")
V("Braze", "global", "BRAZE_REST_API_KEY", uuid4, "bearer", "https://rest.fra-01.braze.eu/users/track", area="saas")
V("Customer.io", "global", "CUSTOMERIO_APP_API_KEY", lambda: hexs(32), "bearer", "https://api.customer.io/v1/send/email", area="saas")
V("Segment", "global", "SEGMENT_PUBLIC_API_TOKEN", lambda: "sgp_" + rs(AN, 64), "bearer", "https://api.segmentapis.com/sources", area="saas")
V("Zoom", "global", "ZOOM_CLIENT_SECRET", lambda: rs(AN, 32), "none", "", pair=("ZOOM_CLIENT_ID", lambda: rs(AN, 22), False), area="saas")
V("DocuSign", "global", "DOCUSIGN_SECRET_KEY", uuid4, "none", "", pair=("DOCUSIGN_INTEGRATION_KEY", uuid4, False), area="saas")
V("Mercury", "global", "MERCURY_API_TOKEN", lambda: "secret-token:mercury_production_wma_" + rs(AN, 40) + "_yrucrem", "bearer", "https://api.mercury.com/api/v1/accounts", area="payments")
# --- Korea
V("Toss Payments", "korea", "TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(AN, 20), "none", "", ko="토스페이먼츠", area="payments")
V("Kakao", "korea", "KAKAO_REST_API_KEY", lambda: hexs(32), "scheme:KakaoAK", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", ko="카카오", area="saas")
V("Kakao", "korea", "KAKAO_ADMIN_KEY", lambda: hexs(32), "scheme:KakaoAK", "https://kapi.kakao.com/v1/user/ids", ko="카카오", area="saas")
V("Kakao", "korea", "KAKAO_CLIENT_SECRET", lambda: rs(AN, 32), "none", "", ko="카카오 로그인", area="identity")
V("KakaoPay", "korea", "KAKAOPAY_SECRET_KEY", lambda: pick(["PRD", "DEV"]) + rs(HEXU, 37), "scheme:SECRET_KEY", "https://open-api.kakaopay.com/online/v1/payment/ready", ko="카카오페이", area="payments")
V("Naver", "korea", "NAVER_CLIENT_SECRET", lambda: rs(AN, 10), "header:X-Naver-Client-Secret", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", ko="네이버", pair=("NAVER_CLIENT_ID", lambda: rs(AN, 20), False), area="saas")
V("Naver Cloud", "korea", "NCP_SECRET_KEY", lambda: rs(AN, 40), "none", "", ko="네이버 클라우드", pair=("NCP_ACCESS_KEY", lambda: rs(AN, 20), True), area="cloud")
V("NHN Cloud", "korea", "NHN_SECRET_KEY", lambda: rs(AN, 8), "header:X-Secret-Key", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{A10}/sender/sms", ko="NHN Cloud", area="messaging")
V("PortOne", "korea", "PORTONE_API_SECRET", lambda: rs(AN, 80), "scheme:PortOne", "https://api.portone.io/payments/{h8}", ko="포트원", area="payments")
V("PortOne (iamport v1)", "korea", "IMP_SECRET", lambda: rs(AN, 80), "none", "", ko="아임포트", pair=("IMP_KEY", lambda: str(rint(10 ** 15, 10 ** 16)), False), area="payments")
V("Solapi", "korea", "SOLAPI_API_SECRET", lambda: rs(AUP, 32), "none", "", ko="솔라피", pair=("SOLAPI_API_KEY", lambda: "NCS" + rs(AUP, 13), False), area="messaging")
V("Aligo", "korea", "ALIGO_API_KEY", lambda: rs(ALO, 32), "query:key", "https://apis.aligo.in/send/", ko="알리고", area="messaging")
V("Channel Talk", "korea", "CHANNEL_ACCESS_SECRET", lambda: hexs(32), "header:x-access-secret", "https://api.channel.io/open/v5/user-chats", ko="채널톡", pair=("CHANNEL_ACCESS_KEY", lambda: hexs(24), True), area="saas")
V("Cafe24", "korea", "CAFE24_CLIENT_SECRET", lambda: rs(AN, 22), "none", "", ko="카페24", pair=("CAFE24_CLIENT_ID", lambda: rs(AN, 22), False), area="saas")
V("Coupang", "korea", "COUPANG_SECRET_KEY", lambda: hexs(40), "none", "", ko="쿠팡 윙", pair=("COUPANG_ACCESS_KEY", uuid4, True), area="saas")
V("data.go.kr", "korea", "DATA_GO_KR_SERVICE_KEY", lambda: pct(rb64(64)), "query:serviceKey", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst", ko="공공데이터포털", area="saas")
V("Upbit", "korea", "UPBIT_SECRET_KEY", lambda: rs(AN, 40), "none", "", ko="업비트", pair=("UPBIT_ACCESS_KEY", lambda: rs(AN, 40), True), area="payments")
V("Korea Investment & Securities", "korea", "KIS_APP_SECRET", lambda: rs(B64, 180), "header:appsecret", "https://openapi.koreainvestment.com:9443/uapi/domestic-stock/v1/quotations/inquire-price", ko="한국투자증권", pair=("KIS_APP_KEY", lambda: "PS" + rs(AN, 34), False), area="payments")
V("NICEPAY", "korea", "NICEPAY_SECRET_KEY", lambda: hexs(32), "none", "", ko="나이스페이", pair=("NICEPAY_CLIENT_ID", lambda: "R2_" + hexs(32), False), area="payments")
V("LINE WORKS", "korea", "LINEWORKS_BOT_SECRET", lambda: rs(AN, 32), "none", "", ko="라인웍스", area="messaging")
# --- China
V("Alibaba Cloud", "china", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AN, 30), "none", "", ko="알리바바 클라우드", pair=("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(AN, 20), True), area="cloud")
V("Tencent Cloud", "china", "TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32), "none", "", pair=("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AN, 32), True), area="cloud")
V("Huawei Cloud", "china", "HUAWEICLOUD_SDK_SK", lambda: rs(AN, 40), "none", "", pair=("HUAWEICLOUD_SDK_AK", lambda: rs(AUP, 20), True), area="cloud")
V("Baidu AI Cloud", "china", "BAIDU_SECRET_KEY", lambda: rs(AN, 32), "none", "", pair=("BAIDU_API_KEY", lambda: rs(AN, 24), False), area="ai")
V("Qiniu", "china", "QINIU_SECRET_KEY", lambda: rs(B64U, 40), "none", "", pair=("QINIU_ACCESS_KEY", lambda: rs(B64U, 40), True), area="cloud")
V("Volcengine", "china", "VOLC_SECRETKEY", lambda: rs(B64, 56) + "==", "none", "", pair=("VOLC_ACCESSKEY", lambda: "AKLT" + rs(AN, 42), True), area="cloud")
V("DingTalk", "china", "DINGTALK_ROBOT_SECRET", lambda: "SEC" + hexs(64), "none", "", area="messaging")
V("Feishu / Lark", "china", "FEISHU_APP_SECRET", lambda: rs(AN, 32), "none", "", pair=("FEISHU_APP_ID", lambda: "cli_" + hexs(16), False), area="messaging")
V("WeChat", "china", "WECHAT_APP_SECRET", lambda: hexs(32), "none", "", pair=("WECHAT_APP_ID", lambda: "wx" + hexs(16), False), area="messaging")
V("WeCom", "china", "WECOM_CORP_SECRET", lambda: rs(B64U, 43), "none", "", pair=("WECOM_CORP_ID", lambda: "ww" + hexs(16), False), area="messaging")
V("WeChat Pay", "china", "WECHATPAY_APIV3_KEY", lambda: rs(AN, 32), "none", "", area="payments")
V("Zhipu AI", "china", "ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs(AN, 16), "bearer", "https://open.bigmodel.cn/api/paas/v4/chat/completions", area="ai")
V("Moonshot AI", "china", "MOONSHOT_API_KEY", lambda: "sk-" + rs(AN, 48), "bearer", "https://api.moonshot.cn/v1/chat/completions", area="ai")
V("DeepSeek", "china", "DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), "bearer", "https://api.deepseek.com/chat/completions", area="ai")
V("Alibaba DashScope", "china", "DASHSCOPE_API_KEY", lambda: "sk-" + hexs(32), "bearer", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", area="ai")
V("Baidu Qianfan", "china", "QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + rs(AN, 21) + "/" + hexs(40), "bearer", "https://qianfan.baidubce.com/v2/chat/completions", area="ai")
V("Gitee", "china", "GITEE_TOKEN", lambda: hexs(32), "query:access_token", "https://gitee.com/api/v5/user/repos", area="ci")
# --- Japan
V("Chatwork", "japan", "CHATWORK_API_TOKEN", lambda: hexs(32), "header:X-ChatWorkToken", "https://api.chatwork.com/v2/rooms", area="messaging")
V("LINE Messaging API", "japan", "LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", "bearer", "https://api.line.me/v2/bot/message/push", ko="LINE", area="messaging")
V("LINE Messaging API", "japan", "LINE_CHANNEL_SECRET", lambda: hexs(32), "none", "", ko="LINE", area="messaging")
V("PAY.JP", "japan", "PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(48), "basicuser", "https://api.pay.jp/v1/charges", area="payments")
V("KOMOJU", "japan", "KOMOJU_SECRET_KEY", lambda: "sk_live_" + rs(ALO, 24), "basicuser", "https://komoju.com/api/v1/payments", area="payments")
V("Backlog", "japan", "BACKLOG_API_KEY", lambda: rs(AN, 64), "query:apiKey", "https://{org}.backlog.jp/api/v2/issues", area="saas")
V("kintone", "japan", "KINTONE_API_TOKEN", lambda: rs(AN, 40), "header:X-Cybozu-API-Token", "https://{org}.cybozu.com/k/v1/records.json?app=12", area="saas")
V("freee", "japan", "FREEE_ACCESS_TOKEN", lambda: rs(B64U, 43), "bearer", "https://api.freee.co.jp/api/1/deals", area="saas")
V("SmartHR", "japan", "SMARTHR_ACCESS_TOKEN", lambda: hexs(64), "bearer", "https://{org}.smarthr.jp/api/v1/crews", area="saas")
V("Sakura Cloud", "japan", "SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(AN, 64), "none", "", pair=("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), area="cloud")
V("GMO Payment Gateway", "japan", "GMO_SHOP_PASS", lambda: rs(ALO, 8), "none", "", pair=("GMO_SHOP_ID", lambda: "tshop" + rs(DG, 8), False), area="payments")
V("Rakuten", "japan", "RAKUTEN_APPLICATION_SECRET", lambda: hexs(40), "none", "", pair=("RAKUTEN_APPLICATION_ID", lambda: rs(DG, 19), False), area="saas")


def sub_url(url, t=""):
    rep = {"{org}": org(), "{proj}": proj(), "{h8}": hexs(8), "{uuid}": uuid4().upper(), "{n}": str(rint(1000, 99999)),
           "{region}": pick(REGIONS), "{l20}": rs(LO, 20), "{A10}": rs(AUP, 10), "{h32}": hexs(32),
           "{l12}": rs(ALO, 12), "{l8}": rs(ALO, 8), "{t}": t}
    for k, v in rep.items():
        url = url.replace(k, v)
    return url


def auth_header(auth, t):
    """returns header line for the auth style or None"""
    if auth == "bearer":
        return "Authorization: Bearer " + t
    if auth == "token":
        return "Authorization: token " + t
    if auth.startswith("header:"):
        return auth[7:] + ": " + t
    if auth.startswith("scheme:"):
        sch = auth[7:]
        if sch.endswith("="):
            return "Authorization: " + sch + t
        return "Authorization: " + sch + " " + t
    return None


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def leaf(var):
    v = var.lower()
    for suf in ["secret_key", "api_secret", "app_secret", "client_secret", "access_token", "auth_token", "api_token",
                "api_key", "token", "secret", "key", "password", "pat"]:
        if v.endswith(suf):
            return suf
    return v


def slug(name):
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


BENIGN_ENV = [
    lambda: "NODE_ENV=production", lambda: "PORT=%d" % port(), lambda: "LOG_LEVEL=%s" % pick(["info", "debug", "warn"]),
    lambda: "APP_URL=https://%s" % host("web"), lambda: "REDIS_HOST=%s" % priv_ip(), lambda: "DB_PORT=5432",
    lambda: "TZ=Asia/Seoul", lambda: "AWS_REGION=%s" % pick(REGIONS), lambda: "S3_BUCKET=%s-%s-assets" % (org(), pick(ENVS)),
    lambda: "FEATURE_NEW_CHECKOUT=%s" % pick(["true", "false"]), lambda: "SENTRY_ENVIRONMENT=%s" % pick(ENVS),
    lambda: "WORKER_CONCURRENCY=%d" % rint(2, 16), lambda: "DEFAULT_LOCALE=ko-KR", lambda: "RATE_LIMIT_PER_MIN=%d" % rint(30, 600),
    lambda: "HTTP_TIMEOUT_MS=%d" % rint(1000, 30000), lambda: "QUEUE_NAME=%s-jobs" % proj(),
]


def benign_env(n):
    idx = list(range(len(BENIGN_ENV)))
    R.shuffle(idx)
    return [BENIGN_ENV[i]() for i in idx[:n]]


def q(t):
    """shell-quote choice"""
    if "$" in t or "!" in t or "`" in t or '"' in t:
        return "'" + t + "'"
    return pick(['"%s"' % t, "'%s'" % t, t]) if re.fullmatch(r"[A-Za-z0-9._:/+=-]+", t) else "'" + t + "'"


CURL_REPLIES = [
    lambda: '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}',
    lambda: "HTTP/2 401\nwww-authenticate: Bearer error=\"invalid_token\"",
    lambda: "HTTP/2 200\ncontent-type: application/json\nx-request-id: %s" % uuid4(),
    lambda: '{"ok":true,"id":"%s"}' % hexs(24),
    lambda: "HTTP/1.1 403 Forbidden\n{\"message\":\"token lacks required scope\"}",
    lambda: "curl: (28) Operation timed out after 30001 milliseconds with 0 bytes received",
    lambda: "HTTP/2 429\nretry-after: %d" % rint(5, 120),
    lambda: '{"status":"success","data":[]}',
]


def curl_snip(v, t):
    url = sub_url(v["url"], t)
    auth = v["auth"]
    method = pick(["", "-X POST ", "-sS ", "-s -X GET ", "-i "])
    if auth == "path":
        cmd = "curl %s\"%s\" -d chat_id=%d -d text=deploy-done" % (method, url, -rint(10 ** 12, 10 ** 13))
    elif auth.startswith("query:"):
        sep = "&" if "?" in url else "?"
        cmd = "curl %s\"%s%s%s=%s\"" % (method, url, sep, auth[6:], t)
    elif auth == "basicuser":
        if v["name"] == "Jenkins":
            cmd = "curl %s-u %s:%s \"%s\"" % (method, pick(USERS), t, url)
        elif v["name"] == "Mailgun":
            cmd = "curl %s-u api:%s %s -F from=noreply@%s.com -F to=qa@%s.com" % (method, t, url, org(), org())
        else:
            cmd = "curl %s%s -u %s:" % (method, url, t)
    else:
        h = auth_header(auth, t)
        cmd = "curl %s%s \\\n  -H \"%s\" \\\n  -H \"Content-Type: application/json\"" % (method, url, h)
        if "chat" in url or "messages" in url or "completions" in url:
            cmd += " \\\n  -d '{\"model\":\"%s\",\"messages\":[{\"role\":\"user\",\"content\":\"ping\"}]}'" % pick(
                ["gpt-4o-mini", "claude-3-5-haiku-latest", "llama-3.1-8b-instant", "deepseek-chat", "glm-4", "moonshot-v1-8k", "mistral-small-latest"])
    return "$ " + cmd + "\n" + pick(CURL_REPLIES)()


def http_raw_snip(v, t):
    url = sub_url(v["url"], t)
    m = re.match(r"https://([^/]+)(/.*)?", url)
    hst, pth = m.group(1), (m.group(2) or "/")
    auth = v["auth"]
    if auth.startswith("query:"):
        pth += ("&" if "?" in pth else "?") + auth[6:] + "=" + t
        hline = None
    elif auth == "basicuser":
        hline = None
    else:
        hline = auth_header(auth, t)
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), pth), "Host: " + hst]
    if hline:
        lines.append(hline)
    lines += ["User-Agent: %s/%d.%d.%d" % (pick(["python-requests", "axios", "okhttp", "Go-http-client"]), rint(1, 4), rint(0, 30), rint(0, 9)),
              "Accept: application/json"]
    return "\n".join(lines)


# ------------------------------------------------ single-vendor framings
# each returns (snippet, inline_mention, secrets, label)

def pair_lines(v, style="env"):
    """id half of a key pair, if the vendor has one. returns (list_of_(var,val)), listed_values"""
    if not v["pair"]:
        return [], []
    pvar, pgen, listed = v["pair"]
    val = pgen()
    return [(pvar, val)], ([val] if listed else [])


def fr_env(v, t, lang):
    pl, ps = pair_lines(v)
    lines = benign_env(rint(1, 4))
    kv = ["%s=%s" % (a, b) for a, b in pl] + ["%s=%s" % (v["var"], t)]
    pos = rint(0, len(lines))
    lines[pos:pos] = kv
    if lang == "ko" and chance(0.3):
        lines.insert(pos, "# %s (임시)" % v["ko"])
    elif chance(0.3):
        lines.insert(pos, "# %s" % v["name"])
    return "\n".join(lines), "%s=%s" % (v["var"], t), [t] + ps, "env file"


def fr_export(v, t, lang):
    pl, ps = pair_lines(v)
    ex = ["export %s=%s" % (a, q(b)) for a, b in pl] + ["export %s=%s" % (v["var"], q(t))]
    cmd = pick(["npm run dev", "python -m %s.main" % proj().replace("-", "_"), "go run ./cmd/server", "./gradlew bootRun",
                "make e2e", "pytest -k integration -x", "bundle exec rails s", "uv run worker.py", "pnpm test:e2e"])
    tail = pick(["", "\n" + pick(["Listening on :%d" % port(), "2 passed, 1 failed", "Error: request failed with status code 401",
                                  "INFO  started in %.1fs" % (R.random() * 9 + 1), "panic: %s: unauthorized" % v["name"].lower()])])
    return "\n".join("$ " + e for e in ex) + "\n$ " + cmd + tail, "export %s=%s" % (v["var"], t), [t] + ps, "shell export"


def fr_curl(v, t, lang):
    if v["auth"] == "none":
        return fr_env(v, t, lang)
    return curl_snip(v, t), t, [t], "curl request"


def fr_http(v, t, lang):
    if v["auth"] == "none":
        return fr_yaml(v, t, lang)
    if v["auth"] == "basicuser":
        if v["name"] == "Jenkins":
            blob = b64((pick(USERS) + ":" + t).encode())
        elif v["name"] == "Mailgun":
            blob = b64(("api:" + t).encode())
        else:
            blob = b64((t + ":").encode())
        url = sub_url(v["url"], t)
        m = re.match(r"https://([^/]+)(/.*)?", url)
        snip = "POST %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/x-www-form-urlencoded\n\namount=%d&currency=%s" % (
            m.group(2) or "/", m.group(1), blob, rint(1000, 99000), pick(["krw", "usd", "jpy", "eur"]))
        return snip, "Basic " + blob, [blob], "raw HTTP basic auth"
    return http_raw_snip(v, t), t, [t], "raw HTTP request"


def fr_yaml(v, t, lang):
    pl, ps = pair_lines(v)
    sec = slug(v["name"])
    body = ["%s:" % sec]
    for a, b in pl:
        body.append("  %s: %s" % (leaf(a) if leaf(a) != leaf(v["var"]) else a.lower(), b))
    body.append("  %s: %s" % (leaf(v["var"]), pick(['"%s"' % t, t]) if ":" not in t and "#" not in t else '"%s"' % t))
    extra = pick([["  timeout: %ds" % rint(3, 60)], ["  region: %s" % pick(REGIONS)], ["  enabled: true"], []])
    pre = pick([["server:", "  port: %d" % port()], ["logging:", "  level: INFO"], []])
    return "\n".join(pre + body + extra), "%s: %s" % (leaf(v["var"]), t), [t] + ps, "YAML config"


def fr_json(v, t, lang):
    pl, ps = pair_lines(v)
    inner = ", ".join(['"%s": "%s"' % (camel(a), b) for a, b in pl] + ['"%s": "%s"' % (camel(v["var"]), t)])
    snip = '{\n  "%s": { %s },\n  "%s": %s\n}' % (slug(v["name"]), inner, pick(["retries", "timeoutMs", "debug"]),
                                                  pick(["3", "5000", "false"]))
    return snip, '"%s": "%s"' % (camel(v["var"]), t), [t] + ps, "JSON config"


def fr_toml(v, t, lang):
    pl, ps = pair_lines(v)
    lines = ["[%s]" % slug(v["name"])] + ['%s = "%s"' % (leaf(a) if leaf(a) != leaf(v["var"]) else a.lower(), b) for a, b in pl] + \
            ['%s = "%s"' % (leaf(v["var"]), t)]
    if chance(0.5):
        lines = ["[server]", 'bind = "0.0.0.0:%d"' % port(), ""] + lines
    return "\n".join(lines), '%s = "%s"' % (leaf(v["var"]), t), [t] + ps, "TOML config"


def fr_ini(v, t, lang):
    pl, ps = pair_lines(v)
    style = pick(["ini", "properties", "xml", "hcl"])
    if style == "ini":
        lines = ["[%s]" % slug(v["name"])] + ["%s = %s" % (a.lower(), b) for a, b in pl] + ["%s = %s" % (leaf(v["var"]), t)]
        lab = "INI config"
    elif style == "properties":
        pre = "%s.%s" % (pick(["app", "integration", "client"]), slug(v["name"]).replace("_", "-"))
        lines = ["%s.%s=%s" % (pre, camel(a), b) for a, b in pl] + ["%s.%s=%s" % (pre, camel(leaf(v["var"])), t)]
        lines.insert(0, "server.port=%d" % port())
        lab = "Java properties"
    elif style == "xml":
        lines = ['<add key="%s" value="%s" />' % (a, b) for a, b in pl] + ['<add key="%s" value="%s" />' % (v["var"], t)]
        lines = ["<appSettings>"] + ["  " + x for x in lines] + ["</appSettings>"]
        lab = "XML appSettings"
    else:
        lines = ['variable "%s" {' % v["var"].lower(), "  type      = string", "  sensitive = true",
                 '  default   = "%s"' % t, "}"]
        for a, b in pl:
            lines += ['variable "%s" {' % a.lower(), '  default = "%s"' % b, "}"]
        lab = "Terraform variable default"
    return "\n".join(lines), t, [t] + ps, lab


CODE_FORMS = [
    ("Python", lambda v, t: 'client = %sClient(api_key=os.getenv("%s", "%s"))' % (re.sub(r"[^A-Za-z]", "", v["name"]).title(), v["var"], t)),
    ("JavaScript", lambda v, t: 'const %s = process.env.%s || "%s";' % (camel(v["var"]), v["var"], t)),
    ("TypeScript", lambda v, t: 'export const config = {\n  %s: process.env.%s ?? "%s",\n};' % (camel(v["var"]), v["var"], t)),
    ("Go", lambda v, t: '%s := "%s" // TODO: read from env' % (camel(v["var"]), t)),
    ("Java", lambda v, t: 'private static final String %s = "%s";' % (v["var"], t)),
    ("Kotlin", lambda v, t: 'val %s = System.getenv("%s") ?: "%s"' % (camel(v["var"]), v["var"], t)),
    ("Ruby", lambda v, t: '%s = ENV.fetch("%s", "%s")' % (v["var"].lower(), v["var"], t)),
    ("PHP", lambda v, t: "$%s = getenv('%s') ?: '%s';" % (camel(v["var"]), v["var"], t)),
    ("C#", lambda v, t: 'var %s = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (camel(v["var"]), v["var"], t)),
    ("Rust", lambda v, t: 'let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (v["var"].lower(), v["var"], t)),
    ("Swift", lambda v, t: 'static let %s = "%s"' % (camel(v["var"]), t)),
    ("Dart", lambda v, t: "const %s = '%s';" % (camel(v["var"]), t)),
    ("Elixir", lambda v, t: 'config :%s, %s: System.get_env("%s") || "%s"' % (slug(v["name"]), leaf(v["var"]), v["var"], t)),
    ("Scala", lambda v, t: 'val %s: String = sys.env.getOrElse("%s", "%s")' % (camel(v["var"]), v["var"], t)),
]


def fr_code(v, t, lang):
    langname, f = pick(CODE_FORMS)
    if "'" in t and langname in ("PHP", "Dart"):
        langname, f = CODE_FORMS[0]
    line = f(v, t)
    if lang == "ko" and chance(0.4):
        cm = {"Python": "# ", "Ruby": "# ", "Elixir": "# "}.get(langname, "// ")
        line = cm + pick(["임시 하드코딩, 배포 전 제거", "로컬 테스트용", "TODO 환경변수로 이동"]) + "\n" + line
    return line, t, [t], "%s source" % langname


def fr_log(v, t, lang):
    ts_ = iso_ts()
    auth = v["auth"]
    h = auth_header(auth, t) if auth not in ("none", "path", "basicuser") and not auth.startswith("query:") else None
    if h:
        hn, hv = h.split(": ", 1)
        line = pick([
            "%s DEBUG httpx request headers={'%s': '%s', 'user-agent': 'python-httpx/0.27.2'}" % (ts_, hn.lower(), hv),
            "%s [debug] axios request %s {\"headers\":{\"%s\":\"%s\"}}" % (ts_, sub_url(v["url"], t) if v["url"] else "", hn, hv),
            "[%s] okhttp --> POST %s\n%s: %s\n--> END POST" % (time_s(), sub_url(v["url"], t), hn, hv),
        ])
    elif auth.startswith("query:") or auth == "path":
        url = sub_url(v["url"], t)
        if auth.startswith("query:"):
            url += ("&" if "?" in url else "?") + auth[6:] + "=" + t
        line = pick(["%s WARN  retrying GET %s (attempt 2/3)" % (ts_, url),
                     '%s - - [%s] "GET %s HTTP/1.1" 502 173' % (priv_ip(), ts_, url.split("/", 3)[3] if url.count("/") >= 3 else url)])
    else:
        line = "%s INFO  config loaded: {'%s': '%s', 'env': '%s'}" % (ts_, v["var"].lower(), t, pick(ENVS))
    return line, t, [t], "log line"


def fr_docker(v, t, lang):
    pl, ps = pair_lines(v)
    style = pick(["run", "dockerfile", "compose"])
    if style == "run":
        envs = " ".join("-e %s=%s" % (a, b) for a, b in pl) + (" " if pl else "")
        snip = "$ docker run --rm %s-e %s=%s -p %d:%d %s/%s:%s" % (envs, v["var"], q(t), port(), port(), org(), proj(), pick(["latest", "1.4.2", "sha-" + hexs(7)]))
        lab = "docker run -e"
    elif style == "dockerfile":
        img, run, cmd = pick([("node:20-alpine", "npm ci --omit=dev", '["node","dist/index.js"]'),
                              ("python:3.12-slim", "pip install --no-cache-dir -r requirements.txt", '["python","-m","app"]'),
                              ("golang:1.23", "go build -o /app/server ./cmd/server", '["/app/server"]'),
                              ("eclipse-temurin:21-jre", "./gradlew --no-daemon bootJar", '["java","-jar","build/libs/app.jar"]')])
        snip = "FROM %s\nWORKDIR /app\nCOPY . .\n%s\nENV %s=%s\nRUN %s\nCMD %s" % (
            img, "\n".join("ENV %s=%s" % (a, b) for a, b in pl), v["var"], t, run, cmd)
        snip = snip.replace("\n\n", "\n")
        lab = "Dockerfile ENV"
    else:
        envl = ["      - %s=%s" % (a, b) for a, b in pl] + ["      - %s=%s" % (v["var"], t)]
        snip = "services:\n  %s:\n    image: %s/%s:%s\n    environment:\n%s\n    ports:\n      - \"%d:%d\"" % (
            pick(["api", "worker", "web", "bot"]), org(), proj(), pick(["dev", "latest"]), "\n".join(envl), port(), port())
        lab = "docker compose environment"
    return snip, "%s=%s" % (v["var"], t), [t] + ps, lab


def fr_k8s(v, t, lang):
    pl, ps = pair_lines(v)
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (slug(v["name"]).replace("_", "-"), pick(["creds", "secret", "api"])),
                 "  namespace: %s" % pick(ENVS), "type: Opaque", "stringData:"]
        lines += ["  %s: %s" % (a, b) for a, b in pl] + ["  %s: %s" % (v["var"], t)]
        lab = "k8s Secret stringData"
    else:
        lines = ["      containers:", "        - name: %s" % proj(), "          env:"]
        for a, b in pl + [(v["var"], t)]:
            lines += ["            - name: %s" % a, "              value: \"%s\"" % b]
        lab = "k8s Deployment env value"
    return "\n".join(lines), t, [t] + ps, lab


def fr_ci(v, t, lang):
    pl, ps = pair_lines(v)
    style = pick(["gha", "gitlab", "circle"])
    envs = pl + [(v["var"], t)]
    if style == "gha":
        snip = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n      - run: %s" % (
            "\n".join("      %s: %s" % (a, b) for a, b in envs), pick(["make deploy", "npm publish", "./scripts/release.sh", "terraform apply -auto-approve"]))
        lab = "GitHub Actions env"
    elif style == "gitlab":
        snip = "deploy:\n  stage: deploy\n  variables:\n%s\n  script:\n    - %s" % (
            "\n".join("    %s: \"%s\"" % (a, b) for a, b in envs), pick(["./deploy.sh", "helm upgrade --install app ./chart", "npm run release"]))
        lab = "GitLab CI variables"
    else:
        snip = "jobs:\n  build:\n    docker:\n      - image: cimg/base:stable\n    environment:\n%s\n    steps:\n      - checkout" % (
            "\n".join("      %s: %s" % (a, b) for a, b in envs))
        lab = "CircleCI environment"
    return snip, t, [t] + ps, lab


def fr_diff(v, t, lang):
    f = pick(["src/config.ts", "settings/base.py", "config/app.yml", ".env.example", "deploy/values.yaml", "lib/client.rb"])
    newref = pick(["process.env.%s" % v["var"], 'os.environ["%s"]' % v["var"], "${%s}" % v["var"], 'ENV["%s"]' % v["var"]])
    old = pick(['%s = "%s"' % (camel(v["var"]), t), "%s: %s" % (leaf(v["var"]), t), "%s=%s" % (v["var"], t)])
    snip = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n-%s\n+%s" % (
        f, f, f, f, rint(3, 80), rint(3, 9), rint(3, 80), rint(3, 9), old, old.replace(t, newref).replace('"' + newref + '"', newref))
    return snip, t, [t], "diff removing hardcoded value"


def fr_table(v, t, lang):
    rows = [("env", "service", "key"), ("---", "---", "---")]
    envs = ["dev", "staging", "prod"]
    R.shuffle(envs)
    rows.append((envs[0], v["name"], t))
    rows.append((envs[1], v["name"], pick(["(same as prod)", "see Vault", "${%s}" % v["var"], "TBD", "-"])))
    snip = "\n".join("| %s | %s | %s |" % r for r in rows)
    return snip, t, [t], "markdown table"


def fr_chat(v, t, lang):
    nm = pick(KO_NAMES) if lang == "ko" else pick(EN_NAMES)
    if lang == "ko":
        snip = pick(["%s님이 슬랙에 그대로 붙여준 키: %s" % (nm, t),
                     "사용자 메시지: \"%s 키 이거 쓰면 돼요 → %s\"" % (v["ko"], t),
                     "%s: 그 키 %s 로 바꿔서 다시 돌려봐 주세요" % (nm, t)])
    else:
        snip = pick(["%s pasted the key straight into the chat: %s" % (nm, t),
                     "User message: \"here's the %s key, just use %s for now\"" % (v["name"], t),
                     "%s: try again with %s, that one should have write scope" % (nm, t)])
    return snip, t, [t], "chat message"


def fr_trace(v, t, lang):
    auth = v["auth"]
    url = sub_url(v["url"], t) if v["url"] else "https://%s/api" % host("web")
    if auth.startswith("query:"):
        url += ("&" if "?" in url else "?") + auth[6:] + "=" + t
        msg = pick(["requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: %s" % url,
                    "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='%s', port=443): Max retries exceeded with url: %s" % (
                        url.split("/")[2], "/" + url.split("/", 3)[3])])
        snip = "Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in fetch\n    resp.raise_for_status()\n%s" % (
            proj().replace("-", "_"), rint(20, 300), msg)
    elif auth == "path":
        snip = "Error: ETIMEDOUT\n    at TLSSocket.onConnectEnd (node:_tls_wrap:1727:19)\n  options: { href: '%s', method: 'POST' }" % url
    else:
        pk = "com.%s.%s" % (org().replace("-", ""), slug(v["name"]).replace("_", ""))
        snip = "Exception in thread \"main\" java.lang.IllegalStateException: %s client init failed (key=%s)\n\tat %s.Config.load(Config.java:%d)\n\tat %s.Main.main(Main.java:%d)" % (
            v["name"], t, pk, rint(20, 200), pk, rint(10, 60))
    return snip, t, [t], "stack trace"


FRAMINGS = [fr_env, fr_export, fr_curl, fr_http, fr_yaml, fr_json, fr_toml, fr_ini, fr_code, fr_log, fr_docker,
            fr_k8s, fr_ci, fr_diff, fr_table, fr_chat, fr_trace]


# ------------------------------------------------------- prose pools
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "missing required env var", "signature verification failed",
        "connection refused", "rate limited (429)", "token expired", "ECONNRESET", "certificate verify failed"]

INTRO_EN = [
    "Local run of {proj} failed at startup with `{err}`. The {name} settings were in {file}:",
    "I didn't know which {name} credentials the {env} stack uses; the user pointed me to {file}, which contains:",
    "Needed a working {name} key to reproduce the bug in {proj}. This is what was on the {env} box:",
    "The {name} integration in {proj} kept returning `{err}`. Relevant snippet:",
    "Nobody told me the {env} deploy of {proj} talks to {name} directly. Found this while grepping {file}:",
    "While debugging the nightly job I copied this from the {env} runner to see how {name} is called:",
    "Missing: how {proj} authenticates to {name}. Answer turned out to be this:",
    "Context I lacked: the {name} credentials for {env}. The user shared:",
    "Task was to migrate {proj} off the old {name} SDK; the existing setup was:",
    "{name} calls started failing after the {branch} merge (`{err}`). Current config:",
]
INTRO_KO = [
    "{proj} 로컬 실행 시 `{err}` 에러로 기동 실패. {file}에 {ko} 설정이 이렇게 들어가 있었음:",
    "{env} 환경에서 어떤 {ko} 키를 쓰는지 몰랐는데, 사용자가 {file} 내용을 붙여줌:",
    "{proj} 버그 재현하려면 동작하는 {ko} 키가 필요했다. {env} 서버에 있던 내용:",
    "{proj}의 {ko} 연동이 계속 `{err}` 반환. 관련 부분:",
    "{env} 배포가 {ko}를 직접 호출한다는 걸 몰랐음. {file} grep 하다가 발견:",
    "야간 배치 디버깅하면서 {env} 러너에서 {ko} 호출부를 복사해 옴:",
    "부족했던 맥락: {proj}가 {ko}에 어떻게 인증하는지. 확인해 보니 아래와 같았음:",
    "{env}용 {ko} 인증 정보가 없어서 막혔었음. 사용자가 공유해 준 것:",
    "{proj}를 예전 {ko} SDK에서 마이그레이션하는 작업. 기존 설정:",
    "{branch} 머지 이후 {ko} 호출이 `{err}`로 실패하기 시작. 현재 설정:",
]
CONTEXT_EN = [
    "Didn't know where {proj} gets its {name} credentials in {env}.",
    "I was missing the {name} setup for {proj}; the README only says 'ask ops'.",
    "The {env} {name} integration failed with `{err}` and I had no access to the config.",
    "No one documented which {name} account {proj} uses.",
]
CONTEXT_KO = [
    "{env}에서 {proj}가 {ko} 인증 정보를 어디서 가져오는지 몰랐음.",
    "{proj}의 {ko} 설정 방법을 몰랐다. README에는 '운영팀에 문의'만 있음.",
    "{env} {ko} 연동이 `{err}`로 실패했는데 설정을 볼 권한이 없었음.",
    "{proj}가 어떤 {ko} 계정을 쓰는지 문서가 없었음.",
]
LESSON_EN = [
    "{var} must come from the secret store; the copy in the repo was stale and had already been rotated.",
    "The {name} client reads {var} only at boot, so a config change needs a pod restart.",
    "{env} and prod use different {name} keys; the `{err}` was just the wrong environment's key.",
    "Moved {var} out of the file and into the CI secret; added the file to .gitignore.",
    "The {name} SDK silently falls back to the hardcoded default when {var} is unset, which hid the problem.",
    "Always check which {name} project/account a key belongs to before debugging scopes.",
    "The key had to be sent exactly as shown; a trailing newline from `cat` broke auth.",
    "",
]
LESSON_KO = [
    "{var}는 시크릿 매니저에서 주입해야 함. 레포에 있던 값은 오래됐고 이미 교체된 키였다.",
    "{ko} 클라이언트는 부팅 시에만 {var}를 읽어서, 값 바꾸면 파드 재시작이 필요함.",
    "{env}와 prod 키가 달랐음. `{err}`는 그냥 다른 환경 키를 써서 난 것.",
    "{var}를 파일에서 빼고 CI 시크릿으로 옮김. 해당 파일은 .gitignore에 추가.",
    "{var}가 비어 있으면 {ko} SDK가 하드코딩된 기본값으로 조용히 fallback 해서 문제가 가려졌음.",
    "스코프 디버깅 전에 그 키가 어느 {ko} 계정/프로젝트 것인지부터 확인할 것.",
    "`cat`으로 읽을 때 끝에 개행이 붙어서 인증 실패했었음. trim 필요.",
    "",
]
LESSON_SNIP_EN = ["What finally worked:", "The working values were:", "For the record, the config that passed:",
                  "Verified with:", "Reproduced with:"]
LESSON_SNIP_KO = ["결국 동작한 설정:", "정상 동작 확인한 값:", "참고로 통과한 설정:", "아래로 검증함:", "재현에 쓴 명령:"]
ASK_EN = [
    "Where is the canonical {name} key for {env} stored, and who rotates it?",
    "Should {var} be injected by CI or read from Vault at runtime?",
    "Is there a separate {name} key for local development?",
    "Which {name} account does {proj} bill to?",
    "Can I get read-only {name} credentials for debugging instead of the admin ones?",
    "",
]
ASK_KO = [
    "{env}용 {ko} 키 원본은 어디 보관돼 있고 교체는 누가 하나요?",
    "{var}는 CI에서 주입하나요, 런타임에 Vault에서 읽나요?",
    "로컬 개발용 {ko} 키가 따로 있나요?",
    "{proj}는 어느 {ko} 계정으로 과금되나요?",
    "디버깅용으로 admin 말고 read-only {ko} 키를 받을 수 있을까요?",
    "",
]
ASK_INLINE_EN = ["Is `{inline}` still the right value for {env}, or was it rotated?",
                 "Can I keep using {inline} for the {env} smoke tests?",
                 "The user gave me {inline}; is that the prod or the sandbox one?"]
ASK_INLINE_KO = ["`{inline}` 이 값이 아직 {env}에서 유효한가요, 교체됐나요?",
                 "{env} 스모크 테스트에 {inline} 계속 써도 되나요?",
                 "사용자가 준 {inline} 이거 prod 키인가요 sandbox 키인가요?"]


FRAMING_INTRO = {
    "stack trace": (["{proj} crashed on startup in {env}; the stack trace printed the {name} credential:", "Error report from the {env} pod of {proj}:"],
                    ["{env}에서 {proj}가 기동 중 죽음. 스택트레이스에 {ko} 자격증명이 찍혀 있었음:", "{proj} {env} 파드의 에러 리포트:"]),
    "log line": (["The {env} logs of {proj} around the failure (`{err}`):", "Grepped the {proj} logs for the {name} call:"],
                 ["실패 시점(`{err}`) 전후의 {proj} {env} 로그:", "{proj} 로그에서 {ko} 호출 부분을 grep:"]),
    "chat message": (["I asked the user how {proj} authenticates to {name}:", "From the support thread about the {name} outage in {env}:"],
                     ["{proj}가 {ko}에 어떻게 인증하는지 사용자에게 물어봄:", "{env} {ko} 장애 관련 지원 스레드에서:"]),
    "markdown table": (["The ops wiki page for {proj} lists the {name} keys per environment:"], ["{proj} 운영 위키에 환경별 {ko} 키 표가 있음:"]),
    "diff removing hardcoded value": (["PR that moves the {name} key of {proj} to an env var (the old line is still in the diff):"],
                                      ["{proj}의 {ko} 키를 환경변수로 옮기는 PR (삭제된 줄에 기존 값이 남아 있음):"]),
}


def fmt_ctx(v, lang):
    return {"proj": proj(), "name": v["name"], "ko": v["ko"], "var": v["var"], "env": pick(ENVS), "file": path_in_repo(),
            "err": pick(ERRS), "branch": pick(BRANCHES)}


def nbytes(s):
    return len(s.encode("utf-8"))


def fits(mc, le, ak):
    return 0 < nbytes(mc) <= 1024 and nbytes(le) <= 1024 and nbytes(ak) <= 512 and mc.strip() != ""


COMPOSE_STATE = {"ask_only": False}


def compose(lang, ctx, snip, inline, label=""):
    """place a snippet into the three fields; returns (mc, lesson, ask)"""
    COMPOSE_STATE["ask_only"] = False
    ko = lang == "ko"
    intro = pick(INTRO_KO if ko else INTRO_EN).format(**ctx)
    if label in FRAMING_INTRO and chance(0.75):
        intro = pick(FRAMING_INTRO[label][1 if ko else 0]).format(**ctx)
    context = pick(CONTEXT_KO if ko else CONTEXT_EN).format(**ctx)
    lesson = pick(LESSON_KO if ko else LESSON_EN).format(**ctx)
    ask = pick(ASK_KO if ko else ASK_EN).format(**ctx)
    r = R.random()
    inl_ask = pick(ASK_INLINE_KO if ko else ASK_INLINE_EN).format(inline=inline, **ctx)
    if r < 0.58:
        mc, le, ak = intro + "\n" + snip, lesson, ask
    elif r < 0.8:
        mc = context
        le = ((lesson + "\n") if lesson else "") + pick(LESSON_SNIP_KO if ko else LESSON_SNIP_EN) + "\n" + snip
        ak = ask
    elif r < 0.9 and nbytes(inl_ask) <= 512:
        mc, le, ak = context, lesson, inl_ask
        COMPOSE_STATE["ask_only"] = True
    else:
        mc, le, ak = intro + "\n" + snip, lesson, inl_ask if nbytes(inl_ask) <= 512 else ask
    if not fits(mc, le, ak):
        # fall back: snippet alone in mc, short lesson, no ask
        mc, le, ak = intro + "\n" + snip, "", ""
    return mc, le, ak


# ---------------------------------------------------------- note assembly
def place(lang, intro, context, snip, lesson, ask, inline=None, lesson_lead=None):
    """Generic placement of a snippet. intro ends with ':' and precedes the snippet;
    context is a standalone sentence used when the snippet goes elsewhere."""
    ko = lang == "ko"
    r = R.random()
    lead = lesson_lead or pick(LESSON_SNIP_KO if ko else LESSON_SNIP_EN)
    if r < 0.62:
        out = (intro + "\n" + snip, lesson, ask)
    elif r < 0.84 or inline is None:
        out = (context, ((lesson + "\n") if lesson else "") + lead + "\n" + snip, ask)
    else:
        ia = pick(ASK_INLINE_KO if ko else ASK_INLINE_EN).format(inline=inline, env=pick(ENVS))
        out = (intro + "\n" + snip, lesson, ia) if chance(0.5) else (context, lesson, ia)
        if not fits(*out):
            out = (intro + "\n" + snip, lesson, ask)
        elif out[0] == context:
            COMPOSE_STATE["ask_only"] = True
    if not fits(*out):
        out = (intro + "\n" + snip, lesson if nbytes(intro + snip) < 700 else "", "")
    return out


def T(en, ko, lang, **kw):
    """pick a phrase from the en or ko pool and format it"""
    return pick(ko if lang == "ko" else en).format(**kw)


# ---------------------------------------------------------- passwords
WORDS = ["bluebird", "sunflower", "tiger", "maple", "rocket", "pepper", "harbor", "violet", "falcon", "cobalt",
         "lemon", "panda", "river", "autumn", "marble", "orbit", "cactus", "velvet", "hazel", "copper", "walnut",
         "meadow", "thunder", "pixel", "mango", "ginger", "lantern", "willow", "canyon", "nebula", "coral", "saturn",
         "badger", "pretzel", "glacier", "tofu", "kimchi", "bibimbap", "jeju", "hangang", "dolphin", "otter",
         "crimson", "puzzle", "turtle", "biscuit", "anchor", "quartz", "pickle", "salmon", "comet", "mosaic"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복", "하늘", "바다", "민수", "지은", "서울", "부산", "토끼",
            "라면", "김치", "커피", "별빛", "봄날", "여름", "가을", "겨울", "햇살", "무지개", "호랑이", "다람쥐", "제주도",
            "눈사람", "고구마", "감자", "딸기", "참새", "은하수", "바람", "안녕하세요", "비밀", "회사", "우리팀"]
KO_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
KO_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
KO_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
           "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """what a Hangul word looks like when typed with the IME in English mode"""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(KO_CHO[c // 588] + KO_JUNG[(c % 588) // 28] + KO_JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


SYMS = "!@#$%^&*"


def pw_random():
    while True:
        p = rs(AN + "!@#$%^&*-_=+?", rint(12, 22))
        if any(c in DG for c in p) and any(c in SYMS for c in p):
            return p


def pw_human():
    w = pick(WORDS)
    style = rint(0, 7)
    if style == 0:
        p = w.capitalize() + str(rint(1970, 2025)) + pick(SYMS)
    elif style == 1:
        p = w + pick(WORDS) + str(rint(1, 99))
    elif style == 2:
        p = w.capitalize() + pick(["#", "@", "!", "_"]) + str(rint(100, 9999))
    elif style == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        p = leet.capitalize() + pick(SYMS) + str(rint(1, 9))
    elif style == 4:
        p = "%s%s%02d%02d%s" % (pick(["minsu", "jiyeon", "seojun", "haeun", "doyun", "yujin", "jihoon"]), pick(["", "_", "."]), rint(1, 12), rint(1, 28), pick(["!", "!!", "", "#"]))
    elif style == 5:
        p = pick(["qwer", "asdf", "zxcv", "1q2w3e4r", "qwerty"]) + str(rint(1000, 9999)) + pick(["!@#$", "!!", "!", "#"])
    elif style == 6:
        p = "%s %s %s" % (pick(["my", "our", "the"]), w, pick(WORDS)) + str(rint(1, 99))
    else:
        p = pick(["saranghae", "gamsahamnida", "hwaiting", "annyeong", "jjangjjang"]) + str(pick([1004, 7942, 486, 2580, 1234, rint(10, 99)])) + pick(["!", "", "^^", "~"])
    if len(p) < 8:
        p += str(rint(100, 999))
    return p


def pw_ko_keyboard():
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    p = dubeolsik(w) + pick([str(rint(1, 9999)), "!", "!@", "12!", "^^", str(rint(1980, 2025)) + "!"])
    if len(p) < 8:
        p += str(rint(1000, 9999))
    return p


def pw_hangul():
    p = pick(KO_WORDS) + pick(KO_WORDS) + pick(["", str(rint(1, 999)), "!", "123!"])
    while len(p) < 8:
        p += pick(KO_WORDS)
    return p


def pw_passphrase():
    n = rint(4, 6)
    ws = [pick(WORDS) for _ in range(n)]
    return pick(["-", " ", ".", "_"]).join(ws)


def pw_any(lang="en"):
    r = R.random()
    if lang == "ko" and r < 0.25:
        return pw_ko_keyboard()
    if lang == "ko" and r < 0.33:
        return pw_hangul()
    if r < 0.55:
        return pw_human()
    if r < 0.9:
        return pw_random()
    return pw_passphrase()


# =============================================================== SECRET TEMPLATES
# each returns (category, missing_context, lesson, ask_next_time, secrets)
SECRET_TEMPLATES = []


def stpl(weight=1):
    def deco(f):
        SECRET_TEMPLATES.append((f, weight))
        return f
    return deco


def aws_akid(prefix="AKIA"):
    return prefix + rs(B32[:26] + "234567", 16)


def aws_secret():
    return rs(AN + "/+", 40)


def aws_session_token(n=None):
    return "IQoJb3JpZ2luX2Vj" + rs(B64, n or rint(300, 560)) + pick(["", "=", "=="])


@stpl(2)
def s_aws_credentials(lang):
    ak, sk = aws_akid(), aws_secret()
    prof = pick(["default", "prod-admin", "%s-deploy" % org(), "sandbox"])
    style = pick(["file", "export", "tf", "boto"])
    if style == "file":
        snip = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (prof, ak, sk, pick(REGIONS))
        lab = "~/.aws/credentials"
    elif style == "export":
        snip = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 ls s3://%s-%s-logs/ --region %s" % (ak, sk, org(), pick(ENVS), pick(REGIONS))
        lab = "shell export"
    elif style == "tf":
        snip = 'provider "aws" {\n  region     = "%s"\n  access_key = "%s"\n  secret_key = "%s"\n}' % (pick(REGIONS), ak, sk)
        lab = "Terraform provider block"
    else:
        snip = 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="%s",\n    aws_secret_access_key="%s",\n)' % (ak, sk)
        lab = "boto3 client"
    intro = T(["The S3 upload in {p} failed with AccessDenied; the user shared the credentials they use locally:",
               "Didn't know which AWS profile the {p} backfill runs under. It was this:",
               "Needed to list the {e} buckets; the runbook had this {l} snippet:"],
              ["{p}의 S3 업로드가 AccessDenied로 실패. 사용자가 로컬에서 쓰는 자격증명을 공유함:",
               "{p} 백필이 어떤 AWS 프로필로 도는지 몰랐음. 확인해 보니:",
               "{e} 버킷 목록을 봐야 했는데 런북에 이런 {l} 예시가 있었음:"], lang, p=proj(), e=pick(ENVS), l=lab)
    context = T(["I had no AWS access for {p} and had to ask for keys."], ["{p} 작업에 AWS 권한이 없어서 키를 요청해야 했음."], lang, p=proj())
    lesson = T(["Use SSO (`aws sso login --profile {pr}`) instead of long-lived IAM user keys; these should be deactivated.",
                "The bucket policy requires the {e} role; static keys of the CI user bypass that and got denied.", ""],
               ["장기 IAM 사용자 키 대신 SSO(`aws sso login --profile {pr}`)를 써야 함. 이 키는 비활성화 필요.",
                "버킷 정책이 {e} role을 요구해서 CI 사용자 고정 키로는 거부됨.", ""], lang, pr=prof, e=pick(ENVS))
    ask = T(["Which IAM role should agents assume for {p}?", "Is there an SSO profile I can use instead of IAM user keys?"],
            ["{p} 작업 시 에이전트가 assume 해야 할 IAM role은?", "IAM 사용자 키 대신 쓸 수 있는 SSO 프로필이 있나요?"], lang, p=proj())
    mc, le, ak_ = place(lang, intro, context, snip, lesson, ask, inline=None)
    return "AWS key pair: %s [AWS]" % lab, mc, le, ak_, [ak, sk]


@stpl(2)
def s_aws_session(lang):
    ak, sk, st = aws_akid("ASIA"), aws_secret(), aws_session_token()
    style = pick(["env", "json"])
    if style == "env":
        snip = "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_SESSION_TOKEN=%s" % (ak, sk, st)
    else:
        snip = '{"Credentials": {"AccessKeyId": "%s", "SecretAccessKey": "%s", "SessionToken": "%s", "Expiration": "%s"}}' % (ak, sk, st, iso_ts())
    intro = T(["`aws sts assume-role` output I used to debug the {p} deploy:", "Temporary credentials the user pasted for the {e} account:"],
              ["{p} 배포 디버깅에 쓴 `aws sts assume-role` 결과:", "사용자가 붙여 준 {e} 계정 임시 자격증명:"], lang, p=proj(), e=pick(ENVS))
    lesson = T(["Session credentials expire after 1h; the job needs to assume the role itself instead of receiving pasted tokens.", ""],
               ["세션 자격증명은 1시간 후 만료. 붙여넣은 토큰 대신 잡이 직접 role을 assume 해야 함.", ""], lang)
    ask = T(["What is the role ARN the pipeline should assume?", ""], ["파이프라인이 assume 할 role ARN이 뭔가요?", ""], lang)
    return "AWS STS session credentials [AWS]", intro + "\n" + snip, lesson, ask, [ak, sk, st]


@stpl(2)
def s_aws_presigned(lang):
    bucket = "%s-%s-%s" % (org(), pick(["exports", "uploads", "reports", "invoices"]), pick(ENVS))
    obj = "%s/%s.%s" % (date_s(), hexs(12), pick(["csv", "pdf", "zip", "parquet"]))
    reg = pick(REGIONS)
    sig = hexs(64)
    if chance(0.5):
        ak = aws_akid()
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%sZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            bucket, reg, obj, ak, date_s().replace("-", ""), reg, date_s().replace("-", ""), time_s().replace(":", ""), pick([3600, 604800, 86400]), sig)
        secrets = [ak, sig]
    else:
        ak = aws_akid("ASIA")
        st = pct(aws_session_token(rint(200, 300)))
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%sZ&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            bucket, reg, obj, ak, date_s().replace("-", ""), reg, date_s().replace("-", ""), time_s().replace(":", ""), st, sig)
        secrets = [ak, st, sig]
    intro = T(["The customer's export link from the support ticket (I opened it to check the CSV encoding):",
               "Presigned URL the {p} job generated; the download returned SignatureDoesNotMatch:"],
              ["고객 지원 티켓에 있던 export 링크 (CSV 인코딩 확인하려고 열어봄):",
               "{p} 잡이 만든 presigned URL. 다운로드 시 SignatureDoesNotMatch:"], lang, p=proj())
    lesson = T(["Presigned URLs are bearer links; share the object key instead and let the recipient generate their own.",
                "The clock on the worker was 6 minutes off; presigned URLs depend on X-Amz-Date."],
               ["presigned URL은 그 자체로 접근 권한임. 링크 대신 object key를 공유할 것.",
                "워커 시계가 6분 어긋나 있었음. presigned URL은 X-Amz-Date에 의존."], lang)
    ask = T(["What expiry should presigned export links have?", ""], ["export용 presigned 링크 만료 시간은 얼마로?", ""], lang)
    return "signed URL: S3 presigned [AWS]", intro + "\n" + url, lesson, ask, secrets


def pem_lines(kind):
    if kind == "rsa":
        first = "MIIEpAIBAAKCAQEA" + rs(B64, 48)
        n = rint(4, 8)
    elif kind == "pkcs8":
        first = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + rs(B64, 14)
        n = rint(4, 8)
    elif kind == "ec":
        first = "MHcCAQEEI" + rs(B64, 55)
        return [first, rs(B64, 64), rs(B64, 32) + "=="][:3]
    elif kind == "p8":
        first = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(B64, 16)
        return [first, rs(B64, 64), rs(B64, 64), rs(B64, 8)]
    elif kind == "openssh":
        first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        return [first, "QyNTUxOQAAACD" + rs(B64, 57), rs(B64, 70), rs(B64, 70), rs(B64, 70), rs(B64, 24) + "="]
    else:
        raise ValueError(kind)
    return [first] + [rs(B64, 64) for _ in range(n - 1)]


@stpl(2)
def s_gcp_sa_json(lang):
    lines = pem_lines("pkcs8")[:rint(3, 5)]
    pid = "%s-%s-%d" % (org(), pick(ENVS), rint(100000, 999999))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
    snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        pid, hexs(40), pk, pick(["bq-loader", "gcs-sync", "firebase-adminsdk-" + rs(ALO, 5), "vertex-runner"]), pid, rs(DG, 21))
    intro = T(["The BigQuery load failed with `invalid_grant`; the key file {p} uses is committed as `sa.json`:",
               "User attached the service-account JSON for the {p} GCS sync (partially pasted):"],
              ["BigQuery 적재가 `invalid_grant`로 실패. {p}가 쓰는 키 파일이 `sa.json`으로 커밋돼 있었음:",
               "사용자가 {p} GCS 동기화용 서비스 계정 JSON을 일부 붙여줌:"], lang, p=proj())
    lesson = T(["Use Workload Identity instead of a JSON key; this key must be disabled in IAM.", ""],
               ["JSON 키 대신 Workload Identity 사용할 것. 이 키는 IAM에서 비활성화해야 함.", ""], lang)
    ask = T(["Which service account should the job impersonate?", ""], ["잡이 impersonate 할 서비스 계정은?", ""], lang)
    return "GCP service account JSON private_key [Google Cloud]", intro + "\n" + snip, lesson, ask, lines


@stpl(2)
def s_azure_conn(lang):
    kind = pick(["storage", "servicebus", "cosmos", "sas", "function", "signalr"])
    acct = (org().replace("-", "") + pick(ENVS))[:20]
    if kind == "storage":
        key = rb64(64)
        snip = "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        sec = [key]
        lab = "Storage connection string"
    elif kind == "servicebus":
        key = rb64(32)
        snip = "\"ServiceBus\": \"Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s\"" % (acct, key)
        sec = [key]
        lab = "Service Bus connection string"
    elif kind == "cosmos":
        key = rb64(64)
        snip = "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (acct, key)
        sec = [key]
        lab = "Cosmos DB connection string"
    elif kind == "sas":
        sig = pct(rb64(32))
        snip = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=%sT%sZ&st=%sT%sZ&spr=https&sig=%s" % (
            acct, pick(["backups", "exports", "media"]), pick(["db.bak", "report.xlsx", "%s.tar.gz" % proj()]), date_s(), time_s(), date_s(), time_s(), sig)
        sec = [sig]
        lab = "SAS URL"
    elif kind == "function":
        code = rs(B64U, 54) + "=="
        snip = "curl -X POST \"https://%s-func.azurewebsites.net/api/%s?code=%s\" -d @payload.json" % (acct, pick(["HttpTrigger1", "ingest", "resize-image"]), code)
        sec = [code]
        lab = "Function key in URL"
    else:
        key = rb64(32)
        snip = "Endpoint=https://%s.service.signalr.net;AccessKey=%s;Version=1.0;" % (acct, key)
        sec = [key]
        lab = "SignalR connection string"
    intro = T(["The {e} slot of {p} could not reach Azure; the app setting was:", "Found in local.settings.json while fixing {p}:"],
              ["{p} {e} 슬롯이 Azure에 접속 못 함. 앱 설정 값:", "{p} 고치다가 local.settings.json에서 발견:"], lang, p=proj(), e=pick(ENVS))
    lesson = T(["Use managed identity + Key Vault references instead of account keys.", "Regenerate key1 after rotation to key2.", ""],
               ["계정 키 대신 managed identity와 Key Vault 참조 사용할 것.", "key2로 전환 후 key1 재생성 필요.", ""], lang)
    ask = T(["Does {p} have a managed identity assigned?", ""], ["{p}에 managed identity가 할당돼 있나요?", ""], lang, p=proj())
    mc, le, ak = place(lang, intro, T(["Azure connectivity for {p} was undocumented."], ["{p}의 Azure 연결 방식이 문서화돼 있지 않았음."], lang, p=proj()), snip, lesson, ask)
    return "Azure %s [Azure]" % lab, mc, le, ak, sec


@stpl(3)
def s_webhook(lang):
    kind = pick(["slack", "discord", "teams", "gchat", "dingtalk", "feishu", "wecom"])
    if kind == "slack":
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(AUP, 9), rs(AUP, 10), tok)
        sec, vend = [tok], "Slack"
    elif kind == "discord":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 13 * 10 ** 17), tok)
        sec, vend = [tok], "Discord"
    elif kind == "teams":
        sig = rs(B64U, 43)
        url = "https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (
            rint(1, 99), pick(["koreacentral", "westeurope", "eastus"]), hexs(32), sig)
        sec, vend = [sig], "Microsoft Teams"
    elif kind == "gchat":
        tok = rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (rs(B64U, 7), rs(B64U, 33), tok)
        sec, vend = [tok], "Google Chat"
    elif kind == "dingtalk":
        at, sk = hexs(64), "SEC" + hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (at, sk)
        sec, vend = [at, sk], "DingTalk"
    elif kind == "feishu":
        hid = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % hid
        sec, vend = [hid], "Feishu / Lark"
    else:
        k = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % k
        sec, vend = [k], "WeCom"
    snip = pick(["ALERT_WEBHOOK_URL=%s" % url, "webhook_url: \"%s\"" % url, "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy ok\"}' %s" % url, url])
    intro = T(["Deploy notifications from {p} stopped. The alertmanager receiver points at:",
               "I didn't know where build alerts go; {f} has this {v} webhook:",
               "Needed to send a test alert to the on-call channel. The webhook is:"],
              ["{p} 배포 알림이 안 옴. alertmanager receiver 설정:", "빌드 알림이 어디로 가는지 몰랐는데 {f}에 {v} 웹훅이 있음:",
               "온콜 채널로 테스트 알림 보내야 했음. 웹훅 주소:"], lang, p=proj(), f=path_in_repo(), v=vend)
    lesson = T(["Incoming webhook URLs are credentials: anyone with the URL can post. Keep them in the secret store.",
                "The channel was archived, which is why posts returned 404.", ""],
               ["웹훅 URL 자체가 자격증명임. URL만 있으면 누구나 전송 가능하니 시크릿 저장소에 둘 것.",
                "채널이 보관 처리돼서 404가 났던 것.", ""], lang)
    ask = T(["Which channel should {e} alerts go to?", ""], ["{e} 알림은 어느 채널로 보내야 하나요?", ""], lang, e=pick(ENVS))
    return "webhook URL secret part [%s]" % vend, intro + "\n" + snip, lesson, ask, sec


def db_url(kind, user, pw_enc, h):
    db = pick(["app", "orders", "analytics", "core", "shop", proj().replace("-", "_")])
    if kind == "postgres":
        return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, pw_enc, h, db)
    if kind == "mysql":
        return "mysql://%s:%s@%s:3306/%s" % (user, pw_enc, h, db)
    if kind == "mongo":
        return "mongodb+srv://%s:%s@cluster%d.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, pw_enc, rint(0, 3), rs(ALO, 5), db)
    if kind == "redis":
        return "rediss://%s:%s@%s:6380/0" % (pick(["default", ""]), pw_enc, h)
    if kind == "amqp":
        return "amqps://%s:%s@%s:5671/%s" % (user, pw_enc, h.replace("db", "mq"), pick(["%2F", "prod", "jobs"]))
    if kind == "mssql":
        return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, user, pw_enc)
    if kind == "jdbc":
        return "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, user, pw_enc)
    if kind == "neon":
        return "postgresql://%s:%s@ep-%s-%s-%06d.%s.aws.neon.tech/neondb?sslmode=require" % (user, pw_enc, pick(["cool", "quiet", "late"]), pick(["mouse", "river", "leaf"]), rint(0, 999999), pick(REGIONS))
    if kind == "clickhouse":
        return "https://%s:8443/?user=%s&password=%s&query=SELECT%%201" % (h, user, pw_enc)
    if kind == "elastic":
        return "https://elastic:%s@%s:9243" % (pw_enc, h.replace("db", "es"))
    raise ValueError(kind)


@stpl(7)
def s_db_url(lang):
    kind = pick(["postgres", "mysql", "mongo", "redis", "amqp", "mssql", "jdbc", "neon", "clickhouse", "elastic"])
    user = pick(USERS)
    if kind == "neon":
        pw = "npg_" + rs(AN, 12)
    elif kind == "mongo" and chance(0.5):
        pw = rs(AN, 16)
    else:
        pw = pw_any(lang)
    enc = pct(pw) if kind not in ("mssql",) else pw
    h = host("db")
    url = db_url(kind, user, enc, h)
    secrets = [enc]
    var = pick(["DATABASE_URL", "DB_URL", "MONGO_URI", "REDIS_URL", "BROKER_URL", "ConnectionStrings__Default", "SPRING_DATASOURCE_URL"])
    snip = pick(["%s=%s" % (var, url), url, "$ %s \"%s\"" % (pick(["psql", "mongosh", "redis-cli -u", "mysql --url"]), url) if kind in ("postgres", "mongo", "redis", "neon") else "%s: \"%s\"" % (var.lower(), url)])
    intro = T(["The migration step in {p} failed with `{err}`. The connection string used was:",
               "I lacked read access to the {e} database, so the user gave me this URL:",
               "Reproducing the slow query needed the {e} connection info:"],
              ["{p} 마이그레이션 단계가 `{err}`로 실패. 사용한 접속 문자열:", "{e} DB 읽기 권한이 없어서 사용자가 URL을 줌:",
               "슬로우 쿼리 재현하려고 {e} 접속 정보가 필요했음:"], lang, p=proj(), e=pick(ENVS), err=pick(["password authentication failed", "SSL required", "too many connections", "timeout expired"]))
    extra = ""
    if pw != enc and chance(0.5):
        extra = T(["\n(The raw password is `{pw}`; the special characters had to be percent-encoded in the URL.)"],
                  ["\n(원래 비밀번호는 `{pw}`이고, URL에서는 특수문자를 퍼센트 인코딩해야 했음.)"], lang, pw=pw)
        secrets.append(pw)
    lesson = T(["Special characters in the password must be URL-encoded in DATABASE_URL.",
                "The {e} DB only accepts connections from the bastion; use the SSM tunnel.", "Use IAM auth tokens instead of a static password.", ""],
               ["DATABASE_URL의 비밀번호 특수문자는 URL 인코딩 해야 함.", "{e} DB는 bastion에서만 접속 허용. SSM 터널 사용할 것.",
                "고정 비밀번호 대신 IAM 인증 토큰 사용.", ""], lang, e=pick(ENVS))
    ask = T(["Is there a read-only DB user I should use for debugging?", "Which secret holds the {e} DATABASE_URL?", ""],
            ["디버깅용 read-only DB 계정이 있나요?", "{e} DATABASE_URL은 어느 시크릿에 있나요?", ""], lang, e=pick(ENVS))
    mc, le, ak = place(lang, intro, T(["Didn't have the {p} DB connection details."], ["{p} DB 접속 정보를 몰랐음."], lang, p=proj()), snip + extra, lesson, ask)
    return "connection string password: %s" % kind, mc, le, ak, secrets


SHELL_PW = [
    ("mysql -p attached", lambda u, p, h: "mysql -h %s -u %s -p'%s' -e 'SHOW PROCESSLIST'" % (h, u, p)),
    ("mysqldump --password", lambda u, p, h: "mysqldump --single-transaction -h %s -u %s --password='%s' shop > shop.sql" % (h, u, p)),
    ("PGPASSWORD env", lambda u, p, h: "PGPASSWORD='%s' psql -h %s -U %s -d app -c '\\dt'" % (p, h, u)),
    ("redis-cli -a", lambda u, p, h: "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (h, p)),
    ("sshpass -p", lambda u, p, h: "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart app'" % (p, u, h)),
    ("ldapsearch -w", lambda u, p, h: "ldapsearch -x -H ldaps://%s -D 'cn=%s,ou=svc,dc=corp,dc=local' -w '%s' '(uid=jdoe)'" % (h, u, p)),
    ("sqlcmd -P", lambda u, p, h: "sqlcmd -S %s -U %s -P '%s' -Q \"SELECT @@VERSION\"" % (h, u, p)),
    ("smbclient user%pass", lambda u, p, h: "smbclient //%s/share -U '%s%%%s' -c 'ls'" % (h, u, p)),
    ("openssl -passout", lambda u, p, h: "openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout 'pass:%s'" % p),
    ("keytool -storepass", lambda u, p, h: "keytool -list -keystore release.jks -storepass '%s' -alias upload" % p),
    ("7z -p", lambda u, p, h: "7z a -p'%s' -mhe=on backup-%s.7z ./dump" % (p, date_s())),
    ("zip -P", lambda u, p, h: "zip -P '%s' -r export.zip reports/" % p),
    ("docker login -p", lambda u, p, h: "docker login registry.%s.com -u %s -p '%s'" % (org(), u, p)),
    ("htpasswd -b", lambda u, p, h: "htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (u, p)),
    ("mongosh -p", lambda u, p, h: "mongosh \"mongodb://%s:27017/admin\" -u %s -p '%s' --eval 'db.stats()'" % (h, u, p)),
    ("curl -u user:pass", lambda u, p, h: "curl -u '%s:%s' https://%s/api/v1/health" % (u, p, host("web"))),
    ("wget --password", lambda u, p, h: "wget --user=%s --password='%s' https://%s/artifacts/build.tar.gz" % (u, p, host("web"))),
    ("net use", lambda u, p, h: "net use Z: \\\\%s\\deploy '%s' /user:CORP\\%s" % (h, p, u)),
    ("RSYNC_PASSWORD", lambda u, p, h: "RSYNC_PASSWORD='%s' rsync -av ./dist/ rsync://%s@%s/www/" % (p, u, h)),
    ("psql conninfo password=", lambda u, p, h: "psql \"host=%s port=5432 dbname=app user=%s password=%s sslmode=require\"" % (h, u, p)),
    ("mariadb --password=", lambda u, p, h: "mariadb --host=%s --user=%s --password='%s' < migrate.sql" % (h, u, p)),
    ("expect send", lambda u, p, h: "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"" % (u, h, p)),
    ("ansible -e ansible_password", lambda u, p, h: "ansible-playbook site.yml -i inventory/%s -e ansible_user=%s -e 'ansible_password=%s'" % (pick(ENVS), u, p)),
    ("vncpasswd -f", lambda u, p, h: "echo '%s' | vncpasswd -f > ~/.vnc/passwd" % p),
    ("cryptsetup key", lambda u, p, h: "echo -n '%s' | cryptsetup luksOpen /dev/nvme1n1 data -" % p),
]


@stpl(9)
def s_shell_password(lang):
    lab, f = pick(SHELL_PW)
    u, h = pick(USERS), host(pick(["db", "host"]))
    p = pw_any(lang)
    while "'" in p:
        p = pw_any(lang)
    cmd = f(u, p, h)
    out = pick(["", "\n" + pick(["ERROR 1045 (28000): Access denied for user '%s'@'%s'" % (u, priv_ip()), "Login Succeeded",
                                  "Warning: Using a password on the command line interface can be insecure.", "OK", "Permission denied, please try again."])])
    snip = "$ " + cmd + out
    intro = T(["From the shell history on {h} (I needed to know how the nightly job connects):", "Command the user ran before handing the task over:",
               "The runbook step for {p} that I followed:", "I reran this to reproduce the failure:"],
              ["{h}의 셸 히스토리에서 찾음 (야간 잡 접속 방식 파악용):", "사용자가 작업 넘기기 전에 실행한 명령:",
               "{p} 런북에서 따라 한 단계:", "실패 재현하려고 다시 실행한 명령:"], lang, h=host("host"), p=proj())
    context = T(["I did not know the credentials for {h}."], ["{h} 접속 정보를 몰랐음."], lang, h=h)
    lesson = T(["Passing the password on the command line leaks it to `ps` and shell history; use an option file or prompt.",
                "The account is shared by three jobs, so rotating it needs coordination.", ""],
               ["커맨드라인 인자로 비밀번호를 넘기면 `ps`와 히스토리에 남음. 옵션 파일이나 프롬프트 사용할 것.",
                "이 계정은 잡 세 개가 같이 써서 교체하려면 조율이 필요.", ""], lang)
    ask = T(["Is there a vault path for the {u} account?", "Who owns the {u} account on {h}?", ""],
            ["{u} 계정 비밀번호는 vault 어디에 있나요?", "{h}의 {u} 계정 담당자는 누구인가요?", ""], lang, u=u, h=h)
    mc, le, ak = place(lang, intro, context, snip, lesson, ask, inline=p)
    return "shell: %s" % lab, mc, le, ak, [p]


CONFIG_PW = [
    ("Spring application.properties", lambda u, p, h: "spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, u, p)),
    ("wp-config.php", lambda u, p, h: "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (u, p, h)),
    ("Django DATABASES", lambda u, p, h: "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'HOST': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n    }\n}" % (h, u, p)),
    ("Rails database.yml", lambda u, p, h: "production:\n  adapter: postgresql\n  host: %s\n  username: %s\n  password: \"%s\"\n  pool: 10" % (h, u, p)),
    ("appsettings.json", lambda u, p, h: "\"ConnectionStrings\": {\n  \"Default\": \"Server=%s;Database=App;User Id=%s;Password=%s;TrustServerCertificate=true\"\n}" % (h, u, p)),
    ("Maven settings.xml", lambda u, p, h: "<server>\n  <id>%s-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (org(), u, p)),
    ("redis.conf requirepass", lambda u, p, h: "bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory-policy allkeys-lru" % p),
    ("my.cnf [client]", lambda u, p, h: "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, p, h)),
    (".pgpass", lambda u, p, h: "%s:5432:*:%s:%s" % (h, u, p)),
    (".netrc", lambda u, p, h: "machine %s\n  login %s\n  password %s" % (host("web"), u, p)),
    ("Postfix sasl_passwd", lambda u, p, h: "[smtp.%s.com]:587 %s@%s.com:%s" % (org(), u, org(), p)),
    ("wpa_supplicant psk", lambda u, p, h: "network={\n    ssid=\"%s-office-5G\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (org(), p)),
    ("rabbitmq.conf", lambda u, p, h: "default_user = %s\ndefault_pass = %s\nlisteners.tcp.default = 5672" % (u, p)),
    ("Grafana admin in Helm values", lambda u, p, h: "grafana:\n  adminUser: admin\n  adminPassword: \"%s\"\n  persistence:\n    enabled: true" % p),
    ("Keycloak admin env", lambda u, p, h: "KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=%s\nKC_HOSTNAME=sso.%s.com" % (p, org())),
    ("Android signingConfigs", lambda u, p, h: "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (p, p)),
    ("gradle.properties", lambda u, p, h: "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg" % (rs(HEXU, 8), p)),
    ("fastlane MATCH_PASSWORD", lambda u, p, h: "MATCH_GIT_URL=git@github.com:%s/certificates.git\nMATCH_PASSWORD=%s\nFASTLANE_USER=ios@%s.com" % (org(), p, org())),
    ("Ansible group_vars", lambda u, p, h: "ansible_user: %s\nansible_become_pass: \"%s\"\nnginx_worker_processes: auto" % (u, p)),
    ("PHP mail config", lambda u, p, h: "$mail->Host = 'smtp.%s.com';\n$mail->Username = '%s@%s.com';\n$mail->Password = '%s';\n$mail->Port = 587;" % (org(), u, org(), p)),
    ("nodemailer transport", lambda u, p, h: "nodemailer.createTransport({\n  host: 'smtp.%s.com',\n  auth: { user: '%s@%s.com', pass: '%s' },\n})" % (org(), u, org(), p)),
    ("pgbouncer userlist.txt", lambda u, p, h: "\"%s\" \"%s\"\n\"pgbouncer\" \"md5%s\"" % (u, p, hexs(32))),
    ("mosquitto passwd plaintext", lambda u, p, h: "# plaintext before mosquitto_passwd -U\n%s:%s" % (u, p)),
    ("Jenkins casc", lambda u, p, h: "jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: \"%s\"\n          password: \"%s\"" % (u, p)),
    ("Kafka JAAS", lambda u, p, h: "sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";" % (u, p)),
    ("LDAP bind config", lambda u, p, h: "ldap:\n  url: ldaps://%s:636\n  bindDn: cn=%s,ou=service,dc=corp,dc=local\n  bindPassword: '%s'" % (h, u, p)),
    ("SNMP community", lambda u, p, h: "snmp-server community %s RO 10\nsnmp-server location IDC-%s" % (p, pick(["Gasan", "Pangyo", "Mokdong"]))),
    ("IPsec PSK", lambda u, p, h: "conn office-to-aws\n  left=%s\n  right=%s\n  authby=secret\n# ipsec.secrets\n%s %s : PSK \"%s\"" % (ip4(), ip4(), ip4(), ip4(), p)),
    ("RADIUS shared secret", lambda u, p, h: "client wlc-%02d {\n    ipaddr = %s\n    secret = %s\n}" % (rint(1, 9), priv_ip(), p)),
    ("docker-compose POSTGRES_PASSWORD", lambda u, p, h: "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: \"%s\"" % (u, p)),
]


@stpl(10)
def s_config_password(lang):
    lab, f = pick(CONFIG_PW)
    u, h = pick(USERS), host("db")
    p = pw_any(lang)
    while any(c in p for c in "'\"\\"):
        p = pw_any(lang)
    snip = f(u, p, h)
    intro = T(["The {l} in {p} (I needed it to understand why {e} logins failed):", "Config the user pasted when I asked how {p} reaches its backing services:",
               "Found while reviewing the {b} branch of {p}:", "{p} wouldn't start on the new VM; the relevant part of the config:"],
              ["{p}의 {l} ({e} 로그인 실패 원인 파악하려고 봄):", "{p}가 백엔드 서비스에 어떻게 붙는지 물어봤더니 사용자가 붙여준 설정:",
               "{p} {b} 브랜치 리뷰하다 발견:", "새 VM에서 {p}가 안 떠서 확인한 설정 부분:"], lang, l=lab, p=proj(), e=pick(ENVS), b=pick(BRANCHES))
    context = T(["The {l} for {p} wasn't in the repo and I didn't know the values."], ["{p}의 {l}이 레포에 없어서 값을 몰랐음."], lang, l=lab, p=proj())
    lesson = T(["Template the file from the secret manager at deploy time instead of committing it.",
                "The password had changed on the server but not in this file, hence the auth failures.",
                "Values with special characters need quoting in this format.", ""],
               ["파일을 커밋하지 말고 배포 시 시크릿 매니저에서 템플릿으로 생성할 것.", "서버 쪽 비밀번호는 바뀌었는데 이 파일은 그대로라 인증 실패가 났던 것.",
                "이 포맷에서는 특수문자 있는 값은 따옴표로 감싸야 함.", ""], lang)
    ask = T(["Who can rotate this credential, and where does the new one go?", "Is {l} generated by Ansible or edited by hand?", ""],
            ["이 자격증명은 누가 교체할 수 있고 새 값은 어디에 두나요?", "{l}은 Ansible로 생성되나요, 수동 편집인가요?", ""], lang, l=lab)
    mc, le, ak = place(lang, intro, context, snip, lesson, ask, inline=p)
    return "config password: %s" % lab, mc, le, ak, [p]


@stpl(6)
def s_chat_password(lang):
    p = pw_any(lang)
    who = pick(KO_NAMES if lang == "ko" else EN_NAMES)
    what = T(["the staging admin panel", "the shared QA account", "the {o} router web UI", "the office NAS", "the Jenkins admin user",
              "the test merchant account", "the Wi-Fi for the demo room", "the Windows jump host"],
             ["스테이징 어드민", "공용 QA 계정", "{o} 공유기 관리 페이지", "사무실 NAS", "Jenkins admin 계정", "테스트 가맹점 계정",
              "데모룸 와이파이", "윈도우 점프 호스트"], lang, o=org())
    mc = T(["I couldn't log into {w}; nobody had documented the credentials.", "Missing: how to get into {w} to check the {p} settings."],
           ["{w}에 로그인할 방법을 몰랐음. 계정 정보가 어디에도 정리돼 있지 않았다.", "{p} 설정 확인하려고 {w}에 들어가야 했는데 방법을 몰랐음."], lang, w=what, p=proj())
    said = T(["{n} said in chat: \"it's {pw} — don't share it\".", "{n}: the password is {pw} (capital first letter I think).",
              "The user told me: login is admin / {pw}.", "Got it from {n}: `{pw}`. It worked on the second try."],
             ["{n}님이 채팅으로 알려줌: \"비번 {pw} 이에요, 공유하지 마세요\".", "{n}: 비밀번호는 {pw} 입니다 (첫 글자 대문자였던 듯).",
              "사용자가 알려준 로그인: admin / {pw}", "{n}님한테 받음: `{pw}` 두 번째 시도에 됨."], lang, n=who, pw=p)
    lesson = T(["Credentials for shared tools should live in the team password manager, not in chat.", "The account locks after 5 failures."],
               ["공용 도구 계정은 채팅 말고 팀 패스워드 매니저에 있어야 함.", "5회 실패하면 계정이 잠김."], lang)
    ask = T(["Can we move {w} to SSO?", "Which 1Password vault holds this?", ""], ["{w}를 SSO로 옮길 수 있나요?", "이 계정은 1Password 어느 vault에 있나요?", ""], lang, w=what)
    r = R.random()
    if r < 0.4:
        mc = mc + " " + said
    elif r < 0.8:
        lesson = said + " " + lesson
    else:
        ask = said + " " + (ask or T(["Is that still current?"], ["아직 유효한가요?"], lang))
        if nbytes(ask) > 512:
            ask, mc = "", mc + " " + said
    return "prose: password told in chat", mc, lesson, ask, [p]


@stpl(3)
def s_korean_ime_password(lang):
    w = pick(KO_WORDS) + pick(KO_WORDS)
    tail = pick(["12!", "!@", str(rint(10, 99)) + "!", "^^", str(rint(1000, 9999))])
    typed = dubeolsik(w) + tail
    hangul = w + tail
    if len(typed) < 8:
        typed += "1004"
        hangul += "1004"
    if lang == "ko":
        mc = pick(["사내 VPN 로그인이 계속 실패. 사용자가 한/영 전환 안 된 상태로 비밀번호를 등록했다고 함.",
                   "레거시 ERP 계정 로그인 실패 원인 파악 필요."])
        lesson = pick(["등록된 비밀번호는 영문 모드로 친 `%s` 였음. 한글 그대로 `%s` 입력하면 당연히 실패." % (typed, hangul),
                       "등록된 비밀번호는 영문 모드로 친 `%s` 였음. 한/영 키 확인 안내 필요." % typed])
        ask = pick(["계정 비밀번호 재설정 요청은 어디로 하나요?", "IME 상태 때문에 생기는 로그인 문제 FAQ가 있나요?", ""])
    else:
        mc = "VPN login for the Seoul office kept failing for one user; they had set the password with the Korean IME in English mode."
        lesson = "The stored password is `%s` (a Hangul phrase typed on a 2-beolsik layout with the IME off)." % typed
        ask = pick(["Can the helpdesk force a reset instead?", ""])
    secs = [typed] + ([hangul] if hangul in lesson and len(hangul) >= 8 else [])
    return "password typed with Korean IME in English mode", mc, lesson, ask, secs


@stpl(3)
def s_old_new_password(lang):
    old, new = pw_any(lang), pw_any(lang)
    acct = pick(USERS)
    sysn = pick(["RDS master user", "Redis AUTH", "the LDAP service account", "the Grafana admin", "the SFTP drop account", "MSSQL sa"])
    if lang == "ko":
        mc = "%s 비밀번호 교체 작업. 기존 값 `%s` 에서 새 값 `%s` 로 변경했는데 %s 쪽은 아직 기존 값으로 접속 중." % (sysn, old, new, proj())
        lesson = pick(["교체 순서: 새 비밀번호 추가 → 앱 배포 → 기존 값 폐기. 한 번에 바꾸면 장애.", "듀얼 패스워드(MySQL 8 RETAIN CURRENT PASSWORD) 쓰면 무중단 교체 가능."])
        ask = pick(["교체 공지는 어느 채널에 하나요?", "%s 계정을 쓰는 서비스 목록이 있나요?" % acct])
    else:
        mc = "Rotated %s (%s). Old: %s  New: %s. %s still connects with the old one." % (sysn, acct, old, new, proj())
        lesson = pick(["Rotation order: add new credential, deploy, then revoke the old one.", "MySQL 8 dual passwords (RETAIN CURRENT PASSWORD) allow a zero-downtime switch."])
        ask = pick(["Where do we announce credential rotations?", "Is there a list of services using the %s account?" % acct])
    if chance(0.4):
        # the new value is repeated in the lesson
        lesson += (" 새 값 %s 는 Vault에도 반영함." % new) if lang == "ko" else (" The new value %s is now in Vault too." % new)
    return "old and new password in one note", mc, lesson, ask, [old, new]


@stpl(3)
def s_pin(lang):
    kind = pick(["puk", "door", "safe", "hsm", "piv", "alarm", "bank"])
    pin = "".join(pick(DG) for _ in range(pick([8, 8, 10, 12])))
    lab = {"puk": "SIM PUK", "door": "server room door code", "safe": "safe combination", "hsm": "HSM crypto-officer PIN",
           "piv": "YubiKey PIV PIN", "alarm": "office alarm code", "bank": "corporate banking OTP card PIN"}[kind]
    lab_ko = {"puk": "유심 PUK", "door": "서버실 출입 비밀번호", "safe": "금고 비밀번호", "hsm": "HSM CO PIN",
              "piv": "YubiKey PIV PIN", "alarm": "사무실 경비 해제 번호", "bank": "법인 뱅킹 OTP PIN"}[kind]
    if lang == "ko":
        mc = pick(["%s를 몰라서 작업이 멈췄음. 담당자에게 물어보니 %s 라고 함." % (lab_ko, pin),
                   "장비 점검 중 %s 입력이 필요했음." % lab_ko])
        lesson = "" if pin in mc else "%s: %s (3회 틀리면 잠김)" % (lab_ko, pin)
        ask = pick(["이런 PIN은 어디에 보관하는 게 규정인가요?", ""])
        cat = "PIN / numeric code: %s" % lab
    else:
        mc = pick(["Work stopped because I didn't have the %s; the on-site tech read it out: %s." % (lab, pin),
                   "The hardware check needed the %s." % lab])
        lesson = "" if pin in mc else "%s is %s (locks after 3 wrong tries)." % (lab, pin)
        ask = pick(["Where should numeric codes like this be kept?", ""])
        cat = "PIN / numeric code: %s" % lab
    return cat, mc, lesson, ask, [pin]


@stpl(3)
def s_passphrase(lang):
    pp = pw_passphrase() if chance(0.7) else " ".join(pick(KO_WORDS) for _ in range(rint(3, 5)))
    what = pick(["the GPG signing key", "the deploy SSH key", "the LUKS volume on the backup server", "the KeePass database", "the release keystore",
                 "the cosign key", "the age-encrypted backup"])
    what_ko = {"the GPG signing key": "GPG 서명 키", "the deploy SSH key": "배포용 SSH 키", "the LUKS volume on the backup server": "백업 서버 LUKS 볼륨",
               "the KeePass database": "KeePass DB", "the release keystore": "릴리스 keystore", "the cosign key": "cosign 키", "the age-encrypted backup": "age로 암호화한 백업"}[what]
    if lang == "ko":
        mc = "%s 패스프레이즈를 몰라서 서명 단계에서 막힘." % what_ko
        lesson = pick(["패스프레이즈는 `%s` 였음. CI에는 별도 시크릿으로 넣어야 함." % pp, "사용자가 알려준 패스프레이즈: \"%s\"" % pp])
        ask = pick(["패스프레이즈를 CI 시크릿으로 관리해도 되나요?", ""])
    else:
        mc = "Signing step blocked: I didn't know the passphrase for %s." % what
        lesson = pick(["The passphrase is `%s`; CI needs it as a separate secret." % pp, "User supplied the passphrase: \"%s\"." % pp])
        ask = pick(["Can the passphrase be stored as a CI secret?", ""])
    if chance(0.3):
        mc, lesson = mc + " " + lesson, pick(["", "Done." if lang == "en" else "완료."])
    return "passphrase for key material", mc, lesson, ask, [pp]


@stpl(6)
def s_recovery_codes(lang):
    kind = pick(["github", "google", "1password", "microsoft", "apple", "bitlocker", "bitwarden", "generic"])
    if kind == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 16))]
        body, vend = "\n".join(codes), "GitHub"
        lst = codes
    elif kind == "google":
        codes = ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(4, 10))]
        body, vend = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "Google"
        lst = codes
    elif kind == "1password":
        k = "A3-%s-%s-%s-%s-%s-%s" % (rs(AUP, 6), rs(AUP, 6), rs(AUP, 5), rs(AUP, 5), rs(AUP, 5), rs(AUP, 5))
        body, vend, lst = "Secret Key: " + k, "1Password", [k]
    elif kind == "microsoft":
        k = "-".join(rs(AUP, 5) for _ in range(5))
        body, vend, lst = "Recovery code: " + k, "Microsoft", [k]
    elif kind == "apple":
        k = "-".join(rs(AUP, 4) for _ in range(7))
        body, vend, lst = "Recovery Key: " + k, "Apple", [k]
    elif kind == "bitlocker":
        k = "-".join("%06d" % rint(0, 999999) for _ in range(8))
        body, vend, lst = "BitLocker recovery key (ID %s): %s" % (rs(HEXU, 8), k), "Microsoft BitLocker", [k]
    elif kind == "bitwarden":
        k = rs(LO + DG, 32)
        k = "-".join(k[i:i + 4] for i in range(0, 32, 4))
        body, vend, lst = "two-step login recovery code: " + k, "Bitwarden", [k]
    else:
        codes = ["%s-%s-%s" % (rs(AUP, 4), rs(AUP, 4), rs(AUP, 4)) for _ in range(rint(3, 8))]
        body, vend = ", ".join(codes), pick(["Okta", "Atlassian", "Dropbox", "Cloudflare", "Discord"])
        lst = codes
    who = pick(["the shared ops account", "the %s org owner" % org(), "the release bot account", "the billing admin"])
    who_ko = pick(["공용 운영 계정", "%s 조직 owner 계정" % org(), "릴리스 봇 계정", "결제 관리자 계정"])
    if lang == "ko":
        mc = pick(["%s 2FA 기기를 분실해서 로그인 불가. 사용자가 백업 코드를 보내줌:" % who_ko, "%s의 %s 복구 정보를 찾아야 했음:" % (who_ko, vend)])
        lesson = pick(["복구 코드는 한 번 쓰면 소진됨. 쓴 코드 표시하고 새로 발급할 것.", "복구 코드는 채팅이 아니라 금고/패스워드 매니저에 보관."])
        ask = pick(["공용 계정 2FA는 누구 기기에 등록돼 있나요?", "새 복구 코드는 어디에 보관하나요?", ""])
    else:
        mc = pick(["Locked out of %s after the 2FA phone was wiped. The user sent the backup codes:" % who, "Needed the %s recovery material for %s:" % (vend, who)])
        lesson = pick(["Recovery codes are single-use; regenerate after using one.", "Store recovery codes in the vault, not in chat."])
        ask = pick(["Whose device holds the 2FA for the shared account?", "Where should the regenerated codes be kept?", ""])
    if chance(0.25) and nbytes(lesson + "\n" + body) <= 1024:
        lesson = lesson + "\n" + body
        mc = mc.rstrip(":") + "."
    else:
        mc = mc + "\n" + body
    return "recovery / backup codes [%s]" % vend, mc, lesson, ask, lst


@stpl(4)
def s_totp(lang):
    seed = rs(B32, pick([16, 32]))
    issuer = pick(["AWS", "GitHub", "Grafana", "Cloudflare", "Naver", "Kakao", "Okta", "GitLab", "Binance", "Tistory"])
    acct = "%s@%s.com" % (pick(USERS).replace("_", "."), org())
    style = pick(["uri", "spaced", "plain", "code"])
    if style == "uri":
        body = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
        lst = [seed]
    elif style == "spaced":
        sp = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4)).lower()
        body = "setup key: %s" % sp
        lst = [sp]
    elif style == "plain":
        body = "MFA_SEED=%s" % seed
        lst = [seed]
    else:
        body = "totp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
        lst = [seed]
    if lang == "ko":
        mc = pick(["%s 공용 계정 MFA를 CI에서 통과해야 했음. 사용자가 시드를 공유:" % issuer, "E2E 테스트가 %s 2단계 인증에서 멈춤. 설정 값:" % issuer])
        lesson = pick(["TOTP 시드는 비밀번호와 같은 등급의 비밀. 테스트 전용 계정을 따로 만들 것.", "서버 시간이 30초 이상 어긋나면 코드가 안 맞음."])
        ask = pick(["E2E용 MFA 우회 계정이 있나요?", ""])
    else:
        mc = pick(["CI had to get past MFA on the shared %s account; the user shared the seed:" % issuer, "The E2E run stalls at the %s 2FA prompt. Setup values:" % issuer])
        lesson = pick(["A TOTP seed is as sensitive as the password; use a dedicated test account.", "Codes fail if the runner clock drifts more than 30s."])
        ask = pick(["Is there a test account without MFA for E2E?", ""])
    return "TOTP seed [%s]" % issuer, mc + "\n" + body, lesson, ask, lst


@stpl(6)
def s_private_key(lang):
    kind = pick(["rsa", "pkcs8", "ec", "openssh", "p8", "pgp"])
    if kind == "pgp":
        lines = ["lQdGBGV" + rs(B64, 57)] + [rs(B64, 64) for _ in range(rint(3, 6))]
        hdr, ftr = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n", "...\n-----END PGP PRIVATE KEY BLOCK-----"
        vend = "PGP"
    else:
        lines = pem_lines(kind)
        if kind in ("rsa", "pkcs8") and chance(0.6):
            lines = lines[:rint(2, 5)]
            trunc = True
        else:
            trunc = False
        name = {"rsa": "RSA PRIVATE KEY", "pkcs8": "PRIVATE KEY", "ec": "EC PRIVATE KEY", "openssh": "OPENSSH PRIVATE KEY", "p8": "PRIVATE KEY"}[kind]
        hdr = "-----BEGIN %s-----\n" % name
        ftr = ("...\n" if trunc else "") + "-----END %s-----" % name
        vend = {"p8": "Apple App Store Connect .p8"}.get(kind, "")
    pem = hdr + "\n".join(lines) + "\n" + ftr
    fname = pick(["id_rsa", "deploy_key", "server.key", "AuthKey_%s.p8" % rs(AUP, 10), "jwt-signing.pem", "tls.key", "github-app.private-key.pem", "alipay_app_private_key.pem"])
    if lang == "ko":
        mc = pick(["배포가 `Permission denied (publickey)`로 실패. 사용자가 %s 내용을 그대로 붙여줌:" % fname, "%s 파일이 레포에 커밋돼 있었음:" % fname,
                   "서명 검증 실패 원인 찾다가 %s 내용을 확인:" % fname])
        lesson = pick(["개인키는 채팅/노트에 붙이지 말고 파일 경로나 시크릿 이름만 공유.", "이 키는 폐기하고 새로 발급해야 함.", ""])
        ask = pick(["이 키의 공개키가 등록된 곳 목록이 있나요?", "키 재발급 권한은 누구에게 있나요?", ""])
    else:
        mc = pick(["Deploy failed with `Permission denied (publickey)`. The user pasted the contents of %s:" % fname, "%s is committed in the repo:" % fname,
                   "While chasing the signature mismatch I looked at %s:" % fname])
        lesson = pick(["Never paste private keys into notes; share the path or secret name only.", "This key must be revoked and reissued.", ""])
        ask = pick(["Where is the matching public key registered?", "Who can reissue this key?", ""])
    if nbytes(mc + "\n" + pem) > 1024:
        lines = lines[:3]
        pem = hdr + "\n".join(lines) + "\n...\n" + ftr.replace("...\n", "")
    return "private key PEM body [%s]" % (vend or kind.upper()), mc + "\n" + pem, lesson, ask, lines


@stpl(5)
def s_jwt_bearer(lang):
    kind = pick(["user", "k8s", "supabase", "firebase", "azuread", "cf_access"])
    now = ts()
    if kind == "user":
        tok = jwt({"sub": str(rint(10000, 999999)), "email": "%s@%s.com" % (pick(USERS).replace("_", "."), org()), "role": pick(["admin", "staff", "user"]),
                   "iat": now, "exp": now + 3600}, alg=pick(["HS256", "RS256"]))
        vend = ""
    elif kind == "k8s":
        tok = jwt({"aud": ["https://kubernetes.default.svc"], "iss": "https://oidc.eks.%s.amazonaws.com/id/%s" % (pick(REGIONS), rs(HEXU, 32)),
                   "kubernetes.io": {"namespace": pick(ENVS), "serviceaccount": {"name": "%s-sa" % proj()}}, "sub": "system:serviceaccount:%s:%s-sa" % (pick(ENVS), proj())},
                  alg="RS256", header_extra={"kid": rs(B64U, 43)})
        vend = "Kubernetes"
    elif kind == "supabase":
        tok = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": now, "exp": now + 315360000})
        vend = "Supabase"
    elif kind == "firebase":
        tok = jwt({"iss": "https://securetoken.google.com/%s" % proj(), "aud": proj(), "user_id": rs(AN, 28), "iat": now, "exp": now + 3600},
                  alg="RS256", header_extra={"kid": hexs(40)})
        vend = "Firebase Auth"
    elif kind == "azuread":
        tok = jwt({"aud": "https://graph.microsoft.com", "iss": "https://sts.windows.net/%s/" % uuid4(), "appid": uuid4(), "roles": ["User.Read.All"],
                   "iat": now, "exp": now + 3599}, alg="RS256", header_extra={"kid": rs(B64U, 27)})
        vend = "Microsoft Entra ID"
    else:
        tok = jwt({"aud": [hexs(64)], "email": "%s@%s.com" % (pick(USERS), org()), "type": "app", "iat": now, "exp": now + 86400}, alg="RS256", header_extra={"kid": hexs(64)})
        vend = "Cloudflare Access"
    if kind == "supabase":
        snip = "SUPABASE_SERVICE_ROLE_KEY=" + tok
    elif kind == "cf_access":
        snip = "cookie: CF_Authorization=" + tok
    else:
        snip = pick(["Authorization: Bearer " + tok, "curl -H \"Authorization: Bearer %s\" https://%s/api/v2/me" % (tok, host("web")), "token: " + tok])
    intro = T(["Request captured from the browser devtools while debugging the {p} 403:", "The token the user copied out of the {e} app:"],
              ["{p} 403 디버깅하면서 브라우저 devtools에서 복사한 요청:", "사용자가 {e} 앱에서 복사해 준 토큰:"], lang, p=proj(), e=pick(ENVS))
    lesson = T(["The `role` claim was the issue; the gateway checks `roles`.", "Decoding the JWT locally was enough; no need to call the API with it.", ""],
               ["`role` 클레임이 문제였음. 게이트웨이는 `roles`를 봄.", "JWT는 로컬에서 디코드만 해도 충분했음. 그걸로 API 호출할 필요 없었음.", ""], lang)
    ask = T(["Can I get a short-lived test token instead of a real user's?", ""], ["실사용자 토큰 말고 단기 테스트 토큰을 받을 수 있나요?", ""], lang)
    mc, le, ak = place(lang, intro, T(["Didn't know which token the {p} client sends."], ["{p} 클라이언트가 어떤 토큰을 보내는지 몰랐음."], lang, p=proj()), snip, lesson, ask)
    return "JWT bearer token" + (" [%s]" % vend if vend else ""), mc, le, ak, [tok]


@stpl(3)
def s_kubeconfig(lang):
    if chance(0.5):
        tok = pick(["eyJhbGciOiJSUzI1NiIsImtpZCI6Ij" + rs(B64U, 30) + "." + rs(B64U, 200) + "." + rs(B64U, 120), "kubeconfig-u-" + rs(ALO, 5) + ":" + rs(ALO, 54)])
        user_part = "- name: %s-admin\n  user:\n    token: %s" % (pick(ENVS), tok)
        sec = [tok]
    else:
        ck = "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo" + rs(B64, 200)
        user_part = "- name: %s-admin\n  user:\n    client-certificate: /home/%s/.kube/admin.crt\n    client-key-data: %s" % (pick(ENVS), pick(USERS), ck)
        sec = [ck]
    snip = "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://%s:6443\n  name: %s\nusers:\n%s" % (priv_ip(), pick(ENVS), user_part)
    mc = T(["kubectl against the {e} cluster returned Unauthorized. The user's kubeconfig:", "How to reach the {e} cluster wasn't documented; I was handed this kubeconfig:"],
           ["{e} 클러스터에 kubectl 하면 Unauthorized. 사용자의 kubeconfig:", "{e} 클러스터 접속 방법이 문서에 없었음. 받은 kubeconfig:"], lang, e=pick(ENVS)) + "\n" + snip
    lesson = T(["Use `aws eks get-token`/OIDC exec plugins instead of static tokens.", ""], ["고정 토큰 대신 `aws eks get-token`이나 OIDC exec 플러그인 사용.", ""], lang)
    ask = T(["Which RBAC group should agents be in?", ""], ["에이전트는 어떤 RBAC 그룹에 넣어야 하나요?", ""], lang)
    return "kubeconfig user credential [Kubernetes]", mc, lesson, ask, sec


SIGNING = [
    ("Django SECRET_KEY", lambda: "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50), lambda s: "SECRET_KEY = '%s'" % s),
    ("Rails secret_key_base", lambda: hexs(128), lambda s: "production:\n  secret_key_base: %s" % s),
    ("Rails master.key", lambda: hexs(32), lambda s: "$ cat config/master.key\n%s" % s),
    ("Laravel APP_KEY", lambda: "base64:" + rb64(32), lambda s: "APP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % s),
    ("NEXTAUTH_SECRET", lambda: rb64(32), lambda s: "NEXTAUTH_URL=https://%s\nNEXTAUTH_SECRET=%s" % (host("web"), s)),
    ("JWT_SECRET", lambda: pick([rs(AN, 48), hexs(64), pw_passphrase()]), lambda s: "JWT_SECRET=%s\nJWT_EXPIRES_IN=1h" % s),
    ("Flask SECRET_KEY", lambda: hexs(48), lambda s: "app.config[\"SECRET_KEY\"] = \"%s\"" % s),
    ("express-session secret", lambda: rs(AN, 32), lambda s: "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % s),
    ("GitHub webhook secret", lambda: hexs(40), lambda s: "GITHUB_WEBHOOK_SECRET=%s" % s),
    ("Fernet key", lambda: b64u(rbytes(32), pad=True), lambda s: "FERNET_KEY = b\"%s\"" % s),
    ("AES-256 data key", lambda: rb64(32), lambda s: "encryption:\n  algorithm: AES-256-GCM\n  key: \"%s\"" % s),
    ("HMAC signing key", lambda: hexs(64), lambda s: "const sig = crypto.createHmac('sha256', '%s').update(body).digest('hex');" % s),
    ("Kubernetes EncryptionConfiguration", lambda: rb64(32), lambda s: "resources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: %s" % s),
    ("Spring JWT signing key", lambda: rb64(48), lambda s: "jwt.secret=%s\njwt.expiration=86400" % s),
    ("Symfony APP_SECRET", lambda: hexs(32), lambda s: "APP_ENV=prod\nAPP_SECRET=%s" % s),
    ("Phoenix secret_key_base", lambda: rs(B64, 64), lambda s: "config :app, AppWeb.Endpoint,\n  secret_key_base: \"%s\"" % s),
    ("ASP.NET machineKey", lambda: hexs(64).upper(), lambda s: "<machineKey validationKey=\"%s\" validation=\"HMACSHA256\" />" % s),
    ("Ghost/Strapi APP_KEYS", lambda: ",".join(rb64(16) for _ in range(2)), lambda s: "APP_KEYS=%s\nAPI_TOKEN_SALT=%s" % (s, rb64(16))),
    ("Nuxt/Auth.js AUTH_SECRET", lambda: rb64(33), lambda s: "AUTH_SECRET=\"%s\"" % s),
    ("Vault unseal key", lambda: rb64(32), lambda s: "Unseal Key 1: %s" % s),
]


@stpl(7)
def s_signing_secret(lang):
    lab, gen, fmt = pick(SIGNING)
    s = gen()
    snip = fmt(s)
    secs = [s]
    if lab == "Ghost/Strapi APP_KEYS":
        salt = snip.split("API_TOKEN_SALT=")[1]
        secs = [s, salt]
    if lab == "Vault unseal key":
        more = [rb64(32) for _ in range(rint(1, 2))]
        root = "hvs." + rs(B64U, 24)
        snip += "\n" + "\n".join("Unseal Key %d: %s" % (i + 2, k) for i, k in enumerate(more)) + "\n\nInitial Root Token: %s" % root
        secs = [s] + more + [root]
    intro = T(["Sessions were invalidated after every deploy of {p}; the {l} turned out to be in the repo:", "Webhook signature checks failed in {e}. The {l} configured there:",
               "Security review of {p} flagged this {l}:", "I needed the {l} to decrypt a fixture; it was in {f}:"],
              ["{p} 배포할 때마다 세션이 다 끊김. {l}이 레포에 박혀 있었음:", "{e}에서 웹훅 서명 검증 실패. 거기 설정된 {l}:",
               "{p} 보안 리뷰에서 이 {l}이 지적됨:", "픽스처 복호화하려고 {l}이 필요했는데 {f}에 있었음:"], lang, l=lab, p=proj(), e=pick(ENVS), f=path_in_repo())
    lesson = T(["Generate this per environment and load it from the secret store; changing it logs everyone out.", "Both sides must use the same secret byte-for-byte (no trailing newline).", ""],
               ["환경별로 생성해서 시크릿 저장소에서 로드할 것. 바꾸면 전원 로그아웃됨.", "양쪽이 바이트 단위로 같은 시크릿을 써야 함 (끝 개행 주의).", ""], lang)
    ask = T(["Is there a rotation procedure for the {l}?", ""], ["{l} 교체 절차가 있나요?", ""], lang, l=lab)
    if lab == "Vault unseal key":
        intro = T(["`vault operator init` output that the user pasted while we rebuilt the {e} Vault:", "Found in the {p} ops notes (needed to unseal after the node restart):"],
                  ["{e} Vault 재구축 중 사용자가 붙여준 `vault operator init` 출력:", "노드 재시작 후 unseal 하려고 {p} 운영 노트에서 찾은 내용:"], lang, e=pick(ENVS), p=proj())
    mc, le, ak = place(lang, intro, T(["The {l} handling in {p} was undocumented."], ["{p}의 {l} 관리 방식이 문서화돼 있지 않았음."], lang, l=lab, p=proj()), snip, lesson, ask)
    return "signing/encryption secret: %s" % lab, mc, le, ak, secs


COOKIES = [
    ("Django sessionid", lambda: rs(ALO, 32), "sessionid"),
    ("Express connect.sid", lambda: "s%3A" + rs(B64U, 32) + "." + pct(rb64(32).rstrip("=")), "connect.sid"),
    ("PHPSESSID", lambda: rs(ALO, 26), "PHPSESSID"),
    ("JSESSIONID", lambda: rs(HEXU, 32), "JSESSIONID"),
    ("Rails _session_id", lambda: pct(rb64(90)) + "--" + hexs(40), "_%s_session" % "app"),
    ("Laravel session", lambda: pct(b64(json.dumps({"iv": rb64(16), "value": rb64(48), "mac": hexs(64)}, separators=(",", ":")).encode())), "laravel_session"),
    ("NextAuth session-token", lambda: "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, 180) + "." + rs(B64U, 22), "__Secure-next-auth.session-token"),
    ("ASP.NET Core cookie", lambda: "CfDJ8" + rs(B64U, 250), ".AspNetCore.Cookies"),
    ("WordPress logged_in", lambda: "admin%7C" + str(ts()) + "%7C" + rs(AN, 43) + "%7C" + hexs(64), "wordpress_logged_in_" + hexs(32)),
    ("GitHub user_session", lambda: rs(B64U, 48), "user_session"),
    ("Flask session", lambda: "." + rs(B64U, 60) + "." + rs(B64U, 6) + "." + rs(B64U, 27), "session"),
]


@stpl(5)
def s_cookie(lang):
    lab, gen, name = pick(COOKIES)
    val = gen()
    csrf = rs(AN, 32)
    style = pick(["header", "curl", "har"])
    if style == "header":
        snip = "Cookie: %s=%s; csrftoken=%s; _ga=GA1.1.%d.%d" % (name, val, csrf, rint(10 ** 8, 10 ** 9), ts())
    elif style == "curl":
        snip = "curl 'https://%s/admin/orders/?status=failed' -H 'cookie: %s=%s' -H 'accept: application/json' --compressed" % (host("web"), name, val)
    else:
        snip = '{"name": "%s", "value": "%s", "domain": ".%s.com", "httpOnly": true, "secure": true}' % (name, val, org())
    intro = T(["To reproduce the admin-page bug I used the request the user copied from devtools (\"Copy as cURL\"):", "The user exported their logged-in cookie so I could hit the {e} admin:"],
              ["어드민 페이지 버그 재현하려고 사용자가 devtools에서 \"Copy as cURL\" 한 요청을 씀:", "{e} 어드민 접근하라고 사용자가 로그인 쿠키를 내보내 줌:"], lang, e=pick(ENVS))
    lesson = T(["A session cookie is a live login; ask for a test account instead.", "The bug only shows up for staff sessions, not API tokens.", ""],
               ["세션 쿠키는 살아있는 로그인 그 자체. 테스트 계정을 요청할 것.", "버그는 API 토큰이 아니라 staff 세션에서만 재현됨.", ""], lang)
    ask = T(["Can I get a staff test account on {e}?", ""], ["{e}에 staff 테스트 계정 받을 수 있나요?", ""], lang, e=pick(ENVS))
    mc, le, ak = place(lang, intro, T(["Had no way to log into the {e} admin."], ["{e} 어드민에 로그인할 방법이 없었음."], lang, e=pick(ENVS)), snip, lesson, ask)
    return "session cookie: %s" % lab, mc, le, ak, [val]


@stpl(4)
def s_basic_auth(lang):
    u = pick(USERS)
    p = pw_any(lang)
    blob = b64((u + ":" + p).encode())
    style = pick(["nginx", "har", "python", "yaml", "both"])
    secs = [blob]
    if style == "nginx":
        snip = '%s - %s [%s] "GET /internal/metrics HTTP/1.1" 200 5120 "-" "curl/8.5.0" auth="Basic %s"' % (priv_ip(), u, iso_ts(), blob)
    elif style == "har":
        snip = '"headers": [{"name": "authorization", "value": "Basic %s"}, {"name": "accept", "value": "*/*"}]' % blob
    elif style == "python":
        snip = 'headers = {"Authorization": "Basic %s"}  # %s' % (blob, pick(["prometheus scrape", "legacy partner API", "ES cluster"]))
    elif style == "yaml":
        snip = "basic_auth:\n  # %s\n  header: \"Basic %s\"" % (u, blob)
    else:
        snip = "curl -u %s:%s https://%s/v1/ping\n> Authorization: Basic %s" % (u, p, host("web"), blob)
        secs = [blob, p]
    intro = T(["The partner API call failed with 401; request as logged:", "The Prometheus scrape config for {p} used a header like this:"],
              ["파트너 API 호출이 401로 실패. 로그에 찍힌 요청:", "{p}의 Prometheus 스크레이프 설정이 이런 헤더를 씀:"], lang, p=proj())
    lesson = T(["Basic auth base64 is just encoding; treat it as the plaintext password.", "The partner changed the password last week."],
               ["Basic 인증 base64는 인코딩일 뿐이라 평문 비밀번호와 같음.", "파트너가 지난주에 비밀번호를 바꿨던 것."], lang)
    ask = T(["Who is the contact for the partner API credentials?", ""], ["파트너 API 계정 담당자가 누구인가요?", ""], lang)
    mc, le, ak = place(lang, intro, T(["Didn't know how {p} authenticates to the partner."], ["{p}가 파트너 API에 어떻게 인증하는지 몰랐음."], lang, p=proj()), snip, lesson, ask)
    return "HTTP Basic authorization blob", mc, le, ak, secs


@stpl(2)
def s_wireguard(lang):
    priv, pub, psk = rb64(32), rb64(32), rb64(32)
    use_psk = chance(0.4)
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s.com:51820" % (
        priv, rint(0, 200), rint(2, 200), pub, ("PresharedKey = %s\n" % psk) if use_psk else "", rint(0, 200), org())
    mc = T(["Couldn't reach the {e} VPC from the runner; the user shared their WireGuard config:", "VPN setup for the new CI runner wasn't documented. Working config:"],
           ["러너에서 {e} VPC 접속 불가. 사용자가 WireGuard 설정을 공유:", "새 CI 러너 VPN 설정이 문서에 없었음. 동작하는 설정:"], lang, e=pick(ENVS)) + "\n" + snip
    lesson = T(["Each peer needs its own key pair; reusing a laptop's config on CI is wrong.", ""], ["피어마다 키 쌍이 따로 있어야 함. 노트북 설정을 CI에 재사용하면 안 됨.", ""], lang)
    ask = T(["Who issues WireGuard peers?", ""], ["WireGuard 피어 발급은 누가 하나요?", ""], lang)
    return "WireGuard PrivateKey [WireGuard]", mc, lesson, ask, [priv] + ([psk] if use_psk else [])


@stpl(2)
def s_age_sops(lang):
    sk = "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)
    pubk = "age1" + rs(BECH, 58)
    snip = "# created: %sT%s+09:00\n# public key: %s\n%s" % (date_s(), time_s(), pubk, sk)
    mc = T(["`sops -d secrets.enc.yaml` failed: no matching key. The user pasted keys.txt:", "I needed to decrypt the {e} secrets file; the age identity is:"],
           ["`sops -d secrets.enc.yaml` 실패: 일치하는 키 없음. 사용자가 keys.txt를 붙여줌:", "{e} 시크릿 파일을 복호화해야 했음. age identity:"], lang, e=pick(ENVS)) + "\n" + snip
    lesson = T(["SOPS_AGE_KEY_FILE must point at this file; the public key alone is enough to encrypt.", ""], ["SOPS_AGE_KEY_FILE이 이 파일을 가리켜야 함. 암호화는 공개키만으로 충분.", ""], lang)
    return "age secret key [age/SOPS]", mc, lesson, T(["Can CI get its own age recipient?", ""], ["CI용 age recipient를 따로 만들 수 있나요?", ""], lang), [sk]


BIP = ["abandon", "ability", "absorb", "acid", "actor", "adapt", "agent", "alarm", "album", "alley", "amazing", "anchor", "angle", "apple",
       "arena", "armor", "arrow", "asset", "audit", "avocado", "bacon", "banana", "barrel", "basket", "beach", "believe", "bicycle", "blanket",
       "bonus", "bridge", "brisk", "bubble", "cabin", "cactus", "camera", "canal", "carbon", "castle", "cereal", "chalk", "cherry", "civil",
       "clever", "cloud", "coconut", "copper", "cousin", "cradle", "crystal", "dance", "depth", "desert", "dinner", "dolphin", "dragon",
       "eagle", "echo", "elbow", "empty", "engine", "exotic", "fabric", "famous", "fiber", "flame", "flock", "fossil", "frozen", "galaxy",
       "garlic", "giant", "glimpse", "gospel", "gravity", "hammer", "harvest", "hedgehog", "hollow", "humble", "island", "jaguar", "jungle"]


@stpl(2)
def s_wallet(lang):
    if chance(0.6):
        phrase = " ".join(pick(BIP) for _ in range(pick([12, 24])))
        body = "mnemonic: \"%s\"" % phrase
        secs = [phrase]
        lab = "BIP-39 mnemonic"
    else:
        k = "0x" + hexs(64)
        body = "DEPLOYER_PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo" % k
        secs = [k]
        lab = "EVM private key"
    mc = T(["The contract deploy script in {p} needs a funded wallet; hardhat.config had:", "User shared the test wallet so I could run the {p} integration tests:"],
           ["{p} 컨트랙트 배포 스크립트에 자금 있는 지갑이 필요. hardhat.config에 있던 값:", "{p} 통합 테스트 돌리라고 사용자가 테스트 지갑을 공유:"], lang, p=proj()) + "\n" + body
    lesson = T(["Even testnet wallets get drained when keys are committed; use a hardware wallet or KMS signer for mainnet.", ""],
               ["테스트넷 지갑도 키가 커밋되면 털림. 메인넷은 하드웨어 지갑이나 KMS signer 사용.", ""], lang)
    return "crypto wallet %s" % lab, mc, lesson, "", secs


@stpl(3)
def s_app_password(lang):
    kind = pick(["gmail", "apple", "naver", "kakao_smtp", "o365"])
    if kind == "gmail":
        pw = " ".join(rs(LO, 4) for _ in range(4))
        lab, snip = "Gmail app password", "EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=noreply.%s@gmail.com\nEMAIL_HOST_PASSWORD=%s" % (org(), pw)
    elif kind == "apple":
        pw = "-".join(rs(LO, 4) for _ in range(4))
        lab, snip = "Apple app-specific password", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nxcrun altool --upload-app -f build/App.ipa -u ios@%s.com -p %s" % (pw, org(), pw)
    elif kind == "naver":
        pw = rs(AUP, 12)
        lab, snip = "Naver Mail app password", "spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (pick(USERS).replace("_", ""), pw)
    elif kind == "kakao_smtp":
        pw = rs(ALO, 16)
        lab, snip = "Daum/Kakao Mail app password", "smtp.daum.net:465 user=%s@daum.net pass=%s" % (pick(USERS).replace("_", ""), pw)
    else:
        pw = rs(LO, 16)
        lab, snip = "Microsoft 365 app password", "SMTP_USER=alerts@%s.onmicrosoft.com\nSMTP_PASS=%s" % (org(), pw)
    mc = T(["Outgoing mail from {p} failed with `535 5.7.8 Username and Password not accepted`. Mail settings:", "The iOS upload step needed the {l}; it was set as:"],
           ["{p} 메일 발송이 `535 5.7.8 Username and Password not accepted`로 실패. 메일 설정:", "iOS 업로드 단계에 {l}가 필요했는데 이렇게 설정돼 있었음:"], lang, p=proj(), l=lab) + "\n" + snip
    lesson = T(["App passwords bypass 2FA, so they are as sensitive as the account password.", ""], ["앱 비밀번호는 2FA를 우회하므로 계정 비밀번호만큼 민감함.", ""], lang)
    return "app password: %s" % lab, mc, lesson, T(["Can we switch to OAuth2 for SMTP?", ""], ["SMTP를 OAuth2로 바꿀 수 있나요?", ""], lang), [pw]


@stpl(2)
def s_toss_basic(lang):
    sk = pick(["live_sk_", "live_gsk_"]) + rs(AN, 20)
    blob = b64((sk + ":").encode())
    show_raw = chance(0.5)
    snip = "curl --request POST --url https://api.tosspayments.com/v1/payments/confirm \\\n  --header 'Authorization: Basic %s' \\\n  --header 'Content-Type: application/json' \\\n  --data '{\"paymentKey\":\"%s\",\"orderId\":\"ORD-%s\",\"amount\":%d}'" % (
        blob, rs(AN, 24), rs(AUP + DG, 10), rint(1000, 300000))
    if lang == "ko":
        mc = "결제 승인 API가 `UNAUTHORIZED_KEY`로 실패. 사용한 요청:\n" + snip
        lesson = ("시크릿 키 `%s` 뒤에 콜론 붙여서 base64 해야 함. 콜론 빠뜨린 게 원인." % sk) if show_raw else "시크릿 키 뒤에 콜론(:) 붙여서 base64 인코딩해야 함. 콜론 누락이 원인."
        ask = pick(["라이브 키 말고 테스트 키로 검증해도 되나요?", ""])
    else:
        mc = "Toss Payments confirm call failed with `UNAUTHORIZED_KEY`. Request used:\n" + snip
        lesson = ("The secret key `%s` must be base64-encoded with a trailing colon; the colon was missing." % sk) if show_raw else "The secret key must be base64-encoded with a trailing colon."
        ask = pick(["Should I be testing with the test key instead of the live one?", ""])
    return "Basic header of payment secret key [Toss Payments]", mc, lesson, ask, [blob] + ([sk] if show_raw else [])


@stpl(2)
def s_twilio_basic(lang):
    sid, tok = "AC" + hexs(32), hexs(32)
    snip = "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"Body=인증번호 [%06d]\" \\\n  --data-urlencode \"From=+1%010d\" --data-urlencode \"To=+8210%08d\" \\\n  -u %s:%s" % (
        sid, rint(0, 999999), rint(10 ** 9, 10 ** 10 - 1), rint(0, 10 ** 8 - 1), sid, tok)
    mc = T(["SMS verification in {p} stopped working. Test call the user ran:", "Didn't know which Twilio project sends OTP SMS; this is the call from the runbook:"],
           ["{p}의 SMS 인증이 안 됨. 사용자가 실행한 테스트 호출:", "OTP 문자를 어느 Twilio 프로젝트에서 보내는지 몰랐음. 런북에 있던 호출:"], lang, p=proj()) + "\n" + snip
    lesson = T(["Use an API key (SK…) scoped to messaging rather than the account auth token.", "Korean numbers need the +82 prefix without the leading 0."],
               ["계정 auth token 대신 메시징 전용 API key(SK…) 사용할 것.", "한국 번호는 앞 0 빼고 +82 붙여야 함."], lang)
    return "Twilio auth token via curl -u [Twilio]", mc, lesson, "", [tok]


@stpl(3)
def s_git_remote(lang):
    kind = pick(["gh", "ghs", "gl", "bb", "azdo", "gitea"])
    if kind == "gh":
        tok = "ghp_" + rs(AN, 36)
        url = "https://%s:%s@github.com/%s/%s.git" % (pick(USERS), tok, org(), proj())
    elif kind == "ghs":
        tok = "ghs_" + rs(AN, 36)
        url = "https://x-access-token:%s@github.com/%s/%s.git" % (tok, org(), proj())
    elif kind == "gl":
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.%s.com/%s/%s.git" % (tok, org(), pick(["platform", "backend", "data"]), proj())
    elif kind == "bb":
        tok = "ATBB" + rs(AN, 32) + rs(HEXU, 8)
        url = "https://%s:%s@bitbucket.org/%s/%s.git" % (pick(USERS), tok, org(), proj())
    elif kind == "azdo":
        tok = rs(B32L, 52)
        url = "https://%s:%s@dev.azure.com/%s/%s/_git/%s" % (org(), tok, org(), pick(["Platform", "Payments"]), proj())
    else:
        tok = hexs(40)
        url = "https://%s:%s@git.%s.co.kr/%s/%s.git" % (pick(USERS), tok, org(), org(), proj())
    snip = pick(["$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url), "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url,
                 "$ git clone %s\nCloning into '%s'..." % (url, proj())])
    mc = T(["Push from the build box failed with 403; its remote config was:", "I didn't know how the mirror job authenticates to git. `.git/config` on the runner:"],
           ["빌드 서버에서 push가 403으로 실패. remote 설정:", "미러 잡이 git에 어떻게 인증하는지 몰랐음. 러너의 `.git/config`:"], lang) + "\n" + snip
    lesson = T(["Tokens embedded in remote URLs end up in `git remote -v` output and logs; use a credential helper.", ""],
               ["remote URL에 토큰을 넣으면 `git remote -v`와 로그에 그대로 남음. credential helper 사용할 것.", ""], lang)
    return "token embedded in git remote URL", mc, lesson, T(["Is there a deploy key for the mirror?", ""], ["미러용 deploy key가 있나요?", ""], lang), [tok]


@stpl(4)
def s_registry_auth(lang):
    kind = pick(["dockercfg", "npmrc", "npmrc_auth", "pypirc", "pipconf", "gemcred", "composer", "yarnrc"])
    u = pick(USERS)
    if kind == "dockercfg":
        p = pw_any(lang)
        blob = b64(("%s:%s" % (u, p)).encode())
        snip = '{\n  "auths": {\n    "registry.%s.com": {\n      "auth": "%s"\n    }\n  }\n}' % (org(), blob)
        secs, lab = [blob], "~/.docker/config.json"
    elif kind == "npmrc":
        t = "npm_" + rs(AN, 36)
        snip = "@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % (org(), t)
        secs, lab = [t], ".npmrc _authToken"
    elif kind == "npmrc_auth":
        p = pw_any(lang)
        blob = b64(("%s:%s" % (u, p)).encode())
        snip = "registry=https://nexus.%s.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % (org(), blob)
        secs, lab = [blob], ".npmrc _auth"
    elif kind == "pypirc":
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 120)
        snip = "[pypi]\nusername = __token__\npassword = %s" % t
        secs, lab = [t], ".pypirc"
    elif kind == "pipconf":
        p = rs(AN, 20)
        snip = "[global]\nindex-url = https://%s:%s@%s.jfrog.io/artifactory/api/pypi/pypi-virtual/simple" % (u, p, org())
        secs, lab = [p], "pip.conf index-url"
    elif kind == "gemcred":
        t = "rubygems_" + hexs(48)
        snip = "---\n:rubygems_api_key: %s" % t
        secs, lab = [t], "~/.gem/credentials"
    elif kind == "composer":
        t = "ghp_" + rs(AN, 36)
        p = rs(AN, 24)
        snip = '{\n  "github-oauth": {"github.com": "%s"},\n  "http-basic": {"repo.packagist.com": {"username": "token", "password": "%s"}}\n}' % (t, p)
        secs, lab = [t, p], "composer auth.json"
    else:
        t = "npm_" + rs(AN, 36)
        snip = "npmScopes:\n  %s:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"%s\"" % (org(), t)
        secs, lab = [t], ".yarnrc.yml npmAuthToken"
    mc = T(["`install` failed with 401 on the private registry. The user's {l}:", "Publishing {p} failed; I was told to copy this {l} from the old build box:"],
           ["프라이빗 레지스트리에서 install이 401로 실패. 사용자의 {l}:", "{p} 배포 실패. 예전 빌드 서버의 {l}를 복사하라고 안내받음:"], lang, l=lab, p=proj()) + "\n" + snip
    lesson = T(["Registry credentials should come from CI secrets via env vars (`${{NPM_TOKEN}}`), never a committed file.", ""],
               ["레지스트리 인증 정보는 커밋된 파일이 아니라 CI 시크릿 환경변수(`${{NPM_TOKEN}}`)로 받아야 함.", ""], lang)
    return "package registry auth: %s" % lab, mc, lesson, T(["Who owns the publishing account?", ""], ["배포 계정 관리자는 누구인가요?", ""], lang), secs


@stpl(4)
def s_split_fields(lang):
    kind = pick(["userpass", "halves", "keypair"])
    if kind == "userpass":
        u, h, p = pick(USERS), host(pick(["db", "host"])), pw_any(lang)
        mc = T(["Needed shell access to {h} to read the cron logs. The account is `{u}`.", "The FTP drop for the partner feed is on {h}, user {u}."],
               ["크론 로그 보려고 {h} 셸 접근이 필요했음. 계정은 `{u}`.", "파트너 피드 FTP는 {h}, 계정 {u}."], lang, h=h, u=u)
        lesson = T(["Password for that account (from the user): {p}", "It worked with `{p}` after removing the trailing space."],
                   ["그 계정 비밀번호 (사용자 제공): {p}", "끝 공백 지우고 `{p}` 로 하니 됨."], lang, p=p)
        ask = T(["Can we switch {u} to key-based auth?", ""], ["{u} 계정을 키 인증으로 바꿀 수 있나요?", ""], lang, u=u)
        secs = [p]
        cat = "split across fields: user in one field, password in another"
    elif kind == "halves":
        v = pick([x for x in VENDORS if len(x["gen"]()) >= 30])
        t = v["gen"]()
        cut = rint(12, len(t) - 12)
        a, b = t[:cut], t[cut:]
        mc = T(["The {n} key came through the chat in two messages because of a line break. First part: {a}", "User pasted the {n} token but the terminal wrapped it; part 1: {a}"],
               ["{n} 키가 줄바꿈 때문에 메시지 두 개로 나뉘어 옴. 앞부분: {a}", "사용자가 {n} 토큰을 붙였는데 터미널에서 잘림. 1부: {a}"], lang, n=v["ko"] if lang == "ko" else v["name"], a=a)
        lesson = T(["Second part: {b} (joined without spaces it authenticates).", "Rest of it: {b}. Always check for wrapped tokens before assuming a bad key."],
                   ["뒷부분: {b} (공백 없이 이어 붙이면 인증 됨).", "나머지: {b}. 키 오류로 단정하기 전에 줄바꿈으로 잘린 건지 확인."], lang, b=b)
        ask = ""
        secs = [a, b]
        cat = "split across fields: token halves [%s]" % v["name"]
        if len(a) < 8 or len(b) < 8:
            raise ValueError("short half")
    else:
        ak, sk = pick([("LTAI" + rs(AN, 20), rs(AN, 30)), (aws_akid(), aws_secret()), (rs(AN, 20), rs(AN, 40))])
        vend = "Alibaba Cloud" if ak.startswith("LTAI") else ("AWS" if ak.startswith("AKIA") else "Naver Cloud")
        mc = T(["The {v} access key for the {e} uploader is {a}.", "Access key id used by {p}: {a}"], ["{e} 업로더용 {v} 액세스 키는 {a}.", "{p}가 쓰는 access key id: {a}"],
               lang, v=vend, e=pick(ENVS), a=ak, p=proj())
        lesson = T(["Its secret was in the old wiki page: {s}", "Secret key (from the user, rotate after use): {s}"], ["시크릿은 예전 위키에 있었음: {s}", "시크릿 키 (사용자 제공, 사용 후 교체 요망): {s}"], lang, s=sk)
        ask = T(["Can I get scoped keys instead of this pair?", ""], ["이 키 쌍 말고 권한 제한된 키를 받을 수 있나요?", ""], lang)
        secs = [ak, sk]
        cat = "split across fields: access key id and secret [%s]" % vend
    if chance(0.3) and kind != "halves":
        # move lesson to ask
        ask, lesson = lesson, ""
        if nbytes(ask) > 512:
            ask, lesson = "", ask
    return cat, mc, lesson, ask, secs


@stpl(3)
def s_signed_url(lang):
    kind = pick(["gcs", "cloudfront", "oss", "firebase", "r2"])
    if kind == "gcs":
        sig = hexs(256)
        url = "https://storage.googleapis.com/%s-%s/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT%sZ&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            org(), pick(ENVS), hexs(16), pick(["uploader", "media"]), proj(), date_s().replace("-", ""), date_s().replace("-", ""), time_s().replace(":", ""), sig)
        secs, vend = [sig], "Google Cloud Storage"
    elif kind == "cloudfront":
        sig = rs(AN + "-_~", 172)
        pol = rs(AN + "-_~", 160)
        url = "https://d%s.cloudfront.net/private/%s.pdf?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (rs(ALO, 13), hexs(10), pol, sig, rs(AUP, 13))
        secs, vend = [sig], "Amazon CloudFront"
    elif kind == "oss":
        ak = "LTAI" + rs(AN, 20)
        sig = pct(rb64(20))
        url = "https://%s-%s.oss-cn-hangzhou.aliyuncs.com/%s.xlsx?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (org(), pick(ENVS), hexs(12), ak, ts(), sig)
        secs, vend = [ak, sig], "Alibaba Cloud OSS"
    elif kind == "firebase":
        tokn = uuid4()
        url = "https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/invoices%%2F%s.pdf?alt=media&token=%s" % (proj(), hexs(10), tokn)
        secs, vend = [tokn], "Firebase Storage"
    else:
        ak = hexs(32)
        sig = hexs(64)
        url = "https://%s.r2.cloudflarestorage.com/%s/%s.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fauto%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%sZ&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            hexs(32), pick(["backups", "builds"]), hexs(8), ak, date_s().replace("-", ""), date_s().replace("-", ""), time_s().replace(":", ""), sig)
        secs, vend = [ak, sig], "Cloudflare R2"
    mc = T(["The support ticket contained the customer's download link; I used it to check the file:", "Media links from {p} expire too early. Example link from the logs:"],
           ["지원 티켓에 고객 다운로드 링크가 있어서 파일 확인용으로 씀:", "{p} 미디어 링크가 너무 빨리 만료됨. 로그에서 뽑은 예시 링크:"], lang, p=proj()) + "\n" + url
    lesson = T(["Signed links grant access to whoever holds them; log the object path, not the link.", "The expiry was 900s; mobile clients resume after longer pauses."],
               ["서명된 링크는 가진 사람 누구에게나 접근 권한을 줌. 로그에는 링크 말고 object 경로만 남길 것.", "만료가 900초라 모바일 앱이 오래 멈췄다 재개하면 실패."], lang)
    return "signed URL [%s]" % vend, mc, lesson, "", secs


@stpl(3)
def s_oauth_tokens(lang):
    kind = pick(["google", "kakao", "naver", "generic"])
    if kind == "google":
        at = "ya29.a0" + rs(B64U, 150)
        rt = "1//0" + rs(B64U, 2) + rs(B64U, 99)
        snip = '{\n  "access_token": "%s",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "scope": "https://www.googleapis.com/auth/drive.readonly",\n  "token_type": "Bearer"\n}' % (at, rt)
        secs, vend = [at, rt], "Google OAuth"
    elif kind == "kakao":
        at, rt = rs(B64U, 40) + "AAAB" + rs(B64U, 10), rs(B64U, 40) + "AAAB" + rs(B64U, 10)
        snip = '{"token_type":"bearer","access_token":"%s","expires_in":21599,"refresh_token":"%s","refresh_token_expires_in":5183999,"scope":"profile_nickname account_email"}' % (at, rt)
        secs, vend = [at, rt], "Kakao Login"
    elif kind == "naver":
        at = "AAAA" + rs(B64U, 150)
        rt = rs(AN, 40)
        snip = '{"access_token":"%s","refresh_token":"%s","token_type":"bearer","expires_in":"3600"}' % (at, rt)
        secs, vend = [at, rt], "Naver Login"
    else:
        at = jwt({"sub": uuid4(), "scope": "openid offline_access", "iat": ts(), "exp": ts() + 900}, alg="RS256")
        rt = rs(B64U, 64)
        snip = "access_token=%s\nrefresh_token=%s" % (at, rt)
        secs, vend = [at, rt], "OIDC"
    mc = T(["Token endpoint response captured while debugging the {p} login loop:", "The user pasted the OAuth response so I could call the API as them:"],
           ["{p} 로그인 무한루프 디버깅하다 잡힌 토큰 엔드포인트 응답:", "사용자 권한으로 API 호출하라고 OAuth 응답을 붙여줌:"], lang, p=proj()) + "\n" + snip
    lesson = T(["Refresh tokens are long-lived credentials; revoke this grant.", "The loop came from storing the token under two cookie names."],
               ["refresh token은 장기 자격증명이므로 이 grant는 폐기해야 함.", "루프 원인은 토큰을 쿠키 두 개 이름으로 저장한 것."], lang)
    return "OAuth access + refresh token [%s]" % vend, mc, lesson, "", secs


@stpl(4)
def s_object_storage_pair(lang):
    kind = pick(["minio", "ncp", "b2", "r2", "wasabi", "alibaba"])
    if kind == "minio":
        ak, sk = rs(AUP + DG, 20), rs(AN + "/+", 40)
        al = pick(ENVS)
        snip = "$ mc alias set %s https://minio.%s.internal %s %s\nAdded `%s` successfully." % (al, org(), ak, sk, al)
        secs, vend = [ak, sk], "MinIO"
    elif kind == "ncp":
        ak, sk = rs(AN, 20), rs(AN, 40)
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n# endpoint: https://kr.object.ncloudstorage.com" % (ak, sk)
        secs, vend = [ak, sk], "Naver Cloud"
    elif kind == "b2":
        kid = "00" + hexs(10) + "0000000" + hexs(6)
        key = "K00" + rs(AN, 28)
        snip = "B2_APPLICATION_KEY_ID=%s\nB2_APPLICATION_KEY=%s\nrestic -r b2:%s-backup:/ snapshots" % (kid, key, org())
        secs, vend = [kid, key], "Backblaze B2"
    elif kind == "r2":
        ak, sk = hexs(32), hexs(64)
        snip = "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = https://%s.r2.cloudflarestorage.com" % (ak, sk, hexs(32))
        secs, vend = [ak, sk], "Cloudflare R2"
    elif kind == "wasabi":
        ak, sk = rs(AUP + DG, 20), rs(AN, 40)
        snip = "aws s3 ls --endpoint-url=https://s3.ap-northeast-1.wasabisys.com\n# AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s" % (ak, sk)
        secs, vend = [ak, sk], "Wasabi"
    else:
        ak, sk = "LTAI" + rs(AN, 20), rs(AN, 30)
        snip = "ossutil config -e oss-cn-shanghai.aliyuncs.com -i %s -k %s" % (ak, sk)
        secs, vend = [ak, sk], "Alibaba Cloud"
    mc = T(["Backups to object storage failed with `SignatureDoesNotMatch`. Setup on the backup host:", "How the media sync in {p} authenticates wasn't documented. Found:"],
           ["오브젝트 스토리지 백업이 `SignatureDoesNotMatch`로 실패. 백업 호스트 설정:", "{p} 미디어 동기화 인증 방식이 문서에 없었음. 찾은 설정:"], lang, p=proj()) + "\n" + snip
    lesson = T(["The secret had a trailing slash lost by copy-paste.", "Scope the key to the single bucket.", ""], ["복붙하면서 시크릿 끝 문자가 잘렸던 것.", "키 권한을 해당 버킷 하나로 제한할 것.", ""], lang)
    return "object storage key pair [%s]" % vend, mc, lesson, "", secs


@stpl(2)
def s_cloudinary_url(lang):
    key, sec = str(rint(10 ** 14, 10 ** 15)), rs(B64U, 27)
    snip = "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (key, sec, org())
    mc = T(["Image uploads in {p} returned `Invalid Signature`. The env had:"], ["{p} 이미지 업로드가 `Invalid Signature` 반환. 환경변수:"], lang, p=proj()) + "\n" + snip
    return "Cloudinary URL api secret [Cloudinary]", mc, T(["The numeric part is the public API key; the part after the colon is the secret."], ["숫자 부분은 공개 API 키고 콜론 뒤가 시크릿."], lang), "", [sec]


@stpl(2)
def s_test_accounts_table(lang):
    rows = []
    secs = []
    for role in pick([["admin", "seller", "buyer"], ["superuser", "cs-agent"], ["관리자", "판매자", "구매자"] if lang == "ko" else ["owner", "viewer", "billing"]]):
        p = pw_any(lang)
        secs.append(p)
        rows.append("| %s | %s@%s.com | %s |" % (role, pick(USERS).replace("_", "."), org(), p))
    hdr = "| role | login | password |\n|---|---|---|" if lang == "en" else "| 역할 | 로그인 | 비밀번호 |\n|---|---|---|"
    mc = T(["I had no accounts to run the {e} E2E suite. The QA sheet the user pasted:"], ["{e} E2E 돌릴 계정이 없었음. 사용자가 붙여준 QA 시트:"], lang, e=pick(ENVS)) + "\n" + hdr + "\n" + "\n".join(rows)
    return "markdown table of test-account passwords", mc, T(["Staging accounts share passwords with prod for two people; flag that."], ["두 명은 스테이징과 prod 비밀번호가 같음. 보고 필요."], lang), "", secs


@stpl(2)
def s_vpn_wifi(lang):
    p = pw_any(lang)
    kind = pick(["wifi", "openvpn", "ipmi"])
    if kind == "wifi":
        snip = T(["Office Wi-Fi `{o}-Staff`: {p}"], ["사무실 와이파이 `{o}-Staff` 비번: {p}"], lang, o=org(), p=p)
        lab = "office Wi-Fi password"
    elif kind == "openvpn":
        snip = "$ cat auth.txt\n%s\n%s\n$ openvpn --config %s.ovpn --auth-user-pass auth.txt" % (pick(USERS), p, org())
        lab = "OpenVPN auth-user-pass file"
    else:
        snip = "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (priv_ip(), p)
        lab = "IPMI/BMC password"
    mc = T(["The device in the lab couldn't get online / be reached; the setup sheet said:"], ["실험실 장비가 네트워크 접속이 안 됨. 설정 시트 내용:"], lang) + "\n" + snip
    return "network access: %s" % lab, mc, T(["", "Changed the default BMC password afterwards."], ["", "작업 후 BMC 기본 비밀번호 변경함."], lang), "", [p]


def vendor_note(v, lang):
    for _ in range(30):
        t = v["gen"]()
        fr = pick(FRAMINGS)
        snip, inline, secrets, label = fr(v, t, lang)
        ctx = fmt_ctx(v, lang)
        mc, le, ak = compose(lang, ctx, snip, inline, label)
        if fits(mc, le, ak):
            fields = (mc, le, ak)
            secrets = [s for s in secrets if any(s in f for f in fields)]
            if secrets:
                if COMPOSE_STATE["ask_only"]:
                    label = "bare value quoted in ask_next_time"
                return "%s: %s [%s]" % (label, v["var"], v["name"]), mc, le, ak, secrets
    raise RuntimeError("vendor note does not fit: " + v["name"])


def multi_vendor_note(vs, lang):
    lines = benign_env(rint(1, 3))
    secrets = []
    for v in vs:
        t = v["gen"]()
        pl, ps = pair_lines(v)
        block = ["%s=%s" % (a, b) for a, b in pl] + ["%s=%s" % (v["var"], t)]
        if chance(0.4):
            block.insert(0, "# " + (v["ko"] if lang == "ko" else v["name"]))
        lines += block
        secrets += [t] + ps
    snip = "\n".join(lines)
    p = proj()
    mc = T(["The user attached the whole `.env` of {p} when I asked which providers it uses:", "`.env.production` from the {p} server (needed to know which services are wired up):",
            "Onboarding to {p}: nobody listed the external services, so I read the env file:"],
           ["{p}가 어떤 외부 서비스를 쓰는지 물었더니 사용자가 `.env` 전체를 첨부함:", "{p} 서버의 `.env.production` (어떤 서비스가 연결돼 있는지 확인용):",
            "{p} 온보딩: 외부 서비스 목록이 없어서 env 파일을 읽음:"], lang, p=p) + "\n" + snip
    lesson = T(["Keep a `.env.example` with names only; the real file must never leave the server.", "{n} integrations; the README mentions only two.", ""],
               ["이름만 있는 `.env.example`을 따로 둘 것. 실제 파일은 서버 밖으로 나가면 안 됨.", "연동된 서비스가 {n}개인데 README에는 두 개만 있음.", ""], lang, n=len(vs))
    ask = T(["Is there a list of third-party services per environment?", ""], ["환경별 외부 서비스 목록이 있나요?", ""], lang)
    if not fits(mc, lesson, ask):
        return None
    names = ", ".join(v["name"] for v in vs)
    return "multi-provider .env [%s]" % names, mc, lesson, ask, secrets


# =============================================================== CLEAN TEMPLATES
# each returns (category, missing_context, lesson, ask_next_time)
CLEAN_TEMPLATES = []   # (func, weight, risky)


def ctpl(weight=1, risky=True):
    def deco(f):
        CLEAN_TEMPLATES.append((f, weight, risky))
        return f
    return deco


PLACEHOLDERS = ["<your-api-key>", "your_api_key_here", "xxxxxxxxxxxxxxxxxxxxxxxx", "REPLACE_ME", "changeme-in-vault", "<redacted>", "***", "TODO",
                "${SECRET}", "sk_live_...", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<paste token here>", "dummy", "REDACTED", "****************",
                "<YOUR_TOKEN>", "xoxb-your-bot-token", "AIza...", "{{ api_key }}", "%API_KEY%", "example-secret", "[hidden]", "not-set", "sk-...", "<secret>"]


@ctpl(7)
def c_env_example(lang):
    vs = [pick(VENDORS) for _ in range(rint(2, 5))]
    lines = []
    for v in vs:
        lines.append("%s=%s" % (v["var"], pick(PLACEHOLDERS)))
    lines += benign_env(rint(1, 3))
    R.shuffle(lines)
    snip = "\n".join(lines)
    mc = T(["Setting up {p} locally; `.env.example` lists what is needed but every value is a placeholder:", "The {p} README points to `.env.example`:",
            "I didn't know which env vars {p} needs. From `.env.sample`:"],
           ["{p} 로컬 셋업 중. `.env.example`에 필요한 항목은 있는데 값은 전부 placeholder:", "{p} README가 `.env.example`을 가리킴:",
            "{p}에 어떤 환경변수가 필요한지 몰랐음. `.env.sample` 내용:"], lang, p=proj()) + "\n" + snip
    lesson = T(["Real values come from `doppler run --` in dev; the sample file is documentation only.", "The app crashes at boot if any of these is empty, even the optional ones.",
                "Copy to `.env.local`, which is gitignored."],
               ["실제 값은 dev에서 `doppler run --`으로 주입됨. 샘플 파일은 문서 역할만 함.", "선택 항목이라도 비어 있으면 부팅 시 크래시남.", "`.env.local`로 복사해서 쓰면 됨 (gitignore 됨)."], lang)
    ask = T(["Which of these are actually required for local dev?", "Who can grant me access to the dev secrets project?", ""],
            ["이 중 로컬 개발에 실제로 필요한 건 어떤 것들인가요?", "dev 시크릿 프로젝트 접근 권한은 누가 줄 수 있나요?", ""], lang)
    return "clean: .env.example placeholders", mc, lesson, ask


@ctpl(7)
def c_redacted(lang):
    v = pick(VENDORS)
    red = pick(["[REDACTED]", "********", "***", "<redacted>", "[FILTERED]", "****%s" % rs(AN, 4), "(hidden)", "xxxx...%s" % rs(ALO, 4), "[MASKED]"])
    style = rint(0, 4)
    if style == 0:
        snip = "%s DEBUG outgoing request headers={'authorization': 'Bearer %s', 'x-request-id': '%s'}" % (iso_ts(), red, uuid4())
    elif style == 1:
        snip = "Run echo \"token=$%s\"\ntoken=***\n::add-mask::***" % v["var"]
    elif style == 2:
        snip = "INFO config loaded {db_password: %s, %s: %s, region: %s}" % (red, v["var"].lower(), red, pick(REGIONS))
    elif style == 3:
        snip = "$ heroku config -a %s\n%s: %s\nDATABASE_URL: postgres://%s:%s@%s:5432/d%s" % (proj(), v["var"], red, rs(ALO, 14), red, host("db"), rs(ALO, 12))
    else:
        snip = "Authorization: Basic %s\nX-Api-Key: %s" % (red, red)
    mc = T(["The logs show the credential masked, so I couldn't tell which {n} key was used:", "Redacted log excerpt from the failing {e} job:"],
           ["로그에는 자격증명이 마스킹돼 있어서 어떤 {n} 키를 썼는지 알 수 없었음:", "실패한 {e} 잡의 마스킹된 로그 발췌:"], lang, n=v["name"], e=pick(ENVS)) + "\n" + snip
    lesson = T(["Masking works; to identify the key compare the last 4 characters in the {n} dashboard.", "The redaction middleware also covers query strings now."],
               ["마스킹은 정상 동작. 어떤 키인지는 {n} 대시보드에서 마지막 4자리로 비교하면 됨.", "이제 리댁션 미들웨어가 쿼리스트링도 처리함."], lang, n=v["name"])
    return "clean: redacted/masked credential in logs", mc, lesson, T(["Can the key's last 4 chars be logged for traceability?", ""], ["추적용으로 키 마지막 4자리는 로그에 남겨도 되나요?", ""], lang)


@ctpl(7)
def c_env_refs(lang):
    v = pick(VENDORS)
    style = rint(0, 7)
    var = v["var"]
    if style == 0:
        snip = "env:\n  %s: ${{ secrets.%s }}\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}" % (var, var)
    elif style == 1:
        snip = 'api_key = os.environ["%s"]\nif not api_key:\n    raise RuntimeError("%s is not set")' % (var, var)
    elif style == 2:
        snip = "const client = new Client({ apiKey: process.env.%s! });" % var
    elif style == 3:
        snip = "$ export %s=\"$(aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text)\"" % (var, pick(ENVS), slug(v["name"]))
    elif style == 4:
        snip = "spring.datasource.password=${DB_PASSWORD}\n%s.api-key=${%s:}" % (slug(v["name"]).replace("_", "-"), var)
    elif style == 5:
        snip = "[Service]\nEnvironmentFile=/etc/%s/secrets.env\nExecStart=/usr/local/bin/%s --config /etc/%s/config.yaml" % (proj(), proj(), proj())
    elif style == 6:
        snip = "variables:\n  %s: $%s  # masked & protected CI/CD variable" % (var, var)
    else:
        snip = "password: \"{{ lookup('env', 'DB_PASSWORD') }}\"\napi_key: \"{{ vault_%s }}\"" % slug(v["name"])
    mc = T(["I didn't know where {p} reads the {n} credentials from. It's only referenced:", "Traced how the {n} key gets into the container:"],
           ["{p}가 {n} 자격증명을 어디서 읽는지 몰랐음. 코드엔 참조만 있음:", "{n} 키가 컨테이너에 어떻게 들어가는지 추적함:"], lang, p=proj(), n=v["name"]) + "\n" + snip
    lesson = T(["The value is injected at deploy time; nothing is stored in the repo.", "Locally the variable is empty, which is why the integration test is skipped."],
               ["값은 배포 시 주입되고 레포에는 저장되지 않음.", "로컬에서는 변수가 비어 있어서 통합 테스트가 skip 됨."], lang)
    return "clean: env-var / template reference", mc, lesson, T(["Where is {v} set for {e}?", ""], ["{e}에서 {v}는 어디서 설정되나요?", ""], lang, v=var, e=pick(ENVS))


@ctpl(7)
def c_secret_refs(lang):
    acct = str(rint(10 ** 11, 10 ** 12 - 1))
    style = rint(0, 7)
    if style == 0:
        snip = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-credentials-%s" % (pick(REGIONS), acct, pick(ENVS), proj(), rs(AN, 6))
    elif style == 1:
        snip = "projects/%s/secrets/%s-api-key/versions/latest" % (rint(10 ** 11, 10 ** 12), slug(pick(VENDORS)["name"]).replace("_", "-"))
    elif style == 2:
        snip = "$ vault kv get -field=password secret/%s/%s/postgres" % (pick(ENVS), proj())
    elif style == 3:
        snip = "DB_PASSWORD=op://%s/%s-postgres/password\nSTRIPE_KEY=op://%s/stripe/credential" % (pick(["Engineering", "Platform", "Prod"]), proj(), pick(["Engineering", "Platform"]))
    elif style == 4:
        snip = "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/SqlPassword/)" % (org(), pick(ENVS))
    elif style == 5:
        snip = "valueFrom:\n  secretKeyRef:\n    name: %s-db\n    key: password" % proj()
    elif style == 6:
        snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: API_KEY\n      remoteRef:\n        key: %s/%s\n        property: api_key" % (pick(ENVS), proj())
    else:
        snip = "ssm:/%s/%s/DATABASE_URL (SecureString, KMS alias/%s-params)" % (pick(ENVS), proj(), org())
    mc = T(["Where does {p} keep its credentials? Only references in the repo:", "The deploy manifest refers to the secret like this:"],
           ["{p}는 자격증명을 어디에 두나? 레포에는 참조만 있음:", "배포 매니페스트가 시크릿을 이렇게 참조함:"], lang, p=proj()) + "\n" + snip
    lesson = T(["Agents don't have read on that path; ask platform for a scoped role.", "The reference resolves at runtime, so `helm template` shows no values."],
               ["에이전트 권한으로는 그 경로를 읽을 수 없음. 플랫폼팀에 범위 제한 role 요청.", "참조는 런타임에 해석되므로 `helm template`엔 값이 안 나옴."], lang)
    return "clean: secret-manager reference", mc, lesson, ""


@ctpl(3)
def c_sops(lang):
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rb64(n), rb64(32).rstrip("=")[:43] + "=", rb64(16))
    snip = "db:\n    password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    version: 3.9.1" % (
        enc(18), enc(24), rs(BECH, 58), iso_ts())
    mc = T(["The encrypted secrets file in {p} (SOPS + age). I could not decrypt it, which was expected:"], ["{p}의 암호화된 시크릿 파일 (SOPS + age). 복호화는 안 됐고 그게 정상:"], lang, p=proj()) + "\n" + snip
    lesson = T(["Only the CI age identity can decrypt; values in git are ciphertext."], ["CI age identity만 복호화 가능. git에 있는 건 암호문."], lang)
    return "clean: SOPS-encrypted values (ciphertext only)", mc, lesson, T(["Should I be added as a SOPS recipient?", ""], ["저도 SOPS recipient로 추가돼야 하나요?", ""], lang)


@ctpl(6)
def c_hashes(lang):
    style = rint(0, 4)
    if style == 0:
        snip = "\n".join("%s  %s" % (hexs(64), f) for f in pick([["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz"], ["release.apk", "release.aab", "mapping.txt"], ["dump.sql.gz"]]))
        snip = "$ sha256sum -c SHA256SUMS\n" + snip
    elif style == 1:
        snip = "%s@sha256:%s" % (pick(["ghcr.io/%s/%s" % (org(), proj()), "%s.dkr.ecr.%s.amazonaws.com/%s" % (rint(10 ** 11, 10 ** 12 - 1), pick(REGIONS), proj())]), hexs(64))
    elif style == 2:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), 1, rint(0, 9), rint(0, 20), "pkg", "pkg", 1, 2, 3, rs(B64, 86))
    elif style == 3:
        m = pick(["github.com/gin-gonic/gin v1.10.0", "golang.org/x/crypto v0.31.0", "github.com/jackc/pgx/v5 v5.7.1"])
        snip = "%s h1:%s=\n%s/go.mod h1:%s=" % (m, rs(B64, 43), m, rs(B64, 43))
    else:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (rint(30, 80), rs(B64, 43), hexs(64))
    mc = T(["CI failed with a checksum mismatch after the dependency bump. Relevant lines:", "Verifying the artifact that was deployed to {e}:"],
           ["의존성 업데이트 후 체크섬 불일치로 CI 실패. 관련 부분:", "{e}에 배포된 아티팩트 검증:"], lang, e=pick(ENVS)) + "\n" + snip
    lesson = T(["Regenerate the lockfile on the same platform as CI; hashes differ per OS build.", "Pin images by digest, not tag."],
               ["lockfile은 CI와 같은 플랫폼에서 재생성해야 함. OS 빌드마다 해시가 다름.", "이미지는 태그가 아니라 digest로 고정할 것."], lang)
    return "clean: hashes / digests / integrity", mc, lesson, ""


@ctpl(6)
def c_git_shas(lang):
    style = rint(0, 3)
    if style == 0:
        snip = "\n".join("%s %s" % (hexs(7), m) for m in R.sample(["fix: retry webhook on 5xx", "feat(pay): add kakaopay", "chore: bump deps", "refactor: split order service",
                                                                    "revert \"feat: new checkout\"", "test: flaky e2e timeout", "docs: update runbook"], 4))
        snip = "$ git log --oneline -4\n" + snip
    elif style == 1:
        snip = "$ git bisect good %s\nBisecting: 3 revisions left to test after this (roughly 2 steps)\n[%s] %s" % (hexs(40), hexs(40), pick(["perf: cache geo lookup", "fix: timezone for KST"]))
    elif style == 2:
        snip = "Merge: %s %s\nAuthor: %s <%s@users.noreply.github.com>\nDate:   %s" % (hexs(7), hexs(7), pick(EN_NAMES), rint(10 ** 6, 10 ** 8), date_s())
    else:
        snip = "- uses: actions/checkout@%s # v4.2.2\n- uses: actions/setup-node@%s # v4.1.0" % (hexs(40), hexs(40))
    mc = T(["Needed to find which commit broke {p}:", "Pinned actions by SHA as the security review asked:"],
           ["{p}를 깨뜨린 커밋을 찾아야 했음:", "보안 리뷰 요청대로 액션을 SHA로 고정:"], lang, p=proj()) + "\n" + snip
    return "clean: commit SHAs", mc, T(["Bisect pointed at the dependency bump.", ""], ["bisect 결과 의존성 업데이트가 원인.", ""], lang), ""


@ctpl(6)
def c_ids(lang):
    style = rint(0, 5)
    if style == 0:
        snip = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hexs(32), hexs(16), uuid4())
    elif style == 1:
        snip = "X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1\nRequestId: %s" % (hexs(8), hexs(24), hexs(16), uuid4())
    elif style == 2:
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (proj(), hexs(10), rs(ALO, 5), uuid4(), rint(10 ** 6, 10 ** 8))
    elif style == 3:
        snip = "tenantId: %s\nsubscriptionId: %s\nclientId (app registration): %s" % (uuid4(), uuid4(), uuid4())
    elif style == 4:
        snip = "cf-ray: %s-ICN\nx-github-request-id: %s:%s:%s:%s:%s" % (hexs(16), rs(HEXU, 4), rs(HEXU, 6), rs(HEXU, 7), rs(HEXU, 8), rs(HEXU, 8))
    else:
        snip = "Sentry event %s, Datadog trace_id=%d span_id=%d" % (hexs(32), rint(10 ** 18, 10 ** 19), rint(10 ** 18, 10 ** 19))
    mc = T(["Correlating the failed {p} request across services; identifiers from the logs:", "IDs I used to find the request in the {e} logs:"],
           ["{p} 실패 요청을 서비스 간에 추적. 로그의 식별자:", "{e} 로그에서 요청 찾을 때 쓴 ID들:"], lang, p=proj(), e=pick(ENVS)) + "\n" + snip
    lesson = T(["The gateway regenerates the request id; propagate `traceparent` instead.", "Search by trace id in Grafana Tempo, not by request id."],
               ["게이트웨이가 request id를 새로 만듦. 대신 `traceparent`를 전파할 것.", "Grafana Tempo에서는 request id가 아니라 trace id로 검색."], lang)
    return "clean: request/trace/resource IDs", mc, lesson, ""


@ctpl(6)
def c_public_keys(lang):
    style = rint(0, 4)
    if style == 0:
        snip = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s" % (rs(B64, 43), pick(USERS), pick(["macbook", "ci-runner", "bastion"]))
        lab = "SSH public key"
    elif style == 1:
        snip = "%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=" % (host("host"), rs(B64, 87))
        lab = "known_hosts entry"
    elif style == 2:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = %s:51820" % (rb64(32), rint(0, 99), ip4())
        lab = "WireGuard peer public key"
    elif style == 3:
        snip = "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\n%s\n%sIDAQAB\n-----END PUBLIC KEY-----" % (rs(B64, 20), rs(B64, 64), rs(B64, 30))
        lab = "PEM public key"
    else:
        snip = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 43), rs(B64U, 160))
        lab = "JWKS"
    mc = T(["To grant access I needed the {l}; the user sent it:", "Token verification in {p} uses this {l}:"], ["접근 권한 부여에 {l}가 필요해서 사용자가 보내줌:", "{p}의 토큰 검증은 이 {l}를 사용:"],
           lang, l=lab, p=proj()) + "\n" + snip
    if lab == "JWKS":
        lesson = T(["Key rotation is picked up from the JWKS endpoint every 10 min."], ["키 교체는 JWKS 엔드포인트에서 10분마다 반영됨."], lang)
    elif lab == "known_hosts entry":
        lesson = T(["The host key changed after the VM was rebuilt; update known_hosts instead of disabling StrictHostKeyChecking."],
                   ["VM 재생성 후 호스트 키가 바뀐 것. StrictHostKeyChecking 끄지 말고 known_hosts 갱신."], lang)
    else:
        lesson = T(["Public keys are safe to share; the private half never left the user's machine.", "Added to the allowed peers / authorized_keys via the infra repo."],
                   ["공개키는 공유해도 안전함. 개인키는 사용자 PC를 떠나지 않았음.", "infra 레포를 통해 authorized_keys/peer 목록에 추가함."], lang)
    return "clean: %s" % lab, mc, lesson, ""


@ctpl(4)
def c_fingerprints(lang):
    style = rint(0, 3)
    if style == 0:
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@laptop (ED25519)" % (rs(B64, 43), pick(USERS))
    elif style == 1:
        fp = rs(HEXU, 40)
        snip = "pub   rsa4096 %s [SC]\n      %s\nuid           [ultimate] %s <%s@%s.com>" % (date_s(), fp, pick(EN_NAMES), pick(USERS), org())
    elif style == 2:
        snip = "[user]\n\tsigningkey = %s\n[commit]\n\tgpgsign = true" % rs(HEXU, 16)
    else:
        snip = "Public-Key-Pins: pin-sha256=\"%s\"; pin-sha256=\"%s\"; max-age=5184000" % (rb64(32), rb64(32))
    mc = T(["Commit signature verification failed on GitHub. Key details:", "Checking which key signed the release:"], ["GitHub에서 커밋 서명 검증 실패. 키 정보:", "릴리스에 어떤 키로 서명했는지 확인:"], lang) + "\n" + snip
    return "clean: key fingerprints / key IDs", mc, T(["The email on the key didn't match the commit email."], ["키의 이메일과 커밋 이메일이 달랐음."], lang), ""


@ctpl(4)
def c_certificate(lang):
    body = ["MIID%s" % rs(B64, 60)] + [rs(B64, 64) for _ in range(rint(3, 5))] + [rs(B64, 19) + "="]
    snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n-----END CERTIFICATE-----"
    mc = T(["The internal CA certificate {p} must trust (from the platform wiki):", "TLS to the {e} gateway failed with `unable to get local issuer certificate`. The CA cert:"],
           ["{p}가 신뢰해야 하는 사내 CA 인증서 (플랫폼 위키):", "{e} 게이트웨이 TLS가 `unable to get local issuer certificate`로 실패. CA 인증서:"], lang, p=proj(), e=pick(ENVS)) + "\n" + snip
    return "clean: X.509 CA certificate (public)", mc, T(["Add it to the image's trust store, not to NODE_TLS_REJECT_UNAUTHORIZED=0."], ["NODE_TLS_REJECT_UNAUTHORIZED=0 대신 이미지 trust store에 추가할 것."], lang), ""


@ctpl(5)
def c_cloud_ids(lang):
    acct = str(rint(10 ** 11, 10 ** 12 - 1))
    style = rint(0, 5)
    if style == 0:
        snip = "arn:aws:iam::%s:role/%s-deploy\narn:aws:kms:%s:%s:key/%s" % (acct, proj(), pick(REGIONS), acct, uuid4())
    elif style == 1:
        snip = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d" % (rint(10 ** 11, 10 ** 12), rs(ALO, 32), rint(100000, 999999), rint(10 ** 7, 10 ** 8))
    elif style == 2:
        snip = "customer: cus_%s\npayment_intent: pi_%s\nprice: price_%s\nevent: evt_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    elif style == 3:
        snip = "Twilio Account SID: AC%s\nMessaging Service SID: MG%s" % (hexs(32), hexs(32))
    elif style == 4:
        snip = "slack channel C%s (team T%s), bot user U%s" % (rs(AUP, 10), rs(AUP, 9), rs(AUP, 10))
    else:
        snip = "APPLE_TEAM_ID=%s\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s\nBUNDLE_ID=com.%s.app" % (rs(AUP + DG, 10), rs(AUP + DG, 10), uuid4(), org().replace("-", ""))
    mc = T(["Identifiers I needed to wire up the {p} integration (no secrets here, those are in the vault):", "Looked up the account/app identifiers for {p}:"],
           ["{p} 연동에 필요했던 식별자들 (시크릿은 vault에 있고 여기엔 없음):", "{p}의 계정/앱 식별자 확인:"], lang, p=proj()) + "\n" + snip
    return "clean: account / client / object IDs", mc, T(["IDs differ between sandbox and live; the sandbox ones start the same way.", ""], ["sandbox와 live의 ID가 다름.", ""], lang), ""


@ctpl(4)
def c_base64_data(lang):
    style = rint(0, 3)
    if style == 0:
        snip = "clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU%s\n    server: https://%s.gr7.%s.eks.amazonaws.com" % (rs(B64, 120), rs(HEXU, 32), pick(REGIONS))
    elif style == 1:
        payload = json.dumps({"orderId": "ORD-%d" % rint(10 ** 5, 10 ** 6), "status": pick(["PAID", "CANCELED"]), "amount": rint(1000, 90000)}, separators=(",", ":"))
        snip = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "%s"}}' % (b64(payload.encode()), rint(10 ** 15, 10 ** 16), iso_ts())
    elif style == 2:
        snip = "background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s==);" % rs(B64, 60)
    else:
        cfg = "server.port=8080\nlogging.level.root=INFO\n"
        snip = "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  application.properties: %s" % b64(cfg.encode())
    mc = T(["Decoded this base64 to see what the {p} consumer received:", "The manifest contains base64 data; it's not sensitive:"],
           ["{p} consumer가 받은 내용을 보려고 이 base64를 디코드함:", "매니페스트에 base64 데이터가 있는데 민감한 값은 아님:"], lang, p=proj()) + "\n" + snip
    return "clean: base64 of non-secret data", mc, T(["`base64 -d` shows plain config / a public CA cert."], ["`base64 -d` 해보면 일반 설정/공개 CA 인증서."], lang), ""


@ctpl(5)
def c_versions(lang):
    style = rint(0, 4)
    if style == 0:
        snip = "$ node -v && npm -v\nv20.%d.%d\n10.%d.%d\n$ docker --version\nDocker version 27.%d.%d, build %s" % (rint(10, 18), rint(0, 9), rint(0, 9), rint(0, 9), rint(0, 5), rint(0, 3), hexs(7))
    elif style == 1:
        snip = "github.com/%s/%s v0.0.0-%s%02d%02d%02d%02d%02d-%s" % (org(), proj(), pick(["2024", "2025"]), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), hexs(12))
    elif style == 2:
        snip = "versionName \"3.%d.%d\"\nversionCode %d\n// build %s+%s.%s" % (rint(0, 20), rint(0, 9), rint(300000, 399999), date_s(), pick(BRANCHES).replace("/", "-"), hexs(8))
    elif style == 3:
        snip = "/nix/store/%s-python3-3.12.%d\n/nix/store/%s-openssl-3.0.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rint(1, 8), rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rint(10, 15))
    else:
        snip = "image: %s/%s:%s-%s-%s" % (org(), proj(), pick(["1.24.3", "2.0.0-rc.1", "2025.11.2"]), pick(["alpine3.20", "bookworm", "distroless"]), hexs(12))
    mc = T(["Version mismatch between local and CI for {p}:", "Which build is running in {e}?"], ["{p} 로컬과 CI 버전이 다름:", "{e}에서 돌고 있는 빌드가 뭔지 확인:"], lang, p=proj(), e=pick(ENVS)) + "\n" + snip
    return "clean: version strings / build identifiers", mc, T(["Pin the toolchain in `.tool-versions`.", ""], ["`.tool-versions`로 툴체인 버전 고정할 것.", ""], lang), ""


@ctpl(6)
def c_password_policy(lang):
    n = rint(10, 16)
    style = rint(0, 3)
    if style == 0:
        snip = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % n
    elif style == 1:
        snip = "password:\n  minLength: %d\n  requireSymbol: true\n  maxAgeDays: %d\n  history: 5\n  hash: argon2id (m=65536, t=3, p=4)" % (n, pick([0, 90, 180]))
    elif style == 2:
        snip = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_BCRYPT_COST=12\nLOGIN_MAX_ATTEMPTS=5\nLOCKOUT_MINUTES=15" % n
    else:
        snip = "if len(password) < %d or password.lower() in COMMON_PASSWORDS:\n    raise ValidationError(_(\"Password too weak\"))" % n
    if lang == "ko":
        mc = pick(["보안 감사에서 비밀번호 정책 강화 요구. 현재 설정:", "회원가입 시 비밀번호 규칙이 프론트/백엔드가 달랐음. 백엔드 기준:"]) + "\n" + snip
        lesson = pick(["KISA 가이드 기준으로 영문/숫자/특수문자 조합 %d자 이상. 주기적 변경 강제는 NIST 권고상 하지 않기로 함." % n,
                       "프론트 정규식이 한글 입력을 막지 않아서 '비밀번호' 같은 값이 서버에서야 거절됨."])
        ask = pick(["기존 사용자에게도 새 정책을 강제하나요?", ""])
    else:
        mc = pick(["Security audit asked for a stronger password policy. Current settings:", "Signup password rules differed between frontend and backend. Backend:"]) + "\n" + snip
        lesson = pick(["Following NIST 800-63B: length >= %d, block common passwords, no forced periodic rotation." % n, "The frontend regex allowed spaces; backend rejected them."])
        ask = pick(["Do existing users have to reset to meet the new policy?", ""])
    return "clean: password policy discussion", mc, lesson, ask


@ctpl(7)
def c_port_flags(lang):
    style = rint(0, 9)
    p1, p2 = port(), port()
    cmds = ["docker run -d -p %d:%d --name %s %s/%s:latest" % (p1, p2, proj(), org(), proj()),
            "ssh -p 2222 %s@%s" % (pick(USERS), host("host")),
            "psql -h localhost -p 5433 -U %s -d app" % pick(USERS),
            "mysql -h 127.0.0.1 -P 3307 -u %s -p\nEnter password:" % pick(USERS),
            "redis-cli -h %s -p 6380 ping\nPONG" % priv_ip(),
            "scp -P 2200 build.tar.gz %s@%s:/tmp/" % (pick(USERS), host("host")),
            "kubectl port-forward svc/%s %d:%d -n %s" % (proj(), p1, p2, pick(ENVS)),
            "mkdir -p ./data/{raw,processed} && cp -p config.yaml ./data/",
            "git add -p src/ && git commit -m 'split hunks'",
            "python -m http.server %d & ab -n 1000 -c 20 -p body.json -T application/json http://localhost:%d/" % (p1, p1)]
    snip = "$ " + cmds[style]
    mc = T(["Commands from the {p} dev setup (the `-p` here is a port / parents / patch flag):", "Reproduced the local setup with:"],
           ["{p} 개발 환경 셋업 명령 (여기서 `-p`는 포트/상위 디렉터리/패치 옵션):", "로컬 셋업 재현:"], lang, p=proj()) + "\n" + snip
    lesson = T(["The service listens on {a} inside the container; the host port is just a mapping.", "`mysql -p` with no value prompts interactively; nothing is stored in history.", ""],
               ["컨테이너 안에서는 {a} 포트로 뜨고 호스트 포트는 매핑일 뿐.", "`mysql -p`에 값을 안 주면 대화형으로 물어봐서 히스토리에 안 남음.", ""], lang, a=p2)
    return "clean: -p/-P flags for ports and other options", mc, lesson, ""


@ctpl(6)
def c_fake_fixtures(lang):
    style = rint(0, 5)
    if style == 0:
        snip = "# from the AWS docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    elif style == 1:
        snip = "@pytest.fixture\ndef user(db):\n    return User.objects.create_user(\"alice\", password=\"test-password-not-real\")"
    elif style == 2:
        snip = "card: 4242 4242 4242 4242, exp 12/34, CVC 123 (Stripe test card)"
    elif style == 3:
        snip = "const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'; // jwt.io sample"
    elif style == 4:
        snip = "environment:\n  API_KEY: fake-api-key-for-tests\n  WEBHOOK_SECRET: dummy_webhook_secret\n  DATABASE_URL: postgres://test:test@localhost:5432/test"
    else:
        snip = "mock_client = Mock(api_key=\"sk-test-000000000000000000000000\")\nassert mock_client.api_key.startswith(\"sk-test-\")"
    mc = T(["Test fixtures in {p} (obviously fake values, used only in unit tests):", "The docs/test data {p} ships with:"],
           ["{p}의 테스트 픽스처 (단위 테스트 전용 가짜 값):", "{p}에 들어 있는 문서/테스트용 데이터:"], lang, p=proj()) + "\n" + snip
    return "clean: obviously fake test fixtures / documented examples", mc, T(["Secret scanners flag these; an allowlist entry was added.", ""], ["시크릿 스캐너가 이걸 잡아서 allowlist에 추가함.", ""], lang), ""


@ctpl(6)
def c_masked_cli(lang):
    style = rint(0, 5)
    if style == 0:
        snip = "$ aws configure\nAWS Access Key ID [****************%s]:\nAWS Secret Access Key [****************%s]:\nDefault region name [%s]:" % (rs(AUP, 4), rs(AN, 4), pick(REGIONS))
    elif style == 1:
        snip = "$ kubectl describe secret %s-db -n %s\nType:  Opaque\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (proj(), pick(ENVS), rint(16, 40), rint(3, 12))
    elif style == 2:
        snip = "$ echo \"$CR_PAT\" | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % pick(USERS)
    elif style == 3:
        snip = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-%s\"\n    }" % (proj(), pick(ENVS))
    elif style == 4:
        snip = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(USERS)
    else:
        snip = "$ vault kv get secret/%s/%s\n====== Data ======\nKey         Value\n---         -----\npassword    <sensitive>\nusername    %s" % (pick(ENVS), proj(), pick(USERS))
    mc = T(["CLI output while checking which credentials are configured (values masked by the tool):", "Confirmed the credential exists without seeing it:"],
           ["어떤 자격증명이 설정돼 있는지 확인한 CLI 출력 (도구가 값을 마스킹함):", "값은 보지 않고 자격증명 존재 여부만 확인:"], lang) + "\n" + snip
    return "clean: CLI output with masked credentials", mc, T(["Good enough to verify setup without exposing anything.", ""], ["아무것도 노출하지 않고 설정 확인 가능.", ""], lang), ""


@ctpl(5)
def c_urls_no_creds(lang):
    style = rint(0, 4)
    h = host("db")
    if style == 0:
        snip = "DATABASE_URL=postgresql://%s@%s:5432/app?sslmode=verify-full" % (pick(USERS), h)
    elif style == 1:
        snip = "DATABASE_URL=postgresql://%s:${DB_PASSWORD}@%s:5432/app" % (pick(USERS), h)
    elif style == 2:
        snip = "origin\thttps://%s@github.com/%s/%s.git (fetch)" % (pick(USERS), org(), proj())
    elif style == 3:
        snip = "git@github.com:%s/%s.git" % (org(), proj())
    else:
        snip = "redis://%s:6379/0  (AUTH via REDIS_PASSWORD env, not in URL)" % priv_ip()
    mc = T(["Connection config for {p} (no password in the URL):", "How {p} connects, per the deploy config:"], ["{p} 접속 설정 (URL에 비밀번호 없음):", "배포 설정 기준 {p} 접속 방식:"], lang, p=proj()) + "\n" + snip
    return "clean: URLs without embedded credentials", mc, T(["Password comes from IAM auth / env at runtime.", ""], ["비밀번호는 런타임에 IAM 인증/환경변수로 들어옴.", ""], lang), ""


@ctpl(4)
def c_prompt_code(lang):
    style = rint(0, 3)
    if style == 0:
        snip = "import getpass\npassword = getpass.getpass(\"DB password: \")\nconn = psycopg.connect(host=HOST, user=USER, password=password)"
    elif style == 1:
        snip = "read -rsp 'Vault token: ' VAULT_TOKEN && export VAULT_TOKEN"
    elif style == 2:
        snip = "val password = console.readPassword(\"Keystore password: \")\nkeyStore.load(FileInputStream(path), password)"
    else:
        snip = "const pw = await password({ message: 'Admin password', mask: '*' });"
    mc = T(["The bootstrap script asks for credentials interactively, which blocked the headless run:", "Why {p}'s setup hangs in CI:"],
           ["부트스트랩 스크립트가 자격증명을 대화형으로 물어서 헤드리스 실행이 막힘:", "CI에서 {p} 셋업이 멈추는 이유:"], lang, p=proj()) + "\n" + snip
    return "clean: interactive password prompt code", mc, T(["Add a `--from-env` flag for CI.", ""], ["CI용 `--from-env` 플래그 추가.", ""], lang), ""


@ctpl(6)
def c_rotation_talk(lang):
    v = pick(VENDORS)
    if lang == "ko":
        mc = pick(["%s 키가 유출 의심으로 교체됨. 새 키는 Vault `secret/%s/%s`에 있고 값은 노트에 안 적음." % (v["ko"], pick(ENVS), slug(v["name"])),
                   "어제 %s 자격증명 로테이션 이후 %s 워커가 401. 원인은 구 키를 캐시한 sidecar." % (v["ko"], proj())])
        lesson = pick(["교체 후에는 sidecar까지 재시작해야 함.", "키 ID(마지막 4자리 %s)로 어떤 키인지 식별 가능." % rs(AN, 4)])
        ask = pick(["로테이션 주기가 정해져 있나요?", ""])
    else:
        mc = pick(["The %s key was rotated after a suspected leak. The new key is in Vault at `secret/%s/%s`; value intentionally not recorded here." % (v["name"], pick(ENVS), slug(v["name"])),
                   "After yesterday's %s credential rotation the %s worker got 401s; a sidecar had cached the old key." % (v["name"], proj())])
        lesson = pick(["Restart sidecars after rotation too.", "Keys can be told apart by their last four characters (…%s) in the dashboard." % rs(AN, 4)])
        ask = pick(["Is there a fixed rotation schedule?", ""])
    return "clean: rotation discussion without values [%s]" % v["name"], mc, lesson, ask


@ctpl(5)
def c_auth_errors(lang):
    v = pick(VENDORS)
    err = pick(['{"error":"invalid_client","error_description":"Client authentication failed"}',
                '401 Unauthorized: {"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}',
                "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                'HTTP 403 {"code":"INVALID_API_KEY","message":"API key is invalid or expired","traceId":"%s"}' % hexs(32),
                "FATAL:  password authentication failed for user \"%s\"" % pick(USERS),
                "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_****%s" % rs(AN, 4)])
    mc = T(["{p} fails against {n} with:", "Error from the {e} run:"], ["{p}가 {n} 호출에서 실패:", "{e} 실행 에러:"], lang, p=proj(), n=v["name"], e=pick(ENVS)) + "\n" + err
    lesson = T(["The key in the secret store was for the sandbox account.", "Clock skew made the signed request invalid."], ["시크릿 저장소의 키가 sandbox 계정 것이었음.", "시간 오차 때문에 서명 요청이 무효였음."], lang)
    return "clean: auth error messages", mc, lesson, T(["Who owns the {n} account?", ""], ["{n} 계정 담당자는?", ""], lang, n=v["name"])


@ctpl(4)
def c_chain_ids(lang):
    style = rint(0, 2)
    if style == 0:
        snip = "contract: 0x%s\ntx: 0x%s\nblock: %d" % (hexs(40), hexs(64), rint(10 ** 7, 3 * 10 ** 7))
    elif style == 1:
        snip = "ipfs://bafybei%s/metadata.json" % rs(B32L, 52)
    else:
        snip = "treasury address (public): 0x%s" % hexs(40)
    mc = T(["Addresses/hashes for the {p} NFT mint debugging:"], ["{p} NFT 민팅 디버깅에 쓴 주소/해시:"], lang, p=proj()) + "\n" + snip
    return "clean: blockchain addresses / tx hashes / CIDs", mc, T(["These are public on-chain identifiers.", ""], ["온체인 공개 식별자임.", ""], lang), ""


@ctpl(4)
def c_container_ids(lang):
    snip = "$ docker ps\nCONTAINER ID   IMAGE                 STATUS\n%s   %s/%s:latest   Up 3 hours\n$ docker inspect --format '{{.Id}}' %s\n%s" % (
        hexs(12), org(), proj(), proj(), hexs(64))
    if chance(0.5):
        snip = "pod/%s-%s-%s   0/1   CrashLoopBackOff   7   %dm\ncontainerID: containerd://%s" % (proj(), hexs(10), rs(ALO, 5), rint(3, 59), hexs(64))
    mc = T(["The {p} container keeps restarting:"], ["{p} 컨테이너가 계속 재시작됨:"], lang, p=proj()) + "\n" + snip
    return "clean: container / pod IDs", mc, T(["OOMKilled; limits were 256Mi."], ["OOMKilled. limit이 256Mi였음."], lang), ""


@ctpl(4)
def c_object_ids(lang):
    style = rint(0, 3)
    if style == 0:
        snip = 'db.orders.find({_id: ObjectId("%s")})' % hexs(24)
    elif style == 1:
        snip = "discord message id %d, guild %d" % (rint(10 ** 18, 2 * 10 ** 18), rint(10 ** 17, 10 ** 18))
    elif style == 2:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s" % (hexs(32), rs(B64U, 32))
    else:
        snip = "주문번호 %d, 송장번호 %d (CJ대한통운)" % (rint(10 ** 13, 10 ** 14), rint(10 ** 11, 10 ** 12)) if lang == "ko" else "order #%d, tracking %s" % (rint(10 ** 8, 10 ** 9), "1Z" + rs(AUP + DG, 16))
    mc = T(["Looking up the record behind the bug report:"], ["버그 리포트의 레코드 조회:"], lang) + "\n" + snip
    return "clean: database / object / order IDs", mc, T(["The record existed; the bug was in the serializer.", ""], ["레코드는 있었고 직렬화 버그였음.", ""], lang), ""


@ctpl(4)
def c_asset_hashes(lang):
    style = rint(0, 2)
    if style == 0:
        snip = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/%s.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            pick(["chart.js", "alpinejs", "htmx.org"]), rint(1, 4), rint(0, 9), rint(0, 9), pick(["chart", "cdn", "htmx"]), rs(B64, 64))
    elif style == 1:
        snip = "dist/assets/index-%s.js   %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB\ndist/assets/index-%s.css   %d.%02d kB" % (
            rs(AN + "-_", 8), rint(50, 400), rint(0, 99), rs(AN + "-_", 8), rint(200, 900), rint(0, 99), rs(AN + "-_", 8), rint(5, 60), rint(0, 99))
    else:
        snip = "Content-Security-Policy: script-src 'self' 'sha256-%s' https://www.googletagmanager.com" % rb64(32)
    mc = T(["Cache busting / CSP issue after the frontend build of {p}:"], ["{p} 프론트 빌드 후 캐시/CSP 문제:"], lang, p=proj()) + "\n" + snip
    return "clean: asset hashes / SRI / CSP hashes", mc, T(["Hash-based CSP must be regenerated on every inline script change.", ""], ["인라인 스크립트 바뀔 때마다 CSP 해시 재생성 필요.", ""], lang), ""


@ctpl(4)
def c_oauth_params(lang):
    snip = "https://accounts.%s.com/oauth/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2F%s%%2Fcallback&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        org(), rs(AN, 22), host("web"), rs(B64U, 22), rs(B64U, 43))
    mc = T(["The login redirect loops. Authorization URL the app builds:"], ["로그인 리다이렉트가 루프. 앱이 만드는 인가 URL:"], lang) + "\n" + snip
    lesson = T(["`state` and the S256 `code_challenge` are public by design; the verifier stays in the session.", "redirect_uri was registered without the trailing path."],
               ["`state`와 S256 `code_challenge`는 원래 공개되는 값이고 verifier는 세션에만 있음.", "redirect_uri가 경로 없이 등록돼 있었음."], lang)
    return "clean: OAuth authorize URL with state/PKCE challenge", mc, lesson, ""


@ctpl(4)
def c_sig_headers(lang):
    style = rint(0, 2)
    if style == 0:
        snip = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hexs(64))
    elif style == 1:
        snip = "Stripe-Signature: t=%d,v1=%s" % (ts(), hexs(64))
    else:
        snip = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (ts(), hexs(64))
    mc = T(["Webhook verification fails intermittently. Incoming headers (no secret involved, just the computed signature):"],
           ["웹훅 검증이 간헐적으로 실패. 들어온 헤더 (시크릿이 아니라 계산된 서명값):"], lang) + "\n" + snip
    lesson = T(["The body was re-serialized by the framework before HMAC; verify against the raw bytes.", "Replay window is 5 minutes."],
               ["프레임워크가 HMAC 전에 body를 다시 직렬화함. raw bytes로 검증해야 함.", "재전송 허용 시간은 5분."], lang)
    return "clean: webhook signature headers (derived values)", mc, lesson, ""


@ctpl(3)
def c_flags_experiments(lang):
    snip = "flag: %s_%s (id %s)\nexperiment: exp_%s variant=%s\nsegment: seg_%s" % (
        pick(["new_checkout", "kr_pay_widget", "search_v2"]), pick(["enabled", "rollout"]), uuid4(), rs(ALO + DG, 16), pick(["control", "treatment_b"]), rs(AN, 20))
    mc = T(["Couldn't tell why some users see the old checkout. Flag config:"], ["일부 사용자가 예전 결제 화면을 보는 이유를 몰랐음. 플래그 설정:"], lang) + "\n" + snip
    return "clean: feature-flag / experiment identifiers", mc, T(["Targeting rule excluded iOS < 17.", ""], ["타게팅 규칙이 iOS 17 미만을 제외함.", ""], lang), ""


@ctpl(3)
def c_advisories(lang):
    snip = "$ npm audit\n%s  Severity: high\nPrototype Pollution - https://github.com/advisories/GHSA-%s-%s-%s\nfix available via `npm audit fix`\n(CVE-2024-%d)" % (
        pick(["lodash", "minimist", "tough-cookie", "semver"]), rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4), rint(10000, 59999))
    mc = T(["CI blocked on an audit finding:"], ["audit 결과 때문에 CI가 막힘:"], lang) + "\n" + snip
    return "clean: security advisory IDs", mc, T(["Transitive dep; pinned via overrides.", ""], ["전이 의존성이라 overrides로 고정함.", ""], lang), ""


@ctpl(3)
def c_payment_ids(lang):
    snip = '{"paymentKey":"%s","orderId":"ORD-%s","status":"DONE","method":"카드","totalAmount":%d,"approvedAt":"%s"}' % (
        rs(AN, 50), rs(AUP + DG, 12), rint(1000, 500000), iso_ts())
    mc = T(["Payment confirm succeeded but our DB shows PENDING. Confirm response (ids only, no keys):"], ["결제 승인은 성공했는데 DB에는 PENDING. 승인 응답 (식별자만 있고 키 없음):"], lang) + "\n" + snip
    return "clean: payment transaction identifiers", mc, T(["The webhook arrived before the confirm response; needs idempotent upsert.", ""], ["승인 응답보다 웹훅이 먼저 도착. 멱등 upsert 필요.", ""], lang), ""


@ctpl(3)
def c_ml_ids(lang):
    snip = "model = AutoModel.from_pretrained(\"%s/%s\", revision=\"%s\")\nseed=%d, lr=%s, run_id=%s" % (
        pick(["meta-llama", "BAAI", "intfloat", "klue", "beomi"]), pick(["bge-m3", "e5-large-v2", "roberta-large", "KoAlpaca-Polyglot-5.8B"]), hexs(40), pick([42, 1234, 7, 2025]), pick(["3e-5", "1e-4"]), rs(ALO + DG, 8))
    mc = T(["Eval numbers differ from last week's run of {p}. Config:"], ["{p} 평가 수치가 지난주와 다름. 설정:"], lang, p=proj()) + "\n" + snip
    return "clean: model revisions / run IDs", mc, T(["The tokenizer revision was not pinned.", ""], ["토크나이저 revision이 고정돼 있지 않았음.", ""], lang), ""


@ctpl(3)
def c_ime_talk(lang):
    p = proj()
    n = rint(2, 40)
    if lang == "ko":
        mc = pick(["%s 로그인 실패 문의 %d건: 사용자가 한/영 전환 상태를 모르고 비밀번호를 입력함. Caps Lock/한영 상태 표시 UI 추가 요청." % (p, n),
                   "%s 비밀번호 입력창에서 한글 IME가 켜져 있으면 조합 중 글자가 전송 안 되는 버그 (compositionend 처리 누락)." % p,
                   "%s 회원가입에서 비밀번호에 한글이 들어가면 서버가 500을 냄. 인코딩 처리 누락 (문의 %d건)." % (p, n)])
        lesson = pick(["input type=password에 `ime-mode`는 크롬에서 무시됨. 키 이벤트로 한글 입력 감지해서 안내 문구 표시.", "compositionend 이후 값 읽도록 수정.",
                       "비밀번호는 NFC 정규화 후 UTF-8 바이트로 해시하도록 통일."])
        ask = pick(["로그인 화면 문구는 누가 검수하나요?", "", "비밀번호에 한글 허용을 계속 유지하나요?"])
    else:
        mc = pick(["%d login complaints on %s from Korean users: the IME was in Hangul mode while typing the password." % (n, p),
                   "On %s, typing a password with the Korean IME active drops the last composing character (missing compositionend handling)." % p,
                   "%s signup returned 500 when the password contained Hangul; the hashing path assumed ASCII." % p])
        lesson = pick(["Chrome ignores `ime-mode`; detect Hangul keystrokes and show a hint instead.", "Read the value after compositionend.",
                       "Normalize passwords to NFC and hash the UTF-8 bytes."])
        ask = pick(["", "Should Hangul stay allowed in passwords?", "Who reviews the login-screen copy?"])
    return "clean: Korean IME password-input discussion", mc, lesson, ask


@ctpl(4)
def c_tables(lang):
    rows = []
    for v in R.sample(VENDORS, rint(3, 5)):
        rows.append("| %s | %s | %s |" % (v["name"], v["var"], pick(["Vault `secret/%s/%s`" % (pick(ENVS), slug(v["name"])), "GitHub Actions secret", "Doppler (prd)", "AWS SM", "1Password: Engineering"])))
    hdr = "| service | env var | where the value lives |\n|---|---|---|" if lang == "en" else "| 서비스 | 환경변수 | 값 보관 위치 |\n|---|---|---|"
    mc = T(["I compiled where each credential of {p} is stored (names only):"], ["{p} 자격증명별 보관 위치 정리 (이름만):"], lang, p=proj()) + "\n" + hdr + "\n" + "\n".join(rows)
    return "clean: table of credential locations (no values)", mc, T(["Two of them are still only in a Heroku config var.", ""], ["두 개는 아직 Heroku config var에만 있음.", ""], lang), ""


@ctpl(4)
def c_diff_clean(lang):
    v = pick(VENDORS)
    f = pick(["src/config.ts", "settings/base.py", "config/app.yml"])
    snip = "--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n-  %s: \"<set me>\"\n+  %s: ${%s}\n   timeout: 30" % (f, f, rint(5, 90), rint(5, 90), leaf(v["var"]), leaf(v["var"]), v["var"])
    mc = T(["Replaced the placeholder with an env reference in {p}:"], ["{p}에서 placeholder를 환경변수 참조로 교체:"], lang, p=proj()) + "\n" + snip
    return "clean: diff swapping placeholder for env reference", mc, T(["No value was ever committed.", ""], ["실제 값은 커밋된 적 없음.", ""], lang), ""


@ctpl(4)
def c_http_clean(lang):
    snip = "POST /v1/orders HTTP/1.1\nHost: %s\nAuthorization: Bearer $ACCESS_TOKEN\nIdempotency-Key: %s\nContent-Type: application/json" % (host("web"), uuid4())
    if chance(0.5):
        snip = "curl -sS https://%s/v1/orders -H \"Authorization: Bearer ${TOKEN}\" -H 'Idempotency-Key: %s'" % (host("web"), uuid4())
    mc = T(["Request template from the {p} API docs:"], ["{p} API 문서의 요청 템플릿:"], lang, p=proj()) + "\n" + snip
    return "clean: HTTP request with variable placeholders", mc, T(["Idempotency keys are per request, not secrets.", ""], ["Idempotency key는 요청마다 새로 만드는 값이지 시크릿이 아님.", ""], lang), ""


@ctpl(4)
def c_chatlike(lang):
    v = pick(VENDORS)
    if lang == "ko":
        mc = pick(["%s님: \"스테이징 DB 비번은 1Password 'Staging DB' 항목에 있어요, 여기엔 안 붙일게요\"" % pick(KO_NAMES),
                   "사용자가 %s 토큰을 붙이려다 말고 시크릿 이름(%s)만 알려줌." % (v["ko"], v["var"]),
                   "비밀번호 잊어버려서 재설정 메일 요청함. 링크는 본인 메일로만 감."])
        lesson = pick(["자격증명은 이름/위치만 공유하는 방식이 잘 동작함.", ""])
    else:
        mc = pick(["%s: \"the staging DB password is in 1Password under 'Staging DB', not pasting it here\"" % pick(EN_NAMES),
                   "The user started to paste the %s token, then just gave me the secret name (%s)." % (v["name"], v["var"]),
                   "Requested a password reset email; the link only goes to the account owner."])
        lesson = pick(["Sharing credential names/locations instead of values works fine.", ""])
    return "clean: chat about credentials without values", mc, lesson, ""


@ctpl(3)
def c_stacktrace(lang):
    pk = "com.%s.%s" % (org().replace("-", ""), pick(["payment", "order", "auth"]))
    snip = "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"apiKey\" is null\n\tat %s.client.SignatureBuilder.build(SignatureBuilder.java:%d)\n\tat %s.service.PaymentService$$SpringCGLIB$$0.confirm(<generated>)\n\tat jdk.internal.reflect.GeneratedMethodAccessor%d.invoke(Unknown Source)" % (
        pk, rint(20, 200), pk, rint(100, 999))
    mc = T(["The {e} confirm endpoint throws:"], ["{e} 승인 엔드포인트 예외:"], lang, e=pick(ENVS)) + "\n" + snip
    return "clean: stack trace mentioning apiKey (null)", mc, T(["The key env var wasn't mapped in the new task definition.", ""], ["새 task definition에 키 환경변수 매핑이 빠져 있었음.", ""], lang), ""


@ctpl(3)
def c_secret_named_objects(lang):
    snip = "$ kubectl get secrets -n %s\nNAME                      TYPE                             DATA   AGE\n%s-db-credentials         Opaque                           2      %dd\n%s-tls                    kubernetes.io/tls                2      %dd\nregcred                   kubernetes.io/dockerconfigjson   1      %dd" % (
        pick(ENVS), proj(), rint(1, 300), proj(), rint(1, 90), rint(1, 400))
    mc = T(["Which secrets exist in the namespace (names only):"], ["네임스페이스에 있는 시크릿 목록 (이름만):"], lang) + "\n" + snip
    return "clean: secret object names", mc, T(["The TLS secret is renewed by cert-manager.", ""], ["TLS 시크릿은 cert-manager가 갱신함.", ""], lang), ""


PLAIN_EN = [
    ("Flaky test in {p}: it depended on the system timezone.", "Set TZ=UTC in the test runner.", "Should tests run in KST or UTC?"),
    ("Didn't know the migration order for {p}; `schema_migrations` was out of sync with the files.", "Run migrations from the release tag, not main.", ""),
    ("The N+1 query on the orders page came from a lazy-loaded relation in the serializer.", "Use select_related for the customer join.", "Is there a query budget per endpoint?"),
    ("Korean plural/particle handling in i18n strings broke after the library upgrade.", "Use ICU select for 을/를 instead of string concatenation.", ""),
    ("The cron schedule was in UTC but the business expected 09:00 KST.", "Cron `0 0 * * *` UTC equals 09:00 KST.", "Which timezone should batch jobs use?"),
    ("Memory grew steadily in the {p} worker; a global cache had no eviction.", "Bounded the LRU at 10k entries.", ""),
    ("The retry backoff in {p} had no jitter, so all workers retried at the same second.", "Add full jitter.", ""),
    ("Image uploads from iOS were rotated because EXIF orientation was ignored.", "Normalize orientation with sharp before storing.", ""),
    ("The CSV export broke Excel because it lacked a UTF-8 BOM.", "Prepend the BOM for Korean text.", "Do we support Excel on Mac?"),
    ("The Gradle build cache was invalidated on every run due to a timestamp in a generated file.", "Make the generated file deterministic.", ""),
]
PLAIN_KO = [
    ("{p} 테스트가 간헐적으로 실패. 시스템 타임존에 의존하고 있었음.", "테스트 러너에 TZ=UTC 지정.", "테스트는 KST 기준인가요 UTC 기준인가요?"),
    ("{p} 마이그레이션 순서를 몰랐음. `schema_migrations`와 파일이 어긋나 있었다.", "마이그레이션은 main이 아니라 릴리스 태그 기준으로 실행.", ""),
    ("주문 페이지 N+1 쿼리 원인은 serializer의 lazy loading.", "customer join에 select_related 사용.", "엔드포인트별 쿼리 수 제한 기준이 있나요?"),
    ("라이브러리 업그레이드 후 i18n 문자열의 조사(을/를) 처리가 깨짐.", "문자열 이어붙이기 대신 ICU select 사용.", ""),
    ("크론이 UTC 기준인데 현업은 오전 9시(KST)를 기대함.", "UTC `0 0 * * *` = KST 09:00.", "배치 잡 타임존 기준이 정해져 있나요?"),
    ("{p} 워커 메모리가 계속 증가. 전역 캐시에 eviction이 없었음.", "LRU 최대 1만 개로 제한.", ""),
    ("{p} 재시도 backoff에 jitter가 없어서 모든 워커가 같은 초에 재시도.", "full jitter 적용.", ""),
    ("iOS 업로드 이미지가 회전돼 보임. EXIF orientation 무시가 원인.", "저장 전에 sharp로 orientation 정규화.", ""),
    ("CSV 내보내기를 엑셀에서 열면 한글이 깨짐. UTF-8 BOM이 없었음.", "BOM 추가.", "맥용 엑셀도 지원해야 하나요?"),
    ("Gradle 빌드 캐시가 매번 무효화됨. 생성 파일에 타임스탬프가 들어가 있었음.", "생성 파일을 결정적으로 만듦.", ""),
]


@ctpl(8, risky=False)
def c_plain(lang):
    mc, le, ak = pick(PLAIN_KO if lang == "ko" else PLAIN_EN)
    p = proj()
    return "clean: plain engineering note", mc.format(p=p), le.format(p=p), ak.format(p=p)


@ctpl(3, risky=False)
def c_plain_config(lang):
    snip = pick(["server:\n  port: %d\n  shutdown: graceful\nspring:\n  jpa:\n    open-in-view: false" % port(),
                 "[tool.ruff]\nline-length = 100\ntarget-version = \"py312\"",
                 "worker_processes auto;\nevents { worker_connections 4096; }",
                 "{\n  \"compilerOptions\": { \"strict\": true, \"target\": \"ES2022\", \"moduleResolution\": \"bundler\" }\n}"])
    mc = T(["Config change that fixed the {p} issue:"], ["{p} 문제를 해결한 설정 변경:"], lang, p=proj()) + "\n" + snip
    return "clean: plain config snippet", mc, T(["", "Documented in the README."], ["", "README에 정리함."], lang), ""


# ---------------------------------------------------- publishable keys (clean, tagged)
PUBLISHABLE = [
    ("Stripe", lambda: "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51" + rs(AN, 97)),
    ("Firebase", lambda: "const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%d:web:%s\"\n};" % (
        rs(B64U, 33), proj(), proj(), rint(10 ** 11, 10 ** 12), hexs(22))),
    ("Toss Payments", lambda: "const clientKey = \"%s%s\"; // 결제위젯 클라이언트 키" % (pick(["live_ck_", "live_gck_"]), rs(AN, 20))),
    ("Kakao", lambda: "Kakao.init('%s'); // JavaScript 키" % hexs(32)),
    ("Mapbox", lambda: "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(json.dumps({"u": org(), "a": "cl" + rs(ALO, 23)}, separators=(",", ":")).encode()), rs(B64U, 22))),
    ("Algolia", lambda: "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(AUP, 10), hexs(32))),
    ("Sentry", lambda: "Sentry.init({ dsn: \"https://%s@o%d.ingest.us.sentry.io/%d\" });" % (hexs(32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 8))),
    ("PostHog", lambda: "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)),
    ("Supabase", lambda: "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": ts(), "exp": ts() + 315360000}))),
    ("Google Maps", lambda: "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap\"></script>" % rs(B64U, 33)),
    ("Google reCAPTCHA", lambda: "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38)),
    ("hCaptcha", lambda: "<div class=\"h-captcha\" data-sitekey=\"%s\"></div>" % uuid4()),
    ("Clerk", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s.com$" % org()).encode()).rstrip("=")),
    ("LaunchDarkly", lambda: "const ldClient = initialize('%s', context); // client-side ID" % hexs(24)),
    ("Datadog", lambda: "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' })" % (uuid4(), hexs(32))),
    ("RevenueCat", lambda: "Purchases.configure(withAPIKey: \"appl_%s\")" % rs(AN, 27)),
    ("Braintree", lambda: "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(ALO + DG, 8), rs(ALO + DG, 16))),
    ("Adyen", lambda: "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(AUP + DG, 32)),
    ("Paddle", lambda: "Paddle.Initialize({ token: 'live_%s' }); // client-side token" % hexs(27)),
    ("Mixpanel", lambda: "mixpanel.init('%s', { track_pageview: true }); // project token" % hexs(32)),
]


def c_publishable(lang):
    vend, gen = pick(PUBLISHABLE)
    snip = gen()
    mc = T(["Frontend init code in {p}; this key ships to every browser/app by design ({v} documents it as public):",
            "The user asked if this {v} key in the web bundle is a leak. It's the client-side one:"],
           ["{p} 프론트 초기화 코드. 이 키는 원래 브라우저/앱에 배포되는 값 ({v} 문서상 공개 키):",
            "웹 번들에 있는 {v} 키가 유출 아니냐는 질문. 클라이언트용 키임:"], lang, p=proj(), v=vend) + "\n" + snip
    lesson = T(["Restrict it by domain/bundle id in the {v} console; the server-side secret is separate and not in the client.", "No action needed beyond domain restrictions."],
               ["{v} 콘솔에서 도메인/번들 ID 제한을 걸 것. 서버용 시크릿은 별도이고 클라이언트에 없음.", "도메인 제한 외에 조치 불필요."], lang, v=vend)
    return "clean: client-side publishable key [%s] [publishable]" % vend, mc, lesson, ""


# =============================================================== checks
def occurrences(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


class WindowCollision(AssertionError):
    """an 8-char window of a secret occurs outside the secrets (e.g. 'producti' of a Braintree
    token next to the word 'production'); the note is regenerated, then re-asserted."""


def check_secret_note(fields, secrets):
    assert secrets, "secret note without secrets"
    assert len(secrets) == len(list(dict.fromkeys(secrets))), "duplicate secrets"
    for s in secrets:
        assert len(s) >= 8, ("secret shorter than 8", s)
        assert any(s in f for f in fields), ("secret not verbatim in fields", s)
    for f in fields:
        cover = []
        for s in secrets:
            cover += occurrences(f, s)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for a, _b in occurrences(f, w):
                    if not any(c0 <= a and a + 8 <= c1 for c0, c1 in cover):
                        raise WindowCollision("8-char window %r of secret %r occurs outside the secrets in %r" % (w, s, f[:120]))


CLEAN_LINT = [
    r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"gh[pousr]_[A-Za-z0-9]{30}", r"github_pat_[A-Za-z0-9]", r"glpat-[A-Za-z0-9_-]{20}",
    r"xox[abposr]-\d", r"[sr]k_live_[A-Za-z0-9]{10}", r"sk-ant-a", r"sk-proj-[A-Za-z0-9]", r"PRIVATE KEY-----", r"npm_[A-Za-z0-9]{30}",
    r"pypi-AgE", r"hf_[A-Za-z]{30}", r"AIza[0-9A-Za-z_-]{35}", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}",
    r"://[^/\s:@'\"]+:(?!x{4})[^/\s@$'\"\[\]*<>()]{3,}@", r"SG\.[A-Za-z0-9_-]{20}\.", r"dop_v1_", r"AGE-SECRET-KEY-", r"whsec_[A-Za-z0-9]{20}",
    r"(?i)(?<![:\w])(password|passwd|pwd|secret|token|api_?key)[ \t]*[=:][ \t]*[\"']?[A-Za-z0-9!@#%^&+/=_-]{12,}",
]
CLEAN_ALLOW = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
               "test:test@localhost", "test-password-not-real", "fake-api-key-for-tests", "dummy_webhook_secret", "changeme-in-vault",
               "your_api_key_here", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "xxxxxxxxxxxxxxxxxxxxxxxx", "example-secret", "xoxb-your-bot-token",
               "sk-test-000000000000000000000000", "sk_live_****"]


def lint_clean(fields):
    hits = []
    for f in fields:
        g = f
        for a in CLEAN_ALLOW:
            g = g.replace(a, " ")
        for pat in CLEAN_LINT:
            m = re.search(pat, g)
            if m:
                hits.append((pat, m.group(0)))
    return hits


HANGUL = re.compile("[\uac00-\ud7a3]")


def make_record(lang, kind, cat, mc, le, ak, secrets):
    fields = (mc, le, ak)
    assert fits(mc, le, ak), ("field limits", cat, [nbytes(x) for x in fields])
    if lang == "ko":
        assert HANGUL.search(mc + le + ak), ("ko note without Hangul", cat)
    if kind == "secret":
        check_secret_note(fields, secrets)
    else:
        assert secrets == []
        if "[publishable]" not in cat:
            hits = lint_clean(fields)
            assert not hits, ("clean lint", cat, hits, mc[:200])
    return {"id": None, "lang": lang, "kind": kind, "category": cat,
            "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ak}, "secrets": list(secrets)}


GENERIC_ASK_EN = ["Is there a runbook for this?", "Who should I ask about this next time?", "Is this setup the same in every environment?",
                  "Should this be written down in the README?", "Which team owns this component?", "Is there a dashboard or alert for this?",
                  "Was this a known issue?", "Can this be checked in CI instead?"]
GENERIC_ASK_KO = ["이 작업용 런북이 있나요?", "다음에 이 문제는 누구에게 물어보면 되나요?", "모든 환경에서 설정이 같은가요?", "README에 정리해 둘까요?",
                  "이 컴포넌트 담당 팀은 어디인가요?", "이 문제에 대한 대시보드나 알림이 있나요?", "이미 알려진 이슈였나요?", "CI에서 미리 검사할 수 있을까요?"]


def maybe_ask(lang, ak, p):
    if ak == "" and chance(p):
        return pick(GENERIC_ASK_KO if lang == "ko" else GENERIC_ASK_EN)
    return ak


def alloc(weights, total):
    """largest-remainder allocation of `total` slots over weights (list order kept)"""
    W = float(sum(weights))
    raw = [w * total / W for w in weights]
    base = [int(x) for x in raw]
    rem = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in rem[:total - sum(base)]:
        base[i] += 1
    return base


# =============================================================== build
N_SECRET = 350
N_CLEAN = 350
KO_SHARE = 0.4
N_MULTI = 32          # multi-provider .env notes
N_SINGLE_VENDOR = 150  # single-vendor framings
N_PUBLISHABLE = 28


def lang_list(n):
    k = int(round(n * KO_SHARE))
    out = ["ko"] * k + ["en"] * (n - k)
    R.shuffle(out)
    return out


def build():
    records = []
    # ------------------------------------------------ secret notes
    n_struct = N_SECRET - N_MULTI - N_SINGLE_VENDOR
    counts = alloc([w for _f, w in SECRET_TEMPLATES], n_struct)
    slots = []
    for (f, _w), c in zip(SECRET_TEMPLATES, counts):
        slots += [("tpl", f)] * c
    slots += [("multi", None)] * N_MULTI + [("vendor", None)] * N_SINGLE_VENDOR
    R.shuffle(slots)
    langs = lang_list(N_SECRET)
    queue = []

    def next_vendor():
        if not queue:
            idx = list(range(len(VENDORS)))
            R.shuffle(idx)
            queue.extend(idx)
        return VENDORS[queue.pop(0)]

    retries = 0
    seen = {}
    for (kind, f), lang in zip(slots, langs):
        v = next_vendor() if kind == "vendor" else None
        vs = None
        if kind == "multi":
            n = rint(3, 5)
            vs = []
            while len(vs) < n:
                c = next_vendor()
                if all(c["var"] != w["var"] for w in vs):
                    vs.append(c)
        for _attempt in range(40):
            if kind == "tpl":
                COMPOSE_STATE["ask_only"] = False
                cat, mc, le, ak, secs = f(lang)
                if COMPOSE_STATE["ask_only"]:
                    cat += " (bare value quoted in ask_next_time)"
            elif kind == "vendor":
                cat, mc, le, ak, secs = vendor_note(v, lang)
            else:
                res = multi_vendor_note(vs, lang)
                while res is None:
                    vs = vs[:-1]
                    res = multi_vendor_note(vs, lang)
                cat, mc, le, ak, secs = res
            ak = maybe_ask(lang, ak, 0.4)
            if (mc, le, ak) in seen:
                continue
            try:
                records.append(make_record(lang, "secret", cat, mc, le, ak, list(dict.fromkeys(secs))))
                seen[(mc, le, ak)] = 1
                break
            except WindowCollision:
                retries += 1
        else:
            raise AssertionError("could not build a collision-free note: " + cat)
    sys.stderr.write("secret notes regenerated after window collisions: %d\n" % retries)
    # ------------------------------------------------ clean notes
    counts = alloc([w for _f, w, _r in CLEAN_TEMPLATES], N_CLEAN - N_PUBLISHABLE)
    slots = []
    for (f, _w, _r), c in zip(CLEAN_TEMPLATES, counts):
        slots += [f] * c
    slots += [c_publishable] * N_PUBLISHABLE
    risky_fn = [f for f, _w, r in CLEAN_TEMPLATES if r] + [c_publishable]
    n_risky = sum(1 for f in slots if f in risky_fn)
    assert 3 * n_risky >= 2 * N_CLEAN, "fewer than two thirds of clean notes look risky"
    assert 10 * N_PUBLISHABLE <= N_CLEAN, "too many publishable-key notes"
    sys.stderr.write("clean notes from risky-looking templates: %d of %d\n" % (n_risky, N_CLEAN))
    R.shuffle(slots)
    langs = lang_list(N_CLEAN)
    dups = 0
    for f, lang in zip(slots, langs):
        for _attempt in range(40):
            cat, mc, le, ak = f(lang)
            ak = maybe_ask(lang, ak, 0.55)
            if (mc, le, ak) not in seen:
                break
            dups += 1
        else:
            raise AssertionError("could not build a distinct note: " + cat)
        seen[(mc, le, ak)] = 1
        records.append(make_record(lang, "clean", cat, mc, le, ak, []))
    sys.stderr.write("clean notes regenerated as duplicates: %d\n" % dups)
    # ------------------------------------------------ global checks, shuffle, ids
    seen = {}
    for r in records:
        key = (r["fields"]["missing_context"], r["fields"]["lesson"], r["fields"]["ask_next_time"])
        assert key not in seen, ("duplicate note", r["category"])
        seen[key] = 1
    R.shuffle(records)
    for i, r in enumerate(records):
        r["id"] = "de%03d" % (i + 1)
    return records


def main():
    records = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v49.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    ns = sum(1 for r in records if r["kind"] == "secret")
    nk = sum(1 for r in records if r["lang"] == "ko")
    sys.stderr.write("wrote %d notes (%d secret, %d clean, %d ko) to %s\n" % (len(records), ns, len(records) - ns, nk, out))


if __name__ == "__main__":
    main()
