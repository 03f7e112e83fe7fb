#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v33.py -- deterministic generator for blind_set_v33.jsonl.

Blind evaluation set for a credential-redaction filter (agent memory notes).
One PRNG (random.Random(33_2026_1126)) drives every choice; no sets are
iterated; output is byte-identical across runs and PYTHONHASHSEED values.

Usage:  python3 make_blind_set_v33.py [output_path]
"""
import base64
import hashlib
import json
import random
import string
import struct
import sys
import urllib.parse

R = random.Random(33_2026_1126)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64A = AN + "+/"
URLA = AN + "-_"
B32A = UP + "234567"
B58A = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def an(n):
    return rs(AN, n)


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def upd(n):
    return rs(UP + DG, n)


def lod(n):
    return rs(LO + DG, n)


def alpha(n):
    return rs(UP + LO, n)


def uu(n):
    return rs(URLA, n)


def b64(n):
    return rs(B64A, n)


def dg(n):
    return R.choice("123456789") + rs(DG, n - 1)


def rbytes(k):
    return bytes(R.getrandbits(8) for _ in range(k))


def b64b(k):
    return base64.b64encode(rbytes(k)).decode()


def b64ub(k):
    return base64.urlsafe_b64encode(rbytes(k)).decode().rstrip("=")


def uuid4():
    h = "%032x" % R.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def b64url_json(obj):
    raw = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def ts():
    return R.randint(1735689600, 1767225600)


def jwt(payload, alg="HS256", sig=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    return b64url_json(hdr) + "." + b64url_json(payload) + "." + b64ub(sig)


def pct(s):
    return urllib.parse.quote(s, safe="")


def T(lang, en, ko):
    return en if lang == "en" else ko


# ---------------------------------------------------------------- Korean helpers
BATCHIM_SUFFIX = [("secret", True), ("token", True), ("authtoken", True), ("url", True), ("certificate", True),
                  ("key", False), ("password", False), ("id", False), ("ak/sk", False), ("secretkey", False),
                  ("accesskey", False), ("licensekey", False), ("appsecret", True), ("pat", True)]


def has_batchim(word):
    w = word.rstrip(" `'\")").lower()
    for suf, val in BATCHIM_SUFFIX:
        if w.endswith(suf):
            return val
    c = word.rstrip(" `'\")")[-1]
    if "\uac00" <= c <= "\ud7a3":
        return (ord(c) - 0xAC00) % 28 != 0
    return c.lower() in "lmnr013678"


def josa(word, pair):
    a, b = pair.split("/")
    return word + (a if has_batchim(word) else b)


CHO_K = "rRseEfaqQtTdwWczxvg"
JUNG_K = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n",
          "nj", "np", "nl", "b", "m", "ml", "l"]
JONG_K = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx",
          "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2key(s):
    out = []
    for c in s:
        if "\uac00" <= c <= "\ud7a3":
            code = ord(c) - 0xAC00
            out.append(CHO_K[code // 588] + JUNG_K[(code % 588) // 28] + JONG_K[code % 28])
        else:
            out.append(c)
    return "".join(out)


KO_WORDS = ["사랑해", "안녕하세요", "우리집", "고양이", "강아지", "행복하자", "하늘바다", "서울역",
            "부산갈매기", "민수야", "지은이", "토끼풀", "여름밤", "겨울왕국", "별빛", "커피한잔",
            "김치찌개", "엄마아빠", "비밀번호", "초코칩", "떡볶이", "해바라기", "무지개", "제주도",
            "한강공원", "다람쥐", "호랑이", "바나나우유", "눈사람", "단풍잎"]

EN_WORDS = ["orchid", "velvet", "granite", "harbor", "pepper", "lantern", "meadow", "copper",
            "saffron", "tundra", "quiver", "marble", "falcon", "juniper", "cobalt", "ember",
            "thistle", "gravel", "paprika", "walnut", "sparrow", "glacier", "mango", "nebula",
            "pickle", "tango", "violet", "zephyr", "biscuit", "canyon", "domino", "fjord",
            "gecko", "hazel", "igloo", "jasper", "kettle", "lemur", "mosaic", "noodle",
            "otter", "prism", "quartz", "raven", "sprocket", "tulip", "umbra", "vortex",
            "wombat", "yonder", "almond", "bramble", "cactus", "dune", "eclipse", "ferret",
            "goblet", "hammock", "iris", "jigsaw"]

NAMES = ["jisoo", "minho", "hyejin", "dkim", "sjpark", "yuna", "taeyang", "alex", "maria",
         "chen.wei", "kenji", "lucas", "priya", "olga", "devops", "svc-deploy", "ci-bot",
         "app", "app_rw", "reporting", "etl_user", "backend", "admin", "root", "postgres",
         "sa", "analytics", "billing_svc", "readonly", "migrator"]

HOSTS = ["db-prod-1.internal", "pg-staging.c9x2k1.ap-northeast-2.rds.amazonaws.com",
         "10.0.12.34", "mysql.stg.acme.local", "db.dev.wavelet.io", "orders-db.svc.cluster.local",
         "172.31.8.91", "replica-2.db.hanbit.kr", "pg.prod.gridline.net", "127.0.0.1",
         "mariadb-01.infra.seoulpay.co.kr", "analytics-warehouse.internal"]

DBS = ["orders", "app", "billing", "analytics", "users", "inventory", "cms", "payments",
       "reporting", "shop", "crm", "ledger"]


def human_password():
    """Password in a style people actually pick."""
    style = R.randint(0, 9)
    w1 = pick(EN_WORDS)
    w2 = pick(EN_WORDS)
    yr = str(R.randint(1975, 2026))
    sym = pick("!@#$%&*?")
    if style == 0:
        return w1.capitalize() + yr + sym
    if style == 1:
        return w1.capitalize() + sym + w2.capitalize() + str(R.randint(10, 99))
    if style == 2:
        leet = w1.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + str(R.randint(100, 999)) + sym
    if style == 3:
        return pick(NAMES).split(".")[0].split("_")[0].capitalize() + yr + sym + sym
    if style == 4:
        return w1 + "-" + w2 + "-" + str(R.randint(10, 99))
    if style == 5:
        return an(R.randint(12, 20))
    if style == 6:
        return rs(AN + "!#%^*()-_=+", R.randint(14, 24))
    if style == 7:
        return w1.upper()[:4] + str(R.randint(1000, 9999)) + w2[:4] + sym
    if style == 8:
        return "Qwer" + str(R.randint(1000, 9999)) + sym + w1[:3]
    return w1.capitalize() + w2 + str(R.randint(1, 9)) + sym + str(R.randint(10, 99))


def ko_keyboard_password():
    w = pick(KO_WORDS)
    tail = pick([str(R.randint(1000, 9999)), str(R.randint(10, 99)) + pick("!@#"),
                 pick(["1004", "0815", "1225", "486"]) + pick("!@#$"), "!" + str(R.randint(100, 999))])
    head = ko2key(w)
    if chance(0.3):
        head = head[:1].upper() + head[1:]
    return w, head + tail


def hangul_password():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    return w + str(R.randint(10, 9999)) + pick(["", "!", "@", "#", "!!"])


def diceware(n=None, sep=None):
    n = n or R.randint(4, 6)
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(pick(EN_WORDS) for _ in range(n))


# ---------------------------------------------------------------- key material
def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ec_sec1_lines():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
           b"\x04" + rbytes(64))
    return wrap(base64.b64encode(der).decode())


def ec_pkcs8_lines():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") +
           rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return wrap(base64.b64encode(der).decode())


def ed25519_pkcs8_line():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return base64.b64encode(der).decode()


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") +
            struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(sec))
    return wrap(base64.b64encode(blob).decode(), 70)


def rsa_partial_lines(k=4):
    first = "MIIEpAIBAAKCAQEA" + b64(48)
    lines = [first] + [b64(64) for _ in range(k - 1)]
    return lines


def pem(label, lines, sep="\n"):
    return sep.join(["-----BEGIN %s-----" % label] + lines + ["-----END %s-----" % label])


def ssh_pub_ed25519(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def fingerprint_sha256():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def aws_akid(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def aws_secret():
    return b64(40)


def aws_session_token(n=356):
    return "IQoJb3JpZ2luX2VjE" + rs(B64A, n) + "=="


def b32_seed(n=32):
    return rs(B32A, n)


def gh_recovery():
    return hx(5) + "-" + hx(5)


def bip39ish(n=12):
    words = ["abandon", "ability", "absorb", "actress", "adjust", "afford", "agent", "alarm",
             "album", "alley", "anchor", "angle", "ankle", "apple", "arena", "armor", "arrow",
             "aspect", "atom", "auction", "avocado", "bacon", "badge", "bamboo", "banner",
             "barrel", "basket", "beach", "bench", "blanket", "bless", "bonus", "border",
             "bounce", "brick", "broccoli", "bubble", "cabin", "cactus", "camera", "canal",
             "candy", "carbon", "casino", "castle", "cereal", "chalk", "cherry", "chimney",
             "cinnamon", "citizen", "clever", "cliff", "coconut", "comic", "copper", "coral",
             "cradle", "crisp", "cupboard", "dawn", "debris", "denial", "desert", "dizzy",
             "dolphin", "donkey", "dragon", "drift", "eagle", "echo", "elbow", "embark",
             "enrich", "erode", "estate", "fabric", "famous", "fiscal", "flame", "fossil",
             "galaxy", "garlic", "giraffe", "glimpse", "gospel", "gravity", "hamster", "harvest",
             "hedgehog", "hollow", "hybrid", "icon", "igloo", "inmate", "jaguar", "jelly",
             "kangaroo", "kernel", "ladder", "lemon", "lizard", "lobster", "lunar", "magnet",
             "mango", "marble", "meadow", "mimic", "monkey", "muffin", "napkin", "nephew",
             "oasis", "olive", "orbit", "oyster", "paddle", "panda", "pepper", "pigeon",
             "pistol", "pluck", "pudding", "puzzle", "quantum", "rabbit", "raccoon", "ribbon",
             "rocket", "saddle", "salmon", "scatter", "shrimp", "sketch", "slogan", "sphere",
             "squirrel", "stadium", "sugar", "swallow", "tattoo", "theme", "tiger", "tomato",
             "tornado", "trophy", "tunnel", "umbrella", "unicorn", "valley", "velvet", "walnut",
             "wasabi", "whisper", "wizard", "yellow", "zebra"]
    return " ".join(pick(words) for _ in range(n))


def bech32ish(hrp, n):
    return hrp + "1" + rs(BECH, n)

# ---------------------------------------------------------------- vendor specs
class Spec(object):
    def __init__(self, vendor, slug, area, w_en, w_ko, items, http=None, region="global"):
        self.vendor = vendor
        self.slug = slug
        self.area = area
        self.w_en = w_en
        self.w_ko = w_ko
        self.items = items      # list of (ENV_NAME, generator, listed)
        self.http = http        # optional list of request templates using {0}, {1}, ...
        self.region = region

    def make(self):
        return [(name, gen(), listed) for (name, gen, listed) in self.items]


def _sk(prefix, n, alpha=AN):
    return lambda: prefix + rs(alpha, n)


def _stripe(mode):
    return lambda: mode + "51" + upd(1) + an(22) + an(72)


def _openai_proj():
    return "sk-proj-" + uu(74) + "T3BlbkFJ" + uu(74)


def _openai_svc():
    return "sk-svcacct-" + uu(74) + "T3BlbkFJ" + uu(74)


def _openai_legacy():
    return "sk-" + an(20) + "T3BlbkFJ" + an(20)


def _anthropic(kind="api03"):
    return lambda: "sk-ant-" + kind + "-" + uu(93) + "AA"


def _slack_bot():
    return "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24)


def _slack_user():
    return "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32)


def _slack_app():
    return "xapp-1-A" + upd(10) + "-" + dg(13) + "-" + hx(64)


def _gh_pat():
    return "github_pat_11" + upd(20) + "_" + an(59)


def _sendgrid():
    return "SG." + uu(22) + "." + uu(43)


def _atlassian():
    return "ATATT3xFfGF0" + uu(170) + "=" + HX(8)


def _asana():
    return "2/" + dg(16) + "/" + dg(16) + ":" + hx(32)


def _discord_bot():
    uid = str(R.randint(10 ** 17, 10 ** 18 * 2))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + uu(6) + "." + uu(38)


def _telegram():
    return str(R.randint(5000000000, 8999999999)) + ":AA" + uu(33)


def _sentry_org():
    return "sntrys_" + b64url_json({"iat": ts() + 0.5, "url": "https://sentry.io",
                                    "region_url": "https://us.sentry.io", "org": pick(["acme", "hanbit", "wavelet", "gridline"])}) + "_" + uu(43)


def _nr_license():
    return hx(36) + "NRAL"


def _dt():
    return "dt0c01." + upd(24) + "." + upd(64)


def _tfc():
    return an(14) + ".atlasv1." + uu(67)


def _ops():
    body = b64url_json({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                        "iterations": 650000, "salt": b64ub(16)}, "email": lod(12) + "@1passwordserviceaccounts.com",
                        "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64ub(32), "kty": "oct", "kid": "mp"},
                        "secretKey": "A3-" + upd(6) + "-" + upd(6) + "-" + upd(5) + "-" + upd(5) + "-" + upd(5) + "-" + upd(5),
                        "deviceUuid": lod(26)})
    return "ops_" + body


def _supabase_service():
    return jwt({"iss": "supabase", "ref": lod(20), "role": "service_role", "iat": ts(), "exp": ts() + 315360000})


def _mapbox_sk():
    return "sk." + b64url_json({"u": pick(["acme-maps", "jlee", "hanbit", "wavelet"]), "a": lod(25)}) + "." + uu(22)


def _paypal_bt():
    return "access_token$production$" + lod(16) + "$" + hx(32)


def _adyen():
    return "AQE" + b64(96) + "==-" + b64(43) + "=-" + rs(AN + ";%}{", 16)


def _tencent_id():
    return "AKID" + an(32)


def _dingtalk_sec():
    return "SEC" + hx(64)


def _rakuten(p):
    return lambda: p + dg(6) + "_" + an(20)


def _paddle():
    return "pdl_live_apikey_01" + lod(24) + "_" + an(22) + "_" + an(3)


def _brevo():
    return "xkeysib-" + hx(64) + "-" + an(16)


def _typeform():
    return "tfp_" + uu(44) + "_" + uu(14)


def _teamcity():
    return "eyJ0eXAiOiAiVENWMiJ9." + uu(36) + "." + b64url_json({"t": uuid4()})


def _salesforce_sid():
    return "00D" + an(12) + "!AQ" + an(2) + "AQ" + rs(AN + "._", 94)


def _twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + an(24) + "%2B" + an(18) + "%3D" + an(50)


def _woo(p):
    return lambda: p + hx(40)


def _clickhouse_secret():
    return "4b1d" + an(38)


def _influx():
    return uu(86) + "=="


def _ably():
    return "Ha" + an(4) + "." + an(6) + ":" + uu(43)


def _azure_ad_secret():
    return an(3) + "8Q~" + rs(AN + "_.~-", 34)


def _coupang_ak():
    return uuid4()


def _naver_commerce_secret():
    return "$2a$04$" + rs(AN + "./", 22)


def _bunny():
    return uuid4() + uuid4()[8:]


def _cloudflared():
    return b64url_json({"a": hx(32), "t": uuid4(), "s": b64b(32)})


def _tailscale():
    return "tskey-auth-k" + an(11) + "CNTRL-" + an(33)


def _ngrok():
    return dg(1) + an(26) + "_" + an(21)


def _fcm_legacy():
    return "AAAA" + uu(7) + ":APA91b" + uu(134)


def _google_refresh():
    return "1//0" + pick("eghx") + uu(98)


def _google_access():
    return "ya29.a0A" + uu(180)


def _meta_token():
    return "EAA" + an(6) + "ZB" + an(160)


def _upstash():
    return "AX" + an(2) + "AAIjcDE" + hx(32) + "cDE" + hx(32)


def _heroku():
    return "HRKU-AA" + uu(58)


def _onesignal():
    return "os_v2_app_" + rs("abcdefghijklmnopqrstuvwxyz234567", 113)


def _scw_secret():
    return uuid4()


def _pinecone():
    return "pcsk_" + an(5) + "_" + an(64)


def _langsmith(k):
    return lambda: "lsv2_" + k + "_" + hx(32) + "_" + hx(10)


SPECS = [
    # ---- global: source hosting / CI / registries
    Spec("GitHub", "github", "ci", "personal access token", "개인 액세스 토큰",
         [("GITHUB_TOKEN", _sk("ghp_", 36), True)],
         ["curl -sH \"Authorization: token {0}\" https://api.github.com/repos/acme/infra/actions/runs?per_page=5",
          "git clone https://x-access-token:{0}@github.com/acme/deploy-scripts.git"]),
    Spec("GitHub", "github", "ci", "fine-grained token", "fine-grained 토큰",
         [("GH_PAT", _gh_pat, True)],
         ["curl -s -H \"Authorization: Bearer {0}\" -H \"X-GitHub-Api-Version: 2022-11-28\" https://api.github.com/user"]),
    Spec("GitHub", "github", "ci", "OAuth app token", "OAuth 토큰",
         [("GH_OAUTH_TOKEN", _sk("gho_", 36), True)]),
    Spec("GitHub", "github", "ci", "App installation token", "App 설치 토큰",
         [("GITHUB_APP_INSTALLATION_TOKEN", _sk("ghs_", 36), True)]),
    Spec("GitLab", "gitlab", "ci", "personal access token", "개인 액세스 토큰",
         [("GITLAB_TOKEN", _sk("glpat-", 20, URLA), True)],
         ["curl --header \"PRIVATE-TOKEN: {0}\" \"https://gitlab.example.com/api/v4/projects/412/pipelines?status=failed\""]),
    Spec("GitLab", "gitlab", "ci", "deploy token", "deploy 토큰",
         [("CI_DEPLOY_USER", lambda: "gitlab+deploy-token-" + str(R.randint(100, 9999)), False),
          ("CI_DEPLOY_PASSWORD", _sk("gldt-", 20, URLA), True)]),
    Spec("GitLab", "gitlab", "ci", "runner authentication token", "runner 인증 토큰",
         [("RUNNER_TOKEN", _sk("glrt-", 20, URLA), True)],
         ["gitlab-runner register --non-interactive --url https://gitlab.com --token {0} --executor docker"]),
    Spec("GitLab", "gitlab", "ci", "pipeline trigger token", "pipeline trigger 토큰",
         [("TRIGGER_TOKEN", lambda: "glptt-" + hx(40), True)],
         ["curl -X POST --fail -F token={0} -F ref=main https://gitlab.com/api/v4/projects/88/trigger/pipeline"]),
    Spec("Bitbucket", "bitbucket", "ci", "app password", "app password",
         [("BITBUCKET_USERNAME", lambda: pick(NAMES), False), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(28) + HX(8), True)]),
    Spec("CircleCI", "circleci", "ci", "personal API token", "personal API 토큰",
         [("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40), True)],
         ["curl -H \"Circle-Token: {0}\" https://circleci.com/api/v2/me"]),
    Spec("Buildkite", "buildkite", "ci", "API access token", "API 토큰",
         [("BUILDKITE_API_TOKEN", _sk("bkua_", 40, HEXL), True)]),
    Spec("Jenkins", "jenkins", "ci", "API token", "API 토큰",
         [("JENKINS_USER", lambda: pick(NAMES), False), ("JENKINS_API_TOKEN", lambda: "11" + hx(32), True)],
         ["curl -X POST -u deploy-bot:{1} https://jenkins.internal/job/release/buildWithParameters?TAG=v2.4.1"]),
    Spec("TeamCity", "teamcity", "ci", "access token", "access 토큰",
         [("TEAMCITY_TOKEN", _teamcity, True)]),
    Spec("Azure DevOps", "azdo", "ci", "personal access token", "PAT",
         [("AZURE_DEVOPS_EXT_PAT", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52), True)]),
    Spec("SonarQube", "sonar", "ci", "user token", "user 토큰",
         [("SONAR_TOKEN", _sk("squ_", 40, HEXL), True)],
         ["mvn sonar:sonar -Dsonar.host.url=https://sonar.internal -Dsonar.token={0}"]),
    Spec("Codecov", "codecov", "ci", "upload token", "upload 토큰",
         [("CODECOV_TOKEN", uuid4, True)]),
    Spec("Snyk", "snyk", "ci", "API token", "API 토큰",
         [("SNYK_TOKEN", uuid4, True)], ["snyk auth {0}"]),
    Spec("Octopus Deploy", "octopus", "ci", "API key", "API 키",
         [("OCTOPUS_API_KEY", lambda: "API-" + upd(27), True)]),
    Spec("Terraform Cloud", "tfc", "cloud", "team API token", "team API 토큰",
         [("TF_TOKEN_app_terraform_io", _tfc, True)]),
    Spec("Pulumi", "pulumi", "cloud", "access token", "access 토큰",
         [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), True)]),
    Spec("npm", "npm", "reg", "automation token", "automation 토큰",
         [("NPM_TOKEN", _sk("npm_", 36), True)], ["npm config set //registry.npmjs.org/:_authToken {0}"]),
    Spec("PyPI", "pypi", "reg", "API token", "API 토큰",
         [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + uu(140), True)],
         ["twine upload -u __token__ -p {0} dist/*"]),
    Spec("Docker Hub", "dockerhub", "reg", "access token", "access 토큰",
         [("DOCKERHUB_USERNAME", lambda: pick(NAMES), False), ("DOCKERHUB_TOKEN", _sk("dckr_pat_", 27, URLA), True)],
         ["echo {1} | docker login -u acmebuild --password-stdin"]),
    Spec("NuGet", "nuget", "reg", "API key", "API 키",
         [("NUGET_API_KEY", lambda: "oy2" + lod(43), True)],
         ["dotnet nuget push bin/Release/*.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json"]),
    Spec("RubyGems", "rubygems", "reg", "API key", "API 키",
         [("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), True)]),
    Spec("crates.io", "cargo", "reg", "API token", "API 토큰",
         [("CARGO_REGISTRY_TOKEN", _sk("cio", 32), True)], ["cargo publish --token {0}"]),
    Spec("JFrog Artifactory", "artifactory", "reg", "API key", "API 키",
         [("ARTIFACTORY_USER", lambda: pick(NAMES), False), ("ARTIFACTORY_API_KEY", lambda: "AKCp8" + an(68), True)],
         ["curl -u ci-publisher:{1} -T build/app.jar https://acme.jfrog.io/artifactory/libs-release-local/app/1.9.0/app.jar"]),
    Spec("Clojars", "clojars", "reg", "deploy token", "deploy 토큰",
         [("LEIN_USERNAME", lambda: pick(NAMES), False), ("LEIN_PASSWORD", lambda: "CLOJARS_" + hx(60), True)]),
    Spec("Hex.pm", "hex", "reg", "API key", "API 키",
         [("HEX_API_KEY", lambda: hx(32), True)]),
    Spec("Quay.io", "quay", "reg", "robot account token", "robot 계정 토큰",
         [("QUAY_USER", lambda: "acme+ci_robot", False), ("QUAY_TOKEN", lambda: upd(64), True)]),
    # ---- global cloud
    Spec("AWS", "aws", "cloud", "access key", "액세스 키",
         [("AWS_ACCESS_KEY_ID", aws_akid, True), ("AWS_SECRET_ACCESS_KEY", aws_secret, True)]),
    Spec("Azure", "azure", "cloud", "client secret", "client secret 값",
         [("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", _azure_ad_secret, True)]),
    Spec("Azure Storage", "azstorage", "cloud", "account key", "account 키",
         [("AZURE_STORAGE_ACCOUNT", lambda: "acme" + lod(8), False), ("AZURE_STORAGE_KEY", lambda: b64b(64), True)]),
    Spec("Azure OpenAI", "azoai", "ai", "API key", "API 키",
         [("AZURE_OPENAI_ENDPOINT", lambda: "https://acme-" + lod(5) + ".openai.azure.com/", False), ("AZURE_OPENAI_API_KEY", lambda: hx(32), True)],
         ["curl https://acme-kc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01 -H \"api-key: {1}\""]),
    Spec("Google Cloud", "gcp", "cloud", "API key", "API 키",
         [("GOOGLE_API_KEY", _sk("AIzaSy", 33, URLA), True)],
         ["curl \"https://translation.googleapis.com/language/translate/v2?key={0}\" -d q=hello -d target=ko"]),
    Spec("Google OAuth", "google", "auth", "client secret", "client secret 값",
         [("GOOGLE_CLIENT_ID", lambda: dg(12) + "-" + lod(32) + ".apps.googleusercontent.com", False),
          ("GOOGLE_CLIENT_SECRET", _sk("GOCSPX-", 28, URLA), True)]),
    Spec("Google OAuth", "google", "auth", "refresh token", "refresh 토큰",
         [("GOOGLE_REFRESH_TOKEN", _google_refresh, True)]),
    Spec("Google OAuth", "google", "auth", "access token", "access 토큰",
         [("GOOGLE_ACCESS_TOKEN", _google_access, True)],
         ["curl -H \"Authorization: Bearer {0}\" https://www.googleapis.com/drive/v3/files?pageSize=10"]),
    Spec("Firebase", "fcm", "msg", "legacy server key", "legacy 서버 키",
         [("FCM_SERVER_KEY", _fcm_legacy, True)],
         ["curl -X POST -H \"Authorization: key={0}\" -H \"Content-Type: application/json\" https://fcm.googleapis.com/fcm/send -d @payload.json"]),
    Spec("Cloudflare", "cloudflare", "cloud", "API token", "API 토큰",
         [("CLOUDFLARE_API_TOKEN", lambda: uu(40), True)],
         ["curl -H \"Authorization: Bearer {0}\" https://api.cloudflare.com/client/v4/user/tokens/verify"]),
    Spec("Cloudflare", "cloudflare", "cloud", "Global API key", "Global API 키",
         [("CF_API_EMAIL", lambda: pick(NAMES) + "@acme.io", False), ("CF_API_KEY", lambda: hx(37), True)],
         ["curl -H \"X-Auth-Email: ops@acme.io\" -H \"X-Auth-Key: {1}\" https://api.cloudflare.com/client/v4/zones"]),
    Spec("Cloudflare Tunnel", "cloudflared", "net", "tunnel token", "tunnel 토큰",
         [("TUNNEL_TOKEN", _cloudflared, True)], ["cloudflared tunnel --no-autoupdate run --token {0}"]),
    Spec("DigitalOcean", "digitalocean", "cloud", "personal access token", "PAT",
         [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), True)], ["doctl auth init -t {0}"]),
    Spec("Linode", "linode", "cloud", "API token", "API 토큰",
         [("LINODE_TOKEN", lambda: hx(64), True)]),
    Spec("Vultr", "vultr", "cloud", "API key", "API 키",
         [("VULTR_API_KEY", lambda: upd(36), True)]),
    Spec("Heroku", "heroku", "cloud", "API key", "API 키",
         [("HEROKU_API_KEY", _heroku, True)]),
    Spec("Netlify", "netlify", "cloud", "personal access token", "PAT",
         [("NETLIFY_AUTH_TOKEN", _sk("nfp_", 36), True)]),
    Spec("Vercel", "vercel", "cloud", "access token", "access 토큰",
         [("VERCEL_TOKEN", lambda: an(24), True)], ["vercel deploy --prod --token {0}"]),
    Spec("Render", "render", "cloud", "API key", "API 키",
         [("RENDER_API_KEY", _sk("rnd_", 32), True)]),
    Spec("Railway", "railway", "cloud", "project token", "project 토큰",
         [("RAILWAY_TOKEN", uuid4, True)]),
    Spec("Fly.io", "fly", "cloud", "deploy token", "deploy 토큰",
         [("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + uu(210), True)]),
    Spec("Supabase", "supabase", "db", "service_role key", "service_role 키",
         [("SUPABASE_URL", lambda: "https://" + lod(20) + ".supabase.co", False), ("SUPABASE_SERVICE_ROLE_KEY", _supabase_service, True)]),
    Spec("Supabase", "supabase", "db", "access token", "access 토큰",
         [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), True)]),
    Spec("Supabase", "supabase", "db", "secret API key", "secret 키",
         [("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + uu(32), True)]),
    Spec("Tailscale", "tailscale", "net", "auth key", "auth 키",
         [("TS_AUTHKEY", _tailscale, True)], ["tailscale up --authkey={0} --hostname=build-runner-3"]),
    Spec("ngrok", "ngrok", "net", "authtoken", "authtoken",
         [("NGROK_AUTHTOKEN", _ngrok, True)], ["ngrok config add-authtoken {0}"]),
    Spec("HashiCorp Vault", "vault", "secmgr", "token", "토큰",
         [("VAULT_ADDR", lambda: "https://vault.internal:8200", False), ("VAULT_TOKEN", lambda: "hvs." + uu(24), True)]),
    Spec("HashiCorp Vault", "vault", "secmgr", "service token", "service 토큰",
         [("VAULT_TOKEN", lambda: "hvs.CAESI" + uu(88), True)]),
    Spec("Doppler", "doppler", "secmgr", "service token", "service 토큰",
         [("DOPPLER_TOKEN", lambda: "dp.st.prd." + an(40), True)]),
    Spec("1Password", "op", "secmgr", "service account token", "service account 토큰",
         [("OP_SERVICE_ACCOUNT_TOKEN", _ops, True)]),
    # ---- AI
    Spec("OpenAI", "openai", "ai", "project API key", "API 키",
         [("OPENAI_API_KEY", _openai_proj, True)],
         ["curl https://api.openai.com/v1/responses -H \"Authorization: Bearer {0}\" -H \"Content-Type: application/json\" -d '{{\"model\":\"gpt-4.1-mini\",\"input\":\"ping\"}}'"]),
    Spec("OpenAI", "openai", "ai", "service account key", "service account 키",
         [("OPENAI_API_KEY", _openai_svc, True)]),
    Spec("OpenAI", "openai", "ai", "API key (legacy format)", "예전 형식 API 키",
         [("OPENAI_API_KEY", _openai_legacy, True)]),
    Spec("Anthropic", "anthropic", "ai", "API key", "API 키",
         [("ANTHROPIC_API_KEY", _anthropic("api03"), True)],
         ["curl https://api.anthropic.com/v1/messages -H \"x-api-key: {0}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\""]),
    Spec("Anthropic", "anthropic", "ai", "Admin API key", "Admin API 키",
         [("ANTHROPIC_ADMIN_KEY", _anthropic("admin01"), True)]),
    Spec("Hugging Face", "hf", "ai", "access token", "access 토큰",
         [("HF_TOKEN", lambda: "hf_" + alpha(34), True)], ["huggingface-cli login --token {0}"]),
    Spec("Replicate", "replicate", "ai", "API token", "API 토큰",
         [("REPLICATE_API_TOKEN", _sk("r8_", 37), True)]),
    Spec("Groq", "groq", "ai", "API key", "API 키",
         [("GROQ_API_KEY", _sk("gsk_", 52), True)]),
    Spec("Perplexity", "perplexity", "ai", "API key", "API 키",
         [("PPLX_API_KEY", _sk("pplx-", 48), True)]),
    Spec("xAI", "xai", "ai", "API key", "API 키",
         [("XAI_API_KEY", _sk("xai-", 80), True)]),
    Spec("Mistral", "mistral", "ai", "API key", "API 키",
         [("MISTRAL_API_KEY", lambda: an(32), True)],
         ["curl https://api.mistral.ai/v1/models -H \"Authorization: Bearer {0}\""]),
    Spec("Cohere", "cohere", "ai", "API key", "API 키",
         [("CO_API_KEY", lambda: an(40), True)]),
    Spec("DeepSeek", "deepseek", "ai", "API key", "API 키",
         [("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), True)]),
    Spec("Together AI", "together", "ai", "API key", "API 키",
         [("TOGETHER_API_KEY", lambda: hx(64), True)]),
    Spec("Fireworks AI", "fireworks", "ai", "API key", "API 키",
         [("FIREWORKS_API_KEY", _sk("fw_", 24), True)]),
    Spec("Tavily", "tavily", "ai", "API key", "API 키",
         [("TAVILY_API_KEY", _sk("tvly-dev-", 32), True)]),
    Spec("LangSmith", "langsmith", "ai", "API key", "API 키",
         [("LANGSMITH_API_KEY", _langsmith("pt"), True)]),
    Spec("Pinecone", "pinecone", "ai", "API key", "API 키",
         [("PINECONE_API_KEY", _pinecone, True)]),
    Spec("Weights & Biases", "wandb", "ai", "API key", "API 키",
         [("WANDB_API_KEY", lambda: hx(40), True)], ["wandb login {0}"]),
    Spec("ElevenLabs", "elevenlabs", "ai", "API key", "API 키",
         [("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), True)],
         ["curl -X POST https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM -H \"xi-api-key: {0}\""]),
    # ---- messaging / email / sms
    Spec("Slack", "slack", "msg", "bot token", "bot 토큰",
         [("SLACK_BOT_TOKEN", _slack_bot, True)],
         ["curl -X POST -H \"Authorization: Bearer {0}\" -H 'Content-type: application/json' --data '{{\"channel\":\"C04LKJ2S9QW\",\"text\":\"deploy ok\"}}' https://slack.com/api/chat.postMessage"]),
    Spec("Slack", "slack", "msg", "user token", "user 토큰",
         [("SLACK_USER_TOKEN", _slack_user, True)]),
    Spec("Slack", "slack", "msg", "app-level token", "app-level 토큰",
         [("SLACK_APP_TOKEN", _slack_app, True), ("SLACK_SIGNING_SECRET", lambda: hx(32), True)]),
    Spec("Discord", "discord", "msg", "bot token", "bot 토큰",
         [("DISCORD_BOT_TOKEN", _discord_bot, True)],
         ["curl -H \"Authorization: Bot {0}\" https://discord.com/api/v10/users/@me"]),
    Spec("Telegram", "telegram", "msg", "bot token", "bot 토큰",
         [("TELEGRAM_BOT_TOKEN", _telegram, True)],
         ["curl -s \"https://api.telegram.org/bot{0}/sendMessage?chat_id=-1001873346612&text=backup%20done\""]),
    Spec("Twilio", "twilio", "sms", "auth token", "auth 토큰",
         [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", lambda: hx(32), True)],
         ["curl -X POST https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json -u {0}:{1} --data-urlencode \"To=+821012345678\""]),
    Spec("Twilio", "twilio", "sms", "API key secret", "API key secret",
         [("TWILIO_API_KEY", lambda: "SK" + hx(32), False), ("TWILIO_API_SECRET", lambda: an(32), True)]),
    Spec("SendGrid", "sendgrid", "email", "API key", "API 키",
         [("SENDGRID_API_KEY", _sendgrid, True)],
         ["curl --request POST --url https://api.sendgrid.com/v3/mail/send --header \"Authorization: Bearer {0}\""]),
    Spec("Mailgun", "mailgun", "email", "API key", "API 키",
         [("MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), True)],
         ["curl -s --user 'api:{0}' https://api.mailgun.net/v3/mg.acme.io/messages -F to=ops@acme.io"]),
    Spec("Mailchimp", "mailchimp", "email", "API key", "API 키",
         [("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(2, 21)), True)]),
    Spec("Postmark", "postmark", "email", "server token", "server 토큰",
         [("POSTMARK_SERVER_TOKEN", uuid4, True)],
         ["curl \"https://api.postmarkapp.com/email\" -X POST -H \"X-Postmark-Server-Token: {0}\""]),
    Spec("Resend", "resend", "email", "API key", "API 키",
         [("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24), True)]),
    Spec("Brevo", "brevo", "email", "API key", "API 키",
         [("BREVO_API_KEY", _brevo, True)]),
    Spec("Mailjet", "mailjet", "email", "API secret", "API secret",
         [("MJ_APIKEY_PUBLIC", lambda: hx(32), False), ("MJ_APIKEY_PRIVATE", lambda: hx(32), True)]),
    Spec("Vonage", "vonage", "sms", "API secret", "API secret",
         [("VONAGE_API_KEY", lambda: hx(8), False), ("VONAGE_API_SECRET", lambda: an(16), True)]),
    Spec("MessageBird", "messagebird", "sms", "live access key", "live 키",
         [("MESSAGEBIRD_ACCESS_KEY", lambda: an(25), True)]),
    Spec("Plivo", "plivo", "sms", "auth token", "auth 토큰",
         [("PLIVO_AUTH_ID", lambda: "MA" + upd(18), False), ("PLIVO_AUTH_TOKEN", lambda: an(40), True)]),
    Spec("Telnyx", "telnyx", "sms", "API key", "API 키",
         [("TELNYX_API_KEY", lambda: "KEY" + upd(26) + "_" + an(22), True)]),
    Spec("Pusher", "pusher", "msg", "app secret", "app secret",
         [("PUSHER_APP_ID", lambda: str(R.randint(1000000, 1999999)), False), ("PUSHER_KEY", lambda: hx(20), False), ("PUSHER_SECRET", lambda: hx(20), True)]),
    Spec("Ably", "ably", "msg", "API key", "API 키",
         [("ABLY_API_KEY", _ably, True)]),
    Spec("Agora", "agora", "video", "app certificate", "app certificate",
         [("AGORA_APP_ID", lambda: hx(32), False), ("AGORA_APP_CERTIFICATE", lambda: hx(32), True)]),
    Spec("Mux", "mux", "video", "token secret", "token secret",
         [("MUX_TOKEN_ID", uuid4, False), ("MUX_TOKEN_SECRET", lambda: b64(75), True)]),
    # ---- observability
    Spec("Datadog", "datadog", "obs", "API key", "API 키",
         [("DD_API_KEY", lambda: hx(32), True), ("DD_APP_KEY", lambda: hx(40), True)],
         ["curl -X GET \"https://api.datadoghq.com/api/v1/validate\" -H \"DD-API-KEY: {0}\" -H \"DD-APPLICATION-KEY: {1}\""]),
    Spec("New Relic", "newrelic", "obs", "user API key", "user API 키",
         [("NEW_RELIC_API_KEY", lambda: "NRAK-" + upd(27), True)]),
    Spec("New Relic", "newrelic", "obs", "license key", "license 키",
         [("NEW_RELIC_LICENSE_KEY", _nr_license, True)]),
    Spec("Grafana", "grafana", "obs", "service account token", "service account 토큰",
         [("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8), True)],
         ["curl -H \"Authorization: Bearer {0}\" https://grafana.internal/api/dashboards/uid/k8s-overview"]),
    Spec("Sentry", "sentry", "obs", "org auth token", "auth 토큰",
         [("SENTRY_AUTH_TOKEN", _sentry_org, True)], ["sentry-cli --auth-token {0} releases new 2.8.0"]),
    Spec("Sentry", "sentry", "obs", "user auth token", "user auth 토큰",
         [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), True)]),
    Spec("Dynatrace", "dynatrace", "obs", "API token", "API 토큰",
         [("DT_API_TOKEN", _dt, True)],
         ["curl -H \"Authorization: Api-Token {0}\" https://abc12345.live.dynatrace.com/api/v2/metrics"]),
    Spec("Honeycomb", "honeycomb", "obs", "ingest key", "ingest 키",
         [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + lod(56), True)]),
    Spec("Rollbar", "rollbar", "obs", "post_server_item token", "server 토큰",
         [("ROLLBAR_ACCESS_TOKEN", lambda: hx(32), True)]),
    Spec("Bugsnag", "bugsnag", "obs", "API key", "API 키",
         [("BUGSNAG_API_KEY", lambda: hx(32), True)]),
    Spec("Axiom", "axiom", "obs", "API token", "API 토큰",
         [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), True)]),
    Spec("Splunk", "splunk", "obs", "HEC token", "HEC 토큰",
         [("SPLUNK_HEC_TOKEN", uuid4, True)],
         ["curl -k https://splunk.internal:8088/services/collector/event -H \"Authorization: Splunk {0}\" -d '{{\"event\":\"hello\"}}'"]),
    Spec("Opsgenie", "opsgenie", "obs", "API key", "API 키",
         [("OPSGENIE_API_KEY", uuid4, True)],
         ["curl -X POST https://api.opsgenie.com/v2/alerts -H \"Authorization: GenieKey {0}\""]),
    Spec("PagerDuty", "pagerduty", "obs", "REST API key", "REST API 키",
         [("PAGERDUTY_TOKEN", lambda: "u+" + uu(18), True)]),
    Spec("Sumo Logic", "sumo", "obs", "access key", "access 키",
         [("SUMO_ACCESS_ID", lambda: "su" + an(12), True), ("SUMO_ACCESS_KEY", lambda: an(64), True)]),
    Spec("Better Stack", "betterstack", "obs", "source token", "source 토큰",
         [("LOGTAIL_SOURCE_TOKEN", lambda: an(24), True)]),
    Spec("Checkly", "checkly", "obs", "API key", "API 키",
         [("CHECKLY_API_KEY", lambda: "cu_" + hx(32), True)]),
    # ---- databases / data
    Spec("PlanetScale", "planetscale", "db", "service token", "service 토큰",
         [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: lod(12), False), ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + uu(43), True)]),
    Spec("PlanetScale", "planetscale", "db", "database password", "DB 비밀번호",
         [("DATABASE_USERNAME", lambda: lod(12), False), ("DATABASE_PASSWORD", lambda: "pscale_pw_" + uu(43), True)]),
    Spec("Neon", "neon", "db", "API key", "API 키",
         [("NEON_API_KEY", lambda: "napi_" + lod(64), True)]),
    Spec("MongoDB Atlas", "atlas", "db", "API private key", "API private 키",
         [("ATLAS_PUBLIC_KEY", lambda: lod(8), False), ("ATLAS_PRIVATE_KEY", uuid4, True)]),
    Spec("Upstash", "upstash", "db", "REST token", "REST 토큰",
         [("UPSTASH_REDIS_REST_URL", lambda: "https://" + pick(["apt", "fond", "key"]) + "-" + pick(["lark", "mole", "wren"]) + "-" + str(R.randint(10000, 99999)) + ".upstash.io", False),
          ("UPSTASH_REDIS_REST_TOKEN", _upstash, True)]),
    Spec("Turso", "turso", "db", "auth token", "auth 토큰",
         [("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts(), "id": uuid4()}, alg="EdDSA", sig=64), True)]),
    Spec("Databricks", "databricks", "db", "personal access token", "PAT",
         [("DATABRICKS_HOST", lambda: "https://adb-" + dg(16) + ".7.azuredatabricks.net", False), ("DATABRICKS_TOKEN", lambda: "dapi" + hx(32), True)]),
    Spec("Snowflake", "snowflake", "db", "password", "비밀번호",
         [("SNOWFLAKE_ACCOUNT", lambda: upd(7) + "-" + upd(7), False), ("SNOWFLAKE_USER", lambda: "ETL_SVC", False), ("SNOWFLAKE_PASSWORD", lambda: rs(AN + "!#%*", 20), True)]),
    Spec("Confluent Cloud", "confluent", "db", "API secret", "API secret",
         [("CONFLUENT_API_KEY", lambda: upd(16), False), ("CONFLUENT_API_SECRET", lambda: b64(64), True)]),
    Spec("ClickHouse Cloud", "clickhouse", "db", "API key secret", "API key secret",
         [("CLICKHOUSE_KEY_ID", lambda: an(20), False), ("CLICKHOUSE_KEY_SECRET", _clickhouse_secret, True)]),
    Spec("InfluxDB", "influx", "db", "API token", "API 토큰",
         [("INFLUX_TOKEN", _influx, True)]),
    Spec("Fauna", "fauna", "db", "secret", "secret",
         [("FAUNA_SECRET", lambda: "fnA" + uu(37), True)]),
    Spec("Algolia", "algolia", "saas", "Admin API key", "Admin API 키",
         [("ALGOLIA_APP_ID", lambda: upd(10), False), ("ALGOLIA_ADMIN_KEY", lambda: hx(32), True)]),
    Spec("Elastic Cloud", "elastic", "obs", "API key", "API 키",
         [("ELASTIC_API_KEY", lambda: base64.b64encode((uu(20) + ":" + uu(22)).encode()).decode(), True)],
         ["curl -H \"Authorization: ApiKey {0}\" https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices"]),
    # ---- payments
    Spec("Stripe", "stripe", "pay", "secret key", "secret 키",
         [("STRIPE_SECRET_KEY", _stripe("sk_live_"), True)], ["curl https://api.stripe.com/v1/charges?limit=3 -u {0}:"]),
    Spec("Stripe", "stripe", "pay", "restricted key", "restricted 키",
         [("STRIPE_RESTRICTED_KEY", _stripe("rk_live_"), True)]),
    Spec("Stripe", "stripe", "pay", "webhook signing secret", "webhook signing secret",
         [("STRIPE_WEBHOOK_SECRET", _sk("whsec_", 32), True)], ["stripe listen --forward-to localhost:4242/webhook # whsec printed: {0}"]),
    Spec("Stripe", "stripe", "pay", "test-mode secret key", "test 모드 secret 키",
         [("STRIPE_SECRET_KEY", _stripe("sk_test_"), True)]),
    Spec("Square", "square", "pay", "access token", "access 토큰",
         [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + uu(60), True)]),
    Spec("Square", "square", "pay", "application secret", "application secret",
         [("SQUARE_APP_SECRET", lambda: "sq0csp-" + uu(43), True)]),
    Spec("Braintree", "braintree", "pay", "access token", "access 토큰",
         [("BRAINTREE_ACCESS_TOKEN", _paypal_bt, True)]),
    Spec("PayPal", "paypal", "pay", "client secret", "client secret",
         [("PAYPAL_CLIENT_ID", lambda: "A" + uu(79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + uu(79), True)]),
    Spec("Adyen", "adyen", "pay", "API key", "API 키",
         [("ADYEN_API_KEY", _adyen, True), ("ADYEN_MERCHANT_ACCOUNT", lambda: "AcmeECOM", False)]),
    Spec("Razorpay", "razorpay", "pay", "key secret", "key secret",
         [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14), False), ("RAZORPAY_KEY_SECRET", lambda: an(24), True)]),
    Spec("Paystack", "paystack", "pay", "secret key", "secret 키",
         [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), True)]),
    Spec("Flutterwave", "flutterwave", "pay", "secret key", "secret 키",
         [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", True)]),
    Spec("Plaid", "plaid", "pay", "secret", "secret",
         [("PLAID_CLIENT_ID", lambda: hx(24), False), ("PLAID_SECRET", lambda: hx(30), True)]),
    Spec("Binance", "binance", "crypto", "API secret", "API secret",
         [("BINANCE_API_KEY", lambda: an(64), True), ("BINANCE_API_SECRET", lambda: an(64), True)]),
    Spec("Shopify", "shopify", "commerce", "Admin API access token", "Admin API 토큰",
         [("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hx(32), True)],
         ["curl -H \"X-Shopify-Access-Token: {0}\" https://acme-store.myshopify.com/admin/api/2024-10/orders.json?status=any"]),
    Spec("Shopify", "shopify", "commerce", "app shared secret", "app shared secret",
         [("SHOPIFY_API_KEY", lambda: hx(32), False), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), True)]),
    Spec("WooCommerce", "woocommerce", "commerce", "REST API keys", "REST API 키",
         [("WC_CONSUMER_KEY", _woo("ck_"), True), ("WC_CONSUMER_SECRET", _woo("cs_"), True)]),
    # ---- SaaS
    Spec("Notion", "notion", "saas", "integration token", "integration 토큰",
         [("NOTION_TOKEN", lambda: "ntn_" + dg(11) + an(35), True)],
         ["curl https://api.notion.com/v1/databases/8f3a2c1b9e7d4c21a0b6f5e4d3c2b1a0/query -H \"Authorization: Bearer {0}\" -H \"Notion-Version: 2022-06-28\""]),
    Spec("Notion", "notion", "saas", "internal integration secret (old format)", "예전 형식 integration secret",
         [("NOTION_API_KEY", lambda: "secret_" + an(43), True)]),
    Spec("Linear", "linear", "saas", "API key", "API 키",
         [("LINEAR_API_KEY", lambda: "lin_api_" + an(40), True)]),
    Spec("Atlassian", "jira", "saas", "API token", "API 토큰",
         [("JIRA_EMAIL", lambda: pick(NAMES) + "@acme.io", False), ("JIRA_API_TOKEN", _atlassian, True)]),
    Spec("Asana", "asana", "saas", "personal access token", "PAT",
         [("ASANA_PAT", _asana, True)]),
    Spec("Figma", "figma", "saas", "personal access token", "PAT",
         [("FIGMA_TOKEN", _sk("figd_", 40, URLA), True)],
         ["curl -H \"X-Figma-Token: {0}\" https://api.figma.com/v1/files/Qx8HnYH1mV7bqz/images?ids=12:4"]),
    Spec("Airtable", "airtable", "saas", "personal access token", "PAT",
         [("AIRTABLE_PAT", lambda: "pat" + an(14) + "." + hx(64), True)]),
    Spec("HubSpot", "hubspot", "saas", "private app token", "private app 토큰",
         [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4(), True)]),
    Spec("ClickUp", "clickup", "saas", "personal API token", "API 토큰",
         [("CLICKUP_TOKEN", lambda: "pk_" + dg(8) + "_" + upd(32), True)]),
    Spec("Trello", "trello", "saas", "API token", "API 토큰",
         [("TRELLO_KEY", lambda: hx(32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + HX(8), True)]),
    Spec("Zendesk", "zendesk", "saas", "API token", "API 토큰",
         [("ZENDESK_EMAIL", lambda: "support@acme.io", False), ("ZENDESK_API_TOKEN", lambda: an(40), True)]),
    Spec("Salesforce", "salesforce", "saas", "session ID", "session ID",
         [("SF_INSTANCE_URL", lambda: "https://acme.my.salesforce.com", False), ("SF_ACCESS_TOKEN", _salesforce_sid, True)]),
    Spec("Postman", "postman", "saas", "API key", "API 키",
         [("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), True)]),
    Spec("Contentful", "contentful", "cms", "management token", "management 토큰",
         [("CONTENTFUL_MANAGEMENT_TOKEN", _sk("CFPAT-", 43, URLA), True)]),
    Spec("Sanity", "sanity", "cms", "API token", "API 토큰",
         [("SANITY_API_TOKEN", lambda: "sk" + an(180), True)]),
    Spec("Webflow", "webflow", "cms", "site API token", "API 토큰",
         [("WEBFLOW_TOKEN", lambda: hx(64), True)]),
    Spec("Dropbox", "dropbox", "saas", "short-lived access token", "access 토큰",
         [("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + uu(150), True)]),
    Spec("Zoom", "zoom", "saas", "Server-to-Server OAuth client secret", "S2S OAuth client secret",
         [("ZOOM_ACCOUNT_ID", lambda: uu(22), False), ("ZOOM_CLIENT_ID", lambda: an(22), False), ("ZOOM_CLIENT_SECRET", lambda: an(32), True)]),
    Spec("Okta", "okta", "auth", "API token", "API 토큰",
         [("OKTA_API_TOKEN", lambda: "00" + uu(40), True)],
         ["curl -H \"Authorization: SSWS {0}\" https://acme.okta.com/api/v1/users?limit=5"]),
    Spec("Auth0", "auth0", "auth", "client secret", "client secret",
         [("AUTH0_DOMAIN", lambda: "acme.us.auth0.com", False), ("AUTH0_CLIENT_ID", lambda: an(32), False), ("AUTH0_CLIENT_SECRET", lambda: uu(64), True)]),
    Spec("Clerk", "clerk", "auth", "secret key", "secret 키",
         [("CLERK_SECRET_KEY", lambda: "sk_live_" + an(40), True)]),
    Spec("Stytch", "stytch", "auth", "secret", "secret",
         [("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4(), False), ("STYTCH_SECRET", lambda: "secret-live-" + uu(36), True)]),
    Spec("LaunchDarkly", "launchdarkly", "flags", "server-side SDK key", "server SDK 키",
         [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)]),
    Spec("Statsig", "statsig", "flags", "server secret key", "server secret 키",
         [("STATSIG_SERVER_SECRET", lambda: "secret-" + an(43), True)]),
    Spec("Unleash", "unleash", "flags", "server API token", "server API 토큰",
         [("UNLEASH_API_TOKEN", lambda: "*:prod." + hx(64), True)]),
    Spec("Mapbox", "mapbox", "maps", "secret token", "secret 토큰",
         [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)]),
    Spec("Google Maps", "gmaps", "maps", "server API key", "server API 키",
         [("GOOGLE_MAPS_SERVER_KEY", _sk("AIzaSy", 33, URLA), True)],
         ["curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Seoul+Station&key={0}\""]),
    Spec("OpenWeather", "openweather", "maps", "API key", "API 키",
         [("OWM_API_KEY", lambda: hx(32), True)],
         ["curl \"https://api.openweathermap.org/data/2.5/weather?q=Busan&appid={0}&units=metric\""]),
    Spec("Alchemy", "alchemy", "crypto", "API key", "API 키",
         [("ALCHEMY_API_KEY", lambda: uu(32), True)],
         ["curl https://eth-mainnet.g.alchemy.com/v2/{0} -X POST -d '{{\"jsonrpc\":\"2.0\",\"method\":\"eth_blockNumber\",\"id\":1}}'"]),
    Spec("Etherscan", "etherscan", "crypto", "API key", "API 키",
         [("ETHERSCAN_API_KEY", lambda: upd(34), True)]),
    Spec("Meta", "meta", "social", "page access token", "page access 토큰",
         [("FB_PAGE_ACCESS_TOKEN", _meta_token, True)]),
    Spec("Meta", "meta", "social", "app secret", "app secret",
         [("FB_APP_ID", lambda: dg(15), False), ("FB_APP_SECRET", lambda: hx(32), True)]),
    Spec("X (Twitter)", "twitter", "social", "bearer token", "bearer 토큰",
         [("TWITTER_BEARER_TOKEN", _twitter_bearer, True)]),
    Spec("Spotify", "spotify", "social", "client secret", "client secret",
         [("SPOTIFY_CLIENT_ID", lambda: hx(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), True)]),
    Spec("Twitch", "twitch", "social", "client secret", "client secret",
         [("TWITCH_CLIENT_ID", lambda: lod(30), False), ("TWITCH_CLIENT_SECRET", lambda: lod(30), True)]),
    Spec("OneSignal", "onesignal", "msg", "REST API key", "REST API 키",
         [("ONESIGNAL_APP_ID", uuid4, False), ("ONESIGNAL_REST_API_KEY", _onesignal, True)]),
    Spec("Klaviyo", "klaviyo", "email", "private API key", "private API 키",
         [("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hx(34), True)],
         ["curl https://a.klaviyo.com/api/lists/ -H \"Authorization: Klaviyo-API-Key {0}\" -H \"revision: 2024-10-15\""]),
    Spec("Braze", "braze", "email", "REST API key", "REST API 키",
         [("BRAZE_REST_API_KEY", uuid4, True)]),
    Spec("Amplitude", "amplitude", "analytics", "secret key", "secret 키",
         [("AMPLITUDE_API_KEY", lambda: hx(32), False), ("AMPLITUDE_SECRET_KEY", lambda: hx(32), True)]),
    # ---- Korea
    Spec("Toss Payments", "toss", "pay", "secret key", "시크릿 키",
         [("TOSS_SECRET_KEY", lambda: "live_sk_" + an(28), True)], region="kr"),
    Spec("Toss Payments", "toss", "pay", "API individual-integration secret key", "API 개별 연동 시크릿 키",
         [("TOSS_SECRET_KEY", lambda: "live_gsk_" + an(28), True)], region="kr"),
    Spec("Kakao", "kakao", "saas", "REST API key", "REST API 키",
         [("KAKAO_REST_API_KEY", lambda: hx(32), True)],
         ["curl -X GET \"https://dapi.kakao.com/v2/local/search/address.json?query=판교역로\" -H \"Authorization: KakaoAK {0}\""], region="kr"),
    Spec("Kakao", "kakao", "saas", "Admin key", "어드민 키",
         [("KAKAO_ADMIN_KEY", lambda: hx(32), True)],
         ["curl -X GET \"https://kapi.kakao.com/v1/user/ids\" -H \"Authorization: KakaoAK {0}\""], region="kr"),
    Spec("KakaoPay", "kakaopay", "pay", "secret key", "시크릿 키",
         [("KAKAOPAY_CID", lambda: "TC0ONETIME", False), ("KAKAOPAY_SECRET_KEY", lambda: "PRD" + HX(37), True)],
         ["curl -X POST https://open-api.kakaopay.com/online/v1/payment/ready -H \"Authorization: SECRET_KEY {1}\""], region="kr"),
    Spec("Naver", "naver", "saas", "client secret", "Client Secret",
         [("NAVER_CLIENT_ID", lambda: an(20), False), ("NAVER_CLIENT_SECRET", lambda: an(10), True)],
         ["curl \"https://openapi.naver.com/v1/search/blog.json?query=마라탕\" -H \"X-Naver-Client-Id: {0}\" -H \"X-Naver-Client-Secret: {1}\""], region="kr"),
    Spec("Naver Cloud Platform", "ncloud", "cloud", "access key", "액세스 키",
         [("NCLOUD_ACCESS_KEY", lambda: upd(20), True), ("NCLOUD_SECRET_KEY", lambda: an(40), True)], region="kr"),
    Spec("Naver Cloud Platform", "ncloud", "cloud", "sub-account API key", "서브 계정 API 키",
         [("NCLOUD_ACCESS_KEY", lambda: "ncp_iam_BPAMKR" + an(16), True), ("NCLOUD_SECRET_KEY", lambda: "ncp_iam_BPKMKR" + an(36), True)], region="kr"),
    Spec("Naver Commerce API", "naver_commerce", "commerce", "application secret", "애플리케이션 시크릿",
         [("NAVER_COMMERCE_CLIENT_ID", lambda: an(22), False), ("NAVER_COMMERCE_CLIENT_SECRET", _naver_commerce_secret, True)], region="kr"),
    Spec("NHN Cloud", "nhncloud", "sms", "secret key", "Secret Key",
         [("NHN_SMS_APPKEY", lambda: an(16), False), ("NHN_SMS_SECRET_KEY", lambda: an(8), True)], region="kr"),
    Spec("PortOne", "portone", "pay", "REST API secret", "REST API Secret",
         [("IMP_KEY", lambda: dg(16), False), ("IMP_SECRET", lambda: an(80), True)], region="kr"),
    Spec("PortOne", "portone", "pay", "V2 API secret", "V2 API Secret",
         [("PORTONE_API_SECRET", lambda: an(80), True)],
         ["curl -X GET https://api.portone.io/payments/order-20250311-0042 -H \"Authorization: PortOne {0}\""], region="kr"),
    Spec("Solapi", "solapi", "sms", "API secret", "API Secret",
         [("SOLAPI_API_KEY", lambda: "NCS" + upd(13), False), ("SOLAPI_API_SECRET", lambda: upd(32), True)], region="kr"),
    Spec("Aligo", "aligo", "sms", "API key", "API 키",
         [("ALIGO_USER_ID", lambda: "acmesms", False), ("ALIGO_API_KEY", lambda: lod(32), True)], region="kr"),
    Spec("Channel Talk", "channeltalk", "saas", "access secret", "access secret",
         [("CHANNEL_ACCESS_KEY", lambda: hx(24), False), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), True)], region="kr"),
    Spec("Upbit", "upbit", "crypto", "Open API keys", "Open API 키",
         [("UPBIT_OPEN_API_ACCESS_KEY", lambda: an(40), True), ("UPBIT_OPEN_API_SECRET_KEY", lambda: an(40), True)], region="kr"),
    Spec("Bithumb", "bithumb", "crypto", "API keys", "API 키",
         [("BITHUMB_CONNECT_KEY", lambda: hx(32), True), ("BITHUMB_SECRET_KEY", lambda: hx(32), True)], region="kr"),
    Spec("Sendbird", "sendbird", "msg", "master API token", "master API 토큰",
         [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: hx(40), True)],
         ["curl -H \"Api-Token: {1}\" https://api-{0}.sendbird.com/v3/users?limit=10"], region="kr"),
    Spec("Coupang", "coupang", "commerce", "Open API secret key", "Open API 시크릿 키",
         [("COUPANG_ACCESS_KEY", _coupang_ak, True), ("COUPANG_SECRET_KEY", lambda: hx(40), True)], region="kr"),
    Spec("Cafe24", "cafe24", "commerce", "client secret", "client secret",
         [("CAFE24_CLIENT_ID", lambda: an(22), False), ("CAFE24_CLIENT_SECRET", lambda: an(22), True)], region="kr"),
    # ---- China
    Spec("Alibaba Cloud", "aliyun", "cloud", "AccessKey", "AccessKey",
         [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30), True)], region="cn"),
    Spec("Tencent Cloud", "tencent", "cloud", "SecretKey", "SecretKey",
         [("TENCENTCLOUD_SECRET_ID", _tencent_id, True), ("TENCENTCLOUD_SECRET_KEY", lambda: an(32), True)], region="cn"),
    Spec("Baidu AI Cloud", "baidu", "ai", "Secret Key", "Secret Key",
         [("BAIDU_API_KEY", lambda: an(24), False), ("BAIDU_SECRET_KEY", lambda: an(32), True)],
         ["curl -X POST \"https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={0}&client_secret={1}\""], region="cn"),
    Spec("Huawei Cloud", "huawei", "cloud", "AK/SK", "AK/SK",
         [("HUAWEICLOUD_SDK_AK", lambda: upd(20), True), ("HUAWEICLOUD_SDK_SK", lambda: an(40), True)], region="cn"),
    Spec("WeChat", "wechat", "social", "AppSecret", "AppSecret",
         [("WECHAT_APPID", lambda: "wx" + hx(16), False), ("WECHAT_APPSECRET", lambda: hx(32), True)],
         ["curl \"https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}\""], region="cn"),
    Spec("WeChat Pay", "wechatpay", "pay", "APIv3 key", "APIv3 키",
         [("WECHATPAY_MCHID", lambda: dg(10), False), ("WECHATPAY_APIV3_KEY", lambda: an(32), True)], region="cn"),
    Spec("WeCom", "wecom", "msg", "corp secret", "corpsecret",
         [("WECOM_CORPID", lambda: "ww" + hx(16), False), ("WECOM_CORPSECRET", lambda: uu(43), True)],
         ["curl \"https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid={0}&corpsecret={1}\""], region="cn"),
    Spec("Feishu", "feishu", "msg", "app secret", "app secret",
         [("FEISHU_APP_ID", lambda: "cli_" + hx(16), False), ("FEISHU_APP_SECRET", lambda: an(32), True)], region="cn"),
    Spec("Qiniu", "qiniu", "cloud", "AK/SK", "AK/SK",
         [("QINIU_ACCESS_KEY", lambda: uu(40), True), ("QINIU_SECRET_KEY", lambda: uu(40), True)], region="cn"),
    Spec("Volcengine", "volcengine", "cloud", "AccessKey", "AccessKey",
         [("VOLC_ACCESSKEY", lambda: "AKLT" + b64(56), True), ("VOLC_SECRETKEY", lambda: b64b(45), True)], region="cn"),
    Spec("Zhipu AI", "zhipu", "ai", "API key", "API 키",
         [("ZHIPUAI_API_KEY", lambda: hx(32) + "." + an(16), True)], region="cn"),
    Spec("Moonshot AI", "moonshot", "ai", "API key", "API 키",
         [("MOONSHOT_API_KEY", lambda: "sk-" + an(48), True)], region="cn"),
    Spec("DashScope", "dashscope", "ai", "API key", "API 키",
         [("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), True)], region="cn"),
    Spec("Gitee", "gitee", "ci", "personal access token", "PAT",
         [("GITEE_TOKEN", lambda: hx(32), True)], region="cn"),
    # ---- Japan
    Spec("LINE", "line", "msg", "channel access token", "채널 액세스 토큰",
         [("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64(171) + "=", True), ("LINE_CHANNEL_SECRET", lambda: hx(32), True)],
         ["curl -v -X POST https://api.line.me/v2/bot/message/push -H \"Authorization: Bearer {0}\""], region="jp"),
    Spec("Chatwork", "chatwork", "msg", "API token", "API 토큰",
         [("CHATWORK_API_TOKEN", lambda: hx(32), True)],
         ["curl -X POST -H \"X-ChatWorkToken: {0}\" -d \"body=デプロイ完了\" https://api.chatwork.com/v2/rooms/31480511/messages"], region="jp"),
    Spec("PAY.JP", "payjp", "pay", "secret key", "secret 키",
         [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), True)], region="jp"),
    Spec("Backlog", "backlog", "saas", "API key", "API 키",
         [("BACKLOG_API_KEY", lambda: an(64), True)],
         ["curl \"https://acme.backlog.jp/api/v2/issues?projectId[]=10231&apiKey={0}\""], region="jp"),
    Spec("kintone", "kintone", "saas", "API token", "API 토큰",
         [("KINTONE_API_TOKEN", lambda: an(40), True)],
         ["curl -H \"X-Cybozu-API-Token: {0}\" \"https://acme.cybozu.com/k/v1/records.json?app=42\""], region="jp"),
    Spec("SAKURA Cloud", "sakura", "cloud", "API access token", "API 액세스 토큰",
         [("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: an(64), True)], region="jp"),
    Spec("Rakuten RMS", "rakuten", "commerce", "serviceSecret/licenseKey", "serviceSecret/licenseKey",
         [("RMS_SERVICE_SECRET", _rakuten("SP"), True), ("RMS_LICENSE_KEY", _rakuten("SL"), True)], region="jp"),
    Spec("GMO Payment Gateway", "gmopg", "pay", "shop password", "shop 비밀번호",
         [("GMO_SHOP_ID", lambda: "tshop" + dg(8), False), ("GMO_SHOP_PASS", lambda: lod(8), True)], region="jp"),
    # ---- Europe
    Spec("Mollie", "mollie", "pay", "live API key", "live API 키",
         [("MOLLIE_API_KEY", lambda: "live_" + an(30), True)],
         ["curl -X GET https://api.mollie.com/v2/payments -H \"Authorization: Bearer {0}\""], region="eu"),
    Spec("GoCardless", "gocardless", "pay", "live access token", "live access 토큰",
         [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + uu(40), True)], region="eu"),
    Spec("Paddle", "paddle", "pay", "API key", "API 키",
         [("PADDLE_API_KEY", _paddle, True)], region="eu"),
    Spec("Klarna", "klarna", "pay", "API key", "API 키",
         [("KLARNA_API_KEY", lambda: "klarna_live_api_" + uu(40), True)], region="eu"),
    Spec("Scaleway", "scaleway", "cloud", "API key", "API 키",
         [("SCW_ACCESS_KEY", lambda: "SCW" + upd(17), True), ("SCW_SECRET_KEY", _scw_secret, True)], region="eu"),
    Spec("OVHcloud", "ovh", "cloud", "application secret / consumer key", "application secret / consumer key",
         [("OVH_APPLICATION_KEY", lambda: an(16), False), ("OVH_APPLICATION_SECRET", lambda: an(32), True), ("OVH_CONSUMER_KEY", lambda: an(32), True)], region="eu"),
    Spec("Hetzner Cloud", "hetzner", "cloud", "API token", "API 토큰",
         [("HCLOUD_TOKEN", lambda: an(64), True)], ["hcloud context create prod  # token: {0}"], region="eu"),
    Spec("Exoscale", "exoscale", "cloud", "API key", "API 키",
         [("EXOSCALE_API_KEY", lambda: "EXO" + hx(24), True), ("EXOSCALE_API_SECRET", lambda: uu(43), True)], region="eu"),
    Spec("DeepL", "deepl", "ai", "API key", "API 키",
         [("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", True)],
         ["curl -X POST https://api-free.deepl.com/v2/translate -H \"Authorization: DeepL-Auth-Key {0}\" -d \"text=Hallo\" -d \"target_lang=KO\""], region="eu"),
    Spec("Storyblok", "storyblok", "cms", "personal access token", "PAT",
         [("STORYBLOK_PAT", lambda: an(22) + "-" + dg(6) + "-" + an(20), True)], region="eu"),
    Spec("Pipedrive", "pipedrive", "saas", "API token", "API 토큰",
         [("PIPEDRIVE_API_TOKEN", lambda: hx(40), True)],
         ["curl \"https://acme.pipedrive.com/api/v1/deals?status=open&api_token={0}\""], region="eu"),
    Spec("Bunny.net", "bunny", "cloud", "API key", "API 키",
         [("BUNNY_API_KEY", _bunny, True)],
         ["curl -H \"AccessKey: {0}\" https://api.bunny.net/pullzone"], region="eu"),
    Spec("Typeform", "typeform", "saas", "personal token", "personal 토큰",
         [("TYPEFORM_TOKEN", _typeform, True)], region="eu"),
    Spec("Wise", "wise", "pay", "API token", "API 토큰",
         [("WISE_API_TOKEN", uuid4, True)],
         ["curl -H \"Authorization: Bearer {0}\" https://api.transferwise.com/v4/profiles"], region="eu"),
]

# ---------------------------------------------------------------- naming helpers
def short_name(name, slug):
    parts = name.split("_")
    if len(parts) >= 2 and parts[0].lower() in (slug.lower(), slug.lower().split("_")[0]):
        parts = parts[1:]
    return "_".join(parts)


def camel(name):
    p = name.lower().split("_")
    return p[0] + "".join(x[:1].upper() + x[1:] for x in p[1:] if x)


def pascal(name):
    c = camel(name)
    return c[:1].upper() + c[1:]


def kebab(name):
    return name.lower().replace("_", "-")


# ---------------------------------------------------------------- containers (secret and clean share them)
ENV_FILES = [".env", ".env.production", ".env.staging", "deploy/.env", ".env.local", "docker/.env", "apps/api/.env"]


def c_env(spec, cr):
    q = pick(["", "", "\"", "'"])
    lines = ["%s=%s%s%s" % (n, q, v, q) for (n, v, _) in cr]
    if chance(0.4):
        lines.insert(0, pick(["# %s" % spec.vendor, "NODE_ENV=production", "APP_ENV=staging", "LOG_LEVEL=info", "PORT=8080"]))
    return "\n".join(lines), pick(ENV_FILES), "env"


def c_export(spec, cr):
    lines = ["export %s=\"%s\"" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "setup_env.sh", "the terminal history"]), "shell export"


def c_yaml(spec, cr):
    lines = ["%s:" % spec.slug]
    for n, v, _ in cr:
        q = pick(["", "\"", "'"]) if not v.startswith("*") else "\""
        lines.append("  %s: %s%s%s" % (short_name(n, spec.slug).lower(), q, v, q))
    return "\n".join(lines), pick(["config/application.yml", "config/settings.yaml", "values-prod.yaml", "config/secrets.yml", "conf/app.yaml"]), "YAML"


def c_json(spec, cr):
    inner = "".join("\n    \"%s\": \"%s\"," % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr).rstrip(",")
    return "{\n  \"%s\": {%s\n  }\n}" % (camel(spec.slug), inner), pick(["config/default.json", "appsettings.Production.json", "secrets.json", "config/prod.json", "local.settings.json"]), "JSON"


def c_toml(spec, cr):
    lines = ["[%s]" % spec.slug] + ["%s = \"%s\"" % (short_name(n, spec.slug).lower(), v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["config.toml", "settings/prod.toml", ".streamlit/secrets.toml", "pyproject.toml", "Rocket.toml"]), "TOML"


def c_ini(spec, cr):
    lines = ["[%s]" % spec.slug] + ["%s = %s" % (short_name(n, spec.slug).lower(), v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["config.ini", "settings.cfg", "app.conf", "setup.cfg", "credentials.ini"]), "INI"


def c_props(spec, cr):
    lines = ["%s.%s=%s" % (spec.slug, kebab(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["src/main/resources/application.properties", "application-prod.properties", "gradle.properties", "config/app.properties"]), "properties"


def c_hcl(spec, cr):
    out = []
    for n, v, _ in cr:
        out.append("variable \"%s\" {\n  type      = string\n  default   = \"%s\"\n}" % (n.lower(), v))
    return "\n".join(out), pick(["variables.tf", "infra/prod/variables.tf", "modules/app/variables.tf"]), "HCL"


def c_tfvars(spec, cr):
    lines = ["%s = \"%s\"" % (n.lower(), v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["terraform.tfvars", "prod.auto.tfvars", "envs/staging.tfvars"]), "tfvars"


def c_xml(spec, cr):
    lines = ["<appSettings>"] + ["  <add key=\"%s\" value=\"%s\" />" % (pascal(n), v) for (n, v, _) in cr] + ["</appSettings>"]
    return "\n".join(lines), pick(["Web.config", "App.config", "web.Release.config"]), "XML"


def c_dockerfile(spec, cr):
    lines = [pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM eclipse-temurin:21-jre", "FROM golang:1.23 AS build"])]
    lines += ["ENV %s=%s" % (n, v) for (n, v, _) in cr]
    lines.append(pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "COPY . /app", "WORKDIR /srv"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/worker.Dockerfile", "Dockerfile.prod"]), "Dockerfile"


def c_compose(spec, cr):
    svc = pick(["api", "worker", "web", "scheduler", "bot"])
    lines = ["services:", "  %s:" % svc, "    image: ghcr.io/acme/%s:%s" % (svc, pick(["latest", "1.14.2", "main"])), "    environment:"]
    lines += ["      %s: \"%s\"" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["docker-compose.yml", "compose.prod.yaml", "docker-compose.override.yml"]), "compose"


def c_k8s(spec, cr):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % spec.slug.replace("_", "-"),
             "  namespace: %s" % pick(["default", "prod", "payments", "platform", "batch"]), "type: Opaque", "stringData:"]
    lines += ["  %s: \"%s\"" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/prod/secrets.yaml", "charts/app/templates/secret.yaml"]), "k8s Secret"


def c_gha(spec, cr):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (n, v) for (n, v, _) in cr]
    lines.append("    steps:\n      - uses: actions/checkout@v4")
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml", ".github/workflows/nightly.yml"]), "GitHub Actions"


def c_gitlab(spec, cr):
    lines = ["variables:"] + ["  %s: \"%s\"" % (n, v) for (n, v, _) in cr]
    lines += ["deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI"


def c_dockerrun(spec, cr):
    env = " ".join("-e %s=%s" % (n, v) for (n, v, _) in cr)
    return "docker run --rm %s ghcr.io/acme/%s:latest" % (env, pick(["worker", "api", "sync-job"])), pick(["the runbook", "scripts/run_local.sh", "Makefile"]), "docker run"


def c_kubectl(spec, cr):
    lits = " ".join("--from-literal=%s=%s" % (n, v) for (n, v, _) in cr)
    return "kubectl -n %s create secret generic %s-creds %s" % (pick(["prod", "staging", "apps"]), spec.slug.replace("_", "-"), lits), pick(["the runbook", "shell history", "ops/README.md"]), "kubectl create secret"


def c_platform_cli(spec, cr):
    tool = pick(["fly secrets set", "heroku config:set -a acme-api", "railway variables --set", "gh secret set --env production"])
    if tool.startswith("gh secret"):
        cmds = ["gh secret set %s --env production --body \"%s\"" % (n, v) for (n, v, _) in cr]
        return "\n".join(cmds), "shell history", "gh secret set"
    return tool + " " + " ".join("%s=%s" % (n, v) for (n, v, _) in cr), "shell history", tool.split()[0] + " CLI"


def c_powershell(spec, cr):
    return "\n".join("$env:%s = \"%s\"" % (n, v) for (n, v, _) in cr), pick(["profile.ps1", "scripts/dev.ps1"]), "PowerShell"


def c_systemd(spec, cr):
    lines = ["[Service]"] + ["Environment=\"%s=%s\"" % (n, v) for (n, v, _) in cr] + ["ExecStart=/usr/local/bin/%s-sync" % spec.slug]
    return "\n".join(lines), "/etc/systemd/system/%s-sync.service" % spec.slug, "systemd unit"


def c_python(spec, cr):
    style = R.randint(0, 2)
    if style == 0:
        lines = ["import os", ""] + ["os.environ.setdefault(\"%s\", \"%s\")" % (n, v) for (n, v, _) in cr]
    elif style == 1:
        lines = ["%s = \"%s\"" % (n, v) for (n, v, _) in cr]
    else:
        args = ", ".join("%s=\"%s\"" % (short_name(n, spec.slug).lower(), v) for (n, v, _) in cr)
        lines = ["client = %sClient(%s)" % (pascal(spec.slug), args)]
    return "\n".join(lines), pick(["settings.py", "app/config.py", "scripts/sync.py", "tests/conftest.py", "notebooks/explore.ipynb"]), "Python"


def c_js(spec, cr):
    if chance(0.5):
        lines = ["const %s = '%s';" % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    else:
        lines = ["process.env.%s ??= \"%s\";" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["src/config.ts", "server/index.js", "lib/client.mjs", "next.config.js", "scripts/seed.ts"]), "JS/TS"


def c_go(spec, cr):
    lines = ["\t%s := \"%s\"" % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    return "func newClient() *Client {\n" + "\n".join(lines) + "\n\t...", pick(["internal/client/client.go", "cmd/worker/main.go"]), "Go"


def c_java(spec, cr):
    lines = ["    private static final String %s = \"%s\";" % (n, v) for (n, v, _) in cr]
    return "public class %sConfig {\n" % pascal(spec.slug) + "\n".join(lines) + "\n}", "src/main/java/com/acme/%sConfig.java" % pascal(spec.slug), "Java"


def c_kotlin(spec, cr):
    lines = ["    const val %s = \"%s\"" % (n, v) for (n, v, _) in cr]
    return "object %sKeys {\n" % pascal(spec.slug) + "\n".join(lines) + "\n}", "app/src/main/java/com/acme/%sKeys.kt" % pascal(spec.slug), "Kotlin"


def c_csharp(spec, cr):
    lines = ["var %s = \"%s\";" % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    return "\n".join(lines), "Program.cs", "C#"


def c_ruby(spec, cr):
    lines = ["ENV['%s'] ||= '%s'" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % spec.slug, "lib/tasks/sync.rake"]), "Ruby"


def c_php(spec, cr):
    lines = ["define('%s', '%s');" % (n, v) for (n, v, _) in cr]
    return "<?php\n" + "\n".join(lines), pick(["config/services.php", "wp-content/mu-plugins/%s.php" % spec.slug]), "PHP"


def c_rust(spec, cr):
    lines = ["const %s: &str = \"%s\";" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), "src/config.rs", "Rust"


def c_swift(spec, cr):
    lines = ["    static let %s = \"%s\"" % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    return "enum Secrets {\n" + "\n".join(lines) + "\n}", "App/Secrets.swift", "Swift"


def c_dart(spec, cr):
    lines = ["const %s = '%s';" % (camel(short_name(n, spec.slug)), v) for (n, v, _) in cr]
    return "\n".join(lines), "lib/env.dart", "Dart"


def c_elixir(spec, cr):
    kv = ",\n  ".join("%s: \"%s\"" % (short_name(n, spec.slug).lower(), v) for (n, v, _) in cr)
    return "config :acme, Acme.%s,\n  %s" % (pascal(spec.slug), kv), "config/runtime.exs", "Elixir"


def c_log(spec, cr):
    t = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    kv = " ".join("%s=%s" % (n, v) for (n, v, _) in cr)
    lvl = pick(["DEBUG", "INFO", "WARN"])
    line = "%s %s [config] loaded %s settings: %s" % (t, lvl, spec.vendor, kv)
    return line, pick(["the worker log", "kubectl logs deploy/api", "CloudWatch", "journalctl -u app"]), "log line"


def c_diff(spec, cr):
    lines = ["--- a/.env.example", "+++ b/.env.example", "@@ -3,%d +3,%d @@" % (len(cr), len(cr))]
    lines += ["-%s=" % n for (n, v, _) in cr] + ["+%s=%s" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), "the diff of the last commit", "diff"


def c_table(spec, cr):
    lines = ["| name | value |", "|---|---|"] + ["| %s | %s |" % (n, v) for (n, v, _) in cr]
    return "\n".join(lines), pick(["the wiki page", "the handover doc", "the Notion page"]), "markdown table"


def c_chat(spec, cr):
    sep = pick([", ", " / ", "\n"])
    parts = sep.join("%s = %s" % (n, v) for (n, v, _) in cr)
    return parts, pick(["the team chat", "a DM", "the incident channel"]), "chat"


def c_http(spec, cr):
    tmpl = pick(spec.http)
    vals = [v for (_, v, _) in cr]
    return tmpl.format(*vals), pick(["docs/runbook.md", "scripts/smoke_test.sh", "README.md", "Makefile", "scripts/check_integration.sh"]), "HTTP/CLI call"


CONTAINERS = [c_env, c_export, c_yaml, c_json, c_toml, c_ini, c_props, c_hcl, c_tfvars, c_xml, c_dockerfile,
              c_compose, c_k8s, c_gha, c_gitlab, c_dockerrun, c_kubectl, c_platform_cli, c_powershell, c_systemd,
              c_python, c_js, c_go, c_java, c_kotlin, c_csharp, c_ruby, c_php, c_rust, c_swift, c_dart, c_elixir,
              c_log, c_diff, c_table, c_chat]


# ---------------------------------------------------------------- prose banks
TASKS = {
    "pay": (["wiring up the checkout webhook", "reconciling yesterday's payouts", "adding refunds to the admin panel", "moving billing to the new region"],
            ["결제 webhook 연동", "어제 정산 데이터 대사", "관리자 화면 환불 기능 추가", "결제 모듈 리전 이전"]),
    "ai": (["adding the summarization endpoint", "switching the eval harness to a new model", "debugging rate limits in the RAG service", "wiring embeddings into search"],
           ["요약 API 엔드포인트 추가", "eval harness 모델 교체", "RAG 서비스 rate limit 디버깅", "검색에 embedding 붙이는 작업"]),
    "msg": (["sending deploy notifications", "fixing the on-call bot", "moving alerts to a new channel", "adding push notifications"],
            ["배포 알림 발송", "on-call 봇 수정", "알림 채널 이전", "푸시 알림 추가"]),
    "sms": (["sending OTP text messages", "fixing the SMS fallback", "adding the delivery-status callback"],
            ["OTP 문자 발송", "SMS fallback 수정", "발송 결과 callback 추가"]),
    "email": (["migrating transactional email", "fixing bounced receipts", "setting up the newsletter sync"],
              ["트랜잭션 메일 이전", "영수증 메일 반송 문제 해결", "뉴스레터 동기화 설정"]),
    "obs": (["shipping worker logs", "adding the release marker to dashboards", "fixing missing metrics after the upgrade", "wiring alerts for the batch job"],
            ["worker 로그 수집", "대시보드에 release marker 추가", "업그레이드 후 누락된 메트릭 확인", "배치 잡 알림 연동"]),
    "db": (["running the migration against staging", "restoring last night's dump", "pointing analytics at the read replica", "rotating the app DB user"],
           ["staging DB 마이그레이션", "어젯밤 덤프 복구", "analytics를 read replica로 전환", "앱 DB 계정 교체"]),
    "ci": (["fixing the release pipeline", "moving CI to self-hosted runners", "getting the nightly build green", "mirroring the repo"],
           ["릴리스 파이프라인 수정", "CI를 self-hosted runner로 이전", "nightly 빌드 복구", "저장소 미러링"]),
    "reg": (["publishing the package", "cutting the 2.0 release", "pushing the image to the registry", "fixing the broken publish step"],
            ["패키지 배포(publish)", "2.0 릴리스 작업", "레지스트리에 이미지 push", "깨진 publish 단계 수정"]),
    "cloud": (["provisioning the bucket with Terraform", "cleaning up unused instances", "setting up the DR region", "debugging the deploy role"],
              ["Terraform으로 버킷 생성", "안 쓰는 인스턴스 정리", "DR 리전 구성", "배포 권한 문제 디버깅"]),
    "saas": (["syncing tickets into the warehouse", "automating the weekly report", "importing customer data", "building the internal dashboard"],
             ["티켓 데이터 웨어하우스 동기화", "주간 리포트 자동화", "고객 데이터 import", "사내 대시보드 개발"]),
    "auth": (["setting up SSO login", "fixing the OAuth callback", "adding social login", "migrating users to the new IdP"],
             ["SSO 로그인 설정", "OAuth callback 오류 수정", "소셜 로그인 추가", "신규 IdP로 사용자 이전"]),
    "maps": (["geocoding store addresses", "adding the delivery-zone map", "caching weather lookups"],
             ["매장 주소 geocoding", "배달 권역 지도 추가", "날씨 조회 캐싱"]),
    "crypto": (["reading on-chain balances", "reconciling exchange trades", "adding a price feed"],
               ["온체인 잔고 조회", "거래소 체결 내역 대사", "시세 feed 추가"]),
    "net": (["exposing the dev server to QA", "joining build runners to the tailnet", "fixing the tunnel after reboot"],
            ["QA용 dev 서버 외부 노출", "빌드 runner를 tailnet에 연결", "재부팅 후 터널 복구"]),
    "secmgr": (["moving secrets out of the repo", "debugging why the app can't read secrets", "setting up secret injection for CI"],
               ["repo에서 secret 분리", "앱이 secret을 못 읽는 원인 파악", "CI secret 주입 설정"]),
    "cms": (["syncing content models", "fixing the preview build", "migrating blog posts"],
            ["콘텐츠 모델 동기화", "preview 빌드 수정", "블로그 글 이전"]),
    "commerce": (["syncing orders from the store", "updating stock levels nightly", "fixing the order export"],
                 ["쇼핑몰 주문 동기화", "야간 재고 업데이트", "주문 export 수정"]),
    "social": (["posting release notes automatically", "pulling follower stats", "fixing the social login"],
               ["릴리스 노트 자동 게시", "팔로워 통계 수집", "소셜 로그인 수정"]),
    "video": (["adding video upload", "fixing the live-room token issue"],
              ["동영상 업로드 추가", "라이브 방 토큰 문제 수정"]),
    "flags": (["rolling out the new checkout behind a flag", "cleaning up stale feature flags"],
              ["feature flag로 신규 결제 화면 배포", "오래된 feature flag 정리"]),
    "analytics": (["exporting events to the warehouse", "fixing the funnel report"],
                  ["이벤트 데이터 웨어하우스 export", "퍼널 리포트 수정"]),
}

ENVS_EN = ["staging", "production", "prod", "dev", "QA", "canary", "sandbox", "DR"]
ENVS_KO = ["staging", "운영(prod)", "개발 서버", "QA 환경", "야간 배치", "preview 배포", "canary"]

CTX_SNIP_EN = [
    "While {task} I had no idea where the {V} {W} came from. Found it in `{file}`:\n{snip}",
    "{Task} failed with 401 from {V}. What {env} actually loaded ({file}):\n{snip}",
    "Nobody documented which {V} {W} {env} uses. `{file}` currently has:\n{snip}",
    "The onboarding doc says to ask ops for the {V} {W}, but it is already committed in {file}:\n{snip}",
    "User pasted their {V} setup when I asked why {task} kept failing:\n{snip}",
    "I didn't know {env} reads the {V} settings from {file}. Current contents:\n{snip}",
    "Missing context: how {V} is wired for {task}. Relevant part of {file}:\n{snip}",
    "{file} (what I was debugging):\n{snip}",
    "Spent 20 minutes looking for the {V} config used by {env}. It is this, in {file}:\n{snip}",
    "Didn't know the {V} {W} was duplicated in {file}; a stale copy was shadowing the new one.\n{snip}",
    "{snip}\n^ from {file}. I didn't know this was where {env} gets its {V} credentials.",
]
LESSON_SNIP_EN = [
    "The {V} config that works for {env}:\n{snip}\nIt is read from {file}, not from the secret store.",
    "{V} only accepted the {W} below; the one on the wiki is revoked.\n{snip}",
    "Fixed by restoring {file}:\n{snip}",
    "Verified with\n{snip}\n-> 200 OK from {V}.",
    "Final working {file} for {task}:\n{snip}",
    "Put this back exactly as is or {task} breaks:\n{snip}",
]
CTX_PLAIN_EN = [
    "I was {task} and didn't know {V} needs a separate {W} per environment.",
    "Didn't know which {V} account {env} talks to, or who owns it.",
    "No runbook for rotating the {V} {W}; I had to reverse-engineer the deploy script.",
    "I assumed {env} used the shared {V} project; it has its own.",
    "The ticket said '{task}' but said nothing about where the {V} credentials live.",
]
LESSON_PLAIN_EN = [
    "Check {file} first; the {V} settings for {env} are there.",
    "{V} returns 401, not 403, when the {W} belongs to another environment.",
    "The {V} {W} is only read at boot, so restart the worker after changing it.",
    "Next time keep the {V} {W} out of the repo and use the secret store.",
    "The {V} dashboard shows which {W} made each call; use it instead of guessing.",
    "",
]
ASK_PLAIN_EN = [
    "Which {V} account and {W} should {env} use?",
    "Is there a secret-manager path for the {V} {W}, or is {file} the source of truth?",
    "Who owns the {V} account, and should the {W} be rotated now?",
    "Where should {env} read the {V} {W} from?",
    "Is the {V} integration for {env} still in use at all?",
    "",
]
ASK_VAL_EN = [
    "Is {val} still the live {V} {W}, or was it rotated?",
    "Can you confirm {val} is the {env} {W} before I move it to the vault?",
    "{val} got committed -- should I revoke it?",
    "Does {val} belong to the {env} {V} account or the shared one?",
]

CTX_SNIP_KO = [
    "{task} 중인데 {V} {W_ga} 어디서 오는지 몰랐음. `{file}`에서 찾음:\n{snip}",
    "{task} 하다가 {V} 쪽에서 401이 남. {env}에서 실제로 로드된 설정({file}):\n{snip}",
    "{env}에서 어떤 {V} {W_reul} 쓰는지 문서가 없었다. 현재 `{file}` 내용:\n{snip}",
    "온보딩 문서에는 ops한테 {V} {W_reul} 받으라고 되어 있는데 이미 {file}에 커밋되어 있었음:\n{snip}",
    "{task} 실패 원인을 물었더니 사용자가 {V} 설정을 그대로 붙여넣어 줌:\n{snip}",
    "{env} 배포가 {file}에서 {V} 설정을 읽는다는 걸 몰랐음. 현재 내용:\n{snip}",
    "{task}에 필요한 {V} 연동 정보가 없었음. {file} 관련 부분:\n{snip}",
    "디버깅하던 {file}:\n{snip}",
    "{env}용 {V} 설정 찾느라 20분 씀. {file}에 이렇게 있었음:\n{snip}",
    "{V} {W_ga} {file}에 중복으로 들어가 있어서 예전 값이 새 값을 덮어쓰고 있었다는 걸 몰랐음.\n{snip}",
    "{snip}\n위 내용은 {file}에서 가져옴. {env}의 {V} 인증 정보가 여기서 온다는 걸 몰랐다.",
]
LESSON_SNIP_KO = [
    "{env}에서 동작하는 {V} 설정:\n{snip}\nsecret store가 아니라 {file}에서 읽는다.",
    "{V} 쪽은 아래 {W}만 받아줌. 위키에 있는 값은 이미 폐기됨.\n{snip}",
    "{file} 내용을 아래처럼 되돌려서 해결:\n{snip}",
    "아래로 호출해서 {V} 응답 200 OK 확인:\n{snip}",
    "{task} 최종 동작 설정 ({file}):\n{snip}",
    "이 값 그대로 다시 넣어야 {task} 안 깨짐:\n{snip}",
]
CTX_PLAIN_KO = [
    "{task} 중이었는데 {V} 연동은 환경별로 {W_reul} 따로 쓴다는 걸 몰랐음.",
    "{env_i} 어느 {V} 계정에 붙는지, 누가 관리하는지 몰랐다.",
    "{V} {W} 교체(rotate) runbook이 없어서 배포 스크립트를 거꾸로 읽어야 했음.",
    "{env}도 공용 {V} 프로젝트를 쓰는 줄 알았는데 별도 프로젝트였음.",
    "티켓에는 '{task}'라고만 있고 {V} 인증 정보 위치는 안 적혀 있었음.",
]
LESSON_PLAIN_KO = [
    "{file}부터 확인할 것. {env}용 {V} 설정은 거기 있음.",
    "{W_ga} 다른 환경 것이면 {V} API는 403이 아니라 401을 돌려준다.",
    "{V} {W_neun} 부팅 시에만 읽으니 값 바꾼 뒤 worker 재시작 필요.",
    "다음부터 {V} {W_neun} repo에 넣지 말고 secret store에 둘 것.",
    "{V} 대시보드에서 어떤 {W_ga} 호출했는지 보이니까 추측하지 말고 거기서 확인.",
    "",
]
ASK_PLAIN_KO = [
    "{env}에서는 어떤 {V} 계정과 {W_reul} 써야 하나요?",
    "{V} {W}의 secret manager 경로가 따로 있나요, 아니면 {file} 기준인가요?",
    "{V} 계정 owner가 누구인지, 지금 {W_reul} rotate 해야 하는지?",
    "{env}에서는 {V} {W_reul} 어디서 읽어야 하나요?",
    "{env}의 {V} 연동 아직 쓰는 건가요?",
    "",
]
ASK_VAL_KO = [
    "{val} 아직 유효한 {V} {W} 맞나요? 이미 rotate 됐나요?",
    "vault로 옮기기 전에 {val}이(가) {env}용 {W} 맞는지 확인 부탁드립니다.",
    "{val} 커밋돼 버렸는데 revoke 할까요?",
    "{val}은(는) {env} 전용 {V} 계정 것인가요, 공용 계정 것인가요?",
]


def fill(t, d):
    out = t
    for k, v in d.items():
        out = out.replace("{" + k + "}", v)
    return out


def prose_dict(spec, lang, fname):
    area = spec.area if spec.area in TASKS else "saas"
    if lang == "en":
        task = pick(TASKS[area][0])
        w = spec.w_en
        return {"V": spec.vendor, "W": w, "task": task, "Task": task[:1].upper() + task[1:],
                "env": pick(ENVS_EN), "file": fname}
    task = pick(TASKS[area][1])
    w = spec.w_ko
    d_env = pick(ENVS_KO)
    return {"V": spec.vendor, "W": w, "W_ga": josa(w, "이/가"), "W_reul": josa(w, "을/를"), "W_neun": josa(w, "은/는"),
            "task": task, "Task": task, "env": d_env, "file": fname,
            "env_i": josa(d_env, "이/가"), "env_eun": josa(d_env, "은/는"),
            "file_i": josa(fname, "이/가"), "file_eun": josa(fname, "은/는"), "file_eul": josa(fname, "을/를")}

# ---------------------------------------------------------------- vendor secret notes
def frames(lang):
    if lang == "en":
        return CTX_SNIP_EN, LESSON_SNIP_EN, CTX_PLAIN_EN, LESSON_PLAIN_EN, ASK_PLAIN_EN, ASK_VAL_EN
    return CTX_SNIP_KO, LESSON_SNIP_KO, CTX_PLAIN_KO, LESSON_PLAIN_KO, ASK_PLAIN_KO, ASK_VAL_KO


def vendor_secret_note(spec, lang):
    cr = spec.make()
    conts = list(CONTAINERS)
    if spec.http:
        conts += [c_http] * 6
    cont = pick(conts)
    snip, fname, cname = cont(spec, cr)
    d = prose_dict(spec, lang, fname)
    cs, ls, cp, lp, ap, av = frames(lang)
    secrets = [v for (_, v, l) in cr if l]
    listed_vals = [v for (_, v, l) in cr if l]
    p = R.randint(0, 11)
    d["snip"] = snip
    if p <= 5:
        mc = fill(pick(cs), d)
        le = fill(pick(lp), d)
        ak = fill(pick(ap), d)
    elif p <= 8:
        mc = fill(pick(cp), d)
        le = fill(pick(ls), d)
        ak = fill(pick(ap), d)
    elif p == 9:
        # snippet in context, value repeated in ask_next_time
        mc = fill(pick(cs), d)
        le = fill(pick(lp), d)
        val = min(listed_vals, key=len)
        d2 = dict(d)
        d2["val"] = "`" + val + "`"
        ak = fill(pick(av), d2)
    elif p == 10 and len(cr) >= 2:
        # split: first credential in missing_context, the rest in lesson
        s1, f1, _ = cont(spec, cr[:1]) if cont is not c_http else c_env(spec, cr[:1])
        s2, f2, _ = c_env(spec, cr[1:]) if cont is c_http else cont(spec, cr[1:])
        d["snip"] = s1
        mc = fill(pick(cs), d)
        d["snip"] = s2
        le = fill(pick(ls), d)
        ak = fill(pick(ap), d)
        cname = cname + " split across fields"
    else:
        mc = fill(pick(cp), d)
        le = fill(pick(lp), d)
        if not le:
            le = fill(pick(lp[:-1]), d)
        ak = T(lang, "Current value (from %s):\n" % fname, "현재 값 (%s):\n" % fname) + snip
    cat = "%s: %s [%s]" % (cname, spec.w_en, spec.vendor)
    return cat, mc, le, ak, secrets


def multi_env_note(lang):
    n = R.randint(2, 4)
    chosen = []
    while len(chosen) < n:
        s = pick(SPECS)
        if s.vendor not in [c.vendor for c in chosen]:
            chosen.append(s)
    lines = []
    secrets = []
    if chance(0.5):
        lines.append(pick(["APP_ENV=production", "NODE_ENV=production", "DEBUG=false"]))
        lines.append("DATABASE_URL=postgres://app:" + "${DB_PASSWORD}" + "@" + pick(HOSTS) + ":5432/" + pick(DBS))
    for s in chosen:
        for (nme, v, l) in s.make():
            lines.append("%s=%s" % (nme, v))
            if l:
                secrets.append(v)
    snip = "\n".join(lines)
    fname = pick(ENV_FILES)
    vendors = ", ".join(s.vendor for s in chosen)
    if lang == "en":
        mc = pick(["I didn't know the app reads every third-party key from one file. {f} on the box:\n{s}",
                   "User shared the whole {f} so I could reproduce the bug:\n{s}",
                   "Setup for local dev was undocumented; this is the {f} a teammate sent me:\n{s}"])
        le = pick(["All integrations fail together when {f} is missing; the app does not fall back to defaults.",
                   "Keys are per-environment; the staging box had production keys in {f}.", ""])
        ak = pick(["Which of these keys are production keys, and which should be rotated?",
                   "Is there a template for {f} that doesn't contain real values?", ""])
    else:
        mc = pick(["앱이 외부 서비스 키를 전부 파일 하나에서 읽는다는 걸 몰랐음. 서버의 {f}:\n{s}",
                   "버그 재현하라고 사용자가 {f} 전체를 공유해 줌:\n{s}",
                   "로컬 개발 환경 설정이 문서화가 안 돼 있었음. 팀원이 보내준 {f}:\n{s}"])
        le = pick(["{f} 없으면 연동이 한꺼번에 다 죽음. 기본값 fallback 없음.",
                   "키는 환경별로 달라야 하는데 staging 서버 {f}에 운영 키가 들어가 있었음.", ""])
        ak = pick(["이 중에 운영 키는 어떤 거고, rotate 해야 하는 건 뭔가요?",
                   "실제 값 없는 {f} 템플릿이 따로 있나요?", ""])
    f = lambda t: t.replace("{f}", fname).replace("{s}", snip)
    return "env: multi-provider .env [%s]" % vendors, f(mc), f(le), f(ak), secrets


def rotation_diff_note(lang):
    spec = pick([s for s in SPECS if len(s.items) == 1])
    name = spec.items[0][0]
    old = spec.items[0][1]()
    new = spec.items[0][1]()
    fname = pick(ENV_FILES + ["config/secrets.yml"])
    snip = "-%s=%s\n+%s=%s" % (name, old, name, new)
    if lang == "en":
        mc = "I didn't know the %s %s had been rotated last week. git diff on %s:\n%s" % (spec.vendor, spec.w_en, fname, snip)
        le = pick(["Both the old and the new value were sitting in git history.", "The old %s %s still worked for a day after rotation." % (spec.vendor, spec.w_en)])
        ak = "Has the old %s %s been revoked on the %s side?" % (spec.vendor, spec.w_en, spec.vendor)
    else:
        mc = "지난주에 %s %s 교체된 걸 몰랐음. %s git diff:\n%s" % (spec.vendor, josa(spec.w_ko, "이/가"), fname, snip)
        le = pick(["예전 값이랑 새 값이 둘 다 git history에 남아 있음.", "rotate 후에도 예전 %s %s 하루 동안 동작했음." % (spec.vendor, josa(spec.w_ko, "이/가"))])
        ak = "예전 %s %s %s 쪽에서 revoke 됐나요?" % (spec.vendor, josa(spec.w_ko, "이/가"), spec.vendor)
    return "diff: rotated %s (old and new) [%s]" % (spec.w_en, spec.vendor), mc, le, ak, [old, new]


def env_table_note(lang):
    spec = pick([s for s in SPECS if len(s.items) == 1])
    name = spec.items[0][0]
    vals = [(e, spec.items[0][1]()) for e in ["dev", "staging", "prod"]]
    rows = ["| env | %s |" % name, "|---|---|"] + ["| %s | %s |" % (e, v) for (e, v) in vals]
    snip = "\n".join(rows)
    if lang == "en":
        mc = pick(["The handover page lists the %s keys per environment:\n%s", "Found this table in the team wiki (%s, all envs):\n%s"]) % (spec.vendor, snip)
        le = "Each environment has its own %s %s; mixing them up gives confusing 401s." % (spec.vendor, spec.w_en)
        ak = "Can this table move to the secret manager?"
    else:
        mc = "인수인계 문서에 환경별 %s 키가 표로 정리되어 있었음:\n%s" % (spec.vendor, snip)
        le = "환경마다 %s %s 따로 있음. 섞어 쓰면 원인 모를 401이 남." % (spec.vendor, josa(spec.w_ko, "이/가"))
        ak = "이 표 secret manager로 옮겨도 되나요?"
    return "markdown table: per-env %s [%s]" % (spec.w_en, spec.vendor), mc, le, ak, [v for (_, v) in vals]


# ---------------------------------------------------------------- clean vendor-reference notes
def masked(v):
    cut = 0
    for i, ch in enumerate(v[:12]):
        if ch in "_-.":
            cut = i + 1
    if cut == 0:
        cut = min(3, len(v) // 4)
    return v[:cut] + pick(["…", "...", "****", "************"]) + v[-4:]


def cc_env_example(spec, names):
    style = R.randint(0, 4)
    out = []
    for n in names:
        if style == 0:
            out.append("%s=" % n)
        elif style == 1:
            out.append("%s=<%s>" % (n, kebab(n)))
        elif style == 2:
            out.append("%s=your_%s_here" % (n, short_name(n, spec.slug).lower()))
        elif style == 3:
            out.append("%s=  # ask #platform for the %s value" % (n, spec.vendor))
        else:
            out.append("%s=REPLACE_ME" % n)
    return "\n".join(out), ".env.example", "env example placeholders"


def cc_compose_ref(spec, names):
    lines = ["services:", "  app:", "    environment:"] + ["      %s: ${%s:?set %s in .env}" % (n, n, n) for n in names]
    return "\n".join(lines), "docker-compose.yml", "compose env interpolation"


def cc_gha_ref(spec, names):
    lines = ["    env:"] + ["      %s: ${{ secrets.%s }}" % (n, n) for n in names]
    return "\n".join(lines), ".github/workflows/deploy.yml", "GitHub Actions secrets reference"


def cc_k8s_ref(spec, names):
    lines = ["        env:"]
    for n in names:
        lines += ["          - name: %s" % n, "            valueFrom:", "              secretKeyRef:",
                  "                name: %s-credentials" % spec.slug.replace("_", "-"), "                key: %s" % kebab(short_name(n, spec.slug))]
    return "\n".join(lines), "k8s/deployment.yaml", "k8s secretKeyRef"


def cc_external_secret(spec, names):
    lines = ["apiVersion: external-secrets.io/v1beta1", "kind: ExternalSecret", "metadata:", "  name: %s" % spec.slug.replace("_", "-"),
             "spec:", "  secretStoreRef: {kind: ClusterSecretStore, name: aws-sm}", "  data:"]
    for n in names:
        lines += ["    - secretKey: %s" % n, "      remoteRef: {key: prod/%s, property: %s}" % (spec.slug, short_name(n, spec.slug).lower())]
    return "\n".join(lines), "k8s/externalsecret.yaml", "ExternalSecret reference"


def cc_code_ref(spec, names):
    lang = R.randint(0, 6)
    n = names[-1]
    sn, cn = short_name(n, spec.slug).lower(), camel(short_name(n, spec.slug))
    variants = [
        ("%s = os.environ[\"%s\"]" % (sn, n), pick(["app/config.py", "settings/base.py", "worker/clients.py"])),
        ("const %s = process.env.%s;\nif (!%s) throw new Error('%s missing');" % (cn, n, cn, n), pick(["src/config.ts", "server/env.js", "lib/clients.mjs"])),
        ("%s := os.Getenv(\"%s\")" % (cn, n), pick(["internal/config/config.go", "cmd/worker/main.go"])),
        ("String %s = System.getenv(\"%s\");" % (cn, n), "src/main/java/com/acme/%sClient.java" % pascal(spec.slug)),
        ("%s = ENV.fetch(\"%s\")" % (sn, n), "config/initializers/%s.rb" % spec.slug),
        ("let %s = std::env::var(\"%s\").expect(\"%s not set\");" % (sn, n, n), "src/main.rs"),
        ("var %s = builder.Configuration[\"%s:%s\"];" % (cn, pascal(spec.slug), pascal(short_name(n, spec.slug))), "Program.cs"),
    ]
    s, f = variants[lang]
    return s, f, "code reads env var"


def cc_op_ref(spec, names):
    lines = ["%s=\"op://Production/%s/%s\"" % (n, spec.vendor.replace(" ", "-"), kebab(short_name(n, spec.slug))) for n in names]
    return "\n".join(lines) + "\n# op run --env-file=.env.tpl -- npm start", ".env.tpl", "1Password op:// reference"


def cc_vault_ref(spec, names):
    n = names[-1]
    if chance(0.5):
        s = "export %s=\"$(vault kv get -field=%s secret/%s/prod)\"" % (n, short_name(n, spec.slug).lower(), spec.slug)
    else:
        s = "{{ with secret \"secret/data/%s/prod\" }}\n%s={{ .Data.data.%s }}\n{{ end }}" % (spec.slug, n, short_name(n, spec.slug).lower())
    return s, pick(["scripts/env.sh", "vault-agent/app.env.ctmpl"]), "Vault reference"


def cc_asm_ref(spec, names):
    arn = "arn:aws:secretsmanager:%s:%s:secret:prod/%s-%s" % (pick(["ap-northeast-2", "us-east-1", "eu-west-1"]), dg(12), spec.slug, an(6))
    s = "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .%s" % (arn, short_name(names[-1], spec.slug).lower())
    return s, "scripts/fetch_secrets.sh", "AWS Secrets Manager ARN"


def cc_gcp_sm(spec, names):
    s = "gcloud secrets versions access latest --secret=%s --project=acme-prod-%s" % (kebab(names[-1]), dg(6))
    return s, "scripts/fetch_secrets.sh", "GCP Secret Manager reference"


def cc_masked_log(spec, names):
    items = spec.make()

    def hide(n, l):
        return l or any(w in n for w in ("KEY", "SECRET", "TOKEN", "PASS", "CERT"))
    kv = " ".join("%s=%s" % (n, masked(v) if hide(n, l) else v) for (n, v, l) in items)
    t = "2025-%02d-%02d %02d:%02d:%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    return "%s INFO settings loaded: %s" % (t, kv), "the app log", "masked value in log"


def cc_sops(spec, names):
    lines = ["%s:" % spec.slug]
    for n in names:
        lines.append("    %s: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (short_name(n, spec.slug).lower(), b64b(R.randint(18, 40)), b64b(32), b64b(16)))
    lines += ["sops:", "    age:", "        - recipient: %s" % bech32ish("age", 58), "    lastmodified: \"2025-%02d-%02dT09:12:44Z\"" % (R.randint(1, 12), R.randint(1, 28)),
              "    version: 3.9.1"]
    return "\n".join(lines), "secrets/prod.enc.yaml", "SOPS-encrypted values"


def cc_tf_sensitive(spec, names):
    n = names[-1].lower()
    s = "variable \"%s\" {\n  type      = string\n  sensitive = true\n}\n\n# plan output:\n  ~ %s = (sensitive value)" % (n, n)
    return s, "variables.tf", "Terraform sensitive variable"


def cc_helm(spec, names):
    lines = ["            - name: %s\n              value: {{ .Values.%s.%s | quote }}" % (n, spec.slug, camel(short_name(n, spec.slug))) for n in names]
    return "\n".join(lines), "charts/app/templates/deployment.yaml", "Helm values reference"


def cc_table_names(spec, names):
    rows = ["| variable | where it lives | rotated |", "|---|---|---|"]
    for n in names:
        rows.append("| %s | %s | 2025-%02d-%02d |" % (n, pick(["AWS SM prod/" + spec.slug, "1Password > Production", "Vault secret/" + spec.slug, "GitHub env secret"]), R.randint(1, 12), R.randint(1, 28)))
    return "\n".join(rows), "the runbook", "table of secret names"


CLEAN_CONTAINERS = [cc_env_example, cc_compose_ref, cc_gha_ref, cc_k8s_ref, cc_external_secret, cc_code_ref, cc_op_ref,
                    cc_vault_ref, cc_asm_ref, cc_gcp_sm, cc_masked_log, cc_sops, cc_tf_sensitive, cc_helm, cc_table_names]

CLEAN_CTX_EN = [
    "I didn't know how {env} gets the {V} {W}. It is injected at deploy time ({file}):\n{snip}",
    "Wasn't sure whether the {V} {W} is in the repo. It isn't; {file} only references it:\n{snip}",
    "Needed to know where {task} gets its {V} credentials from. {file}:\n{snip}",
    "{file} for the {V} integration:\n{snip}\nNo value in git, just the reference.",
]
CLEAN_LESSON_EN = [
    "The {V} {W} never lives in the repo; {file} only points at the secret store. Ask #platform for access instead of copying values around.",
    "If {V} returns 401 after a deploy, check that the secret reference in {file} exists in {env}, not the code.",
    "Rotating the {V} {W} only needs a new secret version; the reference stays the same.",
    "",
]
CLEAN_ASK_EN = [
    "Who can grant read access to the {V} secret for {env}?",
    "Is the {V} reference in {file} the same for all environments?",
    "Should {task} use its own {V} {W} instead of the shared one?",
    "",
]
CLEAN_CTX_KO = [
    "{env}에서 {V} {W_reul} 어떻게 받는지 몰랐음. 배포 시점에 주입됨 ({file}):\n{snip}",
    "{V} {W_ga} repo에 있는지 확인이 필요했음. 없음. {file}에는 참조만 있음:\n{snip}",
    "{task}에서 {V} 인증 정보를 어디서 가져오는지 알아야 했음. {file}:\n{snip}",
    "{V} 연동 관련 {file}:\n{snip}\ngit에는 값 없이 참조만 있음.",
]
CLEAN_LESSON_KO = [
    "{V} {W_neun} repo에 절대 안 들어감. {file_eun} secret store만 가리킴. 값 복사하지 말고 #platform에 권한 요청할 것.",
    "배포 후 {V} 쪽 401이면 코드 말고 {env}에 {file_i} 참조하는 secret이 있는지 먼저 확인.",
    "{V} {W} rotate 할 때는 secret 버전만 새로 만들면 되고 참조는 그대로 둬도 됨.",
    "",
]
CLEAN_ASK_KO = [
    "{env}의 {V} secret 읽기 권한은 누가 줄 수 있나요?",
    "{file}의 {V} 참조가 모든 환경에서 동일한가요?",
    "{task}용으로 {V} {W_reul} 따로 발급받는 게 낫나요?",
    "",
]


def vendor_clean_note(spec, lang):
    names = [n for (n, _, l) in spec.items if l]
    cont = pick(CLEAN_CONTAINERS)
    snip, fname, cname = cont(spec, names)
    d = prose_dict(spec, lang, fname)
    d["snip"] = snip
    if lang == "en":
        ctx, les, ask = CLEAN_CTX_EN, CLEAN_LESSON_EN, CLEAN_ASK_EN
    else:
        ctx, les, ask = CLEAN_CTX_KO, CLEAN_LESSON_KO, CLEAN_ASK_KO
    if chance(0.75):
        mc = fill(pick(ctx), d)
        le = fill(pick(les), d)
    else:
        mc = fill(pick(CTX_PLAIN_EN if lang == "en" else CTX_PLAIN_KO), d)
        le = fill(pick(les[:-1]), d) + "\n" + snip
    ak = fill(pick(ask), d)
    return "%s: %s [%s]" % (cname, spec.w_en, spec.vendor), mc, le, ak

# ---------------------------------------------------------------- handcrafted secret templates
# each returns (category, missing_context, lesson, ask_next_time, secrets)
SECRET_TEMPLATES = []


def stpl(fn):
    SECRET_TEMPLATES.append(fn)
    return fn


def shell_safe_pw():
    return rs(AN, R.randint(4, 7)) + pick("-_.") + rs(AN, R.randint(5, 9))


def quoted_pw():
    return human_password().replace("'", "").replace("\\", "")


@stpl
def s_mysql_inline(lang):
    user, host, db = pick(NAMES), pick(HOSTS), pick(DBS)
    pw = shell_safe_pw()
    tbl = pick(["orders", "users", "events", "payments", "sessions"])
    cmd = "mysql -h %s -u %s -p%s %s -e \"SELECT COUNT(*) FROM %s WHERE created_at >= CURDATE();\"" % (host, user, pw, db, tbl)
    out = "mysql: [Warning] Using a password on the command line interface can be insecure.\n+----------+\n| COUNT(*) |\n+----------+\n|    %d |\n+----------+" % R.randint(1000, 99999)
    if lang == "en":
        return ("shell: mysql -p attached password", "Needed today's row count on the replica to compare with prod. Ran:\n%s\n%s" % (cmd, out),
                "The replica lags ~40s behind the primary, so counts differ until it catches up.",
                "Is there a read-only account for ad-hoc queries on the replica?", [pw])
    return ("shell: mysql -p attached password", "replica랑 prod의 오늘자 row 수 비교가 필요했음. 실행한 명령:\n%s\n%s" % (cmd, out),
            "replica가 primary보다 40초 정도 늦어서 따라잡기 전까지는 숫자가 다름.",
            "replica에서 임시 조회용 read-only 계정 따로 있나요?", [pw])


@stpl
def s_psql_url(lang):
    raw = an(R.randint(5, 8)) + pick("@:/#?%") + an(R.randint(4, 7)) + pick("!$&+") + an(R.randint(2, 4))
    enc = pct(raw)
    user, host, db = pick(NAMES), pick(HOSTS), pick(DBS)
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host, db)
    show_raw = chance(0.5)
    secrets = [enc] + ([raw] if show_raw else [])
    if lang == "en":
        mc = "psql kept saying 'invalid integer value for port' and I didn't know the password had special characters. Working command:\npsql \"%s\"" % url
        le = "Special characters in the password must be percent-encoded in the URL." + (" The raw password is %s; the URL form is what you see above." % raw if show_raw else "")
        ak = "Can we get a DB password without URL-reserved characters?"
    else:
        mc = "psql이 계속 'invalid integer value for port' 에러를 냄. 비밀번호에 특수문자 있는 걸 몰랐음. 동작한 명령:\npsql \"%s\"" % url
        le = "URL 안에서는 비밀번호 특수문자를 percent-encoding 해야 함." + (" 원래 비밀번호는 %s 이고 위 URL은 인코딩된 형태." % raw if show_raw else "")
        ak = "URL 예약 문자 없는 DB 비밀번호로 바꿔줄 수 있나요?"
    return "connection string: percent-encoded password in postgres URL", mc, le, ak, secrets


@stpl
def s_mongo_srv(lang):
    user, pw, db = pick(NAMES), an(16), pick(DBS)
    code = "from pymongo import MongoClient\nclient = MongoClient(\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority\")" % (user, pw, lod(5), db)
    if lang == "en":
        return ("code: MongoDB Atlas SRV URI with password", "The ETL notebook connects straight to Atlas; I didn't know that:\n%s" % code,
                "Atlas IP access list blocks the CI runners, so this only works from the office VPN.",
                "Should the notebook use a separate read-only Atlas user?", [pw])
    return ("code: MongoDB Atlas SRV URI with password", "ETL 노트북이 Atlas에 직접 붙는다는 걸 몰랐음:\n%s" % code,
            "Atlas IP access list 때문에 CI runner에서는 안 되고 사무실 VPN에서만 됨.",
            "노트북용 read-only Atlas 계정을 따로 만들까요?", [pw])


@stpl
def s_redis(lang):
    pw = an(R.randint(20, 32))
    host = pick(["redis-prod.abc123.ng.0001.apn2.cache.amazonaws.com", "10.0.4.21", "cache.internal"])
    if chance(0.5):
        snip = "redis-cli -h %s -p 6380 --tls -a %s INFO replication\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (host, pw)
        cat = "shell: redis-cli -a password"
    else:
        snip = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pw, host)
        cat = "env: rediss URL with password"
    if lang == "en":
        return (cat, "Cache hit rate dropped and I didn't know how to reach the managed Redis:\n%s" % snip,
                "Replication lag shows up in INFO replication as master_link_down_since_seconds.", "", [pw])
    return (cat, "캐시 hit rate가 떨어졌는데 관리형 Redis 접속 방법을 몰랐음:\n%s" % snip,
            "복제 지연은 INFO replication의 master_link_down_since_seconds로 확인 가능.", "", [pw])


@stpl
def s_amqp(lang):
    user, pw = pick(NAMES), an(18)
    snip = "CELERY_BROKER_URL = \"amqp://%s:%s@rabbitmq.%s:5672/%s\"" % (user, pw, pick(["internal", "svc.cluster.local", "prod.acme.io"]), pick(["tasks", "etl", "%2F"]))
    if lang == "en":
        return ("code: AMQP broker URL with password", "Workers were not picking up tasks; settings.py had:\n%s" % snip,
                "The vhost name must match exactly; the default '/' is written %2F in the URL.", "Which vhost should staging workers use?", [pw])
    return ("code: AMQP broker URL with password", "worker가 task를 안 가져가서 settings.py를 보니:\n%s" % snip,
            "vhost 이름이 정확히 맞아야 함. 기본 '/'는 URL에서 %2F로 씀.", "staging worker는 어떤 vhost 써야 하나요?", [pw])


@stpl
def s_jdbc(lang):
    host, db, user, pw = pick(HOSTS), pick(DBS), pick(NAMES), shell_safe_pw() + str(R.randint(10, 99))
    snip = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate" % (host, db, user, pw)
    if lang == "en":
        return ("properties: Spring datasource password", "Didn't know the batch module has its own datasource config. src/main/resources/application-prod.properties:\n%s" % snip,
                "ddl-auto=validate fails fast when a migration hasn't run; run Flyway first.", "Should the batch module share the API's DB user?", [pw])
    return ("properties: Spring datasource password", "batch 모듈에 datasource 설정이 따로 있는 걸 몰랐음. application-prod.properties:\n%s" % snip,
            "ddl-auto=validate는 마이그레이션 안 돌았으면 바로 실패함. Flyway 먼저 실행.", "batch 모듈도 API랑 같은 DB 계정 써도 되나요?", [pw])


@stpl
def s_mssql(lang):
    pw = rs(AN + "!#%*", 18)
    snip = "\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:acme-sql-%s.database.windows.net,1433;Initial Catalog=%s;User ID=sqladmin;Password=%s;Encrypt=True;TrustServerCertificate=False;\"\n}" % (lod(4), pick(DBS), pw)
    if lang == "en":
        return ("JSON: SQL Server connection string password", "EF migrations failed locally because I didn't know appsettings.Development.json points at Azure SQL:\n%s" % snip,
                "Use the local SQL Server container for migrations; Azure SQL blocks non-allowlisted IPs.", "", [pw])
    return ("JSON: SQL Server connection string password", "appsettings.Development.json이 Azure SQL을 가리키는 걸 몰라서 로컬 EF 마이그레이션이 실패함:\n%s" % snip,
            "마이그레이션은 로컬 SQL Server 컨테이너로 할 것. Azure SQL은 허용 IP 외에는 막혀 있음.", "", [pw])


@stpl
def s_pgpass(lang):
    lines, secrets = [], []
    for _ in range(R.randint(1, 3)):
        pw = an(R.randint(14, 22))
        lines.append("%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBS), pick(NAMES), pw))
        secrets.append(pw)
    snip = "\n".join(lines)
    if lang == "en":
        return ("file: .pgpass entries", "pg_dump ran without prompting and I didn't know why. ~/.pgpass on the bastion:\n%s" % snip,
                ".pgpass is ignored unless its mode is 0600.", "Should the bastion use IAM auth instead of .pgpass?", secrets)
    return ("file: .pgpass entries", "pg_dump가 비밀번호를 안 묻길래 이유를 몰랐음. bastion의 ~/.pgpass:\n%s" % snip,
            ".pgpass는 권한이 0600이 아니면 무시됨.", "bastion에서 .pgpass 대신 IAM 인증 쓰는 게 낫나요?", secrets)


@stpl
def s_netrc(lang):
    tok = "ghp_" + an(36)
    pw = an(20)
    snip = "machine api.github.com\n  login %s\n  password %s\nmachine nexus.acme.internal login deploy password %s" % (pick(NAMES), tok, pw)
    if lang == "en":
        return ("file: .netrc with token and password", "go get of private modules worked on the build VM but not in the container. The VM has ~/.netrc:\n%s" % snip,
                "Go uses .netrc for private module fetches; GOPRIVATE alone is not enough.", "", [tok, pw])
    return ("file: .netrc with token and password", "private 모듈 go get이 빌드 VM에서는 되고 컨테이너에서는 안 됨. VM의 ~/.netrc:\n%s" % snip,
            "Go는 private 모듈 받을 때 .netrc를 씀. GOPRIVATE만으로는 부족.", "", [tok, pw])


@stpl
def s_git_remote(lang):
    if chance(0.5):
        tok = "glpat-" + uu(20)
        url = "https://oauth2:%s@gitlab.acme.io/platform/deploy-config.git" % tok
    else:
        tok = "ghp_" + an(36)
        url = "https://%s:%s@github.com/acme/deploy-config.git" % (pick(NAMES), tok)
    snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    if lang == "en":
        return ("shell: git remote with embedded token", "Pushes from the deploy box were attributed to a former employee. Found out why:\n%s" % snip,
                "Tokens embedded in remote URLs survive in .git/config forever; use a credential helper.", "Whose token is this and can it be revoked?", [tok])
    return ("shell: git remote with embedded token", "배포 서버에서 push하면 퇴사자 이름으로 찍혀서 확인해 봄:\n%s" % snip,
            "remote URL에 박힌 토큰은 .git/config에 계속 남음. credential helper 쓸 것.", "이거 누구 토큰이고 revoke 해도 되나요?", [tok])


@stpl
def s_docker_login(lang):
    pw = pick([an(24), "dckr_pat_" + uu(27), "glpat-" + uu(20)])
    reg = pick(["registry.gitlab.com", "harbor.acme.internal", "docker.io", "acme.azurecr.io"])
    snip = "$ docker login %s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, pick(NAMES), pw)
    if lang == "en":
        return ("shell: docker login -p", "Image pulls failed with 'unauthorized' on the new runner. What fixed it:\n%s" % snip,
                "Runners need their own registry login; the host's ~/.docker/config.json isn't shared.", "Is there a robot account for runners?", [pw])
    return ("shell: docker login -p", "새 runner에서 이미지 pull이 'unauthorized'로 실패함. 해결한 방법:\n%s" % snip,
            "runner마다 레지스트리 로그인이 따로 필요함. 호스트의 ~/.docker/config.json은 공유 안 됨.", "runner용 robot 계정 있나요?", [pw])


@stpl
def s_docker_config(lang):
    user = pick(NAMES)
    tok = "ghp_" + an(36)
    blob = base64.b64encode(("%s:%s" % (user, tok)).encode()).decode()
    snip = "{\n  \"auths\": {\n    \"ghcr.io\": {\n      \"auth\": \"%s\"\n    }\n  }\n}" % blob
    if lang == "en":
        return ("JSON: docker config.json auth blob", "Didn't know CI restores ~/.docker/config.json from a cache. Contents:\n%s" % snip,
                "The auth field is just base64(user:token).", "Can we switch ghcr pulls to GITHUB_TOKEN?", [blob])
    return ("JSON: docker config.json auth blob", "CI가 ~/.docker/config.json을 캐시에서 복원한다는 걸 몰랐음. 내용:\n%s" % snip,
            "auth 필드는 그냥 base64(user:token)임.", "ghcr pull을 GITHUB_TOKEN으로 바꿔도 되나요?", [blob])


@stpl
def s_curl_u(lang):
    user, pw = pick(NAMES), quoted_pw()
    url = pick(["https://nexus.acme.internal/service/rest/v1/components?repository=maven-releases",
                "https://jenkins.internal/job/deploy/lastBuild/api/json",
                "https://es.internal:9200/_cluster/health", "https://registry.internal/v2/_catalog"])
    snip = "curl -s -u '%s:%s' '%s'" % (user, pw, url)
    if lang == "en":
        return ("shell: curl -u user:password", "Needed to check the service manually. The runbook command:\n%s" % snip,
                "The endpoint returns 200 with an empty body when the user lacks read rights.", "", [pw])
    return ("shell: curl -u user:password", "서비스 상태를 수동으로 확인해야 했음. runbook에 있던 명령:\n%s" % snip,
            "권한 없는 계정이면 200에 빈 body가 옴.", "", [pw])


@stpl
def s_basic_header(lang):
    user, pw = pick(NAMES), an(R.randint(12, 20))
    blob = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
    snip = "> GET /api/v2/reports/daily HTTP/1.1\n> Host: partner-api.%s\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 403 Forbidden" % (pick(["acme.io", "hanbit.co.kr", "gridline.net"]), blob)
    if lang == "en":
        return ("HTTP: Basic auth header in curl -v", "Partner API returned 403; verbose output:\n%s" % snip,
                "403 here means the IP isn't allowlisted, not bad credentials.", "Who manages the partner allowlist?", [blob])
    return ("HTTP: Basic auth header in curl -v", "파트너 API가 403을 줌. verbose 출력:\n%s" % snip,
            "여기서 403은 인증 실패가 아니라 IP allowlist 문제.", "파트너 allowlist는 누가 관리하나요?", [blob])


@stpl
def s_k8s_data(lang):
    user = pick(NAMES)
    pw = an(R.randint(14, 24))
    ub = base64.b64encode(user.encode()).decode()
    pb = base64.b64encode(pw.encode()).decode()
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ndata:\n  username: %s\n  password: %s" % (ub, pb)
    secrets = [pb]
    if chance(0.5):
        snip2 = "$ kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d\n%s" % pw
        secrets.append(pw)
    else:
        snip2 = ""
    if lang == "en":
        return ("k8s: Secret data (base64-encoded password)", "Didn't know the DB secret is committed to the manifests repo:\n%s" % snip,
                ("Decoded it to check:\n" + snip2) if snip2 else "base64 in a Secret is encoding, not encryption.", "Can this move to External Secrets?", secrets)
    return ("k8s: Secret data (base64-encoded password)", "DB secret이 manifest repo에 커밋되어 있는 걸 몰랐음:\n%s" % snip,
            ("확인하려고 디코딩:\n" + snip2) if snip2 else "Secret의 base64는 암호화가 아니라 인코딩일 뿐.", "External Secrets로 옮길 수 있을까요?", secrets)


@stpl
def s_helm_set(lang):
    p1, p2 = an(20), an(16)
    snip = "helm upgrade --install app ./charts/app -n prod \\\n  --set postgresql.auth.password=%s \\\n  --set redis.auth.password=%s \\\n  --set image.tag=2.14.0" % (p1, p2)
    if lang == "en":
        return ("shell: helm --set passwords", "The chart doesn't document how DB passwords get in; the deploy script does:\n%s" % snip,
                "helm get values shows --set values in plain text to anyone with namespace read access.", "", [p1, p2])
    return ("shell: helm --set passwords", "chart 문서에는 DB 비밀번호 주입 방법이 없고 배포 스크립트에 이렇게 되어 있음:\n%s" % snip,
            "--set 값은 namespace 읽기 권한만 있으면 helm get values로 평문 노출됨.", "", [p1, p2])


@stpl
def s_ansible_inv(lang):
    p1, p2 = quoted_pw(), an(16)
    snip = "[web]\n10.0.2.11\n10.0.2.12\n\n[web:vars]\nansible_user=deploy\nansible_password=%s\nansible_become_pass=%s" % (p1, p2)
    if lang == "en":
        return ("INI: Ansible inventory passwords", "Playbook hung at 'Gathering Facts'. inventory/prod/hosts.ini:\n%s" % snip,
                "The hang was host key checking, not credentials; set ANSIBLE_HOST_KEY_CHECKING=False only in CI.", "Can we switch these hosts to SSH keys?", [p1, p2])
    return ("INI: Ansible inventory passwords", "playbook이 'Gathering Facts'에서 멈춤. inventory/prod/hosts.ini:\n%s" % snip,
            "멈춘 원인은 인증이 아니라 host key checking. ANSIBLE_HOST_KEY_CHECKING=False는 CI에서만.", "이 호스트들 SSH 키 방식으로 바꿀 수 있나요?", [p1, p2])


@stpl
def s_openssh_key(lang):
    lines = openssh_ed25519_lines(pick(NAMES) + "@" + pick(["laptop", "build-01", "bastion"]))
    body = pem("OPENSSH PRIVATE KEY", lines)
    if lang == "en":
        return ("PEM: OpenSSH ed25519 private key", "Didn't know which key the deploy user uses. User pasted ~/.ssh/id_ed25519 from the build box:",
                body, "Can we give the deploy user its own key per runner?", lines)
    return ("PEM: OpenSSH ed25519 private key", "deploy 계정이 어떤 키를 쓰는지 몰랐음. 사용자가 빌드 서버의 ~/.ssh/id_ed25519를 붙여줌:",
            body, "runner마다 deploy 키를 따로 발급할 수 있나요?", lines)


@stpl
def s_ec_pem(lang):
    lines = ec_sec1_lines()
    if chance(0.5):
        inner = "\\n".join(["-----BEGIN EC PRIVATE KEY-----"] + lines + ["-----END EC PRIVATE KEY-----"]) + "\\n"
        snip = "{\n  \"name\": \"organizations/%s/apiKeys/%s\",\n  \"privateKey\": \"%s\"\n}" % (uuid4(), uuid4(), inner)
        cat = "JSON: EC private key with escaped newlines [Coinbase]"
        where = "cdp_api_key.json"
    else:
        snip = "JWT_SIGNING_KEY=\"" + pem("EC PRIVATE KEY", lines) + "\""
        cat = "env: multi-line EC private key"
        where = ".env"
    if lang == "en":
        return (cat, "Signature verification failed and I didn't know which key signs the tokens. %s:" % where, snip,
                "Where is the matching public key published?", lines)
    return (cat, "서명 검증이 실패했는데 어떤 키로 토큰을 서명하는지 몰랐음. %s:" % where, snip,
            "대응하는 public key는 어디에 게시되어 있나요?", lines)


@stpl
def s_rsa_partial(lang):
    lines = rsa_partial_lines(R.randint(3, 5))
    body = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n...(truncated)"
    if lang == "en":
        return ("PEM: RSA private key (truncated paste)", "nginx failed with 'key values mismatch'. The key file on the server starts with:\n" + body,
                "The cert and key in /etc/nginx/ssl were from different CSRs; compare moduli with openssl.", "", lines)
    return ("PEM: RSA private key (truncated paste)", "nginx가 'key values mismatch'로 실패. 서버의 키 파일 앞부분:\n" + body,
            "/etc/nginx/ssl의 인증서와 키가 서로 다른 CSR에서 나온 것. openssl로 modulus 비교할 것.", "", lines)


@stpl
def s_apple_p8(lang):
    lines = ec_pkcs8_lines()
    kid = upd(10)
    body = pem("PRIVATE KEY", lines)
    if lang == "en":
        return ("PEM: App Store Connect .p8 key [Apple]", "Fastlane couldn't authenticate to App Store Connect. Key ID %s, Issuer ID %s. AuthKey_%s.p8:\n%s" % (kid, uuid4(), kid, body),
                "The .p8 can only be downloaded once; keep it in the vault, not in the repo.", "", lines)
    return ("PEM: App Store Connect .p8 key [Apple]", "Fastlane이 App Store Connect 인증에 실패. Key ID %s, Issuer ID %s. AuthKey_%s.p8 내용:\n%s" % (kid, uuid4(), kid, body),
            ".p8은 한 번만 다운로드 가능하니 repo 말고 vault에 보관.", "", lines)


@stpl
def s_ed25519_env(lang):
    line = ed25519_pkcs8_line()
    snip = "PASETO_SECRET_KEY=\"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\"" % line
    if lang == "en":
        return ("env: single-line Ed25519 private key", "Tokens from staging didn't verify in prod. staging .env:\n%s" % snip,
                "Each environment signs with its own key; tokens are not portable.", "", [line])
    return ("env: single-line Ed25519 private key", "staging에서 발급한 토큰이 prod에서 검증이 안 됨. staging .env:\n%s" % snip,
            "환경마다 서명 키가 달라서 토큰 호환 안 됨.", "", [line])


@stpl
def s_gcp_sa(lang):
    lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(14)] + [b64(64) for _ in range(R.randint(2, 3))]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    proj = pick(["acme-prod", "hanbit-data", "wavelet-ml"]) + "-" + dg(6)
    snip = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"bq-loader@%s.iam.gserviceaccount.com\"\n}" % (proj, hx(40), pk, proj)
    if lang == "en":
        return ("JSON: GCP service account key [Google Cloud]", "BigQuery loads failed with 'invalid_grant'. The key file the job mounts (truncated):", snip,
                "Was this key already rotated in IAM?", lines)
    return ("JSON: GCP service account key [Google Cloud]", "BigQuery 적재가 'invalid_grant'로 실패. 잡이 마운트하는 키 파일(일부):", snip,
            "이 키 IAM에서 이미 rotate 됐나요?", lines)


@stpl
def s_keytool(lang):
    sp, kp = an(16), an(16)
    snip = "keytool -genkeypair -v -keystore release.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass %s -keypass %s -dname \"CN=Acme, O=Acme, C=KR\"" % (sp, kp)
    if lang == "en":
        return ("shell: keytool -storepass/-keypass", "I didn't know how the upload keystore was created; the setup script did:\n%s" % snip,
                "If the upload key is lost, Play support can reset it, but it takes days.", "", [sp, kp])
    return ("shell: keytool -storepass/-keypass", "upload keystore를 어떻게 만들었는지 몰랐는데 setup 스크립트에 있었음:\n%s" % snip,
            "upload key 분실하면 Play 지원팀이 재설정해 주지만 며칠 걸림.", "", [sp, kp])


@stpl
def s_android_signing(lang):
    sp, kp = quoted_pw(), quoted_pw()
    while kp == sp:
        kp = quoted_pw()
    snip = "RELEASE_STORE_FILE=../keystore/release.jks\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=%s" % (sp, kp)
    if lang == "en":
        return ("properties: Android signing passwords", "Release build failed with 'Keystore was tampered with, or password was incorrect'.",
                "The real values are in ~/.gradle/gradle.properties on the release Mac, not in the repo:\n%s" % snip, "Can signing move to Play App Signing only?", [sp, kp])
    return ("properties: Android signing passwords", "릴리스 빌드가 'Keystore was tampered with, or password was incorrect'로 실패.",
            "실제 값은 repo가 아니라 릴리스용 Mac의 ~/.gradle/gradle.properties에 있음:\n%s" % snip, "서명을 Play App Signing으로만 처리할 수 있나요?", [sp, kp])


@stpl
def s_totp_url(lang):
    seed = b32_seed(pick([16, 32]))
    issuer = pick(["AWS", "GitHub", "ACME-VPN", "Okta", "Grafana", "NaverWorks"])
    user = pick(NAMES)
    url = "otpauth://totp/%s:%s@acme.io?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, user, seed, issuer)
    if lang == "en":
        return ("URL: otpauth TOTP seed", "The shared ops account needs MFA and nobody had the device. The QR decodes to:\n%s" % url,
                "Anyone with this URL can generate codes; store it like a password.", "Should the shared account move to hardware keys?", [seed])
    return ("URL: otpauth TOTP seed", "공용 ops 계정에 MFA가 걸려 있는데 기기를 가진 사람이 없었음. QR 디코딩 결과:\n%s" % url,
            "이 URL만 있으면 누구나 코드를 생성할 수 있으니 비밀번호처럼 보관해야 함.", "공용 계정을 하드웨어 키로 바꿀까요?", [seed])


@stpl
def s_totp_spaced(lang):
    seed = b32_seed(32).lower()
    spaced = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
    if lang == "en":
        return ("chat: TOTP setup key with spaces", "Couldn't scan the QR from the VM console, so the user typed the setup key instead.",
                "Setup key for the break-glass admin: %s (time based)" % spaced, "", [spaced])
    return ("chat: TOTP setup key with spaces", "VM 콘솔에서 QR 스캔이 안 돼서 사용자가 설정 키를 직접 적어 줌.",
            "break-glass 관리자 계정 설정 키: %s (시간 기반)" % spaced, "", [spaced])


@stpl
def s_gh_recovery(lang):
    codes = [gh_recovery() for _ in range(pick([8, 10, 16]))]
    snip = "\n".join(codes)
    if lang == "en":
        return ("list: GitHub 2FA recovery codes [GitHub]", "The bot account lost its 2FA device. github-recovery-codes.txt from the shared drive:\n%s" % snip,
                "Each code works once; regenerate the set after using one.", "Who should hold the bot's recovery codes?", codes)
    return ("list: GitHub 2FA recovery codes [GitHub]", "bot 계정 2FA 기기를 잃어버림. 공유 드라이브의 github-recovery-codes.txt:\n%s" % snip,
            "코드는 한 번씩만 쓸 수 있으니 하나 쓰면 세트를 재발급할 것.", "bot 계정 복구 코드는 누가 보관해야 하나요?", codes)


@stpl
def s_google_backup(lang):
    codes = ["%04d %04d" % (R.randint(0, 9999), R.randint(0, 9999)) for _ in range(10)]
    snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if lang == "en":
        return ("list: Google backup codes [Google]", "Locked out of the Workspace admin account; backup codes from the safe:\n%s" % snip,
                "Used code #1. Super-admin should have a second admin for this.", "", codes)
    return ("list: Google backup codes [Google]", "Workspace 관리자 계정이 잠김. 금고에 있던 백업 코드:\n%s" % snip,
            "1번 코드 사용함. 최고 관리자를 한 명 더 두는 게 맞음.", "", codes)


@stpl
def s_bitlocker(lang):
    key = "-".join("%06d" % R.randint(0, 999999) for _ in range(8))
    kid = uuid4().upper()
    if lang == "en":
        return ("Windows: BitLocker recovery key", "The test laptop asked for a BitLocker recovery key after a BIOS update. Key ID %s." % kid[:8],
                "Recovery key from Entra ID: %s" % key, "Should test laptops be escrowed to Intune?", [key])
    return ("Windows: BitLocker recovery key", "BIOS 업데이트 후 테스트 노트북이 BitLocker 복구 키를 요구함. 키 ID %s." % kid[:8],
            "Entra ID에서 찾은 복구 키: %s" % key, "테스트 노트북도 Intune에 키 에스크로 할까요?", [key])


@stpl
def s_1password_kit(lang):
    sk = "A3-" + upd(6) + "-" + upd(6) + "-" + upd(5) + "-" + upd(5) + "-" + upd(5) + "-" + upd(5)
    mp = diceware(4, "-")
    if lang == "en":
        return ("Emergency Kit: Secret Key + password [1Password]", "Setting up the new ops laptop; the Emergency Kit for ops@acme.io says Secret Key %s" % sk,
                "Account password is %s. Sign-in needs both." % mp, "", [sk, mp])
    return ("Emergency Kit: Secret Key + password [1Password]", "새 ops 노트북 세팅 중. ops@acme.io Emergency Kit의 Secret Key: %s" % sk,
            "계정 비밀번호는 %s. 로그인하려면 둘 다 필요." % mp, "", [sk, mp])


@stpl
def s_yubikey(lang):
    puk = "%08d" % R.randint(10000000, 99999999)
    pin = "%08d" % R.randint(10000000, 99999999)
    mk = hx(48)
    snip = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --generate --protect\n# printed management key: %s" % (pin, puk, mk)
    if lang == "en":
        return ("shell: YubiKey PIV PIN/PUK/management key", "Needed to provision the signing YubiKey for CI. What I ran:\n%s" % snip,
                "Three wrong PINs lock the PIV applet; the PUK unblocks it.", "", [pin, puk, mk])
    return ("shell: YubiKey PIV PIN/PUK/management key", "CI 서명용 YubiKey를 세팅해야 했음. 실행한 명령:\n%s" % snip,
            "PIN 3번 틀리면 PIV가 잠기고 PUK로 풀 수 있음.", "", [pin, puk, mk])


@stpl
def s_restic(lang):
    phrase = diceware(R.randint(5, 7), pick([" ", "-"]))
    ak, sk = aws_akid(), aws_secret()
    snip = "export RESTIC_REPOSITORY=s3:s3.ap-northeast-2.amazonaws.com/acme-backups/db\nexport RESTIC_PASSWORD='%s'\nexport AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nrestic snapshots --latest 3" % (phrase, ak, sk)
    if lang == "en":
        return ("shell: restic repository password + AWS keys", "Had to restore last night's DB backup and didn't know where restic was configured. /root/backup.env:\n%s" % snip,
                "Without the repository password the snapshots can't be decrypted at all.", "", [phrase, ak, sk])
    return ("shell: restic repository password + AWS keys", "어젯밤 DB 백업을 복구해야 했는데 restic 설정 위치를 몰랐음. /root/backup.env:\n%s" % snip,
            "repository 비밀번호 없으면 스냅샷 복호화 자체가 불가능.", "", [phrase, ak, sk])


@stpl
def s_human_chat(lang):
    pw = human_password()
    ctx = R.randint(0, 5)
    if lang == "en":
        what = ["the staging admin login", "the router admin page (192.168.0.1)", "the NAS web UI", "the shared Grafana admin", "the Jenkins admin", "the QA test account qa-tester@acme.io"][ctx]
        return ("chat: human password in prose", "Couldn't log into %s to check the config." % what,
                "User said: \"it's admin / %s, don't share it\"." % pw, "Can each of us get a personal account instead of the shared one?", [pw])
    what = ["staging 관리자 계정", "공유기 관리자 페이지(192.168.0.1)", "NAS 웹 UI", "공용 Grafana admin", "Jenkins admin", "QA 테스트 계정 qa-tester@acme.io"][ctx]
    return ("chat: human password in prose", "설정 확인하려고 %s에 로그인해야 했는데 비밀번호를 몰랐음." % what,
            "사용자 답변: \"admin / %s 에요, 공유는 하지 마세요\"" % pw, "공용 계정 말고 개인 계정 받을 수 있나요?", [pw])


@stpl
def s_wifi(lang):
    pw = human_password()
    ssid = pick(["ACME-5G", "Hanbit_Office", "DevLab-2.4G", "Guest-Meeting", "KT_GiGA_5G_A1B2"])
    if chance(0.5):
        snip = "nmcli dev wifi connect \"%s\" password \"%s\"" % (ssid, pw)
    else:
        snip = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, pw)
    if lang == "en":
        return ("config: Wi-Fi PSK", "The Raspberry Pi test rig wouldn't join the office network. Config I used:\n%s" % snip,
                "The Pi only supports 2.4 GHz on that model.", "", [pw])
    return ("config: Wi-Fi PSK", "라즈베리파이 테스트 장비가 사무실 와이파이에 안 붙음. 사용한 설정:\n%s" % snip,
            "그 모델은 2.4GHz만 지원함.", "", [pw])


@stpl
def s_ko_keyboard(lang):
    word, pw = ko_keyboard_password()
    hint_form = word + pw[len(ko2key(word)):]
    show_hint = len(hint_form) >= 8 and chance(0.6)
    secrets = [pw] + ([hint_form] if show_hint else [])
    if lang == "en":
        mc = "SSH to the legacy CentOS box kept failing with the password from the wiki."
        le = "The password is %s -- it's a Korean word typed with the keyboard in English mode." % pw
        if show_hint:
            le += " (In Hangul mode it would be %s.)" % hint_form
        return ("password: Korean word typed on QWERTY layout", mc, le, "Can the legacy box get key-based auth?", secrets)
    mc = "legacy CentOS 서버 SSH가 위키에 적힌 비밀번호로 계속 실패함."
    le = "비밀번호는 %s 임. 한영키 안 바꾸고 영문 상태로 친 한글 단어." % pw
    if show_hint:
        le += " 한글로 치면 %s." % hint_form
    return ("password: Korean word typed on QWERTY layout", mc, le, "legacy 서버도 키 인증으로 바꿀 수 있나요?", secrets)


@stpl
def s_hangul_pw(lang):
    pw = hangul_password()
    if lang == "en":
        return ("password: Hangul password", "The kiosk PC in the lobby auto-logs into Windows and I couldn't unlock it after a reboot.",
                "Local account password (Korean characters): %s" % pw, "", [pw])
    return ("password: Hangul password", "로비 키오스크 PC가 재부팅 후 윈도우 잠금이 안 풀렸음.",
            "로컬 계정 비밀번호(한글): %s" % pw, "키오스크는 자동 로그인 정책으로 바꾸는 게 어떨까요?", [pw])


@stpl
def s_old_new_pw(lang):
    old, new = quoted_pw(), quoted_pw()
    user = pick(NAMES)
    snip = "ALTER USER %s WITH PASSWORD '%s';" % (user, new)
    if lang == "en":
        return ("SQL: ALTER USER with old and new password", "App lost DB access after the quarterly rotation. Old password was %s." % old,
                "DBA ran:\n%s\nThe app pods needed a restart to pick it up." % snip, "", [old, new])
    return ("SQL: ALTER USER with old and new password", "분기별 비밀번호 교체 후 앱이 DB 접근을 못 함. 예전 비밀번호는 %s 였음." % old,
            "DBA가 실행한 명령:\n%s\n앱 pod 재시작해야 반영됨." % snip, "", [old, new])


@stpl
def s_jwt_secret(lang):
    sec = pick([hx(64), b64b(48), an(40)])
    if chance(0.5):
        snip = "const token = jwt.sign({ sub: user.id, role: user.role }, '%s', { expiresIn: '7d' });" % sec
        cat = "code: hard-coded JWT HMAC secret"
    else:
        snip = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d" % sec
        cat = "env: JWT_SECRET"
    if lang == "en":
        return (cat, "Tokens issued by the auth service were rejected by the gateway. The auth service has:\n%s" % snip,
                "The gateway and the auth service must share the same HMAC secret; staging had two different ones.", "", [sec])
    return (cat, "auth 서비스가 발급한 토큰을 gateway가 거부함. auth 서비스 코드:\n%s" % snip,
            "gateway와 auth 서비스가 같은 HMAC secret을 써야 함. staging은 서로 달랐음.", "", [sec])


@stpl
def s_django(lang):
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
    key = pick(["django-insecure-", ""]) + rs(alphabet, 50)
    snip = "SECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['api.acme.io']" % key
    if lang == "en":
        return ("Python: Django SECRET_KEY", "Sessions were invalidated on every deploy; I didn't know prod settings live in settings/production.py:\n%s" % snip,
                "A different SECRET_KEY per pod logs everyone out; it must be identical across replicas.", "", [key])
    return ("Python: Django SECRET_KEY", "배포할 때마다 세션이 날아감. prod 설정이 settings/production.py에 있는 걸 몰랐음:\n%s" % snip,
            "pod마다 SECRET_KEY가 다르면 전부 로그아웃됨. replica 간에 동일해야 함.", "", [key])


@stpl
def s_rails(lang):
    mk = hx(32)
    skb = hx(128)
    if lang == "en":
        return ("Rails: master.key and secret_key_base", "Credentials couldn't be decrypted in the new container. config/master.key on the old server: %s" % mk,
                "Also found SECRET_KEY_BASE=%s in the systemd unit; it overrides credentials.yml.enc." % skb, "", [mk, skb])
    return ("Rails: master.key and secret_key_base", "새 컨테이너에서 credentials 복호화가 안 됨. 기존 서버의 config/master.key: %s" % mk,
            "systemd unit에도 SECRET_KEY_BASE=%s 가 있었고 이게 credentials.yml.enc보다 우선함." % skb, "", [mk, skb])


@stpl
def s_laravel(lang):
    key = "base64:" + b64b(32)
    dbp = an(16)
    snip = "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_USERNAME=shop\nDB_PASSWORD=%s" % (key, dbp)
    if lang == "en":
        return ("env: Laravel APP_KEY and DB password", "Encrypted columns came back as 'The MAC is invalid' after the migration. .env on the old host:\n%s" % snip,
                "Changing APP_KEY breaks everything encrypted with the old key; copy it, never regenerate.", "", [key, dbp])
    return ("env: Laravel APP_KEY and DB password", "이전 후 암호화 컬럼이 'The MAC is invalid' 에러를 냄. 기존 서버 .env:\n%s" % snip,
            "APP_KEY 바꾸면 기존 키로 암호화된 데이터 전부 못 읽음. 재생성 말고 복사할 것.", "", [key, dbp])


@stpl
def s_wp_salts(lang):
    alphabet = AN + "!@#$%^&*()-_=+[]{}<>~`;:,./?|"
    names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
    k = R.randint(2, 4)
    vals = [rs(alphabet, 64) for _ in range(k)]
    dbp = an(14)
    lines = ["define( 'DB_PASSWORD', '%s' );" % dbp] + ["define( '%s', '%s' );" % (names[i], vals[i]) for i in range(k)]
    snip = "\n".join(lines)
    if lang == "en":
        return ("PHP: wp-config.php DB password and salts [WordPress]", "All admins were logged out after the host move. wp-config.php:", snip,
                "Were the salts regenerated on purpose?", [dbp] + vals)
    return ("PHP: wp-config.php DB password and salts [WordPress]", "호스팅 이전 후 관리자 전원이 로그아웃됨. wp-config.php:", snip,
            "salt를 일부러 재생성한 건가요?", [dbp] + vals)


@stpl
def s_openssl_rand(lang):
    val = b64b(32)
    if lang == "en":
        return ("shell: generated NEXTAUTH_SECRET", "Next.js auth threw JWEDecryptionFailed in prod. I generated a new secret:",
                "$ openssl rand -base64 32\n%s\nSet it as NEXTAUTH_SECRET in Vercel and redeployed." % val, "", [val])
    return ("shell: generated NEXTAUTH_SECRET", "prod에서 Next.js auth가 JWEDecryptionFailed를 던짐. 새 secret 생성:",
            "$ openssl rand -base64 32\n%s\nVercel의 NEXTAUTH_SECRET에 넣고 재배포." % val, "", [val])


@stpl
def s_webhook_secret(lang):
    sec = pick([an(32), hx(40), quoted_pw() + an(6)])
    snip = "WEBHOOK_SECRET = \"%s\"\n\ndef verify(body, header):\n    mac = hmac.new(WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(\"sha256=\" + mac, header)" % sec
    if lang == "en":
        return ("code: GitHub webhook HMAC secret", "Every delivery failed signature checks. The handler:\n%s" % snip,
                "GitHub signs the raw body; parsing JSON first changes the bytes.", "", [sec])
    return ("code: GitHub webhook HMAC secret", "webhook 요청마다 서명 검증 실패. 핸들러 코드:\n%s" % snip,
            "GitHub는 raw body로 서명함. JSON 파싱 후 다시 직렬화하면 바이트가 달라짐.", "", [sec])


@stpl
def s_svix(lang):
    sec = "whsec_" + b64b(24)
    if lang == "en":
        return ("env: Svix-style webhook signing secret [Clerk]", "User-sync webhooks from Clerk returned 400. CLERK_WEBHOOK_SIGNING_SECRET in .env.local:",
                "CLERK_WEBHOOK_SIGNING_SECRET=%s\nThe dev and prod endpoints each have their own secret." % sec, "", [sec])
    return ("env: Svix-style webhook signing secret [Clerk]", "Clerk 사용자 동기화 webhook이 400을 반환. .env.local의 값:",
            "CLERK_WEBHOOK_SIGNING_SECRET=%s\ndev/prod endpoint마다 secret이 따로 있음." % sec, "", [sec])


@stpl
def s_django_session(lang):
    sid = lod(32)
    csrf = an(32)
    snip = "GET /admin/orders/ HTTP/1.1\nHost: shop.acme.io\nCookie: csrftoken=%s; sessionid=%s\nUser-Agent: Mozilla/5.0" % (csrf, sid)
    if lang == "en":
        return ("HTTP: Django sessionid cookie", "Couldn't reproduce the admin 500 without being logged in. User copied the request from devtools:\n%s" % snip,
                "The 500 came from a null shipping address, reproducible with any order missing one.", "", [sid])
    return ("HTTP: Django sessionid cookie", "로그인 없이 admin 500 재현이 안 됐음. 사용자가 devtools에서 요청을 복사해 줌:\n%s" % snip,
            "500은 배송지 null 때문. 배송지 없는 주문이면 재현됨.", "", [sid])


@stpl
def s_connect_sid(lang):
    val = "s%3A" + uu(32) + "." + pct(b64b(32)).replace("%3D", "")
    if lang == "en":
        return ("HTTP: express-session connect.sid cookie", "Needed a logged-in session to hit /api/me from curl.",
                "curl -H 'Cookie: connect.sid=%s' https://app.acme.io/api/me" % val, "", [val])
    return ("HTTP: express-session connect.sid cookie", "curl로 /api/me를 호출하려면 로그인 세션이 필요했음.",
            "curl -H 'Cookie: connect.sid=%s' https://app.acme.io/api/me" % val, "", [val])


@stpl
def s_laravel_session(lang):
    payload = {"iv": b64b(16), "value": b64b(R.randint(60, 90)), "mac": hx(64), "tag": ""}
    val = pct(base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode())
    if lang == "en":
        return ("HTTP: laravel_session cookie", "The bug only happened for one customer; they sent their cookie header:",
                "Cookie: laravel_session=%s" % val, "Is there an impersonation feature so we don't need customer cookies?", [val])
    return ("HTTP: laravel_session cookie", "특정 고객에게만 생기는 버그라 고객이 쿠키 헤더를 보내줌:",
            "Cookie: laravel_session=%s" % val, "고객 쿠키 대신 쓸 수 있는 대리 로그인 기능 있나요?", [val])


@stpl
def s_jsession(lang):
    if chance(0.5):
        name, val = "JSESSIONID", HX(32)
    else:
        name, val = "PHPSESSID", lod(26)
    snip = "curl -b '%s=%s' -X POST https://erp.acme.local/order/approve -d 'orderId=%d'" % (name, val, R.randint(100000, 999999))
    if lang == "en":
        return ("shell: %s cookie in curl" % name, "Needed to bulk-approve stuck orders on the legacy ERP which has no API tokens. Used my browser session:\n%s" % snip,
                "The session expires after 30 minutes idle.", "", [val])
    return ("shell: %s cookie in curl" % name, "API 토큰이 없는 레거시 ERP에서 멈춘 주문을 일괄 승인해야 했음. 브라우저 세션을 그대로 씀:\n%s" % snip,
            "세션은 30분 idle이면 만료됨.", "", [val])


@stpl
def s_nextauth_session(lang):
    val = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + uu(16) + "." + uu(R.randint(180, 260)) + "." + uu(22)
    if lang == "en":
        return ("HTTP: next-auth session-token cookie", "To debug the dashboard API as the affected user, they shared:",
                "__Secure-next-auth.session-token=%s" % val, "", [val])
    return ("HTTP: next-auth session-token cookie", "해당 사용자 권한으로 dashboard API를 디버깅하려고 사용자가 공유해 준 쿠키:",
            "__Secure-next-auth.session-token=%s" % val, "", [val])


@stpl
def s_s3_presigned(lang):
    bucket = pick(["acme-exports", "hanbit-invoices", "wavelet-uploads"])
    date = "2025%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    region = pick(["ap-northeast-2", "us-east-1", "eu-central-1"])
    sig = hx(64)
    if chance(0.6):
        akid = aws_akid()
        url = ("https://%s.s3.%s.amazonaws.com/reports/%s/daily.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT0%d1523Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, region, date, akid, date, region, date, R.randint(0, 9), sig)
        secrets = [akid, sig]
        cat = "signed URL: S3 presigned (IAM user key id + signature) [AWS]"
    else:
        akid = aws_akid("ASIA")
        tok = pct(aws_session_token(180))
        url = ("https://%s.s3.%s.amazonaws.com/u/%s.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT101010Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, region, uuid4(), akid, date, region, date, tok, sig)
        secrets = [akid, tok, sig]
        cat = "signed URL: S3 presigned with session token [AWS]"
    if lang == "en":
        return (cat, "The customer said the export link is broken. Link they got:", url, "Should export links expire sooner than 7 days?", secrets)
    return (cat, "고객이 export 링크가 깨졌다고 함. 받은 링크:", url, "export 링크 만료를 7일보다 짧게 할까요?", secrets)


@stpl
def s_gcs_signed(lang):
    sig = hx(512)
    url = ("https://storage.googleapis.com/acme-ml-artifacts/models/ranker-v%d.onnx?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=artifact-signer%%40acme-ml.iam.gserviceaccount.com%%2F20250%d14%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=20250%d14T020000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (R.randint(2, 9), R.randint(1, 9), R.randint(1, 9), sig)
    if lang == "en":
        return ("signed URL: GCS V4 signed URL [Google Cloud]", "The model download in the inference container failed with 403 after a day.", url, "", [sig])
    return ("signed URL: GCS V4 signed URL [Google Cloud]", "추론 컨테이너의 모델 다운로드가 하루 지나니 403으로 실패함.", url, "", [sig])


@stpl
def s_azure_sas(lang):
    sig = pct(b64b(32))
    acct = "acme" + lod(6)
    url = "https://%s.blob.core.windows.net/invoices/2025/%02d/INV-%d.pdf?sp=r&st=2025-%02d-01T00:00:00Z&se=2026-%02d-01T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=%s" % (
        acct, R.randint(1, 12), R.randint(10000, 99999), R.randint(1, 12), R.randint(1, 12), sig)
    if lang == "en":
        return ("signed URL: Azure SAS with sig [Azure]", "Didn't know invoices are served with a container-level SAS valid for a year. Example link from the email template:\n%s" % url,
                "sr=c means the signature grants read on the whole container, not just this blob.", "Can we switch to per-blob SAS with short expiry?", [sig])
    return ("signed URL: Azure SAS with sig [Azure]", "청구서가 1년짜리 container SAS로 제공되는 걸 몰랐음. 메일 템플릿의 링크 예:\n%s" % url,
            "sr=c 라서 이 blob만이 아니라 container 전체 읽기 권한이 있음.", "blob 단위의 짧은 SAS로 바꿀 수 있을까요?", [sig])


@stpl
def s_cloudfront_signed(lang):
    sig = rs(AN + "-~", R.randint(170, 200)) + "__"
    url = "https://d%s.cloudfront.net/courses/%d/lesson-%d.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (lod(12), R.randint(10, 99), R.randint(1, 30), ts(), sig, upd(13))
    if lang == "en":
        return ("signed URL: CloudFront signed URL [AWS]", "Video playback 403'd on Safari only. Signed URL from the player:", url, "", [sig])
    return ("signed URL: CloudFront signed URL [AWS]", "Safari에서만 영상 재생이 403. 플레이어가 받은 signed URL:", url, "", [sig])


@stpl
def s_aws_assume(lang):
    akid, sk, tok = aws_akid("ASIA"), aws_secret(), aws_session_token(R.randint(300, 420))
    snip = "{\n  \"Credentials\": {\n    \"AccessKeyId\": \"%s\",\n    \"SecretAccessKey\": \"%s\",\n    \"SessionToken\": \"%s\",\n    \"Expiration\": \"2025-%02d-%02dT11:42:17+00:00\"\n  }\n}" % (akid, sk, tok, R.randint(1, 12), R.randint(1, 28))
    if lang == "en":
        return ("JSON: aws sts assume-role output [AWS]", "The deploy role trust policy was unclear; I assumed it manually:", snip,
                "Is the 1h session limit on the deploy role intentional?", [akid, sk, tok])
    return ("JSON: aws sts assume-role output [AWS]", "deploy role trust policy가 불명확해서 수동으로 assume 해 봄:", snip,
            "deploy role 세션 1시간 제한은 의도된 건가요?", [akid, sk, tok])


@stpl
def s_aws_credfile(lang):
    a1, s1, a2, s2 = aws_akid(), aws_secret(), aws_akid(), aws_secret()
    snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2\n\n[prod-admin]\naws_access_key_id = %s\naws_secret_access_key = %s" % (a1, s1, a2, s2)
    if lang == "en":
        return ("INI: ~/.aws/credentials with two profiles [AWS]", "Terraform was applying to prod from a laptop and I didn't know why. ~/.aws/credentials:\n%s" % snip,
                "AWS_PROFILE wasn't set, so [default] was used -- and default pointed at prod.", "Can we move everyone to SSO profiles?", [a1, s1, a2, s2])
    return ("INI: ~/.aws/credentials with two profiles [AWS]", "노트북에서 Terraform이 prod에 apply 되고 있었는데 이유를 몰랐음. ~/.aws/credentials:\n%s" % snip,
            "AWS_PROFILE이 없어서 [default]가 쓰였고 default가 prod였음.", "다들 SSO 프로필로 옮길 수 있을까요?", [a1, s1, a2, s2])


@stpl
def s_azure_conn(lang):
    key = b64b(64)
    acct = "acme" + lod(8)
    snip = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    if lang == "en":
        return ("connection string: Azure Storage AccountKey [Azure]", "Function app couldn't write to the queue. AzureWebJobsStorage was:", snip,
                "", [key])
    return ("connection string: Azure Storage AccountKey [Azure]", "Function app이 queue에 쓰기를 못 함. AzureWebJobsStorage 값:", snip,
            "managed identity로 바꾸면 connection string 없이 되나요?", [key])


@stpl
def s_kubeconfig_token(lang):
    tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
               "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"},
              alg="RS256", sig=256, kid=uu(43))
    snip = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
    if lang == "en":
        return ("kubeconfig: service account bearer token", "CI deploys suddenly got 'Unauthorized'. The kubeconfig stored in CI:", snip, "", [tok])
    return ("kubeconfig: service account bearer token", "CI 배포가 갑자기 'Unauthorized'. CI에 저장된 kubeconfig:", snip, "", [tok])


@stpl
def s_kubeadm(lang):
    tok = lod(6) + "." + lod(16)
    cmd = "kubeadm join 10.0.0.10:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (tok, hx(64))
    if lang == "en":
        return ("shell: kubeadm join bootstrap token", "Adding a worker to the lab cluster; the join command from the control plane:\n%s" % cmd,
                "Bootstrap tokens expire after 24h; create a new one with kubeadm token create.", "", [tok])
    return ("shell: kubeadm join bootstrap token", "lab 클러스터에 worker 추가 중. control plane에서 받은 join 명령:\n%s" % cmd,
            "bootstrap 토큰은 24시간 후 만료. kubeadm token create로 새로 발급.", "", [tok])


@stpl
def s_wireguard(lang):
    priv = b64b(32)
    psk = b64b(32)
    use_psk = chance(0.4)
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/16" % (
        priv, R.randint(2, 250), b64b(32), ("PresharedKey = %s\n" % psk) if use_psk else "")
    if lang == "en":
        return ("config: WireGuard PrivateKey", "VPN connected but no traffic reached the VPC. wg0.conf:", snip,
                "Is AllowedIPs supposed to include the 172.16 range too?", [priv] + ([psk] if use_psk else []))
    return ("config: WireGuard PrivateKey", "VPN은 연결되는데 VPC로 트래픽이 안 감. wg0.conf:", snip,
            "AllowedIPs에 172.16 대역도 넣어야 하나요?", [priv] + ([psk] if use_psk else []))


@stpl
def s_ipsec_radius(lang):
    pw = an(R.randint(16, 28))
    if chance(0.5):
        snip = "# /etc/ipsec.secrets\n203.0.113.10 198.51.100.7 : PSK \"%s\"" % pw
        cat = "config: IPsec pre-shared key"
    else:
        snip = "client office-ap {\n    ipaddr = 10.20.0.0/24\n    secret = %s\n}" % pw
        cat = "config: RADIUS shared secret"
    if lang == "en":
        return (cat, "The site-to-site tunnel to the branch office kept renegotiating. Config on our side:\n%s" % snip, "Phase 1 lifetimes didn't match on both ends.", "", [pw])
    return (cat, "지사와의 site-to-site 터널이 계속 재협상됨. 우리 쪽 설정:\n%s" % snip, "양쪽 Phase 1 lifetime이 달랐음.", "", [pw])


@stpl
def s_ldap(lang):
    pw = quoted_pw()
    cmd = "ldapsearch -x -H ldaps://ldap.acme.local -D \"cn=admin,dc=acme,dc=local\" -w '%s' -b \"ou=people,dc=acme,dc=local\" \"(uid=%s)\"" % (pw, pick(NAMES))
    if lang == "en":
        return ("shell: ldapsearch -w bind password", "Login via LDAP failed for one user and I needed to check their entry:\n%s" % cmd,
                "Their account had pwdAccountLockedTime set.", "", [pw])
    return ("shell: ldapsearch -w bind password", "특정 사용자만 LDAP 로그인이 실패해서 엔트리를 확인해야 했음:\n%s" % cmd,
            "그 계정에 pwdAccountLockedTime이 설정되어 있었음.", "", [pw])


def _gapp():
    return " ".join(rs(LO, 4) for _ in range(4))


@stpl
def s_gmail_app_pw(lang):
    pw = _gapp()
    snip = "EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"noreply@acme.io\"\nEMAIL_HOST_PASSWORD = \"%s\"\nEMAIL_USE_TLS = True" % pw
    if lang == "en":
        return ("Python: Gmail app password [Google]", "Password-reset emails silently failed. settings.py:\n%s" % snip,
                "App passwords stop working when the account's password changes.", "", [pw])
    return ("Python: Gmail app password [Google]", "비밀번호 재설정 메일이 조용히 실패함. settings.py:\n%s" % snip,
            "계정 비밀번호를 바꾸면 앱 비밀번호도 무효화됨.", "", [pw])


@stpl
def s_apple_app_pw(lang):
    pw = "-".join(rs(LO, 4) for _ in range(4))
    cmd = "xcrun notarytool store-credentials ci-notary --apple-id release@acme.io --team-id %s --password %s" % (upd(10), pw)
    if lang == "en":
        return ("shell: Apple app-specific password [Apple]", "Notarization failed on the build Mac after the cert renewal. Re-stored credentials with:\n%s" % cmd, "", "Should we use an App Store Connect API key instead?", [pw])
    return ("shell: Apple app-specific password [Apple]", "인증서 갱신 후 빌드 Mac에서 notarization 실패. 아래로 자격증명 다시 저장:\n%s" % cmd, "", "App Store Connect API 키로 바꾸는 게 나을까요?", [pw])


@stpl
def s_maven_settings(lang):
    pw = an(20)
    snip = "<servers>\n  <server>\n    <id>ossrh</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (an(8), pw)
    if lang == "en":
        return ("XML: Maven settings.xml server password", "Deploy to Maven Central returned 401. ~/.m2/settings.xml on the release box:\n%s" % snip,
                "OSSRH now requires a user token, not the account password.", "", [pw])
    return ("XML: Maven settings.xml server password", "Maven Central 배포가 401. 릴리스 서버의 ~/.m2/settings.xml:\n%s" % snip,
            "OSSRH는 이제 계정 비밀번호가 아니라 user token이 필요함.", "", [pw])


@stpl
def s_npmrc(lang):
    t1 = "npm_" + an(36)
    t2 = "ghp_" + an(36)
    if chance(0.5):
        snip = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % (t1, t2)
        secrets = [t1, t2]
    else:
        blob = base64.b64encode(("%s:%s" % (pick(NAMES), an(16))).encode()).decode()
        snip = "registry=https://nexus.acme.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % blob
        secrets = [blob]
    if lang == "en":
        return ("file: .npmrc auth", "npm install worked locally but not in Docker. The project .npmrc (committed!):\n%s" % snip,
                "Use ${NPM_TOKEN} in .npmrc and pass it as a build secret.", "", secrets)
    return ("file: .npmrc auth", "로컬에서는 npm install이 되는데 Docker에서는 안 됨. 프로젝트 .npmrc(커밋되어 있음!):\n%s" % snip,
            ".npmrc에는 ${NPM_TOKEN}을 쓰고 빌드 secret으로 넘길 것.", "", secrets)


@stpl
def s_pipconf(lang):
    if chance(0.5):
        tok = "glpat-" + uu(20)
        url = "https://__token__:%s@gitlab.acme.io/api/v4/projects/%d/packages/pypi/simple" % (tok, R.randint(10, 999))
    else:
        tok = an(24)
        url = "https://ci:%s@nexus.acme.internal/repository/pypi-group/simple" % tok
    snip = "[global]\nextra-index-url = %s\ntimeout = 60" % url
    if lang == "en":
        return ("INI: pip.conf index URL with token", "Didn't know where the private packages come from. /etc/pip.conf in the base image:\n%s" % snip,
                "Anything baked into the base image is visible to everyone who can pull it.", "", [tok])
    return ("INI: pip.conf index URL with token", "사내 패키지를 어디서 받는지 몰랐음. base 이미지의 /etc/pip.conf:\n%s" % snip,
            "base 이미지에 들어간 건 pull 권한 있는 사람 모두에게 보임.", "", [tok])


@stpl
def s_nuget_config(lang):
    tok = "ghp_" + an(36)
    snip = "<packageSourceCredentials>\n  <github>\n    <add key=\"Username\" value=\"%s\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </github>\n</packageSourceCredentials>" % (pick(NAMES), tok)
    if lang == "en":
        return ("XML: NuGet.config ClearTextPassword", "Restore from GitHub Packages failed on a fresh clone. NuGet.config:\n%s" % snip, "", "", [tok])
    return ("XML: NuGet.config ClearTextPassword", "새로 clone하면 GitHub Packages restore가 실패함. NuGet.config:\n%s" % snip, "", "", [tok])


@stpl
def s_composer_auth(lang):
    t1 = "ghp_" + an(36)
    t2 = hx(40)
    snip = "{\n  \"github-oauth\": {\"github.com\": \"%s\"},\n  \"http-basic\": {\"repo.packagist.com\": {\"username\": \"token\", \"password\": \"%s\"}}\n}" % (t1, t2)
    if lang == "en":
        return ("JSON: composer auth.json", "composer install hit the GitHub rate limit in CI. auth.json in the repo root:\n%s" % snip, "", "Should auth.json be in .gitignore?", [t1, t2])
    return ("JSON: composer auth.json", "CI에서 composer install이 GitHub rate limit에 걸림. repo 루트의 auth.json:\n%s" % snip, "", "auth.json을 .gitignore에 넣어야 하나요?", [t1, t2])


@stpl
def s_pypirc(lang):
    tok = "pypi-AgENdGVzdC5weXBpLm9yZw" + uu(140)
    snip = "[testpypi]\n  repository = https://test.pypi.org/legacy/\n  username = __token__\n  password = %s" % tok
    if lang == "en":
        return ("INI: .pypirc TestPyPI token [PyPI]", "Wasn't sure whether the release script uploads to TestPyPI first.", "It does, using ~/.pypirc:\n%s" % snip, "", [tok])
    return ("INI: .pypirc TestPyPI token [PyPI]", "릴리스 스크립트가 TestPyPI에 먼저 올리는지 몰랐음.", "올림. ~/.pypirc 사용:\n%s" % snip, "", [tok])


@stpl
def s_compose_pg(lang):
    p1, p2 = an(18), quoted_pw()
    snip = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n  pgadmin:\n    image: dpage/pgadmin4\n    environment:\n      PGADMIN_DEFAULT_EMAIL: admin@acme.io\n      PGADMIN_DEFAULT_PASSWORD: \"%s\"\n    ports:\n      - \"5050:80\"" % (p1, p2)
    if lang == "en":
        return ("compose: POSTGRES_PASSWORD and pgAdmin password", "The demo server exposes pgAdmin publicly and I didn't know with what credentials. docker-compose.yml:\n%s" % snip,
                "POSTGRES_PASSWORD only applies on first init; changing it later does nothing.", "Should pgAdmin be behind the VPN?", [p1, p2])
    return ("compose: POSTGRES_PASSWORD and pgAdmin password", "데모 서버에서 pgAdmin이 외부에 열려 있는데 어떤 계정인지 몰랐음. docker-compose.yml:\n%s" % snip,
            "POSTGRES_PASSWORD는 최초 init 때만 적용됨. 나중에 바꿔도 효과 없음.", "pgAdmin을 VPN 뒤로 옮길까요?", [p1, p2])


@stpl
def s_spring_yml(lang):
    p1, p2 = an(16), _gapp()
    snip = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: app\n    password: %s\n  mail:\n    host: smtp.gmail.com\n    username: alerts@acme.io\n    password: %s" % (pick(HOSTS), pick(DBS), p1, p2)
    if lang == "en":
        return ("YAML: Spring application.yml passwords", "Didn't know where the prod settings come from.", "application-prod.yml is baked into the jar, so these go wherever the jar goes:\n%s" % snip, "Can we switch to Spring Cloud Config with Vault?", [p1, p2])
    return ("YAML: Spring application.yml passwords", "prod 설정이 어디서 오는지 몰랐음.", "application-prod.yml이 jar 안에 들어가서 jar가 가는 곳마다 아래 값도 같이 감:\n%s" % snip, "Spring Cloud Config + Vault로 바꿀 수 있을까요?", [p1, p2])


@stpl
def s_sql_create_user(lang):
    pw = quoted_pw()
    user = pick(["report", "metabase", "grafana_ro", "airbyte", "dbt"])
    snip = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (user, pw, pick(DBS), user)
    if lang == "en":
        return ("SQL: CREATE USER IDENTIFIED BY", "Needed a read-only user for the BI tool. Migration V%d__bi_user.sql contains:\n%s" % (R.randint(10, 90), snip),
                "Flyway migrations are in git, so the password is too.", "", [pw])
    return ("SQL: CREATE USER IDENTIFIED BY", "BI 툴용 read-only 계정이 필요했음. 마이그레이션 V%d__bi_user.sql 내용:\n%s" % (R.randint(10, 90), snip),
            "Flyway 마이그레이션은 git에 있으니 비밀번호도 git에 있는 셈.", "", [pw])


@stpl
def s_redis_conf(lang):
    p = an(32)
    snip = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmasterauth %s\nmaxmemory-policy allkeys-lru" % (p, p)
    if lang == "en":
        return ("config: redis.conf requirepass/masterauth", "Replica kept failing to sync. /etc/redis/redis.conf:\n%s" % snip, "The replica had a stale masterauth.", "", [p])
    return ("config: redis.conf requirepass/masterauth", "replica 동기화가 계속 실패. /etc/redis/redis.conf:\n%s" % snip, "replica 쪽 masterauth가 예전 값이었음.", "", [p])


@stpl
def s_es_bootstrap(lang):
    pw = uu(20)
    enroll = base64.b64encode(json.dumps({"ver": "8.15.2", "adr": ["172.18.0.2:9200"], "fgr": hx(64), "key": uu(20) + ":" + uu(22)}, separators=(",", ":")).encode()).decode()
    snip = "-> Elasticsearch security features have been automatically configured!\n-> Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s\n\n-> Configure Kibana to use this cluster:\n* Copy the following enrollment token and paste it into Kibana (valid for the next 30 minutes):\n  %s" % (pw, enroll)
    if lang == "en":
        return ("log: Elasticsearch first-start password + enrollment token", "Didn't know the elastic password; first-start output from docker logs:", snip, "", [pw, enroll])
    return ("log: Elasticsearch first-start password + enrollment token", "elastic 비밀번호를 몰랐음. docker logs의 최초 기동 출력:", snip, "", [pw, enroll])


@stpl
def s_grafana_admin(lang):
    pw = quoted_pw()
    snip = "  grafana:\n    image: grafana/grafana:11.2.0\n    environment:\n      - GF_SECURITY_ADMIN_USER=admin\n      - GF_SECURITY_ADMIN_PASSWORD=%s\n      - GF_USERS_ALLOW_SIGN_UP=false" % pw
    if lang == "en":
        return ("compose: GF_SECURITY_ADMIN_PASSWORD [Grafana]", "Needed admin access to add a datasource.", "From monitoring/docker-compose.yml:\n%s" % snip, "", [pw])
    return ("compose: GF_SECURITY_ADMIN_PASSWORD [Grafana]", "datasource 추가하려면 admin 권한이 필요했음.", "monitoring/docker-compose.yml에 있음:\n%s" % snip, "", [pw])


@stpl
def s_erlang_cookie(lang):
    cookie = rs(UP, 20)
    if lang == "en":
        return ("file: RabbitMQ .erlang.cookie", "New RabbitMQ node couldn't join the cluster.",
                "Cookies must match on all nodes. The existing one:\n$ cat /var/lib/rabbitmq/.erlang.cookie\n%s" % cookie, "", [cookie])
    return ("file: RabbitMQ .erlang.cookie", "새 RabbitMQ 노드가 클러스터에 join을 못 함.",
            "모든 노드의 cookie가 같아야 함. 기존 값:\n$ cat /var/lib/rabbitmq/.erlang.cookie\n%s" % cookie, "", [cookie])


@stpl
def s_kafka_jaas(lang):
    user = upd(16)
    pw = b64(64)
    snip = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (lod(5), user, pw)
    if lang == "en":
        return ("properties: Kafka SASL JAAS config [Confluent Cloud]", "Consumer got SaslAuthenticationException. client.properties:\n%s" % snip, "API keys are per cluster; this one belongs to the old cluster.", "", [pw])
    return ("properties: Kafka SASL JAAS config [Confluent Cloud]", "consumer가 SaslAuthenticationException 발생. client.properties:\n%s" % snip, "API 키는 클러스터 단위라 이건 예전 클러스터 키였음.", "", [pw])


@stpl
def s_jupyter(lang):
    tok = hx(48)
    snip = "    To access the server, open this file in a browser:\n        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html\n    Or copy and paste one of these URLs:\n        http://gpu-box-2:8888/lab?token=%s\n        http://127.0.0.1:8888/lab?token=%s" % (tok, tok)
    if lang == "en":
        return ("log: Jupyter server token URL", "Needed to reach the shared GPU notebook server. docker logs output:\n%s" % snip, "The port is open on the office LAN.", "", [tok])
    return ("log: Jupyter server token URL", "공용 GPU 노트북 서버에 접속해야 했음. docker logs 출력:\n%s" % snip, "포트가 사내 LAN에 열려 있음.", "", [tok])


@stpl
def s_airflow(lang):
    fk = b64ub(32) + "="
    wk = hx(32)
    snip = "AIRFLOW__CORE__FERNET_KEY=%s\nAIRFLOW__WEBSERVER__SECRET_KEY=%s\nAIRFLOW__CORE__EXECUTOR=CeleryExecutor" % (fk, wk)
    if lang == "en":
        return ("env: Airflow Fernet key + webserver secret", "Connections showed as 'invalid token' after moving Airflow to k8s. Old .env:\n%s" % snip,
                "The Fernet key decrypts stored connection passwords; it must be carried over.", "", [fk, wk])
    return ("env: Airflow Fernet key + webserver secret", "Airflow를 k8s로 옮긴 후 connection이 'invalid token'으로 보임. 기존 .env:\n%s" % snip,
            "Fernet 키로 저장된 connection 비밀번호를 복호화하니 그대로 가져가야 함.", "", [fk, wk])


@stpl
def s_vault_init(lang):
    keys = [b64b(32) for _ in range(5)]
    root = "hvs." + uu(24)
    snip = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    if lang == "en":
        return ("log: vault operator init output [HashiCorp Vault]", "The lab Vault was sealed after a reboot and nobody knew where the keys were.", "Found the init output in the setup ticket:\n" + snip, "", keys + [root])
    return ("log: vault operator init output [HashiCorp Vault]", "lab Vault가 재부팅 후 sealed 상태였는데 키 위치를 아무도 몰랐음.", "셋업 티켓에서 init 출력 발견:\n" + snip, "", keys + [root])


@stpl
def s_consul(lang):
    tok = uuid4()
    gossip = b64b(32)
    snip = "datacenter = \"seoul-1\"\nencrypt = \"%s\"\nacl {\n  enabled = true\n  tokens {\n    agent = \"%s\"\n  }\n}" % (gossip, tok)
    if lang == "en":
        return ("HCL: Consul gossip key + ACL token [HashiCorp Consul]", "New agents couldn't join the cluster. /etc/consul.d/consul.hcl:\n%s" % snip, "", "", [gossip, tok])
    return ("HCL: Consul gossip key + ACL token [HashiCorp Consul]", "새 agent가 클러스터에 join 못 함. /etc/consul.d/consul.hcl:\n%s" % snip, "", "", [gossip, tok])


@stpl
def s_minio(lang):
    ak, sk = upd(20), b64(40).replace("+", "x").replace("/", "Z")
    cmd = "mc alias set lab https://minio.lab.internal:9000 %s %s" % (ak, sk)
    if lang == "en":
        return ("shell: mc alias set access/secret key [MinIO]", "Needed to copy test fixtures into the lab object store:\n%s" % cmd, "", "", [ak, sk])
    return ("shell: mc alias set access/secret key [MinIO]", "테스트 fixture를 lab object storage에 복사해야 했음:\n%s" % cmd, "", "", [ak, sk])


@stpl
def s_cloudinary(lang):
    sec = uu(27)
    url = "CLOUDINARY_URL=cloudinary://%s:%s@acme-media" % (dg(15), sec)
    if lang == "en":
        return ("env: CLOUDINARY_URL with API secret [Cloudinary]", "Uploads failed with 'Invalid Signature'. .env:\n%s" % url, "The API secret was from a different product environment.", "", [sec])
    return ("env: CLOUDINARY_URL with API secret [Cloudinary]", "업로드가 'Invalid Signature'로 실패. .env:\n%s" % url, "API secret이 다른 product environment 것이었음.", "", [sec])


@stpl
def s_bip39(lang):
    phrase = bip39ish(pick([12, 24]) if chance(0.3) else 12)
    if lang == "en":
        return ("crypto: BIP39 seed phrase", "Integration tests sign transactions with a funded wallet and I didn't know which one.",
                "Wallet mnemonic from tests/fixtures/wallet.txt: %s" % phrase, "This wallet holds real funds on mainnet -- should tests use a testnet wallet?", [phrase])
    return ("crypto: BIP39 seed phrase", "통합 테스트가 잔고 있는 지갑으로 트랜잭션을 서명하는데 어떤 지갑인지 몰랐음.",
            "tests/fixtures/wallet.txt의 니모닉: %s" % phrase, "이 지갑 mainnet 실자금이 들어 있는데 테스트는 testnet 지갑 쓰는 게 맞지 않나요?", [phrase])


@stpl
def s_eth_pk(lang):
    pk = "0x" + hx(64)
    snip = "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n      url: \"https://rpc.sepolia.org\",\n      accounts: [\"%s\"]\n    }\n  }\n};" % pk
    if lang == "en":
        return ("code: Ethereum private key in hardhat.config.js", "Contract deploys came from an unknown address. hardhat.config.js:\n%s" % snip, "", "", [pk])
    return ("code: Ethereum private key in hardhat.config.js", "컨트랙트가 모르는 주소에서 배포됨. hardhat.config.js:\n%s" % snip, "", "", [pk])


@stpl
def s_nostr(lang):
    nsec = bech32ish("nsec", 58)
    npub = bech32ish("npub", 58)
    if lang == "en":
        return ("crypto: Nostr nsec private key", "The release-announcement bot posts to Nostr; I didn't know with which identity (%s)." % npub,
                "bot/.env has NOSTR_NSEC=%s" % nsec, "", [nsec])
    return ("crypto: Nostr nsec private key", "릴리스 공지 봇이 Nostr에 글을 올리는데 어떤 identity인지 몰랐음 (%s)." % npub,
            "bot/.env에 NOSTR_NSEC=%s" % nsec, "", [nsec])


@stpl
def s_age_key(lang):
    sk = "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)
    pub = bech32ish("age", 58)
    snip = "# created: 2025-%02d-%02dT10:11:12+09:00\n# public key: %s\n%s" % (R.randint(1, 12), R.randint(1, 28), pub, sk)
    if lang == "en":
        return ("file: age identity (AGE-SECRET-KEY)", "sops -d failed on my machine; the team key file is keys.txt:\n%s" % snip, "SOPS_AGE_KEY_FILE must point at it.", "", [sk])
    return ("file: age identity (AGE-SECRET-KEY)", "내 PC에서 sops -d가 실패함. 팀 키 파일 keys.txt:\n%s" % snip, "SOPS_AGE_KEY_FILE이 이 파일을 가리켜야 함.", "", [sk])


@stpl
def s_google_oauth_exchange(lang):
    cs = "GOCSPX-" + uu(28)
    rt = _google_refresh()
    at = _google_access()
    cmd = "curl -s https://oauth2.googleapis.com/token -d client_id=%s-%s.apps.googleusercontent.com -d client_secret=%s -d refresh_token=%s -d grant_type=refresh_token" % (dg(12), lod(32), cs, rt)
    out = "{\"access_token\": \"%s\", \"expires_in\": 3599, \"token_type\": \"Bearer\"}" % at
    if lang == "en":
        return ("shell: OAuth refresh-token exchange [Google]", "The Sheets sync stopped with invalid_grant. I refreshed manually:\n%s" % cmd, out, "", [cs, rt, at])
    return ("shell: OAuth refresh-token exchange [Google]", "Sheets 동기화가 invalid_grant로 멈춤. 수동으로 갱신:\n%s" % cmd, out, "", [cs, rt, at])


@stpl
def s_webhooks_notify(lang):
    sl = an(24)
    dc = uu(68)
    snip = "notifiers:\n  slack: https://hooks.slack.com/services/T%s/B%s/%s\n  discord: https://discord.com/api/webhooks/%s/%s" % (upd(9), upd(10), sl, dg(19), dc)
    if lang == "en":
        return ("YAML: Slack + Discord webhook URLs", "Alerts went to a random channel; alertmanager-notifiers.yaml:\n%s" % snip, "Webhook URLs are bearer credentials; anyone with one can post.", "", [sl, dc])
    return ("YAML: Slack + Discord webhook URLs", "알림이 엉뚱한 채널로 감. alertmanager-notifiers.yaml:\n%s" % snip, "webhook URL은 그 자체가 인증 정보라 있으면 누구나 글을 올릴 수 있음.", "", [sl, dc])


@stpl
def s_teams_gchat(lang):
    if chance(0.5):
        sig = uu(43)
        url = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (R.randint(1, 40), hx(32), sig)
        secrets, cat = [sig], "URL: Teams workflow webhook sig [Microsoft Teams]"
    else:
        key = "AIzaSy" + uu(33)
        tok = uu(43)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (uu(7), key, tok)
        secrets, cat = [key, tok], "URL: Google Chat webhook key+token [Google]"
    if lang == "en":
        return (cat, "Deploy notifications stopped after the connector migration.", "New incoming webhook URL: %s" % url, "", secrets)
    return (cat, "connector 이전 후 배포 알림이 끊김.", "새 incoming webhook URL: %s" % url, "", secrets)


@stpl
def s_wecom_feishu(lang):
    if chance(0.5):
        k = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % k
        secrets, cat = [k], "URL: WeCom group-bot webhook key [WeCom]"
    else:
        k = uuid4()
        sec = an(22)
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s  (signature secret: %s)" % (k, sec)
        secrets, cat = [k, sec], "URL: Feishu bot webhook + sign secret [Feishu]"
    if lang == "en":
        return (cat, "The China ops team wants build alerts in their chat. Bot URL they gave:\n%s" % url, "", "", secrets)
    return (cat, "중국 ops 팀이 빌드 알림을 자기 채팅방으로 받고 싶어 함. 받은 봇 URL:\n%s" % url, "", "", secrets)


@stpl
def s_dingtalk(lang):
    at = hx(64)
    sec = _dingtalk_sec()
    snip = "DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token=%s\nDINGTALK_SECRET=%s" % (at, sec)
    if lang == "en":
        return ("env: DingTalk robot token + SEC secret [DingTalk]", "Robot messages returned errcode 310000 (sign mismatch).", "Config:\n%s\nTimestamp must be in ms and within 1 hour." % snip, "", [at, sec])
    return ("env: DingTalk robot token + SEC secret [DingTalk]", "로봇 메시지가 errcode 310000(서명 불일치) 반환.", "설정:\n%s\ntimestamp는 ms 단위, 1시간 이내여야 함." % snip, "", [at, sec])


@stpl
def s_datagokr(lang):
    raw = b64b(64)
    enc = pct(raw)
    url = "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=60&ny=127" % (enc, R.randint(1, 12), R.randint(1, 28))
    show_raw = chance(0.5)
    secrets = [enc] + ([raw] if show_raw else [])
    if lang == "en":
        return ("URL: data.go.kr serviceKey (encoded/decoded) [data.go.kr]", "Weather API returned SERVICE_KEY_IS_NOT_REGISTERED_ERROR. Request:\n%s" % url,
                ("The portal gives an encoded and a decoded key; requests libraries need the decoded one: %s" % raw) if show_raw else "Use the Decoding key with requests' params, or the Encoding key when building the URL by hand.", "", secrets)
    return ("URL: data.go.kr serviceKey (encoded/decoded) [data.go.kr]", "날씨 API가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 반환. 요청:\n%s" % url,
            ("포털에서 Encoding/Decoding 키 두 개를 주는데 requests params에는 Decoding 키를 써야 함: %s" % raw) if show_raw else "requests params에는 Decoding 키, URL 직접 만들 때는 Encoding 키를 쓸 것.", "", secrets)


@stpl
def s_toss_basic(lang):
    sk = pick(["live_sk_", "test_sk_", "live_gsk_"]) + an(28)
    blob = base64.b64encode((sk + ":").encode()).decode()
    show_sk = chance(0.5)
    cmd = "curl -X POST https://api.tosspayments.com/v1/payments/confirm -H \"Authorization: Basic %s\" -H \"Content-Type: application/json\" -d '{\"paymentKey\":\"tviva%s\",\"orderId\":\"ORD-%d\",\"amount\":15000}'" % (blob, lod(20), R.randint(100000, 999999))
    secrets = [blob] + ([sk] if show_sk else [])
    if lang == "en":
        return ("HTTP: Basic auth of secret key [Toss Payments]", "Payment confirm returned UNAUTHORIZED_KEY.\n%s" % cmd,
                ("The header is base64 of the secret key plus a colon. Secret key: %s" % sk) if show_sk else "The header is base64(secretKey + ':'); forgetting the colon gives UNAUTHORIZED_KEY.", "", secrets)
    return ("HTTP: Basic auth of secret key [Toss Payments]", "결제 승인이 UNAUTHORIZED_KEY 반환.\n%s" % cmd,
            ("헤더는 시크릿 키 뒤에 콜론 붙여서 base64 한 값. 시크릿 키: %s" % sk) if show_sk else "헤더는 base64(secretKey + ':'). 콜론 빠지면 UNAUTHORIZED_KEY 남.", "", secrets)


@stpl
def s_split_aws(lang):
    akid, sk = aws_akid(), aws_secret()
    if lang == "en":
        return ("split: AWS key id and secret in different fields [AWS]", "The S3 sync script uses an IAM user key; user said the key id is %s." % akid,
                "Secret for that key (from the ticket): %s. It only has s3:PutObject on the export bucket." % sk, "Can this become an instance role?", [akid, sk])
    return ("split: AWS key id and secret in different fields [AWS]", "S3 sync 스크립트가 IAM user 키를 씀. 사용자 말로는 key id가 %s." % akid,
            "티켓에 있던 해당 키의 secret: %s. export 버킷 s3:PutObject 권한만 있음." % sk, "instance role로 바꿀 수 있을까요?", [akid, sk])


@stpl
def s_split_halves(lang):
    tok = pick(["glpat-" + uu(20), "ghp_" + an(36), "hf_" + alpha(34), "npm_" + an(36), "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24)])
    cut = len(tok) // 2
    a, b = tok[:cut], tok[cut:]
    if lang == "en":
        return ("split: token pasted in two halves across fields", "Chat mangled the token so the user sent it in two parts. First part: %s" % a,
                "Second part: %s -- concatenate without spaces." % b, "", [a, b])
    return ("split: token pasted in two halves across fields", "채팅에서 토큰이 깨져서 사용자가 두 번에 나눠 보냄. 앞부분: %s" % a,
            "뒷부분: %s (공백 없이 이어 붙일 것)." % b, "", [a, b])


@stpl
def s_traceback_dsn(lang):
    pw = an(R.randint(14, 20))
    host = pick(HOSTS)
    tb = ("Traceback (most recent call last):\n  File \"/app/etl/load.py\", line 42, in <module>\n    engine = create_engine(\"postgresql+psycopg2://etl:%s@%s/warehouse\")\n"
          "  ...\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"%s\", port 5432 failed: timeout expired") % (pw, host, host)
    if lang == "en":
        return ("stack trace: Python traceback with DSN", "Nightly ETL failed; traceback from the job log:", tb, "Is the warehouse in a different VPC now?", [pw])
    return ("stack trace: Python traceback with DSN", "야간 ETL 실패. 잡 로그의 traceback:", tb, "warehouse가 다른 VPC로 옮겨졌나요?", [pw])


@stpl
def s_node_error(lang):
    pw = an(16)
    st = ("MongoServerError: bad auth : authentication failed\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:231:30)\n"
          "config: { uri: 'mongodb://admin:%s@mongo-0.mongo:27017/?replicaSet=rs0&authSource=admin', poolSize: 10 }") % pw
    if lang == "en":
        return ("stack trace: Node error with config dump", "API crashlooped after the Helm upgrade; the pod log ends with:\n%s" % st, "authSource must be admin for the root user.", "", [pw])
    return ("stack trace: Node error with config dump", "Helm 업그레이드 후 API가 crashloop. pod 로그 마지막:\n%s" % st, "root 계정이면 authSource=admin 이어야 함.", "", [pw])


@stpl
def s_log_broker(lang):
    pw = an(20)
    line = "2025-%02d-%02d 03:%02d:11,482 INFO  [worker-3] connecting to amqp://orders:%s@mq-1.internal:5672/orders (attempt 4/10)" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 59), pw)
    if lang == "en":
        return ("log: custom log line with broker password", "Workers were retrying forever. From the worker log:\n%s" % line, "Our own connect() logs the full URL; the library would have masked it.", "", [pw])
    return ("log: custom log line with broker password", "worker가 무한 재시도 중. worker 로그:\n%s" % line, "라이브러리는 URL을 마스킹하는데 우리 connect()가 전체 URL을 로그로 찍음.", "", [pw])


@stpl
def s_http_raw(lang):
    key = an(40)
    req = "POST /v1/shipments HTTP/1.1\nHost: api.logistics-partner.com\nX-Api-Key: %s\nX-Request-Id: %s\nContent-Type: application/json\n\n{\"orderId\":\"A-%d\",\"weightKg\":2.4}" % (key, uuid4(), R.randint(10000, 99999))
    if lang == "en":
        return ("HTTP: raw request with X-Api-Key", "Shipments were rejected with 422; the request we send (from the proxy log):", req, "", [key])
    return ("HTTP: raw request with X-Api-Key", "배송 등록이 422로 거절됨. 프록시 로그에 찍힌 요청:", req, "", [key])


@stpl
def s_sshpass(lang):
    pw = quoted_pw()
    cmd = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@10.0.%d.%d 'sudo systemctl restart app'" % (pw, R.randint(1, 9), R.randint(2, 250))
    if lang == "en":
        return ("shell: sshpass -p", "The legacy deploy script restarts the app like this:\n%s" % cmd, "", "Can legacy hosts get our deploy key?", [pw])
    return ("shell: sshpass -p", "레거시 배포 스크립트가 이렇게 앱을 재시작함:\n%s" % cmd, "", "레거시 서버에도 deploy 키 넣을 수 있나요?", [pw])


@stpl
def s_windows(lang):
    pw = quoted_pw()
    if chance(0.5):
        cmd = "net use Z: \\\\fs01\\exports /user:ACME\\svc_backup %s /persistent:no" % pw
    else:
        cmd = "cmdkey /generic:TERMSRV/10.0.%d.%d /user:Administrator /pass:%s" % (R.randint(1, 9), R.randint(2, 250), pw)
    if lang == "en":
        return ("Windows: net use / cmdkey password", "Scheduled task on the Windows box failed after a password change. The task runs:\n%s" % cmd, "", "", [pw])
    return ("Windows: net use / cmdkey password", "비밀번호 변경 후 윈도우 서버의 예약 작업이 실패. 작업 내용:\n%s" % cmd, "", "", [pw])


@stpl
def s_archive_pw(lang):
    pw = quoted_pw()
    cmd = pick(["7z a -p%s -mhe=on export.7z export/" % pw, "zip -P %s report.zip report.xlsx" % pw,
                "openssl enc -aes-256-cbc -salt -pbkdf2 -in backup.tar -out backup.tar.enc -pass pass:%s" % pw])
    if lang == "en":
        return ("shell: archive/encryption password on command line", "Needed to send the customer export to the partner. Encrypted it with:\n%s" % cmd, "Share the password over a different channel than the file.", "", [pw])
    return ("shell: archive/encryption password on command line", "고객 export를 파트너에게 보내야 했음. 암호화 명령:\n%s" % cmd, "비밀번호는 파일과 다른 채널로 전달할 것.", "", [pw])


@stpl
def s_gpg_pass(lang):
    phrase = diceware(R.randint(4, 6), " ")
    cmd = "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % phrase
    if lang == "en":
        return ("shell: gpg --passphrase", "The CI job decrypts legacy secrets like this:\n%s" % cmd, "", "", [phrase])
    return ("shell: gpg --passphrase", "CI 잡이 레거시 secret을 이렇게 복호화함:\n%s" % cmd, "", "", [phrase])


@stpl
def s_snmp(lang):
    if chance(0.5):
        c = pick(EN_WORDS) + an(6)
        cmd = "snmpwalk -v2c -c %s 10.0.0.1 IF-MIB::ifDescr" % c
        secrets = [c]
    else:
        a, p = an(14), an(14)
        cmd = "snmpget -v3 -l authPriv -u monitor -a SHA -A %s -x AES -X %s 10.0.0.1 SNMPv2-MIB::sysUpTime.0" % (a, p)
        secrets = [a, p]
    if lang == "en":
        return ("shell: SNMP community / v3 passphrases", "Switch metrics disappeared from the dashboard. Manual check:\n%s" % cmd, "", "", secrets)
    return ("shell: SNMP community / v3 passphrases", "스위치 메트릭이 대시보드에서 사라짐. 수동 확인:\n%s" % cmd, "", "", secrets)


@stpl
def s_ftp(lang):
    pw = an(12)
    cmd = "curl -T settlement_2025%02d%02d.csv ftp://acme_upload:%s@ftp.partner-bank.co.kr/inbound/" % (R.randint(1, 12), R.randint(1, 28), pw)
    if lang == "en":
        return ("shell: FTP URL with password", "Daily settlement upload to the bank failed. The cron job:\n%s" % cmd, "The bank rotated to SFTP-only last month.", "", [pw])
    return ("shell: FTP URL with password", "은행으로 가는 일일 정산 업로드가 실패. cron 잡:\n%s" % cmd, "은행이 지난달부터 SFTP만 받음.", "", [pw])


@stpl
def s_smtp_url(lang):
    pw = _gapp()
    enc = pct(pw)
    line = "EMAIL_URL=smtp+tls://noreply%%40acme.io:%s@smtp.gmail.com:587" % enc
    if lang == "en":
        return ("env: SMTP URL with encoded app password", "Mail didn't send from the new stack. .env:\n%s" % line, "Spaces in the app password become %20 in the URL.", "", [enc])
    return ("env: SMTP URL with encoded app password", "새 스택에서 메일이 안 나감. .env:\n%s" % line, "앱 비밀번호의 공백은 URL에서 %20이 됨.", "", [enc])


@stpl
def s_tailscale_cloudinit(lang):
    key = _tailscale()
    pw = quoted_pw()
    snip = "#cloud-config\nchpasswd:\n  list: |\n    ubuntu:%s\n  expire: false\nruncmd:\n  - curl -fsSL https://tailscale.com/install.sh | sh\n  - tailscale up --authkey=%s --ssh" % (pw, key)
    if lang == "en":
        return ("cloud-init: chpasswd + Tailscale auth key", "New build VMs weren't showing up in the tailnet. user-data:\n%s" % snip, "Reusable auth keys expire after 90 days.", "", [pw, key])
    return ("cloud-init: chpasswd + Tailscale auth key", "새 빌드 VM이 tailnet에 안 보임. user-data:\n%s" % snip, "재사용 auth 키는 90일 후 만료.", "", [pw, key])


@stpl
def s_nginx_basic(lang):
    blob = base64.b64encode(("%s:%s" % ("svc", an(18))).encode()).decode()
    snip = "location /internal/ {\n    proxy_pass http://legacy-backend:8080;\n    proxy_set_header Authorization \"Basic %s\";\n}" % blob
    if lang == "en":
        return ("nginx: hard-coded Basic auth header", "Didn't know nginx injects credentials for the legacy backend:\n%s" % snip, "", "", [blob])
    return ("nginx: hard-coded Basic auth header", "nginx가 레거시 백엔드용 인증 헤더를 넣어준다는 걸 몰랐음:\n%s" % snip, "", "", [blob])


@stpl
def s_haproxy(lang):
    pw = quoted_pw()
    snip = "listen stats\n    bind *:8404\n    stats enable\n    stats uri /stats\n    stats auth admin:%s" % pw
    if lang == "en":
        return ("config: HAProxy stats auth", "Didn't know where the load balancer stats page is.", "The LB stats page is at :8404/stats; haproxy.cfg:\n%s" % snip, "", [pw])
    return ("config: HAProxy stats auth", "LB 상태 페이지 위치를 몰랐음.", "LB stats 페이지는 :8404/stats. haproxy.cfg:\n%s" % snip, "", [pw])


@stpl
def s_pgbouncer(lang):
    p1 = an(18)
    md = "md5" + hx(32)
    snip = "\"app\" \"%s\"\n\"stats\" \"%s\"" % (p1, md)
    if lang == "en":
        return ("file: PgBouncer userlist.txt (plain + md5)", "Connections through PgBouncer failed for the app user. /etc/pgbouncer/userlist.txt:\n%s" % snip,
                "PgBouncer accepts the md5 form as-is, so it is as sensitive as the password.", "", [p1, md])
    return ("file: PgBouncer userlist.txt (plain + md5)", "PgBouncer 경유 app 계정 접속 실패. /etc/pgbouncer/userlist.txt:\n%s" % snip,
            "PgBouncer는 md5 형태를 그대로 받아주니 비밀번호만큼 민감함.", "", [p1, md])


@stpl
def s_sqlplus(lang):
    pw = an(8) + pick("_#$") + an(4)
    cmd = "sqlplus system/%s@//db-ora01.internal:1521/ORCLPDB1 @scripts/gather_stats.sql" % pw
    if lang == "en":
        return ("shell: sqlplus user/password@db", "The stats job runs as SYSTEM:\n%s" % cmd, "", "Can it run as a dedicated user?", [pw])
    return ("shell: sqlplus user/password@db", "통계 수집 잡이 SYSTEM 계정으로 돌고 있음:\n%s" % cmd, "", "전용 계정으로 돌릴 수 있을까요?", [pw])


@stpl
def s_mongosh(lang):
    pw = quoted_pw()
    cmd = "mongosh \"mongodb://mongo-0.internal:27017\" -u admin -p '%s' --authenticationDatabase admin --eval 'rs.status().members.map(m => m.stateStr)'" % pw
    if lang == "en":
        return ("shell: mongosh -p password", "Needed replica-set status:\n%s" % cmd, "One secondary was in RECOVERING.", "", [pw])
    return ("shell: mongosh -p password", "replica set 상태 확인이 필요했음:\n%s" % cmd, "secondary 하나가 RECOVERING 상태였음.", "", [pw])


@stpl
def s_keycloak(lang):
    sec = an(32)
    snip = "{\n  \"realm\": \"acme\",\n  \"auth-server-url\": \"https://sso.acme.io/\",\n  \"resource\": \"orders-api\",\n  \"credentials\": { \"secret\": \"%s\" },\n  \"confidential-port\": 0\n}" % sec
    if lang == "en":
        return ("JSON: Keycloak client secret [Keycloak]", "Service-to-service calls got 401 from Keycloak. keycloak.json:\n%s" % snip, "", "", [sec])
    return ("JSON: Keycloak client secret [Keycloak]", "서비스 간 호출이 Keycloak에서 401. keycloak.json:\n%s" % snip, "", "", [sec])


@stpl
def s_cognito(lang):
    sec = lod(52)
    out = "{\n    \"UserPoolClient\": {\n        \"UserPoolId\": \"ap-northeast-2_%s\",\n        \"ClientName\": \"web-backend\",\n        \"ClientId\": \"%s\",\n        \"ClientSecret\": \"%s\"\n    }\n}" % (an(9), lod(26), sec)
    if lang == "en":
        return ("JSON: Cognito app client secret [AWS]", "SECRET_HASH errors on sign-in; I fetched the client config:", out, "", [sec])
    return ("JSON: Cognito app client secret [AWS]", "로그인 시 SECRET_HASH 에러. client 설정 조회 결과:", out, "", [sec])


@stpl
def s_git_credentials(lang):
    t1, t2 = "ghp_" + an(36), "glpat-" + uu(20)
    snip = "https://%s:%s@github.com\nhttps://oauth2:%s@gitlab.acme.io" % (pick(NAMES), t1, t2)
    if lang == "en":
        return ("file: ~/.git-credentials", "git never prompts on the shared dev VM; I didn't know why. ~/.git-credentials:\n%s" % snip, "credential.helper=store writes tokens in plain text.", "", [t1, t2])
    return ("file: ~/.git-credentials", "공용 dev VM에서 git이 인증을 안 물어봄. 이유를 몰랐는데 ~/.git-credentials:\n%s" % snip, "credential.helper=store는 토큰을 평문으로 저장함.", "", [t1, t2])


@stpl
def s_npki(lang):
    pw = quoted_pw()
    if lang == "en":
        return ("Korea: joint certificate (NPKI) password", "The tax-invoice scraper logs into Hometax with the company's joint certificate (signCert.der/signPri.key).",
                "Certificate password used by the scraper: %s" % pw, "Can the certificate move to an HSM or cloud cert service?", [pw])
    return ("Korea: joint certificate (NPKI) password", "세금계산서 수집기가 회사 공동인증서(signCert.der/signPri.key)로 홈택스에 로그인함.",
            "수집기에 설정된 인증서 비밀번호: %s" % pw, "인증서를 HSM이나 클라우드 인증서 서비스로 옮길 수 있나요?", [pw])


@stpl
def s_luks(lang):
    phrase = diceware(R.randint(4, 6), " ")
    if lang == "en":
        return ("passphrase: LUKS disk passphrase", "The lab server rebooted and is waiting at the disk unlock prompt.",
                "$ cryptsetup luksOpen /dev/nvme0n1p3 data\nEnter passphrase for /dev/nvme0n1p3: %s" % phrase, "", [phrase])
    return ("passphrase: LUKS disk passphrase", "lab 서버가 재부팅 후 디스크 잠금 해제 프롬프트에서 대기 중.",
            "$ cryptsetup luksOpen /dev/nvme0n1p3 data\nEnter passphrase for /dev/nvme0n1p3: %s" % phrase, "", [phrase])


@stpl
def s_puk_pin(lang):
    puk = "%08d" % R.randint(10000000, 99999999)
    pin = "%08d" % R.randint(10000000, 99999999)
    if lang == "en":
        return ("PIN: SIM PUK and device PIN", "The on-call phone locked its SIM after three wrong PINs.",
                "PUK from the carrier: %s. Device unlock PIN is %s." % (puk, pin), "", [puk, pin])
    return ("PIN: SIM PUK and device PIN", "on-call 폰 SIM이 PIN 3번 오류로 잠김.",
            "통신사에서 받은 PUK: %s. 기기 잠금 PIN은 %s." % (puk, pin), "", [puk, pin])


@stpl
def s_teamviewer(lang):
    pw = an(8) + pick("!@#")
    tid = "%d %03d %03d %03d" % (R.randint(1, 2), R.randint(0, 999), R.randint(0, 999), R.randint(0, 999))
    if lang == "en":
        return ("chat: remote-support ID + password", "Needed to see the customer's POS screen. They sent: \"TeamViewer ID %s, password %s\"" % (tid, pw), "", "", [pw])
    return ("chat: remote-support ID + password", "고객 POS 화면을 봐야 했음. 고객 메시지: \"팀뷰어 ID %s, 비밀번호 %s\"" % (tid, pw), "", "", [pw])


@stpl
def s_pkcs12(lang):
    pw = an(16)
    cmd = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -name api-client -passout pass:%s" % pw
    if lang == "en":
        return ("shell: openssl pkcs12 -passout", "The partner requires mutual TLS. I built the client bundle with:\n%s" % cmd, "Java's keystore loader needs the same password.", "", [pw])
    return ("shell: openssl pkcs12 -passout", "파트너가 mTLS를 요구함. 클라이언트 번들을 이렇게 만듦:\n%s" % cmd, "Java keystore 로더에도 같은 비밀번호 필요.", "", [pw])


@stpl
def s_openvpn(lang):
    lines = [hx(32) for _ in range(4)]
    pw = quoted_pw()
    snip = "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(lines) + "\n...\n</tls-auth>"
    if lang == "en":
        return ("config: OpenVPN tls-auth static key + auth-user-pass", "The client profile we hand out (client.ovpn, excerpt):\n%s" % snip,
                "auth.txt next to it holds vpnuser / %s." % pw, "", lines + [pw])
    return ("config: OpenVPN tls-auth static key + auth-user-pass", "배포 중인 클라이언트 프로필(client.ovpn 일부):\n%s" % snip,
            "옆에 있는 auth.txt에는 vpnuser / %s." % pw, "", lines + [pw])


@stpl
def s_docker_history(lang):
    tok = "npm_" + an(36)
    snip = "$ docker history --no-trunc ghcr.io/acme/web:2.3.1 | grep ARG\n<missing>  2 days ago  ARG NPM_TOKEN=%s  0B  buildkit.dockerfile.v0" % tok
    if lang == "en":
        return ("shell: build arg leaked in docker history", "Didn't know build args are visible in image history:\n%s" % snip, "Use --secret id=npm with RUN --mount=type=secret instead of ARG.", "", [tok])
    return ("shell: build arg leaked in docker history", "build arg가 이미지 history에 남는 걸 몰랐음:\n%s" % snip, "ARG 대신 --secret id=npm + RUN --mount=type=secret 사용.", "", [tok])


@stpl
def s_gha_unmasked(lang):
    user = pick(NAMES)
    tok = an(32)
    blob = base64.b64encode(("%s:%s" % (user, tok)).encode()).decode()
    snip = "Run curl -fsS -H \"Authorization: Basic %s\" https://artifacts.acme.io/api/upload\n  curl -fsS -H ...\n  shell: /usr/bin/bash -e {0}" % blob
    if lang == "en":
        return ("CI log: base64 of secret not masked [GitHub Actions]", "I didn't know Actions only masks the literal secret, not values derived from it. Job log:\n%s" % snip, "", "Should we register the base64 form with ::add-mask::?", [blob])
    return ("CI log: base64 of secret not masked [GitHub Actions]", "Actions는 secret 원문만 마스킹하고 가공한 값은 안 가린다는 걸 몰랐음. 잡 로그:\n%s" % snip, "", "base64 값도 ::add-mask::로 등록해야 할까요?", [blob])


@stpl
def s_bearer_jwt_user(lang):
    iat = ts()
    tok = jwt({"sub": str(R.randint(1000, 99999)), "email": pick(NAMES) + "@acme.io", "role": pick(["admin", "ops", "user"]), "iat": iat, "exp": iat + 86400})
    snip = "curl -H \"Authorization: Bearer %s\" https://api.acme.io/v2/admin/users?page=3" % tok
    if lang == "en":
        return ("HTTP: user session JWT bearer", "Page 3 of the admin user list returned 500 for one admin. They sent the exact call:\n%s" % snip, "", "", [tok])
    return ("HTTP: user session JWT bearer", "특정 관리자만 사용자 목록 3페이지에서 500. 보내준 요청 그대로:\n%s" % snip, "", "", [tok])


@stpl
def s_refresh_cookie(lang):
    val = uu(64)
    if lang == "en":
        return ("HTTP: Set-Cookie refresh token", "The mobile web kept logging out. Response header from /auth/refresh:",
                "Set-Cookie: refresh_token=%s; Path=/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000" % val, "", [val])
    return ("HTTP: Set-Cookie refresh token", "모바일 웹이 계속 로그아웃됨. /auth/refresh 응답 헤더:",
            "Set-Cookie: refresh_token=%s; Path=/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000" % val, "", [val])


@stpl
def s_apigw_postman(lang):
    key = an(40)
    snip = "\"header\": [\n  { \"key\": \"x-api-key\", \"value\": \"%s\", \"type\": \"text\" }\n]" % key
    if lang == "en":
        return ("JSON: Postman collection with API Gateway key [AWS]", "The exported Postman collection in docs/ includes the usage-plan key:\n%s" % snip, "", "", [key])
    return ("JSON: Postman collection with API Gateway key [AWS]", "docs/에 있는 Postman collection export에 usage plan 키가 들어 있음:\n%s" % snip, "", "", [key])


@stpl
def s_fcm_v1_sa_key_id(lang):
    # service account key json excerpt for Firebase Admin, private key partly shown
    lines = ["MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64(14), b64(64)]
    snip = "\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n...\\n-----END PRIVATE KEY-----\\n\",\n\"client_email\": \"firebase-adminsdk-%s@acme-app.iam.gserviceaccount.com\"" % (lines[0], lines[1], lod(5))
    if lang == "en":
        return ("JSON: Firebase Admin SDK key excerpt [Firebase]", "Push notifications failed after the project move.", "serviceAccount.json in the functions folder:\n%s" % snip, "", lines)
    return ("JSON: Firebase Admin SDK key excerpt [Firebase]", "프로젝트 이전 후 푸시 발송 실패.", "functions 폴더의 serviceAccount.json:\n%s" % snip, "", lines)


@stpl
def s_ko_chat_db(lang):
    pw = human_password()
    host = pick(HOSTS)
    if lang == "en":
        return ("chat: DB password in DM", "Asked in DM how to reach the staging DB.",
                "Reply: \"host %s, user app, pw %s -- it's the same on dev\"" % (host, pw), "", [pw])
    return ("chat: DB password in DM", "staging DB 접속 방법을 DM으로 물어봄.",
            "답변: \"호스트 %s, 계정 app, 비번 %s 이에요. dev도 같아요\"" % (host, pw), "", [pw])

# ---------------------------------------------------------------- clean templates
# each returns (category, missing_context, lesson, ask_next_time)
CLEAN_RISKY = []
CLEAN_PUBLISHABLE = []
CLEAN_PLAIN = []


def crisky(fn):
    CLEAN_RISKY.append(fn)
    return fn


def cpub(fn):
    CLEAN_PUBLISHABLE.append(fn)
    return fn


def cplain(fn):
    CLEAN_PLAIN.append(fn)
    return fn


def sha40():
    return hx(40)


def today():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


@crisky
def k_sts_identity(lang):
    acct = dg(12)
    if chance(0.5):
        out = "{\n    \"UserId\": \"AIDA%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/ci-deployer\"\n}" % (upd(17), acct, acct)
    else:
        sess = ts()
        out = "{\n    \"UserId\": \"AROA%s:botocore-session-%d\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/GitHubDeployRole/botocore-session-%d\"\n}" % (upd(17), sess, acct, acct, sess)
    if lang == "en":
        return ("shell: aws sts get-caller-identity output (ids only) [AWS]", "Wasn't sure which identity the pipeline runs as:\n$ aws sts get-caller-identity\n%s" % out,
                "UserId/Arn are identifiers, not credentials; the job uses OIDC so there are no stored keys.", "")
    return ("shell: aws sts get-caller-identity output (ids only) [AWS]", "파이프라인이 어떤 identity로 도는지 확신이 없었음:\n$ aws sts get-caller-identity\n%s" % out,
            "UserId/Arn은 식별자일 뿐 자격증명이 아님. 잡은 OIDC를 써서 저장된 키가 없음.", "")


@crisky
def k_aws_configure_list(lang):
    out = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (upd(4), an(4))
    if lang == "en":
        return ("shell: aws configure list (masked) [AWS]", "Needed to know where the CLI picks up credentials from:\n%s" % out, "A shared-credentials-file means long-lived keys on this box; we should switch to SSO.", "Is there an SSO profile for the data team?")
    return ("shell: aws configure list (masked) [AWS]", "CLI가 자격증명을 어디서 읽는지 알아야 했음:\n%s" % out, "shared-credentials-file이면 이 서버에 장기 키가 있다는 뜻. SSO로 바꿔야 함.", "데이터팀용 SSO 프로필 있나요?")


@crisky
def k_gh_auth_status(lang):
    user = pick(NAMES)
    out = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % user
    if lang == "en":
        return ("shell: gh auth status (masked token) [GitHub]", "gh pr create failed with 'resource not accessible'. Checked auth:\n%s" % out, "The token lacks the write:packages scope; re-run gh auth refresh -s write:packages.", "")
    return ("shell: gh auth status (masked token) [GitHub]", "gh pr create가 'resource not accessible'로 실패. 인증 상태 확인:\n%s" % out, "토큰에 write:packages scope가 없음. gh auth refresh -s write:packages 재실행.", "")


@crisky
def k_kubectl_describe_secret(lang):
    name = pick(["db-credentials", "stripe-keys", "app-secrets", "registry-auth"])
    out = "Name:         %s\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\napi-key:   %d bytes" % (name, R.randint(16, 40), R.randint(3, 12), R.randint(32, 64))
    if lang == "en":
        return ("shell: kubectl describe secret (sizes only)", "Needed to know whether the secret was populated by External Secrets:\n%s" % out, "describe shows sizes only, which is enough to see it synced.", "")
    return ("shell: kubectl describe secret (sizes only)", "External Secrets가 secret을 채웠는지 확인해야 했음:\n%s" % out, "describe는 크기만 보여줘서 동기화 여부 확인엔 충분함.", "")


@crisky
def k_tf_plan(lang):
    rid = "db-" + upd(26)
    out = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id                    = \"%s\"\n      ~ password              = (sensitive value)\n      ~ instance_class        = \"db.t3.medium\" -> \"db.r6g.large\"\n        # (41 unchanged attributes hidden)\n    }" % rid
    if lang == "en":
        return ("terraform: plan with (sensitive value)", "Didn't expect the plan to touch the DB password:\n%s" % out, "random_password was recreated because its keepers changed; pin the keepers.", "")
    return ("terraform: plan with (sensitive value)", "plan에서 DB 비밀번호가 바뀌는 게 예상 밖이었음:\n%s" % out, "keepers가 바뀌어서 random_password가 재생성됨. keepers 고정할 것.", "")


@crisky
def k_gha_masked(lang):
    out = "Run ./scripts/deploy.sh production\n  ./scripts/deploy.sh production\n  shell: /usr/bin/bash -e {0}\n  env:\n    API_TOKEN: ***\n    AWS_REGION: ap-northeast-2\n    SLACK_WEBHOOK_URL: ***\nError: deploy.sh: line 14: jq: command not found"
    if lang == "en":
        return ("CI log: GitHub Actions masked secrets (***)", "Deploy job failed; log:\n%s" % out, "The self-hosted runner image has no jq; install it in the job.", "")
    return ("CI log: GitHub Actions masked secrets (***)", "배포 잡 실패. 로그:\n%s" % out, "self-hosted runner 이미지에 jq가 없음. 잡에서 설치할 것.", "")


@crisky
def k_git_log(lang):
    lines = ["%s %s" % (hx(7), pick(["fix: handle null address in checkout", "chore(deps): bump axios to 1.7.9", "feat: add refund API", "refactor: split payment service",
                                    "ci: cache pnpm store", "revert: remove hard-coded timeout", "docs: update runbook for key rotation", "test: stabilize flaky order spec"])) for _ in range(R.randint(4, 7))]
    full = sha40()
    if lang == "en":
        return ("shell: git log with commit SHAs", "Needed to find when the regression landed:\n$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines)),
                "git bisect pointed at %s." % full, "")
    return ("shell: git log with commit SHAs", "회귀가 언제 들어왔는지 찾아야 했음:\n$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines)),
            "git bisect 결과 %s 커밋이 원인." % full, "")


@crisky
def k_git_show(lang):
    out = "commit %s\nMerge: %s %s\nAuthor: %s <%s@acme.io>\nDate:   Tue Mar 11 14:02:33 2025 +0900\n\n    Merge pull request #%d from acme/feat/refund-api" % (sha40(), hx(7), hx(7), pick(NAMES), pick(NAMES), R.randint(100, 4000))
    if lang == "en":
        return ("shell: git show merge commit header", "Which merge brought in the refund API?\n%s" % out, "", "Should we squash-merge feature PRs?")
    return ("shell: git show merge commit header", "어느 merge에서 환불 API가 들어왔는지 확인:\n%s" % out, "", "feature PR은 squash merge로 통일할까요?")


@crisky
def k_docker_digest(lang):
    img = pick(["postgres:16.4", "node:20.17-alpine", "python:3.12.6-slim", "nginx:1.27.1", "redis:7.4"])
    out = "%s: Pulling from library/%s\n%s: Pull complete\n%s: Pull complete\nDigest: sha256:%s\nStatus: Downloaded newer image for %s" % (img.split(":")[1], img.split(":")[0], hx(12), hx(12), hx(64), img)
    if lang == "en":
        return ("shell: docker pull digest", "Two nodes ran different builds of the same tag:\n%s" % out, "Pin base images by digest in the Dockerfile.", "")
    return ("shell: docker pull digest", "같은 태그인데 노드마다 다른 빌드가 돌고 있었음:\n%s" % out, "Dockerfile에서 base 이미지를 digest로 고정할 것.", "")


@crisky
def k_npm_integrity(lang):
    pkg, ver = pick([("lodash", "4.17.21"), ("axios", "1.7.9"), ("react", "18.3.1"), ("zod", "3.23.8")])
    snip = "\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"sha512-%s\"\n}" % (pkg, ver, pkg, pkg, ver, b64b(64))
    if lang == "en":
        return ("lockfile: npm integrity sha512", "npm ci failed with EINTEGRITY on one runner. package-lock.json entry:\n%s" % snip, "The runner's npm cache was corrupted; npm cache clean --force fixed it.", "")
    return ("lockfile: npm integrity sha512", "runner 하나에서 npm ci가 EINTEGRITY로 실패. package-lock.json 항목:\n%s" % snip, "runner의 npm 캐시가 깨져 있었음. npm cache clean --force로 해결.", "")


@crisky
def k_go_sum(lang):
    mods = [("github.com/jackc/pgx/v5", "v5.7.1"), ("golang.org/x/crypto", "v0.28.0"), ("github.com/redis/go-redis/v9", "v9.6.1"), ("google.golang.org/grpc", "v1.67.1")]
    lines = []
    for m, v in mods[:R.randint(2, 4)]:
        lines.append("%s %s h1:%s=" % (m, v, b64b(32)[:-1]))
        lines.append("%s %s/go.mod h1:%s=" % (m, v, b64b(32)[:-1]))
    if lang == "en":
        return ("lockfile: go.sum h1 hashes", "go build complained 'checksum mismatch' for a module. go.sum:\n%s" % "\n".join(lines), "GOFLAGS=-mod=mod had been set in the image; remove it.", "")
    return ("lockfile: go.sum h1 hashes", "go build가 모듈 'checksum mismatch' 에러. go.sum:\n%s" % "\n".join(lines), "이미지에 GOFLAGS=-mod=mod가 설정되어 있었음. 제거.", "")


@crisky
def k_pip_hashes(lang):
    pkgs = [("requests", "2.32.3"), ("urllib3", "2.2.3"), ("pydantic", "2.9.2"), ("boto3", "1.35.40")]
    lines = ["%s==%s \\\n    --hash=sha256:%s" % (p, v, hx(64)) for p, v in pkgs[:R.randint(2, 3)]]
    if lang == "en":
        return ("lockfile: pip --hash=sha256", "pip install --require-hashes failed after bumping a version. requirements.txt:\n%s" % "\n".join(lines), "Regenerate with pip-compile --generate-hashes; never edit hashes by hand.", "")
    return ("lockfile: pip --hash=sha256", "버전 올린 후 pip install --require-hashes 실패. requirements.txt:\n%s" % "\n".join(lines), "pip-compile --generate-hashes로 재생성. 해시는 손으로 고치지 말 것.", "")


@crisky
def k_sha256sum(lang):
    files = ["app-linux-amd64.tar.gz", "app-linux-arm64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip"]
    lines = ["%s  %s" % (hx(64), f) for f in files[:R.randint(2, 4)]]
    if lang == "en":
        return ("shell: sha256sum of release artifacts", "Users reported a corrupted download. SHA256SUMS for v%d.%d.%d:\n%s" % (R.randint(1, 4), R.randint(0, 20), R.randint(0, 9), "\n".join(lines)), "The CDN served a truncated file; purge and re-verify.", "")
    return ("shell: sha256sum of release artifacts", "다운로드 파일이 깨졌다는 제보. v%d.%d.%d의 SHA256SUMS:\n%s" % (R.randint(1, 4), R.randint(0, 20), R.randint(0, 9), "\n".join(lines)), "CDN이 잘린 파일을 서빙함. purge 후 재검증.", "")


@crisky
def k_ssh_keygen(lang):
    who = pick(NAMES) + "@" + pick(["laptop", "build-01", "mbp"])
    out = "Generating public/private ed25519 key pair.\nYour identification has been saved in /home/%s/.ssh/id_ed25519\nYour public key has been saved in /home/%s/.ssh/id_ed25519.pub\nThe key fingerprint is:\n%s %s" % (
        who.split("@")[0], who.split("@")[0], fingerprint_sha256(), who)
    pub = ssh_pub_ed25519(who)
    if lang == "en":
        return ("shell: ssh-keygen output + public key", "Needed a deploy key for the new repo:\n%s" % out, "Added this public key as a read-only deploy key:\n%s" % pub, "")
    return ("shell: ssh-keygen output + public key", "새 repo용 deploy key가 필요했음:\n%s" % out, "아래 public key를 read-only deploy key로 등록:\n%s" % pub, "")


@crisky
def k_authorized_keys(lang):
    keys = [ssh_pub_ed25519(pick(NAMES) + "@" + pick(["laptop", "ci", "bastion"])) for _ in range(R.randint(2, 3))]
    if lang == "en":
        return ("file: authorized_keys (public keys)", "Couldn't tell who still has SSH access to the bastion. ~deploy/.ssh/authorized_keys:\n%s" % "\n".join(keys), "Removed the key of the person who left.", "Can bastion access move to SSM?")
    return ("file: authorized_keys (public keys)", "bastion에 누가 아직 SSH 접근 가능한지 몰랐음. ~deploy/.ssh/authorized_keys:\n%s" % "\n".join(keys), "퇴사자 키 제거함.", "bastion 접근을 SSM으로 바꿀 수 있나요?")


@crisky
def k_gpg_list(lang):
    fpr = HX(40)
    out = "pub   ed25519 2024-%02d-%02d [SC] [expires: 2026-%02d-%02d]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-%02d-%02d [E]" % (R.randint(1, 12), R.randint(1, 28), R.randint(1, 12), R.randint(1, 28), fpr, R.randint(1, 12), R.randint(1, 28))
    if lang == "en":
        return ("shell: gpg --list-keys fingerprint", "Signed tags showed 'unverified' on GitHub:\n%s" % out, "The public key uploaded to GitHub was an old one; key ID %s." % fpr[-16:], "")
    return ("shell: gpg --list-keys fingerprint", "GitHub에서 서명된 태그가 'unverified'로 표시됨:\n%s" % out, "GitHub에 올라간 public key가 예전 것이었음. key ID %s." % fpr[-16:], "")


@crisky
def k_sops_yaml(lang):
    snip = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    kms: arn:aws:kms:ap-northeast-2:%s:key/%s\n    age: >-\n      %s,\n      %s" % (dg(12), uuid4(), bech32ish("age", 58), bech32ish("age", 58))
    if lang == "en":
        return ("config: .sops.yaml recipients (public)", "New teammate couldn't decrypt prod secrets. .sops.yaml:\n%s" % snip, "Add their age public key and run sops updatekeys.", "")
    return ("config: .sops.yaml recipients (public)", "신규 팀원이 prod secret 복호화를 못 함. .sops.yaml:\n%s" % snip, "그 사람 age public key 추가 후 sops updatekeys 실행.", "")


@crisky
def k_ansible_vault(lang):
    lines = [hx(80) for _ in range(R.randint(3, 5))]
    snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(lines)
    if lang == "en":
        return ("Ansible: vault-encrypted variable", "Didn't know where the DB password comes from in the playbook. group_vars/prod.yml:\n%s" % snip, "The vault password file is on the ops laptop only.", "")
    return ("Ansible: vault-encrypted variable", "playbook의 DB 비밀번호 출처를 몰랐음. group_vars/prod.yml:\n%s" % snip, "vault 비밀번호 파일은 ops 노트북에만 있음.", "")


@crisky
def k_sealed_secret(lang):
    snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-secrets\n  namespace: prod\nspec:\n  encryptedData:\n    DATABASE_URL: AgB%s\n    STRIPE_KEY: AgA%s" % (b64(R.randint(180, 260)), b64(R.randint(180, 260)))
    if lang == "en":
        return ("k8s: SealedSecret encryptedData", "Wasn't sure the sealed secret is safe to commit:\n%s" % snip, "Only the controller's private key can decrypt it; committing is the intended workflow.", "")
    return ("k8s: SealedSecret encryptedData", "sealed secret을 커밋해도 되는지 확신이 없었음:\n%s" % snip, "컨트롤러 private key로만 복호화 가능. 커밋하는 게 원래 사용 방식.", "")


@crisky
def k_wg_public(lang):
    snip = "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(NAMES), b64b(32), R.randint(2, 250))
    if lang == "en":
        return ("config: WireGuard peer public key only", "Adding a peer to the VPN server. wg0.conf (private key is loaded from a root-only file):\n%s" % snip, "", "")
    return ("config: WireGuard peer public key only", "VPN 서버에 peer 추가 중. wg0.conf (private key는 root 전용 파일에서 읽음):\n%s" % snip, "", "")


@crisky
def k_jwks(lang):
    snip = "{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"alg\":\"RS256\",\"kid\":\"%s\",\"n\":\"%s\",\"e\":\"AQAB\"}]}" % (hx(16), b64ub(256))
    if lang == "en":
        return ("JSON: JWKS public key set", "Token validation failed with 'kid not found'. /.well-known/jwks.json:", snip, "Does the IdP rotate signing keys on a schedule?")
    return ("JSON: JWKS public key set", "토큰 검증이 'kid not found'로 실패. /.well-known/jwks.json:", snip, "IdP가 서명 키를 주기적으로 교체하나요?")


@crisky
def k_public_pem(lang):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    body = pem("PUBLIC KEY", wrap(base64.b64encode(der).decode()))
    if lang == "en":
        return ("PEM: EC public key", "The webhook sender publishes its verification key; I didn't know where. From their docs page:\n%s" % body, "Signatures are ECDSA P-256 over the raw body.", "")
    return ("PEM: EC public key", "webhook 발신 측 검증용 public key 위치를 몰랐음. 문서 페이지의 키:\n%s" % body, "서명은 raw body에 대한 ECDSA P-256.", "")


@crisky
def k_cert_info(lang):
    out = "SHA256 Fingerprint=%s\nserial=%s\nnotBefore=Mar  3 00:00:00 2025 GMT\nnotAfter=Jun  1 23:59:59 2025 GMT\nsubject=CN = api.acme.io\nissuer=C = US, O = Let's Encrypt, CN = R11" % (":".join(HX(2) for _ in range(32)), HX(36))
    if lang == "en":
        return ("shell: openssl x509 fingerprint/serial", "Clients pinned the old cert. Current cert:\n$ openssl x509 -in fullchain.pem -noout -fingerprint -sha256 -serial -dates -subject -issuer\n%s" % out, "Pin the intermediate or the SPKI, not the leaf.", "")
    return ("shell: openssl x509 fingerprint/serial", "클라이언트가 예전 인증서를 pinning 하고 있었음. 현재 인증서:\n$ openssl x509 -in fullchain.pem -noout -fingerprint -sha256 -serial -dates -subject -issuer\n%s" % out, "leaf 말고 intermediate나 SPKI를 pin 할 것.", "")


@crisky
def k_cert_pem(lang):
    lines = ["MIIF" + b64(60)] + [b64(64) for _ in range(R.randint(2, 4))]
    body = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
    if lang == "en":
        return ("PEM: public certificate (truncated)", "The Java client failed with PKIX path building. The partner's root CA (public, from their docs):", body, "Should the CA go into the shared truststore image?")
    return ("PEM: public certificate (truncated)", "Java 클라이언트가 PKIX path building 에러. 파트너 root CA(문서에 공개된 것):", body, "공용 truststore 이미지에 이 CA를 넣을까요?")


@crisky
def k_oauth_ids(lang):
    gid = "%s-%s.apps.googleusercontent.com" % (dg(12), lod(32))
    tenant, client = uuid4(), uuid4()
    snip = "GOOGLE_CLIENT_ID=%s\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\n# client secrets are in Key Vault (kv-acme-prod), not here" % (gid, tenant, client)
    if lang == "en":
        return ("env: OAuth client IDs and tenant ID (no secrets)", "SSO redirect failed and I didn't know which app registrations are used:\n%s" % snip, "The redirect URI in the Azure app registration lacked the trailing slash.", "")
    return ("env: OAuth client IDs and tenant ID (no secrets)", "SSO redirect가 실패했는데 어떤 앱 등록을 쓰는지 몰랐음:\n%s" % snip, "Azure 앱 등록의 redirect URI에 끝 슬래시가 빠져 있었음.", "")


@crisky
def k_arns(lang):
    acct = dg(12)
    snip = "kms_key_arn     = \"arn:aws:kms:ap-northeast-2:%s:key/%s\"\ndb_secret_arn   = \"arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s\"\ntask_role_arn   = \"arn:aws:iam::%s:role/orders-task\"" % (acct, uuid4(), acct, an(6), acct)
    if lang == "en":
        return ("HCL: ARNs for KMS key and secret (references only)", "ECS tasks couldn't read the DB secret. terraform outputs:\n%s" % snip, "The task role needed kms:Decrypt on that key, not just secretsmanager:GetSecretValue.", "")
    return ("HCL: ARNs for KMS key and secret (references only)", "ECS task가 DB secret을 못 읽음. terraform output:\n%s" % snip, "task role에 secretsmanager:GetSecretValue뿐 아니라 해당 키의 kms:Decrypt도 필요했음.", "")


@crisky
def k_request_ids(lang):
    lines = ["%sT%02d:%02d:%02dZ ERROR upstream timeout request_id=%s traceparent=00-%s-%s-01 cf-ray=%s-ICN" % (today(), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), uuid4(), hx(32), hx(16), hx(16)) for _ in range(R.randint(2, 3))]
    if lang == "en":
        return ("log: request IDs, traceparent, cf-ray", "Intermittent 504s from the edge:\n%s" % "\n".join(lines), "All failing requests hit the same upstream pod; it was stuck in GC.", "")
    return ("log: request IDs, traceparent, cf-ray", "edge에서 간헐적 504:\n%s" % "\n".join(lines), "실패 요청이 전부 같은 upstream pod로 갔음. GC에 묶여 있었음.", "")


@crisky
def k_aws_trace(lang):
    out = "HTTP/2 500\nx-amzn-requestid: %s\nx-amzn-trace-id: Root=1-%s-%s;Sampled=1\nx-amz-apigw-id: %s=" % (uuid4(), hx(8), hx(24), an(15))
    if lang == "en":
        return ("HTTP: AWS request/trace id headers", "Lambda behind API Gateway returned 500; response headers:\n%s" % out, "Search CloudWatch by the request id to find the Lambda log stream.", "")
    return ("HTTP: AWS request/trace id headers", "API Gateway 뒤 Lambda가 500 반환. 응답 헤더:\n%s" % out, "request id로 CloudWatch 검색하면 Lambda 로그 스트림 찾을 수 있음.", "")


@crisky
def k_go_panic(lang):
    out = "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\ngoroutine %d [running]:\ngithub.com/acme/orders/internal/refund.(*Service).Process(0xc000%s, {0x%s, 0xc000%s})\n\t/src/internal/refund/service.go:87 +0x1a4" % (hx(6), R.randint(10, 999), hx(6), hx(7), hx(6))
    if lang == "en":
        return ("stack trace: Go panic with addresses", "Refund worker crashed:\n%s" % out, "Process() didn't handle orders without a payment record.", "")
    return ("stack trace: Go panic with addresses", "환불 worker가 죽음:\n%s" % out, "Process()가 결제 기록 없는 주문을 처리 못 함.", "")


@crisky
def k_sentry_event(lang):
    if lang == "en":
        return ("log: Sentry event and issue ids [Sentry]", "Sentry issue ACME-API-%s, latest event %s, release %s." % (upd(3), hx(32), hx(12)),
                "Group by the 'tenant' tag to see it's one customer.", "")
    return ("log: Sentry event and issue ids [Sentry]", "Sentry 이슈 ACME-API-%s, 최신 이벤트 %s, release %s." % (upd(3), hx(32), hx(12)),
            "'tenant' 태그로 묶어 보면 한 고객사 문제임.", "")


@crisky
def k_sql_uuids(lang):
    rows = "\n".join(" %s | %s | %s" % (uuid4(), pick(["PAID", "REFUNDED", "PENDING"]), today()) for _ in range(R.randint(3, 5)))
    if lang == "en":
        return ("SQL: result rows with UUIDs", "Which orders were double-refunded?\n id | status | created\n%s" % rows, "The idempotency key wasn't checked on retries.", "")
    return ("SQL: result rows with UUIDs", "이중 환불된 주문 확인:\n id | status | created\n%s" % rows, "재시도 시 idempotency key 확인을 안 했음.", "")


@crisky
def k_stripe_ids(lang):
    out = "event=%s type=payment_intent.succeeded pi=%s customer=%s account=%s price=%s" % ("evt_" + an(24), "pi_" + an(24), "cus_" + an(14), "acct_" + an(16), "price_" + an(24))
    if lang == "en":
        return ("log: Stripe object IDs (not keys) [Stripe]", "Webhook handler logged:\n%s" % out, "Object IDs are safe to log; they are useless without the API key.", "")
    return ("log: Stripe object IDs (not keys) [Stripe]", "webhook 핸들러 로그:\n%s" % out, "객체 ID는 API 키 없으면 쓸모없어서 로그에 남겨도 됨.", "")


@crisky
def k_twilio_sids(lang):
    out = "sent sms sid=SM%s account=AC%s messaging_service=MG%s status=queued to=+8210****%04d" % (hx(32), hx(32), hx(32), R.randint(0, 9999))
    if lang == "en":
        return ("log: Twilio SIDs (identifiers) [Twilio]", "OTP texts were delayed:\n%s" % out, "Carrier filtering in KR delays messages from unregistered sender IDs.", "")
    return ("log: Twilio SIDs (identifiers) [Twilio]", "OTP 문자가 지연됨:\n%s" % out, "국내 통신사가 미등록 발신번호 메시지를 필터링해서 지연됨.", "")


@crisky
def k_slack_ids(lang):
    out = "channel=C0%s user=U0%s team=T0%s ts=%d.%06d thread_ts=%d.%06d" % (upd(9), upd(9), upd(8), ts(), R.randint(0, 999999), ts(), R.randint(0, 999999))
    if lang == "en":
        return ("log: Slack channel/user/ts ids [Slack]", "Bot replied in the wrong thread:\n%s" % out, "thread_ts must be the parent's ts, not the reply's.", "")
    return ("log: Slack channel/user/ts ids [Slack]", "봇이 엉뚱한 스레드에 답장함:\n%s" % out, "thread_ts는 답글이 아니라 부모 메시지의 ts여야 함.", "")


@crisky
def k_cursor(lang):
    cur = base64.b64encode(json.dumps({"id": R.randint(10000, 999999), "created_at": today() + "T10:00:00Z"}).encode()).decode()
    out = "{\n  \"data\": [ ... 100 items ... ],\n  \"next_cursor\": \"%s\",\n  \"has_more\": true\n}" % cur
    if lang == "en":
        return ("JSON: base64 pagination cursor", "Export missed records between pages:\n%s" % out, "The cursor encodes id + created_at; rows with equal timestamps were skipped.", "")
    return ("JSON: base64 pagination cursor", "export에서 페이지 사이 레코드가 누락됨:\n%s" % out, "cursor가 id + created_at을 인코딩함. timestamp 같은 행이 건너뛰어짐.", "")


@crisky
def k_configmap_b64(lang):
    data = "[server]\nhost = 0.0.0.0\nport = %d\nworkers = %d\n" % (R.randint(3000, 9000), R.randint(2, 16))
    b = base64.b64encode(data.encode()).decode()
    snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  app.ini: %s" % b
    if lang == "en":
        return ("k8s: ConfigMap binaryData (base64 of plain config)", "Didn't know why the worker count is %s. ConfigMap:\n%s" % (data.split("workers = ")[1].strip(), snip), "Decoded it; it's just the server section.", "")
    return ("k8s: ConfigMap binaryData (base64 of plain config)", "worker 수가 왜 %s인지 몰랐음. ConfigMap:\n%s" % (data.split("workers = ")[1].strip(), snip), "디코딩해 보니 그냥 server 설정.", "")


@crisky
def k_data_url(lang):
    d = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA" + b64(R.randint(60, 120)) + "=="
    if lang == "en":
        return ("HTML: base64 data URL (image)", "Email template renders a broken icon in Outlook:\n<img src=\"%s\">" % d, "Outlook blocks data: URLs; host the icon instead.", "")
    return ("HTML: base64 data URL (image)", "메일 템플릿 아이콘이 Outlook에서 깨짐:\n<img src=\"%s\">" % d, "Outlook은 data: URL을 막음. 아이콘을 호스팅할 것.", "")


@crisky
def k_password_policy(lang):
    n = pick([10, 12, 14, 16])
    cur = pick([6, 8])
    days = pick([60, 90, 180])
    if lang == "en":
        return ("prose: password policy discussion", "Security asked us to change the password rules. Current: min length %d, must include a digit and a symbol, rotate every %d days." % (cur, days),
                "NIST 800-63B says: min length %d+, no forced periodic rotation, check against breached lists, allow spaces and all Unicode." % n,
                "Do we keep the composition rules for admin accounts?")
    return ("prose: password policy discussion", "보안팀이 비밀번호 정책 변경을 요청. 현재는 최소 8자, 숫자·특수문자 필수, 90일마다 변경.",
            "NIST 800-63B 기준: 최소 %d자 이상, 주기적 강제 변경 없음, 유출 비밀번호 목록 대조, 공백과 유니코드 허용." % n,
            "관리자 계정도 조합 규칙을 유지할까요?")


@crisky
def k_password_regex(lang):
    snip = "const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,64}$/;" % pick([8, 10, 12])
    if lang == "en":
        return ("code: password validation regex", "Signup rejected passwords with spaces and Korean characters:\n%s" % snip, "Replaced the regex with a length check plus zxcvbn score >= 3.", "")
    return ("code: password validation regex", "회원가입에서 공백·한글이 들어간 비밀번호가 거부됨:\n%s" % snip, "정규식 대신 길이 체크 + zxcvbn 점수 3 이상으로 변경.", "")


@crisky
def k_bcrypt_cost(lang):
    if lang == "en":
        return ("prose: hashing parameters", "Login latency jumped after the auth library upgrade.", "The default bcrypt cost went from 10 to 12; each check now takes ~250ms on our pods. Argon2id with m=19MiB, t=2, p=1 is the new target.", "Do we rehash on next login or in a batch?")
    return ("prose: hashing parameters", "인증 라이브러리 업그레이드 후 로그인 지연이 늘어남.", "bcrypt 기본 cost가 10에서 12로 바뀜. pod에서 검증 한 번에 ~250ms. 다음 목표는 Argon2id m=19MiB, t=2, p=1.", "재해싱은 다음 로그인 때 할까요, 배치로 할까요?")


@crisky
def k_p_flags(lang):
    cmds = pick([
        "docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:16",
        "ssh -p 2222 deploy@bastion.acme.io",
        "psql -h localhost -p 5433 -U app -d orders",
        "redis-cli -h 127.0.0.1 -p 6380 ping",
        "kubectl port-forward svc/grafana 3000:80 -n monitoring",
        "mkdir -p /var/lib/app/uploads && chown -R app:app /var/lib/app",
        "git add -p && git commit -m 'fix: retry on 429'",
        "patch -p1 < fix-timeout.patch",
        "pytest -p no:cacheprovider -x tests/integration",
        "scp -P 2222 dump.sql deploy@10.0.3.7:/tmp/",
        "iperf3 -c 10.0.0.5 -p 5201 -t 30",
    ])
    if lang == "en":
        return ("shell: -p used for ports/paths (no password)", "Local repro setup I didn't know about:\n%s" % cmds, "Here -p is a port/option, not a password.", "")
    return ("shell: -p used for ports/paths (no password)", "몰랐던 로컬 재현 방법:\n%s" % cmds, "여기서 -p는 포트/옵션이지 비밀번호가 아님.", "")


@crisky
def k_mysql_prompt(lang):
    who = pick(NAMES)
    out = "$ mysql -h %s -P 3306 -u %s -p\nEnter password:\nERROR 1045 (28000): Access denied for user '%s'@'10.0.8.14' (using password: YES)" % (pick(HOSTS), who, who)
    if lang == "en":
        return ("shell: mysql -p prompt (no inline password)", "Couldn't log into the DB from the new bastion:\n%s" % out, "The user is host-restricted to the old bastion's IP.", "Can the grant be widened to the bastion subnet?")
    return ("shell: mysql -p prompt (no inline password)", "새 bastion에서 DB 로그인이 안 됨:\n%s" % out, "계정이 예전 bastion IP로 host 제한되어 있음.", "bastion 서브넷으로 grant를 넓힐 수 있나요?")


@crisky
def k_versions(lang):
    out = "app 2.%d.%d+build.%d (commit %s, go1.23.2, linux/amd64)\nopenssl 3.0.13 30 Jan 2024\nnode v20.%d.0, pnpm 9.%d.0\nandroid versionCode %d, versionName 5.%d.0" % (R.randint(0, 30), R.randint(0, 9), R.randint(1000, 9999), hx(12), R.randint(10, 18), R.randint(0, 12), R.randint(100000, 999999), R.randint(0, 20))
    if lang == "en":
        return ("text: version strings and build metadata", "Support asked which build the customer runs:\n%s" % out, "", "")
    return ("text: version strings and build metadata", "고객이 어떤 빌드를 쓰는지 지원팀이 물어봄:\n%s" % out, "", "")


@crisky
def k_long_ids(lang):
    out = "module.network.aws_subnet.private[\"ap-northeast-2a\"]\nAppStack/Bucket%s (AWS::S3::Bucket)\ncdk-hnb659fds-assets-%s-ap-northeast-2/%s.zip\n%s.dkr.ecr.ap-northeast-2.amazonaws.com/api@sha256:%s" % (
        HX(8), dg(12), hx(64), dg(12), hx(64))
    if lang == "en":
        return ("text: long infrastructure identifiers", "Couldn't map the failing resource back to code. Identifiers from the error:\n%s" % out, "The CDK logical ID hash changes when the construct path changes.", "")
    return ("text: long infrastructure identifiers", "실패한 리소스를 코드와 매칭을 못 함. 에러에 나온 식별자:\n%s" % out, "construct 경로가 바뀌면 CDK logical ID 해시도 바뀜.", "")


@crisky
def k_build_hashes(lang):
    out = "dist/assets/index-%s.js      412.33 kB │ gzip: 131.20 kB\ndist/assets/vendor-%s.js     1,204.10 kB │ gzip: 380.02 kB\ndist/assets/index-%s.css      38.41 kB │ gzip:   7.90 kB" % (uu(8), uu(8), uu(8))
    if lang == "en":
        return ("build output: chunk hashes", "Users got a blank page after deploy:\n%s" % out, "The CDN cached the old index.html pointing at deleted chunks; set no-cache on index.html.", "")
    return ("build output: chunk hashes", "배포 후 사용자 화면이 하얗게 나옴:\n%s" % out, "CDN이 삭제된 chunk를 가리키는 예전 index.html을 캐시함. index.html은 no-cache로.", "")


@crisky
def k_aws_example_keys(lang):
    snip = "@mock_aws\ndef test_%s(monkeypatch):\n    monkeypatch.setenv(\"AWS_ACCESS_KEY_ID\", \"AKIAIOSFODNN7EXAMPLE\")\n    monkeypatch.setenv(\"AWS_SECRET_ACCESS_KEY\", \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\")" % pick(["upload", "export_report", "presign", "sync_bucket", "delete_old_objects"])
    if lang == "en":
        return ("test fixture: AWS documentation example keys", "The S3 test hit real AWS until I added moto:\n%s" % snip, "These are the documented AWS example values; moto accepts anything.", "")
    return ("test fixture: AWS documentation example keys", "moto 넣기 전까지 S3 테스트가 실제 AWS를 호출함:\n%s" % snip, "AWS 문서의 예시 값이고 moto는 아무 값이나 받음.", "")


@crisky
def k_fake_fixtures(lang):
    snip = pick([
        "FAKE_GITHUB_TOKEN = \"ghp_\" + \"0\" * 36  # format-valid, not a real token",
        "SLACK_TOKEN = \"xoxb-000000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX\"",
        "stripe.api_key = \"sk_test_XXXXXXXXXXXXXXXXXXXXXXXX\"  # placeholder, tests use stripe-mock",
        "password: \"test-password-not-real\"\napi_key: \"dummy-api-key\"",
        "const JWT_SECRET = 'test-secret-do-not-use-in-prod';  // jest setup only",
    ])
    where = pick(["tests/fixtures/settings.py", "spec/support/env.rb", "src/__tests__/setup.ts", "testdata/config_test.go", "tests/conftest.py"])
    if lang == "en":
        return ("test fixture: obviously fake tokens", "Secret scanner flagged %s. The fixture:\n%s" % (where, snip), "Marked as a false positive; values are placeholders.", "")
    return ("test fixture: obviously fake tokens", "secret scanner가 tests/fixtures를 잡음. fixture 내용:\n%s" % snip, "placeholder 값이라 false positive로 처리.", "")


@crisky
def k_masked_values(lang):
    out = pick([
        "DB connect ok: postgres://app:****@%s:5432/%s" % (pick(HOSTS), pick(DBS)),
        "loaded config: {'api_key': '[REDACTED]', 'timeout': 30, 'region': 'ap-northeast-2'}",
        "Using OpenAI key sk-...%s (project: search-ranker)" % an(4),
        "password=******** user=%s host=%s" % (pick(NAMES), pick(HOSTS)),
        "Authorization: Bearer <redacted>  (len=%d)" % R.randint(40, 200),
    ])
    if lang == "en":
        return ("log: masked/redacted values", "Was the secret logged in plain text? The log line:\n%s" % out, "It is masked by the logger's redaction filter.", "")
    return ("log: masked/redacted values", "secret이 평문으로 로그에 찍혔는지 확인 필요. 로그:\n%s" % out, "로거의 redaction 필터로 마스킹되어 있음.", "")


@crisky
def k_bearer_placeholder(lang):
    snip = pick([
        "curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/acme/api/releases/latest",
        "curl -H \"Authorization: Bearer <access_token>\" https://api.acme.io/v1/me",
        "http GET :8080/admin/health \"Authorization:Bearer ${ADMIN_TOKEN}\"",
        "curl -u \"$NEXUS_USER:$NEXUS_PASSWORD\" https://nexus.acme.internal/service/rest/v1/status",
    ])
    if lang == "en":
        return ("shell: auth header from env var / placeholder", "The runbook's health check:\n%s" % snip, "The variable comes from the CI environment.", "")
    return ("shell: auth header from env var / placeholder", "runbook의 헬스체크 명령:\n%s" % snip, "변수는 CI 환경에서 주입됨.", "")


@crisky
def k_iam_db_auth(lang):
    host = "orders.cluster-%s.ap-northeast-2.rds.amazonaws.com" % lod(12)
    snip = "export PGPASSWORD=\"$(aws rds generate-db-auth-token --hostname %s --port 5432 --username app_iam)\"\npsql \"host=%s user=app_iam dbname=orders sslmode=verify-full sslrootcert=global-bundle.pem\"" % (host, host)
    if lang == "en":
        return ("shell: RDS IAM auth (generated token, not stored)", "Didn't know the app uses IAM DB auth:\n%s" % snip, "Tokens last 15 minutes and are generated per connection.", "")
    return ("shell: RDS IAM auth (generated token, not stored)", "앱이 IAM DB 인증을 쓰는 걸 몰랐음:\n%s" % snip, "토큰은 15분 유효, 연결마다 생성.", "")


@crisky
def k_kubeconfig_exec(lang):
    ca = base64.b64encode(("-----BEGIN CERTIFICATE-----\nMIIC" + b64(60) + "\n").encode()).decode()
    snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\nusers:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]" % (ca, HX(32))
    if lang == "en":
        return ("kubeconfig: exec plugin + CA data (no credentials)", "kubectl worked for me but not for the intern. kubeconfig:\n%s" % snip, "No static credentials; access is via the IAM role mapped in aws-auth.", "")
    return ("kubeconfig: exec plugin + CA data (no credentials)", "나는 kubectl이 되는데 인턴은 안 됨. kubeconfig:\n%s" % snip, "정적 자격증명 없음. aws-auth에 매핑된 IAM role로 접근.", "")


@crisky
def k_dns_txt(lang):
    dkim = "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ" + b64(180) + "IDAQAB"
    out = "acme.io. 300 IN TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\nacme.io. 300 IN TXT \"google-site-verification=%s\"\ns1._domainkey.acme.io. 300 IN TXT \"v=DKIM1; k=rsa; p=%s\"" % (uu(43), dkim)
    if lang == "en":
        return ("DNS: TXT records (SPF, DKIM public key, site verification)", "Mail from the new provider landed in spam:\n%s" % out, "DKIM selector s2 was missing for the new provider.", "")
    return ("DNS: TXT records (SPF, DKIM public key, site verification)", "새 발송 업체 메일이 스팸함으로 감:\n%s" % out, "새 업체용 DKIM selector s2가 없었음.", "")


@crisky
def k_sri(lang):
    snip = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.4/dist/chart.umd.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>\n<script nonce=\"%s\">window.__APP__ = {}</script>" % (b64b(48), b64b(16))
    if lang == "en":
        return ("HTML: SRI integrity hash and CSP nonce", "Chart didn't load in prod only:\n%s" % snip, "The SRI hash was for 4.4.3; the CSP nonce is generated per response.", "")
    return ("HTML: SRI integrity hash and CSP nonce", "prod에서만 차트가 안 뜸:\n%s" % snip, "SRI 해시가 4.4.3 기준이었음. CSP nonce는 응답마다 새로 생성됨.", "")


@crisky
def k_s3_headers(lang):
    out = "HTTP/1.1 200 OK\nETag: \"%s\"\nx-amz-request-id: %s\nx-amz-id-2: %s\nx-amz-version-id: %s\nCache-Control: max-age=31536000" % (hx(32), upd(16), b64b(57), uu(32))
    if lang == "en":
        return ("HTTP: S3 response headers (ETag, request ids)", "Stale assets after deploy:\n%s" % out, "Immutable max-age on a non-hashed filename.", "")
    return ("HTTP: S3 response headers (ETag, request ids)", "배포 후 예전 정적 파일이 나옴:\n%s" % out, "해시 없는 파일명에 immutable max-age가 걸려 있었음.", "")


@crisky
def k_lfs_pointer(lang):
    out = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), R.randint(100000, 900000000))
    if lang == "en":
        return ("file: Git LFS pointer", "The model file in the container was 130 bytes:\n%s" % out, "CI checkout didn't have lfs: true.", "")
    return ("file: Git LFS pointer", "컨테이너 안의 모델 파일이 130바이트였음:\n%s" % out, "CI checkout에 lfs: true가 없었음.", "")


@crisky
def k_tfstate_meta(lang):
    out = "{\n  \"version\": 4,\n  \"terraform_version\": \"1.9.%d\",\n  \"serial\": %d,\n  \"lineage\": \"%s\",\n  \"outputs\": {}," % (R.randint(0, 8), R.randint(10, 900), uuid4())
    if lang == "en":
        return ("JSON: terraform state header (lineage UUID)", "Two workspaces fought over the same state. Header of the state file:\n%s" % out, "Same lineage in both backends means someone copied the state.", "")
    return ("JSON: terraform state header (lineage UUID)", "두 workspace가 같은 state를 두고 충돌. state 파일 헤더:\n%s" % out, "두 backend의 lineage가 같으면 누군가 state를 복사한 것.", "")


@crisky
def k_android_fingerprints(lang):
    sha1 = ":".join(HX(2) for _ in range(20))
    sha256 = ":".join(HX(2) for _ in range(32))
    keyhash = base64.b64encode(rbytes(20)).decode()
    out = "Variant: release\nConfig: release\nStore: /builds/release.jks\nAlias: upload\nSHA1: %s\nSHA-256: %s\nValid until: 2049" % (sha1, sha256)
    if lang == "en":
        return ("Android: signing cert fingerprints + Kakao key hash", "Google/Kakao login failed on the release build. ./gradlew signingReport:\n%s" % out,
                "Registered the SHA-1 in Firebase and the key hash %s in the Kakao console." % keyhash, "")
    return ("Android: signing cert fingerprints + Kakao key hash", "릴리스 빌드에서 구글/카카오 로그인이 실패. ./gradlew signingReport:\n%s" % out,
            "Firebase에 SHA-1 등록, 카카오 콘솔에 키 해시 %s 등록." % keyhash, "")


@crisky
def k_ios_ids(lang):
    out = "TEAM_ID=%s\nBUNDLE_ID=io.acme.app\nAPNS_KEY_ID=%s\nASC_ISSUER_ID=%s\nAPNS_KEY_PATH=/run/secrets/AuthKey.p8" % (upd(10), upd(10), uuid4())
    if lang == "en":
        return ("env: Apple team/key/issuer IDs (no key material)", "Push to iOS failed with InvalidProviderToken. Config:\n%s" % out, "Key ID and Team ID were swapped.", "")
    return ("env: Apple team/key/issuer IDs (no key material)", "iOS 푸시가 InvalidProviderToken으로 실패. 설정:\n%s" % out, "Key ID와 Team ID가 뒤바뀌어 있었음.", "")


@crisky
def k_flag_names(lang):
    snip = "auth:\n  token_ttl_seconds: 3600\n  refresh_token_rotation: true\n  password_min_length: 12\n  session_cookie_name: \"__Host-sid\"\n  secret_scanning_enabled: true\n  api_key_header: \"X-Api-Key\""
    if lang == "en":
        return ("YAML: keys named token/secret/password with non-secret values", "Didn't know the auth settings live in config/auth.yaml:\n%s" % snip, "", "")
    return ("YAML: keys named token/secret/password with non-secret values", "인증 설정이 config/auth.yaml에 있는 걸 몰랐음:\n%s" % snip, "", "")


@crisky
def k_rotation_note(lang):
    if lang == "en":
        return ("prose: key rotation without values", "We rotated the payment provider key at %02d:%02d KST after the leak report." % (R.randint(0, 23), R.randint(0, 59)),
                "Steps: create new key -> update secret version in AWS SM -> rolling restart -> revoke old key in the dashboard. No downtime.", "Should rotation be automated with a Lambda?")
    return ("prose: key rotation without values", "유출 제보 후 KST %02d:%02d에 결제사 키를 교체함." % (R.randint(0, 23), R.randint(0, 59)),
            "순서: 새 키 발급 -> AWS SM secret 버전 갱신 -> rolling restart -> 대시보드에서 예전 키 폐기. 다운타임 없음.", "교체를 Lambda로 자동화할까요?")


@crisky
def k_crypto_public(lang):
    addr = "0x" + hx(40)
    txh = "0x" + hx(64)
    if lang == "en":
        return ("crypto: public address and tx hash", "Withdrawal stuck. Hot wallet address %s, tx %s." % (addr, txh), "The gas price was below the base fee; resubmit with the same nonce.", "")
    return ("crypto: public address and tx hash", "출금이 멈춤. 핫월렛 주소 %s, tx %s." % (addr, txh), "가스비가 base fee보다 낮았음. 같은 nonce로 재전송.", "")


@crisky
def k_env_names(lang):
    names = ["AWS_REGION", "DATABASE_URL", "OPENAI_API_KEY", "SENTRY_DSN", "STRIPE_SECRET_KEY", "REDIS_URL", "JWT_SECRET"]
    out = "\n".join("%s=<hidden>" % n for n in names[:R.randint(4, 7)])
    if lang == "en":
        return ("shell: env listing with values hidden", "Which env vars does the pod get?\n$ kubectl exec deploy/api -- env | sed 's/=.*/=<hidden>/' | sort\n%s" % out, "", "")
    return ("shell: env listing with values hidden", "pod에 어떤 환경 변수가 들어가는지 확인:\n$ kubectl exec deploy/api -- env | sed 's/=.*/=<hidden>/' | sort\n%s" % out, "", "")


@crisky
def k_vault_metadata(lang):
    out = "======= Metadata Path =======\nsecret/metadata/payments/prod\n\n========== Metadata ==========\nKey                     Value\n---                     -----\ncreated_time            %sT02:11:09.4419Z\ncurrent_version         %d\nmax_versions            10\nupdated_time            %sT08:45:51.1207Z" % (today(), R.randint(2, 30), today())
    if lang == "en":
        return ("shell: vault kv metadata (no data)", "Was the payments secret updated recently?\n%s" % out, "", "")
    return ("shell: vault kv metadata (no data)", "payments secret이 최근에 바뀌었는지 확인:\n%s" % out, "", "")


@crisky
def k_secret_scan_alert(lang):
    if lang == "en":
        return ("prose: secret-scanning alert (value redacted)", "GitHub secret scanning alert #%d: 'Slack Incoming Webhook URL' in scripts/notify.sh:12, commit %s. Value shown as redacted." % (R.randint(1, 90), hx(7)),
                "Revoked the webhook in Slack first, then rewrote history. Rewriting alone doesn't help; forks and caches keep it.", "")
    return ("prose: secret-scanning alert (value redacted)", "GitHub secret scanning 알림 #%d: scripts/notify.sh:12의 'Slack Incoming Webhook URL', 커밋 %s. 값은 가려져 있음." % (R.randint(1, 90), hx(7)),
            "Slack에서 webhook 먼저 폐기하고 history 재작성. 재작성만으로는 fork나 캐시에 남아서 소용없음.", "")


@crisky
def k_docker_login_stdin(lang):
    out = "$ echo \"$CR_PAT\" | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % pick(NAMES)
    if lang == "en":
        return ("shell: docker login --password-stdin from env", "How CI logs into ghcr:\n%s" % out, "The PAT lives in the CI secret store only.", "")
    return ("shell: docker login --password-stdin from env", "CI가 ghcr에 로그인하는 방식:\n%s" % out, "PAT는 CI secret store에만 있음.", "")


@crisky
def k_webhook_signature(lang):
    out = "POST /webhooks/stripe HTTP/1.1\nStripe-Signature: t=%d,v1=%s\nContent-Type: application/json; charset=utf-8" % (ts(), hx(64))
    if lang == "en":
        return ("HTTP: webhook signature header (MAC, not a key)", "Signature verification failed in staging. Incoming request:\n%s" % out, "The body was re-serialized by the framework before verification.", "")
    return ("HTTP: webhook signature header (MAC, not a key)", "staging에서 서명 검증 실패. 들어온 요청:\n%s" % out, "검증 전에 프레임워크가 body를 다시 직렬화했음.", "")


@crisky
def k_az_account_list(lang):
    rows = "\n".join("%-22s %-38s %-38s %s" % (n, uuid4(), uuid4(), "True" if i == 0 else "False") for i, n in enumerate(["acme-prod", "acme-staging", "acme-sandbox"][:R.randint(2, 3)]))
    out = "Name                   SubscriptionId                         TenantId                               IsDefault\n" + rows
    if lang == "en":
        return ("shell: az account list (subscription/tenant UUIDs) [Azure]", "Terraform planned against the wrong subscription:\n%s" % out, "Set ARM_SUBSCRIPTION_ID explicitly in CI.", "")
    return ("shell: az account list (subscription/tenant UUIDs) [Azure]", "Terraform이 엉뚱한 구독에 plan을 돌림:\n%s" % out, "CI에서 ARM_SUBSCRIPTION_ID를 명시적으로 지정.", "")


@crisky
def k_gcloud_keys_list(lang):
    rows = "\n".join("%s  %sT%02d:11:02Z  9999-12-31T23:59:59Z" % (hx(40), today(), R.randint(0, 23)) for _ in range(R.randint(2, 3)))
    if lang == "en":
        return ("shell: gcloud SA keys list (key IDs only) [Google Cloud]", "How many keys does the loader SA have?\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n%s" % rows, "Key IDs identify keys; deleting by ID is how we revoke.", "")
    return ("shell: gcloud SA keys list (key IDs only) [Google Cloud]", "loader SA에 키가 몇 개 있는지 확인:\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n%s" % rows, "KEY_ID는 식별자. ID로 삭제하는 게 폐기 방법.", "")


@crisky
def k_kms_key_ids(lang):
    if lang == "en":
        return ("text: KMS key ID and alias", "Which key encrypts the backups? KeyId %s, alias alias/backup-prod, key rotation enabled." % uuid4(), "", "")
    return ("text: KMS key ID and alias", "백업은 어떤 키로 암호화되나? KeyId %s, alias alias/backup-prod, 키 자동 교체 켜져 있음." % uuid4(), "", "")


@crisky
def k_uuid_config(lang):
    snip = "{\n  \"tenantId\": \"%s\",\n  \"workspaceId\": \"%s\",\n  \"datasetId\": \"%s\",\n  \"refreshSchedule\": \"0 6 * * *\"\n}" % (uuid4(), uuid4(), uuid4())
    if lang == "en":
        return ("JSON: config with several UUIDs", "The BI refresh job pointed at the wrong dataset:\n%s" % snip, "", "")
    return ("JSON: config with several UUIDs", "BI 새로고침 잡이 엉뚱한 dataset을 가리킴:\n%s" % snip, "", "")


@crisky
def k_hash_compare(lang):
    if lang == "en":
        return ("text: content hashes compared", "Cache keys differed between runners: %s vs %s (sha256 of pnpm-lock.yaml)." % (hx(64), hx(64)), "One runner had CRLF line endings from a Windows checkout.", "")
    return ("text: content hashes compared", "runner마다 캐시 키가 다름: %s vs %s (pnpm-lock.yaml의 sha256)." % (hx(64), hx(64)), "한 runner가 Windows checkout이라 CRLF였음.", "")


@crisky
def k_korean_encoding(lang):
    b = base64.b64encode("정산_보고서_2025.csv".encode("utf-8")).decode()
    if lang == "en":
        return ("text: base64 of a Korean filename", "Downloaded files had garbled Korean names. Content-Disposition: attachment; filename*=UTF-8''%s; the old client sends =?UTF-8?B?%s?=" % (pct("정산_보고서_2025.csv"), b), "Use RFC 5987 filename* only.", "")
    return ("text: base64 of a Korean filename", "다운로드 파일 한글 이름이 깨짐. Content-Disposition: attachment; filename*=UTF-8''%s; 구버전 클라이언트는 =?UTF-8?B?%s?= 로 보냄" % (pct("정산_보고서_2025.csv"), b), "RFC 5987 filename*만 쓸 것.", "")


# ---------------------------------------------------------------- publishable-key clean notes
@cpub
def p_stripe_pk(lang):
    pk = "pk_live_51" + upd(1) + an(22) + an(72)
    if lang == "en":
        return ("env: Stripe publishable key in frontend [Stripe] [publishable]", "Checkout page didn't load Stripe Elements. apps/web/.env.production:\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % pk, "The publishable key is meant for the browser; the issue was the CSP blocking js.stripe.com.", "")
    return ("env: Stripe publishable key in frontend [Stripe] [publishable]", "결제 페이지에서 Stripe Elements가 안 뜸. apps/web/.env.production:\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % pk, "publishable 키는 원래 브라우저용. 원인은 CSP가 js.stripe.com을 막은 것.", "")


@cpub
def p_toss_ck(lang):
    ck = pick(["live_ck_", "test_ck_", "live_gck_"]) + an(28)
    snip = "const tossPayments = TossPayments(\"%s\");\nconst widgets = tossPayments.widgets({ customerKey: \"%s\" });" % (ck, uuid4())
    if lang == "en":
        return ("code: Toss Payments client key in browser [Toss Payments] [publishable]", "Payment widget rendered blank:\n%s" % snip, "Client keys are for the frontend; the widget needs a registered domain.", "")
    return ("code: Toss Payments client key in browser [Toss Payments] [publishable]", "결제위젯이 빈 화면으로 렌더링됨:\n%s" % snip, "클라이언트 키는 프론트엔드용. 위젯은 등록된 도메인에서만 동작.", "")


@cpub
def p_kakao_js(lang):
    k = hx(32)
    snip = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js\" crossorigin=\"anonymous\"></script>\n<script>Kakao.init('%s');</script>" % k
    if lang == "en":
        return ("HTML: Kakao JavaScript key [Kakao] [publishable]", "Kakao share button did nothing:\n%s" % snip, "The JavaScript key is public by design; the site domain wasn't registered in the app settings.", "")
    return ("HTML: Kakao JavaScript key [Kakao] [publishable]", "카카오 공유 버튼이 동작 안 함:\n%s" % snip, "JavaScript 키는 원래 공개용. 앱 설정에 사이트 도메인이 등록 안 되어 있었음.", "")


@cpub
def p_sentry_dsn(lang):
    dsn = "https://%s@o%d.ingest.us.sentry.io/%d" % (hx(32), R.randint(100000, 999999), R.randint(4500000000000000, 4509999999999999))
    if lang == "en":
        return ("env: Sentry DSN in frontend [Sentry] [publishable]", "Frontend errors weren't reaching Sentry. VITE_SENTRY_DSN=%s" % dsn, "The DSN is safe to ship to browsers; the tunnel route was missing in nginx.", "")
    return ("env: Sentry DSN in frontend [Sentry] [publishable]", "프론트엔드 에러가 Sentry에 안 들어옴. VITE_SENTRY_DSN=%s" % dsn, "DSN은 브라우저에 노출돼도 되는 값. nginx에 tunnel 경로가 없었음.", "")


@cpub
def p_supabase_anon(lang):
    if chance(0.5):
        k = jwt({"iss": "supabase", "ref": lod(20), "role": "anon", "iat": ts(), "exp": ts() + 315360000})
    else:
        k = "sb_publishable_" + uu(31)
    snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (lod(20), k)
    if lang == "en":
        return ("env: Supabase anon/publishable key [Supabase] [publishable]", "Client queries returned empty arrays:\n%s" % snip, "The anon key is public; RLS policies were missing for the table.", "")
    return ("env: Supabase anon/publishable key [Supabase] [publishable]", "클라이언트 쿼리가 빈 배열만 반환:\n%s" % snip, "anon 키는 공개용. 테이블에 RLS policy가 없었음.", "")


@cpub
def p_firebase_web(lang):
    snip = "const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"acme-app.firebaseapp.com\",\n  projectId: \"acme-app\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (uu(33), dg(12), dg(12), hx(22))
    if lang == "en":
        return ("code: Firebase web config [Firebase] [publishable]", "Google sign-in popup closed immediately:\n%s" % snip, "Firebase web config is public; the authorized domains list lacked the preview domain.", "")
    return ("code: Firebase web config [Firebase] [publishable]", "구글 로그인 팝업이 바로 닫힘:\n%s" % snip, "Firebase 웹 설정은 공개 값. authorized domains에 preview 도메인이 없었음.", "")


@cpub
def p_mapbox_pk(lang):
    tok = "pk." + b64url_json({"u": "acme-maps", "a": lod(25)}) + "." + uu(22)
    if lang == "en":
        return ("code: Mapbox public token [Mapbox] [publishable]", "Map tiles 401'd on the new domain. mapboxgl.accessToken = '%s';" % tok, "Public tokens are URL-restricted; add the new domain.", "")
    return ("code: Mapbox public token [Mapbox] [publishable]", "새 도메인에서 지도 타일이 401. mapboxgl.accessToken = '%s';" % tok, "public 토큰은 URL 제한이 있음. 새 도메인 추가.", "")


@cpub
def p_algolia_search(lang):
    snip = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (upd(10), hx(32))
    if lang == "en":
        return ("code: Algolia search-only key [Algolia] [publishable]", "Search returned nothing for Korean queries:\n%s" % snip, "Set queryLanguages: ['ko'] on the index; the search-only key is meant for browsers.", "")
    return ("code: Algolia search-only key [Algolia] [publishable]", "한국어 검색어 결과가 없음:\n%s" % snip, "인덱스에 queryLanguages: ['ko'] 설정. search-only 키는 브라우저용.", "")


@cpub
def p_posthog(lang):
    snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % an(43)
    if lang == "en":
        return ("code: PostHog project key [PostHog] [publishable]", "Events from the landing page were missing:\n%s" % snip, "Ad blockers drop the default host; set up a reverse proxy.", "")
    return ("code: PostHog project key [PostHog] [publishable]", "랜딩 페이지 이벤트가 누락됨:\n%s" % snip, "광고 차단기가 기본 host를 막음. reverse proxy 설정 필요.", "")


@cpub
def p_recaptcha_site(lang):
    snip = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % uu(38)
    if lang == "en":
        return ("HTML: reCAPTCHA site key [Google] [publishable]", "Signup form showed 'Invalid domain for site key':\n%s" % snip, "Site keys are public; the secret key stays on the server.", "")
    return ("HTML: reCAPTCHA site key [Google] [publishable]", "회원가입 폼에 'Invalid domain for site key' 표시:\n%s" % snip, "site key는 공개용이고 secret key는 서버에만 둠.", "")


@cpub
def p_clerk_pk(lang):
    pk = "pk_live_" + base64.b64encode(b"clerk.acme.io$").decode()
    if lang == "en":
        return ("env: Clerk publishable key [Clerk] [publishable]", "Sign-in component failed on the custom domain. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % pk, "The key just encodes the frontend API host; DNS for clerk.acme.io was missing.", "")
    return ("env: Clerk publishable key [Clerk] [publishable]", "커스텀 도메인에서 로그인 컴포넌트 실패. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % pk, "이 키는 frontend API 호스트를 인코딩한 것뿐. clerk.acme.io DNS가 없었음.", "")


@cpub
def p_payjp_pk(lang):
    snip = "const payjp = Payjp('pk_live_%s');" % hx(24)
    if lang == "en":
        return ("code: PAY.JP public key [PAY.JP] [publishable]", "Card form didn't tokenize for JP users:\n%s" % snip, "Public key is fine in the browser; 3-D Secure wasn't enabled.", "")
    return ("code: PAY.JP public key [PAY.JP] [publishable]", "일본 사용자 카드 폼 토큰화가 안 됨:\n%s" % snip, "public 키는 브라우저에 있어도 됨. 3-D Secure가 꺼져 있었음.", "")


@cpub
def p_razorpay_keyid(lang):
    snip = "const options = { key: \"rzp_live_%s\", amount: 49900, currency: \"INR\", order_id: \"order_%s\" };" % (an(14), an(14))
    if lang == "en":
        return ("code: Razorpay key_id in checkout [Razorpay] [publishable]", "Checkout opened with the wrong amount:\n%s" % snip, "Amount is in paise; the key_id is the public half.", "")
    return ("code: Razorpay key_id in checkout [Razorpay] [publishable]", "결제창이 잘못된 금액으로 열림:\n%s" % snip, "금액 단위가 paise. key_id는 공개용 값.", "")


@cpub
def p_mixpanel(lang):
    snip = "mixpanel.init('%s', { track_pageview: true, persistence: 'localStorage' });" % hx(32)
    if lang == "en":
        return ("code: Mixpanel project token [Mixpanel] [publishable]", "Duplicate page views in the funnel:\n%s" % snip, "The router fired pageview too; disable track_pageview.", "")
    return ("code: Mixpanel project token [Mixpanel] [publishable]", "퍼널에 page view가 중복 집계됨:\n%s" % snip, "라우터도 pageview를 보내고 있었음. track_pageview 끔.", "")


@cpub
def p_portone_channel(lang):
    snip = "await PortOne.requestPayment({\n  storeId: \"store-%s\",\n  channelKey: \"channel-key-%s\",\n  paymentId: \"pay-%s\",\n  orderName: \"정기구독\",\n  totalAmount: 9900,\n  currency: \"CURRENCY_KRW\",\n});" % (uuid4(), uuid4(), lod(12))
    if lang == "en":
        return ("code: PortOne storeId/channelKey (browser SDK) [PortOne] [publishable]", "Payment window didn't open on mobile:\n%s" % snip, "Mobile needs redirectUrl; the IDs are safe in frontend code.", "")
    return ("code: PortOne storeId/channelKey (browser SDK) [PortOne] [publishable]", "모바일에서 결제창이 안 열림:\n%s" % snip, "모바일은 redirectUrl 필요. storeId/channelKey는 프론트 코드에 있어도 됨.", "")


@cpub
def p_gmaps_js(lang):
    snip = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap&language=ko&region=KR\"></script>" % uu(33)
    if lang == "en":
        return ("HTML: Google Maps JS API key (referrer-restricted) [Google] [publishable]", "Map showed 'For development purposes only':\n%s" % snip, "Billing was disabled on the project; the browser key itself is referrer-restricted.", "")
    return ("HTML: Google Maps JS API key (referrer-restricted) [Google] [publishable]", "지도에 'For development purposes only' 표시:\n%s" % snip, "프로젝트 결제가 꺼져 있었음. 브라우저 키는 referrer 제한이 걸려 있음.", "")


@cpub
def p_pubnub(lang):
    snip = "const pubnub = new PubNub({ publishKey: 'pub-c-%s', subscribeKey: 'sub-c-%s', userId: 'web-' + crypto.randomUUID() });" % (uuid4(), uuid4())
    if lang == "en":
        return ("code: PubNub publish/subscribe keys [PubNub] [publishable]", "Presence events stopped:\n%s" % snip, "userId must be stable per user, not random per page load.", "")
    return ("code: PubNub publish/subscribe keys [PubNub] [publishable]", "presence 이벤트가 끊김:\n%s" % snip, "userId는 페이지 로드마다 랜덤이 아니라 사용자별로 고정이어야 함.", "")


@cpub
def p_ld_client(lang):
    snip = "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });" % hx(24)
    if lang == "en":
        return ("code: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", "Flags flickered on first render:\n%s" % snip, "Bootstrap flags from the server render.", "")
    return ("code: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", "첫 렌더링에서 flag가 깜빡임:\n%s" % snip, "서버 렌더링 값으로 bootstrap 할 것.", "")


@cpub
def p_statsig_client(lang):
    snip = "const client = new StatsigClient('client-%s', { userID: user.id });" % an(43)
    if lang == "en":
        return ("code: Statsig client key [Statsig] [publishable]", "Experiment exposure counts were zero:\n%s" % snip, "initializeAsync was never awaited.", "")
    return ("code: Statsig client key [Statsig] [publishable]", "실험 노출 수가 0으로 나옴:\n%s" % snip, "initializeAsync를 await 안 했음.", "")


@cpub
def p_amplitude(lang):
    snip = "amplitude.init('%s', { defaultTracking: { sessions: true } });" % hx(32)
    if lang == "en":
        return ("code: Amplitude browser API key [Amplitude] [publishable]", "Session counts doubled after the SDK upgrade:\n%s" % snip, "Both the old and new SDK were loaded.", "")
    return ("code: Amplitude browser API key [Amplitude] [publishable]", "SDK 업그레이드 후 세션 수가 두 배가 됨:\n%s" % snip, "구버전과 신버전 SDK가 동시에 로드되고 있었음.", "")


@cpub
def p_naver_map(lang):
    snip = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % lod(10)
    if lang == "en":
        return ("HTML: Naver Maps client ID in script tag [Naver Cloud Platform] [publishable]", "Map failed with an auth error after the NCP console migration:\n%s" % snip, "The parameter name changed to ncpKeyId; the web service URL must be registered.", "")
    return ("HTML: Naver Maps client ID in script tag [Naver Cloud Platform] [publishable]", "NCP 콘솔 이전 후 지도 인증 오류:\n%s" % snip, "파라미터 이름이 ncpKeyId로 바뀜. 웹 서비스 URL 등록 필요.", "")


# ---------------------------------------------------------------- plain clean notes (nothing risky-looking)
PLAIN_EN = [
    ("plain: flaky test timezone", "The order-date test failed only between 00:00 and 09:00 KST.", "CI runs in UTC; freeze the clock and set TZ explicitly in the test.", "Should all CI jobs run with TZ=Asia/Seoul?"),
    ("plain: N+1 query", "The admin order list took 8s for 100 rows.", "Each row lazily loaded the customer; add select_related / a join.", ""),
    ("plain: migration order", "Deploy failed because the code expected a column that the migration hadn't created yet.", "Run migrations as a pre-deploy job, and make schema changes backward compatible.", "Do we have a policy for expand/contract migrations?"),
    ("plain: cache TTL", "Price changes took an hour to appear.", "The product cache TTL is 3600s and nothing invalidates it on update; publish an invalidation event.", ""),
    ("plain: cron timezone", "The daily report ran at 9am instead of midnight.", "Kubernetes CronJob schedules are UTC unless timeZone is set.", "Which timezone should business reports use?"),
    ("plain: OOMKilled", "The worker pod restarted every few hours with OOMKilled.", "The image-resize step loads the whole file into memory; stream it instead and raise the limit to 1Gi.", ""),
    ("plain: 413 payload too large", "Uploads over 1MB failed with 413.", "nginx client_max_body_size defaults to 1m; the ingress annotation sets it per host.", ""),
    ("plain: CORS preflight", "Browser calls to the API failed only with custom headers.", "The preflight OPTIONS request wasn't routed; allow OPTIONS in the gateway.", ""),
    ("plain: Docker layer caching", "Every CI build reinstalled all dependencies.", "COPY package files and install before copying the source so the layer caches.", ""),
    ("plain: retry backoff", "The sync job hammered the partner API after an outage.", "Use exponential backoff with jitter and respect Retry-After.", "What rate limit did the partner agree to?"),
    ("plain: pagination off-by-one", "The export skipped one record per page.", "Offset was computed from page number starting at 1 while the API expects 0.", ""),
    ("plain: Kafka consumer lag", "Lag grew on the orders topic every evening.", "One partition is hot because the key is the merchant ID; the largest merchant dominates.", "Can we change the partition key?"),
    ("plain: iOS build number", "TestFlight rejected the upload as a duplicate.", "The build number must increase even if the version string stays the same.", ""),
    ("plain: missing index", "The search endpoint timed out for large tenants.", "Added a composite index on (tenant_id, created_at); query went from 4s to 30ms.", ""),
    ("plain: lockfile mismatch", "poetry install behaved differently on CI.", "poetry.lock was older than pyproject.toml; run poetry lock --no-update and commit.", ""),
    ("plain: Gradle memory", "Android builds on CI died with 'Gradle daemon disappeared'.", "Set org.gradle.jvmargs=-Xmx4g and limit workers to 2 on the small runners.", ""),
    ("plain: S3 lifecycle", "The log bucket cost doubled.", "No lifecycle rule; added transition to IA after 30 days and expiration after 365.", ""),
    ("plain: review rules", "I merged without the second approval and it was reverted.", "The payments directory needs two approvals via CODEOWNERS.", "Is that rule documented anywhere besides CODEOWNERS?"),
    ("plain: feature branch naming", "CI didn't run on my branch.", "Pipelines only trigger for branches matching feat/*, fix/*, chore/*.", ""),
    ("plain: float money", "Refund totals were off by 1 won.", "Amounts were floats; use integer minor units everywhere.", ""),
    ("plain: health check", "The load balancer kept marking new pods unhealthy during deploys.", "The readiness probe hit /health before migrations finished; add a startup probe with a longer threshold.", ""),
    ("plain: log volume", "Our logging bill tripled in a week.", "A debug flag was left on in the payments service; sample debug logs at 1%.", "Who approves log-level changes in prod?"),
    ("plain: feature flag cleanup", "Two code paths for checkout made the bug hard to trace.", "The new_checkout flag has been 100% on for months; remove the old path.", ""),
    ("plain: dependency pinning", "A minor release of the PDF library changed page margins.", "Pin exact versions for rendering libraries and review upgrades with visual diffs.", ""),
    ("plain: DST", "The scheduler skipped a run in March.", "The job was scheduled at 02:30 local time in a DST zone; schedule in UTC.", ""),
    ("plain: unicode slug", "URLs for Korean product names returned 404.", "The router compared percent-encoded and decoded paths; normalize before matching.", ""),
    ("plain: test isolation", "Integration tests passed alone but failed in the full suite.", "A test left rows in the shared DB; wrap each test in a transaction and roll back.", ""),
    ("plain: websocket timeout", "Live updates stopped after exactly 60 seconds of silence.", "The ALB idle timeout is 60s; send a ping every 30s.", ""),
    ("plain: image tag latest", "Staging and prod ran different code with the same manifest.", "Both used :latest; deploy immutable tags (git SHA) only.", "Can we block :latest with an admission policy?"),
    ("plain: PR size", "My 3k-line PR sat unreviewed for a week.", "Split by layer: schema, backend, frontend. Reviewers here prefer under 400 lines.", ""),
]
PLAIN_KO = [
    ("plain: flaky test timezone", "주문일자 테스트가 KST 00시~09시 사이에만 실패함.", "CI는 UTC로 돔. 테스트에서 시간 고정하고 TZ 명시할 것.", "CI 잡 전체를 TZ=Asia/Seoul로 돌릴까요?"),
    ("plain: N+1 query", "관리자 주문 목록 100건 조회에 8초 걸림.", "행마다 고객 정보를 lazy loading 함. select_related나 join 추가.", ""),
    ("plain: migration order", "마이그레이션이 만들기 전 컬럼을 코드가 먼저 참조해서 배포 실패.", "마이그레이션은 배포 전 잡으로 돌리고, 스키마 변경은 하위 호환되게.", "expand/contract 마이그레이션 정책이 있나요?"),
    ("plain: cache TTL", "가격 변경이 반영되는 데 1시간 걸림.", "상품 캐시 TTL이 3600초고 수정 시 무효화가 없음. 무효화 이벤트 발행 필요.", ""),
    ("plain: cron timezone", "일일 리포트가 자정이 아니라 오전 9시에 돌았음.", "k8s CronJob은 timeZone 지정 안 하면 UTC 기준.", "업무 리포트는 어느 시간대 기준으로 할까요?"),
    ("plain: OOMKilled", "worker pod가 몇 시간마다 OOMKilled로 재시작됨.", "이미지 리사이즈 단계가 파일 전체를 메모리에 올림. 스트리밍으로 바꾸고 limit 1Gi로 상향.", ""),
    ("plain: 413 payload too large", "1MB 넘는 업로드가 413으로 실패.", "nginx client_max_body_size 기본값이 1m. ingress annotation으로 호스트별 설정.", ""),
    ("plain: EUC-KR CSV", "파트너가 보낸 CSV의 한글이 전부 깨짐.", "파일이 EUC-KR(CP949)이었음. encoding='cp949'로 읽고 저장은 UTF-8 BOM으로.", "파트너에게 UTF-8로 보내달라고 요청할까요?"),
    ("plain: NFD filenames", "macOS에서 업로드한 파일명 검색이 안 됨.", "macOS는 한글 파일명을 NFD로 보냄. 저장 전에 NFC로 정규화.", ""),
    ("plain: Korean collation", "고객명 정렬이 가나다 순이 아님.", "DB collation이 C였음. ko-KR ICU collation으로 정렬하도록 변경.", ""),
    ("plain: retry backoff", "장애 후 동기화 잡이 파트너 API를 폭격함.", "지수 백오프 + jitter, Retry-After 헤더 준수.", "파트너와 합의한 rate limit이 얼마인가요?"),
    ("plain: Docker layer caching", "CI 빌드마다 의존성을 전부 새로 설치함.", "소스 복사 전에 패키지 파일만 먼저 COPY 해서 install 레이어가 캐시되게.", ""),
    ("plain: Kafka consumer lag", "저녁마다 orders 토픽 lag이 증가.", "키가 가맹점 ID라 가장 큰 가맹점 파티션만 뜨거움.", "파티션 키를 바꿀 수 있을까요?"),
    ("plain: missing index", "대형 테넌트에서 검색 API가 타임아웃.", "(tenant_id, created_at) 복합 인덱스 추가 후 4초 -> 30ms.", ""),
    ("plain: float money", "환불 합계가 1원씩 틀림.", "금액을 float로 다룸. 정수(원 단위)로 통일.", ""),
    ("plain: review rules", "두 번째 승인 없이 merge 했다가 revert 됨.", "payments 디렉터리는 CODEOWNERS로 승인 2개 필요.", "CODEOWNERS 말고 문서화된 곳이 있나요?"),
    ("plain: holiday calendar", "정산 배치가 공휴일에도 돌아서 은행 API가 거절함.", "한국 공휴일 캘린더(대체공휴일 포함)를 배치 스케줄러에 반영해야 함.", "공휴일 데이터는 어디서 관리하나요?"),
    ("plain: phone number format", "문자 발송이 일부 번호에서 실패.", "010-1234-5678 형식과 +82 형식이 섞여 있었음. E.164로 정규화.", ""),
    ("plain: iOS build number", "TestFlight 업로드가 중복으로 거절됨.", "버전 문자열이 같아도 build number는 증가해야 함.", ""),
    ("plain: Gradle memory", "CI 안드로이드 빌드가 'Gradle daemon disappeared'로 죽음.", "org.gradle.jvmargs=-Xmx4g 설정하고 작은 runner는 worker 2개로 제한.", ""),
    ("plain: health check", "배포 중에 로드밸런서가 새 pod를 계속 unhealthy로 표시함.", "마이그레이션 끝나기 전에 readiness probe가 /health를 호출함. startup probe 추가.", ""),
    ("plain: websocket timeout", "실시간 업데이트가 정확히 60초 조용하면 끊김.", "ALB idle timeout이 60초. 30초마다 ping 보낼 것.", ""),
    ("plain: image tag latest", "같은 manifest인데 staging과 prod 코드가 다름.", "둘 다 :latest를 씀. git SHA 같은 불변 태그만 배포할 것.", "admission policy로 :latest를 막을 수 있나요?"),
    ("plain: address API", "도로명 주소 검색 결과에 지번 주소가 안 나옴.", "검색 API 응답의 jibunAddress 필드를 안 쓰고 있었음.", ""),
    ("plain: test isolation", "통합 테스트가 단독으로는 통과하는데 전체 실행 시 실패.", "테스트 하나가 공용 DB에 데이터를 남김. 테스트마다 트랜잭션 롤백.", ""),
]


PLAIN_QUEUE = {"en": [], "ko": []}


def plain_note(lang):
    q = PLAIN_QUEUE[lang]
    if not q:
        q.extend(PLAIN_EN if lang == "en" else PLAIN_KO)
        R.shuffle(q)
    cat, mc, le, ak = q.pop()
    # vary: sometimes drop the lesson or ask, sometimes prepend a task context
    if chance(0.3):
        ak = ""
    if chance(0.5):
        mc = T(lang, "While %s: " % pick(["fixing the nightly job", "on-call", "preparing the release", "reviewing a PR",
                                           "migrating to the new cluster", "cleaning up tech debt", "pairing with QA"]),
               "%s 중: " % pick(["야간 잡 수정", "on-call 대응", "릴리스 준비", "PR 리뷰", "신규 클러스터 이전", "기술 부채 정리", "QA와 페어링"])) + mc
    return cat, mc, le, ak

# ---------------------------------------------------------------- checks
N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_SECRET_EN = 216
N_CLEAN_EN = 216
N_PUBLISHABLE = 24
N_PLAIN = 50

RETRIES = []

GENERIC_ASK = {
    "en": ["Is this documented anywhere I should have read first?", "Who owns this service now?",
           "Is there a runbook for this?",
           "Which environment is safe to test this in?", "Is there a staging copy I can use instead?",
           "Who should review changes to this config?"],
    "ko": ["이 내용 미리 봐야 할 문서가 있었나요?", "지금 이 서비스 담당자는 누구인가요?", "이 작업 runbook이 있나요?",
           "어느 환경에서 테스트해도 안전한가요?", "대신 써도 되는 staging 복사본이 있나요?",
           "이 설정 변경은 누가 리뷰해야 하나요?"],
}


def fill_ask(lang, ak):
    if not ak and chance(0.55):
        return pick(GENERIC_ASK[lang])
    return ak


def field_sizes_ok(fields):
    if not fields["missing_context"]:
        return False
    if len(fields["missing_context"].encode("utf-8")) > 1024:
        return False
    if len(fields["lesson"].encode("utf-8")) > 1024:
        return False
    if len(fields["ask_next_time"].encode("utf-8")) > 512:
        return False
    return True


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def secret_windows_ok(fields, secrets):
    """FORMAT.txt conditions: every secret >= 8 chars and verbatim in the fields; no 8-char window of any
    secret occurs in the fields outside the occurrences of the secrets themselves."""
    if not secrets:
        return False
    vals = list(fields.values())
    for s in secrets:
        if len(s) < 8:
            return False
        if not any(s in v for v in vals):
            return False
    order = sorted(dedupe(secrets), key=lambda x: (-len(x), x))
    for v in vals:
        masked_v = v
        for s in order:
            masked_v = masked_v.replace(s, "\x00")
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked_v:
                    return False
    return True


def make_secret(job, lang):
    kind, obj = job
    for attempt in range(60):
        if kind == "spec":
            cat, mc, le, ak, secrets = vendor_secret_note(obj, lang)
        elif kind == "tpl":
            cat, mc, le, ak, secrets = obj(lang)
        elif kind == "multi":
            cat, mc, le, ak, secrets = multi_env_note(lang)
        elif kind == "rot":
            cat, mc, le, ak, secrets = rotation_diff_note(lang)
        else:
            cat, mc, le, ak, secrets = env_table_note(lang)
        ak = fill_ask(lang, ak)
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
        joined = "\n".join(fields.values())
        secrets = dedupe([s for s in secrets if s in joined])
        if field_sizes_ok(fields) and secret_windows_ok(fields, secrets):
            if attempt:
                RETRIES.append((cat, attempt))
            return cat, fields, secrets
    raise RuntimeError("could not build secret note for %r" % (job,))


def make_clean(job, lang):
    kind, obj = job
    for attempt in range(60):
        if kind == "spec":
            cat, mc, le, ak = vendor_clean_note(obj, lang)
        elif kind == "plain":
            cat, mc, le, ak = plain_note(lang)
        else:
            cat, mc, le, ak = obj(lang)
        ak = fill_ask(lang, ak)
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
        if field_sizes_ok(fields):
            if attempt:
                RETRIES.append((cat, attempt))
            return cat, fields
    raise RuntimeError("could not build clean note for %r" % (job,))


# ---------------------------------------------------------------- plan
def plan_secret_jobs():
    # every handcrafted template once, a few multi-provider/rotation/table notes, then vendor specs:
    # one spec per vendor first (widest vendor coverage), then further specs of vendors with several formats.
    jobs = [("tpl", f) for f in SECRET_TEMPLATES]
    jobs += [("multi", None)] * 5 + [("rot", None)] * 2 + [("table", None)] * 2
    extra = ["s_ko_keyboard", "s_ko_keyboard", "s_hangul_pw", "s_human_chat", "s_human_chat", "s_ko_chat_db",
             "s_psql_url", "s_split_halves", "s_totp_url", "s_basic_header"]
    by_name = dict((f.__name__, f) for f in SECRET_TEMPLATES)
    jobs += [("tpl", by_name[n]) for n in extra]
    specs = list(SPECS)
    R.shuffle(specs)
    first, rest, seen = [], [], []
    for s in specs:
        if s.vendor in seen:
            rest.append(s)
        else:
            seen.append(s.vendor)
            first.append(s)
    for s in first + rest:
        if len(jobs) >= N_SECRET:
            break
        jobs.append(("spec", s))
    assert len(jobs) == N_SECRET
    R.shuffle(jobs)
    return jobs


def plan_clean_jobs():
    jobs = [("pub", f) for f in CLEAN_PUBLISHABLE]
    while len(jobs) < N_PUBLISHABLE:
        jobs.append(("pub", pick(CLEAN_PUBLISHABLE)))
    jobs += [("plain", None)] * N_PLAIN
    n_risky_hand = 150
    risky = []
    while len(risky) < n_risky_hand:
        cyc = list(CLEAN_RISKY)
        R.shuffle(cyc)
        risky.extend(cyc)
    jobs += [("risky", f) for f in risky[:n_risky_hand]]
    specs = list(SPECS)
    R.shuffle(specs)
    n_spec = N_CLEAN - len(jobs)
    jobs += [("spec", s) for s in specs[:n_spec]]
    R.shuffle(jobs)
    return jobs


def lang_list(n, n_en):
    ll = ["en"] * n_en + ["ko"] * (n - n_en)
    R.shuffle(ll)
    return ll


def build():
    notes = []
    sjobs = plan_secret_jobs()
    slangs = lang_list(N_SECRET, N_SECRET_EN)
    for job, lang in zip(sjobs, slangs):
        cat, fields, secrets = make_secret(job, lang)
        notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})
    cjobs = plan_clean_jobs()
    clangs = lang_list(N_CLEAN, N_CLEAN_EN)
    for job, lang in zip(cjobs, clangs):
        cat, fields = make_clean(job, lang)
        if job[0] == "spec":
            cat = "refs: " + cat
        notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        rec = {"id": "k%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        out.append(rec)
    return out


def final_checks(recs):
    assert len(recs) == N_TOTAL and 680 <= len(recs) <= 720
    assert sum(1 for r in recs if r["kind"] == "secret") == N_SECRET
    assert sum(1 for r in recs if r["kind"] == "clean") == N_CLEAN
    pub = 0
    for r in recs:
        f = r["fields"]
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert field_sizes_ok(f), r["id"]
        if r["kind"] == "secret":
            assert secret_windows_ok(f, r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith(" [publishable]"):
                pub += 1
    assert pub <= N_CLEAN // 10, pub


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v33.jsonl"
    recs = build()
    final_checks(recs)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    sys.stderr.write("wrote %d notes to %s sha256=%s retries=%d\n" % (len(recs), path, digest, len(RETRIES)))


if __name__ == "__main__":
    main()
