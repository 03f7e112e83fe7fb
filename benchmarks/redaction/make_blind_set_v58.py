#!/usr/bin/env python3
"""Blind evaluation set v58 for a credential-redaction filter.

Deterministic: a single PRNG, random.Random(58_2026_1126), drives every choice.
No set is ever iterated; JSON is written with a fixed key order.
Usage:  python3 make_blind_set_v58.py [output.jsonl]
"""
import base64
import json
import string
import sys
import random

R = random.Random(58_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """random string of length n from alphabet"""
    return "".join(R.choice(alpha) for _ in range(n))


def an(n):
    return rs(AN, n)


def anl(n):
    return rs(ANL, n)


def anu(n):
    return rs(ANU, n)


def hx(n):
    return rs(HX, n)


def hxu(n):
    return rs(HXU, n)


def dg(n):
    s = rs(DG, n)
    if n > 1 and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def b64body(n):
    return rs(B64, n)


def b64u(n):
    return rs(B64U, n)


def b64_of_len(nbytes):
    """real-looking padded base64 of nbytes random bytes"""
    raw = bytes(R.randrange(256) for _ in range(nbytes))
    return base64.b64encode(raw).decode()


def b64url_nopad(nbytes):
    raw = bytes(R.randrange(256) for _ in range(nbytes))
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def b64enc(text):
    return base64.b64encode(text.encode()).decode()


def b64url_json(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def L(lang, en, ko):
    """choose language variant; each may be a list of alternatives"""
    v = en if lang == "en" else ko
    if isinstance(v, (list, tuple)):
        return R.choice(v)
    return v


def pct(s):
    """percent-encode like urllib.parse.quote(safe='')"""
    out = []
    for ch in s:
        if ch in AN or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode()))
    return "".join(out)


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64url_json({"alg": alg, "typ": "JWT"})
    return head + "." + b64url_json(payload) + "." + b64url_nopad(sig_bytes)


def ts_unix():
    return 1700000000 + R.randrange(60000000)


KIND_ORDER = {}


def cyc(name, n, first=()):
    """cycle through 0..n-1 in a PRNG-shuffled order (after any `first` variants),
    so notes from one template cover many variants"""
    st = KIND_ORDER.get(name)
    if st is None or st[1] >= len(st[0]):
        order = [i for i in range(n) if i not in first]
        R.shuffle(order)
        order = list(first) + order
        st = [order, 0]
        KIND_ORDER[name] = st
    k = st[0][st[1]]
    st[1] += 1
    return k

# ------------------------------------------------- Korean (2-beolsik) keys
_CHO_K = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W",
          "c", "z", "x", "v", "g"]
_JUNG_K = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y",
           "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG_K = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft",
           "fx", "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x",
           "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO_K[cho] + _JUNG_K[jung] + _JONG_K[jong])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["사랑해", "우리집", "강아지", "고양이", "하늘", "바다", "행복",
               "초코", "민준", "서연", "감자", "토끼", "봄날", "별빛", "해바라기",
               "무지개", "부산", "제주도", "우리가족", "보리", "콩이", "짱구",
               "다람쥐", "호랑이", "딸기", "엄마", "은하수", "첫눈", "산책"]


def ko_keyboard_password():
    while True:
        p = _ko_kb_pw()
        if len(p) >= 9:
            return p


def _ko_kb_pw():
    w = pick(KO_PW_WORDS)
    if chance(0.4):
        w += pick(KO_PW_WORDS)
    s = hangul_to_qwerty(w)
    if chance(0.3):
        s = s[0].upper() + s[1:]
    tail = pick([dg(4), dg(2), dg(6), "0" + dg(3), str(R.randrange(1985, 2026))])
    sym = pick(["!", "@", "#", "!!", "^^", "*", "", "~", "!@"])
    return s + tail + sym if chance(0.6) else s + sym + tail


# ------------------------------------------------------- human passwords
PW_WORDS = ["Maple", "Bluebird", "Nimbus", "Gwangalli", "Hallasan", "Tigger",
            "Marmalade", "Pohang", "Snowfall", "Juniper", "Kimchi", "Mochi",
            "Rosewood", "Falcon", "Cobalt", "Daejeon", "Biscuit", "Sardine",
            "Walnut", "Paprika", "Orion", "Lighthouse", "Seoraksan", "Hobbit",
            "Yellowtail", "Pancake", "Harbor", "Dumpling", "Zeppelin", "Tangerine"]
NAMES = ["jiwoo", "minji", "seojun", "hana", "daniel", "sora", "eunji", "tom",
         "yuna", "kevin", "haneul", "mina", "joon", "sarah", "dohyun", "lena"]


def human_password():
    style = R.randrange(7)
    w = pick(PW_WORDS)
    if style == 0:
        return w + str(R.randrange(1980, 2026)) + pick("!@#$%&*?")
    if style == 1:
        return pick(NAMES).capitalize() + dg(4) + pick(["!!", "!", "#", "@@"])
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + pick("!#$%") + dg(2)
    if style == 3:
        return w.lower() + pick(NAMES) + dg(2)
    if style == 4:
        return pick(NAMES) + "_" + w.lower() + "_" + dg(3)
    if style == 5:
        return w + pick(PW_WORDS) + dg(1) + pick("!?.")
    return pick(["Winter", "Spring", "Summer", "Autumn"]) + w + dg(2) + "!"


def random_password(n=None):
    n = n or R.randrange(14, 29)
    return rs(AN + "!#%^*-_+=.~", n)


PASSPHRASE_WORDS = ["orbit", "velvet", "cactus", "harbor", "glacier", "pepper",
                    "lantern", "quartz", "meadow", "tundra", "saffron", "anchor",
                    "violet", "ember", "canyon", "pixel", "walrus", "bamboo",
                    "cobalt", "ripple", "thistle", "mango", "falcon", "drizzle"]


def passphrase():
    k = R.randrange(4, 7)
    sep = pick(["-", " ", ".", "_"])
    words = [pick(PASSPHRASE_WORDS) for _ in range(k)]
    if chance(0.4):
        words.append(dg(2))
    return sep.join(words)


# ------------------------------------------------------------ checking
MAX_FIELD = 1024
MAX_ASK = 512
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")


def _intervals(text, secrets):
    iv = []
    for s in secrets:
        start = 0
        while True:
            p = text.find(s, start)
            if p < 0:
                break
            iv.append((p, p + len(s)))
            start = p + 1
    return iv


def check_note(rec):
    f = rec["fields"]
    assert list(f.keys()) == list(FIELD_KEYS), rec["id"]
    assert f["missing_context"].strip(), rec
    for k in FIELD_KEYS:
        lim = MAX_ASK if k == "ask_next_time" else MAX_FIELD
        assert len(f[k].encode("utf-8")) <= lim, (k, len(f[k].encode()), rec)
    if rec["kind"] == "clean":
        assert rec["secrets"] == [], rec
        return
    assert rec["secrets"], rec
    texts = [f[k] for k in FIELD_KEYS]
    for s in rec["secrets"]:
        assert len(s) >= 8, ("short secret", s, rec["category"])
        assert any(s in t for t in texts), ("secret not in fields", s, rec["category"])
    for t in texts:
        iv = _intervals(t, rec["secrets"])
        for s in rec["secrets"]:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                start = 0
                while True:
                    p = t.find(w, start)
                    if p < 0:
                        break
                    ok = any(a <= p and p + 8 <= b for (a, b) in iv)
                    if not ok:
                        raise WindowError(("window outside secret", w, s, rec["category"]))
                    start = p + 1


class Retry(Exception):
    pass


class WindowError(AssertionError):
    pass


# ================================================================ vendors
# Each vendor function returns a list of (VAR_NAME, value, listed).
# listed=False marks identifiers that are not credentials (client ids, user
# names, account SIDs ...); they may appear but are not part of `secrets`.
VENDORS = []


def vendor(name, region, url=None, auth=None):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "url": url,
                        "auth": auth, "fn": fn})
        return fn
    return deco


def P(var, val, listed=True):
    return (var, val, listed)


def aws_akid(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "+/", 40)


# ---- global cloud
@vendor("AWS", "cloud")
def _v():
    return [P("AWS_ACCESS_KEY_ID", aws_akid()), P("AWS_SECRET_ACCESS_KEY", aws_secret()),
            P("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), False)]


@vendor("AWS STS", "cloud")
def _v():
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64, R.randrange(300, 420))
    return [P("AWS_ACCESS_KEY_ID", aws_akid("ASIA")), P("AWS_SECRET_ACCESS_KEY", aws_secret()),
            P("AWS_SESSION_TOKEN", tok)]


@vendor("Google Cloud", "cloud", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul", ("query", "key", 0))
def _v():
    return [P("GOOGLE_API_KEY", "AIza" + b64u(35))]


@vendor("Google OAuth", "cloud")
def _v():
    return [P("GOOGLE_CLIENT_ID", dg(12) + "-" + anl(32) + ".apps.googleusercontent.com", False),
            P("GOOGLE_CLIENT_SECRET", "GOCSPX-" + b64u(28))]


@vendor("Google OAuth", "cloud", "https://www.googleapis.com/drive/v3/files", ("bearer", 1))
def _v():
    return [P("GOOGLE_REFRESH_TOKEN", "1//0e" + b64u(98)),
            P("GOOGLE_ACCESS_TOKEN", "ya29.a0" + b64u(150))]


@vendor("Azure Storage", "cloud")
def _v():
    acct = pick(["stprodlogs", "kbatchdata", "mediaassets01", "stbackupkr"])
    key = b64_of_len(64)
    if chance(0.5):
        return [P("AZURE_STORAGE_ACCOUNT", acct, False), P("AZURE_STORAGE_KEY", key)]
    return [P("AZURE_STORAGE_CONNECTION_STRING",
              "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key), False),
            P("", key, True)]


@vendor("Azure AD", "cloud")
def _v():
    return [P("AZURE_TENANT_ID", uuid4(), False), P("AZURE_CLIENT_ID", uuid4(), False),
            P("AZURE_CLIENT_SECRET", an(3) + "8Q~" + rs(AN + "_-.~", 34))]


@vendor("Azure OpenAI", "ai", "https://contoso-kr.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", ("header", "api-key", 0))
def _v():
    return [P("AZURE_OPENAI_API_KEY", hx(32))]


@vendor("Azure DevOps", "ci", "https://dev.azure.com/contoso/_apis/projects", ("basic", "", 0))
def _v():
    return [P("AZURE_DEVOPS_PAT", rs(LO + "234567", 52))]


@vendor("DigitalOcean", "cloud", "https://api.digitalocean.com/v2/droplets", ("bearer", 0))
def _v():
    return [P("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))]


@vendor("Linode", "cloud", "https://api.linode.com/v4/linode/instances", ("bearer", 0))
def _v():
    return [P("LINODE_TOKEN", hx(64))]


@vendor("Vultr", "cloud", "https://api.vultr.com/v2/instances", ("bearer", 0))
def _v():
    return [P("VULTR_API_KEY", anu(36))]


@vendor("Hetzner Cloud", "cloud-eu", "https://api.hetzner.cloud/v1/servers", ("bearer", 0))
def _v():
    return [P("HCLOUD_TOKEN", an(64))]


@vendor("Scaleway", "cloud-eu")
def _v():
    return [P("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17)), P("SCW_SECRET_KEY", uuid4()),
            P("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]


@vendor("OVHcloud", "cloud-eu")
def _v():
    return [P("OVH_ENDPOINT", "ovh-eu", False), P("OVH_APPLICATION_KEY", an(16)),
            P("OVH_APPLICATION_SECRET", an(32)), P("OVH_CONSUMER_KEY", an(32))]


@vendor("Oracle Cloud", "cloud")
def _v():
    return [P("OCI_USER", "ocid1.user.oc1..aaaaaaaa" + anl(52), False),
            P("OCI_AUTH_TOKEN", rs(AN + "()<>;:#.+-", 20))]


@vendor("IBM Cloud", "cloud")
def _v():
    return [P("IBMCLOUD_API_KEY", b64u(44))]


@vendor("Cloudflare", "cloud", "https://api.cloudflare.com/client/v4/user/tokens/verify", ("bearer", 0))
def _v():
    return [P("CLOUDFLARE_API_TOKEN", b64u(40))]


@vendor("Cloudflare", "cloud", "https://api.cloudflare.com/client/v4/zones", ("header", "X-Auth-Key", 1))
def _v():
    return [P("CLOUDFLARE_EMAIL", "ops@" + pick(["example.co.kr", "acme.dev"]), False),
            P("CLOUDFLARE_API_KEY", hx(37))]


@vendor("Fastly", "cloud", "https://api.fastly.com/service", ("header", "Fastly-Key", 0))
def _v():
    return [P("FASTLY_API_TOKEN", b64u(32))]


@vendor("Akamai", "cloud")
def _v():
    host = "akab-" + anl(16) + "-" + anl(16) + ".luna.akamaiapis.net"
    return [P("host", host, False), P("client_secret", b64_of_len(32)),
            P("access_token", "akab-" + anl(16) + "-" + anl(16)),
            P("client_token", "akab-" + anl(16) + "-" + anl(16))]


@vendor("Backblaze B2", "cloud")
def _v():
    return [P("B2_APPLICATION_KEY_ID", "005" + hx(22)), P("B2_APPLICATION_KEY", "K005" + rs(AN + "/+", 27))]


@vendor("Wasabi", "cloud")
def _v():
    return [P("WASABI_ACCESS_KEY", anu(20)), P("WASABI_SECRET_KEY", an(40))]


@vendor("MinIO", "cloud")
def _v():
    return [P("MINIO_ACCESS_KEY", an(20)), P("MINIO_SECRET_KEY", an(40))]


@vendor("Cloudinary", "saas")
def _v():
    key, sec, cloud = dg(15), b64u(27), pick(["dk3x9mshop", "acme-media", "hanbit-img"])
    return [P("CLOUDINARY_API_KEY", key, False), P("CLOUDINARY_API_SECRET", sec),
            P("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (key, sec, cloud), False)]


# ---- dev tooling, CI, registries
@vendor("GitHub", "ci", "https://api.github.com/user", ("bearer", 0))
def _v():
    return [P("GITHUB_TOKEN", "ghp_" + an(36))]


@vendor("GitHub", "ci", "https://api.github.com/repos/acme/web/actions/runs", ("bearer", 0))
def _v():
    return [P("GH_TOKEN", "github_pat_11" + anu(20) + "_" + an(59))]


@vendor("GitHub", "ci", "https://api.github.com/installation/repositories", ("bearer", 0))
def _v():
    return [P("GITHUB_APP_INSTALLATION_TOKEN", "ghs_" + an(36))]


@vendor("GitLab", "ci", "https://gitlab.com/api/v4/projects", ("header", "PRIVATE-TOKEN", 0))
def _v():
    return [P("GITLAB_TOKEN", "glpat-" + b64u(20))]


@vendor("GitLab", "ci")
def _v():
    return [P("CI_SERVER_URL", "https://gitlab." + pick(["acme.io", "corp.kr"]), False),
            P("RUNNER_TOKEN", "glrt-t1_" + b64u(20))]


@vendor("GitLab", "ci")
def _v():
    return [P("GITLAB_DEPLOY_USER", "gitlab+deploy-token-" + dg(6), False),
            P("GITLAB_DEPLOY_TOKEN", "gldt-" + b64u(20))]


@vendor("Bitbucket", "ci", "https://api.bitbucket.org/2.0/repositories/acme", ("basic", "ci-bot", 0))
def _v():
    return [P("BITBUCKET_APP_PASSWORD", "ATBB" + an(28) + hxu(8))]


@vendor("npm", "registry")
def _v():
    return [P("NPM_TOKEN", "npm_" + an(36))]


@vendor("PyPI", "registry")
def _v():
    return [P("TWINE_USERNAME", "__token__", False),
            P("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + b64u(R.randrange(130, 170)))]


@vendor("Docker Hub", "registry")
def _v():
    return [P("DOCKERHUB_USERNAME", pick(["acmebuild", "hanbitci", "svc-deploy"]), False),
            P("DOCKERHUB_TOKEN", "dckr_pat_" + b64u(27))]


@vendor("RubyGems", "registry")
def _v():
    return [P("GEM_HOST_API_KEY", "rubygems_" + hx(48))]


@vendor("NuGet", "registry")
def _v():
    return [P("NUGET_API_KEY", "oy2" + anl(43))]


@vendor("crates.io", "registry")
def _v():
    return [P("CARGO_REGISTRY_TOKEN", "cio" + an(32))]


@vendor("JFrog Artifactory", "registry", "https://acme.jfrog.io/artifactory/api/repositories", ("bearer", 0))
def _v():
    return [P("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + b64body(50))]


@vendor("JFrog Artifactory", "registry", "https://acme.jfrog.io/artifactory/api/storage/libs-release", ("header", "X-JFrog-Art-Api", 0))
def _v():
    return [P("ARTIFACTORY_API_KEY", "AKCp" + an(69))]


@vendor("SonarQube", "ci", "https://sonar.acme.io/api/projects/search", ("basic", "", 0))
def _v():
    return [P("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40))]


@vendor("Snyk", "ci", "https://api.snyk.io/rest/self?version=2024-06-10", ("header_fmt", "Authorization: token %s", 0))
def _v():
    return [P("SNYK_TOKEN", uuid4())]


@vendor("Codecov", "ci")
def _v():
    return [P("CODECOV_TOKEN", uuid4())]


@vendor("CircleCI", "ci", "https://circleci.com/api/v2/me", ("header", "Circle-Token", 0))
def _v():
    return [P("CIRCLE_TOKEN", "CCIPAT_" + an(22) + "_" + hx(40))]


@vendor("Buildkite", "ci", "https://api.buildkite.com/v2/organizations", ("bearer", 0))
def _v():
    return [P("BUILDKITE_API_TOKEN", "bkua_" + hx(40))]


@vendor("Buildkite", "ci")
def _v():
    return [P("BUILDKITE_AGENT_TOKEN", hx(50))]


@vendor("Travis CI", "ci", "https://api.travis-ci.com/user", ("header_fmt", "Authorization: token %s", 0))
def _v():
    return [P("TRAVIS_API_TOKEN", b64u(22))]


@vendor("Jenkins", "ci", "https://jenkins.acme.internal/job/deploy/buildWithParameters", ("basic", "deploy-bot", 0))
def _v():
    return [P("JENKINS_API_TOKEN", "11" + hx(32))]


@vendor("Vercel", "ci", "https://api.vercel.com/v9/projects", ("bearer", 0))
def _v():
    return [P("VERCEL_TOKEN", an(24))]


@vendor("Netlify", "ci", "https://api.netlify.com/api/v1/sites", ("bearer", 0))
def _v():
    return [P("NETLIFY_AUTH_TOKEN", "nfp_" + an(36))]


@vendor("Heroku", "ci", "https://api.heroku.com/apps", ("bearer", 0))
def _v():
    return [P("HEROKU_API_KEY", pick([uuid4(), "HRKU-AA" + b64u(58)]))]


@vendor("Fly.io", "ci", "https://api.machines.dev/v1/apps", ("header_fmt", "Authorization: FlyV1 %s", 0))
def _v():
    return [P("FLY_API_TOKEN", "fm2_" + b64body(R.randrange(180, 260)))]


@vendor("Render", "ci", "https://api.render.com/v1/services", ("bearer", 0))
def _v():
    return [P("RENDER_API_KEY", "rnd_" + an(32))]


@vendor("Railway", "ci")
def _v():
    return [P("RAILWAY_TOKEN", uuid4())]


@vendor("Terraform Cloud", "ci", "https://app.terraform.io/api/v2/organizations", ("bearer", 0))
def _v():
    return [P("TFE_TOKEN", an(14) + ".atlasv1." + an(67))]


@vendor("HashiCorp Vault", "secrets", "https://vault.acme.internal:8200/v1/secret/data/app", ("header", "X-Vault-Token", 0))
def _v():
    return [P("VAULT_TOKEN", "hvs.CAESI" + b64u(R.randrange(60, 90)))]


@vendor("HashiCorp Vault", "secrets")
def _v():
    return [P("VAULT_ADDR", "https://vault.acme.internal:8200", False), P("VAULT_TOKEN", "hvs." + an(24))]


@vendor("Doppler", "secrets")
def _v():
    return [P("DOPPLER_TOKEN", "dp.st.prd." + an(43))]


@vendor("1Password", "secrets")
def _v():
    body = b64url_json({"signInAddress": "acme.1password.com", "userAuth": {"method": "SRPg-4096",
                        "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(22)},
                        "email": anl(26) + "@1passwordserviceaccounts.com", "srpX": hx(64),
                        "muk": {"alg": "A256GCM", "ext": True, "k": b64u(43), "key_ops": ["encrypt", "decrypt"],
                                "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + anu(6) + "-" + anu(6)})
    return [P("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + body)]


@vendor("Pulumi", "ci")
def _v():
    return [P("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))]


@vendor("Postman", "saas", "https://api.getpostman.com/collections", ("header", "X-Api-Key", 0))
def _v():
    return [P("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))]


@vendor("Sentry", "observability", "https://sentry.io/api/0/organizations/acme/issues/", ("bearer", 0))
def _v():
    return [P("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))]


@vendor("Sentry", "observability")
def _v():
    body = b64url_json({"iat": ts_unix(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                        "org": pick(["acme", "hanbit-labs", "studio-b"])})
    return [P("SENTRY_AUTH_TOKEN", "sntrys_" + body + "_" + b64u(43))]


@vendor("Tailscale", "ci")
def _v():
    return [P("TS_AUTHKEY", "tskey-auth-k" + an(11) + "CNTRL-" + an(33))]


@vendor("ngrok", "ci")
def _v():
    return [P("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21))]


@vendor("age", "secrets")
def _v():
    return [P("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58))]


@vendor("Databricks", "data", "https://adb-" + "5823014417745612" + ".12.azuredatabricks.net/api/2.0/clusters/list", ("bearer", 0))
def _v():
    return [P("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"]))]


# ---- AI
@vendor("OpenAI", "ai", "https://api.openai.com/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("OPENAI_API_KEY", "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74))]


@vendor("OpenAI", "ai", "https://api.openai.com/v1/models", ("bearer", 0))
def _v():
    return [P("OPENAI_API_KEY", pick(["sk-", "sk-svcacct-"]) + an(20) + "T3BlbkFJ" + an(20)),
            P("OPENAI_ORG_ID", "org-" + an(24), False)]


@vendor("Anthropic", "ai", "https://api.anthropic.com/v1/messages", ("header", "x-api-key", 0))
def _v():
    return [P("ANTHROPIC_API_KEY", "sk-ant-api03-" + b64u(93) + "AA")]


@vendor("Anthropic", "ai", "https://api.anthropic.com/v1/organizations/users", ("header", "x-api-key", 0))
def _v():
    return [P("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + b64u(93) + "AA")]


@vendor("Google Gemini", "ai", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", ("header", "x-goog-api-key", 0))
def _v():
    return [P("GEMINI_API_KEY", "AIza" + b64u(35))]


@vendor("Hugging Face", "ai", "https://huggingface.co/api/whoami-v2", ("bearer", 0))
def _v():
    return [P("HF_TOKEN", "hf_" + rs(UP + LO, 34))]


@vendor("Replicate", "ai", "https://api.replicate.com/v1/predictions", ("bearer", 0))
def _v():
    return [P("REPLICATE_API_TOKEN", "r8_" + an(37))]


@vendor("Groq", "ai", "https://api.groq.com/openai/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("GROQ_API_KEY", "gsk_" + an(52))]


@vendor("Perplexity", "ai", "https://api.perplexity.ai/chat/completions", ("bearer", 0))
def _v():
    return [P("PERPLEXITY_API_KEY", "pplx-" + an(48))]


@vendor("Mistral", "ai-eu", "https://api.mistral.ai/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("MISTRAL_API_KEY", an(32))]


@vendor("Cohere", "ai", "https://api.cohere.com/v2/rerank", ("bearer", 0))
def _v():
    return [P("CO_API_KEY", an(40))]


@vendor("xAI", "ai", "https://api.x.ai/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("XAI_API_KEY", "xai-" + an(80))]


@vendor("DeepSeek", "ai-cn", "https://api.deepseek.com/chat/completions", ("bearer", 0))
def _v():
    return [P("DEEPSEEK_API_KEY", "sk-" + hx(32))]


@vendor("Together AI", "ai", "https://api.together.xyz/v1/completions", ("bearer", 0))
def _v():
    return [P("TOGETHER_API_KEY", hx(64))]


@vendor("Fireworks AI", "ai", "https://api.fireworks.ai/inference/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("FIREWORKS_API_KEY", "fw_" + an(24))]


@vendor("OpenRouter", "ai", "https://openrouter.ai/api/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))]


@vendor("ElevenLabs", "ai", "https://api.elevenlabs.io/v1/voices", ("header", "xi-api-key", 0))
def _v():
    return [P("ELEVENLABS_API_KEY", "sk_" + hx(48))]


@vendor("Pinecone", "ai", "https://api.pinecone.io/indexes", ("header", "Api-Key", 0))
def _v():
    return [P("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(63))]


@vendor("LangSmith", "ai")
def _v():
    return [P("LANGCHAIN_TRACING_V2", "true", False), P("LANGCHAIN_API_KEY", "lsv2_pt_" + hx(32) + "_" + hx(10))]


@vendor("Weights & Biases", "ai")
def _v():
    return [P("WANDB_API_KEY", hx(40))]


@vendor("Deepgram", "ai", "https://api.deepgram.com/v1/listen", ("header_fmt", "Authorization: Token %s", 0))
def _v():
    return [P("DEEPGRAM_API_KEY", hx(40))]


@vendor("AssemblyAI", "ai", "https://api.assemblyai.com/v2/transcript", ("header", "authorization", 0))
def _v():
    return [P("ASSEMBLYAI_API_KEY", hx(32))]


@vendor("Voyage AI", "ai", "https://api.voyageai.com/v1/embeddings", ("bearer", 0))
def _v():
    return [P("VOYAGE_API_KEY", "pa-" + b64u(43))]


@vendor("Jina AI", "ai-eu", "https://api.jina.ai/v1/embeddings", ("bearer", 0))
def _v():
    return [P("JINA_API_KEY", "jina_" + hx(32) + an(28))]


@vendor("Alibaba DashScope", "ai-cn", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("DASHSCOPE_API_KEY", "sk-" + hx(32))]


@vendor("Moonshot AI", "ai-cn", "https://api.moonshot.cn/v1/chat/completions", ("bearer", 0))
def _v():
    return [P("MOONSHOT_API_KEY", "sk-" + an(48))]


@vendor("Zhipu AI", "ai-cn", "https://open.bigmodel.cn/api/paas/v4/chat/completions", ("bearer", 0))
def _v():
    return [P("ZHIPUAI_API_KEY", hx(32) + "." + an(16))]


@vendor("Baidu Qianfan", "ai-cn", "https://qianfan.baidubce.com/v2/chat/completions", ("bearer", 0))
def _v():
    return [P("QIANFAN_API_KEY", "bce-v3/ALTAK-" + an(21) + "/" + hx(40))]


@vendor("Volcengine Ark", "ai-cn", "https://ark.cn-beijing.volces.com/api/v3/chat/completions", ("bearer", 0))
def _v():
    return [P("ARK_API_KEY", uuid4())]


@vendor("Naver CLOVA Studio", "ai-kr", "https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003", ("bearer", 0))
def _v():
    return [P("CLOVASTUDIO_API_KEY", "nv-" + hx(32) + an(4))]


@vendor("Upstage", "ai-kr", "https://api.upstage.ai/v1/solar/chat/completions", ("bearer", 0))
def _v():
    return [P("UPSTAGE_API_KEY", "up_" + an(29))]


# ---- messaging / mail
@vendor("Slack", "messaging", "https://slack.com/api/chat.postMessage", ("bearer", 0))
def _v():
    return [P("SLACK_BOT_TOKEN", "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24))]


@vendor("Slack", "messaging", "https://slack.com/api/users.list", ("bearer", 0))
def _v():
    return [P("SLACK_USER_TOKEN", "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32))]


@vendor("Slack", "messaging")
def _v():
    return [P("SLACK_APP_TOKEN", "xapp-1-A" + anu(10) + "-" + dg(13) + "-" + hx(64)),
            P("SLACK_SIGNING_SECRET", hx(32))]


@vendor("Discord", "messaging", "https://discord.com/api/v10/users/@me", ("header_fmt", "Authorization: Bot %s", 0))
def _v():
    uid = str(R.randrange(10**17, 13 * 10**17))
    return [P("DISCORD_BOT_TOKEN", b64enc(uid).rstrip("=") + "." + b64u(6) + "." + b64u(38))]


@vendor("Telegram", "messaging")
def _v():
    return [P("TELEGRAM_BOT_TOKEN", dg(10) + ":AA" + b64u(33))]


@vendor("Twilio", "messaging", "https://api.twilio.com/2010-04-01/Accounts.json", ("basic2", 0, 1))
def _v():
    return [P("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), P("TWILIO_AUTH_TOKEN", hx(32))]


@vendor("Twilio", "messaging")
def _v():
    return [P("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), P("TWILIO_API_KEY", "SK" + hx(32)),
            P("TWILIO_API_SECRET", an(32))]


@vendor("SendGrid", "mail", "https://api.sendgrid.com/v3/mail/send", ("bearer", 0))
def _v():
    return [P("SENDGRID_API_KEY", "SG." + b64u(22) + "." + b64u(43))]


@vendor("Mailgun", "mail", "https://api.mailgun.net/v3/mg.acme.io/messages", ("basic", "api", 0))
def _v():
    return [P("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]))]


@vendor("Mailchimp", "mail", "https://us21.api.mailchimp.com/3.0/lists", ("basic", "anystring", 0))
def _v():
    return [P("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randrange(1, 22)))]


@vendor("Postmark", "mail", "https://api.postmarkapp.com/email", ("header", "X-Postmark-Server-Token", 0))
def _v():
    return [P("POSTMARK_SERVER_TOKEN", uuid4())]


@vendor("Brevo", "mail-eu", "https://api.brevo.com/v3/smtp/email", ("header", "api-key", 0))
def _v():
    return [P("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + an(16))]


@vendor("Mailjet", "mail-eu", "https://api.mailjet.com/v3.1/send", ("basic2", 0, 1))
def _v():
    return [P("MJ_APIKEY_PUBLIC", hx(32)), P("MJ_APIKEY_PRIVATE", hx(32))]


@vendor("Resend", "mail", "https://api.resend.com/emails", ("bearer", 0))
def _v():
    return [P("RESEND_API_KEY", "re_" + an(8) + "_" + an(24))]


@vendor("Pusher", "messaging")
def _v():
    return [P("PUSHER_APP_ID", dg(7), False), P("PUSHER_KEY", hx(20), False), P("PUSHER_SECRET", hx(20)),
            P("PUSHER_CLUSTER", "ap3", False)]


@vendor("Ably", "messaging-eu")
def _v():
    return [P("ABLY_API_KEY", an(6) + "." + an(6) + ":" + b64u(43))]


@vendor("Vonage", "messaging-eu")
def _v():
    return [P("VONAGE_API_KEY", hx(8), False), P("VONAGE_API_SECRET", an(16))]


@vendor("MessageBird", "messaging-eu", "https://rest.messagebird.com/messages", ("header_fmt", "Authorization: AccessKey %s", 0))
def _v():
    return [P("MESSAGEBIRD_ACCESS_KEY", an(25))]


@vendor("Infobip", "messaging-eu", "https://xyz12.api.infobip.com/sms/2/text/advanced", ("header_fmt", "Authorization: App %s", 0))
def _v():
    return [P("INFOBIP_API_KEY", hx(32) + "-" + uuid4())]


@vendor("Zoom", "saas")
def _v():
    return [P("ZOOM_ACCOUNT_ID", an(22), False), P("ZOOM_CLIENT_ID", an(22), False),
            P("ZOOM_CLIENT_SECRET", an(32))]


@vendor("Intercom", "saas", "https://api.intercom.io/contacts", ("bearer", 0))
def _v():
    return [P("INTERCOM_ACCESS_TOKEN", b64enc("tok:" + uuid4() + ":1:0"))]


@vendor("Zendesk", "saas", "https://acme.zendesk.com/api/v2/tickets.json", ("basic", "support@acme.io/token", 0))
def _v():
    return [P("ZENDESK_API_TOKEN", an(40))]


@vendor("HubSpot", "saas", "https://api.hubapi.com/crm/v3/objects/contacts", ("bearer", 0))
def _v():
    return [P("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())]


@vendor("Salesforce", "saas")
def _v():
    return [P("SF_CLIENT_ID", "3MVG9" + b64u(80), False), P("SF_CLIENT_SECRET", hxu(64))]


@vendor("Salesforce", "saas", "https://acme.my.salesforce.com/services/data/v60.0/sobjects", ("bearer", 0))
def _v():
    return [P("SF_ACCESS_TOKEN", "00D" + an(12) + "!" + an(R.randrange(90, 110)))]


@vendor("Atlassian", "saas", "https://acme.atlassian.net/rest/api/3/myself", ("basic", "dev@acme.io", 0))
def _v():
    return [P("JIRA_API_TOKEN", "ATATT3xFfGF0" + b64u(170) + "=" + hxu(8))]


@vendor("Trello", "saas")
def _v():
    return [P("TRELLO_KEY", hx(32), False), P("TRELLO_TOKEN", "ATTA" + hx(64) + hxu(8))]


@vendor("Notion", "saas", "https://api.notion.com/v1/search", ("bearer", 0))
def _v():
    return [P("NOTION_TOKEN", pick(["ntn_" + dg(11) + an(35), "secret_" + an(43)]))]


@vendor("Linear", "saas", "https://api.linear.app/graphql", ("header", "Authorization", 0))
def _v():
    return [P("LINEAR_API_KEY", "lin_api_" + an(40))]


@vendor("Figma", "saas", "https://api.figma.com/v1/me", ("header", "X-Figma-Token", 0))
def _v():
    return [P("FIGMA_TOKEN", "figd_" + b64u(40))]


@vendor("Airtable", "saas", "https://api.airtable.com/v0/meta/bases", ("bearer", 0))
def _v():
    return [P("AIRTABLE_TOKEN", "pat" + an(14) + "." + hx(64))]


@vendor("Asana", "saas", "https://app.asana.com/api/1.0/users/me", ("bearer", 0))
def _v():
    return [P("ASANA_PAT", "2/" + dg(16) + "/" + dg(16) + ":" + hx(32))]


@vendor("ClickUp", "saas", "https://api.clickup.com/api/v2/team", ("header", "Authorization", 0))
def _v():
    return [P("CLICKUP_API_TOKEN", "pk_" + dg(8) + "_" + anu(32))]


@vendor("Typeform", "saas", "https://api.typeform.com/forms", ("bearer", 0))
def _v():
    return [P("TYPEFORM_TOKEN", "tfp_" + b64u(44) + "_" + b64u(14))]


@vendor("Contentful", "saas-eu", "https://api.contentful.com/spaces", ("bearer", 0))
def _v():
    return [P("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + b64u(43))]


@vendor("Shopify", "commerce", "https://acme-store.myshopify.com/admin/api/2024-07/orders.json", ("header", "X-Shopify-Access-Token", 0))
def _v():
    return [P("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32))]


@vendor("Shopify", "commerce")
def _v():
    return [P("SHOPIFY_API_KEY", hx(32), False), P("SHOPIFY_API_SECRET", "shpss_" + hx(32))]


@vendor("Okta", "identity", "https://acme.okta.com/api/v1/users?limit=25", ("header_fmt", "Authorization: SSWS %s", 0))
def _v():
    return [P("OKTA_API_TOKEN", "00" + b64u(40))]


@vendor("Auth0", "identity")
def _v():
    return [P("AUTH0_DOMAIN", "acme-kr.jp.auth0.com", False), P("AUTH0_CLIENT_ID", an(32), False),
            P("AUTH0_CLIENT_SECRET", b64u(64))]


@vendor("Keycloak", "identity")
def _v():
    return [P("KEYCLOAK_CLIENT_ID", pick(["backoffice", "order-api", "grafana"]), False),
            P("KEYCLOAK_CLIENT_SECRET", an(32))]


@vendor("Algolia", "saas", "https://ABCD1234EF.algolia.net/1/keys", ("header", "X-Algolia-API-Key", 1))
def _v():
    return [P("ALGOLIA_APP_ID", anu(10), False), P("ALGOLIA_ADMIN_KEY", hx(32))]


@vendor("Mapbox", "saas")
def _v():
    u = pick(["acme-maps", "hanbitgeo", "tripkr"])
    return [P("MAPBOX_SECRET_TOKEN", "sk." + b64url_json({"u": u, "a": anl(25)}) + "." + b64u(22))]


@vendor("Supabase", "data")
def _v():
    ref = anl(20)
    key = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1716000000 + R.randrange(9000000),
               "exp": 2031000000 + R.randrange(9000000)})
    return [P("SUPABASE_URL", "https://%s.supabase.co" % ref, False), P("SUPABASE_SERVICE_ROLE_KEY", key)]


@vendor("Supabase", "data", "https://api.supabase.com/v1/projects", ("bearer", 0))
def _v():
    return [P("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40))]


@vendor("Firebase", "cloud", "https://fcm.googleapis.com/fcm/send", ("header_fmt", "Authorization: key=%s", 0))
def _v():
    return [P("FCM_SERVER_KEY", "AAAA" + b64u(7) + ":APA91b" + b64u(134))]


@vendor("PlanetScale", "data")
def _v():
    return [P("DATABASE_USERNAME", anl(12), False), P("DATABASE_PASSWORD", "pscale_pw_" + b64u(43))]


@vendor("Upstash", "data", "https://apn1-sharp-koala-33912.upstash.io/get/session", ("bearer", 0))
def _v():
    return [P("UPSTASH_REDIS_REST_TOKEN", "AY" + b64u(R.randrange(60, 80)))]


@vendor("Confluent Cloud", "data")
def _v():
    return [P("KAFKA_API_KEY", anu(16), False), P("KAFKA_API_SECRET", rs(AN + "+/", 64))]


@vendor("Elastic", "observability", "https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices", ("header_fmt", "Authorization: ApiKey %s", 0))
def _v():
    return [P("ELASTIC_API_KEY", b64enc(b64u(20) + ":" + b64u(22)))]


@vendor("Datadog", "observability", "https://api.datadoghq.com/api/v1/validate", ("header", "DD-API-KEY", 0))
def _v():
    return [P("DD_API_KEY", hx(32)), P("DD_APP_KEY", hx(40)), P("DD_SITE", "ap1.datadoghq.com", False)]


@vendor("New Relic", "observability", "https://api.newrelic.com/graphql", ("header", "API-Key", 0))
def _v():
    return [P("NEW_RELIC_API_KEY", "NRAK-" + anu(27))]


@vendor("New Relic", "observability")
def _v():
    return [P("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL"), P("NEW_RELIC_APP_NAME", "order-api", False)]


@vendor("Grafana", "observability", "https://grafana.acme.io/api/dashboards/uid/abc", ("bearer", 0))
def _v():
    return [P("GRAFANA_SA_TOKEN", "glsa_" + an(32) + "_" + hx(8))]


@vendor("Grafana Cloud", "observability")
def _v():
    body = b64url_json({"o": dg(6), "n": "stack-" + dg(6) + "-alloy-write", "k": an(24),
                        "m": {"r": "prod-ap-northeast-0"}})
    return [P("GRAFANA_CLOUD_USER", dg(6), False), P("GRAFANA_CLOUD_API_KEY", "glc_" + body)]


@vendor("Honeycomb", "observability", "https://api.honeycomb.io/1/auth", ("header", "X-Honeycomb-Team", 0))
def _v():
    return [P("HONEYCOMB_API_KEY", an(22))]


@vendor("PagerDuty", "observability", "https://api.pagerduty.com/incidents", ("header_fmt", "Authorization: Token token=%s", 0))
def _v():
    return [P("PAGERDUTY_API_TOKEN", "u+" + b64u(18))]


@vendor("PagerDuty", "observability")
def _v():
    return [P("PAGERDUTY_ROUTING_KEY", hx(32))]


@vendor("Splunk", "observability", "https://http-inputs-acme.splunkcloud.com/services/collector/event", ("header_fmt", "Authorization: Splunk %s", 0))
def _v():
    return [P("SPLUNK_HEC_TOKEN", uuid4())]


@vendor("Opsgenie", "observability", "https://api.opsgenie.com/v2/alerts", ("header_fmt", "Authorization: GenieKey %s", 0))
def _v():
    return [P("OPSGENIE_API_KEY", uuid4())]


@vendor("Rollbar", "observability")
def _v():
    return [P("ROLLBAR_ACCESS_TOKEN", hx(32))]


@vendor("Sumo Logic", "observability")
def _v():
    return [P("SUMO_ACCESS_ID", "su" + an(12)), P("SUMO_ACCESS_KEY", an(64))]


@vendor("Dynatrace", "observability-eu", "https://abc12345.live.dynatrace.com/api/v2/metrics", ("header_fmt", "Authorization: Api-Token %s", 0))
def _v():
    return [P("DT_API_TOKEN", "dt0c01." + anu(24) + "." + anu(64))]


@vendor("LaunchDarkly", "saas")
def _v():
    return [P("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())]


@vendor("Mixpanel", "saas")
def _v():
    return [P("MIXPANEL_SERVICE_ACCOUNT", "export-bot." + dg(6) + ".mp-service-account", False),
            P("MIXPANEL_SERVICE_SECRET", an(32))]


@vendor("Amplitude", "saas")
def _v():
    return [P("AMPLITUDE_API_KEY", hx(32), False), P("AMPLITUDE_SECRET_KEY", hx(32))]


@vendor("Dropbox", "saas", "https://api.dropboxapi.com/2/files/list_folder", ("bearer", 0))
def _v():
    return [P("DROPBOX_ACCESS_TOKEN", "sl." + b64u(138))]


@vendor("Box", "saas")
def _v():
    return [P("BOX_CLIENT_ID", anl(32), False), P("BOX_CLIENT_SECRET", an(32))]


@vendor("Twitch", "saas")
def _v():
    return [P("TWITCH_CLIENT_ID", anl(30), False), P("TWITCH_CLIENT_SECRET", anl(30))]


@vendor("Riot Games", "saas", "https://kr.api.riotgames.com/lol/status/v4/platform-data", ("header", "X-Riot-Token", 0))
def _v():
    return [P("RIOT_API_KEY", "RGAPI-" + uuid4())]


@vendor("Steam", "saas", None, None)
def _v():
    return [P("STEAM_WEB_API_KEY", hxu(32))]


@vendor("Spotify", "saas-eu")
def _v():
    return [P("SPOTIFY_CLIENT_ID", hx(32), False), P("SPOTIFY_CLIENT_SECRET", hx(32))]


@vendor("DeepL", "ai-eu", "https://api-free.deepl.com/v2/translate", ("header_fmt", "Authorization: DeepL-Auth-Key %s", 0))
def _v():
    return [P("DEEPL_AUTH_KEY", uuid4() + ":fx")]


@vendor("Bunny.net", "cloud-eu", "https://api.bunny.net/pullzone", ("header", "AccessKey", 0))
def _v():
    return [P("BUNNY_API_KEY", uuid4() + "-" + uuid4()[:-1] + hx(0))]


@vendor("Exoscale", "cloud-eu")
def _v():
    return [P("EXOSCALE_API_KEY", "EXO" + hx(24)), P("EXOSCALE_API_SECRET", b64u(43))]


@vendor("Yandex Cloud", "cloud-eu")
def _v():
    return [P("YC_ACCESS_KEY_ID", "YCAJE" + b64u(20)), P("YC_SECRET_ACCESS_KEY", "YCM" + b64u(37))]


@vendor("Yandex", "cloud-eu", "https://cloud-api.yandex.net/v1/disk/resources", ("header_fmt", "Authorization: OAuth %s", 0))
def _v():
    return [P("YANDEX_OAUTH_TOKEN", "y0_AgAAAAA" + b64u(50))]


@vendor("Harbor", "registry")
def _v():
    return [P("HARBOR_USERNAME", "robot$ci-push", False), P("HARBOR_PASSWORD", an(32))]


# ---- payments
@vendor("Stripe", "payments", "https://api.stripe.com/v1/balance", ("basic", "", 0))
def _v():
    return [P("STRIPE_SECRET_KEY", "sk_live_" + an(pick([24, 99])))]


@vendor("Stripe", "payments", "https://api.stripe.com/v1/charges?limit=3", ("bearer", 0))
def _v():
    return [P("STRIPE_RESTRICTED_KEY", "rk_live_" + an(99))]


@vendor("Stripe", "payments")
def _v():
    return [P("STRIPE_WEBHOOK_SECRET", "whsec_" + b64body(32))]


@vendor("Square", "payments", "https://connect.squareup.com/v2/locations", ("bearer", 0))
def _v():
    return [P("SQUARE_ACCESS_TOKEN", "EAAA" + b64u(60))]


@vendor("PayPal", "payments", "https://api-m.paypal.com/v1/oauth2/token", ("basic2", 0, 1))
def _v():
    return [P("PAYPAL_CLIENT_ID", "A" + b64u(79), False), P("PAYPAL_CLIENT_SECRET", "E" + b64u(79))]


@vendor("Adyen", "payments-eu", "https://checkout-test.adyen.com/v71/paymentMethods", ("header", "X-API-Key", 0))
def _v():
    return [P("ADYEN_API_KEY", "AQE" + b64body(93) + "==-" + b64body(43) + "=-" + rs(AN + "<>*", 16))]


@vendor("Braintree", "payments")
def _v():
    return [P("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + anl(16) + "$" + hx(32))]


@vendor("Plaid", "payments")
def _v():
    return [P("PLAID_CLIENT_ID", hx(24), False), P("PLAID_SECRET", hx(30)), P("PLAID_ENV", "production", False)]


@vendor("Paystack", "payments", "https://api.paystack.co/transaction/initialize", ("bearer", 0))
def _v():
    return [P("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))]


@vendor("Razorpay", "payments", "https://api.razorpay.com/v1/orders", ("basic2", 0, 1))
def _v():
    return [P("RAZORPAY_KEY_ID", "rzp_live_" + an(14), False), P("RAZORPAY_KEY_SECRET", an(24))]


@vendor("Mollie", "payments-eu", "https://api.mollie.com/v2/payments", ("bearer", 0))
def _v():
    return [P("MOLLIE_API_KEY", "live_" + an(30))]


@vendor("GoCardless", "payments-eu", "https://api.gocardless.com/mandates", ("bearer", 0))
def _v():
    return [P("GOCARDLESS_ACCESS_TOKEN", "live_" + b64u(40))]


@vendor("Wise", "payments-eu", "https://api.transferwise.com/v1/profiles", ("bearer", 0))
def _v():
    return [P("WISE_API_TOKEN", uuid4())]


@vendor("Paddle", "payments-eu", "https://api.paddle.com/transactions", ("bearer", 0))
def _v():
    return [P("PADDLE_API_KEY", "pdl_live_apikey_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 24) + "_" + an(22) + "_" + an(3))]


@vendor("Mercado Pago", "payments")
def _v():
    return [P("MP_ACCESS_TOKEN", "APP_USR-" + dg(16) + "-" + dg(6) + "-" + hx(32) + "-" + dg(9))]


@vendor("Klarna", "payments-eu")
def _v():
    return [P("KLARNA_USERNAME", "K" + dg(6) + "_" + hx(12), False), P("KLARNA_PASSWORD", "klarna_live_api_" + b64u(40))]


# ---- Korea
@vendor("Naver Cloud", "cloud-kr")
def _v():
    if chance(0.5):
        return [P("NCLOUD_ACCESS_KEY", "ncp_iam_BPAMKR" + an(14)), P("NCLOUD_SECRET_KEY", "ncp_iam_BPKMKR" + an(34))]
    return [P("NCLOUD_ACCESS_KEY", anu(20)), P("NCLOUD_SECRET_KEY", an(40))]


@vendor("Naver Developers", "api-kr", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", ("hdr2", [("X-Naver-Client-Id", 0), ("X-Naver-Client-Secret", 1)]))
def _v():
    return [P("NAVER_CLIENT_ID", an(20), False), P("NAVER_CLIENT_SECRET", an(10))]


@vendor("Naver Commerce", "commerce-kr")
def _v():
    return [P("NAVER_COMMERCE_CLIENT_ID", an(22), False),
            P("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22))]


@vendor("Kakao", "api-kr", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", ("header_fmt", "Authorization: KakaoAK %s", 0))
def _v():
    return [P("KAKAO_REST_API_KEY", hx(32))]


@vendor("Kakao", "api-kr", "https://kapi.kakao.com/v1/user/ids", ("header_fmt", "Authorization: KakaoAK %s", 0))
def _v():
    return [P("KAKAO_ADMIN_KEY", hx(32))]


@vendor("Kakao", "api-kr")
def _v():
    return [P("KAKAO_CLIENT_ID", hx(32), False), P("KAKAO_CLIENT_SECRET", an(32))]


@vendor("Toss Payments", "payments-kr", "https://api.tosspayments.com/v1/payments/confirm", ("basic", "", 0))
def _v():
    return [P("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + an(28))]


@vendor("KakaoPay", "payments-kr", "https://open-api.kakaopay.com/online/v1/payment/ready", ("header_fmt", "Authorization: SECRET_KEY %s", 0))
def _v():
    return [P("KAKAOPAY_SECRET_KEY", pick(["PRD", "DEV"]) + hxu(37))]


@vendor("PortOne", "payments-kr")
def _v():
    return [P("IMP_KEY", dg(16)), P("IMP_SECRET", an(80))]


@vendor("PortOne", "payments-kr", "https://api.portone.io/payments/order-20241126-0042", ("header_fmt", "Authorization: PortOne %s", 0))
def _v():
    return [P("PORTONE_API_SECRET", an(80))]


@vendor("NHN Cloud", "cloud-kr")
def _v():
    return [P("NHN_SMS_APP_KEY", an(16), False), P("NHN_SMS_SECRET_KEY", an(8))]


@vendor("Solapi", "messaging-kr")
def _v():
    return [P("SOLAPI_API_KEY", "NCS" + anu(13)), P("SOLAPI_API_SECRET", anu(32))]


@vendor("Aligo", "messaging-kr")
def _v():
    return [P("ALIGO_USER_ID", pick(["acmeshop", "hanbit01", "cafe_dev"]), False), P("ALIGO_API_KEY", anl(32))]


@vendor("data.go.kr", "api-kr")
def _v():
    raw = b64_of_len(R.choice([64, 67, 70]))
    return [P("DATA_GO_KR_SERVICE_KEY", pct(raw))]


@vendor("Upbit", "crypto-kr")
def _v():
    return [P("UPBIT_ACCESS_KEY", an(40)), P("UPBIT_SECRET_KEY", an(40))]


@vendor("Bithumb", "crypto-kr")
def _v():
    return [P("BITHUMB_API_KEY", hx(32)), P("BITHUMB_SECRET_KEY", hx(32))]


@vendor("KIS Developers", "finance-kr")
def _v():
    return [P("KIS_APP_KEY", "PS" + an(34)), P("KIS_APP_SECRET", b64body(180)), P("KIS_ACCOUNT", dg(8) + "-01", False)]


@vendor("Coupang", "commerce-kr")
def _v():
    return [P("COUPANG_VENDOR_ID", "A00" + dg(6), False), P("COUPANG_ACCESS_KEY", uuid4()),
            P("COUPANG_SECRET_KEY", hx(40))]


@vendor("Sendbird", "messaging-kr", "https://api-" + "3F2B1C9A-7D4E-4A8B-9C1D-2E3F4A5B6C7D".lower() + ".sendbird.com/v3/users", ("header", "Api-Token", 0))
def _v():
    return [P("SENDBIRD_API_TOKEN", hx(40))]


@vendor("Channel Talk", "saas-kr", "https://api.channel.io/open/v5/user-chats", ("hdr2", [("x-access-key", 0), ("x-access-secret", 1)]))
def _v():
    return [P("CHANNEL_ACCESS_KEY", hx(24)), P("CHANNEL_ACCESS_SECRET", hx(32))]


@vendor("Cafe24", "commerce-kr")
def _v():
    return [P("CAFE24_CLIENT_ID", an(22), False), P("CAFE24_CLIENT_SECRET", an(22))]


@vendor("Nexon Open API", "api-kr", "https://open.api.nexon.com/maplestory/v1/id?character_name=test", ("header", "x-nxopen-api-key", 0))
def _v():
    return [P("NEXON_API_KEY", "live_" + hx(64))]


@vendor("NICE", "identity-kr")
def _v():
    return [P("NICE_CLIENT_ID", uuid4(), False), P("NICE_CLIENT_SECRET", hx(32))]


@vendor("Naver Works", "messaging-kr")
def _v():
    return [P("WORKS_CLIENT_ID", an(20), False), P("WORKS_CLIENT_SECRET", an(10)),
            P("WORKS_BOT_SECRET", b64u(32))]


# ---- China
@vendor("Alibaba Cloud", "cloud-cn")
def _v():
    return [P("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + an(20)), P("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30))]


@vendor("Tencent Cloud", "cloud-cn")
def _v():
    return [P("TENCENTCLOUD_SECRET_ID", "AKID" + an(32)), P("TENCENTCLOUD_SECRET_KEY", an(32))]


@vendor("Huawei Cloud", "cloud-cn")
def _v():
    return [P("HUAWEICLOUD_SDK_AK", anu(20)), P("HUAWEICLOUD_SDK_SK", an(40))]


@vendor("Baidu Cloud", "cloud-cn")
def _v():
    return [P("BCE_ACCESS_KEY_ID", hx(32)), P("BCE_SECRET_ACCESS_KEY", hx(32))]


@vendor("Volcengine", "cloud-cn")
def _v():
    return [P("VOLCENGINE_ACCESS_KEY", "AKLT" + b64u(43)), P("VOLCENGINE_SECRET_KEY", b64_of_len(45))]


@vendor("Qiniu", "cloud-cn")
def _v():
    return [P("QINIU_ACCESS_KEY", b64u(40)), P("QINIU_SECRET_KEY", b64u(40))]


@vendor("WeChat", "messaging-cn", None, None)
def _v():
    return [P("WECHAT_APPID", "wx" + hx(16), False), P("WECHAT_APPSECRET", hx(32))]


@vendor("WeChat Pay", "payments-cn")
def _v():
    return [P("WECHATPAY_MCHID", "16" + dg(8), False), P("WECHATPAY_APIV3_KEY", an(32)),
            P("WECHATPAY_SERIAL_NO", hxu(40), False)]


@vendor("DingTalk", "messaging-cn")
def _v():
    return [P("DINGTALK_ACCESS_TOKEN", hx(64)), P("DINGTALK_SECRET", "SEC" + hx(64))]


@vendor("Feishu", "messaging-cn")
def _v():
    return [P("FEISHU_APP_ID", "cli_" + hx(16), False), P("FEISHU_APP_SECRET", an(32))]


@vendor("Gitee", "ci-cn", "https://gitee.com/api/v5/user", ("query", "access_token", 0))
def _v():
    return [P("GITEE_TOKEN", hx(32))]


# ---- Japan
@vendor("LINE", "messaging-jp", "https://api.line.me/v2/bot/info", ("bearer", 0))
def _v():
    return [P("LINE_CHANNEL_ACCESS_TOKEN", b64body(171) + "="), P("LINE_CHANNEL_SECRET", hx(32))]


@vendor("Chatwork", "messaging-jp", "https://api.chatwork.com/v2/me", ("header", "X-ChatWorkToken", 0))
def _v():
    return [P("CHATWORK_API_TOKEN", hx(32))]


@vendor("Backlog", "saas-jp", "https://acme.backlog.jp/api/v2/space", ("query", "apiKey", 0))
def _v():
    return [P("BACKLOG_API_KEY", an(64))]


@vendor("PAY.JP", "payments-jp", "https://api.pay.jp/v1/charges", ("basic", "", 0))
def _v():
    return [P("PAYJP_SECRET_KEY", "sk_live_" + hx(48))]


@vendor("KOMOJU", "payments-jp", "https://komoju.com/api/v1/payments", ("basic", "", 0))
def _v():
    return [P("KOMOJU_SECRET_KEY", "sk_live_" + anl(25))]


@vendor("kintone", "saas-jp", "https://acme.cybozu.com/k/v1/records.json?app=12", ("header", "X-Cybozu-API-Token", 0))
def _v():
    return [P("KINTONE_API_TOKEN", an(40))]


@vendor("Sakura Cloud", "cloud-jp")
def _v():
    return [P("SAKURACLOUD_ACCESS_TOKEN", uuid4()), P("SAKURACLOUD_ACCESS_TOKEN_SECRET", an(64))]


@vendor("Qiita", "saas-jp", "https://qiita.com/api/v2/authenticated_user", ("bearer", 0))
def _v():
    return [P("QIITA_TOKEN", hx(40))]


@vendor("GMO Payment Gateway", "payments-jp")
def _v():
    return [P("GMO_SHOP_ID", "tshop" + dg(8), False), P("GMO_SHOP_PASS", anl(8) + dg(2)),
            P("GMO_SITE_ID", "tsite" + dg(8), False), P("GMO_SITE_PASS", anl(8) + dg(2))]


@vendor("Rakuten", "commerce-jp")
def _v():
    return [P("RAKUTEN_APPLICATION_ID", dg(19), False), P("RAKUTEN_APPLICATION_SECRET", hx(40))]


# ---- infra secrets that look like plain config
@vendor("Consul", "infra")
def _v():
    return [P("CONSUL_HTTP_ADDR", "consul.service.dc1:8500", False), P("CONSUL_HTTP_TOKEN", uuid4())]


@vendor("Nomad", "infra")
def _v():
    return [P("NOMAD_ADDR", "https://nomad.acme.internal:4646", False), P("NOMAD_TOKEN", uuid4())]


@vendor("RabbitMQ", "infra")
def _v():
    return [P("RABBITMQ_ERLANG_COOKIE", rs(UP, 20))]


@vendor("Argo CD", "infra")
def _v():
    return [P("ARGOCD_SERVER", "argocd.acme.io", False), P("ARGOCD_AUTH_TOKEN", jwt({
        "iss": "argocd", "sub": "ci:apiKey", "nbf": ts_unix(), "iat": ts_unix(), "jti": uuid4()}))]


@vendor("Expo", "ci")
def _v():
    return [P("EXPO_TOKEN", b64u(40))]


# ---- newer platforms that filters tend to miss
@vendor("Cloudflare R2", "cloud")
def _v():
    return [P("R2_ACCOUNT_ID", hx(32), False), P("R2_ACCESS_KEY_ID", hx(32)), P("R2_SECRET_ACCESS_KEY", hx(64))]


@vendor("Neon", "data")
def _v():
    pw = "npg_" + an(12)
    return [P("DATABASE_URL", "postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
        pw, pick(["cool", "quiet", "late"]), pick(["darkness", "river", "sun"]), dg(6)), False), P("", pw, True)]


@vendor("Clerk", "identity")
def _v():
    return [P("NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", "pk_live_" + b64enc("clerk.acme.io$").rstrip("="), False),
            P("CLERK_SECRET_KEY", "sk_live_" + an(42))]


@vendor("Inngest", "ci")
def _v():
    return [P("INNGEST_EVENT_KEY", b64u(86)), P("INNGEST_SIGNING_KEY", "signkey-prod-" + hx(64))]


@vendor("Trigger.dev", "ci")
def _v():
    return [P("TRIGGER_SECRET_KEY", "tr_prod_" + an(20))]


@vendor("Convex", "data")
def _v():
    body = b64url_json({"v2": uuid4().replace("-", "")})
    return [P("CONVEX_DEPLOY_KEY", "prod:%s-%s-%s|%s" % (pick(["happy", "brave", "quiet"]), pick(["otter", "lynx", "heron"]), dg(3), body + b64u(40)))]


@vendor("Vercel Blob", "cloud")
def _v():
    return [P("BLOB_READ_WRITE_TOKEN", "vercel_blob_rw_" + an(16) + "_" + an(30))]


@vendor("Upstash QStash", "data")
def _v():
    tok = b64enc(json.dumps({"UserID": uuid4(), "Password": hx(32)}, separators=(",", ":")))
    return [P("QSTASH_TOKEN", tok), P("QSTASH_CURRENT_SIGNING_KEY", "sig_" + an(28)), P("QSTASH_NEXT_SIGNING_KEY", "sig_" + an(28))]


@vendor("Turso", "data")
def _v():
    head = b64url_json({"alg": "EdDSA", "typ": "JWT"})
    tok = head + "." + b64url_json({"a": "rw", "iat": ts_unix(), "id": uuid4()}) + "." + b64url_nopad(64)
    return [P("TURSO_DATABASE_URL", "libsql://orders-%s.turso.io" % pick(["acme", "hanbit"]), False), P("TURSO_AUTH_TOKEN", tok)]


@vendor("LINE Pay", "payments-jp")
def _v():
    return [P("LINEPAY_CHANNEL_ID", dg(10), False), P("LINEPAY_CHANNEL_SECRET", hx(32))]


# ============================================================ vocabulary
SVCS = ["order-api", "billing-worker", "notification-svc", "search-indexer", "admin-web",
        "settlement-batch", "chatbot-gateway", "media-uploader", "auth-service", "crawler",
        "recommendation-api", "payment-gateway", "data-pipeline", "mobile-bff", "report-cron",
        "coupon-service", "inventory-sync", "webhook-relay", "analytics-etl", "cs-backoffice"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
HOSTS = ["db-prod-01.internal", "pg.staging.acme.io", "10.0.12.34", "mysql-main.corp.kr",
         "rds-kr-main.cluster-c9xk2.ap-northeast-2.rds.amazonaws.com", "192.168.0.21",
         "mongo-0.mongo.svc.cluster.local", "redis.cache.internal", "db.hanbit.dev"]
SQL_HOSTS = ["db-prod-01.internal", "pg.staging.acme.io", "10.0.12.34", "mysql-main.corp.kr",
             "rds-kr-main.cluster-c9xk2.ap-northeast-2.rds.amazonaws.com", "192.168.0.21", "db.hanbit.dev"]
USERS = ["app_user", "svc_order", "readonly", "etl", "admin", "deploy", "postgres", "root",
         "billing_rw", "report", "grafana", "airflow"]


def ticket():
    return pick(["OPS", "INC", "BE", "PAY", "DATA", "PLAT", "SEC", "APP"]) + "-" + str(R.randrange(100, 9999))


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(var):
    return "".join(p.capitalize() for p in var.lower().split("_"))


def vkey(vname):
    k = "".join(ch if ch.isalnum() else "_" for ch in vname.lower()).strip("_")
    while "__" in k:
        k = k.replace("__", "_")
    return k


NOISE_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"),
             ("TZ", "Asia/Seoul"), ("APP_ENV", "staging"), ("FEATURE_NEW_CHECKOUT", "false"),
             ("HTTP_TIMEOUT_MS", "5000"), ("RETRY_MAX", "3"), ("SPRING_PROFILES_ACTIVE", "stg"),
             ("WORKERS", "4"), ("SENTRY_ENVIRONMENT", "staging"), ("CACHE_TTL", "300")]


def noise(k):
    idx = list(range(len(NOISE_ENV)))
    R.shuffle(idx)
    return [NOISE_ENV[i] for i in idx[:k]]


def qv(v):
    """quote for shell / env if needed"""
    if any(c in v for c in " $&;|<>()#'\"!*?`\\"):
        return "'" + v + "'"
    return v


# ============================================================ containers
def c_env(pairs, vn, lang):
    lines = []
    if chance(0.5):
        lines.append("# " + vn)
    extra = noise(R.randrange(0, 3))
    for k, v in extra[:1]:
        lines.append("%s=%s" % (k, v))
    for var, val, _ in pairs:
        lines.append("%s=%s" % (var, qv(val) if chance(0.7) else '"%s"' % val))
    for k, v in extra[1:]:
        lines.append("%s=%s" % (k, v))
    return "\n".join(lines), pick([".env", ".env.staging", ".env.local", "deploy/.env.prod", "docker/.env"]), "env file"


def c_export(pairs, vn, lang):
    lines = ["export %s=%s" % (var, qv(val)) for var, val, _ in pairs]
    if chance(0.5):
        lines.append(pick(["python manage.py runserver", "npm run dev", "./gradlew bootRun",
                           "go run ./cmd/server", "make e2e", "pytest -k integration"]))
    return "\n".join("$ " + l if chance(0.3) else l for l in lines), pick(["~/.zshrc", "scripts/dev-env.sh", L(lang, "the terminal history", "터미널 히스토리"), "setup.sh"]), "shell export"


def c_inline_cmd(pairs, vn, lang):
    assigns = " ".join("%s=%s" % (var, qv(val)) for var, val, _ in pairs)
    cmd = pick(["node scripts/sync.js --dry-run", "python -m jobs.backfill --since 2024-10-01",
                "bundle exec rake sync:all", "go test ./integration/...", "npx tsx scripts/seed.ts"])
    return "$ %s %s" % (assigns, cmd), L(lang, "the shell history", "셸 히스토리"), "inline env command"


def c_yaml(pairs, vn, lang):
    k = vkey(vn)
    lines = [pick(["app:", "integrations:", "providers:", "external:"]), "  %s:" % k]
    if chance(0.5):
        lines.append("    enabled: true")
    for var, val, _ in pairs:
        sub = var.lower().split("_", 1)[-1] if "_" in var and chance(0.5) else var.lower()
        lines.append('    %s: %s' % (sub, '"%s"' % val if chance(0.5) else val))
    if chance(0.5):
        lines.append("    timeout: %ds" % R.randrange(3, 30))
    return "\n".join(lines), pick(["config/application-stg.yml", "values.yaml", "config/settings.yaml",
                                   "helm/values-prod.yaml", "conf/app.yml"]), "YAML config"


def c_json(pairs, vn, lang):
    inner = ", ".join('"%s": "%s"' % (camel(var), val) for var, val, _ in pairs)
    if chance(0.5):
        s = '{\n  "%s": {\n    %s\n  }\n}' % (camel(vkey(vn)), inner.replace(", \"", ",\n    \""))
    else:
        s = '{"%s": {%s, "retries": %d}}' % (camel(vkey(vn)), inner, R.randrange(1, 5))
    return s, pick(["appsettings.Development.json", "config/local.json", "secrets.json",
                    "src/config/default.json", ".vscode/launch.json"]), "JSON config"


def c_toml(pairs, vn, lang):
    lines = ["[%s]" % vkey(vn)]
    for var, val, _ in pairs:
        lines.append('%s = "%s"' % (var.lower(), val))
    if chance(0.5):
        lines.append("region = \"%s\"" % pick(["ap-northeast-2", "kr-central-1", "eu-west-1"]))
    return "\n".join(lines), pick(["config.toml", "settings.toml", "pyproject.toml", ".streamlit/secrets.toml"]), "TOML config"


def c_ini(pairs, vn, lang):
    if chance(0.5):
        lines = ["[%s]" % vkey(vn)] + ["%s = %s" % (var.lower(), val) for var, val, _ in pairs]
        f = pick(["config.ini", "setup.cfg", "conf/app.ini", "credentials.cfg"])
        return "\n".join(lines), f, "INI config"
    pre = vkey(vn).replace("_", ".")
    lines = ["%s.%s=%s" % (pre, var.lower().replace("_", "-"), val.replace(":", "\\:") if False else val)
             for var, val, _ in pairs]
    return "\n".join(lines), pick(["application.properties", "src/main/resources/application-prod.properties",
                                   "gradle.properties", "local.properties"]), "properties file"


def c_k8s(pairs, vn, lang):
    name = vkey(vn).replace("_", "-") + "-credentials"
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name,
             "  namespace: " + pick(["default", "payments", "batch", "prod"]), "type: Opaque", "stringData:"]
    for var, val, _ in pairs:
        lines.append('  %s: "%s"' % (var, val))
    return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/%s.yaml" % name, "kustomize/overlays/prod/secret.yaml"]), "k8s Secret stringData"


def c_k8s_env(pairs, vn, lang):
    lines = ["        env:"]
    for var, val, _ in pairs:
        lines += ["          - name: " + var, '            value: "%s"' % val]
    lines += ["          - name: LOG_LEVEL", "            value: info"]
    return "\n".join(lines), pick(["deployment.yaml", "k8s/deploy-worker.yaml", "charts/api/templates/deployment.yaml"]), "k8s Deployment env"


def c_compose(pairs, vn, lang):
    svc = pick(SVCS)
    lines = ["services:", "  %s:" % svc, "    image: ghcr.io/acme/%s:%s" % (svc, pick(["latest", "1.8.2", "stg"])),
             "    environment:"]
    listy = chance(0.5)
    for var, val, _ in pairs:
        lines.append("      - %s=%s" % (var, val) if listy else "      %s: %s" % (var, val))
    return "\n".join(lines), pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.dev.yml"]), "docker compose"


def c_dockerfile(pairs, vn, lang):
    lines = ["FROM " + pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"]
    for var, val, _ in pairs:
        lines.append("ENV %s=%s" % (var, qv(val)) if chance(0.6) else "ARG %s=%s" % (var, qv(val)))
    lines.append("COPY . .")
    return "\n".join(lines), "Dockerfile", "Dockerfile ENV"


def c_gha(pairs, vn, lang):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for var, val, _ in pairs:
        lines.append("      %s: %s" % (var, val))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy"]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/nightly.yaml"]), "GitHub Actions env"


def c_gitlab(pairs, vn, lang):
    lines = ["variables:"]
    for var, val, _ in pairs:
        lines.append('  %s: "%s"' % (var, val))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI variables"


def c_hcl(pairs, vn, lang):
    if chance(0.5):
        lines = ['%s = "%s"' % (var.lower(), val) for var, val, _ in pairs]
        return "\n".join(lines), pick(["terraform.tfvars", "envs/prod.auto.tfvars"]), "Terraform tfvars"
    lines = ['provider "%s" {' % vkey(vn)] + ['  %s = "%s"' % (var.lower(), val) for var, val, _ in pairs] + ["}"]
    return "\n".join(lines), pick(["main.tf", "providers.tf", "infra/provider.tf"]), "Terraform provider block"


def c_xml(pairs, vn, lang):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(var), val) for var, val, _ in pairs] + ["</appSettings>"]
    return "\n".join(lines), pick(["Web.config", "App.config", "app.Release.config"]), "XML appSettings"


def c_py(pairs, vn, lang):
    if chance(0.5):
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (var, val) for var, val, _ in pairs]
    else:
        lines = ["# TODO: move to env before merge"] + ['%s = "%s"' % (var, val) for var, val, _ in pairs]
    return "\n".join(lines), pick(["settings/local.py", "scripts/backfill.py", "conftest.py", "app/config.py"]), "Python code"


def c_js(pairs, vn, lang):
    body = ",\n".join("  %s: '%s'" % (camel(var), val) for var, val, _ in pairs)
    lines = ["const %sConfig = {" % camel(vkey(vn)), body, "};", "export default %sConfig;" % camel(vkey(vn))]
    return "\n".join(lines), pick(["src/config.ts", "lib/clients.js", "next.config.js", "server/env.mjs"]), "JS/TS code"


def c_go(pairs, vn, lang):
    lines = ["cfg := Config{"] + ['\t%s: "%s",' % (pascal(var), val) for var, val, _ in pairs] + ["}"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go"]), "Go code"


def c_java(pairs, vn, lang):
    lines = ['    private static final String %s = "%s";' % (var, val) for var, val, _ in pairs]
    return "\n".join(lines), pick(["src/main/java/com/acme/client/ApiClient.java", "PaymentConfig.java"]), "Java code"


def c_kotlin(pairs, vn, lang):
    lines = ["object %sKeys {" % pascal(vkey(vn))] + ['    const val %s = "%s"' % (var, val) for var, val, _ in pairs] + ["}"]
    return "\n".join(lines), pick(["app/src/main/java/com/acme/Keys.kt", "BuildKeys.kt"]), "Kotlin code"


def c_csharp(pairs, vn, lang):
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (pascal(vkey(vn)), pascal(var), val) for var, val, _ in pairs]
    return "\n".join(lines), "Program.cs", "C# code"


def c_ruby(pairs, vn, lang):
    lines = ['ENV["%s"] ||= "%s"' % (var, val) for var, val, _ in pairs]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % vkey(vn), "Rakefile"]), "Ruby code"


def c_php(pairs, vn, lang):
    lines = ["return ["] + ["    '%s' => '%s'," % (var.lower(), val) for var, val, _ in pairs] + ["];"]
    return "\n".join(lines), pick(["config/services.php", "wp-config.php"]), "PHP config"


def c_rust(pairs, vn, lang):
    lines = ['const %s: &str = "%s";' % (var, val) for var, val, _ in pairs]
    return "\n".join(lines), pick(["src/main.rs", "src/config.rs"]), "Rust code"


def c_swift(pairs, vn, lang):
    lines = ["enum Secrets {"] + ['    static let %s = "%s"' % (camel(var), val) for var, val, _ in pairs] + ["}"]
    return "\n".join(lines), pick(["Sources/App/Secrets.swift", "Config.swift"]), "Swift code"


def c_log(pairs, vn, lang):
    ts = "2024-%02d-%02dT%02d:%02d:%02d" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(24), R.randrange(60), R.randrange(60))
    kv = ", ".join("'%s': '%s'" % (var.lower(), val) for var, val, _ in pairs)
    lvl = pick(["DEBUG", "INFO", "WARN"])
    s = "%s %s [%s] loaded %s settings: {%s}" % (ts, lvl, pick(SVCS), vkey(vn), kv)
    return s, L(lang, ["the pod logs", "CloudWatch", "the kubectl logs output", "the Loki query result"], ["pod 로그", "CloudWatch", "kubectl logs 출력", "Loki 조회 결과"]), "log line"


def c_trace(pairs, vn, lang):
    cand = [p for p in pairs if p[2]] or list(pairs)
    var, val, _ = cand[-1]
    if chance(0.5):
        s = ("Traceback (most recent call last):\n  File \"app/clients/%s.py\", line %d, in connect\n"
             "    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized "
             "for url: https://api.example-%s.com/v1/auth (%s=%s)") % (vkey(vn), R.randrange(20, 300), vkey(vn).replace("_", "-"), var.lower(), val)
    else:
        s = ("Exception in thread \"main\" java.lang.IllegalStateException: %s auth failed "
             "[%s=%s]\n\tat com.acme.%s.Client.init(Client.java:%d)\n\tat com.acme.App.main(App.java:42)") % (
            vn, camel(var), val, vkey(vn), R.randrange(20, 300))
    return s, L(lang, "the stack trace", "스택 트레이스"), "stack trace"


def c_diff(pairs, vn, lang):
    lines = ["--- a/.env.example", "+++ b/.env.example", "@@ -3,%d +3,%d @@" % (len(pairs), len(pairs))]
    for var, val, _ in pairs:
        lines.append("-%s=" % var)
    for var, val, _ in pairs:
        lines.append("+%s=%s" % (var, val))
    return "\n".join(lines), L(lang, "the PR diff", "PR diff"), "diff"


def c_table(pairs, vn, lang):
    hdr = L(lang, "| name | value | note |", "| 이름 | 값 | 비고 |")
    lines = [hdr, "|---|---|---|"]
    for var, val, _ in pairs:
        lines.append("| %s | %s | %s |" % (var, val, L(lang, pick(["staging", "from ops", "current"]), pick(["스테이징", "운영팀 전달", "현재 값"]))))
    return "\n".join(lines), L(lang, "the wiki table", "위키 표"), "markdown table"


def c_chat(pairs, vn, lang):
    parts = []
    for var, val, _ in pairs:
        if lang == "en":
            parts.append(pick(["%s is %s", "%s = %s", "use %s: %s"]) % (var, val))
        else:
            parts.append(pick(["%s 값은 %s", "%s: %s", "%s → %s"]) % (var, val))
    if lang == "en":
        s = pick(["@channel quick one, for the %s sandbox: ", "from the handover DM (%s): ", "pasted by the lead in #dev (%s): "]) % vn + "; ".join(parts)
    else:
        s = pick(["%s 관련해서 슬랙에 공유된 값: ", "인수인계 DM에 있던 %s 정보 — ", "팀장님이 #dev에 붙여준 %s 값: "]) % vn + ", ".join(parts)
    return s, L(lang, "Slack", "슬랙"), "chat message"


CONTAINERS = [c_env, c_export, c_inline_cmd, c_yaml, c_json, c_toml, c_ini, c_k8s, c_k8s_env,
              c_compose, c_dockerfile, c_gha, c_gitlab, c_hcl, c_xml, c_py, c_js, c_go, c_java,
              c_kotlin, c_csharp, c_ruby, c_php, c_rust, c_swift, c_log, c_trace, c_diff, c_table, c_chat]


# ------------------------------------------------------- HTTP auth forms
def auth_parts(auth, pairs, raw_basic):
    """returns (list of header strings, url suffix, curl extra args, basic blob or None)"""
    t = auth[0]
    vals = [p[1] for p in pairs]
    if t == "bearer":
        return ["Authorization: Bearer " + vals[auth[1]]], "", "", None
    if t == "header":
        v = vals[auth[2]]
        if auth[1] == "Authorization" and not raw_basic:
            return ["Authorization: " + v], "", "", None
        return ["%s: %s" % (auth[1], v)], "", "", None
    if t == "header_fmt":
        return [auth[1] % vals[auth[2]]], "", "", None
    if t == "query":
        return [], "%s=%s" % (auth[1], vals[auth[2]]), "", None
    if t == "hdr2":
        return ["%s: %s" % (h, vals[i]) for h, i in auth[1]], "", "", None
    if t in ("basic", "basic2"):
        if t == "basic":
            user, pw = auth[1], vals[auth[2]]
        else:
            user, pw = vals[auth[1]], vals[auth[2]]
        if raw_basic:
            blob = b64enc(user + ":" + pw)
            return ["Authorization: Basic " + blob], "", "", blob
        return [], "", '-u "%s:%s"' % (user, pw), None
    raise ValueError(t)


def with_query(url, q):
    if not q:
        return url
    return url + ("&" if "?" in url else "?") + q


def render_http(v, pairs, lang):
    """returns (snippet, form name, extra listed secrets)"""
    form = pick(["curl", "curl", "curl -v", "raw", "python", "js", "httpie"])
    raw_basic = form in ("raw", "curl -v", "python", "js") and v["auth"][0].startswith("basic")
    hdrs, q, uarg, blob = auth_parts(v["auth"], pairs, raw_basic)
    url = with_query(v["url"], q)
    extra = [blob] if blob else []
    status = pick(["401 Unauthorized", "403 Forbidden", "429 Too Many Requests", "200 OK", "500 Internal Server Error"])
    if form == "curl":
        parts = ["curl -sS"]
        if uarg:
            parts.append(uarg)
        parts += ['-H "%s"' % h for h in hdrs]
        if chance(0.4):
            parts.append("-H \"Content-Type: application/json\" -d '{\"limit\": %d}'" % R.randrange(1, 50))
        parts.append('"%s"' % url)
        s = " \\\n  ".join(parts)
        if chance(0.6):
            s = "$ " + s + "\n" + pick(['{"error":"unauthorized"}', '{"message":"Invalid API key"}',
                                        "HTTP/2 " + status, '{"ok":false,"error":"invalid_auth"}', "(hangs ~30s then times out)"])
        return s, "curl", extra
    if form == "curl -v":
        host = url.split("/")[2]
        path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
        lines = ["> %s %s HTTP/2" % (pick(["GET", "POST"]), path), "> Host: " + host, "> user-agent: curl/8.5.0"]
        if uarg:
            hdrs = ["Authorization: Basic " + b64enc(uarg[4:-1])]
            extra = [hdrs[0].split(" ", 2)[2]]
        lines += ["> " + h for h in hdrs]
        lines += [">", "< HTTP/2 " + status, "< content-type: application/json"]
        return "\n".join(lines), "curl -v output", extra
    if form == "raw":
        host = url.split("/")[2]
        path = "/" + url.split("/", 3)[3] if url.count("/") >= 3 else "/"
        lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: " + host]
        lines += hdrs
        lines += ["Accept: application/json", "User-Agent: %s/%s" % (pick(["okhttp", "python-requests", "axios"]), pick(["4.12.0", "2.31.0", "1.7.2"]))]
        return "\n".join(lines), "raw HTTP request", extra
    if form == "python":
        hd = ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in hdrs)
        s = 'resp = requests.%s("%s", headers={%s}, timeout=10)' % (pick(["get", "post"]), url, hd)
        if uarg:
            user, pw = uarg[4:-1].split(":", 1)
            s = 'resp = requests.get("%s", auth=("%s", "%s"), timeout=10)' % (url, user, pw)
            extra = []
        return s + "\nprint(resp.status_code, resp.text[:200])", "Python requests", extra
    if form == "js":
        hd = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in hdrs)
        if uarg:
            hd = "Authorization: 'Basic ' + Buffer.from('%s').toString('base64')" % uarg[4:-1]
            extra = []
        s = "const res = await fetch('%s', {\n  headers: { %s },\n});" % (url, hd)
        return s, "fetch call", extra
    # httpie
    parts = ["http", pick(["GET", "POST"]), url]
    if uarg:
        parts.append("-a '%s'" % uarg[4:-1])
    parts += ["'%s'" % h.replace(": ", ":", 1) for h in hdrs]
    return "$ " + " ".join(parts), "httpie", extra


# ============================================================ prose pools
MC_SNIP = {
    "en": [
        "Staging deploy of {SVC} kept failing with 401 from {V}. I didn't know which credentials the job actually loads; {F} has:\n{S}",
        "Needed the {V} setup for {SVC} to reproduce the bug locally. Copied from {F}:\n{S}",
        "Nobody mentioned that {SVC} talks to {V} directly. Found this in {F}:\n{S}",
        "Missing context: which {V} account the nightly job uses. Current {F}:\n{S}",
        "The README says to ask ops for {V} access; I ended up reading {F} instead:\n{S}",
        "{V} integration broke after the env migration ({T}). What the container actually sees:\n{S}",
        "Didn't know {F} is loaded before the vault sidecar, so these values win:\n{S}",
        "Reproduced the {V} timeout with this:\n{S}",
        "{T}: {V} calls from {SVC} return 403. Relevant part of {F}:\n{S}",
        "I was missing the {ENV} values for {V}. The previous agent left them in {F}:\n{S}",
        "Could not tell whether {SVC} uses the shared or the per-team {V} credentials. This is what is deployed:\n{S}",
        "Spent an hour on a {V} auth error before noticing {F} still had old values:\n{S}",
        "{V} webhook/API setup for {SVC} was undocumented. Working copy from {F}:\n{S}",
        "To debug the {ENV} incident I used what was in {F}:\n{S}",
    ],
    "ko": [
        "{SVC} 스테이징 배포가 {V} 401로 계속 실패함. job이 실제로 어떤 키를 읽는지 몰랐는데 {F} 내용은 아래와 같음:\n{S}",
        "로컬에서 버그 재현하려고 {V} 설정이 필요했음. {F}에서 복사함:\n{S}",
        "{SVC} 서비스가 {V} API를 직접 호출한다는 걸 아무도 말해주지 않았음. {F}에 이렇게 들어 있었음:\n{S}",
        "야간 배치가 어떤 {V} 계정을 쓰는지 맥락이 없었음. 현재 {F}:\n{S}",
        "README에는 {V} 권한은 운영팀에 요청하라고 되어 있는데 결국 {F} 파일을 직접 열어봄:\n{S}",
        "env 마이그레이션({T}) 이후 {V} 연동이 깨짐. 컨테이너에서 실제로 보이는 값:\n{S}",
        "{F} 파일이 vault sidecar보다 먼저 로드돼서 아래 값이 우선 적용된다는 걸 몰랐음:\n{S}",
        "이걸로 {V} timeout 재현함:\n{S}",
        "{T} — {SVC}에서 {V} 호출 시 403 발생. {F} 관련 부분:\n{S}",
        "{ENV} 환경의 {V} 값을 몰랐음. 이전 에이전트가 {F}에 남겨둔 것:\n{S}",
        "{SVC} 서비스가 공용 {V} 키를 쓰는지 팀별 키를 쓰는지 알 수 없었음. 배포된 값은 이거:\n{S}",
        "{V} 인증 에러로 한 시간 날리고 나서야 {F}에 예전 값이 남아 있는 걸 발견:\n{S}",
        "{SVC}의 {V} 연동 방법이 문서화돼 있지 않았음. {F}에서 가져온 동작하는 설정:\n{S}",
        "{ENV} 장애 디버깅할 때 {F}에 있던 값을 그대로 사용함:\n{S}",
    ],
}

MC_PLAIN = {
    "en": [
        "Didn't know {SVC} needs its own {V} credentials in {ENV}; the shared ones are rejected.",
        "Missing context: {V} calls from {SVC} go through a proxy that strips headers unless configured.",
        "I assumed {V} was only used by the frontend, but {SVC} calls it from the batch job too.",
        "No one documented where the {V} settings for {SVC} live, so I had to dig through {F}.",
        "The {V} sandbox and live modes were mixed up in {ENV}; I didn't know which one {SVC} targets.",
        "{T}: {SVC} started getting 401s from {V} right after the config refactor.",
        "I lacked the history of why {SVC} has two different {V} integrations.",
    ],
    "ko": [
        "{ENV}에서 {SVC} 서비스는 별도 {V} 자격증명이 필요하다는 걸 몰랐음. 공용 키는 거부됨.",
        "{SVC}의 {V} 호출이 프록시를 거치는데, 설정 안 하면 헤더가 날아간다는 맥락이 없었음.",
        "{V} 연동은 프론트에서만 쓰는 줄 알았는데 {SVC} 배치에서도 호출하고 있었음.",
        "{SVC}의 {V} 설정 위치가 문서에 없어서 {F} 파일을 뒤져야 했음.",
        "{ENV}에서 {V} sandbox/live 모드가 섞여 있어서 {SVC} 서비스가 어느 쪽을 보는지 몰랐음.",
        "{T}: 설정 리팩터링 직후부터 {SVC}에서 {V} 401 발생.",
        "{SVC}에 {V} 연동이 왜 두 개나 있는지 히스토리를 몰랐음.",
    ],
}

LS_PLAIN = {
    "en": [
        "{V} credentials are read once at startup; after rotating them the pod must be restarted.",
        "{F} overrides what CI injects, so check it first when {V} returns 401.",
        "Use the {ENV} project for {V} tests; the prod credentials are scoped to billing only.",
        "The {V} SDK silently falls back to env vars when the config block is empty.",
        "Run the smoke test after touching {V} settings; the health check never calls {V}.",
        "{V} returns 403 (not 401) when the key is valid but lacks the scope.",
        "Keep {V} settings out of the repo; the deploy job reads them from the secret store.",
        "Clock skew over 5 minutes makes {V} signatures fail with a misleading auth error.",
        "There are two {V} environments; the base URL decides which key is valid.",
        "",
    ],
    "ko": [
        "{V} 키는 기동 시 한 번만 읽으므로 교체 후 pod 재시작 필요.",
        "{F} 파일이 CI에서 주입한 값을 덮어쓰므로 {V} 401이 나면 먼저 여기 확인.",
        "{V} 테스트는 {ENV} 프로젝트로 할 것. prod 키는 정산 권한만 있음.",
        "{V} SDK는 설정 블록이 비어 있으면 조용히 env 변수로 fallback 함.",
        "{V} 설정 건드린 뒤에는 smoke test 꼭 돌릴 것. health check는 {V} API를 호출하지 않음.",
        "키는 유효한데 scope가 없으면 {V} API는 401이 아니라 403을 줌.",
        "{V} 값은 repo에 두지 말 것. 배포 job이 secret store에서 읽어옴.",
        "서버 시간이 5분 이상 틀어지면 {V} 서명 검증이 실패하고 에러 메시지가 헷갈리게 나옴.",
        "{V} 환경이 두 개라서 base URL에 따라 유효한 키가 다름.",
        "",
    ],
}

LS_SNIP = {
    "en": [
        "Working {V} config for next time (copied from {F}):\n{S}",
        "What finally worked:\n{S}",
        "The values that {SVC} really needs for {V}:\n{S}",
        "Lesson: check the effective config, not the template. Effective one was:\n{S}",
        "Keep this around, it is the only combination {V} accepted:\n{S}",
    ],
    "ko": [
        "다음에 쓸 수 있게 동작하는 {V} 설정 기록 ({F}에서 복사):\n{S}",
        "결국 이렇게 해서 됨:\n{S}",
        "{SVC} 서비스가 {V} 연동에 실제로 필요로 하는 값:\n{S}",
        "템플릿 말고 실제 적용된 설정을 봐야 함. 실제 값은:\n{S}",
        "{V} 쪽에서 받아준 유일한 조합이라 기록해 둠:\n{S}",
    ],
}

ASK_PLAIN = {
    "en": [
        "Which {V} credentials should {SVC} use in {ENV}, and who owns rotation?",
        "Is there a sandbox {V} account I can use instead of the shared one?",
        "Where is the canonical copy of the {V} settings kept?",
        "Can someone confirm whether {SVC} still needs {V} at all?",
        "Should {V} calls from {SVC} go through the egress proxy?",
        "Who should I ping before rotating the {V} key?",
        "",
    ],
    "ko": [
        "{ENV}에서 {SVC} 서비스는 어떤 {V} 자격증명을 써야 하고, 교체 담당은 누구인지?",
        "공용 계정 말고 쓸 수 있는 {V} sandbox 계정이 있는지?",
        "{V} 설정의 원본은 어디에 보관하는지?",
        "{SVC} 서비스가 아직도 {V} 연동을 쓰는지 확인해 줄 수 있는 사람?",
        "{SVC}의 {V} 호출은 egress proxy를 거쳐야 하는지?",
        "{V} 키 교체 전에 누구한테 먼저 말해야 하는지?",
        "",
    ],
}

ASK_SNIP = {
    "en": ["Is this {V} key still valid or already rotated?\n{S}", "Can I keep using this for {V} in {ENV}? {S}",
           "Who issued this {V} credential: {S}"],
    "ko": ["이 {V} 키 아직 유효한지, 이미 교체됐는지?\n{S}", "{ENV}에서 {V}용으로 이거 계속 써도 되는지? {S}",
           "이 {V} 자격증명 누가 발급한 건지: {S}"],
}


def fmt(template, **kw):
    for k, v in kw.items():
        template = template.replace("{" + k + "}", v)
    return template


def ctx(vn, f):
    return {"V": vn, "F": f, "SVC": pick(SVCS), "ENV": pick(ENVS), "T": ticket()}


def nbytes(s):
    return len(s.encode("utf-8"))


MC_PLACE = {
    "en": [
        "Found this in {F} while debugging {SVC} in {ENV}:\n{S}",
        "{T}: {V} errors from {SVC}. What {F} showed:\n{S}",
        "Missing context: which {V} credentials {SVC} really uses. From {F}:\n{S}",
        "I only understood the {V} setup after reading {F}:\n{S}",
        "Nobody had written down how {SVC} reaches {V}; {F} had the answer:\n{S}",
    ],
    "ko": [
        "{ENV}에서 {SVC} 디버깅하다가 {F}에서 발견:\n{S}",
        "{T}: {SVC}에서 {V} 에러. {F}에 보인 내용:\n{S}",
        "{SVC} 서비스가 실제로 어떤 {V} 자격증명을 쓰는지 몰랐음. {F}에서 확인:\n{S}",
        "{F} 보고 나서야 {V} 설정을 이해함:\n{S}",
        "{SVC} 서비스가 {V}에 어떻게 붙는지 아무도 적어두지 않았는데 {F}에 답이 있었음:\n{S}",
    ],
}


def is_file(f):
    return f == "Dockerfile" or (("/" in f or "." in f) and " " not in f)


def no_f(pool):
    return {lang: [t for t in pool[lang] if "{F}" not in t] for lang in pool}


def place(lang, snippet, c, mc_pool=MC_SNIP, ls_pool=LS_SNIP, ask_pool=ASK_SNIP,
          mcp=MC_PLAIN, lsp=LS_PLAIN, askp=ASK_PLAIN, where=None):
    """put snippet into one field, prose into the others"""
    if not is_file(c.get("F", "x.y")):
        if mc_pool is MC_SNIP:
            mc_pool = MC_PLACE
        ls_pool, mcp, lsp = no_f(ls_pool), no_f(mcp), no_f(lsp)
    if where is None:
        r = R.random()
        where = "mc" if r < 0.62 else ("ls" if r < 0.87 else "ask")
        if where == "ask" and nbytes(snippet) > 380:
            where = "mc"
    mc = fmt(pick(mc_pool[lang]) if where == "mc" else pick(mcp[lang]), S=snippet, **c)
    ls = fmt(pick(ls_pool[lang]) if where == "ls" else pick(lsp[lang]), S=snippet, **c)
    ask = fmt(pick(ask_pool[lang]) if where == "ask" else pick(askp[lang]), S=snippet, **c)
    return mc, ls, ask


# ============================================================ note building
FALLBACK_ASK = {
    "en": ["Where is this documented, if anywhere?", "Who owns this area now?", "Is there a runbook for this?",
           "Should this go into the onboarding doc?", "Which team should I ask about this next time?",
           "Is there a staging environment where I can try this safely?"],
    "ko": ["이 내용이 문서화된 곳이 있는지?", "이 영역 담당자가 지금 누구인지?", "관련 런북이 있는지?",
           "온보딩 문서에 넣어야 하는지?", "다음에 이 건은 어느 팀에 물어보면 되는지?",
           "안전하게 시험해 볼 수 있는 스테이징 환경이 있는지?"],
}


def mk(lang, kind, category, mc, ls, ask, secrets=()):
    if not ask and chance(0.35):
        ask = pick(FALLBACK_ASK[lang])
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return {"id": None, "lang": lang, "kind": kind, "category": category,
            "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask},
            "secrets": out}


def present(values, fields):
    """listed values that actually occur in the fields, in order, deduplicated"""
    out = []
    for v in values:
        if v and v not in out and any(v in f for f in fields):
            out.append(v)
    return out


def fits(mc, ls, ask):
    return (nbytes(mc) <= MAX_FIELD and nbytes(ls) <= MAX_FIELD and nbytes(ask) <= MAX_ASK)


MC_HTTP = {
    "en": [
        "Didn't know how {SVC} authenticates to {V}. The request I replayed from {F}:\n{S}",
        "{T}: {V} returned errors for {SVC}; this is the call from {F}:\n{S}",
        "Missing context: which {V} endpoint {SVC} uses in {ENV}. Reproduced with:\n{S}",
        "The previous agent left this {V} call in {F} and I reused it to check connectivity:\n{S}",
        "Wasn't sure the {V} credential in {ENV} still works, so I ran:\n{S}",
    ],
    "ko": [
        "{SVC} 서비스가 {V}에 어떻게 인증하는지 몰랐음. {F}에 남아 있던 요청을 재현함:\n{S}",
        "{T}: {SVC}에서 {V} 호출이 에러남. {F}에 있던 호출:\n{S}",
        "{ENV}에서 {SVC} 서비스가 쓰는 {V} endpoint를 몰랐음. 이렇게 재현:\n{S}",
        "이전 에이전트가 {F}에 남긴 {V} 호출을 연결 확인용으로 그대로 씀:\n{S}",
        "{ENV} 환경의 {V} 자격증명이 아직 유효한지 몰라서 실행해 봄:\n{S}",
    ],
}

HTTP_PLACES = {"en": ["my terminal", "the runbook", "the incident channel", "the on-call notes", "the Postman export"],
               "ko": ["터미널", "런북", "장애 채널", "온콜 노트", "Postman export"]}

SPLIT_LS = {
    "en": ["The other half was in {F}:\n{S}", "Secret part came from a different file ({F}):\n{S}",
           "...and the matching secret, which someone had put in {F}:\n{S}"],
    "ko": ["나머지 절반은 {F}에 있었음:\n{S}", "secret 쪽은 다른 파일({F})에서 나옴:\n{S}",
           "짝이 되는 secret은 누군가 {F}에 넣어둠:\n{S}"],
}


def vendor_note(v, lang):
    pairs = v["fn"]()
    shown = [p for p in pairs if p[0]]
    listed = [p[1] for p in pairs if p[2]]
    n_listed_shown = len([p for p in shown if p[2]])
    extra = []
    if v["auth"] and v["url"] and chance(0.45):
        snippet, cat, extra = render_http(v, pairs, lang)
        c = ctx(v["name"], pick(HTTP_PLACES[lang]))
        mc, ls, ask = place(lang, snippet, c, mc_pool=MC_HTTP)
    elif n_listed_shown >= 2 and chance(0.45):
        k = R.randrange(1, len(shown))
        s1, f1, cat1 = pick(CONTAINERS[:25])(shown[:k], v["name"], lang)
        s2, f2, cat2 = pick([c_env, c_export, c_yaml, c_chat, c_json])(shown[k:], v["name"], lang)
        c = ctx(v["name"], f1)
        mc = fmt(pick((MC_SNIP if is_file(f1) else MC_PLACE)[lang]), S=s1, **c)
        ls = fmt(pick(SPLIT_LS[lang]), S=s2, F=f2)
        ask = fmt(pick(ASK_PLAIN[lang]), **c)
        cat = "split across fields: %s + %s" % (cat1, cat2)
    else:
        cont = pick(CONTAINERS)
        snippet, f, cat = cont(shown, v["name"], lang)
        c = ctx(v["name"], f)
        mc, ls, ask = place(lang, snippet, c)
    mc, ls, ask = echo_secret(lang, mc, ls, ask, listed + extra)
    if not fits(mc, ls, ask):
        raise Retry()
    secrets = present(listed + extra, [mc, ls, ask])
    if not secrets:
        raise Retry()
    return mk(lang, "secret", "%s [%s]" % (cat, v["name"]), mc, ls, ask, secrets)


RETRIES = []
SEEN_FIELDS = {}


def attempt(fn, *args):
    for _ in range(50):
        try:
            rec = fn(*args)
            check_note(rec)
            key = json.dumps(rec["fields"], ensure_ascii=False, sort_keys=True)
            if key in SEEN_FIELDS:
                raise Retry("duplicate")
            SEEN_FIELDS[key] = True
            rec["_template"] = getattr(fn, "__name__", "?")  # bookkeeping only, not written
            return rec
        except (Retry, WindowError) as e:
            RETRIES.append((getattr(fn, "__name__", "?"), str(e)[:120]))
            continue
    raise RuntimeError("could not build note with %r" % (fn,))


# ============================================================ generic secrets
GENERIC = []


def generic(weight=2):
    def deco(fn):
        GENERIC.append((fn, weight))
        return fn
    return deco


def three(lang, mc, ls, ask, **kw):
    """pick en/ko variants for the three fields and format them"""
    out = []
    for pool in (mc, ls, ask):
        t = pick(pool[0] if lang == "en" else pool[1]) if pool else ""
        out.append(fmt(t, **kw))
    return out


MOVE_LS = {"en": ["What I found:\n{S}", "For reference, the exact values:\n{S}", "Keep for next time:\n{S}"],
           "ko": ["찾은 내용:\n{S}", "참고용 실제 값:\n{S}", "다음을 위해 기록:\n{S}"]}
MOVE_ASK = {"en": ["Is this still valid? {S}", "Should this be rotated?\n{S}"],
            "ko": ["이거 아직 유효한지? {S}", "이거 교체해야 하는지?\n{S}"]}


def move_snippet(lang, mc, ls, ask):
    """sometimes move the pasted snippet out of missing_context into lesson or ask_next_time"""
    if "\n" not in mc:
        return mc, ls, ask
    intro, snip = mc.split("\n", 1)
    if not intro.endswith(":"):
        return mc, ls, ask
    r = R.random()
    if r < 0.22:
        mc2 = intro[:-1].rstrip() + "."
        ls2 = fmt(pick(MOVE_LS[lang]), S=snip) + ("\n" + ls if ls else "")
        return mc2, ls2, ask
    if r < 0.30 and nbytes(snip) < 380:
        mc2 = intro[:-1].rstrip() + "."
        return mc2, ls, fmt(pick(MOVE_ASK[lang]), S=snip)
    return mc, ls, ask


ECHO_ASK = {"en": ["Is {X} the same key that prod uses?", "Can someone confirm {X} was revoked?", "Was {X} ever used outside staging?"],
            "ko": ["{X} 값이 prod에서 쓰는 키랑 같은 건지?", "{X} 폐기됐는지 확인해 줄 수 있는지?", "{X} 값이 스테이징 밖에서 쓰인 적 있는지?"]}
ECHO_LS = {"en": ["The value {X} is shared by three services, so rotating it needs coordination.",
                  "Grep for {X} across repos before rotating; it is also hard-coded in a cron script."],
           "ko": ["{X} 값은 서비스 세 곳이 같이 쓰고 있어서 교체하려면 조율이 필요함.",
                  "교체 전에 모든 repo에서 {X} 검색할 것. cron 스크립트에도 하드코딩돼 있음."]}


def echo_secret(lang, mc, ls, ask, values):
    """sometimes repeat one secret in a second field (every occurrence counts)"""
    if not chance(0.12):
        return mc, ls, ask
    cands = [v for v in values if v and 8 <= len(v) <= 90 and (v in mc or v in ls or v in ask)]
    if not cands:
        return mc, ls, ask
    x = pick(cands)
    if x not in ask and not ask:
        return mc, ls, fmt(pick(ECHO_ASK[lang]), X=x)
    if x not in ls:
        return mc, fmt(pick(ECHO_LS[lang]), X=x) + ("\n" + ls if ls else ""), ask
    return mc, ls, ask


def sec(lang, category, mc, ls, ask, values):
    mc, ls, ask = move_snippet(lang, mc, ls, ask)
    mc, ls, ask = echo_secret(lang, mc, ls, ask, values)
    if not fits(mc, ls, ask):
        raise Retry()
    s = present(values, [mc, ls, ask])
    if not s:
        raise Retry()
    return mk(lang, "secret", category, mc, ls, ask, s)


def pw_special():
    """password with characters that need percent-encoding in URLs"""
    return pick(PW_WORDS) + pick("@#%/:?&+!$") + dg(R.randrange(2, 5)) + pick(["", "!", "#x", "@" + pick(NAMES)])


@generic(2)
def g_db_url(lang):
    scheme, port = pick([("postgresql", 5432), ("postgres", 5432), ("mysql", 3306), ("mongodb+srv", None),
                         ("redis", 6379), ("amqp", 5672), ("mssql", 1433), ("rediss", 6380)])
    user = pick(USERS) if scheme not in ("redis", "rediss") else pick(["default", ""])
    raw = pw_special() if chance(0.5) else random_password(R.randrange(12, 24))
    pw = pct(raw)
    if scheme == "mongodb+srv":
        host = "cluster0.%s.mongodb.net" % anl(5)
    elif scheme.startswith("redis"):
        host = pick(["redis.cache.internal", "master.acme-redis.abc123.apn2.cache.amazonaws.com", "10.0.7.21"])
    elif scheme == "amqp":
        host = pick(["rabbitmq.internal", "mq.corp.kr"])
    else:
        host = pick(SQL_HOSTS)
    hp = host if port is None else "%s:%d" % (host, port)
    db = pick(["orders", "app", "billing", "analytics", "0", "vhost_main", "cs"])
    url = "%s://%s:%s@%s/%s" % (scheme, user, pw, hp, db)
    form = R.randrange(5)
    if form == 0:
        snip = "DATABASE_URL=" + url
    elif form == 1:
        snip = 'engine = create_engine("%s", pool_pre_ping=True)' % url
    elif form == 2:
        snip = ('sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n'
                '(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[url: %s]' % url)
    elif form == 3:
        snip = 'datasource db {\n  provider = "%s"\n  url      = "%s"\n}' % (scheme.split("+")[0].replace("postgresql", "postgresql"), url)
    else:
        snip = "CELERY_BROKER_URL=%s\nCELERY_RESULT_BACKEND=rpc://" % url
    c = ctx("DB", pick([".env", "settings.py", "schema.prisma", "the error log"]))
    mc, ls, ask = three(lang,
        (["Couldn't figure out why {SVC} connects to the wrong database in {ENV}. The effective connection string:\n{S}",
          "Missing context: the migration job uses its own DB user. Found:\n{S}",
          "{T}: connection pool exhaustion. Config at the time:\n{S}"],
         ["{ENV}에서 {SVC} 서비스가 엉뚱한 DB에 붙는 이유를 몰랐음. 실제 connection string:\n{S}",
          "마이그레이션 job이 별도 DB 계정을 쓴다는 맥락이 없었음. 찾은 값:\n{S}",
          "{T}: 커넥션 풀 고갈. 당시 설정:\n{S}"]),
        (["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@'.",
          "The pooler listens on a different port than the primary; use the pooler for app traffic.",
          "Always pass sslmode=require in {ENV}; the default silently falls back to plain TCP.", ""],
         ["비밀번호에 특수문자가 있으면 URL에서 percent-encoding 해야 함. 안 하면 드라이버가 '@'에서 잘라버림.",
          "pooler 포트가 primary랑 다름. 앱 트래픽은 pooler로 보낼 것.",
          "{ENV}에서는 sslmode=require 필수. 기본값은 조용히 평문 TCP로 fallback 함.", ""]),
        (["Which DB user is the app supposed to use in {ENV}?", "Is there a read replica URL I should use for reports?", ""],
         ["{ENV}에서 앱이 써야 하는 DB 계정은 뭔지?", "리포트용으로 써야 하는 read replica URL이 따로 있는지?", ""]),
        S=url if False else snip, **c)
    return sec(lang, "connection string %s password%s" % (scheme, " (percent-encoded)" if pw != raw else ""), mc, ls, ask, [pw])


@generic(2)
def g_mysql_p(lang):
    pw = pick([human_password(), random_password(R.randrange(10, 18)), ko_keyboard_password()])
    host = pick(SQL_HOSTS)
    user = pick(USERS)
    if chance(0.5):
        cmd = "$ mysql -h %s -u %s -p%s %s\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): Access denied for user '%s'@'10.0.3.17' (using password: YES)" % (
            host, user, pw, pick(["orders", "app"]), user)
        cat = "shell: mysql -p attached password"
    else:
        cmd = "$ mysqldump -u%s --password=%s -h %s --single-transaction shop > shop_%s.sql" % (user, qv(pw), host, dg(8))
        cat = "shell: mysqldump --password"
    c = ctx("MySQL", "")
    mc, ls, ask = three(lang,
        (["Needed a dump of the {ENV} DB for the bug repro; ran:\n{S}", "Didn't know the bastion blocks 3306 from CI. What I tried:\n{S}"],
         ["버그 재현용으로 {ENV} DB 덤프가 필요해서 실행:\n{S}", "bastion이 CI에서 3306을 막는다는 걸 몰랐음. 시도한 명령:\n{S}"]),
        (["Use ~/.my.cnf with chmod 600 instead of putting the password on the command line.", "The readonly user cannot LOCK TABLES; use --single-transaction."],
         ["비밀번호를 커맨드라인에 넣지 말고 chmod 600 한 ~/.my.cnf 쓸 것.", "readonly 계정은 LOCK TABLES 권한이 없음. --single-transaction 사용."]),
        (["Who can grant me a personal DB account?", ""], ["개인 DB 계정은 누구한테 요청하면 되는지?", ""]),
        S=cmd, **c)
    return sec(lang, cat, mc, ls, ask, [pw])


@generic(2)
def g_pg(lang):
    pw = pick([human_password(), random_password(), ko_keyboard_password()])
    host, user = pick(SQL_HOSTS), pick(USERS)
    form = R.randrange(3)
    if form == 0:
        snip = "$ PGPASSWORD='%s' psql -h %s -p 5432 -U %s -d %s -c '\\dt'" % (pw, host, user, pick(["orders", "app", "dw"]))
        cat = "shell: PGPASSWORD env"
    elif form == 1:
        snip = "~/.pgpass\n%s:5432:*:%s:%s\n%s:5432:*:readonly:%s" % (host, user, pw, pick(SQL_HOSTS), "*" * 8)
        cat = ".pgpass line"
    else:
        snip = "$ pg_dump \"host=%s port=5432 dbname=app user=%s password=%s sslmode=require\" -Fc -f app.dump" % (host, user, pw)
        cat = "shell: pg_dump libpq conninfo password"
    c = ctx("Postgres", "")
    mc, ls, ask = three(lang,
        (["Missing: how to reach the {ENV} replica from the runner. This worked:\n{S}", "I didn't have DB access documented for {SVC}; the on-call gave me:\n{S}"],
         ["러너에서 {ENV} replica 접속하는 방법을 몰랐음. 이렇게 하니 됨:\n{S}", "{SVC} DB 접근 방법이 문서에 없어서 온콜이 알려준 것:\n{S}"]),
        (["psql ignores .pgpass if its permissions are wider than 0600.", "-p here is the port, not the password.", ""],
         [".pgpass 권한이 0600보다 넓으면 psql이 무시함.", "여기서 -p는 포트임. 비밀번호 아님.", ""]),
        (["Can we get IAM auth for the replica instead of a static password?", ""], ["replica에 static password 대신 IAM 인증 쓸 수 있는지?", ""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, [pw])


@generic(2)
def g_netrc(lang):
    tok = pick(["ghp_" + an(36), hx(40), uuid4(), "glpat-" + b64u(20)])
    host = pick(["api.heroku.com", "github.com", "gitlab.corp.kr", "urs.earthdata.nasa.gov", "git.acme.io"])
    pw2 = human_password()
    snip = "machine %s\n  login %s\n  password %s\nmachine %s login %s password %s" % (
        host, pick(["ci-bot", "jiwoo@acme.io", "deploy"]), tok, pick(["nexus.acme.internal", "proxy.corp.kr"]), pick(NAMES), pw2)
    c = ctx("netrc", "~/.netrc")
    mc, ls, ask = three(lang,
        (["git and curl on the build box authenticate without prompting; I didn't know why until I read ~/.netrc:\n{S}"],
         ["빌드 박스에서 git, curl이 프롬프트 없이 인증되는 이유를 몰랐는데 ~/.netrc 보니 이렇게 돼 있었음:\n{S}"]),
        (["curl -n and git both read ~/.netrc; remove it before imaging the box.", ""],
         ["curl -n 이랑 git 모두 ~/.netrc를 읽음. 박스 이미지 뜨기 전에 지울 것.", ""]),
        (["Should the build box use a credential helper instead?", ""], ["빌드 박스에 credential helper를 쓰는 게 맞는지?", ""]),
        S=snip, **c)
    return sec(lang, ".netrc machine/password", mc, ls, ask, [tok, pw2])


@generic(2)
def g_git_remote(lang):
    kind = cyc("g_git_remote", 4)
    if kind == 0:
        tok, host, user = "ghp_" + an(36), "github.com", pick(["ci-bot", "x-access-token"])
    elif kind == 1:
        tok, host, user = "glpat-" + b64u(20), "gitlab.corp.kr", "oauth2"
    elif kind == 2:
        tok, host, user = "ATBB" + an(28) + hxu(8), "bitbucket.org", pick(NAMES)
    else:
        tok, host, user = rs(LO + "234567", 52), "dev.azure.com", "acme"
    repo = "%s/%s.git" % (pick(["acme", "hanbit-labs", "platform"]), pick(["web", "infra", "order-api", "mobile"]))
    url = "https://%s:%s@%s/%s" % (user, tok, host, repo)
    snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url) if chance(0.6) else "$ git clone %s" % url
    c = ctx("git", "")
    mc, ls, ask = three(lang,
        (["Push from the runner worked but I didn't know which identity it used:\n{S}", "The mirror job clones with an embedded token:\n{S}"],
         ["러너에서 push는 되는데 어떤 계정으로 되는지 몰랐음:\n{S}", "mirror job이 토큰을 URL에 박아서 clone 하고 있었음:\n{S}"]),
        (["Tokens in remote URLs end up in .git/config and in CI logs; use a credential helper.", ""],
         ["remote URL에 토큰을 넣으면 .git/config랑 CI 로그에 남음. credential helper 쓸 것.", ""]),
        (["Is there a deploy key for this repo?", ""], ["이 repo용 deploy key가 있는지?", ""]),
        S=snip, **c)
    return sec(lang, "git remote URL with embedded token", mc, ls, ask, [tok])


@generic(2)
def g_docker_login(lang):
    user = pick(["acmebuild", "svc-deploy", "hanbitci", "AWS", "_json_key"])
    pw = pick(["dckr_pat_" + b64u(27), human_password(), random_password(20)])
    reg = pick(["registry.acme.io", "harbor.corp.kr", "docker.io", "ghcr.io", "nexus.acme.internal:8083"])
    if chance(0.5):
        snip = "$ docker login -u %s -p %s %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (user, qv(pw), reg)
        vals = [pw]
        cat = "shell: docker login -p"
    else:
        blob = b64enc(user + ":" + pw)
        snip = '~/.docker/config.json\n{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
        vals = [blob]
        cat = "docker config.json auth (base64 user:pass)"
    c = ctx("Docker", "")
    mc, ls, ask = three(lang,
        (["The build agent could pull private images and I didn't know from where it got credentials:\n{S}", "Image pull failed in {ENV}; the registry login on the agent:\n{S}"],
         ["빌드 에이전트가 private 이미지를 pull 할 수 있는데 자격증명 출처를 몰랐음:\n{S}", "{ENV}에서 이미지 pull 실패. 에이전트의 registry 로그인 상태:\n{S}"]),
        (["config.json stores the login only base64-encoded, not encrypted; use a credential store.", "Robot accounts are per project in the registry.", ""],
         ["config.json은 로그인 정보를 base64로만 저장함. 암호화 아님. credential store 쓸 것.", "registry robot 계정은 프로젝트별로 따로 있음.", ""]),
        (["Who manages the registry robot accounts?", ""], ["registry robot 계정은 누가 관리하는지?", ""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, vals)


@generic(2)
def g_npmrc(lang):
    f = R.randrange(4)
    if f == 0:
        tok = "npm_" + an(36)
        snip = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % tok
        vals, fn = [tok], ".npmrc"
    elif f == 1:
        tok = b64enc(pick(NAMES) + ":" + human_password())
        snip = "registry=https://nexus.acme.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % tok
        vals, fn = [tok], ".npmrc (_auth)"
    elif f == 2:
        tok = "ghp_" + an(36)
        snip = 'npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "%s"' % tok
        vals, fn = [tok], ".yarnrc.yml npmAuthToken"
    else:
        tok = "glpat-" + b64u(20)
        snip = "@acme:registry=https://gitlab.corp.kr/api/v4/projects/42/packages/npm/\n//gitlab.corp.kr/api/v4/projects/42/packages/npm/:_authToken=%s" % tok
        vals, fn = [tok], ".npmrc (GitLab registry)"
    c = ctx("npm", "")
    mc, ls, ask = three(lang,
        (["npm install of @acme packages failed with E401 in CI but worked locally. My local config:\n{S}", "Didn't know private packages need auth; the previous agent committed this:\n{S}"],
         ["@acme 패키지 npm install이 CI에서만 E401. 로컬 설정은 이랬음:\n{S}", "private 패키지에 인증이 필요한지 몰랐음. 이전 에이전트가 커밋한 내용:\n{S}"]),
        (["Use ${NPM_TOKEN} in .npmrc and inject it in CI.", ""], [".npmrc에는 ${NPM_TOKEN}만 쓰고 CI에서 주입할 것.", ""]),
        (["Is there a read-only token for CI installs?", ""], ["CI 설치용 read-only 토큰이 있는지?", ""]),
        S=snip, **c)
    return sec(lang, fn, mc, ls, ask, vals)


@generic(2)
def g_pip_index(lang):
    user = pick(["ci", pick(NAMES), "__token__"])
    pw = pick([random_password(), "AKCp" + an(69), "glpat-" + b64u(20)])
    host = pick(["nexus.acme.internal/repository/pypi/simple", "acme.jfrog.io/artifactory/api/pypi/pypi-local/simple",
                 "gitlab.corp.kr/api/v4/projects/17/packages/pypi/simple"])
    if chance(0.5):
        snip = "[global]\nindex-url = https://%s:%s@%s\ntrusted-host = %s" % (user, pct(pw), host, host.split("/")[0])
    else:
        snip = "$ poetry config http-basic.acme %s %s" % (user, qv(pw))
    c = ctx("pip", "")
    mc, ls, ask = three(lang,
        (["Internal wheels could not be resolved; my pip.conf at the time:\n{S}", "poetry lock hung on the private source until I ran:\n{S}"],
         ["사내 wheel을 못 찾았음. 당시 pip.conf:\n{S}", "private source에서 poetry lock이 멈췄는데 이거 실행하고 해결:\n{S}"]),
        (["pip.conf is global for the user; prefer PIP_INDEX_URL in the job env.", ""], ["pip.conf는 사용자 전역임. job env의 PIP_INDEX_URL을 쓰는 게 나음.", ""]),
        (["Which service account should builds use for the internal index?", ""], ["사내 index용 빌드 서비스 계정은 뭔지?", ""]),
        S=snip, **c)
    return sec(lang, "pip/poetry private index credentials", mc, ls, ask, [pct(pw), pw])


@generic(2)
def g_maven(lang):
    pw = pick([random_password(), human_password(), "{" + b64_of_len(30) + "}"])
    if chance(0.6):
        snip = "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n    <password>%s</password>\n  </server>\n</servers>" % pw
        fn = "~/.m2/settings.xml"
    else:
        snip = "nexusUsername=deployer\nnexusPassword=%s\norg.gradle.jvmargs=-Xmx2g" % pw
        fn = "gradle.properties"
    c = ctx("Maven", fn)
    mc, ls, ask = three(lang,
        (["Publishing to Nexus failed with 401; the credentials resolved from {F}:\n{S}"], ["Nexus publish가 401. {F}에서 읽힌 자격증명:\n{S}"]),
        (["Maven password encryption ({...} values) only helps with a master password in settings-security.xml.", ""],
         ["Maven 암호화 값({...})은 settings-security.xml의 master password가 있어야 의미 있음.", ""]),
        (["Can CI use a token instead of the deployer password?", ""], ["CI에서 deployer 비밀번호 대신 토큰을 쓸 수 있는지?", ""]),
        S=snip, **c)
    return sec(lang, "%s repository password" % fn, mc, ls, ask, [pw])


@generic(2)
def g_nuget_composer(lang):
    if chance(0.5):
        pw = random_password()
        snip = ('<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n'
                '    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % pw)
        fn, cat = "NuGet.Config", "NuGet.Config ClearTextPassword"
    else:
        pw = "ghp_" + an(36)
        snip = '{\n  "github-oauth": {\n    "github.com": "%s"\n  },\n  "http-basic": {}\n}' % pw
        fn, cat = "auth.json", "composer auth.json github-oauth"
    c = ctx("pkg", fn)
    mc, ls, ask = three(lang,
        (["Restore of private packages failed on a fresh agent. The {F} from the old agent:\n{S}"], ["새 에이전트에서 private 패키지 restore 실패. 예전 에이전트의 {F}:\n{S}"]),
        (["{F} next to the solution gets picked up automatically; keep it out of the repo.", ""], ["솔루션 옆 {F} 파일은 자동으로 읽힘. repo에 두지 말 것.", ""]),
        ([""], [""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, [pw])


@generic(2)
def g_smtp(lang):
    if chance(0.5):
        pw = " ".join(rs(LO, 4) for _ in range(4))
        user, host, cat = pick(NAMES) + "@gmail.com", "smtp.gmail.com", "Gmail app password (spaced)"
    else:
        pw = pick([random_password(), human_password(), "SG." + b64u(22) + "." + b64u(43)])
        user, host, cat = pick(["apikey", "noreply@acme.io", "AKIA" + rs(UP + "234567", 16)]), pick(["smtp.sendgrid.net", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.office365.com", "smtp.worksmobile.com"]), "SMTP password"
    form = R.randrange(3)
    if form == 0:
        snip = "MAIL_HOST=%s\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=\"%s\"" % (host, user, pw)
    elif form == 1:
        snip = "spring:\n  mail:\n    host: %s\n    port: 587\n    username: %s\n    password: %s" % (host, user, pw)
    else:
        snip = "EMAIL_HOST = '%s'\nEMAIL_HOST_USER = '%s'\nEMAIL_HOST_PASSWORD = '%s'\nEMAIL_USE_TLS = True" % (host, user, pw)
    vals = [pw] + ([user] if user.startswith("AKIA") else [])
    c = ctx("SMTP", "")
    mc, ls, ask = three(lang,
        (["Password-reset mails were not sent from {ENV}; mail settings in use:\n{S}", "Didn't know which mailbox the alerts come from. Config:\n{S}"],
         ["{ENV}에서 비밀번호 재설정 메일이 안 나감. 사용 중인 메일 설정:\n{S}", "알림 메일이 어느 계정에서 나가는지 몰랐음. 설정:\n{S}"]),
        (["Port 25 is blocked on the VPC; 587 with STARTTLS works.", "App passwords stop working when the account password changes.", ""],
         ["VPC에서 25번 포트는 막혀 있음. 587 + STARTTLS는 됨.", "계정 비밀번호가 바뀌면 앱 비밀번호도 무효가 됨.", ""]),
        (["Should we move to a transactional mail API instead of SMTP?", ""], ["SMTP 말고 메일 발송 API로 옮기는 게 맞는지?", ""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, vals)


@generic(2)
def g_ldap(lang):
    pw = pick([human_password(), random_password()])
    snip = ('$ ldapsearch -x -H ldaps://ldap.corp.kr:636 -D "cn=svc-%s,ou=service,dc=corp,dc=kr" -w \'%s\' '
            '-b "ou=people,dc=corp,dc=kr" "(uid=%s)" mail memberOf') % (pick(["jenkins", "gitlab", "wiki"]), pw, pick(NAMES))
    c = ctx("LDAP", "")
    mc, ls, ask = three(lang,
        (["SSO group sync was missing users; checked the directory directly:\n{S}"], ["SSO 그룹 동기화에서 사용자가 빠짐. 디렉터리를 직접 조회:\n{S}"]),
        (["Use -W (prompt) or -y file instead of -w on shared hosts.", ""], ["공용 서버에서는 -w 대신 -W(프롬프트)나 -y 파일을 쓸 것.", ""]),
        (["Who owns the LDAP service accounts?", ""], ["LDAP 서비스 계정 관리자는 누구인지?", ""]),
        S=snip, **c)
    return sec(lang, "shell: ldapsearch -w bind password", mc, ls, ask, [pw])


@generic(2)
def g_redis(lang):
    pw = pick([random_password(R.randrange(16, 33)), hx(32), human_password()])
    form = R.randrange(3)
    if form == 0:
        snip = "$ redis-cli -h %s -p 6380 --tls -a '%s' INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (pick(HOSTS), pw)
    elif form == 1:
        snip = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
    else:
        snip = "1:M 12 Nov 2024 03:11:09.221 # slowlog: AUTH default %s (took 0.02 ms)" % pw
    c = ctx("Redis", "")
    mc, ls, ask = three(lang,
        (["Cache hit rate dropped and I had to inspect Redis directly:\n{S}", "Missing context on how sessions are stored. Redis setup:\n{S}"],
         ["캐시 hit rate가 떨어져서 Redis를 직접 확인함:\n{S}", "세션 저장 방식 맥락이 없었음. Redis 설정:\n{S}"]),
        (["-p is the port for redis-cli; the password goes with -a (better: REDISCLI_AUTH).", ""],
         ["redis-cli에서 -p는 포트, 비밀번호는 -a (가능하면 REDISCLI_AUTH 사용).", ""]),
        ([""], [""]),
        S=snip, **c)
    return sec(lang, "Redis password (%s)" % ["redis-cli -a", "requirepass", "log line"][form], mc, ls, ask, [pw])


@generic(2)
def g_wifi(lang):
    pw = pick([human_password(), ko_keyboard_password(), pick(PW_WORDS).lower() + dg(8)])
    ssid = pick(["ACME-Office", "hanbit_5G", "Guest-2F", "dev-lab", "회의실A"])
    if chance(0.5):
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        cat = "wpa_supplicant psk"
    else:
        snip = L(lang, "Wi-Fi for the test devices: %s / %s" % (ssid, pw), "테스트 단말 와이파이: %s / 비번 %s" % (ssid, pw))
        cat = "chat: Wi-Fi password"
    c = ctx("Wi-Fi", "")
    mc, ls, ask = three(lang,
        (["The IoT test rig could not join the lab network; I didn't know the credentials were provisioned by hand:\n{S}",
          "Missing: how the kiosk devices get online. From the setup notes:\n{S}"],
         ["IoT 테스트 장비가 랩 네트워크에 못 붙었음. 자격증명을 손으로 넣는다는 걸 몰랐음:\n{S}", "키오스크 단말이 어떻게 네트워크에 붙는지 몰랐음. 세팅 노트:\n{S}"]),
        (["The 5 GHz SSID is not visible to the older boards.", ""], ["구형 보드는 5GHz SSID가 안 보임.", ""]),
        ([""], [""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, [pw])


@generic(2)
def g_ipmi(lang):
    pw = pick([random_password(12), human_password()])
    snip = pick(["$ ipmitool -I lanplus -H 10.20.%d.%d -U ADMIN -P '%s' chassis power status\nChassis Power is on",
                 "$ racadm -r idrac-%d-%d.mgmt.corp.kr -u root -p '%s' getsysinfo"]) % (R.randrange(1, 250), R.randrange(1, 250), pw)
    c = ctx("BMC", "")
    mc, ls, ask = three(lang,
        (["A bare-metal node hung and nobody told me the BMC is reachable from the jump host:\n{S}"],
         ["베어메탈 노드가 멈췄는데 점프 호스트에서 BMC 접근이 된다는 걸 아무도 안 알려줬음:\n{S}"]),
        (["Here -P/-p is the password flag, unlike ssh where -p is the port.", ""], ["여기서 -P/-p는 비밀번호 옵션임. ssh의 -p(포트)랑 다름.", ""]),
        (["Is there a per-user BMC login instead of the shared one?", ""], ["공용 말고 사용자별 BMC 계정이 있는지?", ""]),
        S=snip, **c)
    return sec(lang, "shell: BMC/IPMI password flag", mc, ls, ask, [pw])


@generic(2)
def g_human_chat(lang):
    pw = pick([human_password(), human_password(), ko_keyboard_password()])
    who = pick(NAMES)
    i = R.randrange(7)
    sysname = L(lang, ["the staging admin console", "Grafana", "the Jenkins admin", "the QA tablet", "Metabase", "the NAS", "the old Redmine"][i],
                ["스테이징 어드민 콘솔", "Grafana", "Jenkins 관리자 계정", "QA용 태블릿", "Metabase", "사무실 NAS", "예전 Redmine"][i])
    c = {"W": who, "X": sysname, "P": pw}
    mc, ls, ask = three(lang,
        (["{W} said the password for {X} is {P} and that it was never changed after the demo.",
          "I didn't have a login for {X}; {W} told me in DM to just use {P}.",
          "Context I lacked: {X} uses a shared account. Login is admin, password {P} (per {W})."],
         ["{W}님 말로는 {X} 비밀번호가 {P}이고 데모 이후로 한 번도 안 바꿨다고 함.",
          "{X} 로그인 정보가 없었는데 {W}님이 DM으로 {P} 쓰면 된다고 알려줌.",
          "{X} 쪽은 공용 계정을 씀. 아이디 admin, 비번 {P} ({W}님 전달)."]),
        (["Shared accounts make the audit log useless; ask for a personal login.", "Don't assume admin tools have SSO.", ""],
         ["공용 계정이면 감사 로그가 의미 없음. 개인 계정 요청할 것.", "관리 도구에 SSO가 있을 거라고 가정하지 말 것.", ""]),
        (["Can {X} be moved behind SSO?", "Who can rotate the {X} password?", ""],
         ["{X} 계정을 SSO 뒤로 옮길 수 있는지?", "{X} 비밀번호 교체는 누가 할 수 있는지?", ""]),
        **c)
    return sec(lang, "chat: human password for shared account", mc, ls, ask, [pw])


@generic(2)
def g_old_new(lang):
    old = pick([human_password(), ko_keyboard_password(), random_password(12)])
    new = pick([human_password(), random_password(16), ko_keyboard_password()])
    if old[:8] == new[:8]:
        raise Retry()
    i = R.randrange(5)
    acct = L(lang, ["the RDS master user", "the Airflow admin", "svc_order", "the root account of the NAS", "the Kibana elastic user"][i],
             ["RDS master 계정", "Airflow admin 계정", "svc_order 계정", "NAS root 계정", "Kibana elastic 계정"][i])
    c = {"A": acct, "O": old, "N": new}
    mc, ls, ask = three(lang,
        (["Rotation of {A} was half done: old password {O} still works on the replica, new one is {N}.",
          "Changed {A} from {O} to {N}, but the batch job still had the old one cached."],
         ["{A} 비밀번호 교체가 반쯤만 됨. replica에는 예전 비번 {O}가 아직 먹히고, 새 비번은 {N}.",
          "{A} 비번을 {O}에서 {N}로 바꿨는데 배치 job이 예전 값을 캐시하고 있었음."]),
        (["After a rotation, grep all consumers before closing the ticket.", "Rotation must include replicas; they don't sync users automatically."],
         ["교체 후에는 티켓 닫기 전에 사용처를 전부 확인할 것.", "replica는 사용자 정보가 자동 동기화되지 않으니 교체 대상에 포함해야 함."]),
        (["Is there a runbook for rotating {A}?", ""], ["{A} 교체 런북이 있는지?", ""]),
        **c)
    if chance(0.3):
        # put the new password into the lesson instead
        ls = L(lang, "New value for next time: %s (old one %s is revoked)." % (new, old),
               "다음에 쓸 값: %s (예전 값 %s는 폐기됨)." % (new, old))
        if old not in mc and new not in mc:
            pass
    return sec(lang, "old and new password", mc, ls, ask, [old, new])


@generic(2)
def g_ko_keyboard(lang):
    pw = ko_keyboard_password()
    tgt = pick(["공동인증서", "사내 VPN", "노트북 로그인", "회계 시스템", "ERP", "NAS 관리자"])
    tgt_en = {"공동인증서": "the joint certificate (공동인증서)", "사내 VPN": "the company VPN", "노트북 로그인": "the shared laptop",
              "회계 시스템": "the accounting system", "ERP": "the ERP", "NAS 관리자": "the NAS admin"}[tgt]
    if lang == "ko":
        mc = pick(["%s 비밀번호를 한글 자판 상태로 입력해서 설정했다고 함. 실제로 입력해야 하는 값은 %s 였음.",
                   "%s 로그인이 계속 실패했는데, 담당자가 한/영 전환 안 된 상태로 만든 비번이라 영문 자판 기준으로 %s 를 쳐야 했음."]) % (tgt, pw)
        ls = pick(["한/영 전환 상태로 만든 비밀번호는 영문 키 시퀀스가 실제 값임.", "자판 상태 때문에 로그인 실패하면 영문 키 시퀀스로 입력해 볼 것.", ""])
        ask = pick(["%s 계정을 개인 계정으로 분리할 수 있는지?" % tgt, ""])
    else:
        mc = pick(["The password for %s was set while the keyboard was in Korean mode; what you actually type on a US layout is %s.",
                   "Login to %s kept failing until a Korean colleague explained the password was typed in 2-beolsik mode: %s"]) % (tgt_en, pw)
        ls = pick(["Passwords typed in Hangul mode are just the Latin key sequence; try that when logins fail.", ""])
        ask = pick(["Can %s get individual accounts?" % tgt_en, ""])
    return sec(lang, "Korean-keyboard (2-beolsik) password", mc, ls, ask, [pw])


@generic(1)
def g_pin(lang):
    kind = cyc("g_pin", 4)
    if kind == 0:
        pin, puk = dg(8), dg(8)
        snip = "$ ykman piv access change-pin --pin 123456 --new-pin %s\n$ ykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)
        vals, cat = [pin, puk], "YubiKey PIV PIN/PUK"
    elif kind == 1:
        pin = dg(8)
        snip = L(lang, "server room door code: %s# (changed monthly, this is November's)" % pin,
                 "서버실 도어락 번호: %s# (매달 바뀜, 11월 번호)" % pin)
        vals, cat = [pin], "door lock PIN"
    elif kind == 2:
        pin = dg(4) + "-" + dg(4)
        snip = L(lang, "HSM partition PIN for signing: %s" % pin, "서명용 HSM 파티션 PIN: %s" % pin)
        vals, cat = [pin], "HSM partition PIN"
    else:
        pin = dg(10)
        snip = L(lang, "corporate card PIN and online banking OTP serial for the AWS billing card: PIN %s" % pin,
                 "AWS 결제용 법인카드 온라인 결제 비밀번호: %s" % pin)
        vals, cat = [pin], "payment card online PIN"
    c = ctx("PIN", "")
    if kind == 3:
        mc, ls, ask = three(lang,
            (["The AWS invoice payment failed and I didn't know the card needs a second online PIN:\n{S}"],
             ["AWS 인보이스 결제가 실패했는데 카드에 온라인 결제 비밀번호가 따로 있다는 걸 몰랐음:\n{S}"]),
            (["Finance has to approve card changes; engineering cannot update billing alone.", ""],
             ["카드 변경은 재무 승인이 필요함. 개발팀 단독으로 결제 정보 변경 불가.", ""]),
            (["Who in finance owns the AWS billing card?", ""], ["AWS 결제 카드 담당자가 재무팀 누구인지?", ""]), S=snip, **c)
    elif kind == 1:
        mc, ls, ask = three(lang,
            (["The rack swap needed someone on site and I didn't know how to get into the server room:\n{S}"],
             ["랙 교체에 현장 작업이 필요했는데 서버실 출입 방법을 몰랐음:\n{S}"]),
            (["Facilities logs every door open; tell them before going in.", ""], ["출입 기록이 남으니 들어가기 전에 총무팀에 알릴 것.", ""]),
            ([""], [""]), S=snip, **c)
    else:
        mc, ls, ask = three(lang,
            (["I needed hardware access for the release signing step and had none of the codes. Got these from the lead:\n{S}"],
             ["릴리스 서명 단계에 하드웨어 접근이 필요했는데 아무 코드도 없었음. 리드한테 받은 값:\n{S}"]),
            (["Signing only works from the office network; the remote runner can't reach the token.", ""],
             ["서명은 사무실 네트워크에서만 됨. 원격 러너에서는 토큰에 접근 불가.", ""]),
            (["Who else holds these codes?", ""], ["이 코드 가진 사람이 또 누구인지?", ""]), S=snip, **c)
    return sec(lang, cat, mc, ls, ask, vals)


@generic(2)
def g_passphrase(lang):
    kind = cyc("g_passphrase", 4)
    if kind == 0:
        pp = passphrase()
        snip = L(lang, 'the deploy key ~/.ssh/id_ed25519_deploy has passphrase "%s"' % pp,
                 '배포용 ~/.ssh/id_ed25519_deploy 키의 passphrase는 "%s"' % pp)
        vals, cat = [pp], "SSH key passphrase"
    elif kind == 1:
        pp = passphrase()
        snip = "$ echo '%s' | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -d backup-2024-11.tar.gpg > backup.tar" % pp
        vals, cat = [pp], "GPG passphrase on command line"
    elif kind == 2:
        groups = [dg(6) for _ in range(8)]
        key = "-".join(groups)
        snip = L(lang, "BitLocker recovery key for LT-%s: %s" % (dg(4), key), "LT-%s 노트북 BitLocker 복구 키: %s" % (dg(4), key))
        vals, cat = [key], "BitLocker recovery key"
    else:
        pp = passphrase()
        snip = "$ echo -n '%s' | cryptsetup luksOpen /dev/nvme1n1p2 data --key-file=-" % pp
        vals, cat = [pp], "LUKS passphrase"
    c = ctx("key", "")
    mc, ls, ask = three(lang,
        (["To restore the box I needed to unlock the key material; nobody had written down where it lives:\n{S}",
          "Missing context for the DR drill:\n{S}"],
         ["박스 복구하려면 키를 풀어야 했는데 어디 있는지 아무도 적어두지 않았음:\n{S}", "DR 훈련 때 없던 맥락:\n{S}"]),
        (["Use the password manager's shared vault for these, not notes.", ""], ["이런 건 노트 말고 password manager 공유 vault에 둘 것.", ""]),
        (["Where is the escrow copy kept?", ""], ["escrow 사본은 어디 보관하는지?", ""]),
        S=snip, **c)
    return sec(lang, cat, mc, ls, ask, vals)


@generic(2)
def g_recovery(lang):
    kind = cyc("g_recovery", 6)
    if kind == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randrange(4, 9))]
        svc, cat = "GitHub", "GitHub recovery codes"
    elif kind == 1:
        codes = [hx(16) for _ in range(R.randrange(3, 7))]
        svc, cat = "GitLab", "GitLab recovery codes"
    elif kind == 2:
        codes = ["%s %s" % (dg(4), dg(4)) for _ in range(R.randrange(4, 9))]
        svc, cat = "Google Workspace", "Google backup codes"
    elif kind == 3:
        codes = ["%s-%s" % (anl(4), anl(4)) for _ in range(R.randrange(4, 9))]
        svc, cat = "Discord", "Discord backup codes"
    elif kind == 4:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (anu(6), anu(6), anu(5), anu(5), anu(5), anu(5))]
        svc, cat = "1Password", "1Password Secret Key (emergency kit)"
    else:
        codes = ["-".join(anu(5) for _ in range(5))]
        svc, cat = "Microsoft", "Microsoft account recovery code"
    joined = pick(["\n", "  ", ", "]).join(codes)
    c = {"V": svc, "S": joined, "T": ticket()}
    if svc == "1Password":
        mc, ls, ask = three(lang,
            (["The shared {V} admin account needed a new device sign-in during {T}; the only way in was the emergency kit:\n{S}",
              "Missing context: the {V} vault for the team is tied to one person's account. From the printed emergency sheet:\n{S}"],
             ["{T} 대응 중 공용 {V} 관리자 계정에 새 기기 로그인이 필요했는데 방법은 emergency kit뿐이었음:\n{S}",
              "팀 {V} 계정이 한 사람 계정에 묶여 있다는 맥락이 없었음. 출력해 둔 비상 시트 내용:\n{S}"]),
            (["Emergency kits belong in the safe, not in notes or chat.", ""], ["emergency kit은 금고에 둘 것. 노트나 채팅에 두면 안 됨.", ""]),
            (["Who keeps the {V} emergency kit?", ""], ["{V} emergency kit은 누가 보관하는지?", ""]), **c)
        return sec(lang, cat + " [%s]" % svc, mc, ls, ask, codes)
    mc, ls, ask = three(lang,
        (["Locked out of the {V} org owner account during {T}; the lead pasted the recovery codes:\n{S}",
          "I didn't know 2FA for the shared {V} account was tied to someone's phone. Backup codes from the wiki page:\n{S}"],
         ["{T} 대응 중 {V} 조직 소유자 계정이 잠김. 리드가 복구 코드 붙여줌:\n{S}",
          "공용 {V} 계정 2FA가 개인 폰에 묶여 있다는 걸 몰랐음. 위키에 있던 백업 코드:\n{S}"]),
        (["Each code works once; cross out the used one.", "Shared accounts need a second 2FA device registered.", ""],
         ["코드는 한 번씩만 쓸 수 있음. 쓴 건 표시해 둘 것.", "공용 계정은 2FA 기기를 두 개 등록해야 함.", ""]),
        (["Who should hold the {V} recovery codes?", ""], ["{V} 복구 코드는 누가 보관해야 하는지?", ""]),
        **c)
    return sec(lang, cat + " [%s]" % svc, mc, ls, ask, codes)


@generic(2)
def g_totp(lang):
    seed = rs(B32, pick([16, 26, 32]))
    acct = pick(["ops@acme.io", "billing-admin", "root", "aws-prod-breakglass"])
    issuer = pick(["AWS", "GitHub", "Cloudflare", "Naver Works", "Okta", "Toss"])
    kind = cyc("g_totp", 3)
    if kind == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer)
        vals = [seed]
    elif kind == 1:
        sp = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        snip = L(lang, "2FA setup key (can't scan QR on the VM): %s" % sp, "VM에서 QR을 못 찍어서 설정 키로 등록: %s" % sp)
        vals = [sp]
    else:
        snip = "$ oathtool --totp -b %s\n%s" % (seed, dg(6))
        vals = [seed]
    c = {"S": snip, "I": issuer}
    mc, ls, ask = three(lang,
        (["The break-glass login for {I} needs TOTP and the seed was only in the old runbook:\n{S}",
          "Automating the {I} login for the e2e test required the TOTP secret:\n{S}"],
         ["{I} break-glass 로그인에 TOTP가 필요한데 seed가 예전 런북에만 있었음:\n{S}", "e2e 테스트에서 {I} 로그인을 자동화하려면 TOTP secret이 필요했음:\n{S}"]),
        (["A TOTP seed is a long-lived credential; anyone with it can generate codes forever.", ""],
         ["TOTP seed는 장기 자격증명임. 있으면 누구나 계속 코드를 만들 수 있음.", ""]),
        (["Can the e2e account use a test IdP without MFA instead?", ""], ["e2e 계정은 MFA 없는 테스트 IdP를 쓸 수 있는지?", ""]),
        **c)
    return sec(lang, "TOTP seed [%s]" % issuer, mc, ls, ask, vals)


# ---- key material
def b64_lines(prefix, total, width=64):
    body = prefix + b64body(total - len(prefix))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    if len(lines[-1]) < 8:
        lines[-2] = lines[-2] + lines[-1]
        lines = lines[:-1]
    return lines


@generic(3)
def g_pem(lang):
    kind = cyc("g_pem", 6)
    if kind == 0:
        hdr, lines, who = "RSA PRIVATE KEY", b64_lines("MIIEpAIBAAKCAQEA", 64 * R.randrange(5, 10) + R.randrange(0, 40)), pick(["GitHub App", "deploy", "SAML SP"])
        partial = True
    elif kind == 1:
        hdr, lines, who = "EC PRIVATE KEY", b64_lines("MHcCAQEEI", 164), pick(["JWT signing", "Coinbase CDP", "mTLS client"])
        partial = False
    elif kind == 2:
        hdr, lines, who = "PRIVATE KEY", b64_lines("MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 200), "Apple App Store Connect (AuthKey_%s.p8)" % anu(10)
        partial = False
    elif kind == 3:
        hdr, lines, who = "PRIVATE KEY", b64_lines("MIIEvgIBADANBgkqhkiG9w0BAQEFAASC", 64 * R.randrange(5, 9)), pick(["WeChat Pay apiclient_key.pem", "TLS (nginx)", "Kafka client"])
        partial = True
    elif kind == 4:
        hdr, lines, who = "ENCRYPTED PRIVATE KEY", b64_lines("MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 64 * R.randrange(5, 9)), "Snowflake key-pair auth (rsa_key.p8)"
        partial = True
    else:
        hdr, lines, who = "OPENSSH PRIVATE KEY", b64_lines("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 70 * 5 + R.randrange(10, 50), 70), pick(["bastion", "GitHub deploy key", "ansible"])
        partial = False
    body = "\n".join(lines)
    if partial:
        pem = "-----BEGIN %s-----\n%s\n...(rest omitted)" % (hdr, body)
    else:
        pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (hdr, body, hdr)
    c = {"S": pem, "W": who, "T": ticket()}
    mc, ls, ask = three(lang,
        (["Needed the {W} key to sign requests locally; it was sitting in the repo under keys/:\n{S}",
          "{T}: signature verification failed. The key the service loads:\n{S}",
          "I didn't know where the {W} key is provisioned from. Found in the image layer:\n{S}"],
         ["로컬에서 요청 서명하려고 {W} 키가 필요했는데 repo의 keys/ 아래에 그대로 있었음:\n{S}",
          "{T}: 서명 검증 실패. 서비스가 로드하는 키:\n{S}",
          "{W} 키가 어디서 배포되는지 몰랐음. 이미지 레이어에서 발견:\n{S}"]),
        (["Mount keys from the secret store at runtime; never bake them into images.", "Private keys need chmod 600 or the client refuses them.", ""],
         ["키는 런타임에 secret store에서 마운트할 것. 이미지에 굽지 말 것.", "개인키는 chmod 600 아니면 클라이언트가 거부함.", ""]),
        (["Has the {W} key been rotated since it was committed?", ""], ["{W} 키가 커밋된 이후 교체됐는지?", ""]),
        **c)
    return sec(lang, "PEM/OpenSSH private key body lines (%s)" % hdr, mc, ls, ask, lines)


@generic(2)
def g_gcp_sa(lang):
    proj = pick(["acme-prod-4821", "hanbit-data", "kr-analytics-01"])
    sa = pick(["bq-loader", "firebase-adminsdk-x1k2p", "gcs-uploader"]) + "@" + proj + ".iam.gserviceaccount.com"
    lines = b64_lines("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 64 * R.randrange(3, 6))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s",\n  "client_id": "%s"\n}') % (proj, hx(40), pk, sa, dg(21))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The BigQuery loader authenticated with a key file I didn't know existed (truncated here):\n{S}",
          "Missing context: the Firebase admin SDK reads GOOGLE_APPLICATION_CREDENTIALS, which points to this file:\n{S}"],
         ["BigQuery 로더가 존재도 몰랐던 키 파일로 인증하고 있었음 (일부만):\n{S}",
          "Firebase admin SDK가 GOOGLE_APPLICATION_CREDENTIALS로 이 파일을 읽는다는 맥락이 없었음:\n{S}"]),
        (["Use workload identity instead of JSON keys on GKE.", ""], ["GKE에서는 JSON 키 대신 workload identity 사용.", ""]),
        (["Can this key be disabled once workload identity is on?", ""], ["workload identity 켜면 이 키 비활성화해도 되는지?", ""]),
        **c)
    return sec(lang, "GCP service account JSON private_key lines [Google Cloud]", mc, ls, ask, lines)


@generic(2)
def g_alipay(lang):
    key = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64body(R.randrange(250, 420))
    appid = "2021" + dg(12)
    snip = "alipay.app-id=%s\nalipay.private-key=%s\nalipay.sign-type=RSA2" % (appid, key)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Alipay cross-border payments failed with invalid-signature; the app config (key truncated by me):\n{S}"],
         ["Alipay 해외결제가 invalid-signature로 실패. 앱 설정 (키는 중간까지만):\n{S}"]),
        (["Alipay expects the PKCS8 key without PEM header on one line.", ""], ["Alipay는 PEM 헤더 없이 한 줄짜리 PKCS8 키를 기대함.", ""]),
        ([""], [""]), **c)
    return sec(lang, "single-line RSA private key in properties [Alipay]", mc, ls, ask, [key])


@generic(2)
def g_kubeconfig(lang):
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "default", "argo"]),
                   "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "ci-bot"]),
                   "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", sig_bytes=256)
        user = "    token: " + tok
        vals = [tok]
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(b64_lines("MHcCAQEEI", 164)) + "\n-----END EC PRIVATE KEY-----\n"
        kd = b64enc(pem)
        user = "    client-key-data: " + kd
        vals = [kd]
    snip = ("apiVersion: v1\nkind: Config\ncurrent-context: %s\nusers:\n- name: %s\n  user:\n%s") % (
        pick(["prod-apne2", "stg", "gke_acme_asia-northeast3_main"]), pick(["deployer", "admin", "ci"]), user)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The deploy step used a kubeconfig I couldn't find in the vault; it was inlined in the runner config:\n{S}"],
         ["배포 단계가 vault에 없는 kubeconfig를 쓰고 있었음. 러너 설정에 인라인으로 들어 있었음:\n{S}"]),
        (["`kubectl config view` hides these as REDACTED/DATA+OMITTED, `--raw` does not.", ""],
         ["`kubectl config view`는 REDACTED/DATA+OMITTED로 가리지만 `--raw`는 그대로 보여줌.", ""]),
        (["Can CI use OIDC to the cluster instead of a static kubeconfig?", ""], ["CI가 static kubeconfig 대신 OIDC로 클러스터에 붙을 수 있는지?", ""]),
        **c)
    return sec(lang, "kubeconfig user token/client-key-data", mc, ls, ask, vals)


@generic(2)
def g_k8s_data(lang):
    user = pick(["admin", "app", "svc_order", "postgres"])
    pw = pick([random_password(), human_password()])
    bu, bp = b64enc(user), b64enc(pw)
    extra = ""
    vals = [bp]
    if chance(0.5):
        k = hx(64)
        extra = "\n  api-key: " + b64enc(k)
        vals.append(b64enc(k))
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s%s" % (
        pick(SVCS), bu, bp, extra)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["`kubectl get secret -o yaml` output that I used to find the DB user:\n{S}", "The chart ships a Secret with real data, not a template:\n{S}"],
         ["DB 계정 찾으려고 본 `kubectl get secret -o yaml` 결과:\n{S}", "차트에 템플릿이 아니라 실제 값이 든 Secret이 들어 있었음:\n{S}"]),
        (["Secret data is only base64, anyone with get secrets can read it.", ""], ["Secret data는 base64일 뿐이라 get secrets 권한 있으면 다 읽힘.", ""]),
        ([""], [""]), **c)
    return sec(lang, "k8s Secret data (base64 of password)", mc, ls, ask, vals)


@generic(2)
def g_app_secret(lang):
    kind = cyc("g_app_secret", 9)
    if kind == 0:
        v = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
        snip, cat = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
        vals = [v]
    elif kind == 1:
        v = hx(128)
        snip, cat = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
        vals = [v]
    elif kind == 2:
        v = hx(32)
        snip, cat = "$ RAILS_MASTER_KEY=%s bin/rails credentials:show" % v, "Rails master key"
        vals = [v]
    elif kind == 3:
        v = "base64:" + b64_of_len(32)
        snip, cat = "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, "Laravel APP_KEY"
        vals = [v]
    elif kind == 4:
        v = b64_of_len(32)
        snip, cat = "NEXTAUTH_URL=https://admin.acme.io\nNEXTAUTH_SECRET=%s" % v, "NextAuth secret"
        vals = [v]
    elif kind == 5:
        keys = [b64_of_len(16) for _ in range(4)]
        salt, jw, aj = b64_of_len(16), b64_of_len(16), b64_of_len(16)
        snip = "APP_KEYS=%s\nAPI_TOKEN_SALT=%s\nADMIN_JWT_SECRET=%s\nJWT_SECRET=%s" % (",".join(keys), salt, aj, jw)
        cat, vals = "Strapi APP_KEYS and salts", keys + [salt, aj, jw]
    elif kind == 6:
        v = b64url_nopad(32) + "="
        snip, cat = 'FERNET_KEY = b"%s"  # encrypts the PII columns' % v, "Fernet encryption key"
        vals = [v]
    elif kind == 7:
        v = pick([hx(64), b64_of_len(48), random_password(32)])
        snip = pick(["jwt:\n  secret: %s\n  expiration: 3600", "JWT_SECRET=%s", "app.jwt.signing-key=%s"]) % v
        cat, vals = "JWT HMAC signing secret", [v]
    else:
        v = hx(32)
        snip, cat = "APP_SECRET=%s\nDATABASE_URL=\"mysql://app:!ChangeMe!@127.0.0.1:3306/app\"" % v, "Symfony APP_SECRET"
        vals = [v]
    c = {"S": snip, "T": ticket()}
    mc, ls, ask = three(lang,
        (["Sessions were invalidated after every deploy and I didn't know the signing key came from here:\n{S}",
          "{T}: tokens from staging were accepted by prod. Both use this:\n{S}",
          "The config diff between staging and prod showed the same key in both:\n{S}"],
         ["배포할 때마다 세션이 날아갔는데 서명 키가 여기서 온다는 걸 몰랐음:\n{S}",
          "{T}: 스테이징 토큰이 prod에서 통과됨. 둘 다 이 값을 씀:\n{S}",
          "스테이징과 prod 설정 diff를 보니 같은 키가 양쪽에 있었음:\n{S}"]),
        (["Signing keys must differ per environment.", "Rotating this key logs everyone out; schedule it.", ""],
         ["서명 키는 환경별로 달라야 함.", "이 키를 바꾸면 전원 로그아웃되니 일정 잡고 할 것.", ""]),
        (["Where should the signing key live instead of the repo?", ""], ["서명 키를 repo 말고 어디에 둬야 하는지?", ""]),
        **c)
    return sec(lang, cat, mc, ls, ask, vals)


@generic(2)
def g_webhook_secret(lang):
    kind = cyc("g_webhook_secret", 4)
    if kind == 0:
        v = random_password(R.randrange(20, 40))
        snip = "GITHUB_WEBHOOK_SECRET=%s\n# X-Hub-Signature-256: sha256=%s" % (v, hx(64))
        cat = "GitHub webhook secret [GitHub]"
    elif kind == 1:
        v = "whsec_" + b64body(32)
        snip = "svix = Webhook(\"%s\")\npayload = svix.verify(body, headers)" % v
        cat = "Svix webhook signing secret [Svix]"
    elif kind == 2:
        v = hx(64)
        snip = "SHOPIFY_WEBHOOK_SECRET=%s" % v
        cat = "Shopify webhook HMAC secret [Shopify]"
    else:
        v = b64_of_len(24)
        snip = "hmac.new(b\"%s\", raw_body, hashlib.sha256).hexdigest()" % v
        cat = "inline HMAC key in code"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Webhook deliveries were rejected with 401 after the move; the verification config:\n{S}",
          "Didn't know the receiver validates signatures. The code path:\n{S}"],
         ["이전 후 webhook 수신이 401로 거부됨. 검증 설정:\n{S}", "수신 측에서 서명을 검증한다는 걸 몰랐음. 해당 코드:\n{S}"]),
        (["Verify against the raw body bytes, not the parsed JSON.", ""], ["파싱된 JSON 말고 raw body 바이트로 검증할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, cat, mc, ls, ask, [v])


@generic(2)
def g_cookie(lang):
    kind = cyc("g_cookie", 6)
    others = "_ga=GA1.1.%s.%s; lang=ko" % (dg(9), dg(10))
    if kind == 0:
        v = "s%3A" + b64u(32) + "." + b64u(43).replace("-", "%2B")
        ck, cat = "connect.sid=" + v, "Express connect.sid cookie"
    elif kind == 1:
        v = anl(26)
        ck, cat = "PHPSESSID=" + v, "PHPSESSID cookie"
    elif kind == 2:
        v = "eyJpdiI6I" + b64body(R.randrange(200, 280)).replace("+", "").replace("/", "") + "%3D%3D"
        ck, cat = "XSRF-TOKEN=%s; laravel_session=%s" % ("eyJpdiI6I" + an(10) + "x", v), "laravel_session cookie"
        ck = "laravel_session=" + v
    elif kind == 3:
        v = hxu(32)
        ck, cat = "JSESSIONID=" + v, "JSESSIONID cookie"
    elif kind == 4:
        v = anl(32)
        ck, cat = "csrftoken=%s; sessionid=%s" % ("x" * 0 + an(32), v), "Django sessionid cookie"
        ck = "sessionid=" + v
    else:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(16) + "." + b64u(R.randrange(300, 420)) + "." + b64u(22)
        ck, cat = "__Secure-next-auth.session-token=" + v, "NextAuth session-token (JWE)"
    hdr = "Cookie: %s; %s" % (others, ck) if chance(0.6) else "Cookie: %s" % ck
    snip = "GET /%s HTTP/1.1\nHost: %s\n%s" % (pick(["admin/orders", "api/me", "dashboard", "settings/billing"]),
                                              pick(["admin.acme.io", "stg.hanbit.dev", "backoffice.corp.kr"]), hdr)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["To reproduce the admin bug I replayed my browser request (copied as cURL/raw):\n{S}",
          "The HAR from the customer included this request:\n{S}"],
         ["어드민 버그 재현하려고 브라우저 요청을 그대로 재생함:\n{S}", "고객이 보낸 HAR에 이 요청이 들어 있었음:\n{S}"]),
        (["A session cookie is as good as a password until it expires; strip cookies from HARs.", ""],
         ["세션 쿠키는 만료 전까지 비밀번호나 마찬가지임. HAR에서 쿠키는 지울 것.", ""]),
        (["Is there a test admin account so I don't need real sessions?", ""], ["실제 세션 없이 쓸 수 있는 테스트 어드민 계정이 있는지?", ""]),
        **c)
    return sec(lang, cat, mc, ls, ask, [v])


@generic(2)
def g_bearer_jwt(lang):
    now = ts_unix()
    payload = {"sub": uuid4() if chance(0.5) else str(R.randrange(10000, 999999)), "email": pick(NAMES) + "@acme.io",
               "role": pick(["admin", "user", "ops"]), "iat": now, "exp": now + 3600}
    tok = jwt(payload, alg=pick(["HS256", "RS256"]), sig_bytes=pick([32, 256]))
    if chance(0.5):
        snip = "2024-11-%02d %02d:%02d:%02d DEBUG http.client send: b'GET /v1/orders?page=2 HTTP/1.1\\r\\nHost: api.acme.io\\r\\nAuthorization: Bearer %s\\r\\n'" % (
            R.randrange(1, 29), R.randrange(24), R.randrange(60), R.randrange(60), tok)
    else:
        snip = 'curl -H "Authorization: Bearer %s" https://api.acme.io/v1/me' % tok
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Debug logging in {SVC} prints outgoing headers; the line that explained the 403:\n{S}"],
         ["{SVC}의 debug 로깅이 요청 헤더를 찍고 있었음. 403 원인이 보인 줄:\n{S}"]),
        (["Turn off http.client debug in shared environments; it logs Authorization headers.", ""],
         ["공용 환경에서는 http.client debug를 끌 것. Authorization 헤더가 로그에 남음.", ""]),
        ([""], [""]), SVC=pick(SVCS), **c)
    return sec(lang, "JWT bearer token in log/curl", mc, ls, ask, [tok])


@generic(3)
def g_signed_url(lang):
    kind = cyc("g_signed_url", 5)
    date = "202411%02d" % R.randrange(1, 29)
    if kind == 0:
        akid = aws_akid(pick(["AKIA", "ASIA"]))
        sig = hx(64)
        tokpart, vals = "", [akid, sig]
        if akid.startswith("ASIA"):
            st = pct("IQoJb3JpZ2luX2VjE" + b64body(R.randrange(180, 260)))
            tokpart = "&X-Amz-Security-Token=" + st
            vals.append(st)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=604800%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-exports", "hanbit-invoices", "cs-attachments"]), pick(["reports/2024-11.csv", "invoice_8812.pdf", "dump.sql.gz"]),
            akid, date, date, R.randrange(24), R.randrange(60), tokpart, sig)
        cat = "S3 presigned URL [AWS]"
    elif kind == 1:
        sig = pct(b64_of_len(32))
        url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-01-31T00:00:00Z&st=2024-11-01T00:00:00Z&spr=https&sig=%s") % (
            pick(["stprodlogs", "mediaassets01"]), pick(["backups/db.bak", "exports"]), sig)
        vals, cat = [sig], "Azure SAS URL sig [Azure Storage]"
    elif kind == 2:
        sig = b64u(R.randrange(160, 190)).replace("_", "~")
        url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            anl(13), hx(12), ts_unix(), sig, anu(13))
        vals, cat = [sig], "CloudFront signed URL [AWS]"
    elif kind == 3:
        gid = "GOOG1E" + rs(UP + DG, 55)
        sig = hx(64)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-HMAC-SHA256&X-Goog-Credential=%s%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-public-tmp", "kr-analytics-exports"]), pick(["a.parquet", "report.xlsx"]), gid, date, date, sig)
        vals, cat = [gid, sig], "GCS HMAC signed URL [Google Cloud]"
    else:
        tok = b64u(43)
        url = "https://files.acme.io/download/%s?token=%s&expires=%d" % (uuid4(), tok, ts_unix())
        vals, cat = [tok], "signed download link token"
    c = {"S": url}
    mc, ls, ask = three(lang,
        (["Customer couldn't open the export; this is the link we sent (still valid for a week):\n{S}",
          "The CDN returned 403 for some users. Example URL from the access log:\n{S}"],
         ["고객이 export 파일을 못 엶. 보낸 링크 (일주일간 유효):\n{S}", "일부 사용자에게 CDN 403. access log에 있던 URL 예시:\n{S}"]),
        (["A signed URL grants access to anyone who has it until it expires.", ""], ["서명된 URL은 만료 전까지 가진 사람 누구나 접근 가능함.", ""]),
        (["Can we shorten the expiry for exports?", ""], ["export 링크 만료 시간을 줄일 수 있는지?", ""]),
        **c)
    return sec(lang, cat, mc, ls, ask, vals)


# ---- infra / ops
@generic(2)
def g_basic_log(lang):
    user = pick(["admin", "metrics", "ci", pick(NAMES)])
    pw = pick([human_password(), random_password()])
    blob = b64enc(user + ":" + pw)
    snip = pick(['%s - - [26/Nov/2024:03:12:%02d +0900] "GET /api/v1/export HTTP/1.1" 200 5123 "-" "python-requests/2.32.3" auth="Basic %s"',
                 "prometheus remote_write debug: POST https://prom.acme.io/api/v1/write headers={Authorization: Basic %s, Content-Encoding: snappy}"])
    snip = snip % ((pick(["10.0.3.17", "172.16.4.9"]), R.randrange(60), blob) if snip.startswith("%s") else (blob,))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Couldn't tell which client hammers the export endpoint; nginx logs with the custom format show:\n{S}",
          "Remote write kept failing and the debug output gave this:\n{S}"],
         ["export endpoint를 누가 계속 호출하는지 몰랐음. 커스텀 포맷 nginx 로그:\n{S}", "remote write가 계속 실패해서 debug 출력 확인:\n{S}"]),
        (["Basic auth is just base64(user:password); never log the header.", ""], ["Basic 인증은 base64(user:password)일 뿐임. 헤더를 로그에 남기지 말 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "Basic auth header in log", mc, ls, ask, [blob])


@generic(2)
def g_proxy(lang):
    user = pick(NAMES)
    pw = pick([human_password(), random_password(14)])
    p = pct(pw)
    snip = "export HTTPS_PROXY=http://%s:%s@proxy.corp.kr:3128\nexport NO_PROXY=localhost,127.0.0.1,.internal" % (user, p)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["pip and npm time out on the office build machine unless the proxy is set:\n{S}"],
         ["사무실 빌드 머신에서 프록시 설정 안 하면 pip, npm이 timeout:\n{S}"]),
        (["The proxy authenticates with the personal AD password, so this breaks every 90 days.", ""],
         ["프록시가 개인 AD 비밀번호로 인증해서 90일마다 깨짐.", ""]),
        (["Is there a service account for the proxy?", ""], ["프록시용 서비스 계정이 있는지?", ""]), **c)
    return sec(lang, "proxy URL with user:password", mc, ls, ask, [p])


@generic(2)
def g_jdbc_odbc(lang):
    pw = pick([human_password(), random_password(16)])
    kind = cyc("g_jdbc_odbc", 4)
    if kind == 0:
        snip = "spring.datasource.url=jdbc:sqlserver://%s:1433;databaseName=ERP;user=sa;password=%s;encrypt=true;trustServerCertificate=true" % (pick(SQL_HOSTS), pw)
    elif kind == 1:
        snip = "jdbc:mysql://%s:3306/shop?user=shop_rw&password=%s&useSSL=false&serverTimezone=Asia/Seoul" % (pick(SQL_HOSTS), pw)
    elif kind == 2:
        snip = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=dw;Uid=report;Pwd={%s};Encrypt=yes;" % (pick(SQL_HOSTS), pw)
    else:
        snip = "$ sqlplus system/%s@//%s:1521/ORCLPDB1 @migrate.sql" % (pw, pick(SQL_HOSTS))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The legacy ERP sync reads from this datasource and nobody had the connection details documented:\n{S}",
          "Report queries were slow; I needed to connect directly with what the app uses:\n{S}"],
         ["레거시 ERP 동기화가 이 datasource를 쓰는데 접속 정보가 문서화돼 있지 않았음:\n{S}", "리포트 쿼리가 느려서 앱이 쓰는 접속 정보로 직접 붙어봄:\n{S}"]),
        (["trustServerCertificate=true hides certificate problems; fix the CA instead.", "Oracle EZConnect puts the password between the slash and the @.", ""],
         ["trustServerCertificate=true는 인증서 문제를 숨김. CA를 고칠 것.", "Oracle EZConnect는 슬래시와 @ 사이가 비밀번호임.", ""]),
        (["Who owns the ERP database?", ""], ["ERP DB 담당자는 누구인지?", ""]), **c)
    return sec(lang, ["JDBC sqlserver password", "JDBC mysql query password", "ODBC Pwd", "sqlplus user/password@"][kind], mc, ls, ask, [pw])


@generic(2)
def g_ansible(lang):
    pw1 = pick([human_password(), random_password(14)])
    pw2 = pick([human_password(), ko_keyboard_password()])
    snip = ("[web]\nweb-%02d.corp.kr ansible_user=deploy ansible_password=%s\n\n[web:vars]\nansible_become_pass=%s" % (R.randrange(1, 20), pw1, pw2)) if chance(0.6) else (
        "$ cat ~/.ansible/vault_pass.txt\n%s\n$ ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.txt" % pw1)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Playbook runs from my machine failed with 'Missing sudo password'; the CI inventory has:\n{S}",
          "I didn't know how the playbooks decrypt the vault files:\n{S}"],
         ["내 머신에서 playbook 돌리면 'Missing sudo password'. CI inventory에는 이렇게 있음:\n{S}", "playbook이 vault 파일을 어떻게 복호화하는지 몰랐음:\n{S}"]),
        (["Use ssh keys and vault-encrypted become passwords instead of plain inventory vars.", ""],
         ["inventory에 평문 변수 대신 ssh 키와 vault로 암호화된 become 비밀번호를 쓸 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "Ansible inventory/vault password", mc, ls, ask, [pw1, pw2])


@generic(2)
def g_wireguard(lang):
    priv, pub, psk = b64_of_len(32), b64_of_len(32), b64_of_len(32)
    with_psk = chance(0.5)
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, R.randrange(2, 250), pub, ("PresharedKey = %s\n" % psk) if with_psk else "")
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Needed VPN access to reach the staging DB; a teammate shared their wg0.conf:\n{S}"],
         ["스테이징 DB 접근하려면 VPN이 필요했는데 팀원이 자기 wg0.conf를 공유해 줌:\n{S}"]),
        (["Each device needs its own key pair; a shared config means shared identity.", ""], ["기기마다 키 쌍이 따로 있어야 함. 설정 공유는 신원 공유임.", ""]),
        (["How do I request my own WireGuard peer?", ""], ["내 WireGuard peer는 어떻게 신청하는지?", ""]), **c)
    return sec(lang, "WireGuard PrivateKey/PresharedKey", mc, ls, ask, [priv] + ([psk] if with_psk else []))


@generic(2)
def g_vault_init(lang):
    keys = [b64_of_len(32) for _ in range(5)]
    root = "hvs." + an(24)
    snip = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The dev Vault was re-initialized and the output was pasted in the channel; I used it to unseal:\n{S}"],
         ["개발용 Vault를 다시 초기화했고 출력이 채널에 그대로 올라와서 그걸로 unseal 함:\n{S}"]),
        (["Unseal keys should be split between people and the root token revoked after setup.", ""],
         ["unseal 키는 사람별로 나눠 보관하고 root token은 세팅 후 revoke 해야 함.", ""]),
        (["Is the dev Vault using auto-unseal yet?", ""], ["개발 Vault에 auto-unseal 적용됐는지?", ""]), **c)
    return sec(lang, "vault operator init output [HashiCorp Vault]", mc, ls, ask, keys + [root])


@generic(1)
def g_kubeadm(lang):
    tok = "%s.%s" % (rs(LO + DG, 6), rs(LO + DG, 16))
    snip = "kubeadm join 10.0.1.%d:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (R.randrange(2, 250), tok, hx(64))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Adding a worker to the on-prem cluster: didn't know where the join command comes from. From the init log:\n{S}"],
         ["온프렘 클러스터에 워커 추가할 때 join 명령을 어디서 얻는지 몰랐음. init 로그에서:\n{S}"]),
        (["Bootstrap tokens expire after 24h; `kubeadm token create --print-join-command` makes a new one.", ""],
         ["bootstrap token은 24시간 후 만료. `kubeadm token create --print-join-command`로 새로 발급.", ""]),
        ([""], [""]), **c)
    return sec(lang, "kubeadm bootstrap token (CA hash is public)", mc, ls, ask, [tok])


@generic(1)
def g_initial_admin(lang):
    kind = cyc("g_initial_admin", 5)
    if kind == 0:
        v = hx(32)
        snip, cat = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v, "Jenkins initialAdminPassword [Jenkins]"
    elif kind == 1:
        v = b64u(16)
        snip, cat = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % v, "Argo CD initial admin password [Argo CD]"
    elif kind == 2:
        v = rs(AN + "*_=+", 20)
        snip, cat = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v, "Elasticsearch elastic password [Elastic]"
    elif kind == 3:
        v = b64_of_len(32)
        snip, cat = "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: %s" % v, "GitLab initial_root_password [GitLab]"
    else:
        v = pick([human_password(), random_password(16)])
        snip, cat = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s" % v, "Grafana admin password [Grafana]"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Fresh install on the test VM; I needed the first admin login:\n{S}", "No one knew the admin login of the self-hosted instance. Recovered it with:\n{S}"],
         ["테스트 VM에 새로 설치해서 첫 관리자 로그인이 필요했음:\n{S}", "자체 호스팅 인스턴스 관리자 로그인을 아무도 몰랐음. 이렇게 복구:\n{S}"]),
        (["Change the initial password and delete the file right after the first login.", ""], ["첫 로그인 직후 초기 비밀번호 변경하고 파일 삭제할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, cat, mc, ls, ask, [v])


@generic(2)
def g_multi_env(lang):
    idx = list(range(len(VENDORS)))
    R.shuffle(idx)
    chosen = []
    for i in idx:
        v = VENDORS[i]
        if v["name"] not in [c["name"] for c in chosen]:
            chosen.append(v)
        if len(chosen) == R.randrange(3, 5):
            break
    lines, listed, names = [], [], []
    for v in chosen:
        pairs = v["fn"]()
        lines.append("# " + v["name"])
        for var, val, l in pairs:
            if var:
                lines.append("%s=%s" % (var, val))
            if l:
                listed.append(val)
        names.append(v["name"])
    lines.append("LOG_LEVEL=debug")
    snip = "\n".join(lines)
    c = {"S": snip, "F": pick([".env.production", ".env", "deploy/secrets.env"])}
    mc, ls, ask = three(lang,
        (["The worker image had a baked {F}; this is what it contains:\n{S}", "Missing context on which third-party services {F} wires up:\n{S}"],
         ["worker 이미지에 {F} 파일이 구워져 있었음. 내용:\n{S}", "{F} 파일이 어떤 외부 서비스를 연결하는지 맥락이 없었음:\n{S}"]),
        (["Add {F} to .dockerignore; it was copied by `COPY . .`.", ""], ["{F} 파일을 .dockerignore에 추가할 것. `COPY . .`로 복사되고 있었음.", ""]),
        ([""], [""]), **c)
    return sec(lang, ".env with several providers [%s]" % ", ".join(names), mc, ls, ask, listed)


@generic(1)
def g_network(lang):
    comm = pick([an(12), pick(PW_WORDS).lower() + dg(4) + "ro"])
    pw = pick([human_password(), random_password(12)])
    snip = "snmp-server community %s RO 10\nusername netops privilege 15 password 0 %s\nline vty 0 4\n login local" % (comm, pw)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Monitoring couldn't poll the core switch; running-config excerpt:\n{S}"], ["모니터링이 코어 스위치를 폴링하지 못함. running-config 일부:\n{S}"]),
        (["'password 0' is stored in clear text; use 'secret' with type 9.", ""], ["'password 0'은 평문 저장임. type 9 'secret' 사용할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "Cisco config SNMP community + type 0 password", mc, ls, ask, [comm, pw])


@generic(2)
def g_azure_connstr(lang):
    key = b64_of_len(32)
    kind = cyc("g_azure_connstr", 4)
    if kind == 0:
        s = "HostName=%s.azure-devices.net;DeviceId=%s;SharedAccessKey=%s" % (pick(["acme-iot-hub", "factory-kr"]), pick(["sensor-0042", "gw-busan-01"]), key)
        cat = "Azure IoT Hub device connection string [Azure]"
    elif kind == 1:
        s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-bus", "orders-ns"]), key)
        cat = "Azure Service Bus connection string [Azure]"
    elif kind == 2:
        key = b64_of_len(64)
        s = "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (pick(["acme-cosmos", "catalog-db"]), key)
        cat = "Azure Cosmos DB connection string [Azure]"
    else:
        s = "Endpoint=https://%s.service.signalr.net;AccessKey=%s;Version=1.0;" % (pick(["acme-chat", "live-noti"]), key)
        cat = "Azure SignalR connection string [Azure]"
    c = {"S": s}
    mc, ls, ask = three(lang,
        (["The function app's connection string was only in the portal settings export:\n{S}", "Telemetry stopped; the device config had:\n{S}"],
         ["function app의 connection string이 포털 설정 export에만 있었음:\n{S}", "텔레메트리가 멈춤. 장비 설정에 있던 값:\n{S}"]),
        (["Prefer managed identity; RootManageSharedAccessKey has full rights.", ""], ["managed identity를 쓸 것. RootManageSharedAccessKey는 전체 권한임.", ""]),
        ([""], [""]), **c)
    return sec(lang, cat, mc, ls, ask, [key])


@generic(2)
def g_windows(lang):
    pw = pick([human_password(), random_password(14), ko_keyboard_password()])
    snip = pick(["C:\\> net use \\\\fs01\\deploy /user:CORP\\svc-build %s /persistent:yes",
                 "PS> $cred = New-Object PSCredential('CORP\\svc-build', (ConvertTo-SecureString '%s' -AsPlainText -Force))",
                 "C:\\> cmdkey /add:sql01.corp.kr /user:CORP\\svc-report /pass:%s"]) % pw
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The Windows build agent mounts the share with a service account; from the agent's startup script:\n{S}"],
         ["Windows 빌드 에이전트가 서비스 계정으로 공유 폴더를 마운트함. 에이전트 시작 스크립트:\n{S}"]),
        (["-AsPlainText in scripts defeats SecureString; use a gMSA.", ""], ["스크립트의 -AsPlainText는 SecureString 의미가 없음. gMSA 사용할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "Windows net use/cmdkey/PSCredential password", mc, ls, ask, [pw])


@generic(2)
def g_rclone(lang):
    ob = b64u(R.randrange(30, 60))
    ak, sk = aws_akid(), aws_secret()
    snip = "[nas]\ntype = sftp\nhost = nas.corp.kr\nuser = backup\npass = %s\n\n[s3]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s" % (ob, ak, sk)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The nightly backup uses rclone; I didn't know remotes were defined in ~/.config/rclone/rclone.conf:\n{S}"],
         ["야간 백업이 rclone을 쓰는데 remote가 ~/.config/rclone/rclone.conf에 정의된 줄 몰랐음:\n{S}"]),
        (["rclone 'obscure' is reversible, so pass = ... is effectively plain text.", ""], ["rclone obscure는 되돌릴 수 있으니 pass 값은 사실상 평문임.", ""]),
        ([""], [""]), **c)
    return sec(lang, "rclone.conf obscured pass + S3 keys [rclone]", mc, ls, ask, [ob, ak, sk])


@generic(2)
def g_android_sign(lang):
    sp, kp = pick([human_password(), random_password(12)]), pick([human_password(), random_password(12)])
    snip = ("signingConfigs {\n    release {\n        storeFile file('release.jks')\n        storePassword '%s'\n        keyAlias 'upload'\n        keyPassword '%s'\n    }\n}" % (sp, kp)) if chance(0.6) else (
        "$ keytool -list -v -keystore release.jks -storepass '%s' -alias upload -keypass '%s'" % (sp, kp))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Release build failed on the new Mac mini; signing config from app/build.gradle:\n{S}"], ["새 Mac mini에서 릴리스 빌드 실패. app/build.gradle의 서명 설정:\n{S}"]),
        (["Move keystore passwords to ~/.gradle/gradle.properties or CI secrets.", ""], ["keystore 비밀번호는 ~/.gradle/gradle.properties나 CI secret으로 옮길 것.", ""]),
        (["Is Play App Signing enabled, so the upload key can be reset?", ""], ["Play App Signing이 켜져 있어서 업로드 키 재설정이 가능한지?", ""]), **c)
    return sec(lang, "Android keystore storePassword/keyPassword", mc, ls, ask, [sp, kp])


@generic(2)
def g_jupyter(lang):
    tok = hx(48)
    snip = ("    To access the server, open this file in a browser:\n        file:///home/%s/.local/share/jupyter/runtime/jpserver-%d-open.html\n"
            "    Or copy and paste one of these URLs:\n        http://%s:8888/lab?token=%s") % (pick(NAMES), R.randrange(1000, 99999), pick(["gpu-01.internal", "127.0.0.1"]), tok)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["To look at the training data I started Jupyter on the GPU box:\n{S}"], ["학습 데이터 보려고 GPU 서버에서 Jupyter 띄움:\n{S}"]),
        (["The token URL gives full shell access to whoever has it; bind to localhost and tunnel.", ""],
         ["token URL이 있으면 누구나 셸 권한을 가짐. localhost로 바인딩하고 터널로 접속할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "Jupyter server token URL", mc, ls, ask, [tok])


@generic(2)
def g_helm_kubectl(lang):
    pw = pick([human_password(), random_password(18)])
    kind = cyc("g_helm_kubectl", 3)
    if kind == 0:
        snip = "$ helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword=%s --set primary.persistence.size=50Gi" % qv(pw)
    elif kind == 1:
        snip = "$ kubectl create secret generic app-db -n prod --from-literal=username=app --from-literal=password='%s'" % pw
    else:
        snip = "$ AIRFLOW_CONN_WAREHOUSE='postgres://etl:%s@%s:5432/dw' airflow tasks test load_dw run 2024-11-25" % (pct(pw), pick(SQL_HOSTS))
        pw = pct(pw)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Recreated the {ENV} database release; the command from shell history:\n{S}", "Didn't know how the secret was originally created:\n{S}"],
         ["{ENV} DB 릴리스를 다시 만듦. 셸 히스토리에 있던 명령:\n{S}", "secret이 원래 어떻게 만들어졌는지 몰랐음:\n{S}"]),
        (["--set and --from-literal values end up in shell history and helm release history.", ""],
         ["--set, --from-literal 값은 셸 히스토리와 helm release 기록에 남음.", ""]),
        ([""], [""]), ENV=pick(ENVS), **c)
    return sec(lang, ["helm --set password", "kubectl --from-literal password", "Airflow AIRFLOW_CONN URI"][kind], mc, ls, ask, [pw])


@generic(4)
def g_webhook_url(lang):
    kind = cyc("g_webhook_url", 9, first=(0,))
    if kind == 0:
        tok = an(24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (anu(8), anu(10), tok)
        vals, vn = [tok], "Slack"
    elif kind == 1:
        tok = b64u(68)
        url = "https://discord.com/api/webhooks/%s/%s" % (dg(19), tok)
        vals, vn = [tok], "Discord"
    elif kind == 2:
        tok = hx(32)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), tok, uuid4())
        vals, vn = [tok], "Microsoft Teams"
    elif kind == 3:
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        vals, vn = [tok], "Feishu"
    elif kind == 4:
        tok = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok
        vals, vn = [tok], "WeCom"
    elif kind == 5:
        tok = hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        vals, vn = [tok], "DingTalk"
    elif kind == 6:
        tok, gkey = b64u(43), "AIza" + b64u(35)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (b64u(7), gkey, pct(tok))
        vals, vn = [gkey, pct(tok)], "Google Chat"
    elif kind == 7:
        tok = anl(26)
        url = "https://mattermost.corp.kr/hooks/%s" % tok
        vals, vn = [tok], "Mattermost"
    else:
        tok = dg(10) + ":AA" + b64u(33)
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, dg(10))
        vals, vn = [tok], "Telegram"
    c = {"S": url, "V": vn}
    mc, ls, ask = three(lang,
        (["Deploy alerts were going to the wrong {V} channel; the URL in the pipeline:\n{S}",
          "Missing context: the cron job posts to {V} via an incoming webhook:\n{S}"],
         ["배포 알림이 엉뚱한 {V} 채널로 가고 있었음. 파이프라인에 있던 URL:\n{S}", "cron job이 incoming webhook으로 {V}에 글을 올린다는 맥락이 없었음:\n{S}"]),
        (["Anyone with the webhook URL can post as the bot; keep it in CI secrets.", ""], ["webhook URL이 있으면 누구나 봇으로 글을 올릴 수 있음. CI secret에 둘 것.", ""]),
        (["Which {V} channel should deploy alerts go to?", ""], ["배포 알림은 어느 {V} 채널로 보내야 하는지?", ""]), **c)
    return sec(lang, "incoming webhook URL [%s]" % vn, mc, ls, ask, vals)


@generic(2)
def g_htpasswd(lang):
    user, pw = pick(NAMES), pick([human_password(), random_password(12)])
    snip = pick(["$ htpasswd -b -c /etc/nginx/.htpasswd %s '%s'", "$ echo -n '%s:%s' > /tmp/cred && curl -K /tmp/cred"]) % (user, pw)
    if snip.startswith("$ echo"):
        snip = "$ curl -u '%s:%s' https://grafana.acme.io/api/health" % (user, pw)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The staging site is behind basic auth and I didn't have the login. Found in the setup notes:\n{S}"],
         ["스테이징 사이트에 basic auth가 걸려 있는데 로그인 정보가 없었음. 세팅 노트에서 찾음:\n{S}"]),
        (["htpasswd -b puts the password in shell history; use the prompt.", ""], ["htpasswd -b는 비밀번호가 셸 히스토리에 남음. 프롬프트로 입력할 것.", ""]),
        ([""], [""]), **c)
    return sec(lang, "htpasswd -b / curl -u password", mc, ls, ask, [pw])


@generic(1)
def g_qa_accounts(lang):
    rows, vals = [], []
    for i in range(R.randrange(2, 5)):
        pw = pick([human_password(), random_password(12), ko_keyboard_password()])
        vals.append(pw)
        rows.append("| %s | %s | %s |" % (pick(["qa", "buyer", "seller", "admin"]) + str(i + 1) + "@acme.io", pw, pick(["buyer", "seller", "admin", "CS"])))
    hdr = L(lang, "| account | password | role |", "| 계정 | 비밀번호 | 권한 |")
    snip = hdr + "\n|---|---|---|\n" + "\n".join(rows)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I needed logins for the staging e2e run; the QA sheet (these are real staging accounts):\n{S}"],
         ["스테이징 e2e 돌리려고 로그인 정보가 필요했음. QA 시트 (실제 스테이징 계정):\n{S}"]),
        (["Staging accounts share passwords with some people's real accounts; don't reuse.", ""], ["스테이징 계정 비번을 실제 계정과 같이 쓰는 사람이 있음. 재사용 금지.", ""]),
        (["Can e2e accounts be created per run instead?", ""], ["e2e 계정을 실행마다 새로 만들 수 있는지?", ""]), **c)
    return sec(lang, "table of staging test accounts with passwords", mc, ls, ask, vals)


@generic(2)
def g_diff_removed(lang):
    v = pick(VENDORS[:60])
    allpairs = v["fn"]()
    pairs = [p for p in allpairs if p[0]]
    lines = ["diff --git a/config/settings.py b/config/settings.py", "@@ -12,%d +12,%d @@" % (len(pairs) + 1, len(pairs) + 1)]
    for var, val, l in pairs:
        lines.append('-%s = "%s"' % (var, val))
    for var, val, l in pairs:
        lines.append('+%s = os.environ["%s"]' % (var, var))
    snip = "\n".join(lines)
    c = {"S": snip, "V": v["name"]}
    mc, ls, ask = three(lang,
        (["Cleaned up hard-coded {V} settings. The diff (old values are still in git history):\n{S}"],
         ["하드코딩된 {V} 설정을 정리함. diff (예전 값은 git 히스토리에 남아 있음):\n{S}"]),
        (["Removing a secret in a new commit does not remove it from history; rotate it.", ""], ["새 커밋으로 지워도 히스토리에는 남으니 반드시 교체할 것.", ""]),
        (["Should we rewrite history or just rotate?", ""], ["히스토리를 다시 쓸지, 교체만 할지?", ""]), **c)
    return sec(lang, "diff removing hard-coded values [%s]" % v["name"], mc, ls, ask, [p[1] for p in allpairs if p[2]])


# ============================================================ clean notes
CLEAN = []


def clean(weight, risky=True):
    def deco(fn):
        CLEAN.append((fn, weight, risky))
        return fn
    return deco


def cln(lang, category, mc, ls, ask):
    if not fits(mc, ls, ask):
        raise Retry()
    return mk(lang, "clean", category, mc, ls, ask, [])


PLACEHOLDERS = ["your-api-key-here", "<YOUR_API_KEY>", "CHANGE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "********",
                "<redacted>", "REPLACE_WITH_REAL_KEY", "${SECRET}", "<token>", "", "TODO", "sk-...", "<paste here>",
                "__FILL_ME__", "[REDACTED]", "dummy", "<base64-encoded-password>", "...", "(ask ops)", "not-set"]


@clean(14)
def k_placeholders(lang):
    vs = VENDORS[R.randrange(len(VENDORS))]
    pairs = [p for p in vs["fn"]() if p[0]]
    lines = ["# copy to .env and fill in"] if chance(0.5) else []
    for var, val, l in pairs:
        lines.append("%s=%s" % (var, pick(PLACEHOLDERS) if l else pick(["", "<%s>" % var.lower(), "example"])))
    lines += ["%s=%s" % kv for kv in noise(R.randrange(1, 3))]
    snip = "\n".join(lines)
    c = {"S": snip, "V": vs["name"], "F": pick([".env.example", ".env.sample", "config/example.env", "README.md"])}
    mc, ls, ask = three(lang,
        (["New contributors could not start {V} locally; {F} only has placeholders:\n{S}",
          "Didn't know which variables the {V} integration needs. From {F}:\n{S}",
          "The onboarding doc points to {F}, which looks like this:\n{S}"],
         ["신규 입사자가 로컬에서 {V} 연동을 못 띄움. {F}에는 placeholder만 있음:\n{S}",
          "{V} 연동에 어떤 변수가 필요한지 몰랐음. {F} 내용:\n{S}",
          "온보딩 문서가 {F} 파일을 가리키는데 내용은 이렇게 생겼음:\n{S}"]),
        (["The app fails fast with a clear message when a placeholder is left in; good.",
          "Real values come from the team vault; the example file must stay placeholder-only.", ""],
         ["placeholder가 남아 있으면 앱이 명확한 메시지로 바로 실패함. 좋음.", "실제 값은 팀 vault에서 받아야 하고 example 파일은 placeholder만 유지.", ""]),
        (["Who can grant access to the {V} sandbox?", ""], ["{V} sandbox 권한은 누가 줄 수 있는지?", ""]), **c)
    return cln(lang, "placeholders in example env [%s]" % vs["name"], mc, ls, ask)


@clean(14)
def k_redacted(lang):
    kind = cyc("k_redacted", 6)
    if kind == 0:
        snip = "Run ./deploy.sh\n  env:\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    AWS_REGION: ap-northeast-2\n+ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:gha-%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/gha-deploy/gha-%s\"\n}" % (
            anu(17), dg(10), dg(12), dg(12), dg(10))
        cat = "CI log with masked secrets (***)"
    elif kind == 1:
        snip = "DEBUG request headers: {'Authorization': 'Bearer [REDACTED]', 'X-Request-Id': '%s', 'User-Agent': 'acme-sdk/%d.%d.%d'}" % (uuid4(), R.randrange(1, 5), R.randrange(20), R.randrange(20))
        cat = "log with [REDACTED] bearer"
    elif kind == 2:
        snip = "config loaded: db.url=postgresql://app:****@%s:5432/app pool=20 ssl=require" % pick(SQL_HOSTS)
        cat = "connection string with masked password"
    elif kind == 3:
        pre = pick(["sk-proj-", "sk_live_", "ghp_", "xoxb-", "glpat-", "AKIA"])
        snip = L(lang, "The dashboard shows the key as %s••••••••%s (last four only), created 2024-09-02, last used 3 days ago." % (pre, an(4)),
                 "대시보드에는 키가 %s••••••••%s (마지막 4자리만)로 표시됨. 2024-09-02 생성, 3일 전 마지막 사용." % (pre, an(4)))
        cat = "masked key with last four chars"
    elif kind == 4:
        snip = "$ kubectl config view\nusers:\n- name: deployer\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED\n    token: REDACTED"
        cat = "kubectl config view (DATA+OMITTED/REDACTED)"
    else:
        snip = "$ heroku config -a acme-%s\nDATABASE_URL: postgres://<hidden>\nREDIS_URL:    redis://<hidden>\nSTRIPE_SECRET_KEY: <hidden>\nWEB_CONCURRENCY: 2" % pick(["api", "web", "worker"])
        cat = "config listing with <hidden> values"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Trying to see which credentials the job used; the output only shows masked values:\n{S}",
          "Missing context: the effective configuration. What I could see:\n{S}",
          "Checked what the deploy actually runs with:\n{S}"],
         ["job이 어떤 자격증명을 썼는지 보려 했는데 출력에는 마스킹된 값만 있음:\n{S}", "실제 적용된 설정을 몰랐음. 볼 수 있었던 것:\n{S}",
          "배포가 실제로 어떤 설정으로 도는지 확인:\n{S}"]),
        (["Masking works as intended; to compare values use the fingerprint endpoint, not the logs.", "Nothing sensitive is printed here, so the log can be shared.", ""],
         ["마스킹은 정상 동작함. 값 비교는 로그 말고 fingerprint endpoint로 할 것.", "여기엔 민감한 값이 출력되지 않으니 로그 공유해도 됨.", ""]),
        (["Is there a way to confirm which key version is active without revealing it?", ""], ["값을 노출하지 않고 어떤 키 버전이 활성인지 확인하는 방법이 있는지?", ""]), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(14)
def k_env_refs(lang):
    var = pick(["STRIPE_SECRET_KEY", "DATABASE_PASSWORD", "OPENAI_API_KEY", "AWS_SECRET_ACCESS_KEY", "SLACK_BOT_TOKEN",
                "JWT_SECRET", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD", "NCLOUD_SECRET_KEY"])
    kind = cyc("k_env_refs", 8)
    snip = [
        'api_key = os.environ["%s"]' % var,
        "const key = process.env.%s ?? '';\nif (!key) throw new Error('%s is not set');" % (var, var),
        'password: ${%s}\nusername: ${DB_USER:app}' % var,
        'String secret = System.getenv("%s");' % var,
        'key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("missing %s")\n}' % (var, var),
        '$ export %s="$(aws ssm get-parameter --name /prod/%s --with-decryption --query Parameter.Value --output text)"' % (var, var.lower()),
        '%s=${%s:?must be set}' % (var, var),
        'let key = std::env::var("%s").expect("%s");' % (var, var),
    ][kind]
    c = {"S": snip, "VAR": var}
    mc, ls, ask = three(lang,
        (["I didn't know where {VAR} comes from at runtime. The code just reads:\n{S}",
          "Tracing the 401: the client gets its key like this:\n{S}",
          "Missing context: the service does not read config files at all, only env:\n{S}"],
         ["{VAR} 값이 런타임에 어디서 오는지 몰랐음. 코드는 이렇게만 읽음:\n{S}", "401 원인 추적: 클라이언트가 키를 이렇게 가져옴:\n{S}",
          "서비스가 설정 파일은 안 읽고 env만 읽는다는 맥락이 없었음:\n{S}"]),
        (["An empty {VAR} produces a misleading 'invalid signature' later; fail at startup instead.", "Env names differ between staging and prod charts; grep both.", ""],
         ["{VAR} 값이 비어 있으면 나중에 'invalid signature'로 헷갈리게 실패하니 기동 시점에 실패시킬 것.", "스테이징과 prod 차트의 env 이름이 다름. 둘 다 grep 할 것.", ""]),
        (["Which secret store populates {VAR} in {ENV}?", ""], ["{ENV}에서 {VAR} 값은 어느 secret store에서 채워지는지?", ""]), ENV=pick(ENVS), **c)
    return cln(lang, "env var reference in code", mc, ls, ask)


@clean(12)
def k_ci_refs(lang):
    kind = cyc("k_ci_refs", 5)
    if kind == 0:
        snip = ("      - name: Publish\n        run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
                "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-publish\n          aws-region: ap-northeast-2") % dg(12)
    elif kind == 1:
        snip = "deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY\n    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA"
    elif kind == 2:
        snip = "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: app-db\n                key: password"
    elif kind == 3:
        snip = "workflows:\n  release:\n    jobs:\n      - publish:\n          context:\n            - org-npm-publish\n            - aws-prod-oidc"
    else:
        snip = "pipeline {\n  environment {\n    SONAR_TOKEN = credentials('sonar-token')\n  }\n  stages { stage('scan') { steps { sh 'sonar-scanner -Dsonar.login=$SONAR_TOKEN' } } }\n}"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Publishing failed and I didn't know how the pipeline gets its credentials:\n{S}", "Missing context: secrets are injected by the CI system, not stored in the repo:\n{S}"],
         ["publish가 실패했는데 파이프라인이 자격증명을 어떻게 받는지 몰랐음:\n{S}", "secret은 repo가 아니라 CI 시스템이 주입한다는 맥락이 없었음:\n{S}"]),
        (["Secrets are not passed to workflows triggered from forks; that explains the failing PR build.", "Use OIDC role assumption instead of long-lived keys.", ""],
         ["fork에서 트리거된 워크플로에는 secret이 전달되지 않음. PR 빌드 실패 원인.", "장기 키 대신 OIDC role assume을 쓸 것.", ""]),
        (["Who can add a new secret to the CI context?", ""], ["CI context에 새 secret 추가는 누가 할 수 있는지?", ""]), **c)
    return cln(lang, ["GitHub Actions secrets reference", "GitLab CI predefined variables", "k8s secretKeyRef", "CircleCI contexts", "Jenkins credentials()"][kind], mc, ls, ask)


@clean(14)
def k_secret_manager(lang):
    kind = cyc("k_secret_manager", 7)
    acct = dg(12)
    if kind == 0:
        snip = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/db-%s" % (acct, pick(SVCS), an(6))
        cat = "AWS Secrets Manager ARN"
    elif kind == 1:
        snip = "$ vault kv get -field=password secret/data/%s/postgres\n(permission denied: the ci-read policy does not cover this path)" % pick(SVCS)
        cat = "vault kv get path"
    elif kind == 2:
        snip = "DB_PASSWORD=op://Engineering/%s Postgres/password\nSTRIPE_KEY=op://Payments/Stripe live/credential" % pick(["Staging", "Prod"])
        cat = "1Password op:// references"
    elif kind == 3:
        snip = "projects/%s/secrets/%s/versions/latest" % (dg(12), pick(["db-password", "toss-secret-key", "openai-api-key"]))
        cat = "GCP Secret Manager resource name"
    elif kind == 4:
        snip = "https://kv-acme-%s.vault.azure.net/secrets/%s/%s" % (pick(["prod", "stg"]), pick(["SqlPassword", "StorageKey"]), hx(32))
        cat = "Azure Key Vault secret URI with version id"
    elif kind == 5:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: app-db\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/app/db\n        property: password")
        cat = "ExternalSecret manifest"
    else:
        snip = "$ doppler secrets get STRIPE_SECRET_KEY --project billing --config prd --plain\nDoppler Error: You do not have access to config 'prd'"
        cat = "doppler secrets get (access denied)"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I didn't know where the {ENV} credentials live. The service references:\n{S}", "The secret is not in the repo; it is referenced as:\n{S}",
          "Missing context: which secret store entry the app reads:\n{S}"],
         ["{ENV} 자격증명이 어디 있는지 몰랐음. 서비스가 참조하는 것:\n{S}", "secret은 repo에 없고 이렇게 참조만 함:\n{S}", "앱이 어느 secret store 항목을 읽는지 맥락이 없었음:\n{S}"]),
        (["References are safe to commit; the value is resolved at deploy time.", "Access is per-path; request the read policy instead of copying values.", ""],
         ["참조는 커밋해도 안전함. 값은 배포 시점에 resolve 됨.", "권한은 path 단위임. 값 복사 말고 read policy를 요청할 것.", ""]),
        (["Who approves read access to that path?", ""], ["그 path의 read 권한은 누가 승인하는지?", ""]), ENV=pick(ENVS), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(16)
def k_hashes(lang):
    kind = cyc("k_hashes", 9)
    if kind == 0:
        snip = "$ sha256sum dist/*.tar.gz\n%s  dist/app-%d.%d.%d.tar.gz\n%s  dist/cli-%d.%d.%d.tar.gz" % (hx(64), 1, R.randrange(20), R.randrange(20), hx(64), 0, R.randrange(20), R.randrange(9))
        cat = "sha256sum output"
    elif kind == 1:
        snip = "image: ghcr.io/acme/%s@sha256:%s" % (pick(SVCS), hx(64))
        cat = "container image digest"
    elif kind == 2:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ("lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, b64_of_len(64)))
        cat = "package-lock integrity sha512"
    elif kind == 3:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/redis/go-redis/v9"])
        snip = "%s v1.%d.%d h1:%s\n%s v1.%d.%d/go.mod h1:%s" % (mod, R.randrange(30), R.randrange(9), b64_of_len(32), mod, R.randrange(30), R.randrange(9), b64_of_len(32))
        cat = "go.sum h1 hashes"
    elif kind == 4:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        cat = "pip --hash pins"
    elif kind == 5:
        snip = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (R.randrange(150, 215), hx(64))
        cat = "Cargo.lock checksum"
    elif kind == 6:
        snip = 'HTTP/2 200\netag: "%s"\ncontent-md5: %s\nx-amz-version-id: %s' % (hx(32), b64_of_len(16), b64u(32))
        cat = "ETag / Content-MD5 headers"
    elif kind == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64_of_len(48)
        cat = "SRI integrity attribute"
    else:
        snip = "MD5 (backup-2024-11-25.sql.gz) = %s\nSHA1 (backup-2024-11-25.sql.gz) = %s" % (hx(32), hx(40))
        cat = "md5/sha1 checksums"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Build reproducibility check: the artifact hashes differ between runners:\n{S}", "Missing context on why the install fails verification:\n{S}",
          "I needed to confirm which exact artifact is deployed:\n{S}"],
         ["빌드 재현성 확인: 러너마다 아티팩트 해시가 다름:\n{S}", "설치 검증 실패 이유에 대한 맥락이 없었음:\n{S}", "정확히 어떤 아티팩트가 배포됐는지 확인해야 했음:\n{S}"]),
        (["Checksums are public integrity data; mismatches usually mean a different build timestamp.", "Pin by digest, not by tag.", ""],
         ["체크섬은 공개 무결성 정보임. 불일치는 보통 빌드 타임스탬프 차이 때문.", "태그 말고 digest로 고정할 것.", ""]),
        (["Do we sign artifacts anywhere, or only hash them?", ""], ["아티팩트 서명도 하는지, 해시만 하는지?", ""]), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(12)
def k_git(lang):
    kind = cyc("k_git", 5)
    if kind == 0:
        lines = ["%s %s" % (hx(7), pick(["fix: retry on 502 from PG", "chore(deps): bump axios", "feat: 정산 리포트 CSV export", "revert: rollout of new cache", "refactor: split OrderService", "fix(auth): refresh token race"])) for _ in range(R.randrange(3, 7))]
        snip = "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines))
        cat = "git log --oneline"
    elif kind == 1:
        snip = "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (hx(40), R.randrange(1, 4), R.randrange(30), R.randrange(10), R.randrange(1, 40), hx(7))
        cat = "git rev-parse / describe"
    elif kind == 2:
        snip = "      - uses: actions/checkout@%s # v4.1.1\n      - uses: actions/setup-node@%s # v4.0.2" % (hx(40), hx(40))
        cat = "actions pinned by commit SHA"
    elif kind == 3:
        a, b = hx(40), hx(40)
        snip = "%s is the first bad commit\ncommit %s\nAuthor: %s <%s@acme.io>\nDate:   Tue Nov 19 14:02:11 2024 +0900\n\n    perf: batch inserts in ledger writer" % (a, a, pick(NAMES).capitalize(), pick(NAMES))
        cat = "git bisect result"
    else:
        snip = "Merge pull request #%d from acme/%s\n\nmerge base %s\nhead %s" % (R.randrange(100, 5000), pick(["fix/timeout", "feat/kakao-login", "chore/deps"]), hx(40), hx(40))
        cat = "merge commit with SHAs"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I didn't know which commit introduced the regression:\n{S}", "Needed to map the deployed build back to source:\n{S}"],
         ["어떤 커밋에서 회귀가 생겼는지 몰랐음:\n{S}", "배포된 빌드를 소스 커밋에 매핑해야 했음:\n{S}"]),
        (["git bisect run with the integration test finds it in ~8 steps.", "The build label contains the short SHA; that is enough to find the commit.", ""],
         ["통합 테스트로 git bisect run 돌리면 8단계 정도면 찾음.", "빌드 라벨에 short SHA가 있으니 그걸로 커밋 찾으면 됨.", ""]),
        ([""], [""]), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(18)
def k_ids(lang):
    kind = cyc("k_ids", 9)
    if kind == 0:
        snip = "x-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (uuid4(), hx(8), hx(24))
        cat = "request and X-Ray trace ids"
    elif kind == 1:
        snip = "traceparent: 00-%s-%s-01" % (hx(32), hx(16))
        cat = "W3C traceparent"
    elif kind == 2:
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s): Rate exceeded" % uuid4().upper().replace("-", "")[:32]
        cat = "AWS RequestId"
    elif kind == 3:
        snip = "Sentry event %s (issue ACME-API-%s) first seen 2024-11-2%d" % (hx(32), anu(3), R.randrange(10))
        cat = "Sentry event id"
    elif kind == 4:
        snip = "X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: ICN57-P%d\nX-Amz-Cf-Id: %s==" % (R.randrange(1, 9), b64u(54))
        cat = "CloudFront X-Amz-Cf-Id"
    elif kind == 5:
        snip = "dd.trace_id=%s dd.span_id=%s order_id=%s status=FAILED" % (dg(19), dg(19), uuid4())
        cat = "Datadog trace/span ids"
    elif kind == 6:
        snip = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), hx(16))
        cat = "idempotency and correlation ids"
    elif kind == 7:
        snip = "job_id=%s run_id=%s attempt=3 pod=%s-%s-%s" % (uuid4(), dg(11), pick(SVCS), hx(10)[:9], anl(5))
        cat = "job/run/pod identifiers"
    else:
        snip = "kafka: topic=orders.v2 partition=%d offset=%d key=%s" % (R.randrange(12), R.randrange(10**6, 10**9), uuid4())
        cat = "Kafka offset and message key"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Support escalated a failed order; the only identifiers we had:\n{S}", "I couldn't correlate the client error with server logs until I found:\n{S}",
          "Missing context: how to trace a request end to end. Example:\n{S}"],
         ["CS에서 실패한 주문을 에스컬레이션함. 가진 식별자는 이것뿐:\n{S}", "클라이언트 에러를 서버 로그와 연결 못 하다가 이걸 찾음:\n{S}",
          "요청을 끝까지 추적하는 방법을 몰랐음. 예시:\n{S}"]),
        (["Search logs by the request id; it is propagated through all services.", "These ids are safe to share with the vendor's support.", ""],
         ["request id로 로그 검색하면 됨. 모든 서비스에 전파됨.", "이 ID들은 벤더 지원팀에 공유해도 됨.", ""]),
        (["Can the client show the request id in error toasts?", ""], ["클라이언트 에러 토스트에 request id를 보여줄 수 있는지?", ""]), **c)
    return cln(lang, cat, mc, ls, ask)


def ssh_pub(kind="ed25519"):
    if kind == "ed25519":
        raw = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(R.randrange(256) for _ in range(32))
        return "ssh-ed25519 " + base64.b64encode(raw).decode()
    if kind == "ecdsa":
        raw = (b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
               + bytes(R.randrange(256) for _ in range(64)))
        return "ecdsa-sha2-nistp256 " + base64.b64encode(raw).decode()
    raw = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(R.randrange(256) for _ in range(256))
    return "ssh-rsa " + base64.b64encode(raw).decode()


def kind_note(lang, kinds, default_ask=None):
    """kinds: list of (category, snippet, (en intros), (ko intros), (en lessons), (ko lessons))"""
    cat, snip, ei, ki, el, kl = kinds[cyc("kind_note:" + kinds[0][0], len(kinds))]
    mc = fmt(pick(ei if lang == "en" else ki), S=snip)
    ls = pick((list(el) + [""]) if lang == "en" else (list(kl) + [""]))
    ask = ""
    if default_ask and chance(0.65):
        ask = pick(default_ask[0] if lang == "en" else default_ask[1])
    return cln(lang, cat, mc, ls, ask)


@clean(16)
def k_pubkeys(lang):
    who = "%s@%s" % (pick(NAMES), pick(["macbook", "ci-runner", "bastion", "desktop-kr"]))
    body = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64body(64 * 5 + 28) + "IDAQAB"
    pem_pub = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    cbody = "MIIDdzCCAl+gAwIBAgIUe" + b64body(64 * 6 + 10)
    cert = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(cbody[i:i + 64] for i in range(0, len(cbody), 64))
    kinds = [
        ("authorized_keys public keys", "~/.ssh/authorized_keys\n%s %s\n%s %s" % (ssh_pub("ed25519"), who, ssh_pub("ecdsa"), pick(NAMES) + "@laptop"),
         ["To grant the new runner SSH access I needed to know which keys are already trusted on the bastion:\n{S}"],
         ["새 러너에 SSH 권한을 주려면 bastion에 이미 신뢰된 키가 뭔지 알아야 했음:\n{S}"],
         ["Adding a public key is harmless by itself; the review is about who holds the private half."],
         ["공개키 추가 자체는 위험하지 않음. 검토 대상은 개인키를 누가 가지고 있느냐임."]),
        ("ssh-rsa public key", "%s %s" % (ssh_pub("rsa"), who),
         ["The deploy user rejected my key; this is the public key I registered:\n{S}"],
         ["배포 계정이 내 키를 거부함. 등록한 공개키:\n{S}"],
         ["OpenSSH 9 disables ssh-rsa SHA-1 signatures; the key is fine but the client must use rsa-sha2-256."],
         ["OpenSSH 9는 ssh-rsa SHA-1 서명을 막음. 키는 문제없고 클라이언트가 rsa-sha2-256을 써야 함."]),
        ("PEM PUBLIC KEY (JWT verification)", pem_pub,
         ["Token verification failed after the IdP migration; the verifier is configured with this public key:\n{S}"],
         ["IdP 이전 후 토큰 검증 실패. 검증기에 설정된 공개키:\n{S}"],
         ["The IdP rotated its signing key; fetch the JWKS instead of pinning one PEM."],
         ["IdP가 서명 키를 교체했음. PEM 하나를 고정하지 말고 JWKS를 가져올 것."]),
        ("PEM CERTIFICATE (public)", cert,
         ["The partner's mTLS handshake failed; they sent their CA certificate:\n{S}"],
         ["파트너사 mTLS handshake 실패. 상대가 보내준 CA 인증서:\n{S}"],
         ["Certificates are public; the chain was just missing the intermediate."],
         ["인증서는 공개 정보임. 체인에 intermediate가 빠져 있었을 뿐."]),
        ("JWKS public key", '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (hx(16), b64url_nopad(256)),
         ["Missing context: where the gateway gets verification keys. /.well-known/jwks.json returns:\n{S}"],
         ["게이트웨이가 검증 키를 어디서 가져오는지 몰랐음. /.well-known/jwks.json 응답:\n{S}"],
         ["The gateway caches JWKS for 10 minutes, so a kid mismatch heals itself."],
         ["게이트웨이가 JWKS를 10분 캐시하므로 kid 불일치는 시간이 지나면 해결됨."]),
        ("age public recipients", "creation_rules:\n  - path_regex: secrets/prod/.*\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH, 58), rs(BECH, 58)),
         ["Missing context: how to add someone to the encrypted secrets. .sops.yaml lists recipients (public keys only):\n{S}"],
         ["암호화된 secret에 사람을 추가하는 방법을 몰랐음. .sops.yaml에는 recipient(공개키)만 있음:\n{S}"],
         ["After adding a recipient, run `sops updatekeys` on every file."],
         ["recipient 추가 후에는 모든 파일에 `sops updatekeys` 실행."]),
        ("WireGuard peer PublicKey only", "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(NAMES), b64_of_len(32), R.randrange(2, 250)),
         ["The VPN server config has one [Peer] per person; I added mine like this:\n{S}"],
         ["VPN 서버 설정에 사람마다 [Peer]가 하나씩 있음. 내 것은 이렇게 추가:\n{S}"],
         ["Only the public key goes to the server; the private key stays on the laptop."],
         ["서버에는 공개키만 올라감. 개인키는 노트북에만 있음."]),
        ("minisign public key", "untrusted comment: minisign public key %s\nRWQ%s" % (hxu(16), b64body(53)),
         ["Release artifacts are signed; to verify them the docs give this public key:\n{S}"],
         ["릴리스 아티팩트는 서명돼 있음. 검증용으로 문서에 있는 공개키:\n{S}"],
         ["Verify with `minisign -Vm file -P <pubkey>` before installing."],
         ["설치 전에 `minisign -Vm file -P <pubkey>`로 검증할 것."]),
    ]
    return kind_note(lang, kinds, (["Who approves new trusted keys?"], ["신뢰 키 추가는 누가 승인하는지?"]))


@clean(10)
def k_fingerprints(lang):
    kinds = [
        ("ssh-keygen -lf fingerprint", "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@macbook (ED25519)" % (b64_of_len(32).rstrip("="), pick(NAMES)),
         ["The bastion log shows which key logged in only by fingerprint; mine is:\n{S}"],
         ["bastion 로그에는 어떤 키로 로그인했는지 fingerprint만 나옴. 내 것:\n{S}"],
         ["Compare fingerprints, never paste private keys to check identity."], ["신원 확인은 fingerprint로 비교할 것. 개인키를 붙여넣지 말 것."]),
        ("GPG key fingerprint", "pub   rsa4096 2023-03-14 [SC] [expires: 2026-03-13]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   rsa4096 2023-03-14 [E]" % hxu(40),
         ["apt complained about a missing key for our internal repo; the signing key we publish:\n{S}"],
         ["사내 apt repo에서 key가 없다는 에러. 우리가 배포하는 서명 키:\n{S}"],
         ["The key expires in 2026; put a reminder in the release calendar."], ["키가 2026년에 만료됨. 릴리스 캘린더에 알림 등록."]),
        ("TLS certificate SHA-256 fingerprint", "sha256 Fingerprint=%s" % ":".join(hxu(2) for _ in range(32)),
         ["The partner asked which certificate we present; `openssl x509 -noout -fingerprint -sha256` gives:\n{S}"],
         ["파트너사가 우리가 제시하는 인증서를 물어봄. `openssl x509 -noout -fingerprint -sha256` 결과:\n{S}"],
         ["Share the fingerprint, not the key file."], ["키 파일 말고 fingerprint를 공유할 것."]),
        ("ssh host key fingerprint prompt", "The authenticity of host 'bastion.acme.io (3.38.%d.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (
            R.randrange(255), R.randrange(255), b64_of_len(32).rstrip("=")),
         ["After the bastion rebuild everyone gets this prompt; I didn't know the new host key was expected:\n{S}"],
         ["bastion 재구축 후 모두 이 프롬프트를 봄. 호스트 키가 바뀐 게 정상이라는 걸 몰랐음:\n{S}"],
         ["Check the fingerprint against the one posted in #infra before answering yes."], ["yes 누르기 전에 #infra에 공지된 fingerprint와 비교할 것."]),
        ("Android network security config cert pins", "<pin-set expiration=\"2025-06-30\">\n  <pin digest=\"SHA-256\">%s</pin>\n  <pin digest=\"SHA-256\">%s</pin>\n</pin-set>" % (b64_of_len(32), b64_of_len(32)),
         ["The app broke after the CDN certificate renewal because of pinning:\n{S}"],
         ["CDN 인증서 갱신 후 pinning 때문에 앱이 깨짐:\n{S}"],
         ["Always pin a backup key and set an expiration."], ["백업 키도 같이 pin 하고 만료일을 설정할 것."]),
        ("Kakao Android key hash (SHA-1 of signing cert)", L(lang, "key hash registered in the Kakao developers console for the release build: %s", "카카오 개발자 콘솔에 등록한 릴리스 빌드 키 해시: %s") % b64_of_len(20),
         ["Login with Kakao failed only on release builds:\n{S}"],
         ["릴리스 빌드에서만 카카오 로그인이 실패함:\n{S}"],
         ["Debug and release builds have different signing certs, hence different key hashes."], ["debug와 release 빌드는 서명 인증서가 달라서 키 해시도 다름."]),
    ]
    return kind_note(lang, kinds)


@clean(20)
def k_account_ids(lang):
    kind = cyc("k_account_ids", 12)
    if kind == 0:
        acct = dg(12)
        snip = "arn:aws:iam::%s:role/%s\narn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, pick(["gha-deploy", "eks-node", "lambda-exec"]), acct, uuid4())
        cat = "AWS account id, role ARN, KMS key id"
    elif kind == 1:
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# auth: workload identity federation, no client secret" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/subscription/client ids (federated)"
    elif kind == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (dg(12), anl(32))
        cat = "Google OAuth client id"
    elif kind == 3:
        snip = "GitHub App: app_id=%s client_id=Iv23li%s installation_id=%s" % (dg(6), an(14), dg(8))
        cat = "GitHub App id/client id/installation id"
    elif kind == 4:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (hx(32), hx(32))
        cat = "Twilio Account SID / Messaging Service SID"
    elif kind == 5:
        snip = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s" % (hx(32), hx(32))
        cat = "Cloudflare account/zone ids"
    elif kind == 6:
        snip = "customer=cus_%s payment_intent=pi_%s charge=ch_%s account=acct_%s" % (an(14), an(24), an(24), an(16))
        cat = "Stripe object ids"
    elif kind == 7:
        snip = "Apple Team ID: %s\nKey ID: %s\nIssuer ID: %s\nBundle ID: kr.acme.%s" % (anu(10), anu(10), uuid4(), pick(["shop", "pay", "delivery"]))
        cat = "Apple team/key/issuer ids"
    elif kind == 8:
        snip = '"private_key_id": "%s",\n"client_email": "%s@%s.iam.gserviceaccount.com",\n"client_id": "%s"' % (hx(40), pick(["bq-loader", "ci-deployer"]), pick(["acme-prod-4821", "kr-analytics-01"]), dg(21))
        cat = "GCP service account ids (no private key)"
    elif kind == 9:
        snip = "Slack: team T%s, channel C%s, bot user U%s, app A%s" % (anu(10), anu(10), anu(10), anu(10))
        cat = "Slack workspace/channel/user/app ids"
    elif kind == 10:
        snip = "NAVER_CLIENT_ID=%s\n# client secret은 vault: secret/data/naver-search" % an(20) if lang == "ko" else "NAVER_CLIENT_ID=%s\n# client secret lives in vault: secret/data/naver-search" % an(20)
        cat = "Naver client id only (secret in vault)"
    else:
        snip = "CLOUDINARY_CLOUD_NAME=acme-media\nCLOUDINARY_API_KEY=%s\n# API secret is injected by the deploy job" % dg(15)
        cat = "Cloudinary cloud name + numeric API key"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I needed the identifiers to file a support ticket with the vendor:\n{S}", "Missing context: which account/app the {ENV} environment points to:\n{S}",
          "Terraform import needed these ids:\n{S}"],
         ["벤더 지원 티켓을 올리려면 식별자가 필요했음:\n{S}", "{ENV} 환경이 어느 계정/앱을 가리키는지 맥락이 없었음:\n{S}", "Terraform import에 이 ID들이 필요했음:\n{S}"]),
        (["These are identifiers, not credentials; they are fine in tickets and docs.", "Account ids differ per environment; check before importing.", ""],
         ["이건 식별자지 자격증명이 아님. 티켓이나 문서에 적어도 됨.", "환경마다 계정 ID가 다르니 import 전에 확인.", ""]),
        (["Is there an inventory page with all account ids?", ""], ["모든 계정 ID를 정리한 페이지가 있는지?", ""]), ENV=pick(ENVS), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(10)
def k_b64_data(lang):
    kind = cyc("k_b64_data", 6)
    if kind == 0:
        h = b64url_json({"alg": "RS256", "typ": "JWT", "kid": hx(16)})
        snip = L(lang, "The token header decodes fine (%s -> alg RS256) but the kid is not in the JWKS." % h,
                 "토큰 header는 정상 디코드됨 (%s -> alg RS256). 그런데 kid가 JWKS에 없음." % h)
        cat = "JWT header only (no payload/signature)"
    elif kind == 1:
        cfg = {"region": "ap-northeast-2", "bucket": "acme-exports", "retention_days": 30}
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: exporter\nbinaryData:\n  config.json: %s" % b64enc(json.dumps(cfg))
        cat = "ConfigMap binaryData (base64 of public JSON)"
    elif kind == 2:
        snip = '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s">' % b64body(12)
        cat = "data URI of tiny image"
    elif kind == 3:
        rec = "order_id,status,amount\n%s,PAID,12900\n" % uuid4()
        snip = "kafka value (base64): %s" % b64enc(rec)
        cat = "base64 Kafka message of order CSV"
    elif kind == 4:
        snip = "$ echo '%s' | base64 -d\n{\"feature\":\"new-checkout\",\"rollout\":25}" % b64enc('{"feature":"new-checkout","rollout":25}')
        cat = "base64 feature flag payload"
    else:
        cur = b64enc(json.dumps({"id": R.randrange(10**6, 10**8), "created_at": "2024-11-2%dT10:00:00Z" % R.randrange(10)}))
        snip = "GET /v1/orders?limit=50&cursor=%s" % cur
        cat = "base64 pagination cursor"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The opaque-looking value in the request turned out to be plain encoded data:\n{S}", "I didn't know what this blob was until I decoded it:\n{S}"],
         ["요청에 있던 불투명해 보이는 값은 그냥 인코딩된 데이터였음:\n{S}", "디코드하기 전까지 이 값이 뭔지 몰랐음:\n{S}"]),
        (["base64 is encoding, not protection; but this one carries no secret.", "Decode before assuming a blob is a token.", ""],
         ["base64는 보호가 아니라 인코딩일 뿐. 다만 이 값에는 secret이 없음.", "blob을 토큰이라고 단정하기 전에 디코드해 볼 것.", ""]),
        ([""], [""]), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(14)
def k_versions(lang):
    kind = cyc("k_versions", 7)
    if kind == 0:
        snip = "version: %d.%d.%d-rc.%d+build.2024112%d.%s" % (R.randrange(1, 4), R.randrange(30), R.randrange(10), R.randrange(1, 5), R.randrange(10), hx(7))
        cat = "semver with build metadata"
    elif kind == 1:
        snip = "require github.com/acme/ledger v0.0.0-2024%02d%02d%06d-%s" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(10**6), hx(12))
        cat = "Go pseudo-version"
    elif kind == 2:
        snip = "static/js/main.%s.js\nstatic/js/%d.%s.chunk.js\nstatic/css/main.%s.css" % (hx(8), R.randrange(100, 999), hx(8), hx(8))
        cat = "webpack chunk hashes"
    elif kind == 3:
        snip = "%s-%s-%s   0/1   CrashLoopBackOff   7 (2m ago)   14m" % (pick(SVCS), hx(10)[:9], anl(5))
        cat = "k8s pod name"
    elif kind == 4:
        snip = "module.eks.aws_eks_node_group.this[\"spot-%s\"]\naws_s3_object.exports[\"reports/2024/11/%s.parquet\"]" % (pick(["a", "b"]), uuid4())
        cat = "Terraform resource addresses"
    elif kind == 5:
        snip = "versionName \"%d.%d.%d\"\nversionCode %d\n// build %s" % (R.randrange(1, 9), R.randrange(30), R.randrange(10), R.randrange(100000, 999999), hx(40))
        cat = "Android versionName/versionCode"
    else:
        snip = "ghcr.io/acme/%s:%s-%s-%s" % (pick(SVCS), pick(["main", "release-2024.11"]), dg(8), hx(12))
        cat = "docker tag with date and sha"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I didn't know which build is live in {ENV}:\n{S}", "The rollout picked up an unexpected version:\n{S}", "Missing context on the naming scheme:\n{S}"],
         ["{ENV}에 어떤 빌드가 떠 있는지 몰랐음:\n{S}", "롤아웃이 예상치 못한 버전을 가져감:\n{S}", "네이밍 규칙에 대한 맥락이 없었음:\n{S}"]),
        (["The suffix is the short commit SHA; use it to find the source.", "Caches key on the content hash in the filename.", ""],
         ["접미사는 short commit SHA임. 소스 찾을 때 사용.", "캐시는 파일명의 content hash를 키로 씀.", ""]),
        ([""], [""]), ENV=pick(ENVS), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(12)
def k_pw_policy(lang):
    kind = cyc("k_pw_policy", 6)
    if kind == 0:
        mc = L(lang, "Password policy for the admin console was undocumented. Current rules: min %d chars, at least one digit and one symbol, no reuse of the last 5, lockout after 5 failures for 15 min." % pick([10, 12, 14]),
               "어드민 콘솔 비밀번호 정책이 문서화돼 있지 않았음. 현재 규칙: 최소 %d자, 숫자·특수문자 각 1개 이상, 최근 5개 재사용 금지, 5회 실패 시 15분 잠금." % pick([10, 12, 14]))
        cat = "password policy rules"
    elif kind == 1:
        mc = L(lang, "Validation regex used by the signup form:\n^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,64}$" % pick([8, 10, 12]),
               "회원가입 폼의 비밀번호 검증 정규식:\n^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,64}$" % pick([8, 10, 12]))
        cat = "password validation regex"
    elif kind == 2:
        mc = L(lang, "Login latency jumped after the bcrypt cost was raised from 10 to %d; hashing now takes ~%d ms per attempt." % (pick([12, 13]), pick([250, 480])),
               "bcrypt cost를 10에서 %d로 올린 뒤 로그인 지연이 커짐. 시도당 해싱에 ~%dms 걸림." % (pick([12, 13]), pick([250, 480])))
        cat = "bcrypt cost discussion"
    elif kind == 3:
        mc = L(lang, "Security review asked us to follow NIST 800-63B: drop forced 90-day rotation, check new passwords against a breached-password list, allow up to 64 characters and spaces.",
               "보안 리뷰에서 NIST 800-63B를 따르라고 함: 90일 강제 변경 폐지, 유출 비밀번호 목록과 대조, 최대 64자·공백 허용.")
        cat = "NIST 800-63B discussion"
    elif kind == 4:
        mc = L(lang, "Korean users often type passwords with the IME in Hangul mode; we now show a 'Korean input is on' hint on the password field instead of silently failing.",
               "한글 자판 상태로 비밀번호를 입력하는 사용자가 많아서, 조용히 실패시키는 대신 비밀번호 필드에 '한글 입력 상태' 안내를 띄우기로 함.")
        cat = "IME/Hangul mode password UX"
    else:
        mc = L(lang, "zxcvbn score threshold for new passwords is 3; the reset flow used to accept score 1. Password managers' generated passwords all score 4.",
               "신규 비밀번호의 zxcvbn 점수 기준은 3. 재설정 플로우는 예전에 1점도 받아줬음. password manager가 생성한 비밀번호는 모두 4점.")
        cat = "zxcvbn threshold discussion"
    ls = L(lang, pick(["Never log the raw password field, even on validation errors.", "Rate-limit per account and per IP.", ""]),
           pick(["검증 에러가 나도 비밀번호 원문은 절대 로그에 남기지 말 것.", "계정별·IP별로 rate limit 걸 것.", ""]))
    ask = L(lang, pick(["Does the mobile app enforce the same rules?", ""]), pick(["모바일 앱도 같은 규칙을 적용하는지?", ""]))
    return cln(lang, cat, mc, ls, ask)


@clean(14)
def k_p_flags(lang):
    kind = cyc("k_p_flags", 9)
    port = str(pick([2222, 2022, 22022, 10022]))
    snip = [
        "$ docker run -d -p %d:80 -p %d:443 --name %s nginx:1.27" % (pick([8080, 8081, 9000]), pick([8443, 9443]), pick(SVCS)),
        "$ ssh -p %s %s@bastion.acme.io -L %d:%s:5432" % (port, pick(["deploy", "ec2-user", pick(NAMES)]), pick([5432, 15432, 25432]), pick(SQL_HOSTS)),
        "$ mysql -h %s -P 3306 -u %s -p\nEnter password:" % (pick(SQL_HOSTS), pick(USERS)),
        "$ psql -h localhost -p %d -U %s -d %s" % (pick([5433, 5434, 15432]), pick(USERS), pick(["app", "orders", "dw"])),
        "$ redis-cli -h 127.0.0.1 -p %d PING\nPONG" % pick([6380, 6381, 16379]),
        "$ mkdir -p build/%s && cp -p dist/* build/%s/" % ((pick(["out", "release", "tmp"]),) * 2),
        "$ kubectl port-forward -n %s svc/%s %d:%d" % (pick(["data", "prod", "batch"]), pick(["postgres", "redis", "kafka-ui"]), pick([15432, 16379, 18080]), pick([5432, 6379, 8080])),
        "$ git add -p %s" % pick(["src/billing/", "app/models/order.rb", "internal/ledger/"]),
        "$ scp -P %s -p %s deploy@bastion.acme.io:/tmp/" % (port, pick(["report.csv", "dump.sql.gz", "heap.hprof"])),
    ][kind]
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Couldn't reach the service locally; the command that worked:\n{S}", "Missing context on the non-standard ports in {ENV}:\n{S}"],
         ["로컬에서 서비스에 접근이 안 됐는데 이 명령으로 됨:\n{S}", "{ENV}의 비표준 포트에 대한 맥락이 없었음:\n{S}"]),
        ([["-p maps host:container ports.", "-p is the SSH port; -L forwards the DB.", "mysql -p without a value prompts for the password; -P is the port.",
           "-p is the port for psql.", "-p is the port for redis-cli.", "-p means parents for mkdir and preserve for cp.", "port-forward takes local:remote ports.",
           "-p here is interactive patch mode.", "scp uses -P for the port and -p to preserve times."][kind], ""],
         [["-p는 host:container 포트 매핑.", "-p는 SSH 포트, -L로 DB를 포워딩.", "mysql -p 뒤에 값이 없으면 비밀번호를 프롬프트로 물어봄. -P가 포트.",
           "psql의 -p는 포트.", "redis-cli의 -p는 포트.", "mkdir -p는 parents, cp -p는 preserve.", "port-forward는 local:remote 포트.",
           "여기서 -p는 patch 모드.", "scp는 -P가 포트, -p는 시간 보존."][kind], ""]),
        ([""], [""]), ENV=pick(ENVS), **c)
    return cln(lang, "-p flag that is not a password (%s)" % snip.split()[1], mc, ls, ask)


@clean(14)
def k_fixtures(lang):
    kind = cyc("k_fixtures", 8)
    if kind == 0:
        snip = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        cat = "AWS documentation example keys (EXAMPLE)"
    elif kind == 1:
        snip = 'monkeypatch.setenv("OPENAI_API_KEY", "test-key")\nmonkeypatch.setenv("STRIPE_SECRET_KEY", "sk_test_dummy")'
        cat = "pytest monkeypatch fake keys"
    elif kind == 2:
        snip = 'const FAKE_TOKEN = "ghp_" + "x".repeat(36); // shape-only fixture for the scanner test'
        cat = "constructed fake token in test"
    elif kind == 3:
        snip = "card: 4242 4242 4242 4242, exp 12/34, cvc 123 (Stripe test card)\nfail card: 4000 0000 0000 0002"
        cat = "Stripe public test card numbers"
    elif kind == 4:
        snip = "services:\n  localstack:\n    image: localstack/localstack:3\n    environment:\n      AWS_ACCESS_KEY_ID: test\n      AWS_SECRET_ACCESS_KEY: test"
        cat = "localstack test/test credentials"
    elif kind == 5:
        snip = 'jest.mock("../slack", () => ({ client: new WebClient("xoxb-fake-token-for-tests") }));'
        cat = "jest mock with fake Slack token"
    elif kind == 6:
        snip = "fixtures/users.yml:\n  alice:\n    email: alice@example.com\n    password: <%= BCrypt::Password.create('password') %>"
        cat = "Rails fixture with literal 'password'"
    else:
        snip = 'wiremock stub: {"request": {"headers": {"Authorization": {"equalTo": "Bearer test-token"}}}, "response": {"status": 200}}'
        cat = "wiremock stub with test-token"
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["The unit tests need some credential-shaped values; this is what the suite uses:\n{S}", "Missing context: why tests pass without any real keys:\n{S}"],
         ["유닛 테스트에 자격증명 모양의 값이 필요함. 테스트 스위트가 쓰는 값:\n{S}", "실제 키 없이 테스트가 통과하는 이유에 대한 맥락이 없었음:\n{S}"]),
        (["These are deliberately fake or vendor-documented examples; real calls are stubbed.", "Keep fixtures obviously fake so scanners and reviewers don't trip.", ""],
         ["일부러 만든 가짜 값이거나 벤더 문서의 예시 값임. 실제 호출은 stub 처리됨.", "scanner나 리뷰어가 헷갈리지 않게 fixture는 티 나게 가짜로 둘 것.", ""]),
        ([""], [""]), **c)
    return cln(lang, cat, mc, ls, ask)


@clean(8)
def k_encrypted(lang):
    kinds = [
        ("SOPS-encrypted YAML values", "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2024-11-21T08:12:44Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1" % (
            b64_of_len(18), b64_of_len(32), b64_of_len(16), rs(BECH, 58), b64_of_len(48), b64_of_len(32), b64_of_len(16)),
         ["secrets/prod.yaml looked like it contained passwords, but it is SOPS-encrypted:\n{S}"],
         ["secrets/prod.yaml에 비밀번호가 있는 줄 알았는데 SOPS로 암호화된 파일이었음:\n{S}"],
         ["Encrypted values are safe in git; decrypting needs an age key listed in .sops.yaml."], ["암호화된 값은 git에 있어도 됨. 복호화하려면 .sops.yaml에 등록된 age 키가 필요."]),
        ("Ansible Vault ciphertext", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(R.randrange(3, 6))),
         ["group_vars/prod/vault.yml is committed; I didn't know it is encrypted with ansible-vault:\n{S}"],
         ["group_vars/prod/vault.yml이 커밋돼 있는데 ansible-vault로 암호화된 파일인 줄 몰랐음:\n{S}"],
         ["Edit with `ansible-vault edit`; the vault password itself is not in the repo."], ["`ansible-vault edit`로 수정. vault 비밀번호 자체는 repo에 없음."]),
        ("SealedSecret encryptedData", "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: app-db\nspec:\n  encryptedData:\n    password: AgB%s" % b64body(R.randrange(300, 420)),
         ["The GitOps repo has a SealedSecret for the DB; only the in-cluster controller can decrypt it:\n{S}"],
         ["GitOps repo에 DB용 SealedSecret이 있음. 클러스터 내부 컨트롤러만 복호화 가능:\n{S}"],
         ["Re-seal with kubeseal when moving to a new cluster; the controller key differs."], ["새 클러스터로 옮길 때는 kubeseal로 다시 seal 해야 함. 컨트롤러 키가 다름."]),
        ("age-encrypted armored file", "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n%s\n-----END AGE ENCRYPTED FILE-----" % (b64body(64), b64body(R.randrange(20, 60))),
         ["backup.env.age is checked in; it is age-encrypted to the ops recipients:\n{S}"],
         ["backup.env.age 파일이 체크인돼 있음. ops recipient 대상으로 age 암호화된 파일:\n{S}"],
         ["Only holders of the recipients' private keys can read it."], ["recipient 개인키를 가진 사람만 읽을 수 있음."]),
    ]
    return kind_note(lang, kinds, (["Who holds the decryption keys?"], ["복호화 키는 누가 가지고 있는지?"]))


@clean(10)
def k_rotation(lang):
    vn = pick(["Stripe", "Toss Payments", "OpenAI", "Slack", "AWS", "Naver Cloud", "Kakao", "GitHub", "SendGrid", "Datadog"])
    t = "%02d:%02d" % (R.randrange(24), R.randrange(60))
    en = ["Rotated the {V} key at {t} KST per {T}. Old key revoked in the {V} dashboard; new value stored in vault under secret/data/{v}. Restarted {s1} and {s2}.",
          "Incident {T}: a {V} key was pasted in a public gist for ~20 minutes. It was revoked at {t}, usage logs show no calls from unknown IPs.",
          "{V} key rotation checklist: create new key, update the secret store, roll deployments, watch 401 rate, revoke old key after 24h."]
    ko = ["{T}에 따라 {t}(KST)에 {V} 키 교체함. 예전 키는 {V} 대시보드에서 폐기, 새 값은 vault secret/data/{v}에 저장. {s1}, {s2} 재시작.",
          "장애 {T}: {V} 키가 공개 gist에 약 20분간 노출됐음. {t}에 폐기했고 사용 로그상 모르는 IP의 호출은 없음.",
          "{V} 키 교체 체크리스트: 새 키 발급 → secret store 갱신 → 배포 롤링 → 401 비율 모니터링 → 24시간 후 예전 키 폐기."]
    mc = fmt(pick(en if lang == "en" else ko), V=vn, t=t, T=ticket(), v=vkey(vn), s1=pick(SVCS), s2=pick(SVCS))
    ls = L(lang, pick(["Revoke only after all consumers have picked up the new key.", "Rotation took 12 minutes end to end; automate the rollout step.", ""]),
           pick(["모든 사용처가 새 키를 반영한 뒤에 폐기할 것.", "교체에 총 12분 걸림. 롤아웃 단계는 자동화할 것.", ""]))
    ask = L(lang, pick(["Is there an owner list for third-party keys?", ""]), pick(["외부 서비스 키 담당자 목록이 있는지?", ""]))
    return cln(lang, "key rotation discussion without values [%s]" % vn, mc, ls, ask)


@clean(6)
def k_scanner_rules(lang):
    kinds = [
        ("gitleaks rule regex", '[[rules]]\nid = "toss-secret-key"\ndescription = "Toss Payments secret key"\nregex = \'\'\'(?:live|test)_g?sk_[0-9A-Za-z]{20,32}\'\'\'\nkeywords = ["_sk_"]',
         ["Our scanner missed Toss keys; I added a custom rule:\n{S}"], ["scanner가 토스 키를 못 잡아서 커스텀 룰 추가:\n{S}"],
         ["Test new rules against fixtures before enabling them in CI."], ["새 룰은 CI에 켜기 전에 fixture로 검증할 것."]),
        (".gitleaksignore fingerprints", "\n".join("%s:%s:%s:%d" % (hx(40), pick(["tests/fixtures/aws.json", "docs/setup.md", "examples/.env.example"]), pick(["aws-access-token", "generic-api-key", "slack-bot-token"]), R.randrange(1, 200)) for _ in range(3)),
         ["False positives from example files were blocking merges; I allowlisted them:\n{S}"], ["예제 파일 오탐 때문에 머지가 막혀서 allowlist 처리:\n{S}"],
         ["Allowlist by fingerprint, never by disabling the rule."], ["룰을 끄지 말고 fingerprint 단위로 allowlist 할 것."]),
        ("detect-secrets baseline hashed_secret", '"results": {\n  "config/example.yaml": [\n    {\n      "type": "Secret Keyword",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": %d\n    }\n  ]\n}' % (hx(40), R.randrange(1, 80)),
         ["The pre-commit hook flagged example.yaml; the baseline entry is:\n{S}"], ["pre-commit hook이 example.yaml을 잡음. baseline 항목:\n{S}"],
         ["The baseline stores only a hash of the flagged string."], ["baseline에는 잡힌 문자열의 해시만 저장됨."]),
        ("regex for AWS secret key in docs", "aws_secret_access_key\\s*[=:]\\s*['\\\"]?[A-Za-z0-9/+=]{40}['\\\"]?",
         ["Documented the pattern our log scrubber uses for AWS secrets:\n{S}"], ["로그 스크러버가 AWS secret에 쓰는 패턴을 문서화:\n{S}"],
         ["Pattern-based scrubbing misses keys without labels; combine with entropy checks."], ["패턴 기반 마스킹은 라벨 없는 키를 놓침. entropy 검사와 같이 쓸 것."]),
    ]
    return kind_note(lang, kinds)


@clean(10)
def k_http_dump(lang):
    kinds = [
        ("HTTP response headers (rate limit, ids)", "HTTP/2 429\ncontent-type: application/json\nx-ratelimit-limit: 600\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %d\ncf-ray: %s-ICN\nx-request-id: %s" % (ts_unix(), hx(16), uuid4()),
         ["The sync job got throttled; response headers from the vendor:\n{S}"], ["동기화 job이 throttling 당함. 벤더 응답 헤더:\n{S}"],
         ["Respect x-ratelimit-reset instead of fixed backoff."], ["고정 backoff 말고 x-ratelimit-reset을 따를 것."]),
        ("curl with token from env var", 'curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/vnd.github+json" https://api.github.com/repos/acme/web/pulls?state=open',
         ["Listing open PRs from the runner; the token is injected by the job:\n{S}"], ["러너에서 열린 PR 목록 조회. 토큰은 job이 주입:\n{S}"],
         ["The variable is expanded by the shell, so nothing sensitive is in the script."], ["변수는 셸이 확장하므로 스크립트에는 민감한 값이 없음."]),
        ("HTTP request without credentials", "POST /v1/payments/confirm HTTP/1.1\nHost: api.acme.io\nContent-Type: application/json\nX-Request-Id: %s\n\n{\"orderId\":\"order-%s\",\"amount\":%d}" % (uuid4(), dg(10), R.randrange(1000, 99000)),
         ["Reproducing the double-charge bug, the client sends:\n{S}"], ["이중 결제 버그 재현 시 클라이언트가 보내는 요청:\n{S}"],
         ["Auth is done by the gateway (mTLS), not by a header."], ["인증은 헤더가 아니라 게이트웨이(mTLS)에서 처리함."]),
        ("OAuth error response", '{"error":"invalid_client","error_description":"Client authentication failed (client_id=%s)","trace_id":"%s"}' % (an(20), hx(32)),
         ["Token exchange kept failing; the IdP responds with:\n{S}"], ["토큰 교환이 계속 실패함. IdP 응답:\n{S}"],
         ["invalid_client means the client secret in the secret store is outdated, not the code."], ["invalid_client는 코드가 아니라 secret store의 client secret이 오래됐다는 뜻."]),
    ]
    return kind_note(lang, kinds)


@clean(8)
def k_public_hex(lang):
    kinds = [
        ("Ethereum address and tx hash", "from: 0x%s\ntx: 0x%s\nblock: %d" % (hx(40), hx(64), R.randrange(18000000, 21000000)),
         ["The withdrawal looked stuck; on-chain data for it:\n{S}"], ["출금이 멈춘 것처럼 보였음. 온체인 정보:\n{S}"],
         ["Addresses and tx hashes are public; check the explorer before escalating."], ["주소와 tx hash는 공개 정보임. 에스컬레이션 전에 explorer 확인."]),
        ("IPFS CID", "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52),
         ["The NFT metadata URL points to:\n{S}"], ["NFT 메타데이터 URL:\n{S}"],
         ["CIDs are content addresses; anyone can fetch them."], ["CID는 콘텐츠 주소라 누구나 가져올 수 있음."]),
        ("MAC addresses and BLE UUIDs", "device %s rssi=-61 service=%s" % (":".join(hxu(2) for _ in range(6)), uuid4()),
         ["The beacon pairing failed in the store; scan output:\n{S}"], ["매장에서 비콘 페어링 실패. 스캔 결과:\n{S}"],
         ["Filter by service UUID, not by MAC; MACs rotate."], ["MAC은 바뀌니 service UUID로 필터링할 것."]),
        ("Bitcoin address", "deposit address: bc1q%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38),
         ["Customer sent funds to the old deposit address:\n{S}"], ["고객이 예전 입금 주소로 송금함:\n{S}"],
         ["Deposit addresses are public by design."], ["입금 주소는 원래 공개되는 값임."]),
    ]
    return kind_note(lang, kinds)


@clean(10)
def k_korean_ids(lang):
    kinds = [
        ("사업자등록번호 / 통신판매업 번호 (public)", "사업자등록번호 %s-%s-%s / 통신판매업신고 제2024-서울강남-%s호" % (dg(3), dg(2), dg(5), dg(5)),
         ["PG contract form needed our business ids (they're printed in the site footer anyway):\n{S}"], ["PG 계약서에 사업자 정보가 필요했음 (어차피 사이트 푸터에 공개된 값):\n{S}"],
         ["These are public business identifiers."], ["공개된 사업자 식별 정보임."]),
        ("Toss Payments paymentKey / orderId", "paymentKey=%s\norderId=order_%s\nstatus=DONE" % ("tviva" + dg(14) + an(5), dg(12)),
         ["CS asked about a payment; the identifiers from the confirm response:\n{S}"], ["CS에서 결제 건 문의. confirm 응답의 식별자:\n{S}"],
         ["paymentKey identifies a payment; querying it still requires the server-side secret key."], ["paymentKey는 결제 식별자일 뿐이고 조회하려면 서버의 secret key가 필요함."]),
        ("PortOne imp_uid / merchant_uid", "imp_uid: imp_%s\nmerchant_uid: mid_%s" % (dg(12), dg(13)),
         ["Refund failed for this order:\n{S}"], ["이 주문 환불이 실패함:\n{S}"],
         ["Look the payment up by imp_uid in the admin console."], ["관리자 콘솔에서 imp_uid로 조회할 것."]),
        ("Kakao app id and channel id", "Kakao app ID: %s\nKakao Channel: _%s" % (dg(6), an(5)),
         ["To register the Alimtalk templates I needed the app and channel ids:\n{S}"], ["알림톡 템플릿 등록에 앱 ID와 채널 ID가 필요했음:\n{S}"],
         ["App id and channel id are identifiers; the keys are separate."], ["앱 ID와 채널 ID는 식별자이고 키는 별도임."]),
        ("data.go.kr URL with placeholder serviceKey", "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={발급받은_인증키}&pageNo=1&numOfRows=100&dataType=JSON&base_date=20241126&base_time=0500&nx=55&ny=127",
         ["The weather widget calls the KMA API like this (key is injected at runtime):\n{S}"], ["날씨 위젯이 기상청 API를 이렇게 호출함 (키는 런타임 주입):\n{S}"],
         ["Use the Decoding key with requests' params; it encodes once."], ["requests params에는 Decoding 키를 넣을 것. 인코딩은 한 번만 됨."]),
        ("KG Inicis test MID", "mid=INIpayTest (이니시스 공식 테스트 상점 아이디), 실제 MID는 계약 후 발급",
         ["Local checkout testing uses the PG's public test merchant:\n{S}"], ["로컬 결제 테스트는 PG사의 공개 테스트 상점을 씀:\n{S}"],
         ["The test MID is public and cannot move real money."], ["테스트 MID는 공개 값이고 실제 결제는 안 됨."]),
    ]
    return kind_note(lang, kinds)


# ---- publishable (client-side) keys: at most 10% of clean notes
def _pub_kinds():
    supa_ref = anl(20)
    anon = jwt({"iss": "supabase", "ref": supa_ref, "role": "anon", "iat": 1716000000 + R.randrange(9000000), "exp": 2031000000 + R.randrange(9000000)})
    return [
        ("Stripe", "checkout.js publishable key", "const stripe = Stripe('pk_live_51%s');" % an(96)),
        ("Toss Payments", "payment widget client key", "const tossPayments = TossPayments(\"%s\");\nconst widgets = tossPayments.widgets({ customerKey: \"%s\" });" % (pick(["live_gck_", "live_ck_"]) + an(28), uuid4())),
        ("Kakao", "Kakao JavaScript key in Kakao.init", "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % hx(32)),
        ("Sentry", "Sentry DSN in browser SDK", "Sentry.init({ dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hx(32), dg(6), dg(7))),
        ("Supabase", "Supabase anon key in client", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (supa_ref, anon)),
        ("Firebase", "Firebase web config apiKey", "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"acme-shop.firebaseapp.com\",\n  projectId: \"acme-shop\",\n  appId: \"1:%s:web:%s\"\n};" % (b64u(35), dg(12), hx(22))),
        ("Mapbox", "Mapbox public pk. token", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_json({"u": pick(["acme-maps", "tripkr"]), "a": anl(25)}), b64u(22))),
        ("Algolia", "Algolia search-only key", "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (anu(10), hx(32))),
        ("PostHog", "PostHog project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43)),
        ("Google reCAPTCHA", "reCAPTCHA site key", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % b64u(38)),
        ("Clerk", "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64enc("clerk.acme.io$").rstrip("=")),
        ("PAY.JP", "PAY.JP public key", "Payjp('pk_live_%s')" % hx(24)),
        ("Razorpay", "Razorpay key_id in Checkout", "var options = { key: \"rzp_live_%s\", amount: 49900, currency: \"INR\", name: \"Acme\" };" % an(14)),
        ("Datadog", "Datadog RUM clientToken", "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'ap1.datadoghq.com', service: 'web' });" % (uuid4(), hx(32))),
        ("LaunchDarkly", "LaunchDarkly client-side ID", "const client = LDClient.initialize('%s', { kind: 'user', key: userId });" % hx(24)),
        ("Naver Maps", "Naver Maps ncpKeyId", "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % anl(10)),
        ("Braintree", "Braintree tokenization key", "braintree.client.create({ authorization: 'production_%s_%s' });" % (anl(8), anl(16))),
        ("Paddle", "Paddle.js client-side token", "Paddle.Initialize({ token: 'live_%s' });" % hx(27)),
        ("hCaptcha", "hCaptcha sitekey", "<div class=\"h-captcha\" data-sitekey=\"%s\"></div>" % uuid4()),
        ("Mixpanel", "Mixpanel project token", "mixpanel.init('%s', { track_pageview: true });" % hx(32)),
        ("Amplitude", "Amplitude browser API key", "amplitude.init('%s', { defaultTracking: true });" % hx(32)),
        ("PortOne", "PortOne storeId/channelKey", "PortOne.requestPayment({\n  storeId: \"store-%s\",\n  channelKey: \"channel-key-%s\",\n  paymentId: \"pay-%s\",\n  orderName: \"정기구독\", totalAmount: 9900, currency: \"CURRENCY_KRW\", payMethod: \"CARD\"\n});" % (uuid4(), uuid4(), dg(10))),
        ("Supabase", "Supabase publishable key", "SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % b64u(31)),
        ("Segment", "Segment browser write key", "analytics.load(\"%s\");" % an(32)),
        ("Kakao", "Kakao native app key in AndroidManifest scheme", "<data android:host=\"oauth\" android:scheme=\"kakao%s\" />" % hx(32)),
    ]


PUB_N = 25


def k_publishable(lang, i):
    """client-side keys documented as public by their vendor"""
    vn, cat, snip = _pub_kinds()[i]
    c = {"S": snip, "V": vn}
    mc, ls, ask = three(lang,
        (["Security review flagged the {V} key in the web bundle; checked what the frontend actually ships:\n{S}",
          "Missing context: which {V} key the client uses. From the frontend code:\n{S}",
          "I wasn't sure this {V} value is allowed in client code:\n{S}"],
         ["보안 리뷰에서 웹 번들에 있는 {V} 키를 지적함. 프론트가 실제로 내보내는 값 확인:\n{S}",
          "클라이언트가 어떤 {V} 키를 쓰는지 맥락이 없었음. 프론트 코드에서:\n{S}",
          "이 {V} 값이 클라이언트 코드에 있어도 되는지 확신이 없었음:\n{S}"]),
        (["{V} documents this key as public/client-side; the secret counterpart stays on the server.",
          "Restrict it by domain/bundle id in the {V} console; that is the intended protection.", ""],
         ["{V} 문서상 이 키는 공개(클라이언트용) 키임. 짝이 되는 secret은 서버에만 있음.",
          "{V} 콘솔에서 도메인/번들 ID로 제한하는 게 의도된 보호 방식임.", ""]),
        (["Is the domain restriction configured for the {V} key?", ""], ["{V} 키에 도메인 제한이 설정돼 있는지?", ""]), **c)
    return cln(lang, "%s [%s] [publishable]" % (cat, vn), mc, ls, ask)


for _i in range(PUB_N):
    CLEAN.append(((lambda lang, _i=_i: k_publishable(lang, _i)), 1, True))


# ---- plain notes with nothing credential-like
PLAIN = [
    (("The settlement batch uses the server's local timezone; on the new nodes TZ was UTC, so the daily cut-off moved by 9 hours.",
      "Set TZ=Asia/Seoul explicitly in the job spec and compute the cut-off with zoneinfo.",
      "Should all batch jobs standardize on UTC and convert only for reports?"),
     ("정산 배치가 서버 로컬 타임존을 씀. 새 노드는 TZ가 UTC라서 일 마감 기준이 9시간 밀림.",
      "job spec에 TZ=Asia/Seoul을 명시하고 마감 시각은 zoneinfo로 계산할 것.",
      "배치 job을 전부 UTC로 통일하고 리포트에서만 변환할지?")),
    (("I didn't know the order list endpoint does one query per line item; with 200 items it issued 201 queries.",
      "selectinload on OrderItem fixed it; p95 went from 1.8 s to 140 ms.", ""),
     ("주문 목록 API가 line item마다 쿼리를 하나씩 날린다는 걸 몰랐음. 200개면 쿼리 201번.",
      "OrderItem에 selectinload 적용해서 해결. p95가 1.8초에서 140ms로 줄어듦.", "")),
    (("The flaky checkout e2e test depends on the order of a Set in the cart serializer.",
      "Sort items by sku before rendering; the test has been green for 40 runs since.",
      "Is there a list of known flaky tests somewhere?"),
     ("결제 e2e 테스트가 간헐적으로 깨지는 건 장바구니 serializer의 Set 순서 때문이었음.",
      "렌더링 전에 sku로 정렬하니 40번 연속 통과.", "알려진 flaky 테스트 목록이 따로 있는지?")),
    (("Missing context: the mobile app still calls the v1 coupon API, so removing it would break iOS 5.2 and older.",
      "Check the API usage dashboard by app version before deprecating endpoints.",
      "When can we force-update iOS below 5.3?"),
     ("모바일 앱이 아직 v1 쿠폰 API를 호출해서 지우면 iOS 5.2 이하가 깨진다는 맥락이 없었음.",
      "엔드포인트 폐기 전에 앱 버전별 API 사용량 대시보드를 확인할 것.", "iOS 5.3 미만 강제 업데이트는 언제 가능한지?")),
    (("The Korean search results were wrong because the Elasticsearch index used the standard analyzer instead of nori.",
      "Reindex with the nori tokenizer and decompound_mode=mixed; recall for compound nouns improved a lot.", ""),
     ("한국어 검색 결과가 이상했던 건 Elasticsearch 인덱스가 nori 대신 standard analyzer를 써서였음.",
      "nori tokenizer + decompound_mode=mixed로 재색인하니 복합명사 검색이 크게 좋아짐.", "")),
    (("Docker builds on the CI runners were slow because the layer cache was disabled for arm64.",
      "Enable cache-from/cache-to with the registry backend; build time dropped from 14 to 4 minutes.",
      "Do we have enough registry storage for the cache images?"),
     ("CI 러너의 Docker 빌드가 느렸던 건 arm64에서 레이어 캐시가 꺼져 있어서였음.",
      "registry 백엔드로 cache-from/cache-to 켜니 빌드가 14분에서 4분으로 줄어듦.", "캐시 이미지용 registry 용량이 충분한지?")),
    (("I assumed the price column was in won, but the legacy table stores it in cents of USD for overseas sellers.",
      "Always read currency_code together with amount.", "Is there a migration plan for the legacy price table?"),
     ("가격 컬럼이 원 단위인 줄 알았는데 레거시 테이블은 해외 셀러의 경우 USD 센트로 저장함.",
      "amount는 항상 currency_code와 같이 읽을 것.", "레거시 가격 테이블 마이그레이션 계획이 있는지?")),
    (("The push notification job double-sent because two replicas ran the same cron.",
      "Use a leader lock (SELECT ... FOR UPDATE SKIP LOCKED) or a k8s CronJob instead of in-process cron.", ""),
     ("푸시 알림이 두 번 간 건 replica 두 개가 같은 cron을 돌려서였음.",
      "프로세스 내 cron 대신 leader lock(SELECT ... FOR UPDATE SKIP LOCKED)이나 k8s CronJob을 쓸 것.", "")),
    (("Missing context: the design system's Button has a 'danger' variant that is not in Figma yet.",
      "Ask design before adding variants; they sync Figma weekly.", "Who owns the design tokens repo?"),
     ("디자인 시스템 Button에 Figma에는 아직 없는 'danger' variant가 있다는 맥락이 없었음.",
      "variant 추가 전에 디자인팀에 먼저 물어볼 것. Figma는 주 1회 동기화됨.", "디자인 토큰 repo 담당자는 누구인지?")),
    (("The migration locked the orders table for 6 minutes because ADD COLUMN with a default rewrote the table on MySQL 5.7.",
      "Use ALGORITHM=INSTANT on 8.0 or gh-ost for big tables.", "Can we schedule DDL outside business hours by default?"),
     ("마이그레이션이 orders 테이블을 6분간 잠갔음. MySQL 5.7에서 default 있는 ADD COLUMN이 테이블을 다시 씀.",
      "8.0에서는 ALGORITHM=INSTANT, 큰 테이블은 gh-ost 사용.", "DDL은 기본적으로 업무 시간 외에 돌리도록 할 수 있는지?")),
    (("Memory kept growing in the image resizer; it was keeping every decoded frame of animated GIFs.",
      "Process frames as a stream and cap input size at 20 MB.", ""),
     ("이미지 리사이저 메모리가 계속 늘었음. 움직이는 GIF의 모든 프레임을 디코딩해서 들고 있었음.",
      "프레임을 스트림으로 처리하고 입력 크기를 20MB로 제한.", "")),
    (("The address autocomplete broke for road-name addresses with building numbers like '12-3'.",
      "Normalize the hyphen before calling the juso API and keep the original for display.", ""),
     ("도로명 주소에 '12-3' 같은 건물번호가 있으면 주소 자동완성이 깨졌음.",
      "juso API 호출 전에 하이픈을 정규화하고 표시는 원본을 유지할 것.", "")),
    (("I didn't know the feature flag service caches for 60 s, so toggling looked broken.",
      "Wait a minute or call the refresh endpoint in staging.", "Can the cache TTL be lowered for staging?"),
     ("feature flag 서비스가 60초 캐시한다는 걸 몰라서 토글이 안 되는 줄 알았음.",
      "1분 기다리거나 스테이징에서는 refresh endpoint를 호출할 것.", "스테이징은 캐시 TTL을 줄일 수 있는지?")),
    (("The CSV export opened with broken Korean in Excel because it was UTF-8 without BOM.",
      "Write a BOM (utf-8-sig) for files meant for Excel.", ""),
     ("CSV export를 Excel로 열면 한글이 깨졌음. BOM 없는 UTF-8이라서.",
      "Excel용 파일은 utf-8-sig(BOM)로 저장할 것.", "")),
    (("The Android build failed after the AGP upgrade because the namespace moved from the manifest to build.gradle.",
      "Set namespace in each module's build.gradle; the manifest attribute is ignored now.", ""),
     ("AGP 업그레이드 후 Android 빌드 실패. namespace가 manifest에서 build.gradle로 옮겨졌기 때문.",
      "각 모듈 build.gradle에 namespace 지정. manifest 속성은 이제 무시됨.", "")),
    (("Missing context: refunds over 1,000,000 KRW need manual approval in the back office, so the API returns 202, not 200.",
      "Treat 202 as pending and poll the refund status.", "Is the approval threshold configurable?"),
     ("100만 원 넘는 환불은 백오피스에서 수동 승인이 필요해서 API가 200이 아니라 202를 준다는 맥락이 없었음.",
      "202는 대기 상태로 보고 환불 상태를 polling 할 것.", "승인 기준 금액을 설정으로 바꿀 수 있는지?")),
    (("The GraphQL gateway timed out on the product page because of a 5-level nested query from the new carousel.",
      "Added a depth limit of 4 and a dataloader for variants.", ""),
     ("새 캐러셀의 5단계 중첩 쿼리 때문에 상품 페이지에서 GraphQL 게이트웨이가 timeout 남.",
      "depth limit 4를 걸고 variant에 dataloader 적용.", "")),
    (("Log volume tripled after the release; the new SDK logs every retry at INFO.",
      "Set the SDK logger to WARN and keep retries as a metric.", "Do we have a log budget per service?"),
     ("릴리스 후 로그량이 3배가 됨. 새 SDK가 재시도마다 INFO 로그를 찍음.",
      "SDK 로거를 WARN으로 두고 재시도는 메트릭으로 볼 것.", "서비스별 로그 예산이 있는지?")),
    (("I didn't know the staging DB is refreshed from a masked prod snapshot every Monday at 04:00.",
      "Don't rely on staging data surviving past Monday; use fixtures for long tests.", ""),
     ("스테이징 DB가 매주 월요일 04시에 마스킹된 prod 스냅샷으로 갱신된다는 걸 몰랐음.",
      "월요일 이후에도 스테이징 데이터가 남아 있을 거라 기대하지 말 것. 긴 테스트는 fixture 사용.", "")),
    (("The iOS app rejected the universal link because apple-app-site-association was served with a redirect.",
      "Serve it directly at /.well-known/ with content-type application/json and no redirect.", ""),
     ("apple-app-site-association 파일이 redirect로 서빙돼서 iOS 앱이 universal link를 거부함.",
      "/.well-known/ 경로에서 redirect 없이 application/json으로 직접 서빙할 것.", "")),
    (("Kafka consumer lag spiked because one partition had a poison message that failed deserialization forever.",
      "Route failures to a DLQ after 3 attempts.", "Who monitors the DLQ?"),
     ("파티션 하나에 역직렬화가 계속 실패하는 poison message가 있어서 Kafka consumer lag이 치솟음.",
      "3회 실패하면 DLQ로 보낼 것.", "DLQ 모니터링은 누가 하는지?")),
    (("The weekly report numbers differed from finance because we counted cancelled orders by creation date and they count by cancellation date.",
      "Agree on the date field before comparing numbers.", ""),
     ("주간 리포트 숫자가 재무팀과 달랐던 건 우리는 취소 주문을 생성일 기준, 재무는 취소일 기준으로 셌기 때문.",
      "숫자 비교 전에 기준 날짜 필드부터 맞출 것.", "")),
    (("Missing context: the CDN strips query strings for /static, so cache-busting must use file names.",
      "Use content-hashed file names; ?v= parameters are ignored.", ""),
     ("CDN이 /static 경로의 query string을 제거해서 cache busting은 파일명으로 해야 한다는 맥락이 없었음.",
      "content hash 파일명을 쓸 것. ?v= 파라미터는 무시됨.", "")),
    (("The Next.js build failed on the runner with 'heap out of memory' once the sitemap generation was added.",
      "Generate the sitemap in a separate step and set NODE_OPTIONS=--max-old-space-size=4096.", ""),
     ("sitemap 생성이 추가된 뒤로 러너에서 Next.js 빌드가 'heap out of memory'로 실패.",
      "sitemap은 별도 단계에서 만들고 NODE_OPTIONS=--max-old-space-size=4096 설정.", "")),
    (("The accessibility audit failed because icon-only buttons had no aria-label.",
      "Lint rule jsx-a11y/control-has-associated-label now catches it.", ""),
     ("아이콘만 있는 버튼에 aria-label이 없어서 접근성 점검에서 탈락.",
      "jsx-a11y/control-has-associated-label 린트 룰로 잡히게 함.", "")),
    (("I didn't know the partner API paginates with a 1-based page index while ours is 0-based; the first page was skipped.",
      "Wrap partner pagination in the client and test the first and last pages.", ""),
     ("파트너 API는 page가 1부터 시작하고 우리 쪽은 0부터라 첫 페이지가 누락됐다는 걸 몰랐음.",
      "파트너 pagination은 클라이언트에서 감싸고 첫/마지막 페이지를 테스트할 것.", "")),
    (("Holiday shipping estimates were wrong during Chuseok because the calendar table only had solar holidays.",
      "Load lunar holidays from the public holiday API every December.", "Who maintains the holiday calendar?"),
     ("추석 기간 배송 예정일이 틀렸던 건 휴일 테이블에 양력 공휴일만 있어서였음.",
      "매년 12월에 공휴일 API에서 음력 공휴일까지 적재할 것.", "휴일 캘린더는 누가 관리하는지?")),
    (("The websocket connections dropped every 60 s behind the load balancer.",
      "Raise the idle timeout to 350 s and send pings every 30 s.", ""),
     ("로드밸런서 뒤에서 websocket 연결이 60초마다 끊겼음.",
      "idle timeout을 350초로 올리고 30초마다 ping을 보낼 것.", "")),
]


PLAIN_COUNTER = [0]


@clean(49, risky=False)
def k_plain(lang):
    en, ko = PLAIN[PLAIN_COUNTER[0] % len(PLAIN)]
    PLAIN_COUNTER[0] += 1
    mc, ls, ask = en if lang == "en" else ko
    if chance(0.3):
        ls = ""
    if chance(0.3):
        ask = ""
    return cln(lang, "plain engineering note (no credential-like content)", mc, ls, ask)


# ---- additional secret templates: long logs, split values, query strings
LOG_LINES = [
    "INFO  [main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat started on port(s): 8080 (http)",
    "INFO  [main] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Starting...",
    "WARN  [pool-3-thread-1] c.a.o.client.RetryInterceptor : retry 1/3 after 502 from upstream",
    "INFO  [scheduler-1] c.a.s.SettlementJob : processed 1842 rows in 2314 ms",
    "DEBUG [http-nio-8080-exec-4] o.a.c.c.C.[Tomcat].[localhost] : Initializing Spring DispatcherServlet",
    "INFO  [kafka-consumer-0] c.a.o.OrderConsumer : partition=3 offset=918273 lag=12",
    "WARN  [main] o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000342: Could not obtain connection to query metadata",
    "INFO  [main] c.a.Application : Started Application in 7.412 seconds (process running for 8.1)",
    "ERROR [scheduler-2] c.a.n.PushSender : FCM send failed: UNAVAILABLE, will retry",
    "INFO  [http-nio-8080-exec-9] c.a.a.AccessLog : GET /healthz 200 2ms",
]


@generic(2)
def g_long_log(lang):
    n = R.randrange(6, 11)
    idx = list(range(len(LOG_LINES)))
    R.shuffle(idx)
    base = [LOG_LINES[i] for i in idx[:n]]
    kind = cyc("g_long_log", 3)
    if kind == 0:
        pw = pick([random_password(), human_password()])
        bad = "ERROR [main] c.a.c.DataSourceConfig : cannot connect, url=jdbc:postgresql://%s:5432/app?user=app&password=%s" % (pick(SQL_HOSTS), pw)
        vals = [pw]
    elif kind == 1:
        v = VENDORS[R.randrange(len(VENDORS))]
        lv = [p for p in v["fn"]() if p[2] and p[0]]
        if not lv:
            raise Retry()
        var, val, _ = lv[0]
        bad = "DEBUG [main] c.a.c.EnvDump : %s=%s" % (var, val)
        vals = [val]
    else:
        tok = pick(["ghp_" + an(36), "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), "sk-proj-" + b64u(60), hx(40)])
        bad = "WARN  [http-nio-8080-exec-2] c.a.w.Outbound : POST https://hooks.partner.example/v2/events?access_token=%s -> 401" % tok
        vals = [tok]
    pos = R.randrange(1, len(base))
    lines = base[:pos] + [bad] + base[pos:]
    t = R.randrange(3600 * 23)
    day = R.randrange(1, 29)
    out = []
    for l in lines:
        t += R.randrange(0, 40)
        out.append("2024-11-%02d %02d:%02d:%02d.%03d %s" % (day, (t // 3600) % 24, (t // 60) % 60, t % 60, R.randrange(1000), l))
    snip = "\n".join(out)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["Startup of {SVC} in {ENV} was slow and then failed; full log tail:\n{S}", "Missing context: why the pod restarts every few minutes. kubectl logs --previous:\n{S}"],
         ["{ENV}에서 {SVC} 기동이 느리다가 실패함. 로그 tail 전체:\n{S}", "pod가 몇 분마다 재시작되는 이유를 몰랐음. kubectl logs --previous:\n{S}"]),
        (["Don't log full config or URLs at startup; the env dump was left on from debugging.", ""],
         ["기동 시 설정 전체나 URL을 로그로 찍지 말 것. 디버깅하다 켠 env dump가 남아 있었음.", ""]),
        (["Who turned on the env dump logger?", ""], ["env dump 로거는 누가 켰는지?", ""]), SVC=pick(SVCS), ENV=pick(ENVS), **c)
    return sec(lang, "long application log with one leaking line", mc, ls, ask, vals)


@generic(2)
def g_split_pw(lang):
    user = pick(USERS)
    host = pick(SQL_HOSTS)
    pw = pick([human_password(), random_password(14), ko_keyboard_password()])
    if lang == "en":
        mc = pick(["The reporting DB is %s, user %s. I didn't know the password wasn't in vault at all." % (host, user),
                   "Connecting to %s as %s kept failing from my laptop; only the VPN route works." % (host, user)])
        ls = pick(["The on-call gave me the password in DM: %s. It should go into vault." % pw,
                   "Password turned out to be %s (set by hand last year, never rotated)." % pw])
        ask = pick(["Can the %s password be moved to vault and rotated?" % user, ""])
    else:
        mc = pick(["리포트 DB는 %s, 계정은 %s. 비밀번호가 vault에 아예 없다는 걸 몰랐음." % (host, user),
                   "노트북에서 %s에 %s 계정으로 접속이 계속 실패함. VPN 경로로만 됨." % (host, user)])
        ls = pick(["온콜이 DM으로 비밀번호 알려줌: %s. vault로 옮겨야 함." % pw,
                   "비밀번호는 %s 였음 (작년에 수동 설정 후 한 번도 안 바꿈)." % pw])
        ask = pick(["%s 계정 비밀번호를 vault로 옮기고 교체할 수 있는지?" % user, ""])
    return sec(lang, "user/host in one field, password in another", mc, ls, ask, [pw])


@generic(2)
def g_url_query(lang):
    kind = cyc("g_url_query", 4)
    if kind == 0:
        v = "AIza" + b64u(35)
        url = "GET /maps/api/place/textsearch/json?query=%%EA%%B0%%95%%EB%%82%%A8%%EC%%97%%AD&key=%s&language=ko" % v
        cat = "API key in access-log query string [Google Cloud]"
    elif kind == 1:
        v = pick([human_password(), random_password(12)])
        url = "GET /legacy/login.do?userId=%s&passwd=%s&returnUrl=%%2Fmain HTTP/1.1\" 302" % (pick(NAMES), pct(v))
        v = pct(v)
        cat = "password in legacy login query string"
    elif kind == 2:
        v = hx(32)
        url = "GET /api/v1/report?api_key=%s&from=2024-11-01&to=2024-11-30 HTTP/1.1\" 200" % v
        cat = "api_key in query string"
    else:
        v = b64u(43)
        url = "POST /oauth/token grant_type=refresh_token&refresh_token=%s&client_id=web" % v
        cat = "refresh token in form body log"
    snip = "%s - - [25/Nov/2024:%02d:%02d:%02d +0900] \"%s" % (pick(["10.0.3.17", "172.16.4.9", "121.134.%d.%d" % (R.randrange(255), R.randrange(255))]),
                                                           R.randrange(24), R.randrange(60), R.randrange(60), url)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["While checking traffic for {T} I grepped the access log:\n{S}", "The WAF flagged this request and I needed to understand it:\n{S}"],
         ["{T} 건으로 트래픽 확인하다가 access log를 grep 함:\n{S}", "WAF가 이 요청을 잡아서 내용을 파악해야 했음:\n{S}"]),
        (["Credentials in query strings end up in every proxy and access log; move them to headers or the body.", ""],
         ["query string에 있는 자격증명은 모든 프록시와 access log에 남음. 헤더나 body로 옮길 것.", ""]),
        ([""], [""]), T=ticket(), **c)
    return sec(lang, cat, mc, ls, ask, [v])


# ---- additional clean templates: long stack traces, long configs
@clean(5)
def k_stacktrace(lang):
    frames = ["\tat com.acme.%s.%s(%s.java:%d)" % (pick(["order", "billing", "ledger", "auth"]), pick(["Service.handle", "Repo.save", "Client.call", "Mapper.map"]),
                                                 pick(["OrderService", "LedgerRepo", "PgClient", "DtoMapper"]), R.randrange(20, 900)) for _ in range(R.randrange(6, 12))]
    head = pick(["java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"sku\" is null",
                 "org.springframework.dao.DataIntegrityViolationException: could not execute statement; constraint [uk_order_idempotency_key]",
                 "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 5000ms in 'flatMap'"])
    snip = "%s\n%s\n\t... %d more\nrequest_id=%s trace_id=%s" % (head, "\n".join(frames), R.randrange(5, 60), uuid4(), hx(32))
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["{T}: intermittent 500s on checkout. Stack trace from the error tracker:\n{S}"], ["{T}: 결제에서 간헐적 500. 에러 트래커의 스택 트레이스:\n{S}"]),
        (["The ids at the bottom are enough to find the request in Loki.", ""], ["아래쪽 ID로 Loki에서 요청을 찾을 수 있음.", ""]),
        ([""], [""]), T=ticket(), **c)
    return cln(lang, "long stack trace with request/trace ids", mc, ls, ask)


@clean(5)
def k_long_config(lang):
    snip = ("spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/${DB_NAME:app}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\n"
            "    hikari:\n      maximum-pool-size: %d\n  data:\n    redis:\n      host: ${REDIS_HOST}\n      password: ${REDIS_PASSWORD:}\n"
            "  security:\n    oauth2:\n      client:\n        registration:\n          kakao:\n            client-id: ${KAKAO_CLIENT_ID}\n            client-secret: ${KAKAO_CLIENT_SECRET}\n"
            "            redirect-uri: \"{baseUrl}/login/oauth2/code/kakao\"\n            authorization-grant-type: authorization_code\n"
            "toss:\n  secret-key: ${TOSS_SECRET_KEY}\n  base-url: https://api.tosspayments.com\n"
            "management:\n  endpoints:\n    web:\n      exposure:\n        include: health,info,prometheus") % R.randrange(10, 40)
    c = {"S": snip}
    mc, ls, ask = three(lang,
        (["I didn't know which settings {SVC} expects from the environment; application.yml is fully templated:\n{S}"],
         ["{SVC} 서비스가 환경에서 어떤 설정을 기대하는지 몰랐음. application.yml은 전부 템플릿임:\n{S}"]),
        (["Every secret is a ${...} placeholder; the helm chart maps them from the ExternalSecret.", ""],
         ["secret은 전부 ${...} placeholder임. helm 차트가 ExternalSecret에서 매핑함.", ""]),
        (["Is there a list of required env vars per service?", ""], ["서비스별 필수 env 목록이 있는지?", ""]), SVC=pick(SVCS), **c)
    return cln(lang, "long Spring config with ${} placeholders only", mc, ls, ask)


# ============================================================ assembly
N_SECRET = 360
N_CLEAN = 360
N_KO_PER_KIND = 144


def assign_langs(groups, lean, absorb, base=0.4):
    order = []
    for g in groups:
        if g not in order:
            order.append(g)
    langs = ["en"] * len(groups)
    picked = {}
    total = 0
    for g in order:
        idx = [i for i, x in enumerate(groups) if x == g]
        k = int(round(lean.get(g, base) * len(idx)))
        picked[g] = (idx, k)
        total += k
    idx, k = picked[absorb]
    k += N_KO_PER_KIND - total
    assert 0 <= k <= len(idx)
    picked[absorb] = (idx, k)
    for g in order:
        idx, k = picked[g]
        for i in R.sample(idx, k):
            langs[i] = "ko"
    assert langs.count("ko") == N_KO_PER_KIND
    return langs


def build():
    slots_s = [("vendor", v) for v in VENDORS] + [("generic", fn) for fn, w in GENERIC for _ in range(w)]
    slots_c = [fn for fn, w, risky in CLEAN for _ in range(w)]
    assert len(slots_s) == N_SECRET, len(slots_s)
    assert len(slots_c) == N_CLEAN, len(slots_c)
    # language: stratified per template group, Korean-specific templates lean Korean,
    # the large "other vendors" group absorbs the rest so each kind has exactly 40% ko
    def group_s(slot):
        kind, x = slot
        if kind == "vendor":
            return "vendor-kr" if x["region"].endswith("-kr") else "vendor-other"
        return x.__name__
    def group_c(fn):
        n = fn.__name__
        return "k_publishable" if n == "<lambda>" else n
    langs_s = assign_langs([group_s(x) for x in slots_s], {"vendor-kr": 0.7, "g_ko_keyboard": 0.7}, "vendor-other")
    langs_c = assign_langs([group_c(x) for x in slots_c], {"k_korean_ids": 0.8}, "k_plain")
    recs = []
    for (kind, x), lang in zip(slots_s, langs_s):
        recs.append(attempt(vendor_note, x, lang) if kind == "vendor" else attempt(x, lang))
    for fn, lang in zip(slots_c, langs_c):
        recs.append(attempt(fn, lang))
    R.shuffle(recs)
    for i, r in enumerate(recs):
        r["id"] = "dn%03d" % (i + 1)
    return recs


def final_checks(recs):
    assert 680 <= len(recs) <= 720
    kinds = [r["kind"] for r in recs]
    assert kinds.count("secret") == kinds.count("clean") == len(recs) // 2
    ids = [r["id"] for r in recs]
    assert len(ids) == len(dict.fromkeys(ids))
    seen = {}
    for r in recs:
        check_note(r)
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        key = json.dumps(r["fields"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, ("duplicate note", r["id"], seen.get(key))
        seen[key] = r["id"]
        if r["lang"] == "ko":
            assert any("\uac00" <= ch <= "\ud7a3" for ch in "".join(r["fields"].values())), r["id"]
    clean = [r for r in recs if r["kind"] == "clean"]
    pub = [r for r in clean if r["category"].endswith(" [publishable]")]
    assert len(pub) <= len(clean) // 10, len(pub)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v58.jsonl"
    recs = build()
    final_checks(recs)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                   "fields": {"missing_context": r["fields"]["missing_context"],
                              "lesson": r["fields"]["lesson"],
                              "ask_next_time": r["fields"]["ask_next_time"]},
                   "secrets": list(r["secrets"])}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    sys.stderr.write("wrote %d notes to %s (retries: %d)\n" % (len(recs), out, len(RETRIES)))


if __name__ == "__main__":
    main()
