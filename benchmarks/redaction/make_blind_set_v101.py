#!/usr/bin/env python3
"""Generator for blind_set_v101.jsonl (blind evaluation set for a credential-redaction filter).

Python 3 standard library only, no network. One PRNG, random.Random(101_2026_1127), drives every
choice. No iteration over sets; output is byte-identical across runs and PYTHONHASHSEED values.

Usage:  python3 make_blind_set_v101.py            -> writes blind_set_v101.jsonl next to this file
        python3 make_blind_set_v101.py --stats    -> also prints counts to stderr
"""
import base64
import json
import os
import re
import struct
import sys
from urllib.parse import quote
import random

R = random.Random(101_2026_1127)

# ---------------------------------------------------------------------------------------------
# alphabets and small random helpers (all draw from R)
# ---------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    """random string of length n over alphabet"""
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def hexs(n, upper=False):
    return rs(HEXU if upper else HEXL, n)


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64bytes(n, urlsafe=False, pad=True):
    b = rbytes(n)
    s = base64.urlsafe_b64encode(b).decode() if urlsafe else base64.b64encode(b).decode()
    return s if pad else s.rstrip("=")


def b64of(data, urlsafe=False, pad=True):
    if isinstance(data, str):
        data = data.encode()
    s = base64.urlsafe_b64encode(data).decode() if urlsafe else base64.b64encode(data).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = list(hexs(32))
    h[12] = "4"
    h[16] = "89ab"[R.randrange(4)]
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def wpick(pairs):
    """weighted pick from [(weight, value), ...]"""
    tot = sum(w for w, _ in pairs)
    x = R.random() * tot
    for w, v in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][1]


def ts():
    """random ISO timestamp in 2025"""
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                   R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def hhmm():
    return "%02d:%02d" % (R.randint(8, 22), R.randint(0, 59))


def date():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def priv_ip():
    k = R.randrange(3)
    if k == 0:
        return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))
    return "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))


# ---------------------------------------------------------------------------------------------
# Korean particles (josa) for templates:  "{what|을/를}" appends the right particle
# ---------------------------------------------------------------------------------------------
_ASCII_BATCHIM = {c: True for c in "lmnr013678"}  # el, em, en, ar; yeong, il, sam, yuk, chil, pal


def has_batchim(word):
    w = word.rstrip(" `'\")]}")
    if not w:
        return False
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    return _ASCII_BATCHIM.get(c.lower(), False)


def rieul_final(word):
    w = word.rstrip(" `'\")]}")
    if not w:
        return False
    o = ord(w[-1])
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 == 8
    return w[-1].lower() in "l178"


def josa(word, pair):
    a, b = pair.split("/")
    if pair == "으로/로":
        return word + ("로" if (not has_batchim(word) or rieul_final(word)) else "으로")
    return word + (a if has_batchim(word) else b)


_TPL = re.compile(r"\{(\w+)(?:\|([^{}]+))?\}")


def fill(tpl, d):
    """fill {name} / {name|은/는} placeholders from dict d (missing names raise KeyError)"""
    def rep(m):
        v = d[m.group(1)]
        if m.group(2):
            return josa(v, m.group(2))
        return v
    return _TPL.sub(rep, tpl)


def cap(s):
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------------------------------------
# Hangul -> 2-beolsik QWERTY keystrokes (the "typed with the Korean layout off" passwords)
# ---------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            k = o - 0xAC00
            out.append(_CHO[k // 588] + _JUNG[(k % 588) // 28] + _JONG[k % 28])
        else:
            out.append(ch)
    return "".join(out)


assert hangul_to_qwerty("안녕하세요") == "dkssudgktpdy"

KO_WORDS = ["고양이", "강아지", "하늘", "바다", "사랑해", "행복", "별빛", "우리집", "초코", "봄날", "푸른숲",
            "제주도", "한라산", "무지개", "커피", "김치찌개", "떡볶이", "토끼", "호랑이", "달빛", "은하수",
            "햇살", "바람", "단풍", "겨울왕국", "해바라기", "마라탕", "치킨", "감자", "고구마", "수박",
            "부산", "서울숲", "남산", "여름밤", "첫눈", "벚꽃", "별똥별", "코딩", "개발자", "야근", "퇴근"]

EN_WORDS = ["correct", "horse", "battery", "staple", "orbit", "lantern", "pickle", "granite", "velvet",
            "marble", "cactus", "harbor", "ember", "falcon", "nectar", "quartz", "saddle", "tundra",
            "walnut", "zephyr", "copper", "meadow", "pepper", "rocket", "silver", "thunder", "violet",
            "willow", "anchor", "bamboo", "canyon", "dragon", "eclipse", "fossil", "glacier", "hollow",
            "island", "jigsaw", "kettle", "lemon", "mango", "nugget", "oyster", "parrot", "quiver",
            "ribbon", "sprout", "tulip", "umbrella", "vortex", "waffle", "yonder", "zigzag", "biscuit",
            "crimson", "dolphin", "fjord", "gadget", "hazel", "ivory", "juniper", "koala", "lagoon"]

NAMES = ["minji", "jisoo", "hyunwoo", "seojun", "yuna", "dohyun", "alice", "bob", "carol", "dave", "erin",
         "frank", "grace", "heidi", "ivan", "judy", "kenji", "yuki", "haruto", "wei", "lina", "marco",
         "sofia", "lukas", "emma", "noah", "olga", "pierre", "sven", "tomasz"]
KO_PEOPLE = ["민지", "지수", "현우", "서준", "유나", "도현", "수빈", "태윤", "하은", "준호"]
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
SAFE_PUNCT = "!@#$%^&*-_=+.?~"


# ---------------------------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------------------------
def _pw_human():
    base = pick([cap(pick(EN_WORDS)), cap(pick(NAMES)), pick(["Welcome", "Summer", "Winter", "Spring",
                 "Autumn", "Seoul", "Busan", "Tokyo", "Berlin", "Monday", "Qwerty", "Dragon", "Sunshine"])])
    yr = pick([str(R.randint(1975, 2025)), str(R.randint(10, 99)), digits(R.randint(3, 4))])
    sym = rs("!@#$%&*?", R.randint(1, 2))
    form = R.randrange(5)
    if form == 0:
        return base + yr + sym
    if form == 1:
        return base + sym + yr
    if form == 2:
        return sym[0] + base.lower() + yr + base[:1]
    if form == 3:
        return base.replace("o", "0").replace("a", "@").replace("e", "3") + yr + sym
    return base + "_" + pick(NAMES) + yr


def _pw_passphrase():
    n = R.randint(3, 5)
    words = [pick(EN_WORDS) for _ in range(n)]
    sep = pick(["-", ".", " ", "_", "", "+"])
    if sep == "" or chance(0.3):
        words = [cap(w) for w in words]
    s = sep.join(words)
    if chance(0.6):
        s += pick(["", sep]) + str(R.randint(1, 999))
    if chance(0.3):
        s += pick("!?#*")
    return s


def _pw_punct():
    n = R.randint(14, 26)
    out = []
    for _ in range(n):
        out.append(pick(PUNCT) if chance(0.45) else pick(AN))
    return "".join(out)


def _pw_kbd_korean():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else "")
    s = hangul_to_qwerty(w)
    s += pick([str(R.randint(1, 9999)), "!" + str(R.randint(10, 99)), "^^", "@" + str(R.randint(1990, 2025)),
               str(R.randint(0, 99)) + "!!"])
    if len(s) < 10:
        s += digits(10 - len(s), False)
    return s


def _pw_hangul():
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    s = w + pick(["", "!", "@", "#", "_"]) + str(R.randint(1, 2025)) + pick(["", "!", "?", "~"])
    while len(s) < 9:
        s = pick(KO_WORDS) + s
    return s


def _pw_random():
    return rs(AN + SAFE_PUNCT, R.randint(16, 32))


def _pw_generated():
    return rs(AN, R.randint(20, 40))


PW_STYLES = [("human", _pw_human), ("passphrase", _pw_passphrase), ("punctuation-heavy", _pw_punct),
             ("korean-keyboard", _pw_kbd_korean), ("hangul", _pw_hangul), ("random", _pw_random),
             ("generated", _pw_generated)]


def password(style=None, forbid="", ascii_only=False, minlen=8):
    """returns (style, pw); forbid = characters the container cannot hold verbatim"""
    if style is None:
        style = pick([s for s, _ in PW_STYLES if not (ascii_only and s == "hangul")])
    fn = dict(PW_STYLES)[style]
    while True:
        pw = fn()
        if len(pw) >= minlen and not any(c in pw for c in forbid) and pw.strip() == pw:
            return style, pw


# ---------------------------------------------------------------------------------------------
# vendor tokens: documented shape (prefix, alphabet, length) with a random body
# each gen returns [(ENV_NAME, value, is_secret), ...]; the first secret is the "primary" one
# ---------------------------------------------------------------------------------------------
def _jwt(payload, alg="HS256", sig_len=43):
    h = b64of(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")), True, False)
    p = b64of(json.dumps(payload, separators=(",", ":")), True, False)
    return h + "." + p + "." + rs(B64U, sig_len)


def _supabase_service_jwt():
    ref = rs(LO, 20)
    now = R.randint(1690000000, 1740000000)
    return _jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000})


def _aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + rs(B64, R.randint(340, 560)) + pick(["", "=", "=="])


def _discord_bot():
    uid = str(R.randint(10 ** 17, 10 ** 19 - 1))
    return b64of(uid, False, False) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_sk():
    user = pick(NAMES) + pick(["-maps", "co", "-dev", str(R.randint(1, 99))])
    body = b64of(json.dumps({"u": user, "a": "cl" + rs(ANL, 23)}, separators=(",", ":")), True, False)
    return "sk." + body + "." + rs(B64U, 22)


def _onepassword_sa():
    payload = {"signInAddress": pick(["my", "team", "acme"]) + ".1password.com", "userAuth": {
        "method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(B64U, 22)},
        "email": rs(ANL, 13) + "@1passwordserviceaccounts.com", "srpX": hexs(64),
        "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"],
                "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6),
        "throttleSecret": {"seed": hexs(64), "uuid": rs(ANU, 26)}, "deviceUuid": rs(ANL, 26)}
    return "ops_" + b64of(json.dumps(payload, separators=(",", ":")), True, False)


def _adyen():
    return "AQE" + rs(AN, 20) + "/" + rs(AN, 12) + "+" + rs(AN, 30) + "-" + rs(B64, 40) + "=-" + rs(AN + "<>,", 16)


def _line_channel_token():
    return rs(B64, 171) + "="


def _age():
    return "AGE-SECRET-KEY-1" + rs(BECH32, 58).upper()


def one(env, val):
    return [(env, val, True)]


VENDORS = []


def vendor(key, company, region, dom, label_en, label_ko, gen, hdr=("Authorization", "Bearer {t}"),
           url=None, qp=None):
    VENDORS.append(dict(key=key, company=company, region=region, dom=dom, en=label_en, ko=label_ko,
                        gen=gen, hdr=hdr, url=url, qp=qp))


# --- global -----------------------------------------------------------------------------------
vendor("aws-keypair", "AWS", "global", "cloud", "AWS access key pair", "AWS 액세스 키 쌍",
       lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]),
                 False)], hdr=None)
vendor("aws-sts", "AWS", "global", "cloud", "AWS temporary (STS) credentials", "AWS 임시(STS) 자격 증명",
       lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                ("AWS_SESSION_TOKEN", _aws_session_token(), True)], hdr=None)
vendor("github-classic", "GitHub", "global", "vcs", "GitHub personal access token (classic)",
       "GitHub 개인 액세스 토큰(classic)", lambda: one("GITHUB_TOKEN", "ghp_" + rs(AN, 36)),
       hdr=("Authorization", "token {t}"), url="https://api.github.com/user/repos")
vendor("github-fine", "GitHub", "global", "vcs", "GitHub fine-grained token", "GitHub fine-grained 토큰",
       lambda: one("GH_TOKEN", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)),
       url="https://api.github.com/repos/acme/infra/actions/runs")
vendor("github-app", "GitHub", "global", "vcs", "GitHub App installation token", "GitHub App 설치 토큰",
       lambda: one("GITHUB_APP_TOKEN", "ghs_" + rs(AN, 36)), url="https://api.github.com/installation/repositories")
vendor("github-oauth", "GitHub", "global", "vcs", "GitHub OAuth token", "GitHub OAuth 토큰",
       lambda: one("GH_OAUTH_TOKEN", "gho_" + rs(AN, 36)), url="https://api.github.com/user")
vendor("gitlab-pat", "GitLab", "global", "vcs", "GitLab personal access token", "GitLab 개인 액세스 토큰",
       lambda: one("GITLAB_TOKEN", "glpat-" + rs(B64U, 20)), hdr=("PRIVATE-TOKEN", "{t}"),
       url="https://gitlab.example.com/api/v4/projects")
vendor("gitlab-runner", "GitLab", "global", "ci", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
       lambda: one("CI_RUNNER_TOKEN", "glrt-" + rs(B64U, 20)), hdr=None)
vendor("gitlab-deploy", "GitLab", "global", "reg", "GitLab deploy token", "GitLab 배포 토큰",
       lambda: [("DEPLOY_USER", "gitlab+deploy-token-" + str(R.randint(100, 99999)), False),
                ("DEPLOY_TOKEN", "gldt-" + rs(B64U, 20), True)], hdr=None)
vendor("slack-bot", "Slack", "global", "chat", "Slack bot token", "Slack 봇 토큰",
       lambda: one("SLACK_BOT_TOKEN", "xoxb-" + digits(R.randint(10, 13)) + "-" + digits(R.randint(10, 13))
                   + "-" + rs(AN, 24)), url="https://slack.com/api/chat.postMessage")
vendor("slack-user", "Slack", "global", "chat", "Slack user token", "Slack 사용자 토큰",
       lambda: one("SLACK_USER_TOKEN", "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-"
                   + hexs(32)), url="https://slack.com/api/conversations.history")
vendor("slack-app", "Slack", "global", "chat", "Slack app-level token", "Slack 앱 레벨 토큰",
       lambda: one("SLACK_APP_TOKEN", "xapp-1-A" + rs(ANU, 10) + "-" + digits(13) + "-" + hexs(64)),
       url="https://slack.com/api/apps.connections.open")
vendor("stripe-sk", "Stripe", "global", "pay", "Stripe live secret key", "Stripe 라이브 시크릿 키",
       lambda: one("STRIPE_SECRET_KEY", "sk_live_" + pick(["51", "4e"]) + rs(AN, pick([22, 97]))),
       url="https://api.stripe.com/v1/charges")
vendor("stripe-rk", "Stripe", "global", "pay", "Stripe restricted key", "Stripe 제한 키",
       lambda: one("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(AN, 97)), url="https://api.stripe.com/v1/refunds")
vendor("stripe-whsec", "Stripe", "global", "pay", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
       lambda: one("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32)), hdr=None)
vendor("openai", "OpenAI", "global", "llm", "OpenAI project API key", "OpenAI 프로젝트 API 키",
       lambda: one("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)),
       url="https://api.openai.com/v1/chat/completions")
vendor("openai-svc", "OpenAI", "global", "llm", "OpenAI service-account key", "OpenAI 서비스 계정 키",
       lambda: one("OPENAI_API_KEY", "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)),
       url="https://api.openai.com/v1/embeddings")
vendor("anthropic", "Anthropic", "global", "llm", "Anthropic API key", "Anthropic API 키",
       lambda: one("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA"), hdr=("x-api-key", "{t}"),
       url="https://api.anthropic.com/v1/messages")
vendor("google-api", "Google Cloud", "global", "maps", "Google Maps server API key", "Google Maps 서버용 API 키",
       lambda: one("GOOGLE_MAPS_SERVER_KEY", "AIza" + rs(B64U, 35)), hdr=None,
       url="https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam", qp="key")
vendor("google-oauth-secret", "Google Cloud", "global", "cloud", "Google OAuth client secret",
       "Google OAuth 클라이언트 시크릿",
       lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False),
                ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)], hdr=None)
vendor("firebase-fcm", "Firebase", "global", "chat", "FCM legacy server key", "FCM 레거시 서버 키",
       lambda: one("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
       hdr=("Authorization", "key={t}"), url="https://fcm.googleapis.com/fcm/send")
vendor("twilio", "Twilio", "global", "sms", "Twilio auth token", "Twilio 인증 토큰",
       lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)], hdr=None)
vendor("twilio-apikey", "Twilio", "global", "sms", "Twilio API key secret", "Twilio API 키 시크릿",
       lambda: [("TWILIO_API_KEY_SID", "SK" + hexs(32), True), ("TWILIO_API_SECRET", rs(AN, 32), True)],
       hdr=None)
vendor("sendgrid", "SendGrid", "global", "mail", "SendGrid API key", "SendGrid API 키",
       lambda: one("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
       url="https://api.sendgrid.com/v3/mail/send")
vendor("mailgun", "Mailgun", "global", "mail", "Mailgun API key", "Mailgun API 키",
       lambda: one("MAILGUN_API_KEY", "key-" + hexs(32)), hdr=None)
vendor("mailchimp", "Mailchimp", "global", "mail", "Mailchimp API key", "Mailchimp API 키",
       lambda: one("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(R.randint(1, 21))),
       url="https://us6.api.mailchimp.com/3.0/lists")
vendor("npm", "npm", "global", "reg", "npm automation token", "npm 자동화 토큰",
       lambda: one("NPM_TOKEN", "npm_" + rs(AN, 36)), hdr=None)
vendor("pypi", "PyPI", "global", "reg", "PyPI API token", "PyPI API 토큰",
       lambda: one("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(140, 180))), hdr=None)
vendor("dockerhub", "Docker", "global", "reg", "Docker Hub access token", "Docker Hub 액세스 토큰",
       lambda: [("DOCKERHUB_USERNAME", pick(NAMES) + "ci", False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27),
                                                                  True)], hdr=None)
vendor("vault", "HashiCorp", "global", "cloud", "Vault token", "Vault 토큰",
       lambda: one("VAULT_TOKEN", "hvs." + rs(B64U, 24) if chance(0.4) else "hvs.CAESI" + rs(B64U, 86)),
       hdr=("X-Vault-Token", "{t}"), url="https://vault.internal:8200/v1/secret/data/app")
vendor("tfc", "HashiCorp", "global", "ci", "Terraform Cloud API token", "Terraform Cloud API 토큰",
       lambda: one("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67)),
       url="https://app.terraform.io/api/v2/organizations")
vendor("heroku", "Heroku", "global", "cloud", "Heroku API key", "Heroku API 키",
       lambda: one("HEROKU_API_KEY", uuid4()), hdr=("Authorization", "Bearer {t}"),
       url="https://api.heroku.com/apps")
vendor("digitalocean", "DigitalOcean", "global", "cloud", "DigitalOcean personal access token",
       "DigitalOcean 개인 액세스 토큰", lambda: one("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64)),
       url="https://api.digitalocean.com/v2/droplets")
vendor("shopify", "Shopify", "global", "pay", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
       lambda: one("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32)), hdr=("X-Shopify-Access-Token", "{t}"),
       url="https://acme-store.myshopify.com/admin/api/2024-07/orders.json")
vendor("atlassian", "Atlassian", "global", "prod", "Atlassian API token", "Atlassian API 토큰",
       lambda: [("JIRA_USER", pick(NAMES) + "@acme.io", False),
                ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + hexs(8, True), True)], hdr=None)
vendor("datadog", "Datadog", "global", "mon", "Datadog API and application keys", "Datadog API/애플리케이션 키",
       lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True), ("DD_SITE", pick(
           ["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)], hdr=None)
vendor("newrelic", "New Relic", "global", "mon", "New Relic user API key", "New Relic 사용자 API 키",
       lambda: one("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27)), hdr=("Api-Key", "{t}"),
       url="https://api.newrelic.com/graphql")
vendor("sentry", "Sentry", "global", "mon", "Sentry user auth token", "Sentry 사용자 인증 토큰",
       lambda: one("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64)), url="https://sentry.io/api/0/projects/")
vendor("linear", "Linear", "global", "prod", "Linear API key", "Linear API 키",
       lambda: one("LINEAR_API_KEY", "lin_api_" + rs(AN, 40)), hdr=("Authorization", "{t}"),
       url="https://api.linear.app/graphql")
vendor("notion", "Notion", "global", "prod", "Notion integration token", "Notion 통합 토큰",
       lambda: one("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)])),
       url="https://api.notion.com/v1/databases")
vendor("figma", "Figma", "global", "prod", "Figma personal access token", "Figma 개인 액세스 토큰",
       lambda: one("FIGMA_TOKEN", "figd_" + rs(B64U, 40)), hdr=("X-Figma-Token", "{t}"),
       url="https://api.figma.com/v1/files/" + "FILEKEY")
vendor("postman", "Postman", "global", "prod", "Postman API key", "Postman API 키",
       lambda: one("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34)), hdr=("X-Api-Key", "{t}"),
       url="https://api.getpostman.com/collections")
vendor("discord", "Discord", "global", "chat", "Discord bot token", "Discord 봇 토큰",
       lambda: one("DISCORD_BOT_TOKEN", _discord_bot()), hdr=("Authorization", "Bot {t}"),
       url="https://discord.com/api/v10/users/@me")
vendor("telegram", "Telegram", "global", "chat", "Telegram bot token", "Telegram 봇 토큰",
       lambda: one("TELEGRAM_BOT_TOKEN", digits(R.randint(9, 10)) + ":AA" + rs(B64U, 33)), hdr=None)
vendor("huggingface", "Hugging Face", "global", "llm", "Hugging Face access token", "Hugging Face 액세스 토큰",
       lambda: one("HF_TOKEN", "hf_" + rs(UP + LO, 34)), url="https://huggingface.co/api/whoami-v2")
vendor("replicate", "Replicate", "global", "llm", "Replicate API token", "Replicate API 토큰",
       lambda: one("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37)), url="https://api.replicate.com/v1/predictions")
vendor("groq", "Groq", "global", "llm", "Groq API key", "Groq API 키",
       lambda: one("GROQ_API_KEY", "gsk_" + rs(AN, 52)), url="https://api.groq.com/openai/v1/models")
vendor("perplexity", "Perplexity", "global", "llm", "Perplexity API key", "Perplexity API 키",
       lambda: one("PPLX_API_KEY", "pplx-" + rs(AN, 48)), url="https://api.perplexity.ai/chat/completions")
vendor("cohere", "Cohere", "global", "llm", "Cohere API key", "Cohere API 키",
       lambda: one("CO_API_KEY", rs(AN, 40)), url="https://api.cohere.com/v2/chat")
vendor("cloudflare", "Cloudflare", "global", "cloud", "Cloudflare API token", "Cloudflare API 토큰",
       lambda: one("CLOUDFLARE_API_TOKEN", rs(B64U, 40)),
       url="https://api.cloudflare.com/client/v4/user/tokens/verify")
vendor("azure-storage", "Microsoft Azure", "global", "cloud", "Azure storage account key",
       "Azure 스토리지 계정 키",
       lambda: [("AZURE_STORAGE_ACCOUNT", "st" + rs(ANL, 10), False),
                ("AZURE_STORAGE_KEY", b64bytes(64), True)], hdr=None)
vendor("azure-sp", "Microsoft Azure", "global", "cloud", "Azure service principal client secret",
       "Azure 서비스 주체 클라이언트 시크릿",
       lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                ("AZURE_CLIENT_SECRET", rs(AN + "_~.-", 3) + "8Q~" + rs(AN + "_~.-", 34), True)], hdr=None)
vendor("okta", "Okta", "global", "cloud", "Okta API token", "Okta API 토큰",
       lambda: one("OKTA_API_TOKEN", "00" + rs(B64U, 40)), hdr=("Authorization", "SSWS {t}"),
       url="https://acme.okta.com/api/v1/users?limit=25")
vendor("square", "Square", "global", "pay", "Square production access token", "Square 프로덕션 액세스 토큰",
       lambda: one("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60)), url="https://connect.squareup.com/v2/payments")
vendor("braintree", "PayPal Braintree", "global", "pay", "Braintree access token", "Braintree 액세스 토큰",
       lambda: one("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(ANL, 16) + "$" + hexs(32)), hdr=None)
vendor("dropbox", "Dropbox", "global", "prod", "Dropbox access token", "Dropbox 액세스 토큰",
       lambda: one("DROPBOX_TOKEN", "sl.B" + rs(B64U, R.randint(130, 140))),
       url="https://api.dropboxapi.com/2/files/list_folder")
vendor("databricks", "Databricks", "global", "db", "Databricks personal access token",
       "Databricks 개인 액세스 토큰", lambda: one("DATABRICKS_TOKEN", "dapi" + hexs(32)),
       url="https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list")
vendor("grafana", "Grafana Labs", "global", "mon", "Grafana service account token", "Grafana 서비스 계정 토큰",
       lambda: one("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8)),
       url="https://grafana.internal/api/dashboards/uid/ops")
vendor("doppler", "Doppler", "global", "cloud", "Doppler service token", "Doppler 서비스 토큰",
       lambda: one("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40)), hdr=None)
vendor("pulumi", "Pulumi", "global", "ci", "Pulumi access token", "Pulumi 액세스 토큰",
       lambda: one("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40)), hdr=None)
vendor("netlify", "Netlify", "global", "ci", "Netlify personal access token", "Netlify 개인 액세스 토큰",
       lambda: one("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36)), url="https://api.netlify.com/api/v1/sites")
vendor("supabase", "Supabase", "global", "db", "Supabase service_role key", "Supabase service_role 키",
       lambda: [("SUPABASE_URL", "https://" + rs(LO, 20) + ".supabase.co", False),
                ("SUPABASE_SERVICE_ROLE_KEY", _supabase_service_jwt(), True)], hdr=None)
vendor("supabase-pat", "Supabase", "global", "db", "Supabase management access token",
       "Supabase 관리 액세스 토큰", lambda: one("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40)),
       url="https://api.supabase.com/v1/projects")
vendor("mapbox", "Mapbox", "global", "maps", "Mapbox secret token", "Mapbox 시크릿 토큰",
       lambda: one("MAPBOX_SECRET_TOKEN", _mapbox_sk()), hdr=None)
vendor("algolia", "Algolia", "global", "prod", "Algolia admin API key", "Algolia 관리자 API 키",
       lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
       hdr=("X-Algolia-API-Key", "{t}"))
vendor("age", "age", "global", "crypto", "age secret key", "age 비밀 키",
       lambda: one("SOPS_AGE_KEY", _age()), hdr=None)
vendor("tailscale", "Tailscale", "global", "net", "Tailscale auth key", "Tailscale 인증 키",
       lambda: one("TS_AUTHKEY", "tskey-auth-k" + rs(AN, 9) + "CNTRL-" + rs(AN, 33)), hdr=None)
vendor("buildkite", "Buildkite", "global", "ci", "Buildkite API access token", "Buildkite API 액세스 토큰",
       lambda: one("BUILDKITE_API_TOKEN", "bkua_" + hexs(40)), url="https://api.buildkite.com/v2/builds")
vendor("circleci", "CircleCI", "global", "ci", "CircleCI personal API token", "CircleCI 개인 API 토큰",
       lambda: one("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40)), hdr=("Circle-Token", "{t}"),
       url="https://circleci.com/api/v2/me")
vendor("jfrog", "JFrog", "global", "reg", "JFrog Artifactory identity token", "JFrog Artifactory 아이덴티티 토큰",
       lambda: one("ARTIFACTORY_TOKEN", "cmVmdGtuOjAxOjE3" + rs(AN, 48)),
       url="https://acme.jfrog.io/artifactory/api/repositories")
vendor("bitbucket", "Atlassian Bitbucket", "global", "vcs", "Bitbucket app password", "Bitbucket 앱 비밀번호",
       lambda: [("BITBUCKET_USERNAME", pick(NAMES) + "-ci", False),
                ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + hexs(8, True), True)], hdr=None)
vendor("asana", "Asana", "global", "prod", "Asana personal access token", "Asana 개인 액세스 토큰",
       lambda: one("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32)),
       url="https://app.asana.com/api/1.0/users/me")
vendor("airtable", "Airtable", "global", "prod", "Airtable personal access token", "Airtable 개인 액세스 토큰",
       lambda: one("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hexs(64)),
       url="https://api.airtable.com/v0/meta/bases")
vendor("rubygems", "RubyGems", "global", "reg", "RubyGems API key", "RubyGems API 키",
       lambda: one("GEM_HOST_API_KEY", "rubygems_" + hexs(48)), hdr=None)
vendor("nuget", "NuGet", "global", "reg", "NuGet API key", "NuGet API 키",
       lambda: one("NUGET_API_KEY", "oy2" + rs(ANL, 43)), hdr=None)
vendor("1password", "1Password", "global", "cloud", "1Password service account token",
       "1Password 서비스 계정 토큰", lambda: one("OP_SERVICE_ACCOUNT_TOKEN", _onepassword_sa()), hdr=None)
vendor("planetscale", "PlanetScale", "global", "db", "PlanetScale database password",
       "PlanetScale 데이터베이스 비밀번호",
       lambda: [("DATABASE_USERNAME", rs(ANL, 12), False), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)],
       hdr=None)
vendor("planetscale-tkn", "PlanetScale", "global", "db", "PlanetScale service token", "PlanetScale 서비스 토큰",
       lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ANL, 12), True),
                ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)], hdr=None)
vendor("flyio", "Fly.io", "global", "cloud", "Fly.io deploy token", "Fly.io 배포 토큰",
       lambda: one("FLY_API_TOKEN", "FlyV1 fm2_" + rs(B64, R.randint(220, 300))), hdr=("Authorization", "{t}"),
       url="https://api.machines.dev/v1/apps")
vendor("mistral", "Mistral AI", "europe", "llm", "Mistral API key", "Mistral API 키",
       lambda: one("MISTRAL_API_KEY", rs(AN, 32)), url="https://api.mistral.ai/v1/models")
vendor("deepl", "DeepL", "europe", "llm", "DeepL API auth key", "DeepL API 인증 키",
       lambda: one("DEEPL_AUTH_KEY", uuid4() + ":fx"), hdr=("Authorization", "DeepL-Auth-Key {t}"),
       url="https://api-free.deepl.com/v2/translate")
vendor("mollie", "Mollie", "europe", "pay", "Mollie live API key", "Mollie 라이브 API 키",
       lambda: one("MOLLIE_API_KEY", "live_" + rs(AN, 30)), url="https://api.mollie.com/v2/payments")
vendor("adyen", "Adyen", "europe", "pay", "Adyen API key", "Adyen API 키",
       lambda: [("ADYEN_MERCHANT_ACCOUNT", "AcmeECOM", False), ("ADYEN_API_KEY", _adyen(), True)],
       hdr=("X-API-Key", "{t}"))
vendor("gocardless", "GoCardless", "europe", "pay", "GoCardless live access token", "GoCardless 라이브 액세스 토큰",
       lambda: one("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40)), url="https://api.gocardless.com/mandates")
vendor("hetzner", "Hetzner", "europe", "cloud", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
       lambda: one("HCLOUD_TOKEN", rs(AN, 64)), url="https://api.hetzner.cloud/v1/servers")
vendor("scaleway", "Scaleway", "europe", "cloud", "Scaleway API key", "Scaleway API 키",
       lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True), ("SCW_SECRET_KEY", uuid4(), True)],
       hdr=None)
vendor("ovh", "OVHcloud", "europe", "cloud", "OVH API credentials", "OVH API 자격 증명",
       lambda: [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", rs(AN, 16), True),
                ("OVH_APPLICATION_SECRET", rs(AN, 32), True), ("OVH_CONSUMER_KEY", rs(AN, 32), True)], hdr=None)
vendor("messagebird", "Bird (MessageBird)", "europe", "sms", "MessageBird live access key",
       "MessageBird 라이브 액세스 키", lambda: one("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25)),
       hdr=("Authorization", "AccessKey {t}"), url="https://rest.messagebird.com/messages")
vendor("spotify", "Spotify", "europe", "prod", "Spotify client secret", "Spotify 클라이언트 시크릿",
       lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)], hdr=None)
vendor("vonage", "Vonage", "europe", "sms", "Vonage API key and secret", "Vonage API 키/시크릿",
       lambda: [("VONAGE_API_KEY", hexs(8), True), ("VONAGE_API_SECRET", rs(AN, 16), True)], hdr=None)
vendor("sumup", "SumUp", "europe", "pay", "SumUp secret API key", "SumUp 시크릿 API 키",
       lambda: one("SUMUP_API_KEY", "sup_sk_" + rs(AN, 32)), url="https://api.sumup.com/v0.1/me")
vendor("paddle", "Paddle", "europe", "pay", "Paddle live API key", "Paddle 라이브 API 키",
       lambda: one("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(ANL, 24) + "_" + rs(AN, 26)),
       url="https://api.paddle.com/subscriptions")
vendor("checkout", "Checkout.com", "europe", "pay", "Checkout.com sandbox secret key",
       "Checkout.com 샌드박스 시크릿 키", lambda: one("CKO_SECRET_KEY", "sk_sbox_" + rs(B32.lower(), 26)),
       url="https://api.sandbox.checkout.com/payments")
vendor("brevo", "Brevo", "europe", "mail", "Brevo (Sendinblue) API key", "Brevo(Sendinblue) API 키",
       lambda: one("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16)), hdr=("api-key", "{t}"),
       url="https://api.brevo.com/v3/smtp/email")
vendor("mailjet", "Mailjet", "europe", "mail", "Mailjet API key pair", "Mailjet API 키 쌍",
       lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)], hdr=None)
vendor("yandex", "Yandex Cloud", "europe", "cloud", "Yandex Cloud API key", "Yandex Cloud API 키",
       lambda: one("YC_API_KEY", "AQVN" + rs(B64U, 36)), hdr=("Authorization", "Api-Key {t}"),
       url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion")
vendor("yandex-oauth", "Yandex", "europe", "cloud", "Yandex OAuth token", "Yandex OAuth 토큰",
       lambda: one("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64U, 55)), hdr=("Authorization", "OAuth {t}"),
       url="https://cloud-api.yandex.net/v1/disk/resources")
vendor("wise", "Wise", "europe", "pay", "Wise API token", "Wise API 토큰",
       lambda: one("WISE_API_TOKEN", uuid4()), url="https://api.transferwise.com/v1/profiles")
# --- China ------------------------------------------------------------------------------------
vendor("aliyun", "Alibaba Cloud", "china", "cloud", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey 쌍",
       lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), True),
                ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True)], hdr=None)
vendor("dashscope", "Alibaba Cloud", "china", "llm", "DashScope (Qwen) API key", "DashScope(Qwen) API 키",
       lambda: one("DASHSCOPE_API_KEY", "sk-" + hexs(32)),
       url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
vendor("tencent", "Tencent Cloud", "china", "cloud", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
       lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True),
                ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), True)], hdr=None)
vendor("baidu", "Baidu AI Cloud", "china", "llm", "Baidu Qianfan API key", "바이두 Qianfan API 키",
       lambda: one("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(AN, 21) + "/" + hexs(40)),
       url="https://qianfan.baidubce.com/v2/chat/completions")
vendor("huawei", "Huawei Cloud", "china", "cloud", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
       lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), True)], hdr=None)
vendor("volcengine", "Volcengine", "china", "cloud", "Volcengine AccessKey", "Volcengine AccessKey",
       lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43), True), ("VOLC_SECRETKEY", b64bytes(45), True)], hdr=None)
vendor("deepseek", "DeepSeek", "china", "llm", "DeepSeek API key", "DeepSeek API 키",
       lambda: one("DEEPSEEK_API_KEY", "sk-" + hexs(32)), url="https://api.deepseek.com/chat/completions")
vendor("moonshot", "Moonshot AI", "china", "llm", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
       lambda: one("MOONSHOT_API_KEY", "sk-" + rs(AN, 48)), url="https://api.moonshot.cn/v1/models")
vendor("zhipu", "Zhipu AI", "china", "llm", "Zhipu (GLM) API key", "Zhipu(GLM) API 키",
       lambda: one("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AN, 16)),
       url="https://open.bigmodel.cn/api/paas/v4/chat/completions")
vendor("wechat", "WeChat (Tencent)", "china", "chat", "WeChat official-account AppSecret",
       "위챗 공식 계정 AppSecret",
       lambda: [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)], hdr=None)
vendor("feishu", "Feishu / Lark", "china", "chat", "Feishu app secret", "Feishu 앱 시크릿",
       lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(AN, 32), True)], hdr=None)
vendor("qiniu", "Qiniu Cloud", "china", "cloud", "Qiniu AccessKey/SecretKey", "Qiniu AccessKey/SecretKey",
       lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)], hdr=None)
# --- Korea ------------------------------------------------------------------------------------
vendor("ncp", "Naver Cloud Platform", "korea", "cloud", "Naver Cloud Platform API access key pair",
       "네이버 클라우드 플랫폼 API 인증키",
       lambda: [("NCLOUD_ACCESS_KEY", rs(AN, 20), True), ("NCLOUD_SECRET_KEY", rs(AN, 40), True)], hdr=None)
vendor("naver-dev", "Naver", "korea", "maps", "Naver Developers client secret", "네이버 개발자센터 Client Secret",
       lambda: [("NAVER_CLIENT_ID", rs(AN, 20), False), ("NAVER_CLIENT_SECRET", rs(AN, 10), True)], hdr=None)
vendor("kakao-rest", "Kakao", "korea", "maps", "Kakao REST API key", "카카오 REST API 키",
       lambda: one("KAKAO_REST_API_KEY", hexs(32)), hdr=("Authorization", "KakaoAK {t}"),
       url="https://dapi.kakao.com/v2/local/search/address.json?query=" + quote("판교역로 235"))
vendor("kakao-admin", "Kakao", "korea", "chat", "Kakao admin key", "카카오 어드민 키",
       lambda: one("KAKAO_ADMIN_KEY", hexs(32)), hdr=("Authorization", "KakaoAK {t}"),
       url="https://kapi.kakao.com/v1/user/ids")
vendor("kakaopay", "KakaoPay", "korea", "pay", "KakaoPay secret key", "카카오페이 시크릿 키",
       lambda: one("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + hexs(34, True)),
       hdr=("Authorization", "SECRET_KEY {t}"), url="https://open-api.kakaopay.com/online/v1/payment/ready")
vendor("toss", "Toss Payments", "korea", "pay", "Toss Payments secret key", "토스페이먼츠 시크릿 키",
       lambda: one("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28)), hdr=None)
vendor("portone", "PortOne", "korea", "pay", "PortOne API secret", "포트원 API Secret",
       lambda: [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(AN, 80), True)],
       hdr=("Authorization", "PortOne {t}"), url="https://api.portone.io/payments")
vendor("nhncloud", "NHN Cloud", "korea", "sms", "NHN Cloud SMS secret key",
       "NHN Cloud SMS 시크릿 키",
       lambda: [("NHN_SMS_SENDER_NO", "0" + pick(["2", "31", "70"]) + digits(8, False), False),
                ("NHN_SMS_SECRET_KEY", rs(AN, 8), True)], hdr=None)
vendor("nhncloud-iam", "NHN Cloud", "korea", "cloud", "NHN Cloud user access key pair",
       "NHN Cloud User Access Key 쌍",
       lambda: [("NHN_USER_ACCESS_KEY_ID", rs(AN, 20), True), ("NHN_SECRET_ACCESS_KEY", rs(AN, 16), True)],
       hdr=None)
vendor("solapi", "SOLAPI (CoolSMS)", "korea", "sms", "SOLAPI API key and secret", "솔라피 API Key/Secret",
       lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), True), ("SOLAPI_API_SECRET", rs(ANU, 32), True)], hdr=None)
vendor("aligo", "Aligo", "korea", "sms", "Aligo SMS API key", "알리고 문자 API 키",
       lambda: [("ALIGO_USER_ID", pick(NAMES) + "corp", False), ("ALIGO_API_KEY", rs(ANL, 32), True)], hdr=None)
vendor("channeltalk", "Channel Corp (Channel Talk)", "korea", "chat", "Channel Talk access secret",
       "채널톡 Access Secret",
       lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)], hdr=None)
vendor("sendbird", "Sendbird", "korea", "chat", "Sendbird API token", "Sendbird API 토큰",
       lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
       hdr=("Api-Token", "{t}"))
vendor("datagokr", "data.go.kr", "korea", "prod", "public data portal service key", "공공데이터포털 서비스키",
       lambda: one("DATA_GO_KR_SERVICE_KEY", b64bytes(66)), hdr=None,
       url="https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?numOfRows=10&pageNo=1",
       qp="serviceKey")
vendor("nicepay", "NICEPAY", "korea", "pay", "NICEPAY merchant key", "나이스페이 가맹점 키",
       lambda: [("NICEPAY_MID", "nicepay" + digits(3) + "m", False), ("NICEPAY_MERCHANT_KEY", b64bytes(66), True)],
       hdr=None)
vendor("naverworks", "LINE WORKS / NAVER WORKS", "korea", "chat", "NAVER WORKS bot secret", "네이버웍스 봇 시크릿",
       lambda: [("WORKS_BOT_ID", digits(7), False), ("WORKS_BOT_SECRET", rs(AN, 10) if chance(0.5) else rs(AN, 32),
                                                    True)], hdr=None)
# --- Japan ------------------------------------------------------------------------------------
vendor("line", "LINE (LY Corp.)", "japan", "chat", "LINE Messaging API channel access token",
       "LINE Messaging API 채널 액세스 토큰", lambda: one("LINE_CHANNEL_ACCESS_TOKEN", _line_channel_token()),
       url="https://api.line.me/v2/bot/message/push")
vendor("line-secret", "LINE (LY Corp.)", "japan", "chat", "LINE channel secret", "LINE 채널 시크릿",
       lambda: [("LINE_CHANNEL_ID", digits(10), False), ("LINE_CHANNEL_SECRET", hexs(32), True)], hdr=None)
vendor("chatwork", "Chatwork", "japan", "chat", "Chatwork API token", "Chatwork API 토큰",
       lambda: one("CHATWORK_API_TOKEN", hexs(32)), hdr=("X-ChatWorkToken", "{t}"),
       url="https://api.chatwork.com/v2/rooms")
vendor("payjp", "PAY.JP", "japan", "pay", "PAY.JP live secret key", "PAY.JP 라이브 시크릿 키",
       lambda: one("PAYJP_SECRET_KEY", "sk_live_" + hexs(48)), hdr=None)
vendor("backlog", "Nulab Backlog", "japan", "prod", "Backlog API key", "Backlog API 키",
       lambda: one("BACKLOG_API_KEY", rs(AN, 64)), hdr=None,
       url="https://acme.backlog.jp/api/v2/issues?projectId[]=1073", qp="apiKey")
vendor("kintone", "Cybozu kintone", "japan", "prod", "kintone API token", "kintone API 토큰",
       lambda: one("KINTONE_API_TOKEN", rs(AN, 40)), hdr=("X-Cybozu-API-Token", "{t}"),
       url="https://acme.cybozu.com/k/v1/records.json?app=12")
vendor("sakura", "SAKURA internet", "japan", "cloud", "Sakura Cloud API key", "사쿠라 클라우드 API 키",
       lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64), True)],
       hdr=None)
vendor("gmopg", "GMO Payment Gateway", "japan", "pay", "GMO-PG shop password", "GMO-PG 숍 비밀번호",
       lambda: [("GMO_SHOP_ID", "tshop" + digits(8, False), False), ("GMO_SHOP_PASS", rs(ANL, 8), True)], hdr=None)
vendor("line-notify", "LINE (LY Corp.)", "japan", "chat", "LINE Notify access token", "LINE Notify 액세스 토큰",
       lambda: one("LINE_NOTIFY_TOKEN", rs(AN, 43)), url="https://notify-api.line.me/api/notify")


# ---------------------------------------------------------------------------------------------
# containers: render [(ENV_NAME, value, is_secret), ...] into a pasted snippet
# each renderer returns (snippet, where_en, where_ko)
# ---------------------------------------------------------------------------------------------
FILLERS = [("APP_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("REDIS_HOST", "redis.internal"),
           ("FEATURE_NEW_CHECKOUT", "true"), ("TZ", "Asia/Seoul"), ("SENTRY_ENVIRONMENT", "staging"),
           ("NODE_ENV", "production"), ("HTTP_TIMEOUT_MS", "5000"), ("WORKERS", "4"), ("REGION", "ap-northeast-2"),
           ("DB_HOST", "db-primary.internal"), ("QUEUE_NAME", "jobs-default"), ("CACHE_TTL", "300"),
           ("RUST_LOG", "warn"), ("SPRING_PROFILES_ACTIVE", "prod"), ("MAX_RETRIES", "3"), ("DEBUG", "false")]


def with_fillers(pairs, lo=0, hi=3):
    k = R.randint(lo, hi)
    fill_ = [(a, b, False) for a, b in R.sample(FILLERS, k)]
    out = list(pairs)
    for f in fill_:
        out.insert(R.randint(0, len(out)), f)
    return out


def needs_quote(v):
    return not re.fullmatch(r"[A-Za-z0-9_./+=:@-]+", v)


def sect(env):
    t = env.lower().split("_")
    return t[0], ("_".join(t[1:]) or t[0])


def camel(s):
    t = s.lower().split("_")
    return t[0] + "".join(cap(x) for x in t[1:])


def kebab(s):
    return s.lower().replace("_", "-")


def c_dotenv(p):
    lines = []
    for k, v, _ in p:
        lines.append("%s=%s" % (k, ('"%s"' % v) if (needs_quote(v) or chance(0.2)) else v))
    if chance(0.4):
        lines.insert(0, "# " + pick(["staging", "prod", "local", "copied from 1Password", "do not commit"]))
    f = pick([".env", ".env.production", ".env.staging", "deploy/.env", ".env.local"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_export(p):
    lines = ["export %s='%s'" % (k, v) for k, v, _ in p]
    f = pick(["~/.bashrc on the bastion", "the deploy script", "~/.zshrc", "scripts/env.sh"])
    fk = {"~/.bashrc on the bastion": "배스천의 ~/.bashrc", "the deploy script": "배포 스크립트",
          "~/.zshrc": "~/.zshrc", "scripts/env.sh": "scripts/env.sh"}[f]
    return "\n".join(lines), f, fk


def c_inline(p):
    parts = []
    for k, v, _ in p:
        parts.append("%s=%s" % (k, ("'%s'" % v) if needs_quote(v) else v))
    cmd = pick(["./scripts/deploy.sh staging", "npm run migrate", "python manage.py sync_orders", "make release",
                "go run ./cmd/worker", "bundle exec rake jobs:work", "pnpm test:e2e"])
    return "$ " + " ".join(parts) + " " + cmd, "the command line", "실행 커맨드"


def c_yaml(p, top=None):
    top = top or pick(["app", "integrations", "secrets", "services", "config"])
    lines = [top + ":"]
    cur = None
    for k, v, _ in p:
        s, sub = sect(k)
        if s != cur:
            lines.append("  %s:" % s)
            cur = s
        lines.append("    %s: %s" % (sub, ('"%s"' % v) if (needs_quote(v) or chance(0.3)) else v))
    f = pick(["config/app.yaml", "config/production.yml", "settings.yaml", "conf/secrets.yml"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_json(p):
    d = {}
    for k, v, _ in p:
        s, sub = sect(k)
        d.setdefault(s, {})[camel(sub)] = v
    ind = pick([2, 4, None])
    f = pick(["appsettings.Production.json", "config/default.json", "secrets.json", "local.settings.json"])
    return json.dumps(d, indent=ind, ensure_ascii=False), "`%s`" % f, "`%s`" % f


def c_toml(p):
    lines = []
    cur = None
    for k, v, _ in p:
        s, sub = sect(k)
        if s != cur:
            if lines:
                lines.append("")
            lines.append("[%s]" % s)
            cur = s
        lines.append('%s = "%s"' % (sub, v))
    f = pick(["config.toml", "Settings.toml", ".streamlit/secrets.toml", "netlify.toml"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_ini(p):
    lines = []
    cur = None
    for k, v, _ in p:
        s, sub = sect(k)
        if s != cur:
            lines.append("[%s]" % s)
            cur = s
        lines.append("%s = %s" % (sub, v))
    f = pick(["settings.ini", "app.cfg", "setup.cfg", "config.ini"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_properties(p):
    lines = ["%s=%s" % (k.lower().replace("_", "."), v) for k, v, _ in p]
    f = pick(["application-prod.properties", "gradle.properties", "src/main/resources/application.properties"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_xml(p):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (camel(k)[:1].upper() + camel(k)[1:], v)
                                 for k, v, _ in p] + ["</appSettings>"]
    return "\n".join(lines), "`Web.config`", "`Web.config`"


def c_k8s_secret(p):
    name = pick(["app-secrets", "api-credentials", "worker-env", "payments-secrets"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name,
             "  namespace: " + pick(["prod", "staging", "default", "payments"]), "type: Opaque", "stringData:"]
    lines += ['  %s: "%s"' % (k, v) for k, v, _ in p]
    return "\n".join(lines), "the `%s` Secret manifest" % name, "`%s` Secret 매니페스트" % name


def c_k8s_env(p):
    lines = ["      containers:", "        - name: " + pick(["api", "worker", "web", "cron"]),
             "          image: ghcr.io/acme/app:" + pick(["1.42.0", "2.3.1", "sha-" + hexs(7)]), "          env:"]
    for k, v, _ in p:
        lines += ["            - name: " + k, '              value: "%s"' % v]
    return "\n".join(lines), "`deploy/deployment.yaml`", "`deploy/deployment.yaml`"


def c_compose(p):
    svc = pick(["api", "worker", "app", "backend"])
    lines = ["services:", "  %s:" % svc, "    image: acme/%s:latest" % svc, "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, _ in p]
    else:
        lines += ['      %s: "%s"' % (k, v) for k, v, _ in p]
    return "\n".join(lines), "`docker-compose.yml`", "`docker-compose.yml`"


def c_dockerfile(p):
    lines = ["FROM " + pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, ('"%s"' % v) if needs_quote(v) else v) for k, v, _ in p]
    lines += [pick(["COPY . /app", "WORKDIR /app", "RUN pip install -r requirements.txt"])]
    return "\n".join(lines), "the `Dockerfile`", "`Dockerfile`"


def c_gha(p):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ['      %s: "%s"' % (k, v) for k, v, _ in p]
    lines += ["    steps:", "      - uses: actions/checkout@v4"]
    return "\n".join(lines), "`.github/workflows/deploy.yml`", "`.github/workflows/deploy.yml`"


def c_gitlab(p):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v, _ in p]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./ci/deploy.sh"]
    return "\n".join(lines), "`.gitlab-ci.yml`", "`.gitlab-ci.yml`"


def c_tfvars(p):
    lines = ['%s = "%s"' % (k.lower(), v) for k, v, _ in p]
    return "\n".join(lines), "`terraform.tfvars`", "`terraform.tfvars`"


def c_tf_var(p):
    out = []
    for k, v, _ in p:
        out += ['variable "%s" {' % k.lower(), '  type    = string', '  default = "%s"' % v, "}"]
    return "\n".join(out), "`variables.tf`", "`variables.tf`"


def c_helm(p):
    lines = ["env:"] + ['  %s: "%s"' % (camel(k), v) for k, v, _ in p]
    return "\n".join(lines), "`values-prod.yaml` (Helm)", "Helm `values-prod.yaml`"


def c_ansible(p):
    lines = ["---"] + ['%s: "%s"' % (k.lower(), v) for k, v, _ in p]
    return "\n".join(lines), "`group_vars/prod.yml`", "`group_vars/prod.yml`"


def c_systemd(p):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, _ in p] + \
        ["ExecStart=/opt/app/bin/server"]
    return "\n".join(lines), "the systemd unit override", "systemd 유닛 override"


def c_jenkins(p):
    lines = ["pipeline {", "  agent any", "  environment {"] + \
        ["    %s = '%s'" % (k, v) for k, v, _ in p] + ["  }", "  stages { stage('Deploy') { steps { sh './deploy.sh' } } }",
                                                   "}"]
    return "\n".join(lines), "the `Jenkinsfile`", "`Jenkinsfile`"


def c_launch(p):
    d = {"version": "0.2.0", "configurations": [{"name": "worker", "type": pick(["node", "debugpy", "go"]),
                                                 "request": "launch", "env": {k: v for k, v, _ in p}}]}
    return json.dumps(d, indent=2), "`.vscode/launch.json`", "`.vscode/launch.json`"


def c_docker_run(p):
    parts = ["docker run --rm"] + ["-e %s=%s" % (k, ("'%s'" % v) if needs_quote(v) else v) for k, v, _ in p]
    parts.append("acme/" + pick(["api", "worker", "etl"]) + ":" + pick(["latest", "1.8.2"]))
    return " \\\n  ".join(parts), "the `docker run` command", "`docker run` 커맨드"


def c_kubectl(p):
    parts = ["kubectl create secret generic " + pick(["app-env", "api-keys", "integrations"]),
             "-n " + pick(["prod", "staging"])]
    parts += ["--from-literal=%s='%s'" % (k, v) for k, v, _ in p]
    return " \\\n  ".join(parts), "the `kubectl create secret` command", "`kubectl create secret` 커맨드"


def c_secret_cli(p):
    tool = pick(["gh secret set {k} --body '{v}'", "fly secrets set {k}='{v}'", "heroku config:set {k}='{v}'",
                 "railway variables --set '{k}={v}'", "vercel env add {k} production <<< '{v}'"])
    lines = ["$ " + tool.format(k=k, v=v) for k, v, _ in p]
    return "\n".join(lines), "the secrets CLI", "시크릿 CLI"


def c_makefile(p):
    lines = ["%s ?= %s" % (k, v) for k, v, _ in p] + ["", "deploy:", "\t./scripts/deploy.sh"]
    return "\n".join(lines), "the `Makefile`", "`Makefile`"


def c_diff(p):
    f = pick([".env.example", "config/settings.py", "deploy/values.yaml", "docker-compose.override.yml"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (R.randint(3, 40), len(p), R.randint(3, 40), len(p))]
    for k, v, sec in p:
        if sec:
            lines.append("-%s=" % k if chance(0.5) else "-%s=<set me>" % k)
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "the diff of `%s`" % f, "`%s` diff" % f


def c_table(p):
    env = pick(["prod", "staging", "dev"])
    lines = ["| env | variable | value |", "|---|---|---|"] + ["| %s | %s | %s |" % (env, k, v) for k, v, _ in p]
    return "\n".join(lines), "the wiki table", "위키 표"


def c_log(p):
    d = {k: v for k, v, _ in p}
    t = ts()
    style = R.randrange(3)
    if style == 0:
        return "%s DEBUG config: loaded env %s" % (t, json.dumps(d)), "the debug log", "디버그 로그"
    if style == 1:
        return "\n".join("%s INFO  settings  %s=%s" % (t, k, v) for k, v, _ in p), "the startup log", "기동 로그"
    return "[%s] dump_env(): %s" % (t, ", ".join("%s=%r" % (k, v) for k, v, _ in p)), "the worker log", "워커 로그"


# --- code -------------------------------------------------------------------------------------
def c_py(p):
    s = R.randrange(3)
    if s == 0:
        lines = ["import os", ""] + ['os.environ["%s"] = "%s"' % (k, v) for k, v, _ in p]
    elif s == 1:
        lines = ['%s = "%s"' % (k, v) for k, v, _ in p]
    else:
        lines = ["settings = {"] + ['    "%s": "%s",' % (k.lower(), v) for k, v, _ in p] + ["}"]
    f = pick(["settings.py", "conftest.py", "scripts/backfill.py", "app/config.py"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_js(p):
    s = R.randrange(2)
    if s == 0:
        lines = ["const %s = '%s';" % (camel(k), v) for k, v, _ in p]
    else:
        lines = ["module.exports = {"] + ["  %s: '%s'," % (camel(k), v) for k, v, _ in p] + ["};"]
    f = pick(["config.js", "src/lib/client.ts", "scripts/seed.mjs", "next.config.js"])
    return "\n".join(lines), "`%s`" % f, "`%s`" % f


def c_go(p):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k), v) for k, v, _ in p] + [")"]
    return "\n".join(lines), "`internal/config/consts.go`", "`internal/config/consts.go`"


def c_java(p):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v, _ in p]
    return "\n".join(lines), "`AppConfig.java`", "`AppConfig.java`"


def c_kotlin(p):
    lines = ['    const val %s = "%s"' % (k, v) for k, v, _ in p]
    return "object Secrets {\n" + "\n".join(lines) + "\n}", "`Secrets.kt`", "`Secrets.kt`"


def c_ruby(p):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v, _ in p]
    return "\n".join(lines), "`config/initializers/env.rb`", "`config/initializers/env.rb`"


def c_php(p):
    lines = ["<?php"] + ["define('%s', '%s');" % (k, v) for k, v, _ in p]
    return "\n".join(lines), "`wp-config.php`", "`wp-config.php`"


def c_csharp(p):
    lines = ['    public const string %s = @"%s";' % (camel(k)[:1].upper() + camel(k)[1:], v) for k, v, _ in p]
    return "\n".join(lines), "`Secrets.cs`", "`Secrets.cs`"


def c_rust(p):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v, _ in p]
    return "\n".join(lines), "`src/config.rs`", "`src/config.rs`"


def c_swift(p):
    lines = ['    static let %s = "%s"' % (camel(k), v) for k, v, _ in p]
    return "enum Keys {\n" + "\n".join(lines) + "\n}", "`Keys.swift`", "`Keys.swift`"


def c_pwsh(p):
    lines = ["$env:%s = '%s'" % (k, v) for k, v, _ in p]
    return "\n".join(lines), "the PowerShell profile", "PowerShell 프로필"


# name, renderer, characters the container cannot hold verbatim, weight
KV_CONTAINERS = [
    ("dotenv", c_dotenv, '"\\\n', 6), ("shell export", c_export, "'\n", 4), ("inline env command", c_inline, "'\n", 2),
    ("YAML", c_yaml, '"\\\n', 4), ("JSON", c_json, '"\\\n', 4), ("TOML", c_toml, '"\\\n', 2), ("INI", c_ini, "\n", 2),
    ("Java properties", c_properties, "\\\n", 2), ("XML appSettings", c_xml, '&<>"\n', 1),
    ("k8s Secret stringData", c_k8s_secret, '"\\\n', 3), ("k8s Deployment env", c_k8s_env, '"\\\n', 2),
    ("docker-compose", c_compose, '"\\\n', 3), ("Dockerfile", c_dockerfile, '"\\\n', 2),
    ("GitHub Actions env", c_gha, '"\\\n', 2), ("GitLab CI variables", c_gitlab, '"\\\n', 2),
    ("terraform.tfvars", c_tfvars, '"\\$\n', 2), ("Terraform variable default", c_tf_var, '"\\$\n', 1),
    ("Helm values", c_helm, '"\\\n', 2), ("Ansible group_vars", c_ansible, '"\\{\n', 1),
    ("systemd Environment", c_systemd, '"\\% \n', 1), ("Jenkinsfile environment", c_jenkins, "'\\$\n", 1),
    ("VS Code launch.json", c_launch, '"\\\n', 1), ("docker run -e", c_docker_run, "'\n", 2),
    ("kubectl --from-literal", c_kubectl, "'\n", 2), ("secrets CLI", c_secret_cli, "'\n", 2),
    ("Makefile", c_makefile, "$#\n ", 1), ("diff", c_diff, "\n", 3), ("markdown table", c_table, "|\n", 2),
    ("log line", c_log, "'\"\\\n", 2),
    ("Python", c_py, '"\\\n', 3), ("JavaScript", c_js, "'\\\n", 3), ("Go", c_go, '"\\\n', 2),
    ("Java", c_java, '"\\\n', 1), ("Kotlin", c_kotlin, '"\\$\n', 1), ("Ruby", c_ruby, "'\\\n", 1),
    ("PHP", c_php, "'\\\n", 1), ("C#", c_csharp, '"\n', 1), ("Rust", c_rust, '"\\\n', 1),
    ("Swift", c_swift, '"\\\n', 1), ("PowerShell", c_pwsh, "'\n", 1),
]


def render_kv(pairs, allow_fillers=True, only=None):
    """choose a compatible container; returns (container_name, snippet, where_en, where_ko)"""
    vals = [v for _, v, _ in pairs]
    opts = [(w, (n, f)) for n, f, forbid, w in KV_CONTAINERS
            if not any(c in v for v in vals for c in forbid) and (only is None or n in only)]
    name, fn = wpick(opts)
    p = with_fillers(pairs) if allow_fillers and chance(0.55) else list(pairs)
    snip, we, wk = fn(p)
    return name, snip, we, wk


# ---------------------------------------------------------------------------------------------
# header / query-parameter containers for a single token
# ---------------------------------------------------------------------------------------------
DEFAULT_URLS = {"algolia": "https://XYZ123ABCD-dsn.algolia.net/1/indexes/products/query",
                "adyen": "https://checkout-test.adyen.com/v71/payments",
                "sendbird": "https://api-app.sendbird.com/v3/users"}


def hdr_line(v, t):
    name, fmt = v["hdr"]
    return name, fmt.format(t=t)


def h_curl(v, t, url):
    name, val = hdr_line(v, t)
    q = pick(['"', "'"])
    verb = pick(["", "-X POST ", "-X GET "])
    return "curl -sS %s-H %s%s: %s%s %s" % (verb, q, name, val, q, url), "a curl command", "curl 커맨드"


def h_http(v, t, url):
    name, val = hdr_line(v, t)
    m = re.match(r"https://([^/]+)(/.*)?", url)
    host, path = m.group(1), m.group(2) or "/"
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: " + host, "%s: %s" % (name, val),
             "Accept: application/json"]
    if chance(0.5):
        lines.insert(2, "User-Agent: " + pick(["acme-sync/2.4.1", "python-requests/2.32.3", "okhttp/4.12.0"]))
    return "\n".join(lines), "the raw HTTP request", "raw HTTP 요청"


def h_httpie(v, t, url):
    name, val = hdr_line(v, t)
    return "http GET %s '%s:%s'" % (url, name, val), "an httpie command", "httpie 커맨드"


def h_requests(v, t, url):
    name, val = hdr_line(v, t)
    return ('resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (url, name, val),
            "the Python client", "Python 클라이언트 코드")


def h_fetch(v, t, url):
    name, val = hdr_line(v, t)
    return ("const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, name, val),
            "the fetch call", "fetch 호출부")


def h_go(v, t, url):
    name, val = hdr_line(v, t)
    return ('req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, name, val),
            "the Go client", "Go 클라이언트")


def h_curlv(v, t, url):
    name, val = hdr_line(v, t)
    m = re.match(r"https://([^/]+)(/.*)?", url)
    lines = ["> GET %s HTTP/2" % (m.group(2) or "/"), "> Host: " + m.group(1), "> user-agent: curl/8.5.0",
             "> %s: %s" % (name.lower() if chance(0.5) else name, val), ">",
             "< HTTP/2 %s" % pick(["401", "403", "200", "429"])]
    return "\n".join(lines), "the `curl -v` output", "`curl -v` 출력"


def h_wget(v, t, url):
    name, val = hdr_line(v, t)
    return "wget --header='%s: %s' -O out.json '%s'" % (name, val, url), "a wget command", "wget 커맨드"


HDR_CONTAINERS = [("curl -H", h_curl, 5), ("raw HTTP request", h_http, 3), ("httpie", h_httpie, 1),
                  ("Python requests", h_requests, 3), ("JS fetch", h_fetch, 2), ("Go net/http", h_go, 1),
                  ("curl -v trace", h_curlv, 2), ("wget --header", h_wget, 1)]


def q_curl(url, qp, t):
    sep = "&" if "?" in url else "?"
    return 'curl "%s%s%s=%s"' % (url, sep, qp, t), "a curl command", "curl 커맨드"


def q_trace(url, qp, t):
    sep = "&" if "?" in url else "?"
    return ("Traceback (most recent call last):\n  File \"jobs/sync.py\", line %d, in fetch\n"
            "    resp.raise_for_status()\nrequests.exceptions.HTTPError: %s Client Error: %s for url: %s%s%s=%s"
            % (R.randint(20, 300), pick(["403", "429", "401"]), pick(["Forbidden", "Too Many Requests", "Unauthorized"]),
               url, sep, qp, t)), "the stack trace", "스택 트레이스"


def q_access(url, qp, t):
    sep = "&" if "?" in url else "?"
    path = re.sub(r"https://[^/]+", "", url)
    return ('%s - - [%s] "GET %s%s%s=%s HTTP/1.1" %s %d' % (priv_ip(), ts(), path, sep, qp, t, pick(["200", "403"]),
                                                           R.randint(200, 9000)),
            "the proxy access log", "프록시 액세스 로그")


QP_CONTAINERS = [("URL query parameter (curl)", q_curl, 3), ("stack trace with URL", q_trace, 2),
                 ("access log", q_access, 2)]


def render_vendor(v, pairs):
    """returns (container_name, snippet, where_en, where_ko) for a vendor credential set"""
    secrets = [val for _, val, s in pairs if s]
    t = secrets[0]
    opts = [(6, "kv")]
    if v["hdr"] and len(secrets) == 1:
        opts.append((5, "hdr"))
    if v["qp"] and len(secrets) == 1:
        opts.append((4, "qp"))
    if v["key"] in SPECIAL:
        opts.append((6, "special"))
    mode = wpick(opts)
    if mode == "hdr":
        url = v["url"] or DEFAULT_URLS.get(v["key"], "https://api.example.com/v1/me")
        name, fn = wpick([(w, (n, f)) for n, f, w in HDR_CONTAINERS])
        return (name,) + fn(v, t, url)
    if mode == "qp":
        name, fn = wpick([(w, (n, f)) for n, f, w in QP_CONTAINERS])
        return (name,) + fn(v["url"], v["qp"], t)
    if mode == "special":
        name, fn = pick(SPECIAL[v["key"]])
        return (name,) + fn(pairs)
    return render_kv(pairs)


# ---------------------------------------------------------------------------------------------
# vendor-specific containers (the file/command each tool really uses)
# ---------------------------------------------------------------------------------------------
def _vals(p):
    return [v for _, v, s in p if s], {k: v for k, v, _ in p}


def sp_aws_creds(p):
    s, d = _vals(p)
    prof = pick(["default", "prod", "deploy", "legacy-batch"])
    lines = ["[%s]" % prof, "aws_access_key_id = " + d["AWS_ACCESS_KEY_ID"],
             "aws_secret_access_key = " + d["AWS_SECRET_ACCESS_KEY"]]
    if "AWS_SESSION_TOKEN" in d:
        lines.append("aws_session_token = " + d["AWS_SESSION_TOKEN"])
    lines.append("region = " + d.get("AWS_DEFAULT_REGION", "ap-northeast-2"))
    return "\n".join(lines), "`~/.aws/credentials`", "`~/.aws/credentials`"


def sp_aws_configure(p):
    s, d = _vals(p)
    lines = ["$ aws configure --profile " + pick(["prod", "ops", "ci"]),
             "AWS Access Key ID [None]: " + d["AWS_ACCESS_KEY_ID"],
             "AWS Secret Access Key [None]: " + d["AWS_SECRET_ACCESS_KEY"],
             "Default region name [None]: " + d.get("AWS_DEFAULT_REGION", "ap-northeast-2"),
             "Default output format [None]: json"]
    return "\n".join(lines), "the `aws configure` session", "`aws configure` 입력 내역"


def sp_boto3(p):
    s, d = _vals(p)
    extra = ',\n    aws_session_token="%s"' % d["AWS_SESSION_TOKEN"] if "AWS_SESSION_TOKEN" in d else ""
    return ('s3 = boto3.client(\n    "s3",\n    aws_access_key_id="%s",\n    aws_secret_access_key="%s"%s,\n)'
            % (d["AWS_ACCESS_KEY_ID"], d["AWS_SECRET_ACCESS_KEY"], extra)), "the boto3 client", "boto3 클라이언트"


def sp_npmrc(p):
    s, _ = _vals(p)
    lines = ["registry=https://registry.npmjs.org/", "//registry.npmjs.org/:_authToken=" + s[0]]
    if chance(0.5):
        lines.insert(0, "@acme:registry=https://registry.npmjs.org/")
    return "\n".join(lines), "`.npmrc`", "`.npmrc`"


def sp_pypirc(p):
    s, _ = _vals(p)
    return ("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = " + s[0],
            "`~/.pypirc`", "`~/.pypirc`")


def sp_twine(p):
    s, _ = _vals(p)
    return "twine upload -u __token__ -p %s dist/*" % s[0], "the twine command", "twine 커맨드"


def sp_docker_login(p):
    s, d = _vals(p)
    return "docker login -u %s -p %s" % (d["DOCKERHUB_USERNAME"], s[0]), "the docker login line", "docker login 명령"


def sp_runner_toml(p):
    s, _ = _vals(p)
    return ('[[runners]]\n  name = "build-%02d"\n  url = "https://gitlab.example.com"\n  token = "%s"\n'
            '  executor = "docker"' % (R.randint(1, 20), s[0])), "`/etc/gitlab-runner/config.toml`", \
        "`/etc/gitlab-runner/config.toml`"


def sp_runner_register(p):
    s, _ = _vals(p)
    return ("gitlab-runner register --non-interactive --url https://gitlab.example.com --token %s "
            "--executor docker --docker-image alpine:3.20" % s[0]), "the runner register command", "러너 등록 커맨드"


def sp_git_url(p):
    s, d = _vals(p)
    user = d.get("DEPLOY_USER") or pick(["x-access-token", "oauth2", pick(NAMES)])
    host = "gitlab.example.com" if "DEPLOY_USER" in d else "github.com"
    return ("git clone https://%s:%s@%s/acme/%s.git" % (user, s[0], host, pick(["infra", "billing", "mobile-app"])),
            "the clone URL", "clone URL")


def sp_git_credentials(p):
    s, _ = _vals(p)
    return "https://%s:%s@github.com" % (pick(NAMES), s[0]), "`~/.git-credentials`", "`~/.git-credentials`"


def sp_telegram(p):
    s, _ = _vals(p)
    return ("curl -s https://api.telegram.org/bot%s/%s" % (s[0], pick(["getUpdates", "getMe", "sendMessage?chat_id=-100"
                                                                       + digits(10) + "&text=deploy%20done"])),
            "the Bot API URL", "Bot API URL")


def sp_whsec(p):
    s, _ = _vals(p)
    return ('event = stripe.Webhook.construct_event(\n    payload, request.headers["Stripe-Signature"], "%s"\n)'
            % s[0]), "the webhook handler", "웹훅 핸들러"


def sp_twilio(p):
    s, d = _vals(p)
    if "TWILIO_ACCOUNT_SID" in d:
        sid = d["TWILIO_ACCOUNT_SID"]
        return ("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  -u %s:%s \\\n"
                "  --data-urlencode 'To=+8210%s' --data-urlencode 'Body=test'" % (sid, sid, s[0], digits(8, False)),
                "the Twilio curl", "Twilio curl")
    return ("client = Client(\"%s\", \"%s\", account_sid=\"AC%s\")" % (d["TWILIO_API_KEY_SID"], d["TWILIO_API_SECRET"],
                                                                     hexs(32)),
            "the Twilio client", "Twilio 클라이언트 코드")


def sp_mailgun(p):
    s, _ = _vals(p)
    return ("curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.acme.io/messages -F from=noreply@acme.io "
            "-F to=ops@acme.io -F subject=test" % s[0]), "the Mailgun curl", "Mailgun curl"


def sp_azure_conn(p):
    s, d = _vals(p)
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (d["AZURE_STORAGE_ACCOUNT"], s[0])), "the storage connection string", "스토리지 연결 문자열"


def sp_tailscale(p):
    s, _ = _vals(p)
    return "sudo tailscale up --authkey=%s --advertise-tags=tag:ci --ssh" % s[0], "the node bootstrap", \
        "노드 부트스트랩 스크립트"


def sp_age(p):
    s, _ = _vals(p)
    return ("# created: %s\n# public key: age1%s\n%s" % (ts()[:19] + "+09:00", rs(BECH32, 58), s[0]),
            "`~/.config/sops/age/keys.txt`", "`~/.config/sops/age/keys.txt`")


def sp_vault_login(p):
    s, _ = _vals(p)
    return "$ vault login %s\nSuccess! You are now authenticated." % s[0], "the vault login output", "vault login 출력"


def sp_wechat(p):
    s, d = _vals(p)
    return ("GET https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s"
            % (d["WECHAT_APPID"], s[0])), "the token request", "토큰 요청"


def sp_naver(p):
    s, d = _vals(p)
    return ('curl "https://openapi.naver.com/v1/search/blog.json?query=%s" \\\n  -H "X-Naver-Client-Id: %s" \\\n'
            '  -H "X-Naver-Client-Secret: %s"' % (quote("판교 맛집"), d["NAVER_CLIENT_ID"], s[0])), \
        "the search API curl", "검색 API curl"


def sp_rubygems(p):
    s, _ = _vals(p)
    return ("GEM_HOST_API_KEY=%s gem push acme-core-%d.%d.0.gem" % (s[0], R.randint(1, 4), R.randint(0, 12)),
            "the release command", "릴리스 커맨드")


def sp_nuget(p):
    s, _ = _vals(p)
    return ("dotnet nuget push bin/Release/Acme.Core.%d.%d.0.nupkg -k %s -s https://api.nuget.org/v3/index.json"
            % (R.randint(1, 9), R.randint(0, 20), s[0])), "the push command", "push 커맨드"


def sp_supabase(p):
    s, d = _vals(p)
    return ("const supabase = createClient(\n  '%s',\n  '%s'\n)" % (d["SUPABASE_URL"], s[0]),
            "`lib/supabaseAdmin.ts`", "`lib/supabaseAdmin.ts`")


def sp_pscale(p):
    s, d = _vals(p)
    return ("DATABASE_URL=mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict"
            % (d["DATABASE_USERNAME"], s[0], pick(["orders", "app", "billing"]))), "`.env`", "`.env`"


def sp_feishu(p):
    s, d = _vals(p)
    return ("POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal\n"
            + json.dumps({"app_id": d["FEISHU_APP_ID"], "app_secret": s[0]})), "the token request", "토큰 요청"


def sp_basic_pair(p):
    s, d = _vals(p)
    url = "https://api.mailjet.com/v3/REST/contact" if "MJ_APIKEY_PUBLIC" in d else "https://rest.nexmo.com/account/get-balance"
    return "curl -s -u %s:%s %s" % (s[0], s[1], url), \
        "the curl command", "curl 커맨드"


def sp_toss_basic(p):
    s, _ = _vals(p)
    blob = b64of(s[0] + ":")
    p.append(("__extra_secret__", blob, True))
    return ('curl https://api.tosspayments.com/v1/payments/confirm \\\n  -H "Authorization: Basic %s" \\\n'
            '  -H "Content-Type: application/json" \\\n  -d \'{"paymentKey":"tgen_%s","orderId":"ORD-%s","amount":%d}\''
            % (blob, rs(AN, 20), digits(8), R.randint(1, 99) * 1000)), "the confirm call", "결제 승인 호출"


def sp_datagokr(p):
    s, _ = _vals(p)
    enc = quote(s[0], safe="")
    p.append(("__extra_secret__", enc, True))
    return ("curl 'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s"
            "&numOfRows=10&pageNo=1&dataType=JSON&base_date=%s&base_time=0500&nx=55&ny=127'"
            % (enc, date().replace("-", ""))), "the API call (encoding key)", "API 호출(인코딩 키)"


def sp_ncp_sign(p):
    s, _ = _vals(p)
    return ('ACCESS_KEY = "%s"\nSECRET_KEY = "%s"\n\nmsg = f"{method} {uri}\\n{timestamp}\\n{ACCESS_KEY}"\n'
            'sig = base64.b64encode(hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).digest())'
            % (s[0], s[1])), "the signing helper", "서명 헬퍼 코드"


SPECIAL = {
    "aws-keypair": [("~/.aws/credentials", sp_aws_creds), ("aws configure transcript", sp_aws_configure),
                    ("boto3 code", sp_boto3)],
    "aws-sts": [("~/.aws/credentials", sp_aws_creds), ("boto3 code", sp_boto3)],
    "npm": [(".npmrc", sp_npmrc)], "pypi": [(".pypirc", sp_pypirc), ("twine command", sp_twine)],
    "dockerhub": [("docker login -p", sp_docker_login)],
    "gitlab-runner": [("runner config.toml", sp_runner_toml), ("gitlab-runner register", sp_runner_register)],
    "gitlab-deploy": [("git clone URL with token", sp_git_url)],
    "github-classic": [("git clone URL with token", sp_git_url), (".git-credentials", sp_git_credentials)],
    "github-fine": [("git clone URL with token", sp_git_url)],
    "telegram": [("Bot API URL", sp_telegram)], "stripe-whsec": [("webhook handler code", sp_whsec)],
    "twilio": [("curl -u", sp_twilio)], "twilio-apikey": [("Python client", sp_twilio)],
    "mailgun": [("curl --user", sp_mailgun)], "azure-storage": [("storage connection string", sp_azure_conn)],
    "tailscale": [("tailscale up --authkey", sp_tailscale)], "age": [("age keys.txt", sp_age)],
    "vault": [("vault login", sp_vault_login)], "wechat": [("token URL", sp_wechat)],
    "naver-dev": [("curl with client secret header", sp_naver)], "rubygems": [("gem push with env var", sp_rubygems)],
    "nuget": [("dotnet nuget push -k", sp_nuget)], "supabase": [("createClient code", sp_supabase)],
    "planetscale": [("mysql URL", sp_pscale)], "feishu": [("token request body", sp_feishu)],
    "mailjet": [("curl -u key:secret", sp_basic_pair)], "vonage": [("curl -u key:secret", sp_basic_pair)],
    "toss": [("Basic auth header (secret key + colon)", sp_toss_basic)],
    "datagokr": [("percent-encoded serviceKey URL", sp_datagokr)], "ncp": [("HMAC signing code", sp_ncp_sign)],
}

# ---------------------------------------------------------------------------------------------
# per-domain task / error phrases
# ---------------------------------------------------------------------------------------------
DOM = {
    "pay": (["wiring refunds into the billing service", "replaying failed payment webhooks",
             "moving checkout to the new payments SDK", "reconciling yesterday's settlements"],
            ["결제 서비스에 환불 API를 붙이는 작업", "실패한 결제 웹훅을 재처리하는 작업", "체크아웃을 새 결제 SDK로 옮기는 작업",
             "어제 정산 내역을 대사하는 작업"],
            ["401 invalid_api_key", "403 from the payments API", "`authentication_required`", "signature mismatch"]),
    "llm": (["adding the summarization endpoint", "switching the eval harness to a new model provider",
             "debugging the nightly embedding job", "setting up the translation batch"],
            ["요약 엔드포인트를 추가하는 작업", "평가 하네스를 새 모델 공급자로 바꾸는 작업", "야간 임베딩 배치를 디버깅하는 작업",
             "번역 배치를 세팅하는 작업"],
            ["401 Incorrect API key provided", "`invalid x-api-key`", "429 quota exceeded", "403 from the model API"]),
    "vcs": (["mirroring the repo to the backup org", "fixing the release script that pushes tags",
             "cloning private submodules in CI", "scripting the branch-protection audit"],
            ["저장소를 백업 조직으로 미러링하는 작업", "태그를 푸시하는 릴리스 스크립트 수정", "CI에서 private 서브모듈을 받는 작업",
             "브랜치 보호 규칙 점검 스크립트 작성"],
            ["`Bad credentials`", "remote: Permission denied", "`HTTP 401` on git fetch", "403 Resource not accessible"]),
    "ci": (["moving the pipeline to the new runners", "fixing the flaky deploy stage", "adding a preview-deploy job",
            "bootstrapping infra for the new region"],
           ["파이프라인을 새 러너로 옮기는 작업", "불안정한 배포 스테이지 수정", "프리뷰 배포 잡 추가", "신규 리전 인프라 부트스트랩"],
           ["`unauthorized`", "401 from the CI API", "token expired", "`invalid token`"]),
    "chat": (["hooking deploy alerts into the team channel", "fixing the on-call notification bot",
              "sending order-status messages to customers", "building the standup reminder bot"],
             ["배포 알림을 팀 채널에 연결하는 작업", "온콜 알림 봇 수정", "고객에게 주문 상태 메시지를 보내는 작업",
              "스탠드업 리마인더 봇 만들기"],
             ["`invalid_auth`", "`not_authed`", "401 Unauthorized", "`token_revoked`"]),
    "cloud": (["cleaning up unused buckets", "rotating the backup job to a new account", "migrating DNS records",
               "writing the cost-report script"],
              ["안 쓰는 버킷 정리", "백업 잡을 새 계정으로 옮기는 작업", "DNS 레코드 마이그레이션", "비용 리포트 스크립트 작성"],
              ["`InvalidClientTokenId`", "`SignatureDoesNotMatch`", "`AuthFailure`", "403 AccessDenied"]),
    "mon": (["adding SLO dashboards", "shipping logs from the batch hosts", "muting noisy alerts via the API",
             "uploading source maps in the release job"],
            ["SLO 대시보드 추가", "배치 호스트 로그 수집 설정", "API로 시끄러운 알림 음소거", "릴리스 잡에서 소스맵 업로드"],
            ["403 Forbidden", "`Invalid API key`", "401 from the metrics API", "`auth token invalid`"]),
    "reg": (["publishing the internal package", "pulling private images in the build", "automating the release upload",
             "fixing the package publish step"],
            ["사내 패키지 배포", "빌드에서 private 이미지 pull", "릴리스 업로드 자동화", "패키지 publish 단계 수정"],
            ["`E401 Unable to authenticate`", "`denied: requested access to the resource is denied`",
             "403 Invalid or non-existent authentication information", "`unauthorized: incorrect username or password`"]),
    "mail": (["switching transactional mail providers", "fixing password-reset emails", "sending the monthly invoice mail",
              "debugging bounced newsletters"],
             ["트랜잭션 메일 공급자 교체", "비밀번호 재설정 메일 수정", "월간 인보이스 메일 발송", "반송된 뉴스레터 디버깅"],
             ["401 Unauthorized", "`The provided authorization grant is invalid`", "403 Forbidden", "`Invalid API key`"]),
    "sms": (["sending OTP texts from the new backend", "migrating SMS notifications", "adding KakaoTalk/SMS fallback",
             "testing the 2FA SMS flow"],
            ["새 백엔드에서 OTP 문자 발송", "SMS 알림 마이그레이션", "알림톡/문자 대체 발송 추가", "2FA 문자 흐름 테스트"],
            ["401 Authenticate", "`Invalid API Key`", "signature invalid", "`20003 Authentication Error`"]),
    "prod": (["syncing tickets into the roadmap board", "exporting docs for the migration", "automating the weekly report",
              "building the search sync job"],
             ["티켓을 로드맵 보드에 동기화", "마이그레이션용 문서 내보내기", "주간 리포트 자동화", "검색 동기화 잡 구축"],
             ["401 unauthorized", "`invalid_token`", "403 Forbidden", "`API token is invalid`"]),
    "maps": (["adding address search to signup", "geocoding the store list", "drawing delivery zones",
              "fixing the distance calculation"],
             ["회원가입에 주소 검색 추가", "매장 목록 지오코딩", "배달 권역 그리기", "거리 계산 버그 수정"],
             ["`REQUEST_DENIED`", "401 from the local API", "`API key not valid`", "403 Forbidden"]),
    "db": (["running the data backfill", "connecting the analytics notebook", "fixing the migration job",
            "setting up the read replica"],
           ["데이터 백필 실행", "분석 노트북 연결", "마이그레이션 잡 수정", "리드 레플리카 설정"],
           ["`password authentication failed`", "`Access denied for user`", "401 Invalid token", "`JWT expired`"]),
    "crypto": (["decrypting the SOPS files locally", "re-keying the secrets repo", "setting up SOPS in CI",
                "onboarding a new laptop"],
               ["로컬에서 SOPS 파일 복호화", "시크릿 저장소 키 교체", "CI에 SOPS 설정", "새 노트북 세팅"],
               ["`no identity matched any of the recipients`", "`failed to decrypt`", "`MAC mismatch`",
                "`Error getting data key`"]),
    "net": (["joining the CI runners to the tailnet", "setting up the bastion replacement", "fixing VPN for the build farm",
             "adding the staging subnet router"],
            ["CI 러너를 tailnet에 붙이는 작업", "배스천 대체 장비 설정", "빌드 팜 VPN 수정", "스테이징 서브넷 라우터 추가"],
            ["`invalid key: unable to validate API key`", "`auth key expired`", "`not authorized`", "`node not approved`"]),
}


# ---------------------------------------------------------------------------------------------
# items: everything a frame needs to write a note around a snippet
# ---------------------------------------------------------------------------------------------
def item(cat, container, snippet, secrets, label_en, label_ko, where_en, where_ko, dom="db", primary="auto",
         vendor_name=None, **kw):
    d = dict(cat=cat, container=container, snippet=snippet, secrets=list(secrets), label_en=label_en,
             label_ko=label_ko, where_en=where_en, where_ko=where_ko, dom=dom,
             primary=(secrets[0] if len(secrets) == 1 else None) if primary == "auto" else primary, vendor=vendor_name,
             ctx_en=[], ctx_ko=[], fact_en=[], fact_ko=[], q_en=[], q_ko=[])
    d.update(kw)
    return d


# services that have passwords: key, en, ko, env var, user, host, port, url scheme
SERVICES = [
    ("postgres", "Postgres", "Postgres", "POSTGRES_PASSWORD", "app", "pg-main.internal", 5432, "postgresql"),
    ("mysql", "MySQL", "MySQL", "MYSQL_ROOT_PASSWORD", "root", "mysql-01.internal", 3306, "mysql"),
    ("mariadb", "MariaDB", "MariaDB", "MARIADB_PASSWORD", "wp", "db.wp.internal", 3306, "mysql"),
    ("redis", "Redis", "Redis", "REDIS_PASSWORD", "default", "redis-cache.internal", 6379, "redis"),
    ("rabbitmq", "RabbitMQ", "RabbitMQ", "RABBITMQ_DEFAULT_PASS", "orders", "mq.internal", 5672, "amqp"),
    ("mongodb", "MongoDB", "MongoDB", "MONGO_INITDB_ROOT_PASSWORD", "admin", "cluster0.x1y2z.mongodb.net", 27017,
     "mongodb+srv"),
    ("elastic", "Elasticsearch", "Elasticsearch", "ELASTIC_PASSWORD", "elastic", "es.internal", 9200, "https"),
    ("smtp", "SMTP relay", "SMTP 릴레이", "SMTP_PASSWORD", "noreply@acme.io", "smtp.gmail.com", 587, "smtp"),
    ("ldap", "LDAP bind account", "LDAP 바인드 계정", "LDAP_BIND_PASSWORD", "cn=svc-gitlab,ou=svc,dc=acme,dc=io",
     "ldap.acme.io", 636, "ldaps"),
    ("grafana", "Grafana admin", "Grafana admin", "GF_SECURITY_ADMIN_PASSWORD", "admin", "grafana.internal", 3000,
     "https"),
    ("jenkins", "Jenkins admin", "Jenkins admin", "JENKINS_ADMIN_PASSWORD", "admin", "ci.acme.io", 8080, "https"),
    ("keycloak", "Keycloak admin", "Keycloak admin", "KEYCLOAK_ADMIN_PASSWORD", "kcadmin", "sso.acme.io", 8443,
     "https"),
    ("minio", "MinIO root", "MinIO root", "MINIO_ROOT_PASSWORD", "minioadmin", "minio.internal", 9000, "https"),
    ("harbor", "Harbor admin", "Harbor admin", "HARBOR_ADMIN_PASSWORD", "admin", "harbor.acme.io", 443, "https"),
    ("airflow", "Airflow admin", "Airflow admin", "AIRFLOW_ADMIN_PASSWORD", "airflow", "airflow.internal", 8080,
     "https"),
    ("mssql", "SQL Server sa", "SQL Server sa", "MSSQL_SA_PASSWORD", "sa", "sql01.corp.local", 1433, "mssql"),
    ("clickhouse", "ClickHouse", "ClickHouse", "CLICKHOUSE_PASSWORD", "analytics", "ch.internal", 8123, "https"),
    ("kafka", "Kafka SASL user", "Kafka SASL 계정", "KAFKA_SASL_PASSWORD", "svc-orders", "kafka-1.internal", 9093,
     "kafka"),
    ("nas", "Synology NAS admin", "시놀로지 NAS 관리자", "NAS_PASSWORD", "nasadmin", "nas.office.lan", 5001, "https"),
    ("vcenter", "vCenter", "vCenter", "VSPHERE_PASSWORD", "administrator@vsphere.local", "vcsa.corp.local", 443,
     "https"),
    ("ftp", "partner SFTP", "파트너사 SFTP", "SFTP_PASSWORD", "acme_upload", "sftp.partner.co.kr", 22, "sftp"),
    ("wordpress", "WordPress admin", "워드프레스 관리자", "WP_ADMIN_PASSWORD", "wpadmin", "blog.acme.io", 443, "https"),
]
PERSONAL = [("VPN login", "VPN 로그인"), ("company SSO", "회사 SSO"), ("Jira account", "Jira 계정"),
            ("laptop login", "노트북 로그인"), ("AWS console (IAM user)", "AWS 콘솔(IAM 사용자)"),
            ("router admin page", "공유기 관리자 페이지"), ("test account on staging", "스테이징 테스트 계정"),
            ("Apple ID for the build Mac", "빌드용 맥의 Apple ID"), ("shared Google Workspace admin", "공용 구글 워크스페이스 관리자"),
            ("printer web UI", "프린터 웹 UI"), ("Windows jump host", "윈도우 점프 호스트"), ("GitHub account", "GitHub 계정")]


def svc_pick():
    return pick(SERVICES)


def r_password_config(lang):
    s = svc_pick()
    key, en, ko, env, user, host, port, scheme = s
    style = None if chance(0.6) else pick(["korean-keyboard", "hangul", "passphrase", "punctuation-heavy", "human"])
    mode = R.randrange(4)
    if mode <= 1:
        st, pw = password(style, forbid="'\"\\`$\n|&<>", ascii_only=False)
        pairs = [(env.replace("PASSWORD", "USER").replace("_PASS", "_USER"), user, False), (env, pw, True)]
        if env.endswith("ROOT_PASSWORD") or env == "GF_SECURITY_ADMIN_PASSWORD":
            pairs = [(env, pw, True)]
        cname, snip, we, wk = render_kv(pairs)
        return item("password: %s (%s) in %s" % (en, st, cname), cname, snip, [pw], "the %s password" % en,
                    "%s 비밀번호" % ko, we, wk, "db", svc=key)
    st, pw = password(style, forbid="`\n|")
    if mode == 2:
        who = pick(NAMES)
        kwho = pick(KO_PEOPLE)
        en_forms = [
            ["[%s] %s: %s login is %s / %s" % (hhmm(), who, en, user, pw), "[%s] %s: pls don't paste it anywhere" % (
                hhmm(), who)],
            ["%s (DM, %s): try `%s` for %s, I reset it this morning" % (who, hhmm(), pw, user)]]
        ko_forms = [["[%s] %s: %s 계정 %s 비번은 %s 입니다" % (hhmm(), kwho, en, user, pw), "[%s] me: 감사합니다!" % hhmm()],
                    ["%s (DM, %s): %s 비번 초기화했어요. %s 로 들어가시면 됩니다" % (kwho, hhmm(), en, pw)]]
        lines = pick(en_forms if lang == "en" else ko_forms + en_forms[:1])
        return item("password: %s (%s) in chat message" % (en, st), "chat message", "\n".join(lines), [pw],
                    "the %s password" % en, "%s 비밀번호" % ko, "a Slack DM", "슬랙 DM", "db", svc=key)
    block = pick(["host: {h}\nuser: {u}\npassword: {p}", "{h}\n  login:    {u}\n  password: {p}",
                  "| system | user | password |\n|---|---|---|\n| {n} | {u} | {p} |",
                  "URL: https://{h}:{port}/\nID: {u}\nPW: {p}"])
    snip = block.format(h=host, u=user, p=pw, n=en, port=port)
    return item("password: %s (%s) in credential block" % (en, st), "credential block", snip, [pw],
                "the %s password" % en, "%s 비밀번호" % ko, "the handover doc", "인수인계 문서", "db", svc=key)


def r_password_personal(lang):
    en, ko = pick(PERSONAL)
    st, pw = password(pick(["human", "human", "korean-keyboard", "hangul", "passphrase", "punctuation-heavy"]),
                      forbid="`\n")
    who = pick(NAMES)
    form = pick([0, 1, 3] if lang == "en" else [0, 2, 2, 3])
    if form == 0:
        snip = "%s: %s" % (pick(["pw", "password", "passwd", "PW"] + (["비번"] if lang == "ko" else [])), pw)
    elif form == 1:
        snip = "[%s] %s: my %s password is %s, go ahead and log in as me" % (hhmm(), who, en, pw)
    elif form == 2:
        snip = "[%s] %s: %s 비밀번호 %s 이걸로 들어가보세요" % (hhmm(), pick(KO_PEOPLE), ko, pw)
    else:
        snip = "id: %s\npw: %s" % (pick(NAMES) + pick(["", ".kim", ".lee", "@acme.io"]), pw)
    return item("password: personal %s (%s)" % (en, st), "prose/chat", snip, [pw], "the %s password" % en,
                "%s 비밀번호" % ko, "the user's message", "사용자 메시지", "cloud")


def _shq(pw):
    """shell-quote a password for display; returns the quoted text (password stays verbatim inside)"""
    if re.fullmatch(r"[A-Za-z0-9_.@%+=:,/-]+", pw):
        return pw
    return "'%s'" % pw


CMD_TEMPLATES = [
    # (name, service keys that fit or None, template, forbid)
    ("mysql -p attached password", ["mysql", "mariadb"], "mysql -u{u} -p{q} -h {h} {db}", "'\n"),
    ("mysql --password=", ["mysql", "mariadb"], "mysqldump -u {u} --password={q} -h {h} {db} > dump.sql", "'\n"),
    ("PGPASSWORD env prefix", ["postgres"], "PGPASSWORD={q} psql -h {h} -U {u} -d {db} -c '\\dt'", "'\n"),
    ("psql libpq keyword string", ["postgres"], 'psql "host={h} port={port} user={u} password={p} dbname={db}"',
     "\"' \\\n"),
    ("sshpass -p", None, "sshpass -p {q} ssh -o StrictHostKeyChecking=no {u}@{h}", "'\n"),
    ("redis-cli -a", ["redis"], "redis-cli -h {h} -p {port} -a {q} --no-auth-warning INFO replication", "'\n"),
    ("curl -u user:pass", None, "curl -u {u}:{q} https://{h}/api/health", "'\n"),
    ("htpasswd -b positional", None, "htpasswd -b -c /etc/nginx/.htpasswd {u} {q}", "'\n"),
    ("docker login -p", ["harbor"], "docker login {h} -u {u} -p {q}", "'\n"),
    ("mongosh --password", ["mongodb"], "mongosh \"mongodb+srv://{h}/{db}\" --username {u} --password {q}",
     "'\n"),
    ("smbclient -U user%pass", ["nas"], "smbclient //{h}/backup -U {u}%{p}", "' \"\\\n$`!;&|<>()*?"),
    ("net use positional password", ["nas"], "net use Z: \\\\{h}\\share {p} /user:CORP\\{u}", "\" \n"),
    ("rabbitmqctl add_user positional", ["rabbitmq"], "rabbitmqctl add_user {u} {q} && rabbitmqctl set_user_tags {u} "
                                                      "monitoring", "'\n"),
    ("ldapsearch -w", ["ldap"], 'ldapsearch -x -H ldaps://{h} -D "{u}" -w {q} -b "dc=acme,dc=io" "(uid=jdoe)"',
     "'\n"),
    ("wget --password=", ["ftp", "nas"], "wget --user={u} --password={q} https://{h}/exports/latest.csv", "'\n"),
    ("openssl -passout pass:", None, "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 "
                                     "-passout pass:{p}", "'\" \n\\$`!;&|<>()*?#"),
    ("7z -p attached", None, "7z a -p{q} -mhe=on backup-{d}.7z ./exports", "'\n"),
    ("zip -P", None, "zip -r -P {q} handover.zip ./docs", "'\n"),
    ("sqlcmd -P", ["mssql"], "sqlcmd -S {h},{port} -U {u} -P {q} -Q \"SELECT @@VERSION\"", "'\n"),
    ("keytool -storepass", None, "keytool -importcert -alias partner -file partner.crt -keystore truststore.jks "
                                 "-storepass {q} -noprompt", "'\n"),
    ("sudo -S via echo", None, "echo {q} | sudo -S systemctl restart nginx", "'\n"),
    ("SQL ALTER USER PASSWORD", ["postgres"], "psql -h {h} -U postgres -c \"ALTER USER {u} WITH PASSWORD '{p}';\"",
     "'\"\\\n$`"),
    ("SQL CREATE USER IDENTIFIED BY", ["mysql", "mariadb"], "CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\n"
                                                            "GRANT SELECT ON {db}.* TO '{u}'@'%';", "'\\\n"),
    ("chpasswd user:pass", None, "echo '{u}:{p}' | sudo chpasswd", "'\n:"),
    ("ipmitool -P", None, "ipmitool -I lanplus -H {h} -U ADMIN -P {q} chassis power status", "'\n"),
    ("expect send", None, 'spawn ssh {u}@{h}\nexpect "password:"\nsend "{p}\\r"\ninteract', "\"\\\n$[]{}"),
    ("kafka JAAS config", ["kafka"], 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule '
                                     'required username="{u}" password="{p}";', "\"\\\n"),
    ("git clone user:pass URL", None, "git clone https://{u}:{enc}@{h}/scm/ops/deploy-scripts.git", "\n"),
    ("lftp -u user,pass", ["ftp"], "lftp -u {u},{q} sftp://{h} -e 'mirror --reverse ./out /inbound; bye'",
     "',\n"),
    ("influx/clickhouse --password", ["clickhouse"], "clickhouse-client --host {h} --user {u} --password {q} "
                                                     "--query 'SELECT count() FROM events'", "'\n"),
]


def r_password_cmd(lang):
    name, fits, tpl, forbid = pick(CMD_TEMPLATES)
    s = pick([x for x in SERVICES if fits is None or x[0] in fits])
    key, en, ko, env, user, host, port, scheme = s
    if "{u}" in tpl and ("@" in user or "=" in user or " " in user) and name not in ("ldapsearch -w",):
        user = pick(["deploy", "ops", "svc_backup", "admin", pick(NAMES)])
    st, pw = password(None, forbid=forbid + "`")
    q = _shq(pw)
    enc = quote(pw, safe="")
    cmd = tpl.format(u=user, q=q, p=pw, h=host, port=port, db=pick(["orders", "app", "billing", "wp"]), d=date(),
                     enc=enc)
    secret = enc if "{enc}" in tpl else pw
    if chance(0.5) and "\n" not in cmd:
        cmd = ("C:\\> " if cmd.startswith("net use") else pick(["$ ", "❯ ", "root@%s:~# " % host.split(".")[0], ""])) + cmd
    return item("password in command: %s (%s)" % (name, st), "shell command", cmd, [secret], "the %s password" % en,
                "%s 비밀번호" % ko, "the command I ran", "실행한 커맨드", "db", svc=key)


def _url_pw(pw):
    enc = quote(pw, safe="")
    return enc


def r_conn_string(lang):
    s = pick([x for x in SERVICES if x[7] in ("postgresql", "mysql", "redis", "amqp", "mongodb+srv", "https", "mssql",
                                               "smtp", "sftp")])
    key, en, ko, env, user, host, port, scheme = s
    if "@" in user or "=" in user:
        user = pick(["app", "svc_reader", "etl", "ops"])
    st, pw = password(None, forbid="\n`")
    enc = _url_pw(pw)
    db = pick(["orders", "app", "billing", "analytics", "0"])
    if scheme == "mssql":
        st, pw = password(None, forbid="\n`;'\"{}=")
        form = pick(["ado", "jdbc"])
        if form == "ado":
            cs = ("Server=tcp:%s,%d;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;"
                  % (host, port, db, user, pw))
        else:
            cs = "jdbc:sqlserver://%s:%d;databaseName=%s;user=%s;password=%s;encrypt=true" % (host, port, db, user, pw)
        sec = pw
        cname = "ADO.NET connection string" if form == "ado" else "JDBC URL"
    else:
        form = R.randrange(4)
        if scheme == "postgresql" and form == 0:
            cs = "jdbc:postgresql://%s:%d/%s?user=%s&password=%s&sslmode=require" % (host, port, db, user, enc)
            cname = "JDBC URL with password param"
        elif scheme == "postgresql" and form == 1:
            cs = "postgresql+psycopg2://%s:%s@%s:%d/%s" % (user, enc, host, port, db)
            cname = "SQLAlchemy URL"
        elif scheme == "redis":
            cs = pick(["redis://:%s@%s:%d/0", "rediss://default:%s@%s:%d"]) % (enc, host, port)
            cname = "redis URL"
        elif scheme == "mongodb+srv":
            cs = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (user, enc, host, db)
            cname = "MongoDB SRV URI"
        elif scheme == "https":
            cs = "https://%s:%s@%s:%d/" % (user, enc, host, port)
            cname = "HTTPS URL with userinfo"
        elif scheme == "smtp":
            cs = "smtps://%s:%s@%s:465" % (quote(user, safe=""), enc, host)
            cname = "SMTP URL"
        elif scheme == "sftp":
            cs = "sftp://%s:%s@%s:%d/inbound/" % (user, enc, host, port)
            cname = "SFTP URL"
        else:
            cs = "%s://%s:%s@%s:%d/%s" % (scheme, user, enc, host, port, db)
            cname = "%s URL" % scheme
        sec = enc
    wrap = R.randrange(5)
    envname = pick(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING", "BROKER_URL", "%s_URL" % key.upper()])
    if wrap == 0:
        snip, we, wk = cs, "the connection string", "연결 문자열"
    elif wrap == 1 and '"' not in cs:
        snip, we, wk = c_dotenv([(envname, cs, True)])
    elif wrap == 2 and '"' not in cs and "\\" not in cs:
        snip, we, wk = c_yaml([(envname, cs, True)])
    elif wrap == 3:
        snip = "%s ERROR %s: could not connect using %s (%s)" % (ts(), pick(["pool", "db.connect", "worker-3"]), cs,
                                                               pick(["timeout after 10s", "connection refused",
                                                                     "SSL SYSCALL error"]))
        we, wk = "the error log", "에러 로그"
    else:
        snip, we, wk = ('engine = create_engine("%s")' % cs if '"' not in cs else "url = '%s'" % cs), "`db.py`", "`db.py`"
    cat = "connection string: %s %s (%s)%s" % (en, cname, st, ", percent-encoded" if sec != pw else "")
    return item(cat, cname, snip, [sec], "the %s password" % en, "%s 비밀번호" % ko, we, wk, "db", svc=key)


def r_vendor(lang, v):
    pairs = v["gen"]()
    cname, snip, we, wk = render_vendor(v, pairs)
    secs = [val for _, val, s in pairs if s]
    task_en, task_ko, errs = DOM[v["dom"]]
    it = item("token: %s [%s] in %s" % (v["en"], v["region"], cname), cname, snip, secs, "the " + v["en"], v["ko"],
              we, wk, v["dom"], vendor_name=v["company"])
    it["env"] = [k for k, _, s in pairs if s][0]
    return it


# --- HTTP auth headers and cookies ------------------------------------------------------------
def _rs256_jwt(big=False):
    now = R.randint(1735000000, 1765000000)
    payload = {"iss": pick(["https://auth.acme.io/", "https://sso.acme.io/realms/prod",
                            "https://login.microsoftonline.com/%s/v2.0" % uuid4()]),
               "sub": pick([uuid4(), "auth0|" + hexs(24), digits(21)]), "aud": pick(["api://orders", "account"]),
               "iat": now, "exp": now + pick([300, 3600, 86400]), "scope": pick(["openid profile email",
                                                                                 "orders:read orders:write"])}
    if big:
        payload["roles"] = R.sample(["admin", "billing", "support", "ops", "reader", "writer", "auditor"], 4)
        payload["groups"] = [uuid4() for _ in range(R.randint(1, 3))]
        payload["sid"] = uuid4()
    h = b64of(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 27)}, separators=(",", ":")), True, False)
    p = b64of(json.dumps(payload, separators=(",", ":")), True, False)
    return h + "." + p + "." + rs(B64U, 342)


def r_header(lang):
    kind = pick(["basic", "basic", "bearer", "apikey", "cookie", "cookie"])
    if kind == "basic":
        user = pick(["admin", "deploy", "ci-bot", pick(NAMES), "api", "partner_acme"])
        st, pw = password(None, forbid="\n:`'\"", ascii_only=True)
        blob = b64of("%s:%s" % (user, pw))
        secs = [blob]
        form = R.randrange(4)
        if form == 0:
            snip = 'curl -H "Authorization: Basic %s" https://%s/api/v1/export' % (blob, pick(["jenkins.acme.io",
                                                                                           "nexus.internal", "partner-api.co.kr"]))
        elif form == 1:
            snip = "GET /service/rest/v1/components?repository=releases HTTP/1.1\nHost: nexus.internal\n" \
                   "Authorization: Basic %s" % blob
        elif form == 2:
            snip = 'location /metrics {\n    proxy_pass http://127.0.0.1:9100;\n    proxy_set_header Authorization ' \
                   '"Basic %s";\n}' % blob
        else:
            snip = "%s DEBUG outgoing headers: {'Authorization': 'Basic %s', 'Accept': 'application/json'}" % (ts(), blob)
        if chance(0.35):
            snip += "\n" + pick(["# decodes to %s:%s", "(= %s:%s base64-encoded)"]) % (user, pw)
            secs.append(pw)
        return item("HTTP Basic auth header (%s password)%s" % (st, " + decoded pair" if len(secs) > 1 else ""),
                    "Basic header", snip, secs, "the Basic auth header value", "Basic 인증 헤더 값", "the request",
                    "요청", "cloud")
    if kind == "bearer":
        tok = _rs256_jwt(big=chance(0.4))
        form = R.randrange(3)
        if form == 0:
            snip = "curl -H 'Authorization: Bearer %s' https://api.acme.io/v2/orders?limit=5" % tok
        elif form == 1:
            snip = "> Authorization: Bearer %s\n< HTTP/1.1 200 OK" % tok
        else:
            snip = "localStorage.getItem('access_token')\n'%s'" % tok
        return item("Bearer JWT access token (%d chars)" % len(tok), "Bearer header", snip, [tok],
                    "the bearer token", "Bearer 토큰", "the browser session", "브라우저 세션", "cloud")
    if kind == "apikey":
        tok = pick(["key_live_", "ak_", "", "api_", "prod_"]) + rs(AN, R.randint(32, 48))
        hn = pick(["X-Api-Key", "X-API-KEY", "api-key", "X-Auth-Token", "Ocp-Apim-Subscription-Key"])
        if hn == "Ocp-Apim-Subscription-Key":
            tok = hexs(32)
        snip = pick(['curl -s https://partner.example.co.kr/v1/stock -H "%s: %s"',
                     "POST /v1/events HTTP/1.1\nHost: ingest.internal\n%s: %s\nContent-Type: application/json"]) % (hn, tok)
        return item("API key header %s (internal/partner API)" % hn, "API key header", snip, [tok],
                    "the partner API key", "파트너 API 키", "the request", "요청", "prod")
    # cookies
    ck = pick(["django", "express", "rails", "jsession", "php", "laravel", "nextauth", "aspnet"])
    if ck == "django":
        name, val = "sessionid", rs(ANL, 32)
    elif ck == "express":
        name, val = "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(AN + "%", 43)
    elif ck == "rails":
        name, val = "_acme_session", rs(AN + "%", 200) + "--" + hexs(40)
    elif ck == "jsession":
        name, val = "JSESSIONID", hexs(32, True)
    elif ck == "php":
        name, val = "PHPSESSID", rs(ANL, 26)
    elif ck == "laravel":
        name, val = "laravel_session", "eyJpdiI6I" + rs(AN, 180) + "%3D%3D"
    elif ck == "nextauth":
        name, val = "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." \
            + rs(B64U, R.randint(150, 260)) + "." + rs(B64U, 22)
    else:
        name, val = ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, R.randint(200, 320))
    form = R.randrange(3)
    if form == 0:
        snip = "curl 'https://admin.acme.io/api/reports' -H 'Cookie: %s=%s; theme=dark'" % (name, val)
    elif form == 1:
        snip = "Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    else:
        snip = "document.cookie\n'%s=%s; _ga=GA1.1.%s.%s'" % (name, val, digits(10), digits(10))
    return item("session cookie %s" % name, "cookie", snip, [val], "the session cookie", "세션 쿠키",
                "the browser devtools", "브라우저 개발자 도구", "cloud")


# --- signed URLs ------------------------------------------------------------------------------
def r_signed_url(lang):
    kind = pick(["s3", "s3", "s3sts", "gcs", "azure", "cloudfront"])
    d = date().replace("-", "")
    if kind in ("s3", "s3sts"):
        akid = ("ASIA" if kind == "s3sts" else "AKIA") + rs(B32, 16)
        sig = hexs(64)
        region = pick(["ap-northeast-2", "us-east-1", "eu-west-1"])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s"
               "%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host"
               % (pick(["acme-exports", "invoices-prod", "ml-datasets"]), region,
                  pick(["reports/2025/q3.csv", "dump/orders.parquet", "backups/db-%s.sql.gz" % d]), akid, d, region, d,
                  R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), pick([900, 3600, 604800])))
        secs = [akid]
        if kind == "s3sts":
            tok = quote(_aws_session_token(), safe="")[:R.randint(300, 420)]
            url += "&X-Amz-Security-Token=" + tok
            secs.append(tok)
        url += "&X-Amz-Signature=" + sig
        secs.append(sig)
        cat = "signed URL: S3 presigned (%s)" % ("STS" if kind == "s3sts" else "IAM user")
    elif kind == "gcs":
        sig = hexs(512)
        url = ("https://storage.googleapis.com/acme-ml/exports/part-000.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               "&X-Goog-Credential=exporter%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (d, d, sig))
        secs = [sig]
        cat = "signed URL: GCS V4 signature"
    elif kind == "azure":
        sig = quote(b64bytes(32), safe="")
        url = ("https://st%s.blob.core.windows.net/exports/report.xlsx?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT09:00:00Z"
               "&st=%sT01:00:00Z&spr=https&sig=%s" % (rs(ANL, 8), date(), date(), sig))
        secs = [sig]
        cat = "signed URL: Azure SAS sig"
    else:
        sig = rs(AN + "~-", R.randint(160, 200))
        url = ("https://d%s.cloudfront.net/videos/onboarding.mp4?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
               % (rs(ANL, 13), R.randint(1735000000, 1765000000), sig, rs(ANU, 13)))
        secs = [sig]
        cat = "signed URL: CloudFront signed URL"
    form = R.randrange(3)
    if form == 0:
        snip = url
    elif form == 1:
        snip = "[%s] %s: here's the link, valid for a while: %s" % (hhmm(), pick(NAMES), url)
    else:
        snip = 'wget -O out.bin "%s"' % url
    return item(cat, "URL", snip, secs, "the signed download URL", "서명된 다운로드 URL", "the shared link",
                "공유 링크", "cloud", primary=None)


# --- private keys -----------------------------------------------------------------------------
def _wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _ossh_string(b):
    return struct.pack(">I", len(b)) + b


def _openssh_ed25519(comment):
    pk = rbytes(32)
    sk = rbytes(32)
    pub = _ossh_string(b"ssh-ed25519") + _ossh_string(pk)
    chk = rbytes(4)
    priv = chk + chk + _ossh_string(b"ssh-ed25519") + _ossh_string(pk) + _ossh_string(sk + pk) + \
        _ossh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _ossh_string(b"none") + _ossh_string(b"none") + _ossh_string(b"") + \
        struct.pack(">I", 1) + _ossh_string(pub) + _ossh_string(priv)
    return _wrap(base64.b64encode(blob).decode(), 70)


def _lines_ok(lines):
    return all(len(x) >= 8 for x in lines)


def r_private_key(lang):
    kind = pick(["ec", "pkcs8-ec", "ed25519", "openssh", "openssh", "rsa1024", "rsa-trunc", "gcp-json", "wireguard",
                 "ppk", "pgp-trunc"])
    who = pick(NAMES)
    if kind == "ec":
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + \
            b"\x04" + rbytes(64)
        body = _wrap(base64.b64encode(der).decode(), 64)
        hd, ft = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
        label = "EC (P-256) private key"
    elif kind == "pkcs8-ec":
        der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
            bytes.fromhex("a14403420004") + rbytes(64)
        body = _wrap(base64.b64encode(der).decode(), 64)
        hd, ft = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        label = "PKCS#8 EC private key"
    elif kind == "ed25519":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        body = _wrap(base64.b64encode(der).decode(), 64)
        hd, ft = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        label = "PKCS#8 Ed25519 private key"
    elif kind == "openssh":
        body = _openssh_ed25519("%s@%s" % (who, pick(["build-01", "macbook", "deploy", "bastion"])))
        hd, ft = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
        label = "OpenSSH ed25519 private key"
    elif kind == "rsa1024":
        while True:
            b = "MIICXAIBAAKBgQ" + rs(B64, R.randint(790, 800))
            body = _wrap(b, 64)
            if _lines_ok(body):
                break
        hd, ft = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
        label = "RSA 1024 private key"
    elif kind == "rsa-trunc":
        body = ["MIIEowIBAAKCAQEA" + rs(B64, 48)] + [rs(B64, 64) for _ in range(R.randint(1, 3))]
        tail = [rs(B64, 64), rs(B64, R.randint(20, 60)) + pick(["", "=", "=="])]
        kw = pick(["RSA PRIVATE KEY", "PRIVATE KEY"])
        lines = ["-----BEGIN %s-----" % kw] + body + [pick(["...", "(snip)", "…"])] + tail + ["-----END %s-----" % kw]
        snip = "\n".join(lines)
        return item("private key: RSA 2048 PEM pasted with middle cut (%d body lines)" % (len(body) + 2), "PEM",
                    snip, body + tail, "the deploy private key", "배포용 개인 키", "the key file", "키 파일", "vcs",
                    primary=None)
    elif kind == "gcp-json":
        body = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14), rs(B64, 64), rs(B64, 64)]
        tail = [rs(B64, R.randint(24, 60))]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n...\\n" + "\\n".join(tail) + \
            "\\n-----END PRIVATE KEY-----\\n"
        proj = pick(["acme-prod", "acme-data-317204", "billing-stg"])
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
                '  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}'
                % (proj, hexs(40), pk, pick(["deployer", "bq-export", "ci-runner"]), proj, digits(21)))
        return item("private key: GCP service-account JSON private_key (\\n-joined, truncated)", "JSON", snip,
                    body + tail, "the service-account key", "서비스 계정 키", "the key JSON", "키 JSON", "cloud",
                    primary=None, errs=["`invalid_grant: Invalid JWT Signature`", "`google.auth.exceptions.RefreshError`"])
    elif kind == "wireguard":
        sk = b64bytes(32)
        snip = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n"
                "Endpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (sk, R.randint(2, 250), b64bytes(32)))
        return item("private key: WireGuard PrivateKey in wg0.conf", "wg0.conf", snip, [sk], "the WireGuard private key",
                    "WireGuard 개인 키", "`/etc/wireguard/wg0.conf`", "`/etc/wireguard/wg0.conf`", "net",
                    errs=["a handshake that never completed", "`Handshake did not complete after 5 seconds`"])
    elif kind == "ppk":
        pk = rbytes(32)
        pub = base64.b64encode(_ossh_string(b"ssh-ed25519") + _ossh_string(pk)).decode()
        priv = base64.b64encode(_ossh_string(rbytes(32))).decode()
        snip = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s@winjump\nPublic-Lines: 2\n%s\n%s\n"
                "Private-Lines: 1\n%s\nPrivate-MAC: %s" % (who, pub[:64], pub[64:], priv, hexs(64)))
        return item("private key: PuTTY .ppk Private-Lines", "PPK", snip, [priv], "the PuTTY private key",
                    "PuTTY 개인 키", "the .ppk file", ".ppk 파일", "net")
    else:
        body = ["lQVYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(R.randint(2, 4))]
        snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + "\n[... %d more lines ...]\n=%s\n" \
            "-----END PGP PRIVATE KEY BLOCK-----" % (R.randint(40, 90), rs(B64, 4))
        return item("private key: PGP private key block (truncated)", "PGP armor", snip, body,
                    "the release-signing PGP key", "릴리스 서명용 PGP 키", "the exported key", "내보낸 키", "reg",
                    primary=None, errs=["`gpg: signing failed: No secret key`", "`gpg: skipped: No secret key`"])
    snip = "\n".join([hd] + body + [ft])
    return item("private key: " + label + " (%d body lines)" % len(body), "PEM", snip, body, "the " + label,
                label.replace("private key", "개인 키"), "the key file", "키 파일", "vcs", primary=None)


# --- TOTP seeds, recovery codes, PINs ---------------------------------------------------------
def r_otp(lang):
    kind = pick(["totp-uri", "totp-grouped", "totp-plain", "gh-recovery", "google-backup", "bitlocker", "1p-secret",
                 "pin", "puk", "aws-mfa"])
    if kind == "totp-uri":
        seed = rs(B32, pick([16, 32]))
        acct = pick(NAMES) + "@acme.io"
        iss = pick(["AWS", "Acme%20SSO", "GitHub", "Okta", "Grafana", "NHN%20Cloud", "Naver%20Cloud"])
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, acct, seed, iss)
        return item("TOTP seed in otpauth:// URI", "otpauth URI", snip, [seed], "the TOTP seed", "TOTP 시드",
                    "the QR code payload", "QR 코드 내용", "cloud")
    if kind == "totp-grouped":
        seed = " ".join(rs(B32.lower(), 4) for _ in range(8))
        snip = pick(["Can't scan it? Enter this key instead: %s", "setup key: %s", "2FA 설정 키: %s"]) % seed
        return item("TOTP seed, grouped 4x8 as shown by the setup page", "setup text", snip, [seed], "the 2FA setup key",
                    "2FA 설정 키", "the 2FA setup page", "2FA 설정 화면", "cloud")
    if kind == "totp-plain":
        seed = rs(B32, 32)
        snip = pick(['MFA_TOTP_SECRET="%s"', "totp_secret: %s", "pyotp.TOTP('%s').now()"]) % seed
        return item("TOTP seed for a shared/bot account", "config/code", snip, [seed], "the shared account's TOTP secret",
                    "공용 계정 TOTP 시크릿", "the test helper", "테스트 헬퍼", "cloud")
    if kind == "gh-recovery":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(4, 10))]
        snip = "\n".join(codes) if chance(0.5) else "  ".join(codes)
        return item("recovery codes (GitHub style, %d codes)" % len(codes), "code list", snip, codes,
                    "the recovery codes", "복구 코드", "the recovery-codes file", "복구 코드 파일", "vcs", primary=None)
    if kind == "google-backup":
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randint(4, 10))]
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        return item("backup codes (Google Workspace style, %d codes)" % len(codes), "numbered list", snip, codes,
                    "the admin account's backup codes", "관리자 계정 백업 코드", "the printed backup sheet", "백업 코드 출력본",
                    "cloud", primary=None)
    if kind == "bitlocker":
        key = "-".join(digits(6, False) for _ in range(8))
        snip = "BitLocker recovery key for %s (ID %s): %s" % (pick(["LT-%s" % digits(5), "DESKTOP-" + rs(ANU, 7)]),
                                                            rs(HEXU, 8), key)
        return item("BitLocker recovery key", "prose", snip, [key], "the BitLocker recovery key", "BitLocker 복구 키",
                    "the IT ticket", "IT 티켓", "cloud")
    if kind == "1p-secret":
        key = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        snip = "Secret Key: " + key
        return item("1Password account Secret Key", "prose", snip, [key], "the 1Password Secret Key",
                    "1Password Secret Key", "the emergency kit", "이머전시 키트", "cloud")
    if kind in ("pin", "puk"):
        pin = digits(8, False)
        what = pick(["YubiKey PIV PIN", "HSM partition PIN", "SIM PUK for the on-call phone", "smart-card PIN",
                     "door lock master code"]) if kind == "pin" else pick(["PIV PUK", "SIM PUK2"])
        snip = pick(["%s: %s", "%s = %s", "the %s is %s"]) % (what, pin)
        return item("PIN: %s (8 digits)" % what, "prose", snip, [pin], "the " + what, what, "the ops handbook",
                    "운영 핸드북", "net")
    sn = "arn:aws:iam::%s:mfa/%s" % (digits(12), pick(NAMES))
    seed = rs(B32, 64)
    snip = "$ aws iam create-virtual-mfa-device --virtual-mfa-device-name ci --outfile /dev/stdout " \
           "--bootstrap-method Base32StringSeed\n%s\nSerialNumber: %s" % (seed, sn)
    return item("TOTP seed: AWS virtual MFA Base32StringSeed", "CLI output", snip, [seed], "the MFA seed", "MFA 시드",
                "the CLI output", "CLI 출력", "cloud")


# --- Wi-Fi ------------------------------------------------------------------------------------
def r_wifi(lang):
    ssid = pick(["ACME-Office", "acme_guest_5G", "Dev-Lab", "iptime_" + digits(4, False), "KT_GiGA_" + rs(ANU, 4),
                 "U+Net" + rs(HEXU, 4), "Meetup-2F", "SK_WiFiGIGA" + rs(HEXU, 4)])
    st, pw = password(pick(["human", "passphrase", "korean-keyboard", "random", "hangul"]), forbid='"\\;,:\n`\'')
    form = R.randrange(6)
    if form == 0:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        cn = "wpa_supplicant.conf"
    elif form == 1:
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
        cn = "nmcli"
    elif form == 2:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        cn = "Wi-Fi QR payload"
    elif form == 3:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        cn = "hostapd.conf"
    elif form == 4:
        snip = ('network:\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n'
                '          password: "%s"' % (ssid, pw))
        cn = "netplan"
    else:
        snip = ("> netsh wlan show profile name=\"%s\" key=clear\n    ...\n    Authentication         : WPA2-Personal\n"
                "    Key Content            : %s" % (ssid, pw))
        cn = "netsh output"
    if chance(0.15):
        pw2 = hexs(64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw2)
        pw, cn, st = pw2, "wpa_supplicant.conf (raw PSK)", "raw 256-bit PSK"
    return item("Wi-Fi key (%s) in %s" % (st, cn), cn, snip, [pw], "the Wi-Fi password", "와이파이 비밀번호",
                "the office network notes", "사무실 네트워크 메모", "net")


# --- webhooks with embedded secrets -----------------------------------------------------------
def r_webhook(lang):
    kind = pick(["slack", "slack", "discord", "discord", "mattermost", "dingtalk", "wecom", "feishu", "make", "ifttt",
                 "rocketchat", "gh-secret", "slack-signing"])
    if kind == "slack":
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, R.randint(8, 10)), rs(ANU, R.randint(9, 11)), tok)
        secs, vend = [tok], "Slack"
    elif kind == "discord":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
        secs, vend = [tok], "Discord"
    elif kind == "mattermost":
        tok = rs(ANL, 26)
        url = "https://chat.acme.io/hooks/%s" % tok
        secs, vend = [tok], "Mattermost"
    elif kind == "dingtalk":
        tok = hexs(64)
        sec = "SEC" + hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\n# 加签 secret: %s" % (tok, sec)
        secs, vend = [tok, sec], "DingTalk"
    elif kind == "wecom":
        tok = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok
        secs, vend = [tok], "WeCom"
    elif kind == "feishu":
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        secs, vend = [tok], "Feishu"
        if chance(0.5):
            s2 = rs(AN, 22)
            url += "\nsigning secret: %s" % s2
            secs.append(s2)
    elif kind == "make":
        tok = rs(ANL, 32)
        url = "https://hook.%s.make.com/%s" % (pick(["eu1", "eu2", "us1"]), tok)
        secs, vend = [tok], "Make"
    elif kind == "ifttt":
        tok = rs(B64U, 22)
        url = "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(["deploy_done", "door_open"]), tok)
        secs, vend = [tok], "IFTTT"
    elif kind == "rocketchat":
        tid = rs(AN, 17)
        tok = rs(AN, 48)
        url = "https://rocket.acme.io/hooks/%s/%s" % (tid, tok)
        secs, vend = [tok], "Rocket.Chat"
    elif kind == "gh-secret":
        tok = rs(AN + "!@#%^*", R.randint(24, 40))
        url = 'gh api repos/acme/infra/hooks -f name=web -f "config[url]=https://ci.acme.io/github-webhook/" ' \
              '-f "config[secret]=%s" -f "config[content_type]=json"' % tok
        secs, vend = [tok], "GitHub webhook secret"
    else:
        tok = hexs(32)
        url = "SLACK_SIGNING_SECRET=%s" % tok
        secs, vend = [tok], "Slack signing secret"
    form = R.randrange(4)
    if form == 0 or "\n" in url or kind in ("gh-secret", "slack-signing"):
        snip = url
    elif form == 1:
        snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy ok\"}' %s" % url
    elif form == 2:
        snip = "ALERT_WEBHOOK_URL=%s" % url
    else:
        snip = "notify:\n  %s:\n    webhook: %s" % (vend.lower().split()[0].replace(".", ""), url)
    lab_en = ("the " + vend) if "secret" in vend else "the %s webhook URL" % vend
    lab_ko = vend.replace(" webhook secret", " 웹훅 시크릿").replace(" signing secret", " 서명 시크릿") \
        if "secret" in vend else "%s 웹훅 URL" % vend
    return item("webhook: %s URL/secret" % vend, "webhook", snip, secs, lab_en, lab_ko, "the alerting config", "알림 설정", "chat", primary=secs[0] if len(secs) == 1 else None)


# --- long tokens (hundreds of characters) -----------------------------------------------------
def r_long_token(lang):
    kind = pick(["jwt", "jwt", "google-access", "google-refresh", "facebook", "azure-sas-conn", "firebase-id"])
    if kind == "jwt":
        tok = _rs256_jwt(big=True)
        snip = pick(["refresh_token=%s", '{"access_token":"%s","token_type":"Bearer","expires_in":3600}',
                     "export API_TOKEN=%s"]) % tok
        lab = ("the OIDC token", "OIDC 토큰")
    elif kind == "google-access":
        tok = "ya29.a0" + rs(B64U, R.randint(200, 260))
        snip = pick(["Authorization: Bearer %s", "gcloud auth print-access-token\n%s"]) % tok
        lab = ("the Google OAuth access token", "구글 OAuth 액세스 토큰")
    elif kind == "google-refresh":
        tok = "1//0" + rs(B64U, R.randint(99, 103))
        snip = '{\n  "client_id": "%s-%s.apps.googleusercontent.com",\n  "refresh_token": "%s",\n  "type": ' \
               '"authorized_user"\n}' % (digits(12), rs(ANL, 32), tok)
        lab = ("the Google OAuth refresh token", "구글 OAuth 리프레시 토큰")
    elif kind == "facebook":
        tok = "EAAG" + rs(AN, R.randint(180, 230))
        snip = "curl -G https://graph.facebook.com/v19.0/me/accounts -d access_token=%s" % tok
        lab = ("the Facebook page access token", "페이스북 페이지 액세스 토큰")
    elif kind == "azure-sas-conn":
        tok = "SharedAccessSignature sr=%s.servicebus.windows.net&sig=%s&se=%d&skn=RootManageSharedAccessKey" % (
            rs(ANL, 10), quote(b64bytes(32), safe=""), R.randint(1735000000, 1765000000))
        k = b64bytes(32)
        snip = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;" \
               "SharedAccessKey=%s" % (rs(ANL, 10), k)
        return item("Azure Service Bus connection string SharedAccessKey", "connection string", snip, [k],
                    "the Service Bus key", "Service Bus 키", "the connection string", "연결 문자열", "cloud")
    else:
        now = R.randint(1735000000, 1765000000)
        proj = pick(["acme-app", "shop-prod", "chat-9f2"])
        payload = {"iss": "https://securetoken.google.com/" + proj, "aud": proj, "auth_time": now,
                   "user_id": rs(AN, 28), "sub": rs(AN, 28), "iat": now, "exp": now + 3600,
                   "email": pick(NAMES) + "@acme.io", "email_verified": True,
                   "firebase": {"identities": {"email": [pick(NAMES) + "@acme.io"]}, "sign_in_provider": "password"}}
        h = b64of(json.dumps({"alg": "RS256", "kid": hexs(40), "typ": "JWT"}, separators=(",", ":")), True, False)
        tok = h + "." + b64of(json.dumps(payload, separators=(",", ":")), True, False) + "." + rs(B64U, 342)
        snip = "idToken: %s" % tok
        lab = ("the Firebase ID token", "Firebase ID 토큰")
    return item("long token: %s (%d chars)" % (lab[0], len(tok)), "long token", snip, [tok], lab[0], lab[1],
                "the auth response", "인증 응답", "cloud")


# ---------------------------------------------------------------------------------------------
# prose for secret notes
# ---------------------------------------------------------------------------------------------
TASK_FAM = {
    "db": (["restoring the staging database from last night's dump", "running the schema migration",
            "debugging the nightly ETL", "moving the cron jobs to the new host", "setting up the read replica",
            "fixing the backup script"],
           ["어젯밤 덤프로 스테이징 DB를 복구하는 작업", "스키마 마이그레이션 실행", "야간 ETL 디버깅", "크론 잡을 새 호스트로 옮기는 작업",
            "리드 레플리카 설정", "백업 스크립트 수정"],
           ["`password authentication failed`", "`Access denied for user`", "`NOAUTH Authentication required`",
            "`ACCESS_REFUSED - Login was refused`", "`Login failed for user`", "`authentication failed`"]),
    "personal": (["checking the staging admin page for the user", "reproducing the bug while logged in as the user",
                  "downloading the report from the vendor portal", "fixing the user's SSO redirect loop"],
                 ["사용자 대신 스테이징 관리자 페이지를 확인하는 작업", "사용자 계정으로 로그인해 버그를 재현하는 작업",
                  "벤더 포털에서 리포트를 내려받는 작업", "사용자의 SSO 리다이렉트 루프 수정"],
                 ["`login failed`", "an unexpected 2FA prompt", "`invalid credentials`", "a locked-account warning"]),
    "header": (["replaying the failing API call", "debugging the partner integration", "scraping the admin report",
                "reproducing the 401 from the mobile app"],
               ["실패한 API 호출을 재현하는 작업", "파트너 연동 디버깅", "관리자 리포트 수집", "모바일 앱의 401 재현"],
               ["401 Unauthorized", "403 CSRF failed", "`invalid_token`", "a redirect to /login"]),
    "signed": (["fetching the export the data team shared", "debugging why the download link expired",
                "moving report downloads to the CDN", "checking the invoice archive"],
               ["데이터팀이 공유한 export 받기", "다운로드 링크가 만료되는 원인 디버깅", "리포트 다운로드를 CDN으로 옮기는 작업",
                "인보이스 아카이브 확인"],
               ["`SignatureDoesNotMatch`", "`Request has expired`", "403 AccessDenied", "`AuthenticationFailed`"]),
    "key": (["setting up deploy access to the new server", "fixing the git-over-SSH step in CI", "signing release artifacts",
             "rebuilding the bastion"],
            ["새 서버 배포 접근 설정", "CI의 git-over-SSH 단계 수정", "릴리스 산출물 서명", "배스천 재구축"],
            ["`Permission denied (publickey)`", "`Load key: invalid format`", "`Load key: error in libcrypto`",
             "`Permission denied (publickey,password)`"]),
    "otp": (["automating the login for the shared ops account", "recovering the locked admin account",
             "onboarding a new laptop", "setting up the break-glass procedure"],
            ["공용 운영 계정 로그인 자동화", "잠긴 관리자 계정 복구", "새 노트북 온보딩", "비상 접근(break-glass) 절차 정리"],
            ["`invalid OTP`", "an account lockout", "`MFA required`", "`recovery failed`"]),
    "wifi": (["setting up the Raspberry Pi kiosk in the lobby", "provisioning the office test devices",
              "configuring the meeting-room display", "preparing the booth laptops for the meetup"],
             ["로비 라즈베리파이 키오스크 설정", "사무실 테스트 단말 프로비저닝", "회의실 디스플레이 설정", "밋업 부스 노트북 준비"],
             ["`4-Way Handshake failed`", "`Secrets were required, but not provided`", "an auth timeout",
              "`wrong key`"]),
    "long": (["replaying the user's API session", "debugging token refresh in the mobile app",
              "testing the admin API from my shell", "migrating the auth proxy"],
             ["사용자 API 세션 재현", "모바일 앱 토큰 갱신 디버깅", "셸에서 관리자 API 테스트", "인증 프록시 마이그레이션"],
             ["`invalid_grant`", "`token expired`", "401 `invalid_token`", "`audience mismatch`"]),
}

EN = dict(
    ctx=["I didn't know where the credentials for {task} came from.",
         "While {task}, the job failed with {err} and I couldn't tell which credential it was using.",
         "F|Nobody told me that {what} is kept in {where} rather than in the secret store.",
         "F|I assumed {what} came from CI variables; it is actually hard-coded in {where}.",
         "I was missing the fact that staging and prod share {what}.",
         "The README says to ask ops for credentials, but the working value was already in {where}.",
         "I couldn't reproduce the {err} locally because I had an old copy of {what}.",
         "While {task} I needed {what} and had no idea who owned it.",
         "F|I didn't realise {where} is edited by hand on the server and never generated.",
         "Spent a while on {err} before learning that {what} had been rotated last week."],
    lead=["The user pasted the working config", "What the user sent when I asked for {what}",
          "Found this in {where}", "F|Here is {where} as it is on the box right now",
          "The relevant part of {where}", "{who} shared this in the channel",
          "Copied from {where} (the user said it's fine to use for now)", "Context I didn't have"],
    after=["^ pasted by the user from {where}; I didn't know it existed.",
           "That is what {where} contained when I hit {err} while {task}.",
           "(from {where}) I had been looking for {what} in the vault instead.",
           "F|This is {where}; the job picks {what} up from here, not from CI."],
    fact=["F|{What} is read once at startup, so restart the service after changing {where}.",
          "The {err} was caused by a stale value, not by missing permissions.",
          "Don't regenerate {what}: other services share it and would break.",
          "F|{where_cap} overrides whatever CI sets, so look there first.",
          "Use the value exactly as shown; trimming or re-encoding it breaks auth.",
          "F|Check {where} before asking the user; it is the source of truth for {what}.",
          "After updating {what} I had to clear the cached client or the old value kept being used.",
          "Staging and prod have different values, so confirm the environment before copying it."],
    lead2=["The setup that works", "Working value (keep the format)", "Use exactly this", "What fixed the {err}",
           "The correct {whatn}, from {where}", "Final working version"],
    follow=["Then restart the worker.", "Nothing else needed changing.", "The copy in the wiki is outdated.", "",
            "Verified with a dry run afterwards."],
    explain=["this is the {whatn} the job needs; it lives in {where}.",
             "this is the value that worked while {task}; the wiki copy is stale.", "the only value that passed auth in my tests."],
    ask=["Should {what} be moved into the secret manager?", "Which environment is {what} for: staging or prod?",
         "Who owns {what}, so I can ask them directly next time?",
         "Can you rotate {what} now that it has been pasted here?",
         "F|Is {where} the canonical place for this, or is there a vault path?",
         "Will {what} change again at the next rotation, and who will tell me?"],
    askp=["Is `{P}` still the current {whatn}, or was it rotated?", "Should I keep using {P} here, or request a new {whatn}?",
          "Can I assume {P} also works for prod?", "The value I used was {P}; should it be rotated now?",
          "{P} - is this still the right {whatn} for staging?"],
    askS=["Next time, should I just run this again?\n{S}", "Is it OK to keep this in place?\n{S}"],
    split=["The {whatn} for {where}:", "The user gave me {what}; it is:", "{What}, as given by {who}:"],
    env=["The app reads it from `{env}`; the name is case-sensitive.", "`{env}` must be set before the process starts."],
)

KO = dict(
    ctx=["{task} 중에 잡이 어떤 자격 증명을 쓰는지 몰랐다.",
         "{task}에서 {err} 에러가 났는데 어떤 키를 쓰는지 몰라서 한참 헤맸다.",
         "F|{what|이/가} secret store가 아니라 {where}에 있다는 걸 아무도 알려주지 않았다.",
         "F|{what|은/는} CI 변수에서 오는 줄 알았는데 실제로는 {where}에 하드코딩되어 있었다.",
         "스테이징과 운영이 같은 {what|을/를} 쓴다는 사실을 몰랐다.",
         "README에는 운영팀에 요청하라고 되어 있지만, 동작하는 값은 이미 {where}에 있었다.",
         "{task}에 {what|이/가} 필요했는데 누가 관리하는지 몰랐다.",
         "F|{where|은/는} 서버에서 손으로 고치는 파일이고 자동 생성되지 않는다는 걸 몰랐다.",
         "{err} 에러로 시간을 꽤 썼는데, 알고 보니 지난주에 {what|이/가} 교체되어 있었다."],
    lead=["사용자가 붙여준 동작하는 설정", "{what|을/를} 물어보니 사용자가 보내준 내용", "{where}에서 찾은 부분",
          "F|지금 서버에 있는 {where} 내용 그대로", "{who}님이 채널에 공유한 것", "몰랐던 맥락 (사용자 제공)"],
    after=["^ 사용자가 {where}에서 복사해 준 것. 이런 파일이 있는 줄 몰랐음.",
           "{task} 중 {err} 에러가 났을 때의 {where} 상태.",
           "({where}) vault에서만 {what|을/를} 찾고 있었다."],
    fact=["F|{what|은/는} 기동 시 한 번만 읽으므로 {where|을/를} 바꾼 뒤에는 서비스를 재시작해야 한다.",
          "{err} 원인은 권한이 아니라 오래된 값이었다.",
          "{what|은/는} 다른 서비스와 공유하니 재발급하지 말 것.",
          "F|{where}의 값이 CI 설정보다 우선하므로 먼저 여기를 확인할 것.",
          "값을 보이는 그대로 넣어야 한다. 공백을 자르거나 인코딩을 바꾸면 인증이 실패한다.",
          "{what|을/를} 바꾼 뒤 캐시된 클라이언트를 비워야 새 값이 반영됐다.",
          "스테이징과 운영 값이 다르니 복사하기 전에 환경을 꼭 확인할 것."],
    lead2=["동작하는 설정", "이 값 그대로 사용 (형식 바꾸지 말 것)", "{err} 에러를 해결한 설정", "{where}에 있는 올바른 값",
           "최종 동작 버전"],
    follow=["그 다음 워커를 재시작하면 된다.", "다른 건 바꿀 필요 없었음.", "위키에 있는 값은 예전 것이다.", "",
            "이후 dry run으로 확인함."],
    explain=["이게 잡에 필요한 {what}. {where}에 있음.", "{task}에는 이 값으로 동작함. 위키 사본은 오래됨.",
             "테스트에서 인증이 통과한 유일한 값."],
    ask=["{what|을/를} 시크릿 매니저로 옮겨야 할까요?", "{what|은/는} 스테이징용인가요, 운영용인가요?",
         "{what} 담당자가 누구인가요? 다음엔 직접 물어보려고요.", "여기 붙여넣어졌으니 {what|을/를} 교체해 주실 수 있나요?",
         "F|{where|이/가} 정식 위치인가요, 아니면 vault 경로가 따로 있나요?", "다음 교체 주기에 {what|이/가} 또 바뀌나요? 누가 알려주나요?"],
    askp=["`{P}` 값이 아직 유효한가요, 아니면 교체됐나요?", "다음에도 {P} 이 값을 그대로 써도 될까요?",
          "운영에도 {P} 값을 쓰면 되나요?", "제가 쓴 값은 {P} 인데, 지금 교체가 필요할까요?"],
    askS=["다음에도 이대로 실행하면 될까요?\n{S}", "이 설정 그대로 둬도 괜찮을까요?\n{S}"],
    split=["{where}용 {what}:", "사용자가 알려준 {what|은/는} 다음과 같다:", "{who}님이 준 {what}:"],
    env=["앱은 `{env}` 환경 변수에서 값을 읽는다. 대소문자를 구분함.", "프로세스 시작 전에 `{env}` 환경 변수가 설정되어 있어야 한다."],
)
LEX = {"en": EN, "ko": KO}

FAM_FACTS = {
    "db": (["After a password change the connection pool keeps old sessions until the service restarts.",
            "Special characters in the password must be percent-encoded inside URLs, or the driver splits at '@' or ':'.",
            "The restore script needs the password non-interactively; the prompting variant hangs in CI.",
            "The app user and the admin user have different passwords; only the app user may connect from the VPC."],
           ["비밀번호를 바꾼 뒤에도 커넥션 풀이 재시작 전까지 예전 세션을 유지한다.",
            "URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라버린다.",
            "복구 스크립트는 비밀번호를 비대화식으로 받아야 한다. 프롬프트 방식은 CI에서 멈춘다.",
            "앱 계정과 관리자 계정 비밀번호가 다르고, VPC에서는 앱 계정만 접속 가능하다."]),
    "personal": (["The user is fine with me logging in as them for this, but only from the office VPN.",
                  "The account has 2FA; the password alone only works from the trusted network.",
                  "Log out afterwards; the session shows up on the user's security page."],
                 ["사용자는 이번 건에 한해 자기 계정으로 로그인해도 된다고 했지만, 사무실 VPN에서만 가능하다.",
                  "계정에 2FA가 있어서 비밀번호만으로는 신뢰 네트워크에서만 로그인된다.",
                  "작업 후 로그아웃할 것. 세션이 사용자 보안 페이지에 표시된다."]),
    "header": (["The header is checked before the body, so a wrong value fails fast with 401.",
                "The header value is all the server checks; there is no IP allow list.",
                "Copying the request from devtools brings the auth header along; strip it before sharing."],
               ["헤더를 본문보다 먼저 검사하므로 값이 틀리면 바로 401이 난다.",
                "서버는 헤더 값만 확인하고 IP 허용 목록은 없다.",
                "개발자 도구에서 요청을 복사하면 인증 헤더가 같이 딸려 오니 공유 전에 지울 것."]),
    "signed": (["The signature is bound to the exact URL; changing any query parameter invalidates it.",
                "These links expire; regenerate one instead of reusing an old link.",
                "Anyone with the full link can download the file until it expires."],
               ["서명은 URL 전체에 묶여 있어서 쿼리 파라미터를 하나라도 바꾸면 무효가 된다.",
                "이 링크는 만료되니 예전 링크를 재사용하지 말고 새로 발급할 것.",
                "링크 전체를 가진 사람은 만료 전까지 누구나 파일을 받을 수 있다."]),
    "key": (["The key has no passphrase, so anyone with the file can use it.",
             "Permissions must be 0600 or ssh refuses to use the key.",
             "The server accepts this key only for the deploy user."],
            ["이 키에는 패스프레이즈가 없어서 파일만 있으면 누구나 쓸 수 있다.",
             "권한이 0600이 아니면 ssh가 키 사용을 거부한다.",
             "서버는 이 키를 deploy 사용자에게만 허용한다."]),
    "otp": (["With the seed anyone can generate valid codes; it is as sensitive as the password.",
             "Each recovery code works once; cross out the used ones.",
             "These are the only way back in if the phone is lost."],
            ["시드가 있으면 누구나 유효한 코드를 만들 수 있으니 비밀번호만큼 민감하다.",
             "복구 코드는 한 번씩만 쓸 수 있으니 쓴 코드는 지울 것.",
             "휴대폰을 잃어버리면 이것 말고는 다시 들어갈 방법이 없다."]),
    "wifi": (["The kiosk only supports WPA2-Personal, so it needs the shared key.",
              "The guest network is isolated; devices that need the LAN must join this one.",
              "The key changes every quarter and the devices must be re-provisioned then."],
             ["키오스크는 WPA2-Personal만 지원해서 공용 키가 필요하다.",
              "게스트망은 격리되어 있어서 사내 LAN이 필요한 장비는 이 네트워크에 붙어야 한다.",
              "키는 분기마다 바뀌고, 그때 장비를 다시 프로비저닝해야 한다."]),
    "long": (["The token stays valid long enough to replay the session for hours.",
              "Refreshing needs the client secret, which I don't have, so I reused the token while it was valid.",
              "The token carries the user's roles, so calls made with it act as the user."],
             ["토큰 유효 시간이 길어서 몇 시간 동안 세션을 재현할 수 있다.",
              "갱신하려면 client secret이 필요한데 없어서, 유효한 동안 토큰을 재사용했다.",
              "토큰에 사용자 권한이 담겨 있어 이걸로 호출하면 사용자로 동작한다."]),
}
SVC_ERR = {"postgres": ['`password authentication failed for user "app"`', "`FATAL: password authentication failed`"],
           "mysql": ["`ERROR 1045 (28000): Access denied for user`"],
           "mariadb": ["`ERROR 1045 (28000): Access denied for user`"],
           "redis": ["`WRONGPASS invalid username-password pair`", "`NOAUTH Authentication required`"],
           "rabbitmq": ["`ACCESS_REFUSED - Login was refused`"],
           "mongodb": ["`MongoServerError: bad auth : Authentication failed.`"],
           "elastic": ["`security_exception: unable to authenticate user`"],
           "smtp": ["`535 5.7.8 Username and Password not accepted`"],
           "ldap": ["`ldap_bind: Invalid credentials (49)`"], "mssql": ["`Login failed for user 'sa'`"],
           "kafka": ["`SaslAuthenticationException: Authentication failed`"],
           "ftp": ["`Permission denied (password)`"], "clickhouse": ["`Code: 516. Authentication failed`"]}
CMD_RX = re.compile(r"^(\$ |❯ |C:\\> |root@|export |curl |wget |http |docker |kubectl |git |psql |mysql|sshpass |redis-cli |htpasswd |"
                    r"mongosh |smbclient |net use |rabbitmqctl |ldapsearch |openssl |7z |zip |sqlcmd |keytool |echo |"
                    r"ipmitool |lftp |clickhouse-client |twine |dotnet |sudo |gitlab-runner |gh |fly |heroku |railway |"
                    r"vercel |aws |PGPASSWORD=|[A-Z_]+=\S+ [a-z./])")


def fmt_snip(S):
    if "\n" not in S and len(S) < 140 and chance(0.5):
        return "`%s`" % S if "`" not in S else S
    k = R.randrange(3)
    if k == 0 and "```" not in S:
        return "```\n%s\n```" % S
    if k == 1:
        return "\n".join("    " + x for x in S.split("\n"))
    return S


def _vars(it, lang):
    fam = it.get("fam")
    if fam in TASK_FAM:
        te, tk, errs = TASK_FAM[fam]
    else:
        te, tk, errs = DOM[it["dom"]]
    errs = it.get("errs") or errs
    if lang == "en":
        what = it["label_en"]
        d = dict(what=what, What=cap(what), whatn=re.sub(r"^(the|a|an) ", "", what), where=it["where_en"],
                 where_cap=cap(it["where_en"]), task=pick(te), err=pick(errs), who=cap(pick(NAMES)))
    else:
        what = it["label_ko"]
        d = dict(what=what, What=what, whatn=what, where=it["where_ko"], where_cap=it["where_ko"], task=pick(tk),
                 err=pick(errs), who=pick(KO_PEOPLE))
    d["env"] = it.get("env", "")
    d["P"] = it["primary"] or ""
    return d


def compose_secret(it, lang):
    """returns (missing_context, lesson, ask_next_time, frame_name)"""
    L = LEX[lang]
    d = _vars(it, lang)
    S = fmt_snip(it["snippet"])
    d["S"] = S
    P = it["primary"]
    single = "\n" not in it["snippet"] and len(it["snippet"].encode()) < 300
    modes = [(5, "mc_end"), (2, "mc_start"), (5, "lesson_mid"), (3, "lesson_start"), (2, "lesson_end")]
    if P:
        modes += [(2, "split_mc_lesson"), (1, "split_lesson_ask"), (1, "ask_inline")]
    is_cmd = bool(CMD_RX.match(it["snippet"]))
    if single and "`" not in it["snippet"]:
        modes += [(2, "inline_mc"), (1, "ask_snippet")]
    mode = wpick(modes)

    filelike = "`" in it["where_en"]

    def F(key):
        opts = [t for t in L[key] if filelike or not t.startswith("F|")]
        t = pick(opts)
        return fill(t[2:] if t.startswith("F|") else t, d)

    def ctx():
        extra = it["ctx_" + lang]
        return fill(pick(extra), d) if extra and chance(0.6) else F("ctx")

    def fact():
        extra = it["fact_" + lang] + FAM_FACTS.get(it.get("fam"), ([], []))[0 if lang == "en" else 1]
        base = fill(pick(extra), d) if extra and chance(0.6) else F("fact")
        if d["env"] and chance(0.3):
            base += " " + F("env")
        return base

    def ask():
        if chance(0.12):
            return ""
        return F("ask")

    sep = pick([":\n", ":\n\n"])
    if mode == "mc_end":
        mc, ls, ak = ctx() + " " + F("lead") + sep + S, fact(), ask()
    elif mode == "mc_start":
        mc, ls, ak = S + "\n" + F("after"), fact(), ask()
    elif mode == "lesson_mid":
        fo = F("follow")
        mc, ls, ak = ctx(), F("lead2") + sep + S + ("\n" + fo if fo else ""), ask()
    elif mode == "lesson_start":
        mc, ls, ak = ctx(), S + "\n" + pick(["^ ", "-> ", "(above) "]) + F("explain"), ask()
    elif mode == "lesson_end":
        mc, ls, ak = ctx(), fact() + " " + F("lead2") + sep + S, ask()
    elif mode == "split_mc_lesson":
        mc = ctx() + " " + F("split")
        ls = P + pick(["\n", " - ", "\n\n"]) + fact()
        ak = ask()
    elif mode == "split_lesson_ask":
        mc = ctx()
        ls = fact() + " " + F("split")
        q = "is this still valid?" if lang == "en" else "아직 유효한가요?"
        ak = P + pick([" - " + q, " (" + q + ")", "\n" + q])
    elif mode == "ask_inline":
        mc, ls, ak = ctx() + " " + F("lead") + sep + S, fact(), F("askp")
        if P not in it["snippet"]:
            ak = F("ask")
    elif mode == "inline_mc":
        if is_cmd:
            run = {"en": pick(["I finally got it working with `{s}`.", "The user told me to run `{s}`.",
                               "What worked: `{s}` (found in {where})."]),
                   "ko": pick(["결국 `{s}` 로 동작시켰다.", "사용자가 `{s}` 를 실행하라고 알려줬다.",
                               "동작한 것: `{s}` ({where}에서 찾음)."])}[lang]
        else:
            run = {"en": pick(["The user pasted `{s}` in the thread.", "The line that mattered was `{s}` (from {where})."]),
                   "ko": pick(["사용자가 스레드에 `{s}` 를 붙여줬다.", "핵심은 `{s}` 이 한 줄이었다 ({where})."])}[lang]
        mc = ctx() + " " + run.replace("{s}", "\x00").replace("{where}", d["where"]).replace("\x00", it["snippet"])
        ls, ak = fact(), ask()
    else:  # ask_snippet
        mc, ls = ctx(), fact()
        ak = fill(L["askS"][0 if is_cmd else 1].replace("{S}", "\x00"), d).replace("\x00", it["snippet"])
    # repeated value in ask_next_time / lesson
    if P and mode in ("mc_end", "mc_start", "lesson_mid", "lesson_start", "lesson_end", "inline_mc") and chance(0.2):
        ak = F("askp")
        mode += "+askP"
    elif P and mode in ("mc_end", "mc_start") and chance(0.12):
        ls = ls + " " + ({"en": "Never commit `%s` again.", "ko": "`%s` 값은 다시는 커밋하지 말 것."}[lang] % P)
        mode += "+lessonP"
    return mc, ls, ak, mode


# ---------------------------------------------------------------------------------------------
# clean notes: risky-looking material that is not a credential
# each recipe returns dict(cat, snippet, en=(ctx, fact, ask), ko=(ctx, fact, ask))
# ---------------------------------------------------------------------------------------------
def citem(cat, snippet, en, ko):
    return dict(cat=cat, snippet=snippet, en=en, ko=ko)


def k_placeholder(lang):
    kind = R.randrange(10)
    v = pick(VENDORS)
    env = [k for k, _, s in v["gen"]() if s][0]
    if kind == 0:
        ph = pick(["<YOUR_%s>" % env, "your-%s-here" % kebab(env), "REPLACE_ME", "xxxxxxxxxxxxxxxx", "changeit-in-vault",
                   "<redacted>", "TODO", "%%%s%%" % env, "${%s}" % env, "<set in 1Password>"])
        snip = "%s=%s\nLOG_LEVEL=debug" % (env, ph)
        return citem("placeholder: .env.example value %s" % ph, snip,
                     ("I didn't know the repo only ships `.env.example`; the real values are injected at deploy time.",
                      "Copy `.env.example` to `.env` and fill the values from the vault; never commit `.env`.",
                      "Which vault path holds the real %s?" % env),
                     ("저장소에는 `.env.example`만 있고 실제 값은 배포 시 주입된다는 걸 몰랐다.",
                      "`.env.example`을 `.env`로 복사하고 값은 vault에서 채울 것. `.env`는 커밋 금지.",
                      "실제 %s 값은 어느 vault 경로에 있나요?" % env))
    if kind == 1:
        pfx = pick([("ghp_", 36, "X"), ("sk_live_", 24, "x"), ("AKIA", 16, "X"), ("xoxb-", 0, ""), ("glpat-", 20, "x"),
                    ("npm_", 36, "X"), ("hf_", 34, "x"), ("sk-proj-", 0, "")])
        if pfx[1]:
            ph = pfx[0] + pfx[2] * pfx[1]
        else:
            ph = pfx[0] + pick(["...", "<token>", "your-token"])
        snip = pick(['token = "%s"  # placeholder, CI overrides', "export TOKEN=%s   # example only", "  api_key: %s"]) % ph
        return citem("placeholder: vendor-prefixed dummy %s" % ph[:12], snip,
                     ("The docs example uses a dummy token with the real prefix, which confused the linter.",
                      "Dummy values keep the vendor prefix so the SDK's format check passes in unit tests.",
                      "Is it fine to keep vendor-shaped dummies in test fixtures?"),
                     ("문서 예제가 실제 접두사가 붙은 더미 토큰을 써서 린터가 헷갈려 했다.",
                      "단위 테스트에서 SDK 형식 검사를 통과하려고 더미 값에도 벤더 접두사를 유지한다.",
                      "테스트 픽스처에 벤더 형식의 더미 값을 둬도 괜찮을까요?"))
    if kind == 2:
        snip = pick(["postgresql://app:<password>@db.internal:5432/orders",
                     "mysql://root:${MYSQL_ROOT_PASSWORD}@127.0.0.1:3306/app",
                     "redis://:${REDIS_PASSWORD}@redis.internal:6379/0",
                     "amqp://guest:****@mq.internal:5672/",
                     "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/"])
        return citem("placeholder: connection string with placeholder password", snip,
                     ("I didn't know the connection string template is rendered by the entrypoint.",
                      "The entrypoint substitutes the password from the mounted secret before the app starts.",
                      "Should the template live in the chart or in the app repo?"),
                     ("연결 문자열 템플릿을 엔트리포인트가 렌더링한다는 걸 몰랐다.",
                      "엔트리포인트가 마운트된 시크릿에서 비밀번호를 채운 뒤 앱을 띄운다.",
                      "템플릿은 차트와 앱 저장소 중 어디에 두는 게 맞나요?"))
    if kind == 3:
        snip = pick(['curl -H "Authorization: Bearer $API_TOKEN" https://api.acme.io/v1/me',
                     "curl -u \"$JIRA_USER:$JIRA_API_TOKEN\" https://acme.atlassian.net/rest/api/3/myself",
                     "Authorization: Bearer <access_token>", "curl -H 'X-Api-Key: <your key>' https://api.example.com/v2/items",
                     'http GET :8080/admin "Authorization:Bearer ${TOKEN}"'])
        return citem("placeholder: auth header with variable/placeholder", snip,
                     ("The runbook's curl examples use variables; I didn't know where they are exported.",
                      "The variables come from `direnv` in the ops repo; run `direnv allow` first.",
                      "Is direnv the expected way to load these?"),
                     ("런북의 curl 예제가 변수를 쓰는데 어디서 export되는지 몰랐다.",
                      "변수는 ops 저장소의 `direnv`에서 온다. 먼저 `direnv allow` 실행.",
                      "이 값들은 direnv로 불러오는 게 표준인가요?"))
    if kind == 4:
        snip = pick(["password: {{ .Values.db.password }}", "password: \"{{ vault 'secret/data/db#password' }}\"",
                     "DB_PASSWORD: ${{ secrets.DB_PASSWORD }}", "spring.datasource.password=${DB_PASSWORD:}",
                     "password = var.db_password", "\"password\": \"#{DbPassword}#\""])
        return citem("placeholder: templated password field", snip,
                     ("I didn't know which templating layer fills the password field.",
                      "The template is rendered at deploy time; the repo never contains the value.",
                      "Do we want a lint rule that fails on literal values here?"),
                     ("비밀번호 필드를 어떤 템플릿 단계가 채우는지 몰랐다.",
                      "템플릿은 배포 시 렌더링되고, 저장소에는 값이 들어가지 않는다.",
                      "여기에 리터럴 값이 들어가면 실패하는 린트 규칙을 추가할까요?"))
    if kind == 5:
        snip = "$ mysql -u root -p -h 127.0.0.1\nEnter password:"
        return citem("placeholder: password prompt without value", snip,
                     ("The restore script hung because `mysql -p` waits for the password prompt.",
                      "Use `--defaults-extra-file` with a 0600 file instead of an interactive prompt in scripts.",
                      "Can the CI user get a `.my.cnf` mounted?"),
                     ("`mysql -p`가 비밀번호 프롬프트를 기다리느라 복구 스크립트가 멈췄다.",
                      "스크립트에서는 대화형 프롬프트 대신 권한 0600의 `--defaults-extra-file`을 쓸 것.",
                      "CI 계정에 `.my.cnf`를 마운트해 줄 수 있나요?"))
    if kind == 6:
        snip = "echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u acme-bot --password-stdin"
        return citem("placeholder: --password-stdin with env var", snip,
                     ("I didn't know `docker login -p` prints a warning and leaks into shell history.",
                      "Pipe the token from an env var with `--password-stdin`.", ""),
                     ("`docker login -p`가 경고를 내고 셸 히스토리에 남는다는 걸 몰랐다.",
                      "환경 변수의 토큰을 `--password-stdin`으로 파이프할 것.", ""))
    if kind == 7:
        snip = "[client]\nuser=backup\npassword=\nhost=127.0.0.1"
        return citem("placeholder: empty password field", snip,
                     ("The `.my.cnf` template in the repo has an empty password on purpose.",
                      "The backup role writes the password at provisioning time; leave the template empty.", ""),
                     ("저장소의 `.my.cnf` 템플릿은 일부러 password가 비어 있다.",
                      "백업 role이 프로비저닝 시 비밀번호를 써 넣으니 템플릿은 비워 둘 것.", ""))
    if kind == 8:
        snip = "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        return citem("placeholder: AWS credentials file with X-filled dummy", snip,
                     ("The onboarding doc shows a dummy credentials file and I thought it was real.",
                      "Use `aws sso login --profile dev`; static keys are not issued anymore.",
                      "Should the onboarding doc drop the static-key example entirely?"),
                     ("온보딩 문서의 더미 credentials 파일을 실제 값으로 착각했다.",
                      "`aws sso login --profile dev`를 쓸 것. 정적 키는 더 이상 발급하지 않는다.",
                      "온보딩 문서에서 정적 키 예시를 아예 빼는 게 좋을까요?"))
    snip = "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...\nHF_TOKEN=hf_..."
    return citem("placeholder: truncated prefix-only examples", snip,
                 ("The eval README lists the variables with prefix-only examples.",
                  "Only the prefixes are shown so people can tell the providers apart; the values come from the team vault.",
                  "Which providers are actually required for the nightly run?"),
                 ("평가 README에 접두사만 있는 예시 변수가 나와 있다.",
                  "공급자를 구분하라고 접두사만 보여주는 것이고 실제 값은 팀 vault에 있다.",
                  "야간 실행에 실제로 필요한 공급자는 어디인가요?"))


def k_masked(lang):
    kind = R.randrange(9)
    if kind == 0:
        snip = ("      Name                    Value             Type    Location\n"
                "      ----                    -----             ----    --------\n"
                "   profile                     prod           manual    --profile\n"
                "access_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n"
                "    region           ap-northeast-2      config-file    ~/.aws/config") % (rs(ANU, 4), rs(AN, 4))
        c = "masked: aws configure list"
    elif kind == 1:
        snip = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
                "  - Git operations protocol: https\n  - Token: gho_************************************\n"
                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(NAMES)
        c = "masked: gh auth status"
    elif kind == 2:
        snip = "Run ./deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DATABASE_URL: ***\n+ curl -fsS -H 'Authorization: Bearer ***' https://api.acme.io/deploy"
        c = "masked: GitHub Actions log with ***"
    elif kind == 3:
        snip = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"orders-prod\"\n    }"
        c = "masked: terraform plan sensitive value"
    elif kind == 4:
        snip = "sk_live_%s%s" % ("•" * R.randint(20, 28), rs(AN, 4))
        snip = pick(["Dashboard shows the key as %s", "key: %s (last four visible)"]) % snip
        c = "masked: dashboard key with last four"
    elif kind == 5:
        snip = "$ heroku config -a acme-api\nDATABASE_URL: postgres://u%s:*****@ec2-%s.compute-1.amazonaws.com:5432/d%s\nREDIS_URL:    rediss://:*****@ec2-%s.compute-1.amazonaws.com:25760" % (
            rs(ANL, 8), "-".join(str(R.randint(1, 254)) for _ in range(4)), rs(ANL, 8), "-".join(str(R.randint(1, 254)) for _ in range(4)))
        c = "masked: heroku config with ***** passwords"
    elif kind == 6:
        snip = "Password:  ********\nAPI key:   %s…%s" % (rs(AN, 4), rs(AN, 4))
        c = "masked: UI fields"
    elif kind == 7:
        snip = "2025-%02d-%02d INFO  auth: using token ghp_****%s (from GH_TOKEN)" % (R.randint(1, 12), R.randint(1, 28), rs(AN, 4))
        c = "masked: log with masked token"
    else:
        snip = "AKIA************%s  created %s  last used %s  status Active" % (rs(ANU, 4), date(), date())
        c = "masked: IAM access key list"
    return citem(c, snip,
                 ("I wasn't sure which credential the job used, so I checked the masked output.",
                  "Masked output only shows the last characters; compare those to identify which key is in use.",
                  "Can I get read access to the key inventory to match these suffixes?"),
                 ("잡이 어떤 자격 증명을 쓰는지 몰라서 마스킹된 출력을 확인했다.",
                  "마스킹 출력은 마지막 몇 글자만 보여주니 그걸로 어떤 키인지 구분하면 된다.",
                  "이 접미사를 대조하려면 키 목록 조회 권한을 받을 수 있을까요?"))


def k_reference(lang):
    acct = digits(12)
    kind = R.randrange(12)
    opts = [
        ("secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: orders-db\n        key: password"),
        ("GitHub Actions secrets", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"),
        ("aws secretsmanager", "aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text | jq -r .password"),
        ("vault kv get", "vault kv get -field=password secret/prod/orders/db"),
        ("1Password op://", 'export STRIPE_SECRET_KEY="op://Infra/Stripe prod/credential"\nop run --env-file=.env.tpl -- ./deploy.sh'),
        ("gcloud secrets", "gcloud secrets versions access latest --secret=openai-api-key --project=acme-prod"),
        ("az keyvault", "az keyvault secret show --vault-name kv-acme-prod --name DbPassword --query value -o tsv"),
        ("SSM parameter ARN", "arn:aws:ssm:ap-northeast-2:%s:parameter/prod/orders/db_password" % acct),
        ("Secrets Manager ARN", "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s" % (acct, rs(AN, 6))),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/orders/db\n        property: password"),
        ("process.env", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });"),
        ("Terraform data source", 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/orders/db"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]'),
    ]
    name, snip = opts[kind]
    return citem("reference: %s" % name, snip,
                 (pick(["I didn't know the password is pulled from the secret store at deploy time.",
                        "I was looking for the value in the repo; it is only referenced there.",
                        "Nobody told me which secret store this service uses."]),
                  pick(["The reference is resolved at runtime; ask for read access to the path instead of the value.",
                        "Keep references, never literal values, in the manifests.",
                        "Rotation happens in the store; the manifest does not change."]),
                  pick(["Who can grant me read access to that path?", "Is the staging path the same with /staging/?", ""])),
                 (pick(["비밀번호를 배포 시 시크릿 저장소에서 가져온다는 걸 몰랐다.",
                        "저장소에서 값을 찾고 있었는데, 거기엔 참조만 있다.",
                        "이 서비스가 어떤 시크릿 저장소를 쓰는지 아무도 알려주지 않았다."]),
                  pick(["참조는 런타임에 해석된다. 값 대신 해당 경로 읽기 권한을 요청할 것.",
                        "매니페스트에는 리터럴 값이 아니라 참조만 둘 것.",
                        "교체는 저장소에서 이뤄지고 매니페스트는 바뀌지 않는다."]),
                  pick(["그 경로 읽기 권한은 누가 줄 수 있나요?", "스테이징 경로는 /staging/으로 같은 구조인가요?", ""])))


def k_hash(lang):
    kind = R.randrange(12)
    if kind == 0:
        snip = "\n".join("%s  %s" % (hexs(64), f) for f in R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz",
                                                                        "app-windows-amd64.zip", "checksums.txt.sig"], 3))
        c = "hash: sha256sum release artifacts"
    elif kind == 1:
        snip = "FROM python:3.12-slim@sha256:%s" % hexs(64)
        c = "hash: image pinned by digest"
    elif kind == 2:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "react-dom", "esbuild", "zod"]), R.randint(1, 18), R.randint(0, 20), R.randint(0, 30), b64bytes(64))
        c = "hash: npm integrity sha512"
    elif kind == 3:
        m = pick(["golang.org/x/net v0.24.0", "github.com/spf13/cobra v1.8.0", "google.golang.org/grpc v1.63.2"])
        snip = "%s h1:%s\n%s/go.mod h1:%s" % (m, b64bytes(32), m, b64bytes(32))
        c = "hash: go.sum h1 hashes"
    elif kind == 4:
        snip = "\n".join("%s %s" % (hexs(7), pick(["fix: retry on 502", "chore: bump deps", "feat: add refunds endpoint",
                                                    "revert: flaky test skip", "docs: runbook for failover",
                                                    "ci: cache pnpm store"])) for _ in range(R.randint(3, 6)))
        c = "hash: git log --oneline"
    elif kind == 5:
        snip = "git cherry-pick %s\ngit revert --no-edit %s" % (hexs(40), hexs(40))
        c = "hash: full git SHAs"
    elif kind == 6:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        c = "hash: pip --hash"
    elif kind == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64bytes(48)
        c = "hash: subresource integrity"
    elif kind == 8:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            R.randint(10, 60), b64bytes(32), hexs(64))
        c = "hash: .terraform.lock.hcl"
    elif kind == 9:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s" % (hexs(32), rs(B64U, 32))
        c = "hash: ETag and version id"
    elif kind == 10:
        snip = "dist/assets/index-%s.js   %d.%02d kB │ gzip: %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB" % (
            rs(B64U, 8), R.randint(100, 900), R.randint(0, 99), R.randint(30, 200), R.randint(0, 99), rs(B64U, 8),
            R.randint(100, 900), R.randint(0, 99))
        c = "hash: hashed asset filenames"
    else:
        snip = "md5: %s\nsha1: %s\nsha256: %s" % (hexs(32), hexs(40), hexs(64))
        c = "hash: checksums of a backup file"
    return citem(c, snip,
                 (pick(["I didn't know the release job verifies these hashes before publishing.",
                        "The build was not reproducible and I didn't know which hash to compare.",
                        "I couldn't tell which build produced the artifact until the user pointed at the hashes."]),
                  pick(["Compare against these values; a mismatch means the cache served a stale artifact.",
                        "Hashes are public metadata; they are safe to paste in tickets.",
                        "Pin by digest, not by tag, so the rollback is exact."]),
                  pick(["Should the hash check also run on PRs?", "Do we keep the previous digests anywhere?", ""])),
                 (pick(["릴리스 잡이 배포 전에 이 해시를 검증한다는 걸 몰랐다.",
                        "빌드가 재현되지 않았는데 어떤 해시를 비교해야 할지 몰랐다.",
                        "사용자가 해시를 짚어주기 전까지 어느 빌드의 산출물인지 몰랐다."]),
                  pick(["이 값과 비교할 것. 다르면 캐시가 오래된 산출물을 준 것이다.",
                        "해시는 공개 메타데이터라 티켓에 붙여도 된다.",
                        "롤백이 정확하도록 태그가 아니라 digest로 고정할 것."]),
                  pick(["PR에서도 해시 검사를 돌릴까요?", "이전 digest는 어디에 보관하나요?", ""])))


def k_ids(lang):
    kind = R.randrange(10)
    if kind == 0:
        snip = "x-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (uuid4(), hexs(8), hexs(24))
        c = "ids: request and trace ids"
    elif kind == 1:
        snip = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
        c = "ids: W3C traceparent"
    elif kind == 2:
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s)" % uuid4().upper()
        c = "ids: AWS RequestId"
    elif kind == 3:
        snip = "Sentry event %s\nrelease: api@%d.%d.%d+%s" % (hexs(32), R.randint(1, 5), R.randint(0, 30), R.randint(0, 9), hexs(7))
        c = "ids: Sentry event id"
    elif kind == 4:
        snip = "X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: ICN57-P1\nX-Amz-Cf-Id: %s==" % rs(B64U, 54)
        c = "ids: CloudFront request id"
    elif kind == 5:
        snip = '{"error": {"type": "invalid_request_error", "message": "No such customer: \'cus_%s\'"}, "request_id": "req_%s"}' % (
            rs(AN, 14), rs(AN, 14))
        c = "ids: Stripe request/customer ids"
    elif kind == 6:
        snip = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), uuid4())
        c = "ids: idempotency and correlation ids"
    elif kind == 7:
        snip = "job_id=%s run_id=%s attempt=%d" % (uuid4(), digits(11), R.randint(1, 4))
        c = "ids: job/run ids"
    elif kind == 8:
        snip = "dd.trace_id=%s dd.span_id=%s" % (digits(19), digits(19))
        c = "ids: Datadog trace/span ids"
    else:
        snip = "orderId=ORD-%s-%s, txId=%s" % (date().replace("-", ""), digits(6), hexs(24))
        c = "ids: order and transaction ids"
    return citem(c, snip,
                 (pick(["I didn't know support needs the request id, not a screenshot, to find the failing call.",
                        "The failure only showed up in one trace and I didn't know how to look it up.",
                        "I couldn't correlate the client error with the server logs."]),
                  pick(["Search the log index by this id; it links the edge, API and worker spans.",
                        "These ids are not secrets; paste them into the ticket as they are.",
                        "Keep the id from the first attempt; retries get new ones."]),
                  pick(["Which log index has the edge requests?", "Should I attach trace ids to every bug report?", ""])),
                 (pick(["지원팀은 스크린샷이 아니라 request id가 있어야 실패한 호출을 찾는다는 걸 몰랐다.",
                        "실패가 트레이스 하나에서만 보였는데 어떻게 조회하는지 몰랐다.",
                        "클라이언트 에러와 서버 로그를 연결하지 못했다."]),
                  pick(["이 id로 로그 인덱스를 검색하면 엣지, API, 워커 span이 이어진다.",
                        "이 id들은 비밀이 아니니 티켓에 그대로 붙여도 된다.",
                        "첫 시도의 id를 기록할 것. 재시도마다 새 id가 붙는다."]),
                  pick(["엣지 요청은 어느 로그 인덱스에 있나요?", "모든 버그 리포트에 trace id를 첨부할까요?", ""])))


def _ssh_ed25519_pub():
    return "ssh-ed25519 " + base64.b64encode(_ossh_string(b"ssh-ed25519") + _ossh_string(rbytes(32))).decode()


def _ssh_rsa_pub():
    n = b"\x00" + bytes([R.randint(0x80, 0xff)]) + rbytes(256)
    return "ssh-rsa " + base64.b64encode(_ossh_string(b"ssh-rsa") + _ossh_string(b"\x01\x00\x01") + _ossh_string(n)).decode()


def k_pubkey(lang):
    kind = R.randrange(11)
    who = pick(NAMES)
    if kind == 0:
        snip = "%s %s@%s" % (_ssh_ed25519_pub(), who, pick(["macbook", "build-01", "deploy"]))
        c = "public key: ssh-ed25519 authorized_keys line"
    elif kind == 1:
        snip = "%s %s@laptop" % (_ssh_rsa_pub(), who)
        c = "public key: ssh-rsa 2048 public key"
    elif kind == 2:
        snip = "256 SHA256:%s %s@%s (ED25519)" % (b64bytes(32, pad=False), who, pick(["ci", "bastion"]))
        c = "public key: SSH fingerprint (ssh-keygen -lf)"
    elif kind == 3:
        snip = "github.com %s\n%s %s" % (_ssh_ed25519_pub(), "|1|%s|%s" % (b64bytes(20), b64bytes(20)),
                                          _ssh_ed25519_pub())
        c = "public key: known_hosts entries"
    elif kind == 4:
        body = ["MIID" + rs(B64, 60)] + [rs(B64, 64) for _ in range(R.randint(4, 7))]
        snip = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(body)
        c = "public key: X.509 certificate PEM (public, truncated)"
    elif kind == 5:
        body = ["mDMEZ" + rs(B64, 59)] + [rs(B64, 64) for _ in range(R.randint(2, 4))]
        snip = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % ("\n".join(body), rs(B64, 4))
        c = "public key: PGP public key block"
    elif kind == 6:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 27), "use": "sig", "alg": "RS256",
                                     "n": rs(B64U, 342), "e": "AQAB"}]}, indent=1)
        c = "public key: JWKS RSA public key"
    elif kind == 7:
        snip = "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE%s\n%s\n-----END PUBLIC KEY-----" % (
            rs(B64, 28), rs(B64, 60) + "==")
        c = "public key: cosign.pub (ECDSA P-256)"
    elif kind == 8:
        snip = "# public key: age1%s\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1%s" % (
            rs(BECH32, 58), rs(BECH32, 58))
        c = "public key: age recipients in .sops.yaml"
    elif kind == 9:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820" % (b64bytes(32), R.randint(2, 250), priv_ip())
        c = "public key: WireGuard peer PublicKey only"
    else:
        snip = "sha256 Fingerprint=%s" % ":".join(hexs(2, True) for _ in range(32))
        c = "public key: TLS certificate SHA-256 fingerprint"
    return citem(c, snip,
                 (pick(["I didn't know which key the server expected, so I asked for the public half.",
                        "The deploy failed on host verification and I didn't know where the expected key was recorded.",
                        "I wasn't sure whether this was safe to paste; it is the public part only."]),
                  pick(["Public keys and fingerprints are fine to share; the private half never leaves the owner's machine.",
                        "Verify the fingerprint out of band before trusting the host.",
                        "Add the public key to the allow list; nothing secret is needed on our side."]),
                  pick(["Should I add this key to the team's keys repo?", "Who verifies fingerprints for new hosts?", ""])),
                 (pick(["서버가 어떤 키를 기대하는지 몰라서 공개 키를 요청했다.",
                        "호스트 검증에서 배포가 실패했는데 기대하는 키가 어디에 기록되는지 몰랐다.",
                        "붙여도 되는지 헷갈렸는데, 이건 공개 부분만이다."]),
                  pick(["공개 키와 fingerprint는 공유해도 된다. 개인 키는 소유자 장비 밖으로 나가지 않는다.",
                        "호스트를 신뢰하기 전에 다른 채널로 fingerprint를 확인할 것.",
                        "공개 키만 허용 목록에 추가하면 되고, 우리 쪽에 비밀 값은 필요 없다."]),
                  pick(["이 키를 팀 키 저장소에 추가할까요?", "새 호스트의 fingerprint는 누가 검증하나요?", ""])))


def k_nonsecret_id(lang):
    kind = R.randrange(11)
    acct = digits(12)
    if kind == 0:
        snip = "arn:aws:iam::%s:role/%s\narn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, pick(["deploy", "ci-oidc", "etl"]), acct, uuid4())
        c = "ids: AWS account id and ARNs"
    elif kind == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (hexs(32), hexs(32))
        c = "ids: Twilio Account SID (not a credential)"
    elif kind == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))
        c = "ids: Google OAuth client id"
    elif kind == 3:
        snip = "App ID: %s\nClient ID: Iv23li%s\nInstallation ID: %s" % (digits(6), rs(AN, 14), digits(8))
        c = "ids: GitHub App ids"
    elif kind == 4:
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4())
        c = "ids: Azure tenant/subscription/client ids (OIDC, no secret)"
    elif kind == 5:
        snip = "customer: cus_%s\nprice: price_%s\nproduct: prod_%s\naccount: acct_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 14), rs(AN, 16))
        c = "ids: Stripe object ids"
    elif kind == 6:
        snip = "team_id=T%s channel=C%s user=U%s" % (rs(ANU, 10), rs(ANU, 10), rs(ANU, 10))
        c = "ids: Slack workspace/channel/user ids"
    elif kind == 7:
        snip = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s" % (hexs(32), hexs(32))
        c = "ids: Cloudflare account and zone ids"
    elif kind == 8:
        snip = "instance i-0%s in subnet-0%s, sg-0%s, vpc-0%s, ami-0%s" % (hexs(16), hexs(16), hexs(16), hexs(16), hexs(16))
        c = "ids: EC2 resource ids"
    elif kind == 9:
        snip = "Team ID: %s\nKey ID: %s\nIssuer ID: %s\nBundle ID: io.acme.%s" % (rs(ANU, 10), rs(ANU, 10), uuid4(), pick(["app", "wallet", "driver"]))
        c = "ids: App Store Connect ids (no .p8 key)"
    else:
        snip = "X-Naver-Client-Id: %s\nkakao app id: %s\nproject: acme-prod (number %s)" % (rs(AN, 20), digits(6), digits(12))
        c = "ids: Naver client id / Kakao app id / GCP project number"
    return citem(c, snip,
                 (pick(["I didn't know which account/project the integration lives in.",
                        "The user asked me to wire OIDC, and I assumed a secret was needed; only ids are.",
                        "I mixed up the ids between staging and prod."]),
                  pick(["These are identifiers, not credentials; they can live in the repo config.",
                        "With OIDC federation only the ids are configured; no secret is stored anywhere.",
                        "Keep a table of ids per environment in the README to avoid mix-ups."]),
                  pick(["Are the prod ids documented anywhere else?", "Should these go into the Terraform outputs?", ""])),
                 (pick(["연동이 어느 계정/프로젝트에 있는지 몰랐다.",
                        "OIDC 연동을 하라고 해서 시크릿이 필요한 줄 알았는데 id만 있으면 된다.",
                        "스테이징과 운영 id를 헷갈렸다."]),
                  pick(["이건 식별자일 뿐 자격 증명이 아니어서 저장소 설정에 둬도 된다.",
                        "OIDC 페더레이션에서는 id만 설정하고 시크릿은 어디에도 저장하지 않는다.",
                        "헷갈리지 않게 README에 환경별 id 표를 유지할 것."]),
                  pick(["운영 id는 다른 곳에도 문서화되어 있나요?", "이 값들을 Terraform output으로 뺄까요?", ""])))


def k_base64(lang):
    kind = R.randrange(6)
    if kind == 0:
        txt = "log_level: debug\nfeature_flags:\n  new_checkout: %s\n  region: %s\n" % (pick(["true", "false"]), pick(["kr", "jp", "eu"]))
        snip = "binaryData:\n  app.yaml: %s" % b64of(txt)
        c = "base64: ConfigMap binaryData of plain config"
    elif kind == 1:
        pem = "-----BEGIN CERTIFICATE-----\nMIIC" + rs(B64, 120)
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com" % (
            b64of(pem), hexs(32, True))
        c = "base64: kubeconfig CA data (public cert)"
    elif kind == 2:
        snip = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s\" />" % b64bytes(R.randint(90, 150))
        c = "base64: data URI image"
    elif kind == 3:
        obj = {"tenant": pick(["acme", "globex", "initech"]), "env": pick(["stg", "prod"]), "features": R.sample(["a", "b", "c", "d"], 2)}
        raw = json.dumps(obj, separators=(",", ":"))
        snip = "$ echo -n '%s' | base64\n%s" % (raw, b64of(raw))
        c = "base64: encoded JSON tenant context"
    elif kind == 4:
        h = b64of('{"alg":"RS256","typ":"JWT"}', True, False)
        snip = "%s = base64url('{\"alg\":\"RS256\",\"typ\":\"JWT\"}')" % h
        c = "base64: JWT header only (no token)"
    else:
        snip = "fixture: %s  # protobuf OrderCreated{id:%d, currency:\"KRW\"}" % (b64bytes(R.randint(20, 40)), R.randint(1000, 99999))
        c = "base64: protobuf test fixture"
    return citem(c, snip,
                 (pick(["I assumed this base64 blob was a secret and almost moved it to the vault.",
                        "I didn't know what the base64 value in the manifest encoded.",
                        "The diff showed a long base64 string and I didn't know if it was sensitive."]),
                  pick(["Decode before worrying: it is plain config/public data, not a credential.",
                        "base64 is an encoding, not encryption; decode it to see what it holds.",
                        "Only the Secret objects need care; this blob is public data."]),
                  pick(["Should we store this as plain text instead for readable diffs?", "Is there a decode helper in the repo?", ""])),
                 (pick(["이 base64 값이 비밀인 줄 알고 vault로 옮길 뻔했다.",
                        "매니페스트의 base64 값이 무엇을 인코딩한 건지 몰랐다.",
                        "diff에 긴 base64 문자열이 보였는데 민감한 값인지 몰랐다."]),
                  pick(["먼저 디코딩해 볼 것. 일반 설정/공개 데이터이지 자격 증명이 아니다.",
                        "base64는 인코딩일 뿐 암호화가 아니다. 디코딩하면 내용이 보인다.",
                        "주의할 건 Secret 오브젝트뿐이고, 이 값은 공개 데이터다."]),
                  pick(["diff를 읽기 쉽게 평문으로 저장할까요?", "저장소에 디코딩 헬퍼가 있나요?", ""])))


def k_longid(lang):
    kind = R.randrange(8)
    if kind == 0:
        snip = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (pick(["orders-api", "payments-worker", "search-indexer"]), rs(ANL, 10), rs(ANL, 5), R.randint(3, 40), R.randint(2, 59))
        c = "long id: k8s pod name"
    elif kind == 1:
        snip = "bazel test //services/%s/internal/handlers:handlers_test --test_filter=Test%sRetries" % (pick(["orders", "billing"]), pick(["Refund", "Capture"]))
        c = "long id: Bazel target"
    elif kind == 2:
        snip = "v%d.%d.%d-rc.%d+build.%s.%s" % (R.randint(1, 5), R.randint(0, 30), R.randint(0, 9), R.randint(1, 5), date().replace("-", ""), hexs(7))
        c = "long id: version semver with build metadata"
    elif kind == 3:
        snip = "com.acme:orders-core:1.%d.0-%s.%s-%d" % (R.randint(0, 20), date().replace("-", ""), digits(6, False), R.randint(1, 99))
        c = "long id: version Maven SNAPSHOT timestamp"
    elif kind == 4:
        snip = "ghcr.io/acme/api:sha-%s\nghcr.io/acme/api:%s-%s" % (hexs(12), date().replace("-", ""), hexs(7))
        c = "long id: version image tags with SHAs"
    elif kind == 5:
        snip = "module.network.module.vpc.aws_subnet.private[\"ap-northeast-2%s\"]" % pick("abcd")
        c = "long id: Terraform resource address"
    elif kind == 6:
        snip = "s3://acme-lake/raw/events/dt=%s/hour=%02d/part-%05d-%s-c000.snappy.parquet" % (date(), R.randint(0, 23), R.randint(0, 200), uuid4())
        c = "long id: data lake object key"
    else:
        snip = "com.acme.payments.infrastructure.persistence.jpa.PaymentAttemptJpaRepositoryImpl$$SpringCGLIB$$0"
        c = "long id: Java proxy class name"
    return citem(c, snip,
                 (pick(["I didn't know how to find the exact artifact that was running.",
                        "The failing component had a long generated name and I didn't know where it came from.",
                        "I couldn't tell which build the user was talking about."]),
                  pick(["The suffix is generated per rollout; match on the prefix in queries.",
                        "The build metadata after '+' is ignored for precedence; compare the core version.",
                        "Use the full identifier when filing the bug; short forms are ambiguous."]),
                  pick(["Can we print the full build id on the status page?", "", "Should alerts include the full name?"])),
                 (pick(["실제로 떠 있던 산출물을 정확히 찾는 방법을 몰랐다.",
                        "실패한 컴포넌트 이름이 길게 생성된 값이라 어디서 왔는지 몰랐다.",
                        "사용자가 말하는 빌드가 어느 것인지 알 수 없었다."]),
                  pick(["접미사는 롤아웃마다 새로 생성되니 쿼리는 접두사로 매칭할 것.",
                        "'+' 뒤 빌드 메타데이터는 우선순위 비교에서 무시되니 핵심 버전으로 비교할 것.",
                        "버그를 올릴 때는 전체 식별자를 쓸 것. 짧은 형태는 모호하다."]),
                  pick(["상태 페이지에 전체 빌드 id를 표시할까요?", "", "알림에 전체 이름을 넣을까요?"])))


def k_policy(lang):
    kind = R.randrange(8)
    en = [("The password policy for service accounts: at least 16 characters, generated, rotated every 90 days, never reused.",
           "Ask security for a generated value; do not invent one."),
          ("`mysql -p` with no value prompts; `-pVALUE` with no space passes it inline and shows up in `ps`, so scripts should use an option file.",
           "Use `--defaults-extra-file` for automation."),
          ("`sshpass -p` exposes the password in the process list; `sshpass -e` reads it from the `SSHPASS` variable instead.",
           "Prefer keys; if you must, use `-e`."),
          ("A `.pgpass` line is `hostname:port:database:username:password` and the file must be mode 0600 or libpq ignores it.",
           "Check the file mode first when psql keeps prompting."),
          ("GitHub token prefixes: `ghp_` classic, `github_pat_` fine-grained, `gho_` OAuth, `ghs_` app installation.",
           "The prefix tells you which settings page to rotate it from."),
          ("Our gitleaks config allow-lists test fixtures only: `paths = ['''testdata/''']`.",
           "Do not widen the allow list to silence a real finding."),
          ("`git config credential.helper store` writes tokens in plain text to `~/.git-credentials`; use the OS keychain helper.",
           "Switch to `osxkeychain` / `manager` helpers."),
          ("Rotation runbook: create the new key, deploy it, verify traffic, then delete the old key; never the other way round.",
           "Keep both keys valid for one deploy cycle.")]
    ko = [("서비스 계정 비밀번호 정책: 16자 이상, 생성기로 만든 값, 90일마다 교체, 재사용 금지.", "값은 직접 만들지 말고 보안팀에 생성을 요청할 것."),
          ("`mysql -p`만 쓰면 프롬프트가 뜨고, 띄어쓰기 없이 `-p값`을 쓰면 인라인으로 넘어가서 `ps`에 보인다. 스크립트는 옵션 파일을 써야 한다.",
           "자동화에는 `--defaults-extra-file` 사용."),
          ("`sshpass -p`는 프로세스 목록에 비밀번호가 노출된다. `sshpass -e`는 `SSHPASS` 변수에서 읽는다.", "가능하면 키를 쓰고, 불가피하면 `-e`."),
          ("`.pgpass` 한 줄 형식은 `hostname:port:database:username:password`이고 권한이 0600이 아니면 libpq가 무시한다.",
           "psql이 계속 비밀번호를 물으면 파일 권한부터 확인."),
          ("GitHub 토큰 접두사: `ghp_` classic, `github_pat_` fine-grained, `gho_` OAuth, `ghs_` 앱 설치 토큰.",
           "접두사를 보면 어느 설정 화면에서 교체해야 하는지 알 수 있다."),
          ("우리 gitleaks 설정은 테스트 픽스처만 허용한다: `paths = ['''testdata/''']`.", "실제 탐지를 숨기려고 허용 목록을 넓히지 말 것."),
          ("`git config credential.helper store`는 `~/.git-credentials`에 토큰을 평문으로 저장한다. OS 키체인 헬퍼를 쓸 것.",
           "`osxkeychain` / `manager` 헬퍼로 바꿀 것."),
          ("교체 런북: 새 키 생성, 배포, 트래픽 확인, 그 다음 옛 키 삭제. 순서를 바꾸면 안 된다.", "배포 한 주기 동안은 두 키를 모두 유효하게 둘 것.")]
    e, k = en[kind], ko[kind]
    return citem("policy: rules/flags explained without values (%d)" % kind, "",
                 ("I didn't know the team's rules for handling this kind of credential.", e[0] + " " + e[1], pick(["Is this written down in the security handbook?", ""])),
                 ("이런 자격 증명을 다루는 팀 규칙을 몰랐다.", k[0] + " " + k[1], pick(["보안 핸드북에 정리되어 있나요?", ""])))


def k_encrypted(lang):
    kind = R.randrange(7)
    if kind == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64bytes(n), b64bytes(32), b64bytes(16))
        snip = "db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.0" % (
            enc(R.randint(12, 24)), enc(R.randint(24, 40)), rs(BECH32, 58), ts()[:19] + "Z", enc(32))
        c = "encrypted: SOPS-encrypted YAML"
    elif kind == 1:
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(R.randint(4, 7)))
        c = "encrypted: Ansible Vault file"
    elif kind == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\nspec:\n  encryptedData:\n    password: AgB%s" % rs(B64, R.randint(300, 520))
        c = "encrypted: SealedSecret encryptedData"
    elif kind == 3:
        snip = "CiphertextBlob: AQICAHh%s" % rs(B64, R.randint(180, 260))
        c = "encrypted: KMS CiphertextBlob"
    elif kind == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(
            ["YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + rs(B64, 21)] + [rs(B64, 64) for _ in range(R.randint(2, 4))])
        c = "encrypted: age armored file"
    elif kind == 5:
        snip = "spring.datasource.password=ENC(%s)" % b64bytes(R.randint(32, 48))
        c = "encrypted: Jasypt ENC() property"
    else:
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + hexs(80) for _ in range(R.randint(3, 5)))
        c = "encrypted: inline !vault value"
    return citem(c, snip,
                 (pick(["I didn't know the secrets file in the repo is encrypted and safe to commit.",
                        "I couldn't edit the value because I didn't know which tool encrypted it.",
                        "The deploy failed to decrypt and I didn't know where the key comes from."]),
                  pick(["Edit it with the tool (`sops`, `ansible-vault edit`, `kubeseal`), never by hand; the ciphertext is safe in git.",
                        "Only the decryption key is sensitive; it lives in KMS / the CI secret, not in this file.",
                        "Re-encrypt after changing recipients, otherwise new team members can't decrypt."]),
                  pick(["Who can add me as a recipient?", "Is the CI decryption key rotated with the team?", ""])),
                 (pick(["저장소의 시크릿 파일이 암호화되어 있어 커밋해도 안전하다는 걸 몰랐다.",
                        "어떤 도구로 암호화됐는지 몰라서 값을 수정하지 못했다.",
                        "배포에서 복호화가 실패했는데 키가 어디서 오는지 몰랐다."]),
                  pick(["손으로 고치지 말고 도구(`sops`, `ansible-vault edit`, `kubeseal`)로 수정할 것. 암호문은 git에 있어도 안전하다.",
                        "민감한 건 복호화 키뿐이고, 그건 이 파일이 아니라 KMS / CI 시크릿에 있다.",
                        "recipient를 바꾼 뒤에는 재암호화해야 새 팀원이 복호화할 수 있다."]),
                  pick(["저를 recipient로 추가해 줄 수 있는 분은 누구인가요?", "CI 복호화 키도 팀 변경 때 교체하나요?", ""])))


def k_publishable(lang):
    kind = R.randrange(14)
    proj = pick(["acme-shop", "acme-app-prod", "orders-web"])
    if kind == 0:
        snip = "const stripe = Stripe('pk_live_51%s');" % rs(AN, 97)
        c = "Stripe publishable key"
    elif kind == 1:
        snip = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), proj, proj, proj, digits(12), digits(12), hexs(22))
        c = "Firebase web config apiKey"
    elif kind == 2:
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        c = "reCAPTCHA site key"
    elif kind == 3:
        snip = "Kakao.init('%s'); // JavaScript key, domain-restricted" % hexs(32)
        c = "Kakao JavaScript key"
    elif kind == 4:
        snip = "const tossPayments = TossPayments('%s_ck_%s');" % (pick(["live", "test"]), rs(AN, 28))
        c = "Toss Payments client key"
    elif kind == 5:
        snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64of(json.dumps({"u": pick(NAMES), "a": "cl" + rs(ANL, 23)}, separators=(",", ":")), True, False), rs(B64U, 22))
        c = "Mapbox public token"
    elif kind == 6:
        snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hexs(32))
        c = "Algolia search-only key"
    elif kind == 7:
        snip = "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s' });" % (hexs(32), digits(6), digits(7))
        c = "Sentry DSN"
    elif kind == 8:
        now = R.randint(1690000000, 1740000000)
        snip = "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % _jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": now, "exp": now + 315360000})
        c = "Supabase anon key"
    elif kind == 9:
        snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
        c = "PostHog project API key"
    elif kind == 10:
        snip = '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35)
        c = "Google Maps JavaScript key (referrer-restricted)"
    elif kind == 11:
        snip = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10)
        c = "Naver Maps client id"
    elif kind == 12:
        snip = "Payjp('pk_live_%s')" % hexs(24)
        c = "PAY.JP public key"
    else:
        snip = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
        c = "Cloudflare Turnstile site key"
    return citem("publishable: %s [publishable]" % c, snip,
                 (pick(["I wasn't sure if the key in the frontend bundle was a leak.",
                        "The security scanner flagged this key in the web app and I didn't know whether to rotate it.",
                        "I didn't know this key is meant to ship to browsers."]),
                  pick(["This key is documented by the vendor as public; it is safe in client code. The secret counterpart stays on the server.",
                        "Publishable keys identify the account only; restrict them by domain/referrer instead of hiding them.",
                        "No rotation needed; mark the scanner finding as a false positive with the vendor doc link."]),
                  pick(["Should I add this key pattern to the scanner allow list?", "Are domain restrictions set on this key?", ""])),
                 (pick(["프론트엔드 번들에 있는 키가 유출인지 헷갈렸다.",
                        "보안 스캐너가 웹앱의 이 키를 잡았는데 교체해야 하는지 몰랐다.",
                        "이 키가 원래 브라우저로 배포되는 값이라는 걸 몰랐다."]),
                  pick(["벤더 문서상 공개용 키라 클라이언트 코드에 있어도 된다. 짝이 되는 시크릿 키는 서버에만 둔다.",
                        "공개용 키는 계정 식별용이다. 숨기기보다 도메인/리퍼러 제한을 걸 것.",
                        "교체할 필요 없음. 벤더 문서 링크와 함께 스캐너 결과를 오탐으로 처리할 것."]),
                  pick(["이 키 패턴을 스캐너 허용 목록에 추가할까요?", "이 키에 도메인 제한이 걸려 있나요?", ""])))


PLAIN_EN = [
    ("I didn't know the cron schedule on the batch host runs in UTC, not KST.", "Convert to UTC when editing the crontab; 09:00 KST is `0 0 * * *`.", "Should we switch the host timezone instead?"),
    ("The flaky checkout test only fails when run after the refunds suite.", "The refunds suite leaks a frozen clock; reset it in teardown.", ""),
    ("I didn't know migrations must be backward compatible for one release.", "Add columns first, backfill, then drop in the next release.", "Is there a checklist for expand/contract migrations?"),
    ("The worker pool was sized for the old instance type.", "Set pool size to 2x vCPU for I/O-bound jobs; measure before going higher.", ""),
    ("I didn't know the mobile app caches feature flags for 24 hours.", "Flag changes need a forced refresh or a new app session to take effect.", "Can we shorten the cache TTL for internal builds?"),
    ("The CSV export broke for names with commas.", "Use the csv module's quoting instead of joining strings by hand.", ""),
    ("I didn't know the staging database is reset every Sunday night.", "Don't keep test data there longer than a week; seed scripts are in `scripts/seed`.", "Who owns the reset job?"),
    ("Builds were slow because the Docker layer cache was invalidated by a timestamp file.", "Copy lockfiles before sources so dependency layers stay cached.", ""),
    ("I didn't know the API paginates with cursors, not page numbers.", "Follow `next_cursor` until it is null; page numbers silently repeat data.", ""),
    ("The Korean locale sorted names incorrectly.", "Use ICU collation for `ko-KR` instead of byte order.", "Do we need the same fix for Japanese?"),
]
PLAIN_KO = [
    ("배치 호스트의 크론이 KST가 아니라 UTC로 돈다는 걸 몰랐다.", "크론탭을 고칠 땐 UTC로 변환할 것. KST 09:00은 `0 0 * * *`.", "호스트 타임존을 바꾸는 게 나을까요?"),
    ("결제 테스트가 환불 테스트 뒤에 돌 때만 실패한다.", "환불 스위트가 고정된 시계를 남기므로 teardown에서 초기화할 것.", ""),
    ("마이그레이션은 한 릴리스 동안 하위 호환이어야 한다는 걸 몰랐다.", "컬럼 추가 → 백필 → 다음 릴리스에서 삭제 순서로 할 것.", "expand/contract 마이그레이션 체크리스트가 있나요?"),
    ("워커 풀이 예전 인스턴스 타입 기준으로 잡혀 있었다.", "I/O 위주 잡은 vCPU의 2배로 시작하고, 더 올리기 전에 측정할 것.", ""),
    ("모바일 앱이 피처 플래그를 24시간 캐시한다는 걸 몰랐다.", "플래그 변경은 강제 새로고침이나 새 세션이 있어야 반영된다.", "사내 빌드는 캐시 TTL을 줄일 수 있을까요?"),
    ("이름에 쉼표가 있으면 CSV 내보내기가 깨졌다.", "문자열을 직접 이어 붙이지 말고 csv 모듈의 quoting을 쓸 것.", ""),
    ("스테이징 DB가 매주 일요일 밤 초기화된다는 걸 몰랐다.", "테스트 데이터를 일주일 넘게 두지 말 것. 시드 스크립트는 `scripts/seed`에 있다.", "초기화 잡 담당자는 누구인가요?"),
    ("타임스탬프 파일 때문에 Docker 레이어 캐시가 깨져서 빌드가 느렸다.", "소스보다 lockfile을 먼저 COPY해서 의존성 레이어를 캐시에 남길 것.", ""),
    ("API가 페이지 번호가 아니라 커서로 페이지네이션한다는 걸 몰랐다.", "`next_cursor`가 null이 될 때까지 따라갈 것. 페이지 번호는 데이터를 조용히 중복시킨다.", ""),
    ("한국어 로케일에서 이름 정렬이 이상했다.", "`ko-KR`은 바이트 순서 대신 ICU collation을 쓸 것.", "일본어도 같은 수정이 필요할까요?"),
]


def k_plain(lang):
    i = R.randrange(len(PLAIN_EN))
    snip = pick(["", "", "retry(max_attempts=3, backoff=2.0)", "SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day';",
                 "0 0 * * * /opt/jobs/report.sh", "npm run test -- --runInBand"])
    return citem("plain: engineering note without risky material (%d)" % i, snip, PLAIN_EN[i], PLAIN_KO[i])


# ---------------------------------------------------------------------------------------------
# clean-note composition
# ---------------------------------------------------------------------------------------------
CLEAN_LEAD = {"en": ["Snippet", "What I saw", "From the repo", "The user pasted", "Relevant lines", "For reference"],
              "ko": ["스니펫", "확인한 내용", "저장소에 있는 내용", "사용자가 붙여준 것", "관련 부분", "참고"]}
CLEAN_ASKS = {"en": "Is it fine to keep this as is? `{s}`", "ko": "이대로 둬도 괜찮을까요? `{s}`"}


def compose_clean(ci, lang):
    ctx, fact, ask = ci[lang]
    S0 = ci["snippet"]
    if not S0:
        return ctx, fact, ask, "prose-only"
    S = fmt_snip(S0)
    single = "\n" not in S0 and len(S0.encode()) < 250
    modes = [(5, "mc_end"), (4, "lesson_end"), (3, "lesson_start"), (2, "mc_start")]
    if single:
        modes += [(2, "inline_mc"), (1, "ask_snippet")]
    mode = wpick(modes)
    sep = pick([":\n", ":\n\n"])
    lead = pick(CLEAN_LEAD[lang])
    mc, ls, ak = ctx, fact, ask
    if mode == "mc_end":
        mc = ctx + " " + lead + sep + S
    elif mode == "lesson_end":
        ls = fact + " " + lead + sep + S
    elif mode == "lesson_start":
        ls = S + "\n" + fact
    elif mode == "mc_start":
        mc = S + "\n" + ctx
    elif mode == "inline_mc":
        mc = ctx + " (`" + S0 + "`)"
    else:
        ak = CLEAN_ASKS[lang].replace("{s}", S0)
    return mc, ls, ak, mode


# ---------------------------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------------------------
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def _occurrences(hay, needle):
    out = []
    i = hay.find(needle)
    while i != -1:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_violation(fields, secrets):
    """returns None if every 8-char window of every secret occurs only inside occurrences of the secrets"""
    for f in fields:
        spans = []
        for s in secrets:
            spans += [(i, i + len(s)) for i in _occurrences(f, s)]
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for j in _occurrences(f, w):
                    if not any(a <= j and j + 8 <= b for a, b in spans):
                        return w
    return None


# obvious live-credential shapes that must never appear in a clean note (self-check of the generator)
CLEAN_FORBIDDEN = [re.compile(p) for p in [
    r"AKIA(?!X{16})[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"ghp_(?!X{36})[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{40,}",
    r"gh[osu]_[A-Za-z0-9]{36}", r"xox[bpa]-[0-9]{6,}", r"sk_live_(?!x+\b)[A-Za-z0-9]{20,}", r"rk_live_", r"sk-proj-[A-Za-z0-9_-]{20,}",
    r"sk-ant-api", r"glpat-(?!x{20})[A-Za-z0-9_-]{20}", r"-----BEGIN [A-Z ]*PRIVATE KEY", r"PRIVATE KEY BLOCK", r"hooks\.slack\.com/services/T",
    r"npm_(?!X{36})[A-Za-z0-9]{36}", r"hf_(?!x{34})[A-Za-z]{34}", r"dop_v1_", r"SG\.[A-Za-z0-9_-]{22}\.", r"password=(?!ENC\()[^\s$<{*%]"]]


def validate(rec):
    f = rec["fields"]
    for name, lim in LIMITS:
        v = f[name]
        if not isinstance(v, str) or len(v.encode("utf-8")) > lim:
            return "field %s too long" % name
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    vals = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    if rec["kind"] == "secret":
        if not rec["secrets"]:
            return "no secrets"
        for s in rec["secrets"]:
            if len(s) < 8:
                return "secret shorter than 8"
            if not any(s in v for v in vals):
                return "secret not verbatim"
        w = window_violation(vals, rec["secrets"])
        if w is not None:
            return "window %r occurs outside the secrets" % w
    else:
        if rec["secrets"]:
            return "clean note with secrets"
        for rx in CLEAN_FORBIDDEN:
            for v in vals:
                if rx.search(v):
                    return "clean note matches %s" % rx.pattern
    return None


# ---------------------------------------------------------------------------------------------
# schedule and main
# ---------------------------------------------------------------------------------------------
SECRET_PLAN = [("vendor", 165, None), ("password_config", 28, "db"), ("password_personal", 12, "personal"),
               ("password_cmd", 35, "db"), ("conn_string", 28, "db"), ("header", 24, "header"),
               ("signed_url", 10, "signed"), ("private_key", 16, "key"), ("otp", 15, "otp"), ("wifi", 8, "wifi"),
               ("webhook", 12, None), ("long_token", 7, "long")]
SECRET_FN = {"password_config": r_password_config, "password_personal": r_password_personal,
             "password_cmd": r_password_cmd, "conn_string": r_conn_string, "header": r_header,
             "signed_url": r_signed_url, "private_key": r_private_key, "otp": r_otp, "wifi": r_wifi,
             "webhook": r_webhook, "long_token": r_long_token}
CLEAN_PLAN = [(k_placeholder, 35), (k_masked, 30), (k_reference, 35), (k_hash, 35), (k_ids, 25), (k_pubkey, 30),
              (k_nonsecret_id, 30), (k_base64, 20), (k_longid, 20), (k_policy, 25), (k_encrypted, 20),
              (k_publishable, 25), (k_plain, 30)]
N_PER_KIND = 360
N_EN = 216


SECRET_TAG = {"header": "http auth", "otp": "2fa/recovery/pin", "wifi": "wifi", "long_token": "long token",
              "private_key": "private key", "signed_url": "signed URL", "webhook": "webhook"}


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def build_secret(recipe, fam, lang, vend, stats):
    for attempt in range(500):
        it = r_vendor(lang, vend) if recipe == "vendor" else SECRET_FN[recipe](lang)
        it["fam"] = fam
        if it.get("svc"):
            it["errs"] = SVC_ERR.get(it["svc"], ["401 Unauthorized", "`authentication failed`", "`invalid credentials`"])
        mc, ls, ak, mode = compose_secret(it, lang)
        vals = [mc, ls, ak]
        secs = dedupe([s for s in it["secrets"] if any(s in v for v in vals)])
        dropped = [s for s in it["secrets"] if s not in secs]
        cat = it["cat"]
        tag = SECRET_TAG.get(recipe)
        if tag and not cat.startswith(tag + ":"):
            cat = tag + ": " + cat
        rec = {"id": "", "lang": lang, "kind": "secret", "category": "%s | %s" % (cat, mode),
               "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ak}, "secrets": secs}
        err = validate(rec)
        if err is None:
            stats["dropped"] += len(dropped)
            if dropped:
                stats["dropped_cats"].append(it["cat"].split(" in ")[0])
            stats["containers"].append(it["container"])
            stats["frames"].append(mode.split("+")[0])
            if it.get("vendor"):
                stats["vendors"].append(it["vendor"])
            stats["retries"] += attempt
            return rec
        stats["reasons"].append(err.split(" ")[0] + " " + err.split(" ")[1])
    raise RuntimeError("could not build a valid %s note" % recipe)


def build_clean(fn, lang, stats):
    for attempt in range(500):
        ci = fn(lang)
        mc, ls, ak, mode = compose_clean(ci, lang)
        cat = ci["cat"]
        if cat.endswith(" [publishable]"):
            cat = cat[:-len(" [publishable]")] + " | " + mode + " [publishable]"
        else:
            cat = cat + " | " + mode
        rec = {"id": "", "lang": lang, "kind": "clean", "category": cat,
               "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ak}, "secrets": []}
        err = validate(rec)
        if err is None:
            stats["clean_frames"].append(mode)
            stats["retries"] += attempt
            return rec
        stats["reasons"].append(err)
    raise RuntimeError("could not build a valid clean note")


def main():
    stats = {"dropped_cats": [], "dropped": 0, "containers": [], "frames": [], "vendors": [], "retries": 0, "reasons": [],
             "clean_frames": []}
    # secret notes
    plan = []
    for name, n, fam in SECRET_PLAN:
        plan += [(name, fam)] * n
    assert len(plan) == N_PER_KIND
    R.shuffle(plan)
    langs = ["en"] * N_EN + ["ko"] * (N_PER_KIND - N_EN)
    R.shuffle(langs)
    vorder = list(VENDORS)
    R.shuffle(vorder)
    n_vendor = sum(1 for p in plan if p[0] == "vendor")
    vorder += [pick(VENDORS) for _ in range(n_vendor - len(vorder))]
    records = []
    vi = 0
    for (name, fam), lang in zip(plan, langs):
        vend = None
        if name == "vendor":
            vend = vorder[vi]
            vi += 1
        records.append(build_secret(name, fam, lang, vend, stats))
    # clean notes
    cplan = []
    for fn, n in CLEAN_PLAN:
        cplan += [fn] * n
    assert len(cplan) == N_PER_KIND
    R.shuffle(cplan)
    clangs = ["en"] * N_EN + ["ko"] * (N_PER_KIND - N_EN)
    R.shuffle(clangs)
    for fn, lang in zip(cplan, clangs):
        records.append(build_clean(fn, lang, stats))
    # final shuffle, ids, final assertions
    R.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = "fe%03d" % (i + 1)
        assert validate(rec) is None, (rec["id"], validate(rec))
        assert list(rec.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(rec["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
    assert len(records) == 720
    assert sum(r["kind"] == "secret" for r in records) == 360
    for kind in ("secret", "clean"):
        assert sum(r["kind"] == kind and r["lang"] == "en" for r in records) == N_EN
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v101.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if "--stats" in sys.argv:
        def count(xs):
            d = {}
            for x in xs:
                d[x] = d.get(x, 0) + 1
            return sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))
        e = sys.stderr
        for kind in ("secret", "clean"):
            for lang in ("en", "ko"):
                print("%s/%s: %d" % (kind, lang, sum(r["kind"] == kind and r["lang"] == lang for r in records)), file=e)
        print("vendor token kinds defined: %d; companies defined: %d; companies used: %d" % (
            len(VENDORS), len(dedupe([v["company"] for v in VENDORS])), len(dedupe(stats["vendors"]))), file=e)
        print("distinct secret containers: %d; secret frames: %d; clean frames: %d" % (
            len(dedupe(stats["containers"])), len(dedupe(stats["frames"])), len(dedupe(stats["clean_frames"]))), file=e)
        print("distinct categories: %d (secret %d, clean %d)" % (
            len(dedupe([r["category"] for r in records])),
            len(dedupe([r["category"].split(" | ")[0] for r in records if r["kind"] == "secret"])),
            len(dedupe([r["category"].split(" | ")[0] for r in records if r["kind"] == "clean"]))), file=e)
        print("secret frames:", count(stats["frames"]), file=e)
        print("clean frames:", count(stats["clean_frames"]), file=e)
        print("secrets listed: %d; unused candidate secrets dropped: %d; retries: %d" % (
            sum(len(r["secrets"]) for r in records), stats["dropped"], stats["retries"]), file=e)
        print("retry reasons:", count(stats["reasons"]), file=e)
        print("dropped (derived-only) secrets by category:", count(stats["dropped_cats"]), file=e)
        print("publishable clean notes: %d" % sum(r["category"].endswith("[publishable]") for r in records), file=e)


if __name__ == "__main__":
    main()
