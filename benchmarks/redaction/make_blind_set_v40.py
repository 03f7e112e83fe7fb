#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for blind evaluation set v40 (credential-redaction filter).

Deterministic: a single PRNG, random.Random(40_2026_1126), drives every choice.
Standard library only.  Output: blind_set_v40.jsonl next to this script.

Usage:  python3 make_blind_set_v40.py [output_path]
"""
import base64
import json
import os
import random
import struct
import sys

R = random.Random(40_2026_1126)

# ---------------------------------------------------------------- helpers
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
UAN = UP + DG
LAN = LO + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(n, al=AN):
    return "".join(R.choice(al) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def uuid4():
    h = list(rs(32, HX))
    h[12] = "4"
    h[16] = pick("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rs(n, DG)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def sha40():
    return rs(40, HX)


def sha64():
    return rs(64, HX)


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28),
                                               R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d.%03d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                   R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def epoch():
    return R.randint(1735000000, 1790000000)


def ip4():
    return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))


def jwt(payload, alg="HS256", sig_bytes=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rbytes(sig_bytes))


def pct(s):
    out = []
    for ch in s:
        if ch in AN or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode()))
    return "".join(out)


def utf8len(s):
    return len(s.encode("utf-8"))


# Hangul -> 2-set (dubeolsik) keystrokes, for "Korean keyboard" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_keys(word):
    out = []
    for ch in word:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---- DER / key material built from random bytes (real structure, random content)
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ec_private_pem_lines():
    """SEC1 EC P-256 private key (BEGIN EC PRIVATE KEY), 3 body lines."""
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) +
           b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07" +
           b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    return wrap(b64e(der))


def pkcs8_ec_lines():
    """PKCS#8 EC P-256 private key (BEGIN PRIVATE KEY)."""
    inner = (b"\x30\x6b\x02\x01\x01\x04\x20" + rbytes(32) +
             b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    der = (b"\x30\x81\x87\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01"
           b"\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x04\x6d" + inner)
    return wrap(b64e(der))


def ed25519_pkcs8_line():
    der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
    return wrap(b64e(der))


def rsa_pkcs8_partial_lines(n_lines):
    """First n body lines of a PKCS#8 RSA-2048 key (the agent pasted a truncated key)."""
    head = (b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00"
            b"\x04\x82\x04\xa7\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00")
    der = head + bytes([R.randint(0xa0, 0xff)]) + rbytes(48 * n_lines)
    return wrap(b64e(der))[:n_lines]


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """Unencrypted OpenSSH ed25519 private key; returns (body_lines, pubkey_line)."""
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rbytes(4)
    priv = (check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) +
            _sshstr(comment.encode()))
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") +
            struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv))
    return wrap(b64e(blob), 70), "ssh-ed25519 " + b64e(pubblob) + " " + comment


def ssh_ed25519_pub(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + b64e(blob) + " " + comment


def ssh_fp():
    return "SHA256:" + b64e(rbytes(32)).rstrip("=")


def ec_public_pem_lines():
    der = (b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
           b"\x03\x42\x00\x04" + rbytes(64))
    return wrap(b64e(der))


def wg_key():
    return b64e(rbytes(32))


def bech32ish(n):
    return rs(n, BECH)


EN_WORDS = ("river orange castle window pilot marble tiger quiet rocket velvet garden silver "
            "thunder pencil maple harbor coffee yellow bridge winter cactus lantern meadow "
            "falcon copper canyon violet puzzle saddle ember glacier walnut comet prairie "
            "biscuit anchor ribbon nebula orchid pepper timber sparrow cobalt").split()
BIP39 = ("abandon ability absorb abstract acoustic adapt advance aerobic afford agent alarm album "
         "alley anchor ancient angle animal ankle answer antique anxiety apart arena armor arrow "
         "artwork aspect asset athlete attack audit august autumn avocado awake balance bamboo "
         "banner barrel basket battle beach become behave bench bicycle blanket blossom bonus "
         "border bottom bracket brave bridge broccoli bronze bubble budget buffalo cabin cactus "
         "camera canal candy canvas capital carbon cargo casino castle catalog cattle ceiling "
         "cereal chair chaos charge cherry chimney cinnamon circle citizen clever cliff clinic "
         "cluster coconut coffee column comfort coral cotton cousin cradle crater crystal cube "
         "culture cupboard cushion dawn debris decade define delay denial depth desert device "
         "diagram diesel dinosaur dolphin domain donkey dragon drama drift dune dynamic eager "
         "eagle eclipse effort elbow elegant ember empire enact endless engine enrich episode "
         "erosion essay eternal evolve exhaust exotic fabric faculty falcon fancy fatigue feature "
         "festival fiction figure filter fiscal flame flavor fluid foam fossil fragile frozen "
         "galaxy garlic gauge gentle giant ginger glacier glimpse globe glove gorilla gospel").split()


# ---------------------------------------------------------------- vendor catalogue (secret side)
# parts: (LABEL, generator, listed)  -- listed=False for identifiers that are not credentials
# http : (method, url, header, value) ; "{LABEL}" is substituted; header "BASIC" means value is
#        (user, password) and the base64 blob becomes the listed secret.
def V(name, region, area, what, parts, http=None, ko=None, note=None):
    return {"name": name, "region": region, "area": area, "what": what, "parts": parts,
            "http": http, "ko": ko or name, "note": note}


def _slack_bot():
    return "xoxb-%s-%s-%s" % (digits(R.choice([10, 11, 12])), digits(13), rs(24))


def _slack_user():
    return "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), rs(32, HX))


def _discord_bot():
    uid = digits(R.choice([18, 19]))
    return b64e(uid.encode()).rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)


def _openai():
    return "sk-proj-" + rs(R.randint(56, 70), B64U) + "T3BlbkFJ" + rs(R.randint(56, 70), B64U)


def _sentry_org_token():
    body = json.dumps({"iat": epoch() + R.random(), "url": "https://sentry.io",
                       "region_url": "https://%s.sentry.io" % pick(["us", "de"]),
                       "org": pick(["acme", "hanbit-labs", "mirae", "kobo-inc", "tanuki"])},
                      separators=(",", ":"))
    return "sntrys_" + b64e(body.encode()).rstrip("=") + "_" + rs(43, B64)


def _grafana_cloud():
    body = json.dumps({"o": digits(6), "n": "stack-%s-hm-read" % digits(6), "k": rs(24),
                       "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-east-0"])}},
                      separators=(",", ":"))
    return "glc_" + b64e(body.encode())


def _jfrog_ref():
    return b64e(("reftkn:01:%d:%s" % (epoch() + 10 ** 8, rs(32))).encode()).rstrip("=")


def _elastic_key():
    return b64e((rs(20, B64U) + ":" + rs(22, B64U)).encode())


def _intercom():
    return b64e(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def _twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(8, UAN) + "%3D" + rs(22) + "%2B" + rs(46)


def _kis_secret():
    return rs(180, B64)


def _datagokr():
    raw = b64e(rbytes(66))
    return pct(raw)


def _azure_storage_conn():
    key = b64e(rbytes(64))
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (pick(["acmeprodsa", "hanbitlogs", "mirae01store"]), key), [key])


def _azure_sb_conn():
    key = b64e(rbytes(32))
    return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
            % (pick(["acme-events", "hanbit-bus"]), key), [key])


def _cloudinary_url():
    sec = rs(27, B64U)
    return ("cloudinary://%s:%s@%s" % (digits(15), sec, pick(["acme-media", "hanbit", "dxk3ab9"])), [sec])


def _mnemonic():
    return " ".join(pick(BIP39) for _ in range(12))


VENDORS = [
    # ---------------- global cloud / infra
    V("AWS", "global", "cloud", "access key pair",
      [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(16, UAN), True),
       ("AWS_SECRET_ACCESS_KEY", lambda: rs(40, AN + "/+"), True),
       ("AWS_DEFAULT_REGION", lambda: pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), False)]),
    V("Google Cloud", "global", "cloud", "API key",
      [("GOOGLE_API_KEY", lambda: "AIza" + rs(35, B64U), True)],
      http=("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={GOOGLE_API_KEY}", None, None)),
    V("Google OAuth", "global", "auth", "OAuth client secret",
      [("GOOGLE_CLIENT_ID", lambda: "%s-%s.apps.googleusercontent.com" % (digits(12), rs(32, LAN)), False),
       ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(28, B64U), True)]),
    V("Azure Entra ID", "global", "cloud", "client secret",
      [("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_ID", uuid4, False),
       ("AZURE_CLIENT_SECRET", lambda: rs(3) + "8Q~" + rs(34, AN + "~._-"), True)]),
    V("Azure OpenAI", "global", "ai", "API key",
      [("AZURE_OPENAI_ENDPOINT", lambda: "https://%s.openai.azure.com/" % pick(["kr-central-gpt", "acme-aoai", "mirae-oai"]), False),
       ("AZURE_OPENAI_API_KEY", lambda: rs(32, HX), True)],
      http=("POST", "https://acme-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", "api-key", "{AZURE_OPENAI_API_KEY}")),
    V("DigitalOcean", "global", "cloud", "personal access token",
      [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HX), True)],
      http=("GET", "https://api.digitalocean.com/v2/droplets", "Authorization", "Bearer {DIGITALOCEAN_TOKEN}")),
    V("Linode", "global", "cloud", "API token",
      [("LINODE_TOKEN", lambda: rs(64, HX), True)],
      http=("GET", "https://api.linode.com/v4/linode/instances", "Authorization", "Bearer {LINODE_TOKEN}")),
    V("Cloudflare", "global", "cloud", "API token",
      [("CLOUDFLARE_API_TOKEN", lambda: rs(40, AN + "_-"), True)],
      http=("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization", "Bearer {CLOUDFLARE_API_TOKEN}")),
    V("Cloudflare", "global", "cloud", "Global API key",
      [("CF_API_EMAIL", lambda: pick(["ops@acme.io", "infra@hanbit.co.kr"]), False),
       ("CF_API_KEY", lambda: rs(37, HX), True)],
      http=("GET", "https://api.cloudflare.com/client/v4/zones", "X-Auth-Key", "{CF_API_KEY}")),
    V("Vercel", "global", "ci", "access token",
      [("VERCEL_TOKEN", lambda: rs(24), True)],
      http=("GET", "https://api.vercel.com/v9/projects", "Authorization", "Bearer {VERCEL_TOKEN}")),
    V("Netlify", "global", "ci", "personal access token",
      [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36), True)]),
    V("Fly.io", "global", "cloud", "deploy token",
      [("FLY_API_TOKEN", lambda: "fm2_" + rs(R.randint(150, 220), B64), True)]),
    V("Heroku", "global", "cloud", "API key",
      [("HEROKU_API_KEY", lambda: "HRKU-" + rs(60, B64U), True)]),
    V("HashiCorp Vault", "global", "secrets", "token",
      [("VAULT_ADDR", lambda: "https://vault.%s.internal:8200" % pick(["prod", "corp"]), False),
       ("VAULT_TOKEN", lambda: "hvs." + rs(R.choice([24, 90]), B64U), True)],
      http=("GET", "https://vault.corp.internal:8200/v1/secret/data/app", "X-Vault-Token", "{VAULT_TOKEN}")),
    V("Terraform Cloud", "global", "ci", "API token",
      [("TFE_TOKEN", lambda: rs(14) + ".atlasv1." + rs(67), True)]),
    V("Doppler", "global", "secrets", "service token",
      [("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(43), True)]),
    V("Pulumi", "global", "ci", "access token",
      [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(40, HX), True)]),
    V("Hetzner Cloud", "europe", "cloud", "API token",
      [("HCLOUD_TOKEN", lambda: rs(64), True)],
      http=("GET", "https://api.hetzner.cloud/v1/servers", "Authorization", "Bearer {HCLOUD_TOKEN}")),
    V("Scaleway", "europe", "cloud", "API key pair",
      [("SCW_ACCESS_KEY", lambda: "SCW" + rs(17, UAN), True), ("SCW_SECRET_KEY", uuid4, True),
       ("SCW_DEFAULT_PROJECT_ID", uuid4, False)]),
    V("OVHcloud", "europe", "cloud", "application credentials",
      [("OVH_APPLICATION_KEY", lambda: rs(16), True), ("OVH_APPLICATION_SECRET", lambda: rs(32), True),
       ("OVH_CONSUMER_KEY", lambda: rs(32), True), ("OVH_ENDPOINT", lambda: "ovh-eu", False)]),
    V("MinIO", "global", "storage", "access key pair",
      [("MINIO_ENDPOINT", lambda: "http://minio.%s.svc:9000" % pick(["storage", "data"]), False),
       ("MINIO_ACCESS_KEY", lambda: rs(20, UAN), True), ("MINIO_SECRET_KEY", lambda: rs(40, AN + "+/"), True)]),
    V("Tailscale", "global", "network", "auth key",
      [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(34), True)]),
    V("ngrok", "global", "network", "authtoken",
      [("NGROK_AUTHTOKEN", lambda: "2" + rs(26) + "_" + rs(21), True)]),
    # ---------------- source control / CI / registries
    V("GitHub", "global", "scm", "personal access token (classic)",
      [("GITHUB_TOKEN", lambda: "ghp_" + rs(36), True)],
      http=("GET", "https://api.github.com/user/repos", "Authorization", "token {GITHUB_TOKEN}")),
    V("GitHub", "global", "scm", "fine-grained personal access token",
      [("GH_TOKEN", lambda: "github_pat_11" + rs(20, UAN) + "_" + rs(59), True)],
      http=("GET", "https://api.github.com/repos/acme/infra/actions/runs", "Authorization", "Bearer {GH_TOKEN}")),
    V("GitHub", "global", "scm", "OAuth / app token",
      [("GITHUB_APP_TOKEN", lambda: pick(["gho_", "ghs_", "ghu_"]) + rs(36), True)]),
    V("GitLab", "global", "scm", "personal access token",
      [("GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U), True)],
      http=("GET", "https://gitlab.com/api/v4/projects?membership=true", "PRIVATE-TOKEN", "{GITLAB_TOKEN}")),
    V("GitLab", "global", "ci", "runner authentication token",
      [("CI_SERVER_URL", lambda: "https://gitlab.hanbit.co.kr", False),
       ("RUNNER_TOKEN", lambda: "glrt-" + rs(20, B64U), True)]),
    V("GitLab", "global", "ci", "pipeline trigger token",
      [("TRIGGER_TOKEN", lambda: "glptt-" + rs(40, HX), True)]),
    V("GitLab", "global", "scm", "deploy token",
      [("DEPLOY_USER", lambda: "gitlab+deploy-token-%s" % digits(6), False),
       ("DEPLOY_TOKEN", lambda: "gldt-" + rs(20, B64U), True)]),
    V("Bitbucket", "global", "scm", "app password",
      [("BITBUCKET_USERNAME", lambda: pick(["minjun-dev", "svc-deploy"]), False),
       ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(28) + rs(8, HXU), True)]),
    V("npm", "global", "registry", "automation token",
      [("NPM_TOKEN", lambda: "npm_" + rs(36), True)]),
    V("PyPI", "global", "registry", "API token",
      [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(130, 170), B64U), True)]),
    V("RubyGems", "global", "registry", "API key",
      [("GEM_HOST_API_KEY", lambda: "rubygems_" + rs(48, HX), True)]),
    V("NuGet", "global", "registry", "API key",
      [("NUGET_API_KEY", lambda: "oy2" + rs(43, LAN), True)]),
    V("Docker Hub", "global", "registry", "personal access token",
      [("DOCKERHUB_USERNAME", lambda: pick(["acmebot", "hanbitci"]), False),
       ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U), True)]),
    V("crates.io", "global", "registry", "API token",
      [("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(32), True)]),
    V("JFrog Artifactory", "global", "registry", "reference token",
      [("ARTIFACTORY_URL", lambda: "https://acme.jfrog.io/artifactory", False),
       ("ARTIFACTORY_ACCESS_TOKEN", _jfrog_ref, True)]),
    V("JFrog Artifactory", "global", "registry", "API key",
      [("ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(69), True)]),
    V("CircleCI", "global", "ci", "personal API token",
      [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HX), True)],
      http=("GET", "https://circleci.com/api/v2/me", "Circle-Token", "{CIRCLE_TOKEN}")),
    V("Buildkite", "global", "ci", "API access token",
      [("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(40, HX), True)]),
    V("Codecov", "global", "ci", "upload token",
      [("CODECOV_TOKEN", uuid4, True)]),
    V("SonarQube", "global", "ci", "user token",
      [("SONAR_HOST_URL", lambda: "https://sonar.corp.example", False),
       ("SONAR_TOKEN", lambda: pick(["squ_", "sqp_"]) + rs(40, HX), True)]),
    V("Snyk", "global", "ci", "API token",
      [("SNYK_TOKEN", uuid4, True)]),
    V("Expo", "global", "ci", "access token",
      [("EXPO_TOKEN", lambda: rs(40, AN + "_"), True)]),
    # ---------------- messaging / comms
    V("Slack", "global", "messaging", "bot token",
      [("SLACK_BOT_TOKEN", _slack_bot, True)],
      http=("POST", "https://slack.com/api/chat.postMessage", "Authorization", "Bearer {SLACK_BOT_TOKEN}")),
    V("Slack", "global", "messaging", "user token",
      [("SLACK_USER_TOKEN", _slack_user, True)]),
    V("Slack", "global", "messaging", "app-level token",
      [("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (rs(10, UAN), digits(13), rs(64, HX)), True),
       ("SLACK_SIGNING_SECRET", lambda: rs(32, HX), True)]),
    V("Discord", "global", "messaging", "bot token",
      [("DISCORD_BOT_TOKEN", _discord_bot, True)],
      http=("GET", "https://discord.com/api/v10/users/@me", "Authorization", "Bot {DISCORD_BOT_TOKEN}")),
    V("Telegram", "global", "messaging", "bot token",
      [("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(33, B64U), True)]),
    V("Twilio", "global", "messaging", "auth token",
      [("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(32, HX), False), ("TWILIO_AUTH_TOKEN", lambda: rs(32, HX), True)],
      http=("POST", "https://api.twilio.com/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json", "BASIC", ("{TWILIO_ACCOUNT_SID}", "{TWILIO_AUTH_TOKEN}"))),
    V("SendGrid", "global", "messaging", "API key",
      [("SENDGRID_API_KEY", lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U), True)],
      http=("POST", "https://api.sendgrid.com/v3/mail/send", "Authorization", "Bearer {SENDGRID_API_KEY}")),
    V("Mailgun", "global", "messaging", "API key",
      [("MAILGUN_DOMAIN", lambda: "mg.acme.io", False),
       ("MAILGUN_API_KEY", lambda: pick(["key-" + rs(32, HX), rs(32, HX) + "-" + rs(8, HX) + "-" + rs(8, HX)]), True)]),
    V("Mailchimp", "global", "messaging", "API key",
      [("MAILCHIMP_API_KEY", lambda: rs(32, HX) + "-us" + str(R.randint(2, 21)), True)]),
    V("Postmark", "global", "messaging", "server token",
      [("POSTMARK_SERVER_TOKEN", uuid4, True)],
      http=("POST", "https://api.postmarkapp.com/email", "X-Postmark-Server-Token", "{POSTMARK_SERVER_TOKEN}")),
    V("Resend", "global", "messaging", "API key",
      [("RESEND_API_KEY", lambda: "re_" + rs(8) + "_" + rs(24), True)],
      http=("POST", "https://api.resend.com/emails", "Authorization", "Bearer {RESEND_API_KEY}")),
    V("Brevo", "europe", "messaging", "API key",
      [("BREVO_API_KEY", lambda: "xkeysib-" + rs(64, HX) + "-" + rs(16), True)],
      http=("POST", "https://api.brevo.com/v3/smtp/email", "api-key", "{BREVO_API_KEY}")),
    V("Mailjet", "europe", "messaging", "secret key",
      [("MJ_APIKEY_PUBLIC", lambda: rs(32, HX), False), ("MJ_APIKEY_PRIVATE", lambda: rs(32, HX), True)]),
    V("MessageBird", "europe", "messaging", "live access key",
      [("MESSAGEBIRD_ACCESS_KEY", lambda: rs(25), True)],
      http=("POST", "https://rest.messagebird.com/messages", "Authorization", "AccessKey {MESSAGEBIRD_ACCESS_KEY}")),
    V("Vonage", "europe", "messaging", "API secret",
      [("VONAGE_API_KEY", lambda: rs(8, HX), False), ("VONAGE_API_SECRET", lambda: rs(16), True)]),
    V("Pusher", "global", "messaging", "app secret",
      [("PUSHER_APP_ID", lambda: digits(7), False), ("PUSHER_KEY", lambda: rs(20, HX), False),
       ("PUSHER_SECRET", lambda: rs(20, HX), True), ("PUSHER_CLUSTER", lambda: "ap3", False)]),
    V("Ably", "europe", "messaging", "API key",
      [("ABLY_API_KEY", lambda: rs(6, B64U) + "." + rs(6, B64U) + ":" + rs(43, B64U), True)]),
    V("Sendbird", "global", "messaging", "master API token",
      [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: rs(40, HX), True)],
      http=("GET", "https://api-APPID.sendbird.com/v3/users", "Api-Token", "{SENDBIRD_API_TOKEN}")),
    # ---------------- payments
    V("Stripe", "global", "payments", "live secret key",
      [("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(R.choice([24, 97])), True)],
      http=("POST", "https://api.stripe.com/v1/payment_intents", "Authorization", "Bearer {STRIPE_SECRET_KEY}")),
    V("Stripe", "global", "payments", "restricted key",
      [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(97), True)]),
    V("Stripe", "global", "payments", "webhook signing secret",
      [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(32), True)]),
    V("Square", "global", "payments", "access token",
      [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, B64U), True)],
      http=("GET", "https://connect.squareup.com/v2/locations", "Authorization", "Bearer {SQUARE_ACCESS_TOKEN}")),
    V("Square", "global", "payments", "application secret",
      [("SQUARE_APPLICATION_ID", lambda: "sq0idp-" + rs(22, B64U), False),
       ("SQUARE_APPLICATION_SECRET", lambda: "sq0csp-" + rs(43, B64U), True)]),
    V("Braintree", "global", "payments", "access token",
      [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$%s$%s" % (rs(16, LAN), rs(32, HX)), True)]),
    V("PayPal", "global", "payments", "client secret",
      [("PAYPAL_CLIENT_ID", lambda: "A" + rs(79, B64U), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(79, B64U), True)]),
    V("Adyen", "europe", "payments", "API key",
      [("ADYEN_MERCHANT_ACCOUNT", lambda: "AcmeKR_ECOM", False),
       ("ADYEN_API_KEY", lambda: "AQE" + rs(50, B64) + "=-" + rs(44, B64) + "=-" + rs(16, AN + ">,;"), True)],
      http=("POST", "https://checkout-test.adyen.com/v71/payments", "X-API-Key", "{ADYEN_API_KEY}")),
    V("Mollie", "europe", "payments", "live API key",
      [("MOLLIE_API_KEY", lambda: "live_" + rs(30), True)],
      http=("GET", "https://api.mollie.com/v2/payments", "Authorization", "Bearer {MOLLIE_API_KEY}")),
    V("GoCardless", "europe", "payments", "live access token",
      [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(40, B64U), True)]),
    V("Klarna", "europe", "payments", "API password",
      [("KLARNA_USERNAME", lambda: "PK%s_%s" % (digits(5), rs(12, HX)), False),
       ("KLARNA_PASSWORD", lambda: "klarna_live_api_" + rs(56, B64U), True)]),
    V("Plaid", "global", "payments", "secret",
      [("PLAID_CLIENT_ID", lambda: rs(24, HX), False), ("PLAID_SECRET", lambda: rs(30, HX), True),
       ("PLAID_ENV", lambda: "production", False)]),
    V("Shopify", "global", "commerce", "Admin API access token",
      [("SHOPIFY_STORE", lambda: pick(["acme-kr", "hanbit-goods"]) + ".myshopify.com", False),
       ("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + rs(32, HX), True)],
      http=("GET", "https://acme-kr.myshopify.com/admin/api/2024-07/orders.json", "X-Shopify-Access-Token", "{SHOPIFY_ADMIN_TOKEN}")),
    V("Shopify", "global", "commerce", "app shared secret",
      [("SHOPIFY_API_KEY", lambda: rs(32, HX), False), ("SHOPIFY_API_SECRET", lambda: "shpss_" + rs(32, HX), True)]),
    V("Binance", "global", "crypto", "API key pair",
      [("BINANCE_API_KEY", lambda: rs(64), True), ("BINANCE_API_SECRET", lambda: rs(64), True)]),
    V("Coinbase", "global", "crypto", "CDP API private key",
      [("COINBASE_KEY_NAME", lambda: "organizations/%s/apiKeys/%s" % (uuid4(), uuid4()), False),
       ("COINBASE_API_SECRET", lambda: b64e(rbytes(64)), True)]),
    V("Ethereum wallet", "global", "crypto", "private key",
      [("DEPLOYER_PRIVATE_KEY", lambda: rs(64, HX), True)]),
    V("Alchemy", "global", "crypto", "API key",
      [("ALCHEMY_API_KEY", lambda: rs(32, B64U), True)],
      http=("POST", "https://eth-mainnet.g.alchemy.com/v2/{ALCHEMY_API_KEY}", None, None)),
    V("Etherscan", "global", "crypto", "API key",
      [("ETHERSCAN_API_KEY", lambda: rs(34, UAN), True)]),
    # ---------------- AI
    V("OpenAI", "global", "ai", "project API key",
      [("OPENAI_API_KEY", _openai, True)],
      http=("POST", "https://api.openai.com/v1/chat/completions", "Authorization", "Bearer {OPENAI_API_KEY}")),
    V("OpenAI", "global", "ai", "service account key",
      [("OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(60, B64U) + "T3BlbkFJ" + rs(60, B64U), True),
       ("OPENAI_ORG_ID", lambda: "org-" + rs(24), False)]),
    V("Anthropic", "global", "ai", "API key",
      [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, B64U) + "AA", True)],
      http=("POST", "https://api.anthropic.com/v1/messages", "x-api-key", "{ANTHROPIC_API_KEY}")),
    V("Anthropic", "global", "ai", "Admin API key",
      [("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(93, B64U) + "AA", True)]),
    V("Hugging Face", "global", "ai", "user access token",
      [("HF_TOKEN", lambda: "hf_" + rs(34, UP + LO), True)],
      http=("GET", "https://huggingface.co/api/whoami-v2", "Authorization", "Bearer {HF_TOKEN}")),
    V("Replicate", "global", "ai", "API token",
      [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(37), True)]),
    V("Groq", "global", "ai", "API key",
      [("GROQ_API_KEY", lambda: "gsk_" + rs(52), True)],
      http=("POST", "https://api.groq.com/openai/v1/chat/completions", "Authorization", "Bearer {GROQ_API_KEY}")),
    V("Perplexity", "global", "ai", "API key",
      [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48), True)]),
    V("Mistral AI", "europe", "ai", "API key",
      [("MISTRAL_API_KEY", lambda: rs(32), True)],
      http=("POST", "https://api.mistral.ai/v1/chat/completions", "Authorization", "Bearer {MISTRAL_API_KEY}")),
    V("Cohere", "global", "ai", "API key",
      [("CO_API_KEY", lambda: rs(40), True)]),
    V("xAI", "global", "ai", "API key",
      [("XAI_API_KEY", lambda: "xai-" + rs(80), True)]),
    V("Together AI", "global", "ai", "API key",
      [("TOGETHER_API_KEY", lambda: rs(64, HX), True)]),
    V("Fireworks AI", "global", "ai", "API key",
      [("FIREWORKS_API_KEY", lambda: "fw_" + rs(24), True)]),
    V("LangSmith", "global", "ai", "API key",
      [("LANGSMITH_API_KEY", lambda: "lsv2_" + pick(["pt", "sk"]) + "_" + rs(32, HX) + "_" + rs(10, HX), True),
       ("LANGSMITH_PROJECT", lambda: pick(["rag-eval", "support-bot"]), False)]),
    V("Pinecone", "global", "ai", "API key",
      [("PINECONE_API_KEY", lambda: "pcsk_" + rs(5) + "_" + rs(64), True)]),
    V("Weights & Biases", "global", "ai", "API key",
      [("WANDB_API_KEY", lambda: rs(40, HX), True)]),
    V("ElevenLabs", "global", "ai", "API key",
      [("ELEVENLABS_API_KEY", lambda: "sk_" + rs(48, HX), True)],
      http=("POST", "https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM", "xi-api-key", "{ELEVENLABS_API_KEY}")),
    V("Deepgram", "global", "ai", "API key",
      [("DEEPGRAM_API_KEY", lambda: rs(40, HX), True)],
      http=("POST", "https://api.deepgram.com/v1/listen?language=ko", "Authorization", "Token {DEEPGRAM_API_KEY}")),
    V("AssemblyAI", "global", "ai", "API key",
      [("ASSEMBLYAI_API_KEY", lambda: rs(32, HX), True)]),
    V("DeepL", "europe", "ai", "auth key",
      [("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", True)],
      http=("POST", "https://api-free.deepl.com/v2/translate", "Authorization", "DeepL-Auth-Key {DEEPL_AUTH_KEY}")),
    # ---------------- observability
    V("Datadog", "global", "observability", "API + application key",
      [("DD_API_KEY", lambda: rs(32, HX), True), ("DD_APP_KEY", lambda: rs(40, HX), True),
       ("DD_SITE", lambda: pick(["datadoghq.com", "ap1.datadoghq.com"]), False)]),
    V("New Relic", "global", "observability", "user API key",
      [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, UAN), True)]),
    V("New Relic", "global", "observability", "license key",
      [("NEW_RELIC_APP_NAME", lambda: "billing-api (prod)", False),
       ("NEW_RELIC_LICENSE_KEY", lambda: rs(36, HX) + "NRAL", True)]),
    V("Sentry", "global", "observability", "organization auth token",
      [("SENTRY_AUTH_TOKEN", _sentry_org_token, True), ("SENTRY_ORG", lambda: "acme", False)]),
    V("Sentry", "global", "observability", "user auth token",
      [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(64, HX), True)]),
    V("Grafana", "global", "observability", "service account token",
      [("GRAFANA_URL", lambda: "https://grafana.ops.example.net", False),
       ("GRAFANA_TOKEN", lambda: "glsa_" + rs(32) + "_" + rs(8, HX), True)],
      http=("GET", "https://grafana.ops.example.net/api/dashboards/home", "Authorization", "Bearer {GRAFANA_TOKEN}")),
    V("Grafana Cloud", "global", "observability", "access policy token",
      [("GRAFANA_CLOUD_TOKEN", _grafana_cloud, True)]),
    V("PagerDuty", "global", "observability", "REST API key",
      [("PAGERDUTY_TOKEN", lambda: rs(20, AN + "+-_"), True)],
      http=("GET", "https://api.pagerduty.com/incidents", "Authorization", "Token token={PAGERDUTY_TOKEN}")),
    V("Honeycomb", "global", "observability", "ingest key",
      [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(56, LAN), True)]),
    V("Dynatrace", "europe", "observability", "API token",
      [("DT_API_TOKEN", lambda: "dt0c01." + rs(24, UAN) + "." + rs(64, UAN), True)],
      http=("GET", "https://abc12345.live.dynatrace.com/api/v2/metrics", "Authorization", "Api-Token {DT_API_TOKEN}")),
    V("Splunk", "global", "observability", "HEC token",
      [("SPLUNK_HEC_TOKEN", uuid4, True)],
      http=("POST", "https://splunk.corp.example:8088/services/collector/event", "Authorization", "Splunk {SPLUNK_HEC_TOKEN}")),
    V("Elastic", "europe", "observability", "API key",
      [("ELASTIC_CLOUD_ID", lambda: "prod-logs:" + b64e(("ap-northeast-2.aws.elastic-cloud.com$" + rs(32, HX) + "$" + rs(32, HX)).encode()), False),
       ("ELASTIC_API_KEY", _elastic_key, True)],
      http=("GET", "https://logs.es.ap-northeast-2.aws.elastic-cloud.com/_cluster/health", "Authorization", "ApiKey {ELASTIC_API_KEY}")),
    V("Rollbar", "global", "observability", "server access token",
      [("ROLLBAR_ACCESS_TOKEN", lambda: rs(32, HX), True)]),
    V("LaunchDarkly", "global", "saas", "server-side SDK key",
      [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)]),
    V("PostHog", "global", "saas", "personal API key",
      [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(43), True)]),
    V("Amplitude", "global", "saas", "secret key",
      [("AMPLITUDE_API_KEY", lambda: rs(32, HX), False), ("AMPLITUDE_SECRET_KEY", lambda: rs(32, HX), True)]),
    # ---------------- SaaS / productivity
    V("Atlassian", "global", "saas", "API token",
      [("JIRA_USER", lambda: pick(["seoyeon.kim@acme.io", "bot@hanbit.co.kr"]), False),
       ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(180, B64U) + "=" + rs(8, HXU), True)]),
    V("Notion", "global", "saas", "integration token",
      [("NOTION_TOKEN", lambda: pick(["ntn_" + digits(11) + rs(35), "secret_" + rs(43)]), True)],
      http=("POST", "https://api.notion.com/v1/databases/DBID/query", "Authorization", "Bearer {NOTION_TOKEN}")),
    V("Linear", "global", "saas", "API key",
      [("LINEAR_API_KEY", lambda: "lin_api_" + rs(40), True)],
      http=("POST", "https://api.linear.app/graphql", "Authorization", "{LINEAR_API_KEY}")),
    V("Figma", "global", "saas", "personal access token",
      [("FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U), True)],
      http=("GET", "https://api.figma.com/v1/files/FILEKEY", "X-Figma-Token", "{FIGMA_TOKEN}")),
    V("Airtable", "global", "saas", "personal access token",
      [("AIRTABLE_TOKEN", lambda: "pat" + rs(14) + "." + rs(64, HX), True)]),
    V("Asana", "global", "saas", "personal access token",
      [("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), rs(32, HX)), True)]),
    V("HubSpot", "global", "saas", "private app token",
      [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4(), True)]),
    V("Okta", "global", "auth", "API token",
      [("OKTA_ORG_URL", lambda: "https://acme.okta.com", False), ("OKTA_API_TOKEN", lambda: "00" + rs(40, B64U), True)],
      http=("GET", "https://acme.okta.com/api/v1/users?limit=25", "Authorization", "SSWS {OKTA_API_TOKEN}")),
    V("Auth0", "global", "auth", "client secret",
      [("AUTH0_DOMAIN", lambda: "acme.jp.auth0.com", False), ("AUTH0_CLIENT_ID", lambda: rs(32), False),
       ("AUTH0_CLIENT_SECRET", lambda: rs(64, B64U), True)]),
    V("Keycloak", "europe", "auth", "client secret",
      [("KEYCLOAK_CLIENT_ID", lambda: "admin-cli-backend", False), ("KEYCLOAK_CLIENT_SECRET", lambda: rs(32), True)]),
    V("Zendesk", "global", "saas", "API token",
      [("ZENDESK_EMAIL", lambda: "support-bot@acme.io", False), ("ZENDESK_API_TOKEN", lambda: rs(40), True)]),
    V("Intercom", "global", "saas", "access token",
      [("INTERCOM_ACCESS_TOKEN", _intercom, True)]),
    V("Contentful", "europe", "saas", "management token",
      [("CONTENTFUL_SPACE_ID", lambda: rs(12, LAN), False),
       ("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, B64U), True)]),
    V("Pipedrive", "europe", "saas", "API token",
      [("PIPEDRIVE_API_TOKEN", lambda: rs(40, HX), True)],
      http=("GET", "https://api.pipedrive.com/v1/deals?api_token={PIPEDRIVE_API_TOKEN}", None, None)),
    V("Typeform", "europe", "saas", "personal token",
      [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(44, B64U) + "_" + rs(14, B64U), True)]),
    V("Dropbox", "global", "storage", "access token",
      [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(135, B64U), True)]),
    V("X (Twitter)", "global", "social", "bearer token",
      [("TWITTER_BEARER_TOKEN", _twitter_bearer, True)]),
    V("Meta", "global", "social", "app secret",
      [("FACEBOOK_APP_ID", lambda: digits(16), False), ("FACEBOOK_APP_SECRET", lambda: rs(32, HX), True)]),
    V("Meta", "global", "social", "page access token",
      [("FB_PAGE_TOKEN", lambda: "EAA" + rs(R.randint(160, 200)), True)]),
    V("Spotify", "europe", "social", "client secret",
      [("SPOTIFY_CLIENT_ID", lambda: rs(32, HX), False), ("SPOTIFY_CLIENT_SECRET", lambda: rs(32, HX), True)]),
    V("Mux", "global", "media", "access token",
      [("MUX_TOKEN_ID", uuid4, False), ("MUX_TOKEN_SECRET", lambda: rs(75, B64), True)]),
    V("Cloudinary", "global", "media", "API secret",
      [("CLOUDINARY_URL", lambda: _cloudinary_url(), "inner", )]),
    V("Agora", "global", "media", "app certificate",
      [("AGORA_APP_ID", lambda: rs(32, HX), False), ("AGORA_APP_CERTIFICATE", lambda: rs(32, HX), True)]),
    V("Shippo", "global", "commerce", "live API token",
      [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + rs(40, HX), True)]),
    V("Bunny.net", "europe", "cloud", "storage zone password",
      [("BUNNY_STORAGE_ZONE", lambda: "acme-assets", False),
       ("BUNNY_STORAGE_PASSWORD", lambda: uuid4() + "-" + rs(4, HX) + "-" + rs(4, HX), True)],
      http=("PUT", "https://sg.storage.bunnycdn.com/acme-assets/img/logo.png", "AccessKey", "{BUNNY_STORAGE_PASSWORD}")),
    # ---------------- databases as a service
    V("Databricks", "global", "data", "personal access token",
      [("DATABRICKS_HOST", lambda: "https://dbc-%s-%s.cloud.databricks.com" % (rs(8, HX), rs(4, HX)), False),
       ("DATABRICKS_TOKEN", lambda: "dapi" + rs(32, HX), True)]),
    V("PlanetScale", "global", "data", "database password",
      [("DATABASE_USERNAME", lambda: rs(12, LAN), False), ("DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(43, B64U), True)]),
    V("Supabase", "global", "data", "service_role key",
      [("SUPABASE_URL", lambda: "https://%s.supabase.co" % rs(20, LO), False),
       ("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": rs(20, LO), "role": "service_role",
                                                  "iat": epoch() - 10 ** 7, "exp": epoch() + 3 * 10 ** 8}), True)]),
    V("Supabase", "global", "data", "secret API key",
      [("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(22, B64U) + "_" + rs(8, B64U), True)]),
    V("Neon", "global", "data", "API key",
      [("NEON_API_KEY", lambda: "napi_" + rs(64, LAN), True)]),
    V("Upstash", "global", "data", "REST token",
      [("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%s.upstash.io" % (pick(["apn1", "usw1"]), pick(["keen", "famous", "sacred"]), pick(["owl", "gecko", "tiger"])), False),
       ("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(3, UAN) + "AAIjcD" + rs(60, B64U), True)]),
    V("MongoDB Atlas", "global", "data", "API private key",
      [("MONGODB_ATLAS_PUBLIC_KEY", lambda: rs(8, LO), False), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4, True)]),
    V("Confluent Cloud", "global", "data", "API secret",
      [("CONFLUENT_API_KEY", lambda: rs(16, UAN), False), ("CONFLUENT_API_SECRET", lambda: rs(64, AN + "+/"), True)]),
    V("Snowflake", "global", "data", "user password",
      [("SNOWFLAKE_ACCOUNT", lambda: "%s-%s" % (rs(7, UP), rs(7, UAN)), False), ("SNOWFLAKE_USER", lambda: "SVC_DBT", False),
       ("SNOWFLAKE_PASSWORD", lambda: rs(4, UP) + rs(4, LO) + "#" + digits(4) + rs(3, LO), True)]),
    V("Turso", "global", "data", "database auth token",
      [("TURSO_DATABASE_URL", lambda: "libsql://app-%s.turso.io" % rs(8, LO), False),
       ("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": epoch(), "id": uuid4()}, alg="EdDSA", sig_bytes=64), True)]),
    # ---------------- additions: more clouds, CI, payments, SaaS
    V("Azure Storage", "global", "storage", "account key in connection string",
      [("AZURE_STORAGE_CONNECTION_STRING", _azure_storage_conn, "inner")]),
    V("Azure Cosmos DB", "global", "data", "primary key",
      [("COSMOS_ENDPOINT", lambda: "https://%s.documents.azure.com:443/" % pick(["acme-cosmos", "hanbit-catalog"]), False),
       ("COSMOS_KEY", lambda: b64e(rbytes(64)), True)]),
    V("Azure Service Bus", "global", "messaging", "SAS key in connection string",
      [("SERVICEBUS_CONNECTION_STRING", _azure_sb_conn, "inner")]),
    V("Azure DevOps", "global", "ci", "personal access token",
      [("AZURE_DEVOPS_EXT_PAT", lambda: pick([rs(52, "abcdefghijklmnopqrstuvwxyz234567"), rs(84)]), True)],
      http=("GET", "https://dev.azure.com/acme/_apis/projects?api-version=7.1", "BASIC", ("", "{AZURE_DEVOPS_EXT_PAT}"))),
    V("Firebase Cloud Messaging", "global", "messaging", "legacy server key",
      [("FCM_SERVER_KEY", lambda: "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U), True)],
      http=("POST", "https://fcm.googleapis.com/fcm/send", "Authorization", "key={FCM_SERVER_KEY}")),
    V("Mapbox", "global", "saas", "secret access token",
      [("MAPBOX_SECRET_TOKEN", lambda: "sk." + b64u(json.dumps({"u": pick(["acme", "hanbit-maps"]), "a": rs(25, LAN)}, separators=(",", ":")).encode()) + "." + rs(22, B64U), True)]),
    V("Algolia", "global", "saas", "admin API key",
      [("ALGOLIA_APP_ID", lambda: rs(10, UAN), False), ("ALGOLIA_ADMIN_KEY", lambda: rs(32, HX), True)],
      http=("POST", "https://APPID-dsn.algolia.net/1/indexes/products/batch", "X-Algolia-API-Key", "{ALGOLIA_ADMIN_KEY}")),
    V("Render", "global", "cloud", "API key",
      [("RENDER_API_KEY", lambda: "rnd_" + rs(32), True)],
      http=("GET", "https://api.render.com/v1/services?limit=20", "Authorization", "Bearer {RENDER_API_KEY}")),
    V("Cloudflare R2", "global", "storage", "S3 access key pair",
      [("R2_ACCOUNT_ID", lambda: rs(32, HX), False), ("R2_ACCESS_KEY_ID", lambda: rs(32, HX), True),
       ("R2_SECRET_ACCESS_KEY", lambda: rs(64, HX), True)]),
    V("Backblaze B2", "global", "storage", "application key",
      [("B2_APPLICATION_KEY_ID", lambda: "005" + rs(22, HX), True), ("B2_APPLICATION_KEY", lambda: "K005" + rs(27), True)]),
    V("Oracle Cloud", "global", "cloud", "auth token (OCIR password)",
      [("OCIR_USERNAME", lambda: "axk%s/oracleidentitycloudservice/ops@acme.io" % rs(8, LAN), False),
       ("OCIR_AUTH_TOKEN", lambda: rs(20, AN + "()<>;:_.#+"), True)]),
    V("IBM Cloud", "global", "cloud", "API key",
      [("IBMCLOUD_API_KEY", lambda: rs(44, B64U), True)]),
    V("Jenkins", "global", "ci", "user API token",
      [("JENKINS_USER", lambda: "deploy-bot", False), ("JENKINS_API_TOKEN", lambda: "11" + rs(32, HX), True)]),
    V("Gradle Plugin Portal", "global", "registry", "publish key + secret",
      [("GRADLE_PUBLISH_KEY", lambda: rs(32), True), ("GRADLE_PUBLISH_SECRET", lambda: rs(32), True)]),
    V("Salesforce", "global", "saas", "connected app consumer secret",
      [("SF_CONSUMER_KEY", lambda: "3MVG9" + rs(80, AN + "._"), False), ("SF_CONSUMER_SECRET", lambda: rs(64, HXU), True)]),
    V("Twitch", "global", "social", "client secret",
      [("TWITCH_CLIENT_ID", lambda: rs(30, LAN), False), ("TWITCH_CLIENT_SECRET", lambda: rs(30, LAN), True)]),
    V("Zoom", "global", "saas", "Server-to-Server OAuth client secret",
      [("ZOOM_ACCOUNT_ID", lambda: rs(22, B64U), False), ("ZOOM_CLIENT_ID", lambda: rs(22, B64U), False),
       ("ZOOM_CLIENT_SECRET", lambda: rs(32), True)]),
    V("Razorpay", "global", "payments", "key secret",
      [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(14), False), ("RAZORPAY_KEY_SECRET", lambda: rs(24), True)]),
    V("Paddle", "europe", "payments", "API key",
      [("PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(26, LAN) + "_" + rs(22) + "_" + rs(3), True)],
      http=("GET", "https://api.paddle.com/transactions?per_page=30", "Authorization", "Bearer {PADDLE_API_KEY}")),
    V("Wise", "europe", "payments", "API token",
      [("WISE_API_TOKEN", uuid4, True), ("WISE_PROFILE_ID", lambda: digits(8), False)],
      http=("GET", "https://api.wise.com/v1/profiles", "Authorization", "Bearer {WISE_API_TOKEN}")),
    V("Infobip", "europe", "messaging", "API key",
      [("INFOBIP_BASE_URL", lambda: "https://%s.api.infobip.com" % rs(6, LAN), False),
       ("INFOBIP_API_KEY", lambda: rs(32, HX) + "-" + uuid4(), True)],
      http=("POST", "https://y3k9qd.api.infobip.com/sms/2/text/advanced", "Authorization", "App {INFOBIP_API_KEY}")),
    # ---------------- Korea
    V("Kakao", "korea", "auth", "REST API key",
      [("KAKAO_REST_API_KEY", lambda: rs(32, HX), True)],
      http=("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99", "Authorization", "KakaoAK {KAKAO_REST_API_KEY}"),
      ko="카카오"),
    V("Kakao", "korea", "auth", "Admin key",
      [("KAKAO_ADMIN_KEY", lambda: rs(32, HX), True)],
      http=("POST", "https://kapi.kakao.com/v1/user/unlink", "Authorization", "KakaoAK {KAKAO_ADMIN_KEY}"),
      ko="카카오"),
    V("Kakao Login", "korea", "auth", "client secret",
      [("KAKAO_CLIENT_ID", lambda: rs(32, HX), False), ("KAKAO_CLIENT_SECRET", lambda: rs(32), True)],
      ko="카카오 로그인"),
    V("KakaoPay", "korea", "payments", "secret key",
      [("KAKAOPAY_CID", lambda: "TC0ONETIME", False),
       ("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(38, HXU), True)],
      http=("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", "Authorization", "SECRET_KEY {KAKAOPAY_SECRET_KEY}"),
      ko="카카오페이"),
    V("Naver Developers", "korea", "auth", "client secret",
      [("NAVER_CLIENT_ID", lambda: rs(20, AN + "_"), False), ("NAVER_CLIENT_SECRET", lambda: rs(10), True)],
      http=("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", "X-Naver-Client-Secret", "{NAVER_CLIENT_SECRET}"),
      ko="네이버 개발자센터"),
    V("Naver Cloud Platform", "korea", "cloud", "API access key pair",
      [("NCLOUD_ACCESS_KEY", lambda: pick(["ncp_iam_BP" + rs(10, UAN), rs(20, UAN)]), True),
       ("NCLOUD_SECRET_KEY", lambda: rs(40), True)],
      ko="네이버 클라우드"),
    V("CLOVA Studio", "korea", "ai", "API key",
      [("CLOVASTUDIO_API_KEY", lambda: "nv-" + rs(32, HX), True)],
      http=("POST", "https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003", "Authorization", "Bearer {CLOVASTUDIO_API_KEY}"),
      ko="클로바 스튜디오"),
    V("Toss Payments", "korea", "payments", "live secret key",
      [("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(24), True)],
      ko="토스페이먼츠"),
    V("Toss Payments", "korea", "payments", "secret key in Basic header",
      [("TOSS_SECRET_KEY", lambda: "live_gsk_" + rs(24), "basic")],
      http=("POST", "https://api.tosspayments.com/v1/payments/confirm", "BASIC", ("{TOSS_SECRET_KEY}", "")),
      ko="토스페이먼츠"),
    V("PortOne", "korea", "payments", "V1 REST API key + secret",
      [("IMP_CODE", lambda: "imp" + digits(8), False), ("IMP_KEY", lambda: digits(16), True),
       ("IMP_SECRET", lambda: rs(80), True)],
      ko="포트원(아임포트)"),
    V("PortOne", "korea", "payments", "V2 API secret",
      [("PORTONE_STORE_ID", lambda: "store-" + uuid4(), False), ("PORTONE_API_SECRET", lambda: rs(80), True)],
      http=("GET", "https://api.portone.io/payments/order-20250311-0042", "Authorization", "PortOne {PORTONE_API_SECRET}"),
      ko="포트원"),
    V("NicePay", "korea", "payments", "secret key",
      [("NICEPAY_CLIENT_KEY", lambda: "R2_" + rs(32, HX), False), ("NICEPAY_SECRET_KEY", lambda: rs(32, HX), True)],
      ko="나이스페이"),
    V("Solapi (CoolSMS)", "korea", "messaging", "API key + secret",
      [("SOLAPI_API_KEY", lambda: "NCS" + rs(13, UAN), True), ("SOLAPI_API_SECRET", lambda: rs(32, UAN), True),
       ("SOLAPI_SENDER", lambda: "0215%s" % digits(4, False), False)],
      ko="솔라피"),
    V("Aligo", "korea", "messaging", "SMS API key",
      [("ALIGO_USER_ID", lambda: pick(["hanbitmall", "cafe24shop"]), False), ("ALIGO_API_KEY", lambda: rs(32, LAN), True)],
      ko="알리고"),
    V("NHN Cloud", "korea", "messaging", "SMS secret key",
      [("NHN_SMS_APPKEY", lambda: rs(16), False), ("NHN_SMS_SECRET_KEY", lambda: rs(8), True)],
      http=("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/APPKEY/sender/sms", "X-Secret-Key", "{NHN_SMS_SECRET_KEY}"),
      ko="NHN Cloud"),
    V("data.go.kr", "korea", "public-data", "service key (encoded)",
      [("DATA_GO_KR_SERVICE_KEY", _datagokr, True)],
      http=("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={DATA_GO_KR_SERVICE_KEY}&numOfRows=10&pageNo=1&dataType=JSON&base_date=20250311&base_time=0500&nx=61&ny=126", None, None),
      ko="공공데이터포털"),
    V("Upbit", "korea", "crypto", "Open API key pair",
      [("UPBIT_ACCESS_KEY", lambda: rs(40), True), ("UPBIT_SECRET_KEY", lambda: rs(40), True)],
      ko="업비트"),
    V("Bithumb", "korea", "crypto", "API key pair",
      [("BITHUMB_API_KEY", lambda: rs(32, HX), True), ("BITHUMB_SECRET_KEY", lambda: rs(32, HX), True)],
      ko="빗썸"),
    V("Korea Investment (KIS)", "korea", "finance", "app key + app secret",
      [("KIS_APP_KEY", lambda: "PS" + rs(34), True), ("KIS_APP_SECRET", _kis_secret, True),
       ("KIS_ACCOUNT_NO", lambda: "%s-01" % digits(8), False)],
      ko="한국투자증권 KIS"),
    V("Channel Talk", "korea", "saas", "access key + secret",
      [("CHANNEL_ACCESS_KEY", lambda: rs(24, HX), True), ("CHANNEL_ACCESS_SECRET", lambda: rs(32, HX), True)],
      ko="채널톡"),
    V("Kakao Work", "korea", "messaging", "bot app key",
      [("KAKAOWORK_BOT_APP_KEY", lambda: rs(32, HX), True)],
      http=("POST", "https://api.kakaowork.com/v1/messages.send", "Authorization", "Bearer {KAKAOWORK_BOT_APP_KEY}"),
      ko="카카오워크"),
    V("Naver Works", "korea", "messaging", "bot secret",
      [("NW_BOT_ID", lambda: digits(7), False), ("NW_BOT_SECRET", lambda: rs(30, B64U), True),
       ("NW_CLIENT_SECRET", lambda: rs(10), True)],
      ko="네이버웍스"),
    V("CLOVA OCR", "korea", "ai", "OCR secret",
      [("CLOVA_OCR_INVOKE_URL", lambda: "https://%s.apigw.ntruss.com/custom/v1/%s/%s/general" % (rs(10, LAN), digits(5), rs(64, HX)), False),
       ("CLOVA_OCR_SECRET", lambda: b64e(rbytes(33)), True)],
      ko="클로바 OCR"),
    V("Cafe24", "korea", "commerce", "OAuth client secret",
      [("CAFE24_MALL_ID", lambda: pick(["hanbitmall", "oreoshop"]), False), ("CAFE24_CLIENT_ID", lambda: rs(22), False),
       ("CAFE24_CLIENT_SECRET", lambda: rs(22), True)],
      ko="카페24"),
    # ---------------- China
    V("Alibaba Cloud", "china", "cloud", "AccessKey pair",
      [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(18), True),
       ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(30), True)],
      ko="알리바바 클라우드"),
    V("Tencent Cloud", "china", "cloud", "SecretId + SecretKey",
      [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: rs(32), True)],
      ko="텐센트 클라우드"),
    V("Huawei Cloud", "china", "cloud", "AK/SK",
      [("HUAWEICLOUD_SDK_AK", lambda: rs(20, UAN), True), ("HUAWEICLOUD_SDK_SK", lambda: rs(40), True)]),
    V("Baidu AI Cloud", "china", "ai", "secret key",
      [("BAIDU_API_KEY", lambda: rs(24), False), ("BAIDU_SECRET_KEY", lambda: rs(32), True)]),
    V("Qiniu", "china", "storage", "AK/SK",
      [("QINIU_ACCESS_KEY", lambda: rs(40, B64U), True), ("QINIU_SECRET_KEY", lambda: rs(40, B64U), True)]),
    V("Volcengine", "china", "cloud", "AK/SK",
      [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(42, B64U), True), ("VOLC_SECRETKEY", lambda: b64e(rbytes(45)), True)]),
    V("WeChat", "china", "messaging", "AppSecret",
      [("WECHAT_APPID", lambda: "wx" + rs(16, HX), False), ("WECHAT_APPSECRET", lambda: rs(32, HX), True)]),
    V("DingTalk", "china", "messaging", "robot access token + signing secret",
      [("DINGTALK_ACCESS_TOKEN", lambda: rs(64, HX), True), ("DINGTALK_SECRET", lambda: "SEC" + rs(64, HX), True)]),
    V("Feishu / Lark", "china", "messaging", "app secret",
      [("FEISHU_APP_ID", lambda: "cli_" + rs(16, HX), False), ("FEISHU_APP_SECRET", lambda: rs(32), True)]),
    V("Moonshot (Kimi)", "china", "ai", "API key",
      [("MOONSHOT_API_KEY", lambda: "sk-" + rs(48), True)],
      http=("POST", "https://api.moonshot.cn/v1/chat/completions", "Authorization", "Bearer {MOONSHOT_API_KEY}")),
    V("Zhipu AI", "china", "ai", "API key",
      [("ZHIPUAI_API_KEY", lambda: rs(32, HX) + "." + rs(16), True)]),
    V("DeepSeek", "china", "ai", "API key",
      [("DEEPSEEK_API_KEY", lambda: "sk-" + rs(32, HX), True)],
      http=("POST", "https://api.deepseek.com/chat/completions", "Authorization", "Bearer {DEEPSEEK_API_KEY}")),
    V("Alibaba DashScope", "china", "ai", "API key",
      [("DASHSCOPE_API_KEY", lambda: "sk-" + rs(32, HX), True)]),
    V("WeChat Pay", "china", "payments", "API v3 key",
      [("WECHATPAY_MCHID", lambda: digits(10), False), ("WECHATPAY_SERIAL_NO", lambda: rs(40, HXU), False),
       ("WECHATPAY_APIV3_KEY", lambda: rs(32), True)]),
    V("MiniMax", "china", "ai", "API key",
      [("MINIMAX_API_KEY", lambda: jwt({"GroupName": pick(["acme", "hanbit"]), "UserName": pick(NAMES), "GroupID": digits(19),
                                        "SubjectID": digits(19), "Phone": "", "TokenType": 1, "iss": "minimax"}, alg="RS256", sig_bytes=256), True)]),
    # ---------------- Japan
    V("LINE Messaging API", "japan", "messaging", "channel access token + secret",
      [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(171, B64) + "=", True),
       ("LINE_CHANNEL_SECRET", lambda: rs(32, HX), True)],
      ko="LINE"),
    V("LINE Notify", "japan", "messaging", "access token",
      [("LINE_NOTIFY_TOKEN", lambda: rs(43), True)],
      http=("POST", "https://notify-api.line.me/api/notify", "Authorization", "Bearer {LINE_NOTIFY_TOKEN}")),
    V("Chatwork", "japan", "messaging", "API token",
      [("CHATWORK_API_TOKEN", lambda: rs(32, HX), True)],
      http=("POST", "https://api.chatwork.com/v2/rooms/123456789/messages", "X-ChatWorkToken", "{CHATWORK_API_TOKEN}")),
    V("PAY.JP", "japan", "payments", "live secret key",
      [("PAYJP_SECRET_KEY", lambda: "sk_live_" + rs(48, HX), True)]),
    V("KOMOJU", "japan", "payments", "secret key",
      [("KOMOJU_SECRET_KEY", lambda: "sk_" + rs(40, LAN), True)]),
    V("Backlog", "japan", "saas", "API key",
      [("BACKLOG_SPACE", lambda: "acme.backlog.jp", False), ("BACKLOG_API_KEY", lambda: rs(64), True)],
      http=("GET", "https://acme.backlog.jp/api/v2/issues?apiKey={BACKLOG_API_KEY}&projectId[]=12345", None, None)),
    V("kintone", "japan", "saas", "API token",
      [("KINTONE_BASE_URL", lambda: "https://acme.cybozu.com", False), ("KINTONE_API_TOKEN", lambda: rs(40), True)],
      http=("GET", "https://acme.cybozu.com/k/v1/records.json?app=42", "X-Cybozu-API-Token", "{KINTONE_API_TOKEN}")),
    V("SAKURA Cloud", "japan", "cloud", "API token + secret",
      [("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(64), True)]),
    V("freee", "japan", "saas", "OAuth client secret",
      [("FREEE_CLIENT_ID", lambda: rs(43, B64U), False), ("FREEE_CLIENT_SECRET", lambda: rs(43, B64U), True)]),
    V("LINE Pay", "japan", "payments", "channel secret",
      [("LINE_PAY_CHANNEL_ID", lambda: digits(10), False), ("LINE_PAY_CHANNEL_SECRET", lambda: rs(32, HX), True)]),
    V("GMO Payment Gateway", "japan", "payments", "shop password",
      [("GMO_SHOP_ID", lambda: "tshop%s" % digits(8), False), ("GMO_SHOP_PASS", lambda: rs(8, LAN), True)]),
]


def instantiate(v):
    """Returns dict(pairs=[(LABEL, value)], cands=[secret strings], http=..., raw={LABEL: value})."""
    pairs, cands, raw, basic = [], [], {}, []
    for label, gen, flag in v["parts"]:
        val = gen()
        inner = None
        if isinstance(val, tuple):
            val, inner = val
        pairs.append((label, val))
        raw[label] = val
        if flag is True:
            cands.append(val)
        elif flag == "inner":
            cands.extend(inner)
        elif flag == "basic":
            cands.append(val)
            basic.append(label)
    return {"pairs": pairs, "cands": cands, "raw": raw, "http": v["http"], "v": v}


# ---------------------------------------------------------------- carriers
FILLER = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
          ("REDIS_URL", "redis://redis:6379/0"), ("APP_BASE_URL", "https://app.acme.io"),
          ("FEATURE_FLAGS", "new-checkout,dark-mode"), ("SENTRY_ENVIRONMENT", "staging"),
          ("WORKER_CONCURRENCY", "4"), ("HTTP_TIMEOUT_MS", "15000"), ("DB_HOST", "db.internal"),
          ("AWS_REGION", "ap-northeast-2"), ("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel-collector:4317"),
          ("SPRING_PROFILES_ACTIVE", "prod"), ("RAILS_ENV", "production"), ("GIN_MODE", "release"),
          ("MAX_UPLOAD_MB", "20"), ("QUEUE_NAME", "jobs-default"), ("CACHE_TTL_SECONDS", "300"),
          ("PUBLIC_ASSET_HOST", "https://cdn.acme.io"), ("KAFKA_BROKERS", "kafka-0:9092,kafka-1:9092")]

SVCS = ["billing-api", "notification-worker", "admin-web", "settlement-batch", "chat-bot", "search-indexer",
        "order-service", "auth-gateway", "data-pipeline", "mobile-bff", "crawler", "report-cron",
        "payment-webhook", "media-transcoder", "recommendation-api", "slack-bot", "ml-serving", "cms-backend",
        "coupon-service", "shipping-tracker", "inventory-sync", "review-moderation", "analytics-etl"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "production", "stage"]
ENVS_KO = ["운영", "스테이징", "개발", "QA", "prod", "staging", "dev"]


def fillers(k):
    out = []
    pool = list(FILLER)
    for _ in range(k):
        out.append(pool.pop(R.randrange(len(pool))))
    return out


def mix(pairs, k):
    """Insert k filler pairs at random positions."""
    out = list(pairs)
    for f in fillers(k):
        out.insert(R.randint(0, len(out)), f)
    return out


def camel(label):
    ps = label.lower().split("_")
    return ps[0] + "".join(p.capitalize() for p in ps[1:])


def dotted(label):
    ps = label.lower().split("_")
    if len(ps) == 1:
        return "app." + ps[0]
    return ps[0] + "." + "-".join(ps[1:])


def q(v):
    return pick(['"%s"', "'%s'", "%s"]) % v if not any(c in v for c in " #'\"$") else '"%s"' % v


def c_env(pairs, ko):
    ps = mix(pairs, R.randint(0, 3))
    lines = ["%s=%s" % (k, q(v) if chance(0.4) else v) for k, v in ps]
    if chance(0.3):
        lines.insert(0, pick(["# %s" % pick(SVCS), "# generated by setup.sh", "# 로컬 개발용" if ko else "# local dev"]))
    return "\n".join(lines), pick([".env", ".env.production", ".env.local", "apps/api/.env", "deploy/.env.staging", ".env.development"])


def c_export(pairs, ko):
    ps = mix(pairs, R.randint(0, 2))
    lines = ['export %s="%s"' % (k, v) for k, v in ps]
    return "\n".join(lines), pick(["~/.zshrc", "scripts/dev-env.sh", "~/.bashrc", "ops/bootstrap.sh", "run_local.sh"])


def c_yaml(pairs, ko):
    sect = pick(["integrations", "credentials", "providers", "external", "secrets", "clients"])
    lines = ["%s:" % pick(["app", "service", "config"]), "  %s:" % sect]
    for k, v in mix(pairs, R.randint(0, 2)):
        lines.append("    %s: %s" % (k.lower(), pick(['"%s"' % v, v]) if not v.startswith(("*", "&", "!", "{", "[", "%", "@")) else '"%s"' % v))
    return "\n".join(lines), pick(["config/settings.yaml", "config/application.yml", "values-prod.yaml", "conf/app.yml", "settings/%s.yaml" % pick(ENVS)])


def c_json(pairs, ko):
    d = {}
    for k, v in mix(pairs, R.randint(0, 2)):
        d[camel(k)] = v
    if chance(0.5):
        d = {pick(["integrations", "secrets", "config", "providers"]): d}
    return json.dumps(d, indent=2, ensure_ascii=False), pick(["config/local.json", "appsettings.Production.json", "secrets.json", "config/default.json", "firebase-functions/.runtimeconfig.json"])


def c_toml(pairs, ko):
    lines = ["[%s]" % pick(["integrations", "secrets", "api", "providers.%s" % pick(["payments", "messaging", "llm"])])]
    for k, v in mix(pairs, R.randint(0, 2)):
        lines.append('%s = "%s"' % (k.lower(), v))
    return "\n".join(lines), pick(["config.toml", "settings/prod.toml", "pyproject.toml", ".streamlit/secrets.toml", "wrangler.toml"])


def c_ini(pairs, ko):
    lines = ["[%s]" % pick(["default", "api", "credentials", "production", "service"])]
    for k, v in mix(pairs, R.randint(0, 2)):
        lines.append("%s = %s" % (k.lower(), v))
    return "\n".join(lines), pick(["settings.ini", "config.cfg", "app.conf", "setup.cfg", "tox.ini"])


def c_properties(pairs, ko):
    lines = []
    if chance(0.5):
        lines.append("spring.application.name=%s" % pick(SVCS))
    for k, v in pairs:
        lines.append("%s=%s" % (dotted(k), v))
    if chance(0.5):
        lines.append("server.port=%d" % pick([8080, 8081, 9090]))
    return "\n".join(lines), pick(["src/main/resources/application-prod.properties", "application.properties", "gradle.properties", "config/app-%s.properties" % pick(ENVS)])


def c_hcl(pairs, ko):
    if chance(0.5):
        lines = ['%s = "%s"' % (k.lower(), v) for k, v in pairs]
        return "\n".join(lines), pick(["terraform.tfvars", "envs/prod/terraform.tfvars", "secrets.auto.tfvars"])
    lines = []
    for k, v in pairs:
        lines += ['variable "%s" {' % k.lower(), '  type      = string', '  default   = "%s"' % v, "}"]
    return "\n".join(lines), pick(["variables.tf", "modules/app/variables.tf", "infra/main.tf"])


def c_xml(pairs, ko):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (camel(k)[0].upper() + camel(k)[1:], v) for k, v in pairs] + ["</appSettings>"]
        return "\n".join(lines), pick(["Web.config", "App.config", "Web.Release.config"])
    lines = ["<properties>"] + ["  <%s>%s</%s>" % (dotted(k), v, dotted(k)) for k, v in pairs] + ["</properties>"]
    return "\n".join(lines), pick(["pom.xml", "settings.xml", "config/server.xml"])


def c_dockerfile(pairs, ko):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22 AS build"])]
    for k, v in pairs:
        lines.append("%s %s=%s" % (pick(["ENV", "ENV", "ARG"]), k, v))
    lines.append(pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "COPY . /app", "RUN go build -o /bin/app ./cmd/app"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod", "worker.Dockerfile"])


def c_compose(pairs, ko):
    svc = pick(SVCS)
    lines = ["services:", "  %s:" % svc, "    image: ghcr.io/acme/%s:%s" % (svc, pick(["latest", "1.8.2", "main"])), "    environment:"]
    style = chance(0.5)
    for k, v in mix(pairs, R.randint(0, 2)):
        lines.append("      - %s=%s" % (k, v) if style else "      %s: %s" % (k, '"%s"' % v))
    return "\n".join(lines), pick(["docker-compose.yml", "compose.override.yml", "deploy/compose.prod.yaml"])


def c_k8s(pairs, ko):
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % pick(SVCS),
                 "  namespace: %s" % pick(["default", "prod", "apps", "payments"]), "type: Opaque", "stringData:"]
        for k, v in pairs:
            lines.append("  %s: %s" % (k, '"%s"' % v))
        return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/prod/secrets.yaml", "charts/app/templates/secret.yaml"])
    lines = ["      containers:", "        - name: app", "          env:"]
    for k, v in mix(pairs, R.randint(0, 1)):
        lines += ["            - name: %s" % k, '              value: "%s"' % v]
    return "\n".join(lines), pick(["k8s/deployment.yaml", "base/deployment.yaml", "overlays/prod/patch-env.yaml"])


def c_gha(pairs, ko):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, v))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm run release", "./scripts/deploy.sh %s" % pick(ENVS)])]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml", ".github/workflows/nightly.yml"])


def c_gitlab(pairs, ko):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in pairs] + ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "helm upgrade --install app ./chart", "npx serverless deploy"])]
    return "\n".join(lines), pick([".gitlab-ci.yml", "ci/deploy.gitlab-ci.yml"])


def c_python(pairs, ko):
    style = R.randint(0, 2)
    if style == 0:
        lines = ["import os"] + ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v in pairs]
    elif style == 1:
        lines = ["# settings.py"] + ['%s = "%s"' % (k, v) for k, v in pairs]
    else:
        args = ", ".join('%s="%s"' % (k.lower().split("_", 1)[-1], v) for k, v in pairs)
        lines = ["client = %s(%s)" % (pick(["Client", "ApiClient", "make_client", "SDK"]), args)]
    return "\n".join(lines), pick(["settings.py", "app/config.py", "scripts/backfill.py", "notebooks/explore.py", "tests/conftest.py"])


def c_js(pairs, ko):
    style = R.randint(0, 2)
    if style == 0:
        lines = ["const %s = '%s';" % (camel(k), v) for k, v in pairs]
    elif style == 1:
        lines = ["export const config = {"] + ["  %s: \"%s\"," % (camel(k), v) for k, v in pairs] + ["};"]
    else:
        lines = ["process.env.%s ??= \"%s\";" % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/config.ts", "server/index.js", "next.config.mjs", "scripts/seed.ts", "lib/client.js"])


def c_go(pairs, ko):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k)[0].lower() + camel(k)[1:], v) for k, v in pairs] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go", "pkg/client/client.go"])


def c_java(pairs, ko):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/main/java/com/acme/config/ApiConfig.java", "PaymentClient.java", "src/test/java/com/acme/ItSetup.java"])


def c_kotlin(pairs, ko):
    lines = ['    const val %s = "%s"' % (k, v) for k, v in pairs]
    return "object Secrets {\n" + "\n".join(lines) + "\n}", pick(["app/src/main/java/kr/acme/Secrets.kt", "buildSrc/Config.kt", "BuildConfig.kt"])


def c_ruby(pairs, ko):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["config/initializers/secrets.rb", "config/application.rb", "lib/tasks/sync.rake"])


def c_php(pairs, ko):
    lines = ["<?php", "return ["] + ["    '%s' => '%s'," % (k.lower(), v) for k, v in pairs] + ["];"]
    return "\n".join(lines), pick(["config/services.php", "wp-config.php", "config/app.local.php"])


def c_csharp(pairs, ko):
    lines = ['builder.Configuration["%s"] = "%s";' % (k.replace("_", ":", 1), v) for k, v in pairs]
    return "\n".join(lines), pick(["Program.cs", "Startup.cs", "tests/IntegrationFixture.cs"])


def c_rust(pairs, ko):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/config.rs", "src/main.rs", "build.rs"])


def c_powershell(pairs, ko):
    lines = ['$env:%s = "%s"' % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["profile.ps1", "scripts/dev.ps1", "setup-windows.ps1"])


def c_systemd(pairs, ko):
    lines = ["[Service]", "User=app"] + ['Environment="%s=%s"' % (k, v) for k, v in pairs] + ["ExecStart=/opt/app/bin/server"]
    return "\n".join(lines), pick(["/etc/systemd/system/app.service", "deploy/worker.service"])


def c_helm(pairs, ko):
    lines = ["env:"] + ["  %s: %s" % (camel(k), '"%s"' % v) for k, v in pairs]
    return "\n".join(lines), pick(["charts/api/values-prod.yaml", "helm/values.yaml", "values.staging.yaml"])


def c_ansible(pairs, ko):
    lines = ["---"] + ['%s: "%s"' % (k.lower(), v) for k, v in pairs]
    return "\n".join(lines), pick(["group_vars/prod/vars.yml", "host_vars/app01.yml", "roles/app/defaults/main.yml"])


def c_makefile(pairs, ko):
    lines = ["%s ?= %s" % (k, v) for k, v in pairs] + ["", "deploy:", "\t./scripts/deploy.sh"]
    return "\n".join(lines), pick(["Makefile", "ops/Makefile"])


def c_jupyter(pairs, ko):
    lines = ["%%env %s=%s" % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["notebooks/eval.ipynb", "analysis.ipynb", "notebooks/embedding_test.ipynb"])


def c_log(pairs, ko):
    d = dict(mix(pairs, R.randint(1, 2)))
    style = R.randint(0, 2)
    if style == 0:
        return "%s INFO  [%s] loaded config: %r" % (ts_log(), pick(SVCS), d), "startup log"
    if style == 1:
        return json.dumps({"ts": ts_iso(), "level": "debug", "msg": "env snapshot", "env": d}, ensure_ascii=False), "structured log"
    return "\n".join("%s DEBUG config.%s = %s" % (ts_log(), k.lower(), v) for k, v in d.items()), "debug log"


def c_trace(pairs, ko):
    k, v = pairs[-1]
    style = R.randint(0, 2)
    if style == 0:
        txt = ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in request\n"
               "    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized\n"
               "  locals: %s=%r timeout=30") % (pick(["billing", "notify", "sync"]), R.randint(40, 300), k.lower(), v)
    elif style == 1:
        txt = ("Exception in thread \"main\" java.lang.IllegalStateException: invalid credential for %s: %s\n"
               "\tat com.acme.integration.Client.init(Client.java:%d)\n\tat com.acme.App.main(App.java:%d)") % (k, v, R.randint(30, 200), R.randint(10, 60))
    else:
        txt = ("Error: Request failed with status code 403\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
               "  config: { headers: { '%s': '%s' } }") % (k.replace("_", "-").title(), v)
    others = pairs[:-1]
    if others:
        txt = "\n".join("%s=%s" % (a, b) for a, b in others) + "\n" + txt
    return txt, "stack trace"


def c_diff(pairs, ko):
    lines = ["diff --git a/%s b/%s" % ((".env.example",) * 2), "@@ -%d,%d +%d,%d @@" % (R.randint(1, 30), 3, R.randint(1, 30), 3 + len(pairs))]
    for fk, fv in fillers(1):
        lines.append(" %s=%s" % (fk, fv))
    for k, v in pairs:
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "git diff of .env.example"


def c_table(pairs, ko):
    hdr = "| 키 | 값 | 비고 |" if ko else "| key | value | note |"
    lines = [hdr, "|---|---|---|"]
    for k, v in pairs:
        lines.append("| %s | %s | %s |" % (k, v, pick(["prod", "staging", "", "rotated 3/11", "팀 공용" if ko else "shared"])))
    return "\n".join(lines), "runbook table"


def c_prose(pairs, ko):
    bits = []
    for k, v in pairs:
        if ko:
            bits.append(pick(["%s 값은 %s 임" % (k, v), "%s 는 %s 로 설정되어 있음" % (k, v), "%s: %s" % (k, v)]))
        else:
            bits.append(pick(["%s is %s" % (k, v), "%s was set to %s" % (k, v), "%s = %s" % (k, v)]))
    return (", " if chance(0.5) else "; ").join(bits), "prose"


def c_chat(pairs, ko):
    who = pick(["@minji", "@jaehyun", "@ops-oncall", "@seo.yun", "@daniel", "@haru"])
    vals = " / ".join(v for _, v in pairs) if chance(0.5) else ", ".join("%s=%s" % (k, v) for k, v in pairs)
    if ko:
        return pick(["%s 방금 새로 발급받은 거 이거예요: %s", "%s 스테이징에는 %s 넣어두시면 됩니다~", "%s 이걸로 교체했습니다 %s 확인 부탁드려요"]) % (who, vals), "Slack 대화"
    return pick(["%s here's the new one: %s", "%s for staging just use %s for now", "%s swapped it to %s, can you confirm?"]) % (who, vals), "Slack thread"


def c_cli(pairs, ko):
    tool = R.randint(0, 6)
    if tool == 0:
        return "heroku config:set " + " ".join("%s=%s" % (k, v) for k, v in pairs) + " -a %s" % pick(SVCS), "heroku CLI"
    if tool == 1:
        return "fly secrets set " + " ".join("%s=%s" % (k, v) for k, v in pairs), "flyctl"
    if tool == 2:
        return "\n".join('gh secret set %s --body "%s" --repo acme/%s' % (k, v, pick(SVCS)) for k, v in pairs), "gh CLI"
    if tool == 3:
        return ("kubectl create secret generic %s-env " % pick(SVCS) +
                " ".join("--from-literal=%s=%s" % (k, v) for k, v in pairs) + " -n %s" % pick(["prod", "apps"])), "kubectl"
    if tool == 4:
        return "\n".join("aws ssm put-parameter --name /%s/%s --type SecureString --value '%s' --overwrite" % (pick(ENVS), k.lower(), v) for k, v in pairs), "aws CLI"
    if tool == 5:
        return "\n".join("doppler secrets set %s=\"%s\"" % (k, v) for k, v in pairs), "doppler CLI"
    return "\n".join("firebase functions:config:set app.%s=\"%s\"" % (k.lower(), v) for k, v in pairs), "firebase CLI"


KV_CARRIERS = [("env", c_env, 6), ("export", c_export, 3), ("yaml", c_yaml, 4), ("json", c_json, 4), ("toml", c_toml, 2),
               ("ini", c_ini, 2), ("properties", c_properties, 2), ("hcl", c_hcl, 2), ("xml", c_xml, 2),
               ("Dockerfile", c_dockerfile, 2), ("compose", c_compose, 3), ("k8s", c_k8s, 3), ("GitHub Actions", c_gha, 2),
               ("GitLab CI", c_gitlab, 1), ("python", c_python, 3), ("js/ts", c_js, 3), ("go", c_go, 1), ("java", c_java, 1),
               ("kotlin", c_kotlin, 1), ("ruby", c_ruby, 1), ("php", c_php, 1), ("c#", c_csharp, 1), ("rust", c_rust, 1),
               ("powershell", c_powershell, 1), ("systemd", c_systemd, 1), ("helm values", c_helm, 1), ("ansible", c_ansible, 1),
               ("Makefile", c_makefile, 1), ("jupyter", c_jupyter, 1), ("log", c_log, 3), ("stack trace", c_trace, 2),
               ("diff", c_diff, 2), ("table", c_table, 2), ("prose", c_prose, 3), ("chat", c_chat, 3), ("cli", c_cli, 3)]


NONFILE = ("log", "stack trace", "diff", "table", "prose", "chat", "cli")
CONF_FILES = [".env", ".env.production", "config/settings.yaml", "deploy/.env.staging", "values-prod.yaml", "the CI variables",
              "the deploy job", "apps/api/.env", "the team wiki"]
CONF_FILES_KO = [".env", ".env.production", "config/settings.yaml", "deploy/.env.staging", "values-prod.yaml", "CI 변수",
                 "배포 job 설정", "apps/api/.env", "팀 위키"]


def wpick(items):
    tot = sum(w for _, _, w in items)
    x = R.uniform(0, tot)
    for name, fn, w in items:
        x -= w
        if x <= 0:
            return name, fn
    return items[-1][0], items[-1][1]


# ---------------------------------------------------------------- HTTP carriers
def _fill_url(url):
    return (url.replace("APPID-dsn", rs(10, UAN) + "-dsn").replace("APPID", uuid4().upper()).replace("DBID", rs(32, HX)).replace("FILEKEY", rs(22))
            .replace("APPKEY", rs(16)))


def http_parts(inst):
    """-> (method, url, [(header, value)], extra_cands, basic_userpass or None)"""
    method, url, header, value = inst["http"]
    raw = inst["raw"]
    url = _fill_url(url)
    for k, v in raw.items():
        url = url.replace("{%s}" % k, v)
    headers, extra, up = [], [], None
    if header == "BASIC":
        u, p = value
        for k, v in raw.items():
            u = u.replace("{%s}" % k, v)
            p = p.replace("{%s}" % k, v)
        blob = b64e(("%s:%s" % (u, p)).encode())
        headers.append(("Authorization", "Basic " + blob))
        extra.append(blob)
        up = (u, p)
    elif header:
        val = value
        for k, v in raw.items():
            val = val.replace("{%s}" % k, v)
        headers.append((header, val))
    return method, url, headers, extra, up


def _body(ko):
    return pick([
        '{"model":"%s","messages":[{"role":"user","content":"%s"}]}' % (pick(["gpt-4o-mini", "claude-3-5-sonnet", "llama-3.1-70b"]), "요약해줘" if ko else "summarize this"),
        '{"amount":%d,"currency":"%s","orderId":"order-%s"}' % (R.randint(1000, 99000), pick(["KRW", "USD", "JPY"]), digits(8)),
        '{"text":"%s"}' % ("배포 완료 ✅" if ko else "deploy finished"),
        '{"to":"+8210%s","body":"%s"}' % (digits(8, False), "[인증번호] 482913" if ko else "Your code is 482913"),
    ])


def h_curl(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    if up and up[1] and chance(0.4):
        parts = ["curl -sS -X %s '%s'" % (m, url), "-u '%s:%s'" % up]
        extra = []
    else:
        parts = ["curl -sS -X %s '%s'" % (m, url)] + ["-H '%s: %s'" % hv for hv in hs]
    if m in ("POST", "PUT"):
        parts += ["-H 'Content-Type: application/json'", "-d '%s'" % _body(ko)]
    return " \\\n  ".join(parts), extra, "curl"


def h_raw(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    rest = url.split("://", 1)[1]
    host, _, path = rest.partition("/")
    lines = ["%s /%s HTTP/1.1" % (m, path), "Host: %s" % host] + ["%s: %s" % hv for hv in hs]
    lines += ["User-Agent: %s" % pick(["python-httpx/0.27.0", "axios/1.7.2", "okhttp/4.12.0", "Go-http-client/2.0"]), "Accept: application/json"]
    return "\n".join(lines), extra, "raw HTTP request"


def h_requests(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    hd = ", ".join('"%s": "%s"' % hv for hv in hs)
    return ('resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (m.lower(), url, hd)), extra, "python requests"


def h_fetch(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    hd = ", ".join("'%s': '%s'" % hv for hv in hs)
    return ("const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (url, m, hd)), extra, "fetch"


def h_httpie(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    return "http %s '%s' " % (m, url) + " ".join("'%s:%s'" % hv for hv in hs), extra, "httpie"


def h_verbose(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    rest = url.split("://", 1)[1]
    host, _, path = rest.partition("/")
    lines = ["> %s /%s HTTP/2" % (m, path), "> Host: %s" % host] + ["> %s: %s" % hv for hv in hs]
    lines += [">", "< HTTP/2 %s" % pick(["401", "403", "429", "200", "500"]), "< content-type: application/json",
              "< x-request-id: %s" % uuid4()]
    return "\n".join(lines), extra, "curl -v output"


def h_go(inst, ko):
    m, url, hs, extra, up = http_parts(inst)
    lines = ['req, _ := http.NewRequest("%s", "%s", body)' % (m, url)] + ['req.Header.Set("%s", "%s")' % hv for hv in hs]
    return "\n".join(lines), extra, "go net/http"


HTTP_CARRIERS = [("curl", h_curl, 5), ("raw HTTP", h_raw, 2), ("requests", h_requests, 2), ("fetch", h_fetch, 2),
                 ("httpie", h_httpie, 1), ("curl -v", h_verbose, 2), ("go http", h_go, 1)]


def wpick3(items):
    tot = sum(i[2] for i in items)
    x = R.uniform(0, tot)
    for it in items:
        x -= it[2]
        if x <= 0:
            return it
    return items[-1]


# ---------------------------------------------------------------- narrative pools
MC_EN = [
    "Deploying {svc} to {env} failed: {vendor} kept answering 401 Unauthorized. The credentials come from {file}.",
    "I did not know where {svc} reads its {vendor} {what} from; it turned out to be {file}.",
    "Webhook delivery from {vendor} stopped after the last release of {svc}; had to compare {file} between {env} and local.",
    "The {env} smoke test for {svc} timed out on the {vendor} call. Relevant config from {file}:",
    "Missing context: {svc} has a separate {vendor} account for {env}, and {file} points at that one.",
    "Nobody documented that the nightly job in {svc} needs {vendor} access; it is read from {file}.",
    "CI for {svc} broke right after the {vendor} {what} was rotated. The pipeline still had the old value in {file}.",
    "Spent an hour on a 403 from {vendor} before noticing that {file} in {svc} overrides the env var.",
    "Had to reproduce the {vendor} integration of {svc} locally, so I copied the settings from {file}.",
    "The onboarding doc for {svc} skips the {vendor} setup entirely. What actually works in {env}:",
    "Task was to move {svc} off the old {vendor} SDK. The {what} is wired in through {file}.",
    "Error-budget alert on {svc} in {env}; root cause was a typo in the {vendor} part of {file}.",
    "I assumed {svc} used the shared {vendor} {what}, but {env} has its own; see {file}.",
    "The local run of {svc} worked but {env} did not. Diffing {file} showed the {vendor} values differ.",
    "User reports about missing notifications led to {svc}; the {vendor} call fails with invalid_auth in {env}.",
]
MC_KO = [
    "{env}에 {svc} 배포했는데 {vendor} 쪽에서 계속 401 Unauthorized 떨어짐. credential은 {file}에서 읽고 있었음.",
    "{svc}{이가} {vendor} {what}{을를} 어디서 읽는지 몰라서 한참 헤맴. 결국 {file}{이었}음.",
    "지난 릴리즈 이후로 {vendor} webhook이 안 들어옴. {env}{이랑} 로컬 {file}{을를} 비교해야 했음.",
    "{env} smoke test에서 {svc}의 {vendor} 호출이 timeout 남. 관련 설정 ({file}):",
    "{svc}{은는} {env}용 {vendor} 계정이 따로 있고 {file}{이가} 그쪽을 가리킨다는 걸 몰랐음.",
    "{svc} nightly batch가 {vendor} 권한이 필요하다는 게 문서에 없었음. {file}에서 읽고 있음.",
    "{vendor} {what} rotate 된 뒤로 {svc} CI가 깨짐. pipeline의 {file}에 예전 값이 그대로 남아 있었음.",
    "{vendor} 403 때문에 한 시간 날림. 알고 보니 {svc}에서는 {file}{이가} env var보다 우선함.",
    "{svc}의 {vendor} 연동을 로컬에서 재현해야 해서 {file} 설정을 그대로 가져옴.",
    "{svc} 온보딩 문서에 {vendor} 설정이 통째로 빠져 있음. {env}에서 실제로 동작하는 설정:",
    "{svc}{을를} 구버전 {vendor} SDK에서 옮기는 작업이었음. {what}{은는} {file}{을를} 통해 주입됨.",
    "{env} {svc} error budget 알림 → 원인은 {file}의 {vendor} 설정 오타였음.",
    "{svc}{이가} 공용 {vendor} {what}{을를} 쓰는 줄 알았는데 {env}{은는} 별도 키를 씀. {file} 참고.",
    "로컬에선 {svc}{이가} 되는데 {env}에서만 안 됨. {file} diff 떠보니 {vendor} 값이 달랐음.",
    "알림이 안 온다는 CS 문의 추적하다 보니 {svc}의 {vendor} 호출이 {env}에서 invalid_auth로 실패 중이었음.",
]
LES_EN = [
    "Restart the {svc} pods after changing {file}; the {vendor} client is created once at boot.",
    "The {vendor} client in {svc} silently falls back to sandbox mode when the key is missing, so a 401 means a wrong key, not a missing one.",
    "{file} wins over environment variables in {svc}; check it first.",
    "Keep the {env} and staging {vendor} credentials apart, they belong to different accounts.",
    "{vendor} rate-limits per key, so the batch job needs its own key.",
    "The {vendor} dashboard shows when each key was last used, which tells you which service still has the old one.",
    "Config reload in {svc} only happens on SIGHUP, not on file change.",
    "Always run the {vendor} integration test against {env} with the feature flag off first.",
    "The {vendor} SDK reads the env var only if the constructor argument is empty.",
    "When {vendor} returns 401 with an HTML body it is the proxy, not {vendor} itself.",
]
LES_KO = [
    "{file} 바꾼 다음엔 {svc} pod 재시작해야 함. {vendor} client가 부팅 시 한 번만 생성됨.",
    "{svc}의 {vendor} client는 키가 없으면 조용히 sandbox로 fallback 함. 그래서 401이면 키가 틀린 거지 없는 게 아님.",
    "{svc}에서는 {file}{이가} 환경변수보다 우선순위가 높음. 여기부터 확인할 것.",
    "{env}{이랑} staging {vendor} credential은 계정이 다르니 섞지 말 것.",
    "{vendor}{은는} 키 단위로 rate limit이 걸려서 batch job은 별도 키가 필요함.",
    "{vendor} 대시보드에서 키별 마지막 사용 시각을 볼 수 있음. 옛날 키 쓰는 서비스 찾을 때 유용.",
    "{svc} 설정 reload는 SIGHUP 받을 때만 됨. 파일 바뀐다고 반영 안 됨.",
    "{vendor} 연동 테스트는 {env}에서 feature flag 끈 상태로 먼저 돌려볼 것.",
    "{vendor} SDK는 생성자 인자가 비어 있을 때만 env var를 읽음.",
    "{vendor}{이가} HTML body로 401 주면 {vendor}{이가} 아니라 중간 proxy 문제임.",
]
LES_SNIP_EN = [
    "Working {vendor} settings for {env}:\n{snip}",
    "For next time, this is what fixed it:\n{snip}",
    "Use these values (copied from the {env} box):\n{snip}",
    "Current {file}:\n{snip}",
    "Verified with:\n{snip}",
]
LES_SNIP_KO = [
    "{env}에서 동작 확인된 {vendor} 설정:\n{snip}",
    "다음에 참고, 이걸로 해결됨:\n{snip}",
    "{env} 서버에서 복사한 값 그대로 쓰면 됨:\n{snip}",
    "현재 {file}:\n{snip}",
    "이걸로 확인함:\n{snip}",
]
ASK_EN = [
    "Which {vendor} account does {svc} use in {env}?",
    "Should the {vendor} {what} move to the secret manager?",
    "Is {file} still the source of truth for the {vendor} settings?",
    "Who owns the {vendor} dashboard login?",
    "Can we get a separate {vendor} key for CI?",
    "Does {env} need the IP allowlist on the {vendor} side updated too?",
    "Is there a staging {vendor} account I should use instead?",
    "When was the {vendor} {what} last rotated?",
]
ASK_KO = [
    "{svc}{이가} {env}에서 쓰는 {vendor} 계정이 뭔지?",
    "{vendor} {what}{을를} secret manager로 옮겨야 하는지?",
    "{vendor} 설정의 source of truth가 아직 {file}인지?",
    "{vendor} 대시보드 로그인 계정 누가 관리하는지?",
    "CI 전용 {vendor} 키 따로 발급 가능한지?",
    "{env}에서는 {vendor} 쪽 IP allowlist도 갱신해야 하는지?",
    "따로 써야 하는 staging {vendor} 계정이 있는지?",
    "{vendor} {what} 마지막 rotate가 언제였는지?",
]
ASK_VAL_EN = [
    "Is {val} still the active {vendor} {what} for {env}?",
    "Should I keep using {val} or was it revoked?",
    "Confirm that {val} belongs to the {env} account.",
]
ASK_VAL_KO = [
    "{val} 아직 {env}에서 유효한 {vendor} {what} 맞는지?",
    "{val} 계속 써도 되는지, 폐기된 건지?",
    "{val} 이게 {env} 계정 거 맞는지 확인 부탁.",
]


_JOSA = {"{은는}": ("은", "는"), "{이가}": ("이", "가"), "{을를}": ("을", "를"), "{이랑}": ("이랑", "랑"),
         "{과와}": ("과", "와"), "{이었}": ("이었", "였"), "{으로}": ("으로", "로")}
_UPPER_CONS = set("LMNR")
_DIGIT_CONS = set("013678")


def _final_consonant(prev, marker):
    """Does the text before a josa marker end in a consonant sound? (Korean reading of Latin words/acronyms)"""
    t = prev.rstrip(")]}\"'`")
    if not t:
        return False
    ch = t[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        jong = (o - 0xAC00) % 28
        if marker == "{으로}" and jong == 8:  # final ㄹ takes 로
            return False
        return jong != 0
    if ch.isdigit():
        return ch in _DIGIT_CONS
    word = ""
    for c in reversed(t):
        if c.isalpha() and ord(c) < 128:
            word = c + word
        else:
            break
    if not word:
        return False
    if word.isupper() and len(word) <= 5:
        return word[-1] in _UPPER_CONS
    w = word.lower()
    if w.endswith("ng"):
        return True
    return w[-1] in "bklmnpt"


def resolve_josa(text):
    for mk, (cons, vow) in _JOSA.items():
        while mk in text:
            i = text.index(mk)
            text = text[:i] + (cons if _final_consonant(text[:i], mk) else vow) + text[i + len(mk):]
    return text


def fmt(t, **kw):
    late = [k for k in kw if k in ("snip", "val")]
    for k in [k for k in kw if k not in late] + late:
        t = t.replace("{%s}" % k, kw[k])
    return t


# ---------------------------------------------------------------- passwords of every style
KO_WORDS = ["사랑해", "고양이", "우리집", "행복", "하늘", "바다", "강아지", "비밀번호", "안녕하세요", "짱구", "토끼", "봄날",
            "김치찌개", "서울", "제주도", "해피", "보리", "초코", "우리아기", "한빛"]
NAMES = ["jiwoo", "minseo", "haneul", "seojun", "yuna", "doyoon", "sora", "taeyang", "mirae", "eunji", "kevin", "sarah",
         "yuki", "hiroshi", "lukas", "marta"]
WORDS_CAP = ["Summer", "Winter", "Autumn", "Spring", "Tiger", "Dragon", "Sunshine", "Galaxy", "Monkey", "Purple",
             "Coffee", "Soccer", "Baseball", "Chocolate", "Rainbow", "Seoul", "Busan", "Jeju", "Hanbit", "Mirae"]
SYM = "!@#$%^&*"


def pw_human():
    k = R.randint(0, 9)
    if k == 0:
        return pick(WORDS_CAP) + str(R.randint(2015, 2025)) + pick(SYM) * R.randint(1, 2)
    if k == 1:
        return pick(NAMES) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["!", "!!", "@", "#", ""]) + ("" if chance(0.5) else pick(DG))
    if k == 2:
        return "ilove" + pick(["mydog", "kimchi", "coffee", "jeju", "soccer", "cats", "yuna"]) + str(R.randint(10, 99)) + pick(["", "!"])
    if k == 3:
        return pick(["qwer1234", "1q2w3e4r", "asdf1234", "zxcv1234", "q1w2e3r4", "qwerty12"]) + pick(["!@#$", "!!", "!@", "^^", "@" + digits(2, False)])
    if k == 4:
        return pick(["P@ssw0rd", "Passw0rd", "Adm1n", "Welcome", "Changeme"]) + pick(["!", "#", "@"]) + digits(R.randint(2, 4), False)
    if k == 5:
        return "".join(w.capitalize() for w in R.sample(EN_WORDS, 3)) + str(R.randint(1, 99))
    if k == 6:
        return pick(["saranghae", "hanbit", "haengbok", "jjang", "gomawo", "daebak"]) + digits(4, False) + pick(["!", "!!", "^^", "~"])
    if k == 7:
        return pick(["MyDogIsNamed", "MyCatLoves", "IWasBornIn", "BestTeam"]) + pick(["Bori", "Choco", "Busan", "Doosan", "Mochi"]) + str(R.randint(1990, 2024))
    if k == 8:
        return pw_korean_keyboard()
    return pick(NAMES).capitalize() + pick(["_", ".", "-"]) + str(R.randint(1980, 2010)) + pick(SYM)


def pw_korean_keyboard():
    w = pick(KO_WORDS)
    core = hangul_keys(w)
    if chance(0.3):
        core = core[0].upper() + core[1:]
    s = core + pick(["", "!", "@", "12", "123", "1234", "!@", "^^", "0" + digits(1, False)]) + pick(["", digits(2, False), "!"])
    while len(s) < 8:
        s += pick(DG)
    return s


def pw_generated():
    k = R.randint(0, 6)
    if k == 0:
        return rs(R.randint(16, 28), AN + "!#%*-_=+")
    if k == 1:
        return rs(32, HX)
    if k == 2:
        return b64e(rbytes(R.choice([18, 24, 32])))
    if k == 3:
        return "-".join(rs(R.choice([4, 6]), AN) for _ in range(R.choice([3, 4])))
    if k == 4:
        return rs(3, UP) + rs(9, LO) + rs(2, DG) + rs(1, LO)  # pwgen-like
    if k == 5:
        return "-".join(rs(6, LO + DG) for _ in range(3))  # apple-style
    return rs(20)


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", ""])
    ws = R.sample(EN_WORDS, R.randint(4, 6))
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.4):
        s += sep + str(R.randint(1, 99))
    return s


def pw_any():
    k = R.random()
    if k < 0.45:
        return pw_human()
    if k < 0.85:
        return pw_generated()
    return pw_passphrase()


def pw_urlsafe():
    """password that needs no percent-encoding (letters, digits, -._~)"""
    while True:
        p = pw_any()
        if all(c in AN + "-._~" for c in p) and len(p) >= 8:
            return p


USERS = ["app", "admin", "root", "svc_etl", "deploy", "readonly", "postgres", "api_user", "batch", "sa", "grafana",
         "jenkins", "hanbit_app", "order_rw", "report_ro"]
HOSTS = ["db.prod.internal", "10.0.12.34", "pg-main.cluster-c8x.ap-northeast-2.rds.amazonaws.com", "mysql.staging.svc",
         "mongo-0.mongo.data.svc.cluster.local", "redis-master.cache", "db.hanbit.local", "127.0.0.1", "localhost",
         "cluster0.ab1cd.mongodb.net", "sql-prod.database.windows.net", "rabbitmq.mq.svc", "10.20.3.7"]


# ---------------------------------------------------------------- note layout helpers
def L(ko, en, kr):
    """language switch; en/kr may be lists (one is picked)"""
    x = kr if ko else en
    return pick(x) if isinstance(x, list) else x


def place(ko, intro, snip, les, ask, les_intro=None, val_ask=None):
    opts = ["A", "A", "A", "B", "D"]
    if val_ask:
        opts += ["E", "E"]
    if utf8len(snip) < 380 and "\n" not in snip:
        opts += ["S"]
    lay = pick(opts)
    if lay == "B" and not les_intro:
        lay = "A"
    if lay == "A":
        mc, le, ak = intro + "\n" + snip, les, ask
    elif lay == "B":
        mc, le, ak = intro, les_intro + "\n" + snip, ask
    elif lay == "D":
        mc, le, ak = snip + "\n" + intro.rstrip(":"), les, ""
    elif lay == "E":
        mc, le, ak = intro + "\n" + snip, les, val_ask
    else:
        mc, le, ak = intro, les, snip
    if lay in ("A", "D", "E") and chance(0.08):
        le = ""
    if lay in ("A", "B") and chance(0.15):
        ak = ""
    return mc, le, ak


def vendor_note(v, ko):
    inst = instantiate(v)
    vname = v["ko"] if (ko and chance(0.6)) else v["name"]
    extra = []
    if inst["http"] and chance(0.45):
        cname, fn, _ = wpick3(HTTP_CARRIERS)
        snip, extra, cdesc = fn(inst, ko)
        fname = L(ko, ["the runbook", "my shell history", "the Postman collection", "docs/integrations.md", "the old Jira ticket"],
                  ["runbook", "쉘 히스토리", "Postman collection", "docs/integrations.md", "예전 Jira 티켓"])
    else:
        cname, fn = wpick(KV_CARRIERS)
        pairs = list(inst["pairs"])
        # sometimes drop identifiers that are not secrets
        if len(pairs) > 1 and chance(0.3):
            pairs = [p for p in pairs if p[1] in inst["cands"] or any(c in p[1] for c in inst["cands"])] or pairs
        snip, fname = fn(pairs, ko)
        if cname in NONFILE:
            fname = pick(CONF_FILES_KO if ko else CONF_FILES)
    cands = inst["cands"] + extra
    listed_present = [c for c in cands if c in snip]
    ctx = dict(vendor=vname, what=v["what"], svc=pick(SVCS), env=pick(ENVS_KO if ko else ENVS), file=fname)
    intro = fmt(pick(MC_KO if ko else MC_EN), **ctx)
    les = fmt(pick(LES_KO if ko else LES_EN), **ctx)
    ask = fmt(pick(ASK_KO if ko else ASK_EN), **ctx)
    les_intro = fmt(pick(LES_SNIP_KO if ko else LES_SNIP_EN), snip="", **ctx).rstrip("\n")
    val_ask = None
    if listed_present and utf8len(listed_present[0]) < 300:
        val_ask = fmt(pick(ASK_VAL_KO if ko else ASK_VAL_EN), val=listed_present[0], **ctx)
    # split layout: identifier/first secret in missing_context, the rest in lesson
    if len(inst["pairs"]) >= 2 and len(listed_present) >= 1 and not extra and chance(0.2):
        p1, p2 = inst["pairs"][:1], inst["pairs"][1:]
        s1, _ = c_prose(p1, ko)
        s2, _ = c_prose(p2, ko)
        mc = intro + "\n" + s1
        le = L(ko, ["The other half: ", "And the matching value: ", "Second part, from the same place: "],
               ["나머지 하나는 ", "짝이 되는 값: ", "같은 곳에 있던 두 번째 값: "]) + s2
        return "split across fields: %s [%s]" % (v["what"], v["name"]), mc, le, ask if chance(0.7) else "", cands
    mc, le, ak = place(ko, intro, snip, les, ask, les_intro, val_ask)
    return "%s: %s [%s]" % (cname, v["what"], v["name"]), mc, le, ak, cands


# ---------------------------------------------------------------- generic secret templates
# each returns (category, mc, lesson, ask, candidate_secrets)
def _svc_env(ko):
    return pick(SVCS), pick(ENVS_KO if ko else ENVS)


def g_db_url(ko):
    svc, env = _svc_env(ko)
    user, host = pick(USERS), pick(HOSTS)
    pw = pw_any()
    enc = pct(pw)
    scheme, port, db = pick([("postgresql", 5432, "app"), ("postgres", 5432, "orders"), ("mysql", 3306, "shop"),
                             ("mysql+pymysql", 3306, "cms"), ("mongodb+srv", None, "events"), ("rediss", 6380, "0"),
                             ("redis", 6379, "2"), ("amqps", 5671, "%2F"), ("clickhouse", 8443, "analytics"),
                             ("postgresql+asyncpg", 5432, "core"), ("sqlserver", 1433, "erp")])
    if scheme.startswith("redis") and chance(0.5):
        url = "%s://:%s@%s:%d/%s" % (scheme, enc, host, port, db)
    elif port:
        url = "%s://%s:%s@%s:%d/%s" % (scheme, user, enc, host, port, db)
    else:
        url = "%s://%s:%s@%s/%s?retryWrites=true&w=majority" % (scheme, user, enc, host, db)
    var = {"redis": pick(["REDIS_URL", "CACHE_URL"]), "mongodb+srv": pick(["MONGO_URI", "MONGODB_URL"]),
           "amqps": pick(["BROKER_URL", "CELERY_BROKER_URL", "AMQP_URL"])}.get("redis" if scheme.startswith("redis") else scheme,
                                                                            pick(["DATABASE_URL", "DB_URL", "SQLALCHEMY_DATABASE_URI"]))
    if scheme == "mongodb+srv":
        url = url.replace("@%s/" % host, "@cluster0.%s.mongodb.net/" % rs(5, LAN))
    form = R.randint(0, 5)
    if form == 0:
        snip, where = "%s=%s" % (var, url), ".env"
    elif form == 1:
        snip, where = "%s WARN  pool: reconnecting to %s (attempt %d)" % (ts_log(), url, R.randint(2, 9)), L(ko, "the app log", "앱 로그")
    elif form == 2:
        snip, where = "[alembic]\nscript_location = migrations\nsqlalchemy.url = %s" % url, "alembic.ini"
    elif form == 3:
        snip, where = ("sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n"
                       "(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[engine url: %s]" % url), L(ko, "the traceback", "traceback")
    elif form == 4:
        tool = {"postgresql": "psql", "postgres": "pgcli", "mysql": "mysqlsh --uri", "mongodb+srv": "mongosh", "rediss": "redis-cli -u",
                "redis": "redis-cli -u", "clickhouse": "clickhouse client --uri"}.get(scheme)
        if tool:
            snip = "$ %s '%s'" % (tool, url.replace("+pymysql", "").replace("+asyncpg", ""))
        else:
            snip = "$ python -c \"import sqlalchemy as sa; sa.create_engine('%s').connect()\"" % url
        where = L(ko, "shell history", "쉘 히스토리")
    else:
        snip, where = "  %s: \"%s\"" % (var.lower(), url), "helm values"
    intro = L(ko, ["%s could not reach its database in %s; the URL in %s had the wrong host." % (svc, env, where),
                   "Needed DB access to debug a migration in %s (%s). Connection string from %s:" % (svc, env, where),
                   "Connection pool exhaustion in %s %s. The URL it uses:" % (env, svc),
                   "The migration job for %s uses a different DB user than the app; found it in %s." % (svc, where)],
              ["%s 환경 %s{이가} DB에 붙지 못함. %s의 URL host가 틀려 있었음." % (env, svc, where),
               "%s(%s) migration 디버깅하려고 DB 접속이 필요했음. %s에 있던 connection string:" % (svc, env, where),
               "%s %s connection pool 고갈 이슈. 쓰고 있는 URL:" % (env, svc),
               "%s migration job은 앱이랑 다른 DB 계정을 씀. %s에서 찾음." % (svc, where)])
    les = L(ko, ["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@'.",
                 "Use the pooler port for the app and the direct port for migrations.",
                 "The read replica needs sslmode=require; the primary does not enforce it.",
                 "Set pool_pre_ping=True, the proxy drops idle connections after 5 minutes."],
             ["비밀번호에 특수문자 있으면 URL에서 percent-encoding 해야 함. 안 그러면 driver가 '@'에서 잘라버림.",
              "앱은 pooler 포트, migration은 direct 포트로 붙어야 함.",
              "read replica는 sslmode=require 필요, primary는 강제 안 함.",
              "pool_pre_ping=True 켜둘 것. proxy가 idle connection을 5분 뒤에 끊음."])
    ask = L(ko, ["Who can create a read-only DB user for %s?" % svc, "Is there a bastion I should go through instead?", ""],
             ["%s용 read-only DB 계정 누가 만들어줄 수 있는지?" % svc, "bastion 거쳐서 접속해야 하는지?", ""])
    val_ask = L(ko, "Is the DB password %s still current after the rotation?" % enc, "rotation 이후에도 DB 비밀번호 %s 그대로인지?" % enc) if chance(0.5) else None
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Working URL:", "접속되는 URL:"), val_ask)
    return "connection string: %s URL with password" % scheme, mc, le, ak, [enc]


def g_conn_kv(ko):
    svc, env = _svc_env(ko)
    pw = pw_any()
    user, host = pick(USERS), pick(HOSTS)
    k = R.randint(0, 5)
    if k == 0:
        snip = "Server=tcp:%s,1433;Initial Catalog=erp;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;" % (host, user, pw)
        cat = "ADO.NET connection string"
        if ";" in pw:
            pw = None
    elif k == 1:
        pe = pct(pw)
        snip = "spring.datasource.url=jdbc:mysql://%s:3306/shop?user=%s&password=%s&useSSL=true" % (host, user, pe)
        pw, cat = pe, "JDBC URL password parameter"
    elif k == 2:
        snip = "spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host, user, pw)
        cat = "Spring datasource properties"
    elif k == 3:
        snip = ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n"
                "        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (user, pw.replace("'", ""), host))
        pw = pw.replace("'", "")
        cat = "Django DATABASES dict"
    elif k == 4:
        snip = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=dw;Uid=%s;Pwd={%s};" % (host, user, pw)
        cat = "ODBC connection string"
        if "}" in pw:
            pw = None
    else:
        snip = "%s:%d:%s:%s:%s" % (host, 5432, pick(["app", "*"]), user, pw.replace(":", ""))
        pw = pw.replace(":", "")
        cat = ".pgpass line"
    if pw is None or len(pw) < 8:
        return g_conn_kv(ko)
    intro = L(ko, ["%s in %s started failing login after the DB password rotation. Config at the time:" % (svc, env),
                   "I needed the %s DB credentials of %s to run the backfill:" % (env, svc),
                   "Found out %s still connects with a personal account:" % svc],
              ["DB 비밀번호 rotation 이후 %s 환경 %s 로그인 실패 시작. 당시 설정:" % (env, svc),
               "backfill 돌리려고 %s %s DB 계정이 필요했음:" % (svc, env),
               "%s{이가} 아직 개인 계정으로 DB 접속 중인 걸 발견:" % svc])
    les = L(ko, ["The DB user is locked after 5 failed logins; ask the DBA to unlock instead of retrying.",
                 "Keep the connection string in one place; it was duplicated in three files.",
                 "The password rotation job does not update this file automatically."],
             ["로그인 5번 실패하면 DB 계정 잠김. 재시도하지 말고 DBA한테 unlock 요청할 것.",
              "connection string이 파일 세 군데에 중복돼 있었음. 한 곳으로 모을 것.",
              "비밀번호 rotation job이 이 파일은 자동으로 안 바꿔줌."])
    ask = L(ko, ["Which team owns this database?", "Can the app use IAM auth instead of a password?", ""],
             ["이 DB 오너 팀이 어디인지?", "비밀번호 대신 IAM 인증 쓸 수 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Config that works:", "동작하는 설정:"))
    return "connection config: " + cat, mc, le, ak, [pw]


def g_cli_pw(ko):
    pw = pw_any()
    tok = None
    user = pick(USERS)
    k = R.randint(0, 17)
    P = pw
    if k == 0:
        safe = pw.replace("'", "")
        cmd, cat, P = "mysql -h %s -u %s -p%s shop -e 'show processlist'" % (pick(HOSTS), user, pw_urlsafe()), "mysql -p attached password", None
        P = cmd.split(" -p", 1)[1].split(" ")[0]
    elif k == 1:
        cmd, cat = "PGPASSWORD='%s' psql -h %s -U %s -d app -c 'select count(*) from orders'" % (pw.replace("'", ""), pick(HOSTS), user), "PGPASSWORD env prefix"
        P = pw.replace("'", "")
    elif k == 2:
        cmd, cat = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw.replace("'", ""), user, ip4()), "sshpass -p"
        P = pw.replace("'", "")
    elif k == 3:
        cmd, cat = "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning info replication" % (pick(HOSTS), pw.replace("'", "")), "redis-cli -a"
        P = pw.replace("'", "")
    elif k == 4:
        cmd, cat = "docker login %s -u %s -p '%s'" % (pick(["registry.acme.io", "harbor.corp.local", "kr.ncr.ntruss.com"]), user, pw.replace("'", "")), "docker login -p"
        P = pw.replace("'", "")
    elif k == 5:
        cmd, cat = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw_urlsafe(), "openssl -passout pass:"
        P = cmd.split("pass:", 1)[1]
    elif k == 6:
        P = pw_urlsafe()
        cmd, cat = "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass %s -srcstorepass %s" % (P, P), "keytool -storepass"
    elif k == 7:
        P = pw_urlsafe()
        cmd, cat = "7z a -p%s -mhe=on backup-%s.7z ./dump" % (P, digits(8)), "7z -p attached"
    elif k == 8:
        P = pw.replace("'", "")
        cmd, cat = "mongosh 'mongodb://%s.mongo.svc:27017/admin' -u %s -p '%s' --authenticationDatabase admin" % (pick(["prod", "stg"]), user, P), "mongosh -p"
    elif k == 9:
        P = pw.replace('"', "")
        cmd, cat = 'sqlcmd -S %s -U sa -P "%s" -Q "SELECT @@VERSION"' % (pick(HOSTS), P), "sqlcmd -P"
    elif k == 10:
        P = pw.replace("'", "")
        cmd, cat = "curl -u '%s:%s' https://%s/api/v1/health" % (user, P, pick(["jenkins.corp.local", "nexus.acme.io", "es.prod.internal:9200"])), "curl -u user:pass"
    elif k == 11:
        P = pw_urlsafe()
        cmd, cat = "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (user, P, user), "rabbitmqctl add_user"
    elif k == 12:
        P = pw.replace("'", "")
        cmd, cat = "htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (user, P), "htpasswd -b"
    elif k == 13:
        P = pw_urlsafe()
        cmd, cat = "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (user.upper(), P, pick(HOSTS)), "sqlplus user/pass@db"
    elif k == 14:
        P = pw_urlsafe()
        cmd, cat = "ldapsearch -x -H ldaps://ldap.corp.local -D 'cn=%s,ou=svc,dc=corp,dc=local' -w %s '(uid=jkim)'" % (user, P), "ldapsearch -w"
    elif k == 15:
        P = pw.replace("'", "")
        cmd, cat = "mysqldump -u%s --password='%s' --single-transaction shop > shop.sql" % (user, P), "mysqldump --password="
    elif k == 16:
        P = pw_urlsafe()
        cmd, cat = "smbclient //fs01.corp.local/share -U 'CORP\\%s%%%s' -c 'ls'" % (user, P), "smbclient -U user%pass"
    else:
        P = pw.replace("'", "")
        cmd, cat = "echo '%s' | sudo -S systemctl restart %s" % (P, pick(SVCS)), "sudo -S piped password"
    if len(P) < 8:
        return g_cli_pw(ko)
    if chance(0.35):
        cmd = "$ " + cmd
    intro = L(ko, ["Ran this from the bastion to check the replica lag:", "The runbook step that actually worked:",
                   "My shell history from the incident (for the timeline):", "Command I used to get in:",
                   "How the cron on app01 does it (found via crontab -l):"],
              ["replica lag 확인하려고 bastion에서 실행한 명령:", "실제로 동작한 runbook 단계:", "장애 타임라인용 쉘 히스토리:",
               "접속할 때 쓴 명령:", "app01 cron이 하는 방식 (crontab -l로 확인):"])
    les = L(ko, ["The password on the command line ends up in shell history and ps output; use an option file next time.",
                 "That account is shared by the whole team, so do not change its password without telling #infra.",
                 "The host only accepts connections from the bastion's IP.", "Run it inside tmux, it takes ~40 minutes."],
             ["커맨드라인에 비번 넣으면 history랑 ps에 다 남음. 다음엔 option file 쓸 것.", "팀 공용 계정이라 #infra 공지 없이 비번 바꾸면 안 됨.",
              "그 호스트는 bastion IP에서만 접속 허용됨.", "40분 정도 걸리니 tmux 안에서 돌릴 것."])
    ask = L(ko, ["Is there a service account for this instead of the shared login?", "Who rotates this password?", ""],
             ["공용 로그인 말고 서비스 계정 따로 있는지?", "이 비밀번호는 누가 rotate 하는지?", ""])
    mc, le, ak = place(ko, intro, cmd, les, ask, L(ko, "Command:", "명령어:"))
    return "shell: " + cat, mc, le, ak, [P]


CONSOLES = ["Grafana", "Jenkins", "Airflow", "Argo CD", "Keycloak admin console", "RabbitMQ management UI", "pgAdmin",
            "phpMyAdmin", "Kibana", "Harbor", "Nexus", "SonarQube", "WordPress wp-admin", "Metabase", "Redash",
            "MinIO console", "Portainer", "Rancher", "Superset", "n8n", "Strapi admin", "Mattermost"]


def g_human_pw(ko):
    pw = pw_human() if chance(0.75) else pw_any()
    user = pick(["admin", "root", "qa.tester@acme.io", "appreview@hanbit.co.kr", "ops", "devteam", "manager", "test01"])
    k = R.randint(0, 8)
    cands = [pw]
    if k == 0:
        tool = pick(CONSOLES)
        line = L(ko, pick(["%s on staging: %s / %s", "login for %s is %s, password %s", "%s creds -> user %s pw %s"]) % (tool, user, pw),
                 pick(["스테이징 %s 계정: %s / %s", "%s 로그인은 %s, 비번 %s", "%s ID/PW = %s / %s"]) % (tool, user, pw))
        cat = "prose: shared admin console login"
    elif k == 1:
        ssid = pick(["ACME-Guest", "hanbit_5G", "OFFICE-DEV", "Mirae-Lab", "KT_GiGA_5G_Wave2_3F21"])
        line = L(ko, "Office Wi-Fi for the test devices: SSID %s, password %s" % (ssid, pw),
                 "테스트 기기용 사무실 와이파이: SSID %s / 비번 %s" % (ssid, pw))
        cat = "prose: Wi-Fi password"
    elif k == 2:
        line = L(ko, "App Store review demo account: %s / %s (must stay active until review passes)" % (user, pw),
                 "앱스토어 심사용 데모 계정: %s / %s (심사 통과 전까지 비활성화 금지)" % (user, pw))
        cat = "prose: app review demo account"
    elif k == 3:
        line = L(ko, "VPN (GlobalProtect) login for the contractor laptop: %s, password %s" % (pick(NAMES), pw),
                 "외주 노트북 SSL VPN 계정: %s / 비밀번호 %s" % (pick(NAMES), pw))
        cat = "prose: VPN password"
    elif k == 4:
        old = pw_human()
        cands = [old, pw]
        line = L(ko, "Changed the %s password from %s to %s, update the runbook." % (pick(CONSOLES), old, pw),
                 "%s 비밀번호 %s → %s 로 변경함. runbook 업데이트 필요." % (pick(CONSOLES), old, pw))
        cat = "prose: old and new password"
    elif k == 5:
        line = L(ko, "The NAS (Synology) admin password is %s, the backup job logs in with it." % pw,
                 "NAS(시놀로지) 관리자 비번 %s, 백업 job이 이걸로 로그인함." % pw)
        cat = "prose: NAS admin password"
    elif k == 6:
        line = L(ko, "QA login in prod (read-only role): %s pw=%s" % (user, pw), "운영 QA 계정(read-only): %s pw=%s" % (user, pw))
        cat = "prose: QA test account"
    elif k == 7:
        p2 = pw_korean_keyboard()
        cands = [p2]
        line = L(ko, "Tax office portal (Hometax) shared department login, password %s (typed on a Korean keyboard layout)" % p2,
                 "홈택스 부서 공용 계정 비밀번호 %s (한글 자판 상태로 친 거라 영문으로 보임)" % p2)
        cat = "prose: Korean-keyboard password"
    else:
        p2 = pw_korean_keyboard() if chance(0.5) else pw
        cands = [p2]
        line = L(ko, "Router admin (192.168.0.1) password: %s" % p2, "공유기 관리자(192.168.0.1) 비번: %s" % p2)
        cat = "prose: router admin password"
    intro = L(ko, ["Lost 30 minutes because nobody wrote down how to log in.", "Context I was missing for the on-site test:",
                   "Handover note from the previous agent run was incomplete.", "Had to ask around for access; writing it down here."],
              ["로그인 방법을 아무도 안 적어둬서 30분 날림.", "현장 테스트 때 몰랐던 정보:", "이전 작업 인수인계 메모가 불완전했음.",
               "접근 권한 물어보느라 시간 씀. 여기 적어둠."])
    les = L(ko, ["Account is locked after 3 wrong attempts.", "Ask before changing it; other teams share it.", "It expires every 90 days."],
             ["3번 틀리면 잠김.", "다른 팀도 같이 쓰니 바꾸기 전에 물어볼 것.", "90일마다 만료됨."])
    ask = L(ko, ["Is this still the current password?", "Should this go into the team vault?", ""],
             ["아직 이 비번 맞는지?", "팀 vault에 넣어야 하는지?", ""])
    if chance(0.3):
        # the password appears in two fields
        return cat, intro + "\n" + line, les, L(ko, "Does %s still work after the reset?" % cands[-1], "리셋 이후에도 %s 되는지?" % cands[-1]), cands
    mc, le, ak = place(ko, intro, line, les, ask, L(ko, "For next time:", "다음을 위해:"))
    return cat, mc, le, ak, cands


def g_pin(ko):
    pin = digits(8, False) if chance(0.7) else digits(R.choice([8, 10]), False)
    k = R.randint(0, 6)
    if k == 0:
        line = L(ko, "SIM PUK for the QA phone (010 line): %s" % pin, "QA 폰 유심 PUK 코드: %s" % pin)
        cat = "PIN: SIM PUK"
    elif k == 1:
        line = L(ko, "softhsm2-util --init-token --slot 0 --label signer --so-pin %s --pin %s" % (pin, digits(8, False)), "")
        line = "softhsm2-util --init-token --slot 0 --label signer --so-pin %s --pin %s" % (pin, digits(8, False))
        cat = "PIN: PKCS#11 SO/user PIN"
    elif k == 2:
        line = L(ko, "YubiKey PIV PIN was changed to %s (PUK unchanged)" % pin, "YubiKey PIV PIN %s 로 바꿔둠 (PUK는 그대로)" % pin)
        cat = "PIN: YubiKey PIV PIN"
    elif k == 3:
        line = L(ko, "Test Android device screen lock PIN: %s" % pin, "테스트 안드로이드 기기 잠금 PIN: %s" % pin)
        cat = "PIN: device unlock PIN"
    elif k == 4:
        line = L(ko, "BitLocker startup PIN on the build laptop: %s" % pin, "빌드용 노트북 BitLocker 시작 PIN: %s" % pin)
        cat = "PIN: BitLocker startup PIN"
    elif k == 5:
        line = L(ko, "Corporate card web portal uses a numeric PIN: %s" % pin, "법인카드 포털 숫자 PIN: %s" % pin)
        cat = "PIN: portal PIN"
    else:
        line = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        cat = "PIN: pkcs11-tool --pin"
    cands = [pin]
    if "--pin" in line and "--so-pin" in line:
        cands.append(line.rsplit("--pin ", 1)[1])
    intro = L(ko, ["Device setup for the release signing took long because the PIN was not documented.", "Needed physical access details for the test lab:",
                   "Blocked for an hour on the hardware token setup."],
              ["릴리즈 서명 장비 세팅이 PIN 기록이 없어서 오래 걸림.", "테스트 랩 기기 접근 정보가 필요했음:", "하드웨어 토큰 세팅에서 한 시간 막힘."])
    les = L(ko, ["Three wrong PIN entries lock it; the PUK/SO PIN is needed then.", "The PIN is per device, not per user."],
             ["PIN 3번 틀리면 잠김. 그때는 PUK/SO PIN 필요.", "PIN은 사용자별이 아니라 기기별임."])
    ask = L(ko, ["Where should device PINs be stored?", ""], ["기기 PIN은 어디에 보관해야 하는지?", ""])
    mc, le, ak = place(ko, intro, line, les, ask, L(ko, "Value:", "값:"))
    return cat, mc, le, ak, cands


def g_passphrase(ko):
    k = R.randint(0, 7)
    pp = pw_passphrase() if chance(0.7) else pw_any()
    cands = [pp]
    if k == 0:
        snip = 'ssh-keygen -t ed25519 -C "deploy@%s" -N "%s" -f ~/.ssh/deploy_ed25519' % (pick(SVCS), pp.replace('"', ""))
        cands = [pp.replace('"', "")]
        cat = "passphrase: ssh-keygen -N"
    elif k == 1:
        snip = "gpg --batch --pinentry-mode loopback --passphrase '%s' --decrypt secrets.tar.gz.gpg | tar xz" % pp.replace("'", "")
        cands = [pp.replace("'", "")]
        cat = "passphrase: gpg --passphrase"
    elif k == 2:
        snip = "export RESTIC_REPOSITORY=s3:s3.ap-northeast-2.amazonaws.com/acme-backup\nexport RESTIC_PASSWORD='%s'" % pp.replace("'", "")
        cands = [pp.replace("'", "")]
        cat = "passphrase: restic repository password"
    elif k == 3:
        snip = "$ cat ~/.ansible/vault_pass.txt\n%s" % pp
        cat = "passphrase: ansible-vault password file"
    elif k == 4:
        snip = "BORG_PASSPHRASE=\"%s\" borg create ::'{hostname}-{now}' /srv/data" % pp.replace('"', "")
        cands = [pp.replace('"', "")]
        cat = "passphrase: borg"
    elif k == 5:
        m = _mnemonic()
        snip = L(ko, "Seed phrase of the testnet deployer wallet: %s" % m, "테스트넷 배포 지갑 시드 문구: %s" % m)
        cands = [m]
        cat = "passphrase: BIP-39 mnemonic"
    elif k == 6:
        snip = "signingConfigs {\n    release {\n        storeFile file(\"release.keystore\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (pp.replace('"', ""), pp.replace('"', ""))
        cands = [pp.replace('"', "")]
        cat = "passphrase: Android keystore password in build.gradle"
    else:
        snip = L(ko, "The age-encrypted backup passphrase is \"%s\"" % pp.replace('"', ""), "age로 암호화한 백업 passphrase는 \"%s\"" % pp.replace('"', ""))
        cands = [pp.replace('"', "")]
        cat = "passphrase: age backup passphrase"
    intro = L(ko, ["Restoring last week's backup needed the passphrase, which was only in someone's head.", "The release build failed on signing; the passphrase was missing.",
                   "Writing down how the deploy key was created:", "Context for decrypting the ops bundle:"],
              ["지난주 백업 복구하는데 passphrase가 누군가의 머릿속에만 있었음.", "릴리즈 빌드가 서명 단계에서 실패함. passphrase가 없었음.",
               "deploy key 생성 방법 기록:", "ops 번들 복호화할 때 필요한 정보:"])
    les = L(ko, ["Without the passphrase the backup is unrecoverable; store it in two places.", "CI reads it from a masked variable, keep it in sync.",
                 "Losing the keystore password means a new app listing."],
             ["passphrase 없으면 백업 복구 불가. 두 군데 보관할 것.", "CI는 masked variable에서 읽으니 값 동기화 유지.", "keystore 비밀번호 잃어버리면 앱을 새로 등록해야 함."])
    ask = L(ko, ["Who else knows this passphrase?", "Is there a break-glass procedure for it?", ""],
             ["이 passphrase 아는 사람이 또 누구인지?", "break-glass 절차가 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "For reference:", "참고:"))
    return cat, mc, le, ak, cands


def g_recovery(ko):
    k = R.randint(0, 7)
    n = R.randint(4, 10)
    if k == 0:
        codes = ["%s-%s" % (rs(5, HX), rs(5, HX)) for _ in range(n)]
        svc, cat, sep = "GitHub (org owner bot account)", "recovery codes: GitHub", "\n"
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(n)]
        svc, cat, sep = "Google Workspace admin", "recovery codes: Google backup codes", "\n"
    elif k == 2:
        codes = ["-".join(rs(5, UAN) for _ in range(5))]
        svc, cat, sep = "Microsoft account of the Azure billing owner", "recovery codes: Microsoft recovery code", "\n"
    elif k == 3:
        codes = ["A3-" + "-".join([rs(6, UAN), rs(6, UAN), rs(5, UAN), rs(5, UAN), rs(5, UAN), rs(5, UAN)])]
        svc, cat, sep = "1Password (team account)", "recovery codes: 1Password Secret Key", "\n"
    elif k == 4:
        codes = ["-".join(rs(4, UAN) for _ in range(7))]
        svc, cat, sep = "Apple ID (App Store Connect owner)", "recovery codes: Apple recovery key", "\n"
    elif k == 5:
        codes = ["-".join(digits(6, False) for _ in range(8))]
        svc, cat, sep = "BitLocker on the signing PC", "recovery codes: BitLocker recovery key", "\n"
    elif k == 6:
        codes = [rs(4, LAN) + "-" + rs(4, LAN) for _ in range(n)]
        svc, cat, sep = "Discord bot owner account", "recovery codes: Discord backup codes", pick(["\n", ", "])
    else:
        codes = [rs(8, LAN) for _ in range(n)]
        svc, cat, sep = pick(["AWS root (MFA backup)", "npm org owner", "Cloudflare"]), "recovery codes: generic 2FA backup codes", pick(["\n", " "])
    block = sep.join(codes)
    intro = L(ko, ["The 2FA device for the %s was lost; we used a recovery code." % svc, "Handover of the shared %s login:" % svc,
                   "Setting up break-glass access for %s." % svc],
              ["%s 2FA 기기를 분실해서 복구 코드로 들어감." % svc, "공용 %s 로그인 인수인계:" % svc, "%s break-glass 접근 설정함." % svc])
    les = L(ko, ["Each code works once; cross out used ones.", "Regenerating codes invalidates the old list."],
             ["코드는 한 번씩만 쓸 수 있음. 쓴 건 지울 것.", "코드 재발급하면 예전 목록은 무효가 됨."])
    ask = L(ko, ["Where should the remaining codes be kept?", "Who is the second owner of this account?", ""],
             ["남은 코드는 어디 보관해야 하는지?", "이 계정 두 번째 owner가 누구인지?", ""])
    mc, le, ak = place(ko, intro, L(ko, "Remaining codes:\n", "남은 코드:\n") + block if sep == "\n" else block, les, ask,
                       L(ko, "Codes:", "코드:"))
    return cat, mc, le, ak, codes


def g_totp(ko):
    seed = rs(R.choice([16, 32]), B32)
    acct = pick(["admin@acme.io", "ops-shared", "root", "billing@hanbit.co.kr", "deploy-bot"])
    issuer = pick(["AWS", "GitHub", "Acme VPN", "Cloudflare", "Naver Works", "Okta", "Toss Payments 상점관리자"])
    k = R.randint(0, 3)
    if k == 0:
        val = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (pct(issuer), acct, seed, pct(issuer))
        cat = "TOTP: otpauth URI"
    elif k == 1:
        val = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        snip = L(ko, "2FA setup key for %s (%s): %s" % (issuer, acct, val), "%s (%s) 2FA 설정 키: %s" % (issuer, acct, val))
        cat = "TOTP: spaced setup key"
    elif k == 2:
        val = seed
        snip = "MFA_TOTP_SECRET=%s  # %s %s" % (seed, issuer, acct)
        cat = "TOTP: seed in env"
    else:
        val = seed
        snip = "oathtool --totp -b %s" % seed
        cat = "TOTP: oathtool"
    intro = L(ko, ["The e2e login test needs a TOTP code for the shared account.", "Shared MFA for %s lives only on one phone." % issuer,
                   "Automating the admin login in the smoke test:"],
              ["e2e 로그인 테스트에 공용 계정 TOTP 코드가 필요함.", "%s 공용 MFA가 폰 한 대에만 있음." % issuer, "smoke test에서 관리자 로그인 자동화:"])
    les = L(ko, ["Clock skew over 30s breaks the code; sync NTP on the runner.", "Generate the code at runtime from the seed."],
             ["시계가 30초 이상 틀어지면 코드가 안 맞음. runner NTP 동기화할 것.", "seed로 런타임에 코드를 생성하면 됨."])
    ask = L(ko, ["Can we get a dedicated service account without MFA for CI?", ""], ["CI용으로 MFA 없는 서비스 계정 받을 수 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Seed:", "seed:"))
    return cat, mc, le, ak, [val]


def g_pem(ko):
    k = R.randint(0, 7)
    svc, env = _svc_env(ko)
    if k == 0:
        lines = ec_private_pem_lines()
        snip = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
        cat = "private key: SEC1 EC PEM"
    elif k == 1:
        lines = pkcs8_ec_lines()
        kid = rs(10, UAN)
        snip = "# AuthKey_%s.p8 (APNs, Key ID %s, Team ID %s)\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (kid, kid, rs(10, UAN), "\n".join(lines))
        cat = "private key: Apple .p8 PKCS#8 EC"
    elif k == 2:
        lines = ed25519_pkcs8_line()
        snip = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
        cat = "private key: Ed25519 PKCS#8"
    elif k == 3:
        lines, _pub = openssh_ed25519(pick(["deploy@ci", "jkim@macbook", "github-actions", "ubuntu@bastion"]))
        snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
        cat = "private key: OpenSSH ed25519"
    elif k == 4:
        lines = rsa_pkcs8_partial_lines(R.randint(3, 6))
        snip = "-----BEGIN PRIVATE KEY-----\n%s\n... (truncated)" % "\n".join(lines)
        cat = "private key: truncated RSA PKCS#8"
    elif k == 5:
        lines = rsa_pkcs8_partial_lines(R.randint(3, 5))
        sa = "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "deployer", "firebase-adminsdk-x7k2p"]), pick(["acme-prod", "hanbit-data-381204"]))
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n"
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s...",\n  "client_email": "%s"\n}'
                % (sa.split("@")[1].split(".")[0], rs(40, HX), pk, sa))
        cat = "private key: GCP service-account JSON (truncated)"
    elif k == 6:
        lines = pkcs8_ec_lines()
        snip = 'JWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----"' % "\\n".join(lines)
        cat = "private key: PEM in env var with \\n escapes"
    else:
        lines = ec_private_pem_lines()
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    -----BEGIN EC PRIVATE KEY-----\n%s\n    -----END EC PRIVATE KEY-----"
                % (svc, "\n".join("    " + x for x in lines)))
        cat = "private key: k8s TLS secret"
    intro = L(ko, ["The signing step of %s needed a key that was not in CI." % svc, "Found the key %s uses for token signing:" % svc,
                   "Pasting the key from the old server so the migration can continue:", "Push notifications in %s stopped; the key file:" % env,
                   "SSH access to the %s bastion for the deploy script:" % env],
              ["%s 서명 단계에 필요한 키가 CI에 없었음." % svc, "%s{이가} 토큰 서명에 쓰는 키 찾음:" % svc, "마이그레이션 계속하려고 예전 서버의 키 붙여둠:",
               "%s 푸시 알림이 멈춤. 키 파일:" % env, "배포 스크립트용 %s bastion SSH 접근:" % env])
    les = L(ko, ["The key must be PKCS#8; the library rejects SEC1 silently.", "File permissions must be 600 or ssh refuses it.",
                 "Newlines get mangled when the key is pasted into the CI variable UI."],
             ["키는 PKCS#8이어야 함. SEC1이면 라이브러리가 조용히 거부함.", "권한이 600 아니면 ssh가 거부함.", "CI variable UI에 붙여넣으면 줄바꿈이 깨짐."])
    ask = L(ko, ["Who can issue a new key so this one can be revoked?", "Is this key also used by another service?", ""],
             ["이 키 폐기할 수 있게 새 키 누가 발급해줄 수 있는지?", "다른 서비스도 이 키 쓰는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Key:", "키:"))
    return cat, mc, le, ak, lines


def g_keyfile_misc(ko):
    k = R.randint(0, 4)
    if k == 0:
        d = b64u(rbytes(32))
        snip = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(8, LAN), "use": "sig", "x": b64u(rbytes(32)),
                           "y": b64u(rbytes(32)), "d": d}, indent=1)
        cands, cat = [d], "private key: JWK with d"
    elif k == 1:
        priv, psk = wg_key(), wg_key()
        snip = ("[Interface]\nAddress = 10.8.0.%d/32\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8"
                % (R.randint(2, 200), priv, wg_key(), psk))
        cands, cat = [priv, psk], "private key: WireGuard PrivateKey + PresharedKey"
    elif k == 2:
        sk = "AGE-SECRET-KEY-1" + rs(58, BECH.upper())
        snip = "# created: %s\n# public key: age1%s\n%s" % (ts_iso(), bech32ish(58), sk)
        cands, cat = [sk], "private key: age identity"
    elif k == 3:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(ec_private_pem_lines()) + "\n-----END EC PRIVATE KEY-----\n"
        blob = b64e(pem.encode())
        snip = ("users:\n- name: ci-deployer\n  user:\n    client-certificate: /home/ci/.kube/ci-deployer.crt\n    client-key-data: %s" % blob)
        cands, cat = [blob], "private key: kubeconfig client-key-data"
    else:
        lines = wrap(b64e(rbytes(48)), 64)
        snip = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-%s\nPublic-Lines: 2\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
                % (digits(8), "\n".join(wrap(b64e(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)), 64)), "\n".join(lines), rs(64, HX)))
        cands, cat = lines, "private key: PuTTY .ppk private lines"
    intro = L(ko, ["Setting up the new laptop for on-call; these came from the old one.", "The VPN/cluster config the previous engineer left:",
                   "Needed this to decrypt the staging secrets bundle:", "Reproducing the token verification failure locally:"],
              ["온콜용 새 노트북 세팅. 예전 노트북에서 가져온 것:", "이전 담당자가 남긴 VPN/클러스터 설정:", "staging secret 번들 복호화에 필요했음:",
               "토큰 검증 실패를 로컬에서 재현하는 중:"])
    les = L(ko, ["Public halves can be shared; the private parts must not leave the machine.", "Regenerate per device instead of copying."],
             ["public 쪽은 공유해도 되지만 private 부분은 기기 밖으로 나가면 안 됨.", "복사하지 말고 기기별로 새로 생성할 것."])
    ask = L(ko, ["Should each engineer have their own key?", ""], ["엔지니어별로 키를 따로 둬야 하는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "File:", "파일:"))
    return cat, mc, le, ak, cands


def g_app_secret(ko):
    k = R.randint(0, 13)
    if k == 0:
        v = rs(50, LAN + "!@#%^&*(-_=+)")
        line, cat = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif k == 1:
        v = rs(128, HX)
        line, cat = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
    elif k == 2:
        v = "base64:" + b64e(rbytes(32))
        line, cat = "APP_KEY=%s" % v, "Laravel APP_KEY"
    elif k == 3:
        v = b64e(rbytes(32))
        line, cat = "NEXTAUTH_SECRET=%s" % v, "NextAuth secret"
    elif k == 4:
        v = pick([rs(64, HX), rs(R.randint(20, 40), AN), pw_human()])
        line, cat = pick(["JWT_SECRET=%s", "jwt:\n  secret: \"%s\"", "app.jwt.secret=%s"]) % v, "JWT HMAC secret"
    elif k == 5:
        v = rs(32, HX)
        line, cat = "APP_SECRET=%s" % v, "Symfony APP_SECRET"
    elif k == 6:
        v = b64u(rbytes(32)) + "="
        line, cat = "[core]\nfernet_key = %s" % v, "Airflow fernet_key"
    elif k == 7:
        v1, v2 = rs(128, HXU), rs(64, HXU)
        line = '<machineKey validationKey="%s"\n  decryptionKey="%s" validation="HMACSHA256" decryption="AES" />' % (v1, v2)
        return _app_secret_wrap(ko, line, ".NET machineKey", [v1, v2])
    elif k == 8:
        v = rs(32, HX)
        line, cat = "$ cat config/master.key\n%s" % v, "Rails master.key"
    elif k == 9:
        v = rs(64, B64)
        line, cat = "config :app, AppWeb.Endpoint,\n  secret_key_base: \"%s\"" % v, "Phoenix secret_key_base"
    elif k == 10:
        v = pw_any()
        line, cat = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v.replace("'", ""), "express-session secret"
        v = v.replace("'", "")
    elif k == 11:
        v = rs(64, HX)
        line, cat = "WEBHOOK_SIGNING_SECRET=%s  # HMAC-SHA256 for partner callbacks" % v, "webhook HMAC signing secret"
    elif k == 12:
        v = b64e(rbytes(32))
        line, cat = "ENCRYPTION_KEY=%s  # AES-256-GCM for PII columns" % v, "data encryption key"
    else:
        v = rs(43, B64U)
        line, cat = "COOKIE_SIGNING_KEYS=%s,%s" % (v, rs(43, B64U)), "cookie signing keys (two)"
        v2 = line.split(",")[1]
        return _app_secret_wrap(ko, line, cat, [v, v2])
    if len(v) < 8:
        return g_app_secret(ko)
    return _app_secret_wrap(ko, line, cat, [v])


def _app_secret_wrap(ko, line, cat, cands):
    svc, env = _svc_env(ko)
    intro = L(ko, ["All %s sessions were invalidated after the deploy; the signing secret differed between replicas." % svc,
                   "Users of %s got logged out every few minutes in %s." % (svc, env),
                   "Webhook signatures from partners stopped verifying in %s." % svc,
                   "The %s value in %s, for comparison with the new cluster:" % (cat, env)],
              ["배포 후 %s 세션이 전부 풀림. replica마다 signing secret이 달랐음." % svc, "%s %s에서 몇 분마다 로그아웃되는 문제." % (env, svc),
               "%s에서 파트너 webhook 서명 검증이 안 됨." % svc, "새 클러스터와 비교용 %s의 %s 값:" % (env, cat)])
    les = L(ko, ["All replicas must share the same secret; generate it once and inject it.", "Rotating it invalidates every existing session and token.",
                 "Keep the old key in the verification list during rotation."],
             ["replica 전부 같은 secret을 써야 함. 한 번 생성해서 주입할 것.", "바꾸면 기존 세션/토큰 전부 무효화됨.", "rotation 동안 예전 키도 검증 목록에 남겨둘 것."])
    ask = L(ko, ["Where is this generated and who owns it?", "Can we rotate this without logging everyone out?", ""],
             ["이거 어디서 생성되고 누가 관리하는지?", "전체 로그아웃 없이 rotate 가능한지?", ""])
    mc, le, ak = place(ko, intro, line, les, ask, L(ko, "Current value:", "현재 값:"))
    return "app secret: " + cat, mc, le, ak, cands


def g_cookie(ko):
    k = R.randint(0, 7)
    noise = "_ga=GA1.1.%s.%s; _gid=GA1.2.%s.%s" % (digits(9), digits(10), digits(9), digits(10))
    if k == 0:
        v = "s%3A" + rs(32, B64U) + "." + pct(b64e(rbytes(32)).rstrip("="))
        name = "connect.sid"
    elif k == 1:
        v, name = rs(26, LAN), "PHPSESSID"
    elif k == 2:
        v, name = rs(32, HXU), "JSESSIONID"
    elif k == 3:
        v = pct(b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": rs(64, HX), "tag": ""}, separators=(",", ":")).encode()))
        name = "laravel_session"
    elif k == 4:
        v, name = rs(32, LAN), "sessionid"
    elif k == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(rbytes(12)) + "." + b64u(rbytes(R.randint(180, 300))) + "." + b64u(rbytes(16))
        name = "__Secure-next-auth.session-token"
    elif k == 6:
        v, name = rs(43, B64U), "__Host-session"
    else:
        v, name = b64e(rbytes(60)).rstrip("=") + "--" + rs(40, HX), "_shop_session"
    form = R.randint(0, 3)
    host = pick(["admin.acme.io", "staging.hanbit.co.kr", "app.mirae.dev", "partner.acme.io"])
    if form == 0:
        snip = "curl 'https://%s/api/orders/export?from=2025-03-01' \\\n  -H 'Cookie: %s; %s=%s' \\\n  --compressed" % (host, noise, name, v)
    elif form == 1:
        snip = "GET /admin/users?page=2 HTTP/1.1\nHost: %s\nCookie: %s=%s; %s\nX-Requested-With: XMLHttpRequest" % (host, name, v, noise)
    elif form == 2:
        snip = "< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, v)
    else:
        snip = "document.cookie → \"%s; %s=%s\"" % (noise, name, v)
    intro = L(ko, ["Reproduced the admin export bug by replaying the browser request (copied as cURL from DevTools):",
                   "The session of the QA user that hits the bug:", "Login flow returns 302 loop on %s; captured the response:" % host,
                   "Needed an authenticated request to test the CSV export endpoint."],
              ["DevTools에서 cURL로 복사해서 관리자 export 버그 재현함:", "버그 나는 QA 유저 세션:", "%s 로그인 302 루프. 응답 캡처:" % host,
               "CSV export 엔드포인트 테스트하려고 인증된 요청이 필요했음."])
    les = L(ko, ["The session cookie is HttpOnly, so the fetch in the test has to go through the proxy.", "Sessions expire after 30 minutes idle.",
                 "Copy-as-cURL includes the live session; log out afterwards to kill it."],
             ["세션 쿠키가 HttpOnly라 테스트의 fetch는 proxy를 거쳐야 함.", "세션은 30분 idle이면 만료됨.", "Copy as cURL에는 살아있는 세션이 들어감. 끝나고 로그아웃해서 끊을 것."])
    ask = L(ko, ["Is there a test user with an API token instead of a browser session?", ""], ["브라우저 세션 말고 API 토큰 있는 테스트 유저가 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Request:", "요청:"))
    return "session cookie: " + name, mc, le, ak, [v]


def _amz_date():
    return "2025%02d%02d" % (R.randint(1, 12), R.randint(1, 28))


def g_signed_url(ko):
    k = R.randint(0, 4)
    bucket = pick(["acme-prod-exports", "hanbit-invoices", "mirae-media-origin", "acme-ml-datasets"])
    objk = pick(["reports/2025/03/settlement.csv", "invoices/INV-20250311-0042.pdf", "uploads/u_9812/avatar.png", "datasets/train-00001.parquet"])
    if k == 0:
        akid, sig, d = "AKIA" + rs(16, UAN), rs(64, HX), _amz_date()
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, objk, akid, d, d, R.randint(0, 23), R.randint(0, 59), sig)
        cands, cat = [akid, sig], "signed URL: S3 presigned (AKIA)"
    elif k == 1:
        akid, sig, d = "ASIA" + rs(16, UAN), rs(64, HX), _amz_date()
        tok = pct("IQoJb3JpZ2luX2Vj" + rs(R.randint(180, 260), B64))
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT010203Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, objk, akid, d, d, tok, sig)
        cands, cat = [akid, tok, sig], "signed URL: S3 presigned with session token"
    elif k == 2:
        sig = rs(512, HX)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (bucket, objk, _amz_date(), _amz_date(), sig)
        cands, cat = [sig], "signed URL: GCS V4 signature"
    elif k == 3:
        sig = pct(b64e(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/exports/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (bucket.replace("-", ""), objk, R.randint(4, 12), R.randint(1, 28), sig))
        cands, cat = [sig], "signed URL: Azure SAS sig"
    else:
        sig = rs(R.randint(170, 172), AN + "-~_")
        pol = b64e(json.dumps({"Statement": [{"Resource": "https://d1%s.cloudfront.net/%s" % (rs(12, LAN), objk), "Condition": {"DateLessThan": {"AWS:EpochTime": epoch()}}}]}).encode()).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://d1%s.cloudfront.net/%s?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (rs(12, LAN), objk, pol[:120], sig, rs(13, UAN))
        cands, cat = [sig], "signed URL: CloudFront signature"
    intro = L(ko, ["Customer support needed the export file, so I generated a download link:", "The link the batch job posted to Slack:",
                   "Sharing the file with the partner; link valid for a week:", "This URL shows up in the access log of the CDN:"],
              ["CS팀이 export 파일이 필요해서 다운로드 링크 생성함:", "batch job이 Slack에 올린 링크:", "파트너에게 파일 공유, 링크는 일주일 유효:",
               "CDN access log에 찍힌 URL:"])
    les = L(ko, ["Presigned links work for anyone holding them until expiry; keep Expires short.", "Links signed with temporary credentials die when the role session ends.",
                 "Signature mismatch usually means the Content-Type header differs from what was signed."],
             ["presigned 링크는 만료 전까지 가진 사람 누구나 쓸 수 있음. Expires 짧게.", "임시 credential로 서명한 링크는 role 세션 끝나면 같이 죽음.",
              "SignatureDoesNotMatch는 대부분 Content-Type 헤더가 서명 때와 달라서임."])
    ask = L(ko, ["Can the link be revoked before it expires?", ""], ["만료 전에 링크를 무효화할 수 있는지?", ""])
    mc, le, ak = place(ko, intro, url, les, ask, L(ko, "Link:", "링크:"))
    return cat, mc, le, ak, cands


def g_basic(ko):
    user, pw = pick(USERS + ["ci-bot", "jenkins", "deploy"]), pw_any()
    blob = b64e(("%s:%s" % (user, pw)).encode())
    k = R.randint(0, 9)
    cands = [blob]
    if k == 0:
        snip, cat = "curl -H 'Authorization: Basic %s' https://%s/api/json" % (blob, pick(["jenkins.corp.local", "nexus.acme.io/service/rest/v1/status"])), "Basic header in curl"
    elif k == 1:
        snip, cat = '%s - - [%s] "GET /metrics HTTP/1.1" 200 ... headers={"authorization": "Basic %s"}' % (ip4(), ts_log(), blob), "Basic header in access log"
    elif k == 2:
        snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(["registry.acme.io", "https://index.docker.io/v1/", "harbor.corp.local", "kr.ncr.ntruss.com"]), blob)
        cat = "docker config.json auth"
    elif k == 3:
        snip, cat = "registry=https://nexus.acme.io/repository/npm-group/\n_auth=%s\nalways-auth=true" % blob, ".npmrc _auth"
    elif k == 4:
        pw = pw.replace(" ", "")
        snip, cat = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.corp.local", "nexus.acme.io"]), user, pw), ".netrc"
        cands = [pw]
    elif k == 5:
        snip, cat = 'location /internal/ {\n    proxy_pass http://backend;\n    proxy_set_header Authorization "Basic %s";\n}' % blob, "nginx proxy_set_header Basic"
    elif k == 6:
        pe = pct(pw)
        snip, cat = "[global]\nindex-url = https://%s:%s@nexus.acme.io/repository/pypi-group/simple" % (user, pe), "pip.conf index-url credentials"
        cands = [pe]
    elif k == 7:
        pw2 = pw.replace("<", "").replace("&", "")
        snip = "<server>\n  <id>acme-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (user, pw2)
        cat, cands = "Maven settings.xml server password", [pw2]
    elif k == 8:
        snip = '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % (rs(40, HX))
        cands, cat = [snip.split('"password": "')[1].split('"')[0]], "composer auth.json http-basic"
    else:
        pw2 = pw.replace("'", "")
        snip = "helm repo add acme https://charts.acme.io --username %s --password '%s'" % (user, pw2)
        cands, cat = [pw2], "helm repo add --password"
    if any(len(c) < 8 for c in cands):
        return g_basic(ko)
    intro = L(ko, ["Builds started failing to pull from the private registry after the password change.", "How the job authenticates to the artifact server:",
                   "Found this while debugging 401s from the internal proxy:", "Setting up the new build agent; copied from the old agent's home dir:"],
              ["비번 변경 이후 private registry pull이 실패하기 시작함.", "job이 artifact 서버에 인증하는 방식:", "내부 proxy 401 디버깅하다 발견:",
               "새 빌드 에이전트 세팅, 예전 에이전트 홈 디렉토리에서 복사함:"])
    les = L(ko, ["Base64 is not encryption; this header is the password.", "The agent caches credentials; run logout before switching accounts.",
                 "Use a token scoped to read-only for pulls."],
             ["base64는 암호화가 아님. 이 헤더가 곧 비밀번호.", "에이전트가 credential을 캐시함. 계정 바꾸기 전에 logout 할 것.", "pull은 read-only 토큰으로 할 것."])
    ask = L(ko, ["Is there a robot account for CI?", "Who resets the registry password?", ""], ["CI용 robot 계정이 있는지?", "registry 비번은 누가 리셋하는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Config:", "설정:"))
    return "basic auth: " + cat, mc, le, ak, cands


def g_bearer(ko):
    k = R.randint(0, 5)
    if k == 0:
        tok = jwt({"sub": uuid4(), "email": "%s@acme.io" % pick(NAMES), "role": pick(["admin", "user", "ops"]), "iat": epoch(), "exp": epoch() + 3600},
                  alg=pick(["HS256", "RS256"]), sig_bytes=pick([32, 64]), kid=rs(8, LAN) if chance(0.4) else None)
        snip = "curl -s https://api.%s/v2/me -H 'Authorization: Bearer %s'" % (pick(["acme.io", "hanbit.co.kr"]), tok)
        cands, cat = [tok], "bearer JWT in curl"
    elif k == 1:
        at, rt = "ya29." + rs(R.randint(150, 200), B64U), "1//0" + rs(R.randint(90, 100), B64U)
        snip = json.dumps({"access_token": at, "expires_in": 3599, "refresh_token": rt, "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}, indent=1)
        cands, cat = [at, rt], "Google OAuth token response (ya29 + 1//)"
    elif k == 2:
        at, rt = rs(54, B64U), rs(54, B64U)
        snip = json.dumps({"token_type": "bearer", "access_token": at, "expires_in": 21599, "refresh_token": rt, "refresh_token_expires_in": 5183999, "scope": "profile_nickname account_email"}, indent=1)
        cands, cat = [at, rt], "Kakao OAuth token response"
    elif k == 3:
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", sig_bytes=128)
        snip = "kubectl --server=https://%s:6443 --token=%s get pods -A" % (ip4(), tok)
        cands, cat = [tok], "k8s service-account token"
    elif k == 4:
        tok = "%s.%s" % (rs(6, LAN), rs(16, LAN))
        snip = "kubeadm join %s:6443 --token %s \\\n  --discovery-token-ca-cert-hash sha256:%s" % (ip4(), tok, rs(64, HX))
        cands, cat = [tok], "kubeadm bootstrap token"
    else:
        at, rt = rs(R.randint(60, 90), B64U), rs(R.randint(60, 90), B64U)
        snip = "%s DEBUG oauth2: token refreshed access_token=%s refresh_token=%s expires_in=3600" % (ts_log(), at, rt)
        cands, cat = [at, rt], "opaque OAuth tokens in debug log"
    if k in (3, 4):
        intro = L(ko, ["Joining the new node to the cluster:", "CI deploys to the cluster with this command:", "How the old deploy script talks to the cluster:"],
                  ["새 노드 클러스터 join:", "CI가 이 명령으로 클러스터에 배포함:", "예전 배포 스크립트가 클러스터에 붙는 방식:"])
    else:
        intro = L(ko, ["Debugging why the mobile app gets 401 after exactly one hour:", "Needed to call the API as the affected user to reproduce the bug:",
                       "Token refresh was not persisted; this is what the server returned:"],
                  ["모바일 앱이 정확히 1시간 뒤 401 받는 이유 디버깅:", "버그 재현하려고 해당 유저로 API 호출이 필요했음:", "token refresh 결과가 저장이 안 됐음. 서버 응답:"])
    les = L(ko, ["The refresh token is single use; storing the old one causes invalid_grant.", "Access tokens are valid for 1h, refresh tokens for 60 days.",
                 "Don't log the token response at DEBUG in prod."],
             ["refresh token은 1회용이라 예전 걸 저장하면 invalid_grant 남.", "access token은 1시간, refresh token은 60일 유효.", "운영에서는 token 응답을 DEBUG로 로그 남기지 말 것."])
    ask = L(ko, ["Can we get a long-lived test token instead?", ""], ["대신 장기 테스트 토큰 받을 수 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Captured:", "캡처:"))
    return "token: " + cat, mc, le, ak, cands


def g_infra_pw(ko):
    pw = pw_any()
    pwq = pw.replace('"', "").replace("'", "").replace(" ", "-")
    k = R.randint(0, 15)
    if k == 0:
        snip, cat = "# /etc/redis/redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pwq, "redis.conf requirepass"
    elif k == 1:
        snip, cat = "default_user = admin\ndefault_pass = %s\nlisteners.tcp.default = 5672" % pwq, "rabbitmq.conf default_pass"
    elif k == 2:
        snip, cat = "[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = %s" % (pwq, "${GF_SECRET_KEY}"), "grafana.ini admin_password"
    elif k == 3:
        snip, cat = "  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_DATABASE: shop" % pwq, "compose MYSQL_ROOT_PASSWORD"
    elif k == 4:
        snip, cat = "docker run -d --name keycloak -p 8080:8080 -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD='%s' quay.io/keycloak/keycloak:25.0 start-dev" % pwq, "docker run -e KEYCLOAK_ADMIN_PASSWORD"
    elif k == 5:
        snip, cat = ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";'
                     % (rs(16, UAN), pwq)), "Kafka JAAS password"
    elif k == 6:
        snip, cat = "ldap:\n  url: ldaps://ldap.corp.local:636\n  bindDn: cn=svc-gitlab,ou=service,dc=corp,dc=local\n  bindPassword: \"%s\"" % pwq, "LDAP bind password"
    elif k == 7:
        snip, cat = "spring.mail.host=smtp.gmail.com\nspring.mail.port=587\nspring.mail.username=noreply@acme.io\nspring.mail.password=%s" % pwq, "SMTP password"
    elif k == 8:
        snip, cat = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (pick(["ACME-IoT", "factory-line-2", "hanbit_iot"]), pwq), "wpa_supplicant psk"
    elif k == 9:
        snip, cat = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % (ip4(), ip4(), pwq), "IPsec pre-shared key"
    elif k == 10:
        snip, cat = "snmp-server community %s RO\nsnmp-server location IDC-Gasan-3F" % pwq, "SNMP community string"
    elif k == 11:
        snip, cat = "client 10.0.0.0/16 {\n    secret = %s\n    shortname = office-ap\n}" % pwq, "RADIUS shared secret"
    elif k == 12:
        snip, cat = '"%s" "%s"\n"readonly" "%s"' % (pick(USERS), pwq, "md5" + rs(32, HX)), "pgbouncer userlist.txt plaintext"
    elif k == 13:
        snip, cat = "export AIRFLOW_CONN_WAREHOUSE='postgres://etl:%s@warehouse.internal:5432/dw'" % pct(pwq), "Airflow connection env"
        pwq = pct(pwq)
    elif k == 14:
        snip, cat = "ELASTIC_PASSWORD=%s\nKIBANA_PASSWORD=%s" % (pwq, "${KIBANA_PASSWORD}"), "Elasticsearch ELASTIC_PASSWORD"
    else:
        snip, cat = "neighbor %s password %s\nneighbor %s remote-as 65010" % (ip4(), pwq, ip4()), "BGP neighbor MD5 password"
    if len(pwq) < 8:
        return g_infra_pw(ko)
    svc, env = _svc_env(ko)
    intro = L(ko, ["Rebuilt the %s box and had to recover its config from the backup:" % env, "The service came up but clients could not authenticate.",
                   "Comparing the old and new infra config for the %s migration:" % svc, "Onsite install notes, for whoever does the next site:"],
              ["%s 장비 재구축하면서 백업에서 설정 복구:" % env, "서비스는 떴는데 클라이언트 인증이 안 됨.", "%s 마이그레이션용 구/신 인프라 설정 비교:" % svc,
               "현장 설치 메모, 다음 현장 작업자를 위해:"])
    les = L(ko, ["The config file is world-readable on that host; fix permissions.", "Changing it requires restarting every client too.",
                 "The value must match on both ends or the session just flaps."],
             ["그 호스트에서 설정 파일이 world-readable임. 권한 수정 필요.", "바꾸면 클라이언트도 전부 재시작해야 함.", "양쪽 값이 같아야 함. 아니면 세션이 계속 끊겼다 붙었다 함."])
    ask = L(ko, ["Is this value also used at the other sites?", "Should this be templated from Vault?", ""],
             ["다른 사이트에서도 이 값 쓰는지?", "Vault에서 템플릿으로 넣어야 하는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Config:", "설정:"))
    return "infra config: " + cat, mc, le, ak, [pwq]


def g_k8s_b64(ko):
    user, pw = pick(USERS), pw_any()
    bu, bp = b64e(user.encode()), b64e(pw.encode())
    k = R.randint(0, 2)
    if k < 2:
        host_b = b64e(pick(HOSTS).encode())
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  DB_HOST: %s\n  DB_USER: %s\n  DB_PASSWORD: %s"
                % (pick(SVCS), host_b, bu, bp))
        cands, cat = [bp], "k8s Secret data (base64 password)"
        if k == 1:
            tok = b64e(("sk_live_51" + rs(97)).encode())
            snip += "\n  STRIPE_SECRET_KEY: %s" % tok
            cands.append(tok)
            cat = "k8s Secret data (base64 password + API key)"
    else:
        auth = b64e(("%s:%s" % (user, pw)).encode())
        cfg = json.dumps({"auths": {"registry.acme.io": {"username": user, "password": pw, "auth": auth}}}, separators=(",", ":"))
        blob = b64e(cfg.encode())
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % blob)
        cands, cat = [blob], "k8s dockerconfigjson (base64)"
    intro = L(ko, ["`kubectl get secret -o yaml` output from the old cluster, needed for the migration:", "The pods crash-loop with auth errors; the secret they mount:",
                   "Comparing the secret between namespaces:"],
              ["마이그레이션 때문에 예전 클러스터에서 `kubectl get secret -o yaml` 한 결과:", "pod가 인증 에러로 crash loop. 마운트하는 secret:", "namespace 간 secret 비교:"])
    les = L(ko, ["Values under data: are only base64, anyone with read access to the namespace can decode them.", "A trailing newline in the base64 value breaks the password."],
             ["data: 아래 값은 base64일 뿐이라 namespace read 권한 있으면 누구나 디코딩 가능.", "base64 값 끝에 개행이 들어가면 비밀번호가 깨짐."])
    ask = L(ko, ["Should we move to External Secrets?", ""], ["External Secrets로 옮겨야 하는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Manifest:", "manifest:"))
    return cat, mc, le, ak, cands


def g_multi_env(ko):
    picks = []
    pool = [v for v in VENDORS if all(f in (True, False) for _, _, f in v["parts"])]
    while len(picks) < R.randint(3, 5):
        v = pick(pool)
        if v not in picks:
            picks.append(v)
    pairs, cands = [], []
    for v in picks:
        inst = instantiate(v)
        pairs += [p for p in inst["pairs"] if p[1] in inst["cands"] or chance(0.3)]
        cands += inst["cands"]
    if chance(0.5):
        pw = pw_urlsafe()
        pairs.insert(0, ("DATABASE_URL", "postgres://app:%s@%s:5432/app" % (pw, pick(HOSTS))))
        cands.append(pw)
    pairs = mix(pairs, R.randint(1, 3))
    cname, fn = pick([("env", c_env), ("env", c_env), ("compose", c_compose), ("k8s", c_k8s), ("yaml", c_yaml), ("json", c_json)])
    snip, fname = fn(pairs, ko)
    svc, env = _svc_env(ko)
    intro = L(ko, ["Setting up %s locally; the README is outdated. The %s I ended up with:" % (svc, fname),
                   "%s needs more integrations than documented. Full %s from the %s box:" % (svc, fname, env),
                   "Copying the %s config to the new region. Source:" % env],
              ["%s 로컬 세팅. README가 오래됨. 최종 %s:" % (svc, fname), "%s{은는} 문서보다 연동이 많음. %s 서버의 %s 전체:" % (svc, env, fname),
               "%s 설정을 새 리전으로 복사 중. 원본:" % env])
    les = L(ko, ["Every integration fails lazily, so the app boots even with wrong keys; run `make check-integrations`.", "Keep this file out of the image; mount it at runtime."],
             ["연동은 전부 lazy하게 실패해서 키가 틀려도 앱은 뜸. `make check-integrations` 돌려볼 것.", "이 파일은 이미지에 넣지 말고 런타임에 마운트할 것."])
    ask = L(ko, ["Which of these are shared with other services?", "Is there a .env.example kept in sync?", ""],
             ["이 중에 다른 서비스랑 공유하는 게 뭔지?", "동기화되는 .env.example이 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "File:", "파일:"))
    return "multi-provider %s: %s" % (cname, " + ".join(v["name"] for v in picks)), mc, le, ak, cands


def g_split(ko):
    k = R.randint(0, 3)
    svc, env = _svc_env(ko)
    if k == 0:
        akid, sk = "AKIA" + rs(16, UAN), rs(40, AN + "/+")
        mc = L(ko, "The %s uploader uses IAM user %s-uploader, access key id %s." % (svc, svc, akid),
               "%s 업로더는 IAM 유저 %s-uploader 사용, access key id는 %s." % (svc, svc, akid))
        le = L(ko, "Secret for that key (from the old wiki page): %s" % sk, "그 키의 secret (예전 위키 페이지에서): %s" % sk)
        ak = L(ko, "Can this user be replaced by an IRSA role?", "이 유저를 IRSA role로 대체할 수 있는지?")
        return "split across fields: AWS key id / secret [AWS]", mc, le, ak, [akid, sk]
    if k == 1:
        user, pw = pick(USERS), pw_any()
        mc = L(ko, "Admin panel of %s (%s) uses a local account: %s." % (svc, env, user), "%s(%s) 관리자 패널은 로컬 계정 사용: %s." % (svc, env, user))
        le = L(ko, "Its password is %s and it is shared with QA." % pw, "비번은 %s 이고 QA랑 같이 씀." % pw)
        ak = L(ko, "Should %s be rotated now that the contractor left?" % pw, "외주 끝났으니 %s 바꿔야 하는지?" % pw)
        return "split across fields: user / password repeated", mc, le, ak, [pw]
    if k == 2:
        cid, cs = rs(20, AN), "GOCSPX-" + rs(28, B64U)
        mc = L(ko, "Google login in %s broke; OAuth client %s.apps.googleusercontent.com had its secret reset." % (env, digits(12) + "-" + rs(32, LAN)),
               "%s 구글 로그인 깨짐. OAuth client %s.apps.googleusercontent.com secret이 리셋됐었음." % (env, digits(12) + "-" + rs(32, LAN)))
        le = L(ko, "New secret: %s - update both web and admin." % cs, "새 secret: %s — web이랑 admin 둘 다 바꿔야 함." % cs)
        return "split across fields: OAuth client id / secret [Google OAuth]", mc, le, "", [cs]
    tok = "ghp_" + rs(36)
    mc = L(ko, "Release workflow of %s pushes tags with a PAT stored as RELEASE_TOKEN." % svc, "%s 릴리즈 워크플로는 RELEASE_TOKEN으로 저장된 PAT로 태그를 push 함." % svc)
    le = L(ko, "The PAT belongs to a former employee; value was %s." % tok, "그 PAT는 퇴사자 소유였음. 값은 %s." % tok)
    ak = L(ko, "Who can revoke %s and create a GitHub App instead?" % tok, "%s 폐기하고 GitHub App으로 바꿀 수 있는 사람?" % tok)
    return "split across fields: PAT repeated in lesson and ask [GitHub]", mc, le, ak, [tok]


def g_git_remote(ko):
    k = R.randint(0, 4)
    if k == 0:
        tok = "glpat-" + rs(20, B64U)
        url = "https://oauth2:%s@gitlab.%s/%s/%s.git" % (tok, pick(["com", "hanbit.co.kr"]), pick(["platform", "mobile"]), pick(SVCS))
    elif k == 1:
        tok = "ghs_" + rs(36)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, pick(SVCS))
    elif k == 2:
        tok = "ATBB" + rs(28) + rs(8, HXU)
        url = "https://%s:%s@bitbucket.org/acme/%s.git" % (pick(NAMES), tok, pick(SVCS))
    elif k == 3:
        tok = pct(pw_any())
        url = "https://%s:%s@git.corp.local/scm/%s.git" % (pick(NAMES), tok, pick(SVCS))
    else:
        tok = "ghp_" + rs(36)
        url = "https://%s@github.com/acme/%s.git" % (tok, pick(SVCS))
    form = R.randint(0, 3)
    if form == 0:
        snip = '[remote "origin"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*' % url
    elif form == 1:
        snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif form == 2:
        snip = "$ cat ~/.git-credentials\n%s" % url.rsplit("/", 2)[0]
    else:
        snip = "git clone %s /srv/app" % url
    if len(tok) < 8:
        return g_git_remote(ko)
    intro = L(ko, ["The deploy server pulls code with credentials embedded in the remote URL.", "Why the build box can push without SSH keys:",
                   "Found while cleaning up the old deploy host:"],
              ["배포 서버가 remote URL에 credential 박아서 pull 하고 있었음.", "빌드 서버가 SSH 키 없이 push 되는 이유:", "예전 배포 호스트 정리하다 발견:"])
    les = L(ko, ["Tokens in remote URLs end up in .git/config and in CI logs; use a credential helper.", "The token is tied to one person's account."],
             ["remote URL에 토큰 넣으면 .git/config랑 CI 로그에 남음. credential helper 쓸 것.", "토큰이 개인 계정에 묶여 있음."])
    ask = L(ko, ["Can we switch this host to a deploy key?", ""], ["이 호스트를 deploy key로 바꿔도 되는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Config:", "설정:"))
    return "git remote URL with token", mc, le, ak, [tok]


def g_tfstate(ko):
    pw = pw_generated()
    snip = json.dumps({"mode": "managed", "type": pick(["aws_db_instance", "azurerm_mssql_server", "google_sql_user"]), "name": "main",
                       "instances": [{"attributes": {"identifier": "%s-db" % pick(SVCS), "username": pick(USERS), "password": pw,
                                                     "port": 5432}, "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]}]},
                      indent=1)
    intro = L(ko, ["terraform plan wanted to recreate the DB; I inspected the state file:", "The state bucket is readable by the whole dev group. Example resource:"],
              ["terraform plan이 DB를 재생성하려 해서 state 파일을 열어봄:", "state 버킷을 dev 그룹 전체가 읽을 수 있음. 예시 리소스:"])
    les = L(ko, ["sensitive = true only hides values in plan output; the state keeps them in plain text.", "Use manage_master_user_password so the password never enters state."],
             ["sensitive = true는 plan 출력에서만 숨김. state에는 평문으로 남음.", "manage_master_user_password 쓰면 비번이 state에 안 들어감."])
    mc, le, ak = place(ko, intro, snip, les, L(ko, ["Who can tighten the bucket policy?", ""], ["버킷 정책 누가 좁힐 수 있는지?", ""]), L(ko, "State excerpt:", "state 일부:"))
    return "terraform state with password", mc, le, ak, [pw]


def g_aws_session(ko):
    akid, sk = "ASIA" + rs(16, UAN), rs(40, AN + "/+")
    tok = "IQoJb3JpZ2luX2Vj" + rs(R.randint(280, 560), B64)
    k = R.randint(0, 2)
    if k == 0:
        snip = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (pick(["default", "prod-admin", "sso-dev"]), akid, sk, tok)
    elif k == 1:
        snip = 'export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s' % (akid, sk, tok)
    else:
        snip = json.dumps({"Credentials": {"AccessKeyId": akid, "SecretAccessKey": sk, "SessionToken": tok, "Expiration": ts_iso()}}, indent=1)
    intro = L(ko, ["Assumed the deploy role by hand to finish the stuck release:", "Credentials printed by `aws sts assume-role`:", "The cron on the bastion exported these:"],
              ["멈춘 릴리즈 마무리하려고 deploy role을 수동으로 assume 함:", "`aws sts assume-role` 출력:", "bastion cron이 export 하던 값:"])
    les = L(ko, ["Session credentials expire after 1h; re-run assume-role rather than copying them.", "All three values are needed; the session token is the long one."],
             ["세션 credential은 1시간 뒤 만료. 복사하지 말고 assume-role 다시 할 것.", "세 값이 다 필요함. session token이 긴 거."])
    mc, le, ak = place(ko, intro, snip, les, L(ko, ["Can the release job assume the role itself?", ""], ["릴리즈 job이 직접 role assume 하게 할 수 있는지?", ""]),
                       L(ko, "Values:", "값:"))
    return "AWS temporary credentials (ASIA + session token) [AWS]", mc, le, ak, [akid, sk, tok]


def g_ci_leak(ko):
    k = R.randint(0, 3)
    pw = pw_any().replace("'", "").replace(" ", "")
    if len(pw) < 8:
        pw += digits(4)
    if k == 0:
        snip = ("+ docker login -u ci-bot -p %s registry.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % pw)
        cands, cat = [pw], "CI log: docker login -p echoed by set -x"
    elif k == 1:
        tok = "npm_" + rs(36)
        snip = ("+ echo //registry.npmjs.org/:_authToken=%s\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/" % tok)
        cands, cat = [tok], "CI log: npm token echoed by set -x [npm]"
    elif k == 2:
        tok = "hvs." + rs(24, B64U)
        snip = ("$ vault login -method=userpass username=ci\nSuccess! You are now authenticated.\nKey                    Value\n---                    -----\ntoken                  %s\ntoken_duration         768h\ntoken_policies         [\"ci\" \"default\"]" % tok)
        cands, cat = [tok], "CLI output: vault login token [HashiCorp Vault]"
    else:
        tok = "sk-ant-api03-" + rs(93, B64U) + "AA"
        snip = ("Run env | sort\nANTHROPIC_API_KEY=%s\nCI=true\nGITHUB_ACTIONS=true\nHOME=/home/runner" % tok)
        cands, cat = [tok], "CI log: env dump with unmasked key [Anthropic]"
    intro = L(ko, ["The secret was not masked in the job log because it was set from a file, not from CI variables.", "Job log of the failed run:",
                   "Debug output I enabled to find the publish failure:"],
              ["파일에서 읽어서 설정한 값이라 job 로그에 마스킹이 안 됨.", "실패한 run의 job 로그:", "publish 실패 원인 찾으려고 켠 디버그 출력:"])
    les = L(ko, ["set -x prints every expanded command; turn it off around credential steps.", "Masking only works for values registered as secrets."],
             ["set -x는 확장된 명령을 전부 출력함. credential 단계 주변에서는 끌 것.", "마스킹은 secret으로 등록된 값에만 적용됨."])
    mc, le, ak = place(ko, intro, snip, les, L(ko, ["Should the old job logs be deleted?", ""], ["예전 job 로그 삭제해야 하는지?", ""]), L(ko, "Log:", "로그:"))
    return cat, mc, le, ak, cands


def g_webhook(ko):
    k = R.randint(0, 7)
    if k == 0:
        t = rs(24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UAN), rs(10, UAN), t)
        cands, cat = [t], "webhook URL: Slack incoming webhook [Slack]"
    elif k == 1:
        t = rs(68, B64U)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t)
        cands, cat = [t], "webhook URL: Discord [Discord]"
    elif k == 2:
        h, s = rs(32, HX), rs(43, B64U)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (uuid4(), uuid4(), h, uuid4(), s)
        cands, cat = [h, "V2" + s], "webhook URL: Microsoft Teams [Microsoft]"
    elif k == 3:
        key, t = "AIza" + rs(35, B64U), pct(rs(43, B64U) + "=")
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(7, B64U), key, t)
        cands, cat = [key, t], "webhook URL: Google Chat [Google]"
    elif k == 4:
        t = rs(26, LAN)
        url = "https://mattermost.corp.local/hooks/%s" % t
        cands, cat = [t], "webhook URL: Mattermost [Mattermost]"
    elif k == 5:
        t = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t
        cands, cat = [t], "webhook URL: Feishu bot [Feishu]"
    elif k == 6:
        t = rs(64, HX)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % t
        cands, cat = [t], "webhook URL: DingTalk robot [DingTalk]"
    else:
        t = rs(R.randint(20, 32), AN)
        url = "https://hooks.zapier.com/hooks/catch/%s/%s/" % (digits(7), t)
        cands, cat = [t], "webhook URL: Zapier catch hook [Zapier]"
    form = R.randint(0, 2)
    if form == 0:
        snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"%s\"}' %s" % (L(ko, "deploy done", "배포 완료"), url)
    elif form == 1:
        snip = "ALERT_WEBHOOK_URL=%s" % url
    else:
        snip = "  - name: %s\n    webhook_configs:\n      - url: '%s'" % (pick(["oncall", "alerts-kr", "deploys"]), url)
    intro = L(ko, ["Alerts stopped arriving in the channel after the workspace migration.", "Where the deploy notifications are sent from:",
                   "The alertmanager receiver that posts to chat:"],
              ["workspace 이전 후 채널에 알림이 안 옴.", "배포 알림이 어디서 보내지는지:", "채팅으로 보내는 alertmanager receiver:"])
    les = L(ko, ["Anyone with the webhook URL can post to the channel; treat it as a secret.", "Webhook URLs change when the channel is re-created."],
             ["webhook URL 가진 사람은 누구나 채널에 글 쓸 수 있음. secret으로 취급할 것.", "채널을 다시 만들면 webhook URL도 바뀜."])
    mc, le, ak = place(ko, intro, snip, les, L(ko, ["Who administers the chat integrations?", ""], ["채팅 연동 관리자가 누구인지?", ""]), L(ko, "Config:", "설정:"))
    return cat, mc, le, ak, cands


def g_dotfile(ko):
    k = R.randint(0, 4)
    if k == 0:
        tok = "gho_" + rs(36)
        snip = "# ~/.config/gh/hosts.yml\ngithub.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(NAMES), tok)
        cands, cat = [tok], "dotfile: gh hosts.yml oauth_token [GitHub]"
    elif k == 1:
        rt = "1//0" + rs(98, B64U)
        snip = json.dumps({"client_id": "764086051850-6qr4p6gpi6hn506pt8ejuq83di341hur.apps.googleusercontent.com",
                           "client_secret": "d-FL95Q19q7MQmFpd7hHD0Ty", "refresh_token": rt, "type": "authorized_user"}, indent=1)
        cands, cat = [rt], "dotfile: gcloud application_default_credentials refresh_token [Google]"
    elif k == 2:
        tok = rs(14) + ".atlasv1." + rs(67)
        snip = json.dumps({"credentials": {"app.terraform.io": {"token": tok}}}, indent=2)
        cands, cat = [tok], "dotfile: credentials.tfrc.json [Terraform Cloud]"
    elif k == 3:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(140, B64U)
        snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        cands, cat = [tok], "dotfile: .pypirc [PyPI]"
    else:
        tok = rs(40, HX)
        snip = "# ~/.config/hub\ngithub.com:\n- user: %s\n  oauth_token: %s\n  protocol: https" % (pick(NAMES), tok)
        cands, cat = [tok], "dotfile: hub config 40-hex oauth_token [GitHub]"
    intro = L(ko, ["Moving to a new laptop; these files had to come along for the tooling to work.", "The CLI worked on my machine but not in the container; the difference was this file:",
                   "Home directory of the shared build user contains:"],
              ["새 노트북으로 이전. 툴이 동작하려면 이 파일들을 옮겨야 했음.", "CLI가 내 PC에선 되고 컨테이너에선 안 됨. 차이는 이 파일:", "공용 빌드 유저 홈 디렉토리에 있는 것:"])
    les = L(ko, ["CLI login state lives in the home directory, not in env vars.", "Log in again instead of copying credential files between machines."],
             ["CLI 로그인 상태는 env var가 아니라 홈 디렉토리에 있음.", "credential 파일 복사하지 말고 새로 로그인할 것."])
    mc, le, ak = place(ko, intro, snip, les, L(ko, ["Is the shared build user going away?", ""], ["공용 빌드 유저 없앨 예정인지?", ""]), L(ko, "File:", "파일:"))
    return cat, mc, le, ak, cands


GENERIC_SECRET = [(g_db_url, 14), (g_conn_kv, 8), (g_cli_pw, 14), (g_human_pw, 14), (g_pin, 5), (g_passphrase, 7),
                  (g_recovery, 7), (g_totp, 5), (g_pem, 9), (g_keyfile_misc, 6), (g_app_secret, 9), (g_cookie, 7),
                  (g_signed_url, 6), (g_basic, 9), (g_bearer, 7), (g_infra_pw, 9), (g_k8s_b64, 4), (g_multi_env, 7),
                  (g_split, 5), (g_git_remote, 4), (g_tfstate, 2), (g_aws_session, 3), (g_ci_leak, 4), (g_webhook, 6),
                  (g_dotfile, 4)]


# ---------------------------------------------------------------- clean side: safe values
ACCT = lambda: digits(12)
SAFE_ID_RE_BAD = ("KEY", "TOKEN", "SECRET", "PASS", "ACCOUNT_NO", "CLOUD_ID", "PRIVATE")


KNOWN_PREFIXES = ["sk-ant-api03-", "sk-ant-admin01-", "sk-proj-", "sk-svcacct-", "sk_live_", "rk_live_", "github_pat_", "dop_v1_",
                  "lsv2_pt_", "lsv2_sk_", "dp.st.prd.", "live_sk_", "live_gsk_", "shippo_live_", "klarna_live_api_", "sb_secret_",
                  "pat-na1-", "tskey-auth-", "dt0c01.", "xkeysib-", "lin_api_", "pscale_pw_", "dckr_pat_", "access_token$production$"]


def _prefix_of(tok):
    """vendor prefix of a token, e.g. 'sk_live_' / 'ghp_' / 'xoxb-' ('' if none)."""
    for p in KNOWN_PREFIXES:
        if tok.startswith(p):
            return p
    for i, ch in enumerate(tok[:9]):
        if ch in "_-.":
            head = tok[:i]
            if head and all(c in LO + DG for c in head):
                return tok[:i + 1]
            return ""
    return ""


def safe_value(label, sample, mode):
    pre = _prefix_of(sample) if sample else ""
    slug = label.lower().replace("_", "-")
    if mode == "envref":
        return pick(["${%s}" % label, "$%s" % label, "${%s:?not set}" % label, "%%%s%%" % label, "${{ secrets.%s }}" % label,
                     "{{ .Values.secrets.%s }}" % camel(label), "#{%s}#" % label, "${env:%s}" % label])
    if mode == "placeholder":
        opts = ["<your-%s>" % slug, "YOUR_%s_HERE" % label, "REPLACE_ME", "changeme", "<%s>" % slug, "TODO-fill-in", "",
                "xxxxxxxxxxxxxxxx", "<redacted>", "[REDACTED]", "********", "***"]
        if pre:
            opts += [pre + "x" * R.randint(16, 32), pre + "...", pre + "<redacted>", pre + "XXXXXXXXXXXXXXXXXXXXXXXX"]
        return pick(opts)
    if mode == "masked":
        tail = rs(4, AN)
        return pick([(pre or "") + "****" + tail, (pre or "") + "…" + tail, "*" * 12 + tail, (pre or "") + "••••••••" + tail])
    if mode == "secretref":
        env = pick(["prod", "staging", "dev"])
        return pick(["vault:secret/data/%s/%s#value" % (env, slug), "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s" % (ACCT(), env, slug, rs(6)),
                     "op://Engineering/%s/credential" % slug, "projects/%s/secrets/%s/versions/latest" % (digits(12), slug),
                     "ssm:/%s/%s" % (env, slug), "azurekeyvault://kv-%s-%s.vault.azure.net/secrets/%s" % (pick(["acme", "hanbit"]), env, slug),
                     "ref+vault://secret/%s#/%s" % (env, label.lower()), "sm://%s/%s" % (env, slug), "file:///run/secrets/%s" % label.lower(),
                     "doppler://%s/%s" % (env, label)])
    # fake
    if label.startswith("AWS_ACCESS"):
        return "AKIAIOSFODNN7EXAMPLE"
    if label.startswith("AWS_SECRET"):
        return "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    return pick(["test", "dummy", "fake-%s-for-tests" % slug, "not-a-real-key", "test-%s-000" % slug, "00000000-0000-0000-0000-000000000000",
                 "local-dev-only", "example", (pre or "") + "FAKE_FOR_TESTS", (pre or "test_") + "0" * 24])


def safe_pairs(inst, mode):
    out = []
    for label, val in inst["pairs"]:
        listed = val in inst["cands"] or any(c in val for c in inst["cands"])
        if listed or any(b in label for b in SAFE_ID_RE_BAD) or label == "KAKAO_CLIENT_ID":
            out.append((label, safe_value(label, val, mode)))
        else:
            out.append((label, val))
    return out


CLEAN_LES_EN = [
    "Values are injected at deploy time from the secret manager; the file only carries references.",
    "Never paste real values into this file, the pre-commit hook only catches some formats.",
    "The app fails fast at boot if a reference cannot be resolved, which is what we want.",
    "Local dev uses the sandbox account; ask for access instead of copying values.",
    "The {vendor} key itself is in the team vault under {svc}/{env}.",
]
CLEAN_LES_KO = [
    "실제 값은 배포 시점에 secret manager에서 주입됨. 파일에는 참조만 있음.",
    "이 파일에 실제 값 붙여넣지 말 것. pre-commit hook은 일부 포맷만 잡음.",
    "참조를 못 풀면 앱이 부팅 때 바로 죽음. 의도된 동작.",
    "로컬 개발은 sandbox 계정 씀. 값 복사하지 말고 권한 요청할 것.",
    "{vendor} 키 자체는 팀 vault의 {svc}/{env} 아래에 있음.",
]


def cl_mirror(ko):
    v = pick(VENDORS)
    inst = instantiate(v)
    mode = pick(["envref", "envref", "placeholder", "placeholder", "secretref", "masked", "fake"])
    vname = v["ko"] if (ko and chance(0.6)) else v["name"]
    if inst["http"] and chance(0.35):
        # same HTTP call, credential taken from the environment
        m, url, hs, extra, up = http_parts(inst)
        for label, val in inst["pairs"]:
            if val in url:
                url = url.replace(val, "${%s}" % label if (val in inst["cands"]) else val)
        hdrs = []
        method, _u, header, value = inst["http"]
        if header == "BASIC":
            u, p = value
            snip = "curl -sS -X %s \"%s\" -u \"%s:%s\"" % (m, url, re_envify(u), re_envify(p))
        elif header:
            hv = re_envify(value)
            snip = "curl -sS -X %s \"%s\" \\\n  -H \"%s: %s\"" % (m, url, header, hv)
        else:
            snip = "curl -sS -X %s \"%s\"" % (m, url)
        cname, fname = "curl (credential from env var)", L(ko, "the runbook", "runbook")
        mode = "envref"
    else:
        cname, fn = wpick(KV_CARRIERS)
        snip, fname = fn(safe_pairs(inst, mode), ko)
        if cname in NONFILE:
            fname = pick(CONF_FILES_KO if ko else CONF_FILES)
    ctx = dict(vendor=vname, what=v["what"], svc=pick(SVCS), env=pick(ENVS_KO if ko else ENVS), file=fname)
    intro = fmt(pick(MC_KO if ko else MC_EN), **ctx)
    les = fmt(pick((CLEAN_LES_KO + LES_KO) if ko else (CLEAN_LES_EN + LES_EN)), **ctx)
    ask = fmt(pick(ASK_KO if ko else ASK_EN), **ctx)
    les_intro = fmt(pick(LES_SNIP_KO if ko else LES_SNIP_EN), snip="", **ctx).rstrip("\n")
    mc, le, ak = place(ko, intro, snip, les, ask, les_intro)
    return "%s with %s: %s [%s]" % (cname, mode, v["what"], v["name"]), mc, le, ak


def re_envify(tmpl):
    out = tmpl
    while "{" in out and "}" in out:
        a = out.index("{")
        b = out.index("}", a)
        out = out[:a] + "$" + out[a + 1:b] + out[b + 1:]
    return out


def _clean_wrap(ko, intro, snip, les, ask, les_intro=None):
    return place(ko, intro, snip, les, ask, les_intro or L(ko, "For reference:", "참고:"))


def cl_db_safe(ko):
    svc, env = _svc_env(ko)
    host, user = pick(HOSTS), pick(USERS)
    k = R.randint(0, 7)
    if k == 0:
        snip = "DATABASE_URL=postgresql://%s:${DB_PASSWORD}@%s:5432/app?sslmode=require" % (user, host)
    elif k == 1:
        snip = "DATABASE_URL=postgres://%s@%s:5432/app  # password via PGPASSFILE" % (user, host)
    elif k == 2:
        snip = "$ mysql -h %s -P 3306 -u %s -p shop\nEnter password:\nWelcome to the MySQL monitor.  Commands end with ; or \\g." % (host, user)
    elif k == 3:
        snip = "psql \"host=%s port=5432 dbname=app user=%s sslmode=verify-full sslrootcert=/etc/ssl/rds-ca.pem\"" % (host, user)
    elif k == 4:
        snip = "mongodb+srv://%s:<password>@cluster0.%s.mongodb.net/?retryWrites=true&w=majority&appName=%s" % (user, rs(5, LAN), pick(SVCS))
    elif k == 5:
        snip = "spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (host, user)
    elif k == 6:
        snip = "REDIS_URL=rediss://default:****@%s:6380/0" % host
    else:
        snip = ("TOKEN=$(aws rds generate-db-auth-token --hostname %s --port 5432 --username %s --region ap-northeast-2)\n"
                "psql \"host=%s user=%s dbname=app sslmode=require password=$TOKEN\"" % (host, user, host, user))
    intro = L(ko, ["%s could not connect to its DB in %s after the move to the new subnet." % (svc, env), "How %s connects to the database (%s):" % (svc, env),
                   "Connection check during the failover drill:"],
              ["새 서브넷으로 옮긴 뒤 %s 환경 %s{이가} DB에 못 붙음." % (env, svc), "%s의 DB 접속 방식 (%s):" % (svc, env), "failover 훈련 중 접속 확인:"])
    les = L(ko, ["The security group only allows the app subnet; connecting from a laptop needs the SSM tunnel.", "IAM auth tokens last 15 minutes, so generate one right before connecting.",
                 "sslmode=verify-full needs the RDS CA bundle in the image."],
             ["보안그룹이 앱 서브넷만 허용함. 노트북에서 붙으려면 SSM 터널 필요.", "IAM 인증 토큰은 15분짜리라 접속 직전에 생성할 것.", "sslmode=verify-full 하려면 이미지에 RDS CA 번들 필요."])
    ask = L(ko, ["Which subnet will the batch workers move to?", ""], ["batch worker는 어느 서브넷으로 가는지?", ""])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, ask)
    return "connection string without password", mc, le, ak


def cl_ports(ko):
    k = R.randint(0, 8)
    snips = [
        "docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16",
        "ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s" % ip4(),
        "kubectl -n %s port-forward svc/%s 8080:80" % (pick(["prod", "apps"]), pick(SVCS)),
        "redis-cli -h %s -p 6380 --tls ping" % pick(HOSTS),
        "scp -P 2022 ./dump.sql.gz backup@%s:/srv/backup/" % ip4(),
        "psql -h localhost -p 5433 -U %s -d app -W" % pick(USERS),
        "iperf3 -c %s -p 5201 -t 30" % ip4(),
        "uvicorn app.main:app --host 0.0.0.0 --port 8000 --workers 4",
        "docker compose -p %s up -d  # -p is the project name here" % pick(SVCS),
    ]
    snip = snips[k]
    intro = L(ko, ["Port conflicts on the shared dev box ate an hour.", "The command from the runbook, with the non-default port:",
                   "Local setup for debugging the staging service:"],
              ["공용 개발 서버 포트 충돌로 한 시간 날림.", "기본 포트 아닌 runbook 명령:", "staging 서비스 디버깅용 로컬 세팅:"])
    les = L(ko, ["-p means port for ssh/psql/redis-cli but publish for docker and project name for compose; scp uses -P.",
                 "The service listens on a non-default port because 5432 is taken by the host Postgres.", "Password prompts (-W / -p without value) keep the password out of history."],
             ["ssh/psql/redis-cli의 -p는 포트, docker는 publish, compose는 project 이름. scp는 -P.", "호스트 Postgres가 5432를 쓰고 있어서 기본 포트가 아님.",
              "비밀번호 프롬프트(-W, 값 없는 -p) 쓰면 history에 안 남음."])
    ask = L(ko, ["Can we reserve a port range per team on the dev box?", ""], ["개발 서버에 팀별 포트 대역 정할 수 있는지?", ""])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, ask)
    return "shell: -p / -P flags are ports, not passwords", mc, le, ak


def cl_hashes(ko):
    k = R.randint(0, 7)
    if k == 0:
        snip = "\n".join("%s  %s" % (sha64(), f) for f in R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "app_1.4.2_amd64.deb"], 3))
        cat = "sha256sum output"
    elif k == 1:
        snip = "ghcr.io/acme/%s@sha256:%s" % (pick(SVCS), sha64())
        cat = "docker image digest"
    elif k == 2:
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            *(lambda n, v: (n, v, n, n, v))(pick(["lodash", "axios", "zod", "dayjs", "undici"]), "%d.%d.%d" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9))), b64e(rbytes(64)))
        cat = "package-lock integrity"
    elif k == 3:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "google.golang.org/grpc"])
        ver = "v%d.%d.%d" % (R.randint(0, 1), R.randint(10, 60), R.randint(0, 9))
        snip = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64e(rbytes(32)), mod, ver, b64e(rbytes(32)))
        cat = "go.sum lines"
    elif k == 4:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha64(), sha64())
        cat = "pip --hash"
    elif k == 5:
        snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha64(), R.randint(10 ** 5, 10 ** 9))
        cat = "git-lfs pointer"
    elif k == 6:
        snip = "Content-Security-Policy: script-src 'self' 'sha256-%s' 'sha256-%s'" % (b64e(rbytes(32)), b64e(rbytes(32)))
        cat = "CSP script hashes"
    else:
        snip = '[[package]]\nname = "%s"\nversion = "%s"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (pick(["serde", "tokio", "reqwest", "ring"]), "1.%d.%d" % (R.randint(0, 40), R.randint(0, 9)), sha64())
        cat = "Cargo.lock checksum"
    intro = L(ko, ["Release verification failed on one artifact; comparing digests:", "Dependency install failed with a hash mismatch after the mirror change.",
                   "Pinned the exact artifact for reproducible builds:", "The CDN served a stale file; hashes to compare:"],
              ["아티팩트 하나가 릴리즈 검증 실패. digest 비교:", "미러 변경 후 의존성 설치가 hash mismatch로 실패.", "재현 가능한 빌드를 위해 정확한 아티팩트 고정:",
               "CDN이 오래된 파일을 줌. 비교용 hash:"])
    les = L(ko, ["A hash mismatch after a mirror switch usually means the mirror re-packed the tarball.", "Pin by digest, not by tag; tags are mutable.",
                 "Regenerate the lockfile on the same OS the CI uses."],
             ["미러 바꾼 뒤 hash mismatch면 보통 미러가 tarball을 다시 묶은 것.", "태그 말고 digest로 고정할 것. 태그는 바뀔 수 있음.", "lockfile은 CI와 같은 OS에서 재생성할 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Do we sign release artifacts as well?", ""], ["릴리즈 아티팩트 서명도 하는지?", ""]))
    return "hashes: " + cat, mc, le, ak


def cl_git(ko):
    k = R.randint(0, 4)
    if k == 0:
        snip = "\n".join("%s %s" % (rs(7, HX), m) for m in R.sample(["fix: retry on 429", "chore(deps): bump axios", "feat: add KakaoPay refund", "revert \"feat: new checkout\"",
                                                                     "fix(auth): clock skew", "refactor: split settlement job", "docs: update runbook"], 4))
        cat = "git log --oneline"
    elif k == 1:
        snip = "      - uses: actions/checkout@%s # v4.1.7\n      - uses: actions/setup-node@%s # v4.0.3\n      - uses: docker/login-action@%s # v3.3.0" % (sha40(), sha40(), sha40())
        cat = "actions pinned to commit SHA"
    elif k == 2:
        snip = "$ git rev-parse HEAD origin/main\n%s\n%s\n$ git merge-base HEAD origin/main\n%s" % (sha40(), sha40(), sha40())
        cat = "git rev-parse"
    elif k == 3:
        snip = "<<<<<<< HEAD\nversion: 1.14.2\n=======\nversion: 1.15.0-rc.1\n>>>>>>> %s (release: cut 1.15.0-rc.1)" % sha40()
        cat = "merge conflict marker with SHA"
    else:
        snip = "commit %s\nAuthor: %s <%s@acme.io>\nDate:   Tue Mar 11 14:02:11 2025 +0900\n\n    %s\n\n    Change-Id: I%s" % (sha40(), pick(NAMES).capitalize(), pick(NAMES), pick(["Fix flaky settlement test", "정산 배치 타임존 수정", "Bump base image"]), sha40())
        cat = "git show with Gerrit Change-Id"
    intro = L(ko, ["Bisecting the regression in the settlement job:", "Which commit is deployed in prod vs staging:", "Supply-chain hardening of the workflows:"],
              ["정산 job regression bisect 중:", "prod와 staging에 배포된 커밋 비교:", "워크플로 supply-chain 보강:"])
    les = L(ko, ["The deployed SHA is in the /version endpoint; no need to ask ops.", "Dependabot updates SHA pins as long as the version comment is present."],
             ["배포된 SHA는 /version 엔드포인트에 있음. ops에 물어볼 필요 없음.", "버전 주석이 있으면 Dependabot이 SHA pin도 업데이트해줌."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Should we tag hotfix commits?", ""], ["hotfix 커밋도 태그 달아야 하는지?", ""]))
    return "git: " + cat, mc, le, ak


def cl_ids(ko):
    k = R.randint(0, 6)
    if k == 0:
        snip = '%s ERROR [%s] upstream timeout request_id=%s trace_id=%s span_id=%s' % (ts_log(), pick(SVCS), uuid4(), rs(32, HX), rs(16, HX))
        cat = "log with request/trace ids"
    elif k == 1:
        snip = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;t.dm:-4" % (rs(32, HX), rs(16, HX))
        cat = "W3C traceparent"
    elif k == 2:
        snip = json.dumps({"__type": "ThrottlingException", "message": "Rate exceeded"}, separators=(",", ":")) + "\nx-amzn-RequestId: %s\nx-amz-id-2: %s" % (uuid4(), b64e(rbytes(48)))
        cat = "AWS request ids"
    elif k == 3:
        snip = "cf-ray: %s-ICN\nserver: cloudflare\nx-request-id: %s" % (rs(16, HX), rs(26, UAN))
        cat = "Cloudflare ray id"
    elif k == 4:
        snip = "Sentry event %s (issue %s) first seen %s" % (rs(32, HX), "ACME-API-%s" % rs(3, UAN), ts_iso())
        cat = "Sentry event id"
    elif k == 5:
        snip = "Idempotency-Key: %s\nStripe request req_%s failed: card_declined (decline_code: insufficient_funds)" % (uuid4(), rs(14))
        cat = "idempotency key and Stripe request id"
    else:
        snip = "job %s (workflow run %s, attempt 2) — artifact id %s" % (uuid4(), digits(11), digits(10))
        cat = "CI job / run ids"
    intro = L(ko, ["Correlating the failed payment across services:", "Support escalated a 504; these are the ids from the response headers:",
                   "Need the trace to show the vendor the latency spike:"],
              ["실패한 결제를 서비스 간에 추적:", "CS에서 504 에스컬레이션. 응답 헤더의 id:", "벤더에게 latency spike 보여주려고 trace 필요:"])
    les = L(ko, ["Search the trace id in Tempo, not the request id; the gateway rewrites request ids.", "Vendors ask for the request id, always include it in tickets."],
             ["request id 말고 trace id로 Tempo 검색할 것. gateway가 request id를 바꿈.", "벤더는 request id를 요구하니 티켓에 항상 포함할 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Is the trace sampling rate high enough in prod?", ""], ["prod trace 샘플링 비율 충분한지?", ""]))
    return "ids: " + cat, mc, le, ak


def cl_pubkeys(ko):
    k = R.randint(0, 8)
    if k == 0:
        snip = ssh_ed25519_pub(pick(["deploy@ci", "jkim@macbook", "github-actions"]))
        cat = "ssh public key (authorized_keys)"
    elif k == 1:
        snip = "The authenticity of host '[%s]:2222' can't be established.\nED25519 key fingerprint is %s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (ip4(), ssh_fp())
        cat = "ssh host key fingerprint"
    elif k == 2:
        snip = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(ec_public_pem_lines())
        cat = "PEM public key"
    elif k == 3:
        snip = "recipients:\n  - age1%s\n  - age1%s" % (bech32ish(58), bech32ish(58))
        cat = "age recipients (public)"
    elif k == 4:
        snip = "[Peer]\n# office gateway\nPublicKey = %s\nEndpoint = %s:51820\nAllowedIPs = 10.10.0.0/16\nPersistentKeepalive = 25" % (wg_key(), ip4())
        cat = "WireGuard peer public key"
    elif k == 5:
        fp = rs(40, HXU)
        snip = "pub   ed25519 2024-05-02 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-05-02 [E]" % fp
        cat = "gpg --list-keys fingerprint"
    elif k == 6:
        snip = json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": rs(8, LAN), "use": "sig", "alg": "ES256", "x": b64u(rbytes(32)), "y": b64u(rbytes(32))}]}, indent=1)
        cat = "JWKS (public only)"
    elif k == 7:
        snip = "SHA256 Fingerprint=%s" % ":".join(rs(2, HXU) for _ in range(32))
        cat = "TLS certificate fingerprint"
    else:
        snip = "untrusted comment: minisign public key %s\nRW%s" % (rs(16, HXU), b64e(rbytes(40))[:54])
        cat = "minisign public key"
    intro = L(ko, ["Onboarding the new deploy host; the key material that has to be registered:", "Verifying that the right key is trusted before the rotation:",
                   "The partner asked which key we verify their tokens with:"],
              ["새 배포 호스트 온보딩. 등록해야 하는 키 정보:", "rotation 전에 올바른 키가 신뢰되는지 확인:", "파트너가 토큰 검증에 어떤 키를 쓰는지 물어봄:"])
    les = L(ko, ["Only public material here; the private half never leaves the HSM/laptop.", "Compare fingerprints out of band before accepting a new host key."],
             ["여기 있는 건 전부 public. private 쪽은 HSM/노트북 밖으로 안 나감.", "새 host key 받기 전에 다른 채널로 fingerprint 비교할 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Where do we publish the public keys for partners?", ""], ["파트너용 public key는 어디에 공개하는지?", ""]))
    return "public key material: " + cat, mc, le, ak


def cl_keyids(ko):
    k = R.randint(0, 5)
    if k == 0:
        snip = "kms_key_arn = \"arn:aws:kms:ap-northeast-2:%s:key/%s\"" % (ACCT(), uuid4())
        cat = "KMS key ARN"
    elif k == 1:
        snip = "https://kv-acme-prod.vault.azure.net/keys/signing-key/%s" % rs(32, HX)
        cat = "Azure Key Vault key version URL"
    elif k == 2:
        snip = "projects/acme-prod/locations/asia-northeast3/keyRings/app/cryptoKeys/pii/cryptoKeyVersions/%d" % R.randint(1, 9)
        cat = "GCP KMS key path"
    elif k == 3:
        snip = "APNS_KEY_ID=%s\nAPNS_TEAM_ID=%s\nAPNS_KEY_PATH=/run/secrets/AuthKey.p8" % (rs(10, UAN), rs(10, UAN))
        cat = "Apple key id / team id"
    elif k == 4:
        snip = '{"alg":"RS256","kid":"%s","typ":"JWT"}  <- decoded header of the failing token' % rs(40, HX)
        cat = "JWT kid"
    else:
        snip = '  "private_key_id": "%s",\n  "private_key": "<removed>",\n  "client_email": "ci-deployer@acme-prod.iam.gserviceaccount.com",\n  "client_id": "%s"' % (rs(40, HX), digits(21))
        cat = "GCP SA key id with key removed"
    intro = L(ko, ["Token verification fails after the key rotation; need to know which key is used:", "Where the signing key is referenced:",
                   "Audit asked which KMS keys encrypt PII columns."],
              ["키 rotation 이후 토큰 검증 실패. 어떤 키 쓰는지 알아야 함:", "서명 키를 참조하는 곳:", "감사에서 PII 컬럼 암호화 KMS 키가 뭔지 물어봄."])
    les = L(ko, ["Key IDs are safe to log; the key material never leaves KMS.", "After rotation the kid changes; caches keyed by kid must be flushed."],
             ["key ID는 로그에 남겨도 됨. 키 자체는 KMS 밖으로 안 나감.", "rotation 후 kid가 바뀜. kid 기준 캐시는 비워야 함."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Who has kms:Decrypt on this key?", ""], ["이 키에 kms:Decrypt 권한 누가 있는지?", ""]))
    return "key ids: " + cat, mc, le, ak


def cl_account_ids(ko):
    k = R.randint(0, 7)
    if k == 0:
        snip = json.dumps({"UserId": "AIDA" + rs(17, UAN), "Account": ACCT(), "Arn": "arn:aws:iam::%s:user/%s" % (ACCT(), pick(NAMES))}, indent=4)
        snip = "$ aws sts get-caller-identity\n" + snip
        cat = "sts get-caller-identity"
    elif k == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (rs(32, HX), rs(32, HX))
        cat = "Twilio SIDs"
    elif k == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://app.acme.io/auth/callback" % (digits(12), rs(32, LAN))
        cat = "OAuth client id"
    elif k == 3:
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# client secret comes from workload identity, none here" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/subscription/client ids"
    elif k == 4:
        snip = "customer cus_%s → subscription sub_%s (price price_%s, product prod_%s), connected account acct_1%s" % (rs(14), rs(24), rs(24), rs(14), rs(15))
        cat = "Stripe object ids"
    elif k == 5:
        snip = "Slack: team T%s, channel C%s, bot user U%s, app A%s" % (rs(8, UAN), rs(10, UAN), rs(10, UAN), rs(10, UAN))
        cat = "Slack ids"
    elif k == 6:
        snip = "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" % rs(20, AN + "_")
        cat = "Naver client id with secret from env"
    else:
        snip = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%s\nFIREBASE_PROJECT_NUMBER=%s" % (rs(16, HX), rs(16, HX), digits(7), digits(12))
        cat = "app ids (WeChat/Feishu/Kakao/Firebase)"
    intro = L(ko, ["Which account the integration actually runs under:", "Found the identifiers needed for the support ticket:",
                   "Confirmed we are on the right account before deleting resources:"],
              ["연동이 실제로 어느 계정으로 돌고 있는지:", "지원 티켓에 필요한 식별자 찾음:", "리소스 삭제 전에 올바른 계정인지 확인:"])
    les = L(ko, ["These ids are not secrets; vendors ask for them in tickets.", "The prod and staging accounts differ only in the last digits, read carefully."],
             ["이 id들은 secret 아님. 벤더가 티켓에서 요구함.", "prod와 staging 계정은 끝자리만 달라서 잘 봐야 함."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Is there a mapping of accounts to environments somewhere?", ""], ["계정-환경 매핑 문서가 어디 있는지?", ""]))
    return "account/client ids: " + cat, mc, le, ak


def cl_base64(ko):
    k = R.randint(0, 5)
    if k == 0:
        cfg = json.dumps({"env": pick(ENVS), "region": "ap-northeast-2", "features": ["checkout-v2", "kakao-login"], "maxRetries": 3}, separators=(",", ":"))
        snip = "$ echo '%s' | base64\n%s" % (cfg, b64e(cfg.encode()))
        cat = "base64 of a JSON config"
    elif k == 1:
        body = "\n".join(["[server]", "port = 8080", "read_timeout = \"15s\"", "[log]", "level = \"info\""])
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.toml: %s" % (pick(SVCS), b64e(body.encode()))
        cat = "ConfigMap binaryData"
    elif k == 2:
        hdr = b64u(json.dumps({"alg": pick(["RS256", "ES256"]), "kid": rs(8, LAN), "typ": "JWT"}, separators=(",", ":")).encode())
        snip = L(ko, "The header segment of the rejected token is %s, which decodes to the alg/kid only; the payload is not in the logs." % hdr,
                 "거부된 토큰의 header 부분은 %s 이고 디코딩하면 alg/kid만 나옴. payload는 로그에 없음." % hdr)
        cat = "JWT header segment only"
    elif k == 3:
        snip = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s\" alt=\"logo\">" % b64e(rbytes(45))
        cat = "data URI image"
    elif k == 4:
        evt = json.dumps({"orderId": "ord_%s" % digits(8), "status": "PAID", "amount": R.randint(1000, 90000)}, separators=(",", ":"))
        snip = "%s INFO kafka consumer offset=%d partition=%d value(b64)=%s" % (ts_log(), R.randint(10 ** 5, 10 ** 7), R.randint(0, 11), b64e(evt.encode()))
        cat = "base64 Kafka message value"
    else:
        state = json.dumps({"returnTo": "/settings/billing", "nonceRef": uuid4()[:8]}, separators=(",", ":"))
        snip = "GET /oauth/callback?code_challenge_method=S256&state=%s" % b64u(state.encode())
        cat = "OAuth state parameter (base64 JSON)"
    intro = L(ko, ["Decoding what the service actually receives:", "A blob in the logs looked scary; decoded it to check:", "Debugging the config that ships in the image:"],
              ["서비스가 실제로 받는 값 디코딩:", "로그에 무서워 보이는 blob이 있어서 디코딩해봄:", "이미지에 들어가는 설정 디버깅:"])
    les = L(ko, ["It is plain configuration, just base64-encoded for transport.", "Use `base64 -d` before assuming a blob is sensitive."],
             ["전송용으로 base64 인코딩만 된 평범한 설정임.", "blob이 민감하다고 단정하기 전에 `base64 -d` 해볼 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Should we log the decoded form instead?", ""], ["디코딩된 형태로 로그 남기는 게 나은지?", ""]))
    return "base64 of non-secret data: " + cat, mc, le, ak


def cl_versions(ko):
    k = R.randint(0, 5)
    if k == 0:
        snip = "require github.com/acme/%s v0.0.0-%s-%s" % (pick(SVCS), "2025%02d%02d%06d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 235959)), rs(12, HX))
        cat = "Go pseudo-version"
    elif k == 1:
        snip = "version: 2.%d.%d-rc.%d+build.%s.%s" % (R.randint(0, 20), R.randint(0, 9), R.randint(1, 5), digits(8), rs(7, HX))
        cat = "semver with build metadata"
    elif k == 2:
        snip = "arn:aws:ecs:ap-northeast-2:%s:task/%s-cluster/%s" % (ACCT(), pick(["prod", "stg"]), rs(32, HX))
        cat = "ECS task ARN"
    elif k == 3:
        snip = "%s-%s-%s   1/1   Running   0   3h12m" % (pick(SVCS), rs(10, LAN), rs(5, LAN))
        cat = "k8s pod name"
    elif k == 4:
        snip = "module.%s.aws_lambda_function.handler[\"%s\"]: arn:aws:lambda:ap-northeast-2:%s:function:%s:%d" % (pick(["api", "jobs"]), pick(SVCS), ACCT(), pick(SVCS), R.randint(10, 200))
        cat = "terraform address + lambda ARN"
    else:
        snip = "Build %s finished: image tag %s-%s, %s" % (uuid4(), pick(["main", "release-2025.03"]), rs(7, HX), "sbom sha256:" + sha64())
        cat = "build metadata"
    intro = L(ko, ["Tracking down exactly which build is running:", "The rollout is stuck on one revision:", "Reproducing with the exact dependency version:"],
              ["정확히 어떤 빌드가 돌고 있는지 추적:", "롤아웃이 한 리비전에서 멈춤:", "정확한 의존성 버전으로 재현:"])
    les = L(ko, ["Pseudo-versions embed the commit time and hash; they are not tokens.", "Compare the running image digest, not the tag."],
             ["pseudo-version에는 커밋 시각과 hash가 들어있을 뿐 토큰이 아님.", "태그 말고 실행 중인 이미지 digest를 비교할 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Can the /version endpoint return the build id too?", ""], ["/version이 build id도 반환하게 할 수 있는지?", ""]))
    return "versions/long identifiers: " + cat, mc, le, ak


def cl_policy(ko):
    en = [
        ("Password policy for the admin console: minimum 12 characters, at least one digit and one symbol, no reuse of the last 5, lockout after 5 failures for 15 minutes.",
         "The regex in the signup form was ^(?=.*[0-9])(?=.*[!@#$%^&*]).{12,}$ but the backend only checked length >= 8, so they disagreed.", "Should the backend and frontend share one validator?"),
        ("NIST 800-63B says no forced periodic rotation and no composition rules; our policy still forces 90-day rotation.",
         "Check new passwords against a breached-password list instead of composition rules.", "Who approves changes to the security policy doc?"),
        ("DB passwords generated by the rotation lambda must not contain '@', ':' or '/' because several services put them into URLs without encoding.",
         "Exclude URL-reserved characters in the generator (ExcludeCharacters in Secrets Manager).", "Can we make the services percent-encode instead?"),
        ("bcrypt cost is 12 in prod and 4 in tests; login p95 went from 90ms to 250ms when someone set 14.", "Keep cost at 12; benchmark before raising.", ""),
        ("Users complained that passwords with Korean characters fail: the form accepts them but the legacy API latin-1 encodes the body.",
         "Normalize to NFC and send UTF-8; reject non-ASCII only in the legacy path with a clear message.", "Do we still need the legacy API at all?"),
    ]
    ko_ = [
        ("관리자 콘솔 비밀번호 정책: 최소 12자, 숫자·특수문자 각 1개 이상, 최근 5개 재사용 금지, 5회 실패 시 15분 잠금.",
         "회원가입 폼 regex는 ^(?=.*[0-9])(?=.*[!@#$%^&*]).{12,}$ 인데 백엔드는 길이 8 이상만 봐서 서로 안 맞았음.", "백엔드/프론트가 validator 하나를 공유해야 하는지?"),
        ("NIST 800-63B는 주기적 변경 강제와 조합 규칙을 권장하지 않는데 우리 정책은 아직 90일 변경 강제임.",
         "조합 규칙 대신 유출 비밀번호 목록과 대조하는 게 맞음.", "보안 정책 문서 변경 승인자가 누구인지?"),
        ("rotation lambda가 만드는 DB 비밀번호에 '@', ':', '/' 가 들어가면 안 됨. 여러 서비스가 인코딩 없이 URL에 넣음.",
         "generator에서 URL 예약 문자 제외 (Secrets Manager ExcludeCharacters).", "서비스 쪽에서 percent-encoding 하게 바꿀 수 있는지?"),
        ("bcrypt cost는 prod 12, 테스트 4. 누가 14로 올렸을 때 로그인 p95가 90ms → 250ms 됨.", "cost는 12 유지, 올리기 전에 벤치마크할 것.", ""),
        ("한글 비밀번호가 실패한다는 문의: 폼은 받는데 레거시 API가 body를 latin-1로 인코딩함.",
         "NFC 정규화 후 UTF-8로 보낼 것. 레거시 경로에서만 명확한 메시지로 non-ASCII 거부.", "레거시 API 아직 필요한지?"),
    ]
    mc, le, ak = pick(ko_ if ko else en)
    if chance(0.6):
        mc = "[%s] " % pick(SVCS) + mc
    return "password policy discussion", mc, le, ak


def cl_redacted(ko):
    k = R.randint(0, 5)
    if k == 0:
        snip = "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    SENTRY_AUTH_TOKEN: ***\n    AWS_REGION: ap-northeast-2"
        cat = "GitHub Actions masked env"
    elif k == 1:
        snip = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-db\"\n    }" % pick(SVCS)
        cat = "terraform plan sensitive value"
    elif k == 2:
        snip = "%s DEBUG http: POST https://api.%s/v1/charges headers={'Authorization': 'Bearer [REDACTED]', 'Idempotency-Key': '%s'}" % (ts_log(), pick(["stripe.com", "tosspayments.com"]), uuid4())
        cat = "log with [REDACTED] bearer"
    elif k == 3:
        snip = "DB_PASSWORD=********\nREDIS_PASSWORD=<hidden>\nJWT_SECRET=<set in vault>"
        cat = "masked env listing"
    elif k == 4:
        snip = "$ kubectl describe secret %s-db -n prod\nName:         %s-db\nType:         Opaque\n\nData\n====\npassword:  24 bytes\nusername:  8 bytes\nhost:      41 bytes" % ((pick(SVCS),) * 2)
        cat = "kubectl describe secret (sizes only)"
    else:
        snip = "$ vault kv metadata get secret/payments/toss\ncreated_time     %s\ncurrent_version  %d\nmax_versions     10\nupdated_time     %s" % (ts_iso(), R.randint(2, 9), ts_iso())
        cat = "vault kv metadata (no values)"
    intro = L(ko, ["Checked that the pipeline is not leaking secrets into logs:", "What the on-call sees when the job fails:", "Audit of what the debug logs contain:"],
              ["파이프라인이 로그에 secret 안 흘리는지 확인:", "job 실패 시 온콜이 보는 화면:", "디버그 로그에 뭐가 찍히는지 점검:"])
    les = L(ko, ["Masking works here; values only appear as placeholders.", "The sizes are enough to spot an empty or truncated secret."],
             ["여기선 마스킹이 잘 됨. 값은 placeholder로만 나옴.", "크기만 봐도 비었거나 잘린 secret은 알 수 있음."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Is the redaction also applied to the APM traces?", ""], ["APM trace에도 redaction 적용되는지?", ""]))
    return "redacted/masked values: " + cat, mc, le, ak


def cl_discussion(ko):
    v = pick(VENDORS)
    vn = v["ko"] if ko and chance(0.5) else v["name"]
    svc, env = _svc_env(ko)
    path = "secret/data/%s/%s" % (pick(["prod", "staging"]), v["name"].lower().split()[0].replace(".", ""))
    en = ["Rotated the %s %s for %s today. The old one is revoked; the new value is only in Vault at %s. Nothing else changed." % (vn, v["what"], svc, path),
          "%s started failing because the %s %s expired. Generated a new one in the %s dashboard and stored it via `vault kv put %s value=@key.txt`." % (svc, vn, v["what"], vn, path),
          "Security asked us to stop sharing the %s %s over Slack. Everyone now reads it from 1Password (vault: Engineering, item: %s %s)." % (vn, v["what"], vn, env)]
    kr = ["오늘 %s의 %s %s rotate 함. 예전 키는 폐기했고 새 값은 Vault %s 에만 있음. 다른 변경 없음." % (svc, vn, v["what"], path),
          "%s %s 만료로 %s 실패 시작. %s 대시보드에서 새로 발급해서 `vault kv put %s value=@key.txt` 로 저장함." % (vn, v["what"], svc, vn, path),
          "보안팀 요청으로 %s %s{을를} Slack으로 공유하지 않기로 함. 이제 1Password(Engineering vault, %s %s 항목)에서 읽음." % (vn, v["what"], vn, env)]
    mc = pick(kr if ko else en)
    le = L(ko, ["The app picks up the new value on the next deploy; no restart needed with the Vault agent.", "Set a calendar reminder 2 weeks before expiry.",
                "Revoking first and then deploying caused 4 minutes of errors; deploy first next time."],
           ["Vault agent 쓰면 다음 배포 때 새 값 반영, 재시작 불필요.", "만료 2주 전 캘린더 알림 걸어둘 것.", "폐기 먼저 하고 배포했더니 4분간 에러. 다음엔 배포 먼저."])
    ak = L(ko, ["Can %s keys be issued per service?" % vn, "Who else had access to the old key?", ""], ["%s 키를 서비스별로 발급할 수 있는지?" % vn, "예전 키에 접근 가능했던 사람이 누구인지?", ""])
    return "secret-handling discussion without values [%s]" % v["name"], mc, le, ak


def cl_fixtures(ko):
    k = R.randint(0, 5)
    if k == 0:
        snip = "@pytest.fixture\ndef client():\n    return ApiClient(api_key=\"test-api-key-000\", base_url=\"http://localhost:8089\")"
    elif k == 1:
        snip = "const fakeUser = { email: 'alice@example.com', password: 'fake-password-for-tests' };"
    elif k == 2:
        snip = "# moto mocks\nos.environ[\"AWS_ACCESS_KEY_ID\"] = \"testing\"\nos.environ[\"AWS_SECRET_ACCESS_KEY\"] = \"testing\"\nos.environ[\"AWS_SESSION_TOKEN\"] = \"testing\""
    elif k == 3:
        snip = "# docs example, not a real key\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    elif k == 4:
        snip = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: postgres  # throwaway container for the test suite only"
    else:
        snip = "stripe.api_key = \"sk_test_not_a_real_key\"  # stripe-mock ignores the key"
    intro = L(ko, ["The secret scanner flagged the test suite; checked what it found:", "Integration tests run against local mocks:", "Why the tests pass without any credentials:"],
              ["secret scanner가 테스트 코드를 잡아서 확인:", "통합 테스트는 로컬 mock 대상으로 돔:", "credential 없이 테스트가 통과하는 이유:"])
    les = L(ko, ["These are intentionally fake values; the mocks accept anything.", "Add the fixture path to the scanner allowlist instead of changing the values."],
             ["의도적으로 넣은 가짜 값이고 mock은 아무 값이나 받음.", "값을 바꾸지 말고 fixture 경로를 scanner allowlist에 추가할 것."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Should fixtures use a shared constant?", ""], ["fixture에서 공용 상수를 쓸지?", ""]))
    return "obviously fake test fixtures", mc, le, ak


def cl_encrypted(ko):
    k = R.randint(0, 3)
    if k == 0:
        snip = "db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s" % (
            b64e(rbytes(18)), b64e(rbytes(32)), b64e(rbytes(16)), ACCT(), uuid4())
        cat = "sops-encrypted YAML"
    elif k == 1:
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(80, HX) for _ in range(3))
        cat = "ansible-vault ciphertext"
    elif k == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    API_KEY: AgB%s" % (pick(SVCS), b64e(rbytes(180)))
        cat = "SealedSecret encryptedData"
    else:
        snip = "CiphertextBlob: AQICAH%s" % b64e(rbytes(150))
        cat = "KMS CiphertextBlob"
    intro = L(ko, ["How secrets are stored in the repo (encrypted, decrypted only in the cluster):", "The encrypted secrets file that failed to decrypt in CI:",
                   "Checked in encrypted values for the new service:"],
              ["repo에 secret 저장하는 방식 (암호화, 클러스터에서만 복호화):", "CI에서 복호화 실패한 암호화 secret 파일:", "새 서비스용 암호화 값 커밋:"])
    les = L(ko, ["The ciphertext is useless without the KMS key / controller private key.", "CI lacked kms:Decrypt, that was the whole problem."],
             ["KMS 키/controller private key 없으면 암호문은 쓸모없음.", "CI에 kms:Decrypt 권한이 없었던 게 전부였음."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Who can re-encrypt for the new cluster?", ""], ["새 클러스터용으로 누가 재암호화할 수 있는지?", ""]))
    return "encrypted secret material: " + cat, mc, le, ak


def cl_storage_ids(ko):
    k = R.randint(0, 2)
    if k == 0:
        snip = json.dumps({"Bucket": pick(["acme-prod-exports", "hanbit-media"]), "Key": "video/%s.mp4" % uuid4(), "UploadId": rs(R.randint(90, 120), B64U + ".")}, indent=1)
        cat = "S3 multipart UploadId"
    elif k == 1:
        snip = "ETag: \"%s-%d\"\nx-amz-version-id: %s\nx-amz-server-side-encryption: aws:kms" % (rs(32, HX), R.randint(2, 40), rs(32, B64U + "."))
        cat = "S3 ETag/VersionId"
    else:
        snip = "CloudFront distribution %s, invalidation %s (paths: /static/*)" % ("E" + rs(13, UAN), "I" + rs(20, UAN))
        cat = "CloudFront ids"
    intro = L(ko, ["Large uploads stall at 99%; inspecting the multipart state:", "Cache still serves the old bundle:", "Confirming which object version is live:"],
              ["대용량 업로드가 99%에서 멈춤. multipart 상태 확인:", "캐시가 아직 예전 번들을 줌:", "어떤 객체 버전이 라이브인지 확인:"])
    les = L(ko, ["Abort incomplete multipart uploads with a lifecycle rule.", "Invalidations take ~5 minutes; versioned filenames avoid them."],
             ["미완료 multipart 업로드는 lifecycle rule로 정리할 것.", "invalidation은 5분쯤 걸림. 파일명에 버전 넣으면 필요 없음."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Is versioning on for this bucket?", ""], ["이 버킷 versioning 켜져 있는지?", ""]))
    return "storage identifiers: " + cat, mc, le, ak


def cl_cert(ko):
    mod = [":".join(rs(2, HX) for _ in range(15)) for _ in range(4)]
    snip = ("Certificate:\n    Data:\n        Serial Number:\n            %s\n        Issuer: C=US, O=Let's Encrypt, CN=R11\n        Validity\n            Not After : Jun  9 03:12:44 2025 GMT\n"
            "        Subject Public Key Info:\n            Public-Key: (2048 bit)\n            Modulus:\n                00:%s\n                %s\n                %s ...") % (
        ":".join(rs(2, HX) for _ in range(16)), mod[0], mod[1], mod[2])
    intro = L(ko, ["Cert expiry alert for api.acme.io; checked what is actually served:", "The partner pinned our certificate; checking the serial they pinned:"],
              ["api.acme.io 인증서 만료 알림. 실제로 서빙되는 인증서 확인:", "파트너가 우리 인증서를 pinning 함. 고정한 serial 확인:"])
    les = L(ko, ["cert-manager renewed it, but the ingress kept the old secret until restart.", "Pin the public key (SPKI), not the leaf certificate."],
             ["cert-manager가 갱신은 했는데 ingress가 재시작 전까지 예전 secret을 씀.", "leaf 인증서 말고 공개키(SPKI)를 pinning 해야 함."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Do we alert 30 days before expiry?", ""], ["만료 30일 전에 알림 오는지?", ""]))
    return "x509 certificate text (public)", mc, le, ak


def cl_refs(ko):
    k = R.randint(0, 6)
    svc = pick(SVCS)
    if k == 0:
        snip = "          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: %s-db\n                  key: password" % svc
        cat = "k8s secretKeyRef"
    elif k == 1:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n"
                "    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: prod/%s/stripe\n        property: secret_key" % svc)
        cat = "ExternalSecret remoteRef"
    elif k == 2:
        snip = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - run: ./notify.sh\n        env:\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
        cat = "GitHub Actions secrets context"
    elif k == 3:
        snip = "api_key = os.environ[\"OPENAI_API_KEY\"]\nstripe.api_key = os.getenv(\"STRIPE_SECRET_KEY\")\ntoss_secret = settings.TOSS_SECRET_KEY  # loaded from env"
        cat = "code reading env vars"
    elif k == 4:
        snip = "const client = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY });\nconst kakao = axios.create({ headers: { Authorization: `KakaoAK ${process.env.KAKAO_REST_API_KEY}` } });"
        cat = "JS reading env vars"
    elif k == 5:
        snip = "data \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id = \"prod/%s/db\"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]" % svc
        cat = "terraform secret data source"
    else:
        snip = "DATABASE_URL=\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=\nKAKAO_REST_API_KEY=\n# copy to .env and fill in from 1Password (Engineering / %s)" % svc
        cat = ".env.example with empty values"
    intro = L(ko, ["Where %s gets its credentials from, for the new team member:" % svc, "Refactored %s so no credential is hardcoded:" % svc,
                   "The deploy failed with `secret not found`; the reference in question:"],
              ["신규 팀원용: %s{이가} credential을 어디서 받는지:" % svc, "%s에서 하드코딩된 credential 없게 리팩터링:" % svc, "`secret not found`로 배포 실패. 문제의 참조:"])
    les = L(ko, ["The name in the reference must match the secret store exactly, including case.", "Missing env vars now fail at startup instead of on the first request."],
             ["참조 이름은 secret store와 대소문자까지 정확히 같아야 함.", "env var 누락 시 첫 요청이 아니라 시작 시점에 실패하도록 바꿈."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Is there a list of all secrets each service needs?", ""], ["서비스별로 필요한 secret 목록이 있는지?", ""]))
    return "secret references: " + cat, mc, le, ak


def cl_gen_cmd(ko):
    k = R.randint(0, 4)
    snip = ["openssl rand -base64 32 > /run/secrets/session_key && chmod 600 /run/secrets/session_key",
            "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password > /dev/null && echo ok" % pick(SVCS),
            "python -c 'import secrets; print(secrets.token_urlsafe(48))' | vault kv put secret/%s/jwt value=-" % pick(SVCS),
            "kubectl create secret generic %s-db --from-file=password=./db_password.txt --dry-run=client -o yaml | kubeseal > sealed.yaml" % pick(SVCS),
            "gh secret set NPM_TOKEN < token.txt && shred -u token.txt"][k]
    intro = L(ko, ["How the secret was created without it ever being printed:", "Runbook step for rotating the credential:"],
              ["secret을 화면에 출력하지 않고 생성한 방법:", "credential rotation runbook 단계:"])
    les = L(ko, ["Pipe straight into the store so the value never hits the terminal or history.", "The file is shredded after upload."],
             ["값이 터미널이나 history에 안 남게 store로 바로 pipe 할 것.", "업로드 후 파일은 shred 함."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Should this be a make target?", ""], ["make target으로 만들지?", ""]))
    return "secret generation commands without values", mc, le, ak


def cl_signature(ko):
    k = R.randint(0, 2)
    if k == 0:
        snip = "Stripe-Signature: t=%d,v1=%s\n%s WARN webhook signature mismatch (tolerance 300s), event evt_%s" % (epoch(), rs(64, HX), ts_log(), rs(24))
        cat = "Stripe-Signature header"
    elif k == 1:
        snip = "X-Hub-Signature-256: sha256=%s\nX-GitHub-Delivery: %s\nX-GitHub-Event: push" % (rs(64, HX), uuid4())
        cat = "GitHub webhook signature header"
    else:
        snip = "X-Slack-Signature: v0=%s\nX-Slack-Request-Timestamp: %d" % (rs(64, HX), epoch())
        cat = "Slack request signature header"
    intro = L(ko, ["Webhook verification fails only in prod; captured the incoming headers:", "Replaying a webhook delivery for debugging:"],
              ["prod에서만 webhook 검증 실패. 들어온 헤더 캡처:", "디버깅하려고 webhook delivery 재전송:"])
    les = L(ko, ["The body was re-serialized by the framework before verification; verify against the raw bytes.", "The signature is per request and expires with the timestamp tolerance."],
             ["검증 전에 프레임워크가 body를 다시 직렬화함. raw bytes로 검증해야 함.", "서명은 요청마다 다르고 timestamp 허용 범위 지나면 의미 없음."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Does the proxy modify the body?", ""], ["proxy가 body를 바꾸는지?", ""]))
    return "request signatures (not secrets): " + cat, mc, le, ak


def cl_sshkeygen(ko):
    comment = pick(["deploy@ci", "jkim@macbook", "ops@bastion"])
    snip = ("$ ssh-keygen -t ed25519 -C %s -f ~/.ssh/deploy\nGenerating public/private ed25519 key pair.\nEnter passphrase (empty for no passphrase):\n"
            "Your identification has been saved in /home/ci/.ssh/deploy\nYour public key has been saved in /home/ci/.ssh/deploy.pub\nThe key fingerprint is:\n%s %s") % (comment, ssh_fp(), comment)
    intro = L(ko, ["Created a dedicated deploy key instead of reusing a personal one:", "Key setup for the new runner:"],
              ["개인 키 재사용 대신 전용 deploy key 생성:", "새 runner 키 세팅:"])
    les = L(ko, ["Only the .pub goes into GitHub; the private file stays on the runner.", "Read-only deploy keys are enough for pulls."],
             ["GitHub에는 .pub만 등록. private 파일은 runner에만 있음.", "pull만 하면 read-only deploy key로 충분함."])
    mc, le, ak = _clean_wrap(ko, intro, snip, les, L(ko, ["Should the key have an expiry?", ""], ["키에 만료를 둬야 하는지?", ""]))
    return "ssh-keygen output (fingerprint only)", mc, le, ak


PLAIN_EN = [
    ("The settlement batch double-counted refunds on the last day of the month because it used the server timezone (UTC) instead of Asia/Seoul.",
     "Always pass an explicit zone to date truncation; the DB session timezone is UTC.", "Are there other jobs that truncate by day?"),
    ("Jest tests were flaky only in CI: two suites wrote to the same tmp directory in parallel.", "Use fs.mkdtemp per test file.", ""),
    ("React input dropped the last Korean character on submit because the form read the value before IME composition ended.",
     "Check event.nativeEvent.isComposing (or compositionend) before handling Enter.", "Does the mobile web have the same issue?"),
    ("pnpm workspace: the API package imported a transitive dependency that was hoisted locally but not in the Docker build.",
     "Declare every import explicitly; run `pnpm install --frozen-lockfile` with node-linker=isolated in CI.", ""),
    ("The Alembic migration locked the orders table for 6 minutes because it added a column with a default on Postgres 10.",
     "On old Postgres add the column nullable, backfill in batches, then set the default.", "When is the DB upgrade to 15 planned?"),
    ("Gradle build time doubled after enabling Kotlin K2; the cause was kapt still running for Room.", "Migrate Room to KSP first.", ""),
    ("Next.js ISR pages showed stale prices for up to an hour; revalidate was 3600 and on-demand revalidation was never wired.",
     "Call revalidateTag from the price-update webhook.", "Who owns the pricing webhook?"),
    ("Go service leaked goroutines: every request started a ticker that was never stopped.", "defer ticker.Stop(); pprof goroutine profile made it obvious.", ""),
    ("Flutter release build crashed on Android 14 only: missing foregroundServiceType in the manifest.", "Declare the type and the matching permission.", "Do we test on Android 14 in CI?"),
    ("Elasticsearch queries for Korean product names returned nothing because the index used the standard analyzer.",
     "Use the nori analyzer with decompound_mode mixed and reindex.", "How long does a full reindex take in prod?"),
    ("The Celery worker processed tasks twice after a deploy because visibility_timeout was shorter than the longest task.", "Raise visibility_timeout above the max task runtime.", ""),
    ("Docker image went from 300MB to 1.2GB because the build cache copied node_modules from the host.", "Add node_modules to .dockerignore.", ""),
    ("Spring Boot 3 upgrade: javax.* imports had to become jakarta.*; one library was still on javax and failed at runtime.", "Check transitive deps with `gradle dependencies | grep javax`.", ""),
    ("The cron ran twice on the day DST ended in the US region because it was scheduled in local time.", "Schedule in UTC.", "Do we still have anything in us-east-1 local time?"),
    ("Swift concurrency: UI updates from a Task crashed because the closure was not on the MainActor.", "Annotate the view model with @MainActor.", ""),
    ("Terraform wanted to replace the RDS instance because someone changed the engine minor version in the console.", "Use lifecycle ignore_changes for engine_version or import the change.", ""),
    ("Kafka consumer lag grew every night at 02:00; the batch producer sent 10x traffic and partitions were uneven.", "Key by order id instead of shop id.", "Can we add partitions without reordering issues?"),
    ("CSV export in Excel showed broken Korean text.", "Write a UTF-8 BOM at the start of the file.", ""),
    ("Playwright tests timed out waiting for the network to be idle because of a long-polling chat widget.", "Wait for a specific selector instead of networkidle.", ""),
    ("Rust build in CI was slow; sccache was configured but the cache key included the commit SHA.", "Key the cache by Cargo.lock hash.", ""),
]
PLAIN_KO = [
    ("정산 배치가 월말에 환불을 두 번 셈. 서버 타임존(UTC)으로 날짜를 잘라서 그랬음. Asia/Seoul 기준이어야 함.",
     "날짜 truncate 할 때 zone을 항상 명시할 것. DB 세션 타임존이 UTC임.", "일 단위로 자르는 다른 job도 있는지?"),
    ("Jest 테스트가 CI에서만 flaky 했음. 두 suite가 같은 tmp 디렉토리에 병렬로 씀.", "테스트 파일마다 fs.mkdtemp 쓸 것.", ""),
    ("React input에서 submit 시 한글 마지막 글자가 빠짐. IME 조합 끝나기 전에 값을 읽어서 그랬음.",
     "Enter 처리 전에 event.nativeEvent.isComposing (또는 compositionend) 확인할 것.", "모바일 웹에서도 같은 문제 있는지?"),
    ("pnpm workspace에서 API 패키지가 로컬에선 hoist된 transitive dependency를 import 했는데 Docker 빌드에선 없었음.",
     "import하는 건 전부 명시적으로 선언. CI에서 node-linker=isolated로 `pnpm install --frozen-lockfile`.", ""),
    ("Alembic migration이 orders 테이블을 6분간 잠금. Postgres 10에서 default 있는 컬럼 추가해서 그랬음.",
     "구버전 Postgres에선 nullable로 추가 → 배치로 backfill → default 설정 순서로.", "DB 15 업그레이드 언제 예정인지?"),
    ("Kotlin K2 켠 뒤로 Gradle 빌드 시간이 두 배. Room 때문에 kapt가 계속 돌고 있었음.", "Room을 먼저 KSP로 옮길 것.", ""),
    ("Next.js ISR 페이지가 최대 1시간 동안 예전 가격을 보여줌. revalidate 3600에 on-demand revalidation 연결 안 돼 있었음.",
     "가격 변경 webhook에서 revalidateTag 호출.", "가격 webhook 담당자가 누구인지?"),
    ("Go 서비스 goroutine leak: 요청마다 ticker를 만들고 Stop을 안 함.", "defer ticker.Stop(). pprof goroutine 프로파일 보니 바로 보였음.", ""),
    ("Flutter 릴리즈 빌드가 Android 14에서만 크래시. manifest에 foregroundServiceType 누락.", "type이랑 대응 permission 선언할 것.", "CI에서 Android 14 테스트 하는지?"),
    ("한글 상품명 Elasticsearch 검색 결과가 안 나옴. index가 standard analyzer였음.", "nori analyzer (decompound_mode mixed)로 바꾸고 reindex.", "운영 full reindex 얼마나 걸리는지?"),
    ("배포 후 Celery worker가 task를 두 번 처리. visibility_timeout이 가장 긴 task보다 짧았음.", "visibility_timeout을 최대 실행 시간보다 크게.", ""),
    ("호스트의 node_modules가 빌드 컨텍스트로 복사돼서 Docker 이미지가 300MB → 1.2GB.", ".dockerignore에 node_modules 추가.", ""),
    ("Spring Boot 3 업그레이드: javax.* → jakarta.* 변경. 라이브러리 하나가 아직 javax라 런타임에 실패.", "`gradle dependencies | grep javax`로 transitive dep 확인.", ""),
    ("카카오 알림톡 템플릿 변수에 줄바꿈이 들어가면 발송 실패함. 템플릿 심사 때와 포맷이 달라서.", "변수 값의 개행은 발송 전에 제거.", "템플릿 재심사 필요한지?"),
    ("SwiftUI에서 Task 안에서 UI 업데이트하다 크래시. MainActor가 아니었음.", "view model에 @MainActor 붙일 것.", ""),
    ("콘솔에서 누가 엔진 마이너 버전 바꿔서 terraform이 RDS를 replace 하려 함.", "engine_version은 lifecycle ignore_changes 하거나 변경사항 import.", ""),
    ("매일 새벽 2시 Kafka consumer lag 증가. batch producer가 트래픽 10배를 보내고 파티션 편중.", "shop id 말고 order id로 key 지정.", "순서 문제 없이 파티션 늘릴 수 있는지?"),
    ("CSV export를 엑셀에서 열면 한글이 깨짐.", "파일 맨 앞에 UTF-8 BOM 추가.", ""),
    ("채팅 위젯 long-polling 때문에 Playwright가 networkidle 기다리다 timeout.", "networkidle 말고 특정 selector를 기다릴 것.", ""),
    ("네이버 검색 API 결과의 title에 <b> 태그가 섞여 나와서 그대로 화면에 찍힘.", "HTML 태그 strip 후 렌더링.", ""),
]


def cl_plain(ko):
    mc, le, ak = pick(PLAIN_KO if ko else PLAIN_EN)
    svc = pick(SVCS)
    if chance(0.5):
        mc = L(ko, "[%s] " % svc, "[%s] " % svc) + mc
    if chance(0.3):
        le = ""
    return "plain engineering note (no risky tokens)", mc, le, ak

PLAIN_EN += [
    ("`npm ci` failed with EBADENGINE after the base image moved to Node 22.", "Pin the engine range in package.json and the image tag together.", ""),
    ("The Android app showed the wrong currency symbol for JPY because Locale.getDefault() was used instead of the shop locale.", "Format with the shop's locale, not the device's.", ""),
    ("Prometheus alert fired every Monday: the weekly batch pushed memory above 90% for 20 minutes.", "Add a `for: 30m` clause and a separate alert for the batch.", "Should the batch get its own node pool?"),
    ("GraphQL N+1 on the orders page: each order resolved its shop separately.", "Use a DataLoader keyed by shop id.", ""),
    ("The Lambda cold start went from 400ms to 3s after adding the PDF library.", "Move PDF generation to a separate function with provisioned concurrency.", ""),
    ("MySQL utf8 columns silently dropped emoji in reviews.", "Use utf8mb4 for the table and the connection charset.", "Are other tables still utf8?"),
    ("Vite dev server could not resolve the workspace package because of a missing `exports` field.", "Add exports with both import and types entries.", ""),
    ("Retry storm: three layers (SDK, service, gateway) each retried 3 times, so one failure became 27 calls.", "Retry only at one layer, with jitter.", ""),
    ("Unicode normalization: macOS file names arrived in NFD and did not match DB values in NFC.", "Normalize to NFC on upload.", ""),
    ("Pagination skipped rows because the cursor used created_at, which is not unique.", "Use (created_at, id) as the cursor.", ""),
]
PLAIN_KO += [
    ("base image가 Node 22로 바뀐 뒤 `npm ci`가 EBADENGINE으로 실패.", "package.json engine 범위와 이미지 태그를 같이 고정할 것.", ""),
    ("안드로이드 앱에서 JPY 통화 기호가 이상하게 나옴. shop locale 대신 Locale.getDefault()를 씀.", "기기 locale 말고 상점 locale로 포맷.", ""),
    ("매주 월요일 Prometheus 알림 발생: 주간 배치가 20분간 메모리 90% 넘김.", "`for: 30m` 추가하고 배치용 알림은 분리.", "배치 전용 node pool이 필요한지?"),
    ("주문 페이지 GraphQL N+1: 주문마다 상점을 따로 조회.", "shop id 기준 DataLoader 사용.", ""),
    ("PDF 라이브러리 추가 후 Lambda cold start 400ms → 3s.", "PDF 생성은 provisioned concurrency 있는 별도 함수로.", ""),
    ("MySQL utf8 컬럼이 리뷰의 이모지를 조용히 날림.", "테이블과 커넥션 charset을 utf8mb4로.", "다른 테이블도 아직 utf8인지?"),
    ("`exports` 필드가 없어서 Vite dev server가 workspace 패키지를 못 찾음.", "import/types 둘 다 있는 exports 추가.", ""),
    ("retry 폭주: SDK, 서비스, gateway 세 군데서 각각 3번씩 재시도해서 실패 1번이 호출 27번이 됨.", "재시도는 한 레이어에서만, jitter 포함.", ""),
    ("맥에서 올린 파일명이 NFD라 DB의 NFC 값과 매칭이 안 됨. 한글 자모가 분리돼 보였음.", "업로드 시 NFC로 정규화.", ""),
    ("created_at이 unique가 아니라 cursor pagination에서 행이 빠짐.", "cursor를 (created_at, id)로.", ""),
]


def cl_publishable(ko):
    k = R.randint(0, 14)
    if k == 0:
        key = "pk_live_51" + rs(97)
        snip, vendor, what = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % key, "Stripe", "publishable key"
    elif k == 1:
        key = "live_ck_" + rs(24)
        snip, vendor, what = "const tossPayments = TossPayments('%s');" % key, "Toss Payments", "client key"
    elif k == 2:
        key = rs(32, HX)
        snip, vendor, what = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % key, "Kakao", "JavaScript key"
    elif k == 3:
        cfg = {"apiKey": "AIza" + rs(35, B64U), "authDomain": "acme-prod.firebaseapp.com", "projectId": "acme-prod",
               "storageBucket": "acme-prod.appspot.com", "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), rs(22, HX)),
               "measurementId": "G-" + rs(10, UAN)}
        snip, vendor, what = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";", "Firebase", "web config apiKey"
    elif k == 4:
        tok = "pk." + b64u(json.dumps({"u": pick(["acme", "hanbit-maps"]), "a": rs(25, LAN)}, separators=(",", ":")).encode()) + "." + rs(22, B64U)
        snip, vendor, what = "mapboxgl.accessToken = '%s';" % tok, "Mapbox", "public token"
    elif k == 5:
        snip, vendor, what = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(10, UAN), rs(32, HX)), "Algolia", "search-only API key"
    elif k == 6:
        anon = jwt({"iss": "supabase", "ref": rs(20, LO), "role": "anon", "iat": epoch() - 10 ** 7, "exp": epoch() + 3 * 10 ** 8})
        snip, vendor, what = "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % anon, "Supabase", "anon key"
    elif k == 7:
        snip, vendor, what = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(43), "PostHog", "project API key"
    elif k == 8:
        snip, vendor, what = "SENTRY_DSN=https://%s@o%s.ingest.%s.sentry.io/%s" % (rs(32, HX), digits(6), pick(["us", "de"]), digits(7)), "Sentry", "DSN"
    elif k == 9:
        key = "pk_live_" + b64e(("clerk.%s.com$" % pick(["acme", "hanbit"])).encode()).rstrip("=")
        snip, vendor, what = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % key, "Clerk", "publishable key"
    elif k == 10:
        snip, vendor, what = "Payjp('pk_live_%s')" % rs(24, HX), "PAY.JP", "public key"
    elif k == 11:
        snip, vendor, what = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(38, B64U), "Google reCAPTCHA", "site key"
    elif k == 12:
        snip, vendor, what = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&libraries=places&callback=initMap\"></script>" % rs(35, B64U), "Google Maps", "browser key (HTTP-referrer restricted)"
    elif k == 13:
        snip, vendor, what = "amplitude.init('%s', { defaultTracking: true });" % rs(32, HX), "Amplitude", "browser API key"
    else:
        snip, vendor, what = "const ldClient = LDClient.initialize('%s', context);" % rs(24, HX), "LaunchDarkly", "client-side ID"
    intro = L(ko, ["The checkout page broke after the frontend build switched env files; this is what the bundle contains:",
                   "The mobile web page did not load the %s SDK in %s:" % (vendor, pick(ENVS)),
                   "Security review asked whether this key in the frontend bundle is a problem:",
                   "Initialization snippet of the %s SDK in the web app:" % vendor],
              ["프론트 빌드가 env 파일을 바꾼 뒤 결제 페이지가 깨짐. 번들에 들어간 값:", "%s에서 모바일 웹이 %s SDK를 못 불러옴:" % (pick(ENVS_KO), vendor),
               "보안 리뷰에서 프론트 번들에 있는 이 키가 문제인지 물어봄:", "웹앱의 %s SDK 초기화 코드:" % vendor])
    les = L(ko, ["This %s %s is meant to be public; the dashboard restricts it by domain/referrer, and the secret counterpart lives only on the server." % (vendor, what),
                 "Public client keys are fine in the bundle; what matters is the allowed-origins list in the %s console." % vendor,
                 "The NEXT_PUBLIC_/VITE_ prefix exposes a value to the browser on purpose; only client-safe keys may use it."],
             ["%s %s{은는} 원래 공개용임. 대시보드에서 도메인/referrer로 제한하고, 짝이 되는 secret은 서버에만 있음." % (vendor, what),
              "공개 client key는 번들에 있어도 됨. 중요한 건 %s 콘솔의 허용 origin 목록." % vendor,
              "NEXT_PUBLIC_/VITE_ 접두사는 의도적으로 브라우저에 노출함. client에 안전한 키만 써야 함."])
    ask = L(ko, ["Is the allowed-domain list up to date for the new staging domain?", "Do we have separate test and live keys for the web build?", ""],
             ["새 staging 도메인이 허용 도메인 목록에 들어가 있는지?", "웹 빌드용 test/live 키가 분리돼 있는지?", ""])
    mc, le, ak = place(ko, intro, snip, les, ask, L(ko, "Snippet:", "코드:"))
    return "frontend snippet: %s %s [%s] [publishable]" % (vendor, what, vendor), mc, le, ak


CLEAN_RISKY = [(cl_mirror, 95), (cl_db_safe, 12), (cl_ports, 10), (cl_hashes, 12), (cl_git, 8), (cl_ids, 11), (cl_pubkeys, 12),
               (cl_keyids, 8), (cl_account_ids, 11), (cl_base64, 9), (cl_versions, 7), (cl_policy, 6), (cl_redacted, 11),
               (cl_discussion, 9), (cl_fixtures, 7), (cl_encrypted, 7), (cl_storage_ids, 5), (cl_cert, 3), (cl_refs, 13),
               (cl_gen_cmd, 5), (cl_signature, 5), (cl_sshkeygen, 4)]
N_SECRET = 350
N_CLEAN = 350
N_KO_SECRET = 140
N_KO_CLEAN = 140
N_PUBLISHABLE = 30
N_PLAIN = 58


# ---------------------------------------------------------------- checks
def window_ok(fields, secrets, cands):
    """No 8-char window of any candidate occurs outside an occurrence of a listed secret."""
    for f in fields:
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for c in cands:
            for j in range(len(c) - 7):
                w = c[j:j + 8]
                i = f.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return False
                    i = f.find(w, i + 1)
    return True


def sizes_ok(mc, le, ak):
    return mc.strip() != "" and utf8len(mc) <= 1024 and utf8len(le) <= 1024 and utf8len(ak) <= 512


def allocate(items, total):
    """largest-remainder allocation of total over weighted items -> list of (fn, count)"""
    wsum = sum(w for _, w in items)
    raw = [(fn, total * w / wsum) for fn, w in items]
    out = [[fn, int(x)] for fn, x in raw]
    rem = total - sum(c for _, c in out)
    order = sorted(range(len(raw)), key=lambda i: -(raw[i][1] - int(raw[i][1])))
    for i in order[:rem]:
        out[i][1] += 1
    return out


STATS = {"retry_size": 0, "retry_window": 0, "retry_dup": 0, "retry_nosecret": 0}
SEEN = set()


def make_secret(job, ko):
    for _ in range(60):
        if isinstance(job, dict):
            cat, mc, le, ak, cands = vendor_note(job, ko)
        else:
            cat, mc, le, ak, cands = job(ko)
        mc, le, ak = resolve_josa(mc), resolve_josa(le), resolve_josa(ak)
        if not sizes_ok(mc, le, ak):
            STATS["retry_size"] += 1
            continue
        fields = [mc, le, ak]
        uniq = []
        for c in cands:
            if c not in uniq:
                uniq.append(c)
        secrets = [c for c in uniq if any(c in f for f in fields)]
        if not secrets or any(len(s) < 8 for s in secrets):
            STATS["retry_nosecret"] += 1
            continue
        if not window_ok(fields, secrets, uniq):
            STATS["retry_window"] += 1
            continue
        key = (mc, le, ak)
        if key in SEEN:
            STATS["retry_dup"] += 1
            continue
        SEEN.add(key)
        return cat, mc, le, ak, secrets
    raise RuntimeError("could not build secret note for %r" % (job["name"] if isinstance(job, dict) else job.__name__))


def make_clean(fn, ko):
    for _ in range(60):
        cat, mc, le, ak = fn(ko)
        mc, le, ak = resolve_josa(mc), resolve_josa(le), resolve_josa(ak)
        if not sizes_ok(mc, le, ak):
            STATS["retry_size"] += 1
            continue
        key = (mc, le, ak)
        if key in SEEN:
            STATS["retry_dup"] += 1
            continue
        SEEN.add(key)
        return cat, mc, le, ak
    raise RuntimeError("could not build clean note for %s" % fn.__name__)


def langs(n, n_ko):
    ls = ["ko"] * n_ko + ["en"] * (n - n_ko)
    R.shuffle(ls)
    return ls


def build():
    records = []
    # secret side: every vendor once, the rest from generic templates
    jobs = list(VENDORS)
    for fn, cnt in allocate(GENERIC_SECRET, N_SECRET - len(VENDORS)):
        jobs += [fn] * cnt
    R.shuffle(jobs)
    for job, lang in zip(jobs, langs(N_SECRET, N_KO_SECRET)):
        cat, mc, le, ak, secrets = make_secret(job, lang == "ko")
        records.append({"lang": lang, "kind": "secret", "category": cat, "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ak},
                        "secrets": secrets})
    # clean side
    cjobs = [cl_publishable] * N_PUBLISHABLE + [cl_plain] * N_PLAIN
    for fn, cnt in allocate(CLEAN_RISKY, N_CLEAN - N_PUBLISHABLE - N_PLAIN):
        cjobs += [fn] * cnt
    R.shuffle(cjobs)
    for fn, lang in zip(cjobs, langs(N_CLEAN, N_KO_CLEAN)):
        cat, mc, le, ak = make_clean(fn, lang == "ko")
        records.append({"lang": lang, "kind": "clean", "category": cat, "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ak},
                        "secrets": []})
    R.shuffle(records)
    out = []
    for i, r in enumerate(records, 1):
        out.append({"id": "s%03d" % i, "lang": r["lang"], "kind": r["kind"], "category": r["category"], "fields": r["fields"], "secrets": r["secrets"]})
    return out


def final_asserts(recs):
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids)
    assert 680 <= len(recs) <= 720
    assert sum(r["kind"] == "secret" for r in recs) * 2 == len(recs)
    for r in recs:
        f = r["fields"]
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert sizes_ok(f["missing_context"], f["lesson"], f["ask_next_time"]), r["id"]
        vals = [f["missing_context"], f["lesson"], f["ask_next_time"]]
        if r["kind"] == "clean":
            assert r["secrets"] == [], r["id"]
        else:
            assert r["secrets"], r["id"]
            for s in r["secrets"]:
                assert len(s) >= 8 and any(s in v for v in vals), (r["id"], s)
            assert window_ok(vals, r["secrets"], r["secrets"]), r["id"]
        if "[publishable]" in r["category"]:
            assert r["kind"] == "clean" and r["category"].endswith(" [publishable]")


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v40.jsonl")
    recs = build()
    final_asserts(recs)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    sys.stderr.write("wrote %d notes to %s; retries: %s\n" % (len(recs), out_path, STATS))


if __name__ == "__main__":
    main()
