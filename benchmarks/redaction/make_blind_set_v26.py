#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v26.py -- blind evaluation set (v26) for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(26_2026_1126), drives every
choice: templates, counts, languages, presentation styles, which field gets the secret, every
random value, retries and the final shuffle.  No set is ever iterated; JSON is written with a
fixed key order.  Output: blind_set_v26.jsonl and README_v26.txt next to this script.

All tokens below are random bodies in the documented *shape* of each vendor's credentials; none is
a real credential.
"""
import base64
import datetime
import hashlib
import json
import os
import random
import re
import struct
import sys

SEED = 26_2026_1126
R = random.Random(SEED)

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LOD = LO + DG
UPD = UP + DG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HX, n)


def rd(n):
    return R.choice("123456789") + rs(DG, n - 1)


def pick(xs):
    return xs[R.randrange(len(xs))]


def picks(xs, k):
    xs = list(xs)
    R.shuffle(xs)
    return xs[:k]


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def L(lang, en, ko):
    return en if lang == "en" else ko


def sha256hex():
    return hx(64)


def gitsha():
    return hx(40)


def short(s, n=7):
    return s[:n]


def pct(s):
    out = []
    for ch in s:
        if ch in AN or ch in "-._~":
            out.append(ch)
        else:
            out.append("%%%02X" % ord(ch))
    return "".join(out)


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                              R.randint(0, 59), R.randint(0, 59))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d.%03d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                  R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def http_date():
    d = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=R.randint(0, 364 * 86400))
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return "%s, %02d %s %d %02d:%02d:%02d GMT" % (days[d.weekday()], d.day, months[d.month - 1], d.year, d.hour, d.minute, d.second)


def ts_seq(n):
    """n increasing log timestamps on the same day."""
    base = ts_log()[:11]
    t = R.randint(0, 80000)
    out = []
    for _ in range(n):
        t += R.randint(0, 40)
        out.append(base + "%02d:%02d:%02d.%03d" % (t // 3600 % 24, t // 60 % 60, t % 60, R.randint(0, 999)))
    return out


def unix_ts():
    return R.randint(1735689600, 1767225599)


def ipv4():
    return "%s.%d.%d.%d" % (pick(["10", "10", "172", "192"]), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))


def jwt(payload, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    n = {"HS256": 32, "ES256": 64, "RS256": 256}[alg]
    return f"{h}.{p}.{b64u(rbytes(n))}"


def pem_lines(der, width=64):
    body = b64e(der)
    return [body[i:i + width] for i in range(0, len(body), width)]


def ec_private_pem():
    """SEC1 EC P-256 private key: returns list of body lines (64/64/36)."""
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return pem_lines(der)


def pkcs8_ec_pem():
    """PKCS#8 EC P-256 key as used in Apple .p8 files: 150 bytes -> 64/64/64/8."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rbytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
    return pem_lines(der)


def pkcs8_ed25519_pem():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return pem_lines(der)  # one 64-char line


def openssh_ed25519(comment):
    def s(b):
        return struct.pack(">I", len(b)) + b
    seed = rbytes(32)
    pub = rbytes(32)
    pubblob = s(b"ssh-ed25519") + s(pub)
    chk = rbytes(4)
    priv = chk + chk + s(b"ssh-ed25519") + s(pub) + s(seed + pub) + s(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + s(b"none") + s(b"none") + s(b"") + struct.pack(">I", 1) + s(pubblob) + s(priv)
    body = b64e(blob)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return lines, "ssh-ed25519 " + b64e(pubblob) + " " + comment


def ssh_pub_ed25519(comment):
    def s(b):
        return struct.pack(">I", len(b)) + b
    return "ssh-ed25519 " + b64e(s(b"ssh-ed25519") + s(rbytes(32))) + " " + comment


def ssh_fp():
    return "SHA256:" + b64e(rbytes(32)).rstrip("=")


def colon_hex(n, upper=True):
    h = hx(2 * n)
    h = h.upper() if upper else h
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2))


def wg_key():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64e(bytes(k))


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)


def age_public():
    return "age1" + rs(BECH, 58)


def cert_body(nbytes=420):
    """Random base64 shaped like a (public) X.509 certificate body."""
    der = bytes.fromhex("308201") + rbytes(nbytes)
    return pem_lines(der)


# ---------------------------------------------------------------- Korean keyboard (dubeolsik)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
         "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2qwerty(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["사랑해", "우리집", "행복하자", "비밀번호", "관리자", "하늘나라", "바다", "고양이", "강아지", "초코",
               "보리", "우리가족", "봄날", "별빛", "커피", "여름", "호랑이", "서울", "부산", "한강", "민들레", "무지개"]

EN_FIRST = ["Priya", "Marcus", "Dana", "Tomas", "Aisha", "Kenji", "Olga", "Ravi", "Jonas", "Leila", "Sam",
            "Hiro", "Nadia", "Ben", "Carla", "Mateo", "Grace", "Ivan", "Noor", "Ethan"]
KO_ROMAN = ["minji", "jihoon", "seoyeon", "hyunwoo", "doyoon", "subin", "jaemin", "haeun", "yujin", "taehyun",
            "soyeon", "junho", "yerin", "sungmin", "jiwoo", "eunji"]
KO_PEOPLE = ["민지", "지훈", "서연", "현우", "도윤", "수빈", "재민", "하은", "유진", "태현", "소연", "준호", "예린", "성민"]
PW_WORDS = ["Summer", "Winter", "Welcome", "Spring", "Dragon", "Tiger", "Seoul", "Busan", "Monkey", "Galaxy",
            "Coffee", "Soccer", "Sunshine", "Autumn", "Phoenix", "Hanbit", "Falcon", "Kimchi", "Maple", "Ocean"]
PASS_WORDS = ["purple", "tractor", "mango", "lantern", "brisk", "otter", "granite", "velvet", "harbor", "cactus",
              "orbit", "pepper", "willow", "thunder", "basil", "meadow", "cobalt", "saddle", "pixel", "quarry",
              "juniper", "fossil", "ember", "walrus", "tundra", "marble", "kettle", "glacier"]
WALKS = ["1qaz2wsx", "qwer1234", "zaq12wsx", "1q2w3e4r", "1q2w3e4r5t", "qazwsxedc", "!QAZ2wsx", "asdf1234",
         "qwerasdf", "1qaz@WSX", "zxcvbnm1", "qwerty123", "1234qwer"]
SYMS = "!@#$%^&*"


def pw_random(n=None):
    n = n or R.randint(16, 24)
    while True:
        s = rs(AN + "!@#%^*-_+=", n)
        if any(c in DG for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


def pw_alnum(n=None):
    return rs(AN, n or R.randint(16, 32))


def pw_name_bday():
    name = pick([pick(EN_FIRST), pick(KO_ROMAN).capitalize(), pick(KO_ROMAN)])
    y = R.randint(1968, 2012)
    m, d = R.randint(1, 12), R.randint(1, 28)
    form = R.randrange(5)
    if form == 0:
        s = f"{name}{m:02d}{d:02d}"
    elif form == 1:
        s = f"{name}{y}"
    elif form == 2:
        s = f"{name}{y % 100:02d}{m:02d}{d:02d}"
    elif form == 3:
        s = f"{name}{pick(SYMS)}{m:02d}{d:02d}"
    else:
        s = f"{name}{y}{pick(SYMS)}"
    if chance(0.4):
        s += pick(SYMS)
    return s if len(s) >= 8 else s + str(y)


def pw_word_year():
    w = pick(PW_WORDS)
    y = R.randint(2016, 2025)
    return pick([f"{w}{y}{pick(SYMS)}", f"{w}{pick(SYMS)}{y}", f"{w}@{y}", f"{w.lower()}{y}{pick(SYMS)}{pick(SYMS)}",
                 f"{pick(SYMS)}{w}{y % 100:02d}"])


def pw_ko_keyboard():
    w = ko2qwerty(pick(KO_PW_WORDS))
    s = pick([f"{w}{R.randint(1, 9999)}", f"{w}{R.randint(1970, 2024)}{pick(SYMS)}", f"{w}{pick(SYMS)}{R.randint(10, 99)}",
              f"{w.capitalize()}{R.randint(100, 999)}!", f"{w}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"])
    while len(s) < 8:
        s += str(R.randint(0, 9))
    return s


def pw_walk():
    s = pick(WALKS) + pick(["", "!", "!@", "#", "!!", "@@", "$", "99", "!@#"])
    return s


def pw_passphrase():
    ws = picks(PASS_WORDS, R.randint(3, 4))
    sep = pick(["-", " ", ".", "_"])
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(R.randint(2, 99))
    return s


def pw_pin():
    return rd(R.randint(8, 10))


def pw_human():
    return pick([pw_name_bday, pw_word_year, pw_ko_keyboard, pw_walk, pw_passphrase])()


def db_pw_urlsafe():
    """Password that may need percent-encoding; returns (raw, as_written_in_url)."""
    raw = rs(AN, R.randint(10, 16)) + pick(["@", "#", "/", "!", "%", ":", "?", "&", ""]) + rs(AN, R.randint(2, 6))
    return raw, pct(raw)


# ================================================================ vendor credential shapes
# Each vendor entry yields "items": (NAME, value_as_written, [listed secret substrings of value]).
# Identifiers that are not credentials are items with an empty list.

def tok(name, value):
    return (name, value, [value])


def ident(name, value):
    return (name, value, [])


def basic_hdr(user, pw):
    blob = b64e(f"{user}:{pw}".encode())
    return f"Authorization: Basic {blob}", [blob]


VENDORS = []


BRAND_PREFIXES = ["Docker Hub", "SonarQube", "Artifactory", "Bitbucket", "Azure DevOps", "Entra ID", "Azure Storage",
                  "Azure IoT Hub", "Linode", "Terraform Cloud", "Vault", "Alibaba Cloud", "Tencent Cloud", "Volcengine",
                  "Rancher", "Quay", "Gemini", "Square", "Braintree", "Midtrans", "Upbit", "KIS Developers", "QuickBooks",
                  "MessageBird", "LINE", "JANDI", "Dooray!", "DingTalk", "Feishu", "WeChat", "Channel Talk",
                  "Firebase Cloud Messaging", "SendGrid", "Mailchimp", "Postmark", "SparkPost", "Grafana Cloud", "Splunk",
                  "Loggly", "Elasticsearch", "Jira", "Trello", "Todoist", "Backlog", "Auth0", "dbt Cloud", "Segment",
                  "Adafruit IO", "TTN", "PlayFab", "YouTube Data API", "Steam Web API"]


def brand_of(co, kind):
    """Name used in prose (the product people talk about) and the kind without that prefix."""
    if kind.startswith("Cloud "):
        return co + " Cloud", kind[6:]
    best = ""
    for b in BRAND_PREFIXES:
        if kind.startswith(b + " ") and len(b) > len(best):
            best = b
    if best:
        return best, kind[len(best) + 1:]
    return co, kind


def V(co, kind, dom, items, hdr=None, host=None):
    """items: callable -> list of items.  hdr: format string over item values ({0}, {1}) or callable(vals)->(line, secrets)."""
    brand, k = brand_of(co, kind)
    VENDORS.append({"co": co, "kind": kind, "dom": dom, "items": items, "hdr": hdr, "host": host, "brand": brand, "k": k})


def _slack_url():
    t, b, s = "T" + rs(UPD, 10), "B" + rs(UPD, 10), rs(AN, 24)
    return [("SLACK_WEBHOOK_URL", f"https://hooks.slack.com/services/{t}/{b}/{s}", [s])]


def _discord_url():
    i, s = rd(19), rs(B64U, 68)
    return [("DISCORD_WEBHOOK_URL", f"https://discord.com/api/webhooks/{i}/{s}", [s])]


def _discord_bot():
    uid = rd(19)
    return [tok("DISCORD_BOT_TOKEN", b64e(uid.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38))]


def _twitter_bearer():
    mid = rs(AN, 18)
    for c in ("%2B", "%2F", "%3D"):
        k = R.randrange(len(mid))
        mid = mid[:k] + c + mid[k:]
    return "A" * 21 + rs(AN, 4) + "A" * 6 + rs(AN, 1) + mid + "%3D" + rs(AN, 50)


def _mapbox_sk(user):
    body = b64u(json.dumps({"u": user, "a": rs(LOD, 25)}, separators=(",", ":")).encode())
    return "sk." + body + "." + rs(B64U, 22)


def _glc():
    body = b64e(json.dumps({"o": rd(6), "n": "stack-" + rd(6) + "-hm-read", "k": rs(AN, 24),
                            "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}},
                           separators=(",", ":")).encode()).rstrip("=")
    return "glc_" + body


def _jfrog_ref():
    return b64e(f"reftkn:01:{unix_ts() + 31536000}:{rs(AN, 27)}".encode()).rstrip("=")


def _elastic_apikey():
    return b64e(f"{rs(B64U, 20)}:{rs(B64U, 22)}".encode())


def _supabase_service():
    ref = rs(LO, 20)
    now = unix_ts()
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000}), ref


def _ably():
    return f"{rs(AN + '_-', 6)}.{rs(AN + '_-', 6)}:{rs(B64U, 43)}"


def _azure_ad():
    return rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34)


def _roblox():
    return ("_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-"
            "ROBUX-and-items.|_" + hx(320).upper())


def _aws_session():
    return "IQoJb3JpZ2luX2VjE" + rs(B64, R.randint(330, 420)) + pick(["", "=", "=="])


# --- code hosting / CI / package registries
V("GitHub", "classic personal access token", "ci", lambda: [tok("GITHUB_TOKEN", "ghp_" + rs(AN, 36))],
  "Authorization: token {0}", "api.github.com/repos/{org}/{svc}/releases")
V("GitHub", "fine-grained personal access token", "ci",
  lambda: [tok("GH_PAT", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59))], "Authorization: Bearer {0}",
  "api.github.com/repos/{org}/{svc}/dispatches")
V("GitHub", "GitHub App installation token", "ci", lambda: [tok("GH_INSTALL_TOKEN", "ghs_" + rs(AN, 36))],
  "Authorization: Bearer {0}", "api.github.com/repos/{org}/{svc}/check-runs")
V("GitLab", "personal access token", "ci", lambda: [tok("GITLAB_TOKEN", "glpat-" + rs(AN + "-_", 20))],
  "PRIVATE-TOKEN: {0}", "gitlab.{org}.io/api/v4/projects/{n}/pipelines")
V("GitLab", "runner authentication token", "ci", lambda: [tok("RUNNER_TOKEN", "glrt-" + rs(AN + "-_", 20))])
V("npm", "automation token", "ci", lambda: [tok("NPM_TOKEN", "npm_" + rs(AN, 36))],
  "Authorization: Bearer {0}", "registry.npmjs.org/-/whoami")
V("PyPI", "API token", "ci", lambda: [tok("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150))])
V("Docker", "Docker Hub personal access token", "ci", lambda: [tok("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))])
V("CircleCI", "personal API token", "ci", lambda: [tok("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hx(40))],
  "Circle-Token: {0}", "circleci.com/api/v2/me")
V("Buildkite", "API access token", "ci", lambda: [tok("BUILDKITE_API_TOKEN", "bkua_" + hx(40))],
  "Authorization: Bearer {0}", "api.buildkite.com/v2/user")
V("Codecov", "upload token", "ci", lambda: [tok("CODECOV_TOKEN", uuid4())])
V("SonarSource", "SonarQube user token", "ci", lambda: [tok("SONAR_TOKEN", "squ_" + hx(40))],
  "Authorization: Bearer {0}", "sonar.{org}.io/api/authentication/validate")
V("Snyk", "API token", "ci", lambda: [tok("SNYK_TOKEN", uuid4())], "Authorization: token {0}",
  "api.snyk.io/rest/self?version=2024-06-10")
V("JFrog", "Artifactory reference token", "ci", lambda: [tok("ARTIFACTORY_TOKEN", _jfrog_ref())],
  "Authorization: Bearer {0}", "{org}.jfrog.io/artifactory/api/repositories")
V("JFrog", "Artifactory API key", "ci", lambda: [tok("ARTIFACTORY_API_KEY", "AKCp" + rs(AN, 69))],
  "X-JFrog-Art-Api: {0}", "{org}.jfrog.io/artifactory/api/storageinfo")
V("Atlassian", "Bitbucket app password", "ci",
  lambda: [ident("BITBUCKET_USER", pick(KO_ROMAN) + "-ci"), tok("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32))])
V("Microsoft", "Azure DevOps personal access token", "ci",
  lambda: [tok("AZURE_DEVOPS_EXT_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52))])
V("Postman", "API key", "ci", lambda: [tok("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))],
  "X-Api-Key: {0}", "api.getpostman.com/collections")
V("Expo", "access token", "ci", lambda: [tok("EXPO_TOKEN", rs(B64U, 40))])
V("Gitea", "access token", "ci", lambda: [tok("GITEA_TOKEN", hx(40))], "Authorization: token {0}",
  "git.{org}.kr/api/v1/user")
# --- cloud / infra
V("Amazon Web Services", "IAM access key pair", "cloud",
  lambda: [tok("AWS_ACCESS_KEY_ID", "AKIA" + rs(UP + "234567", 16)), tok("AWS_SECRET_ACCESS_KEY", rs(B64, 40))])
V("Amazon Web Services", "STS temporary credentials", "cloud",
  lambda: [tok("AWS_ACCESS_KEY_ID", "ASIA" + rs(UP + "234567", 16)), tok("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
           tok("AWS_SESSION_TOKEN", _aws_session())])
V("Google", "Cloud API key", "cloud", lambda: [tok("GOOGLE_API_KEY", "AIza" + rs(B64U, 35))],
  "X-Goog-Api-Key: {0}", "translation.googleapis.com/language/translate/v2")
V("Google", "OAuth client secret", "auth",
  lambda: [ident("GOOGLE_CLIENT_ID", rd(12) + "-" + rs(LOD, 32) + ".apps.googleusercontent.com"),
           tok("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))])
V("Microsoft", "Entra ID client secret", "auth",
  lambda: [ident("AZURE_CLIENT_ID", uuid4()), ident("AZURE_TENANT_ID", uuid4()), tok("AZURE_CLIENT_SECRET", _azure_ad())])
V("Microsoft", "Azure Storage connection string", "cloud",
  lambda: (lambda k, acct: [("AZURE_STORAGE_CONNECTION_STRING",
                             f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net",
                             [k])])(b64e(rbytes(64)), "st" + rs(LOD, 10)))
V("Microsoft", "Azure IoT Hub device connection string", "iot",
  lambda: (lambda k: [("IOTHUB_DEVICE_CONNECTION_STRING",
                       f"HostName=iot-{rs(LOD, 6)}.azure-devices.net;DeviceId=gw-{rd(4)};SharedAccessKey={k}", [k])])(
      b64e(rbytes(32))))
V("DigitalOcean", "personal access token", "cloud", lambda: [tok("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))],
  "Authorization: Bearer {0}", "api.digitalocean.com/v2/droplets")
V("Akamai", "Linode personal access token", "cloud", lambda: [tok("LINODE_TOKEN", hx(64))],
  "Authorization: Bearer {0}", "api.linode.com/v4/linode/instances")
V("Vultr", "API key", "cloud", lambda: [tok("VULTR_API_KEY", rs(UPD, 36))], "Authorization: Bearer {0}",
  "api.vultr.com/v2/instances")
V("Hetzner", "Cloud API token", "cloud", lambda: [tok("HCLOUD_TOKEN", rs(AN, 64))], "Authorization: Bearer {0}",
  "api.hetzner.cloud/v1/servers")
V("Scaleway", "API key pair", "cloud",
  lambda: [tok("SCW_ACCESS_KEY", "SCW" + rs(UPD, 17)), tok("SCW_SECRET_KEY", uuid4())])
V("OVHcloud", "API application credentials", "cloud",
  lambda: [ident("OVH_APPLICATION_KEY", rs(AN, 16)), tok("OVH_APPLICATION_SECRET", rs(AN, 32)),
           tok("OVH_CONSUMER_KEY", rs(AN, 32))])
V("Oracle", "OCI auth token", "cloud",
  lambda: [ident("OCI_USER", "oracleidentitycloudservice/" + pick(KO_ROMAN) + "@example.kr"),
           tok("OCI_AUTH_TOKEN", rs(AN + "()<>;:.+-_#[]{}", 20))])
V("IBM", "Cloud API key", "cloud", lambda: [tok("IBMCLOUD_API_KEY", rs(B64U, 44))])
V("Akamai", "EdgeGrid credentials", "cloud",
  lambda: [ident("host", "akab-" + rs(LOD, 16) + "-" + rs(LOD, 16) + ".luna.akamaiapis.net"),
           tok("client_token", "akab-" + rs(LOD, 16) + "-" + rs(LOD, 16)),
           tok("client_secret", b64e(rbytes(32))), tok("access_token", "akab-" + rs(LOD, 16) + "-" + rs(LOD, 16))])
V("Cloudflare", "API token", "cloud", lambda: [tok("CLOUDFLARE_API_TOKEN", rs(B64U, 40))],
  "Authorization: Bearer {0}", "api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare", "R2 access key pair", "cloud",
  lambda: [tok("R2_ACCESS_KEY_ID", hx(32)), tok("R2_SECRET_ACCESS_KEY", hx(64))])
V("Fastly", "API token", "cloud", lambda: [tok("FASTLY_API_TOKEN", rs(B64U, 32))], "Fastly-Key: {0}",
  "api.fastly.com/service/{n}/purge_all")
V("Vercel", "access token", "cloud", lambda: [tok("VERCEL_TOKEN", rs(AN, 24))], "Authorization: Bearer {0}",
  "api.vercel.com/v9/projects")
V("Netlify", "personal access token", "cloud", lambda: [tok("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))],
  "Authorization: Bearer {0}", "api.netlify.com/api/v1/sites")
V("Fly.io", "deploy token", "cloud", lambda: [tok("FLY_API_TOKEN", "fo1_" + rs(B64U, 43))])
V("Render", "API key", "cloud", lambda: [tok("RENDER_API_KEY", "rnd_" + rs(AN, 32))], "Authorization: Bearer {0}",
  "api.render.com/v1/services")
V("Railway", "API token", "cloud", lambda: [tok("RAILWAY_TOKEN", uuid4())])
V("Heroku", "API key", "cloud", lambda: [tok("HEROKU_API_KEY", uuid4())], "Authorization: Bearer {0}",
  "api.heroku.com/apps")
V("HashiCorp", "Terraform Cloud team token", "cloud",
  lambda: [tok("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))], "Authorization: Bearer {0}",
  "app.terraform.io/api/v2/organizations/{org}/workspaces")
V("HashiCorp", "Vault token", "cloud", lambda: [tok("VAULT_TOKEN", "hvs." + rs(AN, 24))], "X-Vault-Token: {0}",
  "vault.{org}.internal:8200/v1/auth/token/lookup-self")
V("Pulumi", "access token", "cloud", lambda: [tok("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))])
V("Doppler", "service token", "cloud",
  lambda: [tok("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40))])
V("Tailscale", "auth key", "cloud",
  lambda: [tok("TS_AUTHKEY", "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33))])
V("ngrok", "authtoken", "cloud", lambda: [tok("NGROK_AUTHTOKEN", "2" + rs(AN, 26) + "_" + rs(AN, 21))])
V("Backblaze", "B2 application key", "cloud",
  lambda: [tok("B2_APPLICATION_KEY_ID", "005" + hx(22)), tok("B2_APPLICATION_KEY", "K005" + rs(AN + "/+", 27))])
V("Wasabi", "access key pair", "cloud",
  lambda: [tok("WASABI_ACCESS_KEY", rs(UPD, 20)), tok("WASABI_SECRET_KEY", rs(AN, 40))])
V("Alibaba", "Cloud AccessKey pair", "cloud",
  lambda: [tok("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AN, 20)), tok("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))])
V("Tencent", "Cloud SecretId/SecretKey pair", "cloud",
  lambda: [tok("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)), tok("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))])
V("Huawei Cloud", "AK/SK pair", "cloud",
  lambda: [tok("HUAWEICLOUD_SDK_AK", rs(UPD, 20)), tok("HUAWEICLOUD_SDK_SK", rs(AN, 40))])
V("ByteDance", "Volcengine AccessKey pair", "cloud",
  lambda: [tok("VOLC_ACCESSKEY", "AKLT" + rs(AN, 40)), tok("VOLC_SECRETKEY", b64e(rbytes(45)))])
V("Qiniu", "AK/SK pair", "cloud", lambda: [tok("QINIU_ACCESS_KEY", rs(B64U, 40)), tok("QINIU_SECRET_KEY", rs(B64U, 40))])
V("Naver Cloud", "API access key pair", "cloud",
  lambda: [tok("NCLOUD_ACCESS_KEY", rs(AN, 20)), tok("NCLOUD_SECRET_KEY", rs(AN, 40))])
V("Sakura Internet", "API token pair", "cloud",
  lambda: [tok("SAKURACLOUD_ACCESS_TOKEN", uuid4()), tok("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))])
V("SUSE", "Rancher API token", "cloud",
  lambda: [tok("RANCHER_TOKEN", "token-" + rs(LOD, 5) + ":" + rs(LOD, 54))], "Authorization: Bearer {0}",
  "rancher.{org}.internal/v3/clusters")
V("Red Hat", "Quay robot token", "ci",
  lambda: [ident("QUAY_ROBOT", f"{pick(['acme', 'hanbit', 'daon'])}+ci_pusher"), tok("QUAY_ROBOT_TOKEN", rs(UPD, 64))])
# --- AI / ML APIs
V("OpenAI", "project API key", "llm",
  lambda: [tok("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))], "Authorization: Bearer {0}",
  "api.openai.com/v1/chat/completions")
V("Anthropic", "API key", "llm", lambda: [tok("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")],
  "x-api-key: {0}", "api.anthropic.com/v1/messages")
V("Hugging Face", "user access token", "llm", lambda: [tok("HF_TOKEN", "hf_" + rs(UP + LO, 34))],
  "Authorization: Bearer {0}", "huggingface.co/api/whoami-v2")
V("Replicate", "API token", "llm", lambda: [tok("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))],
  "Authorization: Bearer {0}", "api.replicate.com/v1/predictions")
V("Cohere", "API key", "llm", lambda: [tok("CO_API_KEY", rs(AN, 40))], "Authorization: Bearer {0}",
  "api.cohere.com/v2/embed")
V("Mistral AI", "API key", "llm", lambda: [tok("MISTRAL_API_KEY", rs(AN, 32))], "Authorization: Bearer {0}",
  "api.mistral.ai/v1/chat/completions")
V("Groq", "API key", "llm", lambda: [tok("GROQ_API_KEY", "gsk_" + rs(AN, 52))], "Authorization: Bearer {0}",
  "api.groq.com/openai/v1/models")
V("Perplexity", "API key", "llm", lambda: [tok("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48))],
  "Authorization: Bearer {0}", "api.perplexity.ai/chat/completions")
V("xAI", "API key", "llm", lambda: [tok("XAI_API_KEY", "xai-" + rs(AN, 80))], "Authorization: Bearer {0}",
  "api.x.ai/v1/chat/completions")
V("Pinecone", "API key", "llm", lambda: [tok("PINECONE_API_KEY", "pcsk_" + rs(AN, 5) + "_" + rs(AN, 63))],
  "Api-Key: {0}", "api.pinecone.io/indexes")
V("Weights & Biases", "API key", "llm", lambda: [tok("WANDB_API_KEY", hx(40))])
V("Deepgram", "API key", "llm", lambda: [tok("DEEPGRAM_API_KEY", hx(40))], "Authorization: Token {0}",
  "api.deepgram.com/v1/listen?model=nova-2&language=ko")
V("ElevenLabs", "API key", "llm", lambda: [tok("ELEVENLABS_API_KEY", "sk_" + hx(48))], "xi-api-key: {0}",
  "api.elevenlabs.io/v1/voices")
V("AssemblyAI", "API key", "llm", lambda: [tok("ASSEMBLYAI_API_KEY", hx(32))], "Authorization: {0}",
  "api.assemblyai.com/v2/transcript")
V("Google", "Gemini API key", "llm", lambda: [tok("GEMINI_API_KEY", "AIza" + rs(B64U, 35))], "x-goog-api-key: {0}",
  "generativelanguage.googleapis.com/v1beta/models")
# --- payments / commerce
V("Stripe", "live secret key", "pay", lambda: [tok("STRIPE_SECRET_KEY", "sk_live_51" + rs(AN, 97))],
  "Authorization: Bearer {0}", "api.stripe.com/v1/payment_intents")
V("Stripe", "restricted key", "pay", lambda: [tok("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(AN, 97))],
  "Authorization: Bearer {0}", "api.stripe.com/v1/charges?limit=3")
V("Stripe", "webhook signing secret", "pay", lambda: [tok("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))])
V("Block", "Square production access token", "pay", lambda: [tok("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))],
  "Authorization: Bearer {0}", "connect.squareup.com/v2/locations")
V("PayPal", "Braintree access token", "pay",
  lambda: [tok("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOD, 16) + "$" + hx(32))])
V("Plaid", "API secret", "pay", lambda: [ident("PLAID_CLIENT_ID", hx(24)), tok("PLAID_SECRET", hx(30))])
V("Shopify", "Admin API access token", "pay", lambda: [tok("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32))],
  "X-Shopify-Access-Token: {0}", "{org}-store.myshopify.com/admin/api/2024-07/orders.json")
V("Shopify", "app shared secret", "pay", lambda: [ident("SHOPIFY_API_KEY", hx(32)), tok("SHOPIFY_API_SECRET", "shpss_" + hx(32))])
V("Razorpay", "key secret", "pay",
  lambda: [ident("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14)), tok("RAZORPAY_KEY_SECRET", rs(AN, 24))])
V("Paytm", "merchant key", "pay", lambda: [ident("PAYTM_MID", rs(UP + LO, 6) + rd(14)), tok("PAYTM_MERCHANT_KEY", rs(AN + "_@#&", 16))])
V("Xendit", "secret API key", "pay", lambda: [tok("XENDIT_SECRET_KEY", "xnd_production_" + rs(AN, 60))])
V("GoTo", "Midtrans server key", "pay", lambda: [tok("MIDTRANS_SERVER_KEY", "Mid-server-" + rs(B64U, 24))])
V("Mollie", "live API key", "pay", lambda: [tok("MOLLIE_API_KEY", "live_" + rs(AN, 30))], "Authorization: Bearer {0}",
  "api.mollie.com/v2/payments")
V("GoCardless", "live access token", "pay", lambda: [tok("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))])
V("Toss Payments", "live secret key", "pay", lambda: [tok("TOSS_SECRET_KEY", "live_sk_" + rs(AN, 28))],
  lambda vals: basic_hdr(vals[0], ""), "api.tosspayments.com/v1/payments/confirm")
V("PortOne", "V2 API secret", "pay", lambda: [tok("PORTONE_API_SECRET", rs(AN, 80))],
  "Authorization: PortOne {0}", "api.portone.io/payments/{n}")
V("PortOne", "iamport REST API key/secret (V1)", "pay",
  lambda: [ident("IMP_KEY", rd(16)), tok("IMP_SECRET", rs(AN, 80))])
V("KG Inicis", "INIAPI key and sign key", "pay",
  lambda: [ident("INICIS_MID", "INI" + rs(LOD, 7)), tok("INICIS_API_KEY", rs(AN, 16)), tok("INICIS_SIGN_KEY", b64e(rbytes(24)))])
V("NICE Payments", "merchant key", "pay", lambda: [ident("NICEPAY_MID", "nicepay" + rd(3) + "m"), tok("NICEPAY_MERCHANT_KEY", b64e(rbytes(64)))])
V("Coupang", "Open API access/secret key", "pay",
  lambda: [ident("COUPANG_VENDOR_ID", "A00" + rd(6)), tok("COUPANG_ACCESS_KEY", uuid4()), tok("COUPANG_SECRET_KEY", hx(40))])
V("Naver", "Commerce API client secret", "pay",
  lambda: [ident("NAVER_COMMERCE_CLIENT_ID", rs(AN, 22)), tok("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22))])
V("Cafe24", "app client secret", "pay",
  lambda: [ident("CAFE24_CLIENT_ID", rs(AN, 22)), tok("CAFE24_CLIENT_SECRET", rs(AN, 22))])
V("Shippo", "live API token", "pay", lambda: [tok("SHIPPO_API_TOKEN", "shippo_live_" + hx(40))],
  "Authorization: ShippoToken {0}", "api.goshippo.com/shipments/")
V("EasyPost", "production API key", "pay", lambda: [tok("EASYPOST_API_KEY", "EZAK" + rs(AN, 54))])
V("Lob", "live API key", "pay", lambda: [tok("LOB_API_KEY", "live_" + hx(35))])
V("Binance", "API key pair", "pay", lambda: [tok("BINANCE_API_KEY", rs(AN, 64)), tok("BINANCE_API_SECRET", rs(AN, 64))])
V("Dunamu", "Upbit Open API key pair", "pay",
  lambda: [tok("UPBIT_ACCESS_KEY", rs(AN, 40)), tok("UPBIT_SECRET_KEY", rs(AN, 40))])
V("Bithumb", "API connect/secret key", "pay",
  lambda: [tok("BITHUMB_API_KEY", hx(32)), tok("BITHUMB_SECRET_KEY", hx(32))])
V("Korea Investment & Securities", "KIS Developers appkey/appsecret", "pay",
  lambda: [tok("KIS_APP_KEY", "PS" + rs(AN, 34)), tok("KIS_APP_SECRET", rs(B64, 180))])
V("Intuit", "QuickBooks client secret", "pay",
  lambda: [ident("QBO_CLIENT_ID", "AB" + rs(AN, 48)), tok("QBO_CLIENT_SECRET", rs(AN, 40))])
V("Xero", "OAuth client secret", "pay", lambda: [ident("XERO_CLIENT_ID", hx(32).upper()), tok("XERO_CLIENT_SECRET", rs(B64U, 48))])
V("Klaviyo", "private API key", "mail", lambda: [tok("KLAVIYO_PRIVATE_KEY", "pk_" + hx(34))],
  "Authorization: Klaviyo-API-Key {0}", "a.klaviyo.com/api/lists/")
# --- messaging / chat / push
V("Slack", "bot token", "msg", lambda: [tok("SLACK_BOT_TOKEN", f"xoxb-{rd(12)}-{rd(13)}-{rs(AN, 24)}")],
  "Authorization: Bearer {0}", "slack.com/api/chat.postMessage")
V("Slack", "user token", "msg", lambda: [tok("SLACK_USER_TOKEN", f"xoxp-{rd(12)}-{rd(12)}-{rd(13)}-{hx(32)}")],
  "Authorization: Bearer {0}", "slack.com/api/conversations.history")
V("Slack", "app-level token", "msg", lambda: [tok("SLACK_APP_TOKEN", f"xapp-1-A{rs(UPD, 10)}-{rd(13)}-{hx(64)}")])
V("Slack", "incoming webhook URL", "msg", _slack_url)
V("Slack", "signing secret", "msg", lambda: [tok("SLACK_SIGNING_SECRET", hx(32))])
V("Discord", "bot token", "game", _discord_bot, "Authorization: Bot {0}", "discord.com/api/v10/users/@me")
V("Discord", "webhook URL", "game", _discord_url)
V("Telegram", "bot token", "msg", lambda: [tok("TELEGRAM_BOT_TOKEN", rd(10) + ":AA" + rs(B64U, 33))])
V("Twilio", "account auth token", "msg",
  lambda: [ident("TWILIO_ACCOUNT_SID", "AC" + hx(32)), tok("TWILIO_AUTH_TOKEN", hx(32))])
V("Vonage", "API secret", "msg", lambda: [ident("VONAGE_API_KEY", hx(8)), tok("VONAGE_API_SECRET", rs(AN, 16))])
V("Plivo", "auth token", "msg", lambda: [ident("PLIVO_AUTH_ID", "MA" + rs(UPD, 18)), tok("PLIVO_AUTH_TOKEN", rs(AN, 40))])
V("Bird", "MessageBird live access key", "msg", lambda: [tok("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25))],
  "Authorization: AccessKey {0}", "rest.messagebird.com/messages")
V("Infobip", "API key", "msg", lambda: [tok("INFOBIP_API_KEY", hx(32) + "-" + uuid4())], "Authorization: App {0}",
  "{n}.api.infobip.com/sms/2/text/advanced")
V("Solapi", "API key and secret", "msg", lambda: [tok("SOLAPI_API_KEY", "NCS" + rs(UPD, 13)), tok("SOLAPI_API_SECRET", rs(UPD, 32))])
V("Aligo", "SMS API key", "msg", lambda: [ident("ALIGO_USER_ID", pick(KO_ROMAN) + "corp"), tok("ALIGO_API_KEY", rs(LOD, 32))])
V("LY Corporation", "LINE channel access token", "msg", lambda: [tok("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")],
  "Authorization: Bearer {0}", "api.line.me/v2/bot/message/push")
V("LY Corporation", "LINE channel secret", "msg", lambda: [ident("LINE_CHANNEL_ID", rd(10)), tok("LINE_CHANNEL_SECRET", hx(32))])
V("Kakao", "Admin key", "msg", lambda: [tok("KAKAO_ADMIN_KEY", hx(32))], "Authorization: KakaoAK {0}",
  "kapi.kakao.com/v1/user/ids")
V("Kakao", "REST API key", "msg", lambda: [tok("KAKAO_REST_API_KEY", hx(32))], "Authorization: KakaoAK {0}",
  "dapi.kakao.com/v2/local/search/address.json")
V("Naver", "Login API client secret", "auth",
  lambda: [ident("NAVER_CLIENT_ID", rs(AN, 20)), tok("NAVER_CLIENT_SECRET", rs(AN, 10))])
V("Toss Lab", "JANDI incoming webhook URL", "msg",
  lambda: (lambda s: [("JANDI_WEBHOOK_URL", f"https://wh.jandi.com/connect-api/webhook/{rd(8)}/{s}", [s])])(hx(32)))
V("NHN", "Dooray! incoming hook URL", "msg",
  lambda: (lambda s: [("DOORAY_HOOK_URL", f"https://hook.dooray.com/services/{rd(19)}/{rd(19)}/{s}", [s])])(rs(B64U, 22)))
V("Alibaba", "DingTalk robot token and signing secret", "msg",
  lambda: (lambda t, s: [("DINGTALK_WEBHOOK", f"https://oapi.dingtalk.com/robot/send?access_token={t}", [t]),
                         tok("DINGTALK_SECRET", s)])(hx(64), "SEC" + hx(64)))
V("ByteDance", "Feishu app secret", "msg", lambda: [ident("FEISHU_APP_ID", "cli_" + hx(16)), tok("FEISHU_APP_SECRET", rs(AN, 32))])
V("Tencent", "WeChat AppSecret", "msg", lambda: [ident("WECHAT_APPID", "wx" + hx(16)), tok("WECHAT_APPSECRET", hx(32))])
V("Chatwork", "API token", "msg", lambda: [tok("CHATWORK_API_TOKEN", hx(32))], "X-ChatWorkToken: {0}",
  "api.chatwork.com/v2/rooms")
V("LINE WORKS", "API 2.0 client secret", "msg",
  lambda: [ident("LW_CLIENT_ID", rs(AN, 20)), tok("LW_CLIENT_SECRET", rs(AN, 10))])
V("Sendbird", "master API token", "msg", lambda: [ident("SENDBIRD_APP_ID", uuid4().upper()), tok("SENDBIRD_API_TOKEN", hx(40))],
  None, None)
V("Channel Corp", "Channel Talk access secret", "msg",
  lambda: [tok("CHANNEL_ACCESS_KEY", hx(24)), tok("CHANNEL_ACCESS_SECRET", hx(32))])
V("Pusher", "Channels app secret", "msg",
  lambda: [ident("PUSHER_APP_ID", rd(7)), ident("PUSHER_KEY", hx(20)), tok("PUSHER_SECRET", hx(20))])
V("Ably", "API key", "msg", lambda: [tok("ABLY_API_KEY", _ably())])
V("OneSignal", "REST API key", "msg", lambda: [ident("ONESIGNAL_APP_ID", uuid4()), tok("ONESIGNAL_REST_API_KEY", rs(AN, 48))])
V("Google", "Firebase Cloud Messaging legacy server key", "msg",
  lambda: [tok("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))], "Authorization: key={0}",
  "fcm.googleapis.com/fcm/send")
V("Zoom", "Server-to-Server OAuth client secret", "msg",
  lambda: [ident("ZOOM_ACCOUNT_ID", rs(B64U, 22)), ident("ZOOM_CLIENT_ID", rs(AN, 22)), tok("ZOOM_CLIENT_SECRET", rs(AN, 32))])
V("Agora", "App Certificate", "game", lambda: [ident("AGORA_APP_ID", hx(32)), tok("AGORA_APP_CERTIFICATE", hx(32))])
# --- email
V("Twilio", "SendGrid API key", "mail", lambda: [tok("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
  "Authorization: Bearer {0}", "api.sendgrid.com/v3/mail/send")
V("Mailgun", "private API key", "mail", lambda: [tok("MAILGUN_API_KEY", hx(32) + "-" + hx(8) + "-" + hx(8))],
  lambda vals: basic_hdr("api", vals[0]), "api.mailgun.net/v3/mg.{org}.com/messages")
V("Intuit", "Mailchimp API key", "mail", lambda: [tok("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randint(2, 21)))])
V("ActiveCampaign", "Postmark server token", "mail", lambda: [tok("POSTMARK_SERVER_TOKEN", uuid4())],
  "X-Postmark-Server-Token: {0}", "api.postmarkapp.com/email")
V("Brevo", "API v3 key", "mail", lambda: [tok("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(AN, 16))],
  "api-key: {0}", "api.brevo.com/v3/smtp/email")
V("Resend", "API key", "mail", lambda: [tok("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24))],
  "Authorization: Bearer {0}", "api.resend.com/emails")
V("Bird", "SparkPost API key", "mail", lambda: [tok("SPARKPOST_API_KEY", hx(40))], "Authorization: {0}",
  "api.sparkpost.com/api/v1/transmissions")
V("Mailjet", "API key pair", "mail", lambda: [tok("MJ_APIKEY_PUBLIC", hx(32)), tok("MJ_APIKEY_PRIVATE", hx(32))])
# --- observability / on-call
V("Datadog", "API key and application key", "obs", lambda: [tok("DD_API_KEY", hx(32)), tok("DD_APP_KEY", hx(40))])
V("Datadog", "API key", "obs", lambda: [tok("DD_API_KEY", hx(32))], "DD-API-KEY: {0}",
  "api.datadoghq.com/api/v1/validate")
V("New Relic", "user API key", "obs", lambda: [tok("NEW_RELIC_API_KEY", "NRAK-" + rs(UPD, 27))], "API-Key: {0}",
  "api.newrelic.com/graphql")
V("New Relic", "ingest license key", "obs", lambda: [tok("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL")])
V("Sentry", "user auth token", "obs", lambda: [tok("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))],
  "Authorization: Bearer {0}", "sentry.io/api/0/organizations/{org}/releases/")
V("Grafana Labs", "service account token", "obs",
  lambda: [tok("GRAFANA_SA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hx(8))], "Authorization: Bearer {0}",
  "grafana.{org}.internal/api/dashboards/uid/{n}")
V("Grafana Labs", "Grafana Cloud access policy token", "obs", lambda: [tok("GRAFANA_CLOUD_TOKEN", _glc())])
V("Honeycomb", "ingest API key", "obs", lambda: [tok("HONEYCOMB_API_KEY", "hcaik_" + rs(LOD, 58))],
  "X-Honeycomb-Team: {0}", "api.honeycomb.io/1/auth")
V("Dynatrace", "API token", "obs", lambda: [tok("DT_API_TOKEN", "dt0c01." + rs(UPD, 24) + "." + rs(UPD, 64))],
  "Authorization: Api-Token {0}", "{n}.live.dynatrace.com/api/v2/metrics/ingest")
V("Rollbar", "post_server_item access token", "obs", lambda: [tok("ROLLBAR_ACCESS_TOKEN", hx(32))],
  "X-Rollbar-Access-Token: {0}", "api.rollbar.com/api/1/item/")
V("Cisco", "Splunk HEC token", "obs", lambda: [tok("SPLUNK_HEC_TOKEN", uuid4())], "Authorization: Splunk {0}",
  "splunk-hec.{org}.internal:8088/services/collector/event")
V("Sumo Logic", "access ID/key", "obs", lambda: [tok("SUMO_ACCESS_ID", "su" + rs(AN, 12)), tok("SUMO_ACCESS_KEY", rs(AN, 64))])
V("SolarWinds", "Loggly customer token", "obs", lambda: [tok("LOGGLY_TOKEN", uuid4())])
V("Logz.io", "shipping token", "obs", lambda: [tok("LOGZIO_TOKEN", rs(UP + LO, 32))])
V("Elastic", "Elasticsearch API key", "obs", lambda: [tok("ES_API_KEY", _elastic_apikey())], "Authorization: ApiKey {0}",
  "es.{org}.internal:9200/_security/_authenticate")
V("PagerDuty", "REST API key", "obs", lambda: [tok("PAGERDUTY_TOKEN", "u+" + rs(AN + "-_", 18))],
  "Authorization: Token token={0}", "api.pagerduty.com/incidents?statuses[]=triggered")
V("PagerDuty", "Events API v2 integration key", "obs", lambda: [tok("PD_ROUTING_KEY", hx(32))])
# --- SaaS / productivity
V("Atlassian", "Jira API token", "saas",
  lambda: [ident("JIRA_USER", pick(KO_ROMAN) + "@" + pick(["hanbit", "daon", "pinecrest"]) + ".com"),
           tok("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 171) + "=" + hx(8).upper())])
V("Linear", "personal API key", "saas", lambda: [tok("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))],
  "Authorization: {0}", "api.linear.app/graphql")
V("Notion", "internal integration secret", "saas", lambda: [tok("NOTION_TOKEN", "secret_" + rs(AN, 43))],
  "Authorization: Bearer {0}", "api.notion.com/v1/databases/{n}/query")
V("Airtable", "personal access token", "saas", lambda: [tok("AIRTABLE_PAT", "pat" + rs(AN, 14) + "." + hx(64))],
  "Authorization: Bearer {0}", "api.airtable.com/v0/app{n}/Tasks")
V("Asana", "personal access token", "saas", lambda: [tok("ASANA_PAT", "2/" + rd(16) + "/" + rd(16) + ":" + hx(32))],
  "Authorization: Bearer {0}", "app.asana.com/api/1.0/users/me")
V("Figma", "personal access token", "saas", lambda: [tok("FIGMA_TOKEN", "figd_" + rs(B64U, 40))],
  "X-Figma-Token: {0}", "api.figma.com/v1/files/{n}")
V("HubSpot", "private app access token", "saas",
  lambda: [tok("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())], "Authorization: Bearer {0}",
  "api.hubapi.com/crm/v3/objects/contacts")
V("Zendesk", "API token", "saas",
  lambda: [ident("ZENDESK_EMAIL", "support-bot@" + pick(["hanbit", "daon", "pinecrest"]) + ".com"), tok("ZENDESK_API_TOKEN", rs(AN, 40))])
V("Intercom", "access token", "saas",
  lambda: [tok("INTERCOM_ACCESS_TOKEN", b64e(("tok:" + uuid4() + ":" + uuid4()[:23]).encode()))],
  "Authorization: Bearer {0}", "api.intercom.io/conversations")
V("Salesforce", "session access token", "saas",
  lambda: [tok("SF_ACCESS_TOKEN", "00D" + rs(AN, 12) + "!AQ" + rs(AN + "._", 93))], "Authorization: Bearer {0}",
  "{org}.my.salesforce.com/services/data/v61.0/sobjects/Account")
V("monday.com", "API token", "saas",
  lambda: [tok("MONDAY_API_TOKEN", jwt({"tid": int(rd(9)), "aai": int(rd(2)), "uid": int(rd(8)), "iad": ts_iso() + ".000Z",
                                        "per": "me:write", "actid": int(rd(7)), "rgn": "apse2"}))],
  "Authorization: {0}", "api.monday.com/v2")
V("ClickUp", "personal API token", "saas", lambda: [tok("CLICKUP_TOKEN", "pk_" + rd(8) + "_" + rs(UPD, 32))],
  "Authorization: {0}", "api.clickup.com/api/v2/team")
V("Atlassian", "Trello API token", "saas",
  lambda: [ident("TRELLO_KEY", hx(32)), tok("TRELLO_TOKEN", "ATTA" + hx(64) + hx(8).upper())])
V("Doist", "Todoist API token", "saas", lambda: [tok("TODOIST_API_TOKEN", hx(40))], "Authorization: Bearer {0}",
  "api.todoist.com/rest/v2/tasks")
V("Webflow", "site API token", "saas", lambda: [tok("WEBFLOW_TOKEN", hx(64))], "Authorization: Bearer {0}",
  "api.webflow.com/v2/sites")
V("Contentful", "management token", "saas", lambda: [tok("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))])
V("Sanity", "robot token", "saas", lambda: [tok("SANITY_API_TOKEN", "sk" + rs(AN, 180))])
V("Typeform", "personal access token", "saas", lambda: [tok("TYPEFORM_TOKEN", "tfp_" + rs(AN, 44) + "_" + rs(AN, 14))],
  "Authorization: Bearer {0}", "api.typeform.com/forms")
V("Box", "client secret", "saas", lambda: [ident("BOX_CLIENT_ID", rs(LOD, 32)), tok("BOX_CLIENT_SECRET", rs(AN, 32))])
V("Dropbox", "short-lived access token", "saas", lambda: [tok("DROPBOX_TOKEN", "sl.u." + rs(B64U, 136))],
  "Authorization: Bearer {0}", "api.dropboxapi.com/2/files/list_folder")
V("Nulab", "Backlog API key", "saas", lambda: [tok("BACKLOG_API_KEY", rs(AN, 64))])
V("ReadMe", "API key", "saas", lambda: [tok("README_API_KEY", "rdme_" + rs(LOD, 70))])
V("Frame.io", "developer token", "media", lambda: [tok("FRAMEIO_TOKEN", "fio-u-" + rs(B64U, 64))])
# --- identity
V("Okta", "API token", "auth", lambda: [tok("OKTA_API_TOKEN", "00" + rs(B64U, 40))], "Authorization: SSWS {0}",
  "{org}.okta.com/api/v1/users?limit=5")
V("Okta", "Auth0 client secret", "auth",
  lambda: [ident("AUTH0_CLIENT_ID", rs(AN, 32)), tok("AUTH0_CLIENT_SECRET", rs(B64U, 64))])
V("Clerk", "secret key", "auth", lambda: [tok("CLERK_SECRET_KEY", "sk_live_" + rs(AN, 42))], "Authorization: Bearer {0}",
  "api.clerk.com/v1/users?limit=10")
V("Stytch", "live secret", "auth",
  lambda: [ident("STYTCH_PROJECT_ID", "project-live-" + uuid4()), tok("STYTCH_SECRET", "secret-live-" + rs(B64U, 36))])
V("Bitwarden", "API client secret", "auth",
  lambda: [ident("BW_CLIENTID", "user." + uuid4()), tok("BW_CLIENTSECRET", rs(AN, 30))])
V("Supabase", "service_role key", "data", lambda: [tok("SUPABASE_SERVICE_ROLE_KEY", _supabase_service()[0])],
  "apikey: {0}", "{n}.supabase.co/rest/v1/profiles?select=*")
# --- data platforms / analytics
V("Databricks", "personal access token", "data", lambda: [tok("DATABRICKS_TOKEN", "dapi" + hx(32))],
  "Authorization: Bearer {0}", "dbc-{n}.cloud.databricks.com/api/2.1/jobs/list")
V("dbt Labs", "dbt Cloud service token", "data", lambda: [tok("DBT_CLOUD_API_TOKEN", "dbtc_" + rs(B64U, 56))],
  "Authorization: Token {0}", "cloud.getdbt.com/api/v2/accounts/{n}/runs/")
V("Fivetran", "API key and secret", "data", lambda: [tok("FIVETRAN_API_KEY", rs(AN, 16)), tok("FIVETRAN_API_SECRET", rs(AN, 32))])
V("Confluent", "Cloud API key secret", "data",
  lambda: [ident("CONFLUENT_API_KEY", rs(UPD, 16)), tok("CONFLUENT_API_SECRET", rs(B64, 64))])
V("MongoDB", "Atlas Admin API private key", "data",
  lambda: [ident("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8)), tok("MONGODB_ATLAS_PRIVATE_KEY", uuid4())])
V("PlanetScale", "database password", "data", lambda: [ident("DATABASE_USERNAME", rs(LOD, 12)), tok("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43))])
V("Aiven", "service password", "data", lambda: [ident("AIVEN_USER", "avnadmin"), tok("AIVEN_PASSWORD", "AVNS_" + rs(B64U, 19))])
V("Upstash", "Redis REST token", "data",
  lambda: [ident("UPSTASH_REDIS_REST_URL", "https://" + pick(["apt", "calm", "fine", "great"]) + "-" + pick(["lion", "owl", "koi", "yak"]) + "-" + rd(5) + ".upstash.io"),
           tok("UPSTASH_REDIS_REST_TOKEN", "A" + rs(UP, 1) + rs(AN, 2) + "ASQg" + rs(B64, 60) + "=")])
V("Twilio", "Segment Public API token", "data", lambda: [tok("SEGMENT_PUBLIC_API_TOKEN", "sgp_" + rs(AN, 64))],
  "Authorization: Bearer {0}", "api.segmentapis.com/sources")
V("Mixpanel", "service account secret", "data",
  lambda: [ident("MIXPANEL_SA_USERNAME", "etl-export." + rd(6) + ".mp-service-account"), tok("MIXPANEL_SA_SECRET", rs(AN, 32))])
V("Amplitude", "secret key", "data", lambda: [ident("AMPLITUDE_API_KEY", hx(32)), tok("AMPLITUDE_SECRET_KEY", hx(32))])
V("PostHog", "personal API key", "data", lambda: [tok("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(AN, 43))],
  "Authorization: Bearer {0}", "app.posthog.com/api/projects/{n}/insights/")
V("Algolia", "Admin API key", "data", lambda: [ident("ALGOLIA_APP_ID", rs(UPD, 10)), tok("ALGOLIA_ADMIN_KEY", hx(32))])
V("LaunchDarkly", "server-side SDK key", "data", lambda: [tok("LD_SDK_KEY", "sdk-" + uuid4())])
V("LaunchDarkly", "API access token", "data", lambda: [tok("LD_API_TOKEN", "api-" + uuid4())], "Authorization: {0}",
  "app.launchdarkly.com/api/v2/flags/default")
V("Prefect", "API key", "data", lambda: [tok("PREFECT_API_KEY", "pnu_" + rs(AN, 36))])
V("Public Data Portal (data.go.kr)", "service key", "kr",
  lambda: (lambda k: [tok("DATA_GO_KR_SERVICE_KEY", pick([k, pct(k)]))])(b64e(rbytes(66))))
# --- IoT / embedded
V("Particle", "access token", "iot", lambda: [tok("PARTICLE_ACCESS_TOKEN", hx(40))], "Authorization: Bearer {0}",
  "api.particle.io/v1/devices")
V("Blynk", "device auth token", "iot", lambda: [ident("BLYNK_TEMPLATE_ID", "TMPL" + rs(AN, 8)), tok("BLYNK_AUTH_TOKEN", rs(B64U, 32))])
V("Adafruit", "Adafruit IO key", "iot", lambda: [ident("IO_USERNAME", pick(KO_ROMAN) + "_lab"), tok("IO_KEY", "aio_" + rs(AN, 28))])
V("The Things Industries", "TTN API key", "iot",
  lambda: [tok("TTN_API_KEY", "NNSXS." + rs(UP + "234567", 39) + "." + rs(UP + "234567", 52))],
  "Authorization: Bearer {0}", "eu1.cloud.thethings.network/api/v3/applications/{n}/devices")
V("balena", "API key", "iot", lambda: [tok("BALENA_API_KEY", rs(AN, 32))])
V("Tuya", "cloud project access ID/secret", "iot", lambda: [tok("TUYA_ACCESS_ID", rs(LOD, 20)), tok("TUYA_ACCESS_SECRET", hx(32))])
V("Arduino", "IoT Cloud client secret", "iot", lambda: [ident("ARDUINO_CLIENT_ID", rs(AN, 32)), tok("ARDUINO_CLIENT_SECRET", rs(AN, 64))])
V("ThingsBoard", "device access token", "iot", lambda: [tok("TB_DEVICE_TOKEN", rs(AN, 20))])
# --- games / media / maps
V("Valve", "Steam Web API key", "game", lambda: [tok("STEAM_WEB_API_KEY", hx(32).upper())])
V("Microsoft", "PlayFab title secret key", "game", lambda: [ident("PLAYFAB_TITLE_ID", rs(UPD, 5)), tok("PLAYFAB_SECRET_KEY", rs(UPD, 52))],
  "X-SecretKey: {1}", "{n}.playfabapi.com/Server/GetUserData")
V("Epic Games", "EOS client secret", "game", lambda: [ident("EOS_CLIENT_ID", "xyza" + rs(LOD, 28)), tok("EOS_CLIENT_SECRET", rs(AN + "/+", 43))])
V("Roblox", ".ROBLOSECURITY cookie", "game", lambda: [tok(".ROBLOSECURITY", _roblox())])
V("Twitch", "client secret", "game", lambda: [ident("TWITCH_CLIENT_ID", rs(LOD, 30)), tok("TWITCH_CLIENT_SECRET", rs(LOD, 30))])
V("Spotify", "client secret", "media", lambda: [ident("SPOTIFY_CLIENT_ID", hx(32)), tok("SPOTIFY_CLIENT_SECRET", hx(32))])
V("X Corp", "API bearer token", "media", lambda: [tok("X_BEARER_TOKEN", _twitter_bearer())], "Authorization: Bearer {0}",
  "api.x.com/2/tweets/search/recent?query=from%3A{org}")
V("Meta", "Page access token", "media", lambda: [tok("META_PAGE_ACCESS_TOKEN", "EAA" + rs(AN, 190))])
V("Mapbox", "secret access token", "media", lambda: [tok("MAPBOX_SECRET_TOKEN", _mapbox_sk(pick(KO_ROMAN) + "-maps"))])
V("Cloudinary", "API environment URL", "media",
  lambda: (lambda s: [("CLOUDINARY_URL", f"cloudinary://{rd(15)}:{s}@{rs(LOD, 9)}", [s])])(rs(B64U, 27)))
V("Google", "YouTube Data API key", "media", lambda: [tok("YOUTUBE_API_KEY", "AIza" + rs(B64U, 35))])
V("Baidu", "AI Cloud secret key", "llm", lambda: [ident("BAIDU_API_KEY", rs(AN, 24)), tok("BAIDU_SECRET_KEY", rs(AN, 32))])

# ---------------------------------------------------------------- publishable keys (clean)
PUBLISHABLE = [
    ("Stripe", "publishable key", "pay", lambda: [("STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rs(AN, 97))]),
    ("Google", "Firebase web config apiKey", "data", lambda: [("apiKey", "AIza" + rs(B64U, 35))]),
    ("Supabase", "anon key", "data", lambda: [("SUPABASE_ANON_KEY", jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": unix_ts(), "exp": unix_ts() + 315360000}))]),
    ("Kakao", "JavaScript key", "msg", lambda: [("KAKAO_JS_KEY", hx(32))]),
    ("Mapbox", "public access token", "media", lambda: [("MAPBOX_PUBLIC_TOKEN", "pk." + b64u(json.dumps({"u": pick(KO_ROMAN) + "-maps", "a": rs(LOD, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22))]),
    ("PostHog", "project API key", "data", lambda: [("POSTHOG_KEY", "phc_" + rs(AN, 43))]),
    ("Sentry", "browser DSN", "obs", lambda: [("SENTRY_DSN", f"https://{hx(32)}@o{rd(6)}.ingest.us.sentry.io/{rd(7)}")]),
    ("Algolia", "search-only API key", "data", lambda: [("ALGOLIA_SEARCH_KEY", hx(32))]),
    ("Google", "reCAPTCHA site key", "auth", lambda: [("RECAPTCHA_SITE_KEY", "6L" + rs(B64U, 38))]),
    ("Toss Payments", "client key", "pay", lambda: [("TOSS_CLIENT_KEY", "live_ck_" + rs(AN, 28))]),
    ("LaunchDarkly", "client-side ID", "data", lambda: [("LD_CLIENT_SIDE_ID", hx(24))]),
    ("Clerk", "publishable key", "auth", lambda: [("CLERK_PUBLISHABLE_KEY", "pk_live_" + b64e(("clerk." + pick(["hanbit", "daon", "pinecrest"]) + ".com$").encode()).rstrip("="))]),
    ("Razorpay", "key id (checkout)", "pay", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14))]),
    ("New Relic", "browser license key", "obs", lambda: [("NR_BROWSER_KEY", "NRJS-" + hx(19))]),
    ("GoTo", "Midtrans client key", "pay", lambda: [("MIDTRANS_CLIENT_KEY", "Mid-client-" + rs(B64U, 16))]),
]


# ================================================================ prose pools for vendor-style notes
# placeholders: {V} vendor, {K} credential kind, {E} env/config name, {S} our service, {W} colleague

SVCS = {
    "ci": ["release-bot", "mobile-build", "monorepo-ci", "pkg-publisher", "infra-pipelines", "docs-site"],
    "cloud": ["edge-proxy", "infra-live", "backup-sync", "dns-automation", "k8s-bootstrap", "media-origin"],
    "llm": ["support-summarizer", "ticket-triage", "rag-indexer", "meeting-notes", "code-review-bot", "search-rerank"],
    "pay": ["billing-worker", "checkout-api", "settlement-batch", "order-sync", "refund-service", "partner-payouts"],
    "msg": ["notif-gateway", "alert-relay", "cs-chatbot", "sms-sender", "push-dispatcher", "ops-bot"],
    "mail": ["mailer", "newsletter-job", "receipt-sender", "crm-bridge", "invite-service"],
    "obs": ["telemetry-ingest", "oncall-tools", "log-shipper", "slo-reporter", "apm-agent"],
    "saas": ["jira-sync", "crm-bridge", "ops-automation", "roadmap-export", "helpdesk-bridge", "docs-sync"],
    "auth": ["sso-gateway", "admin-portal", "identity-sync", "partner-portal", "login-service"],
    "data": ["etl-nightly", "events-pipeline", "feature-store", "metrics-export", "cdc-connector", "search-indexer"],
    "iot": ["fleet-agent", "sensor-gateway", "firmware-ota", "greenhouse-ctrl", "meter-reader"],
    "game": ["match-server", "guild-bot", "leaderboard-api", "live-ops-tools", "voice-lobby"],
    "media": ["social-poster", "image-service", "map-tiles", "playlist-sync", "clip-exporter"],
    "kr": ["public-data-sync", "address-lookup", "weather-batch", "bizno-verifier"],
}

TASK = {
    "ci": (["Fixing the release pipeline for {S} after the runner migration.",
            "Moving {S} builds from Jenkins to GitHub Actions.",
            "Getting the nightly publish job for {S} green again.",
            "Unblocking a deploy of {S} that kept failing at the push/publish step.",
            "Rebuilding the CI cache setup for {S}; the cold builds were taking 40 minutes."],
           ["러너 이전 후 깨진 {S} 릴리스 파이프라인 복구 작업.",
            "{S} 빌드를 Jenkins에서 GitHub Actions로 옮기는 작업.",
            "{S} nightly publish job 다시 초록불 만들기.",
            "push/publish 단계에서 계속 실패하던 {S} 배포 원인 찾기.",
            "{S} CI 캐시 구성 다시 잡기 (콜드 빌드가 40분씩 걸림)."]),
    "cloud": (["Terraform apply for {S} started failing with auth errors after the account reshuffle.",
               "Migrating {S} from the old account to the new org.",
               "Cleaning up drift in {S}: someone changed resources by hand in the console.",
               "Setting up the DR copy of {S} in the second region.",
               "Debugging why the {S} cron could no longer reach the provider API."],
              ["계정 재편 이후 {S} terraform apply가 인증 에러로 실패하기 시작함.",
               "{S}를 예전 계정에서 새 org로 이전하는 작업.",
               "{S} drift 정리 — 누가 콘솔에서 손으로 리소스를 바꿔놨음.",
               "{S} DR 사본을 두 번째 리전에 구성하는 작업.",
               "{S} 크론이 provider API에 더 이상 못 붙는 원인 디버깅."]),
    "llm": (["Wiring {V} into {S} so tickets get a first-pass summary.",
             "Investigating 429s and timeouts from {V} in {S}.",
             "Switching {S} from a hardcoded model to a configurable one.",
             "Adding retries and a fallback provider to {S}.",
             "Figuring out why {S} costs tripled last week."],
            ["{S}에 {V} 붙여서 티켓 1차 요약 자동화.",
             "{S}에서 {V} 호출이 429랑 타임아웃 나는 문제 조사.",
             "{S}의 하드코딩된 모델을 설정으로 뺄 수 있게 수정.",
             "{S}에 재시도 + fallback provider 추가.",
             "지난주 {S} 비용이 세 배 뛴 원인 찾기."]),
    "pay": (["Reconciling {S} against {V}: about 2% of orders had no matching settlement row.",
             "Refunds from {S} started failing with auth errors on Monday morning.",
             "Moving {S} from the {V} sandbox to production keys before launch.",
             "Adding idempotency to {S} after duplicate charges during a retry storm.",
             "Chasing a webhook verification failure in {S}."],
            ["{S}와 {V} 정산 대사 — 주문 2% 정도가 정산 데이터와 안 맞음.",
             "월요일 아침부터 {S} 환불 요청이 인증 에러로 실패.",
             "런칭 전에 {S}를 {V} sandbox에서 운영 키로 전환.",
             "재시도 폭주 때 중복 결제가 나서 {S}에 멱등성 추가.",
             "{S}의 웹훅 서명 검증 실패 추적."]),
    "msg": (["Alerts from {S} stopped arriving in the team channel.",
             "Adding {V} delivery to {S} for the new on-call rotation.",
             "Migrating {S} to a new {V} app/bot because the old one belonged to an ex-employee.",
             "Rate-limit errors from {V} during the campaign blast in {S}.",
             "Debugging duplicate messages sent by {S}."],
            ["{S}에서 보내는 알림이 팀 채널에 안 들어옴.",
             "새 온콜 로테이션용으로 {S}에 {V} 발송 추가.",
             "기존 {V} 앱/봇이 퇴사자 소유라서 {S}를 새 앱으로 이전.",
             "{S} 캠페인 대량 발송 중 {V} rate limit 에러.",
             "{S}가 메시지를 중복 발송하는 문제 디버깅."]),
    "mail": (["Transactional mail from {S} landed in spam after the domain move.",
              "Switching {S} from SMTP relay to the {V} HTTP API.",
              "Bounce handling in {S} was silently dropping events.",
              "Setting up a separate sending domain for {S}."],
             ["도메인 이전 후 {S} 트랜잭션 메일이 스팸함으로 감.",
              "{S}를 SMTP relay에서 {V} HTTP API로 전환.",
              "{S}의 바운스 처리가 이벤트를 조용히 버리고 있었음.",
              "{S}용 발송 도메인 분리 작업."]),
    "obs": (["{S} stopped reporting to {V} after the agent upgrade.",
             "Wiring the checkout SLO alerts from {S} into {V}.",
             "Half the logs from {S} never reached {V}.",
             "Cleaning up noisy alerts that paged on-call three times last night.",
             "Moving {S} to OpenTelemetry while keeping the {V} export."],
            ["에이전트 업그레이드 후 {S}가 {V}로 리포팅을 멈춤.",
             "{S}의 checkout SLO 알림을 {V}에 연결하는 작업.",
             "{S} 로그의 절반이 {V}에 도착하지 않음.",
             "어젯밤 온콜을 세 번 깨운 노이즈 알림 정리.",
             "{V} export는 유지하면서 {S}를 OpenTelemetry로 전환."]),
    "saas": (["Two-way sync between {V} and our tracker in {S} was creating duplicates.",
              "The {S} job stopped updating {V} after a permissions change.",
              "Exporting data from {V} for the quarterly report via {S}.",
              "Replacing a personal-account integration in {S} with a proper bot account."],
             ["{S}의 {V} 양방향 동기화가 중복 항목을 만들고 있었음.",
              "권한 변경 후 {S} job이 {V}를 업데이트하지 못함.",
              "분기 리포트용으로 {S}를 통해 {V} 데이터 추출.",
              "{S}의 개인 계정 연동을 봇 계정으로 교체하는 작업."]),
    "auth": (["SSO login for {S} broke after the IdP certificate rollover.",
              "Adding {V} login to {S} for the partner portal.",
              "Users bounced back to the login page in a loop on {S}.",
              "Rotating OAuth credentials for {S} per the security review."],
             ["IdP 인증서 롤오버 이후 {S} SSO 로그인이 깨짐.",
              "파트너 포털용으로 {S}에 {V} 로그인 추가.",
              "{S}에서 사용자가 로그인 페이지로 무한 리다이렉트됨.",
              "보안 점검 결과에 따라 {S} OAuth 자격증명 교체."]),
    "data": (["The nightly load in {S} failed halfway and left partial partitions.",
              "Backfilling three months of events through {S}.",
              "{S} lag kept growing after the schema change.",
              "Moving {S} jobs to a service principal instead of a person's account.",
              "Row counts in {S} didn't match the source by a few thousand."],
             ["{S} nightly 적재가 중간에 실패해서 파티션이 일부만 남음.",
              "{S}로 3개월치 이벤트 백필.",
              "스키마 변경 이후 {S} lag가 계속 증가.",
              "{S} job을 개인 계정 대신 서비스 계정으로 이전.",
              "{S} row count가 원본과 수천 건 차이 남."]),
    "iot": (["A batch of devices in {S} dropped offline after the firmware update.",
             "Provisioning 40 new gateways for {S}.",
             "Telemetry from {S} arrived hours late.",
             "Porting {S} from the dev board to the production hardware revision."],
            ["펌웨어 업데이트 후 {S} 장비 일부가 오프라인됨.",
             "{S}용 신규 게이트웨이 40대 프로비저닝.",
             "{S} 텔레메트리가 몇 시간씩 늦게 들어옴.",
             "{S}를 개발 보드에서 양산 하드웨어 리비전으로 포팅."]),
    "game": (["{S} failed to start on the new dedicated server fleet.",
              "Players in the KR region couldn't join lobbies; {S} logs showed auth failures.",
              "Setting up {S} for the seasonal event.",
              "Moving {S} config out of the game client build."],
             ["새 데디케이티드 서버 플릿에서 {S}가 기동 실패.",
              "KR 리전 유저가 로비 입장을 못 함, {S} 로그에 인증 실패.",
              "시즌 이벤트용 {S} 세팅.",
              "게임 클라이언트 빌드에 들어있던 {S} 설정 분리 작업."]),
    "media": (["{S} stopped posting after the API plan change.",
               "Adding {V} support to {S}.",
               "{S} hit quota limits during the launch.",
               "Moving {S} credentials out of the frontend bundle."],
              ["API 요금제 변경 후 {S} 게시가 멈춤.",
               "{S}에 {V} 연동 추가.",
               "런칭 중 {S}가 quota 한도에 걸림.",
               "{S} 자격증명을 프론트엔드 번들에서 빼는 작업."]),
    "kr": (["{S} started returning SERVICE_KEY_IS_NOT_REGISTERED_ERROR from the public data API.",
            "Adding the address/business-number lookup to {S}.",
            "{S} batch failed every night at 02:00 with an auth error."],
           ["{S}가 공공데이터 API에서 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 받기 시작함.",
            "{S}에 주소/사업자번호 조회 추가.",
            "{S} 배치가 매일 새벽 2시에 인증 에러로 실패."]),
}

GAP = {
    "*": (["Nobody mentioned that {S} reads {E} from a file on the host, not from the secret store, so I rotated the wrong thing first.",
           "The runbook assumed an org-level {V} credential; the job actually used one tied to {W}'s personal account.",
           "I didn't know the {V} {K} was scoped to a single project/workspace, which is why the second call got 403.",
           "There was no note that {E} is only read at process start; updating it without a restart changed nothing.",
           "Staging and production share the same {V} account, which nobody wrote down.",
           "The ticket didn't say which environment the failing run was in; I had to infer it from hostnames.",
           "I was missing the fact that the old {V} credential had been revoked during last month's cleanup.",
           "{W} had already tried a fix on the box by hand and didn't mention it."],
          ["{S}가 {E}를 secret store가 아니라 호스트 파일에서 읽는다는 걸 아무도 말 안 해서, 처음엔 엉뚱한 걸 rotate함.",
           "런북은 org 단위 {V} 자격증명을 전제로 썼는데, 실제 job은 {W}님 개인 계정에 묶인 걸 쓰고 있었음.",
           "{V} {K}가 프로젝트/워크스페이스 하나로 scope 제한돼 있다는 걸 몰라서 두 번째 호출이 403 난 이유를 한참 찾음.",
           "{E}는 프로세스 시작할 때만 읽는다는 메모가 없어서 재시작 없이 값만 바꿨다가 아무 효과 없었음.",
           "스테이징과 운영이 같은 {V} 계정을 쓴다는 게 어디에도 안 적혀 있었음.",
           "실패한 실행이 어느 환경이었는지 티켓에 없어서 호스트명으로 추측해야 했음.",
           "예전 {V} 자격증명이 지난달 정리 때 revoke됐다는 사실을 몰랐음.",
           "{W}님이 이미 서버에서 손으로 수정 시도를 했는데 공유가 안 됐음."]),
}

LESSON = {
    "*": (["Check which identity the process is really using before rotating anything; the config in the repo was not what ran.",
           "Tokens tied to personal accounts break on offboarding; {S} needs a bot/service account.",
           "{V} returns a vague 401/403 body for scope problems; compare the credential's scopes with the endpoint first.",
           "After rotating, restart every consumer of {E}; env vars are read once.",
           "Keep staging and production {V} credentials separate, otherwise a test run can touch real data.",
           "Reproduce with a single curl before touching the app code; it isolates auth from everything else.",
           "Write down where each credential lives (path, secret name) in the runbook, not the value itself.",
           "The error only showed up with verbose logging on; turn it off again afterwards because it prints headers."],
          ["뭘 rotate하기 전에 프로세스가 실제로 어떤 identity를 쓰는지부터 확인할 것. repo에 있는 설정과 실제 실행 설정이 달랐음.",
           "개인 계정에 묶인 토큰은 퇴사/오프보딩 때 바로 깨짐. {S}는 봇/서비스 계정으로 옮겨야 함.",
           "{V}는 scope 문제여도 401/403에 애매한 메시지만 줌. 엔드포인트랑 자격증명 scope부터 대조할 것.",
           "rotate 후에는 {E}를 읽는 모든 프로세스를 재시작해야 함. env는 한 번만 읽힘.",
           "스테이징/운영 {V} 자격증명은 분리할 것. 안 그러면 테스트 실행이 실데이터를 건드림.",
           "앱 코드 건드리기 전에 curl 한 줄로 재현해볼 것. 인증 문제만 분리됨.",
           "런북에는 값 대신 자격증명 위치(경로, secret 이름)를 적어둘 것.",
           "verbose 로그를 켜야만 에러가 보였음. 헤더까지 찍히니까 끝나면 다시 꺼야 함."]),
}

ASK = {
    "*": (["Which account owns the {V} integration for {S}, and who is allowed to rotate it?",
           "Is {E} managed in the secret store or by hand on the hosts?",
           "Should the old {V} credential be revoked now, or is something else still using it?",
           "Which environment is this ticket about: staging or production?",
           "Is there a runbook for rotating {V} credentials without downtime?",
           "Who else has a copy of this config outside the repo?"],
          ["{S}의 {V} 연동은 누구 계정 소유이고, rotate 권한은 누구한테 있는지?",
           "{E}는 secret store에서 관리하는지, 아니면 서버에서 손으로 관리하는지?",
           "예전 {V} 자격증명은 지금 revoke해도 되는지, 아직 쓰는 곳이 있는지?",
           "이 티켓이 스테이징 얘기인지 운영 얘기인지?",
           "다운타임 없이 {V} 자격증명 rotate하는 런북이 있는지?",
           "repo 밖에 이 설정 사본 가진 사람이 또 있는지?"]),
}

DOM_LESSON = {
    "ci": (["The publish step swallows the real error; run it locally with the same token to see the 403 body.",
            "CI masks secrets only when they come from the secret store; values hardcoded in the workflow get printed.",
            "Registry tokens expire silently; add a weekly job that calls the whoami endpoint."],
           ["publish 단계가 실제 에러를 삼킴. 같은 토큰으로 로컬에서 돌려보면 403 본문이 보임.",
            "CI는 secret store에서 온 값만 마스킹함. workflow에 하드코딩된 값은 로그에 그대로 찍힘.",
            "레지스트리 토큰은 조용히 만료됨. whoami 엔드포인트 호출하는 주간 job을 추가할 것."]),
    "cloud": (["Terraform picks credentials from env before the shared config file; an old export in .bashrc won.",
               "Provider errors said 'forbidden' but the real cause was the wrong region/project in the profile.",
               "Use short-lived credentials for CI instead of long-lived keys in variables."],
              ["Terraform은 shared config 파일보다 env를 먼저 봄. .bashrc에 남은 예전 export가 이기고 있었음.",
               "provider 에러는 forbidden이었지만 실제 원인은 profile의 리전/프로젝트가 틀린 것.",
               "CI에는 변수에 넣은 장기 키 대신 단기 자격증명을 쓸 것."]),
    "llm": (["429s were per-key limits, not org limits; splitting traffic by key fixed the spikes.",
             "Set an explicit timeout and max_tokens; the SDK default timeout is long enough to pile up workers.",
             "Log request ids, never request headers."],
            ["429는 org 한도가 아니라 키 단위 한도였음. 키별로 트래픽 나누니 튀는 게 사라짐.",
             "timeout과 max_tokens를 명시할 것. SDK 기본 timeout이 길어서 워커가 쌓임.",
             "request id는 로그에 남기고 요청 헤더는 절대 남기지 말 것."]),
    "pay": (["Always pass an idempotency key on create calls; the retry middleware resends on timeouts.",
             "Webhook signature checks need the raw body; our JSON middleware was re-serialising it.",
             "Test and live keys look similar at a glance; check the prefix before deploying."],
            ["생성 API에는 항상 idempotency key를 넣을 것. 재시도 미들웨어가 타임아웃 때 다시 보냄.",
             "웹훅 서명 검증은 raw body가 필요함. JSON 미들웨어가 body를 재직렬화하고 있었음.",
             "테스트 키와 운영 키가 얼핏 비슷함. 배포 전에 prefix 확인할 것."]),
    "msg": (["The API answers 200 with ok=false on permission errors; check the body, not the status.",
             "Bot tokens die with the installing user's account; install apps with the shared admin account.",
             "Batch messages or the provider throttles the whole app, not just the one channel."],
            ["권한 에러여도 API가 200에 ok=false로 응답함. status 말고 body를 봐야 함.",
             "봇 토큰은 설치한 사용자 계정이 사라지면 같이 죽음. 앱은 공용 관리자 계정으로 설치할 것.",
             "메시지를 배치로 보내지 않으면 채널 하나가 아니라 앱 전체가 throttle됨."]),
    "mail": (["SPF/DKIM were fine; the problem was the return-path domain still pointing at the old provider.",
              "Separate keys for marketing and transactional mail so one suspension doesn't stop receipts."],
             ["SPF/DKIM은 정상이었고, return-path 도메인이 예전 업체를 가리키고 있던 게 문제.",
              "마케팅/트랜잭션 메일 키를 분리할 것. 하나가 정지돼도 영수증 메일은 나가야 함."]),
    "obs": (["The agent logs 'forbidden' only at debug level; at info it just drops data.",
             "Ingest keys and query/API keys are different things; the exporter needs the ingest one."],
            ["에이전트는 forbidden을 debug 레벨에서만 찍음. info에서는 그냥 데이터를 버림.",
             "ingest 키와 query/API 키는 다른 것. exporter에는 ingest 키가 필요함."]),
    "saas": (["Paginate with the cursor the API returns; offset pagination skipped records when items moved.",
              "Integration tokens inherit the creator's permissions; a demoted user silently breaks the sync."],
             ["API가 주는 cursor로 페이지네이션할 것. offset 방식은 항목이 이동하면 누락됨.",
              "연동 토큰은 만든 사람 권한을 그대로 상속함. 그 사람 권한이 줄면 동기화가 조용히 깨짐."]),
    "auth": (["The redirect URI must match exactly, including the trailing slash.",
              "Client secrets expire on the IdP side; put the expiry date in the calendar."],
             ["redirect URI는 끝 슬래시까지 정확히 일치해야 함.",
              "client secret은 IdP 쪽에서 만료됨. 만료일을 캘린더에 넣어둘 것."]),
    "data": (["Make the load idempotent per partition so a rerun doesn't double-count.",
              "The connector retried forever on auth errors instead of failing; set a max retry."],
             ["파티션 단위로 적재를 멱등하게 만들 것. 재실행해도 중복 집계 안 되게.",
              "커넥터가 인증 에러에서 실패하지 않고 무한 재시도함. max retry 설정 필요."]),
    "iot": (["Devices cache credentials in flash; rotating server-side without an OTA bricks their connection.",
             "Keep per-device credentials; one shared key means one leak exposes the whole fleet."],
            ["장비가 자격증명을 flash에 캐시함. OTA 없이 서버 쪽만 바꾸면 연결이 끊김.",
             "장비별 자격증명을 쓸 것. 공용 키 하나면 유출 한 번에 전체 플릿이 노출됨."]),
    "game": (["Server-only keys must never ship in the client build; datamining finds them in a day.",
              "The dedicated server reads config from the working directory, not the install directory."],
             ["서버 전용 키는 클라이언트 빌드에 절대 들어가면 안 됨. 데이터마이닝으로 하루면 찾음.",
              "데디 서버는 설치 디렉터리가 아니라 working directory에서 설정을 읽음."]),
    "media": (["Quota is per project, not per key; a second key in the same project doesn't help.",
               "Server-side tokens don't belong in the frontend bundle; proxy the call instead."],
              ["quota는 키가 아니라 프로젝트 단위임. 같은 프로젝트에 키를 하나 더 만들어도 소용없음.",
               "서버용 토큰은 프론트 번들에 넣지 말고 서버에서 프록시할 것."]),
    "kr": (["The portal issues both an encoded and a decoded key; requests libraries double-encode the encoded one.",
            "Newly issued keys take up to an hour to activate; the error looks like an invalid key."],
           ["포털에서 Encoding/Decoding 키를 둘 다 주는데, requests에 Encoding 키를 넣으면 이중 인코딩됨.",
            "새로 발급한 키는 활성화까지 최대 1시간 걸림. 그 사이 에러는 잘못된 키처럼 보임."]),
}

INTRO = {
    "dotenv": (["Contents of {path} on the box:", "The env file the worker actually loads ({path}):", "{path} as found:"],
               ["서버에 있던 {path} 내용:", "워커가 실제로 읽는 env 파일({path}):", "{path} 그대로:"]),
    "shell": (["Terminal session from the debug run:", "What I ran on the host:", "Repro from the bastion:"],
              ["디버깅할 때 터미널 기록:", "호스트에서 실행한 것:", "bastion에서 재현:"]),
    "k8s": (["The Secret manifest that was applied:", "Manifest from the repo (deploy/{svc}/secret.yaml):"],
            ["적용돼 있던 Secret 매니페스트:", "repo에 있던 매니페스트 (deploy/{svc}/secret.yaml):"]),
    "compose": (["docker-compose.yml on the staging VM:", "The compose file from the ticket:"],
                ["스테이징 VM의 docker-compose.yml:", "티켓에 첨부된 compose 파일:"]),
    "gha": (["The workflow that was failing:", "From .github/workflows/release.yml:"],
            ["실패하던 workflow:", ".github/workflows/release.yml 일부:"]),
    "json": (["{path}:", "Config file that was deployed ({path}):"], ["{path}:", "배포돼 있던 설정 파일 ({path}):"]),
    "toml": (["{path}:", "The TOML config:"], ["{path}:", "TOML 설정:"]),
    "props": (["{path}:", "Relevant part of {path}:"], ["{path}:", "{path} 중 관련 부분:"]),
    "python": (["The script as it was in the repo:", "Snippet from {path}:"], ["repo에 있던 스크립트:", "{path} 일부:"]),
    "js": (["From {path}:", "Code that makes the call:"], ["{path} 일부:", "호출하는 코드:"]),
    "go": (["From {path}:", "The Go client setup:"], ["{path} 일부:", "Go 클라이언트 설정 부분:"]),
    "php": (["Legacy config ({path}):", "From {path}:"], ["레거시 설정 ({path}):", "{path} 일부:"]),
    "ruby": (["From {path}:"], ["{path} 일부:"]),
    "kotlin": (["From {path}:"], ["{path} 일부:"]),
    "rust": (["From {path}:"], ["{path} 일부:"]),
    "curl": (["Minimal repro:", "The call from the runbook, as I ran it:", "curl I used to isolate it:"],
             ["최소 재현:", "런북에 있던 호출을 그대로 실행:", "원인 분리용 curl:"]),
    "http": (["Captured request (from the proxy):", "Raw request/response from mitmproxy:"],
             ["프록시에서 잡은 요청:", "mitmproxy로 잡은 원본 요청/응답:"]),
    "log": (["Log excerpt with debug on:", "From the pod logs:"], ["debug 켠 상태의 로그:", "pod 로그 일부:"]),
    "diff": (["The change that introduced it:", "Diff from the hotfix branch:"], ["문제를 만든 변경:", "hotfix 브랜치 diff:"]),
    "table": (["What I collected while tracing it:", "Summary table:"], ["추적하면서 정리한 표:", "정리:"]),
    "quote": (["{W} sent this in the thread:", "Quoting {W} from the incident channel:"],
              ["{W}님이 스레드에 보내준 내용:", "장애 채널에서 {W}님 메시지:"]),
    "hcl": (["{path}:", "Terraform vars that were used:"], ["{path}:", "사용된 terraform 변수:"]),
    "docker": (["How the container was started (from shell history):", "The docker run line from the runbook:"],
               ["컨테이너 띄운 방법 (쉘 히스토리):", "런북에 있던 docker run:"]),
    "kubectl": (["How the secret was created:", "Command from the setup notes:"], ["secret 만든 명령:", "셋업 노트에 있던 명령:"]),
    "systemd": (["The unit file ({path}):"], ["유닛 파일 ({path}):"]),
    "ps": (["PowerShell session on the build agent:"], ["빌드 에이전트 PowerShell 기록:"]),
    "helm": (["values-prod.yaml override:", "Helm values that were passed:"], ["values-prod.yaml 오버라이드:", "넘긴 helm values:"]),
    "jupyter": (["From the notebook (cell 3):"], ["노트북 3번 셀:"]),
    "csharp": (["From {path}:"], ["{path} 일부:"]),
}

FILLER_ENV = ["NODE_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul", "AWS_REGION=ap-northeast-2",
              "FEATURE_NEW_CHECKOUT=false", "WORKER_CONCURRENCY=4", "HTTP_TIMEOUT_MS=15000", "APP_ENV=staging",
              "DB_POOL_SIZE=10", "RETRY_MAX=5", "METRICS_PORT=9102", "LANG=ko_KR.UTF-8", "CACHE_TTL_SECONDS=300"]

RESULT_OK = ["200 OK", "HTTP/2 200", "ok: 14 records synced", "done in 2.3s", "{\"ok\":true}", "published 1 artifact"]
RESULT_ERR = ["401 Unauthorized", "HTTP/2 403", "error: invalid credentials", "{\"error\":\"unauthorized\"}",
              "Error: Request failed with status code 401", "403 Forbidden: insufficient scope"]


# ================================================================ presentation frames
SAFE_YAML = re.compile(r"[A-Za-z_][A-Za-z0-9_./+-]*\Z")


def yq(v):
    return v if SAFE_YAML.match(v) and not v.lower() in ("true", "false", "null", "yes", "no") else '"' + v + '"'


def is_envref(v):
    return bool(re.fullmatch(r"\$\{[A-Za-z_][A-Za-z0-9_]*\}|\$[A-Za-z_][A-Za-z0-9_]*", v))


def shq(v):
    return '"' + v + '"' if is_envref(v) else "'" + v + "'"


def envq(v):
    if is_envref(v):
        return '"' + v + '"'
    return v if re.fullmatch(r"[A-Za-z0-9_./+=:@-]*", v) else "'" + v + "'"


def camel(n):
    parts = n.lower().strip(".").split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def dotted(n):
    return n.lower().strip(".").replace("_", ".")


def snake(n):
    return n.lower().strip(".")


PROMPTS = ["$ ", "ubuntu@ip-10-0-{a}-{b}:~$ ", "[deploy@bastion-01 ~]$ ", "root@{svc}-7d9f8c-x2k4q:/app# ", "% ",
           "ec2-user@ip-172-31-{a}-{b} ~ $ ", "dev@wsl:~/src/{svc}$ "]


def prompt(ctx):
    return pick(PROMPTS).replace("{a}", str(R.randint(0, 63))).replace("{b}", str(R.randint(2, 250))).replace("{svc}", ctx["svc"])


def hdr_split(h):
    k, v = h.split(": ", 1)
    return k, v


def fr_dotenv(items, ctx):
    ctx["path"] = pick([".env", ".env.production", f"/etc/{ctx['svc']}/env", "deploy/.env.staging", f"/opt/{ctx['svc']}/.env"])
    lines = [f"{n}={envq(v)}" for n, v in items]
    for f in picks(FILLER_ENV, R.randint(1, 4)):
        lines.insert(R.randint(0, len(lines)), f)
    return "\n".join(lines)


def fr_shell(items, ctx):
    p = prompt(ctx)
    out = [f"{p}export {n}={shq(v)}" for n, v in items]
    if ctx.get("hdr") and chance(0.5):
        out.append(f"{p}curl -s -o /dev/null -w '%{{http_code}}\\n' -H \"{ctx['hdr']}\" https://{ctx['host']}")
        out.append(pick(["401", "403", "200"]))
    else:
        cmd = pick([f"./bin/{ctx['svc']} --once", f"python -m {ctx['svc'].replace('-', '_')}.main --dry-run",
                    f"node dist/{ctx['svc']}.js", f"make run-{ctx['svc']}", f"./scripts/smoke.sh {ctx['svc']}"])
        out.append(p + cmd)
        out.append(pick(RESULT_ERR + RESULT_OK))
    return "\n".join(out)


def fr_k8s(items, ctx):
    ns = pick(["prod", "staging", ctx["svc"], "apps", "default"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {ctx['svc']}-credentials", f"  namespace: {ns}",
             "type: Opaque", "stringData:"]
    lines += [f"  {n}: {yq(v)}" for n, v in items]
    return "\n".join(lines)


def fr_compose(items, ctx):
    lines = ["services:", f"  {ctx['svc']}:", f"    image: registry.{ctx['org']}.internal/{ctx['svc']}:{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)}",
             "    restart: unless-stopped", "    environment:"]
    lines += [f"      {n}: {yq(v)}" for n, v in items]
    lines.append(f"      {pick(FILLER_ENV).replace('=', ': ', 1)}")
    return "\n".join(lines)


def fr_gha(items, ctx):
    lines = ["jobs:", "  release:", "    runs-on: ubuntu-latest", "    env:"]
    lines += [f"      {n}: {yq(v)}" for n, v in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", f"      - run: ./scripts/release.sh {ctx['svc']}"]
    return "\n".join(lines)


def fr_json(items, ctx):
    ctx["path"] = pick(["config/production.json", "appsettings.Production.json", f"{ctx['svc']}.config.json", "secrets.json"])
    key = ctx["vkey"]
    obj = {"env": pick(["production", "staging"]), key: {camel(n): v for n, v in items}, "timeoutMs": pick([5000, 10000, 30000])}
    return json.dumps(obj, indent=2, ensure_ascii=False)


def fr_toml(items, ctx):
    ctx["path"] = pick(["config.toml", f"{ctx['svc']}.toml", "settings/prod.toml"])
    lines = ["[server]", f"port = {pick([8080, 3000, 9000])}", "", f"[{ctx['vkey']}]"]
    lines += [f'{snake(n)} = "{v}"' for n, v in items]
    return "\n".join(lines)


def fr_props(items, ctx):
    if chance(0.5):
        ctx["path"] = pick(["src/main/resources/application-prod.properties", "conf/app.properties", "WEB-INF/classes/config.properties"])
        lines = [f"server.port={pick([8080, 8443, 9090])}"] + [f"{ctx['vkey']}.{dotted(n)}={v}" for n, v in items]
    else:
        ctx["path"] = pick(["settings.ini", f"/etc/{ctx['svc']}/{ctx['svc']}.ini", "config/local.cfg"])
        lines = [f"[{ctx['vkey']}]"] + [f"{snake(n)} = {v}" for n, v in items] + ["timeout = 30"]
    return "\n".join(lines)


def fr_python(items, ctx):
    ctx["path"] = pick(["settings/production.py", f"{ctx['svc'].replace('-', '_')}/config.py", "scripts/backfill.py", "jobs/sync.py"])
    lines = ["import os", ""]
    lines += [f'{n.strip(".")} = os.getenv("{n.strip(".")}", "{v}")' if chance(0.5) else f'{n.strip(".")} = "{v}"' for n, v in items]
    if ctx.get("hdr"):
        k, v = hdr_split(ctx["hdr"])
        lines += ["", f'resp = requests.{ctx["method"].lower()}("https://{ctx["host"]}", headers={{"{k}": "{v}"}}, timeout=10)',
                  "resp.raise_for_status()"]
    return "\n".join(lines)


def fr_js(items, ctx):
    ctx["path"] = pick(["src/lib/client.ts", "server/config.js", f"packages/{ctx['svc']}/src/index.ts", "scripts/seed.mjs"])
    lines = [f"const {camel(n)} = process.env.{n.strip('.')} ?? '{v}';" for n, v in items]
    if ctx.get("hdr"):
        k, v = hdr_split(ctx["hdr"])
        lines += ["", f"const res = await fetch('https://{ctx['host']}', {{", f"  method: '{ctx['method']}',",
                  f"  headers: {{ '{k}': '{v}', 'Content-Type': 'application/json' }},", "});"]
    return "\n".join(lines)


def fr_go(items, ctx):
    ctx["path"] = pick(["internal/config/defaults.go", "cmd/server/main.go", f"pkg/{ctx['vkey']}/client.go"])
    lines = ["const ("] + [f'\t{camel(n)} = "{v}"' for n, v in items] + [")"]
    if ctx.get("hdr"):
        k, v = hdr_split(ctx["hdr"])
        lines += ["", f'req, _ := http.NewRequest("{ctx["method"]}", "https://{ctx["host"]}", body)', f'req.Header.Set("{k}", "{v}")']
    return "\n".join(lines)


def fr_php(items, ctx):
    ctx["path"] = pick(["includes/config.php", "application/config/constants.php", "wp-content/mu-plugins/integrations.php", "lib/settings.inc.php"])
    lines = ["<?php"] + [f"define('{n.strip('.')}', '{v}');" for n, v in items]
    return "\n".join(lines)


def fr_ruby(items, ctx):
    ctx["path"] = pick([f"config/initializers/{ctx['vkey']}.rb", "lib/tasks/sync.rake"])
    lines = [f"ENV['{n.strip('.')}'] ||= '{v}'" for n, v in items]
    return "\n".join(lines)


def fr_kotlin(items, ctx):
    ctx["path"] = pick(["app/src/main/java/com/example/app/BuildKeys.kt", "src/main/kotlin/config/Keys.kt"])
    lines = ["object Keys {"] + [f'    const val {n.strip(".")} = "{v}"' for n, v in items] + ["}"]
    return "\n".join(lines)


def fr_rust(items, ctx):
    ctx["path"] = pick(["src/config.rs", "crates/client/src/lib.rs"])
    return "\n".join(f'const {n.strip(".")}: &str = "{v}";' for n, v in items)


def fr_csharp(items, ctx):
    ctx["path"] = pick(["Services/IntegrationClient.cs", "Program.cs"])
    lines = [f'private const string {camel(n)[0].upper() + camel(n)[1:]} = "{v}";' for n, v in items]
    if ctx.get("hdr"):
        k, v = hdr_split(ctx["hdr"])
        lines.append(f'_http.DefaultRequestHeaders.TryAddWithoutValidation("{k}", "{v}");')
    return "\n".join(lines)


def fr_curl(items, ctx):
    h = ctx["hdr"]
    m = ctx["method"]
    line = f"curl -sS -X {m} 'https://{ctx['host']}' \\\n  -H '{h}'"
    if m == "POST":
        line += " \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"dry_run\": true}'"
    return line + "\n" + pick(RESULT_ERR + RESULT_OK)


def fr_http(items, ctx):
    host, _, path = ctx["host"].partition("/")
    ua = pick([f"{ctx['svc']}/2.{R.randint(0, 9)}.{R.randint(0, 9)} python-requests/2.32.3", "okhttp/4.12.0", "Go-http-client/2.0",
               "axios/1.7.2", "curl/8.5.0"])
    req = [f"{ctx['method']} /{path} HTTP/1.1", f"Host: {host}", ctx["hdr"], f"User-Agent: {ua}", "Accept: application/json"]
    if ctx["method"] == "POST":
        req += ["Content-Type: application/json", f"Content-Length: {R.randint(40, 900)}"]
    st = pick(["401 Unauthorized", "403 Forbidden", "200 OK", "429 Too Many Requests"])
    resp = ["", f"HTTP/1.1 {st}", f"Date: {http_date()}",
            f"x-request-id: {uuid4()}"]
    return "\n".join(req + resp)


def fr_log(items, ctx):
    ts, ts2 = ts_seq(2)
    if ctx.get("hdr"):
        k, v = hdr_split(ctx["hdr"])
        return (f"{ts} DEBUG [{ctx['svc']}] -> {ctx['method']} https://{ctx['host']} headers={{'{k}': '{v}', "
                f"'User-Agent': '{ctx['svc']}/1.{R.randint(0, 30)}'}}\n"
                f"{ts2} WARN  [{ctx['svc']}] <- {pick(['401', '403', '429', '502'])} in {R.randint(80, 2400)}ms, retrying (attempt 2/5)")
    cfg = ", ".join(f"'{n}': '{v}'" for n, v in items)
    return (f"{ts} INFO  [{ctx['svc']}] starting with config {{{cfg}, 'region': 'ap-northeast-2'}}\n"
            f"{ts2} ERROR [{ctx['svc']}] {pick(['auth failed', 'handshake rejected', 'token exchange failed'])}: "
            f"{pick(['invalid_client', 'unauthorized', 'signature mismatch', 'expired credentials'])}")


def fr_diff(items, ctx):
    path = pick(["deploy/values.yaml", ".env.example", f"config/{ctx['svc']}.env", "docker-compose.override.yml"])
    ctx["path"] = path
    yamlish = path.endswith((".yaml", ".yml"))
    added = [(f"+  {n}: {yq(v)}" if yamlish else f"+{n}={envq(v)}") for n, v in items]
    ctxl = [(f"   {pick(FILLER_ENV).replace('=', ': ', 1)}" if yamlish else " " + pick(FILLER_ENV))]
    return "\n".join([f"diff --git a/{path} b/{path}", f"index {hx(7)}..{hx(7)} 100644", f"--- a/{path}", f"+++ b/{path}",
                      (lambda a, b: f"@@ -{a},{b} +{a},{b + len(added)} @@")(R.randint(3, 40), R.randint(3, 8))] + ctxl + added)


def fr_table(items, ctx):
    lang = ctx["lang"]
    head = L(lang, "| env | name | value | where it lives |", "| 환경 | 이름 | 값 | 위치 |")
    rows = [head, "|---|---|---|---|"]
    for n, v in items:
        where = pick(["/etc/" + ctx["svc"] + "/env", "k8s secret", "CI variables", "Vault (old path)", "hardcoded"])
        rows.append(f"| {pick(['prod', 'staging'])} | {n} | `{v}` | {where} |")
    return "\n".join(rows)


def fr_quote(items, ctx):
    lang = ctx["lang"]
    first = L(lang, pick(["here's what prod has right now", "these are the ones from the old wiki page", "try these, they worked for me last week"]),
              pick(["지금 운영에 들어가 있는 값이에요", "예전 위키에 있던 값들이에요", "지난주에 이걸로 됐었어요"]))
    lines = [f"> {ctx['who']}: {first}"] + [f"> {n}={v}" for n, v in items]
    return "\n".join(lines)


def fr_hcl(items, ctx):
    ctx["path"] = pick(["terraform.tfvars", "envs/prod/secrets.auto.tfvars", "live/prod/terraform.tfvars"])
    return "\n".join(f'{snake(n)} = "{v}"' for n, v in items)


def fr_docker(items, ctx):
    envs = " ".join(f"-e {n}={envq(v)}" for n, v in items)
    return f"docker run -d --name {ctx['svc']} --restart=always {envs} -p 8080:8080 registry.{ctx['org']}.internal/{ctx['svc']}:{R.randint(1, 3)}.{R.randint(0, 30)}.{R.randint(0, 9)}"


def fr_kubectl(items, ctx):
    lits = " \\\n  ".join(f"--from-literal={n}={shq(v)}" for n, v in items)
    return f"kubectl -n {pick(['prod', 'staging', ctx['svc']])} create secret generic {ctx['svc']}-creds \\\n  {lits}"


def fr_systemd(items, ctx):
    ctx["path"] = f"/etc/systemd/system/{ctx['svc']}.service"
    return "\n".join(["[Service]", "User=svc"] + [f'Environment="{n}={v}"' for n, v in items] +
                     [f"ExecStart=/opt/{ctx['svc']}/bin/{ctx['svc']} --config /etc/{ctx['svc']}/config.yaml", "Restart=on-failure"])


def fr_ps(items, ctx):
    w = f"PS C:\\agent\\_work\\{R.randint(1, 9)}\\s> "
    return "\n".join([f"{w}$env:{n} = '{v}'" for n, v in items] +
                      [f"{w}dotnet run --project src\\{ctx['svc']}", pick(RESULT_ERR + RESULT_OK)])


def fr_helm(items, ctx):
    return "\n".join([f"{ctx['vkey']}:", "  enabled: true"] + [f"  {camel(n)}: {yq(v)}" for n, v in items])


def fr_jupyter(items, ctx):
    return "\n".join(["import os"] + [f'os.environ["{n.strip(".")}"] = "{v}"' for n, v in items] + [f"client = make_client()  # {ctx['vkey']}"])


FRAMES = {"dotenv": fr_dotenv, "shell": fr_shell, "k8s": fr_k8s, "compose": fr_compose, "gha": fr_gha, "json": fr_json,
          "toml": fr_toml, "props": fr_props, "python": fr_python, "js": fr_js, "go": fr_go, "php": fr_php,
          "ruby": fr_ruby, "kotlin": fr_kotlin, "rust": fr_rust, "csharp": fr_csharp, "curl": fr_curl, "http": fr_http,
          "log": fr_log, "diff": fr_diff, "table": fr_table, "quote": fr_quote, "hcl": fr_hcl, "docker": fr_docker,
          "kubectl": fr_kubectl, "systemd": fr_systemd, "ps": fr_ps, "helm": fr_helm, "jupyter": fr_jupyter}
HTTP_FRAMES = ["curl", "http"]
NAME_FRAMES = [f for f in FRAMES if f not in HTTP_FRAMES]
FRAME_DOMAINS = {"php": ("pay", "msg", "mail", "saas", "kr", "media", "llm"),
                 "kotlin": ("msg", "pay", "media", "auth", "game", "llm"),
                 "rust": ("cloud", "obs", "iot", "llm", "data", "game"),
                 "csharp": ("pay", "saas", "game", "auth", "msg", "obs"),
                 "ps": ("ci", "cloud", "saas", "data", "obs"),
                 "gha": ("ci", "cloud", "obs", "llm", "data", "mail", "msg"),
                 "jupyter": ("llm", "data", "media", "kr"),
                 "ruby": ("pay", "mail", "saas", "msg", "auth", "media"),
                 "systemd": ("cloud", "obs", "iot", "data", "msg", "game", "kr")}


def frames_for(dom, pool):
    return [f for f in pool if f not in FRAME_DOMAINS or dom in FRAME_DOMAINS[f]]


def org_name():
    return pick(["hanbit", "daon", "pinecrest", "northwind", "mirae", "bluefin", "haneul", "ridgeway", "sora", "kestrel", "gyeol", "onda"])


def make_ctx(ent, lang, dom):
    ctx = {"lang": lang, "svc": pick(SVCS[dom]), "org": org_name(), "who": pick(EN_FIRST) if lang == "en" else pick(KO_PEOPLE),
           "vkey": re.sub(r"[^a-z0-9]", "", ent["co"].lower())[:12] or "vendor"}
    host = ent.get("host")
    if host:
        host = host.replace("{org}", ctx["org"]).replace("{svc}", ctx["svc"]).replace("{n}", rd(R.randint(5, 8)))
        ctx["host"] = host
        ctx["method"] = "POST" if any(w in host for w in ("send", "messages", "completions", "predictions", "ingest", "event",
                                                              "transcript", "embed", "graphql", "dispatches", "email",
                                                              "confirm", "push", "purge", "advanced", "collector", "postMessage",
                                                              "transmissions", "query", "item")) else "GET"
    return ctx


def fmt(s, **kw):
    for k, v in kw.items():
        s = s.replace("{" + k + "}", v)
    return s


# ================================================================ placeholders for mirrored clean notes
KNOWN_PREFIXES = ["sk_live_51", "rk_live_51", "sk_live_", "whsec_", "ghp_", "github_pat_", "ghs_", "glpat-", "glrt-", "npm_",
                  "pypi-AgEIcHlwaS5vcmc", "dckr_pat_", "CCIPAT_", "bkua_", "squ_", "AKCp", "ATBB", "PMAK-", "AKIA", "ASIA",
                  "AIza", "GOCSPX-", "dop_v1_", "nfp_", "fo1_", "rnd_", "hvs.", "pul-", "dp.st.", "tskey-auth-", "K005",
                  "LTAI", "AKID", "AKLT", "SCW", "sk-proj-", "sk-ant-api03-", "hf_", "r8_", "gsk_", "pplx-", "xai-", "pcsk_",
                  "EAAA", "shpat_", "shpss_", "xnd_production_", "Mid-server-", "live_sk_", "shippo_live_", "EZAK",
                  "xoxb-", "xoxp-", "xapp-1-", "SG.", "xkeysib-", "re_", "NRAK-", "sntryu_", "glsa_", "glc_", "hcaik_",
                  "dt0c01.", "ATATT3xFfGF0", "lin_api_", "secret_", "figd_", "pat-na1-", "pat-eu1-", "CFPAT-", "tfp_",
                  "sl.u.", "rdme_", "fio-u-", "secret-live-", "dapi", "dbtc_", "AVNS_", "sgp_", "phx_", "sdk-", "api-",
                  "pnu_", "aio_", "NNSXS.", "sk.eyJ", "pscale_pw_", "NCS", "ATTA", "access_token$production$", "$2a$04$",
                  "live_", "pk_", "sk_", "EAA", "token-", "u+", "AAAA", "2/", "00D", "base64:", "K10", "squ_"]


def token_prefix(v):
    best = ""
    for p in KNOWN_PREFIXES:
        if v.startswith(p) and len(p) > len(best) and len(v) - len(p) >= 8:
            best = p
    return best


def placeholder(style, name, value, lang, frame=None):
    n = name.strip(".")
    if style == "envref":
        return "${" + n + "}"
    if style == "angle":
        return pick(["<" + n.lower().replace("_", "-") + ">", "<token>", "<your-key-here>", "<REPLACE_ME>", "<from-vault>"])
    if style == "xxxx":
        p = token_prefix(value)
        return p + pick(["x", "X"]) * max(8, min(40, len(value) - len(p)))
    if style == "stars":
        p = token_prefix(value)
        return p + "*" * pick([4, 8, 12, 16]) + value[-4:] if chance(0.6) else p + "********"
    if style == "redacted":
        return pick(["[REDACTED]", "<redacted>", "REDACTED", "[removed]", "***"])
    if style == "secretref":
        if frame == "gha":
            return "${{ secrets." + n + " }}"
        if frame == "helm":
            return "{{ .Values.secrets." + camel(n) + " }}"
        return pick(["op://Engineering/" + n.lower().replace("_", "-") + "/credential",
                     "vault:secret/data/prod/" + n.lower() + "#value",
                     "ref+awsssm:///prod/" + n.lower().replace("_", "/"),
                     "@Microsoft.KeyVault(SecretUri=https://kv-prod-" + rs(LOD, 5) + ".vault.azure.net/secrets/" + n.lower().replace("_", "-") + "/)"])
    raise ValueError(style)


STYLE_FRAMES = {
    "envref": ["dotenv", "compose", "k8s", "helm", "docker", "systemd", "gha", "kubectl", "table", "diff"],
    "angle": NAME_FRAMES + HTTP_FRAMES,
    "xxxx": NAME_FRAMES + HTTP_FRAMES,
    "stars": ["dotenv", "table", "quote", "log", "json", "shell", "curl", "http", "k8s", "compose", "props"],
    "redacted": ["dotenv", "table", "log", "json", "http", "curl", "compose", "k8s", "quote"],
    "secretref": ["dotenv", "compose", "k8s", "helm", "gha", "json", "toml", "systemd"],
}


# ================================================================ note assembly helpers
class Retry(Exception):
    pass


_LETTER_BATCHIM = set("LMNR")
_DIGIT_BATCHIM = set("01367 8".replace(" ", ""))
_WORD_END = (("job", True), ("lab", True), ("line", True), ("one", True), ("dog", True), ("ic", True),
             ("hub", False), ("log", False), ("bug", False), ("ng", True))
_JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"),
         "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로")}
_JOSA_RE = re.compile(r"([A-Za-z0-9][A-Za-z0-9_.\-]*)(으로|을|를|이|가|은|는|과|와|로)(?=[\s,.)!?:]|$)")


def _batchim(word):
    """(has_final_consonant, final_is_rieul) for how Korean engineers read an ASCII word aloud."""
    seg = re.split(r"[_.\-]", word.strip("_.-"))[-1] or word
    last = seg[-1]
    if last.isdigit():
        return last in _DIGIT_BATCHIM, last in "178"
    if seg.isupper() and len(seg) <= 4:
        return last in _LETTER_BATCHIM, last in "LR"
    w = seg.lower()
    for suf, val in _WORD_END:
        if w.endswith(suf):
            return val, False
    if last.lower() in "lmn":
        return True, last.lower() == "l"
    if last.lower() in "kpt" and len(w) > 1 and w[-2] in "aeiou":
        return True, False
    if w.endswith("ck"):
        return True, False
    return False, False


def fix_josa(text):
    def rep(m):
        word, p = m.group(1), m.group(2)
        has, rieul = _batchim(word)
        a, b = _JOSA[p]
        if p in ("으로", "로"):
            return word + (a if has and not rieul else b)
        return word + (a if has else b)
    return _JOSA_RE.sub(rep, text)


def N(lang, kind, cat, mc, le, ask, secrets=(), vendor=None, risky=None):
    if lang == "ko":
        mc, le, ask = fix_josa(mc), fix_josa(le), fix_josa(ask)
    sec = []
    for s in secrets:
        if s not in sec:
            sec.append(s)
    return {"lang": lang, "kind": kind, "category": cat,
            "fields": {"missing_context": mc.strip("\n"), "lesson": le.strip("\n"), "ask_next_time": ask.strip("\n")},
            "secrets": sec, "_vendor": vendor, "_risky": risky}


def kwmap(co, kind, E, ctx):
    return {"V": co, "K": kind, "E": E, "S": ctx["svc"], "W": ctx["who"]}


def prose(dom, lang, kw):
    li = 0 if lang == "en" else 1
    task = fmt(pick(TASK[dom][li]), **kw)
    gap = fmt(pick(GAP["*"][li]), **kw)
    les = fmt(pick(LESSON["*"][li] + DOM_LESSON[dom][li]), **kw)
    ask = fmt(pick(ASK["*"][li]), **kw)
    return task, gap, les, ask


def run_ref(ctx, lang):
    r = R.randrange(4)
    if r == 0:
        return L(lang, f" (failing run: https://ci.{ctx['org']}.internal/job/{ctx['svc']}/{R.randint(200, 9999)}/, commit {hx(12)})",
                 f" (실패한 실행: https://ci.{ctx['org']}.internal/job/{ctx['svc']}/{R.randint(200, 9999)}/, 커밋 {hx(12)})")
    if r == 1:
        return L(lang, f" Request id from the error: {uuid4()}.", f" 에러의 request id: {uuid4()}.")
    return ""


def intro_for(frame, lang, ctx):
    li = 0 if lang == "en" else 1
    return fmt(pick(INTRO[frame][li]), path=ctx.get("path", "config"), W=ctx["who"], svc=ctx["svc"])


def vendor_hdr(ent, vals):
    h = ent.get("hdr")
    if not h or not ent.get("host"):
        return None, []
    if callable(h):
        return h(vals)
    return h.format(*vals), []


def build_vendor_secret(ent, lang):
    dom = ent["dom"]
    items = ent["items"]()
    vals = [v for _, v, _ in items]
    cand = [s for _, _, ss in items for s in ss]
    hdr, extra = vendor_hdr(ent, vals)
    cand += extra
    ctx = make_ctx(ent, lang, dom)
    ctx["hdr"] = hdr
    frames = frames_for(dom, NAME_FRAMES) + (HTTP_FRAMES * 4 if hdr else [])
    frame = pick(frames)
    block = FRAMES[frame]([(n, v) for n, v, _ in items], ctx)
    E = next(n for n, _, ss in items if ss).strip(".")
    kw = kwmap(ent["brand"], ent["k"], E, ctx)
    task, gap, les, ask = prose(dom, lang, kw)
    intro = intro_for(frame, lang, ctx)
    listed = [s for s in cand if s in block]
    if not listed:
        raise Retry("no secret rendered")
    first_item = next(((n, v) for n, v, ss in items if ss and ss[0] in listed), None)
    single = listed[0] if len(listed) == 1 and first_item else None
    r = R.random()
    mc = f"{task} {gap}{run_ref(ctx, lang)}"
    if r < 0.52:
        mc = f"{mc}\n\n{intro}\n{block}"
    elif r < 0.78:
        les = f"{les}\n{intro}\n{block}"
    elif r < 0.84 and single and len(first_item[1]) <= 300:
        v = first_item[1]
        mc = mc + " " + L(lang, f"For the record, the {ent['brand']} {ent['k']} that {ctx['svc']} is using right now is",
                          f"참고로 지금 {ctx['svc']}가 쓰는 {ent['brand']} {ent['k']}는")
        les = L(lang, f"{v} — worth rotating since it is now in this note. {les}", f"{v} 임 (이 노트에 남았으니 rotate 필요). {les}")
    elif r < 0.92 and single and len(first_item[1]) <= 220:
        n, v = first_item
        ask = pick(L(lang, [f"Is `{n}={v}` still the live {ent['brand']} credential, or was it rotated after this?",
                            f"Can we revoke `{v}` now? It has been pasted into a few tickets already.",
                            f"Does anything besides {ctx['svc']} use `{v}`? If not I'd like to rotate it."],
                     [f"`{n}={v}` 이게 아직 유효한 {ent['brand']} 자격증명인지, 이후에 rotate됐는지 확인 부탁.",
                      f"`{v}` 이미 티켓 여러 곳에 붙여넣어졌는데 지금 revoke해도 되는지?",
                      f"{ctx['svc']} 말고 `{v}` 쓰는 곳이 또 있는지? 없으면 rotate하고 싶음."]))
    else:
        mc = f"{mc}\n\n{intro}\n{block}"
        if single and len(first_item[1]) <= 300:
            n, v = first_item
            les = les + " " + pick(L(lang, [f"(The value that worked in the end was {n}={v}.)",
                                            f"Verified afterwards that `{v}` still authenticates."],
                                     [f"(결국 동작한 값은 {n}={v} 였음.)", f"나중에 `{v}`로 인증되는 것까지 확인함."]))
    cat = f"vendor: {ent['co']} {ent['kind']} ({frame}) [Vendor]"
    return N(lang, "secret", cat, mc, les, ask, listed, vendor=ent["co"])


def build_mirror_clean(ent, lang):
    dom = ent["dom"]
    items = ent["items"]()
    style = pick(list(STYLE_FRAMES))
    ctx = make_ctx(ent, lang, dom)
    hstr = ent.get("hdr") if isinstance(ent.get("hdr"), str) and ent.get("host") else None
    frames = [f for f in frames_for(dom, STYLE_FRAMES[style]) if f not in HTTP_FRAMES or hstr]
    frame = pick(frames)
    new = []
    for n, v, ss in items:
        if not ss and re.search(r"KEY|TOKEN|SECRET|PASS", n.upper()) and not re.search(r"(_ID|SID)$", n.upper()):
            new.append((n, placeholder(style if style != "stars" else "redacted", n, v, lang, frame)))
        elif not ss:
            new.append((n, v))
        elif style in ("envref", "secretref", "angle", "redacted") or v not in ss:
            if style in ("xxxx", "stars") and v not in ss:
                nv = v
                for s in ss:
                    nv = nv.replace(s, placeholder(style, n, s, lang, frame))
                new.append((n, nv))
            else:
                new.append((n, placeholder(style, n, v, lang, frame)))
        else:
            new.append((n, placeholder(style, n, v, lang, frame)))
    if hstr:
        ctx["hdr"] = hstr.format(*[v for _, v in new])
    block = FRAMES[frame](new, ctx)
    E = next(n for n, _, ss in items if ss).strip(".")
    kw = kwmap(ent["brand"], ent["k"], E, ctx)
    task, gap, les, ask = prose(dom, lang, kw)
    intro = intro_for(frame, lang, ctx)
    if style in ("stars", "xxxx", "redacted"):
        intro = intro.rstrip(":") + L(lang, " (values masked by me):", " (값은 마스킹함):")
    elif style == "angle" and chance(0.5):
        intro = intro.rstrip(":") + L(lang, " (placeholders as in the template):", " (템플릿 그대로, placeholder):")
    mc = f"{task} {gap}{run_ref(ctx, lang)}"
    if chance(0.65):
        mc = f"{mc}\n\n{intro}\n{block}"
    else:
        les = f"{les}\n{intro}\n{block}"
    cat = f"clean mirror: {ent['co']} {ent['kind']}, {style} placeholder ({frame})"
    return N(lang, "clean", cat, mc, les, ask, [], risky=True)


PUB_TASK = (["The web build for {S} was rejected by the new CSP; I had to list every third-party origin.",
             "Moving {S} to a new domain; the {V} integration stopped working in the browser.",
             "Security review flagged a key in the shipped JS bundle of {S}.",
             "Setting up the staging frontend for {S} with its own {V} project.",
             "The mobile web view of {S} showed a blank widget where the {V} component should be."],
            ["새 CSP 적용 후 {S} 웹 빌드가 막혀서 서드파티 origin을 전부 정리해야 했음.",
             "{S} 도메인 이전 후 브라우저에서 {V} 연동이 안 됨.",
             "보안 리뷰에서 {S} 배포 JS 번들에 키가 있다고 지적받음.",
             "{S} 스테이징 프론트엔드에 별도 {V} 프로젝트 연결.",
             "{S} 모바일 웹뷰에서 {V} 컴포넌트 자리가 빈 화면으로 나옴."])
PUB_LESSON = (["That {K} is designed to be public; what protects it is the allowed-domain/referrer list on the {V} side, which was missing the new domain.",
               "Nothing to rotate: the {V} {K} only identifies the project. The server-side secret lives elsewhere and was never in the bundle.",
               "Restrict by origin in the {V} dashboard instead of trying to hide the {K}; it ships to every browser anyway.",
               "The real problem was the build picking up the staging {K}; check which .env file the bundler reads."],
              ["이 {K}는 원래 공개용임. 보호는 {V} 쪽 허용 도메인/referrer 목록이 하는데 새 도메인이 빠져 있었음.",
               "rotate할 필요 없음. {V} {K}는 프로젝트 식별용이고, 서버 쪽 secret은 따로 있고 번들에 들어간 적 없음.",
               "{K}를 숨기려 하지 말고 {V} 대시보드에서 origin 제한을 걸 것. 어차피 모든 브라우저에 내려감.",
               "진짜 문제는 빌드가 스테이징 {K}를 집어간 것. 번들러가 어떤 .env를 읽는지 확인할 것."])
PUB_ASK = (["Who manages the allowed domains in the {V} dashboard?", "Do we want separate {V} projects per environment?",
            "Can security add the {V} {K} to the list of expected public values so it stops getting flagged?"],
           ["{V} 대시보드의 허용 도메인은 누가 관리하는지?", "환경별로 {V} 프로젝트를 분리할지?",
            "{V} {K}를 '공개돼도 되는 값' 목록에 넣어서 더 이상 지적 안 되게 할 수 있는지?"])


def build_publishable(entry, lang):
    co, kind, dom, fn = entry
    items = fn()
    ctx = {"lang": lang, "svc": pick(["storefront", "web-app", "landing", "mobile-web", "partner-portal", "booking-web"]),
           "org": org_name(), "who": pick(EN_FIRST) if lang == "en" else pick(KO_PEOPLE)}
    n, v = items[0]
    frame = pick(["next_env", "js_config", "html", "bundle_grep"])
    if frame == "next_env":
        pre = pick(["NEXT_PUBLIC_", "VITE_", "REACT_APP_"])
        block = "\n".join([f"{pre}API_BASE=https://api.{ctx['org']}.com", f"{pre}{n.upper()}={v}", f"{pre}APP_ENV=production"])
        intro = L(lang, ".env.production of the frontend:", "프론트엔드 .env.production:")
    elif frame == "js_config":
        if n == "apiKey":
            proj = ctx["org"] + "-" + rs(LOD, 5)
            block = "\n".join(["export const firebaseConfig = {", f'  apiKey: "{v}",', f'  authDomain: "{proj}.firebaseapp.com",',
                               f'  projectId: "{proj}",', f'  storageBucket: "{proj}.appspot.com",',
                               f'  messagingSenderId: "{rd(12)}",', f'  appId: "1:{rd(12)}:web:{hx(22)}"', "};"])
        else:
            block = "\n".join([f"// {co} {kind}: public by design", f"export const {camel(n)} = '{v}';"])
        intro = L(lang, "From src/config/public.ts:", "src/config/public.ts 일부:")
    elif frame == "html":
        block = f'<script>\n  window.__PUBLIC_CONFIG__ = {{ "{camel(n)}": "{v}", "release": "{hx(7)}" }};\n</script>'
        intro = L(lang, "Inline config in index.html:", "index.html 인라인 설정:")
    else:
        block = (f"$ grep -ho '{v[:6]}[A-Za-z0-9._-]*' dist/assets/*.js | sort -u\n{v}\n"
                 f"$ ls dist/assets | head -3\nindex-{rs(B64U, 8)}.js\nvendor-{rs(B64U, 8)}.js\nindex-{rs(B64U, 8)}.css")
        intro = L(lang, "What the security scan found in the bundle:", "보안 스캔이 번들에서 찾은 것:")
    li = 0 if lang == "en" else 1
    kw = {"V": co, "K": kind, "S": ctx["svc"]}
    task = fmt(pick(PUB_TASK[li]), **kw)
    les = fmt(pick(PUB_LESSON[li]), **kw)
    ask = fmt(pick(PUB_ASK[li]), **kw)
    if chance(0.7):
        mc, le = f"{task}\n\n{intro}\n{block}", les
    else:
        mc, le = task, f"{les}\n{intro}\n{block}"
    cat = f"clean: {co} {kind} in {frame} [publishable]"
    return N(lang, "clean", cat, mc, le, ask, [], risky=True)


# ================================================================ hand-written secret templates
SECRET_T = []


def st(cat, vendor=None):
    def deco(fn):
        SECRET_T.append((cat, fn, vendor))
        return fn
    return deco


def who(lang):
    return pick(EN_FIRST) if lang == "en" else pick(KO_PEOPLE) + "님"


def rds_host(engine="postgres"):
    return f"{pick(['main', 'orders', 'billing', 'legacy', 'report'])}-{engine[:2]}.{rs(LOD, 12)}.ap-northeast-2.rds.amazonaws.com"


def int_host(kind="db"):
    _o = org_name()
    return pick([f"{kind}-prod-0{R.randint(1, 4)}.internal", f"{kind}{R.randint(1, 3)}.corp.{_o}.local",
                 f"{kind}-{pick(['stg', 'prd'])}.{_o}.io", ipv4()])


def some_pw():
    return pick([pw_random, pw_human, pw_alnum, pw_word_year, pw_ko_keyboard])()


@st("shell: mysql -p attached password")
def s_mysql(lang):
    pw = pick([pw_random, pw_human])()
    h, u, db = int_host("mysql"), pick(["app_rw", "report", "root", "erp_user", "wp_admin"]), pick(["shop", "erp", "wordpress", "cms", "legacy_orders"])
    term = (f"$ mysql -h {h} -u {u} -p{shq(pw) if any(c in pw for c in '!#$&*()<>;| ') else pw} {db} -e \"SHOW SLAVE STATUS\\G\" | grep -i behind\n"
            f"mysql: [Warning] Using a password on the command line interface can be insecure.\n"
            f"        Seconds_Behind_Master: {R.randint(300, 9000)}")
    mc = L(lang, f"Replica lag alert on {db}. I didn't know the replica is a separate box with its own credentials, and the on-call doc only has the primary. What I ran:\n{term}",
           f"{db} 리플리카 지연 알림 대응. 리플리카가 별도 서버고 계정도 따로라는 걸 몰랐고, 온콜 문서엔 primary 정보만 있음. 실행한 것:\n{term}")
    le = L(lang, "The lag came from a long-running report query holding a metadata lock; killing it let the SQL thread catch up.",
           "지연 원인은 메타데이터 락을 잡고 있던 장시간 리포트 쿼리. 그걸 kill하니 SQL 스레드가 따라잡음.")
    ask = L(lang, "Can the replica credentials go into the on-call vault entry instead of people's shell history?",
            "리플리카 계정을 쉘 히스토리 말고 온콜 vault 항목에 넣어둘 수 있는지?")
    return mc, le, ask, [pw]


@st("shell: PGPASSWORD inline with psql")
def s_psql(lang):
    pw = pick([pw_random, pw_alnum, pw_word_year])()
    h, u = rds_host(), pick(["analytics_ro", "migrator", "svc_billing", "postgres"])
    term = (f"$ PGPASSWORD={shq(pw)} psql -h {h} -U {u} -d {pick(['billing', 'core', 'warehouse'])} -c '\\dt+ public.*' | head\n"
            f"                 List of relations\n Schema |       Name        | Type  |  Owner  |  Size\n"
            f"--------+-------------------+-------+---------+--------\n public | invoices          | table | {u} | {R.randint(2, 90)} GB")
    mc = L(lang, f"Migration dry-run needed table sizes from prod. Missing context: which role has read access without being able to write; the runbook was silent.\n{term}",
           f"마이그레이션 dry-run에 운영 테이블 크기가 필요했음. 쓰기 권한 없이 읽기만 되는 role이 뭔지 런북에 없었음.\n{term}")
    le = L(lang, "Use a read-only role for inspection; the migrator role can take locks by accident.",
           "조회는 read-only role로 할 것. migrator role은 실수로 락을 잡을 수 있음.")
    ask = L(lang, f"Is there a proper read-only role for {u.split('_')[0]} work, or should we create one?",
            "조회 전용 role이 따로 있는지, 없으면 만들어야 하는지?")
    return mc, le, ask, [pw]


@st("shell: redis-cli -a password")
def s_redis_cli(lang):
    pw = pick([pw_alnum, pw_random])()
    term = (f"$ redis-cli -h {int_host('redis')} -p 6379 -a {shq(pw)} --no-auth-warning INFO keyspace\n# Keyspace\n"
            f"db0:keys={R.randint(100000, 9000000)},expires={R.randint(1000, 90000)},avg_ttl={R.randint(1000, 900000)}")
    mc = L(lang, "Cache hit rate dropped to 40% after the deploy. Nobody told me the session cache and the page cache share one Redis.",
           "배포 후 캐시 히트율이 40%로 떨어짐. 세션 캐시와 페이지 캐시가 Redis 하나를 같이 쓴다는 걸 아무도 얘기 안 해줌.")
    le = L(lang, f"Most keys had no TTL, so eviction hit sessions first. Checked with:\n{term}",
           f"대부분 키에 TTL이 없어서 eviction이 세션부터 날림. 확인한 명령:\n{term}")
    ask = L(lang, "Can we split sessions into their own Redis instance?", "세션용 Redis를 분리할 수 있는지?")
    return mc, le, ask, [pw]


@st("shell: sshpass in deploy script")
def s_sshpass(lang):
    pw = pw_human()
    h = int_host("web")
    script = (f"#!/bin/bash\n# deploy.sh (legacy, runs from {who('en')}'s laptop)\nset -e\nnpm run build\n"
              f"sshpass -p {shq(pw)} rsync -avz --delete ./dist/ deploy@{h}:/var/www/html/\n"
              f"sshpass -p {shq(pw)} ssh deploy@{h} 'sudo systemctl reload nginx'")
    mc = L(lang, f"Deploys to the marketing site only worked from one laptop. The repo has no CI for it; this is the whole deploy:\n{script}",
           f"마케팅 사이트 배포가 노트북 한 대에서만 됨. CI가 없고 배포는 이게 전부:\n{script}")
    le = L(lang, "Replace password SSH with a deploy key and run it from CI; the password is also the interactive login for that account.",
           "비밀번호 SSH 대신 deploy key로 바꾸고 CI에서 돌릴 것. 이 비밀번호가 그 계정 대화형 로그인 비번이기도 함.")
    ask = L(lang, "Who owns the web host and can create a deploy key for CI?", "웹 서버 담당자가 누군지, CI용 deploy key 만들어줄 수 있는지?")
    return mc, le, ask, [pw]


@st("config: DATABASE_URL postgres with percent-encoded password")
def s_pg_url(lang):
    raw, enc = db_pw_urlsafe()
    u = pick(["app", "svc_orders", "django", "rails"])
    url = f"postgres://{u}:{enc}@{rds_host()}:5432/{pick(['orders', 'app_production', 'core'])}?sslmode=require"
    env = "\n".join([f"DATABASE_URL={url}", pick(FILLER_ENV), pick(FILLER_ENV)])
    mc = L(lang, f"App crashed on boot with 'password authentication failed' right after the password rotation. I didn't know the new password contains characters that must be percent-encoded in the URL.\n\n.env on the instance:\n{env}",
           f"비밀번호 교체 직후 앱이 부팅 시 'password authentication failed'로 죽음. 새 비밀번호에 URL 인코딩이 필요한 문자가 있다는 걸 몰랐음.\n\n인스턴스의 .env:\n{env}")
    le = L(lang, "When a password goes into a URL, percent-encode it; libraries disagree on whether they decode it again.",
           "비밀번호를 URL에 넣을 때는 퍼센트 인코딩할 것. 라이브러리마다 다시 디코딩하는지가 다름.")
    ask = L(lang, "Can the rotation script output the URL-encoded form too?", "rotation 스크립트가 URL 인코딩된 형태도 같이 출력하게 할 수 있는지?")
    return mc, le, ask, [enc]


@st("config: Spring datasource password in application.yml")
def s_spring(lang):
    pw = some_pw()
    h = int_host("mysql")
    yml = (f"spring:\n  datasource:\n    url: jdbc:mysql://{h}:3306/{pick(['mes', 'erp', 'wms'])}?useSSL=false&serverTimezone=Asia/Seoul\n"
           f"    username: {pick(['mes_app', 'erp', 'wms_svc'])}\n    password: {yq(pw)}\n    hikari:\n      maximum-pool-size: 30")
    mc = L(lang, f"Connection pool exhaustion on the legacy Spring app every morning at 09:00. Nobody mentioned the batch server runs the same jar with the same pool size.\n\nsrc/main/resources/application-prod.yml:\n{yml}",
           f"레거시 Spring 앱이 매일 아침 9시에 커넥션 풀 고갈. 배치 서버가 같은 jar를 같은 풀 사이즈로 돌린다는 얘기를 아무도 안 함.\n\nsrc/main/resources/application-prod.yml:\n{yml}")
    le = L(lang, "Two processes x 30 connections exceeded max_connections on the DB; give the batch profile its own smaller pool.",
           "프로세스 2개 x 30 커넥션이 DB max_connections를 넘김. 배치 프로파일은 작은 풀을 따로 줄 것.")
    ask = L(lang, "Is the batch server's config in the same repo or somewhere else?", "배치 서버 설정은 같은 repo에 있는지 다른 곳에 있는지?")
    return mc, le, ask, [pw]


@st("code: MongoDB SRV URI hardcoded in Node")
def s_mongo(lang):
    pw = pw_alnum(R.randint(14, 24))
    u = pick(["appUser", "admin", "etl", "api-prod"])
    code = (f"// src/db.ts\nawait mongoose.connect(\n  process.env.MONGO_URI ||\n"
            f"  'mongodb+srv://{u}:{pw}@cluster0.{rs(LOD, 5)}.mongodb.net/{pick(['app', 'catalog', 'events'])}?retryWrites=true&w=majority'\n);")
    mc = L(lang, f"Local dev silently connected to the production cluster because MONGO_URI wasn't set. Missing context: the fallback URI in code points at prod.\n{code}",
           f"로컬 개발 환경이 MONGO_URI 없이 조용히 운영 클러스터에 붙었음. 코드의 fallback URI가 운영을 가리킨다는 걸 몰랐음.\n{code}")
    le = L(lang, "Never default to a real URI; fail fast when the env var is missing.", "실제 URI를 기본값으로 두지 말고 env가 없으면 바로 실패하게 할 것.")
    ask = L(lang, "Has anyone else run the seed script locally since that fallback was added?", "fallback 들어간 이후 로컬에서 seed 스크립트 돌린 사람이 또 있는지?")
    return mc, le, ask, [pw]


@st("config: Redis TLS URL with default user password")
def s_rediss(lang):
    pw = pw_alnum(32)
    url = f"rediss://default:{pw}@{pick(['cache', 'queue', 'sessions'])}-{rs(LOD, 6)}.{pick(['ap-northeast-2.cache.amazonaws.com', 'redis.cache.windows.net', 'upstash.io'])}:6380/0"
    mc = L(lang, f"Sidekiq jobs piled up after the Redis move. The new endpoint requires TLS and the old URL scheme was still redis://.",
           f"Redis 이전 후 Sidekiq job이 쌓임. 새 엔드포인트는 TLS 필수인데 URL이 아직 redis:// 였음.")
    le = L(lang, f"Switching to rediss:// fixed it. Final value in the Heroku-style config:\nREDIS_URL={url}",
           f"rediss://로 바꾸니 해결. 최종 설정값:\nREDIS_URL={url}")
    ask = L(lang, "Are there other consumers of the old redis:// URL (cron boxes, notebooks)?", "예전 redis:// URL을 쓰는 곳(크론 서버, 노트북)이 또 있는지?")
    return mc, le, ask, [pw]


@st("config: Celery AMQP broker URL")
def s_amqp(lang):
    pw = pick([pw_alnum, pw_human])()
    enc = pct(pw)
    url = f"amqp://{pick(['celery', 'worker', 'tasks'])}:{enc}@rabbitmq.{org_name()}.internal:5672/{pick(['prod', 'jobs', 'etl'])}"
    code = f"# celeryconfig.py\nbroker_url = \"{url}\"\nresult_backend = \"rpc://\"\ntask_acks_late = True\nworker_prefetch_multiplier = 1"
    mc = L(lang, f"Tasks were executed twice after a worker crash. I didn't know acks_late was only set in one of the two config files.\n{code}",
           f"워커가 죽은 뒤 task가 두 번 실행됨. acks_late가 설정 파일 두 개 중 하나에만 있었다는 걸 몰랐음.\n{code}")
    le = L(lang, "With acks_late, tasks must be idempotent; the email task wasn't.", "acks_late를 쓰면 task가 멱등해야 함. 메일 발송 task는 아니었음.")
    ask = L(lang, "Which config file does the prod worker actually import?", "운영 워커가 실제로 import하는 설정 파일이 어느 건지?")
    return mc, le, ask, [enc]


@st("config: Kafka SASL JAAS password")
def s_kafka(lang):
    user = pick([rs(UPD, 16), "svc-" + pick(["orders", "cdc", "events"])])
    pw = pick([rs(B64, 64), pw_alnum(24)])
    props = (f"bootstrap.servers=pkc-{rs(LOD, 5)}.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
             f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{user}\" password=\"{pw}\";\n"
             f"group.id={pick(['cdc-sink', 'search-indexer', 'billing-consumer'])}")
    mc = L(lang, f"Consumer group kept rebalancing every few minutes. Missing: max.poll.interval.ms had been lowered by someone in a shared properties file.\n\nclient.properties:\n{props}",
           f"컨슈머 그룹이 몇 분마다 리밸런싱. 누가 공용 properties 파일에서 max.poll.interval.ms를 낮춰놨다는 걸 몰랐음.\n\nclient.properties:\n{props}")
    le = L(lang, "Slow batches + a low poll interval = rebalance storm. Raise the interval or shrink max.poll.records.",
           "느린 배치 + 짧은 poll interval = 리밸런스 폭풍. interval을 늘리거나 max.poll.records를 줄일 것.")
    ask = L(lang, "Who else imports this shared client.properties?", "이 공용 client.properties를 가져다 쓰는 곳이 또 어디인지?")
    return mc, le, ask, [pw]


@st("legacy Java: Tomcat context.xml JNDI password")
def s_tomcat(lang):
    pw = some_pw()
    xml = (f'<Context>\n  <Resource name="jdbc/{pick(["ERP", "HR", "MES"])}" auth="Container" type="javax.sql.DataSource"\n'
           f'    driverClassName="oracle.jdbc.OracleDriver" url="jdbc:oracle:thin:@//{ipv4()}:1521/{pick(["ERPDB", "ORCL", "HRDB"])}"\n'
           f'    username="{pick(["erp_app", "hr_web", "mes"])}" password="{pw}" maxTotal="50" maxWaitMillis="10000"/>\n</Context>')
    mc = L(lang, f"The legacy ERP web app on Tomcat 8 threw 'Cannot create PoolableConnectionFactory' after the DB failover. Nobody said the JNDI resource is in conf/context.xml on the server, not in the WAR.\n{xml}",
           f"DB 페일오버 이후 Tomcat 8 레거시 ERP 웹앱이 'Cannot create PoolableConnectionFactory' 에러. JNDI 리소스가 WAR가 아니라 서버의 conf/context.xml에 있다는 걸 아무도 말 안 함.\n{xml}")
    le = L(lang, "Point the URL at the SCAN/VIP name, not a node IP, so failover doesn't need a config change.",
           "URL은 노드 IP가 아니라 SCAN/VIP 이름으로 걸어야 페일오버 때 설정 변경이 필요 없음.")
    ask = L(lang, "Is there a list of all servers with their own context.xml?", "context.xml을 따로 가진 서버 목록이 있는지?")
    return mc, le, ask, [pw]


WP_SALT = "".join(c for c in map(chr, range(33, 127)) if c not in "'\\\"")


@st("legacy PHP: wp-config DB password and salts")
def s_wpconfig(lang):
    pw = some_pw()
    s1, s2 = rs(WP_SALT, 64), rs(WP_SALT, 64)
    php = (f"define( 'DB_NAME', 'wp_{rs(LO, 4)}' );\ndefine( 'DB_USER', 'wp_{rs(LO, 4)}' );\ndefine( 'DB_PASSWORD', '{pw}' );\n"
           f"define( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY',         '{s1}' );\ndefine( 'SECURE_AUTH_KEY',  '{s2}' );")
    mc = L(lang, f"WordPress site kept logging everyone out every few hours. Missing context: a plugin regenerated salts on update. Current wp-config.php:\n{php}",
           f"워드프레스 사이트가 몇 시간마다 전원 로그아웃됨. 플러그인이 업데이트 때 salt를 재생성한다는 걸 몰랐음. 현재 wp-config.php:\n{php}")
    le = L(lang, "Changing AUTH_KEY/SECURE_AUTH_KEY invalidates every session; pin them and disable the plugin's 'security hardening' option.",
           "AUTH_KEY/SECURE_AUTH_KEY가 바뀌면 모든 세션이 무효화됨. 값을 고정하고 플러그인의 'security hardening' 옵션을 끌 것.")
    ask = L(lang, "Who installed the security plugin and is it still needed?", "보안 플러그인은 누가 설치했고 아직 필요한지?")
    return mc, le, ask, [pw, s1, s2]


@st("legacy PHP: CodeIgniter database.php password")
def s_ci(lang):
    pw = some_pw()
    php = (f"$db['default'] = array(\n    'hostname' => '{int_host('mysql')}',\n    'username' => 'shop_app',\n    'password' => '{pw}',\n"
           f"    'database' => 'shop',\n    'dbdriver' => 'mysqli',\n    'char_set' => 'utf8',\n    'dbcollat' => 'utf8_general_ci',\n);")
    mc = L(lang, "Korean product names turned into ??? after the MySQL upgrade on the old PHP shop.",
           "구형 PHP 쇼핑몰 MySQL 업그레이드 후 한글 상품명이 ???로 깨짐.")
    le = L(lang, f"The connection charset was utf8 (3-byte) while the new tables are utf8mb4. application/config/database.php:\n{php}\nSwitch char_set/dbcollat to utf8mb4.",
           f"연결 charset이 utf8(3바이트)인데 새 테이블은 utf8mb4였음. application/config/database.php:\n{php}\nchar_set/dbcollat을 utf8mb4로 바꿀 것.")
    ask = L(lang, "Are there other PHP apps on that host sharing the same DB?", "그 서버에 같은 DB를 쓰는 PHP 앱이 또 있는지?")
    return mc, le, ask, [pw]


@st("mobile: Android signingConfigs passwords in build.gradle")
def s_gradle_sign(lang):
    p1, p2 = pw_human(), pw_human()
    if p1 == p2:
        p2 = p2 + "!"
    gr = (f"signingConfigs {{\n    release {{\n        storeFile file(\"../keystore/upload.jks\")\n        storePassword \"{p1}\"\n"
          f"        keyAlias \"upload\"\n        keyPassword \"{p2}\"\n    }}\n}}")
    mc = L(lang, f"Play Console rejected the AAB: 'signed with the wrong key'. Nobody told me there are two keystores (old app signing key vs. upload key). app/build.gradle:\n{gr}",
           f"Play Console이 AAB를 '잘못된 키로 서명됨'으로 거절. keystore가 두 개(예전 앱 서명 키 / 업로드 키)라는 걸 아무도 얘기 안 해줌. app/build.gradle:\n{gr}")
    le = L(lang, "With Play App Signing you upload with the upload key; the old keystore is only needed for the legacy store listing.",
           "Play App Signing에서는 업로드 키로 올려야 함. 예전 keystore는 레거시 스토어용으로만 필요함.")
    ask = L(lang, "Where is the canonical copy of upload.jks kept, and who has the passwords?", "upload.jks 원본은 어디 있고 비밀번호는 누가 갖고 있는지?")
    return mc, le, ask, [p1, p2]


@st("mobile: keystore.properties committed")
def s_keystore_props(lang):
    p1 = pick([pw_human, pw_random])()
    p2 = pick([p1, pw_human()])
    props = f"storeFile=../release.keystore\nstorePassword={p1}\nkeyAlias={pick(['release', 'key0', 'upload'])}\nkeyPassword={p2}"
    mc = L(lang, "The release build on the new Mac mini failed at :app:validateSigningRelease.",
           "새 Mac mini에서 릴리스 빌드가 :app:validateSigningRelease 단계에서 실패.")
    le = L(lang, f"keystore.properties is gitignored on most machines but was committed in an old branch; that copy had a stale path. The file:\n{props}",
           f"keystore.properties는 대부분 gitignore인데 예전 브랜치에 커밋돼 있었고 그 사본의 경로가 옛날 것이었음. 파일 내용:\n{props}")
    ask = L(lang, "Should we purge keystore.properties from the old branch history?", "예전 브랜치 히스토리에서 keystore.properties를 지워야 하는지?")
    return mc, le, ask, [p1, p2]


@st("mobile: fastlane match password and Apple app-specific password", vendor="Apple")
def s_fastlane(lang):
    _o = org_name()
    mp = pw_passphrase()
    asp = "-".join(rs(LO, 4) for _ in range(4))
    env = (f"# fastlane/.env.default\nMATCH_GIT_URL=git@github.com:{_o}/ios-certificates.git\nMATCH_PASSWORD={envq(mp)}\n"
           f"FASTLANE_USER=ios-release@{_o}.com\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={asp}")
    mc = L(lang, f"TestFlight upload hung at 'Waiting for 2FA'. I was missing that CI must use an app-specific password, not the Apple ID password.\n{env}",
           f"TestFlight 업로드가 '2FA 대기'에서 멈춤. CI는 Apple ID 비번이 아니라 앱 암호를 써야 한다는 걸 몰랐음.\n{env}")
    le = L(lang, "Better: use an App Store Connect API key instead of an Apple ID at all.", "더 나은 방법: Apple ID 대신 App Store Connect API 키를 쓸 것.")
    ask = L(lang, "Who owns the ios-release Apple ID and its 2FA device?", "ios-release Apple ID와 2FA 기기는 누가 갖고 있는지?")
    return mc, le, ask, [mp, asp]


@st("mobile: iOS keychain and p12 passwords in CI log")
def s_p12(lang):
    kc, p12 = pw_alnum(20), pw_human()
    log = (f"+ security create-keychain -p {shq(kc)} build.keychain\n+ security default-keychain -s build.keychain\n"
           f"+ security unlock-keychain -p {shq(kc)} build.keychain\n+ security import dist.p12 -k build.keychain -P {shq(p12)} -T /usr/bin/codesign\n"
           "security: SecKeychainItemImport: MAC verification failed during PKCS12 import (wrong password?)")
    mc = L(lang, f"iOS signing step failed on the new runner. The script runs with `set -x`, so the log shows everything:\n{log}",
           f"새 러너에서 iOS 서명 단계 실패. 스크립트가 `set -x`로 돌아서 로그에 전부 찍힘:\n{log}")
    le = L(lang, "The p12 was re-exported with a new password and nobody updated the CI variable; also drop `set -x` around security commands.",
           "p12를 새 비밀번호로 다시 export했는데 CI 변수를 안 바꿨음. security 명령 주변에서는 `set -x`를 빼야 함.")
    ask = L(lang, "Who re-exported dist.p12 and where is the current password stored?", "dist.p12를 누가 다시 export했고 현재 비밀번호는 어디 있는지?")
    return mc, le, ask, [kc, p12]


@st("private key: EC PEM pasted into ticket")
def s_ec_pem(lang):
    lines = ec_private_pem()
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    mc = L(lang, f"mTLS between the gateway and the partner API failed with 'bad certificate'. The partner's onboarding doc didn't say they want the full chain. Key on the gateway (/etc/gateway/tls/client.key):\n{pem}",
           f"게이트웨이-파트너 API 간 mTLS가 'bad certificate'로 실패. 파트너 온보딩 문서에 full chain이 필요하다는 말이 없었음. 게이트웨이의 키(/etc/gateway/tls/client.key):\n{pem}")
    le = L(lang, "Send cert + intermediate in client.crt; the key was fine.", "client.crt에 인증서+중간 인증서를 같이 넣어야 했음. 키 자체는 문제없었음.")
    ask = L(lang, "Since the key is now in this ticket, should we reissue the client certificate?", "키가 티켓에 올라갔으니 클라이언트 인증서를 재발급해야 하는지?")
    return mc, le, ask, lines


@st("private key: OpenSSH ed25519 deploy key")
def s_openssh(lang):
    cm = pick(["deploy@ci", "gh-actions@infra", "ansible@bastion", "backup@nas"])
    lines, _ = openssh_ed25519(cm)
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    mc = L(lang, "Ansible runs from CI failed with 'Permission denied (publickey)' on the new hosts only.",
           "CI에서 도는 Ansible이 새 호스트에서만 'Permission denied (publickey)'로 실패.")
    le = L(lang, f"The new hosts were built from an image without the deploy key in authorized_keys. For the record, the CI variable SSH_PRIVATE_KEY contains:\n{pem}",
           f"새 호스트가 authorized_keys에 deploy key가 없는 이미지로 만들어졌음. 참고로 CI 변수 SSH_PRIVATE_KEY 내용:\n{pem}")
    ask = L(lang, "Can the base image pull authorized keys from the bastion at boot?", "베이스 이미지가 부팅 시 bastion에서 authorized key를 받아오게 할 수 있는지?")
    return mc, le, ask, lines


@st("private key: Apple APNs .p8 auth key", vendor="Apple")
def s_p8(lang):
    lines = pkcs8_ec_pem()
    kid, team = rs(UPD, 10), rs(UPD, 10)
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    mc = L(lang, f"iOS pushes stopped with 403 InvalidProviderToken. Missing: the .p8 in the push service was from the old team. Key ID {kid}, Team ID {team}. AuthKey_{kid}.p8:\n{pem}",
           f"iOS 푸시가 403 InvalidProviderToken으로 중단. 푸시 서비스의 .p8이 예전 팀 것이었음. Key ID {kid}, Team ID {team}. AuthKey_{kid}.p8:\n{pem}")
    le = L(lang, "Key ID and Team ID must both match the key; the token is signed fine but rejected.", "Key ID와 Team ID가 둘 다 키와 맞아야 함. 서명은 되는데 거절됨.")
    ask = L(lang, "Who can revoke/reissue APNs keys in the developer account?", "개발자 계정에서 APNs 키 폐기/재발급 권한이 누구한테 있는지?")
    return mc, le, ask, lines


@st("private key: WireGuard PrivateKey and PresharedKey")
def s_wg(lang):
    pk, psk, peer = wg_key(), b64e(rbytes(32)), wg_key()
    conf = (f"[Interface]\nPrivateKey = {pk}\nAddress = 10.{R.randint(0, 99)}.0.{R.randint(2, 60)}/32\nDNS = 10.0.0.2\n\n[Peer]\n"
            f"PublicKey = {peer}\nPresharedKey = {psk}\nEndpoint = vpn.{org_name()}.com:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25")
    mc = L(lang, f"VPN for the factory site dropped every ~2 minutes. I didn't know the site router does NAT with a short UDP timeout. wg0.conf on the edge box:\n{conf}",
           f"공장 사이트 VPN이 2분마다 끊김. 현장 라우터가 UDP 타임아웃이 짧은 NAT를 한다는 걸 몰랐음. 엣지 장비의 wg0.conf:\n{conf}")
    le = L(lang, "PersistentKeepalive below the NAT timeout fixed it (it was missing on that peer).", "NAT 타임아웃보다 짧은 PersistentKeepalive로 해결 (그 피어엔 빠져 있었음).")
    ask = L(lang, "Who manages the site router config?", "현장 라우터 설정은 누가 관리하는지?")
    return mc, le, ask, [pk, psk]


@st("private key: age secret key for sops")
def s_age(lang):
    sk = age_secret()
    f = f"# created: {ts_iso()}+09:00\n# public key: {age_public()}\n{sk}"
    mc = L(lang, "sops couldn't decrypt secrets/prod.enc.yaml in CI: 'no identity matched any of the recipients'.",
           "CI에서 sops가 secrets/prod.enc.yaml 복호화 실패: 'no identity matched any of the recipients'.")
    le = L(lang, f"CI had the staging age key. SOPS_AGE_KEY in the prod environment should be:\n{f}",
           f"CI에 스테이징 age 키가 들어가 있었음. 운영 환경의 SOPS_AGE_KEY는 이거여야 함:\n{f}")
    ask = L(lang, "Should prod and staging files be encrypted to both keys?", "운영/스테이징 파일을 두 키 모두로 암호화할지?")
    return mc, le, ask, [sk]


@st("cookie: Django sessionid in captured request")
def s_django_cookie(lang):
    sid, csrf = rs(LOD, 32), rs(AN, 32)
    req = (f"GET /admin/orders/order/?status=failed HTTP/1.1\nHost: admin.{org_name()}.com\n"
           f"Cookie: csrftoken={csrf}; sessionid={sid}; django_language=ko\nUser-Agent: Mozilla/5.0")
    mc = L(lang, f"Admin list page timed out for support staff. {who(lang)} attached the request from DevTools:\n{req}",
           f"CS 담당자에게 어드민 목록 페이지가 타임아웃. {who(lang)}이 DevTools에서 복사한 요청을 첨부함:\n{req}")
    le = L(lang, "The changelist did a COUNT(*) over 40M rows; show_full_result_count = False fixed it.",
           "changelist가 4천만 행에 COUNT(*)를 돌림. show_full_result_count = False로 해결.")
    ask = L(lang, "Can we ask support to share HAR files with cookies stripped?", "CS팀에 쿠키 지운 HAR만 공유해달라고 요청할 수 있는지?")
    return mc, le, ask, [sid]


@st("cookie: PHPSESSID from legacy admin HAR")
def s_phpsess(lang):
    sid = rs(LOD, 26)
    req = (f"POST /adm/goods_update.php HTTP/1.1\nHost: shop.{org_name()}.co.kr\nCookie: PHPSESSID={sid}; ck_font_resize_rmv_class=; ck_font_resize_add_class=\n"
           f"Content-Type: application/x-www-form-urlencoded\n\ngoods_id={R.randint(1000, 99999)}&price={R.randint(1000, 90000)}&stock=0")
    mc = L(lang, f"Stock values were randomly reset to 0 on the old PHP shop admin. Reproduced from the HAR {who(lang)} sent:\n{req}",
           f"구형 PHP 쇼핑몰 관리자에서 재고가 랜덤하게 0으로 초기화됨. {who(lang)}이 보낸 HAR로 재현:\n{req}")
    le = L(lang, "The form posts an empty stock field when the tab is left open past the session timeout; server-side validation was missing.",
           "세션 타임아웃 후 탭을 열어둔 채 저장하면 재고 필드가 빈 값으로 전송됨. 서버 검증이 없었음.")
    ask = L(lang, "Is that admin account's session still valid? It should be logged out after this.", "그 관리자 계정 세션이 아직 살아있는지? 이후 로그아웃시켜야 함.")
    return mc, le, ask, [sid]


@st("cookie: JSESSIONID and remember-me in Spring app")
def s_jsession(lang):
    js = hx(32).upper()
    rm = b64e(f"{pick(KO_ROMAN)}:{unix_ts() * 1000}:{hx(32)}".encode()).rstrip("=")
    hdr = f"Cookie: JSESSIONID={js}; remember-me={rm}"
    mc = L(lang, f"Users got logged in as someone else after the load balancer change (!). Captured from the LB access log:\n{hdr}",
           f"LB 변경 후 사용자가 다른 사람으로 로그인되는 현상(!). LB 액세스 로그에서 캡처:\n{hdr}")
    le = L(lang, "The CDN was caching responses with Set-Cookie for the /me endpoint; add Cache-Control: private and never cache Set-Cookie responses.",
           "CDN이 /me 엔드포인트의 Set-Cookie 응답을 캐시하고 있었음. Cache-Control: private 추가, Set-Cookie 응답은 캐시 금지.")
    ask = L(lang, "Can we invalidate all remember-me tokens issued during the incident window?", "장애 구간에 발급된 remember-me 토큰을 전부 무효화할 수 있는지?")
    return mc, le, ask, [js, rm]


@st("cookie: Rails signed session cookie")
def s_rails_cookie(lang):
    _o = org_name()
    v = b64e(rbytes(R.randint(90, 140))) + "--" + hx(40)
    v = v.replace("=", "%3D")
    mc = L(lang, f"Users got 422 InvalidAuthenticityToken after the Rails 7 upgrade. Cookie from a failing request:\n_{_o}_session={v}",
           f"Rails 7 업그레이드 후 사용자들이 422 InvalidAuthenticityToken. 실패한 요청의 쿠키:\n_{_o}_session={v}")
    le = L(lang, "The cookie serializer changed from :marshal to :json; use :hybrid during the transition.", "cookie serializer가 :marshal에서 :json으로 바뀜. 전환 기간엔 :hybrid 사용.")
    ask = L(lang, "Do we need to keep old sessions valid or can we force re-login?", "기존 세션을 유지해야 하는지, 재로그인시켜도 되는지?")
    return mc, le, ask, [v]


@st("cookie: Express connect.sid")
def s_connect_sid(lang):
    v = "s%3A" + rs(B64U, 32) + "." + pct(b64e(rbytes(32)).rstrip("="))
    log = f"{ts_log()} debug express-session: cookie connect.sid={v} sid not found in store, regenerating"
    mc = L(lang, "Session lost after every deploy on the Node admin app.", "Node 관리자 앱에서 배포할 때마다 세션이 날아감.")
    le = L(lang, f"The session store was in-memory in prod because REDIS_URL wasn't passed to the new task definition. Debug log:\n{log}",
           f"새 task definition에 REDIS_URL이 빠져서 운영에서 메모리 세션 스토어를 쓰고 있었음. 디버그 로그:\n{log}")
    ask = L(lang, "Can we make the app refuse to start with MemoryStore in production?", "운영에서 MemoryStore면 앱이 기동 거부하게 할 수 있는지?")
    return mc, le, ask, [v]


@st("bearer: JWT in curl reproduction")
def s_jwt_curl(lang):
    _o = org_name()
    t = jwt({"sub": uuid4(), "email": f"{pick(KO_ROMAN)}@{_o}.com", "roles": ["admin"], "iat": unix_ts(), "exp": unix_ts() + 3600,
             "iss": f"https://auth.{_o}.com/"}, alg=pick(["RS256", "ES256"]), kid=hx(16))
    c = f"curl -s https://api.{_o}.com/v2/admin/users?page=2 \\\n  -H 'Authorization: Bearer {t}'"
    mc = L(lang, f"Pagination on the admin users API returned duplicates. Repro with the token from my browser session:\n{c}",
           f"어드민 사용자 API 페이지네이션이 중복을 반환. 내 브라우저 세션 토큰으로 재현:\n{c}")
    le = L(lang, "ORDER BY created_at isn't unique; add id as a tiebreaker.", "ORDER BY created_at이 유일하지 않음. id를 tiebreaker로 추가.")
    ask = L(lang, "Is there a test tenant with a long-lived test user for repros like this?", "이런 재현용으로 테스트 테넌트/유저가 있는지?")
    return mc, le, ask, [t]


@st("oauth: token response with access and refresh tokens")
def s_token_resp(lang):
    at, rt = rs(B64U, R.randint(40, 64)), rs(B64U, R.randint(40, 80))
    body = json.dumps({"access_token": at, "token_type": "Bearer", "expires_in": 3600, "refresh_token": rt, "scope": "read write"}, indent=2)
    mc = L(lang, f"Partner integration stopped refreshing tokens after 30 days. Missing: refresh tokens rotate on use and we stored only the first one. Response from the token endpoint:\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{body}",
           f"파트너 연동이 30일 후 토큰 갱신을 못 함. refresh token이 사용할 때마다 교체되는데 첫 번째 것만 저장하고 있었음. 토큰 엔드포인트 응답:\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{body}")
    le = L(lang, "Persist the new refresh_token on every refresh, atomically.", "refresh할 때마다 새 refresh_token을 원자적으로 저장할 것.")
    ask = L(lang, "Does the partner support revoking a refresh token via API?", "파트너가 API로 refresh token 폐기를 지원하는지?")
    return mc, le, ask, [at, rt]


@st("oauth: client_secret in token request body")
def s_client_secret_body(lang):
    cid, sec = rs(AN, 24), rs(B64U, R.randint(32, 48))
    req = (f"POST /oauth2/token HTTP/1.1\nHost: auth.partner-{rs(LO, 4)}.com\nContent-Type: application/x-www-form-urlencoded\n\n"
           f"grant_type=client_credentials&client_id={cid}&client_secret={sec}&scope=orders.read")
    mc = L(lang, "Token requests to the partner returned invalid_client intermittently.", "파트너 토큰 요청이 간헐적으로 invalid_client를 반환.")
    le = L(lang, f"Half of our pods sent credentials as HTTP Basic, half in the body (two SDK versions). The body variant that works:\n{req}",
           f"파드 절반은 HTTP Basic으로, 절반은 body로 자격증명을 보냄(SDK 버전 두 개). 동작하는 body 방식:\n{req}")
    ask = L(lang, "Can we pin the SDK version across all services?", "모든 서비스의 SDK 버전을 고정할 수 있는지?")
    return mc, le, ask, [sec]


@st("sso: LDAP bind password in gitlab.rb")
def s_ldap(lang):
    pw = some_pw()
    rb = (f"gitlab_rails['ldap_servers'] = {{\n  'main' => {{\n    'host' => 'ldap.corp.{org_name()}.local',\n    'port' => 636,\n"
          f"    'encryption' => 'simple_tls',\n    'bind_dn' => 'CN=svc-gitlab,OU=Service,DC=corp,DC=local',\n    'password' => '{pw}',\n"
          f"    'base' => 'OU=Users,DC=corp,DC=local'\n  }}\n}}")
    mc = L(lang, f"GitLab LDAP login broke after AD password expiry policy kicked in for service accounts. /etc/gitlab/gitlab.rb:\n{rb}",
           f"AD 서비스 계정에 비밀번호 만료 정책이 적용되면서 GitLab LDAP 로그인이 깨짐. /etc/gitlab/gitlab.rb:\n{rb}")
    le = L(lang, "Service accounts need 'password never expires' or a rotation job; check with `gitlab-rake gitlab:ldap:check`.",
           "서비스 계정은 '암호 사용 기간 제한 없음'이거나 rotation job이 필요함. `gitlab-rake gitlab:ldap:check`로 확인.")
    ask = L(lang, "Who in IT owns the svc-gitlab account?", "IT에서 svc-gitlab 계정 담당자가 누구인지?")
    return mc, le, ask, [pw]


@st("sso: Keycloak admin and DB passwords in compose")
def s_keycloak(lang):
    a, d = pw_human(), pw_random()
    y = (f"  keycloak:\n    image: quay.io/keycloak/keycloak:25.0\n    command: start --optimized\n    environment:\n"
         f"      KEYCLOAK_ADMIN: admin\n      KEYCLOAK_ADMIN_PASSWORD: {yq(a)}\n      KC_DB: postgres\n      KC_DB_USERNAME: keycloak\n"
         f"      KC_DB_PASSWORD: {yq(d)}\n      KC_HOSTNAME: sso.{org_name()}.com")
    mc = L(lang, "Keycloak behind the new proxy generated redirect URIs with http:// and the IdP rejected them.", "새 프록시 뒤의 Keycloak이 redirect URI를 http://로 만들어서 IdP가 거절.")
    le = L(lang, f"Needed KC_PROXY_HEADERS=xforwarded. The compose file (shared in the ticket by the vendor):\n{y}",
           f"KC_PROXY_HEADERS=xforwarded가 필요했음. 업체가 티켓에 공유한 compose 파일:\n{y}")
    ask = L(lang, "Was the admin password changed after the vendor handed over?", "업체 인수인계 후 admin 비밀번호를 바꿨는지?")
    return mc, le, ask, [a, d]


@st("sso: oauth2-proxy client secret and cookie secret")
def s_oauth2proxy(lang):
    cs, ck = rs(B64U, 40), b64u(rbytes(32))
    cfg = (f"provider = \"oidc\"\noidc_issuer_url = \"https://login.{org_name()}.com/realms/staff\"\nclient_id = \"grafana-proxy\"\n"
           f"client_secret = \"{cs}\"\ncookie_secret = \"{ck}\"\nemail_domains = [\"*\"]\nupstreams = [\"http://127.0.0.1:3000\"]")
    mc = L(lang, f"Internal Grafana behind oauth2-proxy looped between login and callback. oauth2-proxy.cfg:\n{cfg}",
           f"oauth2-proxy 뒤의 사내 Grafana가 로그인/콜백을 무한 반복. oauth2-proxy.cfg:\n{cfg}")
    le = L(lang, "cookie_secure was true but the ingress terminated TLS and forwarded http; set cookie_secure properly and trust X-Forwarded-Proto.",
           "cookie_secure는 true인데 ingress가 TLS 종료 후 http로 전달. X-Forwarded-Proto를 신뢰하도록 설정.")
    ask = L(lang, "Should each internal tool get its own OIDC client?", "사내 도구마다 OIDC client를 따로 만들지?")
    return mc, le, ask, [cs, ck]


@st("basic auth: Authorization Basic header in debug log")
def s_basic_log(lang):
    user = pick(["svc-sync", "integration", "api_user", "admin"])
    pw = some_pw()
    blob = b64e(f"{user}:{pw}".encode())
    t1, t2 = ts_seq(2)
    log = (f"{t1} DEBUG http.client send: b'GET /rest/api/2/search?jql=project%3DOPS HTTP/1.1\\r\\nHost: jira.{org_name()}.local\\r\\n"
           f"Authorization: Basic {blob}\\r\\nAccept: application/json\\r\\n\\r\\n'\n{t2} DEBUG reply: 'HTTP/1.1 401 '")
    mc = L(lang, f"Sync to self-hosted Jira returned 401 since Monday.\n{log}", f"월요일부터 사내 Jira 동기화가 401.\n{log}")
    le = L(lang, "Jira Server disabled basic auth with passwords for that account after CAPTCHA kicked in (too many failures). Log in once via the UI to clear it.",
           "실패가 많아 CAPTCHA가 걸리면서 그 계정의 basic auth가 막힘. UI에서 한 번 로그인해서 해제.")
    ask = L(lang, "Can we switch the sync to a personal access token?", "동기화를 PAT 방식으로 바꿀 수 있는지?")
    return mc, le, ask, [blob]


@st("basic auth: curl -u user:password")
def s_curl_u(lang):
    pw = some_pw()
    c = f"curl -u admin:{shq(pw)} -X POST 'https://nexus.{org_name()}.internal/service/rest/v1/repositories/npm-proxy/invalidate-cache'"
    mc = L(lang, "npm installs in CI pulled a stale version from the Nexus proxy.", "CI의 npm install이 Nexus 프록시에서 오래된 버전을 가져옴.")
    le = L(lang, f"Invalidate the proxy cache after an upstream re-publish:\n{c}", f"업스트림 재배포 후에는 프록시 캐시를 무효화해야 함:\n{c}")
    ask = L(lang, "Can CI get a scoped Nexus user for this instead of admin?", "admin 대신 이 작업용 Nexus 계정을 CI에 줄 수 있는지?")
    return mc, le, ask, [pw]


@st("git: remote URL with embedded token")
def s_git_remote(lang):
    _o = org_name()
    t = hx(40)
    u = pick(["ci-bot", "oauth2", "deploy"])
    out = (f"$ git remote -v\norigin  https://{u}:{t}@git.{_o}.internal/platform/{pick(['infra', 'helm-charts', 'backend'])}.git (fetch)\n"
           f"origin  https://{u}:{t}@git.{_o}.internal/platform/infra.git (push)")
    mc = L(lang, f"The build VM pushed tags as the wrong user. Found this on the VM:\n{out}", f"빌드 VM이 엉뚱한 사용자로 태그를 push함. VM에서 확인:\n{out}")
    le = L(lang, "Tokens in remote URLs end up in .git/config and in error messages; use a credential helper.", "remote URL에 넣은 토큰은 .git/config와 에러 메시지에 남음. credential helper를 쓸 것.")
    ask = L(lang, "Whose token is that and can it be revoked today?", "그 토큰 누구 것이고 오늘 revoke할 수 있는지?")
    return mc, le, ask, [t]


@st("signed URL: S3 presigned GET URL", vendor="Amazon Web Services")
def s_s3_presign(lang):
    ak, sig = "AKIA" + rs(UP + "234567", 16), hx(64)
    url = (f"https://{org_name()}-exports.s3.ap-northeast-2.amazonaws.com/reports/2025/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={ak}%2F2025{R.randint(1, 12):02d}{R.randint(1, 28):02d}%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20251014T021500Z"
           f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    mc = L(lang, f"Finance couldn't open the export link anymore. The link they were using:\n{url}", f"재무팀이 export 링크를 더 이상 못 연다고 함. 사용하던 링크:\n{url}")
    le = L(lang, "Presigned URLs signed with an IAM user key die when the key is rotated, even before X-Amz-Expires.", "IAM 사용자 키로 서명한 presigned URL은 키를 rotate하면 만료 전이라도 죽음.")
    ask = L(lang, "Should exports move to a bucket with SSO access instead of links?", "링크 대신 SSO 접근 가능한 버킷으로 옮길지?")
    return mc, le, ask, [ak, sig]


@st("signed URL: GCS V4 HMAC signed URL", vendor="Google")
def s_gcs_presign(lang):
    ak, sig = "GOOG1E" + rs(UPD, 55), hx(64)
    url = (f"https://storage.googleapis.com/{org_name()}-ml-artifacts/models/ranker-v{R.randint(3, 9)}.onnx?X-Goog-Algorithm=GOOG4-HMAC-SHA256"
           f"&X-Goog-Credential={ak}%2F20251014%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20251014T040000Z&X-Goog-Expires=86400"
           f"&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
    mc = L(lang, "Model download in the inference container failed with 403 SignatureDoesNotMatch.", "추론 컨테이너에서 모델 다운로드가 403 SignatureDoesNotMatch로 실패.")
    le = L(lang, f"The URL was URL-decoded once by the shell script before curl. Working URL:\n{url}", f"셸 스크립트가 curl 전에 URL을 한 번 디코딩하고 있었음. 동작하는 URL:\n{url}")
    ask = L(lang, "Can the container use workload identity instead of signed URLs?", "signed URL 대신 workload identity를 쓸 수 있는지?")
    return mc, le, ask, [ak, sig]


@st("signed URL: Azure blob SAS", vendor="Microsoft")
def s_sas(lang):
    sig = pct(b64e(rbytes(32)))
    url = (f"https://st{rs(LOD, 10)}.blob.core.windows.net/backups/sql/{pick(['erp', 'crm'])}_full_2025{R.randint(1, 12):02d}.bak"
           f"?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-03-31T15:00:00Z&st=2025-10-01T00:00:00Z&spr=https&sig={sig}")
    mc = L(lang, f"The restore job on the DR server couldn't read backups. {who(lang)} pasted the SAS URL they use:\n{url}",
           f"DR 서버 복구 job이 백업을 못 읽음. {who(lang)}이 쓰는 SAS URL을 붙여줌:\n{url}")
    le = L(lang, "I first suspected the sp=rl permissions; the real issue was st in the future because the DR box's clock had drifted.",
           "처음엔 권한 문제인 줄 알았는데, 실제 원인은 DR 서버 시계가 틀어져서 st가 미래 시각이었던 것.")
    ask = L(lang, "Can we use a user-delegation SAS with shorter expiry?", "만료가 짧은 user-delegation SAS로 바꿀 수 있는지?")
    return mc, le, ask, [sig]


@st("signed URL: CloudFront signed URL", vendor="Amazon Web Services")
def s_cf_signed(lang):
    sig = rs(AN + "-_~", 172)
    url = f"https://d{rs(LOD, 13)}.cloudfront.net/vod/{uuid4()}/master.m3u8?Expires={unix_ts()}&Signature={sig}&Key-Pair-Id=K{rs(UPD, 13)}"
    mc = L(lang, "Paid video playback failed on Android only (403 from CloudFront).", "유료 영상 재생이 안드로이드에서만 실패 (CloudFront 403).")
    le = L(lang, f"ExoPlayer dropped the query string for the segment requests; signed cookies work, signed URLs don't. Failing URL from logcat:\n{url}",
           f"ExoPlayer가 세그먼트 요청에서 쿼리스트링을 빼먹음. signed URL 대신 signed cookie가 맞음. logcat의 실패 URL:\n{url}")
    ask = L(lang, "Who owns the CloudFront key group for the video distribution?", "영상 배포의 CloudFront key group 담당자가 누구인지?")
    return mc, le, ask, [sig]


@st("otp: otpauth URI with TOTP secret")
def s_otpauth(lang):
    sec = rs(B32, 32)
    iss = pick(["AWS", "GitHub", "Cloudflare", "NHN Cloud", "Gabia"])
    uri = f"otpauth://totp/{iss}:ops-shared%40{org_name()}.com?secret={sec}&issuer={iss.replace(' ', '%20')}&period=30&digits=6"
    mc = L(lang, f"The shared ops account's 2FA was on one person's phone and they were on leave. {who(lang)} found the enrollment QR decoded in an old note:\n{uri}",
           f"공용 ops 계정의 2FA가 한 사람 폰에만 있었고 그 사람이 휴가 중. {who(lang)}이 예전 노트에서 디코딩된 등록 QR을 찾음:\n{uri}")
    le = L(lang, "Shared accounts need 2FA in the team password manager, not on a personal phone.", "공용 계정의 2FA는 개인 폰이 아니라 팀 비밀번호 관리자에 있어야 함.")
    ask = L(lang, "Can we re-enroll 2FA now that this seed has been in a note?", "seed가 노트에 있었으니 2FA를 재등록해야 하는지?")
    return mc, le, ask, [sec]


@st("otp: TOTP seed in grouped form")
def s_totp_grouped(lang):
    raw = rs(B32, 32)
    grouped = " ".join(raw[i:i + 4] for i in range(0, 32, 4)).lower() if chance(0.5) else " ".join(raw[i:i + 4] for i in range(0, 32, 4))
    mc = L(lang, f"Break-glass login to the registrar needed a TOTP code and the authenticator app was gone. The manual-entry key from the setup screen was saved in the runbook:\n    {grouped}",
           f"도메인 등록기관 비상 로그인에 TOTP가 필요했는데 인증 앱이 없어짐. 설정 화면의 수동 입력 키가 런북에 저장돼 있었음:\n    {grouped}")
    le = L(lang, "oathtool --totp -b works with the spaces removed.", "공백을 빼면 oathtool --totp -b로 코드 생성 가능.")
    ask = L(lang, "Should the runbook hold the seed at all?", "런북에 seed를 두는 게 맞는지?")
    return mc, le, ask, [grouped]


@st("recovery codes: GitHub-style list")
def s_recovery_hex(lang):
    codes = [f"{hx(5)}-{hx(5)}" for _ in range(R.randint(6, 10))]
    mc = L(lang, f"Org owner account was locked out (lost phone). Recovery codes from the old onboarding doc:\n" + "\n".join(codes),
           f"org owner 계정이 잠김 (폰 분실). 예전 온보딩 문서에 있던 복구 코드:\n" + "\n".join(codes))
    le = L(lang, "Used one code; the rest should be regenerated since they sat in a doc.", "코드 하나 사용함. 문서에 있던 것이라 나머지는 재발급해야 함.")
    ask = L(lang, "Can we add a second owner so this doesn't depend on one person?", "한 사람에 의존하지 않게 owner를 한 명 더 추가할 수 있는지?")
    return mc, le, ask, codes


@st("recovery codes: 8-digit backup codes")
def s_recovery_digits(lang):
    codes = [f"{rd(4)} {rs(DG, 4)}" for _ in range(R.randint(5, 8))]
    lst = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    mc = L(lang, "Needed to log into the Google Workspace super-admin during the SSO outage.", "SSO 장애 중 Google Workspace 최고 관리자로 로그인해야 했음.")
    le = L(lang, f"Backup codes from the sealed envelope (now used/unsafe):\n{lst}", f"봉투에 보관된 백업 코드 (이제 사용/노출됨):\n{lst}")
    ask = L(lang, "Who regenerates the backup codes and re-seals them?", "백업 코드 재발급 및 재보관은 누가 하는지?")
    return mc, le, ask, codes


@st("webhook secret: GitHub webhook secret in settings and verifier")
def s_gh_webhook(lang):
    sec = pick([rs(AN, 40), pw_passphrase(), hx(40)])
    code = (f"SECRET = {json.dumps(sec)}\n\ndef verify(body: bytes, header: str) -> bool:\n"
            f"    mac = hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest('sha256=' + mac, header)")
    mc = L(lang, f"Webhook deliveries from GitHub all failed signature checks after the framework upgrade. webhooks/verify.py:\n{code}",
           f"프레임워크 업그레이드 후 GitHub 웹훅 서명 검증이 전부 실패. webhooks/verify.py:\n{code}")
    le = L(lang, "The new framework decoded and re-encoded the JSON body; verify against the raw bytes.", "새 프레임워크가 JSON body를 디코딩 후 다시 인코딩함. raw bytes로 검증해야 함.")
    ask = L(lang, "Move SECRET to the secret store when we redeploy?", "재배포할 때 SECRET을 secret store로 옮길지?")
    return mc, le, ask, [sec]


@st("webhook secret: internal HMAC signing secret")
def s_hmac_hex(lang):
    sec = hx(64)
    env = f"PARTNER_WEBHOOK_HMAC_SECRET={sec}\nPARTNER_WEBHOOK_TOLERANCE_SECONDS=300"
    mc = L(lang, "Partner said our webhooks fail their signature check for about 10% of events.", "파트너가 우리 웹훅의 약 10%가 서명 검증에 실패한다고 함.")
    le = L(lang, f"Those were retries signed with the timestamp of the first attempt. Config on the sender:\n{env}", f"재시도 건이 첫 시도의 timestamp로 서명되고 있었음. 발신 서버 설정:\n{env}")
    ask = L(lang, "Does the partner have the same secret in two places (old and new endpoint)?", "파트너가 같은 secret을 두 곳(예전/새 엔드포인트)에 갖고 있는지?")
    return mc, le, ask, [sec]


@st("password: name+birthday on NAS admin")
def s_nas(lang):
    pw = pw_name_bday()
    mc = L(lang, f"Backups to the office Synology stopped. Nobody knew the admin login; {who(lang)} guessed it from the sticky note era: `{pw}` worked on the DSM web UI.",
           f"사무실 Synology 백업이 멈춤. 관리자 로그인을 아무도 몰랐고, {who(lang)}이 포스트잇 시절 기억으로 `{pw}`를 넣었더니 DSM 웹 UI에 로그인됨.")
    le = L(lang, "The volume was full because the recycle bin was never emptied; enabled the scheduled cleanup.", "휴지통을 한 번도 안 비워서 볼륨이 가득 찼음. 예약 정리를 켬.")
    ask = L(lang, "Can the NAS admin go into the team password manager and be changed?", "NAS 관리자 계정을 팀 비밀번호 관리자에 넣고 비밀번호를 바꿀 수 있는지?")
    return mc, le, ask, [pw]


@st("password: Korean word typed on English keyboard")
def s_ko_kbd(lang):
    pw = pw_ko_keyboard()
    mc = L(lang, f"The groupware (on-prem) admin console password was set years ago by the vendor. It turns out it's a Korean word typed with the keyboard in English mode: `{pw}`. That's why nobody could type it from the hint.",
           f"사내 그룹웨어 관리자 콘솔 비밀번호는 몇 년 전에 업체가 설정함. 알고 보니 한글 단어를 영문 자판으로 친 것: `{pw}`. 그래서 힌트만으로는 아무도 못 쳤음.")
    le = L(lang, "The license renewal needs admin access every year; document where the credential is, not rely on memory.",
           "라이선스 갱신 때 매년 관리자 접근이 필요함. 기억에 의존하지 말고 자격증명 위치를 문서화할 것.")
    ask = L(lang, "Who is the vendor contact for the groupware?", "그룹웨어 업체 담당자가 누구인지?")
    return mc, le, ask, [pw]


@st("password: keyboard walk on router admin")
def s_walk(lang):
    pw = pw_walk()
    mc = L(lang, f"The branch office router had port forwarding to an old CCTV DVR. Logged in with admin / {pw} (from the install sheet taped inside the rack).",
           f"지점 공유기에 옛날 CCTV DVR로 포트포워딩이 걸려 있었음. 랙 안쪽에 붙은 설치 시트의 admin / {pw}로 로그인함.")
    le = L(lang, "Removed the forwarding; the DVR firmware is from 2016.", "포워딩 제거함. DVR 펌웨어가 2016년 것.")
    ask = L(lang, "Can IT change the router password and take the sheet out of the rack?", "IT에서 공유기 비밀번호를 바꾸고 랙의 시트를 떼줄 수 있는지?")
    return mc, le, ask, [pw]


@st("password: passphrase for GPG release-signing key")
def s_gpg_pass(lang):
    pw = pw_passphrase()
    log = (f"$ echo {shq(pw)} | gpg --batch --pinentry-mode loopback --passphrase-fd 0 --detach-sign -a dist/{pick(['agent', 'cli', 'sdk'])}-{R.randint(1, 4)}.{R.randint(0, 20)}.0.tar.gz\n"
           "gpg: signing failed: Inappropriate ioctl for device")
    mc = L(lang, f"Release signing failed in the container.\n{log}", f"컨테이너에서 릴리스 서명이 실패.\n{log}")
    le = L(lang, "Needed allow-loopback-pinentry in gpg-agent.conf in the image.", "이미지의 gpg-agent.conf에 allow-loopback-pinentry가 필요했음.")
    ask = L(lang, "Should we move release signing to a KMS-backed key?", "릴리스 서명을 KMS 기반 키로 옮길지?")
    return mc, le, ask, [pw]


@st("password: 8+ digit PINs for YubiKey PIV")
def s_pin(lang):
    pin, puk = pw_pin(), pw_pin()
    mc = L(lang, f"Setting up the YubiKey for the code-signing cert. Changed defaults: PIV PIN {pin}, PUK {puk}. Management key left as generated-and-protected.",
           f"코드 서명 인증서용 YubiKey 세팅. 기본값 변경: PIV PIN {pin}, PUK {puk}. 관리 키는 generated-and-protected로 둠.")
    le = L(lang, "ykman piv access change-pin needs the old PIN 123456 first; the tool errors out silently on 8-digit limits if you use the old firmware.",
           "ykman piv access change-pin은 기존 PIN 123456부터 필요함. 구 펌웨어에선 8자리 제한에서 조용히 실패함.")
    ask = L(lang, "Where should the PIN/PUK be escrowed?", "PIN/PUK은 어디에 보관해야 하는지?")
    return mc, le, ask, [pin, puk]


@st("password: old and new during rotation")
def s_rotation(lang):
    old, new = some_pw(), some_pw()
    mc = L(lang, f"Rotated the reporting DB user. Old password was `{old}`, new one is `{new}`. Half the dashboards still use the old one.",
           f"리포팅 DB 계정 비밀번호 교체. 예전 비번 `{old}`, 새 비번 `{new}`. 대시보드 절반이 아직 예전 걸 씀.")
    le = L(lang, "Use dual-password support (MySQL 8 RETAIN CURRENT PASSWORD) to avoid a hard cutover.", "MySQL 8의 RETAIN CURRENT PASSWORD로 이중 비밀번호를 쓰면 한 번에 끊지 않아도 됨.")
    ask = L(lang, "List of BI tools connecting with that user?", "그 계정으로 붙는 BI 도구 목록이 있는지?")
    return mc, le, ask, [old, new]


@st("password: vault kv get output")
def s_vault_kv(lang):
    pw = pw_random()
    out = (f"$ vault kv get secret/prod/{pick(['billing', 'erp', 'crm'])}/db\n====== Secret Path ======\nsecret/data/prod/db\n\n"
           f"======= Metadata =======\nKey                Value\n---                -----\ncreated_time       {ts_iso()}Z\nversion            {R.randint(2, 14)}\n\n"
           f"====== Data ======\nKey         Value\n---         -----\npassword    {pw}\nusername    svc_app")
    mc = L(lang, f"The app got the previous DB password after rotation. I checked what Vault has:\n{out}", f"rotation 후 앱이 이전 DB 비밀번호를 받음. Vault 값 확인:\n{out}")
    le = L(lang, "The agent injector caches until pod restart; the template had no lease renewal.", "agent injector가 파드 재시작 전까지 캐시함. 템플릿에 lease 갱신이 없었음.")
    ask = L(lang, "Can we switch to dynamic DB credentials?", "동적 DB 자격증명으로 바꿀 수 있는지?")
    return mc, le, ask, [pw]


@st("split: label ends missing_context, value starts lesson")
def s_split1(lang):
    pw = some_pw()
    mc = L(lang, "Restoring the staging DB from the nightly dump. Missing context: the dump is encrypted and the tooling only prompts for the key without saying where it is. After asking around, the dump encryption passphrase is",
           "nightly 덤프로 스테이징 DB 복구. 덤프가 암호화돼 있고 도구는 키 위치도 안 알려주고 프롬프트만 띄움. 여기저기 물어보니 덤프 암호화 passphrase는")
    le = L(lang, f"{pw} — and it's the same for prod dumps, which is its own problem. Restore took 40 minutes with -j 8.",
           f"{pw} 이고, 운영 덤프도 같은 값이라는 게 또 문제. -j 8로 복구 40분 걸림.")
    ask = L(lang, "Should staging dumps use a different passphrase?", "스테이징 덤프는 다른 passphrase를 써야 하지 않는지?")
    return mc, le, ask, [pw]


@st("split: label ends lesson, value starts ask")
def s_split2(lang):
    t = pick([rs(AN, 32), hx(40), pw_random()])
    mc = L(lang, "Metrics from the edge nodes disappeared after the Prometheus remote-write change.", "Prometheus remote-write 변경 후 엣지 노드 메트릭이 사라짐.")
    le = L(lang, "Remote-write needs the bearer token in a file, not inline; the one in use for the edge nodes is",
           "remote-write는 bearer token을 인라인이 아니라 파일로 받아야 함. 엣지 노드에서 쓰는 값은")
    ask = L(lang, f"{t} — is it per-node or shared? If shared, can we get per-node tokens?",
            f"{t} — 노드별인지 공용인지? 공용이면 노드별 토큰으로 바꿀 수 있는지?")
    return mc, le, ask, [t]


@st("no label: value handed over in chat context")
def s_nolabel_chat(lang):
    v = pick([pw_random, pw_human])()
    mc = L(lang, f"Couldn't get onto the jump host for the payment zone. {who(lang)} DM'd me `{v}` and said to use it with the ops account; it worked on the first try.",
           f"결제존 점프 호스트에 못 들어가고 있었는데 {who(lang)}이 DM으로 `{v}` 주면서 ops 계정으로 해보라고 함. 바로 됨.")
    le = L(lang, "The jump host only allows the ops account from the VPN range; personal accounts are blocked by PAM.", "점프 호스트는 VPN 대역에서 ops 계정만 허용. 개인 계정은 PAM에서 막힘.")
    ask = L(lang, "Can I get a personal account on the jump host instead of the shared one?", "공용 계정 말고 개인 계정을 받을 수 있는지?")
    return mc, le, ask, [v]


@st("no label: value piped to sudo -S")
def s_nolabel_sudo(lang):
    v = some_pw()
    cmd = f"ssh app@{int_host('app')} \"echo '{v}' | sudo -S systemctl restart {pick(['tomcat9', 'php-fpm', 'gunicorn', 'jeus'])}\""
    mc = L(lang, f"The cron-driven restart on the legacy box stopped working. This is the crontab entry on the scheduler:\n0 4 * * * {cmd}",
           f"레거시 서버의 크론 재시작이 더 이상 안 됨. 스케줄러의 crontab 항목:\n0 4 * * * {cmd}")
    le = L(lang, "sudoers now requires a tty (Defaults requiretty came back with the OS update). Use a NOPASSWD rule for that one command.",
           "OS 업데이트로 sudoers의 Defaults requiretty가 돌아옴. 그 명령 하나만 NOPASSWD 규칙으로.")
    ask = L(lang, "Who manages sudoers on the legacy fleet?", "레거시 서버들 sudoers는 누가 관리하는지?")
    return mc, le, ask, [v]


@st("no label: value typed at prompt in terminal transcript")
def s_nolabel_prompt(lang):
    _o = org_name()
    v = pw_human()
    tr = (f"$ docker login registry.{_o}.internal -u ci\nPassword: \nError response from daemon: Get \"https://registry.{_o}.internal/v2/\": unauthorized\n"
          f"$ # typed it wrong, trying again with the one from the sticky note: {v}")
    mc = L(lang, f"Registry login from the new build agent failed:\n{tr}", f"새 빌드 에이전트에서 레지스트리 로그인 실패:\n{tr}")
    le = L(lang, "The ci account was locked after 5 failures; unlock via the Harbor admin UI.", "ci 계정이 5회 실패로 잠김. Harbor 관리 UI에서 해제.")
    ask = L(lang, "Can the agent use a robot account with --password-stdin instead?", "에이전트가 robot 계정 + --password-stdin을 쓰게 할 수 있는지?")
    return mc, le, ask, [v]


@st("game server: Source engine rcon and sv_password")
def s_rcon_src(lang):
    rc, sv = pw_alnum(R.randint(12, 20)), pw_word_year()
    cfg = (f"// cfg/server.cfg\nhostname \"{org_name().upper()} KR #{R.randint(1, 9)} | 128tick\"\nrcon_password \"{rc}\"\nsv_password \"{sv}\"\n"
           f"sv_region 4\ntv_enable 1\nsv_maxrate 0")
    mc = L(lang, f"Scrim server kicked players on map change. Missing context: a plugin reloads the cfg and the reload order matters.\n{cfg}",
           f"스크림 서버가 맵 변경 때 유저를 킥함. 플러그인이 cfg를 다시 읽는데 순서가 중요하다는 걸 몰랐음.\n{cfg}")
    le = L(lang, "sv_password applied after the map change forces a reconnect; set it in autoexec instead.", "맵 변경 후 sv_password를 적용하면 재접속이 강제됨. autoexec에서 설정할 것.")
    ask = L(lang, "Who else has RCON access to the scrim servers?", "스크림 서버 RCON 권한이 누구누구에게 있는지?")
    return mc, le, ask, [rc, sv]


@st("game server: Minecraft rcon password and mcrcon")
def s_mc(lang):
    pw = pick([pw_alnum, pw_human])()
    props = f"enable-rcon=true\nrcon.port=25575\nrcon.password={pw}\nview-distance=8\nsimulation-distance=6\nmax-players=80"
    mc = L(lang, "Event server lagged badly with 60 players; TPS dropped to 9.", "이벤트 서버가 60명 접속 시 심하게 렉. TPS 9까지 떨어짐.")
    le = L(lang, f"Reduced view/simulation distance and pre-generated the map. server.properties now:\n{props}\nHealth check: mcrcon -H 127.0.0.1 -P 25575 -p {shq(pw)} tps",
           f"view/simulation distance를 줄이고 맵을 미리 생성함. 현재 server.properties:\n{props}\n헬스체크: mcrcon -H 127.0.0.1 -P 25575 -p {shq(pw)} tps")
    ask = L(lang, "Is RCON exposed outside localhost on any of the event servers?", "이벤트 서버 중 RCON이 localhost 밖으로 열린 곳이 있는지?")
    return mc, le, ask, [pw]


@st("IoT: ESP32 sdkconfig Wi-Fi and MQTT passwords")
def s_esp32(lang):
    wifi, mq = pw_human(), pw_alnum(R.randint(16, 24))
    cfg = (f"CONFIG_EXAMPLE_WIFI_SSID=\"{pick(['FACTORY-IOT', 'GH2-2.4G', 'LAB_AP'])}\"\nCONFIG_EXAMPLE_WIFI_PASSWORD=\"{wifi}\"\n"
           f"CONFIG_BROKER_URL=\"mqtts://mqtt.{org_name()}.io:8883\"\nCONFIG_MQTT_USERNAME=\"sensor-fleet\"\nCONFIG_MQTT_PASSWORD=\"{mq}\"")
    mc = L(lang, f"Sensors rebooted in a loop after the OTA. The failing build's sdkconfig (from the build artifacts):\n{cfg}",
           f"OTA 후 센서가 무한 재부팅. 실패한 빌드의 sdkconfig (빌드 아티팩트에서):\n{cfg}")
    le = L(lang, "The new partition table shrank NVS; Wi-Fi init failed and the watchdog rebooted. Credentials baked into sdkconfig also ship in every firmware image.",
           "새 파티션 테이블에서 NVS가 줄어 Wi-Fi 초기화 실패 후 워치독 재부팅. sdkconfig에 넣은 자격증명은 모든 펌웨어 이미지에 그대로 들어감.")
    ask = L(lang, "Can we move to per-device credentials provisioned at the factory?", "공장 출하 시 장비별 자격증명을 넣는 방식으로 바꿀 수 있는지?")
    return mc, le, ask, [wifi, mq]


@st("IoT: gateway root password set by provisioning script")
def s_iot_root(lang):
    pw = pick([pw_random, pw_ko_keyboard, pw_name_bday])()
    sc = f"# provision.sh (runs over serial)\necho 'root:{pw}' | chpasswd\nsed -i 's/^#PermitRootLogin.*/PermitRootLogin yes/' /etc/ssh/sshd_config\nsystemctl restart sshd"
    mc = L(lang, "Field engineers can't SSH into the greenhouse gateways after the image update.", "이미지 업데이트 후 현장 엔지니어가 온실 게이트웨이에 SSH 접속 불가.")
    le = L(lang, f"The new image runs provisioning only on first boot, and the old units never re-ran it. Script:\n{sc}",
           f"새 이미지는 첫 부팅 때만 프로비저닝을 돌리고 기존 장비는 재실행이 안 됐음. 스크립트:\n{sc}")
    ask = L(lang, "Can we switch field access to keys and disable root password login?", "현장 접속을 키 방식으로 바꾸고 root 비밀번호 로그인을 막을 수 있는지?")
    return mc, le, ask, [pw]


@st("network: SNMP v2c community string")
def s_snmp(lang):
    c = rs(AN, R.randint(10, 16))
    cmd = f"$ snmpwalk -v2c -c {c} {ipv4()} IF-MIB::ifOperStatus\nIF-MIB::ifOperStatus.1 = INTEGER: up(1)\nIF-MIB::ifOperStatus.12 = INTEGER: down(2)"
    mc = L(lang, f"Monitoring showed a switch port flapping in the server room.\n{cmd}", f"모니터링에 서버실 스위치 포트 flapping이 보임.\n{cmd}")
    le = L(lang, "Port 12 is the uplink to the old NAS; the cable was bad.", "12번 포트는 예전 NAS 업링크였고 케이블 불량.")
    ask = L(lang, "Can we move to SNMPv3 so the community string isn't the only protection?", "community string만으로 보호하지 않게 SNMPv3로 바꿀 수 있는지?")
    return mc, le, ask, [c]


@st("on-call: break-glass account in runbook")
def s_breakglass(lang):
    pw = pw_random(24)
    md = f"## Break-glass (prod AWS)\n| account | user | password |\n|---|---|---|\n| {rd(12)} | breakglass-admin | `{pw}` |\n\nMFA device: safe in the office."
    mc = L(lang, f"SSO was down during the incident and we needed console access. The runbook section:\n{md}", f"장애 중 SSO가 죽어서 콘솔 접근이 필요했음. 런북 해당 부분:\n{md}")
    le = L(lang, "It worked, but the password in the runbook means anyone with wiki access has it.", "동작은 했지만 런북에 비번이 있다는 건 위키 권한 있는 사람은 다 안다는 뜻.")
    ask = L(lang, "Rotate the break-glass password and move it to the sealed vault?", "break-glass 비밀번호를 교체하고 봉인 금고로 옮길지?")
    return mc, le, ask, [pw]


@st("korean enterprise: WebLogic/JEUS boot.properties admin password")
def s_boot_props(lang):
    pw = pick([pw_word_year, pw_ko_keyboard, pw_name_bday])()
    f = f"# servers/AdminServer/security/boot.properties\nusername=weblogic\npassword={pw}"
    mc = L(lang, "The WebLogic admin server wouldn't start after the patch; it kept prompting for credentials.", "패치 후 WebLogic 관리 서버가 기동 안 되고 계속 계정을 물어봄.")
    le = L(lang, f"boot.properties had been overwritten by the patch script. Recreated it in plain text (WebLogic encrypts it on next start):\n{f}",
           f"패치 스크립트가 boot.properties를 덮어씀. 평문으로 다시 만듦 (다음 기동 때 WebLogic이 암호화함):\n{f}")
    ask = L(lang, "Is the plaintext copy on the patch server deleted?", "패치 서버에 남은 평문 사본은 지웠는지?")
    return mc, le, ask, [pw]


@st("korean enterprise: eGovFrame globals.properties DB password")
def s_egov(lang):
    pw = some_pw()
    f = (f"Globals.DbType = tibero\nGlobals.tibero.DriverClassName=com.tmax.tibero.jdbc.TbDriver\n"
         f"Globals.tibero.Url=jdbc:tibero:thin:@{ipv4()}:8629:{pick(['TSDB', 'EGOVDB', 'PORTAL'])}\nGlobals.tibero.UserName = portal\nGlobals.tibero.Password = {pw}")
    mc = L(lang, f"The public-sector portal (eGovFrame 3.x) returned 500 on the board pages after the DB migration to Tibero. globals.properties:\n{f}",
           f"공공 포털(전자정부프레임워크 3.x)이 Tibero DB 이전 후 게시판 페이지에서 500. globals.properties:\n{f}")
    le = L(lang, "The MyBatis mapper still used an Oracle-only hint; the DbType switch alone isn't enough.", "MyBatis 매퍼에 Oracle 전용 힌트가 남아 있었음. DbType만 바꿔서는 안 됨.")
    ask = L(lang, "Is there a test server with Tibero for the SI vendor to verify?", "SI 업체가 검증할 Tibero 테스트 서버가 있는지?")
    return mc, le, ask, [pw]


@st("korean enterprise: CUBRID JDBC in groupware properties")
def s_cubrid(lang):
    pw = pick([pw_ko_keyboard, pw_human])()
    f = f"db.driver=cubrid.jdbc.driver.CUBRIDDriver\ndb.url=jdbc:cubrid:{ipv4()}:33000:gw:::?charset=utf-8\ndb.user=gwadmin\ndb.password={pw}"
    mc = L(lang, "Electronic approval (전자결재) documents failed to save attachments over 10MB.", "전자결재 문서에 10MB 넘는 첨부가 저장 안 됨.")
    le = L(lang, f"The upload limit was fine; a CUBRID BLOB column was the bottleneck. DB config from WEB-INF/config/db.properties:\n{f}",
           f"업로드 제한은 문제없었고 CUBRID BLOB 컬럼이 병목. WEB-INF/config/db.properties의 DB 설정:\n{f}")
    ask = L(lang, "Who is the groupware vendor's maintenance contact?", "그룹웨어 업체 유지보수 담당자가 누구인지?")
    return mc, le, ask, [pw]


@st("jenkins: API token in curl build trigger")
def s_jenkins(lang):
    t = "11" + hx(32)
    c = f"curl -X POST -u {pick(KO_ROMAN)}:{t} 'https://jenkins.{org_name()}.internal/job/{pick(['deploy-prod', 'nightly-etl', 'android-release'])}/buildWithParameters?BRANCH=main'"
    mc = L(lang, "The deploy button in the chat bot stopped working after Jenkins was upgraded.", "Jenkins 업그레이드 후 챗봇의 배포 버튼이 동작 안 함.")
    le = L(lang, f"CSRF crumb is not needed with API tokens, but the bot used a password. Working call:\n{c}", f"API 토큰을 쓰면 CSRF crumb이 필요 없는데 봇이 비밀번호를 쓰고 있었음. 동작하는 호출:\n{c}")
    ask = L(lang, "Can the bot get its own Jenkins user instead of mine?", "봇이 내 계정 말고 전용 Jenkins 사용자를 쓸 수 있는지?")
    return mc, le, ask, [t]


@st("app secret: Laravel APP_KEY")
def s_laravel(lang):
    k = "base64:" + b64e(rbytes(32))
    env = f"APP_NAME={org_name().capitalize()}\nAPP_ENV=production\nAPP_KEY={k}\nAPP_DEBUG=false\nSESSION_DRIVER=redis"
    mc = L(lang, f"After moving the Laravel app to a new server every user got 'The MAC is invalid'. .env on the old server:\n{env}",
           f"Laravel 앱을 새 서버로 옮긴 뒤 모든 사용자가 'The MAC is invalid'. 예전 서버의 .env:\n{env}")
    le = L(lang, "The new server ran key:generate during setup; encrypted columns need the original APP_KEY.", "새 서버 셋업 중 key:generate가 실행됨. 암호화 컬럼은 원래 APP_KEY가 필요함.")
    ask = L(lang, "Was key:generate removed from the provisioning script?", "프로비저닝 스크립트에서 key:generate를 뺐는지?")
    return mc, le, ask, [k]


@st("app secret: Django SECRET_KEY in settings")
def s_django_key(lang):
    k = rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    code = f"# settings/prod.py\nDEBUG = False\nSECRET_KEY = '{k}'\nALLOWED_HOSTS = ['admin.{org_name()}.com']"
    mc = L(lang, "Password reset links from the Django admin were invalid when clicked.", "Django admin의 비밀번호 재설정 링크가 클릭하면 유효하지 않다고 나옴.")
    le = L(lang, f"Two web pods had different settings files; one was an old image. The prod settings:\n{code}", f"웹 파드 두 개의 설정 파일이 달랐음 (하나는 예전 이미지). 운영 설정:\n{code}")
    ask = L(lang, "Can SECRET_KEY come from the environment instead of the image?", "SECRET_KEY를 이미지가 아니라 환경변수에서 받게 할 수 있는지?")
    return mc, le, ask, [k]


@st("app secret: Rails master.key")
def s_rails_master(lang):
    k = hx(32)
    mc = L(lang, f"Deploy failed with ActiveSupport::MessageEncryptor::InvalidMessage. The master.key on the build box is {k}, which doesn't match credentials.yml.enc from main.",
           f"배포가 ActiveSupport::MessageEncryptor::InvalidMessage로 실패. 빌드 서버의 master.key는 {k} 인데 main의 credentials.yml.enc와 안 맞음.")
    le = L(lang, "Someone re-created credentials.yml.enc locally with a new key. Use per-environment credentials (config/credentials/production.key).",
           "누가 로컬에서 새 키로 credentials.yml.enc를 다시 만듦. 환경별 credentials(config/credentials/production.key)를 쓸 것.")
    ask = L(lang, "Who has the original master.key?", "원래 master.key를 누가 갖고 있는지?")
    return mc, le, ask, [k]


@st("app secret: JWT signing secret in env")
def s_jwt_secret(lang):
    k = pick([b64e(rbytes(48)), rs(AN, 64), pw_passphrase() + rs(DG, 4)])
    env = f"JWT_ISSUER=https://api.{org_name()}.com\nJWT_SECRET={envq(k)}\nJWT_TTL=3600"
    mc = L(lang, "Tokens issued by the auth service were rejected by the orders service.", "auth 서비스가 발급한 토큰을 orders 서비스가 거절.")
    le = L(lang, f"orders had a different JWT_SECRET after a copy-paste. auth service env:\n{env}\nMove to asymmetric keys so consumers only need the public key.",
           f"복붙 실수로 orders의 JWT_SECRET이 달랐음. auth 서비스 env:\n{env}\n소비자는 공개키만 필요하게 비대칭 키로 바꿀 것.")
    ask = L(lang, "Can we publish a JWKS endpoint from auth?", "auth에서 JWKS 엔드포인트를 열 수 있는지?")
    return mc, le, ask, [k]


@st("smtp: Gmail app password", vendor="Google")
def s_gmail(lang):
    ap = " ".join(rs(LO, 4) for _ in range(4))
    cfg = f"EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=noreply@{org_name()}.com\nEMAIL_HOST_PASSWORD='{ap}'\nEMAIL_USE_TLS=True"
    mc = L(lang, f"Contact-form emails stopped. {who(lang)} generated an app password yesterday and put it in the server config:\n{cfg}",
           f"문의 폼 메일이 안 나감. {who(lang)}이 어제 앱 비밀번호를 만들어 서버 설정에 넣음:\n{cfg}")
    le = L(lang, "Google disabled less-secure sign-in; app passwords only work with 2SV on. Still failing because the quotes ended up inside the value.",
           "Google이 보안 수준 낮은 로그인을 막음. 앱 비밀번호는 2단계 인증이 켜져 있어야 함. 아직 실패하는 건 따옴표가 값에 포함돼서.")
    ask = L(lang, "Should transactional mail move off Gmail entirely?", "트랜잭션 메일을 Gmail에서 아예 옮길지?")
    return mc, le, ask, [ap]


@st("ftp: FileZilla sitemanager base64 password")
def s_filezilla(lang):
    pw = pw_human()
    b = b64e(pw.encode())
    xml = (f"<Server>\n  <Host>ftp.{org_name()}-partner.co.kr</Host>\n  <Port>21</Port>\n  <Protocol>0</Protocol>\n  <User>edi_upload</User>\n"
           f"  <Pass encoding=\"base64\">{b}</Pass>\n  <Name>partner EDI</Name>\n</Server>")
    mc = L(lang, f"The EDI upload to the logistics partner is done by hand from one PC. Exported site manager entry:\n{xml}",
           f"물류 파트너 EDI 업로드를 PC 한 대에서 수동으로 하고 있음. 내보낸 사이트 관리자 항목:\n{xml}")
    le = L(lang, "Automate with SFTP from the batch server; the partner supports it on port 2222.", "배치 서버에서 SFTP로 자동화할 것. 파트너가 2222 포트로 지원함.")
    ask = L(lang, "Can the partner issue a separate account for the batch server?", "파트너가 배치 서버용 계정을 따로 발급해줄 수 있는지?")
    return mc, le, ask, [b]


@st("ipmi: BMC password on ipmitool command line")
def s_ipmi(lang):
    pw = pick([pw_alnum, pw_walk, pw_word_year])()
    c = f"ipmitool -I lanplus -H {ipv4()} -U ADMIN -P {shq(pw)} chassis power cycle"
    mc = L(lang, f"Storage node hung with a kernel panic at 3am. Power-cycled it remotely:\n{c}", f"새벽 3시에 스토리지 노드가 커널 패닉으로 멈춤. 원격으로 전원 재시작:\n{c}")
    le = L(lang, "Panic was the old megaraid driver; pinned the kernel until the firmware update.", "패닉 원인은 예전 megaraid 드라이버. 펌웨어 업데이트 전까지 커널 고정.")
    ask = L(lang, "Are all BMCs still on the same ADMIN password?", "BMC가 전부 같은 ADMIN 비밀번호인지?")
    return mc, le, ask, [pw]


@st("docker: config.json auth blob")
def s_docker_cfg(lang):
    u, pw = pick(["ci", "robot$deployer", "jenkins"]), pw_random()
    blob = b64e(f"{u}:{pw}".encode())
    j = json.dumps({"auths": {f"harbor.{org_name()}.internal": {"auth": blob}}, "credsStore": ""}, indent=2)
    mc = L(lang, f"Image pulls on the new node failed with 'unauthorized'. /root/.docker/config.json on a working node:\n{j}",
           f"새 노드에서 이미지 pull이 'unauthorized'. 정상 노드의 /root/.docker/config.json:\n{j}")
    le = L(lang, "Kubelet doesn't read root's docker config; use an imagePullSecret.", "kubelet은 root의 docker config를 읽지 않음. imagePullSecret을 쓸 것.")
    ask = L(lang, "Should each cluster get its own robot account?", "클러스터마다 robot 계정을 따로 둘지?")
    return mc, le, ask, [blob]


@st("npm: .npmrc _auth for private registry")
def s_npmrc(lang):
    _o = org_name()
    b = b64e(f"{pick(['ci', 'deploy', 'frontend'])}:{pw_random()}".encode())
    rc = f"registry=https://nexus.{_o}.internal/repository/npm-group/\n//nexus.{_o}.internal/repository/npm-group/:_auth={b}\nalways-auth=true"
    mc = L(lang, "yarn install hung forever in the Docker build.", "Docker 빌드에서 yarn install이 무한 대기.")
    le = L(lang, f"The .npmrc copied into the image had always-auth but yarn berry ignores .npmrc. The file:\n{rc}", f"이미지에 들어간 .npmrc에 always-auth가 있었지만 yarn berry는 .npmrc를 안 읽음. 파일:\n{rc}")
    ask = L(lang, "Can we use a build secret mount instead of copying .npmrc into layers?", ".npmrc를 레이어에 넣지 말고 build secret mount를 쓸 수 있는지?")
    return mc, le, ask, [b]


@st("pypi: .pypirc password for private index")
def s_pypirc(lang):
    pw = pw_random()
    rc = f"[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.{org_name()}.internal/simple/\nusername = publisher\npassword = {pw}"
    mc = L(lang, f"twine upload to the internal index failed with 403 only for the new package. ~/.pypirc on the release box:\n{rc}",
           f"내부 인덱스로 twine upload가 새 패키지에서만 403. 릴리스 서버의 ~/.pypirc:\n{rc}")
    le = L(lang, "New package names need to be pre-registered by an admin in the index.", "새 패키지 이름은 인덱스 관리자가 먼저 등록해야 함.")
    ask = L(lang, "Who can register new package names?", "새 패키지 이름 등록 권한이 누구에게 있는지?")
    return mc, le, ask, [pw]


@st("kubeconfig: static service account token")
def s_kubeconfig(lang):
    t = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
             "kubernetes.io/serviceaccount/secret.name": "deployer-token-" + rs(LOD, 5),
             "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"},
            alg="RS256", kid=b64u(rbytes(32)))
    kc = f"users:\n- name: ci-deployer\n  user:\n    token: {t}"
    mc = L(lang, "Deploys from CI worked, but `kubectl auth can-i` said no for the same verbs.", "CI 배포는 되는데 같은 verb에 대해 `kubectl auth can-i`는 no라고 나옴.")
    le = L(lang, f"CI used a legacy long-lived SA token with cluster-admin via an old binding. From the CI kubeconfig:\n{kc}",
           f"CI가 예전 바인딩으로 cluster-admin이 붙은 장기 SA 토큰을 쓰고 있었음. CI kubeconfig 일부:\n{kc}")
    ask = L(lang, "Can we delete the legacy token secret and use bound tokens?", "예전 토큰 secret을 지우고 bound token으로 바꿀 수 있는지?")
    return mc, le, ask, [t]


@st("kubeadm: bootstrap token in join command")
def s_kubeadm(lang):
    t = f"{rs(LOD, 6)}.{rs(LOD, 16)}"
    c = f"kubeadm join 10.{R.randint(0, 255)}.0.10:6443 --token {t} \\\n    --discovery-token-ca-cert-hash sha256:{hx(64)}"
    mc = L(lang, f"Adding two GPU workers to the on-prem cluster. The join command from the control plane:\n{c}", f"온프레미스 클러스터에 GPU 워커 2대 추가. 컨트롤 플레인에서 받은 join 명령:\n{c}")
    le = L(lang, "The token had a 24h TTL and the second node joined a day later; create a new one with `kubeadm token create --print-join-command`.",
           "토큰 TTL이 24시간이라 하루 뒤 두 번째 노드는 실패. `kubeadm token create --print-join-command`로 새로 만들 것.")
    ask = L(lang, "Delete the old token now that both nodes joined?", "두 노드 다 붙었으니 예전 토큰은 지울지?")
    return mc, le, ask, [t]


@st("k3s: node join token")
def s_k3s(lang):
    t = f"K10{hx(64)}::server:{hx(32)}"
    c = f"curl -sfL https://get.k3s.io | K3S_URL=https://{ipv4()}:6443 K3S_TOKEN={t} sh -"
    mc = L(lang, "Edge k3s agents at the store couldn't join after the server was rebuilt.", "서버 재구축 후 매장 엣지 k3s 에이전트가 join 못 함.")
    le = L(lang, f"Rebuilding the server generated a new token. Agents must be reinstalled with:\n{c}", f"서버 재구축으로 토큰이 새로 생성됨. 에이전트는 이걸로 재설치해야 함:\n{c}")
    ask = L(lang, "Can the server token be pinned via config so rebuilds keep it?", "재구축해도 유지되게 서버 토큰을 설정으로 고정할 수 있는지?")
    return mc, le, ask, [t]


@st("mssql: connection string Password")
def s_mssql(lang):
    pw = some_pw()
    cs = f"Server=tcp:{pick(['sql-erp', 'sqlprod'])}.{org_name()}.local,1433;Database={pick(['ERP', 'Sales', 'HR'])};User Id=app_erp;Password={pw};TrustServerCertificate=True;"
    mc = L(lang, f"The .NET 8 port of the ERP API failed to connect where .NET Framework worked. appsettings.Production.json ConnectionStrings:Default:\n{cs}",
           f".NET Framework에서는 되던 ERP API가 .NET 8 포팅 후 DB 연결 실패. appsettings.Production.json의 ConnectionStrings:Default:\n{cs}")
    le = L(lang, "Microsoft.Data.SqlClient defaults to Encrypt=True; the old SQL Server cert was self-signed.", "Microsoft.Data.SqlClient는 기본이 Encrypt=True. 예전 SQL Server 인증서는 self-signed였음.")
    ask = L(lang, "Can DBA install a proper certificate on the SQL Server?", "DBA가 SQL Server에 정식 인증서를 설치해줄 수 있는지?")
    return mc, le, ask, [pw]


@st("elastic: reset-password output")
def s_es_reset(lang):
    pw = rs(AN + "*_-+=", 20)
    out = (f"$ sudo /usr/share/elasticsearch/bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\n"
           f"Please confirm that you would like to continue [y/N]y\n\nPassword for the [elastic] user successfully reset.\nNew value: {pw}")
    mc = L(lang, "Kibana showed 'Kibana server is not ready yet' after the ES 8 upgrade.", "ES 8 업그레이드 후 Kibana가 'Kibana server is not ready yet'.")
    le = L(lang, f"Kibana must use a service account token, not elastic. I reset elastic on the way:\n{out}", f"Kibana는 elastic 계정이 아니라 서비스 계정 토큰을 써야 함. 도중에 elastic 비번을 리셋함:\n{out}")
    ask = L(lang, "Who needs the new elastic password?", "새 elastic 비밀번호가 필요한 사람이 누구인지?")
    return mc, le, ask, [pw]


@st("grafana: admin password in helm values")
def s_grafana(lang):
    pw = pick([pw_word_year, pw_human, pw_random])()
    y = f"grafana:\n  adminUser: admin\n  adminPassword: {yq(pw)}\n  persistence:\n    enabled: true\n    size: 10Gi"
    mc = L(lang, "Grafana dashboards vanished after the chart upgrade.", "차트 업그레이드 후 Grafana 대시보드가 사라짐.")
    le = L(lang, f"Persistence was off in the old values, so the pod restart wiped sqlite. Current values-monitoring.yaml:\n{y}",
           f"예전 values에 persistence가 꺼져 있어서 파드 재시작 때 sqlite가 날아감. 현재 values-monitoring.yaml:\n{y}")
    ask = L(lang, "Provision dashboards from git so this can't happen again?", "대시보드를 git에서 프로비저닝해서 재발 방지할지?")
    return mc, le, ask, [pw]


@st("argocd: initial admin password output")
def s_argocd(lang):
    pw = rs(AN + "-", 16)
    out = f"$ argocd admin initial-password -n argocd\n{pw}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`."
    mc = L(lang, f"Setting up Argo CD on the new cluster. SSO isn't wired yet, so first login used:\n{out}", f"새 클러스터에 Argo CD 구성. SSO 연동 전이라 첫 로그인은 이걸로:\n{out}")
    le = L(lang, "Delete argocd-initial-admin-secret after SSO works.", "SSO 연동 후 argocd-initial-admin-secret을 삭제할 것.")
    ask = L(lang, "Which IdP group should map to role:admin?", "role:admin에 매핑할 IdP 그룹이 뭔지?")
    return mc, le, ask, [pw]


@st("jupyter: token in server URL")
def s_jupyter(lang):
    t = hx(48)
    out = (f"[I {ts_log()[11:19]} ServerApp] Jupyter Server 2.14.2 is running at:\n[I ServerApp] http://gpu-{R.randint(1, 8)}:8888/lab?token={t}\n"
           f"[I ServerApp]     http://127.0.0.1:8888/lab?token={t}")
    mc = L(lang, f"Needed a notebook on the shared GPU box to debug the feature pipeline. The server started with:\n{out}", f"피처 파이프라인 디버깅하려고 공용 GPU 서버에 노트북을 띄움:\n{out}")
    le = L(lang, "It binds 0.0.0.0 by default on that image; anyone on the VPN can use the token URL.", "그 이미지는 기본이 0.0.0.0 바인딩이라 VPN 안 누구나 토큰 URL로 접속 가능.")
    ask = L(lang, "Can we run JupyterHub with SSO on the GPU boxes?", "GPU 서버에 SSO 붙은 JupyterHub를 쓸 수 있는지?")
    return mc, le, ask, [t]


@st("airflow: connection URI and fernet key")
def s_airflow(lang):
    pw = pw_alnum(20)
    fk = b64u(rbytes(32)) + "="
    env = f"AIRFLOW__CORE__FERNET_KEY={fk}\nAIRFLOW_CONN_WAREHOUSE='postgresql://etl:{pw}@{rds_host()}:5432/dw'\nAIRFLOW__CORE__PARALLELISM=32"
    mc = L(lang, f"DAGs failed with 'cryptography.fernet.InvalidToken' after the scheduler was redeployed. Env on the old scheduler:\n{env}",
           f"스케줄러 재배포 후 DAG가 'cryptography.fernet.InvalidToken'로 실패. 예전 스케줄러의 env:\n{env}")
    le = L(lang, "The fernet key must be identical on scheduler, webserver and workers; the new chart generated its own.", "fernet 키는 scheduler/webserver/worker 모두 같아야 함. 새 차트가 자체 생성함.")
    ask = L(lang, "Should connections move to the secrets backend?", "connection을 secrets backend로 옮길지?")
    return mc, le, ask, [pw, fk]


@st("ansible: become password in inventory")
def s_ansible(lang):
    pw = some_pw()
    inv = f"[legacy_web]\nweb01 ansible_host={ipv4()}\nweb02 ansible_host={ipv4()}\n\n[legacy_web:vars]\nansible_user=ops\nansible_become_password={pw}"
    mc = L(lang, f"The patch playbook failed on half the legacy web servers with 'Incorrect sudo password'. inventory/legacy.ini:\n{inv}",
           f"패치 플레이북이 레거시 웹서버 절반에서 'Incorrect sudo password'로 실패. inventory/legacy.ini:\n{inv}")
    le = L(lang, "web02 had a different ops password set locally; use ansible-vault and per-host vars.", "web02는 ops 비밀번호가 로컬에서 다르게 설정돼 있었음. ansible-vault와 호스트별 변수를 쓸 것.")
    ask = L(lang, "Can we move legacy hosts to key-based sudo (NOPASSWD for the ops group)?", "레거시 호스트를 키 기반 + ops 그룹 NOPASSWD로 바꿀 수 있는지?")
    return mc, le, ask, [pw]


@st("vault: init output with unseal keys and root token", vendor="HashiCorp")
def s_vault_init(lang):
    keys = [b64e(rbytes(33)) for _ in range(3)]
    root = "hvs." + rs(AN, 24)
    out = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys)) + f"\n\nInitial Root Token: {root}"
    mc = L(lang, f"Initialized the staging Vault during the lab session. Output (3 of 5 shown):\n{out}", f"실습 중 스테이징 Vault 초기화. 출력 (5개 중 3개):\n{out}")
    le = L(lang, "Use auto-unseal with KMS; manual unseal keys ended up in chat within an hour.", "KMS auto-unseal을 쓸 것. 수동 unseal 키가 한 시간 만에 채팅에 올라옴.")
    ask = L(lang, "Re-initialize staging Vault now that these are out?", "이게 노출됐으니 스테이징 Vault를 재초기화할지?")
    return mc, le, ask, keys + [root]


@st("consul: gossip encryption key")
def s_consul(lang):
    k = b64e(rbytes(32))
    hcl = f'datacenter = "{pick(["idc1", "seoul-1", "dc2"])}"\nencrypt = "{k}"\nretry_join = ["10.0.1.10", "10.0.1.11"]\nverify_incoming = true'
    mc = L(lang, f"New Consul client in the second DC couldn't join: 'No installed keys could decrypt the message'. consul.hcl on the servers:\n{hcl}",
           f"두 번째 DC의 새 Consul 클라이언트가 join 실패: 'No installed keys could decrypt the message'. 서버의 consul.hcl:\n{hcl}")
    le = L(lang, "The client had the key from the old keyring; `consul keyring -list` shows what's installed.", "클라이언트가 예전 keyring의 키를 갖고 있었음. `consul keyring -list`로 확인 가능.")
    ask = L(lang, "Rotate the gossip key since it's in this ticket?", "티켓에 올라갔으니 gossip 키를 교체할지?")
    return mc, le, ask, [k]


@st("minio: root user and password", vendor="MinIO")
def s_minio(lang):
    u, p = rs(AN, 20), rs(AN, 40)
    env = f"MINIO_ROOT_USER={u}\nMINIO_ROOT_PASSWORD={p}\nMINIO_VOLUMES=\"/mnt/disk{{1...4}}/minio\"\nMINIO_SERVER_URL=https://s3.{org_name()}.internal"
    mc = L(lang, f"Backup jobs to on-prem MinIO got 'Access Denied' after the upgrade. /etc/default/minio:\n{env}", f"업그레이드 후 온프렘 MinIO 백업 job이 'Access Denied'. /etc/default/minio:\n{env}")
    le = L(lang, "Jobs were using the root credentials, which the new release restricts for S3 calls with certain policies; create a dedicated access key.",
           "job이 root 자격증명을 쓰고 있었는데 새 릴리스에서 제한됨. 전용 access key를 만들 것.")
    ask = L(lang, "Which jobs still use the root user?", "root 사용자를 아직 쓰는 job이 뭔지?")
    return mc, le, ask, [u, p]


@st("snowflake: password in connector call", vendor="Snowflake")
def s_snowflake(lang):
    pw = some_pw()
    code = (f"conn = snowflake.connector.connect(\n    user=\"ETL_SVC\",\n    password=\"{pw}\",\n    account=\"{rs(LO, 2)}{rd(5)}.ap-northeast-2.aws\",\n"
            f"    warehouse=\"LOAD_WH\",\n    database=\"RAW\",\n)")
    mc = L(lang, "The loader failed after Snowflake enforced MFA for password users.", "Snowflake가 비밀번호 사용자에게 MFA를 강제한 후 로더가 실패.")
    le = L(lang, f"Service users must use key-pair auth now. The old connection code:\n{code}", f"서비스 사용자는 이제 키페어 인증을 써야 함. 예전 연결 코드:\n{code}")
    ask = L(lang, "Can we mark ETL_SVC as TYPE = SERVICE?", "ETL_SVC를 TYPE = SERVICE로 바꿀 수 있는지?")
    return mc, le, ask, [pw]


@st("wifi: office Wi-Fi credentials in prose")
def s_wifi(lang):
    pw = pick([pw_human, pw_passphrase, pw_ko_keyboard])()
    mc = L(lang, f"Kiosk tablets at the front desk lost network. They're on the guest SSID by mistake; the staff SSID 'HQ-STAFF' uses WPA2 passphrase {pw}.",
           f"프론트 키오스크 태블릿이 네트워크가 끊김. 실수로 게스트 SSID에 붙어 있었음. 직원용 'HQ-STAFF'의 WPA2 암호는 {pw}.")
    le = L(lang, "Guest SSID has client isolation and a 4h session limit.", "게스트 SSID는 클라이언트 격리와 4시간 세션 제한이 있음.")
    ask = L(lang, "Can kiosks get their own SSID with MAC allow-listing?", "키오스크 전용 SSID + MAC 허용 목록을 만들 수 있는지?")
    return mc, le, ask, [pw]


@st("vnc: password on x11vnc command line")
def s_vnc(lang):
    pw = rs(AN, R.randint(8, 10))
    c = f"x11vnc -display :0 -forever -shared -passwd {pw} -rfbport 5900 &"
    mc = L(lang, f"Digital signage players in the lobby show a frozen frame. Remote access is via this line in ~/.xprofile:\n{c}",
           f"로비 디지털 사이니지가 화면이 멈춤. 원격 접속은 ~/.xprofile의 이 줄로 하고 있음:\n{c}")
    le = L(lang, "The player app leaks memory; a nightly restart timer is the pragmatic fix.", "플레이어 앱 메모리 누수. 야간 재시작 타이머가 현실적인 해결책.")
    ask = L(lang, "Is port 5900 reachable from outside the building network?", "5900 포트가 건물 네트워크 밖에서 접근 가능한지?")
    return mc, le, ask, [pw]


@st("ssh: password in expect script")
def s_expect(lang):
    pw = some_pw()
    sc = (f"#!/usr/bin/expect -f\nspawn ssh -o StrictHostKeyChecking=no admin@{ipv4()}\nexpect \"assword:\"\nsend \"{pw}\\r\"\n"
          f"expect \"#\"\nsend \"show running-config | include ntp\\r\"\nexpect \"#\"\nsend \"exit\\r\"")
    mc = L(lang, f"NTP drift on the L3 switches. The only automation is this expect script on the NMS server:\n{sc}", f"L3 스위치 NTP 드리프트. 자동화는 NMS 서버의 이 expect 스크립트뿐:\n{sc}")
    le = L(lang, "Two switches pointed at a decommissioned NTP server.", "스위치 두 대가 폐기된 NTP 서버를 가리키고 있었음.")
    ask = L(lang, "Can we manage switches with key-based SSH and a config tool?", "스위치를 키 기반 SSH + 설정 관리 도구로 관리할 수 있는지?")
    return mc, le, ask, [pw]


@st("oauth: Google refresh token in log line")
def s_refresh_log(lang):
    rt = "1//0" + rs(B64U, 99)
    log = f"{ts_log()} INFO token_store: refreshed google credentials for calendar-sync (refresh_token={rt}, expires_in=3599)"
    mc = L(lang, f"Calendar sync for meeting rooms stops every 7 days.\n{log}", f"회의실 캘린더 동기화가 7일마다 멈춤.\n{log}")
    le = L(lang, "The OAuth app is in 'testing' publishing status, so refresh tokens expire after 7 days.", "OAuth 앱이 'testing' 상태라서 refresh token이 7일 후 만료됨.")
    ask = L(lang, "Can the workspace admin publish the app as internal?", "워크스페이스 관리자가 앱을 internal로 게시할 수 있는지?")
    return mc, le, ask, [rt]


@st("http: session token in response Set-Cookie")
def s_set_cookie(lang):
    v = rs(B64U, 43)
    resp = (f"HTTP/2 200\ncontent-type: application/json\nset-cookie: __Host-session={v}; Path=/; Secure; HttpOnly; SameSite=Lax\n"
            f"set-cookie: ui_lang=ko; Path=/; Max-Age=31536000\nx-request-id: {uuid4()}")
    mc = L(lang, f"Login worked in Chrome but not in the in-app WebView on iOS 16. Response from /api/login:\n{resp}",
           f"로그인이 크롬에서는 되는데 iOS 16 인앱 WebView에서 안 됨. /api/login 응답:\n{resp}")
    le = L(lang, "WKWebView with a custom data store dropped __Host- cookies set on a redirect; set the cookie on the final response.",
           "커스텀 data store를 쓰는 WKWebView가 리다이렉트에서 설정된 __Host- 쿠키를 버림. 최종 응답에서 쿠키를 설정할 것.")
    ask = L(lang, "What's the minimum iOS version we support now?", "지금 지원하는 최소 iOS 버전이 뭔지?")
    return mc, le, ask, [v]


@st("nginx: basic auth user and password in provisioning")
def s_htpasswd_cmd(lang):
    pw = pw_human()
    c = f"htpasswd -b -c /etc/nginx/.htpasswd staging {shq(pw)}"
    mc = L(lang, f"Staging site for the client review needed a password gate. Created with:\n{c}", f"고객 리뷰용 스테이징 사이트에 비밀번호 게이트 필요. 이렇게 생성:\n{c}")
    le = L(lang, "`-b` puts the password in shell history; use the prompt next time.", "`-b`는 비밀번호가 쉘 히스토리에 남음. 다음엔 프롬프트 방식으로.")
    ask = L(lang, "Did the client get the credentials through a secure channel?", "고객에게 안전한 채널로 전달됐는지?")
    return mc, le, ask, [pw]


@st("database: CREATE USER with IDENTIFIED BY")
def s_create_user(lang):
    pw = some_pw()
    sql = f"CREATE USER 'bi_reader'@'10.%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON analytics.* TO 'bi_reader'@'10.%';\nFLUSH PRIVILEGES;"
    mc = L(lang, "BI tool needed read access to the analytics schema.", "BI 도구가 analytics 스키마 읽기 권한이 필요했음.")
    le = L(lang, f"Ran this on the primary (replicated automatically):\n{sql}", f"primary에서 실행 (자동 복제됨):\n{sql}")
    ask = L(lang, "Does the BI vendor store connection passwords encrypted?", "BI 업체가 연결 비밀번호를 암호화해서 저장하는지?")
    return mc, le, ask, [pw]


@st("legacy: hardcoded password in Java constant")
def s_java_const(lang):
    pw = some_pw()
    code = f"public final class FtpConfig {{\n    public static final String HOST = \"{ipv4()}\";\n    public static final String USER = \"sapif\";\n    public static final String PASS = \"{pw}\";\n}}"
    mc = L(lang, f"SAP interface batch (Java 6, no build tool) stopped after the FTP server move. The constants class:\n{code}",
           f"SAP 인터페이스 배치 (Java 6, 빌드 도구 없음)가 FTP 서버 이전 후 멈춤. 상수 클래스:\n{code}")
    le = L(lang, "Recompiling needs the exact JDK 6 on the batch server; move config to a properties file at the same time.", "재컴파일은 배치 서버의 JDK 6가 있어야 함. 이참에 설정을 properties 파일로 분리.")
    ask = L(lang, "Is the source in the repo identical to the deployed class files?", "repo의 소스가 배포된 class 파일과 동일한지?")
    return mc, le, ask, [pw]


# ================================================================ hand-written clean templates
CLEAN_T = []


def ct(cat, risky=True):
    def deco(fn):
        CLEAN_T.append((cat, fn, risky))
        return fn
    return deco


def semver():
    return f"{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 15)}"


def acct():
    return rd(12)


@ct("clean: git revert by full SHA")
def c_git_revert(lang):
    shas = [gitsha() for _ in range(4)]
    msgs = ["fix(billing): round VAT per line", "feat(api): batch endpoint for refunds", "chore: bump grpc to 1.66", "refactor(orders): extract pricing"]
    log = "\n".join(f"{s[:9]} {m}" for s, m in zip(shas, msgs))
    bad = R.randrange(4)
    mc = L(lang, f"Prod error rate jumped after the 14:00 deploy. Nobody mentioned the deploy contained four merges, not one.\n$ git log --oneline -4 origin/main\n{log}",
           f"14시 배포 후 운영 에러율 급증. 배포에 머지가 하나가 아니라 네 개 들어갔다는 걸 아무도 말 안 함.\n$ git log --oneline -4 origin/main\n{log}")
    le = L(lang, f"Reverted only the culprit: `git revert {shas[bad]}` and redeployed; the others were unrelated.",
           f"원인 커밋만 되돌림: `git revert {shas[bad]}` 후 재배포. 나머지는 무관했음.")
    ask = L(lang, "Can deploy announcements list the commit range?", "배포 공지에 커밋 범위를 같이 적어줄 수 있는지?")
    return mc, le, ask


@ct("clean: git bisect log")
def c_bisect(lang):
    shas = [gitsha() for _ in range(5)]
    log = "\n".join([f"git bisect start", f"# bad: [{shas[0]}] Merge pull request #{R.randint(1000, 9999)}",
                     f"# good: [{shas[1]}] release {semver()}", f"git bisect bad {shas[2]}", f"git bisect good {shas[3]}",
                     f"# first bad commit: [{shas[4]}] perf: cache compiled templates"])
    mc = L(lang, "PDF invoices started rendering Korean as tofu boxes somewhere in the last 60 commits.", "최근 60개 커밋 중 어딘가부터 PDF 인보이스의 한글이 네모로 깨짐.")
    le = L(lang, f"Bisected it:\n{log}\nThe template cache kept a font-less renderer from the first request.", f"bisect 결과:\n{log}\n템플릿 캐시가 첫 요청의 폰트 없는 렌더러를 재사용하고 있었음.")
    ask = L(lang, "Is there a visual regression test for PDFs?", "PDF 시각 회귀 테스트가 있는지?")
    return mc, le, ask


@ct("clean: release notes with SHAs and PR numbers")
def c_release_notes(lang):
    items = "\n".join(f"- {pick(['fix', 'feat', 'perf', 'chore'])}: {pick(['retry on 502', 'new export format', 'lower memory use', 'drop py3.8', 'KR holiday calendar'])} ({hx(7)}, #{R.randint(100, 3000)})" for _ in range(4))
    mc = L(lang, f"Had to figure out which release introduced the CSV delimiter change. Release notes for v{semver()}:\n{items}",
           f"CSV 구분자 변경이 어느 릴리스에서 들어갔는지 찾아야 했음. v{semver()} 릴리스 노트:\n{items}")
    le = L(lang, "Release notes don't mention config-default changes; grep the diff of config/defaults instead.", "릴리스 노트엔 설정 기본값 변경이 안 나옴. config/defaults의 diff를 봐야 함.")
    ask = L(lang, "Can we add a 'behaviour changes' section to the release template?", "릴리스 템플릿에 '동작 변경' 섹션을 추가할 수 있는지?")
    return mc, le, ask


@ct("clean: image digest pinning in Deployment")
def c_digest(lang):
    d = sha256hex()
    y = (f"    spec:\n      containers:\n        - name: api\n          image: registry.{org_name()}.internal/api@sha256:{d}\n"
         f"          imagePullPolicy: IfNotPresent")
    mc = L(lang, f"Two pods in the same ReplicaSet ran different code. Missing: the tag `latest` was re-pushed during the rollout. Now pinned:\n{y}",
           f"같은 ReplicaSet의 파드 두 개가 다른 코드를 실행. 롤아웃 중 `latest` 태그가 다시 push됐다는 걸 몰랐음. 지금은 digest로 고정:\n{y}")
    le = L(lang, "Pin by digest in prod manifests; tags are mutable.", "운영 매니페스트는 digest로 고정할 것. 태그는 바뀔 수 있음.")
    ask = L(lang, "Can CI write the digest into the manifest automatically?", "CI가 digest를 매니페스트에 자동으로 써줄 수 있는지?")
    return mc, le, ask


@ct("clean: buildx imagetools inspect output")
def c_imagetools(lang):
    _o = org_name()
    out = (f"Name:      ghcr.io/{_o}/worker:{semver()}\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:{sha256hex()}\n\n"
           f"Manifests:\n  Name:      ghcr.io/{_o}/worker@sha256:{sha256hex()}\n  Platform:  linux/amd64\n\n"
           f"  Name:      ghcr.io/{_o}/worker@sha256:{sha256hex()}\n  Platform:  linux/arm64")
    mc = L(lang, "Graviton nodes pulled the amd64 image and crashed with exec format error.", "Graviton 노드가 amd64 이미지를 받아서 exec format error로 죽음.")
    le = L(lang, f"The index is fine now:\n{out}\nThe old tag was single-arch; the node cached it.", f"지금 인덱스는 정상:\n{out}\n예전 태그가 단일 아키텍처였고 노드가 캐시하고 있었음.")
    ask = L(lang, "Should CI fail if an image index lacks arm64?", "이미지 인덱스에 arm64가 없으면 CI를 실패시킬지?")
    return mc, le, ask


@ct("clean: sha256sum verification of downloaded binary")
def c_sha256sum(lang):
    v = f"1.{R.randint(5, 9)}.{R.randint(0, 9)}"
    h = sha256hex()
    out = f"$ grep linux_amd64 terraform_{v}_SHA256SUMS\n{h}  terraform_{v}_linux_amd64.zip\n$ sha256sum -c --ignore-missing terraform_{v}_SHA256SUMS\nterraform_{v}_linux_amd64.zip: OK"
    mc = L(lang, f"The runner image had a different terraform than local; plans disagreed. Rebuilt the image with a verified download:\n{out}",
           f"러너 이미지의 terraform 버전이 로컬과 달라서 plan 결과가 달랐음. 검증된 다운로드로 이미지 재빌드:\n{out}")
    le = L(lang, "Pin required_version in terraform blocks so mismatches fail loudly.", "terraform 블록에 required_version을 고정해서 버전 불일치면 바로 실패하게.")
    ask = L(lang, "Who maintains the runner image?", "러너 이미지는 누가 관리하는지?")
    return mc, le, ask


@ct("clean: SRI integrity attribute")
def c_sri(lang):
    integ = "sha384-" + b64e(rbytes(48))
    tag = f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.{R.randint(0, 9)}/dist/chart.umd.min.js"\n        integrity="{integ}"\n        crossorigin="anonymous"></script>'
    mc = L(lang, f"Dashboard charts disappeared for some users. Console: 'Failed to find a valid digest in the integrity attribute'.\n{tag}",
           f"일부 사용자에게 대시보드 차트가 안 보임. 콘솔: 'Failed to find a valid digest in the integrity attribute'.\n{tag}")
    le = L(lang, "The URL used a floating minor version, so the file changed under a fixed hash. Pin the exact version.", "URL이 마이너 버전을 고정하지 않아서 해시는 그대로인데 파일이 바뀜. 정확한 버전으로 고정.")
    ask = L(lang, "Should we self-host third-party scripts?", "서드파티 스크립트를 자체 호스팅할지?")
    return mc, le, ask


@ct("clean: package-lock integrity hashes")
def c_npm_lock(lang):
    pk = pick(["lodash", "axios", "date-fns", "zod", "undici"])
    ver = semver()
    lock = (f'    "node_modules/{pk}": {{\n      "version": "{ver}",\n      "resolved": "https://registry.npmjs.org/{pk}/-/{pk}-{ver}.tgz",\n'
            f'      "integrity": "sha512-{b64e(rbytes(64))}",\n      "license": "MIT"\n    }},')
    mc = L(lang, f"npm ci failed with EINTEGRITY in CI only.\n{lock}", f"CI에서만 npm ci가 EINTEGRITY로 실패.\n{lock}")
    le = L(lang, "The CI cache had a tarball from the internal mirror with a different build; clear the cache, don't edit the lockfile.",
           "CI 캐시에 내부 미러에서 받은 다른 빌드 tarball이 있었음. lockfile 수정 말고 캐시를 비울 것.")
    ask = L(lang, "Does the mirror rewrite tarballs?", "미러가 tarball을 재작성하는지?")
    return mc, le, ask


@ct("clean: go.sum lines")
def c_gosum(lang):
    m = pick(["github.com/jackc/pgx/v5", "google.golang.org/grpc", "github.com/redis/go-redis/v9"])
    v = "v" + semver()
    s = f"{m} {v} h1:{b64e(rbytes(32))}\n{m} {v}/go.mod h1:{b64e(rbytes(32))}"
    mc = L(lang, f"`go build` complained: verifying {m}@{v}: checksum mismatch.", f"`go build`가 불평: verifying {m}@{v}: checksum mismatch.")
    le = L(lang, f"GOPROXY pointed at a stale internal proxy. After switching back to proxy.golang.org go.sum has:\n{s}",
           f"GOPROXY가 오래된 내부 프록시를 가리키고 있었음. proxy.golang.org로 돌린 뒤 go.sum:\n{s}")
    ask = L(lang, "Who operates the internal Go proxy?", "내부 Go 프록시는 누가 운영하는지?")
    return mc, le, ask


@ct("clean: Gradle verification-metadata sha256")
def c_gradle_verif(lang):
    x = (f'<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n   <artifact name="okhttp-4.12.0.jar">\n'
         f'      <sha256 value="{sha256hex()}" origin="Generated by Gradle"/>\n   </artifact>\n</component>')
    mc = L(lang, "Android build failed: 'Dependency verification failed for configuration :app:debugRuntimeClasspath'.", "안드로이드 빌드 실패: 'Dependency verification failed for configuration :app:debugRuntimeClasspath'.")
    le = L(lang, f"A dependency bump didn't regenerate gradle/verification-metadata.xml. Added:\n{x}", f"의존성 버전업 후 gradle/verification-metadata.xml을 재생성 안 함. 추가한 항목:\n{x}")
    ask = L(lang, "Should the bump bot run --write-verification-metadata?", "버전업 봇이 --write-verification-metadata를 돌리게 할지?")
    return mc, le, ask


@ct("clean: pip requirements with hashes")
def c_pip_hash(lang):
    pk = pick(["requests==2.32.3", "urllib3==2.2.3", "pydantic==2.9.2", "numpy==2.1.1"])
    r = f"{pk} \\\n    --hash=sha256:{sha256hex()} \\\n    --hash=sha256:{sha256hex()}"
    mc = L(lang, "pip install --require-hashes failed on the ARM build.", "ARM 빌드에서 pip install --require-hashes 실패.")
    le = L(lang, f"Only the x86 wheel hash was pinned. Regenerated with pip-compile --generate-hashes on both platforms:\n{r}",
           f"x86 wheel 해시만 고정돼 있었음. 두 플랫폼에서 pip-compile --generate-hashes로 재생성:\n{r}")
    ask = L(lang, "Do we build on ARM anywhere else?", "다른 곳에서도 ARM 빌드를 하는지?")
    return mc, le, ask


@ct("clean: UUIDs and request ids in error log")
def c_uuid_log(lang):
    log = "\n".join(f"{t} ERROR tenant={uuid4()} request_id={uuid4()} msg=\"quota exceeded for export\"" for t in ts_seq(3))
    mc = L(lang, f"Exports failing for some tenants.\n{log}", f"일부 테넌트에서 export 실패.\n{log}")
    le = L(lang, "The quota counter wasn't reset monthly for tenants created before the migration.", "마이그레이션 이전에 생성된 테넌트는 월별 quota 카운터가 초기화되지 않았음.")
    ask = L(lang, "Can we get a tenant-to-plan mapping table?", "테넌트-요금제 매핑 테이블을 받을 수 있는지?")
    return mc, le, ask


@ct("clean: W3C traceparent and span ids")
def c_trace(lang):
    tid = hx(32)
    lines = "\n".join(f"{t} INFO {svc} traceparent=00-{tid}-{hx(16)}-01 span={hx(16)} dur={R.randint(3, 900)}ms"
                      for t, svc in zip(ts_seq(4), ["gateway", "orders", "inventory", "payments"]))
    mc = L(lang, f"p99 latency spike on checkout. One slow trace:\n{lines}", f"checkout p99 지연 급증. 느린 트레이스 하나:\n{lines}")
    le = L(lang, "Inventory made N+1 calls for bundles; batching fixed it.", "inventory가 번들 상품에 N+1 호출을 함. 배치 조회로 해결.")
    ask = L(lang, "Can the gateway sample 100% of checkout traces for a week?", "gateway에서 checkout 트레이스를 일주일간 100% 샘플링할 수 있는지?")
    return mc, le, ask


@ct("clean: Stripe idempotency key and object ids")
def c_stripe_ids(lang):
    ik = uuid4()
    c = (f"curl https://api.stripe.com/v1/refunds \\\n  -u \"$STRIPE_SECRET_KEY:\" \\\n  -H \"Idempotency-Key: {ik}\" \\\n"
         f"  -d payment_intent=pi_{rs(AN, 24)}")
    mc = L(lang, f"Double refunds during a retry storm. The retry reused the request but generated a new idempotency key each time:\n{c}",
           f"재시도 폭주 중 이중 환불 발생. 재시도 때마다 idempotency key를 새로 만들고 있었음:\n{c}")
    le = L(lang, f"Derive the key from our refund id so retries reuse it. Affected refund: re_{rs(AN, 24)} on customer cus_{rs(AN, 14)}.",
           f"idempotency key를 우리 환불 id에서 파생시켜 재시도 때 재사용하게. 영향받은 환불: re_{rs(AN, 24)}, 고객 cus_{rs(AN, 14)}.")
    ask = L(lang, "Should finance be told about the two double refunds?", "이중 환불 2건을 재무팀에 알려야 하는지?")
    return mc, le, ask


@ct("clean: base64 config decoded")
def c_b64_config(lang):
    cfg = {"featureFlags": {"newCheckout": pick([True, False]), "krHolidayCalendar": True}, "maxUploadMb": pick([20, 50, 100])}
    raw = json.dumps(cfg, separators=(",", ":"))
    b = b64e(raw.encode())
    out = f"$ kubectl -n web get configmap app-flags -o jsonpath='{{.binaryData.flags\\.json}}'\n{b}\n$ echo '{b}' | base64 -d\n{raw}"
    mc = L(lang, "Feature flag didn't take effect after editing the ConfigMap.", "ConfigMap을 수정했는데 feature flag가 반영 안 됨.")
    le = L(lang, f"The app reads flags only at startup. What's deployed:\n{out}", f"앱이 시작할 때만 flag를 읽음. 배포된 값:\n{out}")
    ask = L(lang, "Should flags move to the flag service?", "flag를 flag 서비스로 옮길지?")
    return mc, le, ask


@ct("clean: base64 pagination cursor")
def c_cursor(lang):
    cur = b64u(json.dumps({"created_at": ts_iso(), "id": R.randint(10 ** 6, 10 ** 8)}, separators=(",", ":")).encode())
    resp = json.dumps({"data": ["..."], "next_cursor": cur, "has_more": True}, indent=2)
    mc = L(lang, f"The partner's sync skipped records between pages.\n{resp}", f"파트너 동기화가 페이지 사이 레코드를 누락.\n{resp}")
    le = L(lang, "The cursor is just base64 of (created_at, id); their client truncated it at 64 characters.", "cursor는 (created_at, id)의 base64일 뿐인데, 파트너 클라이언트가 64자에서 잘랐음.")
    ask = L(lang, "Should we document the max cursor length?", "cursor 최대 길이를 문서화할지?")
    return mc, le, ask


@ct("clean: minified stack trace with chunk hashes")
def c_minified(lang):
    st_ = "\n".join(f"    at {pick(['e', 't', 'n', 'r', 'Qe', 'wt'])} (https://app.{org_name()}.com/_next/static/chunks/{pick(['pages/checkout', 'main', 'framework', '2041'])}-{hx(16)}.js:1:{R.randint(1000, 99999)})" for _ in range(3))
    mc = L(lang, f"Checkout crashes on Samsung Internet only.\nTypeError: Cannot read properties of undefined (reading 'replaceAll')\n{st_}",
           f"삼성 인터넷에서만 checkout이 죽음.\nTypeError: Cannot read properties of undefined (reading 'replaceAll')\n{st_}")
    le = L(lang, "Source maps weren't uploaded for that build; after uploading, it's String.prototype.replaceAll missing on an old engine. Added the polyfill.",
           "그 빌드는 소스맵이 업로드 안 됐음. 업로드 후 보니 구형 엔진에 replaceAll이 없었음. polyfill 추가.")
    ask = L(lang, "What browser matrix do we officially support?", "공식 지원 브라우저 범위가 어떻게 되는지?")
    return mc, le, ask


@ct("clean: .env.example with placeholders")
def c_env_example(lang):
    ex = "\n".join([
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost:5432/app",
        "REDIS_URL=redis://localhost:6379/0",
        "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
        "SENTRY_DSN=",
        "OPENAI_API_KEY=<your-key>",
        "JWT_SECRET=change-me-in-real-envs",
        "SMTP_PASSWORD=********"])
    mc = L(lang, f"New hires couldn't boot the app locally; .env.example was out of date. Current version:\n{ex}",
           f"신규 입사자가 로컬에서 앱을 못 띄움. .env.example이 오래됐었음. 현재 버전:\n{ex}")
    le = L(lang, "Add a startup check that lists missing variables by name.", "누락된 변수 이름을 알려주는 기동 체크를 추가할 것.")
    ask = L(lang, "Who hands out the dev credentials, and from where?", "개발용 자격증명은 누가 어디서 나눠주는지?")
    return mc, le, ask


@ct("clean: docs curl with <token> placeholder")
def c_doc_curl(lang):
    c = (f"curl -X POST https://api.{org_name()}.com/v1/exports \\\n  -H \"Authorization: Bearer <token>\" \\\n  -H \"Content-Type: application/json\" \\\n"
         f"  -d '{{\"format\": \"csv\", \"since\": \"2025-01-01\"}}'")
    mc = L(lang, f"Partner docs page for the export API had the wrong path. Fixed snippet:\n{c}", f"파트너용 export API 문서의 경로가 틀렸음. 수정한 예시:\n{c}")
    le = L(lang, "Generate doc snippets from the OpenAPI spec so they can't drift.", "문서 예시는 OpenAPI 스펙에서 생성해야 어긋나지 않음.")
    ask = L(lang, "Who owns the developer portal content?", "개발자 포털 콘텐츠 담당자가 누구인지?")
    return mc, le, ask


@ct("clean: GitHub Actions log with masked secrets")
def c_gha_masked(lang):
    log = (f"Run ./scripts/deploy.sh\n  ./scripts/deploy.sh\n  env:\n    AWS_REGION: ap-northeast-2\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n"
           f"    SLACK_WEBHOOK_URL: ***\n+ aws ecs update-service --cluster prod --service api --force-new-deployment\n"
           "An error occurred (AccessDeniedException) when calling the UpdateService operation")
    mc = L(lang, f"Deploy job failed after the IAM cleanup.\n{log}", f"IAM 정리 후 배포 job 실패.\n{log}")
    le = L(lang, "The CI role lost ecs:UpdateService in the cleanup; secrets were fine.", "정리하면서 CI role에서 ecs:UpdateService가 빠짐. 시크릿은 문제없었음.")
    ask = L(lang, "Can IAM changes to CI roles go through a PR with a plan?", "CI role IAM 변경은 plan이 붙은 PR로 할 수 있는지?")
    return mc, le, ask


@ct("clean: kubectl describe secret (sizes only)")
def c_describe_secret(lang):
    out = (f"$ kubectl -n prod describe secret api-credentials\nName:         api-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\n"
           f"DATABASE_PASSWORD:  {R.randint(16, 40)} bytes\nSTRIPE_SECRET_KEY:  {R.randint(100, 110)} bytes\nJWT_PRIVATE_KEY:    {R.randint(220, 260)} bytes")
    mc = L(lang, f"Was asked to confirm the secret exists in the new namespace without reading it:\n{out}", f"새 네임스페이스에 시크릿이 있는지 내용은 보지 말고 확인해달라는 요청:\n{out}")
    le = L(lang, "describe shows sizes only, which is enough to catch an empty value.", "describe는 크기만 보여줘서 빈 값 여부 확인에는 충분함.")
    ask = L(lang, "Should the ExternalSecret sync be alerting on failures?", "ExternalSecret 동기화 실패 알림이 있어야 하지 않는지?")
    return mc, le, ask


@ct("clean: secretKeyRef names in Deployment")
def c_secretkeyref(lang):
    y = ("          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: orders-db\n                  key: password\n"
         "            - name: PAYMENT_API_KEY\n              valueFrom:\n                secretKeyRef:\n                  name: pg-credentials\n                  key: api-key\n                  optional: false")
    mc = L(lang, f"Pods stuck in CreateContainerConfigError after the namespace split.\n{y}", f"네임스페이스 분리 후 파드가 CreateContainerConfigError.\n{y}")
    le = L(lang, "Secrets are namespaced; pg-credentials only existed in the old namespace.", "Secret은 네임스페이스 단위. pg-credentials가 예전 네임스페이스에만 있었음.")
    ask = L(lang, "Should secrets be synced per namespace by the operator?", "오퍼레이터가 네임스페이스별로 시크릿을 동기화하게 할지?")
    return mc, le, ask


@ct("clean: Terraform sensitive variable and plan output")
def c_tf_sensitive(lang):
    hcl = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}'
    plan = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "orders-prod"\n'
            '      ~ password = (sensitive value)\n        # (48 unchanged attributes hidden)\n    }')
    mc = L(lang, f"Every plan showed a password change on the RDS instance.\n{hcl}\n\n{plan}", f"plan할 때마다 RDS 비밀번호 변경이 뜸.\n{hcl}\n\n{plan}")
    le = L(lang, "Someone changed the password in the console; use manage_master_user_password and drop the variable.", "누가 콘솔에서 비밀번호를 바꿈. manage_master_user_password를 쓰고 변수는 제거.")
    ask = L(lang, "Who changed it in the console, and why?", "콘솔에서 누가 왜 바꿨는지?")
    return mc, le, ask


@ct("clean: Vault CLI commands without output")
def c_vault_cmds(lang):
    cmds = (f"vault login -method=oidc role=ops\nvault kv get -field=password secret/prod/{pick(['orders', 'crm'])}/db\n"
            f"vault kv metadata get secret/prod/{pick(['orders', 'crm'])}/db\nvault lease revoke -prefix database/creds/readonly")
    mc = L(lang, "New on-call person didn't know how to fetch DB credentials during an incident.", "새 온콜 담당자가 장애 중 DB 자격증명 조회 방법을 몰랐음.")
    le = L(lang, f"Added to the runbook (commands only, run them yourself):\n{cmds}", f"런북에 추가 (명령만, 직접 실행할 것):\n{cmds}")
    ask = L(lang, "Does the on-call OIDC group have read on secret/prod?", "온콜 OIDC 그룹에 secret/prod 읽기 권한이 있는지?")
    return mc, le, ask


@ct("clean: prose about token rotation (no values)")
def c_prose_rotation(lang):
    mc = L(lang, "Security asked for a rotation of all CI tokens after a contractor left. Nobody had a list of where tokens are used; I had to grep workflow files for secret names and ask each team.",
           "외주 인력 계약 종료 후 보안팀이 CI 토큰 전체 교체를 요청. 토큰 사용처 목록이 없어서 workflow 파일에서 secret 이름을 grep하고 팀마다 물어봐야 했음.")
    le = L(lang, "Rotation order matters: create the new token, update consumers, verify, then revoke the old one. Revoking first caused a 20-minute deploy outage last time.",
           "교체 순서가 중요함: 새 토큰 생성 → 사용처 갱신 → 확인 → 예전 토큰 폐기. 지난번엔 먼저 폐기해서 20분간 배포가 막혔음.")
    ask = L(lang, "Can we keep an inventory of secrets (name, owner, consumers, expiry) without the values?", "값 없이 시크릿 목록(이름, 담당자, 사용처, 만료일)을 관리할 수 있는지?")
    return mc, le, ask


@ct("clean: password policy text")
def c_pw_policy(lang):
    n = pick([12, 14, 16])
    pol = L(lang, f"- Minimum {n} characters, no maximum below 64\n- No composition rules; block the top 100k breached passwords\n- No periodic expiry; force reset on evidence of compromise\n- Lockout after 10 failures for 15 minutes\n- MFA required for admin roles",
            f"- 최소 {n}자, 최대 길이는 64자 이상 허용\n- 문자 조합 규칙 없음, 유출 비밀번호 상위 10만 개 차단\n- 주기적 만료 없음, 침해 정황 시 강제 재설정\n- 10회 실패 시 15분 잠금\n- 관리자 역할은 MFA 필수")
    mc = L(lang, f"Auditor asked why our password rules differ from the old internal standard. Current policy:\n{pol}", f"감사인이 비밀번호 규칙이 예전 사내 기준과 다른 이유를 물음. 현재 정책:\n{pol}")
    le = L(lang, "Cite the NIST 800-63B section numbers; auditors accept it faster.", "NIST 800-63B 조항 번호를 같이 적으면 감사 대응이 빨라짐.")
    ask = L(lang, "Does the ISMS-P checklist still require 90-day expiry for some systems?", "ISMS-P 체크리스트가 일부 시스템에 아직 90일 만료를 요구하는지?")
    return mc, le, ask


@ct("clean: CLI usage lines with -p/--password prompts")
def c_cli_usage(lang):
    u = "\n".join([f"mysql -h {int_host('mysql')} -u report -p        # prompts for the password",
                   "psql -h localhost -U postgres -W                  # -W forces a prompt",
                   f"cat ~/.ghcr_token | docker login ghcr.io -u {pick(KO_ROMAN)} --password-stdin",
                   "redis-cli --askpass -h cache.internal"])
    mc = L(lang, "Wrote the DB access section of the onboarding doc; the old one had passwords inline in commands.", "온보딩 문서의 DB 접속 섹션을 새로 씀. 예전 문서는 명령에 비밀번호가 그대로 있었음.")
    le = L(lang, f"Use prompting forms so nothing lands in shell history:\n{u}", f"쉘 히스토리에 남지 않게 프롬프트 방식 사용:\n{u}")
    ask = L(lang, "Can HISTCONTROL=ignorespace be set on the bastions?", "bastion에 HISTCONTROL=ignorespace를 설정할 수 있는지?")
    return mc, le, ask


@ct("clean: SSH host key changed warning with fingerprint")
def c_hostkey(lang):
    fp = ssh_fp()
    h = int_host("bastion")
    w = (f"@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
         f"@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nThe fingerprint for the ED25519 key sent by the remote host is\n{fp}.\n"
         f"Offending ED25519 key in /home/ops/.ssh/known_hosts:14")
    mc = L(lang, f"SSH to {h} refused after the rebuild:\n{w}", f"재구축 후 {h} SSH 접속 거부:\n{w}")
    le = L(lang, "Verified the new fingerprint against the cloud console's boot log before removing the old entry (ssh-keygen -R).", "예전 항목을 지우기(ssh-keygen -R) 전에 클라우드 콘솔 부트 로그의 fingerprint와 대조함.")
    ask = L(lang, "Can host keys be published via SSHFP records or a CA?", "호스트 키를 SSHFP 레코드나 CA로 배포할 수 있는지?")
    return mc, le, ask


@ct("clean: GPG release-signing key fingerprint")
def c_gpg_fp(lang):
    fp = " ".join(hx(40).upper()[i:i + 4] for i in range(0, 40, 4))
    mc = L(lang, f"Users reported 'BADSIG' on the apt repo. Repo signing key fingerprint (public):\n  {fp}", f"사용자들이 apt 저장소에서 'BADSIG' 보고. 저장소 서명 키 fingerprint (공개):\n  {fp}")
    le = L(lang, "The mirror synced the Release file but not Release.gpg in the same run.", "미러가 같은 실행에서 Release는 동기화하고 Release.gpg는 안 함.")
    ask = L(lang, "Should the mirror sync be atomic (stage then swap)?", "미러 동기화를 원자적으로(스테이징 후 교체) 바꿀지?")
    return mc, le, ask


@ct("clean: authorized_keys public key line")
def c_authkeys(lang):
    pub = ssh_pub_ed25519(f"{pick(KO_ROMAN)}@laptop")
    mc = L(lang, "New team member couldn't SSH to the staging hosts.", "신규 팀원이 스테이징 호스트에 SSH 불가.")
    le = L(lang, f"Their key was added to the wrong user. Added to ~deploy/.ssh/authorized_keys via Ansible:\n{pub}", f"키가 엉뚱한 사용자에게 추가돼 있었음. Ansible로 ~deploy/.ssh/authorized_keys에 추가:\n{pub}")
    ask = L(lang, "Can we move to short-lived SSH certificates?", "단기 SSH 인증서 방식으로 바꿀 수 있는지?")
    return mc, le, ask


@ct("clean: WireGuard peer config without private key")
def c_wg_pub(lang):
    conf = (f"[Interface]\nAddress = 10.8.0.{R.randint(2, 200)}/24\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\n"
            f"PublicKey = {wg_key()}\nEndpoint = vpn.{org_name()}.com:51820\nAllowedIPs = 10.8.0.0/24, 10.20.0.0/16")
    mc = L(lang, f"Remote office couldn't reach the 10.20 network over the VPN.\n{conf}", f"원격 사무실에서 VPN으로 10.20 대역 접근 불가.\n{conf}")
    le = L(lang, "AllowedIPs on the server side didn't include the office subnet, so return traffic was dropped.", "서버 쪽 AllowedIPs에 사무실 서브넷이 없어서 응답 트래픽이 버려짐.")
    ask = L(lang, "Who keeps the list of office subnets?", "사무실 서브넷 목록은 누가 관리하는지?")
    return mc, le, ask


@ct("clean: sops file with age recipients and ENC values")
def c_sops(lang):
    enc = lambda: f"ENC[AES256_GCM,data:{b64e(rbytes(R.randint(12, 30)))},iv:{b64e(rbytes(32))},tag:{b64e(rbytes(16))},type:str]"
    y = (f"db:\n    password: {enc()}\nstripe:\n    secret_key: {enc()}\nsops:\n    age:\n        - recipient: {age_public()}\n"
         f"    lastmodified: \"{ts_iso()}Z\"\n    version: 3.9.0")
    mc = L(lang, f"Helm secrets plugin failed to decrypt in the new pipeline. secrets/prod.yaml (encrypted, safe to share):\n{y}",
           f"새 파이프라인에서 helm secrets 플러그인 복호화 실패. secrets/prod.yaml (암호화돼 있어 공유 가능):\n{y}")
    le = L(lang, "The pipeline identity wasn't a recipient; add its age public key and run sops updatekeys.", "파이프라인 identity가 recipient에 없었음. age 공개키를 추가하고 sops updatekeys 실행.")
    ask = L(lang, "Where do we keep the list of recipients and who they belong to?", "recipient 목록과 소유자는 어디서 관리하는지?")
    return mc, le, ask


@ct("clean: Android signing certificate fingerprints")
def c_android_fp(lang):
    fp = f"SHA1: {colon_hex(20)}\nSHA256: {colon_hex(32)}"
    mc = L(lang, f"Google Sign-In failed with DEVELOPER_ERROR (code 10) on the Play-distributed build only.", "Play 배포 빌드에서만 Google 로그인이 DEVELOPER_ERROR(code 10)로 실패.")
    le = L(lang, f"Play re-signs the app; the Firebase project needs the app-signing certificate fingerprints from Play Console, not the upload key's:\n{fp}",
           f"Play가 앱을 재서명함. Firebase 프로젝트에는 업로드 키가 아니라 Play Console의 앱 서명 인증서 fingerprint를 등록해야 함:\n{fp}")
    ask = L(lang, "Who has admin on the Firebase project?", "Firebase 프로젝트 관리자 권한이 누구에게 있는지?")
    return mc, le, ask


@ct("clean: bucket names, queue URLs and ARNs")
def c_aws_names(lang):
    a = acct()
    s = (f"s3://{org_name()}-prod-events-{rs(LOD, 6)}\nhttps://sqs.ap-northeast-2.amazonaws.com/{a}/orders-dlq-{rs(LOD, 5)}\n"
         f"arn:aws:iam::{a}:role/etl-{rs(LOD, 8)}-exec\narn:aws:lambda:ap-northeast-2:{a}:function:thumb-{rs(LOD, 6)}")
    mc = L(lang, f"Mapping which resources the ETL touches for the cost review:\n{s}", f"비용 리뷰용으로 ETL이 건드리는 리소스 정리:\n{s}")
    le = L(lang, "Random suffixes come from the old CDK app; tag resources with owner and service instead of relying on names.",
           "랜덤 접미사는 예전 CDK 앱이 만든 것. 이름에 의존하지 말고 owner/service 태그를 붙일 것.")
    ask = L(lang, "Is the DLQ still consumed by anything?", "이 DLQ를 아직 소비하는 곳이 있는지?")
    return mc, le, ask


@ct("clean: terraform output with resource ids")
def c_tf_ids(lang):
    out = (f"$ terraform output\nvpc_id = \"vpc-{hx(17)}\"\nprivate_subnet_ids = [\n  \"subnet-{hx(17)}\",\n  \"subnet-{hx(17)}\",\n]\n"
           f"eks_node_sg = \"sg-{hx(17)}\"\nbastion_ami = \"ami-{hx(17)}\"\nnat_eip = \"{R.randint(3, 54)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}\"")
    mc = L(lang, f"Peering the analytics VPC; needed ids from the network stack:\n{out}", f"analytics VPC 피어링용으로 네트워크 스택 id 확인:\n{out}")
    le = L(lang, "Reference outputs through terraform_remote_state instead of copying ids.", "id를 복사하지 말고 terraform_remote_state로 참조할 것.")
    ask = L(lang, "Which CIDR is reserved for analytics?", "analytics용으로 예약된 CIDR이 뭔지?")
    return mc, le, ask


@ct("clean: AWS documentation example keys in tests")
def c_aws_example(lang):
    code = ('@pytest.fixture\ndef aws_env(monkeypatch):\n    # AWS documentation example values, not real credentials\n'
            '    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")\n'
            '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")\n'
            '    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")')
    mc = L(lang, "Unit tests hit real AWS from a developer laptop because moto wasn't activated in one module.", "한 모듈에서 moto가 활성화 안 돼서 개발자 노트북의 단위 테스트가 실제 AWS를 호출함.")
    le = L(lang, f"Force dummy credentials in a fixture so a missing mock fails instead of using the laptop profile:\n{code}",
           f"mock이 빠지면 노트북 profile을 쓰지 말고 실패하도록 fixture에서 더미 자격증명을 강제:\n{code}")
    ask = L(lang, "Should CI run tests with no AWS profile at all?", "CI에서 AWS profile 없이 테스트를 돌릴지?")
    return mc, le, ask


@ct("clean: Stripe test card numbers")
def c_test_cards(lang):
    t = "| card | behaviour |\n|---|---|\n| 4242 4242 4242 4242 | succeeds |\n| 4000 0000 0000 9995 | insufficient funds |\n| 4000 0027 6000 3184 | requires 3DS |"
    mc = L(lang, "QA couldn't reproduce the 3DS failure in staging.", "QA가 스테이징에서 3DS 실패를 재현 못 함.")
    le = L(lang, f"Staging uses test mode, so only test cards work:\n{t}", f"스테이징은 테스트 모드라 테스트 카드만 동작:\n{t}")
    ask = L(lang, "Can QA get a page listing the test cards per scenario?", "시나리오별 테스트 카드 목록 페이지를 QA에 줄 수 있는지?")
    return mc, le, ask


@ct("clean: test fixture with obviously fake tokens")
def c_fake_fixture(lang):
    code = ('# tests/fixtures/integrations.py -- fake values for tests only\n'
            'FAKE_SLACK_TOKEN = "xoxb-test-not-a-real-token"\n'
            'FAKE_GITHUB_TOKEN = "ghp_000000000000000000000000000000000000"\n'
            'FAKE_WEBHOOK_SECRET = "test-secret"\n'
            'FAKE_DB_URL = "postgres://test:test@localhost:5432/test"')
    mc = L(lang, "Integration tests were flaky because one test read SLACK_TOKEN from the real environment.", "한 테스트가 실제 환경의 SLACK_TOKEN을 읽어서 통합 테스트가 불안정했음.")
    le = L(lang, f"Centralised fakes:\n{code}", f"가짜 값을 한 곳으로 모음:\n{code}")
    ask = L(lang, "Should the test runner clear all *_TOKEN env vars at start?", "테스트 러너가 시작할 때 *_TOKEN 환경변수를 전부 지우게 할지?")
    return mc, le, ask


@ct("clean: Stripe webhook debugging with signature header")
def c_stripe_sig(lang):
    h = (f"POST /webhooks/stripe HTTP/1.1\nStripe-Signature: t={unix_ts()},v1={hx(64)}\nContent-Type: application/json; charset=utf-8\n\n"
         f"{{\"id\": \"evt_{rs(AN, 24)}\", \"type\": \"payment_intent.succeeded\", \"data\": {{\"object\": {{\"id\": \"pi_{rs(AN, 24)}\", \"customer\": \"cus_{rs(AN, 14)}\"}}}}}}")
    mc = L(lang, f"Webhook handler rejected events with 'No signatures found matching the expected signature'. Captured delivery:\n{h}",
           f"웹훅 핸들러가 'No signatures found matching the expected signature'로 이벤트 거절. 캡처한 요청:\n{h}")
    le = L(lang, "The v1 value is a per-payload HMAC, not a credential; mismatch came from a body parser. Verify on raw bytes.",
           "v1 값은 페이로드별 HMAC이지 자격증명이 아님. 불일치 원인은 body parser. raw bytes로 검증할 것.")
    ask = L(lang, "Which endpoint secret is configured for this URL in the dashboard (name only)?", "대시보드에서 이 URL에 어떤 endpoint secret이 설정돼 있는지 (이름만)?")
    return mc, le, ask


@ct("clean: S3 request ids and cf-ray")
def c_req_ids(lang):
    h = (f"HTTP/1.1 403 Forbidden\nx-amz-request-id: {rs(UPD, 16)}\nx-amz-id-2: {b64e(rbytes(56))}\n"
         f"cf-ray: {hx(16)}-ICN\nContent-Type: application/xml")
    mc = L(lang, f"Image uploads through the CDN got 403.\n{h}", f"CDN 경유 이미지 업로드가 403.\n{h}")
    le = L(lang, "Sent the request id pair to AWS support; the bucket policy denied requests without the expected source VPCE.", "request id 쌍을 AWS 지원팀에 보냄. 버킷 정책이 예상 VPCE가 아닌 요청을 거부.")
    ask = L(lang, "Should uploads bypass the CDN?", "업로드는 CDN을 우회할지?")
    return mc, le, ask


@ct("clean: ETag cache debugging")
def c_etag(lang):
    h = f"HTTP/2 200\netag: W/\"{hx(32)}\"\nlast-modified: Mon, 13 Oct 2025 07:12:09 GMT\ncache-control: public, max-age=31536000, immutable\nx-cache: Hit from cloudfront"
    mc = L(lang, f"Users saw the old pricing page for a day after the release.\n{h}", f"릴리스 후 사용자들이 하루 동안 예전 가격 페이지를 봄.\n{h}")
    le = L(lang, "HTML was served with immutable caching meant for hashed assets.", "해시된 에셋용 immutable 캐시 정책이 HTML에도 적용되고 있었음.")
    ask = L(lang, "Who owns the CDN behaviours config?", "CDN behavior 설정 담당자가 누구인지?")
    return mc, le, ask


@ct("clean: CSP header with nonce and hashes")
def c_csp(lang):
    csp = (f"content-security-policy: default-src 'self'; script-src 'self' 'nonce-{b64e(rbytes(16))}' 'sha256-{b64e(rbytes(32))}' "
           f"https://js.tosspayments.com; frame-ancestors 'none'")
    mc = L(lang, f"Payment widget blocked after tightening CSP.\n{csp}", f"CSP 강화 후 결제 위젯이 차단됨.\n{csp}")
    le = L(lang, "The widget loads a second script from another subdomain; nonce is per-response and can't be cached.", "위젯이 다른 서브도메인에서 스크립트를 하나 더 로드함. nonce는 응답마다 달라서 캐시하면 안 됨.")
    ask = L(lang, "Can the PG vendor give us their full list of script origins?", "PG사에서 스크립트 origin 전체 목록을 받을 수 있는지?")
    return mc, le, ask


@ct("clean: kubeadm CA cert hash with token placeholder")
def c_kubeadm_hash(lang):
    c = f"kubeadm join cp.{org_name()}.internal:6443 --token <token> \\\n  --discovery-token-ca-cert-hash sha256:{hx(64)}"
    mc = L(lang, f"Documenting how to add workers. Join template (generate the token fresh each time):\n{c}", f"워커 추가 방법 문서화. join 템플릿 (토큰은 매번 새로 생성):\n{c}")
    le = L(lang, "The CA cert hash is public info derived from the cluster CA; only the token is sensitive and it expires in 24h.", "CA cert hash는 클러스터 CA에서 나온 공개 정보. 민감한 건 토큰뿐이고 24시간 후 만료.")
    ask = L(lang, "Do we want to automate joins via cluster-api instead?", "cluster-api로 join을 자동화할지?")
    return mc, le, ask


@ct("clean: Terraform state lock info")
def c_tf_lock(lang):
    out = (f"Error: Error acquiring the state lock\nLock Info:\n  ID:        {uuid4()}\n  Path:      {org_name()}-tfstate/network/terraform.tfstate\n"
           f"  Operation: OperationTypeApply\n  Who:       {pick(KO_ROMAN)}@{pick(['MacBook-Pro', 'ws-12', 'runner-7'])}\n  Version:   1.9.{R.randint(0, 8)}\n  Created:   {ts_log()} +0000 UTC")
    mc = L(lang, f"Plan blocked by a stale lock:\n{out}", f"오래된 락 때문에 plan이 막힘:\n{out}")
    le = L(lang, "Confirmed with the lock owner their apply had crashed, then force-unlocked with the ID.", "락 소유자에게 apply가 죽었는지 확인한 뒤 ID로 force-unlock.")
    ask = L(lang, "Should applies only run from CI?", "apply는 CI에서만 돌릴지?")
    return mc, le, ask


@ct("clean: Slack channel and user ids in bot config")
def c_slack_ids(lang):
    y = (f"alerts:\n  channel_id: C0{rs(UPD, 9)}\n  escalation_user_ids:\n    - U0{rs(UPD, 9)}\n    - U0{rs(UPD, 9)}\n  bot_token_env: SLACK_BOT_TOKEN\n  team_id: T0{rs(UPD, 9)}")
    mc = L(lang, f"Alerts posted to the wrong channel after the workspace migration.\n{y}", f"워크스페이스 이전 후 알림이 엉뚱한 채널로 감.\n{y}")
    le = L(lang, "Channel ids change when a workspace is migrated; names don't. Resolve by name at startup.", "워크스페이스 이전 시 채널 id는 바뀌고 이름은 유지됨. 기동 시 이름으로 조회할 것.")
    ask = L(lang, "Which channels are expected to receive prod alerts?", "운영 알림을 받아야 하는 채널이 어디인지?")
    return mc, le, ask


@ct("clean: KMS key ids and aliases")
def c_kms(lang):
    a = acct()
    s = (f"$ aws kms list-aliases --query 'Aliases[?starts_with(AliasName, `alias/prod`)]'\n[\n  {{\"AliasName\": \"alias/prod-rds\", \"TargetKeyId\": \"{uuid4()}\"}},\n"
         f"  {{\"AliasName\": \"alias/prod-s3\", \"TargetKeyId\": \"{uuid4()}\"}}\n]\narn:aws:kms:ap-northeast-2:{a}:key/{uuid4()}")
    mc = L(lang, f"Cross-account snapshot copy failed with KMSInvalidStateException.\n{s}", f"교차 계정 스냅샷 복사가 KMSInvalidStateException으로 실패.\n{s}")
    le = L(lang, "The key policy didn't allow the DR account; AWS-managed keys can't be shared at all.", "키 정책에 DR 계정이 없었음. AWS 관리형 키는 아예 공유 불가.")
    ask = L(lang, "Should DR use its own CMK and re-encrypt on copy?", "DR은 자체 CMK를 쓰고 복사 시 재암호화할지?")
    return mc, le, ask


@ct("clean: Kafka cluster id and consumer offsets")
def c_kafka_ids(lang):
    out = (f"$ kafka-consumer-groups --bootstrap-server kafka-1:9092 --describe --group search-indexer\n"
           f"GROUP           TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\n"
           + "\n".join(f"search-indexer  products.v2  {p}          {R.randint(10 ** 6, 10 ** 7)}         {R.randint(10 ** 7, 2 * 10 ** 7)}        {R.randint(1000, 900000)}  consumer-1-{uuid4()}" for p in range(3))
           + f"\nCluster ID: {b64u(rbytes(16))}")
    mc = L(lang, f"Search results stale by hours.\n{out}", f"검색 결과가 몇 시간씩 늦음.\n{out}")
    le = L(lang, "One consumer was stuck on a poison message; added a DLQ and skip-after-3-retries.", "컨슈머 하나가 poison message에서 멈춤. DLQ와 3회 재시도 후 skip 추가.")
    ask = L(lang, "Who owns the products.v2 schema?", "products.v2 스키마 담당자가 누구인지?")
    return mc, le, ask


@ct("clean: pod names, ReplicaSet hashes and uids")
def c_pods(lang):
    rs_ = rs(LOD, 10)
    out = "\n".join(f"api-{rs_}-{rs(LOD, 5)}   {pick(['1/1', '0/1'])}   {pick(['Running', 'CrashLoopBackOff'])}   {R.randint(0, 14)}   {R.randint(2, 50)}m" for _ in range(3))
    mc = L(lang, f"Half the pods crashlooping after the rollout.\n$ kubectl get pods -l app=api\n{out}", f"롤아웃 후 파드 절반이 crashloop.\n$ kubectl get pods -l app=api\n{out}")
    le = L(lang, f"Readiness probe hit /healthz before migrations finished. Pod uid of the first failure: {uuid4()}.", f"마이그레이션 완료 전에 readiness probe가 /healthz를 찌름. 첫 실패 파드 uid: {uuid4()}.")
    ask = L(lang, "Should migrations run as a pre-deploy Job?", "마이그레이션을 배포 전 Job으로 돌릴지?")
    return mc, le, ask


@ct("clean: iOS provisioning profile UUID and team id")
def c_ios_profile(lang):
    s = (f"Provisioning Profile: {uuid4().upper()}\nTeam ID: {rs(UPD, 10)}\nBundle ID: com.{org_name()}.app\nCertificate SHA-1: {hx(40).upper()}\nExpires: 2026-0{R.randint(1, 9)}-1{R.randint(0, 9)}")
    mc = L(lang, f"Archive failed: 'Provisioning profile doesn't include signing certificate'.\n{s}", f"Archive 실패: 'Provisioning profile doesn't include signing certificate'.\n{s}")
    le = L(lang, "The profile was regenerated without the new distribution certificate; regenerate via match nuke + match appstore.", "프로파일이 새 배포 인증서 없이 재생성됐음. match nuke 후 match appstore로 재생성.")
    ask = L(lang, "Who can approve regenerating certificates (it breaks other apps' profiles)?", "인증서 재생성 승인은 누가 하는지 (다른 앱 프로파일도 깨짐)?")
    return mc, le, ask


@ct("clean: Steam build, depot and manifest ids")
def c_steam_ids(lang):
    s = (f"AppID {rd(7)} build {rd(8)} (branch: {pick(['beta', 'public', 'staging'])})\n  depot {rd(7)} manifest {rd(19)}\n  depot {rd(7)} manifest {rd(19)}")
    mc = L(lang, f"Dedicated servers on the beta branch refused clients: version mismatch.\n{s}", f"beta 브랜치 데디 서버가 클라이언트를 거부: 버전 불일치.\n{s}")
    le = L(lang, "SteamCMD updated only one depot because the linux depot wasn't in the build config.", "빌드 설정에 linux depot이 빠져서 SteamCMD가 depot 하나만 업데이트함.")
    ask = L(lang, "Can the build script assert all depots have the same build id?", "빌드 스크립트에서 모든 depot의 build id가 같은지 검사할 수 있는지?")
    return mc, le, ask


@ct("clean: IoT device EUIs, MACs and firmware hash")
def c_iot_ids(lang):
    s = "\n".join(f"| dev_eui {hx(16).upper()} | mac {colon_hex(6)} | fw {semver()} | {pick(['online', 'offline'])} |" for _ in range(3))
    mc = L(lang, f"Three sensors in greenhouse B stopped reporting.\n{s}", f"온실 B 센서 3대가 리포트 중단.\n{s}")
    le = L(lang, f"All three had the image with sha256 {sha256hex()}; that build had the wrong LoRa region (US915 instead of KR920).", f"세 대 모두 sha256 {sha256hex()} 이미지였고, 그 빌드는 LoRa 리전이 틀렸음 (KR920 대신 US915).")
    ask = L(lang, "Can the OTA server refuse images built for the wrong region?", "OTA 서버가 리전이 틀린 이미지는 거부하게 할 수 있는지?")
    return mc, le, ask


@ct("clean: SealedSecret encryptedData")
def c_sealed(lang):
    y = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\n  namespace: prod\nspec:\n  encryptedData:\n"
         f"    password: {b64e(rbytes(R.randint(150, 200)))}")
    mc = L(lang, f"SealedSecret didn't unseal after restoring the controller from backup.\n{y}", f"컨트롤러를 백업에서 복구한 뒤 SealedSecret이 unseal 안 됨.\n{y}")
    le = L(lang, "The controller's sealing key wasn't part of the backup; ciphertext in git is useless without it.", "컨트롤러의 sealing key가 백업에 없었음. 그게 없으면 git의 암호문은 못 씀.")
    ask = L(lang, "Where should the sealing key backup live?", "sealing key 백업은 어디에 둬야 하는지?")
    return mc, le, ask


@ct("clean: ansible-vault encrypted blob")
def c_ansible_vault(lang):
    lines = [hx(80) for _ in range(R.randint(4, 6))]
    blob = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
    mc = L(lang, f"Playbook failed with 'Decryption failed (no vault secrets were found that could decrypt)'. group_vars/prod/vault.yml:\n{blob}",
           f"플레이북이 'Decryption failed (no vault secrets were found that could decrypt)'로 실패. group_vars/prod/vault.yml:\n{blob}")
    le = L(lang, "The file was encrypted with a vault-id label; pass --vault-id prod@prompt.", "파일이 vault-id 라벨로 암호화돼 있었음. --vault-id prod@prompt를 넘겨야 함.")
    ask = L(lang, "Do we have one vault password per environment?", "환경별로 vault 비밀번호가 따로인지?")
    return mc, le, ask


@ct("clean: public TLS certificate PEM")
def c_cert_pem(lang):
    lines = cert_body(R.randint(300, 420))
    pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"
    mc = L(lang, f"Partner's Java client failed the handshake: PKIX path building failed. Our intermediate (public cert):\n{pem}",
           f"파트너 Java 클라이언트가 핸드셰이크 실패: PKIX path building failed. 우리 중간 인증서 (공개 인증서):\n{pem}")
    le = L(lang, "Their truststore is from 2019 and lacks the new root; send the chain, not the key.", "파트너 truststore가 2019년 것이라 새 루트가 없음. 키가 아니라 체인을 보내야 함.")
    ask = L(lang, "Can the partner update their JDK cacerts?", "파트너가 JDK cacerts를 업데이트할 수 있는지?")
    return mc, le, ask


@ct("clean: JWKS public key set")
def c_jwks(lang):
    j = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hx(16), "alg": "RS256", "n": b64u(rbytes(128)), "e": "AQAB"}]}, indent=2)
    mc = L(lang, f"Mobile app rejected tokens after the key rollover. JWKS served at /.well-known/jwks.json:\n{j}", f"키 롤오버 후 모바일 앱이 토큰을 거부. /.well-known/jwks.json 응답:\n{j}")
    le = L(lang, "The app cached JWKS forever; refetch on unknown kid.", "앱이 JWKS를 영구 캐시함. 모르는 kid가 오면 다시 받아야 함.")
    ask = L(lang, "Can we publish old and new keys together for a week during rollovers?", "롤오버 때 일주일간 예전/새 키를 같이 게시할 수 있는지?")
    return mc, le, ask


@ct("clean: decoded JWT claims without token")
def c_jwt_claims(lang):
    j = json.dumps({"iss": f"https://auth.{org_name()}.com/", "sub": uuid4(), "aud": "orders-api", "scope": "orders:read", "iat": unix_ts(), "exp": unix_ts()}, indent=2)
    mc = L(lang, f"orders-api returned 403 for a partner. Decoded claims of their token (token itself not copied):\n{j}", f"orders-api가 파트너에게 403. 토큰의 디코딩된 claim (토큰 자체는 복사 안 함):\n{j}")
    le = L(lang, "The endpoint requires orders:write; the claims were fine otherwise.", "엔드포인트가 orders:write를 요구. 나머지 claim은 정상.")
    ask = L(lang, "Should partners be allowed write scope?", "파트너에게 write scope를 줄지?")
    return mc, le, ask


@ct("clean: sts get-caller-identity output")
def c_caller_id(lang):
    _o = org_name()
    a = acct()
    j = json.dumps({"UserId": f"AROA{rs(UP + '234567', 17)}:{pick(KO_ROMAN)}@{_o}.com", "Account": a,
                    "Arn": f"arn:aws:sts::{a}:assumed-role/AWSReservedSSO_PowerUser_{hx(16)}/{pick(KO_ROMAN)}@{_o}.com"}, indent=4)
    mc = L(lang, f"Terraform said AccessDenied though I thought I was admin.\n$ aws sts get-caller-identity\n{j}", f"나는 admin인 줄 알았는데 Terraform이 AccessDenied.\n$ aws sts get-caller-identity\n{j}")
    le = L(lang, "I was in the PowerUser permission set in the wrong account; the profile name was misleading.", "다른 계정의 PowerUser 권한 세트로 들어가 있었음. profile 이름이 헷갈리게 돼 있었음.")
    ask = L(lang, "Can profile names include the account alias?", "profile 이름에 계정 별칭을 넣을 수 있는지?")
    return mc, le, ask


@ct("clean: Secrets Manager ARNs in task definition")
def c_sm_arns(lang):
    a = acct()
    j = json.dumps({"secrets": [{"name": "DB_PASSWORD", "valueFrom": f"arn:aws:secretsmanager:ap-northeast-2:{a}:secret:prod/orders/db-{rs(AN, 6)}:password::"},
                                {"name": "STRIPE_SECRET_KEY", "valueFrom": f"arn:aws:ssm:ap-northeast-2:{a}:parameter/prod/orders/stripe_key"}]}, indent=2)
    mc = L(lang, f"ECS task failed: ResourceInitializationError: unable to pull secrets.\n{j}", f"ECS task 실패: ResourceInitializationError: unable to pull secrets.\n{j}")
    le = L(lang, "The execution role (not the task role) needs secretsmanager:GetSecretValue and kms:Decrypt.", "task role이 아니라 execution role에 secretsmanager:GetSecretValue와 kms:Decrypt가 필요.")
    ask = L(lang, "Who manages the execution role policies?", "execution role 정책은 누가 관리하는지?")
    return mc, le, ask


@ct("clean: Sentry event ids and release SHA")
def c_sentry_ids(lang):
    s = "\n".join(f"- event {hx(32)} release {hx(40)} env production" for _ in range(2))
    mc = L(lang, f"Crash spike in the Android app after 3.12.0.\n{s}", f"안드로이드 앱 3.12.0 이후 크래시 급증.\n{s}")
    le = L(lang, "Both events point at the same null check removed in the Kotlin migration.", "두 이벤트 모두 Kotlin 마이그레이션에서 빠진 null 체크를 가리킴.")
    ask = L(lang, "Can we use staged rollout at 5% by default?", "기본으로 5% 단계적 출시를 쓸 수 있는지?")
    return mc, le, ask


@ct("clean: Git LFS pointer file")
def c_lfs(lang):
    p = f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256hex()}\nsize {R.randint(10 ** 6, 10 ** 9)}"
    mc = L(lang, f"Game build packed a 130-byte text file instead of the texture atlas. The 'texture' in the build:\n{p}", f"게임 빌드에 텍스처 아틀라스 대신 130바이트 텍스트 파일이 들어감. 빌드에 들어간 '텍스처':\n{p}")
    le = L(lang, "The CI checkout had lfs: false; pointers got packed.", "CI checkout에 lfs: false라서 포인터 파일이 그대로 들어감.")
    ask = L(lang, "Should the build fail if any asset starts with the LFS pointer header?", "에셋이 LFS 포인터 헤더로 시작하면 빌드를 실패시킬지?")
    return mc, le, ask


@ct("clean: Nix store paths and build hashes")
def c_nix(lang):
    p = "\n".join(f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{n}" for n in ["openssl-3.0.14", "python3-3.12.5", "glibc-2.39-52"])
    mc = L(lang, f"Two developers got different Python builds from the same flake.\n{p}", f"같은 flake에서 개발자 둘이 다른 Python 빌드를 받음.\n{p}")
    le = L(lang, "One had an old flake.lock; the store hashes differ because inputs differ.", "한 명이 예전 flake.lock을 갖고 있었음. 입력이 다르니 store 해시도 다름.")
    ask = L(lang, "Should CI check flake.lock is up to date?", "CI에서 flake.lock 최신 여부를 확인할지?")
    return mc, le, ask


@ct("clean: ULIDs and nanoid order ids")
def c_ulid(lang):
    cro = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    s = "\n".join(f"order {('01J' + rs(cro, 23))} ref {rs(B64U, 21)} status {pick(['PAID', 'PENDING', 'CANCELLED'])}" for _ in range(3))
    mc = L(lang, f"Duplicate orders in the export.\n{s}", f"export에 중복 주문.\n{s}")
    le = L(lang, "The export sorted by ULID string across two shards whose clocks were 2s apart.", "export가 시계 차이 2초인 샤드 두 개에 걸쳐 ULID 문자열로 정렬함.")
    ask = L(lang, "Is NTP monitored on the shard hosts?", "샤드 호스트 NTP 모니터링이 되는지?")
    return mc, le, ask


@ct("clean: GitHub webhook delivery headers")
def c_gh_delivery(lang):
    h = (f"X-GitHub-Event: pull_request\nX-GitHub-Delivery: {uuid4()}\nX-GitHub-Hook-ID: {rd(9)}\nX-Hub-Signature-256: sha256={hx(64)}\n"
         f"User-Agent: GitHub-Hookshot/{hx(7)}")
    mc = L(lang, f"Preview environments weren't created for some PRs. Headers of a missed delivery:\n{h}", f"일부 PR에 프리뷰 환경이 안 만들어짐. 누락된 전달의 헤더:\n{h}")
    le = L(lang, "Our handler timed out (>10s) and GitHub doesn't retry; respond 202 first and process async.", "핸들러가 10초를 넘겨 타임아웃됐고 GitHub는 재시도하지 않음. 202 먼저 응답하고 비동기 처리.")
    ask = L(lang, "Can we redeliver missed events from the hook's recent deliveries page?", "훅의 최근 전달 페이지에서 누락 이벤트를 재전송할 수 있는지?")
    return mc, le, ask


@ct("clean: Rails log with FILTERED params")
def c_filtered(lang):
    log = (f"Started POST \"/users/sign_in\" for {ipv4()} at 2025-10-14 10:12:33 +0900\nProcessing by Users::SessionsController#create as HTML\n"
           "  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"email\"=>\"[FILTERED]\", \"password\"=>\"[FILTERED]\"}, \"commit\"=>\"Log in\"}\n"
           "Completed 401 Unauthorized in 312ms")
    mc = L(lang, f"Login failures spiked for users with Korean names in email local parts.\n{log}", f"이메일 로컬 파트에 한글이 있는 사용자 로그인 실패 급증.\n{log}")
    le = L(lang, "Devise downcased with a locale-unaware method; normalise with NFC before lookup.", "Devise가 로케일 무관 메서드로 소문자화함. 조회 전에 NFC 정규화.")
    ask = L(lang, "Do we allow non-ASCII emails officially?", "비ASCII 이메일을 공식 허용하는지?")
    return mc, le, ask


@ct("clean: OAuth authorize URL with PKCE challenge and state")
def c_pkce(lang):
    _o = org_name()
    u = (f"https://accounts.{_o}.com/oauth2/authorize?response_type=code&client_id={pick(['mobile-app', 'web-spa'])}"
         f"&redirect_uri=com.{_o}.app%3A%2Fcallback&scope=openid%20profile&state={b64u(rbytes(16))}"
         f"&code_challenge={b64u(rbytes(32))}&code_challenge_method=S256")
    mc = L(lang, f"Login in the Android app returned 'invalid_request: redirect_uri mismatch'.\n{u}", f"안드로이드 앱 로그인이 'invalid_request: redirect_uri mismatch'.\n{u}")
    le = L(lang, "The IdP had the redirect URI registered with a trailing slash; the challenge/state values are per-attempt and fine to log.", "IdP에 redirect URI가 끝 슬래시 포함으로 등록돼 있었음. challenge/state 값은 시도마다 바뀌어서 로그에 남아도 괜찮음.")
    ask = L(lang, "Who can edit the IdP client registrations?", "IdP client 등록을 수정할 수 있는 사람이 누구인지?")
    return mc, le, ask


@ct("clean: Korean prose on key management audit (no values)")
def c_ko_audit(lang):
    mc = L(lang, "ISMS-P audit asked how we manage encryption keys and API credentials. There was no single document; key owners, storage locations and rotation cycles were spread over three wikis.",
           "ISMS-P 심사에서 암호키와 API 자격증명 관리 방법을 질문받음. 문서가 하나로 없고 키 담당자, 보관 위치, 교체 주기가 위키 세 곳에 흩어져 있었음.")
    le = L(lang, "The auditor wanted evidence of process (who approves, how it's logged), not the keys. Screenshots of the KMS key list with names and rotation status were enough.",
           "심사원은 키 자체가 아니라 절차 증적(누가 승인하고 어떻게 기록하는지)을 원했음. KMS 키 목록 화면(이름, 교체 상태)만으로 충분했음.")
    ask = L(lang, "Can we keep one key-management register (name, owner, location, rotation) updated quarterly?", "키 관리대장(이름, 담당자, 위치, 교체 주기)을 하나로 만들고 분기마다 갱신할 수 있는지?")
    return mc, le, ask


@ct("clean: xxd hexdump of file header")
def c_xxd(lang):
    lines = "\n".join(f"{i * 16:08x}: " + " ".join(hx(4) for _ in range(8)) + "  " + rs(AN + ".", 16) for i in range(4))
    mc = L(lang, f"Firmware update rejected as 'bad image'. First bytes of the file the device received:\n{lines}", f"펌웨어 업데이트가 'bad image'로 거절. 장비가 받은 파일의 앞부분:\n{lines}")
    le = L(lang, "The CDN gzip-compressed the .bin; the magic number was missing. Serve application/octet-stream without compression.", "CDN이 .bin을 gzip 압축함. 매직 넘버가 없었음. application/octet-stream으로 압축 없이 서빙.")
    ask = L(lang, "Can the device verify a checksum header before flashing?", "장비가 플래시 전에 체크섬 헤더를 검증할 수 있는지?")
    return mc, le, ask


@ct("clean: firmware signature check with public key PEM")
def c_pubkey_pem(lang):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    pem = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines(der)) + "\n-----END PUBLIC KEY-----"
    mc = L(lang, f"Devices rejected the signed OTA image. Verification key baked into the bootloader (public):\n{pem}", f"장비가 서명된 OTA 이미지를 거부. 부트로더에 들어간 검증 키 (공개키):\n{pem}")
    le = L(lang, "The build signed with the staging signing key; the public keys differ.", "빌드가 스테이징 서명 키로 서명함. 공개키가 서로 다름.")
    ask = L(lang, "Can the signing step print which key id it used?", "서명 단계가 어떤 key id를 썼는지 출력하게 할 수 있는지?")
    return mc, le, ask


@ct("clean: docker build output with layer digests")
def c_docker_build(lang):
    out = "\n".join([f"#{i} [{i - 1}/6] {c}" for i, c in enumerate(["FROM docker.io/library/python:3.12-slim@sha256:" + sha256hex(), "COPY requirements.txt .", "RUN pip install -r requirements.txt"], 2)])
    out += f"\n#9 exporting layers done\n#9 writing image sha256:{sha256hex()} done\n#9 naming to registry.{org_name()}.internal/etl:{semver()}"
    mc = L(lang, f"Builds were slow; the pip layer never cached.\n{out}", f"빌드가 느림. pip 레이어가 캐시되지 않음.\n{out}")
    le = L(lang, "A COPY . . before the pip install invalidated the cache; moved it after.", "pip install 앞의 COPY . . 이 캐시를 무효화함. 뒤로 옮김.")
    ask = L(lang, "Should we use a registry cache backend for buildx?", "buildx에 레지스트리 캐시 백엔드를 쓸지?")
    return mc, le, ask


@ct("clean: OpenAPI securitySchemes (names only)")
def c_openapi(lang):
    y = "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    partnerKey:\n      type: apiKey\n      in: header\n      name: X-Partner-Key\nsecurity:\n  - bearerAuth: []"
    mc = L(lang, f"Generated SDK didn't send the partner key header.\n{y}", f"생성된 SDK가 partner key 헤더를 안 보냄.\n{y}")
    le = L(lang, "Operations need a per-operation security entry for partnerKey; the global one only lists bearerAuth.", "partnerKey는 operation별 security 항목이 필요함. 전역 설정엔 bearerAuth만 있음.")
    ask = L(lang, "Is the partner key meant to be optional for internal callers?", "내부 호출자에게 partner key가 선택인지?")
    return mc, le, ask


@ct("clean: CI cache keys with checksums")
def c_cache_keys(lang):
    s = (f"Restoring cache: v3-deps-{{{{ checksum \"pnpm-lock.yaml\" }}}}\n  resolved key: v3-deps-{hx(40)}\n  cache miss, falling back to v3-deps-\n"
         f"Found a cache from build {R.randint(1000, 9000)} at v3-deps-{hx(40)}")
    mc = L(lang, f"Monorepo installs took 9 minutes.\n{s}", f"모노레포 install이 9분 걸림.\n{s}")
    le = L(lang, "Lockfile changed on every build due to a postinstall script; fix the script and the cache hits again.", "postinstall 스크립트 때문에 빌드마다 lockfile이 바뀜. 스크립트를 고치니 캐시 다시 적중.")
    ask = L(lang, "Who added the postinstall hook?", "postinstall 훅은 누가 추가했는지?")
    return mc, le, ask


@ct("clean: Unity asset bundle hashes and CRC")
def c_unity(lang):
    s = "\n".join(f"{n}: Hash128 {hx(32)} CRC {R.randint(10 ** 9, 4 * 10 ** 9)}" for n in ["characters_kr", "ui_common", "maps_season5"])
    mc = L(lang, f"Players downloaded the same asset bundles on every launch.\n{s}", f"플레이어가 실행할 때마다 같은 에셋 번들을 다시 받음.\n{s}")
    le = L(lang, "The CDN manifest had CRCs from a different build; clients saw a mismatch and redownloaded.", "CDN 매니페스트의 CRC가 다른 빌드 것이라 클라이언트가 불일치로 보고 재다운로드.")
    ask = L(lang, "Can manifest upload be part of the same pipeline step as the bundles?", "매니페스트 업로드를 번들 업로드와 같은 단계로 묶을 수 있는지?")
    return mc, le, ask


@ct("clean: certificate expiry alert with serial")
def c_cert_alert(lang):
    s = (f"ALERT cert_expiry host=api.{org_name()}.com days_left={R.randint(3, 20)}\n  serial={colon_hex(16)}\n  sha256_fingerprint={colon_hex(32)}\n"
         f"  issuer=\"CN=R11,O=Let's Encrypt,C=US\"")
    mc = L(lang, f"Got this alert though certbot is supposed to renew automatically.\n{s}", f"certbot이 자동 갱신해야 하는데 이 알림이 옴.\n{s}")
    le = L(lang, "Renewal succeeded but nginx wasn't reloaded; add a deploy hook.", "갱신은 됐는데 nginx가 reload 안 됨. deploy hook 추가.")
    ask = L(lang, "Are there other hosts with certbot but no reload hook?", "reload hook 없이 certbot만 있는 호스트가 또 있는지?")
    return mc, le, ask


@ct("clean: data pipeline run ids")
def c_run_ids(lang):
    s = (f"spark app: application_{rd(13)}_{rd(4)}\nairflow run_id: scheduled__2025-10-13T17:00:00+00:00\n"
         f"dbt invocation_id: {uuid4()}\nbigquery job: {org_name()}-dw:asia-northeast3.bquxjob_{hx(8)}_{hx(12)}")
    mc = L(lang, f"Daily revenue table was empty for one day. Ids of the involved runs:\n{s}", f"일일 매출 테이블이 하루치 비어 있음. 관련 실행 id:\n{s}")
    le = L(lang, "The dbt run started before the Spark job committed; use a sensor on the partition, not a time delay.", "Spark job 커밋 전에 dbt가 시작함. 시간 지연 대신 파티션 센서를 쓸 것.")
    ask = L(lang, "Who owns the upstream Spark job?", "상위 Spark job 담당자가 누구인지?")
    return mc, le, ask


@ct("clean: 1Password op read references")
def c_op_refs(lang):
    s = ("export DB_PASSWORD=\"$(op read 'op://Platform/orders-db/password')\"\n"
         "export STRIPE_SECRET_KEY=\"$(op read 'op://Platform/stripe-prod/credential')\"\nop run --env-file=.env.tpl -- ./bin/migrate")
    mc = L(lang, "Local migrations needed prod-like credentials; people were pasting them into .env.", "로컬 마이그레이션에 운영 유사 자격증명이 필요해서 사람들이 .env에 붙여넣고 있었음.")
    le = L(lang, f"Switched the docs to secret references so values never touch disk:\n{s}", f"값이 디스크에 남지 않게 문서를 시크릿 참조 방식으로 바꿈:\n{s}")
    ask = L(lang, "Does everyone on the team have access to the Platform vault?", "팀원 모두 Platform vault 접근 권한이 있는지?")
    return mc, le, ask


@ct("clean: Azure resource ids and Key Vault references")
def c_azure_ids(lang):
    sub = uuid4()
    s = (f"/subscriptions/{sub}/resourceGroups/rg-erp-prod/providers/Microsoft.Web/sites/app-erp-{rs(LOD, 5)}\n"
         f"AZURE_CLIENT_ID={uuid4()}\nAZURE_TENANT_ID={uuid4()}\n"
         f"AZURE_CLIENT_SECRET=@Microsoft.KeyVault(SecretUri=https://kv-erp-prod.vault.azure.net/secrets/erp-sp-secret/)")
    mc = L(lang, f"App Service couldn't resolve the Key Vault reference (status 'AccessToKeyVaultDenied').\n{s}", f"App Service가 Key Vault 참조를 못 풀음 (상태 'AccessToKeyVaultDenied').\n{s}")
    le = L(lang, "The app's managed identity needed 'Key Vault Secrets User' on the vault; the client id/tenant id are not secrets.", "앱의 managed identity에 vault의 'Key Vault Secrets User' 역할이 필요했음. client id/tenant id는 비밀이 아님.")
    ask = L(lang, "Can we drop the client secret entirely and use the managed identity?", "client secret을 아예 없애고 managed identity만 쓸 수 있는지?")
    return mc, le, ask


@ct("clean: git commit signature verification")
def c_git_verify(lang):
    out = (f"$ git verify-commit {hx(12)}\ngpg: Signature made Tue 14 Oct 2025 10:21:07 KST\ngpg:                using EDDSA key {hx(40).upper()}\n"
           f"gpg: Good signature from \"{pick(EN_FIRST)} <{pick(KO_ROMAN)}@{org_name()}.com>\" [full]")
    mc = L(lang, f"Branch protection started rejecting a teammate's commits as unverified.\n{out}", f"브랜치 보호가 팀원 커밋을 unverified로 거부하기 시작.\n{out}")
    le = L(lang, "Locally valid, but GitHub didn't have the new public key; re-upload the key.", "로컬에선 유효한데 GitHub에 새 공개키가 없었음. 키를 다시 업로드.")
    ask = L(lang, "Should we move to SSH commit signing?", "SSH 커밋 서명으로 바꿀지?")
    return mc, le, ask


@ct("clean: openssl rand usage without output")
def c_openssl_rand(lang):
    mc = L(lang, "The webhook signing secret had to be regenerated after the vendor change.", "업체 변경 후 웹훅 서명 secret을 재생성해야 했음.")
    le = L(lang, "Generated with `openssl rand -hex 32 | vault kv put secret/prod/webhooks/partner hmac=-` so the value never hit the terminal or history. Consumers read it at start.",
           "`openssl rand -hex 32 | vault kv put secret/prod/webhooks/partner hmac=-` 로 생성해서 값이 터미널이나 히스토리에 안 남게 함. 소비자는 기동 시 읽음.")
    ask = L(lang, "Which services need a restart to pick up the new secret?", "새 secret을 반영하려면 어떤 서비스를 재시작해야 하는지?")
    return mc, le, ask


@ct("clean: masked key in support ticket")
def c_masked_ticket(lang):
    m = pick(["sk_live_" + "*" * 20 + rs(AN, 4), "ghp_" + "*" * 32 + rs(AN, 4), "AKIA" + "*" * 12 + rs(UPD, 4), "xoxb-****-****-" + "*" * 20])
    mc = L(lang, f"Vendor support asked us to confirm the key we use; their dashboard shows it as `{m}`.", f"업체 지원팀이 우리가 쓰는 키를 확인해달라고 함. 대시보드에는 `{m}`로 표시됨.")
    le = L(lang, "Matching the last four characters against our secret store was enough; never send the full key to support.", "시크릿 스토어의 마지막 4자리와 대조하는 것으로 충분. 지원팀에 전체 키를 보내지 말 것.")
    ask = L(lang, "Does the vendor offer key fingerprints instead of last-4?", "업체가 last-4 대신 키 fingerprint를 제공하는지?")
    return mc, le, ask


@ct("clean: Korean prose about tokens and passwords (no values)")
def c_ko_prose(lang):
    mc = L(lang, "The partner asked us to 'just send the admin password by email' to speed up the integration. I didn't know we have a policy for sharing credentials with external parties.",
           "파트너가 연동 빨리 하자고 '관리자 비밀번호를 그냥 메일로 보내달라'고 요청함. 외부와 자격증명을 공유하는 정책이 있다는 걸 몰랐음.")
    le = L(lang, "Policy: create a dedicated account for the partner, share via the one-time secret link tool, expire it after 7 days. Never reuse an internal admin password.",
           "정책: 파트너 전용 계정을 만들고 일회용 비밀 링크 도구로 전달, 7일 후 만료. 내부 관리자 비밀번호는 절대 재사용하지 않음.")
    ask = L(lang, "Who approves external accounts for partners?", "파트너 외부 계정 발급 승인은 누가 하는지?")
    return mc, le, ask


@ct("clean: HTTP response with analytics and preference cookies")
def c_pref_cookies(lang):
    h = (f"HTTP/2 200\nset-cookie: _ga=GA1.1.{rd(10)}.{unix_ts()}; Max-Age=63072000; Path=/\nset-cookie: ui_theme=dark; Path=/\n"
         f"set-cookie: ab_bucket=checkout_v{R.randint(2, 4)}; Path=/\nx-request-id: {uuid4()}")
    mc = L(lang, f"A/B test assignment flipped between page loads.\n{h}", f"A/B 테스트 배정이 페이지 로드마다 바뀜.\n{h}")
    le = L(lang, "Two edge workers set ab_bucket with different paths; the later one won. Set Path=/ everywhere.", "엣지 워커 두 개가 다른 path로 ab_bucket을 설정. 나중 것이 이김. 전부 Path=/로 통일.")
    ask = L(lang, "Who owns the experimentation edge worker?", "실험용 엣지 워커 담당자가 누구인지?")
    return mc, le, ask


@ct("clean: HMAC verifier reading secret from env")
def c_hmac_env(lang):
    code = ("import hmac, hashlib, os\n\nSECRET = os.environ[\"PARTNER_WEBHOOK_SECRET\"].encode()\n\n"
            "def verify(raw: bytes, sig: str) -> bool:\n    expected = hmac.new(SECRET, raw, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(expected, sig)")
    mc = L(lang, f"Code review of the new webhook receiver.\n{code}", f"새 웹훅 수신기 코드 리뷰.\n{code}")
    le = L(lang, "Good: constant-time compare and secret from env. Missing: timestamp tolerance to stop replays.", "좋음: 상수 시간 비교, env에서 secret 읽기. 부족: 재전송 방지용 timestamp 허용 범위.")
    ask = L(lang, "Does the partner send a timestamp header we can include in the MAC?", "파트너가 MAC에 포함할 timestamp 헤더를 보내는지?")
    return mc, le, ask


@ct("clean: Grafana dashboard UIDs and alert fingerprints")
def c_grafana_ids(lang):
    s = (f"dashboard uid: {rs(AN, 9)}  (Checkout / SLO)\npanel id: {R.randint(2, 40)}\nalert fingerprint: {hx(16)}\n"
         f"silence id: {uuid4()}  (until 2025-10-15 09:00 KST)")
    mc = L(lang, f"Handover from the night on-call:\n{s}", f"야간 온콜 인수인계:\n{s}")
    le = L(lang, "The silence hid a second, unrelated alert with the same labels; match on alertname too.", "silence가 라벨이 같은 무관한 알림까지 가렸음. alertname도 매칭 조건에 넣을 것.")
    ask = L(lang, "Can silences require a ticket link?", "silence 생성 시 티켓 링크를 필수로 할 수 있는지?")
    return mc, le, ask


@ct("clean: PagerDuty incident ids and timeline")
def c_pd_timeline(lang):
    s = "\n".join(f"{t[11:19]} {e}" for t, e in zip(ts_seq(4), [f"incident Q{rs(UPD, 13)} triggered", "acknowledged by on-call", f"linked to deploy {hx(12)}", "resolved"]))
    mc = L(lang, f"Postmortem timeline for the checkout outage:\n{s}", f"checkout 장애 포스트모템 타임라인:\n{s}")
    le = L(lang, "Time to acknowledge was 14 minutes because the escalation policy had a stale phone number.", "에스컬레이션 정책의 전화번호가 오래돼서 ack까지 14분 걸림.")
    ask = L(lang, "Can everyone verify their contact methods monthly?", "매달 각자 연락 수단을 확인하게 할 수 있는지?")
    return mc, le, ask


@ct("clean: Korean .properties with env placeholders")
def c_ko_props_placeholder(lang):
    p = ("Globals.DbType = tibero\nGlobals.tibero.Url = ${DB_URL}\nGlobals.tibero.UserName = ${DB_USER}\nGlobals.tibero.Password = ${DB_PASSWORD}\n"
         "Globals.fileStorePath = /data/upload/")
    mc = L(lang, f"Moving the eGovFrame portal to containers. globals.properties now reads from env:\n{p}", f"전자정부프레임워크 포털을 컨테이너로 이전. globals.properties가 이제 env를 읽음:\n{p}")
    le = L(lang, "The framework doesn't expand ${} by default; a small PropertyPlaceholderConfigurer subclass was needed.", "프레임워크가 기본으로 ${}를 치환하지 않음. PropertyPlaceholderConfigurer 서브클래스가 필요했음.")
    ask = L(lang, "Does the SI vendor accept this change for maintenance?", "SI 업체가 유지보수 범위에서 이 변경을 받아주는지?")
    return mc, le, ask


@ct("clean: Helm chart dependency digests")
def c_helm_lock(lang):
    s = (f"dependencies:\n- name: postgresql\n  repository: oci://registry-1.docker.io/bitnamicharts\n  version: 15.5.{R.randint(0, 30)}\n"
         f"digest: sha256:{sha256hex()}\ngenerated: \"{ts_iso()}.{rd(6)}+09:00\"")
    mc = L(lang, f"helm dependency build failed in CI: digest mismatch.\nChart.lock:\n{s}", f"CI에서 helm dependency build가 digest mismatch로 실패.\nChart.lock:\n{s}")
    le = L(lang, "The upstream re-pushed the chart version; vendor charts into our registry.", "업스트림이 같은 차트 버전을 다시 push함. 차트를 우리 레지스트리로 복제해서 쓸 것.")
    ask = L(lang, "Do we mirror third-party charts anywhere?", "서드파티 차트를 미러링하는 곳이 있는지?")
    return mc, le, ask


@ct("clean: session cookie names only in config")
def c_cookie_names(lang):
    c = ("session:\n  cookie_name: __Host-sid\n  same_site: lax\n  secure: true\n  http_only: true\n  max_age: 28800\n  signing_key_env: SESSION_SIGNING_KEY")
    mc = L(lang, f"Security review asked for our session cookie settings.\n{c}", f"보안 리뷰에서 세션 쿠키 설정을 요청함.\n{c}")
    le = L(lang, "__Host- prefix forces Secure, Path=/ and no Domain, which is what we want.", "__Host- 접두사가 Secure, Path=/, Domain 없음을 강제함. 원하는 설정.")
    ask = L(lang, "Is 8 hours the agreed idle timeout?", "유휴 타임아웃 8시간이 합의된 값인지?")
    return mc, le, ask


# ---------------------------------------------------------------- plain clean notes (nothing risky-looking)
@ct("clean plain: HPA scaling too slowly", risky=False)
def p_hpa(lang):
    mc = L(lang, f"The API didn't scale during the 9pm push-notification spike; pods stayed at {R.randint(4, 8)} while CPU hit 95%.", f"밤 9시 푸시 알림 피크에 API가 스케일하지 않음. CPU 95%인데 파드는 {R.randint(4, 8)}개 그대로.")
    le = L(lang, "HPA uses requests, and requests were set far above real usage, so utilisation looked low. Lowered requests and added a scale-up policy of 100% per 30s.",
           "HPA는 requests 기준인데 requests가 실사용보다 훨씬 높게 잡혀 있어서 사용률이 낮아 보였음. requests를 낮추고 30초당 100% scale-up 정책 추가.")
    ask = L(lang, "Can marketing share the push schedule so we pre-scale?", "마케팅팀이 푸시 일정을 공유해주면 미리 스케일할 수 있는지?")
    return mc, le, ask


@ct("clean plain: cron timezone bug", risky=False)
def p_cron_tz(lang):
    mc = L(lang, "The settlement batch ran at 09:00 instead of 00:00. Nobody mentioned the new cluster runs in UTC.", "정산 배치가 0시가 아니라 9시에 돌았음. 새 클러스터가 UTC라는 얘기를 아무도 안 함.")
    le = L(lang, "Set timeZone: Asia/Seoul on the CronJob (supported since 1.27) instead of shifting the schedule by hand.", "스케줄을 손으로 옮기지 말고 CronJob에 timeZone: Asia/Seoul 설정 (1.27부터 지원).")
    ask = L(lang, "Are there other CronJobs that assume KST?", "KST를 가정한 CronJob이 또 있는지?")
    return mc, le, ask


@ct("clean plain: flaky test due to ordering", risky=False)
def p_flaky(lang):
    mc = L(lang, "test_order_summary failed about 1 in 20 runs on CI, never locally.", "test_order_summary가 CI에서 20번에 1번꼴로 실패, 로컬에선 안 남.")
    le = L(lang, "The query had no ORDER BY and Postgres returned rows in a different order under parallel test load. Added ORDER BY and a test that shuffles fixtures.",
           "쿼리에 ORDER BY가 없어서 병렬 테스트 부하에서 Postgres가 다른 순서로 반환. ORDER BY를 넣고 fixture를 섞는 테스트 추가.")
    ask = L(lang, "Can CI run the suite with random ordering by default?", "CI에서 기본으로 랜덤 순서로 돌릴 수 있는지?")
    return mc, le, ask


@ct("clean plain: Korean IME composition in game chat", risky=False)
def p_ime(lang):
    mc = L(lang, "Korean players reported the last syllable disappearing when pressing Enter in game chat.", "한국 유저들이 게임 채팅에서 엔터를 누르면 마지막 글자가 사라진다고 제보.")
    le = L(lang, "The input field submitted on keydown before IME composition ended. Check isComposing (or the Unity IME composition string) before sending.",
           "IME 조합이 끝나기 전에 keydown에서 전송하고 있었음. 전송 전에 isComposing(또는 Unity IME 조합 문자열)을 확인할 것.")
    ask = L(lang, "Do we have QA devices with Japanese and Chinese IMEs too?", "일본어/중국어 IME가 있는 QA 장비도 있는지?")
    return mc, le, ask


@ct("clean plain: nginx 413 upload size", risky=False)
def p_413(lang):
    mc = L(lang, f"Uploads over 1 MB failed with 413 after moving to the new ingress.", "새 ingress로 옮긴 뒤 1MB 넘는 업로드가 413으로 실패.")
    le = L(lang, f"The ingress controller default body size is 1m; set the proxy-body-size annotation to {pick([20, 50, 100])}m on the upload route only.",
           f"ingress 컨트롤러 기본 body size가 1m. 업로드 경로에만 proxy-body-size 어노테이션을 {pick([20, 50, 100])}m로 설정.")
    ask = L(lang, "What's the product limit for attachment size?", "첨부 파일 크기 제품 정책상 한도가 얼마인지?")
    return mc, le, ask


@ct("clean plain: Postgres table bloat", risky=False)
def p_bloat(lang):
    mc = L(lang, "The events table grew to 3x its live size and queries slowed down.", "events 테이블이 실제 데이터의 3배로 커지고 쿼리가 느려짐.")
    le = L(lang, "Autovacuum couldn't keep up with the delete-heavy workload. Lowered autovacuum_vacuum_scale_factor for that table and switched the cleanup to partition drops.",
           "삭제가 많은 부하를 autovacuum이 못 따라감. 그 테이블만 autovacuum_vacuum_scale_factor를 낮추고 정리는 파티션 drop으로 바꿈.")
    ask = L(lang, "Can we partition events by month?", "events를 월별 파티션으로 나눌 수 있는지?")
    return mc, le, ask


@ct("clean plain: DNS TTL during migration", risky=False)
def p_dns(lang):
    mc = L(lang, "Some users hit the old load balancer for hours after the cutover.", "전환 후 몇 시간 동안 일부 사용자가 예전 로드밸런서로 접속.")
    le = L(lang, "TTL was 86400; lower it to 60 a day before any migration, then raise it again.", "TTL이 86400이었음. 이전 하루 전에 60으로 낮추고 끝나면 다시 올릴 것.")
    ask = L(lang, "Who has access to the registrar DNS console?", "도메인 등록기관 DNS 콘솔 권한이 누구에게 있는지?")
    return mc, le, ask


@ct("clean plain: Xcode version mismatch", risky=False)
def p_xcode(lang):
    mc = L(lang, "iOS CI build failed with 'SDK does not contain libarclite' while local builds worked.", "로컬에선 되는데 iOS CI 빌드가 'SDK does not contain libarclite'로 실패.")
    le = L(lang, "CI image had a newer Xcode; an old pod's deployment target was too low. Set the minimum in the Podfile post_install.", "CI 이미지의 Xcode가 더 최신이었고 예전 pod의 deployment target이 너무 낮았음. Podfile post_install에서 최소값 지정.")
    ask = L(lang, "Can we pin the Xcode version in CI config?", "CI 설정에서 Xcode 버전을 고정할 수 있는지?")
    return mc, le, ask


@ct("clean plain: Terraform module version pinning", risky=False)
def p_tf_module(lang):
    mc = L(lang, "A plan suddenly wanted to replace the EKS node groups although nobody changed the code.", "코드를 아무도 안 바꿨는데 plan이 갑자기 EKS 노드 그룹 교체를 원함.")
    le = L(lang, "The module source had no version constraint and pulled a new major. Pin modules with ~> and review upgrades separately.", "모듈 source에 버전 제약이 없어서 새 메이저를 받아옴. ~>로 고정하고 업그레이드는 따로 리뷰.")
    ask = L(lang, "Is there a list of shared modules and their owners?", "공용 모듈 목록과 담당자가 있는지?")
    return mc, le, ask


@ct("clean plain: log rotation and full disk", risky=False)
def p_disk(lang):
    mc = L(lang, "The legacy app server went read-only at 3am; disk was 100%.", "새벽 3시에 레거시 앱 서버가 읽기 전용이 됨. 디스크 100%.")
    le = L(lang, "catalina.out is not covered by the default logrotate config. Added copytruncate rotation and an alert at 80% disk.", "catalina.out은 기본 logrotate 설정에 포함되지 않음. copytruncate 로테이션과 디스크 80% 알림 추가.")
    ask = L(lang, "Are other Tomcat hosts configured the same way?", "다른 Tomcat 서버도 같은 설정인지?")
    return mc, le, ask


@ct("clean plain: Java heap OOM in batch", risky=False)
def p_oom(lang):
    mc = L(lang, "The month-end batch died with OutOfMemoryError after data grew.", "데이터가 늘어난 뒤 월말 배치가 OutOfMemoryError로 죽음.")
    le = L(lang, "It loaded the whole result set into a List. Switched to a streaming cursor with fetch size 1000; heap stays under 600MB.", "결과 전체를 List에 올리고 있었음. fetch size 1000 스트리밍 커서로 바꾸니 힙이 600MB 이하 유지.")
    ask = L(lang, "Can we get a copy of month-end volume for load testing?", "부하 테스트용으로 월말 데이터 규모 사본을 받을 수 있는지?")
    return mc, le, ask


@ct("clean plain: Android 14 foreground service type", risky=False)
def p_fgs(lang):
    mc = L(lang, "The delivery-driver app crashed on Android 14 when starting location tracking.", "배송 기사 앱이 Android 14에서 위치 추적 시작 시 크래시.")
    le = L(lang, "Android 14 requires foregroundServiceType=location in the manifest plus the FOREGROUND_SERVICE_LOCATION permission.", "Android 14는 manifest에 foregroundServiceType=location과 FOREGROUND_SERVICE_LOCATION 권한이 필요함.")
    ask = L(lang, "Which Android versions do drivers actually use?", "기사님들이 실제로 쓰는 안드로이드 버전 분포가 어떻게 되는지?")
    return mc, le, ask


@ct("clean plain: Spark skewed join", risky=False)
def p_skew(lang):
    mc = L(lang, "One stage of the nightly Spark job took 2 hours while others took minutes.", "nightly Spark job의 한 stage만 2시간, 나머지는 몇 분.")
    le = L(lang, "A null customer key made one giant partition. Filtered nulls before the join and enabled AQE skew join handling.", "customer key가 null인 데이터가 거대한 파티션 하나를 만듦. join 전에 null을 거르고 AQE skew join을 켬.")
    ask = L(lang, "Why do orders have null customer keys at all?", "주문에 customer key가 null인 이유가 뭔지?")
    return mc, le, ask


@ct("clean plain: IoT battery drain from polling", risky=False)
def p_battery(lang):
    mc = L(lang, "Field sensors drained batteries in 3 weeks instead of 6 months.", "현장 센서 배터리가 6개월이 아니라 3주 만에 소진.")
    le = L(lang, "Firmware polled the server every 30 seconds for config. Switched to checking config only after each uplink, with a daily fallback.", "펌웨어가 30초마다 서버에 설정을 조회하고 있었음. 업링크 이후에만 확인하고 하루 1회 fallback으로 변경.")
    ask = L(lang, "Can we measure current draw on the bench before each release?", "릴리스마다 벤치에서 소비 전류를 측정할 수 있는지?")
    return mc, le, ask


@ct("clean plain: game server tick rate", risky=False)
def p_tick(lang):
    mc = L(lang, "Players complained about rubber-banding on the new server fleet.", "새 서버 플릿에서 유저들이 rubber-banding을 호소.")
    le = L(lang, "The instance type had half the single-core performance; tick time exceeded budget at 40 players. Moved to compute-optimised instances.", "인스턴스 타입의 싱글코어 성능이 절반이라 40명에서 틱 시간이 예산을 넘음. 컴퓨트 최적화 인스턴스로 이동.")
    ask = L(lang, "Can we add tick-time p99 to the server dashboard?", "서버 대시보드에 틱 시간 p99를 추가할 수 있는지?")
    return mc, le, ask


@ct("clean plain: Korean holiday calendar batch", risky=False)
def p_holiday(lang):
    mc = L(lang, "Delivery ETA was wrong around Chuseok; the batch treated substitute holidays as workdays.", "추석 연휴 배송 예정일이 틀림. 배치가 대체공휴일을 평일로 처리함.")
    le = L(lang, "The holiday table was filled by hand once a year and missed substitute holidays. Import the official calendar yearly and add a check for the next 90 days.",
           "공휴일 테이블을 매년 손으로 채우다 대체공휴일을 빠뜨림. 공식 달력을 매년 가져오고 향후 90일 점검을 추가.")
    ask = L(lang, "Who updates the holiday table each December?", "매년 12월 공휴일 테이블 갱신은 누가 하는지?")
    return mc, le, ask


@ct("clean plain: CORS preflight failure", risky=False)
def p_cors(lang):
    mc = L(lang, "The admin SPA couldn't call the API from the new domain; browser showed a CORS error.", "새 도메인의 관리자 SPA가 API 호출 실패, 브라우저에 CORS 에러.")
    le = L(lang, "The OPTIONS preflight hit an auth middleware that returned 401. Let OPTIONS through before auth and list the new origin.", "OPTIONS preflight가 인증 미들웨어에 걸려 401. 인증 전에 OPTIONS를 통과시키고 새 origin을 추가.")
    ask = L(lang, "Is there a list of allowed origins per environment?", "환경별 허용 origin 목록이 있는지?")
    return mc, le, ask


@ct("clean plain: NFC/NFD Korean filenames", risky=False)
def p_nfd(lang):
    mc = L(lang, "Files uploaded from Macs with Korean names couldn't be found by search.", "맥에서 올린 한글 파일명이 검색에 안 걸림.")
    le = L(lang, "macOS sends decomposed (NFD) Hangul; normalise filenames to NFC on upload and backfill existing rows.", "macOS는 자모 분리(NFD) 형태로 보냄. 업로드 시 NFC로 정규화하고 기존 데이터도 보정.")
    ask = L(lang, "Are there other text fields coming from file names?", "파일명에서 오는 다른 텍스트 필드가 있는지?")
    return mc, le, ask


@ct("clean plain: retry backoff causing thundering herd", risky=False)
def p_backoff(lang):
    mc = L(lang, "After a 2-minute DB blip, the API stayed down for 20 minutes.", "DB가 2분 흔들린 뒤 API가 20분간 살아나지 못함.")
    le = L(lang, "Every client retried on a fixed 1s interval. Exponential backoff with jitter and a circuit breaker let it recover.", "모든 클라이언트가 1초 고정 간격으로 재시도함. 지수 백오프 + 지터와 서킷 브레이커로 회복.")
    ask = L(lang, "Which clients are outside our control (partners, old app versions)?", "우리가 통제 못 하는 클라이언트(파트너, 구버전 앱)가 뭔지?")
    return mc, le, ask


@ct("clean plain: DB migration lock timeout", risky=False)
def p_migration(lang):
    mc = L(lang, "Adding a column with a default locked the orders table for minutes during business hours.", "업무 시간에 기본값 있는 컬럼 추가로 orders 테이블이 몇 분간 잠김.")
    le = L(lang, "On that MySQL version the ALTER wasn't instant. Use online schema change tools and set lock_wait_timeout low so the migration fails instead of blocking.",
           "그 MySQL 버전에선 ALTER가 instant가 아니었음. 온라인 스키마 변경 도구를 쓰고 lock_wait_timeout을 낮춰서 막히지 말고 실패하게.")
    ask = L(lang, "Can migrations be scheduled outside peak hours by default?", "마이그레이션을 기본적으로 피크 외 시간에 돌릴 수 있는지?")
    return mc, le, ask


@ct("clean plain: SAML clock skew", risky=False)
def p_saml_skew(lang):
    mc = L(lang, "SSO logins failed for some users with 'assertion not yet valid'.", "일부 사용자 SSO 로그인이 'assertion not yet valid'로 실패.")
    le = L(lang, "One app server's clock was 90 seconds behind. Fixed chrony and allowed a 60-second skew in the SP config.", "앱 서버 한 대의 시계가 90초 늦었음. chrony를 고치고 SP 설정에서 60초 오차를 허용.")
    ask = L(lang, "Is time sync monitored on every host?", "모든 호스트에서 시간 동기화가 모니터링되는지?")
    return mc, le, ask


@ct("clean plain: load test results", risky=False)
def p_loadtest(lang):
    rps = R.randint(800, 3000)
    mc = L(lang, f"Load test for the sale event: target {rps} rps on product pages.", f"세일 이벤트 부하 테스트: 상품 페이지 목표 {rps} rps.")
    le = L(lang, f"Reached {int(rps * 1.2)} rps with p95 180 ms after adding a read replica and caching the category tree for 60 seconds. The bottleneck before was the category query.",
           f"리드 레플리카를 추가하고 카테고리 트리를 60초 캐시한 뒤 p95 180ms로 {int(rps * 1.2)} rps 달성. 이전 병목은 카테고리 쿼리였음.")
    ask = L(lang, "What traffic did last year's sale actually peak at?", "작년 세일의 실제 피크 트래픽이 얼마였는지?")
    return mc, le, ask


@ct("clean plain: PHP session GC on Debian", risky=False)
def p_php_gc(lang):
    mc = L(lang, "Admins of the old PHP site got logged out after about 24 minutes regardless of settings.", "예전 PHP 사이트 관리자가 설정과 상관없이 24분쯤 지나면 로그아웃됨.")
    le = L(lang, "Debian's cron job cleans session files using the system php.ini maxlifetime, not the app's ini_set. Store sessions in a separate directory or in Redis.",
           "데비안 크론이 앱의 ini_set이 아니라 시스템 php.ini의 maxlifetime 기준으로 세션 파일을 지움. 세션을 별도 디렉터리나 Redis에 저장할 것.")
    ask = L(lang, "Is anyone still using that site daily?", "그 사이트를 아직 매일 쓰는 사람이 있는지?")
    return mc, le, ask


@ct("clean plain: Kafka retention misconfiguration", risky=False)
def p_retention(lang):
    mc = L(lang, "A consumer that was down over the weekend lost data.", "주말 동안 죽어 있던 컨슈머가 데이터를 잃음.")
    le = L(lang, "Topic retention was 24h, inherited from a test config. Set 7 days for business topics and alert on consumer lag age.", "토픽 보존 기간이 테스트 설정에서 물려받은 24시간이었음. 업무 토픽은 7일로 하고 컨슈머 lag 시간 알림 추가.")
    ask = L(lang, "Can the lost window be replayed from the source DB?", "유실 구간을 원본 DB에서 재생할 수 있는지?")
    return mc, le, ask


@ct("clean plain: on-call handoff gaps", risky=False)
def p_handoff(lang):
    mc = L(lang, "The day on-call didn't know a database failover was still in progress from the night shift.", "주간 온콜이 야간에 시작한 DB 페일오버가 아직 진행 중이라는 걸 몰랐음.")
    le = L(lang, "Handoff happened in DMs. Use a pinned handoff thread with open incidents, ongoing changes and silenced alerts.", "인수인계가 DM으로 이뤄짐. 진행 중 장애, 변경 작업, silence된 알림을 고정 스레드에 적을 것.")
    ask = L(lang, "Can the handoff template be part of the on-call bot?", "인수인계 템플릿을 온콜 봇에 넣을 수 있는지?")
    return mc, le, ask


# ================================================================ validation
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELD_ORDER = ("missing_context", "lesson", "ask_next_time")


def window_violations(fields, secrets):
    """Return a list of (secret, window) whose occurrence lies outside every occurrence of a listed secret."""
    bad = []
    for f in fields:
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = f.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        bad.append((s, w))
                        break
                    i = f.find(w, i + 1)
    return bad


PLACEHOLDER_RE = re.compile(r"(?:[xX*]+|\$\{[^}]+\}|<[^>]+>|\[?REDACTED\]?|\[removed\]|test)\Z")
TRIPWIRES = [
    ("aws access key id", re.compile(r"(?:AKIA|ASIA)[A-Z2-7]{16}")),
    ("github token", re.compile(r"gh[pousr]_[A-Za-z0-9]{36}|github_pat_\w{40,}")),
    ("stripe secret", re.compile(r"(?:sk|rk)_live_[A-Za-z0-9]{20,}|whsec_[A-Za-z0-9]{20,}")),
    ("slack token", re.compile(r"xox[bpa]-\d+-\d+-\w+")),
    ("llm key", re.compile(r"sk-(?:ant-api03|proj)-[\w-]{20,}")),
    ("gitlab pat", re.compile(r"glpat-[\w-]{20}")),
    ("private key", re.compile(r"-----BEGIN (?:EC |RSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----")),
    ("age secret", re.compile(r"AGE-SECRET-KEY-1[0-9A-Z]{20,}")),
    ("url password", re.compile(r"[a-z+]+://[^/\s:@]+:([^@\s/]+)@")),
    ("slack webhook", re.compile(r"hooks\.slack\.com/services/T\w+/B\w+/([A-Za-z0-9]{24})")),
    ("google api key", re.compile(r"AIza[\w-]{35}")),
    ("jwt", re.compile(r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}")),
    ("assigned secret", re.compile(r"(?i)(?:password|passwd|secret|token|api_?key)[\"']?\s*[=:]\s*[\"']?([A-Za-z0-9+/_\-!@#%^&*.~]{12,})")),
]
AWS_DOC = ("AKIAIOSFODNN7EXAMPLE",)


def tripwire(note):
    hits = []
    pub = note["category"].endswith("[publishable]")
    for f in note["fields"].values():
        for name, rx in TRIPWIRES:
            if pub and name in ("google api key", "jwt", "assigned secret"):
                continue
            for m in rx.finditer(f):
                val = m.group(1) if m.groups() else m.group(0)
                if val in AWS_DOC or PLACEHOLDER_RE.match(val) or len(set(val[-12:])) <= 3 or re.search(r"\*{3,}|x{6,}|X{6,}", val):
                    continue
                if name == "assigned secret" and (not re.search(r"\d", val) or not re.search(r"[A-Za-z]", val)
                                                  or f[m.start() - 1:m.start()] == ":"
                                                  or re.match(r"(process\.env|os\.environ|os\.getenv|System\.getenv)", val)):
                    continue
                hits.append((name, m.group(0)[:60]))
    return hits


# (category prefix, matched-text prefix) pairs reviewed by hand: ciphertext, not credentials
TRIPWIRE_OK = [("clean: SealedSecret encryptedData", "password: ")]


def validate(note):
    flds = note["fields"]
    for k in FIELD_ORDER:
        if not isinstance(flds[k], str):
            raise Retry("type")
        if len(flds[k].encode("utf-8")) > LIMITS[k]:
            raise Retry(f"{k} too long")
    if not flds["missing_context"].strip():
        raise Retry("empty missing_context")
    vals = [flds[k] for k in FIELD_ORDER]
    if note["kind"] == "secret":
        if not note["secrets"]:
            raise Retry("no secrets")
        for s in note["secrets"]:
            if len(s) < 8:
                raise Retry("short secret")
            if not any(s in v for v in vals):
                raise Retry("secret not verbatim")
        if window_violations(vals, note["secrets"]):
            raise Retry("8-char window outside secret occurrences")
    else:
        if note["secrets"]:
            raise Retry("clean note with secrets")
        hits = [h for h in tripwire(note) if not any(note["category"].startswith(c) and h[1].startswith(t) for c, t in TRIPWIRE_OK)]
        if hits:
            raise RuntimeError(f"tripwire in clean note {note['category']!r}: {hits}")


# ================================================================ plan
TOTAL = 720
HALF = TOTAL // 2
N_VENDOR = 210
N_PUB = 27
N_MIRROR = 95
N_PLAIN = 60


FORCE3 = ("split: ", "no label: ", "password: Korean word", "password: keyboard walk", "password: 8+ digit",
          "password: name+birthday", "password: old and new", "private key: OpenSSH", "private key: EC PEM",
          "recovery codes: GitHub", "otp: otpauth")


def spread_counts(n_templates, total, cap=3, forced=()):
    counts = [cap if i in forced else 1 for i in range(n_templates)]
    if total < n_templates or total > cap * n_templates:
        raise SystemExit(f"cannot spread {total} over {n_templates} templates")
    left = total - sum(counts)
    if left < 0:
        raise SystemExit("forced counts exceed total")
    while left:
        i = R.randrange(n_templates)
        if counts[i] < cap:
            counts[i] += 1
            left -= 1
    return counts


def make_plan():
    # --- secret half
    by_co = {}
    for i, v in enumerate(VENDORS):
        by_co.setdefault(v["co"], []).append(i)
    chosen = [pick(idxs) for idxs in by_co.values()]
    rest = [i for i in range(len(VENDORS)) if i not in chosen]
    R.shuffle(rest)
    chosen += rest[:N_VENDOR - len(chosen)]
    secret_slots = [("vendor", VENDORS[i]) for i in chosen]
    n_generic = HALF - len(secret_slots)
    forced = [i for i, t in enumerate(SECRET_T) if t[0].startswith(FORCE3)]
    for (cat, fn, vendor), c in zip(SECRET_T, spread_counts(len(SECRET_T), n_generic, forced=forced)):
        secret_slots += [("generic", (cat, fn, vendor))] * c
    # --- clean half
    clean_slots = []
    pubc = spread_counts(len(PUBLISHABLE), N_PUB, cap=2)
    for e, c in zip(PUBLISHABLE, pubc):
        clean_slots += [("pub", e)] * c
    mirror_pool = list(range(len(VENDORS)))
    R.shuffle(mirror_pool)
    clean_slots += [("mirror", VENDORS[i]) for i in mirror_pool[:N_MIRROR]]
    risky_t = [t for t in CLEAN_T if t[2]]
    plain_t = [t for t in CLEAN_T if not t[2]]
    for t, c in zip(plain_t, spread_counts(len(plain_t), N_PLAIN)):
        clean_slots += [("cleant", t)] * c
    n_risky = HALF - len(clean_slots)
    for t, c in zip(risky_t, spread_counts(len(risky_t), n_risky)):
        clean_slots += [("cleant", t)] * c
    assert len(secret_slots) == HALF and len(clean_slots) == HALF, (len(secret_slots), len(clean_slots))
    plan = []
    for slots in (secret_slots, clean_slots):
        langs = ["en"] * (HALF // 2) + ["ko"] * (HALF // 2)
        R.shuffle(langs)
        plan += [(kind, arg, lang) for (kind, arg), lang in zip(slots, langs)]
    return plan


def build_one(kind, arg, lang):
    if kind == "vendor":
        return build_vendor_secret(arg, lang)
    if kind == "generic":
        cat, fn, vendor = arg
        mc, le, ask, secrets = fn(lang)
        if vendor:
            cat = cat + " [Vendor]"
        return N(lang, "secret", cat, mc, le, ask, secrets, vendor=vendor)
    if kind == "pub":
        return build_publishable(arg, lang)
    if kind == "mirror":
        return build_mirror_clean(arg, lang)
    if kind == "cleant":
        cat, fn, risky = arg
        mc, le, ask = fn(lang)
        return N(lang, "clean", cat, mc, le, ask, [], risky=risky)
    raise ValueError(kind)


def generate():
    plan = make_plan()
    notes, cat_count = [], {}
    retries, retry_reasons = 0, {}
    for kind, arg, lang in plan:
        for attempt in range(500):
            try:
                note = build_one(kind, arg, lang)
                validate(note)
                if cat_count.get(note["category"], 0) >= 3:
                    raise Retry("category already has 3 notes")
                break
            except Retry as e:
                retries += 1
                retry_reasons[str(e)] = retry_reasons.get(str(e), 0) + 1
        else:
            raise SystemExit(f"could not build {kind} note")
        cat_count[note["category"]] = cat_count.get(note["category"], 0) + 1
        notes.append(note)
    R.shuffle(notes)
    return notes, retries, retry_reasons


def final_checks(notes):
    assert len(notes) >= 640
    secret = [n for n in notes if n["kind"] == "secret"]
    clean = [n for n in notes if n["kind"] == "clean"]
    assert len(secret) == len(clean) == len(notes) // 2
    for grp in (secret, clean):
        assert sum(n["lang"] == "en" for n in grp) == sum(n["lang"] == "ko" for n in grp) == len(grp) // 2
    cats = {}
    for n in notes:
        cats[n["category"]] = cats.get(n["category"], 0) + 1
    assert max(cats.values()) <= 3, "category over 3"
    pub = [n for n in clean if n["category"].endswith("[publishable]")]
    assert len(pub) * 10 <= len(clean), "too many publishable notes"
    risky = [n for n in clean if n["_risky"] and not n["category"].endswith("[publishable]")]
    assert len(risky) * 3 >= 2 * len(clean), "not enough risky-looking clean notes"
    vendors = []
    for n in secret:
        if n["category"].endswith("[Vendor]") and n["_vendor"] not in vendors:
            vendors.append(n["_vendor"])
    assert len(vendors) >= 120, len(vendors)
    for n in notes:
        validate(n)
    return cats, vendors, pub, risky


def to_json(notes):
    lines = []
    for i, n in enumerate(notes, 1):
        obj = {"id": f"v{i:03d}", "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": list(n["secrets"])}
        lines.append(json.dumps(obj, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


README_TMPL = """README_v26.txt -- blind evaluation set v26 for the credential-redaction filter
===============================================================================

Files
-----
  make_blind_set_v26.py   generator (Python 3 standard library only, no network)
  blind_set_v26.jsonl     the set, one JSON object per line, UTF-8
  README_v26.txt          this file (written by the generator)
  FORMAT.txt              record format and scoring rule (given; binding)

blind_set_v26.jsonl: {nbytes} bytes, sha256 {sha}

How it was made
---------------
Everything is drawn from one PRNG, random.Random(26_2026_1126): the plan (which vendor shapes and
which hand-written templates are used and how often), the language of each note, the presentation
style (env files, shell sessions with prompts and output, Kubernetes/compose/Helm/GitHub Actions
YAML, JSON/TOML/INI/.properties, Python/JS/TS/Go/PHP/Ruby/Kotlin/Rust/C#/Java code, curl commands,
raw HTTP captures, log excerpts, git diffs, markdown tables, quoted colleague messages, Terraform
tfvars, docker run / kubectl / systemd / PowerShell lines, notebooks, prose), which field gets the
secret, every random value, every retry, and the final shuffle.  Ids v001..v{last} are assigned
after the shuffle.  No set is iterated, dictionaries are insertion-ordered, JSON is written with the
fixed key order id, lang, kind, category, fields{{missing_context, lesson, ask_next_time}}, secrets
and ensure_ascii=False.  The generator was run twice, with PYTHONHASHSEED=0 and PYTHONHASHSEED=12345
(and unset); all outputs were byte-identical.

No secret-detection rule set, tool or documentation was consulted; token shapes (prefix, length,
alphabet, separators) were written from memory of each vendor's documented formats, with random
bodies.  None of the values is a real credential.

Notes were written as an AI coding agent would after real work: infrastructure as code,
Kubernetes, mobile release signing, data pipelines, SaaS integrations, SSO/OAuth, on-call runbooks,
legacy PHP/Java, game servers, embedded/IoT, Korean enterprise stacks (eGovFrame, Tibero, CUBRID,
WebLogic/JEUS, groupware, public-data APIs, PG companies).  Korean notes mix English technical terms
into Korean prose, as Korean engineers write.

Secret notes (kind "secret")
  * vendor notes ({n_vendor_notes}; category ends in "[Vendor]"): {n_vendor_slots} notes drawn from {n_vendor_entries}
    defined vendor credential shapes (every vendor company at least once) plus {n_vendor_hand} notes from
    vendor-tagged hand templates; {n_vendors} distinct vendor companies, global and Korean/Japanese/
    Chinese/SE-Asian/Indian, each note rendered in a random presentation frame with random prose.  Key pairs list
    both halves where FORMAT.txt says so; by the same reasoning, access-key IDs that are one half of an
    access-key/secret-key pair (Tencent SecretId, Huawei AK, Volcengine/Qiniu/Wasabi/R2/Backblaze/
    Scaleway/Sumo Logic/Sakura/Upbit/Bithumb/Binance/Coupang/KIS/Solapi/Channel Talk/Tuya/Mailjet/
    Fivetran key ids, the AKIA id in an S3 presigned URL, the GOOG1 HMAC id in a GCS signed URL, the
    MinIO root user) are listed too.  Not listed: user names, e-mail addresses, hosts, account ids,
    Twilio Account SIDs, Slack/Discord/Dooray/Jandi ids in webhook URLs (only the secret path segment is
    listed), Cloudinary numeric API keys, OAuth client ids (Google, Naver, Cafe24, Zoom, Box, ...),
    Confluent API keys (SASL user names), Vonage/Plivo/Pusher/Algolia/OVH application ids, public keys,
    fingerprints, CSRF tokens next to a session cookie.  For HTTP Basic headers the base64 blob is
    listed; for URLs only the credential part (password as written, token path segment, signature).
  * hand-written templates ({n_generic_t} templates, {n_generic_notes} notes): passwords (machine-random and
    human-style: names+birthdays, words+years+symbols, Korean words typed on an English keyboard,
    keyboard walks, passphrases, 8-10 digit PINs), DB and broker URLs (percent-encoded passwords listed
    as written), JDBC/.NET connection strings, private keys (EC SEC1, PKCS#8 .p8, OpenSSH ed25519 --
    only the base64 body lines are listed), WireGuard/age keys, keystore passwords, cookies and bearer
    tokens in captured requests/responses, signed URLs (S3, GCS HMAC, Azure SAS, CloudFront), OTP
    seeds (otpauth URI and grouped manual-entry form), recovery codes (each listed), webhook signing
    secrets, app secrets (Laravel APP_KEY, Django SECRET_KEY, Rails master.key, JWT secrets, Airflow
    fernet key, Consul gossip key, Vault unseal keys), secrets split across fields (label at the end of
    one field, value at the start of the next), and secrets with no label word nearby but clear from
    context (handed over in chat, piped into sudo -S, typed at a prompt).
Clean notes (kind "clean")
  * {n_pub} notes whose only risky item is a key documented as safe to publish (category ends in
    "[publishable]"; <= 10% of clean notes): Stripe pk_live, Firebase web apiKey, Supabase anon key,
    Kakao JavaScript key, Mapbox pk., PostHog phc_, Sentry DSN, Algolia search key, reCAPTCHA site
    key, Toss client key, LaunchDarkly client-side id, Clerk publishable key, Razorpay key id,
    New Relic browser key, Midtrans client key.
  * {n_mirror} "mirror" notes: the same vendor integrations and frames as the secret notes, but every
    credential replaced by a placeholder (${{VAR}}, <token>, xxxx with the vendor prefix, masked
    ****last4, [REDACTED], secret-manager references such as op://..., vault:..., ${{{{ secrets.X }}}},
    Key Vault references); identifiers whose names end in _ID/SID (account SIDs, client ids, app ids)
    are kept, other key-like identifiers are masked too.
  * {n_risky_hand} notes from {n_risky_t} risky-looking hand templates: git SHAs, image digests, checksums (sha256sum,
    SRI, npm integrity, go.sum, Gradle metadata, pip hashes, LFS pointers, Nix paths), UUIDs, trace
    and span ids, idempotency keys, Stripe object ids and webhook signatures, base64 of ordinary data,
    minified identifiers, placeholders and masked examples, secret NAMES without values, prose (English
    and Korean) about passwords/keys/tokens, password policy, CLI usage with -p/--password prompts,
    fingerprints, public keys and certificates, JWKS, decoded JWT claims, SOPS/SealedSecret/
    ansible-vault ciphertext, cloud resource ids and ARNs, AWS documentation example keys, test cards,
    fixtures documented as fake.
  * {n_plain} plain notes from {n_plain_t} templates with nothing that looks like a credential.
  Risky-looking clean notes (mirror + risky hand templates, excluding publishable): {n_risky} of {n_clean}
  ({pct_risky:.1f}%); with publishable: {n_risky_pub} ({pct_risky_pub:.1f}%).

Assertions (enforced by the generator; a failing note is regenerated deterministically)
  * every field is a string; missing_context non-empty; UTF-8 sizes <= 1024 / 1024 / 512 bytes;
  * secret notes: at least one listed secret; each listed secret is >= 8 characters and occurs
    verbatim in the fields; no 8-character window of any listed secret occurs anywhere in the fields
    outside the occurrences of the listed secrets themselves;
  * clean notes: secrets == []; a tripwire of credential-shaped regexes (AWS key ids, GitHub/GitLab/
    Slack/Stripe/LLM tokens, private-key headers, age keys, URL passwords, Slack webhook paths, Google
    API keys and JWTs outside [publishable] notes, "password=<high-entropy value>") must not fire
    (placeholders, all-x/all-* masks and the AWS documentation example key are ignored);
  * no category has more than 3 notes (a note that would be the 4th is regenerated);
  * final: >= 640 notes; exactly half secret / half clean; each half split evenly en/ko; publishable
    <= 10% of clean notes; risky-looking (non-publishable) clean notes >= 2/3 of clean notes;
    >= 120 distinct vendor companies in [Vendor] secret notes.

Counts
------
  notes                         {n}
  secret / clean                {n_secret} / {n_clean}
  secret en / ko                {s_en} / {s_ko}
  clean en / ko                 {c_en} / {c_ko}
  listed secrets (total)        {n_listed}
  secret notes with >1 secret   {n_multi}
  vendor notes ([Vendor])       {n_vendor_notes}
  distinct vendor companies     {n_vendors}
  distinct categories           {n_cats}  (max notes per category: {max_cat})
  publishable clean notes       {n_pub}
  longest fields (bytes)        missing_context {mx_mc}, lesson {mx_le}, ask_next_time {mx_ask}
  secret position               in missing_context {pos_mc}, in lesson {pos_le}, in ask_next_time {pos_ask} (notes; a note can count in several)

Retries
-------
  {retries} regenerations were needed while building {n} notes:
{retry_lines}

Distinct vendor companies
-------------------------
{vendor_list}
"""


def write_outputs(notes, retries, reasons):
    cats, vendors, pub, risky = final_checks(notes)
    data = to_json(notes)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "blind_set_v26.jsonl"), "wb") as f:
        f.write(data)
    secret = [n for n in notes if n["kind"] == "secret"]
    clean = [n for n in notes if n["kind"] == "clean"]
    vendor_notes = [n for n in secret if n["category"].endswith("[Vendor]")]
    generic_notes = [n for n in secret if n["category"].startswith(tuple(c for c, _, _ in SECRET_T))]
    mirror = [n for n in clean if n["category"].startswith("clean mirror:")]
    plain = [n for n in clean if not n["_risky"]]
    risky_hand = [n for n in clean if n["_risky"] and not n["category"].startswith("clean mirror:") and not n["category"].endswith("[publishable]")]

    def pos(k):
        return sum(any(s in n["fields"][k] for s in n["secrets"]) for n in secret)
    rl = "\n".join(f"    {v:5d}  {k}" for k, v in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0])))
    if not rl:
        rl = ("    (none with this seed: every note passed all assertions on its first draw.  The retry path exists\n"
              "    for notes that fail an assertion -- e.g. a vendor token containing an ordinary word, such as\n"
              "    Braintree's access_token$production$..., next to prose that also says \"production\" -- and\n"
              "    would regenerate such a note from the next random draws.)")
    vl = "  " + "\n  ".join(", ".join(vendors[i:i + 6]) for i in range(0, len(vendors), 6))
    txt = README_TMPL.format(
        nbytes=len(data), sha=hashlib.sha256(data).hexdigest(), last=f"{len(notes):03d}", n=len(notes),
        n_secret=len(secret), n_clean=len(clean), s_en=sum(n["lang"] == "en" for n in secret),
        s_ko=sum(n["lang"] == "ko" for n in secret), c_en=sum(n["lang"] == "en" for n in clean),
        c_ko=sum(n["lang"] == "ko" for n in clean), n_listed=sum(len(n["secrets"]) for n in secret),
        n_multi=sum(len(n["secrets"]) > 1 for n in secret), n_vendor_notes=len(vendor_notes), n_vendors=len(vendors),
        n_vendor_entries=len(VENDORS), n_vendor_slots=sum(n['category'].startswith('vendor:') for n in secret),
        n_vendor_hand=sum(n['category'].endswith('[Vendor]') and not n['category'].startswith('vendor:') for n in secret), n_generic_t=len(SECRET_T), n_generic_notes=len(generic_notes),
        n_cats=len(cats), max_cat=max(cats.values()), n_pub=len(pub), n_mirror=len(mirror), n_risky_hand=len(risky_hand),
        n_risky_t=sum(1 for t in CLEAN_T if t[2]), n_plain=len(plain), n_plain_t=sum(1 for t in CLEAN_T if not t[2]),
        n_risky=len(risky), pct_risky=100.0 * len(risky) / len(clean), n_risky_pub=len(risky) + len(pub),
        pct_risky_pub=100.0 * (len(risky) + len(pub)) / len(clean),
        mx_mc=max(len(n["fields"]["missing_context"].encode()) for n in notes),
        mx_le=max(len(n["fields"]["lesson"].encode()) for n in notes),
        mx_ask=max(len(n["fields"]["ask_next_time"].encode()) for n in notes),
        pos_mc=pos("missing_context"), pos_le=pos("lesson"), pos_ask=pos("ask_next_time"),
        retries=retries, retry_lines=rl, vendor_list=vl)
    with open(os.path.join(here, "README_v26.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(txt)
    return data


if __name__ == "__main__":
    notes, retries, reasons = generate()
    data = write_outputs(notes, retries, reasons)
    print(f"wrote {len(notes)} notes, {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}, retries {retries}")
