#!/usr/bin/env python3
"""Blind evaluation set v52 for a credential-redaction filter.

Deterministic: one PRNG, random.Random(52_2026_1126), drives every choice.
No set iteration, no hash(), no time, no network.  Standard library only.
Output: blind_set_v52.jsonl next to this file (one JSON object per line).
"""
import base64
import hashlib
import json
import os
import string
import struct
import sys
import urllib.parse

import random

R = random.Random(52_2026_1126)

# ---------------------------------------------------------------------------
# primitives
# ---------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI                 # alnum, mixed case
ANU = UP + DI                     # upper alnum
ANL = LO + DI                     # lower alnum
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DI + "+/"
B64U = UP + LO + DI + "-_"
B32 = UP + "234567"
B32L = LO + "234567"


def rs(n, alpha=AN):
    """Random string of length n over alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def rs_mixed(n, alpha=AN):
    """Random string that contains at least one upper, lower and digit when the
    alphabet allows it (so tokens do not look like words by accident)."""
    while True:
        s = rs(n, alpha)
        ok = True
        if any(c in alpha for c in UP) and not any(c in UP for c in s):
            ok = False
        if any(c in alpha for c in LO) and not any(c in LO for c in s):
            ok = False
        if any(c in alpha for c in DI) and not any(c in DI for c in s):
            ok = False
        if ok or n < 6:
            return s


def hx(n):
    return rs(n, HEX)


def hxu(n):
    return rs(n, HEXU)


def digits(n, first_nonzero=True):
    s = rs(n, DI)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64bytes(n, urlsafe=False, pad=True):
    raw = rbytes(n)
    s = base64.urlsafe_b64encode(raw).decode() if urlsafe else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64of(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.b64encode(data).decode()


def b64url_of(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4():
    v = R.getrandbits(128)
    v &= ~(0xF000 << 64)
    v |= 0x4000 << 64
    v &= ~(0xC000 << 48)
    v |= 0x8000 << 48
    h = "%032x" % v
    return "%s-%s-%s-%s-%s" % (h[0:8], h[8:12], h[12:16], h[16:20], h[20:32])


def sha1hex():
    return hx(40)


def sha256hex():
    return hx(64)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    """Percent-encode for the userinfo part of a URL."""
    return urllib.parse.quote(s, safe="")


def fill(t, **kw):
    """Replace {name} placeholders; the snippet ('snip') is inserted last so
    that text inside a snippet is never re-substituted."""
    snip = kw.pop("snip", None)
    for k in kw:
        t = t.replace("{" + k + "}", kw[k])
    if snip is not None:
        t = t.replace("{snip}", snip)
    return t


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (
        R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59),
        R.randint(0, 59), R.randint(0, 999))


def ts_plain():
    return "2025-%02d-%02d %02d:%02d:%02d" % (
        R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def jwt_like(header, payload, sig_bytes=32):
    return b64url_of(json.dumps(header, separators=(",", ":"))) + "." + \
        b64url_of(json.dumps(payload, separators=(",", ":"))) + "." + \
        b64bytes(sig_bytes, urlsafe=True, pad=False)


# ---------------------------------------------------------------------------
# context pools (names of projects, people, files, hosts)
# ---------------------------------------------------------------------------
SERVICES = ["billing-api", "checkout-web", "order-worker", "notification-svc", "search-indexer",
            "auth-gateway", "settlement-batch", "admin-console", "media-uploader", "recommend-api",
            "payment-adapter", "crm-sync", "inventory-service", "report-cron", "chat-bot",
            "mobile-bff", "ledger-core", "coupon-engine", "delivery-tracker", "data-pipeline",
            "partner-portal", "ml-serving", "event-collector", "webhook-relay", "pricing-service"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "prod-kr", "stage-jp", "preprod"]
PEOPLE_EN = ["Dana", "Marco", "Priya", "Tom", "Aiko", "Lena", "Sam", "Jonas", "Wei", "Fatima",
             "Chris", "Noah", "Mia", "Olu", "Erik"]
PEOPLE_KO = ["민지 님", "서준 님", "지훈 님", "하은 님", "도윤 님", "수빈 님", "예린 님", "태현 님", "은비 님", "준호 님",
             "현우 님", "지수 님", "팀장님", "재민 님", "다은 님", "리드님"]
ORGS = ["acme", "hanbit", "nuri", "bluefin", "kite", "orbit", "mirae", "sora", "pinecrest", "daon"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "eu-west-1", "us-west-2"]
DOMAINS = ["acme.io", "hanbit.co.kr", "nuri.dev", "bluefin.app", "kite-labs.com", "orbit.kr",
           "mirae-tech.co.kr", "sora.jp", "daon.cloud"]
USERS = ["app", "svc_billing", "deploy", "admin", "readonly", "etl_user", "root", "ci-bot",
         "jenkins", "backup", "report_ro", "app_rw", "api_user", "ops"]


def svc():
    return pick(SERVICES)


def env_name():
    return pick(ENVS)


def person(lang):
    return pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)


def host(kind="db"):
    d = pick(DOMAINS)
    if kind == "redis":
        return pick(["redis", "cache-01", "redis-master", "valkey-0"]) + "." + pick(["internal", "svc.cluster.local", d])
    if kind == "db":
        return pick(["db", "pg-main", "mysql-01", "rds-prod", "maria-02", "db-replica"]) + "." + pick(["internal", "svc.cluster.local", d])
    return pick(["api", "app", "gw", "edge", "admin"]) + "." + d


def region():
    return pick(REGIONS)


def aws_account():
    return digits(12)


# ---------------------------------------------------------------------------
# vendor token shapes (from memory of each vendor's documented format; bodies random)
# items: list of (NAME, value, [secret substrings of value])
# ---------------------------------------------------------------------------
def S(name, value, secrets=None):
    return (name, value, [value] if secrets is None else secrets)


def N(name, value):
    return (name, value, [])


class Vendor:
    def __init__(self, name, region, domain, what, items, http=None, qparam=None):
        self.name = name            # vendor name, used in category "[Name]"
        self.region = region        # global / ko / cn / jp / eu
        self.domain = domain        # cloud / payments / ai / ...
        self.what = what            # short description of the credential
        self.items = items          # callable -> list of items
        self.http = http            # callable(items) -> (method, url, [headers]) or None
        self.qparam = qparam        # True when the secret travels in the URL


def _aws():
    return [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
            S("AWS_SECRET_ACCESS_KEY", rs_mixed(40, AN + "/+")),
            N("AWS_DEFAULT_REGION", region())]


def _aws_sts():
    tok = "IQoJb3JpZ2luX2Vj" + rs(8, AN) + "aCXVzLWVhc3QtMSJH" + rs(R.randint(260, 380), B64)
    return [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
            S("AWS_SECRET_ACCESS_KEY", rs_mixed(40, AN + "/+")),
            S("AWS_SESSION_TOKEN", tok)]


def _azure_storage():
    key = b64bytes(64)
    acct = "st" + pick(ORGS) + pick(["prod", "logs", "media", "backup"]) + digits(2)
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return [S("AZURE_STORAGE_CONNECTION_STRING", cs, [key])]


def _azure_sp():
    sec = rs(3, AN) + "8Q~" + rs_mixed(34, AN + "_.~-")
    return [N("AZURE_TENANT_ID", uuid4()), N("AZURE_CLIENT_ID", uuid4()), S("AZURE_CLIENT_SECRET", sec)]


def _azure_sb():
    key = b64bytes(32)
    ns = pick(ORGS) + "-" + pick(["events", "orders", "bus"])
    cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (ns, key)
    return [S("SERVICEBUS_CONNECTION", cs, [key])]


def _azure_cosmos():
    key = b64bytes(64)
    cs = "AccountEndpoint=https://%s-cosmos.documents.azure.com:443/;AccountKey=%s;" % (pick(ORGS), key)
    return [S("COSMOS_CONNECTION_STRING", cs, [key])]


def _edgegrid():
    return [N("host", "akab-" + rs(16, ANL) + "-" + rs(16, ANL) + ".luna.akamaiapis.net"),
            S("client_token", "akab-" + rs(16, ANL) + "-" + rs(16, ANL)),
            S("client_secret", b64bytes(32)),
            S("access_token", "akab-" + rs(16, ANL) + "-" + rs(16, ANL))]


def _gsa_like_items():
    return [S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs_mixed(28, B64U)),
            N("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(32, ANL) + ".apps.googleusercontent.com")]


def _bearer(url, prefix="Bearer "):
    return lambda it: ("GET", url, ["Authorization: " + prefix + it_secret(it, 0)])


def _hdr(url, name, method="GET"):
    return lambda it: (method, url, [name + ": " + it_secret(it, 0)])


def it_secret(items, k):
    """k-th secret substring across items."""
    out = []
    for _, _, ss in items:
        out.extend(ss)
    return out[k]


V = []


def vend(name, region, domain, what, items, http=None, qparam=None):
    V.append(Vendor(name, region, domain, what, items, http, qparam))


# --- global cloud / infra
vend("AWS", "global", "cloud", "access key pair", _aws)
vend("AWS", "global", "cloud", "STS session credentials", _aws_sts)
vend("Google Cloud", "global", "cloud", "OAuth client secret", _gsa_like_items)
vend("Google Cloud", "global", "cloud", "server-side API key",
     lambda: [S("GOOGLE_GEOCODING_API_KEY", "AIza" + rs_mixed(35, B64U))],
     lambda it: ("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam&key=" + it_secret(it, 0), []), True)
vend("Google Cloud", "global", "cloud", "OAuth refresh token",
     lambda: [N("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(32, ANL) + ".apps.googleusercontent.com"),
              S("GOOGLE_REFRESH_TOKEN", "1//0" + rs(1, "egc") + rs_mixed(98, B64U))])
vend("Google Cloud", "global", "cloud", "OAuth access token",
     lambda: [S("GCP_ACCESS_TOKEN", "ya29.a0" + rs_mixed(150, B64U))],
     _bearer("https://storage.googleapis.com/storage/v1/b?project=" + pick(ORGS) + "-prod"))
vend("Azure", "global", "cloud", "storage account key in connection string", _azure_storage)
vend("Azure", "global", "cloud", "Entra ID client secret", _azure_sp)
vend("Azure", "global", "cloud", "Service Bus SAS key", _azure_sb)
vend("Azure", "global", "cloud", "Cosmos DB account key", _azure_cosmos)
vend("Azure", "global", "ai", "Azure OpenAI api-key",
     lambda: [N("AZURE_OPENAI_ENDPOINT", "https://%s-aoai.openai.azure.com/" % pick(ORGS)), S("AZURE_OPENAI_API_KEY", hx(32))],
     _hdr("https://%s-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % pick(ORGS), "api-key", "POST"))
vend("Azure DevOps", "global", "ci", "personal access token",
     lambda: [S("AZURE_DEVOPS_PAT", rs(52, B32L))])
vend("DigitalOcean", "global", "cloud", "personal access token",
     lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))], _bearer("https://api.digitalocean.com/v2/droplets"))
vend("DigitalOcean", "global", "cloud", "Spaces access key pair",
     lambda: [S("SPACES_ACCESS_KEY_ID", "DO00" + rs(16, ANU)), S("SPACES_SECRET_ACCESS_KEY", rs_mixed(43, AN + "/+"))])
vend("Linode", "global", "cloud", "API token",
     lambda: [S("LINODE_TOKEN", hx(64))], _bearer("https://api.linode.com/v4/linode/instances"))
vend("Vultr", "global", "cloud", "API key", lambda: [S("VULTR_API_KEY", rs(36, ANU))],
     _bearer("https://api.vultr.com/v2/instances"))
vend("Hetzner", "eu", "cloud", "Cloud API token", lambda: [S("HCLOUD_TOKEN", rs_mixed(64, AN))],
     _bearer("https://api.hetzner.cloud/v1/servers"))
vend("Scaleway", "eu", "cloud", "access key + secret key",
     lambda: [S("SCW_ACCESS_KEY", "SCW" + rs(17, ANU)), S("SCW_SECRET_KEY", uuid4()),
              N("SCW_DEFAULT_PROJECT_ID", uuid4())])
vend("OVHcloud", "eu", "cloud", "application secret + consumer key",
     lambda: [N("OVH_ENDPOINT", "ovh-eu"), N("OVH_APPLICATION_KEY", rs(16, AN)),
              S("OVH_APPLICATION_SECRET", rs_mixed(32, AN)), S("OVH_CONSUMER_KEY", rs_mixed(32, AN))])
vend("IONOS", "eu", "cloud", "API token (JWT)",
     lambda: [S("IONOS_TOKEN", jwt_like({"typ": "JWT", "kid": uuid4(), "alg": "RS256"},
                                         {"iss": "ionoscloud", "iat": R.randint(1700000000, 1750000000),
                                          "identity": {"contractNumber": R.randint(30000000, 39999999)}}, 256))])
vend("Oracle Cloud", "global", "cloud", "auth token",
     lambda: [N("OCI_USER", "oracleidentitycloudservice/" + pick(USERS) + "@" + pick(DOMAINS)),
              S("OCI_AUTH_TOKEN", rs_mixed(20, AN + "()<>[]{}:;.#_-"))])
vend("IBM Cloud", "global", "cloud", "IAM API key", lambda: [S("IBMCLOUD_API_KEY", rs_mixed(44, B64U))])
vend("Cloudflare", "global", "cloud", "API token", lambda: [S("CLOUDFLARE_API_TOKEN", rs_mixed(40, B64U))],
     _bearer("https://api.cloudflare.com/client/v4/user/tokens/verify"))
vend("Cloudflare", "global", "cloud", "Global API key",
     lambda: [N("CF_API_EMAIL", "ops@" + pick(DOMAINS)), S("CF_API_KEY", hx(37))],
     _hdr("https://api.cloudflare.com/client/v4/zones", "X-Auth-Key"))
vend("Cloudflare", "global", "cloud", "R2 access key pair",
     lambda: [N("R2_ACCOUNT_ID", hx(32)), S("R2_ACCESS_KEY_ID", hx(32)), S("R2_SECRET_ACCESS_KEY", hx(64))])
vend("Backblaze", "global", "cloud", "B2 application key",
     lambda: [S("B2_APPLICATION_KEY_ID", "005" + hx(22)), S("B2_APPLICATION_KEY", "K005" + rs_mixed(27, AN + "/+"))])
vend("Wasabi", "global", "cloud", "access key pair",
     lambda: [S("WASABI_ACCESS_KEY", rs(20, ANU)), S("WASABI_SECRET_KEY", rs_mixed(40, AN))])
vend("MinIO", "global", "cloud", "access key pair",
     lambda: [N("MINIO_ENDPOINT", "http://minio.%s:9000" % pick(["internal", "infra.local"])),
              S("MINIO_ACCESS_KEY", rs(20, ANU)), S("MINIO_SECRET_KEY", rs_mixed(40, AN))])
vend("Fastly", "global", "cloud", "API token", lambda: [S("FASTLY_API_TOKEN", rs_mixed(32, B64U))],
     _hdr("https://api.fastly.com/service", "Fastly-Key"))
vend("Akamai", "global", "cloud", "EdgeGrid credentials", _edgegrid)
vend("Heroku", "global", "cloud", "API key (UUID-shaped)", lambda: [S("HEROKU_API_KEY", uuid4())],
     lambda it: ("GET", "https://api.heroku.com/apps", ["Accept: application/vnd.heroku+json; version=3",
                                                        "Authorization: Bearer " + it_secret(it, 0)]))
vend("Vercel", "global", "cloud", "access token", lambda: [S("VERCEL_TOKEN", rs_mixed(24, AN))],
     _bearer("https://api.vercel.com/v9/projects"))
vend("Netlify", "global", "cloud", "personal access token", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + rs_mixed(36, AN))])
vend("Fly.io", "global", "cloud", "deploy token",
     lambda: (lambda t: [S("FLY_API_TOKEN", "FlyV1 " + t, [t])])("fm2_" + rs_mixed(R.randint(180, 260), B64)))
vend("Render", "global", "cloud", "API key", lambda: [S("RENDER_API_KEY", "rnd_" + rs_mixed(32, AN))],
     _bearer("https://api.render.com/v1/services"))
vend("Railway", "global", "cloud", "project token (UUID-shaped)", lambda: [S("RAILWAY_TOKEN", uuid4())])
vend("Doppler", "global", "secrets", "service token", lambda: [S("DOPPLER_TOKEN", "dp.st.prd." + rs_mixed(43, AN))])
vend("HashiCorp Vault", "global", "secrets", "service token", lambda: [N("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS)),
                                                                   S("VAULT_TOKEN", "hvs." + rs_mixed(90, B64U))],
     _hdr("https://vault.internal:8200/v1/secret/data/app", "X-Vault-Token"))
vend("HashiCorp Vault", "global", "secrets", "unseal key", lambda: [S("Unseal Key 1", b64bytes(33)), S("Unseal Key 2", b64bytes(33))])
vend("Terraform Cloud", "global", "ci", "API token",
     lambda: [S("TFE_TOKEN", rs_mixed(14, AN) + ".atlasv1." + rs_mixed(67, AN))])
vend("Pulumi", "global", "ci", "access token", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))])
vend("Tailscale", "global", "cloud", "auth key", lambda: [S("TS_AUTHKEY", "tskey-auth-k" + rs(10, AN) + "CNTRL-" + rs_mixed(33, AN))])
vend("ngrok", "global", "cloud", "authtoken", lambda: [S("NGROK_AUTHTOKEN", "2" + rs_mixed(26, AN) + "_" + rs_mixed(21, AN))])
vend("1Password", "global", "secrets", "service account token",
     lambda: [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs_mixed(R.randint(240, 320), B64))])
vend("Bitwarden", "global", "secrets", "Secrets Manager access token",
     lambda: [S("BWS_ACCESS_TOKEN", "0." + uuid4() + "." + rs_mixed(30, AN) + ":" + b64bytes(16))])
vend("Infisical", "global", "secrets", "service token",
     lambda: [S("INFISICAL_TOKEN", "st." + uuid4() + "." + hx(32) + "." + hx(32))])
vend("Supabase", "global", "database", "service_role key",
     lambda: [N("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LO)),
              S("SUPABASE_SERVICE_ROLE_KEY", jwt_like({"alg": "HS256", "typ": "JWT"},
                                                       {"iss": "supabase", "ref": rs(20, LO), "role": "service_role",
                                                        "iat": R.randint(1690000000, 1740000000), "exp": R.randint(2000000000, 2060000000)}))])
vend("Supabase", "global", "database", "secret API key", lambda: [S("SUPABASE_SERVICE_KEY", "sb_secret_" + rs_mixed(31, B64U))])

# --- source control, CI/CD
vend("GitHub", "global", "ci", "classic personal access token", lambda: [S("GITHUB_TOKEN", "ghp_" + rs_mixed(36, AN))],
     _bearer("https://api.github.com/user/repos", "token "))
vend("GitHub", "global", "ci", "fine-grained personal access token",
     lambda: [S("GH_TOKEN", "github_pat_11" + rs(20, ANU) + "0" + rs(1, ANU) + "_" + rs_mixed(59, AN))],
     _bearer("https://api.github.com/repos/%s/%s/actions/runs" % (pick(ORGS), pick(SERVICES))))
vend("GitHub", "global", "ci", "OAuth access token", lambda: [S("GITHUB_OAUTH_TOKEN", "gho_" + rs_mixed(36, AN))])
vend("GitHub", "global", "ci", "App installation token", lambda: [S("INSTALLATION_TOKEN", "ghs_" + rs_mixed(36, AN))])
vend("GitHub", "global", "ci", "user-to-server + refresh token",
     lambda: [S("access_token", "ghu_" + rs_mixed(36, AN)), S("refresh_token", "ghr_" + rs_mixed(76, AN))])
vend("GitLab", "global", "ci", "personal access token", lambda: [S("GITLAB_TOKEN", "glpat-" + rs_mixed(20, B64U))],
     _hdr("https://gitlab.%s/api/v4/projects?membership=true" % pick(DOMAINS), "PRIVATE-TOKEN"))
vend("GitLab", "global", "ci", "deploy token", lambda: [N("DEPLOY_USER", "gitlab+deploy-token-" + digits(6)),
                                                       S("DEPLOY_TOKEN", "gldt-" + rs_mixed(20, B64U))])
vend("GitLab", "global", "ci", "runner authentication token", lambda: [S("RUNNER_TOKEN", "glrt-" + rs_mixed(20, B64U))])
vend("GitLab", "global", "ci", "pipeline trigger token", lambda: [S("TRIGGER_TOKEN", "glptt-" + hx(40))])
vend("Bitbucket", "global", "ci", "app password", lambda: [N("BITBUCKET_USER", pick(USERS)),
                                                          S("BITBUCKET_APP_PASSWORD", "ATBB" + rs_mixed(32, AN) + hxu(8))])
vend("Atlassian", "global", "saas", "API token (Jira/Confluence)",
     lambda: [N("JIRA_USER", pick(["dev", "ops", "qa"]) + "@" + pick(DOMAINS)),
              S("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs_mixed(170, B64U) + "=" + hxu(8))])
vend("CircleCI", "global", "ci", "personal API token", lambda: [S("CIRCLE_TOKEN", "CCIPAT_" + rs_mixed(22, AN) + "_" + hx(40))],
     _hdr("https://circleci.com/api/v2/me", "Circle-Token"))
vend("Buildkite", "global", "ci", "API access token", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))])
vend("Travis CI", "global", "ci", "API token", lambda: [S("TRAVIS_TOKEN", rs_mixed(22, B64U))],
     _bearer("https://api.travis-ci.com/repos", "token "))
vend("Jenkins", "global", "ci", "user API token", lambda: [N("JENKINS_USER", pick(USERS)), S("JENKINS_API_TOKEN", "11" + hx(32))])
vend("Docker Hub", "global", "registry", "personal access token", lambda: [N("DOCKERHUB_USERNAME", pick(ORGS) + "ci"),
                                                                         S("DOCKERHUB_TOKEN", "dckr_pat_" + rs_mixed(27, B64U))])
vend("JFrog", "global", "registry", "identity (reference) token",
     lambda: [S("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + rs_mixed(48, AN))])
vend("JFrog", "global", "registry", "Artifactory API key", lambda: [S("ARTIFACTORY_API_KEY", "AKCp" + rs_mixed(69, AN))],
     _hdr("https://%s.jfrog.io/artifactory/api/repositories" % pick(ORGS), "X-JFrog-Art-Api"))
vend("SonarQube", "global", "ci", "user token", lambda: [S("SONAR_TOKEN", "squ_" + hx(40))])
vend("Snyk", "global", "ci", "API token (UUID-shaped)", lambda: [S("SNYK_TOKEN", uuid4())])
vend("Codecov", "global", "ci", "upload token (UUID-shaped)", lambda: [S("CODECOV_TOKEN", uuid4())])
vend("Octopus Deploy", "global", "ci", "API key", lambda: [S("OCTOPUS_API_KEY", "API-" + rs(26, ANU))],
     _hdr("https://deploy.%s/api/projects" % pick(DOMAINS), "X-Octopus-ApiKey"))
vend("Postman", "global", "saas", "API key", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))],
     _hdr("https://api.getpostman.com/collections", "X-Api-Key"))
vend("Harness", "global", "ci", "personal access token",
     lambda: [S("HARNESS_API_KEY", "pat." + rs_mixed(22, AN) + "." + hx(24) + "." + rs_mixed(20, AN))])
vend("Sentry", "global", "observability", "org auth token", lambda: [S("SENTRY_AUTH_TOKEN", "sntrys_eyJpYXQiOj" + rs_mixed(R.randint(120, 160), B64U))])
vend("Sentry", "global", "observability", "user auth token", lambda: [S("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))],
     _bearer("https://sentry.io/api/0/projects/"))

# --- package registries
vend("npm", "global", "registry", "automation token", lambda: [S("NPM_TOKEN", "npm_" + rs_mixed(36, AN))])
vend("PyPI", "global", "registry", "API token", lambda: [N("TWINE_USERNAME", "__token__"),
                                                        S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs_mixed(R.randint(130, 170), B64U))])
vend("RubyGems", "global", "registry", "API key", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hx(48))])
vend("NuGet", "global", "registry", "API key", lambda: [S("NUGET_API_KEY", "oy2" + rs(43, ANL))])
vend("crates.io", "global", "registry", "API token", lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + rs_mixed(32, AN))])
vend("Clojars", "global", "registry", "deploy token", lambda: [N("LEIN_USERNAME", pick(USERS)), S("LEIN_PASSWORD", "CLOJARS_" + hx(60))])
vend("Hex.pm", "global", "registry", "API key", lambda: [S("HEX_API_KEY", hx(32))])
vend("Sonatype", "global", "registry", "Maven Central user token",
     lambda: [N("OSSRH_USERNAME", rs(8, AN)), S("OSSRH_PASSWORD", rs_mixed(44, AN + "/+"))])
vend("Gradle", "global", "registry", "Plugin Portal key + secret",
     lambda: [S("gradle.publish.key", rs_mixed(32, AN)), S("gradle.publish.secret", rs_mixed(32, AN))])
vend("Cloudsmith", "global", "registry", "API key", lambda: [S("CLOUDSMITH_API_KEY", hx(40))],
     _hdr("https://api.cloudsmith.io/v1/repos/", "X-Api-Key"))

# --- AI / ML
vend("OpenAI", "global", "ai", "project API key",
     lambda: [S("OPENAI_API_KEY", "sk-proj-" + rs_mixed(74, B64U) + "T3BlbkFJ" + rs_mixed(74, B64U))],
     lambda it: ("POST", "https://api.openai.com/v1/chat/completions", ["Authorization: Bearer " + it_secret(it, 0), "Content-Type: application/json"]))
vend("OpenAI", "global", "ai", "legacy user API key", lambda: [S("OPENAI_API_KEY", "sk-" + rs_mixed(20, AN) + "T3BlbkFJ" + rs_mixed(20, AN))],
     _bearer("https://api.openai.com/v1/models"))
vend("OpenAI", "global", "ai", "service account key",
     lambda: [S("OPENAI_API_KEY", "sk-svcacct-" + rs_mixed(74, B64U) + "T3BlbkFJ" + rs_mixed(74, B64U)), N("OPENAI_ORG_ID", "org-" + rs(24, AN))])
vend("OpenAI", "global", "ai", "admin key", lambda: [S("OPENAI_ADMIN_KEY", "sk-admin-" + rs_mixed(58, B64U) + "T3BlbkFJ" + rs_mixed(58, B64U))])
vend("Anthropic", "global", "ai", "API key", lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs_mixed(93, B64U) + "AA")],
     lambda it: ("POST", "https://api.anthropic.com/v1/messages", ["x-api-key: " + it_secret(it, 0), "anthropic-version: 2023-06-01"]))
vend("Anthropic", "global", "ai", "admin key", lambda: [S("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs_mixed(93, B64U) + "AA")])
vend("Hugging Face", "global", "ai", "user access token", lambda: [S("HF_TOKEN", "hf_" + rs_mixed(34, UP + LO))],
     _bearer("https://huggingface.co/api/whoami-v2"))
vend("Cohere", "global", "ai", "API key", lambda: [S("CO_API_KEY", rs_mixed(40, AN))], _bearer("https://api.cohere.com/v2/chat"))
vend("Replicate", "global", "ai", "API token", lambda: [S("REPLICATE_API_TOKEN", "r8_" + rs_mixed(37, AN))])
vend("Groq", "global", "ai", "API key", lambda: [S("GROQ_API_KEY", "gsk_" + rs_mixed(52, AN))],
     _bearer("https://api.groq.com/openai/v1/models"))
vend("Mistral AI", "eu", "ai", "API key", lambda: [S("MISTRAL_API_KEY", rs_mixed(32, AN))], _bearer("https://api.mistral.ai/v1/models"))
vend("Perplexity", "global", "ai", "API key", lambda: [S("PPLX_API_KEY", "pplx-" + rs_mixed(48, AN))])
vend("Together AI", "global", "ai", "API key", lambda: [S("TOGETHER_API_KEY", "tgp_v1_" + rs_mixed(43, B64U))])
vend("Fireworks AI", "global", "ai", "API key", lambda: [S("FIREWORKS_API_KEY", "fw_" + rs_mixed(24, AN))])
vend("xAI", "global", "ai", "API key", lambda: [S("XAI_API_KEY", "xai-" + rs_mixed(80, AN))], _bearer("https://api.x.ai/v1/models"))
vend("ElevenLabs", "global", "ai", "API key", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hx(48))],
     _hdr("https://api.elevenlabs.io/v1/voices", "xi-api-key"))
vend("Deepgram", "global", "ai", "API key", lambda: [S("DEEPGRAM_API_KEY", hx(40))],
     _bearer("https://api.deepgram.com/v1/listen?model=nova-2&language=ko", "Token "))
vend("AssemblyAI", "global", "ai", "API key", lambda: [S("ASSEMBLYAI_API_KEY", hx(32))],
     _hdr("https://api.assemblyai.com/v2/transcript", "authorization", "POST"))
vend("Pinecone", "global", "database", "API key", lambda: [S("PINECONE_API_KEY", "pcsk_" + rs_mixed(5, AN) + "_" + rs_mixed(62, AN))],
     _hdr("https://api.pinecone.io/indexes", "Api-Key"))
vend("LangSmith", "global", "ai", "personal API key", lambda: [N("LANGCHAIN_TRACING_V2", "true"),
                                                              S("LANGCHAIN_API_KEY", "lsv2_pt_" + hx(32) + "_" + hx(10))])
vend("Weights & Biases", "global", "ai", "API key", lambda: [S("WANDB_API_KEY", hx(40))])
vend("OpenRouter", "global", "ai", "API key", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))],
     _bearer("https://openrouter.ai/api/v1/chat/completions"))
vend("Voyage AI", "global", "ai", "API key", lambda: [S("VOYAGE_API_KEY", "pa-" + rs_mixed(43, B64U))])
vend("Cerebras", "global", "ai", "API key", lambda: [S("CEREBRAS_API_KEY", "csk-" + rs_mixed(48, ANL))])
vend("Langfuse", "eu", "ai", "secret key (with public key)",
     lambda: [N("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4()), S("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4()),
              N("LANGFUSE_HOST", "https://cloud.langfuse.com")])
vend("Modal", "global", "ai", "token id + secret",
     lambda: [S("MODAL_TOKEN_ID", "ak-" + rs_mixed(22, AN)), S("MODAL_TOKEN_SECRET", "as-" + rs_mixed(22, AN))])
vend("Stability AI", "global", "ai", "API key", lambda: [S("STABILITY_API_KEY", "sk-" + rs_mixed(48, AN))])
vend("Tavily", "global", "ai", "search API key", lambda: [S("TAVILY_API_KEY", "tvly-" + rs_mixed(32, AN))])
vend("SerpApi", "global", "ai", "API key", lambda: [S("SERPAPI_API_KEY", hx(64))],
     lambda it: ("GET", "https://serpapi.com/search.json?engine=google&q=kimchi&api_key=" + it_secret(it, 0), []), True)
vend("Jina AI", "eu", "ai", "API key", lambda: [S("JINA_API_KEY", "jina_" + rs_mixed(60, AN))], _bearer("https://r.jina.ai/https://example.com"))
vend("Aleph Alpha", "eu", "ai", "API token", lambda: [S("AA_TOKEN", jwt_like({"alg": "HS256", "typ": "JWT"},
                                                                              {"user_id": R.randint(1000, 99999), "token_id": R.randint(1000, 99999)}))])
vend("Upstage", "ko", "ai", "Solar API key", lambda: [S("UPSTAGE_API_KEY", "up_" + rs_mixed(29, AN))],
     _bearer("https://api.upstage.ai/v1/solar/chat/completions"))
vend("Naver Cloud", "ko", "ai", "CLOVA Studio API key", lambda: [S("CLOVASTUDIO_API_KEY", "nv-" + hx(32) + rs(4, AN))],
     _bearer("https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003"))
vend("DeepSeek", "cn", "ai", "API key", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hx(32))], _bearer("https://api.deepseek.com/chat/completions"))
vend("Moonshot AI", "cn", "ai", "Kimi API key", lambda: [S("MOONSHOT_API_KEY", "sk-" + rs_mixed(48, AN))])
vend("Zhipu AI", "cn", "ai", "GLM API key (id.secret)", lambda: [S("ZHIPUAI_API_KEY", hx(32) + "." + rs_mixed(16, AN))])
vend("Alibaba Cloud", "cn", "ai", "DashScope (Qwen) API key", lambda: [S("DASHSCOPE_API_KEY", "sk-" + hx(32))])
vend("SiliconFlow", "cn", "ai", "API key", lambda: [S("SILICONFLOW_API_KEY", "sk-" + rs(48, LO))])
vend("Baidu", "cn", "ai", "Qianfan API key + secret key",
     lambda: [S("QIANFAN_AK", rs_mixed(24, AN)), S("QIANFAN_SK", rs_mixed(32, AN))])
vend("iFlytek", "cn", "ai", "Spark APIKey + APISecret",
     lambda: [N("SPARK_APPID", hx(8)), S("SPARK_API_SECRET", rs_mixed(32, AN)), S("SPARK_API_KEY", hx(32))])
vend("MiniMax", "cn", "ai", "API key (JWT)",
     lambda: [N("MINIMAX_GROUP_ID", digits(19)),
              S("MINIMAX_API_KEY", jwt_like({"alg": "RS256", "sign_type": "SHA256"},
                                            {"GroupName": pick(ORGS), "UserName": pick(ORGS), "Mail": "", "CreateTime": ts_plain()}, 192))])
vend("Volcengine", "cn", "cloud", "AK/SK pair",
     lambda: [S("VOLC_ACCESSKEY", "AKLT" + rs_mixed(40, AN)), S("VOLC_SECRETKEY", b64bytes(45))])

# --- messaging / communication
def _slack_webhook():
    sec = rs_mixed(24, AN)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, ANU), rs(10, ANU), sec)
    return [S("SLACK_WEBHOOK_URL", url, [sec])]


def _discord_bot():
    uid = digits(18)
    tok = b64of(uid).rstrip("=") + "." + rs_mixed(6, B64U) + "." + rs_mixed(38, B64U)
    return [S("DISCORD_BOT_TOKEN", tok)]


def _discord_hook():
    sec = rs_mixed(68, B64U)
    return [S("DISCORD_WEBHOOK", "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec])]


def _teams_hook():
    h = hx(32)
    sig = "V2" + rs_mixed(43, B64U)
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (
        pick(ORGS), uuid4(), uuid4(), h, uuid4(), sig)
    return [S("TEAMS_WEBHOOK_URL", url, [h, sig])]


def _gchat_hook():
    key = "AIza" + rs_mixed(35, B64U)
    tok = rs_mixed(43, B64U)
    url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(7, AN), key, pct(tok + "="))
    return [S("GCHAT_WEBHOOK", url, [key, pct(tok + "=")])]


def _dingtalk():
    at = hx(64)
    sec = "SEC" + hx(64)
    return [S("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + at, [at]),
            S("DINGTALK_SECRET", sec)]


def _feishu():
    hook = uuid4()
    return [N("FEISHU_APP_ID", "cli_" + hx(16)), S("FEISHU_APP_SECRET", rs_mixed(32, AN)),
            S("FEISHU_BOT_WEBHOOK", "https://open.feishu.cn/open-apis/bot/v2/hook/" + hook, [hook])]


def _wecom():
    k = uuid4()
    return [N("WECOM_CORP_ID", "ww" + hx(16)), S("WECOM_CORP_SECRET", rs_mixed(43, B64U)),
            S("WECOM_ROBOT", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + k, [k])]


vend("Slack", "global", "messaging", "bot token", lambda: [S("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(12), digits(13), rs_mixed(24, AN)))],
     lambda it: ("POST", "https://slack.com/api/chat.postMessage", ["Authorization: Bearer " + it_secret(it, 0), "Content-type: application/json"]))
vend("Slack", "global", "messaging", "user token", lambda: [S("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(12), digits(13), digits(13), hx(32)))])
vend("Slack", "global", "messaging", "app-level token + signing secret",
     lambda: [S("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(10, ANU), digits(13), hx(64))), S("SLACK_SIGNING_SECRET", hx(32))])
vend("Slack", "global", "messaging", "incoming webhook URL", _slack_webhook, qparam=True)
vend("Discord", "global", "messaging", "bot token", _discord_bot, _bearer("https://discord.com/api/v10/users/@me", "Bot "))
vend("Discord", "global", "messaging", "webhook URL", _discord_hook, qparam=True)
vend("Telegram", "global", "messaging", "bot token", lambda: [S("TELEGRAM_BOT_TOKEN", digits(10) + ":AA" + rs_mixed(33, B64U))],
     lambda it: ("GET", "https://api.telegram.org/bot" + it_secret(it, 0) + "/getUpdates", []), True)
vend("Microsoft Teams", "global", "messaging", "incoming webhook URL", _teams_hook, qparam=True)
vend("Google Chat", "global", "messaging", "space webhook URL", _gchat_hook, qparam=True)
vend("Twilio", "global", "messaging", "auth token", lambda: [N("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32))])
vend("SendGrid", "global", "messaging", "API key", lambda: [S("SENDGRID_API_KEY", "SG." + rs_mixed(22, B64U) + "." + rs_mixed(43, B64U))],
     _bearer("https://api.sendgrid.com/v3/mail/send"))
vend("Mailgun", "global", "messaging", "API key", lambda: [S("MAILGUN_API_KEY", hx(32) + "-" + hx(8) + "-" + hx(8)), N("MAILGUN_DOMAIN", "mg." + pick(DOMAINS))])
vend("Mailgun", "global", "messaging", "legacy key- API key", lambda: [S("MAILGUN_API_KEY", "key-" + hx(32))])
vend("Mailchimp", "global", "messaging", "API key", lambda: [S("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randint(2, 21)))])
vend("Postmark", "global", "messaging", "server token (UUID-shaped)", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())],
     _hdr("https://api.postmarkapp.com/email", "X-Postmark-Server-Token", "POST"))
vend("Brevo", "eu", "messaging", "API v3 key", lambda: [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs_mixed(16, AN))],
     _hdr("https://api.brevo.com/v3/smtp/email", "api-key", "POST"))
vend("Brevo", "eu", "messaging", "SMTP key", lambda: [N("SMTP_USER", hx(6) + "001@smtp-brevo.com"), S("SMTP_PASS", "xsmtpsib-" + hx(64) + "-" + rs_mixed(16, AN))])
vend("Resend", "global", "messaging", "API key", lambda: [S("RESEND_API_KEY", "re_" + rs_mixed(8, AN) + "_" + rs_mixed(24, AN))],
     _bearer("https://api.resend.com/emails"))
vend("Mailjet", "eu", "messaging", "API key + secret key",
     lambda: [S("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))])
vend("Vonage", "eu", "messaging", "API secret", lambda: [N("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", rs_mixed(16, AN))])
vend("Infobip", "eu", "messaging", "API key", lambda: [S("INFOBIP_API_KEY", hx(32) + "-" + uuid4())],
     _bearer("https://%s.api.infobip.com/sms/2/text/advanced" % rs(6, ANL), "App "))
vend("MessageBird", "eu", "messaging", "live access key", lambda: [S("MESSAGEBIRD_ACCESS_KEY", rs_mixed(25, AN))],
     _bearer("https://rest.messagebird.com/messages", "AccessKey "))
vend("Pusher", "global", "messaging", "app secret", lambda: [N("PUSHER_APP_ID", digits(7)), N("PUSHER_KEY", hx(20)),
                                                            S("PUSHER_SECRET", hx(20)), N("PUSHER_CLUSTER", "ap3")])
vend("Ably", "eu", "messaging", "API key secret part",
     lambda: (lambda a, b: [S("ABLY_API_KEY", a + ":" + b, [b])])(rs(6, AN) + "." + rs(6, AN), rs_mixed(43, B64U)))
vend("Intercom", "global", "saas", "access token", lambda: [S("INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs_mixed(54, AN) + "=")],
     _bearer("https://api.intercom.io/contacts"))
vend("Zendesk", "global", "saas", "API token", lambda: [N("ZENDESK_EMAIL", "support@" + pick(DOMAINS) + "/token"), S("ZENDESK_API_TOKEN", rs_mixed(40, AN))])
vend("LINE", "jp", "messaging", "Messaging API channel secret + access token",
     lambda: [N("LINE_CHANNEL_ID", digits(10)), S("LINE_CHANNEL_SECRET", hx(32)),
              S("LINE_CHANNEL_ACCESS_TOKEN", rs_mixed(171, AN + "+/") + "=")])
vend("LINE", "jp", "messaging", "Notify token", lambda: [S("LINE_NOTIFY_TOKEN", rs_mixed(43, AN))],
     _bearer("https://notify-api.line.me/api/notify"))
vend("Chatwork", "jp", "messaging", "API token", lambda: [S("CHATWORK_API_TOKEN", hx(32))],
     _hdr("https://api.chatwork.com/v2/rooms", "X-ChatWorkToken"))
vend("DingTalk", "cn", "messaging", "robot access_token + sign secret", _dingtalk, qparam=True)
vend("Feishu", "cn", "messaging", "app secret + bot webhook", _feishu)
vend("WeCom", "cn", "messaging", "corp secret + robot key", _wecom)
vend("Zoom", "global", "messaging", "Server-to-Server OAuth client secret",
     lambda: [N("ZOOM_ACCOUNT_ID", rs(22, AN)), N("ZOOM_CLIENT_ID", rs(22, AN)), S("ZOOM_CLIENT_SECRET", rs_mixed(32, AN))])
vend("Agora", "global", "messaging", "app certificate", lambda: [N("AGORA_APP_ID", hx(32)), S("AGORA_APP_CERTIFICATE", hx(32))])
vend("Sendbird", "global", "messaging", "master API token", lambda: [N("SENDBIRD_APP_ID", uuid4().upper()), S("SENDBIRD_API_TOKEN", hx(40))],
     _hdr("https://api-%s.sendbird.com/v3/users" % uuid4().upper(), "Api-Token"))
vend("Mattermost", "global", "messaging", "incoming webhook URL",
     lambda: (lambda k: [S("MM_WEBHOOK", "https://chat.%s/hooks/%s" % (pick(DOMAINS), k), [k])])(rs(26, ANL)), qparam=True)

# --- observability
vend("Datadog", "global", "observability", "API key + application key",
     lambda: [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40)), N("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]))])
vend("Datadog", "global", "observability", "API key", lambda: [S("DD_API_KEY", hx(32))],
     _hdr("https://api.datadoghq.com/api/v1/validate", "DD-API-KEY"))
vend("New Relic", "global", "observability", "user API key", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + rs(27, ANU))],
     _hdr("https://api.newrelic.com/graphql", "API-Key", "POST"))
vend("New Relic", "global", "observability", "ingest license key", lambda: [S("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL")])
vend("Honeycomb", "global", "observability", "ingest key", lambda: [S("HONEYCOMB_API_KEY", "hcaik_01" + rs(24, ANL) + rs(34, ANL))],
     _hdr("https://api.honeycomb.io/1/events/%s" % pick(SERVICES), "X-Honeycomb-Team", "POST"))
vend("Grafana", "global", "observability", "service account token", lambda: [S("GRAFANA_TOKEN", "glsa_" + rs_mixed(32, AN) + "_" + hx(8))],
     _bearer("https://grafana.%s/api/dashboards/uid/%s" % (pick(DOMAINS), rs(9, AN))))
vend("Grafana Cloud", "global", "observability", "access policy token",
     lambda: [N("GRAFANA_CLOUD_INSTANCE_ID", digits(6)),
              S("GRAFANA_CLOUD_TOKEN", "glc_eyJvIjoi" + rs_mixed(R.randint(110, 140), B64) + "=")])
vend("Splunk", "global", "observability", "HEC token (UUID-shaped)", lambda: [S("SPLUNK_HEC_TOKEN", uuid4().upper())],
     _bearer("https://splunk.%s:8088/services/collector/event" % pick(DOMAINS), "Splunk "))
vend("Dynatrace", "eu", "observability", "API token",
     lambda: [S("DT_API_TOKEN", "dt0c01." + rs(24, ANU) + "." + rs(64, ANU))],
     _bearer("https://%s.live.dynatrace.com/api/v2/metrics/ingest" % rs(8, ANL), "Api-Token "))
vend("PagerDuty", "global", "observability", "Events v2 integration (routing) key", lambda: [S("PD_ROUTING_KEY", hx(32))])
vend("PagerDuty", "global", "observability", "REST API user token", lambda: [S("PAGERDUTY_TOKEN", "u+" + rs_mixed(18, B64U))],
     _bearer("https://api.pagerduty.com/incidents", "Token token="))
vend("Opsgenie", "global", "observability", "API key (UUID-shaped)", lambda: [S("OPSGENIE_API_KEY", uuid4())],
     _bearer("https://api.opsgenie.com/v2/alerts", "GenieKey "))
vend("Elastic", "eu", "observability", "API key (base64 id:key)",
     lambda: [S("ELASTIC_API_KEY", b64of(rs(20, AN) + ":" + rs(22, AN)))], _bearer("https://es.%s:9200/_cat/indices" % pick(DOMAINS), "ApiKey "))
vend("Elastic", "eu", "observability", "Elastic Cloud API key", lambda: [S("EC_API_KEY", "essu_" + rs_mixed(96, AN) + "==")])
vend("Logz.io", "global", "observability", "shipping token", lambda: [S("LOGZIO_TOKEN", rs(32, UP + LO))])
vend("Rollbar", "global", "observability", "post_server_item token", lambda: [S("ROLLBAR_ACCESS_TOKEN", hx(32))],
     _hdr("https://api.rollbar.com/api/1/item/", "X-Rollbar-Access-Token", "POST"))
vend("Axiom", "global", "observability", "API token", lambda: [S("AXIOM_TOKEN", "xaat-" + uuid4())])
vend("Better Stack", "eu", "observability", "source token", lambda: [S("LOGTAIL_SOURCE_TOKEN", rs_mixed(24, AN))],
     _bearer("https://in.logs.betterstack.com"))
vend("Coralogix", "global", "observability", "send-your-data key", lambda: [S("CORALOGIX_PRIVATE_KEY", "cxtp_" + rs_mixed(30, AN))])
vend("Mackerel", "jp", "observability", "API key", lambda: [S("MACKEREL_APIKEY", rs_mixed(44, AN))],
     _hdr("https://api.mackerelio.com/api/v0/hosts", "X-Api-Key"))

# --- databases & data platforms
vend("PlanetScale", "global", "database", "database password", lambda: [N("DATABASE_USERNAME", rs(12, ANL)), S("DATABASE_PASSWORD", "pscale_pw_" + rs_mixed(43, B64U))])
vend("PlanetScale", "global", "database", "service token", lambda: [N("PLANETSCALE_SERVICE_TOKEN_ID", rs(12, ANL)),
                                                                   S("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs_mixed(43, B64U))])
vend("Upstash", "global", "database", "Redis REST token",
     lambda: [N("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (pick(["apt", "fleet", "quick", "calm"]), pick(["lynx", "mole", "eagle", "koala"]), digits(5))),
              S("UPSTASH_REDIS_REST_TOKEN", "A" + rs(3, AN) + "AAIjcDE" + rs_mixed(R.randint(60, 80), B64U))])
vend("Turso", "global", "database", "database auth token (JWT)",
     lambda: [N("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (pick(SERVICES), pick(ORGS))),
              S("TURSO_AUTH_TOKEN", jwt_like({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": R.randint(1700000000, 1750000000), "id": uuid4()}, 64))])
vend("Fauna", "global", "database", "secret", lambda: [S("FAUNA_SECRET", "fnA" + rs_mixed(37, B64U))])
vend("Databricks", "global", "database", "personal access token",
     lambda: [N("DATABRICKS_HOST", "https://adb-%s.%s.azuredatabricks.net" % (digits(16), R.randint(1, 19))), S("DATABRICKS_TOKEN", "dapi" + hx(32))])
vend("ClickHouse Cloud", "global", "database", "API key id + secret",
     lambda: [S("CLICKHOUSE_KEY_ID", rs_mixed(20, AN)), S("CLICKHOUSE_KEY_SECRET", "4b1d" + rs_mixed(38, AN))])
vend("MotherDuck", "global", "database", "service token (JWT)",
     lambda: [S("motherduck_token", jwt_like({"alg": "HS256", "typ": "JWT"}, {"session": pick(USERS) + ".motherduck", "email": "data@" + pick(DOMAINS),
                                                                              "userId": uuid4(), "iat": R.randint(1700000000, 1750000000), "iss": "md_pat"}))])
vend("Firebase", "global", "database", "Realtime Database legacy secret", lambda: [N("FIREBASE_DB_URL", "https://%s-default-rtdb.firebaseio.com" % pick(SERVICES)),
                                                                               S("FIREBASE_DATABASE_SECRET", rs_mixed(40, AN))],
     lambda it: ("GET", "https://%s-default-rtdb.asia-southeast1.firebasedatabase.app/users.json?auth=%s" % (pick(SERVICES), it_secret(it, 0)), []), True)
vend("Convex", "global", "database", "deploy key",
     lambda: [S("CONVEX_DEPLOY_KEY", "prod:%s-%s-%s|eyJ2MiI6I" % (pick(["happy", "bold", "quiet", "rapid"]), pick(["otter", "heron", "panda"]), digits(3)) + rs_mixed(90, B64U))])
vend("Xata", "global", "database", "API key", lambda: [S("XATA_API_KEY", "xau_" + rs_mixed(36, AN))])
vend("Neon", "global", "database", "API key", lambda: [S("NEON_API_KEY", "napi_" + rs(64, ANL))],
     _bearer("https://console.neon.tech/api/v2/projects"))
vend("Algolia", "eu", "database", "admin API key", lambda: [N("ALGOLIA_APP_ID", rs(10, ANU)), S("ALGOLIA_ADMIN_KEY", hx(32))],
     lambda it: ("GET", "https://%s-dsn.algolia.net/1/indexes" % it[0][1], ["X-Algolia-API-Key: " + it_secret(it, 0), "X-Algolia-Application-Id: " + it[0][1]]))

# --- payments & commerce
vend("Stripe", "global", "payments", "live secret key", lambda: [S("STRIPE_SECRET_KEY", "sk_live_51" + rs_mixed(97, AN))],
     lambda it: ("GET", "https://api.stripe.com/v1/charges?limit=3", ["Authorization: Bearer " + it_secret(it, 0)]))
vend("Stripe", "global", "payments", "restricted key", lambda: [S("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs_mixed(97, AN))])
vend("Stripe", "global", "payments", "webhook signing secret", lambda: [S("STRIPE_WEBHOOK_SECRET", "whsec_" + rs_mixed(32, AN))])
vend("Stripe", "global", "payments", "test-mode secret key", lambda: [S("STRIPE_SECRET_KEY", "sk_test_51" + rs_mixed(97, AN))])
vend("Braintree", "global", "payments", "PayPal/Braintree access token",
     lambda: [S("BRAINTREE_TOKEN", "access_token$production$" + rs(16, ANL) + "$" + hx(32))])
vend("Braintree", "global", "payments", "merchant private key",
     lambda: [N("BT_MERCHANT_ID", rs(16, ANL)), N("BT_PUBLIC_KEY", rs(16, ANL)), S("BT_PRIVATE_KEY", hx(32))])
vend("PayPal", "global", "payments", "REST client secret",
     lambda: [N("PAYPAL_CLIENT_ID", "A" + rs_mixed(79, B64U)), S("PAYPAL_CLIENT_SECRET", "E" + rs_mixed(79, B64U))])
vend("Square", "global", "payments", "production access token", lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs_mixed(60, B64U))],
     _bearer("https://connect.squareup.com/v2/locations"))
vend("Square", "global", "payments", "OAuth application secret", lambda: [N("SQUARE_APP_ID", "sq0idp-" + rs(22, B64U)), S("SQUARE_APP_SECRET", "sq0csp-" + rs_mixed(43, B64U))])
vend("Adyen", "eu", "payments", "API key + HMAC key",
     lambda: [S("ADYEN_API_KEY", "AQE" + rs_mixed(R.randint(110, 130), AN + "+/") + "=="), S("ADYEN_HMAC_KEY", hxu(64)), N("ADYEN_MERCHANT_ACCOUNT", pick(ORGS).capitalize() + "ECOM")])
vend("Razorpay", "global", "payments", "key secret", lambda: [N("RAZORPAY_KEY_ID", "rzp_live_" + rs(14, AN)), S("RAZORPAY_KEY_SECRET", rs_mixed(24, AN))])
vend("Paystack", "global", "payments", "live secret key", lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))],
     _bearer("https://api.paystack.co/transaction/verify/ref_" + rs(10, ANL)))
vend("Flutterwave", "global", "payments", "secret key", lambda: [S("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X")])
vend("Mollie", "eu", "payments", "live API key", lambda: [S("MOLLIE_API_KEY", "live_" + rs_mixed(30, AN))],
     _bearer("https://api.mollie.com/v2/payments"))
vend("GoCardless", "eu", "payments", "live access token", lambda: [S("GOCARDLESS_ACCESS_TOKEN", "live_" + rs_mixed(40, B64U))])
vend("SumUp", "eu", "payments", "secret API key", lambda: [S("SUMUP_API_KEY", "sup_sk_" + rs_mixed(32, AN))])
vend("Shopify", "global", "payments", "Admin API access token", lambda: [N("SHOPIFY_SHOP", pick(ORGS) + "-store.myshopify.com"), S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hx(32))],
     _hdr("https://%s-store.myshopify.com/admin/api/2024-07/orders.json" % pick(ORGS), "X-Shopify-Access-Token"))
vend("Shopify", "global", "payments", "app shared secret", lambda: [N("SHOPIFY_API_KEY", hx(32)), S("SHOPIFY_API_SECRET", "shpss_" + hx(32))])
vend("Plaid", "global", "payments", "secret", lambda: [N("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30)), N("PLAID_ENV", "production")])
vend("Paddle", "eu", "payments", "API key", lambda: [S("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(24, ANL) + "_" + rs_mixed(22, AN) + "_" + rs(3, AN))])
vend("Coinbase", "global", "payments", "Commerce API key (UUID-shaped)", lambda: [S("COINBASE_COMMERCE_API_KEY", uuid4())],
     _hdr("https://api.commerce.coinbase.com/charges", "X-CC-Api-Key"))
vend("Binance", "global", "payments", "API key + secret", lambda: [S("BINANCE_API_KEY", rs_mixed(64, AN)), S("BINANCE_API_SECRET", rs_mixed(64, AN))])
vend("EasyPost", "global", "commerce", "production API key", lambda: [S("EASYPOST_API_KEY", "EZAK" + hx(54))])
vend("Shippo", "global", "commerce", "live token", lambda: [S("SHIPPO_TOKEN", "shippo_live_" + hx(40))],
     _bearer("https://api.goshippo.com/shipments/", "ShippoToken "))
vend("Lemon Squeezy", "global", "payments", "API key (JWT)",
     lambda: [S("LEMONSQUEEZY_API_KEY", jwt_like({"typ": "JWT", "alg": "RS256"}, {"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": hx(80), "iat": R.randint(1700000000, 1750000000), "sub": str(R.randint(100000, 999999))}, 256))])

# --- Korean vendors
vend("Toss Payments", "ko", "payments", "live secret key", lambda: [S("TOSS_SECRET_KEY", "live_sk_" + rs_mixed(28, AN))],
     lambda it: ("POST", "https://api.tosspayments.com/v1/payments/confirm",
                 ["Authorization: Basic " + b64of(it_secret(it, 0) + ":"), "Content-Type: application/json"]))
vend("Toss Payments", "ko", "payments", "test secret key (still a secret)", lambda: [S("TOSS_SECRET_KEY", "test_sk_" + rs_mixed(28, AN))])
vend("Toss Payments", "ko", "payments", "payment widget secret key", lambda: [S("TOSS_WIDGET_SECRET_KEY", "live_gsk_" + rs_mixed(28, AN))])
vend("PortOne", "ko", "payments", "V1 REST API key + secret",
     lambda: [S("IMP_KEY", digits(16)), S("IMP_SECRET", rs_mixed(80, AN)), N("IMP_CODE", "imp" + digits(8))])
vend("PortOne", "ko", "payments", "V2 API secret", lambda: [N("PORTONE_STORE_ID", "store-" + uuid4()), S("PORTONE_API_SECRET", rs_mixed(80, AN))],
     lambda it: ("GET", "https://api.portone.io/payments/" + uuid4(), ["Authorization: PortOne " + it_secret(it, 0)]))
vend("NICEPAY", "ko", "payments", "merchant key", lambda: [N("NICEPAY_MID", "nicepay" + digits(3) + "m"), S("NICEPAY_MERCHANT_KEY", b64bytes(64))])
vend("KakaoPay", "ko", "payments", "secret key", lambda: [N("KAKAOPAY_CID", "TC0ONETIME"), S("KAKAOPAY_SECRET_KEY", "DEV" + hxu(37))],
     lambda it: ("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", ["Authorization: SECRET_KEY " + it_secret(it, 0)]))
vend("Kakao", "ko", "messaging", "REST API key", lambda: [S("KAKAO_REST_API_KEY", hx(32))],
     _bearer("https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", "KakaoAK "))
vend("Kakao", "ko", "messaging", "Admin key", lambda: [S("KAKAO_ADMIN_KEY", hx(32))],
     _bearer("https://kapi.kakao.com/v1/user/ids", "KakaoAK "))
vend("Kakao", "ko", "messaging", "login client secret", lambda: [N("KAKAO_REDIRECT_URI", "https://%s/oauth/kakao/callback" % host("app")), S("KAKAO_CLIENT_SECRET", rs_mixed(32, AN))])
vend("Naver", "ko", "saas", "Developers client secret (10 chars)",
     lambda: [N("NAVER_CLIENT_ID", rs_mixed(20, AN)), S("NAVER_CLIENT_SECRET", rs_mixed(10, AN))],
     lambda it: ("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91",
                 ["X-Naver-Client-Id: " + it[0][1], "X-Naver-Client-Secret: " + it_secret(it, 0)]))
vend("Naver Cloud", "ko", "cloud", "access key + secret key",
     lambda: [S("NCP_ACCESS_KEY", rs(20, ANU)), S("NCP_SECRET_KEY", rs_mixed(40, AN))])
vend("Naver Cloud", "ko", "cloud", "Maps API key (server-side)",
     lambda: [N("NCP_APIGW_API_KEY_ID", rs(10, ANL)), S("NCP_APIGW_API_KEY", rs_mixed(40, AN))],
     lambda it: ("GET", "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%EB%B6%84%EB%8B%B9",
                 ["X-NCP-APIGW-API-KEY-ID: " + it[0][1], "X-NCP-APIGW-API-KEY: " + it_secret(it, 0)]))
vend("NHN Cloud", "ko", "messaging", "SMS appKey + secretKey (8 chars)",
     lambda: [N("NHN_SMS_APPKEY", rs(16, AN)), S("NHN_SMS_SECRET_KEY", rs_mixed(8, AN))],
     lambda it: ("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % it[0][1], ["X-Secret-Key: " + it_secret(it, 0)]))
vend("Solapi", "ko", "messaging", "API key + secret (CoolSMS)", lambda: [S("SOLAPI_API_KEY", "NCS" + rs(13, ANU)), S("SOLAPI_API_SECRET", rs(32, ANU))])
vend("Aligo", "ko", "messaging", "SMS API key", lambda: [N("ALIGO_USER_ID", pick(ORGS) + "corp"), S("ALIGO_API_KEY", rs(32, ANL))])
vend("Channel Talk", "ko", "saas", "access key + secret", lambda: [S("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))],
     lambda it: ("GET", "https://api.channel.io/open/v5/user-chats", ["x-access-key: " + it_secret(it, 0), "x-access-secret: " + it_secret(it, 1)]))
vend("Coupang", "ko", "commerce", "Open API access key + secret key",
     lambda: [N("COUPANG_VENDOR_ID", "A00" + digits(6)), S("COUPANG_ACCESS_KEY", uuid4()), S("COUPANG_SECRET_KEY", hx(40))])
vend("Cafe24", "ko", "commerce", "app client secret", lambda: [N("CAFE24_CLIENT_ID", rs(22, AN)), S("CAFE24_CLIENT_SECRET", rs_mixed(22, AN))])
vend("Upbit", "ko", "payments", "Open API access key + secret key", lambda: [S("UPBIT_OPEN_API_ACCESS_KEY", rs_mixed(40, AN)), S("UPBIT_OPEN_API_SECRET_KEY", rs_mixed(40, AN))])
vend("Bithumb", "ko", "payments", "API key + secret", lambda: [S("BITHUMB_API_KEY", hx(32)), S("BITHUMB_SECRET_KEY", hx(32))])
vend("Korea Investment", "ko", "payments", "KIS Developers appkey + appsecret",
     lambda: [S("KIS_APP_KEY", "PS" + rs_mixed(34, AN)), S("KIS_APP_SECRET", rs_mixed(179, AN + "+/") + "="), N("KIS_ACCOUNT_NO", digits(8) + "-01")])
vend("data.go.kr", "ko", "saas", "public data portal service key (Decoding)",
     lambda: [S("DATA_GO_KR_SERVICE_KEY", rs_mixed(86, AN + "+/") + "==")])
vend("data.go.kr", "ko", "saas", "public data portal service key (Encoding, percent-encoded)",
     lambda: [S("serviceKey", pct(rs_mixed(70, AN) + "+" + rs_mixed(8, AN) + "/" + rs_mixed(6, AN) + "=="))],
     lambda it: ("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&base_date=20250611&base_time=0500&nx=55&ny=127" % it_secret(it, 0), []), True)
vend("Popbill", "ko", "saas", "LinkID + SecretKey", lambda: [N("POPBILL_LINK_ID", pick(ORGS).upper()), S("POPBILL_SECRET_KEY", b64bytes(32))])
vend("Barobill", "ko", "saas", "CERTKEY (UUID-shaped)", lambda: [N("BAROBILL_CORP_NUM", digits(10)), S("BAROBILL_CERTKEY", uuid4().upper())])
vend("11st", "ko", "commerce", "Open API key", lambda: [S("ELEVENST_OPENAPI_KEY", hx(32))],
     _hdr("https://api.11st.co.kr/rest/prodservices/product/", "openapikey"))

# --- Chinese vendors
vend("Alibaba Cloud", "cn", "cloud", "AccessKey ID + secret", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs_mixed(18, AN)),
                                                                       S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs_mixed(30, AN))])
vend("Tencent Cloud", "cn", "cloud", "SecretId + SecretKey", lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + rs_mixed(32, AN)),
                                                                      S("TENCENTCLOUD_SECRET_KEY", rs_mixed(32, AN))])
vend("Huawei Cloud", "cn", "cloud", "AK/SK pair", lambda: [S("HUAWEICLOUD_SDK_AK", rs(20, ANU)), S("HUAWEICLOUD_SDK_SK", rs_mixed(40, AN))])
vend("Baidu", "cn", "cloud", "BCE AK/SK pair", lambda: [S("BCE_ACCESS_KEY_ID", hx(32)), S("BCE_SECRET_ACCESS_KEY", hx(32))])
vend("Qiniu", "cn", "cloud", "AccessKey + SecretKey", lambda: [S("QINIU_ACCESS_KEY", rs_mixed(40, B64U)), S("QINIU_SECRET_KEY", rs_mixed(40, B64U))])
vend("WeChat", "cn", "messaging", "Official Account AppSecret", lambda: [N("WECHAT_APPID", "wx" + hx(16)), S("WECHAT_APPSECRET", hx(32))],
     lambda it: ("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (it[0][1], it_secret(it, 0)), []), True)
vend("WeChat Pay", "cn", "payments", "APIv3 key", lambda: [N("WXPAY_MCH_ID", "16" + digits(8)), S("WXPAY_API_V3_KEY", rs_mixed(32, AN)),
                                                         N("WXPAY_SERIAL_NO", hxu(40))])
vend("Gitee", "cn", "ci", "private token", lambda: [S("GITEE_TOKEN", hx(32))],
     lambda it: ("GET", "https://gitee.com/api/v5/user/repos?access_token=" + it_secret(it, 0), []), True)
vend("Amap", "cn", "saas", "Web service key + JS security code",
     lambda: [S("AMAP_WEB_SERVICE_KEY", hx(32)), S("AMAP_SECURITY_JS_CODE", hx(32))])
vend("JPush", "cn", "messaging", "master secret", lambda: [N("JPUSH_APP_KEY", hx(24)), S("JPUSH_MASTER_SECRET", hx(24))])

# --- Japanese vendors
vend("PAY.JP", "jp", "payments", "live secret key", lambda: [S("PAYJP_SECRET_KEY", "sk_live_" + hx(48))],
     lambda it: ("GET", "https://api.pay.jp/v1/charges", ["Authorization: Basic " + b64of(it_secret(it, 0) + ":")]))
vend("GMO Payment Gateway", "jp", "payments", "shop password", lambda: [N("GMO_SHOP_ID", "tshop" + digits(8)), S("GMO_SHOP_PASS", rs(8, ANL))])
vend("Backlog", "jp", "saas", "API key", lambda: [S("BACKLOG_API_KEY", rs_mixed(64, AN))],
     lambda it: ("GET", "https://%s.backlog.jp/api/v2/issues?apiKey=%s" % (pick(ORGS), it_secret(it, 0)), []), True)
vend("kintone", "jp", "saas", "app API token", lambda: [N("KINTONE_DOMAIN", pick(ORGS) + ".cybozu.com"), S("KINTONE_API_TOKEN", rs_mixed(40, AN))],
     _hdr("https://%s.cybozu.com/k/v1/records.json?app=12" % pick(ORGS), "X-Cybozu-API-Token"))
vend("SmartHR", "jp", "saas", "access token", lambda: [S("SMARTHR_ACCESS_TOKEN", "shr_" + hx(4) + "_" + rs_mixed(40, AN))])
vend("freee", "jp", "saas", "OAuth client secret", lambda: [N("FREEE_CLIENT_ID", hx(64)), S("FREEE_CLIENT_SECRET", rs_mixed(43, B64U))])
vend("Sakura Cloud", "jp", "cloud", "access token + secret", lambda: [S("SAKURACLOUD_ACCESS_TOKEN", uuid4()), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs_mixed(64, AN))])
vend("Qiita", "jp", "saas", "access token", lambda: [S("QIITA_TOKEN", hx(40))], _bearer("https://qiita.com/api/v2/authenticated_user/items"))
vend("esa.io", "jp", "saas", "access token", lambda: [S("ESA_ACCESS_TOKEN", rs_mixed(43, B64U))], _bearer("https://api.esa.io/v1/teams/%s/posts" % pick(ORGS)))
vend("Yahoo! JAPAN", "jp", "saas", "YConnect client secret", lambda: [N("YJ_CLIENT_ID", "dj00" + rs(52, AN)), S("YJ_CLIENT_SECRET", rs_mixed(40, AN))])

# --- European and other SaaS
vend("DeepL", "eu", "ai", "API auth key (UUID:fx)", lambda: [S("DEEPL_AUTH_KEY", uuid4() + ":fx")],
     _bearer("https://api-free.deepl.com/v2/translate", "DeepL-Auth-Key "))
vend("Pipedrive", "eu", "saas", "API token", lambda: [S("PIPEDRIVE_API_TOKEN", hx(40))],
     lambda it: ("GET", "https://%s.pipedrive.com/api/v1/deals?api_token=%s" % (pick(ORGS), it_secret(it, 0)), []), True)
vend("Contentful", "eu", "saas", "management token", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs_mixed(43, B64U))])
vend("Lokalise", "eu", "saas", "API token", lambda: [S("LOKALISE_API_TOKEN", hx(40))], _hdr("https://api.lokalise.com/api2/projects", "X-Api-Token"))
vend("Crowdin", "eu", "saas", "personal access token", lambda: [S("CROWDIN_PERSONAL_TOKEN", hx(80))])
vend("Typeform", "eu", "saas", "personal token", lambda: [S("TYPEFORM_TOKEN", "tfp_" + rs_mixed(44, AN) + "_" + rs_mixed(14, AN))])
vend("Storyblok", "eu", "saas", "management personal access token", lambda: [S("STORYBLOK_OAUTH_TOKEN", rs_mixed(22, AN) + "tt-" + digits(6) + "-" + rs_mixed(20, B64U))])
vend("Wise", "eu", "payments", "API token (UUID-shaped)", lambda: [S("WISE_API_TOKEN", uuid4())], _bearer("https://api.transferwise.com/v1/profiles"))
vend("Qonto", "eu", "payments", "API secret key", lambda: [N("QONTO_LOGIN", pick(ORGS) + "-" + digits(4)), S("QONTO_SECRET_KEY", hx(32))],
     lambda it: ("GET", "https://thirdparty.qonto.com/v2/organization", ["Authorization: %s:%s" % (it[0][1], it_secret(it, 0))]))
vend("Bunny.net", "eu", "cloud", "account API key", lambda: [S("BUNNY_API_KEY", uuid4() + "-" + uuid4()[:18] + rs(4, HEX))],
     _hdr("https://api.bunny.net/pullzone", "AccessKey"))
vend("Spotify", "eu", "saas", "client secret", lambda: [N("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))])
vend("Notion", "global", "saas", "integration token", lambda: [S("NOTION_TOKEN", "ntn_" + digits(11) + rs_mixed(35, AN))],
     lambda it: ("POST", "https://api.notion.com/v1/databases/%s/query" % hx(32), ["Authorization: Bearer " + it_secret(it, 0), "Notion-Version: 2022-06-28"]))
vend("Notion", "global", "saas", "legacy internal integration secret", lambda: [S("NOTION_API_KEY", "secret_" + rs_mixed(43, AN))])
vend("Airtable", "global", "saas", "personal access token", lambda: [S("AIRTABLE_PAT", "pat" + rs_mixed(14, AN) + "." + hx(64))],
     _bearer("https://api.airtable.com/v0/app%s/Orders" % rs(14, AN)))
vend("Linear", "global", "saas", "personal API key", lambda: [S("LINEAR_API_KEY", "lin_api_" + rs_mixed(40, AN))],
     lambda it: ("POST", "https://api.linear.app/graphql", ["Authorization: " + it_secret(it, 0)]))
vend("Asana", "global", "saas", "personal access token", lambda: [S("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hx(32))])
vend("Figma", "global", "saas", "personal access token", lambda: [S("FIGMA_TOKEN", "figd_" + rs_mixed(40, B64U))],
     _hdr("https://api.figma.com/v1/files/" + rs(22, AN), "X-Figma-Token"))
vend("HubSpot", "global", "saas", "private app token", lambda: [S("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())],
     _bearer("https://api.hubapi.com/crm/v3/objects/contacts"))
vend("Salesforce", "global", "saas", "session access token", lambda: [N("SF_INSTANCE_URL", "https://%s.my.salesforce.com" % pick(ORGS)),
                                                                     S("SF_ACCESS_TOKEN", "00D" + rs(12, AN) + "!" + rs_mixed(96, AN + "._"))])
vend("Salesforce", "global", "saas", "connected app consumer secret", lambda: [N("SF_CONSUMER_KEY", "3MVG9" + rs(80, AN + "._")), S("SF_CONSUMER_SECRET", hxu(64))])
vend("Okta", "global", "saas", "API token", lambda: [N("OKTA_ORG_URL", "https://%s.okta.com" % pick(ORGS)), S("OKTA_API_TOKEN", "00" + rs_mixed(40, B64U))],
     _bearer("https://%s.okta.com/api/v1/users?limit=25" % pick(ORGS), "SSWS "))
vend("Auth0", "global", "saas", "client secret", lambda: [N("AUTH0_DOMAIN", pick(ORGS) + ".jp.auth0.com"), N("AUTH0_CLIENT_ID", rs(32, AN)),
                                                         S("AUTH0_CLIENT_SECRET", rs_mixed(64, B64U))])
vend("Clerk", "global", "saas", "secret key", lambda: [S("CLERK_SECRET_KEY", "sk_live_" + rs_mixed(48, AN))])
vend("Dropbox", "global", "saas", "short-lived access token", lambda: [S("DROPBOX_ACCESS_TOKEN", "sl.u.AF" + rs_mixed(R.randint(150, 180), B64U))],
     _bearer("https://api.dropboxapi.com/2/files/list_folder"))
vend("Trello", "global", "saas", "user token", lambda: [N("TRELLO_KEY", hx(32)), S("TRELLO_TOKEN", "ATTA" + hx(64) + hxu(8))])
vend("Mapbox", "global", "saas", "secret access token",
     lambda: [S("MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + rs_mixed(30, AN) + "IiwiYSI6Im" + rs_mixed(22, AN) + "In0." + rs_mixed(22, B64U))])
vend("PostHog", "global", "saas", "personal API key", lambda: [S("POSTHOG_PERSONAL_API_KEY", "phx_" + rs_mixed(43, AN))])
vend("LaunchDarkly", "global", "saas", "server-side SDK key", lambda: [S("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())])
vend("Statsig", "global", "saas", "server secret key", lambda: [S("STATSIG_SERVER_SECRET", "secret-" + rs_mixed(43, AN))])
vend("Unleash", "eu", "saas", "backend API token", lambda: [S("UNLEASH_API_TOKEN", "*:production." + hx(64))])
vend("Flagsmith", "eu", "saas", "server-side environment key", lambda: [S("FLAGSMITH_SERVER_KEY", "ser." + rs_mixed(22, AN))])
vend("Mux", "global", "saas", "access token id + secret", lambda: [S("MUX_TOKEN_ID", uuid4()), S("MUX_TOKEN_SECRET", rs_mixed(75, AN + "+/"))])
vend("Cloudinary", "global", "saas", "API secret in CLOUDINARY_URL",
     lambda: (lambda sec: [S("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (digits(15), sec, pick(ORGS) + "-media"), [sec])])(rs_mixed(27, B64U)))
vend("Riot Games", "global", "saas", "developer API key", lambda: [S("RIOT_API_KEY", "RGAPI-" + uuid4())],
     _hdr("https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/" + rs(78, B64U), "X-Riot-Token"))
vend("Steam", "global", "saas", "Web API key", lambda: [S("STEAM_API_KEY", hxu(32))],
     lambda it: ("GET", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=%s&steamids=7656119%s" % (it_secret(it, 0), digits(10)), []), True)
vend("Twitch", "global", "saas", "client secret", lambda: [N("TWITCH_CLIENT_ID", rs(30, ANL)), S("TWITCH_CLIENT_SECRET", rs(30, ANL))])
vend("X (Twitter)", "global", "saas", "app bearer token", lambda: [S("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + rs_mixed(R.randint(60, 70), AN) + "%3D" + rs_mixed(50, AN))],
     _bearer("https://api.twitter.com/2/tweets/search/recent?query=%23kubernetes"))
vend("Meta", "global", "saas", "Graph API page / WhatsApp access token", lambda: [S("WHATSAPP_TOKEN", "EAA" + rs_mixed(R.randint(160, 200), AN))],
     _bearer("https://graph.facebook.com/v20.0/%s/messages" % digits(15)))
vend("Meta", "global", "saas", "app secret", lambda: [N("FB_APP_ID", digits(16)), S("FB_APP_SECRET", hx(32))])
vend("reCAPTCHA", "global", "saas", "secret key", lambda: [S("RECAPTCHA_SECRET_KEY", "6L" + rs_mixed(38, B64U))])
vend("hCaptcha", "global", "saas", "secret key", lambda: [S("HCAPTCHA_SECRET", "0x" + hxu(40))])
vend("Cloudflare", "global", "saas", "Turnstile secret key", lambda: [S("TURNSTILE_SECRET_KEY", "0x4AAAAAAA" + rs_mixed(25, B64U))])
vend("Calendly", "global", "saas", "personal access token (JWT)",
     lambda: [S("CALENDLY_TOKEN", jwt_like({"kid": "1ce1e136", "typ": "PAT", "alg": "ES512"},
                                           {"iss": "https://auth.calendly.com", "iat": R.randint(1700000000, 1750000000), "jti": uuid4(), "user_uuid": uuid4()}, 96))])
vend("Box", "global", "saas", "developer token", lambda: [S("BOX_DEVELOPER_TOKEN", rs_mixed(32, AN))], _bearer("https://api.box.com/2.0/folders/0"))


# ---------------------------------------------------------------------------
# passwords in many human styles
# ---------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
         "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2qwerty(word):
    """Hangul typed with the keyboard left in English mode (2-beolsik layout)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑해", "안녕하세요", "우리집", "고양이", "강아지", "행복하자", "비밀번호", "개발자", "김민지", "박서준",
            "이지은", "서울", "부산", "하늘", "바다", "별빛", "초코", "나비", "토끼", "가족", "우리회사", "정산팀",
            "봄날", "해피", "콩이", "두부", "감자"]
EN_NAMES = ["minji", "jisoo", "daniel", "sarah", "kevin", "yuna", "tom", "emma", "hyunwoo", "sophie", "jake", "mina"]
PETS = ["Coco", "Bori", "Max", "Luna", "Dubu", "Mochi", "Buddy", "Nabi", "Choco", "Kong"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter", "Fall"]
WALKS = ["qwer", "asdf", "1q2w3e4r", "zxcv", "qwerty", "1qaz2wsx", "!QAZ2wsx", "asdfgh", "qazwsx"]
WORDS = ["marble", "orbit", "lantern", "quietly", "harbor", "copper", "velvet", "maple", "thunder", "pixel",
         "saffron", "glacier", "ember", "walnut", "meadow", "rocket", "violet", "canyon", "pepper", "falcon",
         "tundra", "cobalt", "juniper", "biscuit", "nimbus", "puzzle", "quartz", "riddle", "sprout", "tango"]
SYM = "!@#$%^&*"


def mmdd():
    return "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))


def password(style=None):
    styles = ["strong", "human_name", "season", "walk", "korean_kb", "passphrase", "company", "leet", "pet",
              "korean_kb", "strong_sym", "human_name"]
    st = style or pick(styles)
    if st == "strong":
        return rs_mixed(R.randint(16, 24), AN) + pick(["", "!", "#", "_"]) + rs(2, DI)
    if st == "strong_sym":
        return rs_mixed(R.randint(14, 22), AN + "!@#$%^&*()-_=+[]{}")
    if st == "human_name":
        n = pick(EN_NAMES)
        return (n.capitalize() if chance(0.6) else n) + pick([mmdd(), str(R.randint(1975, 2004)), digits(2) + mmdd()]) + pick(["!", "!!", "@", "", "#"])
    if st == "season":
        return pick(SEASONS) + pick(["", "@", "_", "#"]) + str(R.randint(2019, 2026)) + pick(["!", "!!", "?", "$"]) + digits(1, False)
    if st == "walk":
        return pick(WALKS) + digits(R.randint(2, 4), False) + pick(["!@#", "!", "!@", "^^", "$"])
    if st == "korean_kb":
        w = ko2qwerty(pick(KO_WORDS))
        return (w[0].upper() + w[1:] if chance(0.3) else w) + pick([mmdd(), digits(3), str(R.randint(1980, 2005))]) + pick(["!", "!!", "^^", "@", "*", ""])
    if st == "passphrase":
        ws = [pick(WORDS) for _ in range(R.randint(3, 5))]
        return pick(["-", " ", ".", "_"]).join(ws) + pick(["", "-" + digits(2), digits(1, False)])
    if st == "company":
        return pick(ORGS).capitalize() + pick(["@", "#", "!", "_"]) + str(R.randint(2020, 2026)) + pick(["!", "!!", "^^", "#" + digits(2)])
    if st == "leet":
        return pick(["P@ssw0rd", "Adm1n", "S3cur3", "Welc0me", "Passw0rd", "Qwer!234"]) + pick(["!", "#", "_", "@"]) + digits(R.randint(2, 4), False)
    if st == "pet":
        return pick(PETS) + pick(["", "_", "."]) + pick([mmdd(), digits(4), str(R.randint(2010, 2024))]) + pick(["!", "*", "~", ""]) + digits(1, False)
    raise ValueError(st)


def pw(style=None, minlen=8):
    while True:
        p = password(style)
        if len(p) >= minlen:
            return p


# ---------------------------------------------------------------------------
# renderers: turn a list of (NAME, value, secrets) items into a config snippet
# ---------------------------------------------------------------------------
import re  # noqa: E402


def words_of(name):
    parts = re.split(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])", name)
    return [p.lower() for p in parts if p]


def env_key(name):
    return "_".join(w.upper() for w in words_of(name))


SLUG_OVERRIDE = {"RubyGems": "gem"}


def slug(vendor):
    if vendor in SLUG_OVERRIDE:
        return SLUG_OVERRIDE[vendor]
    s = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
    return s or "vendor"


def split_key(name, vendor):
    ws = words_of(name)
    sw = slug(vendor).split("_")
    if len(ws) > len(sw) and ws[:len(sw)] == sw:
        return slug(vendor), ws[len(sw):]
    if len(ws) >= 2 and ws[0] in sw:
        return ws[0], ws[1:]
    return slug(vendor), ws or ["key"]


def camel(ws):
    return ws[0] + "".join(w.capitalize() for w in ws[1:])


def pascal(ws):
    return "".join(w.capitalize() for w in ws)


def q(v):
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cmt(lang, en, ko):
    return ko if lang == "ko" else en


def r_dotenv(items, vendor, lang):
    lines = []
    if chance(0.4):
        lines.append("# " + cmt(lang, pick(["%s", "%s (do not commit)", "%s - prod values", "TODO move %s to vault"]) % vendor,
                                pick(["%s 설정", "%s (커밋 금지)", "%s 운영 값", "TODO: %s 키 vault로 이동"]) % vendor))
    quote = pick(["", "", '"', "'"])
    for n, v, _ in items:
        lines.append("%s=%s%s%s" % (env_key(n), quote, v, quote))
    return "\n".join(lines), "dotenv", pick([".env", ".env.production", ".env.local", "apps/api/.env", "docker/.env", ".env.%s" % env_name()])


def r_export(items, vendor, lang):
    lines = ["export %s=%s" % (env_key(n), q(v) if chance(0.5) else "'" + v + "'") for n, v, _ in items]
    return "\n".join(lines), "shell export", pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "bin/setup-local.sh", ".envrc"])


def r_yaml(items, vendor, lang):
    sec = {}
    order = []
    for n, v, _ in items:
        s, ws = split_key(n, vendor)
        if s not in sec:
            sec[s] = []
            order.append(s)
        sec[s].append(("_".join(ws), v))
    lines = []
    top = pick(["", "integrations:", "app:", "services:"])
    ind = "  " if top else ""
    if top:
        lines.append(top)
    for s in order:
        lines.append(ind + s + ":")
        for k, v in sec[s]:
            val = v if (re.match(r"^[A-Za-z0-9_./+=-]+$", v) and not v[0] in "*&!%@") else q(v)
            lines.append(ind + "  " + k + ": " + val)
    return "\n".join(lines), "yaml", pick(["config/%s.yaml" % env_name(), "values-%s.yaml" % env_name(), "application.yml", "settings.yaml", "config.yml"])


def r_json(items, vendor, lang):
    obj = {}
    for n, v, _ in items:
        s, ws = split_key(n, vendor)
        obj.setdefault(s, {})[camel(ws)] = v
    if chance(0.3):
        obj = {pascal([slug(vendor).replace("_", "")]): {camel(split_key(n, vendor)[1]): v for n, v, _ in items}}
    txt = json.dumps(obj, indent=2 if chance(0.6) else None, ensure_ascii=False)
    return txt, "json", pick(["config/default.json", "appsettings.Production.json", "secrets.json", "config/%s.json" % env_name(), "local.settings.json"])


def r_toml(items, vendor, lang):
    sec = slug(vendor)
    lines = ["[%s]" % sec]
    short = chance(0.5)
    for n, v, _ in items:
        lines.append("%s = %s" % ("_".join(split_key(n, vendor)[1]) if short else env_key(n).lower(), q(v)))
    return "\n".join(lines), "toml", pick(["config.toml", ".streamlit/secrets.toml", "wrangler.toml", "pyproject.toml", "settings.toml"])


def r_ini(items, vendor, lang):
    lines = ["[%s]" % pick([slug(vendor), "default", env_name()])]
    for n, v, _ in items:
        lines.append("%s = %s" % (env_key(n).lower(), v))
    return "\n".join(lines), "ini", pick(["settings.ini", "config.ini", "setup.cfg", "conf/app.ini", "~/.config/%s/credentials" % slug(vendor)])


def r_properties(items, vendor, lang):
    lines = []
    for n, v, _ in items:
        s, ws = split_key(n, vendor)
        lines.append("%s.%s=%s" % (s, "-".join(ws), v))
    return "\n".join(lines), "properties", pick(["application-%s.properties" % env_name(), "src/main/resources/application.properties", "gradle.properties", "config/app.properties"])


def r_hcl(items, vendor, lang):
    if chance(0.5):
        lines = ['%s = %s' % (env_key(n).lower(), q(v)) for n, v, _ in items]
        return "\n".join(lines), "hcl tfvars", pick(["terraform.tfvars", "env/%s.tfvars" % env_name(), "secrets.auto.tfvars"])
    lines = ['locals {']
    for n, v, _ in items:
        lines.append('  %s = %s' % (env_key(n).lower(), q(v)))
    lines.append('}')
    return "\n".join(lines), "hcl", pick(["main.tf", "modules/%s/main.tf" % slug(vendor), "infra/providers.tf"])


def r_xml(items, vendor, lang):
    lines = ["<appSettings>"]
    for n, v, _ in items:
        s, ws = split_key(n, vendor)
        lines.append('  <add key="%s:%s" value="%s" />' % (pascal([s]), pascal(ws), v.replace("&", "&amp;")))
    lines.append("</appSettings>")
    return "\n".join(lines), "xml", pick(["web.config", "App.config", "Web.Release.config"])


def r_dockerfile(items, vendor, lang):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3"])
    lines = ["FROM " + base]
    for n, v, _ in items:
        lines.append("%s %s=%s" % (pick(["ENV", "ENV", "ARG"]), env_key(n), v))
    lines.append(pick(["CMD [\"node\", \"dist/main.js\"]", "CMD [\"python\", \"-m\", \"app\"]", "ENTRYPOINT [\"/app/server\"]"]))
    return "\n".join(lines), "dockerfile", "Dockerfile"


def r_compose(items, vendor, lang):
    sv = svc()
    lines = ["services:", "  %s:" % sv, "    image: %s/%s:%s" % (pick(ORGS), sv, pick(["latest", "1.4.2", "main"])), "    environment:"]
    style = chance(0.5)
    for n, v, _ in items:
        lines.append(("      - %s=%s" % (env_key(n), v)) if style else ("      %s: %s" % (env_key(n), q(v))))
    return "\n".join(lines), "docker compose", pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])


def r_k8s_secret(items, vendor, lang):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (svc(), slug(vendor).replace("_", "-")),
             "type: Opaque", "stringData:"]
    for n, v, _ in items:
        lines.append("  %s: %s" % (env_key(n), q(v)))
    return "\n".join(lines), "k8s Secret", pick(["k8s/secret.yaml", "deploy/%s/secret.yaml" % env_name(), "manifests/secrets.yaml"])


def r_k8s_env(items, vendor, lang):
    lines = ["      containers:", "        - name: %s" % svc(), "          env:"]
    for n, v, _ in items:
        lines.append("            - name: %s" % env_key(n))
        lines.append("              value: %s" % q(v))
    return "\n".join(lines), "k8s Deployment env", pick(["deploy/deployment.yaml", "k8s/%s.yaml" % svc(), "charts/app/templates/deployment.yaml"])


def r_gha(items, vendor, lang):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for n, v, _ in items:
        lines.append("      %s: %s" % (env_key(n), v))
    lines.append("    steps:")
    lines.append("      - uses: actions/checkout@v4")
    return "\n".join(lines), "GitHub Actions workflow", pick([".github/workflows/deploy.yml", ".github/workflows/ci.yml", ".github/workflows/nightly.yml"])


def r_gitlab(items, vendor, lang):
    lines = ["variables:"]
    for n, v, _ in items:
        lines.append("  %s: %s" % (env_key(n), q(v)))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), "GitLab CI", ".gitlab-ci.yml"


def r_python(items, vendor, lang):
    c = cmt(lang, pick(["# TODO: read from env", "# temporary, remove before merge", "# hardcoded for local testing"]),
            pick(["# TODO: env에서 읽도록 수정", "# 임시 하드코딩, 머지 전에 제거", "# 로컬 테스트용"]))
    lines = ["import os", ""]
    for n, v, _ in items:
        if chance(0.5):
            lines.append('%s = os.getenv("%s", "%s")' % (env_key(n), env_key(n), v))
        else:
            lines.append('%s = "%s"  %s' % (env_key(n), v, c))
    return "\n".join(lines), "python", pick(["settings.py", "app/config.py", "scripts/backfill.py", "tests/conftest.py", "notebooks/explore.py"])


def r_js(items, vendor, lang):
    lines = []
    for n, v, _ in items:
        k = camel(words_of(n))
        if chance(0.5):
            lines.append("const %s = process.env.%s ?? '%s';" % (k, env_key(n), v))
        else:
            lines.append("export const %s = \"%s\";" % (k, v))
    if chance(0.4):
        lines.append(cmt(lang, "// FIXME: move to secrets before release", "// FIXME: 릴리즈 전에 secret으로 이동"))
    return "\n".join(lines), "typescript", pick(["src/lib/%s.ts" % slug(vendor), "src/config.ts", "next.config.js", "server/env.mjs"])


def r_go(items, vendor, lang):
    lines = ["const ("]
    for n, v, _ in items:
        lines.append('\t%s = "%s"' % (camel(words_of(n)), v))
    lines.append(")")
    return "\n".join(lines), "go", pick(["internal/config/config.go", "cmd/worker/main.go", "pkg/%s/client.go" % slug(vendor)])


def r_java(items, vendor, lang):
    lines = []
    for n, v, _ in items:
        lines.append('    private static final String %s = "%s";' % (env_key(n), v))
    cls = pascal(words_of(slug(vendor))) + "Config"
    lines = ["public class %s {" % cls] + lines + ["}"]
    return "\n".join(lines), "java", "src/main/java/com/%s/%s/%s.java" % (pick(ORGS), slug(vendor).replace("_", ""), cls)


def r_kotlin(items, vendor, lang):
    lines = ["object %sKeys {" % pascal(words_of(slug(vendor)))]
    for n, v, _ in items:
        lines.append('    const val %s = "%s"' % (env_key(n), v))
    lines.append("}")
    return "\n".join(lines), "kotlin", pick(["app/src/main/java/com/%s/Keys.kt" % pick(ORGS), "buildSrc/src/main/kotlin/Secrets.kt"])


def r_csharp(items, vendor, lang):
    lines = []
    for n, v, _ in items:
        lines.append('builder.Configuration["%s"] = "%s";' % (":".join(pascal([w]) for w in words_of(n)), v))
    return "\n".join(lines), "c#", pick(["Program.cs", "Startup.cs", "src/Api/Program.cs"])


def r_ruby(items, vendor, lang):
    lines = ['ENV["%s"] ||= "%s"' % (env_key(n), v) for n, v, _ in items]
    return "\n".join(lines), "ruby", pick(["config/initializers/%s.rb" % slug(vendor), "config/application.rb", "lib/tasks/sync.rake"])


def r_php(items, vendor, lang):
    lines = ["<?php", "return ["]
    for n, v, _ in items:
        lines.append("    '%s' => '%s'," % ("_".join(words_of(n)), v))
    lines.append("];")
    return "\n".join(lines), "php", pick(["config/services.php", "config/%s.php" % slug(vendor), "wp-content/plugins/sync/config.php"])


def r_rust(items, vendor, lang):
    lines = ['const %s: &str = "%s";' % (env_key(n), v) for n, v, _ in items]
    return "\n".join(lines), "rust", pick(["src/config.rs", "src/main.rs", "crates/client/src/lib.rs"])


def r_log(items, vendor, lang):
    lvl = pick(["DEBUG", "INFO", "TRACE"])
    ts = ts_iso()
    kv = " ".join("%s=%s" % (env_key(n).lower(), v) for n, v, _ in items)
    if chance(0.5):
        line = "%s %s [%s] config loaded: %s" % (ts, lvl, svc(), kv)
    else:
        d = {env_key(n).lower(): v for n, v, _ in items}
        line = "%s %s %s - effective settings %s" % (ts, lvl, pick(["app.config", "bootstrap", "settings"]), json.dumps(d))
    return line, "log line", pick(["logs/%s.log" % svc(), "CloudWatch Logs", cmt(lang, "kubectl logs output", "kubectl logs 출력"), "Datadog Log Explorer"])


def r_printenv(items, vendor, lang):
    lines = ["$ %s" % pick(["printenv | grep -i %s" % words_of(items[0][0])[0], "env | sort | grep %s" % env_key(items[0][0]).split("_")[0],
                           "kubectl exec deploy/%s -- env" % svc(), "docker exec %s env" % svc()])]
    if chance(0.5):
        lines.append("HOSTNAME=%s-%s-%s" % (svc(), rs(9, ANL), rs(5, ANL)))
    for n, v, _ in items:
        lines.append("%s=%s" % (env_key(n), v))
    return "\n".join(lines), "printenv output", cmt(lang, "the running container", "실행 중인 컨테이너")


def r_cli_set(items, vendor, lang):
    tool = pick(["fly", "heroku", "gh", "kubectl", "ssm", "doppler", "railway", "wrangler_ignored"])
    if tool == "fly":
        cmd = "fly secrets set " + " ".join("%s=%s" % (env_key(n), v) for n, v, _ in items) + " -a %s" % svc()
    elif tool == "heroku":
        cmd = "heroku config:set " + " ".join("%s=%s" % (env_key(n), v) for n, v, _ in items) + " --app %s-%s" % (svc(), env_name())
    elif tool == "gh":
        cmd = "\n".join('gh secret set %s --body "%s" --repo %s/%s' % (env_key(n), v, pick(ORGS), svc()) for n, v, _ in items)
    elif tool == "kubectl":
        cmd = "kubectl create secret generic %s-%s " % (svc(), slug(vendor).replace("_", "-")) + " ".join("--from-literal=%s=%s" % (env_key(n), v) for n, v, _ in items) + " -n %s" % env_name()
    elif tool == "ssm":
        cmd = "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (env_name(), svc(), env_key(n).lower(), v) for n, v, _ in items)
    elif tool == "doppler":
        cmd = "doppler secrets set " + " ".join('%s="%s"' % (env_key(n), v) for n, v, _ in items) + " --config prd"
    else:
        cmd = "railway variables " + " ".join("--set \"%s=%s\"" % (env_key(n), v) for n, v, _ in items)
    return "$ " + cmd.replace("\n", "\n$ "), "CLI secrets set", cmt(lang, "shell history", "터미널 히스토리")


def r_table(items, vendor, lang):
    hdr = cmt(lang, "| Variable | Value | Used by |", "| 변수 | 값 | 사용처 |")
    lines = [hdr, "|---|---|---|"]
    for n, v, _ in items:
        lines.append("| %s | %s | %s |" % (env_key(n), v, svc()))
    return "\n".join(lines), "markdown table", pick(["README.md", "docs/setup.md", cmt(lang, "the wiki page", "위키 페이지"), "docs/runbook.md"])


def r_diff(items, vendor, lang):
    f = pick(["deploy/%s.env" % env_name(), ".env.example", "config/app.env", "docker/.env.sample"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (R.randint(3, 40), len(items), R.randint(3, 40), len(items))]
    for n, v, _ in items:
        lines.append("-%s=" % env_key(n) + pick(["", "<set-me>", "${%s}" % env_key(n)]))
    for n, v, _ in items:
        lines.append("+%s=%s" % (env_key(n), v))
    return "\n".join(lines), "diff", f


def r_chat(items, vendor, lang):
    parts = []
    for n, v, _ in items:
        if lang == "ko":
            parts.append(pick(["%s 값은 %s 입니다", "%s: %s", "%s → %s", "%s 이거 쓰세요: %s"]) % (env_key(n), v))
        else:
            parts.append(pick(["%s is %s", "%s: %s", "use %s = %s", "%s -> %s"]) % (env_key(n), v))
    return ("\n" if chance(0.5) else ", ").join(parts), "chat message", (pick(["슬랙 DM", "#dev 스레드", "팀즈 채팅", "카톡"]) if lang == "ko" else pick(["a Slack DM", "the #dev thread", "a Teams chat", "a Discord DM"]))


ITEM_RENDERERS = [r_dotenv, r_dotenv, r_export, r_yaml, r_yaml, r_json, r_toml, r_ini, r_properties, r_hcl, r_xml,
                  r_dockerfile, r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab, r_python, r_js, r_go, r_java,
                  r_kotlin, r_csharp, r_ruby, r_php, r_rust, r_log, r_printenv, r_cli_set, r_table, r_diff, r_chat]


# HTTP-shaped renderers (only for vendors with an http spec)
def r_curl(vendor_obj, items, lang):
    method, url, headers = vendor_obj.http(items)
    parts = ["curl -sS"]
    if method != "GET":
        parts.append("-X " + method)
    parts.append("'" + url + "'")
    for h in headers:
        parts.append("-H '" + h + "'")
    if method == "POST":
        parts.append("-d '%s'" % pick(['{"model":"default","messages":[{"role":"user","content":"ping"}]}', '{"test":true}', '{}', '{"text":"hello"}']))
    sep = " \\\n  " if chance(0.6) else " "
    return "$ " + sep.join(parts), "curl command", cmt(lang, "my terminal", "터미널")


def r_http_raw(vendor_obj, items, lang):
    method, url, headers = vendor_obj.http(items)
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + u.netloc]
    lines += headers
    lines.append("User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.2", "okhttp/4.12.0", "Go-http-client/2.0"]))
    if chance(0.5):
        lines.append("X-Request-Id: " + uuid4())
    return "\n".join(lines), "raw HTTP request", cmt(lang, pick(["a mitmproxy capture", "the request log", "a HAR export"]), pick(["mitmproxy 캡처", "요청 로그", "HAR 파일"]))


def r_requests(vendor_obj, items, lang):
    method, url, headers = vendor_obj.http(items)
    hd = {}
    for h in headers:
        k, _, v = h.partition(": ")
        hd[k] = v
    code = 'resp = requests.%s(\n    "%s",\n    headers=%s,\n    timeout=10,\n)\nresp.raise_for_status()' % (method.lower(), url, json.dumps(hd, ensure_ascii=False))
    return code, "python requests", pick(["scripts/check_%s.py" % slug(vendor_obj.name), "tests/smoke_test.py", cmt(lang, "a notebook cell", "노트북 셀")])


def r_fetch(vendor_obj, items, lang):
    method, url, headers = vendor_obj.http(items)
    hd = {}
    for h in headers:
        k, _, v = h.partition(": ")
        hd[k] = v
    code = "const res = await fetch('%s', {\n  method: '%s',\n  headers: %s,\n});" % (url, method, json.dumps(hd, ensure_ascii=False))
    return code, "js fetch", pick(["src/api/%s.ts" % slug(vendor_obj.name), "app/routes/webhook.ts", cmt(lang, "the browser console", "브라우저 콘솔")])


def r_url_error(vendor_obj, items, lang):
    method, url, headers = vendor_obj.http(items)
    kind = pick(["requests", "nginx", "axios", "java"])
    if kind == "requests":
        code, reason = pick([("401", "Unauthorized"), ("403", "Forbidden"), ("429", "Too Many Requests")])
        t = "Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in fetch\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: %s Client Error: %s for url: %s" % (
            slug(vendor_obj.name), R.randint(20, 300), code, reason, url)
    elif kind == "nginx":
        u = urllib.parse.urlsplit(url)
        t = '10.%d.%d.%d - - [%02d/Jun/2025:%02d:%02d:%02d +0900] "%s %s HTTP/1.1" %s %d "-" "%s"' % (
            R.randint(0, 255), R.randint(0, 255), R.randint(1, 254), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
            method, u.path + ("?" + u.query if u.query else ""), pick(["200", "401", "502"]), R.randint(200, 9000), pick(["curl/8.5.0", "python-requests/2.31.0"]))
    elif kind == "axios":
        t = "AxiosError: Request failed with status code %s\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: { url: '%s', method: '%s' }" % (
            pick(["401", "403", "500"]), url, method.lower())
    else:
        t = "java.io.IOException: Server returned HTTP response code: %s for URL: %s\n\tat sun.net.www.protocol.http.HttpURLConnection.getInputStream0(HttpURLConnection.java:2000)" % (
            pick(["401", "403", "500"]), url)
    return t, "error with URL", cmt(lang, pick(["the worker log", "Sentry", "the CI output", "stderr"]), pick(["워커 로그", "Sentry", "CI 출력", "stderr"]))


HTTP_RENDERERS = [r_curl, r_curl, r_http_raw, r_requests, r_fetch]


# ---------------------------------------------------------------------------
# prose wrappers for vendor notes: (missing_context, lesson, ask_next_time)
# {snip} marks where the rendered snippet goes
# ---------------------------------------------------------------------------
WRAP_CONFIG = {
    "en": [
        ("After the {env} deploy, {svc} started getting 401s from {vendor}. I didn't know the {what} had been rotated; {file} still had the old value:\n{snip}",
         "{vendor} credentials for {svc} are read once at startup from {file}; after a rotation the pods must be restarted, not just the config reloaded.",
         "Was the {vendor} {what} for {env} rotated recently, and who owns the rotation?"),
        ("Needed {vendor} access to reproduce the bug locally. {who} pasted their working config in the thread and I copied it into {file}:\n{snip}",
         "Ask for a scoped sandbox credential instead of copying someone's working {vendor} config.",
         ""),
        ("I didn't know which {vendor} account {svc} uses in {env}.",
         "It is configured in {file}:\n{snip}\nThe {env} values differ from dev, so check the file before debugging.",
         "Which {vendor} account should {svc} use in {env}?"),
        ("{svc} crashed at boot with a config validation error because the {vendor} block was missing. Fixed by adding this to {file}:\n{snip}",
         "Config validation runs before the health check, so a missing {vendor} block shows up as CrashLoopBackOff instead of a clear error.",
         "Is there a template for the {vendor} block so we stop guessing key names?"),
        ("The local setup doc doesn't say how {svc} authenticates to {vendor}.",
         "{snip}\n^ this is what {who} has in {file}; worked on the first try.",
         "Can the onboarding doc say where the {vendor} {what} is kept?"),
        ("The CI job for {svc} broke after the runner migration. The {vendor} step had its credentials inline in {file}:\n{snip}",
         "The migration reset cached variables; jobs with inline values kept working, jobs using project variables failed.",
         "Which CI variables must exist for {svc} after the runner migration?"),
        ("I didn't know {svc} had two {vendor} configs, one per region.",
         "The one that actually loads in {env} is {file}:\n{snip}",
         "Which region's {vendor} config is authoritative?"),
        ("{who} asked me to wire {vendor} into {svc}. The {what} came over DM and I put it straight into {file}:\n{snip}",
         "",
         "Where should new {vendor} credentials go instead of DMs?"),
        ("Spent an hour on a {vendor} auth error in {env}. Root cause: {file} had a trailing newline after the value.\n{snip}",
         "Strip whitespace when reading {vendor} credentials; the SDK does not.",
         "Can we add a startup check that validates the {vendor} {what} format?"),
        ("Missing context: nobody told me {svc} talks to {vendor} directly from the batch job.",
         "Found the batch config in {file}:\n{snip}\nThe batch does not go through the gateway, so gateway-side rate limits don't apply.",
         "Should the batch job call {vendor} through the gateway like everything else?"),
        ("Reviewing the PR for {svc}, I wasn't sure whether {file} is gitignored. It is not, and it contains:\n{snip}",
         "{file} is tracked in git for {svc}; treat anything added there as public to the whole org.",
         "Can {file} be added to .gitignore and the {vendor} {what} rotated?"),
    ],
    "ko": [
        ("{env} 배포 후 {svc}에서 {vendor} 호출이 전부 401. {what} 값이 교체된 걸 몰랐고, {file}에 예전 값이 그대로 있었음:\n{snip}",
         "{svc}에서는 {vendor} 인증 정보를 부팅 시 {file}에서 한 번만 읽음. 교체 후에는 config reload가 아니라 pod 재시작이 필요함.",
         "{env} {vendor} {what} 최근에 로테이션됐나요? 담당자가 누구인가요?"),
        ("로컬에서 버그 재현하려면 {vendor} 접근이 필요했음. {who}이 스레드에 올려준 설정을 {file}에 그대로 복사함:\n{snip}",
         "남의 설정을 복사하지 말고 sandbox용 {vendor} 키를 따로 발급받을 것.",
         ""),
        ("{env}의 {svc}에서 어떤 {vendor} 계정을 쓰는지 몰랐음.",
         "{file}에 설정되어 있음:\n{snip}\n{env} 값이 dev와 다르니 디버깅 전에 파일부터 확인할 것.",
         "{env}에서 {svc}에 써야 하는 {vendor} 계정이 뭔가요?"),
        ("{svc} 기동 시 config validation 에러. {vendor} 블록이 빠져 있어서 {file}에 아래처럼 추가해서 해결:\n{snip}",
         "validation이 health check보다 먼저 돌아서, {vendor} 블록이 없으면 명확한 에러 대신 CrashLoopBackOff로만 보임.",
         "{vendor} 설정 템플릿이 있나요? 키 이름을 추측하지 않게요."),
        ("로컬 셋업 문서에 {svc}에서 {vendor} 인증을 어떻게 하는지 안 나와 있음.",
         "{snip}\n↑ {who}의 {file} 설정. 바로 동작함.",
         "온보딩 문서에 {vendor} {what} 보관 위치 링크 추가 가능할까요?"),
        ("runner 이전 후 {svc} CI job 실패. {file}의 {vendor} 단계에 인증 정보가 inline으로 들어가 있었음:\n{snip}",
         "runner를 옮기면서 캐시된 변수가 초기화됨. inline 값을 쓴 job만 계속 돌았고 project variable 쓰는 job은 실패함.",
         "runner 이전 후 {svc}에 어떤 CI variable이 있어야 하나요?"),
        ("{svc}에 {vendor} 설정이 리전별로 두 개 있는 줄 몰랐음.",
         "{env}에서 실제로 로드되는 건 {file}:\n{snip}",
         "어느 리전의 {vendor} 설정이 기준인가요?"),
        ("{who}이 {svc}에 {vendor} 연동을 붙여달라고 해서, DM으로 받은 {what} 값을 {file}에 바로 넣었음:\n{snip}",
         "",
         "새 {vendor} 인증 정보는 DM 말고 어디에 두면 되나요?"),
        ("{env}에서 {vendor} 인증 에러로 한 시간 날림. 원인은 {file} 값 뒤에 붙은 개행 문자.\n{snip}",
         "{vendor} 인증 정보 읽을 때 공백/개행 strip 필요. SDK가 알아서 안 해줌.",
         "기동 시 {vendor} {what} 형식 검증 로직 넣어도 될까요?"),
        ("배치 job이 게이트웨이 거치지 않고 {vendor} API를 직접 호출한다는 걸 아무도 말해주지 않았음.",
         "배치 설정은 {file}:\n{snip}\n게이트웨이를 안 거쳐서 게이트웨이 rate limit도 적용 안 됨.",
         "배치도 다른 서비스처럼 게이트웨이 경유로 {vendor} 호출하게 바꿀까요?"),
        ("{svc} PR 리뷰하다가 {file} 파일이 gitignore 대상인지 확실하지 않았음. 확인해보니 추적되고 있고 내용은:\n{snip}",
         "{svc}의 {file} 파일은 git에 올라가므로, 여기 넣는 값은 조직 전체에 공개된다고 봐야 함.",
         "{file} 파일을 .gitignore에 추가하고 {vendor} {what} 교체해도 될까요?"),
    ],
}

WRAP_OUTPUT = {
    "en": [
        ("Ran the {vendor} call by hand to see the raw response:\n{snip}",
         "The endpoint returns 200 with an error body when the payload is wrong; check the `error` field, not the status.",
         "Is there a staging endpoint for {vendor} we should use for smoke tests?"),
        ("Didn't know why {svc} got 401 from {vendor} only in {env}. Captured this from {file}:\n{snip}",
         "The {env} pod had an old value injected at deploy time; the secret was updated later but the pod never restarted.",
         "Should secret updates trigger a rollout for {svc}?"),
        ("I was missing a way to check what {svc} actually sends to {vendor}. This is from {file}:\n{snip}",
         "Turn on request logging only with header masking; the default logger prints headers verbatim.",
         "Is header masking configured for {svc} logs?"),
        ("Verifying the new {vendor} {what} before switching {env} over.",
         "{snip}\nWorks from the bastion; from the pods it needs the egress rule first.",
         "Who approves egress rules for {vendor}?"),
        ("{vendor} started failing in {env} after the proxy change. Output from {file}:\n{snip}",
         "The corporate proxy strips unknown headers; {vendor} auth has to go through the allow-listed route.",
         ""),
        ("Tried to figure out whether rate limiting or auth was the problem with {vendor}.",
         "It was auth. Reproduced with:\n{snip}",
         "What is the {vendor} rate limit for our plan?"),
    ],
    "ko": [
        ("응답 원문 보려고 {vendor} 호출을 직접 해봄:\n{snip}",
         "payload가 틀려도 200에 error body로 응답함. status 말고 `error` 필드를 봐야 함.",
         "smoke test용 {vendor} staging endpoint가 따로 있나요?"),
        ("{env}에서만 {svc}에 {vendor} 401이 나는 이유를 몰랐음. {file}에서 확인한 내용:\n{snip}",
         "{env} pod에는 배포 시점의 예전 값이 주입돼 있었음. secret은 나중에 바뀌었는데 pod 재시작이 안 됨.",
         "secret 변경 시 {svc} rollout이 자동으로 되게 할까요?"),
        ("{svc}에서 {vendor} 쪽으로 실제로 뭘 보내는지 확인할 방법이 없었음. {file}에서 찍힌 내용:\n{snip}",
         "request logging은 header masking 켠 상태에서만 사용할 것. 기본 logger는 header를 그대로 출력함.",
         "{svc} 로그에 header masking 설정되어 있나요?"),
        ("{env} 전환 전에 새 {vendor} {what} 검증 중.",
         "{snip}\nbastion에서는 되는데 pod에서는 egress 룰이 먼저 필요함.",
         "{vendor} egress 룰 승인은 누가 하나요?"),
        ("프록시 변경 후 {env}에서 {vendor} 호출 실패. {file} 출력:\n{snip}",
         "사내 프록시가 모르는 header를 제거함. {vendor} 인증은 allow-list된 경로로 보내야 함.",
         ""),
        ("{vendor} 문제가 rate limit인지 인증인지 구분이 안 됐음.",
         "인증 문제였음. 재현 방법:\n{snip}",
         "우리 플랜의 {vendor} rate limit이 얼마인가요?"),
    ],
}

WRAP_CHAT = {
    "en": [
        ("Didn't have {vendor} credentials for {env}. {who} sent them in {file}:\n{snip}",
         "Ask in #platform first; {who} is not the owner of the {vendor} account.",
         ""),
        ("{who} in {file}: \"here you go, {vendor} for {svc}\"\n{snip}",
         "Credentials shared in chat end up in search results for everyone in the workspace.",
         "Can we get a shared vault entry for {vendor} instead?"),
        ("I was blocked on {vendor} access for {svc}.",
         "{who} unblocked me via {file}: {snip}",
         "Who owns the {vendor} account long-term?"),
    ],
    "ko": [
        ("{env}용 {vendor} 인증 정보가 없었음. {who}이 {file}에 남겨줌:\n{snip}",
         "다음엔 #platform 채널에 먼저 물어볼 것. {who}이 {vendor} 계정 담당자는 아님.",
         ""),
        ("{file}에서 {who}: \"{svc}용 {vendor} 여기 있어요\"\n{snip}",
         "채팅으로 공유한 인증 정보는 워크스페이스 검색에 전부 노출됨.",
         "{vendor} 인증 정보는 공용 vault 항목으로 관리하면 안 될까요?"),
        ("{svc}에서 {vendor} 권한이 없어서 작업이 막혀 있었음.",
         "{who}이 {file}에 남겨줘서 해결: {snip}",
         "{vendor} 계정 장기적으로 누가 관리하나요?"),
    ],
}

WRAP_INLINE = {
    "en": [
        ("The {vendor} integration in {svc} returned 403 in {env}.",
         "403 here means the {what} lacks a scope, not that it is invalid.",
         "Does {snip} have the right scopes for {env}?"),
        ("I didn't know whether the {vendor} {what} in {env} was the same as in dev.",
         "They differ; dev uses its own project.",
         "Is {snip} the {env} one or the dev one?"),
        ("Couldn't tell which {vendor} {what} {svc} is using.",
         "",
         "{svc} is using {snip} - is that the one we should rotate?"),
    ],
    "ko": [
        ("{env}에서 {svc}의 {vendor} 연동이 403 반환.",
         "여기서 403은 {what} 값이 틀린 게 아니라 scope 부족이라는 뜻.",
         "{snip} 이 값에 {env}용 scope 다 들어가 있나요?"),
        ("{env}의 {vendor} {what} 값이 dev랑 같은지 몰랐음.",
         "다름. dev는 별도 프로젝트 사용.",
         "{snip} 이거 {env}용인가요 dev용인가요?"),
        ("{svc}에서 어떤 {vendor} {what} 값을 쓰는지 확인이 안 됐음.",
         "",
         "{svc}에서 지금 {snip} 쓰고 있는데 이걸 교체하면 되나요?"),
    ],
}

WRAP_SPLIT = {
    "en": [
        ("I had the {vendor} key ID but not the secret for {env}:\n{snipA}",
         "{who} sent the other half later:\n{snipB}\nBoth are needed; the ID alone gives a signature mismatch error.",
         "Where are {vendor} key pairs stored for {env}?"),
        ("{vendor} setup for {svc}, part 1 (from {file}):\n{snipA}",
         "Part 2 was in a different file:\n{snipB}",
         "Why are the {vendor} values split over two files?"),
        ("Didn't know {svc} needs two {vendor} values. First one: {snipA}",
         "",
         "And the second one is {snipB} - is that still current?"),
    ],
    "ko": [
        ("{env}용 {vendor} key ID만 있고 secret이 없었음:\n{snipA}",
         "나머지는 {who}이 나중에 보내줌:\n{snipB}\n둘 다 있어야 함. ID만 있으면 signature mismatch 에러.",
         "{env} {vendor} 키 쌍은 어디에 보관하나요?"),
        ("{svc}의 {vendor} 설정 1부 ({file}):\n{snipA}",
         "2부는 다른 파일에 있었음:\n{snipB}",
         "{vendor} 값이 왜 파일 두 개로 나뉘어 있나요?"),
        ("{svc}에 {vendor} 값이 두 개 필요한 줄 몰랐음. 첫 번째: {snipA}",
         "",
         "두 번째는 {snipB} 인데 아직 유효한가요?"),
    ],
}

WRAP_REPEAT_ASK = {
    "en": ["Should {val} be rotated now that it sat in {file}?",
           "Is {val} still the current {vendor} value, or was it replaced after the incident?",
           "{vendor}: can we revoke {val} today and issue a scoped one for {svc}?"],
    "ko": ["{file}에 노출됐던 {val} 값은 지금 바로 교체해야 하나요?",
           "{val} 이게 현재 {vendor} 값인가요, 장애 이후에 바뀌었나요?",
           "{vendor}: {val} 오늘 폐기하고 {svc} 전용으로 권한 줄인 키를 새로 받을 수 있을까요?"],
}

FIELD_LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def blen(s):
    return len(s.encode("utf-8"))


def fields_ok(f):
    if not f["missing_context"].strip():
        return False
    for k in FIELD_LIMITS:
        if blen(f[k]) > FIELD_LIMITS[k]:
            return False
    return True


def mkfields(mc, le, ak):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ak}


def what_label(what, lang):
    w = re.sub(r"\s*\([^)]*\)", "", what).strip()
    if " + " in w or "pair" in w or "credentials" in w:
        return "키" if lang == "ko" else "keys"
    return w


def ctx(lang, vendor="", what="", file=""):
    return {"vendor": vendor, "what": what_label(what, lang), "svc": svc(), "env": env_name(), "file": file, "who": person(lang)}


def apply_wrap(tpl, c, snip):
    return mkfields(*(fill(t, snip=snip, **c) for t in tpl))


def windows_ok(f, secrets):
    """Pre-check used while building (the final assertion is check_secret_note)."""
    try:
        check_secret_note(f, secrets)
        return True
    except AssertionError:
        return False


def item_secrets(items):
    out = []
    for _, _, ss in items:
        for x in ss:
            if x not in out:
                out.append(x)
    return out


def basic_blobs(text):
    return re.findall(r"Basic ([A-Za-z0-9+/]{8,}={0,2})", text)


def vendor_http(vobj):
    if vobj.http:
        return vobj.http
    if vobj.qparam:
        return lambda it: ("POST", it[0][1], ["Content-Type: application/json"])
    return None


class _HV:
    def __init__(self, name, http):
        self.name = name
        self.http = http


def vendor_note(vobj, lang):
    """One note built around one vendor credential."""
    for _attempt in range(40):
        items = vobj.items()
        secrets_all = item_secrets(items)
        http = vendor_http(vobj)
        c = ctx(lang, vobj.name, vobj.what)
        n_secret_items = len([i for i in items if i[2]])
        modes, weights = ["config"], [0.52]
        if http and vobj.qparam:
            modes.append("urlerror")
            weights.append(0.20)
        if vobj.http:
            modes.append("http")
            weights.append(0.30)
        if len(secrets_all) == 1 and len(secrets_all[0]) <= 200:
            modes.append("inline")
            weights.append(0.08)
        if n_secret_items >= 2:
            modes.append("split")
            weights.append(0.30)
        if any(len(x) <= 120 for x in secrets_all):
            modes.append("repeat")
            weights.append(0.12)
        mode = R.choices(modes, weights=weights, k=1)[0]
        if mode == "inline" and c["env"] == "dev":
            c["env"] = pick(["prod", "staging", "qa"])
        if mode == "urlerror":
            snip, fmt, c["file"] = r_url_error(_HV(vobj.name, http), items, lang)
            f = apply_wrap(pick(WRAP_OUTPUT[lang]), c, snip)
        elif mode == "http":
            rr = pick(HTTP_RENDERERS)
            snip, fmt, c["file"] = rr(_HV(vobj.name, http), items, lang)
            f = apply_wrap(pick(WRAP_OUTPUT[lang]), c, snip)
        elif mode == "inline":
            snip, fmt = secrets_all[0], "inline value in prose"
            f = apply_wrap(pick(WRAP_INLINE[lang]), c, snip)
        elif mode == "split":
            cuts = [k for k in range(1, len(items)) if item_secrets(items[:k]) and item_secrets(items[k:])]
            k = pick(cuts)
            ra, rb = pick(ITEM_RENDERERS), pick([r_chat, r_dotenv, r_yaml, r_export])
            sa, fmt, c["file"] = ra(items[:k], vobj.name, lang)
            sb, _, _ = rb(items[k:], vobj.name, lang)
            fmt = "split over two fields (" + fmt + ")"
            t = pick(WRAP_SPLIT[lang])
            f = mkfields(*(fill(x, snipA=sa, snipB=sb, **c) for x in t))
            snip = sa + "\n" + sb
        elif mode == "repeat":
            rr = pick([r_dotenv, r_yaml, r_json, r_k8s_secret, r_compose, r_python, r_js, r_export, r_properties, r_toml])
            snip, fmt, c["file"] = rr(items, vobj.name, lang)
            fmt = fmt + ", value repeated in ask"
            val = pick([x for x in secrets_all if len(x) <= 120])
            f = apply_wrap(pick(WRAP_CONFIG[lang]), c, snip)
            f["ask_next_time"] = fill(pick(WRAP_REPEAT_ASK[lang]), val=val, **c)
        else:
            rr = pick(ITEM_RENDERERS)
            snip, fmt, c["file"] = rr(items, vobj.name, lang)
            if rr is r_chat:
                f = apply_wrap(pick(WRAP_CHAT[lang]), c, snip)
            elif rr in (r_log, r_printenv, r_cli_set):
                f = apply_wrap(pick(WRAP_OUTPUT[lang]), c, snip)
            else:
                f = apply_wrap(pick(WRAP_CONFIG[lang]), c, snip)
        allf = "\n".join(f.values())
        secrets = [s for s in secrets_all if s in allf]
        for b in basic_blobs(allf):
            if b not in secrets:
                secrets.append(b)
        if not secrets or not fields_ok(f) or not windows_ok(f, secrets):
            continue
        cat = "%s: %s %s [%s]" % (fmt, vobj.name, vobj.what, vobj.name)
        return cat, f, secrets
    raise RuntimeError("could not build vendor note for " + vobj.name)


def multi_vendor_note(vobjs, lang):
    for _attempt in range(40):
        items = []
        for v in vobjs:
            items.extend(v.items())
        c = ctx(lang, ", ".join(v.name for v in vobjs), "credentials")
        rr = pick([r_dotenv, r_dotenv, r_yaml, r_k8s_secret, r_compose, r_printenv, r_export, r_gha, r_json])
        snip, fmt, c["file"] = rr(items, "app", lang)
        if lang == "en":
            tpl = pick([
                ("Onboarding to {svc}: I didn't know which providers it needs in {env}. The full {file}:\n{snip}",
                 "{svc} needs every provider configured even for local runs; missing ones fail at import time.",
                 "Can we add stubs so {svc} starts locally without all providers?"),
                ("Copied {file} from {who}'s machine to get {svc} running.",
                 "{snip}\nThis set works for {env}.",
                 "Who should issue me my own keys for these providers?"),
                ("Deploy of {svc} to {env} failed because two providers were misconfigured. Effective config from {file}:\n{snip}",
                 "Check each provider with its own smoke test; one bad key fails the whole startup.",
                 ""),
            ])
        else:
            tpl = pick([
                ("{svc} 온보딩 중 {env}에 어떤 외부 서비스가 필요한지 몰랐음. {file} 전체:\n{snip}",
                 "로컬 실행에도 모든 provider 설정이 있어야 함. 하나라도 빠지면 import 단계에서 실패.",
                 "provider 없이도 로컬에서 뜨도록 stub 추가해도 될까요?"),
                ("{svc} 띄우려고 {who}의 {file} 파일을 복사해 옴.",
                 "{snip}\n이 조합으로 {env}에서 동작 확인.",
                 "이 provider들 제 키는 누구한테 발급받나요?"),
                ("{svc} {env} 배포가 provider 두 개 설정 오류로 실패. {file}의 실제 설정:\n{snip}",
                 "provider마다 smoke test를 따로 돌릴 것. 키 하나만 틀려도 전체 기동이 실패함.",
                 ""),
            ])
        f = apply_wrap(tpl, c, snip)
        allf = "\n".join(f.values())
        secrets = [s for s in item_secrets(items) if s in allf]
        if not secrets or not fields_ok(f) or not windows_ok(f, secrets):
            continue
        cat = "%s: several providers in one file [%s]" % (fmt, ", ".join(v.name for v in vobjs))
        return cat, f, secrets
    raise RuntimeError("multi vendor")


# ---------------------------------------------------------------------------
# generic (non-vendor) secrets
# ---------------------------------------------------------------------------
GEN_WRAP = {
    "en": [
        ("Couldn't get {topic} to work from the {svc} container. The working settings from {where}:\n{snip}",
         "The container does not inherit my shell environment; everything has to be passed explicitly in the compose file.",
         "Can I get my own credentials for {topic} instead of the shared ones?"),
        ("I was missing how {topic} is set up for {svc}.",
         "{snip}\nThat is what {where} contains; use it as the reference.",
         "Is {where} still the source of truth for {topic}?"),
        ("{who} shared this when I asked about {topic}:\n{snip}",
         "Search the channel history first; the answer was in an old thread.",
         ""),
        ("Debugging {topic} in {env}; the job output showed:\n{snip}",
         "The job prints its whole config at DEBUG level. Set LOG_LEVEL=INFO in {env}.",
         "Can we turn off DEBUG logging for {svc} in {env}?"),
        ("The runbook for {topic} is out of date.",
         "Current values (taken from {where}):\n{snip}",
         "Can someone update the runbook for {topic}?"),
        ("Needed {topic} to finish the {svc} migration; nobody had written it down.",
         "Found it in {where}:\n{snip}\nIt is not in the password manager yet.",
         "Who should add {topic} to the password manager?"),
        ("Lost 30 minutes because I didn't know {topic} changed last week.",
         "New setup, from {where}:\n{snip}",
         "Is there a changelog for credential changes?"),
        ("Task: script the nightly job for {svc}. Missing piece was {topic}; {where} had it:\n{snip}",
         "The nightly job runs as a different user than the web app, so it needs its own grant.",
         "Should the nightly job get a dedicated account?"),
    ],
    "ko": [
        ("{svc} 컨테이너에서 {topic} 쪽이 동작하지 않았음. {where}에 있던 동작하는 설정:\n{snip}",
         "컨테이너는 내 셸 환경변수를 물려받지 않음. compose 파일에 전부 명시적으로 넘겨야 함.",
         "공용 계정 말고 개인 계정으로 {topic} 접근 권한 받을 수 있을까요?"),
        ("{svc}에서 {topic} 설정이 어떻게 되어 있는지 몰랐음.",
         "{snip}\n{where}에 있는 내용. 이걸 기준으로 삼으면 됨.",
         "{topic} 관련해서 {where} 내용이 아직 최신인가요?"),
        ("{topic} 물어봤더니 {who}이 이걸 공유해줌:\n{snip}",
         "채널 히스토리부터 검색할 것. 예전 스레드에 답이 있었음.",
         ""),
        ("{env}에서 {topic} 디버깅 중 job 출력에 이게 찍혔음:\n{snip}",
         "DEBUG 레벨에서 job이 설정 전체를 출력함. {env}에서는 LOG_LEVEL=INFO로 바꿔야 함.",
         "{env}의 {svc} DEBUG 로그 꺼도 될까요?"),
        ("{topic} 런북 내용이 오래됨.",
         "현재 값 ({where} 기준):\n{snip}",
         "{topic} 런북 업데이트 누가 해주실 수 있나요?"),
        ("{svc} 마이그레이션 마무리하려면 {topic} 정보가 필요했는데 어디에도 정리돼 있지 않았음.",
         "{where}에서 찾음:\n{snip}\n아직 비밀번호 관리자에 등록 안 됨.",
         "{topic} 비밀번호 관리자 등록은 누가 하나요?"),
        ("지난주에 {topic} 설정이 바뀐 걸 몰라서 30분 날림.",
         "새 설정 ({where}):\n{snip}",
         "인증 정보 변경 이력은 어디서 볼 수 있나요?"),
        ("작업: {svc} 야간 배치 스크립트 작성. 빠진 게 {topic} 정보였는데 {where}에 있었음:\n{snip}",
         "야간 배치는 웹 앱과 다른 계정으로 돌기 때문에 별도 권한이 필요함.",
         "야간 배치 전용 계정을 따로 만들까요?"),
    ],
}
GEN_WRAP_OUT = {
    "en": [
        ("Debugging {topic} in {env}; the output showed:\n{snip}",
         "The job prints everything at DEBUG level. Set LOG_LEVEL=INFO in {env}.",
         "Can we turn off DEBUG logging for {svc} in {env}?"),
        ("{svc} could not use {topic} after the {env} deploy. What I saw:\n{snip}",
         "The deploy replaced the config map but not the secret; both have to be rolled together.",
         "Should the deploy pipeline roll secrets and config maps together?"),
        ("I didn't know how {topic} had been set up, so I checked by hand.",
         "{snip}\nThat confirmed the setup; the rest of the fix was in the app code.",
         ""),
        ("Pasting the raw output here because the problem with {topic} came back in {env}:\n{snip}",
         "Same root cause as last time: the value in {where} is stale.",
         "Who owns {where}?"),
    ],
    "ko": [
        ("{env}에서 {topic} 디버깅 중 출력에 이게 찍혔음:\n{snip}",
         "DEBUG 레벨에서 전부 출력됨. {env}에서는 LOG_LEVEL=INFO로 바꿔야 함.",
         "{env}의 {svc} DEBUG 로그 꺼도 될까요?"),
        ("{env} 배포 후 {svc}에서 {topic} 사용 불가. 확인한 내용:\n{snip}",
         "배포 때 config map만 바뀌고 secret은 안 바뀜. 둘을 같이 roll 해야 함.",
         "배포 파이프라인에서 secret과 config map을 같이 roll 하도록 바꿀까요?"),
        ("{topic} 구성이 어떻게 되어 있는지 몰라서 직접 확인해 봄.",
         "{snip}\n구성은 맞았고 나머지 수정은 앱 코드 쪽이었음.",
         ""),
        ("{env}에서 {topic} 문제가 재발해서 원본 출력 그대로 남김:\n{snip}",
         "지난번과 같은 원인. {where}에 있는 값이 오래됨.",
         "{where} 관리 담당이 누구인가요?"),
    ],
}
WHERE = {"en": ["the team wiki", "an old PR description", "the Jenkins job config", "the README", "a Slack thread",
                "the deploy script", "the shared drive", "an old Confluence page", "the ops handover doc"],
         "ko": ["팀 위키", "예전 PR 설명", "Jenkins job 설정", "노션 페이지", "README", "슬랙 스레드", "배포 스크립트",
                "공유 드라이브", "인수인계 문서"]}
GENERIC = []


def generic(name):
    def deco(fn):
        GENERIC.append((name, fn))
        return fn
    return deco


def W(cat, snip, secrets, topic_en, topic_ko, out=False):
    return ("wrap", cat, snip, secrets, topic_en, topic_ko, out)


def F(cat, fields, secrets):
    return ("full", cat, fields, secrets)


def url_pw(p):
    """Password as it must be written inside a URL's userinfo."""
    return pct(p) if pct(p) != p else p


def dbname():
    return pick(["app", "orders", "billing", "analytics", "core", "ledger", "crm", "payments"])


@generic("postgres URL")
def g_pg_url(lang):
    p = pw()
    up = url_pw(p)
    u = pick(USERS)
    h = host("db")
    url = "postgresql://%s:%s@%s:5432/%s%s" % (u, up, h, dbname(), pick(["", "?sslmode=require", "?sslmode=verify-full&application_name=" + svc()]))
    snip = pick(["DATABASE_URL=" + url, "export DATABASE_URL='%s'" % url, "  url: " + url, "$ psql '%s'" % url])
    return W("connection string: postgres URL password" + (" (percent-encoded)" if up != p else ""), snip, [up],
             "the %s Postgres database" % env_name(), "%s Postgres DB" % env_name())


@generic("mysql -p attached")
def g_mysql_cli(lang):
    p = pw()
    h = host("db")
    cmd = "$ mysql -h %s -P 3306 -u %s -p%s %s" % (h, pick(USERS), p if re.match(r"^[A-Za-z0-9_.-]+$", p) else "'" + p + "'", dbname())
    if chance(0.6):
        cmd += "\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user"
    return W("shell: mysql -p attached password", cmd, [p], "the MySQL replica", "MySQL replica", True)


@generic("mongodb uri")
def g_mongo(lang):
    p = pw()
    up = url_pw(p)
    uri = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(USERS), up, rs(5, ANL), dbname())
    snip = pick(["MONGODB_URI=" + uri, "mongoose.connect(\"%s\")" % uri, "spring.data.mongodb.uri=" + uri])
    return W("connection string: MongoDB Atlas URI password", snip, [up], "the MongoDB Atlas cluster", "MongoDB Atlas 클러스터")


@generic("redis")
def g_redis(lang):
    p = pw(pick(["strong", "strong", "passphrase", "company"]))
    k = R.random()
    if k < 0.4:
        up = url_pw(p)
        snip = "REDIS_URL=rediss://default:%s@%s:6380/0" % (up, host("redis"))
        sec = [up]
    elif k < 0.7:
        snip = "$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d" % (host("redis"), p, R.randint(1000, 99999), R.randint(10, 999))
        sec = [p]
    else:
        snip = "# redis.conf\nbind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmasterauth %s" % (p, p)
        sec = [p]
    return W("redis password", snip, sec, "the Redis cache", "Redis 캐시")


@generic("amqp")
def g_amqp(lang):
    p = pw()
    up = url_pw(p)
    snip = pick(["CELERY_BROKER_URL=amqp://%s:%s@rabbitmq:5672/%s", "spring.rabbitmq.addresses=amqps://%s:%s@mq.internal:5671/%s"]) % (pick(USERS), up, pick(["vhost", "prod", "%2F"]))
    return W("connection string: AMQP URL password", snip, [up], "the RabbitMQ broker", "RabbitMQ 브로커")


@generic("jdbc spring")
def g_jdbc(lang):
    p = pw()
    u = pick(USERS)
    if chance(0.5):
        snip = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host("db"), dbname(), u, p)
    else:
        snip = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true\n    username: %s\n    password: '%s'" % (host("db"), dbname(), u, p)
    return W("properties: spring datasource password", snip, [p], "the datasource for " + svc(), svc() + " datasource")


@generic("mssql conn")
def g_mssql(lang):
    p = pw()
    snip = '"ConnectionStrings": {\n  "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"\n}' % (
        pick(ORGS) + "-sql", dbname(), pick(USERS), p)
    return W("appsettings.json: SQL Server connection string password", snip, [p], "the Azure SQL database", "Azure SQL DB")


@generic("oracle sqlplus")
def g_oracle(lang):
    p = pw(pick(["strong", "leet", "company", "human_name"]))
    snip = "$ sqlplus %s/%s@//%s:1521/ORCLPDB1 @migrate_%s.sql" % (pick(["APPS", "SCOTT_RO", "ERP_APP"]), p, host("db"), digits(3))
    return W("shell: sqlplus user/password", snip, [p], "the legacy Oracle ERP schema", "레거시 Oracle ERP 스키마")


@generic("pgpass")
def g_pgpass(lang):
    p = pw()
    snip = "# ~/.pgpass\n%s:5432:%s:%s:%s\n%s:5432:*:%s:%s" % (host("db"), dbname(), pick(USERS), p, host("db"), "report_ro", p)
    return W("pgpass file password", snip, [p], "the reporting replica", "리포팅 replica")


@generic("netrc")
def g_netrc(lang):
    if chance(0.5):
        t = "ghp_" + rs_mixed(36, AN)
        snip = "# ~/.netrc\nmachine github.com\n  login %s\n  password %s" % (pick(USERS), t)
        return W("netrc with GitHub token [GitHub]", snip, [t], "the private Go modules", "private Go 모듈")
    p = pw()
    snip = "machine %s login %s password %s" % (pick(["nexus.", "artifacts.", "files."]) + pick(DOMAINS), pick(USERS), p)
    return W("netrc password", snip, [p], "the artifact server", "아티팩트 서버")


@generic("git credentials")
def g_gitcred(lang):
    k = R.random()
    if k < 0.4:
        t = "ghp_" + rs_mixed(36, AN)
        repo = "%s/%s" % (pick(ORGS), svc())
        snip = "$ git remote -v\norigin  https://x-access-token:%s@github.com/%s.git (fetch)\norigin  https://x-access-token:%s@github.com/%s.git (push)" % (
            t, repo, t, repo)
        return W("git remote URL with token [GitHub]", snip, [t], "the repo remote", "repo remote 설정")
    if k < 0.7:
        t = "glpat-" + rs_mixed(20, B64U)
        snip = "# ~/.git-credentials\nhttps://oauth2:%s@gitlab.%s" % (t, pick(DOMAINS))
        return W("git-credentials with GitLab token [GitLab]", snip, [t], "the GitLab HTTPS remote", "GitLab HTTPS remote")
    p = pw()
    up = url_pw(p)
    snip = "$ git clone https://%s:%s@git.%s/%s/%s.git" % (pick(USERS), up, pick(DOMAINS), pick(ORGS), svc())
    return W("git clone URL with password", snip, [up], "the internal git server", "사내 git 서버")


@generic("curl -u")
def g_curl_u(lang):
    p = pw()
    u = pick(USERS)
    snip = "$ curl -sS -u %s:'%s' https://%s/api/%s" % (u, p, pick(["nexus.", "jenkins.", "registry.", "grafana."]) + pick(DOMAINS),
                                                     pick(["v1/status", "json", "health", "repositories?limit=5"]))
    return W("shell: curl -u user:password", snip, [p], "the internal admin API", "내부 admin API")


@generic("basic auth header")
def g_basic(lang):
    p = pw()
    u = pick(USERS)
    blob = b64of("%s:%s" % (u, p))
    snip = pick(["Authorization: Basic %s", "curl -H 'Authorization: Basic %s' https://" + host("api") + "/internal/metrics",
                 "proxy_set_header Authorization \"Basic %s\";"]) % blob
    return W("HTTP Basic header (base64 of user:password)", snip, [blob], "the metrics endpoint behind basic auth", "basic auth 걸린 metrics endpoint")


@generic("docker login")
def g_docker_login(lang):
    p = pw()
    reg = pick(["registry.", "harbor.", "cr."]) + pick(DOMAINS)
    if chance(0.5):
        snip = "$ docker login %s -u %s -p '%s'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, pick(USERS), p)
        return W("shell: docker login -p", snip, [p], "the private registry " + reg, "사설 레지스트리 " + reg)
    blob = b64of("%s:%s" % (pick(USERS), p))
    snip = '~/.docker/config.json\n{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    return W("docker config.json auth (base64 user:password)", snip, [blob], "the registry " + reg, reg + " 레지스트리")


@generic("proxy url")
def g_proxy(lang):
    p = pw()
    up = url_pw(p)
    u = pick(["corp\\\\" + pick(EN_NAMES), pick(EN_NAMES), "svc-proxy"])
    snip = "export HTTPS_PROXY=http://%s:%s@proxy.%s:3128\nexport NO_PROXY=localhost,127.0.0.1,.internal" % (u.replace("\\\\", "%5C"), up, pick(DOMAINS))
    return W("proxy URL with password", snip, [up], "the corporate proxy", "사내 프록시")


@generic("ftp/sftp")
def g_ftp(lang):
    p = pw()
    if chance(0.5):
        snip = "$ lftp -u %s,'%s' sftp://%s -e 'mirror --reverse ./out /upload/%s; bye'" % (pick(["partner_" + pick(ORGS), "edi"]), p, "sftp." + pick(DOMAINS), digits(8))
        sec = [p]
    else:
        up = url_pw(p)
        snip = "SETTLEMENT_FTP=ftp://%s:%s@ftp.%s/inbound/" % (pick(["vanftp", "edi", "pg_batch"]), up, pick(DOMAINS))
        sec = [up]
    return W("partner SFTP/FTP password", snip, sec, "the partner file drop", "파트너사 파일 전송 서버")


@generic("sshpass")
def g_sshpass(lang):
    p = pw()
    snip = "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (p, pick(["deploy", "ec2-user", "ubuntu", "ops"]), "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)), svc())
    return W("shell: sshpass -p password", snip, [p], "the legacy VM", "레거시 VM")


@generic("smb")
def g_smb(lang):
    p = pw()
    if chance(0.5):
        snip = "$ smbclient //fs01.corp.%s/finance -U 'CORP\\%s%%%s' -c 'ls'" % (pick(DOMAINS), pick(USERS), p)
    else:
        snip = "$ sudo mount -t cifs //nas01/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (pick(USERS), p)
    return W("shell: SMB/CIFS password on command line", snip, [p], "the finance file share", "재무팀 파일 공유")


@generic("sql create user")
def g_sql_user(lang):
    p = pw()
    u = pick(USERS)
    snip = pick(["CREATE USER %s WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO %s;" % (u, p, u),
                 "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01';" % (u, p),
                 "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT ON %s.* TO '%s'@'%%';" % (u, p, dbname(), u)])
    return W("sql: CREATE/ALTER USER with password", snip, [p], "the new DB role", "신규 DB 계정")


@generic("kafka jaas")
def g_kafka(lang):
    key = rs(16, ANU)
    sec = rs_mixed(64, AN + "+/")
    snip = "bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (
        rs(5, ANL), region(), key, sec)
    return W("properties: Kafka SASL JAAS (Confluent API secret) [Confluent]", snip, [sec], "the Confluent Cloud cluster", "Confluent Cloud 클러스터")


@generic("dbt profile")
def g_dbt(lang):
    p = pw()
    snip = "%s:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: %s-%s\n      user: DBT_%s\n      password: \"%s\"\n      role: TRANSFORMER\n      warehouse: TRANSFORMING" % (
        pick(ORGS), rs(7, ANU), rs(7, ANU), pick(["PROD", "SVC"]), p)
    return W("dbt profiles.yml Snowflake password [Snowflake]", snip, [p], "the dbt Snowflake connection", "dbt Snowflake 연결")


@generic("airflow")
def g_airflow(lang):
    p = pw()
    up = url_pw(p)
    fk = b64bytes(32, urlsafe=True)
    snip = "AIRFLOW__CORE__FERNET_KEY=%s\nAIRFLOW_CONN_WAREHOUSE='postgres://%s:%s@%s:5432/dw'" % (fk, "airflow", up, host("db"))
    return W("env: Airflow fernet key + connection URI password", snip, [fk, up], "the Airflow warehouse connection", "Airflow 웨어하우스 커넥션")


@generic("ldap")
def g_ldap(lang):
    p = pw()
    dc = pick(ORGS)
    snip = "$ ldapsearch -x -H ldaps://ldap.%s.internal -D \"cn=svc-%s,ou=services,dc=%s,dc=local\" -w '%s' -b \"ou=people,dc=%s,dc=local\" \"(uid=%s)\"" % (
        dc, svc(), dc, p, dc, pick(EN_NAMES))
    return W("shell: ldapsearch -w bind password", snip, [p], "the LDAP bind account", "LDAP bind 계정")


@generic("smtp")
def g_smtp(lang):
    if chance(0.5):
        ap = " ".join(rs(4, LO) for _ in range(4))
        snip = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=noreply@%s\nEMAIL_HOST_PASSWORD=%s" % (pick(DOMAINS), ap)
        return W("env: Gmail app password (spaced) [Google]", snip, [ap], "the outgoing mail account", "메일 발송 계정")
    p = pw()
    snip = "spring.mail.host=smtp.%s\nspring.mail.username=alerts\nspring.mail.password=%s\nspring.mail.properties.mail.smtp.starttls.enable=true" % (pick(DOMAINS), p)
    return W("properties: SMTP password", snip, [p], "the SMTP relay", "SMTP 릴레이")


@generic("ansible inventory")
def g_ansible(lang):
    p1, p2 = pw(), pw()
    snip = "[web]\n10.0.%d.%d\n10.0.%d.%d\n\n[web:vars]\nansible_user=%s\nansible_password=%s\nansible_become_pass=%s" % (
        R.randint(0, 9), R.randint(2, 250), R.randint(0, 9), R.randint(2, 250), pick(["deploy", "ansible", "ops"]), p1, p2)
    return W("ansible inventory passwords", snip, [p1, p2], "the web hosts inventory", "web 서버 inventory")


@generic("tfvars / helm values password")
def g_tf_helm(lang):
    p = pw()
    if chance(0.5):
        snip = 'db_username = "%s"\ndb_password = "%s"\ninstance_class = "db.r6g.large"' % (pick(USERS), p)
        return W("hcl tfvars: db_password", snip, [p], "the RDS module", "RDS 모듈")
    snip = "postgresql:\n  auth:\n    username: %s\n    password: \"%s\"\n    database: %s\n  primary:\n    persistence:\n      size: 20Gi" % (pick(USERS), p, dbname())
    return W("helm values: postgresql.auth.password", snip, [p], "the Helm chart for the database", "DB Helm chart")


@generic("android keystore")
def g_keystore(lang):
    p1 = pw()
    p2 = p1 if chance(0.5) else pw()
    snip = 'signingConfigs {\n    create("release") {\n        storeFile = file("../keystore/release.jks")\n        storePassword = "%s"\n        keyAlias = "%s"\n        keyPassword = "%s"\n    }\n}' % (p1, pick(["upload", "release", pick(ORGS)]), p2)
    return W("gradle: Android keystore passwords", snip, [p1] if p1 == p2 else [p1, p2], "Android release signing", "안드로이드 릴리즈 서명")


@generic("openssl/keytool pass")
def g_openssl(lang):
    p = pw()
    if chance(0.5):
        snip = "$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -name %s -passout pass:%s" % (svc(), svc(), p)
    else:
        snip = "$ keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore truststore.jks -deststorepass '%s'" % (svc(), p, p)
    return W("shell: openssl/keytool password argument", snip, [p], "the PKCS#12 bundle", "PKCS#12 인증서 번들")


@generic("zip password")
def g_zip(lang):
    p = pw()
    snip = pick(["$ zip -P '%s' -r export_%s.zip ./export/" % (p, digits(8)), "$ 7z a -p'%s' -mhe=on backup_%s.7z dump.sql" % (p, digits(8))])
    return W("shell: archive password", snip, [p], "the customer export archive", "고객 데이터 export 압축 파일")


@generic("ipmi")
def g_ipmi(lang):
    p = pw()
    snip = "$ ipmitool -I lanplus -H 10.%d.%d.%d -U ADMIN -P '%s' chassis power status\nChassis Power is on" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254), p)
    return W("shell: ipmitool -P BMC password", snip, [p], "the BMC of the GPU servers", "GPU 서버 BMC")


@generic("network device")
def g_cisco(lang):
    p = pw()
    comm = rs_mixed(12, AN)
    snip = "hostname core-sw-01\nusername netadmin privilege 15 secret 0 %s\nsnmp-server community %s RO 10\ntacacs-server key 0 %s" % (p, comm, p)
    return W("network config: switch secret + SNMP community", snip, [p, comm], "the core switch", "코어 스위치")


@generic("wifi psk")
def g_wifi(lang):
    p = pw(pick(["passphrase", "company", "human_name", "korean_kb", "strong"]))
    k = R.random()
    ssid = pick(["Office-5G", "%s-Guest" % pick(ORGS).capitalize(), "DevLab", "회의실-5G"])
    if k < 0.4:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)
    elif k < 0.7:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, p)
    else:
        snip = "$ nmcli dev wifi connect '%s' password '%s'" % (ssid, p)
    return W("Wi-Fi WPA passphrase", snip, [p], "the office Wi-Fi for the test devices", "테스트 단말용 사무실 Wi-Fi")


@generic("ipsec psk")
def g_ipsec(lang):
    p = rs_mixed(R.randint(24, 40), AN + "._-")
    snip = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % ("203.0.113.%d" % R.randint(1, 254), "198.51.100.%d" % R.randint(1, 254), p)
    return W("ipsec.secrets pre-shared key", snip, [p], "the site-to-site VPN to the partner", "파트너사 site-to-site VPN")


@generic("jasypt")
def g_jasypt(lang):
    p = pw()
    snip = "jasypt.encryptor.password=%s\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256\nspring.datasource.password=ENC(%s)" % (p, b64bytes(48))
    return W("properties: jasypt encryptor password", snip, [p], "the jasypt-encrypted properties", "jasypt 암호화 설정")


@generic("rclone")
def g_rclone(lang):
    ob = rs_mixed(R.randint(40, 60), B64U)
    snip = "[nas]\ntype = sftp\nhost = nas.%s\nuser = backup\npass = %s\nshell_type = unix" % (pick(DOMAINS), ob)
    return W("rclone.conf obscured password (reversible)", snip, [ob], "the rclone backup remote", "rclone 백업 remote")


@generic("filezilla")
def g_filezilla(lang):
    p = pw()
    blob = b64of(p)
    snip = '<Server>\n  <Host>sftp.%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (pick(DOMAINS), pick(USERS), blob)
    return W("FileZilla sitemanager.xml base64 password", snip, [blob], "the FileZilla site export", "FileZilla 사이트 설정")


@generic("tomcat users")
def g_tomcat(lang):
    p = pw()
    snip = '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="%s" password="%s" roles="manager-gui,manager-script"/>\n</tomcat-users>' % (pick(["admin", "tomcat", "deployer"]), p)
    return W("tomcat-users.xml password", snip, [p], "the Tomcat manager", "Tomcat manager")


@generic("my.cnf")
def g_mycnf(lang):
    p = pw()
    snip = "# ~/.my.cnf\n[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (pick(USERS), p, host("db"))
    return W("my.cnf client password", snip, [p], "the MySQL client config", "MySQL client 설정")


# --- key material
def pem_body(parts, line=64, max_lines=None):
    """Base64 PEM body built from DER-like parts: bytes are kept, ints mean that
    many random bytes.  Returns the list of body lines (last line >= 8 chars)."""
    while True:
        raw = b"".join(p if isinstance(p, bytes) else rbytes(p) for p in parts)
        lines = wrap(base64.b64encode(raw).decode(), line)
        if max_lines:
            lines = lines[:max_lines]
        if len(lines[-1]) >= 8:
            return lines


DER_RSA1 = [base64.b64decode("MIIEpAIBAAKCAQEA"), 1180]
DER_PKCS8_RSA = [base64.b64decode("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIB"), b"\x01\x01\x00", 1180]
DER_EC = [bytes.fromhex("30770201010420"), 32, bytes.fromhex("a00a06082a8648ce3d030107a144034200" + "04"), 64]
DER_P8_EC = [base64.b64decode("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"), 32,
             bytes.fromhex("a00a06082a8648ce3d030107a14403420004"), 64]


def openssh_ed25519_lines():
    pub = rbytes(32)
    priv = rbytes(32)
    comment = (pick(EN_NAMES) + "@" + pick(["macbook", "laptop", "bastion", "ci-runner"])).encode()

    def sstr(b):
        return struct.pack(">I", len(b)) + b
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(priv + pub) + sstr(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + sstr(pubblob) + sstr(sec)
    lines = wrap(base64.b64encode(blob).decode(), 70)
    return lines


@generic("rsa private key")
def g_rsa(lang):
    lines = pem_body(DER_RSA1, max_lines=R.randint(5, 9))
    snip = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n" + pick(["...", "(truncated)", "...(rest of key)"])
    return W("PEM: RSA private key body lines (truncated paste)", snip, lines, "SSH access to the deploy host", "배포 서버 SSH 접속")


@generic("ec private key")
def g_ec(lang):
    lines = pem_body(DER_EC)
    snip = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    return W("PEM: EC private key body lines", snip, lines, "the JWT signing key for " + svc(), svc() + " JWT 서명 키")


@generic("openssh private key")
def g_openssh(lang):
    lines = openssh_ed25519_lines()
    snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return W("OpenSSH ed25519 private key body lines", snip, lines, "the CI deploy key", "CI deploy key")


@generic("apple p8")
def g_p8(lang):
    lines = pem_body(DER_P8_EC)
    kid = rs(10, ANU)
    snip = "AuthKey_%s.p8 (team %s):\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (kid, rs(10, ANU), "\n".join(lines))
    return W("PKCS#8 EC key: Apple APNs/App Store Connect .p8 body [Apple]", snip, lines, "APNs push for the iOS app", "iOS 앱 APNs 푸시")


@generic("gcp service account json")
def g_gcp_sa(lang):
    lines = pem_body(DER_PKCS8_RSA, max_lines=R.randint(3, 5))
    proj = pick(ORGS) + "-" + pick(["prod", "data", "ml"]) + "-" + digits(4)
    snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
        proj, hx(40), "\\n".join(lines), pick(["bq-loader", "deployer", "gcs-writer"]), proj)
    return W("JSON: GCP service-account private_key body lines (truncated) [Google Cloud]", snip, lines, "the BigQuery loader service account", "BigQuery 적재용 서비스 계정")


@generic("putty ppk")
def g_ppk(lang):
    priv = b64of(rbytes(36))
    pubb = b64of(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))
    snip = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
        pick(["eddsa-key-2025", "deploy@win-jump"]), pubb[:64], pubb[64:], priv, hx(64))
    return W("PuTTY .ppk Private-Lines", snip, [priv], "the Windows jump host key", "윈도우 점프 호스트 키")


@generic("wireguard")
def g_wg(lang):
    pk = b64of(rbytes(32))
    psk = b64of(rbytes(32))
    peer = b64of(rbytes(32))
    with_psk = chance(0.5)
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/16" % (
        pk, R.randint(2, 250), peer, ("PresharedKey = %s\n" % psk) if with_psk else "", pick(DOMAINS))
    return W("WireGuard config PrivateKey" + (" + PresharedKey" if with_psk else ""), snip, [pk, psk] if with_psk else [pk],
             "the WireGuard VPN profile", "WireGuard VPN 프로필")


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


@generic("age key")
def g_age(lang):
    sk = "AGE-SECRET-KEY-1" + rs(58, BECH32.upper())
    pk = "age1" + rs(58, BECH32)
    snip = "# created: 2025-%02d-%02dT10:%02d:00+09:00\n# public key: %s\n%s" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 59), pk, sk)
    return W("age identity (SOPS key file)", snip, [sk], "the SOPS decryption key", "SOPS 복호화 키")


@generic("jwk private")
def g_jwk(lang):
    d = b64url_of(rbytes(32))
    jwk = {"kty": "EC", "crv": "P-256", "kid": rs(8, ANL), "use": "sig", "x": b64url_of(rbytes(32)), "y": b64url_of(rbytes(32)), "d": d}
    snip = json.dumps(jwk, indent=2 if chance(0.5) else None)
    return W("JWK with private parameter d", snip, [d], "the signing JWK for " + svc(), svc() + " 서명용 JWK")


@generic("eth key / mnemonic")
def g_eth(lang):
    if chance(0.5):
        k = "0x" + hx(64)
        snip = "# hardhat .env\nDEPLOYER_PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}" % k
        return W("env: Ethereum deployer private key", snip, [k], "the contract deployer wallet", "컨트랙트 배포 지갑")
    words = ["abandon", "ability", "absorb", "access", "across", "actress", "adapt", "aerobic", "agent", "alarm", "album", "alley",
             "anchor", "ankle", "antique", "april", "arctic", "armor", "arrow", "asset", "athlete", "auction", "avocado", "awkward",
             "bamboo", "banner", "barrel", "blossom", "bridge", "cactus", "canal", "castle", "cereal", "chimney", "coconut", "cousin",
             "dolphin", "eagle", "easily", "elegant", "embrace", "fossil", "galaxy", "garlic", "hamster", "harvest", "jungle",
             "kitten", "lizard", "lunar", "mango", "marble", "nephew", "ocean", "orbit", "oyster", "planet", "puzzle", "raccoon",
             "saddle", "salmon", "sunset", "tiger", "tornado", "velvet", "vessel", "walnut", "window", "zebra"]
    m = " ".join(pick(words) for _ in range(12))
    snip = 'MNEMONIC="%s"' % m
    return W("env: BIP-39 wallet mnemonic", snip, [m], "the hot wallet for the faucet", "faucet용 핫월렛")


@generic("aes/fernet key")
def g_enckey(lang):
    k = R.random()
    if k < 0.35:
        v = hx(64)
        snip = "DATA_ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns" % v
    elif k < 0.7:
        v = b64bytes(32, urlsafe=True)
        snip = "from cryptography.fernet import Fernet\nf = Fernet(b\"%s\")" % v
    else:
        v = b64bytes(32)
        snip = "encryption:\n  provider: aesgcm\n  keys:\n    - name: key1\n      secret: %s" % v
    return W("symmetric encryption key", snip, [v], "column encryption for PII", "개인정보 컬럼 암호화")


# --- recovery codes, TOTP, PINs, passphrases
@generic("totp uri")
def g_totp_uri(lang):
    seed = rs(32, B32)
    snip = "otpauth://totp/%s:%s%%40%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
        pick(["AWS", "Acme", "Grafana", "Jenkins", "VPN"]), pick(["ops", "admin", pick(EN_NAMES)]), pick(DOMAINS), seed, pick(["AWS", "Acme", "Grafana"]))
    return W("TOTP seed in otpauth URI", snip, [seed], "MFA for the shared ops account", "공용 운영 계정 MFA")


@generic("totp raw seed")
def g_totp_raw(lang):
    seed = " ".join(rs(4, B32L) for _ in range(8))
    snip = cmt(lang, "Setup key (can't scan the QR): ", "설정 키 (QR 스캔 안 될 때): ") + seed
    return W("TOTP setup key (spaced groups)", snip, [seed], "2FA on the shared admin account", "공용 관리자 계정 2FA")


@generic("github recovery codes")
def g_rec_gh(lang):
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(6, 16))]
    snip = "\n".join(codes)
    return W("recovery codes list (xxxxx-xxxxx) [GitHub]", snip, codes, "the GitHub org owner account", "GitHub org owner 계정")


@generic("google backup codes")
def g_rec_google(lang):
    codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(10)]
    snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return W("backup codes list (8 digits) [Google]", snip, codes, "the Google Workspace admin", "Google Workspace 관리자 계정")


@generic("gitlab recovery codes")
def g_rec_gl(lang):
    codes = [hx(16) for _ in range(10)]
    snip = " ".join(codes) if chance(0.5) else "\n".join("- " + c for c in codes)
    return W("recovery codes list (16 hex) [GitLab]", snip, codes, "the self-hosted GitLab root account", "GitLab root 계정")


@generic("1password secret key")
def g_1p(lang):
    al = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(6, al), rs(6, al), rs(5, al), rs(5, al), rs(5, al), rs(5, al))
    mp = pw(pick(["passphrase", "strong"]))
    snip = "Emergency Kit\nSign-in address: %s.1password.com\nEmail: it@%s\nSecret Key: %s\nPassword: %s" % (pick(ORGS), pick(DOMAINS), sk, mp)
    return W("1Password Emergency Kit (Secret Key + account password) [1Password]", snip, [sk, mp], "the break-glass vault", "비상용 vault")


@generic("bitlocker")
def g_bitlocker(lang):
    k = "-".join(digits(6, False) for _ in range(8))
    snip = "BitLocker recovery key for %s (ID %s):\n%s" % (pick(["LT-" + digits(4), "DESKTOP-" + rs(7, ANU)]), hxu(8), k)
    return W("BitLocker recovery key [Microsoft]", snip, [k], "the locked laptop", "잠긴 노트북")


@generic("apple recovery / app-specific")
def g_apple(lang):
    if chance(0.5):
        k = "-".join(rs(4, ANU) for _ in range(7))
        return W("Apple account recovery key [Apple]", "Recovery Key: " + k, [k], "the company Apple developer account", "회사 Apple 개발자 계정")
    k = "-".join(rs(4, LO) for _ in range(4))
    snip = "xcrun notarytool store-credentials notary --apple-id release@%s --team-id %s --password %s" % (pick(DOMAINS), rs(10, ANU), k)
    return W("Apple app-specific password (notarytool) [Apple]", snip, [k], "macOS notarization", "macOS 공증(notarization)")


@generic("pin / puk")
def g_pin(lang):
    k = R.random()
    if k < 0.4:
        pin = digits(8, False)
        puk = digits(8, False)
        mk = hx(48)
        snip = "$ ykman piv access change-pin --pin 123456 --new-pin %s\n$ ykman piv access change-puk --new-puk %s\n$ ykman piv access change-management-key --new-management-key %s" % (pin, puk, mk)
        return W("YubiKey PIV PIN/PUK/management key [Yubico]", snip, [pin, puk, mk], "the code-signing YubiKey", "코드 서명용 YubiKey")
    if k < 0.7:
        puk = digits(8, False)
        snip = cmt(lang, "Test SIM for the SMS-auth device lab: ICCID 8982%s, PUK %s" % (digits(15), puk),
                   "SMS 인증 테스트용 유심: ICCID 8982%s, PUK %s" % (digits(15), puk))
        return W("SIM PUK code", snip, [puk], "the SMS test phone", "SMS 테스트폰")
    pin = digits(R.randint(8, 10), False)
    snip = "HSM partition %s: crypto officer PIN %s" % (pick(["par-signing", "par-tokenize"]), pin)
    return W("HSM crypto officer PIN", snip, [pin], "the HSM partition", "HSM 파티션")


@generic("ssh/gpg passphrase")
def g_passphrase(lang):
    p1 = pw("passphrase")
    if chance(0.5):
        p0 = pw()
        snip = "$ ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'\nYour identification has been saved with the new passphrase." % (p0, p1)
        return W("shell: ssh-keygen old/new passphrase", snip, [p0, p1], "the deploy SSH key", "배포용 SSH 키")
    snip = "$ gpg --batch --pinentry-mode loopback --passphrase '%s' -d backup_%s.tar.gz.gpg | tar xz" % (p1, digits(8))
    return W("shell: gpg --passphrase", snip, [p1], "the DB backup encryption", "DB 백업 암호화")


@generic("kr public certificate")
def g_npki(lang):
    p = pw(pick(["human_name", "korean_kb", "leet", "company"]))
    if lang == "ko":
        snip = "공동인증서(법인) 비밀번호: %s\n경로: C:\\Users\\%s\\AppData\\LocalLow\\NPKI\\yessign\\USER\\signPri.key" % (p, pick(EN_NAMES))
    else:
        snip = "Corporate NPKI certificate password: %s (signPri.key under AppData\\LocalLow\\NPKI\\yessign)" % p
    return W("Korean NPKI certificate password", snip, [p], "the corporate certificate for the tax invoice API", "전자세금계산서 API용 법인 공동인증서")


# --- application signing secrets, cookies, tokens in URLs
@generic("jwt/session secret env")
def g_app_secret(lang):
    k = R.random()
    if k < 0.35:
        v = rs_mixed(R.randint(32, 64), AN + "!@#$%^&*-_")
        snip = "JWT_SECRET=%s\nJWT_EXPIRES_IN=%s" % (v, pick(["15m", "1h", "7d"]))
        return W("env: JWT signing secret", snip, [v], "token signing for " + svc(), svc() + " 토큰 서명")
    if k < 0.65:
        v = b64bytes(32)
        snip = "NEXTAUTH_URL=https://%s\nNEXTAUTH_SECRET=%s" % (host("app"), v)
        return W("env: NEXTAUTH_SECRET", snip, [v], "NextAuth sessions", "NextAuth 세션")
    v = pw("passphrase") if chance(0.4) else rs_mixed(40, AN)
    snip = "app.use(session({\n  secret: '%s',\n  resave: false,\n  saveUninitialized: false,\n}));" % v
    return W("js: express-session secret", snip, [v], "the express session store", "express 세션")


@generic("django secret key")
def g_django(lang):
    v = ("django-insecure-" if chance(0.3) else "") + rs(50, LO + DI + "!@#$%^&*(-_=+)")
    snip = "# settings/production.py\nDEBUG = False\nSECRET_KEY = '%s'\nALLOWED_HOSTS = ['%s']" % (v, host("app"))
    return W("python: Django SECRET_KEY", snip, [v], "Django production settings", "Django 운영 설정")


@generic("rails secrets")
def g_rails(lang):
    if chance(0.5):
        v = hx(32)
        snip = "$ cat config/master.key\n%s" % v
        return W("Rails master.key", snip, [v], "decrypting Rails credentials", "Rails credentials 복호화")
    v = hx(128)
    snip = "production:\n  secret_key_base: %s" % v
    return W("Rails secret_key_base", snip, [v], "the Rails cookie signing", "Rails 쿠키 서명")


@generic("laravel app key")
def g_laravel(lang):
    v = "base64:" + b64bytes(32)
    p = pw()
    snip = "APP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (v, host("db"), pick(USERS), p)
    return W("env: Laravel APP_KEY + DB_PASSWORD", snip, [v, p], "the Laravel admin", "Laravel 관리자 페이지")


@generic("dotnet machinekey")
def g_machinekey(lang):
    vk, dk = hxu(128), hxu(64)
    snip = '<machineKey validationKey="%s"\n            decryptionKey="%s"\n            validation="HMACSHA256" decryption="AES" />' % (vk, dk)
    return W("web.config machineKey", snip, [vk, dk], "the ASP.NET session farm", "ASP.NET 세션 팜")


@generic("symfony/phoenix secret")
def g_symfony(lang):
    if chance(0.5):
        v = hx(32)
        return W("env: Symfony APP_SECRET", "APP_ENV=prod\nAPP_SECRET=%s" % v, [v], "the Symfony back office", "Symfony 백오피스")
    v = rs_mixed(64, AN + "+/")
    return W("elixir: Phoenix secret_key_base", 'config :%s, %sWeb.Endpoint,\n  secret_key_base: "%s"' % (pick(ORGS), pick(ORGS).capitalize(), v), [v],
             "the Phoenix endpoint config", "Phoenix endpoint 설정")


@generic("webhook secret")
def g_webhook_secret(lang):
    v = pick([rs_mixed(40, AN), hx(40), pw("passphrase")])
    if chance(0.5):
        snip = "import hmac, hashlib\n\nWEBHOOK_SECRET = b\"%s\"\n\ndef verify(body, sig):\n    mac = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(\"sha256=\" + mac, sig)" % v
    else:
        snip = "GitHub repo > Settings > Webhooks > %s\n  Content type: application/json\n  Secret: %s" % ("https://ci.%s/github-webhook/" % pick(DOMAINS), v)
    return W("webhook HMAC secret", snip, [v], "webhook signature verification", "webhook 서명 검증")


@generic("wordpress salts")
def g_wp(lang):
    al = AN + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"
    names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
    vals = [rs_mixed(64, al) for _ in names]
    p = pw()
    snip = "define( 'DB_PASSWORD', '%s' );\n" % p + "\n".join("define( '%s', '%s' );" % (n, v) for n, v in zip(names, vals))
    return W("php: wp-config.php DB_PASSWORD + salts", snip, [p] + vals, "the WordPress marketing site", "마케팅 WordPress 사이트")


@generic("session cookie")
def g_cookie(lang):
    k = R.random()
    if k < 0.2:
        v = rs(32, ANL)
        c = "sessionid=%s; csrftoken=%s" % (v, rs(32, AN))
        sec = [v]
    elif k < 0.4:
        sid, sig = rs_mixed(32, B64U), rs_mixed(43, AN + "+/")
        v = "s%3A" + sid + "." + pct(sig)
        c = "connect.sid=" + v
        sec = [v]
    elif k < 0.55:
        v = rs(26, ANL)
        c = "PHPSESSID=" + v
        sec = [v]
    elif k < 0.7:
        v = hxu(32)
        c = "JSESSIONID=" + v + "; Path=/; HttpOnly"
        sec = [v]
    elif k < 0.85:
        v = "eyJpdiI6I" + rs_mixed(R.randint(180, 230), AN + "+/") + "%3D%3D"
        c = "laravel_session=" + v
        sec = [v]
    else:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs_mixed(16, B64U) + "." + rs_mixed(R.randint(300, 400), B64U) + "." + rs_mixed(22, B64U)
        c = "__Secure-next-auth.session-token=" + v
        sec = [v]
    snip = pick(["Cookie: " + c, "$ curl -b '%s' https://%s/admin/export" % (c, host("admin")), "document.cookie -> \"%s\"" % c])
    return W("session cookie", snip, sec, "the admin back office", "관리자 백오피스", True)


@generic("bearer jwt")
def g_bearer_jwt(lang):
    tok = jwt_like({"alg": "RS256", "typ": "JWT", "kid": rs(16, AN)},
                   {"sub": uuid4(), "email": pick(EN_NAMES) + "@" + pick(DOMAINS), "role": pick(["admin", "user", "ops"]),
                    "iat": R.randint(1740000000, 1760000000), "exp": R.randint(1760000000, 1790000000), "iss": "https://auth." + pick(DOMAINS)}, 256)
    snip = pick(["$ curl -H 'Authorization: Bearer %s' https://%s/v1/me",
                 "%s DEBUG http: > GET /v1/orders Authorization: Bearer %%s" % ts_iso() + "  host=%s"]) % (tok, host("api"))
    return W("Bearer JWT (user access token)", snip, [tok], "the orders API", "주문 API", True)


@generic("oauth callback / reset link")
def g_link_token(lang):
    k = R.random()
    h = host("app")
    if k < 0.35:
        code = "4/0A" + rs_mixed(R.randint(60, 70), B64U)
        snip = "https://%s/oauth/callback?state=%s&code=%s&scope=email%%20profile" % (h, rs(16, AN), code)
        return W("OAuth authorization code in callback URL", snip, [code], "the OAuth callback", "OAuth 콜백")
    if k < 0.7:
        t = rs_mixed(43, B64U)
        snip = "https://%s/reset-password?token=%s&email=%s%%40%s" % (h, t, pick(EN_NAMES), pick(DOMAINS))
        return W("password reset link token", snip, [t], "the password reset flow", "비밀번호 재설정 플로우")
    at = rs_mixed(R.randint(120, 160), B64U)
    snip = "https://%s/#access_token=%s&token_type=Bearer&expires_in=3600" % (h, at)
    return W("implicit-flow access_token in URL fragment", snip, [at], "the SPA login redirect", "SPA 로그인 redirect")


@generic("zoom link pwd")
def g_zoom(lang):
    pwdp = rs_mixed(32, AN) + ".1"
    snip = "https://us06web.zoom.us/j/%s?pwd=%s" % (digits(11), pwdp)
    return W("Zoom join link with embedded passcode [Zoom]", snip, [pwdp], "the incident bridge", "장애 대응 회의 링크")


@generic("s3 presigned")
def g_s3_presigned(lang):
    sig = hx(64)
    bucket = pick(ORGS) + "-" + pick(["exports", "uploads", "invoices", "backups"])
    d = "2025%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    if chance(0.5):
        kid = "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        extra, sec = "", [kid, sig]
    else:
        kid = "ASIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        tok = pct("IQoJb3JpZ2luX2Vj" + rs_mixed(R.randint(180, 260), B64))
        extra, sec = "&X-Amz-Security-Token=" + tok, [kid, tok, sig]
    url = "https://%s.s3.%s.amazonaws.com/%s/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=604800%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
        bucket, region(), pick(["export", "tmp", "report"]), digits(8), kid, d, region(), d, R.randint(0, 23), R.randint(0, 59), extra, sig)
    return W("S3 presigned URL (key id + signature)", url, sec, "the export download link", "export 다운로드 링크")


@generic("gcs signed")
def g_gcs_signed(lang):
    sig = hx(512)
    proj = pick(ORGS) + "-prod"
    url = "https://storage.googleapis.com/%s-media/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=2025%02d%02dT0%d0000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
        proj, uuid4(), proj, R.randint(1, 12), R.randint(1, 28), R.randint(1, 12), R.randint(1, 28), R.randint(0, 9), sig)
    return W("GCS V4 signed URL signature [Google Cloud]", url, [sig], "the video download link", "영상 다운로드 링크")


@generic("azure sas url")
def g_sas(lang):
    sig = pct(b64bytes(32))
    url = "https://st%s%s.blob.core.windows.net/%s/%s.pdf?sp=r&st=2025-%02d-%02dT01:00:00Z&se=2026-%02d-%02dT01:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=%s" % (
        pick(ORGS), digits(3), pick(["invoices", "contracts", "exports"]), uuid4(), R.randint(1, 12), R.randint(1, 28), R.randint(1, 12), R.randint(1, 28), sig)
    return W("Azure Blob SAS URL sig [Azure]", url, [sig], "the invoice PDF link", "청구서 PDF 링크")


@generic("cloudfront signed")
def g_cloudfront(lang):
    sig = rs_mixed(R.randint(170, 344), AN + "~-_")
    url = "https://d%s.cloudfront.net/hls/%s/index.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(13, ANL), uuid4(), R.randint(1750000000, 1790000000), sig, rs(13, ANU))
    return W("CloudFront signed URL Signature [AWS]", url, [sig], "the HLS playback URL", "HLS 재생 URL")


@generic("firebase storage token")
def g_fb_storage(lang):
    t = uuid4()
    url = "https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/%s%%2F%s.jpg?alt=media&token=%s" % (pick(ORGS) + "-app", pick(["avatars", "receipts", "ids"]), digits(6), t)
    return W("Firebase Storage download token (UUID-shaped) [Firebase]", url, [t], "the receipt image URL", "영수증 이미지 URL")


@generic("jupyter token")
def g_jupyter(lang):
    t = hx(48)
    snip = "    To access the server, open this file in a browser:\n        file:///root/.local/share/jupyter/runtime/jpserver-%d-open.html\n    Or copy and paste one of these URLs:\n        http://%s:8888/lab?token=%s\n        http://127.0.0.1:8888/lab?token=%s" % (
        R.randint(1, 999), rs(12, HEX), t, t)
    return W("Jupyter server token URL", snip, [t], "the GPU notebook server", "GPU 노트북 서버", True)


@generic("swarm / kubeadm join")
def g_join(lang):
    if chance(0.5):
        t = "SWMTKN-1-" + rs(50, ANL) + "-" + rs(25, ANL)
        snip = "$ docker swarm join --token %s 10.0.%d.%d:2377" % (t, R.randint(0, 9), R.randint(2, 250))
        return W("Docker Swarm join token", snip, [t], "the Docker Swarm cluster", "Docker Swarm 클러스터")
    t = rs(6, ANL) + "." + rs(16, ANL)
    ck = hx(64)
    snip = "kubeadm join 10.0.%d.%d:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s \\\n    --control-plane --certificate-key %s" % (
        R.randint(0, 9), R.randint(2, 250), t, hx(64), ck)
    return W("kubeadm join token + certificate key", snip, [t, ck], "the kubeadm control plane", "kubeadm control plane")


@generic("consul")
def g_consul(lang):
    t = uuid4()
    g = b64bytes(32)
    snip = "CONSUL_HTTP_TOKEN=%s\n# agent config\nencrypt = \"%s\"" % (t, g)
    return W("Consul ACL token (UUID-shaped) + gossip key [HashiCorp]", snip, [t, g], "the Consul cluster", "Consul 클러스터")


@generic("gha runner token")
def g_runner(lang):
    t = "A" + rs(28, ANU)
    snip = "$ ./config.sh --url https://github.com/%s/%s --token %s --labels self-hosted,gpu --unattended" % (pick(ORGS), svc(), t)
    return W("GitHub Actions self-hosted runner registration token [GitHub]", snip, [t], "the self-hosted GPU runner", "self-hosted GPU runner")


@generic("proxmox / portainer / home assistant")
def g_homelab(lang):
    k = R.random()
    if k < 0.34:
        t = uuid4()
        snip = "curl -H 'Authorization: PVEAPIToken=root@pam!terraform=%s' https://pve.%s:8006/api2/json/nodes" % (t, pick(DOMAINS))
        return W("Proxmox API token secret (UUID-shaped) [Proxmox]", snip, [t], "the Proxmox Terraform provider", "Proxmox Terraform provider")
    if k < 0.67:
        t = "ptr_" + rs_mixed(43, AN + "+/")
        snip = "curl -H 'X-API-Key: %s' https://portainer.%s:9443/api/endpoints" % (t, pick(DOMAINS))
        return W("Portainer API access token [Portainer]", snip, [t], "the Portainer API", "Portainer API")
    t = jwt_like({"alg": "HS256", "typ": "JWT"}, {"iss": hx(32), "iat": R.randint(1700000000, 1750000000), "exp": R.randint(2000000000, 2100000000)})
    snip = "homeassistant:\n  url: http://ha.local:8123\n  token: %s" % t
    return W("Home Assistant long-lived access token [Home Assistant]", snip, [t], "the office sensors integration", "사무실 센서 연동")


@generic("nextcloud app password")
def g_nextcloud(lang):
    t = "-".join(rs(5, AN) for _ in range(5))
    snip = "$ rclone config create nc webdav url https://cloud.%s/remote.php/dav/files/%s vendor nextcloud user %s pass $(rclone obscure '%s')" % (
        pick(DOMAINS), pick(EN_NAMES), pick(EN_NAMES), t)
    return W("Nextcloud app password [Nextcloud]", snip, [t], "the Nextcloud WebDAV sync", "Nextcloud WebDAV 동기화")


@generic("acme eab")
def g_eab(lang):
    kid = rs(22, B64U)
    hm = rs_mixed(86, B64U)
    snip = "$ certbot register --email ops@%s --server https://acme.zerossl.com/v2/DV90 --eab-kid %s --eab-hmac-key %s" % (pick(DOMAINS), kid, hm)
    return W("ACME External Account Binding HMAC key [ZeroSSL]", snip, [hm], "the ZeroSSL ACME account", "ZeroSSL ACME 계정")


@generic("erlang cookie")
def g_erlang(lang):
    c = rs(20, UP)
    snip = pick(["RABBITMQ_ERLANG_COOKIE=%s", "$ cat /var/lib/rabbitmq/.erlang.cookie\n%s"]) % c
    return W("RabbitMQ Erlang cookie", snip, [c], "the RabbitMQ cluster", "RabbitMQ 클러스터", True)


@generic("initial admin passwords")
def g_initial(lang):
    k = R.random()
    if k < 0.33:
        v = hx(32)
        snip = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n" + v
        return W("Jenkins initialAdminPassword [Jenkins]", snip, [v], "the new Jenkins controller", "신규 Jenkins", True)
    if k < 0.66:
        v = rs_mixed(16, AN + "-_")
        snip = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % v
        return W("Argo CD initial admin password [Argo CD]", snip, [v], "the Argo CD UI", "Argo CD UI", True)
    v = rs_mixed(20, AN + "*_-=+")
    snip = "✅ Elasticsearch security features have been automatically configured!\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s" % v
    return W("Elasticsearch bootstrap elastic password [Elastic]", snip, [v], "the new Elasticsearch node", "신규 Elasticsearch 노드", True)


@generic("kubeconfig")
def g_kubeconfig(lang):
    if chance(0.5):
        t = jwt_like({"alg": "RS256", "kid": rs(43, B64U)}, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "deploy"]),
                                                             "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"}, 256)
        snip = "users:\n- name: deployer\n  user:\n    token: %s" % t
        return W("kubeconfig service-account token", snip, [t], "the cluster access for CI", "CI용 클러스터 접근")
    lines = pem_body(DER_EC)
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----\n"
    v = b64of(pem)
    snip = "users:\n- name: admin@%s\n  user:\n    client-certificate: /etc/kubernetes/pki/admin.crt\n    client-key-data: %s" % (pick(ORGS), v)
    return W("kubeconfig client-key-data (base64 PEM)", snip, [v], "the cluster admin kubeconfig", "클러스터 admin kubeconfig")


@generic("k8s secret data base64")
def g_k8s_b64(lang):
    p = pw()
    v = b64of(p)
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (svc(), b64of(pick(USERS)), v)
    return W("k8s Secret data (base64 password)", snip, [v], "the DB secret in the cluster", "클러스터의 DB secret")


@generic("npmrc / pip / composer / maven")
def g_registry_auth(lang):
    k = R.random()
    p = pw()
    reg = pick(["nexus.", "artifacts.", "repo."]) + pick(DOMAINS)
    if k < 0.25:
        v = b64of("%s:%s" % (pick(USERS), p))
        snip = "# .npmrc\nregistry=https://%s/repository/npm-group/\n//%s/repository/npm-group/:_auth=%s\nalways-auth=true" % (reg, reg, v)
        return W(".npmrc _auth (base64 user:password)", snip, [v], "the private npm registry", "사설 npm 레지스트리")
    if k < 0.5:
        up = url_pw(p)
        snip = "# pip.conf\n[global]\nindex-url = https://%s:%s@%s/repository/pypi/simple\ntrusted-host = %s" % (pick(USERS), up, reg, reg)
        return W("pip.conf index-url with password", snip, [up], "the private PyPI mirror", "사설 PyPI 미러")
    if k < 0.75:
        snip = '{\n  "http-basic": {\n    "%s": {\n      "username": "%s",\n      "password": "%s"\n    }\n  }\n}' % (reg, pick(USERS), p)
        return W("composer auth.json http-basic password", snip, [p], "the private Composer repository", "사설 Composer 저장소")
    snip = "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(ORGS), pick(USERS), p)
    return W("maven settings.xml server password", snip, [p], "the Maven repository", "Maven 저장소")


@generic("powershell / windows")
def g_windows(lang):
    p = pw()
    k = R.random()
    if k < 0.4:
        snip = "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_%s', $pw)\nInvoke-Command -ComputerName APP01 -Credential $cred -ScriptBlock { iisreset }" % (p, pick(["deploy", "iis", "backup"]))
    elif k < 0.7:
        snip = "C:\\> net use Z: \\\\fs01\\deploy %s /user:CORP\\%s /persistent:no" % (p, pick(USERS))
    else:
        snip = "C:\\> cmdkey /add:sql01.corp.local /user:CORP\\%s /pass:%s" % (pick(USERS), p)
    return W("windows: password on command line", snip, [p], "the Windows app servers", "윈도우 앱 서버")


@generic("htpasswd")
def g_htpasswd(lang):
    p = pw()
    snip = "$ htpasswd -bc /etc/nginx/.htpasswd %s '%s'\nAdding password for user %s" % ("staging", p, "staging")
    return W("shell: htpasswd -b password", snip, [p], "the staging basic-auth gate", "staging basic auth")


@generic("java stack trace jdbc")
def g_jdbc_trace(lang):
    p = pw()
    h = host("db")
    snip = "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)\nCaused by: org.postgresql.util.PSQLException: Connection to %s:5432 refused. url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)" % (
        h, h, dbname(), pick(USERS), p)
    return W("stack trace: JDBC URL with password", snip, [p], "the orders database", "주문 DB", True)


@generic("sentry locals")
def g_locals(lang):
    p = pw()
    snip = "File \"/app/%s/sync.py\", line %d, in connect\n    conn = ftplib.FTP_TLS(host, user, password)\n  Local variables:\n    host = 'ftp.%s'\n    user = 'sync'\n    password = '%s'\nftplib.error_perm: 530 Login incorrect." % (
        svc().replace("-", "_"), R.randint(20, 200), pick(DOMAINS), p)
    return W("traceback with local variables (password)", snip, [p], "the partner FTP sync", "파트너 FTP 동기화", True)


# --- human passwords, full notes written per language
@generic("human chat password")
def g_human_chat(lang):
    p = pw(pick(["human_name", "season", "walk", "pet", "company", "leet", "korean_kb"]))
    s, e, who = svc(), env_name(), person(lang)
    acct = pick(["admin", "qa_master", "ops", "superuser", "test-admin"])
    if lang == "en":
        t = pick([
            ("Couldn't log into the %s %s back office to check the refund state." % (e, s),
             "%s: \"the %s login is %s / %s, don't share it\"\nWorked; the refund was stuck in PENDING_REVIEW." % (who, acct, acct, p),
             "Can I get my own back-office account for %s?" % e),
            ("Needed the %s admin UI for %s." % (e, s), "",
             "Is the shared %s password still %s or was it changed after the audit?" % (acct, p)),
            ("%s told me on a call that the %s password for %s is %s." % (who, acct, s, p),
             "Shared admin accounts make the audit log useless; we couldn't tell who changed the config.",
             ""),
        ])
    else:
        t = pick([
            ("%s %s 백오피스에 로그인을 못 해서 환불 상태 확인이 막혔음." % (e, s),
             "%s: \"%s 계정 %s / %s 이에요, 공유는 하지 마세요\"\n로그인 후 보니 환불이 PENDING_REVIEW에 멈춰 있었음." % (who, acct, acct, p),
             "%s 백오피스 개인 계정 발급 가능할까요?" % e),
            ("%s의 %s 관리자 화면 접근이 필요했음." % (s, e), "",
             "공용 %s 비밀번호 아직 %s 인가요, 감사 이후에 바뀌었나요?" % (acct, p)),
            ("통화 중에 %s이 %s 관리자 비번은 %s 라고 알려줌." % (who, s, p),
             "공용 관리자 계정을 쓰면 audit log로 누가 설정을 바꿨는지 추적이 안 됨.",
             ""),
        ])
    return F("chat: human password shared in conversation", mkfields(*t), [p])


@generic("korean keyboard password")
def g_kb(lang):
    p = pw("korean_kb")
    s = svc()
    if lang == "ko":
        t = pick([
            ("%s 스테이징 DB 접속 계속 실패. 알고 보니 비번이 한영키 안 바꾸고 입력한 형태였음." % s,
             "실제 비번은 %s (영문 자판 그대로 입력해야 함)." % p,
             "비번을 이런 식으로 만들면 인수인계 때 헷갈리는데 바꿔도 될까요?"),
            ("사내 VPN 계정 비번을 몰라서 막힘.", "%s 님이 알려준 값: %s" % (person(lang), p), ""),
            ("NAS 관리자 페이지 로그인 정보가 없었음.", "", "NAS admin 비번 %s 맞나요? 로그인이 안 됩니다." % p),
        ])
    else:
        t = pick([
            ("Kept failing to log into the %s staging DB. The password is a Korean word typed with the keyboard in English mode." % s,
             "The actual password is %s (type it exactly like that, no IME)." % p,
             "Can we replace passwords like this with generated ones?"),
            ("Didn't have the office VPN password.", "%s gave me: %s" % (person(lang), p), ""),
            ("I was missing the NAS admin login.", "", "Is the NAS admin password %s? It is rejected." % p),
        ])
    return F("password typed on Korean keyboard in English mode", mkfields(*t), [p])


@generic("password rotation old/new")
def g_rotation(lang):
    style = pick(["human_name", "season", "company", "strong", "korean_kb"])
    old = pw(style)
    new = pw(style)
    s, e = svc(), env_name()
    if lang == "en":
        t = pick([
            ("The %s DB password was rotated during my task and the app went down." % e,
             "Old: %s\nNew: %s\nThe connection pool keeps old connections alive for 30 min, so the outage only started after that." % (old, new),
             "Can rotations be announced in #deploys beforehand?"),
            ("Didn't know the shared admin password for %s changed from %s." % (s, old),
             "It is %s now; the runbook still shows the old one." % new,
             ""),
        ])
    else:
        t = pick([
            ("작업 중에 %s DB 비번이 교체되면서 앱이 죽음." % e,
             "이전: %s\n변경: %s\n커넥션 풀이 기존 연결을 30분 유지해서 그 뒤에야 장애가 시작됨." % (old, new),
             "비번 교체 전에 #deploys 채널에 미리 공지해줄 수 있나요?"),
            ("%s 공용 관리자 비번이 %s 에서 바뀐 걸 몰랐음." % (s, old),
             "지금은 %s. 런북에는 아직 예전 값이 적혀 있음." % new,
             ""),
        ])
    return F("old and new password in rotation note", mkfields(*t), [old, new])


@generic("policy discussion with real password")
def g_policy(lang):
    p = pw(pick(["human_name", "season", "walk", "leet"]))
    s = svc()
    if lang == "en":
        t = ("I didn't know the password policy for service accounts.",
             "Policy is 16+ chars, generated, stored in the vault. The current %s account password %s violates it (too short, guessable)." % (s, p),
             "Who can regenerate the %s service account password?" % s)
    else:
        t = ("서비스 계정 비밀번호 정책을 몰랐음.",
             "정책: 16자 이상, 생성기로 만든 값, vault 보관. 현재 %s 계정 비번 %s 는 정책 위반(짧고 추측 가능)." % (s, p),
             "%s 서비스 계정 비번 재발급은 누가 할 수 있나요?" % s)
    return F("password policy discussion that includes a real password", mkfields(*t), [p])


@generic("qa accounts table")
def g_qa_table(lang):
    rows = []
    secs = []
    for role in pick([["admin", "seller", "buyer"], ["owner", "member"], ["cs_agent", "finance", "viewer", "admin"]]):
        p = pw()
        secs.append(p)
        rows.append("| %s | %s@%s | %s |" % (role, role, pick(DOMAINS), p))
    hdr = "| role | login | password |" if lang == "en" else "| 역할 | 로그인 | 비밀번호 |"
    tbl = "\n".join([hdr, "|---|---|---|"] + rows)
    if lang == "en":
        t = ("I needed logins for each role to test the permission matrix on %s." % env_name(), "Accounts from the QA sheet:\n" + tbl, "")
    else:
        t = ("%s 권한 매트릭스 테스트하려면 역할별 로그인이 필요했음." % env_name(), "QA 시트에 있던 계정:\n" + tbl, "")
    return F("markdown table of test accounts with passwords", mkfields(*t), secs)


@generic("env with several passwords")
def g_env_pws(lang):
    names = pick([["DB_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASSWORD"], ["POSTGRES_PASSWORD", "RABBITMQ_DEFAULT_PASS"],
                  ["MYSQL_ROOT_PASSWORD", "MYSQL_PASSWORD", "GF_SECURITY_ADMIN_PASSWORD"], ["KEYCLOAK_ADMIN_PASSWORD", "KC_DB_PASSWORD"]])
    vals = [pw() for _ in names]
    snip = "\n".join("%s=%s" % (n, v) for n, v in zip(names, vals))
    return W("env: several service passwords", snip, vals, "the local docker-compose stack", "로컬 docker-compose 스택")


@generic("long token split across fields")
def g_split(lang):
    kind = R.random()
    if kind < 0.5:
        tok = "github_pat_11" + rs(20, ANU) + "0" + rs(1, ANU) + "_" + rs_mixed(59, AN)
        vend_name = "GitHub"
    else:
        tok = "sk-ant-api03-" + rs_mixed(93, B64U) + "AA"
        vend_name = "Anthropic"
    cut = R.randint(len(tok) // 2 - 10, len(tok) // 2 + 10)
    a, b = tok[:cut], tok[cut:]
    if lang == "en":
        t = ("The %s token for the %s bot got wrapped when I pasted it: %s" % (vend_name, svc(), a),
             "(continued) %s - the chat client inserted a line break, which is why auth failed with the copied value." % b,
             "")
    else:
        t = ("%s 봇용 %s 토큰을 붙여넣다가 줄바꿈이 들어감: %s" % (svc(), vend_name, a),
             "(이어서) %s - 메신저가 줄바꿈을 넣어서 복사한 값으로 인증이 실패했던 것." % b,
             "")
    return F("token split across two fields (both halves listed) [%s]" % vend_name, mkfields(*t), [a, b])


def generic_note(name, fn, lang):
    for _attempt in range(40):
        r = fn(lang)
        if r[0] == "full":
            _, cat, f, secrets = r
        else:
            _, cat, snip, secrets, t_en, t_ko, out = r
            c = ctx(lang)
            c["topic"] = t_ko if lang == "ko" else t_en
            c["where"] = pick(WHERE[lang])
            tpl = pick(GEN_WRAP_OUT[lang] if out else GEN_WRAP[lang])
            if "{snip}" in tpl[2] and blen(snip) > 300:
                continue
            f = apply_wrap(tpl, c, snip)
        if not fields_ok(f) or not windows_ok(f, secrets):
            continue
        return cat, f, secrets
    raise RuntimeError("generic " + name)


# ---------------------------------------------------------------------------
# clean notes: look risky, contain no credential
# ---------------------------------------------------------------------------
CLEAN = []          # (name, weight, fn)
PUBLISHABLE = []    # (name, fn)


def clean(name, weight=1):
    def deco(fn):
        CLEAN.append((name, weight, fn))
        return fn
    return deco


def publishable(name):
    def deco(fn):
        PUBLISHABLE.append((name, fn))
        return fn
    return deco


def T(lang, en, ko, snip="", **kw):
    """Pick the language's (mc, lesson, ask) triple and fill it."""
    tpl = ko if lang == "ko" else en
    c = {"svc": svc(), "env": env_name(), "who": person(lang)}
    c.update(kw)
    return mkfields(*(fill(t, snip=snip, **c) for t in tpl))


SENSITIVE_NAME = re.compile(r"KEY|TOKEN|SECRET|PASS|CERT|AUTH|PRIVATE|SIGN|PWD|COOKIE|SESSION|CREDENTIAL|OSSRH", re.I)


def vendor_prefix(v):
    m = re.match(r"^(?:[A-Za-z]{2,12}[_-](?:[a-z0-9]{2,8}[_-])?|[A-Za-z]{2,4}\.)", v)
    return m.group(0) if m else "<redacted>"


def placeholder_for(name, vendor, secret_value):
    k = env_key(name)
    styles = [
        lambda: "${%s}" % k,
        lambda: "${%s}" % k,
        lambda: "$%s" % k,
        lambda: "${{ secrets.%s }}" % k,
        lambda: "{{ .Values.%s.%s }}" % (slug(vendor).replace("_", ""), camel(words_of(name))),
        lambda: "<your-%s>" % "-".join(words_of(name)),
        lambda: "<%s>" % k,
        lambda: "********",
        lambda: "[REDACTED]",
        lambda: "<redacted>",
        lambda: "xxxxxxxxxxxxxxxxxxxxxxxx",
        lambda: "REPLACE_ME",
        lambda: "",
        lambda: "op://Infra/%s/%s" % (vendor.replace(" ", "-"), "-".join(words_of(name))),
        lambda: "vault:secret/data/%s/%s#%s" % (env_name(), svc(), k.lower()),
        lambda: "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (region(), aws_account(), env_name(), slug(vendor).replace("_", "-"), rs(6, AN)),
        lambda: "projects/%s-%s/secrets/%s/versions/latest" % (pick(ORGS), env_name(), "-".join(words_of(name))),
        lambda: "${ssm:/%s/%s/%s}" % (env_name(), svc(), k.lower()),
        lambda: "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%s/)" % (pick(ORGS), env_name(), "-".join(words_of(name))),
        lambda: "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64bytes(R.randint(20, 40)), b64bytes(32), b64bytes(16)),
        lambda: vendor_prefix(secret_value) + pick(["...", "…", "****"]),
        lambda: "•" * 12,
    ]
    return pick(styles)()


def placeholder_items(vobj):
    out = []
    for n, v, ss in vobj.items():
        if ss:
            pv = placeholder_for(n, vobj.name, v)
            out.append((n, pv, []))
        elif not SENSITIVE_NAME.search(n):
            out.append((n, v, []))
    return out


CLEAN_WRAP_CONFIG = {
    "en": [
        ("I didn't know where {svc} gets its {vendor} credentials in {env}.",
         "{file} only holds references:\n{snip}\nThe real values are injected at deploy time, so nothing sensitive lives in the repo.",
         "Who can grant read access to the {vendor} secret for {env}?"),
        ("Reviewing the {svc} PR, I wasn't sure whether {file} leaked anything:\n{snip}",
         "It doesn't: the values are placeholders resolved at runtime.",
         ""),
        ("Missing context: how the {vendor} integration is wired in {svc}.",
         "{snip}\n({file}) - the loader fails fast if a referenced value is missing.",
         "Is this reference pattern the standard for new services?"),
        ("{svc} failed to start in {env} with 'missing {vendor} configuration'.",
         "The template in {file} was fine:\n{snip}\nThe secret store entry simply didn't exist in {env} yet.",
         "Who creates secret store entries for a new environment?"),
        ("Needed to add {vendor} to {svc}; didn't know the config conventions.",
         "Followed {file}:\n{snip}",
         "Should placeholders use ${VAR} or the secret-manager reference style?"),
        ("The security scanner flagged {file} in {svc}.",
         "False alarm - the file contains only placeholders and references:\n{snip}",
         "Can we add an allowlist entry for {file}?"),
    ],
    "ko": [
        ("{env}에서 {svc} 서비스가 {vendor} 인증 정보를 어디서 가져오는지 몰랐음.",
         "{file}에는 참조만 있음:\n{snip}\n실제 값은 배포 시점에 주입되므로 repo에는 민감한 값이 없음.",
         "{env} {vendor} secret 읽기 권한은 누가 줄 수 있나요?"),
        ("{svc} PR 리뷰 중 {file}에서 뭔가 새는 건 아닌지 확신이 없었음:\n{snip}",
         "문제없음. 값은 전부 런타임에 치환되는 placeholder.",
         ""),
        ("{svc}에서 {vendor} 연동이 어떻게 연결되어 있는지 몰랐음.",
         "{snip}\n({file}) 참조된 값이 없으면 로더가 바로 실패함.",
         "신규 서비스도 이 참조 방식이 표준인가요?"),
        ("{env}에서 {svc} 기동 시 'missing {vendor} configuration' 에러.",
         "{file} 템플릿은 정상:\n{snip}\n{env}에 secret store 항목이 아직 안 만들어져 있었던 것.",
         "새 환경의 secret store 항목은 누가 만드나요?"),
        ("{svc}에 {vendor} 추가해야 했는데 설정 컨벤션을 몰랐음.",
         "{file} 방식을 따름:\n{snip}",
         "placeholder는 ${VAR} 방식과 secret manager 참조 방식 중 뭘 쓰나요?"),
        ("보안 스캐너가 {svc}의 {file} 파일을 탐지함.",
         "오탐. 파일에는 placeholder와 참조만 있음:\n{snip}",
         "{file} allowlist 추가해도 될까요?"),
    ],
}


@clean("vendor config with placeholders / secret references", 24)
def c_placeholder_cfg(lang):
    for _ in range(50):
        vobj = pick(V)
        items = placeholder_items(vobj)
        if not items:
            continue
        rr = pick([r_dotenv, r_dotenv, r_yaml, r_json, r_toml, r_ini, r_properties, r_hcl, r_xml, r_compose, r_k8s_env, r_gha,
                   r_gitlab, r_python, r_js, r_table, r_diff, r_ruby, r_php])
        snip, fmt, file = rr(items, vobj.name, lang)
        c = {"vendor": vobj.name, "file": file}
        f = T(lang, pick(CLEAN_WRAP_CONFIG["en"]), pick(CLEAN_WRAP_CONFIG["ko"]), snip, **c)
        if fields_ok(f):
            return "%s: %s config with placeholders/references (no values)" % (fmt, vobj.name), f
    raise RuntimeError("placeholder cfg")


@clean("secret-manager CLI reads (no output values)", 2)
def c_sm_cli(lang):
    e, s = env_name(), svc()
    cmd = pick([
        "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (e, s),
        "vault kv get -field=password secret/%s/%s/postgres" % (e, s),
        "gcloud secrets versions access latest --secret=%s-db-password --project=%s-%s" % (s, pick(ORGS), e),
        "op read \"op://Infra/%s %s DB/password\"" % (s, e),
        "kubectl get secret %s-db -n %s -o jsonpath='{.data.password}' | base64 -d | pbcopy" % (s, e),
        "az keyvault secret show --vault-name kv-%s-%s --name db-password --query value -o tsv" % (pick(ORGS), e),
        "doppler secrets get DB_PASSWORD --plain --config %s" % e,
    ])
    f = T(lang,
          ("I didn't know how to get the %s DB password for %s without asking someone." % (e, s),
           "Read it straight from the secret store:\n$ {snip}\nNever paste the output into notes or tickets.",
           "Can the on-call role get read access to this path by default?"),
          ("%s의 %s DB 비밀번호를 누구한테 묻지 않고 얻는 방법을 몰랐음." % (s, e),
           "secret store에서 직접 읽으면 됨:\n$ {snip}\n출력값은 노트나 티켓에 절대 붙여넣지 말 것.",
           "on-call 역할에 이 경로 읽기 권한을 기본으로 줄 수 있나요?"), cmd)
    return "shell: secret-manager read command, no value shown", f


@clean("ExternalSecret / secretKeyRef manifests", 2)
def c_k8s_refs(lang):
    s = svc()
    if chance(0.5):
        snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  target:\n    name: %s-env\n  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: %s/%s/stripe\n        property: secret_key" % (s, s, env_name(), s)
    else:
        snip = "        env:\n          - name: DATABASE_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password\n          - name: OPENAI_API_KEY\n            valueFrom:\n              secretKeyRef:\n                name: %s-llm\n                key: api-key" % (s, s)
    f = T(lang,
          ("Missing context: where {svc} gets secrets in the cluster.", "{snip}\nThe manifest only names the secret; the value never appears in git.", "Which team owns the secret store paths?"),
          ("클러스터에서 {svc} 서비스가 secret을 어디서 받는지 몰랐음.", "{snip}\n매니페스트에는 secret 이름만 있고 값은 git에 없음.", "secret store 경로는 어느 팀이 관리하나요?"), snip, svc=s)
    return "k8s: ExternalSecret / secretKeyRef references", f


@clean("env references in code and CI", 2)
def c_env_refs(lang):
    k = R.random()
    if k < 0.33:
        snip = "- name: Publish\n  run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n- name: Notify\n  run: curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"released\"}' \"$SLACK_WEBHOOK_URL\"\n  env:\n    SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
    elif k < 0.66:
        snip = "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nstripe.api_key = os.getenv(\"STRIPE_SECRET_KEY\")\ns3 = boto3.client(\"s3\")  # credentials from the instance role"
    else:
        snip = "const supabase = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);\nconst resend = new Resend(process.env.RESEND_API_KEY);\nif (!process.env.JWT_SECRET) throw new Error('JWT_SECRET is not set');"
    f = T(lang,
          ("I wasn't sure whether {svc} hardcodes any API keys.", "It doesn't; everything comes from the environment:\n{snip}", ""),
          ("{svc}에 API 키가 하드코딩되어 있는지 확실하지 않았음.", "하드코딩 없음. 전부 환경변수에서 읽음:\n{snip}", ""), snip)
    return "code/CI: secrets read from env (no values)", f


@clean("git log with commit SHAs", 2)
def c_git_log(lang):
    lines = []
    for _ in range(R.randint(4, 8)):
        lines.append("%s %s" % (hx(pick([7, 9, 12])), pick(["fix: retry on 429 from payment gateway", "chore(deps): bump axios to 1.7.4",
                                                              "feat: add idempotency keys to refunds", "revert \"feat: batch webhooks\"",
                                                              "refactor: split settlement job", "test: stabilize flaky checkout e2e",
                                                              "fix(auth): rotate signing keys without downtime", "docs: describe secret rotation"])))
    snip = "$ git log --oneline -n %d\n" % len(lines) + "\n".join(lines)
    full = hx(40)
    f = T(lang,
          ("Didn't know which commit introduced the refund regression in {svc}.", "{snip}\nBisected to %s (full SHA)." % full, "Can we require issue links in commit messages?"),
          ("{svc}의 환불 회귀가 어느 커밋에서 들어왔는지 몰랐음.", "{snip}\nbisect 결과 %s (full SHA)." % full, "커밋 메시지에 이슈 링크를 필수로 할 수 있을까요?"), snip)
    return "git: log with commit SHAs", f


@clean("container image digests", 2)
def c_digest(lang):
    sv = svc()
    img = "%s.dkr.ecr.%s.amazonaws.com/%s" % (aws_account(), region(), sv)
    tag = "1.%d.%d" % (R.randint(0, 30), R.randint(0, 9))
    d1, d2 = sha256hex(), sha256hex()
    snip = "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s\n\n# running in prod: %s@sha256:%s" % (
        img, tag, tag, sv, d1, img, tag, img, d2)
    f = T(lang,
          ("The {env} pods ran a different image than staging and I couldn't tell why.", "Tags are mutable; compare digests:\n{snip}", "Should deploys pin images by digest?"),
          ("{env} pod 이미지가 staging과 달랐는데 이유를 몰랐음.", "tag는 바뀔 수 있으니 digest로 비교해야 함:\n{snip}", "배포 시 이미지를 digest로 고정할까요?"), snip)
    return "docker: image digests", f


@clean("lockfile integrity hashes", 2)
def c_lockfile(lang):
    k = R.random()
    if k < 0.25:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            "axios", 1, 7, 4, "axios", "axios", 1, 7, 4, b64bytes(64)[:86] + "==")
    elif k < 0.5:
        snip = "github.com/%s/%s v1.%d.%d h1:%s\ngithub.com/%s/%s v1.%d.%d/go.mod h1:%s" % (
            pick(["spf13", "gorilla", "redis"]), pick(["cobra", "mux", "go-redis"]), R.randint(0, 9), R.randint(0, 9), b64bytes(32),
            pick(["spf13", "gorilla"]), pick(["pflag", "websocket"]), R.randint(0, 9), R.randint(0, 9), b64bytes(32))
    elif k < 0.75:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            R.randint(30, 80), b64bytes(32), hx(64), hx(64))
    else:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
    f = T(lang,
          ("CI failed with an integrity mismatch in {svc} and I didn't know which file was wrong.", "The lockfile entry was correct:\n{snip}\nThe mirror served a stale tarball; clearing the cache fixed it.", "Can we stop using the stale registry mirror?"),
          ("{svc} CI가 integrity mismatch로 실패했는데 어떤 파일이 문제인지 몰랐음.", "lockfile 항목은 정상:\n{snip}\n미러가 오래된 tarball을 내려준 것. 캐시 비우니 해결.", "오래된 레지스트리 미러 그만 쓸 수 있을까요?"), snip)
    return "lockfile: integrity / checksum hashes", f


@clean("sha256sum of release artifacts", 1)
def c_sha256sum(lang):
    v = "v%d.%d.%d" % (R.randint(0, 3), R.randint(0, 20), R.randint(0, 9))
    names = ["%s_%s_linux_amd64.tar.gz", "%s_%s_darwin_arm64.tar.gz", "%s_%s_windows_amd64.zip"]
    snip = "$ cat SHA256SUMS\n" + "\n".join("%s  %s" % (sha256hex(), n % (svc(), v)) for n in names)
    f = T(lang,
          ("I didn't know how to verify the {svc} release binaries.", "{snip}\nRun `sha256sum -c SHA256SUMS` after download.", ""),
          ("{svc} 릴리즈 바이너리 검증 방법을 몰랐음.", "{snip}\n다운로드 후 `sha256sum -c SHA256SUMS` 실행.", ""), snip)
    return "release checksums (sha256)", f


@clean("logs with request ids / UUIDs", 3)
def c_uuid_logs(lang):
    lines = []
    for _ in range(R.randint(2, 4)):
        lines.append("%s %s request_id=%s order_id=%s idempotency_key=%s status=%s latency_ms=%d" % (
            ts_iso(), pick(["INFO", "WARN"]), uuid4(), uuid4(), uuid4(), pick(["200", "409", "502"]), R.randint(12, 4000)))
    snip = "\n".join(lines)
    f = T(lang,
          ("Couldn't tell whether the duplicate refunds in {svc} were retries or two separate requests.", "Logs:\n{snip}\nSame idempotency key means a retry; the 409s are expected.", "Can we add the idempotency key to the refund dashboard?"),
          ("{svc}의 중복 환불이 재시도인지 별도 요청인지 구분이 안 됐음.", "로그:\n{snip}\nidempotency key가 같으면 재시도. 409는 정상 동작.", "환불 대시보드에 idempotency key 컬럼 추가할 수 있을까요?"), snip)
    return "logs: request ids, order ids, idempotency keys (UUIDs)", f


@clean("trace ids / W3C traceparent", 2)
def c_trace(lang):
    tid, sid = hx(32), hx(16)
    snip = pick([
        "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum" % (tid, sid),
        "X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1" % (hx(8), hx(24), sid),
        "dd.trace_id=%d dd.span_id=%d service=%s env=%s" % (R.getrandbits(63), R.getrandbits(63), svc(), env_name()),
        "sentry event_id=%s trace_id=%s cf-ray=%s-ICN" % (hx(32), tid, hx(16)),
    ])
    f = T(lang,
          ("Couldn't connect the frontend error to the backend span in {svc}.", "Use the trace id from the header:\n{snip}\nSearch it in APM, not in logs.", ""),
          ("{svc}에서 프론트 에러와 백엔드 span을 연결하지 못했음.", "헤더의 trace id를 쓰면 됨:\n{snip}\n로그 말고 APM에서 검색할 것.", ""), snip)
    return "tracing ids (traceparent, X-Amzn-Trace-Id, Datadog, Sentry)", f


@clean("S3 error with RequestId / HostId", 1)
def c_s3_error(lang):
    snip = "<Error>\n  <Code>AccessDenied</Code>\n  <Message>Access Denied</Message>\n  <RequestId>%s</RequestId>\n  <HostId>%s</HostId>\n</Error>" % (
        rs(16, ANU), b64bytes(57))
    f = T(lang,
          ("Uploads from {svc} to S3 failed with AccessDenied and I didn't know which policy blocked it.", "{snip}\nAWS support needs both RequestId and HostId; the bucket policy denied non-TLS requests.", "Do we have a runbook for S3 AccessDenied?"),
          ("{svc}에서 S3 업로드가 AccessDenied로 실패했는데 어떤 정책이 막는지 몰랐음.", "{snip}\nAWS 지원 문의 시 RequestId와 HostId 둘 다 필요. 버킷 정책이 non-TLS 요청을 거부하고 있었음.", "S3 AccessDenied 런북이 있나요?"), snip)
    return "aws: S3 error XML with RequestId/HostId", f


def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "ed25519", "rsa", "ecdsa"])
    if kind == "ed25519":
        return "ssh-ed25519 " + b64of(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256 " + b64of(b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04" + rbytes(64))
    return "ssh-rsa " + b64of(b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + rbytes(256))


@clean("SSH public keys (authorized_keys / known_hosts)", 2)
def c_ssh_pub(lang):
    lines = []
    for _ in range(R.randint(1, 3)):
        lines.append("%s %s@%s" % (ssh_pub(pick(["ed25519", "ed25519", "ecdsa"])), pick(EN_NAMES), pick(["macbook", "laptop", "ci"])))
    if chance(0.4):
        lines.append("|1|%s|%s %s" % (b64bytes(20), b64bytes(20), ssh_pub("ed25519")))
    snip = "\n".join(lines)
    f = T(lang,
          ("Couldn't SSH into the {env} bastion; didn't know how keys are provisioned.", "Keys live in the bastion role's authorized_keys (public keys only):\n{snip}\nAdd yours via PR to infra/bastion/keys.", "Who reviews bastion key PRs?"),
          ("{env} bastion SSH 접속이 안 됐는데 키 등록 방식을 몰랐음.", "bastion role의 authorized_keys에 공개키만 등록됨:\n{snip}\ninfra/bastion/keys에 PR로 추가하면 됨.", "bastion 키 PR 리뷰는 누가 하나요?"), snip)
    return "ssh: public keys in authorized_keys/known_hosts", f


@clean("key fingerprints", 2)
def c_fingerprints(lang):
    k = R.random()
    if k < 0.34:
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@laptop (ED25519)" % (b64bytes(32, pad=False), pick(EN_NAMES))
    elif k < 0.67:
        fp = hxu(40)
        snip = "$ gpg --list-keys release@%s\npub   ed25519 2024-%02d-%02d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] Release Bot <release@%s>" % (
            pick(DOMAINS), R.randint(1, 12), R.randint(1, 28), fp, pick(DOMAINS))
    else:
        fp = ":".join(hxu(2) for _ in range(32))
        snip = "$ openssl x509 -in tls.crt -noout -fingerprint -sha256 -serial\nsha256 Fingerprint=%s\nserial=%s" % (fp, hxu(32))
    f = T(lang,
          ("Didn't know how to verify we were talking to the right key.", "{snip}\nCompare the fingerprint out-of-band before trusting it.", ""),
          ("올바른 키인지 확인하는 방법을 몰랐음.", "{snip}\n신뢰하기 전에 fingerprint를 별도 채널로 대조할 것.", ""), snip)
    return "fingerprints (ssh, gpg, x509)", f


def cert_lines(n):
    return pem_body([base64.b64decode("MIIDdzCCAl+gAwIBAgIU"), 880], max_lines=n)


@clean("X.509 certificate PEM (public)", 2)
def c_cert(lang):
    lines = cert_lines(R.randint(4, 9))
    snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
    f = T(lang,
          ("The {svc} mTLS handshake failed with 'unknown CA' and I didn't know which CA cert the client trusts.", "This is the CA bundle the client ships (public certificate, safe to share):\n{snip}\nThe server chain was signed by the new intermediate.", "Can the CA bundle be published in the platform docs?"),
          ("{svc} mTLS handshake가 'unknown CA'로 실패했는데 클라이언트가 어떤 CA를 신뢰하는지 몰랐음.", "클라이언트에 포함된 CA 번들 (공개 인증서라 공유해도 됨):\n{snip}\n서버 체인이 새 intermediate로 서명되어 있었음.", "CA 번들을 플랫폼 문서에 올려도 될까요?"), snip)
    return "PEM: X.509 certificate (public)", f


@clean("public key PEM / JWKS", 2)
def c_pubkey(lang):
    if chance(0.5):
        lines = pem_body([base64.b64decode("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"), 64])
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"
        cat = "PEM: public key (JWT verification)"
    else:
        keys = [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(20, B64U), "n": b64url_of(rbytes(R.randint(96, 140))) + "...", "e": "AQAB"}]
        snip = json.dumps({"keys": keys}, indent=None)
        cat = "JWKS: public signing keys"
    f = T(lang,
          ("I didn't know how {svc} verifies tokens from the auth server.", "It fetches the public key and verifies locally:\n{snip}\nKeys rotate; cache for at most 10 minutes.", ""),
          ("{svc}에서 인증 서버 토큰을 어떻게 검증하는지 몰랐음.", "공개키를 받아 로컬에서 검증함:\n{snip}\n키가 로테이션되므로 캐시는 최대 10분.", ""), snip)
    return cat, f


@clean("WireGuard peer config without private key", 1)
def c_wg_pub(lang):
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.20.0.0/16" % (
        pick(["<contents of /etc/wireguard/private.key>", "(generated on the device, never leaves it)", "${WG_PRIVATE_KEY}"]),
        R.randint(2, 250), b64of(rbytes(32)), pick(DOMAINS))
    f = T(lang,
          ("Didn't know how to give a new laptop VPN access.", "Template (server public key is fine to share):\n{snip}\nThe laptop generates its own key pair and sends only its public key.", "Where do I register the laptop public key?"),
          ("새 노트북에 VPN 접근 권한 주는 방법을 몰랐음.", "템플릿 (서버 공개키는 공유해도 됨):\n{snip}\n노트북에서 키쌍을 직접 만들고 공개키만 전달함.", "노트북 공개키는 어디에 등록하나요?"), snip)
    return "WireGuard: public key only, private key referenced", f


@clean("SOPS-encrypted file / .sops.yaml", 2)
def c_sops(lang):
    if chance(0.5):
        snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s\n    kms: arn:aws:kms:%s:%s:key/%s" % (
            env_name(), rs(58, BECH32), rs(58, BECH32), region(), aws_account(), uuid4())
        cat = ".sops.yaml: age recipients (public) + KMS ARN"
    else:
        snip = "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    user: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    lastmodified: \"%s\"\n    version: 3.9.0" % (
            b64bytes(18), b64bytes(32), b64bytes(16), b64bytes(5), b64bytes(32), b64bytes(16), region(), aws_account(), uuid4(), ts_iso())
        cat = "SOPS-encrypted values (ciphertext)"
    f = T(lang,
          ("I wasn't sure it was OK that secrets/ is committed in {svc}.", "It is: the files are SOPS-encrypted and only decryptable with the KMS/age keys.\n{snip}", "Who holds the age keys for {env}?"),
          ("{svc}에 secrets/ 디렉터리가 커밋되어 있어도 되는지 확신이 없었음.", "괜찮음. SOPS로 암호화되어 있고 KMS/age 키 없이는 복호화 불가.\n{snip}", "{env}용 age 키는 누가 갖고 있나요?"), snip)
    return cat, f


@clean("SealedSecret / Ansible Vault ciphertext", 1)
def c_sealed(lang):
    if chance(0.5):
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (svc(), rs(R.randint(180, 260), AN + "+/") + "==")
        cat = "SealedSecret encryptedData (ciphertext)"
    else:
        body = "\n".join(hx(80) for _ in range(R.randint(3, 6)))
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + body.replace("\n", "\n  ")
        cat = "Ansible Vault encrypted variable (ciphertext)"
    f = T(lang,
          ("Didn't know how {svc} secrets are stored in the repo.", "Encrypted at rest, safe to commit; only the cluster/vault key can decrypt:\n{snip}", ""),
          ("{svc} secret이 repo에 어떤 형태로 저장되는지 몰랐음.", "암호화된 상태라 커밋해도 됨. 클러스터/vault 키로만 복호화 가능:\n{snip}", ""), snip)
    return cat, f


@clean("key IDs and ARNs", 2)
def c_key_ids(lang):
    k = R.random()
    if k < 0.3:
        snip = "kms_key_arn = \"arn:aws:kms:%s:%s:key/%s\"\nalias      = \"alias/%s-%s\"" % (region(), aws_account(), uuid4(), svc(), env_name())
    elif k < 0.55:
        snip = "APNS_KEY_ID=%s\nAPPLE_TEAM_ID=%s\nAPNS_KEY_PATH=/run/secrets/apns.p8\nAPNS_TOPIC=com.%s.app" % (rs(10, ANU), rs(10, ANU), pick(ORGS))
    elif k < 0.8:
        snip = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s-prod\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"<removed>\",\n  \"client_email\": \"deployer@%s-prod.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}" % (
            pick(ORGS), hx(40), pick(ORGS), digits(21))
    else:
        snip = "JWT header: {\"alg\":\"ES256\",\"kid\":\"%s\",\"typ\":\"JWT\"}\nsigning key: projects/%s/locations/global/keyRings/auth/cryptoKeys/jwt/cryptoKeyVersions/%d" % (rs(16, AN), pick(ORGS), R.randint(1, 9))
    f = T(lang,
          ("I didn't know which key {svc} uses to sign/encrypt in {env}.", "Identifiers only (the key material stays in KMS / the secret store):\n{snip}", "Is key rotation automated for {env}?"),
          ("{env}에서 {svc} 서비스가 서명/암호화에 어떤 키를 쓰는지 몰랐음.", "식별자만 있음 (키 자체는 KMS/secret store에 있음):\n{snip}", "{env} 키 로테이션은 자동인가요?"), snip)
    return "key IDs / ARNs / key references (no key material)", f


@clean("account, tenant and resource IDs", 3)
def c_account_ids(lang):
    k = R.random()
    if k < 0.25:
        snip = "role_arn = \"arn:aws:iam::%s:role/%s-deployer\"\nsource_profile = sso-%s\nregion = %s\n# account %s (%s)" % (
            aws_account(), svc(), pick(ORGS), region(), aws_account(), env_name())
    elif k < 0.5:
        snip = "ARM_SUBSCRIPTION_ID=%s\nARM_TENANT_ID=%s\nARM_CLIENT_ID=%s\nARM_USE_OIDC=true" % (uuid4(), uuid4(), uuid4())
    elif k < 0.75:
        snip = "customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nconnected account: acct_%s\nevent: evt_%s" % (
            rs(14, AN), rs(24, AN), rs(24, AN), rs(16, AN), rs(24, AN))
    else:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nmessage sid: SM%s\nSlack channel: C%s (team T%s)\nGitHub App ID: %s, installation: %s" % (
            hx(32), hx(32), rs(10, ANU), rs(8, ANU), digits(6), digits(8))
    f = T(lang,
          ("Couldn't find the right {env} resources for the {svc} incident.", "Identifiers I needed (none of these grant access by themselves):\n{snip}", "Can we keep these IDs in the service catalog?"),
          ("{svc} 장애 대응 중 {env} 리소스를 찾지 못했음.", "필요했던 식별자 (이것만으로는 접근 권한 없음):\n{snip}", "이 ID들을 서비스 카탈로그에 정리해 둘 수 있을까요?"), snip)
    return "account / tenant / object IDs (AWS, Azure, Stripe, Twilio SID, Slack, GitHub App)", f


@clean("OAuth client IDs (secret referenced)", 2)
def c_client_ids(lang):
    k = R.random()
    if k < 0.3:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nGOOGLE_REDIRECT_URI=https://%s/auth/google/callback" % (digits(12), rs(32, ANL), host("app"))
    elif k < 0.55:
        snip = "naver:\n  client-id: %s\n  client-secret: ${NAVER_CLIENT_SECRET}\nkakao:\n  app-id: %s\n  client-secret: ${KAKAO_CLIENT_SECRET}" % (rs_mixed(20, AN), digits(6))
    elif k < 0.8:
        snip = "WECHAT_APPID=wx%s\nALIPAY_APP_ID=2021%s\nLINE_CHANNEL_ID=%s\nFACEBOOK_APP_ID=%s" % (hx(16), digits(12), digits(10), digits(16))
    else:
        snip = "CLOUDINARY_CLOUD_NAME=%s-media\nCLOUDINARY_API_KEY=%s\nCLOUDINARY_API_SECRET=${CLOUDINARY_API_SECRET}" % (pick(ORGS), digits(15))
    f = T(lang,
          ("Social login broke in {env} and I didn't know which app registration {svc} uses.", "{snip}\nThe client id was from the dev app; secrets come from the store.", "Can app registrations be documented per environment?"),
          ("{env}에서 소셜 로그인이 깨졌는데 {svc} 서비스가 어떤 앱 등록을 쓰는지 몰랐음.", "{snip}\nclient id가 dev 앱 것이었음. secret은 store에서 읽음.", "환경별 앱 등록 정보를 문서화할 수 있을까요?"), snip)
    return "OAuth/app client IDs with secrets referenced", f


@clean("base64 of non-secret data", 2)
def c_base64_data(lang):
    k = R.random()
    if k < 0.3:
        cur = b64of(json.dumps({"last_id": R.randint(100000, 999999), "sort": "created_at", "dir": "desc"}, separators=(",", ":")))
        snip = "GET /v2/orders?limit=100&cursor=%s\n-> {\"data\": [...], \"next_cursor\": \"%s\"}" % (cur, b64of(json.dumps({"last_id": R.randint(100000, 999999), "sort": "created_at", "dir": "desc"}, separators=(",", ":"))))
        cat = "base64 pagination cursors (encoded JSON, not secret)"
    elif k < 0.55:
        ids = [b64of("%s:%d" % (pick(["User", "Order", "Product"]), R.randint(1000, 99999))) for _ in range(3)]
        snip = "query { nodes(ids: [%s]) { id ... on Order { status } } }" % ", ".join('"%s"' % i for i in ids)
        cat = "GraphQL global IDs (base64 of Type:id)"
    elif k < 0.8:
        data = b64of(json.dumps({"featureFlags": {"newCheckout": True, "darkMode": False}, "region": region()}, separators=(",", ":")))
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (svc(), data)
        cat = "ConfigMap binaryData (base64 JSON flags)"
    else:
        st = b64url_of(json.dumps({"returnTo": "/settings/billing", "nonce": hx(8)}, separators=(",", ":")))
        snip = "https://%s/login?state=%s&prompt=login" % (host("app"), st)
        cat = "OAuth state parameter (base64url of return path)"
    f = T(lang,
          ("A reviewer asked whether the base64 strings in the {svc} logs were secrets. I didn't know.", "Decoded them; they are plain data:\n{snip}", ""),
          ("리뷰어가 {svc} 로그의 base64 문자열이 secret인지 물어봤는데 몰랐음.", "디코딩해 보니 일반 데이터였음:\n{snip}", ""), snip)
    return cat, f


@clean("decoded JWT claims (no token)", 1)
def c_jwt_claims(lang):
    claims = {"iss": "https://auth.%s" % pick(DOMAINS), "sub": uuid4(), "aud": svc(), "scope": "orders:read orders:write",
              "iat": R.randint(1740000000, 1750000000), "exp": R.randint(1750000000, 1760000000)}
    snip = "header: {\"alg\": \"RS256\", \"kid\": \"%s\"}\npayload: %s" % (rs(12, AN), json.dumps(claims))
    f = T(lang,
          ("{svc} rejected tokens with 'invalid audience' and I didn't know what the token contained.", "Decoded claims (token itself not kept):\n{snip}\nThe aud claim must match the API identifier exactly.", ""),
          ("{svc}에서 'invalid audience'로 토큰이 거부됐는데 토큰에 뭐가 들어있는지 몰랐음.", "디코딩한 claim (토큰 자체는 보관 안 함):\n{snip}\naud 값이 API identifier와 정확히 같아야 함.", ""), snip)
    return "decoded JWT header/claims without the token", f


@clean("version strings and build metadata", 2)
def c_versions(lang):
    snip = "\n".join([
        "%s %s" % pick([("node", "v20.11.1"), ("python", "3.12.4"), ("go", "go1.22.5"), ("java", "21.0.3+9-LTS"), ("ruby", "3.3.4")]),
        "app version: %d.%d.%d-rc.%d+build.%d.%s" % (R.randint(1, 5), R.randint(0, 30), R.randint(0, 9), R.randint(1, 5), R.randint(100, 9999), hx(7)),
        "helm chart: %s-%d.%d.%d (appVersion %s)" % (svc(), R.randint(0, 3), R.randint(0, 20), R.randint(0, 9), "2025.%02d.%02d-%s" % (R.randint(1, 12), R.randint(1, 28), hx(8))),
        "api schema: %s" % "v%d-%s" % (R.randint(1, 4), hx(12)),
    ])
    f = T(lang,
          ("Didn't know which build was running in {env} when the bug appeared.", "{snip}\nThe rc build had the fix; {env} was one build behind.", "Can the status page show the build metadata?"),
          ("버그 발생 시점에 {env}에서 어떤 빌드가 돌고 있었는지 몰랐음.", "{snip}\nrc 빌드에 수정이 있었고 {env}는 한 빌드 뒤처져 있었음.", "상태 페이지에 빌드 메타데이터를 표시할 수 있을까요?"), snip)
    return "version strings / build metadata", f


@clean("long identifiers", 2)
def c_long_ids(lang):
    s = svc()
    snip = "\n".join([
        "pod/%s-%s-%s" % (s, rs(10, ANL), rs(5, ANL)),
        "com.%s.%s.internal.settlement.SettlementReconciliationJobConfiguration$$SpringCGLIB$$0" % (pick(ORGS), s.replace("-", "")),
        "static/js/main.%s.chunk.js" % hx(8),
        "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (region(), aws_account(), s, env_name(), uuid4()),
        "module.%s.aws_ecs_task_definition.this[\"%s\"]" % (s.replace("-", "_"), env_name()),
    ])
    f = T(lang,
          ("I couldn't find where the {svc} job config actually comes from.", "The chain of identifiers:\n{snip}", ""),
          ("{svc} job 설정이 실제로 어디서 오는지 찾지 못했음.", "식별자 체인:\n{snip}", ""), snip)
    return "long identifiers (pods, classes, ARNs, chunks)", f


@clean("password policy discussion", 3)
def c_pw_policy(lang):
    k = R.random()
    if k < 0.4:
        snip = "PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true\nPASSWORD_HASHER=argon2id\nPASSWORD_MAX_AGE_DAYS=0\nLOGIN_MAX_ATTEMPTS=5"
        f = T(lang,
              ("I didn't know what password rules {svc} enforces for customers.", "{snip}\nNo forced expiry (per NIST 800-63B); breached-password check runs on signup.", "Should admin accounts require 16 characters?"),
              ("{svc} 서비스가 고객 비밀번호에 어떤 규칙을 적용하는지 몰랐음.", "{snip}\n강제 만료 없음(NIST 800-63B 기준). 가입 시 유출 비밀번호 검사 수행.", "관리자 계정은 16자 이상으로 해야 할까요?"), snip)
    elif k < 0.7:
        snip = "validators = [\n    MinimumLengthValidator(min_length=12),\n    CommonPasswordValidator(),\n    UserAttributeSimilarityValidator(),\n]\nbcrypt rounds: 12  # ~250ms per hash on prod nodes"
        f = T(lang,
              ("Signup got slow and I didn't know password hashing was the cause.", "{snip}\nRounds were bumped from 10 to 12 last sprint.", ""),
              ("회원가입이 느려졌는데 비밀번호 해싱이 원인인 줄 몰랐음.", "{snip}\n지난 스프린트에 rounds를 10에서 12로 올림.", ""), snip)
    else:
        f = T(lang,
              ("Missing context: whether service-account passwords are rotated automatically.",
               "They are: the vault rotates DB passwords every 30 days and apps fetch them at startup. Nobody should know or copy the current value.",
               "Is there an alert when rotation fails?"),
              ("서비스 계정 비밀번호가 자동으로 로테이션되는지 몰랐음.",
               "자동임. vault가 30일마다 DB 비밀번호를 교체하고 앱은 기동 시 가져감. 현재 값은 누구도 알거나 복사할 필요 없음.",
               "로테이션 실패 시 알림이 있나요?"))
    return "password policy / hashing discussion (no passwords)", f


@clean("auth failure logs without credentials", 2)
def c_auth_logs(lang):
    k = R.random()
    if k < 0.5:
        ip = "203.0.113.%d" % R.randint(1, 254)
        snip = "\n".join("%s sshd[%d]: Failed password for invalid user %s from %s port %d ssh2" % (
            pick(["Jun 11 03:12:44", "Jun 11 03:12:47", "Jun 11 03:12:51"]), R.randint(1000, 99999), pick(["admin", "oracle", "test", "ubuntu"]), ip, R.randint(30000, 65000)) for _ in range(3))
    else:
        snip = "%s FATAL:  password authentication failed for user \"%s\"\n%s DETAIL:  Connection matched pg_hba.conf line 98: \"hostssl all all 10.0.0.0/8 scram-sha-256\"" % (ts_plain(), pick(USERS), ts_plain())
    f = T(lang,
          ("Saw a burst of auth failures on {env} and didn't know if it was us.", "{snip}\nNot us: external scanner / a stale cron on the old host.", "Can fail2ban be enabled on the {env} bastion?"),
          ("{env}에서 인증 실패가 몰려서 우리 쪽 문제인지 몰랐음.", "{snip}\n우리 쪽 아님: 외부 스캐너 / 예전 호스트의 오래된 cron.", "{env} bastion에 fail2ban 켜도 될까요?"), snip)
    return "auth failure logs (no secret values)", f


@clean("-p flags that are not passwords", 3)
def c_p_flags(lang):
    cmds = pick([
        ["docker run -d -p 8080:80 -p 8443:443 --name %s nginx:1.27" % svc(), "ssh -p 2222 deploy@bastion.%s" % pick(DOMAINS)],
        ["psql -h %s -p 5433 -U %s -d %s" % (host("db"), pick(USERS), dbname()), "mysql -u root -p -h 127.0.0.1 -P 3307"],
        ["redis-cli -h %s -p 6380 INFO replication" % host("redis"), "pytest -p no:cacheprovider -p no:randomly tests/"],
        ["mkdir -p build/out && cp -p config/*.yaml build/out/", "git add -p src/", "kubectl port-forward svc/%s 9090:80 -n %s" % (svc(), env_name())],
        ["rsync -avz -e 'ssh -p 2200' ./dist/ deploy@%s:/srv/app/" % host("app"), "nc -zv -w 2 %s 5432" % host("db")],
    ])
    snip = "\n".join("$ " + c for c in cmds)
    f = T(lang,
          ("Didn't know which ports the local {svc} stack uses.", "{snip}\n(-p here is a port or a plugin flag; the mysql -p prompts interactively.)", ""),
          ("로컬 {svc} 스택이 어떤 포트를 쓰는지 몰랐음.", "{snip}\n(여기서 -p는 포트나 플러그인 옵션. mysql -p는 대화형으로 비밀번호를 물어봄.)", ""), snip)
    return "shell: -p flags for ports/plugins, mysql -p prompt (no password)", f


@clean("obviously fake test fixtures", 3)
def c_fixtures(lang):
    k = R.random()
    if k < 0.25:
        snip = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# values from the AWS documentation, used with moto in tests"
        cat = "test fixture: AWS documentation example keys"
    elif k < 0.5:
        snip = "@pytest.fixture\ndef client(monkeypatch):\n    monkeypatch.setenv(\"OPENAI_API_KEY\", \"test-key-not-real\")\n    monkeypatch.setenv(\"STRIPE_SECRET_KEY\", \"sk_test_dummy\")\n    return TestClient(app)"
        cat = "test fixture: dummy env values"
    elif k < 0.75:
        snip = "card: 4242 4242 4242 4242, exp 12/34, CVC 123 (Stripe test card)\ncard (3DS): 4000 0027 6000 3184\nToss test card: use any number in the sandbox"
        cat = "test fixture: documented test card numbers"
    else:
        snip = "const user = { email: 'test@example.com', password: '<password>' };\nawait page.fill('#password', process.env.E2E_PASSWORD ?? '');\nexpect(res.status).toBe(401); // wrong password case uses 'x'"
        cat = "test fixture: e2e login with placeholders"
    f = T(lang,
          ("The secret scanner flagged {svc} tests and I didn't know if the values were real.", "They are fixtures, not credentials:\n{snip}", "Can the scanner ignore the tests/fixtures directory?"),
          ("시크릿 스캐너가 {svc} 테스트 코드를 탐지했는데 실제 값인지 몰랐음.", "fixture이고 실제 인증 정보 아님:\n{snip}", "스캐너에서 tests/fixtures 디렉터리 제외할 수 있을까요?"), snip)
    return cat, f


@clean("missing-env errors and masked keys in errors", 3)
def c_missing_env(lang):
    k = R.random()
    if k < 0.3:
        snip = "Traceback (most recent call last):\n  File \"/app/%s/llm.py\", line 12, in <module>\n    client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nKeyError: 'OPENAI_API_KEY'" % svc().replace("-", "_")
    elif k < 0.55:
        snip = "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % rs(4, AN)
    elif k < 0.8:
        snip = "Error: Missing required environment variables: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET\n    at validateEnv (/app/dist/env.js:18:11)"
    else:
        snip = "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_********************%s" % rs(4, AN)
    f = T(lang,
          ("{svc} crashed on start in {env}; I didn't know the env var was missing.", "{snip}\nThe deploy didn't mount the secret; the key itself was fine.", "Can the env validation print which secret source is missing?"),
          ("{env}에서 {svc} 서비스가 기동 시 죽었는데 환경변수가 빠진 걸 몰랐음.", "{snip}\n배포 때 secret이 마운트되지 않았던 것. 키 자체는 문제없음.", "env 검증에서 어떤 secret 소스가 빠졌는지 출력하게 할 수 있을까요?"), snip)
    return "errors: missing env var / masked key (last 4 only)", f


@clean("masked values in logs", 3)
def c_masked(lang):
    k = R.random()
    if k < 0.3:
        snip = "Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: %s\n    DEPLOY_TOKEN: ***\n+ curl -H 'Authorization: Bearer ***' https://deploy.%s/api/release\n{\"status\":\"queued\"}" % (region(), pick(DOMAINS))
    elif k < 0.6:
        snip = "Started POST \"/users/sign_in\"\nParameters: {\"user\"=>{\"email\"=>\"%s@%s\", \"password\"=>\"[FILTERED]\"}, \"authenticity_token\"=>\"[FILTERED]\"}" % (pick(EN_NAMES), pick(DOMAINS))
    else:
        snip = "%s INFO http outgoing request method=POST url=https://api.%s/v1/charge headers={'Authorization': 'Bearer <redacted>', 'X-Api-Key': '****%s'}" % (ts_iso(), pick(DOMAINS), rs(4, AN))
    f = T(lang,
          ("Wasn't sure whether the {svc} logs leak tokens.", "Checked; values are masked:\n{snip}", ""),
          ("{svc} 로그에 토큰이 새는지 확실하지 않았음.", "확인 결과 값은 마스킹되어 있음:\n{snip}", ""), snip)
    return "logs with masked secrets (***, [FILTERED], <redacted>)", f


@clean("connection URLs without credentials", 2)
def c_urls_nocred(lang):
    snip = "\n".join([
        "DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full&passfile=/run/secrets/pgpass" % (pick(USERS), host("db"), dbname()),
        "REDIS_URL=redis://%s:6379/0" % host("redis"),
        "MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/?authMechanism=MONGODB-AWS&authSource=$external" % rs(5, ANL),
        "KAFKA_BROKERS=b-1.%s.kafka.%s.amazonaws.com:9098,b-2.%s.kafka.%s.amazonaws.com:9098" % (rs(6, ANL), region(), rs(6, ANL), region()),
    ])
    f = T(lang,
          ("I didn't know how {svc} authenticates to its datastores without passwords.", "{snip}\nIAM auth / passfile; no password in any URL.", ""),
          ("{svc} 서비스가 비밀번호 없이 데이터 저장소에 어떻게 인증하는지 몰랐음.", "{snip}\nIAM 인증 / passfile 사용. URL에 비밀번호 없음.", ""), snip)
    return "connection URLs with no password (IAM auth, passfile)", f


@clean("docker run -e passthrough", 1)
def c_docker_env(lang):
    names = []
    while len(names) < R.randint(1, 3):
        n = env_key(pick([n for v in [pick(V)] for n, _, ss in v.items() if ss] or ["API_KEY"]))
        if n not in names:
            names.append(n)
    port = pick(["8000", "8080", "3000", "5000", "9000"])
    snip = "$ docker run --rm %s%s -p %s:%s %s/%s:%s" % (" ".join("-e " + n for n in names), pick(["", " --env-file .env.local", " --env-file ~/.config/%s.env" % svc()]),
                                                  port, port, pick(ORGS), svc(), pick(["dev", "latest", "local"]))
    f = T(lang,
          ("The container didn't see my API key.", "Pass it through from the shell without writing it anywhere:\n{snip}", ""),
          ("컨테이너에서 API 키가 안 보였음.", "어디에도 적지 않고 셸에서 그대로 넘기면 됨:\n{snip}", ""), snip)
    return "docker run -e VAR passthrough (no values)", f


@clean("terraform / helm secret plumbing", 2)
def c_tf_plumbing(lang):
    if chance(0.5):
        snip = "resource \"random_password\" \"db\" {\n  length  = 32\n  special = true\n}\n\nresource \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id     = aws_secretsmanager_secret.db.id\n  secret_string = random_password.db.result\n}"
    else:
        snip = "postgresql:\n  auth:\n    existingSecret: %s-db\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password" % svc()
    f = T(lang,
          ("Didn't know where the {svc} DB password is generated.", "{snip}\nIt is generated by Terraform and only ever lives in the state backend and the secret store.", "Is the Terraform state bucket encrypted and access-logged?"),
          ("{svc} DB 비밀번호가 어디서 생성되는지 몰랐음.", "{snip}\nTerraform이 생성하고 state 백엔드와 secret store에만 존재함.", "Terraform state 버킷은 암호화/접근 로그 설정되어 있나요?"), snip)
    return "terraform random_password / helm existingSecret", f


@clean("KMS / SSM ciphertext blobs", 1)
def c_kms_blob(lang):
    blob = "AQICAHh" + rs(R.randint(200, 280), AN + "+/") + "=="
    snip = "$ aws ssm get-parameter --name /%s/%s/db_password\n{\n    \"Parameter\": {\n        \"Name\": \"/%s/%s/db_password\",\n        \"Type\": \"SecureString\",\n        \"Value\": \"%s\",\n        \"Version\": %d\n    }\n}" % (
        env_name(), svc(), env_name(), svc(), blob, R.randint(1, 12))
    f = T(lang,
          ("I expected the plain value from SSM and got a long base64 blob instead.", "Without --with-decryption SSM returns the KMS ciphertext:\n{snip}\nThe app role has kms:Decrypt; my user doesn't, which is intended.", ""),
          ("SSM에서 평문을 기대했는데 긴 base64 blob이 나왔음.", "--with-decryption 없이 조회하면 KMS 암호문이 나옴:\n{snip}\n앱 role에는 kms:Decrypt가 있고 내 계정에는 없음. 의도된 구성.", ""), snip)
    return "aws: SSM SecureString ciphertext (not decrypted)", f


@clean("S3 object metadata (ETag, VersionId)", 1)
def c_s3_meta(lang):
    snip = "{\n    \"AcceptRanges\": \"bytes\",\n    \"LastModified\": \"%s\",\n    \"ContentLength\": %d,\n    \"ETag\": \"\\\"%s\\\"\",\n    \"VersionId\": \"%s\",\n    \"ServerSideEncryption\": \"aws:kms\",\n    \"SSEKMSKeyId\": \"arn:aws:kms:%s:%s:key/%s\"\n}" % (
        ts_iso(), R.randint(1000, 99999999), hx(32), rs(32, AN + "._"), region(), aws_account(), uuid4())
    f = T(lang,
          ("Didn't know whether the report in S3 was overwritten by the second run.", "head-object shows a new version:\n{snip}", "Should the report bucket have object lock?"),
          ("두 번째 실행 때 S3 리포트가 덮어써졌는지 몰랐음.", "head-object 결과 새 버전 생성됨:\n{snip}", "리포트 버킷에 object lock을 걸까요?"), snip)
    return "aws: S3 head-object (ETag, VersionId, KMS key ARN)", f


@clean("git LFS pointer / SRI / content hashes", 1)
def c_lfs_sri(lang):
    if chance(0.5):
        snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256hex(), R.randint(10000, 90000000))
        cat = "git LFS pointer"
    else:
        snip = "<script src=\"https://cdn.%s/widget/%s/widget.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (pick(DOMAINS), "2.%d.%d" % (R.randint(0, 9), R.randint(0, 9)), b64bytes(48))
        cat = "HTML subresource integrity hash"
    f = T(lang,
          ("The model file in {svc} was only a few lines and I didn't know why.", "{snip}\nIt's a pointer; run `git lfs pull`.", ""),
          ("{svc}의 모델 파일이 몇 줄짜리라 이유를 몰랐음.", "{snip}\n포인터 파일임. `git lfs pull` 실행 필요.", ""), snip) if cat == "git LFS pointer" else T(lang,
          ("The widget stopped loading after the CDN update and I didn't know why.", "{snip}\nThe integrity hash no longer matched the new file.", ""),
          ("CDN 업데이트 후 위젯이 안 떠서 원인을 몰랐음.", "{snip}\nintegrity 해시가 새 파일과 안 맞았던 것.", ""), snip)
    return cat, f


@clean("New Relic entity GUID / base64-looking IDs", 1)
def c_nr_guid(lang):
    acct = digits(7)
    guid = b64of("%s|APM|APPLICATION|%s" % (acct, digits(9))).rstrip("=")
    snip = "entity.guid = %s\naccount = %s\nappName = %s-%s" % (guid, acct, svc(), env_name())
    f = T(lang,
          ("Couldn't find the {svc} APM entity in New Relic.", "{snip}\nThe GUID is just base64 of account|domain|type|id.", ""),
          ("New Relic에서 {svc} APM 엔티티를 못 찾았음.", "{snip}\nGUID는 account|domain|type|id를 base64한 값일 뿐.", ""), snip)
    return "New Relic entity GUID (base64 of ids) [New Relic]", f


@clean("Android signing fingerprints / Kakao key hash", 2)
def c_android_fp(lang):
    sha1 = ":".join(hxu(2) for _ in range(20))
    sha256 = ":".join(hxu(2) for _ in range(32))
    keyhash = b64of(rbytes(20))
    snip = "$ keytool -list -v -keystore release.jks -alias upload\n...\nSHA1: %s\nSHA256: %s\n\nKakao key hash (base64 of SHA-1): %s" % (sha1, sha256, keyhash)
    f = T(lang,
          ("Kakao login failed on the release build and I didn't know why.", "{snip}\nThe release key hash wasn't registered in the Kakao console; debug hash was.", "Who has access to the Kakao developer console?"),
          ("릴리즈 빌드에서 카카오 로그인이 실패했는데 이유를 몰랐음.", "{snip}\n카카오 콘솔에 디버그 키 해시만 있고 릴리즈 키 해시가 등록 안 되어 있었음.", "카카오 개발자 콘솔 권한은 누가 갖고 있나요?"), snip)
    return "Android cert fingerprints + Kakao key hash (public) [Kakao]", f


@clean("commit signature blocks", 1)
def c_gpgsig(lang):
    if chance(0.5):
        body = "\n ".join(wrap(b64of(rbytes(R.randint(110, 160))), 64))
        snip = "tree %s\nparent %s\nauthor %s <%s@%s> %d +0900\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n %s\n =%s\n -----END PGP SIGNATURE-----" % (
            hx(40), hx(40), pick(EN_NAMES), pick(EN_NAMES), pick(DOMAINS), R.randint(1700000000, 1750000000), body, rs(4, AN))
        cat = "git commit gpgsig (public signature)"
    else:
        body = "\n".join(wrap("U1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg" + b64of(rbytes(120)), 70))
        snip = "-----BEGIN SSH SIGNATURE-----\n%s\n-----END SSH SIGNATURE-----" % body
        cat = "SSH signature block (public signature)"
    f = T(lang,
          ("GitHub showed 'Unverified' on my commits and I didn't know what was signed.", "{snip}\nThe signature is public; the key wasn't added as a signing key on the account.", ""),
          ("GitHub에서 내 커밋이 'Unverified'로 떠서 뭐가 서명됐는지 몰랐음.", "{snip}\n서명은 공개 정보. 계정에 signing key로 등록이 안 되어 있었음.", ""), snip)
    return cat, f


@clean("webhook signature headers (payload signatures)", 2)
def c_sig_headers(lang):
    k = R.random()
    if k < 0.34:
        snip = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hx(64))
    elif k < 0.67:
        snip = "Stripe-Signature: t=%d,v1=%s,v0=%s" % (R.randint(1740000000, 1760000000), hx(64), hx(64))
    else:
        snip = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (R.randint(1740000000, 1760000000), hx(64))
    f = T(lang,
          ("Webhook verification in {svc} failed and I didn't know which part was wrong.", "Incoming headers:\n{snip}\nThe signature is computed over the raw body; our middleware parsed JSON first.", ""),
          ("{svc} webhook 검증이 실패했는데 어디가 틀렸는지 몰랐음.", "수신 헤더:\n{snip}\n서명은 raw body 기준인데 미들웨어가 JSON을 먼저 파싱하고 있었음.", ""), snip)
    return "webhook signature headers (HMAC of payload, not the secret)", f


@clean("container / pod IDs", 1)
def c_container_ids(lang):
    snip = "containerID: containerd://%s\nimageID: %s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s\nuid: %s\nresourceVersion: \"%d\"" % (
        hx(64), aws_account(), region(), svc(), hx(64), uuid4(), R.randint(10000000, 99999999))
    f = T(lang,
          ("Needed to match a crashed container to its image in {env}.", "{snip}", ""),
          ("{env}에서 죽은 컨테이너와 이미지를 매칭해야 했음.", "{snip}", ""), snip)
    return "k8s container IDs, image digest, uid", f


@clean("HTTP request with redacted auth", 2)
def c_http_redacted(lang):
    snip = "POST /v1/payments/confirm HTTP/1.1\nHost: api.%s\nAuthorization: %s\nIdempotency-Key: %s\nContent-Type: application/json\n\n{\"paymentKey\":\"%s\",\"orderId\":\"%s\",\"amount\":%d}" % (
        pick(DOMAINS), pick(["Bearer <redacted>", "Basic ****", "Bearer $TOKEN", "Bearer ${ACCESS_TOKEN}"]), uuid4(), "tgen_" + digits(14) + rs(6, AN),
        "ORD-" + digits(8), R.randint(1000, 500000))
    f = T(lang,
          ("Payment confirm in {svc} returned 400 and I didn't know which field was off.", "Captured request (auth removed):\n{snip}\nAmount must match the order total exactly.", ""),
          ("{svc} 결제 승인이 400을 반환했는데 어느 필드가 틀렸는지 몰랐음.", "캡처한 요청 (인증 제거):\n{snip}\namount가 주문 금액과 정확히 같아야 함.", ""), snip)
    return "HTTP request with redacted Authorization", f


@clean("TOTP / recovery code process without codes", 1)
def c_mfa_process(lang):
    f = T(lang,
          ("Didn't know how MFA recovery works for the shared ops accounts.",
           "Recovery codes and TOTP seeds are stored only in the break-glass vault (2-person access). TOTP is 6 digits / 30 s; codes are single-use and regenerated after each use.",
           "Who are the two people with break-glass access?"),
          ("공용 운영 계정 MFA 복구 절차를 몰랐음.",
           "복구 코드와 TOTP seed는 break-glass vault에만 있음(2인 승인). TOTP는 6자리/30초, 복구 코드는 1회용이고 사용 후 재발급.",
           "break-glass 권한 가진 두 사람이 누구인가요?"))
    return "MFA/recovery process discussion (no codes)", f


@clean("token lifetimes / OAuth flow discussion", 2)
def c_oauth_discussion(lang):
    snip = "POST /oauth/token\ngrant_type=refresh_token&refresh_token=<refresh-token>&client_id=%s&client_secret=<client-secret>" % rs(24, AN)
    f = T(lang,
          ("{svc} users were logged out every hour and I didn't know why.", "Access tokens live 3600 s; the refresh call below was never made because the refresh token cookie had SameSite=Strict.\n{snip}", "Should refresh tokens rotate on every use?"),
          ("{svc} 사용자가 한 시간마다 로그아웃돼서 원인을 몰랐음.", "access token 수명 3600초. refresh token 쿠키가 SameSite=Strict라 아래 refresh 호출이 안 일어나고 있었음.\n{snip}", "refresh token을 매 사용 시 rotate 해야 할까요?"), snip)
    return "OAuth refresh flow with placeholders", f


@clean("diff replacing placeholder with env ref", 1)
def c_diff_clean(lang):
    v = pick(V)
    n = env_key(pick([n for n, _, ss in v.items() if ss]))
    ln = R.randint(5, 80)
    snip = "--- a/config/settings.py\n+++ b/config/settings.py\n@@ -%d,3 +%d,3 @@\n-%s = \"%s\"\n+%s = os.environ[\"%s\"]\n-DEBUG = True\n+DEBUG = os.getenv(\"DEBUG\", \"0\") == \"1\"" % (
        ln, ln, n, pick(["<set in prod>", "TODO", "", "<%s>" % n.lower()]), n, n)
    f = T(lang,
          ("Wasn't sure how settings should read API keys in {svc}.", "{snip}", ""),
          ("{svc} 설정에서 API 키를 어떻게 읽어야 하는지 확실하지 않았음.", "{snip}", ""), snip)
    return "diff: placeholder replaced by env lookup", f


PLAIN_EN = [
    ("I didn't know the {svc} e2e tests depend on the system timezone.", "Set TZ=UTC in the test job; two snapshot tests compare formatted dates.", "Can we pin TZ in the base CI image?"),
    ("The migration for {svc} failed in {env} because it ran before the column backfill.", "Split schema and data migrations; run the backfill as a separate job with batch size 5000.", ""),
    ("Didn't know the orders list endpoint had an N+1 query.", "Added select_related('customer') and the p95 dropped from 1.8 s to 220 ms.", "Should we add a query-count assertion to the API tests?"),
    ("Flaky test: test_refund_partial fails about 1 in 20 runs.", "It depends on dict ordering from a set(); sort the ids before asserting.", ""),
    ("I was missing the fact that {svc} runs two replicas of the scheduler.", "Both replicas fired the cron; we now take a Postgres advisory lock before each run.", "Is there a shared leader-election helper we should use instead?"),
    ("The Docker build for {svc} took 14 minutes.", "Reordered the Dockerfile so dependency install is cached before copying the source; now 3 minutes.", ""),
    ("Didn't know that the mobile app caches the feature-flag payload for 24 h.", "Flag changes need a forced refresh via the silent push; otherwise users see the old value for a day.", "Can the cache TTL be lowered to 1 h?"),
    ("CSS regression on the checkout page in Safari only.", "gap on flex containers is not supported in the Safari version we still support; replaced with margins.", ""),
    ("The nightly report had duplicated rows after the DST change.", "Use UTC boundaries for the daily window and convert only for display.", "Do other reports use local-time windows?"),
    ("I didn't know the search index is rebuilt from the replica, not the primary.", "Replica lag of 40 s explains the missing products right after publishing.", ""),
    ("Memory in {svc} grows ~50 MB per hour.", "An unbounded LRU cache keyed by request URL; capped at 10k entries.", "Should caches have a lint rule requiring maxsize?"),
    ("Didn't know the PDF invoices use a font that lacks Hangul glyphs.", "Switched to Noto Sans KR and embedded it; file size went from 40 KB to 1.2 MB, so we subset the font.", ""),
    ("Kafka consumer lag kept growing on {env}.", "The consumer committed offsets synchronously per message; batching commits every 500 ms fixed it.", ""),
    ("I wasn't told that {svc} has a hard dependency on the legacy SOAP service.", "The SOAP client times out after 60 s and blocks a worker thread; added a 5 s timeout and a circuit breaker.", "Is there a plan to retire the SOAP service?"),
    ("Unit tests passed locally but failed in CI with a locale error.", "CI image lacks ko_KR.UTF-8; tests now use Babel's locale data instead of the OS locale.", ""),
    ("Didn't know the image resizer rejects files over 20 MB silently.", "It returns 200 with an empty body; added an explicit 413 and a client-side size check.", ""),
    ("Rollback of {svc} in {env} took 25 minutes.", "The rollback re-ran migrations; rollbacks should only redeploy the previous image.", "Can the pipeline get a one-click image rollback?"),
    ("I was missing that the GraphQL gateway caches errors too.", "A transient 500 got cached for 60 s; set cache-control: no-store on error responses.", ""),
    ("The date picker showed the wrong week start for Korean users.", "Locale config had weekStartsOn: 0; Korea uses Monday in our product spec.", ""),
    ("Didn't know that {svc} retries webhooks with the same payload id.", "Consumers must be idempotent on event id; we now store processed ids for 7 days.", ""),
    ("Load test on {env} hit the DB connection limit at 300 RPS.", "Pool size 50 per pod x 8 pods exceeded max_connections; added PgBouncer in transaction mode.", "What is the target RPS for launch?"),
    ("The S3 lifecycle rule deleted logs we still needed.", "The rule matched the prefix logs/ including logs-archive/; prefixes need a trailing slash.", ""),
    ("I didn't realize the Android build uses a different API base URL per flavor.", "The staging flavor pointed at prod; fixed in build.gradle productFlavors.", "Should base URLs come from remote config instead?"),
    ("Alert fatigue: the disk alert fired 40 times overnight.", "Threshold was 80% on a volume that sits at 81% by design; moved to a rate-of-change alert.", ""),
]
PLAIN_KO = [
    ("{svc} e2e 테스트가 시스템 타임존에 의존하는 줄 몰랐음.", "테스트 job에 TZ=UTC 설정. 스냅샷 테스트 두 개가 포맷된 날짜를 비교하고 있었음.", "CI 기본 이미지에 TZ 고정할 수 있을까요?"),
    ("{env}에서 {svc} 마이그레이션이 컬럼 backfill보다 먼저 돌아서 실패.", "스키마 마이그레이션과 데이터 마이그레이션 분리. backfill은 batch size 5000으로 별도 job에서 실행.", ""),
    ("주문 목록 API에 N+1 쿼리가 있는 줄 몰랐음.", "select_related('customer') 추가 후 p95가 1.8초에서 220ms로 감소.", "API 테스트에 쿼리 수 검증을 넣을까요?"),
    ("flaky 테스트: test_refund_partial이 20번에 한 번꼴로 실패.", "set()에서 나온 순서에 의존하고 있었음. assert 전에 id 정렬.", ""),
    ("{svc}에서 스케줄러가 replica 두 개로 돈다는 걸 몰랐음.", "두 replica가 모두 cron을 실행함. 이제 실행 전에 Postgres advisory lock 획득.", "공용 leader election 헬퍼가 있나요?"),
    ("{svc} Docker 빌드가 14분 걸렸음.", "소스 복사 전에 의존성 설치가 캐시되도록 Dockerfile 순서 변경. 3분으로 단축.", ""),
    ("모바일 앱이 feature flag 응답을 24시간 캐시하는 줄 몰랐음.", "flag 변경 시 silent push로 강제 갱신해야 함. 안 그러면 하루 동안 예전 값이 보임.", "캐시 TTL을 1시간으로 줄여도 될까요?"),
    ("Safari에서만 결제 페이지 CSS가 깨짐.", "지원 중인 Safari 버전이 flex gap을 지원하지 않음. margin으로 대체.", ""),
    ("서머타임 전환 후 야간 리포트에 중복 행이 생김.", "일 단위 구간은 UTC 기준으로 자르고 표시할 때만 변환할 것.", "다른 리포트도 로컬 시간 기준 구간을 쓰나요?"),
    ("검색 인덱스를 primary가 아니라 replica에서 재빌드한다는 걸 몰랐음.", "replica 지연 40초 때문에 상품 등록 직후 검색에 안 나왔던 것.", ""),
    ("{svc} 메모리가 시간당 50MB씩 증가.", "요청 URL을 키로 쓰는 LRU 캐시에 상한이 없었음. 10k 개로 제한.", "캐시에 maxsize 필수 lint 룰을 넣을까요?"),
    ("PDF 청구서 폰트에 한글 글리프가 없는 줄 몰랐음.", "Noto Sans KR로 바꾸고 임베드. 용량이 40KB에서 1.2MB가 돼서 서브셋 적용.", ""),
    ("{env}에서 Kafka consumer lag이 계속 증가.", "메시지마다 동기 커밋하고 있었음. 500ms 단위 배치 커밋으로 해결.", ""),
    ("{svc} 서비스가 레거시 SOAP 서비스에 강하게 의존한다는 걸 아무도 말해주지 않았음.", "SOAP 클라이언트가 60초 후에야 타임아웃돼서 워커 스레드를 막음. 5초 타임아웃과 circuit breaker 추가.", "SOAP 서비스 종료 계획이 있나요?"),
    ("로컬에선 통과하는 유닛 테스트가 CI에서 locale 에러로 실패.", "CI 이미지에 ko_KR.UTF-8이 없음. OS locale 대신 Babel locale 데이터 사용하도록 변경.", ""),
    ("이미지 리사이저가 20MB 넘는 파일을 조용히 거부하는 줄 몰랐음.", "빈 body로 200을 반환하고 있었음. 413을 명시적으로 반환하고 클라이언트에서도 용량 체크 추가.", ""),
    ("{env}에서 {svc} 롤백에 25분 걸림.", "롤백 때 마이그레이션이 다시 돌았음. 롤백은 이전 이미지 재배포만 해야 함.", "파이프라인에 원클릭 이미지 롤백을 넣을 수 있을까요?"),
    ("GraphQL 게이트웨이가 에러 응답도 캐시한다는 걸 몰랐음.", "일시적인 500이 60초 동안 캐시됨. 에러 응답에 cache-control: no-store 설정.", ""),
    ("한국 사용자에게 날짜 선택기의 주 시작 요일이 잘못 표시됨.", "locale 설정이 weekStartsOn: 0이었음. 제품 스펙상 월요일 시작.", ""),
    ("{svc} 서비스가 같은 payload id로 webhook을 재시도한다는 걸 몰랐음.", "consumer는 event id 기준으로 멱등해야 함. 처리한 id를 7일간 저장하도록 변경.", ""),
    ("{env} 부하 테스트에서 300 RPS에 DB 커넥션 한도 도달.", "pod당 pool 50 x 8 pod가 max_connections 초과. PgBouncer transaction 모드 추가.", "런칭 목표 RPS가 얼마인가요?"),
    ("S3 lifecycle 룰이 아직 필요한 로그를 삭제함.", "prefix logs/가 logs-archive/까지 매칭됨. prefix 끝에 슬래시 필요.", ""),
    ("안드로이드 빌드가 flavor마다 API base URL이 다르다는 걸 몰랐음.", "staging flavor가 prod를 바라보고 있었음. build.gradle productFlavors에서 수정.", "base URL을 remote config로 옮길까요?"),
    ("디스크 알림이 밤새 40번 울림.", "원래 81%로 유지되는 볼륨에 80% 임계치가 걸려 있었음. 증가율 기반 알림으로 변경.", ""),
]


@clean("plain engineering note (nothing risky)", 10)
def c_plain(lang):
    i = R.randrange(len(PLAIN_EN))
    f = T(lang, PLAIN_EN[i], PLAIN_KO[i])
    return "plain note: no sensitive-looking content", f


# --- publishable / client-side keys (tagged " [publishable]")
PUB_WRAP = {
    "en": [("I wasn't sure whether the {vendor} key in {file} is a secret that must be removed.",
            "{snip}\nIt is the {vendor} {what}, which {vendor} documents as safe to ship in client code; the matching secret lives server-side only.",
            "Is the {vendor} key restricted to our domains?"),
           ("Security review question: {file} in the web bundle contains a {vendor} key.",
            "{snip}\nThis is the {what}; it is meant to be public. Allowed origins are configured in the {vendor} dashboard.",
            ""),
           ("The {vendor} widget didn't load on the new domain and I didn't know why.",
            "The {what} is embedded client-side in {file}:\n{snip}\nThe new domain had to be added to the allowed list in the {vendor} console.",
            "Who manages the {vendor} allowed domains?")],
    "ko": [("{file}에 있는 {vendor} 키가 지워야 하는 secret인지 확실하지 않았음.",
            "{snip}\n{vendor} 문서상 클라이언트 코드에 넣어도 되는 {what} 값임. 짝이 되는 secret은 서버에만 있음.",
            "{vendor} 키에 도메인 제한이 걸려 있나요?"),
           ("보안 리뷰 질문: 웹 번들의 {file}에 {vendor} 키가 들어 있음.",
            "{snip}\n{what} 값이라 원래 공개용임. 허용 origin은 {vendor} 대시보드에서 설정함.",
            ""),
           ("새 도메인에서 {vendor} 위젯이 안 떠서 이유를 몰랐음.",
            "{file}에 클라이언트용 {what} 값이 들어 있음:\n{snip}\n{vendor} 콘솔의 허용 도메인 목록에 새 도메인을 추가해야 했음.",
            "{vendor} 허용 도메인은 누가 관리하나요?")],
}


def pubnote(lang, vendor, what, snip, file):
    return T(lang, pick(PUB_WRAP["en"]), pick(PUB_WRAP["ko"]), snip, vendor=vendor, what=what, file=file)


@publishable("Stripe publishable key")
def p_stripe(lang):
    snip = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51%s" % rs_mixed(97, AN)
    return "env: Stripe publishable key [Stripe] [publishable]", pubnote(lang, "Stripe", "publishable key", snip, ".env.production")


@publishable("Toss Payments client key")
def p_toss(lang):
    snip = "const tossPayments = TossPayments(\"live_ck_%s\");" % rs_mixed(28, AN)
    return "js: Toss Payments client key [Toss Payments] [publishable]", pubnote(lang, "Toss Payments", "client key", snip, "src/pages/checkout.tsx")


@publishable("Mapbox public token")
def p_mapbox(lang):
    snip = "mapboxgl.accessToken = 'pk.eyJ1Ijoi%sIiwiYSI6Im%sIn0.%s';" % (rs_mixed(20, AN), rs_mixed(22, AN), rs_mixed(22, B64U))
    return "js: Mapbox public access token [Mapbox] [publishable]", pubnote(lang, "Mapbox", "public (pk.) access token", snip, "src/map.ts")


@publishable("PostHog project key")
def p_posthog(lang):
    snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs_mixed(43, AN)
    return "js: PostHog project API key [PostHog] [publishable]", pubnote(lang, "PostHog", "project API key", snip, "src/analytics.ts")


@publishable("Sentry DSN")
def p_sentry(lang):
    snip = "Sentry.init({ dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hx(32), digits(6), digits(7))
    return "js: Sentry DSN [Sentry] [publishable]", pubnote(lang, "Sentry", "DSN", snip, "src/instrument.ts")


@publishable("reCAPTCHA site key")
def p_recaptcha(lang):
    snip = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs_mixed(38, B64U)
    return "html: reCAPTCHA site key [reCAPTCHA] [publishable]", pubnote(lang, "reCAPTCHA", "site key", snip, "templates/signup.html")


@publishable("Kakao JavaScript key")
def p_kakao_js(lang):
    snip = "Kakao.init('%s'); // JavaScript 키" % hx(32)
    return "js: Kakao JavaScript key [Kakao] [publishable]", pubnote(lang, "Kakao", "JavaScript key", snip, "public/index.html")


@publishable("Clerk publishable key")
def p_clerk(lang):
    snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64of("clerk.%s$" % pick(DOMAINS)).rstrip("=")
    return "env: Clerk publishable key [Clerk] [publishable]", pubnote(lang, "Clerk", "publishable key", snip, ".env")


@publishable("Supabase anon key")
def p_supabase(lang):
    ref = rs(20, LO)
    key = jwt_like({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "anon", "iat": R.randint(1690000000, 1740000000), "exp": R.randint(2000000000, 2060000000)})
    snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, key)
    return "env: Supabase anon key (role anon) [Supabase] [publishable]", pubnote(lang, "Supabase", "anon key (RLS enforced)", snip, ".env.local")


@publishable("Algolia search-only key")
def p_algolia(lang):
    snip = "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(10, ANU), hx(32))
    return "js: Algolia search-only API key [Algolia] [publishable]", pubnote(lang, "Algolia", "search-only API key", snip, "src/search.ts")


@publishable("Turnstile site key")
def p_turnstile(lang):
    snip = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs_mixed(12, B64U)
    return "html: Cloudflare Turnstile site key [Cloudflare] [publishable]", pubnote(lang, "Cloudflare Turnstile", "site key", snip, "app/login/page.tsx")


@publishable("PAY.JP public key")
def p_payjp(lang):
    snip = "Payjp('pk_live_%s')" % hx(24)
    return "js: PAY.JP public key [PAY.JP] [publishable]", pubnote(lang, "PAY.JP", "public key", snip, "assets/js/pay.js")


@publishable("Braintree tokenization key")
def p_braintree(lang):
    snip = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(8, ANL), rs(16, ANL))
    return "js: Braintree tokenization key [Braintree] [publishable]", pubnote(lang, "Braintree", "tokenization key", snip, "src/payment/dropin.js")


@publishable("LaunchDarkly client-side ID")
def p_ld(lang):
    snip = "const ldClient = LDClient.initialize('%s', context);" % hx(24)
    return "js: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", pubnote(lang, "LaunchDarkly", "client-side ID", snip, "src/flags.ts")


@publishable("Statsig client key")
def p_statsig(lang):
    snip = "const client = new StatsigClient('client-%s', { userID: user.id });" % rs_mixed(43, AN)
    return "js: Statsig client SDK key [Statsig] [publishable]", pubnote(lang, "Statsig", "client SDK key", snip, "src/experiments.ts")


@publishable("Adyen client key")
def p_adyen(lang):
    snip = "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(32, ANU)
    return "js: Adyen client key [Adyen] [publishable]", pubnote(lang, "Adyen", "client key", snip, "src/checkout/adyen.ts")


@publishable("Square application ID")
def p_square(lang):
    snip = "const payments = Square.payments('sq0idp-%s', '%s');" % (rs_mixed(22, B64U), "L" + rs(12, ANU))
    return "js: Square application ID [Square] [publishable]", pubnote(lang, "Square", "application ID", snip, "web/checkout.js")


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
FIELD_ORDER = ["missing_context", "lesson", "ask_next_time"]


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def check_secret_note(f, secrets):
    assert secrets, "secret note without secrets"
    alltext = [f[k] for k in FIELD_ORDER]
    for s in secrets:
        assert len(s) >= 8, "secret shorter than 8: %r" % s
        assert any(s in t for t in alltext), "secret not verbatim in fields: %r" % s
    for t in alltext:
        cover = [False] * len(t)
        for s in secrets:
            for p in occurrences(t, s):
                for j in range(p, p + len(s)):
                    cover[j] = True
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(t, w):
                    assert all(cover[p:p + 8]), "8-char window %r of %r occurs outside the secret occurrences" % (w, s)


# patterns that must never appear in a clean note (catches template bugs)
CLEAN_FORBIDDEN = [
    r"AKIA(?!IOSFODNN7EXAMPLE)[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"gh[pousr]_[A-Za-z0-9]{30,}", r"github_pat_[A-Za-z0-9_]{40,}",
    r"glpat-[A-Za-z0-9_-]{20}", r"sk_live_[A-Za-z0-9]{16,}", r"rk_live_", r"sk-ant-", r"sk-proj-[A-Za-z0-9_-]{20,}",
    r"xox[bpa]-[0-9]", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"AGE-SECRET-KEY-", r"hooks\.slack\.com/services/",
    r"npm_[A-Za-z0-9]{36}", r"pypi-AgEI", r"SG\.[A-Za-z0-9_-]{22}\.", r"dop_v1_", r"hvs\.", r"whsec_", r"X-Amz-Signature=",
    r"sig=[A-Za-z0-9%]{20,}", r"password=(?![\[<$*{]|\s|\"\"|''|\"\]|\.\.\.)[^\s&;\"']{6,}", r"PrivateKey = [A-Za-z0-9+/]{43}=",
]


def check_clean_note(f):
    for k in FIELD_ORDER:
        for pat in CLEAN_FORBIDDEN:
            m = re.search(pat, f[k])
            assert not m, "clean note matches forbidden pattern %r: %r" % (pat, f[k][:200])


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
N_SECRET = 350
N_CLEAN = 350
EN_SHARE = 0.6
N_MULTI = 40          # notes with several vendors in one file (3 each)
N_GENERIC = 100       # generic (non-vendor) secret notes
N_PUBLISHABLE = 30    # clean notes whose only risky item is a documented-public key
N_PLAIN = 40          # clean notes with nothing risky-looking


def lang_list(n):
    n_en = int(round(n * EN_SHARE))
    out = ["en"] * n_en + ["ko"] * (n - n_en)
    R.shuffle(out)
    return out


def build():
    records = []

    # ---- secret notes
    n_single = N_SECRET - N_MULTI - N_GENERIC
    specs = list(V)
    R.shuffle(specs)   # every vendor spec is used at least once (multi-vendor files + single notes)
    gens = list(GENERIC)
    R.shuffle(gens)
    while len(gens) < N_GENERIC:
        gens.append(pick(GENERIC))
    gens = gens[:N_GENERIC]
    langs = lang_list(N_SECRET)
    li = 0
    # form multi-vendor groups of 3 distinct vendor names, in shuffled order
    groups, rest = [], []
    cur = []
    for sp in specs:
        if len(groups) < N_MULTI and sp.name not in [c.name for c in cur]:
            cur.append(sp)
            if len(cur) == 3:
                groups.append(cur)
                cur = []
        else:
            rest.append(sp)
    rest = cur + rest
    assert len(groups) == N_MULTI
    displaced = []
    for group in groups:
        while True:
            try:
                cat, f, secrets = multi_vendor_note(group, langs[li])
                break
            except RuntimeError:      # too long for one field: move the longest vendor to a single note
                big = max(group, key=lambda g: sum(len(x[1]) for x in g.items()))
                displaced.append(big)
                others = [g for g in group if g is not big]
                while True:
                    cand = pick(V)
                    if cand.name not in [g.name for g in others]:
                        break
                group = others + [cand]
        records.append(("secret", langs[li], cat, f, secrets))
        li += 1
    single_specs = list(rest) + displaced
    while len(single_specs) < n_single:
        single_specs.append(pick(V))
    assert len(single_specs) == n_single, (len(single_specs), n_single)
    for vobj in single_specs:
        cat, f, secrets = vendor_note(vobj, langs[li])
        records.append(("secret", langs[li], cat, f, secrets))
        li += 1
    for name, fn in gens:
        cat, f, secrets = generic_note(name, fn, langs[li])
        records.append(("secret", langs[li], cat, f, secrets))
        li += 1
    assert li == N_SECRET

    # ---- clean notes
    n_en = int(round(N_CLEAN * EN_SHARE))
    plain_en = min(len(PLAIN_EN), int(round(N_PLAIN * EN_SHARE)))
    plain_ko = N_PLAIN - plain_en
    assert plain_ko <= len(PLAIN_KO)
    langs = ["en"] * (n_en - plain_en) + ["ko"] * (N_CLEAN - n_en - plain_ko)
    R.shuffle(langs)
    li = 0
    pubs = []
    while len(pubs) < N_PUBLISHABLE:
        block = list(PUBLISHABLE)
        R.shuffle(block)
        pubs.extend(block)
    for name, fn in pubs[:N_PUBLISHABLE]:
        cat, f = fn(langs[li])
        records.append(("clean", langs[li], cat, f, []))
        li += 1
    en_idx = list(range(len(PLAIN_EN)))
    ko_idx = list(range(len(PLAIN_KO)))
    R.shuffle(en_idx)
    R.shuffle(ko_idx)
    for lang, idx, n in (("en", en_idx, plain_en), ("ko", ko_idx, plain_ko)):
        for i in idx[:n]:
            f = T(lang, PLAIN_EN[i], PLAIN_KO[i])
            records.append(("clean", lang, "plain note: no sensitive-looking content", f, []))
    risky = [(n, w, fn) for n, w, fn in CLEAN if fn is not c_plain]
    weights = [w for _, w, _ in risky]
    order = []
    for n, w, fn in risky:            # every risky clean template at least once
        order.append((n, fn))
    while len(order) < N_CLEAN - N_PUBLISHABLE - N_PLAIN:
        n, w, fn = R.choices(risky, weights=weights, k=1)[0]
        order.append((n, fn))
    R.shuffle(order)
    seen = [json.dumps(r[3], sort_keys=True, ensure_ascii=False) for r in records]
    for n, fn in order:
        while True:
            cat, f = fn(langs[li])
            key = json.dumps(f, sort_keys=True, ensure_ascii=False)
            if key not in seen:
                break
            n, w, fn = R.choices(risky, weights=weights, k=1)[0]   # identical text already used: take another template
        seen.append(key)
        records.append(("clean", langs[li], cat, f, []))
        li += 1
    assert li == len(langs) and len(records) == N_SECRET + N_CLEAN

    # ---- checks
    seen_fields = []
    for kind, lang, cat, f, secrets in records:
        assert fields_ok(f), cat
        if kind == "secret":
            check_secret_note(f, secrets)
        else:
            assert secrets == []
            check_clean_note(f)
        key = json.dumps(f, sort_keys=True, ensure_ascii=False)
        seen_fields.append(key)
    dupes = len(seen_fields) - len(dict.fromkeys(seen_fields))
    assert dupes == 0, "duplicate notes: %d" % dupes

    # ---- final shuffle and ids
    R.shuffle(records)
    out = []
    for i, (kind, lang, cat, f, secrets) in enumerate(records):
        out.append({"id": "dh%03d" % (i + 1), "lang": lang, "kind": kind, "category": cat,
                    "fields": {"missing_context": f["missing_context"], "lesson": f["lesson"], "ask_next_time": f["ask_next_time"]},
                    "secrets": list(secrets)})
    n_sec = sum(1 for r in out if r["kind"] == "secret")
    n_cl = sum(1 for r in out if r["kind"] == "clean")
    assert n_sec == n_cl == len(out) // 2
    assert 680 <= len(out) <= 720
    n_pub = sum(1 for r in out if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    assert n_pub <= 0.10 * n_cl
    return out


def main():
    out = build()
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v52.jsonl")
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d notes to %s" % (len(out), path))
    print("sha256 %s" % hashlib.sha256(data.encode("utf-8")).hexdigest())


if __name__ == "__main__":
    main()
