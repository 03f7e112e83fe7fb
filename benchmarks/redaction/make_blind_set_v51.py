#!/usr/bin/env python3
"""Blind evaluation set v51 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(51_2026_1126)) drives every choice.
No sets are iterated; JSON keys are written in a fixed order.
Usage:  python3 make_blind_set_v51.py [output.jsonl]
"""
import base64
import json
import random
import sys

R = random.Random(51_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32L = "abcdefghijklmnopqrstuvwxyz234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HX, n)


def an(n):
    return rs(AN, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64_of(data):
    return base64.b64encode(data.encode("utf-8")).decode("ascii")


def b64u_of(data):
    return base64.urlsafe_b64encode(data.encode("utf-8")).decode("ascii").rstrip("=")


def rand_bytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64_bytes(n):
    return base64.b64encode(rand_bytes(n)).decode("ascii")


def pct(s):
    """percent-encode the characters that must be escaped in URL userinfo"""
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-._~":
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    return "".join(out)


def sample(seq, k):
    return R.sample(list(seq), k)


_VARIANT_ORDER = {}


def variant(key, n):
    """cycle through 0..n-1 in a PRNG-shuffled order, so every variant of a template gets used"""
    lst = _VARIANT_ORDER.get(key)
    if not lst:
        lst = list(range(n))
        R.shuffle(lst)
        _VARIANT_ORDER[key] = lst
    return lst.pop()


# ---------------------------------------------------------------- Korean keyboard (dubeolsik)
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- shared pools
SVCS = ["billing-api", "payments-worker", "search-indexer", "notif-service", "auth-gateway",
        "admin-web", "order-sync", "crawler", "ml-pipeline", "report-batch", "chat-bot",
        "mobile-bff", "settlement-batch", "point-service", "coupon-api", "delivery-tracker",
        "inventory-svc", "media-transcoder", "webhook-relay", "data-export", "partner-gateway",
        "recsys-trainer", "ledger", "shop-frontend", "cms-backend", "analytics-etl"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "eu-central-1",
           "us-west-2", "ap-southeast-1"]
DBUSERS = ["app_user", "svc_billing", "deploy", "admin", "readonly", "etl", "api", "postgres",
           "root", "batch", "reporting", "migrator", "orders_rw", "shop"]
DBNAMES = ["orders", "billing", "app", "shop_prod", "analytics", "users", "ledger", "cms",
           "points", "inventory", "stage"]
HOSTS = ["db-prod-1.internal", "pg.staging.corp.example", "10.0.3.14", "mysql-primary.svc.cluster.local",
         "orders-db.c9xk2p.ap-northeast-2.rds.amazonaws.com", "172.16.4.21", "db.dev.local",
         "billing.cluster-ro-cx7.eu-west-1.rds.amazonaws.com", "pgbouncer.infra:6432", "192.168.10.50"]
TEAMMATES_EN = ["Dana", "Marcus", "Priya", "Tom", "Elena", "Kenji", "Lucas", "Aisha", "Ravi", "Sofia"]
TEAMMATES_KO = ["민지님", "지훈님", "서연님", "현우님", "지우님", "도윤님", "수진님", "유나님", "태호님",
                "팀장님", "인프라팀", "보안팀"]
FILES_ENV = [".env", ".env.local", ".env.production", "config/.env.staging", "docker/.env",
             "apps/api/.env", "deploy/prod.env", ".envrc"]
LANGS_ENV = ["python", "node", "go", "java"]


def mate(lang):
    return pick(TEAMMATES_EN) if lang == "en" else pick(TEAMMATES_KO)


def svc():
    return pick(SVCS)


def fence(body, tag=""):
    return "```%s\n%s\n```" % (tag, body)


def maybe_fence(body, tag=""):
    r = R.random()
    if r < 0.55:
        return fence(body, tag)
    if r < 0.8:
        return "\n".join("    " + ln for ln in body.split("\n"))
    return body


# ---------------------------------------------------------------- vendor token shapes
# Each vendor: name, group, gen() -> [(ENV_NAME, value, listed)], auth style, host, path.
# auth: ("bearer",) | ("token",) | ("header", NAME) | ("query", NAME) | ("basic", USER)
#       | ("scheme", WORD) | ("none",)
VENDORS = []


def V(name, group, gen, auth=("bearer",), host=None, path="/"):
    VENDORS.append({"name": name, "group": group, "gen": gen, "auth": auth, "host": host,
                    "path": path})


def one(env, fn):
    return lambda: [(env, fn(), True)]


def digits(n):
    return str(rint(1, 9)) + rs(DG, n - 1)


def jwt(payload, alg="HS256", siglen=43):
    head = b64u_of(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    body = b64u_of(json.dumps(payload, separators=(",", ":")))
    return head + "." + body + "." + rs(B64U, siglen)


def ts():
    return rint(1_700_000_000, 1_790_000_000)


# --- source hosting / CI / registries
V("GitHub", "ci", one("GITHUB_TOKEN", lambda: "ghp_" + an(36)), ("token",), "api.github.com", "/user/repos")
V("GitHub", "ci", one("GH_PAT", lambda: "github_pat_11" + rs(ANU, 20) + "_" + an(59)), ("bearer",), "api.github.com", "/repos/acme/infra/actions/secrets")
V("GitHub", "ci", one("GITHUB_APP_INSTALLATION_TOKEN", lambda: "ghs_" + an(36)), ("token",), "api.github.com", "/installation/repositories")
V("GitHub", "ci", one("GH_OAUTH_TOKEN", lambda: "gho_" + an(36)), ("bearer",), "api.github.com", "/user")
V("GitHub", "ci", one("GITHUB_REFRESH_TOKEN", lambda: "ghr_" + an(76)), ("none",))
V("GitLab", "ci", one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20)), ("header", "PRIVATE-TOKEN"), "gitlab.com", "/api/v4/projects")
V("GitLab", "ci", one("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20)), ("none",))
V("GitLab", "ci", one("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + rs(B64U, 20)), ("basic", "gitlab+deploy-token-4821"), "registry.gitlab.com", "/v2/")
V("GitLab", "ci", one("TRIGGER_TOKEN", lambda: "glptt-" + hx(40)), ("query", "token"), "gitlab.example.com", "/api/v4/projects/112/trigger/pipeline")
V("GitLab", "ci", one("REGISTRATION_TOKEN", lambda: "GR1348941" + rs(B64U, 20)), ("none",))
V("Bitbucket", "ci", one("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(28) + rs(HXU, 8)), ("basic", "build-bot"), "api.bitbucket.org", "/2.0/repositories/acme")
V("Atlassian", "saas", one("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8)), ("basic", "ops@acme.io"), "acme.atlassian.net", "/rest/api/3/myself")
V("CircleCI", "ci", one("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40)), ("header", "Circle-Token"), "circleci.com", "/api/v2/me")
V("Buildkite", "ci", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40)), ("bearer",), "api.buildkite.com", "/v2/user")
V("Jenkins", "ci", one("JENKINS_API_TOKEN", lambda: "11" + hx(32)), ("basic", "deploy-bot"), "jenkins.internal:8080", "/job/release/buildWithParameters")
V("Travis CI", "ci", one("TRAVIS_TOKEN", lambda: rs(B64U, 22)), ("scheme", "token"), "api.travis-ci.com", "/user")
V("SonarQube", "ci", one("SONAR_TOKEN", lambda: "squ_" + hx(40)), ("basic", ""), "sonar.acme.dev", "/api/authentication/validate")
V("SonarCloud", "ci", one("SONAR_TOKEN", lambda: "sqp_" + hx(40)), ("none",))
V("Snyk", "ci", one("SNYK_TOKEN", lambda: uuid4()), ("scheme", "token"), "api.snyk.io", "/rest/self?version=2024-06-10")
V("Codecov", "ci", one("CODECOV_TOKEN", lambda: uuid4()), ("none",))
V("Docker Hub", "registry", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27)), ("none",))
V("Quay", "registry", one("QUAY_ROBOT_TOKEN", lambda: rs(ANU, 64)), ("none",))
V("npm", "registry", one("NPM_TOKEN", lambda: "npm_" + an(36)), ("bearer",), "registry.npmjs.org", "/-/whoami")
V("PyPI", "registry", one("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(150, 180))), ("none",))
V("TestPyPI", "registry", one("TEST_PYPI_TOKEN", lambda: "pypi-AgENdGVzdC5weXBpLm9yZw" + rs(B64U, 150)), ("none",))
V("RubyGems", "registry", one("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48)), ("header", "Authorization"), "rubygems.org", "/api/v1/gems")
V("NuGet", "registry", one("NUGET_API_KEY", lambda: "oy2" + rs(ANL, 43)), ("header", "X-NuGet-ApiKey"), "www.nuget.org", "/api/v2/package")
V("crates.io", "registry", one("CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32)), ("header", "Authorization"), "crates.io", "/api/v1/me/tokens")
V("JFrog Artifactory", "registry", one("ARTIFACTORY_API_KEY", lambda: "AKCp" + an(69)), ("header", "X-JFrog-Art-Api"), "acme.jfrog.io", "/artifactory/api/repositories")
V("JFrog Artifactory", "registry", one("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + an(50)), ("bearer",), "acme.jfrog.io", "/artifactory/api/system/ping")
V("Clojars", "registry", one("LEIN_PASSWORD", lambda: "CLOJARS_" + hx(60)), ("none",))
V("Cloudsmith", "registry", one("CLOUDSMITH_API_KEY", lambda: hx(40)), ("header", "X-Api-Key"), "api.cloudsmith.io", "/v1/user/self/")
V("Hex.pm", "registry", one("HEX_API_KEY", lambda: hx(32)), ("none",))
V("Gradle Plugin Portal", "registry", lambda: [("GRADLE_PUBLISH_KEY", an(32), False), ("GRADLE_PUBLISH_SECRET", an(32), True)], ("none",))
V("Expo", "ci", one("EXPO_TOKEN", lambda: rs(B64U, 40)), ("bearer",), "api.expo.dev", "/v2/auth/userinfo")
V("Postman", "saas", one("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34)), ("header", "X-Api-Key"), "api.getpostman.com", "/me")
V("ngrok", "saas", one("NGROK_AUTHTOKEN", lambda: digits(1) + an(26) + "_" + an(21)), ("none",))
V("Tailscale", "saas", one("TS_AUTHKEY", lambda: "tskey-auth-k" + an(10) + "CNTRL-" + an(33)), ("none",))
V("Tailscale", "saas", one("TAILSCALE_API_KEY", lambda: "tskey-api-k" + an(10) + "CNTRL-" + an(33)), ("basic", ""), "api.tailscale.com", "/api/v2/tailnet/-/devices")
V("Sourcegraph", "ci", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + hx(16) + "_" + hx(40)), ("scheme", "token"), "sourcegraph.acme.dev", "/.api/graphql")
V("Terraform Cloud", "ci", one("TFE_TOKEN", lambda: an(14) + ".atlasv1." + an(67)), ("bearer",), "app.terraform.io", "/api/v2/account/details")
V("Pulumi", "ci", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40)), ("scheme", "token"), "api.pulumi.com", "/api/user")
V("HashiCorp Vault", "ci", one("VAULT_TOKEN", lambda: "hvs." + rs(B64U, 90)), ("header", "X-Vault-Token"), "vault.internal:8200", "/v1/secret/data/billing")
V("HashiCorp Vault", "ci", one("VAULT_TOKEN", lambda: "hvb." + rs(B64U, 130)), ("header", "X-Vault-Token"), "vault.corp.example:8200", "/v1/auth/token/lookup-self")
V("Doppler", "saas", one("DOPPLER_TOKEN", lambda: "dp.st.prd." + an(43)), ("bearer",), "api.doppler.com", "/v3/configs/config/secrets/download")
V("Doppler", "saas", one("DOPPLER_TOKEN", lambda: "dp.pt." + an(43)), ("bearer",), "api.doppler.com", "/v3/me")
V("1Password", "saas", one("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, 300)), ("none",))
V("Bitwarden Secrets Manager", "saas", one("BWS_ACCESS_TOKEN", lambda: "0." + uuid4() + "." + an(30) + ":" + rs(B64, 22) + "=="), ("none",))
V("Infisical", "saas", one("INFISICAL_TOKEN", lambda: "st." + uuid4() + "." + hx(32) + "." + hx(32)), ("bearer",), "app.infisical.com", "/api/v3/secrets/raw")

# --- cloud
V("DigitalOcean", "cloud", one("DIGITALOCEAN_ACCESS_TOKEN", lambda: "dop_v1_" + hx(64)), ("bearer",), "api.digitalocean.com", "/v2/droplets")
V("DigitalOcean", "cloud", lambda: [("SPACES_ACCESS_KEY_ID", "DO00" + rs(ANU, 16), True), ("SPACES_SECRET_ACCESS_KEY", rs(B64, 43), True)], ("none",))
V("Linode", "cloud", one("LINODE_TOKEN", lambda: hx(64)), ("bearer",), "api.linode.com", "/v4/linode/instances")
V("Vultr", "cloud", one("VULTR_API_KEY", lambda: rs(ANU, 36)), ("bearer",), "api.vultr.com", "/v2/instances")
V("Hetzner Cloud", "cloud", one("HCLOUD_TOKEN", lambda: an(64)), ("bearer",), "api.hetzner.cloud", "/v1/servers")
V("Scaleway", "cloud", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True), ("SCW_SECRET_KEY", uuid4(), True), ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)], ("none",))
V("OVHcloud", "cloud", lambda: [("OVH_APPLICATION_KEY", an(16), False), ("OVH_APPLICATION_SECRET", an(32), True), ("OVH_CONSUMER_KEY", an(32), True)], ("none",))
V("Cloudflare", "cloud", one("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40)), ("bearer",), "api.cloudflare.com", "/client/v4/user/tokens/verify")
V("Cloudflare", "cloud", lambda: [("CF_API_EMAIL", "infra@acme.io", False), ("CF_API_KEY", hx(37), True)], ("none",))
V("Cloudflare Tunnel", "cloud", one("TUNNEL_TOKEN", lambda: b64_of(json.dumps({"a": hx(32), "t": uuid4(), "s": b64_bytes(32)}, separators=(",", ":")))), ("none",))
V("Cloudflare R2", "cloud", lambda: [("R2_ACCESS_KEY_ID", hx(32), True), ("R2_SECRET_ACCESS_KEY", hx(64), True), ("R2_ACCOUNT_ID", hx(32), False)], ("none",))
V("Fly.io", "cloud", one("FLY_API_TOKEN", lambda: "fm2_" + rs(B64, 180)), ("none",))
V("Vercel", "cloud", one("VERCEL_TOKEN", lambda: an(24)), ("bearer",), "api.vercel.com", "/v9/projects")
V("Netlify", "cloud", one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36)), ("bearer",), "api.netlify.com", "/api/v1/sites")
V("Render", "cloud", one("RENDER_API_KEY", lambda: "rnd_" + an(32)), ("bearer",), "api.render.com", "/v1/services")
V("Heroku", "cloud", one("HEROKU_API_KEY", lambda: uuid4()), ("bearer",), "api.heroku.com", "/apps")
V("Railway", "cloud", one("RAILWAY_TOKEN", lambda: uuid4()), ("none",))
V("Supabase", "database", one("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40)), ("bearer",), "api.supabase.com", "/v1/projects")
V("Supabase", "database", one("SUPABASE_KEY", lambda: "sb_secret_" + rs(B64U, 31)), ("header", "apikey"), "xyzcompany.supabase.co", "/rest/v1/orders?select=*")
V("Supabase", "database", one("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": 1712000000, "exp": 2027576000})), ("bearer",), "abcdefghijklmnopqrst.supabase.co", "/rest/v1/profiles")
V("Firebase Cloud Messaging", "cloud", one("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)), ("scheme", "key="), "fcm.googleapis.com", "/fcm/send")
V("Google Cloud", "cloud", one("GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35)), ("query", "key"), "maps.googleapis.com", "/maps/api/geocode/json")
V("Google Gemini", "ai", one("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35)), ("header", "x-goog-api-key"), "generativelanguage.googleapis.com", "/v1beta/models")
V("Google OAuth", "cloud", lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)], ("none",))
V("Google OAuth", "cloud", one("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(B64U, 99)), ("none",))
V("Google OAuth", "cloud", one("GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rs(B64U, 160)), ("bearer",), "www.googleapis.com", "/drive/v3/files")
V("Azure AD", "cloud", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", an(3) + "8Q~" + rs(AN + "~._-", 34), True)], ("none",))
V("Azure DevOps", "ci", one("AZURE_DEVOPS_PAT", lambda: rs(B32L, 52)), ("basic", ""), "dev.azure.com", "/acme/_apis/projects?api-version=7.1")
V("Azure OpenAI", "ai", one("AZURE_OPENAI_API_KEY", lambda: hx(32)), ("header", "api-key"), "acme-oai.openai.azure.com", "/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
V("Azure Cosmos DB", "database", one("COSMOS_KEY", lambda: rs(B64, 86) + "=="), ("none",))
V("Azure Service Bus", "cloud", one("SERVICEBUS_SAS_KEY", lambda: rs(B64, 43) + "="), ("none",))
V("Alibaba Cloud", "cloud", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30), True)], ("none",))
V("Tencent Cloud", "cloud", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + an(32), True), ("TENCENTCLOUD_SECRET_KEY", an(32), True)], ("none",))
V("Huawei Cloud", "cloud", lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), True), ("HUAWEICLOUD_SDK_SK", an(40), True)], ("none",))
V("Baidu AI Cloud", "cloud", lambda: [("BCE_ACCESS_KEY_ID", hx(32), True), ("BCE_SECRET_ACCESS_KEY", hx(32), True)], ("none",))
V("Volcengine", "cloud", lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 42), True), ("VOLC_SECRETKEY", rs(B64, 58) + "==", True)], ("none",))
V("Qiniu", "cloud", lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)], ("none",))
V("Naver Cloud Platform", "cloud", lambda: [("NCLOUD_ACCESS_KEY", an(20), True), ("NCLOUD_SECRET_KEY", an(40), True)], ("none",))
V("NHN Cloud", "cloud", lambda: [("NHN_SMS_APPKEY", an(16), False), ("NHN_SMS_SECRET_KEY", an(8), True)], ("none",))
V("Sakura Cloud", "cloud", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", an(64), True)], ("none",))
V("Yandex Cloud", "cloud", one("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36)), ("scheme", "Api-Key"), "llm.api.cloud.yandex.net", "/foundationModels/v1/completion")
V("Yandex OAuth", "cloud", one("YC_TOKEN", lambda: "y0_" + rs(B64U, 58)), ("scheme", "OAuth"), "cloud-api.yandex.net", "/v1/disk/resources")
V("MinIO", "cloud", lambda: [("MINIO_ACCESS_KEY", rs(ANU, 20), True), ("MINIO_SECRET_KEY", an(40), True)], ("none",))
V("Bunny.net", "cloud", one("BUNNY_API_KEY", lambda: uuid4() + "-" + uuid4()[9:]), ("header", "AccessKey"), "api.bunny.net", "/pullzone")

# --- AI
V("OpenAI", "ai", one("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 156)), ("bearer",), "api.openai.com", "/v1/chat/completions")
V("OpenAI", "ai", one("OPENAI_API_KEY", lambda: "sk-" + an(20) + "T3BlbkFJ" + an(20)), ("bearer",), "api.openai.com", "/v1/models")
V("OpenAI", "ai", one("OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(B64U, 156)), ("bearer",), "api.openai.com", "/v1/embeddings")
V("OpenAI", "ai", one("OPENAI_ADMIN_KEY", lambda: "sk-admin-" + rs(B64U, 140)), ("bearer",), "api.openai.com", "/v1/organization/users")
V("Anthropic", "ai", one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA"), ("header", "x-api-key"), "api.anthropic.com", "/v1/messages")
V("Anthropic", "ai", one("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA"), ("header", "x-api-key"), "api.anthropic.com", "/v1/organizations/users")
V("Hugging Face", "ai", one("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)), ("bearer",), "huggingface.co", "/api/whoami-v2")
V("Replicate", "ai", one("REPLICATE_API_TOKEN", lambda: "r8_" + an(37)), ("bearer",), "api.replicate.com", "/v1/predictions")
V("Groq", "ai", one("GROQ_API_KEY", lambda: "gsk_" + an(52)), ("bearer",), "api.groq.com", "/openai/v1/chat/completions")
V("Perplexity", "ai", one("PERPLEXITY_API_KEY", lambda: "pplx-" + an(48)), ("bearer",), "api.perplexity.ai", "/chat/completions")
V("xAI", "ai", one("XAI_API_KEY", lambda: "xai-" + an(80)), ("bearer",), "api.x.ai", "/v1/chat/completions")
V("Mistral AI", "ai", one("MISTRAL_API_KEY", lambda: an(32)), ("bearer",), "api.mistral.ai", "/v1/chat/completions")
V("Cohere", "ai", one("COHERE_API_KEY", lambda: an(40)), ("bearer",), "api.cohere.com", "/v2/rerank")
V("DeepSeek", "ai", one("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32)), ("bearer",), "api.deepseek.com", "/chat/completions")
V("Moonshot AI", "ai", one("MOONSHOT_API_KEY", lambda: "sk-" + an(48)), ("bearer",), "api.moonshot.cn", "/v1/chat/completions")
V("Zhipu AI", "ai", one("ZHIPUAI_API_KEY", lambda: hx(32) + "." + an(16)), ("bearer",), "open.bigmodel.cn", "/api/paas/v4/chat/completions")
V("Alibaba DashScope", "ai", one("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32)), ("bearer",), "dashscope.aliyuncs.com", "/compatible-mode/v1/chat/completions")
V("OpenRouter", "ai", one("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64)), ("bearer",), "openrouter.ai", "/api/v1/chat/completions")
V("Together AI", "ai", one("TOGETHER_API_KEY", lambda: "tgp_v1_" + rs(B64U, 43)), ("bearer",), "api.together.xyz", "/v1/completions")
V("Fireworks AI", "ai", one("FIREWORKS_API_KEY", lambda: "fw_" + an(24)), ("bearer",), "api.fireworks.ai", "/inference/v1/chat/completions")
V("LangSmith", "ai", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10)), ("header", "x-api-key"), "api.smith.langchain.com", "/runs")
V("Pinecone", "ai", one("PINECONE_API_KEY", lambda: "pcsk_" + an(5) + "_" + an(63)), ("header", "Api-Key"), "api.pinecone.io", "/indexes")
V("Weights & Biases", "ai", one("WANDB_API_KEY", lambda: hx(40)), ("none",))
V("ElevenLabs", "ai", one("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48)), ("header", "xi-api-key"), "api.elevenlabs.io", "/v1/voices")
V("Stability AI", "ai", one("STABILITY_API_KEY", lambda: "sk-" + an(48)), ("bearer",), "api.stability.ai", "/v2beta/stable-image/generate/core")
V("Upstage", "ai", one("UPSTAGE_API_KEY", lambda: "up_" + an(29)), ("bearer",), "api.upstage.ai", "/v1/solar/chat/completions")
V("Naver CLOVA Studio", "ai", one("CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32) + an(4)), ("bearer",), "clovastudio.stream.ntruss.com", "/testapp/v1/chat-completions/HCX-003")
V("Voyage AI", "ai", one("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43)), ("bearer",), "api.voyageai.com", "/v1/embeddings")
V("Deepgram", "ai", one("DEEPGRAM_API_KEY", lambda: hx(40)), ("scheme", "Token"), "api.deepgram.com", "/v1/listen")
V("AssemblyAI", "ai", one("ASSEMBLYAI_API_KEY", lambda: hx(32)), ("header", "authorization"), "api.assemblyai.com", "/v2/transcript")
V("DeepL", "ai", one("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx"), ("scheme", "DeepL-Auth-Key"), "api-free.deepl.com", "/v2/translate")

# --- payments
V("Stripe", "payments", one("STRIPE_SECRET_KEY", lambda: "sk_live_51" + an(97)), ("bearer",), "api.stripe.com", "/v1/charges")
V("Stripe", "payments", one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + an(97)), ("basic", ""), "api.stripe.com", "/v1/customers")
V("Stripe", "payments", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32)), ("none",))
V("Braintree", "payments", one("BRAINTREE_TOKEN", lambda: "access_token$production$" + rs(ANL, 16) + "$" + hx(32)), ("none",))
V("PayPal", "payments", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)], ("none",))
V("Square", "payments", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60)), ("bearer",), "connect.squareup.com", "/v2/locations")
V("Square", "payments", lambda: [("SQUARE_APPLICATION_ID", "sq0idp-" + rs(B64U, 22), False), ("SQUARE_APPLICATION_SECRET", "sq0csp-" + rs(B64U, 43), True)], ("none",))
V("Adyen", "payments", one("ADYEN_API_KEY", lambda: "AQE" + rs(AN, 40) + "=-" + rs(B64, 43) + "=-" + rs(AN + ";}%=(", 16)), ("header", "X-API-Key"), "checkout-live.adyenpayments.com", "/checkout/v71/payments")
V("Mollie", "payments", one("MOLLIE_API_KEY", lambda: "live_" + an(30)), ("bearer",), "api.mollie.com", "/v2/payments")
V("GoCardless", "payments", one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40)), ("bearer",), "api.gocardless.com", "/mandates")
V("Razorpay", "payments", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + an(14), False), ("RAZORPAY_KEY_SECRET", an(24), True)], ("none",))
V("Paystack", "payments", one("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40)), ("bearer",), "api.paystack.co", "/transaction/initialize")
V("Flutterwave", "payments", one("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X"), ("bearer",), "api.flutterwave.com", "/v3/payments")
V("PAY.JP", "payments", one("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48)), ("basic", ""), "api.pay.jp", "/v1/charges")
V("Toss Payments", "payments", one("TOSS_SECRET_KEY", lambda: "live_sk_" + an(28)), ("none",))
V("Toss Payments", "payments", one("TOSS_SECRET_KEY", lambda: "live_gsk_" + an(28)), ("none",))
V("PortOne", "payments", lambda: [("IMP_KEY", digits(16), False), ("IMP_SECRET", an(80), True)], ("none",))
V("PortOne", "payments", one("PORTONE_API_SECRET", lambda: an(80)), ("scheme", "PortOne"), "api.portone.io", "/payments/order-20240611-0042")
V("Kakao Pay", "payments", one("KAKAOPAY_SECRET_KEY", lambda: "PRD" + rs(HXU, 37)), ("scheme", "SECRET_KEY"), "open-api.kakaopay.com", "/online/v1/payment/ready")
V("NICEPAY", "payments", lambda: [("NICEPAY_CLIENT_KEY", "R2_" + hx(32), False), ("NICEPAY_SECRET_KEY", hx(32), True)], ("none",))
V("KG Inicis", "payments", lambda: [("INICIS_MID", "INIpayTest", False), ("INICIS_SIGNKEY", rs(B64, 34) + "==", True)], ("none",))
V("WeChat Pay", "payments", lambda: [("WECHAT_MCH_ID", digits(10), False), ("WECHATPAY_APIV3_KEY", an(32), True)], ("none",))
V("WeChat", "messaging", lambda: [("WECHAT_APPID", "wx" + hx(16), False), ("WECHAT_APPSECRET", hx(32), True)], ("none",))
V("Klarna", "payments", lambda: [("KLARNA_USERNAME", "K" + digits(6) + "_" + hx(12), False), ("KLARNA_PASSWORD", an(16), True)], ("none",))
V("Binance", "payments", lambda: [("BINANCE_API_KEY", an(64), True), ("BINANCE_API_SECRET", an(64), True)], ("none",))
V("Upbit", "payments", lambda: [("UPBIT_OPEN_API_ACCESS_KEY", an(40), True), ("UPBIT_OPEN_API_SECRET_KEY", an(40), True)], ("none",))
V("Bithumb", "payments", lambda: [("BITHUMB_CONNECT_KEY", hx(32), True), ("BITHUMB_SECRET_KEY", hx(32), True)], ("none",))

# --- messaging / communication
V("Slack", "messaging", one("SLACK_BOT_TOKEN", lambda: "xoxb-" + digits(12) + "-" + digits(13) + "-" + an(24)), ("bearer",), "slack.com", "/api/chat.postMessage")
V("Slack", "messaging", one("SLACK_USER_TOKEN", lambda: "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hx(32)), ("bearer",), "slack.com", "/api/conversations.history")
V("Slack", "messaging", one("SLACK_APP_TOKEN", lambda: "xapp-1-A" + rs(ANU, 10) + "-" + digits(13) + "-" + hx(64)), ("none",))
V("Slack", "messaging", one("SLACK_REFRESH_TOKEN", lambda: "xoxe-1-" + rs(B64U, 140)), ("none",))
V("Slack", "messaging", one("SLACK_SIGNING_SECRET", lambda: hx(32)), ("none",))
V("Discord", "messaging", one("DISCORD_BOT_TOKEN", lambda: b64u_of(digits(19)) + "." + rs(B64U, 6) + "." + rs(B64U, 38)), ("scheme", "Bot"), "discord.com", "/api/v10/users/@me")
V("Telegram", "messaging", one("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(B64U, 33)), ("none",))
V("Twilio", "messaging", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", hx(32), True)], ("none",))
V("Twilio", "messaging", lambda: [("TWILIO_API_KEY_SECRET", an(32), True)], ("none",))
V("SendGrid", "messaging", one("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)), ("bearer",), "api.sendgrid.com", "/v3/mail/send")
V("Mailgun", "messaging", one("MAILGUN_API_KEY", lambda: "key-" + hx(32)), ("basic", "api"), "api.mailgun.net", "/v3/mg.acme.io/messages")
V("Mailchimp", "messaging", one("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(rint(2, 21))), ("basic", "anystring"), "us14.api.mailchimp.com", "/3.0/lists")
V("Postmark", "messaging", one("POSTMARK_SERVER_TOKEN", lambda: uuid4()), ("header", "X-Postmark-Server-Token"), "api.postmarkapp.com", "/email")
V("Brevo", "messaging", one("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16)), ("header", "api-key"), "api.brevo.com", "/v3/smtp/email")
V("Mailjet", "messaging", lambda: [("MJ_APIKEY_PUBLIC", hx(32), False), ("MJ_APIKEY_PRIVATE", hx(32), True)], ("none",))
V("Resend", "messaging", one("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24)), ("bearer",), "api.resend.com", "/emails")
V("Vonage", "messaging", lambda: [("VONAGE_API_KEY", hx(8), False), ("VONAGE_API_SECRET", an(16), True)], ("none",))
V("MessageBird", "messaging", one("MESSAGEBIRD_ACCESS_KEY", lambda: an(25)), ("scheme", "AccessKey"), "rest.messagebird.com", "/messages")
V("LINE", "messaging", one("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "="), ("bearer",), "api.line.me", "/v2/bot/message/push")
V("LINE", "messaging", one("LINE_CHANNEL_SECRET", lambda: hx(32)), ("none",))
V("Kakao", "messaging", one("KAKAO_ADMIN_KEY", lambda: hx(32)), ("scheme", "KakaoAK"), "kapi.kakao.com", "/v1/user/ids")
V("Kakao", "messaging", lambda: [("KAKAO_REST_API_KEY", hx(32), False), ("KAKAO_CLIENT_SECRET", an(32), True)], ("none",))
V("Naver Developers", "saas", lambda: [("NAVER_CLIENT_ID", an(20), False), ("NAVER_CLIENT_SECRET", an(10), True)], ("none",))
V("Channel.io", "messaging", lambda: [("CHANNEL_ACCESS_KEY", hx(24), False), ("CHANNEL_ACCESS_SECRET", hx(32), True)], ("none",))
V("Sendbird", "messaging", one("SENDBIRD_API_TOKEN", lambda: hx(40)), ("header", "Api-Token"), "api-4A8B1C2D.sendbird.com", "/v3/users")
V("Solapi", "messaging", lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), False), ("SOLAPI_API_SECRET", rs(ANU, 32), True)], ("none",))
V("Aligo", "messaging", one("ALIGO_API_KEY", lambda: rs(ANL, 32)), ("none",))
V("Feishu", "messaging", lambda: [("FEISHU_APP_ID", "cli_" + hx(16), False), ("FEISHU_APP_SECRET", an(32), True)], ("none",))
V("WeCom", "messaging", lambda: [("WECOM_CORP_ID", "ww" + hx(16), False), ("WECOM_CORP_SECRET", rs(B64U, 43), True)], ("none",))
V("Chatwork", "messaging", one("CHATWORK_API_TOKEN", lambda: hx(32)), ("header", "X-ChatWorkToken"), "api.chatwork.com", "/v2/rooms")
V("Pushover", "messaging", lambda: [("PUSHOVER_APP_TOKEN", rs(ANL, 30), True), ("PUSHOVER_USER_KEY", rs(ANL, 30), False)], ("none",))
V("OneSignal", "messaging", one("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(B32L, 110)), ("scheme", "Key"), "api.onesignal.com", "/notifications")
V("Zoom", "messaging", lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_SECRET", an(32), True)], ("none",))

# --- observability
V("Datadog", "observability", lambda: [("DD_API_KEY", hx(32), True), ("DD_APP_KEY", hx(40), True), ("DD_SITE", "datadoghq.eu", False)], ("none",))
V("Datadog", "observability", one("DD_API_KEY", lambda: hx(32)), ("header", "DD-API-KEY"), "api.datadoghq.com", "/api/v1/validate")
V("New Relic", "observability", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27)), ("header", "API-Key"), "api.newrelic.com", "/graphql")
V("New Relic", "observability", one("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL"), ("none",))
V("New Relic", "observability", one("NEW_RELIC_INSERT_KEY", lambda: "NRII-" + rs(B64U, 32)), ("header", "X-Insert-Key"), "insights-collector.newrelic.com", "/v1/accounts/3312345/events")
V("Sentry", "observability", one("SENTRY_AUTH_TOKEN", lambda: "sntrys_" + b64u_of(json.dumps({"iat": ts(), "url": "https://sentry.io", "region_url": "https://de.sentry.io", "org": "acme"}, separators=(",", ":"))) + "_" + rs(B64U, 43)), ("bearer",), "sentry.io", "/api/0/organizations/acme/releases/")
V("Sentry", "observability", one("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64)), ("bearer",), "sentry.io", "/api/0/projects/")
V("Grafana", "observability", one("GRAFANA_SERVICE_ACCOUNT_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8)), ("bearer",), "grafana.acme.dev", "/api/dashboards/uid/k8s-overview")
V("Grafana Cloud", "observability", one("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + b64_of(json.dumps({"o": digits(6), "n": "stack-" + digits(6) + "-hm-write", "k": an(24), "m": {"r": "prod-ap-northeast-0"}}, separators=(",", ":")))), ("none",))
V("Honeycomb", "observability", one("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(ANL, 56)), ("header", "X-Honeycomb-Team"), "api.honeycomb.io", "/1/auth")
V("PagerDuty", "observability", one("PAGERDUTY_API_TOKEN", lambda: rs(AN + "+_-", 20)), ("scheme", "Token token="), "api.pagerduty.com", "/incidents")
V("PagerDuty", "observability", one("PAGERDUTY_ROUTING_KEY", lambda: hx(32)), ("none",))
V("Splunk", "observability", one("SPLUNK_HEC_TOKEN", lambda: uuid4()), ("scheme", "Splunk"), "splunk-hec.acme.internal:8088", "/services/collector/event")
V("Elastic", "observability", one("ELASTIC_API_KEY", lambda: b64_of(rs(B64U, 20) + ":" + rs(B64U, 22))), ("scheme", "ApiKey"), "acme.es.ap-northeast-2.aws.elastic-cloud.com", "/_cluster/health")
V("Elastic Cloud", "observability", one("EC_API_KEY", lambda: "essu_" + rs(B64, 80) + "=="), ("scheme", "ApiKey"), "api.elastic-cloud.com", "/api/v1/deployments")
V("Dynatrace", "observability", one("DT_API_TOKEN", lambda: "dt0c01." + rs(ANU, 24) + "." + rs(ANU, 64)), ("scheme", "Api-Token"), "abc12345.live.dynatrace.com", "/api/v2/metrics/ingest")
V("Opsgenie", "observability", one("OPSGENIE_API_KEY", lambda: uuid4()), ("scheme", "GenieKey"), "api.opsgenie.com", "/v2/alerts")
V("Rollbar", "observability", one("ROLLBAR_ACCESS_TOKEN", lambda: hx(32)), ("header", "X-Rollbar-Access-Token"), "api.rollbar.com", "/api/1/item/")
V("Axiom", "observability", one("AXIOM_TOKEN", lambda: "xaat-" + uuid4()), ("bearer",), "api.axiom.co", "/v1/datasets/app-logs/ingest")
V("Logz.io", "observability", one("LOGZIO_TOKEN", lambda: rs(UP + LO, 32)), ("query", "token"), "listener.logz.io:8071", "/?type=nginx")
V("Better Stack", "observability", one("BETTERSTACK_SOURCE_TOKEN", lambda: an(24)), ("bearer",), "in.logs.betterstack.com", "/")
V("Checkly", "observability", one("CHECKLY_API_KEY", lambda: "cu_" + hx(32)), ("bearer",), "api.checklyhq.com", "/v1/checks")

# --- databases / data
V("PlanetScale", "database", lambda: [("DATABASE_USERNAME", rs(ANL, 12), False), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)], ("none",))
V("PlanetScale", "database", one("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43)), ("none",))
V("Neon", "database", one("NEON_API_KEY", lambda: "napi_" + rs(ANL, 64)), ("bearer",), "console.neon.tech", "/api/v2/projects")
V("Turso", "database", one("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts(), "id": uuid4()}, "EdDSA", 86)), ("bearer",), "acme-db-acme.turso.io", "/v2/pipeline")
V("Upstash", "database", one("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + pick("XYZ") + rs(B64U, 62) + "="), ("bearer",), "apn1-fresh-owl-31234.upstash.io", "/get/session-count")
V("Databricks", "database", one("DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"])), ("bearer",), "adb-4829173650284715.15.azuredatabricks.net", "/api/2.0/clusters/list")
V("InfluxDB", "database", one("INFLUX_TOKEN", lambda: rs(B64U, 86) + "=="), ("scheme", "Token"), "influx.monitoring.internal:8086", "/api/v2/write?org=acme&bucket=metrics")
V("MongoDB Atlas", "database", lambda: [("ATLAS_PUBLIC_KEY", rs(LO, 8), False), ("ATLAS_PRIVATE_KEY", uuid4(), True)], ("none",))
V("ClickHouse Cloud", "database", lambda: [("CLICKHOUSE_KEY_ID", an(20), False), ("CLICKHOUSE_KEY_SECRET", "4b1d" + an(38), True)], ("none",))
V("Fauna", "database", one("FAUNA_SECRET", lambda: "fn" + rs(B64U, 38)), ("bearer",), "db.fauna.com", "/query/1")
V("DataStax Astra", "database", one("ASTRA_DB_APPLICATION_TOKEN", lambda: "AstraCS:" + rs(UP + LO, 24) + ":" + hx(64)), ("header", "X-Cassandra-Token"), "0b1c2d3e-astra.apps.astra.datastax.com", "/api/rest/v2/keyspaces")
V("Snowflake", "database", lambda: [("SNOWFLAKE_ACCOUNT", "xy12345.ap-northeast-2.aws", False), ("SNOWFLAKE_USER", "ETL_SVC", False), ("SNOWFLAKE_PASSWORD", an(10) + pick("!#$%") + an(6), True)], ("none",))
V("Algolia", "saas", lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), False), ("ALGOLIA_ADMIN_API_KEY", hx(32), True)], ("none",))
V("Typesense", "saas", one("TYPESENSE_API_KEY", lambda: an(32)), ("header", "X-TYPESENSE-API-KEY"), "search.acme.dev:8108", "/collections")
V("Meilisearch", "saas", one("MEILI_MASTER_KEY", lambda: rs(B64U, 44)), ("bearer",), "meili.internal:7700", "/keys")

# --- SaaS
V("Linear", "saas", one("LINEAR_API_KEY", lambda: "lin_api_" + an(40)), ("header", "Authorization"), "api.linear.app", "/graphql")
V("Notion", "saas", one("NOTION_TOKEN", lambda: "ntn_" + digits(11) + an(35)), ("bearer",), "api.notion.com", "/v1/databases/query")
V("Notion", "saas", one("NOTION_API_KEY", lambda: "secret_" + an(43)), ("bearer",), "api.notion.com", "/v1/search")
V("Airtable", "saas", one("AIRTABLE_TOKEN", lambda: "pat" + an(14) + "." + hx(64)), ("bearer",), "api.airtable.com", "/v0/appX1y2Z3a4B5c6D7/Tasks")
V("Asana", "saas", one("ASANA_PAT", lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hx(32)), ("bearer",), "app.asana.com", "/api/1.0/users/me")
V("Figma", "saas", one("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40)), ("header", "X-Figma-Token"), "api.figma.com", "/v1/files/Ab12Cd34Ef56")
V("Typeform", "saas", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64U, 44) + "_" + an(14)), ("bearer",), "api.typeform.com", "/forms")
V("Dropbox", "saas", one("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 140)), ("bearer",), "api.dropboxapi.com", "/2/files/list_folder")
V("Salesforce", "saas", one("SF_ACCESS_TOKEN", lambda: "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96)), ("bearer",), "acme.my.salesforce.com", "/services/data/v60.0/sobjects/Account")
V("Salesforce", "saas", one("SF_REFRESH_TOKEN", lambda: "5Aep861" + rs(AN + ".", 80)), ("none",))
V("Meta", "saas", one("FB_ACCESS_TOKEN", lambda: "EAA" + rs(AN, 180)), ("query", "access_token"), "graph.facebook.com", "/v19.0/me/accounts")
V("Meta", "saas", lambda: [("FB_APP_ID", digits(15), False), ("FB_APP_SECRET", hx(32), True)], ("none",))
V("X (Twitter)", "saas", one("TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + an(20) + "%3D" + an(50)), ("bearer",), "api.twitter.com", "/2/tweets/search/recent?query=acme")
V("Spotify", "saas", lambda: [("SPOTIFY_CLIENT_ID", hx(32), False), ("SPOTIFY_CLIENT_SECRET", hx(32), True)], ("none",))
V("Twitch", "saas", lambda: [("TWITCH_CLIENT_ID", rs(ANL, 30), False), ("TWITCH_CLIENT_SECRET", rs(ANL, 30), True)], ("none",))
V("Shopify", "saas", one("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32)), ("header", "X-Shopify-Access-Token"), "acme-store.myshopify.com", "/admin/api/2024-07/orders.json")
V("Shopify", "saas", one("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32)), ("none",))
V("HubSpot", "saas", one("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()), ("bearer",), "api.hubapi.com", "/crm/v3/objects/contacts")
V("Intercom", "saas", one("INTERCOM_ACCESS_TOKEN", lambda: b64_of("tok:" + uuid4() + ":1:0").rstrip("=")), ("bearer",), "api.intercom.io", "/contacts")
V("Zendesk", "saas", one("ZENDESK_API_TOKEN", lambda: an(40)), ("basic", "support@acme.io/token"), "acme.zendesk.com", "/api/v2/tickets.json")
V("Okta", "saas", one("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40)), ("scheme", "SSWS"), "acme.okta.com", "/api/v1/users?limit=5")
V("Auth0", "saas", lambda: [("AUTH0_DOMAIN", "acme.eu.auth0.com", False), ("AUTH0_CLIENT_ID", an(32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)], ("none",))
V("Clerk", "saas", one("CLERK_SECRET_KEY", lambda: "sk_live_" + an(40)), ("bearer",), "api.clerk.com", "/v1/users")
V("LaunchDarkly", "saas", one("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4()), ("none",))
V("LaunchDarkly", "saas", one("LD_API_TOKEN", lambda: "api-" + uuid4()), ("header", "Authorization"), "app.launchdarkly.com", "/api/v2/flags/default")
V("PostHog", "saas", one("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + an(43)), ("bearer",), "us.posthog.com", "/api/projects/")
V("Amplitude", "saas", lambda: [("AMPLITUDE_API_KEY", hx(32), False), ("AMPLITUDE_SECRET_KEY", hx(32), True)], ("none",))
V("Mapbox", "saas", one("MAPBOX_SECRET_TOKEN", lambda: "sk." + b64u_of(json.dumps({"u": pick(["acme-maps", "geo-team", "deliveryco"]), "a": "cl" + rs(ANL, 23)}, separators=(",", ":"))) + "." + rs(B64U, 22)), ("query", "access_token"), "api.mapbox.com", "/uploads/v1/acme-maps/credentials")
V("Contentful", "saas", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43)), ("bearer",), "api.contentful.com", "/spaces/abc123xyz/entries")
V("Sanity", "saas", one("SANITY_API_TOKEN", lambda: "sk" + an(180)), ("bearer",), "x7k2p9.api.sanity.io", "/v2024-01-01/data/mutate/production")
V("Backlog", "saas", one("BACKLOG_API_KEY", lambda: an(64)), ("query", "apiKey"), "acme.backlog.jp", "/api/v2/issues")
V("kintone", "saas", one("KINTONE_API_TOKEN", lambda: an(40)), ("header", "X-Cybozu-API-Token"), "acme.cybozu.com", "/k/v1/records.json?app=12")
V("Gitee", "ci", one("GITEE_ACCESS_TOKEN", lambda: hx(32)), ("query", "access_token"), "gitee.com", "/api/v5/user/repos")
V("Steam", "saas", one("STEAM_WEB_API_KEY", lambda: rs(HXU, 32)), ("query", "key"), "api.steampowered.com", "/ISteamUser/GetPlayerSummaries/v2/")
V("Riot Games", "saas", one("RIOT_API_KEY", lambda: "RGAPI-" + uuid4()), ("header", "X-Riot-Token"), "kr.api.riotgames.com", "/lol/status/v4/platform-data")
V("Google reCAPTCHA", "saas", one("RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 38)), ("none",))
V("hCaptcha", "saas", one("HCAPTCHA_SECRET", lambda: "0x" + hx(40)), ("none",))
V("Webflow", "saas", one("WEBFLOW_API_TOKEN", lambda: hx(64)), ("bearer",), "api.webflow.com", "/v2/sites")
V("Calendly", "saas", one("CALENDLY_TOKEN", lambda: jwt({"iss": "https://auth.calendly.com", "iat": ts(), "jti": uuid4(), "user_uuid": uuid4()}, "ES512", 118)), ("bearer",), "api.calendly.com", "/users/me")
V("Wix", "saas", one("WIX_API_KEY", lambda: "IST." + jwt({"data": {"id": uuid4(), "identity": {"type": "application"}}, "iat": ts()}, "RS256", 86)), ("header", "Authorization"), "www.wixapis.com", "/stores/v1/products/query")


# ---------------------------------------------------------------- renderers (key/value blocks)
def snake(env):
    return env.lower()


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def dotted(env):
    return env.lower().replace("_", ".", 1).replace("_", "-")


def decoys(k):
    pool = [("APP_ENV", pick(["production", "staging", "dev"])), ("LOG_LEVEL", pick(["info", "debug", "warn"])),
            ("PORT", pick(["8080", "3000", "8000", "5000"])), ("AWS_REGION", pick(REGIONS)),
            ("TIMEOUT_MS", pick(["3000", "5000", "15000"])), ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])),
            ("DB_HOST", pick(HOSTS)), ("REDIS_URL", "redis://cache:6379/" + str(rint(0, 3))),
            ("NODE_ENV", "production"), ("WORKERS", str(rint(2, 16))), ("TZ", "Asia/Seoul"),
            ("SERVICE_NAME", svc()), ("RETRY_MAX", str(rint(2, 6))), ("BASE_URL", "https://" + svc() + ".acme.dev")]
    return sample(pool, k)


def mix(kvs, k=None):
    if k is None:
        k = rint(0, 3)
    items = list(kvs)
    for d in decoys(k):
        items.insert(rint(0, len(items)), d)
    return items


def r_dotenv(kvs, v):
    q = pick(["", "", '"', "'"])
    lines = ["%s=%s%s%s" % (k, q, val, q) for k, val in mix(kvs)]
    if chance(0.3):
        lines.insert(0, "# " + pick(["prod", "staging", "local dev", "copied from 1password", "do not commit"]))
    return maybe_fence("\n".join(lines), pick(["", "env", "dotenv"]))


def r_export(kvs, v):
    lines = ["$ export %s=%s" % (k, val) if chance(0.7) else "$ export %s='%s'" % (k, val) for k, val in kvs]
    lines.append("$ " + pick(["python manage.py sync_%s" % v["name"].split()[0].lower(), "npm run dev",
                              "go run ./cmd/worker", "./gradlew bootRun", "make integration-test",
                              "bundle exec rake jobs:work"]))
    lines.append(pick(["Traceback (most recent call last): ... 401 Unauthorized", "ready on :8080",
                       "INFO started worker pid=" + str(rint(1000, 60000)), "PASS (12 tests)",
                       "error: request failed with status 401"]))
    return fence("\n".join(lines), pick(["", "console", "sh"]))


def r_yaml(kvs, v):
    sect = v["name"].split()[0].lower().replace(".", "").replace("(", "").replace(")", "")
    lines = [sect + ":"]
    for k, val in mix(kvs, rint(0, 2)):
        q = pick(["", '"', "'"]) if not val[:1] in "*&!%@`{[" else '"'
        lines.append("  %s: %s%s%s" % (snake(k), q, val, q))
    if chance(0.5):
        lines = ["app:", "  name: " + svc(), "  env: " + pick(["prod", "staging"])] + lines
    return maybe_fence("\n".join(lines), "yaml")


def r_json(kvs, v):
    sect = camel(v["name"].split()[0].replace(".", "").replace("(", "").replace(")", "").upper())
    inner = ",\n".join('    "%s": "%s"' % (camel(k), val) for k, val in mix(kvs, rint(0, 2)))
    body = '{\n  "%s": {\n%s\n  }\n}' % (sect, inner)
    return maybe_fence(body, "json")


def r_toml(kvs, v):
    sect = v["name"].split()[0].lower().replace(".", "_")
    lines = ["[%s]" % sect] + ['%s = "%s"' % (snake(k), val) for k, val in mix(kvs, rint(0, 2))]
    return maybe_fence("\n".join(lines), "toml")


def r_ini(kvs, v):
    sect = v["name"].split()[0].lower().replace(".", "_")
    lines = ["[%s]" % sect] + ["%s = %s" % (snake(k), val) for k, val in mix(kvs, rint(0, 2))]
    return maybe_fence("\n".join(lines), "ini")


def r_properties(kvs, v):
    lines = ["%s=%s" % (dotted(k), val) for k, val in mix(kvs, rint(0, 2))]
    if chance(0.4):
        lines.insert(0, "# application-%s.properties" % pick(["prod", "dev", "local"]))
    return maybe_fence("\n".join(lines), "properties")


def r_hcl(kvs, v):
    if chance(0.5):
        blocks = []
        for k, val in kvs:
            blocks.append('variable "%s" {\n  type      = string\n  default   = "%s"\n  sensitive = true\n}' % (snake(k), val))
        return maybe_fence("\n".join(blocks), "hcl")
    lines = ['resource "kubernetes_secret" "%s" {' % v["name"].split()[0].lower().replace(".", ""),
             '  metadata { name = "%s-creds" }' % svc(), "  data = {"]
    lines += ['    %s = "%s"' % (k, val) for k, val in kvs]
    lines += ["  }", "}"]
    return maybe_fence("\n".join(lines), "hcl")


def r_xml(kvs, v):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k, val) for k, val in mix(kvs, rint(0, 2))] + ["</appSettings>"]
    else:
        lines = ["<config>"] + ["  <%s>%s</%s>" % (camel(k), val, camel(k)) for k, val in mix(kvs, rint(0, 1))] + ["</config>"]
    return maybe_fence("\n".join(lines), "xml")


def r_dockerfile(kvs, v):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22 AS build", "ruby:3.3"])
    lines = ["FROM " + base, "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, val) for k, val in kvs]
    lines += ["COPY . .", pick(['CMD ["python", "-m", "worker"]', 'CMD ["node", "dist/index.js"]', "RUN make build"])]
    return fence("\n".join(lines), "dockerfile")


def r_compose(kvs, v):
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: ghcr.io/acme/%s:%s" % (s, pick(["latest", "1.8.2", "main"])),
             "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, val) for k, val in mix(kvs, rint(0, 2))]
    else:
        lines += ["      %s: %s" % (k, val) if not val[:1] in "*&!%@`{[" else '      %s: "%s"' % (k, val) for k, val in mix(kvs, rint(0, 2))]
    return maybe_fence("\n".join(lines), "yaml")


def r_k8s(kvs, v):
    s = svc()
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (s, v["name"].split()[0].lower().replace(".", "")),
                 "  namespace: " + pick(["prod", "default", "payments", "staging"]), "type: Opaque", "stringData:"]
        lines += ['  %s: "%s"' % (k, val) for k, val in kvs]
    else:
        lines = ["      containers:", "        - name: " + s, "          env:"]
        for k, val in mix(kvs, rint(0, 1)):
            lines += ["            - name: " + k, '              value: "%s"' % val]
    return maybe_fence("\n".join(lines), "yaml")


def r_gha(kvs, v):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, val) if not val[:1] in "*&!%@`{[" else '      %s: "%s"' % (k, val) for k, val in kvs]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: " + pick(["make deploy", "npm run release", "./scripts/publish.sh"])]
    return maybe_fence("\n".join(lines), "yaml")


def r_gitlab_ci(kvs, v):
    lines = ["variables:"] + ['  %s: "%s"' % (k, val) for k, val in mix(kvs, rint(0, 1))]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - " + pick(["./deploy.sh", "helm upgrade --install app ./chart", "python publish.py"])]
    return maybe_fence("\n".join(lines), "yaml")


def r_docker_run(kvs, v):
    parts = ["docker run --rm"]
    if chance(0.5):
        parts.append("-p %d:%d" % (rint(3000, 9000), pick([80, 8080, 3000])))
    parts += ["-e %s=%s" % (k, val) for k, val in kvs]
    parts.append("acme/%s:%s" % (svc(), pick(["latest", "v2", "dev"])))
    return fence(" \\\n  ".join(parts), pick(["", "sh", "bash"]))


def r_systemd(kvs, v):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, val) for k, val in kvs] + ["ExecStart=/opt/%s/bin/run" % svc(), "Restart=always"]
    return maybe_fence("\n".join(lines), "ini")


def r_kubectl(kvs, v):
    parts = ["kubectl create secret generic %s-creds -n %s" % (svc(), pick(["prod", "staging", "default"]))]
    parts += ["--from-literal=%s=%s" % (snake(k), val) for k, val in kvs]
    return fence(" \\\n  ".join(parts), "sh")


def r_helm(kvs, v):
    parts = ["helm upgrade --install %s ./charts/%s" % (svc(), pick(["api", "worker", "app"]))]
    parts += ["--set env.%s=%s" % (k, val) for k, val in kvs]
    return fence(" \\\n  ".join(parts), "sh")


def r_table(kvs, v):
    lines = ["| key | value | where |", "|---|---|---|"]
    for k, val in mix(kvs, rint(0, 2)):
        lines.append("| %s | %s | %s |" % (k, val, pick(["prod", "staging", "all", "ops vault", "ci"])))
    return "\n".join(lines)


def r_python(kvs, v):
    if chance(0.5):
        lines = ["# settings.py"] + ['%s = os.getenv("%s", "%s")' % (k, k, val) for k, val in kvs]
    else:
        lines = ["%s_CONFIG = {" % v["name"].split()[0].upper().replace(".", "").replace("(", "")] + ['    "%s": "%s",' % (snake(k), val) for k, val in kvs] + ["}"]
    return maybe_fence("\n".join(lines), "python")


def r_js(kvs, v):
    if chance(0.5):
        lines = ["const %s = process.env.%s ?? '%s';" % (camel(k), k, val) for k, val in kvs]
    else:
        lines = ["export const config = {"] + ["  %s: \"%s\"," % (camel(k), val) for k, val in kvs] + ["};"]
    return maybe_fence("\n".join(lines), pick(["js", "ts", "typescript"]))


def r_go(kvs, v):
    if chance(0.5):
        lines = ["const ("] + ['\t%s = "%s"' % (camel(k), val) for k, val in kvs] + [")"]
    else:
        lines = ['%s := os.Getenv("%s")\nif %s == "" {\n\t%s = "%s" // TODO remove\n}' % (camel(k), k, camel(k), camel(k), val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "go")


def r_java(kvs, v):
    if chance(0.5):
        lines = ['@Value("${%s:%s}")\nprivate String %s;' % (dotted(k), val, camel(k)) for k, val in kvs]
    else:
        lines = ['private static final String %s = "%s";' % (k, val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "java")


def r_kotlin(kvs, v):
    lines = ['val %s = System.getenv("%s") ?: "%s"' % (camel(k), k, val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "kotlin")


def r_ruby(kvs, v):
    lines = ["%s = ENV.fetch('%s', '%s')" % (snake(k), k, val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "ruby")


def r_php(kvs, v):
    lines = ["<?php", "return ["] + ["    '%s' => env('%s', '%s')," % (snake(k), k, val) for k, val in kvs] + ["];"]
    return maybe_fence("\n".join(lines), "php")


def r_rust(kvs, v):
    lines = ['let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (snake(k), k, val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "rust")


def r_csharp(kvs, v):
    lines = ['var %s = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (camel(k), k, val) for k, val in kvs]
    return maybe_fence("\n".join(lines), "csharp")


def r_diff(kvs, v):
    f = pick(FILES_ENV + ["config/settings.py", "src/config.ts", "deploy/values.yaml"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), 4, rint(1, 40), 4)]
    for k, val in kvs:
        if chance(0.5):
            lines += ["-%s=%s" % (k, val), "+%s=${%s}" % (k, k)]
        else:
            lines += ["+%s=%s" % (k, val)]
    lines.append(" %s=%s" % decoys(1)[0])
    return fence("\n".join(lines), "diff")


KV_RENDERERS = [r_dotenv, r_export, r_yaml, r_json, r_toml, r_ini, r_properties, r_hcl, r_xml, r_dockerfile,
                r_compose, r_k8s, r_gha, r_gitlab_ci, r_docker_run, r_systemd, r_kubectl, r_helm, r_table,
                r_python, r_js, r_go, r_java, r_kotlin, r_ruby, r_php, r_rust, r_csharp, r_diff]


# ---------------------------------------------------------------- renderers (single token, HTTP-ish)
def stamp():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def auth_parts(v, tok):
    """returns (header_name, header_value, url_suffix, curl_user, listed)"""
    a = v["auth"]
    if a[0] == "bearer":
        return ("Authorization", "Bearer " + tok, "", None, [tok])
    if a[0] == "token":
        return ("Authorization", "token " + tok, "", None, [tok])
    if a[0] == "header":
        return (a[1], tok, "", None, [tok])
    if a[0] == "scheme":
        sep = "" if a[1].endswith("=") else " "
        return ("Authorization", a[1] + sep + tok, "", None, [tok])
    if a[0] == "query":
        return (None, None, a[1] + "=" + tok, None, [tok])
    if a[0] == "basic":
        user = a[1]
        blob = b64_of("%s:%s" % (user, tok) if user else "%s:" % tok)
        return ("Authorization", "Basic " + blob, "", (user + ":" + tok) if user else (tok + ":"), [blob])
    return None


def url_of(v, q):
    u = "https://" + v["host"] + v["path"]
    if q:
        u += ("&" if "?" in u else "?") + q
    return u


def s_curl(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    parts = ["curl -sS" + pick(["", " -i", " -X POST", " --fail"])]
    if cu is not None and chance(0.7):
        parts.append("-u '%s'" % cu)
        listed = [tok]
    elif hn:
        parts.append("-H '%s: %s'" % (hn, hv))
    parts.append("'%s'" % url_of(v, q))
    if chance(0.4):
        parts.append("-H 'Content-Type: application/json' -d '{\"limit\": %d}'" % rint(1, 50))
    out = pick(['{"error":{"message":"Unauthorized","code":401}}', "HTTP/2 200", "HTTP/1.1 403 Forbidden",
                '{"ok":true}', "curl: (22) The requested URL returned error: 401", '{"data":[],"has_more":false}'])
    return "$ " + " \\\n  ".join(parts) + "\n" + out, listed


def s_http(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    path = u.split(v["host"], 1)[1]
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: " + v["host"].split(":")[0]]
    if hn:
        lines.append("%s: %s" % (hn, hv))
    lines += ["Accept: application/json", "User-Agent: %s/%s" % (svc(), pick(["1.4.2", "0.9.0", "2.0.0-rc1"]))]
    lines += ["", pick(["HTTP/1.1 401 Unauthorized", "HTTP/1.1 200 OK", "HTTP/1.1 429 Too Many Requests"])]
    return maybe_fence("\n".join(lines), "http"), listed


def s_log(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    lvl = pick(["DEBUG", "debug", "TRACE", "INFO"])
    if hn:
        if chance(0.5):
            line = "%s %s [%s] -> %s %s headers={'%s': '%s', 'Accept': 'application/json'}" % (stamp(), lvl, svc(), pick(["GET", "POST"]), u, hn, hv)
        else:
            line = '{"ts":"%s","level":"%s","msg":"outbound request","url":"%s","headers":{"%s":"%s"},"status":%d}' % (stamp(), lvl.lower(), u, hn, hv, pick([200, 401, 403, 500, 502]))
    else:
        line = '%s %s http.client: GET %s -> %d (%dms)' % (stamp(), lvl, u, pick([200, 400, 401, 429]), rint(20, 900))
    extra = "%s INFO [%s] retrying in %ds" % (stamp(), svc(), rint(1, 30))
    return maybe_fence(line + ("\n" + extra if chance(0.5) else ""), ""), listed


def s_stack(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    if q:
        msg = "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: " + u
    elif hn:
        msg = "%s: %s request failed (401); sent %s=%s" % (pick(["RuntimeError", "ClientError", "AuthError"]), v["name"], hn, hv)
    else:
        msg = "ValueError: %s rejected credentials %s" % (v["name"], tok)
        listed = [tok]
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s/%s.py", line %d, in %s' % (svc().replace("-", "_"), pick(["client", "sync", "tasks", "handlers"]), rint(20, 400), pick(["run", "sync_all", "handle", "post"])),
             '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
             msg]
    return fence("\n".join(lines), pick(["", "text", "pytb"])), listed


def s_requests(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    if cu is not None:
        code = 'resp = requests.get("%s", auth=("%s", "%s"), timeout=10)' % (u, cu.split(":")[0], tok) if cu.split(":")[0] else 'resp = requests.get("%s", auth=("%s", ""), timeout=10)' % (u, tok)
        listed = [tok]
    elif hn:
        code = 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (pick(["get", "post"]), u, hn, hv)
    else:
        code = 'resp = requests.get("%s", timeout=10)' % u
    return maybe_fence("import requests\n\n" + code, "python"), listed


def s_fetch(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    if hn:
        code = "const res = await fetch('%s', {\n  method: '%s',\n  headers: { '%s': '%s' },\n});" % (u, pick(["GET", "POST"]), hn, hv)
    else:
        code = "const res = await fetch(`%s`);" % u
    return maybe_fence(code, pick(["js", "ts"])), listed


def s_httpie(v, tok):
    hn, hv, q, cu, listed = auth_parts(v, tok)
    u = url_of(v, q)
    if cu is not None:
        cmd = "http -a '%s' GET %s" % (cu, u)
        listed = [tok]
    elif hn:
        cmd = "http GET %s '%s:%s'" % (u, hn, hv)
    else:
        cmd = "http GET '%s'" % u
    return "$ " + cmd, listed


HTTP_RENDERERS = [s_curl, s_curl, s_http, s_log, s_stack, s_requests, s_fetch, s_httpie]


# ---------------------------------------------------------------- prose pools for vendor notes
MC_LEAD = {
    "en": [
        "{s} kept failing with 401 from {v}; turned out the key in `{f}` had been rotated. What it looked like:",
        "Nobody told me where the {v} credentials for {s} live. Found them in `{f}`:",
        "The README for {s} doesn't say how {v} auth is configured. This is what's actually in `{f}`:",
        "Needed to reproduce the {v} failure locally; the config I used:",
        "Missing: which {v} account {s} talks to in staging. Current config:",
        "Spent 40 min figuring out why {s} couldn't reach {v}. Relevant snippet from `{f}`:",
        "Didn't know the deploy pipeline injects {v} settings at build time, not runtime. Build config:",
        "I had no idea {s} still used the legacy {v} integration. It's wired like this:",
        "Task said 'fix {v} sync' but not which environment. `{f}` on the staging box:",
        "No runbook for the {v} outage alert, so I traced what {s} sends:",
        "Had to bisect which commit broke the {v} call in {s}. The request at HEAD:",
        "The on-call note only said '{v} broken again'. What I found in {s}:",
    ],
    "ko": [
        "{s}에서 {v} 호출이 계속 401이 나서 보니 `{f}`에 있던 키가 이미 교체된 상태였음. 기존 설정:",
        "{s}의 {v} 인증 정보가 어디 있는지 아무도 알려주지 않아서 찾아봄. `{f}`에 있었음:",
        "README에 {v} 연동 설정 방법이 없음. 실제 `{f}` 내용은 아래와 같음:",
        "로컬에서 {v} 실패를 재현하려고 쓴 설정:",
        "스테이징에서 {s}가 어떤 {v} 계정을 쓰는지 몰랐음. 현재 설정:",
        "{s}가 {v}에 연결 못 하는 원인 찾느라 40분 씀. `{f}` 관련 부분:",
        "배포 파이프라인이 {v} 설정을 런타임이 아니라 빌드 타임에 주입한다는 걸 몰랐음. 빌드 설정:",
        "{s}가 아직 레거시 {v} 연동을 쓰고 있는 줄 몰랐음. 연결 방식은 이렇게 되어 있음:",
        "작업 설명에 '{v} 동기화 수정'만 있고 어느 환경인지 없었음. 스테이징 서버의 `{f}`:",
        "{v} 장애 알림에 대한 runbook이 없어서 {s}가 실제로 보내는 요청을 추적함:",
        "{s}의 {v} 호출이 어느 커밋부터 깨졌는지 bisect 해야 했음. HEAD 기준 요청:",
        "온콜 메모에는 '{v} 또 안 됨'이라고만 되어 있었음. {s}에서 확인한 내용:",
    ],
}
MC_PLAIN = {
    "en": [
        "Didn't know {s} depends on {v} at all; the dependency is only visible in `{f}`.",
        "Missing context: {v} rate limits are per key, and {s} shares its key with the batch jobs.",
        "I wasn't told that the {v} sandbox and production use different base URLs.",
        "The ticket for {s} assumed {v} v2 API, but the code still calls v1.",
        "Nobody mentioned {v} credentials are rotated every 90 days by the platform team.",
    ],
    "ko": [
        "{s}가 {v}에 의존하는지 몰랐음. 의존성은 `{f}`에서만 보임.",
        "{v} rate limit이 키 단위이고, {s}가 batch job들과 같은 키를 쓴다는 맥락이 없었음.",
        "{v} sandbox와 production의 base URL이 다르다는 걸 아무도 말해주지 않았음.",
        "{s} 티켓은 {v} v2 API를 가정했는데 코드는 아직 v1을 호출함.",
        "플랫폼팀이 {v} 자격 증명을 90일마다 로테이션한다는 걸 몰랐음.",
    ],
}
LE_PLAIN = {
    "en": [
        "Always check `{f}` before assuming the {v} key comes from the secret store.",
        "{v} returns 401 (not 403) for a revoked key, so the error text is misleading.",
        "Restart the worker after changing {v} settings; the client is cached at import time.",
        "The {v} client reads env vars first and the config file second.",
        "This credential has been pasted into a PR comment before; rotate it after the task.",
        "{s} has two config paths and the second one (`{f}`) wins.",
        "Run the {v} smoke test (`make smoke-{n}`) before touching anything else.",
        "Don't trust the dashboard status for {v}; curl the endpoint directly.",
        "Keep {v} calls behind the retry wrapper, the API flaps during their deploys.",
    ],
    "ko": [
        "{v} 키가 secret store에서 온다고 가정하기 전에 `{f}`부터 확인할 것.",
        "{v}는 폐기된 키에 403이 아니라 401을 돌려줘서 에러 메시지가 헷갈림.",
        "{v} 설정 바꾼 뒤에는 worker 재시작 필수. import 시점에 client를 캐싱함.",
        "{v} client는 환경변수를 먼저 읽고 config 파일을 나중에 읽음.",
        "이 자격 증명은 예전에 PR 코멘트에 붙여넣어진 적이 있음. 작업 끝나면 로테이션할 것.",
        "{s}는 설정 경로가 두 개인데 두 번째(`{f}`)가 우선 적용됨.",
        "다른 거 건드리기 전에 {v} smoke test(`make smoke-{n}`)부터 돌릴 것.",
        "{v} 대시보드 상태 표시는 믿지 말고 endpoint를 직접 curl 해볼 것.",
        "{v} 호출은 retry wrapper 뒤에 둘 것. 그쪽 배포 중에는 API가 자주 흔들림.",
    ],
}
LE_LEAD = {
    "en": ["What finally worked for {s}:", "Working setup ({v}, verified against staging):",
           "For reference, the config that passes the integration test:", "Fixed by pointing {s} at the right key:"],
    "ko": ["{s}에서 최종적으로 동작한 설정:", "스테이징에서 검증한 {v} 설정:", "통합 테스트 통과한 설정 (참고용):",
           "{s}가 올바른 키를 보도록 바꿔서 해결:"],
}
ASK_PLAIN = {
    "en": ["Which {v} workspace should {s} use for staging?",
           "Is there a shared vault entry for {v}, or does each service get its own key?",
           "Who owns the {v} account, and can I rotate keys myself?",
           "Should {s} call {v} directly or through the gateway?",
           "Ask whether the {v} sandbox is still maintained before writing tests against it.",
           "What's the expected monthly {v} volume for {s}?", ""],
    "ko": ["스테이징에서 {s}가 쓸 {v} workspace가 어떤 건지?",
           "{v}용 공용 vault 항목이 있는지, 서비스마다 키를 따로 받는지?",
           "{v} 계정 담당자가 누구인지, 키 로테이션을 직접 해도 되는지?",
           "{s}가 {v}를 직접 호출해야 하는지 gateway를 거쳐야 하는지?",
           "{v} sandbox가 아직 관리되는지 먼저 확인하고 테스트 작성하기",
           "{s}의 월간 {v} 호출량이 어느 정도 예상되는지?", ""],
}
INLINE = {
    "en": ["{m} pasted the {v} key in chat: {t} - used that to unblock the sync.",
           "Used {t} as the {v} key for {s} (copied from the old wiki page).",
           "the working {v} token is `{t}`, the one in vault is stale",
           "{v} creds for {s} -> {t}",
           "Got the {v} token from {m}: {t}. It has admin scope, so be careful.",
           "Tried the key from the handover doc ({t}) and {v} accepted it."],
    "ko": ["{m}한테 슬랙으로 받은 {v} 키 {t} 로 sync 막힌 거 풀었음.",
           "예전 위키에 있던 {v} 키 `{t}` 로 {s} 테스트함.",
           "{v} 토큰은 {t} 이거 쓰면 됨 (vault에 있는 건 만료됨)",
           "{s} 쪽 {v} 키: {t}",
           "{m}이 준 {v} 토큰 `{t}` 은 admin 권한이라 조심해야 함.",
           "인수인계 문서에 있던 키({t})로 해보니 {v}에서 통과됨."],
}
ASK_INLINE = {
    "en": ["Is `{t}` still the active {v} key, or was it rotated?",
           "Can someone confirm {t} is the prod {v} token and not staging?",
           "Should {s} keep using {t} or get its own {v} key?"],
    "ko": ["`{t}` 가 아직 유효한 {v} 키인지, 로테이션됐는지?",
           "{t} 가 prod {v} 토큰 맞는지 staging 건지 확인 부탁",
           "{s}가 계속 {t} 를 써도 되는지, 별도 {v} 키를 받아야 하는지?"],
}


def fmt(_tpl, **kw):
    return _tpl.format(**kw)


def compose(lang, block, kw, block_where=None):
    """Place a block in one of the fields, with prose around."""
    if block_where is None:
        block_where = pick(["mc"] * 6 + ["le"] * 3 + ["ask"])
    mc = le = ask = ""
    if block_where == "mc":
        mc = fmt(pick(MC_LEAD[lang]), **kw) + "\n" + block
        le = fmt(pick(LE_PLAIN[lang]), **kw) if chance(0.85) else ""
        ask = fmt(pick(ASK_PLAIN[lang]), **kw)
    elif block_where == "le":
        mc = fmt(pick(MC_PLAIN[lang] + MC_LEAD[lang][:0]), **kw)
        le = fmt(pick(LE_LEAD[lang]), **kw) + "\n" + block
        ask = fmt(pick(ASK_PLAIN[lang]), **kw)
    else:
        mc = fmt(pick(MC_PLAIN[lang]), **kw)
        le = fmt(pick(LE_PLAIN[lang]), **kw) if chance(0.7) else ""
        ask = (pick(["Next time check this first:", "Config to verify next time:"]) if lang == "en"
               else pick(["다음엔 이것부터 확인:", "다음에 확인할 설정:"])) + "\n" + block
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}


def kw_for(v, lang):
    n = v["name"].split()[0].lower().replace(".", "")
    return {"v": v["name"], "s": svc(), "f": pick(FILES_ENV + ["config/settings.yaml", "src/config.ts", "deploy/values-prod.yaml", "infra/terraform.tfvars"]),
            "m": mate(lang), "n": n}


RENDER_LABEL = {r_dotenv: ".env", r_export: "shell export", r_yaml: "YAML config", r_json: "JSON config",
                r_toml: "TOML config", r_ini: "INI config", r_properties: "properties", r_hcl: "terraform HCL",
                r_xml: "XML config", r_dockerfile: "Dockerfile", r_compose: "docker compose", r_k8s: "k8s manifest",
                r_gha: "GitHub Actions workflow", r_gitlab_ci: "GitLab CI", r_docker_run: "docker run -e",
                r_systemd: "systemd unit", r_kubectl: "kubectl create secret", r_helm: "helm --set",
                r_table: "markdown table", r_python: "python code", r_js: "js/ts code", r_go: "go code",
                r_java: "java code", r_kotlin: "kotlin code", r_ruby: "ruby code", r_php: "php config",
                r_rust: "rust code", r_csharp: "c# code", r_diff: "diff",
                s_curl: "curl", s_http: "raw HTTP request", s_log: "log line", s_stack: "stack trace",
                s_requests: "python requests", s_fetch: "fetch()", s_httpie: "httpie"}


def vendor_note(lang, v):
    full = v["gen"]()
    listed = [val for k, val, l in full if l]
    kvs = [(k, val) for k, val, l in full]
    kw = kw_for(v, lang)
    single = len(full) == 1
    r = R.random()
    if single and v["auth"][0] != "none" and r < 0.45:
        rend = pick(HTTP_RENDERERS)
        block, listed = rend(v, kvs[0][1])
        fields = compose(lang, block, kw)
        label = RENDER_LABEL[rend]
    elif single and r < 0.62:
        tok = kvs[0][1]
        kw["t"] = tok
        if chance(0.25):
            fields = {"missing_context": fmt(pick(MC_PLAIN[lang]), **kw),
                      "lesson": fmt(pick(LE_PLAIN[lang]), **kw) if chance(0.6) else "",
                      "ask_next_time": fmt(pick(ASK_INLINE[lang]), **kw)}
            label = "question quoting token"
        else:
            line = fmt(pick(INLINE[lang]), **kw)
            where = pick(["mc", "mc", "le"])
            fields = {"missing_context": line if where == "mc" else fmt(pick(MC_PLAIN[lang]), **kw),
                      "lesson": line if where == "le" else (fmt(pick(LE_PLAIN[lang]), **kw) if chance(0.6) else ""),
                      "ask_next_time": fmt(pick(ASK_PLAIN[lang]), **kw)}
            label = "chat prose"
    elif not single and r < 0.2:
        # key id / non-secret half in one field, the secret half in another
        first, rest = kvs[0], kvs[1:]
        if lang == "en":
            mc = "%s setup for %s was undocumented. %s is `%s`." % (v["name"], kw["s"], first[0], first[1])
            le = "The other half: " + ", ".join("%s=%s" % kv for kv in rest) + " (found in the old deploy script)."
        else:
            mc = "%s의 %s 설정이 문서화되어 있지 않았음. %s 는 `%s`." % (kw["s"], v["name"], first[0], first[1])
            le = "나머지 값: " + ", ".join("%s=%s" % kv for kv in rest) + " (예전 배포 스크립트에서 찾음)"
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": fmt(pick(ASK_PLAIN[lang]), **kw)}
        label = "key pair split across fields"
    else:
        rend = pick(KV_RENDERERS)
        block = rend(kvs, v)
        fields = compose(lang, block, kw)
        label = RENDER_LABEL[rend]
    envs = "+".join(k for k, val, l in full if l)
    return "%s: %s [%s]" % (label, envs, v["name"]), fields, listed


# ---------------------------------------------------------------- generic secret material
EN_WORDS = ["Bluebird", "Marigold", "Penguin", "Sunflower", "Raptors", "Gandalf", "Pikachu", "Snowball",
            "Highland", "Tottenham", "Liverpool", "Chelsea", "Dragon", "Shadow", "Football", "Baseball",
            "Sunshine", "Charlie", "Buster", "Maggie", "Coffee", "Pumpkin", "Winter", "Autumn", "Falcon",
            "Phoenix", "Rocket", "Cookie", "Mustang", "Harley", "Ranger", "Thunder", "Diamond", "Lemon",
            "Biscuit", "Waffles", "Skywalker", "Hogwarts", "Nirvana", "Metallica"]
KO_ROM = ["minji", "jihoon", "seoyeon", "hyunwoo", "jiwoo", "doyoon", "sujin", "yuna", "taeho", "sarang",
          "haengbok", "bomnal", "gangnam", "haeundae", "jeju", "busan", "dubu", "kimchi", "saebyeok",
          "haneul", "byeol", "nabi", "gureum", "mungchi", "hodu", "sunny", "dalgom"]
KO_HANGUL = ["사랑해", "안녕하세요", "행복", "우리집", "비밀번호", "하늘", "고양이", "강아지", "감자", "바다",
             "별빛", "우리회사", "개발팀", "관리자", "서버", "월급날", "초코", "호두", "토끼", "봄날", "여름",
             "가을하늘", "짜장면", "떡볶이", "보안", "나비", "구름", "민트", "산책", "제주도"]
PHRASE_WORDS = ["orbit", "velvet", "canyon", "pickle", "glacier", "lantern", "meadow", "cobalt", "tundra",
                "walnut", "pepper", "harbor", "falcon", "marble", "violet", "thimble", "saffron", "rocket",
                "quartz", "willow", "ember", "nectar", "copper", "badger", "sprout", "pebble", "zephyr",
                "juniper", "cactus", "lobster", "hammock", "tornado", "blossom", "ginger", "puzzle", "anchor"]
SYMS = "!@#$%^&*"


def pw_strong():
    n = rint(12, 24)
    s = list(an(n - 2) + pick(SYMS) + pick(DG))
    R.shuffle(s)
    return "".join(s)


def pw_human_en():
    w = pick(EN_WORDS)
    style = rint(0, 6)
    if style == 0:
        return w + pick(SYMS) + str(rint(1980, 2025))
    if style == 1:
        return w + str(rint(10, 99)) + pick("!?#")
    if style == 2:
        return pick(["Summer", "Winter", "Spring", "Autumn"]) + str(rint(2019, 2025)) + pick(["!", "!!", "#", "@"])
    if style == 3:
        return w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1") + pick(["!", "#", "$", "2024"])
    if style == 4:
        return pick(["Welcome", "Acme", "Company", "Office", "Admin"]) + pick(["@", "#", "_", "!"]) + str(rint(2020, 2026)) + pick(["", "!"])
    if style == 5:
        return "ilove" + w.lower() + str(rint(1, 99))
    return w.lower() + pick(["_", ".", "-"]) + pick(EN_WORDS).lower() + str(rint(1, 9))


def pw_human_ko():
    style = rint(0, 4)
    if style == 0:
        return pick(KO_ROM) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "", "@", "#"])
    if style == 1:
        return pick(KO_ROM).capitalize() + pick(SYMS) + str(rint(1985, 2025))
    if style == 2:
        return pick(KO_ROM) + pick(["1004", "8282", "7942", "0000", "1234"]) + pick(["!", "!!", "^^", ""])
    if style == 3:
        return pw_korean_keyboard()
    return pick(["Acme", "Dev", "Qa", "Admin"]) + pick(KO_ROM).capitalize() + str(rint(10, 99)) + pick(SYMS)


def pw_korean_keyboard():
    w = hangul_to_qwerty(pick(KO_HANGUL))
    tail = pick([str(rint(1, 9999)), "!" + str(rint(1, 99)), str(rint(10, 99)) + "!", "1004", "123!", "!@#", "0415"])
    if chance(0.3):
        w = w[0].upper() + w[1:]
    return w + tail


def pw_any(lang=None):
    for _ in range(20):
        r = R.random()
        if r < 0.3:
            p = pw_strong()
        elif r < 0.6:
            p = pw_human_en()
        elif r < 0.85:
            p = pw_human_ko()
        else:
            p = pw_korean_keyboard()
        if len(p) >= 8:
            return p
    return pw_strong()


def pw_lang(lang):
    for _ in range(20):
        if lang == "ko":
            p = pick([pw_human_ko, pw_korean_keyboard, pw_strong, pw_human_en])()
        else:
            p = pick([pw_human_en, pw_human_en, pw_strong, pw_human_ko])()
        if len(p) >= 8:
            return p
    return pw_strong()


def passphrase():
    k = rint(4, 6)
    sep = pick(["-", " ", ".", "_"])
    return sep.join(pick(PHRASE_WORDS) for _ in range(k))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def openssh_ed25519_lines():
    def u32(n):
        return n.to_bytes(4, "big")

    def sstr(b):
        return u32(len(b)) + b
    pub = rand_bytes(32)
    seed = rand_bytes(32)
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rand_bytes(4)
    comment = pick(["deploy@ci", "ubuntu@bastion", "jenkins@build-01", "ops@acme", "minji@macbook"]).encode()
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(seed + pub) + sstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + u32(1) + sstr(pubblob) + sstr(priv)
    return wrap(base64.b64encode(blob).decode(), 70)


def ec_p256_lines():
    der = bytes.fromhex("30770201010420") + rand_bytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rand_bytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def pkcs8_p256_lines():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rand_bytes(32) + bytes.fromhex("a144034200") + b"\x04" + rand_bytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def rsa_partial_lines(n=6, pkcs8=False):
    if pkcs8:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rand_bytes(n * 48)
    else:
        der = bytes.fromhex("308204a40201000282010100") + rand_bytes(n * 48)
    return wrap(base64.b64encode(der).decode(), 64)[:n]


def pgp_lines(n=5):
    der = bytes.fromhex("9501d804") + rand_bytes(n * 48)
    return wrap(base64.b64encode(der).decode(), 64)[:n]


# ---------------------------------------------------------------- special secret templates
def L(lang, en, ko):
    return en if lang == "en" else ko


def F(mc, le="", ask=""):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}


SPECIALS = []


def special(weight=1):
    def deco(fn):
        SPECIALS.append((fn, weight))
        return fn
    return deco


def aws_pair():
    return "AKIA" + rs(ANU.replace("0", "").replace("1", "").replace("8", "").replace("9", ""), 16), rs(B64, 40)


@special(3)
def sp_aws_pair(lang):
    kid, sec = aws_pair()
    reg = pick(REGIONS)
    style = variant("sp_aws_pair", 5)
    if style == 0:
        block = fence("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (kid, sec, reg), "ini")
        cat = "~/.aws/credentials"
    elif style == 1:
        block = fence("$ export AWS_ACCESS_KEY_ID=%s\n$ export AWS_SECRET_ACCESS_KEY=%s\n$ aws s3 ls s3://acme-%s-artifacts\nAn error occurred (AccessDenied) when calling the ListObjectsV2 operation: Access Denied" % (kid, sec, pick(["prod", "stg"])), "console")
        cat = "shell exports + aws cli output"
    elif style == 2:
        block = fence('s3 = boto3.client(\n    "s3",\n    region_name="%s",\n    aws_access_key_id="%s",\n    aws_secret_access_key="%s",\n)' % (reg, kid, sec), "python")
        cat = "boto3 client hardcoded"
    elif style == 3:
        block = fence('provider "aws" {\n  region     = "%s"\n  access_key = "%s"\n  secret_key = "%s"\n}' % (reg, kid, sec), "hcl")
        cat = "terraform provider block"
    else:
        block = fence("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: %s\nDefault output format [None]: json" % (kid, sec, reg), "")
        cat = "aws configure transcript"
    kw = {"v": "AWS", "s": svc(), "f": "~/.aws/credentials", "m": mate(lang), "n": "aws"}
    return cat + " [AWS]", compose(lang, block, kw), [kid, sec]


@special(2)
def sp_aws_session(lang):
    kid = "ASIA" + rs(ANU, 16)
    sec = rs(B64, 40)
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64, rint(280, 420))
    if chance(0.5):
        block = fence('{\n    "Credentials": {\n        "AccessKeyId": "%s",\n        "SecretAccessKey": "%s",\n        "SessionToken": "%s",\n        "Expiration": "2025-%02d-%02dT%02d:00:00+00:00"\n    }\n}' % (kid, sec, tok, rint(1, 11), rint(1, 28), rint(0, 23)), "json")
        cat = "aws sts assume-role output"
    else:
        block = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (kid, sec, tok)
        cat = "STS session exports"
    mc = L(lang, "The deploy role has to be assumed manually; didn't know that. Temporary creds I used:\n",
           "배포 role을 수동으로 assume 해야 한다는 걸 몰랐음. 사용한 임시 자격 증명:\n") + block
    le = L(lang, "Session creds expire after 1h; the CI job silently falls back to the instance profile.",
           "세션 자격 증명은 1시간 후 만료되고, CI job은 조용히 instance profile로 fallback 함.")
    return cat + " [AWS]", F(mc, le, L(lang, "Which role ARN should local runs assume?", "로컬 실행 시 어떤 role ARN을 assume 해야 하는지?")), [kid, sec, tok]


@special(2)
def sp_s3_presigned(lang):
    kid, _ = aws_pair()
    sig = hx(64)
    reg = pick(REGIONS)
    d = "2025%02d%02d" % (rint(1, 11), rint(1, 28))
    url = ("https://acme-%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        pick(["reports", "exports", "uploads"]), reg, pick(["orders", "settlement", "users"]) + "-" + d, kid, d, reg, d, rint(0, 23), rint(0, 59), pick([3600, 86400, 604800]), sig)
    mc = L(lang, "Partner said the export link was broken. The presigned URL we sent them:\n",
           "파트너사에서 export 링크가 안 열린다고 함. 우리가 보낸 presigned URL:\n") + url
    le = L(lang, "Presigned URLs are capped at 7 days with IAM user keys; ours expired.",
           "IAM user 키로 만든 presigned URL은 최대 7일이라 만료된 것.")
    return "signed URL: S3 presigned [AWS]", F(mc, le, ""), [kid, sig]


@special(1)
def sp_gcs_signed(lang):
    sig = hx(256)
    url = ("https://storage.googleapis.com/acme-media/thumbs/%s.jpg?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40acme-prod.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=2025%02d%02dT120000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (hx(12), rint(1, 11), rint(1, 28), rint(1, 11), rint(1, 28), sig)
    mc = L(lang, "CDN cache had a signed GCS URL baked into the HTML:\n", "HTML에 서명된 GCS URL이 그대로 박혀서 CDN에 캐시됨:\n") + url
    le = L(lang, "Never render signed URLs into cacheable pages.", "서명 URL은 캐시되는 페이지에 렌더링하지 말 것.")
    return "signed URL: GCS V4 signature [Google Cloud]", F(mc, le, ""), [sig]


@special(2)
def sp_azure_sas(lang):
    raw = rs(B64, 43) + "="
    sig = pct(raw)
    acct = pick(["acmeprodstore", "stgmediakr", "backupsweu01", "logsarchive"])
    url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=%s&se=2025-%02d-%02dT%02d:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
        acct, pick(["backups/db.bak", "media", "exports/2025-q3.parquet"]), pick(["rl", "racwdl", "r"]), rint(1, 12), rint(1, 28), rint(0, 23), sig)
    where = pick(["mc", "le"])
    txt = L(lang, "SAS URL used by the nightly copy job: ", "야간 복사 job이 쓰는 SAS URL: ") + url
    mc = txt if where == "mc" else L(lang, "Didn't know the nightly copy job authenticates with a SAS URL instead of managed identity.",
                                     "야간 복사 job이 managed identity가 아니라 SAS URL로 인증한다는 걸 몰랐음.")
    le = txt if where == "le" else L(lang, "SAS tokens with sp=racwdl are effectively account keys; scope them down.", "sp=racwdl SAS는 사실상 계정 키와 같음. 권한 줄일 것.")
    return "signed URL: Azure SAS sig (percent-encoded) [Azure Storage]", F(mc, le, ""), [sig]


@special(2)
def sp_azure_conn(lang):
    if chance(0.6):
        key = rs(B64, 86) + "=="
        cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(["acmeprodstore", "krcentraldata", "funcapp7731"]), key)
        v = "Azure Storage"
    else:
        key = rs(B64, 43) + "="
        cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-events", "orders-bus", "kr-notify"]), key)
        v = "Azure Service Bus"
    jk = "AzureWebJobsStorage" if v == "Azure Storage" else "ServiceBusConnection"
    block = pick([fence('{\n  "IsEncrypted": false,\n  "Values": {\n    "' + jk + '": "%s",\n    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"\n  }\n}' % cs, "json"),
                  "ConnectionStrings__Default=\"%s\"" % cs, cs])
    kw = {"v": v, "s": svc(), "f": "local.settings.json", "m": mate(lang), "n": "azure"}
    return "connection string: AccountKey/SharedAccessKey [%s]" % v, compose(lang, block, kw), [key]


@special(2)
def sp_gcp_sa(lang):
    lines = rsa_partial_lines(rint(3, 5), pkcs8=True)
    body = "\\n".join(lines)
    pkid = hx(40)
    proj = pick(["acme-prod", "shop-analytics-kr", "ml-infra-381204"])
    js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
          '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "ci-deployer@%s.iam.gserviceaccount.com"\n}') % (proj, pkid, body, proj)
    mc = L(lang, "The CI job reads a service account key from a repo file (truncated, it's long):\n",
           "CI job이 repo 안의 service account 키 파일을 읽고 있었음 (길어서 잘라 붙임):\n") + fence(js, "json")
    le = L(lang, "Switch the deployer to Workload Identity Federation; JSON keys never expire.",
           "deployer는 Workload Identity Federation으로 바꿀 것. JSON 키는 만료가 없음.")
    return "GCP service account JSON private_key lines [Google Cloud]", F(mc, le, ""), lines


@special(6)
def sp_pem(lang):
    kind = variant("sp_pem", 5)
    if kind == 0:
        lines = openssh_ed25519_lines()
        head, tail, cat = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", "OpenSSH ed25519 private key body"
    elif kind == 1:
        lines = ec_p256_lines()
        head, tail, cat = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", "EC private key body"
    elif kind == 2:
        lines = rsa_partial_lines(rint(4, 7))
        head, tail, cat = "-----BEGIN RSA PRIVATE KEY-----", "... (truncated)", "RSA private key body, truncated paste"
    elif kind == 3:
        lines = pkcs8_p256_lines()
        head, tail, cat = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "APNs .p8 auth key body"
    else:
        lines = pgp_lines(rint(4, 6))
        head, tail, cat = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n", "=" + rs(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----", "PGP private key block body"
    block = "\n".join([head] + lines + [tail])
    if kind == 3:
        intro = L(lang, "Push notifications on iOS stopped; the APNs key (Key ID %s, Team ID %s) is committed in `ios/keys/AuthKey.p8`:\n" % (rs(ANU, 10), rs(ANU, 10)),
                  "iOS 푸시가 안 감. APNs 키(Key ID %s, Team ID %s)가 `ios/keys/AuthKey.p8`로 커밋되어 있었음:\n" % (rs(ANU, 10), rs(ANU, 10)))
    else:
        intro = pick([L(lang, "The deploy user's key is stored in the repo under `ops/keys/`:\n", "배포 계정 키가 repo의 `ops/keys/` 아래에 그대로 있었음:\n"),
                      L(lang, "Bastion access needed this key (from the shared drive):\n", "bastion 접속에 필요한 키 (공유 드라이브에서 가져옴):\n"),
                      L(lang, "%s sent the signing key over chat:\n" % mate(lang), "%s이 채팅으로 보내준 서명 키:\n" % mate(lang))])
    if chance(0.7):
        f = F(intro + block, L(lang, "Keys like this must go to the secret manager, not the repo.", "이런 키는 repo가 아니라 secret manager에 둘 것."), "")
    else:
        f = F(intro.rstrip(":\n") + ".", L(lang, "Key content for reference:\n", "참고용 키 내용:\n") + block,
              L(lang, "Who can issue a personal key instead of the shared one?", "공용 키 대신 개인 키 발급은 누구한테 요청하는지?"))
    return "PEM/OpenSSH: " + cat, f, lines


@special(2)
def sp_kubeconfig(lang):
    cluster = pick(["prod-apne2", "stg-eks", "gke_acme-prod_asia-northeast3_main", "aks-krc-01"])
    ca = b64_bytes(rint(60, 90))
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "kube-system", "deploy"]),
                   "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "gitlab-runner", "argocd-manager"]), "sub": "system:serviceaccount:ci:deployer"}, "RS256", 342)
        user = "    token: " + tok
        cat = "kubeconfig service-account token"
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(ec_p256_lines()) + "\n-----END EC PRIVATE KEY-----\n"
        tok = base64.b64encode(pem.encode()).decode()
        user = "    client-key-data: " + tok
        cat = "kubeconfig client-key-data (base64 PEM)"
    cfg = "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.k8s.acme.internal:6443\n  name: %s\nusers:\n- name: %s-admin\n  user:\n%s" % (ca[:40], cluster.split("_")[-1], cluster, cluster.split("_")[-1], user)
    mc = L(lang, "Couldn't reach the cluster from CI; the kubeconfig stored as a CI file variable is:\n",
           "CI에서 클러스터 접근이 안 됐음. CI file variable에 저장된 kubeconfig:\n") + fence(cfg, "yaml")
    return cat + " [Kubernetes]", F(mc, L(lang, "Use short-lived tokens via `kubectl create token` instead.", "`kubectl create token`으로 짧은 토큰을 쓸 것."), ""), [tok]


@special(2)
def sp_docker_auth(lang):
    user = pick(["ci-bot", "deploy", "acmebuild", "robot$ci", "_json_key"])
    pw = pick([lambda: "dckr_pat_" + rs(B64U, 27), lambda: pw_lang(lang), lambda: "ghp_" + an(36)])()
    reg = pick(["ghcr.io", "registry.acme.io", "harbor.corp.example", "https://index.docker.io/v1/", "acme.azurecr.io"])
    if chance(0.55):
        blob = b64_of(user + ":" + pw)
        block = fence('{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob), "json")
        sec = [blob]
        cat = "docker config.json auth (base64 user:pass)"
    else:
        block = fence("+ docker login -u %s -p %s %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (user, pw, reg.replace("https://", "").rstrip("/")), "")
        sec = [pw]
        cat = "CI log: docker login -p (set -x)"
    mc = L(lang, "Image pulls failed with 'unauthorized'. Found the registry creds the runner uses:\n",
           "이미지 pull이 'unauthorized'로 실패. runner가 쓰는 레지스트리 인증 정보:\n") + block
    return cat + " [Docker]", F(mc, L(lang, "The runner caches ~/.docker/config.json between jobs.", "runner가 job 사이에 ~/.docker/config.json을 캐시함."), ""), sec


@special(2)
def sp_npmrc(lang):
    r = variant("sp_npmrc", 3)
    if r == 0:
        tok = "npm_" + an(36)
        body = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % tok
        v = "npm"
    elif r == 1:
        tok = "ghp_" + an(36)
        body = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\nalways-auth=true" % tok
        v = "GitHub Packages"
    else:
        tok = b64_of(pick(["deployer", "ci", "jenkins"]) + ":" + pw_lang(lang))
        body = "registry=https://nexus.acme.internal/repository/npm-group/\n_auth=%s\nemail=ci@acme.io\nalways-auth=true" % tok
        v = "Nexus"
    mc = L(lang, "`npm ci` in Docker couldn't fetch private packages. The `.npmrc` baked into the image:\n",
           "Docker 안에서 `npm ci`가 private 패키지를 못 받음. 이미지에 들어간 `.npmrc`:\n") + fence(body, "ini")
    return ".npmrc auth [%s]" % v, F(mc, L(lang, "Use a build secret mount, not COPY .npmrc.", ".npmrc를 COPY 하지 말고 build secret mount를 쓸 것."),
                                     L(lang, "Is there a read-only token for CI?", "CI용 read-only 토큰이 있는지?")), [tok]


@special(1)
def sp_pypirc(lang):
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170))
    body = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
    mc = L(lang, "Release job uploads with a ~/.pypirc checked into the infra repo:\n", "릴리스 job이 infra repo에 들어있는 ~/.pypirc로 업로드함:\n") + fence(body, "ini")
    return ".pypirc API token [PyPI]", F(mc, L(lang, "Move to trusted publishing (OIDC).", "trusted publishing(OIDC)으로 옮길 것."), ""), [tok]


@special(2)
def sp_pip_index(lang):
    pw = pw_lang(lang)
    enc = pct(pw)
    user = pick(["ci", "deploy", "pypi-reader", "jenkins"])
    host = pick(["nexus.acme.internal/repository/pypi-group/simple", "pypi.corp.example/simple", "acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"])
    if chance(0.5):
        body = fence("[global]\nindex-url = https://%s:%s@%s\ntrusted-host = %s" % (user, enc, host, host.split("/")[0]), "ini")
        cat = "pip.conf index-url with password"
    else:
        body = fence("$ pip install -r requirements.txt --extra-index-url https://%s:%s@%s\nLooking in indexes: https://pypi.org/simple, https://%s:****@%s" % (user, enc, host, user, host), "console")
        cat = "pip --extra-index-url with password (pip masks it in output)"
    mc = L(lang, "Private wheels weren't found in CI. The index config:\n", "CI에서 사내 wheel을 못 찾음. index 설정:\n") + body
    return cat + " (percent-encoded)", F(mc, L(lang, "Percent-encode special characters in the URL password or pip splits on '@'.", "URL 비밀번호의 특수문자는 percent-encoding 해야 pip가 '@'에서 잘못 자르지 않음."), ""), [enc]


@special(2)
def sp_maven(lang):
    pw = pw_lang(lang) if chance(0.6) else rs(B64, 43) + "="
    xml = "<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (
        pick(["acme-releases", "ossrh", "nexus-snapshots"]), pick(["deployment", "ci-publisher", "admin"]), pw)
    mc = L(lang, "`mvn deploy` returned 401. The ~/.m2/settings.xml on the build agent:\n", "`mvn deploy`가 401. 빌드 에이전트의 ~/.m2/settings.xml:\n") + fence(xml, "xml")
    return "maven settings.xml <password> [Maven]", F(mc, L(lang, "Use `mvn --encrypt-password` or env interpolation.", "`mvn --encrypt-password`나 환경변수 치환을 쓸 것."), ""), [pw]


@special(2)
def sp_gradle(lang):
    p1 = pw_lang(lang)
    p2 = rs(B64U, 36)
    body = "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername=%s\nossrhPassword=%s" % (rs(HXU, 8), p1, pick(["acme-ci", "kr.acme"]), p2)
    mc = L(lang, "Publishing to Maven Central failed on signing. `~/.gradle/gradle.properties` on the runner:\n",
           "Maven Central 배포가 서명 단계에서 실패. runner의 `~/.gradle/gradle.properties`:\n") + fence(body, "properties")
    return "gradle.properties signing + ossrh passwords [Sonatype]", F(mc, "", L(lang, "Who holds the GPG key for releases?", "릴리스용 GPG 키는 누가 관리하는지?")), [p1, p2]


@special(1)
def sp_nuget(lang):
    pw = pick([lambda: "ghp_" + an(36), lambda: rs(B32L, 52), lambda: pw_lang(lang)])()
    xml = '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % pw
    mc = L(lang, "dotnet restore failed on the private feed; nuget.config in repo root:\n", "사내 private feed에서 dotnet restore가 실패함. repo 루트의 nuget.config 내용:\n") + fence(xml, "xml")
    le = L(lang, "Use %NUGET_PAT% env substitution in nuget.config instead of a cleartext value.", "nuget.config에는 평문 값 대신 %NUGET_PAT% 환경변수 치환을 쓸 것.") if chance(0.7) else ""
    return "nuget.config ClearTextPassword [NuGet]", F(mc, le, L(lang, "Who manages the feed's service account?", "feed 서비스 계정은 누가 관리하는지?") if chance(0.4) else ""), [pw]


@special(3)
def sp_git_url(lang):
    r = variant("sp_git_url", 4)
    if r == 0:
        tok = "ghs_" + an(36)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, svc())
    elif r == 1:
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.com/acme/%s.git" % (tok, svc())
    elif r == 2:
        tok = "ghp_" + an(36)
        url = "https://%s@github.com/acme/%s.git" % (tok, svc())
    else:
        tok = pct(pw_lang(lang))
        url = "https://%s:%s@git.acme.internal/scm/ops/%s.git" % (pick(["jenkins", "deploy", "minji.kim"]), tok, svc())
    if chance(0.5):
        block = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    else:
        block = "$ git clone %s\nCloning into '%s'..." % (url, url.rsplit("/", 1)[1][:-4])
    mc = L(lang, "Submodule fetch failed in the release job. What the job does:\n", "릴리스 job에서 submodule fetch 실패. job이 하는 일:\n") + fence(block, "console")
    return "git remote URL with embedded token", F(mc, L(lang, "Tokens in remote URLs end up in .git/config and build logs.", "remote URL에 넣은 토큰은 .git/config와 빌드 로그에 남음."), ""), [tok]


@special(1)
def sp_netrc(lang):
    tok = pick([lambda: uuid4(), lambda: pw_lang(lang), lambda: "glpat-" + rs(B64U, 20)])()
    body = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "gitlab.acme.internal", "artifacts.acme.io"]), pick(["ops@acme.io", "ci", "deploy"]), tok)
    mc = L(lang, "curl -n worked on my machine but not in CI; my ~/.netrc:\n", "내 PC에서는 curl -n이 되는데 CI에서는 안 됨. 내 ~/.netrc:\n") + fence(body, "")
    return ".netrc password", F(mc, "", ""), [tok]


@special(3)
def sp_basic_header(lang):
    user = pick(["admin", "api", "ops", "elastic", "grafana", "svc-reporting", "partner_kr"])
    pw = pw_lang(lang)
    blob = b64_of(user + ":" + pw)
    host = pick(["es.internal:9200", "grafana.acme.dev", "partner-api.example.co.kr", "jenkins.internal:8080", "registry.acme.io"])
    r = variant("sp_basic_header", 3)
    if r == 0:
        block = "GET /_cat/indices HTTP/1.1\nHost: %s\nAuthorization: Basic %s" % (host, blob)
    elif r == 1:
        block = "curl -H 'Authorization: Basic %s' https://%s/api/health" % (blob, host)
    else:
        block = "nginx: proxy_set_header Authorization \"Basic %s\";" % blob
    mc = L(lang, "Upstream kept returning 401 through the proxy. Captured request:\n", "프록시를 거치면 upstream이 계속 401. 캡처한 요청:\n") + fence(block, "")
    le = L(lang, "Basic auth header is just base64(user:pass); treat it like the password.", "Basic 헤더는 base64(user:pass)일 뿐이라 비밀번호와 동일하게 취급할 것.")
    return "HTTP Basic auth header (base64 blob)", F(mc, le, ""), [blob]


@special(2)
def sp_curl_u(lang):
    user = pick(["admin", "jenkins", "elastic", "deploy", "ci"])
    pw = pw_lang(lang)
    host = pick(["jenkins.internal:8080/job/deploy/build", "es.internal:9200/_cluster/health", "nexus.acme.internal/service/rest/v1/status",
                 "rabbitmq.internal:15672/api/overview"])
    block = "$ curl -u %s:%s http://%s" % (user, pw, host) if chance(0.5) else "$ curl --user '%s:%s' -X POST http://%s" % (user, pw, host)
    mc = L(lang, "No docs on how to trigger the job manually; this is what %s uses:\n" % mate(lang), "job을 수동으로 트리거하는 방법이 문서에 없음. %s이 쓰는 방법:\n" % mate(lang)) + block
    return "shell: curl -u user:password", F(mc, "", L(lang, "Can I get my own account instead of the shared admin?", "공용 admin 말고 개인 계정 받을 수 있는지?")), [pw]


@special(3)
def sp_mysql_p(lang):
    pw = pw_lang(lang)
    while pw[0] in "-":
        pw = pw_lang(lang)
    host = pick(HOSTS).split(":")[0]
    user = pick(DBUSERS)
    r = variant("sp_mysql_p", 3)
    if r == 0:
        cmd = "$ mysql -h %s -u %s -p%s %s -e 'SHOW PROCESSLIST'\nmysql: [Warning] Using a password on the command line interface can be insecure." % (host, user, pw, pick(DBNAMES))
    elif r == 1:
        cmd = "$ mysqldump -h %s -P 3306 -u%s -p'%s' --single-transaction %s > dump.sql" % (host, user, pw, pick(DBNAMES))
    else:
        cmd = "$ mysqladmin -u root --password=%s status\nUptime: %d  Threads: %d  Questions: %d" % (pw, rint(1000, 900000), rint(1, 40), rint(1000, 99999))
    mc = L(lang, "Had to check replication lag by hand; the command from the old runbook:\n", "replication lag을 직접 확인해야 했음. 예전 runbook에 있던 명령:\n") + fence(cmd, "console")
    le = L(lang, "Use ~/.my.cnf or --login-path so the password stays out of shell history.", "비밀번호가 shell history에 안 남도록 ~/.my.cnf나 --login-path를 쓸 것.")
    return "shell: mysql -p attached password", F(mc, le, ""), [pw]


@special(2)
def sp_pg_password(lang):
    pw = pw_lang(lang)
    host = pick(HOSTS).split(":")[0]
    user = pick(DBUSERS)
    db = pick(DBNAMES)
    r = variant("sp_pg_password", 3)
    if r == 0:
        block = "$ PGPASSWORD='%s' psql -h %s -p 5432 -U %s -d %s -c '\\dt'" % (pw, host, user, db)
        cat = "shell: PGPASSWORD env prefix"
    elif r == 1:
        block = "# ~/.pgpass\n%s:5432:%s:%s:%s" % (host, db, user, pw)
        cat = ".pgpass line"
    else:
        block = "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (user, pw)
        cat = "SQL: ALTER ROLE ... PASSWORD"
    mc = L(lang, "Migration needed a direct DB session; nobody said how to get in:\n", "마이그레이션 때문에 DB에 직접 접속해야 했는데 접속 방법을 아무도 안 알려줌:\n") + fence(block, "")
    return cat, F(mc, "", L(lang, "Is there a bastion/IAM auth path instead of the shared password?", "공용 비밀번호 대신 bastion/IAM 인증 경로가 있는지?")), [pw]


def db_url(lang):
    pw = pw_lang(lang)
    enc = pct(pw)
    user = pick(DBUSERS)
    r = variant("db_url", 9)
    if r == 0:
        u = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, pick(HOSTS).split(":")[0], pick(DBNAMES)); v = "PostgreSQL"
    elif r == 1:
        u = "mysql://%s:%s@%s:3306/%s" % (user, enc, pick(HOSTS).split(":")[0], pick(DBNAMES)); v = "MySQL"
    elif r == 2:
        u = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, enc, rs(ANL, 5), pick(DBNAMES)); v = "MongoDB"
    elif r == 3:
        u = "redis://:%s@%s:6379/0" % (enc, pick(["redis-master.cache.svc", "10.0.7.31", "cache.internal"])); v = "Redis"
    elif r == 4:
        enc = rs(AN, 32)
        u = "rediss://default:%s@%s.upstash.io:6379" % (enc, pick(["apn1-fresh-owl-31234", "eu2-calm-yak-11022"])); v = "Upstash Redis"
    elif r == 5:
        u = "amqp://%s:%s@rabbitmq.internal:5672/%s" % (user, enc, pick(["orders", "%2F", "jobs"])); v = "RabbitMQ"
    elif r == 6:
        u = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (pick(HOSTS).split(":")[0], pick(DBNAMES), user, enc); v = "JDBC"
    elif r == 7:
        u = "mssql+pyodbc://%s:%s@sql-%s.database.windows.net:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (user, enc, rs(ANL, 6), pick(DBNAMES)); v = "Azure SQL"
    else:
        u = "postgres://%s:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb" % (user, "npg_" + an(12), pick(["cool", "odd", "quiet"]), pick(["river", "bird", "sun"]), digits(6)); enc = u.split(":")[2].split("@")[0]; v = "Neon"
    return u, enc, v


@special(8)
def sp_db_url(lang):
    u, enc, v = db_url(lang)
    r = variant("sp_db_url", 5)
    if r == 0:
        block = "DATABASE_URL=" + u
    elif r == 1:
        block = fence('SQLALCHEMY_DATABASE_URI = "%s"' % u, "python")
    elif r == 2:
        block = fence("spring:\n  datasource:\n    url: %s" % u, "yaml") if u.startswith("jdbc") else fence("db:\n  url: \"%s\"" % u, "yaml")
    elif r == 3:
        block = "%s ERROR [%s] could not connect: %s (timeout after 5000ms)" % (stamp(), svc(), u)
    else:
        block = "$ psql \"%s\"" % u if u.startswith("postgres") else "$ %s \"%s\"" % (pick(["mongosh", "redis-cli -u", "python check_conn.py"]), u)
    kw = {"v": v, "s": svc(), "f": pick(FILES_ENV), "m": mate(lang), "n": "db"}
    return "connection URL password (as written) [%s]" % v, compose_p(lang, block, kw, DB_POOLS), [enc]


@special(2)
def sp_db_conn_kv(lang):
    pw = pw_lang(lang)
    r = variant("sp_db_conn_kv", 4)
    if r == 0:
        s = "Server=tcp:sql-%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(ANL, 6), pick(DBNAMES), pick(DBUSERS), pw); v = "SQL Server"
    elif r == 1:
        s = "$ sqlplus system/%s@//ora-prod.internal:1521/ORCLPDB1" % pw; v = "Oracle"
    elif r == 2:
        s = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (pick(HOSTS).split(":")[0], pick(DBNAMES), pick(DBUSERS), pw); v = "libpq DSN"
    else:
        s = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (pick(DBNAMES), pick(DBUSERS), pw, pick(HOSTS).split(":")[0]); v = "Django settings"
    dbn = {"SQL Server": "SQL Server", "Oracle": "Oracle", "libpq DSN": "PostgreSQL", "Django settings": "PostgreSQL"}[v]
    fname = {"SQL Server": "appsettings.Production.json", "Oracle": "scripts/nightly_export.sh", "libpq DSN": "conf/db.properties", "Django settings": "settings/prod.py"}[v]
    kw = {"v": dbn, "s": svc(), "f": fname, "m": mate(lang), "n": "db"}
    return "DB connection parameters with password [%s]" % v, compose_p(lang, fence(s, ""), kw, DB_POOLS), [pw]


@special(3)
def sp_compose_db(lang):
    items = [("POSTGRES_PASSWORD", pw_lang(lang)), ("MYSQL_ROOT_PASSWORD", pw_lang(lang)), ("RABBITMQ_DEFAULT_PASS", pw_lang(lang)),
             ("MINIO_ROOT_PASSWORD", an(24)), ("ELASTIC_PASSWORD", pw_lang(lang)), ("KEYCLOAK_ADMIN_PASSWORD", pw_lang(lang)),
             ("GF_SECURITY_ADMIN_PASSWORD", pw_lang(lang)), ("REDIS_PASSWORD", an(20)), ("MONGO_INITDB_ROOT_PASSWORD", pw_lang(lang))]
    chosen = sample(items, rint(1, 3))
    secs = []
    for k, v in chosen:
        if v not in secs:
            secs.append(v)
    lines = ["services:"]
    for k, v in chosen:
        img = {"POSTGRES": "postgres:16", "MYSQL": "mysql:8.4", "RABBITMQ": "rabbitmq:3-management", "MINIO": "minio/minio",
               "ELASTIC": "elasticsearch:8.13.4", "KEYCLOAK": "quay.io/keycloak/keycloak:24.0", "GF": "grafana/grafana:11.0.0",
               "REDIS": "bitnami/redis:7.2", "MONGO": "mongo:7"}[k.split("_")[0]]
        lines += ["  %s:" % img.split("/")[-1].split(":")[0], "    image: " + img, "    environment:", "      %s: \"%s\"" % (k, v)]
    kw = {"v": L(lang, "the local stack", "로컬 스택"), "s": svc(), "f": "docker-compose.yml", "m": mate(lang), "n": "compose"}
    return "docker-compose service passwords", compose_p(lang, fence("\n".join(lines), "yaml"), kw, INFRA_POOLS), secs


@special(2)
def sp_sshpass(lang):
    pw = pw_lang(lang)
    r = variant("sp_sshpass", 3)
    host = pick(["10.0.12.5", "bastion.acme.internal", "192.168.0.40", "legacy-app01"])
    if r == 0:
        block = "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart app'" % (pw, pick(["ubuntu", "ec2-user", "deploy", "root"]), host)
        cat = "shell: sshpass -p"
    elif r == 1:
        block = "[legacy]\n%s ansible_user=deploy ansible_ssh_pass=%s ansible_become_pass=%s" % (host, pw, pw)
        cat = "ansible inventory ssh/become pass"
    else:
        block = "$ echo '%s' | sudo -S systemctl restart nginx" % pw
        cat = "shell history: echo password | sudo -S"
    mc = L(lang, "The legacy box isn't in config management; the restart procedure from bash history:\n", "레거시 서버는 형상관리 대상이 아님. bash history에 남아있던 재시작 절차:\n") + fence(block, "")
    return cat, F(mc, L(lang, "Ask for an SSH key on that host instead of password auth.", "그 서버는 비밀번호 대신 SSH 키로 접속하도록 요청할 것."), ""), [pw]


@special(2)
def sp_ldap(lang):
    pw = pw_lang(lang)
    if chance(0.5):
        block = "$ ldapsearch -x -H ldaps://ldap.acme.internal -D 'cn=svc-%s,ou=services,dc=acme,dc=com' -w '%s' -b 'ou=people,dc=acme,dc=com' '(uid=jdoe)'" % (svc(), pw)
        cat = "shell: ldapsearch -w bind password"
    else:
        block = "ldap:\n  url: ldaps://ad.corp.example:636\n  bind_dn: CN=svc_gitlab,OU=Service,DC=corp,DC=example\n  bind_password: '%s'\n  base: OU=Users,DC=corp,DC=example" % pw
        cat = "LDAP bind_password in YAML"
    mc = L(lang, "SSO login broke after the AD migration. Current LDAP bind config:\n", "AD 마이그레이션 후 SSO 로그인이 깨짐. 현재 LDAP bind 설정:\n") + fence(block, "")
    return cat, F(mc, "", L(lang, "Who owns the AD service accounts?", "AD 서비스 계정 담당자가 누구인지?")), [pw]


@special(2)
def sp_gmail_app_pw(lang):
    groups = [rs(LO, 4) for _ in range(4)]
    pw = pick([" ", ""]).join(groups)
    user = pick(["noreply.acme@gmail.com", "alerts.acme.kr@gmail.com", "shop.notice@gmail.com"])
    block = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s\nEMAIL_USE_TLS=True" % (user, pw if " " not in pw else '"%s"' % pw)
    mc = L(lang, "Password reset mails stopped. The SMTP settings (Gmail app password):\n", "비밀번호 재설정 메일이 안 나감. SMTP 설정 (Gmail 앱 비밀번호):\n") + fence(block, "")
    le = L(lang, "Google app passwords are revoked when the account password changes.", "Google 계정 비밀번호를 바꾸면 앱 비밀번호가 폐기됨.")
    return "SMTP Gmail app password (16 letters) [Google]", F(mc, le, ""), [pw]


@special(1)
def sp_apple_app_pw(lang):
    pw = "-".join(rs(LO, 4) for _ in range(4))
    block = "$ xcrun notarytool submit build/Acme.dmg --apple-id release@acme.io --team-id %s --password %s --wait" % (rs(ANU, 10), pw)
    mc = L(lang, "Notarization step was failing on the mac runner. The script does:\n", "mac runner에서 notarization 단계가 실패. 스크립트 내용:\n") + fence(block, "console")
    return "Apple app-specific password [Apple]", F(mc, L(lang, "Store it in the keychain profile (`notarytool store-credentials`).", "keychain profile(`notarytool store-credentials`)에 저장할 것."), ""), [pw]


@special(2)
def sp_wifi(lang):
    pw = pick([pw_lang(lang), passphrase(), an(12)])
    ssid = pick(["ACME-Guest", "acme_5G", "Office-KR-3F", "DevLab", "iptime_acme"])
    r = variant("sp_wifi", 3)
    if r == 0:
        block = fence('network={\n    ssid="%s"\n    psk="%s"\n}' % (ssid, pw), "")
        cat = "wpa_supplicant psk"
    elif r == 1:
        block = "$ nmcli dev wifi connect %s password '%s'" % (ssid, pw)
        cat = "nmcli wifi password"
    else:
        block = L(lang, "The test devices need the lab Wi-Fi: SSID %s, password %s" % (ssid, pw), "테스트 단말은 랩 와이파이 써야 함: SSID %s, 비번 %s" % (ssid, pw))
        cat = "prose: Wi-Fi password"
    mc = L(lang, "Device farm phones kept dropping off the network.\n", "디바이스팜 폰들이 계속 네트워크에서 빠짐.\n") + block
    return cat, F(mc, "", ""), [pw]


@special(2)
def sp_wireguard(lang):
    priv = b64_bytes(32)
    peer = b64_bytes(32)
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (priv, rint(2, 250), peer)
    mc = L(lang, "Couldn't reach the staging VPC; the WireGuard config %s shared:\n" % mate(lang), "스테이징 VPC 접근이 안 됨. %s이 공유해준 WireGuard 설정:\n" % mate(lang)) + fence(conf, "ini")
    return "WireGuard [Interface] PrivateKey", F(mc, L(lang, "Each person should get their own peer; this one is shared.", "사람마다 peer를 따로 받아야 함. 이건 공용."), ""), [priv]


@special(1)
def sp_age(lang):
    sk = "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)
    pk = "age1" + rs(BECH, 58)
    body = "# created: 2025-%02d-%02dT10:21:07+09:00\n# public key: %s\n%s" % (rint(1, 11), rint(1, 28), pk, sk)
    mc = L(lang, "sops couldn't decrypt secrets.enc.yaml locally. The age key file in `~/.config/sops/age/keys.txt`:\n",
           "로컬에서 sops가 secrets.enc.yaml 복호화를 못 함. `~/.config/sops/age/keys.txt` 내용:\n") + fence(body, "")
    return "age secret key (sops) [age]", F(mc, L(lang, "SOPS_AGE_KEY_FILE must point at this file in CI too.", "CI에서도 SOPS_AGE_KEY_FILE이 이 파일을 가리켜야 함."), ""), [sk]


DB_POOLS = {
    "MC_LEAD": {"en": ["{s} couldn't connect to {v} after the failover. The connection settings in `{f}`:",
                       "Nobody documented how {s} reaches its {v} database. Found this in `{f}`:",
                       "The migration job timed out against {v}; config it runs with:",
                       "Needed read access to {v} to debug a report mismatch. What the batch job uses:"],
                "ko": ["failover 이후 {s}가 {v}에 접속을 못 함. `{f}`의 접속 설정:",
                       "{s}가 {v} DB에 어떻게 붙는지 문서가 없었음. `{f}`에서 찾은 내용:",
                       "마이그레이션 job이 {v}에서 timeout. job이 쓰는 설정:",
                       "리포트 불일치 디버깅하려고 {v} 읽기 권한이 필요했음. batch job이 쓰는 설정:"]},
    "MC_PLAIN": {"en": ["Didn't know {s} has its own {v} user separate from the app.",
                        "Missing: the {v} primary moved to a new host last month and `{f}` still points at the old one.",
                        "Nobody said the {v} connection pool is capped at 20 per pod."],
                 "ko": ["{s}가 앱과 별도의 {v} 계정을 쓴다는 걸 몰랐음.",
                        "{v} primary가 지난달 새 호스트로 옮겨졌는데 `{f}`는 아직 예전 호스트를 가리킴.",
                        "{v} connection pool이 pod당 20개로 제한되어 있다는 얘기를 못 들었음."]},
    "LE_PLAIN": {"en": ["Connection strings belong in the secret store; `{f}` should only have the host.",
                        "Percent-encode special characters in URL passwords or the driver mis-parses the host.",
                        "Check `SHOW GRANTS` before assuming the user can run migrations.",
                        "The read replica lags up to 30s; don't use it for the reconciliation job.", ""],
                 "ko": ["접속 문자열은 secret store에 두고 `{f}`에는 host만 남길 것.",
                        "URL 비밀번호의 특수문자는 percent-encoding 해야 드라이버가 host를 제대로 파싱함.",
                        "마이그레이션 돌리기 전에 `SHOW GRANTS`로 권한부터 확인할 것.",
                        "read replica는 최대 30초 지연됨. 정산 대사 job에는 쓰지 말 것.", ""]},
    "LE_LEAD": {"en": ["Working connection settings:", "What finally connected:"],
                "ko": ["동작 확인한 접속 설정:", "최종적으로 접속된 설정:"]},
    "ASK_PLAIN": {"en": ["Is there an IAM/bastion path so we can drop the shared DB password?",
                         "Which {v} user should {s} use for migrations?", "Who rotates the {v} credentials?", ""],
                  "ko": ["공용 DB 비밀번호 대신 IAM/bastion 경로가 있는지?", "{s} 마이그레이션에 어떤 {v} 계정을 써야 하는지?",
                         "{v} 자격 증명 로테이션은 누가 하는지?", ""]},
}
VENDOR_POOLS = {"MC_LEAD": MC_LEAD, "MC_PLAIN": MC_PLAIN, "LE_PLAIN": LE_PLAIN, "LE_LEAD": LE_LEAD, "ASK_PLAIN": ASK_PLAIN}


def compose_p(lang, block, kw, pools, block_where=None):
    if block_where is None:
        block_where = pick(["mc"] * 6 + ["le"] * 3 + ["ask"])
    if block_where == "mc":
        return F(fmt(pick(pools["MC_LEAD"][lang]), **kw) + "\n" + block,
                 fmt(pick(pools["LE_PLAIN"][lang]), **kw) if chance(0.85) else "", fmt(pick(pools["ASK_PLAIN"][lang]), **kw))
    if block_where == "le":
        return F(fmt(pick(pools["MC_PLAIN"][lang]), **kw), fmt(pick(pools["LE_LEAD"][lang]), **kw) + "\n" + block,
                 fmt(pick(pools["ASK_PLAIN"][lang]), **kw))
    return F(fmt(pick(pools["MC_PLAIN"][lang]), **kw), fmt(pick(pools["LE_PLAIN"][lang]), **kw) if chance(0.7) else "",
             L(lang, pick(["Next time check this first:", "Config to verify next time:"]), pick(["다음엔 이것부터 확인:", "다음에 확인할 설정:"])) + "\n" + block)


INFRA_POOLS = {
    "MC_LEAD": {"en": ["Setting up {s} locally took hours; `{f}` isn't documented anywhere. Its contents:",
                       "The integration tests for {s} need {v}, which I didn't know. `{f}`:",
                       "Onboarding doc skips how {v} is configured for {s}. What's in `{f}`:"],
                "ko": ["{s} 로컬 환경 구성에 몇 시간 걸림. `{f}`가 어디에도 문서화되어 있지 않음. 내용:",
                       "{s} 통합 테스트에 {v}가 필요하다는 걸 몰랐음. `{f}`:",
                       "온보딩 문서에 {s}용 {v} 설정 방법이 빠져 있음. `{f}` 내용:"]},
    "MC_PLAIN": {"en": ["Didn't know {s} needs {v} running before the tests start.",
                        "Missing context: {v} data is wiped on every `make reset`."],
                 "ko": ["{s} 테스트 전에 {v}가 떠 있어야 한다는 걸 몰랐음.",
                        "`make reset` 할 때마다 {v} 데이터가 지워진다는 맥락이 없었음."]},
    "LE_PLAIN": {"en": ["Use an .env file that is gitignored instead of inline values in `{f}`.",
                        "Run `docker compose down -v` when credentials change, the volume keeps the old ones.", ""],
                 "ko": ["`{f}`에 값을 직접 쓰지 말고 gitignore된 .env 파일을 쓸 것.",
                        "자격 증명이 바뀌면 `docker compose down -v` 해야 함. volume에 예전 값이 남아 있음.", ""]},
    "LE_LEAD": {"en": ["Working {f}:"], "ko": ["동작하는 {f}:"]},
    "ASK_PLAIN": {"en": ["Is there a shared dev stack so I don't need {v} locally?", ""],
                  "ko": ["로컬에 {v}를 안 띄워도 되는 공용 dev 환경이 있는지?", ""]},
}


@special(4)
def sp_recovery_codes(lang):
    r = variant("sp_recovery_codes", 4)
    if r == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(6, 16))]
        svcname = "GitHub"
        body = "\n".join(codes)
    elif r == 1:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(rint(5, 10))]
        svcname = "Google Workspace"
        body = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif r == 2:
        codes = [rs(ANL, 10) for _ in range(rint(5, 10))]
        svcname = pick(["Atlassian", "npm", "Slack", "AWS IAM Identity Center"])
        body = "  ".join(codes)
    else:
        codes = ["-".join(rs(ANU, 4) for _ in range(4)) for _ in range(rint(4, 8))]
        svcname = pick(["Cloudflare", "Kakao Work", "Naver Works", "Okta"])
        body = "\n".join("- " + c for c in codes)
    intro = L(lang, "The shared %s admin account's 2FA recovery codes (from the ops wiki):\n" % svcname,
              "공용 %s 관리자 계정의 2FA 복구 코드 (ops 위키에 있던 것):\n" % svcname)
    if chance(0.5):
        f = F(intro + body, L(lang, "Recovery codes are single-use; cross out the one I used.", "복구 코드는 1회용이라 쓴 건 지워야 함."), "")
    else:
        f = F(L(lang, "Locked out of the shared %s admin account after the phone was replaced." % svcname,
                "폰 교체 후 공용 %s 관리자 계정에 로그인이 안 됨." % svcname), intro + body,
              L(lang, "Who else has a hardware key for that account?", "그 계정에 하드웨어 키 가진 사람이 또 있는지?"))
    return "2FA recovery codes [%s]" % svcname, f, codes


@special(1)
def sp_1password_secret_key(lang):
    sk = "A3-" + "-".join([rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5)])
    mc = L(lang, "New laptop setup: the team 1Password account needs the Secret Key, which %s sent as %s" % (mate(lang), sk),
           "새 노트북 세팅: 팀 1Password 계정에 Secret Key가 필요함. %s이 보내준 값 %s" % (mate(lang), sk))
    return "1Password account Secret Key [1Password]", F(mc, L(lang, "The Emergency Kit PDF has it too.", "Emergency Kit PDF에도 있음."), ""), [sk]


@special(3)
def sp_totp(lang):
    seed = rs(B32, pick([16, 32, 32, 52]))
    issuer = pick(["AWS", "GitHub", "Acme%20VPN", "Grafana", "Toss", "Gabia"])
    acct = pick(["ops@acme.io", "root", "admin", "deploy-bot", "billing"])
    r = variant("sp_totp", 3)
    if r == 0:
        txt = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, acct, seed, issuer)
        sec = seed
    elif r == 1:
        grouped = " ".join(wrap(seed.lower(), 4))
        txt = L(lang, "MFA seed for the shared %s account (type it into the authenticator): %s" % (issuer.replace("%20", " "), grouped),
                "공용 %s 계정 MFA seed (authenticator 앱에 직접 입력): %s" % (issuer.replace("%20", " "), grouped))
        sec = grouped
    else:
        txt = fence('pyotp.TOTP("%s").now()  # shared %s root MFA' % (seed, issuer.replace("%20", " ")), "python")
        sec = seed
    where = pick(["mc", "le"])
    other = L(lang, "E2E tests log into the admin console, which needs a TOTP code.", "E2E 테스트가 admin 콘솔에 로그인하는데 TOTP 코드가 필요함.")
    f = F(txt if where == "mc" else other, txt if where == "le" else L(lang, "Generate the code in the test instead of disabling MFA.", "MFA를 끄지 말고 테스트에서 코드를 생성할 것."), "")
    return "TOTP seed", f, [sec]


HUMAN_EN = [
    "The staging admin login is {u} / {p} (shared, per {m}).",
    "{m} said the jump host password is {p}",
    "Logged into the router UI with admin / {p} to check the port forward.",
    "pw for the grafana admin: {p}",
    "Use {u} with password \"{p}\" for the legacy ERP, SSO isn't wired up.",
    "The QA test account is qa.bot@acme.io, password {p}.",
    "NAS web console: user {u}, pass {p}",
    "Ask {m} for the VPN, or just use the shared one: {u} / {p}",
    "For the vendor portal I used our team login ({u}, {p}).",
]
HUMAN_KO = [
    "스테이징 admin 계정은 {u} / {p} (공용, {m}이 알려줌)",
    "{m} 말로는 jump host 비번이 {p} 라고 함",
    "공유기 관리 페이지에 admin / {p} 로 들어가서 포트포워딩 확인함",
    "grafana admin 비번: {p}",
    "레거시 ERP는 SSO 연동이 안 돼서 {u} 계정, 비밀번호 \"{p}\" 로 로그인해야 함",
    "QA 테스트 계정은 qa.bot@acme.io / {p}",
    "NAS 웹콘솔 아이디 {u} 비번 {p}",
    "VPN은 {m}한테 받거나 공용 계정 쓰면 됨: {u} / {p}",
    "협력사 포털은 팀 공용 계정({u}, {p})으로 들어감",
    "관리자 비밀번호는 {p} 입니다 (대소문자 구분)",
]


@special(8)
def sp_human_pw(lang):
    p = pw_lang(lang)
    u = pick(["admin", "ops", "devteam", "acme_admin", "qa01", "manager", "root", "support"])
    line = fmt(pick(HUMAN_EN if lang == "en" else HUMAN_KO), u=u, p=p, m=mate(lang))
    where = pick(["mc", "mc", "le", "ask"])
    mcs = L(lang, pick(["Couldn't verify the fix without access to the admin console.", "The task needed a manual check in a UI that has no API.",
                        "Nobody gave me credentials for the staging back office."]),
            pick(["admin 콘솔 접근 권한이 없어서 수정 사항을 확인할 수 없었음.", "API가 없는 UI에서 수동 확인이 필요한 작업이었음.",
                  "스테이징 백오피스 계정을 아무도 안 알려줌."]))
    if where == "mc":
        f = F(line, L(lang, "Request a personal account next time; shared logins aren't audited.", "다음엔 개인 계정을 요청할 것. 공용 계정은 감사 로그가 안 남음.") if chance(0.7) else "", "")
    elif where == "le":
        f = F(mcs, line, L(lang, "Who can create a personal account for me?", "개인 계정은 누구한테 요청하는지?") if chance(0.5) else "")
    else:
        f = F(mcs, "", L(lang, "Is this still valid? ", "아직 유효한지? ") + line)
    return "prose: human password (%s)" % ("en" if lang == "en" else "ko"), f, [p]


@special(3)
def sp_korean_keyboard_pw(lang):
    p = pw_korean_keyboard()
    while len(p) < 8:
        p = pw_korean_keyboard()
    line = pick([
        L(lang, "The office PC admin password is {p} (it's a Korean word typed on an English keyboard).",
          "사무실 PC 관리자 비번은 {p} (한글 자판으로 친 영문)"),
        L(lang, "Windows share \\\\fileserver\\dev login: dev / {p}", "윈도우 공유폴더 \\\\fileserver\\dev 계정: dev / {p}"),
        L(lang, "Legacy admin page password: {p}", "레거시 관리자 페이지 비밀번호: {p}"),
        L(lang, "The Excel export is protected with {p}", "엑셀 export 파일 암호는 {p}"),
    ]).format(p=p)
    f = F(L(lang, "Needed the old settlement report from the file server.\n", "파일서버에 있는 예전 정산 리포트가 필요했음.\n") + line,
          L(lang, "Passwords like this should live in the team vault.", "이런 비밀번호는 팀 vault에 넣어둘 것."), "")
    return "Korean-keyboard password (hangul typed in qwerty)", f, [p]


@special(2)
def sp_pin(lang):
    pin = rs(DG, 8)
    r = variant("sp_pin", 4)
    if r == 0:
        txt = L(lang, "YubiHSM / PKCS#11 user PIN for the signing box: %s" % pin, "서명 서버 PKCS#11 user PIN: %s" % pin)
        cat = "PKCS#11 user PIN (8 digits)"
    elif r == 1:
        txt = L(lang, "The test SIM's PUK is %s, PIN is locked after 3 tries." % pin, "테스트 SIM PUK는 %s, PIN은 3회 틀리면 잠김." % pin)
        cat = "SIM PUK (8 digits)"
    elif r == 2:
        txt = "$ pkcs11-tool --module /usr/lib/libykcs11.so --login --pin %s --list-objects" % pin
        cat = "pkcs11-tool --pin"
    else:
        txt = L(lang, "Door/alarm panel code for the server room: %s#" % pin, "서버실 출입/경보 해제 코드: %s#" % pin)
        cat = "alarm code (8 digits)"
    intro = [L(lang, "Code signing for the Windows build needs the hardware token.\n", "Windows 빌드 코드 서명에 하드웨어 토큰이 필요함.\n"),
             L(lang, "SMS verification tests run on a physical phone in the lab.\n", "SMS 인증 테스트는 랩에 있는 실물 폰으로 돌림.\n"),
             L(lang, "Code signing for the Windows build needs the hardware token.\n", "Windows 빌드 코드 서명에 하드웨어 토큰이 필요함.\n"),
             L(lang, "Had to reboot the rack switch in person.\n", "랙 스위치를 직접 가서 재부팅해야 했음.\n")][r]
    f = F(intro + txt, "", "")
    return cat, f, [pin]


@special(2)
def sp_passphrase(lang):
    ph = passphrase()
    r = variant("sp_passphrase", 3)
    if r == 0:
        txt = L(lang, "The deploy key is passphrase-protected: \"%s\"" % ph, "배포 키에 passphrase가 걸려 있음: \"%s\"" % ph)
        cat = "SSH key passphrase"
    elif r == 1:
        txt = "$ echo \"%s\" | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -d release.tar.gz.gpg > release.tar.gz" % ph
        cat = "GPG passphrase via --passphrase-fd"
    else:
        txt = "restic:\n  repository: s3:s3.amazonaws.com/acme-backups\n  password: \"%s\"" % ph
        cat = "restic repository password (diceware)"
    f = F(L(lang, "Restoring last week's backup needed the key passphrase, which isn't in the vault.\n", "지난주 백업 복원에 키 passphrase가 필요했는데 vault에 없었음.\n") + txt,
          L(lang, "Put it in the vault under ops/backup.", "vault의 ops/backup에 넣어둘 것."), "")
    return cat, f, [ph]


@special(2)
def sp_keystore(lang):
    sp = pw_lang(lang)
    kp = pw_lang(lang) if chance(0.5) else sp
    if chance(0.6):
        block = fence("signingConfigs {\n    release {\n        storeFile file(\"../keystore/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"acme-release\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp), "groovy")
        cat = "Android signingConfigs store/key password"
    else:
        block = fence("$ keytool -list -v -keystore release.jks -storepass %s -alias acme-release" % sp, "console")
        kp = sp
        cat = "keytool -storepass"
    f = F(L(lang, "Release build failed with 'Keystore was tampered with, or password was incorrect'.\n", "릴리스 빌드가 'Keystore was tampered with, or password was incorrect'로 실패.\n") + block,
          L(lang, "Play App Signing holds the real key; this is only the upload key.", "실제 키는 Play App Signing에 있고 이건 업로드 키임."), "")
    secs = [sp] if kp == sp else [sp, kp]
    return cat + " [Android]", f, secs


@special(3)
def sp_rotated(lang):
    old = pw_lang(lang)
    new = pw_lang(lang)
    what = pick([L(lang, "the reporting DB user", "리포팅 DB 계정"), L(lang, "the shared admin account", "공용 admin 계정"),
                 L(lang, "the RabbitMQ user", "RabbitMQ 계정"), L(lang, "the SFTP partner account", "SFTP 협력사 계정")])
    if chance(0.5):
        mc = L(lang, "Rotated %s: old password %s, new password %s. Jobs still using the old one will fail." % (what, old, new),
               "%s 비밀번호 교체함: 기존 %s → 신규 %s. 기존 값 쓰는 job은 실패할 것." % (what, old, new))
        f = F(mc, "", "")
    else:
        f = F(L(lang, "%s password was changed from %s last week." % (what.capitalize() if lang == "en" else what, old), "%s 비밀번호가 지난주에 %s 에서 바뀌었음." % (what, old)),
              L(lang, "The new one is %s; update the cron host too." % new, "새 비밀번호는 %s. cron 서버도 같이 바꿔야 함." % new), "")
    return "old and new password", f, [old, new]


@special(6)
def sp_framework_secret(lang):
    r = variant("sp_framework_secret", 9)
    if r == 0:
        v = rs(LO + DG + "!@#$%^&*(-_=+)", 50); line = "SECRET_KEY = '%s'" % v; cat = "Django SECRET_KEY"; f = "settings/base.py"
    elif r == 1:
        v = hx(128); line = "secret_key_base: %s" % v; cat = "Rails secret_key_base"; f = "config/secrets.yml"
    elif r == 2:
        v = hx(32); line = "$ cat config/master.key\n%s" % v; cat = "Rails master.key"; f = "config/master.key"
    elif r == 3:
        v = "base64:" + b64_bytes(32); line = "APP_KEY=%s" % v; cat = "Laravel APP_KEY"; f = ".env"
    elif r == 4:
        v = b64_bytes(32); line = "NEXTAUTH_SECRET=%s" % v; cat = "NextAuth secret"; f = ".env.production"
    elif r == 5:
        v = pick([hx(64), rs(B64U, 43), pick(["my-super-secret-jwt-key-", "acme-jwt-signing-", "prod_jwt_secret_"]) + an(10)])
        line = pick(["JWT_SECRET=%s" % v, "jwt:\n  secret: %s\n  expires-in: 3600" % v, "const token = jwt.sign(payload, '%s', { expiresIn: '1h' });" % v]); cat = "JWT HMAC signing secret"; f = "src/auth/jwt.ts"
    elif r == 6:
        v = rs(B64, 64); line = "config :acme, AcmeWeb.Endpoint,\n  secret_key_base: \"%s\"" % v; cat = "Phoenix secret_key_base"; f = "config/prod.exs"
    elif r == 7:
        v = rs(HXU, 128); line = '<machineKey validationKey="%s" decryptionKey="%s" validation="HMACSHA256" decryption="AES" />' % (v, rs(HXU, 64)); cat = "ASP.NET machineKey"; f = "Web.config"
        v2 = line.split('decryptionKey="')[1].split('"')[0]
        kw = {"v": cat, "s": svc(), "f": f, "m": mate(lang), "n": "app"}
        return cat, compose_p(lang, fence(line, ""), kw, APP_POOLS), [v, v2]
    else:
        v = hx(32); line = "APP_SECRET=%s" % v; cat = "Symfony APP_SECRET"; f = ".env.local"
    kw = {"v": cat, "s": svc(), "f": f, "m": mate(lang), "n": "app"}
    return cat, compose_p(lang, fence(line, ""), kw, APP_POOLS), [v]


APP_POOLS = {
    "MC_LEAD": {"en": ["All sessions were invalidated after the deploy; the {v} differs between pods. From `{f}`:",
                       "Couldn't reproduce the signature mismatch until I found the {v} in `{f}`:",
                       "Tokens issued by staging validated in prod. Both use this {v}:"],
                "ko": ["배포 후 모든 세션이 끊김. pod마다 {v} 값이 달랐음. `{f}` 내용:",
                       "`{f}`의 {v}를 찾기 전까지 서명 불일치를 재현 못 했음:",
                       "스테이징에서 발급한 토큰이 prod에서도 검증됨. 둘 다 같은 {v}를 씀:"]},
    "MC_PLAIN": {"en": ["Didn't know {s} signs cookies with a static {v}.", "Missing: the {v} is shared by three services."],
                 "ko": ["{s}가 고정된 {v}로 쿠키를 서명한다는 걸 몰랐음.", "{v}를 서비스 세 개가 같이 쓴다는 맥락이 없었음."]},
    "LE_PLAIN": {"en": ["Rotating the {v} logs everyone out; announce it first.", "Load the {v} from the secret manager at boot.", ""],
                 "ko": ["{v}를 바꾸면 전원 로그아웃됨. 미리 공지할 것.", "{v}는 부팅 시 secret manager에서 읽어올 것.", ""]},
    "LE_LEAD": {"en": ["The value currently in `{f}`:"], "ko": ["현재 `{f}`에 있는 값:"]},
    "ASK_PLAIN": {"en": ["Is there a rotation plan for the {v}?", ""], "ko": ["{v} 로테이션 계획이 있는지?", ""]},
}


@special(6)
def sp_session_cookie(lang):
    r = variant("sp_session_cookie", 6)
    if r == 0:
        v = rs(ANL, 32); ck = "sessionid=%s; csrftoken=%s" % (v, an(32)); cat = "Django sessionid cookie"
    elif r == 1:
        v = "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F"); ck = "connect.sid=%s" % v; cat = "Express connect.sid cookie"
    elif r == 2:
        v = rs(ANL, 26); ck = "PHPSESSID=%s; lang=ko" % v; cat = "PHPSESSID cookie"
    elif r == 3:
        v = rs(HXU, 32); ck = "JSESSIONID=%s; Path=/; HttpOnly" % v; cat = "JSESSIONID cookie"
    elif r == 4:
        v = rs(B64, 120) + "--" + hx(40); ck = "_acme_session=%s" % v; cat = "Rails session cookie"
    else:
        v = b64_of(json.dumps({"iv": rs(B64, 22) + "==", "value": rs(B64, 120), "mac": hx(64), "tag": ""}, separators=(",", ":"))); ck = "laravel_session=%s" % v; cat = "Laravel session cookie"
    host = pick(["admin.acme.dev", "backoffice.acme.co.kr", "shop-stg.acme.io"])
    block = "curl 'https://%s/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: %s' \\\n  --compressed" % (host, ck)
    mc = L(lang, "Reproduced the admin bug with 'Copy as cURL' from devtools:\n", "devtools의 'Copy as cURL'로 admin 버그 재현함:\n") + fence(block, "sh")
    return "session cookie in copied cURL: " + cat, F(mc, L(lang, "A copied cURL carries a live session; log out after pasting one.", "복사한 cURL에는 살아있는 세션이 들어있음. 붙여넣은 뒤 로그아웃할 것."), ""), [v]


@special(2)
def sp_jwt_bearer(lang):
    iat = ts()
    tok = jwt({"sub": str(rint(1000, 99999)), "email": pick(["minji.kim@acme.io", "ops@acme.io", "tester01@acme.co.kr"]), "role": pick(["admin", "user", "staff"]),
               "iat": iat, "exp": iat + 86400 * 30}, pick(["HS256", "RS256"]), pick([43, 342]))
    r = variant("sp_jwt_bearer", 3)
    if r == 0:
        block = "Authorization: Bearer " + tok
    elif r == 1:
        block = "localStorage.setItem('access_token', '%s')" % tok
    else:
        block = "$ http :8080/api/admin/users \"Authorization: Bearer %s\"" % tok
    mc = L(lang, "Needed an admin token to hit the internal API; grabbed one from my browser session:\n", "내부 API 호출에 admin 토큰이 필요해서 브라우저 세션에서 복사함:\n") + block
    return "JWT bearer token (own app)", F(mc, L(lang, "Tokens live 30 days, far too long.", "토큰 유효기간이 30일이라 너무 김."), ""), [tok]


@special(1)
def sp_cloudfront_signed(lang):
    sig = rs(AN + "~_-", 340)
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 13), hx(8), ts(), sig, rs(ANU, 13))
    mc = L(lang, "Video playback 403s in the app; the signed CloudFront URL the API returned:\n", "앱에서 영상 재생이 403. API가 돌려준 CloudFront 서명 URL:\n") + url
    return "signed URL: CloudFront Signature [AWS]", F(mc, "", ""), [sig]


@special(12)
def sp_webhook(lang):
    r = variant("sp_webhook", 11)
    if r == 0:
        t = an(24); url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 10), rs(ANU, 10), t); v = "Slack"; secs = [t]
    elif r == 1:
        t = rs(B64U, 68); url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t); v = "Discord"; secs = [t]
    elif r == 2:
        t = hx(64); s2 = "SEC" + hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\n%s" % (t, L(lang, "sign secret (加签): " + s2, "서명(加签) secret: " + s2)); v = "DingTalk"; secs = [t, s2]
    elif r == 3:
        t = uuid4(); url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t; v = "Feishu"; secs = [t]
    elif r == 4:
        t = uuid4(); url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % t; v = "WeCom"; secs = [t]
    elif r == 5:
        t = rs(B64U, 22); url = "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), t); v = "Dooray"; secs = [t]
    elif r == 6:
        t = hx(32); url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), t); v = "JANDI"; secs = [t]
    elif r == 7:
        t = rs(B64U, 43) + "%3D"; url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s" % (rs(B64U, 7), t); v = "Google Chat"; secs = [t]
    elif r == 8:
        t = digits(10) + ":AA" + rs(B64U, 33); url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done" % (t, digits(10)); v = "Telegram"; secs = [t]
    elif r == 9:
        t = rs(ANL, 26); url = "https://mattermost.acme.internal/hooks/%s" % t; v = "Mattermost"; secs = [t]
    else:
        t = rs(B64U, 43); url = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (rint(1, 40), hx(32), t); v = "Microsoft Teams Workflows"; secs = [t]
    r2 = rint(0, 3)
    if r2 == 0:
        block = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"%s\"}' '%s'" % (L(lang, "deploy finished", "배포 완료"), url) if "\n" not in url else url
    elif r2 == 1:
        block = "ALERT_WEBHOOK_URL=" + url
    elif r2 == 2:
        block = "- name: notify\n  run: curl -s -d @payload.json \"%s\"" % url if "\n" not in url else url
    else:
        block = url
    kw = {"v": v, "s": svc(), "f": pick([".github/workflows/deploy.yml", "alertmanager.yml", ".env", "scripts/notify.sh"]), "m": mate(lang), "n": "hook"}
    pools = {"MC_LEAD": {"en": ["Deploy notifications to {v} stopped. The hook the pipeline posts to (`{f}`):", "Didn't know where the {v} alert for {s} comes from. It's this in `{f}`:"],
                         "ko": ["{v} 배포 알림이 안 옴. 파이프라인이 호출하는 hook (`{f}`):", "{s}의 {v} 알림이 어디서 오는지 몰랐음. `{f}`에 있는 이것:"]},
             "MC_PLAIN": {"en": ["Nobody owns the {v} deploy notifications for {s}."], "ko": ["{s}의 {v} 배포 알림 담당자가 없음."]},
             "LE_PLAIN": {"en": ["Webhook URLs are credentials: anyone with the URL can post to the channel.", ""],
                          "ko": ["webhook URL 자체가 자격 증명임. URL만 있으면 누구나 채널에 글을 올릴 수 있음.", ""]},
             "LE_LEAD": {"en": ["Current hook ({v}):"], "ko": ["현재 hook ({v}):"]},
             "ASK_PLAIN": {"en": ["Which {v} channel should alerts for {s} go to?", ""], "ko": ["{s} 알림은 어느 {v} 채널로 보내야 하는지?", ""]}}
    return "webhook URL token [%s]" % v, compose_p(lang, block, kw, pools), secs


@special(4)
def sp_multi_env(lang):
    specs = MULTI_OK
    k = rint(2, 4)
    chosen = []
    while len(chosen) < k:
        v = pick(specs)
        if v["name"] not in [c["name"] for c in chosen]:
            chosen.append(v)
    return multi_env_note(lang, chosen)


def multi_env_note(lang, chosen):
    kvs, secs = [], []
    for v in chosen:
        for e, val, l in v["gen"]():
            kvs.append((e, val))
            if l:
                secs.append(val)
    if chance(0.35):
        pwk = pick(["DB_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASSWORD", "SMTP_PASSWORD"])
        pw = pw_lang(lang)
        kvs.append((pwk, pw))
        secs.append(pw)
    rend = pick([r_dotenv, r_dotenv, r_export, r_yaml, r_compose, r_k8s, r_gha, r_docker_run, r_table, r_json])
    pseudo = {"name": "integrations", "auth": ("none",)}
    block = rend(kvs, pseudo)
    names = ", ".join(v["name"] for v in chosen)
    kw = {"v": names, "s": svc(), "f": pick(FILES_ENV), "m": mate(lang), "n": "env"}
    pools = {"MC_LEAD": {"en": ["The whole third-party config for {s} lives in one file, `{f}`:", "Couldn't start {s} locally without these ({v}). From `{f}`:",
                                "Copied the env from the staging pod to debug {s}:"],
                         "ko": ["{s}의 외부 연동 설정이 전부 `{f}` 한 파일에 있음:", "이 값들({v}) 없이는 {s}가 로컬에서 안 뜸. `{f}`에서 가져옴:",
                                "{s} 디버깅하려고 스테이징 pod의 env를 복사함:"]},
             "MC_PLAIN": {"en": ["Nobody told me {s} integrates with {v}."], "ko": ["{s}가 {v}와 연동된다는 걸 아무도 말해주지 않았음."]},
             "LE_PLAIN": {"en": ["Split this file per environment and move values to the secret manager.", "Half of these keys are unused; prune them.", ""],
                          "ko": ["환경별로 파일을 나누고 값은 secret manager로 옮길 것.", "이 중 절반은 안 쓰는 키임. 정리할 것.", ""]},
             "LE_LEAD": {"en": ["Env that finally worked:"], "ko": ["최종적으로 동작한 env:"]},
             "ASK_PLAIN": {"en": ["Which of these ({v}) are actually used in prod?", ""], "ko": ["이 중({v}) prod에서 실제로 쓰는 게 뭔지?", ""]}}
    return "multi-provider env: %s [%s]" % (RENDER_LABEL[rend], names), compose_p(lang, block, kw, pools, pick(["mc", "mc", "le"])), secs


@special(1)
def sp_jupyter(lang):
    t = hx(48)
    block = "[I 2025-%02d-%02d 10:12:44.120 ServerApp] Jupyter Server 2.14.1 is running at:\n[I ServerApp] http://gpu-box-02:8888/lab?token=%s\n[I ServerApp]     http://127.0.0.1:8888/lab?token=%s" % (rint(1, 11), rint(1, 28), t, t)
    mc = L(lang, "Shared GPU box runs a Jupyter server for the ML team; startup log:\n", "ML팀 공용 GPU 서버에서 Jupyter가 떠 있음. 기동 로그:\n") + fence(block, "")
    return "Jupyter server token in URL", F(mc, "", ""), [t]


@special(2)
def sp_misc_cli_pw(lang):
    pw = pw_lang(lang)
    r = variant("sp_misc_cli_pw", 8)
    if r == 0:
        block = "$ htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (pick(["admin", "staging", "qa"]), pw); cat = "shell: htpasswd -b"
    elif r == 1:
        block = "$ redis-cli -h %s -p 6379 -a '%s' INFO replication\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (pick(["10.0.7.31", "redis-master.cache.svc"]), pw); cat = "shell: redis-cli -a"
    elif r == 2:
        block = "$ rabbitmqctl add_user %s '%s'\n$ rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (svc(), pw, svc()); cat = "shell: rabbitmqctl add_user"
    elif r == 3:
        block = "$ ipmitool -I lanplus -H 10.10.0.%d -U ADMIN -P '%s' chassis power cycle" % (rint(2, 250), pw); cat = "shell: ipmitool -P (password, not port)"
    elif r == 4:
        block = "PS> $pw = ConvertTo-SecureString '%s' -AsPlainText -Force\nPS> $cred = New-Object PSCredential('ACME\\svc_deploy', $pw)" % pw; cat = "PowerShell ConvertTo-SecureString"
    elif r == 5:
        block = "C:\\> net use Z: \\\\fs01\\builds /user:ACME\\builder %s" % pw; cat = "cmd: net use password"
    elif r == 6:
        block = "$ lftp -u partner_kr,'%s' sftp://sftp.partner.co.kr:22 -e 'mirror /outbound ./in; quit'" % pw; cat = "shell: lftp -u user,password"
    else:
        pw2 = pw_strong()
        block = "$ snmpwalk -v3 -l authPriv -u monitor -a SHA -A '%s' -x AES -X '%s' 10.0.0.1" % (pw, pw2); cat = "shell: snmpwalk -A/-X passphrases"
        mc = L(lang, "Switch monitoring gaps; the poller runs:\n", "스위치 모니터링 누락. poller가 실행하는 명령:\n") + fence(block, "console")
        return cat, F(mc, "", ""), [pw, pw2]
    mc = L(lang, "There is no runbook for this, so here is the exact command from the shell history:\n", "runbook이 없어서 shell history에 있던 명령을 그대로 남김:\n") + fence(block, "console")
    return cat, F(mc, L(lang, "Put this credential in the vault and read it from there.", "이 자격 증명은 vault에 넣고 거기서 읽도록 할 것.") if chance(0.6) else "", ""), [pw]


MULTI_OK = [v for v in VENDORS if v["group"] != "cloud" or v["auth"][0] != "none"]


@special(1)
def sp_kafka_jaas(lang):
    key = rs(ANU, 16)
    sec = rs(B64, 64)
    body = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (rs(ANL, 5), key, sec)
    mc = L(lang, "Consumer group lag alerts; the client.properties used by the consumer:\n", "consumer group lag 알림. consumer가 쓰는 client.properties:\n") + fence(body, "properties")
    le = L(lang, "The API key/secret pair is per cluster; the consumer was pointed at the old cluster.", "API key/secret은 클러스터 단위임. consumer가 예전 클러스터를 보고 있었음.")
    return "Kafka SASL JAAS password (Confluent API secret) [Confluent]", F(mc, le, ""), [sec]


@special(1)
def sp_cloudinary(lang):
    sec = rs(B64U, 27)
    url = "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (digits(15), sec, pick(["acme-media", "dxk2abc9", "shop-kr"]))
    kw = {"v": "Cloudinary", "s": svc(), "f": pick(FILES_ENV), "m": mate(lang), "n": "cloudinary"}
    return "CLOUDINARY_URL api secret [Cloudinary]", compose(lang, url, kw), [sec]


WORDS_BIP = ["abandon", "ability", "acid", "adapt", "airport", "alley", "anchor", "arrow", "artist", "badge", "banana", "barrel",
             "beach", "bicycle", "blanket", "bonus", "brisk", "bubble", "cabin", "cactus", "canal", "carbon", "cargo", "castle",
             "cereal", "chalk", "cherry", "civil", "clever", "coconut", "copper", "coral", "cousin", "crane", "cruise", "dance",
             "denial", "derive", "dinosaur", "dolphin", "dragon", "eagle", "echo", "elbow", "empty", "engine", "estate", "fabric",
             "faith", "fever", "fiction", "flame", "fossil", "frozen", "galaxy", "garlic", "gentle", "giraffe", "glove", "gospel"]


@special(2)
def sp_crypto(lang):
    r = variant("sp_crypto", 4)
    if r == 0:
        s = "0x" + hx(64); line = "DEPLOYER_PRIVATE_KEY=" + s; cat = "EVM private key (hardhat deployer)"
    elif r == 1:
        s = " ".join(sample(WORDS_BIP, pick([12, 24]))); line = L(lang, "Test wallet mnemonic: ", "테스트 지갑 니모닉: ") + s; cat = "BIP39 mnemonic"
    elif r == 2:
        s = "nsec1" + rs(BECH, 58); line = "NOSTR_BOT_NSEC=" + s; cat = "Nostr nsec private key"
    else:
        s = pick("KL") + rs(B58, 51); line = "bitcoin-cli importprivkey %s \"hot-wallet\" false" % s; cat = "Bitcoin WIF private key"
    intro = [L(lang, "Contract deploy to the testnet failed; the deployer config:\n", "testnet 컨트랙트 배포 실패. deployer 설정:\n"),
             L(lang, "Wallet integration tests need a funded test wallet:\n", "지갑 연동 테스트에 잔고 있는 테스트 지갑이 필요함:\n"),
             L(lang, "The relay bot stopped posting; its env:\n", "relay 봇이 글을 안 올림. 봇 env:\n"),
             L(lang, "Hot wallet re-import on the new node, per the old runbook:\n", "새 노드에 hot wallet 재등록, 예전 runbook 기준:\n")][r]
    mc = intro + line
    return cat, F(mc, L(lang, "Even testnet keys get reused on mainnet by accident; keep them out of notes.", "testnet 키도 실수로 mainnet에 재사용됨. 메모에 남기지 말 것."), ""), [s]


@special(3)
def sp_initial_admin(lang):
    r = variant("sp_initial_admin", 4)
    if r == 0:
        s = hx(32); block = "$ kubectl exec -n jenkins jenkins-0 -- cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % s; cat = "Jenkins initialAdminPassword"
    elif r == 1:
        s = rs(B64U, 16); block = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n%s" % s; cat = "Argo CD initial admin password"
    elif r == 2:
        raw = pw_lang(lang); s = b64_of(raw)
        block = "$ kubectl get secret %s-db -o yaml\napiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret" % (svc(), s, b64_of(pick(DBUSERS)))
        cat = "k8s Secret data (base64 password)"
    else:
        s = rs(AN + "*+-=_", 20); block = "$ docker logs elasticsearch 2>&1 | grep -A1 'Password for the elastic user'\nPassword for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s" % s; cat = "Elasticsearch generated elastic password"
    mc = L(lang, "Fresh install of the tool on the staging cluster; first login needed:\n", "스테이징 클러스터에 새로 설치. 첫 로그인에 필요했던 값:\n") + fence(block, "console")
    return cat, F(mc, L(lang, "Change the initial password right after the first login.", "첫 로그인 직후 초기 비밀번호를 바꿀 것."), ""), [s]


@special(1)
def sp_vault_unseal(lang):
    keys = [b64_bytes(33) for _ in range(rint(3, 5))]
    root = "hvs." + rs(B64U, 24)
    body = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: " + root
    mc = L(lang, "Vault got sealed after the node restart. Output of `vault operator init` (kept in the ops notes):\n",
           "노드 재시작 후 Vault가 sealed 상태가 됨. `vault operator init` 출력 (ops 메모에 있던 것):\n") + fence(body, "")
    return "Vault unseal keys + root token [HashiCorp Vault]", F(mc, L(lang, "Set up auto-unseal with KMS.", "KMS auto-unseal을 설정할 것."), ""), keys + [root]


@special(2)
def sp_oauth_exchange(lang):
    cid = digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com"
    csec = "GOCSPX-" + rs(B64U, 28)
    rt = "1//0" + rs(B64U, 99)
    block = "$ curl -s https://oauth2.googleapis.com/token \\\n  -d client_id=%s \\\n  -d client_secret=%s \\\n  -d refresh_token=%s \\\n  -d grant_type=refresh_token" % (cid, csec, rt)
    mc = L(lang, "The Sheets export job needs an access token; this is how the cron script gets one:\n", "Sheets export job에 access token이 필요함. cron 스크립트가 토큰을 받는 방법:\n") + fence(block, "sh")
    return "OAuth refresh-token exchange (client secret + refresh token) [Google]", F(mc, "", ""), [csec, rt]


@special(2)
def sp_data_go_kr(lang):
    raw = rs(B64, 86) + "=="
    enc = raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=60&ny=127" % (enc, rint(1, 11), rint(1, 28))
    if chance(0.5):
        mc = L(lang, "Weather batch got SERVICE_KEY_IS_NOT_REGISTERED_ERROR. Request it sends:\n", "날씨 배치가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 받음. 보내는 요청:\n") + url
        le = L(lang, "data.go.kr issues an encoded and a decoded key; requests (lib) re-encodes, so pass the decoded one.", "공공데이터포털은 인코딩/디코딩 키를 따로 줌. requests가 다시 인코딩하니 디코딩 키를 넘길 것.")
        return "data.go.kr serviceKey (encoded) [공공데이터포털]", F(mc, le, ""), [enc]
    mc = L(lang, "Weather batch got SERVICE_KEY_IS_NOT_REGISTERED_ERROR.", "날씨 배치가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 받음.")
    le = L(lang, "Encoding key: %s\nDecoding key: %s\nPass the decoding key to requests, it encodes again." % (enc, raw),
           "인코딩 키: %s\n디코딩 키: %s\nrequests에는 디코딩 키를 넘겨야 함 (다시 인코딩됨)." % (enc, raw))
    return "data.go.kr serviceKey encoded + decoded [공공데이터포털]", F(mc, le, ""), [enc, raw]


@special(1)
def sp_soap_wsse(lang):
    pw = pw_lang(lang)
    xml = "<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>ACME_IF01</wsse:Username>\n      <wsse:Password Type=\"...#PasswordText\">%s</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>" % pw
    mc = L(lang, "The insurer's SOAP interface rejects our calls; request header we send:\n", "보험사 SOAP 연동에서 호출이 거부됨. 우리가 보내는 요청 헤더:\n") + fence(xml, "xml")
    return "SOAP WS-Security PasswordText", F(mc, "", L(lang, "Does the insurer support PasswordDigest?", "보험사가 PasswordDigest를 지원하는지?")), [pw]


@special(2)
def sp_wp_config(lang):
    dbpw = pw_lang(lang)
    salts = [rs(AN + "!#$%&()*+,-./:;<=>?@[]^_`{|}~", 64) for _ in range(rint(1, 3))]
    names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY"]
    lines = ["define( 'DB_NAME', 'wp_%s' );" % pick(["shop", "blog", "corp"]), "define( 'DB_USER', 'wpuser' );", "define( 'DB_PASSWORD', '%s' );" % dbpw, "define( 'DB_HOST', 'localhost' );"]
    lines += ["define( '%s', '%s' );" % (names[i], s) for i, s in enumerate(salts)]
    mc = L(lang, "Marketing's WordPress got hacked; wp-config.php on the box:\n", "마케팅팀 WordPress가 털림. 서버의 wp-config.php:\n") + fence("\n".join(lines), "php")
    return "wp-config.php DB_PASSWORD + salts [WordPress]", F(mc, L(lang, "Regenerate the salts after rotating the DB password.", "DB 비밀번호 교체 후 salt도 재생성할 것."), ""), [dbpw] + salts


@special(2)
def sp_korean_cert(lang):
    pw = pw_lang("ko")
    r = variant("sp_korean_cert", 3)
    if r == 0:
        txt = L(lang, "The tax-invoice batch signs with the company joint certificate (NPKI); cert password: %s" % pw,
                "세금계산서 배치가 회사 공동인증서(NPKI)로 서명함. 인증서 비밀번호: %s" % pw)
    elif r == 1:
        txt = "HOMETAX_CERT_PATH=/secure/npki/signCert.der\nHOMETAX_KEY_PATH=/secure/npki/signPri.key\nHOMETAX_CERT_PASSWORD=%s" % pw
    else:
        txt = L(lang, "Bank scraping module (CODEF) needs the corporate cert; password is %s per the finance team" % pw,
                "은행 스크래핑 모듈(CODEF)에 법인 인증서 필요. 재무팀 말로는 비번 %s" % pw)
    return "Korean joint certificate (공동인증서) password", F(L(lang, "Month-end settlement failed at the signing step.\n", "월말 정산이 서명 단계에서 실패.\n") + txt, "", ""), [pw]


@special(2)
def sp_partner_table(lang):
    rows, secs = [], []
    for name in sample(["KCP", "NICE", "CJ대한통운", "롯데택배", "Hanjin", "우체국", "Coupang Wing", "11번가", "SSG", "G마켓"], rint(2, 3)):
        pw = pw_lang(lang)
        secs.append(pw)
        rows.append("| %s | sftp.%s.example.co.kr | %s | %s |" % (name, pick(["edi", "partner", "b2b"]), pick(["acme01", "acme_edi", "ACMEKR"]), pw))
    tbl = L(lang, "| partner | host | id | password |\n|---|---|---|---|\n", "| 협력사 | host | 아이디 | 비밀번호 |\n|---|---|---|---|\n") + "\n".join(rows)
    mc = L(lang, "EDI file pickup failed for some partners. Account sheet from the shared drive:\n", "일부 협력사 EDI 파일 수신 실패. 공유 드라이브의 계정 시트:\n") + tbl
    return "markdown table of partner SFTP passwords", F(mc, "", L(lang, "Which partners moved to key auth?", "키 인증으로 바뀐 협력사가 어디인지?")), secs


@special(3)
def sp_split_pw(lang):
    pw = pw_lang(lang)
    u = pick(["svc_batch", "admin", "report", "ops"])
    host = pick(["10.0.4.12", "erp.acme.internal", "old-cms.acme.co.kr", "backoffice-stg.acme.dev"])
    if lang == "en":
        mc = "Account for %s is `%s`; no one had written down the password." % (host, u)
        le = "Password turned out to be %s (got it from %s)." % (pw, mate(lang))
        ask = "Can we move %s off password auth? Current one is %s" % (host, pw) if chance(0.4) else ""
    else:
        mc = "%s 계정은 `%s`인데 비밀번호를 적어둔 사람이 없었음." % (host, u)
        le = "비밀번호는 %s 였음 (%s한테 받음)." % (pw, mate(lang))
        ask = "%s 비밀번호 인증 말고 다른 방식으로 바꿀 수 있는지? 현재 값 %s" % (host, pw) if chance(0.4) else ""
    return "user in one field, password in another (repeated)", F(mc, le, ask), [pw]


@special(3)
def sp_internal_key(lang):
    k = pick([lambda: an(32), lambda: hx(40), lambda: "int_" + rs(B64U, 40), lambda: "acme_live_" + an(32), lambda: rs(B64, 43) + "="])()
    hdr = pick(["X-Internal-Auth", "X-Api-Key", "X-Service-Token", "X-Admin-Token"])
    r = variant("sp_internal_key", 3)
    if r == 0:
        block = "$ curl -H '%s: %s' http://%s.internal/admin/reindex" % (hdr, k, svc())
    elif r == 1:
        block = "%s WARN [%s] auth failed for upstream %s.internal header %s=%s" % (stamp(), svc(), svc(), hdr, k)
    else:
        block = "INTERNAL_API_KEY=%s  # shared by %s and %s" % (k, svc(), svc())
    kw = {"v": L(lang, "the internal admin API", "내부 admin API"), "s": svc(), "f": pick(FILES_ENV), "m": mate(lang), "n": "internal"}
    return "internal service API key (%s)" % hdr, compose_p(lang, fence(block, ""), kw, INFRA_POOLS), [k]


# ---------------------------------------------------------------- clean templates
CLEANS = []


def clean(weight=1, risky=True, publishable=False):
    def deco(fn):
        CLEANS.append((fn, weight, risky, publishable))
        return fn
    return deco


def acct_id():
    return digits(12)


PLACEHOLDERS = ["<your-key-here>", "REPLACE_ME", "xxxxxxxxxxxxxxxx", "changeme-in-vault", "${%s}", "[REDACTED]", "<redacted>", "****",
                "TODO", "your_api_key_here", "", "<set in 1password>", "dummy", "...", "<from-secret-manager>"]


def placeholder_for(env):
    p = pick(PLACEHOLDERS)
    if "%s" in p:
        return p % env
    return p


PREFIX_FAKE = [("STRIPE_SECRET_KEY", "sk_live_..."), ("OPENAI_API_KEY", "sk-..."), ("GITHUB_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxx"),
               ("ANTHROPIC_API_KEY", "sk-ant-..."), ("SLACK_BOT_TOKEN", "xoxb-..."), ("AWS_SECRET_ACCESS_KEY", "<secret>"),
               ("AWS_ACCESS_KEY_ID", "AKIA................"), ("HF_TOKEN", "hf_..."), ("NPM_TOKEN", "npm_XXXXXXXX"),
               ("SENDGRID_API_KEY", "SG.xxxxx.yyyyy"), ("DATABASE_URL", "postgres://user:password@localhost:5432/app"),
               ("TOSS_SECRET_KEY", "live_sk_XXXXXXXXXXXX"), ("KAKAO_ADMIN_KEY", "<admin-key>"), ("NAVER_CLIENT_SECRET", "<client-secret>")]


@clean(4)
def cl_placeholder_env(lang):
    k = rint(3, 6)
    items = sample(PREFIX_FAKE, k // 2 + 1)
    envs = [(e, val if chance(0.5) else placeholder_for(e)) for e, val in items]
    envs = mix(envs, rint(1, 3))
    body = "\n".join("%s=%s" % kv for kv in envs)
    f = pick(["`.env.example`", "`.env.sample`", "`config/.env.template`", "the README"])
    mc = L(lang, "Didn't know the app refuses to boot when a key is empty. %s has:\n" % f, "키 값이 비어 있으면 앱이 아예 안 뜬다는 걸 몰랐음. %s 내용:\n" % f) + fence(body, "")
    le = L(lang, "Copy the example file and fill values from the vault; the placeholders are not real keys.", "예시 파일을 복사한 뒤 vault에서 값을 채울 것. placeholder는 실제 키가 아님.")
    return "placeholder values in .env.example", F(mc, le, "")


@clean(4)
def cl_env_refs(lang):
    env = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DB_PASSWORD", "GITHUB_TOKEN", "JWT_SECRET", "KAKAO_ADMIN_KEY", "AWS_SECRET_ACCESS_KEY", "SLACK_SIGNING_SECRET"])
    r = variant("cl_env_refs", 7)
    code = [('api_key = os.environ["%s"]  # KeyError if missing' % env, "python"),
            ("const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (env, env), "ts"),
            ('key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("%s missing")\n}' % (env, env), "go"),
            ('String key = System.getenv("%s");' % env, "java"),
            ("key = ENV.fetch('%s')" % env, "ruby"),
            ("$key = getenv('%s') ?: throw new RuntimeException('missing');" % env, "php"),
            ('let key = std::env::var("%s").expect("%s must be set");' % (env, env), "rust")][r]
    mc = L(lang, "The worker crashed at startup in the new environment. The lookup:\n", "새 환경에서 worker가 기동 시 죽음. 값 읽는 부분:\n") + fence(code[0], code[1])
    le = L(lang, "%s is injected by the platform only in prod; export it yourself locally." % env, "%s는 prod에서만 플랫폼이 주입함. 로컬에서는 직접 export 해야 함." % env)
    return "env-var reference in code (%s)" % code[1], F(mc, le, L(lang, "Where do I get a dev value for %s?" % env, "%s 개발용 값은 어디서 받는지?" % env))


@clean(4)
def cl_ci_secret_refs(lang):
    r = variant("cl_ci_secret_refs", 4)
    if r == 0:
        body = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: ${{ env.AWS_ROLE_ARN }}\n      aws-region: %s" % (acct_id(), pick(REGIONS))
        cat = "GitHub Actions secrets.* references"
    elif r == 1:
        body = "deploy-%s:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY\n    - helm upgrade %s ./chart --set image.tag=$CI_COMMIT_SHORT_SHA" % (pick(["stg", "prod", "dev"]), svc())
        cat = "GitLab CI predefined variable references"
    elif r == 2:
        body = "withCredentials([string(credentialsId: '%s-sonar-token', variable: 'SONAR_TOKEN')]) {\n    sh './gradlew sonar -Dsonar.token=$SONAR_TOKEN -Dsonar.projectKey=%s'\n}" % ((svc(),) * 2)
        cat = "Jenkins withCredentials reference"
    else:
        body = "- task: AzureCLI@2\n  inputs:\n    azureSubscription: '%s-service-connection'\n    scriptType: bash\n    inlineScript: az acr login --name acme%s\n  env:\n    SYSTEM_ACCESSTOKEN: $(System.AccessToken)" % (pick(["prod", "stg"]), pick(["prod", "krc", "shared"]))
        cat = "Azure Pipelines $(System.AccessToken)"
    mc = L(lang, "Couldn't tell where the pipeline gets its credentials. It's all references:\n", "파이프라인이 자격 증명을 어디서 가져오는지 몰랐음. 전부 참조값임:\n") + fence(body, "yaml")
    return cat, F(mc, L(lang, "Secrets are configured in the CI settings UI, not in the repo.", "secret은 repo가 아니라 CI 설정 화면에서 관리됨."), "")


@clean(3)
def cl_k8s_refs(lang):
    s = svc()
    if chance(0.5):
        body = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-stripe\n        key: secret-key" % (s, s)
        cat = "k8s secretKeyRef"
    else:
        body = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: api-key\n      remoteRef:\n        key: prod/%s/api-key" % (s, s)
        cat = "ExternalSecret manifest"
    mc = L(lang, "Pod kept failing with CreateContainerConfigError; the manifest only references secrets:\n", "pod가 CreateContainerConfigError로 계속 실패. manifest는 secret을 참조만 함:\n") + fence(body, "yaml")
    le = L(lang, "The referenced Secret didn't exist in the new namespace.", "참조하는 Secret이 새 namespace에 없었던 것.")
    return cat, F(mc, le, "")


@clean(4)
def cl_secret_manager_refs(lang):
    reg = pick(REGIONS)
    r = variant("cl_secret_manager_refs", 6)
    if r == 0:
        ref = "arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (reg, acct_id(), svc(), an(6))
    elif r == 1:
        ref = "aws ssm get-parameter --name /prod/%s/STRIPE_SECRET_KEY --with-decryption --query Parameter.Value" % svc()
    elif r == 2:
        ref = "projects/%s/secrets/%s-api-key/versions/%d" % (digits(12), svc(), rint(1, 9))
    elif r == 3:
        ref = "op://Engineering/%s/credential" % pick(["Stripe Live", "Toss Payments", "PagerDuty API", "Kakao Admin"])
    elif r == 4:
        ref = "vault kv get -field=password secret/%s/postgres" % svc()
    else:
        ref = "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/%s-api-key/%s)" % (svc(), hx(32))
    mc = L(lang, "Took a while to find where the value actually lives. The reference is:\n", "실제 값이 어디 저장돼 있는지 찾는 데 오래 걸림. 참조 경로:\n") + ref
    le = L(lang, "Read access to that path needs the `%s-reader` role." % svc(), "그 경로 읽기 권한은 `%s-reader` role이 필요함." % svc())
    return "secret-manager reference (no value)", F(mc, le, L(lang, "Who approves access to the prod secret paths?", "prod secret 경로 접근 승인은 누가 하는지?") if chance(0.5) else "")


@clean(5)
def cl_hashes(lang):
    r = variant("cl_hashes", 7)
    if r == 0:
        body = "$ sha256sum dist/*.tar.gz\n%s  dist/%s-1.%d.%d.tar.gz\n%s  dist/%s-1.%d.%d-py3-none-any.whl" % (hx(64), svc(), rint(0, 9), rint(0, 20), hx(64), svc().replace("-", "_"), rint(0, 9), rint(0, 20))
        cat = "sha256sum output"
    elif r == 1:
        body = "image: ghcr.io/acme/%s@sha256:%s" % (svc(), hx(64))
        cat = "docker image digest"
    elif r == 2:
        body = "\n".join("%s %s" % (hx(7), pick(["fix: retry on 502 from PG", "chore: bump deps", "feat: add settlement export", "revert \"tune pool size\"", "test: stabilize flaky e2e"])) for _ in range(rint(3, 6)))
        cat = "git log --oneline SHAs"
    elif r == 3:
        pkg = pick(["lodash", "zod", "axios", "dayjs", "react-dom"])
        ver = "%d.%d.%d" % (rint(1, 5), rint(0, 20), rint(0, 9))
        body = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s=="\n}' % (pkg, ver, pkg, pkg.split("/")[-1], ver, rs(B64, 86))
        cat = "npm lockfile integrity"
    elif r == 4:
        body = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "cryptography", "pydantic"]), rint(1, 3), rint(0, 30), rint(0, 9), hx(64), hx(64))
        cat = "pip --hash pins"
    elif r == 5:
        body = "github.com/%s v%d.%d.%d h1:%s=\ngithub.com/%s v%d.%d.%d/go.mod h1:%s=" % ((pick(["go-redis/redis/v9", "jackc/pgx/v5"]),) + (rint(1, 9), rint(0, 20), rint(0, 9), rs(B64, 43)) + (pick(["spf13/cobra", "gin-gonic/gin"]),) + (rint(1, 9), rint(0, 20), rint(0, 9), rs(B64, 43)))
        cat = "go.sum h1 hashes"
    else:
        body = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), rint(10000, 90000000))
        cat = "git LFS pointer oid"
    mc = pick([L(lang, "Build reproducibility check failed; the pinned hashes in question:\n", "빌드 재현성 검사 실패. 문제가 된 고정 해시:\n"),
               L(lang, "Didn't know which artifact version prod actually runs. What I found:\n", "prod가 실제로 어떤 아티팩트 버전을 쓰는지 몰랐음. 확인한 내용:\n"),
               L(lang, "Rollback target for %s, pinned by digest/hash:\n" % svc(), "%s 롤백 대상 (digest/hash로 고정):\n" % svc())]) + fence(body, "")
    le = L(lang, "A hash mismatch means the artifact changed upstream, not that anything leaked.", "해시 불일치는 upstream 아티팩트가 바뀌었다는 뜻이지 유출과는 무관함.")
    return "hashes/digests: " + cat, F(mc, le, "")


@clean(5)
def cl_ids_logs(lang):
    r = variant("cl_ids_logs", 6)
    if r == 0:
        body = "HTTP/1.1 503 Service Unavailable\nx-amzn-RequestId: %s\nx-amz-apigw-id: %s=\nX-Amzn-Trace-Id: Root=1-%s-%s" % (uuid4(), rs(B64, 15), hx(8), hx(24))
        cat = "AWS request/trace ids"
    elif r == 1:
        body = "X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P%d\nX-Amz-Cf-Id: %s==" % (hx(32), rint(1, 4), rs(B64U, 54))
        cat = "CloudFront X-Amz-Cf-Id"
    elif r == 2:
        body = "traceparent: 00-%s-%s-01\ncf-ray: %s-ICN\nx-request-id: %s" % (hx(32), hx(16), hx(16), uuid4())
        cat = "traceparent / cf-ray / request id"
    elif r == 3:
        body = '{"level":"error","msg":"payment declined","request_id":"req_%s","idempotency_key":"%s","charge":"ch_%s","customer":"cus_%s"}' % (an(14), uuid4(), an(24), an(14))
        cat = "Stripe object/request ids"
    elif r == 4:
        body = "Sentry event %s (issue ACME-API-%s), trace_id=%s span_id=%s" % (hx(32), rs(ANU, 3), hx(32), hx(16))
        cat = "Sentry event/trace ids"
    else:
        body = "dd.trace_id=%s dd.span_id=%s dd.service=%s dd.env=prod" % (digits(19), digits(19), svc())
        cat = "Datadog trace ids"
    mc = pick([L(lang, "Support escalated a failed request; the identifiers from the logs:\n", "CS에서 실패한 요청을 에스컬레이션함. 로그의 식별자:\n"),
               L(lang, "Couldn't correlate the client error with server logs until I had these:\n", "아래 값들을 찾기 전까지 클라이언트 에러와 서버 로그를 연결하지 못했음:\n"),
               L(lang, "%s timed out for one customer; response headers/log line:\n" % svc(), "특정 고객에서만 %s 타임아웃. 응답 헤더/로그:\n" % svc())]) + fence(body, "")
    return "request/trace identifiers: " + cat, F(mc, L(lang, "Search by trace id first; request ids are per hop.", "trace id로 먼저 검색할 것. request id는 hop마다 다름."), "")


def ssh_pub():
    blob = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rand_bytes(32)).decode()
    return "ssh-ed25519 " + blob + " " + pick(["minji@macbook", "deploy@ci", "jenkins@build-01", "tom@thinkpad"])


@clean(5)
def cl_public_keys(lang):
    r = variant("cl_public_keys", 7)
    if r == 0:
        body = "\n".join(ssh_pub() for _ in range(rint(1, 3)))
        cat = "authorized_keys (public)"
    elif r == 1:
        body = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(base64.b64encode(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rand_bytes(64)).decode(), 64)) + "\n-----END PUBLIC KEY-----"
        cat = "PEM PUBLIC KEY block"
    elif r == 2:
        body = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH, 58), rs(BECH, 58))
        cat = ".sops.yaml age recipients (public)"
    elif r == 3:
        body = "[Peer]\n# office gateway\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % b64_bytes(32)
        cat = "WireGuard peer PublicKey only"
    elif r == 4:
        fp = " ".join(wrap(rs(HXU, 40), 4))
        body = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Acme Release Signing <release@acme.io>" % fp
        cat = "GPG public key fingerprint"
    elif r == 5:
        body = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (hx(16), rs(B64U, 342))
        cat = "JWKS public key"
    else:
        body = "The key fingerprint is:\nSHA256:%s deploy@ci\n%s ssh-ed25519 %s" % (rs(B64, 43), pick(["github.com", "gitlab.acme.internal", "[bastion.acme.io]:2222"]), base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rand_bytes(32)).decode())
        cat = "SSH fingerprint + known_hosts"
    mc = pick([L(lang, "Needed to add the new runner's key; these are the public parts only:\n", "새 runner 키를 등록해야 했음. 아래는 공개키 부분만:\n"),
               L(lang, "Host key verification failed after the bastion rebuild. Public material involved:\n", "bastion 재구축 후 host key 검증 실패. 관련된 공개 정보:\n"),
               L(lang, "To verify release signatures you need these (all public):\n", "릴리스 서명 검증에 필요한 값 (전부 공개 정보):\n")]) + fence(body, "")
    le = L(lang, "Public keys and fingerprints are safe to share; the private half never leaves the box.", "공개키와 fingerprint는 공유해도 됨. 개인키는 서버 밖으로 나가지 않음.")
    return "public key material: " + cat, F(mc, le, "")


@clean(2)
def cl_certificate(lang):
    der = bytes.fromhex("308201") + rand_bytes(rint(150, 220))
    body = "-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(base64.b64encode(der).decode(), 64)) + "\n-----END CERTIFICATE-----"
    mc = L(lang, "TLS to the partner failed with 'unable to get local issuer certificate'. Their intermediate CA (public):\n",
           "파트너 TLS 연결이 'unable to get local issuer certificate'로 실패. 상대 중간 CA 인증서 (공개):\n") + body
    return "X.509 CA certificate (public)", F(mc, L(lang, "Append it to the trust bundle, not to the client cert.", "client 인증서가 아니라 trust bundle에 추가할 것."), "")


@clean(3)
def cl_kubeconfig_exec(lang):
    body = "users:\n- name: eks-admin\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"%s\", \"--region\", \"%s\"]\nclusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com" % (
        pick(["prod-apne2", "stg"]), pick(REGIONS), b64_bytes(rint(40, 60)), rs(HXU, 32), pick(REGIONS))
    mc = L(lang, "kubectl said 'You must be logged in'. The kubeconfig uses the exec plugin, no static credentials:\n", "kubectl이 'You must be logged in' 오류. kubeconfig는 exec plugin 방식이라 고정 자격 증명이 없음:\n") + fence(body, "yaml")
    return "kubeconfig exec plugin + CA data (no credential)", F(mc, L(lang, "Run `aws sso login` first; the token is minted per call.", "먼저 `aws sso login` 할 것. 토큰은 호출마다 발급됨."), "")


@clean(3)
def cl_key_ids(lang):
    r = variant("cl_key_ids", 5)
    if r == 0:
        body = "KMS key: arn:aws:kms:%s:%s:key/%s (alias/%s-data)" % (pick(REGIONS), acct_id(), uuid4(), svc())
        cat = "AWS KMS key ARN"
    elif r == 1:
        body = 'JWT header: {"alg":"RS256","typ":"JWT","kid":"%s"}' % pick([hx(40), rs(B64U, 43), uuid4()])
        cat = "JWT kid"
    elif r == 2:
        body = "APNs: Key ID %s, Team ID %s, bundle kr.acme.%s (the .p8 itself is in the vault)" % (rs(ANU, 10), rs(ANU, 10), pick(["shop", "delivery", "wallet"]))
        cat = "APNs Key ID / Team ID"
    elif r == 3:
        body = "gpg: Signature made Tue 11 Mar 2025 10:02:11 KST\ngpg:                using EDDSA key %s\ngpg: Good signature from \"Release Bot <release@acme.io>\"" % rs(HXU, 40)
        cat = "GPG signing key id"
    else:
        body = "CloudFront public key id %s, key group %s" % ("K" + rs(ANU, 13), uuid4())
        cat = "CloudFront key pair id"
    mc = L(lang, "Needed to know which key signs what; identifiers only:\n", "어떤 키가 무엇을 서명하는지 알아야 했음. 식별자만 정리:\n") + body
    return "key identifiers (not keys): " + cat, F(mc, L(lang, "Key IDs are safe to log; they only name the key.", "key ID는 키 이름일 뿐이라 로그에 남겨도 됨."), "")


@clean(4)
def cl_account_ids(lang):
    r = variant("cl_account_ids", 8)
    if r == 0:
        body = "Google OAuth client ID: %s-%s.apps.googleusercontent.com (client secret stays in Secret Manager)" % (digits(12), rs(ANL, 32))
        cat = "Google OAuth client ID"
    elif r == 1:
        body = "GitHub App: app_id=%d, client_id=Iv23li%s, installation_id=%d" % (rint(100000, 999999), an(14), rint(10000000, 99999999))
        cat = "GitHub App ids"
    elif r == 2:
        body = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s  # federated credential, no secret" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/subscription/client ids"
    elif r == 3:
        body = "Twilio Account SID AC%s, Messaging Service MG%s" % (hx(32), hx(32))
        cat = "Twilio Account SID"
    elif r == 4:
        body = "Slack: team T%s, channel C%s (#deploys), bot user U%s" % (rs(ANU, 10), rs(ANU, 10), rs(ANU, 10))
        cat = "Slack team/channel/user ids"
    elif r == 5:
        body = "Cloudflare account_id = \"%s\"\nzone_id    = \"%s\"" % (hx(32), hx(32))
        cat = "Cloudflare account/zone ids"
    elif r == 6:
        body = "Stripe connected account acct_%s, price_%s, product prod_%s" % (an(16), an(24), an(14))
        cat = "Stripe acct/price/product ids"
    else:
        body = "aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/%s/%s\"\n}" % (rs(ANU, 17), pick(["minji.kim", "ci-session"]), acct_id(), acct_id(), pick(["AdministratorAccess", "DeployRole"]), pick(["minji.kim", "ci-session"]))
        cat = "sts get-caller-identity (AROA unique id)"
    mc = pick([L(lang, "Was missing the identifiers needed to configure the integration:\n", "연동 설정에 필요한 식별자를 몰랐음:\n"),
               L(lang, "Wrong tenant/account in the config; the correct identifiers are:\n", "설정에 tenant/account가 잘못 들어가 있었음. 올바른 식별자:\n"),
               L(lang, "For the %s integration ticket, these IDs (no secrets):\n" % svc(), "%s 연동 티켓용 ID 목록 (secret 아님):\n" % svc())]) + body
    return "account/client identifiers: " + cat, F(mc, "", L(lang, "Is there a central place listing these IDs?", "이 ID들을 정리한 곳이 있는지?") if chance(0.5) else "")


@clean(3)
def cl_base64_data(lang):
    r = variant("cl_base64_data", 5)
    if r == 0:
        cur = b64_of(json.dumps({"offset": rint(100, 9000), "sort": "created_at", "dir": "desc"}, separators=(",", ":")))
        body = "GET /v1/orders?limit=100&cursor=%s" % cur
        cat = "pagination cursor (base64 JSON)"
    elif r == 1:
        body = "binaryData:\n  logo.svg: %s" % b64_of('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><rect fill="#%s"/></svg>' % (rint(16, 64), rint(16, 64), hx(6)))
        cat = "ConfigMap binaryData (svg)"
    elif r == 2:
        body = "message key (base64): %s\nvalue: %s" % (b64_of("order-%d" % rint(100000, 999999)), b64_of(json.dumps({"status": "PAID", "amount": rint(1000, 99000), "currency": "KRW"})))
        cat = "Kafka message base64 payload"
    elif r == 3:
        body = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s=" % rs(B64, 12)
        cat = "data URI (tiny png)"
    else:
        body = "$ echo '%s' | base64 -d\n%s" % (b64_of('{"tenant":"%s","region":"%s"}' % (pick(["acme-kr", "acme-jp"]), pick(REGIONS))), '{"tenant":"..."}')
        cat = "base64 of tenant JSON"
    mc = L(lang, "The opaque-looking value in the request turned out to be plain base64 data:\n", "요청에 있던 알 수 없는 값은 그냥 base64 데이터였음:\n") + fence(body, "")
    return "base64 of non-secret data: " + cat, F(mc, L(lang, "Decode before assuming it's a token.", "토큰이라고 단정하기 전에 먼저 디코딩해볼 것."), "")


@clean(2)
def cl_jwt_claims(lang):
    claims = {"iss": "https://auth.acme.io", "sub": str(rint(1000, 99999)), "aud": pick(["admin-web", "mobile"]), "exp": ts(), "scope": "orders:read"}
    body = 'header:  {"alg":"RS256","kid":"%s"}\npayload: %s' % (hx(8), json.dumps(claims))
    mc = L(lang, "401s after the IdP migration; decoded claims of a rejected token (signature omitted):\n", "IdP 마이그레이션 후 401. 거부된 토큰의 디코딩된 claim (서명 제외):\n") + fence(body, "")
    return "decoded JWT claims without token", F(mc, L(lang, "The audience changed from admin-web to admin.", "audience가 admin-web에서 admin으로 바뀐 것."), "")


@clean(3)
def cl_versions(lang):
    r = variant("cl_versions", 4)
    if r == 0:
        body = "Server Version: v1.%d.%d-eks-%s\nKustomize Version: v5.%d.%d" % (rint(27, 31), rint(0, 9), hx(7), rint(0, 4), rint(0, 9))
    elif r == 1:
        body = "%s v%d.%d.%d-rc.%d+build.%s (commit %s, built 2025-%02d-%02dT%02d:%02d:00Z)" % (svc(), rint(1, 4), rint(0, 40), rint(0, 9), rint(1, 4), hx(7), hx(40), rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59))
    elif r == 2:
        body = "User-Agent: Mozilla/5.0 (Linux; Android 14; SM-S928N Build/UP1A.231005.007; wv) AppleWebKit/537.36 Chrome/126.0.6478.%d Mobile Safari/537.36 AcmeApp/%d.%d.%d" % (rint(60, 190), rint(3, 6), rint(0, 30), rint(0, 9))
    else:
        body = "versionName \"%d.%d.%d\"\nversionCode %d" % (rint(3, 6), rint(0, 30), rint(0, 9), rint(100000, 999999))
    mc = L(lang, "Bug only reproduces on one build; version info:\n", "특정 빌드에서만 재현됨. 버전 정보:\n") + fence(body, "")
    return "version/build strings", F(mc, "", "")


@clean(4)
def cl_long_ids(lang):
    r = variant("cl_long_ids", 7)
    if r == 0:
        body = "CONTAINER ID   IMAGE\n%s   acme/%s:%s" % (hx(12), svc(), hx(7)) + "\nfull id: " + hx(64)
        cat = "container ids"
    elif r == 1:
        body = "arn:aws:ecs:%s:%s:task/prod-cluster/%s" % (pick(REGIONS), acct_id(), hx(32))
        cat = "ECS task ARN"
    elif r == 2:
        body = "Lock Info:\n  ID:        %s\n  Path:      acme-tfstate/prod/network.tfstate\n  Operation: OperationTypeApply\n  Who:       ci@runner-%s" % (uuid4(), hx(8))
        cat = "Terraform state lock id"
    elif r == 3:
        body = "https://docs.google.com/spreadsheets/d/%s/edit#gid=%d" % ("1" + rs(B64U, 43), rint(0, 2000000000))
        cat = "Google Sheets document id"
    elif r == 4:
        body = "https://www.notion.so/acme/%s-%s" % (pick(["Settlement-runbook", "Onboarding", "Incident-2025-06"]), hx(32))
        cat = "Notion page id"
    elif r == 5:
        body = "https://www.figma.com/design/%s/Checkout-v3?node-id=%d-%d" % (an(22), rint(1, 3000), rint(1, 3000))
        cat = "Figma file key"
    else:
        body = "ami-%s, vol-%s, sg-%s, subnet-%s" % (hx(17), hx(17), hx(17), hx(17))
        cat = "EC2 resource ids"
    mc = pick([L(lang, "Context I was missing is all in these references:\n", "필요했던 맥락은 전부 아래 참조에 있음:\n"),
               L(lang, "The incident timeline points at this resource:\n", "장애 타임라인이 가리키는 리소스:\n"),
               L(lang, "Spent a while locating the right resource for %s:\n" % svc(), "%s에 해당하는 리소스를 찾는 데 한참 걸림:\n" % svc())]) + body
    return "long identifiers: " + cat, F(mc, "", "")


@clean(4)
def cl_password_policy(lang):
    n = rint(10, 16)
    t = pick([
        L(lang, "Password policy for the admin console: minimum %d characters, at least one digit and one symbol, no reuse of the last 5, expiry 90 days." % n,
          "admin 콘솔 비밀번호 정책: 최소 %d자, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일 만료." % n),
        L(lang, "The validator regex is `^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,}$`; QA asked why 'Password1!' passes." % n,
          "검증 regex는 `^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,}$` 임. QA가 'Password1!'가 왜 통과하냐고 물어봄." % n),
        L(lang, "We hash with argon2id (m=65536, t=3, p=%d); bcrypt cost 12 was too slow on the small pods." % rint(1, 4),
          "argon2id(m=65536, t=3, p=%d)로 해싱함. bcrypt cost 12는 작은 pod에서 너무 느렸음." % rint(1, 4)),
        L(lang, "KISA guideline: block sequential keys like qwerty/asdf and Korean-keyboard dictionary words; lock after %d failures." % rint(3, 10),
          "KISA 가이드: qwerty/asdf 같은 연속 키와 한글 자판 사전 단어는 막아야 함. %d회 실패 시 잠금." % rint(3, 10)),
    ])
    mc = L(lang, "Missing context about the password rules when fixing the signup form.\n", "회원가입 폼 수정하는데 비밀번호 규칙에 대한 맥락이 없었음.\n") + t
    le = L(lang, "Keep the policy in one module; frontend and backend had drifted.", "정책은 한 모듈에 둘 것. 프론트와 백엔드가 서로 달라져 있었음.")
    return "password policy discussion", F(mc, le, L(lang, "Does the policy apply to service accounts too?", "서비스 계정에도 이 정책이 적용되는지?") if chance(0.5) else "")


@clean(5)
def cl_p_flags(lang):
    cmds = ["docker run -d -p %d:%d --name %s acme/%s:latest" % (rint(3000, 9999), pick([80, 8080, 3000]), svc(), svc()),
            "ssh -p %d deploy@bastion.acme.io" % pick([2222, 2200, 22022]),
            "psql -h localhost -p %d -U postgres -d %s" % (pick([5433, 5434, 6432]), pick(DBNAMES)),
            "mkdir -p /var/lib/%s/cache && chown -R app:app /var/lib/%s" % (svc(), svc()),
            "git add -p src/",
            "kubectl port-forward svc/%s %d:80 -n staging" % (svc(), rint(8000, 9999)),
            "mysql -h 127.0.0.1 -P %d -u root -p\nEnter password:" % pick([3306, 3307, 13306]),
            "redis-cli -h cache.internal -p %d PING" % pick([6380, 6379, 16379]),
            "scp -P 2222 build.tar.gz deploy@10.0.3.14:/tmp/",
            "pytest -p no:cacheprovider -k settlement",
            "cp -p config.yaml config.yaml.bak",
            "iperf3 -c 10.0.0.5 -p 5201 -t 30",
            "helm install %s ./chart -n prod --create-namespace" % svc(),
            "ipmitool -I lanplus -H 10.10.0.7 -U ADMIN -E sensor list   # -E reads IPMI_PASSWORD from env"]
    chosen = sample(cmds, rint(2, 4))
    mc = L(lang, "Commands I needed but weren't in the README:\n", "README에 없어서 찾아야 했던 명령들:\n") + fence("\n".join("$ " + c for c in chosen), "sh")
    le = L(lang, "`-p` is the port for most of these (and `-P` for mysql/scp); mysql's bare `-p` only prompts.", "대부분 `-p`는 포트임 (mysql/scp는 `-P`). mysql의 값 없는 `-p`는 프롬프트만 띄움.")
    return "-p/-P flags that are ports or prompts", F(mc, le, "")


@clean(3)
def cl_fake_fixtures(lang):
    r = variant("cl_fake_fixtures", 4)
    if r == 0:
        body = "# tests/%s/conftest.env - AWS documentation example keys, used by moto\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nAWS_DEFAULT_REGION=%s" % (svc().replace("-", "_"), pick(REGIONS))
        cat = "AWS docs EXAMPLE keys in moto fixture"
    elif r == 1:
        body = "@pytest.fixture\ndef %s_client():\n    return ApiClient(api_key=\"test-api-key-not-real\", base_url=\"http://localhost:%d\")" % (svc().replace("-", "_"), rint(8000, 9999))
        cat = "pytest fixture fake api key"
    elif r == 2:
        body = "// src/%s/__tests__/checkout.test.ts\njest.mock('../stripe', () => ({\n  client: new FakeStripe({ apiKey: 'sk_test_fake_for_unit_tests' }),\n}));" % svc()
        cat = "jest mock with fake key"
    else:
        body = "-- db/seeds/%s.sql\nINSERT INTO users (id, email, password_hash) VALUES (%d, 'test%d@example.com', 'not-a-real-hash');" % (svc().replace("-", "_"), rint(1, 999), rint(1, 99))
        cat = "SQL seed with dummy hash"
    mc = L(lang, "Tests failed on CI only; the fixtures use obviously fake credentials:\n", "CI에서만 테스트 실패. fixture는 누가 봐도 가짜인 값을 씀:\n") + fence(body, "")
    return "obviously fake test fixture: " + cat, F(mc, L(lang, "The real failure was a missing network mock.", "실제 원인은 네트워크 mock 누락이었음."), "")


@clean(5)
def cl_masked(lang):
    r = variant("cl_masked", 7)
    if r == 0:
        body = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account acme-bot (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'"
        cat = "gh auth status masked token"
    elif r == 1:
        body = "$ aws configure list\n      Name                    Value             Type    Location\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file" % (rs(ANU, 4), rs(AN, 4))
        cat = "aws configure list masked"
    elif r == 2:
        body = "Authorization: Bearer [REDACTED]\nCookie: sessionid=<redacted>"
        cat = "redacted headers"
    elif r == 3:
        body = "OpenAI dashboard shows the key as sk-proj-...%s (created %s, last used today)" % (an(4), pick(["Mar 3", "Jun 11", "Sep 30"]))
        cat = "masked key with last 4"
    elif r == 4:
        body = "# terraform plan\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }"
        cat = "terraform (sensitive value)"
    elif r == 5:
        body = "$ kubectl describe secret %s-db\nName:         %s-db\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % ((svc(),) * 2 + (rint(12, 32), rint(4, 10)))
        cat = "kubectl describe secret (sizes only)"
    else:
        body = "$ echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u acme-bot --password-stdin\nLogin Succeeded"
        cat = "docker login --password-stdin"
    mc = pick([L(lang, "Checked which credential the tool was using; output (values masked by the tool):\n", "도구가 어떤 자격 증명을 쓰는지 확인함. 출력 (값은 도구가 마스킹함):\n"),
               L(lang, "Wasn't sure the deploy used the new credential. Evidence (nothing secret is printed):\n", "배포가 새 자격 증명을 쓰는지 확신이 없었음. 근거 (secret 값은 출력되지 않음):\n"),
               L(lang, "Auth debugging on %s, masked output:\n" % svc(), "%s 인증 디버깅, 마스킹된 출력:\n" % svc())]) + fence(body, "")
    return "masked/redacted output: " + cat, F(mc, "", "")


@clean(2)
def cl_detection_rules(lang):
    body = pick(["# .gitleaks.toml in %s\n[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\nkeywords = [\"ghp_\"]" % svc(),
                 "# %s/scrub.py\nSECRET_PATTERNS = [\n    r\"AKIA[0-9A-Z]{16}\"," % svc() + "\n    r\"xox[baprs]-[0-9A-Za-z-]{10,}\",\n    r\"sk_live_[0-9a-zA-Z]{24,}\",\n]",
                 "# %s/logging_utils.py\ndef mask(url):\n    return re.sub(r'(password=)[^&]+', r'\\1***', url)" % svc()])
    mc = L(lang, "The pre-commit secret scan blocked a commit; the relevant rule:\n", "pre-commit secret 스캔이 커밋을 막음. 해당 규칙:\n") + fence(body, "")
    return "secret-detection regex (patterns, no values)", F(mc, L(lang, "Add an allowlist entry instead of disabling the hook.", "hook을 끄지 말고 allowlist에 추가할 것."), "")


@clean(3)
def cl_rotation_talk(lang):
    v = pick(["Stripe", "Toss Payments", "Kakao", "GitHub", "Datadog", "SendGrid", "Twilio", "AWS"])
    mc = L(lang, "Rotated the %s credential after the offboarding. New value is in vault at `secret/%s/%s`; old one revoked at %02d:%02d KST." % (v, svc(), v.lower().replace(" ", "-"), rint(0, 23), rint(0, 59)),
           "퇴사자 처리 후 %s 자격 증명 로테이션함. 새 값은 vault `secret/%s/%s`에 있고 기존 값은 %02d:%02d KST에 폐기함." % (v, svc(), v.lower().replace(" ", "-"), rint(0, 23), rint(0, 59)))
    le = L(lang, "Restart order matters: workers first, then the API, or in-flight jobs fail.", "재시작 순서가 중요함: worker 먼저, 그다음 API. 아니면 진행 중 job이 실패함.")
    return "rotation discussion without values [%s]" % v, F(mc, le, L(lang, "Who else had the old %s key?" % v, "기존 %s 키를 가진 사람이 또 있는지?" % v))


@clean(2)
def cl_env_names(lang):
    names = sample(["AWS_REGION", "DATABASE_URL", "DB_PASSWORD", "GITHUB_TOKEN", "HOME", "JWT_SECRET", "KAKAO_ADMIN_KEY", "LANG", "NODE_ENV", "OPENAI_API_KEY", "PATH", "REDIS_URL", "SENTRY_DSN", "STRIPE_SECRET_KEY", "TZ"], rint(6, 10))
    names.sort()
    mc = L(lang, "Checked which variables the container actually gets (names only):\n", "컨테이너에 실제로 들어가는 변수 확인 (이름만):\n") + fence("$ env | cut -d= -f1 | sort\n" + "\n".join(names), "console")
    return "env var names only", F(mc, L(lang, "TOSS_SECRET_KEY was missing from the list.", "목록에 TOSS_SECRET_KEY가 빠져 있었음."), "")


@clean(3)
def cl_korean_numbers(lang):
    r = variant("cl_korean_numbers", 4)
    if r == 0:
        body = L(lang, "business registration no. %d-%02d-%05d, mail-order registration 2025-Seoul-Gangnam-%05d", "사업자등록번호 %d-%02d-%05d, 통신판매업 신고 제2025-서울강남-%05d호") % (rint(100, 999), rint(10, 99), rint(10000, 99999), rint(1, 9999))
    elif r == 1:
        body = L(lang, "order ORD-2025%02d%02d-%06d, tracking no. %s (CJ Logistics)", "주문번호 ORD-2025%02d%02d-%06d, 송장번호 %s (CJ대한통운)") % (rint(1, 11), rint(1, 28), rint(1, 999999), rs(DG, 12))
    elif r == 2:
        body = L(lang, "virtual account %s-%s-%s (deposit deadline 2025-%02d-%02d 23:59)", "가상계좌 %s-%s-%s (입금 기한 2025-%02d-%02d 23:59)") % (rs(DG, 3), rs(DG, 6), rs(DG, 5), rint(1, 12), rint(1, 28))
    else:
        body = L(lang, "PG transaction id (tid) %s, approval no. %s", "PG 거래번호(tid) %s, 승인번호 %s") % ("T" + hx(19).upper(), rs(DG, 8))
    mc = L(lang, "CS ticket about a missing refund; the identifiers involved:\n", "환불 누락 CS 티켓. 관련 식별자:\n") + body
    return "Korean business/order identifiers", F(mc, L(lang, "Look up by tid in the PG console, not by order number.", "PG 콘솔에서는 주문번호가 아니라 tid로 조회할 것."), "")


@clean(2)
def cl_kakao_keyhash(lang):
    kh = b64_bytes(20)
    sha1 = ":".join(wrap(rs(HXU, 40), 2))
    mc = L(lang, "Kakao login failed on the release build. Registered key hash vs the release signing cert:\n", "릴리스 빌드에서 카카오 로그인 실패. 등록된 키 해시와 릴리스 서명 인증서:\n") + \
        "key hash: %s\nSHA1: %s" % (kh, sha1)
    le = L(lang, "Key hashes are derived from the public signing cert; add the release one in the Kakao console.", "키 해시는 공개 서명 인증서에서 나온 값. 카카오 콘솔에 릴리스용을 추가할 것.")
    return "Kakao key hash / cert SHA1 fingerprint (public)", F(mc, le, "")


@clean(2)
def cl_url_no_password(lang):
    body = pick(["git@github.com:acme/%s.git" % svc(), "ssh://git@gitlab.acme.internal:2222/ops/%s.git" % svc(),
                 "postgres://%s@%s:5432/%s  (password via PGPASSWORD from vault)" % (pick(DBUSERS), pick(HOSTS).split(":")[0], pick(DBNAMES)),
                 "https://acme.atlassian.net/browse/OPS-%d?atlOrigin=%s" % (rint(100, 9999), rs(B64U, 40)),
                 "https://shop.acme.co.kr/?utm_source=google&gclid=%s" % ("Cj0KCQjw" + rs(B64U, 80))])
    mc = L(lang, "The link/remote that was missing from the task description:\n", "작업 설명에 빠져 있던 링크/remote:\n") + body
    return "URL without credentials (user only / tracking ids)", F(mc, "", "")


@clean(2)
def cl_webhook_signature_header(lang):
    body = "POST /webhooks/github HTTP/1.1\nX-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hx(64))
    mc = L(lang, "Webhook handler rejected a delivery; request headers (the HMAC of that one payload, not the secret):\n", "webhook 핸들러가 전달을 거부함. 요청 헤더 (해당 payload의 HMAC일 뿐 secret 아님):\n") + fence(body, "http")
    return "webhook signature header (HMAC output, not the secret)", F(mc, L(lang, "We compared against the raw body after JSON re-serialization; use the raw bytes.", "JSON 재직렬화한 body로 비교했었음. raw bytes로 비교할 것."), "")


PUBLISHABLE = [
    ("Stripe", lambda: "const stripe = await loadStripe('pk_live_51%s');" % an(97)),
    ("Toss Payments", lambda: "const tossPayments = await loadTossPayments('live_ck_%s');" % an(28)),
    ("Kakao", lambda: "<script>\n  Kakao.init('%s'); // JavaScript key\n</script>" % hx(32)),
    ("Supabase", lambda: "const supabase = createClient('https://%s.supabase.co', '%s') // anon key" % (rs(LO, 20), jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": 1712000000, "exp": 2027576000}))),
    ("Firebase", lambda: "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"acme-shop-kr.firebaseapp.com\",\n  projectId: \"acme-shop-kr\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), digits(12), hx(22))),
    ("Algolia", lambda: "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hx(32))),
    ("Mapbox", lambda: "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u_of(json.dumps({"u": "acme-maps", "a": "cl" + rs(ANL, 23)}, separators=(",", ":"))), rs(B64U, 22))),
    ("PostHog", lambda: "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43)),
    ("Google reCAPTCHA", lambda: "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38)),
    ("Clerk", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64_of("clerk.acme.io$").rstrip("=")),
    ("Sentry", lambda: "Sentry.init({ dsn: 'https://%s@o%s.ingest.us.sentry.io/%s', tracesSampleRate: 0.1 });" % (hx(32), digits(6), digits(7))),
    ("Razorpay", lambda: "const options = { key: 'rzp_live_%s', amount: %d, currency: 'INR' };" % (an(14), rint(100, 99999) * 100)),
    ("Adyen", lambda: "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(ANU, 32)),
    ("Braintree", lambda: "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ANL, 8), rs(ANL, 16))),
    ("LaunchDarkly", lambda: "const ldClient = LDClient.initialize('%s', { key: userId }); // client-side ID" % hx(24)),
    ("Mixpanel", lambda: "mixpanel.init('%s', { track_pageview: true });" % hx(32)),
    ("Paddle", lambda: "Paddle.Initialize({ token: 'live_%s' });" % hx(27)),
]


@clean(1, risky=True, publishable=True)
def cl_publishable(lang):
    name, fn = PUBLISHABLE[variant("publishable", len(PUBLISHABLE))]
    code = fn()
    mc = pick([L(lang, "The %s SDK failed to initialise on the new domain. Client-side init (this key is public by design):\n" % name,
                 "새 도메인에서 %s SDK 초기화 실패. 클라이언트 초기화 코드 (원래 공개용 키):\n" % name),
               L(lang, "Didn't know the web bundle talks to %s directly. The browser-side setup:\n" % name,
                 "웹 번들이 %s를 직접 호출한다는 걸 몰랐음. 브라우저 쪽 설정:\n" % name)]) + fence(code, pick(["js", "ts", "html"]))
    le = pick([L(lang, "The real problem was the CSP blocking the %s script, not the key." % name, "키 문제가 아니라 CSP가 %s 스크립트를 막고 있었음." % name),
               L(lang, "This %s key is meant to ship in the bundle; the server-side secret is a different value in the vault." % name,
                 "이 %s 키는 번들에 들어가도 되는 값임. 서버용 secret은 vault에 있는 별도 값." % name)])
    return "client-side publishable key (%s) [publishable]" % name, F(mc, le, "")


PLAIN = [
    ("flaky test: timezone",
     ("The settlement test fails between 00:00 and 09:00 KST because CI runs in UTC.", "Freeze time with an explicit tz in tests; don't rely on the runner's TZ.", "Should reports use KST or UTC boundaries?"),
     ("정산 테스트가 KST 00시~09시 사이에만 실패함. CI가 UTC로 돌기 때문.", "테스트에서는 tz를 명시해서 시간을 고정할 것. runner의 TZ에 의존하지 말 것.", "리포트 기준 시각을 KST로 할지 UTC로 할지?")),
    ("migration ordering",
     ("Two migrations from parallel branches both numbered {n}; the second silently skipped.", "Use timestamps for migration names and run `migrate --check` in CI.", ""),
     ("병렬 브랜치에서 만든 마이그레이션 두 개가 둘 다 {n}번이라 두 번째가 조용히 건너뛰어짐.", "마이그레이션 이름은 timestamp로 하고 CI에서 `migrate --check` 돌릴 것.", "")),
    ("npm lockfile drift",
     ("`npm ci` failed on CI because package-lock.json was generated with npm {v}.", "Pin the npm version in `engines` and `.nvmrc`.", "Which Node version is the team standard now?"),
     ("package-lock.json이 npm {v}로 생성돼서 CI의 `npm ci`가 실패함.", "`engines`와 `.nvmrc`에 npm 버전을 고정할 것.", "팀 표준 Node 버전이 지금 뭔지?")),
    ("OOMKilled",
     ("{s} pods were OOMKilled after the image upgrade; JVM ignored the container limit.", "Set -XX:MaxRAMPercentage=75 instead of a fixed -Xmx.", ""),
     ("이미지 업그레이드 후 {s} pod가 OOMKilled. JVM이 컨테이너 limit을 무시함.", "고정 -Xmx 대신 -XX:MaxRAMPercentage=75를 쓸 것.", "")),
    ("N+1 query",
     ("The order list endpoint did {n} queries per page; nobody mentioned the ORM lazy-loads items.", "Use select_related/prefetch and add a query-count assertion to the test.", ""),
     ("주문 목록 API가 페이지당 쿼리를 {n}번 날림. ORM이 item을 lazy-load 한다는 얘기가 없었음.", "select_related/prefetch를 쓰고 테스트에 쿼리 수 검증을 넣을 것.", "")),
    ("cron in UTC",
     ("The daily batch is scheduled `0 0 * * *` which is 09:00 KST, not midnight.", "Kubernetes CronJob supports `timeZone: Asia/Seoul` since 1.27; use it.", "Is it ok to move the batch to 01:00 KST?"),
     ("일 배치가 `0 0 * * *`로 되어 있어서 자정이 아니라 KST 09시에 돎.", "Kubernetes CronJob은 1.27부터 `timeZone: Asia/Seoul` 지원함. 그걸 쓸 것.", "배치를 KST 01시로 옮겨도 되는지?")),
    ("CORS preflight",
     ("Browser calls failed with CORS only for PUT; the gateway didn't answer OPTIONS.", "Add OPTIONS to the allowed methods on the gateway route, not in the app.", ""),
     ("PUT 요청만 CORS로 실패함. gateway가 OPTIONS에 응답을 안 했음.", "앱이 아니라 gateway 라우트에 OPTIONS를 허용할 것.", "")),
    ("Korean text truncation",
     ("Push titles were cut mid-syllable because the limit is in bytes, not characters.", "Truncate by grapheme and leave room for the ellipsis.", ""),
     ("푸시 제목이 글자 중간에서 잘림. 제한이 글자 수가 아니라 byte 기준이었음.", "grapheme 단위로 자르고 말줄임표 자리를 남길 것.", "")),
    ("EUC-KR CSV",
     ("The partner's settlement CSV is EUC-KR (CP949), so pandas read garbage.", "Read with encoding='cp949' and convert to UTF-8 at ingestion.", "Can the partner send UTF-8 instead?"),
     ("협력사 정산 CSV가 EUC-KR(CP949)이라 pandas가 깨진 글자를 읽음.", "encoding='cp949'로 읽고 수집 단계에서 UTF-8로 변환할 것.", "협력사가 UTF-8로 보내줄 수 있는지?")),
    ("KRW rounding",
     ("Refund amounts were off by 1 won; the discount was computed in float.", "Use integer won everywhere; KRW has no minor unit.", ""),
     ("환불 금액이 1원씩 틀림. 할인 계산을 float로 했기 때문.", "원 단위 정수로만 계산할 것. KRW는 소수 단위가 없음.", "")),
    ("holiday calendar",
     ("Settlement ran on Chuseok because the holiday table only had solar-calendar holidays.", "Load the public holiday API yearly; lunar holidays move.", "Who maintains the holiday table?"),
     ("추석에 정산이 돌아버림. 휴일 테이블에 양력 공휴일만 있었음.", "공휴일 API를 매년 받아올 것. 음력 공휴일은 날짜가 바뀜.", "휴일 테이블은 누가 관리하는지?")),
    ("retry storm",
     ("A 30s outage of the inventory API turned into {n}k retries per minute from {s}.", "Exponential backoff with jitter, and a circuit breaker at the client.", ""),
     ("재고 API 30초 장애가 {s}에서 분당 {n}000건 넘는 재시도로 번짐.", "jitter 있는 exponential backoff와 client 쪽 circuit breaker를 둘 것.", "")),
    ("missing index",
     ("`SELECT ... WHERE status = 'PENDING' ORDER BY created_at` took {n}s on the orders table.", "Add a composite index (status, created_at) and check EXPLAIN before merging.", ""),
     ("orders 테이블에서 `SELECT ... WHERE status = 'PENDING' ORDER BY created_at`가 {n}초 걸림.", "(status, created_at) 복합 인덱스를 추가하고 머지 전에 EXPLAIN 확인할 것.", "")),
    ("nori analyzer",
     ("Search for '아이폰' didn't match '아이폰15' because the index used the standard analyzer.", "Use the nori tokenizer with decompound_mode=mixed for product names.", ""),
     ("'아이폰' 검색이 '아이폰15'와 매칭이 안 됨. 인덱스가 standard analyzer를 쓰고 있었음.", "상품명에는 decompound_mode=mixed로 nori tokenizer를 쓸 것.", "")),
    ("phone number format",
     ("SMS failed for numbers stored as 010-XXXX-XXXX; the provider wants E.164 (+8210...).", "Normalize phone numbers at write time.", ""),
     ("010-XXXX-XXXX 형식으로 저장된 번호로 SMS 발송 실패. 업체는 E.164(+8210...) 형식을 요구함.", "전화번호는 저장 시점에 정규화할 것.", "")),
    ("release freeze",
     ("Didn't know there is a deploy freeze from the 25th to month-end for settlement.", "Check the release calendar before scheduling anything risky.", "Where is the freeze calendar published?"),
     ("정산 때문에 매월 25일부터 말일까지 배포 금지 기간이 있다는 걸 몰랐음.", "위험한 작업 잡기 전에 릴리스 캘린더부터 확인할 것.", "배포 금지 캘린더는 어디에 공지되는지?")),
    ("docker build cache",
     ("Builds took {n} minutes because COPY . . came before dependency install.", "Copy lockfiles first, install, then copy the source.", ""),
     ("COPY . . 가 의존성 설치보다 앞에 있어서 빌드가 {n}분 걸림.", "lockfile 먼저 복사해서 설치하고, 그다음 소스를 복사할 것.", "")),
    ("gateway timeout",
     ("The export endpoint returned 504 after 60s although the job finishes in {n}s.", "Make long exports async (202 + polling) instead of raising the timeout.", ""),
     ("export API가 {n}초면 끝나는데 60초 후 504가 남.", "타임아웃을 늘리지 말고 긴 export는 비동기(202 + polling)로 바꿀 것.", "")),
    ("log noise",
     ("{s} logs {n}k lines/min at INFO, mostly health checks, hiding the real errors.", "Drop health-check access logs at the ingress.", ""),
     ("{s}가 INFO로 분당 {n}000줄 넘게 찍는데 대부분 health check라 실제 에러가 묻힘.", "ingress에서 health check 접근 로그를 제외할 것.", "")),
    ("commit convention",
     ("PR was blocked because commit messages must follow Conventional Commits with a Jira key.", "Format: `fix(OPS-123): ...`; the commit-msg hook enforces it.", ""),
     ("커밋 메시지가 Jira 키 포함 Conventional Commits 형식이어야 해서 PR이 막힘.", "형식: `fix(OPS-123): ...`. commit-msg hook이 검사함.", "")),
    ("gradle AGP mismatch",
     ("Android build failed after bumping AGP to 8.{n}; Gradle wrapper was still 7.x.", "Upgrade the wrapper together with AGP (see the compatibility table).", ""),
     ("AGP를 8.{n}로 올린 뒤 안드로이드 빌드 실패. Gradle wrapper가 아직 7.x였음.", "AGP와 wrapper를 같이 올릴 것 (호환표 참고).", "")),
    ("pagination off-by-one",
     ("Page 2 repeated the last item of page 1 because the cursor used >= instead of >.", "Use a strict comparison and a tiebreaker column (id).", ""),
     ("cursor 비교가 > 가 아니라 >= 라서 2페이지 첫 항목이 1페이지 마지막과 중복됨.", "엄격 비교와 tiebreaker 컬럼(id)을 쓸 것.", "")),
    ("feature flag cleanup",
     ("Spent an hour on a code path guarded by a flag that has been 100% on for months.", "Delete flags after full rollout; keep a list in the flag service.", "Who owns flag cleanup?"),
     ("몇 달째 100% 켜져 있는 flag로 감싼 코드 경로에서 한 시간 헤맴.", "전체 적용 후에는 flag를 지울 것. flag 서비스에 목록을 관리할 것.", "flag 정리는 누가 담당하는지?")),
    ("image upload size",
     ("Uploads over 1 MB failed only in prod; nginx client_max_body_size defaults to 1m.", "Set client_max_body_size on the ingress annotation.", ""),
     ("1MB 넘는 업로드가 prod에서만 실패. nginx client_max_body_size 기본값이 1m임.", "ingress annotation에 client_max_body_size를 설정할 것.", "")),
    ("slow CI",
     ("The test suite takes {n} minutes; nobody mentioned it can be sharded.", "Use `pytest -n auto` locally and the 4-shard matrix in CI.", ""),
     ("테스트가 {n}분 걸림. 샤딩이 된다는 걸 아무도 말해주지 않았음.", "로컬은 `pytest -n auto`, CI는 4-shard matrix를 쓸 것.", "")),
]


@clean(1, risky=False)
def cl_plain(lang):
    cat, en, ko = PLAIN[variant("plain", len(PLAIN))]
    t = en if lang == "en" else ko
    kw = {"n": rint(3, 40), "s": svc(), "v": pick(["9", "10", "11"])}
    mc, le, ask = [x.format(**kw) for x in t]
    if chance(0.3):
        le = ""
    if chance(0.4):
        ask = ""
    return "plain note: " + cat, F(mc, le, ask)


@clean(3)
def cl_misc_risky(lang):
    r = variant("cl_misc_risky", 7)
    if r == 0:
        body = "$ aws s3api head-object --bucket acme-exports --key 2025/q3/orders.parquet\n{\n    \"ETag\": \"\\\"%s\\\"\",\n    \"VersionId\": \"%s\",\n    \"ContentLength\": %d\n}" % (hx(32), rs(B64U, 32), rint(10000, 99999999))
        cat = "S3 ETag / VersionId"
    elif r == 1:
        body = "GET /authorize?response_type=code&client_id=%s&code_challenge=%s&code_challenge_method=S256&state=%s" % (pick(["admin-web", "mobile-app"]), rs(B64U, 43), hx(16))
        cat = "OAuth PKCE code_challenge / state"
    elif r == 2:
        body = "usage: prompt_tokens=%d completion_tokens=%d total_tokens=%d (context window 128k)" % ((lambda a, b: (a, b, a + b))(rint(500, 9000), rint(50, 2000)))
        cat = "LLM token counts"
    elif r == 3:
        body = "spec:\n  tls:\n    - hosts: [api.acme.co.kr]\n      secretName: api-acme-tls\n  rules:\n    - host: api.acme.co.kr"
        cat = "ingress tls secretName reference"
    elif r == 4:
        body = "Cookie: _ga=GA1.1.%d.%d; _fbp=fb.1.%d.%d; ab_variant=B" % (rint(10**8, 10**9), ts(), ts() * 1000, rint(10**8, 10**9))
        cat = "analytics cookies only"
    elif r == 5:
        body = "inet 10.0.%d.%d/24 brd 10.0.%d.255\nlink/ether 02:%s\nroute: 172.16.0.0/12 via 10.0.0.1" % (rint(0, 9), rint(2, 250), rint(0, 9), ":".join(wrap(hx(10), 2)))
        cat = "IP/CIDR/MAC"
    else:
        body = "Outputs:\n\nalb_dns_name = \"%s-%s.%s.elb.amazonaws.com\"\ncluster_endpoint = \"https://%s.gr7.%s.eks.amazonaws.com\"\ndb_password = <sensitive>" % (svc(), digits(10), pick(REGIONS), rs(HXU, 32), pick(REGIONS))
        cat = "terraform outputs with <sensitive>"
    mc = pick([L(lang, "Context I had to dig out myself:\n", "직접 찾아봐야 했던 맥락:\n"),
               L(lang, "Relevant output while debugging %s:\n" % svc(), "%s 디버깅 중 확인한 출력:\n" % svc()),
               L(lang, "Nobody told me about this; found it in the logs:\n", "아무도 알려주지 않아서 로그에서 찾음:\n")]) + fence(body, "")
    return "risky-looking non-credential: " + cat, F(mc, "", "")


# ---------------------------------------------------------------- validation
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELD_ORDER = ["missing_context", "lesson", "ask_next_time"]


def has_hangul(s):
    return any("\uac00" <= ch <= "\ud7a3" for ch in s)


def hangul_count(s):
    return sum(1 for ch in s if "\uac00" <= ch <= "\ud7a3")


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def window_ok(fields, secrets):
    """no 8-char window of a secret occurs outside the occurrences of the secrets themselves"""
    for name in FIELD_ORDER:
        text = fields[name]
        spans = []
        for s in secrets:
            i = text.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = text.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                j = text.find(w)
                while j >= 0:
                    if not any(a <= j and j + 8 <= b for a, b in spans):
                        return False
                    j = text.find(w, j + 1)
    return True


def valid(lang, kind, fields, secrets):
    if not fields["missing_context"].strip():
        return False
    for name in FIELD_ORDER:
        if len(fields[name].encode("utf-8")) > LIMITS[name]:
            return False
    blob = "\n".join(fields[n] for n in FIELD_ORDER)
    if lang == "ko" and hangul_count(blob) < 8:
        return False
    if lang == "en" and hangul_count(blob) > 0.08 * len("".join(blob.split())):
        return False
    if kind == "clean":
        return secrets == []
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or s not in blob:
            return False
    return window_ok(fields, secrets)


def hard_assert(rec):
    f = rec["fields"]
    assert list(f.keys()) == FIELD_ORDER
    assert f["missing_context"].strip()
    for name in FIELD_ORDER:
        assert len(f[name].encode("utf-8")) <= LIMITS[name], (rec["id"], name)
    if rec["kind"] == "secret":
        blob = "\n".join(f[n] for n in FIELD_ORDER)
        assert rec["secrets"], rec["id"]
        for s in rec["secrets"]:
            assert len(s) >= 8, (rec["id"], s)
            assert s in blob, (rec["id"], s)
        assert window_ok(f, rec["secrets"]), rec["id"]
    else:
        assert rec["secrets"] == [], rec["id"]


# ---------------------------------------------------------------- assembly
N_SECRET = 350
N_CLEAN = 350
N_PUBLISHABLE = 30
N_PLAIN = 80


def weighted_fill(items, weights, n, must_each):
    """each item once (if must_each), the rest split in proportion to the weights
    (largest remainder, ties broken by the PRNG)"""
    jobs = list(items) if must_each else []
    extra = n - len(jobs)
    total = float(sum(weights))
    quotas = [extra * w / total for w in weights]
    counts = [int(q) for q in quotas]
    order = list(range(len(items)))
    R.shuffle(order)
    order.sort(key=lambda i: -(quotas[i] - counts[i]))
    for i in order[:extra - sum(counts)]:
        counts[i] += 1
    for it, c in zip(items, counts):
        jobs += [it] * c
    assert len(jobs) == n
    return jobs


N_VENDOR_SINGLE = 180
MULTI_GROUP = 3


def make(maker, lang, kind, tries=200):
    for _ in range(tries):
        res = maker(lang)
        if len(res) == 2:
            cat, fields = res
            secrets = []
        else:
            cat, fields, secrets = res
        secrets = uniq(secrets)
        if valid(lang, kind, fields, secrets):
            return cat, fields, secrets
    raise RuntimeError("could not build a valid note with %r (%s)" % (maker, lang))


def build():
    # --- secret jobs: every vendor name appears at least once: most in a note of their own,
    #     the rest inside multi-provider env notes; the remaining slots go to the special templates
    names = []
    for v in VENDORS:
        if v["name"] not in names:
            names.append(v["name"])
    R.shuffle(names)
    single, grouped = names[:N_VENDOR_SINGLE], names[N_VENDOR_SINGLE:]
    vendor_jobs = []
    for nm in single:
        spec = pick([v for v in VENDORS if v["name"] == nm])
        vendor_jobs.append((lambda lang, spec=spec: vendor_note(lang, spec)))
    for i in range(0, len(grouped), MULTI_GROUP):
        specs = [pick([v for v in VENDORS if v["name"] == nm]) for nm in grouped[i:i + MULTI_GROUP]]
        vendor_jobs.append((lambda lang, specs=specs: multi_env_note(lang, specs)))
    n_special = N_SECRET - len(vendor_jobs)
    assert n_special >= len(SPECIALS)
    sp_jobs = weighted_fill([fn for fn, w in SPECIALS], [w for fn, w in SPECIALS], n_special, True)
    secret_jobs = vendor_jobs + sp_jobs
    R.shuffle(secret_jobs)

    # --- clean jobs
    risky = [(fn, w) for fn, w, rk, pb in CLEANS if rk and not pb]
    publ = [fn for fn, w, rk, pb in CLEANS if pb]
    plain = [fn for fn, w, rk, pb in CLEANS if not rk]
    n_risky = N_CLEAN - N_PUBLISHABLE - N_PLAIN
    clean_jobs = weighted_fill([fn for fn, w in risky], [w for fn, w in risky], n_risky, True)
    clean_jobs += [publ[0]] * N_PUBLISHABLE + [plain[0]] * N_PLAIN
    R.shuffle(clean_jobs)

    def langs(n):
        n_ko = round(n * 0.4)
        ls = ["ko"] * n_ko + ["en"] * (n - n_ko)
        R.shuffle(ls)
        return ls

    recs = []
    seen_set_guard = {}
    for kind, jobs in (("secret", secret_jobs), ("clean", clean_jobs)):
        for job, lang in zip(jobs, langs(len(jobs))):
            for _ in range(50):
                cat, fields, secrets = make(job, lang, kind)
                key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
                if key not in seen_set_guard:
                    seen_set_guard[key] = True
                    break
            else:
                raise RuntimeError("duplicate note could not be avoided: " + cat)
            recs.append({"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets})
    R.shuffle(recs)
    out = []
    for i, r in enumerate(recs):
        rec = {"id": "dg%03d" % (i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": r["secrets"]}
        hard_assert(rec)
        out.append(rec)
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v51.jsonl"
    recs = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    n_sec = sum(1 for r in recs if r["kind"] == "secret")
    print("wrote %d notes (%d secret, %d clean) to %s" % (len(recs), n_sec, len(recs) - n_sec, path))


if __name__ == "__main__":
    main()
