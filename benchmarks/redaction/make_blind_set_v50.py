#!/usr/bin/env python3
"""Blind evaluation set v50 for a credential-redaction filter.

One deterministic generator: a single PRNG, random.Random(50_2026_1126), drives
every choice.  No set is ever iterated, JSON keys are written in a fixed order,
and the output is byte-identical across runs and PYTHONHASHSEED values.

Usage:  python3 make_blind_set_v50.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import re
import sys
import urllib.parse

R = random.Random(50_2026_1126)

# ---------------------------------------------------------------------------
# 1. primitive helpers (all randomness goes through R)
# ---------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = UP + LO + DG
ALNUML = LO + DG
ALNUMU = UP + DG
B64C = ALNUM + "+/"
URLC = ALNUM + "-_"
B32 = UP + "234567"
B32L = LO + "234567"


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rstr(alphabet, n):
    return "".join(alphabet[R.randrange(len(alphabet))] for _ in range(n))


def hexs(n):
    return rstr(HEXL, n)


def alnum(n):
    return rstr(ALNUM, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64url(nbytes, pad=False):
    s = base64.urlsafe_b64encode(rbytes(nbytes)).decode()
    return s if pad else s.rstrip("=")


def b64s(text):
    return base64.b64encode(text.encode()).decode()


def b64u_json(obj):
    raw = json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rstr(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def pct(s):
    """percent-encode a URL userinfo component the way most tools do"""
    return urllib.parse.quote(s, safe="")


def with_marker(n, marker):
    """random [A-Za-z0-9_-] string of length n with a fixed marker in the middle"""
    half = (n - len(marker)) // 2
    return rstr(URLC, half) + marker + rstr(URLC, n - len(marker) - half)


def epoch():
    return 1_700_000_000 + R.randrange(60_000_000)


def ymd():
    return "2025-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))


def hms():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def ts_iso():
    return "%sT%s.%03dZ" % (ymd(), hms(), R.randrange(1000))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 250)),
                 "192.168.%d.%d" % (R.randint(0, 20), R.randint(2, 250))])


def jwt(header, payload, sig_bytes=32):
    return "%s.%s.%s" % (b64u_json(header), b64u_json(payload), b64url(sig_bytes))


def pem_lines(nbytes, prefix_bytes=b""):
    raw = prefix_bytes + rbytes(nbytes - len(prefix_bytes))
    s = base64.b64encode(raw).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


# ---------------------------------------------------------------------------
# 2. passwords and human secrets
# ---------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_typed(word):
    """what a Hangul word becomes when typed with the IME in English mode (2-beolsik)"""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑해", "행복", "고양이", "우리집", "대한민국", "강아지", "하늘", "별빛", "초코", "토끼",
            "여름", "겨울", "봄날", "바다", "보리", "두부", "감자", "호랑이", "무지개", "햇살", "구름",
            "딸기", "우리아기", "짱구", "뽀삐", "해피", "다온", "하준", "서연", "민준"]
EN_WORDS = ["summer", "winter", "autumn", "spring", "dragon", "monkey", "sunshine", "shadow", "tiger",
            "purple", "orange", "coffee", "pepper", "cookie", "rocket", "falcon", "hockey", "pirate",
            "banana", "silver", "thunder", "maple", "ocean", "forest", "panda", "mango", "violet",
            "garnet", "bishop", "marble", "lantern", "walnut", "pickle", "copper", "harbor", "meadow"]
DICE = ["acid", "amber", "anvil", "arch", "atlas", "bacon", "badge", "banjo", "basil", "bison", "blaze",
        "bloom", "bluff", "brick", "brine", "cabin", "cactus", "camel", "canoe", "cargo", "cedar",
        "chalk", "cider", "clamp", "cobalt", "comet", "coral", "crane", "crisp", "dune", "ember",
        "fable", "fern", "fjord", "flint", "fudge", "gala", "gecko", "glide", "gravy", "grove", "haiku",
        "hazel", "heron", "igloo", "ivory", "jolly", "kayak", "koala", "ladle", "lemur", "lilac",
        "llama", "lotus", "lunar", "mocha", "moose", "nectar", "noble", "oasis", "olive", "otter",
        "pecan", "plaza", "plume", "polka", "quartz", "quill", "radar", "raven", "rumba", "saffron",
        "salsa", "sonar", "spruce", "swamp", "tango", "thyme", "topaz", "tulip", "tundra", "umber",
        "vapor", "velvet", "waffle", "walrus", "yodel", "zebra", "zesty"]
NAMES_EN = ["mike", "sarah", "jenny", "alex", "chris", "daniel", "emma", "olivia", "kevin", "laura"]
NAMES_KO_ROM = ["minji", "jihoon", "seoyeon", "hyunwoo", "jiwoo", "sujin", "dohyun", "yuna", "junho",
                "eunji", "taeyang", "haneul"]
SYM = "!@#$%^&*"


def pw_human():
    """a human-chosen password with a random component"""
    k = R.randrange(9)
    y = str(R.randint(1985, 2026))
    if k == 0:
        return pick(EN_WORDS).capitalize() + y + pick(SYM)
    if k == 1:
        return pick(NAMES_KO_ROM + NAMES_EN) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["", "!", "!!", "*"])
    if k == 2:
        w = pick(EN_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet.capitalize() + digits(R.randint(2, 4), False) + pick(SYM)
    if k == 3:
        return pick(["qwer", "asdf", "zxcv", "1q2w3e", "qwerty", "1qaz2wsx"]) + digits(R.randint(3, 4), False) + pick(["!", "!@", "!@#", "#", "$$"]) + pick(LO) + digits(2, False)
    if k == 4:
        return pick(EN_WORDS) + pick(["_", ".", "-", ""]) + pick(EN_WORDS) + digits(R.randint(2, 3), False)
    if k == 5:
        return pick(["Welcome", "Company", "Office", "Admin", "Dev", "Prod", "Team"]) + pick(["@", "#", "!"]) + y + pick(LO + UP) + digits(2, False)
    if k == 6:
        return pick(NAMES_EN + NAMES_KO_ROM).capitalize() + pick(["Loves", "And", "2", "4"]) + pick(EN_WORDS).capitalize() + digits(R.randint(1, 3), False)
    if k == 7:
        return pick(EN_WORDS).upper()[:R.randint(4, 6)] + pick(SYM) + digits(R.randint(4, 6), False)
    return pick(EN_WORDS) + y + pick(EN_WORDS).capitalize() + pick(SYM)


def pw_ko_keyboard():
    """Korean word typed in English mode, plus decoration"""
    w = pick(KO_WORDS)
    if chance(0.5):
        w = w + pick(KO_WORDS)
    s = ko_typed(w)
    s = s + pick(["", "!", "@", "^^", "*"]) + digits(R.randint(2, 4), False) + pick(["", "!", "#"])
    if len(s) < 8:
        s = s + digits(8 - len(s), False)
    return s


def pw_hangul():
    """password that contains Hangul characters"""
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    s = w + digits(R.randint(3, 4), False) + pick(["!", "@", "#", "^^", ""])
    while len(s) < 8:
        s = s + pick(DG)
    return s


def pw_strong(n=None):
    n = n or R.randint(14, 24)
    alph = ALNUM + "!#%^*_-+=.~"
    while True:
        s = rstr(alph, n)
        if any(c in DG for c in s) and any(c in "!#%^*_-+=.~" for c in s) and s[0] not in "-=+~.":
            return s


def pw_gen_alnum(n=None):
    return alnum(n or R.randint(16, 32))


def passphrase(sep=None, n=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(pick(DICE) for _ in range(n or R.randint(4, 6)))


def pw_any():
    k = R.randrange(10)
    if k < 4:
        return pw_human()
    if k < 5:
        return pw_ko_keyboard()
    if k < 8:
        return pw_strong()
    if k < 9:
        return pw_gen_alnum()
    return passphrase(pick(["-", "_", "."]), R.randint(3, 4))


def pw_urlsafe():
    """password without characters that would need quoting in most config formats"""
    k = R.randrange(4)
    if k == 0:
        return pw_gen_alnum(R.randint(12, 24))
    if k == 1:
        return rstr(ALNUM + "_-.", R.randint(14, 22))
    if k == 2:
        return pick(EN_WORDS).capitalize() + pick(EN_WORDS).capitalize() + digits(4, False)
    return ko_typed(pick(KO_WORDS) + pick(KO_WORDS)) + digits(4, False)


# ---------------------------------------------------------------------------
# 3. vendor token shapes (from the vendors' documented / observed formats)
# ---------------------------------------------------------------------------
AWS_REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1"]


def aws_akid():
    return "AKIA" + rstr(B32, 16)


def aws_asia():
    return "ASIA" + rstr(B32, 16)


def aws_sk():
    return rstr(ALNUM + "/+", 40)


def aws_session_token(n=None):
    return "IQoJb3JpZ2luX2VjE" + rstr(B64C, n or R.randint(260, 360))


def openai_key():
    k = R.randrange(4)
    if k == 0:
        return "sk-proj-" + rstr(URLC, 74) + "T3BlbkFJ" + rstr(URLC, 74)
    if k == 1:
        return "sk-" + alnum(20) + "T3BlbkFJ" + alnum(20)
    if k == 2:
        return "sk-svcacct-" + rstr(URLC, 74) + "T3BlbkFJ" + rstr(URLC, 74)
    return "sk-proj-" + rstr(URLC, 48) + "T3BlbkFJ" + rstr(URLC, 48)


def anthropic_key(admin=False):
    return ("sk-ant-admin01-" if admin else "sk-ant-api03-") + rstr(URLC, 93) + "AA"


def google_api_key():
    return "AIza" + rstr(URLC, 35)


def gh_token(prefix="ghp_"):
    return prefix + alnum(36)


def gh_fine():
    return "github_pat_11" + rstr(ALNUMU, 20) + "_" + alnum(59)


def slack_bot():
    return "xoxb-%s-%s-%s" % (digits(12), digits(13), alnum(24))


def slack_user():
    return "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), hexs(32))


def slack_app():
    return "xapp-1-A%s-%s-%s" % (rstr(ALNUMU, 10), digits(13), hexs(64))


def slack_hook_parts():
    return "T0" + rstr(ALNUMU, 9), "B0" + rstr(ALNUMU, 9), alnum(24)


def discord_bot():
    uid = "1" + digits(18, False)
    return b64s(uid).rstrip("=") + "." + rstr(URLC, 6) + "." + rstr(URLC, 38)


def telegram_bot():
    return "%s:AA%s" % (digits(R.choice([9, 10])), rstr(URLC, 33))


def stripe_sk(mode="live", kind="sk"):
    if chance(0.5):
        return "%s_%s_51%s" % (kind, mode, alnum(97))
    return "%s_%s_%s" % (kind, mode, alnum(24))


def sendgrid_key():
    return "SG.%s.%s" % (rstr(URLC, 22), rstr(URLC, 43))


def pypi_token(test=False):
    head = "pypi-AgENdGVzdC5weXBpLm9yZw" if test else "pypi-AgEIcHlwaS5vcmc"
    return head + "CJ" + rstr(URLC, R.randint(150, 170))


def supa_jwt(role):
    ref = rstr(LO, 20)
    iat = epoch()
    return jwt({"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000}), ref


def pem_body(kind="rsa", nlines=None):
    """base64 body lines of a private key; realistic fixed DER prefixes"""
    if kind == "rsa":            # PKCS#1 RSA 2048
        pre = bytes.fromhex("308204a40201000282010100")
        lines = pem_lines(1192, pre)
    elif kind == "pkcs8":        # PKCS#8 RSA 2048
        pre = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
        lines = pem_lines(1217, pre)
    elif kind == "ec":           # SEC1 P-256
        pre = bytes.fromhex("30770201010420")
        raw = pre + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
        s = base64.b64encode(raw).decode()
        lines = [s[i:i + 64] for i in range(0, len(s), 64)]
    elif kind == "p8":           # PKCS#8 P-256 (Apple .p8)
        pre = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
        raw = pre + rbytes(32) + bytes.fromhex("a14403420004") + rbytes(64)
        s = base64.b64encode(raw).decode()
        lines = [s[i:i + 64] for i in range(0, len(s), 64)]
    elif kind == "openssh":      # ed25519 openssh-key-v1
        pre = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" + b"\x00\x00\x00\x04none" +
               b"\x00\x00\x00\x00" + b"\x00\x00\x00\x01" + b"\x00\x00\x00\x33" +
               b"\x00\x00\x00\x0bssh-ed25519" + b"\x00\x00\x00\x20")
        raw = pre + rbytes(32) + b"\x00\x00\x00\x88" + rbytes(8) + b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32) + b"\x00\x00\x00\x40" + rbytes(64) + b"\x00\x00\x00\x0c" + rbytes(12) + b"\x01\x02\x03\x04\x05"
        s = base64.b64encode(raw).decode()
        lines = [s[i:i + 70] for i in range(0, len(s), 70)]
    else:
        raise ValueError(kind)
    if nlines:
        lines = lines[:nlines]
    return lines


# ---------------------------------------------------------------------------
# 4. vendor catalog
#    fields: (ENV_NAME, generator, listed?)  listed=False -> identifier, not a credential
#    usage:  v -> list of snippets that use the values (curl, CLI, code)
# ---------------------------------------------------------------------------
VENDORS = []


def vendor(name, area, region, fields, usage=None, usage_only=False):
    VENDORS.append({"name": name, "area": area, "region": region, "fields": fields, "usage": usage, "usage_only": usage_only})


def S(key, gen):          # listed secret
    return (key, gen, True)


def I(key, gen):          # identifier shown next to it, not listed
    return (key, gen, False)


def const(x):
    return lambda: x


def curl(url, hdr, val, method=None, data=None):
    m = (" -X " + method) if method else ""
    d = (" -d '" + data + "'") if data else ""
    return 'curl -s%s "%s" -H "%s: %s"%s' % (m, url, hdr, val, d)


# --- global cloud / infra ---------------------------------------------------
vendor("AWS", "cloud", "global",
       [S("AWS_ACCESS_KEY_ID", aws_akid), S("AWS_SECRET_ACCESS_KEY", aws_sk), I("AWS_DEFAULT_REGION", lambda: pick(AWS_REGIONS))],
       lambda v: ["aws configure set aws_access_key_id %s && aws configure set aws_secret_access_key %s" % (v["AWS_ACCESS_KEY_ID"], v["AWS_SECRET_ACCESS_KEY"]),
                  "AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 ls s3://%s-artifacts/ --region %s" % (v["AWS_ACCESS_KEY_ID"], v["AWS_SECRET_ACCESS_KEY"], pick(["shop", "ledger", "infra", "ml"]), v["AWS_DEFAULT_REGION"]),
                  "boto3.client(\"s3\", aws_access_key_id=\"%s\", aws_secret_access_key=\"%s\")" % (v["AWS_ACCESS_KEY_ID"], v["AWS_SECRET_ACCESS_KEY"])])
vendor("AWS STS", "cloud", "global",
       [S("AWS_ACCESS_KEY_ID", aws_asia), S("AWS_SECRET_ACCESS_KEY", aws_sk), S("AWS_SESSION_TOKEN", aws_session_token)],
       lambda v: ["export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (v["AWS_ACCESS_KEY_ID"], v["AWS_SECRET_ACCESS_KEY"], v["AWS_SESSION_TOKEN"])])
vendor("Google Cloud", "cloud", "global",
       [S("GOOGLE_OAUTH_CLIENT_SECRET", lambda: "GOCSPX-" + rstr(URLC, 28)), I("GOOGLE_OAUTH_CLIENT_ID", lambda: digits(12) + "-" + rstr(ALNUML, 32) + ".apps.googleusercontent.com")])
vendor("Google Gemini", "ai", "global", [S("GEMINI_API_KEY", google_api_key)],
       lambda v: ['curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=%s" -H "Content-Type: application/json" -d @req.json' % v["GEMINI_API_KEY"],
                  "genai.configure(api_key=\"%s\")" % v["GEMINI_API_KEY"]])
vendor("Azure Storage", "cloud", "global",
       [I("AZURE_STORAGE_ACCOUNT", lambda: pick(["stshop", "stledger", "stmlprod", "stlogs"]) + digits(3)), S("AZURE_STORAGE_KEY", lambda: b64(64))],
       lambda v: ["DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (v["AZURE_STORAGE_ACCOUNT"], v["AZURE_STORAGE_KEY"]),
                  "az storage blob upload --account-name %s --account-key %s -c backups -f dump.sql.gz" % (v["AZURE_STORAGE_ACCOUNT"], v["AZURE_STORAGE_KEY"])])
vendor("Azure Entra ID", "cloud", "global",
       [I("AZURE_TENANT_ID", uuid4), I("AZURE_CLIENT_ID", uuid4), S("AZURE_CLIENT_SECRET", lambda: alnum(3) + pick("78") + "Q~" + rstr(ALNUM + "_.~-", 34))],
       lambda v: ["az login --service-principal -u %s -p %s --tenant %s" % (v["AZURE_CLIENT_ID"], v["AZURE_CLIENT_SECRET"], v["AZURE_TENANT_ID"])])
vendor("Azure OpenAI", "ai", "global",
       [I("AZURE_OPENAI_ENDPOINT", lambda: "https://%s.openai.azure.com/" % pick(["aoai-krc-prod", "oai-eastus-dev", "gpt-shared-01"])), S("AZURE_OPENAI_API_KEY", lambda: hexs(32))],
       lambda v: [curl(v["AZURE_OPENAI_ENDPOINT"] + "openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21", "api-key", v["AZURE_OPENAI_API_KEY"])])
vendor("Azure Service Bus", "cloud", "global",
       [S("SERVICEBUS_SAS_KEY", lambda: b64(32))],
       lambda v: ["Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["sb-orders-prod", "bus-notify", "sbns-krc"]), v["SERVICEBUS_SAS_KEY"])])
vendor("Azure DevOps", "ci", "global", [S("AZURE_DEVOPS_PAT", lambda: rstr(B32L, 52))],
       lambda v: ["git clone https://build:%s@dev.azure.com/%s/_git/%s" % (v["AZURE_DEVOPS_PAT"], pick(["contoso-kr", "fabrikam"]), pick(["web", "payments", "infra"])),
                  "echo %s | az devops login --organization https://dev.azure.com/%s" % (v["AZURE_DEVOPS_PAT"], pick(["contoso-kr", "fabrikam"]))])
vendor("DigitalOcean", "cloud", "global", [S("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64))],
       lambda v: ["doctl auth init -t %s" % v["DIGITALOCEAN_TOKEN"], curl("https://api.digitalocean.com/v2/droplets", "Authorization", "Bearer " + v["DIGITALOCEAN_TOKEN"])])
vendor("DigitalOcean Spaces", "cloud", "global", [I("SPACES_KEY", lambda: "DO00" + rstr(ALNUMU, 16)), S("SPACES_SECRET", lambda: b64(32).rstrip("="))])
vendor("Cloudflare", "cloud", "global", [S("CLOUDFLARE_API_TOKEN", lambda: rstr(URLC, 40))],
       lambda v: [curl("https://api.cloudflare.com/client/v4/user/tokens/verify", "Authorization", "Bearer " + v["CLOUDFLARE_API_TOKEN"])])
vendor("Cloudflare Global Key", "cloud", "global", [I("CLOUDFLARE_EMAIL", const("ops@" + pick(["acme.io", "shopkr.co.kr", "hanbit.dev"]))), S("CLOUDFLARE_API_KEY", lambda: hexs(37))],
       lambda v: ['curl -s https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: %s" -H "X-Auth-Key: %s"' % (v["CLOUDFLARE_EMAIL"], v["CLOUDFLARE_API_KEY"])])
vendor("Cloudflare R2", "cloud", "global", [I("R2_ACCESS_KEY_ID", lambda: hexs(32)), S("R2_SECRET_ACCESS_KEY", lambda: hexs(64)), I("R2_ENDPOINT", lambda: "https://%s.r2.cloudflarestorage.com" % hexs(32))])
vendor("Cloudflare Tunnel", "cloud", "global", [S("TUNNEL_TOKEN", lambda: b64u_json({"a": hexs(32), "t": uuid4(), "s": b64(32)}))],
       lambda v: ["cloudflared tunnel --no-autoupdate run --token %s" % v["TUNNEL_TOKEN"]])
vendor("Heroku", "cloud", "global", [S("HEROKU_API_KEY", lambda: "HRKU-AA" + rstr(URLC, 58))],
       lambda v: ["machine api.heroku.com\n  login deploy@%s\n  password %s" % (pick(["acme.io", "team.kr"]), v["HEROKU_API_KEY"])])
vendor("Vercel", "cloud", "global", [S("VERCEL_TOKEN", lambda: alnum(24))],
       lambda v: ["vercel deploy --prod --token %s" % v["VERCEL_TOKEN"], "npx vercel env pull .env.local --token=%s" % v["VERCEL_TOKEN"]])
vendor("Netlify", "cloud", "global", [S("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + alnum(36))],
       lambda v: ["netlify deploy --prod --auth %s --dir dist" % v["NETLIFY_AUTH_TOKEN"]])
vendor("Fly.io", "cloud", "global", [S("FLY_API_TOKEN", lambda: "fm2_" + "lJPE" + rstr(B64C, 180))],
       lambda v: ['flyctl deploy --access-token "FlyV1 %s"' % v["FLY_API_TOKEN"]])
vendor("Render", "cloud", "global", [S("RENDER_API_KEY", lambda: "rnd_" + alnum(32))],
       lambda v: [curl("https://api.render.com/v1/services?limit=20", "Authorization", "Bearer " + v["RENDER_API_KEY"])])
vendor("Hetzner Cloud", "cloud", "eu", [S("HCLOUD_TOKEN", lambda: alnum(64))],
       lambda v: ["hcloud context create prod  # token: %s" % v["HCLOUD_TOKEN"]])
vendor("Scaleway", "cloud", "eu", [I("SCW_ACCESS_KEY", lambda: "SCW" + rstr(ALNUMU, 17)), S("SCW_SECRET_KEY", uuid4), I("SCW_DEFAULT_PROJECT_ID", uuid4)])
vendor("OVHcloud", "cloud", "eu",
       [I("OVH_APPLICATION_KEY", lambda: alnum(16)), S("OVH_APPLICATION_SECRET", lambda: alnum(32)), S("OVH_CONSUMER_KEY", lambda: alnum(32)), I("OVH_ENDPOINT", const("ovh-eu"))])
vendor("Linode", "cloud", "global", [S("LINODE_TOKEN", lambda: hexs(64))],
       lambda v: [curl("https://api.linode.com/v4/linode/instances", "Authorization", "Bearer " + v["LINODE_TOKEN"])])
vendor("Vultr", "cloud", "global", [S("VULTR_API_KEY", lambda: rstr(ALNUMU, 36))])
vendor("Backblaze B2", "cloud", "global", [I("B2_APPLICATION_KEY_ID", lambda: "005" + hexs(22)), S("B2_APPLICATION_KEY", lambda: "K005" + rstr(ALNUM + "+/", 27))],
       lambda v: ["b2 account authorize %s %s" % (v["B2_APPLICATION_KEY_ID"], v["B2_APPLICATION_KEY"])])
vendor("MinIO", "cloud", "global", [S("MINIO_ACCESS_KEY", lambda: rstr(ALNUMU, 20)), S("MINIO_SECRET_KEY", lambda: alnum(40))],
       lambda v: ["mc alias set local http://minio.internal:9000 %s %s" % (v["MINIO_ACCESS_KEY"], v["MINIO_SECRET_KEY"])])
vendor("Tailscale", "infra", "global", [S("TS_AUTHKEY", lambda: "tskey-auth-k" + alnum(10) + "CNTRL-" + alnum(33))],
       lambda v: ["tailscale up --authkey=%s --hostname=%s" % (v["TS_AUTHKEY"], pick(["ci-runner-3", "bastion-kr", "nas"]))])
vendor("ngrok", "infra", "global", [S("NGROK_AUTHTOKEN", lambda: "2" + alnum(26) + "_" + alnum(21))],
       lambda v: ["ngrok config add-authtoken %s" % v["NGROK_AUTHTOKEN"]])
vendor("HashiCorp Vault", "infra", "global", [S("VAULT_TOKEN", lambda: "hvs." + pick([alnum(24), "CAESI" + rstr(URLC, 86)]))],
       lambda v: ["VAULT_ADDR=https://vault.internal:8200 VAULT_TOKEN=%s vault kv get secret/app/prod" % v["VAULT_TOKEN"]])
vendor("Terraform Cloud", "infra", "global", [S("TF_TOKEN_app_terraform_io", lambda: alnum(14) + ".atlasv1." + alnum(67))],
       lambda v: ['credentials "app.terraform.io" {\n  token = "%s"\n}' % v["TF_TOKEN_app_terraform_io"]])
vendor("Pulumi", "infra", "global", [S("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40))],
       lambda v: ["pulumi login --non-interactive  # PULUMI_ACCESS_TOKEN=%s" % v["PULUMI_ACCESS_TOKEN"]])
vendor("Doppler", "infra", "global", [S("DOPPLER_TOKEN", lambda: pick(["dp.st.prd.", "dp.st.dev.", "dp.pt."]) + alnum(43))],
       lambda v: ["doppler run --token %s -- npm start" % v["DOPPLER_TOKEN"]])
vendor("1Password", "infra", "global", [S("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rstr(B64C.replace("+", "").replace("/", ""), 300))],
       lambda v: ["OP_SERVICE_ACCOUNT_TOKEN=%s op read op://ci/npm/token" % v["OP_SERVICE_ACCOUNT_TOKEN"]])
vendor("Fastly", "cloud", "global", [S("FASTLY_API_TOKEN", lambda: rstr(URLC, 32))],
       lambda v: ['curl -X POST -H "Fastly-Key: %s" https://api.fastly.com/service/%s/purge_all' % (v["FASTLY_API_TOKEN"], alnum(22))])
vendor("Akamai EdgeGrid", "cloud", "global",
       [I("host", lambda: "akab-" + rstr(ALNUML, 16) + "-" + rstr(ALNUML, 16) + ".luna.akamaiapis.net"), S("client_secret", lambda: b64(32)),
        S("access_token", lambda: "akab-" + rstr(ALNUML, 16) + "-" + rstr(ALNUML, 16)), I("client_token", lambda: "akab-" + rstr(ALNUML, 16) + "-" + rstr(ALNUML, 16))])

# --- AI ----------------------------------------------------------------------
vendor("OpenAI", "ai", "global", [S("OPENAI_API_KEY", openai_key)],
       lambda v: [curl("https://api.openai.com/v1/models", "Authorization", "Bearer " + v["OPENAI_API_KEY"]),
                  "client = OpenAI(api_key=\"%s\")" % v["OPENAI_API_KEY"]])
vendor("Anthropic", "ai", "global", [S("ANTHROPIC_API_KEY", anthropic_key)],
       lambda v: ['curl https://api.anthropic.com/v1/messages -H "x-api-key: %s" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @body.json' % v["ANTHROPIC_API_KEY"],
                  "client = anthropic.Anthropic(api_key=\"%s\")" % v["ANTHROPIC_API_KEY"]])
vendor("Anthropic Admin", "ai", "global", [S("ANTHROPIC_ADMIN_KEY", lambda: anthropic_key(True))],
       lambda v: [curl("https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-10-01T00:00:00Z", "x-api-key", v["ANTHROPIC_ADMIN_KEY"])])
vendor("Hugging Face", "ai", "global", [S("HF_TOKEN", lambda: "hf_" + rstr(UP + LO, 34))],
       lambda v: ["huggingface-cli login --token %s" % v["HF_TOKEN"], "git clone https://user:%s@huggingface.co/%s/%s" % (v["HF_TOKEN"], pick(["acme-ml", "kr-nlp"]), pick(["ko-sbert-ft", "reranker-v2"]))])
vendor("Replicate", "ai", "global", [S("REPLICATE_API_TOKEN", lambda: "r8_" + alnum(37))],
       lambda v: [curl("https://api.replicate.com/v1/predictions", "Authorization", "Bearer " + v["REPLICATE_API_TOKEN"], "POST")])
vendor("Groq", "ai", "global", [S("GROQ_API_KEY", lambda: "gsk_" + alnum(52))])
vendor("Perplexity", "ai", "global", [S("PERPLEXITY_API_KEY", lambda: "pplx-" + alnum(48))])
vendor("xAI", "ai", "global", [S("XAI_API_KEY", lambda: "xai-" + alnum(80))],
       lambda v: [curl("https://api.x.ai/v1/chat/completions", "Authorization", "Bearer " + v["XAI_API_KEY"], "POST")])
vendor("Mistral", "ai", "eu", [S("MISTRAL_API_KEY", lambda: alnum(32))],
       lambda v: [curl("https://api.mistral.ai/v1/models", "Authorization", "Bearer " + v["MISTRAL_API_KEY"])])
vendor("Cohere", "ai", "global", [S("CO_API_KEY", lambda: alnum(40))],
       lambda v: ["co = cohere.ClientV2(\"%s\")" % v["CO_API_KEY"]])
vendor("DeepSeek", "ai", "cn", [S("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32))],
       lambda v: ["client = OpenAI(api_key=\"%s\", base_url=\"https://api.deepseek.com\")" % v["DEEPSEEK_API_KEY"]])
vendor("Moonshot Kimi", "ai", "cn", [S("MOONSHOT_API_KEY", lambda: "sk-" + alnum(48))],
       lambda v: ["client = OpenAI(api_key=\"%s\", base_url=\"https://api.moonshot.cn/v1\")" % v["MOONSHOT_API_KEY"]])
vendor("Zhipu GLM", "ai", "cn", [S("ZHIPUAI_API_KEY", lambda: hexs(32) + "." + alnum(16))],
       lambda v: ["client = ZhipuAI(api_key=\"%s\")" % v["ZHIPUAI_API_KEY"]])
vendor("Alibaba DashScope", "ai", "cn", [S("DASHSCOPE_API_KEY", lambda: "sk-" + hexs(32))],
       lambda v: [curl("https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", "Authorization", "Bearer " + v["DASHSCOPE_API_KEY"], "POST")])
vendor("SiliconFlow", "ai", "cn", [S("SILICONFLOW_API_KEY", lambda: "sk-" + rstr(LO, 48))])
vendor("Baidu Qianfan", "ai", "cn", [S("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + alnum(21) + "/" + hexs(40))],
       lambda v: [curl("https://qianfan.baidubce.com/v2/chat/completions", "Authorization", "Bearer " + v["QIANFAN_API_KEY"], "POST")])
vendor("Volcengine Ark", "ai", "cn", [S("ARK_API_KEY", uuid4)],
       lambda v: [curl("https://ark.cn-beijing.volces.com/api/v3/chat/completions", "Authorization", "Bearer " + v["ARK_API_KEY"], "POST")])
vendor("Naver CLOVA Studio", "ai", "kr", [S("CLOVASTUDIO_API_KEY", lambda: "nv-" + hexs(32))],
       lambda v: [curl("https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005", "Authorization", "Bearer " + v["CLOVASTUDIO_API_KEY"], "POST")])
vendor("Upstage", "ai", "kr", [S("UPSTAGE_API_KEY", lambda: "up_" + alnum(29))],
       lambda v: ["client = OpenAI(api_key=\"%s\", base_url=\"https://api.upstage.ai/v1\")" % v["UPSTAGE_API_KEY"]])
vendor("LangSmith", "ai", "global", [S("LANGSMITH_API_KEY", lambda: "lsv2_" + pick(["pt", "sk"]) + "_" + hexs(32) + "_" + hexs(10)), I("LANGSMITH_PROJECT", lambda: pick(["rag-eval", "support-bot", "kr-summarizer"]))])
vendor("Pinecone", "ai", "global", [S("PINECONE_API_KEY", lambda: "pcsk_" + alnum(5) + "_" + alnum(63))],
       lambda v: ["pc = Pinecone(api_key=\"%s\")" % v["PINECONE_API_KEY"]])
vendor("Weights & Biases", "ai", "global", [S("WANDB_API_KEY", lambda: hexs(40))],
       lambda v: ["wandb login %s" % v["WANDB_API_KEY"], "machine api.wandb.ai\n  login user\n  password %s" % v["WANDB_API_KEY"]])
vendor("ElevenLabs", "ai", "global", [S("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48))],
       lambda v: [curl("https://api.elevenlabs.io/v1/voices", "xi-api-key", v["ELEVENLABS_API_KEY"])])
vendor("Deepgram", "ai", "global", [S("DEEPGRAM_API_KEY", lambda: hexs(40))],
       lambda v: [curl("https://api.deepgram.com/v1/listen?model=nova-2&language=ko", "Authorization", "Token " + v["DEEPGRAM_API_KEY"], "POST")])
vendor("AssemblyAI", "ai", "global", [S("ASSEMBLYAI_API_KEY", lambda: hexs(32))],
       lambda v: [curl("https://api.assemblyai.com/v2/transcript", "authorization", v["ASSEMBLYAI_API_KEY"], "POST")])
vendor("Together AI", "ai", "global", [S("TOGETHER_API_KEY", lambda: hexs(64))])
vendor("Fireworks AI", "ai", "global", [S("FIREWORKS_API_KEY", lambda: "fw_" + alnum(24))])
vendor("Databricks", "db", "global", [I("DATABRICKS_HOST", lambda: "https://adb-%s.%d.azuredatabricks.net" % (digits(16), R.randint(1, 19))), S("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"]))],
       lambda v: [curl(v["DATABRICKS_HOST"] + "/api/2.0/clusters/list", "Authorization", "Bearer " + v["DATABRICKS_TOKEN"])])

# --- payments ------------------------------------------------------------------
vendor("Stripe", "pay", "global", [S("STRIPE_SECRET_KEY", lambda: stripe_sk(pick(["live", "test"])))],
       lambda v: ["curl https://api.stripe.com/v1/charges -u %s:" % v["STRIPE_SECRET_KEY"],
                  "stripe.api_key = \"%s\"" % v["STRIPE_SECRET_KEY"],
                  "const stripe = require('stripe')('%s');" % v["STRIPE_SECRET_KEY"]])
vendor("Stripe Restricted", "pay", "global", [S("STRIPE_RESTRICTED_KEY", lambda: stripe_sk("live", "rk"))])
vendor("Stripe Webhook", "pay", "global", [S("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + alnum(32))],
       lambda v: ["event = stripe.Webhook.construct_event(payload, sig_header, \"%s\")" % v["STRIPE_WEBHOOK_SECRET"]])
vendor("PayPal", "pay", "global", [I("PAYPAL_CLIENT_ID", lambda: "A" + rstr(URLC, 79)), S("PAYPAL_CLIENT_SECRET", lambda: "E" + rstr(URLC, 79))])
vendor("Square", "pay", "global", [S("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rstr(URLC, 60))],
       lambda v: [curl("https://connect.squareup.com/v2/locations", "Authorization", "Bearer " + v["SQUARE_ACCESS_TOKEN"])])
vendor("Square OAuth", "pay", "global", [I("SQUARE_APPLICATION_ID", lambda: "sq0idp-" + rstr(URLC, 22)), S("SQUARE_APPLICATION_SECRET", lambda: "sq0csp-" + rstr(URLC, 43))])
vendor("Braintree", "pay", "global", [S("BRAINTREE_TOKEN", lambda: "access_token$" + pick(["production", "sandbox"]) + "$" + rstr(ALNUML, 16) + "$" + hexs(32))])
vendor("Razorpay", "pay", "global", [I("RAZORPAY_KEY_ID", lambda: "rzp_live_" + alnum(14)), S("RAZORPAY_KEY_SECRET", lambda: alnum(24))],
       lambda v: ["curl -u %s:%s https://api.razorpay.com/v1/payments?count=5" % (v["RAZORPAY_KEY_ID"], v["RAZORPAY_KEY_SECRET"])])
vendor("Paystack", "pay", "global", [S("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40))],
       lambda v: [curl("https://api.paystack.co/transaction/verify/" + alnum(10), "Authorization", "Bearer " + v["PAYSTACK_SECRET_KEY"])])
vendor("Flutterwave", "pay", "global", [S("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X")])
vendor("Mollie", "pay", "eu", [S("MOLLIE_API_KEY", lambda: pick(["live_", "test_"]) + alnum(30))],
       lambda v: [curl("https://api.mollie.com/v2/payments", "Authorization", "Bearer " + v["MOLLIE_API_KEY"])])
vendor("Adyen", "pay", "eu", [S("ADYEN_API_KEY", lambda: "AQE" + rstr(B64C, 97) + "==-" + rstr(B64C, 43) + "=-" + rstr(ALNUM + "%;:{}[]<>", 16)), I("ADYEN_MERCHANT_ACCOUNT", lambda: pick(["AcmeKR_ECOM", "ShopEU_POS"]))])
vendor("GoCardless", "pay", "eu", [S("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rstr(URLC, 40))])
vendor("Paddle", "pay", "eu", [S("PADDLE_API_KEY", lambda: "pdl_live_apikey_01" + rstr(ALNUML, 24) + "_" + rstr(ALNUM, 22) + "_" + alnum(3))])
vendor("Shopify", "pay", "global", [I("SHOPIFY_STORE", lambda: pick(["acme-kr", "hanbok-shop", "tea-house-eu"]) + ".myshopify.com"), S("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hexs(32))],
       lambda v: [curl("https://%s/admin/api/2024-10/orders.json?status=any" % v["SHOPIFY_STORE"], "X-Shopify-Access-Token", v["SHOPIFY_ADMIN_TOKEN"])])
vendor("Shopify App", "pay", "global", [I("SHOPIFY_API_KEY", lambda: hexs(32)), S("SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32))])
vendor("Plaid", "pay", "global", [I("PLAID_CLIENT_ID", lambda: hexs(24)), S("PLAID_SECRET", lambda: hexs(30)), I("PLAID_ENV", const("production"))])
vendor("Checkout.com", "pay", "eu", [S("CKO_SECRET_KEY", lambda: "sk_sbox_" + rstr(B32L, 26))],
       lambda v: [curl("https://api.sandbox.checkout.com/payments", "Authorization", "Bearer " + v["CKO_SECRET_KEY"], "POST")])

# --- messaging / comms ---------------------------------------------------------
vendor("Slack Bot", "msg", "global", [S("SLACK_BOT_TOKEN", slack_bot)],
       lambda v: ['curl -X POST -H "Authorization: Bearer %s" -H "Content-type: application/json" --data \'{"channel":"C0%s","text":"deploy done"}\' https://slack.com/api/chat.postMessage' % (v["SLACK_BOT_TOKEN"], rstr(ALNUMU, 9))])
vendor("Slack User", "msg", "global", [S("SLACK_USER_TOKEN", slack_user)])
vendor("Slack Socket Mode", "msg", "global", [S("SLACK_APP_TOKEN", slack_app), S("SLACK_BOT_TOKEN", slack_bot)])
vendor("Slack Signing", "msg", "global", [S("SLACK_SIGNING_SECRET", lambda: hexs(32))])
vendor("Discord", "msg", "global", [S("DISCORD_BOT_TOKEN", discord_bot)],
       lambda v: ["client.run(\"%s\")" % v["DISCORD_BOT_TOKEN"], curl("https://discord.com/api/v10/users/@me", "Authorization", "Bot " + v["DISCORD_BOT_TOKEN"])])
vendor("Telegram", "msg", "global", [S("TELEGRAM_BOT_TOKEN", telegram_bot)],
       lambda v: ['curl -s "https://api.telegram.org/bot%s/sendMessage" -d chat_id=-100%s -d text="backup ok"' % (v["TELEGRAM_BOT_TOKEN"], digits(10)),
                  "https://api.telegram.org/bot%s/getUpdates" % v["TELEGRAM_BOT_TOKEN"]])
vendor("Twilio", "msg", "global", [I("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32)), S("TWILIO_AUTH_TOKEN", lambda: hexs(32))],
       lambda v: ["curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode \"To=+8210%s\" --data-urlencode \"Body=test\"" % (v["TWILIO_ACCOUNT_SID"], v["TWILIO_ACCOUNT_SID"], v["TWILIO_AUTH_TOKEN"], digits(8, False))])
vendor("Twilio API Key", "msg", "global", [I("TWILIO_API_KEY", lambda: "SK" + hexs(32)), S("TWILIO_API_SECRET", lambda: alnum(32))])
vendor("SendGrid", "msg", "global", [S("SENDGRID_API_KEY", sendgrid_key)],
       lambda v: [curl("https://api.sendgrid.com/v3/mail/send", "Authorization", "Bearer " + v["SENDGRID_API_KEY"], "POST"),
                  "spring.mail.host=smtp.sendgrid.net\nspring.mail.username=apikey\nspring.mail.password=%s" % v["SENDGRID_API_KEY"]])
vendor("Mailgun", "msg", "global", [S("MAILGUN_API_KEY", lambda: pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]))],
       lambda v: ["curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.%s/messages -F from=noreply@%s -F to=qa@%s -F subject=test -F text=hi" % ((v["MAILGUN_API_KEY"],) + (pick(["acme.io", "shop.kr"]),) * 3)])
vendor("Mailchimp", "msg", "global", [S("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(R.randint(2, 21)))])
vendor("Postmark", "msg", "global", [S("POSTMARK_SERVER_TOKEN", uuid4)],
       lambda v: [curl("https://api.postmarkapp.com/email", "X-Postmark-Server-Token", v["POSTMARK_SERVER_TOKEN"], "POST")])
vendor("Brevo", "msg", "eu", [S("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + alnum(16))],
       lambda v: [curl("https://api.brevo.com/v3/smtp/email", "api-key", v["BREVO_API_KEY"], "POST")])
vendor("Mailjet", "msg", "eu", [I("MJ_APIKEY_PUBLIC", lambda: hexs(32)), S("MJ_APIKEY_PRIVATE", lambda: hexs(32))],
       lambda v: ["curl -s -X POST --user \"%s:%s\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @mail.json" % (v["MJ_APIKEY_PUBLIC"], v["MJ_APIKEY_PRIVATE"])])
vendor("Vonage", "msg", "eu", [I("VONAGE_API_KEY", lambda: hexs(8)), S("VONAGE_API_SECRET", lambda: alnum(16))])
vendor("MessageBird", "msg", "eu", [S("MESSAGEBIRD_ACCESS_KEY", lambda: alnum(25))],
       lambda v: [curl("https://rest.messagebird.com/balance", "Authorization", "AccessKey " + v["MESSAGEBIRD_ACCESS_KEY"])])
vendor("Microsoft Teams Webhook", "msg", "global", [S("TEAMS_WEBHOOK_SECRET", lambda: "%s/%s/V2%s" % (hexs(32), uuid4(), rstr(URLC, 43)))],
       lambda v: ["TEAMS_WEBHOOK_URL=https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s" % (pick(["contoso", "acmekr"]), uuid4(), uuid4(), v["TEAMS_WEBHOOK_SECRET"]),
                  "Invoke-RestMethod -Method Post -ContentType 'application/json' -Body '{\"text\":\"배포 완료\"}' -Uri https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s" % (pick(["contoso", "acmekr"]), uuid4(), uuid4(), v["TEAMS_WEBHOOK_SECRET"])],
       usage_only=True)
vendor("Slack Incoming Webhook", "msg", "global", [S("SLACK_WEBHOOK_SECRET", lambda: alnum(24))],
       lambda v: ["SLACK_WEBHOOK_URL=https://hooks.slack.com/services/%s/%s/%s" % (slack_hook_parts()[:2] + (v["SLACK_WEBHOOK_SECRET"],)),
                  "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"nightly backup failed\"}' https://hooks.slack.com/services/%s/%s/%s" % (slack_hook_parts()[:2] + (v["SLACK_WEBHOOK_SECRET"],)),
                  "alertmanager:\n  receivers:\n  - name: ops\n    slack_configs:\n    - api_url: https://hooks.slack.com/services/%s/%s/%s\n      channel: '#ops-alerts'" % (slack_hook_parts()[:2] + (v["SLACK_WEBHOOK_SECRET"],))],
       usage_only=True)
vendor("Discord Webhook", "msg", "global", [S("DISCORD_WEBHOOK_TOKEN", lambda: rstr(URLC, 68))],
       lambda v: ["DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/%s/%s" % (digits(19), v["DISCORD_WEBHOOK_TOKEN"]),
                  "requests.post(\"https://discord.com/api/webhooks/%s/%s\", json={\"content\": \"빌드 실패\"})" % (digits(19), v["DISCORD_WEBHOOK_TOKEN"])],
       usage_only=True)
vendor("Zoom", "msg", "global", [I("ZOOM_ACCOUNT_ID", lambda: rstr(URLC, 22)), I("ZOOM_CLIENT_ID", lambda: rstr(URLC, 22)), S("ZOOM_CLIENT_SECRET", lambda: alnum(32))])
vendor("Pusher", "msg", "global", [I("PUSHER_APP_ID", lambda: digits(7)), I("PUSHER_KEY", lambda: hexs(20)), S("PUSHER_SECRET", lambda: hexs(20)), I("PUSHER_CLUSTER", const("ap3"))])
vendor("Ably", "msg", "eu", [S("ABLY_KEY_SECRET", lambda: rstr(URLC, 43))],
       lambda v: ["const ably = new Ably.Realtime('%s.%s:%s');" % (alnum(6), rstr(URLC, 6), v["ABLY_KEY_SECRET"])])
vendor("Firebase Cloud Messaging", "msg", "global", [S("FCM_SERVER_KEY", lambda: "AAAA" + rstr(URLC, 7) + ":APA91b" + rstr(URLC, 134))],
       lambda v: [curl("https://fcm.googleapis.com/fcm/send", "Authorization", "key=" + v["FCM_SERVER_KEY"], "POST")])
vendor("OneSignal", "msg", "global", [I("ONESIGNAL_APP_ID", uuid4), S("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rstr(B32L, 113))])
vendor("Sendbird", "msg", "kr", [I("SENDBIRD_APP_ID", lambda: uuid4().upper()), S("SENDBIRD_API_TOKEN", lambda: hexs(40))],
       lambda v: [curl("https://api-%s.sendbird.com/v3/users?limit=10" % v["SENDBIRD_APP_ID"], "Api-Token", v["SENDBIRD_API_TOKEN"])])
vendor("Intercom", "msg", "global", [S("INTERCOM_ACCESS_TOKEN", lambda: b64s("tok:" + uuid4() + ":" + "1:0").rstrip("="))])
vendor("Webex", "msg", "global", [S("WEBEX_BOT_TOKEN", lambda: alnum(64) + "_" + alnum(4) + "_" + uuid4())])

# --- observability -------------------------------------------------------------
vendor("Datadog", "obs", "global", [S("DD_API_KEY", lambda: hexs(32)), S("DD_APP_KEY", lambda: hexs(40)), I("DD_SITE", lambda: pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]))],
       lambda v: ['curl -X GET "https://api.%s/api/v1/monitor" -H "DD-API-KEY: %s" -H "DD-APPLICATION-KEY: %s"' % (v["DD_SITE"], v["DD_API_KEY"], v["DD_APP_KEY"])])
vendor("New Relic", "obs", "global", [S("NEW_RELIC_API_KEY", lambda: "NRAK-" + rstr(ALNUMU, 27))],
       lambda v: [curl("https://api.newrelic.com/graphql", "API-Key", v["NEW_RELIC_API_KEY"], "POST")])
vendor("New Relic License", "obs", "global", [S("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL"), I("NEW_RELIC_APP_NAME", lambda: pick(["orders-api (prod)", "web-bff"]))])
vendor("Sentry Auth", "obs", "global", [S("SENTRY_AUTH_TOKEN", lambda: pick(["sntryu_" + hexs(64), "sntrys_" + b64u_json({"iat": epoch(), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": pick(["acme", "shopkr"])}) + "_" + rstr(ALNUM + "+/", 43)]))],
       lambda v: ["sentry-cli --auth-token %s releases new %s" % (v["SENTRY_AUTH_TOKEN"], "web@" + hexs(7))])
vendor("Grafana", "obs", "global", [S("GRAFANA_SA_TOKEN", lambda: "glsa_" + alnum(32) + "_" + hexs(8))],
       lambda v: [curl("https://grafana.internal/api/dashboards/uid/" + alnum(9), "Authorization", "Bearer " + v["GRAFANA_SA_TOKEN"])])
vendor("Grafana Cloud", "obs", "global", [S("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + b64u_json({"o": digits(6), "n": "stack-" + digits(6) + "-hm-write-" + pick(["alloy", "otel"]), "k": alnum(24), "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2"])}}))],
       lambda v: ['prometheus.remote_write "cloud" {\n  endpoint {\n    url = "https://prometheus-prod-%s.grafana.net/api/prom/push"\n    basic_auth {\n      username = "%s"\n      password = "%s"\n    }\n  }\n}' % (digits(2), digits(7), v["GRAFANA_CLOUD_TOKEN"])])
vendor("Dynatrace", "obs", "global", [S("DT_API_TOKEN", lambda: "dt0c01." + rstr(ALNUMU, 24) + "." + rstr(ALNUMU, 64))],
       lambda v: [curl("https://%s.live.dynatrace.com/api/v2/metrics" % (rstr(LO, 3) + digits(5)), "Authorization", "Api-Token " + v["DT_API_TOKEN"])])
vendor("PagerDuty", "obs", "global", [S("PAGERDUTY_API_KEY", lambda: "u+" + rstr(URLC, 18))],
       lambda v: [curl("https://api.pagerduty.com/incidents", "Authorization", "Token token=" + v["PAGERDUTY_API_KEY"])])
vendor("PagerDuty Events", "obs", "global", [S("PD_ROUTING_KEY", lambda: hexs(32))],
       lambda v: ["curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{\"routing_key\":\"%s\",\"event_action\":\"trigger\",\"payload\":{\"summary\":\"disk 95%%\",\"severity\":\"critical\",\"source\":\"db-01\"}}'" % v["PD_ROUTING_KEY"]])
vendor("Splunk HEC", "obs", "global", [S("SPLUNK_HEC_TOKEN", lambda: uuid4().upper())],
       lambda v: ['curl -k https://splunk.internal:8088/services/collector/event -H "Authorization: Splunk %s" -d \'{"event":"hello"}\'' % v["SPLUNK_HEC_TOKEN"]])
vendor("Honeycomb", "obs", "global", [S("HONEYCOMB_API_KEY", lambda: alnum(22))],
       lambda v: ["OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=%s" % v["HONEYCOMB_API_KEY"]])
vendor("Rollbar", "obs", "global", [S("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32))])
vendor("Better Stack", "obs", "eu", [S("LOGTAIL_SOURCE_TOKEN", lambda: alnum(24))],
       lambda v: ['curl -X POST https://in.logs.betterstack.com -H "Authorization: Bearer %s" -d \'{"message":"ping"}\'' % v["LOGTAIL_SOURCE_TOKEN"]])
vendor("Honeybadger", "obs", "global", [S("HONEYBADGER_API_KEY", lambda: "hbp_" + alnum(36))])
vendor("Elastic Cloud", "obs", "global", [S("ES_API_KEY", lambda: b64s(rstr(URLC, 20) + ":" + rstr(URLC, 22)))],
       lambda v: [curl("https://%s.es.%s.gcp.elastic-cloud.com/_cat/indices?v" % (hexs(32), pick(["asia-northeast3", "europe-west1"])), "Authorization", "ApiKey " + v["ES_API_KEY"])])
vendor("Opsgenie", "obs", "global", [S("OPSGENIE_API_KEY", uuid4)],
       lambda v: [curl("https://api.opsgenie.com/v2/alerts", "Authorization", "GenieKey " + v["OPSGENIE_API_KEY"])])

# --- databases / data ----------------------------------------------------------
vendor("Supabase", "db", "global", [S("SUPABASE_SERVICE_ROLE_KEY", lambda: supa_jwt("service_role")[0])],
       lambda v: ["const supabase = createClient(process.env.SUPABASE_URL, '%s')" % v["SUPABASE_SERVICE_ROLE_KEY"]])
vendor("Supabase Secret", "db", "global", [S("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rstr(URLC, 31))])
vendor("PlanetScale", "db", "global", [S("DATABASE_PASSWORD", lambda: "pscale_pw_" + rstr(URLC, 43))],
       lambda v: ["mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rstr(ALNUML, 12), v["DATABASE_PASSWORD"], pick(["shop", "app"]))])
vendor("PlanetScale API", "db", "global", [I("PLANETSCALE_SERVICE_TOKEN_ID", lambda: rstr(ALNUML, 12)), S("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rstr(URLC, 43))])
vendor("Neon", "db", "global", [S("NEON_DB_PASSWORD", lambda: "npg_" + alnum(12))],
       lambda v: ["postgresql://neondb_owner:%s@ep-%s-%s-a%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (v["NEON_DB_PASSWORD"], pick(["cool", "royal", "quiet"]), pick(["river", "field", "sun"]), hexs(6))])
vendor("Neon API", "db", "global", [S("NEON_API_KEY", lambda: "napi_" + rstr(ALNUML, 60))])
vendor("MongoDB Atlas", "db", "global", [S("MONGO_PASSWORD", pw_urlsafe)],
       lambda v: ["mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0" % (pick(["app_rw", "admin", "etl"]), pct(v["MONGO_PASSWORD"]), rstr(ALNUML, 5))])
vendor("Upstash Redis", "db", "global", [I("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%s.upstash.io" % (pick(["grand", "fond", "crisp"]), pick(["koala", "wasp", "lemur"]), digits(5))), S("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + pick("XY") + rstr(ALNUM, 4) + "AAIncDE" + rstr(ALNUM, 58))])
vendor("Turso", "db", "global", [S("TURSO_AUTH_TOKEN", lambda: jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": epoch(), "id": uuid4()}, 64))])
vendor("Xata", "db", "eu", [S("XATA_API_KEY", lambda: "xau_" + alnum(32))])
vendor("Fauna", "db", "global", [S("FAUNA_SECRET", lambda: "fnA" + rstr(URLC, 37))])
vendor("InfluxDB", "db", "global", [S("INFLUX_TOKEN", lambda: rstr(URLC, 86) + "==")],
       lambda v: ["influx config create --config-name prod --host-url https://influx.internal:8086 --org ops --token %s --active" % v["INFLUX_TOKEN"]])
vendor("Confluent Cloud", "db", "global", [I("CONFLUENT_API_KEY", lambda: rstr(ALNUMU, 16)), S("CONFLUENT_API_SECRET", lambda: rstr(ALNUM + "+/", 64))],
       lambda v: ["sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (v["CONFLUENT_API_KEY"], v["CONFLUENT_API_SECRET"])])
vendor("Algolia Admin", "db", "global", [I("ALGOLIA_APP_ID", lambda: rstr(ALNUMU, 10)), S("ALGOLIA_ADMIN_KEY", lambda: hexs(32))],
       lambda v: ["client = SearchClient.create(\"%s\", \"%s\")" % (v["ALGOLIA_APP_ID"], v["ALGOLIA_ADMIN_KEY"])])
vendor("Snowflake", "db", "global", [I("SNOWFLAKE_ACCOUNT", lambda: rstr(UP, 7) + "-" + rstr(UP, 7)), I("SNOWFLAKE_USER", const("DBT_SVC")), S("SNOWFLAKE_PASSWORD", pw_strong)])
vendor("ClickHouse Cloud", "db", "global", [S("CLICKHOUSE_PASSWORD", lambda: rstr(ALNUM + "_~.", 15))],
       lambda v: ["clickhouse client --host %s.ap-northeast-1.aws.clickhouse.cloud --secure --password '%s'" % (rstr(ALNUML, 10), v["CLICKHOUSE_PASSWORD"])])
vendor("Firebase Admin", "db", "global", [S("FIREBASE_DATABASE_SECRET", lambda: alnum(40))])
vendor("Convex", "db", "global", [S("CONVEX_DEPLOY_KEY", lambda: "prod:" + pick(["happy", "brave", "quiet"]) + "-" + pick(["otter", "heron", "lynx"]) + "-" + digits(3) + "|" + rstr(ALNUM, 88))])

# --- CI / registries -----------------------------------------------------------
vendor("GitHub", "ci", "global", [S("GITHUB_TOKEN", lambda: gh_token(pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_"])))],
       lambda v: ["git remote set-url origin https://%s@github.com/%s/%s.git" % (v["GITHUB_TOKEN"], pick(["acme", "hanbit-dev"]), pick(["web", "infra", "api"])),
                  'curl -H "Authorization: token %s" https://api.github.com/repos/%s/actions/runs?per_page=5' % (v["GITHUB_TOKEN"], pick(["acme/web", "hanbit-dev/api"])),
                  "echo %s | gh auth login --with-token" % v["GITHUB_TOKEN"]])
vendor("GitHub Fine-grained", "ci", "global", [S("GH_PAT", gh_fine)],
       lambda v: ["echo %s | docker login ghcr.io -u %s --password-stdin" % (v["GH_PAT"], pick(["ci-bot", "jihoon-k"]))])
vendor("GitLab", "ci", "global", [S("GITLAB_TOKEN", lambda: "glpat-" + rstr(URLC, 20))],
       lambda v: ['curl --header "PRIVATE-TOKEN: %s" "https://gitlab.%s/api/v4/projects?membership=true"' % (v["GITLAB_TOKEN"], pick(["com", "internal.co.kr"])),
                  "git clone https://oauth2:%s@gitlab.com/%s/%s.git" % (v["GITLAB_TOKEN"], pick(["acme", "team-kr"]), pick(["backend", "infra"]))])
vendor("GitLab Runner", "ci", "global", [S("RUNNER_TOKEN", lambda: "glrt-" + rstr(URLC, 20))],
       lambda v: ['gitlab-runner register --non-interactive --url https://gitlab.com --token %s --executor docker --docker-image alpine:3.20' % v["RUNNER_TOKEN"]])
vendor("GitLab Deploy Token", "ci", "global", [I("DEPLOY_USER", lambda: "gitlab+deploy-token-" + digits(7)), S("DEPLOY_TOKEN", lambda: "gldt-" + rstr(URLC, 20))])
vendor("Bitbucket", "ci", "global", [S("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + alnum(24) + hexs(8).upper())],
       lambda v: ["git clone https://%s:%s@bitbucket.org/%s/%s.git" % (pick(["ci-user", "minsu_park"]), v["BITBUCKET_APP_PASSWORD"], pick(["acme", "kr-team"]), pick(["mobile", "api"]))])
vendor("CircleCI", "ci", "global", [S("CIRCLE_TOKEN", lambda: "CCIPAT_" + alnum(22) + "_" + hexs(40))],
       lambda v: [curl("https://circleci.com/api/v2/me", "Circle-Token", v["CIRCLE_TOKEN"])])
vendor("Buildkite", "ci", "global", [S("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40))])
vendor("SonarQube", "ci", "global", [S("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40))],
       lambda v: ["mvn sonar:sonar -Dsonar.host.url=https://sonar.internal -Dsonar.token=%s" % v["SONAR_TOKEN"], "./gradlew sonar -Dsonar.login=%s" % v["SONAR_TOKEN"]])
vendor("Jenkins", "ci", "global", [I("JENKINS_USER", lambda: pick(["deploy", "admin", "ci-bot"])), S("JENKINS_API_TOKEN", lambda: "11" + hexs(32))],
       lambda v: ["curl -X POST -u %s:%s https://jenkins.internal/job/release/buildWithParameters?TAG=v%d.%d.%d" % (v["JENKINS_USER"], v["JENKINS_API_TOKEN"], R.randint(1, 4), R.randint(0, 30), R.randint(0, 9))])
vendor("Codecov", "ci", "global", [S("CODECOV_TOKEN", uuid4)],
       lambda v: ["bash <(curl -s https://codecov.io/bash) -t %s" % v["CODECOV_TOKEN"]])
vendor("Octopus Deploy", "ci", "global", [S("OCTOPUS_API_KEY", lambda: "API-" + rstr(ALNUMU, 27))])
vendor("Docker Hub", "reg", "global", [S("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rstr(URLC, 27))],
       lambda v: ["echo %s | docker login -u %s --password-stdin" % (v["DOCKERHUB_TOKEN"], pick(["acmeci", "hanbitbot"])), "docker login -u %s -p %s" % (pick(["acmeci", "hanbitbot"]), v["DOCKERHUB_TOKEN"])])
vendor("npm", "reg", "global", [S("NPM_TOKEN", lambda: "npm_" + alnum(36))],
       lambda v: ["//registry.npmjs.org/:_authToken=%s" % v["NPM_TOKEN"], "npm config set //registry.npmjs.org/:_authToken %s" % v["NPM_TOKEN"]])
vendor("PyPI", "reg", "global", [S("PYPI_TOKEN", pypi_token)],
       lambda v: ["[pypi]\n  username = __token__\n  password = %s" % v["PYPI_TOKEN"], "twine upload dist/* -u __token__ -p %s" % v["PYPI_TOKEN"]])
vendor("TestPyPI", "reg", "global", [S("TEST_PYPI_TOKEN", lambda: pypi_token(True))],
       lambda v: ["uv publish --publish-url https://test.pypi.org/legacy/ --token %s" % v["TEST_PYPI_TOKEN"]])
vendor("RubyGems", "reg", "global", [S("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48))],
       lambda v: ["---\n:rubygems_api_key: %s" % v["GEM_HOST_API_KEY"]])
vendor("NuGet", "reg", "global", [S("NUGET_API_KEY", lambda: "oy2" + rstr(ALNUML, 43))],
       lambda v: ["dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % v["NUGET_API_KEY"]])
vendor("crates.io", "reg", "global", [S("CARGO_REGISTRY_TOKEN", lambda: "cio" + alnum(32))],
       lambda v: ["cargo publish --token %s" % v["CARGO_REGISTRY_TOKEN"], "[registry]\ntoken = \"%s\"" % v["CARGO_REGISTRY_TOKEN"]])
vendor("JFrog Artifactory", "reg", "global", [S("ARTIFACTORY_API_KEY", lambda: "AKCp" + alnum(69))],
       lambda v: ['curl -H "X-JFrog-Art-Api: %s" -T build.zip https://%s.jfrog.io/artifactory/libs-release-local/build.zip' % (v["ARTIFACTORY_API_KEY"], pick(["acme", "krteam"]))])
vendor("JFrog Identity Token", "reg", "global", [S("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOjE3" + alnum(48))],
       lambda v: ["jf c add prod --url https://%s.jfrog.io --access-token %s --interactive=false" % (pick(["acme", "krteam"]), v["JFROG_ACCESS_TOKEN"])])
vendor("Postman", "dev", "global", [S("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34))],
       lambda v: [curl("https://api.getpostman.com/collections", "X-Api-Key", v["POSTMAN_API_KEY"])])
vendor("Expo", "dev", "global", [S("EXPO_TOKEN", lambda: rstr(URLC, 40))],
       lambda v: ["EXPO_TOKEN=%s eas build --platform ios --non-interactive" % v["EXPO_TOKEN"]])

# --- SaaS ----------------------------------------------------------------------
vendor("Atlassian", "saas", "global", [I("JIRA_EMAIL", lambda: pick(["jihoon.kim", "dev-bot", "s.lee"]) + "@" + pick(["acme.io", "company.co.kr"])), S("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rstr(URLC, 168) + "=" + hexs(8).upper())],
       lambda v: ["curl -u %s:%s -H 'Accept: application/json' https://%s.atlassian.net/rest/api/3/search?jql=project=OPS" % (v["JIRA_EMAIL"], v["JIRA_API_TOKEN"], pick(["acme", "krteam"]))])
vendor("Linear", "saas", "global", [S("LINEAR_API_KEY", lambda: "lin_api_" + alnum(40))],
       lambda v: ['curl -X POST https://api.linear.app/graphql -H "Authorization: %s" -H "Content-Type: application/json" -d \'{"query":"{ viewer { id } }"}\'' % v["LINEAR_API_KEY"]])
vendor("Notion", "saas", "global", [S("NOTION_TOKEN", lambda: pick(["secret_" + alnum(43), "ntn_" + digits(11) + alnum(35)]))],
       lambda v: [curl("https://api.notion.com/v1/databases/%s/query" % hexs(32), "Authorization", "Bearer " + v["NOTION_TOKEN"], "POST")])
vendor("Airtable", "saas", "global", [S("AIRTABLE_PAT", lambda: "pat" + alnum(14) + "." + hexs(64))],
       lambda v: [curl("https://api.airtable.com/v0/app%s/Orders?maxRecords=3" % alnum(14), "Authorization", "Bearer " + v["AIRTABLE_PAT"])])
vendor("Figma", "saas", "global", [S("FIGMA_TOKEN", lambda: "figd_" + rstr(URLC, 40))],
       lambda v: [curl("https://api.figma.com/v1/files/" + alnum(22), "X-Figma-Token", v["FIGMA_TOKEN"])])
vendor("Asana", "saas", "global", [S("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)))])
vendor("ClickUp", "saas", "global", [S("CLICKUP_API_TOKEN", lambda: "pk_%s_%s" % (digits(8), rstr(ALNUMU, 32)))])
vendor("HubSpot", "saas", "global", [S("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())],
       lambda v: [curl("https://api.hubapi.com/crm/v3/objects/contacts?limit=10", "Authorization", "Bearer " + v["HUBSPOT_ACCESS_TOKEN"])])
vendor("Contentful", "saas", "global", [S("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rstr(URLC, 43))])
vendor("Okta", "saas", "global", [S("OKTA_API_TOKEN", lambda: "00" + rstr(URLC, 40))],
       lambda v: [curl("https://%s.okta.com/api/v1/users?limit=25" % pick(["acme", "dev-" + digits(8)]), "Authorization", "SSWS " + v["OKTA_API_TOKEN"])])
vendor("Auth0", "saas", "global", [I("AUTH0_DOMAIN", lambda: pick(["acme", "shop-kr", "dev-" + rstr(ALNUML, 16)]) + ".us.auth0.com"), I("AUTH0_CLIENT_ID", lambda: alnum(32)), S("AUTH0_CLIENT_SECRET", lambda: rstr(URLC, 64))])
vendor("Clerk", "saas", "global", [S("CLERK_SECRET_KEY", lambda: "sk_" + pick(["live", "test"]) + "_" + alnum(40))])
vendor("Dropbox", "saas", "global", [S("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rstr(URLC, 135))],
       lambda v: [curl("https://api.dropboxapi.com/2/files/list_folder", "Authorization", "Bearer " + v["DROPBOX_ACCESS_TOKEN"], "POST")])
vendor("Zendesk", "saas", "global", [I("ZENDESK_EMAIL", lambda: "support-bot@" + pick(["acme.io", "shop.kr"])), S("ZENDESK_API_TOKEN", lambda: alnum(40))],
       lambda v: ["curl https://%s.zendesk.com/api/v2/tickets.json -u %s/token:%s" % (pick(["acme", "shopkr"]), v["ZENDESK_EMAIL"], v["ZENDESK_API_TOKEN"])])
vendor("Typeform", "saas", "global", [S("TYPEFORM_TOKEN", lambda: "tfp_" + rstr(URLC, 44) + "_" + rstr(URLC, 14))])
vendor("Mixpanel", "saas", "global", [S("MIXPANEL_API_SECRET", lambda: hexs(32))])
vendor("PostHog Personal", "saas", "global", [S("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + alnum(43))])
vendor("LaunchDarkly SDK", "saas", "global", [S("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4())])
vendor("Mapbox Secret", "saas", "global", [S("MAPBOX_SECRET_TOKEN", lambda: "sk." + b64u_json({"u": pick(["acme-maps", "krdelivery"]), "a": rstr(ALNUML, 25)}) + "." + rstr(URLC, 22))])
vendor("X (Twitter)", "saas", "global", [S("TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + alnum(26) + "%3D" + alnum(50))],
       lambda v: [curl("https://api.twitter.com/2/tweets/search/recent?query=%23" + pick(["kpop", "rustlang"]), "Authorization", "Bearer " + v["TWITTER_BEARER_TOKEN"])])
vendor("Meta Graph API", "saas", "global", [S("META_ACCESS_TOKEN", lambda: "EAA" + pick(["B", "G", "J"]) + alnum(180))],
       lambda v: ['curl -G https://graph.facebook.com/v21.0/me/accounts -d access_token=%s' % v["META_ACCESS_TOKEN"]])
vendor("Google OAuth Refresh", "saas", "global", [S("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rstr(URLC, 99))])
vendor("Google OAuth Access", "saas", "global", [S("GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rstr(URLC, 170))],
       lambda v: [curl("https://www.googleapis.com/drive/v3/files?pageSize=10", "Authorization", "Bearer " + v["GOOGLE_ACCESS_TOKEN"])])
vendor("Spotify", "saas", "global", [I("SPOTIFY_CLIENT_ID", lambda: hexs(32)), S("SPOTIFY_CLIENT_SECRET", lambda: hexs(32))])
vendor("Twitch", "saas", "global", [I("TWITCH_CLIENT_ID", lambda: rstr(ALNUML, 30)), S("TWITCH_CLIENT_SECRET", lambda: rstr(ALNUML, 30))])
vendor("Steam", "saas", "global", [S("STEAM_WEB_API_KEY", lambda: rstr(HEXU, 32))],
       lambda v: ["https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=%s&steamids=7656119%s" % (v["STEAM_WEB_API_KEY"], digits(10, False))])
vendor("Riot Games", "saas", "global", [S("RIOT_API_KEY", lambda: "RGAPI-" + uuid4())],
       lambda v: [curl("https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/" + rstr(URLC, 78), "X-Riot-Token", v["RIOT_API_KEY"])])
vendor("Cloudinary", "saas", "global", [S("CLOUDINARY_API_SECRET", lambda: rstr(URLC, 27))],
       lambda v: ["CLOUDINARY_URL=cloudinary://%s:%s@%s" % (digits(15), v["CLOUDINARY_API_SECRET"], pick(["dq3xk9", "acme-media", "shopkr"]))])
vendor("Mux", "saas", "global", [I("MUX_TOKEN_ID", uuid4), S("MUX_TOKEN_SECRET", lambda: rstr(ALNUM + "+/", 75))])
vendor("Yandex Cloud", "cloud", "eu", [S("YC_API_KEY", lambda: "AQVN" + rstr(URLC, 36))],
       lambda v: [curl("https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "Authorization", "Api-Key " + v["YC_API_KEY"], "POST")])
vendor("Yandex OAuth", "saas", "eu", [S("YANDEX_OAUTH_TOKEN", lambda: "y0_" + "AgAAAA" + rstr(URLC, 52))])
vendor("Pipedrive", "saas", "eu", [S("PIPEDRIVE_API_TOKEN", lambda: hexs(40))],
       lambda v: ["https://%s.pipedrive.com/api/v1/deals?api_token=%s&limit=50" % (pick(["acme", "nordsales"]), v["PIPEDRIVE_API_TOKEN"])])
vendor("Bunq", "pay", "eu", [S("BUNQ_API_KEY", lambda: hexs(64))])
vendor("Home Assistant", "dev", "global", [S("HASS_TOKEN", lambda: jwt({"alg": "HS256", "typ": "JWT"}, {"iss": hexs(32), "iat": epoch(), "exp": epoch() + 315360000}))],
       lambda v: [curl("http://homeassistant.local:8123/api/states", "Authorization", "Bearer " + v["HASS_TOKEN"])])

def toss_confirm(sk):
    blob = b64s(sk + ":")
    return ('curl -X POST https://api.tosspayments.com/v1/payments/confirm -H "Authorization: Basic %s" -H "Content-Type: application/json" -d \'{"paymentKey":"%s","orderId":"ORD-%s","amount":15000}\'' % (blob, "tgen_" + digits(14) + alnum(6), digits(8)), [blob], [sk])


# --- Korea ---------------------------------------------------------------------
vendor("Toss Payments", "pay", "kr", [S("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "test_sk_", "live_gsk_"]) + alnum(20))],
       lambda v: [toss_confirm(v["TOSS_SECRET_KEY"]),
                  "const secretKey = \"%s\";\nconst encryptedSecretKey = \"Basic \" + Buffer.from(secretKey + \":\").toString(\"base64\");" % v["TOSS_SECRET_KEY"]])
vendor("PortOne V1", "pay", "kr", [I("IMP_KEY", lambda: digits(16)), S("IMP_SECRET", lambda: alnum(80))],
       lambda v: ["curl -X POST https://api.iamport.kr/users/getToken -H 'Content-Type: application/json' -d '{\"imp_key\":\"%s\",\"imp_secret\":\"%s\"}'" % (v["IMP_KEY"], v["IMP_SECRET"])])
vendor("PortOne V2", "pay", "kr", [S("PORTONE_API_SECRET", lambda: alnum(80)), I("PORTONE_STORE_ID", lambda: "store-" + uuid4())],
       lambda v: [curl("https://api.portone.io/payments/" + "pay-" + digits(13), "Authorization", "PortOne " + v["PORTONE_API_SECRET"])])
vendor("Kakao", "saas", "kr", [S("KAKAO_ADMIN_KEY", lambda: hexs(32))],
       lambda v: [curl("https://kapi.kakao.com/v1/user/ids?limit=100", "Authorization", "KakaoAK " + v["KAKAO_ADMIN_KEY"])])
vendor("Kakao Local", "saas", "kr", [S("KAKAO_REST_API_KEY", lambda: hexs(32))],
       lambda v: ['curl -G "https://dapi.kakao.com/v2/local/search/address.json" --data-urlencode "query=판교역로 235" -H "Authorization: KakaoAK %s"' % v["KAKAO_REST_API_KEY"]])
vendor("Kakao Login", "saas", "kr", [I("KAKAO_CLIENT_ID", lambda: hexs(32)), S("KAKAO_CLIENT_SECRET", lambda: alnum(32))])
vendor("KakaoPay", "pay", "kr", [S("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rstr(HEXU, 37)), I("KAKAOPAY_CID", const("TC0ONETIME"))],
       lambda v: [curl("https://open-api.kakaopay.com/online/v1/payment/ready", "Authorization", "SECRET_KEY " + v["KAKAOPAY_SECRET_KEY"], "POST")])
vendor("Naver Cloud Platform", "cloud", "kr", [S("NCLOUD_ACCESS_KEY", lambda: pick([rstr(ALNUM, 20), "ncp_iam_BPAMKR" + rstr(ALNUM, 20)])), S("NCLOUD_SECRET_KEY", lambda: pick([rstr(ALNUM, 40), "ncp_iam_BPKMKR" + rstr(ALNUM, 40)]))],
       lambda v: ["[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com" % (v["NCLOUD_ACCESS_KEY"], v["NCLOUD_SECRET_KEY"])])
vendor("Naver Developers", "saas", "kr", [I("NAVER_CLIENT_ID", lambda: rstr(ALNUM + "_", 20)), S("NAVER_CLIENT_SECRET", lambda: alnum(10))],
       lambda v: ['curl "https://openapi.naver.com/v1/search/blog.json?query=%%EC%%BA%%A0%%ED%%95%%91" -H "X-Naver-Client-Id: %s" -H "X-Naver-Client-Secret: %s"' % (v["NAVER_CLIENT_ID"], v["NAVER_CLIENT_SECRET"])])
vendor("Naver Search Ad", "saas", "kr", [I("NAVER_AD_API_KEY", lambda: "0100000000" + hexs(54)), S("NAVER_AD_SECRET_KEY", lambda: b64(32)), I("NAVER_AD_CUSTOMER_ID", lambda: digits(7))])
vendor("NHN Cloud", "cloud", "kr", [I("NHN_APPKEY", lambda: alnum(16)), S("NHN_SECRET_KEY", lambda: alnum(8))],
       lambda v: ['curl -X POST "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" -H "X-Secret-Key: %s" -H "Content-Type: application/json;charset=UTF-8" -d @sms.json' % (v["NHN_APPKEY"], v["NHN_SECRET_KEY"])])
vendor("Solapi", "msg", "kr", [I("SOLAPI_API_KEY", lambda: "NCS" + rstr(ALNUMU, 13)), S("SOLAPI_API_SECRET", lambda: rstr(ALNUMU, 32))],
       lambda v: ["const messageService = new SolapiMessageService(\"%s\", \"%s\");" % (v["SOLAPI_API_KEY"], v["SOLAPI_API_SECRET"])])
vendor("Aligo", "msg", "kr", [I("ALIGO_USER_ID", lambda: pick(["shopkr", "minsu88", "hanbitdev"])), S("ALIGO_API_KEY", lambda: rstr(ALNUML, 32))],
       lambda v: ["curl -X POST https://apis.aligo.in/send/ -d key=%s -d user_id=%s -d sender=0215880000 -d receiver=010%s -d msg=테스트" % (v["ALIGO_API_KEY"], v["ALIGO_USER_ID"], digits(8, False))])
vendor("data.go.kr", "saas", "kr", [S("DATA_GO_KR_SERVICE_KEY", lambda: pct(b64(64)))],
       lambda v: ["https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20251126&base_time=0500&nx=55&ny=127" % v["DATA_GO_KR_SERVICE_KEY"]])
vendor("Upbit", "pay", "kr", [I("UPBIT_OPEN_API_ACCESS_KEY", lambda: alnum(40)), S("UPBIT_OPEN_API_SECRET_KEY", lambda: alnum(40))],
       lambda v: ["payload = {'access_key': '%s', 'nonce': str(uuid.uuid4())}\njwt_token = jwt.encode(payload, '%s')" % (v["UPBIT_OPEN_API_ACCESS_KEY"], v["UPBIT_OPEN_API_SECRET_KEY"])])
vendor("Bithumb", "pay", "kr", [I("BITHUMB_API_KEY", lambda: hexs(32)), S("BITHUMB_SECRET_KEY", lambda: hexs(32))])
vendor("KIS Developers", "pay", "kr", [I("KIS_APP_KEY", lambda: "PS" + alnum(34)), S("KIS_APP_SECRET", lambda: rstr(B64C, 180))],
       lambda v: ["curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP -d '{\"grant_type\":\"client_credentials\",\"appkey\":\"%s\",\"appsecret\":\"%s\"}'" % (v["KIS_APP_KEY"], v["KIS_APP_SECRET"])])
vendor("NICEPAY", "pay", "kr", [I("NICEPAY_MID", lambda: "nicepay" + digits(3) + "m"), S("NICEPAY_MERCHANT_KEY", lambda: b64(64))])
vendor("Bootpay", "pay", "kr", [I("BOOTPAY_APPLICATION_ID", lambda: hexs(24)), S("BOOTPAY_PRIVATE_KEY", lambda: b64(32))])
vendor("Channel Talk", "msg", "kr", [I("CHANNEL_ACCESS_KEY", lambda: hexs(24)), S("CHANNEL_ACCESS_SECRET", lambda: hexs(32))],
       lambda v: ['curl https://api.channel.io/open/v5/user-chats -H "x-access-key: %s" -H "x-access-secret: %s"' % (v["CHANNEL_ACCESS_KEY"], v["CHANNEL_ACCESS_SECRET"])])
vendor("Coupang Open API", "pay", "kr", [I("COUPANG_ACCESS_KEY", uuid4), S("COUPANG_SECRET_KEY", lambda: hexs(40)), I("COUPANG_VENDOR_ID", lambda: "A00" + digits(6))])
vendor("Kakao Alimtalk (Bizm)", "msg", "kr", [I("BIZM_USER_ID", lambda: pick(["shopkr", "clinic_seoul"])), S("BIZM_PROFILE_KEY", lambda: hexs(40))])

# --- China ---------------------------------------------------------------------
vendor("Alibaba Cloud", "cloud", "cn", [S("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + alnum(20)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: alnum(30))],
       lambda v: ["aliyun configure set --profile prod --mode AK --access-key-id %s --access-key-secret %s --region cn-hangzhou" % (v["ALIBABA_CLOUD_ACCESS_KEY_ID"], v["ALIBABA_CLOUD_ACCESS_KEY_SECRET"]),
                  "ossutil config -e oss-cn-shanghai.aliyuncs.com -i %s -k %s" % (v["ALIBABA_CLOUD_ACCESS_KEY_ID"], v["ALIBABA_CLOUD_ACCESS_KEY_SECRET"])])
vendor("Tencent Cloud", "cloud", "cn", [I("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + alnum(32)), S("TENCENTCLOUD_SECRET_KEY", lambda: alnum(32))],
       lambda v: ["cred = credential.Credential(\"%s\", \"%s\")" % (v["TENCENTCLOUD_SECRET_ID"], v["TENCENTCLOUD_SECRET_KEY"])])
vendor("Huawei Cloud", "cloud", "cn", [I("HUAWEICLOUD_SDK_AK", lambda: rstr(ALNUMU, 20)), S("HUAWEICLOUD_SDK_SK", lambda: alnum(40))])
vendor("Qiniu", "cloud", "cn", [I("QINIU_ACCESS_KEY", lambda: rstr(URLC, 40)), S("QINIU_SECRET_KEY", lambda: rstr(URLC, 40))])
vendor("Volcengine", "cloud", "cn", [I("VOLC_ACCESSKEY", lambda: "AKLT" + rstr(ALNUM, 40)), S("VOLC_SECRETKEY", lambda: b64(45))])
vendor("WeChat", "msg", "cn", [I("WECHAT_APPID", lambda: "wx" + hexs(16)), S("WECHAT_APPSECRET", lambda: hexs(32))],
       lambda v: ["https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (v["WECHAT_APPID"], v["WECHAT_APPSECRET"])])
vendor("WeChat Pay", "pay", "cn", [I("WXPAY_MCHID", lambda: "16" + digits(8, False)), S("WXPAY_APIV3_KEY", lambda: alnum(32)), I("WXPAY_SERIAL_NO", lambda: rstr(HEXU, 40))])
vendor("DingTalk", "msg", "cn", [S("DINGTALK_ACCESS_TOKEN", lambda: hexs(64)), S("DINGTALK_SECRET", lambda: "SEC" + hexs(64))],
       lambda v: ["webhook = \"https://oapi.dingtalk.com/robot/send?access_token=%s\"\nsecret = \"%s\"" % (v["DINGTALK_ACCESS_TOKEN"], v["DINGTALK_SECRET"])])
vendor("Feishu", "msg", "cn", [S("FEISHU_WEBHOOK_TOKEN", uuid4)],
       lambda v: ['curl -X POST -H "Content-Type: application/json" -d \'{"msg_type":"text","content":{"text":"构建完成"}}\' https://open.feishu.cn/open-apis/bot/v2/hook/%s' % v["FEISHU_WEBHOOK_TOKEN"]])
vendor("Feishu App", "msg", "cn", [I("FEISHU_APP_ID", lambda: "cli_" + hexs(16)), S("FEISHU_APP_SECRET", lambda: alnum(32))])
vendor("Gitee", "ci", "cn", [S("GITEE_TOKEN", lambda: hexs(32))],
       lambda v: ["https://gitee.com/api/v5/user/repos?access_token=%s&sort=pushed" % v["GITEE_TOKEN"]])
vendor("Baidu Cloud", "cloud", "cn", [I("BCE_ACCESS_KEY_ID", lambda: hexs(32)), S("BCE_SECRET_ACCESS_KEY", lambda: hexs(32))])

# --- Japan ---------------------------------------------------------------------
vendor("LINE Messaging API", "msg", "jp", [S("LINE_CHANNEL_ACCESS_TOKEN", lambda: rstr(B64C, 171) + "="), S("LINE_CHANNEL_SECRET", lambda: hexs(32))],
       lambda v: [curl("https://api.line.me/v2/bot/message/push", "Authorization", "Bearer " + v["LINE_CHANNEL_ACCESS_TOKEN"], "POST")])
vendor("Chatwork", "msg", "jp", [S("CHATWORK_API_TOKEN", lambda: hexs(32))],
       lambda v: ['curl -X POST -H "X-ChatWorkToken: %s" -d "body=デプロイ完了" "https://api.chatwork.com/v2/rooms/%s/messages"' % (v["CHATWORK_API_TOKEN"], digits(9))])
vendor("PAY.JP", "pay", "jp", [S("PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(48))],
       lambda v: ["curl https://api.pay.jp/v1/charges -u %s:" % v["PAYJP_SECRET_KEY"]])
vendor("Backlog", "saas", "jp", [S("BACKLOG_API_KEY", lambda: alnum(64))],
       lambda v: ["https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%s" % (pick(["acme", "tokyo-dev"]), v["BACKLOG_API_KEY"], digits(6))])
vendor("kintone", "saas", "jp", [S("KINTONE_API_TOKEN", lambda: alnum(40))],
       lambda v: ['curl -X GET "https://%s.cybozu.com/k/v1/records.json?app=%s" -H "X-Cybozu-API-Token: %s"' % (pick(["acme", "osaka-sales"]), digits(3), v["KINTONE_API_TOKEN"])])
vendor("Sakura Cloud", "cloud", "jp", [I("SAKURACLOUD_ACCESS_TOKEN", uuid4), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: alnum(64))])
vendor("SmartHR", "saas", "jp", [S("SMARTHR_ACCESS_TOKEN", lambda: hexs(64))],
       lambda v: [curl("https://%s.smarthr.jp/api/v1/crews?per_page=10" % pick(["acme", "tokyo-hq"]), "Authorization", "Bearer " + v["SMARTHR_ACCESS_TOKEN"])])
vendor("GMO Payment Gateway", "pay", "jp", [I("GMO_SHOP_ID", lambda: "tshop" + digits(8, False)), S("GMO_SHOP_PASS", lambda: rstr(ALNUML, 8) + digits(2, False))])


# ---------------------------------------------------------------------------
# 5. containers: render (key, value) pairs in a file format / language
# ---------------------------------------------------------------------------
def slug(name, sep="_"):
    out = []
    for ch in name.lower():
        out.append(ch if ch.isalnum() else sep)
    s = "".join(out)
    while sep + sep in s:
        s = s.replace(sep + sep, sep)
    return s.strip(sep)


def camel(key):
    parts = key.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def yq(v):
    """YAML scalar, quoted when needed"""
    if any(c in v for c in ":#{}[],&*!|>'%@`") or v[:1] in "-?" or " " in v or v.isdigit():
        return '"%s"' % v
    return v


def shq(v):
    return "'%s'" % v if any(c in v for c in " $!&*;|<>()`\"#?~^%") else v


def _bad(vals, chars):
    return any(any(c in v for c in chars) for v in vals)


def c_dotenv(pairs, vn):
    lines = []
    if chance(0.5):
        lines.append("# " + vn)
    for k, v in pairs:
        q = pick(["", "", '"']) if " " not in v else '"'
        lines.append("%s=%s%s%s" % (k, q, v, q))
    if chance(0.4):
        lines.append(pick(["NODE_ENV=production", "APP_ENV=staging", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul"]))
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", ".env.staging", "deploy/.env", "apps/api/.env"])


def c_export(pairs, vn):
    return "\n".join("export %s=%s" % (k, shq(v)) for k, v in pairs), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "setup-env.sh"])


def c_yaml(pairs, vn):
    sec = slug(vn)
    lines = [pick(["app:", "integrations:", "providers:", "external:"]), "  %s:" % sec]
    for k, v in pairs:
        lines.append("    %s: %s" % (k.lower(), yq(v)))
    return "\n".join(lines), pick(["config/application.yml", "config/settings.yaml", "values.yaml", "config.yml", "src/main/resources/application-prod.yml"])


def c_json(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    inner = ", ".join('"%s": "%s"' % (camel(k), v) for k, v in pairs)
    return '{"%s": {%s}}' % (camel(slug(vn)), inner), pick(["config/local.json", "appsettings.Development.json", "secrets.json", "config/default.json", ".vscode/launch.json"])


def c_toml(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ["[%s]" % slug(vn)] + ['%s = "%s"' % (k.lower(), v) for k, v in pairs]
    return "\n".join(lines), pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "Config.toml", "netlify.toml"])


def c_ini(pairs, vn):
    lines = ["[%s]" % slug(vn, "-")] + ["%s = %s" % (k.lower(), v) for k, v in pairs]
    return "\n".join(lines), pick(["settings.ini", "config.ini", "setup.cfg", "tox.ini", "~/.config/app/credentials"])


def c_props(pairs, vn):
    pre = pick(["app", "integration", "spring.cloud"]) + "." + slug(vn, "-")
    lines = ["%s.%s=%s" % (pre, k.lower().replace("_", "-"), v) for k, v in pairs]
    return "\n".join(lines), pick(["application.properties", "src/main/resources/application-prod.properties", "gradle.properties", "config/app.properties"])


def c_hcl(pairs, vn):
    if _bad([v for _, v in pairs], '"\\$'):
        return None
    if chance(0.5):
        lines = ['%s = "%s"' % (k.lower(), v) for k, v in pairs]
        return "\n".join(lines), pick(["terraform.tfvars", "prod.auto.tfvars", "envs/prod/secrets.tfvars"])
    blocks = []
    for k, v in pairs:
        blocks.append('variable "%s" {\n  type    = string\n  default = "%s"\n}' % (k.lower(), v))
    return "\n".join(blocks), pick(["variables.tf", "modules/app/variables.tf"])


def c_xml(pairs, vn):
    if _bad([v for _, v in pairs], '"&<>\'\\'):
        return None
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (vn.replace(" ", ""), camel(k), v) for k, v in pairs] + ["</appSettings>"]
        return "\n".join(lines), pick(["Web.config", "App.config", "Web.Release.config"])
    lines = ["<properties>"] + ["  <%s.%s>%s</%s.%s>" % (slug(vn, "."), camel(k), v, slug(vn, "."), camel(k)) for k, v in pairs] + ["</properties>"]
    return "\n".join(lines), "pom.xml"


def c_dockerfile(pairs, vn):
    if _bad([v for _, v in pairs], ' "'):
        return None
    base = pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM eclipse-temurin:21-jre", "FROM golang:1.23 AS build"])
    kw = pick(["ENV", "ENV", "ARG"])
    lines = [base, "WORKDIR /app"] + ["%s %s=%s" % (kw, k, v) for k, v in pairs] + [pick(["COPY . .", "RUN npm ci --omit=dev", "RUN pip install -r requirements.txt"])]
    return "\n".join(lines), pick(["Dockerfile", "docker/api.Dockerfile", "Dockerfile.prod"])


def c_compose(pairs, vn):
    svc = pick(["api", "worker", "web", "app", "bot"])
    lines = ["services:", "  %s:" % svc, "    image: %s:%s" % (pick(["ghcr.io/acme/api", "registry.internal/shop/web", "bot"]), pick(["latest", "1.4.2", "dev"])), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v in pairs]
    else:
        lines += ["      %s: %s" % (k, yq(v)) for k, v in pairs]
    return "\n".join(lines), pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])


def c_k8s(pairs, vn):
    kind = pick(["Secret", "Secret", "ConfigMap"])
    lines = ["apiVersion: v1", "kind: %s" % kind, "metadata:", "  name: %s-%s" % (pick(["api", "worker", "web"]), slug(vn, "-")),
             "  namespace: %s" % pick(["prod", "staging", "default", "apps"])]
    if kind == "Secret":
        lines += ["type: Opaque", "stringData:"]
    else:
        lines += ["data:"]
    lines += ["  %s: %s" % (k, yq(v)) for k, v in pairs]
    if kind == "ConfigMap":
        return "\n".join(lines), pick(["manifests/configmap.yaml", "k8s/base/configmap.yaml"])
    return "\n".join(lines), pick(["k8s/secret.yaml", "deploy/overlays/prod/secret.yaml", "helm/templates/secret.yaml"])


def c_gha(pairs, vn):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, yq(v)) for k, v in pairs] + \
            ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["npm run deploy", "make release", "./scripts/publish.sh"])]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml", ".github/workflows/ci.yml"])


def c_gitlab(pairs, vn):
    lines = ["variables:"] + ["  %s: %s" % (k, yq(v)) for k, v in pairs] + ["deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "helm upgrade --install api ./chart", "npm run release"])]
    return "\n".join(lines), ".gitlab-ci.yml"


def c_python(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    style = R.randrange(3)
    if style == 0:
        lines = ["import os", ""] + ['os.environ["%s"] = "%s"' % (k, v) for k, v in pairs]
    elif style == 1:
        lines = ['%s = "%s"' % (k, v) for k, v in pairs]
    else:
        lines = ['%s = os.getenv("%s", "%s")' % (k, k, v) for k, v in pairs]
    return "\n".join(lines), pick(["settings.py", "config.py", "scripts/backfill.py", "notebooks/explore.ipynb", "app/core/config.py"])


def c_js(pairs, vn):
    if _bad([v for _, v in pairs], "'\\"):
        return None
    if chance(0.5):
        lines = ["export const %sConfig = {" % camel(slug(vn))] + ["  %s: '%s'," % (camel(k), v) for k, v in pairs] + ["};"]
    else:
        lines = ["const %s = process.env.%s || '%s';" % (camel(k), k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/config.ts", "lib/client.js", "next.config.js", "server/env.ts", "scripts/seed.mjs"])


def c_go(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k)[0].upper() + camel(k)[1:], v) for k, v in pairs] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/server/main.go", "pkg/client/client.go"])


def c_java(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/main/java/com/acme/config/ApiConfig.java", "PaymentClient.java", "src/test/java/IntegrationTest.java"])


def c_kotlin(pairs, vn):
    if _bad([v for _, v in pairs], '"\\$'):
        return None
    lines = ["object %sKeys {" % vn.replace(" ", "").replace(".", "").replace("(", "").replace(")", "")] + ['    const val %s = "%s"' % (k, v) for k, v in pairs] + ["}"]
    return "\n".join(lines), pick(["app/src/main/java/com/acme/app/Keys.kt", "buildSrc/src/main/kotlin/Secrets.kt"])


def c_rust(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in pairs]
    return "\n".join(lines), pick(["src/main.rs", "src/config.rs"])


def c_csharp(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (vn.replace(" ", ""), camel(k), v) for k, v in pairs]
    return "\n".join(lines), pick(["Program.cs", "Startup.cs"])


def c_php(pairs, vn):
    if _bad([v for _, v in pairs], "'\\"):
        return None
    lines = ["<?php", "return ["] + ["    '%s' => env('%s', '%s')," % (k.lower(), k, v) for k, v in pairs] + ["];"]
    return "\n".join(lines), pick(["config/services.php", "wp-config.php", "config/app.php"])


def c_ruby(pairs, vn):
    if _bad([v for _, v in pairs], "'\\#"):
        return None
    lines = ["%s.configure do |config|" % vn.replace(" ", "").replace(".", "").replace("(", "").replace(")", "")] + ["  config.%s = '%s'" % (k.lower(), v) for k, v in pairs] + ["end"]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % slug(vn), "lib/tasks/sync.rake"])


def c_swift(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    lines = ["enum Secrets {"] + ['    static let %s = "%s"' % (camel(k), v) for k, v in pairs] + ["}"]
    return "\n".join(lines), pick(["App/Config/Secrets.swift", "Sources/Config.swift"])


def c_log(pairs, vn):
    t = ts_iso()
    lvl = pick(["DEBUG", "INFO", "WARN", "DEBUG"])
    body = ", ".join("%s=%s" % (k, v) for k, v in pairs)
    return "%s %s [%s] loaded %s settings: {%s}" % (t, lvl, pick(["main", "config", "bootstrap", "pool-1-thread-2"]), vn, body), pick(["logs/app.log", "kubectl logs api-0", "journalctl -u api", "/var/log/app/error.log", "docker logs worker"])


def c_trace(pairs, vn):
    if _bad([v for _, v in pairs], "'"):
        return None
    k, v = pairs[-1]
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s.py", line %d, in <module>' % (pick(["worker", "main", "sync"]), R.randint(12, 300)),
             "    client = build_client(settings)",
             '  File "/app/clients/%s.py", line %d, in build_client' % (slug(vn), R.randint(10, 90)),
             "    raise AuthError(f\"%s rejected credentials {cfg!r}\")" % vn,
             "AuthError: %s rejected credentials {%s}" % (vn, ", ".join("'%s': '%s'" % (kk.lower(), vv) for kk, vv in pairs))]
    return "\n".join(lines), pick(["worker.log", "ci-job.log", "sentry-event.txt"])


def c_diff(pairs, vn):
    f = pick([".env.production", "config/prod.yaml", "docker-compose.yml", "settings.py"])
    lines = ["diff --git a/%s b/%s" % (f, f), "@@ -%d,%d +%d,%d @@" % (R.randint(3, 40), 3, R.randint(3, 40), 3 + len(pairs))]
    lines.append(" " + pick(["LOG_LEVEL=info", "DEBUG=false", "# integrations", "REGION=ap-northeast-2"]))
    for k, v in pairs:
        if f.endswith(".py"):
            lines.append('+%s = "%s"' % (k, v))
        elif f.endswith((".yaml", ".yml")):
            lines.append("+  %s: %s" % (k.lower(), yq(v)))
        else:
            lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "git diff -- " + f


def c_table(pairs, vn):
    if _bad([v for _, v in pairs], "|"):
        return None
    env = pick(["prod", "staging", "dev"])
    lines = ["| env | key | value |", "|---|---|---|"] + ["| %s | %s | %s |" % (env, k, v) for k, v in pairs]
    return "\n".join(lines), pick(["README.md", "docs/onboarding.md", "wiki/envs.md"])


def c_helm(pairs, vn):
    lines = ["%s:" % camel(slug(vn)), "  enabled: true"] + ["  %s: %s" % (camel(k), yq(v)) for k, v in pairs]
    return "\n".join(lines), pick(["charts/api/values-prod.yaml", "helm/values.yaml"])


def c_ansible(pairs, vn):
    lines = ["---"] + ["%s: %s" % (k.lower(), yq(v)) for k, v in pairs]
    return "\n".join(lines), pick(["group_vars/all.yml", "inventories/prod/group_vars/app.yml", "roles/app/defaults/main.yml"])


def c_sql(pairs, vn):
    if _bad([v for _, v in pairs], "'"):
        return None
    rows = ", ".join("('%s', '%s')" % (k.lower(), v) for k, v in pairs)
    return "INSERT INTO app_settings (name, value) VALUES %s;" % rows, pick(["seed.sql", "migrations/V42__settings.sql"])


def c_postman(pairs, vn):
    if _bad([v for _, v in pairs], '"\\'):
        return None
    vals = ", ".join('{"key": "%s", "value": "%s", "enabled": true}' % (camel(k), v) for k, v in pairs)
    return '{"name": "%s prod", "values": [%s]}' % (vn, vals), pick(["postman_environment.json", "bruno/environments/prod.bru"])


CONTAINERS = [
    ("dotenv", c_dotenv, 9), ("export", c_export, 4), ("yaml", c_yaml, 5), ("json", c_json, 4), ("toml", c_toml, 2),
    ("ini", c_ini, 2), ("properties", c_props, 3), ("hcl", c_hcl, 2), ("xml", c_xml, 2), ("dockerfile", c_dockerfile, 2),
    ("compose", c_compose, 3), ("k8s", c_k8s, 3), ("github-actions", c_gha, 2), ("gitlab-ci", c_gitlab, 1),
    ("python", c_python, 3), ("js", c_js, 3), ("go", c_go, 1), ("java", c_java, 1), ("kotlin", c_kotlin, 1),
    ("rust", c_rust, 1), ("csharp", c_csharp, 1), ("php", c_php, 1), ("ruby", c_ruby, 1), ("swift", c_swift, 1),
    ("log", c_log, 3), ("traceback", c_trace, 1), ("diff", c_diff, 3), ("table", c_table, 1), ("helm", c_helm, 1),
    ("ansible", c_ansible, 1), ("sql", c_sql, 1), ("postman", c_postman, 1),
]


def wpick(items):
    tot = sum(w for _, _, w in items)
    x = R.uniform(0, tot)
    for it in items:
        x -= it[2]
        if x <= 0:
            return it
    return items[-1]


def render_pairs(pairs, vn):
    for _ in range(20):
        name, fn, _w = wpick(CONTAINERS)
        out = fn(pairs, vn)
        if out is not None:
            return name, out[0], out[1]
    out = c_dotenv(pairs, vn)
    return "dotenv", out[0], out[1]


# ---------------------------------------------------------------------------
# 6. prose pools
# ---------------------------------------------------------------------------
PROJ = {
    "en": ["the checkout service", "billing-api", "the Next.js storefront", "the Django admin", "the mobile backend",
           "our Airflow DAGs", "the Slack alert bot", "the Spring Boot order service", "the Go gateway", "the Flutter app",
           "the Rails monolith", "the Unity build server", "the internal CLI", "the RAG demo", "the nightly ETL job",
           "the Laravel shop", "the FastAPI service", "the cluster bootstrap scripts", "the Terraform repo", "the support chatbot",
           "the analytics dashboard", "the image resize worker", "the partner API", "the notification service"],
    "ko": ["결제 서비스", "정산 배치", "주문 API", "사내 어드민", "모바일 백엔드", "데이터 파이프라인", "알림 봇", "검색 서비스",
           "추천 서버", "Next.js 쇼핑몰", "Spring Boot 주문 서비스", "Flutter 앱", "FastAPI 서버", "Airflow DAG", "k8s 클러스터 셋업 스크립트",
           "Terraform 레포", "사내 챗봇", "로그 수집기", "배포 파이프라인", "크롤러", "정산 대시보드", "이미지 리사이즈 워커", "파트너 API", "푸시 발송 서버"],
}
AREA = {
    "en": {"pay": "payment", "ai": "LLM", "msg": "notification", "cloud": "deploy", "obs": "monitoring", "db": "database",
           "ci": "CI", "reg": "publish", "saas": "sync", "infra": "infra", "dev": "tooling"},
    "ko": {"pay": "결제", "ai": "LLM 호출", "msg": "알림 발송", "cloud": "배포", "obs": "모니터링", "db": "DB 접속",
           "ci": "CI", "reg": "패키지 배포", "saas": "외부 연동", "infra": "인프라", "dev": "개발 도구"},
}
STORE = {
    "en": ["Vault", "AWS Secrets Manager", "1Password", "the GitHub Actions secrets", "Doppler", "SSM Parameter Store",
           "GCP Secret Manager", "the sealed-secrets controller", "Azure Key Vault"],
    "ko": ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "Doppler", "SSM Parameter Store",
           "GCP Secret Manager", "사내 KMS", "Azure Key Vault"],
}

MC_INTRO = {
    "en": [
        "The {area} step of {proj} kept failing with 401 and nobody had told me which {vendor} credentials it expects. This is what {file} had:",
        "I had no idea where {proj} gets its {vendor} settings from; after some digging I found them in {file}:",
        "Missing: which {vendor} account staging is wired to. Current {file}:",
        "{vendor} integration in {proj} was undocumented. Pasting the config I found so the next run has it:",
        "Didn't know the {vendor} key had been moved out of the vault into {file}. Contents:",
        "The README says to 'ask ops' for {vendor} access. Ops pointed me to {file}, which has:",
        "Context I lacked: {proj} talks to {vendor} directly from the {area} job. Relevant part of {file}:",
        "Spent 40 minutes on a 403 from {vendor}. Root cause was in {file}:",
        "To reproduce the {area} bug locally I needed the {vendor} settings; the user shared {file} in chat:",
        "{proj}: which {vendor} project/env is this? {file} below",
        "I was not told that {proj} has two {vendor} setups (old and new). The one actually loaded, from {file}:",
        "No onboarding doc for {vendor}. Copied from {file} on the staging host:",
        "Needed the {vendor} credentials to rerun the failed {area} job. Found in {file}:",
        "The user pasted this when I asked how {proj} authenticates to {vendor} ({file}):",
        "Checked what {file} contains before touching the {vendor} client:",
        "Didn't know the {area} config for {proj} is split between the repo and the host. Host copy ({file}):",
    ],
    "ko": [
        "{proj}의 {area} 단계가 계속 401로 실패했는데, 어떤 {vendor} 키를 쓰는지 아무도 알려주지 않았음. {file} 내용:",
        "{proj}가 {vendor} 설정을 어디서 읽는지 몰라서 한참 찾았음. {file}에 있었음:",
        "staging이 어느 {vendor} 계정에 붙어 있는지 몰랐음. 현재 {file}:",
        "{vendor} 연동 관련 문서가 전혀 없어서 찾은 설정을 그대로 남겨 둠 ({file}):",
        "{vendor} 키가 Vault에서 {file}로 옮겨졌다는 걸 몰랐음. 내용은 아래와 같음:",
        "README에는 {vendor} 권한은 '운영팀에 문의'라고만 되어 있었음. 운영팀이 알려준 {file}:",
        "몰랐던 점: {proj}는 {area} 작업에서 {vendor}를 직접 호출함. {file}의 해당 부분:",
        "{vendor}에서 403이 나서 40분 정도 헤맸는데 원인은 {file}에 있었음:",
        "{area} 버그를 로컬에서 재현하려면 {vendor} 설정이 필요했음. 사용자가 채팅으로 {file}를 공유해 줌:",
        "{proj}에서 쓰는 {vendor} 프로젝트/환경이 뭔지 헷갈렸음. 아래는 {file}:",
        "{proj}에 {vendor} 설정이 구버전/신버전 두 벌 있다는 걸 몰랐음. 실제로 로드되는 건 {file}:",
        "{vendor} 온보딩 문서가 없음. staging 서버의 {file}에서 복사함:",
        "실패한 {area} 작업을 다시 돌리려고 {vendor} 키가 필요했음. {file}에서 찾음:",
        "{proj}가 {vendor}에 어떻게 인증하는지 물어봤더니 사용자가 붙여 준 내용 ({file}):",
        "{vendor} 클라이언트 수정 전에 {file} 내용부터 확인함:",
        "{proj}의 {area} 설정이 레포와 서버에 나뉘어 있다는 걸 몰랐음. 서버 쪽 {file}:",
    ],
}
MC_PLAIN = {
    "en": [
        "I didn't know {proj} calls {vendor} at all until the {area} job failed with an auth error.",
        "Nobody mentioned that {proj} has a separate {vendor} account for staging.",
        "The {vendor} setup for {proj} is not in the repo docs; I had to ask in chat.",
        "Missing context: the {area} path of {proj} depends on {vendor}, and the key in use was not obvious.",
        "I assumed {vendor} was mocked in tests for {proj}; it is not, the tests hit the real API.",
    ],
    "ko": [
        "{area} 작업이 인증 오류로 실패하기 전까지 {proj}가 {vendor}를 호출한다는 것 자체를 몰랐음.",
        "{proj}에 staging용 {vendor} 계정이 따로 있다는 얘기를 아무도 안 해 줬음.",
        "{proj}의 {vendor} 설정은 레포 문서에 없음. 채팅으로 물어봐야 했음.",
        "몰랐던 맥락: {proj}의 {area} 경로가 {vendor}에 의존하는데, 어떤 키를 쓰는지 불분명했음.",
        "{proj} 테스트에서 {vendor}는 mock인 줄 알았는데 실제 API를 호출하고 있었음.",
    ],
}
LESSON = {
    "en": [
        "{vendor} credentials are per environment; staging must not reuse the production ones.",
        "The {file} on the host overrides whatever is in the repo, so fixing the repo copy alone does nothing.",
        "Keys for {vendor} should come from {store}, not from files in the working tree.",
        "A 401 from {vendor} here usually means the key was rotated, not that the code is wrong.",
        "{proj} loads config as env vars first, then {file}, then defaults. The stale value won.",
        "Check which {vendor} account a key belongs to before debugging the client code.",
        "The {area} job only picks up new {vendor} settings after a restart.",
        "Do not paste {vendor} keys into chat or notes; they end up in git history.",
        "The sandbox and live {vendor} keys look almost the same; read the prefix carefully.",
        "{vendor} rate-limits per key, so sharing one key between {proj} and the batch job caused the 429s.",
        "The {vendor} SDK silently falls back to an env var if the config value is empty.",
        "Rotating the {vendor} key also needs a redeploy of every consumer, not just {proj}.",
    ],
    "ko": [
        "{vendor} 키는 환경별로 따로 있음. staging에서 운영 키를 재사용하면 안 됨.",
        "서버에 있는 {file}가 레포 설정을 덮어씀. 레포만 고쳐서는 반영 안 됨.",
        "{vendor} 키는 작업 트리의 파일이 아니라 {store}에서 읽어야 함.",
        "여기서 {vendor}가 401을 주면 보통 코드 문제가 아니라 키가 rotate된 것임.",
        "{proj}의 설정 로드 순서는 환경 변수 → {file} → 기본값. 오래된 값이 이기고 있었음.",
        "클라이언트 코드 디버깅 전에 키가 어느 {vendor} 계정 것인지부터 확인할 것.",
        "{area} 작업은 재시작해야 새 {vendor} 설정을 읽음.",
        "{vendor} 키를 채팅이나 노트에 붙이지 말 것. 결국 git 히스토리에 남음.",
        "{vendor}의 sandbox 키와 live 키가 거의 비슷하게 생겼음. prefix를 잘 볼 것.",
        "{vendor}는 키 단위로 rate limit이 걸려서 {proj}와 배치가 같은 키를 쓰면 429가 남.",
        "{vendor} SDK는 설정값이 비어 있으면 조용히 환경 변수로 fallback 함.",
        "{vendor} 키를 rotate하면 {proj}뿐 아니라 모든 consumer를 재배포해야 함.",
    ],
}
LESSON_SNIP = {
    "en": ["What worked in the end ({file}):", "Final {file} that passed the smoke test:", "Fixed by putting the right values back:",
           "The working {vendor} config, for reference:", "After the fix, {file} reads:"],
    "ko": ["최종적으로 동작한 {file}:", "스모크 테스트 통과한 설정:", "올바른 값으로 다시 넣어서 해결:", "참고용으로 동작하는 {vendor} 설정:",
           "수정 후 {file}:"],
}
ASK = {
    "en": [
        "Which {vendor} account should {proj} use in staging, and where is its key kept?",
        "Has the {vendor} key been rotated recently? If so, where is the new one?",
        "Who owns the {vendor} integration for {proj}?",
        "Should I read {vendor} settings from {store} instead of {file}?",
        "Is there a sandbox {vendor} key I can use for local testing?",
        "Before touching {proj}: which {vendor} environment are we pointing at?",
        "",
    ],
    "ko": [
        "{proj}는 staging에서 어느 {vendor} 계정을 써야 하고 키는 어디 보관돼 있나요?",
        "{vendor} 키 최근에 rotate 했나요? 했다면 새 키는 어디 있나요?",
        "{proj}의 {vendor} 연동 담당자가 누구인가요?",
        "{vendor} 설정을 {file} 대신 {store}에서 읽도록 바꿔도 되나요?",
        "로컬 테스트용 {vendor} sandbox 키가 따로 있나요?",
        "{proj} 작업 전에: 지금 어느 {vendor} 환경을 바라보고 있나요?",
        "",
    ],
}
ASK_VAL = {
    "en": ["Is `{val}` still the live {vendor} key, or was it revoked?", "Can I keep using {key}={val} for staging?",
           "Confirm whether {val} is the prod or the sandbox {vendor} credential.", "ok to commit {key}={val} to the staging env file?"],
    "ko": ["`{val}` 이 키 아직 유효한가요, 아니면 폐기됐나요?", "staging에서 {key}={val} 계속 써도 되나요?",
           "{val} 이게 운영 키인지 sandbox {vendor} 키인지 확인 부탁드립니다.", "{key}={val} 를 staging env 파일에 커밋해도 되나요?"],
}
SPLIT = {
    "en": [("The {vendor} client for {proj} is configured with {k1}={v1}.", "The matching secret turned out to be {k2}={v2}; the old one in the wiki is dead."),
           ("{proj} uses {vendor}; the id part is {v1}.", "and the secret half that finally worked: {v2}")],
    "ko": [("{proj}의 {vendor} 클라이언트는 {k1}={v1} 로 설정돼 있음.", "짝이 되는 secret은 {k2}={v2} 였음. 위키에 있는 옛날 값은 폐기됨."),
           ("{proj}는 {vendor} 사용. id 쪽은 {v1}.", "실제로 동작한 secret 쪽: {v2}")],
}


_JOSA_RE = re.compile(r"\{(\w+)\}(으로|로|은|는|이|가|을|를|과|와)(?=$|[\s,.:;!?)\]])")
_JOSA = {"은": ("은", "는"), "는": ("은", "는"), "이": ("이", "가"), "가": ("이", "가"), "을": ("을", "를"), "를": ("을", "를"),
         "과": ("과", "와"), "와": ("과", "와")}
_BATCHIM_WORDS = ["bot", "secret", "webhook", "hook", "talk", "app", "jet", "comb", "stack", "datadog", "nuget", "bitbucket",
                  "gitlab", "clickup", "hubspot", "clerk", "ngrok", "groq", "bithumb", "wechat", "chat", "slack"]


def batchim(word):
    """(has final consonant, final is rieul) for the Korean reading of the end of word"""
    w = word.rstrip("`'\")]} ")
    if not w:
        return False, False
    c = w[-1]
    if "가" <= c <= "힣":
        j = (ord(c) - 0xAC00) % 28
        return j != 0, j == 8
    if c.isdigit():
        return {"0": (True, False), "1": (True, True), "3": (True, False), "6": (True, False), "7": (True, True), "8": (True, True)}.get(c, (False, False))
    if not (c.isascii() and c.isalpha()):
        return False, False
    if c.isupper() and (len(w) == 1 or not w[-2].islower()):
        return {"L": (True, True), "R": (True, True), "M": (True, False), "N": (True, False)}.get(c, (False, False))
    last = w.lower()
    for sep in " /.-_(":
        last = last.split(sep)[-1] or last
    if last in _BATCHIM_WORDS:
        return True, False
    if last.endswith("le") or last.endswith("l"):
        return True, True
    if last.endswith("rc"):
        return False, False
    if last.endswith(("m", "n", "ng", "ck", "c")):
        return True, False
    return False, False


def particle(word, p):
    b, rieul = batchim(word)
    if p in ("으로", "로"):
        return "으로" if b and not rieul else "로"
    return _JOSA[p][0] if b else _JOSA[p][1]


def kofix(text):
    """resolve particle markers (NUL + particle) written after inserted words"""
    while "\x00" in text:
        i = text.index("\x00")
        m = re.match("(으로|로|은|는|이|가|을|를|과|와)", text[i + 1:])
        if not m:
            text = text[:i] + text[i + 1:]
            continue
        text = text[:i] + particle(text[:i], m.group(1)) + text[i + 1 + len(m.group(1)):]
    return text


def fmt(t, **kw):
    if not t:
        return t
    t = _JOSA_RE.sub(lambda m: "{%s}\x00%s" % (m.group(1), m.group(2)), t)
    return kofix(t.format(**kw))


# ---------------------------------------------------------------------------
# 7. note assembly and the FORMAT.txt assertions
# ---------------------------------------------------------------------------
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Retry(Exception):
    pass


CAT_VENDOR = [("GCP service account", "Google Cloud"), ("GitHub App", "GitHub"), ("App Store Connect", "Apple"), ("Coinbase", "Coinbase"),
              ("Snowflake key", "Snowflake"), ("Alipay", "Alipay"), ("GitHub recovery", "GitHub"), ("Google backup", "Google"),
              ("Microsoft account", "Microsoft"), ("1Password", "1Password"), ("BitLocker", "Microsoft"), ("S3 presigned", "AWS"),
              ("GCS V4", "Google Cloud"), ("CloudFront", "AWS"), ("Azure SAS", "Azure Storage"), ("Svix/Clerk", "Clerk"),
              ("GitHub webhook", "GitHub"), ("Shopify webhook", "Shopify"), ("Toss Payments webhook", "Toss Payments"),
              ("Apple app-specific", "Apple"), ("Google app password", "Google"), ("Naver mail", "Naver"), ("Jenkins initial", "Jenkins"),
              ("Argo CD", "Argo CD"), ("Elasticsearch elastic", "Elastic"), ("GitLab initial", "GitLab"), ("Grafana admin", "Grafana"),
              ("Keycloak", "Keycloak"), ("Rancher", "Rancher"), ("Naver Login", "Naver"), ("Kakao Login", "Kakao"),
              ("Google OAuth token", "Google"), ("aws cli:", "AWS"), ("gcloud print", "Google Cloud"), ("az get-access-token", "Azure"),
              ("heroku config", "Heroku"), ("vault: operator init", "HashiCorp Vault"), ("Cisco type 0", "Cisco")]


def cap(text):
    if text.startswith(("the ", "our ")):
        return text[0].upper() + text[1:]
    return text


def tag_vendor(cat):
    if cat.endswith("]"):
        return cat
    for sub, v in CAT_VENDOR:
        if sub in cat:
            return "%s [%s]" % (cat, v)
    return cat


def mk(cat, lang, mc, lesson, ask, secrets):
    cat = tag_vendor(cat)
    fields = {"missing_context": cap(kofix(mc)), "lesson": cap(kofix(lesson or "")), "ask_next_time": cap(kofix(ask or ""))}
    allf = "\n".join(fields.values())
    out = []
    for s in secrets:
        if s in allf and s not in out:
            out.append(s)
    return {"lang": lang, "category": cat, "fields": fields, "secrets": out}


def fits(note):
    f = note["fields"]
    if not f["missing_context"].strip():
        return False
    return all(len(f[k].encode("utf-8")) <= LIMITS[k] for k in LIMITS)


def covered(field, secrets):
    """intervals of field covered by occurrences of listed secrets"""
    iv = []
    for s in secrets:
        start = 0
        while True:
            i = field.find(s, start)
            if i < 0:
                break
            iv.append((i, i + len(s)))
            start = i + 1
    return iv


def window_violations(note):
    """8-char windows of a secret that occur outside the secrets' own occurrences"""
    bad = []
    secrets = note["secrets"]
    for fname in ["missing_context", "lesson", "ask_next_time"]:
        field = note["fields"][fname]
        iv = covered(field, secrets)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                start = 0
                while True:
                    p = field.find(w, start)
                    if p < 0:
                        break
                    if not any(a <= p and p + 8 <= b for a, b in iv):
                        bad.append((fname, w, p))
                    start = p + 1
    return bad


def check_note(note):
    f = note["fields"]
    assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
    assert f["missing_context"].strip(), note
    for k in LIMITS:
        assert len(f[k].encode("utf-8")) <= LIMITS[k], (k, note["category"])
    if note["kind"] == "clean":
        assert note["secrets"] == [], note
        return
    assert note["secrets"], note["category"]
    allf = "\n".join(f.values())
    for s in note["secrets"]:
        assert len(s) >= 8, (s, note["category"])
        assert any(s in f[k] for k in f), (s, note["category"])
    v = window_violations(note)
    assert not v, (note["category"], v[:3])


def usage_item(u):
    if isinstance(u, tuple):
        return u[0], list(u[1])
    return u, []


USAGE_MC = {
    "en": ["Nobody told me how {proj} authenticates to {vendor}. From {file}:", "The {area} job of {proj} failed; this is the {vendor} command from {file} that I re-ran:",
           "Found this in {file} while tracing the {vendor} 401:", "The user ran this to test {vendor} and pasted it here:",
           "I didn't know {proj} shells out to {vendor} directly. The call, from {file}:"],
    "ko": ["{proj}가 {vendor}에 어떻게 인증하는지 아무도 안 알려줌. {file}에서 찾은 것:", "{proj}의 {area} 작업이 실패해서 {file}에 있던 {vendor} 명령을 다시 돌려 봄:",
           "{vendor} 401 원인 찾다가 {file}에서 발견:", "사용자가 {vendor} 테스트하려고 돌린 명령을 그대로 붙여 줌:",
           "{proj}가 {vendor}를 직접 호출한다는 걸 몰랐음. {file}에 있던 호출:"],
}
USAGE_LESSON = {
    "en": ["The command that finally worked:", "Working call, for next time:", "Verified against {vendor} with:", "This is what fixed the {area} step:"],
    "ko": ["결국 동작한 명령:", "다음에 참고할 정상 호출:", "{vendor} 쪽 확인은 이걸로 했음:", "{area} 단계는 이걸로 해결:"],
}


def place(lang, kw, snippet, mc_pool=None, lesson_pool=None):
    """put a snippet into one field; returns (mode, mc, lesson, ask)"""
    if R.random() < 0.62:
        mc = fmt(pick((mc_pool or MC_INTRO)[lang]), **kw) + "\n" + snippet
        return "in missing_context", mc, fmt(pick(LESSON[lang]), **kw) if chance(0.85) else "", fmt(pick(ASK[lang]), **kw)
    mc = fmt(pick(MC_PLAIN[lang]), **kw)
    return "in lesson", mc, fmt(pick((lesson_pool or LESSON_SNIP)[lang]), **kw) + "\n" + snippet, fmt(pick(ASK[lang]), **kw)


def vendor_note(vd, lang):
    for _attempt in range(40):
        vals = {k: g() for k, g, l in vd["fields"]}
        listed = [vals[k] for k, g, l in vd["fields"] if l]
        pairs = [(k, vals[k]) for k, g, l in vd["fields"]]
        kw = {"vendor": vd["name"], "proj": pick(PROJ[lang]), "area": AREA[lang][vd["area"]], "store": pick(STORE[lang]), "file": ""}
        extra = []
        r = R.random()
        usage = vd["usage"](vals) if vd["usage"] else []
        if usage and (r < 0.35 or vd["usage_only"]):
            snippet, extra = usage_item(pick(usage))
            cname = "usage"
            kw["file"] = pick({"en": ["the deploy script", "the Makefile", "scripts/sync.sh", "the cron script", "the notebook", "bin/release.sh"],
                               "ko": ["배포 스크립트", "Makefile", "scripts/sync.sh", "cron 스크립트", "노트북", "bin/release.sh"]}[lang])
            pools = (USAGE_MC, USAGE_LESSON)
        else:
            cname, snippet, kw["file"] = render_pairs(pairs, vd["name"])
            pools = (MC_INTRO, LESSON_SNIP)
        m = R.random()
        if m < 0.70:
            mode, mc, lesson, ask = place(lang, kw, snippet, *pools)
        elif m < 0.80:
            val = pick(listed)
            key = [k for k, v in pairs if v == val][0]
            mode, mc, lesson, _ = place(lang, kw, snippet, *pools)
            ask = fmt(pick(ASK_VAL[lang]), val=val, key=key, **kw)
            mode += " + value repeated in ask_next_time"
        elif m < 0.88 and len(pairs) >= 2:
            (k1, v1), (k2, v2) = pairs[0], pairs[1]
            if vd["fields"][1][2] is False:
                (k1, v1), (k2, v2) = (k2, v2), (k1, v1)
            t1, t2 = pick(SPLIT[lang])
            mc = fmt(t1, k1=k1, v1=v1, **kw)
            lesson = fmt(t2, k2=k2, v2=v2, **kw)
            ask = fmt(pick(ASK[lang]), **kw)
            mode, cname = "split across missing_context and lesson", "prose"
        elif m < 0.94:
            # rotation: old config in missing_context, new config in lesson
            vals2 = {k: (g() if l else vals[k]) for k, g, l in vd["fields"]}
            listed += [vals2[k] for k, g, l in vd["fields"] if l]
            pairs2 = [(k, vals2[k]) for k, g, l in vd["fields"]]
            if vd["usage_only"]:
                snip2 = usage_item(pick(vd["usage"](vals2)))[0]
            else:
                c2, snip2, _f = render_pairs(pairs2, vd["name"])
            mc = fmt(pick(pools[0][lang]), **kw) + "\n" + snippet
            lesson = fmt(pick({"en": ["The key above was revoked; the rotated one is:", "After rotation the values are:", "Ops issued new credentials:"],
                               "ko": ["위 키는 폐기됨. 새로 발급된 값:", "rotate 후 값:", "운영팀이 새 키를 발급해 줌:"]}[lang]), **kw) + "\n" + snip2
            ask = fmt(pick(ASK[lang]), **kw)
            mode = "old and new values (rotation)"
        else:
            val = pick(listed)
            key = [k for k, v in pairs if v == val][0]
            mc = fmt(pick(MC_PLAIN[lang]), **kw)
            lesson = fmt(pick(LESSON[lang]), **kw)
            ask = fmt(pick(ASK_VAL[lang]), val=val, key=key, **kw)
            mode, cname = "in ask_next_time", "prose"
        cat = "%s %s [%s]" % (cname, mode, vd["name"])
        note = mk(cat, lang, mc, lesson, ask, listed + extra)
        if note["secrets"] and fits(note) and not window_violations(note):
            return note
    raise Retry(vd["name"])


def multi_vendor_note(vds, lang):
    for _attempt in range(40):
        pairs, listed = [], []
        for vd in vds:
            for k, g, l in vd["fields"]:
                v = g()
                pairs.append((k, v))
                if l:
                    listed.append(v)
        names = " + ".join(vd["name"] for vd in vds)
        kw = {"vendor": names, "proj": pick(PROJ[lang]), "area": AREA[lang][vds[0]["area"]], "store": pick(STORE[lang])}
        name, fn, _ = pick([c for c in CONTAINERS if c[0] in ("dotenv", "compose", "k8s", "yaml", "github-actions", "export", "helm", "json", "diff", "log")])
        out = fn(pairs, "app")
        if out is None:
            continue
        snippet, kw["file"] = out
        intro = {"en": ["Didn't know {proj} needs all of these to boot. Whole {file} as found:", "The user sent the full {file} of {proj} so I could reproduce:",
                        "{proj} env on the staging box ({file}), for reference:", "Missing context: which of these providers {proj} actually uses. {file}:"],
                 "ko": ["{proj}가 뜨려면 이게 전부 필요하다는 걸 몰랐음. 찾은 {file} 전체:", "재현하라고 사용자가 {proj}의 {file} 전체를 보내 줌:",
                        "참고용 staging 서버의 {proj} 환경 ({file}):", "몰랐던 점: {proj}가 실제로 어떤 provider를 쓰는지. {file}:"]}[lang]
        mc = fmt(pick(intro), **kw) + "\n" + snippet
        lesson = fmt(pick({"en": ["Only some of these are still used; the rest are leftovers from the old stack.", "Startup fails fast if any provider key is missing, which is why the pod crash-looped.",
                                  "These belong in {store}; the file was committed by accident last year.", ""],
                           "ko": ["이 중 일부만 실제로 쓰이고 나머지는 예전 스택 잔재임.", "provider 키가 하나라도 없으면 기동 시 바로 죽어서 pod가 crash loop 돌았음.",
                                  "이건 {store}에 있어야 함. 작년에 실수로 커밋된 파일임.", ""]}[lang]), **kw)
        ask = fmt(pick({"en": ["Which of these providers are still live for {proj}?", "Where should {proj} read these from instead of {file}?",
                               "Who can rotate all of these at once?", ""],
                        "ko": ["{proj}에서 이 중 아직 쓰는 provider가 뭔가요?", "{proj}가 {file} 대신 어디서 이 값들을 읽어야 하나요?",
                               "이 키들을 한 번에 rotate 할 수 있는 사람이 누구인가요?", ""]}[lang]), **kw)
        note = mk("multi-vendor %s [%s]" % (name, names), lang, mc, lesson, ask, listed)
        if len(note["secrets"]) >= 2 and fits(note) and not window_violations(note):
            return note
    raise Retry(names)


# ---------------------------------------------------------------------------
# 8. generic secret templates
# ---------------------------------------------------------------------------
def T(lang, en, ko):
    return pick(en if lang == "en" else ko)


_VARIANTS = {}


def variant(name, n):
    """variants of a template are used in a shuffled cycle, so every variant is drawn once the
    template has been used n times; the cycle advances only when a note is accepted"""
    if name not in _VARIANTS:
        order = list(range(n))
        R.shuffle(order)
        _VARIANTS[name] = [order, 0]
    order, idx = _VARIANTS[name]
    return order[idx % n]


def build(fn, lang, kind):
    for _ in range(80):
        note = fn(lang)
        if note is None:
            continue
        note["kind"] = kind
        if not fits(note):
            continue
        if kind == "secret":
            if not note["secrets"] or any(len(s) < 8 for s in note["secrets"]) or window_violations(note):
                continue
        if fn.__name__ in _VARIANTS:
            _VARIANTS[fn.__name__][1] += 1
        return note
    raise Retry(fn.__name__)


DB_USERS = ["app", "app_rw", "admin", "deploy", "etl_user", "readonly", "svc_billing", "root", "batch", "analytics", "api_user", "dba"]
DB_NAMES = ["orders", "billing", "shop", "app_prod", "ledger", "crm", "analytics", "members", "settlement"]


def db_host(engine="pg"):
    k = R.randrange(5)
    if k == 0:
        return ipv4_private()
    if k == 1:
        return "%s-%s.cluster-%s.%s.rds.amazonaws.com" % (pick(DB_NAMES), pick(["prod", "stg"]), rstr(ALNUML, 12), pick(AWS_REGIONS))
    if k == 2:
        return "%s.%s.svc.cluster.local" % (pick(["postgres", "mysql", "db", "mariadb"]), pick(["prod", "data", "default"]))
    if k == 3:
        return "%s-db-%02d.internal" % (pick(["pg", "my", "main", "legacy"]), R.randint(1, 9))
    return "%s.%s" % (pick(["db", "rds", "mysql"]), pick(["corp.example.kr", "acme.internal", "shop.local"]))


def g_mysql_p(lang):
    pw = pw_any()
    if any(c in pw for c in " '\"\\"):
        return None
    host, user, db = db_host(), pick(DB_USERS), pick(DB_NAMES)
    pq = "'" + pw + "'" if any(c in pw for c in "!$&*;|<>()#?~^%") else pw
    cmd = pick(["mysql -h %s -P 3306 -u %s -p%s %s" % (host, user, pq, db),
                "mysqldump -h %s -u%s -p%s --single-transaction %s > %s_%s.sql" % (host, user, pq, db, db, ymd().replace("-", "")),
                "mysqladmin -u%s -p%s -h %s processlist" % (user, pq, host)])
    out = pick(["mysql: [Warning] Using a password on the command line interface can be insecure.",
                "ERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % host,
                "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (user, ipv4_private())])
    mc = T(lang, ["I didn't know the replica needs a different user than the primary. What I ran:\n$ %s\n%s",
                  "Missing: the DB host for %s. The user gave me this command from their history:\n%s\n%s" % ("%s", "%s", "%s")],
           ["replica는 primary와 다른 계정을 써야 한다는 걸 몰랐음. 실행한 명령:\n$ %s\n%s",
            "DB 접속 정보가 없어서 사용자 쉘 히스토리에서 받은 명령:\n%s\n%s"])
    if mc.count("%s") == 3:
        mc = mc % (db, cmd, out)
    else:
        mc = mc % (cmd, out)
    lesson = T(lang, ["Use ~/.my.cnf or --login-path instead of -p on the command line; -p<pw> lands in shell history.",
                      "-p must be glued to the password, otherwise mysql treats the next word as the database name.", ""],
               ["-p 뒤에 비밀번호를 붙이면 쉘 히스토리에 남음. ~/.my.cnf나 --login-path 쓸 것.",
                "-p와 비밀번호 사이에 공백이 있으면 다음 단어를 DB 이름으로 인식함.", ""])
    ask = T(lang, ["Which MySQL user should read-only jobs use?", "Is there a login-path configured on the bastion?"],
            ["읽기 전용 작업은 어떤 MySQL 계정을 써야 하나요?", "bastion에 login-path 설정돼 있나요?"])
    return mk("shell: mysql -p attached password", lang, mc, lesson, ask, [pw])


def g_pg_url(lang):
    pw = pw_any()
    enc = pct(pw)
    host, user, db = db_host(), pick(DB_USERS), pick(DB_NAMES)
    scheme = pick(["postgresql", "postgres", "postgresql+psycopg", "postgresql+asyncpg"])
    url = "%s://%s:%s@%s:5432/%s%s" % (scheme, user, enc, host, db, pick(["", "?sslmode=require", "?sslmode=verify-full&application_name=etl"]))
    ctx = pick(["DATABASE_URL=" + url, 'SQLALCHEMY_DATABASE_URI = "%s"' % url, "psql \"%s\" -c '\\dt'" % url,
                "  url: %s" % url, "$ pg_dump \"%s\" -Fc -f backup.dump" % url])
    secrets = [enc]
    mc = T(lang, ["Migration failed with `password authentication failed for user \"%s\"`. The URL in use:\n%s" % (user, ctx),
                  "Didn't know %s had its own Postgres role. Connection string I was handed:\n%s" % (db, ctx),
                  "The special characters in the password were not URL-encoded, which broke the DSN parsing:\n%s" % ctx],
           ["마이그레이션이 `password authentication failed for user \"%s\"`로 실패함. 사용 중인 URL:\n%s" % (user, ctx),
            "%s DB에 전용 Postgres role이 있는 걸 몰랐음. 전달받은 connection string:\n%s" % (db, ctx),
            "비밀번호의 특수문자가 URL 인코딩이 안 돼서 DSN 파싱이 깨졌었음:\n%s" % ctx])
    lesson = ""
    if enc != pw and chance(0.6):
        lesson = T(lang, ["The raw password is %s; in the URL it has to be percent-encoded as above." % pw],
                   ["원래 비밀번호는 %s 이고 URL에서는 위처럼 percent-encoding 해야 함." % pw])
        secrets.append(pw)
    else:
        lesson = T(lang, ["Percent-encode @, :, / and # in the password part of a DSN.", "The app reads DATABASE_URL before the individual PG* variables."],
                   ["DSN의 비밀번호 부분에 있는 @, :, /, #는 percent-encoding 해야 함.", "앱은 개별 PG* 변수보다 DATABASE_URL을 먼저 읽음."])
    ask = T(lang, ["Which role should migrations run as?", "Is there a read replica URL for reporting?"],
            ["마이그레이션은 어떤 role로 돌려야 하나요?", "리포팅용 read replica URL이 따로 있나요?"])
    return mk("connection string: postgres URL with (percent-encoded) password", lang, mc, lesson, ask, secrets)


def g_basic_header(lang):
    user = pick(["admin", "api", "partner_%s" % rstr(LO, 4), "jenkins", "grafana", "svc-sync", "elastic", "kibana_system"])
    pw = pw_any()
    if ":" in pw:
        return None
    blob = b64s(user + ":" + pw)
    host = pick(["api.partner-%s.com" % rstr(LO, 5), "es.internal:9200", "legacy-erp.corp.kr", "registry.internal", "prometheus.ops.local"])
    req = "%s %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (pick(["GET", "POST", "PUT"]), pick(["/v1/orders?since=2025-10-01", "/_cluster/health", "/api/sync", "/v2/_catalog", "/api/v1/query?query=up"]), host, blob)
    resp = pick(["HTTP/1.1 401 Unauthorized", "HTTP/1.1 403 Forbidden", "HTTP/1.1 200 OK", "HTTP/1.1 502 Bad Gateway"])
    mc = T(lang, ["Captured request from the proxy log (the partner API wants Basic auth, which nobody told me):\n%s\n\n%s" % (req, resp),
                  "Raw request that mitmproxy showed:\n%s\n-> %s" % (req, resp)],
           ["프록시 로그에서 잡은 요청 (파트너 API가 Basic 인증이라는 걸 아무도 안 알려줌):\n%s\n\n%s" % (req, resp),
            "mitmproxy에 찍힌 원본 요청:\n%s\n-> %s" % (req, resp)])
    secrets = [blob]
    lesson = T(lang, ["Basic auth here is just base64 of user:password, not encryption.", "The header must be set on every retry; the client dropped it on redirects."],
               ["여기 Basic 인증은 user:password를 base64 한 것일 뿐 암호화가 아님.", "재시도 때마다 헤더를 다시 넣어야 함. 클라이언트가 redirect 시 헤더를 버렸음."])
    if chance(0.35):
        lesson += T(lang, [" Decoded it is %s:%s." % (user, pw)], [" 디코딩하면 %s:%s 임." % (user, pw)])
        secrets.append(pw)
    ask = T(lang, ["Does the partner offer token auth instead of Basic?", "Who issues credentials for %s?" % host],
            ["파트너 쪽에서 Basic 대신 토큰 인증을 지원하나요?", "%s 계정은 누가 발급하나요?" % host])
    return mk("http: Authorization Basic header blob", lang, mc, lesson, ask, secrets)


def g_curl_u(lang):
    user = pick(["admin", "deploy", "ci", "ops", pick(NAMES_KO_ROM)])
    pw = pw_any()
    if any(c in pw for c in "'\\\":"):
        return None
    url = pick(["https://nexus.internal/service/rest/v1/components?repository=maven-releases",
                "https://registry.internal/v2/_catalog", "http://localhost:15672/api/queues",
                "https://jenkins.corp.kr/crumbIssuer/api/json", "https://es.internal:9200/_cat/indices?v",
                "https://couchdb.internal:5984/_all_dbs", "https://harbor.ops.kr/api/v2.0/projects"])
    cmd = "curl -u %s:'%s' \"%s\"" % (user, pw, url) if chance(0.5) else "curl --user \"%s:%s\" %s" % (user, pw, url)
    mc = T(lang, ["I didn't have access to %s; the user ran this for me:\n%s" % (url.split("/")[2], cmd),
                  "Health check command from the runbook (it was the only documented way in):\n%s" % cmd],
           ["%s 접근 권한이 없어서 사용자가 대신 실행해 줌:\n%s" % (url.split("/")[2], cmd),
            "런북에 있는 헬스체크 명령 (문서화된 유일한 접근 방법이었음):\n%s" % cmd])
    lesson = T(lang, ["Ask for a personal account; the shared one is used by every script.", "Use -u user only and let curl prompt, or a .netrc file."],
               ["개인 계정을 요청할 것. 공용 계정은 모든 스크립트가 같이 씀.", "-u user 만 주고 curl이 프롬프트로 묻게 하거나 .netrc를 쓸 것."])
    return mk("shell: curl -u user:password", lang, mc, lesson, "", [pw])


def g_git_cred(lang):
    k = variant("g_git_cred", 3)
    if k == 0:
        tok = gh_token("ghp_")
        line = "https://%s:%s@github.com" % (pick(["jihoon-k", "ci-bot", "sarah-dev"]), tok)
    elif k == 1:
        tok = "glpat-" + rstr(URLC, 20)
        line = "https://oauth2:%s@gitlab.%s" % (tok, pick(["com", "corp.kr"]))
    else:
        tok = pw_urlsafe()
        line = "https://%s:%s@git.%s" % (pick(["deploy", "minsu.park"]), tok, pick(["corp.kr", "internal"]))
    mc = T(lang, ["Push from the build VM failed with 403 and I didn't know it uses the credential store. `cat ~/.git-credentials`:\n" + line,
                  "`git remote -v` on the runner:\norigin\t%s/%s/%s.git (fetch)\norigin\t%s/%s/%s.git (push)" % ((line, "acme", "api") * 2)],
           ["빌드 VM에서 push가 403으로 실패했는데 credential store를 쓰는 줄 몰랐음. `cat ~/.git-credentials`:\n" + line,
            "러너에서 `git remote -v` 결과:\norigin\t%s/%s/%s.git (fetch)\norigin\t%s/%s/%s.git (push)" % ((line, "acme", "api") * 2)])
    lesson = T(lang, ["credential.helper=store writes tokens in plain text to ~/.git-credentials.", "Use a deploy key or the CI job token instead of a personal token embedded in the remote URL."],
               ["credential.helper=store는 토큰을 ~/.git-credentials에 평문으로 저장함.", "remote URL에 개인 토큰을 박지 말고 deploy key나 CI job token을 쓸 것."])
    return mk("git: credential store / remote URL with token", lang, mc, lesson, T(lang, ["Is there a bot account for pushes from CI?"], ["CI에서 push 할 때 쓰는 봇 계정이 있나요?"]), [tok])


def g_docker_config(lang):
    user = pick(["acmeci", "deploy", "robot$ci", "hanbit-bot"])
    pw = pw_any() if chance(0.5) else "dckr_pat_" + rstr(URLC, 27)
    blob = b64s(user + ":" + pw)
    reg = pick(["https://index.docker.io/v1/", "registry.internal:5000", "harbor.ops.kr", "ghcr.io", "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12)])
    js = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    mc = T(lang, ["Image pull failed on the new node; I didn't know the pull secret is built from this ~/.docker/config.json:\n" + js,
                  "The k8s imagePullSecret was generated from the ops laptop's docker config:\n" + js],
           ["새 노드에서 이미지 pull이 실패함. pull secret이 이 ~/.docker/config.json으로 만들어진다는 걸 몰랐음:\n" + js,
            "k8s imagePullSecret이 운영팀 노트북의 docker config로 생성돼 있었음:\n" + js])
    secrets = [blob]
    lesson = T(lang, ["The auth field is base64(user:password); use a credential helper so it is not stored.", "Registry robot accounts exist; personal logins should not end up in pull secrets."],
               ["auth 필드는 base64(user:password)임. credential helper를 쓰면 저장되지 않음.", "레지스트리에 robot 계정이 있음. 개인 로그인이 pull secret에 들어가면 안 됨."])
    return mk("config: docker config.json auth blob", lang, mc, lesson, "", secrets)


def g_k8s_secret_data(lang):
    pw = pw_any()
    b = b64s(pw)
    user = pick(DB_USERS)
    ub = b64s(user)
    extra_key = pick(["api-key", "jwt-secret", "redis-password"])
    ev = pw_gen_alnum(32)
    eb = b64s(ev)
    y = "apiVersion: v1\ndata:\n  %s: %s\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque" % (extra_key, eb, b, ub, pick(["db-credentials", "app-secrets", "backend-env"]), pick(["prod", "staging"]))
    mc = T(lang, ["`kubectl get secret -o yaml` output I used to check what the pod gets:\n" + y,
                  "Didn't know the chart reads DB creds from an existing Secret. It looks like this:\n" + y],
           ["pod에 무엇이 주입되는지 보려고 `kubectl get secret -o yaml` 한 결과:\n" + y,
            "차트가 기존 Secret에서 DB 계정을 읽는다는 걸 몰랐음. 내용:\n" + y])
    secrets = [b, eb]
    lesson = T(lang, ["Secret data is only base64, anyone with get on secrets can read it.", "The password had a trailing newline because it was created with `echo` instead of `echo -n`."],
               ["Secret data는 base64일 뿐이라 secrets get 권한만 있으면 다 읽힘.", "`echo -n` 대신 `echo`로 만들어서 비밀번호 끝에 개행이 붙어 있었음."])
    if chance(0.5):
        lesson += "\n$ echo %s | base64 -d\n%s" % (b, pw)
        secrets.append(pw)
    return mk("k8s: Secret data base64 values", lang, mc, lesson, T(lang, ["Who manages the %s secret?" % extra_key, ""], ["%s 시크릿 관리 주체가 누구인가요?" % extra_key, ""]), secrets)


def g_pem(lang):
    """private key excerpts in many wrappers; body lines are listed"""
    k = variant("g_pem", 8)
    if k == 0:      # GCP service account JSON, \n escaped
        lines = pem_body("pkcs8", R.randint(3, 5))
        proj = pick(["acme-prod-", "shop-kr-", "ml-batch-"]) + digits(6)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
        body = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (proj, hexs(40), pk, pick(["bq-loader", "ci-deployer", "firebase-adminsdk-" + rstr(ALNUML, 5)]), proj)
        what = "GCP service account key"
    elif k == 1:    # GitHub App
        lines = pem_body("rsa", R.randint(4, 7))
        body = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n[...]\n-----END RSA PRIVATE KEY-----"
        what = "GitHub App private key (%s.%s.private-key.pem)" % (pick(["release-bot", "pr-labeler", "deploy-app"]), ymd())
    elif k == 2:    # Apple .p8
        lines = pem_body("p8")
        body = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
        what = "App Store Connect API key AuthKey_%s.p8" % rstr(ALNUMU, 10)
    elif k == 3:    # Coinbase CDP / ES256 in env var
        lines = pem_body("ec")
        body = 'CDP_API_KEY_NAME="organizations/%s/apiKeys/%s"\nCDP_API_KEY_PRIVATE_KEY="-----BEGIN EC PRIVATE KEY-----\\n%s\\n-----END EC PRIVATE KEY-----\\n"' % (uuid4(), uuid4(), "\\n".join(lines))
        what = "Coinbase CDP API key"
    elif k == 4:    # Snowflake key pair
        lines = pem_body("pkcs8", R.randint(4, 7))
        body = "$ cat ~/.snowflake/rsa_key.p8\n-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n..."
        what = "Snowflake key-pair auth key"
    elif k == 5:    # TLS key in a k8s manifest (stringData)
        lines = pem_body("rsa", R.randint(4, 6))
        body = "stringData:\n  tls.key: |\n    -----BEGIN RSA PRIVATE KEY-----\n" + "\n".join("    " + l for l in lines) + "\n    ..."
        what = "TLS private key for the ingress"
    elif k == 6:    # JWT signing key in .env with literal \n
        lines = pem_body("pkcs8", 4)
        body = 'JWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(lines) + '\\n..."'
        what = "JWT RS256 signing key"
    else:           # Alipay app private key, single-line PKCS#1 body
        lines = pem_body("rsa", R.randint(3, 4))
        body = "alipay.app-private-key=" + "".join(lines)
        lines = ["".join(lines)]
        what = "Alipay app private key"
    mc = T(lang, ["I didn't know where the %s lives; the user pasted it from their machine:\n%s" % (what, body),
                  "Auth to the provider failed because the %s had Windows line endings. The file starts like this:\n%s" % (what, body),
                  "Needed the %s to sign requests locally:\n%s" % (what, body)],
           ["%s 위치를 몰라서 사용자가 자기 PC에서 붙여 줌:\n%s" % (what, body),
            "%s에 Windows 줄바꿈이 들어가서 인증이 실패했음. 파일 앞부분:\n%s" % (what, body),
            "로컬에서 요청 서명하려고 %s\x00가 필요했음:\n%s" % (what, body)])
    lesson = T(lang, ["Private keys must be mounted from the secret store, never pasted; this one has to be revoked now.",
                      "When a PEM goes into an env var, the newlines must be escaped as \\n and unescaped in code.", ""],
               ["private key는 붙여 넣지 말고 secret store에서 마운트할 것. 이 키는 이제 폐기해야 함.",
                "PEM을 환경 변수에 넣을 때는 줄바꿈을 \\n으로 escape하고 코드에서 다시 풀어야 함.", ""])
    ask = T(lang, ["Where is the %s supposed to be stored?" % what, "Can you revoke and re-issue this key?"],
            ["%s\x00는 원래 어디에 보관해야 하나요?" % what, "이 키 폐기하고 재발급 가능한가요?"])
    return mk("private key body lines: " + what.split(" (")[0].split(" Auth")[0], lang, mc, lesson, ask, lines)


def g_openssh(lang):
    lines = pem_body("openssh")
    body = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    host = pick(["bastion.prod.kr", "10.20.0.5", "deploy@build-01", "git.corp.kr"])
    mc = T(lang, ["The deploy step SSHes to %s and I had no key. The user sent id_ed25519:\n%s" % (host, body),
                  "`cat ~/.ssh/deploy_key` on the old runner:\n%s" % body],
           ["배포 단계가 %s\x00로 SSH 하는데 키가 없었음. 사용자가 id_ed25519를 보내 줌:\n%s" % (host, body),
            "예전 러너에서 `cat ~/.ssh/deploy_key`:\n%s" % body])
    lesson = T(lang, ["Generate a per-runner key and add only the .pub to authorized_keys.", "ssh refused the key until permissions were 600."],
               ["러너별로 키를 만들고 .pub만 authorized_keys에 넣을 것.", "권한을 600으로 바꾸기 전까지 ssh가 키를 거부했음."])
    return mk("private key body lines: OpenSSH ed25519", lang, mc, lesson, "", lines)


def g_ppk(lang):
    priv = b64(32 + 4).rstrip("=")
    pubb = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rstr(B64C, 43)
    body = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
        pick(["eddsa-key-20250312", "deploy@winbuild", "jihoon-laptop"]), pubb[:64], pubb[64:], priv, hexs(64))
    mc = T(lang, ["The Windows build agent uses PuTTY/plink; I didn't know the key format differs. deploy.ppk:\n" + body],
           ["Windows 빌드 에이전트는 PuTTY/plink를 씀. 키 포맷이 다르다는 걸 몰랐음. deploy.ppk:\n" + body])
    lesson = T(lang, ["Convert with `puttygen deploy.ppk -O private-openssh` for OpenSSH clients."],
               ["OpenSSH 클라이언트용으로는 `puttygen deploy.ppk -O private-openssh`로 변환해야 함."])
    return mk("private key body lines: PuTTY ppk Private-Lines", lang, mc, lesson, "", [priv])


def g_pgp(lang):
    raw = base64.b64encode(bytes.fromhex("9558") + b"\x04" + rbytes(250)).decode()
    lines = [raw[i:i + 64] for i in range(0, len(raw), 64)][:R.randint(3, 5)]
    body = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n...\n-----END PGP PRIVATE KEY BLOCK-----"
    mc = T(lang, ["Release signing needs the maintainer's GPG key; it was exported into the CI variable like this:\n" + body,
                  "apt repo signing failed on the new runner. The secret key block the user pasted:\n" + body],
           ["릴리스 서명에 메인테이너 GPG 키가 필요했음. CI 변수에 이렇게 export 되어 있었음:\n" + body,
            "새 러너에서 apt 저장소 서명이 실패함. 사용자가 붙여 준 secret key block:\n" + body])
    lesson = T(lang, ["Use a signing subkey for CI, not the primary secret key.", "gpg --batch --import needs the passphrase via --passphrase-fd, not an argument."],
               ["CI에는 primary secret key가 아니라 서명용 subkey를 쓸 것.", "gpg --batch --import는 passphrase를 인자가 아니라 --passphrase-fd로 받아야 함."])
    return mk("private key body lines: PGP private key block", lang, mc, lesson, "", lines)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def g_age(lang):
    sk = "AGE-SECRET-KEY-1" + rstr(BECH.upper(), 58)
    pub = "age1" + rstr(BECH, 58)
    body = "# created: %sT%s+09:00\n# public key: %s\n%s" % (ymd(), hms(), pub, sk)
    mc = T(lang, ["sops could not decrypt secrets/prod.enc.yaml; I didn't know which age identity is used. keys.txt from the user:\n" + body,
                  "SOPS_AGE_KEY_FILE on the CI box points to this:\n" + body],
           ["sops가 secrets/prod.enc.yaml을 복호화 못 함. 어떤 age identity를 쓰는지 몰랐음. 사용자가 준 keys.txt:\n" + body,
            "CI 서버의 SOPS_AGE_KEY_FILE이 가리키는 파일:\n" + body])
    lesson = T(lang, ["Only the age1... recipient belongs in .sops.yaml; the last line of keys.txt is the private half."],
               [".sops.yaml에는 age1... recipient만 들어가야 함. keys.txt 마지막 줄이 private 쪽임."])
    return mk("private key: age secret key", lang, mc, lesson, "", [sk])


def g_wireguard(lang):
    priv = b64(32)
    psk = b64(32)
    pub = b64(32)
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sAllowedIPs = 10.0.0.0/16\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % (
        priv, R.randint(2, 200), pub, ("PresharedKey = %s\n" % psk) if chance(0.6) else "", pick(["corp.kr", "acme.io"]))
    mc = T(lang, ["I couldn't reach the staging DB because it is only on the VPN. The user shared their wg0.conf:\n" + conf],
           ["staging DB가 VPN 안에만 있어서 접근이 안 됐음. 사용자가 자기 wg0.conf를 공유해 줌:\n" + conf])
    lesson = T(lang, ["Each person needs their own peer; sharing a config means two clients fight over one tunnel IP."],
               ["사람마다 peer를 따로 받아야 함. 설정을 공유하면 두 클라이언트가 같은 터널 IP를 두고 충돌함."])
    return mk("vpn: WireGuard PrivateKey/PresharedKey", lang, mc, lesson, T(lang, ["Who can issue a VPN peer for the agent runner?"], ["에이전트 러너용 VPN peer는 누가 발급하나요?"]), [priv, psk])


def g_totp(lang):
    seed = rstr(B32, pick([16, 32]))
    k = variant("g_totp", 3)
    if k == 0:
        acct = pick(["ops@acme.io", "admin", "root-account", "billing@shop.kr"])
        issuer = pick(["AWS", "GitHub", "Cloudflare", "Okta", "NHN%20Cloud", "Naver%20Cloud"])
        shown = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, acct, seed, issuer)
        secret = seed
    elif k == 1:
        s = seed.lower()
        secret = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        shown = secret
    else:
        shown = seed
        secret = seed
    mc = T(lang, ["The shared ops account has 2FA and I didn't know who holds the device. The setup key saved in the wiki:\n%s" % shown,
                  "To log into the registrar I needed the TOTP. The user sent: %s" % shown],
           ["공용 운영 계정에 2FA가 걸려 있는데 누가 기기를 갖고 있는지 몰랐음. 위키에 저장된 setup key:\n%s" % shown,
            "도메인 등록 업체 로그인에 TOTP가 필요했음. 사용자가 보내 준 값: %s" % shown])
    lesson = T(lang, ["A TOTP seed is as sensitive as the password; anyone with it can generate codes.", "Shared accounts should use a hardware key or a vault-backed TOTP."],
               ["TOTP seed는 비밀번호만큼 민감함. 있으면 누구나 코드를 만들 수 있음.", "공용 계정은 하드웨어 키나 vault 기반 TOTP를 써야 함."])
    return mk("2fa: TOTP seed / otpauth URI", lang, mc, lesson, "", [secret])


def g_recovery(lang):
    k = variant("g_recovery", 5)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(6, 12))]
        what = "GitHub recovery codes"
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randint(6, 10))]
        what = "Google backup codes"
    elif k == 2:
        codes = ["-".join(rstr(ALNUMU, 5) for _ in range(5))]
        what = "Microsoft account recovery code"
    elif k == 3:
        codes = ["A3-" + rstr(ALNUMU, 6) + "-" + rstr(ALNUMU, 6) + "-" + "-".join(rstr(ALNUMU, 5) for _ in range(4))]
        what = "1Password Secret Key"
    else:
        codes = ["-".join(digits(6, False) for _ in range(8))]
        what = "BitLocker recovery key"
    sep = pick(["\n", "\n", "  "])
    body = sep.join(codes)
    mc = T(lang, ["Locked out of the shared %s account; the user pasted the %s they had saved:\n%s" % (pick(["admin", "ops", "release"]), what, body),
                  "I didn't know the %s were kept in a text file on the NAS. Contents:\n%s" % (what, body)],
           ["공용 %s 계정이 잠겨서 사용자가 저장해 둔 %s\x00를 붙여 줌:\n%s" % (pick(["admin", "운영", "릴리스"]), what, body),
            "%s\x00가 NAS의 텍스트 파일에 저장돼 있다는 걸 몰랐음. 내용:\n%s" % (what, body)])
    lesson = T(lang, ["Recovery codes are single-use credentials; the used ones should be regenerated.", "Store recovery material in the password manager, not on shared drives."],
               ["복구 코드는 일회용 credential임. 사용한 건 재발급해야 함.", "복구 정보는 공유 드라이브가 아니라 비밀번호 관리자에 보관할 것."])
    return mk("recovery codes: " + what, lang, mc, lesson, "", codes)


def g_chat_pw(lang):
    pw = pw_human() if chance(0.7) else pw_strong()
    sys_en, sys_ko = pick([("staging admin", "스테이징 어드민"), ("Grafana", "Grafana"), ("the NAS", "NAS"), ("WordPress wp-admin", "워드프레스 wp-admin"),
                           ("the router", "공유기"), ("Jenkins", "Jenkins"), ("phpMyAdmin", "phpMyAdmin"), ("the test Windows VM", "테스트용 Windows VM"),
                           ("Metabase", "Metabase"), ("Redash", "Redash"), ("the ERP sandbox", "ERP 샌드박스"), ("the CCTV NVR", "CCTV NVR")])
    sys_ = sys_en if lang == "en" else sys_ko
    user = pick(["admin", "root", "ops", "test01", pick(NAMES_KO_ROM), "administrator"])
    mc = T(lang, ["Asked how to log into %s. Reply from the user: \"oh just use %s / %s, everyone does\"" % (sys_, user, pw),
                  "@%s: %s login is %s, pw %s (don't tell security lol)" % (pick(NAMES_EN), sys_, user, pw),
                  "I had no credentials for %s. The user said the login is `%s` and the password is `%s`." % (sys_, user, pw)],
           ["%s 로그인 방법을 물었더니 사용자 답: \"그냥 %s / %s 로 들어가세요, 다들 그거 써요\"" % (sys_, user, pw),
            "@%s 님: %s 계정 %s, 비번 %s 입니다 (보안팀엔 비밀ㅎㅎ)" % (pick(NAMES_KO_ROM), sys_, user, pw),
            "%s 계정 정보가 없었음. 사용자가 아이디는 `%s`, 비밀번호는 `%s` 라고 알려줌." % (sys_, user, pw)])
    lesson = T(lang, ["Shared logins exist for %s; there is no SSO yet." % sys_, "Ask for a personal account instead of reusing the shared one.", ""],
               ["%s\x00는 아직 SSO가 없고 공용 계정을 씀." % sys_, "공용 계정 재사용하지 말고 개인 계정을 요청할 것.", ""])
    ask = T(lang, ["Is there an SSO path for %s?" % sys_, "Who can create a personal %s account for the agent?" % sys_],
            ["%s에 SSO 붙일 계획 있나요?" % sys_, "에이전트용 %s 개인 계정은 누가 만들어 줄 수 있나요?" % sys_])
    return mk("chat: human password for " + sys_en, lang, mc, lesson, ask, [pw])


def g_old_new_pw(lang):
    old, new = pw_any(), pw_any()
    what = pick(["the MySQL root password", "the Redis requirepass", "the RabbitMQ admin password", "the SFTP password for the partner drop",
                 "the service account password in AD", "the Postgres app role password", "the Wi-Fi password for the office guest network"])
    ko_what = pick(["MySQL root 비밀번호", "Redis requirepass", "RabbitMQ admin 비밀번호", "파트너 SFTP 비밀번호", "AD 서비스 계정 비밀번호", "Postgres app role 비밀번호", "사무실 게스트 Wi-Fi 비밀번호"])
    mc = T(lang, ["Nobody told me %s had been rotated last week. Old value in the runbook: %s" % (what, old),
                  "The cron job still used the old value for %s (%s) after the rotation." % (what, old)],
           ["%s\x00가 지난주에 바뀐 걸 아무도 알려주지 않았음. 런북에 있던 옛 값: %s" % (ko_what, old),
            "rotate 이후에도 cron 작업이 %s 옛 값(%s)을 쓰고 있었음." % (ko_what, old)])
    lesson = T(lang, ["New value is %s; updated it in the cron env and restarted." % new, "It was changed from %s to %s; both the app and the backup script need updating." % (old, new)],
               ["새 값은 %s. cron env에 반영하고 재시작함." % new, "%s → %s 로 변경됨. 앱과 백업 스크립트 둘 다 수정해야 함." % (old, new)])
    ask = T(lang, ["Is there a list of every consumer to update when this password changes?", ""],
            ["이 비밀번호 바뀔 때 같이 고쳐야 하는 곳 목록이 있나요?", ""])
    return mk("prose: old and new password", lang, mc, lesson, ask, [old, new])


def g_ko_keyboard(lang):
    word = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    pw = ko_typed(word) + pick(["", "!", "@", "^^"]) + digits(R.randint(2, 4), False) + pick(["", "!", "#"])
    if len(pw) < 8:
        pw += digits(8 - len(pw), False)
    sysn = pick(["공유기 관리자", "사내 NAS", "테스트 서버 root", "개발 DB", "젠킨스 admin", "스테이징 어드민"])
    if lang == "ko":
        mc = pick(["%s 비밀번호를 몰라서 물어봤더니 한글 '%s'를 영문 자판 상태로 친 거라고 함: %s" % (sysn, word, pw),
                   "%s 로그인 실패. 알고 보니 비밀번호가 한영 전환 안 된 상태로 입력된 %s 였음." % (sysn, pw)])
        lesson = pick(["한글 단어를 영문 자판으로 친 비밀번호는 추측하기 쉬움. 생성기로 바꿔야 함.", "IME 상태 때문에 같은 비밀번호를 두 가지로 입력하는 사람이 있음.", ""])
        ask = pick(["%s 비밀번호 바꿔도 되나요?" % sysn, ""])
    else:
        mc = pick(["Couldn't log into the %s box. Turns out the password is the Korean word '%s' typed with the keyboard in English mode: %s" % (pick(["router", "NAS", "test server"]), word, pw),
                   "The password for the dev DB is %s (Korean typed on a QWERTY layout), which is why my guesses failed." % pw])
        lesson = pick(["Passwords made by typing Hangul in English mode look random but are easy to guess.", ""])
        ask = pick(["Can we replace the %s password with a generated one?" % pick(["router", "NAS", "dev DB"]), ""])
    return mk("password: Korean word typed in English keyboard mode", lang, mc, lesson, ask, [pw])


def g_hangul_pw(lang):
    pw = pw_hangul()
    sysn = pick(["공동인증서", "사내 그룹웨어", "테스트 계정", "회계 프로그램", "공유 엑셀 파일", "압축 파일"])
    if lang == "ko":
        mc = pick(["%s 암호가 한글이 섞인 '%s'라서 CLI에서 입력이 안 됐음." % (sysn, pw),
                   "사용자가 %s 비밀번호를 알려줌: %s (한글 포함이라 터미널 인코딩 주의)" % (sysn, pw)])
        lesson = pick(["LANG이 C로 잡혀 있으면 한글 비밀번호가 깨져서 전달됨. ko_KR.UTF-8 확인할 것.", "비밀번호에 한글을 넣으면 도구마다 인코딩이 달라서 문제가 생김."])
        ask = pick(["%s 비밀번호를 ASCII로 바꿀 수 있나요?" % sysn, ""])
    else:
        mc = pick(["The %s password contains Hangul (%s), and the CLI mangled it under LANG=C." % (pick(["archive", "test account", "shared spreadsheet"]), pw),
                   "User gave me the password for the encrypted zip: %s" % pw])
        lesson = pick(["Non-ASCII passwords break depending on the terminal encoding; export LANG=ko_KR.UTF-8 first.", ""])
        ask = ""
    return mk("password: contains Hangul", lang, mc, lesson, ask, [pw])


def g_passphrase_pin(lang):
    k = variant("g_passphrase_pin", 6)
    if k == 0:
        sec = passphrase()
        en, ko = "The SSH key passphrase is \"%s\"." % sec, "SSH 키 passphrase는 \"%s\" 임." % sec
        cat = "passphrase: SSH key"
    elif k == 1:
        sec = passphrase(pick([" ", "-"]), R.randint(5, 7))
        en, ko = "Master password of the team KeePass file: %s" % sec, "팀 KeePass 파일 마스터 비밀번호: %s" % sec
        cat = "passphrase: password manager master password"
    elif k == 2:
        sec = digits(8, False)
        en, ko = "The SIM in the SMS modem is PUK-locked; the PUK on the card sleeve is %s." % sec, "SMS 모뎀 SIM이 PUK 잠김. 카드 케이스에 적힌 PUK는 %s." % sec
        cat = "pin: SIM PUK code"
    elif k == 3:
        sec = pw_human()
        en, ko = "The NPKI certificate password for the tax invoice upload is %s." % sec, "세금계산서 업로드용 공동인증서 비밀번호는 %s 임." % sec
        cat = "password: 공동인증서 (NPKI) certificate"
    elif k == 4:
        sec = digits(R.randint(8, 10), False)
        en, ko = "BIOS supervisor password on the kiosk PCs: %s" % sec, "키오스크 PC BIOS supervisor 비밀번호: %s" % sec
        cat = "pin: BIOS supervisor password"
    else:
        sec = passphrase("-", 4) + digits(2, False)
        en, ko = "GPG passphrase for the release key: %s" % sec, "릴리스 키 GPG passphrase: %s" % sec
        cat = "passphrase: GPG release key"
    mc = T(lang, ["Missing context: " + en, "I was blocked until the user told me: " + en],
           ["몰랐던 정보: " + ko, "사용자가 알려주기 전까지 막혀 있었음: " + ko])
    lesson = T(lang, ["This should be in the vault with an owner, not in chat.", ""], ["이건 채팅이 아니라 담당자 지정해서 vault에 있어야 함.", ""])
    return mk(cat, lang, mc, lesson, "", [sec])


DJ = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


def g_framework_secret(lang):
    k = variant("g_framework_secret", 11)
    if k == 0:
        sec = "django-insecure-" + rstr(DJ, 50)
        line = "SECRET_KEY = '%s'" % sec
        what = "Django SECRET_KEY"
    elif k == 1:
        sec = hexs(128)
        line = "production:\n  secret_key_base: %s" % sec
        what = "Rails secret_key_base"
    elif k == 2:
        sec = hexs(32)
        line = "$ cat config/master.key\n%s" % sec
        what = "Rails master.key"
    elif k == 3:
        sec = "base64:" + b64(32)
        line = "APP_KEY=%s" % sec
        what = "Laravel APP_KEY"
    elif k == 4:
        sec = b64(32)
        line = "NEXTAUTH_SECRET=%s" % sec
        what = "NextAuth secret"
    elif k == 5:
        sec = pick([pw_gen_alnum(R.randint(24, 48)), b64(48)])
        line = pick(["JWT_SECRET=%s" % sec, "jwt:\n  secret: %s" % sec, "jwt.secret=%s" % sec])
        what = "JWT HS256 secret"
    elif k == 6:
        sec = hexs(32)
        line = "APP_SECRET=%s" % sec
        what = "Symfony APP_SECRET"
    elif k == 7:
        vk, dk = rstr(HEXU, 128), rstr(HEXU, 64)
        line = '<machineKey validationKey="%s" decryptionKey="%s" validation="HMACSHA256" decryption="AES" />' % (vk, dk)
        sec = [vk, dk]
        what = "ASP.NET machineKey"
    elif k == 8:
        sec = rstr(ALNUM + "!#%*()-_=+[]{}<>~.,;:|", 64)
        line = "define( 'AUTH_KEY', '%s' );" % sec
        what = "WordPress AUTH_KEY salt"
    elif k == 9:
        sec = b64url(32, pad=True)
        line = "FIELD_ENCRYPTION_KEY=%s" % sec
        what = "Fernet encryption key"
    else:
        sec = pw_gen_alnum(R.randint(24, 40))
        line = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }));" % sec
        what = "express-session secret"
    secs = sec if isinstance(sec, list) else [sec]
    mc = T(lang, ["Sessions were invalidated on every deploy and I didn't know why. The %s differs per pod:\n%s" % (what, line),
                  "Found the %s hard-coded while reading the config:\n%s" % (what, line),
                  "The user pasted the production %s so I could decrypt the cookie locally:\n%s" % (what, line)],
           ["배포할 때마다 세션이 다 풀렸는데 이유를 몰랐음. %s\x00가 pod마다 달랐음:\n%s" % (what, line),
            "설정을 읽다가 하드코딩된 %s 발견:\n%s" % (what, line),
            "로컬에서 쿠키를 복호화하라고 사용자가 운영 %s\x00를 붙여 줌:\n%s" % (what, line)])
    lesson = T(lang, ["The %s must be identical across replicas and must come from the secret store." % what, "Rotating it logs everyone out; plan it."],
               ["%s\x00는 모든 replica에서 같아야 하고 secret store에서 읽어야 함." % what, "이 값을 바꾸면 전원 로그아웃됨. 일정 잡고 할 것."])
    return mk("app secret: " + what, lang, mc, lesson, "", secs)


def g_cookie(lang):
    k = variant("g_cookie", 8)
    if k == 0:
        v = "s%3A" + rstr(URLC, 32) + "." + pct(b64(32).rstrip("="))
        c = "connect.sid=" + v
    elif k == 1:
        v = b64u_json({"_user_id": digits(5), "_fresh": True, "csrf_token": hexs(40)}) + "." + rstr(URLC, 6) + "." + rstr(URLC, 27)
        c = "session=" + v
    elif k == 2:
        v = rstr(HEXU, 32)
        c = "JSESSIONID=" + v
    elif k == 3:
        v = rstr(ALNUML, 26)
        c = "PHPSESSID=" + v
    elif k == 4:
        v = pct(b64s('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64(16), b64(48), hexs(64))))
        c = "laravel_session=" + v
    elif k == 5:
        v = "CfDJ8" + rstr(URLC, 240)
        c = ".AspNetCore.Cookies=" + v
    elif k == 6:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rstr(URLC, 22) + "." + rstr(URLC, 300) + "." + rstr(URLC, 22)
        c = "__Secure-next-auth.session-token=" + v
    else:
        v = pick(["admin", "editor"]) + "%7C" + str(epoch()) + "%7C" + alnum(43) + "%7C" + hexs(64)
        c = "wordpress_logged_in_%s=%s" % (hexs(32), v)
    host = pick(["admin.shop.kr", "staging.acme.io", "erp.corp.kr", "cms.internal", "localhost:3000"])
    req = "GET %s HTTP/2\nhost: %s\ncookie: %s\nuser-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)" % (pick(["/admin/orders", "/api/me", "/dashboard", "/wp-admin/"]), host, c)
    mc = T(lang, ["To reproduce the admin bug the user copied a request from DevTools ('Copy as cURL' but trimmed):\n" + req,
                  "I couldn't log into %s, so the user gave me their logged-in session:\n%s" % (host, c)],
           ["어드민 버그 재현하라고 사용자가 DevTools에서 요청을 복사해 줌:\n" + req,
            "%s 로그인이 안 돼서 사용자가 자기 로그인 세션을 넘겨 줌:\n%s" % (host, c)])
    lesson = T(lang, ["A session cookie is a live credential until it expires or the user logs out.", "Use a test account instead of borrowing someone's session."],
               ["세션 쿠키는 만료되거나 로그아웃하기 전까지 살아 있는 credential임.", "남의 세션 빌리지 말고 테스트 계정을 쓸 것."])
    label = c.split("=")[0]
    label = "wordpress_logged_in_*" if label.startswith("wordpress_logged_in_") else label
    return mk("http: session cookie " + label, lang, mc, lesson, T(lang, ["Can I get a test account on %s?" % host, ""], ["%s 테스트 계정 받을 수 있나요?" % host, ""]), [v])


def g_signed_url(lang):
    k = variant("g_signed_url", 5)
    bucket = pick(["acme-exports", "shop-kr-invoices", "ml-datasets-prod", "user-uploads-stg"])
    obj = pick(["reports/2025/11/settlement.csv", "invoices/INV-%s.pdf" % digits(8), "exports/users_%s.parquet" % ymd().replace("-", ""), "backups/db-%s.sql.gz" % ymd()])
    date = ymd().replace("-", "")
    if k in (0, 1):
        akid = aws_akid() if k == 0 else aws_asia()
        sig = hexs(64)
        secs = [akid, sig]
        tok = ""
        if k == 1:
            st = aws_session_token(R.randint(200, 260))
            tok = "&X-Amz-Security-Token=" + pct(st)
            secs.append(pct(st))
        url = "https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%sZ&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            bucket, pick(AWS_REGIONS), obj, akid, date, pick(AWS_REGIONS), date, hms().replace(":", ""), pick([900, 3600, 86400, 604800]), tok, sig)
        what = "S3 presigned URL"
    elif k == 2:
        sig = hexs(512)
        secs = [sig]
        url = "https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT%sZ&X-Goog-Expires=604800&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            bucket, obj, pick(["signer", "exporter"]), pick(["acme-prod", "shopkr-data"]), date, date, hms().replace(":", ""), sig)
        what = "GCS V4 signed URL"
    elif k == 3:
        sig = rstr(ALNUM + "-_~", 172)
        secs = [sig]
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rstr(ALNUML, 13), obj, epoch(), sig, rstr(ALNUMU, 13))
        what = "CloudFront signed URL"
    else:
        sig = pct(b64(32))
        secs = [sig]
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%sZ&st=%sT00:00:00Z&spr=https&sig=%s" % (
            pick(["stexports", "stshopkr", "stmlprod"]) + digits(3), bucket, obj, ymd(), hms(), ymd(), sig)
        what = "Azure SAS URL"
    mc = T(lang, ["The download link the user gave me for the export (%s, still valid for days):\n%s" % (what, url),
                  "I didn't know exports are handed to the partner as %ss. Example from the ticket:\n%s" % (what, url)],
           ["사용자가 준 export 다운로드 링크 (%s, 며칠간 유효):\n%s" % (what, url),
            "파트너에게 export를 %s\x00로 전달한다는 걸 몰랐음. 티켓에 있던 예시:\n%s" % (what, url)])
    lesson = T(lang, ["A signed URL is a bearer credential until it expires; do not paste it into tickets.", "Keep expiry short (minutes) and generate the URL on demand."],
               ["signed URL은 만료 전까지 bearer credential임. 티켓에 붙이지 말 것.", "만료 시간은 분 단위로 짧게, 필요할 때 생성할 것."])
    return mk("signed URL: " + what, lang, mc, lesson, "", secs)


def g_webhook_secret(lang):
    k = variant("g_webhook_secret", 5)
    if k == 0:
        sec = "whsec_" + b64(24)
        line, what = "CLERK_WEBHOOK_SIGNING_SECRET=%s" % sec, "Svix/Clerk webhook signing secret"
    elif k == 1:
        sec = pw_gen_alnum(R.randint(20, 40))
        line, what = "GITHUB_WEBHOOK_SECRET=%s" % sec, "GitHub webhook secret"
    elif k == 2:
        sec = hexs(64)
        line, what = "shopify:\n  webhook_secret: %s" % sec, "Shopify webhook secret"
    elif k == 3:
        sec = b64(32)
        line, what = "hmac_key = \"%s\"  # partner callback signature" % sec, "partner callback HMAC key"
    else:
        sec = pw_gen_alnum(32)
        line, what = "TOSS_WEBHOOK_SECRET=%s" % sec, "Toss Payments webhook secret"
    mc = T(lang, ["Webhook signature verification failed on staging; I didn't know staging and prod use different %ss. Current value:\n%s" % (what, line),
                  "Found the %s while checking why events were rejected:\n%s" % (what, line)],
           ["staging에서 웹훅 서명 검증이 실패함. staging과 운영이 %s\x00를 다르게 쓴다는 걸 몰랐음. 현재 값:\n%s" % (what, line),
            "이벤트가 거부되는 이유를 보다가 %s 발견:\n%s" % (what, line)])
    lesson = T(lang, ["Verify against the raw body; the JSON middleware re-serialized it and broke the HMAC.", "Anyone with this secret can forge webhook events."],
               ["HMAC은 raw body 기준으로 검증해야 함. JSON 미들웨어가 다시 직렬화해서 깨졌었음.", "이 secret이 있으면 누구나 웹훅 이벤트를 위조할 수 있음."])
    return mk("webhook signing secret: " + what, lang, mc, lesson, "", [sec])


def g_db_connstr(lang):
    pw = pw_any()
    if any(c in pw for c in ";'\"\\ "):
        return None
    k = variant("g_db_connstr", 6)
    host = db_host()
    if k == 0:
        s = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (pick(["sql-prod-kr.database.windows.net", host]), pick(DB_NAMES), pick(["sa", "app_user"]), pw)
        what = "SQL Server connection string"
    elif k == 1:
        if "/" in pw or "@" in pw:
            return None
        s = "sqlplus %s/%s@//%s:1521/%s" % (pick(["system", "app_owner", "scott"]), pw, host, pick(["ORCLPDB1", "XEPDB1", "PRODDB"]))
        what = "sqlplus user/password@connect"
    elif k == 2:
        s = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (host, pick(DB_NAMES), pick(DB_USERS), pct(pw))
        pw = pct(pw)
        what = "JDBC URL with password parameter"
    elif k == 3:
        s = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host, pick(DB_NAMES), pick(DB_USERS), pw)
        what = "Spring datasource properties"
    elif k == 4:
        s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (host, pick(DB_NAMES), pick(DB_USERS), pw)
        what = "ODBC connection string"
    else:
        s = "DB_HOST=%s\nDB_PORT=5432\nDB_USER=%s\nDB_PASSWORD=%s\nDB_NAME=%s" % (host, pick(DB_USERS), pw, pick(DB_NAMES))
        what = "DB_* env block"
    mc = T(lang, ["I didn't know which database the report job reads from. The %s in the job config:\n%s" % (what, s),
                  "Login failed for the batch; this is the %s it was using:\n%s" % (what, s)],
           ["리포트 작업이 어느 DB를 읽는지 몰랐음. 작업 설정의 %s:\n%s" % (what, s),
            "배치 로그인이 실패함. 사용 중이던 %s:\n%s" % (what, s)])
    lesson = T(lang, ["The job config is overridden by the scheduler's own connection settings.", "Use the read replica for reports; the primary is throttled.", ""],
               ["작업 설정은 스케줄러 자체 connection 설정으로 덮어써짐.", "리포트는 read replica를 쓸 것. primary는 throttling 걸려 있음.", ""])
    return mk("connection string: " + what, lang, mc, lesson, "", [pw])


def g_redis(lang):
    pw = pw_strong() if chance(0.6) else pw_gen_alnum(32)
    host = pick(["redis-master.cache.svc", "10.0.4.12", "cache-prod.abc123.ng.0001.apn2.cache.amazonaws.com", "redis.internal"])
    k = variant("g_redis", 4)
    if k == 0:
        s = "$ redis-cli -h %s -p 6379 -a '%s' INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (host, pw)
    elif k == 1:
        s = "# redis.conf\nbind 0.0.0.0\nrequirepass %s\nmasterauth %s" % (pw, pw)
    elif k == 2:
        s = "REDIS_URL=rediss://:%s@%s:6380/0" % (pct(pw), host)
        pw = pct(pw)
    else:
        s = "spring.data.redis.host=%s\nspring.data.redis.password=%s" % (host, pw)
    mc = T(lang, ["Cache misses spiked after the failover and I didn't know the replica needs masterauth. Config:\n" + s,
                  "To inspect the queue keys I needed Redis access:\n" + s],
           ["failover 이후 캐시 미스가 급증했는데 replica에 masterauth가 필요한 걸 몰랐음. 설정:\n" + s,
            "큐 키를 보려고 Redis 접근이 필요했음:\n" + s])
    return mk("redis: password (requirepass / -a / URL)", lang, mc, T(lang, ["Use ACL users per app instead of one requirepass.", ""], ["requirepass 하나 대신 앱별 ACL 사용자를 쓸 것.", ""]), "", [pw])


def g_ldap(lang):
    pw = pw_any()
    if any(c in pw for c in "'\"\\"):
        return None
    dn = "cn=%s,ou=%s,dc=%s,dc=%s" % (pick(["svc-ldap", "admin", "binduser", "gitlab"]), pick(["service", "people", "system"]), pick(["corp", "acme", "hanbit"]), pick(["kr", "local", "com"]))
    k = variant("g_ldap", 3)
    if k == 0:
        s = "ldapsearch -x -H ldaps://ldap.%s:636 -D \"%s\" -w '%s' -b \"dc=corp,dc=kr\" \"(uid=%s)\"" % (pick(["corp.kr", "internal"]), dn, pw, pick(NAMES_KO_ROM))
    elif k == 1:
        s = "[domain/corp.kr]\nldap_uri = ldaps://dc01.corp.kr\nldap_default_bind_dn = %s\nldap_default_authtok = %s" % (dn, pw)
    else:
        s = "gitlab_rails['ldap_servers'] = {\n  'main' => {\n    'host' => 'dc01.corp.kr',\n    'bind_dn' => '%s',\n    'password' => '%s'\n  }\n}" % (dn, pw)
    mc = T(lang, ["User lookups failed after the AD migration; I didn't know the bind account changed. What we have:\n" + s],
           ["AD 마이그레이션 후 사용자 조회가 실패함. bind 계정이 바뀐 걸 몰랐음. 현재 설정:\n" + s])
    return mk("ldap: bind password", lang, mc, T(lang, ["The bind account password expires every 90 days like a human one.", ""], ["bind 계정 비밀번호도 사람 계정처럼 90일마다 만료됨.", ""]), "", [pw])


def g_network(lang):
    k = variant("g_network", 5)
    if k == 0:
        sec = pick(EN_WORDS) + "-" + rstr(ALNUML, 6) + digits(2, False)
        s = "snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (sec, ipv4_private())
        what = "SNMP community string"
    elif k == 1:
        sec = pw_gen_alnum(R.randint(16, 24))
        s = "client %s {\n    ipaddr = %s/24\n    secret = %s\n}" % (pick(["office-wlc", "vpn-gw"]), ipv4_private(), sec)
        what = "RADIUS shared secret"
    elif k == 2:
        sec = pw_gen_alnum(R.randint(20, 32))
        s = '# /etc/ipsec.secrets\n%s %s : PSK "%s"' % (ipv4_private(), pick(["203.0.113.10", "198.51.100.7"]), sec)
        what = "IPsec pre-shared key"
    elif k == 3:
        sec = pw_human()
        s = "username admin privilege 15 password 0 %s\nenable password %s" % (sec, sec)
        what = "Cisco type 0 password"
    else:
        sec = pw_human()
        s = 'network={\n    ssid="%s"\n    psk="%s"\n}' % (pick(["ACME-Office", "HQ-5G", "Guest_Lounge", "개발팀_5G"]), sec)
        what = "Wi-Fi WPA PSK"
    mc = T(lang, ["Monitoring lost the switches after the change window. I didn't know the %s is set on every device:\n%s" % (what, s),
                  "Running config the network team shared (%s):\n%s" % (what, s)],
           ["작업 이후 모니터링에서 스위치가 안 보임. %s\x00가 모든 장비에 설정돼 있다는 걸 몰랐음:\n%s" % (what, s),
            "네트워크팀이 공유한 running config (%s):\n%s" % (what, s)])
    return mk("network: " + what, lang, mc, "", T(lang, ["Who owns the network device credentials?"], ["네트워크 장비 계정은 누가 관리하나요?"]), [sec])


def g_ipmi(lang):
    pw = pw_human() if chance(0.5) else pw_gen_alnum(12)
    if any(c in pw for c in "'\"\\ "):
        return None
    ip = ipv4_private()
    s = "ipmitool -I lanplus -H %s -U %s -P '%s' chassis power %s" % (ip, pick(["ADMIN", "root", "admin"]), pw, pick(["status", "cycle", "on"]))
    mc = T(lang, ["The bare-metal node hung and I didn't know we have BMC access. Command from the ops wiki:\n" + s],
           ["베어메탈 노드가 멈췄는데 BMC 접근이 가능한 걸 몰랐음. 운영 위키에 있던 명령:\n" + s])
    return mk("shell: ipmitool -P password", lang, mc, T(lang, ["BMC passwords are per rack, listed in the DC sheet."], ["BMC 비밀번호는 랙 단위로 다르고 IDC 시트에 있음."]), "", [pw])


def g_ansible(lang):
    p1, p2 = pw_any(), pw_any()
    if any(c in p1 + p2 for c in "'\"\\ "):
        return None
    hosts = "\n".join("%s ansible_host=%s" % (n, ipv4_private()) for n in pick([["web1", "web2"], ["db1"], ["app-01", "app-02", "app-03"]]))
    s = "[%s]\n%s\n\n[%s:vars]\nansible_user=%s\nansible_password=%s\nansible_become_password=%s" % ("servers", hosts, "servers", pick(["deploy", "centos", "ubuntu"]), p1, p2)
    mc = T(lang, ["The playbook asked for a become password and I didn't know where it comes from. inventory/hosts.ini:\n" + s],
           ["플레이북이 become 비밀번호를 물었는데 어디서 오는지 몰랐음. inventory/hosts.ini:\n" + s])
    return mk("ansible: inventory ansible_password / become password", lang, mc,
              T(lang, ["These belong in an ansible-vault file, not the plain inventory."], ["이 값들은 평문 inventory가 아니라 ansible-vault 파일에 있어야 함."]), "", [p1, p2])


def g_android_keystore(lang):
    sp, kp = pw_urlsafe(), pw_urlsafe() if chance(0.6) else None
    kp = kp or sp
    alias = pick(["upload", "release", "key0", "shopkr"])
    k = variant("g_android_keystore", 3)
    if k == 0:
        s = "signingConfigs {\n    release {\n        storeFile file(\"../keystore/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"%s\"\n        keyPassword \"%s\"\n    }\n}" % (sp, alias, kp)
    elif k == 1:
        s = "storePassword=%s\nkeyPassword=%s\nkeyAlias=%s\nstoreFile=upload-keystore.jks" % (sp, kp, alias)
    else:
        s = "keytool -genkeypair -v -keystore release.jks -alias %s -keyalg RSA -keysize 2048 -validity 10000 -storepass %s -keypass %s -dname \"CN=Acme, O=Acme, C=KR\"" % (alias, sp, kp)
    mc = T(lang, ["Release build failed at signing; I didn't know the keystore passwords are in the repo. Found:\n" + s],
           ["릴리스 빌드가 서명 단계에서 실패함. keystore 비밀번호가 레포에 있는 줄 몰랐음. 찾은 내용:\n" + s])
    return mk("mobile: Android keystore passwords", lang, mc,
              T(lang, ["Losing this keystore means losing the ability to update the app; the passwords should be in CI secrets.", ""], ["이 keystore를 잃으면 앱 업데이트가 불가능함. 비밀번호는 CI secret에 있어야 함.", ""]), "", [sp, kp])


def g_openssl(lang):
    pw = pw_urlsafe()
    k = variant("g_openssl", 3)
    if k == 0:
        s = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -name tomcat -passout pass:%s" % pw
    elif k == 1:
        s = "openssl enc -aes-256-cbc -pbkdf2 -salt -in backup.tar -out backup.tar.enc -k %s" % pw
    else:
        s = "server.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password=%s\nserver.ssl.key-store-type=PKCS12" % pw
    mc = T(lang, ["HTTPS on the Tomcat box broke after the cert renewal. The steps from the ticket:\n" + s, "The backup is encrypted and I didn't know the key. From the backup script:\n" + s],
           ["인증서 갱신 후 Tomcat HTTPS가 깨짐. 티켓에 있던 작업 내용:\n" + s, "백업이 암호화돼 있는데 키를 몰랐음. 백업 스크립트에서:\n" + s])
    return mk("crypto: openssl/keystore password", lang, mc, "", "", [pw])


def g_cli_flags(lang):
    pw = pw_any()
    if any(c in pw for c in "'\"\\ %,"):
        return None
    user = pick(["admin", "deploy", "svc_backup", pick(NAMES_KO_ROM)])
    ip = ipv4_private()
    cmds = [
        ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart api'" % (pw, user, ip), "sshpass -p"),
        ("7z a -p%s -mhe=on customer_export.7z export/" % pw, "7z -p attached"),
        ("zip -P %s -r logs.zip /var/log/app" % pw, "zip -P"),
        ("unzip -P %s partner_data.zip" % pw, "unzip -P"),
        ("smbclient //%s/share -U %s%%%s -c 'ls'" % (ip, user, pw), "smbclient -U user%pass"),
        ("xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore" % (ip, user, pw), "xfreerdp /p:"),
        ("net use Z: \\\\fileserver\\finance /user:CORP\\%s %s" % (user, pw), "net use"),
        ("mongosh \"mongodb://%s:27017/admin\" -u %s -p '%s'" % (ip, user, pw), "mongosh -p"),
        ("sqlcmd -S %s -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (ip, pw), "sqlcmd -P"),
        ("wget --user=%s --password='%s' https://files.partner.co.kr/daily/orders.csv" % (user, pw), "wget --password"),
        ("htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (user, pw), "htpasswd -b"),
        ("mosquitto_pub -h mqtt.%s -u %s -P '%s' -t factory/line1/cmd -m reset" % (pick(["corp.kr", "iot.local"]), user, pw), "mosquitto_pub -P"),
        ("PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > nightly.dump" % (pw, db_host(), pick(DB_USERS), pick(DB_NAMES)), "PGPASSWORD env prefix"),
        ("MYSQL_PWD='%s' mysql -h %s -u %s -e 'SHOW PROCESSLIST'" % (pw, db_host(), pick(DB_USERS)), "MYSQL_PWD env prefix"),
        ("lftp -u %s,'%s' sftp://%s -e 'mirror --reverse ./out /upload; bye'" % (user, pw, ip), "lftp -u user,pass"),
        ("RSYNC_PASSWORD='%s' rsync -av backup/ rsync://%s@%s/backup" % (pw, user, ip), "RSYNC_PASSWORD"),
        ("docker run -d -e POSTGRES_PASSWORD='%s' -p 5432:5432 postgres:16" % pw, "docker run -e POSTGRES_PASSWORD"),
        ("helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword='%s' -n data" % pw, "helm --set password"),
        ("kubectl create secret generic db-cred --from-literal=username=%s --from-literal=password='%s'" % (user, pw), "kubectl create secret --from-literal"),
        ("$cred = New-Object PSCredential('%s', (ConvertTo-SecureString '%s' -AsPlainText -Force))" % (user, pw), "PowerShell ConvertTo-SecureString"),
        ("az vm user update -g rg-prod -n vm-batch-01 -u %s -p '%s'" % (user, pw), "az vm user update -p"),
        ("echo '%s' | sudo -S systemctl restart nginx" % pw, "sudo -S via echo"),
        ("rclone config create nas sftp host %s user %s pass '%s'" % (ip, user, pw), "rclone config pass"),
    ]
    cmd, what = cmds[variant("g_cli_flags", len(cmds))]
    mc = T(lang, ["Didn't know how the nightly job authenticates. Line from the crontab / script:\n" + cmd,
                  "The user ran this for me because I had no access:\n$ " + cmd,
                  "From the shell history on the ops box:\n  %d  %s" % (R.randint(100, 2000), cmd)],
           ["야간 작업이 어떻게 인증하는지 몰랐음. crontab/스크립트에 있던 줄:\n" + cmd,
            "권한이 없어서 사용자가 대신 실행해 줌:\n$ " + cmd,
            "운영 서버 쉘 히스토리에서:\n  %d  %s" % (R.randint(100, 2000), cmd)])
    lesson = T(lang, ["Passwords on the command line show up in `ps` and shell history.", "Read the password from a file or prompt instead.", ""],
               ["명령줄 비밀번호는 `ps`와 쉘 히스토리에 그대로 보임.", "파일이나 프롬프트로 비밀번호를 받도록 바꿀 것.", ""])
    return mk("shell: " + what, lang, mc, lesson, "", [pw])


def g_dotfiles(lang):
    pw = pw_any()
    if any(c in pw for c in " :'\"\\#"):
        return None
    k = variant("g_dotfiles", 4)
    host = db_host()
    if k == 0:
        s = "$ cat ~/.pgpass\n%s:5432:%s:%s:%s" % (host, pick(DB_NAMES), pick(DB_USERS), pw)
        what = ".pgpass"
    elif k == 1:
        s = "$ cat ~/.my.cnf\n[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(DB_USERS), pw, host)
        what = ".my.cnf"
    elif k == 2:
        s = "$ cat ~/.netrc\nmachine %s\n  login %s\n  password %s" % (pick(["ftp.partner.co.kr", "nexus.internal", "git.corp.kr"]), pick(DB_USERS), pw)
        what = ".netrc"
    else:
        s = "# pgbouncer userlist.txt\n\"%s\" \"%s\"\n\"%s\" \"md5%s\"" % (pick(DB_USERS), pw, pick(["stats", "pgbouncer"]), hexs(32))
        what = "pgbouncer userlist.txt"
    mc = T(lang, ["Scripts worked for the user but not for me: they rely on %s in the home directory.\n%s" % (what, s)],
           ["사용자 환경에서는 스크립트가 되는데 나는 안 됐음. 홈 디렉터리의 %s에 의존하고 있었음.\n%s" % (what, s)])
    return mk("dotfile: " + what, lang, mc, "", T(lang, ["Can the agent get its own %s entry?" % what, ""], ["에이전트용 %s 항목을 따로 받을 수 있나요?" % what, ""]), [pw])


def g_registry_cfg(lang):
    k = variant("g_registry_cfg", 8)
    user = pick(["deploy", "ci", "jenkins", "publisher"])
    if k == 0:
        pw = pw_urlsafe()
        s = "[global]\nindex-url = https://%s:%s@nexus.internal/repository/pypi-group/simple" % (user, pw)
        what, sec = "pip.conf index-url", [pw]
    elif k == 1:
        pw = pw_any()
        if ":" in pw:
            return None
        blob = b64s(user + ":" + pw)
        s = "registry=https://nexus.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % blob
        what, sec = ".npmrc _auth", [blob]
    elif k == 2:
        pw = pw_any()
        if any(c in pw for c in "<>&'\""):
            return None
        s = "<servers>\n  <server>\n    <id>internal-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (user, pw)
        what, sec = "Maven settings.xml", [pw]
    elif k == 3:
        pw = pw_any()
        if any(c in pw for c in "<>&'\""):
            return None
        s = '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (user, pw)
        what, sec = "NuGet.config ClearTextPassword", [pw]
    elif k == 4:
        pw = pw_urlsafe()
        s = '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % pw
        what, sec = "composer auth.json", [pw]
    elif k == 5:
        pw = pw_urlsafe()
        gp = pw_urlsafe()
        s = "ossrhUsername=%s\nossrhPassword=%s\nsigning.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg" % (user, pw, rstr(HEXU, 8), gp)
        what, sec = "~/.gradle/gradle.properties", [pw, gp]
    elif k == 6:
        tok = alnum(40)
        s = "npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"%s\"" % tok
        what, sec = ".yarnrc.yml npmAuthToken", [tok]
    else:
        pw = pw_urlsafe()
        s = "poetry config http-basic.internal %s %s" % (user, pw)
        what, sec = "poetry http-basic", [pw]
    mc = T(lang, ["Dependency install failed with 401 from the internal registry; I didn't know it needs auth. The user's %s:\n%s" % (what, s)],
           ["내부 레지스트리에서 의존성 설치가 401로 실패함. 인증이 필요한 줄 몰랐음. 사용자의 %s:\n%s" % (what, s)])
    return mk("package registry config: " + what, lang, mc,
              T(lang, ["CI has its own read-only registry token; personal credentials should not be copied to runners.", ""], ["CI용 읽기 전용 레지스트리 토큰이 따로 있음. 개인 계정을 러너에 복사하면 안 됨.", ""]), "", sec)


def g_vault_init(lang):
    keys = [b64(32) for _ in range(5)]
    root = "hvs." + alnum(24)
    shown = R.randint(3, 5)
    s = "\n".join("Unseal Key %d: %s" % (i + 1, keys[i]) for i in range(shown)) + "\n\nInitial Root Token: %s" % root
    mc = T(lang, ["Vault came up sealed after the node restart and I didn't know who holds the unseal keys. The init output saved in the ops channel:\n" + s],
           ["노드 재시작 후 Vault가 sealed 상태였고 unseal key를 누가 갖고 있는지 몰랐음. 운영 채널에 저장돼 있던 init 출력:\n" + s])
    return mk("vault: operator init unseal keys + root token", lang, mc,
              T(lang, ["Unseal keys must be split between people, and the root token revoked after setup."], ["unseal key는 여러 사람에게 나눠 보관하고 root token은 셋업 후 폐기해야 함."]), "", keys[:shown] + [root])


def g_app_password(lang):
    k = variant("g_app_password", 4)
    if k == 0:
        sec = "-".join(rstr(LO, 4) for _ in range(4))
        what = "Apple app-specific password"
        line = "xcrun altool --upload-app -f build/App.ipa -t ios -u %s@%s -p %s" % (pick(["release", "ios-dev"]), pick(["acme.io", "shop.kr"]), sec)
    elif k == 1:
        sec = " ".join(rstr(LO, 4) for _ in range(4))
        what = "Google app password"
        line = "EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=noreply@%s\nEMAIL_HOST_PASSWORD=\"%s\"" % (pick(["acme.io", "shop.kr"]), sec)
    elif k == 2:
        sec = rstr(ALNUMU, 12)
        what = "Naver mail application password"
        line = "spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (pick(NAMES_KO_ROM), sec)
    else:
        sec = pw_any()
        what = "SMTP relay password"
        line = "smtp:\n  host: smtp.%s\n  port: 587\n  user: mailer\n  password: %s" % (pick(["office365.com", "mailplug.co.kr", "worksmobile.com"]), yq(sec))
    mc = T(lang, ["Outgoing mail stopped after the account got 2FA; I didn't know an %s is used instead of the normal login:\n%s" % (what, line)],
           ["계정에 2FA가 걸린 뒤 메일 발송이 멈춤. 일반 로그인 대신 %s\x00를 쓴다는 걸 몰랐음:\n%s" % (what, line)])
    return mk("password: " + what, lang, mc, "", T(lang, ["Who owns the mailer account?", ""], ["메일 발송 계정 담당자가 누구인가요?", ""]), [sec])


def g_jupyter(lang):
    tok = hexs(48)
    port = pick([8888, 8889, 8890])
    s = "    To access the server, open this file in a browser:\n        file:///home/%s/.local/share/jupyter/runtime/jpserver-%s-open.html\n    Or copy and paste one of these URLs:\n        http://%s:%d/lab?token=%s\n        http://127.0.0.1:%d/lab?token=%s" % (
        pick(["ubuntu", "ml", "jovyan"]), digits(5), pick(["gpu-01", "ml-box", "10.0.7.21"]), port, tok, port, tok)
    mc = T(lang, ["I couldn't open the shared GPU notebook; the user pasted the startup log:\n" + s], ["공용 GPU 노트북에 접속이 안 돼서 사용자가 기동 로그를 붙여 줌:\n" + s])
    return mk("jupyter: server token URL", lang, mc, T(lang, ["Anyone on the VPN with this URL gets a shell on the GPU box."], ["이 URL만 있으면 VPN 안의 누구나 GPU 서버 쉘을 얻음."]), "", [tok])


def g_initial_admin(lang):
    k = variant("g_initial_admin", 7)
    if k == 0:
        sec = hexs(32)
        s = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n" + sec
        what = "Jenkins initialAdminPassword"
    elif k == 1:
        sec = rstr(ALNUM + "-", 16)
        s = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % sec
        what = "Argo CD initial admin password"
    elif k == 2:
        sec = rstr(ALNUM + "*=+_-", 20)
        s = "Password for the [elastic] user successfully reset.\nNew value: %s" % sec
        what = "Elasticsearch elastic password reset"
    elif k == 3:
        sec = b64(24)
        s = "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: %s" % sec
        what = "GitLab initial_root_password"
    elif k == 4:
        sec = pw_strong()
        s = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s" % sec
        what = "Grafana admin password"
    elif k == 5:
        sec = pw_strong()
        s = "KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD=%s" % sec
        what = "Keycloak bootstrap admin password"
    else:
        sec = rstr(ALNUML, 20)
        s = "$ kubectl get secret --namespace cattle-system bootstrap-secret -o go-template='{{.data.bootstrapPassword|base64decode}}'\n%s" % sec
        what = "Rancher bootstrap password"
    mc = T(lang, ["Fresh install; I didn't know where the first admin login comes from. Output:\n" + s, "The user finished the install and pasted this so I could configure it:\n" + s],
           ["새로 설치한 상태에서 첫 admin 로그인 정보가 어디서 나오는지 몰랐음. 출력:\n" + s, "사용자가 설치를 끝내고 설정하라고 이걸 붙여 줌:\n" + s])
    return mk("bootstrap: " + what, lang, mc, T(lang, ["Change it right after first login; the initial value stays in logs.", ""], ["첫 로그인 직후 바꿀 것. 초기 값은 로그에 남음.", ""]), "", [sec])


def g_conn_urls(lang):
    pw = pw_any()
    enc = pct(pw)
    user = pick(DB_USERS + ["guest_ro", "worker"])
    k = variant("g_conn_urls", 8)
    h = pick(["mq.internal", "10.0.9.14", "broker-0.kafka.svc", "rabbit.prod.corp.kr", "graph.internal"])
    url = [
        "amqp://%s:%s@%s:5672/%s" % (user, enc, h, pick(["orders", "%2F", "jobs"])),
        "mqtts://%s:%s@%s:8883" % (user, enc, h),
        "bolt+s://neo4j:%s@%s:7687" % (enc, h),
        "clickhouse://%s:%s@%s:9440/default?secure=true" % (user, enc, h),
        "cockroachdb://%s:%s@%s:26257/defaultdb?sslmode=verify-full" % (user, enc, h),
        "ftp://%s:%s@ftp.partner.co.kr/outbound/" % (user, enc),
        "sftp://%s:%s@%s:22/upload" % (user, enc, h),
        "nats://%s:%s@%s:4222" % (user, enc, h),
    ][k]
    ctx = pick(["BROKER_URL=%s" % url, "celery -A tasks worker --broker='%s'" % url, "  url: \"%s\"" % url, "Connecting to %s ... failed: connection reset" % url])
    mc = T(lang, ["I didn't know the worker connects to a separate broker. Config from the pod env:\n" + ctx, "Error output the user sent:\n" + ctx],
           ["워커가 별도 브로커에 붙는다는 걸 몰랐음. pod env에 있던 설정:\n" + ctx, "사용자가 보내 준 에러 출력:\n" + ctx])
    return mk("connection string: " + url.split(":")[0] + " URL with password", lang, mc, "", T(lang, ["Is there a read-only user for the broker?", ""], ["브로커용 읽기 전용 계정이 있나요?", ""]), [enc])


def g_query_key_log(lang):
    tok = pick([hexs(32), alnum(40), rstr(URLC, 43), hexs(40)])
    pname = pick(["api_key", "apikey", "access_token", "token", "key", "auth"])
    ip = "%d.%d.%d.%d" % (R.randint(1, 223), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    path = pick(["/v1/export", "/api/reports/daily", "/feeds/orders.xml", "/webhook/inbound", "/api/v2/stock"])
    lines = []
    for _ in range(R.randint(2, 4)):
        lines.append('%s - - [%02d/Nov/2025:%s +0900] "GET %s?%s=%s&date=2025-11-%02d HTTP/1.1" %d %d "-" "%s"' % (
            ip, R.randint(1, 26), hms(), path, pname, tok, R.randint(1, 26), pick([200, 200, 401, 429]), R.randint(200, 90000), pick(["python-requests/2.32.3", "curl/8.5.0", "Go-http-client/1.1"])))
    body = "\n".join(lines)
    mc = T(lang, ["Partner sync is being throttled and I didn't know they pass the key in the query string. nginx access.log:\n" + body],
           ["파트너 동기화가 throttling 걸렸는데 키를 쿼리스트링으로 넘기는 줄 몰랐음. nginx access.log:\n" + body])
    return mk("log: API key in query string of access log", lang, mc, T(lang, ["Query-string keys end up in every access log and proxy; move it to a header."], ["쿼리스트링 키는 모든 access log와 프록시에 남음. 헤더로 옮길 것."]), "", [tok])


def g_http_bearer(lang):
    tok = pick([alnum(40), rstr(URLC, 64), hexs(64), "at_" + alnum(32), b64(48)])
    hdr = pick(["Authorization: Bearer %s", "X-API-Key: %s", "X-Auth-Token: %s", "Api-Key: %s", "X-Access-Token: %s"]) % tok
    host = pick(["api.partner-logistics.co.kr", "erp-api.corp.kr", "api.vendor-crm.com", "gateway.internal"])
    req = "POST /v1/%s HTTP/1.1\nHost: %s\n%s\nContent-Type: application/json\n\n{\"order_id\": \"%s\", \"status\": \"SHIPPED\"}" % (pick(["shipments", "orders/sync", "tickets"]), host, hdr, digits(10))
    resp = pick(["HTTP/1.1 401 Unauthorized\n{\"error\":\"invalid_token\"}", "HTTP/1.1 200 OK", "HTTP/1.1 422 Unprocessable Entity"])
    mc = T(lang, ["The integration spec was missing, so the user pasted a working request from Postman:\n%s" % req,
                  "Request/response pair from the debug log:\n%s\n\n%s" % (req, resp)],
           ["연동 스펙 문서가 없어서 사용자가 Postman에서 성공한 요청을 붙여 줌:\n%s" % req,
            "디버그 로그의 요청/응답:\n%s\n\n%s" % (req, resp)])
    return mk("http: request dump with bearer/API key header", lang, mc, "", T(lang, ["Where is the %s token stored for prod?" % host], ["운영용 %s 토큰은 어디에 보관돼 있나요?" % host]), [tok])


def g_stacktrace_conn(lang):
    pw = pw_any()
    if any(c in pw for c in "\"'\\"):
        return None
    enc = pct(pw)
    host = db_host()
    k = variant("g_stacktrace_conn", 3)
    if k == 0:
        s = "org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host \"%s\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)\nCaused by: url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (ipv4_private(), host, pick(DB_NAMES), pick(DB_USERS), enc)
    elif k == 1:
        s = "MongoServerSelectionError: connect ETIMEDOUT %s:27017\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n  uri: 'mongodb://%s:%s@%s:27017/%s?authSource=admin'" % (ipv4_private(), pick(DB_USERS), enc, host, pick(DB_NAMES))
    else:
        s = "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"%s\", port 5432 failed: timeout expired\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql://%s:%s@%s:5432/%s" % (host, pick(DB_USERS), enc, host, pick(DB_NAMES))
    mc = T(lang, ["The job crashed on startup and I didn't know the DB is only reachable from the private subnet. Trace:\n" + s],
           ["작업이 기동 시 죽었는데 DB가 private subnet에서만 접근된다는 걸 몰랐음. 트레이스:\n" + s])
    return mk("stack trace: connection URL with password", lang, mc,
              T(lang, ["Our error handler logs the full URL; it should mask the password.", ""], ["에러 핸들러가 URL 전체를 로그로 남김. 비밀번호 마스킹이 필요함.", ""]), "", [enc])


def g_diff_pw(lang):
    old = pw_any()
    new = pw_any()
    f = pick(["config/database.yml", "docker-compose.yml", ".env.staging", "helm/values-prod.yaml"])
    key = pick(["password", "DB_PASSWORD", "POSTGRES_PASSWORD", "redisPassword"])
    d = "--- a/%s\n+++ b/%s\n@@ -%d,4 +%d,4 @@\n   host: %s\n   username: %s\n-  %s: %s\n+  %s: %s\n   pool: 10" % (f, f, R.randint(5, 40), R.randint(5, 40), db_host(), pick(DB_USERS), key, yq(old), key, yq(new))
    mc = T(lang, ["The last commit on main changed this and broke staging; I didn't know the value is shared with the batch:\n" + d],
           ["main의 마지막 커밋이 이 부분을 바꿔서 staging이 깨짐. 이 값을 배치와 공유하는 줄 몰랐음:\n" + d])
    return mk("diff: password changed in committed config", lang, mc, T(lang, ["Revert is not enough: both values are now in git history and must be rotated."], ["revert만으로는 부족함. 두 값 모두 git 히스토리에 남아서 rotate 해야 함."]), "", [old, new])


def g_table_pw(lang):
    rows = []
    secs = []
    for env in pick([["dev", "staging", "prod"], ["local", "qa"], ["stg", "prd"]]):
        pw = pw_any()
        if "|" in pw:
            return None
        rows.append("| %s | %s | %s | %s |" % (env, db_host(), pick(DB_USERS), pw))
        secs.append(pw)
    t = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows)
    mc = T(lang, ["The onboarding page in Notion has the DB logins as a table, which I didn't know about:\n" + t],
           ["Notion 온보딩 페이지에 DB 계정이 표로 정리돼 있었는데 몰랐음:\n" + t])
    return mk("table: environment passwords", lang, mc, "", T(lang, ["Can this table be replaced with links to the vault?"], ["이 표를 vault 링크로 바꿔도 되나요?"]), secs)


def g_split_halves(lang):
    a = pw_gen_alnum(R.randint(10, 14))
    b = pw_gen_alnum(R.randint(10, 14))
    what = pick(["the partner SFTP password", "the HSM operator PIN", "the shared admin password", "the archive password"])
    ko_what = pick(["파트너 SFTP 비밀번호", "HSM 운영자 PIN", "공용 admin 비밀번호", "압축 파일 비밀번호"])
    mc = T(lang, ["For safety the user sent %s in two parts. First part: %s" % (what, a)], ["사용자가 안전하게 한다고 %s\x00를 두 부분으로 나눠서 보냄. 앞부분: %s" % (ko_what, a)])
    lesson = T(lang, ["Second part (concatenate with the first, no separator): %s" % b], ["뒷부분 (앞부분과 구분자 없이 이어 붙임): %s" % b])
    return mk("split: one password sent in two fields", lang, mc, lesson, "", [a, b])


def g_repeat_fields(lang):
    pw = pw_any()
    what = pick([("staging admin", "스테이징 어드민"), ("the SFTP drop", "SFTP 업로드 서버"), ("the test POS terminal", "테스트 POS 단말"), ("the CI service user", "CI 서비스 계정")])
    mc = T(lang, ["Didn't have the login for %s. The user told me the password is %s." % (what[0], pw)], ["%s 로그인 정보가 없었음. 사용자가 비밀번호는 %s 라고 알려줌." % (what[1], pw)])
    lesson = T(lang, ["%s worked for %s, but only from the office IP range." % (pw, what[0]), "Logging in needs the VPN; the password alone is not enough."],
               ["%s 로 %s 로그인 됨. 단 사무실 IP 대역에서만." % (pw, what[1]), "로그인하려면 VPN이 필요함. 비밀번호만으로는 안 됨."])
    ask = T(lang, ["Is %s still the current password for %s?" % (pw, what[0])], ["%s 아직 %s 비밀번호 맞나요?" % (pw, what[1])])
    return mk("prose: password repeated across fields", lang, mc, lesson, ask, [pw])


BIP39 = ["abandon", "ability", "absorb", "acoustic", "adapt", "afford", "agent", "alarm", "alley", "anchor", "angry", "arctic",
         "armor", "artist", "auction", "autumn", "avocado", "badge", "bamboo", "banner", "barrel", "beach", "bicycle", "blanket",
         "bleak", "border", "bracket", "bridge", "bronze", "bubble", "cabbage", "canvas", "carbon", "castle", "celery", "chalk",
         "cherry", "chimney", "circle", "clever", "coconut", "comic", "coral", "cousin", "cradle", "crystal", "dentist", "desert",
         "diesel", "dolphin", "donkey", "dragon", "eagle", "elbow", "embark", "engine", "erosion", "fabric", "falcon", "fiber",
         "flavor", "fossil", "galaxy", "garlic", "giraffe", "glimpse", "gospel", "gravity", "harbor", "hazard", "hockey", "honey",
         "husband", "icon", "immune", "jaguar", "jelly", "kangaroo", "kettle", "ladder", "lemon", "lizard", "lobster", "lunar",
         "magnet", "mango", "marble", "meadow", "mimic", "monkey", "muffin", "napkin", "nephew", "noodle", "oblige", "olive",
         "orbit", "oyster", "paddle", "panther", "pepper", "pigeon", "planet", "pottery", "puzzle", "quantum", "rabbit", "raven",
         "ribbon", "rocket", "saddle", "salmon", "scatter", "shadow", "shrimp", "siren", "sketch", "spider", "squirrel", "stadium",
         "sunset", "tackle", "tomato", "tornado", "trophy", "tunnel", "umbrella", "velvet", "violin", "walnut", "whale", "wizard", "zebra"]


def g_wallet(lang):
    k = variant("g_wallet", 3)
    if k == 0:
        sec = " ".join(pick(BIP39) for _ in range(pick([12, 24])))
        s = "MNEMONIC=\"%s\"" % sec
        what = "wallet seed phrase"
    elif k == 1:
        sec = "0x" + hexs(64)
        s = "module.exports = {\n  networks: {\n    sepolia: {\n      url: process.env.SEPOLIA_RPC_URL,\n      accounts: [\"%s\"]\n    }\n  }\n};" % sec
        what = "deployer private key (hardhat.config.js)"
    else:
        sec = hexs(64)
        s = "PRIVATE_KEY=%s\nWALLET_ADDRESS=0x%s" % (sec, hexs(40))
        what = "hot wallet private key"
    mc = T(lang, ["Contract deployment failed with insufficient funds; I didn't know which account deploys. The %s from the user's env:\n%s" % (what, s)],
           ["컨트랙트 배포가 잔액 부족으로 실패함. 어떤 계정이 배포하는지 몰랐음. 사용자 env의 %s:\n%s" % (what, s)])
    return mk("crypto wallet: " + what, lang, mc, T(lang, ["Anything that ever held mainnet funds must never be pasted anywhere."], ["메인넷 자금이 있었던 키는 절대 어디에도 붙이면 안 됨."]), "", [sec])


def g_filezilla(lang):
    pw = pw_any()
    blob = b64s(pw)
    s = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n  <Name>%s</Name>\n</Server>' % (
        pick(["sftp.partner.co.kr", "files.vendor.jp", ipv4_private()]), pick(["acme_upload", "shopkr", "edi01"]), blob, pick(["partner-drop", "EDI 업로드", "legacy ftp"]))
    mc = T(lang, ["I didn't know the EDI upload is done by hand with FileZilla. The user exported the site from sitemanager.xml:\n" + s],
           ["EDI 업로드를 FileZilla로 수동으로 한다는 걸 몰랐음. 사용자가 sitemanager.xml에서 사이트를 export 해 줌:\n" + s])
    return mk("config: FileZilla sitemanager base64 password", lang, mc, T(lang, ["FileZilla stores passwords as plain base64 unless a master password is set."], ["FileZilla는 마스터 비밀번호가 없으면 비밀번호를 그냥 base64로 저장함."]), "", [blob])


def g_oauth_response(lang):
    k = variant("g_oauth_response", 4)
    if k == 0:
        at = jwt({"alg": "RS256", "typ": "JWT", "kid": rstr(URLC, 43)}, {"exp": epoch(), "iat": epoch(), "jti": uuid4(), "iss": "https://sso.corp.kr/realms/internal", "sub": uuid4(), "typ": "Bearer", "azp": "admin-cli", "scope": "openid profile"}, 64)
        rt = jwt({"alg": "HS512", "typ": "JWT", "kid": uuid4()}, {"exp": epoch(), "jti": uuid4(), "typ": "Refresh"}, 48)
        body = '{"access_token":"%s","expires_in":300,"refresh_token":"%s","token_type":"Bearer"}' % (at, rt)
        what = "Keycloak token response"
    elif k == 1:
        at = "AAAAO" + rstr(B64C, 130) + "=="
        rt = rstr(ALNUM, 60)
        body = '{"access_token":"%s","refresh_token":"%s","token_type":"bearer","expires_in":"3600"}' % (at, rt)
        what = "Naver Login token response"
    elif k == 2:
        at = rstr(URLC, 54)
        rt = rstr(URLC, 54)
        body = '{"access_token":"%s","token_type":"bearer","refresh_token":"%s","expires_in":21599,"scope":"profile_nickname account_email","refresh_token_expires_in":5183999}' % (at, rt)
        what = "Kakao Login token response"
    else:
        at = "ya29.a0" + rstr(URLC, 150)
        rt = "1//0" + rstr(URLC, 99)
        body = '{"access_token":"%s","expires_in":3599,"refresh_token":"%s","scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer"}' % (at, rt)
        what = "Google OAuth token response"
    mc = T(lang, ["Login callback failed and I didn't know the state is stored server-side. The user pasted the %s:\n%s" % (what, body)],
           ["로그인 콜백이 실패했는데 state를 서버에 저장하는 줄 몰랐음. 사용자가 %s\x00를 붙여 줌:\n%s" % (what, body)])
    return mk("oauth: " + what, lang, mc, "", "", [at, rt])


def g_printenv(lang):
    pw = pw_any()
    sk = pick([stripe_sk("live"), openai_key(), "glpat-" + rstr(URLC, 20), hexs(40)])
    if " " in pw:
        return None
    lines = ["HOSTNAME=%s-%s-%s" % (pick(["api", "worker"]), rstr(ALNUML, 10), rstr(ALNUML, 5)), "DB_HOST=%s" % db_host(), "DB_PASSWORD=%s" % pw,
             "KUBERNETES_SERVICE_HOST=10.96.0.1", pick(["PAYMENT_SECRET_KEY=%s", "LLM_API_KEY=%s", "GIT_TOKEN=%s", "SERVICE_TOKEN=%s"]) % sk, "LANG=C.UTF-8"]
    R.shuffle(lines)
    s = "$ kubectl exec -it deploy/%s -- printenv | sort\n" % pick(["api", "worker"]) + "\n".join(sorted(lines))
    mc = T(lang, ["I didn't know which env the pod actually gets, so I dumped it:\n" + s], ["pod에 실제로 어떤 env가 들어가는지 몰라서 덤프함:\n" + s])
    return mk("shell: printenv dump with secrets", lang, mc, T(lang, ["Use `printenv | cut -d= -f1` to list names without values next time.", ""], ["다음엔 값 없이 이름만 보려면 `printenv | cut -d= -f1` 쓸 것.", ""]), "", [pw, sk])


def g_aws_cli_output(lang):
    if variant("g_aws_cli_output", 2) == 0:
        ak, sk = aws_akid(), aws_sk()
        s = '$ aws iam create-access-key --user-name %s\n{\n    "AccessKey": {\n        "UserName": "%s",\n        "AccessKeyId": "%s",\n        "Status": "Active",\n        "SecretAccessKey": "%s",\n        "CreateDate": "%s"\n    }\n}' % ((pick(["ci-deployer", "s3-uploader", "terraform"]),) * 2 + (ak, sk, ts_iso()))
        secs = [ak, sk]
        what = "iam create-access-key output"
    else:
        ak, sk, st = aws_asia(), aws_sk(), aws_session_token(R.randint(240, 300))
        s = '$ aws sts assume-role --role-arn arn:aws:iam::%s:role/%s --role-session-name debug\n{\n    "Credentials": {\n        "AccessKeyId": "%s",\n        "SecretAccessKey": "%s",\n        "SessionToken": "%s",\n        "Expiration": "%s"\n    }\n}' % (digits(12), pick(["ReadOnly", "DeployRole", "OrganizationAccountAccessRole"]), ak, sk, st, ts_iso())
        secs = [ak, sk, st]
        what = "sts assume-role output"
    mc = T(lang, ["I didn't have AWS access for the debug; the user ran this and pasted the full output:\n" + s], ["디버깅용 AWS 권한이 없어서 사용자가 실행하고 출력 전체를 붙여 줌:\n" + s])
    return mk("aws cli: " + what, lang, mc, "", "", secs)


def g_cloud_token_output(lang):
    k = variant("g_cloud_token_output", 2)
    if k == 0:
        tok = "ya29.c." + rstr(URLC, 200)
        s = "$ gcloud auth print-access-token\n" + tok
        what = "gcloud print-access-token"
    else:
        tok = jwt({"typ": "JWT", "alg": "RS256", "x5t": rstr(URLC, 27), "kid": rstr(URLC, 27)}, {"aud": "https://management.azure.com/", "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": epoch(), "exp": epoch(), "oid": uuid4(), "tid": uuid4(), "upn": "%s@corp.onmicrosoft.com" % pick(NAMES_KO_ROM)}, 128)
        s = '$ az account get-access-token\n{\n  "accessToken": "%s",\n  "expiresOn": "%s %s",\n  "tokenType": "Bearer"\n}' % (tok, ymd(), hms())
        what = "az get-access-token"
    mc = T(lang, ["To call the management API from my sandbox the user gave me a token:\n" + s], ["샌드박스에서 관리 API를 호출하라고 사용자가 토큰을 넘겨 줌:\n" + s])
    return mk("cloud cli: " + what, lang, mc, T(lang, ["Short-lived, but still a full user token for its lifetime.", ""], ["수명이 짧아도 그동안은 사용자 권한 그대로인 토큰임.", ""]), "", [tok])


def g_heroku_config(lang):
    pw = rstr(HEXL, 64)
    user = rstr(LO, 14)
    rpw = "p" + hexs(64)
    s = "$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://%s:%s@ec2-%s.compute-1.amazonaws.com:5432/%s\nREDIS_URL:    rediss://:%s@ec2-%s.compute-1.amazonaws.com:%d\nWEB_CONCURRENCY: 2" % (
        (pick(["shop-api-prod", "acme-web"]),) * 2 + (user, pw, "-".join(str(R.randint(1, 254)) for _ in range(4)), rstr(LO, 14), rpw, "-".join(str(R.randint(1, 254)) for _ in range(4)), R.randint(10000, 30000)))
    mc = T(lang, ["I didn't know the app runs on Heroku with attached add-ons. Config vars:\n" + s], ["앱이 Heroku add-on을 붙여서 돈다는 걸 몰랐음. config vars:\n" + s])
    return mk("paas: heroku config output with DB URLs", lang, mc, "", "", [pw, rpw])


def g_proxy_header(lang):
    user, pw = pick(["legacy", "erp_api", "monitor"]), pw_urlsafe()
    blob = b64s(user + ":" + pw)
    s = "location /erp/ {\n    proxy_pass http://%s:8080/;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (ipv4_private(), blob)
    mc = T(lang, ["I didn't know nginx injects credentials for the legacy ERP. From sites-enabled/erp.conf:\n" + s], ["nginx가 레거시 ERP 인증정보를 주입한다는 걸 몰랐음. sites-enabled/erp.conf:\n" + s])
    return mk("config: nginx proxy_set_header Basic", lang, mc, "", "", [blob])


def g_systemd(lang):
    pw = pw_urlsafe()
    tok = alnum(40)
    s = "[Service]\nUser=app\nEnvironment=\"DB_PASSWORD=%s\"\nEnvironment=\"INTERNAL_API_TOKEN=%s\"\nExecStart=/opt/app/bin/server --port 8080\nRestart=always" % (pw, tok)
    mc = T(lang, ["The service ignored .env changes; I didn't know the values are baked into the unit file:\n" + s], [".env를 바꿔도 서비스가 무시했음. 값이 unit 파일에 박혀 있는 줄 몰랐음:\n" + s])
    return mk("config: systemd unit Environment=", lang, mc, T(lang, ["Unit files are world-readable; use EnvironmentFile with 0600 or systemd-creds."], ["unit 파일은 누구나 읽을 수 있음. 0600 EnvironmentFile이나 systemd-creds를 쓸 것."]), "", [pw, tok])


def g_ci_setx(lang):
    tok = pick([gh_token("ghs_"), "glpat-" + rstr(URLC, 20), alnum(40), "npm_" + alnum(36)])
    s = "$ ./scripts/release.sh\n+ VERSION=%d.%d.%d\n+ curl -sf -H 'Authorization: token %s' -X POST https://api.github.com/repos/acme/app/releases -d @release.json\ncurl: (22) The requested URL returned error: 422" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), tok)
    mc = T(lang, ["Release job failed with 422 and I didn't know the script runs with `set -x`. The job log:\n" + s], ["릴리스 작업이 422로 실패함. 스크립트가 `set -x`로 도는 줄 몰랐음. 작업 로그:\n" + s])
    return mk("ci log: set -x echoed token", lang, mc, T(lang, ["set -x prints every expanded command, including tokens; the CI masker missed it because it was read from a file."], ["set -x는 토큰까지 전부 펼쳐서 출력함. 파일에서 읽은 값이라 CI 마스킹이 못 잡았음."]), "", [tok])


def g_kubeconfig(lang):
    tok = jwt({"alg": "RS256", "kid": rstr(URLC, 43)}, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "kubernetes.io/serviceaccount/secret.name": "deployer-token-" + rstr(ALNUML, 5), "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"}, 256)
    s = "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://%s:6443\n  name: prod\nusers:\n- name: deployer\n  user:\n    token: %s" % (ipv4_private(), tok)
    mc = T(lang, ["kubectl from the runner got Forbidden; I didn't know it uses a static SA token. The kubeconfig:\n" + s], ["러너의 kubectl이 Forbidden을 받음. 정적 SA 토큰을 쓰는 줄 몰랐음. kubeconfig:\n" + s])
    return mk("k8s: kubeconfig service account token", lang, mc, "", "", [tok])


def g_tfvars(lang):
    p1, p2 = pw_any(), pw_any()
    if any(c in p1 + p2 for c in '"\\$'):
        return None
    s = 'db_instance_class = "db.r6g.large"\ndb_master_password = "%s"\nredis_auth_token = "%s"\nenvironment = "%s"' % (p1, p2, pick(["prod", "stg"]))
    mc = T(lang, ["terraform plan wanted to replace the RDS instance; I didn't know the master password is in a tfvars file:\n" + s], ["terraform plan이 RDS 인스턴스를 교체하려 함. master password가 tfvars에 있는 줄 몰랐음:\n" + s])
    return mk("terraform: tfvars with passwords", lang, mc, T(lang, ["Use manage_master_user_password and a random_password resource instead."], ["manage_master_user_password와 random_password 리소스를 쓸 것."]), "", [p1, p2])


def g_kafka_scram(lang):
    pw = pw_urlsafe()
    s = 'security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (pick(["svc-orders", "connect", "ksql"]), pw)
    mc = T(lang, ["Consumer group lagged because the client never authenticated; client.properties:\n" + s], ["클라이언트가 인증을 못 해서 consumer group lag이 쌓임. client.properties:\n" + s])
    return mk("kafka: SCRAM JAAS password", lang, mc, "", "", [pw])


def g_gha_b64_leak(lang):
    pw = pw_strong()
    blob = b64s(pw)
    s = "Run echo \"$DEPLOY_PASSWORD\" | base64\n  echo \"$DEPLOY_PASSWORD\" | base64\n  shell: /usr/bin/bash -e {0}\n  env:\n    DEPLOY_PASSWORD: ***\n%s" % blob
    mc = T(lang, ["I added a debug step to see why the deploy password was wrong. The Actions log:\n" + s], ["배포 비밀번호가 왜 틀리는지 보려고 디버그 스텝을 넣었음. Actions 로그:\n" + s])
    return mk("ci log: base64 of masked secret printed", lang, mc, T(lang, ["GitHub masks the raw secret, not transformations of it."], ["GitHub은 secret 원문만 마스킹하고 변형된 값은 못 가림."]), "", [blob])


# ---------------------------------------------------------------------------
# 9. clean templates (no credential anywhere)
# ---------------------------------------------------------------------------
def ck(cat, lang, mc, lesson="", ask=""):
    return mk(cat, lang, mc, lesson, ask, [])


def c_env_refs(lang):
    k = R.randrange(8)
    if k == 0:
        s = "DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/%s" % (pick(DB_USERS), db_host(), pick(DB_NAMES))
    elif k == 1:
        s = "redis:\n  host: %s\n  password: ${REDIS_PASSWORD}\n  tls: true" % pick(["redis-master", "cache.internal"])
    elif k == 2:
        s = 'psql "host=%s user=%s dbname=%s password=$PGPASSWORD sslmode=require"' % (db_host(), pick(DB_USERS), pick(DB_NAMES))
    elif k == 3:
        s = 'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])\nstripe.api_key = os.getenv("STRIPE_SECRET_KEY")'
    elif k == 4:
        s = "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });"
    elif k == 5:
        s = "set DB_PASS=%%DB_PASS_PROD%%\nsqlcmd -S %s -U app -P %%DB_PASS%% -i migrate.sql" % ipv4_private()
    elif k == 6:
        s = '$env:AZURE_CLIENT_SECRET = (Get-Secret -Name "sp-deploy" -AsPlainText)\naz login --service-principal -u $env:AZURE_CLIENT_ID -p $env:AZURE_CLIENT_SECRET --tenant $env:AZURE_TENANT_ID'
    else:
        s = "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}\nspring.mail.password=${MAIL_PASSWORD:}"
    mc = T(lang, ["I didn't know where the value comes from at runtime; the config only references an env var:\n" + s,
                  "Config in the repo (no literal values, all injected):\n" + s],
           ["런타임에 값이 어디서 오는지 몰랐음. 설정에는 환경 변수 참조만 있음:\n" + s, "레포에 있는 설정 (실제 값 없이 전부 주입):\n" + s])
    lesson = T(lang, ["The actual value is injected by the deploy pipeline from the secret store.", "If the variable is unset the app fails at boot, which is what happened on the new node."],
               ["실제 값은 배포 파이프라인이 secret store에서 주입함.", "변수가 없으면 기동 시 실패함. 새 노드에서 그 상황이었음."])
    return ck("clean: env var references only", lang, mc, lesson, T(lang, ["Which pipeline step injects these?", ""], ["어느 파이프라인 단계에서 이 값들을 주입하나요?", ""]))


def c_placeholders(lang):
    k = R.randrange(7)
    if k == 0:
        s = "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxx\nOPENAI_API_KEY=sk-...\n# fill these from 1Password before running"
    elif k == 1:
        s = "aws_access_key_id = <YOUR_ACCESS_KEY_ID>\naws_secret_access_key = <YOUR_SECRET_ACCESS_KEY>\nregion = ap-northeast-2"
    elif k == 2:
        s = 'GITHUB_TOKEN="ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"  # replace with your PAT'
    elif k == 3:
        s = "db:\n  user: app\n  password: REPLACE_ME\n  host: localhost"
    elif k == 4:
        s = '{\n  "apiKey": "YOUR_API_KEY_HERE",\n  "secret": "<secret>",\n  "endpoint": "https://api.example.com"\n}'
    elif k == 5:
        s = "SLACK_BOT_TOKEN=xoxb-your-token\nSLACK_SIGNING_SECRET=your-signing-secret\nSLACK_APP_TOKEN=xapp-your-app-token"
    else:
        s = "TOSS_SECRET_KEY=test_sk_여기에_시크릿키_입력\nKAKAO_ADMIN_KEY=카카오_어드민키\nNCLOUD_ACCESS_KEY=<발급받은 Access Key>"
    mc = T(lang, ["The .env.example in the repo, which is all I had:\n" + s, "Setup docs show only placeholders:\n" + s],
           ["레포의 .env.example, 가진 건 이것뿐이었음:\n" + s, "셋업 문서에는 placeholder만 있음:\n" + s])
    lesson = T(lang, ["The real values are never in the repo; ask for access to the team vault.", "The app refuses to start while any value still looks like a placeholder."],
               ["실제 값은 레포에 없음. 팀 vault 접근 권한을 요청해야 함.", "placeholder 같은 값이 남아 있으면 앱이 기동을 거부함."])
    return ck("clean: placeholders in example config", lang, mc, lesson, T(lang, ["Who grants vault access for new contributors?", ""], ["신규 기여자 vault 권한은 누가 주나요?", ""]))


def c_redacted(lang):
    k = R.randrange(6)
    t = ts_iso()
    if k == 0:
        s = "%s INFO  connecting to postgres://app:****@%s:5432/%s" % (t, db_host(), pick(DB_NAMES))
    elif k == 1:
        s = "> POST /v1/charges\n> Authorization: Bearer [REDACTED]\n< HTTP/1.1 402 Payment Required"
    elif k == 2:
        s = "Using OpenAI key sk-proj-…%s (last 4 shown)" % alnum(4)
    elif k == 3:
        s = "%s WARN  token=<redacted> expired for user_id=%s, refreshing" % (t, digits(6))
    elif k == 4:
        s = "api_key: ****************************%s\nsecret: ********" % hexs(4)
    else:
        s = "env:\n  DEPLOY_PASSWORD: ***\n  NPM_TOKEN: ***"
    mc = T(lang, ["Log excerpt from the failing run (the logger already masks credentials):\n" + s], ["실패한 실행의 로그 일부 (로거가 이미 credential을 마스킹함):\n" + s])
    lesson = T(lang, ["Masked output is enough to tell which key was used: compare the last four characters.", "The 402 is a card decline in test mode, not an auth problem."],
               ["마스킹된 출력만으로도 끝 4자리를 비교하면 어떤 키인지 알 수 있음.", "402는 인증 문제가 아니라 테스트 모드 카드 거절임."])
    return ck("clean: redacted values in logs", lang, mc, lesson, "")


def c_secret_refs(lang):
    acct = digits(12)
    k = R.randrange(7)
    if k == 0:
        s = "arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (pick(AWS_REGIONS), acct, pick(["orders", "billing"]), rstr(ALNUM, 6))
    elif k == 1:
        s = "projects/%s/secrets/%s/versions/latest" % (pick(["acme-prod", "shop-kr-" + digits(6)]), pick(["db-password", "openai-api-key", "stripe-secret"]))
    elif k == 2:
        s = "vault kv get -field=password secret/data/%s/%s" % (pick(["prod", "staging"]), pick(["postgres", "rabbitmq", "smtp"]))
    elif k == 3:
        s = "op read \"op://%s/%s/credential\"" % (pick(["Engineering", "CI", "Private"]), pick(["Stripe Live", "NPM publish", "Sentry"]))
    elif k == 4:
        s = "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (pick(["shop-prod", "acme-krc"]), pick(["SqlPassword", "StorageKey"]))
    elif k == 5:
        s = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password" % pick(["postgres-app", "db-credentials"])
    else:
        s = "aws ssm get-parameter --name /%s/%s/api-key --with-decryption --query Parameter.Value --output text" % (pick(["prod", "stg"]), pick(["partner", "kakao", "toss"]))
    mc = T(lang, ["I didn't know where the credential is kept; the deploy config points here:\n" + s], ["credential이 어디 보관되는지 몰랐음. 배포 설정이 여기를 가리킴:\n" + s])
    return ck("clean: secret-manager reference", lang, mc, T(lang, ["The agent role has no read permission on it, which is why the fetch returned AccessDenied.", ""], ["에이전트 role에는 읽기 권한이 없어서 AccessDenied가 났음.", ""]),
              T(lang, ["Can the agent role get read access to this path?"], ["에이전트 role에 이 경로 읽기 권한을 줄 수 있나요?"]))


def c_hashes(lang):
    k = R.randrange(7)
    if k == 0:
        s = "$ docker pull %s\nDigest: sha256:%s\nStatus: Downloaded newer image" % (pick(["ghcr.io/acme/api:1.8.2", "postgres:16.4", "node:20-alpine"]), hexs(64))
    elif k == 1:
        s = "$ sha256sum dist/*\n%s  dist/app-%d.%d.%d-linux-amd64.tar.gz\n%s  dist/app-%d.%d.%d-darwin-arm64.tar.gz" % (hexs(64), 1, R.randint(0, 9), R.randint(0, 9), hexs(64), 1, R.randint(0, 9), R.randint(0, 9))
    elif k == 2:
        s = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (("lodash",) + (4, 17, 21) + ("lodash", "lodash") + (4, 17, 21) + (b64(64),))
    elif k == 3:
        s = "github.com/%s v%d.%d.%d h1:%s\ngithub.com/%s v%d.%d.%d/go.mod h1:%s" % (("jackc/pgx/v5", 5, R.randint(0, 7), R.randint(0, 5), b64(32)) * 2)
    elif k == 4:
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
    elif k == 5:
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(48)
    else:
        s = "md5: %s\nsha1: %s\nETag: \"%s-%d\"" % (hexs(32), hexs(40), hexs(32), R.randint(2, 40))
    mc = T(lang, ["Build reproducibility check; I didn't know which artifact was deployed, so I compared digests:\n" + s, "Checksum mismatch during install:\n" + s],
           ["빌드 재현성 확인. 어떤 아티팩트가 배포됐는지 몰라서 digest를 비교함:\n" + s, "설치 중 checksum 불일치:\n" + s])
    return ck("clean: hashes and digests", lang, mc, T(lang, ["Pin images by digest, not by tag.", "The lockfile was regenerated on a different registry mirror.", ""], ["이미지는 tag가 아니라 digest로 고정할 것.", "lockfile이 다른 레지스트리 미러에서 다시 생성됐었음.", ""]), "")


def c_commits(lang):
    lines = "\n".join("%s %s" % (hexs(7), pick(["fix(api): handle empty cart", "chore: bump deps", "feat: add 카카오 로그인", "refactor: split settlement job", "revert: \"feat: new pricing\"", "test: flaky timezone test", "docs: update runbook"])) for _ in range(R.randint(3, 6)))
    full = hexs(40)
    k = R.randrange(3)
    if k == 0:
        s = "$ git log --oneline -5\n" + lines
    elif k == 1:
        s = "$ git bisect good %s\nBisecting: %d revisions left to test after this (roughly %d steps)\n[%s] %s" % (hexs(40), R.randint(3, 60), R.randint(2, 6), full, pick(["perf: cache product list", "fix: rounding in VAT"]))
    else:
        s = "Reverted %s on main; the regression came in with %s (merge of PR #%d)." % (full, hexs(12), R.randint(100, 4000))
    mc = T(lang, ["I didn't know which commit introduced the regression:\n" + s], ["어느 커밋에서 회귀가 생겼는지 몰랐음:\n" + s])
    return ck("clean: commit SHAs", lang, mc, T(lang, ["Bisect with the integration test, not the unit tests; the unit tests never caught it.", ""], ["unit 테스트로는 못 잡았음. bisect는 통합 테스트로 해야 함.", ""]), "")


def c_uuids(lang):
    k = R.randrange(5)
    if k == 0:
        s = "metadata:\n  name: api-%s-%s\n  namespace: prod\n  uid: %s\n  resourceVersion: \"%s\"" % (rstr(ALNUML, 10), rstr(ALNUML, 5), uuid4(), digits(9))
    elif k == 1:
        s = "Subscription ID: %s\nTenant ID: %s\nResource group: rg-%s-prod" % (uuid4(), uuid4(), pick(["shop", "ledger"]))
    elif k == 2:
        s = "SELECT * FROM orders WHERE id IN ('%s', '%s', '%s');" % (uuid4(), uuid4(), uuid4())
    elif k == 3:
        s = "Idempotency-Key: %s\nX-Correlation-Id: %s" % (uuid4(), uuid4())
    else:
        s = "terraform import aws_s3_bucket.logs %s-logs\n# lineage: %s\n# serial: %d" % (pick(["acme", "shopkr"]), uuid4(), R.randint(10, 900))
    mc = T(lang, ["Needed to find the exact objects involved:\n" + s], ["관련 객체를 정확히 찾아야 했음:\n" + s])
    return ck("clean: UUIDs and resource ids", lang, mc, "", T(lang, ["Is there a dashboard that maps these ids to customers?", ""], ["이 id들을 고객과 매핑해 주는 대시보드가 있나요?", ""]))


def c_trace_ids(lang):
    tid = hexs(32)
    s = pick(["traceparent: 00-%s-%s-01\nx-request-id: %s" % (tid, hexs(16), uuid4()),
              "X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1" % (hexs(8), hexs(24), hexs(16)),
              "cf-ray: %s-ICN\nx-envoy-upstream-service-time: %d" % (hexs(16), R.randint(5, 900)),
              "Sentry event %s (issue %s-%s)" % (hexs(32), pick(["WEB", "API"]), rstr(ALNUMU, 3)),
              "dd.trace_id=%s dd.span_id=%s" % (digits(19), digits(19))])
    mc = T(lang, ["The user reported a 500 and sent the response headers:\n" + s, "IDs from the failed request:\n" + s], ["사용자가 500을 제보하며 응답 헤더를 보내 줌:\n" + s, "실패한 요청의 id들:\n" + s])
    return ck("clean: trace and request ids", lang, mc, T(lang, ["Search by trace id in Tempo, not by request id; the gateway rewrites the latter.", ""], ["request id는 게이트웨이가 바꾸므로 Tempo에서 trace id로 검색할 것.", ""]), "")


def c_public_keys(lang):
    k = R.randrange(7)
    if k == 0:
        s = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s" % (rstr(B64C, 43), pick(NAMES_KO_ROM), pick(["macbook", "desktop", "ci"]))
    elif k == 1:
        s = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s" % (rstr(B64C, 180), pick(["deploy@build-01", "backup@nas"]))
    elif k == 2:
        body = base64.b64encode(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")).decode()
        s = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64))[:400] + "\n...\n-----END PUBLIC KEY-----"
    elif k == 3:
        s = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (b64(32), R.randint(2, 250))
    elif k == 4:
        s = "creation_rules:\n  - path_regex: secrets/.*\\.enc\\.yaml$\n    age: age1%s" % rstr(BECH, 58)
    elif k == 5:
        s = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rstr(URLC, 43), rstr(URLC, 342))
    else:
        body = base64.b64encode(bytes.fromhex("308203") + rbytes(300)).decode()
        s = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64))[:330] + "\n...\n-----END CERTIFICATE-----"
    mc = T(lang, ["To grant access I needed the user's public key; they sent:\n" + s, "Public material only (safe to share):\n" + s],
           ["접근 권한을 주려고 사용자 공개키가 필요했음. 보내 준 내용:\n" + s, "공개 정보만 있음 (공유해도 됨):\n" + s])
    return ck("clean: public keys / certificates", lang, mc, T(lang, ["Only public halves go into git; private halves stay on the device.", ""], ["git에는 공개키만 올라감. 개인키는 기기에만 있음.", ""]), "")


def c_fingerprints(lang):
    s = pick(["ED25519 key fingerprint is SHA256:%s." % b64(32).rstrip("="),
              "SHA256 Fingerprint=%s" % ":".join(rstr(HEXU, 2) for _ in range(32)),
              "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>" % rstr(HEXU, 40),
              "%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (pick(["github.com", "gitlab.corp.kr", "10.0.0.5"]), rstr(B64C, 88)),
              "gpg: Signature made %s KST\ngpg:                using EDDSA key %s" % (ymd(), rstr(HEXU, 40))])
    mc = T(lang, ["SSH/TLS warned about a changed key and I didn't know the host was rebuilt:\n" + s, "Verifying the release signature:\n" + s],
           ["호스트가 재구축된 걸 몰라서 SSH/TLS가 키 변경 경고를 띄움:\n" + s, "릴리스 서명 검증:\n" + s])
    return ck("clean: fingerprints / known_hosts", lang, mc, T(lang, ["Verify fingerprints out of band before accepting.", ""], ["수락 전에 다른 채널로 fingerprint를 확인할 것.", ""]), "")


def c_key_ids(lang):
    s = pick(["kms_key_id = \"arn:aws:kms:%s:%s:key/%s\"" % (pick(AWS_REGIONS), digits(12), uuid4()),
              "JWT header: {\"alg\":\"RS256\",\"kid\":\"%s\"}" % rstr(URLC, 43),
              "App Store Connect key ID %s, issuer ID %s, team ID %s" % (rstr(ALNUMU, 10), uuid4(), rstr(ALNUMU, 10)),
              "CloudFront public key ID K%s in key group %s" % (rstr(ALNUMU, 13), uuid4()),
              "gpg key id %s (signing subkey %s)" % (rstr(HEXU, 16), rstr(HEXU, 16))])
    mc = T(lang, ["I confused the key ID with the key itself; the config only holds the ID:\n" + s], ["key ID와 key 자체를 헷갈렸음. 설정에는 ID만 있음:\n" + s])
    return ck("clean: key IDs", lang, mc, T(lang, ["IDs identify the key; the private material is fetched from KMS/Keychain at runtime."], ["ID는 키를 가리킬 뿐이고 실제 키는 런타임에 KMS/Keychain에서 가져옴."]), "")


def c_account_ids(lang):
    s = pick(["Role ARN: arn:aws:iam::%s:role/github-actions-deploy\nAccount: %s" % ((digits(12),) * 2),
              "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rstr(ALNUML, 32)),
              "TWILIO_ACCOUNT_SID=AC%s" % hexs(32),
              "Stripe connected account acct_%s, customer cus_%s, price price_%s" % (alnum(16), alnum(14), alnum(24)),
              "Slack channel C0%s in workspace T0%s" % (rstr(ALNUMU, 9), rstr(ALNUMU, 9)),
              "GA4 measurement ID G-%s, GTM container GTM-%s" % (rstr(ALNUMU, 10), rstr(ALNUMU, 7)),
              "AZURE_CLIENT_ID=%s\nAZURE_TENANT_ID=%s\n# secret comes from federated credentials (OIDC)" % (uuid4(), uuid4())])
    mc = T(lang, ["Identifiers I needed for the setup (none of these are secrets):\n" + s], ["셋업에 필요했던 식별자들 (비밀값 아님):\n" + s])
    return ck("clean: account / client IDs", lang, mc, "", T(lang, ["Which account is prod and which is sandbox?", ""], ["어느 계정이 운영이고 어느 쪽이 sandbox인가요?", ""]))


def c_b64_nonsecret(lang):
    k = R.randrange(5)
    if k == 0:
        hdr = b64u_json({"alg": "RS256", "typ": "JWT", "kid": rstr(URLC, 16)})
        s = "The header part %s decodes to the alg/kid only; the payload was not captured." % hdr
    elif k == 1:
        cfg = {"feature": pick(["newCheckout", "darkMode"]), "rollout": R.randint(1, 100), "regions": ["KR", "JP"]}
        s = "FLAGS_B64=%s  # base64 of %s" % (b64s(json.dumps(cfg, separators=(",", ":"))), json.dumps(cfg, separators=(",", ":")))
    elif k == 2:
        ca = base64.b64encode(b"-----BEGIN CERTIFICATE-----\nMIIC" + rstr(B64C, 120).encode()).decode()
        s = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s:6443\nusers:\n- name: oidc\n  user:\n    exec:\n      command: kubelogin" % (ca, ipv4_private())
    elif k == 3:
        s = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" % rstr(B64C, 80)
    else:
        s = "grpcurl output payload (base64 protobuf): CAES%s" % rstr(B64C, 60)
    mc = T(lang, ["Base64 blob in the ticket; I decoded it to check it contains nothing sensitive:\n" + s], ["티켓에 있던 base64 값. 민감한 내용이 없는지 디코딩해 봄:\n" + s])
    return ck("clean: base64 of non-secret data", lang, mc, "", "")


def c_versions(lang):
    s = pick(["image: ghcr.io/acme/api:v%d.%d.%d-rc.%d+build.%s" % (R.randint(1, 4), R.randint(0, 40), R.randint(0, 9), R.randint(1, 5), hexs(7)),
              "versionName \"%d.%d.%d\"\nversionCode %d" % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 30), R.randint(100, 99999)),
              "node v20.%d.%d, npm %d.%d.%d, pnpm 9.%d.%d" % (R.randint(0, 18), R.randint(0, 5), 10, R.randint(0, 9), R.randint(0, 4), R.randint(0, 12), R.randint(0, 4)),
              "Chrome/131.0.%d.%d Safari/537.36" % (R.randint(1000, 7000), R.randint(10, 200)),
              "kernel 6.8.0-%d-generic, containerd 1.7.%d, kubelet v1.%d.%d" % (R.randint(30, 60), R.randint(10, 25), R.randint(28, 31), R.randint(0, 9))])
    mc = T(lang, ["I didn't know the staging and prod versions differ:\n" + s], ["staging과 운영 버전이 다른 걸 몰랐음:\n" + s])
    return ck("clean: version strings / build ids", lang, mc, "", T(lang, ["Is there a single place that lists deployed versions?", ""], ["배포된 버전을 한곳에서 볼 수 있는 곳이 있나요?", ""]))


def c_long_ids(lang):
    s = pick(["arn:aws:ecs:%s:%s:task/%s-cluster/%s" % (pick(AWS_REGIONS), digits(12), pick(["prod", "batch"]), hexs(32)),
              "projects/%s/locations/asia-northeast3/repositories/%s/dockerImages/api@sha256:%s" % (pick(["acme-prod", "shopkr-data"]), pick(["docker", "apps"]), hexs(64)),
              "/subscriptions/%s/resourceGroups/rg-prod/providers/Microsoft.Web/sites/app-%s" % (uuid4(), rstr(ALNUML, 8)),
              "s3://%s/raw/dt=%s/part-00000-%s-c000.snappy.parquet" % (pick(["acme-lake", "shopkr-dw"]), ymd(), uuid4()),
              "arn:aws:cloudformation:%s:%s:stack/%s/%s" % (pick(AWS_REGIONS), digits(12), pick(["api-prod", "network"]), uuid4()),
              "/_next/static/%s/_buildManifest.js and chunks/%s.%s.js" % (rstr(URLC, 21), digits(3), hexs(16))])
    mc = T(lang, ["Long identifiers from the incident timeline:\n" + s], ["장애 타임라인에 있던 긴 식별자:\n" + s])
    return ck("clean: long resource identifiers", lang, mc, "", "")


def c_pw_policy(lang):
    n = R.randint(10, 16)
    if lang == "en":
        mc = pick(["Missing context: the password policy for the admin console. It is: at least %d characters, one digit, one symbol, no reuse of the last %d, rotation every %d days." % (n, R.randint(3, 10), pick([60, 90, 180])),
                   "I didn't know the signup form enforces zxcvbn score >= 3. Passwords like 'password123' or 'qwerty' are rejected client-side and server-side.",
                   "Security asked us to stop using 'Season+Year!' style passwords; the new rule is passphrases of %d+ characters checked against HIBP." % n])
        lesson = pick(["Validate the policy on the server; the client check can be bypassed.", "Password expiry is being removed per NIST 800-63B; only length and breach checks remain.", ""])
        ask = pick(["Does the policy apply to service accounts too?", ""])
    else:
        mc = pick(["몰랐던 점: 어드민 콘솔 비밀번호 정책. 최소 %d자, 숫자/특수문자 각 1개 이상, 최근 %d개 재사용 금지, %d일마다 변경." % (n, R.randint(3, 10), pick([60, 90, 180])),
                   "회원가입 폼이 zxcvbn 점수 3 이상을 요구하는 걸 몰랐음. 'password123'이나 'qwerty' 같은 건 클라이언트와 서버 둘 다에서 거절됨.",
                   "보안팀이 '계절+연도!' 스타일 비밀번호를 쓰지 말라고 함. 새 규칙은 %d자 이상 passphrase + HIBP 유출 여부 검사." % n])
        lesson = pick(["정책 검사는 서버에서 해야 함. 클라이언트 검사는 우회 가능.", "NIST 800-63B에 따라 주기적 변경은 없애고 길이/유출 검사만 남기기로 함.", ""])
        ask = pick(["서비스 계정에도 이 정책이 적용되나요?", ""])
    return ck("clean: password policy discussion", lang, mc, lesson, ask)


def c_port_flags(lang):
    s = pick(["docker run -d -p %d:%d --name api ghcr.io/acme/api:latest" % (R.choice([8080, 3000, 5000]), R.choice([8080, 3000, 80])),
              "ssh -p %d deploy@%s" % (R.choice([2222, 22022, 8022]), pick(["bastion.corp.kr", ipv4_private()])),
              "scp -P 2222 dump.sql.gz deploy@%s:/tmp/" % ipv4_private(),
              "$ mysql -h %s -P 3306 -u %s -p\nEnter password:" % (db_host(), pick(DB_USERS)),
              "$ psql -h %s -p 5433 -U %s -W %s\nPassword for user %s:" % ((db_host(),) + (pick(DB_USERS),) + (pick(DB_NAMES),) + (pick(DB_USERS),)),
              "kubectl port-forward svc/postgres 15432:5432 -n data",
              "redis-cli -h %s -p 6380 --tls PING" % ipv4_private(),
              "iperf3 -c %s -p 5201 -t 30" % ipv4_private()])
    mc = T(lang, ["The command the runbook uses (the -p/-P here is a port or an interactive prompt):\n" + s], ["런북에 있는 명령 (여기 -p/-P는 포트나 대화형 프롬프트임):\n" + s])
    return ck("clean: -p used for port / password prompt", lang, mc, T(lang, ["mysql -P is the port; -p with no value prompts for the password.", ""], ["mysql -P는 포트, 값 없는 -p는 비밀번호 프롬프트.", ""]), "")


def c_fake_fixtures(lang):
    s = pick(["AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # from the AWS docs, used by moto",
              "@pytest.fixture\ndef client():\n    return ApiClient(token=\"test-token-not-real\", base_url=\"http://localhost:8080\")",
              "const fakeStripeKey = 'sk_test_FAKE_FOR_UNIT_TESTS_ONLY';",
              "INSERT INTO users (email, password_hash) VALUES ('dummy@example.com', 'not-a-real-hash');",
              "it('rejects weak passwords', () => {\n  expect(isStrong('password')).toBe(false);\n  expect(isStrong('12345678')).toBe(false);\n});",
              "SLACK_BOT_TOKEN=xoxb-0000-0000-dummy  # tests stub the Slack client"])
    mc = T(lang, ["Test fixture from the repo (obviously fake values):\n" + s], ["레포의 테스트 fixture (명백히 가짜 값):\n" + s])
    return ck("clean: obviously fake test fixtures", lang, mc, T(lang, ["Secret scanners flag these; they are allow-listed in .gitleaks.toml.", ""], ["secret scanner가 이걸 잡아서 .gitleaks.toml에 allowlist 처리돼 있음.", ""]), "")


def c_encrypted(lang):
    k = R.randrange(3)
    if k == 0:
        s = "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s" % (b64(18), b64(32), b64(16), rstr(BECH, 58))
    elif k == 1:
        hx = hexs(64)
        s = "$ANSIBLE_VAULT;1.1;AES256\n%s\n%s\n%s" % (hexs(80), hexs(80), hx)
    else:
        s = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: AgB%s" % rstr(B64C, 300)
    mc = T(lang, ["I didn't know the secrets in the repo are encrypted at rest; they look like this:\n" + s], ["레포의 secret이 암호화돼 저장된다는 걸 몰랐음. 이렇게 생김:\n" + s])
    return ck("clean: encrypted values meant for git (sops / ansible-vault / sealed-secrets)", lang, mc, T(lang, ["Decryption needs the cluster/controller key, which the agent does not have."], ["복호화에는 클러스터/컨트롤러 키가 필요하고 에이전트는 갖고 있지 않음."]), "")


def c_masked(lang):
    s = pick(["ghp_****************************%s" % alnum(4), "AKIA************%s" % rstr(B32, 4), "sk_live_...%s" % alnum(4), "xoxb-***-***-%s" % alnum(3)])
    mc = T(lang, ["The settings page shows only the masked key: %s. I didn't know which of the two active keys this is." % s], ["설정 화면에는 마스킹된 키만 보임: %s. 활성 키 두 개 중 어느 것인지 몰랐음." % s])
    return ck("clean: masked key (last 4 chars only)", lang, mc, "", T(lang, ["Which key ends with those characters, the CI one or the old laptop one?"], ["끝자리가 이 값인 키가 CI용인가요, 예전 노트북용인가요?"]))


def c_gha_secrets(lang):
    s = pick(["      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-deploy\n          aws-region: ap-northeast-2" % digits(12),
              "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
              "      - name: Login to registry\n        uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}",
              "deploy:\n  script:\n    - echo \"$KUBE_CONFIG_B64\" | base64 -d > kubeconfig\n  variables:\n    KUBECONFIG: kubeconfig\n  # KUBE_CONFIG_B64 is a masked, protected CI/CD variable"])
    mc = T(lang, ["I didn't know the workflow gets credentials from repository secrets / OIDC:\n" + s], ["워크플로가 repository secret/OIDC로 인증정보를 받는 줄 몰랐음:\n" + s])
    return ck("clean: CI secret references (${{ secrets.X }} / OIDC)", lang, mc, T(lang, ["Forked PRs do not get these secrets, which is why the job failed on the external PR.", ""], ["fork PR에는 secret이 전달되지 않아서 외부 PR에서 작업이 실패했음.", ""]), "")


def c_tf_sensitive(lang):
    s = pick(['resource "random_password" "db" {\n  length  = 32\n  special = true\n}\n\noutput "db_password" {\n  value     = random_password.db.result\n  sensitive = true\n}',
              "Outputs:\n\ndb_endpoint = \"%s\"\ndb_password = <sensitive>" % db_host(),
              'variable "db_password" {\n  type      = string\n  sensitive = true\n}'])
    mc = T(lang, ["terraform output hid the value and I didn't know how to read it:\n" + s], ["terraform output이 값을 숨겨서 어떻게 읽는지 몰랐음:\n" + s])
    return ck("clean: terraform sensitive values", lang, mc, T(lang, ["`terraform output -raw db_password` prints it, but the app should read it from Secrets Manager instead."], ["`terraform output -raw db_password`로 볼 수는 있지만 앱은 Secrets Manager에서 읽어야 함."]), "")


def c_helm_existing(lang):
    s = "postgresql:\n  auth:\n    existingSecret: %s\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\nredis:\n  auth:\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password" % pick(["pg-credentials", "db-secret"])
    mc = T(lang, ["The chart did not create the DB password; I didn't know it expects pre-created secrets:\n" + s], ["차트가 DB 비밀번호를 만들지 않았음. 미리 만든 secret을 기대하는 줄 몰랐음:\n" + s])
    return ck("clean: helm existingSecret references", lang, mc, "", T(lang, ["Who creates these secrets in a new namespace?"], ["새 namespace에서는 이 secret을 누가 만드나요?"]))


def c_pgp_sig(lang):
    body = base64.b64encode(bytes.fromhex("8875") + rbytes(110)).decode()
    s = "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n=%s\n-----END PGP SIGNATURE-----" % rstr(B64C, 4)
    if chance(0.4):
        s = "cosign signature: MEUCIQ%s" % rstr(B64C, 90)
    mc = T(lang, ["Signature verification of the release tarball failed; the detached signature is:\n" + s], ["릴리스 tarball 서명 검증이 실패함. detached signature:\n" + s])
    return ck("clean: PGP / cosign signature (public)", lang, mc, T(lang, ["The signature was made with the old subkey; import the new public key first."], ["서명이 예전 subkey로 되어 있었음. 새 공개키를 먼저 import 해야 함."]), "")


def c_error_msgs(lang):
    s = pick(["ORA-01017: invalid username/password; logon denied",
              "psql: error: connection to server at \"%s\" (%s), port 5432 failed: FATAL:  password authentication failed for user \"%s\"" % (db_host(), ipv4_private(), pick(DB_USERS)),
              "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
              "An error occurred (UnrecognizedClientException) when calling the ListTables operation: The security token included in the request is invalid.",
              "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/acme/api.git/'",
              "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized: incorrect username or password"])
    mc = T(lang, ["Auth error I hit; I didn't know which credential the tool was picking up:\n" + s], ["발생한 인증 오류. 도구가 어떤 credential을 집어 가는지 몰랐음:\n" + s])
    return ck("clean: auth error messages without values", lang, mc, T(lang, ["The tool read a stale credential from the OS keychain.", "An old env var from the shell profile took precedence.", ""], ["도구가 OS keychain의 오래된 credential을 읽고 있었음.", "쉘 프로필의 예전 환경 변수가 우선 적용됐었음.", ""]), "")


def c_lfs_lock(lang):
    s = pick(["version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), R.randint(10000, 90000000)),
              "[[package]]\nname = \"serde\"\nversion = \"1.0.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (R.randint(150, 215), hexs(64)),
              "\"@babel/core@^7.24.0\":\n  version \"7.26.%d\"\n  resolved \"https://registry.yarnpkg.com/@babel/core/-/core-7.26.0.tgz#%s\"\n  integrity sha512-%s" % (R.randint(0, 9), hexs(40), b64(64))])
    mc = T(lang, ["The model file in the repo was only an LFS pointer / lockfile entry, which I didn't realize:\n" + s], ["레포의 파일이 LFS 포인터/lockfile 항목일 뿐이라는 걸 몰랐음:\n" + s])
    return ck("clean: LFS pointer / lockfile checksums", lang, mc, T(lang, ["Run `git lfs pull` after clone in CI.", ""], ["CI에서 clone 후 `git lfs pull`을 돌려야 함.", ""]), "")


def c_crypto_public(lang):
    s = "contract: 0x%s\ndeployer: 0x%s\ntx: 0x%s" % (hexs(40), hexs(40), hexs(64))
    mc = T(lang, ["I didn't know which contract the frontend talks to on Sepolia:\n" + s], ["프론트가 Sepolia에서 어느 컨트랙트를 호출하는지 몰랐음:\n" + s])
    return ck("clean: public blockchain addresses / tx hash", lang, mc, "", "")


def c_rotated(lang):
    v = pick(["Stripe", "OpenAI", "Slack bot", "AWS", "Toss Payments", "Kakao admin", "SendGrid", "GitHub"])
    mc = T(lang, ["The %s key was rotated on %s after it showed up in a screenshot. The new one is only in %s; nothing was pasted anywhere." % (v, ymd(), pick(STORE["en"])),
                  "I didn't know the %s credentials had been rotated; old deployments kept failing until they were restarted." % v],
           ["%s 키가 스크린샷에 노출돼서 %s에 rotate 됨. 새 키는 %s에만 있고 어디에도 붙여 넣지 않았음." % (v, ymd(), pick(STORE["ko"])),
            "%s 키가 rotate 된 걸 몰랐음. 재시작하기 전까지 예전 배포들이 계속 실패했음." % v])
    return ck("clean: rotation discussion without values", lang, mc, T(lang, ["After rotation, restart every consumer; cached clients keep the old key."], ["rotate 후에는 모든 consumer를 재시작할 것. 캐시된 클라이언트가 옛 키를 들고 있음."]),
              T(lang, ["Is there a checklist for key rotation?", ""], ["키 rotate 체크리스트가 있나요?", ""]))


def c_pkce(lang):
    s = "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fshop.kr%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256" % (digits(12), rstr(ALNUML, 32), rstr(URLC, 22), b64url(32))
    mc = T(lang, ["Login redirect loop; the authorize URL the browser hit:\n" + s], ["로그인 redirect가 무한 반복됨. 브라우저가 호출한 authorize URL:\n" + s])
    return ck("clean: OAuth authorize URL (client_id, state, PKCE challenge)", lang, mc, T(lang, ["The redirect_uri registered in the console had a trailing slash."], ["콘솔에 등록된 redirect_uri에 끝 슬래시가 붙어 있었음."]), "")


def c_kube_describe(lang):
    s = "$ kubectl describe secret %s -n %s\nName:         %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\napi-key:   %d bytes" % ((pick(["db-credentials", "app-secrets"]),) + (pick(["prod", "staging"]),) + (pick(["db-credentials", "app-secrets"]),) + (R.randint(12, 40), R.randint(3, 12), R.randint(32, 64)))
    mc = T(lang, ["I needed to know whether the secret exists at all:\n" + s], ["secret이 존재하는지부터 확인해야 했음:\n" + s])
    return ck("clean: kubectl describe secret (sizes only)", lang, mc, "", "")


def c_secret_metadata(lang):
    s = pick(['$ aws secretsmanager describe-secret --secret-id prod/db\n{\n    "ARN": "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/db-%s",\n    "Name": "prod/db",\n    "RotationEnabled": true,\n    "VersionIdsToStages": {\n        "%s": ["AWSCURRENT"],\n        "%s": ["AWSPREVIOUS"]\n    }\n}' % (digits(12), rstr(ALNUM, 6), uuid4(), uuid4()),
              "$ vault kv metadata get secret/app/prod\n======== Metadata ========\ncreated_time       %s\ncurrent_version    %d\nmax_versions       0\nupdated_time       %s" % (ts_iso(), R.randint(2, 30), ts_iso())])
    mc = T(lang, ["I didn't know rotation is automatic; metadata shows:\n" + s], ["rotation이 자동인 줄 몰랐음. 메타데이터:\n" + s])
    return ck("clean: secret metadata (no values)", lang, mc, "", "")


def c_token_talk(lang):
    mc = T(lang, ["I didn't know how to tell token types apart. GitHub classic PATs start with ghp_, fine-grained ones with github_pat_, Slack bot tokens with xoxb-, and Stripe live secret keys with sk_live_; none were in this repo.",
                  "The scanner alert was about the pattern 'AKIA' followed by 16 characters; the match turned out to be a test regex, not a key."],
           ["토큰 종류를 구분하는 법을 몰랐음. GitHub classic PAT는 ghp_, fine-grained는 github_pat_, Slack bot 토큰은 xoxb-, Stripe live secret key는 sk_live_로 시작함. 이 레포에는 하나도 없었음.",
            "스캐너 경고는 'AKIA' 뒤 16자 패턴에 대한 것이었는데, 매치된 건 키가 아니라 테스트용 정규식이었음."])
    return ck("clean: discussion of token prefixes", lang, mc, "", "")


def c_empty_pw(lang):
    s = pick(["DB_PASSWORD=\nREDIS_PASSWORD=", '{"username": "app", "password": null}', "password: \"\"   # local docker, trust auth", "spring.datasource.password="])
    mc = T(lang, ["Local dev config (passwords intentionally empty; the local DB uses trust auth):\n" + s], ["로컬 개발 설정 (비밀번호는 의도적으로 비어 있음, 로컬 DB는 trust 인증):\n" + s])
    return ck("clean: empty password fields", lang, mc, "", "")


def c_url_nopw(lang):
    s = pick(["DATABASE_URL=postgres://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=/etc/ssl/rds.pem" % (pick(DB_USERS), db_host(), pick(DB_NAMES)),
              "REDIS_URL=redis://localhost:6379/0", "mongodb://%s:27017/?replicaSet=rs0&authMechanism=MONGODB-AWS" % db_host(),
              "amqp://%s:5672/%%2F" % pick(["rabbitmq", "mq.internal"])])
    mc = T(lang, ["Connection URL (auth is IAM/cert based, no password in it):\n" + s], ["connection URL (IAM/인증서 기반이라 비밀번호 없음):\n" + s])
    return ck("clean: connection URL without password", lang, mc, T(lang, ["IAM auth tokens are generated per connection by the driver.", ""], ["IAM 인증 토큰은 드라이버가 연결할 때마다 생성함.", ""]), "")


def c_docker_secrets(lang):
    s = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt   # gitignored"
    mc = T(lang, ["I didn't know compose reads the password from a file:\n" + s], ["compose가 비밀번호를 파일에서 읽는 줄 몰랐음:\n" + s])
    return ck("clean: docker secrets *_FILE", lang, mc, "", T(lang, ["Where do I get secrets/db_password.txt for local dev?"], ["로컬 개발용 secrets/db_password.txt는 어디서 받나요?"]))


def c_random_nonsecret(lang):
    s = pick(["$ docker ps\nCONTAINER ID   IMAGE   STATUS\n%s   api     Up 3 hours" % hexs(12),
              "pod/api-%s-%s   0/1   CrashLoopBackOff   %d" % (rstr(ALNUML, 10), rstr(ALNUML, 5), R.randint(3, 40)),
              "Order %s (ULID) created, short link https://s.shop.kr/%s" % (rstr("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), rstr(ALNUM, 7)),
              "Content-Security-Policy: script-src 'self' 'sha256-%s'" % b64(32),
              "assets/main.%s.js, assets/vendor.%s.css" % (hexs(8), hexs(8)),
              "Discord user %s, message %s" % (digits(18), digits(19)),
              "ETag: W/\"%s\"" % hexs(40)])
    mc = T(lang, ["Random-looking values from the debug session (all identifiers):\n" + s], ["디버깅 중 나온 랜덤해 보이는 값들 (전부 식별자):\n" + s])
    return ck("clean: random-looking non-secret identifiers", lang, mc, "", "")


def c_publishable(lang):
    k = variant("c_publishable", 15)
    if k == 0:
        v, s = "Stripe", "const stripe = await loadStripe('%s');" % ("pk_" + pick(["live", "test"]) + "_51" + alnum(97))
    elif k == 1:
        proj = pick(["shop-kr", "acme-web", "hanbit-app"]) + "-" + digits(5)
        sid = digits(12)
        v, s = "Firebase", 'const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (google_api_key(), proj, proj, proj, sid, sid, hexs(22))
    elif k == 2:
        v, s = "Mapbox", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u_json({"u": pick(["acme-maps", "krdelivery"]), "a": rstr(ALNUML, 25)}), rstr(URLC, 22))
    elif k == 3:
        v, s = "Sentry", "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.%ssentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (hexs(32), digits(6), pick(["", "us.", "de."]), digits(7))
    elif k == 4:
        v, s = "Algolia", "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rstr(ALNUMU, 10), hexs(32))
    elif k == 5:
        v, s = "Toss Payments", "const tossPayments = TossPayments(\"%s\");  // 클라이언트 키" % (pick(["test_ck_", "live_ck_"]) + alnum(20))
    elif k == 6:
        v, s = "Kakao", "Kakao.init('%s');  // JavaScript 키\nKakao.isInitialized();" % hexs(32)
    elif k == 7:
        v, s = "PostHog", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % alnum(43)
    elif k == 8:
        v, s = "Google reCAPTCHA", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rstr(URLC, 38)
    elif k == 9:
        v, s = "Cloudflare Turnstile", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rstr(URLC, 14)
    elif k == 10:
        v, s = "Datadog RUM", "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: 'web',\n});" % (uuid4(), hexs(32))
    elif k == 11:
        v, s = "LaunchDarkly", "const client = LDClient.initialize('%s', context);  // client-side ID" % hexs(24)
    elif k == 12:
        v, s = "Clerk", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s("clerk.%s$" % pick(["shop.kr", "acme.io", "hanbit.dev"])).rstrip("=")
    elif k == 13:
        tok, _ref = supa_jwt("anon")
        v, s = "Supabase", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (_ref, tok)
    else:
        v, s = "Google Maps", '<script async src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap"></script>' % google_api_key()
    mc = T(lang, ["The frontend bundle contains this %s key and I wasn't sure whether it is secret:\n%s" % (v, s),
                  "Browser config for %s (shipped to every visitor):\n%s" % (v, s)],
           ["프론트 번들에 이 %s 키가 들어 있는데 비밀값인지 헷갈렸음:\n%s" % (v, s),
            "%s 브라우저 설정 (모든 방문자에게 전달됨):\n%s" % (v, s)])
    lesson = T(lang, ["%s documents this key as public/client-side; protection comes from domain restrictions and server-side rules." % v,
                      "This is the publishable key; the secret counterpart lives only on the server."],
               ["%s 문서상 이 키는 공개/클라이언트용임. 보호는 도메인 제한과 서버 측 규칙으로 함." % v,
                "이건 공개용(publishable) 키이고 짝이 되는 secret 키는 서버에만 있음."])
    ask = T(lang, ["Are domain/referrer restrictions configured for this key?", ""], ["이 키에 도메인/referrer 제한이 걸려 있나요?", ""])
    return ck("clean: publishable client-side key [%s] [publishable]" % v, lang, mc, lesson, ask)


# --- plain clean notes (nothing risky) ---------------------------------------
def p_build(lang):
    tool = pick(["pnpm", "gradle", "cargo", "go build", "mvn", "poetry", "xcodebuild", "flutter build apk"])
    err = pick(["out of memory in the type checker", "a transitive dependency pinned to an old major", "a stale cache in CI", "a missing native toolchain on the runner", "an ARM/x86 image mismatch"])
    ko_err = pick(["타입 체커 메모리 부족", "오래된 메이저 버전에 고정된 transitive 의존성", "CI의 오래된 캐시", "러너에 네이티브 툴체인 없음", "ARM/x86 이미지 불일치"])
    mc = T(lang, ["`%s` failed only in CI; locally it passed. Nobody mentioned %s was the known cause." % (tool, err), "Build broke after the base image update; the cause was %s." % err],
           ["`%s`가 CI에서만 실패하고 로컬에서는 통과함. 원인이 %s라는 걸 아무도 말해 주지 않았음." % (tool, ko_err), "베이스 이미지 업데이트 후 빌드가 깨짐. 원인은 %s." % ko_err])
    lesson = T(lang, ["Clear the CI cache key when the lockfile changes.", "Pin the runner image; 'latest' moved under us.", "Set NODE_OPTIONS=--max-old-space-size=4096 for the typecheck step."],
               ["lockfile이 바뀌면 CI 캐시 키를 초기화할 것.", "러너 이미지를 고정할 것. latest가 바뀌어 있었음.", "타입체크 단계에 NODE_OPTIONS=--max-old-space-size=4096 설정."])
    ask = T(lang, ["Is there a known-issues page for CI?", "Which runner image is the team standard?", ""], ["CI known issue 페이지가 있나요?", "팀 표준 러너 이미지가 뭔가요?", ""])
    return ck("plain: build failure", lang, mc, lesson, ask)


def p_migration(lang):
    n = R.randint(40, 400)
    mc = T(lang, ["Migration %04d adds a NOT NULL column to a table with %dM rows; I didn't know it locks the table on MySQL 5.7." % (R.randint(1, 999), R.randint(2, 90)),
                  "Two migrations had the same timestamp prefix and ran in different orders on staging and prod."],
           ["%04d 마이그레이션이 %d만 행짜리 테이블에 NOT NULL 컬럼을 추가함. MySQL 5.7에서 테이블 락이 걸리는 걸 몰랐음." % (R.randint(1, 999), R.randint(2, 90) * 100),
            "마이그레이션 두 개의 타임스탬프 prefix가 같아서 staging과 운영에서 실행 순서가 달랐음."])
    lesson = T(lang, ["Use gh-ost / pt-online-schema-change for large tables.", "Add the column nullable, backfill in batches of %d, then add the constraint." % (n * 10)],
               ["큰 테이블은 gh-ost나 pt-online-schema-change를 쓸 것.", "nullable로 추가 → %d건씩 backfill → 제약 추가 순서로 할 것." % (n * 10)])
    return ck("plain: DB migration", lang, mc, lesson, T(lang, ["When is the maintenance window?", ""], ["점검 시간대가 언제인가요?", ""]))


def p_ui(lang):
    mc = T(lang, ["The checkout button overlapped the footer on iPhone SE; I didn't know the design system has a safe-area helper.",
                  "Dark mode colors came from two different token files; the old one still wins in Safari."],
           ["iPhone SE에서 결제 버튼이 footer와 겹침. 디자인 시스템에 safe-area helper가 있는 줄 몰랐음.", "다크 모드 색상이 토큰 파일 두 곳에서 옴. Safari에서는 예전 파일이 우선 적용됨."])
    lesson = T(lang, ["Use env(safe-area-inset-bottom) via the Layout component.", "Delete legacy-tokens.css once the migration is done."], ["Layout 컴포넌트의 env(safe-area-inset-bottom)을 쓸 것.", "마이그레이션 끝나면 legacy-tokens.css 삭제."])
    return ck("plain: UI layout", lang, mc, lesson, "")


def p_i18n(lang):
    mc = T(lang, ["Korean strings were cut off because the label width was computed for English.", "The CSV export opened as mojibake in Excel; I didn't know the ops team uses Excel on Windows."],
           ["라벨 폭을 영어 기준으로 계산해서 한국어 문자열이 잘렸음.", "CSV export가 Excel에서 깨져 보임. 운영팀이 Windows Excel을 쓰는 줄 몰랐음."])
    lesson = T(lang, ["Write CSV with a UTF-8 BOM (utf-8-sig) for Excel users.", "Never hardcode widths for translated labels."], ["Excel 사용자를 위해 CSV는 UTF-8 BOM(utf-8-sig)으로 저장할 것.", "번역되는 라벨에는 폭을 하드코딩하지 말 것."])
    return ck("plain: i18n / encoding", lang, mc, lesson, T(lang, ["Is EUC-KR still required by any partner?", ""], ["아직 EUC-KR을 요구하는 파트너가 있나요?", ""]))


def p_perf(lang):
    ms = R.randint(300, 4000)
    mc = T(lang, ["The product list endpoint takes %d ms at p95; I didn't know it does an N+1 over categories." % ms, "Memory grows %d MB per hour in the worker; the image cache has no max size." % R.randint(20, 300)],
           ["상품 목록 API p95가 %d ms. 카테고리에 대해 N+1 쿼리를 하는 줄 몰랐음." % ms, "워커 메모리가 시간당 %d MB씩 증가함. 이미지 캐시에 최대 크기가 없음." % R.randint(20, 300)])
    lesson = T(lang, ["Use select_related / a single JOIN; p95 dropped to %d ms." % (ms // R.randint(4, 10)), "Bound the LRU cache and expose its size as a metric."],
               ["select_related나 JOIN 한 번으로 바꾸니 p95가 %d ms로 떨어짐." % (ms // R.randint(4, 10)), "LRU 캐시에 상한을 두고 크기를 메트릭으로 노출할 것."])
    return ck("plain: performance", lang, mc, lesson, "")


def p_flaky(lang):
    mc = T(lang, ["test_settlement_cutoff fails around midnight UTC because it uses datetime.now() without a timezone.", "E2E tests are flaky because they share one seeded user across parallel workers."],
           ["test_settlement_cutoff가 UTC 자정 근처에서 실패함. timezone 없이 datetime.now()를 씀.", "병렬 워커들이 시드된 사용자 하나를 공유해서 E2E 테스트가 flaky 함."])
    lesson = T(lang, ["Freeze time in tests and always use Asia/Seoul explicitly for business dates.", "Create a user per worker in the fixture."], ["테스트에서 시간을 고정하고 업무 날짜는 항상 Asia/Seoul을 명시할 것.", "fixture에서 워커별로 사용자를 만들 것."])
    return ck("plain: flaky tests / timezones", lang, mc, lesson, "")


def p_deps(lang):
    lib = pick(["React 19", "Spring Boot 3.4", "Django 5.1", "Next.js 15", "Pydantic v2", "SQLAlchemy 2.0", "Kotlin 2.1", "Go 1.23"])
    mc = T(lang, ["Upgrading to %s broke the build; I didn't know we patch one of its internals in src/vendor." % lib], ["%s\x00로 올리니 빌드가 깨짐. src/vendor에서 내부 코드를 패치하고 있는 줄 몰랐음." % lib])
    lesson = T(lang, ["Check src/vendor and patches/ before any major upgrade."], ["메이저 업그레이드 전에 src/vendor와 patches/ 를 먼저 확인할 것."])
    return ck("plain: dependency upgrade", lang, mc, lesson, T(lang, ["Who owns the vendored patches?", ""], ["vendor 패치 담당자가 누구인가요?", ""]))


def p_api(lang):
    mc = T(lang, ["The partner API paginates with a cursor that expires after %d minutes; the nightly sync ran longer and restarted from page 1." % R.randint(5, 30),
                  "I didn't know the orders API returns amounts in minor units (won has none, yen has none, dollars have cents)."],
           ["파트너 API cursor가 %d분 후 만료됨. 야간 동기화가 더 오래 걸려서 1페이지부터 다시 시작했음." % R.randint(5, 30),
            "주문 API가 금액을 최소 단위로 준다는 걸 몰랐음 (원/엔은 소수점 없음, 달러는 센트)."])
    lesson = T(lang, ["Checkpoint the cursor and resume; re-request a cursor if it expired.", "Use the currency's exponent table, never assume 2 decimals."], ["cursor를 체크포인트로 저장하고 만료 시 다시 발급받을 것.", "통화별 소수 자릿수 표를 쓰고 2자리라고 가정하지 말 것."])
    return ck("plain: API pagination / money units", lang, mc, lesson, "")


def p_process(lang):
    mc = T(lang, ["I didn't know PRs touching billing need a second reviewer from the payments team.", "Release branches are cut every %s; my fix missed the cut." % pick(["Tuesday", "other Thursday", "Monday 10:00 KST"]),
                  "Branch names must follow type/TICKET-123-short-desc or the CI skips the preview deploy."],
           ["결제 관련 PR은 결제팀 리뷰어가 한 명 더 필요한 걸 몰랐음.", "릴리스 브랜치는 %s에 따는데 수정이 그 시점을 놓침." % pick(["매주 화요일", "격주 목요일", "월요일 오전 10시"]),
            "브랜치 이름이 type/TICKET-123-설명 형식이 아니면 CI가 preview 배포를 건너뜀."])
    lesson = T(lang, ["Check CODEOWNERS before opening the PR.", "Ask for a hotfix label if it must go out before the next cut.", ""], ["PR 열기 전에 CODEOWNERS를 확인할 것.", "다음 컷 전에 나가야 하면 hotfix 라벨을 요청할 것.", ""])
    return ck("plain: team process", lang, mc, lesson, T(lang, ["Where is the release calendar?", ""], ["릴리스 캘린더는 어디 있나요?", ""]))


def p_logging(lang):
    mc = T(lang, ["Logs from the Go service are plain text while everything else is JSON, so the Loki queries missed them.", "I didn't know the log level is controlled per package via LOG_LEVELS=\"db=warn,http=info\"."],
           ["Go 서비스 로그만 plain text이고 나머지는 JSON이라 Loki 쿼리에 안 잡혔음.", "로그 레벨이 LOG_LEVELS=\"db=warn,http=info\" 처럼 패키지별로 조절되는 걸 몰랐음."])
    return ck("plain: logging format", lang, mc, T(lang, ["Use slog's JSON handler in the Go service.", ""], ["Go 서비스에서 slog JSON handler를 쓸 것.", ""]), "")


def p_cron(lang):
    mc = T(lang, ["The settlement batch is scheduled '0 2 * * *' but the server runs in UTC, so it ran at 11:00 KST.", "Two replicas both ran the cron job; I didn't know there is no leader election."],
           ["정산 배치가 '0 2 * * *'로 잡혀 있는데 서버가 UTC라 한국 시간 11시에 돌았음.", "replica 두 개가 둘 다 cron 작업을 실행함. leader election이 없는 줄 몰랐음."])
    lesson = T(lang, ["Set CRON_TZ=Asia/Seoul or convert explicitly.", "Use a k8s CronJob with concurrencyPolicy: Forbid instead of in-process cron."], ["CRON_TZ=Asia/Seoul을 설정하거나 명시적으로 변환할 것.", "프로세스 내부 cron 대신 concurrencyPolicy: Forbid인 k8s CronJob을 쓸 것."])
    return ck("plain: cron / scheduling", lang, mc, lesson, "")


def p_index(lang):
    col = pick(["created_at", "user_id, status", "merchant_id", "order_no"])
    mc = T(lang, ["Query on orders(%s) did a full scan; I didn't know the index was dropped in the partitioning change." % col], ["orders(%s) 조회가 full scan 이었음. 파티셔닝 변경 때 인덱스가 빠진 걸 몰랐음." % col])
    return ck("plain: database index", lang, mc, T(lang, ["Check EXPLAIN on every partition after schema changes."], ["스키마 변경 후에는 파티션마다 EXPLAIN 확인할 것."]), "")


def p_docker(lang):
    mc = T(lang, ["Every build reinstalled all dependencies because COPY . . came before the install step.", "The image grew to %d GB; build tools were left in the final stage." % R.randint(1, 6)],
           ["COPY . . 가 설치 단계보다 앞에 있어서 빌드마다 의존성을 전부 다시 설치함.", "이미지가 %d GB까지 커짐. 빌드 도구가 최종 스테이지에 남아 있었음." % R.randint(1, 6)])
    return ck("plain: Docker build", lang, mc, T(lang, ["Copy lockfiles first, install, then copy the source; use multi-stage builds."], ["lockfile 먼저 복사 → 설치 → 소스 복사 순서, 멀티 스테이지 빌드 사용."]), "")


def p_mobile(lang):
    mc = T(lang, ["The Android release crashed on API 26 devices because of a desugaring setting I didn't know about.", "iOS push stopped in TestFlight; the app was built with the development aps-environment entitlement."],
           ["desugaring 설정 때문에 API 26 기기에서 Android 릴리스가 크래시 남. 이 설정을 몰랐음.", "TestFlight에서 iOS 푸시가 안 옴. development aps-environment entitlement로 빌드돼 있었음."])
    return ck("plain: mobile release", lang, mc, T(lang, ["Keep a device matrix with the oldest supported OS in the release checklist."], ["릴리스 체크리스트에 최소 지원 OS 기기를 포함할 것."]), "")


def p_feature_flag(lang):
    flag = pick(["new_checkout", "kakao_login_v2", "search_rerank", "bulk_refund"])
    mc = T(lang, ["The %s flag is on for staging but off for prod, which is why I couldn't reproduce the bug there." % flag], ["%s 플래그가 staging은 켜져 있고 운영은 꺼져 있어서 재현이 안 됐음." % flag])
    return ck("plain: feature flags", lang, mc, "", T(lang, ["Who can flip %s in prod?" % flag], ["운영에서 %s\x00를 누가 켤 수 있나요?" % flag]))


def p_data(lang):
    mc = T(lang, ["The dbt model double-counted refunds because the source table has one row per partial refund.", "Airflow backfill for %s only covered half the partitions; max_active_runs was 1." % ymd()],
           ["부분 환불마다 행이 하나씩 있어서 dbt 모델이 환불을 중복 집계함.", "%s Airflow backfill이 파티션 절반만 처리함. max_active_runs가 1이었음." % ymd()])
    return ck("plain: data pipeline", lang, mc, T(lang, ["Add a uniqueness test on refund_id.", ""], ["refund_id에 unique 테스트 추가.", ""]), "")


def p_infra(lang):
    mc = T(lang, ["The HPA never scaled because the pods had no CPU requests set.", "DNS inside the cluster timed out under load; ndots:5 caused five lookups per request."],
           ["pod에 CPU request가 없어서 HPA가 스케일링을 안 했음.", "부하 시 클러스터 DNS가 타임아웃. ndots:5 때문에 요청마다 조회를 다섯 번 함."])
    return ck("plain: kubernetes ops", lang, mc, T(lang, ["Set requests on every container; use FQDNs with a trailing dot for hot paths."], ["모든 컨테이너에 requests 설정, 자주 호출하는 곳은 끝에 점을 붙인 FQDN 사용."]), "")


def p_search(lang):
    mc = T(lang, ["Korean search missed results for compound nouns; I didn't know the index uses the standard analyzer instead of nori.", "Synonyms were only applied at index time, so new synonyms needed a reindex."],
           ["복합명사 검색이 누락됨. 인덱스가 nori가 아니라 standard analyzer를 쓰는 줄 몰랐음.", "동의어가 색인 시점에만 적용돼서 새 동의어는 재색인이 필요했음."])
    return ck("plain: search / Korean analyzer", lang, mc, T(lang, ["Use nori_tokenizer with decompound_mode: mixed.", ""], ["nori_tokenizer에 decompound_mode: mixed 설정.", ""]), "")


def p_llm(lang):
    mc = T(lang, ["The summarizer truncated Korean input because the token budget was computed with an English tokenizer estimate.", "Eval scores dropped after the prompt change; nobody told me the eval set had been regenerated the same day."],
           ["요약기가 한국어 입력을 잘랐음. 토큰 예산을 영어 기준 토크나이저 추정치로 계산했음.", "프롬프트 변경 후 평가 점수가 떨어짐. 같은 날 평가셋이 재생성된 걸 아무도 말해 주지 않았음."])
    return ck("plain: LLM app", lang, mc, T(lang, ["Count tokens with the model's own tokenizer.", "Version the eval set alongside prompts."], ["모델 자체 토크나이저로 토큰을 셀 것.", "평가셋도 프롬프트와 함께 버전 관리할 것."]), "")


CLEAN_RISKY = [c_env_refs, c_placeholders, c_redacted, c_secret_refs, c_hashes, c_commits, c_uuids, c_trace_ids, c_public_keys,
               c_fingerprints, c_key_ids, c_account_ids, c_b64_nonsecret, c_versions, c_long_ids, c_pw_policy, c_port_flags,
               c_fake_fixtures, c_encrypted, c_masked, c_gha_secrets, c_tf_sensitive, c_helm_existing, c_pgp_sig, c_error_msgs,
               c_lfs_lock, c_crypto_public, c_rotated, c_pkce, c_kube_describe, c_secret_metadata, c_token_talk, c_empty_pw,
               c_url_nopw, c_docker_secrets, c_random_nonsecret]
CLEAN_PLAIN = [p_build, p_migration, p_ui, p_i18n, p_perf, p_flaky, p_deps, p_api, p_process, p_logging, p_cron, p_index,
               p_docker, p_mobile, p_feature_flag, p_data, p_infra, p_search, p_llm]


# ---------------------------------------------------------------------------
# 10. plan, assembly, checks, output
# ---------------------------------------------------------------------------
N_SECRET = 360
N_CLEAN = 360
KO_SHARE = 0.40

GENERIC = [  # (template, number of notes); templates with variants get at least one note per variant
    (g_mysql_p, 3), (g_pg_url, 3), (g_basic_header, 2), (g_curl_u, 2), (g_git_cred, 3), (g_docker_config, 2),
    (g_k8s_secret_data, 2), (g_pem, 8), (g_openssh, 2), (g_ppk, 1), (g_pgp, 2), (g_age, 1), (g_wireguard, 2),
    (g_totp, 3), (g_recovery, 5), (g_chat_pw, 5), (g_old_new_pw, 2), (g_ko_keyboard, 3), (g_hangul_pw, 2),
    (g_passphrase_pin, 6), (g_framework_secret, 11), (g_cookie, 8), (g_signed_url, 5), (g_webhook_secret, 5),
    (g_db_connstr, 6), (g_redis, 3), (g_ldap, 2), (g_network, 5), (g_ipmi, 1), (g_ansible, 2),
    (g_android_keystore, 2), (g_openssl, 2), (g_cli_flags, 12), (g_dotfiles, 4), (g_registry_cfg, 8),
    (g_vault_init, 1), (g_app_password, 4), (g_jupyter, 1), (g_initial_admin, 7), (g_conn_urls, 6),
    (g_query_key_log, 2), (g_http_bearer, 2), (g_stacktrace_conn, 2), (g_diff_pw, 2), (g_table_pw, 1),
    (g_split_halves, 2), (g_repeat_fields, 2), (g_wallet, 3), (g_filezilla, 1), (g_oauth_response, 4),
    (g_printenv, 2), (g_aws_cli_output, 2), (g_cloud_token_output, 2), (g_heroku_config, 1), (g_proxy_header, 1),
    (g_systemd, 1), (g_ci_setx, 2), (g_kubeconfig, 1), (g_tfvars, 1), (g_kafka_scram, 1), (g_gha_b64_leak, 1),
]
N_MULTI = 30
N_PUBLISHABLE = 30
N_PLAIN = 80

PLAIN_PREFIX = {"en": ["Working on {proj}. ", "{proj}: ", "Ticket in {proj}. ", "Context for {proj}: ", "Task: {proj}. "],
                "ko": ["{proj} 작업 중. ", "{proj}: ", "{proj} 티켓 처리 중. ", "{proj} 관련: ", "작업 대상: {proj}. "]}


FILL_ASK_SECRET = {
    "en": ["Is there a runbook for this?", "Who owns this system now?", "Where should credentials for this live?", "Is there a staging environment I can use instead?",
           "Can I get my own access instead of a shared account?", "Which of these values are still in use?", "Is this documented anywhere?"],
    "ko": ["이거 관련 런북이 있나요?", "이 시스템 지금 담당자가 누구인가요?", "이 인증정보는 원래 어디에 보관해야 하나요?", "대신 쓸 수 있는 staging 환경이 있나요?",
           "공용 계정 말고 개인 권한을 받을 수 있나요?", "이 값들 중 아직 쓰이는 게 어떤 건가요?", "이 내용 문서화된 곳이 있나요?"],
}
FILL_ASK_CLEAN = {
    "en": ["Is this documented anywhere?", "Who should review changes here?", "Is there a runbook for this?", "Which team owns this?", "Does staging behave the same way?"],
    "ko": ["이 내용 문서화된 곳이 있나요?", "여기 변경은 누가 리뷰해야 하나요?", "이거 관련 런북이 있나요?", "이건 어느 팀 담당인가요?", "staging도 똑같이 동작하나요?"],
}


def lang_pool(n):
    n_ko = round(n * KO_SHARE)
    pool = ["ko"] * n_ko + ["en"] * (n - n_ko)
    R.shuffle(pool)
    return pool


def plan_secret():
    jobs = []
    for fn, cnt in GENERIC:
        jobs += [("generic", fn)] * cnt
    n_single = N_SECRET - len(jobs) - N_MULTI
    order = list(range(len(VENDORS)))
    R.shuffle(order)
    # regional vendors always get their own note; global ones fill the rest
    regional = [i for i in order if VENDORS[i]["region"] != "global" or VENDORS[i]["usage_only"]]
    glob = [i for i in order if VENDORS[i]["region"] == "global" and not VENDORS[i]["usage_only"]]
    single = regional + glob[:n_single - len(regional)]
    rest = glob[n_single - len(regional):]
    assert len(single) == n_single, (len(single), n_single)
    jobs += [("vendor", VENDORS[i]) for i in single]
    # multi-vendor notes: cover every vendor not used above, plus random extras
    groups = [[] for _ in range(N_MULTI)]
    for j, i in enumerate(rest):
        groups[j % N_MULTI].append(i)
    for g in groups:
        while len(g) < 2 or (len(g) < 4 and chance(0.3)):
            i = R.randrange(len(VENDORS))
            if i not in g and not VENDORS[i]["usage_only"]:
                g.append(i)
        jobs.append(("multi", [VENDORS[i] for i in g]))
    assert len(jobs) == N_SECRET, len(jobs)
    return jobs


def plan_clean():
    jobs = [("publishable", c_publishable)] * N_PUBLISHABLE
    n_risky = N_CLEAN - N_PUBLISHABLE - N_PLAIN
    for j in range(n_risky):
        jobs.append(("risky", CLEAN_RISKY[j % len(CLEAN_RISKY)]))
    for j in range(N_PLAIN):
        jobs.append(("plain", CLEAN_PLAIN[j % len(CLEAN_PLAIN)]))
    return jobs


def run_job(job, lang, kind, retry=False):
    typ, obj = job
    if typ == "vendor":
        n = vendor_note(obj, lang)
    elif typ == "multi":
        n = multi_vendor_note(obj, lang)
    else:
        n = build(obj, lang, kind)
        if typ == "plain" or chance(0.5) or retry:
            pre = fmt(pick(PLAIN_PREFIX[lang]), proj=pick(PROJ[lang]))
            if len((pre + n["fields"]["missing_context"]).encode("utf-8")) <= LIMITS["missing_context"]:
                n["fields"]["missing_context"] = cap(pre + n["fields"]["missing_context"])
    if not n["fields"]["ask_next_time"] and chance(0.45):
        n["fields"]["ask_next_time"] = pick((FILL_ASK_SECRET if kind == "secret" else FILL_ASK_CLEAN)[lang])
    n["kind"] = kind
    return n


def generate():
    notes = []
    seen = set()
    for kind, jobs in (("secret", plan_secret()), ("clean", plan_clean())):
        langs = lang_pool(len(jobs))
        for job, lang in zip(jobs, langs):
            for attempt in range(50):
                n = run_job(job, lang, kind, attempt > 0)
                key = (n["fields"]["missing_context"], n["fields"]["lesson"], n["fields"]["ask_next_time"])
                if key not in seen:
                    break
            else:
                raise Retry("duplicate " + n["category"])
            seen.add(key)
            check_note(n)
            notes.append(n)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "df%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": list(n["secrets"])})
    return out


def final_checks(out):
    assert 680 <= len(out) <= 720
    ks = [o["kind"] for o in out]
    assert ks.count("secret") == ks.count("clean") == len(out) // 2
    for o in out:
        check_note(o)
    pub = sum(1 for o in out if o["kind"] == "clean" and o["category"].endswith(" [publishable]"))
    assert pub <= 0.10 * ks.count("clean"), pub
    plain = sum(1 for o in out if o["kind"] == "clean" and o["category"].startswith("plain:"))
    assert plain <= ks.count("clean") / 3, plain
    ids = [o["id"] for o in out]
    assert len(ids) == len(dict.fromkeys(ids))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v50.jsonl"
    out = generate()
    final_checks(out)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %d notes to %s  sha256=%s" % (len(out), path, digest))


if __name__ == "__main__":
    main()
