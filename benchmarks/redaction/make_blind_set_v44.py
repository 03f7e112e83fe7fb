#!/usr/bin/env python3
"""Generator for blind_set_v44.jsonl (credential-redaction filter evaluation set).

Deterministic: a single PRNG, random.Random(44_2026_1126), drives every choice.
Python 3 standard library only.  Usage:  python3 make_blind_set_v44.py [out.jsonl]
"""
import base64
import hashlib
import json
import random
import re
import string
import sys
import urllib.parse

R = random.Random(44_2026_1126)

# ----------------------------------------------------------------------------
# random primitives (all driven by R)
# ----------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64C = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def an(n):
    return rs(AN, n)


def anl(n):
    return rs(ANL, n)


def anu(n):
    return rs(ANU, n)


def hx(n):
    return rs(HEX, n)


def hxu(n):
    return rs(HEXU, n)


def dg(n):
    return R.choice("123456789") + rs(DG, n - 1)


def b64u(n):
    return rs(B64U, n)


def b32(n):
    return rs(B32, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64bytes(n):
    return base64.b64encode(rbytes(n)).decode()


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64url_nopad(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def jdump(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def jwt(payload, alg="HS256", kid=None, sig_len=None):
    head = {"alg": alg, "typ": "JWT"}
    if kid:
        head = {"alg": alg, "kid": kid, "typ": "JWT"}
    if sig_len is None:
        sig_len = {"HS256": 43, "RS256": 342, "ES256": 86, "EdDSA": 86}.get(alg, 43)
    return b64url_nopad(jdump(head)) + "." + b64url_nopad(jdump(payload)) + "." + b64u(sig_len)


def ts_recent():
    return 1730000000 + R.randrange(0, 3000000)


def pct(s):
    """percent-encode a password for the userinfo part of a URL."""
    return urllib.parse.quote(s, safe="")


def chunk(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def date_str():
    return "2025-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))


def time_str():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def iso_ts():
    return "%sT%s.%03dZ" % (date_str(), time_str(), R.randint(0, 999))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 250)),
                 "192.168.%d.%d" % (R.randint(0, 20), R.randint(2, 250))])


# ----------------------------------------------------------------------------
# key material shaped like real DER/OpenSSH structures (random bodies)
# ----------------------------------------------------------------------------
def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_private(comment):
    pk = rbytes(32)
    sk = rbytes(32)
    check = rbytes(4)
    pub = _sshstr("ssh-ed25519") + _sshstr(pk)
    priv = check + check + _sshstr("ssh-ed25519") + _sshstr(pk) + _sshstr(sk + pk) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + \
        (1).to_bytes(4, "big") + _sshstr(pub) + _sshstr(priv)
    return chunk(base64.b64encode(blob).decode(), 70)


def ssh_ed25519_public(comment):
    blob = _sshstr("ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def ssh_rsa_public(comment):
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([R.randint(0xc0, 0xff)]) + rbytes(255))
    return "ssh-rsa " + base64.b64encode(blob).decode() + " " + comment


def ec_p256_sec1_lines():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
    return chunk(base64.b64encode(der).decode(), 64)


def ec_p256_pkcs8_lines():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
        bytes.fromhex("a14403420004") + rbytes(64)
    return chunk(base64.b64encode(der).decode(), 64)


def ed25519_pkcs8_lines():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return chunk(base64.b64encode(der).decode(), 64)


def rsa_pkcs1_lines():
    der = bytes.fromhex("308204a40201000282010100") + bytes([R.randint(0xc0, 0xff)]) + rbytes(255) + \
        bytes.fromhex("0203010001028201") + rbytes(900)
    return chunk(base64.b64encode(der).decode(), 64)


def rsa_pkcs8_lines():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + \
        bytes([R.randint(0xc0, 0xff)]) + rbytes(255) + bytes.fromhex("0203010001028201") + rbytes(900)
    return chunk(base64.b64encode(der).decode(), 64)


def x509_cert_lines(n):
    der = bytes.fromhex("308205") + rbytes(1) + bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("a00302010202") + rbytes(3 * n * 16)
    return chunk(base64.b64encode(der).decode(), 64)[:n]


# ----------------------------------------------------------------------------
# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME switched off
# ----------------------------------------------------------------------------
_KL = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_KV = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_KT = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
       "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keys(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_KL[c // 588] + _KV[(c % 588) // 28] + _KT[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑해", "안녕하세요", "우리집", "행복", "하늘", "바다", "고양이", "강아지", "봄날", "초코", "몽이", "해피",
            "별빛", "감자", "두부", "호랑이", "가을", "민트", "딸기", "보리", "구름", "달빛", "토끼", "여름",
            "김민수", "박지훈", "이서연", "최유진", "정하늘", "윤도현", "한지민", "오세훈", "서재민", "조은비", "신동욱"]
EN_WORDS = ["violet", "anchor", "sponge", "harbor", "quartz", "maple", "falcon", "orbit", "copper", "meadow", "lantern",
            "tundra", "cobalt", "pepper", "saddle", "juniper", "glacier", "walnut", "velvet", "thistle", "canyon",
            "ember", "pixel", "rocket", "marble", "willow", "zephyr", "bamboo", "otter", "crimson", "nimbus", "cactus"]
SYM = "!@#$%^&*"


# ----------------------------------------------------------------------------
# generic secret values
# ----------------------------------------------------------------------------
PW_SYM = "!@#%^&*-_+=.?~"


def pw_human():
    w = pick(EN_WORDS)
    k = R.randint(0, 6)
    if k == 0:
        return w.capitalize() + str(R.randint(2019, 2026)) + pick("!@#?*")
    if k == 1:
        return pick(["Spring", "Summer", "Autumn", "Winter"]) + str(R.randint(2019, 2026)) + pick("!@#$") + dg(2)
    if k == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + pick(SYM) + dg(R.randint(2, 4))
    if k == 3:
        return pick(["Welcome", "Letmein", "Company", "Seoul", "Busan", "Tokyo", "Berlin"]) + "@" + str(R.randint(2019, 2026)) + pick(["", "!", "#1"])
    if k == 4:
        return w + pick(["_", ".", "-"]) + pick(EN_WORDS) + dg(2) + pick(SYM)
    if k == 5:
        return pick(["Jiwoo", "Minjun", "Seoyeon", "Hana", "Yuki", "Kenji", "Lukas", "Emma", "Noah"]) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick("!@#")
    return w.upper()[:3] + w[3:] + str(R.randint(100, 9999)) + pick(SYM) + pick(SYM)


def pw_ko():
    w = ko_keys(pick(KO_WORDS))
    k = R.randint(0, 4)
    if k == 0:
        out = w + str(R.randint(1980, 2024)) + pick("!@#")
    elif k == 1:
        out = w[0].upper() + w[1:] + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["!", "!!", "@", "#"])
    elif k == 2:
        out = w + pick(["123!@#", "1234", "!@#$", "0000!", "*" + dg(4)])
    elif k == 3:
        out = ko_keys(pick(KO_WORDS)) + pick(["&", "_", "."]) + w + dg(2)
    else:
        out = pick(SYM) + w + dg(3) + pick(SYM)
    if len(out) < 8:
        out += dg(8 - len(out))
    return out


def pw_hangul():
    out = pick(KO_WORDS) + pick(KO_WORDS) + dg(R.randint(2, 4)) + pick(["", "!", "^^", "~"])
    if len(out) < 8:
        out += dg(8 - len(out))
    return out


def pw_strong(n=None):
    n = n or R.randint(14, 28)
    while True:
        s = rs(AN + PW_SYM, n)
        if any(c in PW_SYM for c in s) and any(c in DG for c in s) and s[0] not in "-#*&!%@?=~":
            return s


def pw_alnum(n=None):
    return an(n or R.randint(16, 32))


def passphrase():
    words = [pick(EN_WORDS) for _ in range(R.randint(3, 5))]
    sep = pick(["-", " ", ".", "_"])
    s = sep.join(words)
    if chance(0.5):
        s += sep + dg(R.randint(1, 3))
    return s


def pw_any(lang):
    k = R.random()
    if lang == "ko" and k < 0.35:
        return pw_ko()
    if k < 0.55:
        return pw_human()
    if k < 0.8:
        return pw_strong()
    if k < 0.9:
        return pw_alnum()
    return passphrase().replace(" ", "-")


# ----------------------------------------------------------------------------
# vendor credential specs.  parts: (VAR, generator, listed?)
# http: (method, url, header template with {v})   {v} = first listed part
# ----------------------------------------------------------------------------
SPECS = []


def S(vendor, region, desc, parts, http=None, slug=None):
    SPECS.append({"vendor": vendor, "region": region, "desc": desc, "parts": parts, "http": http,
                  "slug": slug or "".join(c for c in vendor.lower() if c.isalnum())})


def _aws_id(): return "AKIA" + b32(16)
def _aws_sec(): return rs(AN + "+/", 40)
def _gh_pat(): return "github_pat_11" + anu(7) + "0" + an(12) + "_" + an(59)
def _openai(): return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)
def _openai_old(): return "sk-" + an(20) + "T3BlbkFJ" + an(20)
def _stripe(mode): return "sk_%s_51" % mode + an(R.choice([22, 96]))
def _sentry_org_token():
    return "sntrys_" + b64url_nopad(jdump({"iat": ts_recent() + 0.123, "url": "https://sentry.io",
                                           "region_url": "https://us.sentry.io", "org": pick(["acme", "hanbit", "koala-labs"])})) + "_" + b64u(43)
def _ncp_ak(): return pick(["ncp_iam_BPAMKR" + anu(20), anu(20)])
def _ncp_sk(): return pick(["ncp_iam_BPKMKR" + an(40), an(40)])
def _discord_bot(): return b64url_nopad(dg(19)) + "." + b64u(6) + "." + b64u(38)
def _mapbox_sk(): return "sk." + b64url_nopad(jdump({"u": pick(["mapteam", "jkim", "geo-ops"]), "a": "cl" + anl(23)})) + "." + b64u(22)
def _cf_tunnel(): return b64s(jdump({"a": hx(32), "t": uuid4(), "s": b64bytes(32)}))
def _ops_token():
    return "ops_" + b64url_nopad(jdump({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                                        "iterations": 650000, "salt": b64u(22)}, "email": anl(13) + "@1passwordserviceaccounts.com",
                                        "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(43), "key_ops": ["encrypt", "decrypt"],
                                        "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + anu(6) + "-" + anu(6) + "-" + anu(5) + "-" + anu(5) + "-" + anu(5) + "-" + anu(5),
                                        "throttleSecret": {"seed": hx(64), "uuid": anu(26)}, "deviceUuid": anl(26)}))
def _grafana_cloud(): return "glc_" + b64url_nopad(jdump({"o": dg(6), "n": "stack-%s-integration-%s" % (dg(6), pick(["alloy", "otel", "k6"])), "k": an(24), "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-east-0"])}}))
def _supabase_service(ref):
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1700000000 + R.randrange(10 ** 7), "exp": 2015000000 + R.randrange(10 ** 7)})


S("AWS", "global", "access key pair", [("AWS_ACCESS_KEY_ID", _aws_id, True), ("AWS_SECRET_ACCESS_KEY", _aws_sec, True)])
S("GitHub", "global", "fine-grained PAT", [("GITHUB_TOKEN", _gh_pat, True)],
  ("GET", "https://api.github.com/repos/%s/actions/runs", "Authorization: Bearer {v}"))
S("GitHub", "global", "classic PAT", [("GH_TOKEN", lambda: "ghp_" + an(36), True)],
  ("GET", "https://api.github.com/user", "Authorization: token {v}"))
S("GitHub", "global", "OAuth user token", [("GITHUB_OAUTH_TOKEN", lambda: "gho_" + an(36), True)],
  ("GET", "https://api.github.com/user/emails", "Authorization: Bearer {v}"))
S("GitHub", "global", "App installation token", [("GITHUB_APP_TOKEN", lambda: "ghs_" + an(36), True)],
  ("POST", "https://api.github.com/repos/%s/issues", "Authorization: Bearer {v}"))
S("GitLab", "global", "personal access token", [("GITLAB_TOKEN", lambda: "glpat-" + b64u(20), True)],
  ("GET", "https://gitlab.com/api/v4/projects?membership=true", "PRIVATE-TOKEN: {v}"))
S("GitLab", "global", "runner registration token", [("REGISTRATION_TOKEN", lambda: "GR1348941" + b64u(20), True)])
S("GitLab", "global", "runner authentication token", [("CI_RUNNER_TOKEN", lambda: "glrt-" + b64u(20), True)])
S("GitLab", "global", "deploy token", [("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + b64u(20), True)])
S("GitLab", "global", "pipeline trigger token", [("TRIGGER_TOKEN", lambda: "glptt-" + hx(40), True)])
S("Bitbucket", "global", "app password", [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(32) + hxu(8), True)])
S("npm", "global", "automation token", [("NPM_TOKEN", lambda: "npm_" + an(36), True)])
S("PyPI", "global", "API token", [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + b64u(R.randint(140, 170)), True)])
S("RubyGems", "global", "API key", [("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), True)])
S("NuGet", "global", "API key", [("NUGET_API_KEY", lambda: "oy2" + anl(43), True)])
S("Docker Hub", "global", "personal access token", [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64u(27), True)])
S("crates.io", "global", "API token", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32), True)])
S("JFrog", "global", "Artifactory API key", [("ARTIFACTORY_API_KEY", lambda: "AKCp8" + an(68), True)],
  ("GET", "https://acme.jfrog.io/artifactory/api/repositories", "X-JFrog-Art-Api: {v}"))
S("JFrog", "global", "reference token", [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + an(50), True)],
  ("GET", "https://acme.jfrog.io/artifactory/api/system/ping", "Authorization: Bearer {v}"))
S("CircleCI", "global", "personal API token", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40), True)],
  ("GET", "https://circleci.com/api/v2/me", "Circle-Token: {v}"))
S("Buildkite", "global", "API access token", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), True)],
  ("GET", "https://api.buildkite.com/v2/organizations", "Authorization: Bearer {v}"))
S("SonarQube", "global", "user token", [("SONAR_TOKEN", lambda: "squ_" + hx(40), True)])
S("Terraform Cloud", "global", "team API token", [("TFE_TOKEN", lambda: an(14) + ".atlasv1." + an(67), True)],
  ("GET", "https://app.terraform.io/api/v2/organizations", "Authorization: Bearer {v}"))
S("Pulumi", "global", "access token", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), True)])
S("HashiCorp Vault", "global", "service token", [("VAULT_TOKEN", lambda: "hvs.CAESI" + b64u(82), True)],
  ("GET", "https://vault.internal:8200/v1/secret/data/app", "X-Vault-Token: {v}"))
S("Doppler", "global", "service token", [("DOPPLER_TOKEN", lambda: "dp.st.prd." + an(43), True)])
S("Postman", "global", "API key", [("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), True)],
  ("GET", "https://api.getpostman.com/collections", "X-Api-Key: {v}"))
S("Atlassian", "global", "API token", [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64u(170) + "=" + hxu(8), True)])
S("Linear", "global", "API key", [("LINEAR_API_KEY", lambda: "lin_api_" + an(40), True)],
  ("POST", "https://api.linear.app/graphql", "Authorization: {v}"))
S("Notion", "global", "integration token", [("NOTION_TOKEN", lambda: "ntn_" + dg(11) + an(35), True)],
  ("GET", "https://api.notion.com/v1/users", "Authorization: Bearer {v}"))
S("Notion", "global", "legacy integration secret", [("NOTION_API_KEY", lambda: "secret_" + an(43), True)])
S("Airtable", "global", "personal access token", [("AIRTABLE_PAT", lambda: "pat" + an(14) + "." + hx(64), True)],
  ("GET", "https://api.airtable.com/v0/meta/bases", "Authorization: Bearer {v}"))
S("Figma", "global", "personal access token", [("FIGMA_TOKEN", lambda: "figd_" + b64u(40), True)],
  ("GET", "https://api.figma.com/v1/me", "X-Figma-Token: {v}"))
S("HubSpot", "global", "private app token", [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4(), True)],
  ("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=5", "Authorization: Bearer {v}"))
S("Asana", "global", "personal access token", [("ASANA_PAT", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32), True)],
  ("GET", "https://app.asana.com/api/1.0/users/me", "Authorization: Bearer {v}"))
S("Trello", "global", "API token", [("TRELLO_KEY", lambda: hx(32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + hxu(8), True)])
S("Zendesk", "global", "API token", [("ZENDESK_API_TOKEN", lambda: an(40), True)])
S("Intercom", "global", "access token", [("INTERCOM_ACCESS_TOKEN", lambda: b64s("tok:%s:1:0" % uuid4()), True)],
  ("GET", "https://api.intercom.io/me", "Authorization: Bearer {v}"))
S("Salesforce", "global", "session access token", [("SF_ACCESS_TOKEN", lambda: "00D" + anu(12) + "!AQ" + an(2) + "AQ" + rs(AN + "._", 92), True)],
  ("GET", "https://acme.my.salesforce.com/services/data/v60.0/sobjects", "Authorization: Bearer {v}"))
S("Dropbox", "global", "short-lived access token", [("DROPBOX_TOKEN", lambda: "sl.B" + b64u(135), True)],
  ("POST", "https://api.dropboxapi.com/2/files/list_folder", "Authorization: Bearer {v}"))
S("Okta", "global", "API token", [("OKTA_API_TOKEN", lambda: "00" + b64u(40), True)],
  ("GET", "https://acme.okta.com/api/v1/users?limit=25", "Authorization: SSWS {v}"))
S("Auth0", "global", "client secret", [("AUTH0_CLIENT_ID", lambda: an(32), False), ("AUTH0_CLIENT_SECRET", lambda: b64u(64), True)])
S("Clerk", "global", "secret key", [("CLERK_SECRET_KEY", lambda: "sk_live_" + an(40), True)])
S("Twilio", "global", "auth token", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", lambda: hx(32), True)])
S("SendGrid", "global", "API key", [("SENDGRID_API_KEY", lambda: "SG." + b64u(22) + "." + b64u(43), True)],
  ("POST", "https://api.sendgrid.com/v3/mail/send", "Authorization: Bearer {v}"))
S("Mailgun", "global", "private API key", [("MAILGUN_API_KEY", lambda: pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), True)])
S("Mailchimp", "global", "API key", [("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(1, 21)), True)])
S("Postmark", "global", "server token (UUID)", [("POSTMARK_SERVER_TOKEN", uuid4, True)],
  ("POST", "https://api.postmarkapp.com/email", "X-Postmark-Server-Token: {v}"))
S("Brevo", "europe", "API key", [("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16), True)],
  ("GET", "https://api.brevo.com/v3/account", "api-key: {v}"))
S("Vonage", "europe", "API secret", [("VONAGE_API_KEY", lambda: hx(8), False), ("VONAGE_API_SECRET", lambda: an(16), True)])
S("MessageBird", "europe", "live access key", [("MESSAGEBIRD_ACCESS_KEY", lambda: an(25), True)],
  ("GET", "https://rest.messagebird.com/balance", "Authorization: AccessKey {v}"))
S("Telegram", "global", "bot token", [("TELEGRAM_BOT_TOKEN", lambda: dg(10) + ":AA" + b64u(33), True)])
S("Discord", "global", "bot token", [("DISCORD_TOKEN", _discord_bot, True)],
  ("GET", "https://discord.com/api/v10/users/@me", "Authorization: Bot {v}"))
S("Slack", "global", "bot token", [("SLACK_BOT_TOKEN", lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), True)],
  ("POST", "https://slack.com/api/chat.postMessage", "Authorization: Bearer {v}"))
S("Slack", "global", "user token", [("SLACK_USER_TOKEN", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32), True)],
  ("GET", "https://slack.com/api/conversations.history?channel=C0%s" % anu(9), "Authorization: Bearer {v}"))
S("Slack", "global", "app-level token", [("SLACK_APP_TOKEN", lambda: "xapp-1-A" + anu(10) + "-" + dg(13) + "-" + hx(64), True)])
S("Slack", "global", "signing secret", [("SLACK_SIGNING_SECRET", lambda: hx(32), True)])
S("Stripe", "global", "live secret key", [("STRIPE_SECRET_KEY", lambda: _stripe("live"), True)],
  ("GET", "https://api.stripe.com/v1/charges?limit=3", "Authorization: Bearer {v}"))
S("Stripe", "global", "test-mode secret key", [("STRIPE_SECRET_KEY", lambda: _stripe("test"), True)],
  ("POST", "https://api.stripe.com/v1/payment_intents", "Authorization: Bearer {v}"))
S("Stripe", "global", "restricted key", [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + an(96), True)])
S("Stripe", "global", "webhook signing secret", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32), True)])
S("Square", "global", "production access token", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u(60), True)],
  ("GET", "https://connect.squareup.com/v2/locations", "Authorization: Bearer {v}"))
S("Square", "global", "OAuth application secret", [("SQUARE_APP_ID", lambda: "sq0idp-" + b64u(22), False), ("SQUARE_APP_SECRET", lambda: "sq0csp-" + b64u(43), True)])
S("PayPal", "global", "REST client secret", [("PAYPAL_CLIENT_ID", lambda: "A" + b64u(79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + b64u(79), True)])
S("Braintree", "global", "access token", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + anl(16) + "$" + hx(32), True)])
S("Razorpay", "asia", "key secret", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14), False), ("RAZORPAY_KEY_SECRET", lambda: an(24), True)])
S("Paystack", "africa", "secret key", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), True)],
  ("GET", "https://api.paystack.co/transaction", "Authorization: Bearer {v}"))
S("Flutterwave", "africa", "secret key", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", True)])
S("Checkout.com", "europe", "sandbox secret key", [("CKO_SECRET_KEY", lambda: "sk_sbox_" + anl(26), True)],
  ("GET", "https://api.sandbox.checkout.com/payments/pay_" + anl(26), "Authorization: {v}"))
S("Binance", "global", "API key pair", [("BINANCE_API_KEY", lambda: an(64), True), ("BINANCE_API_SECRET", lambda: an(64), True)])
S("Plaid", "global", "secret", [("PLAID_CLIENT_ID", lambda: hx(24), False), ("PLAID_SECRET", lambda: hx(30), True)])
S("Shopify", "global", "Admin API access token", [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32), True)],
  ("GET", "https://acme-store.myshopify.com/admin/api/2024-10/orders.json", "X-Shopify-Access-Token: {v}"))
S("Shopify", "global", "app shared secret", [("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), True)])
S("Xendit", "asia", "secret API key", [("XENDIT_SECRET_KEY", lambda: "xnd_production_" + an(50), True)])
S("Midtrans", "asia", "server key", [("MIDTRANS_SERVER_KEY", lambda: "Mid-server-" + b64u(24), True)])
S("Mollie", "europe", "live API key", [("MOLLIE_API_KEY", lambda: "live_" + an(30), True)],
  ("GET", "https://api.mollie.com/v2/payments", "Authorization: Bearer {v}"))
S("Adyen", "europe", "API key", [("ADYEN_API_KEY", lambda: "AQEyhmfx" + rs(B64C, 80) + "==-" + rs(B64C, 43) + "=-" + an(16), True)],
  ("POST", "https://checkout-test.adyen.com/v71/payments", "X-API-Key: {v}"))
S("Klarna", "europe", "API credentials", [("KLARNA_USERNAME", lambda: "PK" + dg(5) + "_" + hx(12), False), ("KLARNA_PASSWORD", lambda: "klarna_live_api_" + b64u(60), True)])
S("GoCardless", "europe", "live access token", [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + b64u(40), True)])
S("Wise", "europe", "API token (UUID)", [("WISE_API_TOKEN", uuid4, True)],
  ("GET", "https://api.transferwise.com/v1/profiles", "Authorization: Bearer {v}"))
S("SumUp", "europe", "secret API key", [("SUMUP_API_KEY", lambda: "sup_sk_" + an(32), True)])
S("Paddle", "europe", "API key", [("PADDLE_API_KEY", lambda: "pdl_live_apikey_01" + anl(24) + "_" + an(22), True)])
S("Toss Payments", "korea", "secret key", [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "test_sk_", "live_gsk_"]) + an(28), True)])
S("PortOne", "korea", "V1 REST API secret", [("IMP_KEY", lambda: dg(16), False), ("IMP_SECRET", lambda: an(80), True)])
S("PortOne", "korea", "V2 API secret", [("PORTONE_API_SECRET", lambda: an(80), True)],
  ("POST", "https://api.portone.io/payments/order-%s/cancel" % dg(8), "Authorization: PortOne {v}"))
S("KakaoPay", "korea", "secret key", [("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + hxu(36), True)],
  ("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", "Authorization: SECRET_KEY {v}"))
S("Kakao", "korea", "REST API key", [("KAKAO_REST_API_KEY", lambda: hx(32), True)],
  ("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99", "Authorization: KakaoAK {v}"))
S("Kakao", "korea", "admin key", [("KAKAO_ADMIN_KEY", lambda: hx(32), True)],
  ("GET", "https://kapi.kakao.com/v1/user/ids", "Authorization: KakaoAK {v}"))
S("Naver Developers", "korea", "client secret", [("NAVER_CLIENT_ID", lambda: an(20), False), ("NAVER_CLIENT_SECRET", lambda: rs(AN + "_", 10), True)])
S("Naver Cloud", "korea", "access key pair", [("NCP_ACCESS_KEY", _ncp_ak, True), ("NCP_SECRET_KEY", _ncp_sk, True)])
S("NHN Cloud", "korea", "SMS secret key", [("NHN_APP_KEY", lambda: an(16), False), ("NHN_SECRET_KEY", lambda: an(8), True)])
S("Solapi", "korea", "API key pair", [("SOLAPI_API_KEY", lambda: "NCS" + anu(13), True), ("SOLAPI_API_SECRET", lambda: anu(32), True)])
S("Aligo", "korea", "SMS API key", [("ALIGO_USER_ID", lambda: pick(["hanbitsms", "acmekr", "shop_notify"]), False), ("ALIGO_API_KEY", lambda: anl(32), True)])
S("Sendbird", "korea", "API token", [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: hx(40), True)])
S("Channel.io", "korea", "open API access key pair", [("CHANNEL_ACCESS_KEY", lambda: hx(24), False), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), True)])
S("KG Inicis", "korea", "INIpay signKey", [("INICIS_MID", lambda: "INIpay" + dg(4), False), ("INICIS_SIGN_KEY", lambda: b64s(an(24)), True)])
S("NICEPAY", "korea", "merchant key", [("NICEPAY_MID", lambda: "nicepay" + dg(3) + "m", False), ("NICEPAY_MERCHANT_KEY", lambda: b64bytes(66), True)])
S("Cafe24", "korea", "OAuth client secret", [("CAFE24_CLIENT_ID", lambda: an(22), False), ("CAFE24_CLIENT_SECRET", lambda: an(22), True)])
S("Upbit", "korea", "Open API key pair", [("UPBIT_ACCESS_KEY", lambda: an(40), True), ("UPBIT_SECRET_KEY", lambda: an(40), True)])
S("Bithumb", "korea", "API key pair", [("BITHUMB_API_KEY", lambda: hx(32), True), ("BITHUMB_SECRET_KEY", lambda: hx(32), True)])
S("Korea Investment", "korea", "KIS Open API app key/secret", [("KIS_APP_KEY", lambda: "PS" + an(34), True), ("KIS_APP_SECRET", lambda: rs(B64C, 179) + "=", True)])
S("Alibaba Cloud", "china", "AccessKey pair", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30), True)])
S("Tencent Cloud", "china", "SecretId/SecretKey", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + an(32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: an(32), True)])
S("Baidu Cloud", "china", "BCE AK/SK", [("BCE_ACCESS_KEY_ID", lambda: hx(32), True), ("BCE_SECRET_ACCESS_KEY", lambda: hx(32), True)])
S("Huawei Cloud", "china", "AK/SK", [("HUAWEICLOUD_SDK_AK", lambda: anu(20), True), ("HUAWEICLOUD_SDK_SK", lambda: an(40), True)])
S("Volcengine", "china", "AK/SK", [("VOLC_ACCESSKEY", lambda: "AKLT" + an(40), True), ("VOLC_SECRETKEY", lambda: b64bytes(45), True)])
S("Qiniu", "china", "AK/SK", [("QINIU_ACCESS_KEY", lambda: b64u(40), True), ("QINIU_SECRET_KEY", lambda: b64u(40), True)])
S("WeChat", "china", "AppSecret", [("WECHAT_APPID", lambda: "wx" + hx(16), False), ("WECHAT_APPSECRET", lambda: hx(32), True)])
S("WeChat Pay", "china", "APIv3 key", [("WXPAY_MCHID", lambda: "16" + dg(8), False), ("WXPAY_APIV3_KEY", lambda: an(32), True)])
S("DingTalk", "china", "robot signing secret", [("DINGTALK_ACCESS_TOKEN", lambda: hx(64), True), ("DINGTALK_SECRET", lambda: "SEC" + hx(64), True)])
S("Feishu", "china", "app secret", [("FEISHU_APP_ID", lambda: "cli_" + hx(16), False), ("FEISHU_APP_SECRET", lambda: an(32), True)])
S("DashScope", "china", "API key", [("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), True)],
  ("POST", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", "Authorization: Bearer {v}"))
S("Moonshot", "china", "API key", [("MOONSHOT_API_KEY", lambda: "sk-" + an(48), True)],
  ("POST", "https://api.moonshot.cn/v1/chat/completions", "Authorization: Bearer {v}"))
S("Zhipu AI", "china", "API key", [("ZHIPUAI_API_KEY", lambda: hx(32) + "." + an(16), True)])
S("Baidu Qianfan", "china", "bce-v3 API key", [("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + an(21) + "/" + hx(40), True)],
  ("POST", "https://qianfan.baidubce.com/v2/chat/completions", "Authorization: Bearer {v}"))
S("DeepSeek", "china", "API key", [("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), True)],
  ("POST", "https://api.deepseek.com/chat/completions", "Authorization: Bearer {v}"))
S("Gitee", "china", "private token", [("GITEE_TOKEN", lambda: hx(32), True)])
S("LINE", "japan", "channel access token", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64C, 171) + "=", True)],
  ("POST", "https://api.line.me/v2/bot/message/push", "Authorization: Bearer {v}"))
S("LINE", "japan", "channel secret", [("LINE_CHANNEL_ID", lambda: dg(10), False), ("LINE_CHANNEL_SECRET", lambda: hx(32), True)])
S("Chatwork", "japan", "API token", [("CHATWORK_API_TOKEN", lambda: hx(32), True)],
  ("GET", "https://api.chatwork.com/v2/me", "X-ChatWorkToken: {v}"))
S("Backlog", "japan", "API key", [("BACKLOG_API_KEY", lambda: an(64), True)])
S("kintone", "japan", "API token", [("KINTONE_API_TOKEN", lambda: an(40), True)],
  ("GET", "https://acme.cybozu.com/k/v1/records.json?app=%d" % R.randint(10, 400), "X-Cybozu-API-Token: {v}"))
S("PAY.JP", "japan", "secret key", [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(24), True)])
S("Sakura Cloud", "japan", "API token/secret", [("SAKURACLOUD_ACCESS_TOKEN", uuid4, False), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: an(64), True)])
S("freee", "japan", "OAuth client secret", [("FREEE_CLIENT_ID", lambda: dg(15), False), ("FREEE_CLIENT_SECRET", lambda: b64u(43), True)])
S("Yahoo! JAPAN", "japan", "client secret", [("YJ_CLIENT_ID", lambda: "dj00" + an(52), False), ("YJ_SECRET", lambda: an(40), True)])
S("GMO Payment Gateway", "japan", "shop password", [("GMO_SHOP_ID", lambda: "tshop" + dg(8), False), ("GMO_SHOP_PASS", lambda: anl(8), True)])
S("Scaleway", "europe", "API key pair", [("SCW_ACCESS_KEY", lambda: "SCW" + anu(17), True), ("SCW_SECRET_KEY", uuid4, True)])
S("OVHcloud", "europe", "application secret + consumer key", [("OVH_APPLICATION_KEY", lambda: an(16), False), ("OVH_APPLICATION_SECRET", lambda: an(32), True), ("OVH_CONSUMER_KEY", lambda: an(32), True)])
S("Hetzner", "europe", "Cloud API token", [("HCLOUD_TOKEN", lambda: an(64), True)],
  ("GET", "https://api.hetzner.cloud/v1/servers", "Authorization: Bearer {v}"))
S("Yandex Cloud", "europe", "API key", [("YC_API_KEY", lambda: "AQVN" + b64u(36), True)],
  ("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "Authorization: Api-Key {v}"))
S("Exoscale", "europe", "API key pair", [("EXOSCALE_API_KEY", lambda: "EXO" + hx(24), True), ("EXOSCALE_API_SECRET", lambda: b64u(43), True)])
S("DeepL", "europe", "auth key", [("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", True)],
  ("POST", "https://api-free.deepl.com/v2/translate", "Authorization: DeepL-Auth-Key {v}"))
S("Spotify", "europe", "client secret", [("SPOTIFY_CLIENT_ID", lambda: hx(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), True)])
S("Contentful", "europe", "management token", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + b64u(43), True)])
S("Infobip", "europe", "API key", [("INFOBIP_API_KEY", lambda: hx(32) + "-" + uuid4(), True)],
  ("POST", "https://xyz12.api.infobip.com/sms/2/text/advanced", "Authorization: App {v}"))
S("Pipedrive", "europe", "API token", [("PIPEDRIVE_API_TOKEN", lambda: hx(40), True)],
  ("GET", "https://acme.pipedrive.com/api/v1/deals?api_token={v}", None))
S("Typeform", "europe", "personal token", [("TYPEFORM_TOKEN", lambda: "tfp_" + an(44), True)])
S("Mistral", "europe", "API key", [("MISTRAL_API_KEY", lambda: an(32), True)],
  ("POST", "https://api.mistral.ai/v1/chat/completions", "Authorization: Bearer {v}"))
S("Sentry", "global", "organization auth token", [("SENTRY_AUTH_TOKEN", _sentry_org_token, True)])
S("Sentry", "global", "user auth token", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), True)],
  ("GET", "https://sentry.io/api/0/projects/", "Authorization: Bearer {v}"))
S("OpenAI", "global", "project API key", [("OPENAI_API_KEY", _openai, True)],
  ("POST", "https://api.openai.com/v1/chat/completions", "Authorization: Bearer {v}"))
S("OpenAI", "global", "legacy user key", [("OPENAI_API_KEY", _openai_old, True)])
S("OpenAI", "global", "service account key", [("OPENAI_API_KEY", lambda: "sk-svcacct-" + b64u(74) + "T3BlbkFJ" + b64u(74), True)])
S("Anthropic", "global", "API key", [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64u(93) + "AA", True)],
  ("POST", "https://api.anthropic.com/v1/messages", "x-api-key: {v}"))
S("Anthropic", "global", "admin key", [("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64u(93) + "AA", True)])
S("Hugging Face", "global", "access token", [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), True)],
  ("GET", "https://huggingface.co/api/whoami-v2", "Authorization: Bearer {v}"))
S("Replicate", "global", "API token", [("REPLICATE_API_TOKEN", lambda: "r8_" + an(37), True)])
S("Groq", "global", "API key", [("GROQ_API_KEY", lambda: "gsk_" + an(52), True)],
  ("POST", "https://api.groq.com/openai/v1/chat/completions", "Authorization: Bearer {v}"))
S("Perplexity", "global", "API key", [("PERPLEXITY_API_KEY", lambda: "pplx-" + an(48), True)])
S("xAI", "global", "API key", [("XAI_API_KEY", lambda: "xai-" + an(80), True)])
S("Cohere", "global", "API key", [("COHERE_API_KEY", lambda: an(40), True)],
  ("POST", "https://api.cohere.com/v2/embed", "Authorization: Bearer {v}"))
S("Together AI", "global", "API key", [("TOGETHER_API_KEY", lambda: hx(64), True)])
S("Fireworks", "global", "API key", [("FIREWORKS_API_KEY", lambda: "fw_" + an(24), True)])
S("ElevenLabs", "global", "API key", [("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), True)],
  ("GET", "https://api.elevenlabs.io/v1/voices", "xi-api-key: {v}"))
S("Pinecone", "global", "API key", [("PINECONE_API_KEY", lambda: "pcsk_" + an(5) + "_" + an(63), True)])
S("Weights & Biases", "global", "API key", [("WANDB_API_KEY", lambda: hx(40), True)])
S("LangSmith", "global", "personal API key", [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), True)])
S("OpenRouter", "global", "API key", [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), True)],
  ("POST", "https://openrouter.ai/api/v1/chat/completions", "Authorization: Bearer {v}"))
S("Google AI Studio", "global", "Gemini API key", [("GEMINI_API_KEY", lambda: "AIza" + b64u(35), True)],
  ("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={v}", None))
S("AssemblyAI", "global", "API key", [("ASSEMBLYAI_API_KEY", lambda: hx(32), True)])
S("Deepgram", "global", "API key", [("DEEPGRAM_API_KEY", lambda: hx(40), True)],
  ("POST", "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", "Authorization: Token {v}"))
S("Voyage AI", "global", "API key", [("VOYAGE_API_KEY", lambda: "pa-" + b64u(43), True)])
S("Tavily", "global", "API key", [("TAVILY_API_KEY", lambda: "tvly-" + pick(["", "dev-", "prod-"]) + an(32), True)])
S("Firecrawl", "global", "API key", [("FIRECRAWL_API_KEY", lambda: "fc-" + hx(32), True)])
S("Langfuse", "europe", "secret key", [("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), True)])
S("Cerebras", "global", "API key", [("CEREBRAS_API_KEY", lambda: "csk-" + anl(48), True)])
S("Azure OpenAI", "global", "resource key", [("AZURE_OPENAI_API_KEY", lambda: hx(32), True)],
  ("POST", "https://acme-openai-krc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21", "api-key: {v}"))
S("Stability AI", "global", "API key", [("STABILITY_API_KEY", lambda: "sk-" + an(48), True)])
S("Modal", "global", "token secret", [("MODAL_TOKEN_ID", lambda: "ak-" + an(22), False), ("MODAL_TOKEN_SECRET", lambda: "as-" + an(22), True)])
S("Databricks", "global", "personal access token", [("DATABRICKS_TOKEN", lambda: "dapi" + hx(32), True)],
  ("GET", "https://adb-%s.%d.azuredatabricks.net/api/2.0/clusters/list" % (dg(16), R.randint(1, 19)), "Authorization: Bearer {v}"))
S("Datadog", "global", "API + application key", [("DD_API_KEY", lambda: hx(32), True), ("DD_APP_KEY", lambda: hx(40), True)])
S("New Relic", "global", "user API key", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + anu(27), True)],
  ("POST", "https://api.newrelic.com/graphql", "API-Key: {v}"))
S("New Relic", "global", "ingest license key", [("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", True)])
S("Honeycomb", "global", "API key", [("HONEYCOMB_API_KEY", lambda: an(22), True)],
  ("GET", "https://api.honeycomb.io/1/auth", "X-Honeycomb-Team: {v}"))
S("Grafana", "global", "service account token", [("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8), True)],
  ("GET", "https://grafana.internal.acme.io/api/dashboards/uid/%s" % anl(9), "Authorization: Bearer {v}"))
S("Grafana Cloud", "global", "access policy token", [("GRAFANA_CLOUD_TOKEN", _grafana_cloud, True)])
S("Dynatrace", "europe", "API token", [("DT_API_TOKEN", lambda: "dt0c01." + anu(24) + "." + anu(64), True)],
  ("GET", "https://abc12345.live.dynatrace.com/api/v2/metrics", "Authorization: Api-Token {v}"))
S("Splunk", "global", "HEC token (UUID)", [("SPLUNK_HEC_TOKEN", lambda: uuid4().upper(), True)],
  ("POST", "https://splunk.internal.acme.io:8088/services/collector/event", "Authorization: Splunk {v}"))
S("Elastic", "global", "API key (encoded)", [("ELASTIC_API_KEY", lambda: b64s(b64u(20) + ":" + b64u(22)), True)],
  ("GET", "https://acme-prod.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices?v", "Authorization: ApiKey {v}"))
S("Sumo Logic", "global", "access key", [("SUMO_ACCESS_ID", lambda: "su" + an(12), False), ("SUMO_ACCESS_KEY", lambda: an(64), True)])
S("Better Stack", "europe", "source token", [("LOGTAIL_SOURCE_TOKEN", lambda: an(24), True)],
  ("POST", "https://in.logs.betterstack.com", "Authorization: Bearer {v}"))
S("PagerDuty", "global", "Events API routing key", [("PAGERDUTY_ROUTING_KEY", lambda: hx(32), True)])
S("PagerDuty", "global", "REST API token", [("PAGERDUTY_API_TOKEN", lambda: "u+" + b64u(18), True)],
  ("GET", "https://api.pagerduty.com/incidents?statuses[]=triggered", "Authorization: Token token={v}"))
S("Opsgenie", "global", "API key (UUID)", [("OPSGENIE_API_KEY", uuid4, True)],
  ("POST", "https://api.opsgenie.com/v2/alerts", "Authorization: GenieKey {v}"))
S("Rollbar", "global", "post_server_item token", [("ROLLBAR_ACCESS_TOKEN", lambda: hx(32), True)])
S("Bugsnag", "global", "API key", [("BUGSNAG_API_KEY", lambda: hx(32), True)])
S("Loggly", "global", "customer token", [("LOGGLY_TOKEN", uuid4, True)],
  ("POST", "https://logs-01.loggly.com/inputs/{v}/tag/http/", None))
S("Coralogix", "europe", "send-your-data key", [("CORALOGIX_PRIVATE_KEY", lambda: "cxtp_" + an(30), True)])
S("Axiom", "global", "API token", [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), True)])
S("Cloudflare", "global", "API token", [("CLOUDFLARE_API_TOKEN", lambda: b64u(40), True)],
  ("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization: Bearer {v}"))
S("Cloudflare", "global", "Global API key", [("CLOUDFLARE_EMAIL", lambda: "ops@acme.io", False), ("CLOUDFLARE_API_KEY", lambda: hx(37), True)])
S("Fastly", "global", "API token", [("FASTLY_API_TOKEN", lambda: b64u(32), True)],
  ("POST", "https://api.fastly.com/service/%s/purge_all" % an(22), "Fastly-Key: {v}"))
S("Akamai", "global", "EdgeGrid credentials", [("AKAMAI_CLIENT_SECRET", lambda: b64bytes(33), True), ("AKAMAI_ACCESS_TOKEN", lambda: "akab-" + anl(16) + "-" + anl(16), True),
                                              ("AKAMAI_CLIENT_TOKEN", lambda: "akab-" + anl(16) + "-" + anl(16), True)])
S("Vercel", "global", "access token", [("VERCEL_TOKEN", lambda: an(24), True)],
  ("GET", "https://api.vercel.com/v9/projects", "Authorization: Bearer {v}"))
S("Netlify", "global", "personal access token", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36), True)])
S("Heroku", "global", "API key", [("HEROKU_API_KEY", lambda: pick([uuid4(), "HRKU-AA" + b64u(58)]), True)],
  ("GET", "https://api.heroku.com/apps", "Authorization: Bearer {v}"))
S("Render", "global", "API key", [("RENDER_API_KEY", lambda: "rnd_" + an(32), True)],
  ("GET", "https://api.render.com/v1/services?limit=20", "Authorization: Bearer {v}"))
S("Fly.io", "global", "deploy token", [("FLY_API_TOKEN", lambda: "fm2_" + rs(B64C, 220) + "==", True)])
S("Railway", "global", "project token (UUID)", [("RAILWAY_TOKEN", uuid4, True)])
S("Supabase", "global", "service_role key", [("SUPABASE_SERVICE_ROLE_KEY", lambda: _supabase_service(anl(20)), True)])
S("Supabase", "global", "management access token", [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), True)])
S("Supabase", "global", "secret API key", [("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + b64u(31), True)])
S("PlanetScale", "global", "service token", [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: anl(12), False), ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + b64u(43), True)])
S("Neon", "global", "API key", [("NEON_API_KEY", lambda: "napi_" + anl(64), True)],
  ("GET", "https://console.neon.tech/api/v2/projects", "Authorization: Bearer {v}"))
S("Upstash", "global", "Redis REST token", [("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%d.upstash.io" % (pick(["fond", "known", "brave"]), pick(["gecko", "lark", "mole"]), R.randint(1000, 99999)), False),
                                          ("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + an(58) + "=", True)])
S("Turso", "global", "database auth token", [("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts_recent(), "id": uuid4()}, alg="EdDSA"), True)])
S("Firebase", "global", "FCM legacy server key", [("FCM_SERVER_KEY", lambda: "AAAA" + b64u(7) + ":APA91b" + b64u(134), True)],
  ("POST", "https://fcm.googleapis.com/fcm/send", "Authorization: key={v}"))
S("Cloudinary", "global", "API secret", [("CLOUDINARY_API_KEY", lambda: dg(15), False), ("CLOUDINARY_API_SECRET", lambda: b64u(27), True)])
S("Algolia", "global", "admin API key", [("ALGOLIA_APP_ID", lambda: anu(10), False), ("ALGOLIA_ADMIN_KEY", lambda: hx(32), True)])
S("Mapbox", "global", "secret token", [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)])
S("MinIO", "global", "access key pair", [("MINIO_ACCESS_KEY", lambda: anu(20), True), ("MINIO_SECRET_KEY", lambda: an(40), True)])
S("InfluxDB", "global", "API token", [("INFLUX_TOKEN", lambda: b64u(86) + "==", True)],
  ("POST", "https://influx.internal:8086/api/v2/write?org=acme&bucket=metrics", "Authorization: Token {v}"))
S("Confluent Cloud", "global", "API secret", [("CONFLUENT_API_KEY", lambda: anu(16), False), ("CONFLUENT_API_SECRET", lambda: rs(AN + "+/", 64), True)])
S("Tailscale", "global", "auth key", [("TS_AUTHKEY", lambda: "tskey-auth-k" + an(11) + "CNTRL-" + an(33), True)])
S("ngrok", "global", "authtoken", [("NGROK_AUTHTOKEN", lambda: "2" + an(26) + "_" + an(21), True)])
S("Cloudflare Tunnel", "global", "tunnel token", [("TUNNEL_TOKEN", _cf_tunnel, True)])
S("1Password", "global", "service account token", [("OP_SERVICE_ACCOUNT_TOKEN", _ops_token, True)])
S("Consul", "global", "ACL token (UUID)", [("CONSUL_HTTP_TOKEN", uuid4, True)],
  ("GET", "http://consul.service.internal:8500/v1/kv/app/config?recurse", "X-Consul-Token: {v}"))
S("LaunchDarkly", "global", "server SDK key", [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)])
S("LaunchDarkly", "global", "API access token", [("LD_API_KEY", lambda: "api-" + uuid4(), True)],
  ("GET", "https://app.launchdarkly.com/api/v2/flags/default", "Authorization: {v}"))
S("Statsig", "global", "server secret key", [("STATSIG_SERVER_SECRET", lambda: "secret-" + an(43), True)])
S("PostHog", "global", "personal API key", [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + an(47), True)],
  ("GET", "https://us.posthog.com/api/projects/%d/insights/" % R.randint(1000, 99999), "Authorization: Bearer {v}"))
S("Mixpanel", "global", "service account secret", [("MIXPANEL_SA_USERNAME", lambda: "ci-export.%s.mp-service-account" % hx(6), False), ("MIXPANEL_SA_SECRET", lambda: an(32), True)])
S("Amplitude", "global", "secret key", [("AMPLITUDE_API_KEY", lambda: hx(32), False), ("AMPLITUDE_SECRET_KEY", lambda: hx(32), True)])
S("OneSignal", "global", "REST API key", [("ONESIGNAL_APP_ID", uuid4, False), ("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LO + "234567", 100), True)])
S("RevenueCat", "global", "secret API key", [("REVENUECAT_SECRET_KEY", lambda: "sk_" + an(32), True)],
  ("GET", "https://api.revenuecat.com/v1/subscribers/app_user_%s" % dg(6), "Authorization: Bearer {v}"))
S("Expo", "global", "access token", [("EXPO_TOKEN", lambda: b64u(40), True)])
S("Codecov", "global", "upload token (UUID)", [("CODECOV_TOKEN", uuid4, True)])
S("Snyk", "global", "API token (UUID)", [("SNYK_TOKEN", uuid4, True)])
S("Jenkins", "global", "user API token", [("JENKINS_USER", lambda: pick(["deploy-bot", "ci-admin", "jenkins"]), False), ("JENKINS_API_TOKEN", lambda: "11" + hx(32), True)])
S("Octopus Deploy", "global", "API key", [("OCTOPUS_API_KEY", lambda: "API-" + anu(R.randint(26, 32)), True)],
  ("GET", "https://octopus.acme.io/api/projects/all", "X-Octopus-ApiKey: {v}"))
S("Harness", "global", "personal access token", [("HARNESS_API_KEY", lambda: "pat." + b64u(22) + "." + hx(24) + "." + an(20), True)])
S("Sonatype", "global", "Central user token password", [("OSSRH_USERNAME", lambda: an(8), False), ("OSSRH_PASSWORD", lambda: rs(AN + "+/", 44), True)])
S("Gradle", "global", "plugin portal secret", [("GRADLE_PUBLISH_KEY", lambda: an(32), False), ("GRADLE_PUBLISH_SECRET", lambda: an(32), True)])
S("Google Cloud", "global", "API key", [("GOOGLE_MAPS_SERVER_KEY", lambda: "AIza" + b64u(35), True)],
  ("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam&key={v}", None))
S("Google Cloud", "global", "OAuth client secret", [("GOOGLE_CLIENT_ID", lambda: dg(12) + "-" + anl(32) + ".apps.googleusercontent.com", False), ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64u(28), True)])
S("Google Cloud", "global", "OAuth refresh token", [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + pick("eg") + b64u(99), True)])
S("Azure", "global", "Entra ID client secret", [("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", lambda: an(3) + dg(1) + "Q~" + rs(AN + "_.~-", 34), True)])
S("Azure", "global", "storage account key", [("AZURE_STORAGE_ACCOUNT", lambda: pick(["acmeprodlogs", "hanbitmedia01", "stgreports"]), False), ("AZURE_STORAGE_KEY", lambda: b64bytes(64), True)])
S("Azure DevOps", "global", "personal access token", [("AZURE_DEVOPS_EXT_PAT", lambda: rs(LO + "234567", 52), True)])
S("IBM Cloud", "global", "API key", [("IBMCLOUD_API_KEY", lambda: b64u(44), True)])
S("DigitalOcean", "global", "personal access token", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), True)],
  ("GET", "https://api.digitalocean.com/v2/droplets", "Authorization: Bearer {v}"))
S("Linode", "global", "personal access token", [("LINODE_TOKEN", lambda: hx(64), True)])
S("Vultr", "global", "API key", [("VULTR_API_KEY", lambda: anu(36), True)],
  ("GET", "https://api.vultr.com/v2/instances", "Authorization: Bearer {v}"))
S("Twitch", "global", "client secret", [("TWITCH_CLIENT_ID", lambda: anl(30), False), ("TWITCH_CLIENT_SECRET", lambda: anl(30), True)])
S("Zoom", "global", "Server-to-Server OAuth secret", [("ZOOM_ACCOUNT_ID", lambda: b64u(22), False), ("ZOOM_CLIENT_ID", lambda: b64u(22), False), ("ZOOM_CLIENT_SECRET", lambda: an(32), True)])
S("Sanity", "global", "API token", [("SANITY_API_TOKEN", lambda: "sk" + an(180), True)])
S("Webflow", "global", "site API token", [("WEBFLOW_API_TOKEN", lambda: hx(64), True)])


# ----------------------------------------------------------------------------
# shared context vocabulary
# ----------------------------------------------------------------------------
SVCS = ["billing-api", "notify-worker", "web-frontend", "auth-service", "ingest-pipeline", "admin-dashboard",
        "search-indexer", "payments-gateway", "mobile-bff", "report-batch", "chatbot", "crawler", "settlement-batch",
        "order-service", "media-upload", "analytics-etl", "partner-sync", "coupon-service", "delivery-tracker",
        "cms-backend", "ml-inference", "data-export", "alerting-bridge", "user-profile"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "prod-kr", "stg-jp", "preview", "prod-eu"]
HOSTS = ["db-prod-01.internal", "pg-main.cluster-c9x2.ap-northeast-2.rds.amazonaws.com", "10.20.3.14", "mysql-stg.acme.local",
         "db.hanbit.internal", "pg-analytics.eu-west-1.rds.amazonaws.com", "172.16.4.21", "maria-01.idc.kr"]
USERS = ["app", "svc_billing", "readonly", "admin", "deploy", "etl_user", "root", "jenkins", "backend", "report"]
DBS = ["orders", "billing", "app_prod", "analytics", "users", "cms", "settlement", "inventory"]
PEOPLE_EN = ["Dana", "Mike", "Priya", "Tom", "Sara", "Alex", "Jonas", "Kenji", "Lucia"]
PEOPLE_KO = ["민수님", "지훈님", "서연님", "유진님", "도현님", "하늘님", "재민님", "은비님", "팀장님"]
TICKETS = ["OPS-%d", "PAY-%d", "INFRA-%d", "BE-%d", "SEC-%d", "PLAT-%d"]


def ticket():
    return pick(TICKETS) % R.randint(100, 4999)


def T(lang, en, ko):
    """language switch; each arg is a string or a list of alternatives."""
    v = ko if lang == "ko" else en
    if isinstance(v, (list, tuple)):
        v = pick(v)
    return v


class Ctx(dict):
    def __missing__(self, k):
        raise KeyError(k)


def fmt(s, c):
    return s.format_map(c)


def key_names(var, slug):
    low = var.lower()
    for p in (slug + "_", slug.replace("cloud", "") + "_"):
        if p != "_" and low.startswith(p) and len(low) > len(p):
            low = low[len(p):]
            break
    parts = low.split("_")
    camel = parts[0] + "".join(x.capitalize() for x in parts[1:])
    pascal = "".join(x.capitalize() for x in parts)
    return low, camel, pascal, low.replace("_", "-")


FILLERS_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "debug"), ("TZ", "Asia/Seoul"),
               ("APP_URL", "https://app.acme.io"), ("REDIS_HOST", "redis.internal"), ("FEATURE_NEW_CHECKOUT", "true"),
               ("HTTP_TIMEOUT_MS", "5000"), ("SENTRY_ENVIRONMENT", "staging"), ("WORKERS", "4"), ("RUST_LOG", "info"),
               ("DJANGO_SETTINGS_MODULE", "config.settings.prod"), ("SPRING_PROFILES_ACTIVE", "prod"),
               ("AWS_REGION", "ap-northeast-2"), ("DEFAULT_LOCALE", "ko-KR"), ("QUEUE_NAME", "jobs-default"),
               ("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel-collector:4317"), ("MAX_UPLOAD_MB", "50")]


def fillers(n):
    idx = list(range(len(FILLERS_ENV)))
    R.shuffle(idx)
    return [FILLERS_ENV[i] for i in idx[:n]]


def cmt(c, en, ko):
    return T(c["lang"], en, ko)


# ----------------------------------------------------------------------------
# wrappers: embed a list of (VAR, value) items into a realistic text block.
# each returns (text, file_or_place)
# ----------------------------------------------------------------------------
def _mix(items, n_fill):
    f = fillers(n_fill)
    out = list(items)
    for x in f:
        out.insert(R.randint(0, len(out)), x)
    return out


def w_dotenv(items, c):
    file = pick([".env", ".env.local", ".env.production", "apps/api/.env", ".env.staging", "deploy/.env.prod", "docker/.env"])
    lines = []
    if chance(0.4):
        lines.append("# " + cmt(c, pick(["%s settings" % c["vendor"], "do not commit", "copied from 1Password", "updated " + date_str()]),
                                    pick(["%s 설정" % c["vendor"], "커밋 금지", "1Password에서 복사", date_str() + " 갱신"])))
    q = pick(["", "", '"', "'"])
    for k, v in _mix(items, R.randint(0, 4)):
        lines.append("%s=%s%s%s" % (k, q, v, q))
    return "\n".join(lines), file


def w_export(items, c):
    lines = []
    for k, v in items:
        lines.append("$ export %s=%s" % (k, pick(["'%s'" % v, '"%s"' % v, v])))
    lines.append("$ " + pick(["./scripts/sync_%s.sh" % c["slug"], "make deploy ENV=%s" % c["env"], "npm run seed", "python -m app.jobs.%s_sync" % c["slug"],
                              "go run ./cmd/%s" % c["svc"]]))
    lines.append(pick(["sync done (%d records)" % R.randint(2, 900), "error: 401 Unauthorized", "OK", "panic: unexpected status 403",
                       "Traceback (most recent call last): ... AuthenticationError"]))
    return "\n".join(lines), pick(["my shell", "the terminal", "the bastion session"])


def w_inline(items, c):
    pre = " ".join("%s=%s" % (k, v) for k, v in items)
    cmd = pick(["python manage.py sync_%s" % c["slug"], "node scripts/backfill.js --dry-run", "./bin/%s --once" % c["svc"],
                "bundle exec rake %s:import" % c["slug"], "cargo run --release -- --env %s" % c["env"]])
    out = pick(["[info] connected to %s" % c["vendor"], "Error: request failed with status code 401", "processed %d items" % R.randint(3, 5000),
                "WARN retrying in 2s (attempt 1/5)"])
    return "$ %s %s\n%s" % (pre, cmd, out), "the command line"


def w_yaml(items, c):
    file = pick(["config/application-%s.yml" % c["env"], "settings.yaml", "config/%s.yaml" % c["env"], "values.%s.yaml" % c["env"],
                 "app.yaml", "conf/integrations.yml"])
    lines = []
    if chance(0.5):
        lines += ["server:", "  port: 8080"]
    lines += ["%s:" % c["slug"], "  enabled: true"]
    for k, v in items:
        low = key_names(k, c["slug"])[0]
        if any(ch in v for ch in ":#{}[]&*!|>%@`,?-") or chance(0.5):
            val = pick(['"%s"' % v, "'%s'" % v])
        else:
            val = v
        lines.append("  %s: %s" % (low, val))
    lines.append("  timeout_ms: %d" % pick([3000, 5000, 10000]))
    return "\n".join(lines), file


def w_json(items, c):
    file = pick(["appsettings.%s.json" % c["env"].capitalize(), "config/default.json", "secrets.json", "config.%s.json" % c["env"],
                 ".vscode/launch.json", "firebase/functions/.runtimeconfig.json"])
    inner = {}
    for k, v in items:
        inner[key_names(k, c["slug"])[R.choice([1, 2])]] = v
    if file == ".vscode/launch.json":
        obj = {"version": "0.2.0", "configurations": [{"type": pick(["node", "debugpy", "go"]), "request": "launch", "name": "%s local" % c["svc"],
                                                       "env": {k: v for k, v in items}}]}
    else:
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, c["vendor"].replace(" ", ""): inner} if chance(0.5) else {c["slug"]: inner, "timeoutSeconds": 30}
    return json.dumps(obj, indent=2, ensure_ascii=False), file


def w_toml(items, c):
    file = pick(["config.toml", "wrangler.toml", ".streamlit/secrets.toml", "settings.toml", "netlify.toml"])
    if file == "wrangler.toml":
        head = 'name = "%s"\nmain = "src/index.ts"\ncompatibility_date = "2024-09-23"\n\n[vars]' % c["svc"]
        body = "\n".join('%s = "%s"' % (k, v) for k, v in items)
    elif file == "netlify.toml":
        head = '[build]\n  command = "npm run build"\n\n[build.environment]'
        body = "\n".join('  %s = "%s"' % (k, v) for k, v in items)
    else:
        head = "[%s]" % c["slug"]
        body = "\n".join('%s = "%s"' % (key_names(k, c["slug"])[0], v) for k, v in items)
    return head + "\n" + body, file


def w_ini(items, c):
    file = pick(["config.ini", "setup.cfg", "app.conf", "odoo.conf", "settings.ini", "tox.ini"])
    body = "\n".join("%s = %s" % (key_names(k, c["slug"])[0], v) for k, v in items)
    return "[%s]\n%s\nretries = 3" % (c["slug"], body), file


def w_props(items, c):
    file = pick(["src/main/resources/application-%s.properties" % c["env"], "gradle.properties", "local.properties", "config/app.properties"])
    body = "\n".join("%s.%s=%s" % (c["slug"], key_names(k, c["slug"])[3], v) for k, v in items)
    pre = pick(["spring.profiles.active=%s" % c["env"], "server.port=8080", "org.gradle.jvmargs=-Xmx2g", "sdk.dir=/Users/dev/Library/Android/sdk"])
    return pre + "\n" + body, file


def w_hcl(items, c):
    if chance(0.5):
        file = pick(["terraform.tfvars", "envs/%s.tfvars" % c["env"], "secrets.auto.tfvars"])
        return "\n".join('%s = "%s"' % (k.lower(), v) for k, v in items) + '\nregion = "ap-northeast-2"', file
    file = pick(["main.tf", "providers.tf", "modules/%s/main.tf" % c["slug"]])
    body = "\n".join('  %s = "%s"' % (key_names(k, c["slug"])[0], v) for k, v in items)
    return 'provider "%s" {\n%s\n}' % (c["slug"], body), file


def w_xml(items, c):
    k = R.randint(0, 2)
    if k == 0:
        body = "\n".join('    <add key="%s" value="%s" />' % (key_names(kk, c["slug"])[2], v) for kk, v in items)
        return "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % body, "Web.config"
    if k == 1:
        body = "\n".join('    <string name="%s_%s">%s</string>' % (c["slug"], key_names(kk, c["slug"])[0], v) for kk, v in items)
        return '<resources>\n%s\n</resources>' % body, "app/src/main/res/values/secrets.xml"
    body = "\n".join("\t<key>%s</key>\n\t<string>%s</string>" % (key_names(kk, c["slug"])[2], v) for kk, v in items)
    return "<dict>\n%s\n</dict>" % body, "ios/Runner/Info.plist"


def w_dockerfile(items, c):
    kw = pick(["ENV", "ARG", "ENV"])
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.23 AS build", "ruby:3.3"])
    lines = ["FROM " + base, "WORKDIR /app"] + ["%s %s=%s" % (kw, k, v) for k, v in items] + \
        [pick(["COPY . .", "COPY requirements.txt ."]), pick(['CMD ["python", "main.py"]', 'CMD ["node", "dist/server.js"]', "RUN make build"])]
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod", "Dockerfile.worker"])


def w_compose(items, c):
    img = pick(["ghcr.io/acme/%s:latest" % c["svc"], "%s:dev" % c["svc"], "registry.acme.io/%s:1.%d.%d" % (c["svc"], R.randint(0, 9), R.randint(0, 30))])
    if chance(0.5):
        env = "\n".join("      - %s=%s" % (k, v) for k, v in items)
    else:
        env = "\n".join('      %s: "%s"' % (k, v) for k, v in items)
    return "services:\n  %s:\n    image: %s\n    ports:\n      - \"8080:8080\"\n    environment:\n%s" % (c["svc"], img, env), \
        pick(["docker-compose.yml", "compose.override.yml", "docker-compose.%s.yml" % c["env"]])


def w_k8s_env(items, c):
    env = "\n".join('        - name: %s\n          value: "%s"' % (k, v) for k, v in items)
    return "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %s\nspec:\n  template:\n    spec:\n      containers:\n      - name: app\n        env:\n%s" % (c["svc"], env), \
        pick(["k8s/deployment.yaml", "deploy/%s/deployment.yaml" % c["env"], "manifests/%s.yaml" % c["svc"]])


def w_k8s_secret(items, c):
    body = "\n".join('  %s: "%s"' % (k, v) for k, v in items)
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (c["svc"], c["env"], body), \
        pick(["k8s/secret.yaml", "overlays/%s/secret.yaml" % c["env"]])


def w_gha(items, c):
    env = "\n".join("      %s: %s" % (k, pick([v, '"%s"' % v])) for k, v in items)
    return "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh %s" % (env, c["env"]), \
        pick([".github/workflows/deploy.yml", ".github/workflows/release.yml", ".github/workflows/nightly.yml"])


def w_gitlab(items, c):
    env = "\n".join('  %s: "%s"' % (k, v) for k, v in items)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh %s" % (env, c["env"]), ".gitlab-ci.yml"


def w_cli_set(items, c):
    k, v = items[0]
    forms = ['gh secret set %s --body "%s"' % (k, v), "fly secrets set %s=%s -a %s" % (k, v, c["svc"]),
             "heroku config:set %s=%s -a %s-%s" % (k, v, c["svc"], c["env"]),
             "kubectl create secret generic %s-secrets --from-literal=%s=%s -n %s" % (c["svc"], k, v, c["env"]),
             "aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (c["env"], c["svc"], k.lower(), v),
             "vercel env add %s production <<< '%s'" % (k, v), "railway variables --set \"%s=%s\"" % (k, v),
             "doppler secrets set %s='%s' --project %s --config %s" % (k, v, c["svc"], c["env"])]
    lines = ["$ " + pick(forms)]
    for k2, v2 in items[1:]:
        lines.append("$ " + pick(forms).replace(k, k2).replace(v, v2))
    lines.append(pick(["✓ Set secret %s for %s" % (k, c["svc"]), "Release v%d created" % R.randint(10, 400), "secret/%s-secrets created" % c["svc"],
                       '{\n    "Version": %d,\n    "Tier": "Standard"\n}' % R.randint(2, 30)]))
    return "\n".join(lines), "the CLI"


def w_printenv(items, c):
    lines = ["$ %s" % pick(["env | grep -i %s" % c["slug"][:5], "printenv | sort", "kubectl exec deploy/%s -- env" % c["svc"],
                           "docker exec %s env" % c["svc"]])]
    for k, v in _mix(items, R.randint(1, 4)):
        lines.append("%s=%s" % (k, v))
    return "\n".join(lines), "the container environment"


def w_powershell(items, c):
    prompt = "PS C:\\src\\%s> " % c["svc"]
    lines = [prompt + '$env:%s = "%s"' % (k, v) for k, v in items]
    lines.append(prompt + pick([".\\scripts\\deploy.ps1 -Env %s" % c["env"], "dotnet run --project src/Api"]))
    return "\n".join(lines), "PowerShell"


def w_cmd(items, c):
    lines = ["set %s=%s" % (k, v) for k, v in items] + ["call gradlew.bat bootRun"]
    return "C:\\work\\%s>" % c["svc"] + ("\nC:\\work\\%s>" % c["svc"]).join(lines), "cmd.exe"


def w_systemd(items, c):
    env = "\n".join('Environment="%s=%s"' % (k, v) for k, v in items)
    return "[Service]\nUser=%s\nWorkingDirectory=/opt/%s\n%s\nExecStart=/opt/%s/bin/server\nRestart=always" % (c["svc"].split("-")[0], c["svc"], env, c["svc"]), \
        "/etc/systemd/system/%s.service" % c["svc"]


def w_helm(items, c):
    if chance(0.5):
        sets = " ".join("--set env.%s=%s" % (k, v) for k, v in items)
        return "$ helm upgrade --install %s ./charts/%s -n %s %s" % (c["svc"], c["svc"], c["env"], sets), "the helm command"
    body = "\n".join("    %s: %s" % (k, v) for k, v in items)
    return "replicaCount: 2\nimage:\n  tag: \"%s\"\nenv:\n  secret:\n%s" % (hx(7), body), "charts/%s/values-%s.yaml" % (c["svc"], c["env"])


def w_ansible(items, c):
    body = "\n".join("%s_%s: \"%s\"" % (c["slug"], key_names(k, c["slug"])[0], v) for k, v in items)
    return "# group_vars/%s/vars.yml\napp_user: %s\n%s" % (c["env"], c["svc"].split("-")[0], body), "group_vars/%s/vars.yml" % c["env"]


def w_sql(items, c):
    rows = ",\n  ".join("('%s', '%s', now())" % (key_names(k, c["slug"])[0], v) for k, v in items)
    return "INSERT INTO integration_settings (name, value, updated_at) VALUES\n  %s;" % rows, "the seed migration"


def w_ipynb(items, c):
    src = ["import os\\n"] + ['os.environ[\\"%s\\"] = \\"%s\\"\\n' % (k, v) for k, v in items]
    return '{\n "cell_type": "code",\n "execution_count": %d,\n "source": [\n  "%s"\n ]\n}' % (R.randint(1, 40), '",\n  "'.join(src)), \
        pick(["notebooks/eda.ipynb", "notebooks/%s_test.ipynb" % c["slug"]])


def w_crontab(items, c):
    pre = " ".join("%s=%s" % (k, v) for k, v in items)
    return "$ crontab -l\n*/10 * * * * %s /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (pre, c["svc"], c["svc"]), "the crontab"


def w_postman_env(items, c):
    vals = [{"key": key_names(k, c["slug"])[1], "value": v, "type": "secret", "enabled": True} for k, v in items]
    return json.dumps({"name": "%s %s" % (c["svc"], c["env"]), "values": vals}, indent=1, ensure_ascii=False), "%s.postman_environment.json" % c["env"]


def w_table(items, c):
    head = T(c["lang"], "| Variable | Value | Where |\n|---|---|---|", "| 변수 | 값 | 위치 |\n|---|---|---|")
    rows = "\n".join("| %s | %s | %s |" % (k, v, pick(["CI", "k8s secret", ".env", "Vault"])) for k, v in items)
    return head + "\n" + rows, T(c["lang"], "the wiki table", "위키 표")


def w_diff(items, c):
    file = pick(["config/settings.py", "src/config.ts", ".env.example", "deploy/values.yaml", "internal/config/config.go"])
    lines = ["diff --git a/%s b/%s" % (file, file), "index %s..%s 100644" % (hx(7), hx(7)), "--- a/" + file, "+++ b/" + file,
             "@@ -%d,6 +%d,%d @@" % (R.randint(3, 80), R.randint(3, 80), 6 + len(items))]
    for k, v in items:
        if file.endswith(".py"):
            lines.append('-%s = os.environ.get("%s", "")' % (k, k))
            lines.append('+%s = os.environ.get("%s", "%s")' % (k, k, v))
        elif file.endswith(".ts"):
            lines.append("-  %s: process.env.%s," % (key_names(k, c["slug"])[1], k))
            lines.append('+  %s: process.env.%s ?? "%s",' % (key_names(k, c["slug"])[1], k, v))
        elif file.endswith(".go"):
            lines.append('-\t%s: os.Getenv("%s"),' % (key_names(k, c["slug"])[2], k))
            lines.append('+\t%s: "%s",' % (key_names(k, c["slug"])[2], v))
        elif file.endswith(".yaml"):
            lines.append("-  %s: \"\"" % k)
            lines.append('+  %s: "%s"' % (k, v))
        else:
            lines.append("-%s=" % k)
            lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), file


# code wrappers ---------------------------------------------------------------
def w_py(items, c):
    k = R.randint(0, 2)
    if k == 0:
        return "\n".join('%s = "%s"  # %s' % (kk, v, cmt(c, "TODO: move to env", "TODO: env로 옮기기")) for kk, v in items), pick(["settings/local.py", "config.py", "app/settings.py"])
    if k == 1:
        return "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (kk, v) for kk, v in items), pick(["conftest.py", "manage.py", "scripts/run_local.py"])
    args = ", ".join('%s="%s"' % (key_names(kk, c["slug"])[0], v) for kk, v in items)
    return "client = %sClient(%s, timeout=10)" % (c["vendor"].replace(" ", "").replace(".", "").replace("-", ""), args), pick(["app/clients/%s.py" % c["slug"], "worker.py"])


def w_js(items, c):
    if chance(0.5):
        body = "\n".join("  %s: process.env.%s || '%s'," % (key_names(k, c["slug"])[1], k, v) for k, v in items)
        return "export const %sConfig = {\n%s\n};" % (c["slug"], body), pick(["src/config.ts", "config/index.js", "lib/%s.ts" % c["slug"]])
    body = "\n".join("const %s = \"%s\";" % (key_names(k, c["slug"])[1], v) for k, v in items)
    return body, pick(["scripts/test-%s.mjs" % c["slug"], "pages/api/webhook.ts", "src/server.js"])


def w_go(items, c):
    body = "\n".join('\t%s: "%s",' % (key_names(k, c["slug"])[2], v) for k, v in items)
    return "cfg := %s.Config{\n%s\n\tTimeout: 10 * time.Second,\n}" % (c["slug"], body), pick(["cmd/%s/main.go" % c["svc"], "internal/%s/client.go" % c["slug"]])


def w_java(items, c):
    body = "\n".join('    private static final String %s = "%s";' % (k, v) for k, v in items)
    return "public class %sClientConfig {\n%s\n}" % (key_names(c["slug"], "")[2], body), "src/main/java/io/acme/%s/%sClientConfig.java" % (c["slug"], key_names(c["slug"], "")[2])


def w_kotlin(items, c):
    body = "\n".join('        buildConfigField("String", "%s", "\\"%s\\"")' % (k, v) for k, v in items)
    return "android {\n    defaultConfig {\n%s\n    }\n}" % body, "app/build.gradle.kts"


def w_csharp(items, c):
    body = "\n".join('builder.Configuration["%s:%s"] = "%s";' % (c["vendor"].replace(" ", ""), key_names(k, c["slug"])[2], v) for k, v in items)
    return "var builder = WebApplication.CreateBuilder(args);\n" + body, "Program.cs"


def w_ruby(items, c):
    body = "\n".join("  config.%s = ENV.fetch(\"%s\", \"%s\")" % (key_names(k, c["slug"])[0], k, v) for k, v in items)
    return "%s.configure do |config|\n%s\nend" % (key_names(c["slug"], "")[2], body), "config/initializers/%s.rb" % c["slug"]


def w_php(items, c):
    body = "\n".join("    '%s' => env('%s', '%s')," % (key_names(k, c["slug"])[0], k, v) for k, v in items)
    return "<?php\n\nreturn [\n%s\n];" % body, "config/services.php"


def w_rust(items, c):
    body = "\n".join('    let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (key_names(k, c["slug"])[0], k, v) for k, v in items)
    return "fn load_config() -> Config {\n%s\n    Config::new()\n}" % body, "src/config.rs"


def w_swift(items, c):
    body = "\n".join('    static let %s = "%s"' % (key_names(k, c["slug"])[1], v) for k, v in items)
    return "enum Secrets {\n%s\n}" % body, "App/Config/Secrets.swift"


# log / trace / prose ------------------------------------------------------------
def w_log(items, c):
    ts = iso_ts()
    k = R.randint(0, 2)
    if k == 0:
        d = {kk: v for kk, v in items}
        d["env"] = c["env"]
        return "%s DEBUG [%s] loaded config: %s" % (ts, c["svc"], jdump(d)), T(c["lang"], "the debug log", "debug 로그")
    if k == 1:
        return "\n".join('%s level=info msg="%s client init" %s=%s' % (ts, c["slug"], key_names(kk, c["slug"])[0], v) for kk, v in items) + \
            '\n%s level=error msg="request failed" status=401' % ts, "the service log"
    return "[%s] %s.settings: %s" % (ts, c["svc"], ", ".join("%s='%s'" % (kk, v) for kk, v in items)) + "\n[%s] WARN upstream %s responded 403" % (ts, c["vendor"]), "stdout"


def w_trace(items, c):
    if chance(0.5):
        loc = "\n".join("    %s = '%s'" % (key_names(k, c["slug"])[0], v) for k, v in items)
        return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in _request\n    resp.raise_for_status()\n"
                "  Locals:\n%s\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized") % (c["slug"], R.randint(40, 300), loc), "the Sentry event"
    obj = ", ".join("%s: '%s'" % (key_names(k, c["slug"])[1], v) for k, v in items)
    return ("Error: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
            "  config: { baseURL: 'https://api.%s.com', %s }") % (c["slug"], obj), "the crash output"


def w_prose(items, c):
    if c["lang"] == "ko":
        parts = [pick(["%s 값은 %s 입니다", "%s = %s 로 설정돼 있음", "%s에 %s 넣으니 동작함", "%s: %s"]) % (k, v) for k, v in items]
        return ", ".join(parts) + pick([".", "", " (임시)"]), "대화"
    parts = [pick(["%s is %s", "%s was set to %s", "use %s=%s", "%s: %s"]) % (k, v) for k, v in items]
    return "; ".join(parts) + pick([".", "", " (temporary)"]), "the chat"


def w_chat(items, c):
    lang = c["lang"]
    who = pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)
    vals = " / ".join(v for _, v in items)
    line = T(lang, ["%s: try this one -> %s" % (who, vals), "%s said in Slack: \"the %s key is %s, it should work now\"" % (who, c["vendor"], vals),
                    "%s: new creds %s (don't share)" % (who, vals)],
             ["%s: 이걸로 해보세요 -> %s" % (who, vals), "%s 슬랙 메시지: \"%s 키는 %s 이거예요, 이제 될 거예요\"" % (who, c["vendor"], vals),
              "%s: 새 키 %s (공유 금지)" % (who, vals)])
    return line, T(lang, "Slack", "슬랙")


CONFIG_WRAPPERS = [w_dotenv, w_export, w_inline, w_yaml, w_json, w_toml, w_ini, w_props, w_hcl, w_xml, w_dockerfile, w_compose,
                   w_k8s_env, w_k8s_secret, w_gha, w_gitlab, w_cli_set, w_printenv, w_powershell, w_cmd, w_systemd, w_helm,
                   w_ansible, w_sql, w_ipynb, w_crontab, w_postman_env, w_table, w_diff]
CODE_WRAPPERS = [w_py, w_js, w_go, w_java, w_kotlin, w_csharp, w_ruby, w_php, w_rust, w_swift]
TEXT_WRAPPERS = [w_log, w_trace, w_prose, w_chat]
WRAP_NAMES = {w: w.__name__[2:] for w in CONFIG_WRAPPERS + CODE_WRAPPERS + TEXT_WRAPPERS}


# http wrappers (single credential) ------------------------------------------------
def _http_parts(spec, v):
    method, url, hdr = spec["http"]
    if "%s" in url:
        url = url % pick(["acme/web", "hanbit/api", "koala-labs/infra"])
    url = url.replace("{v}", v)
    h = hdr.replace("{v}", v) if hdr else None
    return method, url, h


def h_curl(spec, v, c):
    method, url, h = _http_parts(spec, v)
    parts = ["curl -sS"]
    if method != "GET":
        parts.append("-X " + method)
    if h:
        parts.append("-H '%s'" % h)
    if method == "POST":
        parts.append("-H 'Content-Type: application/json'")
        parts.append("-d '%s'" % pick(['{"limit":10}', '{"model":"default","input":"ping"}', '{"text":"hello"}', "{}"]))
    parts.append("'%s'" % url if "?" in url or "&" in url else url)
    sep = pick([" ", " \\\n  "])
    out = pick(['{"error":{"message":"Invalid API key","type":"invalid_request_error"}}', "HTTP/2 401", '{"ok":true}', "HTTP/1.1 403 Forbidden",
                '{"message":"Bad credentials"}', "(timed out after 30s)", '{"status":"success","data":[]}'])
    return "$ " + sep.join(parts) + "\n" + out, "curl"


def h_raw(spec, v, c):
    method, url, h = _http_parts(spec, v)
    u = urllib.parse.urlsplit(url)
    lines = ["%s %s%s HTTP/1.1" % (method, u.path or "/", ("?" + u.query) if u.query else ""), "Host: " + u.netloc]
    if h:
        lines.append(h)
    lines += ["User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.7", "okhttp/4.12.0", "Go-http-client/2.0"]), "Accept: application/json"]
    resp = pick(["HTTP/1.1 401 Unauthorized", "HTTP/1.1 200 OK", "HTTP/1.1 429 Too Many Requests", "HTTP/1.1 403 Forbidden"])
    return "\n".join(lines) + "\n\n" + resp, T(c["lang"], "the proxy capture", "proxy 캡처")


def h_py(spec, v, c):
    method, url, h = _http_parts(spec, v)
    if h:
        hk, hv = h.split(": ", 1)
        return 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)\nprint(resp.status_code, resp.text[:200])' % (method.lower(), url, hk, hv), \
            pick(["scripts/check_%s.py" % spec["slug"], "debug.py"])
    return 'resp = requests.%s("%s", timeout=10)' % (method.lower(), url), "debug.py"


def h_js(spec, v, c):
    method, url, h = _http_parts(spec, v)
    hdr = ""
    if h:
        hk, hv = h.split(": ", 1)
        hdr = ", headers: { '%s': '%s' }" % (hk, hv)
    return "const res = await fetch('%s', { method: '%s'%s });\nconsole.log(res.status, await res.text());" % (url, method, hdr), \
        pick(["scripts/ping-%s.mjs" % spec["slug"], "app/api/test/route.ts"])


def h_httpie(spec, v, c):
    method, url, h = _http_parts(spec, v)
    hh = (" '%s'" % h.replace(": ", ":", 1)) if h else ""
    return "$ http %s '%s'%s\nHTTP/1.1 %s" % (method, url, hh, pick(["200 OK", "401 Unauthorized", "400 Bad Request"])), "httpie"


def h_nginx(spec, v, c):
    method, url, h = _http_parts(spec, v)
    u = urllib.parse.urlsplit(url)
    if not h:
        return "location /upstream/ {\n    proxy_pass %s://%s%s;\n}" % (u.scheme, u.netloc, u.path + ("?" + u.query if u.query else "")), "nginx.conf"
    hk, hv = h.split(": ", 1)
    return "location /%s/ {\n    proxy_pass %s://%s/;\n    proxy_set_header %s \"%s\";\n    proxy_ssl_server_name on;\n}" % (spec["slug"], u.scheme, u.netloc, hk, hv), \
        pick(["/etc/nginx/conf.d/%s.conf" % spec["slug"], "nginx/default.conf"])


def h_har(spec, v, c):
    method, url, h = _http_parts(spec, v)
    hdrs = [{"name": "accept", "value": "application/json"}]
    if h:
        hk, hv = h.split(": ", 1)
        hdrs.append({"name": hk.lower(), "value": hv})
    obj = {"request": {"method": method, "url": url, "headers": hdrs}, "response": {"status": pick([200, 401, 403, 500])}}
    return json.dumps(obj, indent=1, ensure_ascii=False), T(c["lang"], "the exported HAR", "export한 HAR")


HTTP_WRAPPERS = [h_curl, h_raw, h_py, h_js, h_httpie, h_nginx, h_har]
for _w in HTTP_WRAPPERS:
    WRAP_NAMES[_w] = _w.__name__[2:]


# ----------------------------------------------------------------------------
# prose banks
# ----------------------------------------------------------------------------
INTRO_SECRET = {
    "en": [
        "{svc} on {env} kept failing auth against {vendor}; nobody told me where {var} comes from. What I found in {file}:",
        "I didn't know the {vendor} integration of {svc} reads its credentials from {file}. Current contents:",
        "The user pasted {file} so I could debug the {vendor} {what} problem:",
        "Missing context: {svc} needs {var} at build time, not only at runtime. Relevant part of {file}:",
        "{vendor} returned 401 in {env}. I had to work out which {what} is live; this is what {file} contains:",
        "Nobody mentioned that {env} uses a different {vendor} account. The working config ({file}):",
        "Local setup for {svc}, copied from the onboarding doc ({file}):",
        "Spent an hour on a {vendor} error because {var} was stale. Working value from {file}:",
        "The {vendor} {what} only exists in {file} on the bastion host, so I read it from there:",
        "Where {svc} gets its {vendor} credentials in {env} ({file}):",
        "Repro for the {vendor} failure in {svc} ({env}), taken from {file}:",
        "I was not told that {svc} talks to {vendor} directly. Found this in {file}:",
        "Context: the nightly job for {svc} broke after someone rotated the {vendor} {what}. {file} now has:",
        "{ticket}: {vendor} calls from {svc} fail with 403. Config as deployed ({file}):",
    ],
    "ko": [
        "{env}에서 {svc}가 {vendor} 인증에 계속 실패함. {var}를 어디서 가져오는지 몰랐는데 {file}에 있었음:",
        "{svc}의 {vendor} 연동이 {file}에서 credential을 읽는다는 걸 몰랐음. 현재 내용:",
        "{vendor} {what} 문제 디버깅하려고 사용자가 {file}을 그대로 붙여줌:",
        "몰랐던 점: {svc}는 {var}가 runtime뿐 아니라 build 시점에도 필요함. {file} 해당 부분:",
        "{env}에서 {vendor}가 401 반환. 어떤 {what}가 살아있는지 찾아야 했고 {file} 내용은 이랬음:",
        "{env}는 {vendor} 계정이 따로라는 걸 아무도 말 안 해줌. 동작하는 설정({file}):",
        "{svc} 로컬 세팅, 온보딩 문서에서 복사한 {file}:",
        "{var} 값이 예전 거라서 {vendor} 에러로 한 시간 날림. {file}에 있던 정상 값:",
        "{vendor} {what}가 bastion 서버의 {file}에만 있어서 거기서 읽어옴:",
        "{env}에서 {svc}가 {vendor} credential을 가져오는 위치 ({file}):",
        "{svc}({env}) {vendor} 장애 재현용, {file}에서 가져온 내용:",
        "{svc}가 {vendor}를 직접 호출하는 줄 몰랐음. {file}에서 찾은 것:",
        "배경: 누가 {vendor} {what}를 rotate한 뒤로 {svc} nightly job이 깨짐. 지금 {file}:",
        "{ticket}: {svc}에서 {vendor} 호출이 403으로 실패. 배포된 설정({file}):",
    ],
}

INTRO_CLEAN = {
    "en": [
        "The {vendor} setup for {svc} was unclear to me; {file} only documents the shape:",
        "I didn't know {svc} reads {var} from the environment at runtime. Relevant part of {file}:",
        "{vendor} calls failed in {env} because {var} was not injected. {file} for reference:",
        "Missing context: in {env} the {vendor} {what} is injected by the platform, not stored in the repo. {file}:",
        "Where the {vendor} settings of {svc} are declared ({file}); values come from the secret store:",
        "I assumed {var} had a default. It doesn't; see {file}:",
        "Onboarding for {svc} did not say how {vendor} is wired. From {file}:",
        "{ticket}: {svc} could not reach {vendor} after the migration. Config ({file}):",
        "The template the team uses for {vendor} in {svc} ({file}):",
        "Context: {svc} in {env} switched {vendor} accounts last week. The committed {file} looks like this:",
    ],
    "ko": [
        "{svc}의 {vendor} 설정 방식이 불명확했음. {file}에는 형태만 적혀 있음:",
        "{svc}가 runtime에 환경변수에서 {var}를 읽는다는 걸 몰랐음. {file} 해당 부분:",
        "{env}에서 {var}가 주입되지 않아서 {vendor} 호출 실패. 참고용 {file}:",
        "몰랐던 점: {env}의 {vendor} {what}는 repo가 아니라 플랫폼에서 주입됨. {file}:",
        "{svc}의 {vendor} 설정이 선언된 곳({file}). 실제 값은 secret store에서 옴:",
        "{var}에 기본값이 있는 줄 알았는데 없음. {file} 참고:",
        "{svc} 온보딩 문서에 {vendor} 연결 방법이 없었음. {file}에서 확인:",
        "{ticket}: migration 후 {svc}가 {vendor}에 연결 못 함. 설정({file}):",
        "팀에서 {svc}의 {vendor} 연동에 쓰는 템플릿({file}):",
        "배경: 지난주 {env}의 {svc}가 {vendor} 계정을 바꿈. 커밋된 {file}은 이렇게 생김:",
    ],
}

LESSON_CFG = {
    "en": [
        "{var} is only read at process start; after changing it the {svc} pods must be restarted.",
        "The {vendor} SDK silently falls back to defaults when {var} is empty, so check the startup log first.",
        "Config precedence is env var > {file} > defaults; a stale shell export was overriding the file.",
        "{env} and staging use separate {vendor} projects; never copy {file} between them.",
        "Run the {vendor} smoke test right after deploy; a bad credential only shows up on the first real request.",
        "CI only masks variables defined in its settings, not values hardcoded in files.",
        "The image bakes {file} in at build time, so a change needs a rebuild, not just a restart.",
        "The {vendor} dashboard shows the last-used time of each key, which is the quickest way to find the live one.",
        "Use the {vendor} sandbox account for local runs.",
        "Check the clock skew first when {vendor} says the signature is invalid.",
        "The 401 came from a trailing newline in the value, not from a wrong key.",
        "{svc} caches the {vendor} client for 10 minutes, so rotations take a while to apply.",
    ],
    "ko": [
        "{var}는 프로세스 시작할 때만 읽음. 바꾸면 {svc} pod 재시작 필요.",
        "{var}가 비어 있으면 {vendor} SDK가 조용히 기본값으로 동작함. 기동 로그부터 볼 것.",
        "설정 우선순위: env var > {file} > default. 예전 shell export가 파일 값을 덮어쓰고 있었음.",
        "{env}와 staging은 {vendor} project가 분리돼 있음. {file}을 서로 복사하면 안 됨.",
        "배포 직후 {vendor} smoke test 돌릴 것. credential 문제는 첫 실제 요청에서야 드러남.",
        "CI는 settings에 등록된 변수만 masking함. 파일에 하드코딩된 값은 그대로 로그에 찍힘.",
        "image가 build 때 {file}을 포함하므로 값 바꾸면 재시작이 아니라 rebuild 필요.",
        "{vendor} 대시보드에서 키별 마지막 사용 시각을 볼 수 있어서 살아있는 키 찾기 제일 빠름.",
        "로컬에서는 {vendor} sandbox 계정 쓰기.",
        "{vendor}가 signature invalid라고 하면 먼저 서버 시간 차이(clock skew) 확인.",
        "401 원인은 잘못된 키가 아니라 값 끝에 붙은 개행 문자였음.",
        "{svc}가 {vendor} client를 10분간 캐시해서 rotate 반영이 늦음.",
    ],
}

LESSON_CLEAN = {
    "en": [
        "Real values are injected from the secret store at deploy time; {file} only documents the names.",
        "A missing {var} shows up as a 401 from {vendor}, not as a startup error, so add a startup check.",
        "The placeholders in {file} are intentional; CI fails the build if a real value is committed.",
        "Ask for access to the secret store instead of asking people to paste values.",
        "{svc} validates that {var} is set before it starts accepting traffic.",
        "Keep {file} in sync with the variables the deploy pipeline injects.",
        "The {vendor} sandbox and live settings differ only in the injected values, not in the config file.",
    ],
    "ko": [
        "실제 값은 배포 시 secret store에서 주입됨. {file}에는 이름만 문서화돼 있음.",
        "{var}가 없으면 기동 에러가 아니라 {vendor} 401로 나타남. startup check 추가하는 게 좋음.",
        "{file}의 placeholder는 의도된 것. 실제 값이 커밋되면 CI가 빌드를 막음.",
        "값을 붙여달라고 하지 말고 secret store 접근 권한을 요청할 것.",
        "{svc}는 {var}가 설정됐는지 확인한 다음에 트래픽을 받음.",
        "{file}을 배포 파이프라인이 주입하는 변수 목록과 맞춰둘 것.",
        "{vendor} sandbox와 live 설정은 주입되는 값만 다르고 config 파일은 같음.",
    ],
}

ASK_CFG = {
    "en": [
        "Where is the canonical {var} for {env} managed: Vault, CI settings or {file}?",
        "Which {vendor} account should {svc} use in {env}?",
        "Is the {vendor} credential in {file} still active, or was it rotated?",
        "Who owns the {vendor} account, so I can request a separate key for {svc}?",
        "Should {svc} read {var} from the secret manager instead of {file}?",
        "Can I restart {svc} in {env} to pick up the new {var}?",
        "Which {vendor} scopes/permissions does {svc} actually need?",
        "Is there a sandbox {vendor} project I should use for local testing?",
    ],
    "ko": [
        "{env}용 {var}는 어디서 관리하나요? Vault, CI 설정, {file} 중에?",
        "{env}에서 {svc}는 어느 {vendor} 계정을 써야 하나요?",
        "{file}에 있는 {vendor} credential 아직 유효한가요, 아니면 rotate 됐나요?",
        "{vendor} 계정 담당자가 누구인가요? {svc}용 키를 따로 발급받고 싶어요.",
        "{svc}가 {file} 대신 secret manager에서 {var}를 읽게 바꿀까요?",
        "새 {var} 반영하려고 {env}의 {svc}를 재시작해도 되나요?",
        "{svc}에 실제로 필요한 {vendor} scope/권한이 뭔가요?",
        "로컬 테스트용 {vendor} sandbox 프로젝트가 따로 있나요?",
    ],
}


INTRO_SECRET_NF = {
    "en": [
        "{svc} on {env} kept failing auth against {vendor}. What I ran ({place}):",
        "The user pasted this from {place} so I could debug the {vendor} {what} problem:",
        "{vendor} returned 401 in {env}; this is how {svc} was calling it ({place}):",
        "I didn't know {svc} uses {vendor} directly. Found in {place}:",
        "{ticket}: reproducing the {vendor} error of {svc} ({place}):",
        "Context I lacked: which {vendor} {what} {svc} uses in {env}. From {place}:",
        "Debugging {vendor} for {svc}; relevant excerpt from {place}:",
    ],
    "ko": [
        "{env}에서 {svc}가 {vendor} 인증에 계속 실패함. 실행한 것({place}):",
        "{vendor} {what} 문제 디버깅하려고 사용자가 {place} 내용을 붙여줌:",
        "{env}에서 {vendor}가 401 반환. {svc}가 호출하던 방식({place}):",
        "{svc}가 {vendor}를 직접 쓰는 줄 몰랐음. {place}에서 발견:",
        "{ticket}: {svc}의 {vendor} 에러 재현({place}):",
        "몰랐던 점: {env}의 {svc}가 어떤 {vendor} {what}를 쓰는지. {place}에서 확인:",
        "{svc}의 {vendor} 연동 디버깅 중, {place} 발췌:",
    ],
}

INTRO_CLEAN_NF = {
    "en": [
        "How {svc} calls {vendor} ({place}); the credential comes from the environment:",
        "{vendor} returned 401 in {env} because {var} was empty. What I ran ({place}):",
        "I didn't know {svc} needs {var} exported first. From {place}:",
        "{ticket}: checking {vendor} connectivity from {svc} ({place}):",
        "The documented way to call {vendor} from {svc} ({place}):",
    ],
    "ko": [
        "{svc}가 {vendor}를 호출하는 방식({place}). credential은 환경변수에서 옴:",
        "{env}에서 {var}가 비어 있어서 {vendor}가 401 반환. 실행한 것({place}):",
        "{svc}는 {var}를 먼저 export 해야 하는 줄 몰랐음. {place}에서:",
        "{ticket}: {svc}에서 {vendor} 연결 확인({place}):",
        "문서에 나온 {svc}의 {vendor} 호출 방법({place}):",
    ],
}


PLACE_KO = {"my shell": "내 쉘", "the terminal": "터미널", "the bastion session": "bastion 세션", "the command line": "커맨드라인",
            "the CLI": "CLI 기록", "the container environment": "컨테이너 환경변수", "the helm command": "helm 명령", "the seed migration": "seed migration",
            "the crontab": "crontab", "the service log": "서비스 로그", "the Sentry event": "Sentry 이벤트", "the crash output": "크래시 출력",
            "the k8s Secret": "k8s Secret", "the Python REPL": "Python REPL", "the node REPL": "node REPL"}


def is_file(place):
    return not place.startswith("the ") and ("/" in place or "." in place) and " " not in place


def prose3(c, intro_file, intro_nf, lesson_bank, ask_bank, p_lesson=0.8, p_ask=0.75):
    """intro, lesson, ask for a block whose location is c['place']."""
    if c["lang"] == "ko":
        c["place"] = PLACE_KO.get(c["place"], c["place"])
    if is_file(c["place"]):
        c["file"] = c["place"]
        intro = bank(intro_file, c)
        les = [x for x in lesson_bank[c["lang"]]]
        asks = [x for x in ask_bank[c["lang"]]]
    else:
        c["file"] = "-"
        intro = bank(intro_nf, c)
        les = [x for x in lesson_bank[c["lang"]] if "{file}" not in x]
        asks = [x for x in ask_bank[c["lang"]] if "{file}" not in x]
    lesson = fmt(pick(les), c) if chance(p_lesson) else ""
    ask = fmt(pick(asks), c) if chance(p_ask) else ""
    return intro, lesson, ask


def bank(b, c):
    return fmt(pick(b[c["lang"]]), c)


def maybe(p, s):
    return s if chance(p) else ""


# ----------------------------------------------------------------------------
# note assembly and checks
# ----------------------------------------------------------------------------
class Retry(Exception):
    pass


def ulen(s):
    return len(s.encode("utf-8"))


def window_violation(fields, secrets):
    """return a description if the FORMAT.txt conditions are violated, else None."""
    vals = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    for s in secrets:
        if len(s) < 8:
            return "short secret %r" % s
        if not any(s in f for f in vals):
            return "secret not verbatim %r" % s
    for f in vals:
        mask = [False] * len(f)
        for s in secrets:
            start = 0
            while True:
                i = f.find(s, start)
                if i < 0:
                    break
                for j in range(i, i + len(s)):
                    mask[j] = True
                start = i + 1
        masked = "".join("\x00" if m else ch for ch, m in zip(f, mask))
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    return "window %r of %r outside secret" % (s[i:i + 8], s)
    return None


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


GENERIC_LESSON = {
    "en": ["Write down where each credential comes from before touching the deploy.", "Reproduce with the smallest possible command first, then widen.",
           "Check the service's own startup log before blaming the upstream.", "The runbook was out of date; update it in the same PR as the fix.",
           "Staging is not a copy of prod here; configs differ in more places than expected.", "Ask the owning team early instead of reverse-engineering the setup."],
    "ko": ["배포 건드리기 전에 credential 출처부터 정리해 둘 것.", "가장 작은 명령으로 먼저 재현하고 범위를 넓힐 것.",
           "upstream 탓하기 전에 서비스 자체 기동 로그부터 볼 것.", "runbook이 낡아 있었음. 수정 PR에 같이 업데이트할 것.",
           "여기 staging은 prod 복사본이 아님. 생각보다 설정 차이가 많음.", "설정을 역추적하지 말고 담당 팀에 일찍 물어볼 것."],
}
GENERIC_ASK = {
    "en": ["Who owns this integration now?", "Is there an up-to-date runbook for this?", "Which environment should I test this in first?",
           "Is there a staging account I can use instead?", "Should I open a ticket for the platform team?", "Is this setup documented anywhere?"],
    "ko": ["지금 이 연동 담당자가 누구인가요?", "이거 최신 runbook 있나요?", "어느 환경에서 먼저 테스트하면 되나요?",
           "대신 쓸 수 있는 staging 계정이 있나요?", "플랫폼팀에 티켓 올려야 하나요?", "이 구성 어디 문서화돼 있나요?"],
}


def mk(lang, kind, category, mc, lesson, ask, secrets=()):
    secrets = dedupe(list(secrets))
    if not lesson and chance(0.35):
        lesson = pick(GENERIC_LESSON[lang])
    if not ask and chance(0.45):
        ask = pick(GENERIC_ASK[lang])
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    if not mc.strip():
        raise Retry("empty missing_context")
    if ulen(mc) > 1024 or ulen(lesson) > 1024 or ulen(ask) > 512:
        raise Retry("too long")
    if kind == "secret":
        if not secrets:
            raise Retry("no secrets")
        bad = window_violation(fields, secrets)
        if bad:
            raise Retry(bad)
    elif secrets:
        raise AssertionError("clean note with secrets")
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets}


def place(lang, intro, block, lesson, ask, allow_ask=True):
    """distribute intro/block/lesson/ask over the three fields in varied ways."""
    r = R.random()
    if r < 0.58:
        return intro + pick(["\n", "\n\n", " "]) + block, lesson, ask
    if r < 0.72:
        return intro, (lesson + "\n" if lesson else "") + block, ask
    if r < 0.80 and allow_ask and ulen(block) < 300:
        return intro, lesson, (ask + " " if ask else "") + block
    if r < 0.90:
        return block, lesson, ask
    return intro + "\n" + block, "", maybe(0.3, ask)


def base_ctx(lang, vendor="", slug="", what="", var=""):
    return Ctx(lang=lang, vendor=vendor, slug=slug, what=what, var=var, svc=pick(SVCS), env=pick(ENVS), file="", ticket=ticket(),
               place="")


# ----------------------------------------------------------------------------
# vendor-based notes (secret and clean)
# ----------------------------------------------------------------------------
KNOWN_PREFIXES = sorted(["sk_live_", "sk_test_", "rk_live_", "whsec_", "ghp_", "gho_", "ghs_", "github_pat_", "glpat-", "xoxb-", "xoxp-",
                         "xapp-", "npm_", "pypi-", "dckr_pat_", "sk-proj-", "sk-ant-api03-", "sk-ant-admin01-", "sk-svcacct-", "sk-", "hf_",
                         "r8_", "gsk_", "pplx-", "xai-", "AKIA", "LTAI", "AKID", "SG.", "shpat_", "shpss_", "hvs.", "dop_v1_",
                         "lin_api_", "ntn_", "secret_", "figd_", "glsa_", "glc_", "NRAK-", "sntryu_", "sntrys_", "sk-lf-", "fw_",
                         "pcsk_", "lsv2_pt_", "sk-or-v1-", "AIza", "GOCSPX-", "dapi", "squ_", "pul-", "bkua_", "CCIPAT_",
                         "tskey-auth-", "rnd_", "nfp_", "sbp_", "sb_secret_", "napi_", "pscale_tkn_", "live_sk_", "test_sk_",
                         "live_gsk_", "xkeysib-", "key-", "EAAA", "sq0csp-", "FLWSECK-", "xnd_production_", "live_", "phx_", "sdk-",
                         "api-", "secret-", "os_v2_app_", "rubygems_", "oy2", "AKCp", "ATATT3xFfGF0", "PMAK-", "dt0c01.", "cxtp_",
                         "xaat-", "Mid-server-", "sup_sk_", "tvly-", "fc-", "csk-", "pa-", "CFPAT-", "EXO", "SCW", "AQVN", "NCS",
                         "ncp_iam_", "sk_", "ATTA", "ATBB", "GR1348941", "glrt-", "gldt-", "glptt-", "sl.B", "fm2_", "HRKU-",
                         "klarna_live_api_", "pdl_live_apikey_", "bce-v3/ALTAK-", "SEC", "as-", "sk.", "1//0", "ops_", "AQEyhmfx",
                         "sk_sbox_", "dp.st.prd.", "pat-na1-", "2/", "u+", "xoxe.", "cmVmdGtuOjAxOj", "PS", "AKLT"], key=len, reverse=True)


def known_prefix(v):
    for p in KNOWN_PREFIXES:
        if v.startswith(p) and len(v) > len(p) + 4:
            return p
    return ""


def clean_value(var, real, family, c):
    """a non-credential stand-in for a credential value, shaped for the given block family."""
    pre = known_prefix(real)
    n = max(8, len(real) - len(pre))
    opts = ["placeholder", "prefix_x", "masked", "redacted"]
    if family in ("cfg", "shell"):
        opts += ["ref", "ref", "ref"]
    k = pick(opts)
    if k == "placeholder":
        return pick(["<%s>" % var.lower().replace("_", "-"), "YOUR_%s" % var, "your-%s-here" % c["slug"], "REPLACE_ME", "<set-me>",
                     "TODO", "dummy", "<fill in from 1Password>", "CHANGE_ME_IN_VAULT", "xxxxxxxxxxxxxxxx"])
    if k == "prefix_x":
        if pre:
            return pre + pick(["x" * min(n, 32), "X" * min(n, 24), "...", "<redacted>", "*" * 12, "0" * min(n, 24)])
        return pick(["x" * min(n, 32), "0" * min(n, 32), "<%d chars>" % len(real)])
    if k == "masked":
        return (pre or "") + pick(["*" * 8, "•" * 12, "****************", "…"]) + an(4)
    if k == "redacted":
        return pick(["[REDACTED]", "<redacted>", "***", "********", "[hidden]", "(masked)", "<secret>"])
    if family == "shell":
        return pick(["$%s" % var, '"${%s}"' % var, "$(cat /run/secrets/%s)" % var.lower(), "$(vault kv get -field=%s secret/%s/%s)" % (var.lower(), c["env"], c["svc"]),
                     "$(op read op://Engineering/%s/credential)" % c["vendor"].replace(" ", "-")])
    return pick(["${%s}" % var, "${%s:?required}" % var, "op://%s/%s/credential" % (pick(["Engineering", "Platform", "Prod"]), c["vendor"].replace(" ", "-")),
                 "vault:secret/data/%s/%s#%s" % (c["env"], c["svc"], var.lower()),
                 "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s/%s-%s" % (dg(12), c["env"], c["svc"], var.lower(), an(6)),
                 "projects/%s/secrets/%s/versions/latest" % (dg(12), var.lower().replace("_", "-")),
                 "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%s/)" % (c["svc"][:8], c["env"], var.replace("_", "-")),
                 "{{ .Values.%s.%s }}" % (c["slug"], key_names(var, c["slug"])[1]), "%%(%s)s" % var])


CLEAN_UNSAFE_IDS = {"GRADLE_PUBLISH_KEY", "OVH_APPLICATION_KEY", "MODAL_TOKEN_ID", "SUMO_ACCESS_ID", "VONAGE_API_KEY", "OSSRH_USERNAME",
                    "TRELLO_KEY", "IMP_KEY", "NHN_APP_KEY", "MIXPANEL_SA_USERNAME", "PLANETSCALE_SERVICE_TOKEN_ID",
                    "SAKURACLOUD_ACCESS_TOKEN", "CHANNEL_ACCESS_KEY"}


def spec_items(spec):
    items, secrets = [], []
    for var, fn, listed in spec["parts"]:
        v = fn()
        items.append((var, v))
        if listed:
            secrets.append(v)
    return items, secrets


def w_k8s_b64(items, c):
    body = "\n".join("  %s: %s" % (k, b64s(v)) for k, v in items)
    return ("$ kubectl get secret %s-secrets -n %s -o yaml\napiVersion: v1\ndata:\n%s\nkind: Secret\nmetadata:\n  name: %s-secrets\ntype: Opaque"
            % (c["svc"], c["env"], body, c["svc"])), "the k8s Secret"


WRAP_NAMES[w_k8s_b64] = "k8s_b64"


def choose_wrapper(spec, single):
    r = R.random()
    if spec["http"] and single and r < 0.33:
        return pick(HTTP_WRAPPERS)
    r = R.random()
    if r < 0.58:
        return pick(CONFIG_WRAPPERS)
    if r < 0.84:
        return pick(CODE_WRAPPERS)
    return pick(TEXT_WRAPPERS)


def vendor_secret_note(lang, spec):
    items, secrets = spec_items(spec)
    listed_vars = [p[0] for p in spec["parts"] if p[2]]
    c = base_ctx(lang, spec["vendor"], spec["slug"], spec["desc"], listed_vars[0])
    single = len(secrets) == 1
    w = choose_wrapper(spec, single)
    if w in HTTP_WRAPPERS:
        block, file = w(spec, secrets[0], c)
    elif w is w_dotenv and chance(0.15):
        w = w_k8s_b64
        block, file = w([(k, v) for k, v in items if v in secrets], c)
        enc = [b64s(v) for v in secrets]
        if chance(0.4):
            k0, v0 = [(k, v) for k, v in items if v in secrets][0]
            block += "\n$ kubectl get secret %s-secrets -n %s -o jsonpath='{.data.%s}' | base64 -d\n%s" % (c["svc"], c["env"], k0, v0)
            secrets = enc + [v0]
        else:
            secrets = enc
    else:
        block, file = w(items, c)
    c["place"] = file
    intro, lesson, ask = prose3(c, INTRO_SECRET, INTRO_SECRET_NF, LESSON_CFG, ASK_CFG)
    mc, le, ak = place(lang, intro, block, lesson, ask)
    if single and len(secrets[0]) < 200 and chance(0.1) and not any(secrets[0] in x for x in (le, ak)):
        ak = fmt(T(lang, ["Is %s still the live {vendor} {what}?" % secrets[0], "Can you confirm %s is the key for {env}?" % secrets[0]],
                   ["%s 아직 유효한 {vendor} {what}인가요?" % secrets[0], "%s 가 {env}용 키 맞나요?" % secrets[0]]), c)
    cat = "%s: %s %s [%s]" % (WRAP_NAMES[w], spec["vendor"], spec["desc"], spec["vendor"])
    return mk(lang, "secret", cat, mc, le, ak, secrets)


def vendor_clean_note(lang, spec):
    c = base_ctx(lang, spec["vendor"], spec["slug"], spec["desc"], [p[0] for p in spec["parts"] if p[2]][0])
    r = R.random()
    single = len([p for p in spec["parts"] if p[2]]) == 1
    if spec["http"] and single and r < 0.3:
        w = pick([h_curl, h_py, h_js, h_httpie, h_raw, h_nginx])
        var = c["var"]
        if w is h_curl or w is h_httpie:
            v = pick(["$%s" % var, "${%s}" % var, "$(cat ~/.config/%s/token)" % spec["slug"], "[REDACTED]", "<token>"])
        elif w is h_py:
            v = pick(["{os.environ['%s']}" % var, "<redacted>", "***"])
        elif w is h_js:
            v = pick(["${process.env.%s}" % var, "<redacted>", "…"])
        else:
            v = pick(["[REDACTED]", "<redacted>", "********", "$" + var, clean_value(var, spec["parts"][0][1](), "http", c)])
        block, file = w(spec, v, c)
        if w is h_py and "{os.environ" in block:
            block = re.sub(r'"([^"]*\{os\.environ\[[^"]*)"', r'f"\1"', block)
        if w is h_js and "${process.env" in block:
            block = re.sub(r"'([^']*\$\{process\.env\.[A-Z0-9_]+\}[^']*)'", r"`\1`", block)
        wname = WRAP_NAMES[w]
    else:
        w = pick(CONFIG_WRAPPERS) if chance(0.65) else pick(CODE_WRAPPERS)
        fam = "shell" if w in (w_export, w_inline, w_cli_set, w_crontab, w_powershell, w_cmd) else ("cfg" if w in CONFIG_WRAPPERS else "code")
        items = []
        for var, fn, listed in spec["parts"]:
            real = fn()
            if listed or var in CLEAN_UNSAFE_IDS:
                items.append((var, clean_value(var, real, fam, c)))
            else:
                items.append((var, real))
        if w is w_gha:
            items = [(k, "${{ secrets.%s }}" % k if chance(0.7) else v) for k, v in items]
        block, file = w(items, c)
        wname = WRAP_NAMES[w]
    c["place"] = file
    intro, lesson, ask = prose3(c, INTRO_CLEAN, INTRO_CLEAN_NF, LESSON_CLEAN if chance(0.6) else LESSON_CFG, ASK_CFG, 0.8, 0.7)
    mc, le, ak = place(lang, intro, block, lesson, ask)
    cat = "%s: %s %s as placeholder/reference [%s]" % (wname, spec["vendor"], spec["desc"], spec["vendor"])
    return mk(lang, "clean", cat, mc, le, ak)


MULTI_WRAPPERS = [w_dotenv, w_dotenv, w_compose, w_k8s_secret, w_printenv, w_gha, w_helm, w_table, w_log, w_systemd, w_k8s_env, w_export, w_postman_env]


def multi_secret_note(lang, specs):
    items, secrets, names = [], [], []
    for sp in specs:
        it, se = spec_items(sp)
        items += it
        secrets += se
        names.append(sp["vendor"])
    c = base_ctx(lang, "/".join(names), "integrations", "credentials", items[0][0])
    w = pick(MULTI_WRAPPERS)
    block, file = w(items, c)
    c["vendor"] = names[0]
    c["place"] = PLACE_KO.get(file, file) if lang == "ko" else file
    if is_file(file):
        c["file"] = file
        intro = T(lang, ["Full {file} of {svc} ({env}) as the user pasted it:", "I didn't know {svc} needs all of these at boot; {file}:",
                         "Everything {svc} reads from the environment in {env} ({file}):", "Context: {svc} talks to %d providers. Their settings ({file}):" % len(specs)],
                  ["사용자가 붙여준 {svc}({env})의 {file} 전체:", "{svc}가 기동할 때 이게 전부 필요한 줄 몰랐음. {file}:",
                   "{env}에서 {svc}가 환경변수로 읽는 것 전부({file}):", "배경: {svc}는 외부 서비스 %d개와 연동함. 설정({file}):" % len(specs)])
    else:
        c["file"] = ".env"
        intro = T(lang, ["What {svc} sees at runtime in {env} ({place}):", "I didn't know {svc} needs all of these at boot; from {place}:",
                         "Context: {svc} talks to %d providers; this is how they are configured ({place}):" % len(specs)],
                  ["{env}에서 {svc}가 runtime에 보는 값({place}):", "{svc}가 기동할 때 이게 전부 필요한 줄 몰랐음. {place}에서:",
                   "배경: {svc}는 외부 서비스 %d개와 연동함. 설정 방식({place}):" % len(specs)])
    intro = fmt(intro, c)
    lesson = maybe(0.8, bank(LESSON_CFG, c))
    ask = maybe(0.7, T(lang, ["Which of these are actually used by {svc} in {env}?", "Can we move these into the secret manager before the next release?",
                              "Who can rotate these after this debugging session?"],
                       ["이 중 {env}의 {svc}가 실제로 쓰는 건 어떤 건가요?", "다음 릴리스 전에 이 값들 secret manager로 옮겨도 될까요?",
                        "디버깅 끝나면 이 키들 누가 rotate 하나요?"]).format_map(c))
    mc, le, ak = place(lang, intro, block, lesson, ask, allow_ask=False)
    cat = "%s: multi-provider (%d) [%s]" % (WRAP_NAMES[w], len(specs), "/".join(names))
    return mk(lang, "secret", cat, mc, le, ak, secrets)


# ----------------------------------------------------------------------------
# special secret templates, group A: databases, shells, connection strings
# ----------------------------------------------------------------------------
SECRET_SPECIALS = []


def special(weight=1.0):
    def deco(fn):
        SECRET_SPECIALS.append((fn, weight))
        return fn
    return deco


LESSON_DB = {
    "en": ["Passwords on the command line end up in shell history and in `ps`; use an option file or a prompt instead.",
           "The {env} database only accepts connections from the bastion, so run these from there.",
           "The app user has no DDL rights; migrations must run as the owner role.",
           "sslmode=require is mandatory on {env}; without it the connection is silently refused.",
           "Special characters in the password must be percent-encoded in the URL.",
           "The connection pool keeps old credentials until restart, so rotate during a deploy window.",
           "Read replicas use the same credentials but a different host.", ""],
    "ko": ["command line에 비밀번호를 넣으면 shell history와 ps에 남음. option file이나 prompt 쓸 것.",
           "{env} DB는 bastion에서만 접속 가능하니 거기서 실행해야 함.",
           "app 계정은 DDL 권한이 없음. migration은 owner role로 돌려야 함.",
           "{env}에서는 sslmode=require 필수. 없으면 조용히 접속 거부됨.",
           "URL 안의 비밀번호 특수문자는 percent-encoding 해야 함.",
           "connection pool이 재시작 전까지 예전 credential을 들고 있어서 배포 타이밍에 rotate 해야 함.",
           "read replica는 credential은 같고 host만 다름.", ""],
}
ASK_DB = {
    "en": ["Is there a read-only account I should use for {db} instead?", "Which host is the primary for {db} in {env}?",
           "Can I get my own DB user for debugging instead of the shared one?", "Is it OK to run this against {env} or only staging?", ""],
    "ko": ["{db}에 쓸 read-only 계정이 따로 있나요?", "{env}에서 {db} primary host가 어디인가요?",
           "공용 계정 말고 디버깅용 개인 DB 계정 받을 수 있나요?", "이거 {env}에서 돌려도 되나요, staging에서만 되나요?", ""],
}


def dbctx(lang):
    c = base_ctx(lang)
    c["host"] = pick(HOSTS)
    c["user"] = pick(USERS)
    c["db"] = pick(DBS)
    return c


def db_prose(c, intros_en, intros_ko):
    intro = fmt(T(c["lang"], intros_en, intros_ko), c)
    return intro, fmt(pick(LESSON_DB[c["lang"]]), c), fmt(pick(ASK_DB[c["lang"]]), c)


@special(1.2)
def s_mysql_p(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    arg = "-p'%s'" % pw if chance(0.6) else "-p%s" % pw
    if any(ch in pw for ch in "!&*?~^ ") and arg.startswith("-p") and "'" not in arg:
        arg = "-p'%s'" % pw
    port = pick(["", " -P 3306", " -P 3307"])
    block = ("$ mysql -h %s%s -u %s %s %s -e 'SELECT COUNT(*) FROM %s'\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"
             "+----------+\n| COUNT(*) |\n+----------+\n|    %5d |\n+----------+") % (c["host"], port, c["user"], arg, c["db"], pick(["orders", "users", "payments"]), R.randint(10, 99999))
    intro, les, ask = db_prose(c, ["I needed row counts from {db} on {env} and didn't know which account works. This did:",
                                   "Nobody told me the {env} MySQL only accepts the {user} account. Working command:",
                                   "Verifying the backfill on {db}:"],
                               ["{env}의 {db} row 수 확인이 필요했는데 어떤 계정이 되는지 몰랐음. 이게 됨:",
                                "{env} MySQL은 {user} 계정만 받는다는 걸 아무도 말 안 해줌. 동작한 명령:",
                                "{db} backfill 검증:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "shell: mysql -p attached password", mc, le, ak, [pw])


@special(1.2)
def s_pg_url(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    enc = pct(pw)
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (c["user"], enc, c["host"], c["db"])
    k = R.randint(0, 3)
    if k == 0:
        block = '$ psql "%s" -c "\\dt"' % url
    elif k == 1:
        block = "DATABASE_URL=%s" % url
    elif k == 2:
        block = 'engine = create_engine(\n    "%s",\n    pool_size=5,\n)' % url.replace("postgresql://", "postgresql+psycopg://")
    else:
        block = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s" % (c["host"], c["db"], c["user"], pw)
        enc = pw
    intro, les, ask = db_prose(c, ["The {svc} migration failed on {env}; the connection string it uses:", "I did not know {svc} connects as {user}. From the config:",
                                   "Connecting to {db} for the data fix:"],
                               ["{env}에서 {svc} migration 실패. 사용하는 connection string:", "{svc}가 {user} 계정으로 붙는 줄 몰랐음. 설정에서:",
                                "데이터 수정하려고 {db} 접속:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    sec = [enc] if enc == pw else [enc]
    return mk(lang, "secret", "connection string: postgres URL with percent-encoded password", mc, le, ak, sec)


@special(0.8)
def s_pgpassword(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    block = "$ PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > /tmp/%s.dump\n$ ls -lh /tmp/%s.dump\n-rw-r--r-- 1 ubuntu ubuntu %dM %s /tmp/%s.dump" % (
        pw, c["host"], c["user"], c["db"], c["db"], c["db"], R.randint(20, 900), date_str(), c["db"])
    intro, les, ask = db_prose(c, ["Needed a dump of {db} from {env} to reproduce the bug:", "How I took the backup of {db}:"],
                               ["버그 재현하려고 {env}의 {db} dump 뜸:", "{db} 백업 받은 방법:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "shell: PGPASSWORD env prefix", mc, le, ak, [pw])


@special(0.8)
def s_redis(lang):
    c = dbctx(lang)
    pw = pick([pw_strong(), an(32), hx(32)])
    k = R.randint(0, 2)
    h = pick(["redis-prod.abc123.ng.0001.apn2.cache.amazonaws.com", "redis.internal", "10.0.7.21"])
    if k == 0:
        block = "$ redis-cli -h %s -p 6380 --tls -a '%s' INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n# Keyspace\ndb0:keys=%d,expires=%d" % (
            h, pw, R.randint(100, 90000), R.randint(10, 900))
        sec = [pw]
    elif k == 1:
        block = "%s:6379> AUTH %s\nOK\n%s:6379> GET session:%s\n(nil)" % (h, pw, h, hx(16))
        sec = [pw]
    else:
        enc = pct(pw)
        block = "REDIS_URL=rediss://default:%s@%s:6380/0" % (enc, h)
        sec = [enc]
    intro, les, ask = db_prose(c, ["Cache invalidation in {svc} wasn't working; I checked Redis directly:", "The {env} Redis requires AUTH, which I didn't know:"],
                               ["{svc} 캐시 무효화가 안 돼서 Redis 직접 확인함:", "{env} Redis가 AUTH 필요한 줄 몰랐음:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "redis: AUTH password", mc, le, ak, sec)


@special(0.9)
def s_mongo(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    enc = pct(pw)
    cl = "cluster0.%s.mongodb.net" % anl(5)
    url = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority&appName=%s" % (c["user"], enc, cl, c["db"], c["svc"])
    block = pick(['$ mongosh "%s"' % url, "MONGODB_URI=%s" % url, "mongoose.connect('%s');" % url])
    intro, les, ask = db_prose(c, ["{svc} could not reach Atlas from {env}; the URI it uses:", "Atlas IP allow-list was the problem, not the URI:"],
                               ["{env}에서 {svc}가 Atlas 접속 실패. 사용하는 URI:", "문제는 URI가 아니라 Atlas IP allow-list였음:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "connection string: MongoDB Atlas SRV URI [MongoDB]", mc, le, ak, [enc])


@special(1.0)
def s_jdbc(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "spring.datasource.url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (c["host"], c["db"], c["user"], pct(pw))
        sec = [pct(pw)]
    elif k == 1:
        block = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=false" % (
            pick(["acme-sql.database.windows.net", "mssql01.corp.local"]), c["db"], c["user"], pw)
        sec = [pw]
    else:
        block = "<Resource name=\"jdbc/%s\" auth=\"Container\" type=\"javax.sql.DataSource\"\n  url=\"jdbc:oracle:thin:@//%s:1521/ORCLPDB1\"\n  username=\"%s\" password=\"%s\" maxTotal=\"20\"/>" % (
            c["db"], c["host"], c["user"].upper(), pw)
        sec = [pw]
    intro, les, ask = db_prose(c, ["The legacy {svc} reads its datasource from here; I needed it to run the batch locally:", "JDBC config found on the {env} server:"],
                               ["레거시 {svc}가 datasource를 여기서 읽음. 로컬에서 batch 돌리려고 필요했음:", "{env} 서버에서 찾은 JDBC 설정:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "connection string: JDBC with password", mc, le, ak, sec)


@special(0.8)
def s_mssql_connstr(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    cs = "Server=tcp:%s,1433;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;" % (
        pick(["acme-prod-sql.database.windows.net", "sql-kr-01.database.windows.net"]), c["db"], c["user"], pw)
    block = json.dumps({"ConnectionStrings": {"DefaultConnection": cs}, "Logging": {"LogLevel": {"Default": "Warning"}}}, indent=2, ensure_ascii=False)
    intro, les, ask = db_prose(c, ["appsettings.Production.json of {svc}, which I needed to see why EF migrations target the wrong DB:"],
                               ["EF migration이 엉뚱한 DB를 보는 이유 찾으려고 본 {svc}의 appsettings.Production.json:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "json: SQL Server connection string [Azure SQL]", mc, le, ak, [pw])


@special(0.7)
def s_pgpass(lang):
    c = dbctx(lang)
    pw1, pw2 = pw_any(lang), pw_any(lang)
    if chance(0.5):
        block = "$ cat ~/.pgpass\n%s:5432:%s:%s:%s\n*:5432:*:postgres:%s" % (c["host"], c["db"], c["user"], pw1, pw2)
        sec = [pw1, pw2]
    else:
        block = "$ cat ~/.my.cnf\n[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (c["user"], pw1, c["host"])
        sec = [pw1]
    intro, les, ask = db_prose(c, ["psql on the bastion logs in without a prompt because of this file:", "Why the cron job can connect without a password:"],
                               ["bastion에서 psql이 prompt 없이 로그인되는 이유가 이 파일 때문:", "cron job이 비밀번호 없이 접속되는 이유:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "file: .pgpass / .my.cnf", mc, le, ak, sec)


@special(0.9)
def s_docker_run_env(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "$ docker run -d --name pg16 -e POSTGRES_USER=%s -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % (c["user"], pw)
    elif k == 1:
        block = "$ docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD='%s' -p 3306:3306 -v mysql-data:/var/lib/mysql mysql:8.0" % pw
    else:
        block = "$ docker run -d -p 1433:1433 -e ACCEPT_EULA=Y -e MSSQL_SA_PASSWORD='%s' mcr.microsoft.com/mssql/server:2022-latest" % pw
    intro, les, ask = db_prose(c, ["Local DB for {svc} has to match the shared dev DB password, otherwise the seed script fails:",
                                   "The integration tests expect this exact container:"],
                               ["{svc} 로컬 DB는 공용 dev DB 비밀번호와 같아야 seed script가 돎:", "integration test가 정확히 이 컨테이너를 기대함:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "shell: docker run -e DB password (-p is a port)", mc, le, ak, [pw])


@special(0.7)
def s_sshpass(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    block = "$ sshpass -p '%s' ssh -p %d -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (pw, pick([22, 2222, 10022]), pick(["deploy", "ubuntu", "ec2-user", "opc"]), ipv4_private(), c["svc"])
    intro, _les, _ask = db_prose(c, ["The old deploy script for {svc} still restarts the service over SSH like this:", "No SSH key was set up on the legacy box, so:"],
                               ["{svc} 예전 배포 스크립트는 아직 SSH로 이렇게 재시작함:", "레거시 서버에 SSH 키가 없어서 이렇게 함:"])
    mc, le, ak = place(lang, intro, block, maybe(0.6, pick(GENERIC_LESSON[lang])), maybe(0.6, pick(GENERIC_ASK[lang])))
    return mk(lang, "secret", "shell: sshpass -p password", mc, le, ak, [pw])


@special(0.9)
def s_curl_u(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    user = pick(["elastic", "admin", "jenkins", "grafana", "kibana_system", "api", "nexus-deploy"])
    url = pick(["https://es.internal:9200/_cluster/health?pretty", "https://jenkins.acme.io/job/%s/lastBuild/api/json" % c["svc"],
                "https://nexus.acme.io/service/rest/v1/repositories", "http://grafana.internal:3000/api/health", "https://registry.acme.io/v2/_catalog"])
    block = "$ curl -s -u %s:%s %s\n%s" % (user, pw if not any(ch in pw for ch in "&!*? ") else "'%s'" % pw, url, pick(['{"status":"green"}', "HTTP 401", '{"repositories":[]}', "OK"]))
    if "'" in block.split("\n")[0]:
        block = block.replace("-u %s:'%s'" % (user, pw), "-u '%s:%s'" % (user, pw))
    intro, _les, _ask = db_prose(c, ["Health check of the internal service that {svc} depends on:", "To confirm the account still works I ran:"],
                               ["{svc}가 의존하는 내부 서비스 health check:", "계정이 아직 살아있는지 확인하려고 실행:"])
    mc, le, ak = place(lang, intro, block, maybe(0.6, pick(GENERIC_LESSON[lang])), maybe(0.6, pick(GENERIC_ASK[lang])))
    return mk(lang, "secret", "shell: curl -u user:password", mc, le, ak, [pw])


@special(1.0)
def s_basic_header(lang):
    c = dbctx(lang)
    user = pick(["api", "admin", "svc-partner", "webhook", c["user"], "acme-prod"])
    pw = pw_any(lang)
    blob = b64s("%s:%s" % (user, pw))
    block = "POST /v1/%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (
        pick(["orders/sync", "events", "reports/export"]), pick(["partner-api.example-partner.com", "api.internal.acme.io", "legacy-erp.corp.local"]), blob)
    sec = [blob]
    extra = ""
    if chance(0.4):
        extra = T(lang, " (decodes to %s:%s)" % (user, pw), " (디코딩하면 %s:%s)" % (user, pw))
        sec.append(pw)
    intro, _les, _ask = db_prose(c, ["The partner API rejects our calls from {env}; captured request:" + extra, "Request {svc} sends to the partner:" + extra],
                               ["{env}에서 파트너 API가 요청을 거부함. 캡처한 요청:" + extra, "{svc}가 파트너에 보내는 요청:" + extra])
    mc, le, ak = place(lang, intro, block, maybe(0.6, pick(GENERIC_LESSON[lang])), maybe(0.6, pick(GENERIC_ASK[lang])))
    return mk(lang, "secret", "http: Basic auth header blob", mc, le, ak, sec)


@special(0.8)
def s_php_trace(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    block = ("PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [2002] Connection timed out in /var/www/html/lib/Db.php:%d\n"
             "Stack trace:\n#0 /var/www/html/lib/Db.php(%d): PDO->__construct('mysql:host=%s;dbname=%s', '%s', '%s', Array)\n"
             "#1 /var/www/html/index.php(12): Db::connect()\n#2 {main}") % (R.randint(20, 90), R.randint(20, 90), c["host"], c["db"], c["user"], pw)
    intro, les, ask = db_prose(c, ["Error page of the legacy PHP admin in {env} (display_errors was on):", "The legacy site printed this when the DB failed over:"],
                               ["{env} 레거시 PHP admin 에러 화면(display_errors 켜져 있었음):", "DB failover 때 레거시 사이트가 이걸 출력함:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "stack trace: PHP PDO constructor args", mc, le, ak, [pw])


@special(0.7)
def s_heroku_config(lang):
    c = dbctx(lang)
    pw1, pw2 = an(65).lower()[:64], an(64)
    u1 = "u" + anl(13)
    h1 = "ec2-%d-%d-%d-%d.compute-1.amazonaws.com" % (R.randint(3, 54), R.randint(1, 250), R.randint(1, 250), R.randint(1, 250))
    block = "$ heroku config -a %s-%s\n=== %s-%s Config Vars\nDATABASE_URL: postgres://%s:%s@%s:5432/d%s\nREDIS_URL:    rediss://:%s@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:%d\nWEB_CONCURRENCY: 2" % (
        c["svc"], c["env"], c["svc"], c["env"], u1, pw1, h1, anl(13), pw2, R.randint(3, 54), R.randint(1, 250), R.randint(1, 250), R.randint(1, 250), R.randint(10000, 30000))
    intro, les, ask = db_prose(c, ["Heroku add-on credentials rotate on their own; current values:", "I needed the prod DB URL to run the report locally:"],
                               ["Heroku add-on credential은 자동으로 바뀜. 현재 값:", "리포트 로컬 실행하려고 prod DB URL이 필요했음:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", "cli output: heroku config with DB/Redis URLs [Heroku]", mc, le, ak, [pw1, pw2])


@special(0.7)
def s_clickhouse_snowflake(lang):
    c = dbctx(lang)
    pw = pw_any(lang)
    if chance(0.5):
        block = "$ clickhouse-client --host %s.ap-northeast-1.aws.clickhouse.cloud --secure --port 9440 --user default --password '%s' -q 'SELECT count() FROM events'" % (anl(10), pw)
        cat = "shell: clickhouse-client --password [ClickHouse]"
    else:
        block = "# ~/.snowflake/connections.toml\n[default]\naccount = \"%s-%s\"\nuser = \"%s\"\npassword = \"%s\"\nwarehouse = \"COMPUTE_WH\"\nrole = \"TRANSFORMER\"" % (
            anu(7), anu(7), c["user"].upper(), pw)
        cat = "toml: Snowflake connections.toml password [Snowflake]"
    intro, les, ask = db_prose(c, ["The analytics query for {svc} has to run on the warehouse directly:", "dbt in CI uses these credentials:"],
                               ["{svc} 분석 쿼리는 warehouse에서 직접 돌려야 함:", "CI의 dbt가 이 credential 씀:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", cat, mc, le, ak, [pw])


@special(0.7)
def s_amqp_kafka(lang):
    c = dbctx(lang)
    if chance(0.5):
        pw = pw_any(lang)
        enc = pct(pw)
        block = "CELERY_BROKER_URL=amqp://%s:%s@rabbitmq.%s.svc.cluster.local:5672/%s" % (c["svc"].split("-")[0], enc, c["env"], c["svc"])
        sec, cat = [enc], "env: AMQP broker URL password [RabbitMQ]"
    else:
        key, secret = anu(16), rs(AN + "+/", 64)
        block = ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
                 "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (anl(5), key, secret)
        sec, cat = [secret], "properties: Kafka SASL JAAS password [Confluent]"
    intro, les, ask = db_prose(c, ["Consumers of {svc} were stuck; the broker config they use:", "I didn't know {svc} talks to the broker with its own account:"],
                               ["{svc} consumer가 멈춰 있었음. 사용하는 broker 설정:", "{svc}가 자체 계정으로 broker에 붙는 줄 몰랐음:"])
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "secret", cat, mc, le, ak, sec)


# ----------------------------------------------------------------------------
# group B: cloud credentials, signed URLs, key material
# ----------------------------------------------------------------------------
LESSON_CLOUD = {
    "en": ["Temporary credentials expire after an hour; the job must re-assume the role instead of caching them.",
           "Signed URLs are bearer credentials until they expire; a 7-day expiry is far too long for exports.",
           "The CLI picks the first profile that matches, so a stale [default] block overrides the env vars.",
           "Use workload identity / instance roles instead of long-lived keys on the runners.",
           "The service account key was created by hand and never rotated; there is no owner on record.", ""],
    "ko": ["임시 credential은 1시간 뒤 만료됨. job이 캐시하지 말고 role을 다시 assume 해야 함.",
           "signed URL은 만료 전까지 그 자체로 credential임. export에 7일 만료는 너무 김.",
           "CLI가 처음 매칭되는 profile을 써서 오래된 [default] 블록이 env var를 덮어씀.",
           "runner에서는 장기 키 대신 workload identity / instance role 쓸 것.",
           "service account key를 수동으로 만들고 한 번도 rotate 안 함. 담당자 기록도 없음.", ""],
}
ASK_CLOUD = {
    "en": ["Which IAM role should {svc} assume in {env}?", "Can the export link expire sooner?", "Who owns this service account?",
           "Is there an OIDC setup for CI so we can drop the static keys?", ""],
    "ko": ["{env}에서 {svc}가 assume 해야 하는 IAM role이 뭔가요?", "export 링크 만료를 더 짧게 해도 되나요?", "이 service account 담당자가 누구인가요?",
           "static key 없애게 CI용 OIDC 설정이 있나요?", ""],
}


def cloud_prose(c, en, ko):
    return fmt(T(c["lang"], en, ko), c), fmt(pick(LESSON_CLOUD[c["lang"]]), c), fmt(pick(ASK_CLOUD[c["lang"]]), c)


def _session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(AN, 3) + "aDmFwLW5vcnRoZWFzdC0yIkcwRQIh" + rs(B64C, R.randint(320, 480))


@special(1.0)
def s_aws_sts(lang):
    c = base_ctx(lang)
    akid, sk, tok = "ASIA" + b32(16), _aws_sec(), _session_token()
    obj = {"Credentials": {"AccessKeyId": akid, "SecretAccessKey": sk, "SessionToken": tok, "Expiration": iso_ts().replace(".000", "")},
           "AssumedRoleUser": {"AssumedRoleId": "AROA%s:%s" % (b32(17), c["svc"]), "Arn": "arn:aws:sts::%s:assumed-role/%s-deployer/%s" % (dg(12), c["svc"], c["svc"])}}
    block = "$ aws sts assume-role --role-arn arn:aws:iam::%s:role/%s-deployer --role-session-name %s\n%s" % (dg(12), c["svc"], c["svc"], json.dumps(obj, indent=1))
    intro, les, ask = cloud_prose(c, ["Deploys from the runner need a role in the {env} account; what assume-role returned:", "Output of the role assumption that the deploy script does:"],
                                  ["runner에서 배포하려면 {env} 계정 role이 필요함. assume-role 결과:", "배포 스크립트가 하는 role assume 출력:"])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "cli output: AWS STS temporary credentials with session token [AWS]", mc, le, ak, [akid, sk, tok])


@special(1.0)
def s_aws_credentials_file(lang):
    c = base_ctx(lang)
    a1, s1, a2, s2 = _aws_id(), _aws_sec(), _aws_id(), _aws_sec()
    block = "$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (
        a1, s1, c["env"], a2, s2)
    intro, les, ask = cloud_prose(c, ["Terraform kept using the wrong account for {env}; the credentials file on the runner:", "Why `aws s3 ls` worked locally but not in CI:"],
                                  ["Terraform이 {env}에서 계속 엉뚱한 계정을 씀. runner의 credentials 파일:", "`aws s3 ls`가 로컬에서는 되고 CI에서는 안 되던 이유:"])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "file: ~/.aws/credentials with two profiles [AWS]", mc, le, ak, [a1, s1, a2, s2])


@special(1.0)
def s_s3_presigned(lang):
    c = base_ctx(lang)
    temp = chance(0.4)
    akid = ("ASIA" if temp else "AKIA") + b32(16)
    sig = hx(64)
    d = "2025%02d%02d" % (R.randint(1, 11), R.randint(1, 28))
    url = ("https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s/report-%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d") % (pick(["acme-exports", "hanbit-reports", "koala-data-prod"]), c["svc"], d, akid, d, d, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
                                                            pick([3600, 86400, 604800]))
    sec = [akid, sig]
    if temp:
        tok = pct(_session_token())
        url += "&X-Amz-Security-Token=" + tok
        sec.append(tok)
    url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
    intro, les, ask = cloud_prose(c, ["The customer could not download the export; the link {svc} generated:", "Presigned link from the report email:"],
                                  ["고객이 export를 못 받음. {svc}가 만든 링크:", "리포트 메일에 들어간 presigned 링크:"])
    mc, le, ak = place(lang, intro, url, les, ask, allow_ask=False)
    return mk(lang, "secret", "signed URL: S3 presigned (SigV4)%s [AWS]" % (" with session token" if temp else ""), mc, le, ak, sec)


@special(0.7)
def s_gcs_signed(lang):
    c = base_ctx(lang)
    sig = hx(512)
    url = ("https://storage.googleapis.com/%s/%s.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=2025%02d%02dT%02d0000Z&X-Goog-Expires=%d&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        pick(["acme-public-dl", "hanbit-media"]), pick(["build", "assets", "dump"]), c["svc"], pick(["acme-prod", "hanbit-data"]), R.randint(1, 11), R.randint(1, 28), R.randint(1, 11), R.randint(1, 28),
        R.randint(0, 23), pick([900, 3600]), sig)
    intro, les, ask = cloud_prose(c, ["GCS signed URL that {svc} hands to the mobile app:", "Download link from the failing job:"],
                                  ["{svc}가 모바일 앱에 넘기는 GCS signed URL:", "실패한 job의 다운로드 링크:"])
    mc, le, ak = place(lang, intro, url, les, ask, allow_ask=False)
    return mk(lang, "secret", "signed URL: GCS V4 signature [Google Cloud]", mc, le, ak, [sig])


@special(0.8)
def s_azure_sas(lang):
    c = base_ctx(lang)
    sig = pct(b64bytes(32))
    acct = pick(["acmeprodlogs", "hanbitmedia01", "stgreports"])
    url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-%02d-%02dT00:00:00Z&st=2025-%02d-%02dT00:00:00Z&spr=https&sig=%s" % (
        acct, pick(["exports", "backups", "uploads"]), pick(["db.bak", "2025/q3.parquet", "photos.zip"]), R.randint(1, 12), R.randint(1, 28), R.randint(1, 11), R.randint(1, 28), sig)
    block = pick([url, "$ azcopy copy '%s' ./local/ --recursive" % url, "AZURE_BLOB_SAS_URL=%s" % url])
    intro, les, ask = cloud_prose(c, ["Restoring the backup needed a SAS link; the one in the runbook:", "The container is private; {svc} reads it through this SAS URL:"],
                                  ["백업 복원에 SAS 링크가 필요했음. runbook에 있던 것:", "컨테이너는 private이고 {svc}는 이 SAS URL로 읽음:"])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "signed URL: Azure Blob SAS sig (percent-encoded) [Azure]", mc, le, ak, [sig])


@special(0.8)
def s_azure_connstr(lang):
    c = base_ctx(lang)
    if chance(0.5):
        key = b64bytes(64)
        cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(["acmeprodlogs", "hanbitmedia01", "stgreports"]), key)
        cat = "connection string: Azure Storage AccountKey [Azure]"
    else:
        key = b64bytes(32)
        cs = "Endpoint=sb://%s-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (c["svc"], c["env"], key)
        cat = "connection string: Azure Service Bus SharedAccessKey [Azure]"
    if "servicebus" in cs:
        block = pick(['services.AddAzureClients(b => b.AddServiceBusClient("%s"));' % cs, "SERVICEBUS_CONNECTION=%s" % cs, cs])
    else:
        block = pick(['"AzureWebJobsStorage": "%s"' % cs, "AZURE_STORAGE_CONNECTION_STRING=%s" % cs, cs])
    intro, les, ask = cloud_prose(c, ["The function app for {svc} failed to start in {env}; its connection setting:", "Local run of {svc} needs this connection string:"],
                                  ["{env}에서 {svc} function app 기동 실패. connection 설정:", "{svc} 로컬 실행에 필요한 connection string:"])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", cat, mc, le, ak, [key])


@special(0.6)
def s_cloudfront_signed(lang):
    c = base_ctx(lang)
    sig = rs(AN + "-~_", 172)
    pol = b64url_nopad(jdump({"Statement": [{"Resource": "https://d%s.cloudfront.net/videos/*" % anl(13), "Condition": {"DateLessThan": {"AWS:EpochTime": ts_recent()}}}]})).replace("_", "~")
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (anl(13), hx(8), pol, sig, anu(13))
    intro, les, ask = cloud_prose(c, ["Playback failed for premium users; the signed URL {svc} produced:", "Example signed CloudFront link from the player log:"],
                                  ["유료 사용자 재생 실패. {svc}가 만든 signed URL:", "플레이어 로그에 찍힌 CloudFront signed 링크:"])
    mc, le, ak = place(lang, intro, url, les, ask, allow_ask=False)
    return mk(lang, "secret", "signed URL: CloudFront Signature (Key-Pair-Id is not secret) [AWS]", mc, le, ak, [sig])


@special(1.0)
def s_gcp_sa_json(lang):
    c = base_ctx(lang)
    lines = rsa_pkcs8_lines()
    n = R.randint(2, 4)
    shown = lines[:n]
    proj = pick(["acme-prod-%d" % R.randint(100, 999), "hanbit-data", "koala-ml"])
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(shown) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    block = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n'
             '  "client_id": "%s",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}') % (proj, hx(40), pk, c["svc"], proj, dg(21))
    intro, les, ask = cloud_prose(c, ["BigQuery export from {svc} failed with invalid_grant; the key file it loads (truncated):",
                                      "The user pasted the service account JSON so I could test locally (key cut short):"],
                                  ["{svc}의 BigQuery export가 invalid_grant로 실패. 로드하는 키 파일(일부 생략):", "로컬 테스트하라고 사용자가 service account JSON 붙여줌(키 일부만):"])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "json: GCP service account key (private_key body lines) [Google Cloud]", mc, le, ak, shown)


@special(1.5)
def s_pem_key(lang):
    c = base_ctx(lang)
    k = R.randint(0, 3)
    if k == 0:
        lines, head = rsa_pkcs1_lines(), "RSA PRIVATE KEY"
        shown = lines[:R.randint(3, 6)]
        body = "\n".join(shown) + "\n...\n"
        what = "RSA (PKCS#1, truncated)"
    elif k == 1:
        lines, head = ec_p256_sec1_lines(), "EC PRIVATE KEY"
        shown = lines
        body = "\n".join(shown) + "\n"
        what = "EC P-256 (SEC1)"
    elif k == 2:
        lines, head = ed25519_pkcs8_lines(), "PRIVATE KEY"
        shown = lines
        body = "\n".join(shown) + "\n"
        what = "Ed25519 (PKCS#8)"
    else:
        lines, head = rsa_pkcs8_lines(), "PRIVATE KEY"
        shown = lines[:R.randint(2, 5)]
        body = "\n".join(shown) + "\n[... %d more lines]\n" % (len(lines) - len(shown))
        what = "RSA (PKCS#8, truncated)"
    shown = [x for x in shown if len(x) >= 8]
    block = "-----BEGIN %s-----\n%s-----END %s-----" % (head, body, head)
    place_ = pick(["certs/%s.key" % c["svc"], "/etc/ssl/private/%s.key" % c["svc"], "tls.key", "jwt-signing.pem", "saml/sp-private.pem"])
    intro = fmt(T(lang, ["The TLS/signing key of {svc} (%s) that the user pasted when the handshake failed:" % place_,
                         "{svc} signs its JWTs with this key (%s); I needed it to reproduce the signature mismatch:" % place_],
                  ["handshake 실패했을 때 사용자가 붙여준 {svc}의 TLS/서명 키(%s):" % place_,
                   "{svc}는 이 키(%s)로 JWT 서명함. 서명 불일치 재현하려고 필요했음:" % place_]), c)
    les = T(lang, ["The key and certificate must be from the same pair; check with `openssl pkey -pubout` on both.", "Private keys belong in the secret store, never in the repo.", ""],
            ["키와 인증서가 같은 쌍인지 양쪽 `openssl pkey -pubout`으로 확인할 것.", "private key는 repo가 아니라 secret store에 둘 것.", ""])
    ask = T(lang, ["Where is the canonical copy of this key kept?", "Can we rotate the key after this?", ""], ["이 키 원본은 어디 보관하나요?", "이후에 키 rotate 해도 되나요?", ""])
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "pem: %s private key body lines" % what, mc, le, ak, shown)


@special(1.0)
def s_openssh_key(lang):
    c = base_ctx(lang)
    comment = pick(["deploy@%s" % c["svc"], "jenkins@ci-01", "github-actions", "minsu@MacBook-Pro.local", "backup@nas"])
    lines = openssh_ed25519_private(comment)
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    secs = [x for x in lines if len(x) >= 8]
    intro = fmt(T(lang, ["The deploy key for {svc} (~/.ssh/id_ed25519 on the runner), pasted so I could add it to the agent:",
                         "CI could not clone the private submodule; this is the key the job uses:"],
                  ["{svc} deploy key(runner의 ~/.ssh/id_ed25519). agent에 추가하라고 붙여줌:", "CI가 private submodule clone 실패. job이 쓰는 키:"]), c)
    les = T(lang, ["Deploy keys are per-repo; the submodule needs its own key or a GitHub App token.", "ssh-agent in the job must be started before the checkout step.", ""],
            ["deploy key는 repo별임. submodule은 별도 키나 GitHub App token이 필요.", "job에서 checkout 단계 전에 ssh-agent를 띄워야 함.", ""])
    mc, le, ak = place(lang, intro, block, les, "", allow_ask=False)
    return mk(lang, "secret", "pem: OpenSSH ed25519 private key body", mc, le, ak, secs)


@special(0.7)
def s_apple_p8(lang):
    c = base_ctx(lang)
    lines = ec_p256_pkcs8_lines()
    kid = anu(10)
    block = "AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\nKey ID: %s\nIssuer ID: %s\nTeam ID: %s" % (kid, "\n".join(lines), kid, uuid4(), anu(10))
    intro = fmt(T(lang, ["Fastlane upload to App Store Connect failed; the API key the user pasted:", "Push notifications for iOS use this .p8 (APNs auth key):"],
                  ["Fastlane App Store Connect 업로드 실패. 사용자가 붙여준 API key:", "iOS 푸시는 이 .p8(APNs auth key)을 씀:"]), c)
    les = T(lang, ["Key ID and Issuer ID are not secret, the .p8 body is.", "An App Store Connect key can only be downloaded once; keep it in the secret store.", ""],
            ["Key ID와 Issuer ID는 비밀이 아니지만 .p8 본문은 비밀임.", "App Store Connect key는 한 번만 다운로드 가능하니 secret store에 보관.", ""])
    mc, le, ak = place(lang, intro, block, les, "", allow_ask=False)
    return mk(lang, "secret", "pem: Apple .p8 (EC PKCS#8) key body [Apple]", mc, le, ak, lines)


@special(0.6)
def s_github_app_key(lang):
    c = base_ctx(lang)
    lines = rsa_pkcs1_lines()[:R.randint(2, 4)]
    block = "GITHUB_APP_ID=%d\nGITHUB_APP_PRIVATE_KEY=\"-----BEGIN RSA PRIVATE KEY-----\\n%s\\n...\\n-----END RSA PRIVATE KEY-----\"" % (R.randint(100000, 999999), "\\n".join(lines))
    intro = fmt(T(lang, ["The release bot of {svc} authenticates as a GitHub App; its .env (key truncated):"],
                  ["{svc} release bot은 GitHub App으로 인증함. .env 내용(키 일부):"]), c)
    mc, le, ak = place(lang, intro, block, T(lang, "The App ID is public; the private key is not.", "App ID는 공개 정보지만 private key는 아님."), "", allow_ask=False)
    return mk(lang, "secret", "env: GitHub App private key (escaped newlines) [GitHub]", mc, le, ak, lines)


# ----------------------------------------------------------------------------
# group C: bearer tokens, cookies, app secrets, webhooks
# ----------------------------------------------------------------------------
def simple_prose(c, intros, lessons, asks):
    return fmt(T(c["lang"], *intros), c), fmt(T(c["lang"], *lessons), c), fmt(T(c["lang"], *asks), c)


L_AUTH = (["Access tokens are bearer credentials: anyone holding one can call the API until it expires.",
           "The gateway logs full request headers at DEBUG; that is how the token ended up here.",
           "Refresh tokens live for 30 days, so pasting one is worse than pasting an access token.", ""],
          ["access token은 bearer credential이라 만료 전까지 누구나 API 호출 가능.",
           "gateway가 DEBUG 레벨에서 요청 헤더 전체를 로그에 남김. 토큰이 여기 찍힌 이유.",
           "refresh token은 30일 유효라 access token보다 붙여넣기 위험이 큼.", ""])
A_AUTH = (["Can I get a test user instead of reusing a real session?", "Which audience should tokens for {svc} have?",
           "Should the gateway strip Authorization headers from logs?", ""],
          ["실제 세션 재사용 말고 테스트 계정 받을 수 있나요?", "{svc}용 토큰의 audience는 뭐여야 하나요?",
           "gateway 로그에서 Authorization 헤더를 빼도 되나요?", ""])


@special(1.0)
def s_jwt_bearer(lang):
    c = base_ctx(lang)
    iss = pick(["https://auth.acme.io/realms/prod", "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_%s" % an(9),
                "https://acme.us.auth0.com/", "https://login.microsoftonline.com/%s/v2.0" % uuid4()])
    tok = jwt({"iss": iss, "sub": uuid4(), "aud": c["svc"], "exp": ts_recent() + 3600, "iat": ts_recent(), "scope": "openid profile orders:write",
               "email": pick(["minsu.kim", "j.park", "dana", "ops"]) + "@acme.io"}, alg="RS256", kid=b64u(43), sig_len=R.choice([86, 342]))
    block = "GET /api/v2/%s HTTP/1.1\nHost: %s.%s.acme.io\nAuthorization: Bearer %s\nX-Request-Id: %s" % (
        pick(["orders?status=pending", "me", "admin/users"]), c["svc"], c["env"], tok, uuid4())
    if ulen(block) > 900:
        block = "Authorization: Bearer " + tok
    intro, les, ask = simple_prose(c, (["{svc} returns 403 for admins only; request copied from the browser devtools:", "Request that fails in {env}:"],
                                       ["{svc}가 관리자에게만 403을 줌. 브라우저 devtools에서 복사한 요청:", "{env}에서 실패하는 요청:"]), L_AUTH, A_AUTH)
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "http: Bearer JWT access token", mc, le, ak, [tok])


@special(0.8)
def s_oauth_response(lang):
    c = base_ctx(lang)
    at = pick(["ya29.a0" + b64u(150), "gho_" + an(36), b64u(43), "eyJ" + b64u(40) + "." + b64u(120) + "." + b64u(43)])
    rt = pick(["1//0e" + b64u(99), b64u(64), "r1." + hx(64)])
    obj = {"access_token": at, "expires_in": 3599, "refresh_token": rt, "scope": "openid email profile", "token_type": "Bearer"}
    block = "$ curl -s -X POST %s -d grant_type=authorization_code -d code=\"$CODE\" -d redirect_uri=http://localhost:8080/callback -d client_id=%s\n%s" % (
        pick(["https://oauth2.googleapis.com/token", "https://auth.acme.io/oauth/token"]), pick(["web-local", "%s.apps.googleusercontent.com" % dg(12)]),
        json.dumps(obj, indent=1))
    intro, les, ask = simple_prose(c, (["Testing the OAuth callback of {svc} locally; token endpoint response:", "What the token exchange returned:"],
                                       ["{svc} OAuth callback 로컬 테스트. token endpoint 응답:", "token 교환 결과:"]), L_AUTH, A_AUTH)
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "http: OAuth token endpoint response (access + refresh)", mc, le, ak, [at, rt])


@special(1.5)
def s_cookie(lang):
    c = base_ctx(lang)
    k = R.randint(0, 6)
    if k == 0:
        v = "s%3A" + b64u(32) + "." + b64u(43).replace("-", "%2B").replace("_", "%2F")[:43]
        name = "connect.sid"
    elif k == 1:
        v = anl(32)
        name = "sessionid"
    elif k == 2:
        v = b64s(jdump({"iv": b64bytes(16), "value": b64bytes(48), "mac": hx(64), "tag": ""})).replace("=", "%3D")
        name = "laravel_session"
    elif k == 3:
        v = hxu(32)
        name = "JSESSIONID"
    elif k == 4:
        v = anl(26)
        name = "PHPSESSID"
    elif k == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(22) + "." + b64u(R.randint(200, 320)) + "." + b64u(22)
        name = "__Secure-next-auth.session-token"
    else:
        v = b64u(48)
        name = "_%s_session" % c["svc"].split("-")[0]
    other = pick(["_ga=GA1.1.%d.%d" % (R.randint(10 ** 8, 10 ** 9), ts_recent()), "lang=ko", "theme=dark", "csrftoken=%s" % an(32)])
    if chance(0.5):
        block = "$ curl '%s' \\\n  -H 'accept: application/json' \\\n  -b '%s=%s; %s'" % ("https://%s.acme.io/api/admin/stats" % c["env"], name, v, other)
    else:
        block = "GET /admin/ HTTP/1.1\nHost: %s.acme.io\nCookie: %s; %s=%s" % (c["env"], other, name, v)
    intro, les, ask = simple_prose(c, (["Reproducing the admin page bug of {svc} with the user's logged-in session (Copy as cURL):",
                                        "The user sent their browser request so I could reproduce the 500:"],
                                       ["사용자 로그인 세션으로 {svc} 관리자 페이지 버그 재현(Copy as cURL):", "500 재현하라고 사용자가 브라우저 요청을 보내줌:"]),
                                   (["A session cookie is as good as the password until the session is revoked.", "Log out the session after debugging to invalidate the cookie.", ""],
                                    ["세션 쿠키는 세션이 폐기될 때까지 비밀번호와 같은 효력.", "디버깅 끝나면 로그아웃해서 쿠키 무효화할 것.", ""]), A_AUTH)
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "http: session cookie %s" % name, mc, le, ak, [v])


@special(0.8)
def s_reset_link(lang):
    c = base_ctx(lang)
    tok = pick([b64u(43), hx(40), an(64)])
    kind = pick(["reset-password?token=", "auth/magic-link?code=", "invite/accept?t=", "verify-email?token="])
    url = "https://%s.acme.io/%s%s&email=%s%%40acme.io" % (pick(["app", "admin", "console"]), kind, tok, pick(["minsu.kim", "dana", "qa-user"]))
    intro, les, ask = simple_prose(c, (["The email from {svc} contained a broken link; here is the link (still valid for 24h):",
                                        "QA forwarded this link because the landing page 404s:"],
                                       ["{svc} 메일의 링크가 깨져 있었음. 링크(24시간 유효):", "랜딩 페이지가 404라서 QA가 이 링크를 전달해줌:"]),
                                   (["One-time links are credentials until used or expired.", "The link builder double-encodes the email parameter.", ""],
                                    ["일회용 링크도 사용/만료 전까지는 credential임.", "링크 생성 시 email 파라미터가 이중 인코딩됨.", ""]),
                                   (["Can you invalidate that link after I test it?", ""], ["테스트 후 그 링크 무효화해 주실 수 있나요?", ""]))
    mc, le, ak = place(lang, intro, url, les, ask)
    return mk(lang, "secret", "url: one-time token link (%s)" % kind.split("?")[0], mc, le, ak, [tok])


DJANGO_CHARS = LO + DG + "!@#%^&*(-_=+)"


@special(1.8)
def s_framework_secret(lang):
    c = base_ctx(lang)
    k = R.randint(0, 11)
    if k == 0:
        v = pick(["django-insecure-", ""]) + rs(DJANGO_CHARS, 50)
        block, what = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif k == 1:
        v = hx(128)
        block, what = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
    elif k == 2:
        v = "base64:" + b64bytes(32)
        block, what = "APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, "Laravel APP_KEY"
    elif k == 3:
        v = b64bytes(32)
        block, what = "NEXTAUTH_URL=https://%s.acme.io\nNEXTAUTH_SECRET=%s" % (c["env"], v), "NextAuth secret"
    elif k == 4:
        v = hx(32)
        block, what = "$ cat config/master.key\n%s" % v, "Rails master.key"
    elif k == 5:
        v = b64url_nopad(rbytes(32)) + "="
        block, what = "FERNET_KEY = b'%s'\ncipher = Fernet(FERNET_KEY)" % v, "Fernet key"
    elif k == 6:
        v = pick([an(48), hx(64), b64bytes(48)])
        block, what = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d" % v, "JWT HMAC secret"
    elif k == 7:
        v = hx(32)
        block, what = "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET=%s\n###< symfony/framework-bundle ###" % v, "Symfony APP_SECRET"
    elif k == 8:
        v = b64bytes(48)
        block, what = "config :%s, %sWeb.Endpoint,\n  secret_key_base: \"%s\"" % (c["svc"].split("-")[0], c["svc"].split("-")[0].capitalize(), v), "Phoenix secret_key_base"
    elif k == 9:
        v = hx(64)
        block, what = "app.use(session({\n  secret: '%s',\n  resave: false,\n  saveUninitialized: false,\n}));" % v, "express-session secret"
    elif k == 10:
        v = b64bytes(32)
        block, what = "encryption:\n  data-key: \"%s\"   # AES-256-GCM for PII columns" % v, "AES data encryption key"
    else:
        v = pw_strong(32)
        block, what = "app.config['SECRET_KEY'] = '%s'" % v, "Flask SECRET_KEY"
    c["what"] = what
    intro, les, ask = simple_prose(c, (["Sessions of {svc} were invalidated after every deploy; the {what} differs per pod. Current value:",
                                        "I didn't know {svc} signs cookies with the {what}. It is set here:", "Config of {svc} in {env} ({what}):"],
                                       ["{svc} 배포할 때마다 세션이 풀림. pod마다 {what}가 다름. 현재 값:", "{svc}가 {what}로 쿠키 서명하는 줄 몰랐음. 설정 위치:",
                                        "{env}의 {svc} 설정({what}):"]),
                                   (["The {what} must be identical on all replicas and must never change without a migration plan.",
                                     "Rotating the {what} logs everybody out; announce it first.", ""],
                                    ["{what}는 모든 replica에서 같아야 하고 계획 없이 바꾸면 안 됨.", "{what}를 바꾸면 전원 로그아웃됨. 먼저 공지할 것.", ""]),
                                   (["Where should the {what} live so that all pods share it?", ""], ["모든 pod가 공유하려면 {what}를 어디에 둬야 하나요?", ""]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "app secret: %s" % what, mc, le, ak, [v])


@special(1.5)
def s_webhook_url(lang):
    c = base_ctx(lang)
    k = R.randint(0, 8)
    if k == 0:
        tok = an(24)
        url, vend = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (anu(8), anu(9), tok), "Slack"
        sec = [tok]
    elif k == 1:
        tok = b64u(68)
        url, vend = "https://discord.com/api/webhooks/%s/%s" % (dg(19), tok), "Discord"
        sec = [tok]
    elif k == 2:
        tok, sk = hx(64), "SEC" + hx(64)
        url, vend = "https://oapi.dingtalk.com/robot/send?access_token=%s\n%s" % (tok, T(lang, "signing secret: ", "서명 secret: ") + sk), "DingTalk"
        sec = [tok, sk]
    elif k == 3:
        tok = uuid4()
        url, vend = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok, "Feishu"
        sec = [tok]
    elif k == 4:
        tok = uuid4()
        url, vend = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok, "WeCom"
        sec = [tok]
    elif k == 5:
        tok = anl(26)
        url, vend = "https://mattermost.acme.io/hooks/%s" % tok, "Mattermost"
        sec = [tok]
    elif k == 6:
        tok = b64u(43)
        url, vend = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (
            R.randint(1, 40), hx(32), tok), "Microsoft Teams (Workflows)"
        sec = [tok]
    elif k == 7:
        tok = dg(10) + ":AA" + b64u(33)
        url, vend = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done" % (tok, dg(10)), "Telegram"
        sec = [tok]
    else:
        tok = hx(32)
        url, vend = "https://jenkins.acme.io/job/%s-deploy/buildWithParameters?token=%s&ENV=%s" % (c["svc"], tok, c["env"]), "Jenkins"
        sec = [tok]
    c["vendor"] = vend
    block = pick([url, "$ curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"test\"}' '%s'" % url.split("\n")[0] + ("\n" + url.split("\n")[1] if "\n" in url else ""),
                  "ALERT_WEBHOOK_URL=%s" % url])
    intro, les, ask = simple_prose(c, (["Alerts from {svc} stopped arriving in {vendor}; the webhook it posts to:", "The deploy notification hook used by CI ({vendor}):"],
                                       ["{svc} 알림이 {vendor}에 안 옴. post 하는 webhook:", "CI가 쓰는 배포 알림 hook({vendor}):"]),
                                   (["Anyone with the webhook URL can post into the channel; treat it like a token.", "The hook was disabled when its creator left the workspace.", ""],
                                    ["webhook URL만 있으면 누구나 채널에 글을 쓸 수 있음. 토큰처럼 취급할 것.", "만든 사람이 workspace를 나가면서 hook이 비활성화됐었음.", ""]),
                                   (["Who can create a new hook owned by a bot account?", ""], ["bot 계정 소유로 새 hook 만들 수 있는 분이 누구인가요?", ""]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "webhook URL token [%s]" % vend, mc, le, ak, sec)


@special(0.8)
def s_webhook_signing(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        sec = hx(40)
        block = "$ gh api repos/acme/%s/hooks/%d\n{\n  \"config\": {\n    \"url\": \"https://%s.acme.io/webhooks/github\",\n    \"content_type\": \"json\",\n    \"secret\": \"%s\",\n    \"insecure_ssl\": \"0\"\n  }\n}" % (
            c["svc"], R.randint(10 ** 8, 10 ** 9), c["svc"], sec)
        what = "GitHub webhook secret"
    elif k == 1:
        sec = "whsec_" + an(32)
        block = "$ stripe listen --forward-to localhost:4242/webhook\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is %s (^C to quit)" % sec
        what = "Stripe CLI webhook secret"
    else:
        sec = b64bytes(24)
        block = "SVIX_WEBHOOK_SECRET=whsec_%s" % sec
        sec = "whsec_" + sec
        what = "Svix webhook secret"
    c["what"] = what
    intro, les, ask = simple_prose(c, (["Signature verification fails in {svc}; the {what} it should use:", "Setting up local webhook testing for {svc}:"],
                                       ["{svc}에서 signature 검증 실패. 써야 하는 {what}:", "{svc} 로컬 webhook 테스트 세팅:"]),
                                   (["Verify against the raw request body, not the parsed JSON.", "The signing secret differs between the CLI and the dashboard endpoint.", ""],
                                    ["파싱된 JSON이 아니라 raw body로 검증해야 함.", "CLI와 대시보드 endpoint의 signing secret이 서로 다름.", ""]), (["", "Which endpoint secret is used in {env}?"], ["", "{env}에서는 어느 endpoint secret을 쓰나요?"]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "webhook signing secret (%s)" % what, mc, le, ak, [sec])


@special(1.0)
def s_git_cred_url(lang):
    c = base_ctx(lang)
    k = R.randint(0, 3)
    if k == 0:
        tok, vend = "ghp_" + an(36), "GitHub"
        url = "https://%s:%s@github.com/acme/%s.git" % (pick(["minsu-kim", "dana-ops", "x-access-token"]), tok, c["svc"])
    elif k == 1:
        tok, vend = "glpat-" + b64u(20), "GitLab"
        url = "https://oauth2:%s@gitlab.com/acme/%s.git" % (tok, c["svc"])
    elif k == 2:
        tok, vend = "ATBB" + an(32) + hxu(8), "Bitbucket"
        url = "https://%s:%s@bitbucket.org/acme/%s.git" % (pick(["jkim", "build-bot"]), tok, c["svc"])
    else:
        tok, vend = "ghs_" + an(36), "GitHub"
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, c["svc"])
    block = pick(["$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url), "$ git clone %s" % url, "$ cat ~/.git-credentials\n%s" % url.replace("/acme/%s.git" % c["svc"], "")])
    intro, les, ask = simple_prose(c, (["Why pushes from the build box work without SSH keys:", "The submodule clone in CI uses an embedded token:"],
                                       ["빌드 서버에서 SSH 키 없이 push가 되는 이유:", "CI의 submodule clone이 URL에 토큰을 박아서 씀:"]),
                                   (["Tokens embedded in remote URLs leak through `git remote -v` and logs; use a credential helper.", ""],
                                    ["remote URL에 박힌 토큰은 `git remote -v`와 로그로 샘. credential helper 쓸 것.", ""]), (["Whose token is this, and can it be replaced by a deploy key?", ""], ["이 토큰 누구 건가요? deploy key로 바꿔도 되나요?", ""]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "git: token in remote URL [%s]" % vend, mc, le, ak, [tok])


@special(1.0)
def s_pkg_configs(lang):
    c = base_ctx(lang)
    k = R.randint(0, 7)
    if k == 0:
        t1 = "npm_" + an(36)
        t2 = "ghp_" + an(36)
        block = "$ cat .npmrc\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n//registry.npmjs.org/:_authToken=%s" % (t2, t1)
        sec, cat = [t2, t1], "file: .npmrc _authToken [npm/GitHub Packages]"
    elif k == 1:
        pw = pw_any(lang)
        blob = b64s("deploy:" + pw)
        block = "registry=https://nexus.acme.io/repository/npm-group/\n_auth=%s\nalways-auth=true" % blob
        sec, cat = [blob], "file: .npmrc _auth base64(user:pass) [Nexus]"
    elif k == 2:
        t = "pypi-AgEIcHlwaS5vcmcCJ" + b64u(150)
        pw = pw_any(lang)
        block = "[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = %s\n\n[internal]\nrepository = https://nexus.acme.io/repository/pypi-internal/\nusername = deploy\npassword = %s" % (t, pw)
        sec, cat = [t, pw], "file: .pypirc [PyPI]"
    elif k == 3:
        pw = pw_any(lang)
        block = "<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deploy</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % pw
        sec, cat = [pw], "xml: Maven settings.xml server password"
    elif k == 4:
        pw = pw_any(lang)
        blob = b64s("%s:%s" % (pick(["ci-bot", "deploy", "robot$ci"]), pw))
        block = '$ cat ~/.docker/config.json\n{\n  "auths": {\n    "registry.acme.io": {\n      "auth": "%s"\n    }\n  }\n}' % blob
        sec, cat = [blob], "json: docker config.json auth blob"
    elif k == 5:
        t = "ghp_" + an(36)
        hb = hx(40)
        block = '{\n  "github-oauth": {\n    "github.com": "%s"\n  },\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % (t, hb)
        sec, cat = [t, hb], "json: Composer auth.json [GitHub/Private Packagist]"
    elif k == 6:
        t = "ghp_" + an(36)
        block = ('<packageSourceCredentials>\n  <github>\n    <add key="Username" value="acme-ci" />\n    <add key="ClearTextPassword" value="%s" />\n  </github>\n</packageSourceCredentials>') % t
        sec, cat = [t], "xml: NuGet.config ClearTextPassword [GitHub Packages]"
    else:
        pw, spw = pw_any(lang), passphrase()
        block = "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nmavenCentralUsername=%s\nmavenCentralPassword=%s" % (hxu(8), spw, an(8), pw)
        sec, cat = [spw, pw], "properties: gradle.properties signing + Maven Central password"
    intro, les, ask = simple_prose(c, (["Publishing {svc} failed with 401; the registry config on the build machine:", "The release job reads its registry credentials from this file:"],
                                       ["{svc} publish가 401로 실패. 빌드 머신의 registry 설정:", "release job이 registry credential을 이 파일에서 읽음:"]),
                                   (["User-level config files override the project ones; check both.", "The token had expired; registry tokens here last 90 days.", ""],
                                    ["사용자 레벨 설정 파일이 프로젝트 것을 덮어씀. 둘 다 확인할 것.", "토큰 만료가 원인. 여기 registry 토큰은 90일짜리.", ""]),
                                   (["Can CI get its own publish token?", ""], ["CI 전용 publish 토큰 받을 수 있나요?", ""]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.6)
def s_netrc(lang):
    c = base_ctx(lang)
    t1 = pick([uuid4(), "HRKU-AA" + b64u(58)])
    t2 = "ghp_" + an(36)
    block = "$ cat ~/.netrc\nmachine api.heroku.com\n  login %s@acme.io\n  password %s\nmachine github.com\n  login x-oauth-basic\n  password %s" % (pick(["minsu", "dev", "ops"]), t1, t2)
    intro, les, ask = simple_prose(c, (["`heroku` and `go get` authenticate silently on this box because of ~/.netrc:"],
                                       ["이 서버에서 `heroku`와 `go get`이 조용히 인증되는 이유는 ~/.netrc:"]),
                                   (["~/.netrc is read by curl, git and go; one file leaks several credentials.", ""], ["~/.netrc는 curl, git, go가 다 읽음. 파일 하나로 여러 credential이 샘.", ""]), (["", ""], ["", ""]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "file: .netrc [Heroku/GitHub]", mc, le, ak, [t1, t2])


@special(0.8)
def s_docker_login(lang):
    c = base_ctx(lang)
    pw = pick([pw_any(lang), "dckr_pat_" + b64u(27)])
    if chance(0.5):
        block = "$ docker login -u %s -p '%s' %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (pick(["acmeci", "robot$deploy"]), pw, pick(["registry.acme.io", "harbor.acme.io", ""]))
    else:
        block = "$ echo '%s' | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % (pw, pick(["acme-bot", "minsu-kim"]))
    intro, les, ask = simple_prose(c, (["Image pulls on the new runner failed until I logged in like this:", "How the deploy script logs in to the registry:"],
                                       ["새 runner에서 이렇게 로그인하기 전까지 image pull 실패:", "배포 스크립트가 registry에 로그인하는 방식:"]),
                                   (["`echo ... | docker login` still leaves the password in shell history.", ""], ["`echo ... | docker login`도 shell history에 비밀번호가 남음.", ""]), (["", "Is there a robot account for CI?"], ["", "CI용 robot 계정 있나요?"]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "shell: docker login password", mc, le, ak, [pw])


@special(0.8)
def s_kubeconfig(lang):
    c = base_ctx(lang)
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": c["env"],
                   "kubernetes.io/serviceaccount/service-account.name": "%s-deployer" % c["svc"], "sub": "system:serviceaccount:%s:%s-deployer" % (c["env"], c["svc"])},
                  alg="RS256", kid=b64u(43), sig_len=342)
        user = "  user:\n    token: %s" % tok
        sec = [tok]
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\n" % "\n".join(ec_p256_sec1_lines())
        ck = b64s(pem)
        user = "  user:\n    client-certificate: /home/%s/.kube/%s-admin.crt\n    client-key-data: %s" % (pick(["minsu", "ubuntu", "ci"]), c["env"], ck)
        sec = [ck]
    block = "apiVersion: v1\nclusters:\n- cluster:\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n  name: %s\nusers:\n- name: %s-admin\n%s" % (hxu(32), c["env"], c["env"], user)
    intro, les, ask = simple_prose(c, (["kubectl against {env} only works with the kubeconfig the user sent me:", "The CI deploy step uses this kubeconfig:"],
                                       ["{env} kubectl은 사용자가 보내준 kubeconfig로만 됨:", "CI 배포 단계가 쓰는 kubeconfig:"]),
                                   (["Long-lived service account tokens should be replaced by short-lived ones (kubectl create token).", ""],
                                    ["장기 service account token은 단기 토큰(kubectl create token)으로 바꿀 것.", ""]), (["", "Can I get my own RBAC-limited context for {env}?"], ["", "{env}용 권한 제한된 개인 context 받을 수 있나요?"]))
    mc, le, ak = place(lang, intro, block, les, ask, allow_ask=False)
    return mk(lang, "secret", "yaml: kubeconfig user credentials [Kubernetes]", mc, le, ak, sec)


# ----------------------------------------------------------------------------
# group D: human passwords, PINs, MFA material, recovery codes, network secrets
# ----------------------------------------------------------------------------
def _pw_for(lang):
    r = R.random()
    if lang == "ko":
        if r < 0.45:
            return pw_ko()
        if r < 0.55:
            return pw_hangul()
    if r < 0.75:
        return pw_human()
    return pw_any(lang)


@special(3.0)
def s_password_prose(lang):
    c = base_ctx(lang)
    pw = _pw_for(lang)
    who = pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)
    acct = pick(["admin@acme.io", "qa-tester", "ci-admin", "ops", "superuser", "minsu.kim", "test01", "root"])
    sysn = pick(["Jenkins", "Grafana", "the staging admin console", "Metabase", "Keycloak admin", "the router", "Harbor", "ArgoCD", "RabbitMQ management UI",
                 "the NAS", "phpMyAdmin", "Kibana", "Airflow", "Sentry on-prem", "the old WordPress"])
    sysk = pick(["Jenkins", "Grafana", "staging 관리자 콘솔", "Metabase", "Keycloak admin", "공유기 관리 페이지", "Harbor", "ArgoCD", "RabbitMQ 관리 UI",
                 "NAS", "phpMyAdmin", "Kibana", "Airflow", "사내 Sentry", "예전 워드프레스"])
    en = ["Login for %s: %s / %s (2FA is off on that account)." % (sysn, acct, pw),
          "%s told me the shared account for %s is %s with password %s." % (who, sysn, acct, pw),
          "I could only check the dashboards after logging in to %s as %s, password %s." % (sysn, acct, pw),
          "%s: user %s, pass %s" % (sysn, acct, pw),
          "The password for %s was changed last week; the new one is %s" % (sysn, pw)]
    ko = ["%s 로그인: %s / %s (이 계정은 2FA 꺼져 있음)." % (sysk, acct, pw),
          "%s이 알려준 %s 공용 계정은 %s, 비밀번호 %s 임." % (who, sysk, acct, pw),
          "%s에 %s 계정으로 로그인해야 대시보드 확인 가능. 비번은 %s" % (sysk, acct, pw),
          "%s 계정: %s / 비번 %s" % (sysk, acct, pw),
          "%s 비밀번호 지난주에 바뀜. 새 비번은 %s" % (sysk, pw)]
    line = T(lang, en, ko)
    les = T(lang, ["Shared accounts make it impossible to tell who changed what; ask for personal accounts.", "The admin UI is only reachable over the VPN.", ""],
            ["공용 계정은 누가 뭘 바꿨는지 추적이 안 됨. 개인 계정 요청할 것.", "관리 UI는 VPN에서만 접속됨.", ""])
    ask = T(lang, ["Can I get my own account on it?", "Who manages the access list?", ""], ["제 개인 계정 만들어 주실 수 있나요?", "접근 권한은 누가 관리하나요?", ""])
    r = R.random()
    if r < 0.6:
        intro = T(lang, ["I had no access to the monitoring UI at first.", "Context I was missing: how to get into %s." % sysn, "Notes from debugging with %s:" % who],
                  ["처음엔 모니터링 UI 접근 권한이 없었음.", "몰랐던 것: %s 접속 방법." % sysk, "%s과 디버깅하며 메모:" % who])
        mc, le, ak = intro + " " + line, les, ask
    elif r < 0.85:
        mc = T(lang, ["I had no access to %s and lost time waiting for it." % sysn], ["%s 접근 권한이 없어서 기다리느라 시간 날림." % sysk])
        le, ak = (les + " " if les else "") + line, ask
    else:
        mc = T(lang, ["Needed %s to verify the fix." % sysn], ["수정 확인하려면 %s가 필요했음." % sysk])
        le, ak = les, line[:500]
        if pw not in ak:
            raise Retry("cut")
    return mk(lang, "secret", "prose: human password for a shared account", mc, le, ak, [pw])


@special(2.0)
def s_password_korean_keyboard(lang):
    c = base_ctx(lang)
    word = pick(KO_WORDS)
    pw = ko_keys(word) + pick(["", "!", "@"]) + dg(R.randint(2, 4)) + pick(["", "!", "#", "^^"])
    if len(pw) < 8:
        pw += dg(8 - len(pw))
    ko_lines = ["비번이 한글 '%s'을 영문 자판으로 친 %s 였음. 그래서 계속 틀렸던 것." % ("*" * len(word), pw),
                "관리자 비밀번호: %s (한/영 전환 안 하고 입력한 거라고 함)" % pw,
                "%s 서버 root 비번 %s 로 들어가서 로그 확인함." % (c["svc"], pw),
                "%s 님이 DB 비번 %s 알려줌. 한글 자판 기준 단어라고." % (pick(PEOPLE_KO).rstrip("님"), pw)]
    en_lines = ["The password turned out to be a Korean word typed on a US layout: %s." % pw,
                "Admin password for the %s box is %s (Hangul typed with the IME off)." % (c["svc"], pw),
                "Got into the %s server as root with %s to read the logs." % (c["svc"], pw)]
    line = T(lang, en_lines, ko_lines)
    les = T(lang, ["Ask for the password manager entry instead of typing passwords from chat.", ""], ["채팅으로 받은 비번 말고 password manager 항목을 요청할 것.", ""])
    mc, le, ak = place(lang, T(lang, "Login kept failing on the %s host." % c["env"], "%s 서버 로그인이 계속 실패했음." % c["env"]), line, les,
                       T(lang, ["Is there a password manager vault for these hosts?", ""], ["이 서버들 password manager vault가 있나요?", ""]))
    return mk(lang, "secret", "prose: Korean-keyboard password (Hangul typed in QWERTY)", mc, le, ak, [pw])


@special(1.2)
def s_password_rotation(lang):
    c = dbctx(lang)
    old, new = _pw_for(lang), _pw_for(lang)
    line = T(lang, ["Rotated the %s DB password for %s: old %s -> new %s. Updated the k8s secret, not yet the cron host." % (c["env"], c["user"], old, new),
                    "Password change for %s: was %s, now %s" % (c["user"], old, new)],
             ["%s DB %s 비밀번호 교체: 기존 %s -> 신규 %s. k8s secret은 반영했고 cron 서버는 아직." % (c["env"], c["user"], old, new),
              "%s 비번 변경: %s 에서 %s 로" % (c["user"], old, new)])
    mc = T(lang, ["After the rotation the cron job on the old host kept failing.", "The batch broke right after the credential rotation."],
           ["교체 후에도 예전 서버의 cron job이 계속 실패했음.", "credential 교체 직후 batch가 깨짐."])
    if chance(0.5):
        mc, le = mc + "\n" + line, T(lang, "Keep a list of every consumer of a credential before rotating it.", "교체 전에 credential 사용처 목록부터 만들 것.")
    else:
        le = line
    return mk(lang, "secret", "prose: old and new password", mc, le, T(lang, ["Who else uses the %s account?" % c["user"], ""], ["%s 계정 다른 사용처 있나요?" % c["user"], ""]), [old, new])


@special(0.8)
def s_pin(lang):
    c = base_ctx(lang)
    k = R.randint(0, 3)
    if k == 0:
        old, new = dg(8), dg(8)
        block = "$ ykman piv access change-pin --pin %s --new-pin %s\nNew PIN set." % (old, new)
        sec, cat = [old, new], "shell: YubiKey PIV PIN change"
    elif k == 1:
        puk = dg(8)
        block = "$ ykman piv access change-puk --puk 12345678 --new-puk %s\nNew PUK set." % puk
        sec, cat = [puk], "shell: YubiKey PUK (default 12345678 is public)"
    elif k == 2:
        pin = dg(R.randint(8, 10))
        block = T(lang, "The signing smart card PIN for release builds is %s; the token locks after 3 wrong tries." % pin,
                  "릴리스 빌드용 서명 스마트카드 PIN은 %s. 3번 틀리면 잠김." % pin)
        sec, cat = [pin], "prose: code-signing token PIN"
    else:
        pw = pw_strong(16)
        block = "$ /opt/cloudhsm/bin/cloudhsm-cli interactive\naws-cloudhsm > login --username crypto_user --role crypto-user --password %s\n{\"error_code\": 0, \"data\": {\"username\": \"crypto_user\"}}" % pw
        sec, cat = [pw], "shell: CloudHSM crypto user password [AWS]"
    intro = T(lang, ["Code signing in the release pipeline needs the hardware token:", "Setting up the signing token for {svc}:"],
              ["릴리스 파이프라인 코드 서명에 하드웨어 토큰이 필요함:", "{svc} 서명 토큰 세팅:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["", "The PIN is per device; each release engineer has their own."], ["", "PIN은 기기별이고 릴리스 담당자마다 따로 있음."]), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(1.0)
def s_totp(lang):
    c = base_ctx(lang)
    seed = b32(32)
    k = R.randint(0, 3)
    if k == 0:
        block = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pick(["AWS", "Acme", "GitHub"]), pick(["ops%40acme.io", "root-account", "deploy-bot"]), seed, pick(["AWS", "Acme", "GitHub"]))
        shown = seed
    elif k == 1:
        shown = " ".join(chunk(seed.lower(), 4))
        block = T(lang, "2FA setup key for the shared ops account: %s" % shown, "공용 ops 계정 2FA 설정 키: %s" % shown)
    elif k == 2:
        block = '$ aws iam create-virtual-mfa-device --virtual-mfa-device-name ci-root --outfile /dev/stdout --bootstrap-method Base32StringSeed\n%s' % seed
        shown = seed
    else:
        block = "MFA_TOTP_SEED=%s\n# used by scripts/login.py to generate codes for the bot account" % seed
        shown = seed
    intro = T(lang, ["The bot account has MFA enforced, so the e2e tests generate codes from the seed:", "Nobody else could log in to the shared account while Dana was away; the TOTP seed:"],
              ["bot 계정이 MFA 필수라 e2e 테스트가 seed로 코드를 생성함:", "담당자 부재 중 공용 계정 로그인이 안 돼서 받은 TOTP seed:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["A TOTP seed is a second password; whoever has it can produce codes forever.", ""],
                                             ["TOTP seed는 두 번째 비밀번호임. 갖고 있으면 계속 코드 생성 가능.", ""]), T(lang, ["", "Can the bot use a hardware key instead?"], ["", "bot이 하드웨어 키를 쓰게 할 수 있나요?"]))
    return mk(lang, "secret", "mfa: TOTP seed", mc, le, ak, [shown])


@special(1.5)
def s_recovery_codes(lang):
    c = base_ctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(6, 16))]
        block = "\n".join(codes)
        what = "GitHub recovery codes (github-recovery-codes.txt)"
    elif k == 1:
        codes = ["%s %s" % (dg(4), dg(4)) for _ in range(10)]
        block = "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes))
        what = "Google backup codes"
    elif k == 2:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (anu(6), anu(6), anu(5), anu(5), anu(5), anu(5))]
        block = "Secret Key: %s\nSign-in address: acme.1password.com" % codes[0]
        what = "1Password Secret Key"
    elif k == 3:
        codes = ["-".join(dg(6) for _ in range(8))]
        block = "BitLocker recovery key for DESKTOP-%s:\nIdentifier: %s\nRecovery Key: %s" % (anu(7), uuid4().upper(), codes[0])
        what = "BitLocker recovery key"
    elif k == 4:
        codes = [an(32).upper()]
        codes = [" ".join(chunk(codes[0], 4))] if chance(0.5) else codes
        block = "Bitwarden two-step login recovery code: %s" % codes[0]
        what = "Bitwarden recovery code"
    else:
        codes = ["%s-%s" % (anl(4), anl(4)) + anl(0) for _ in range(R.randint(5, 10))]
        block = "\n".join(codes)
        what = "Discord backup codes"
    c["what"] = what
    intro = fmt(T(lang, ["The shared account was locked; the user pasted the {what} so I could get in:", "Break-glass material for the org owner account ({what}):"],
                  ["공용 계정이 잠겨서 사용자가 {what}를 붙여줌:", "org owner 계정 비상용 자료({what}):"]), c)
    mc, le, ak = place(lang, intro, block, T(lang, ["Recovery codes bypass 2FA; each one is a full credential.", ""], ["복구 코드는 2FA를 우회함. 하나하나가 완전한 credential.", ""]),
                       T(lang, ["Where should break-glass codes be stored?", ""], ["비상용 코드는 어디에 보관해야 하나요?", ""]), allow_ask=False)
    return mk(lang, "secret", "mfa: %s" % what, mc, le, ak, codes)


@special(0.9)
def s_wifi_vpn(lang):
    c = base_ctx(lang)
    k = R.randint(0, 4)
    pw = _pw_for(lang)
    if k == 0:
        block = "$ nmcli dev wifi connect %s password '%s'" % (pick(["ACME-5G", "Hanbit_Office", "lab-iot"]), pw)
        sec, cat = [pw], "shell: nmcli Wi-Fi password"
    elif k == 1:
        block = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (pick(["ACME-IoT", "factory-line-2", "KT_GiGA_5G_1A2B"]), pw)
        sec, cat = [pw], "config: wpa_supplicant psk"
    elif k == 2:
        psk = an(32)
        block = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % (ipv4_private(), pick(["203.0.113.10", "198.51.100.24"]), psk)
        sec, cat = [psk], "config: IPsec pre-shared key"
    elif k == 3:
        prv, psk = b64bytes(32), b64bytes(32)
        block = "[Interface]\nPrivateKey = %s\nAddress = 10.66.0.%d/32\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (
            prv, R.randint(2, 250), b64bytes(32), psk)
        sec, cat = [prv, psk], "config: WireGuard PrivateKey + PresharedKey (PublicKey is not secret)"
    else:
        line = T(lang, "Office Wi-Fi is %s, password %s; the printer is only reachable from there." % (pick(["ACME-Guest", "Hanbit-5G"]), pw),
                 "사무실 와이파이 %s 비번은 %s. 프린터는 거기서만 접근됨." % (pick(["ACME-Guest", "Hanbit-5G"]), pw))
        block = line
        sec, cat = [pw], "prose: Wi-Fi password"
    if k in (2, 3):
        intro = T(lang, ["Remote debugging needed the VPN; config I was given:", "The site-to-site tunnel to the IDC was down; its config:"],
                  ["원격 디버깅에 VPN이 필요했음. 받은 설정:", "IDC와의 site-to-site 터널이 끊겨 있었음. 설정:"])
    else:
        intro = T(lang, ["The test devices in the lab could not reach the staging API until they joined the right network:", "The IoT test board only gets an IP on this network:"],
                  ["랩의 테스트 기기가 올바른 네트워크에 붙기 전까지 staging API에 접근 못 함:", "IoT 테스트 보드는 이 네트워크에서만 IP를 받음:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["", "The VPN profile is per person; shared profiles get revoked."], ["", "VPN 프로필은 개인별이고 공유 프로필은 회수됨."]), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(1.0)
def s_keystore(lang):
    c = base_ctx(lang)
    k = R.randint(0, 4)
    if k == 0:
        sp, kp = _pw_for(lang), _pw_for(lang)
        block = "storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=/Users/ci/keys/upload-keystore.jks" % (sp, kp)
        sec, cat = [sp, kp], "properties: Android key.properties store/key password"
    elif k == 1:
        sp = _pw_for(lang)
        block = "$ keytool -list -v -keystore release.jks -storepass '%s' -alias release | head -5" % sp
        sec, cat = [sp], "shell: keytool -storepass"
    elif k == 2:
        pp = passphrase()
        block = "$ gpg --batch --pinentry-mode loopback --passphrase '%s' --detach-sign --armor dist/%s-1.%d.0.tar.gz" % (pp, c["svc"], R.randint(0, 20))
        sec, cat = [pp], "shell: gpg --passphrase"
    elif k == 3:
        pp = passphrase()
        block = "$ ssh-keygen -t ed25519 -C deploy@%s -N '%s' -f ~/.ssh/deploy_%s" % (c["svc"], pp, c["env"])
        sec, cat = [pp], "shell: ssh-keygen -N passphrase"
    else:
        pp = pw_any(lang)
        block = "$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (c["svc"], pp)
        sec, cat = [pp], "shell: openssl -passout pass:"
    intro = T(lang, ["Release signing for {svc} was undocumented; this is how it is done on the build Mac:", "The signing step failed with a bad password until I used:"],
              ["{svc} 릴리스 서명 방법이 문서에 없었음. 빌드용 Mac에서 하는 방식:", "이걸 쓰기 전까지 서명 단계가 비밀번호 오류로 실패:"])
    if k == 0:
        les = T(lang, ["Losing the upload key password means a Play Console key reset, which takes days.", ""], ["upload key 비밀번호를 잃으면 Play Console 키 재설정에 며칠 걸림.", ""])
    else:
        les = T(lang, ["Passphrases on the command line stay in shell history; use a pinentry or a file descriptor.", ""],
                ["커맨드라인의 passphrase는 shell history에 남음. pinentry나 file descriptor 쓸 것.", ""])
    mc, le, ak = place(lang, fmt(intro, c), block, les, "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.9)
def s_app_password(lang):
    c = base_ctx(lang)
    if chance(0.5):
        pw = "-".join(rs(LO, 4) for _ in range(4))
        block = "FASTLANE_USER=%s@acme.io\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (pick(["ios-release", "minsu"]), pw)
        cat = "env: Apple app-specific password [Apple]"
    else:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        block = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = '%s@acme.io'\nEMAIL_HOST_PASSWORD = '%s'" % (pick(["noreply", "alerts"]), pw)
        cat = "python: Gmail app password (16 letters with spaces) [Google]"
    intro = T(lang, ["Uploads to TestFlight / the notification mails need an app password because the account has 2FA:"],
              ["계정에 2FA가 걸려 있어서 TestFlight 업로드 / 알림 메일 발송에 앱 비밀번호가 필요함:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["App passwords bypass 2FA; revoke it when the job moves to an API key.", ""], ["앱 비밀번호는 2FA를 우회함. API key로 옮기면 폐기할 것.", ""]), "")
    return mk(lang, "secret", cat, mc, le, ak, [pw])


@special(0.9)
def s_smtp(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        user, pw = _aws_id(), "B" + rs(AN + "+/", 43)
        block = "spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s" % (user, pw)
        sec, cat = [user, pw], "properties: Amazon SES SMTP credentials [AWS]"
    elif k == 1:
        pw = "SG." + b64u(22) + "." + b64u(43)
        block = "const transport = nodemailer.createTransport({\n  host: 'smtp.sendgrid.net',\n  port: 587,\n  auth: { user: 'apikey', pass: '%s' },\n});" % pw
        sec, cat = [pw], "js: SendGrid SMTP (user 'apikey') [SendGrid]"
    else:
        pw = _pw_for(lang)
        block = "MAIL_MAILER=smtp\nMAIL_HOST=%s\nMAIL_PORT=465\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s\nMAIL_ENCRYPTION=ssl" % (pick(["smtp.worksmobile.com", "smtp.daum.net", "smtp.office365.com"]), pick(["noreply@acme.co.kr", "help@hanbit.kr"]), pw)
        sec, cat = [pw], "env: SMTP mailbox password"
    intro = T(lang, ["Password reset mails from {svc} stopped going out; the mail settings:", "Where the SMTP settings of {svc} live:"],
              ["{svc}의 비밀번호 재설정 메일이 안 나감. 메일 설정:", "{svc} SMTP 설정 위치:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["The SMTP relay rejects logins from new IPs until they are whitelisted.", ""], ["SMTP relay가 새 IP 로그인은 whitelist 전까지 거부함.", ""]), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.7)
def s_ldap_windows(lang):
    c = base_ctx(lang)
    pw = _pw_for(lang)
    k = R.randint(0, 3)
    if k == 0:
        block = "$ ldapsearch -x -H ldaps://ldap.corp.acme.local -D 'cn=svc_jenkins,ou=service,dc=corp,dc=acme,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=acme,dc=local' '(uid=mkim)'" % pw
        cat = "shell: ldapsearch -w bind password"
    elif k == 1:
        block = "C:\\> net use \\\\fs01\\%s /user:CORP\\svc_backup %s /persistent:no\nThe command completed successfully." % (pick(["share", "backup$", "deploy"]), pw)
        cat = "cmd: net use with password"
    elif k == 2:
        block = '$pw = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("CORP\\svc_deploy", $pw)\nInvoke-Command -ComputerName web01 -Credential $cred -ScriptBlock { iisreset }' % pw
        cat = "powershell: ConvertTo-SecureString plaintext"
    else:
        block = "C:\\> cmdkey /generic:TERMSRV/%s /user:CORP\\admin.%s /pass:%s" % (pick(["jump01", "build-win"]), pick(["kim", "park"]), pw)
        cat = "cmd: cmdkey /pass"
    intro = T(lang, ["The Windows deploy step of {svc} uses a domain service account:", "Jenkins authenticates users against AD with this bind:"],
              ["{svc}의 Windows 배포 단계는 도메인 서비스 계정을 씀:", "Jenkins가 AD에 이 bind로 사용자 인증함:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["Service account passwords in AD never expire here, which is why it still works.", ""], ["여기 AD 서비스 계정 비번은 만료가 없어서 아직 동작함.", ""]), "")
    return mk(lang, "secret", cat, mc, le, ak, [pw])


@special(0.7)
def s_infra_misc(lang):
    c = base_ctx(lang)
    k = R.randint(0, 4)
    if k == 0:
        com = pick(EN_WORDS) + "-" + an(8)
        block = "$ snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (com, ipv4_private())
        sec, cat = [com], "shell: SNMP community string"
    elif k == 1:
        pw = pw_any(lang)
        block = "$ ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status\nChassis Power is on" % (ipv4_private(), pw)
        sec, cat = [pw], "shell: ipmitool -P BMC password"
    elif k == 2:
        pw = pw_any(lang)
        block = "$ mosquitto_pub -h mqtt.acme.io -p 8883 --capath /etc/ssl/certs -u device-%s -P '%s' -t 'factory/line2/status' -m ok" % (dg(4), pw)
        sec, cat = [pw], "shell: mosquitto_pub -P"
    elif k == 3:
        pw = pw_any(lang)
        block = "$ smbclient //nas01/%s -U 'CORP\\backup%%%s' -c 'ls'" % (pick(["public", "backup"]), pw)
        sec, cat = [pw], "shell: smbclient user%password"
    else:
        pw = pw_any(lang)
        enc = pct(pw)
        block = "$ lftp -e 'mirror -R ./dist /www' ftp://%s:%s@ftp.%s.co.kr" % (pick(["webmaster", "hanbit"]), enc, pick(["hosting", "cafe24"]))
        sec, cat = [enc], "shell: FTP URL with password"
    intro = T(lang, ["Monitoring of the on-prem boxes was undocumented; what the old script does:", "The device integration of {svc} uses:"],
              ["온프렘 장비 모니터링 방법이 문서에 없었음. 예전 스크립트가 하는 것:", "{svc}의 장비 연동이 쓰는 것:"])
    mc, le, ak = place(lang, fmt(intro, c), block, "", T(lang, ["Is there an inventory of these device credentials?", ""], ["이 장비 credential 목록이 있나요?", ""]))
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.7)
def s_pkg_index_token(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        tok = an(32)
        block = "$ pip install --index-url https://__token__:%s@nexus.acme.io/repository/pypi-group/simple acme-core==2.%d.0" % (tok, R.randint(0, 30))
        sec, cat = [tok], "shell: pip index-url with token"
    elif k == 1:
        pw = pw_any(lang)
        block = "$ helm repo add acme https://charts.acme.io --username ci --password '%s'\n\"acme\" has been added to your repositories" % pw
        sec, cat = [pw], "shell: helm repo add --password"
    else:
        tok = "glpat-" + b64u(20)
        block = "[global]\nindex-url = https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple" % (tok, R.randint(1000000, 60000000))
        sec, cat = [tok], "ini: pip.conf index-url with GitLab token [GitLab]"
    if k == 1:
        intro = T(lang, ["Deploying {svc} needs the internal Helm chart repo:", "helm could not find the acme/{svc} chart until I added the repo:"],
                  ["{svc} 배포에 내부 Helm chart repo가 필요함:", "repo 추가하기 전까지 helm이 acme/{svc} chart를 못 찾음:"])
    else:
        intro = T(lang, ["Installing internal packages for {svc} needs the private index:", "The Dockerfile of {svc} could not resolve acme-core until:"],
                  ["{svc}의 내부 패키지 설치에 private index가 필요함:", "{svc} Dockerfile이 acme-core를 못 찾다가 이걸로 해결:"])
    mc, le, ak = place(lang, fmt(intro, c), block, (T(lang, ["Use a BuildKit secret mount so the token is not baked into a layer.", ""], ["토큰이 layer에 남지 않게 BuildKit secret mount 쓸 것.", ""]) if k != 1 else ""), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


# ----------------------------------------------------------------------------
# group E: crypto keys, infra bootstrap secrets, Korean specifics, split values
# ----------------------------------------------------------------------------
BIP39_SAMPLE = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire "
                "across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid "
                "again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already "
                "also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual "
                "another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed "
                "armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma "
                "athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware "
                "away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain "
                "barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench "
                "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast "
                "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital "
                "captain carbon card cargo carpet carry cart case cash casino castle casual catalog catch category cattle caught cause "
                "caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase").split()
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


@special(0.9)
def s_crypto_wallet(lang):
    c = base_ctx(lang)
    k = R.randint(0, 3)
    if k == 0:
        words = " ".join(pick(BIP39_SAMPLE) for _ in range(pick([12, 12, 24])))
        block = T(lang, "Seed phrase of the hot wallet used by the payout worker:\n%s" % words, "payout worker가 쓰는 hot wallet 시드 문구:\n%s" % words)
        sec, cat = [words], "crypto: BIP39 mnemonic"
    elif k == 1:
        pk = "0x" + hx(64)
        block = "# .env (hardhat)\nSEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}\nDEPLOYER_PRIVATE_KEY=%s\nDEPLOYER_ADDRESS=0x%s" % (pk, hx(40))
        sec, cat = [pk], "crypto: Ethereum private key (address is public)"
    elif k == 2:
        wif = pick("KL") + rs(B58, 51)
        block = "$ bitcoin-cli -rpcwallet=hot dumpprivkey bc1q%s\n%s" % (rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38), wif)
        sec, cat = [wif], "crypto: Bitcoin WIF private key"
    else:
        arr = "[" + ",".join(str(R.randint(0, 255)) for _ in range(64)) + "]"
        block = "$ cat ~/.config/solana/id.json\n%s" % arr
        sec, cat = [arr], "crypto: Solana keypair JSON array"
    intro = T(lang, ["The payout job signs transactions locally; the key material it loads:", "Testnet deploys of the contracts use this:"],
              ["payout job이 로컬에서 트랜잭션 서명함. 로드하는 키:", "컨트랙트 testnet 배포에 이걸 씀:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["Anyone with the key can move the funds; there is no reset.", ""], ["키가 있으면 누구나 자금을 옮길 수 있고 되돌릴 방법이 없음.", ""]), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.7)
def s_age_sops(lang):
    c = base_ctx(lang)
    key = "AGE-SECRET-KEY-1" + rs(BECH32, 58)
    pub = "age1" + rs(BECH32.lower(), 58)
    block = "$ cat ~/.config/sops/age/keys.txt\n# created: %sT10:21:33+09:00\n# public key: %s\n%s" % (date_str(), pub, key)
    intro = T(lang, ["sops could not decrypt secrets/%s.enc.yaml on the new laptop until the age key was copied:" % c["env"]],
              ["새 노트북에서 age 키를 복사하기 전까지 sops가 secrets/%s.enc.yaml 복호화 실패:" % c["env"]])
    mc, le, ak = place(lang, intro, block, T(lang, ["The public key (age1...) can be shared; the AGE-SECRET-KEY line cannot.", ""],
                                             ["public key(age1...)는 공유해도 되지만 AGE-SECRET-KEY 줄은 안 됨.", ""]), "")
    return mk(lang, "secret", "crypto: age secret key (sops)", mc, le, ak, [key])


@special(0.6)
def s_rclone(lang):
    c = base_ctx(lang)
    if chance(0.5):
        obs = b64u(R.randint(30, 48))
        block = "[nas]\ntype = sftp\nhost = %s\nuser = backup\npass = %s\nshell_type = unix" % (ipv4_private(), obs)
        sec = [obs]
    else:
        cs, at, rt = "GOCSPX-" + b64u(28), "ya29.a0" + b64u(120), "1//0e" + b64u(99)
        block = '[gdrive]\ntype = drive\nclient_id = %s-%s.apps.googleusercontent.com\nclient_secret = %s\nscope = drive\ntoken = {"access_token":"%s","token_type":"Bearer","refresh_token":"%s","expiry":"%s"}' % (
            dg(12), anl(32), cs, at, rt, iso_ts())
        sec = [cs, at, rt]
    intro = T(lang, ["The nightly backup of {svc} is an rclone sync; its config:", "Backups stopped after the NAS migration; rclone.conf on the backup host:"],
              ["{svc} 야간 백업은 rclone sync임. 설정:", "NAS 이전 후 백업이 멈춤. 백업 서버의 rclone.conf:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["rclone 'obscured' passwords are reversible with `rclone reveal`; they are not encrypted.", ""],
                                                      ["rclone obscure 비밀번호는 `rclone reveal`로 복원됨. 암호화가 아님.", ""]), "")
    return mk(lang, "secret", "config: rclone.conf (obscured pass / OAuth token)", mc, le, ak, sec)


@special(0.6)
def s_vault_init(lang):
    c = base_ctx(lang)
    keys = [b64bytes(33) for _ in range(R.randint(3, 5))]
    root = "hvs." + an(24)
    block = "$ vault operator init -key-shares=%d -key-threshold=3\n" % len(keys) + "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + \
        "\n\nInitial Root Token: %s" % root
    intro = T(lang, ["Output of the Vault init on the new {env} cluster, pasted into the ticket:"], ["새 {env} 클러스터 Vault init 결과, 티켓에 붙어 있던 것:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["Unseal keys should go to different people; the root token must be revoked after setup.", ""],
                                                      ["unseal key는 서로 다른 사람에게 나눠야 하고 root token은 셋업 후 폐기해야 함.", ""]), "", allow_ask=False)
    return mk(lang, "secret", "cli output: Vault unseal keys + root token [HashiCorp Vault]", mc, le, ak, keys + [root])


@special(0.8)
def s_cluster_join(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        tok = anl(6) + "." + anl(16)
        ck = hx(64)
        block = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s \\\n    --control-plane --certificate-key %s" % (ipv4_private(), tok, hx(64), ck)
        sec, cat = [tok, ck], "shell: kubeadm join token + certificate key (CA hash is not secret) [Kubernetes]"
    elif k == 1:
        tok = "SWMTKN-1-" + anl(50) + "-" + anl(25)
        block = "$ docker swarm join --token %s %s:2377" % (tok, ipv4_private())
        sec, cat = [tok], "shell: docker swarm join token [Docker]"
    else:
        g = b64bytes(32)
        block = 'datacenter = "%s"\ndata_dir = "/opt/consul"\nencrypt = "%s"\nretry_join = ["provider=aws tag_key=consul tag_value=%s"]' % (c["env"], g, c["env"])
        sec, cat = [g], "hcl: Consul gossip encryption key [Consul]"
    intro = T(lang, ["Adding a node to the {env} cluster; the join command from the init output:", "The new node did not join the cluster until I used:"],
              ["{env} 클러스터에 노드 추가. init 출력에 있던 join 명령:", "이걸 쓰기 전까지 새 노드가 클러스터에 안 붙었음:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["Join tokens expire after 24h; create a new one with `kubeadm token create`.", ""], ["join token은 24시간 뒤 만료됨. `kubeadm token create`로 새로 만들 것.", ""]), "")
    return mk(lang, "secret", cat, mc, le, ak, sec)


@special(0.8)
def s_data_go_kr(lang):
    c = base_ctx(lang)
    dec = b64bytes(R.choice([63, 66, 69]))
    enc = pct(dec)
    url = "https://apis.data.go.kr/%s?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON" % (
        pick(["1360000/VilageFcstInfoService_2.0/getVilageFcst", "B551011/KorService1/areaBasedList1", "1613000/BusRouteInfoInqireService/getRouteNoList"]), enc)
    if chance(0.5):
        block = "DATA_GO_KR_SERVICE_KEY=%s\n\n$ curl '%s'" % (dec, url)
        sec = [dec, enc]
    else:
        block = "$ curl '%s'\n<OpenAPI_ServiceResponse><cmmMsgHeader><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg></cmmMsgHeader></OpenAPI_ServiceResponse>" % url
        sec = [enc]
    intro = T(lang, ["Public-data API calls from {svc} fail with SERVICE_KEY_IS_NOT_REGISTERED_ERROR; the encoded vs decoded key matters:",
                     "The data.go.kr key has an encoding and a decoding variant; this is what {svc} sends:"],
              ["{svc}의 공공데이터 API 호출이 SERVICE_KEY_IS_NOT_REGISTERED_ERROR로 실패. 인코딩/디코딩 키 구분이 중요함:",
               "data.go.kr 키는 인코딩/디코딩 두 가지가 있음. {svc}가 보내는 값:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["requests encodes params again, so pass the decoded key via params=.", ""],
                                                      ["requests가 params를 다시 인코딩하므로 params=에는 디코딩 키를 넣어야 함.", ""]), "", allow_ask=False)
    return mk(lang, "secret", "url: data.go.kr serviceKey (decoded + percent-encoded) [공공데이터포털]", mc, le, ak, sec)


@special(0.8)
def s_toss_basic(lang):
    c = base_ctx(lang)
    sk = pick(["live_sk_", "test_sk_", "live_gsk_"]) + an(28)
    blob = b64s(sk + ":")
    block = "$ curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"paymentKey\":\"%s\",\"orderId\":\"order_%s\",\"amount\":%d}'" % (
        blob, an(20), dg(8), R.randint(1, 99) * 1000)
    sec = [blob]
    if chance(0.5):
        block = "TOSS_SECRET_KEY=%s\n" % sk + block
        sec.append(sk)
    intro = T(lang, ["Payment confirm returns UNAUTHORIZED_KEY; Toss expects base64(secretKey + ':') in a Basic header:", "Reproducing the Toss confirm call from {svc}:"],
              ["결제 승인이 UNAUTHORIZED_KEY 반환. 토스는 Basic 헤더에 base64(secretKey + ':')를 기대함:", "{svc}의 토스 승인 호출 재현:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["The trailing colon is part of the encoded value.", ""], ["인코딩 대상 끝의 콜론까지 포함해야 함.", ""]), "", allow_ask=False)
    return mk(lang, "secret", "http: Toss Payments secret key as Basic blob [Toss Payments]", mc, le, ak, sec)


@special(0.7)
def s_korean_cert(lang):
    c = base_ctx(lang)
    pw = _pw_for("ko") if lang == "ko" else pw_human()
    if lang == "ko":
        line = pick(["세금계산서 자동 발행 스크립트가 쓰는 공동인증서(구 공인인증서) 비밀번호: %s" % pw,
                     "홈택스 스크래핑용 NPKI 인증서 암호 %s, 인증서 파일은 /opt/certs/signCert.der" % pw,
                     "CODEF 연동에 필요한 인증서 비번 %s 받아서 테스트함" % pw])
    else:
        line = pick(["The NPKI certificate password used by the tax-invoice scraper is %s." % pw,
                     "Hometax scraping needs the joint certificate; its password is %s (cert in /opt/certs)." % pw])
    mc = T(lang, ["The monthly tax invoice job failed with a certificate error.", "I didn't know the scraper needs a Korean joint certificate."],
           ["월간 세금계산서 job이 인증서 오류로 실패.", "스크래퍼에 공동인증서가 필요하다는 걸 몰랐음."])
    if chance(0.5):
        mc, le = mc + " " + line, T(lang, "The certificate expires yearly; renewal must be done by the CEO's account.", "인증서는 매년 만료되고 갱신은 대표 계정으로 해야 함.")
    else:
        le = line
    return mk(lang, "secret", "prose: Korean joint certificate (NPKI) password", mc, le, "", [pw])


@special(0.7)
def s_tfstate(lang):
    c = dbctx(lang)
    pw = pw_strong(R.randint(16, 24))
    block = ('"resources": [\n  {\n    "type": "random_password",\n    "name": "db",\n    "instances": [{"attributes": {"length": %d, "result": "%s", "special": true}}]\n  },\n'
             '  {\n    "type": "aws_db_instance",\n    "name": "main",\n    "instances": [{"attributes": {"username": "%s", "password": "%s", "engine": "postgres"}}]\n  }\n]') % (len(pw), pw, c["user"], pw)
    intro = T(lang, ["terraform.tfstate in the S3 backend contains the generated DB password in plain text:", "Why the DB password is readable by everyone with state access:"],
              ["S3 backend의 terraform.tfstate에 생성된 DB 비밀번호가 평문으로 있음:", "state 접근 권한만 있으면 DB 비번을 볼 수 있는 이유:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["`sensitive = true` only hides values in plan output, not in state.", ""], ["`sensitive = true`는 plan 출력만 가리고 state에는 그대로 남음.", ""]), "", allow_ask=False)
    return mk(lang, "secret", "json: terraform.tfstate password attribute [Terraform]", mc, le, ak, [pw])


@special(0.6)
def s_ansible_vault_pw(lang):
    c = base_ctx(lang)
    pw = pick([passphrase(), pw_strong(20), _pw_for(lang)])
    if chance(0.5):
        block = "$ cat ~/.ansible/vault_pass.txt\n%s\n$ ansible-playbook -i inventories/%s site.yml --vault-password-file ~/.ansible/vault_pass.txt" % (pw, c["env"])
    else:
        block = "$ ansible-vault view group_vars/%s/vault.yml --vault-password-file <(echo '%s')" % (c["env"], pw)
    intro = T(lang, ["The playbook for {env} decrypts group_vars with a vault password that only lives on the ops laptop:"],
              ["{env} playbook은 ops 노트북에만 있는 vault 비밀번호로 group_vars를 복호화함:"])
    mc, le, ak = place(lang, fmt(intro, c), block, "", T(lang, ["Can the vault password move to the CI secret store?", ""], ["vault 비밀번호를 CI secret store로 옮겨도 되나요?", ""]))
    return mk(lang, "secret", "shell: Ansible vault password", mc, le, ak, [pw])


@special(0.7)
def s_gh_auth_status(lang):
    c = base_ctx(lang)
    tok = pick(["gho_", "ghp_"]) + an(36)
    block = "$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: %s\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % (
        pick(["minsu-kim", "dana-ops", "acme-bot"]), tok)
    intro = T(lang, ["`gh` in the devcontainer was using a different account than expected:"], ["devcontainer의 `gh`가 예상과 다른 계정을 쓰고 있었음:"])
    mc, le, ak = place(lang, intro, block, T(lang, ["`gh auth status` without -t masks the token; with -t it prints it.", ""], ["`gh auth status`는 -t 없이는 토큰을 가리지만 -t를 주면 그대로 출력함.", ""]), "")
    return mk(lang, "secret", "cli output: gh auth status -t [GitHub]", mc, le, ak, [tok])


@special(0.6)
def s_gha_log_b64(lang):
    c = base_ctx(lang)
    pw = pw_any(lang)
    user = pick(["deploy", "ci", "robot"])
    blob = b64s("%s:%s" % (user, pw))
    block = "Run echo \"$REGISTRY_USER:$REGISTRY_PASSWORD\" | base64\n  echo \"$REGISTRY_USER:$REGISTRY_PASSWORD\" | base64\n  shell: /usr/bin/bash -e {0}\n%s" % blob
    intro = T(lang, ["The Actions log of the {svc} build shows the registry credentials because they were transformed before printing:"],
              ["{svc} 빌드의 Actions 로그에 registry credential이 찍힘. 출력 전에 변환돼서 masking이 안 됨:"])
    mc, le, ak = place(lang, fmt(intro, c), block, T(lang, ["Secret masking matches the literal value only; base64 of a secret is printed unmasked.", ""],
                                                      ["secret masking은 원래 값만 가림. base64 변환된 값은 그대로 출력됨.", ""]), "")
    return mk(lang, "secret", "ci log: base64 of user:password unmasked [GitHub Actions]", mc, le, ak, [blob])


@special(0.5)
def s_keycloak(lang):
    c = base_ctx(lang)
    sec = an(32)
    block = '{\n  "realm": "%s",\n  "auth-server-url": "https://sso.acme.io/",\n  "ssl-required": "external",\n  "resource": "%s",\n  "credentials": {\n    "secret": "%s"\n  },\n  "confidential-port": 0\n}' % (
        c["env"], c["svc"], sec)
    intro = T(lang, ["The OIDC login of {svc} fails with unauthorized_client; keycloak.json in the image:"], ["{svc} OIDC 로그인이 unauthorized_client로 실패. image 안의 keycloak.json:"])
    mc, le, ak = place(lang, fmt(intro, c), block, "", "")
    return mk(lang, "secret", "json: Keycloak client secret [Keycloak]", mc, le, ak, [sec])


def _long_single_specs(minlen):
    out = []
    for sp in SPECS:
        listed = [p for p in sp["parts"] if p[2]]
        if len(listed) == 1 and len(sp["parts"]) == 1 and len(listed[0][1]()) >= minlen:
            out.append(sp)
    return out


@special(1.0)
def s_wrapped_token(lang):
    sp = pick(_long_single_specs(60))
    var, fn, _ = sp["parts"][0]
    v = fn()
    c = base_ctx(lang, sp["vendor"], sp["slug"], sp["desc"], var)
    line = "%s=%s" % (var, v)
    width = pick([80, 100, 120])
    if len(line) <= width + 8:
        raise Retry("too short to wrap")
    cut = width - len(var) - 1
    parts = [v[i:i + width] for i in range(cut, len(v), width)]
    pieces = [v[:cut]] + parts
    if any(len(x) < 8 for x in pieces):
        raise Retry("short piece")
    block = "$ kubectl exec deploy/%s -- printenv %s\n%s" % (c["svc"], var, "\n".join(pieces)) if chance(0.5) else "%s=%s" % (var, "\n".join(pieces))
    intro = fmt(T(lang, ["Copied from an {width}-column terminal, so the {vendor} {what} is wrapped:".replace("{width}", str(width)),
                         "The {vendor} value as it appears in the pod (terminal wrapped it):"],
                  ["%d칸 터미널에서 복사해서 {vendor} {what}가 줄바꿈됨:" % width, "pod 안에서 본 {vendor} 값(터미널에서 줄바꿈됨):"]), c)
    mc, le, ak = place(lang, intro, block, T(lang, ["Line-wrapped copies add newlines inside the value; paste into a file with `pbpaste > file` instead.", ""],
                                             ["줄바꿈된 복사본은 값 중간에 개행이 들어감. `pbpaste > file`로 붙일 것.", ""]), "", allow_ask=False)
    return mk(lang, "secret", "terminal: long token wrapped across lines (pieces listed) [%s]" % sp["vendor"], mc, le, ak, pieces)


@special(3.0)
def s_split_fields(lang):
    k = R.randint(0, 3)
    if k == 0:
        sp = pick([x for x in SPECS if len([p for p in x["parts"] if p[2]]) == 2])
        (v1n, f1, _), (v2n, f2, _) = [p for p in sp["parts"] if p[2]][:2]
        a, b = f1(), f2()
        c = base_ctx(lang, sp["vendor"], sp["slug"], sp["desc"], v1n)
        mc = fmt(T(lang, ["{vendor} signing failed from {svc}. The key id it uses is %s." % a, "{svc} talks to {vendor} with %s=%s." % (v1n, a)],
                   ["{svc}에서 {vendor} 서명 실패. 사용하는 key id는 %s." % a, "{svc}는 {vendor}에 %s=%s 로 붙음." % (v1n, a)]), c)
        le = fmt(T(lang, ["The matching secret is %s; the pair must come from the same account." % b, "%s=%s was from the old account, hence the signature error." % (v2n, b)],
                   ["짝이 되는 secret은 %s. 두 값이 같은 계정 것이어야 함." % b, "%s=%s 가 예전 계정 것이라 서명 오류가 났음." % (v2n, b)]), c)
        ak = fmt(T(lang, ["Which {vendor} account is the right one for {env}?", ""], ["{env}에 맞는 {vendor} 계정은 어느 건가요?", ""]), c)
        cat, sec = "split: key id and secret in different fields [%s]" % sp["vendor"], [a, b]
    elif k == 1:
        sp = pick(_long_single_specs(40))
        var, fn, _ = sp["parts"][0]
        v = fn()
        c = base_ctx(lang, sp["vendor"], sp["slug"], sp["desc"], var)
        mc = fmt(T(lang, ["{svc} in {env} uses {var}=%s" % v, "Config of {svc}: {var} is set to %s in the deploy settings." % v],
                   ["{env}의 {svc}는 {var}=%s 사용" % v, "{svc} 설정: 배포 설정에 {var}가 %s 로 들어가 있음." % v]), c)
        ak = fmt(T(lang, ["Is %s still the live {vendor} {what}, or was it rotated?" % v, "Can you confirm %s belongs to the {env} account?" % v],
                   ["%s 가 아직 살아있는 {vendor} {what}인가요, rotate 됐나요?" % v, "%s 가 {env} 계정 것인지 확인해 주실 수 있나요?" % v]), c)
        le = fmt(T(lang, ["The value is cached by {svc} for 10 minutes.", ""], ["{svc}가 값을 10분간 캐시함.", ""]), c)
        if ulen(ak) > 512:
            raise Retry("ask too long")
        cat, sec = "split: same token repeated in two fields [%s]" % sp["vendor"], [v]
    elif k == 2:
        sp = pick(_long_single_specs(50))
        var, fn, _ = sp["parts"][0]
        v = fn()
        c = base_ctx(lang, sp["vendor"], sp["slug"], sp["desc"], var)
        cut = R.randint(20, len(v) - 20)
        h1, h2 = v[:cut], v[cut:]
        mc = fmt(T(lang, ["The {vendor} {what} was too long for the chat box, the user sent it in two messages. First part: %s" % h1],
                      ["{vendor} {what}가 길어서 사용자가 두 번에 나눠 보냄. 앞부분: %s" % h1]), c)
        le = fmt(T(lang, ["Second part: %s (concatenate without spaces)." % h2], ["뒷부분: %s (공백 없이 이어 붙일 것)." % h2]), c)
        ak = fmt(T(lang, ["Can the key be shared through the vault instead of chat?", ""], ["채팅 말고 vault로 공유해 주실 수 있나요?", ""]), c)
        cat, sec = "split: token halves in two fields [%s]" % sp["vendor"], [h1, h2]
    else:
        c = dbctx(lang)
        pw = _pw_for(lang)
        mc = fmt(T(lang, ["The reporting job connects to postgresql://{user}@{host}:5432/{db} and failed after the password change.",
                          "{svc} uses the {user} account on {host}; I didn't know it had its own password."],
                      ["리포팅 job이 postgresql://{user}@{host}:5432/{db} 로 접속하는데 비번 변경 후 실패.", "{svc}는 {host}의 {user} 계정을 씀. 별도 비번이 있는 줄 몰랐음."]), c)
        le = fmt(T(lang, ["Its password is %s and it is also hardcoded in the cron host's .pgpass." % pw, "The working password is %s." % pw],
                   ["비번은 %s 이고 cron 서버의 .pgpass에도 하드코딩돼 있음." % pw, "동작하는 비밀번호는 %s." % pw]), c)
        ak = fmt(T(lang, ["Can {user} use IAM auth instead of a password?", ""], ["{user}가 비밀번호 대신 IAM 인증을 쓰게 할 수 있나요?", ""]), c)
        cat, sec = "split: connection URL without password, password in lesson", [pw]
    return mk(lang, "secret", cat, mc, le, ak, sec)


def w_repl(items, c):
    if chance(0.5):
        d = ", ".join("'%s': '%s'" % (k, v) for k, v in _mix(items, R.randint(1, 3)))
        return ">>> import os\n>>> dict(os.environ)\n{%s, 'HOME': '/root', 'PATH': '/usr/local/bin:/usr/bin'}" % d, "the Python REPL"
    d = ",\n  ".join("%s: '%s'" % (k, v) for k, v in _mix(items, R.randint(1, 3)))
    return "> process.env\n{\n  %s,\n  HOME: '/home/node'\n}" % d, "the node REPL"


WRAP_NAMES[w_repl] = "repl"
MULTI_WRAPPERS += [w_repl, w_repl]


# ----------------------------------------------------------------------------
# CLEAN special templates: risky-looking, but no credential
# ----------------------------------------------------------------------------
CLEAN_SPECIALS = []


def clean_special(weight=1.0):
    def deco(fn):
        CLEAN_SPECIALS.append((fn, weight))
        return fn
    return deco


def cnote(lang, cat, intro, block, lesson="", ask="", allow_ask=True):
    mc, le, ak = place(lang, intro, block, lesson, ask, allow_ask=allow_ask)
    return mk(lang, "clean", cat, mc, le, ak)


@clean_special(1.4)
def c_env_example(lang):
    specs = [pick(SPECS) for _ in range(R.randint(2, 4))]
    lines = ["# copy to .env and fill in; real values are in 1Password > %s" % pick(["Engineering", "Platform", "Backend"])] if chance(0.6) else []
    c = base_ctx(lang, specs[0]["vendor"], specs[0]["slug"])
    for sp in specs:
        lines.append("")
        lines.append("# " + sp["vendor"])
        for var, fn, listed in sp["parts"]:
            real = fn()
            if listed or var in CLEAN_UNSAFE_IDS:
                lines.append("%s=%s" % (var, clean_value(var, real, pick(["cfg", "code"]), c)))
            else:
                lines.append("%s=%s" % (var, pick([real, "", "<%s>" % var.lower()])))
    block = "\n".join(lines).strip()
    intro = T(lang, ["Setting up {svc} locally: .env.example lists everything it needs:", "I didn't know which integrations {svc} has; the committed .env.example shows them:"],
              ["{svc} 로컬 세팅: .env.example에 필요한 항목이 다 있음:", "{svc}가 어떤 외부 연동을 쓰는지 몰랐음. 커밋된 .env.example에 나와 있음:"])
    les = T(lang, ["Values come from the vault; ask for access instead of copying someone's .env.", ""], ["값은 vault에서 옴. 남의 .env 복사하지 말고 권한 요청할 것.", ""])
    return cnote(lang, "dotenv: .env.example placeholders [%s]" % "/".join(s["vendor"] for s in specs), fmt(intro, c), block, les, "", allow_ask=False)


@clean_special(1.3)
def c_ci_refs(lang):
    c = base_ctx(lang)
    sp = pick(SPECS)
    vars_ = [p[0] for p in sp["parts"]]
    k = R.randint(0, 2)
    if k == 0:
        env = "\n".join("          %s: ${{ secrets.%s }}" % (v, v) for v in vars_)
        block = ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    permissions:\n      id-token: write\n      contents: read\n    steps:\n      - uses: actions/checkout@v4\n"
                 "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-%s\n          aws-region: ap-northeast-2\n"
                 "      - run: ./deploy.sh\n        env:\n%s") % (dg(12), c["svc"], env)
        f = ".github/workflows/deploy.yml"
    elif k == 1:
        block = "deploy:\n  stage: deploy\n  image: alpine:3.20\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\n    - ./deploy.sh %s\n  variables:\n%s" % (
            c["env"], "\n".join("    %s: $%s_%s" % (v, v, c["env"].upper().replace("-", "_")) for v in vars_))
        f = ".gitlab-ci.yml"
    else:
        block = "version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n    steps:\n      - checkout\n      - run: npx vercel deploy --prod --token \"$VERCEL_TOKEN\"\nworkflows:\n  release:\n    jobs:\n      - deploy:\n          context: [%s-%s]" % (c["svc"], c["env"])
        f = ".circleci/config.yml"
    c["vendor"], c["file"] = sp["vendor"], f
    intro = fmt(T(lang, ["I didn't know where CI gets the {vendor} credentials from; {file} only references them:", "The deploy pipeline of {svc} ({file}):"],
                  ["CI가 {vendor} credential을 어디서 가져오는지 몰랐음. {file}에는 참조만 있음:", "{svc} 배포 파이프라인({file}):"]), c)
    les = T(lang, ["Secrets are defined per environment in the repo settings; forks don't get them.", "OIDC role assumption replaced the static AWS keys last quarter.", ""],
            ["secret은 repo 설정에서 environment별로 정의됨. fork에서는 주입 안 됨.", "지난 분기에 static AWS key를 OIDC role assume으로 바꿈.", ""])
    return cnote(lang, "ci: secret references only [%s]" % sp["vendor"], intro, block, les, "", allow_ask=False)


@clean_special(1.2)
def c_k8s_refs(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = ("        env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: %s-db\n              key: password\n        - name: STRIPE_SECRET_KEY\n"
                 "          valueFrom:\n            secretKeyRef:\n              name: %s-stripe\n              key: secret-key\n        envFrom:\n        - secretRef:\n            name: %s-env") % (c["svc"], c["svc"], c["svc"])
        cat = "k8s: secretKeyRef / envFrom references"
    elif k == 1:
        block = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secretsmanager\n    kind: ClusterSecretStore\n"
                 "  target:\n    name: %s-env\n  dataFrom:\n  - extract:\n      key: %s/%s") % (c["svc"], c["svc"], c["env"], c["svc"])
        cat = "k8s: ExternalSecret (remote reference)"
    else:
        enc = "AgB" + rs(B64C, R.randint(300, 420))
        enc2 = "AgC" + rs(B64C, R.randint(200, 300))
        block = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: %s\n    username: %s") % (c["svc"], c["env"], enc, enc2)
        cat = "k8s: SealedSecret encryptedData (ciphertext)"
    intro = fmt(T(lang, ["How {svc} gets its secrets in {env}; nothing sensitive is in the manifest:", "The manifest of {svc} after the move to the secret store:"],
                  ["{env}에서 {svc}가 secret을 받는 방식. manifest에는 민감 정보 없음:", "secret store로 옮긴 뒤의 {svc} manifest:"]), c)
    les = T(lang, ["Sealed secrets can only be decrypted by the controller in the target cluster.", "The pod must be restarted to see a rotated secret.", ""],
            ["sealed secret은 대상 클러스터의 controller만 복호화 가능.", "rotate된 secret을 보려면 pod 재시작 필요.", ""])
    return cnote(lang, cat, intro, block, les, "", allow_ask=False)


@clean_special(1.0)
def c_secret_manager_refs(lang):
    c = base_ctx(lang)
    acct = dg(12)
    k = R.randint(0, 3)
    if k == 0:
        arn = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s/db-%s" % (acct, c["env"], c["svc"], an(6))
        block = json.dumps({"ARN": arn, "Name": "%s/%s/db" % (c["env"], c["svc"]), "LastChangedDate": "%sT03:12:44+09:00" % date_str(),
                            "VersionIdsToStages": {uuid4(): ["AWSCURRENT"], uuid4(): ["AWSPREVIOUS"]}, "RotationEnabled": True,
                            "RotationLambdaARN": "arn:aws:lambda:ap-northeast-2:%s:function:SecretsManagerRotation" % acct}, indent=2)
        block = "$ aws secretsmanager describe-secret --secret-id %s/%s/db\n%s" % (c["env"], c["svc"], block)
    elif k == 1:
        block = '"secrets": [\n  {"name": "DB_PASSWORD", "valueFrom": "arn:aws:ssm:ap-northeast-2:%s:parameter/%s/%s/db_password"},\n  {"name": "API_KEY", "valueFrom": "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/api-key-%s:key::"}\n]' % (
            acct, c["env"], c["svc"], acct, c["svc"], an(6))
    elif k == 2:
        block = "$ gcloud secrets versions list db-password --project=%s\nNAME  STATE     CREATED              DESTROYED\n4     enabled   %sT01:22:10  -\n3     disabled  %sT09:02:51  -" % (
            pick(["acme-prod", "hanbit-data"]), date_str(), date_str())
    else:
        block = "DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/)\nSTORAGE_KEY=@Microsoft.KeyVault(VaultName=kv-%s-%s;SecretName=storage-key)" % (
            c["svc"][:8], c["env"], c["svc"][:8], c["env"])
    intro = fmt(T(lang, ["Where the {svc} credentials actually live ({env}):", "I assumed the DB password was in the repo; it is only referenced:"],
                  ["{svc} credential이 실제로 있는 곳({env}):", "DB 비번이 repo에 있는 줄 알았는데 참조만 있음:"]), c)
    les = T(lang, ["The task role needs secretsmanager:GetSecretValue on that ARN, nothing broader.", "Rotation is automatic; never copy the value into config.", ""],
            ["task role에는 해당 ARN의 secretsmanager:GetSecretValue만 주면 됨.", "rotation이 자동이라 값을 설정에 복사하면 안 됨.", ""])
    return cnote(lang, "secret-manager references (ARN / version metadata)", intro, block, les, "")


@clean_special(0.9)
def c_vault_meta(lang):
    c = base_ctx(lang)
    if chance(0.5):
        block = ("$ vault kv metadata get secret/%s/%s\n======= Metadata Path =======\nsecret/metadata/%s/%s\n\n========== Metadata ==========\nKey                     Value\n---                     -----\n"
                 "cas_required            false\ncreated_time            %sT02:11:09.5Z\ncurrent_version         %d\nmax_versions            10\nupdated_time            %sT08:40:33.1Z") % (
            c["env"], c["svc"], c["env"], c["svc"], date_str(), R.randint(2, 14), date_str())
    else:
        block = 'path "secret/data/%s/%s/*" {\n  capabilities = ["read"]\n}\n\npath "secret/metadata/%s/%s/*" {\n  capabilities = ["list"]\n}' % (c["env"], c["svc"], c["env"], c["svc"])
    intro = fmt(T(lang, ["The {svc} secrets are in Vault; I only had list rights, so this is what I could see:", "Vault policy that {svc} gets in {env}:"],
                  ["{svc} secret은 Vault에 있음. list 권한만 있어서 볼 수 있던 것:", "{env}에서 {svc}가 받는 Vault policy:"]), c)
    return cnote(lang, "vault: metadata / policy only [HashiCorp Vault]", intro, block, T(lang, ["", "Reading the value needs the read capability on secret/data/..."], ["", "값을 읽으려면 secret/data/...에 read 권한 필요."]), "")


@clean_special(0.9)
def c_op_refs(lang):
    c = base_ctx(lang)
    sp = pick(SPECS)
    lines = ["%s=op://%s/%s/%s" % (v, pick(["Engineering", "Platform", "Prod"]), sp["vendor"].replace(" ", "-"), pick(["credential", "password", v.lower()])) for v, _, _ in sp["parts"]]
    block = "$ cat .env.tpl\n%s\n$ op run --env-file=.env.tpl -- npm start" % "\n".join(lines)
    intro = fmt(T(lang, ["Local runs of {svc} resolve the {vendor} settings from 1Password at start-up:"], ["{svc} 로컬 실행 시 {vendor} 설정을 기동할 때 1Password에서 가져옴:"]),
                Ctx(base_ctx(lang, sp["vendor"])))
    return cnote(lang, "dotenv: 1Password op:// references [%s]" % sp["vendor"], intro, block, T(lang, ["`op run` masks resolved values in stdout.", ""], ["`op run`은 가져온 값을 stdout에서 가려줌.", ""]), "")


@clean_special(0.7)
def c_sops_file(lang):
    c = base_ctx(lang)

    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64bytes(n), b64bytes(32), b64bytes(16))
    block = ("db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n"
             "            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%sT05:11:02Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.0") % (
        enc(18), enc(30), rs(BECH32.lower(), 58), b64bytes(45), date_str(), b64bytes(32), b64bytes(32), b64bytes(16))
    intro = fmt(T(lang, ["secrets/{env}.enc.yaml is committed, but every value is sops-encrypted:", "The encrypted secrets file of {svc}:"],
                  ["secrets/{env}.enc.yaml은 커밋돼 있지만 값은 전부 sops로 암호화됨:", "{svc}의 암호화된 secret 파일:"]), c)
    return cnote(lang, "yaml: SOPS-encrypted values (ciphertext only)", intro, block, T(lang, ["Decrypting needs the age key of the platform team.", ""], ["복호화하려면 플랫폼팀 age 키가 필요함.", ""]), "", allow_ask=False)


@clean_special(0.8)
def c_ansible_vault_blob(lang):
    c = base_ctx(lang)
    lines = chunk(hx(R.randint(4, 7) * 80), 80)
    block = "$ head group_vars/%s/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n%s" % (c["env"], "\n".join(lines))
    intro = fmt(T(lang, ["The {env} group_vars are Ansible-vault encrypted; only the header is readable:"], ["{env} group_vars는 Ansible vault로 암호화돼 있고 헤더만 읽힘:"]), c)
    return cnote(lang, "ansible: vault-encrypted file (ciphertext)", intro, block, T(lang, ["", "ansible-vault rekey changes the password without touching the plaintext."], ["", "ansible-vault rekey로 평문 변경 없이 비밀번호만 바꿀 수 있음."]), "", allow_ask=False)


@clean_special(1.4)
def c_hashes(lang):
    c = base_ctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        block = "$ sha256sum dist/*\n" + "\n".join("%s  dist/%s" % (hx(64), n) for n in ["%s-linux-amd64.tar.gz" % c["svc"], "%s-darwin-arm64.tar.gz" % c["svc"], "checksums.txt"])
        cat = "checksums: sha256sum output"
    elif k == 1:
        block = "FROM python:3.12-slim@sha256:%s\nCOPY --from=ghcr.io/astral-sh/uv:0.4.%d@sha256:%s /uv /bin/uv" % (hx(64), R.randint(0, 30), hx(64))
        cat = "dockerfile: pinned image digests"
    elif k == 2:
        block = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            "undici", 6, R.randint(0, 20), R.randint(0, 9), "undici", "undici", 6, 1, 2, b64bytes(64)[:86])
        cat = "lockfile: npm integrity hash"
    elif k == 3:
        block = "\n".join("%s v%d.%d.%d h1:%s=" % (m, R.randint(0, 1), R.randint(1, 40), R.randint(0, 9), b64bytes(32)[:43]) for m in ["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        cat = "go.sum h1: hashes"
    elif k == 4:
        block = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s\nurllib3==2.2.3 \\\n    --hash=sha256:%s" % (hx(64), hx(64), hx(64))
        cat = "requirements.txt --hash"
    else:
        block = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (R.randint(0, 9), b64bytes(48))
        cat = "html: SRI integrity attribute"
    intro = fmt(T(lang, ["The reproducible-build check for {svc} failed; expected hashes:", "Why the cached layer was not reused (digests changed):", "Supply-chain pinning in {svc}:"],
                  ["{svc} reproducible build 검사 실패. 기대 해시:", "캐시 레이어가 재사용되지 않은 이유(digest 변경):", "{svc}의 공급망 pinning:"]), c)
    return cnote(lang, cat, intro, block, T(lang, ["Hashes are public; they only prove integrity.", ""], ["해시는 공개 정보이고 무결성 확인용일 뿐.", ""]), "")


@clean_special(1.0)
def c_git_log(lang):
    c = base_ctx(lang)
    lines = ["%s %s" % (hx(7), m) for m in R.sample(["fix(auth): refresh token race", "chore: bump pg to 8.13", "feat: add Toss webhook handler", "revert \"rotate keys\"",
                                                      "ci: pin actions to SHAs", "refactor: extract settings loader", "docs: secrets runbook", "fix: handle 429 from Slack"], 5)]
    block = "$ git log --oneline -5\n%s\n$ git rev-parse HEAD\n%s" % ("\n".join(lines), hx(40))
    if chance(0.5):
        block += "\n$ git bisect good %s" % hx(40)
    intro = fmt(T(lang, ["Bisecting the regression in {svc}:", "Which commit is deployed to {env}:"], ["{svc} 회귀 bisect 중:", "{env}에 배포된 커밋:"]), c)
    return cnote(lang, "git: commit SHAs", intro, block, T(lang, ["The deployed SHA is exposed at /version.", ""], ["배포된 SHA는 /version에서 확인 가능.", ""]), "")


@clean_special(1.2)
def c_request_ids(lang):
    c = base_ctx(lang)
    k = R.randint(0, 3)
    if k == 0:
        block = "\n".join('%s ERROR %s request_id=%s trace_id=%s span_id=%s msg="upstream timeout"' % (iso_ts(), c["svc"], uuid4(), hx(32), hx(16)) for _ in range(R.randint(2, 4)))
    elif k == 1:
        block = "An error occurred (ThrottlingException) when calling the PutMetricData operation (reached max retries: 4): Rate exceeded\nRequestId: %s\nx-amz-id-2: %s" % (uuid4(), b64bytes(57))
    elif k == 2:
        block = "HTTP/2 502\ncf-ray: %s-ICN\nx-request-id: %s\ntraceparent: 00-%s-%s-01\nserver: cloudflare" % (hx(16), uuid4(), hx(32), hx(16))
    else:
        block = "Sentry event %s (release %s@%s), trace %s, first seen %s" % (hx(32), c["svc"], hx(12), hx(32), iso_ts())
    intro = fmt(T(lang, ["Intermittent 5xx from {svc} in {env}; identifiers for support:", "Correlating the failure across services:"],
                  ["{env}의 {svc}에서 간헐적 5xx. 지원 요청용 식별자:", "서비스 간 장애 상관관계 추적:"]), c)
    return cnote(lang, "logs: request/trace IDs", intro, block, T(lang, ["Send the request ID to the vendor; they can look up the rest.", ""], ["벤더에는 request ID만 주면 나머지는 그쪽에서 조회함.", ""]), "")


@clean_special(1.1)
def c_ssh_pub(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "$ cat ~/.ssh/authorized_keys\n%s\n%s" % (ssh_ed25519_public("minsu@MacBook-Pro.local"), ssh_rsa_public("deploy@%s" % c["svc"])[:420] + " deploy@%s" % c["svc"])
    elif k == 1:
        block = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s deploy@%s (ED25519)\n$ ssh-keyscan -t ed25519 github.com\n%s" % (
            b64bytes(32).rstrip("="), c["svc"], "github.com " + ssh_ed25519_public("").strip())
    else:
        block = "%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (pick(["bastion.acme.io", "[10.0.1.5]:2222", "gitlab.internal"]), b64bytes(65)[:86])
        block = "# ~/.ssh/known_hosts\n" + block
    intro = fmt(T(lang, ["Deploys to the new host failed with 'Permission denied (publickey)'; the public keys on each side:", "Host key mismatch after the bastion was rebuilt:"],
                  ["새 서버 배포가 'Permission denied (publickey)'로 실패. 양쪽 public key:", "bastion 재구축 후 host key 불일치:"]), c)
    return cnote(lang, "ssh: public keys / fingerprints", intro, block, T(lang, ["Public keys and fingerprints are safe to share.", ""], ["public key와 fingerprint는 공유해도 안전함.", ""]), "", allow_ask=False)


@clean_special(0.8)
def c_pgp_pub(lang):
    c = base_ctx(lang)
    lines = chunk(base64.b64encode(bytes.fromhex("99018d04") + rbytes(300)).decode(), 64)[:R.randint(3, 6)]
    fpr = hxu(40)
    block = "$ gpg --armor --export release@acme.io\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n...\n-----END PGP PUBLIC KEY BLOCK-----\n$ gpg --fingerprint release@acme.io\npub   ed25519 2024-03-02 [SC]\n      %s" % (
        "\n".join(lines), " ".join(chunk(fpr, 4)))
    intro = fmt(T(lang, ["Users must verify release artifacts of {svc}; the public signing key:"], ["사용자가 {svc} 릴리스 파일을 검증해야 함. 공개 서명 키:"]), c)
    return cnote(lang, "pgp: public key block + fingerprint", intro, block, "", T(lang, ["Should the key also go to keys.openpgp.org?", ""], ["keys.openpgp.org에도 올릴까요?", ""]), allow_ask=False)


@clean_special(1.0)
def c_tls_cert(lang):
    c = base_ctx(lang)
    lines = x509_cert_lines(R.randint(3, 6))
    fp = ":".join(chunk(hxu(64), 2))
    block = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----\n$ openssl x509 -in tls.crt -noout -subject -serial -fingerprint -sha256\nsubject=CN = %s.acme.io\nserial=%s\nsha256 Fingerprint=%s" % (
        "\n".join(lines), c["svc"], hxu(32), fp)
    intro = fmt(T(lang, ["The ingress for {svc} served the old certificate; what is mounted now:", "Certificate pinning in the mobile app must match this:"],
                  ["{svc} ingress가 예전 인증서를 내보냄. 지금 마운트된 것:", "모바일 앱의 인증서 pinning이 이것과 맞아야 함:"]), c)
    return cnote(lang, "tls: certificate body + fingerprint (public)", intro, block, T(lang, ["The certificate is public; only tls.key is sensitive.", ""], ["인증서는 공개 정보이고 tls.key만 민감함.", ""]), "", allow_ask=False)


@clean_special(0.9)
def c_jwks(lang):
    c = base_ctx(lang)
    keys = [{"kty": "RSA", "use": "sig", "kid": b64u(43), "alg": "RS256", "n": b64u(342), "e": "AQAB"}]
    if chance(0.4):
        keys.append({"kty": "EC", "use": "sig", "kid": hx(16), "crv": "P-256", "x": b64u(43), "y": b64u(43)})
    block = "$ curl -s https://auth.acme.io/realms/%s/protocol/openid-connect/certs\n%s" % (c["env"], json.dumps({"keys": keys}, indent=1))
    intro = fmt(T(lang, ["Token validation in {svc} failed after key rotation; the public JWKS:"], ["키 rotation 후 {svc}의 토큰 검증 실패. 공개 JWKS:"]), c)
    return cnote(lang, "jwks: public signing keys (n/e, x/y)", intro, block, T(lang, ["Cache the JWKS but refetch on unknown kid.", ""], ["JWKS는 캐시하되 모르는 kid면 다시 가져올 것.", ""]), "", allow_ask=False)


@clean_special(0.8)
def c_wireguard_pub(lang):
    c = base_ctx(lang)
    block = "$ sudo wg show\ninterface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: 51820\n\npeer: %s\n  endpoint: %s:51820\n  allowed ips: 10.66.0.%d/32\n  latest handshake: %d seconds ago" % (
        b64bytes(32), b64bytes(32), pick(["203.0.113.7", "198.51.100.40"]), R.randint(2, 250), R.randint(3, 200))
    intro = fmt(T(lang, ["VPN peer for the {env} bastion was not handshaking; state on the server:"], ["{env} bastion VPN peer가 handshake를 안 함. 서버 상태:"]), c)
    return cnote(lang, "wireguard: wg show (public keys, private hidden)", intro, block, T(lang, ["The peer had the server's old public key.", ""], ["peer가 서버의 예전 public key를 갖고 있었음.", ""]), "", allow_ask=False)


@clean_special(0.8)
def c_public_keys_misc(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (c["env"], rs(BECH32.lower(), 58), rs(BECH32.lower(), 58))
        cat = "sops: .sops.yaml age recipients (public)"
    elif k == 1:
        body = base64.b64encode(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)).decode()
        block = "$ cat cosign.pub\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(chunk(body, 64))
        cat = "cosign: public key PEM"
    else:
        block = "untrusted comment: minisign public key %s\nRWQ%s" % (hxu(16), b64bytes(39)[:53])
        cat = "minisign: public key"
    intro = fmt(T(lang, ["Verification material for {svc} releases (public):", "Who can decrypt/verify what in {svc}:"], ["{svc} 릴리스 검증용 자료(공개):", "{svc}에서 누가 무엇을 복호화/검증할 수 있는지:"]), c)
    return cnote(lang, cat, intro, block, "", "", allow_ask=False)


@clean_special(1.2)
def c_key_and_account_ids(lang):
    c = base_ctx(lang)
    acct = dg(12)
    items = [("AWS account", acct), ("KMS key", "arn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, uuid4())), ("Azure tenant", uuid4()), ("Azure subscription", uuid4()),
             ("GCP project number", dg(12)), ("Twilio Account SID", "AC" + hx(32)), ("Stripe account", "acct_1" + an(15)), ("Slack channel", "C0" + anu(9)),
             ("Google OAuth client ID", "%s-%s.apps.googleusercontent.com" % (dg(12), anl(32))), ("GitHub App client ID", "Iv23li" + an(14)),
             ("App Store Connect Key ID", anu(10)), ("Apple Team ID", anu(10)), ("Issuer ID", uuid4()), ("GPG key ID", hxu(16)), ("JWT kid", b64u(43)),
             ("Cloudflare zone ID", hx(32)), ("Firebase app ID", "1:%s:web:%s" % (dg(12), hx(22))), ("Algolia app ID", anu(10)), ("Vercel project", "prj_" + an(28)),
             ("EC2 instance", "i-0" + hx(16)), ("Security group", "sg-0" + hx(16)), ("Datadog dashboard", "%s-%s-%s" % (anl(3), anl(3), anl(3))),
             ("Supabase project ref", anl(20)), ("Sentry DSN project id", dg(7)), ("PayPal merchant ID", anu(13)), ("Kakao app ID", dg(6)), ("Naver Cloud project", "prj-" + anl(10))]
    R.shuffle(items)
    sel = items[:R.randint(4, 8)]
    if chance(0.5):
        block = "\n".join("- %s: %s" % x for x in sel)
    else:
        block = T(lang, "| Resource | ID |\n|---|---|\n", "| 리소스 | ID |\n|---|---|\n") + "\n".join("| %s | %s |" % x for x in sel)
    intro = fmt(T(lang, ["Identifiers I needed to find the right resources for {svc} ({env}):", "Inventory of the {env} setup for {svc}:"],
                  ["{svc}({env}) 리소스 찾는 데 필요했던 식별자:", "{svc}의 {env} 구성 목록:"]), c)
    return cnote(lang, "ids: account / client / key identifiers (not credentials)", intro, block, T(lang, ["IDs are not secrets, but the KMS key policy decides who can use the key.", ""], ["ID는 비밀이 아님. 키 사용 권한은 KMS key policy가 결정함.", ""]), "")


@clean_special(0.9)
def c_stripe_event(lang):
    c = base_ctx(lang)
    obj = {"id": "evt_1" + an(23), "object": "event", "type": pick(["payment_intent.succeeded", "charge.refunded", "invoice.paid"]),
           "data": {"object": {"id": "pi_3" + an(23), "customer": "cus_" + an(14), "latest_charge": "ch_3" + an(23), "amount": R.randint(10, 900) * 100,
                               "currency": pick(["krw", "usd", "jpy"]), "payment_method": "pm_1" + an(23)}},
           "request": {"id": "req_" + an(14), "idempotency_key": uuid4()}, "livemode": True}
    block = json.dumps(obj, indent=1)
    intro = fmt(T(lang, ["Webhook handler of {svc} processed this event twice:", "Event that failed signature verification (payload only):"],
                  ["{svc} webhook handler가 이 이벤트를 두 번 처리함:", "서명 검증에 실패한 이벤트(payload만):"]), c)
    return cnote(lang, "json: Stripe object IDs (evt_/pi_/cus_/req_) [Stripe]", intro, block, T(lang, ["Deduplicate on event id, not on payment intent.", ""], ["payment intent가 아니라 event id로 중복 제거할 것.", ""]), "", allow_ask=False)


@clean_special(1.0)
def c_base64_data(lang):
    c = base_ctx(lang)
    k = R.randint(0, 4)
    if k == 0:
        cfg = jdump({"featureFlags": {"newCheckout": True, "darkMode": False}, "apiBase": "https://api.acme.io", "locale": "ko-KR"})
        block = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (c["svc"], b64s(cfg))
        cat = "k8s: ConfigMap binaryData (base64 of plain JSON)"
    elif k == 1:
        block = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s">' % b64bytes(R.randint(60, 120))
        cat = "html: data URI image"
    elif k == 2:
        hdr = b64url_nopad(jdump({"alg": "RS256", "typ": "JWT", "kid": hx(16)}))
        block = T(lang, "Only the JWT header was logged: %s (decodes to alg RS256 + kid), the payload and signature were stripped." % hdr,
                  "JWT 헤더만 로그에 남음: %s (디코딩하면 alg RS256 + kid). payload와 서명은 제거됨." % hdr)
        cat = "log: JWT header only"
    elif k == 3:
        msg = pick(["hello world", "order-created:%d" % R.randint(1000, 9999), '{"event":"ping"}'])
        block = "$ echo -n '%s' | base64\n%s\n$ aws sqs send-message --queue-url https://sqs.ap-northeast-2.amazonaws.com/%s/%s-events --message-body %s" % (msg, b64s(msg), dg(12), c["svc"], b64s(msg))
        cat = "shell: base64 of a test message"
    else:
        pb = b64bytes(R.randint(30, 60))
        block = "grpc-status: 3\ngrpc-message: invalid argument\ngrpc-status-details-bin: %s" % pb
        cat = "grpc: status-details-bin (base64 protobuf)"
    intro = fmt(T(lang, ["Encoded payloads while debugging {svc}:", "What {svc} actually sent ({env}):"], ["{svc} 디버깅 중 본 인코딩된 payload:", "{svc}가 실제로 보낸 것({env}):"]), c)
    return cnote(lang, cat, intro, block, "", "")


@clean_special(1.0)
def c_long_ids(lang):
    c = base_ctx(lang)
    items = ["build %s-%s" % (c["svc"], hx(12)), "image ghcr.io/acme/%s:1.%d.%d-%s" % (c["svc"], R.randint(0, 9), R.randint(0, 40), hx(7)),
             "chunk main.%s.js" % hx(20), "ULID %s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), "ObjectId('%s')" % hx(24), "Snowflake id %d" % R.randint(10 ** 17, 10 ** 18),
             "Drive file %s" % b64u(33), "S3 key uploads/%s/%s.jpg" % (uuid4(), hx(32)), "ETag \"%s\"" % hx(32), "idempotency key %s" % uuid4(),
             "Android app id kr.co.acme.%s" % c["svc"].replace("-", ""), "Terraform address module.%s.aws_iam_role.this[\"%s\"]" % (c["svc"].replace("-", "_"), c["env"]),
             "Expo update group %s" % uuid4(), "migration 20250%d%02d%02d%02d_add_index_on_orders_created_at" % (R.randint(1, 9), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59)),
             "CSP nonce-%s" % b64bytes(16)]
    R.shuffle(items)
    block = "\n".join("- " + x for x in items[:R.randint(4, 7)])
    intro = fmt(T(lang, ["Identifiers from the {svc} incident timeline:", "Artifacts involved in the failed {env} release:"], ["{svc} 장애 타임라인의 식별자:", "실패한 {env} 릴리스 관련 산출물:"]), c)
    return cnote(lang, "ids: long build/object identifiers", intro, block, T(lang, ["", "The chunk hash changes on every build, which busts the CDN cache."], ["", "빌드마다 chunk 해시가 바뀌어서 CDN 캐시가 깨짐."]), "")


@clean_special(1.1)
def c_password_policy(lang):
    c = base_ctx(lang)
    if lang == "ko":
        mc = pick(["비밀번호 정책이 어떻게 돼 있는지 몰라서 회원가입 validation을 잘못 구현함.", "보안 점검에서 비밀번호 정책 지적 받음.", "사내 계정 비밀번호 규칙 확인 필요했음."])
        le = pick(["정책: 최소 12자, 영문/숫자/특수문자 중 3종, 최근 5개 재사용 금지, 90일 만료는 폐지. 정규식 ^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$",
                   "bcrypt cost 12 → 로그인 p95 180ms. argon2id(m=64MiB, t=3, p=1)로 바꾸면 비슷한 시간.",
                   "zxcvbn score 3 미만은 거부. 'password1!' 같은 건 score 0으로 나옴.", "한글 비밀번호 입력은 막지 않되 NFC로 정규화해서 해시해야 함."])
        ak = pick(["관리자 계정은 별도 정책(16자 + 하드웨어 키)인가요?", "기존 사용자에게 강제 재설정 걸까요?", ""])
    else:
        mc = pick(["I implemented the signup validation against the wrong password policy.", "The security review flagged our password rules.", "Needed the password rules for the internal admin accounts."])
        le = pick(["Policy: min 12 chars, 3 of 4 classes, no reuse of the last 5, no forced 90-day expiry. Regex ^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^\\w\\s]).{12,}$",
                   "bcrypt cost 12 gives ~180 ms p95 on login; argon2id (m=64MiB, t=3, p=1) is similar.",
                   "Reject zxcvbn score < 3; something like 'password1!' scores 0.", "Normalize to NFC before hashing so Hangul input hashes consistently."])
        ak = pick(["Do admin accounts have a stricter policy (16 chars + hardware key)?", "Should existing users be forced to reset?", ""])
    return mk(lang, "clean", "prose: password policy discussion (no password)", mc, le, ak)


@clean_special(1.3)
def c_p_flags(lang):
    c = dbctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        block = "$ docker run -d --name %s -p 8080:8080 -p 9090:9090 -e SPRING_PROFILES_ACTIVE=%s registry.acme.io/%s:latest" % (c["svc"], c["env"], c["svc"])
    elif k == 1:
        block = "$ mysql -h %s -P 3306 -u %s -p %s\nEnter password:\nERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % (c["host"], c["user"], c["db"], c["host"])
    elif k == 2:
        block = "$ ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s\n$ scp -P 2222 build.tar.gz deploy@%s:/tmp/\n$ mkdir -p /opt/%s/releases" % (c["host"], c["host"], c["svc"])
    elif k == 3:
        block = "$ psql -h %s -p 6432 -U %s -d %s -W\nPassword for user %s:\npsql: error: connection to server failed: timeout expired" % (c["host"], c["user"], c["db"], c["user"])
    elif k == 4:
        block = "$ kubectl port-forward svc/%s 15432:5432 -n %s\n$ redis-cli -h localhost -p 16379 ping\nPONG\n$ git add -p src/" % (c["svc"], c["env"])
    else:
        block = "$ pg_dump -h %s -p 5432 -U %s --no-password -Fc %s > %s.dump   # uses ~/.pgpass via PGPASSFILE" % (c["host"], c["user"], c["db"], c["db"])
    intro = fmt(T(lang, ["Connectivity checks for {svc} on {env}:", "Commands I ran while debugging {db}:"], ["{env}의 {svc} 연결 확인:", "{db} 디버깅하며 실행한 명령:"]), c)
    return cnote(lang, "shell: -p / -P flags for ports or prompts (no password)", intro, block,
                 T(lang, ["`-p` without a value makes mysql prompt; the port flag is `-P`.", "The pooler listens on 6432, not 5432.", ""], ["mysql `-p`에 값이 없으면 prompt가 뜸. 포트는 `-P`.", "pooler는 5432가 아니라 6432.", ""]), "")


@clean_special(1.4)
def c_fake_fixtures(lang):
    c = base_ctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        block = ('@pytest.fixture\ndef aws_credentials(monkeypatch):\n    """Mocked AWS Credentials for moto."""\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")\n'
                 '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")')
        cat = "test fixture: AWS documentation example keys"
    elif k == 1:
        block = 'const user = await createUser({\n  email: "alice@example.com",\n  password: "not-a-real-password",\n});\nexpect(await login(user.email, "wrong-password")).toBe(false);'
        cat = "test fixture: obviously fake password"
    elif k == 2:
        block = ('token = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"\n'
                 '         ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")  # jwt.io sample, secret "your-256-bit-secret"\nassert decode(token)["name"] == "John Doe"')
        cat = "test fixture: jwt.io sample token"
    elif k == 3:
        block = 'STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-your-bot-token\nGITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nOPENAI_API_KEY=sk-...'
        cat = "test fixture: placeholder tokens in .env.test"
    elif k == 4:
        block = 'factory :user do\n  email { Faker::Internet.email }\n  password { "password" }\n  password_confirmation { "password" }\nend'
        cat = "test fixture: factory with literal 'password'"
    else:
        block = 'func TestSign(t *testing.T) {\n\tkey := []byte("test-signing-key-do-not-use")\n\tsig := Sign(key, []byte("payload"))\n\tif !Verify(key, []byte("payload"), sig) {\n\t\tt.Fatal("verify failed")\n\t}\n}'
        cat = "test fixture: dummy signing key literal"
    intro = fmt(T(lang, ["Tests of {svc} failed on CI only; the fixture involved:", "I wasn't sure whether this test data is real; it isn't:"],
                  ["{svc} 테스트가 CI에서만 실패. 관련 fixture:", "이 테스트 데이터가 진짜인지 헷갈렸는데 아님:"]), c)
    return cnote(lang, cat, intro, block, T(lang, ["Secret scanners flag these; they are allow-listed in .gitleaks.toml.", ""], ["secret scanner가 이걸 잡아서 .gitleaks.toml에 allow-list 해둠.", ""]), "")


@clean_special(1.3)
def c_masked_cli(lang):
    c = base_ctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        block = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (anu(4), an(4))
        cat = "cli output: aws configure list (masked)"
    elif k == 1:
        block = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(["minsu-kim", "dana-ops"])
        cat = "cli output: gh auth status (masked)"
    elif k == 2:
        block = "$ fly secrets list -a %s\nNAME                  DIGEST                  CREATED AT\nDATABASE_URL          %s        %dd ago\nSTRIPE_SECRET_KEY     %s        %dd ago" % (
            c["svc"], hx(16), R.randint(2, 90), hx(16), R.randint(2, 90))
        cat = "cli output: fly secrets list (digests)"
    elif k == 3:
        block = "$ kubectl describe secret %s-env -n %s\nName:         %s-env\nType:  Opaque\n\nData\n====\nDB_PASSWORD:        %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:         %d bytes" % (
            c["svc"], c["env"], c["svc"], R.randint(16, 32), 107, 64)
        cat = "cli output: kubectl describe secret (sizes only)"
    elif k == 4:
        block = "$ vercel env ls\n name                         value               environments        created\n DATABASE_URL                 Encrypted           Production          %dd ago\n NEXT_PUBLIC_API_BASE         Encrypted           Preview             %dd ago" % (
            R.randint(1, 50), R.randint(1, 50))
        cat = "cli output: vercel env ls (encrypted)"
    else:
        block = "$ gh secret list\nNAME                 UPDATED\nAWS_ROLE_ARN         about %d days ago\nNPM_TOKEN            about %d months ago\nSLACK_WEBHOOK_URL    about %d days ago" % (R.randint(2, 20), R.randint(1, 10), R.randint(2, 20))
        cat = "cli output: gh secret list (names only)"
    intro = fmt(T(lang, ["Checking which credentials {svc} has configured, without seeing them:", "State of the {env} secrets:"], ["{svc}에 어떤 credential이 설정돼 있는지 값 없이 확인:", "{env} secret 상태:"]), c)
    return cnote(lang, cat, intro, block, T(lang, ["Masked output (names, sizes, digests, last 4 chars) is enough to confirm which credential is configured.", ""],
                                             ["마스킹된 출력(이름, 크기, digest, 끝 4자리)만으로도 어떤 credential이 설정됐는지 확인 가능.", ""]), "")


@clean_special(1.2)
def c_redacted_http(lang):
    c = base_ctx(lang)
    red = pick(["[REDACTED]", "<redacted>", "***", "[FILTERED]", "********"])
    block = "POST /v1/%s HTTP/1.1\nHost: api.%s.acme.io\nAuthorization: Bearer %s\nCookie: session=%s; _ga=GA1.1.%d.%d\nX-Api-Key: %s\nContent-Type: application/json\n\n{\"order_id\": \"%s\", \"amount\": %d}" % (
        pick(["orders", "refunds", "payouts"]), c["env"], red, red, R.randint(10 ** 8, 10 ** 9), ts_recent(), red, "ord_" + an(16), R.randint(1, 500) * 100)
    intro = fmt(T(lang, ["Request log of {svc} (the gateway redacts credentials):", "The failing call, as captured by the proxy with filters on:"],
                  ["{svc} 요청 로그(gateway가 credential을 가림):", "필터가 켜진 proxy에서 캡처한 실패 요청:"]), c)
    return cnote(lang, "http: redacted Authorization/Cookie headers", intro, block, T(lang, ["", "The 400 was caused by the amount being sent as a string in the mobile client."], ["", "400 원인은 모바일 클라이언트가 amount를 문자열로 보낸 것."]), "")


@clean_special(1.2)
def c_conn_no_password(lang):
    c = dbctx(lang)
    k = R.randint(0, 5)
    if k == 0:
        block = "DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem  # IAM auth token generated at connect" % (c["user"], c["host"], c["db"])
    elif k == 1:
        block = ">>> engine\nEngine(postgresql+psycopg://%s:***@%s:5432/%s)" % (c["user"], c["host"], c["db"])
    elif k == 2:
        block = "[2025-%02d-%02d %s: ERROR/MainProcess] consumer: Cannot connect to amqp://%s:**@rabbitmq.%s.svc:5672//: [Errno 111] Connection refused." % (
            R.randint(1, 11), R.randint(1, 28), time_str(), c["svc"].split("-")[0], c["env"])
    elif k == 3:
        block = "Server=tcp:acme-sql.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True;" % c["db"]
    elif k == 4:
        block = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (c["host"], c["db"], c["user"])
    else:
        block = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    intro = fmt(T(lang, ["How {svc} connects to {db} in {env}:", "Connection settings of {svc} (no password in them):"], ["{env}에서 {svc}가 {db}에 붙는 방식:", "{svc} 연결 설정(비밀번호 없음):"]), c)
    return cnote(lang, "connection string without password (IAM / masked / file / env ref)", intro, block,
                 T(lang, ["SQLAlchemy and Celery mask the password when printing URLs.", "IAM auth tokens are generated per connection and expire in 15 minutes.", ""],
                   ["SQLAlchemy와 Celery는 URL 출력 시 비밀번호를 가림.", "IAM 인증 토큰은 연결마다 생성되고 15분 뒤 만료됨.", ""]), "")


@clean_special(0.8)
def c_crypto_public(lang):
    c = base_ctx(lang)
    block = "to: 0x%s\nfrom: 0x%s\ntx: 0x%s\nblock: %d\ngasUsed: %d\nBTC deposit address: bc1q%s" % (hx(40), hx(40), hx(64), R.randint(18000000, 21000000), R.randint(21000, 300000),
                                                                                                  rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38))
    intro = fmt(T(lang, ["The payout from {svc} shows as pending; on-chain details:", "Public chain data for the stuck withdrawal:"], ["{svc}의 출금이 pending으로 보임. 온체인 정보:", "멈춘 출금 건의 공개 체인 데이터:"]), c)
    return cnote(lang, "crypto: public addresses and tx hash (64 hex, not a key)", intro, block, T(lang, ["Transaction hashes and addresses are public.", ""], ["트랜잭션 해시와 주소는 공개 정보.", ""]), "")


@clean_special(0.9)
def c_signature_headers(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %d\nX-Hub-Signature-256: sha256=%s" % (uuid4(), R.randint(10 ** 8, 10 ** 9), hx(64))
        cat = "http: GitHub webhook signature header (HMAC output, not the secret)"
    elif k == 1:
        block = "Stripe-Signature: t=%d,v1=%s,v0=%s" % (ts_recent(), hx(64), hx(64))
        cat = "http: Stripe-Signature header (not the secret)"
    else:
        block = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (ts_recent(), hx(64))
        cat = "http: Slack signature header (not the secret)"
    intro = fmt(T(lang, ["Signature check in {svc} rejects valid deliveries; headers of one delivery:", "Headers of the webhook that {svc} refused:"],
                  ["{svc}의 서명 검증이 정상 요청을 거부함. 요청 헤더:", "{svc}가 거부한 webhook 헤더:"]), c)
    return cnote(lang, cat, intro, block, T(lang, ["The signature is computed over the raw body; our JSON middleware re-serialized it.", ""], ["서명은 raw body 기준인데 JSON middleware가 다시 직렬화했음.", ""]), "")


@clean_special(1.0)
def c_token_discussion(lang):
    c = base_ctx(lang)
    if lang == "ko":
        mc = pick(["GitHub 토큰 종류 차이를 몰라서 CI에서 권한 오류 남.", "Slack 토큰 종류를 헷갈려서 채널 히스토리 API가 실패함.", "API key 만료 정책을 몰랐음."])
        le = pick(["ghp_는 classic PAT, github_pat_는 fine-grained, ghs_는 App installation 토큰(1시간). CI는 GITHUB_TOKEN이나 App 토큰을 써야 함.",
                   "xoxb-는 bot, xoxp-는 user 토큰. conversations.history는 bot scope channels:history 필요.",
                   "fine-grained PAT는 최대 1년, org 정책상 90일. 만료 7일 전에 메일 옴.", "sk_live_와 rk_live_ 차이: restricted key는 리소스별 권한 지정 가능."])
        ak = pick(["CI용 GitHub App을 새로 만들어도 되나요?", "토큰 만료 알림은 누구에게 가나요?", ""])
    else:
        mc = pick(["CI failed with a permission error because I mixed up GitHub token types.", "The Slack history call failed because I used the wrong token type.", "I didn't know the API key expiry policy."])
        le = pick(["ghp_ is a classic PAT, github_pat_ is fine-grained, ghs_ is an App installation token (1 hour). CI should use GITHUB_TOKEN or an App token.",
                   "xoxb- is a bot token, xoxp- a user token; conversations.history needs channels:history on the bot.",
                   "Fine-grained PATs last at most a year, 90 days by org policy; a reminder mail comes 7 days before.",
                   "sk_live_ vs rk_live_: restricted keys can be scoped per resource."])
        ak = pick(["Can I create a GitHub App for CI?", "Who receives the token expiry reminders?", ""])
    return mk(lang, "clean", "prose: token types and scopes (prefixes only)", mc, le, ak)


@clean_special(0.9)
def c_encrypted_config(lang):
    c = base_ctx(lang)
    k = R.randint(0, 2)
    if k == 0:
        block = "spring:\n  datasource:\n    password: '{cipher}%s'" % (hx(R.randint(60, 120)))
        cat = "yaml: Spring Cloud Config {cipher} value"
    elif k == 1:
        block = "db.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % b64bytes(R.randint(30, 48))
        cat = "properties: Jasypt ENC() ciphertext"
    else:
        block = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://token.txt --query CiphertextBlob --output text\nAQICAH%s" % (c["svc"], b64bytes(R.randint(120, 180)))
        cat = "cli output: KMS CiphertextBlob"
    intro = fmt(T(lang, ["The committed config of {svc} only contains encrypted values:", "How {svc} keeps the DB password in git (encrypted):"],
                  ["{svc} 커밋된 설정에는 암호화된 값만 있음:", "{svc}가 git에 DB 비번을 보관하는 방식(암호화):"]), c)
    return cnote(lang, cat, intro, block, T(lang, ["Decryption happens at startup with a key that is not in the repo.", ""], ["복호화는 repo에 없는 키로 기동 시 수행됨.", ""]), "")


@clean_special(0.8)
def c_terraform_sensitive(lang):
    c = base_ctx(lang)
    block = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  username = "%s"\n  password = var.db_password\n}\n\n'
             '# terraform plan\n  ~ password = (sensitive value)') % pick(USERS)
    intro = fmt(T(lang, ["The RDS change for {svc} shows as an update but the plan hides the value:"], ["{svc} RDS 변경이 update로 나오지만 plan에서 값은 가려짐:"]), c)
    return cnote(lang, "hcl: sensitive variable + (sensitive value) in plan [Terraform]", intro, block, T(lang, ["Use manage_master_user_password so RDS keeps it in Secrets Manager.", ""], ["manage_master_user_password로 RDS가 Secrets Manager에 보관하게 할 것.", ""]), "")


@clean_special(0.8)
def c_leak_postmortem(lang):
    c = base_ctx(lang)
    sp = pick(SPECS)
    last4 = an(4)
    if lang == "ko":
        mc = "%s 키 노출 사고 회고: 공개 repo 커밋 %s에 %s 키(끝자리 %s)가 포함됐음. 탐지 %d분 후 폐기." % (sp["vendor"], hx(7), sp["vendor"], last4, R.randint(4, 90))
        le = "폐기는 대시보드에서 즉시 가능했지만 사용처 파악에 시간이 걸림. 키 이름에 서비스명을 넣을 것."
        ak = "%s 키 발급 권한을 팀 리드로 제한해도 될까요?" % sp["vendor"]
    else:
        mc = "Postmortem: a %s key (ending in %s) was pushed in commit %s to a public repo and revoked %d minutes after detection." % (sp["vendor"], last4, hx(7), R.randint(4, 90))
        le = "Revoking was instant; finding every consumer took hours. Name keys after the service that uses them."
        ak = "Can we restrict %s key creation to team leads?" % sp["vendor"]
    return mk(lang, "clean", "prose: leak postmortem referencing last 4 chars only [%s]" % sp["vendor"], mc, le, ak)


@clean_special(0.7)
def c_cert_chain(lang):
    c = base_ctx(lang)
    block = "$ openssl s_client -connect %s.acme.io:443 -servername %s.acme.io </dev/null 2>/dev/null | head\nCONNECTED(00000003)\n---\nCertificate chain\n 0 s:CN = %s.acme.io\n   i:C = US, O = Let's Encrypt, CN = R11\n   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256\n 1 s:C = US, O = Let's Encrypt, CN = R11\n   i:C = US, O = Internet Security Research Group, CN = ISRG Root X1\n---\nServer certificate serial: %s" % (
        c["svc"], c["svc"], c["svc"], hxu(36))
    intro = fmt(T(lang, ["Clients reported TLS errors for {svc}; the served chain:"], ["클라이언트에서 {svc} TLS 오류 보고. 서버가 내보내는 체인:"]), c)
    return cnote(lang, "tls: s_client chain + serial", intro, block, "", "")


# ----------------------------------------------------------------------------
# CLEAN publishable keys (vendor documents them as public / client-side)
# ----------------------------------------------------------------------------
PUBLISHABLE = []


def publishable(fn):
    PUBLISHABLE.append(fn)
    return fn


def pub_note(lang, vendor, what, block, place_):
    c = base_ctx(lang, vendor)
    c["what"], c["place"] = what, place_
    intro = fmt(T(lang, ["The {vendor} widget in {svc} did not render in {env}; the client-side config ({place}):",
                         "I wasn't sure whether this {vendor} {what} may be in the frontend bundle; it is the client-side one ({place}):",
                         "Frontend config of {svc} for {vendor} ({place}):"],
                  ["{env}에서 {svc}의 {vendor} 위젯이 안 뜸. 클라이언트 설정({place}):",
                   "이 {vendor} {what}가 프론트 번들에 있어도 되는지 헷갈렸는데 클라이언트용 키임({place}):",
                   "{svc} 프론트엔드의 {vendor} 설정({place}):"]), c)
    les = fmt(T(lang, ["The {what} is meant to be public; access is limited by allowed domains / RLS, not by hiding it.",
                       "Only the server-side key must stay secret; this one ships in the bundle by design.", ""],
                ["{what}는 원래 공개용임. 접근 제한은 허용 도메인 / RLS로 하지 숨겨서 하는 게 아님.",
                 "비밀로 지켜야 하는 건 서버용 키뿐이고 이건 설계상 번들에 들어감.", ""]), c)
    ask = fmt(T(lang, ["Is the allowed-origin list for {env} up to date?", ""], ["{env} 허용 origin 목록이 최신인가요?", ""]), c)
    mc, le, ak = place(lang, intro, block, les, ask)
    return mk(lang, "clean", "publishable: %s %s [%s] [publishable]" % (vendor, what, vendor), mc, le, ak)


@publishable
def p_stripe(lang):
    k = "pk_%s_51%s" % (pick(["live", "test"]), an(96))
    return pub_note(lang, "Stripe", "publishable key", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k, ".env.production")


@publishable
def p_firebase(lang):
    proj = pick(["acme-web", "hanbit-app", "koala-shop"]) + "-" + dg(4)
    block = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\",\n};" % (
        b64u(35), proj, proj, proj, dg(12), dg(12), hx(22))
    return pub_note(lang, "Firebase", "web config apiKey", block, "src/firebase.ts")


@publishable
def p_supabase_anon(lang):
    ref = anl(20)
    k = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1700000000 + R.randrange(10 ** 7), "exp": 2015000000 + R.randrange(10 ** 7)})
    return pub_note(lang, "Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, k), ".env.local")


@publishable
def p_supabase_pub(lang):
    return pub_note(lang, "Supabase", "publishable key", "VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % b64u(31), ".env")


@publishable
def p_sentry_dsn(lang):
    block = 'Sentry.init({\n  dsn: "https://%s@o%s.ingest.us.sentry.io/%s",\n  tracesSampleRate: 0.1,\n});' % (hx(32), dg(6), dg(7))
    return pub_note(lang, "Sentry", "DSN", block, "src/instrument.ts")


@publishable
def p_mapbox(lang):
    k = "pk." + b64url_nopad(jdump({"u": pick(["mapteam", "jkim", "geo-ops"]), "a": "cl" + anl(23)})) + "." + b64u(22)
    return pub_note(lang, "Mapbox", "public access token", "mapboxgl.accessToken = '%s';" % k, "components/Map.tsx")


@publishable
def p_algolia(lang):
    return pub_note(lang, "Algolia", "search-only API key", "const searchClient = algoliasearch('%s', '%s');" % (anu(10), hx(32)), "src/search.js")


@publishable
def p_posthog(lang):
    return pub_note(lang, "PostHog", "project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43), "app/providers.tsx")


@publishable
def p_recaptcha(lang):
    return pub_note(lang, "Google reCAPTCHA", "site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % b64u(38), "templates/signup.html")


@publishable
def p_toss_client(lang):
    k = pick(["test_ck_", "live_ck_", "test_gck_"]) + an(28)
    return pub_note(lang, "Toss Payments", "client key", "const tossPayments = TossPayments(\"%s\");" % k, "pages/checkout.tsx")


@publishable
def p_kakao_js(lang):
    return pub_note(lang, "Kakao", "JavaScript key", "<script>\n  Kakao.init('%s');\n  console.log(Kakao.isInitialized());\n</script>" % hx(32), "public/index.html")


@publishable
def p_clerk(lang):
    dom = pick(["clerk.acme.io", "accounts.hanbit.kr", "clerk.koala.shop"])
    k = "pk_live_" + b64s(dom + "$").rstrip("=")
    return pub_note(lang, "Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % k, ".env.production")


@publishable
def p_launchdarkly(lang):
    return pub_note(lang, "LaunchDarkly", "client-side ID", "const client = LDClient.initialize('%s', { kind: 'user', key: userId });" % hx(24), "src/flags.ts")


@publishable
def p_statsig(lang):
    return pub_note(lang, "Statsig", "client SDK key", "STATSIG_CLIENT_KEY=client-%s" % an(43), "apps/web/.env")


@publishable
def p_revenuecat(lang):
    return pub_note(lang, "RevenueCat", "public SDK key", 'Purchases.configure(withAPIKey: "appl_%s")' % an(27), "App/AppDelegate.swift")


@publishable
def p_datadog_rum(lang):
    block = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: 'web',\n});" % (uuid4(), hx(32))
    return pub_note(lang, "Datadog", "RUM client token", block, "src/rum.ts")


@publishable
def p_newrelic_browser(lang):
    return pub_note(lang, "New Relic", "browser license key", "NREUM.info={beacon:\"bam.nr-data.net\",licenseKey:\"NRJS-%s\",applicationID:\"%s\"}" % (hx(19), dg(9)), "public/nr.js")


@publishable
def p_rollbar_client(lang):
    return pub_note(lang, "Rollbar", "post_client_item token", "var _rollbarConfig = { accessToken: \"%s\", captureUncaught: true };" % hx(32), "static/rollbar.js")


@publishable
def p_hcaptcha(lang):
    return pub_note(lang, "hCaptcha", "sitekey", '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "templates/login.html")


@publishable
def p_turnstile(lang):
    return pub_note(lang, "Cloudflare Turnstile", "site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % b64u(14), "components/Captcha.vue")


@publishable
def p_braintree_tok(lang):
    return pub_note(lang, "Braintree", "tokenization key", "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' });" % (anl(8), anl(16)), "checkout.js")


@publishable
def p_mixpanel(lang):
    return pub_note(lang, "Mixpanel", "project token", "mixpanel.init('%s', { track_pageview: true });" % hx(32), "src/analytics.ts")


# ----------------------------------------------------------------------------
# CLEAN plain notes (nothing risky-looking)
# ----------------------------------------------------------------------------
PLAIN = {
    "en": [
        ("The {svc} test suite is flaky because two tests share the same Redis database index.", "Give each test worker its own DB index via PYTEST_XDIST_WORKER.", "Is it OK to run the suite with -n 4 in CI?"),
        ("I didn't know {svc} pins Node 18 via .nvmrc; the build broke on Node 22.", "Check .nvmrc / engines before upgrading the base image.", ""),
        ("The migration for {svc} locked the orders table for 40 s in {env}.", "Use CREATE INDEX CONCURRENTLY and split the backfill into batches of 10k.", "When is the low-traffic window for {env}?"),
        ("Timezone bug: {svc} stored local KST timestamps in a timestamp-without-time-zone column.", "Always store UTC with timestamptz and convert at the edge.", ""),
        ("The {svc} Docker image grew to 2.1 GB because the build cache was copied in.", "Add .dockerignore entries for node_modules, .git and build caches.", "Do we have a size budget for images?"),
        ("{ticket}: CSV export of {svc} produced mojibake in Excel.", "Write UTF-8 with BOM for Excel users; keep plain UTF-8 for the API.", ""),
        ("Nobody told me the {env} cluster autoscaler has a max of 12 nodes.", "Large batch jobs need a dedicated node group.", "Who approves raising the node limit?"),
        ("Retries in {svc} doubled the load during the outage because there was no jitter.", "Exponential backoff with full jitter, capped at 30 s.", ""),
        ("The feature flag for the new checkout was on in staging but off in {env}.", "Flags are per environment; check both before QA sign-off.", "Who owns the flag configuration?"),
        ("Pagination of the admin list in {svc} skipped rows because sorting was not stable.", "Always add the primary key as a tie-breaker in ORDER BY.", ""),
        ("Memory leak in {svc}: an LRU cache without a size limit.", "Set maxsize and export the cache size as a metric.", ""),
        ("Renovate opened 37 PRs for {svc} at once.", "Group minor/patch updates and schedule them weekly.", "Can we enable automerge for patch updates?"),
    ],
    "ko": [
        ("{svc} 테스트가 간헐적으로 실패함. 두 테스트가 같은 Redis DB index를 씀.", "PYTEST_XDIST_WORKER로 worker별 DB index 분리.", "CI에서 -n 4로 돌려도 되나요?"),
        ("{svc}가 .nvmrc로 Node 18 고정인 걸 몰랐음. Node 22에서 빌드 깨짐.", "base image 올리기 전에 .nvmrc / engines 확인.", ""),
        ("{env}에서 {svc} migration이 orders 테이블을 40초 잠금.", "CREATE INDEX CONCURRENTLY 쓰고 backfill은 1만 건씩 나눌 것.", "{env} 트래픽 적은 시간대가 언제인가요?"),
        ("시간대 버그: {svc}가 KST 로컬 시각을 timestamp without time zone 컬럼에 저장함.", "항상 UTC로 timestamptz에 저장하고 표시할 때 변환.", ""),
        ("{svc} Docker image가 build cache까지 복사돼서 2.1GB가 됨.", ".dockerignore에 node_modules, .git, 빌드 캐시 추가.", "image 크기 기준이 있나요?"),
        ("{ticket}: {svc} CSV export가 엑셀에서 한글 깨짐.", "엑셀용은 UTF-8 BOM으로, API는 그냥 UTF-8.", ""),
        ("{env} 클러스터 autoscaler 최대 노드가 12대라는 걸 아무도 말 안 해줌.", "대용량 batch는 전용 node group 필요.", "노드 한도 증설은 누가 승인하나요?"),
        ("장애 중 {svc}의 재시도가 jitter 없이 부하를 두 배로 만듦.", "full jitter 지수 백오프, 최대 30초.", ""),
        ("새 결제 화면 feature flag가 staging은 on, {env}는 off였음.", "flag는 환경별이라 QA 승인 전에 둘 다 확인.", "flag 설정 담당이 누구인가요?"),
        ("{svc} 관리자 목록 페이지네이션에서 행이 누락됨. 정렬이 안정적이지 않았음.", "ORDER BY에 PK를 tie-breaker로 항상 추가.", ""),
        ("{svc} 메모리 누수: 크기 제한 없는 LRU 캐시.", "maxsize 지정하고 캐시 크기를 metric으로 내보낼 것.", ""),
        ("Renovate가 {svc}에 PR 37개를 한 번에 올림.", "minor/patch는 묶어서 주 1회로 스케줄.", "patch 업데이트 automerge 켜도 되나요?"),
    ],
}


def plain_note(lang):
    c = base_ctx(lang)
    mc, le, ak = pick(PLAIN[lang])
    mc, le, ak = fmt(mc, c), fmt(le, c), fmt(ak, c)
    if chance(0.2):
        le = ""
    return mk(lang, "clean", "plain: engineering note without risky content", mc, le, ak)


# ----------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------
N_SECRET = N_CLEAN = 350
N_KO_PER_KIND = 140
N_MULTI, N_VENDOR_SECRET = 20, 185
N_PUBLISHABLE, N_PLAIN, N_VENDOR_CLEAN = 28, 40, 100


def weighted_schedule(entries, n):
    """proportional allocation (largest remainder), every entry at least once."""
    total = sum(w for _, w in entries)
    quota = [(fn, w * n / total) for fn, w in entries]
    counts = [max(1, int(q)) for _, q in quota]
    order = sorted(range(len(entries)), key=lambda i: -(quota[i][1] - int(quota[i][1])))
    i = 0
    while sum(counts) < n:
        counts[order[i % len(order)]] += 1
        i += 1
    i = 0
    while sum(counts) > n:
        j = order[-1 - (i % len(order))]
        if counts[j] > 1:
            counts[j] -= 1
        i += 1
    out = []
    for (fn, _), k in zip(entries, counts):
        out += [fn] * k
    return out


def run(job, lang, tries=60):
    last = None
    for _ in range(tries):
        try:
            return job(lang)
        except Retry as e:
            last = e
    raise RuntimeError("job %r kept failing: %s" % (job, last))


PATHS = []


def build():
    specs = list(SPECS)
    R.shuffle(specs)
    secret_jobs = []
    for i in range(N_VENDOR_SECRET):
        sp = specs[i % len(specs)]
        secret_jobs.append(("secret/vendor-single", lambda lang, sp=sp: vendor_secret_note(lang, sp)))
    rest = specs[N_VENDOR_SECRET:] + specs[:N_VENDOR_SECRET]
    pos = 0
    for i in range(N_MULTI):
        n = R.randint(3, 4)
        group = []
        while len(group) < n:
            sp = rest[pos % len(rest)]
            pos += 1
            if all(g["vendor"] != sp["vendor"] for g in group):
                group.append(sp)
        secret_jobs.append(("secret/vendor-multi", lambda lang, g=group: multi_secret_note(lang, g)))
    for fn in weighted_schedule(SECRET_SPECIALS, N_SECRET - N_VENDOR_SECRET - N_MULTI):
        secret_jobs.append(("secret/special:" + fn.__name__, fn))
    R.shuffle(secret_jobs)

    clean_jobs = []
    pubs = list(PUBLISHABLE)
    R.shuffle(pubs)
    for i in range(N_PUBLISHABLE):
        clean_jobs.append(("clean/publishable", pubs[i % len(pubs)]))
    for i in range(N_PLAIN):
        clean_jobs.append(("clean/plain", plain_note))
    specs2 = list(SPECS)
    R.shuffle(specs2)
    for i in range(N_VENDOR_CLEAN):
        sp = specs2[i % len(specs2)]
        clean_jobs.append(("clean/vendor-placeholder", lambda lang, sp=sp: vendor_clean_note(lang, sp)))
    for fn in weighted_schedule(CLEAN_SPECIALS, N_CLEAN - N_PUBLISHABLE - N_PLAIN - N_VENDOR_CLEAN):
        clean_jobs.append(("clean/special:" + fn.__name__, fn))
    R.shuffle(clean_jobs)

    notes = []
    for jobs in (secret_jobs, clean_jobs):
        langs = ["ko"] * N_KO_PER_KIND + ["en"] * (len(jobs) - N_KO_PER_KIND)
        R.shuffle(langs)
        for (path, job), lang in zip(jobs, langs):
            n = run(job, lang)
            PATHS.append((path, n["kind"], lang))
            notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "c%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": list(n["secrets"])})
    return out


# ----------------------------------------------------------------------------
# final assertions
# ----------------------------------------------------------------------------
LOOKS_REAL = [
    (re.compile(r"AKIA[A-Z2-7]{16}"), "AWS key id"),
    (re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"), "GitHub token"),
    (re.compile(r"github_pat_[A-Za-z0-9_]{40,}"), "GitHub PAT"),
    (re.compile(r"(?:sk|rk)_live_[A-Za-z0-9]{20,}"), "live secret key"),
    (re.compile(r"xox[bpae]-[0-9]{6,}-[A-Za-z0-9-]{10,}"), "Slack token"),
    (re.compile(r"glpat-[A-Za-z0-9_-]{20}"), "GitLab PAT"),
    (re.compile(r"sk-ant-[a-z0-9]+-[A-Za-z0-9_-]{40,}"), "Anthropic key"),
    (re.compile(r"sk-proj-[A-Za-z0-9_-]{40,}"), "OpenAI key"),
    (re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----"), "private key"),
    (re.compile(r"npm_[A-Za-z0-9]{36}"), "npm token"),
    (re.compile(r"AGE-SECRET-KEY-1"), "age key"),
    (re.compile(r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}"), "Slack webhook"),
]


def looks_placeholder(s):
    body = re.sub(r"^[A-Za-z]+[_-]+(?:[a-z]+_)?", "", s)
    return len(set(body)) <= 3


def verify(rows):
    assert 680 <= len(rows) <= 720, len(rows)
    kinds = [r["kind"] for r in rows]
    assert kinds.count("secret") == kinds.count("clean") == len(rows) // 2
    ko = sum(1 for r in rows if r["lang"] == "ko")
    assert abs(ko / len(rows) - 0.4) < 0.02, ko
    pubs = [r for r in rows if r["kind"] == "clean" and r["category"].endswith(" [publishable]")]
    assert len(pubs) <= 0.10 * kinds.count("clean"), len(pubs)
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids)
    for r in rows:
        f = r["fields"]
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert f["missing_context"] and ulen(f["missing_context"]) <= 1024 and ulen(f["lesson"]) <= 1024 and ulen(f["ask_next_time"]) <= 512, r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            bad = window_violation(f, r["secrets"])
            assert bad is None, (r["id"], bad)
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith(" [publishable]"):
                continue
            text = "\n".join(f.values())
            for rx, what in LOOKS_REAL:
                for m in rx.finditer(text):
                    tok = m.group(0)
                    assert looks_placeholder(tok) or "EXAMPLE" in text[m.start():m.end() + 12], (r["id"], what, tok)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out_path = args[0] if args else "blind_set_v44.jsonl"
    rows = build()
    verify(rows)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d notes to %s  sha256=%s" % (len(rows), out_path, hashlib.sha256(data.encode("utf-8")).hexdigest()))
    if "--stats" in sys.argv:
        agg = {}
        for path, kind, lang in PATHS:
            key = path.split(":")[0]
            agg.setdefault(key, {"en": 0, "ko": 0})[lang] += 1
        for key in sorted(agg):
            print("  %-26s en=%3d ko=%3d" % (key, agg[key]["en"], agg[key]["ko"]))
        sp = {}
        for path, kind, lang in PATHS:
            if ":" in path:
                sp[path] = sp.get(path, 0) + 1
        for key in sorted(sp):
            print("  %-48s %d" % (key, sp[key]))


if __name__ == "__main__":
    main()
