#!/usr/bin/env python3
"""Blind evaluation set v12 for a credential-redaction filter (synthetic, seeded, stdlib only)."""
import base64, json, os, string, urllib.parse, random

SEED = 120712
R = random.Random(SEED)

UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG; HX = "0123456789abcdef"; HXU = "0123456789ABCDEF"
B64 = AN + "+/"; B64U = AN + "_-"; B32 = UP + "234567"; UD = UP + DG; LD = LO + DG

def A(al, n):
    return "".join(R.choice(al) for _ in range(n))

def b64(s):
    return base64.b64encode(s.encode()).decode()

def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def jwt(payload_extra=None):
    h = b64u_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = {"sub": A(DG, 9), "iat": 1700000000 + R.randint(0, 90000000), "role": R.choice(["service_role", "admin", "deployer", "api"])}
    if payload_extra: p.update(payload_extra)
    pl = b64u_nopad(json.dumps(p, separators=(",", ":")).encode())
    return h + "." + pl + "." + A(B64U, 43)

WORDS = ["maple", "river", "falcon", "copper", "orbit", "tiger", "lemon", "harbor", "cactus", "violet", "pixel", "summit", "ember", "glacier", "walnut", "meteor", "saffron", "otter", "cobalt", "juniper"]
KOROM = ["saranghae", "hangang", "gimchi", "busan", "jeju", "dalgona", "hodu", "bori", "nabi", "haneul", "gangnam", "sinchon"]
HANGUL = ["고양이", "강아지", "바다", "하늘", "사과나무", "봄날", "우리집", "별빛", "초코", "호두", "제주도", "한강"]
PUNCT_SAFE = "!@#%^*_-+=."
PUNCT_ALL = "!@#$%^&*()_-+=[]{}|;:',.<>/?~`\"\\"

def pw_human():
    f = R.choice([
        lambda: R.choice(WORDS).capitalize() + str(R.randint(1990, 2026)) + R.choice("!@#$?*"),
        lambda: R.choice(WORDS).capitalize() + R.choice("#!-_.") + R.choice(WORDS).capitalize() + str(R.randint(10, 999)),
        lambda: R.choice(KOROM) + str(R.randint(100, 9999)) + R.choice("!@#^"),
        lambda: R.choice(["Spring", "Summer", "Autumn", "Winter"]) + str(R.randint(2019, 2026)) + R.choice("!@#") + A(LO, 2),
        lambda: R.choice(WORDS) + "-" + R.choice(WORDS) + "-" + R.choice(WORDS) + "-" + str(R.randint(1, 99)),
    ])
    return f()

def pw_rand(n=None):
    n = n or R.randint(14, 24)
    while True:
        s = A(AN + PUNCT_SAFE, n)
        if any(c in PUNCT_SAFE for c in s) and any(c in DG for c in s):
            return s

def pw_punct():
    n = R.randint(14, 22)
    while True:
        s = A(AN + PUNCT_ALL, n)
        if sum(c in PUNCT_ALL for c in s) >= 4:
            return s

def pw_ko():
    return R.choice(HANGUL) + R.choice(["", "_", "!"]) + R.choice(HANGUL) + str(R.randint(10, 9999)) + R.choice("!@#$")

def pw_any():
    return R.choice([pw_human, pw_rand, pw_punct, pw_human, pw_rand])()

def pem_block(kind):
    if kind == "ec":
        body = "MHcCAQEEI" + A(B64, 55) + "\n" + A(B64, 64) + "\n" + A(B64, 48) + "=="
        hdr, ftr = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
    elif kind == "ssh":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9u" + A(B64, 30) + "\n" + "\n".join(A(B64, 70) for _ in range(3)) + "\n" + A(B64, 20) + "="
        hdr, ftr = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
    elif kind == "rsa":
        body = "MIICXAIBAAKBgQ" + A(B64, 50) + "\n" + "\n".join(A(B64, 64) for _ in range(5)) + "\n" + A(B64, 36) + "="
        hdr, ftr = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    elif kind == "pkcs8":
        body = "MC4CAQAwBQYDK2VwBCIEI" + A(B64, 27)
        hdr, ftr = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    else:  # pgp
        body = "lFgE" + A(B64, 60) + "\n" + "\n".join(A(B64, 64) for _ in range(3)) + "\n=" + A(B64, 4)
        hdr, ftr = "-----BEGIN PGP PRIVATE KEY BLOCK-----", "-----END PGP PRIVATE KEY BLOCK-----"
    lines = body.split("\n")
    if kind == "pgp":
        text = hdr + "\n\n" + body + "\n" + ftr
    else:
        text = hdr + "\n" + body + "\n" + ftr
    return text, [l for l in lines if len(l) >= 8]

def ovpn_key():
    lines = [A(HX, 32) for _ in range(6)]
    text = "-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(lines) + "\n-----END OpenVPN Static key V1-----"
    return text, lines

def basic_auth():
    u = R.choice(["deploy", "ci-bot", "admin", "svc-report", "jenkins", "grafana"])
    v = b64(u + ":" + pw_rand())
    return v, [v]

def pw_urlenc():
    while True:
        p = A(AN, R.randint(6, 10)) + R.choice("@:/#?%&") + A(AN, 3) + R.choice("@:/#?!$") + A(AN, 4)
        e = urllib.parse.quote(p, safe="")
        if e != p:
            return e, [e]

def dockercfg():
    v = b64(R.choice(["robot$ci", "deploy", "AWS", "_json_key_base64"]) + ":" + pw_rand(20))
    return v, [v]

def elastic_key():
    v = b64(A(AN, 20) + ":" + A(B64U, 22))
    return v, [v]

def totp():
    return A(B32, R.choice([16, 32, 32, 26]))

def rc():
    return R.choice([lambda: A(LD, 4) + "-" + A(LD, 4), lambda: A(LD, 5) + "-" + A(LD, 5), lambda: A(DG, 4) + " " + A(DG, 4), lambda: A(LD, 10), lambda: A(UD, 4) + "-" + A(UD, 4) + "-" + A(UD, 4)])()

def gmail_app():
    return " ".join(A(LO, 4) for _ in range(4))

def bech_age():
    return "AGE-SECRET-KEY-1" + A("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)

def uuid():
    h = A(HX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])

SG = {
 # generic
 "pw": pw_any, "pwh": pw_human, "pwr": pw_rand, "pwp": pw_punct, "pwko": pw_ko,
 "pwlong": lambda: pw_rand(R.randint(40, 64)),
 "pin": lambda: A(DG, 8), "wifi": lambda: R.choice([lambda: R.choice(WORDS) + R.choice(WORDS) + str(R.randint(100, 9999)), lambda: pw_rand(12), lambda: R.choice(KOROM) + "-" + A(DG, 6)])(),
 "totp": totp, "rc": rc, "gmailapp": gmail_app, "appleapp": lambda: "-".join(A(LO, 4) for _ in range(4)),
 "pem_ec": lambda: pem_block("ec"), "pem_ssh": lambda: pem_block("ssh"), "pem_rsa": lambda: pem_block("rsa"),
 "pem_p8": lambda: pem_block("pkcs8"), "pem_pgp": lambda: pem_block("pgp"), "ovpn": ovpn_key,
 "basic": basic_auth, "pwurl": pw_urlenc, "dockercfg": dockercfg, "elastic": elastic_key,
 "jwt": jwt, "hex32": lambda: A(HX, 32), "hex40": lambda: A(HX, 40), "hex64": lambda: A(HX, 64),
 "an20": lambda: A(AN, 20), "an32": lambda: A(AN, 32), "an40": lambda: A(AN, 40), "an64": lambda: A(AN, 64),
 "b6444": lambda: A(B64, 43) + "=", "snmp": lambda: R.choice(WORDS) + A(AN, 6) + "!",
 "djangokey": lambda: "django-insecure-" + A(LO + DG + "!@#$%^&*(-_=+)", 50),
 "railskey": lambda: A(HX, 128), "laravel": lambda: "base64:" + A(B64, 43) + "=",
 "wgpriv": lambda: A(B64, 42) + R.choice("AEIMQUYcgkosw048") + "=",
 # cloud
 "akia": lambda: "AKIA" + A(B32, 16), "asia": lambda: "ASIA" + A(B32, 16),
 "awssecret": lambda: A(AN + "/+", 40), "awssession": lambda: "IQoJb3JpZ2luX2VjE" + A(B64, R.randint(380, 520)),
 "gocspx": lambda: "GOCSPX-" + A(B64U, 28), "aiza": lambda: "AIza" + A(B64U, 35),
 "ya29": lambda: "ya29.a0A" + A(B64U, 150), "gref": lambda: "1//0" + A(B64U, 98),
 "azstorage": lambda: A(B64, 86) + "==", "azsig": lambda: urllib.parse.quote(A(B64, 43) + "=", safe=""),
 "azsecret": lambda: A(AN, 3) + R.choice(DG) + "Q~" + A(AN + "_.~-", 34), "azdevops": lambda: A("abcdefghijklmnopqrstuvwxyz234567", 52),
 "ltai": lambda: "LTAI5t" + A(AN, 18), "alisecret": lambda: A(AN, 30),
 "akid": lambda: "AKID" + A(AN, 32), "tcsecret": lambda: A(AN, 32),
 "ncpak": lambda: A(UD, 20), "ncpsk": lambda: A(AN, 40),
 "ibmkey": lambda: A(B64U, 44), "b2key": lambda: "K00" + R.choice("45") + A(AN + "/+", 27),
 "minioak": lambda: A(UD, 20), "miniosk": lambda: A(AN + "/+", 40),
 "scwsecret": uuid, "linode": lambda: A(HX, 64), "vultr": lambda: A(UD, 36), "hetzner": lambda: A(AN, 64),
 "yandex": lambda: "y0_AgAAAA" + A(B64U, 50), "yciam": lambda: "t1.9euelZ" + A(B64U, 120),
 "dop": lambda: "dop_v1_" + A(HX, 64), "heroku": lambda: "HRKU-AA" + A(B64U, 58),
 "flyio": lambda: "fm2_lJPE" + A(B64, 280), "render": lambda: "rnd_" + A(AN, 32),
 "vercel": lambda: A(AN, 24), "netlify": lambda: "nfp_" + A(AN, 36),
 "cfapi": lambda: A(B64U, 40), "cfglobal": lambda: A(HX, 37), "fastly": lambda: A(B64U, 32),
 # scm / ci / registries
 "ghp": lambda: "ghp_" + A(AN, 36), "gho": lambda: "gho_" + A(AN, 36), "ghs": lambda: "ghs_" + A(AN, 36), "ghu": lambda: "ghu_" + A(AN, 36),
 "ghpat": lambda: "github_pat_11" + A(UD, 20) + "_" + A(AN, 59),
 "glpat": lambda: "glpat-" + A(B64U, 20), "glrt": lambda: "glrt-" + A(B64U, 20), "gldt": lambda: "gldt-" + A(B64U, 20),
 "bbapp": lambda: "ATBB" + A(AN, 32) + A(HXU, 8), "gitea": lambda: A(HX, 40), "jenkins": lambda: "11" + A(HX, 32),
 "npm": lambda: "npm_" + A(AN, 36), "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + A(B64U, 150),
 "dckr": lambda: "dckr_pat_" + A(B64U, 27), "rubygems": lambda: "rubygems_" + A(HX, 48), "nuget": lambda: "oy2" + A(LD, 43),
 "crates": lambda: "cio" + A(AN, 32), "jfrog": lambda: "AKCp8" + A(AN, 68), "jfref": lambda: "cmVmdGtuOjAxOjE3" + A(B64, 48),
 "buildkite": lambda: "bkua_" + A(HX, 40), "circle": lambda: "CCIPAT_" + A(AN, 22) + "_" + A(HX, 40),
 "sonar": lambda: "squ_" + A(HX, 40), "harbor": lambda: A(AN, 32), "pulumi": lambda: "pul-" + A(HX, 40),
 "tfc": lambda: A(AN, 14) + ".atlasv1." + A(AN, 67), "hvs": lambda: "hvs.CAESI" + A(B64U, 82),
 "doppler": lambda: "dp.st.prd." + A(AN, 40), "opsa": lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + A(B64, 220),
 "age": bech_age, "tailscale": lambda: "tskey-auth-k" + A(AN, 10) + "CNTRL-" + A(AN, 33),
 "ngrok": lambda: "2" + A(AN, 26) + "_" + A(AN, 21),
 # messaging / saas
 "xoxb": lambda: "xoxb-" + A(DG, 12) + "-" + A(DG, 13) + "-" + A(AN, 24),
 "xoxp": lambda: "xoxp-" + A(DG, 12) + "-" + A(DG, 12) + "-" + A(DG, 13) + "-" + A(HX, 32),
 "xapp": lambda: "xapp-1-A" + A(UD, 10) + "-" + A(DG, 13) + "-" + A(HX, 64),
 "slackwh": lambda: A(AN, 24), "discordbot": lambda: b64(A(DG, 18)).rstrip("=") + "." + A(B64U, 6) + "." + A(B64U, 38),
 "discordwh": lambda: A(B64U, 68), "telegram": lambda: A(DG, 10) + ":AA" + A(B64U, 33),
 "twilio": lambda: A(HX, 32), "sendgrid": lambda: "SG." + A(B64U, 22) + "." + A(B64U, 43),
 "mailgun": lambda: "key-" + A(HX, 32), "mailchimp": lambda: A(HX, 32) + "-us" + str(R.randint(1, 21)),
 "mailjet": lambda: A(HX, 32), "resend": lambda: "re_" + A(AN, 8) + "_" + A(AN, 24),
 "brevo": lambda: "xkeysib-" + A(HX, 64) + "-" + A(AN, 16), "mandrill": lambda: "md-" + A(B64U, 22),
 "postmark": uuid, "vonage": lambda: A(AN, 16), "plivo": lambda: A(AN, 40),
 "linenotify": lambda: A(AN, 43), "linetoken": lambda: A(B64, 171) + "=", "linesecret": lambda: A(HX, 32),
 "pusher": lambda: A(HX, 20), "ably": lambda: A(AN, 6) + "." + A(AN, 6) + ":" + A(B64U, 43),
 "livekit": lambda: A(AN, 43), "twitch": lambda: A(LD, 30),
 "meta": lambda: "EAAB" + A(AN, 180), "xbearer": lambda: "A" * 22 + A(AN, 24) + "%3D" + A(AN, 50),
 "atlassian": lambda: "ATATT3xFfGF0" + A(B64U, 170) + "=" + A(HXU, 8), "linear": lambda: "lin_api_" + A(AN, 40),
 "notion": lambda: "ntn_" + A(DG, 11) + A(AN, 35), "notionold": lambda: "secret_" + A(AN, 43), "figma": lambda: "figd_" + A(B64U, 40),
 "hubspot": lambda: "pat-na1-" + uuid(), "asana": lambda: "2/" + A(DG, 16) + "/" + A(DG, 16) + ":" + A(HX, 32),
 "airtable": lambda: "pat" + A(AN, 14) + "." + A(HX, 64), "trello": lambda: "ATTA" + A(HX, 64) + A(HXU, 8),
 "clickup": lambda: "pk_" + A(DG, 8) + "_" + A(UD, 32), "todoist": lambda: A(HX, 40), "zendesk": lambda: A(AN, 40),
 "intercom": lambda: "dG9rOj" + A(B64, 54) + "=", "dropbox": lambda: "sl.B" + A(B64U, 135), "postman": lambda: "PMAK-" + A(HX, 24) + "-" + A(HX, 34),
 "contentful": lambda: "CFPAT-" + A(B64U, 43), "sanity": lambda: "sk" + A(AN, 180), "zoom": lambda: A(AN, 32), "keycloak": lambda: A(AN, 32),
 # observability
 "sentry": lambda: "sntryu_" + A(HX, 64), "sentrydsnkey": lambda: A(HX, 32), "ddapi": lambda: A(HX, 32), "ddapp": lambda: A(HX, 40),
 "nrak": lambda: "NRAK-" + A(UD, 27), "nrlicense": lambda: A(HX, 36) + "NRAL", "glsa": lambda: "glsa_" + A(AN, 32) + "_" + A(HX, 8),
 "pagerduty": lambda: "u+" + A(B64U, 18), "dynatrace": lambda: "dt0c01." + A(UD, 24) + "." + A(UD, 64),
 "rollbar": lambda: A(HX, 32), "bugsnag": lambda: A(HX, 32), "ldsdk": lambda: "sdk-" + uuid(), "segment": lambda: A(AN, 32),
 "mixpanel": lambda: A(HX, 32), "honeycomb": lambda: "hcaik_" + A(LD, 58), "splunk": uuid, "browserstack": lambda: A(AN, 20),
 # payments / commerce
 "sklive": lambda: "sk_live_51" + A(AN, 95), "rklive": lambda: "rk_live_51" + A(AN, 95), "whsec": lambda: "whsec_" + A(AN, 32),
 "square": lambda: "EAAA" + A(B64U, 60), "sqsecret": lambda: "sq0csp-" + A(B64U, 43), "paypal": lambda: "E" + A(B64U, 79),
 "braintree": lambda: "access_token$production$" + A(LD, 16) + "$" + A(HX, 32), "adyen": lambda: "AQE" + A(AN, 40) + "/" + A(B64, 60) + "=-" + A(B64, 44) + "=-" + A(AN, 16),
 "razorpay": lambda: A(AN, 24), "flutterwave": lambda: "FLWSECK-" + A(HX, 32) + "-X", "plaid": lambda: A(HX, 30), "binance": lambda: A(AN, 64),
 "shippo": lambda: "shippo_live_" + A(HX, 40), "shpat": lambda: "shpat_" + A(HX, 32), "shpss": lambda: "shpss_" + A(HX, 32),
 "wcck": lambda: "ck_" + A(HX, 40), "wccs": lambda: "cs_" + A(HX, 40), "toss": lambda: "live_sk_" + A(AN, 24), "portone": lambda: A(AN, 80),
 "clerk": lambda: "sk_live_" + A(AN, 40), "kakaopay": lambda: A(HX, 40),
 # data / ai
 "openai": lambda: "sk-proj-" + A(B64U, 74) + "T3BlbkFJ" + A(B64U, 74), "openaiold": lambda: "sk-" + A(AN, 20) + "T3BlbkFJ" + A(AN, 20),
 "anthropic": lambda: "sk-ant-api03-" + A(B64U, 93) + "AA", "hf": lambda: "hf_" + A(UP + LO, 34), "replicate": lambda: "r8_" + A(AN, 37),
 "groq": lambda: "gsk_" + A(AN, 52), "pplx": lambda: "pplx-" + A(AN, 48), "cohere": lambda: A(AN, 40), "openrouter": lambda: "sk-or-v1-" + A(HX, 64),
 "xai": lambda: "xai-" + A(AN, 80), "deepseek": lambda: "sk-" + A(HX, 32), "elevenlabs": lambda: "sk_" + A(HX, 48), "pinecone": lambda: "pcsk_" + A(AN, 5) + "_" + A(AN, 60),
 "wandb": lambda: A(HX, 40), "algolia": lambda: A(HX, 32), "mapbox": lambda: "sk.eyJ1IjoiY" + A(B64, 50) + "." + A(B64U, 22), "databricks": lambda: "dapi" + A(HX, 32),
 "pscale": lambda: "pscale_pw_" + A(B64U, 43), "neon": lambda: "npg_" + A(AN, 12), "upstash": lambda: "AX" + A(B64, 58) + "=", "sbp": lambda: "sbp_" + A(HX, 40),
 "confluent": lambda: A(AN + "+/", 64), "hasura": lambda: A(AN, 32), "fcm": lambda: "AAAA" + A(AN, 7) + ":APA91b" + A(B64U, 134),
 "okta": lambda: "00" + A(B64U, 40), "auth0": lambda: A(B64U, 64), "kakaorest": lambda: A(HX, 32), "kakaoadmin": lambda: A(HX, 32), "naversecret": lambda: A(AN, 10),
 "wechat": lambda: A(HX, 32), "nhnsecret": lambda: A(AN, 16), "coolsms": lambda: A(UD, 32), "aligo": lambda: A(LD, 30), "agora": lambda: A(HX, 32),
 "dingtalk": lambda: A(HX, 64), "wecom": uuid, "sfsec": lambda: A(AN, 25), "sfdx": lambda: "5Aep861" + A(AN + ".", 80),
 "cloudinary": lambda: A(B64U, 27), "gcpkeyid": lambda: A(HX, 40), "k8stoken": lambda: jwt({"iss": "kubernetes/serviceaccount"}),
}

HOSTWORDS = ["orders", "billing", "auth", "search", "ledger", "media", "notify", "report", "gateway", "catalog", "inventory", "payroll"]
COMP = ["acme", "hanbit", "bluefin", "norda", "sejong", "kestrel", "dasan", "pinecrest", "mirae", "tidal"]
USERS = ["jmoon", "alee", "dkim", "spark", "hchoi", "mlopez", "tnguyen", "rpatel", "yjung", "kwon.s", "elena", "bshin", "ops-bot", "svc_etl"]
KUSERS = ["민수", "지현", "서연", "도윤", "하준", "수빈", "영호", "예린", "태현", "유진"]
CHANS = ["dev-backend", "infra", "deploy", "alerts-prod", "팀-플랫폼", "qa", "data-eng", "incident"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-southeast-1", "us-west-2"]

def fill_host():
    return "%s-%s-%d.%s.%s" % (R.choice(HOSTWORDS), R.choice(["db", "api", "svc", "mq", "cache", "pg"]), R.randint(1, 9), R.choice(["internal", "prod", "stg", "dev"]), R.choice(COMP) + R.choice([".io", ".co.kr", ".net", ".com"]))

FILL = {
 "host": fill_host, "user": lambda: R.choice(USERS), "kuser": lambda: R.choice(KUSERS), "chan": lambda: R.choice(CHANS),
 "email": lambda: R.choice(USERS).replace("_", ".") + "@" + R.choice(COMP) + R.choice([".io", ".co.kr", ".com"]),
 "uuid": uuid, "sha": lambda: A(HX, 40), "shortsha": lambda: A(HX, 7), "digest": lambda: A(HX, 64), "md5": lambda: A(HX, 32),
 "ip": lambda: "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)), "port": lambda: str(R.choice([5432, 3306, 6379, 27017, 5672, 8080, 9092, 1433, 8443])),
 "n": lambda: str(R.randint(100, 9999)), "jira": lambda: R.choice(["PAY", "OPS", "INFRA", "AUTH", "PLAT", "DATA"]) + "-" + str(R.randint(100, 4999)),
 "acct": lambda: A(DG, 12), "region": lambda: R.choice(REGIONS), "company": lambda: R.choice(COMP), "word": lambda: R.choice(WORDS),
 "db": lambda: R.choice(["orders", "app_prod", "analytics", "billing", "users", "ledger"]), "date": lambda: "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28)),
 "svc": lambda: R.choice(HOSTWORDS) + "-" + R.choice(["api", "worker", "svc", "batch"]), "ver": lambda: "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40)),
 "path": lambda: R.choice(["config/", "deploy/", "infra/", "src/main/resources/", "charts/app/", "scripts/"]) + R.choice(["app", "settings", "values", "local", "prod", "secrets"]) + R.choice([".yaml", ".env", ".toml", ".json", ".properties", ".ini"]),
 "time": lambda: "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)), "pid": lambda: str(R.randint(1000, 65000)),
 "b64pub": lambda: A(B64, 68), "objid": lambda: A(HX, 24), "team": lambda: R.choice(["platform", "payments", "growth", "core", "data"]),
 "reqid": lambda: "req_" + A(AN, 24), "traceid": lambda: A(HX, 32), "num6": lambda: A(DG, 6), "ts": lambda: str(1700000000 + R.randint(0, 90000000)),
}

# ---------------------------------------------------------------- vendors
# (vendor, english context, korean context, spec) ; spec = list of (LABEL, value-template) or a raw string
V = [
 ("AWS", "the batch job needs the deploy IAM user keys", "배치잡에서 쓰는 배포용 IAM 유저 키", [("AWS_ACCESS_KEY_ID", "{S_akia}"), ("AWS_SECRET_ACCESS_KEY", "{S_awssecret}")]),
 ("AWS STS", "temporary creds from assume-role for the migration", "마이그레이션용 assume-role 임시 자격증명", [("AWS_ACCESS_KEY_ID", "{S_asia}"), ("AWS_SECRET_ACCESS_KEY", "{S_awssecret}"), ("AWS_SESSION_TOKEN", "{S_awssession}")]),
 ("GitHub", "release script pushes tags with a classic PAT", "릴리즈 스크립트가 태그 푸시할때 classic PAT 씀", [("GITHUB_TOKEN", "{S_ghp}")]),
 ("GitHub fine-grained", "the changelog bot uses a fine-grained token", "체인지로그 봇은 fine-grained 토큰 사용", [("GH_TOKEN", "{S_ghpat}")]),
 ("GitHub OAuth", "the OAuth app token captured from the device flow", "device flow로 받은 OAuth 토큰", "git clone https://x-access-token:{S_gho}@github.com/{company}/{svc}.git"),
 ("GitHub App", "installation token minted by the app (expires in 1h)", "GitHub App 설치 토큰 (1시간 만료)", [("GITHUB_APP_INSTALLATION_TOKEN", "{S_ghs}")]),
 ("GitLab", "the mirror job authenticates with a project access token", "미러링 잡이 프로젝트 액세스 토큰으로 인증함", [("GITLAB_TOKEN", "{S_glpat}")]),
 ("GitLab Runner", "runner registration for the new build host", "새 빌드 서버 러너 등록", "gitlab-runner register --non-interactive --url https://gitlab.{company}.io --token {S_glrt} --executor docker"),
 ("GitLab deploy token", "helm pulls charts with a deploy token", "헬름 차트 받을때 deploy token 사용", [("CI_DEPLOY_USER", "gitlab+deploy-token-{n}"), ("CI_DEPLOY_PASSWORD", "{S_gldt}")]),
 ("Bitbucket", "pipelines clone the shared lib with an app password", "파이프라인에서 공용 라이브러리 클론할때 앱 비번", [("BITBUCKET_USERNAME", "{user}"), ("BITBUCKET_APP_PASSWORD", "{S_bbapp}")]),
 ("Slack bot", "the alert bot posts to #{chan}", "알림봇이 #{chan} 채널에 포스팅", [("SLACK_BOT_TOKEN", "{S_xoxb}")]),
 ("Slack user", "the export script used my user token", "익스포트 스크립트가 내 유저 토큰 씀", [("SLACK_USER_TOKEN", "{S_xoxp}")]),
 ("Slack socket mode", "socket mode needs the app-level token", "소켓모드는 앱 레벨 토큰 필요", [("SLACK_APP_TOKEN", "{S_xapp}"), ("SLACK_BOT_TOKEN", "{S_xoxb}")]),
 ("Slack webhook", "deploy notifications go through an incoming webhook", "배포 알림은 incoming webhook으로 감", "https://hooks.slack.com/services/T0{slackT}/B0{slackB}/{S_slackwh}"),
 ("Discord", "the community bot token", "커뮤니티 디스코드 봇 토큰", [("DISCORD_BOT_TOKEN", "{S_discordbot}")]),
 ("Discord webhook", "QA alerts post to a Discord webhook", "QA 알림 디스코드 웹훅", "https://discord.com/api/webhooks/{num18}/{S_discordwh}"),
 ("Telegram", "the on-call bot sends pages over Telegram", "온콜 봇이 텔레그램으로 알림 보냄", "curl -s https://api.telegram.org/bot{S_telegram}/sendMessage -d chat_id=-100{n} -d text=deploy-done"),
 ("Stripe", "checkout service talks to Stripe live mode", "결제 서비스가 Stripe 라이브 모드 사용", [("STRIPE_SECRET_KEY", "{S_sklive}")]),
 ("Stripe restricted", "the reporting job only needs a restricted key", "리포팅 잡은 restricted key만 있으면 됨", [("STRIPE_API_KEY", "{S_rklive}")]),
 ("Stripe webhook", "webhook signature verification kept failing", "웹훅 서명 검증이 계속 실패했음", [("STRIPE_WEBHOOK_SECRET", "{S_whsec}")]),
 ("OpenAI", "the summarizer calls the OpenAI API", "요약 기능이 OpenAI API 호출함", [("OPENAI_API_KEY", "{S_openai}")]),
 ("OpenAI legacy", "an old notebook still had a legacy user key", "옛날 노트북에 레거시 유저키가 남아있었음", "client = OpenAI(api_key=\"{S_openaiold}\")"),
 ("Anthropic", "the eval harness calls Claude", "eval 하네스가 Claude 호출함", [("ANTHROPIC_API_KEY", "{S_anthropic}")]),
 ("Google API", "geocoding calls from the backend", "백엔드 지오코딩 호출", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={S_aiza}"),
 ("Google OAuth", "the admin console SSO client", "어드민 콘솔 SSO 클라이언트", [("GOOGLE_CLIENT_ID", "{n}{n}-{objid}.apps.googleusercontent.com"), ("GOOGLE_CLIENT_SECRET", "{S_gocspx}")]),
 ("Google OAuth tokens", "tokens from the OAuth playground for the Sheets sync", "시트 동기화용 OAuth playground 토큰", [("access_token", "{S_ya29}"), ("refresh_token", "{S_gref}")]),
 ("Azure Storage", "blob uploads for the media service", "미디어 서비스 blob 업로드", "DefaultEndpointsProtocol=https;AccountName={company}media;AccountKey={S_azstorage};EndpointSuffix=core.windows.net"),
 ("Azure SAS", "a SAS URL someone shared for the export container", "export 컨테이너용으로 공유받은 SAS URL", "https://{company}exports.blob.core.windows.net/dump?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig={S_azsig}"),
 ("Azure AD", "the daemon app uses a client secret", "데몬 앱이 client secret으로 인증", [("AZURE_TENANT_ID", "{uuid}"), ("AZURE_CLIENT_ID", "{uuid__2}"), ("AZURE_CLIENT_SECRET", "{S_azsecret}")]),
 ("Azure DevOps", "nuget feed auth for the build agents", "빌드 에이전트 nuget 피드 인증", [("AZURE_DEVOPS_PAT", "{S_azdevops}")]),
 ("Alibaba Cloud", "OSS uploads from the China region", "중국 리전 OSS 업로드", [("ALIBABA_CLOUD_ACCESS_KEY_ID", "{S_ltai}"), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "{S_alisecret}")]),
 ("Tencent Cloud", "COS bucket sync for the game assets", "게임 에셋 COS 버킷 싱크", [("TENCENTCLOUD_SECRET_ID", "{S_akid}"), ("TENCENTCLOUD_SECRET_KEY", "{S_tcsecret}")]),
 ("Naver Cloud", "Object Storage + SENS calls", "오브젝트 스토리지랑 SENS 호출", [("NCLOUD_ACCESS_KEY", "{S_ncpak}"), ("NCLOUD_SECRET_KEY", "{S_ncpsk}")]),
 ("IBM Cloud", "the COS bucket for archives", "아카이브용 IBM COS 버킷", [("IBMCLOUD_API_KEY", "{S_ibmkey}")]),
 ("Backblaze B2", "offsite backups go to B2", "오프사이트 백업은 B2로 감", [("B2_APPLICATION_KEY_ID", "{hex25}"), ("B2_APPLICATION_KEY", "{S_b2key}")]),
 ("MinIO", "the on-prem object store", "온프렘 오브젝트 스토리지", [("MINIO_ACCESS_KEY", "{S_minioak}"), ("MINIO_SECRET_KEY", "{S_miniosk}")]),
 ("Scaleway", "GPU instances for the batch training", "배치 학습용 GPU 인스턴스", [("SCW_ACCESS_KEY", "SCW{ud17}"), ("SCW_SECRET_KEY", "{S_scwsecret}")]),
 ("Linode", "DNS automation", "DNS 자동화 스크립트", [("LINODE_TOKEN", "{S_linode}")]),
 ("Vultr", "the edge nodes terraform", "엣지노드 테라폼", [("VULTR_API_KEY", "{S_vultr}")]),
 ("Hetzner", "the load-test fleet", "부하테스트용 서버들", [("HCLOUD_TOKEN", "{S_hetzner}")]),
 ("Yandex Cloud", "the Yandex OAuth token for yc init", "yc init 할때 쓰는 얀덱스 OAuth 토큰", "yc config set token {S_yandex}"),
 ("Yandex IAM", "short-lived IAM token pasted into the curl", "curl에 붙여넣은 단기 IAM 토큰", "curl -H \"Authorization: Bearer {S_yciam}\" https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds"),
 ("DigitalOcean", "droplet provisioning", "드롭렛 프로비저닝", [("DIGITALOCEAN_TOKEN", "{S_dop}")]),
 ("Heroku", "legacy app still deploys from Heroku", "레거시 앱은 아직 헤로쿠 배포", [("HEROKU_API_KEY", "{S_heroku}")]),
 ("Fly.io", "the preview apps on Fly", "Fly 프리뷰 앱", [("FLY_API_TOKEN", "FlyV1 {S_flyio}")]),
 ("Render", "render blueprint sync", "렌더 블루프린트 싱크", [("RENDER_API_KEY", "{S_render}")]),
 ("Vercel", "preview deploys from CI", "CI에서 프리뷰 배포", [("VERCEL_TOKEN", "{S_vercel}"), ("VERCEL_ORG_ID", "team_{an24}")]),
 ("Netlify", "the docs site deploy", "문서 사이트 배포", [("NETLIFY_AUTH_TOKEN", "{S_netlify}")]),
 ("Cloudflare", "DNS-01 challenges for cert-manager", "cert-manager DNS-01 챌린지", [("CLOUDFLARE_API_TOKEN", "{S_cfapi}")]),
 ("Cloudflare global key", "the old purge script used the global API key", "예전 캐시 퍼지 스크립트가 글로벌 키 썼음", "curl -X POST https://api.cloudflare.com/client/v4/zones/{md5}/purge_cache -H \"X-Auth-Email: {email}\" -H \"X-Auth-Key: {S_cfglobal}\" --data '{{\"purge_everything\":true}}'"),
 ("Fastly", "cache purges after deploy", "배포 후 캐시 퍼지", "curl -X POST -H \"Fastly-Key: {S_fastly}\" https://api.fastly.com/service/{an22}/purge_all"),
 ("npm", "publishing the internal SDK", "사내 SDK 퍼블리시", "//registry.npmjs.org/:_authToken={S_npm}"),
 ("PyPI", "twine upload for the client lib", "클라이언트 라이브러리 twine 업로드", [("TWINE_USERNAME", "__token__"), ("TWINE_PASSWORD", "{S_pypi}")]),
 ("Docker Hub", "pushing base images", "베이스 이미지 푸시", "echo {S_dckr} | docker login -u {user} --password-stdin"),
 ("RubyGems", "gem push from the release job", "릴리즈 잡에서 gem push", [("GEM_HOST_API_KEY", "{S_rubygems}")]),
 ("NuGet", "dotnet nuget push", "dotnet nuget push 할때", "dotnet nuget push bin/Release/*.nupkg --api-key {S_nuget} --source https://api.nuget.org/v3/index.json"),
 ("crates.io", "cargo publish for the parser crate", "파서 크레이트 cargo publish", "cargo login {S_crates}"),
 ("JFrog", "artifactory remote repo auth", "아티팩토리 리모트 레포 인증", [("ARTIFACTORY_USER", "{user}"), ("ARTIFACTORY_API_KEY", "{S_jfrog}")]),
 ("JFrog reference token", "the newer reference token for jf cli", "jf cli용 레퍼런스 토큰", "jf c add prod --url https://{company}.jfrog.io --access-token {S_jfref} --interactive=false"),
 ("Buildkite", "pipeline upload from the bootstrap script", "부트스트랩 스크립트의 파이프라인 업로드", [("BUILDKITE_API_TOKEN", "{S_buildkite}")]),
 ("CircleCI", "triggering pipelines via API", "API로 파이프라인 트리거", "curl -X POST https://circleci.com/api/v2/project/gh/{company}/{svc}/pipeline -H \"Circle-Token: {S_circle}\""),
 ("SonarQube", "the quality gate step", "퀄리티 게이트 단계", "mvn sonar:sonar -Dsonar.host.url=https://sonar.{company}.io -Dsonar.token={S_sonar}"),
 ("Harbor", "robot account for image pulls", "이미지 풀용 로봇 계정", [("HARBOR_USERNAME", "robot$ci-puller"), ("HARBOR_PASSWORD", "{S_harbor}")]),
 ("Gitea", "self-hosted git mirror", "사내 gitea 미러", "curl -H \"Authorization: token {S_gitea}\" https://git.{company}.io/api/v1/repos/{user}/{svc}"),
 ("Jenkins", "remote build trigger", "원격 빌드 트리거", "curl -X POST https://jenkins.{company}.io/job/{svc}/build --user {user}:{S_jenkins}"),
 ("Pulumi", "state backend login", "state 백엔드 로그인", [("PULUMI_ACCESS_TOKEN", "{S_pulumi}")]),
 ("Terraform Cloud", "remote runs", "원격 실행용", "credentials \"app.terraform.io\" {{\n  token = \"{S_tfc}\"\n}}"),
 ("Vault", "a root-ish token someone left in the runbook", "런북에 누가 남겨둔 볼트 토큰", [("VAULT_ADDR", "https://vault.{company}.io:8200"), ("VAULT_TOKEN", "{S_hvs}")]),
 ("Doppler", "service token for the worker", "워커용 서비스 토큰", [("DOPPLER_TOKEN", "{S_doppler}")]),
 ("1Password", "service account for op inject", "op inject용 서비스 계정", [("OP_SERVICE_ACCOUNT_TOKEN", "{S_opsa}")]),
 ("age", "sops decrypt key for the secrets repo", "sops 복호화 키", "# created: 2025-03-02T10:11:12+09:00\n# public key: age1{lower58}\n{S_age}"),
 ("Tailscale", "auth key for ephemeral CI nodes", "CI 임시 노드용 auth key", "tailscale up --authkey={S_tailscale} --hostname=ci-{n}"),
 ("ngrok", "tunnel for webhook testing", "웹훅 테스트용 터널", "ngrok config add-authtoken {S_ngrok}"),
 ("Twilio", "SMS OTP sending", "SMS OTP 발송", [("TWILIO_ACCOUNT_SID", "AC{md5}"), ("TWILIO_AUTH_TOKEN", "{S_twilio}")]),
 ("SendGrid", "transactional mail", "트랜잭션 메일 발송", [("SENDGRID_API_KEY", "{S_sendgrid}")]),
 ("Mailgun", "the bounce webhook + sending", "반송 웹훅이랑 발송", "curl -s --user 'api:{S_mailgun}' https://api.mailgun.net/v3/mg.{company}.io/messages -F to={email} -F subject=test"),
 ("Mailchimp", "newsletter list sync", "뉴스레터 리스트 동기화", [("MAILCHIMP_API_KEY", "{S_mailchimp}")]),
 ("Mailjet", "campaign sender", "캠페인 발송", [("MJ_APIKEY_PUBLIC", "{md5}"), ("MJ_APIKEY_PRIVATE", "{S_mailjet}")]),
 ("Resend", "magic-link emails", "매직링크 메일", [("RESEND_API_KEY", "{S_resend}")]),
 ("Brevo", "marketing SMTP relay", "마케팅 SMTP 릴레이", [("BREVO_API_KEY", "{S_brevo}")]),
 ("Mandrill", "legacy transactional mail", "레거시 트랜잭션 메일", [("MANDRILL_KEY", "{S_mandrill}")]),
 ("Postmark", "receipts are sent via Postmark", "영수증 메일은 Postmark로 발송", "X-Postmark-Server-Token: {S_postmark}"),
 ("Vonage", "voice fallback for OTP", "OTP 음성 폴백", [("VONAGE_API_KEY", "{hex8}"), ("VONAGE_API_SECRET", "{S_vonage}")]),
 ("Plivo", "the APAC SMS route", "APAC SMS 라우트", [("PLIVO_AUTH_ID", "MA{ud18}"), ("PLIVO_AUTH_TOKEN", "{S_plivo}")]),
 ("LINE Notify", "batch failure alerts to the LINE group", "배치 실패 알림 라인 그룹으로", "curl -X POST https://notify-api.line.me/api/notify -H \"Authorization: Bearer {S_linenotify}\" -F message=batch-failed"),
 ("LINE Messaging", "the LINE official account bot", "라인 공식계정 봇", [("LINE_CHANNEL_ACCESS_TOKEN", "{S_linetoken}"), ("LINE_CHANNEL_SECRET", "{S_linesecret}")]),
 ("Pusher", "realtime order status", "실시간 주문 상태", [("PUSHER_APP_ID", "{n}{n}"), ("PUSHER_KEY", "{hex20}"), ("PUSHER_SECRET", "{S_pusher}")]),
 ("Ably", "presence channels", "프레즌스 채널", [("ABLY_API_KEY", "{S_ably}")]),
 ("LiveKit", "the video room server", "화상 룸 서버", [("LIVEKIT_API_KEY", "API{an12}"), ("LIVEKIT_API_SECRET", "{S_livekit}")]),
 ("Twitch", "the stream overlay", "방송 오버레이", [("TWITCH_CLIENT_ID", "{ld30}"), ("TWITCH_CLIENT_SECRET", "{S_twitch}")]),
 ("Meta", "the Instagram/FB page publisher", "인스타/페북 페이지 게시기", "curl -G https://graph.facebook.com/v19.0/me/accounts -d access_token={S_meta}"),
 ("X (Twitter)", "the social listening job", "소셜 리스닝 잡", "Authorization: Bearer {S_xbearer}"),
 ("Atlassian", "jira automation via REST", "지라 REST 자동화", "curl -u {email}:{S_atlassian} https://{company}.atlassian.net/rest/api/3/myself"),
 ("Linear", "issue sync", "이슈 싱크", [("LINEAR_API_KEY", "{S_linear}")]),
 ("Notion", "the notion-to-docs exporter", "노션 문서 익스포터", [("NOTION_TOKEN", "{S_notion}")]),
 ("Notion legacy", "an older integration secret", "예전 인테그레이션 시크릿", "const notion = new Client({{ auth: \"{S_notionold}\" }});"),
 ("Figma", "design token export", "디자인 토큰 추출", "curl -H \"X-Figma-Token: {S_figma}\" https://api.figma.com/v1/files/{an22}"),
 ("HubSpot", "CRM contact sync", "CRM 연락처 싱크", [("HUBSPOT_ACCESS_TOKEN", "{S_hubspot}")]),
 ("Asana", "task export", "태스크 익스포트", [("ASANA_PAT", "{S_asana}")]),
 ("Airtable", "the content calendar base", "콘텐츠 캘린더 베이스", [("AIRTABLE_TOKEN", "{S_airtable}")]),
 ("Trello", "board archiving script", "보드 아카이브 스크립트", "https://api.trello.com/1/members/me/boards?key={md5}&token={S_trello}"),
 ("ClickUp", "time tracking export", "타임트래킹 익스포트", [("CLICKUP_API_TOKEN", "{S_clickup}")]),
 ("Todoist", "personal automation", "개인 자동화", [("TODOIST_API_TOKEN", "{S_todoist}")]),
 ("Zendesk", "ticket macros import", "티켓 매크로 임포트", "curl -u {email}/token:{S_zendesk} https://{company}.zendesk.com/api/v2/macros.json"),
 ("Intercom", "user attribute backfill", "유저 속성 백필", "Authorization: Bearer {S_intercom}"),
 ("Dropbox", "the legacy file import", "레거시 파일 임포트", [("DROPBOX_ACCESS_TOKEN", "{S_dropbox}")]),
 ("Postman", "collection runner in CI", "CI 컬렉션 러너", "newman run https://api.getpostman.com/collections/{uuid}?apikey={S_postman}"),
 ("Contentful", "CMS migrations", "CMS 마이그레이션", [("CONTENTFUL_MANAGEMENT_TOKEN", "{S_contentful}")]),
 ("Sanity", "dataset export", "데이터셋 익스포트", [("SANITY_AUTH_TOKEN", "{S_sanity}")]),
 ("Zoom", "meeting creation from the scheduler", "스케줄러에서 미팅 생성", [("ZOOM_ACCOUNT_ID", "{an22}"), ("ZOOM_CLIENT_ID", "{an22__2}"), ("ZOOM_CLIENT_SECRET", "{S_zoom}")]),
 ("Keycloak", "confidential client for the BFF", "BFF용 confidential 클라이언트", [("KEYCLOAK_CLIENT_ID", "{svc}"), ("KEYCLOAK_CLIENT_SECRET", "{S_keycloak}")]),
 ("Okta", "user provisioning script", "유저 프로비저닝 스크립트", "Authorization: SSWS {S_okta}"),
 ("Auth0", "management API client", "관리 API 클라이언트", [("AUTH0_DOMAIN", "{company}.jp.auth0.com"), ("AUTH0_CLIENT_ID", "{an32}"), ("AUTH0_CLIENT_SECRET", "{S_auth0}")]),
 ("Sentry", "release + sourcemap upload", "릴리즈/소스맵 업로드", [("SENTRY_AUTH_TOKEN", "{S_sentry}")]),
 ("Datadog", "dashboards as code", "대시보드 코드화", [("DD_API_KEY", "{S_ddapi}"), ("DD_APP_KEY", "{S_ddapp}")]),
 ("New Relic", "NerdGraph queries", "NerdGraph 쿼리", [("NEW_RELIC_API_KEY", "{S_nrak}"), ("NEW_RELIC_LICENSE_KEY", "{S_nrlicense}")]),
 ("Grafana", "service account for provisioning", "프로비저닝용 서비스 계정", [("GRAFANA_TOKEN", "{S_glsa}")]),
 ("PagerDuty", "maintenance windows API", "메인터넌스 윈도우 API", "Authorization: Token token={S_pagerduty}"),
 ("Dynatrace", "the OneAgent installer", "OneAgent 설치", "wget -O installer.sh \"https://{an8}.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?Api-Token={S_dynatrace}\""),
 ("Rollbar", "deploy tracking", "배포 트래킹", [("ROLLBAR_ACCESS_TOKEN", "{S_rollbar}")]),
 ("Bugsnag", "mobile crash uploads", "모바일 크래시 업로드", [("BUGSNAG_API_KEY", "{S_bugsnag}")]),
 ("LaunchDarkly", "server SDK", "서버 SDK", [("LAUNCHDARKLY_SDK_KEY", "{S_ldsdk}")]),
 ("Segment", "server-side tracking", "서버사이드 트래킹", "Analytics.write_key = '{S_segment}'"),
 ("Mixpanel", "the export API", "익스포트 API", [("MIXPANEL_API_SECRET", "{S_mixpanel}")]),
 ("Honeycomb", "OTel exporter", "OTel 익스포터", "OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team={S_honeycomb}"),
 ("Splunk HEC", "log shipping", "로그 전송", "curl -k https://splunk.{company}.io:8088/services/collector -H \"Authorization: Splunk {S_splunk}\" -d '{{\"event\":\"deploy\"}}'"),
 ("Elastic", "log search API", "로그 검색 API", "Authorization: ApiKey {S_elastic}"),
 ("BrowserStack", "e2e on real devices", "실기기 e2e", [("BROWSERSTACK_USERNAME", "{user}_{an6}"), ("BROWSERSTACK_ACCESS_KEY", "{S_browserstack}")]),
 ("Square", "POS sync", "POS 싱크", [("SQUARE_ACCESS_TOKEN", "{S_square}"), ("SQUARE_APPLICATION_SECRET", "{S_sqsecret}")]),
 ("PayPal", "payouts", "페이팔 정산", [("PAYPAL_CLIENT_ID", "A{an40}"), ("PAYPAL_CLIENT_SECRET", "{S_paypal}")]),
 ("Braintree", "the marketplace checkout", "마켓플레이스 결제", [("BT_ACCESS_TOKEN", "{S_braintree}")]),
 ("Adyen", "EU card processing", "유럽 카드 결제", [("ADYEN_API_KEY", "{S_adyen}")]),
 ("Razorpay", "India payments", "인도 결제", [("RAZORPAY_KEY_ID", "rzp_live_{an14}"), ("RAZORPAY_KEY_SECRET", "{S_razorpay}")]),
 ("Flutterwave", "Africa payments", "아프리카 결제", [("FLW_SECRET_KEY", "{S_flutterwave}")]),
 ("Plaid", "bank linking", "계좌 연동", [("PLAID_CLIENT_ID", "{objid}"), ("PLAID_SECRET", "{S_plaid}")]),
 ("Binance", "the treasury rebalancer", "트레저리 리밸런서", [("BINANCE_API_KEY", "{an64}"), ("BINANCE_API_SECRET", "{S_binance}")]),
 ("Shippo", "label printing", "송장 출력", [("SHIPPO_API_TOKEN", "{S_shippo}")]),
 ("Shopify", "the custom app admin token", "커스텀앱 어드민 토큰", [("SHOPIFY_ADMIN_TOKEN", "{S_shpat}"), ("SHOPIFY_API_SECRET", "{S_shpss}")]),
 ("WooCommerce", "order import from the WP shop", "워드프레스 쇼핑몰 주문 임포트", "https://shop.{company}.com/wp-json/wc/v3/orders?consumer_key={S_wcck}&consumer_secret={S_wccs}"),
 ("Toss Payments", "the payment confirm API in live mode", "토스페이먼츠 결제 승인 API 라이브", [("TOSS_SECRET_KEY", "{S_toss}")]),
 ("PortOne", "PG integration via PortOne", "포트원(아임포트) PG 연동", [("IMP_KEY", "{DG16}"), ("IMP_SECRET", "{S_portone}")]),
 ("KakaoPay", "KakaoPay ready/approve calls", "카카오페이 ready/approve 호출", "Authorization: SECRET_KEY {S_kakaopay}"),
 ("Kakao", "Kakao login + local search API", "카카오 로그인이랑 로컬 검색 API", "Authorization: KakaoAK {S_kakaorest}"),
 ("Kakao admin", "the Kakao admin key for push", "푸시용 카카오 어드민 키", [("KAKAO_ADMIN_KEY", "{S_kakaoadmin}")]),
 ("Naver", "Naver search API", "네이버 검색 API", "curl \"https://openapi.naver.com/v1/search/blog.json?query=test\" -H \"X-Naver-Client-Id: {an20}\" -H \"X-Naver-Client-Secret: {S_naversecret}\""),
 ("WeChat", "mini-program login", "위챗 미니프로그램 로그인", [("WECHAT_APPID", "wx{hex16}"), ("WECHAT_APPSECRET", "{S_wechat}")]),
 ("NHN Cloud", "the NHN Cloud SMS/알림톡 API", "NHN Cloud SMS/알림톡 API", [("NHN_APPKEY", "{an16}"), ("NHN_SECRET_KEY", "{S_nhnsecret}")]),
 ("Coolsms", "SMS via coolsms/solapi", "쿨에스엠에스(솔라피) 문자 발송", [("SOLAPI_API_KEY", "NCS{ud13}"), ("SOLAPI_API_SECRET", "{S_coolsms}")]),
 ("Aligo", "the cheap SMS vendor", "알리고 문자", "curl -X POST https://apis.aligo.in/send/ -d key={S_aligo} -d user_id={user} -d sender=0212345678 -d receiver=01000000000 -d msg=test"),
 ("Agora", "voice chat token server", "보이스챗 토큰 서버", [("AGORA_APP_ID", "{md5}"), ("AGORA_APP_CERTIFICATE", "{S_agora}")]),
 ("DingTalk", "the China team alert robot", "중국팀 딩톡 알림봇", "https://oapi.dingtalk.com/robot/send?access_token={S_dingtalk}"),
 ("WeCom", "the WeCom group robot", "위컴 그룹 로봇", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={S_wecom}"),
 ("Hugging Face", "pulling gated models", "gated 모델 다운로드", [("HF_TOKEN", "{S_hf}")]),
 ("Replicate", "image model calls", "이미지 모델 호출", [("REPLICATE_API_TOKEN", "{S_replicate}")]),
 ("Groq", "fast inference experiments", "빠른 추론 실험", [("GROQ_API_KEY", "{S_groq}")]),
 ("Perplexity", "the research agent", "리서치 에이전트", [("PERPLEXITY_API_KEY", "{S_pplx}")]),
 ("Cohere", "rerank endpoint", "rerank 엔드포인트", "co = cohere.ClientV2(api_key=\"{S_cohere}\")"),
 ("OpenRouter", "model routing", "모델 라우팅", [("OPENROUTER_API_KEY", "{S_openrouter}")]),
 ("xAI", "grok eval", "grok 평가", [("XAI_API_KEY", "{S_xai}")]),
 ("DeepSeek", "cheap batch labelling", "저렴한 배치 라벨링", "client = OpenAI(api_key=\"{S_deepseek}\", base_url=\"https://api.deepseek.com\")"),
 ("ElevenLabs", "TTS for the demo", "데모용 TTS", "xi-api-key: {S_elevenlabs}"),
 ("Pinecone", "vector index", "벡터 인덱스", [("PINECONE_API_KEY", "{S_pinecone}")]),
 ("Weights & Biases", "experiment logging", "실험 로깅", "wandb login {S_wandb}"),
 ("Algolia", "reindex job with the admin key", "어드민 키로 리인덱스", [("ALGOLIA_APP_ID", "{ud10}"), ("ALGOLIA_ADMIN_KEY", "{S_algolia}")]),
 ("Mapbox", "tileset uploads need a secret token", "타일셋 업로드는 secret 토큰 필요", [("MAPBOX_SECRET_TOKEN", "{S_mapbox}")]),
 ("Databricks", "job submission from Airflow", "에어플로우에서 잡 제출", [("DATABRICKS_HOST", "https://adb-{n}{n}.azuredatabricks.net"), ("DATABRICKS_TOKEN", "{S_databricks}")]),
 ("PlanetScale", "branch connection", "브랜치 접속", "mysql://{user}:{S_pscale}@aws.connect.psdb.cloud/{db}?sslaccept=strict"),
 ("Neon", "serverless postgres", "서버리스 포스트그레스", "postgresql://{user}:{S_neon}@ep-{word}-{n}.{region}.aws.neon.tech/{db}?sslmode=require"),
 ("Upstash", "rate limiter redis", "레이트리미터 레디스", [("UPSTASH_REDIS_REST_URL", "https://{word}-{n}.upstash.io"), ("UPSTASH_REDIS_REST_TOKEN", "{S_upstash}")]),
 ("Supabase", "service role access + CLI token", "service role 키랑 CLI 토큰", [("SUPABASE_SERVICE_ROLE_KEY", "{S_jwt}"), ("SUPABASE_ACCESS_TOKEN", "{S_sbp}")]),
 ("Confluent", "Kafka SASL for the consumers", "컨슈머용 카프카 SASL", "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{ud16}\" password=\"{S_confluent}\";"),
 ("Hasura", "GraphQL admin", "GraphQL 어드민", [("HASURA_GRAPHQL_ADMIN_SECRET", "{S_hasura}")]),
 ("Firebase", "legacy FCM server key", "레거시 FCM 서버키", "Authorization: key={S_fcm}"),
 ("Salesforce", "the sfdx auth url for CI", "CI용 sfdx auth url", "force://PlatformCLI::{S_sfdx}@{company}.my.salesforce.com"),
 ("Cloudinary", "image uploads", "이미지 업로드", "CLOUDINARY_URL=cloudinary://{DG15}:{S_cloudinary}@{company}"),
 ("Clerk", "backend API", "백엔드 API", [("CLERK_SECRET_KEY", "{S_clerk}")]),
 ("Kubernetes", "a service account token copied out of the cluster", "클러스터에서 복사해온 SA 토큰", "kubectl --server=https://{ip}:6443 --token={S_k8stoken} get pods -n {team}"),
 ("WireGuard", "the office VPN peer", "사무실 VPN 피어", "[Interface]\nPrivateKey = {S_wgpriv}\nAddress = 10.8.0.{n3}/24\n\n[Peer]\nPublicKey = {b64pub44}\nEndpoint = vpn.{company}.io:51820"),
 ("Django", "SECRET_KEY for the admin site", "어드민 사이트 SECRET_KEY", [("DJANGO_SECRET_KEY", "{S_djangokey}")]),
 ("Rails", "secret_key_base for staging", "스테이징 secret_key_base", [("SECRET_KEY_BASE", "{S_railskey}")]),
 ("Laravel", "APP_KEY after key:generate", "key:generate 후 APP_KEY", [("APP_KEY", "{S_laravel}")]),
]

import re
DYN = {"an": AN, "hex": HX, "ud": UD, "ld": LD, "DG": DG, "lower": "qpzry9x8gf2tvdw0s3jn54khce6mua7l", "num": DG, "n": DG}

def filler(base):
    if base in FILL:
        return FILL[base]()
    if base == "slackT" or base == "slackB":
        return A(UD, 9)
    if base == "b64pub44":
        return A(B64, 42) + "A="
    m = re.fullmatch(r"([A-Za-z]+?)(\d+)", base)
    if m and m.group(1) in DYN:
        k = int(m.group(2))
        v = A(DYN[m.group(1)], k)
        if m.group(1) in ("num", "n", "DG"):
            v = R.choice("123456789") + v[1:]
        return v
    raise KeyError(base)

FMT = string.Formatter()

def render(tpl, ctx, secrets):
    """Format tpl with {S_x} secret placeholders and filler placeholders; ctx caches values per note."""
    out = []
    for lit, field, spec, conv in FMT.parse(tpl):
        out.append(lit)
        if field is None:
            continue
        if field not in ctx:
            base = field.split("__")[0]
            if base.startswith("S_"):
                g = SG[base[2:]]
                v = g()
                if isinstance(v, tuple):
                    text, lst = v
                else:
                    text, lst = v, [v]
                ctx[field] = text
                for x in lst:
                    if x not in secrets:
                        secrets.append(x)
            else:
                ctx[field] = filler(base)
        out.append(ctx[field])
    return "".join(out)

def q(v):
    return '"' + v + '"'

def style_pairs(pairs, style):
    if style == "export":
        return "\n".join("export %s=%s" % (k, q(v) if R.random() < 0.4 else v) for k, v in pairs)
    if style == "dotenv":
        return "\n".join("%s=%s" % (k, v) for k, v in pairs)
    if style == "yaml":
        return R.choice(["env:", "secrets:", "config:", "credentials:"]) + "\n" + "\n".join("  %s: %s" % (k.lower(), q(v) if R.random() < 0.5 else v) for k, v in pairs)
    if style == "json":
        return "{" + ", ".join("%s: %s" % (q(k), q(v)) for k, v in pairs) + "}"
    if style == "k8s":
        return "env:\n" + "\n".join("  - name: %s\n    value: %s" % (k, q(v)) for k, v in pairs)
    if style == "dockere":
        return "docker run --rm " + " ".join("-e %s=%s" % (k, v) for k, v in pairs) + " " + R.choice(COMP) + "/" + R.choice(HOSTWORDS) + ":latest"
    if style == "compose":
        return "    environment:\n" + "\n".join("      - %s=%s" % (k, v) for k, v in pairs)
    if style == "table":
        return "| key | value |\n|---|---|\n" + "\n".join("| %s | %s |" % (k, v) for k, v in pairs)
    if style == "python":
        return "\n".join("os.environ[%s] = %s" % (q(k), q(v)) for k, v in pairs)
    if style == "tfvars":
        return "\n".join("%s = %s" % (k.lower(), q(v)) for k, v in pairs)
    if style == "ini":
        return "[" + R.choice(["default", "prod", "service"]) + "]\n" + "\n".join("%s = %s" % (k.lower(), v) for k, v in pairs)
    if style == "gha":
        return "    env:\n" + "\n".join("      %s: %s" % (k, v) for k, v in pairs)
    if style == "powershell":
        return "\n".join("$env:%s = %s" % (k, q(v)) for k, v in pairs)
    if style == "fish":
        return "\n".join("set -gx %s %s" % (k, v) for k, v in pairs)
    if style == "props":
        return "\n".join("%s=%s" % (k.lower().replace("_", "."), v) for k, v in pairs)
    if style == "inline":
        return ", ".join("%s=%s" % (k, v) for k, v in pairs)
    if style == "kv_ko":
        return "\n".join("%s 값: %s" % (k, v) for k, v in pairs)
    if style == "kv_en":
        return "\n".join("%s -> %s" % (k, v) for k, v in pairs)
    raise KeyError(style)

PAIR_STYLES = ["export", "dotenv", "yaml", "json", "k8s", "dockere", "compose", "table", "python", "tfvars", "ini", "gha", "powershell", "fish", "props", "inline"]

EN_FRAMES = [
 ("{desc}. I had to dig the values out of the old deploy notes:\n{snip}", None),
 ("While debugging {vendor} auth, the config that finally worked was:\n{snip}\n({desc})", None),
 ("{desc}; staging keeps using this until {jira} is done -> {snip}", ["inline", "dotenv"]),
 ("Pasted from ~/.zsh_history on the bastion:\n{snip}", ["export", "dockere", "fish"]),
 ("{desc}. @{user} in #{chan}: \"use this one for now, I'll rotate later\"\n{snip}", None),
 ("CI job {n} printed its environment right before the step failed:\n{snip}", ["dotenv", "export", "inline"]),
 ("{desc}. Copied from the wiki page '{vendor} setup' (last edited by {user}):\n{snip}", None),
 ("Local override in {path} that made the 401s go away:\n{snip}", ["dotenv", "yaml", "json", "props", "ini", "tfvars"]),
 ("{desc}. Support ticket #{n}: the customer attached their config and it reproduces locally:\n{snip}", None),
 ("{desc}. Review comment on PR #{n}: why is this hardcoded?\n{snip}", ["python", "json", "yaml", "k8s", "gha", "tfvars"]),
 ("[{date} {time}] worker-{n} DEBUG loaded settings: {snip}", ["inline", "json"]),
 ("Screenshot from {user}'s laptop, transcribed:\n{snip}\n{desc}.", None),
 ("Terminal session on {host}:\n$ env | grep -i {vendorvar}\n{snip}", ["dotenv"]),
 ("{desc}. Commit {shortsha} (\"wip: make it work\") added this to the repo before it was reverted:\n{snip}", None),
]
KO_FRAMES = [
 ("{kdesc} 값 찾느라 한참 헤맴. 예전 배포노트에 있던거:\n{snip}", None),
 ("슬랙 #{chan} 에서 {kuser}님이 준 값으로 하니까 바로 됨\n{snip}", None),
 ("{kdesc}. 로컬 {path}에 이렇게 넣었더니 401 안남\n{snip}", ["dotenv", "yaml", "json", "props", "ini", "tfvars"]),
 ("위키 '{vendor} 연동 가이드' 페이지에서 복붙함:\n{snip}", None),
 ("CI 로그(잡 #{n})에 env가 그대로 찍혀있었음 ㅠㅠ\n{snip}", ["dotenv", "export", "inline"]),
 ("{kuser}님이 카톡으로 보내준거 그대로 적어둠 -> {snip}", ["inline", "kv_ko"]),
 ("{kdesc}. 지라 {jira} 댓글에 붙어있던 설정:\n{snip}", None),
 ("배스천 터미널 히스토리 보니까 이렇게 쳤었음\n{snip}", ["export", "dockere", "fish"]),
 ("{kdesc}인데 스테이징은 아직 이걸로 돌고있음 ({jira} 끝나면 교체): {snip}", ["inline", "dotenv", "kv_ko"]),
 ("코드리뷰 코멘트 - '이거 하드코딩 되어있는데 괜찮나요?'\n{snip}", ["python", "json", "yaml", "k8s", "gha", "tfvars"]),
 ("[{date} {time}] worker-{n} DEBUG 설정 로드됨: {snip}", ["inline", "json"]),
 ("{kdesc}. 노션 인수인계 문서에 이렇게 적혀있었음\n{snip}", None),
 ("{kuser}님 노트북 화면 캡처 보고 옮겨 적음:\n{snip}", None),
 ("{kdesc} 관련 커밋 {shortsha} (\"일단 되게 함\")에서 들어갔다가 revert된 내용:\n{snip}", None),
]
EN_LESSONS = [
 "{vendor} credentials are per environment; the staging value does not work against prod.",
 "The {vendor} client silently falls back to anonymous mode when the variable is empty, so check the startup log.",
 "Export the variable before starting the dev server; the {vendor} SDK reads it once at import time.",
 "{vendor} returns 401 for a revoked credential and 403 for a missing scope, which is how we told them apart.",
 "Our {vendor} wrapper caches the client, so restart the worker after changing the value.",
 "The {vendor} integration breaks if the value has trailing whitespace from copy-paste.",
 "Keep the {vendor} value out of the Helm values file and let the chart read it from the cluster secret.",
]
KO_LESSONS = [
 "{vendor} 키는 환경별로 따로임. 스테이징 값으로 prod 치면 401 남",
 "{vendor} SDK가 import 시점에 env 한번만 읽어서 값 바꾸면 서버 재시작 해야됨",
 "값 복붙할때 뒤에 공백 붙으면 {vendor} 쪽에서 인증 실패함.. 이걸로 30분 날림",
 "{vendor} 401은 키 폐기, 403은 스코프 부족임. 로그로 구분 가능",
 "헬름 values에 직접 넣지말고 클러스터 시크릿에서 읽게 바꾸는게 맞음",
 "{vendor} 클라이언트가 캐시돼서 워커 재시작 안하면 옛날 값 계속 씀",
 "로컬이랑 CI랑 env 이름이 달라서 헷갈렸음 ({vendor})",
]
EN_ASKS = ["Which vault path holds the {vendor} credential for prod?", "Is there a rotation schedule for the {vendor} key?", "", "Who owns the {vendor} account now that {user} moved teams?", ""]
KO_ASKS = ["{vendor} prod 키는 볼트 어디 경로에 있는지?", "{vendor} 키 로테이션 주기 있나요?", "", "{vendor} 계정 오너 누구로 바뀌었는지 확인 필요", ""]
EN_LATE = [
 ("lesson", "{vendor}: for next time the working value was {snip}"),
 ("ask", "Should we keep using {snip} or request a new {vendor} credential?"),
 ("ask", "Next time just paste {snip} instead of pinging {user}."),
]
KO_LATE = [
 ("lesson", "{vendor} 다음에 또 헤매지 않게 적어둠: {snip}"),
 ("ask", "{snip} 이거 계속 써도 되는지 {kuser}님한테 확인"),
 ("ask", "다음엔 {user} 안 부르고 {snip} 바로 쓰기"),
]

# ---------------------------------------------------------------- general secret templates (lang, category, mc, lesson, ask)
GS = [
 ("en", "shell: mysql -p attached password", "Restored the dump on {host} with:\nmysql -h {host} -u {user} -p{S_pwr} {db} < dump.sql", "mysql -p must be glued to the password; a space makes it prompt and the cron job hangs forever.", ""),
 ("en", "shell: PGPASSWORD env prefix + psql", "The nightly vacuum script runs PGPASSWORD='{S_pwp}' psql -h {host} -U {user} -d {db} -c 'VACUUM ANALYZE;'", "psql ignores .pgpass when PGPASSWORD is set, so the wrong credential wins.", "Can we move this job to IAM auth?"),
 ("en", "connection string with percent-encoded password", "The ORM only accepted the URL once the password was percent-encoded:\nDATABASE_URL=postgresql://{user}:{S_pwurl}@{host}:5432/{db}?sslmode=require", "Special characters in the password must be percent-encoded in the URL or the driver splits on them.", ""),
 ("en", "HTTP Basic header in curl -v output", "curl -v output from the failing health check:\n> GET /internal/metrics HTTP/1.1\n> Host: {host}\n> Authorization: Basic {S_basic}\n< HTTP/1.1 403 Forbidden", "The 403 was an IP allowlist issue, not the credential.", ""),
 ("en", "PEM EC private key pasted in note", "The webhook signer key that {user} generated (prod), keep it handy for the replay tool:\n{S_pem_ec}", "The signer expects the SEC1 EC format, not PKCS#8; openssl ec -in converts it.", ""),
 ("en", "OpenSSH private key in note", "Deploy key for the ansible repo (read-only) since the bastion lost it:\n{S_pem_ssh}", "ssh refuses the key unless its file mode is 600.", "Should this key live in the secrets manager instead?"),
 ("en", "TOTP seed otpauth URI", "Shared admin account for the registrar has 2FA; the QR decoded to otpauth://totp/Registrar:{email}?secret={S_totp}&issuer=Registrar", "Any TOTP app works with the decoded seed; the clock on the VM must be synced.", ""),
 ("en", "2FA recovery codes list", "Backup codes for the {company} GitHub org owner account:\n{S_rc}\n{S_rc__2}\n{S_rc__3}\n{S_rc__4}\n{S_rc__5}\n{S_rc__6}", "Each recovery code works once; cross it out after use.", ""),
 ("en", "prose: the password is", "Grafana admin on {host}: the password is {S_pwh} (user admin). It was never changed from the install day.", "The Grafana admin password survives container restarts because it is stored in grafana.db.", ""),
 ("en", "label at end of field, value in next", "To get into the staging RabbitMQ console as {user} use password:", "{S_pwr} (then go to Queues and purge the dead-letter queue manually)", ""),
 ("en", "secret only in ask_next_time", "The SFTP drop for the bank reconciliation files moved to a new host {host}.", "The bank rotates host keys yearly; update known_hosts when it fails.", "Is the SFTP password still {S_pwh} after the move?"),
 ("en", "rotation old and new password", "Rotated the replication user on {host} today. Old: {S_pwr} New: {S_pwr__2}. Replica lag went to 0 after restart.", "Replicas cache the old password until the IO thread restarts.", ""),
 ("en", "stack trace with connection URI", "Traceback (most recent call last):\n  File \"worker.py\", line {n3}, in connect\npymongo.errors.OperationFailure: bad auth : Authentication failed., full error: {{'ok': 0.0, 'errmsg': 'bad auth', 'code': 8000}} uri=mongodb+srv://{user}:{S_pwr}@cluster0.{an5}.mongodb.net/{db}", "Atlas returns code 8000 for a wrong password and for a user created in the wrong project.", ""),
 ("en", "Wi-Fi key in office note", "Office guest network for the device lab: SSID {company}-lab, WPA2 key {S_wifi}. The test phones must join it, not the corp network.", "The corp network blocks the debug ports, hence the separate SSID.", ""),
 ("en", "sshpass positional password", "Legacy switches do not accept keys, so the backup script uses sshpass -p '{S_pwp}' ssh admin@{ip} 'show running-config'", "sshpass exposes the password in ps output; fine for now, must be replaced.", ""),
 ("en", "docker login -p flag + kubectl secret literal", "Pull secret setup:\ndocker login registry.{company}.io -u {user} -p {S_pwr}\nkubectl create secret generic app-db --from-literal=password={S_pwr__2} -n {team}", "docker warns about -p on the CLI; use --password-stdin in scripts.", ""),
 ("en", "very long token in JSON body of support ticket", "Vendor support asked for the raw request; this is what we sent them (ticket #{n}):\n{{\"grant_type\": \"refresh_token\", \"refresh_token\": \"{S_pwlong}{S_an64}\", \"client_id\": \"{svc}\"}}", "The vendor's refresh tokens are single-use; a retry after a timeout invalidates them.", ""),
 ("en", "code review comment with SDK constructor (Java)", "Review on PR #{n}: `new BasicAWSCredentials(\"{S_akia}\", \"{S_awssecret}\")` in ReportUploader.java, please move it to the default provider chain.", "The default credentials provider chain picks up the instance role automatically.", ""),
 ("en", "smbclient user%pass + ldapsearch -w", "Checked the file share and the directory from the jump box:\nsmbclient //fs01/finance -U {user}%{S_pwr}\nldapsearch -x -H ldaps://dc01.{company}.local -D 'cn={user},ou=svc,dc={company},dc=local' -w '{S_pwr__2}' '(sAMAccountName={user})'", "ldaps needs the internal CA in /etc/ssl/certs or it fails with a vague error.", ""),
 ("en", "keytool storepass and openssl passin", "Rebuilt the keystore for the payment callback TLS:\nopenssl pkcs12 -export -in cert.pem -inkey key.pem -out pay.p12 -passout pass:{S_pwr}\nkeytool -importkeystore -srckeystore pay.p12 -srcstoretype PKCS12 -srcstorepass {S_pwr} -destkeystore pay.jks -deststorepass {S_pwr__2}", "Tomcat reads the destination store password from server.xml, so keep both in sync.", ""),
 ("en", "Hangul password in English note", "The Korean partner's portal login for settlement reports is {user} / {S_pwko} (they insisted on a Hangul password).", "Their portal only works in Chrome; Firefox mangles the IME input on the login form.", ""),
 ("en", "door and alarm PIN", "Server room access after hours: door code {S_pin}, alarm disarm is the same code followed by #.", "Security logs every entry, so tell facilities beforehand.", ""),
 ("en", "XML settings.xml maven password", "Maven deploy to the internal Nexus works with this in ~/.m2/settings.xml:\n<server>\n  <id>nexus-releases</id>\n  <username>{user}</username>\n  <password>{S_pwr}</password>\n</server>", "The server id must match the distributionManagement repository id exactly.", ""),
 ("en", "chat excerpt with password in Slack thread", "Slack thread in #{chan}:\n{user}: anyone have the jenkins admin login?\nops-bot: jenkins-admin / {S_pwh}\n{user}: thx, in", "Jenkins admin is needed only for plugin updates; normal jobs run as the service user.", ""),
 ("ko", "셸: mysql -p 붙여쓰기 비번", "덤프 복구할때 이렇게 했음\nmysql -h {host} -u {user} -p{S_pwr} {db} < backup.sql", "-p 뒤에 띄어쓰기 하면 프롬프트 떠서 크론에서 멈춤 주의", ""),
 ("ko", "산문: 비번은 ~", "스테이징 젠킨스 관리자 계정 admin 비번은 {S_pwh} 임. 설치하고 아무도 안바꿈ㅋㅋ", "플러그인 업데이트할때만 관리자 계정 필요함", ""),
 ("ko", "초기 비밀번호 안내 (카톡)", "[카톡] {kuser}: 신규 입사자 VPN 계정 만들어뒀어요~ 아이디 {user} / 초기 비밀번호 {S_pwr} 첫 로그인때 바꾸라고 전달해주세요", "VPN 초기비번은 첫 로그인시 변경 강제됨", ""),
 ("ko", "라벨은 앞 필드 끝, 값은 다음 필드", "운영 레디스 접속할때 redis-cli -h {host} 하고 AUTH 치면 되는데 비번은", "{S_pwr} 이거임. 나중에 ACL로 바꿔야함", ""),
 ("ko", "ask_next_time에만 비번", "사내 위키 관리자 페이지 접근 경로 바뀜 (/admin -> /manage)", "관리자 메뉴는 VPN 붙어야 보임", "위키 관리자 비번 아직 {S_pwh} 맞는지 확인"),
 ("ko", "비번 교체 전/후", "DB 계정 비번 교체함. 기존: {S_pwr} / 변경: {S_pwr__2} 앱 재배포까지 완료", "커넥션풀이 기존 세션 유지해서 재배포 전까진 옛 비번으로도 붙어있음", ""),
 ("ko", "한글 비밀번호", "협력사 정산 포털 로그인 {user} / {S_pwko} (한글 비번이라 IME 켜고 입력해야됨)", "크롬 말고 다른 브라우저는 한글 입력 깨짐", ""),
 ("ko", "와이파이 비번", "3층 회의실 와이파이 {company}-meeting 비번 {S_wifi} 테스트폰은 여기 붙여야 디버그 포트 열림", "사내망은 디버그 포트 막혀있음", ""),
 ("ko", "도어락/금고 비번", "서버실 도어락 비번 {S_pin} 이고 퇴근후엔 보안팀에 미리 말해야함", "출입기록 남음", ""),
 ("ko", "2FA 복구코드", "회사 AWS 루트계정 MFA 복구코드 (보안팀 금고에도 있음)\n{S_rc}\n{S_rc__2}\n{S_rc__3}\n{S_rc__4}\n{S_rc__5}", "복구코드는 한번 쓰면 끝이라 쓴거 표시해둘것", ""),
 ("ko", "OTP 시드", "공용 관리자 계정 OTP 시크릿 {S_totp} 이거 구글 OTP에 수동입력하면 됨", "폰 시간 안맞으면 OTP 틀림", ""),
 ("ko", "스택트레이스에 JDBC URL", "에러로그:\norg.postgresql.util.PSQLException: FATAL: password authentication failed for user \"{user}\"\n\tat ... url=jdbc:postgresql://{host}:5432/{db}?user={user}&password={S_pwp}", "pg_hba.conf가 md5에서 scram으로 바뀐게 원인이었음", ""),
 ("ko", "슬랙 대화 발췌", "#{chan} 대화\n{kuser}: 스테이징 몽고 비번 아시는분?\n{kuser__2}: {user} / {S_pwr} 요\n{kuser}: 감사합니다 ㅎㅎ", "몽고는 authSource=admin 빠지면 인증 실패", ""),
 ("ko", "docker-compose 비번", "로컬 띄울때 compose 파일:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {S_pwp}\n      MYSQL_PASSWORD: {S_pwr}", "mysql 8은 기본 인증 플러그인 달라서 구버전 드라이버 안붙음", ""),
 ("ko", "curl -u user:pass", "ES 인덱스 지울때: curl -u elastic:{S_pwr} -X DELETE https://{host}:9200/logs-2023.*", "와일드카드 삭제는 action.destructive_requires_name 꺼야 됨", ""),
 ("ko", "private key 본문 붙여넣기", "배포 서버 접속용 키 (임시로 여기 둠)\n{S_pem_ssh}", "키 파일 권한 600 아니면 ssh가 거부함", "이 키 비밀관리 툴로 옮겨야하는지?"),
 ("ko", "PGP 개인키 블록", "배포 서명용 gpg 키 내보낸거:\n{S_pem_pgp}", "gpg --import 후에 trust 설정 안하면 경고 뜸", ""),
 ("ko", "지라 티켓에 SMTP 비번", "지라 {jira} 코멘트: 메일 발송 안되는건 SMTP 계정 문제. smtp.{company}.co.kr:587 계정 noreply@{company}.co.kr 비번 {S_pwh} 로 다시 설정하니 발송됨", "587은 STARTTLS 필수", ""),
 ("ko", "application.properties 비번", "src/main/resources/application-prod.properties 에 이렇게 되어있었음\nspring.datasource.username={user}\nspring.datasource.password={S_pwp}", "프로파일별 properties가 합쳐지는 순서 헷갈리면 로그로 확인", ""),
 ("ko", "Gmail 앱 비밀번호 (공백 포함)", "알림 메일 발송용 지메일 앱 비밀번호: {S_gmailapp} (공백 포함 그대로 넣어도 됨)", "2단계 인증 켜져있어야 앱 비밀번호 발급 가능", ""),
 ("ko", "웹훅 URL 토큰 + 긴 토큰", "장애 알림용 토큰 긴거 통째로: {S_pwlong}{S_an64} 헤더 X-Alert-Token 으로 보냄", "토큰 길이 제한 없어서 nginx 헤더 버퍼 늘려야 했음", ""),
 ("en", "crash dump env block", "Core dump analysis of pid {pid} (gdb> x/20s *environ):\n0x7ffd..: \"HOME=/srv/app\"\n0x7ffd..: \"DB_PASSWORD={S_pwr}\"\n0x7ffd..: \"API_SIGNING_SECRET={S_hex64}\"", "Env vars end up in core dumps; disable core dumps on prod hosts.", ""),
 ("en", "OpenVPN static key", "Site-to-site tunnel to the warehouse uses a static key (ta.key):\n{S_ovpn}", "Both ends need the same key direction setting.", ""),
 ("ko", "앱 전용 비밀번호 (애플)", "앱스토어 업로드용 애플 앱 전용 암호 {S_appleapp} altool에서 --password로 넘김", "애플 계정 2FA 때문에 일반 비번은 안됨", ""),
 ("en", "htpasswd -b and nginx basic auth", "Protected the preview env: htpasswd -b -c /etc/nginx/.htpasswd preview {S_pwh} then reloaded nginx.", "The -c flag overwrites the file, so existing users were lost.", ""),
 ("ko", "zip 암호", "고객사 전달 엑셀은 zip -P {S_pwr} report.zip report.xlsx 로 묶고 암호는 문자로 따로 보냄", "맥 기본 압축해제는 암호 zip 가끔 실패함", ""),
 ("en", "SNMP community + IPMI", "Monitoring for the old rack: SNMP v2c community {S_snmp}; IPMI on {ip} is ADMIN / {S_pwr}.", "IPMI web UI needs Java for the console; use ipmitool sol instead.", ""),
 ("ko", "Authorization Basic 헤더", "프록시 로그에 찍힌 요청 헤더\nAuthorization: Basic {S_basic}\nX-Request-Id: {uuid}", "베이직 인증은 base64라 로그에 남으면 그대로 노출됨", ""),
 ("en", "test fixture with hardcoded secrets", "tests/fixtures/integration.json was committed with real values:\n{{\"smtp_password\": \"{S_pwr}\", \"webhook_secret\": \"{S_hex40}\"}}", "Integration fixtures should read from the environment so CI can inject them.", ""),
 ("ko", "wget --password / ftp URL", "레거시 FTP에서 파일 받을때 wget --user={user} --password='{S_pwp}' ftp://{host}/outbound/*.csv", "패시브모드 안되면 방화벽 문제", ""),
]

# ---------------------------------------------------------------- clean templates (lang, category, mc, lesson, ask)
GC = [
 ("en", "clean: env var reference with :? default", "The entrypoint fails fast now: DB_PASSWORD=${{DB_PASSWORD:?DB_PASSWORD must be set}} and API_TOKEN=${{API_TOKEN:-}} are checked before the app boots.", "Use ${{VAR:?msg}} in entrypoint scripts so a missing secret fails loudly instead of starting with an empty value.", ""),
 ("en", "clean: k8s secretKeyRef", "Deployment now reads the password from the cluster secret:\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-db\n        key: password", "secretKeyRef changes are not picked up until the pod restarts.", ""),
 ("en", "clean: GitHub Actions secrets expression", "Workflow step: `run: ./deploy.sh` with env `AWS_SECRET_ACCESS_KEY: ${{{{ secrets.AWS_SECRET_ACCESS_KEY }}}}` and `NPM_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}`.", "Secrets are not passed to workflows triggered from forks, which is why the PR build failed.", ""),
 ("en", "clean: vault path and policy", "The app reads secret/data/{team}/{svc}/db via the Vault agent sidecar (role {svc}-role, policy {team}-read).", "The agent template re-renders on lease renewal; the app must re-read the file.", "Which team owns the {team}-read policy?"),
 ("en", "clean: git SHA and short SHA", "The regression came in with commit {sha} ({shortsha}); reverting it fixes the flaky login test.", "git bisect between the last two release tags found it in 6 steps.", ""),
 ("en", "clean: request/trace ids in log", "Failing request: X-Request-Id {uuid}, trace_id={traceid}, span {hex16}. The gateway returned 502 after 30s.", "The gateway timeout is 30s while the upstream allows 60s.", ""),
 ("en", "clean: docker image digest", "Pinned the base image to python:3.12-slim@sha256:{digest} after the tag was re-pushed upstream.", "Tags are mutable; digests are not.", ""),
 ("en", "clean: AWS ARNs and account id", "The role arn:aws:iam::{acct}:role/{svc}-task assumes arn:aws:iam::{acct__2}:role/cross-account-reader; the secret itself lives at arn:aws:secretsmanager:{region}:{acct}:secret:{svc}/db-AbCdEf.", "Cross-account assume-role needs the trust policy on the target side.", ""),
 ("en", "clean: SSH public key and fingerprint", "Added the CI public key to the deploy user: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64pub43} ci@{company}. Fingerprint SHA256:{b64fp43}.", "Public keys are safe to share; only the private half must stay on the runner.", ""),
 ("en", "clean: placeholders in .env.example", ".env.example now documents every variable:\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx\nOPENAI_API_KEY=<your-key-here>\nDB_PASSWORD=<set-locally>\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ", "Keep .env.example in git and .env in .gitignore.", ""),
 ("en", "clean: masked values in log", "The startup log masks credentials: api_key=****{hex4} password=******** token=[REDACTED]. That confirms the values were loaded.", "Only the last 4 characters are shown, which is enough to tell staging and prod keys apart.", ""),
 ("en", "clean: password policy prose", "Password policy for the admin console: at least 14 characters, one symbol, no reuse of the last 5, rotation every 90 days, lockout after 5 failures.", "The policy is enforced by Keycloak realm settings, not by our code.", ""),
 ("en", "clean: auth error messages", "Errors seen: 'FATAL: password authentication failed for user \"{user}\"', 'InvalidClientTokenId: The security token included in the request is invalid', and 'HTTP 401 Unauthorized: Bad credentials'.", "All three were caused by the pod using the staging secret.", ""),
 ("en", "clean: CLI flags explained", "mysql -p without a value prompts for the password; --password-stdin on docker login reads it from a pipe; psql reads PGPASSWORD or ~/.pgpass.", "Prefer prompts or stdin over passing credentials as arguments, because arguments appear in ps output.", ""),
 ("en", "clean: checksum of release artifact", "Release {ver} artifacts: app.tar.gz sha256 {digest}, md5 {md5}. Verified with sha256sum -c.", "The checksum file is signed with the release key; verify both.", ""),
 ("en", "clean: base64 of non-secret config", "The ConfigMap stores the feature flags as base64: {b64flags} (decodes to the JSON flag list).", "ConfigMaps are not encrypted; never put credentials there.", ""),
 ("en", "clean: URL without credentials", "Health endpoints: https://{host}/healthz and https://{host}/readyz?verbose=1; metrics at http://{ip}:9090/metrics.", "readyz with verbose lists each check, useful when the pod flaps.", ""),
 ("en", "clean: MongoDB ObjectIds and UUIDs", "The duplicate orders have _id {objid} and {objid__2}; both reference customer {uuid}.", "The idempotency key was missing on the retry path.", ""),
 ("en", "clean: version strings and build ids", "Broken combination: node {ver}, pnpm {ver__2}, build {n}-{shortsha}; works with node 20.11.1.", "Lock the engine version in package.json.", ""),
 ("en", "clean: secret manager CLI commands without values", "Fetch at runtime instead of storing: aws secretsmanager get-secret-value --secret-id {svc}/db --query SecretString --output text | jq -r .password", "The task role needs secretsmanager:GetSecretValue on that ARN only.", ""),
 ("en", "clean: Terraform sensitive variable", "variable \"db_password\" {{ type = string\n  sensitive = true }} and the value comes from TF_VAR_db_password in the CI environment.", "sensitive only hides the value in plan output; it still lands in the state file.", ""),
 ("en", "clean: JWT structure explanation", "Our access tokens are JWTs with header alg RS256, kid {hex16}, claims iss, sub, aud, exp (15 min). The JWKS is at https://auth.{company}.io/.well-known/jwks.json.", "Clock skew above 60s makes exp validation fail.", ""),
 ("en", "clean: public publishable key (Stripe pk)", "The frontend only needs the publishable key, which is public by design; it is injected as NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY at build time.", "Never expose the secret key with a NEXT_PUBLIC_ prefix.", ""),
 ("en", "clean: token lifetimes and scopes", "GitHub fine-grained tokens expire after at most a year; ours need contents:write and pull_requests:write on the release repo only.", "A classic PAT with repo scope is far broader than needed.", "Can we switch to a GitHub App to avoid personal tokens?"),
 ("en", "clean: hashed password in seed data", "Seed users get a bcrypt hash, e.g. the column format is $2b$12$ followed by 53 characters; the plaintext is never stored.", "bcrypt truncates input at 72 bytes.", ""),
 ("en", "clean: 1Password reference syntax", "The .env.tpl uses op://{team}/{svc}-prod/password and op://{team}/{svc}-prod/api-key; op inject renders it at deploy time.", "op inject needs the service account to have read access to the vault.", ""),
 ("en", "clean: commit message about rotation", "Commit {shortsha}: 'rotate DB credentials, move to secret manager, remove hardcoded fallback'. The old value was revoked on {date}.", "Rotation is done when the old credential is revoked, not when the new one is deployed.", ""),
 ("en", "clean: hex color and long identifier", "The theme uses #{hex6} and the tenant id is tenant_{ld20}; the cache key is {svc}:{uuid}:v3.", "Cache keys include the schema version so deploys invalidate them.", ""),
 ("en", "clean: SOPS encrypted file excerpt", "secrets.enc.yaml now contains only ENC[AES256_GCM,data:...,type:str] values and the sops metadata block with the age recipient age1{lower58}.", "The age recipient is a public key; the matching identity file stays on the CI runner.", ""),
 ("en", "clean: password prompt transcript", "Terminal transcript:\n$ ssh {user}@{host}\n{user}@{host}'s password:\nPermission denied, please try again.", "The account was locked after three attempts; the helpdesk unlocked it.", ""),
 ("ko", "clean: env 참조", "이제 엔트리포인트에서 ${{DB_PASSWORD:?DB_PASSWORD 없음}} 으로 체크함. 값 없으면 바로 죽음", "빈값으로 뜨는것보다 바로 실패하는게 디버깅 편함", ""),
 ("ko", "clean: 시크릿 참조 (k8s)", "디플로이먼트에서 secretKeyRef 로 {svc}-db 시크릿의 password 키 읽게 바꿈. 평문 값 제거함", "시크릿 바꾸면 파드 재시작해야 반영됨", ""),
 ("ko", "clean: GH Actions secrets 표현식", "워크플로우에서 ${{{{ secrets.SLACK_WEBHOOK_URL }}}} 로 참조하게 수정. 포크 PR에서는 시크릿 안넘어옴", "포크 PR 빌드 실패는 이거 때문이었음", ""),
 ("ko", "clean: 볼트 경로", "DB 비번은 볼트 secret/data/{team}/{svc}/db 에 있음. 에이전트 사이드카가 /vault/secrets/db 파일로 렌더링함", "리스 갱신되면 파일 다시 읽어야함", "이 경로 권한은 누구한테 요청?"),
 ("ko", "clean: 커밋 해시", "로그인 버그는 {sha} 커밋에서 들어옴 (짧은해시 {shortsha}). 리버트하니 해결", "bisect로 6번만에 찾음", ""),
 ("ko", "clean: 요청 ID/트레이스 ID", "실패 요청 X-Request-Id: {uuid} / trace {traceid} 게이트웨이 502", "게이트웨이 타임아웃 30초, 업스트림 60초라 안맞았음", ""),
 ("ko", "clean: 이미지 다이제스트", "베이스 이미지 node:20-alpine@sha256:{digest} 로 고정함. 태그 재푸시돼서 빌드 깨졌었음", "태그는 바뀔수 있음, 다이제스트는 안바뀜", ""),
 ("ko", "clean: ARN/계정ID", "태스크 롤 arn:aws:iam::{acct}:role/{svc}-task 에 secretsmanager:GetSecretValue 권한 추가 (리소스는 {svc}/db 시크릿만)", "와일드카드 리소스 주지말것", ""),
 ("ko", "clean: 마스킹된 값", "로그에 password=******** api_key=****{hex4} 이렇게 마스킹돼서 찍힘. 값 로드된건 확인", "뒤 4자리로 스테이징/운영 키 구분 가능", ""),
 ("ko", "clean: 플레이스홀더", ".env.example 정리함\nDB_PASSWORD=<로컬비번>\nKAKAO_REST_API_KEY=여기에_키_입력\nAWS_SECRET_ACCESS_KEY=YOUR_SECRET_HERE", ".env는 gitignore, example만 커밋", ""),
 ("ko", "clean: 비밀번호 정책", "관리자 비번 정책: 12자 이상, 특수문자 1개 이상, 최근 5개 재사용 금지, 90일마다 변경, 5회 실패시 잠금", "정책은 키클락 realm 설정에서 관리", ""),
 ("ko", "clean: 인증 에러 메시지", "에러: 'Access denied for user '{user}'@'{ip}' (using password: YES)' 랑 '401 Unauthorized: invalid_token' 둘다 봄", "둘다 스테이징 시크릿 마운트된게 원인", ""),
 ("ko", "clean: CLI 옵션 설명", "docker login은 --password-stdin 쓰고, mysql은 -p만 주면 프롬프트로 물어봄. 인자로 비번 넘기면 ps에 보임", "스크립트에선 stdin이나 설정파일(권한 600) 쓰기", ""),
 ("ko", "clean: 체크섬", "릴리즈 {ver} 파일 sha256 {digest} 맞는지 sha256sum -c 로 확인함", "체크섬 파일 서명도 같이 확인", ""),
 ("ko", "clean: base64 비밀 아닌 데이터", "컨피그맵에 피처플래그를 base64로 넣어둠: {b64flags}", "컨피그맵은 암호화 안됨. 비밀값 넣지말것", ""),
 ("ko", "clean: 자격증명 없는 URL", "헬스체크 https://{host}/healthz , 메트릭 http://{ip}:9090/metrics 로 바뀜", "readyz?verbose 로 체크별 상태 보임", ""),
 ("ko", "clean: 오브젝트ID", "중복주문 _id {objid}, {objid__2} 둘다 고객 {uuid} 꺼", "재시도 경로에 멱등키 빠져있었음", ""),
 ("ko", "clean: 버전/빌드번호", "node {ver} + pnpm {ver__2} 조합에서 빌드 {n}-{shortsha} 깨짐", "engines 필드로 버전 고정", ""),
 ("ko", "clean: 시크릿매니저 조회 명령", "값 저장하지 말고 실행시점에 aws secretsmanager get-secret-value --secret-id {svc}/db 로 가져오기", "태스크롤에 해당 ARN 권한만", ""),
 ("ko", "clean: 공개키/지문", "배포 유저에 CI 공개키 추가: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64pub43} ci@{company} (지문 SHA256:{b64fp43})", "공개키는 공유해도 됨", ""),
 ("ko", "clean: JWT 구조 설명", "액세스토큰은 RS256 JWT, kid {hex16}, 만료 15분. JWKS는 https://auth.{company}.io/.well-known/jwks.json", "서버 시간 60초 이상 틀어지면 exp 검증 실패", ""),
 ("ko", "clean: 토큰 만료/권한 설명", "카카오 액세스토큰 유효기간 6시간, 리프레시토큰 2달. 만료 1달 전부터 갱신 가능", "리프레시 응답에 새 리프레시토큰 없으면 기존거 계속 씀", ""),
 ("ko", "clean: 1Password 참조", ".env.tpl 에 op://{team}/{svc}-prod/password 형식으로 적고 op inject로 렌더링", "서비스계정에 볼트 읽기권한 필요", ""),
 ("ko", "clean: 로테이션 커밋 메시지", "커밋 {shortsha}: 'DB 자격증명 교체, 하드코딩 폴백 제거'. 예전 값은 {date}에 폐기 완료", "새 값 배포가 아니라 옛 값 폐기가 끝이어야 로테이션 완료", ""),
 ("ko", "clean: 비번 프롬프트 터미널", "$ ssh {user}@{host}\n{user}@{host}'s password:\nPermission denied, please try again.\n3번 틀려서 계정 잠김", "헬프데스크에 잠금해제 요청함", ""),
 ("ko", "clean: 테라폼 sensitive 변수", "db_password 변수에 sensitive = true 주고 값은 CI에서 TF_VAR_db_password 로 주입", "sensitive는 plan 출력만 가림, state에는 남음", ""),
 ("ko", "clean: SOPS 암호화 파일", "secrets.enc.yaml 값들이 전부 ENC[AES256_GCM,data:...] 형태로 바뀜. 수신자 age1{lower58}", "age1로 시작하는건 공개키라 괜찮음", ""),
 ("ko", "clean: bcrypt 해시 설명", "시드 유저 비번은 bcrypt 해시($2b$12$ 로 시작하는 60자)로만 저장됨, 평문 없음", "bcrypt는 72바이트 넘으면 잘림", ""),
 ("ko", "clean: 슬랙 대화 (비번 공유 거절)", "#{chan}\n{kuser}: 스테이징 DB 비번 좀 알려주세요\n{kuser__2}: DM으로 보내지말고 볼트에서 직접 보세요~ 권한 신청은 지라로\n{kuser}: 넵", "비번은 채팅으로 공유 금지가 팀 규칙", ""),
 ("en", "clean: chat refusing to share password", "#{chan}\n{user}: can someone DM me the staging DB password?\n{user__2}: please pull it from Vault, request access via {jira}\n{user}: ok", "Team rule: never share credentials in chat; request access instead.", ""),
 ("en", "clean: UUID-heavy incident timeline", "Incident {jira}: tenant {uuid} saw 401s from {time} to {time__2} UTC; correlation ids {uuid__2}, {uuid__3}. Root cause: expired signing cert on the IdP.", "Monitor the IdP cert expiry, not just our own certs.", ""),
 ("ko", "clean: UUID 많은 장애 타임라인", "장애 {jira}: 테넌트 {uuid} {time}~{time__2} 동안 401 발생. 상관 ID {uuid__2}. 원인은 IdP 서명 인증서 만료", "우리 인증서뿐 아니라 IdP 인증서 만료도 모니터링", ""),
]

FILL.update({
 "b64pub43": lambda: A(B64, 43), "b64fp43": lambda: A(B64, 43),
 "b64flags": lambda: b64(json.dumps({"flags": R.sample(["new_checkout", "dark_mode", "beta_search", "fast_refund", "ko_locale", "v2_api"], 3), "rollout": R.randint(1, 100)})),
})

# clean references for pair-based vendors
EN_REFS = [
 ("gha", lambda k: "%s: ${{ secrets.%s }}" % (k, k)),
 ("secretKeyRef", lambda k: "- name: %s\n  valueFrom:\n    secretKeyRef:\n      name: app-secrets\n      key: %s" % (k, k.lower().replace("_", "-"))),
 ("env expansion", lambda k: "%s=${%s:?%s is required}" % (k, k, k)),
 ("compose passthrough", lambda k: "environment:\n  - %s=${%s}" % (k, k)),
 ("placeholder", lambda k: "%s=<paste-from-vault>" % k),
 ("masked", lambda k: "%s=********" % k),
 ("vault path", lambda k: "%s comes from `vault kv get -field=%s secret/%s/%s`" % (k, k.lower(), R.choice(["platform", "payments", "data"]), k.lower().split("_")[0])),
 ("os.environ lookup", lambda k: "value = os.environ[\"%s\"]  # raises KeyError when missing" % k),
]
EN_CLEAN_FRAMES = [
 "{desc}. The value was removed from the repo; config now only references it:\n{ref}",
 "Cleanup for {jira}: {vendor} settings no longer contain literal values.\n{ref}",
 "{desc}. Wiki page updated to show the reference form only:\n{ref}",
 "Reviewed the {vendor} integration in PR #{n}; the config reads:\n{ref}\nNo literal credentials left.",
]
KO_CLEAN_FRAMES = [
 "{kdesc}. 레포에서 실제 값 지우고 참조만 남김:\n{ref}",
 "{jira} 정리: {vendor} 설정에 평문 값 없음. 이렇게만 되어있음\n{ref}",
 "{kdesc} 위키 문서도 참조 형태로만 수정함\n{ref}",
 "PR #{n} 리뷰하면서 {vendor} 설정 확인, 아래처럼 참조만 함\n{ref}",
]
EN_CLEAN_LESSONS = ["Missing {vendor} variables now fail at startup instead of at the first API call.", "The {vendor} value is injected at deploy time; local dev uses a personal sandbox key from the vault.", "Rotating the {vendor} credential no longer needs a code change.", "Secret scanning in CI flags literal {vendor} values before merge."]
KO_CLEAN_LESSONS = ["{vendor} 값 없으면 이제 기동시점에 바로 실패함", "{vendor} 키는 배포때 주입되고 로컬은 개인 샌드박스 키 사용", "이제 {vendor} 키 로테이션할때 코드 수정 필요없음", "CI 시크릿 스캔이 {vendor} 평문 값 머지 전에 잡아줌"]

# ---------------------------------------------------------------- assembly
def check_secret_note(fields, secrets):
    vals = list(fields.values())
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in v for v in vals):
            return False
    masked = []
    for v in vals:
        for s in sorted(secrets, key=len, reverse=True):
            v = v.replace(s, "\x00")
        masked.append(v)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            if any(w in m for m in masked):
                return False
    return True

def sizes_ok(f):
    return (f["missing_context"] and f["lesson"] and len(f["missing_context"].encode()) <= 1024
            and len(f["lesson"].encode()) <= 1024 and len(f["ask_next_time"].encode()) <= 512)

def make_vendor_note(v, lang):
    vendor, den, dko, spec = v
    for attempt in range(200):
        ctx, secrets = {}, []
        ctx["vendor"] = vendor
        d = render(den, ctx, secrets)
        ctx["desc"] = d[:1].upper() + d[1:]
        ctx["kdesc"] = render(dko, ctx, secrets)
        frames = EN_FRAMES if lang == "en" else KO_FRAMES
        text, styles = R.choice(frames)
        if isinstance(spec, list):
            ctx["vendorvar"] = spec[0][0].split("_")[0]
            pairs = [(k, render(val, ctx, secrets)) for k, val in spec]
            allowed = styles or (PAIR_STYLES + (["kv_ko"] if lang == "ko" else ["kv_en"]))
            style = R.choice(allowed)
            snip = style_pairs(pairs, style)
        else:
            ctx["vendorvar"] = vendor.split()[0].upper()
            style = "raw"
            if styles is not None and "inline" not in styles:
                text, styles = R.choice([fr for fr in frames if fr[1] is None or "inline" in fr[1]])
            snip = render(spec, ctx, secrets)
        late = R.random() < 0.2
        L = EN_LESSONS if lang == "en" else KO_LESSONS
        AK = EN_ASKS if lang == "en" else KO_ASKS
        if late:
            where, lt = R.choice(EN_LATE if lang == "en" else KO_LATE)
            ctx["snip"] = snip
            mc = render(("{desc}." if lang == "en" else "{kdesc}.") + " " + R.choice(["Setup notes below.", "Took a while to find.", "See the next fields."] if lang == "en" else ["아래 참고.", "찾느라 오래걸림.", "메모해둠."]), ctx, secrets)
            lateval = render(lt, ctx, secrets)
            if where == "lesson":
                fields = {"missing_context": mc, "lesson": lateval, "ask_next_time": render(R.choice(AK), ctx, secrets)}
            else:
                fields = {"missing_context": mc, "lesson": render(R.choice(L), ctx, secrets), "ask_next_time": lateval}
            cat = "vendor %s in %s [%s]" % (style, where, vendor)
        else:
            ctx["snip"] = snip
            fields = {"missing_context": render(text, ctx, secrets), "lesson": render(R.choice(L), ctx, secrets), "ask_next_time": render(R.choice(AK), ctx, secrets)}
            cat = "vendor %s in frame %d [%s]" % (style, frames.index((text, styles)), vendor)
        if sizes_ok(fields) and check_secret_note(fields, secrets):
            return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets}
    raise RuntimeError("cannot build vendor note " + vendor)

def make_template_note(t, kind):
    lang, cat, mc, le, ask = t
    for attempt in range(200):
        ctx, secrets = {}, []
        fields = {"missing_context": render(mc, ctx, secrets), "lesson": render(le, ctx, secrets), "ask_next_time": render(ask, ctx, secrets)}
        if not sizes_ok(fields):
            continue
        if kind == "secret" and not check_secret_note(fields, secrets):
            continue
        if kind == "clean":
            assert not secrets, cat
        return {"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets}
    raise RuntimeError("cannot build " + cat)

def make_clean_vendor(v, lang):
    vendor, den, dko, spec = v
    for attempt in range(50):
        ctx, secrets = {}, []
        ctx["vendor"] = vendor
        d = render(den, ctx, secrets)
        ctx["desc"] = d[:1].upper() + d[1:]
        ctx["kdesc"] = render(dko, ctx, secrets)
        assert not secrets
        refkind, reff = R.choice(EN_REFS)
        ctx["ref"] = "\n".join(reff(k) for k, _ in spec)
        fr = R.choice(EN_CLEAN_FRAMES if lang == "en" else KO_CLEAN_FRAMES)
        fields = {"missing_context": render(fr, ctx, secrets),
                  "lesson": render(R.choice(EN_CLEAN_LESSONS if lang == "en" else KO_CLEAN_LESSONS), ctx, secrets),
                  "ask_next_time": ""}
        if sizes_ok(fields):
            return {"lang": lang, "kind": "clean", "category": "clean: %s reference [%s]" % (refkind, vendor), "fields": fields, "secrets": []}
    raise RuntimeError(vendor)

def main():
    notes = []
    vend = list(V)
    R.shuffle(vend)
    # every vendor once, languages alternating; 60 vendors a second time in the other language
    for i, v in enumerate(vend):
        notes.append(make_vendor_note(v, "en" if i % 2 == 0 else "ko"))
    for i, v in enumerate(vend[:60]):
        notes.append(make_vendor_note(v, "ko" if i % 2 == 0 else "en"))
    for t in GS:
        for _ in range(2):
            notes.append(make_template_note(t, "secret"))
    third = [t for t in GS if t[0] == "ko"][:16] + [t for t in GS if t[0] == "en"][:4]
    for t in third:
        notes.append(make_template_note(t, "secret"))
    for t in GC:
        for _ in range(3):
            notes.append(make_template_note(t, "clean"))
    pairv = [v for v in V if isinstance(v[3], list)]
    R.shuffle(pairv)
    for i, v in enumerate(pairv[:54]):
        notes.append(make_clean_vendor(v, "en" if i < 24 else "ko"))
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "q%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"], "fields": n["fields"], "secrets": n["secrets"]}
        out.append(json.dumps(rec, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v12.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote", len(out), "notes to", path)

if __name__ == "__main__":
    main()
