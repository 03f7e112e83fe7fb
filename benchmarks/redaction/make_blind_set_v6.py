#!/usr/bin/env python3
"""Blind evaluation set v6 generator for a credential-redaction filter.

Standard library only.  Deterministic: fixed seed, fixed template order.
Writes blind_set_v6.jsonl next to this script.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import struct
import urllib.parse

SEED = 60620251123
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HX = "0123456789abcdef"
B64C = AN + "+/"
URLC = AN + "-_"
B32C = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n, rng=None):
    rng = rng or R
    return "".join(rng.choice(alpha) for _ in range(n))


def A(n): return rs(AN, n)
def H(n): return rs(HX, n)
def HU(n): return rs(HX.upper(), n)
def U(n): return rs(UP + DG, n)
def L(n): return rs(LO + DG, n)
def D(n): return rs(DG, n)
def UL(n): return rs(URLC, n)
def B32(n): return rs(B32C, n)


def b64(nbytes):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()


def b64url_nopad(nbytes):
    return base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def uuid4():
    h = H(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- passwords
EN_WORDS = ("tiger river maple falcon winter summer dragon sunset orange harbor rocket "
            "pepper coffee banana monkey shadow silver purple thunder garden castle "
            "violet marble cobalt lantern meadow pixel walrus biscuit canyon cactus "
            "ember glacier hazel jasper kettle lemon mango nectar otter quartz raven "
            "saffron tundra velvet willow yellow zephyr anchor badger copper").split()
KO_ROM = ("sarang haneul bada nabi gureum saebyeok dalbit hodu gamja bori "
          "dubu kimchi hangang namsan jeju busan sokcho mandu tteok bulgogi").split()
KO_HANGUL = ("우리집 고양이 강아지 바다 하늘 사랑해 봄날 제주도 한라산 별빛 "
             "행복 해바라기 무지개 초코 딸기 바나나 호랑이 도토리 감자 고구마 "
             "달님 눈송이 벚꽃 단풍").split()
PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}

CTX_FORBID = {
    "plain": "",
    "nospace": " ",
    "env": " #'\"`$\\",
    "shell": " '\"`$\\!&|;<>()*?[]{}~#",   # safe unquoted in shell
    "sq": "'",                           # inside single quotes
    "dq": "\"\\$`",                       # inside double quotes (shell or code)
    "json": "\"\\",
    "yaml": "\"\\'#",                     # written inside double quotes, no escapes
    "xml": "<>&\"'",
    "ini": " ;#=\"'\\",
    "url": "",                           # percent-encoded afterwards
    "alnum": PUNCT + " ",
}


def _pw_human():
    w = R.choice(EN_WORDS + KO_ROM)
    w = w.capitalize() if R.random() < 0.8 else w.upper()
    yr = R.choice([str(R.randint(1975, 2025)), "%02d" % R.randint(0, 99), str(R.randint(100, 9999))])
    p = R.choice("!@#$%^&*?.")
    form = R.randint(0, 3)
    if form == 0:
        return w + yr + p
    if form == 1:
        return w + p + yr
    if form == 2:
        return p + w + yr + R.choice(EN_WORDS).capitalize()
    return w + R.choice(EN_WORDS).capitalize() + yr + p


def _pw_phrase():
    n = R.randint(3, 5)
    ws = [R.choice(EN_WORDS) for _ in range(n)]
    s = " ".join(ws)
    if R.random() < 0.5:
        s += " " + str(R.randint(2, 99))
    if R.random() < 0.3:
        s = s.capitalize() + R.choice("!?.")
    return s


def _pw_punct():
    n = R.randint(14, 24)
    chars = [R.choice(AN) for _ in range(n)]
    for _ in range(R.randint(4, 8)):
        chars[R.randrange(n)] = R.choice(PUNCT)
    return "".join(chars)


def _pw_hangul():
    form = R.randint(0, 2)
    if form == 0:
        return R.choice(KO_HANGUL) + R.choice(KO_HANGUL) + str(R.randint(1, 9999)) + R.choice("!@#$%^&*")
    if form == 1:
        return R.choice(KO_HANGUL) + R.choice("!@#") + R.choice(EN_WORDS).capitalize() + str(R.randint(10, 99))
    return R.choice(KO_HANGUL) + " " + R.choice(KO_HANGUL) + " " + str(R.randint(100, 9999))


def _pw_leet():
    w = R.choice(EN_WORDS) + R.choice(EN_WORDS)
    w = "".join(LEET.get(c, c) if R.random() < 0.7 else c for c in w)
    w = w[0].upper() + w[1:]
    return w + R.choice(["!", "#", "&", "_", "*"]) + str(R.randint(1, 99))


def _pw_gen():
    return rs(AN, R.choice([16, 20, 24, 32]))


def _pw_pin():
    return D(8)


def _pw_keyboard():
    return R.choice(["qwer", "asdf", "zxcv", "1q2w", "q1w2"]) + R.choice(["1234", "!@#$", "5678", "3e4r"]) + R.choice(EN_WORDS)[:4].capitalize() + R.choice("!@#")


PW_KINDS = {
    "human": _pw_human, "phrase": _pw_phrase, "punct": _pw_punct, "hangul": _pw_hangul,
    "leet": _pw_leet, "gen": _pw_gen, "pin": _pw_pin, "kbd": _pw_keyboard,
}
PW_MIX = ["human", "human", "phrase", "punct", "punct", "hangul", "leet", "gen", "kbd"]


def password(kind="any", ctx="plain"):
    forbid = CTX_FORBID[ctx]
    for _ in range(500):
        k = R.choice(PW_MIX) if kind == "any" else kind
        if ctx in ("url",) and k == "phrase":
            k = "punct"
        p = PW_KINDS[k]()
        if ctx != "plain" and ctx != "url" and k == "hangul" and ctx in ("alnum",):
            continue
        if len(p) >= 8 and not any(c in forbid for c in p) and p == p.strip():
            return p
    raise RuntimeError("password gen failed")


# ---------------------------------------------------------------- structured values
def jwt(payload=None):
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    now = R.randint(1700000000, 1760000000)
    payload = payload or {"sub": str(R.randint(1000, 999999)), "role": R.choice(["admin", "service", "user", "service_role"]),
                          "iat": now, "exp": now + R.choice([3600, 86400, 604800])}
    pl = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return hdr + "." + pl + "." + b64url_nopad(32)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines():
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(R.choice([b"deploy@ci", b"jenkins@build01", b"ubuntu@bastion", b"dev@laptop"]))
    i = 1
    while len(sec) % 8:
        sec += bytes([i]); i += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(sec)
    s = base64.b64encode(blob).decode()
    return [s[i:i + 70] for i in range(0, len(s), 70)]


def ec_pem_lines():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    s = base64.b64encode(der).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def pkcs8_ed25519_line():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return base64.b64encode(der).decode()


def ssh_pub_ed25519():
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def fingerprint():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def aws_secret():
    return rs(AN + "+/", 40)


def bech32_upper(n):
    return rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", n)


def discord_bot():
    uid = str(R.randint(10**17, 10**18 * 2))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + UL(6) + "." + UL(38)


def telegram_bot():
    return str(R.randint(10**8, 8 * 10**9)) + ":AA" + UL(33)


def words_mnemonic(n=12):
    wl = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
          "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
          "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
          "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
          "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
          "annual another answer antenna antique anxiety any apart apology appear apple approve april arch "
          "arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact").split()
    return " ".join(R.choice(wl) for _ in range(n))


def b64_of(s):
    return base64.b64encode(s.encode()).decode()


def pct(s):
    return urllib.parse.quote(s, safe="")


# vendor token shapes (public documented formats; values random)
TOK = {
    "ghp": lambda: "ghp_" + A(36),
    "gho": lambda: "gho_" + A(36),
    "ghs": lambda: "ghs_" + A(36),
    "ghu": lambda: "ghu_" + A(36),
    "github_pat": lambda: "github_pat_" + A(22) + "_" + A(59),
    "glpat": lambda: "glpat-" + UL(20),
    "glrt": lambda: "glrt-" + UL(20),
    "glptt": lambda: "glptt-" + H(40),
    "gldt": lambda: "gldt-" + UL(20),
    "xoxb": lambda: "xoxb-" + D(12) + "-" + D(13) + "-" + A(24),
    "xoxp": lambda: "xoxp-" + D(12) + "-" + D(12) + "-" + D(13) + "-" + H(32),
    "xapp": lambda: "xapp-1-A" + U(10) + "-" + D(13) + "-" + H(64),
    "slack_hook_secret": lambda: A(24),
    "stripe_sk": lambda: "sk_live_" + A(99),
    "stripe_sk_short": lambda: "sk_live_" + A(24),
    "stripe_rk": lambda: "rk_live_" + A(99),
    "stripe_test": lambda: "sk_test_" + A(99),
    "stripe_whsec": lambda: "whsec_" + A(32),
    "openai": lambda: "sk-proj-" + UL(74) + "T3BlbkFJ" + UL(74),
    "openai_old": lambda: "sk-" + A(20) + "T3BlbkFJ" + A(20),
    "openai_svc": lambda: "sk-svcacct-" + UL(74) + "T3BlbkFJ" + UL(74),
    "anthropic": lambda: "sk-ant-api03-" + UL(93) + "AA",
    "anthropic_admin": lambda: "sk-ant-admin01-" + UL(93) + "AA",
    "akia": lambda: "AKIA" + B32(16),
    "asia": lambda: "ASIA" + B32(16),
    "aws_secret": aws_secret,
    "aws_session": lambda: "IQoJb3JpZ2luX2VjE" + A(3) + "aDmFwLW5vcnRoZWFzdC0y" + rs(B64C, 380) + "==",
    "gcp_key": lambda: "AIza" + UL(35),
    "gcp_oauth_secret": lambda: "GOCSPX-" + UL(28),
    "google_refresh": lambda: "1//0" + UL(99),
    "google_app_pw": lambda: " ".join(rs(LO, 4) for _ in range(4)),
    "apple_app_pw": lambda: "-".join(rs(LO, 4) for _ in range(4)),
    "azure_storage": lambda: b64(64),
    "azure_client_secret": lambda: rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34),
    "azure_sas_sig": lambda: pct(b64(32)),
    "twilio_token": lambda: H(32),
    "twilio_sid": lambda: "AC" + H(32),
    "sendgrid": lambda: "SG." + UL(22) + "." + UL(43),
    "mailgun": lambda: "key-" + H(32),
    "mailgun_new": lambda: H(32) + "-" + H(8) + "-" + H(8),
    "mailchimp": lambda: H(32) + "-us" + str(R.randint(1, 21)),
    "npm": lambda: "npm_" + A(36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + UL(R.randint(140, 170)),
    "dockerhub": lambda: "dckr_pat_" + UL(27),
    "vault": lambda: "hvs." + UL(24) if R.random() < 0.5 else "hvs.CAESI" + UL(86),
    "tfc": lambda: A(14) + ".atlasv1." + A(67),
    "do": lambda: "dop_v1_" + H(64),
    "heroku": lambda: "HRKU-AA" + UL(58),
    "shopify": lambda: "shpat_" + H(32),
    "shopify_ss": lambda: "shpss_" + H(32),
    "atlassian": lambda: "ATATT3xFfGF0" + UL(170) + "=" + HU(8),
    "bitbucket": lambda: "ATBB" + A(32),
    "linear": lambda: "lin_api_" + A(40),
    "notion": lambda: "ntn_" + D(11) + A(35),
    "notion_old": lambda: "secret_" + A(43),
    "figma": lambda: "figd_" + UL(40),
    "sentry": lambda: "sntrys_" + b64url_nopad(60) + "_" + UL(43),
    "sentry_user": lambda: "sntryu_" + H(64),
    "datadog_api": lambda: H(32),
    "datadog_app": lambda: H(40),
    "newrelic": lambda: "NRAK-" + U(27),
    "newrelic_license": lambda: H(36) + "NRAL",
    "grafana_sa": lambda: "glsa_" + A(32) + "_" + H(8),
    "grafana_cloud": lambda: "glc_" + rs(B64C, 100) + "=",
    "hf": lambda: "hf_" + rs(UP + LO, 34),
    "replicate": lambda: "r8_" + A(37),
    "groq": lambda: "gsk_" + A(52),
    "cohere": lambda: A(40),
    "mistral": lambda: A(32),
    "perplexity": lambda: "pplx-" + A(48),
    "xai": lambda: "xai-" + A(80),
    "deepseek": lambda: "sk-" + H(32),
    "cloudflare": lambda: UL(40),
    "cloudflare_global": lambda: H(37),
    "vercel": lambda: A(24),
    "netlify": lambda: "nfp_" + A(36),
    "supabase_pat": lambda: "sbp_" + H(40),
    "supabase_secret": lambda: "sb_secret_" + UL(22) + "_" + UL(8),
    "fcm_legacy": lambda: "AAAA" + UL(7) + ":APA91b" + UL(134),
    "planetscale_pw": lambda: "pscale_pw_" + UL(43),
    "planetscale_tkn": lambda: "pscale_tkn_" + UL(43),
    "fly": lambda: "FlyV1 fm2_" + rs(B64C, 180),
    "render": lambda: "rnd_" + A(32),
    "postman": lambda: "PMAK-" + H(24) + "-" + H(34),
    "doppler": lambda: "dp.st." + R.choice(["prd", "stg", "dev"]) + "." + A(40),
    "doppler_pt": lambda: "dp.pt." + A(43),
    "onepassword_sa": lambda: "ops_eyJ" + rs(B64C, 300),
    "pulumi": lambda: "pul-" + H(40),
    "circleci": lambda: "CCIPAT_" + A(22) + "_" + H(40),
    "buildkite": lambda: "bkua_" + H(40),
    "sonar": lambda: "squ_" + H(40),
    "sonar_proj": lambda: "sqp_" + H(40),
    "jfrog_ref": lambda: "cmVmdGtuOjAxOjE3" + A(48),
    "jfrog_api": lambda: "AKCp" + A(69),
    "okta": lambda: "00" + UL(40),
    "auth0_secret": lambda: UL(64),
    "asana": lambda: "2/" + D(16) + "/" + D(16) + ":" + H(32),
    "dropbox": lambda: "sl.u." + UL(135),
    "zoom_secret": lambda: A(32),
    "discord_bot": discord_bot,
    "discord_hook": lambda: UL(68),
    "telegram": telegram_bot,
    "line_token": lambda: rs(B64C, 171) + "=",
    "line_secret": lambda: H(32),
    "kakao_rest": lambda: H(32),
    "kakao_admin": lambda: H(32),
    "ncp_access": lambda: "ncp_iam_BP" + R.choice(["AS", "KR"]) + "KR" + A(12),
    "ncp_secret": lambda: "ncp_iam_BP" + "KMKR" + A(38),
    "ncp_access_old": lambda: A(20),
    "ncp_secret_old": lambda: A(40),
    "naver_client_secret": lambda: A(10),
    "toss_sk": lambda: "live_sk_" + A(28),
    "toss_gsk": lambda: "live_gsk_" + A(28),
    "toss_test": lambda: "test_sk_" + A(28),
    "portone_secret": lambda: A(80),
    "iamport_secret": lambda: A(80),
    "nhn_appkey": lambda: A(16),
    "nhn_secret": lambda: A(8),
    "alibaba_id": lambda: "LTAI5t" + A(18),
    "alibaba_secret": lambda: A(30),
    "tencent_id": lambda: "AKID" + A(32),
    "tencent_secret": lambda: A(32),
    "baidu_sk": lambda: A(32),
    "huawei_ak": lambda: U(20),
    "huawei_sk": lambda: A(40),
    "wechat_secret": lambda: H(32),
    "feishu_secret": lambda: A(32),
    "dingtalk_token": lambda: H(64),
    "dingtalk_sec": lambda: "SEC" + H(64),
    "minio_access": lambda: U(20),
    "minio_secret": lambda: A(40),
    "sendbird": lambda: H(40),
    "solapi_key": lambda: "NCS" + U(13),
    "solapi_secret": lambda: U(32),
    "aligo": lambda: L(32),
    "channeltalk_secret": lambda: H(32),
    "paystack": lambda: "sk_live_" + H(40),
    "razorpay_secret": lambda: A(24),
    "paypal_secret": lambda: UL(80),
    "braintree": lambda: "access_token$production$" + L(16) + "$" + H(32),
    "square": lambda: "EAAA" + UL(60),
    "square_oauth": lambda: "sq0csp-" + UL(43),
    "adyen": lambda: "AQE" + rs(B64C, 60) + "=",
    "plaid": lambda: H(30),
    "algolia_admin": lambda: H(32),
    "mapbox_sk": lambda: "sk.eyJ1IjoiZGV2" + UL(40) + "." + UL(22),
    "contentful": lambda: "CFPAT-" + UL(43),
    "segment": lambda: A(32),
    "mixpanel": lambda: H(32),
    "amplitude": lambda: H(32),
    "pagerduty": lambda: "u+" + UL(18),
    "opsgenie": uuid4,
    "intercom": lambda: "dG9rOj" + A(54) + "=",
    "zendesk": lambda: A(40),
    "hubspot": lambda: "pat-na1-" + uuid4(),
    "salesforce_token": lambda: A(25),
    "airtable": lambda: "pat" + A(14) + "." + H(64),
    "clerk": lambda: "sk_live_" + A(40),
    "resend": lambda: "re_" + A(8) + "_" + A(24),
    "postmark": uuid4,
    "mailjet": lambda: H(32),
    "brevo": lambda: "xkeysib-" + H(64) + "-" + A(16),
    "twitch": lambda: L(30),
    "cloudinary_secret": lambda: UL(27),
    "confluent_secret": lambda: rs(AN + "+/", 64),
    "upstash": lambda: "AX" + A(3) + "AAIjcDE" + A(40),
    "neon_pw": lambda: "npg_" + A(12),
    "elastic_api": lambda: b64(48),
    "age": lambda: "AGE-SECRET-KEY-1" + bech32_upper(58),
    "eth_priv": lambda: "0x" + H(64),
    "btc_wif": lambda: R.choice("KL") + rs(B58, 51),
    "tailscale": lambda: "tskey-auth-k" + A(10) + "CNTRL-" + A(33),
    "ngrok": lambda: "2" + A(26) + "_" + A(21),
    "expo": lambda: A(40),
    "jenkins": lambda: "11" + H(32),
    "harbor": lambda: A(32),
    "k8s_bootstrap": lambda: L(6) + "." + L(16),
    "k3s": lambda: "K10" + H(64) + "::server:" + H(32),
    "rabbit_pw": lambda: A(24),
    "mongo_pw": lambda: A(16),
    "redis_pw": lambda: A(32),
    "totp": lambda: B32(32),
    "totp16": lambda: B32(16),
    "gh_recovery": lambda: H(5) + "-" + H(5),
    "bitlocker": lambda: "-".join(D(6) for _ in range(8)),
    "puk": lambda: D(8),
    "uuid": uuid4,
    "hex32": lambda: H(32),
    "hex40": lambda: H(40),
    "hex64": lambda: H(64),
    "alnum": lambda: A(32),
    "snyk": uuid4,
    "codecov": uuid4,
    "travis": lambda: UL(22),
    "gitea": lambda: H(40),
    "bitwarden_secret": lambda: A(30),
    "launchdarkly": lambda: "sdk-" + uuid4(),
    "launchdarkly_api": lambda: "api-" + uuid4(),
    "rollbar": lambda: H(32),
    "bugsnag": lambda: H(32),
    "honeycomb": lambda: A(22),
    "logdna": lambda: H(32),
    "sumologic": lambda: A(64),
    "splunk_hec": uuid4,
    "dynatrace": lambda: "dt0c01." + U(24) + "." + U(64),
    "lokalise": lambda: H(40),
    "crowdin": lambda: H(80),
    "gandi": lambda: A(24),
    "godaddy": lambda: A(34) + ":" + A(22),
    "namecheap": lambda: H(32),
    "porkbun": lambda: "sk1_" + H(64),
    "linode": lambda: H(64),
    "vultr": lambda: U(36),
    "hetzner": lambda: A(64),
    "scaleway": uuid4,
    "ovh": lambda: A(32),
    "oci_fp_dummy": lambda: ":".join(H(2) for _ in range(16)),
    "ibm": lambda: UL(44),
    "snowflake_pw": lambda: password("any", "url"),
    "databricks": lambda: "dapi" + H(32),
    "dbt": lambda: "dbtc_" + UL(56),
    "fivetran": lambda: A(16),
    "airbyte": jwt,
    "prefect": lambda: "pnu_" + A(36),
    "wandb": lambda: H(40),
    "comet": lambda: A(25),
    "pinecone": lambda: "pcsk_" + A(5) + "_" + UL(64),
    "weaviate": lambda: A(40),
    "qdrant": lambda: UL(32),
    "langsmith": lambda: "lsv2_pt_" + H(32) + "_" + H(10),
    "together": lambda: "tgp_v1_" + UL(43),
    "fireworks": lambda: "fw_" + A(24),
    "elevenlabs": lambda: "sk_" + H(48),
    "deepgram": lambda: H(40),
    "assemblyai": lambda: H(32),
    "stability": lambda: "sk-" + A(48),
    "runpod": lambda: "rpa_" + U(40),
    "modal": lambda: "as-" + A(22),
    "gemini": lambda: "AIza" + UL(35),
    "easypost": lambda: "EZAK" + H(54),
    "shippo": lambda: "shippo_live_" + H(40),
    "lemonsqueezy": jwt,
    "paddle": lambda: "pdl_live_apikey_" + L(26) + "_" + A(22) + "_" + A(3),
    "coinbase": lambda: A(16),
    "binance_secret": lambda: A(64),
    "upbit_secret": lambda: A(40),
    "bithumb_secret": lambda: A(32),
    "kiwoom_secret": lambda: A(36),
    "kis_appsecret": lambda: rs(B64C, 180),
    "coupang_secret": lambda: H(40),
    "naver_commerce_secret": lambda: "$2a$04$" + rs(AN + "./", 22),
    "cafe24_secret": lambda: A(22),
    "kakaopay_secret": lambda: "DEV" + H(37).upper(),
    "nicepay_key": lambda: b64(64),
    "inicis_signkey": lambda: b64(24),
    "kcp_sitekey": lambda: A(22) + "__",
    "danal_key": lambda: H(64),
    "datagokr": lambda: b64(64),
    "kma_key": lambda: UL(22),
    "gabia_pw": lambda: password("human", "nospace"),
    "sendwise": lambda: A(32),
}


# ---------------------------------------------------------------- non-secret fillers
HOSTS = ["db-prod-01.internal", "pg-stg.corp.local", "10.20.3.14", "mysql-main.ap-northeast-2.rds.amazonaws.com",
         "redis-cache-02", "bastion.dev.example.com", "api.staging.example.kr", "nas01.office.lan",
         "build-agent-7", "kafka-1.data.svc.cluster.local", "192.168.0.50", "erp.internal.co.kr"]
USERS = ["admin", "deploy", "svc_batch", "root", "app_user", "jenkins", "readonly", "ops", "kim.dev", "etl_loader", "postgres", "backoffice"]
KNAMES = ["김민수", "이지은", "박서준", "최유리", "정하늘", "강도현", "윤서연", "임재현"]
ENAMES = ["Priya", "Marco", "Dana", "Kenji", "Alex", "Sofia", "Tom", "Lena"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2"]
BRANCHES = ["feature/auth-refresh", "fix/login-timeout", "chore/rotate-secrets-doc", "release/2.14", "hotfix/token-expiry", "feat/password-policy-v2"]


def ver():
    return "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40))


def date():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


FILL = {
    "host": lambda a: R.choice(HOSTS),
    "user": lambda a: R.choice(USERS),
    "kname": lambda a: R.choice(KNAMES),
    "ename": lambda a: R.choice(ENAMES),
    "email": lambda a: R.choice(["ops", "dev", "admin", "billing", "kim", "noreply"]) + "@" + R.choice(["example.com", "corp.example.kr", "acme.io"]),
    "ip": lambda a: "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
    "port": lambda a: str(R.choice([5432, 3306, 6379, 27017, 8080, 8443, 9092, 1521, 5672, 22, 2222])),
    "date": lambda a: date(),
    "ver": lambda a: ver(),
    "sha": lambda a: H(40),
    "sha7": lambda a: H(7),
    "sha256": lambda a: H(64),
    "md5": lambda a: H(32),
    "uuid": lambda a: uuid4(),
    "int": lambda a: str(R.randint(int(a[0]), int(a[1]))),
    "jira": lambda a: R.choice(["OPS", "SEC", "INFRA", "PLAT", "BE", "DEVX", "PAY"]) + "-" + str(R.randint(100, 9999)),
    "region": lambda a: R.choice(REGIONS),
    "acct": lambda a: D(12),
    "reqid": lambda a: "req_" + A(14),
    "sshpub": lambda a: ssh_pub_ed25519(),
    "fp": lambda a: fingerprint(),
    "build": lambda a: str(R.randint(1000, 99999)),
    "branch": lambda a: R.choice(BRANCHES),
    "pick": lambda a: R.choice(a),
    "twsid": lambda a: "AC" + H(32),
    "slackT": lambda a: "T" + U(10),
    "slackB": lambda a: "B" + U(10),
    "digits": lambda a: D(int(a[0])),
    "b64data": lambda a: base64.b64encode(R.choice([
        '{"env":"staging","region":"%s"}' % R.choice(REGIONS), "hello world", "user_id=%d" % R.randint(1, 99999),
        '{"page":%d,"size":50}' % R.randint(1, 40), "build-%d" % R.randint(100, 999)]).encode()).decode(),
    "time": lambda a: "%02d:%02d" % (R.randint(0, 23), R.randint(0, 59)),
    "ip6": lambda a: "2001:db8:%x::%x" % (R.randint(1, 65535), R.randint(1, 65535)),
    "mac": lambda a: ":".join(H(2) for _ in range(6)),
    "cloudinary_key": lambda a: D(15),
    "confluent_key": lambda a: U(16),
    "clientid": lambda a: D(12) + "-" + L(32) + ".apps.googleusercontent.com",
    "hexn": lambda a: H(int(a[0])),
    "alnumn": lambda a: A(int(a[0])),
}


# ---------------------------------------------------------------- engine
PH = re.compile(r"⟦([!~]?)(\w+)((?::[^:⟧]*)*)⟧")


def gen_value(gen, args, env):
    """returns (text, secrets_or_None)"""
    if gen in TOK:
        return TOK[gen](), None
    if gen == "pw":
        kind = args[0] if args else "any"
        ctx = args[1] if len(args) > 1 else "plain"
        return password(kind, ctx), None
    if gen == "pwurl":   # password with URL-special characters, written percent-encoded
        for _ in range(200):
            p = password(args[0] if args else "any", "url")
            if pct(p) != p:
                return pct(p), None
        raise RuntimeError("pwurl")
    if gen == "pct":
        return pct(env[args[0]]), None
    if gen == "basic":
        return b64_of(env[args[0]] + ":" + env[args[1]]), None
    if gen == "b64":
        return b64_of(env[args[0]]), None
    if gen == "b64c":
        return b64_of(env[args[0]] + ":"), None
    if gen == "jwt":
        return jwt(), None
    if gen == "sshkey":
        lines = openssh_ed25519_lines()
        return "\n".join(lines), lines
    if gen == "ecpem":
        lines = ec_pem_lines()
        return "\n".join(lines), lines
    if gen == "pkcs8":
        return pkcs8_ed25519_line(), None
    if gen == "mnemonic":
        return words_mnemonic(int(args[0]) if args else 12), None
    if gen == "codes":   # recovery codes: codes:N:kind:sep
        n = int(args[0]); kind = args[1]; sep = args[2] if len(args) > 2 else "\n"
        sep = sep.replace("NL", "\n").replace("SP", " ").replace("CM", ", ")
        mk = {"gh": lambda: H(5) + "-" + H(5), "g8": lambda: D(4) + " " + D(4), "d8": lambda: L(4) + "-" + L(4),
              "aws": lambda: U(32), "npm": lambda: H(64)[:12], "ms": lambda: "-".join(U(5) for _ in range(5)),
              "n10": lambda: D(10), "al": lambda: L(5) + "-" + L(5)}[kind]
        codes = [mk() for _ in range(n)]
        return sep.join(codes), codes
    if gen in FILL:
        return FILL[gen](args), None
    raise KeyError(gen)


def render(fields, kind):
    env, secrets, pending = {}, [], []

    def sub(m):
        flag, name, rest = m.group(1), m.group(2), m.group(3)
        if not rest:
            if flag == "!" and env[name] not in secrets:
                secrets.append(env[name])
            return env[name]
        parts = rest[1:].split(":")
        gen, args = parts[0], parts[1:]
        if gen == "pick":
            args = rest[1:].split(":", 1)[1].split("|")
        text, secs = gen_value(gen, args, env)
        env[name] = text
        if flag == "!":
            for s in (secs or [text]):
                if s not in secrets:
                    secrets.append(s)
        if flag == "~":
            return ""
        return text
    out = {}
    order = ("missing_context", "lesson", "ask_next_time")
    pre = {}
    for k in order:   # hidden values (~) are generated first so derived values can use them
        pre[k] = PH.sub(lambda m: sub(m) if m.group(1) == "~" else m.group(0), fields[k])
    for k in order:
        out[k] = PH.sub(sub, pre[k])
    return out, secrets


def check_note(fields, secrets, kind):
    assert set(fields) == {"missing_context", "lesson", "ask_next_time"}
    assert fields["missing_context"].strip(), "empty missing_context"
    assert len(fields["missing_context"].encode()) <= 1024, ("mc too long", len(fields["missing_context"].encode()))
    assert len(fields["lesson"].encode()) <= 1024, ("lesson too long", len(fields["lesson"].encode()))
    assert len(fields["ask_next_time"].encode()) <= 512, ("ask too long", len(fields["ask_next_time"].encode()))
    for f in fields.values():
        assert "⟦" not in f and "⟧" not in f
    if kind == "clean":
        assert secrets == [], "clean note with secrets"
        return True
    assert secrets, "secret note without secrets"
    for s in secrets:
        assert len(s) >= 8, ("short secret", s)
        assert any(s in f for f in fields.values()), ("secret not in fields", s)
    for f in fields.values():
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                p = f.find(w)
                while p >= 0:
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return False   # stray window: caller re-draws
                    p = f.find(w, p + 1)
    return True


TEMPLATES = []


def T(lang, kind, cat, mc, lesson="", ask="", n=None, v=""):
    TEMPLATES.append(dict(lang=lang, kind=kind, category=cat + (" [%s]" % v if v else ""),
                          vendors=[x.strip() for x in v.split(",") if x.strip()],
                          fields={"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
                          n=n))


def S(lang, cat, mc, lesson="", ask="", n=None, v=""):
    if n is None:   # Korean: the first 12 templates without an explicit count are used twice
        _KO_DOUBLE[0] += lang == "ko"
        n = 2 if (lang == "ko" and _KO_DOUBLE[0] <= 12) else 1
    T(lang, "secret", cat, mc, lesson, ask, n, v)


_KO_DOUBLE = [0]


def C(lang, cat, mc, lesson="", ask="", n=None):
    if n is None:   # templates without random slots are used once (no duplicate notes)
        n = 2 if PH.search(mc + lesson + ask) else 1
    T(lang, "clean", cat, mc, lesson, ask, n, "")


# ================================================================ ENGLISH SECRET TEMPLATES
S("en", "prose: staging login", "The staging admin console at https://admin.staging.example.com only accepts the shared account. The staging login is ops-admin / ⟦!p:pw:human⟧ until SSO lands.",
  "Don't try to create a new admin through the UI; the seed script resets it nightly.", "Is SSO for staging live yet?")
S("en", "prose: passphrase with spaces", "Grafana on the monitoring box still uses a local user. Password for user 'viewer' is: ⟦!p:pw:phrase⟧ (yes, with spaces).",
  "Local Grafana users are separate from LDAP ones.", "")
S("en", "shell: mysql -p attached password", "Had to run the migration by hand on ⟦h:host⟧:\n$ mysql -h ⟦h⟧ -u ⟦u:user⟧ -p⟦!p:pw:any:shell⟧ billing < migrations/0042_add_invoice_idx.sql",
  "The ORM migration runner times out on this table; run it manually off-peak.", "")
S("en", "shell: psql PGPASSWORD env prefix", "Restore test: PGPASSWORD='⟦!p:pw:any:sq⟧' pg_restore -h ⟦h:host⟧ -U postgres -d analytics_restore dump_⟦d:date⟧.dump",
  "pg_restore with -j 4 is twice as fast on the restore box.", "")
S("en", "shell: sshpass", "Legacy switch config backup job uses sshpass: sshpass -p '⟦!p:pw:any:sq⟧' scp admin@10.0.8.1:/cfg/running.cfg ./backup/",
  "The switch does not support keys, only passwords.", "Can we move the switch backup to a vault-fed credential?")
S("en", "shell: redis-cli -a", "Cache flush during incident: redis-cli -h ⟦h:host⟧ -p 6379 -a ⟦!p:redis_pw⟧ --no-auth-warning FLUSHDB",
  "FLUSHDB on db 0 only; sessions live in db 2.", "")
S("en", "shell: htpasswd -b", "Created basic auth for the preview env: htpasswd -bc /etc/nginx/.htpasswd preview ⟦!p:pw:any:shell⟧",
  "nginx reload needed after editing .htpasswd.", "")
S("en", "shell: export AWS keys", "Local repro needed the CI IAM user:\nexport AWS_ACCESS_KEY_ID=⟦!a:akia⟧\nexport AWS_SECRET_ACCESS_KEY=⟦!s:aws_secret⟧\nexport AWS_DEFAULT_REGION=⟦r:region⟧",
  "The CI user has no s3:DeleteObject, which is why cleanup silently failed.", "", v="AWS")
S("en", "config: aws credentials INI with session token", "~/.aws/credentials on the bastion had a temp profile left over:\n[incident]\naws_access_key_id = ⟦!a:asia⟧\naws_secret_access_key = ⟦!s:aws_secret⟧\naws_session_token = ⟦!t:aws_session⟧",
  "STS creds expire after 12h; the profile is useless now but should be deleted.", "", n=1, v="AWS")
S("en", "cli: gh auth login --with-token", "CI runner auth: echo ⟦!t:ghp⟧ | gh auth login --with-token",
  "The runner user needs repo + workflow scopes, not admin:org.", "", v="GitHub")
S("en", "url: git remote with PAT", "Mirror job pushes to https://ci-bot:⟦!t:github_pat⟧@github.com/acme/platform-mirror.git",
  "Fine-grained PATs need explicit Contents: write on the mirror repo.", "Should the mirror use a GitHub App instead?", v="GitHub")
S("en", "env: gitlab token", "In .env.local for the release script:\nGITLAB_URL=https://gitlab.example.com\nGITLAB_TOKEN=⟦!t:glpat⟧\nPROJECT_ID=⟦n:int:100:9999⟧",
  "API scope is enough; read_repository alone fails on tag creation.", "", v="GitLab")
S("en", "cli: gitlab-runner register", "gitlab-runner register --non-interactive --url https://gitlab.example.com --token ⟦!t:glrt⟧ --executor docker --docker-image alpine:3.19",
  "New runner tokens (glrt-) replace registration tokens in 16.x.", "", v="GitLab")
S("en", "curl: gitlab pipeline trigger", "Trigger downstream deploy:\ncurl -X POST -F token=⟦!t:glptt⟧ -F ref=main https://gitlab.example.com/api/v4/projects/⟦n:int:10:900⟧/trigger/pipeline",
  "", "", v="GitLab")
S("en", "env: slack bot token", "SLACK_BOT_TOKEN=⟦!t:xoxb⟧\nSLACK_CHANNEL=#deploys",
  "The bot must be invited to the channel or chat.postMessage returns not_in_channel.", "", v="Slack")
S("en", "url: slack webhook", "Alerts go to https://hooks.slack.com/services/⟦a:slackT⟧/⟦b:slackB⟧/⟦!t:slack_hook_secret⟧",
  "Webhook posts ignore the channel field; create one webhook per channel.", "", v="Slack")
S("en", "chat excerpt: slack user token", "From the #platform thread:\n[10:42] ⟦e:ename⟧: can you try my token real quick? ⟦!t:xoxp⟧\n[10:43] me: works, the scope was missing",
  "users:read.email has to be added explicitly.", "Remind folks not to paste tokens into threads.", v="Slack")
S("en", "env: stripe live keys", "Billing service env on prod:\nSTRIPE_SECRET_KEY=⟦!a:stripe_sk⟧\nSTRIPE_WEBHOOK_SECRET=⟦!b:stripe_whsec⟧",
  "Webhook secret is per-endpoint; the CLI one differs from the dashboard one.", "", v="Stripe")
S("en", "code: python stripe api_key", "stripe.api_key = \"⟦!a:stripe_rk⟧\"  # restricted key, charges:read only",
  "Restricted keys fail on refunds; use the full key in the refund worker.", "", v="Stripe")
S("en", "code: openai client", "client = OpenAI(api_key=\"⟦!k:openai⟧\")\nresp = client.responses.create(model=\"gpt-4.1-mini\", input=prompt)",
  "Project keys are scoped; the eval project has a $50 monthly cap.", "", v="OpenAI")
S("en", "env: anthropic key", "ANTHROPIC_API_KEY=⟦!k:anthropic⟧",
  "Rate limit is per org, so the batch job and the chatbot compete.", "Who owns the org-level spend alert?", v="Anthropic")
S("en", "code: typescript anthropic sdk", "const anthropic = new Anthropic({ apiKey: '⟦!k:anthropic⟧' });\n// TODO move to env",
  "Hardcoded during the spike; the PR reviewer caught it.", "", n=1, v="Anthropic")
S("en", "yaml: k8s secret stringData", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\nstringData:\n  DB_USER: payments\n  DB_PASSWORD: \"⟦!p:pw:any:yaml⟧\"",
  "stringData is plain text in git; this manifest must move to sealed-secrets.", "")
S("en", "yaml: k8s secret data base64", "kubectl get secret api-keys -o yaml showed:\ndata:\n  SENDGRID_API_KEY: ⟦~k:sendgrid⟧⟦!b:b64:k⟧\n(decoded it to ⟦!k⟧ to test)",
  "Base64 in Secrets is not encryption.", "", v="SendGrid")
S("en", "docker: run -e password", "docker run -d --name pg15 -e POSTGRES_PASSWORD=⟦!p:pw:any:shell⟧ -p 5432:5432 postgres:15",
  "Volume was not mounted; data vanished on container restart.", "")
S("en", "compose: mysql root password", "docker-compose.yml:\nservices:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: \"⟦!p:pw:any:yaml⟧\"\n      MYSQL_DATABASE: shop",
  "MySQL 8 default auth plugin breaks the old PHP driver.", "")
S("en", "docker: login password-stdin", "echo '⟦!t:dockerhub⟧' | docker login -u acmebuild --password-stdin",
  "Docker Hub pull limits hit anonymous runners; logging in fixed it.", "", v="Docker Hub")
S("en", "json: docker config auth", "~/.docker/config.json on build-agent-3:\n{\"auths\": {\"registry.example.com\": {\"auth\": \"⟦!b:basic:u:p⟧\"}}}⟦~u:user⟧⟦~p:pw:any:plain⟧",
  "The registry cert was self-signed; added it to /etc/docker/certs.d.", "")
S("en", "npmrc: authToken", ".npmrc in the repo root (should not be committed):\n//registry.npmjs.org/:_authToken=⟦!t:npm⟧",
  "Use NPM_TOKEN env and ${NPM_TOKEN} in .npmrc instead.", "", v="npm")
S("en", "pypirc: token", "~/.pypirc\n[pypi]\nusername = __token__\npassword = ⟦!t:pypi⟧",
  "Trusted publishing via OIDC removes the need for this.", "", v="PyPI")
S("en", "cli: twine upload -p", "Published manually: twine upload -u __token__ -p ⟦!t:pypi⟧ dist/*",
  "", "", n=1, v="PyPI")
S("en", "env: vault token", "export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN=⟦!t:vault⟧",
  "Token TTL is 768h by default, ask for a periodic token.", "", v="HashiCorp Vault")
S("en", "terraformrc: tfc token", "~/.terraformrc:\ncredentials \"app.terraform.io\" {\n  token = \"⟦!t:tfc⟧\"\n}",
  "Team tokens can't trigger runs in other workspaces.", "", v="Terraform Cloud")
S("en", "cli: doctl auth", "doctl auth init --access-token ⟦!t:do⟧",
  "Droplet snapshots are billed per GB-month.", "", v="DigitalOcean")
S("en", "env: heroku api key", "HEROKU_API_KEY=⟦!t:heroku⟧ heroku config:set FEATURE_X=1 -a acme-web",
  "", "Can we drop Heroku now that staging is on Fly?", v="Heroku")
S("en", "code: shopify admin token", "Shopify private app for the inventory sync:\nX-Shopify-Access-Token: ⟦!t:shopify⟧",
  "Rate limit is 2 req/s on the REST admin API; use GraphQL bulk ops.", "", v="Shopify")
S("en", "curl: atlassian basic", "curl -u bot@example.com:⟦!t:atlassian⟧ https://acme.atlassian.net/rest/api/3/issue/⟦j:jira⟧",
  "API tokens act as the user; the bot account needs project access.", "", n=1, v="Atlassian")
S("en", "env: linear", "LINEAR_API_KEY=⟦!t:linear⟧", "Linear webhooks need a signing secret verification step too.", "", v="Linear")
S("en", "json: notion mcp config", "claude_desktop_config.json had:\n{\"mcpServers\": {\"notion\": {\"command\": \"npx\", \"args\": [\"-y\", \"@notionhq/notion-mcp-server\"], \"env\": {\"NOTION_TOKEN\": \"⟦!t:notion⟧\"}}}}",
  "The integration must be shared with each page explicitly.", "", v="Notion")
S("en", "env: figma token", "FIGMA_TOKEN=⟦!t:figma⟧ python scripts/export_icons.py", "Figma file keys are in the share URL.", "", n=1, v="Figma")
S("en", "cli: sentry-cli", "sentry-cli --auth-token ⟦!t:sentry⟧ releases new -p web ⟦v:ver⟧",
  "Source maps must be uploaded before the release is finalized.", "", v="Sentry")
S("en", "env: datadog keys", "DD_API_KEY=⟦!a:datadog_api⟧\nDD_APP_KEY=⟦!b:datadog_app⟧\nDD_SITE=datadoghq.eu",
  "EU site! The US endpoint returns 403 with these keys.", "", v="Datadog")
S("en", "yaml: newrelic", "newrelic.yml:\ncommon: &default_settings\n  license_key: '⟦!k:newrelic_license⟧'\n  app_name: checkout-api",
  "", "", v="New Relic")
S("en", "curl: grafana service account", "curl -H \"Authorization: Bearer ⟦!t:grafana_sa⟧\" https://grafana.example.com/api/dashboards/uid/⟦x:alnumn:9⟧",
  "Service accounts replaced API keys in Grafana 9+.", "", v="Grafana")
S("en", "cli: huggingface login", "huggingface-cli login --token ⟦!t:hf⟧ --add-to-git-credential",
  "Gated models need you to accept the license in the browser first.", "", v="Hugging Face")
S("en", "env: multi-provider LLM .env", ".env for the eval harness:\nOPENAI_API_KEY=⟦!a:openai⟧\nGROQ_API_KEY=⟦!b:groq⟧\nMISTRAL_API_KEY=⟦!c:mistral⟧\nPERPLEXITY_API_KEY=⟦!d:perplexity⟧",
  "Groq's model names differ from the HF ones; keep a mapping.", "", n=2, v="OpenAI, Groq, Mistral, Perplexity")
S("en", "env: more LLM providers", "REPLICATE_API_TOKEN=⟦!a:replicate⟧\nXAI_API_KEY=⟦!b:xai⟧\nCOHERE_API_KEY=⟦!c:cohere⟧",
  "xAI endpoint is OpenAI-compatible; just switch base_url.", "", n=2, v="Replicate, xAI, Cohere")
S("en", "code: python together/fireworks", "together_client = Together(api_key='⟦!a:together⟧')\nfw = Fireworks(api_key='⟦!b:fireworks⟧')",
  "Fireworks bills per token with a 1M free tier.", "", n=1, v="Together AI, Fireworks AI")
S("en", "cli: wrangler with cloudflare token", "CLOUDFLARE_API_TOKEN=⟦!t:cloudflare⟧ npx wrangler deploy",
  "Token needs Workers Scripts:Edit and Account Settings:Read.", "", v="Cloudflare")
S("en", "curl: cloudflare global key headers", "curl -X PURGE https://api.cloudflare.com/client/v4/zones/⟦z:hexn:32⟧/purge_cache -H 'X-Auth-Email: ⟦e:email⟧' -H 'X-Auth-Key: ⟦!k:cloudflare_global⟧' --data '{\"purge_everything\":true}'",
  "Global key has full account access; replace with a scoped token.", "", n=1, v="Cloudflare")
S("en", "cli: vercel --token", "vercel deploy --prod --token ⟦!t:vercel⟧ --scope acme",
  "Preview deployments inherit env from the Preview environment only.", "", v="Vercel")
S("en", "toml: netlify", "netlify.toml doesn't hold tokens, but the deploy script had NETLIFY_AUTH_TOKEN=⟦!t:netlify⟧ inline.",
  "", "", n=1, v="Netlify")
S("en", "env: supabase service role JWT", "NEXT_PUBLIC_SUPABASE_URL=https://⟦r:alnumn:20⟧.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=⟦!j:jwt⟧",
  "Service role bypasses RLS; never ship it to the client bundle.", "", v="Supabase")
S("en", "cli: supabase access token", "SUPABASE_ACCESS_TOKEN=⟦!t:supabase_pat⟧ supabase db push",
  "", "", n=1, v="Supabase")
S("en", "url: planetscale connection", "DATABASE_URL=mysql://⟦u:alnumn:12⟧:⟦!p:planetscale_pw⟧@aws.connect.psdb.cloud/shop?sslaccept=strict",
  "PlanetScale branches have separate passwords.", "", v="PlanetScale")
S("en", "cli: fly secrets / token", "FLY_API_TOKEN=\"⟦!t:fly⟧\" flyctl deploy --remote-only",
  "", "", n=1, v="Fly.io")
S("en", "env: render + railway", "RENDER_API_KEY=⟦!a:render⟧\nRAILWAY_TOKEN=⟦!b:uuid⟧",
  "Railway project tokens are scoped to one environment.", "", n=1, v="Render, Railway")
S("en", "header: postman api key", "GET https://api.getpostman.com/collections\nX-Api-Key: ⟦!k:postman⟧",
  "Collections export needs workspace id in the query.", "", v="Postman")
S("en", "cli: doppler service token", "doppler run --token ⟦!t:doppler⟧ -- npm start",
  "Service tokens are read-only per config.", "", v="Doppler")
S("en", "env: 1password service account", "OP_SERVICE_ACCOUNT_TOKEN=⟦!t:onepassword_sa⟧ op read \"op://CI/npm/token\"",
  "The op:// reference itself is fine to commit, the service account token is not.", "", n=1, v="1Password")
S("en", "env: pulumi", "PULUMI_ACCESS_TOKEN=⟦!t:pulumi⟧ pulumi up -s prod --yes", "", "", n=1, v="Pulumi")
S("en", "curl: circleci", "curl -H \"Circle-Token: ⟦!t:circleci⟧\" https://circleci.com/api/v2/project/gh/acme/api/pipeline",
  "v1.1 endpoints are deprecated.", "", n=1, v="CircleCI")
S("en", "yaml: buildkite agent token", "buildkite-agent.cfg:\ntoken=\"⟦!t:hex64⟧\"\nname=\"%hostname-%spawn\"\n\nAPI for the dashboard script: BUILDKITE_API_TOKEN=⟦!u:buildkite⟧",
  "", "", n=1, v="Buildkite")
S("en", "cli: sonar-scanner -Dsonar.token", "mvn sonar:sonar -Dsonar.host.url=https://sonar.example.com -Dsonar.token=⟦!t:sonar⟧",
  "sonar.login is deprecated in favour of sonar.token.", "", v="SonarQube")
S("en", "cli: jfrog", "jf c add art --url https://acme.jfrog.io --access-token ⟦!t:jfrog_ref⟧ --interactive=false",
  "", "", n=1, v="JFrog")
S("en", "header: okta SSWS", "Okta user deprovision script:\nAuthorization: SSWS ⟦!t:okta⟧",
  "Okta rate limits /api/v1/users at 600/min.", "", v="Okta")
S("en", "env: auth0 client secret", "AUTH0_DOMAIN=acme.eu.auth0.com\nAUTH0_CLIENT_ID=⟦c:alnumn:32⟧\nAUTH0_CLIENT_SECRET=⟦!s:auth0_secret⟧",
  "M2M apps need the Management API grant for user reads.", "", v="Auth0")
S("en", "code: discord bot", "bot.run('⟦!t:discord_bot⟧')", "Message content intent must be enabled in the developer portal.", "", v="Discord")
S("en", "url: discord webhook", "Release notes webhook: https://discord.com/api/webhooks/⟦i:digits:19⟧/⟦!t:discord_hook⟧",
  "", "", v="Discord")
S("en", "url: telegram bot api", "Alert bot: https://api.telegram.org/bot⟦!t:telegram⟧/sendMessage?chat_id=-100⟦c:digits:10⟧&text=deploy+ok",
  "Group chat ids are negative and start with -100.", "", v="Telegram")
S("en", "code: twilio go", "client := twilio.NewRestClientWithParams(twilio.ClientParams{Username: \"⟦s:twsid⟧\", Password: \"⟦!t:twilio_token⟧\"})",
  "Trial accounts can only text verified numbers.", "", v="Twilio")
S("en", "curl: mailgun", "curl -s --user 'api:⟦!k:mailgun⟧' https://api.mailgun.net/v3/mg.example.com/messages -F from=noreply@example.com -F to=⟦e:email⟧ -F subject=test -F text=hi",
  "EU domains use api.eu.mailgun.net.", "", v="Mailgun")
S("en", "code: mailchimp php", "$mailchimp->setConfig(['apiKey' => '⟦!k:mailchimp⟧', 'server' => 'us6']);",
  "", "", n=1, v="Mailchimp")
S("en", "env: resend / postmark / brevo", "RESEND_API_KEY=⟦!a:resend⟧\nPOSTMARK_SERVER_TOKEN=⟦!b:postmark⟧\nBREVO_API_KEY=⟦!c:brevo⟧",
  "We only need one ESP; Resend is the keeper.", "", n=1, v="Resend, Postmark, Brevo")
S("en", "code: go paypal", "c, _ := paypal.NewClient(\"⟦c:alnumn:80⟧\", \"⟦!s:paypal_secret⟧\", paypal.APIBaseLive)",
  "Client id is public, secret is not.", "", n=1, v="PayPal")
S("en", "env: braintree gateway token", "BRAINTREE_TOKEN=⟦!t:braintree⟧  # live gateway, read by Braintree::Gateway.new", "", "", n=1, v="Braintree")
S("en", "env: square", "SQUARE_ACCESS_TOKEN=⟦!t:square⟧\nSQUARE_ENV=production", "Sandbox tokens start with EAAAl.", "", n=1, v="Square")
S("en", "env: paystack + razorpay", "PAYSTACK_SECRET_KEY=⟦!a:paystack⟧\nRAZORPAY_KEY_ID=rzp_live_⟦i:alnumn:14⟧\nRAZORPAY_KEY_SECRET=⟦!b:razorpay_secret⟧",
  "", "", n=1, v="Paystack, Razorpay")
S("en", "env: plaid", "PLAID_CLIENT_ID=⟦c:hexn:24⟧\nPLAID_SECRET=⟦!s:plaid⟧\nPLAID_ENV=production", "", "", n=1, v="Plaid")
S("en", "code: js algolia admin key", "const client = algoliasearch('⟦a:alnumn:10⟧', '⟦!k:algolia_admin⟧'); // admin key, server only",
  "Search-only key goes to the frontend.", "", v="Algolia")
S("en", "env: mapbox secret token", "MAPBOX_DOWNLOADS_TOKEN=⟦!t:mapbox_sk⟧ (needed for the iOS SDK pod install)",
  "", "", n=1, v="Mapbox")
S("en", "cli: contentful", "contentful space export --space-id ⟦s:alnumn:12⟧ --management-token ⟦!t:contentful⟧",
  "", "", n=1, v="Contentful")
S("en", "code: segment + mixpanel", "Analytics(write_key='⟦!a:segment⟧')\nmixpanel_api_secret = '⟦!b:mixpanel⟧'",
  "Mixpanel export API uses the secret as basic auth user.", "", n=1, v="Segment, Mixpanel")
S("en", "json: pagerduty integration", "{\"routing_key\": \"⟦!k:hex32⟧\", \"event_action\": \"trigger\", \"payload\": {\"summary\": \"disk full\", \"severity\": \"critical\", \"source\": \"⟦h:host⟧\"}}\nREST API token for the schedule script: ⟦!t:pagerduty⟧",
  "", "", n=1, v="PagerDuty")
S("en", "header: intercom + zendesk", "Support sync uses two tokens:\nIntercom: Authorization: Bearer ⟦!a:intercom⟧\nZendesk: agent@example.com/token:⟦!b:zendesk⟧",
  "", "", n=1, v="Intercom, Zendesk")
S("en", "env: hubspot private app", "HUBSPOT_ACCESS_TOKEN=⟦!t:hubspot⟧", "Private apps replaced API keys in 2022.", "", v="HubSpot")
S("en", "prose: salesforce security token", "Salesforce integration user is integration@acme.com, password ⟦!p:pw:human⟧ and the security token ⟦!t:salesforce_token⟧ appended to it.",
  "Security token resets when the password changes.", "", n=1, v="Salesforce")
S("en", "env: airtable", "AIRTABLE_PAT=⟦!t:airtable⟧", "", "", n=1, v="Airtable")
S("en", "env: clerk", "CLERK_SECRET_KEY=⟦!t:clerk⟧\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_⟦p:alnumn:20⟧", "", "", n=1, v="Clerk")
S("en", "url: cloudinary", "CLOUDINARY_URL=cloudinary://⟦k:cloudinary_key⟧:⟦!s:cloudinary_secret⟧@acme-media", "", "", v="Cloudinary")
S("en", "properties: confluent SASL", "client.properties\nbootstrap.servers=pkc-⟦x:alnumn:5⟧.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"⟦k:confluent_key⟧\" password=\"⟦!s:confluent_secret⟧\";",
  "", "", v="Confluent")
S("en", "env: upstash redis", "UPSTASH_REDIS_REST_URL=https://⟦x:alnumn:12⟧.upstash.io\nUPSTASH_REDIS_REST_TOKEN=⟦!t:upstash⟧", "", "", n=1, v="Upstash")
S("en", "url: neon postgres", "postgresql://neondb_owner:⟦!p:neon_pw⟧@ep-⟦x:alnumn:12⟧.ap-southeast-1.aws.neon.tech/neondb?sslmode=require",
  "Neon autosuspends after 5 minutes; first query is slow.", "", v="Neon")
S("en", "url: mongodb+srv percent-encoded", "MONGO_URI=mongodb+srv://app:⟦!p:pwurl⟧@cluster0.⟦x:alnumn:5⟧.mongodb.net/prod?retryWrites=true",
  "Special characters in the password must be percent-encoded or the driver fails with 'Password contains unescaped characters'.", "", v="MongoDB Atlas")
S("en", "url: postgres with percent-encoded password, raw too", "Raw password was ⟦!p:pw:punct:url⟧, in the URL it has to be written as postgres://app:⟦!e:pct:p⟧@⟦h:host⟧:5432/app",
  "", "", n=2)
S("en", "header: elastic api key", "curl -H \"Authorization: ApiKey ⟦!k:elastic_api⟧\" https://es.example.com:9243/_cat/indices", "", "", n=1, v="Elastic")
S("en", "header: basic auth from curl -v", "curl -v output:\n> GET /api/v1/export HTTP/1.1\n> Host: ⟦h:host⟧\n> Authorization: Basic ⟦!b:basic:u:p⟧\n> User-Agent: curl/8.5.0⟦~u:user⟧⟦~p:pw⟧",
  "The export endpoint ignores Accept and always returns CSV.", "")
S("en", "age key", "SOPS uses this age identity on the deploy box (keys.txt):\n# created: ⟦d:date⟧T10:12:00+09:00\n# public key: age1⟦pk:alnumn:58⟧\n⟦!k:age⟧",
  "SOPS_AGE_KEY_FILE must point to it.", "", v="age/SOPS")
S("en", "pem: EC private key", "The JWT signing key for the auth service (ES256) was in the repo:\n-----BEGIN EC PRIVATE KEY-----\n⟦!k:ecpem⟧\n-----END EC PRIVATE KEY-----",
  "Rotated via the JWKS kid; old tokens stay valid until exp.", "")
S("en", "pem: openssh deploy key", "deploy key for the infra repo:\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟦!k:sshkey⟧\n-----END OPENSSH PRIVATE KEY-----",
  "GitHub deploy keys are per repo; one key can't be reused.", "")
S("en", "pem: pkcs8 ed25519 one line", "webhook signer key: -----BEGIN PRIVATE KEY----- ⟦!k:pkcs8⟧ -----END PRIVATE KEY-----",
  "", "", n=1)
S("en", "totp: otpauth URI", "Shared 2FA for the registrar account (otpauth://totp/Gandi:ops?secret=⟦!s:totp⟧&issuer=Gandi)",
  "Move to per-person accounts.", "", v="Gandi")
S("en", "totp seed prose", "AWS root MFA seed is ⟦!s:totp⟧, stored only here until the hardware key arrives.", "", "", n=1, v="AWS")
S("en", "recovery codes github", "GitHub recovery codes for the org-owner bot:\n⟦!c:codes:8:gh:NL⟧", "Bot accounts still need 2FA per org policy.", "", n=1, v="GitHub")
S("en", "recovery codes google", "Backup codes for ops@ Google Workspace: ⟦!c:codes:5:g8:CM⟧", "", "", n=1, v="Google Workspace")
S("en", "wifi key", "Office guest Wi-Fi: SSID ACME-Guest, WPA2 key ⟦!p:pw:any⟧", "Guest VLAN can't reach the printers.", "")
S("en", "pin: SIM PUK / PIV PIN", "YubiKey PIV: PIN changed, PUK is ⟦!p:puk⟧, management key left default (will fix).", "", "", n=1)
S("en", "cookie: session", "Repro with the user's session: curl 'https://app.example.com/api/me' -H 'Cookie: sessionid=⟦!c:alnumn:32⟧; csrftoken=⟦!x:alnumn:32⟧'",
  "Session cookie is HttpOnly, so the bug is server-side.", "")
S("en", "jwt: bearer in log", "App log line:\n2025-06-12T09:14:22Z INFO outbound GET /v2/orders headers={'Authorization': 'Bearer ⟦!j:jwt⟧'}",
  "Logging middleware must drop the Authorization header.", "Can the logger redact headers by default?")
S("en", "signed url: s3 presigned", "Presigned link for the vendor: https://acme-exports.s3.ap-northeast-2.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=⟦!a:asia⟧%2F20250612%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20250612T010000Z&X-Amz-Expires=604800&X-Amz-Security-Token=⟦!t:azure_sas_sig⟧&X-Amz-Signature=⟦!s:hex64⟧",
  "7 day max expiry for SigV4 presigned URLs.", "", n=1, v="AWS")
S("en", "signed url: azure SAS", "Blob SAS: https://acmestore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-12-31T00:00:00Z&sig=⟦!s:azure_sas_sig⟧",
  "", "", v="Azure")
S("en", "conn string: azure storage", "DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=⟦!k:azure_storage⟧;EndpointSuffix=core.windows.net",
  "", "", v="Azure")
S("en", "env: azure AD client secret", "AZURE_TENANT_ID=⟦t:uuid⟧\nAZURE_CLIENT_ID=⟦c:uuid⟧\nAZURE_CLIENT_SECRET=⟦!s:azure_client_secret⟧", "Secrets expire after 24 months max.", "", v="Azure")
S("en", "json: gcp api key in config", "firebase.json-ish config for the server: {\"mapsServerKey\": \"⟦!k:gcp_key⟧\", \"project\": \"acme-prod\"}",
  "Server keys must be IP-restricted.", "", v="Google Cloud")
S("en", "env: google oauth secret + refresh token", "GOOGLE_CLIENT_ID=⟦c:clientid⟧\nGOOGLE_CLIENT_SECRET=⟦!s:gcp_oauth_secret⟧\nGOOGLE_REFRESH_TOKEN=⟦!r:google_refresh⟧", "", "", n=1, v="Google OAuth")
S("en", "prose: gmail app password", "SMTP relay uses the Gmail app password ⟦!p:google_app_pw⟧ for alerts@.", "", "", n=1, v="Gmail")
S("en", "prose: apple app-specific password", "altool upload needs an app-specific password: ⟦!p:apple_app_pw⟧ (Apple ID release@example.com)", "", "", n=1, v="Apple")
S("en", "ci log: echoed secret", "GitHub Actions log, step 'Configure':\n  Run ./scripts/configure.sh\n  + API_BASE=https://api.example.com\n  + DEPLOY_TOKEN=⟦!t:alnumn:40⟧\n  + ./deploy.sh --env prod\n  Error: 401 Unauthorized",
  "set -x in the script printed the token; masking only works for registered secrets.", "")
S("en", "stack trace with DSN password", "Traceback (most recent call last):\n  File \"app/db.py\", line 41, in connect\n    engine = create_engine(\"postgresql+psycopg2://report:⟦!p:pw:gen⟧@⟦h:host⟧/reports\")\nsqlalchemy.exc.OperationalError: could not translate host name",
  "DNS inside the container uses the VPC resolver only.", "")
S("en", "java exception with jdbc password", "java.sql.SQLException: Access denied for user 'app'@'10.0.3.4' (using password: YES)\n  url=jdbc:mysql://⟦h:host⟧:3306/orders?user=app&password=⟦!p:pw:any:alnum⟧",
  "The pool kept retrying with the old password after rotation.", "")
S("en", "label at end of field, value at start of next", "Finally got the old Jenkins admin back. New password for user admin:",
  "⟦!p:pw:any⟧ — set via the groovy init script, then removed the script.", "", v="Jenkins")
S("en", "ask_next_time: question containing key", "Webhook signature checks failed in staging.", "Staging and prod use different signing secrets.",
  "Is ⟦!s:stripe_whsec⟧ still the staging webhook secret or was it rotated?", v="Stripe")
S("en", "old and new password", "Rotated the reporting DB password: old ⟦!a:pw:human⟧ -> new ⟦!b:pw:punct⟧. Updated in the k8s secret, not yet in Airflow connections.",
  "Airflow caches connections; restart the scheduler.", "")
S("en", "xml: maven settings server password", "settings.xml:\n<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>⟦!p:pw:any:xml⟧</password>\n</server>",
  "Use mvn --encrypt-password instead.", "", v="Sonatype Nexus")
S("en", "properties: spring datasource", "application-prod.properties:\nspring.datasource.url=jdbc:postgresql://⟦h:host⟧:5432/core\nspring.datasource.username=core_app\nspring.datasource.password=⟦!p:pw:any:ini⟧",
  "", "")
S("en", "toml: cargo registry token", "~/.cargo/credentials.toml\n[registry]\ntoken = \"cio⟦!t:alnumn:32⟧\"", "", "", n=1, v="crates.io")
S("en", "ini: rclone config", "rclone.conf\n[b2]\ntype = b2\naccount = ⟦a:hexn:12⟧\nkey = K005⟦!k:alnumn:27⟧", "", "", n=1, v="Backblaze B2")
S("en", "cli: mc alias minio", "mc alias set local http://minio.internal:9000 ⟦!a:minio_access⟧ ⟦!b:minio_secret⟧", "", "", v="MinIO")
S("en", "env: alibaba / tencent cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID=⟦!a:alibaba_id⟧\nALIBABA_CLOUD_ACCESS_KEY_SECRET=⟦!b:alibaba_secret⟧\nTENCENTCLOUD_SECRET_ID=⟦c:tencent_id⟧\nTENCENTCLOUD_SECRET_KEY=⟦!d:tencent_secret⟧",
  "China regions need separate accounts.", "", v="Alibaba Cloud, Tencent Cloud")
S("en", "yaml: huawei obs + baidu", "obs:\n  ak: ⟦a:huawei_ak⟧\n  sk: \"⟦!b:huawei_sk⟧\"\nbaidu_ocr:\n  api_key: ⟦c:alnumn:24⟧\n  secret_key: ⟦!d:baidu_sk⟧", "", "", n=1, v="Huawei Cloud, Baidu AI Cloud")
S("en", "url: dingtalk robot webhook", "DingTalk robot: https://oapi.dingtalk.com/robot/send?access_token=⟦!t:dingtalk_token⟧ (sign secret ⟦!s:dingtalk_sec⟧)", "", "", n=1, v="DingTalk")
S("en", "json: wechat mini program", "{\"appid\": \"wx⟦a:hexn:16⟧\", \"secret\": \"⟦!s:wechat_secret⟧\"}", "", "", n=1, v="WeChat")
S("en", "env: feishu/lark", "LARK_APP_ID=cli_⟦a:hexn:16⟧\nLARK_APP_SECRET=⟦!s:feishu_secret⟧", "", "", n=1, v="Lark")
S("en", "yaml: line messaging", "line:\n  channel_secret: ⟦!s:line_secret⟧\n  channel_access_token: ⟦!t:line_token⟧", "", "", n=1, v="LINE")
S("en", "crypto: mnemonic", "Test wallet for the faucet bot (mainnet by mistake!): ⟦!m:mnemonic:12⟧", "Use a fresh wallet; this one is burned.", "", n=1, v="Ethereum")
S("en", "crypto: eth private key", "PRIVATE_KEY=⟦!k:eth_priv⟧ npx hardhat run scripts/deploy.ts --network sepolia", "", "", v="Ethereum")
S("en", "env: tailscale + ngrok", "TS_AUTHKEY=⟦!a:tailscale⟧\nNGROK_AUTHTOKEN=⟦!b:ngrok⟧", "Ephemeral tailscale keys clean up nodes automatically.", "", v="Tailscale, ngrok")
S("en", "k8s: kubeadm join token", "kubeadm join 10.0.0.10:6443 --token ⟦!t:k8s_bootstrap⟧ --discovery-token-ca-cert-hash sha256:⟦h:sha256⟧", "Bootstrap tokens expire in 24h.", "", v="Kubernetes")
S("en", "k3s token", "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.5:6443 K3S_TOKEN=⟦!t:k3s⟧ sh -", "", "", n=1, v="k3s")
S("en", "jenkins api token", "curl -X POST -u ⟦u:user⟧:⟦!t:jenkins⟧ https://jenkins.example.com/job/deploy/buildWithParameters?ENV=prod", "", "", v="Jenkins")
S("en", "env: databricks + snowflake", "DATABRICKS_HOST=https://adb-⟦n:digits:16⟧.azuredatabricks.net\nDATABRICKS_TOKEN=⟦!a:databricks⟧\nSNOWFLAKE_PASSWORD=⟦!b:pw:any:env⟧", "", "", v="Databricks, Snowflake")
S("en", "env: pinecone + langsmith + wandb", "PINECONE_API_KEY=⟦!a:pinecone⟧\nLANGSMITH_API_KEY=⟦!b:langsmith⟧\nWANDB_API_KEY=⟦!c:wandb⟧", "", "", v="Pinecone, LangSmith, Weights & Biases")
S("en", "code: elevenlabs / deepgram", "el = ElevenLabs(api_key=\"⟦!a:elevenlabs⟧\")\ndg = DeepgramClient(\"⟦!b:deepgram⟧\")", "", "", n=1, v="ElevenLabs, Deepgram")
S("en", "env: dynatrace + rollbar + bugsnag", "DT_API_TOKEN=⟦!a:dynatrace⟧\nROLLBAR_ACCESS_TOKEN=⟦!b:rollbar⟧\nBUGSNAG_API_KEY=⟦!c:bugsnag⟧", "", "", n=1, v="Dynatrace, Rollbar, Bugsnag")
S("en", "env: launchdarkly", "LD_SDK_KEY=⟦!t:launchdarkly⟧", "", "", n=1, v="LaunchDarkly")
S("en", "header: splunk HEC", "curl -k https://splunk.example.com:8088/services/collector -H \"Authorization: Splunk ⟦!t:splunk_hec⟧\" -d '{\"event\": \"hello\"}'", "", "", n=1, v="Splunk")
S("en", "env: hosting providers", "LINODE_TOKEN=⟦!a:linode⟧\nVULTR_API_KEY=⟦!b:vultr⟧\nHCLOUD_TOKEN=⟦!c:hetzner⟧", "", "", n=1, v="Linode, Vultr, Hetzner")
S("en", "env: dns registrars", "GODADDY_KEY=⟦!a:godaddy⟧\nPORKBUN_SECRET_API_KEY=⟦!b:porkbun⟧", "", "", n=1, v="GoDaddy, Porkbun")
S("en", "env: shipping", "EASYPOST_API_KEY=⟦!a:easypost⟧\nSHIPPO_TOKEN=⟦!b:shippo⟧", "", "", n=1, v="EasyPost, Shippo")
S("en", "env: exchange API", "BINANCE_API_KEY=⟦k:alnumn:64⟧\nBINANCE_API_SECRET=⟦!s:binance_secret⟧", "IP whitelist is required for withdrawals.", "", n=1, v="Binance")
S("en", "code: dbt/prefect", "dbt Cloud service token ⟦!a:dbt⟧ and prefect cloud key ⟦!b:prefect⟧ are both in the Airflow variables now.", "", "", n=1, v="dbt Cloud, Prefect")
S("en", "bitlocker recovery", "BitLocker recovery key for LAPTOP-⟦n:int:100:999⟧: ⟦!k:bitlocker⟧", "", "", n=1, v="Microsoft")
S("en", "prose: generated password in chat", "Marco in DM: \"use this for the FTP: user ftp_partner pass ⟦!p:pw:gen⟧ — expires Friday\"", "", "")
S("en", "sql: create user identified by", "CREATE USER 'grafana_ro'@'%' IDENTIFIED BY '⟦!p:pw:any:sq⟧';\nGRANT SELECT ON metrics.* TO 'grafana_ro'@'%';", "", "")
S("en", "sql: alter role password", "ALTER ROLE airflow WITH LOGIN PASSWORD '⟦!p:pw:any:sq⟧';", "Airflow metadata DB must be Postgres 12+.", "")
S("en", "hashicorp: vault kv put", "vault kv put secret/payments/stripe api_key=⟦!t:stripe_sk_short⟧", "KV v2 paths need /data/ in the API, not in the CLI.", "", v="Stripe")
S("en", "rabbitmq amqp url", "AMQP_URL=amqps://orders:⟦!p:rabbit_pw⟧@b-⟦x:uuid⟧.mq.ap-northeast-2.amazonaws.com:5671", "", "", v="Amazon MQ")
S("en", "gitea / bitbucket", "Bitbucket app password for the mirror bot: ⟦!a:bitbucket⟧\nGitea token for the self-hosted one: ⟦!b:gitea⟧", "", "", n=1, v="Bitbucket, Gitea")
S("en", "snyk + codecov tokens", "SNYK_TOKEN=⟦!a:snyk⟧ snyk test && CODECOV_TOKEN=⟦!b:codecov⟧ codecov", "", "", n=1, v="Snyk, Codecov")
S("en", "harbor robot account", "Harbor robot: robot$ci+push / ⟦!s:harbor⟧", "Robot accounts expire after 30 days by default.", "", n=1, v="Harbor")
S("en", "expo / eas", "EXPO_TOKEN=⟦!t:expo⟧ eas build -p android --non-interactive", "", "", n=1, v="Expo")
S("en", "dropbox token", "Dropbox short-lived token (4h): ⟦!t:dropbox⟧", "", "", n=1, v="Dropbox")
S("en", "asana PAT", "ASANA_PAT=⟦!t:asana⟧", "", "", n=1, v="Asana")
S("en", "zoom secret", "Zoom S2S app: account id ⟦a:alnumn:22⟧, client id ⟦c:alnumn:22⟧, client secret ⟦!s:zoom_secret⟧", "", "", n=1, v="Zoom")
S("en", "twitch", "TWITCH_CLIENT_SECRET=⟦!s:twitch⟧", "", "", n=1, v="Twitch")
S("en", "leet password prose", "Router admin (192.168.1.1) login: admin / ⟦!p:pw:leet⟧", "Firmware update reset the port forwards.", "", v="ipTIME")
S("en", "keyboard-walk password", "The kiosk PCs all share the local admin password ⟦!p:pw:kbd⟧.", "LAPS rollout is blocked by the old domain.", "")
S("en", "hangul password in english note", "Korean team's shared NAS account: nasadmin, pw ⟦!p:pw:hangul⟧", "", "", v="Synology")
S("en", "php config array", "config/database.php:\n'mysql' => ['host' => env('DB_HOST'), 'username' => 'forge', 'password' => '⟦!p:pw:any:sq⟧'],", "Never inline; env() was there already.", "")
S("en", "ruby secrets.yml", "config/secrets.yml (production):\n  secret_key_base: ⟦!k:hexn:128⟧", "", "", n=1, v="Rails")
S("en", "django SECRET_KEY", "settings.py still had SECRET_KEY = 'django-insecure-⟦!k:pw:punct:sq⟧' in the prod branch", "", "", n=1, v="Django")
S("en", "smtp in prose", "Outbound mail: smtp.sendgrid.net:587, user apikey, password ⟦!t:sendgrid⟧", "", "", v="SendGrid")
S("en", "ssh config + password in comment", "~/.ssh/config\nHost legacy-ftp\n  HostName 203.0.113.40\n  User partner\n  # password: ⟦!p:pw:any⟧ (no key auth on this box)", "", "")
S("en", "gh actions secret set", "gh secret set NPM_TOKEN --body \"⟦!t:npm⟧\" --repo acme/web", "", "", v="npm")
S("en", "powershell credential", "$pw = ConvertTo-SecureString '⟦!p:pw:any:sq⟧' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\svc_backup', $pw)", "", "")
S("en", "c# connection string", "\"ConnectionStrings\": { \"Main\": \"Server=sql01;Database=crm;User Id=crm_app;Password=⟦!p:pw:any:json⟧;TrustServerCertificate=True\" }",
  "", "", v="SQL Server")


# ================================================================ KOREAN SECRET TEMPLATES
S("ko", "prose: 비번 변경 glued particle", "스테이징 어드민 비번 ⟦!p:pw:human⟧로 바꿈. 기존꺼는 폐기함", "어드민 계정 공유 금지 얘기 나옴", "")
S("ko", "prose: 접속정보 arrow", "QA DB 접속정보: ⟦h:host⟧ / qa_user / ⟦!p:pw:any⟧ → 팀 노션에도 있음", "QA DB는 매일 새벽 3시 리셋됨", "")
S("ko", "prose: 비밀번호는 X임", "사내 위키 관리자 계정 비밀번호는 ⟦!p:pw:hangul⟧임. 한글 비번이라 키보드 한/영 주의", "", "")
S("ko", "prose: passphrase 띄어쓰기 포함", "NAS 관리자 암호 = ⟦!p:pw:phrase⟧ (띄어쓰기 포함임, 복붙할때 주의)", "시놀로지 DSM 7 업데이트 후 2FA 풀림", "", v="Synology")
S("ko", "shell: mysql -p 붙여쓰기", "마이그레이션 수동으로 돌림\nmysql -h ⟦h:host⟧ -u ⟦u:user⟧ -p⟦!p:pw:any:shell⟧ shop < 0051_add_coupon.sql\n→ 락 걸려서 새벽에 다시 함", "대용량 테이블 ALTER는 pt-online-schema-change 써야함", "")
S("ko", "shell: PGPASSWORD", "PGPASSWORD=⟦!p:pw:any:shell⟧ psql -h ⟦h:host⟧ -U postgres -c 'select count(*) from orders' 로 건수 확인함", "복제 지연 때문에 리드레플리카 숫자 안 맞을 수 있음", "")
S("ko", "env: 토스페이먼츠 시크릿키", "결제 연동 .env\nTOSS_CLIENT_KEY=live_ck_⟦c:alnumn:28⟧\nTOSS_SECRET_KEY=⟦!s:toss_sk⟧", "시크릿키는 Basic 인증할때 뒤에 콜론 붙여서 base64 해야함", "", v="Toss Payments")
S("ko", "header: 토스 basic 인증", "승인 API 호출 헤더: Authorization: Basic ⟦~k:toss_test⟧⟦!b:b64c:k⟧\n(원래 키: ⟦!k⟧ + ':' 붙인거)", "테스트키도 커밋 금지", "", n=1, v="Toss Payments")
S("ko", "env: 포트원 V2 시크릿", "PORTONE_API_SECRET=⟦!s:portone_secret⟧\nPORTONE_STORE_ID=store-⟦i:uuid⟧", "V1 imp_key/imp_secret 이랑 헷갈리지 말것", "", v="PortOne")
S("ko", "json: 아임포트 토큰 발급", "토큰 발급 요청 바디 {\"imp_key\": \"⟦k:digits:16⟧\", \"imp_secret\": \"⟦!s:iamport_secret⟧\"} 로 보내야 access_token 나옴", "", "", n=1, v="Iamport")
S("ko", "yaml: 카카오 REST 키/어드민키", "application-prod.yml\nkakao:\n  rest-api-key: ⟦!a:kakao_rest⟧\n  admin-key: ⟦!b:kakao_admin⟧\n  redirect-uri: https://shop.example.kr/oauth/kakao", "어드민키는 서버에서만 써야함. 앱키 4종 헷갈림 주의", "", v="Kakao")
S("ko", "env: 카카오페이 시크릿", "KAKAOPAY_SECRET_KEY=⟦!s:kakaopay_secret⟧  # 운영\nKAKAOPAY_CID=TC0ONETIME", "신규 오픈API는 헤더가 SECRET_KEY 방식으로 바뀜", "", n=1, v="KakaoPay")
S("ko", "env: 네이버 클라우드 키", "NCP 오브젝트 스토리지 접근용\nNCLOUD_ACCESS_KEY=⟦!a:ncp_access_old⟧\nNCLOUD_SECRET_KEY=⟦!b:ncp_secret_old⟧", "S3 호환이라 boto3 endpoint_url만 바꾸면 됨", "", v="Naver Cloud")
S("ko", "code: 네이버 검색 API", "headers = {\"X-Naver-Client-Id\": \"⟦c:alnumn:20⟧\", \"X-Naver-Client-Secret\": \"⟦!s:naver_client_secret⟧\"}\n일일 한도 25000건임", "", "", v="Naver Developers")
S("ko", "url: 공공데이터포털 serviceKey 인코딩", "공공데이터포털 호출 URL 그대로 메모\nhttps://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=⟦!e:pct:k⟧&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20250612⟦~k:datagokr⟧", "Encoding 키를 requests params에 넣으면 이중인코딩됨 → Decoding 키 써야함", "", v="data.go.kr")
S("ko", "prose: 공공데이터 디코딩키", "공공데이터 디코딩 키는 ⟦!k:datagokr⟧ 이고 인코딩키는 포털에서 다시 확인하셈", "", "", n=1, v="data.go.kr")
S("ko", "env: 알리고 문자", "ALIGO_API_KEY=⟦!k:aligo⟧\nALIGO_USER_ID=⟦u:user⟧\nALIGO_SENDER=02-1234-5678", "발신번호 사전등록 안하면 -101 에러", "", v="Aligo")
S("ko", "env: 솔라피/쿨에스엠에스", "SOLAPI_API_KEY=⟦!a:solapi_key⟧\nSOLAPI_API_SECRET=⟦!b:solapi_secret⟧", "알림톡 템플릿 승인 2~3일 걸림", "", v="Solapi")
S("ko", "config: 센드버드", "센드버드 앱ID ⟦a:uuid⟧, 마스터 API 토큰 ⟦!t:sendbird⟧ → 채팅방 일괄생성 스크립트에서 씀", "", "", n=1, v="Sendbird")
S("ko", "env: 채널톡", "채널톡 연동 키 받음\nCHANNEL_ACCESS_KEY=⟦k:hexn:24⟧\nCHANNEL_ACCESS_SECRET=⟦!s:channeltalk_secret⟧", "", "", n=1, v="Channel Talk")
S("ko", "properties: 이니시스 signkey", "inicis.properties\ninicis.mid=INIpayTest\ninicis.signKey=⟦!s:inicis_signkey⟧", "mid 바꾸면 signKey도 같이 바꿔야함", "", n=1, v="KG Inicis")
S("ko", "config: 나이스페이 merchant key", "나이스페이 구버전 연동 merchantKey = ⟦!k:nicepay_key⟧", "신버전은 clientKey/secretKey 구조라 다름", "", n=1, v="NICE Payments")
S("ko", "config: KCP site key", "KCP 사이트키 ⟦!k:kcp_sitekey⟧ (사이트코드는 ⟦s:alnumn:5⟧)", "", "", n=1, v="NHN KCP")
S("ko", "env: 쿠팡 윙 오픈API", "COUPANG_ACCESS_KEY=⟦a:uuid⟧\nCOUPANG_SECRET_KEY=⟦!s:coupang_secret⟧\nCOUPANG_VENDOR_ID=A00⟦v:digits:6⟧", "HMAC 서명시 datetime 포맷 yyMMdd'T'HHmmss'Z'", "", n=1, v="Coupang")
S("ko", "env: 스마트스토어 커머스API", "NAVER_COMMERCE_CLIENT_ID=⟦c:alnumn:22⟧\nNAVER_COMMERCE_CLIENT_SECRET=⟦!s:naver_commerce_secret⟧", "client_secret 으로 bcrypt 해싱해서 전자서명 만듦", "", n=1, v="Naver Commerce")
S("ko", "env: 카페24", "CAFE24_CLIENT_SECRET=⟦!s:cafe24_secret⟧ (몰ID ⟦m:alnumn:8⟧)", "", "", n=1, v="Cafe24")
S("ko", "env: 업비트/빗썸", "UPBIT_OPEN_API_ACCESS_KEY=⟦a:alnumn:40⟧\nUPBIT_OPEN_API_SECRET_KEY=⟦!s:upbit_secret⟧\nBITHUMB_SECRET=⟦!t:bithumb_secret⟧", "업비트는 허용 IP 등록 필수", "", n=1, v="Upbit, Bithumb")
S("ko", "env: 한국투자증권 KIS", "KIS_APP_KEY=PS⟦a:alnumn:34⟧\nKIS_APP_SECRET=⟦!s:kis_appsecret⟧", "토큰 발급은 1분에 1회 제한", "", n=1, v="Korea Investment & Securities")
S("ko", "prose: 키움 API 비번", "키움 OpenAPI 로그인 비번 ⟦!p:pw:human⟧, 인증서 비번은 ⟦!q:pw:any⟧ — 모의투자 서버임", "", "", n=1, v="Kiwoom")
S("ko", "prose: 공동인증서 비밀번호", "세금계산서 발행용 공동인증서(법인) 암호 ⟦!p:pw:punct⟧ 임. 만료 ⟦d:date⟧", "인증서 파일은 NAS /certs 에 있음", "")
S("ko", "prose: 가비아 DNS 계정", "가비아 로그인: ⟦u:user⟧ / ⟦!p:pw:human⟧ → DNS 레코드 수정할때만 씀", "TTL 600 이하로 못 내림", "", v="Gabia")
S("ko", "prose: 카페24 FTP", "카페24 호스팅 FTP 계정 ⟦u:user⟧ 비번 ⟦!p:pw:kbd⟧ 인데 SFTP는 막혀있음", "", "", n=1, v="Cafe24")
S("ko", "shell: sshpass 한국어 메모", "구형 장비 백업 cron: sshpass -p '⟦!p:pw:any:sq⟧' ssh admin@⟦i:ip⟧ 'show run' > /backup/l3.cfg\n키 인증 미지원이라 어쩔수없음", "", "")
S("ko", "shell: redis-cli -a", "세션 꼬여서 redis 직접 들어가서 지움: redis-cli -h ⟦h:host⟧ -a '⟦!p:redis_pw⟧' DEL sess:⟦u:uuid⟧", "", "")
S("ko", "docker: -e password", "로컬 테스트용 docker run -e MYSQL_ROOT_PASSWORD=⟦!p:pw:any:shell⟧ -p 3306:3306 mysql:8 띄움", "볼륨 안붙여서 재시작하면 날아감", "")
S("ko", "yaml: compose env", "docker-compose.yml 일부\n  redis:\n    command: redis-server --requirepass ⟦!p:pw:gen⟧\n  app:\n    environment:\n      - REDIS_URL=redis://:⟦p⟧@redis:6379/0", "", "")
S("ko", "env: AWS 키 + 리전", "로컬에서 S3 업로드 테스트하느라 export 함\nAWS_ACCESS_KEY_ID=⟦!a:akia⟧\nAWS_SECRET_ACCESS_KEY=⟦!s:aws_secret⟧\nAWS_REGION=ap-northeast-2", "IAM 유저 말고 SSO 프로파일로 바꿔야함", "", v="AWS")
S("ko", "prose: 키페어 라벨/값 필드분리", "배포 IAM 키 새로 발급함. 액세스키 ⟦!a:akia⟧, 시크릿은", "⟦!s:aws_secret⟧ — 90일 후 만료 정책 걸려있음", "", n=1, v="AWS")
S("ko", "cli: gh 토큰", "깃헙 액션에서 다른 레포 클론하려고 PAT 만듦: ⟦!t:github_pat⟧ (fine-grained, contents read)", "GITHUB_TOKEN은 다른 레포 접근 안됨", "", v="GitHub")
S("ko", "url: git remote에 토큰", "git remote -v 해보니 https://⟦u:user⟧:⟦!t:ghp⟧@github.com/acme/legacy-admin.git 로 박혀있었음", "credential helper 쓰도록 바꿈", "", v="GitHub")
S("ko", "env: 깃랩 토큰", "사내 깃랩 API 토큰 GITLAB_TOKEN=⟦!t:glpat⟧ 로 이슈 일괄 마이그레이션함", "", "", v="GitLab")
S("ko", "env: 슬랙 웹훅", "배포 알림 웹훅 → https://hooks.slack.com/services/⟦a:slackT⟧/⟦b:slackB⟧/⟦!t:slack_hook_secret⟧", "채널 바꾸려면 웹훅 새로 만들어야함", "", v="Slack")
S("ko", "code: 슬랙 봇 토큰", "slack_sdk WebClient(token=\"⟦!t:xoxb⟧\") 로 바꿈. 이전 토큰은 revoke 함", "", "", n=1, v="Slack")
S("ko", "env: openai 키", "OPENAI_API_KEY=⟦!k:openai⟧ ← 팀 공용키, 월 한도 $200", "임베딩 배치는 Batch API로 돌리면 50% 할인", "", v="OpenAI")
S("ko", "env: anthropic 키", "클로드 API 키 발급받음 ⟦!k:anthropic⟧\n워크스페이스: research", "", "누가 워크스페이스별 한도 관리함?", v="Anthropic")
S("ko", "env: 허깅페이스", "HF_TOKEN=⟦!t:hf⟧ (read 권한만) 으로 gated 모델 다운로드함", "", "", n=1, v="Hugging Face")
S("ko", "k8s secret yaml", "운영 시크릿 yaml 떠봄\nstringData:\n  SPRING_DATASOURCE_PASSWORD: \"⟦!p:pw:any:yaml⟧\"\n  JWT_SECRET: \"⟦!j:alnumn:48⟧\"", "sealed-secrets로 옮겨야함", "")
S("ko", "spring yml datasource", "application-dev.yml\nspring:\n  datasource:\n    url: jdbc:mysql://⟦h:host⟧:3306/member\n    username: member_app\n    password: \"⟦!p:pw:any:yaml⟧\"", "dev 프로파일도 커밋하면 안됨", "")
S("ko", "jdbc url with password param", "배치서버 로그에 찍힌 url: jdbc:postgresql://⟦h:host⟧:5432/stat?user=stat&password=⟦!p:pw:any:alnum⟧&ssl=true", "로그 레벨 DEBUG면 커넥션 url 다 찍힘", "")
S("ko", "mongodb uri encoded", "몽고 URI: mongodb://admin:⟦!p:pwurl⟧@⟦h:host⟧:27017/?authSource=admin", "특수문자 비번은 퍼센트 인코딩 필수", "")
S("ko", "stack trace: 비번 노출", "에러로그\norg.postgresql.util.PSQLException: FATAL: password authentication failed for user \"app\"\n  at ... (password=⟦!p:pw:gen⟧ 로 시도함)", "비번 로테이션 후 커넥션풀 재시작 안해서 생긴 문제임", "")
S("ko", "CI 로그 노출", "젠킨스 콘솔 출력\n+ curl -u deployer:⟦!p:pw:any:shell⟧ https://nexus.internal/repository/raw/app.tar.gz -T app.tar.gz\n  % Total    % Received\n100 52.1M", "withCredentials 안쓰고 sh에 직접 넣어서 마스킹 안됨", "", v="Jenkins")
S("ko", "채팅 발췌", "슬랙 DM 내용\n⟦k:kname⟧: 스테이징 DB 비번 뭐였죠\n나: ⟦!p:pw:any⟧ 요\n⟦k⟧: 감사합니다", "", "DM으로 비번 주고받지 말자고 공지 필요")
S("ko", "ask_next_time 질문에 비번", "VPN 접속 안됨. 인증서 갱신 문제로 보임", "", "VPN 계정 ⟦u:user⟧ 비번 ⟦!p:pw:human⟧ 맞는지 인프라팀에 확인 필요?")
S("ko", "라벨 끝 / 값 다음필드", "새로 받은 그룹웨어 초기 비밀번호:", "⟦!p:pw:gen⟧ (첫 로그인때 바꾸라고 함)", "")
S("ko", "이전/새 비번", "ERP 연동 계정 비번 변경: 이전 ⟦!a:pw:human⟧ → 신규 ⟦!b:pw:punct⟧, 더존 쪽엔 아직 반영 안됨", "", "", v="Douzone")
S("ko", "와이파이", "사무실 와이파이 5G: OFFICE-5G / 비번 ⟦!p:pw:any⟧\n게스트망은 프린터 안잡힘", "", "")
S("ko", "도어락/금고 PIN 8자리", "서버실 도어락 번호 ⟦!p:puk⟧ 로 변경됨 (분기마다 바뀜)", "", "", n=1)
S("ko", "OTP 시드", "공용 계정 OTP 시드 ⟦!s:totp⟧ → 구글 OTP에 수동등록하면 됨", "개인계정으로 전환 예정", "")
S("ko", "otpauth uri", "QR 대신 URI로 등록: otpauth://totp/AWS:root?secret=⟦!s:totp⟧&issuer=AWS", "", "", n=1, v="AWS")
S("ko", "복구코드", "깃헙 봇계정 복구코드 백업\n⟦!c:codes:6:gh:NL⟧", "", "", n=1, v="GitHub")
S("ko", "PEM ec 키", "JWT 서명키(ES256) 레포에 있던거 발견\n-----BEGIN EC PRIVATE KEY-----\n⟦!k:ecpem⟧\n-----END EC PRIVATE KEY-----", "키 교체하고 kid 바꿈", "", n=1)
S("ko", "openssh 키", "배포서버 접속키 (ci용)\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟦!k:sshkey⟧\n-----END OPENSSH PRIVATE KEY-----", "", "", n=1)
S("ko", "JWT 로그", "API 게이트웨이 로그에 토큰 그대로 남음: Authorization: Bearer ⟦!j:jwt⟧", "게이트웨이 액세스로그 헤더 마스킹 설정 필요", "")
S("ko", "쿠키", "재현용 쿠키: JSESSIONID=⟦!c:hexn:32⟧; remember-me=⟦!r:alnumn:40⟧", "", "")
S("ko", "presigned url", "고객사 전달용 링크 (7일) https://files.example.kr/report.xlsx?X-Amz-Credential=⟦!a:akia⟧%2F20250612&X-Amz-Signature=⟦!s:hex64⟧&X-Amz-Expires=604800", "", "", n=1)
S("ko", "dingtalk/라인 웹훅", "중국법인 알림 → 딩톡 로봇 access_token=⟦!t:dingtalk_token⟧", "", "", n=1, v="DingTalk")
S("ko", "라인 채널토큰", "일본 서비스 LINE 채널 액세스 토큰(장기) ⟦!t:line_token⟧", "", "", n=1, v="LINE")
S("ko", "NHN 클라우드 키", "NHN Cloud 오브젝트 스토리지: appkey ⟦a:nhn_appkey⟧, secretKey ⟦!b:nhn_appkey⟧", "", "", n=1, v="NHN Cloud")
S("ko", "KT 클라우드 / 가비아 클라우드", "KT cloud 콘솔에서 발급한 API key ⟦k:alnumn:86⟧ / secret key ⟦!s:alnumn:86⟧ 임", "", "", n=1, v="KT Cloud")
S("ko", "minio", "사내 MinIO 콘솔 ⟦!a:minio_access⟧ / ⟦!b:minio_secret⟧ (루트임, 쓰지말것)", "", "", n=1, v="MinIO")
S("ko", "텔레그램 봇", "모니터링 텔레그램 봇 토큰 ⟦!t:telegram⟧ 채팅방 id -100⟦c:digits:10⟧", "", "", v="Telegram")
S("ko", "디스코드 웹훅", "커뮤니티 공지 디스코드 웹훅 https://discord.com/api/webhooks/⟦i:digits:19⟧/⟦!t:discord_hook⟧", "", "", n=1, v="Discord")
S("ko", "sentry 토큰", "sentry-cli 소스맵 업로드용 SENTRY_AUTH_TOKEN=⟦!t:sentry⟧", "", "", n=1, v="Sentry")
S("ko", "datadog", "DD_API_KEY=⟦!k:datadog_api⟧ 넣고 agent 재시작 → 메트릭 들어옴", "", "", n=1, v="Datadog")
S("ko", "firebase FCM legacy", "FCM 레거시 서버키 ⟦!k:fcm_legacy⟧ 6월에 지원종료 → v1 으로 이전해야함", "", "", n=1, v="Firebase")
S("ko", "vercel/netlify", "vercel 토큰 ⟦!t:vercel⟧ 로 CI 배포함. 팀 스코프 acme-kr", "", "", n=1, v="Vercel")
S("ko", "도커 로그인", "사내 하버 로그인: docker login harbor.acme.kr -u ⟦u:user⟧ -p '⟦!p:pw:any:sq⟧'", "--password-stdin 써야 history에 안남음", "", v="Harbor")
S("ko", "npmrc", ".npmrc에 //npm.pkg.github.com/:_authToken=⟦!t:ghp⟧ 박혀있던거 지움", "", "", n=1, v="GitHub Packages")
S("ko", "vault 토큰", "볼트 루트토큰 ⟦!t:vault⟧ 아직 살아있음 → revoke 필요", "", "", n=1, v="HashiCorp Vault")
S("ko", "curl -u 베이직", "curl -u admin:⟦!p:pw:any:sq⟧ http://⟦h:host⟧:9200/_cluster/health 로 확인함 (green)", "", "", v="Elasticsearch")
S("ko", "Authorization Basic", "API 테스트할때 헤더 Authorization: Basic ⟦!b:basic:u:p⟧ 사용⟦~u:user⟧⟦~p:pw⟧", "", "")
S("ko", "한글 비번 + 특수문자", "회계팀 공용 PC 윈도우 로그인 비번: ⟦!p:pw:hangul⟧", "", "")
S("ko", "leet 비번", "공유기 관리자 페이지 192.168.0.1 → admin / ⟦!p:pw:leet⟧", "ipTIME 펌웨어 업뎃하면 포트포워딩 초기화됨", "", n=1, v="ipTIME")
S("ko", "xml 설정", "context.xml 의 Resource 설정\n<Resource name=\"jdbc/main\" username=\"web\" password=\"⟦!p:pw:any:xml⟧\" url=\"jdbc:oracle:thin:@⟦h:host⟧:1521/ORCL\"/>", "톰캣 재시작해야 반영됨", "", v="Oracle")
S("ko", "ini 설정", "my.cnf [client] 섹션에 password=⟦!p:pw:any:ini⟧ 넣어두면 -p 없이 접속됨", "파일 권한 600 필수", "")
S("ko", "toml 설정", "배치 설정 config.toml 에 DB 비번 평문으로 있음\n[database]\nhost = \"⟦h:host⟧\"\nuser = \"batch\"\npassword = \"⟦!p:pw:any:json⟧\"", "", "")
S("ko", "python 코드", "boto3.client('s3', aws_access_key_id='⟦!a:akia⟧', aws_secret_access_key='⟦!s:aws_secret⟧') 하드코딩된거 발견함", "", "", n=1, v="AWS")
S("ko", "자바 코드", "String apiKey = \"⟦!k:gcp_key⟧\"; // 지도 API 서버용", "", "", n=1, v="Google Maps")
S("ko", "kotlin 코드", "val client = OkHttpClient() ... .header(\"X-API-KEY\", \"⟦!k:alnumn:40⟧\") // 파트너사 API", "", "", n=1)
S("ko", "mnemonic", "테스트넷 지갑 니모닉 ⟦!m:mnemonic:12⟧", "메인넷에서 쓰지말것", "", n=1, v="Ethereum")
S("ko", "bitlocker 복구키", "노트북 비트락커 복구키 ⟦!k:bitlocker⟧ (자산번호 ⟦n:int:1000:9999⟧)", "", "", n=1, v="Microsoft")
S("ko", "엑셀 비번 / zip 비번", "고객 명단 zip 암호 ⟦!p:pw:human⟧ 로 걸어서 메일 보냄", "암호는 별도 채널(문자)로 보내야함", "")
S("ko", "구글 앱 비밀번호", "지메일 SMTP용 앱 비밀번호 ⟦!p:google_app_pw⟧ 발급함", "", "", n=1, v="Gmail")
S("ko", "tailscale", "사무실 NAS tailscale 인증키 ⟦!t:tailscale⟧ (재사용 가능 키라 조심)", "", "", n=1, v="Tailscale")
S("ko", "k8s join", "워커 노드 추가: kubeadm join ⟦i:ip⟧:6443 --token ⟦!t:k8s_bootstrap⟧ --discovery-token-ca-cert-hash sha256:⟦h:sha256⟧", "", "", n=1, v="Kubernetes")
S("ko", "jenkins api 토큰", "젠킨스 API 토큰 ⟦!t:jenkins⟧ 로 원격 빌드 트리거 함", "", "", n=1, v="Jenkins")
S("ko", "stripe (해외결제)", "해외결제 스트라이프 라이브키 ⟦!k:stripe_sk_short⟧ 받음", "", "", n=1, v="Stripe")
S("ko", "sendgrid", "메일 발송 SENDGRID_API_KEY=⟦!k:sendgrid⟧", "", "", n=1, v="SendGrid")
S("ko", "atlassian/지라 토큰", "지라 자동화 스크립트용 API 토큰 ⟦!t:atlassian⟧", "", "", n=1, v="Atlassian")
S("ko", "notion 토큰", "노션 DB 동기화 NOTION_TOKEN=⟦!t:notion_old⟧", "", "", n=1, v="Notion")
S("ko", "figma 토큰", "피그마 토큰 ⟦!t:figma⟧ 로 아이콘 export 자동화함", "", "", n=1, v="Figma")
S("ko", "supabase", "수파베이스 service_role 키 ⟦!j:jwt⟧ 프론트에 들어가있었음!!", "RLS 우회되니 바로 재발급함", "", n=1, v="Supabase")
S("ko", "cloudflare", "클플 API 토큰(DNS 편집) ⟦!t:cloudflare⟧", "", "", n=1, v="Cloudflare")
S("ko", "docker hub", "도커허브 PAT ⟦!t:dockerhub⟧ → 깃헙 시크릿에 DOCKERHUB_TOKEN 으로 넣음", "", "", n=1, v="Docker Hub")
S("ko", "npm token", "npm 배포용 토큰 ⟦!t:npm⟧ (automation 타입)", "", "", n=1, v="npm")
S("ko", "pypi token", "사내 패키지 pypi 업로드 토큰: ⟦!t:pypi⟧", "", "", n=1, v="PyPI")
S("ko", "groq/mistral", "GROQ 키 ⟦!a:groq⟧ / 미스트랄 키 ⟦!b:mistral⟧ 로 비교 벤치 돌림", "", "", n=1, v="Groq, Mistral")
S("ko", "gemini", "제미나이 API 키 ⟦!k:gemini⟧ (AI Studio에서 발급)", "", "", n=1, v="Google Gemini")
S("ko", "pinecone", "벡터DB 키 PINECONE_API_KEY=⟦!k:pinecone⟧", "무료 플랜은 인덱스 5개까지임", "", n=1, v="Pinecone")
S("ko", "paypal/adyen", "글로벌 결제 adyen API key ⟦!k:adyen⟧", "", "", n=1, v="Adyen")
S("ko", "wechat appsecret", "중국 위챗 미니프로그램 AppSecret ⟦!s:wechat_secret⟧", "", "", n=1, v="WeChat")
S("ko", "alibaba", "알리클라우드 OSS AccessKey ID ⟦!a:alibaba_id⟧ Secret ⟦!b:alibaba_secret⟧", "", "", n=1, v="Alibaba Cloud")


# ================================================================ KOREAN CLEAN TEMPLATES
C("ko", "clean: 비밀번호 정책 숫자", "비밀번호 정책 변경됨: 최소 ⟦n:int:10:16⟧자, 영문 대/소문자+숫자+특수문자 3종 이상, ⟦d:pick:60|90|180⟧일마다 변경, 최근 ⟦r:int:3:10⟧개 재사용 불가",
  "프론트 검증 정규식도 같이 바꿔야함. 백엔드만 바꿨다가 회원가입 깨짐", "관리자 계정도 같은 정책 적용하는지?")
C("ko", "clean: 로그인 실패 잠금 정책", "로그인 ⟦n:int:3:10⟧회 실패시 계정 잠금, ⟦m:pick:10|15|30|60⟧분 후 자동 해제. 잠금 카운트는 redis key login:fail:{userId} 에 TTL ⟦m⟧m", "잠금 해제 API는 /admin/users/{id}/unlock", "")
C("ko", "clean: 로테이션 런북", "DB 비번 로테이션 절차 정리함 (⟦j:jira⟧)\n1) Secrets Manager에서 새 버전 생성\n2) 앱 롤링 재시작\n3) ⟦h:int:24:72⟧시간 후 이전 버전 AWSPREVIOUS 삭제", "순서 바꾸면 커넥션풀이 옛날 비번 들고 있어서 장애남", "다음 로테이션 예정일: ⟦d:date⟧")
C("ko", "clean: vault 경로", "결제 API 키는 볼트 secret/data/payment/prod/toss 에 있음. 키 이름은 secret_key, client_key. 권한은 payment-ro 정책", "kv v2라 CLI에선 secret/payment/prod/toss 로 읽어야함", "")
C("ko", "clean: SSM 파라미터 이름", "운영 DB 비번은 SSM Parameter Store /prod/member/DB_PASSWORD (SecureString, KMS alias/prod-app) 에서 읽음. 버전 ⟦n:int:2:30⟧까지 올라감", "ECS task definition 에 valueFrom 으로 ARN 넣으면 됨", "")
C("ko", "clean: 1Password 항목명", "접속 정보는 1Password 'Infra' 볼트 → 'prod-rds-master (⟦r:region⟧)' 항목 참고. 직접 메모 금지", "op read \"op://Infra/prod-rds-master/password\" 로 스크립트에서 읽으면 됨", "")
C("ko", "clean: 인증 에러 메시지", "배치 실패 로그: FATAL: password authentication failed for user \"⟦u:user⟧\" (SQLSTATE 28P01) at ⟦d:date⟧ ⟦t:time⟧", "원인: 비번 로테이션 후 배치서버 env 갱신 누락", "")
C("ko", "clean: mysql access denied", "ERROR 1045 (28000): Access denied for user '⟦u:user⟧'@'⟦i:ip⟧' (using password: YES)\n→ 비번 문제가 아니라 호스트 제한('%' 아님)이었음", "GRANT 할때 호스트 범위 확인할것", "")
C("ko", "clean: oauth 에러 코드", "카카오 로그인 에러 KOE⟦n:int:100:320⟧ 뜸. redirect_uri 불일치였음. 토큰 발급 자체는 정상", "카카오 디벨로퍼스에서 플랫폼 도메인 등록 필수", "")
C("ko", "clean: invalid_grant", "구글 OAuth refresh 시 invalid_grant 에러. 원인: 테스트 모드 앱은 refresh token 7일 만료됨", "게시 상태를 프로덕션으로 바꿔야 만료 안됨", "")
C("ko", "clean: 커밋 SHA", "토큰 만료 버그 수정 커밋 ⟦s:sha⟧ (브랜치 ⟦b:branch⟧) 에서 revert 함. 원인은 ⟦s2:sha7⟧ 에서 TTL 단위 ms/s 혼동", "", "cherry-pick 대상 릴리즈 브랜치 확인")
C("ko", "clean: request id uuid", "결제 승인 실패 건 requestId ⟦u:uuid⟧, orderId ORD-⟦o:digits:10⟧. 인증 헤더는 정상이었고 카드사 응답코드 ⟦c:pick:ER|CD|NA⟧⟦c2:int:1000:9999⟧", "", "")
C("ko", "clean: env 변수 이름만", "필요 env 목록: DB_HOST, DB_PORT, DB_USER, DB_PASSWORD, REDIS_URL, JWT_SECRET, KAKAO_REST_API_KEY, TOSS_SECRET_KEY (값은 팀 볼트)", "로컬은 .env.local, 운영은 SSM에서 주입", "")
C("ko", "clean: ${} 참조", "application.yml 에 password: ${DB_PASSWORD} 로만 둠. 실제 값은 ECS 시크릿으로 주입됨. jwt.secret: ${JWT_SECRET:} 기본값 빈문자열", "기본값 넣으면 운영에서 그거 쓰는 사고 남", "")
C("ko", "clean: 마스킹된 값", "대시보드에 키가 sk_live_****⟦l:hexn:4⟧ 로만 보임. 전체 값은 발급시 1회만 노출됨", "분실하면 재발급밖에 없음", "")
C("ko", "clean: 마스킹 카드/폰", "CS 문의: 고객 010-****-⟦p:digits:4⟧, 카드 ⟦c:digits:4⟧-⟦c2:digits:2⟧**-****-⟦c3:digits:4⟧ 결제 두번 빠짐. 승인번호 ⟦a:digits:8⟧", "", "")
C("ko", "clean: placeholder", ".env.example 정리\nOPENAI_API_KEY=<발급받은 키>\nDB_PASSWORD=\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ", "example 파일엔 빈값이나 <> 만", "")
C("ko", "clean: 이미 redact 된 텍스트", "에러 리포트 원문: connect failed url=postgres://app:[REDACTED]@⟦h:host⟧:5432/app timeout=⟦n:int:3:30⟧s", "sentry beforeSend 에서 마스킹 잘 되고있음", "")
C("ko", "clean: 토큰 TTL 설정", "액세스토큰 만료 ⟦a:pick:900|1800|3600⟧초, 리프레시토큰 ⟦r:pick:7|14|30⟧일. 설정키: auth.jwt.access-token-validity-seconds / auth.jwt.refresh-token-validity-days", "", "")
C("ko", "clean: SMS 인증번호", "휴대폰 인증번호 6자리, 유효시간 3분, 하루 ⟦n:int:5:10⟧회 제한. 발송 실패 에러코드 ⟦e:pick:-101|-102|-201|E4001⟧", "", "")
C("ko", "clean: 이중인증 기기 모델명", "관리자 2FA는 YubiKey 5C NFC (펌웨어 ⟦v:ver⟧) 로 통일. 분실시 헬프데스크 티켓 ⟦j:jira⟧ 템플릿 사용", "", "")
C("ko", "clean: 파일경로", "AWS 자격증명은 ~/.aws/credentials 말고 ~/.aws/config 의 sso_session 으로만 씀. 인증서는 /etc/ssl/private/ 권한 700", "", "")
C("ko", "clean: 호스트네임", "로그인 API 게이트웨이: auth-gw-⟦n:int:1:9⟧.prod.internal:⟦p:port⟧ → 인증서버 ⟦h:host⟧. 헬스체크 /actuator/health", "", "")
C("ko", "clean: 인증서 지문", "사내 CA 인증서 지문 ⟦f:fp⟧ 로 핀닝함. 만료일 ⟦d:date⟧", "갱신하면 앱 강제업데이트 필요", "")
C("ko", "clean: SSH 공개키", "배포서버 authorized_keys 에 추가한 공개키\n⟦k:sshpub⟧ deploy@ci\n지문 ⟦f:fp⟧", "공개키라 공유해도 됨", "")
C("ko", "clean: base64 비밀아님", "웹훅 payload 가 base64 로 옴: ⟦b:b64data⟧ → 디코딩하면 그냥 설정값임", "", "")
C("ko", "clean: 긴 식별자", "비밀번호 재설정 관련 메서드 이름 정리: PasswordResetTokenRepository.findByTokenHashAndExpiredAtAfter, validateUserPasswordPolicyOrThrow, RESET_PASSWORD_TOKEN_EXPIRE_MINUTES", "", "")
C("ko", "clean: 지라 티켓", "⟦j:jira⟧ 로그인 세션 풀림 이슈 → ⟦j2:jira⟧ 에 병합. 원인은 쿠키 SameSite=None 누락", "", "")
C("ko", "clean: 빌드 번호", "빌드 #⟦b:build⟧ 에서 인증 모듈 테스트 ⟦n:int:3:40⟧개 실패. 시크릿 주입 step 은 정상(마스킹 ***)", "", "")
C("ko", "clean: 버전/날짜", "spring-security ⟦v:ver⟧ → ⟦v2:ver⟧ 업그레이드 후 로그인 페이지 CSRF 토큰 누락. ⟦d:date⟧ 핫픽스 배포", "", "")
C("ko", "clean: hash 값", "배포 아티팩트 sha256 ⟦h:sha256⟧ 확인함. 서명키는 HSM 에 있음", "", "")
C("ko", "clean: 한국 서비스 이름 섞음", "네이버 아이디로 로그인 + 카카오 싱크 + 토스 인증서 세 개 다 붙임. 애플 로그인은 심사 때문에 ⟦d:date⟧ 이후", "", "")
C("ko", "clean: 계정 목록 (비번 없음)", "DB 계정 정리\n- app_rw: 애플리케이션\n- app_ro: 리포트\n- migrator: 마이그레이션 전용\n비번은 전부 SSM 에 있음", "", "")
C("ko", "clean: 인터랙티브 프롬프트", "mysql -u root -p 치고 프롬프트에서 입력함. history 에 비번 안남게 하려고", "psql 은 ~/.pgpass 권한 0600", "")
C("ko", "clean: read -s", "배포 스크립트에서 read -s -p '비밀번호: ' DB_PASS 로 받도록 수정함", "", "")
C("ko", "clean: AWS 계정ID/ARN", "권한 문제: arn:aws:iam::⟦a:acct⟧:role/github-actions-deploy 에 kms:Decrypt 없음. 계정 ⟦a⟧ (운영)", "", "")
C("ko", "clean: secrets manager ARN", "시크릿 ARN arn:aws:secretsmanager:⟦r:region⟧:⟦a:acct⟧:secret:prod/payment/db-⟦x:alnumn:6⟧ 로 교체. 값 직접 복사 금지", "", "")
C("ko", "clean: 도커 이미지 digest", "auth-server 이미지 digest sha256:⟦h:sha256⟧ 로 고정함. 태그 ⟦v:ver⟧ 재사용 문제 때문", "", "")
C("ko", "clean: 시간/기간", "토큰 갱신 크론 매일 ⟦t:time⟧ 실행, 소요 ⟦n:int:2:50⟧분. 키 만료 ⟦d:int:7:30⟧일 전 슬랙 알림", "", "")
C("ko", "clean: 접속정보 위치만", "스테이징 접속 정보는 노션 '개발환경 > 스테이징 계정' 페이지 (권한 요청 필요). 여기엔 안적음", "", "")
C("ko", "clean: 키 발급 절차", "카카오 REST API 키 발급: 디벨로퍼스 → 내 애플리케이션 → 앱 키. 키 4종(네이티브/REST/JS/어드민) 중 서버는 REST 키만", "어드민 키는 절대 클라이언트에 넣지 말것", "")
C("ko", "clean: 토스 키 형식 설명", "토스페이먼츠 키 구분: 클라이언트 키는 ck, 시크릿 키는 sk 가 들어감. 테스트/라이브 prefix 다름. 실 키는 볼트에", "", "")
C("ko", "clean: 공공데이터 에러", "공공데이터포털 응답 SERVICE_KEY_IS_NOT_REGISTERED_ERROR (코드 30) → 키 승인 후 1~2시간 지나야 동기화됨", "", "")
C("ko", "clean: 전화/사업자번호", "가맹점 문의처 1588-⟦n:digits:4⟧, 사업자번호 ⟦a:digits:3⟧-⟦b:digits:2⟧-⟦c:digits:5⟧. 인증 담당자 ⟦k:kname⟧", "", "")
C("ko", "clean: 인증 흐름 설명", "로그인 흐름: /oauth/authorize → code 발급 → /oauth/token 교환 → access_token(⟦n:pick:15|30|60⟧분) 저장. PKCE code_verifier 43~128자", "", "")
C("ko", "clean: JWT 구조만", "JWT 헤더 디코딩하면 {\"alg\":\"RS256\",\"kid\":\"⟦k:hexn:16⟧\"} 임. kid 로 JWKS 에서 공개키 찾음", "", "")
C("ko", "clean: 키 이름 config", "설정 키 이름 바뀜: security.oauth2.client.registration.naver.client-secret → app.auth.naver.secret-ref (값은 ${NAVER_CLIENT_SECRET})", "", "")
C("ko", "clean: 회의록", "보안 점검 회의(⟦d:date⟧): 깃 히스토리 시크릿 스캔 결과 ⟦n:int:0:12⟧건, 전부 폐기된 키 확인. gitleaks ⟦v:ver⟧ 사용", "", "")
C("ko", "clean: 숫자 많은 로그", "토큰 갱신 재시도 로그 많이 찍힘\n⟦d:date⟧ ⟦t:time⟧:⟦s:int:10:59⟧.⟦ms:digits:3⟧ WARN [auth-⟦n:int:1:8⟧] token refresh retry=⟦r:int:1:5⟧ latency=⟦l:int:100:9000⟧ms userId=⟦u:digits:8⟧", "", "")
C("ko", "clean: 피싱 메일 안내", "\"비밀번호 만료 예정\" 피싱메일 돌고있음. 발신 도메인 ⟦x:pick:acme-kr-security.com|acrne.co.kr|acme-helpdesk.net⟧, 링크 누른 사람 ⟦n:int:1:9⟧명 비번 리셋 조치", "", "")
C("ko", "clean: 계정 생성 요청", "신규 입사자 계정 생성 요청 ⟦j:jira⟧: 사번 ⟦e:digits:7⟧, 이메일 ⟦m:email⟧, 그룹 dev-backend. 초기 비번은 본인 휴대폰으로 발송됨", "", "")
C("ko", "clean: 환경변수 빈값", "export DB_PASSWORD= 로 비워놓고 돌리니까 기본값으로 붙으려다 실패함 (의도한 동작)", "", "")
C("ko", "clean: 에러 스택 비번 없음", "Caused by: java.lang.IllegalStateException: Missing required property 'spring.datasource.password'\n  at com.acme.config.DataSourceConfig.dataSource(DataSourceConfig.java:⟦n:int:20:200⟧)", "프로파일 활성화 안돼서 yml 못읽음", "")
C("ko", "clean: git 브랜치", "⟦b:branch⟧ 브랜치 ⟦s:sha7⟧ 커밋부터 비번 찾기 화면 리뉴얼 반영", "", "")
C("ko", "clean: IP 화이트리스트", "결제 PG 콜백 허용 IP: ⟦a:ip⟧, ⟦b:ip⟧ (⟦c:int:2:6⟧개). 인증키 검증은 HMAC-SHA256", "", "")
C("ko", "clean: 쿠버 시크릿 생성 명령 (값 없음)", "kubectl create secret generic member-db --from-env-file=./secrets/prod.env -n member 로 생성함 (env 파일은 로컬에만)", "", "")
C("ko", "clean: 인증 관련 DB 컬럼", "users 테이블: password_hash(varchar 60), password_changed_at, failed_login_count, mfa_secret_enc 컬럼 추가. 마이그레이션 V⟦n:int:20:90⟧__add_mfa.sql", "", "")
C("ko", "clean: 위키 제목들", "참고 문서: '시크릿 관리 가이드 v⟦v:int:2:5⟧', '비밀번호 분실시 대응 절차', 'API 키 발급 체크리스트'", "", "")
C("ko", "clean: 성능 수치", "로그인 API p99 ⟦a:int:120:900⟧ms → 인덱스 추가 후 ⟦b:int:20:100⟧ms. bcrypt cost ⟦c:int:10:12⟧ 가 병목", "", "")
C("ko", "clean: 단순 질문 (값 없음)", "레거시 FTP 서버 계정을 누가 관리하는지 모름", "", "FTP 계정 비번 어디에 보관돼있는지 인프라팀에 물어보기")
C("ko", "clean: 시크릿 스캔 결과 마스킹", "gitleaks 결과: rule=generic-api-key file=src/config/legacy.js line=⟦n:int:5:200⟧ secret=REDACTED commit=⟦s:sha7⟧", "", "")
C("ko", "clean: 한글 서비스 + 모델명", "갤럭시 S24 / 아이폰 15 에서 생체인증 로그인 테스트. 원스토어 빌드 ⟦v:ver⟧, 패스 인증 SDK ⟦v2:ver⟧", "", "")
C("ko", "clean: SHA1 대 SHA256 지문", "안드로이드 앱 서명 SHA-1 ⟦s:hexn:40⟧ 을 카카오 디벨로퍼스 키 해시에 등록 (공개정보임)", "", "")
C("ko", "clean: 트래픽 숫자 + 토큰 단어", "LLM 토큰 사용량: 입력 ⟦a:int:1000:90000⟧ 토큰 / 출력 ⟦b:int:100:9000⟧ 토큰, 비용 $⟦c:int:1:99⟧", "", "")
C("ko", "clean: 키보드 단축키 '키'", "단축키 정리: Cmd+Shift+P 명령팔레트, Ctrl+` 터미널. API 키랑 상관없음 ㅋ", "", "", n=1)
C("ko", "clean: 비밀번호 변경 UI 문구", "비밀번호 변경 화면 문구: '현재 비밀번호', '새 비밀번호 (8~20자)', '새 비밀번호 확인'. i18n 키 mypage.password.change.*", "", "")


# ================================================================ ENGLISH CLEAN TEMPLATES
C("en", "clean: password policy", "New password policy from ⟦j:jira⟧: minimum ⟦n:int:12:16⟧ characters, at least one symbol, rotation every ⟦d:pick:60|90|180⟧ days, last ⟦r:int:4:10⟧ passwords blocked.",
  "The signup form regex was still enforcing 8 chars; tests didn't cover it.", "")
C("en", "clean: rotation runbook", "Rotation runbook for the orders DB: create new secret version, deploy with rolling restart, wait ⟦h:int:12:48⟧h, then deprecate AWSPREVIOUS. Last done ⟦d:date⟧.",
  "Never delete the old version before all pods restarted.", "")
C("en", "clean: vault path", "Stripe keys live at vault path secret/data/billing/prod/stripe (fields: secret_key, webhook_secret). Policy billing-read grants access.", "", "")
C("en", "clean: SSM names", "The app reads /staging/api/DATABASE_URL and /staging/api/JWT_SIGNING_KEY from SSM at boot (SecureString, version ⟦n:int:1:20⟧).", "IAM role needs ssm:GetParameters and kms:Decrypt.", "")
C("en", "clean: 1password reference", "Use op://Engineering/sentry-auth-token/credential in the Makefile; op inject handles it. Do not paste the value.", "", "")
C("en", "clean: auth error", "Login test fails with HTTP 401 {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"} at ⟦d:date⟧T⟦t:time⟧Z, request id ⟦u:uuid⟧.", "Clock skew on the CI runner was 6 minutes.", "")
C("en", "clean: ORA error", "ORA-01017: invalid username/password; logon denied — turned out the wallet pointed to the old TNS alias ⟦h:host⟧.", "", "")
C("en", "clean: commit sha + branch", "Reverted ⟦s:sha⟧ on ⟦b:branch⟧; it changed the password reset token TTL from seconds to ms.", "", "")
C("en", "clean: env var names only", "Required env: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENDGRID_API_KEY, GITHUB_APP_PRIVATE_KEY_PATH. All come from Doppler config prd.", "", "")
C("en", "clean: placeholder .env.example", ".env.example:\nOPENAI_API_KEY=your-key-here\nANTHROPIC_API_KEY=\nDB_PASSWORD=<set me>\nAWS_SECRET_ACCESS_KEY=${AWS_SECRET_ACCESS_KEY}", "", "")
C("en", "clean: masked values", "Dashboard shows the key as ghp_****************************⟦l:alnumn:4⟧ and the webhook as https://hooks.slack.com/services/T0****/B0****/********.", "", "")
C("en", "clean: redacted log", "Log line after the fix: POST /login user=⟦e:email⟧ password=[REDACTED] status=200 duration=⟦n:int:30:900⟧ms", "", "")
C("en", "clean: github actions secret reference", "deploy.yml uses ${{ secrets.AWS_ROLE_ARN }} and ${{ secrets.NPM_TOKEN }}; the runner masks them as ***.", "OIDC role assumption removed the static keys.", "")
C("en", "clean: ssh public key", "Added to authorized_keys on ⟦h:host⟧:\n⟦k:sshpub⟧ ⟦e:ename⟧@laptop\nFingerprint ⟦f:fp⟧", "", "")
C("en", "clean: TLS fingerprint", "Pinned cert fingerprint SHA256 ⟦f:fp⟧, expires ⟦d:date⟧. Serial ⟦s:hexn:32⟧.", "", "")
C("en", "clean: base64 config", "The feature flag header is base64 JSON: X-Flags: ⟦b:b64data⟧ (decodes to plain config).", "", "")
C("en", "clean: long identifiers", "Renamed validatePasswordResetTokenOrThrow to assertResetTokenValid; constant PASSWORD_RESET_TOKEN_TTL_SECONDS moved to AuthConstants.", "", "")
C("en", "clean: docker digest", "Pinned the auth-proxy image to sha256:⟦h:sha256⟧ after tag ⟦v:ver⟧ was re-pushed.", "", "")
C("en", "clean: npm integrity", "package-lock integrity for jsonwebtoken ⟦v:ver⟧: sha512-⟦b:alnumn:86⟧== — mismatch came from the mirror.", "", "")
C("en", "clean: request ids + trace", "Auth failures correlate: trace ⟦t:hexn:32⟧, span ⟦s:hexn:16⟧, request ⟦u:uuid⟧.", "", "")
C("en", "clean: aws ARN and account", "Role arn:aws:iam::⟦a:acct⟧:role/ci-deploy lacks secretsmanager:GetSecretValue on arn:aws:secretsmanager:⟦r:region⟧:⟦a⟧:secret:prod/api-⟦x:alnumn:6⟧.", "", "")
C("en", "clean: OAuth client id", "Google OAuth client id ⟦c:clientid⟧ is public; the secret stays in Secret Manager.", "", "")
C("en", "clean: twilio account SID", "Twilio Account SID ⟦s:twsid⟧ (identifier only) — auth token is in Vault at secret/twilio.", "", "")
C("en", "clean: interactive prompt", "Ran `psql -h ⟦h:host⟧ -U postgres -W` and typed the password at the prompt so it isn't in shell history.", "", "")
C("en", "clean: aws configure sso", "Switched to `aws configure sso` with session name acme; no static keys in ~/.aws/credentials anymore.", "", "")
C("en", "clean: token counts", "Prompt uses ⟦a:int:1000:60000⟧ input tokens and ⟦b:int:50:4000⟧ output tokens; max_tokens is ⟦c:pick:1024|2048|4096⟧.", "", "")
C("en", "clean: jira ticket list", "Related: ⟦a:jira⟧ (API key rotation), ⟦b:jira⟧ (secret scanning in CI), ⟦c:jira⟧ (remove basic auth from admin).", "", "")
C("en", "clean: build log masked", "Build #⟦n:build⟧: 'Injecting secrets... DB_PASSWORD=*** API_KEY=***' then tests passed in ⟦m:int:2:30⟧m.", "", "")
C("en", "clean: sha256 of file", "Checksum of the released binary: ⟦h:sha256⟧  auth-cli_⟦v:ver⟧_linux_amd64.tar.gz", "", "")
C("en", "clean: key names in YAML", "values.yaml:\ndb:\n  existingSecret: orders-db\n  passwordKey: password\nredis:\n  auth:\n    existingSecretPasswordKey: redis-password", "", "")
C("en", "clean: kubectl create secret no values", "kubectl create secret generic api-keys --from-file=./keys/ -n prod (files are generated by the pipeline, not in git)", "", "")
C("en", "clean: phone/card masked", "Customer ticket: card ending ⟦c:digits:4⟧, phone +1 (***) ***-⟦p:digits:4⟧, charge id ch_⟦x:alnumn:24⟧ refunded.", "", "")
C("en", "clean: commit message", "Commit message: \"fix(auth): stop logging Authorization header (#⟦n:int:100:9999⟧)\" ⟦s:sha7⟧", "", "")
C("en", "clean: password hashing params", "Switched hashing to argon2id with m=65536, t=3, p=4; existing bcrypt (cost ⟦c:int:10:12⟧) hashes are upgraded on next login.", "", "")
C("en", "clean: JWKS kid", "JWKS has two keys now: kid ⟦a:hexn:16⟧ (RS256, active) and kid ⟦b:hexn:16⟧ (retiring ⟦d:date⟧).", "", "")
C("en", "clean: rate limits", "Login endpoint rate limit: ⟦n:int:5:20⟧ attempts per ⟦m:int:1:15⟧ minutes per IP; lockout ⟦l:int:15:60⟧ min.", "", "")
C("en", "clean: question about secret location", "Couldn't find where the SMTP credentials for the marketing site are stored.", "", "Where is the SMTP password for marketing kept — Vault or the old Heroku config?")
C("en", "clean: security meeting notes", "Secret scan (trufflehog ⟦v:ver⟧) found ⟦n:int:0:9⟧ verified secrets in history; all already revoked per ⟦j:jira⟧.", "", "")
C("en", "clean: model numbers", "Issued YubiKey 5 NFC (fw ⟦v:ver⟧) to ⟦n:int:3:40⟧ admins; serials tracked in the asset sheet.", "", "")
C("en", "clean: uuid ids", "Tenant ⟦a:uuid⟧ can't log in via SAML; IdP entity id https://sts.windows.net/⟦b:uuid⟧/", "", "")
C("en", "clean: hostnames ports", "Auth service endpoints: auth.internal:⟦p:port⟧, ⟦h:host⟧, ⟦i:ip⟧; health at /healthz.", "", "")
C("en", "clean: empty values", "export DB_PASSWORD=\nexport API_TOKEN=\n(left empty on purpose so the app fails fast locally)", "", "")
C("en", "clean: secret scanning config", ".gitleaks.toml allowlist: paths = ['''docs/examples/.*'''], regexes = ['''EXAMPLE_[A-Z_]+''']", "", "")
C("en", "clean: date/time heavy", "Cert renewal window ⟦d:date⟧ ⟦t:time⟧ KST – ⟦d2:date⟧; token signing key rotates every ⟦n:int:30:90⟧ days.", "", "")
C("en", "clean: stack trace no secret", "Caused by: javax.crypto.AEADBadTagException: Tag mismatch!\n  at com.acme.crypto.Envelope.decrypt(Envelope.java:⟦n:int:20:300⟧)\nKMS key alias/app-data was rotated.", "", "")
C("en", "clean: explanation of token format", "GitHub classic tokens are 40 chars with a 4-char prefix; fine-grained ones are longer. Our scanner regex handles both.", "", "")
C("en", "clean: hex colors and ids", "Brand colors #⟦a:hexn:6⟧ and #⟦b:hexn:6⟧ for the login page; button id btn-login-submit-⟦n:int:1:9⟧.", "", "")
C("en", "clean: ipv6 and mac", "VPN client ⟦m:mac⟧ got ⟦i:ip6⟧ but auth failed with 'certificate unknown'.", "", "")
C("en", "clean: git lfs oid", "LFS pointer: version https://git-lfs.github.com/spec/v1\noid sha256:⟦h:sha256⟧\nsize ⟦n:int:1000:9999999⟧", "", "")
C("en", "clean: feature flag names", "Flags: auth.passwordless.enabled=true, auth.legacy_password_login=false, auth.mfa.enforce_for_admins=true", "", "")
C("en", "clean: chat excerpt no secret", "[14:02] ⟦e:ename⟧: where's the prod DB password?\n[14:03] me: in Vault, secret/orders/prod — I won't paste it here", "", "")
C("en", "clean: curl with env var", "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/acme/api/actions/runs?per_page=⟦n:int:5:100⟧", "", "")
C("en", "clean: docker secret mount", "docker run --secret id=npmrc,src=$HOME/.npmrc ... and RUN --mount=type=secret,id=npmrc npm ci", "", "")
C("en", "clean: md5 checksums", "Old backup md5: ⟦a:md5⟧, new: ⟦b:md5⟧ — restore verified.", "", "")
C("en", "clean: keyboard 'key' and 'token' words", "The tokenizer splits 'password' into ⟦n:int:1:3⟧ tokens; key bindings moved to keymap.json.", "", "", n=1)
C("en", "clean: OTP explanation", "TOTP codes are 6 digits, 30-second window, we allow ±1 step of drift.", "", "", n=1)


# ================================================================ build
def build():
    notes = []
    seen = set()
    for t in TEMPLATES:
        n = t["n"] if t["n"] is not None else 1
        for _ in range(n):
            for attempt in range(60):
                fields, secrets = render(t["fields"], t["kind"])
                ok = check_note(fields, secrets, t["kind"])
                key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
                if ok and key not in seen:
                    break
            else:
                raise AssertionError("could not render template: %s\n%r\n%r" % (t["category"], fields, secrets))
            seen.add(key)
            notes.append({"lang": t["lang"], "kind": t["kind"], "category": t["category"],
                          "fields": fields, "secrets": secrets, "_vendors": t["vendors"]})
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes, 1):
        out.append({"id": "f%03d" % i, "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
                    "fields": nt["fields"], "secrets": nt["secrets"]})
    return out, notes


def final_checks(out):
    ids = set()
    for o in out:
        assert o["id"] not in ids
        ids.add(o["id"])
        assert o["lang"] in ("en", "ko") and o["kind"] in ("secret", "clean")
        assert check_note(o["fields"], o["secrets"], o["kind"]), o["id"]
        if o["lang"] == "ko":
            assert any("\uac00" <= c <= "\ud7a3" for f in o["fields"].values() for c in f), o["id"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out, notes = build()
    final_checks(out)
    path = os.path.join(here, "blind_set_v6.jsonl")
    data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out).encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    # stats
    from collections import Counter
    c = Counter((o["lang"], o["kind"]) for o in out)
    vendors = sorted({v for nt in notes for v in nt["_vendors"] if nt["kind"] == "secret"})
    tmpl = Counter((t["lang"], t["kind"]) for t in TEMPLATES)
    nsec = sum(len(o["secrets"]) for o in out)
    print("notes", len(out))
    for k in sorted(c):
        print("  notes", k, c[k])
    for k in sorted(tmpl):
        print("  templates", k, tmpl[k])
    print("distinct templates", len(TEMPLATES), "distinct categories", len({t["category"] for t in TEMPLATES}))
    print("secret values listed", nsec, "max secrets in a note", max(len(o["secrets"]) for o in out))
    print("vendors", len(vendors))
    print("VENDORS:", ", ".join(vendors))
    print("sha256", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
