#!/usr/bin/env python3
"""Generator for blind_set_v7.jsonl (credential-redaction blind evaluation set, v7).

Standard library only.  Deterministic: fixed seed, no hash-order dependence.
Usage:  python3 make_blind_set_v7.py   (writes blind_set_v7.jsonl next to this file)
"""
import base64
import json
import os
import re
import random
import urllib.parse

SEED = 7_240_917
rng = random.Random(SEED)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
CLASSES = {
    "a": UP + LO + DG, "h": DG + "abcdef", "H": DG + "ABCDEF", "l": LO + DG, "u": UP + DG,
    "d": DG, "b": UP + LO + DG + "+/", "x": UP + LO + DG + "_-", "z": UP + "234567",
    "y": LO + "234567", "L": LO, "U": UP, "A": UP + LO, "Z": "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",
}
SPEC_RE = re.compile(r"\[([A-Za-z])(\d+)\]|<uuid>")


def spec(s, r=None):
    r = r or rng

    def one(m):
        if m.group(0) == "<uuid>":
            return uuid4(r)
        cls, n = CLASSES[m.group(1)], int(m.group(2))
        return "".join(r.choice(cls) for _ in range(n))
    return SPEC_RE.sub(one, s)


def uuid4(r=None):
    r = r or rng
    h = "".join(r.choice("0123456789abcdef") for _ in range(32))
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- passwords
WORDS = ["maple", "tiger", "orbit", "lantern", "copper", "harbor", "violet", "falcon", "pepper",
         "glacier", "sunset", "marble", "walnut", "rocket", "meadow", "canyon", "hazel", "thunder",
         "velvet", "cobalt", "willow", "ember", "sparrow", "jasmine", "quartz", "breeze", "nimbus",
         "pickle", "mango", "dolphin", "river", "cactus", "saturn", "puzzle", "yellow", "kiwi"]
NAMES = ["Minsu", "Jiwoo", "Seoyeon", "Hyunwoo", "Jenny", "Daniel", "Bora", "Kevin", "Yuna",
         "Taeho", "Sarah", "Mike", "Haneul", "Dohyun", "Chloe", "Jisoo"]
KWORDS = ["안녕하세요", "사랑해", "우리집", "고양이", "강아지", "행복", "비밀", "바다", "하늘", "봄날",
          "토끼", "라면", "김치", "서울", "부산", "제주도", "햇살", "별빛", "초코", "딸기", "월요일"]
PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
SAFE_SYM = "!@$%^*_-.+="

CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeol(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    t = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    return "".join(t.get(c, c) if rng.random() < 0.7 else c for c in w)


def pw_h():
    f = rng.choice([
        lambda: rng.choice(WORDS).capitalize() + rng.choice("!#@$%&*") + str(rng.randint(1000, 9999)),
        lambda: rng.choice(NAMES) + str(rng.randint(1975, 2012)) + rng.choice(["!", "!!", "@", "#", "^^"]),
        lambda: rng.choice(WORDS) + "_" + rng.choice(WORDS) + str(rng.randint(10, 99)),
        lambda: rng.choice(WORDS).capitalize() + rng.choice(WORDS).capitalize() + str(rng.randint(1, 999)) + "!",
    ])
    return f()


def pw_phrase():
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 4))) + rng.choice(["", " " + str(rng.randint(2, 99))])


def pw_dash():
    return "-".join(rng.choice(WORDS) for _ in range(rng.randint(3, 5))) + rng.choice(["", "-" + str(rng.randint(2, 99))])


def pw_punct():
    n = rng.randint(14, 22)
    s = [rng.choice(UP + LO + DG + PUNCT + PUNCT) for _ in range(n)]
    return "".join(s)


def pw_hangul():
    w = rng.choice(KWORDS) + rng.choice(KWORDS)
    s = w + rng.choice(["", "!", "@", "#", "^^", "*"]) + str(rng.randint(0, 9999)).zfill(rng.choice([2, 4]))
    while len(s) < 8:
        s += rng.choice(DG)
    return s


def pw_dubeol():
    w = rng.choice(KWORDS) + rng.choice(["", rng.choice(KWORDS)])
    s = dubeol(w) + rng.choice(["!", "@", "#", "", "1!", "!!"]) + str(rng.randint(0, 999)).zfill(rng.choice([1, 2, 3]))
    while len(s) < 8:
        s += rng.choice(DG)
    return s


def pw_leet():
    return leet(rng.choice(WORDS) + rng.choice(WORDS)).capitalize() + rng.choice("!#$%") + str(rng.randint(10, 99))


def pw_gen():
    return "".join(rng.choice(UP + LO + DG + "-_!@#$%^&*") for _ in range(rng.randint(18, 28)))


def pw_num():
    return "".join(rng.choice(DG) for _ in range(rng.randint(8, 12)))


def pw_safe():
    f = rng.choice([
        lambda: rng.choice(WORDS).capitalize() + rng.choice(SAFE_SYM) + str(rng.randint(1000, 9999)),
        lambda: "".join(rng.choice(UP + LO + DG + SAFE_SYM) for _ in range(rng.randint(14, 24))),
        lambda: dubeol(rng.choice(KWORDS)) + rng.choice("!@$%^*") + str(rng.randint(10, 9999)),
        lambda: leet(rng.choice(WORDS) + rng.choice(WORDS)) + str(rng.randint(10, 99)),
        lambda: "".join(rng.choice(UP + LO + DG) for _ in range(rng.randint(16, 32))),
    ])
    s = f()
    while len(s) < 8:
        s += rng.choice(DG)
    return s


def pw_any():
    return rng.choice([pw_h, pw_phrase, pw_dash, pw_punct, pw_hangul, pw_dubeol, pw_leet, pw_gen, pw_num])()


def pw_nospace():
    return rng.choice([pw_h, pw_dash, pw_hangul, pw_dubeol, pw_leet, pw_gen, pw_safe])()


# ---------------------------------------------------------------- structured secrets
def jwt(payload=None):
    hdr = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    if payload is None:
        payload = {"sub": str(rng.randint(10000, 99999)), "role": rng.choice(["admin", "service", "user"]),
                   "iat": rng.randint(1700000000, 1730000000)}
    pl = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return hdr + "." + pl + "." + spec("[x43]")


def jwt_supabase():
    return jwt({"iss": "supabase", "ref": spec("[L20]"), "role": "service_role",
                "iat": rng.randint(1700000000, 1720000000), "exp": rng.randint(2000000000, 2100000000)})


def pem(kind):
    if kind == "ec":
        body = base64.b64encode(bytes(rng.randrange(256) for _ in range(121))).decode()
        head, foot = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
    elif kind == "ssh":
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + bytes(rng.randrange(256) for _ in range(250))
        body = base64.b64encode(raw).decode()
        head, foot = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
    elif kind == "p8":
        body = base64.b64encode(bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") +
                                bytes(rng.randrange(256) for _ in range(114))).decode()
        head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    else:  # short rsa-ish (truncated pkcs8 test key of 512 bit)
        body = base64.b64encode(bytes.fromhex("30820154020100300d06092a864886f70d01010105000482013e3082013a020100024100") +
                                bytes(rng.randrange(256) for _ in range(300))).decode()
        head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    while 0 < len(body) % 64 < 8:
        body += spec("[b4]")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return head + "\n" + "\n".join(lines) + "\n" + foot, lines


def pem_json(kind):
    text, lines = pem(kind)
    return text.replace("\n", "\\n"), lines


def recovery(n, style):
    codes = []
    for _ in range(n):
        if style == "gh":
            codes.append(spec("[h5]-[h5]"))
        elif style == "num":
            codes.append(spec("[d4] [d4]"))
        elif style == "aws":
            codes.append(spec("[u8][u8]"))
        else:
            codes.append(spec("[l4]-[l4]-[l4]"))
    return codes


def gapp_pw():
    return " ".join(spec("[L4]") for _ in range(4))


def apple_pw():
    return "-".join(spec("[L4]") for _ in range(4))


def totp():
    return spec("[z32]")


def aws_sts():
    return "IQoJb3JpZ2luX2VjE" + spec("[b340]") + "=="


def datagokr():
    raw = base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
    return raw


def toss_pk():
    return "tgen_" + spec("[d14][a20]") if rng.random() < 0.3 else spec("[a50]")


NAMED = {
    "pw": pw_nospace, "pwa": pw_any, "pwh": pw_h, "pwp": pw_phrase, "pwd": pw_dash, "pwx": pw_punct,
    "pwk": pw_hangul, "pwq": pw_dubeol, "pwl": pw_leet, "pwg": pw_gen, "pwn": pw_num, "pws": pw_safe,
    "jwt": jwt, "jwtsb": jwt_supabase, "uuid": uuid4, "totp": totp, "sts": aws_sts, "gapp": gapp_pw,
    "applepw": apple_pw, "datagokr": datagokr, "tosspk": toss_pk,
    "sha40": lambda: spec("[h40]"), "sha7": lambda: spec("[h7]"), "sha64": lambda: spec("[h64]"),
    "ip": lambda: "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254)),
    "pubip": lambda: "%d.%d.%d.%d" % (rng.choice([13, 52, 121, 211, 175, 43]), rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254)),
    "user": lambda: rng.choice(["deploy", "app_rw", "svc_batch", "admin", "ops", "readonly", "jenkins", "etl_user", "api_svc", "root"]),
    "kname": lambda: rng.choice(["김민수", "이지은", "박준호", "최유진", "정태호", "한서연", "윤도현", "강하늘"]),
    "ename": lambda: rng.choice(["alice", "bob", "jmkim", "sara", "dave", "hyun", "mike", "yuna"]),
    "num4": lambda: str(rng.randint(1000, 9999)), "num3": lambda: str(rng.randint(100, 999)),
    "ssh_pub": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + spec("[b43]"),
    "cursor": lambda: base64.b64encode(json.dumps({"id": rng.randint(1000, 99999), "ts": rng.randint(1700000000, 1730000000), "dir": "next"}, separators=(",", ":")).encode()).decode(),
    "certfp": lambda: ":".join(spec("[H2]") for _ in range(32)),
    "gpgfp": lambda: " ".join(spec("[H4]") for _ in range(10)),
    "fp": lambda: "SHA256:" + spec("[b43]"),
}


def gen(d, vals, vendor):
    m = re.fullmatch(r"(\w+)\((.*)\)", d)
    if m:
        fn, args = m.group(1), [a.strip() for a in m.group(2).split(",")] if m.group(2) else []
        av = [vals[a] if a in vals else a for a in args]
        for a in args:
            assert not re.fullmatch(r"[SNH]\d+", a) or a in vals, ("undefined slot", a)
        if fn == "basic":
            return base64.b64encode((av[0] + ":" + av[1]).encode()).decode()
        if fn == "b64":
            return base64.b64encode(av[0].encode()).decode()
        if fn == "b64colon":
            return base64.b64encode((av[0] + ":").encode()).decode()
        if fn == "pct":
            return urllib.parse.quote(av[0], safe="")
        if fn == "pem":
            return pem(av[0])
        if fn == "pemj":
            return pem_json(av[0])
        if fn == "recov":
            codes = recovery(int(av[0]), av[1])
            sep = {"nl": "\n", "comma": ", ", "sp": "  ", "bul": "\n- "}[av[2]]
            return sep.join(codes), codes
        if fn == "hmac":
            return spec("[h64]")
        raise KeyError(fn)
    if d == "V":
        return spec(vendor[3])
    if d in NAMED:
        return NAMED[d]()
    return spec(d)


PH = re.compile(r"\{([SNH]\d+)(?:=([^{}]*))?\}")
VREF = re.compile(r"\{(V|VK|VE|VL|VLK|ve|vs)\}")


def render(fields, vendor=None):
    vals, secrets = {}, []

    def vsub(m):
        k = m.group(1)
        if k == "ve":
            return vendor[2].lower()
        if k == "vs":
            return re.sub(r"[^a-z0-9]+", "-", vendor[0].lower()).strip("-")
        return vendor[{"V": 0, "VK": 1, "VE": 2, "VL": 4, "VLK": 5}[k]]

    def sub(m):
        key, d = m.group(1), m.group(2)
        if d is None:
            return vals[key]
        assert key not in vals, key
        v = gen(d, vals, vendor)
        text, sl = (v if isinstance(v, tuple) else (v, [v]))
        vals[key] = text
        if key[0] == "H":
            return ""
        if key[0] == "S":
            for s in sl:
                if s not in secrets:
                    secrets.append(s)
        return text
    out = []
    for f in fields:
        if vendor is not None:
            f = VREF.sub(vsub, f)
        out.append(PH.sub(sub, f))
    return out, secrets


# ---------------------------------------------------------------- vendor table
# (vendor, Korean name, env var, token shape, English label, Korean label, asian?)
VENDORS = [
    ("Stripe", "Stripe", "STRIPE_SECRET_KEY", "sk_live_51[a97]", "secret key", "시크릿 키", 0),
    ("GitHub", "GitHub", "GITHUB_TOKEN", "ghp_[a36]", "personal access token", "PAT", 0),
    ("GitLab", "GitLab", "GITLAB_TOKEN", "glpat-[x20]", "personal access token", "액세스 토큰", 0),
    ("Bitbucket", "Bitbucket", "BITBUCKET_APP_PASSWORD", "ATBB[a28][H8]", "app password", "앱 비밀번호", 0),
    ("Azure DevOps", "Azure DevOps", "AZURE_DEVOPS_EXT_PAT", "[y52]", "PAT", "PAT", 0),
    ("OpenAI", "OpenAI", "OPENAI_API_KEY", "sk-proj-[x64]T3BlbkFJ[x64]", "API key", "API 키", 0),
    ("Anthropic", "Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-[x93]AA", "API key", "API 키", 0),
    ("Google Maps Platform", "구글 맵", "GOOGLE_MAPS_API_KEY", "AIza[x35]", "API key", "API 키", 0),
    ("Google OAuth", "구글 OAuth", "GOOGLE_CLIENT_SECRET", "GOCSPX-[x28]", "client secret", "클라이언트 시크릿", 0),
    ("Hugging Face", "허깅페이스", "HF_TOKEN", "hf_[A34]", "access token", "토큰", 0),
    ("Replicate", "Replicate", "REPLICATE_API_TOKEN", "r8_[a37]", "API token", "API 토큰", 0),
    ("Groq", "Groq", "GROQ_API_KEY", "gsk_[a52]", "API key", "API 키", 0),
    ("Perplexity", "Perplexity", "PERPLEXITY_API_KEY", "pplx-[a48]", "API key", "API 키", 0),
    ("xAI", "xAI", "XAI_API_KEY", "xai-[a80]", "API key", "API 키", 0),
    ("Mistral", "Mistral", "MISTRAL_API_KEY", "[a32]", "API key", "API 키", 0),
    ("Cohere", "Cohere", "COHERE_API_KEY", "[a40]", "API key", "API 키", 0),
    ("DeepSeek", "DeepSeek", "DEEPSEEK_API_KEY", "sk-[h32]", "API key", "API 키", 1),
    ("Moonshot AI", "Moonshot", "MOONSHOT_API_KEY", "sk-[a48]", "API key", "API 키", 1),
    ("Alibaba DashScope", "DashScope", "DASHSCOPE_API_KEY", "sk-[h32]", "API key", "API 키", 1),
    ("Zhipu AI", "Zhipu AI", "ZHIPUAI_API_KEY", "[h32].[a16]", "API key", "API 키", 1),
    ("Upstage", "업스테이지", "UPSTAGE_API_KEY", "up_[a30]", "API key", "API 키", 1),
    ("Naver CLOVA Studio", "클로바 스튜디오", "CLOVASTUDIO_API_KEY", "nv-[h32]", "API key", "API 키", 1),
    ("Slack", "슬랙", "SLACK_BOT_TOKEN", "xoxb-[d12]-[d13]-[a24]", "bot token", "봇 토큰", 0),
    ("Discord", "디스코드", "DISCORD_BOT_TOKEN", "MT[a24].[x6].[x38]", "bot token", "봇 토큰", 0),
    ("Telegram", "텔레그램", "TELEGRAM_BOT_TOKEN", "[d10]:AA[x33]", "bot token", "봇 토큰", 0),
    ("Twilio", "Twilio", "TWILIO_AUTH_TOKEN", "[h32]", "auth token", "auth 토큰", 0),
    ("SendGrid", "SendGrid", "SENDGRID_API_KEY", "SG.[x22].[x43]", "API key", "API 키", 0),
    ("Mailgun", "Mailgun", "MAILGUN_API_KEY", "key-[h32]", "API key", "API 키", 0),
    ("Mailchimp", "Mailchimp", "MAILCHIMP_API_KEY", "[h32]-us[d2]", "API key", "API 키", 0),
    ("Postmark", "Postmark", "POSTMARK_SERVER_TOKEN", "<uuid>", "server token", "서버 토큰", 0),
    ("Resend", "Resend", "RESEND_API_KEY", "re_[a8]_[a24]", "API key", "API 키", 0),
    ("Brevo", "Brevo", "BREVO_API_KEY", "xkeysib-[h64]-[a16]", "API key", "API 키", 0),
    ("Mailjet", "Mailjet", "MJ_APIKEY_PRIVATE", "[h32]", "secret key", "시크릿 키", 0),
    ("npm", "npm", "NPM_TOKEN", "npm_[a36]", "automation token", "배포 토큰", 0),
    ("PyPI", "PyPI", "PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc[x150]", "upload token", "업로드 토큰", 0),
    ("Docker Hub", "도커허브", "DOCKERHUB_TOKEN", "dckr_pat_[x27]", "access token", "액세스 토큰", 0),
    ("Heroku", "Heroku", "HEROKU_API_KEY", "HRKU-AA[x58]", "API key", "API 키", 0),
    ("DigitalOcean", "DigitalOcean", "DIGITALOCEAN_TOKEN", "dop_v1_[h64]", "API token", "API 토큰", 0),
    ("Shopify", "Shopify", "SHOPIFY_ADMIN_TOKEN", "shpat_[h32]", "Admin API access token", "어드민 토큰", 0),
    ("Atlassian", "Atlassian", "JIRA_API_TOKEN", "ATATT3xFfGF0[x170]=[H8]", "API token", "API 토큰", 0),
    ("HashiCorp Vault", "Vault", "VAULT_TOKEN", "hvs.CAES[x86]", "token", "토큰", 0),
    ("Terraform Cloud", "Terraform Cloud", "TFE_TOKEN", "[a14].atlasv1.[a67]", "team token", "팀 토큰", 0),
    ("Datadog", "Datadog", "DD_API_KEY", "[h32]", "API key", "API 키", 0),
    ("New Relic", "New Relic", "NEW_RELIC_API_KEY", "NRAK-[u27]", "user key", "유저 키", 0),
    ("Sentry", "Sentry", "SENTRY_AUTH_TOKEN", "sntryu_[h64]", "auth token", "auth 토큰", 0),
    ("Linear", "Linear", "LINEAR_API_KEY", "lin_api_[a40]", "API key", "API 키", 0),
    ("Notion", "노션", "NOTION_TOKEN", "ntn_[d11][a35]", "integration secret", "integration 시크릿", 0),
    ("Figma", "피그마", "FIGMA_TOKEN", "figd_[x40]", "personal access token", "토큰", 0),
    ("Postman", "Postman", "POSTMAN_API_KEY", "PMAK-[h24]-[h34]", "API key", "API 키", 0),
    ("Cloudflare", "Cloudflare", "CLOUDFLARE_API_TOKEN", "[x40]", "API token", "API 토큰", 0),
    ("Vercel", "Vercel", "VERCEL_TOKEN", "[a24]", "token", "토큰", 0),
    ("Netlify", "Netlify", "NETLIFY_AUTH_TOKEN", "nfp_[a36]", "personal access token", "토큰", 0),
    ("Supabase", "Supabase", "SUPABASE_ACCESS_TOKEN", "sbp_[h40]", "access token", "액세스 토큰", 0),
    ("Okta", "Okta", "OKTA_API_TOKEN", "00[x40]", "API token", "API 토큰", 0),
    ("Auth0", "Auth0", "AUTH0_CLIENT_SECRET", "[x64]", "client secret", "client secret", 0),
    ("Algolia", "Algolia", "ALGOLIA_ADMIN_API_KEY", "[h32]", "admin API key", "admin 키", 0),
    ("Mapbox", "Mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi[x40].[x22]", "secret token", "시크릿 토큰", 0),
    ("PagerDuty", "PagerDuty", "PAGERDUTY_API_KEY", "[x20]", "REST API key", "API 키", 0),
    ("Grafana", "그라파나", "GRAFANA_SA_TOKEN", "glsa_[a32]_[h8]", "service account token", "SA 토큰", 0),
    ("Doppler", "Doppler", "DOPPLER_TOKEN", "dp.st.prd.[a40]", "service token", "서비스 토큰", 0),
    ("1Password", "1Password", "OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ[x220]", "service account token", "서비스 계정 토큰", 0),
    ("Pulumi", "Pulumi", "PULUMI_ACCESS_TOKEN", "pul-[h40]", "access token", "액세스 토큰", 0),
    ("Buildkite", "Buildkite", "BUILDKITE_API_TOKEN", "bkua_[h40]", "API token", "API 토큰", 0),
    ("CircleCI", "CircleCI", "CIRCLE_TOKEN", "CCIPAT_[a22]_[h40]", "personal API token", "토큰", 0),
    ("JFrog Artifactory", "JFrog", "JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3[x48]", "reference token", "레퍼런스 토큰", 0),
    ("Databricks", "Databricks", "DATABRICKS_TOKEN", "dapi[h32]", "PAT", "PAT", 0),
    ("Square", "Square", "SQUARE_ACCESS_TOKEN", "EAAA[x60]", "access token", "액세스 토큰", 0),
    ("Braintree", "Braintree", "BRAINTREE_ACCESS_TOKEN", "access_token$production$[l16]$[h32]", "access token", "액세스 토큰", 0),
    ("Dropbox", "드롭박스", "DROPBOX_ACCESS_TOKEN", "sl.B[x135]", "access token", "액세스 토큰", 0),
    ("Asana", "Asana", "ASANA_PAT", "2/[d16]/[d16]:[h32]", "PAT", "PAT", 0),
    ("Airtable", "Airtable", "AIRTABLE_PAT", "pat[a14].[h64]", "PAT", "PAT", 0),
    ("Contentful", "Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-[x43]", "management token", "관리 토큰", 0),
    ("Typeform", "Typeform", "TYPEFORM_TOKEN", "tfp_[a44]_[a14]", "personal token", "토큰", 0),
    ("Zendesk", "젠데스크", "ZENDESK_API_TOKEN", "[a40]", "API token", "API 토큰", 0),
    ("HubSpot", "HubSpot", "HUBSPOT_ACCESS_TOKEN", "pat-na1-<uuid>", "private app token", "private app 토큰", 0),
    ("Intercom", "Intercom", "INTERCOM_ACCESS_TOKEN", "dG9rOj[a52]=", "access token", "액세스 토큰", 0),
    ("Confluent Cloud", "Confluent", "CONFLUENT_API_SECRET", "[b64]", "API secret", "API 시크릿", 0),
    ("Cloudinary", "Cloudinary", "CLOUDINARY_API_SECRET", "[x27]", "API secret", "API 시크릿", 0),
    ("Pusher", "Pusher", "PUSHER_APP_SECRET", "[h20]", "app secret", "앱 시크릿", 0),
    ("Ably", "Ably", "ABLY_API_KEY", "[a6].[a6]:[x43]", "API key", "API 키", 0),
    ("Agora", "Agora", "AGORA_APP_CERTIFICATE", "[h32]", "app certificate", "앱 인증서 값", 1),
    ("Expo", "Expo", "EXPO_TOKEN", "[x40]", "access token", "액세스 토큰", 0),
    ("SonarQube", "SonarQube", "SONAR_TOKEN", "squ_[h40]", "user token", "토큰", 0),
    ("Codecov", "Codecov", "CODECOV_TOKEN", "<uuid>", "upload token", "업로드 토큰", 0),
    ("Fastly", "Fastly", "FASTLY_API_TOKEN", "[x32]", "API token", "API 토큰", 0),
    ("Backblaze B2", "Backblaze", "B2_APPLICATION_KEY", "K00[a28]", "application key", "application key", 0),
    ("IBM Cloud", "IBM Cloud", "IBMCLOUD_API_KEY", "[x44]", "API key", "API 키", 0),
    ("Plaid", "Plaid", "PLAID_SECRET", "[h30]", "secret", "시크릿", 0),
    ("Binance", "바이낸스", "BINANCE_API_SECRET", "[a64]", "secret key", "시크릿 키", 1),
    ("WooCommerce", "WooCommerce", "WC_CONSUMER_SECRET", "cs_[h40]", "consumer secret", "consumer secret", 0),
    ("Razorpay", "Razorpay", "RAZORPAY_KEY_SECRET", "[a24]", "key secret", "key secret", 1),
    ("Paystack", "Paystack", "PAYSTACK_SECRET_KEY", "sk_live_[h40]", "secret key", "시크릿 키", 0),
    ("Flutterwave", "Flutterwave", "FLW_SECRET_KEY", "FLWSECK-[h32]-X", "secret key", "시크릿 키", 0),
    ("Mercado Pago", "Mercado Pago", "MP_ACCESS_TOKEN", "APP_USR-[d16]-[d6]-[h32]-[d9]", "access token", "액세스 토큰", 0),
    ("Tailscale", "Tailscale", "TS_AUTHKEY", "tskey-auth-k[a10]CNTRL-[a33]", "auth key", "auth 키", 0),
    ("ngrok", "ngrok", "NGROK_AUTHTOKEN", "2[a26]_[a21]", "authtoken", "authtoken", 0),
    ("Fly.io", "Fly.io", "FLY_API_TOKEN", "fm2_[x180]", "deploy token", "배포 토큰", 0),
    ("Render", "Render", "RENDER_API_KEY", "rnd_[a32]", "API key", "API 키", 0),
    ("LaunchDarkly", "LaunchDarkly", "LAUNCHDARKLY_SDK_KEY", "sdk-<uuid>", "SDK key", "SDK 키", 0),
    ("Segment", "Segment", "SEGMENT_WRITE_KEY", "[a32]", "write key", "write key", 0),
    ("Mixpanel", "Mixpanel", "MIXPANEL_API_SECRET", "[h32]", "API secret", "API 시크릿", 0),
    ("OneSignal", "OneSignal", "ONESIGNAL_REST_API_KEY", "os_v2_app_[y110]", "REST API key", "REST API 키", 0),
    ("Trello", "Trello", "TRELLO_TOKEN", "ATTA[h64][H8]", "token", "토큰", 0),
    ("ClickUp", "ClickUp", "CLICKUP_API_TOKEN", "pk_[d8]_[u32]", "API token", "API 토큰", 0),
    ("age", "age", "SOPS_AGE_KEY", "AGE-SECRET-KEY-1[Z58]", "secret key", "비밀키", 0),
    ("PlanetScale", "PlanetScale", "PLANETSCALE_PASSWORD", "pscale_pw_[x43]", "password", "비밀번호", 0),
    ("Neon", "Neon", "NEON_API_KEY", "napi_[l64]", "API key", "API 키", 0),
    ("Upstash", "Upstash", "UPSTASH_REDIS_REST_TOKEN", "AX[x4]AAIj[x60]=", "REST token", "REST 토큰", 0),
    ("Clerk", "Clerk", "CLERK_SECRET_KEY", "sk_live_[a40]", "secret key", "시크릿 키", 0),
    ("Paddle", "Paddle", "PADDLE_API_KEY", "pdl_live_apikey_[l26]_[a22]_[a3]", "API key", "API 키", 0),
    ("Shippo", "Shippo", "SHIPPO_API_TOKEN", "shippo_live_[h40]", "API token", "API 토큰", 0),
    ("EasyPost", "EasyPost", "EASYPOST_API_KEY", "EZAK[h54]", "production API key", "API 키", 0),
    ("Duo", "Duo", "DUO_SECRET_KEY", "[a40]", "secret key", "시크릿 키", 0),
    ("Gitea", "Gitea", "GITEA_TOKEN", "[h40]", "access token", "액세스 토큰", 0),
    ("Sourcegraph", "Sourcegraph", "SRC_ACCESS_TOKEN", "sgp_[h40]", "access token", "액세스 토큰", 0),
    ("Jenkins", "젠킨스", "JENKINS_API_TOKEN", "11[h32]", "API token", "API 토큰", 0),
    ("Adyen", "Adyen", "ADYEN_API_KEY", "AQE[a20]+[b90]", "API key", "API 키", 0),
    ("Twitch", "Twitch", "TWITCH_CLIENT_SECRET", "[l30]", "client secret", "client secret", 0),
    ("Zoom", "줌", "ZOOM_CLIENT_SECRET", "[a32]", "client secret", "client secret", 0),
    ("Box", "Box", "BOX_CLIENT_SECRET", "[a32]", "client secret", "client secret", 0),
    ("Steam", "스팀", "STEAM_WEB_API_KEY", "[H32]", "Web API key", "Web API 키", 0),
    ("Riot Games", "라이엇", "RIOT_API_KEY", "RGAPI-<uuid>", "API key", "API 키", 0),
    ("Coinbase", "Coinbase", "COINBASE_API_SECRET", "[b86]==", "API secret", "API 시크릿", 0),
    ("Xendit", "Xendit", "XENDIT_SECRET_KEY", "xnd_production_[x60]", "secret key", "시크릿 키", 1),
    ("Midtrans", "Midtrans", "MIDTRANS_SERVER_KEY", "Mid-server-[x24]", "server key", "서버 키", 1),
    ("Omise", "Omise", "OMISE_SECRET_KEY", "skey_[l19]", "secret key", "시크릿 키", 1),
    ("2C2P", "2C2P", "TWOC2P_SECRET_KEY", "[H64]", "merchant secret", "merchant secret", 1),
    ("PayPay", "PayPay", "PAYPAY_API_SECRET", "[x43]=", "API secret", "API 시크릿", 1),
    ("Chatwork", "Chatwork", "CHATWORK_API_TOKEN", "[h32]", "API token", "API 토큰", 1),
    ("Backlog", "Backlog", "BACKLOG_API_KEY", "[a64]", "API key", "API 키", 1),
    ("kintone", "kintone", "KINTONE_API_TOKEN", "[a40]", "API token", "API 토큰", 1),
    ("LINE Messaging API", "라인", "LINE_CHANNEL_ACCESS_TOKEN", "[b170]U=", "channel access token", "채널 액세스 토큰", 1),
    ("LINE Notify", "라인 노티", "LINE_NOTIFY_TOKEN", "[a43]", "token", "토큰", 1),
    ("LINE Pay", "라인페이", "LINEPAY_CHANNEL_SECRET", "[h32]", "channel secret", "채널 시크릿", 1),
    ("Rakuten", "라쿠텐", "RAKUTEN_APP_SECRET", "[h40]", "application secret", "앱 시크릿", 1),
    ("Toss Payments", "토스페이먼츠", "TOSS_SECRET_KEY", "live_sk_[a24]", "secret key", "시크릿 키", 1),
    ("Toss Payments widget", "토스페이먼츠 위젯", "TOSS_WIDGET_SECRET_KEY", "live_gsk_[a24]", "widget secret key", "위젯 시크릿 키", 1),
    ("PortOne", "포트원", "PORTONE_API_SECRET", "[a80]", "V2 API secret", "V2 API 시크릿", 1),
    ("KakaoPay", "카카오페이", "KAKAOPAY_SECRET_KEY", "PRD[H38]", "secret key", "시크릿 키", 1),
    ("Kakao", "카카오", "KAKAO_ADMIN_KEY", "[h32]", "admin key", "어드민 키", 1),
    ("Kakao Login", "카카오 로그인", "KAKAO_CLIENT_SECRET", "[a32]", "client secret", "client secret", 1),
    ("Naver", "네이버", "NAVER_CLIENT_SECRET", "[a10]", "client secret", "Client Secret", 1),
    ("NHN Cloud", "NHN Cloud", "NHN_SMS_SECRET_KEY", "[a16]", "secret key", "시크릿 키", 1),
    ("Channel Talk", "채널톡", "CHANNEL_TALK_ACCESS_SECRET", "[h32]", "access secret", "access secret", 1),
    ("Solapi", "솔라피", "SOLAPI_API_SECRET", "[U32]", "API secret", "API Secret", 1),
    ("Aligo", "알리고", "ALIGO_API_KEY", "[l32]", "API key", "API 키", 1),
    ("Coupang", "쿠팡", "COUPANG_SECRET_KEY", "[h40]", "secret key", "시크릿 키", 1),
    ("Danal", "다날", "DANAL_CRYPTO_KEY", "[H64]", "crypto key", "암호화 키", 1),
    ("NicePay", "나이스페이", "NICEPAY_SECRET_KEY", "[h32]", "secret key", "시크릿 키", 1),
    ("NHN KCP", "KCP", "KCP_SITE_KEY", "[a22]__", "site key", "사이트 키", 1),
    ("KG Inicis", "KG이니시스", "INICIS_SIGN_KEY", "[a32]", "sign key", "signkey", 1),
    ("Kakao Alimtalk", "카카오 알림톡", "ALIMTALK_SENDER_KEY", "[h40]", "sender key", "발신 프로필 키", 1),
    ("Naver Works", "네이버웍스", "NAVERWORKS_CLIENT_SECRET", "[a10]", "client secret", "Client Secret", 1),
    ("Dooray", "두레이", "DOORAY_API_TOKEN", "[l12]:[x22]", "API token", "API 토큰", 1),
    ("Sendbird", "센드버드", "SENDBIRD_API_TOKEN", "[h40]", "master API token", "API 토큰", 1),
    ("Tencent Cloud", "텐센트 클라우드", "TENCENTCLOUD_SECRET_KEY", "[a32]", "SecretKey", "SecretKey", 1),
    ("Baidu AI Cloud", "바이두", "BAIDU_SECRET_KEY", "[a32]", "Secret Key", "Secret Key", 1),
    ("WeChat", "위챗", "WECHAT_APP_SECRET", "[h32]", "AppSecret", "AppSecret", 1),
    ("DingTalk", "딩톡", "DINGTALK_ROBOT_SECRET", "SEC[h64]", "robot signing secret", "로봇 서명 시크릿", 1),
    ("Feishu", "페이슈", "FEISHU_APP_SECRET", "[a32]", "App Secret", "App Secret", 1),
    ("Huawei Cloud", "화웨이 클라우드", "HUAWEICLOUD_SDK_SK", "[a40]", "secret access key", "SK", 1),
    ("Volcengine", "볼케이노엔진", "VOLC_SECRETKEY", "[b56]==", "SecretAccessKey", "SecretKey", 1),
    ("Qiniu", "치니우", "QINIU_SECRET_KEY", "[x40]", "SecretKey", "SecretKey", 1),
    ("Upbit", "업비트", "UPBIT_SECRET_KEY", "[a40]", "secret key", "시크릿 키", 1),
    ("Bithumb", "빗썸", "BITHUMB_SECRET_KEY", "[h32]", "secret key", "Secret Key", 1),
    ("KIS Developers", "한국투자증권", "KIS_APP_SECRET", "[b180]", "app secret", "appsecret", 1),
    ("Kiwoom", "키움증권", "KIWOOM_SECRET_KEY", "[x43]", "secret key", "secretkey", 1),
    ("Cafe24", "카페24", "CAFE24_CLIENT_SECRET", "[a22]", "client secret", "client secret", 1),
    ("PAYCO", "페이코", "PAYCO_CLIENT_SECRET", "[a32]", "client secret", "client secret", 1),
    ("KFTC Open Banking", "오픈뱅킹", "OPENBANKING_CLIENT_SECRET", "[h32]", "client secret", "client_secret", 1),
    ("SK Open API", "SK open API", "TMAP_APP_KEY", "l7xx[h32]", "app key", "appKey", 1),
    ("Nexon Open API", "넥슨 Open API", "NEXON_API_KEY", "live_[h64]", "API key", "API 키", 1),
    ("Kakao Work", "카카오워크", "KAKAOWORK_BOT_KEY", "[h8].[h32]", "bot app key", "봇 앱 키", 1),
    ("Sweet Tracker", "스마트택배", "SWEETTRACKER_API_KEY", "[a22]", "API key", "API 키", 1),
    ("Gabia", "가비아", "GABIA_API_KEY", "[a32]", "API key", "API 키", 1),
    ("KT Cloud", "KT Cloud", "KTCLOUD_SECRET_KEY", "[x86]", "secret key", "secret key", 1),
    ("Jandi", "잔디", "JANDI_TOKEN", "[h32]", "connect token", "커넥트 토큰", 1),
]


# ---------------------------------------------------------------- templates
TEMPLATES = []   # (lang, kind, category, (mc, lesson, ask), uses)
GENERIC = []     # vendor-parameterised secret templates: (lang, category, fields)


def S(lang, cat, mc, le, ask="", n=1):
    TEMPLATES.append((lang, "secret", cat, (mc, le, ask), n))


def C(lang, cat, mc, le, ask="", n=1):
    TEMPLATES.append((lang, "clean", cat, (mc, le, ask), n))


def G(lang, cat, mc, le, ask=""):
    GENERIC.append((lang, cat, (mc, le, ask)))


# ---- vendor-parameterised, English
G("en", "shell: export env var",
  "Deploy to staging failed because {VE} was unset in the runner shell.",
  "Fixed it for now with `export {VE}={S1=V}` before ./deploy.sh; the script does not source .env.",
  "Should the deploy script fail fast when {VE} is empty?")
G("en", ".env file with several vars",
  "Local setup needs a .env; mine currently looks like:\nNODE_ENV=development\nPORT=3000\n{VE}={S1=V}\nLOG_LEVEL=debug",
  "The app crashes at boot if the {V} variable is missing instead of disabling the integration.",
  "")
G("en", "curl bearer header",
  "Reproduced the 401 from the {V} API outside the app.",
  "curl -sS -H \"Authorization: Bearer {S1=V}\" \"$API_BASE/v1/me\" returns 200, so the bug is in our header builder, not the {VL}.",
  "")
G("en", "prose: the key is X",
  "The {V} {VL} for the staging project is {S1=V}; it was created by the previous maintainer and has no expiry.",
  "Integration tests hit the real {V} sandbox, so they need network access in CI.",
  "Who owns the {V} account now?")
G("en", "yaml config",
  "config/integrations.yml (prod overlay):\nintegrations:\n  {vs}:\n    enabled: true\n    {ve}: \"{S1=V}\"\n    timeout_ms: 5000",
  "The prod overlay is merged after the base file, so keys set here win.",
  "")
G("en", "CI log with env block",
  "CI log excerpt from the smoke job:\nRun ./scripts/smoke.sh\n  env:\n    {VE}: {S1=V}\n    SMOKE_RETRIES: 3\nsmoke: 41 passed, 0 failed",
  "A literal value in the workflow `env:` block is printed by the runner; it has to come from ${{ secrets.* }} to be masked.",
  "")
G("en", "python SDK constructor",
  "Snippet that finally worked in the notebook:\nclient = Client(api_key=\"{S1=V}\", timeout=30, max_retries=2)",
  "The SDK ignores the env var when api_key is passed explicitly.",
  "")
G("en", "chat excerpt",
  "[#backend] kevin: anyone have the {V} key for staging?\n[#backend] jenny: {S1=V}\n[#backend] kevin: thx, works",
  "Keys get passed around in #backend; the staging {V} key is shared by all devs.",
  "")
G("en", "question in ask_next_time",
  "Webhook registration against {V} returns 403 since Monday.",
  "The {VL} may lack the write scope; the dashboard shows it as read-only.",
  "Is {S1=V} still the active {V} {VL}, or was it rotated after the March incident?")
G("en", "label at end of field, value in next",
  "Set up the {V} integration for the reporting service. Current {V} {VL}:",
  "{S1=V}\nKeep it here until the Vault path exists; the reporting service reads it from its env.",
  "")
G("en", "docker run -e",
  "Ran the worker locally against prod data:\ndocker run --rm -e {VE}={S1=V} -e LOG_LEVEL=info -p 8080:8080 ghcr.io/acme/worker:1.14.2",
  "The image does not ship a default config, every setting comes from -e flags.",
  "")
G("en", "kubectl create secret from-literal",
  "kubectl -n integrations create secret generic {vs}-creds --from-literal={ve}={S1=V}",
  "Forgot -n the first time and the secret landed in default; the pod reads it via envFrom.",
  "")
G("en", "JSON settings",
  "appsettings.Production.json:\n{\n  \"Provider\": \"{V}\",\n  \"ApiKey\": \"{S1=V}\",\n  \"Retries\": 3\n}",
  "ASP.NET reads this file after appsettings.json, and env vars override both.",
  "")
G("en", "TOML config",
  "pyproject-adjacent settings.toml:\n[integrations.{vs}]\nenabled = true\napi_key = \"{S1=V}\"\nregion = \"us\"",
  "dynaconf needs the [default] env unless ENV_FOR_DYNACONF is set.",
  "")
G("en", "python traceback with headers",
  "Traceback (most recent call last):\n  File \"sync.py\", line 88, in push\n    r.raise_for_status()\nrequests.exceptions.HTTPError: 429 Client Error: Too Many Requests\nrequest headers={'Authorization': 'Bearer {S1=V}', 'User-Agent': 'python-requests/2.31.0'}",
  "{V} rate-limits per key, not per IP; the backfill must sleep between batches.",
  "")
G("en", "node fallback literal",
  "src/lib/{vs}.ts had a fallback:\nconst apiKey = process.env.{VE} ?? '{S1=V}';",
  "The fallback meant tests silently hit the real {V} account.",
  "")
G("en", "terraform tfvars",
  "terraform.tfvars (not gitignored in the old repo!):\n{ve} = \"{S1=V}\"\nregion = \"ap-northeast-2\"",
  "terraform plan echoes variables marked sensitive=false, so mark them sensitive.",
  "")
G("en", "git commit message",
  "git log --oneline shows 'temp: hardcode {V} key {S1=V} for demo' from last sprint.",
  "The commit was reverted but the value is still in history.",
  "Do we need to rewrite history or is revoking the {V} key enough?")
G("en", "go os.Setenv",
  "main_test.go sets the env directly:\nos.Setenv(\"{VE}\", \"{S1=V}\")",
  "Tests leak env between packages when run with -p 1.",
  "")
G("en", "INI section",
  "~/.config/acme/credentials.ini\n[{vs}]\nsecret = {S1=V}\nendpoint = default",
  "The CLI picks the first section when --profile is omitted.",
  "")
G("en", "github secret set",
  "Added the repo secret from my shell: gh secret set {VE} --body '{S1=V}' --repo acme/platform",
  "gh stores it encrypted but my shell history still has it.",
  "")

# ---- vendor-parameterised, Korean
G("ko", "메모: 키 값은 X 임",
  "스테이징 {VK} 연동 세팅함. {VLK} 값은 {S1=V} 임",
  "배포 스크립트가 .env 안 읽어서 export 해줘야 됨",
  "prod 키는 따로 발급받아야 하는지?")
G("ko", "재발급 → 새 키",
  "{VK} 키 만료돼서 콘솔에서 새로 발급받음 → {S1=V}",
  "예전 키는 revoke 했음. 만료일 설정 안 하면 무기한이라 90일로 걸어둠",
  "")
G("ko", "슬랙 대화 발췌",
  "민수: {VK} 토큰 뭐였죠?\n지은: {S1=V} 이거 쓰세요\n민수: ㄳㄳ 됨",
  "팀 채널에 토큰 공유하는 관행 있음. 나중에 Vault 로 옮겨야 함",
  "")
G("ko", ".env.local 내용",
  "로컬에서 돌리려면 .env.local 에 이렇게 넣어야 함\n{VE}={S1=V}\nDEBUG=true",
  "값 없으면 부팅하자마자 KeyError 로 죽음",
  "")
G("ko", "export 후 실행",
  "export {VE}={S1=V} 한 다음에 npm run dev 해야 {VK} 연동 붙음",
  "터미널 새로 열면 날아가니까 direnv 쓰는 게 편함",
  "")
G("ko", "ask_next_time 질문",
  "{VK} 호출 시 간헐적으로 401 뜸",
  "키 권한 문제인지 네트워크 문제인지 아직 모름",
  "{VK} 키 {S1=V} 아직 유효한가요? 아니면 재발급 필요?")
G("ko", "라벨 끝 → 값은 다음 필드",
  "정산 배치에서 쓰는 {VK} {VLK}는 아래 값임 →",
  "{S1=V}\n(1Password 등록 전까지 임시로 여기 적어둠)",
  "")
G("ko", "curl 확인",
  "curl 로 직접 확인함:\ncurl -H 'Authorization: Bearer {S1=V}' $BASE_URL/v1/ping → 200 OK",
  "앱에서 401 나는 건 헤더에 Bearer 빠져서였음",
  "")
G("ko", "helm values 하드코딩",
  "helm values-prod.yaml 에 직접 박혀 있었음:\nenv:\n  - name: {VE}\n    value: \"{S1=V}\"",
  "ExternalSecret 로 바꾸는 게 맞음. 일단 티켓만 만들어둠",
  "")
G("ko", "노션 런북",
  "## {VK} 연동\n- 콘솔: 관리자 계정으로 로그인\n- {VLK}: `{S1=V}`\n- 호출 제한: 분당 600회",
  "런북에 키까지 적혀 있어서 노션 권한 전체 공개면 위험함",
  "")
G("ko", "커밋 메시지",
  "git log 보다가 발견: \"fix: {VK} 키 교체 ({S1=V})\"",
  "커밋 메시지에 키 넣지 말 것. 이미 푸시돼서 키 폐기해야 됨",
  "")
G("ko", "젠킨스 콘솔 로그",
  "젠킨스 콘솔 로그에 그대로 찍힘:\n[Pipeline] sh\n+ echo {VE}={S1=V}\n{VE}={S1}",
  "디버그용 echo 지우는 거 깜빡함. withCredentials 안에서 써야 마스킹됨",
  "")
G("ko", "settings.py 하드코딩",
  "settings.py 에 하드코딩된 거 발견: {VE} = \"{S1=V}\"",
  "환경변수로 빼야 함 ㅇㅇ. 로컬만 쓰는 값인 줄 알았는데 prod 도 같은 값임",
  "")
G("ko", "콘솔 위치 + 현재 키",
  "{VK} 대시보드 → 설정 → API 메뉴에서 확인 가능. 지금 쓰는 건 {S1=V}",
  "키 여러 개 발급돼 있는데 뭐가 실사용인지 몰라서 호출 로그로 확인했음",
  "")
G("ko", "인수인계 메모",
  "인수인계 메모 (퇴사자 {N1=kname}님)\n1. {VK} {VLK} = {S1=V}\n2. 서버 접속은 bastion 경유\n3. 배포는 금요일 금지",
  "퇴사자 계정으로 발급된 키라 계정 비활성화하면 같이 죽을 수 있음",
  "")
G("ko", "에러 로그 헤더",
  "401 뜸. 요청 로그:\nPOST /v1/messages Authorization=Bearer {S1=V} status=401 latency=84ms",
  "키 앞에 공백 하나 들어가 있었음. trim 처리 추가함",
  "")
G("ko", "gh secret set",
  "gh secret set {VE} --body '{S1=V}' 로 레포 시크릿 등록함",
  "Actions 에서 ${{ secrets." + "{VE}" + " }} 로 참조. fork PR 에서는 안 보임",
  "")
G("ko", "docker-compose environment",
  "docker-compose.yml 환경변수 부분:\n    environment:\n      - {VE}={S1=V}\n      - TZ=Asia/Seoul",
  "compose 파일이 레포에 올라가 있어서 키 노출됨. env_file 로 분리해야 됨",
  "")
G("ko", "시크릿 넣어야 됨",
  "{VK} 시크릿 {S1=V} 넣어야 됨. 안 넣으면 콜백 서명 검증 실패함",
  "검증 실패 시 400 이 아니라 200 + 빈 응답 줘서 디버깅 오래 걸렸음",
  "")
G("ko", "kubectl secret",
  "kubectl create secret generic {vs}-secret --from-literal=key={S1=V} -n prod 실행함",
  "네임스페이스 prod 로 해야 됨. 처음에 default 에 만들어서 파드가 못 읽었음",
  "")
G("ko", "키 값 + 발급일 메모",
  "{VK} 키 값: {S1=V}\n발급일: 2024-05-02 / 담당: 플랫폼팀 / 만료: 없음",
  "만료 없는 키는 분기마다 로테이션하기로 함",
  "")
G("ko", "마크다운 표",
  "| 서비스 | 키 | 비고 |\n|---|---|---|\n| {VK} | {S1=V} | 운영 |\n| 사내 API | (SSO) | - |",
  "위키 표에 키 그대로 있음. 접근권한 확인 필요",
  "")
G("ko", "properties 파일",
  "application-prod.properties\n{vs}.api-key={S1=V}\n{vs}.timeout=5000",
  "spring profile prod 일 때만 로드됨. 로컬은 application-local 로",
  "")
G("ko", "질문: dev/prod 공용?",
  "{VK} 연동 QA 하는데 dev 서버에서도 운영 키 쓰고 있는 것 같음",
  "dev 전용 키 발급하려면 관리자 승인 필요함",
  "{VLK} {S1=V} 를 dev/prod 둘 다 써도 되나요?")
G("ko", "파이썬 requests 헤더",
  "배치 스크립트 일부:\nheaders = {\"Authorization\": \"Bearer {S1=V}\", \"Content-Type\": \"application/json\"}\nrequests.post(url, headers=headers, json=payload, timeout=10)",
  "timeout 안 주면 배치 전체가 멈춤. 10초로 설정함",
  "")

# ---- specific secret templates, English
S("en", "shell: mysql -p attached password [MySQL]",
  "Restoring last night's dump from the bastion:\nmysql -h {N1=ip} -u {N2=user} -p{S1=pws} orders < /backups/orders-0611.sql",
  "The attached -p value skips the prompt; the restore takes about 20 minutes for 9 GB.", "", 2)
S("en", "URL: postgres percent-encoded password [PostgreSQL]",
  "DATABASE_URL for the analytics replica:\npostgresql://{N1=user}:{H1=pwx}{S1=pct(H1)}@analytics-ro.internal:5432/warehouse?sslmode=require",
  "Special characters in the password must be percent-encoded or psycopg splits the URL at the wrong @.", "", 2)
S("en", "ini: aws credentials file [AWS]",
  "~/.aws/credentials on the old build box:\n[prod-admin]\naws_access_key_id = {S1=AKIA[z16]}\naws_secret_access_key = {S2=[b40]}\nregion = ap-northeast-2",
  "The prod-admin profile has AdministratorAccess; builds should assume a role instead.", "", 2)
S("en", "shell: AWS STS session env [AWS]",
  "Temporary creds from the break-glass role, valid 1h:\nexport AWS_ACCESS_KEY_ID={S1=ASIA[z16]}\nexport AWS_SECRET_ACCESS_KEY={S2=[b40]}\nexport AWS_SESSION_TOKEN={S3=sts}",
  "Session tokens expire silently; aws sts get-caller-identity is the quickest check.")
S("en", "webhook URL: Slack incoming webhook [Slack]",
  "Alertmanager receiver for #alerts-prod:\nslack_configs:\n  - api_url: https://hooks.slack.com/services/T{N1=[u9]}/B{N2=[u10]}/{S1=[a24]}\n    send_resolved: true",
  "Slack webhooks are bound to one channel; a second channel needs its own webhook.")
S("en", "webhook URL: Discord [Discord]",
  "Release bot posts to Discord via https://discord.com/api/webhooks/{N1=[d19]}/{S1=[x68]}",
  "Discord rejects embeds over 6000 characters, so the changelog has to be truncated.")
S("en", "webhook URL: MS Teams incoming webhook [Microsoft Teams]",
  "Teams connector URL used by the nightly job: https://acme.webhook.office.com/webhookb2/{N1=uuid}@{N2=uuid}/IncomingWebhook/{S1=[h32]}/{N3=uuid}",
  "Connectors are being retired; migrate to Workflows before the deadline.")
S("en", "curl: Basic auth header [Jira]",
  "Jira calls as the bot account {N1=ename}@acme.dev:\ncurl -s -H 'Authorization: Basic {H1=pw}{S1=basic(N1,H1)}' -H 'Accept: application/json' https://acme.atlassian.net/rest/api/3/myself",
  "Jira Cloud only accepts API tokens in Basic auth now, not passwords.",
  "", 1)
S("en", "git remote with token in URL [GitLab]",
  "git remote -v\norigin  https://oauth2:{S1=glpat-[x20]}@gitlab.acme.dev/platform/infra.git (fetch)\norigin  https://oauth2:{S1}@gitlab.acme.dev/platform/infra.git (push)",
  "Cloning with the token in the URL stores it in .git/config in plain text.")
S("en", "URL: pip extra-index-url with password [Nexus]",
  "pip install --extra-index-url https://{N1=ename}:{H1=pws}{S1=pct(H1)}@nexus.acme.dev/repository/pypi-internal/simple acme-common==3.2.0",
  "pip prints the index URL with the password masked, but the shell history does not.")
S("en", ".npmrc auth token [npm]",
  "Publishing from CI uses this .npmrc:\n//registry.npmjs.org/:_authToken={S1=npm_[a36]}\nalways-auth=true",
  "always-auth is deprecated in npm 9 and only produces a warning.")
S("en", "shell: docker login password-stdin [Harbor]",
  "echo '{S1=pws}' | docker login harbor.acme.io -u 'robot$ci-push' --password-stdin",
  "Robot account names contain a $, so they must be single-quoted.")
S("en", "private key: OpenSSH deploy key [OpenSSH]",
  "Deploy key for the bastion (ed25519), copied from the old runbook:\n{S1=pem(ssh)}",
  "The matching public key is in authorized_keys for the deploy user only.")
S("en", "JSON: GCP service account key [Google Cloud]",
  "sa-ci.json:\n{\"type\": \"service_account\", \"project_id\": \"acme-prod\", \"private_key_id\": \"{N1=[h40]}\", \"private_key\": \"{S1=pemj(p8)}\", \"client_email\": \"ci@acme-prod.iam.gserviceaccount.com\"}",
  "Workload identity federation would remove the need for this key file.")
S("en", "TOTP otpauth URI [TOTP]",
  "MFA for the shared ops@ mailbox was set up from this URI so two people can generate codes:\notpauth://totp/ACME:ops%40acme.dev?secret={S1=totp}&issuer=ACME&digits=6",
  "Anyone with the seed can generate codes; shared TOTP defeats the purpose.")
S("en", "recovery codes list [GitHub]",
  "GitHub recovery codes for the org owner account (acme-admin):\n{S1=recov(8,gh,nl)}",
  "Each code works once; two are already used.")
S("en", "Wi-Fi passphrase [Wi-Fi]",
  "Lab network: SSID ACME-LAB-5G, WPA2 passphrase {S1=pwp}",
  "The lab VLAN blocks outbound SMTP, so mail tests must run elsewhere.")
S("en", "SMTP Google app password [Google Workspace]",
  "Mailer env for the support tool:\nSMTP_HOST=smtp.gmail.com\nSMTP_USER=support@acme.dev\nSMTP_PASS={S1=gapp}",
  "App passwords only work when 2-Step Verification is on for the account.")
S("en", "shell: altool app-specific password [Apple]",
  "xcrun altool --upload-app -f build/Acme.ipa -t ios -u ios-release@acme.dev -p {S1=applepw}",
  "altool is deprecated; notarytool and the App Store Connect API key are the replacement.")
S("en", "private key: App Store Connect .p8 [Apple App Store Connect]",
  "AuthKey_{N1=[u10]}.p8 used by fastlane:\n{S1=pem(p8)}",
  "The key id and issuer id are not secret, the .p8 content is.")
S("en", "cookie header with JWT session [Session cookie]",
  "Copied from devtools while debugging the SSR auth bug:\nCookie: theme=dark; session={S1=jwt}; locale=en",
  "SSR fetches must forward the cookie header or the API sees an anonymous user.")
S("en", "signed URL: S3 presigned [AWS S3]",
  "Export link sent to the customer: https://acme-exports.s3.ap-northeast-2.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={S1=AKIA[z16]}%2F20240611%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20240611T020000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={S2=[h64]}",
  "Presigned links signed with IAM user keys live the full 7 days.")
S("en", "connection string: Azure Storage [Azure Storage]",
  "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={S1=[b86]==};EndpointSuffix=core.windows.net",
  "Shared key access can be disabled on the account once everything uses Entra ID.")
S("en", "signed URL: Azure SAS sig [Azure Storage]",
  "SAS URL for the partner upload container: https://acmeshare.blob.core.windows.net/inbox?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-01-01T00:00:00Z&spr=https&sig={H1=[b43]=}{S1=pct(H1)}",
  "The sig is the credential part; regenerating the account key revokes every SAS.")
S("en", "URL: MongoDB SRV [MongoDB Atlas]",
  "MONGO_URI=mongodb+srv://{N1=user}:{H1=pws}{S1=pct(H1)}@cluster0.{N2=[l5]}.mongodb.net/prod?retryWrites=true&w=majority",
  "Atlas IP access list has to include the NAT gateway IP.")
S("en", "shell: redis-cli -a [Redis]",
  "redis-cli -h {N1=ip} -p 6379 -a '{S1=pws}' --no-auth-warning INFO replication",
  "--no-auth-warning hides the warning but the password is still in ps output.")
S("en", "properties: spring datasource [Oracle DB]",
  "application-prod.properties\nspring.datasource.url=jdbc:oracle:thin:@//ora-prod:1521/BILL\nspring.datasource.username=billing\nspring.datasource.password={S1=pw}",
  "The Oracle driver needs ojdbc11 for Java 17.")
S("en", "XML: web.config connection string [SQL Server]",
  "<connectionStrings>\n  <add name=\"Main\" connectionString=\"Server=sql01;Database=Billing;User Id=sa;Password={S1=pws};TrustServerCertificate=True\" />\n</connectionStrings>",
  "Using sa from the app is why the audit flagged it.")
S("en", "YAML: kubeconfig bearer token [Kubernetes]",
  "kubeconfig for the ci user:\nusers:\n- name: ci\n  user:\n    token: {S1=jwt}",
  "Long-lived SA tokens are no longer auto-created since 1.24.")
S("en", "shell: kubeadm join token [Kubernetes]",
  "kubeadm join 10.0.0.10:6443 --token {S1=[l6].[l16]} --discovery-token-ca-cert-hash sha256:{N1=sha64}",
  "Bootstrap tokens expire after 24h by default.")
S("en", "stack trace: SQLAlchemy URL with password [PostgreSQL]",
  "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.4.0.12\", port 5432 failed: timeout expired\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql+psycopg2://etl:{S1=pws}@10.4.0.12:5432/dw",
  "Our logger prints engine.url with render_as_string(hide_password=False).")
S("en", "chat excerpt: root password [Grafana]",
  "10:42 dave: what's the admin pw for the grafana box\n10:43 sara: {S1=pwa}\n10:43 sara: pls don't paste it anywhere else",
  "Grafana admin is a local account, not SSO.")
S("en", "question in ask: admin password [Jenkins]",
  "Jenkins controller upgraded to 2.452; plugin manager asks for admin re-login.",
  "The admin account is local; SSO users cannot manage plugins.",
  "Is '{S1=pw}' still the admin password for the Jenkins controller after the upgrade?")
S("en", "label end/start: root password [Linux]",
  "Found the old root credentials for the on-prem file server in the wiki. Password is:",
  "{S1=pwa}\n(unchanged since 2021, console access only)")
S("en", "shell: ansible vault password inline [Ansible]",
  "ansible-playbook site.yml -i inventories/prod --vault-password-file <(echo '{S1=pwd}')",
  "Process substitution keeps it off disk but not out of history.")
S("en", "shell: htpasswd -b [nginx]",
  "htpasswd -b -c /etc/nginx/.htpasswd staging {S1=pwl}",
  "Basic auth on staging keeps crawlers out; remember to reload nginx.")
S("en", "prose: old and new password [OpenVPN]",
  "Changed the VPN password for the shared ops account from {S1=pwh} to {S2=pwh} after Mike left.",
  "The OpenVPN server caches auth for 10 min, so old sessions stay up for a while.")
S("en", "recovery key: Bitwarden [Bitwarden]",
  "Bitwarden two-step login recovery code for the team vault owner: {S1=[u4]-[u4]-[u4]-[u4]-[u4]-[u4]-[u4]-[u4]}",
  "Using the recovery code disables all 2FA methods on the account.")
S("en", "PIN: alarm panel [Building alarm]",
  "Server room alarm panel disarm code is {S1=[d8]}, then press OFF.",
  "The panel calls the security company after 30 seconds.")
S("en", ".env with several providers [Stripe]",
  ".env.production (copied from the old Heroku config):\nSTRIPE_SECRET_KEY={S1=sk_live_[a24]}\nSTRIPE_WEBHOOK_SECRET={S2=whsec_[a32]}\nSENTRY_DSN=https://{N1=[h32]}@o{N2=[d6]}.ingest.sentry.io/{N3=[d7]}\nSENDGRID_API_KEY={S3=SG.[x22].[x43]}",
  "The Sentry DSN is fine to ship to browsers, the other three are not.", "", 2)
S("en", "env: Twilio SID + auth token [Twilio]",
  "TWILIO_ACCOUNT_SID=AC{N1=[h32]}\nTWILIO_AUTH_TOKEN={S1=[h32]}\nTWILIO_FROM=+15005550006",
  "Test credentials use a different SID/token pair and magic numbers.")
S("en", "URL: Cloudinary URL [Cloudinary]",
  "CLOUDINARY_URL=cloudinary://{N1=[d15]}:{S1=[x27]}@acme-media",
  "The numeric part is the API key (public); the part after the colon is the secret.")
S("en", "shell: mc alias set [MinIO]",
  "mc alias set local http://localhost:9000 {S1=[u20]} {S2=[a40]}",
  "Same keys as the minio root user, which should be split into a service account.")
S("en", "shell: aliyun configure [Alibaba Cloud]",
  "aliyun configure set --profile cn --mode AK --access-key-id {S1=LTAI[a20]} --access-key-secret {S2=[a30]} --region cn-hangzhou",
  "OSS in cn-hangzhou needs ICP filing for custom domains.")
S("en", "properties: Kafka SASL JAAS [Confluent Cloud]",
  "client.properties:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{N1=[u16]}\" password=\"{S1=[b64]}\";",
  "The username is the Confluent API key, the password is the API secret.")
S("en", "curl: Elasticsearch ApiKey header [Elasticsearch]",
  "curl -H \"Authorization: ApiKey {H1=[x20]}{H2=[x22]}{S1=basic(H1,H2)}\" https://es.acme.internal:9200/_cat/indices?v",
  "ApiKey value is base64(id:api_key), not the encoded field from the create response.")
S("en", "shell: sshpass [SSH]",
  "sshpass -p '{S1=pw}' ssh -o StrictHostKeyChecking=no {N1=user}@{N2=ip} 'sudo systemctl restart app'",
  "The legacy box has no key auth yet.")
S("en", "shell: vault login userpass [HashiCorp Vault]",
  "vault login -method=userpass username={N1=ename} password={S1=pw}",
  "Without the password argument vault prompts, which is what the docs recommend.")
S("en", ".pgpass line [PostgreSQL]",
  "~/.pgpass on the replica:\n{N1=ip}:5432:*:replicator:{S1=pws}",
  "File mode must be 0600 or libpq ignores it.")
S("en", "Rails master.key [Rails]",
  "config/master.key for the monolith is {S1=[h32]}; it decrypts credentials.yml.enc.",
  "RAILS_MASTER_KEY env overrides the file.")
S("en", "Django SECRET_KEY [Django]",
  "settings/prod.py still has SECRET_KEY = '{S1=[a50]}'",
  "Rotating it logs everyone out and invalidates password-reset links.")
S("en", "Laravel APP_KEY [Laravel]",
  "APP_KEY=base64:{S1=[b43]=}\nAPP_ENV=production",
  "php artisan key:generate --show prints a new one without writing .env.")
S("en", "FCM legacy server key [Firebase]",
  "Push worker still uses the legacy endpoint with key={S1=AAAA[x7]:APA91b[x134]}",
  "Legacy FCM APIs are shut down; move to HTTP v1 with a service account.")
S("en", "SMTP relay credentials [Microsoft 365]",
  "smtp.office365.com:587 STARTTLS, user noreply@acme.dev, pass {S1=pwh}",
  "SMTP AUTH must be enabled per mailbox in Exchange admin.")
S("en", "shell: snmpwalk community [SNMP]",
  "snmpwalk -v2c -c {S1=pws} 10.20.0.1 1.3.6.1.2.1.1",
  "The switch answers only from the monitoring subnet.")
S("en", "shell: ldapsearch -w [LDAP]",
  "ldapsearch -x -H ldaps://ldap.acme.corp -D 'cn=svc-ldap,ou=svc,dc=acme,dc=corp' -w '{S1=pw}' '(uid=jdoe)' memberOf",
  "Use -W to be prompted instead.")
S("en", "git-credentials file [GitHub]",
  "~/.git-credentials on the shared runner:\nhttps://{N1=ename}:{S1=ghp_[a36]}@github.com",
  "credential.helper=store writes plain text; use the cache helper on shared hosts.")
S("en", "WireGuard PrivateKey [WireGuard]",
  "wg0.conf for my laptop:\n[Interface]\nPrivateKey = {S1=[b42]A=}\nAddress = 10.8.0.5/32\n\n[Peer]\nPublicKey = {N1=[b42]E=}\nEndpoint = vpn.acme.dev:51820",
  "Only the PublicKey of each peer is supposed to be shared.")
S("en", "gradle signing passwords [Android keystore]",
  "./gradlew assembleRelease -Pandroid.injected.signing.store.file=release.jks -Pandroid.injected.signing.store.password={S1=pws} -Pandroid.injected.signing.key.alias=upload -Pandroid.injected.signing.key.password={S2=pws}",
  "Play App Signing holds the real app key; this is only the upload key.")
S("en", "shell: gpg passphrase [GnuPG]",
  "gpg --batch --pinentry-mode loopback --passphrase '{S1=pwp}' -d backup-2024-06.tar.gz.gpg | tar xz",
  "loopback pinentry is required for --passphrase on gpg 2.1+.")
S("en", "BitLocker recovery key [BitLocker]",
  "BitLocker recovery key for the finance laptop (ID 4F2A...): {S1=[d6]-[d6]-[d6]-[d6]-[d6]-[d6]-[d6]-[d6]}",
  "Intune escrows the key; this copy was from the old manual process.")
S("en", "curl -u admin:password [Grafana]",
  "curl -u admin:{S1=pws} http://grafana.internal:3000/api/dashboards/uid/ops-main | jq .meta",
  "Service account tokens are the supported way to call the API.")
S("en", "YAML: datadog agent keys [Datadog]",
  "datadog.yaml on the db hosts:\napi_key: {S1=[h32]}\napp_key: {S2=[h40]}\nsite: datadoghq.com",
  "The agent only needs the api_key; the app_key should not be there.")
S("en", "signed URL: GCS V4 signature [Google Cloud Storage]",
  "https://storage.googleapis.com/acme-builds/app-2.3.1.apk?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=ci%40acme-prod.iam.gserviceaccount.com%2F20240702%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240702T010203Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={S1=[h512]}",
  "Signed URLs cannot be revoked before expiry except by deleting the key.")
S("en", "JWT secret env [Express app]",
  "JWT_SECRET={S1=pwg}\nJWT_EXPIRES_IN=15m",
  "Changing the secret invalidates all issued tokens immediately.")
S("en", "PIN numeric: safe [Office safe]",
  "The petty-cash safe combination is {S1=[d10]}; finance changes it every quarter.",
  "The safe locks for 15 minutes after three wrong entries.")
S("en", "Korean password in English prose [Intranet]",
  "The intranet admin account for the Seoul office uses a Hangul password: {S1=pwk}",
  "Hangul passwords break on machines without an IME, so keep an ASCII fallback account.")
S("en", "dubeolsik password [Synology NAS]",
  "NAS admin password was typed in Korean layout by mistake, so it is literally {S1=pwq}",
  "DSM shows it as Latin characters because the field ignores the IME.")

# ---- specific secret templates, Korean
S("ko", "메모: DB 비번 변경 [MySQL]",
  "운영 DB 비번 {S1=pw}로 바꿈. 앱서버 3대 재시작 필요함",
  "커넥션 풀이 예전 비번으로 재접속 시도하다 계정 잠김 → 재시작 순서 중요", "", 2)
S("ko", "메모: 초기 비밀번호 [사내 ERP]",
  "신규 입사자 ERP 초기 비밀번호 {S1=pwh} 임. 첫 로그인 때 변경하라고 안내함",
  "초기 비번 전원 동일해서 보안 감사 지적 받음. 랜덤 발급으로 바꿔야 함", "", 2)
S("ko", "Basic 헤더: 시크릿키 콜론 base64 [Toss Payments]",
  "토스페이먼츠 결제 승인 API 호출 헤더:\nAuthorization: Basic {H1=live_sk_[a24]}{S1=b64colon(H1)}",
  "시크릿 키 뒤에 콜론(:) 붙여서 base64 인코딩해야 함. 콜론 빠지면 UNAUTHORIZED_KEY 에러")
S("ko", ".env: 토스 테스트 시크릿 [Toss Payments]",
  "결제 위젯 붙이는 중\nNEXT_PUBLIC_TOSS_CLIENT_KEY=test_gck_{N1=[a24]}\nTOSS_SECRET_KEY={S1=test_gsk_[a24]}",
  "클라이언트 키는 프론트 노출 OK, 시크릿 키는 서버에서만. 위젯 연동 키랑 API 개별 연동 키 섞으면 안 됨")
S("ko", "아임포트 V1 imp_key/imp_secret [PortOne]",
  "아임포트 REST API 토큰 발급 (POST /users/getToken)\nimp_key: {N1=[d16]}\nimp_secret: {S1=[a80]}",
  "토큰 유효시간 30분. 매 요청마다 발급받지 말고 캐싱할 것")
S("ko", "포트원 V2 Authorization 헤더 [PortOne]",
  "포트원 V2 결제 단건조회 curl:\ncurl -H \"Authorization: PortOne {S1=[a80]}\" https://api.portone.io/payments/{N1=[a20]}",
  "V1 키랑 V2 시크릿은 별개임. 콘솔 결제연동 > 연동 정보에서 따로 발급")
S("ko", "카카오페이 SECRET_KEY 헤더 [KakaoPay]",
  "카카오페이 결제준비 API 요청 헤더\nAuthorization: SECRET_KEY {S1=DEV[H38]}\nContent-Type: application/json",
  "개발용 시크릿 키임 ㅇㅇ. 운영은 가맹점 심사 후에 PRD 키 따로 나옴")
S("ko", "카카오 KakaoAK 어드민 키 [Kakao]",
  "회원 목록 조회 테스트함:\ncurl -H \"Authorization: KakaoAK {S1=[h32]}\" https://kapi.kakao.com/v1/user/ids",
  "어드민 키는 서버에서만. REST API 키랑 헷갈려서 한참 헤맴")
S("ko", "네이버 검색 API 헤더 [Naver]",
  "네이버 검색 API 호출 헤더:\nX-Naver-Client-Id: {N1=[a20]}\nX-Naver-Client-Secret: {S1=[a10]}",
  "일 25,000회 제한. 초과하면 429 아니고 에러코드 010 옴")
S("ko", "NCP 액세스키/시크릿키 [Naver Cloud]",
  "ncloud configure 입력값\nNcloud Access Key ID []: {S1=[u20]}\nNcloud Secret Access Key []: {S2=[a40]}\nNcloud API URL (default:https://ncloud.apigw.ntruss.com) []:",
  "서브 계정 키로 바꿔야 함. 지금은 메인 계정 키임")
S("ko", "boto3: NCP Object Storage [Naver Cloud]",
  "s3 = boto3.client('s3', endpoint_url='https://kr.object.ncloudstorage.com', region_name='kr-standard', aws_access_key_id='{S1=[u20]}', aws_secret_access_key='{S2=[a40]}')",
  "NCP 오브젝트 스토리지는 S3 호환이라 boto3 그대로 됨. region_name 필수")
S("ko", "NHN Cloud SMS X-Secret-Key [NHN Cloud]",
  "NHN Cloud SMS 발송 요청\nPOST https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{N1=[a16]}/sender/sms\nX-Secret-Key: {S1=[a8]}",
  "발신번호 사전등록 안 하면 에러코드 -9997")
S("ko", "채널톡 access key/secret [Channel Talk]",
  "채널톡 Open API 헤더\nx-access-key: {N1=[h24]}\nx-access-secret: {S1=[h32]}",
  "유저챗 목록 조회는 limit 최대 500")
S("ko", "솔라피 SDK 생성자 [Solapi]",
  "const messageService = new SolapiMessageService(\"NCS{N1=[U13]}\", \"{S1=[U32]}\");",
  "알림톡 발송하려면 pfId 랑 templateId 도 필요함")
S("ko", "알리고 curl key [Aligo]",
  "알리고 문자 발송 테스트\ncurl -X POST https://apis.aligo.in/send/ -d key={S1=[l32]} -d user_id={N1=ename} -d sender=0212345678 -d receiver=01012345678 -d msg=테스트",
  "발송 서버 IP 등록 안 하면 -101 인증오류")
S("ko", "공공데이터포털 serviceKey 인코딩 URL [data.go.kr]",
  "단기예보 API 호출 URL\nhttp://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={H1=datagokr}{S1=pct(H1)}&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20240611&base_time=0500&nx=60&ny=127",
  "URL 에 직접 넣을 땐 인코딩 키 그대로. requests params 로 넣으면 이중 인코딩돼서 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 남", "", 2)
S("ko", "공공데이터포털 디코딩 키 [data.go.kr]",
  "serviceKey 디코딩 값: {S1=datagokr}",
  "requests params 에는 디코딩 키 넣어야 함. 인코딩 키 넣으면 % 가 또 인코딩됨",
  "")
S("ko", "쿠팡 윙 Open API 키 [Coupang]",
  "쿠팡 윙 OPEN API 정보\nvendorId: A00{N2=[d6]}\naccessKey: {N1=uuid}\nsecretKey: {S1=[h40]}",
  "HMAC 서명 시간은 yyMMddTHHmmssZ (GMT) 포맷. 로컬시간 쓰면 401")
S("ko", "다날 CPID + 암호화 키 [Danal]",
  "다날 휴대폰결제 세팅값\nCPID: {N1=[d10]}\nCRYPTO_KEY: {S1=[H64]}\nIV: {S2=[H32]}",
  "AES-256-CBC. 테스트 CPID 로는 실제 과금 안 됨")
S("ko", "나이스페이 merchantKey [NicePay]",
  "나이스페이 구모듈 설정\nMID=nicepay00m\nmerchantKey={S1=[b86]==}",
  "signData = sha256(EdiDate + MID + Amt + merchantKey). 순서 틀리면 위변조 오류")
S("ko", "KCP site_key [NHN KCP]",
  "KCP 표준결제 설정 site_cd = \"{N1=[u5]}\", site_key = \"{S1=[a22]__}\"",
  "운영 전환할 때 site_cd 랑 site_key 둘 다 바꿔야 함")
S("ko", "이니시스 signKey [KG Inicis]",
  "INIStdPay 설정 파일\nmid = {N1=[L6][d4]}\nsignKey = {S1=[b40]}",
  "signature 생성할 때 signKey 는 sha256 한 값으로 넣음 (mKey)")
S("ko", "알림톡 senderKey [Kakao Alimtalk]",
  "NHN Cloud 비즈메시지에서 알림톡 발신프로필 등록 완료. senderKey {S1=[h40]} 로 템플릿 등록 요청함",
  "템플릿 검수 영업일 2일. 변수는 #{변수명} 형식")
S("ko", "네이버웍스 서비스 계정 private key [Naver Works]",
  "네이버웍스 봇 JWT 서명용 private key (private_20240501.key):\n{S1=pem(rsa)}",
  "Client ID/Service Account ID 는 공개돼도 되지만 이 키는 안 됨")
S("ko", "두레이 웹훅 URL [Dooray]",
  "두레이 메신저 배포 알림 웹훅: https://hook.dooray.com/services/{N1=[d19]}/{N2=[d19]}/{S1=[a22]}",
  "botName, botIconImage 필드로 봇 이름 바꿀 수 있음")
S("ko", "잔디 웹훅 URL [Jandi]",
  "잔디 커넥트 인커밍 웹훅 https://wh.jandi.com/connect-api/webhook/{N1=[d8]}/{S1=[h32]}",
  "Accept 헤더 application/vnd.tosslab.jandi-v2+json 필수")
S("ko", "센드버드 Api-Token [Sendbird]",
  "센드버드 Platform API 호출\nApi-Token: {S1=[h40]}\napp id: {N1=uuid}",
  "master API token 은 재발급 불가라 secondary token 을 만들어 써야 함")
S("ko", "딩톡 로봇 webhook + 서명 [DingTalk]",
  "딩톡 그룹 로봇 설정\nwebhook: https://oapi.dingtalk.com/robot/send?access_token={S1=[h64]}\n加签 secret: {S2=SEC[h64]}",
  "timestamp + \"\\n\" + secret 을 HmacSHA256 해서 sign 파라미터로 붙여야 함")
S("ko", "페이슈 봇 웹훅 [Feishu]",
  "페이슈(Lark) 그룹 봇 웹훅: https://open.feishu.cn/open-apis/bot/v2/hook/{S1=uuid}",
  "서명 검증 켜면 timestamp+sign 필드 필요")
S("ko", "위챗 access_token 발급 [WeChat]",
  "위챗 공众号 토큰 발급 URL\nhttps://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx{N1=[h16]}&secret={S1=[h32]}",
  "IP 화이트리스트 등록 안 하면 errcode 40164")
S("ko", "위챗페이 APIv3 키 [WeChat Pay]",
  "위챗페이 상점 APIv3 키 {S1=[a32]} 로 재설정함. 인증서 시리얼은 {N1=[H40]}",
  "APIv3 키 바꾸면 콜백 복호화 키도 같이 바뀜")
S("ko", "라인 채널 시크릿 + 토큰 [LINE Messaging API]",
  "LINE_CHANNEL_SECRET={S1=[h32]}\nLINE_CHANNEL_ACCESS_TOKEN={S2=[b170]U=}",
  "웹훅 서명 검증은 channel secret 으로 HMAC-SHA256 → base64 해서 X-Line-Signature 랑 비교")
S("ko", "업비트 access/secret [Upbit]",
  "업비트 자동매매 봇 설정\naccess_key = \"{N1=[a40]}\"\nsecret_key = \"{S1=[a40]}\"",
  "JWT 만들 때 query_hash 빠지면 invalid_query_payload")
S("ko", "한국투자증권 appkey/appsecret [KIS Developers]",
  "KIS Developers 모의투자 키\nappkey: PS{N1=[a34]}\nappsecret: {S1=[b180]}",
  "접근토큰은 1분에 1회만 발급 가능. 하루 유효")
S("ko", "텐센트 SecretId/SecretKey [Tencent Cloud]",
  "텐센트 클라우드 COS 업로드용\nSecretId: AKID{N1=[a32]}\nSecretKey: {S1=[a32]}",
  "CAM 서브유저로 발급받았음. COS 권한만 있음")
S("ko", ".env 알리바바 AK [Alibaba Cloud]",
  "중국 리전 배포용 .env\nALIBABA_CLOUD_ACCESS_KEY_ID={S1=LTAI[a20]}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={S2=[a30]}\nOSS_BUCKET=acme-cn-assets",
  "RAM 유저 키임. 루트 계정 AK 는 삭제함")
S("ko", "바이두 API Key/Secret Key [Baidu AI Cloud]",
  "바이두 OCR 토큰 발급: https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={N1=[a24]}&client_secret={S1=[a32]}",
  "access_token 30일 유효")
S("ko", "화웨이 AK/SK [Huawei Cloud]",
  "화웨이 클라우드 OBS 접근키 CSV 내용\nUser Name,Access Key Id,Secret Access Key\nacme-deploy,{N1=[u20]},{S1=[a40]}",
  "credentials.csv 다운로드는 한 번만 됨")
S("ko", "사무실 와이파이 [Wi-Fi]",
  "사무실 와이파이 ACME_5G 비번: {S1=pwq}",
  "게스트 와이파이는 ACME_GUEST 따로 있음 (인터넷만)", "", 2)
S("ko", "공유기 관리자 [ipTIME]",
  "ipTIME 공유기 관리자 페이지 192.168.0.1 계정 admin / {S1=pwq}",
  "포트포워딩 22번 열려 있었음 → 닫음")
S("ko", "도어락 비번 [Door lock]",
  "서버실 도어락 비번 {S1=[d8]} 누르고 * 누르면 열림",
  "분기마다 바꾸기로 함. 바꾸면 총무팀에 공유")
S("ko", "카톡 대화 발췌 [Jenkins]",
  "[오후 3:12] 김민수 : 젠킨스 admin 비번 뭐에요?\n[오후 3:13] 박준호 : {S1=pw}\n[오후 3:13] 김민수 : 감사합니다 ㅎㅎ",
  "젠킨스 admin 계정 공용으로 쓰는 중. LDAP 연동하면 없앨 수 있음")
S("ko", "라벨 끝 → 다음 필드 값 [MariaDB]",
  "운영 DB root 계정 정보 정리함. 호스트 db-prod-01, 비번:",
  "{S1=pwa}\n→ 다음 분기에 교체 예정", "", 2)
S("ko", "ask 질문: NAS 비번 [Synology NAS]",
  "시놀로지 NAS DSM 7.2 업데이트 후 관리자 재로그인 요구함",
  "관리자 계정은 로컬 계정이라 SSO 안 됨",
  "혹시 {S1=pw} 이게 아직 NAS 관리자 비번 맞나요?")
S("ko", "OTP 시크릿 키 (공백 그룹) [Google OTP]",
  "공용 운영 계정 OTP 등록용 시크릿 키: {S1=[y4] [y4] [y4] [y4] [y4] [y4] [y4] [y4]}",
  "두 명이 같은 시드로 OTP 앱에 등록해둠. 한 명 퇴사하면 재등록 필요")
S("ko", "GitLab 2FA 복구 코드 [GitLab]",
  "GitLab 루트 계정 2FA 복구 코드 (분실 대비):\n- {S1=recov(6,aws,bul)}",
  "하나 쓰면 그 코드는 무효됨. 다 쓰면 재생성")
S("ko", "구글 백업 코드 [Google Workspace]",
  "관리자 계정 구글 백업 코드\n{S1=recov(5,num,nl)}",
  "휴대폰 분실 시 이걸로 로그인 가능")
S("ko", "keystore 비번 [Android keystore]",
  "upload-keystore.jks 비밀번호 {S1=pws} (alias: upload, key 비번도 동일)",
  "키스토어 파일은 드라이브 '앱 배포' 폴더에 있음")
S("ko", "공동인증서 비번 [공동인증서]",
  "법인 공동인증서 (세금계산서 발행용) 비번 {S1=pwx}",
  "인증서 만료 2025-03. 갱신은 은행에서")
S("ko", "VPN 계정 [FortiGate]",
  "포티게이트 SSL-VPN 계정 {N1=ename} / {S1=pwh}",
  "FortiClient 7.2 이상에서만 SAML 됨")
S("ko", "JDBC URL password 파라미터 [MySQL]",
  "jdbc:mysql://{N1=ip}:3306/shop?user=shop_app&password={S1=pws}&useSSL=true",
  "URL 에 비번 넣으면 에러 로그에 그대로 찍힘")
S("ko", "REDIS_URL 퍼센트 인코딩 [Redis]",
  "REDIS_URL=redis://:{H1=pwx}{S1=pct(H1)}@{N1=ip}:6379/0 로 바꿔야 접속됨",
  "비번에 특수문자 있어서 인코딩 안 하면 파싱 에러")
S("ko", "RabbitMQ amqp URL [RabbitMQ]",
  "celery 브로커 설정 BROKER_URL = 'amqp://{N1=user}:{H1=pws}{S1=pct(H1)}@mq.internal:5672/prod'",
  "vhost 이름 앞에 / 안 붙임")
S("ko", "셸 히스토리 [MySQL]",
  "history 보니까 누가 이렇게 쳤음:\n  512  mysql -uroot -p'{S1=pw}' -e 'show databases'\n  513  exit",
  "history 에 남으니까 -p 만 쓰고 프롬프트로 입력할 것")
S("ko", "sshpass 배포 스크립트 [SSH]",
  "배포 스크립트 deploy.sh 안에 sshpass -p \"{S1=pws}\" scp app.jar {N1=user}@{N2=ip}:/opt/app/",
  "키 인증으로 바꾸면 sshpass 필요 없음")
S("ko", "aws configure 입력값 [AWS]",
  "aws configure 할 때 넣은 값\nAWS Access Key ID [None]: {S1=AKIA[z16]}\nAWS Secret Access Key [None]: {S2=[b40]}\nDefault region name [None]: ap-northeast-2",
  "IAM 유저 키라 90일 로테이션 대상", "", 2)
S("ko", "NestJS 에러 로그 config 덤프 [MySQL]",
  "부팅 로그:\n[Nest] ERROR [TypeOrmModule] Unable to connect to the database. Retrying (3)...\nError: Access denied for user 'app'@'10.0.1.5' (using password: YES)\nconfig: { host: 'db', username: 'app', password: '{S1=pws}', database: 'shop' }",
  "에러 시 config 객체 통째로 로그 찍는 코드 있었음. 제거함")
S("ko", "노션 접속 정보 [사내 어드민]",
  "### 스테이징 어드민 접속\n- URL: https://stg-admin.acme.kr\n- 계정: admin@acme.kr\n- 비번: {S1=pwk}",
  "IP 제한 걸려 있어서 VPN 켜야 접속됨")
S("ko", "구 비번 → 신 비번 [WordPress]",
  "워드프레스 관리자 비번 {S1=pwq} → {S2=pwq} 로 변경함",
  "플러그인 업데이트 권한은 관리자만")
S("ko", "application.yml 카카오 client-secret [Kakao Login]",
  "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          kakao:\n            client-id: {N1=[h32]}\n            client-secret: {S1=[a32]}\n            client-authentication-method: client_secret_post",
  "client-authentication-method 안 주면 카카오에서 KOE010")
S("ko", "Supabase service_role [Supabase]",
  "SUPABASE_URL=https://{N1=[L20]}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={S1=jwtsb}",
  "service_role 키는 RLS 무시함. 절대 프론트에 넣으면 안 됨")
S("ko", "쿠키 복사 [Tomcat session]",
  "브라우저에서 복사한 쿠키로 재현함: JSESSIONID={S1=[H32]}; _ga=GA1.1.{N1=[d10]}.{N2=[d10]}",
  "세션 쿠키 HttpOnly 안 걸려 있었음")
S("ko", "Bearer JWT [내부 API]",
  "Authorization: Bearer {S1=jwt} 로 호출하면 200, 헤더 빼면 401",
  "토큰 만료 1시간이라 테스트 중에 자꾸 만료됨")
S("ko", "젠킨스 API 토큰 curl [Jenkins]",
  "curl -X POST -u admin:{S1=11[h32]} https://jenkins.acme.kr/job/deploy-prod/buildWithParameters?TAG=v2.4.1",
  "CSRF crumb 은 API 토큰 쓰면 필요 없음")
S("ko", "넥서스 npm _auth [Nexus]",
  ".npmrc 설정 (배포 계정 {N1=user})\nregistry=https://nexus.acme.kr/repository/npm-group/\n//nexus.acme.kr/repository/npm-group/:_auth={H1=pws}{S1=basic(N1,H1)}",
  "_auth 는 id:pw base64. 배포 전용 계정임")
S("ko", "마인크래프트 RCON [Minecraft]",
  "사내 마크 서버 server.properties\nenable-rcon=true\nrcon.port=25575\nrcon.password={S1=pwh}",
  "RCON 포트 외부에 열면 안 됨")
S("ko", "NVR 관리자 비번 [Hikvision]",
  "CCTV NVR (하이크비전) 웹 관리자 admin 비번 {S1=pwl}",
  "펌웨어 업데이트 안 하면 원격 취약점 있음")
S("ko", "FTP 접속 정보 [Gabia]",
  "가비아 웹호스팅 FTP\n호스트: ftp.acme.gabia.io\nID: acmeshop\nPW: {S1=pwh}",
  "FTP 말고 SFTP 로 바꿀 수 있는지 문의해야 함")
S("ko", "NICE 본인인증 사이트 패스워드 [NICE 평가정보]",
  "NICE 본인인증 사이트코드 {N1=[U2][d3]} / 사이트 패스워드 {S1=[U12]}",
  "리턴 URL 은 https 만 허용")
S("ko", "팝빌 LinkID/SecretKey [Popbill]",
  "팝빌 세금계산서 연동\nLinkID: ACMECORP\nSecretKey: {S1=[b43]=}",
  "테스트베드랑 운영 SecretKey 다름")
S("ko", "Firebase 서비스 계정 JSON [Firebase]",
  "firebase-adminsdk.json 일부\n\"private_key\": \"{S1=pemj(p8)}\",\n\"client_email\": \"firebase-adminsdk@acme-app.iam.gserviceaccount.com\"",
  "FCM HTTP v1 보내려면 이 키로 OAuth 토큰 받아야 함")
S("ko", "한글 비밀번호 [사내 그룹웨어]",
  "그룹웨어 공용 계정 비번이 한글임: {S1=pwk}",
  "맥에서 한글 입력 전환 안 돼 있으면 로그인 실패함")
S("ko", "숫자 PIN [사내 결재]",
  "전자결재 2차 비밀번호 {S1=pwn} 로 설정함",
  "숫자만 가능, 8자리 이상")
S("ko", "패스프레이즈 [GnuPG]",
  "백업 암호화 gpg 패스프레이즈 \"{S1=pwd}\"",
  "복호화는 gpg -d backup.tar.gpg")
S("ko", "특수문자 범벅 비번 [PostgreSQL]",
  "pg 마스터 계정 postgres 비번 {S1=pwx} 임. 복사할 때 공백 안 들어가게 주의",
  "특수문자 때문에 URL 에 넣을 땐 인코딩 필수")
S("ko", "ask 질문: 토큰 공유 [GitHub]",
  "사내 패키지 설치 시 npm install 에서 401",
  "GitHub Packages 는 read:packages 권한 토큰 필요",
  "이 토큰 {S1=ghp_[a36]} 써도 되나요? 제 개인 토큰 만들어야 하나요?")
S("ko", "세팅 리스트 (여러 벤더) [KakaoPay]",
  "결제 쪽 .env.prod 정리\nKAKAOPAY_SECRET_KEY={S1=PRD[H38]}\nTOSS_SECRET_KEY={S2=live_sk_[a24]}\nNAVERPAY_CLIENT_SECRET={S3=[a10]}\nPG_MODE=live",
  "PG 3개 동시 운영 중. 네이버페이는 심사 중이라 아직 비활성")
S("ko", "WireGuard 키 [WireGuard]",
  "재택용 wg 설정 받음\n[Interface]\nPrivateKey = {S1=[b42]Q=}\nAddress = 10.9.0.12/32\nDNS = 10.9.0.1",
  "PrivateKey 는 개인별로 다름. 남 거 쓰면 IP 충돌")
S("ko", "Vault 토큰 [HashiCorp Vault]",
  "vault login 후 받은 토큰: {S1=hvs.CAES[x86]}",
  "TTL 24h. 만료되면 다시 OIDC 로그인")
S("ko", "엑셀 시트 형태 [사내 계정관리]",
  "계정관리.xlsx 복붙\n서비스\tID\tPW\n메일\tops@acme.kr\t{S1=pwh}\n호스팅\tacme\t{S2=pwq}",
  "엑셀로 비번 관리하는 거 그만해야 함")

# ---- clean templates, English
C("en", "clean: auth error after rotation",
  "Login failed with 'password authentication failed for user \"app\"' after the DB password rotation on 2024-03-12; the pod still had the old secret mounted.",
  "Restart the deployment after rotating the DB password; the secret is read only at startup.",
  "Should we add stakater/reloader so secret changes roll pods automatically?", 2)
C("en", "clean: password policy",
  "Password policy for the admin console: min 12 characters, at least 1 digit and 1 symbol, rotate every 90 days, last 5 cannot be reused.",
  "The policy is enforced server-side in auth/policy.py; the form only shows hints.", "", 2)
C("en", "clean: env reference placeholder",
  "docker-compose.yml passes DB_PASSWORD=${DB_PASSWORD} and REDIS_PASSWORD=${REDIS_PASSWORD:-} through from the host.",
  "The actual values live in 1Password item 'Prod Postgres (app_rw)'; compose fails with 'variable is not set' if they are missing.", "", 2)
C("en", "clean: SSM parameter names",
  "SSM parameter /prod/payments/stripe/secret_key is a SecureString encrypted with alias/ssm-prod.",
  "The ECS task role needs ssm:GetParameters and kms:Decrypt on that key, otherwise the task fails with ResourceInitializationError.", "", 2)
C("en", "clean: vault path",
  "Vault path secret/data/ci/github-app holds the GitHub App private key; the CI role only has read on secret/data/ci/*.",
  "Policy changes need a PR to infra/vault/policies; they are applied by Atlantis.", "", 1)
C("en", "clean: token refresh error",
  "Token refresh failed with HTTP 400 invalid_grant 'Refresh token expired' after 14 days of inactivity.",
  "Refresh tokens have a 14-day idle timeout; the mobile app must re-login instead of retrying in a loop.", "", 2)
C("en", "clean: masked key in UI",
  "Settings page shows the saved API key as sk_live_****************{N1=[a4]} after save; the full value is never displayed again.",
  "If the last four characters don't match what's in the vault, the key was rotated by someone else.", "", 2)
C("en", "clean: commit sha removed credentials",
  "commit {N1=sha40} removed the hardcoded credentials from config/dev.py; history was rewritten with git filter-repo on 2024-02-02.",
  "Everyone had to re-clone; old clones still contain the removed file.", "", 2)
C("en", "clean: request id + invalid signature",
  "Request id {N1=uuid} in auth-service logs shows 'invalid signature' for the inbound webhook.",
  "Clock skew on the worker node was 7 minutes; chrony was not running after the AMI change.", "", 2)
C("en", "clean: Toss paymentKey + orderId",
  "Toss paymentKey {N1=tosspk} for orderId order_{N2=[d8]}_{N3=[d4]} was confirmed twice.",
  "We were missing the Idempotency-Key header on the confirm call; added it with the orderId as key.", "", 2)
C("en", "clean: imp_uid / merchant_uid",
  "Refund for imp_uid imp_{N1=[d12]} (merchant_uid mid_{N2=[d13]}) failed with code 1 and message 'already cancelled'.",
  "Check the payment status via GET /payments/{imp_uid} before calling cancel.", "", 1)
C("en", "clean: SSH public key added",
  "Added {N1=ssh_pub} deploy@ci to authorized_keys on bastion-02.",
  "Only public keys go into authorized_keys; the private half stays in the CI secret store.", "", 2)
C("en", "clean: host key fingerprint",
  "Host key fingerprint for bastion-02 changed to ED25519 {N1=fp}; infra confirmed the box was rebuilt on Tuesday.",
  "Update known_hosts with ssh-keygen -R before reconnecting.", "", 2)
C("en", "clean: release checksum",
  "sha256 of terraform_1.7.5_linux_amd64.zip is {N1=sha64}, matching the SHA256SUMS file.",
  "Always verify the signature of SHA256SUMS too, not just the checksum.", "", 1)
C("en", "clean: base64 cursor",
  "The pagination cursor returned by /v2/orders is just base64 JSON, e.g. {N1=cursor}.",
  "Clients must treat it as opaque; we may switch to encrypted cursors later.", "", 2)
C("en", "clean: env var names list",
  "Required env vars: OPENAI_API_KEY, ANTHROPIC_API_KEY, DATABASE_URL, REDIS_URL, SENTRY_DSN. None are committed; see .env.example.",
  "The app validates them at boot with zod and prints which ones are missing, never the values.", "", 2)
C("en", "clean: .env.example placeholders",
  ".env.example:\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSTRIPE_SECRET_KEY=sk_test_REPLACE_ME\nJWT_SECRET=<generate with openssl rand -hex 32>",
  "New devs copy this to .env and fill in values from 1Password.", "", 2)
C("en", "clean: Jira basic auth deprecation",
  "401 from the Jira REST API: 'Basic authentication with passwords is deprecated'.",
  "ci-bot@acme.dev needs an API token instead of its password; token goes into the Jenkins credential 'jira-ci-bot'.", "", 1)
C("en", "clean: account lockout",
  "Account lockout triggers after 5 failed logins and lasts 15 minutes; unlock via Admin > Users > Unlock.",
  "Support kept resetting passwords when an unlock was all that was needed.", "", 1)
C("en", "clean: build failure token expiry test",
  "Build #{N1=num4} on branch feature/oauth-pkce failed: test_token_expiry expected 3600 got 3599.",
  "Freeze time in the test with freezegun instead of comparing against time.time().", "", 2)
C("en", "clean: ticket rotation progress",
  "Ticket SEC-1182: rotate all service-account keys older than 365 days; 14 of 37 done.",
  "Keys used by the data team's Airflow need a maintenance window.", "Who owns the remaining 23 keys?", 1)
C("en", "clean: already redacted log",
  "The log line now reads: login ok user=svc_batch password=[REDACTED] host=db-3.internal took=41ms",
  "The redaction middleware runs before the JSON formatter, so nested fields are covered too.", "", 2)
C("en", "clean: k8s secret key names",
  "Kubernetes secret 'api-credentials' has keys STRIPE_KEY, SENDGRID_KEY and DB_PASSWORD (values not shown).",
  "Reading values requires the prod-secrets-read role; kubectl describe only shows byte counts.", "", 1)
C("en", "clean: JWT config",
  "Access token TTL 15 min, refresh TTL 7 days, alg RS256, JWKS at https://auth.acme.dev/.well-known/jwks.json, current kid 2024-06-rot.",
  "Keep the previous kid in the JWKS for 24h after rotation.", "", 1)
C("en", "clean: MySQL access denied",
  "ERROR 1045 (28000): Access denied for user 'report'@'10.2.3.4' (using password: YES)",
  "The grant was for 'report'@'10.2.%' but the new subnet is 10.3.x; password was fine.", "", 1)
C("en", "clean: docker digest",
  "Rolled back to image digest sha256:{N1=sha64} (the build with the OpenSSL fix).",
  "Pin digests in prod manifests, tags are mutable.", "", 2)
C("en", "clean: OAuth client id",
  "OAuth client id {N1=[d12]}-{N2=[l32]}.apps.googleusercontent.com is used by the internal admin tool.",
  "Client ids are public; the client secret lives in 1Password 'Google OAuth - internal tools'.", "", 1)
C("en", "clean: sts caller identity",
  "aws sts get-caller-identity returned Account {N1=[d12]}, Arn arn:aws:iam::{N1}:role/ci-deployer.",
  "The runner was assuming the wrong role because AWS_PROFILE was set globally.", "", 1)
C("en", "clean: password reset design",
  "Password reset links expire after 30 min; token is 32 random bytes, stored only as sha256 in password_resets.",
  "Invalidate outstanding reset tokens when the password changes.", "", 1)
C("en", "clean: cert fingerprint + expiry",
  "Certificate for api.acme.dev expires 2025-03-14; SHA-256 fingerprint {N1=certfp}.",
  "cert-manager renews 30 days before expiry; alert if it is less than 14.", "", 1)
C("en", "clean: generate without printing",
  "Generated the new webhook secret with `openssl rand -base64 32 | vault kv put secret/webhooks/billing value=-`; it was never printed.",
  "Piping into vault avoids shell history and terminal scrollback.", "", 1)
C("en", "clean: terraform sensitive",
  "terraform plan shows `password = (sensitive value)` for aws_db_instance.main; that's expected after marking the variable sensitive.",
  "Sensitive values still end up in state, so the state bucket must be encrypted.", "", 1)
C("en", "clean: secret scanning alert closed",
  "GitHub secret scanning alert #57 closed as 'revoked'; the token (ghp_ prefix, created 2023-01) had already expired.",
  "Push protection is now on for all repos in the org.", "", 1)
C("en", "clean: connection string template",
  "Connection string format for Azure SQL: Server=tcp:<server>.database.windows.net,1433;Initial Catalog=<db>;User ID=<user>;Password=<password>;Encrypt=True;",
  "We use managed identity in prod so no password is needed.", "", 1)
C("en", "clean: webhook signature scheme",
  "Billing webhooks carry X-Signature: t=<unix ts>,v1=<hex hmac>; the HMAC-SHA256 is over '<t>.<raw body>'.",
  "Verify against the raw body bytes, not the re-serialized JSON.", "", 1)
C("en", "clean: npm E401",
  "npm ERR! code E401 Unable to authenticate, need: Basic realm=\"GitHub Package Registry\"",
  "The token in ~/.npmrc lacked read:packages; regenerated it and it's in the keychain now.", "", 1)
C("en", "clean: bcrypt cost",
  "Raised bcrypt cost from 10 to 12; login p95 went from 80 ms to 310 ms.",
  "Cost 11 is a better trade-off on the current instance size.", "", 1)
C("en", "clean: trace ids",
  "Trace {N1=[h32]} span {N2=[h16]} shows the token introspection call taking 2.4 s.",
  "Introspection results are cacheable for the token lifetime.", "", 2)
C("en", "clean: chat no paste",
  "alice: where is the prod db password?\nbob: 1Password, vault 'Platform', item 'prod-db-app'. not pasting it here\nalice: 👍",
  "Credentials are shared only through 1Password items, never chat.", "", 1)
C("en", "clean: masked openai error",
  "OpenAI error: 'Incorrect API key provided: sk-proj-********************{N1=[a4]}. You can find your API key at https://platform.openai.com/account/api-keys.'",
  "The deployed key had been rotated; Render still had the old env var.", "", 1)
C("en", "clean: redis WRONGPASS",
  "Redis returned WRONGPASS invalid username-password pair or user is disabled.",
  "Redis 6 ACL users need AUTH <user> <password>; the client only sent the password.", "", 1)
C("en", "clean: rename secret env",
  "PR #{N1=num3} renames SECRET_KEY_BASE to RAILS_SECRET_KEY_BASE.",
  "Update the Render env group before merging or boot fails.", "", 1)
C("en", "clean: where slack webhook lives",
  "The Slack webhook URL for #alerts-prod lives in SSM /prod/alerts/slack_webhook_url; channel id C04{N1=[u8]}.",
  "Rotating it means creating a new webhook in the Slack app config.", "", 1)
C("en", "clean: UUID + S3 key",
  "Uploads land at s3://acme-uploads/2024/06/11/{N1=uuid}.png and are scanned by ClamAV before processing.",
  "The scanner lambda needs 2 GB memory for the signature DB.", "", 1)
C("en", "clean: 2FA setup doc",
  "Updated the 2FA onboarding doc: TOTP apps (1Password, Authy, Google Authenticator) supported; SMS fallback removed.",
  "Recovery codes are shown once at setup and must be stored by the user.", "", 1)
C("en", "clean: gpg fingerprint",
  "Release signing key fingerprint: {N1=gpgfp}",
  "The fingerprint is published on the website and keys.openpgp.org.", "", 1)
C("en", "clean: key count and sizes",
  "Generated a 4096-bit RSA key pair for the SFTP partner; the public key is in partners/acme-bank/id_rsa.pub, private key only in Vault.",
  "The partner rejects ed25519 keys.", "Should we ask them to support ed25519 next year?", 1)
C("en", "clean: kid rotation runbook",
  "Rotation runbook: 1) create new key 2) add to JWKS 3) switch signer 4) wait 24h 5) remove old kid.",
  "Skipping step 4 logged out every mobile user.", "", 1)
C("en", "clean: long hex build id",
  "Build artifact id {N1=[h64]} from pipeline 88123 failed signature verification because cosign used the wrong OIDC issuer.",
  "Set COSIGN_EXPERIMENTAL=0 and pass --certificate-oidc-issuer explicitly.", "", 1)
C("en", "clean: stripe ids non-secret",
  "Stripe customer cus_{N1=[a14]} has subscription sub_{N2=[a24]} stuck in incomplete; invoice in_{N3=[a24]}.",
  "3DS was required and the email never arrived.", "", 1)

# ---- clean templates, Korean
C("ko", "클린: 비번 정책",
  "비밀번호 정책 바뀜: 최소 12자, 특수문자 1개 이상, 90일마다 변경. 직전 5개 재사용 불가임",
  "정책은 서버에서 검증함. 프론트 안내문구만 바꾸면 안 됨", "", 2)
C("ko", "클린: 환경변수 참조",
  "DB 비번은 ${DB_PASSWORD} 로 주입됨. 실제 값은 Vault secret/data/prod/db 에 있음",
  "로컬은 .env 에 직접 넣고 운영은 Vault Agent 가 파일로 렌더링함", "", 2)
C("ko", "클린: 토큰 만료시간 변경",
  "액세스 토큰 만료 3600초 → 1800초로 줄임 (보안팀 요청, SEC-2231)",
  "리프레시 토큰은 14일 그대로 유지", "모바일 앱도 같이 바꿔야 하나요?", 2)
C("ko", "클린: 계정 잠금",
  "로그인 5회 실패하면 계정 잠김. 잠금 해제는 어드민 > 회원관리 > 잠금해제 메뉴",
  "CS팀이 비번 초기화부터 해서 혼란 있었음. 잠금 해제만 하면 됨", "", 2)
C("ko", "클린: 마스킹된 키",
  "API 키는 콘솔에서 sk_live_****{N1=[a4]} 처럼 마스킹돼서만 보임. 원본은 발급할 때 한 번만 노출됨",
  "분실하면 재발급밖에 없음", "", 2)
C("ko", "클린: 토스 paymentKey 중복 승인",
  "토스 paymentKey {N1=tosspk} 승인 API 두 번 호출돼서 ALREADY_PROCESSED_PAYMENT 에러 남",
  "승인 요청에 Idempotency-Key 헤더 넣어서 해결", "", 2)
C("ko", "클린: imp_uid 환불 실패",
  "아임포트 imp_uid imp_{N1=[d12]} 환불 실패. merchant_uid order_{N2=[d8]}_{N3=[d3]} 로 조회하면 status=cancelled 임",
  "이미 취소된 건을 배치가 또 취소하려 한 것. 상태 체크 추가함", "", 2)
C("ko", "클린: 커밋 SHA",
  "커밋 {N1=sha40} 에서 하드코딩된 키 제거함. 키 자체는 이미 폐기됨",
  "히스토리엔 남아 있지만 폐기된 키라 영향 없음", "", 2)
C("ko", "클린: 토스 에러 메시지",
  "결제 승인 시 401 응답:\n{\"code\":\"UNAUTHORIZED_KEY\",\"message\":\"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.\"}",
  "테스트 키로 운영 API 호출해서 그런 거였음", "", 2)
C("ko", "클린: SSM 파라미터 이름",
  "SSM 파라미터 이름: /prod/api/KAKAO_ADMIN_KEY (SecureString)",
  "값 직접 보지 말고 ECS task definition 에서 valueFrom 으로 참조할 것", "", 2)
C("ko", "클린: 1Password 항목",
  "RDS 마스터 비번은 1Password 금고 '인프라-운영' 항목 'RDS master (prod)' 에 있음",
  "접근 권한은 인프라팀만. 필요하면 #infra 채널에 요청", "", 2)
C("ko", "클린: 접속 정보 위치",
  "서버 접속 정보는 노션 '서버 접속 정보' 페이지 참고 (권한 필요). bastion: bastion.acme.kr:2222",
  "노션 페이지엔 호스트랑 계정명만 있고 키는 각자 발급", "", 1)
C("ko", "클린: 인증서 지문",
  "api.acme.kr 인증서 만료일 2025-02-28. SHA256 지문 {N1=certfp}",
  "만료 30일 전 알림 걸어둠", "", 2)
C("ko", "클린: SSH 공개키 등록",
  "authorized_keys 에 추가한 키: {N1=ssh_pub} jmkim@macbook",
  "공개키만 등록함. 개인키는 각자 로컬에", "", 2)
C("ko", "클린: 비번 변경 알림 크론",
  "비번 변경 주기 알림 메일 매주 월요일 9시 발송. cron: 0 9 * * 1",
  "90일 지난 계정만 대상", "", 1)
C("ko", "클린: 요청 ID",
  "요청 ID {N1=uuid} 로 로그 찾아보니 토큰 서명 검증 실패임 (clock skew 5분)",
  "워커 노드 NTP 꺼져 있었음. chrony 다시 켬", "", 2)
C("ko", "클린: JWT 알고리즘 변경",
  "JWT 알고리즘 HS256 → RS256 변경. kid=2024-07, 공개키는 /.well-known/jwks.json 에서 받음",
  "구 kid 는 24시간 유지 후 제거", "", 1)
C("ko", "클린: 빌드 실패",
  "빌드 #{N1=num4} 실패: auth-service 테스트 중 TokenExpiredError",
  "테스트에서 시간 고정 안 해서 그럼. jest.useFakeTimers 로 해결", "", 2)
C("ko", "클린: 브랜치/PR",
  "브랜치 feature/로그인-개선 에서 PR #{N1=num3} 올림. 리뷰어: 태호님",
  "비번 재설정 플로우는 별도 PR 로 분리하라는 코멘트 받음", "", 1)
C("ko", "클린: 카카오 KOE006",
  "카카오 로그인 redirect_uri 불일치 에러 KOE006",
  "콘솔 > 카카오 로그인 > Redirect URI 에 https://acme.kr/oauth/kakao/callback 등록해야 함", "", 1)
C("ko", "클린: 네이버 client_id 공개",
  "네이버 로그인 client_id 는 프론트에 노출돼도 괜찮음",
  "secret 은 서버에서만 씀. 프론트 번들에 secret 들어갔는지 grep 으로 확인함 → 없음", "", 1)
C("ko", "클린: 비번 재설정 토큰 설계",
  "비번 찾기 메일 링크 유효시간 30분. 토큰은 DB 에 sha256 해시로만 저장",
  "비번 바뀌면 기존 재설정 토큰 전부 무효화", "", 1)
C("ko", "클린: .env.example 빈 값",
  ".env.example 에는 키 이름만 있음:\nTOSS_SECRET_KEY=\nKAKAO_REST_API_KEY=\nNAVER_CLIENT_SECRET=\nDB_PASSWORD=",
  "실제 값은 온보딩 때 1Password 로 전달", "", 2)
C("ko", "클린: 마스킹 동작 확인",
  "로그에 password=[REDACTED] token=[REDACTED] 로 찍히는 거 확인함",
  "마스킹 필터 정상 동작. 중첩 JSON 도 됨", "", 2)
C("ko", "클린: 공공데이터 승인 대기",
  "공공데이터포털 API 활용신청 승인 대기 중 (신청일 6/3)",
  "승인 직후 1~2시간은 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 남. 기다리면 됨", "승인 나면 키는 어디에 저장할까요?", 2)
C("ko", "클린: SMS 인증번호 정책",
  "SMS 인증번호 6자리, 유효시간 3분, 하루 5회 제한",
  "재전송 버튼 30초 쿨다운 추가", "", 1)
C("ko", "클린: OTP 앱 안내",
  "2단계 인증 OTP 앱 등록 안내 문서 업데이트함 (Google Authenticator, Microsoft Authenticator 둘 다 됨)",
  "복구 코드는 등록 시 한 번만 보여줌. 사용자 본인이 보관", "", 1)
C("ko", "클린: SSO 전용 계정",
  "admin@acme.kr 계정은 SSO 전용이라 로컬 비번 없음. 로그인은 Okta 로",
  "Okta 장애 시 break-glass 계정 절차는 보안팀 문서 참고", "", 1)
C("ko", "클린: Vault TTL",
  "Vault 토큰 TTL 768h → 24h 로 줄임. 갱신은 vault token renew",
  "CI 는 AppRole 로 매번 새 토큰 받음", "", 1)
C("ko", "클린: MySQL 1045",
  "ERROR 1045 (28000): Access denied for user 'shop'@'10.0.2.15' (using password: YES)",
  "비번 틀린 게 아니라 host 권한 문제였음. GRANT 다시 줌", "", 2)
C("ko", "클린: 이미지 digest 롤백",
  "도커 이미지 digest sha256:{N1=sha64} 로 롤백함",
  "태그는 덮어써질 수 있어서 digest 로 고정", "", 1)
C("ko", "클린: CI 시크릿 목록",
  "CI 시크릿 목록: DOCKERHUB_TOKEN, SLACK_WEBHOOK_URL, SENTRY_AUTH_TOKEN",
  "값은 GitHub Settings > Secrets 에서만 관리. 로그에는 *** 로 나옴", "", 2)
C("ko", "클린: 주문번호 취소",
  "주문번호 {N1=[d14]} 결제 취소 요청 → PG 응답코드 2001 (취소 가능 기간 경과)",
  "부분취소는 가능. CS 에 안내함", "", 1)
C("ko", "클린: 키 로테이션 런북",
  "키 로테이션 런북\n1. 새 키 발급\n2. Vault 에 저장\n3. 배포\n4. 구 키 24시간 후 폐기",
  "4번 빼먹으면 구 키 계속 살아 있음", "", 2)
C("ko", "클린: 해시 비교",
  "sha256sum 결과 {N1=sha64} 로 원본이랑 일치함",
  "다운로드 중 깨진 게 아니었음", "", 1)
C("ko", "클린: 키 인증만 허용",
  "서버 접속 계정 ubuntu, 키 인증만 허용 (PasswordAuthentication no)",
  "비번 로그인 막은 뒤로 brute force 로그 사라짐", "", 1)
C("ko", "클린: 공유기 비번 위치",
  "공유기 관리자 비번은 총무팀(박지은님)한테 물어봐야 함. 메모에 안 적음",
  "공유기 펌웨어 업데이트 필요", "", 1)
C("ko", "클린: 인증 헤더 통일",
  "인증 토큰 헤더 X-Auth-Token → Authorization: Bearer 로 통일함 (v2.3.0부터)",
  "구 헤더는 v2.5.0 에서 제거 예정", "", 1)
C("ko", "클린: 카카오페이 tid",
  "카카오페이 tid {N1=T[d19]} 승인 요청 시 partner_order_id 불일치로 -780 에러",
  "ready 때랑 approve 때 partner_order_id 같아야 함", "", 2)
C("ko", "클린: base64 커서",
  "base64 디코딩해보니 그냥 페이지 정보였음 → 커서값: {N1=cursor}",
  "민감정보 아님. 그래도 클라이언트는 불투명 값으로 취급", "", 2)
C("ko", "클린: 트레이스 ID",
  "트레이스 ID {N1=[h32]}, 스팬 {N2=[h16]} 에서 토큰 검증 API 레이턴시 튐",
  "JWKS 캐시 안 돼서 매 요청마다 가져옴", "", 1)
C("ko", "클린: OAuth 클라이언트 ID",
  "구글 OAuth 클라이언트 ID {N1=[d12]}-{N2=[l32]}.apps.googleusercontent.com",
  "공개값이라 프론트에 넣어도 됨. 시크릿은 서버 env 에만", "", 1)
C("ko", "클린: AWS 계정 ID + OIDC",
  "AWS 계정 ID {N1=[d12]}, 역할 arn:aws:iam::{N1}:role/github-actions-deploy 로 OIDC 연동함",
  "이제 CI 에 액세스 키 저장 안 함", "", 1)
C("ko", "클린: KMS alias",
  "암호화 키는 KMS alias/prod-app-key 사용. 키 ARN 은 테라폼 output 참고",
  "키 정책에 배치 역할 추가함", "", 1)
C("ko", "클린: Redis WRONGPASS",
  "Redis AUTH 에러: WRONGPASS invalid username-password pair",
  "ACL 유저명 빠져서 그럼. AUTH default <비번> 형식이어야 함", "", 1)
C("ko", "클린: bcrypt cost",
  "비번 해시 bcrypt cost 10 → 12. 로그인 API p95 120ms → 290ms",
  "11 로 타협함", "", 1)
C("ko", "클린: 마스킹 카드번호",
  "결제 로그에 카드번호는 9410-****-****-{N1=num4} 형태로만 남김",
  "PCI 범위 줄이려고 원본은 PG 에만", "", 1)
C("ko", "클린: 복원 불가",
  "**** 로 가려진 값은 복원 불가. 원본 필요하면 보안팀에 요청 (SEC 티켓)",
  "로그 수집 단계에서 마스킹돼서 원본 없음", "", 1)
C("ko", "클린: 웹훅 URL 위치",
  "슬랙 #알림-결제 웹훅 URL 은 SSM /prod/slack/payment_webhook 에 있음",
  "채널 바꾸려면 슬랙 앱 설정에서 웹훅 새로 만들어야 함", "", 1)
C("ko", "클린: filter-repo 공지",
  "git filter-repo 로 과거 커밋에서 config/secret.yml 삭제함. force push 공지함 (6/12 18:00)",
  "다들 재클론 필요. 기존 클론에는 파일 남아 있음", "", 1)
C("ko", "클린: 세션 쿠키 설정",
  "세션 쿠키 이름 SESSION → __Host-sid 로 변경, SameSite=Lax, Secure, HttpOnly",
  "__Host- 접두사 쓰면 Domain 속성 못 씀", "", 1)
C("ko", "클린: 레이트 리밋",
  "API 호출 제한: 토큰당 초당 10회, 초과 시 429 + Retry-After 헤더",
  "배치는 토큰 3개 돌려쓰는 중", "", 1)
C("ko", "클린: 인증 서버 업그레이드",
  "인증 서버 2.14.1 → 2.15.0 업그레이드 후 토큰 발급 지연 해결됨",
  "원인은 세션 테이블 인덱스 누락", "", 1)
C("ko", "클린: NCP 서브 계정",
  "네이버 클라우드 서브 계정 dev-deployer 생성, 정책 NCP_SERVER_MANAGER 만 부여",
  "메인 계정 키는 안 쓰기로 함", "", 1)
C("ko", "클린: 비번 변경 API",
  "비번 변경 API: PATCH /v1/users/me/password, body {current, new}",
  "현재 비번 틀리면 400 INVALID_CURRENT_PASSWORD. 5회 틀리면 잠김", "", 1)
C("ko", "클린: 솔라피 에러코드",
  "인증번호 발송 실패 (솔라피 에러코드 3059: 발신번호 미등록)",
  "발신번호 사전등록 서류 제출함. 영업일 1일", "", 1)
C("ko", "클린: 토스 테스트 카드",
  "토스페이먼츠 테스트 결제는 카드번호 아무거나 넣어도 승인됨. 실제 돈 안 빠짐",
  "테스트 키 접두사 test_ 확인하고 쓰기", "", 1)
C("ko", "클린: QA 계정 위치",
  "QA 계정 3개 만듦 (qa01~qa03@acme.kr). 비번은 1Password 'QA 공용' 항목 참고",
  "QA 계정은 결제 테스트 모드 고정", "", 1)
C("ko", "클린: 이미 마스킹된 파일",
  "공유받은 설정 파일은 이미 마스킹된 버전임:\nAWS_SECRET_ACCESS_KEY=********\nDB_PASSWORD=<redacted>\nSLACK_TOKEN=xoxb-***",
  "원본은 보안팀만 보관", "", 2)
C("ko", "클린: 키 이름 규칙",
  "시크릿 키 이름 규칙: {env}-{service}-{purpose}, 예) prod-payment-webhook, stg-auth-jwt",
  "이름만 보고 용도 알 수 있게", "", 1)
C("ko", "클린: 접속 정보 변경 공지",
  "DB 접속 정보 변경 공지: 호스트가 신규 Aurora 클러스터 엔드포인트로 바뀜 (6/20 02:00)",
  "계정/비번은 그대로. 호스트만 바꾸면 됨", "", 1)
C("ko", "클린: 채팅 안 올림",
  "민수: 스테이징 DB 비번 뭐에요?\n지은: 1Password 에 있어요. 채팅엔 안 올려요 ㅎㅎ\n민수: 넵 ㅇㅋ",
  "채팅에 비번 공유 금지 규칙 잘 지켜지는 중", "", 2)
C("ko", "클린: 커밋 메시지",
  "커밋 메시지: fix(auth): 토큰 만료 시 refresh 무한루프 수정 (#{N1=num4})",
  "401 받으면 refresh 한 번만 시도하고 실패하면 로그아웃", "", 1)
C("ko", "클린: UUID 주문ID",
  "주문 ID 를 UUID 형식으로 바꿈: {N1=uuid}",
  "순차 ID 노출돼서 주문량 추정 가능했던 문제 해결", "", 2)
C("ko", "클린: GPG 지문",
  "배포 서명용 GPG 키 지문 {N1=gpgfp}",
  "공개키는 keys.openpgp.org 에 올림", "", 1)
C("ko", "클린: certbot",
  "인증서 갱신은 certbot renew --dry-run 으로 먼저 확인. 크론 0 3 * * *",
  "nginx reload 훅 빠져서 갱신돼도 구 인증서 물고 있었음", "", 1)
C("ko", "클린: 비번 필드 IME",
  "비번 입력란에 한글 입력되는 이슈 → type=password 에 ime-mode 안 먹음",
  "입력 시 한글이면 경고 문구 띄우도록 함", "", 1)
C("ko", "클린: API 키 발급 신청",
  "쿠팡 Open API 키 발급 신청 완료 (승인까지 영업일 3일). 담당자 김민수",
  "승인 나면 Vault 에 바로 넣기로 함", "키 받으면 누구한테 공유하면 되나요?", 1)
C("ko", "클린: 다날 테스트 CPID",
  "다날 본인인증 테스트 환경은 실결제 안 됨. 운영 전환 시 CPID 교체 필요",
  "CPID 는 비밀 아님. 암호화 키만 비밀", "", 1)
C("ko", "클린: 아임포트 웹훅 검증",
  "아임포트 웹훅에 imp_uid 랑 status 만 옴. 금액 검증은 서버에서 결제 조회 API 로 해야 함",
  "웹훅만 믿고 처리하면 위변조 가능", "", 1)
C("ko", "클린: 네이버클라우드 API 서명 방식",
  "NCP API 호출 시 x-ncp-apigw-signature-v2 헤더는 HmacSHA256(method+url+timestamp+accessKey) 를 base64 한 값",
  "timestamp 는 ms 단위. 5분 넘게 차이나면 401", "", 1)
C("ko", "클린: 질문만 있는 메모",
  "신규 입사자 온보딩: 깃랩 계정, 슬랙, 1Password 초대 완료",
  "VPN 계정은 IT팀 승인 필요해서 하루 걸림", "VPN 초기 비밀번호는 메일로 오나요, 문자로 오나요?", 2)
C("ko", "클린: 라이선스 키 아님",
  "JetBrains 라이선스는 계정 로그인 방식이라 키 입력 필요 없음. 좌석 12개 중 9개 사용",
  "퇴사자 좌석 회수는 관리자 페이지에서", "", 1)
C("ko", "클린: 웹훅 재시도",
  "토스페이먼츠 웹훅 재시도 최대 7회, 간격 지수 증가. eventType=PAYMENT_STATUS_CHANGED",
  "200 안 주면 계속 재시도함. 처리 실패해도 일단 200", "", 1)
C("ko", "클린: 버전/날짜 숫자",
  "인증 모듈 v3.2.0 배포 (2024-06-11 14:30), 로그인 성공률 97.2% → 99.1%",
  "실패 대부분은 캡차 타임아웃이었음", "", 1)
C("ko", "클린: 카카오 알림톡 템플릿 코드",
  "알림톡 템플릿 코드 TPL_AUTH_001 (인증번호 안내) 검수 반려됨: 변수 #{인증번호} 위치 문제",
  "광고성 문구 빼고 재요청", "", 1)
C("ko", "클린: 딩톡/페이슈 설정 방법",
  "딩톡 로봇은 키워드/IP/서명 셋 중 하나 보안설정 필수. 우리는 서명 방식 씀 (시크릿은 Vault)",
  "페이슈도 비슷하게 서명 검증 켜둠", "", 1)
C("ko", "클린: 해시/솔트 설명",
  "비밀번호 저장: argon2id, memory 64MB, iterations 3, parallelism 2. 솔트는 자동 생성",
  "bcrypt 에서 마이그레이션은 로그인 시점에 재해시", "", 1)


# ---------------------------------------------------------------- assembly + invariants
N_GENERIC = 150          # vendor-parameterised secret notes (all Asian vendors + a sample of the rest)
CLEAN_RATIO = 0.40
KO_TARGET = 0.55
MAX_USES = 4
LIMITS = (1024, 1024, 512)
LEFTOVER = re.compile(r"\{(?:[SNH]\d+(?:=[^{}]*)?|V|VK|VE|VL|VLK|ve|vs)\}")


def check(lang, kind, fields, secrets):
    mc, le, ask = fields
    assert mc.strip() and le.strip(), "missing_context and lesson must be non-empty"
    for f, lim in zip(fields, LIMITS):
        assert len(f.encode("utf-8")) <= lim, ("too long", len(f.encode("utf-8")), f[:80])
        assert not LEFTOVER.search(f), ("unresolved placeholder", f)
    if kind == "clean":
        assert secrets == []
        return
    assert secrets, "secret note without secrets"
    for s in secrets:
        assert len(s) >= 8, ("secret shorter than 8", s)
        assert any(s in f for f in fields), ("secret not in fields", s)
    order = sorted(secrets, key=len, reverse=True)
    for f in fields:
        masked = f
        for s in order:
            masked = masked.replace(s, "\x00")
        for s in secrets:
            for i in range(len(s) - 7):
                assert s[i:i + 8] not in masked, ("stray 8-char window", s, s[i:i + 8])


def make(lang, kind, cat, tpl, vendor=None):
    last = None
    for _ in range(25):
        fields, secrets = render(tpl, vendor)
        try:
            check(lang, kind, fields, secrets)
            return {"lang": lang, "kind": kind, "category": cat,
                    "fields": {"missing_context": fields[0], "lesson": fields[1], "ask_next_time": fields[2]},
                    "secrets": secrets}
        except AssertionError as e:
            last = e
    raise AssertionError("template keeps failing: %s: %r" % (cat, last))


def build():
    notes = []
    # 1. vendor-parameterised secret notes
    asian = [v for v in VENDORS if v[6]]
    rest = [v for v in VENDORS if not v[6]]
    picked_rest = set(v[0] for v in rng.sample(rest, N_GENERIC - len(asian)))
    chosen = [v for v in VENDORS if v[6] or v[0] in picked_rest]
    uses = [0] * len(GENERIC)
    for v in chosen:
        p_ko = 0.75 if v[6] else 0.40
        lang = "ko" if rng.random() < p_ko else "en"
        idx = [i for i, g in enumerate(GENERIC) if g[0] == lang]
        m = min(uses[i] for i in idx)
        i = rng.choice([i for i in idx if uses[i] == m])
        uses[i] += 1
        g = GENERIC[i]
        notes.append(make(g[0], "secret", "%s [%s]" % (g[1], v[0]), g[2], v))
    # 2. hand-written templates, each used n times
    tuses = []
    varies = []
    for t in TEMPLATES:
        v = any(PH.search(f) for f in t[3])
        varies.append(v)
        tuses.append(t[4] if v else 1)   # a template without random slots is used once
    n_secret = len(notes) + sum(n for t, n in zip(TEMPLATES, tuses) if t[1] == "secret")
    target_clean = round(n_secret * CLEAN_RATIO / (1 - CLEAN_RATIO))
    n_clean = sum(n for t, n in zip(TEMPLATES, tuses) if t[1] == "clean")
    total = n_secret + target_clean
    ko_now = sum(1 for x in notes if x["lang"] == "ko") + sum(n for t, n in zip(TEMPLATES, tuses) if t[0] == "ko" and t[1] == "secret")
    ko_clean_now = sum(n for t, n in zip(TEMPLATES, tuses) if t[0] == "ko" and t[1] == "clean")
    need_ko_clean = max(0, round(total * KO_TARGET) - ko_now - ko_clean_now)
    extra = target_clean - n_clean
    while extra > 0:
        lang = "ko" if need_ko_clean > 0 else "en"
        cand = [i for i, t in enumerate(TEMPLATES) if t[1] == "clean" and t[0] == lang and varies[i] and tuses[i] < 4]
        if not cand:
            cand = [i for i, t in enumerate(TEMPLATES) if t[1] == "clean" and varies[i] and tuses[i] < 4]
        m = min(tuses[i] for i in cand)
        i = rng.choice([i for i in cand if tuses[i] == m])
        tuses[i] += 1
        extra -= 1
        if TEMPLATES[i][0] == "ko":
            need_ko_clean -= 1
    for t, n in zip(TEMPLATES, tuses):
        for _ in range(n):
            notes.append(make(t[0], t[1], t[2], t[3]))
    # 3. global checks
    texts = set()
    for x in notes:
        key = "\x01".join(x["fields"].values())
        assert key not in texts, ("duplicate note", x["category"])
        texts.add(key)
    assert max(uses) <= MAX_USES and max(tuses) <= MAX_USES
    rng.shuffle(notes)
    out = []
    for k, x in enumerate(notes, 1):
        out.append({"id": "g%03d" % k, "lang": x["lang"], "kind": x["kind"], "category": x["category"],
                    "fields": x["fields"], "secrets": x["secrets"]})
    return out


def main():
    notes = build()
    assert len(notes) >= 450
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "blind_set_v7.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for x in notes:
            fh.write(json.dumps(x, ensure_ascii=False) + "\n")
    # summary
    from collections import Counter
    c = Counter((x["lang"], x["kind"]) for x in notes)
    vend = sorted(set(re.search(r"\[([^\]]+)\]$", x["category"]).group(1) for x in notes if x["kind"] == "secret"))
    tpl_used = len(set(re.sub(r" \[[^\]]+\]$", "", x["category"]) + "|" + x["lang"] for x in notes))
    print("notes", len(notes), dict(sorted(c.items())))
    print("secret", sum(1 for x in notes if x["kind"] == "secret"), "clean", sum(1 for x in notes if x["kind"] == "clean"))
    print("ko", sum(1 for x in notes if x["lang"] == "ko"), "en", sum(1 for x in notes if x["lang"] == "en"))
    print("templates defined", len(TEMPLATES) + len(GENERIC), "distinct categories-w/o-vendor used", tpl_used)
    print("vendors", len(vend))
    print("listed secrets", sum(len(x["secrets"]) for x in notes))


if __name__ == "__main__":
    main()
