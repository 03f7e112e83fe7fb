#!/usr/bin/env python3
"""Blind evaluation set v8 for a credential-redaction filter (see FORMAT.txt, README_v8.txt).
Python 3 standard library only. Deterministic: fixed seed, no dependence on PYTHONHASHSEED."""
import base64, hashlib, json, random, string, struct, sys, urllib.parse

SEED = 80808
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
A62 = UP + LO + DG
B64 = A62 + "+/"
B64U = A62 + "-_"
HEXL = "0123456789abcdef"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def a62(n): return rs(A62, n)
def hx(n): return rs(HEXL, n)
def HX(n): return rs(HEXL.upper(), n)
def b64(n): return rs(B64, n)
def b64u(n): return rs(B64U, n)
def b32(n): return rs(B32, n)
def dg(n): return R.choice("123456789") + rs(DG, n - 1)
def lo(n): return rs(LO, n)
def loan(n): return rs(LO + DG, n)
def upan(n): return rs(UP + DG, n)
def pick(seq): return R.choice(seq)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def rbytes(n): return bytes(R.randrange(256) for _ in range(n))
def b64e(b): return base64.b64encode(b).decode()
def b64ue(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload=None, alg="HS256"):
    head = b64ue(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    if payload is None:
        payload = {"sub": str(R.randrange(10**5, 10**7)), "iat": 1760000000 + R.randrange(10**7),
                   "role": pick(["admin", "service", "user", "ci"])}
    body = b64ue(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64ue(rbytes(32 if alg.startswith("HS") else 64))
    return f"{head}.{body}.{sig}"


def pem_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    s = b64e(der)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def pem_pkcs8_ec():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    s = b64e(der)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def _sshstr(b): return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32); seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i]); i += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    s = b64e(blob)
    lines = [s[i:i + 70] for i in range(0, len(s), 70)]
    pubtxt = "ssh-ed25519 " + b64e(pubblob) + " " + comment
    return lines, pubtxt


def ssh_pub_ed25519(comment):
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + b64e(pubblob) + " " + comment


def ssh_pub_rsa(comment):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64e(blob) + " " + comment


def rsa_partial(nlines):
    s = "MIIEpAIBAAKCAQEA" + b64(64 * nlines - 16)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def fingerprint():
    return "SHA256:" + b64e(rbytes(32)).rstrip("=")


# ---------------------------------------------------------------- passwords
WORDS = ["maple", "harbor", "cobalt", "pepper", "violet", "tundra", "lantern", "orbit", "falcon", "walnut",
         "glacier", "copper", "meadow", "saffron", "thunder", "pixel", "marble", "compass", "ember", "willow",
         "quartz", "nebula", "basil", "canyon", "otter", "rocket", "sierra", "velvet", "zephyr", "juniper"]
KO_WORDS = ["우리집강아지", "봄날의햇살", "하늘바라기", "초코우유", "별헤는밤", "달빛정원", "파란고래", "행복한하루", "민트초코", "제주감귤"]
KO_QWERTY = ["dkssudgktpdy", "tkfkdgo", "qlalfqjsgh", "gksrmfrhkd", "rlaclwlro", "ekfqlc", "qkdrkqtmqslek",
             "wpwnrkarbf", "ehdgoanf", "tjdnfxmrqufsl", "dnfldnjs", "godqhr", "cjdcnsdl"]
NAMES = ["jisoo", "minho", "alice", "devops", "ops", "admin", "deploy", "svc_app", "app_user", "hana", "kim.dh",
         "seoyeon", "backend", "ci-bot", "analytics", "reporter", "etl_user", "grafana", "root", "park"]


def pw_human():
    return pick(["Summer", "Winter", "Seoul", "Busan", "Welcome", "Dragon", "Monkey", "Sunshine", "Galaxy", "Tiger",
                 "Hanriver", "Namsan", "Baseball", "Kimchi", "Spring"]) + str(R.randrange(1985, 2027)) + pick("!@#$%?*") + pick(["", "", "a", "!", "x"])


def pw_phrase():
    sep = pick([" ", "-", "_", ".", " "])
    w = R.sample(WORDS, R.randrange(3, 5))
    if R.random() < 0.5:
        i = R.randrange(len(w))
        w[i] = w[i].capitalize()
    return sep.join(w) + (str(R.randrange(10, 99)) if R.random() < 0.5 else "")


def pw_punct():
    p = list(string.punctuation)
    R.shuffle(p)
    core = p[:R.randrange(6, 11)] + list(a62(R.randrange(6, 10)))
    R.shuffle(core)
    return "".join(core)


def pw_allpunct():
    p = list(string.punctuation + a62(8))
    R.shuffle(p)
    return "".join(p)


def pw_hangul():
    return pick(KO_WORDS) + str(R.randrange(10, 9999)) + pick("!@#$^&*~")


def pw_qwerty():
    return pick(KO_QWERTY) + pick(["", "!", "@", "#", "!!", "^^"]) + str(R.randrange(1, 9999))


def pw_leet():
    w = pick(["password", "letmein", "superuser", "database", "fortress", "hunter", "dragonfly", "kakaotalk"])
    tr = {"a": "@", "e": "3", "o": "0", "s": "$", "i": "1", "t": "7", "l": "1"}
    s = "".join(tr.get(c, c) if R.random() < 0.7 else c.upper() if R.random() < 0.3 else c for c in w)
    return s + pick(["!", "#", "_", "99", "2025", "!!", ""]) + str(R.randrange(0, 99))


def pw_generated():
    return rs(A62 + "!#%&*+-=?@^_", R.randrange(16, 32))


def pw_numeric():
    return dg(R.randrange(8, 13))


def pw_alnum():
    return a62(R.randrange(12, 20))


PW_STYLES = [("human", pw_human), ("passphrase", pw_phrase), ("punctuation", pw_punct), ("all-ascii-punct", pw_allpunct),
             ("hangul", pw_hangul), ("ko-qwerty", pw_qwerty), ("leet", pw_leet), ("generated", pw_generated),
             ("numeric", pw_numeric), ("alnum", pw_alnum)]


def pw(style=None, urlsafe=False, noquote=False, nospace=False):
    for _ in range(200):
        name, fn = pick(PW_STYLES) if style is None else dict((a, (a, b)) for a, b in PW_STYLES)[style]
        v = fn()
        if len(v) < 8:
            continue
        if urlsafe and any(c in v for c in " '\"\\`"):
            continue
        if noquote and any(c in v for c in "'\"\\`$"):
            continue
        if nospace and " " in v:
            continue
        return v
    raise RuntimeError("pw")


def pct(s):
    return urllib.parse.quote(s, safe="")


def host():
    return pick(["db-prod-01.internal", "pg.staging.corp.local", "10.0.3.17", "mysql-main.ap-northeast-2.rds.amazonaws.com",
                 "redis.cache.svc.cluster.local", "db.dev.example.kr", "172.16.20.5", "maria-02.idc.local",
                 "analytics-db.prod.svc", "orders-replica.cluster-abc.ap-northeast-2.rds.amazonaws.com"])


def user(): return pick(NAMES)
def dbname(): return pick(["orders", "app", "billing", "analytics", "shop_prod", "cms", "auth", "payments", "crm"])
def date(): return f"2025-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}"
def ver(): return f"{R.randrange(1, 9)}.{R.randrange(0, 30)}.{R.randrange(0, 15)}"
def sha40(): return hx(40)
def num(a, b): return R.randrange(a, b)
def ticket(): return pick(["OPS", "SEC", "BE", "INFRA", "PAY", "APP", "DATA"]) + "-" + str(R.randrange(100, 9999))

# ---------------------------------------------------------------- vendors
# (vendor, what, [(ENV_NAME, generator, listed_as_secret)])
VENDORS = []


def V(name, what, *items):
    VENDORS.append((name, what, list(items)))


V("GitHub", "personal access token", ("GITHUB_TOKEN", lambda: "ghp_" + a62(36), True))
V("GitHub fine-grained", "fine-grained PAT", ("GH_PAT", lambda: "github_pat_" + a62(22) + "_" + a62(59), True))
V("GitHub OAuth", "OAuth token", ("GH_OAUTH_TOKEN", lambda: "gho_" + a62(36), True))
V("GitHub App", "installation token", ("GH_APP_TOKEN", lambda: "ghs_" + a62(36), True))
V("GitLab", "personal access token", ("GITLAB_TOKEN", lambda: "glpat-" + b64u(20), True))
V("GitLab Runner", "runner authentication token", ("RUNNER_TOKEN", lambda: "glrt-" + b64u(20), True))
V("GitLab Deploy", "deploy token", ("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + b64u(20), True))
V("Bitbucket", "app password", ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + a62(28) + HX(8), True))
V("Gitea", "access token", ("GITEA_TOKEN", lambda: hx(40), True))
V("Slack", "bot token", ("SLACK_BOT_TOKEN", lambda: f"xoxb-{dg(12)}-{dg(13)}-{a62(24)}", True))
V("Slack user", "user token", ("SLACK_USER_TOKEN", lambda: f"xoxp-{dg(12)}-{dg(12)}-{dg(13)}-{hx(32)}", True))
V("Slack app", "app-level token", ("SLACK_APP_TOKEN", lambda: f"xapp-1-A{upan(10)}-{dg(13)}-{hx(64)}", True))
V("Discord", "bot token", ("DISCORD_TOKEN", lambda: b64e(str(R.randrange(10**17, 10**18)).encode()).rstrip("=") + "." + b64u(6) + "." + b64u(38), True))
V("Telegram", "bot token", ("TELEGRAM_BOT_TOKEN", lambda: f"{dg(10)}:AA{b64u(33)}", True))
V("Stripe", "live secret key", ("STRIPE_SECRET_KEY", lambda: "sk_live_51" + a62(97), True))
V("Stripe restricted", "restricted key", ("STRIPE_RK", lambda: "rk_live_51" + a62(97), True))
V("Stripe webhook", "webhook signing secret", ("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + a62(32), True))
V("Stripe test", "test secret key", ("STRIPE_TEST_KEY", lambda: "sk_test_51" + a62(97), True))
V("OpenAI", "project API key", ("OPENAI_API_KEY", lambda: "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74), True))
V("OpenAI legacy", "API key", ("OPENAI_KEY", lambda: "sk-" + a62(20) + "T3BlbkFJ" + a62(20), True))
V("Anthropic", "API key", ("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64u(93) + "AA", True))
V("Anthropic admin", "admin key", ("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64u(93) + "AA", True))
V("Google Cloud", "API key", ("GOOGLE_API_KEY", lambda: "AIza" + b64u(35), True))
V("Google OAuth", "client secret", ("GOOGLE_CLIENT_ID", lambda: f"{dg(12)}-{loan(32)}.apps.googleusercontent.com", False), ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64u(28), True))
V("Google OAuth refresh", "refresh token", ("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + pick("egd") + b64u(99), True))
V("AWS", "access key pair", ("AWS_ACCESS_KEY_ID", lambda: "AKIA" + b32(16), True), ("AWS_SECRET_ACCESS_KEY", lambda: b64(40), True))
V("Azure Storage", "account key", ("AZURE_STORAGE_KEY", lambda: b64e(rbytes(64)), True))
V("Azure AD", "client secret", ("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", lambda: rs(A62, 3) + "8Q~" + rs(A62 + "_.~-", 34), True))
V("Azure DevOps", "PAT", ("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52), True))
V("Azure OpenAI", "API key", ("AZURE_OPENAI_API_KEY", lambda: hx(32), True))
V("Twilio", "auth token", ("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", lambda: hx(32), True))
V("Twilio API key", "API key secret", ("TWILIO_API_KEY", lambda: "SK" + hx(32), True), ("TWILIO_API_SECRET", lambda: a62(32), True))
V("SendGrid", "API key", ("SENDGRID_API_KEY", lambda: "SG." + b64u(22) + "." + b64u(43), True))
V("Mailgun", "API key", ("MAILGUN_API_KEY", lambda: f"{hx(32)}-{hx(8)}-{hx(8)}", True))
V("Mailchimp", "API key", ("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randrange(2, 21)), True))
V("Postmark", "server token", ("POSTMARK_SERVER_TOKEN", uuid4, True))
V("Brevo", "API key", ("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + a62(16), True))
V("Resend", "API key", ("RESEND_API_KEY", lambda: "re_" + a62(8) + "_" + a62(24), True))
V("npm", "automation token", ("NPM_TOKEN", lambda: "npm_" + a62(36), True))
V("PyPI", "upload token", ("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + b64u(140), True))
V("RubyGems", "API key", ("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), True))
V("NuGet", "API key", ("NUGET_API_KEY", lambda: "oy2" + loan(43), True))
V("Docker Hub", "access token", ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64u(27), True))
V("JFrog", "API key", ("ARTIFACTORY_API_KEY", lambda: "AKCp" + a62(69), True))
V("Hugging Face", "access token", ("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), True))
V("Replicate", "API token", ("REPLICATE_API_TOKEN", lambda: "r8_" + a62(37), True))
V("Groq", "API key", ("GROQ_API_KEY", lambda: "gsk_" + a62(52), True))
V("Perplexity", "API key", ("PPLX_API_KEY", lambda: "pplx-" + a62(48), True))
V("Cohere", "API key", ("COHERE_API_KEY", lambda: a62(40), True))
V("Mistral", "API key", ("MISTRAL_API_KEY", lambda: a62(32), True))
V("DeepSeek", "API key", ("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), True))
V("xAI", "API key", ("XAI_API_KEY", lambda: "xai-" + a62(80), True))
V("Together AI", "API key", ("TOGETHER_API_KEY", lambda: hx(64), True))
V("Fireworks", "API key", ("FIREWORKS_API_KEY", lambda: "fw_" + a62(24), True))
V("Pinecone", "API key", ("PINECONE_API_KEY", lambda: "pcsk_" + a62(5) + "_" + a62(63), True))
V("Shopify", "admin API access token", ("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32), True))
V("Shopify app", "shared secret", ("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), True))
V("Square", "access token", ("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u(60), True))
V("Braintree", "access token", ("BRAINTREE_TOKEN", lambda: f"access_token$production${loan(16)}${hx(32)}", True))
V("PayPal", "client secret", ("PAYPAL_CLIENT_ID", lambda: "A" + b64u(79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + b64u(79), True))
V("Atlassian", "API token", ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64u(170) + "=" + HX(8), True))
V("Linear", "API key", ("LINEAR_API_KEY", lambda: "lin_api_" + a62(40), True))
V("Notion", "integration secret", ("NOTION_TOKEN", lambda: "ntn_" + dg(11) + a62(35), True))
V("Airtable", "personal access token", ("AIRTABLE_PAT", lambda: "pat" + a62(14) + "." + hx(64), True))
V("Figma", "personal access token", ("FIGMA_TOKEN", lambda: "figd_" + b64u(40), True))
V("Asana", "PAT", ("ASANA_PAT", lambda: f"2/{dg(16)}/{dg(16)}:{hx(32)}", True))
V("Sentry", "auth token", ("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), True))
V("Datadog", "API and app key", ("DD_API_KEY", lambda: hx(32), True), ("DD_APP_KEY", lambda: hx(40), True))
V("New Relic", "user API key", ("NEW_RELIC_API_KEY", lambda: "NRAK-" + upan(27), True))
V("New Relic license", "license key", ("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", True))
V("Grafana", "service account token", ("GRAFANA_TOKEN", lambda: "glsa_" + a62(32) + "_" + hx(8), True))
V("Grafana Cloud", "access policy token", ("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + b64(120) + "==", True))
V("Honeycomb", "ingest key", ("HONEYCOMB_API_KEY", lambda: "hcaik_" + loan(58), True))
V("PagerDuty", "API key", ("PAGERDUTY_TOKEN", lambda: "u+" + b64u(18), True))
V("Heroku", "API key", ("HEROKU_API_KEY", lambda: "HRKU-AA" + b64u(58), True))
V("DigitalOcean", "personal access token", ("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), True))
V("Vercel", "token", ("VERCEL_TOKEN", lambda: a62(24), True))
V("Netlify", "personal access token", ("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + a62(36), True))
V("Cloudflare", "API token", ("CLOUDFLARE_API_TOKEN", lambda: b64u(40), True))
V("Cloudflare global", "global API key", ("CF_API_KEY", lambda: hx(37), True))
V("Fastly", "API token", ("FASTLY_API_TOKEN", lambda: b64u(32), True))
V("Terraform Cloud", "team token", ("TFE_TOKEN", lambda: a62(14) + ".atlasv1." + a62(67), True))
V("HashiCorp Vault", "token", ("VAULT_TOKEN", lambda: "hvs." + b64u(90), True))
V("Doppler", "service token", ("DOPPLER_TOKEN", lambda: "dp.st.prd." + a62(43), True))
V("1Password", "service account token", ("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + b64(300), True))
V("Pulumi", "access token", ("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), True))
V("CircleCI", "personal API token", ("CIRCLE_TOKEN", lambda: "CCIPAT_" + a62(22) + "_" + hx(40), True))
V("Buildkite", "API token", ("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), True))
V("Snyk", "API token", ("SNYK_TOKEN", uuid4, True))
V("SonarQube", "user token", ("SONAR_TOKEN", lambda: "squ_" + hx(40), True))
V("Codecov", "upload token", ("CODECOV_TOKEN", uuid4, True))
V("Postman", "API key", ("POSTMAN_API_KEY", lambda: f"PMAK-{hx(24)}-{hx(34)}", True))
V("Algolia", "admin API key", ("ALGOLIA_APP_ID", lambda: upan(10), False), ("ALGOLIA_ADMIN_KEY", lambda: hx(32), True))
V("Mapbox", "secret token", ("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + b64u(60) + "." + b64u(22), True))
V("Okta", "API token", ("OKTA_API_TOKEN", lambda: "00" + b64u(40), True))
V("Auth0", "client secret", ("AUTH0_CLIENT_ID", lambda: a62(32), False), ("AUTH0_CLIENT_SECRET", lambda: b64u(64), True))
V("Supabase", "service role key", ("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": lo(20), "role": "service_role", "iat": 1700000000 + R.randrange(10**7), "exp": 2000000000 + R.randrange(10**7)}), True))
V("Supabase CLI", "access token", ("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), True))
V("Firebase", "FCM server key", ("FCM_SERVER_KEY", lambda: "AAAA" + b64u(7) + ":APA91b" + b64u(134), True))
V("PlanetScale", "password", ("DATABASE_PASSWORD", lambda: "pscale_pw_" + b64u(43), True))
V("Upstash", "REST token", ("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + b64(60) + "=", True))
V("Contentful", "management token", ("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + b64u(43), True))
V("Dropbox", "access token", ("DROPBOX_TOKEN", lambda: "sl.B" + b64u(135), True))
V("Zoom", "client secret", ("ZOOM_CLIENT_ID", lambda: a62(22), False), ("ZOOM_CLIENT_SECRET", lambda: a62(32), True))
V("Twitch", "OAuth token", ("TWITCH_OAUTH", lambda: loan(30), True))
V("Meta", "Graph API access token", ("FB_ACCESS_TOKEN", lambda: "EAA" + a62(180), True))
V("LINE", "channel access token", ("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64(171) + "=", True))
V("LINE channel", "channel secret", ("LINE_CHANNEL_SECRET", lambda: hx(32), True))
V("Kakao", "REST API key", ("KAKAO_REST_API_KEY", lambda: hx(32), True))
V("Kakao admin", "admin key", ("KAKAO_ADMIN_KEY", lambda: hx(32), True))
V("Naver Cloud", "access key pair", ("NCLOUD_ACCESS_KEY", lambda: "ncp_iam_BP" + upan(18), True), ("NCLOUD_SECRET_KEY", lambda: "ncp_iam_BP" + a62(30), True))
V("Naver Developers", "client secret", ("NAVER_CLIENT_ID", lambda: a62(20), False), ("NAVER_CLIENT_SECRET", lambda: a62(10), True))
V("Toss Payments", "secret key", ("TOSS_SECRET_KEY", lambda: "live_sk_" + a62(24), True))
V("PortOne", "API secret", ("PORTONE_API_SECRET", lambda: a62(80), True))
V("NHN Cloud", "app key and secret", ("NHN_APPKEY", lambda: a62(16), True), ("NHN_SECRET_KEY", lambda: a62(8), True))
V("Alibaba Cloud", "AccessKey pair", ("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + a62(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: a62(30), True))
V("Tencent Cloud", "SecretId/SecretKey", ("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + a62(32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: a62(32), True))
V("Huawei Cloud", "AK/SK", ("HUAWEICLOUD_SDK_AK", lambda: upan(20), True), ("HUAWEICLOUD_SDK_SK", lambda: a62(40), True))
V("WeChat", "AppSecret", ("WECHAT_APPID", lambda: "wx" + hx(16), False), ("WECHAT_APP_SECRET", lambda: hx(32), True))
V("DingTalk", "robot secret", ("DINGTALK_SECRET", lambda: "SEC" + hx(64), True))
V("Coolsms", "API key and secret", ("COOLSMS_API_KEY", lambda: "NCS" + upan(13), True), ("COOLSMS_API_SECRET", lambda: upan(32), True))
V("Channel Talk", "access secret", ("CHANNEL_ACCESS_KEY", lambda: hx(24), True), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), True))
V("Sendbird", "API token", ("SENDBIRD_API_TOKEN", lambda: hx(40), True))
V("Agora", "app certificate", ("AGORA_APP_CERTIFICATE", lambda: hx(32), True))
V("IBM Cloud", "API key", ("IBMCLOUD_API_KEY", lambda: b64u(44), True))
V("Databricks", "PAT", ("DATABRICKS_TOKEN", lambda: "dapi" + hx(32), True))
V("Elastic", "API key", ("ELASTIC_API_KEY", lambda: b64e((a62(20) + ":" + b64u(22)).encode()), True))
V("Confluent", "API secret", ("CONFLUENT_API_KEY", lambda: upan(16), False), ("CONFLUENT_API_SECRET", lambda: b64(64), True))
V("age", "identity", ("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), True))
V("Plaid", "secret", ("PLAID_CLIENT_ID", lambda: hx(24), False), ("PLAID_SECRET", lambda: hx(30), True))
V("Razorpay", "key secret", ("RAZORPAY_KEY_ID", lambda: "rzp_live_" + a62(14), False), ("RAZORPAY_KEY_SECRET", lambda: a62(24), True))
V("LaunchDarkly", "SDK key", ("LD_SDK_KEY", lambda: "sdk-" + uuid4(), True))
V("Segment", "write key", ("SEGMENT_WRITE_KEY", lambda: a62(32), True))
V("Mixpanel", "API secret", ("MIXPANEL_API_SECRET", lambda: hx(32), True))
V("Intercom", "access token", ("INTERCOM_TOKEN", lambda: "dG9rOj" + b64(50) + "=", True))
V("Zendesk", "API token", ("ZENDESK_API_TOKEN", lambda: a62(40), True))
V("HubSpot", "private app token", ("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4(), True))
V("Clerk", "secret key", ("CLERK_SECRET_KEY", lambda: "sk_live_" + a62(42), True))
V("Typeform", "personal token", ("TYPEFORM_TOKEN", lambda: "tfp_" + a62(44) + "_" + a62(14), True))
V("Tailscale", "auth key", ("TS_AUTHKEY", lambda: "tskey-auth-k" + a62(10) + "CNTRL-" + a62(33), True))
V("ngrok", "authtoken", ("NGROK_AUTHTOKEN", lambda: "2" + a62(26) + "_" + a62(21), True))
V("Fly.io", "deploy token", ("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + b64(200), True))
V("Render", "API key", ("RENDER_API_KEY", lambda: "rnd_" + a62(32), True))
V("Railway", "project token", ("RAILWAY_TOKEN", uuid4, True))
V("Cloudinary", "API secret", ("CLOUDINARY_API_KEY", lambda: dg(15), False), ("CLOUDINARY_API_SECRET", lambda: b64u(27), True))
V("Vonage", "API secret", ("VONAGE_API_KEY", lambda: hx(8), False), ("VONAGE_API_SECRET", lambda: a62(16), True))
V("Plivo", "auth token", ("PLIVO_AUTH_ID", lambda: "MA" + upan(18), False), ("PLIVO_AUTH_TOKEN", lambda: a62(40), True))
V("Telnyx", "API key", ("TELNYX_API_KEY", lambda: "KEY" + HX(32) + "_" + a62(22), True))
V("Shippo", "live token", ("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40), True))
V("EasyPost", "API key", ("EASYPOST_API_KEY", lambda: "EZAK" + hx(54), True))
V("Mux", "token secret", ("MUX_TOKEN_ID", uuid4, False), ("MUX_TOKEN_SECRET", lambda: b64(75), True))
V("Expo", "access token", ("EXPO_TOKEN", lambda: b64u(40), True))
V("MinIO", "access/secret key", ("MINIO_ACCESS_KEY", lambda: upan(20), True), ("MINIO_SECRET_KEY", lambda: b64(40), True))
V("Snowflake", "password", ("SNOWFLAKE_PASSWORD", lambda: pw(nospace=True, noquote=True), True))
V("Kakao Pay", "secret key", ("KAKAOPAY_SECRET_KEY", lambda: "DEV" + HX(37), True))
V("Naver Pay", "client secret", ("NAVERPAY_CLIENT_SECRET", lambda: a62(10) + "_" + a62(12), True))
V("Infisical", "service token", ("INFISICAL_TOKEN", lambda: "st." + uuid4() + "." + hx(32) + "." + hx(32), True))
V("Harness", "PAT", ("HARNESS_TOKEN", lambda: "pat." + a62(22) + "." + hx(24) + "." + a62(20), True))
V("Oracle Cloud", "auth token", ("OCI_AUTH_TOKEN", lambda: rs(A62 + "()<>[]{}+-_:;.", 20), True))
V("Yandex Cloud", "OAuth token", ("YC_TOKEN", lambda: "y0_AgAAAA" + b64u(50), True))
V("Gmail", "app password", ("SMTP_PASSWORD", lambda: " ".join(lo(4) for _ in range(4)), True))
V("Apple ID", "app-specific password", ("APPLE_APP_SPECIFIC_PASSWORD", lambda: "-".join(lo(4) for _ in range(4)), True))
V("Django", "SECRET_KEY", ("DJANGO_SECRET_KEY", lambda: "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50), True))
V("Rails", "master key", ("RAILS_MASTER_KEY", lambda: hx(32), True))
V("Laravel", "APP_KEY", ("APP_KEY", lambda: "base64:" + b64e(rbytes(32)), True))
V("NextAuth", "secret", ("NEXTAUTH_SECRET", lambda: b64e(rbytes(32)), True))
V("Lemon Squeezy", "API key", ("LEMONSQUEEZY_API_KEY", lambda: jwt(alg="RS256"), True))
V("Discogs", "personal token", ("DISCOGS_TOKEN", lambda: a62(40), True))
V("Bitly", "access token", ("BITLY_TOKEN", lambda: hx(40), True))
V("Dynatrace", "API token", ("DT_API_TOKEN", lambda: "dt0c01." + upan(24) + "." + upan(64), True))
V("Prefect", "API key", ("PREFECT_API_KEY", lambda: "pnu_" + a62(36), True))
V("Weights & Biases", "API key", ("WANDB_API_KEY", lambda: hx(40), True))
V("Neon", "API key", ("NEON_API_KEY", lambda: "napi_" + loan(64), True))
V("Scaleway", "secret key", ("SCW_ACCESS_KEY", lambda: "SCW" + upan(17), True), ("SCW_SECRET_KEY", uuid4, True))
V("Linode", "personal access token", ("LINODE_TOKEN", lambda: hx(64), True))
V("Hetzner", "API token", ("HCLOUD_TOKEN", lambda: a62(64), True))
V("Vultr", "API key", ("VULTR_API_KEY", lambda: upan(36), True))
V("Frame.io", "developer token", ("FRAMEIO_TOKEN", lambda: "fio-u-" + b64u(64), True))
V("Rakuten", "application secret", ("RAKUTEN_APP_SECRET", lambda: hx(40), True))
V("Ncloud SENS", "service secret", ("SENS_SECRET", lambda: a62(40), True))
V("Gabia", "hosting API key", ("GABIA_API_KEY", lambda: a62(32), True))
V("Cafe24", "client secret", ("CAFE24_CLIENT_ID", lambda: a62(22), False), ("CAFE24_CLIENT_SECRET", lambda: a62(22), True))
V("Coupang", "Open API secret key", ("COUPANG_ACCESS_KEY", uuid4, True), ("COUPANG_SECRET_KEY", lambda: hx(40), True))

# ---------------------------------------------------------------- vendor wrappers
WRAPPERS = []  # (lang, name, fn)


def W(lang, name):
    def deco(fn):
        WRAPPERS.append((lang, name, fn))
        return fn
    return deco


def lst(items): return [v for _, v, l in items if l]
def env_block(items, sep="="): return "\n".join(f"{k}{sep}{v}" for k, v, _ in items)
def first(items): return [x for x in items if x[2]][0]


SVC = ["billing-worker", "notifier", "search-api", "admin-web", "etl-nightly", "mobile-bff", "webhook-relay", "report-cron", "chat-bot", "ingest"]


@W("en", "dotenv pasted into missing_context")
def _(v, what, items, regen):
    s = pick(SVC)
    return (f"{s} kept returning 401 from {v}. The .env.local the user pasted in chat had the working values:\n{env_block(items)}",
            f"{s} reads the {v} {what} once at import time, so the dev server must be restarted after editing .env.local.",
            f"Is there a shared secret-store entry for {v}, or should I keep reading it from .env.local?", lst(items))


@W("en", "set -x CI log export")
def _(v, what, items, regen):
    log = "\n".join(f"+ export {k}={val}" for k, val, _ in items)
    return (f"CI job #{num(1000, 9999)} failed at the deploy step; the log showed (set -x was on):\n{log}\n+ ./scripts/deploy.sh --env prod",
            "The deploy script enables `set -x`, which echoes every exported variable into the public CI log. Wrap the export section in `set +x`.",
            "", lst(items))


@W("en", "chat excerpt user gives key")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"No {v} credentials in the repo. From the chat:\n> user: use this {what} for now, I'll rotate it later: {val}\n> me: ok, wiring it into {k}",
            f"The {v} integration only works with a {what}; the sandbox flag is ignored by the client library.",
            f"Has the {v} {what} from the chat been rotated yet?", [val])


@W("en", "docker run -e")
def _(v, what, items, regen):
    flags = " ".join(f"-e {k}={val}" for k, val, _ in items)
    return (f"Reproduced the {v} bug locally with:\ndocker run --rm {flags} ghcr.io/acme/{pick(SVC)}:{ver()}",
            "The container ignores the mounted .env file; variables have to be passed with -e or --env-file.",
            "Should local repro use --env-file instead of inline -e flags?", lst(items))


@W("en", "python client literal")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Found why the script worked on the user's laptop only: scripts/sync_{pick(['users', 'orders', 'events'])}.py has\n    client = Client(api_key=\"{val}\")  # TODO move to env\ninstead of os.environ[\"{k}\"].",
            f"Always load the {v} {what} from {k}; the hardcoded literal shadows the environment.",
            "Can I delete the hardcoded literal in the same PR?", [val])


@W("en", "js config object literal")
def _(v, what, items, regen):
    body = ",\n  ".join(f"{k.lower()}: '{val}'" for k, val, _ in items)
    return (f"src/lib/{v.split()[0].lower()}.ts had:\nexport const cfg = {{\n  {body}\n}};\nThe bundle shipped this to the browser.",
            f"Server-only {v} credentials must never be imported from client components; Next.js inlines them into the bundle.",
            "", lst(items))


@W("en", "curl bearer header")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Verified the {v} endpoint manually:\ncurl -s -H \"Authorization: Bearer {val}\" https://api.example.com/v1/ping\nreturned 200, so the app-side 401 is a config problem.",
            f"The app sends the {what} with a trailing newline read from the file; strip() it.",
            "Can we add a health check that validates the token without printing it?", [val])


@W("en", "error message echoes key")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Sentry event: AuthenticationError: Invalid {what} provided: {val}. You can find your key in the {v} dashboard.",
            f"The {v} SDK includes the full key in its exception text; scrub exception messages before sending them to Sentry.",
            f"Was {k} changed in the prod secret store on {date()}?", [val])


@W("en", "rotation old and new")
def _(v, what, items, regen):
    k, old, _ = first(items)
    new = first(regen())[1]
    return (f"Rotated the {v} {what} today. old {k}={old}\nnew {k}={new}",
            "Old key keeps working for 24h after rotation, so both deployments must be updated before the grace period ends.",
            f"Can I revoke the old {v} key now?", [old, new])


@W("en", "markdown code block in lesson")
def _(v, what, items, regen):
    return (f"The {v} sandbox didn't accept the staging config; nobody told me which credentials belonged to which environment.",
            f"Working staging config for {v}:\n```env\n{env_block(items)}\n```\nProd uses different values.",
            "Where do prod values live?", lst(items))


@W("en", "question to user with value")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Two different {v} values are floating around: one in docker-compose.override.yml, one in the wiki.",
            "Ask which environment a credential belongs to before wiring it in.",
            f"Is {val} the {what} for staging or prod?", [val])


@W("en", "table of env vars")
def _(v, what, items, regen):
    rows = "\n".join(f"| {k} | {val} | {pick(['staging', 'prod', 'dev'])} |" for k, val, _ in items)
    return (f"Inventory of {v} settings from the old README:\n| name | value | env |\n|---|---|---|\n{rows}",
            "The README table was the only documentation; it should point to the secret store instead of holding values.",
            "", lst(items))


@W("en", "terraform default")
def _(v, what, items, regen):
    blocks = "\n".join(f'variable "{k.lower()}" {{\n  default = "{val}"\n}}' for k, val, _ in items)
    return (f"terraform plan showed no diff for the {v} provider because variables.tf had defaults:\n{blocks}",
            "Sensitive variables need `sensitive = true` and no default.",
            "Should these move to TF_VAR_ env vars in the pipeline?", lst(items))


@W("en", "json log line")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Request logger dumped outgoing headers: {{\"level\":\"debug\",\"msg\":\"outbound\",\"host\":\"api.{v.split()[0].lower()}.com\",\"headers\":{{\"authorization\":\"Bearer {val}\"}}}}",
            "Debug-level HTTP logging prints headers verbatim. Added a header redactor to the logger.",
            "", [val])


@W("en", "value stated in lesson prose")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"Local runs of the {v} integration test were skipped silently because {k} was unset.",
            f"Set {k} before running the integration suite; the value the user gave me is {val} and it works against the sandbox.",
            "", [val])


@W("en", "github actions env literal")
def _(v, what, items, regen):
    envs = "\n".join(f"      {k}: {val}" for k, val, _ in items)
    return (f".github/workflows/release.yml had literal values instead of secrets:\n    env:\n{envs}",
            "Use ${{ secrets.NAME }} in workflow files; literals are visible to anyone with read access.",
            "Do you want me to open a PR moving them to repository secrets?", lst(items))


@W("en", "go code setenv")
def _(v, what, items, regen):
    lines = "\n".join(f'\tos.Setenv("{k}", "{val}")' for k, val, _ in items)
    return (f"integration_test.go TestMain:\nfunc TestMain(m *testing.M) {{\n{lines}\n\tos.Exit(m.Run())\n}}",
            "Tests hardcode credentials in TestMain; they should be read from the CI environment and the test skipped if missing.",
            "", lst(items))


@W("en", "vscode launch.json")
def _(v, what, items, regen):
    body = ", ".join(f'"{k}": "{val}"' for k, val, _ in items)
    return (f"Debugging only worked via the IDE because .vscode/launch.json contains \"env\": {{{body}}}",
            "launch.json is committed in this repo; put env in a git-ignored envFile.",
            "", lst(items))


@W("en", "value split across fields")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"User pasted the {v} {what} in chat: {val}",
            f"The {v} client rejects the {what} if it has surrounding quotes in .env.",
            f"Keep using {val} or generate a dedicated one for CI?", [val])


@W("en", "yaml helm values")
def _(v, what, items, regen):
    body = "\n".join(f"    {k}: \"{val}\"" for k, val, _ in items)
    return (f"helm/values-prod.yaml (committed):\nenv:\n  plain:\n{body}",
            f"{v} credentials belong in an ExternalSecret, not in plain helm values.",
            "Is the external-secrets operator installed in the prod cluster?", lst(items))


@W("en", "powershell env")
def _(v, what, items, regen):
    body = "\n".join(f"$env:{k} = \"{val}\"" for k, val, _ in items)
    return (f"User is on Windows; their setup script is:\n{body}\npython manage.py runserver",
            "PowerShell $env: assignments only live for the session; a new terminal loses them.",
            "", lst(items))


@W("ko", "닷엔브 붙여넣기")
def _(v, what, items, regen):
    return (f"{v} 연동 401 계속 남. 유저가 채팅에 준 .env 값으로 하니까 됨:\n{env_block(items)}",
            f"{v} 클라이언트는 import 시점에 env 읽음 → .env 바꾸면 서버 재시작 필수임",
            "이거 공용 시크릿 저장소에 있는 값인지? 아니면 로컬 전용?", lst(items))


@W("ko", "CI 로그 export")
def _(v, what, items, regen):
    log = "\n".join(f"+ export {k}={val}" for k, val, _ in items)
    return (f"배포 잡 실패해서 로그 봄. set -x 켜져 있어서 다 찍힘:\n{log}",
            "deploy.sh에 set -x 있으면 export 값이 CI 로그에 그대로 노출됨. 해당 구간 set +x로 감싸야 함",
            "", lst(items))


@W("ko", "슬랙 대화 발췌")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"레포에 {v} 키 없었음. 슬랙 DM에서 받음:\n[{pick(['김대리', '박팀장', '민수', '지현'])}] 일단 이거 쓰세요 {val}\n[나] 넵 {k}에 넣을게요",
            f"{v} {what}는 sandbox 옵션 무시됨. 실키로만 동작함",
            f"DM으로 받은 {v} 키 로테이션 했는지 확인 필요", [val])


@W("ko", "값 질문")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"{v} 값이 두 군데 다르게 있음 (compose override랑 위키)",
            "어느 환경 값인지 먼저 물어보고 넣기",
            f"{val} 이거 스테이징용임 운영용임?", [val])


@W("ko", "코드 하드코딩 발견")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"유저 노트북에서만 되던 이유: utils/{v.split()[0].lower()}_client.py에 키 하드코딩 돼있었음\n  API_KEY = \"{val}\"",
            f"{k} 환경변수로 읽게 바꿈. 하드코딩 값이 env보다 우선돼서 헷갈렸음",
            "하드코딩 지우는 거 같은 PR에 넣어도 됨?", [val])


@W("ko", "에러 메시지에 키 포함")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"에러 로그: 401 Unauthorized - invalid key '{val}'",
            f"{v} SDK가 예외 메시지에 키 전체를 넣음 → 센트리 전송 전에 스크럽해야 함",
            f"{k} 운영값 최근에 바뀌었나요?", [val])


@W("ko", "로테이션 이전/새 값")
def _(v, what, items, regen):
    k, old, _ = first(items)
    new = first(regen())[1]
    return (f"{v} 키 교체함\n이전: {old}\n신규: {new}",
            "구 키 24시간 유예 있음. 그 안에 모든 배포 갱신해야 함",
            "구 키 지금 폐기해도 되는지?", [old, new])


@W("ko", "마크다운 코드블록")
def _(v, what, items, regen):
    return (f"{v} 스테이징 설정 어디 있는지 아무도 몰랐음",
            f"스테이징 설정 찾음:\n```\n{env_block(items)}\n```\n운영은 값 다름",
            "운영 값은 어디서 관리함?", lst(items))


@W("ko", "표로 정리")
def _(v, what, items, regen):
    rows = "\n".join(f"| {k} | `{val}` |" for k, val, _ in items)
    return (f"예전 README에 있던 {v} 설정 정리\n| 키 | 값 |\n|---|---|\n{rows}",
            "README 표에 값이 그대로 있었음. 시크릿 저장소 경로로 바꿔야 함",
            "", lst(items))


@W("ko", "docker compose 환경변수")
def _(v, what, items, regen):
    body = "\n".join(f"      - {k}={val}" for k, val, _ in items)
    return (f"docker-compose.yml에 값 박혀있음:\n  app:\n    environment:\n{body}",
            "compose 파일은 커밋됨 → env_file로 빼고 .gitignore 추가함",
            "", lst(items))


@W("ko", "레슨 본문에 값")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"{v} 통합테스트 로컬에서 조용히 skip 됐음. {k} 비어있어서",
            f"통테 돌리기 전에 {k} 세팅 필수. 유저가 준 값은 {val} 이고 샌드박스에서 동작 확인함",
            "", [val])


@W("ko", "curl 재현")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"수동으로 확인함:\ncurl -H 'Authorization: Bearer {val}' https://api.example.co.kr/v1/me\n→ 200 나옴. 앱쪽 설정 문제임",
            "앱이 파일에서 토큰 읽을 때 개행 붙어있었음. strip 필요",
            "", [val])


@W("ko", "필드 걸쳐 반복")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"유저가 채팅에 {v} {what} 붙여줌: {val}",
            f"{v} 클라이언트는 .env에 따옴표 있으면 인증 실패함",
            f"CI에서도 {val} 계속 써도 되나? 아님 CI 전용 새로 발급?", [val])


@W("ko", "깃헙 액션 env")
def _(v, what, items, regen):
    envs = "\n".join(f"      {k}: {val}" for k, val, _ in items)
    return (f"release.yml에 secrets 말고 값이 직접 들어가 있었음\n    env:\n{envs}",
            "워크플로우엔 ${{ secrets.XXX }} 써야 함. 리터럴은 read 권한만 있어도 보임",
            "레포 시크릿으로 옮기는 PR 올릴까요?", lst(items))


@W("ko", "테라폼 tfvars")
def _(v, what, items, regen):
    body = "\n".join(f'{k.lower()} = "{val}"' for k, val, _ in items)
    return (f"terraform.tfvars 커밋돼 있었음;\n{body}",
            "tfvars는 gitignore + sensitive = true 필수임",
            "", lst(items))


@W("ko", "헬름 values")
def _(v, what, items, regen):
    body = "\n".join(f"  {k}: {val}" for k, val, _ in items)
    return (f"values-prod.yaml에 {v} 값 평문으로 들어가 있음:\nsecretEnv:\n{body}",
            "ExternalSecret로 빼야 함. 평문 helm values 금지",
            "prod 클러스터에 external-secrets 깔려있나?", lst(items))


@W("ko", "파이썬 SDK 호출")
def _(v, what, items, regen):
    args = ", ".join(f"{k.lower()}=\"{val}\"" for k, val, _ in items)
    return (f"노트북(.ipynb) 셀에서 발견:\nclient = {v.split()[0].replace('.', '')}Client({args})\n출력 셀에도 같이 저장돼있었음",
            "주피터 노트북 커밋 전에 nbstripout 돌려야 함. 셀 소스에 키 넣지 말기",
            "", lst(items))


@W("ko", "JSON 설정 파일")
def _(v, what, items, regen):
    body = ",\n  ".join(f'"{k}": "{val}"' for k, val, _ in items)
    return (f"appsettings.Development.json에 {v} 값 그대로:\n{{\n  {body}\n}}",
            "닷넷은 user-secrets 쓰면 됨 → dotnet user-secrets set 으로 옮김",
            "이 파일 히스토리에서 지워야 하나?", lst(items))


@W("ko", "메모체 한줄")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"{v} {what} 없어서 막힘 → 유저한테 받음",
            f"{k}={val} 로 하면 됨. 끝에 공백 들어가면 401남",
            "", [val])

# ---------------------------------------------------------------- special secret templates
SPECIAL = []  # (lang, cat, fn)


def S(lang, cat):
    def deco(fn):
        SPECIAL.append((lang, cat, fn))
        return fn
    return deco


@S("en", "shell: mysql -p attached password")
def _():
    p = pw(noquote=True, nospace=True); u = user(); h = host()
    return (f"Needed read access to the {dbname()} schema; README didn't say how. The user ran:\nmysql -h {h} -u {u} -p{p} {dbname()}",
            "MySQL client takes the password glued to -p; use --login-path or a ~/.my.cnf with 0600 instead.",
            "Can I get my own read-only MySQL user?", [p])


@S("ko", "shell: mysql -p 붙은 비번")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"DB 접속 방법 문서에 없었음. 팀원이 알려준 명령어:\nmysql -u{user()} -p{p} -h {host()}",
            "-p 뒤에 비번 붙이면 쉘 히스토리에 남음 → mysql_config_editor 쓰기",
            "읽기전용 계정 따로 받을 수 있나요?", [p])


@S("en", "shell: PGPASSWORD env prefix")
def _():
    p = pw(noquote=True)
    return (f"pg_dump kept prompting in the cron job. Working line from the user's crontab:\nPGPASSWORD='{p}' pg_dump -h {host()} -U {user()} {dbname()} > /backup/db.sql",
            "Use a ~/.pgpass file (chmod 600) for cron jobs instead of PGPASSWORD inline.",
            "", [p])


@S("ko", "shell: PGPASSWORD 인라인")
def _():
    p = pw(noquote=True)
    return (f"크론에서 pg_dump가 비번 물어봐서 멈춤",
            f"유저 크론탭엔 이렇게 돼있었음: PGPASSWORD='{p}' pg_dump -U {user()} {dbname()}\n→ .pgpass로 바꾸는 게 맞음",
            "", [p])


@S("en", "connection string: postgres URL percent-encoded")
def _():
    p = pw(style=pick(["punctuation", "human", "leet", "generated"]), nospace=True)
    e = pct(p)
    return (f"DATABASE_URL in the Render dashboard was postgresql://{user()}:{e}@{host()}:5432/{dbname()}?sslmode=require",
            "Special characters in DB passwords must be percent-encoded in URLs; Prisma failed with P1013 before encoding.",
            "", [e])


@S("ko", "연결문자열: postgres URL 인코딩")
def _():
    p = pw(style=pick(["punctuation", "human", "leet"]), nospace=True)
    e = pct(p)
    return (f"Prisma P1013 에러남. 원인: 비번 특수문자 인코딩 안됨",
            f"인코딩 후 URL → postgresql://{user()}:{e}@{host()}/{dbname()}\n이걸로 해결됨",
            "", [e])


@S("en", "connection string: mongodb+srv")
def _():
    p = pw(style=pick(["alnum", "generated", "human"]), nospace=True)
    e = pct(p)
    return (f"Atlas cluster was unreachable from the preview env; the working URI was mongodb+srv://{user()}:{e}@cluster0.{loan(5)}.mongodb.net/{dbname()}?retryWrites=true&w=majority",
            "Preview environments need the Atlas IP access list to include the Vercel egress range.",
            "Should preview deployments use a separate Atlas user?", [e])


@S("ko", "연결문자열: redis rediss URL")
def _():
    p = a62(32)
    return (f"세션 저장 안되던 이유: REDIS_URL 스킴이 redis:// 였음. TLS 필요해서 rediss://:{p}@{pick(['cache-prod', 'redis-01', 'elasticache-main'])}.{lo(6)}.apn2.cache.amazonaws.com:6379 로 바꿈",
            "ElastiCache 전송중 암호화 켜져있으면 rediss:// 필수임",
            "", [p])


@S("en", "connection string: AMQP URL")
def _():
    p = pw(style=pick(["alnum", "human", "leet"]), nospace=True)
    e = pct(p)
    return (f"Celery workers couldn't connect to RabbitMQ: ACCESS_REFUSED. broker_url was amqp://{user()}:{e}@{host()}:5672/prod",
            "The vhost was wrong (prod vs /prod), not the password.",
            "", [e])


@S("en", "connection string: ADO.NET SQL Server")
def _():
    p = pw(noquote=True, nospace=True)
    p = p.replace(";", "")
    if len(p) < 8: p += a62(6)
    return (f"appsettings.json ConnectionStrings:Default = \"Server=tcp:{lo(8)}.database.windows.net,1433;Initial Catalog={dbname()};User ID={user()};Password={p};Encrypt=True;\"",
            "Use Managed Identity (Authentication=Active Directory Default) in Azure instead of SQL auth.",
            "", [p])


@S("ko", "연결문자열: JDBC password 파라미터")
def _():
    p = pw(nospace=True, noquote=True).replace("&", "").replace("=", "")
    if len(p) < 8: p += a62(6)
    return (f"스프링 부트 기동 실패. application-local.yml:\nspring.datasource.url: jdbc:mysql://{host()}:3306/{dbname()}?user={user()}&password={p}&useSSL=false",
            "url에 비번 넣지 말고 spring.datasource.password 분리 + 환경변수 참조로",
            "", [p])


@S("en", "go DSN sql.Open")
def _():
    p = pw(noquote=True, nospace=True).replace("@", "").replace("/", "")
    if len(p) < 8: p += a62(6)
    return (f"cmd/migrate/main.go:\ndb, err := sql.Open(\"mysql\", \"{user()}:{p}@tcp({host()}:3306)/{dbname()}?parseTime=true\")",
            "The migrate tool hardcodes the DSN; it should read MIGRATE_DSN from the environment.",
            "", [p])


@S("en", "java DriverManager getConnection")
def _():
    p = pw(noquote=True)
    return (f"Legacy report job (ReportJob.java:88):\nConnection c = DriverManager.getConnection(\"jdbc:oracle:thin:@{host()}:1521/ORCL\", \"{user().upper()}\", \"{p}\");",
            "The Oracle password is compiled into the jar; moving it to a JNDI datasource.",
            "Who owns the ORCL reporting account?", [p])


@S("en", "php PDO")
def _():
    p = pw(noquote=True)
    return (f"wp-content/plugins/custom-sync/db.php:\n$pdo = new PDO('mysql:host={host()};dbname={dbname()}', '{user()}', '{p}');",
            "The plugin bypasses wp-config.php and keeps its own credentials.",
            "", [p])


@S("ko", "C# SqlConnection")
def _():
    p = pw(noquote=True, nospace=True).replace(";", "")
    if len(p) < 8: p += a62(6)
    return (f"배치 프로그램 소스에 연결문자열 하드코딩: new SqlConnection(\"Data Source={host()};User Id=sa;Password={p};\")",
            "sa 계정 쓰고 있었음. 전용 계정 + 설정파일 분리 필요함",
            "sa 비번 바꿔도 되는지 DBA한테 확인?", [p])


@S("en", "http: Basic auth header")
def _():
    u = user(); p = pw(nospace=True)
    blob = b64e(f"{u}:{p}".encode())
    return (f"Jenkins API calls returned 403. The working request from the user's terminal:\ncurl -H 'Authorization: Basic {blob}' https://jenkins.corp.local/job/release/api/json",
            "Jenkins needs an API token, not the account password, once CSRF protection is on.",
            "", [blob])


@S("ko", "http: Basic 헤더 + curl -u")
def _():
    u = user(); p = pw(noquote=True, nospace=True)
    blob = b64e(f"{u}:{p}".encode())
    return (f"넥서스 업로드 401. 유저가 준 명령: curl -u {u}:{p} --upload-file app.jar https://nexus.corp.local/repository/releases/",
            f"헤더로 보면 Authorization: Basic {blob} 이거임. 계정 비번 대신 user token 써야 함",
            "", [p, blob])


@S("en", "http: X-API-Key header in HAR")
def _():
    k = a62(40)
    return (f"The HAR file the user attached shows the request headers:\nX-API-Key: {k}\nAccept: application/json",
            "HAR exports include all headers; ask for a sanitized HAR next time.",
            "", [k])


@S("en", "http: cookie header session")
def _():
    sid = loan(32); 
    return (f"To reproduce the admin-only bug I used the user's browser session:\nCookie: sessionid={sid}; django_language=ko",
            "Django admin pages need is_staff; reproducing with someone's session cookie is risky — create a local staff user instead.",
            "", [sid])


@S("ko", "http: Set-Cookie connect.sid")
def _():
    sid = "s%3A" + b64u(32) + "." + b64u(43)
    return (f"세션 유지 안됨. 응답 헤더:\nSet-Cookie: connect.sid={sid}; Path=/; HttpOnly",
            "프록시 뒤라서 trust proxy 안켜면 secure 쿠키 안붙음",
            "", [sid])


@S("en", "cookie: JSESSIONID and remember-me")
def _():
    j = HX(32); rm = b64e(f"{user()}:{1760000000000 + R.randrange(10**9)}:{hx(32)}".encode())
    return (f"Spring Security logs: JSESSIONID={j}, remember-me={rm}",
            "DEBUG logging for org.springframework.security prints cookies; keep it at INFO in shared environments.",
            "", [j, rm])


@S("en", "jwt: bearer in curl")
def _():
    t = jwt()
    return (f"Reproduced the 403 with:\ncurl -H \"Authorization: Bearer {t}\" https://api.internal/v2/admin/users",
            "The token lacked the admin scope; roles are in the role claim, not scope.",
            "", [t])


@S("ko", "jwt: 로컬스토리지 토큰")
def _():
    t = jwt()
    return (f"프론트에서 401 재현 안돼서 유저한테 토큰 받음",
            f"localStorage.accessToken = '{t}' 로 넣고 재현 성공. 만료는 1시간",
            "리프레시 토큰 로직은 어디 있음?", [t])


@S("en", "jwt: signing secret in config")
def _():
    s = b64e(rbytes(48))
    return (f"Tokens from staging validated in prod because both used JWT_SECRET={s}",
            "Each environment needs its own signing secret.",
            "", [s])


@S("en", "signed URL: S3 presigned")
def _():
    ak = "AKIA" + b32(16); sig = hx(64)
    url = f"https://{pick(['acme-exports', 'reports-prod', 'user-uploads'])}.s3.ap-northeast-2.amazonaws.com/exports/{date()}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={ak}%2F20251103%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20251103T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    return (f"User shared this export link in the ticket:\n{url}",
            "Presigned URLs with 7-day expiry were being pasted into tickets; shorten expiry to 15 minutes.",
            "", [ak, sig])


@S("ko", "signed URL: GCS X-Goog-Signature")
def _():
    sig = hx(512)
    return (f"다운로드 링크 403 원인 찾다가 유저가 준 URL:\nhttps://storage.googleapis.com/{lo(8)}-bucket/report.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={sig}",
            "만료 900초라서 티켓 처리할 때쯤 이미 만료됨",
            "", [sig])


@S("en", "signed URL: Azure SAS")
def _():
    sig = pct(b64e(rbytes(32)))
    return (f"Blob upload worked with: https://{lo(10)}.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={sig}",
            "That SAS has a 2-year expiry and write+delete rights; issue short-lived user-delegation SAS instead.",
            "", [sig])


@S("en", "webhook: Slack incoming webhook")
def _():
    t = a62(24)
    return (f"Alerts didn't arrive; SLACK_WEBHOOK_URL was https://hooks.slack.com/services/T{upan(10)}/B{upan(10)}/{t} — the channel had been archived.",
            "Archived channels silently drop webhook posts; Slack returns channel_is_archived.",
            "", [t])


@S("ko", "웹훅: 디스코드 웹훅 URL")
def _():
    t = b64u(68)
    return (f"배포 알림 안옴 → 웹훅 URL 확인: https://discord.com/api/webhooks/{dg(19)}/{t}",
            "웹훅 삭제됐었음 (404 Unknown Webhook). 새로 만들어야 함",
            "", [t])


@S("ko", "웹훅: 딩톡 access_token")
def _():
    t = hx(64)
    return (f"중국 법인 알림봇: https://oapi.dingtalk.com/robot/send?access_token={t}",
            "키워드 보안설정 때문에 메시지에 '알림' 단어 없으면 drop 됨",
            "", [t])


@S("en", "webhook: Google Chat key+token")
def _():
    k = "AIza" + b64u(35); t = b64u(43)
    return (f"Google Chat space webhook from the runbook: https://chat.googleapis.com/v1/spaces/AAAA{a62(7)}/messages?key={k}&token={t}",
            "Google Chat webhooks reject cards larger than 32KB.",
            "", [k, t])


@S("en", "private key: EC PEM in note")
def _():
    ls = pem_ec()
    body = "\n".join(ls)
    return (f"The signing service needed the EC key; the user pasted it:\n-----BEGIN EC PRIVATE KEY-----\n{body}\n-----END EC PRIVATE KEY-----",
            "Key must be P-256 (prime256v1); the service rejects secp384r1 silently.",
            "", ls)


@S("ko", "개인키: Apple .p8 키")
def _():
    ls = pem_pkcs8_ec()
    body = "\n".join(ls)
    return (f"APNs 푸시 안감. AuthKey_{upan(10)}.p8 내용 유저가 붙여줌:\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----",
            "Key ID랑 Team ID 조합 틀렸었음. 키 자체는 정상",
            "", ls)


@S("en", "private key: GCP service account JSON")
def _():
    ls = pem_pkcs8_ec()
    pk = "\\n".join(ls)
    return (f"GOOGLE_APPLICATION_CREDENTIALS pointed to a missing file, so the user pasted the JSON: {{\"type\": \"service_account\", \"project_id\": \"acme-{lo(5)}\", \"private_key_id\": \"{hx(40)}\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{pk}\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"ci@acme.iam.gserviceaccount.com\"}}",
            "Workload Identity Federation removes the need for key files in CI.",
            "", ls)


@S("en", "private key: OpenSSH ed25519")
def _():
    ls, pub = openssh_ed25519(f"{user()}@laptop")
    body = "\n".join(ls)
    return (f"Deploy over SSH failed; the user's deploy key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----",
            "The server's authorized_keys had a different key; the private key itself was fine.",
            "", ls)


@S("ko", "개인키: RSA 일부 붙여넣기")
def _():
    ls = rsa_partial(R.randrange(3, 6))
    body = "\n".join(ls)
    return (f"id_rsa 권한 문제로 ssh 실패. 유저가 키 앞부분 보여줌:\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n...(생략)",
            "chmod 600 안돼있었음. 키 내용 문제 아님",
            "", ls)


@S("en", "TOTP: otpauth URI")
def _():
    s = b32(32)
    return (f"E2E login test needs the 2FA step. The QR code decodes to otpauth://totp/Acme:qa-bot?secret={s}&issuer=Acme&digits=6",
            "pyotp.TOTP(seed).now() generates valid codes in tests; clock skew of 30s breaks it.",
            "", [s])


@S("ko", "TOTP: 시드값")
def _():
    s = " ".join(b32(4).lower() for _ in range(8))
    return (f"QA 계정 2FA 시드: {s}",
            "구글 OTP 시드는 공백 포함해서 보여줌. 코드에선 공백 빼고 대문자로",
            "", [s])


@S("en", "recovery codes list")
def _():
    codes = [f"{loan(5)}-{loan(5)}" for _ in range(R.randrange(3, 7))]
    body = "\n".join(f"- {c}" for c in codes)
    return (f"Locked out of the org's GitHub bot account; the recovery codes from the shared doc:\n{body}",
            "Each recovery code works once; mark used ones.",
            "Who keeps the master copy of the bot account recovery codes?", codes)


@S("ko", "복구 코드 목록")
def _():
    codes = [f"{upan(4)}-{upan(4)}" for _ in range(R.randrange(3, 6))]
    return (f"관리자 계정 2FA 폰 분실 → 복구코드 사용: {', '.join(codes)}",
            "복구코드 1회용임. 쓴 거 표시해둬야 함",
            "", codes)


@S("en", "Wi-Fi: WPA passphrase")
def _():
    p = pw(style=pick(["passphrase", "human", "leet", "numeric"]))
    return (f"Device tests in the lab need the IoT network. SSID: lab-iot-5G, WPA2 key: {p}",
            "The IoT SSID is 2.4GHz-only for some boards despite the 5G name.",
            "", [p])


@S("ko", "와이파이 QR 문자열")
def _():
    p = pw(style=pick(["hangul", "ko-qwerty", "human", "numeric"]), noquote=True).replace(";", "")
    if len(p) < 8: p += dg(4)
    return (f"사무실 게스트 와이파이 QR 디코드함 → WIFI:S:office-guest;T:WPA;P:{p};;",
            "키오스크 테스트 기기는 게스트망에서만 붙음",
            "", [p])


@S("en", "password: passphrase with spaces in prose")
def _():
    p = pw("passphrase")
    return (f"Needed the staging admin login. User said: the admin password is \"{p}\" (with the spaces).",
            "Staging admin uses a passphrase; the login form trims trailing spaces only.",
            "", [p])


@S("ko", "비밀번호: 한글 비번")
def _():
    p = pw("hangul")
    return (f"테스트 계정 로그인 안됨 → 비번이 한글이었음: {p}",
            "폼 인코딩이 EUC-KR로 가서 깨짐. UTF-8로 통일함",
            "", [p])


@S("ko", "비밀번호: 한영키 안바꾸고 친 비번")
def _():
    p = pw("ko-qwerty")
    return (f"유저가 알려준 관리자 비번 {p} (한글 자판으로 치면 그 단어임)",
            "한/영 전환 안하고 치는 비번 흔함. 로그인 실패 시 먼저 의심",
            "", [p])


@S("en", "password: leet in sudo note")
def _():
    p = pw("leet")
    return (f"Install script needs sudo on the build VM; sudo password for {user()} is {p}",
            "Configure NOPASSWD for the specific script instead of storing the sudo password.",
            "", [p])


@S("en", "password: all ASCII punctuation quoted in yaml")
def _():
    p = pw("all-ascii-punct")
    return (f"YAML parse error in secrets.yml line 4 because the password contains every punctuation char. The raw value: {p}",
            "Use a block scalar or single quotes with '' escaping for such values.",
            "", [p])


@S("en", "password: numeric PIN-like")
def _():
    p = pw("numeric")
    return (f"Door-lock admin panel (ZKTeco) login for the office integration: admin / {p}",
            "The panel locks after 5 failed attempts for 30 minutes.",
            "", [p])


@S("ko", "비밀번호: 숫자 비번 질문")
def _():
    p = pw("numeric")
    return (f"NAS 관리자 페이지 접속 필요했음",
            "시놀로지 DSM은 5회 실패시 IP 차단됨",
            f"NAS 관리자 비번 아직 {p} 맞나요?", [p])


@S("en", "password: old and new after rotation")
def _():
    o = pw(); n = pw()
    return (f"DBA rotated the app DB password. Old: {o}\nNew: {n}",
            "Connection pools keep old connections alive; restart the pods after rotation.",
            "", [o, n])


@S("ko", "비밀번호: 변경 전후")
def _():
    o = pw(); n = pw()
    return (f"DB 비번 바뀜 ({o} → {n}) 그래서 배치 실패했던 거",
            "커넥션풀이 구 커넥션 잡고 있어서 파드 재시작 필요함",
            "", [o, n])


@S("en", "password: split across two sentences")
def _():
    p1 = a62(10); p2 = a62(10)
    return (f"The vendor sent the SFTP password in two messages. First half: {p1}",
            f"Second half arrived by SMS: {p2}. Concatenate without spaces.",
            "", [p1, p2])


@S("ko", "비밀번호: 목록 안에 여러 계정")
def _():
    ps = [pw(nospace=True) for _ in range(3)]
    us = ["admin", "qa01", "qa02"]
    body = "\n".join(f"- {u} / {p}" for u, p in zip(us, ps))
    return (f"QA 환경 테스트 계정 목록 (시트에서 복사)\n{body}",
            "계정 공유 시트 권한이 전사 공개였음",
            "", ps)


@S("en", "password: generated in password manager export")
def _():
    p = pw("generated")
    return (f"The user exported the entry from Bitwarden: name=prod-sftp, username=uploader, password={p}, uri=sftp://files.partner.com",
            "Partner SFTP only allows key auth from the new IP range.",
            "", [p])


@S("en", "ansible: become password in vars")
def _():
    p = pw(noquote=True)
    return (f"group_vars/web.yml:\nansible_user: deploy\nansible_become_password: \"{p}\"",
            "Use ansible-vault encrypt_string for become passwords.",
            "", [p])


@S("ko", "앤서블: vault 안 쓴 vars")
def _():
    p = pw(noquote=True)
    return (f"플레이북 실행 시 become 비번 못찾음",
            f"host_vars/db01.yml에 평문 있었음 → ansible_become_pass: {p}\nansible-vault로 암호화해야 함",
            "", [p])


@S("en", "k8s: Secret manifest base64 data")
def _():
    p = pw(nospace=True); e = b64e(p.encode())
    return (f"k8s/base/db-secret.yaml is committed:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  username: {b64e(user().encode())}\n  password: {e}",
            "base64 in a Secret is encoding, not encryption. Switch to SealedSecrets.",
            "", [e])


@S("ko", "k8s: stringData 평문")
def _():
    p = pw(noquote=True)
    return (f"secret.yaml stringData로 돼있어서 평문임:\nstringData:\n  REDIS_PASSWORD: \"{p}\"",
            "sops로 암호화하고 CI에서 복호화하는 방식으로",
            "", [p])


@S("en", "docker: config.json auths")
def _():
    u = user(); t = "dckr_pat_" + b64u(27)
    a = b64e(f"{u}:{t}".encode())
    return (f"CI couldn't pull the private image. ~/.docker/config.json on the runner:\n{{\"auths\": {{\"https://index.docker.io/v1/\": {{\"auth\": \"{a}\"}}}}}}",
            "The runner used a stale config.json; docker login writes base64(user:token) in auth.",
            "", [a])


@S("ko", "docker: login 명령 히스토리")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"레지스트리 로그인: docker login registry.corp.local -u {user()} -p {p}",
            "-p 쓰면 히스토리에 남음. --password-stdin 써야 함",
            "", [p])


@S("en", "terraform: provider block with password")
def _():
    p = pw(noquote=True)
    return (f"providers.tf:\nprovider \"postgresql\" {{\n  host     = \"{host()}\"\n  username = \"tf_admin\"\n  password = \"{p}\"\n}}",
            "The state file also stores this password; the S3 backend needs encryption.",
            "", [p])


@S("en", "git: token in remote URL")
def _():
    t = "ghp_" + a62(36)
    return (f"git push failed with 403. `git remote -v` shows origin https://{user()}:{t}@github.com/acme/infra.git",
            "The embedded token was for a user who left; use a credential helper instead of URLs with tokens.",
            "", [t])


@S("ko", "git: 리모트 URL에 토큰")
def _():
    t = "glpat-" + b64u(20)
    return (f"클론 안됨. .git/config 보니 url = https://oauth2:{t}@gitlab.corp.local/team/app.git",
            "퇴사자 토큰이었음. credential helper 써야 함",
            "", [t])


@S("en", ".npmrc authToken")
def _():
    t = "npm_" + a62(36)
    return (f"npm publish 401. The user's ~/.npmrc:\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true",
            "Granular tokens need publish scope on the specific package.",
            "", [t])


@S("ko", ".netrc 비밀번호")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"pip install 사내 인덱스 401 → ~/.netrc 확인\nmachine pypi.corp.local login {user()} password {p}",
            "netrc 권한 600 아니면 무시됨",
            "", [p])


@S("en", "pip index-url with token")
def _():
    t = a62(32)
    return (f"requirements.txt first line: --extra-index-url https://__token__:{t}@pkgs.corp.local/simple/",
            "Never put index credentials in requirements.txt; use PIP_EXTRA_INDEX_URL in CI.",
            "", [t])


@S("en", "stack trace: python locals show password")
def _():
    p = pw(noquote=True)
    return (f"Traceback (most recent call last):\n  File \"app/db.py\", line 42, in connect\n    conn = psycopg2.connect(host=host, user=user, password=password)\n    host = '{host()}'\n    password = '{p}'\npsycopg2.OperationalError: FATAL: password authentication failed",
            "better_exceptions prints locals into tracebacks; disable it outside local dev.",
            "", [p])


@S("ko", "스택트레이스: 자바 예외에 URL")
def _():
    p = pw(nospace=True, noquote=True)
    e = pct(p)
    return (f"org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\nCaused by: java.sql.SQLException: Access denied (url=jdbc:postgresql://{user()}:{e}@{host()}:5432/{dbname()})",
            "예외 메시지에 URL 통째로 찍힘. 로깅 설정에서 마스킹 필요함",
            "", [e])


@S("en", "stack trace: node error config dump")
def _():
    t = "sk_live_51" + a62(97)
    return (f"UnhandledPromiseRejection: StripeAuthenticationError\n    at /app/node_modules/stripe/lib/Error.js:40\n  config: {{ apiVersion: '2024-06-20', apiKey: '{t}' }}",
            "The error handler logs the whole client config object.",
            "", [t])


@S("en", "python boto3 literal keys")
def _():
    ak = "AKIA" + b32(16); sk = b64(40)
    return (f"notebooks/backfill.py:\ns3 = boto3.client('s3', aws_access_key_id='{ak}', aws_secret_access_key='{sk}')",
            "Use the default credential chain (profile or role) instead of literal keys.",
            "", [ak, sk])


@S("ko", "AWS 세션 토큰 붙여넣기")
def _():
    ak = "ASIA" + b32(16); sk = b64(40); st = "IQoJb3JpZ2luX2VjE" + b64(560)
    return (f"SSO 임시 크레덴셜로 테스트함\nexport AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\nexport AWS_SESSION_TOKEN={st}",
            "세션 토큰 1시간 만료 → 긴 작업은 aws sso login 다시",
            "", [ak, sk, st])


@S("en", "ruby octokit")
def _():
    t = "ghp_" + a62(36)
    return (f"lib/tasks/sync.rake: client = Octokit::Client.new(access_token: '{t}')",
            "Rake task should use ENV.fetch('GITHUB_TOKEN').",
            "", [t])


@S("en", "java properties file")
def _():
    p = pw(noquote=True)
    return (f"src/main/resources/application.properties:\nspring.mail.host=smtp.gmail.com\nspring.mail.username=noreply@acme.io\nspring.mail.password={p}",
            "Gmail requires an app password; the regular account password stopped working.",
            "", [p])


@S("ko", "SMTP 앱 비밀번호")
def _():
    p = " ".join(lo(4) for _ in range(4))
    return (f"메일 발송 실패 535 에러",
            f"구글 앱 비밀번호로 바꿈 ({p}) → 해결. 일반 비번은 SMTP 안됨",
            "", [p])


@S("en", "multi-provider .env")
def _():
    vs = [("DATABASE_URL", None), ("STRIPE_SECRET_KEY", "sk_live_51" + a62(97)), ("SENDGRID_API_KEY", "SG." + b64u(22) + "." + b64u(43)), ("SENTRY_DSN", None), ("REDIS_PASSWORD", a62(24))]
    p = pw(nospace=True); e = pct(p)
    lines = [f"DATABASE_URL=postgres://app:{e}@{host()}:5432/app", f"STRIPE_SECRET_KEY={vs[1][1]}", f"SENDGRID_API_KEY={vs[2][1]}", f"SENTRY_DSN=https://{hx(32)}@o{dg(6)}.ingest.sentry.io/{dg(7)}", f"REDIS_PASSWORD={vs[4][1]}"]
    return ("Full .env from the user's machine (they asked me to compare with .env.example):\n" + "\n".join(lines),
            ".env.example was missing REDIS_PASSWORD and SENTRY_DSN.",
            "", [e, vs[1][1], vs[2][1], vs[4][1]])


@S("ko", "여러 서비스 .env")
def _():
    k1 = hx(32); k2 = "live_sk_" + a62(24); k3 = "NCS" + upan(13); k4 = upan(32)
    return (f"로컬 .env 비교 요청받음:\nKAKAO_REST_API_KEY={k1}\nTOSS_SECRET_KEY={k2}\nCOOLSMS_API_KEY={k3}\nCOOLSMS_API_SECRET={k4}",
            ".env.example에 COOLSMS 항목 빠져있었음",
            "", [k1, k2, k3, k4])


@S("en", "redis-cli -a")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"Cache flush procedure from the on-call notes: redis-cli -h {host()} -a {p} FLUSHDB",
            "FLUSHDB on the shared cache logs everyone out; use key prefixes.",
            "", [p])


@S("ko", "sshpass 스크립트")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"배포 스크립트: sshpass -p '{p}' scp build.tar.gz deploy@{host()}:/srv/app",
            "sshpass 대신 키 기반으로 바꿔야 함",
            "", [p])


@S("en", "LDAP bind password")
def _():
    p = pw(noquote=True)
    return (f"ldapsearch -x -H ldaps://ldap.corp.local -D \"cn=svc-gitlab,ou=svc,dc=corp,dc=local\" -w '{p}' -b dc=corp,dc=local \"(uid={user()})\"",
            "GitLab LDAP sync failed because the bind account password expired.",
            "", [p])


@S("ko", "VPN 계정")
def _():
    p = pw()
    return (f"사내망 접근 필요해서 VPN 받음. 계정 {user()} / 비번 {p}",
            "FortiClient는 split tunnel 꺼져 있어서 외부 API 호출 느려짐",
            "", [p])


@S("en", "router admin login in table")
def _():
    p = pw(nospace=True)
    return (f"| device | url | login |\n|---|---|---|\n| edge router | https://192.168.0.1 | admin / {p} |",
            "Port forwarding for the webhook tester is on the edge router.",
            "", [p])


@S("ko", "채팅 발췌: 비번 알려줌")
def _():
    p = pw()
    return (f"스테이징 어드민 비번 모름\n> 나: 어드민 비번 알 수 있을까요?\n> 유저: {p} 에요",
            "스테이징 어드민 비번은 1Password 'staging' 볼트에 있다고 함",
            "", [p])


@S("en", "aws credentials file")
def _():
    ak = "AKIA" + b32(16); sk = b64(40)
    return (f"~/.aws/credentials on the build box:\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = ap-northeast-2",
            "The build box should use an instance profile.",
            "", [ak, sk])


@S("ko", "키 두 필드에 나눠짐")
def _():
    ak = "LTAI5t" + a62(18); sk = a62(30)
    return (f"알리클라우드 OSS 업로드용 AccessKey ID: {ak}",
            f"Secret은 따로 받음 → {sk}. RAM 유저 권한 OSS만",
            "", [ak, sk])


@S("en", "laravel .env app key and db")
def _():
    k = "base64:" + b64e(rbytes(32)); p = pw(noquote=True, nospace=True)
    return (f"Laravel kept throwing DecryptException after the deploy. .env on the server:\nAPP_KEY={k}\nDB_PASSWORD={p}",
            "APP_KEY changed between deploys, which invalidates encrypted cookies.",
            "", [k, p])


@S("ko", "젠킨스 크레덴셜 콘솔 출력")
def _():
    t = a62(34)
    return (f"젠킨스 콘솔 로그에 마스킹 안된 토큰 찍힘: [Pipeline] sh\n+ curl -H 'PRIVATE-TOKEN: {t}' https://gitlab.corp.local/api/v4/projects",
            "withCredentials 밖에서 쓰면 마스킹 안됨",
            "", [t])


@S("en", "question: is this the right password")
def _():
    p = pw()
    return ("Login to the partner portal failed twice; account locks after three.",
            "Don't retry logins blindly on partner portals.",
            f"Is the partner portal password still {p}? It failed twice.", [p])

# ---------------------------------------------------------------- clean templates
CLEAN = []


def C(lang, cat):
    def deco(fn):
        CLEAN.append((lang, cat, fn))
        return fn
    return deco


@C("en", "password policy numbers")
def _(): return (f"Nobody told me the password policy for the admin app; signup tests failed.", f"Passwords need at least {num(10, 16)} characters, 1 digit, 1 symbol; lockout after {num(3, 6)} failures for {num(10, 60)} minutes.", "")
@C("ko", "비밀번호 정책 숫자")
def _(): return ("회원가입 테스트 실패 원인 = 비번 정책 몰랐음", f"비번 최소 {num(8, 16)}자, 특수문자 1개 이상, {num(90, 181)}일마다 변경. 5회 틀리면 잠김", "")
@C("en", "token TTL durations")
def _(): return ("Sessions expired during long uploads.", f"Access tokens live {num(5, 60)} minutes, refresh tokens {num(7, 31)} days; the uploader must refresh mid-upload.", "Can the refresh token TTL be extended for the uploader?")
@C("ko", "토큰 만료 시간")
def _(): return ("업로드 중 세션 만료됨", f"액세스 토큰 {num(10, 60)}분, 리프레시 {num(7, 30)}일임. 긴 업로드는 중간에 갱신 필요", "")
@C("en", "env var names only")
def _(): return ("The service wouldn't boot without several env vars that aren't in .env.example.", "Required: STRIPE_SECRET_KEY, SENDGRID_API_KEY, DATABASE_URL, JWT_SECRET, AWS_SECRET_ACCESS_KEY. Values are in the team vault.", "Can .env.example be updated with these names?")
@C("ko", "환경변수 이름만")
def _(): return ("부팅 안됨. .env.example에 없는 변수 있었음", "필요한 것: KAKAO_REST_API_KEY, TOSS_SECRET_KEY, NCLOUD_SECRET_KEY, DB_PASSWORD → 값은 1Password 'backend' 볼트", "")
@C("en", "secretKeyRef reference")
def _(): return ("Pods crashlooped with CreateContainerConfigError.", "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: app-db\n      key: password\nThe Secret app-db didn't exist in the new namespace.", "")
@C("ko", "secretKeyRef 참조")
def _(): return ("파드 CreateContainerConfigError 남", "secretKeyRef name: redis-auth key: password 참조하는데 네임스페이스에 시크릿 없었음 → external-secrets 동기화 안된 거", "")
@C("en", "${VAR} placeholders in compose")
def _(): return ("docker compose up failed: variable is not set.", "compose file uses ${POSTGRES_PASSWORD:?required} and ${REDIS_PASSWORD}; create .env from .env.example first.", "")
@C("ko", "${VAR} 플레이스홀더")
def _(): return ("compose 실행시 경고: The \"DB_PASSWORD\" variable is not set", "docker-compose.yml은 ${DB_PASSWORD} 참조만 함. .env 만들어야 됨", "")
@C("en", "vault path reference")
def _(): return ("Couldn't find where the payment keys live.", f"They are at vault kv path secret/data/payments/prod (fields: stripe_secret_key, webhook_secret). Read with `vault kv get -field=stripe_secret_key secret/payments/prod`.", "Do I have read policy on secret/payments/*?")
@C("ko", "볼트 경로")
def _(): return ("결제 키 위치 몰랐음", "vault kv get secret/toss/prod 에 있음. 정책 payments-read 필요", "권한 요청 누구한테 해야 함?")
@C("en", "SSM parameter path")
def _(): return ("Lambda failed to read config.", f"Parameters are under /prod/api/DB_PASSWORD and /prod/api/JWT_SECRET as SecureString; the role lacked kms:Decrypt on key alias/ssm-prod.", "")
@C("ko", "SSM 파라미터")
def _(): return ("람다에서 설정 못읽음", "/stg/batch/SLACK_BOT_TOKEN SecureString임. 역할에 kms:Decrypt 없었음", "")
@C("en", "1Password op:// reference")
def _(): return ("Local setup script needs secrets.", "The .env.tpl uses op://Engineering/Stripe/credential and op://Engineering/Postgres/password; run `op inject -i .env.tpl -o .env`.", "")
@C("ko", "1Password 참조")
def _(): return ("로컬 세팅 스크립트가 op 명령 씀", "op://Dev/Kakao/rest_api_key 형식 참조임. op signin 먼저 해야 함", "")
@C("en", "masked key last4")
def _(): return ("Two Stripe keys exist and I couldn't tell which is live.", f"Dashboard shows sk_live_...{a62(4)} (created {date()}) and sk_test_...{a62(4)}; the app uses the one ending in the same four chars as the dashboard's restricted key.", "")
@C("ko", "마스킹된 키")
def _(): return ("어떤 키가 운영용인지 헷갈림", f"콘솔에 ****{hx(4)} 로 끝나는 키가 운영, ****{hx(4)} 가 개발. 전체 값은 콘솔에서 다시 못봄", "")
@C("en", "redacted text already")
def _(): return ("User pasted logs with redactions.", "Log: auth ok user=jisoo token=[REDACTED] scope=read:orders; the failure was later at scope check.", "")
@C("ko", "이미 가려진 값")
def _(): return ("유저 로그 받음 (가림 처리됨)", "password=******** , api_key=<redacted> 로 와서 값 확인 불가. 스코프 문제였음", "")
@C("en", "commit SHA")
def _(): return ("Regression after the auth refactor.", f"Bisected to commit {sha40()} (\"move token refresh to middleware\"); the parent {sha40()[:12]} is fine.", "")
@C("ko", "커밋 해시")
def _(): return ("로그인 회귀 버그", f"git bisect 결과 {sha40()} 커밋에서 깨짐. 토큰 갱신 미들웨어 이동한 커밋임", "")
@C("en", "UUIDs request ids")
def _(): return ("Intermittent 401s from the gateway.", f"Failing request ids: {uuid4()}, {uuid4()}; both hit the pod with the stale JWKS cache.", "")
@C("ko", "요청 ID 트레이스")
def _(): return ("간헐적 401", f"trace_id={hx(32)} span={hx(16)} → JWKS 캐시 오래된 파드로 감", "")
@C("en", "sha256 checksum")
def _(): return ("Downloaded binary didn't match.", f"Expected sha256 {hx(64)} for terraform_{ver()}_linux_amd64.zip; the mirror served an older build.", "")
@C("ko", "체크섬")
def _(): return ("바이너리 검증 실패", f"sha256: {hx(64)} 이어야 함. 미러가 구버전 줌", "")
@C("en", "SSH public key")
def _(): return ("Deploy user couldn't SSH into the new box.", f"Added this public key to authorized_keys: {ssh_pub_ed25519(user() + '@ci')}", "")
@C("ko", "SSH 공개키")
def _(): return ("새 서버 SSH 안됨", f"authorized_keys에 공개키 추가함:\n{ssh_pub_rsa('deploy@build')}", "")
@C("en", "key fingerprint")
def _(): return ("Host key changed warning on the bastion.", f"New host key fingerprint {fingerprint()} (ED25519) confirmed with infra in #ops.", "")
@C("ko", "키 지문")
def _(): return ("배스천 호스트키 변경 경고", f"새 지문 {fingerprint()} 인프라팀이 맞다고 확인해줌", "")
@C("en", "GPG fingerprint")
def _(): return ("Signed commits failed verification.", f"Git was using key {HX(40)}; GitHub only knows {HX(16)}.", "")
@C("en", "auth error messages")
def _(): return ("Login broke after the upgrade.", "Errors: 'FATAL: password authentication failed for user \"app\"' and 'invalid_grant: Token has been expired or revoked.' — both caused by the rotation job running twice.", "")
@C("ko", "인증 에러 메시지")
def _(): return ("업그레이드 후 로그인 깨짐", "에러: 'Access denied for user 'app'@'10.0.3.17' (using password: YES)' → 비번 문제 아니고 호스트 권한 문제였음", "")
@C("en", "CLI help for password flag")
def _(): return ("Didn't know how to pass credentials to the migration tool.", "--password-file PATH   read password from file\n--password-stdin       read password from stdin\n-p, --prompt           prompt for password\nUse --password-file in CI.", "")
@C("ko", "CLI 도움말")
def _(): return ("마이그레이션 툴 인증 옵션 몰랐음", "--token-env NAME : 토큰을 환경변수에서 읽음\n--ask-pass : 비번 프롬프트\n→ CI에선 --token-env 쓰기", "")
@C("en", "rotation runbook")
def _(): return ("No runbook for rotating the DB password.", f"Runbook: 1) create new password in Vault 2) update the app Secret 3) rolling restart 4) drop old after {num(1, 48)}h. Ticket {ticket()}.", "")
@C("ko", "로테이션 절차")
def _(): return ("키 로테이션 절차 문서 없었음", f"절차: 새 키 발급 → 시크릿 매니저 갱신 → 롤링 재시작 → {num(1, 7)}일 뒤 구 키 폐기. {ticket()} 참고", "")
@C("en", "ticket and build numbers")
def _(): return (f"Build {num(1000, 99999)} failed on the token refresh test.", f"Known flaky test, tracked in {ticket()}; rerun passes. Pipeline id {num(10**6, 10**8)}.", "")
@C("ko", "빌드 번호")
def _(): return (f"빌드 #{num(100, 9999)} 토큰 갱신 테스트 실패", f"{ticket()} 에 기록된 flaky 테스트임. 재실행하면 통과", "")
@C("en", "payment order ids")
def _(): return ("Refund webhook didn't match orders.", f"Order {num(10**9, 10**10)} payment pi_{a62(24)} was refunded twice; idempotency key missing.", "")
@C("ko", "결제 주문 ID")
def _(): return ("환불 웹훅 주문 매칭 안됨", f"주문번호 {date().replace('-', '')}{dg(6)}, paymentKey 로그 확인 → 멱등성 키 없어서 중복", "")
@C("en", "base64 of non-secret json")
def _(): return ("Decoding the state parameter to debug the OAuth redirect.", f"state={b64ue(json.dumps({'redirect': '/settings/billing', 'nonce_ts': 1760000000 + num(0, 10**6)}).encode())} decodes to the redirect path; the path was missing the locale prefix.", "")
@C("ko", "base64 디코드 비밀 아님")
def _(): return ("OAuth state 파라미터 디버깅", f"state 값 {b64ue(json.dumps({'return_to': '/ko/mypage', 'v': 2}).encode())} 디코드하면 리다이렉트 경로임. 로케일 빠져있었음", "")
@C("en", "JWT header only")
def _(): return ("JWT verification failed with alg mismatch.", "The header decodes to {\"alg\":\"RS256\",\"kid\":\"2024-11\"}; our verifier only allowed HS256.", "")
@C("en", "account and login counts")
def _(): return ("Needed to know how many users are affected by the SSO migration.", f"{num(100, 5000)} accounts still log in with passwords, {num(10, 500)} have 2FA, {num(1, 50)} service accounts use API keys.", "")
@C("ko", "계정 수 통계")
def _(): return ("SSO 전환 영향 범위 파악", f"비번 로그인 {num(100, 9000)}명, 2FA {num(10, 900)}명, API 키 쓰는 서비스 계정 {num(2, 40)}개", "")
@C("en", "OAuth client id only")
def _(): return ("Google login redirect_uri_mismatch.", f"Client id {dg(12)}-{loan(32)}.apps.googleusercontent.com has only the prod callback registered; add http://localhost:3000/api/auth/callback/google.", "")
@C("ko", "OAuth 클라이언트 ID")
def _(): return ("카카오 로그인 KOE006 에러", "Redirect URI 등록 안됨. 앱 설정 > 플랫폼 > Web에 localhost:3000 추가", "")
@C("en", "AWS account id and ARN")
def _(): return ("AssumeRole failed.", f"Role arn:aws:iam::{dg(12)}:role/ci-deploy trust policy lacked the GitHub OIDC provider for repo acme/web.", "")
@C("ko", "ARN")
def _(): return ("AssumeRole 실패", f"arn:aws:iam::{dg(12)}:role/batch-runner 신뢰정책에 OIDC 조건 틀림 (sub 값 브랜치명 다름)", "")
@C("en", "branch names long identifiers")
def _(): return ("Couldn't find the feature branch.", f"Branch is feature/{ticket().lower()}-rotate-api-keys-and-remove-legacy-token-endpoint; PR #{num(100, 3000)}.", "")
@C("ko", "브랜치 이름")
def _(): return ("브랜치 못 찾음", f"fix/{ticket().lower()}-password-reset-token-expiry 브랜치임. PR #{num(100, 3000)}", "")
@C("en", "hash of password (bcrypt) config cost")
def _(): return ("Login got slow after the upgrade.", f"bcrypt cost went from 10 to {num(12, 15)}; each hash now takes ~{num(200, 900)}ms. Argon2id params m={num(16, 64)}MiB t=3 p=1 were the plan.", "")
@C("ko", "해시 알고리즘 설정")
def _(): return ("로그인 느려짐", f"bcrypt cost {num(12, 14)}로 올라가서 그럼. 해시 1회 {num(200, 800)}ms", "")
@C("en", "docker image digest")
def _(): return ("Prod ran a different image than staging.", f"Staging digest sha256:{hx(64)}, prod pinned an older tag {ver()}.", "")
@C("ko", "이미지 다이제스트")
def _(): return ("운영이랑 스테이징 이미지 다름", f"스테이징 sha256:{hx(64)} / 운영은 태그 {ver()} 고정이었음", "")
@C("en", "npm integrity hash")
def _(): return ("npm ci failed with EINTEGRITY.", f"lockfile had integrity sha512-{b64e(rbytes(64))} for a package republished upstream; regenerate the lockfile entry.", "")
@C("en", "placeholders in docs")
def _(): return ("Setup docs were ambiguous.", "Docs say `export API_KEY=<your-api-key>` and `curl -H \"Authorization: Bearer $TOKEN\"`; they meant the per-developer sandbox key.", "Where do developers request sandbox keys?")
@C("ko", "문서 플레이스홀더")
def _(): return ("세팅 문서 애매함", "문서엔 API_KEY=YOUR_KEY_HERE 라고만 돼있음. 개인 샌드박스 키 발급 받아야 하는 거였음", "샌드박스 키 발급 어디서?")
@C("en", "password reset flow bug")
def _(): return ("Password reset emails linked to localhost.", "APP_URL was unset in the worker; the reset token itself was fine. Reset links expire after 60 minutes.", "")
@C("ko", "비번 재설정 버그")
def _(): return ("비번 재설정 메일 링크가 localhost로 감", "워커에 APP_URL 없었음. 토큰 자체는 정상. 링크 유효시간 30분", "")
@C("en", "rate limit on login")
def _(): return ("E2E tests got 429 on /login.", f"Login is rate limited to {num(5, 20)} attempts per minute per IP; tests should reuse a session via storageState.", "")
@C("ko", "로그인 rate limit")
def _(): return ("E2E 로그인 429", f"IP당 분당 {num(5, 20)}회 제한. storageState로 세션 재사용하기", "")
@C("en", "gitleaks config rule names")
def _(): return ("Pre-commit hook blocked a commit.", "gitleaks flagged generic-api-key in tests/fixtures/sample.json; the value was a fake fixture, so we added the path to .gitleaksignore.", "")
@C("ko", "시크릿 스캐너 오탐")
def _(): return ("pre-commit 훅이 커밋 막음", "gitleaks generic-api-key 룰이 테스트 픽스처에 걸림. 가짜 값이라 allowlist 추가함", "")
@C("en", "token scopes list")
def _(): return ("The GitHub token couldn't create releases.", "Fine-grained token needs Contents: write and Metadata: read; we had only Contents: read.", "")
@C("ko", "토큰 권한 범위")
def _(): return ("깃헙 토큰으로 릴리즈 생성 안됨", "Contents: write 권한 필요. read만 있었음", "")
@C("en", "password manager usage")
def _(): return ("Didn't know where shared logins live.", "Team uses Bitwarden collection 'Shared/QA'; never paste passwords into Slack, use Send links expiring in 1 day.", "")
@C("ko", "비번 관리 방식")
def _(): return ("공용 계정 어디 있는지 몰랐음", "팀은 1Password 'QA' 볼트 씀. 슬랙에 비번 붙이지 말고 공유 링크로", "")
@C("en", "key length config")
def _(): return ("Encryption tests failed after the library bump.", "AES key must be 32 bytes (256-bit); the test fixture generated 24 via os.urandom(24).", "")
@C("ko", "키 길이")
def _(): return ("암호화 테스트 실패", "AES-256이라 키 32바이트 필요. 테스트에서 16바이트로 생성하고 있었음", "")
@C("en", "IP and hostnames")
def _(): return ("Couldn't reach the DB from CI.", f"DB at {host()} only allows 10.20.0.0/16; CI runners egress from 52.78.{num(0, 255)}.{num(0, 255)}.", "")
@C("ko", "호스트/포트")
def _(): return ("CI에서 DB 접근 불가", f"{host()}:5432 보안그룹에 러너 IP 없었음", "")
@C("en", "connection string without password")
def _(): return ("Local Postgres connection refused.", f"DATABASE_URL=postgres://{user()}@localhost:5432/{dbname()} uses peer auth locally; Docker needs host.docker.internal.", "")
@C("ko", "비번 없는 URL")
def _(): return ("로컬 redis 연결 안됨", "REDIS_URL=redis://localhost:6379/0 인데 컨테이너 안에선 localhost 아님", "")
@C("en", "keychain commands")
def _(): return ("macOS kept asking for keychain access.", "security find-generic-password -s 'gh:github.com' -w prints the token; we only needed `gh auth status`.", "")
@C("en", "version numbers and dates")
def _(): return ("Auth library upgrade broke sessions.", f"next-auth {ver()} → {ver()} changed cookie names on {date()}; old sessions invalid after deploy.", "")
@C("ko", "버전/날짜")
def _(): return ("인증 라이브러리 업그레이드 후 세션 끊김", f"spring-security {ver()} → {ver()} ({date()} 배포) 쿠키 이름 바뀜", "")
@C("en", "secret scanning alert summary")
def _(): return ("GitHub secret scanning opened alerts.", f"{num(2, 9)} alerts: 3 revoked test keys, 1 AWS key already deactivated on {date()}. All closed as revoked.", "")
@C("ko", "시크릿 스캐닝 알림")
def _(): return ("깃헙 시크릿 스캐닝 알림 옴", f"알림 {num(2, 9)}건 전부 폐기된 키. revoked로 닫음", "")
@C("en", "long hex build artifact id")
def _(): return ("Artifact download failed.", f"Artifact id {num(10**9, 10**10)}, run {num(10**9, 10**10)}, cache key node-modules-{hx(64)}.", "")
@C("ko", "캐시 키")
def _(): return ("캐시 안먹음", f"캐시 키 gradle-{hx(40)} 가 매번 바뀜 → lockfile 해시 기준으로", "")
@C("en", "ask for credentials without value")
def _(): return ("Blocked on the partner API.", "No sandbox credentials in the repo or vault.", "Could you create a sandbox API key for me and store it in Vault under secret/partners/sandbox?")
@C("ko", "자격증명 요청 질문")
def _(): return ("파트너 API 막힘", "레포/볼트 어디에도 샌드박스 키 없음", "샌드박스 키 발급해서 볼트에 넣어줄 수 있나요?")
@C("en", "session cookie config names")
def _(): return ("Users logged out on every deploy.", "SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE=Lax, SECRET_KEY comes from env and was regenerated at each boot.", "")
@C("ko", "세션 쿠키 설정")
def _(): return ("배포마다 로그아웃됨", "SECRET_KEY를 부팅 시마다 랜덤 생성하고 있었음 → env에서 고정값 읽게", "")
@C("en", "kubectl create secret from-file")
def _(): return ("Didn't know how the TLS secret was created.", "kubectl create secret tls web-tls --cert=fullchain.pem --key=privkey.pem -n web; files live on the bastion under /etc/letsencrypt/live/.", "")
@C("ko", "kubectl 시크릿 명령")
def _(): return ("시크릿 생성 방법 몰랐음", "kubectl create secret generic api-env --from-env-file=.env.prod -n api → 파일은 배스천에만 있음", "")
@C("en", "terraform sensitive var reference")
def _(): return ("Plan kept showing the DB password diff.", "password = var.db_password with `sensitive = true`; value comes from TF_VAR_db_password in the pipeline.", "")
@C("ko", "테라폼 변수 참조")
def _(): return ("plan에서 비번 diff 계속 뜸", "var.db_password sensitive 안 붙어있었음. 값은 TF_VAR_db_password로 주입", "")
@C("en", "github actions secrets reference")
def _(): return ("Workflow couldn't read the token.", "Uses ${{ secrets.NPM_TOKEN }}; secrets aren't passed to workflows from forks.", "")
@C("ko", "깃헙 액션 secrets 참조")
def _(): return ("포크 PR에서 워크플로우 실패", "${{ secrets.SLACK_WEBHOOK_URL }} 포크에선 빈 값임", "")
@C("en", "error codes")
def _(): return ("Payment auth failures.", "Toss returned UNAUTHORIZED_KEY (401) and Stripe returned api_key_expired; both were from the staging config pointing to prod.", "")
@C("ko", "에러 코드")
def _(): return ("결제 인증 실패", "토스 UNAUTHORIZED_KEY 401, 카카오페이 -780 에러. 스테이징이 운영 설정 보고 있었음", "")
@C("en", "timestamps and durations")
def _(): return ("Token refresh race.", f"Two refreshes at {date()}T{num(10, 23)}:{num(10, 59)}:{num(10, 59)}Z within {num(5, 90)}ms invalidated each other (refresh token reuse detection).", "")
@C("ko", "시간/지속시간")
def _(): return ("토큰 갱신 경합", f"{num(10, 90)}ms 간격으로 갱신 두 번 → 재사용 감지로 둘 다 무효화", "")
@C("en", "SSH config without keys")
def _(): return ("Couldn't reach the private host.", "~/.ssh/config: Host prod-db\n  HostName 10.0.5.12\n  User ubuntu\n  ProxyJump bastion\n  IdentityFile ~/.ssh/id_ed25519", "")
@C("ko", "SSH 설정")
def _(): return ("사설망 서버 접속 방법", "ProxyJump bastion 설정 필요. IdentityFile ~/.ssh/company_ed25519", "")
@C("en", "htpasswd explanation no value")
def _(): return ("Basic auth on staging was unknown to me.", "Staging is behind nginx auth_basic with /etc/nginx/.htpasswd; ask #infra for an account, they create it with htpasswd -B.", "")
@C("ko", "기본인증 설명")
def _(): return ("스테이징 기본인증 걸려있는 거 몰랐음", "nginx auth_basic 씀. 계정은 인프라 채널에 요청", "")
@C("en", "test fixtures fake tokens described")
def _(): return ("Tests for the token parser.", "Fixtures use obviously fake values like 'test-token' and 'xxxx'; the parser rejects anything shorter than 20 chars.", "")
@C("en", "MFA enrollment")
def _(): return ("Couldn't log into the AWS console.", f"MFA device enrollment required; {num(2, 9)} users still pending. Virtual MFA via authenticator app.", "")
@C("ko", "2FA 등록")
def _(): return ("콘솔 로그인 막힘", "MFA 등록 필수로 바뀜. 인증앱으로 등록하면 됨", "")
@C("en", "certificate expiry")
def _(): return ("TLS handshake errors.", f"Cert for api.acme.io expired {date()}; serial {HX(32)}. cert-manager renewal failed on DNS01 challenge.", "")
@C("ko", "인증서 만료")
def _(): return ("TLS 에러", f"인증서 {date()} 만료. 시리얼 {HX(32)}. cert-manager DNS01 실패", "")
@C("en", "password field name in schema")
def _(): return ("Migration failed on users table.", "Column password_hash is varchar(60); argon2 hashes need 97+ chars. Also renamed reset_password_token to reset_token_digest.", "")
@C("ko", "스키마 컬럼명")
def _(): return ("users 테이블 마이그레이션 실패", "password_hash varchar(60)인데 argon2 해시는 더 김. 컬럼 255로", "")
@C("en", "API key header name")
def _(): return ("Partner API returned 401 with our header.", "They expect `X-Api-Key`, not `Authorization: ApiKey`. Key is per environment, in Vault.", "")
@C("ko", "헤더 이름")
def _(): return ("파트너 API 401", "헤더명이 X-NCP-APIGW-API-KEY-ID / X-NCP-APIGW-API-KEY 임. 값은 볼트", "")
@C("en", "wifi mention no key")
def _(): return ("Device tests need the lab network.", "SSID lab-iot-5G, WPA2; the key is on the whiteboard in room 4, not in any doc.", "")
@C("ko", "와이파이 언급")
def _(): return ("테스트 기기 와이파이 필요", "SSID office-guest, 비번은 리셉션에 문의", "")
@C("en", "git log messages")
def _(): return ("Who removed the token check?", f"commit {sha40()[:10]} 'remove hardcoded token from tests' by {user()} on {date()}; replaced with env lookup.", "")
@C("ko", "커밋 메시지")
def _(): return ("토큰 체크 누가 지움?", f"{sha40()[:8]} 'fix: 하드코딩된 키 제거' 커밋. 환경변수로 대체됨", "")
@C("en", "S3 URL unsigned")
def _(): return ("Export links 403.", f"URL https://acme-exports.s3.ap-northeast-2.amazonaws.com/exports/{date()}/report.csv is unsigned; bucket is private so it needs a presigned URL.", "")
@C("ko", "서명 없는 URL")
def _(): return ("CDN 이미지 403", f"https://cdn.example.co.kr/images/{uuid4()}.png 원본 버킷 OAC 설정 빠짐", "")
@C("en", "long random-looking ids")
def _(): return ("Mixpanel events not joined to users.", f"distinct_id {uuid4()} vs user id {num(10**6, 10**8)}; alias call missing. Project id {num(10**6, 10**7)}.", "")
@C("ko", "긴 ID")
def _(): return ("이벤트 유저 매칭 안됨", f"device_id {hx(32)} 랑 회원번호 {num(10**5, 10**7)} 연결 안됨", "")
@C("en", "secret rotation schedule")
def _(): return ("When do keys rotate?", "API keys rotate quarterly (Jan/Apr/Jul/Oct, first Monday); DB passwords every 90 days via Lambda rotator.", "")
@C("ko", "로테이션 주기")
def _(): return ("키 교체 주기?", "API 키 분기별, DB 비번 90일마다 자동 로테이션 (람다)", "")
@C("en", "password hashing benchmark")
def _(): return ("Benchmark for login endpoint.", f"p95 {num(100, 900)}ms, p99 {num(900, 2000)}ms at {num(50, 500)} rps; hashing dominates.", "")
@C("en", "Korean user name and email")
def _(): return ("Invite emails bounced.", f"Addresses like {user()}@acme.co.kr bounced because SPF lacked the SendGrid include.", "")
@C("ko", "이메일 주소")
def _(): return ("초대 메일 반송", f"{user()}@example.co.kr 반송. SPF에 sendgrid include 빠짐", "")
@C("en", "account locked support note")
def _(): return ("Customer account locked.", f"Account #{num(10**5, 10**7)} locked after {num(5, 10)} failed logins; unlock via admin > users > unlock, not by resetting the password.", "")
@C("ko", "계정 잠김")
def _(): return ("고객 계정 잠김 문의", f"회원번호 {num(10**5, 10**7)} 비번 {num(5, 10)}회 오류로 잠김. 어드민에서 잠금해제", "")
@C("en", "encrypted ciphertext reference sops")
def _(): return ("Couldn't decrypt secrets.enc.yaml.", "sops needs the age recipient of the team; my key wasn't in .sops.yaml creation_rules.", "")
@C("ko", "sops 복호화")
def _(): return ("secrets.enc.yaml 복호화 안됨", ".sops.yaml에 내 age 공개키 없었음. 추가 요청함", "")
@C("en", "docker login password-stdin")
def _(): return ("CI docker push failed.", "Use `echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u $GITHUB_ACTOR --password-stdin`; the token needs write:packages.", "")
@C("ko", "도커 로그인 stdin")
def _(): return ("CI 푸시 실패", "docker login --password-stdin 으로 $CR_PAT 넘김. write:packages 권한 필요", "")
@C("en", "number-heavy Korean-free prose")
def _(): return (f"Load test {num(1, 20)} failed.", f"{num(1000, 9000)} virtual users, {num(10, 90)} minutes, error rate {num(1, 9)}.{num(0, 9)}% on POST /auth/token.", "")
@C("ko", "부하테스트 수치")
def _(): return (f"부하테스트 {num(2, 9)}차", f"가상유저 {num(1000, 9000)}, {num(10, 60)}분, /auth/token 에러율 {num(1, 9)}%", "")
@C("en", "keys in config names only yaml")
def _(): return ("Which settings control auth?", "auth:\n  jwt_secret_env: JWT_SECRET\n  token_ttl: 15m\n  refresh_ttl: 14d\n  password_min_length: 12", "")
@C("ko", "설정 키 이름")
def _(): return ("인증 관련 설정 뭐있음?", "auth.password.minLength=10, auth.token.ttl=30m, auth.secret.env=APP_JWT_SECRET", "")
@C("en", "question about password policy")
def _(): return ("Unsure whether service accounts are exempt.", "Service accounts currently follow the same 90-day rotation.", "Should service account passwords be exempt from 90-day expiry?")
@C("ko", "질문: 비번 정책")
def _(): return ("서비스 계정도 비번 만료 적용되는지 모름", "현재는 사람 계정이랑 동일", "서비스 계정은 만료 예외 처리해도 되나요?")
@C("en", "revoked token notice")
def _(): return ("Token stopped working.", f"GitHub revoked the token automatically on {date()} after it was detected in a public gist; a new one was issued and stored in Vault.", "")
@C("ko", "폐기된 토큰 안내")
def _(): return ("토큰 갑자기 안됨", f"{date()}에 공개 저장소 노출로 자동 폐기됨. 새로 발급해서 볼트에 넣음", "")
@C("en", "python code reading env")
def _(): return ("Where does the app read the key?", "settings.py: STRIPE_KEY = os.environ[\"STRIPE_SECRET_KEY\"]; missing key raises KeyError at import.", "")
@C("ko", "코드에서 env 읽기")
def _(): return ("키 어디서 읽는지", "config.ts: process.env.TOSS_SECRET_KEY ?? '' → 빈 값이면 조용히 실패함", "")
@C("en", "base64 image data")
def _(): return ("Avatar upload failed.", f"Body had data:image/png;base64,iVBORw0KGgo{b64e(rbytes(24))} — truncated at 1MB by the proxy.", "")
@C("en", "hex color and ids")
def _(): return ("Theme tokens confusion.", "Design 'tokens' are color.primary=#1F6FEB, spacing.4=16px; unrelated to auth tokens.", "")
@C("ko", "디자인 토큰")
def _(): return ("토큰 얘기가 디자인 토큰이었음", "color.brand=#FEE500, radius.md=8px. 인증 토큰 아님", "")
@C("en", "LLM token counts")
def _(): return ("Prompt exceeded the limit.", f"Prompt was {num(130000, 200000)} tokens; max context {num(100000, 128000)}. Output max {num(4000, 16000)} tokens.", "")
@C("ko", "LLM 토큰 수")
def _(): return ("프롬프트 너무 김", f"입력 {num(100000, 200000)} 토큰, 한도 초과. 청크 {num(2, 8)}개로 나눔", "")
@C("en", "pagination cursor")
def _(): return ("Pagination skipped records.", f"next_cursor={b64ue(json.dumps({'id': num(1000, 99999), 'ts': date()}).encode())} was URL-decoded twice.", "")
@C("ko", "페이지 커서")
def _(): return ("페이지네이션 누락", f"cursor={b64ue(json.dumps({'offset': num(100, 9999)}).encode())} 두 번 디코딩됨", "")
@C("en", "idempotency key and request id")
def _(): return ("Duplicate charges.", f"Idempotency-Key header was regenerated per retry ({uuid4()} vs {uuid4()}); derive it from order id.", "")
@C("ko", "세마포어/락 ID")
def _(): return ("배치 중복 실행", f"락 키 batch:settle:{date()} TTL {num(30, 600)}초 짧았음", "")

# ---------------------------------------------------------------- more Korean-heavy templates


@W("ko", "질문 목록 안에 값")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"{v} 웹훅 서명 검증 실패함. 원인 아직 모름",
            "서명 검증은 raw body 기준임. express.json() 먼저 타면 깨짐",
            f"확인할 것:\n1. {k} 값이 {val} 맞는지\n2. 대시보드 엔드포인트 URL 최신인지", [val])


@W("ko", "화살표 메모")
def _(v, what, items, regen):
    parts = " / ".join(f"{k} → {val}" for k, val, _ in items)
    return (f"{v} 설정 누락으로 배치 죽음",
            f"세팅값: {parts}. 넣고 재시작하니 정상",
            "", lst(items))


@W("ko", "스크린샷 OCR 텍스트")
def _(v, what, items, regen):
    body = "\n".join(f"{k}  {val}  [복사]" for k, val, _ in items)
    return (f"유저가 {v} 콘솔 스크린샷 올려줌 (텍스트로 옮김):\n{body}",
            f"{v} 콘솔은 키 생성 직후에만 전체 값 보여줌",
            "", lst(items))


@W("ko", "systemd 유닛 Environment")
def _(v, what, items, regen):
    body = "\n".join(f"Environment=\"{k}={val}\"" for k, val, _ in items)
    return (f"서버에서 직접 돌리는 워커 /etc/systemd/system/worker.service:\n[Service]\n{body}",
            "systemctl show 하면 다른 유저도 Environment 다 보임 → EnvironmentFile + 600 권한으로",
            "", lst(items))


@W("ko", "카톡 대화 캡처")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"카톡으로 받은 내용:\n[오후 {num(1, 12)}:{num(10, 59)}] 대표님: {v} 키 이거임\n[오후 {num(1, 12)}:{num(10, 59)}] 대표님: {val}",
            f"{v} 계정이 대표님 개인 계정에 묶여 있음. 팀 계정으로 이전 필요",
            "", [val])


@W("ko", "쿠버 시크릿 생성 명령")
def _(v, what, items, regen):
    args = " ".join(f"--from-literal={k}={val}" for k, val, _ in items)
    return (f"시크릿 만든 명령 히스토리에 남아있음:\nkubectl create secret generic {v.split()[0].lower()}-cred {args} -n prod",
            "--from-literal은 쉘 히스토리에 남음. --from-env-file 쓰고 파일 삭제",
            "", lst(items))


@W("en", "jupyter output cell")
def _(v, what, items, regen):
    k, val, _ = first(items)
    return (f"The notebook's output cell printed os.environ:\n{{'HOME': '/home/jovyan', '{k}': '{val}', 'LANG': 'C.UTF-8'}}",
            "Clear outputs (nbstripout) before committing notebooks.",
            "", [val])


@W("en", "serverless.yml env")
def _(v, what, items, regen):
    body = "\n".join(f"    {k}: {val}" for k, val, _ in items)
    return (f"serverless.yml (committed):\nprovider:\n  environment:\n{body}",
            "Reference SSM instead: ${ssm:/prod/NAME}.",
            "", lst(items))


@S("ko", "카톡: 서버 비번 전달")
def _():
    p = pw()
    return (f"서버 접속정보 카톡으로 옴\n\"ssh {user()}@{host()} 비번 {p}\"",
            "root 로그인 허용돼 있었음. 키 인증으로 바꾸자고 건의",
            "", [p])


@S("ko", "엑셀 시트 복사")
def _():
    ps = [pw(nospace=True) for _ in range(2)]
    return (f"운영계정 시트 일부\n구분\tID\tPW\n관리자\tadmin\t{ps[0]}\nDB\tapp\t{ps[1]}",
            "시트가 링크 있는 사람 전체 공개였음 → 권한 변경 요청",
            "", ps)


@S("ko", "한글 문장 속 비번")
def _():
    p = pw(style=pick(["human", "leet", "ko-qwerty", "alnum"]))
    return ("젠킨스 관리자 로그인 필요했음",
            f"관리자 비번은 {p}이고 초기 설정 그대로임;; 바꿔야 함",
            "", [p])


@S("ko", "질문: 비번 맞는지")
def _():
    p = pw()
    return ("스테이징 RDS 접속 3번 실패 (5번이면 잠김)",
            "잠기기 전에 확인부터",
            f"스테이징 DB 비번 {p} 아직 유효함?", [p])


@S("ko", "로그 한 줄 비번 노출")
def _():
    p = pw(noquote=True, nospace=True)
    return (f"앱 로그: [INFO] DB connect host={host()} user={user()} password={p} pool=10",
            "설정 로더가 전체 설정 INFO로 찍음. 마스킹 필터 추가함",
            "", [p])


@S("ko", "SFTP 접속정보")
def _():
    p = pw()
    return (f"정산 파일 SFTP 접속정보 (파트너사 메일):\n호스트 sftp.partner.co.kr:22\n아이디 acme_settle\n비밀번호 {p}",
            "파트너 방화벽에 우리 NAT IP 등록해야 접속됨",
            "", [p])


@S("ko", "네이버클라우드 키 쌍")
def _():
    ak = "ncp_iam_BP" + upan(18); sk = "ncp_iam_BP" + a62(30)
    return (f"Object Storage 업로드 403. 키 확인:\naccess_key={ak}\nsecret_key={sk}",
            "서브계정에 Object Storage 권한 없었음",
            "", [ak, sk])


@S("ko", "공인인증서 비번")
def _():
    p = pw(style=pick(["human", "leet", "punctuation"]), nospace=True)
    return ("홈택스 자동화 스크립트 인증서 로그인 실패",
            f"인증서 비번 {p} 맞는데 NPKI 경로 달랐음 (LocalLow)",
            "", [p])


@S("ko", "관리자 페이지 계정 질문")
def _():
    p = pw()
    return ("카페24 관리자 들어가야 함",
            "부운영자 계정 권한으로는 앱 설정 못바꿈",
            f"부운영자 acme_dev / {p} 말고 대표운영자 계정 필요해요", [p])


@S("ko", "MinIO 키")
def _():
    ak = upan(20); sk = b64(40)
    return (f"로컬 S3 대체로 MinIO 씀. mc alias set local http://localhost:9000 {ak} {sk}",
            "mc alias 명령은 ~/.mc/config.json에 평문 저장함",
            "", [ak, sk])


@S("ko", "SMS 인증 API 코드")
def _():
    k = "NCS" + upan(13); s = upan(32)
    return (f"문자 발송 코드: const messageService = new SolapiMessageService(\"{k}\", \"{s}\")",
            "발신번호 사전등록 안돼서 실패한 거였음",
            "", [k, s])


@S("en", "wp-config constants")
def _():
    p = pw(noquote=True)
    salts = [rs(A62 + "!#%&()*+,-.:;<=>?@[]^_{|}~", 64) for _ in range(2)]
    return (f"wp-config.php on staging:\ndefine('DB_PASSWORD', '{p}');\ndefine('AUTH_KEY', '{salts[0]}');\ndefine('SECURE_AUTH_KEY', '{salts[1]}');",
            "Staging and prod shared the same salts, so sessions crossed over.",
            "", [p] + salts)


@S("en", "firebase service worker config with server key")
def _():
    k = "AAAA" + b64u(7) + ":APA91b" + b64u(134)
    return (f"Push notifications used the legacy API: fetch('https://fcm.googleapis.com/fcm/send', {{headers: {{Authorization: 'key={k}'}}}})",
            "Legacy FCM API was shut down; migrate to HTTP v1 with OAuth.",
            "", [k])


@C("ko", "비번 변경 공지")
def _(): return ("공용계정 비번 바뀐다는 공지 못봄", f"{date()} 부로 공용계정 비번 전부 변경. 새 값은 1Password 공유 볼트에만 있음", "")
@C("ko", "토큰 발급 절차")
def _(): return ("카카오 토큰 발급 흐름 헷갈림", "인가코드 → /oauth/token 호출 → access_token(6시간), refresh_token(2개월). 코드는 1회용", "")
@C("ko", "JWT 클레임 설명")
def _(): return ("권한 체크 안맞음", "JWT payload에 roles 배열 있음 (ADMIN, USER). scope 아님. exp는 초 단위", "")
@C("ko", "에러 로그 마스킹됨")
def _(): return ("결제 에러 로그", "authorization: Basic **** (masked), status 401, code NOT_FOUND_PAYMENT_SESSION → 세션 만료", "")
@C("ko", "환경별 키 개수")
def _(): return ("키 몇 개 필요한지", f"개발/스테이징/운영 각각 API 키 {num(2, 5)}개씩. 총 {num(6, 15)}개 발급 필요", "")
@C("ko", "주석 처리된 TODO")
def _(): return ("코드에 TODO 많음", "// TODO: API 키 환경변수로 옮기기 (#{0}) 이미 처리됨. 주석만 남음".format(num(100, 999)), "")
@C("ko", "카톡 알림톡 템플릿 코드")
def _(): return ("알림톡 발송 실패", f"템플릿 코드 TPL_{upan(6)} 승인 안됨 (검수중). 발신프로필키는 콘솔에서 확인", "")
@C("ko", "사업자번호/주문번호")
def _(): return ("세금계산서 발행 실패", f"사업자번호 {num(100, 999)}-{num(10, 99)}-{num(10000, 99999)} 휴폐업 조회 API 응답 지연", "")
@C("ko", "비번 찾기 기능 설명")
def _(): return ("비번 찾기 흐름 파악", "이메일로 6자리 인증번호 발송 → 3분 유효 → 5회 틀리면 재발송. 인증번호는 DB에 해시로 저장", "")
@C("ko", "OTP 자리수 설정")
def _(): return ("OTP 검증 실패", "digits=6, period=30, algorithm=SHA1 기본값. 서버 시간 NTP 안맞아서 틀림", "")
@C("ko", "git 크레덴셜 헬퍼 설명")
def _(): return ("git push 때마다 비번 물어봄", "git config --global credential.helper osxkeychain 설정. 토큰은 키체인에 저장됨", "")
@C("ko", "API 키 발급 위치 안내")
def _(): return ("네이버 검색 API 키 어디서 받는지", "developers.naver.com > Application > 내 애플리케이션에서 Client ID/Secret 확인. 하루 25,000회 제한", "")
@C("en", "OIDC config no secrets")
def _(): return ("SSO login loop.", "issuer https://login.acme.io/, audience api://orders, jwks_uri cached 10m; clock skew tolerance 60s fixed it.", "")
@C("en", "nginx config auth directives")
def _(): return ("Staging protected by basic auth unexpectedly.", "location / { auth_basic \"staging\"; auth_basic_user_file /etc/nginx/.htpasswd; } was copied from the admin vhost.", "")
@C("en", "dependabot alert ids")
def _(): return ("Security alerts on jsonwebtoken.", f"GHSA-{loan(4)}-{loan(4)}-{loan(4)} / CVE-2022-{num(20000, 29999)}; upgrade to 9.0.0.", "")
@C("en", "long test names")
def _(): return ("Which test covers token expiry?", "test_refresh_token_is_rejected_after_password_change_and_session_revocation in tests/auth/test_tokens.py.", "")

# ---------------------------------------------------------------- assembly and invariants
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Bad(Exception):
    pass


def check(fields, secrets, kind):
    for k, lim in LIMITS.items():
        if not isinstance(fields[k], str):
            raise Bad("type")
        if len(fields[k].encode("utf-8")) > lim:
            raise Bad(f"{k} too long")
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        raise Bad("empty mc/lesson")
    if kind == "clean":
        if secrets:
            raise Bad("clean with secrets")
        return
    if not secrets:
        raise Bad("no secrets")
    uniq = sorted(set(secrets), key=lambda s: (-len(s), s))
    for s in uniq:
        if len(s) < 8:
            raise Bad(f"short secret {s!r}")
        if not any(s in f for f in fields.values()):
            raise Bad(f"secret not present {s!r}")
    for f in fields.values():
        masked = f
        for s in uniq:
            masked = masked.replace(s, "\x00")
        for s in uniq:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    raise Bad(f"stray window {s[i:i + 8]!r}")


def attempt(make, kind, tries=60):
    last = None
    for _ in range(tries):
        try:
            mc, le, ask, secrets = make()
            fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
            # de-duplicate secrets, keep first-seen order (deterministic)
            seen = []
            for s in secrets:
                if s not in seen:
                    seen.append(s)
            check(fields, seen, kind)
            return fields, seen
        except Bad as e:
            last = e
    raise RuntimeError(f"could not build note: {last}")


def main():
    notes = []
    # vendor notes: every vendor once, wrapper chosen round-robin per language
    en_w = [w for w in WRAPPERS if w[0] == "en"]
    ko_w = [w for w in WRAPPERS if w[0] == "ko"]
    R.shuffle(en_w); R.shuffle(ko_w)
    ie = ik = 0
    order = list(range(len(VENDORS)))
    extra = R.sample(order, 40)
    for n, vi in enumerate(order + extra):
        vname, what, specs = VENDORS[vi]
        if n % 2 == 0:
            lang, wname, fn = en_w[ie % len(en_w)]; ie += 1
        else:
            lang, wname, fn = ko_w[ik % len(ko_w)]; ik += 1

        def regen(specs=specs):
            return [(k, g(), l) for k, g, l in specs]

        def make(fn=fn, vname=vname, what=what, regen=regen):
            return fn(vname, what, regen(), regen)
        fields, secrets = attempt(make, "secret")
        notes.append({"lang": lang, "kind": "secret", "category": f"vendor: {wname} [{vname}]", "fields": fields, "secrets": secrets})
    # special secret templates, twice each
    for rep in range(2):
        for lang, cat, fn in SPECIAL:
            fields, secrets = attempt(lambda fn=fn: fn(), "secret")
            notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})
    n_secret = len(notes)
    target_clean = round(n_secret * 2 / 3)
    k = 0
    while sum(1 for x in notes if x["kind"] == "clean") < target_clean:
        lang, cat, fn = CLEAN[k % len(CLEAN)]; k += 1
        fields, _ = attempt(lambda fn=fn: tuple(fn()) + ([],), "clean")
        notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []})
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes, 1):
        rec = {"id": f"k{i:03d}", "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
               "fields": nt["fields"], "secrets": nt["secrets"]}
        out.append(json.dumps(rec, ensure_ascii=False))
    with open("blind_set_v8.jsonl", "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")
    # summary
    from collections import Counter
    c = Counter((n["kind"], n["lang"]) for n in notes)
    print("notes", len(notes), dict(sorted(c.items())))
    print("templates: wrappers", len(WRAPPERS), "special", len(SPECIAL), "clean", len(CLEAN),
          "total", len(WRAPPERS) + len(SPECIAL) + len(CLEAN))
    print("vendors", len(set(v[0] for v in VENDORS)))
    print("secret values", sum(len(n["secrets"]) for n in notes))


if __name__ == "__main__":
    main()
