#!/usr/bin/env python3
"""make_blind_set_v122.py -- generator of the blind evaluation set v122 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(122_2026_1128) drives
every choice.  No iteration over sets, no hash().  Run:  python3 make_blind_set_v122.py [output.jsonl]
"""
import base64
import hashlib
import json
import re as _re
import random
import string
import struct
import sys
import zlib
from urllib.parse import quote

SEED = 122_2026_1128
R = random.Random(SEED)
PREFIX = "fz"
N_PER = {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}

# ----------------------------------------------------------------------------------------------------
# primitive random helpers
# ----------------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"
LOAN = LO + DG
UPAN = UP + DG
B62 = DG + UP + LO


def ch(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def picks(seq, k):
    idx = list(range(len(seq)))
    R.shuffle(idx)
    return [seq[i] for i in idx[:k]]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(n):
    return ch(HEXL, n)


def digits(n, lead_nonzero=True):
    s = ch(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def uuid4():
    h = list(hexs(32))
    h[12] = "4"
    h[16] = pick("89ab")
    s = "".join(h)
    return f"{s[:8]}-{s[8:12]}-{s[12:16]}-{s[16:20]}-{s[20:]}"


def base62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def crc_token(prefix, n=30):
    """GitHub / npm style: prefix + 30 base62 chars + 6-char base62 CRC32 of the random part."""
    body = ch(AN, n)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def ts():
    return rint(1_704_067_200, 1_767_225_599)


def jdump(o):
    return json.dumps(o, separators=(",", ":"))


def jwt(header, payload, sig_len=32):
    return b64u(jdump(header).encode()) + "." + b64u(jdump(payload).encode()) + "." + b64u(rb(sig_len))


def wrap(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


# bech32 (BIP-173) for age keys
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data8):
    acc, bits, out = 0, 0, []
    for b in data8:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(hv + out + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in out + chk)


# base58check (Bitcoin WIF)
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    full = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(full, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(full) - len(full.lstrip(b"\x00"))
    return "1" * pad + s


def wif_key():
    return b58check(b"\x80" + rb(32) + b"\x01")


def luhn_ok(num):
    tot = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


# ----------------------------------------------------------------------------------------------------
# key material with real DER / OpenSSH framing (random bytes where the key material goes)
# ----------------------------------------------------------------------------------------------------
EC_OID = bytes.fromhex("06082a8648ce3d030107")


def pem_ec_sec1():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a") + EC_OID + bytes.fromhex("a14403420004") + rb(64)
    return "EC PRIVATE KEY", wrap(b64e(der), 64)


def pem_ec_pkcs8():
    # Apple .p8 / Coinbase / generic PKCS#8 P-256 key (starts MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg)
    inner = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a") + EC_OID + bytes.fromhex("a14403420004") + rb(64)
    der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d0301070479") + inner
    return "PRIVATE KEY", wrap(b64e(der), 64)


def pem_rsa_partial(pkcs8=True):
    """2048-bit RSA key DER prefix + random integers; callers show only some lines (a truncated paste)."""
    n = bytes([R.randint(0xC0, 0xFF)]) + rb(255)
    rest = bytes.fromhex("0203010001") + bytes.fromhex("02820100") + rb(256) + bytes.fromhex("028181") + b"\x00" + bytes([R.randint(0xC0, 0xFF)]) + rb(127)
    rsa = bytes.fromhex("020100") + bytes.fromhex("0282010100") + n + rest
    body = bytes.fromhex("308204a4") + rsa + rb(400)
    if pkcs8:
        der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + body
        return "PRIVATE KEY", wrap(b64e(der), 64)
    return "RSA PRIVATE KEY", wrap(b64e(body), 64)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    while True:
        pub, seed, chk = rb(32), rb(32), rb(4)
        pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
        priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
        p = 1
        while len(priv) % 8:
            priv += bytes([p])
            p += 1
        blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
        lines = wrap(b64e(blob), 70)
        if len(lines[-1]) >= 8:
            return "OPENSSH PRIVATE KEY", lines
        comment += pick(["", "-", "1"]) + pick(LO)


def ssh_ed25519_pub(comment):
    return "ssh-ed25519 " + b64e(sshstr(b"ssh-ed25519") + sshstr(rb(32))) + (" " + comment if comment else "")


def ssh_rsa_pub_trunc(comment):
    blob = b64e(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + bytes([R.randint(0xC0, 0xFF)]) + rb(255)))
    return "ssh-rsa " + blob[:60] + "..." + blob[-24:] + " " + comment


def ssh_fp():
    return "SHA256:" + b64e(rb(32)).rstrip("=")


def pem_pub_ec():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64e(der), 64)) + "\n-----END PUBLIC KEY-----"


def pem_cert_partial():
    der = bytes.fromhex("30820" + pick(["3a1", "3b5", "2f8", "41c"]) + "30820" + pick(["289", "29d", "1e0", "304"]) + "a0030201020214") + rb(300)
    lines = wrap(b64e(der), 64)
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines[:3]) + "\n...\n-----END CERTIFICATE-----"


def wg_key():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64e(bytes(k))


def age_secret():
    return bech32_encode("age-secret-key-", rb(32)).upper()


def age_public():
    return bech32_encode("age", rb(32))


def totp_seed(n=32):
    return ch(B32, n)


# ----------------------------------------------------------------------------------------------------
# Korean 2-beolsik keyboard: Hangul typed with the IME off
# ----------------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
         "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(text):
    out = []
    for c in text:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            code = o - 0xAC00
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(c)
    return "".join(out)


# A slice of the BIP-39 English word list (the full list is not embedded; seed-phrase checksums are therefore not computed)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid
acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic
affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost
alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue
arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away
awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base
basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray
better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood
blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy
bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown
brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz
cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital
captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat
cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle
citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic
common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct
cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit
creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture
cup cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day
deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay deliver demand demise
denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy detail detect develop
device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree
discover disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain
donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry
duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit
educate effort egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge
emotion employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough
enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence
estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust
exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade
faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february
federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film filter final find fine finger
finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock floor flower fluid
flush fly foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil foster found fox
fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain
galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine
gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue
goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief
grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh
harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human
humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image
imitate immense immune impact impose improve impulse inch include income increase index indicate indoor industry infant inflict
inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire install intact
interest into invest invite involve iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job
join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss
kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large later latin laugh
laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens
leopard lesson letter level liar liberty library license life lift light like limb limit link lion liquid list little live lizard
load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin
marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal
media melody melt member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million
mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor
monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply
muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need
negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle normal
north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure observe obtain obvious
occur ocean october odor off offer office often oil okay old olive olympic omit once one onion online only open opera opinion
oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval
oven over own owner oxygen oyster ozone""".split()


# ----------------------------------------------------------------------------------------------------
# vendor token shapes
# ----------------------------------------------------------------------------------------------------
class V:
    """A vendor/service: items are (ENV_NAME, generator, listed?) -- listed False for identifiers."""

    def __init__(self, name, items, header=("Authorization", "Bearer {}"), url=None, sdk=None, native=None, svc=None):
        self.name = name
        self.items = items
        self.header = header
        self.url = url
        self.sdk = sdk or {}
        self.native = native
        self.svc = svc or name

    def make(self):
        out = []
        for (k, g, listed) in self.items:
            val = g()
            if isinstance(val, tuple):      # (display value, [listed secret substrings])
                out.append((k, val[0], val[1] if listed else []))
            else:
                out.append((k, val, [val] if listed else []))
        return out


def _openai_proj():
    return "sk-proj-" + ch(B64U, 74) + "T3BlbkFJ" + ch(B64U, 74)


def _anthropic():
    return "sk-ant-api03-" + ch(B64U, 93) + "AA"


def _pypi():
    ident = uuid4().encode()
    cav = ("{\"version\":1,\"permissions\":{\"projects\":[\"" + ch(LO, rint(5, 12)) + "\"]}}").encode()
    mac = (b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02" + bytes([len(cav)]) + cav + b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(mac)


def _slack_bot():
    return f"xoxb-{digits(rint(10, 13))}-{digits(rint(10, 13))}-{ch(AN, 24)}"


def _slack_user():
    return f"xoxp-{digits(rint(10, 13))}-{digits(rint(10, 13))}-{digits(13)}-{hexs(32)}"


def _slack_app():
    return f"xapp-1-A{ch(UPAN, 10)}-{digits(13)}-{hexs(64)}"


def _discord_bot():
    uid = digits(pick([18, 19]))
    return b64u(uid.encode()) + "." + ch(B64U, 6) + "." + ch(B64U, 38)


def _telegram():
    return digits(rint(9, 10)) + ":AA" + ch(B64U, 33)


def _sendgrid():
    return "SG." + ch(B64U, 22) + "." + ch(B64U, 43)


def _aws_secret():
    return ch(B64, 40)


def _azure_key88():
    return b64e(rb(64))


def _azure_ad_secret():
    return ch(AN, 3) + "8Q~" + ch(AN + "_~.-", 34)


def _atlassian():
    return "ATATT3xFfGF0" + ch(B64U, 171) + "=" + ch(HEXU, 8)


def _google_refresh():
    return "1//0" + ch(AN, 1) + ch(B64U, 99)


def _mapbox_sk():
    return "sk." + b64u(jdump({"u": ch(LO, rint(5, 9)), "a": "cl" + ch(LOAN, 23)}).encode()) + "." + ch(B64U, 22)


def _grafana_glc():
    body = {"o": digits(6), "n": pick(["stack", "grafana", "alloy"]) + "-" + digits(6) + "-" + pick(["hm-read", "logs-write", "metrics-publisher", "otlp"]) + "-" + ch(LO, 6), "k": ch(AN, 24), "m": {"r": pick(["us", "eu", "prod-ap-northeast-0", "prod-us-east-0"])}}
    return "glc_" + b64e(jdump(body).encode())


def _sentry_org():
    body = {"iat": ts() + 0.5, "url": "https://sentry.io", "region_url": pick(["https://us.sentry.io", "https://de.sentry.io"]), "org": ch(LO, rint(4, 9))}
    return "sntrys_" + b64e(jdump(body).encode()).rstrip("=") + "_" + ch(B64, 43)


def _intercom():
    return b64e(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def _onepassword_sa():
    body = {"signInAddress": ch(LO, 6) + ".1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(rb(16))}, "email": ch(LO, 10) + "@" + ch(LO, 8) + ".1password.com", "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rb(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + ch(UPAN, 6) + "-" + ch(UPAN, 6)}
    return "ops_" + b64u(jdump(body).encode())[:420]


def _elastic_apikey():
    return b64e((ch(B64U, 20) + ":" + ch(B64U, 22)).encode())


def _turso():
    return jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": ts(), "id": uuid4(), "rid": uuid4()}, 64)


def _supabase_service():
    t = ts()
    return jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ch(LO, 20), "role": "service_role", "iat": t, "exp": t + 315_360_000})


def _prisma():
    return jwt({"alg": "HS256", "typ": "JWT"}, {"api_key": uuid4(), "tenant_id": hexs(64), "internal_secret": uuid4()})


def _monday():
    return jwt({"alg": "HS256"}, {"tid": int(digits(9)), "aai": 11, "uid": int(digits(8)), "iad": "2025-0" + str(rint(1, 9)) + "-1" + str(rint(0, 9)) + "T0" + str(rint(1, 9)) + ":12:33.000Z", "per": "me:write", "actid": int(digits(7)), "rgn": "use1"})


def _calendly():
    return jwt({"kid": "1ce1e136", "typ": "PAT", "alg": "ES512"}, {"iss": "https://auth.calendly.com", "iat": ts(), "jti": uuid4(), "user_uuid": uuid4()}, 66)


def _k8s_sa_jwt():
    t = ts()
    ns = pick(["default", "ci", "deploy", "monitoring", "argocd"])
    return jwt({"alg": "RS256", "kid": b64u(rb(32))}, {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t + 31536000, "iat": t, "iss": "https://kubernetes.default.svc.cluster.local", "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": pick(["deployer", "ci-bot", "gitlab-runner"]), "uid": uuid4()}}, "sub": "system:serviceaccount:" + ns + ":deployer"}, 48)


def _stripe_sk():
    return "sk_live_51" + ch(AN, 97)


def _x_bearer():
    return "A" * 22 + ch(AN, 10) + "A" * 7 + ch(AN, 8) + "%2B" + ch(AN, 9) + "%3D" + ch(AN, 50)


def _fcm():
    return "AAAA" + ch(B64U, 7) + ":APA91b" + ch(B64U, 134)


def _ably():
    return ch(B64U, 6) + "." + ch(B64U, 6) + ":" + ch(B64U, 43)


def _cloudinary():
    sec = ch(B64U, 27)
    return "cloudinary://" + digits(15) + ":" + sec + "@" + ch(LO, 7), [sec]


def _wp_app_pw():
    return " ".join(ch(AN, 4) for _ in range(6))


def _apple_app_pw():
    return "-".join(ch(LO, 4) for _ in range(4))


def _b2_keyid():
    return "005" + hexs(22)


VENDORS = [
    # --- code hosting & package registries
    V("GitHub personal access token (classic)", [("GITHUB_TOKEN", lambda: crc_token("ghp_"), True)], ("Authorization", "token {}"), "https://api.github.com/user/repos", svc="GitHub"),
    V("GitHub fine-grained PAT", [("GH_TOKEN", lambda: "github_pat_" + ch(AN, 22) + "_" + ch(AN, 59), True)], ("Authorization", "Bearer {}"), "https://api.github.com/repos/{org}/{repo}/actions/runs", svc="GitHub"),
    V("GitHub OAuth token (gh CLI)", [("GH_ENTERPRISE_TOKEN", lambda: crc_token("gho_"), True)], ("Authorization", "token {}"), "https://api.github.com/user", svc="GitHub CLI"),
    V("GitHub App installation token", [("GITHUB_APP_TOKEN", lambda: crc_token("ghs_"), True)], ("Authorization", "Bearer {}"), "https://api.github.com/installation/repositories", svc="GitHub App"),
    V("GitLab personal access token", [("GITLAB_TOKEN", lambda: "glpat-" + ch(B64U, 20), True)], ("PRIVATE-TOKEN", "{}"), "https://gitlab.com/api/v4/projects?membership=true", svc="GitLab"),
    V("GitLab runner authentication token", [("CI_RUNNER_TOKEN", lambda: "glrt-" + ch(B64U, 20), True)], None, svc="GitLab Runner"),
    V("GitLab deploy token", [("GITLAB_DEPLOY_USER", lambda: "gitlab+deploy-token-" + digits(7), False), ("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + ch(B64U, 20), True)], None, svc="GitLab registry"),
    V("Bitbucket app password", [("BITBUCKET_USERNAME", lambda: ch(LO, 7), False), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + ch(AN, 32) + ch(HEXU, 8), True)], None, svc="Bitbucket"),
    V("npm automation token", [("NPM_TOKEN", lambda: crc_token("npm_"), True)], ("Authorization", "Bearer {}"), "https://registry.npmjs.org/-/whoami", svc="npm"),
    V("PyPI API token", [("TWINE_PASSWORD", _pypi, True)], None, svc="PyPI"),
    V("RubyGems API key", [("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), True)], ("Authorization", "{}"), "https://rubygems.org/api/v1/gems", svc="RubyGems"),
    V("NuGet API key", [("NUGET_API_KEY", lambda: "oy2" + ch(LOAN, 43), True)], ("X-NuGet-ApiKey", "{}"), "https://www.nuget.org/api/v2/package", svc="NuGet"),
    V("crates.io token", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + ch(AN, 32), True)], ("Authorization", "{}"), "https://crates.io/api/v1/crates/new", svc="crates.io"),
    V("Docker Hub personal access token", [("DOCKERHUB_USERNAME", lambda: ch(LO, 8), False), ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + ch(B64U, 27), True)], None, svc="Docker Hub"),
    V("JFrog Artifactory API key", [("ARTIFACTORY_API_KEY", lambda: "AKCp" + ch(AN, 69), True)], ("X-JFrog-Art-Api", "{}"), "https://{org}.jfrog.io/artifactory/api/repositories", svc="Artifactory"),
    V("Gitea access token", [("GITEA_TOKEN", lambda: hexs(40), True)], ("Authorization", "token {}"), "https://git.{org}.internal/api/v1/user/repos", svc="Gitea"),
    # --- CI/CD, quality, testing
    V("SonarQube token", [("SONAR_TOKEN", lambda: "squ_" + hexs(40), True)], None, svc="SonarQube"),
    V("Snyk API token", [("SNYK_TOKEN", uuid4, True)], ("Authorization", "token {}"), "https://api.snyk.io/rest/self?version=2024-06-10", svc="Snyk"),
    V("Codecov upload token", [("CODECOV_TOKEN", uuid4, True)], None, svc="Codecov"),
    V("CircleCI personal API token", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + ch(AN, 22) + "_" + hexs(40), True)], ("Circle-Token", "{}"), "https://circleci.com/api/v2/me", svc="CircleCI"),
    V("Buildkite API token", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), True)], ("Authorization", "Bearer {}"), "https://api.buildkite.com/v2/organizations", svc="Buildkite"),
    V("Jenkins API token", [("JENKINS_USER", lambda: ch(LO, 6), False), ("JENKINS_API_TOKEN", lambda: "11" + hexs(32), True)], None, svc="Jenkins"),
    V("Harbor robot account secret", [("HARBOR_USERNAME", lambda: "robot$" + ch(LO, 6) + "+ci", False), ("HARBOR_PASSWORD", lambda: ch(AN, 32), True)], None, svc="Harbor"),
    V("Percy token", [("PERCY_TOKEN", lambda: "web_" + hexs(64), True)], None, svc="Percy"),
    V("Chromatic project token", [("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hexs(14), True)], None, svc="Chromatic"),
    V("BrowserStack access key", [("BROWSERSTACK_USERNAME", lambda: ch(LO, 6) + "_" + ch(AN, 5), False), ("BROWSERSTACK_ACCESS_KEY", lambda: ch(AN, 20), True)], None, svc="BrowserStack"),
    V("Sauce Labs access key", [("SAUCE_USERNAME", lambda: "oauth-" + ch(LO, 6) + "-" + ch(HEXL, 5), False), ("SAUCE_ACCESS_KEY", uuid4, True)], None, svc="Sauce Labs"),
    V("Cypress record key", [("CYPRESS_RECORD_KEY", uuid4, True)], None, svc="Cypress Cloud"),
    V("Expo access token", [("EXPO_TOKEN", lambda: ch(B64U, 40), True)], ("Authorization", "Bearer {}"), "https://api.expo.dev/graphql", svc="Expo EAS"),
    V("Argo CD auth token", [("ARGOCD_AUTH_TOKEN", lambda: jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "argocd", "sub": "ci:apiKey", "nbf": ts(), "iat": ts(), "jti": uuid4()}), True)], ("Authorization", "Bearer {}"), "https://argocd.{org}.internal/api/v1/applications", svc="Argo CD"),
    # --- hosting / PaaS / cloud
    V("Vercel token", [("VERCEL_TOKEN", lambda: ch(AN, 24), True)], ("Authorization", "Bearer {}"), "https://api.vercel.com/v9/projects", svc="Vercel"),
    V("Netlify personal access token", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + ch(AN, 36), True)], ("Authorization", "Bearer {}"), "https://api.netlify.com/api/v1/sites", svc="Netlify"),
    V("Render API key", [("RENDER_API_KEY", lambda: "rnd_" + ch(AN, 32), True)], ("Authorization", "Bearer {}"), "https://api.render.com/v1/services", svc="Render"),
    V("Fly.io token", [("FLY_API_TOKEN", lambda: "fo1_" + ch(B64U, 43), True)], None, svc="Fly.io"),
    V("Heroku API key", [("HEROKU_API_KEY", uuid4, True)], ("Authorization", "Bearer {}"), "https://api.heroku.com/apps", svc="Heroku"),
    V("Railway token", [("RAILWAY_TOKEN", uuid4, True)], None, svc="Railway"),
    V("Deno Deploy token", [("DENO_DEPLOY_TOKEN", lambda: "ddp_" + ch(AN, 36), True)], None, svc="Deno Deploy"),
    V("DigitalOcean personal access token", [("DIGITALOCEAN_ACCESS_TOKEN", lambda: "dop_v1_" + hexs(64), True)], ("Authorization", "Bearer {}"), "https://api.digitalocean.com/v2/droplets", svc="DigitalOcean"),
    V("Linode token", [("LINODE_TOKEN", lambda: hexs(64), True)], ("Authorization", "Bearer {}"), "https://api.linode.com/v4/linode/instances", svc="Linode"),
    V("Vultr API key", [("VULTR_API_KEY", lambda: ch(UPAN, 36), True)], ("Authorization", "Bearer {}"), "https://api.vultr.com/v2/instances", svc="Vultr"),
    V("Hetzner Cloud token", [("HCLOUD_TOKEN", lambda: ch(AN, 64), True)], ("Authorization", "Bearer {}"), "https://api.hetzner.cloud/v1/servers", svc="Hetzner Cloud"),
    V("Cloudflare API token", [("CLOUDFLARE_API_TOKEN", lambda: ch(B64U, 40), True)], ("Authorization", "Bearer {}"), "https://api.cloudflare.com/client/v4/user/tokens/verify", svc="Cloudflare"),
    V("Cloudflare global API key", [("CF_API_EMAIL", lambda: ch(LO, 6) + "@" + ch(LO, 7) + ".com", False), ("CF_API_KEY", lambda: hexs(37), True)], ("X-Auth-Key", "{}"), "https://api.cloudflare.com/client/v4/zones", svc="Cloudflare"),
    V("Cloudflare R2 credentials", [("R2_ACCESS_KEY_ID", lambda: hexs(32), True), ("R2_SECRET_ACCESS_KEY", lambda: hexs(64), True)], None, svc="Cloudflare R2"),
    V("Fastly API token", [("FASTLY_API_TOKEN", lambda: ch(B64U, 32), True)], ("Fastly-Key", "{}"), "https://api.fastly.com/service", svc="Fastly"),
    V("Akamai EdgeGrid credentials", [("AKAMAI_CLIENT_SECRET", lambda: b64e(rb(33)), True), ("AKAMAI_ACCESS_TOKEN", lambda: "akab-" + ch(LOAN, 16) + "-" + ch(LOAN, 16), True), ("AKAMAI_CLIENT_TOKEN", lambda: "akab-" + ch(LOAN, 16) + "-" + ch(LOAN, 16), True)], None, svc="Akamai"),
    V("AWS access key", [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + ch(B32, 16), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret, True)], None, svc="AWS"),
    V("AWS temporary credentials", [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + ch(B32, 16), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret, True), ("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2Vj" + ch(B64, 220) + "==", True)], None, svc="AWS STS"),
    V("Azure Storage account key", [("AZURE_STORAGE_ACCOUNT", lambda: ch(LO, 6) + "stor" + digits(3), False), ("AZURE_STORAGE_KEY", _azure_key88, True)], None, svc="Azure Storage"),
    V("Azure AD client secret", [("AZURE_CLIENT_ID", uuid4, False), ("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", _azure_ad_secret, True)], None, svc="Entra ID"),
    V("Azure OpenAI key", [("AZURE_OPENAI_API_KEY", lambda: hexs(32), True)], ("api-key", "{}"), "https://{org}-openai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", svc="Azure OpenAI"),
    V("Azure DevOps PAT", [("AZURE_DEVOPS_EXT_PAT", lambda: ch("abcdefghijklmnopqrstuvwxyz234567", 52), True)], None, svc="Azure DevOps"),
    V("Azure Cosmos DB key", [("COSMOS_ENDPOINT", lambda: "https://" + ch(LO, 8) + "-cosmos.documents.azure.com:443/", False), ("COSMOS_KEY", _azure_key88, True)], None, svc="Cosmos DB"),
    V("Azure Service Bus SAS key", [("SERVICEBUS_SAS_KEY", lambda: b64e(rb(32)), True)], None, svc="Service Bus"),
    V("Google API key (server)", [("GEMINI_API_KEY", lambda: "AIza" + ch(B64U, 35), True)], ("x-goog-api-key", "{}"), "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", svc="Gemini API"),
    V("Google OAuth client secret", [("GOOGLE_CLIENT_ID", lambda: digits(12) + "-" + ch(LOAN, 32) + ".apps.googleusercontent.com", False), ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + ch(B64U, 28), True)], None, svc="Google OAuth"),
    V("Google OAuth refresh token", [("GOOGLE_REFRESH_TOKEN", _google_refresh, True)], None, svc="Google Drive API"),
    V("Alibaba Cloud AccessKey", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + ch(AN, 20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: ch(AN, 30), True)], None, svc="Alibaba Cloud"),
    V("Tencent Cloud SecretId/SecretKey", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + ch(AN, 32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: ch(AN, 32), True)], None, svc="Tencent Cloud"),
    V("IBM Cloud API key", [("IBMCLOUD_API_KEY", lambda: ch(B64U, 44), True)], None, svc="IBM Cloud"),
    V("Backblaze B2 application key", [("B2_APPLICATION_KEY_ID", _b2_keyid, True), ("B2_APPLICATION_KEY", lambda: "K005" + ch(AN, 27), True)], None, svc="Backblaze B2"),
    V("Wasabi access keys", [("WASABI_ACCESS_KEY", lambda: ch(UPAN, 20), True), ("WASABI_SECRET_KEY", lambda: ch(AN, 40), True)], None, svc="Wasabi"),
    V("Scaleway API key", [("SCW_ACCESS_KEY", lambda: "SCW" + ch(UPAN, 17), True), ("SCW_SECRET_KEY", uuid4, True)], None, svc="Scaleway"),
    V("OVHcloud API credentials", [("OVH_APPLICATION_KEY", lambda: ch(AN, 16), False), ("OVH_APPLICATION_SECRET", lambda: ch(AN, 32), True), ("OVH_CONSUMER_KEY", lambda: ch(AN, 32), True)], None, svc="OVHcloud"),
    V("Naver Cloud Platform API key", [("NCLOUD_ACCESS_KEY", lambda: ch(UPAN, 20), True), ("NCLOUD_SECRET_KEY", lambda: ch(AN, 40), True)], None, svc="Naver Cloud"),
    V("Databricks PAT", [("DATABRICKS_HOST", lambda: "https://adb-" + digits(16) + "." + str(rint(1, 19)) + ".azuredatabricks.net", False), ("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32), True)], ("Authorization", "Bearer {}"), "https://adb-{num}.azuredatabricks.net/api/2.0/clusters/list", svc="Databricks"),
    V("Confluent Cloud API key", [("CONFLUENT_API_KEY", lambda: ch(UPAN, 16), True), ("CONFLUENT_API_SECRET", lambda: ch(AN + "+/", 64), True)], None, svc="Confluent Cloud"),
    V("dbt Cloud service token", [("DBT_CLOUD_API_TOKEN", lambda: "dbtc_" + ch(B64U, 40), True)], ("Authorization", "Token {}"), "https://cloud.getdbt.com/api/v2/accounts/", svc="dbt Cloud"),
    # --- AI
    V("OpenAI project key", [("OPENAI_API_KEY", _openai_proj, True)], ("Authorization", "Bearer {}"), "https://api.openai.com/v1/chat/completions", svc="OpenAI"),
    V("OpenAI admin key", [("OPENAI_ADMIN_KEY", lambda: "sk-admin-" + ch(B64U, 74) + "T3BlbkFJ" + ch(B64U, 74), True)], ("Authorization", "Bearer {}"), "https://api.openai.com/v1/organization/users", svc="OpenAI"),
    V("Anthropic API key", [("ANTHROPIC_API_KEY", _anthropic, True)], ("x-api-key", "{}"), "https://api.anthropic.com/v1/messages", svc="Anthropic"),
    V("Hugging Face token", [("HF_TOKEN", lambda: "hf_" + ch(AN, 34), True)], ("Authorization", "Bearer {}"), "https://huggingface.co/api/whoami-v2", svc="Hugging Face"),
    V("Replicate API token", [("REPLICATE_API_TOKEN", lambda: "r8_" + ch(AN, 37), True)], ("Authorization", "Bearer {}"), "https://api.replicate.com/v1/predictions", svc="Replicate"),
    V("Groq API key", [("GROQ_API_KEY", lambda: "gsk_" + ch(AN, 52), True)], ("Authorization", "Bearer {}"), "https://api.groq.com/openai/v1/chat/completions", svc="Groq"),
    V("Perplexity API key", [("PERPLEXITY_API_KEY", lambda: "pplx-" + ch(AN, 48), True)], ("Authorization", "Bearer {}"), "https://api.perplexity.ai/chat/completions", svc="Perplexity"),
    V("Cohere API key", [("CO_API_KEY", lambda: ch(AN, 40), True)], ("Authorization", "Bearer {}"), "https://api.cohere.com/v2/chat", svc="Cohere"),
    V("Mistral API key", [("MISTRAL_API_KEY", lambda: ch(AN, 32), True)], ("Authorization", "Bearer {}"), "https://api.mistral.ai/v1/chat/completions", svc="Mistral"),
    V("Together AI key", [("TOGETHER_API_KEY", lambda: hexs(64), True)], ("Authorization", "Bearer {}"), "https://api.together.xyz/v1/chat/completions", svc="Together AI"),
    V("DeepSeek API key", [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), True)], ("Authorization", "Bearer {}"), "https://api.deepseek.com/chat/completions", svc="DeepSeek"),
    V("xAI API key", [("XAI_API_KEY", lambda: "xai-" + ch(AN, 80), True)], ("Authorization", "Bearer {}"), "https://api.x.ai/v1/chat/completions", svc="xAI"),
    V("OpenRouter key", [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), True)], ("Authorization", "Bearer {}"), "https://openrouter.ai/api/v1/chat/completions", svc="OpenRouter"),
    V("Pinecone API key", [("PINECONE_API_KEY", lambda: "pcsk_" + ch(AN, 5) + "_" + ch(AN, 63), True)], ("Api-Key", "{}"), "https://api.pinecone.io/indexes", svc="Pinecone"),
    V("Weights & Biases API key", [("WANDB_API_KEY", lambda: hexs(40), True)], None, svc="W&B"),
    V("LangSmith API key", [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10), True)], ("x-api-key", "{}"), "https://api.smith.langchain.com/api/v1/sessions", svc="LangSmith"),
    V("ElevenLabs API key", [("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), True)], ("xi-api-key", "{}"), "https://api.elevenlabs.io/v1/voices", svc="ElevenLabs"),
    V("Deepgram API key", [("DEEPGRAM_API_KEY", lambda: hexs(40), True)], ("Authorization", "Token {}"), "https://api.deepgram.com/v1/listen", svc="Deepgram"),
    V("AssemblyAI API key", [("ASSEMBLYAI_API_KEY", lambda: hexs(32), True)], ("authorization", "{}"), "https://api.assemblyai.com/v2/transcript", svc="AssemblyAI"),
    V("Fireworks AI key", [("FIREWORKS_API_KEY", lambda: "fw_" + ch(AN, 24), True)], ("Authorization", "Bearer {}"), "https://api.fireworks.ai/inference/v1/chat/completions", svc="Fireworks AI"),
    V("Voyage AI key", [("VOYAGE_API_KEY", lambda: "pa-" + ch(B64U, 43), True)], ("Authorization", "Bearer {}"), "https://api.voyageai.com/v1/embeddings", svc="Voyage AI"),
    V("Cerebras API key", [("CEREBRAS_API_KEY", lambda: "csk-" + ch(LOAN, 48), True)], ("Authorization", "Bearer {}"), "https://api.cerebras.ai/v1/chat/completions", svc="Cerebras"),
    V("Jina AI key", [("JINA_API_KEY", lambda: "jina_" + hexs(32) + ch(AN, 32), True)], ("Authorization", "Bearer {}"), "https://api.jina.ai/v1/embeddings", svc="Jina AI"),
    V("Tavily API key", [("TAVILY_API_KEY", lambda: "tvly-" + pick(["dev-", "prod-"]) + ch(AN, 32), True)], None, svc="Tavily"),
    V("Firecrawl API key", [("FIRECRAWL_API_KEY", lambda: "fc-" + hexs(32), True)], ("Authorization", "Bearer {}"), "https://api.firecrawl.dev/v1/scrape", svc="Firecrawl"),
    V("SerpApi key", [("SERPAPI_API_KEY", lambda: hexs(64), True)], None, svc="SerpApi"),
    V("LlamaCloud API key", [("LLAMA_CLOUD_API_KEY", lambda: "llx-" + ch(AN, 48), True)], ("Authorization", "Bearer {}"), "https://api.cloud.llamaindex.ai/api/v1/parsing/upload", svc="LlamaParse"),
    V("Modal token", [("MODAL_TOKEN_ID", lambda: "ak-" + ch(AN, 22), True), ("MODAL_TOKEN_SECRET", lambda: "as-" + ch(AN, 22), True)], None, svc="Modal"),
    # --- payments / commerce
    V("Stripe secret key", [("STRIPE_SECRET_KEY", _stripe_sk, True)], ("Authorization", "Bearer {}"), "https://api.stripe.com/v1/charges", svc="Stripe"),
    V("Stripe restricted key", [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + ch(AN, 97), True)], ("Authorization", "Bearer {}"), "https://api.stripe.com/v1/payment_intents", svc="Stripe"),
    V("Stripe webhook signing secret", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + ch(AN, 32), True)], None, svc="Stripe webhooks"),
    V("PayPal REST credentials", [("PAYPAL_CLIENT_ID", lambda: "A" + ch(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + ch(B64U, 79), True)], None, svc="PayPal"),
    V("Braintree access token", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + ch(LOAN, 16) + "$" + hexs(32), True)], None, svc="Braintree"),
    V("Square access token", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + ch(B64U, 60), True)], ("Authorization", "Bearer {}"), "https://connect.squareup.com/v2/locations", svc="Square"),
    V("Adyen API key", [("ADYEN_API_KEY", lambda: "AQE" + ch(B64, 93) + "==-" + b64e(rb(32)) + "-" + ch(AN, 16), True)], ("X-API-Key", "{}"), "https://checkout-test.adyen.com/v71/payments", svc="Adyen"),
    V("Razorpay key secret", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + ch(AN, 14), False), ("RAZORPAY_KEY_SECRET", lambda: ch(AN, 24), True)], None, svc="Razorpay"),
    V("Paystack secret key", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), True)], ("Authorization", "Bearer {}"), "https://api.paystack.co/transaction/initialize", svc="Paystack"),
    V("Flutterwave secret key", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", True)], ("Authorization", "Bearer {}"), "https://api.flutterwave.com/v3/payments", svc="Flutterwave"),
    V("Toss Payments secret key", [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + ch(AN, 28), True)], None, svc="Toss Payments"),
    V("PortOne API secret", [("PORTONE_API_SECRET", lambda: ch(AN, 80), True)], ("Authorization", "PortOne {}"), "https://api.portone.io/payments", svc="PortOne"),
    V("Plaid secret", [("PLAID_CLIENT_ID", lambda: hexs(24), False), ("PLAID_SECRET", lambda: hexs(30), True)], None, svc="Plaid"),
    V("Shopify Admin API access token", [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), True)], ("X-Shopify-Access-Token", "{}"), "https://{org}.myshopify.com/admin/api/2024-10/orders.json", svc="Shopify"),
    V("Shopify app shared secret", [("SHOPIFY_API_KEY", lambda: hexs(32), False), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), True)], None, svc="Shopify"),
    V("Shippo API token", [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hexs(40), True)], ("Authorization", "ShippoToken {}"), "https://api.goshippo.com/shipments/", svc="Shippo"),
    V("EasyPost API key", [("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54), True)], None, svc="EasyPost"),
    V("Klaviyo private API key", [("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hexs(34), True)], ("Authorization", "Klaviyo-API-Key {}"), "https://a.klaviyo.com/api/profiles/", svc="Klaviyo"),
    # --- messaging / email / SMS
    V("Twilio auth token", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", lambda: hexs(32), True)], None, svc="Twilio"),
    V("Twilio API key", [("TWILIO_API_KEY", lambda: "SK" + hexs(32), True), ("TWILIO_API_SECRET", lambda: ch(AN, 32), True)], None, svc="Twilio"),
    V("SendGrid API key", [("SENDGRID_API_KEY", _sendgrid, True)], ("Authorization", "Bearer {}"), "https://api.sendgrid.com/v3/mail/send", svc="SendGrid"),
    V("Mailgun API key", [("MAILGUN_API_KEY", lambda: "key-" + hexs(32), True)], None, svc="Mailgun"),
    V("Mailchimp API key", [("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(2, 21)), True)], None, svc="Mailchimp"),
    V("Postmark server token", [("POSTMARK_SERVER_TOKEN", uuid4, True)], ("X-Postmark-Server-Token", "{}"), "https://api.postmarkapp.com/email", svc="Postmark"),
    V("Resend API key", [("RESEND_API_KEY", lambda: "re_" + ch(AN, 8) + "_" + ch(AN, 24), True)], ("Authorization", "Bearer {}"), "https://api.resend.com/emails", svc="Resend"),
    V("Brevo API key", [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + ch(AN, 16), True)], ("api-key", "{}"), "https://api.brevo.com/v3/smtp/email", svc="Brevo"),
    V("Mailjet API secret", [("MJ_APIKEY_PUBLIC", lambda: hexs(32), False), ("MJ_APIKEY_PRIVATE", lambda: hexs(32), True)], None, svc="Mailjet"),
    V("SparkPost API key", [("SPARKPOST_API_KEY", lambda: hexs(40), True)], ("Authorization", "{}"), "https://api.sparkpost.com/api/v1/transmissions", svc="SparkPost"),
    V("Mailtrap API token", [("MAILTRAP_API_TOKEN", lambda: hexs(32), True)], ("Api-Token", "{}"), "https://send.api.mailtrap.io/api/send", svc="Mailtrap"),
    V("Vonage API secret", [("VONAGE_API_KEY", lambda: hexs(8), False), ("VONAGE_API_SECRET", lambda: ch(AN, 16), True)], None, svc="Vonage"),
    V("Telnyx API key", [("TELNYX_API_KEY", lambda: "KEY" + ch(HEXU, 32) + "_" + ch(AN, 22), True)], ("Authorization", "Bearer {}"), "https://api.telnyx.com/v2/messages", svc="Telnyx"),
    V("Plivo auth token", [("PLIVO_AUTH_ID", lambda: "MA" + ch(UPAN, 18), False), ("PLIVO_AUTH_TOKEN", lambda: ch(AN, 40), True)], None, svc="Plivo"),
    V("Solapi API credentials", [("SOLAPI_API_KEY", lambda: "NCS" + ch(UPAN, 13), True), ("SOLAPI_API_SECRET", lambda: ch(UPAN, 32), True)], None, svc="Solapi"),
    V("Sendbird API token", [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: hexs(40), True)], ("Api-Token", "{}"), "https://api-{appid}.sendbird.com/v3/users", svc="Sendbird"),
    V("LINE channel secret", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: ch(B64, 171) + "=", True), ("LINE_CHANNEL_SECRET", lambda: hexs(32), True)], None, svc="LINE Messaging API"),
    V("Pusher app secret", [("PUSHER_APP_ID", lambda: digits(7), False), ("PUSHER_KEY", lambda: hexs(20), False), ("PUSHER_SECRET", lambda: hexs(20), True)], None, svc="Pusher"),
    V("Ably API key", [("ABLY_API_KEY", _ably, True)], None, svc="Ably"),
    V("Agora app certificate", [("AGORA_APP_ID", lambda: hexs(32), False), ("AGORA_APP_CERTIFICATE", lambda: hexs(32), True)], None, svc="Agora"),
    V("Stream API secret", [("STREAM_API_KEY", lambda: ch(LOAN, 12), False), ("STREAM_API_SECRET", lambda: ch(LOAN, 64), True)], None, svc="Stream"),
    V("OneSignal REST API key", [("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + ch("abcdefghijklmnopqrstuvwxyz234567", 113), True)], ("Authorization", "Key {}"), "https://api.onesignal.com/notifications", svc="OneSignal"),
    V("Firebase Cloud Messaging server key", [("FCM_SERVER_KEY", _fcm, True)], ("Authorization", "key={}"), "https://fcm.googleapis.com/fcm/send", svc="FCM"),
    V("Slack bot token", [("SLACK_BOT_TOKEN", _slack_bot, True)], ("Authorization", "Bearer {}"), "https://slack.com/api/chat.postMessage", svc="Slack"),
    V("Slack user token", [("SLACK_USER_TOKEN", _slack_user, True)], ("Authorization", "Bearer {}"), "https://slack.com/api/conversations.history", svc="Slack"),
    V("Slack app-level token", [("SLACK_APP_TOKEN", _slack_app, True)], ("Authorization", "Bearer {}"), "https://slack.com/api/apps.connections.open", svc="Slack Socket Mode"),
    V("Discord bot token", [("DISCORD_BOT_TOKEN", _discord_bot, True)], ("Authorization", "Bot {}"), "https://discord.com/api/v10/users/@me", svc="Discord"),
    V("Telegram bot token", [("TELEGRAM_BOT_TOKEN", _telegram, True)], None, svc="Telegram Bot API"),
    # --- SaaS / productivity
    V("Atlassian API token", [("JIRA_EMAIL", lambda: ch(LO, 6) + "@" + ch(LO, 6) + ".io", False), ("JIRA_API_TOKEN", _atlassian, True)], None, svc="Jira"),
    V("Linear API key", [("LINEAR_API_KEY", lambda: "lin_api_" + ch(AN, 40), True)], ("Authorization", "{}"), "https://api.linear.app/graphql", svc="Linear"),
    V("Notion integration secret", [("NOTION_TOKEN", lambda: pick(["secret_" + ch(AN, 43), "ntn_" + digits(11) + ch(AN, 35)]), True)], ("Authorization", "Bearer {}"), "https://api.notion.com/v1/search", svc="Notion"),
    V("Airtable personal access token", [("AIRTABLE_API_KEY", lambda: "pat" + ch(AN, 14) + "." + hexs(64), True)], ("Authorization", "Bearer {}"), "https://api.airtable.com/v0/meta/bases", svc="Airtable"),
    V("Figma personal access token", [("FIGMA_TOKEN", lambda: "figd_" + ch(B64U, 40), True)], ("X-Figma-Token", "{}"), "https://api.figma.com/v1/files/{fileid}", svc="Figma"),
    V("Asana personal access token", [("ASANA_PAT", lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32), True)], ("Authorization", "Bearer {}"), "https://app.asana.com/api/1.0/users/me", svc="Asana"),
    V("Trello token", [("TRELLO_API_KEY", lambda: hexs(32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + ch(HEXU, 8), True)], None, svc="Trello"),
    V("ClickUp API token", [("CLICKUP_API_TOKEN", lambda: "pk_" + digits(8) + "_" + ch(UPAN, 32), True)], ("Authorization", "{}"), "https://api.clickup.com/api/v2/team", svc="ClickUp"),
    V("monday.com API token", [("MONDAY_API_TOKEN", _monday, True)], ("Authorization", "{}"), "https://api.monday.com/v2", svc="monday.com"),
    V("Zendesk API token", [("ZENDESK_EMAIL", lambda: ch(LO, 6) + "@" + ch(LO, 6) + ".com", False), ("ZENDESK_API_TOKEN", lambda: ch(AN, 40), True)], None, svc="Zendesk"),
    V("HubSpot private app token", [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "na2", "eu1"]) + "-" + uuid4(), True)], ("Authorization", "Bearer {}"), "https://api.hubapi.com/crm/v3/objects/contacts", svc="HubSpot"),
    V("Intercom access token", [("INTERCOM_ACCESS_TOKEN", _intercom, True)], ("Authorization", "Bearer {}"), "https://api.intercom.io/contacts", svc="Intercom"),
    V("Salesforce access token", [("SF_ACCESS_TOKEN", lambda: "00D" + ch(AN, 12) + "!AR" + ch(AN + "._", 94), True)], ("Authorization", "Bearer {}"), "https://{org}.my.salesforce.com/services/data/v61.0/sobjects/Account", svc="Salesforce"),
    V("Zoho OAuth refresh token", [("ZOHO_REFRESH_TOKEN", lambda: "1000." + hexs(32) + "." + hexs(32), True)], None, svc="Zoho CRM"),
    V("Typeform personal token", [("TYPEFORM_TOKEN", lambda: "tfp_" + ch(AN, 44) + "_" + ch(AN, 14), True)], ("Authorization", "Bearer {}"), "https://api.typeform.com/forms", svc="Typeform"),
    V("Calendly personal access token", [("CALENDLY_TOKEN", _calendly, True)], ("Authorization", "Bearer {}"), "https://api.calendly.com/users/me", svc="Calendly"),
    V("Webflow API token", [("WEBFLOW_API_TOKEN", lambda: hexs(64), True)], ("Authorization", "Bearer {}"), "https://api.webflow.com/v2/sites", svc="Webflow"),
    V("Ghost Admin API key", [("GHOST_ADMIN_API_KEY", lambda: hexs(24) + ":" + hexs(64), True)], None, svc="Ghost"),
    V("WordPress application password", [("WP_USER", lambda: ch(LO, 6), False), ("WP_APP_PASSWORD", _wp_app_pw, True)], None, svc="WordPress"),
    V("Strapi API token", [("STRAPI_API_TOKEN", lambda: hexs(256), True)], ("Authorization", "Bearer {}"), "https://cms.{org}.com/api/articles", svc="Strapi"),
    V("Contentful management token", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + ch(B64U, 43), True)], ("Authorization", "Bearer {}"), "https://api.contentful.com/spaces", svc="Contentful"),
    V("Sanity API token", [("SANITY_API_TOKEN", lambda: "sk" + ch(AN, 180), True)], ("Authorization", "Bearer {}"), "https://{proj}.api.sanity.io/v2024-01-01/data/query/production", svc="Sanity"),
    V("Postman API key", [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), True)], ("X-API-Key", "{}"), "https://api.getpostman.com/collections", svc="Postman"),
    V("Bitly access token", [("BITLY_ACCESS_TOKEN", lambda: hexs(40), True)], ("Authorization", "Bearer {}"), "https://api-ssl.bitly.com/v4/shorten", svc="Bitly"),
    V("Imgur client secret", [("IMGUR_CLIENT_ID", lambda: hexs(15), False), ("IMGUR_CLIENT_SECRET", lambda: hexs(40), True)], None, svc="Imgur"),
    V("Twitch client secret", [("TWITCH_CLIENT_ID", lambda: ch(LOAN, 30), False), ("TWITCH_CLIENT_SECRET", lambda: ch(LOAN, 30), True)], None, svc="Twitch"),
    V("X API bearer token", [("TWITTER_BEARER_TOKEN", _x_bearer, True)], ("Authorization", "Bearer {}"), "https://api.x.com/2/tweets/search/recent", svc="X API"),
    V("Meta page access token", [("FB_PAGE_ACCESS_TOKEN", lambda: "EAAG" + ch(AN, 150), True)], None, svc="Meta Graph API"),
    V("Spotify client secret", [("SPOTIFY_CLIENT_ID", lambda: hexs(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hexs(32), True)], None, svc="Spotify"),
    V("Zoom server-to-server OAuth", [("ZOOM_ACCOUNT_ID", lambda: ch(B64U, 22), False), ("ZOOM_CLIENT_ID", lambda: ch(AN, 22), False), ("ZOOM_CLIENT_SECRET", lambda: ch(AN, 32), True)], None, svc="Zoom"),
    V("Dropbox access token", [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + ch(B64U, 135), True)], ("Authorization", "Bearer {}"), "https://api.dropboxapi.com/2/files/list_folder", svc="Dropbox"),
    V("Box developer token", [("BOX_DEVELOPER_TOKEN", lambda: ch(AN, 32), True)], ("Authorization", "Bearer {}"), "https://api.box.com/2.0/folders/0", svc="Box"),
    V("OpenWeather API key", [("OPENWEATHER_API_KEY", lambda: hexs(32), True)], None, svc="OpenWeather"),
    V("Mapbox secret token", [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)], None, svc="Mapbox"),
    V("Algolia admin API key", [("ALGOLIA_APP_ID", lambda: ch(UPAN, 10), False), ("ALGOLIA_ADMIN_KEY", lambda: hexs(32), True)], None, svc="Algolia"),
    V("Kakao REST API key", [("KAKAO_REST_API_KEY", lambda: hexs(32), True)], ("Authorization", "KakaoAK {}"), "https://dapi.kakao.com/v2/local/search/address.json", svc="Kakao"),
    V("Kakao admin key", [("KAKAO_ADMIN_KEY", lambda: hexs(32), True)], ("Authorization", "KakaoAK {}"), "https://kapi.kakao.com/v1/user/ids", svc="Kakao"),
    V("Naver Developers client secret", [("NAVER_CLIENT_ID", lambda: ch(AN, 20), False), ("NAVER_CLIENT_SECRET", lambda: ch(AN, 10), True)], ("X-Naver-Client-Secret", "{}"), "https://openapi.naver.com/v1/search/blog.json", svc="Naver Open API"),
    V("Channel Talk API credentials", [("CHANNEL_ACCESS_KEY", lambda: hexs(24), True), ("CHANNEL_ACCESS_SECRET", lambda: hexs(32), True)], None, svc="Channel Talk"),
    V("WakaTime API key", [("WAKATIME_API_KEY", lambda: "waka_" + uuid4(), True)], None, svc="WakaTime"),
    # --- observability / incident
    V("Datadog API + application keys", [("DD_API_KEY", lambda: hexs(32), True), ("DD_APP_KEY", lambda: hexs(40), True)], None, svc="Datadog"),
    V("New Relic user API key", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + ch(UPAN, 27), True)], ("API-Key", "{}"), "https://api.newrelic.com/graphql", svc="New Relic"),
    V("New Relic license key", [("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", True)], None, svc="New Relic"),
    V("Sentry org auth token", [("SENTRY_AUTH_TOKEN", _sentry_org, True)], ("Authorization", "Bearer {}"), "https://sentry.io/api/0/organizations/{org}/releases/", svc="Sentry"),
    V("Sentry user auth token", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), True)], ("Authorization", "Bearer {}"), "https://sentry.io/api/0/projects/", svc="Sentry"),
    V("Grafana service account token", [("GRAFANA_TOKEN", lambda: "glsa_" + ch(AN, 32) + "_" + hexs(8), True)], ("Authorization", "Bearer {}"), "https://grafana.{org}.internal/api/dashboards/db", svc="Grafana"),
    V("Grafana Cloud access policy token", [("GRAFANA_CLOUD_TOKEN", _grafana_glc, True)], None, svc="Grafana Cloud"),
    V("Dynatrace API token", [("DT_API_TOKEN", lambda: "dt0c01." + ch(UPAN, 24) + "." + ch(UPAN, 64), True)], ("Authorization", "Api-Token {}"), "https://{env}.live.dynatrace.com/api/v2/metrics", svc="Dynatrace"),
    V("Honeycomb API key", [("HONEYCOMB_API_KEY", lambda: ch(AN, 22), True)], ("X-Honeycomb-Team", "{}"), "https://api.honeycomb.io/1/auth", svc="Honeycomb"),
    V("PagerDuty API token", [("PAGERDUTY_TOKEN", lambda: pick(["u+", "y_", "e+"]) + ch(AN + "_-", 18), True)], ("Authorization", "Token token={}"), "https://api.pagerduty.com/incidents", svc="PagerDuty"),
    V("PagerDuty integration key", [("PAGERDUTY_ROUTING_KEY", lambda: hexs(32), True)], None, svc="PagerDuty Events"),
    V("Opsgenie API key", [("OPSGENIE_API_KEY", uuid4, True)], ("Authorization", "GenieKey {}"), "https://api.opsgenie.com/v2/alerts", svc="Opsgenie"),
    V("Rollbar access token", [("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32), True)], ("X-Rollbar-Access-Token", "{}"), "https://api.rollbar.com/api/1/item/", svc="Rollbar"),
    V("Splunk HEC token", [("SPLUNK_HEC_TOKEN", uuid4, True)], ("Authorization", "Splunk {}"), "https://splunk.{org}.internal:8088/services/collector/event", svc="Splunk"),
    V("Elastic API key", [("ELASTIC_API_KEY", _elastic_apikey, True)], ("Authorization", "ApiKey {}"), "https://{org}.es.us-east-1.aws.elastic.cloud/_search", svc="Elasticsearch"),
    V("Sumo Logic access key", [("SUMO_ACCESS_ID", lambda: "su" + ch(AN, 12), True), ("SUMO_ACCESS_KEY", lambda: ch(AN, 64), True)], None, svc="Sumo Logic"),
    V("Better Stack source token", [("LOGTAIL_SOURCE_TOKEN", lambda: ch(AN, 24), True)], ("Authorization", "Bearer {}"), "https://in.logs.betterstack.com", svc="Better Stack"),
    V("Axiom API token", [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), True)], ("Authorization", "Bearer {}"), "https://api.axiom.co/v1/datasets", svc="Axiom"),
    V("LaunchDarkly SDK key", [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)], None, svc="LaunchDarkly"),
    V("PostHog personal API key", [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + ch(AN, 43), True)], ("Authorization", "Bearer {}"), "https://us.posthog.com/api/projects/", svc="PostHog"),
    V("Mixpanel service account secret", [("MIXPANEL_SA_USERNAME", lambda: ch(LO, 6) + "." + ch(LO, 5) + ".mp-service-account", False), ("MIXPANEL_SA_SECRET", lambda: ch(AN, 32), True)], None, svc="Mixpanel"),
    V("Amplitude secret key", [("AMPLITUDE_API_KEY", lambda: hexs(32), False), ("AMPLITUDE_SECRET_KEY", lambda: hexs(32), True)], None, svc="Amplitude"),
    # --- auth, data, infra tooling
    V("Okta API token", [("OKTA_API_TOKEN", lambda: "00" + ch(B64U, 40), True)], ("Authorization", "SSWS {}"), "https://{org}.okta.com/api/v1/users?limit=25", svc="Okta"),
    V("Auth0 client secret", [("AUTH0_CLIENT_ID", lambda: ch(AN, 32), False), ("AUTH0_CLIENT_SECRET", lambda: ch(B64U, 64), True)], None, svc="Auth0"),
    V("Clerk secret key", [("CLERK_SECRET_KEY", lambda: "sk_live_" + ch(AN, 40), True)], ("Authorization", "Bearer {}"), "https://api.clerk.com/v1/users", svc="Clerk"),
    V("Stytch secret", [("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4(), False), ("STYTCH_SECRET", lambda: "secret-live-" + ch(B64U, 36) + "=", True)], None, svc="Stytch"),
    V("Supabase service role key", [("SUPABASE_SERVICE_ROLE_KEY", _supabase_service, True)], ("apikey", "{}"), "https://{ref}.supabase.co/rest/v1/profiles?select=*", svc="Supabase"),
    V("Supabase access token", [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), True)], ("Authorization", "Bearer {}"), "https://api.supabase.com/v1/projects", svc="Supabase CLI"),
    V("PlanetScale service token", [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: ch(LOAN, 12), False), ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + ch(B64U, 43), True)], None, svc="PlanetScale"),
    V("Neon API key", [("NEON_API_KEY", lambda: "napi_" + ch(LOAN, 64), True)], ("Authorization", "Bearer {}"), "https://console.neon.tech/api/v2/projects", svc="Neon"),
    V("Upstash Redis REST token", [("UPSTASH_REDIS_REST_URL", lambda: "https://" + pick(["apt", "usw1", "eu2", "fleet"]) + "-" + ch(LO, 6) + "-" + digits(5) + ".upstash.io", False), ("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + ch(AN, 2) + "AAIjcDE" + ch(AN, 56), True)], None, svc="Upstash"),
    V("Turso auth token", [("TURSO_AUTH_TOKEN", _turso, True)], None, svc="Turso"),
    V("Prisma Accelerate API key", [("PRISMA_ACCELERATE_KEY", _prisma, True)], None, svc="Prisma Accelerate"),
    V("Doppler service token", [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev", "prd_api"]) + "." + ch(AN, 40), True)], None, svc="Doppler"),
    V("HashiCorp Vault token", [("VAULT_TOKEN", lambda: "hvs." + ch(B64U, 91), True)], ("X-Vault-Token", "{}"), "https://vault.{org}.internal:8200/v1/secret/data/app", svc="Vault"),
    V("Terraform Cloud API token", [("TFE_TOKEN", lambda: ch(AN, 14) + ".atlasv1." + ch(AN, 67), True)], ("Authorization", "Bearer {}"), "https://app.terraform.io/api/v2/organizations", svc="Terraform Cloud"),
    V("Pulumi access token", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), True)], ("Authorization", "token {}"), "https://api.pulumi.com/api/user", svc="Pulumi"),
    V("1Password service account token", [("OP_SERVICE_ACCOUNT_TOKEN", _onepassword_sa, True)], None, svc="1Password"),
    V("Tailscale auth key", [("TS_AUTHKEY", lambda: "tskey-auth-k" + ch(AN, 11) + "CNTRL-" + ch(AN, 33), True)], None, svc="Tailscale"),
    V("ngrok authtoken", [("NGROK_AUTHTOKEN", lambda: "2" + ch(AN, 26) + "_" + ch(AN, 21), True)], None, svc="ngrok"),
    V("age secret key (SOPS)", [("SOPS_AGE_KEY", age_secret, True)], None, svc="SOPS/age"),
    V("Cloudinary URL", [("CLOUDINARY_URL", _cloudinary, True)], None, svc="Cloudinary"),
    V("Kaggle API key", [("KAGGLE_USERNAME", lambda: ch(LO, 8), False), ("KAGGLE_KEY", lambda: hexs(32), True)], None, svc="Kaggle"),
]


# ----------------------------------------------------------------------------------------------------
# context pools
# ----------------------------------------------------------------------------------------------------
SVCS = ["billing-api", "checkout", "auth-service", "notifier", "ingest-worker", "admin-web", "search-indexer", "reporting",
        "mobile-bff", "payments", "webhook-relay", "crawler", "etl-nightly", "media-upload", "api-gateway", "scheduler",
        "support-bot", "analytics", "user-svc", "ledger", "order-sync", "catalog", "pricing-engine", "email-digest",
        "partner-portal", "backoffice", "ml-inference", "recsys", "export-job", "cms"]
ENVS = ["staging", "prod", "production", "dev", "qa", "sandbox", "preview", "stage", "uat"]
ORGS = ["acme", "northwind", "bluefin", "hanbit", "orbitlabs", "pinecrest", "dalgona", "moonbase", "kestrel", "tidewater", "saebyeok", "cobalt"]
REPOS = ["web", "api", "infra", "monorepo", "mobile", "data-pipeline", "platform", "backend", "frontend", "ops-scripts", "terraform-live", "helm-charts"]
PEOPLE_EN = ["Minji", "Jisoo", "Daniel", "Priya", "Tom", "Hyunwoo", "Sara", "Alex", "Yuna", "Marco", "Seojin", "Chris", "Kenji",
             "Olivia", "Jaehyun", "Ben", "Hana", "Ravi", "Lena", "Omar", "the user", "the on-call engineer", "the PM", "the client"]
PEOPLE_KO = ["민지님", "지수님", "현우님", "서진님", "유나님", "재현님", "하나님", "도윤님", "수빈님", "태민님", "은지님", "준호님",
             "팀장님", "사용자", "고객사 담당자", "인프라 담당자", "당직자", "PM님"]
STORES = {"en": ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "Doppler", "SSM Parameter Store",
                 "GCP Secret Manager", "Azure Key Vault", "the sealed-secrets repo", "the team's Bitwarden"],
          "ko": ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "Doppler", "SSM Parameter Store",
                 "GCP Secret Manager", "Azure Key Vault", "팀 Bitwarden", "사내 비밀 저장소"]}
TEAMS = {"en": ["the data team", "marketing", "the mobile team", "QA", "the platform team", "the partner integration team", "support"],
         "ko": ["데이터팀", "마케팅팀", "모바일팀", "QA팀", "플랫폼팀", "인프라팀", "CS팀", "제휴팀"]}
HOSTS = ["db.internal", "pg-main.internal", "10.0.3.17", "mysql-prod-1.cluster-c8xk2.ap-northeast-2.rds.amazonaws.com",
         "stage-db.corp.local", "postgres.railway.internal", "db-replica-02", "172.16.4.21", "localhost", "mariadb.svc.cluster.local"]
USERS = ["app", "admin", "deploy", "svc_reporting", "readonly", "etl", "root", "postgres", "sa", "ci", "backup", "grafana",
         "app_user", "migrator", "analytics_ro", "jenkins", "ubuntu", "ec2-user", "devops"]
DBNAMES = ["app", "billing", "orders", "analytics", "core", "shop", "crm", "auth", "ledger", "inventory"]
TIMES_EN = ["yesterday", "this morning", "during the incident", "last sprint", "on Friday", "after the migration", "while on call"]


class SafeDict(dict):
    def __missing__(self, key):
        gen = {"org": lambda: pick(ORGS), "repo": lambda: pick(REPOS), "num": lambda: digits(16), "appid": lambda: uuid4().upper(),
               "fileid": lambda: ch(AN, 22), "ref": lambda: ch(LO, 20), "proj": lambda: ch(LOAN, 8), "env": lambda: ch(LO, 3) + digits(5)}
        v = gen.get(key, lambda: key)()
        self[key] = v
        return v


def ctx_base(L):
    return SafeDict(svc=pick(SVCS), env=pick(ENVS), person=pick(PEOPLE_EN if L == "en" else PEOPLE_KO), store=pick(STORES[L]),
                    team=pick(TEAMS[L]), org=pick(ORGS), repo=pick(REPOS), when=pick(TIMES_EN))


def fmt(t, cx):
    return t.format_map(cx)


def tpick(L, en, ko):
    return pick(en if L == "en" else ko)


# ----------------------------------------------------------------------------------------------------
# password styles (no quote, backslash or backtick characters so every container can hold them)
# ----------------------------------------------------------------------------------------------------
PW_WORDS = ["Summer", "Winter", "Spring", "Autumn", "Dragon", "Monkey", "Sunshine", "Welcome", "Football", "Shadow", "Master",
            "Galaxy", "Tiger", "Coffee", "Pepper", "Ginger", "Hunter", "Maple", "Rocket", "Falcon", "Bluebird", "Ocean",
            "Phoenix", "Kimchi", "Seoul", "Busan", "Jeju", "Hangang", "Orange", "Silver", "Thunder", "Panda", "Penguin",
            "Cookie", "Matrix", "Viking", "Mango", "Purple", "Lucky", "Starlight", "Butter", "Cosmos", "Gwangju", "Nabi"]
PW_SYMS = "!@#$%^&*?+=-_.~"
KO_WORDS = ["사랑해", "안녕하세요", "고양이", "강아지", "우리집", "행복", "하늘", "바다", "별빛", "무지개", "감자", "치킨",
            "비밀번호", "회사", "서울", "부산", "제주도", "커피", "토끼", "여름", "겨울", "봄날", "햇살", "노을", "다람쥐", "호랑이",
            "김치찌개", "떡볶이", "사과", "포도", "바나나", "우리팀", "개발자", "관리자", "배포", "서버"]


def pw_human():
    w = pick(PW_WORDS)
    if chance(0.3):
        w += pick(PW_WORDS).lower()
    if chance(0.25):
        w = w.replace("a", "@").replace("o", "0").replace("e", "3") if chance(0.5) else w.replace("s", "$").replace("i", "1")
    tail = pick([str(rint(2019, 2026)), digits(2, False), digits(3, False), str(rint(1, 12)).zfill(2) + str(rint(1, 28)).zfill(2), digits(4, False)])
    s = w + tail + pick(["!", "!!", "#", "@", "$", "*", "", "?", "!1"])
    return s if len(s) >= 8 else s + digits(8 - len(s) + 1, False)


def pw_passphrase():
    words = picks(BIP39, rint(3, 5))
    sep = pick(["-", ".", "_", " ", "", "-"])
    if sep == "" or chance(0.3):
        words = [x.capitalize() for x in words]
    s = sep.join(words)
    if chance(0.5):
        s += pick(["", sep]) + digits(rint(1, 3), False)
    return s


def pw_generated(n=None):
    n = n or rint(14, 28)
    alpha = AN + "!@#$%^&*-_=+?.,:;~()[]{}<>|/"
    while True:
        s = ch(alpha, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and any(c in "!@#$%^&*-_=+?.,:;~()[]{}<>|/" for c in s):
            if s[0] not in "-" and s.strip() == s:
                return s


def pw_alnum(n=None):
    return ch(AN, n or rint(16, 32))


def pw_ko_typed():
    w = pick(KO_WORDS)
    if chance(0.35):
        w += pick(KO_WORDS)
    s = dubeolsik(w)
    s += pick([digits(rint(2, 4), False), str(rint(1990, 2026)), "1004", "0" + str(rint(1, 9)) + str(rint(10, 28))]) + pick(["!", "!!", "@", "#", "", "^^", "*"])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s if len(s) >= 8 else s + "!" * (8 - len(s))


def pw_hangul():
    w = pick(KO_WORDS)
    if chance(0.5):
        w += pick(KO_WORDS)
    s = w + pick([digits(rint(2, 4), False), str(rint(1990, 2026)), "1004", "486"]) + pick(["!", "!!", "@", "#", "", "^^", "*", "~"])
    return s if len(s) >= 8 else s + digits(8 - len(s), False)


def pw_keyboard():
    base = pick(["qwer1234", "1q2w3e4r", "zaq12wsx", "asdf1234", "qwerty123", "1qaz2wsx", "q1w2e3r4", "abcd1234", "P@ssw0rd", "Passw0rd"])
    s = base + pick(["!", "!@#", "!@#$", "##", "", "5t", str(rint(10, 99)), "^^", "@" + str(rint(2020, 2026))])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s


def pw_company(org):
    s = org.capitalize() + pick(["@", "#", "!", "_", ""]) + str(rint(2019, 2026)) + pick(["!", "!!", "#", "$", "", "Q" + str(rint(1, 4))])
    return s if len(s) >= 8 else s + "!" * (8 - len(s))


def any_password(org="acme", ko=False):
    styles = [pw_human, pw_passphrase, pw_generated, pw_alnum, pw_keyboard, lambda: pw_company(org)]
    if ko:
        styles += [pw_ko_typed, pw_ko_typed, pw_hangul]
    else:
        styles += [pw_ko_typed]
    return pick(styles)()


def url_pw(pw):
    return quote(pw, safe="!*$&'()+,;=~-._")


def shq(s):
    """shell single-quote when needed"""
    if all(c in AN + "@%+=:,./-_" for c in s):
        return s
    return "'" + s + "'"


# ----------------------------------------------------------------------------------------------------
# containers: how a vendor credential shows up in a note
# ----------------------------------------------------------------------------------------------------
def kparts(var):
    return [p for p in var.lower().split("_") if p]


def camel(var):
    p = kparts(var)
    return p[0] + "".join(x.capitalize() for x in p[1:])


def pascal(var):
    return "".join(x.capitalize() for x in kparts(var))


def kebab(var):
    return "-".join(kparts(var))


def vslug(v):
    s = "".join(c if c.isalnum() else "-" for c in v.svc.lower()).strip("-")
    while "--" in s:
        s = s.replace("--", "-")
    return s


def tail_key(var, v):
    """config key under a vendor section: STRIPE_SECRET_KEY -> secret_key"""
    p = kparts(var)
    slug = vslug(v).split("-")[0]
    if len(p) > 1 and (p[0] == slug or p[0][:4] == slug[:4]):
        p = p[1:]
    return "_".join(p)


BENIGN_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "APP_URL=https://{svc}.{org}.dev", "TZ=Asia/Seoul",
              "DATABASE_URL=postgres://db.internal:5432/{svc}", "REDIS_URL=redis://cache:6379/0", "FEATURE_NEW_CHECKOUT=false",
              "SENTRY_ENVIRONMENT={env}", "AWS_REGION=ap-northeast-2", "DEBUG=false", "WORKERS=4", "OTEL_SERVICE_NAME={svc}"]


def benign(cx, n):
    return [fmt(x, cx) for x in picks(BENIGN_ENV, n)]


def hdr_line(v, val):
    return v.header[0] + ": " + v.header[1].format(val)


def primary(items):
    for it in items:
        if it[2]:
            return it
    return items[0]


def c_dotenv(v, items, L, cx):
    f = pick([".env", ".env.local", ".env.{env}".format(env=cx["env"]), ".env.production", "apps/{svc}/.env".format(**cx),
              "docker/.env", "services/{svc}/.env".format(**cx), "backend/.env.development"])
    q = pick(["", "", '"', "'"])
    lines = [f"{k}={q}{val}{q}" for k, val, _ in items]
    b = benign(cx, rint(0, 3))
    k = rint(0, len(b))
    lines = b[:k] + lines + b[k:]
    return dict(snip="\n".join(lines), where=f, cname="dotenv file")


def c_export(v, items, L, cx):
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "the README setup block", "~/.profile", "bin/bootstrap.sh"])
    if L == "ko" and f == "the README setup block":
        f = "README 셋업 섹션"
    q = pick(["", '"', "'"])
    return dict(snip="\n".join(f"export {k}={q}{val}{q}" for k, val, _ in items), where=f, cname="shell export")


def c_windows(v, items, L, cx):
    style = pick(["ps", "setx", "cmd"])
    if style == "ps":
        s = "\n".join(f'$env:{k} = "{val}"' for k, val, _ in items)
        where = "PowerShell profile" if L == "en" else "PowerShell 프로필"
    elif style == "setx":
        s = "\n".join(f'setx {k} "{val}"' for k, val, _ in items)
        where = "the Windows build agent" if L == "en" else "윈도우 빌드 에이전트"
    else:
        s = "\n".join(f"set {k}={val}" for k, val, _ in items)
        where = "build.bat"
    return dict(snip=s, where=where, cname="windows env (" + style + ")", wt="file" if style == "cmd" else "seen")


def fill_url(v, cx):
    return v.url.format_map(cx)


def c_curl(v, items, L, cx):
    if not v.header or not v.url:
        return None
    k, val, secs = primary(items)
    url = fill_url(v, cx)
    extra = pick(["", " -X POST -H 'Content-Type: application/json' -d '{\"limit\": 10}'", " -sS", " -i", " --fail-with-body"])
    s = f'curl{extra} -H "{hdr_line(v, val)}" "{url}"' if chance(0.6) else f"curl{extra} {url} \\\n  -H '{hdr_line(v, val)}'"
    return dict(snip=s, where="the curl repro" if L == "en" else "재현용 curl", cname="curl header", secrets=secs, wt="seen")


def c_http_code(v, items, L, cx):
    if not v.header or not v.url:
        return None
    k, val, secs = primary(items)
    url = fill_url(v, cx)
    hn, hv = v.header[0], v.header[1].format(val)
    lang = pick(["python", "node", "go", "java", "csharp", "ruby", "php", "rust", "kotlin"])
    if lang == "python":
        s = f'resp = requests.get(\n    "{url}",\n    headers={{"{hn}": "{hv}"}},\n    timeout=10,\n)'
    elif lang == "node":
        s = f"const res = await fetch('{url}', {{\n  headers: {{ '{hn}': '{hv}' }},\n}});"
    elif lang == "go":
        s = f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.Header.Set("{hn}", "{hv}")'
    elif lang == "java":
        s = f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}"))\n    .header("{hn}", "{hv}")\n    .build();'
    elif lang == "csharp":
        s = f'client.DefaultRequestHeaders.Add("{hn}", "{hv}");\nvar res = await client.GetAsync("{url}");'
    elif lang == "ruby":
        s = f'req = Net::HTTP::Get.new(URI("{url}"))\nreq["{hn}"] = "{hv}"'
    elif lang == "php":
        s = f"curl_setopt($ch, CURLOPT_HTTPHEADER, ['{hn}: {hv}']);"
    elif lang == "rust":
        s = f'let res = client.get("{url}")\n    .header("{hn}", "{hv}")\n    .send().await?;'
    else:
        s = f'val request = Request.Builder()\n    .url("{url}")\n    .addHeader("{hn}", "{hv}")\n    .build()'
    where = {"python": "sync.py", "node": "lib/client.ts", "go": "internal/client/client.go", "java": "ApiClient.java",
             "csharp": "ApiClient.cs", "ruby": "lib/client.rb", "php": "src/Client.php", "rust": "src/client.rs", "kotlin": "ApiModule.kt"}[lang]
    return dict(snip=s, where=where, cname="http client code (" + lang + ")", secrets=secs)


SDK = {
    "Stripe": ["stripe.api_key = \"{0}\"", "const stripe = require('stripe')('{0}');", "Stripe.api_key = '{0}'",
               "\\Stripe\\Stripe::setApiKey('{0}');", "Stripe.apiKey = \"{0}\";", "stripe.Key = \"{0}\"", "StripeConfiguration.ApiKey = \"{0}\";"],
    "OpenAI": ["client = OpenAI(api_key=\"{0}\")", "const openai = new OpenAI({{ apiKey: \"{0}\" }});",
               "client := openai.NewClient(option.WithAPIKey(\"{0}\"))"],
    "Anthropic": ["client = anthropic.Anthropic(api_key=\"{0}\")", "const anthropic = new Anthropic({{ apiKey: '{0}' }});"],
    "Slack": ["client = WebClient(token=\"{0}\")", "const web = new WebClient('{0}');", "app = App(token=\"{0}\", signing_secret=os.environ[\"SLACK_SIGNING_SECRET\"])"],
    "SendGrid": ["sg = SendGridAPIClient(\"{0}\")", "sgMail.setApiKey('{0}');"],
    "Twilio": ["client = Client(\"{0}\", \"{1}\")", "const client = twilio('{0}', '{1}');"],
    "AWS": ["s3 = boto3.client(\"s3\", aws_access_key_id=\"{0}\", aws_secret_access_key=\"{1}\")",
            "const s3 = new S3Client({{ region: 'ap-northeast-2', credentials: {{ accessKeyId: '{0}', secretAccessKey: '{1}' }} }});",
            "cfg.Credentials = credentials.NewStaticCredentialsProvider(\"{0}\", \"{1}\", \"\")"],
    "GitHub": ["const octokit = new Octokit({{ auth: '{0}' }});", "g = Github(auth=Auth.Token(\"{0}\"))"],
    "Hugging Face": ["login(token=\"{0}\")", "model = AutoModel.from_pretrained(\"{org}/internal-7b\", token=\"{0}\")"],
    "Discord": ["bot.run(\"{0}\")", "client.login('{0}');"],
    "Telegram Bot API": ["app = Application.builder().token(\"{0}\").build()", "const bot = new Telegraf('{0}');"],
    "Notion": ["const notion = new Client({{ auth: '{0}' }});", "notion = Client(auth=\"{0}\")"],
    "Pinecone": ["pc = Pinecone(api_key=\"{0}\")"],
    "Groq": ["client = Groq(api_key=\"{0}\")"],
    "Cohere": ["co = cohere.ClientV2(\"{0}\")"],
    "Mistral": ["client = Mistral(api_key=\"{0}\")"],
    "Replicate": ["client = replicate.Client(api_token=\"{0}\")"],
    "Datadog": ["initialize(api_key=\"{0}\", app_key=\"{1}\")"],
    "Algolia": ["client = SearchClient.create(\"{0}\", \"{1}\")", "const client = algoliasearch('{0}', '{1}');"],
    "Vault": ["client = hvac.Client(url=\"https://vault.{org}.internal:8200\", token=\"{0}\")"],
    "Tavily": ["tavily = TavilyClient(api_key=\"{0}\")"],
    "Supabase": ["const supabase = createClient(process.env.SUPABASE_URL, '{0}');"],
    "Azure OpenAI": ["client = AzureOpenAI(api_key=\"{0}\", api_version=\"2024-06-01\", azure_endpoint=\"https://{org}-openai.openai.azure.com\")"],
    "Mailgun": ["requests.post(f\"https://api.mailgun.net/v3/{{DOMAIN}}/messages\", auth=(\"api\", \"{0}\"), data=payload)"],
    "Ghost": ["const api = new GhostAdminAPI({{ url: 'https://blog.{org}.com', key: '{0}', version: 'v5.0' }});"],
    "Gemini API": ["genai.configure(api_key=\"{0}\")", "const genAI = new GoogleGenerativeAI('{0}');"],
    "Resend": ["const resend = new Resend('{0}');"],
    "Linear": ["const linear = new LinearClient({{ apiKey: '{0}' }});"],
    "Airtable": ["const base = new Airtable({{ apiKey: '{0}' }}).base('app{proj}');"],
    "Sentry": ["sentry-cli --auth-token {0} releases new \"$VERSION\""],
    "LaunchDarkly": ["ldclient.set_config(Config(\"{0}\"))"],
    "PostHog": ["posthog = Posthog(personal_api_key=\"{0}\", project_api_key=os.environ[\"POSTHOG_KEY\"])"],
    "Elasticsearch": ["es = Elasticsearch(\"https://{org}.es.us-east-1.aws.elastic.cloud\", api_key=\"{0}\")"],
    "Clerk": ["const clerk = createClerkClient({{ secretKey: '{0}' }});"],
    "Square": ["client = Client(access_token=\"{0}\", environment=\"production\")"],
    "Shopify": ["session = shopify.Session(\"{org}.myshopify.com\", \"2024-10\", \"{0}\")"],
    "Klaviyo": ["klaviyo = KlaviyoAPI(\"{0}\", max_delay=60, max_retries=3)"],
    "ElevenLabs": ["client = ElevenLabs(api_key=\"{0}\")"],
    "Deepgram": ["deepgram = DeepgramClient(\"{0}\")"],
    "Databricks": ["w = WorkspaceClient(host=\"{0}\", token=\"{1}\")"],
    "Upstash": ["redis = Redis(url=\"{0}\", token=\"{1}\")"],
    "Turso": ["const client = createClient({{ url: 'libsql://{svc}-{org}.turso.io', authToken: '{0}' }});"],
}


def c_sdk(v, items, L, cx):
    tpls = SDK.get(v.svc)
    if not tpls:
        return None
    t = pick(tpls)
    vals = [it[1] for it in items]
    snip = t.format(vals[0], vals[1] if len(vals) > 1 else vals[0], org=cx["org"], proj=cx["proj"], svc=cx["svc"])
    used = [it for i, it in enumerate(items) if vals[i] in snip]
    secs = [s for it in used for s in it[2]]
    if not secs:
        return None
    where = pick(["app/config.py", "src/lib/" + vslug(v) + ".ts", "main.go", "scripts/backfill.py", "notebooks/explore.ipynb", "worker/index.js", "config/initializers/" + vslug(v) + ".rb"])
    return dict(snip=snip, where=where, cname="SDK constructor", secrets=secs)


def c_json(v, items, L, cx):
    style = pick(["appsettings", "flat", "nested", "launch"])
    if style == "appsettings":
        inner = ",\n".join(f'    "{pascal(tail_key(k, v))}": "{val}"' for k, val, _ in items)
        s = '{\n  "' + pascal(vslug(v).replace("-", "_")) + '": {\n' + inner + "\n  }\n}"
        where = "appsettings." + pick(["Production", "Staging", "Development"]) + ".json"
    elif style == "flat":
        s = "{" + ", ".join(f'"{camel(k)}": "{val}"' for k, val, _ in items) + "}"
        where = pick(["config.json", "secrets.json", "src/config/default.json", "firebase-config.json"])
    elif style == "nested":
        inner = ",\n".join(f'      "{tail_key(k, v)}": "{val}"' for k, val, _ in items)
        s = '{\n  "integrations": {\n    "' + vslug(v) + '": {\n' + inner + '\n    }\n  }\n}'
        where = pick(["config/" + cx["env"] + ".json", "settings.json", "deploy/values.json"])
    else:
        inner = ",\n".join(f'        "{k}": "{val}"' for k, val, _ in items)
        s = '"configurations": [{\n    "name": "' + cx["svc"] + '",\n    "env": {\n' + inner + '\n    }\n}]'
        where = ".vscode/launch.json"
    return dict(snip=s, where=where, cname="JSON config (" + style + ")")


def c_yaml(v, items, L, cx):
    style = pick(["spring", "plain", "helm"])
    q = pick(["", '"', "'"])
    if style == "spring":
        s = vslug(v).replace("-", "") + ":\n" + "\n".join(f"  {kebab(tail_key(k, v))}: {q}{val}{q}" for k, val, _ in items)
        where = pick(["src/main/resources/application-" + cx["env"] + ".yml", "application.yml"])
    elif style == "plain":
        s = "\n".join(f"{k.lower()}: {q}{val}{q}" for k, val, _ in items)
        where = pick(["config.yaml", "settings." + cx["env"] + ".yaml", "conf/app.yml", "secrets.yml"])
    else:
        s = "secrets:\n  " + vslug(v).replace("-", "") + ":\n" + "\n".join(f"    {camel(tail_key(k, v))}: {q}{val}{q}" for k, val, _ in items)
        where = pick(["charts/" + cx["svc"] + "/values-" + cx["env"] + ".yaml", "values.yaml", "helm/values.prod.yaml"])
    return dict(snip=s, where=where, cname="YAML config (" + style + ")")


def c_toml(v, items, L, cx):
    sec = vslug(v).replace("-", "_")
    s = f"[{sec}]\n" + "\n".join(f'{tail_key(k, v)} = "{val}"' for k, val, _ in items)
    where = pick([".streamlit/secrets.toml", "config.toml", "settings.toml", "app/" + cx["env"] + ".toml", "pyproject.toml [tool.app]"])
    return dict(snip=s, where=where, cname="TOML config")


def c_ini(v, items, L, cx):
    sec = vslug(v).replace("-", "_")
    sep = pick([" = ", "=", ": "])
    s = f"[{sec}]\n" + "\n".join(f"{tail_key(k, v)}{sep}{val}" for k, val, _ in items)
    where = pick(["config.ini", "settings.cfg", "conf/" + cx["svc"] + ".ini", "setup.cfg", "tox.ini"])
    return dict(snip=s, where=where, cname="INI config")


def c_xml(v, items, L, cx):
    style = pick(["webconfig", "android", "spring"])
    if style == "webconfig":
        s = "<appSettings>\n" + "\n".join(f'  <add key="{pascal(k)}" value="{val}" />' for k, val, _ in items) + "\n</appSettings>"
        where = "Web.config"
    elif style == "android":
        s = "\n".join(f'<string name="{k.lower()}">{val}</string>' for k, val, _ in items)
        where = "app/src/main/res/values/secrets.xml"
    else:
        s = "\n".join(f'<property name="{camel(tail_key(k, v))}" value="{val}"/>' for k, val, _ in items)
        where = "src/main/resources/applicationContext.xml"
    return dict(snip=s, where=where, cname="XML config (" + style + ")")


def c_properties(v, items, L, cx):
    pre = vslug(v).replace("-", "")
    s = "\n".join(f"{pre}.{kebab(tail_key(k, v))}={val}" for k, val, _ in items)
    where = pick(["application.properties", "gradle.properties", "local.properties", "config/" + cx["env"] + ".properties"])
    return dict(snip=s, where=where, cname="Java properties")


def c_terraform(v, items, L, cx):
    style = pick(["tfvars", "variable", "resource"])
    if style == "tfvars":
        s = "\n".join(f'{k.lower()} = "{val}"' for k, val, _ in items)
        where = pick(["terraform.tfvars", "envs/" + cx["env"] + ".tfvars", "secrets.auto.tfvars"])
    elif style == "variable":
        k, val, _ = primary(items)
        s = f'variable "{k.lower()}" {{\n  type    = string\n  default = "{val}"\n}}'
        items = [primary(items)]
        where = "variables.tf"
    else:
        s = "\n".join(f'resource "aws_ssm_parameter" "{k.lower()}" {{\n  name  = "/{cx["svc"]}/{cx["env"]}/{k}"\n  type  = "SecureString"\n  value = "{val}"\n}}' for k, val, _ in items[:2])
        items = items[:2]
        where = "ssm.tf"
    return dict(snip=s, where=where, cname="Terraform (" + style + ")", secrets=[x for it in items for x in it[2]] or None)


def c_gha(v, items, L, cx):
    s = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join(f"      {k}: {val}" for k, val, _ in items)
    return dict(snip=s, where=".github/workflows/" + pick(["deploy.yml", "release.yml", "ci.yml", "nightly.yml"]), cname="GitHub Actions env")


def c_gitlab(v, items, L, cx):
    s = "variables:\n" + "\n".join(f'  {k}: "{val}"' for k, val, _ in items)
    return dict(snip=s, where=".gitlab-ci.yml", cname="GitLab CI variables")


def c_k8s_string(v, items, L, cx):
    s = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {cx['svc']}-{vslug(v).split('-')[0]}\ntype: Opaque\nstringData:\n" + "\n".join(f"  {k}: \"{val}\"" for k, val, _ in items)
    return dict(snip=s, where=pick(["k8s/" + cx["env"] + "/secret.yaml", "manifests/secret.yaml", "deploy/overlays/" + cx["env"] + "/secrets.yaml"]), cname="k8s Secret stringData")


def c_k8s_data(v, items, L, cx):
    lines, secs = [], []
    for k, val, ss in items:
        enc = b64e(val.encode())
        lines.append(f"  {k}: {enc}")
        if ss:
            secs.append(enc)
    s = f"kind: Secret\nmetadata:\n  name: {cx['svc']}-creds\ndata:\n" + "\n".join(lines)
    return dict(snip=s, where="k8s/" + cx["env"] + "/secret.yaml", cname="k8s Secret data (base64)", secrets=secs)


def c_dockerfile(v, items, L, cx):
    kw = pick(["ENV", "ARG"])
    s = pick(["FROM node:20-alpine\n", "FROM python:3.12-slim\n", ""]) + "\n".join(f"{kw} {k}={val}" for k, val, _ in items)
    return dict(snip=s, where="Dockerfile", cname="Dockerfile " + kw)


def c_compose(v, items, L, cx):
    if chance(0.5):
        env = "\n".join(f"      - {k}={val}" for k, val, _ in items)
    else:
        env = "\n".join(f"      {k}: {val}" for k, val, _ in items)
    s = f"services:\n  {cx['svc']}:\n    image: {cx['org']}/{cx['svc']}:latest\n    environment:\n" + env
    return dict(snip=s, where=pick(["docker-compose.yml", "compose.override.yml", "docker-compose.prod.yml"]), cname="docker-compose environment")


def c_diff(v, items, L, cx):
    f = pick([".env.example", "config/settings.py", "deploy/" + cx["env"] + ".env", "src/config.ts", "docker-compose.yml"])
    if f.endswith(".py"):
        add = [f'+{k} = "{val}"' for k, val, _ in items]
    elif f.endswith(".ts"):
        add = [f"+export const {k} = '{val}';" for k, val, _ in items]
    elif f.endswith(".yml"):
        add = [f"+      - {k}={val}" for k, val, _ in items]
    else:
        add = [f"+{k}={val}" for k, val, _ in items]
    k0 = items[0][0]
    s = f"--- a/{f}\n+++ b/{f}\n@@ -3,{rint(2, 9)} +3,{rint(3, 11)} @@\n-{k0}=\n" + "\n".join(add)
    return dict(snip=s, where=("the diff of commit " + hexs(7)) if L == "en" else ("커밋 " + hexs(7) + " diff"), cname="git diff", wt="seen")


def c_log(v, items, L, cx):
    k, val, secs = primary(items)
    t = f"2025-{rint(1, 12):02d}-{rint(1, 28):02d}T{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}Z"
    style = pick(["headers", "env", "config"])
    if style == "headers" and v.header:
        s = f"{t} DEBUG {cx['svc']} outgoing request headers={{'User-Agent': 'python-requests/2.32.3', '{v.header[0]}': '{v.header[1].format(val)}'}}"
    elif style == "env":
        s = f"{t} INFO  boot: loaded env {k}={val} (source=.env)"
    else:
        s = f"[{t}] config dump: {{\"{camel(k)}\": \"{val}\", \"timeout\": 30, \"retries\": 3}}"
    return dict(snip=s, where=pick(["the CloudWatch log group", "pod logs", "the CI job log", "Datadog logs", "journalctl output"]) if L == "en"
                else pick(["CloudWatch 로그", "파드 로그", "CI 잡 로그", "Datadog 로그", "journalctl 출력"]), cname="log line", secrets=secs, wt="seen")


def c_table(v, items, L, cx):
    if L == "en":
        head = "| variable | value | env |\n|---|---|---|"
    else:
        head = "| 변수 | 값 | 환경 |\n|---|---|---|"
    rows = "\n".join(f"| {k} | {val} | {cx['env']} |" for k, val, _ in items)
    return dict(snip=head + "\n" + rows, where="the onboarding doc table" if L == "en" else "온보딩 문서 표", cname="markdown table", wt="seen")


def c_inline(v, items, L, cx):
    parts = [f"{k}={val}" for k, val, _ in items] if chance(0.5) else [f"`{k}` = `{val}`" for k, val, _ in items]
    return dict(snip=", ".join(parts), where=pick(["the task description", "a Slack thread", "the Jira ticket"]) if L == "en"
                else pick(["작업 설명", "슬랙 스레드", "지라 티켓"]), cname="inline prose", inline=True, wt="seen")


def c_chat(v, items, L, cx):
    who = pick(PEOPLE_EN[:20] if L == "en" else ["김민지", "이지수", "박현우", "최서진", "정유나", "강재현", "윤하나", "조도윤"])
    hh = f"{rint(9, 18)}:{rint(0, 59):02d}"
    vals = " / ".join(val for _, val, _ in items)
    if L == "en":
        line = pick([f"here's the {cx['env']} one: {vals}", f"use this for now -> {vals}", f"{vals}  (don't share pls)", f"try {vals}"])
        s = f"[{hh}] {who}: {line}"
    else:
        line = pick([f"{cx['env']}용 이거 쓰세요 {vals}", f"일단 이걸로 해보세요: {vals}", f"{vals} 외부 공유 금지요", f"키 여기요 {vals}"])
        s = f"[오후 {hh}] {who}: {line}" if chance(0.5) else f"{who} {hh}\n{line}"
    return dict(snip=s, where="Slack" if L == "en" else pick(["슬랙", "카톡 단톡방", "팀즈", "슬랙 DM"]), cname="chat paste", wt="seen")


def c_cli_set(v, items, L, cx):
    app = cx["svc"]
    style = pick(["heroku", "fly", "gh", "kubectl", "ssm", "az", "doppler", "netlify", "dokku", "railway", "gcloud", "supabase"])
    pairs = " ".join(f"{k}={shq(val)}" for k, val, _ in items)
    k, val, secs = primary(items)
    if style == "heroku":
        s = f"heroku config:set {pairs} -a {app}-{cx['env']}"
    elif style == "fly":
        s = f"fly secrets set {pairs} --app {app}"
    elif style == "gh":
        s = f'gh secret set {k} --body "{val}" --repo {cx["org"]}/{cx["repo"]}'
        items = [primary(items)]
    elif style == "kubectl":
        s = f"kubectl create secret generic {app}-secrets " + " ".join(f"--from-literal={k}={shq(val)}" for k, val, _ in items) + f" -n {cx['env']}"
    elif style == "ssm":
        s = f"aws ssm put-parameter --name /{app}/{cx['env']}/{k} --type SecureString --value {shq(val)} --overwrite"
        items = [primary(items)]
    elif style == "az":
        s = f"az keyvault secret set --vault-name kv-{cx['org']}-{cx['env']} --name {kebab(k)} --value {shq(val)}"
        items = [primary(items)]
    elif style == "doppler":
        s = f"doppler secrets set {pairs} --project {app} --config {cx['env'][:3]}"
    elif style == "netlify":
        s = f"netlify env:set {k} {shq(val)} --context production"
        items = [primary(items)]
    elif style == "dokku":
        s = f"dokku config:set {app} {pairs}"
    elif style == "railway":
        s = "railway variables " + " ".join(f'--set "{k}={val}"' for k, val, _ in items)
    elif style == "gcloud":
        s = f"printf '%s' {shq(val)} | gcloud secrets versions add {kebab(k)} --data-file=-"
        items = [primary(items)]
    else:
        s = f"supabase secrets set {pairs} --project-ref {ch(LO, 20)}"
    return dict(snip=s, where=("the shell history" if L == "en" else "쉘 히스토리"), cname="secret-setting CLI (" + style + ")",
                secrets=[x for it in items for x in it[2]], wt="seen")


def c_docker_run(v, items, L, cx):
    s = "docker run -d --name " + cx["svc"] + " " + " ".join(f"-e {k}={shq(val)}" for k, val, _ in items) + f" {cx['org']}/{cx['svc']}:{pick(['latest', '1.4.2', 'sha-' + hexs(7)])}"
    return dict(snip=s, where="the deploy script" if L == "en" else "배포 스크립트", cname="docker run -e", wt="file")


def c_systemd(v, items, L, cx):
    s = "[Service]\n" + "\n".join(f'Environment="{k}={val}"' for k, val, _ in items) + f"\nExecStart=/opt/{cx['svc']}/bin/{cx['svc']}"
    return dict(snip=s, where=f"/etc/systemd/system/{cx['svc']}.service", cname="systemd unit Environment")


def c_jupyter(v, items, L, cx):
    s = "import os\n" + "\n".join(f'os.environ["{k}"] = "{val}"' for k, val, _ in items)
    return dict(snip=s, where="the first cell of " + pick(["eda.ipynb", "notebooks/backfill.ipynb", "scratch.ipynb"]) if L == "en"
                else pick(["eda.ipynb", "notebooks/backfill.ipynb"]) + " 첫 셀", cname="notebook cell", wt="file")


def c_makefile(v, items, L, cx):
    s = "\n".join(f"{k} ?= {val}" for k, val, _ in items) + "\n\ndeploy:\n\t./scripts/deploy.sh $(" + items[0][0] + ")"
    return dict(snip=s, where="Makefile", cname="Makefile variable", wt="file")


def c_crontab(v, items, L, cx):
    s = f"{rint(0, 59)} {rint(0, 6)} * * * " + " ".join(f"{k}={val}" for k, val, _ in items) + f" /opt/jobs/{cx['svc']}-sync.sh >> /var/log/{cx['svc']}.log 2>&1"
    return dict(snip=s, where="crontab", cname="crontab line", wt="file")


def c_helm(v, items, L, cx):
    s = f"helm upgrade --install {cx['svc']} ./charts/{cx['svc']} -n {cx['env']} " + " ".join(f"--set secrets.{camel(k)}={shq(val)}" for k, val, _ in items)
    return dict(snip=s, where=("the release command in the runbook" if L == "en" else "런북의 배포 명령"), cname="helm --set", wt="seen")


def c_url_query(v, items, L, cx):
    k, val, secs = primary(items)
    if "," in val or " " in val:
        return None
    param = pick(["api_key", "key", "token", "access_token", "apikey"])
    base = fill_url(v, cx) if v.url else f"https://api.{vslug(v)}.com/v1/{pick(['items', 'search', 'status', 'export'])}"
    sep = "&" if "?" in base else "?"
    s = f"{base}{sep}{param}={val}"
    return dict(snip=s, where=("a bookmarked URL" if L == "en" else "북마크된 URL"), cname="URL query parameter", secrets=secs, inline=True, wt="seen")


def c_stacktrace(v, items, L, cx):
    k, val, secs = primary(items)
    if chance(0.5):
        s = (f"Traceback (most recent call last):\n  File \"/app/{cx['svc'].replace('-', '_')}/client.py\", line {rint(20, 300)}, in call\n"
             f"    resp.raise_for_status()\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden\n"
             f"  locals: {{'{k.lower()}': '{val}', 'retries': {rint(0, 3)}}}")
    else:
        s = (f"Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
             f"  config: {{ url: '/v1/sync', headers: {{ {('Authorization' if not v.header else v.header[0])}: '{(v.header[1].format(val) if v.header else 'Bearer ' + val)}' }} }}")
    return dict(snip=s, where=("the error report" if L == "en" else "에러 리포트"), cname="stack trace with locals", secrets=secs, wt="seen")


def c_bare(v, items, L, cx):
    k, val, secs = primary(items)
    if L == "en":
        s = pick([f"the key is {val}", f"{val} (that's the {cx['env']} one)", f"use {val}", f"{val}"])
        where = pick(["the ticket", "a DM", "the PR description", "an email thread"])
    else:
        s = pick([f"키는 {val}", f"{val} ({cx['env']}용)", f"{val} 이걸로 쓰세요", f"{val}"])
        where = pick(["티켓 본문", "DM", "PR 설명", "메일 스레드"])
    return dict(snip=s, where=where, cname="bare token in prose", secrets=secs, inline=True, wt="seen")


CONTAINERS = [c_bare, c_dotenv, c_dotenv, c_export, c_windows, c_curl, c_curl, c_http_code, c_sdk, c_sdk, c_json, c_yaml, c_toml, c_ini,
              c_xml, c_properties, c_terraform, c_gha, c_gitlab, c_k8s_string, c_k8s_data, c_dockerfile, c_compose, c_diff,
              c_log, c_table, c_inline, c_chat, c_cli_set, c_docker_run, c_systemd, c_jupyter, c_makefile, c_crontab, c_helm,
              c_url_query, c_stacktrace]


# ----------------------------------------------------------------------------------------------------
# vendor-native files and commands
# ----------------------------------------------------------------------------------------------------
def _n(snip, where, cname, secrets=None):
    d = dict(snip=snip, where=where, cname=cname)
    if secrets is not None:
        d["secrets"] = secrets
    return d


def _vals(items):
    return [it[1] for it in items]


def _secs(items):
    return [x for it in items for x in it[2]]


def nat_npm(items, L, cx):
    t = items[0][1]
    return pick([_n(f"//registry.npmjs.org/:_authToken={t}\n@{cx['org']}:registry=https://registry.npmjs.org/", "~/.npmrc", ".npmrc authToken"),
                 _n(f'npmAuthToken: "{t}"\nnpmRegistryServer: "https://registry.npmjs.org"', ".yarnrc.yml", ".yarnrc.yml npmAuthToken"),
                 _n(f"echo \"//registry.npmjs.org/:_authToken={t}\" > .npmrc && npm publish --access public", "the release job", "npm publish step")])


def nat_pypi(items, L, cx):
    t = items[0][1]
    return pick([_n(f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}", "~/.pypirc", ".pypirc"),
                 _n(f"twine upload -u __token__ -p {t} dist/*", "the release script", "twine upload -p"),
                 _n(f"uv publish --token {t}", "the release script", "uv publish --token"),
                 _n(f"poetry config pypi-token.pypi {t}", "the release notes", "poetry config pypi-token")])


def nat_dockerhub(items, L, cx):
    u, t = _vals(items)
    return pick([_n(f"docker login -u {u} -p {t}", "the CI step", "docker login -p"),
                 _n(f"echo {t} | docker login -u {u} --password-stdin", "the CI step", "docker login --password-stdin with literal")])


def nat_gh_cli(items, L, cx):
    t = items[0][1]
    return _n(f"github.{cx['org']}.com:\n    users:\n        {cx['org']}-bot:\n            oauth_token: {t}\n    git_protocol: https\n    oauth_token: {t}\n    user: {cx['org']}-bot",
              "~/.config/gh/hosts.yml", "gh hosts.yml")


def nat_github(items, L, cx):
    t = items[0][1]
    u = pick(USERS[:8]) if chance(0.3) else cx["org"] + "-bot"
    return pick([_n(f"git remote set-url origin https://{u}:{t}@github.com/{cx['org']}/{cx['repo']}.git", "the repo's git config", "git remote URL with token"),
                 _n(f"https://{u}:{t}@github.com", "~/.git-credentials", ".git-credentials"),
                 _n(f"echo {t} | gh auth login --with-token", "the setup script", "gh auth login --with-token"),
                 _n(f"GITHUB_TOKEN={t} goreleaser release --clean", "the release command", "env-prefixed command")])


def nat_gitlab(items, L, cx):
    t = items[0][1]
    return pick([_n(f"git clone https://oauth2:{t}@gitlab.com/{cx['org']}/{cx['repo']}.git", "the clone command", "git clone URL with token"),
                 _n(f"glab auth login --hostname gitlab.com --token {t}", "the setup notes", "glab auth login --token"),
                 _n(f'curl --header "PRIVATE-TOKEN: {t}" "https://gitlab.com/api/v4/projects/{digits(8)}/pipelines?ref=main"', "the curl repro", "curl PRIVATE-TOKEN")])


def nat_gitlab_runner(items, L, cx):
    t = items[0][1]
    return pick([_n(f'[[runners]]\n  name = "{cx["svc"]}-runner"\n  url = "https://gitlab.com"\n  token = "{t}"\n  executor = "docker"', "/etc/gitlab-runner/config.toml", "gitlab-runner config.toml"),
                 _n(f"gitlab-runner register --non-interactive --url https://gitlab.com --token {t} --executor docker --docker-image alpine:3.20", "the runner bootstrap script", "gitlab-runner register --token")])


def nat_gitlab_deploy(items, L, cx):
    u, t = _vals(items)
    return _n(f"docker login registry.gitlab.com -u {u} -p {t}", "the k3s node bootstrap", "docker login deploy token")


def nat_bitbucket(items, L, cx):
    u, t = _vals(items)
    return _n(f"git clone https://{u}:{t}@bitbucket.org/{cx['org']}/{cx['repo']}.git", "the clone command", "git clone with app password")


def nat_rubygems(items, L, cx):
    t = items[0][1]
    return _n(f"---\n:rubygems_api_key: {t}", "~/.gem/credentials", "gem credentials")


def nat_nuget(items, L, cx):
    t = items[0][1]
    return _n(f"dotnet nuget push bin/Release/*.nupkg --api-key {t} --source https://api.nuget.org/v3/index.json", "the pack-and-push step", "dotnet nuget push --api-key")


def nat_crates(items, L, cx):
    t = items[0][1]
    return pick([_n(f"cargo login {t}", "the release notes", "cargo login positional"),
                 _n(f'[registry]\ntoken = "{t}"', "~/.cargo/credentials.toml", "cargo credentials.toml")])


def nat_sonar(items, L, cx):
    t = items[0][1]
    return _n(f"sonar-scanner -Dsonar.projectKey={cx['org']}_{cx['repo']} -Dsonar.host.url=https://sonar.{cx['org']}.internal -Dsonar.token={t}", "the Jenkinsfile", "sonar-scanner -Dsonar.token")


def nat_snyk(items, L, cx):
    return _n(f"snyk auth {items[0][1]}", "the onboarding script", "snyk auth positional")


def nat_codecov(items, L, cx):
    return _n(f"codecov upload-process -t {items[0][1]} -f coverage.xml", "the CI test job", "codecov -t")


def nat_cypress(items, L, cx):
    return _n(f"npx cypress run --record --key {items[0][1]} --parallel", "package.json scripts", "cypress --key")


def nat_chromatic(items, L, cx):
    return _n(f"npx chromatic --project-token={items[0][1]} --exit-zero-on-changes", "package.json scripts", "chromatic --project-token")


def nat_vercel(items, L, cx):
    return _n(f"vercel deploy --prod --token {items[0][1]} --scope {cx['org']}", "the deploy job", "vercel --token")


def nat_netlify(items, L, cx):
    return _n(f"netlify deploy --prod --dir=dist --auth {items[0][1]} --site {uuid4()}", "the deploy job", "netlify deploy --auth")


def nat_fly(items, L, cx):
    return _n(f"flyctl deploy --remote-only --access-token {items[0][1]}", "the deploy job", "flyctl --access-token")


def nat_heroku(items, L, cx):
    t = items[0][1]
    return _n(f"machine api.heroku.com\n  login {pick(['minji', 'tom', 'priya', 'dev', 'ops', 'hyunwoo'])}@{cx['org']}.com\n  password {t}\nmachine git.heroku.com\n  login {pick(['minji', 'tom', 'priya', 'dev', 'ops', 'hyunwoo'])}@{cx['org']}.com\n  password {t}", "~/.netrc", "netrc heroku")


def nat_do(items, L, cx):
    return _n(f"doctl auth init --context {cx['org']} -t {items[0][1]}", "the bootstrap notes", "doctl auth init -t")


def nat_aws(items, L, cx):
    vals = _vals(items)
    prof = pick(["default", cx["env"], cx["org"] + "-" + cx["env"], "deploy"])
    body = f"[{prof}]\naws_access_key_id = {vals[0]}\naws_secret_access_key = {vals[1]}"
    if len(vals) > 2:
        body += f"\naws_session_token = {vals[2]}"
    return pick([_n(body, "~/.aws/credentials", "aws credentials file"),
                 _n(f"aws configure set aws_access_key_id {vals[0]} --profile {prof}\naws configure set aws_secret_access_key {vals[1]} --profile {prof}",
                    "the shell history", "aws configure set", secrets=_secs(items[:2]))])


def nat_az_storage(items, L, cx):
    acct, key = _vals(items)
    return _n(f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net", "local.settings.json (AzureWebJobsStorage)", "Azure storage connection string")


def nat_cosmos(items, L, cx):
    ep, key = _vals(items)
    return _n(f"AccountEndpoint={ep};AccountKey={key};", "the Function App settings", "Cosmos connection string")


def nat_servicebus(items, L, cx):
    key = items[0][1]
    return _n(f"Endpoint=sb://{cx['org']}-{cx['env']}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}", "appsettings.json ConnectionStrings", "Service Bus connection string")


def nat_az_sp(items, L, cx):
    cid, tid, sec = _vals(items)
    return _n(f"az login --service-principal -u {cid} -p {shq(sec)} --tenant {tid}", "the pipeline's login step", "az login -p")


def nat_ado(items, L, cx):
    t = items[0][1]
    return pick([_n(f"echo {t} | az devops login --organization https://dev.azure.com/{cx['org']}", "the agent setup", "az devops login"),
                 _n(f"git clone https://{t}@dev.azure.com/{cx['org']}/{cx['repo']}/_git/{cx['repo']}", "the clone command", "Azure Repos clone URL with PAT")])


def nat_gcp_key(items, L, cx):
    t = items[0][1]
    return _n(f"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:generateContent?key={t}", "the request URL", "Google API key in URL", )


def nat_google_refresh(items, L, cx):
    t = items[0][1]
    return _n(json.dumps({"token": None, "refresh_token": t, "token_uri": "https://oauth2.googleapis.com/token", "scopes": ["https://www.googleapis.com/auth/drive.readonly"]}, indent=1), "token.json", "google token.json")


def nat_alibaba(items, L, cx):
    a, b = _vals(items)
    return _n(f"aliyun configure set --profile {cx['env']} --mode AK --access-key-id {a} --access-key-secret {b} --region cn-hangzhou", "the shell history", "aliyun configure set")


def nat_rclone(items, L, cx, provider, endpoint):
    a, b = _vals(items)[:2]
    return _n(f"[{provider.lower()}]\ntype = s3\nprovider = {provider}\naccess_key_id = {a}\nsecret_access_key = {b}\nendpoint = {endpoint}",
              "~/.config/rclone/rclone.conf", "rclone.conf", secrets=_secs(items[:2]))


def nat_b2(items, L, cx):
    a, b = _vals(items)
    return _n(f"b2 account authorize {a} {b}", "the backup cron notes", "b2 authorize positional")


def nat_databricks(items, L, cx):
    h, t = _vals(items)
    return _n(f"[DEFAULT]\nhost  = {h}\ntoken = {t}", "~/.databrickscfg", ".databrickscfg")


def nat_confluent(items, L, cx):
    a, b = _vals(items)
    return _n(f"confluent api-key store {a} {b} --resource lkc-{ch(LOAN, 5)}", "the shell history", "confluent api-key store positional")


def nat_hf(items, L, cx):
    return _n(f"huggingface-cli login --token {items[0][1]} --add-to-git-credential", "the GPU box setup", "huggingface-cli login --token")


def nat_wandb(items, L, cx):
    t = items[0][1]
    return pick([_n(f"wandb login {t}", "the training README", "wandb login positional"),
                 _n(f"machine api.wandb.ai\n  login user\n  password {t}", "~/.netrc", "netrc wandb")])


def nat_stripe(items, L, cx):
    t = items[0][1]
    return _n(f"curl https://api.stripe.com/v1/customers -u {t}: -d email=test@{cx['org']}.com", "the Stripe repro", "curl -u key:")


def nat_twilio(items, L, cx):
    a, b = _vals(items)
    return _n(f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{a}/Messages.json \\\n  --data-urlencode \"To=+8210{digits(8, False)}\" --data-urlencode \"Body=test\" \\\n  -u {a}:{b}",
              "the SMS repro", "curl -u sid:token")


def nat_mailgun(items, L, cx):
    t = items[0][1]
    return _n(f"curl -s --user 'api:{t}' https://api.mailgun.net/v3/mg.{cx['org']}.com/messages -F from=noreply@mg.{cx['org']}.com -F to=qa@{cx['org']}.com -F subject=test -F text=hi",
              "the email repro", "curl --user api:key")


def nat_atlassian(items, L, cx):
    e, t = _vals(items)
    return _n(f"curl -u {e}:{t} -H 'Accept: application/json' https://{cx['org']}.atlassian.net/rest/api/3/search?jql=project=OPS", "the Jira script", "curl -u email:token")


def nat_zendesk(items, L, cx):
    e, t = _vals(items)
    return _n(f"curl https://{cx['org']}.zendesk.com/api/v2/tickets.json -u {e}/token:{t}", "the support export script", "curl -u email/token:")


def nat_jenkins(items, L, cx):
    u, t = _vals(items)
    return pick([_n(f"java -jar jenkins-cli.jar -s https://jenkins.{cx['org']}.internal/ -auth {u}:{t} build {cx['svc']}-deploy -p ENV={cx['env']}", "the release runbook", "jenkins-cli -auth"),
                 _n(f"curl -X POST -u {u}:{t} https://jenkins.{cx['org']}.internal/job/{cx['svc']}/buildWithParameters?ENV={cx['env']}", "the release runbook", "curl -u user:apitoken")])


def nat_harbor(items, L, cx):
    u, p = _vals(items)
    return _n(f"docker login harbor.{cx['org']}.internal -u '{u}' -p '{p}'", "the node bootstrap", "docker login robot account")


def nat_browserstack(items, L, cx):
    u, k = _vals(items)
    return _n(f"remote_url = \"https://{u}:{k}@hub-cloud.browserstack.com/wd/hub\"", "conftest.py", "Selenium hub URL with key")


def nat_sauce(items, L, cx):
    u, k = _vals(items)
    return _n(f"https://{u}:{k}@ondemand.us-west-1.saucelabs.com:443/wd/hub", "wdio.conf.js", "Sauce hub URL with key")


def nat_telegram(items, L, cx):
    t = items[0][1]
    return _n(f"curl -s \"https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{digits(10)}&text=deploy+done\"", "the deploy notifier", "Telegram bot URL")


def nat_vault(items, L, cx):
    t = items[0][1]
    return pick([_n(f"vault login {t}", "the shell history", "vault login positional"),
                 _n(f"export VAULT_ADDR=https://vault.{cx['org']}.internal:8200\nexport VAULT_TOKEN={t}\nvault kv get secret/{cx['svc']}/{cx['env']}", "the runbook", "vault env")])


def nat_tfc(items, L, cx):
    t = items[0][1]
    return _n(json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2), "~/.terraform.d/credentials.tfrc.json", "credentials.tfrc.json")


def nat_tailscale(items, L, cx):
    return _n(f"tailscale up --authkey={items[0][1]} --advertise-tags=tag:ci --ssh", "the cloud-init user-data", "tailscale up --authkey")


def nat_ngrok(items, L, cx):
    t = items[0][1]
    return pick([_n(f"ngrok config add-authtoken {t}", "the demo setup", "ngrok add-authtoken"),
                 _n(f'version: "3"\nagent:\n  authtoken: {t}', "~/.config/ngrok/ngrok.yml", "ngrok.yml")])


def nat_age(items, L, cx):
    t = items[0][1]
    return _n(f"# created: 2025-{rint(1, 12):02d}-{rint(1, 28):02d}T10:{rint(10, 59)}:02+09:00\n# public key: {age_public()}\n{t}", "~/.config/sops/age/keys.txt", "age keys.txt")


def nat_doppler(items, L, cx):
    return _n(f"doppler run --token {items[0][1]} -- npm start", "the Procfile", "doppler run --token")


def nat_sentry(items, L, cx):
    t = items[0][1]
    return pick([_n(f"[auth]\ntoken={t}\n\n[defaults]\norg={cx['org']}\nproject={cx['svc']}", "~/.sentryclirc", ".sentryclirc"),
                 _n(f"sentry-cli --auth-token {t} sourcemaps upload --release {cx['svc']}@{rint(1, 4)}.{rint(0, 20)}.{rint(0, 9)} ./dist", "the build step", "sentry-cli --auth-token")])


def nat_datadog(items, L, cx):
    a, b = _vals(items)
    return pick([_n(f'curl -X GET "https://api.datadoghq.com/api/v1/monitor" \\\n  -H "DD-API-KEY: {a}" \\\n  -H "DD-APPLICATION-KEY: {b}"', "the monitor export script", "curl DD-API-KEY headers"),
                 _n(f"api_key: {a}\nsite: datadoghq.com\nlogs_enabled: true", "/etc/datadog-agent/datadog.yaml", "datadog.yaml", secrets=[a])])


def nat_nr_license(items, L, cx):
    t = items[0][1]
    return pick([_n(f"common: &default_settings\n  license_key: '{t}'\n  app_name: {cx['svc']} ({cx['env']})", "newrelic.yml", "newrelic.yml"),
                 _n(f"[newrelic]\nlicense_key = {t}\napp_name = {cx['svc']}", "newrelic.ini", "newrelic.ini")])


def nat_grafana_cloud(items, L, cx):
    t = items[0][1]
    return _n(f'prometheus.remote_write "grafana_cloud" {{\n  endpoint {{\n    url = "https://prometheus-prod-{rint(10, 49)}-prod-ap-northeast-0.grafana.net/api/prom/push"\n    basic_auth {{\n      username = "{digits(7)}"\n      password = "{t}"\n    }}\n  }}\n}}',
              "config.alloy", "Grafana Alloy basic_auth")


def nat_algolia(items, L, cx):
    a, k = _vals(items)
    return _n(f'curl -X POST "https://{a}-dsn.algolia.net/1/indexes/products/batch" \\\n  -H "X-Algolia-Application-Id: {a}" \\\n  -H "X-Algolia-API-Key: {k}" --data @batch.json',
              "the reindex script", "curl X-Algolia-API-Key")


def nat_toss(items, L, cx):
    t = items[0][1]
    blob = b64e((t + ":").encode())
    return _n(f'curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H "Authorization: Basic {blob}" \\\n  -H "Content-Type: application/json" \\\n  -d \'{{"paymentKey":"tgen_{ch(AN, 20)}","orderId":"ORD-{digits(8)}","amount":{rint(1, 99)}000}}\'',
              "the payment confirm repro", "Toss Basic auth (base64 of secret key)", secrets=[blob])


def nat_kakao(items, L, cx):
    t = items[0][1]
    return _n(f'curl -G "https://dapi.kakao.com/v2/local/search/address.json" \\\n  --data-urlencode "query=서울 강남구 테헤란로 {rint(100, 500)}" \\\n  -H "Authorization: KakaoAK {t}"', "the geocoding repro", "curl KakaoAK header")


def nat_naver(items, L, cx):
    a, b = _vals(items)
    return _n(f'curl "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91&display=10" \\\n  -H "X-Naver-Client-Id: {a}" \\\n  -H "X-Naver-Client-Secret: {b}"', "the crawler repro", "curl X-Naver-Client-Secret")


def nat_wp(items, L, cx):
    u, p = _vals(items)
    return _n(f'curl --user "{u}:{p}" https://blog.{cx["org"]}.com/wp-json/wp/v2/posts -d "title=draft&status=draft"', "the publishing script", "curl --user with app password")


def nat_meta(items, L, cx):
    t = items[0][1]
    return _n(f"https://graph.facebook.com/v20.0/{digits(15)}/feed?fields=message,created_time&access_token={t}", "the Graph API URL", "Graph API URL access_token")


def nat_openweather(items, L, cx):
    return _n(f"https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={items[0][1]}", "the widget's fetch URL", "URL appid")


def nat_serpapi(items, L, cx):
    return _n(f"https://serpapi.com/search.json?engine=google&q=site%3A{cx['org']}.com&api_key={items[0][1]}", "the SEO script", "URL api_key")


def nat_modal(items, L, cx):
    a, b = _vals(items)
    return _n(f'[{cx["org"]}]\ntoken_id = "{a}"\ntoken_secret = "{b}"\nactive = true', "~/.modal.toml", ".modal.toml")


def nat_kaggle(items, L, cx):
    u, k = _vals(items)
    return _n(json.dumps({"username": u, "key": k}), "~/.kaggle/kaggle.json", "kaggle.json")


def nat_mapbox(items, L, cx):
    t = items[0][1]
    return pick([_n(f"MAPBOX_DOWNLOADS_TOKEN={t}", "~/.gradle/gradle.properties", "gradle.properties Mapbox downloads token"),
                 _n(f"machine api.mapbox.com\n  login mapbox\n  password {t}", "~/.netrc (for the iOS SDK download)", "netrc mapbox")])


def nat_cloudinary(items, L, cx):
    return _n(f"CLOUDINARY_URL={items[0][1]}", ".env", "Cloudinary URL env", secrets=items[0][2])


def nat_slack_app(items, L, cx):
    t = items[0][1]
    return _n(f"app = App(token=os.environ[\"SLACK_BOT_TOKEN\"])\nSocketModeHandler(app, \"{t}\").start()", "bot.py", "Slack SocketModeHandler")


def nat_upstash(items, L, cx):
    u, t = _vals(items)
    return _n(f'curl {u}/set/foo/bar -H "Authorization: Bearer {t}"', "the cache repro", "Upstash REST curl")


def nat_supabase(items, L, cx):
    t = items[0][1]
    return _n(f'curl "https://{ch(LO, 20)}.supabase.co/rest/v1/orders?select=id,status" \\\n  -H "apikey: {t}" \\\n  -H "Authorization: Bearer {t}"', "the SQL-less repro", "Supabase REST headers")


def nat_prisma(items, L, cx):
    t = items[0][1]
    return _n(f'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key={t}"', ".env", "Prisma Accelerate URL")


def nat_op(items, L, cx):
    t = items[0][1]
    return _n(f"OP_SERVICE_ACCOUNT_TOKEN={t} op run --env-file=.env.tpl -- ./deploy.sh", "the deploy wrapper", "op run with literal token")


def nat_elastic(items, L, cx):
    t = items[0][1]
    return _n(f'curl -H "Authorization: ApiKey {t}" "https://{cx["org"]}.es.ap-northeast-2.aws.elastic-cloud.com/logs-*/_search?size=5"', "the log query", "curl ApiKey")


NATIVE = {
    "npm automation token": nat_npm, "PyPI API token": nat_pypi, "Docker Hub personal access token": nat_dockerhub,
    "GitHub OAuth token (gh CLI)": nat_gh_cli, "GitHub personal access token (classic)": nat_github, "GitHub fine-grained PAT": nat_github,
    "GitLab personal access token": nat_gitlab, "GitLab runner authentication token": nat_gitlab_runner, "GitLab deploy token": nat_gitlab_deploy,
    "Bitbucket app password": nat_bitbucket, "RubyGems API key": nat_rubygems, "NuGet API key": nat_nuget, "crates.io token": nat_crates,
    "SonarQube token": nat_sonar, "Snyk API token": nat_snyk, "Codecov upload token": nat_codecov, "Cypress record key": nat_cypress,
    "Chromatic project token": nat_chromatic, "Vercel token": nat_vercel, "Netlify personal access token": nat_netlify, "Fly.io token": nat_fly,
    "Heroku API key": nat_heroku, "DigitalOcean personal access token": nat_do, "AWS access key": nat_aws, "AWS temporary credentials": nat_aws,
    "Azure Storage account key": nat_az_storage, "Azure Cosmos DB key": nat_cosmos, "Azure Service Bus SAS key": nat_servicebus,
    "Azure AD client secret": nat_az_sp, "Azure DevOps PAT": nat_ado, "Google API key (server)": nat_gcp_key,
    "Google OAuth refresh token": nat_google_refresh, "Alibaba Cloud AccessKey": nat_alibaba,
    "Cloudflare R2 credentials": lambda i, L, cx: nat_rclone(i, L, cx, "Cloudflare", "https://" + hexs(32) + ".r2.cloudflarestorage.com"),
    "Wasabi access keys": lambda i, L, cx: nat_rclone(i, L, cx, "Wasabi", "https://s3.ap-northeast-1.wasabisys.com"),
    "Scaleway API key": lambda i, L, cx: nat_rclone(i, L, cx, "Scaleway", "https://s3.fr-par.scw.cloud"),
    "Naver Cloud Platform API key": lambda i, L, cx: nat_rclone(i, L, cx, "Other", "https://kr.object.ncloudstorage.com"),
    "Backblaze B2 application key": nat_b2, "Databricks PAT": nat_databricks, "Confluent Cloud API key": nat_confluent,
    "Hugging Face token": nat_hf, "Weights & Biases API key": nat_wandb, "Stripe secret key": nat_stripe, "Twilio auth token": nat_twilio,
    "Mailgun API key": nat_mailgun, "Atlassian API token": nat_atlassian, "Zendesk API token": nat_zendesk, "Jenkins API token": nat_jenkins,
    "Harbor robot account secret": nat_harbor, "BrowserStack access key": nat_browserstack, "Sauce Labs access key": nat_sauce,
    "Telegram bot token": nat_telegram, "HashiCorp Vault token": nat_vault, "Terraform Cloud API token": nat_tfc,
    "Tailscale auth key": nat_tailscale, "ngrok authtoken": nat_ngrok, "age secret key (SOPS)": nat_age, "Doppler service token": nat_doppler,
    "Sentry org auth token": nat_sentry, "Sentry user auth token": nat_sentry, "Datadog API + application keys": nat_datadog,
    "New Relic license key": nat_nr_license, "Grafana Cloud access policy token": nat_grafana_cloud, "Algolia admin API key": nat_algolia,
    "Toss Payments secret key": nat_toss, "Kakao REST API key": nat_kakao, "Naver Developers client secret": nat_naver,
    "WordPress application password": nat_wp, "Meta page access token": nat_meta, "OpenWeather API key": nat_openweather,
    "SerpApi key": nat_serpapi, "Modal token": nat_modal, "Kaggle API key": nat_kaggle, "Mapbox secret token": nat_mapbox,
    "Cloudinary URL": nat_cloudinary, "Slack app-level token": nat_slack_app, "Upstash Redis REST token": nat_upstash,
    "Supabase service role key": nat_supabase, "Prisma Accelerate API key": nat_prisma, "1Password service account token": nat_op,
    "Elastic API key": nat_elastic,
}


WHERE_KO = {
    "the CI step": "CI 스텝", "the CI test job": "CI 테스트 잡", "the Function App settings": "Function App 설정", "the GPU box setup": "GPU 서버 셋업 메모",
    "the Graph API URL": "Graph API URL", "the Jenkinsfile": "Jenkinsfile", "the Jira script": "지라 스크립트", "the Procfile": "Procfile",
    "the SEO script": "SEO 스크립트", "the SMS repro": "문자 발송 재현 명령", "the SQL-less repro": "재현용 REST 호출", "the Stripe repro": "Stripe 재현 명령",
    "the agent setup": "에이전트 셋업", "the backup cron notes": "백업 크론 메모", "the bootstrap notes": "부트스트랩 메모", "the build step": "빌드 스텝",
    "the cache repro": "캐시 재현 명령", "the clone command": "clone 명령", "the cloud-init user-data": "cloud-init user-data", "the crawler repro": "크롤러 재현 명령",
    "the curl repro": "재현용 curl", "the demo setup": "데모 셋업 메모", "the deploy job": "배포 잡", "the deploy notifier": "배포 알림 스크립트",
    "the deploy wrapper": "배포 래퍼 스크립트", "the email repro": "메일 발송 재현 명령", "the geocoding repro": "지오코딩 재현 명령",
    "the k3s node bootstrap": "k3s 노드 부트스트랩", "the log query": "로그 조회 명령", "the monitor export script": "모니터 export 스크립트",
    "the node bootstrap": "노드 부트스트랩 스크립트", "the onboarding script": "온보딩 스크립트", "the pack-and-push step": "패키징/푸시 스텝",
    "the payment confirm repro": "결제 승인 재현 명령", "the pipeline's login step": "파이프라인 로그인 스텝", "the publishing script": "발행 스크립트",
    "the reindex script": "재색인 스크립트", "the release command": "릴리즈 명령", "the release job": "릴리즈 잡", "the release notes": "릴리즈 노트",
    "the release runbook": "릴리즈 런북", "the release script": "릴리즈 스크립트", "the repo's git config": "레포 git 설정", "the runbook": "런북",
    "the runner bootstrap script": "러너 부트스트랩 스크립트", "the setup notes": "셋업 메모", "the setup script": "셋업 스크립트",
    "the shell history": "쉘 히스토리", "the support export script": "CS 데이터 export 스크립트", "the training README": "학습 README",
    "the widget's fetch URL": "위젯 fetch URL", "~/.netrc (for the iOS SDK download)": "~/.netrc (iOS SDK 다운로드용)",
    "the deploy script": "배포 스크립트", "the error report": "에러 리포트",
}


# ----------------------------------------------------------------------------------------------------
# Korean particles (josa) and prose formatting
# ----------------------------------------------------------------------------------------------------


_DIGIT_BATCHIM = {"0": True, "1": True, "2": False, "3": True, "4": False, "5": False, "6": True, "7": True, "8": True, "9": False}


def _batchim(word):
    w = word.rstrip(" )]}`'\".,")
    if not w:
        return False, False
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        j = (o - 0xAC00) % 28
        return j != 0, j == 8
    if c in _DIGIT_BATCHIM:
        return _DIGIT_BATCHIM[c], c in "178"
    if c.isalpha():
        letters = "".join(x for x in w if x.isalpha())
        if letters.isupper() and len(letters) <= 5:
            return c in "LMNR", c in "LR"
        lw = w.lower()
        if lw.endswith("ub") or lw.endswith("rc"):
            return False, False
        if lw.endswith("ng") or lw.endswith("ck") or lw[-1] in "lmnkbpg" or (lw[-1] == "c" and len(lw) > 1 and lw[-2] in "aeiou"):
            return True, lw[-1] == "l"
        if lw.endswith("ne") or lw.endswith("me") or lw.endswith("le"):
            return True, lw.endswith("le")
        if len(lw) >= 2 and lw[-1] == "t" and lw[-2] in "aeio" and (len(lw) < 3 or lw[-3] not in "aeiou"):
            return True, False
        return False, False
    return False, False


def josa(word, kind):
    b, rieul = _batchim(word)
    if kind == "이가":
        return word + ("이" if b else "가")
    if kind == "은는":
        return word + ("은" if b else "는")
    if kind == "을를":
        return word + ("을" if b else "를")
    if kind == "과와":
        return word + ("과" if b else "와")
    if kind == "으로":
        return word + ("으로" if b and not rieul else "로")
    if kind == "이랑":
        return word + ("이랑" if b else "랑")
    if kind == "이라":
        return word + ("이라" if b else "라")
    raise ValueError(kind)


def kfmt(t, cx):
    """str.format_map plus {name|josa} for Korean particles."""
    def rep(m):
        return josa(str(cx[m.group(1)]), m.group(2))
    t = _re.sub(r"\{(\w+)\|(이가|은는|을를|과와|으로|이랑|이라)\}", lambda m: rep(m).replace("{", "{{").replace("}", "}}"), t)
    return t.format_map(cx)


def F(L, en, ko, cx):
    """pick a phrasing for language L and fill it"""
    return kfmt(pick(en if L == "en" else ko), cx)


def S_(snip, L, inline=False):
    """attach a snippet after a lead sentence"""
    if "\n" in snip or len(snip) > 100:
        return ":\n" + snip
    if inline:
        return ": " + snip
    return pick([": `" + snip + "`", ": " + snip, ":\n" + snip]) if "`" not in snip else ": " + snip


# ----------------------------------------------------------------------------------------------------
# vendor-token notes
# ----------------------------------------------------------------------------------------------------
VMC_EN = [
    "Nobody told me {svc} reads its {what} from {where}; I only found out after the {env} deploy failed{S}",
    "The ticket assumed {vendor} was already configured for {svc}. It wasn't, and {person} pasted the relevant part of {where}{S}",
    "I didn't know which {vendor} credentials the {env} environment uses. They are hardcoded in {where}{S}",
    "Missing: where the {what} for {env} lives. It turned out to be committed in {where}{S}",
    "I wasn't told {svc} still uses the old {vendor} integration. Relevant part of {where}{S}",
    "The runbook skips how {svc} authenticates to {vendor}. The setup that actually works ({where}){S}",
    "Context I lacked: the {env} {vendor} account is shared with {team}, and the credential lives in {where}{S}",
    "No one said the {env} build injects {vendor} credentials from {where} instead of {store}{S}",
    "I had no idea {svc} talks to {vendor} directly. Found this in {where} while tracing the timeout{S}",
    "While fixing the flaky {svc} job I found the {vendor} credential sitting in {where}{S}",
    "{person} asked me to wire up {vendor} for {svc} but didn't mention a credential was already in {where}{S}",
    "The move to {store} skipped {svc}; it still has the {what} in {where}{S}",
]
VMC_SEEN_EN = [
    "I didn't know which {vendor} credential {svc} uses in {env}. It turned up in {where}{S}",
    "{person} shared the {what} in {where}{S}",
    "The {vendor} credential wasn't documented anywhere; the only copy was in {where}{S}",
    "{vendor} calls from {svc} were failing with 401 and nobody mentioned the key had been replaced. The current one, from {where}{S}",
    "The user expected me to already know the {vendor} setup. From {where}{S}",
    "Missing: the {what} for {env}. {person} pointed me to {where}{S}",
]
VMC_KO = [
    "{svc|이가} {what|을를} {where}에서 읽는다는 걸 아무도 안 알려줌. {env} 배포 실패하고 나서야 알았음{S}",
    "티켓엔 {vendor} 설정이 이미 돼 있다고 했는데 안 돼 있었음. {person|이가} {where} 해당 부분을 붙여줌{S}",
    "{env} 환경에서 어떤 {vendor} 키를 쓰는지 몰랐음. {where}에 하드코딩돼 있었다{S}",
    "{env}용 {what} 위치를 몰랐음. 찾아보니 {where}에 커밋돼 있었음{S}",
    "{svc|이가} 아직 예전 {vendor} 연동을 쓴다는 설명이 없었음. {where} 해당 부분{S}",
    "런북에 {svc}의 {vendor} 인증 방법이 빠져 있음. 실제로 동작하는 설정({where}){S}",
    "{env} {vendor} 계정을 {team|이랑} 같이 쓰고 있다는 걸 몰랐음. 키는 {where}에 있음{S}",
    "{env} 빌드가 {store}가 아니라 {where}에서 {vendor} 인증정보를 주입한다는 얘기를 못 들음{S}",
    "{svc|이가} {vendor|을를} 직접 호출하는 줄 몰랐음. 타임아웃 추적하다가 {where}에서 발견{S}",
    "{svc} 플래키 잡 고치다가 {where}에 {vendor} 인증정보가 그대로 있는 걸 발견{S}",
    "{person|이가} {svc}에 {vendor} 붙여달라고 했는데 인증정보가 이미 {where}에 있다는 말은 안 해줌{S}",
    "{store|으로} 옮기는 작업에서 {svc|이가} 빠졌음. 아직 {where}에 {what|이가} 있음{S}",
]
VMC_SEEN_KO = [
    "{env}에서 {svc|이가} 어떤 {vendor} 인증정보를 쓰는지 몰랐음. {where}에서 나옴{S}",
    "{person|이가} {where}에 {what|을를} 공유해줌{S}",
    "{vendor} 인증정보가 어디에도 문서화돼 있지 않았고 유일한 사본이 {where}에 있었음{S}",
    "{vendor} 호출이 계속 401 났는데 키가 교체됐다는 공유가 없었음. {where}에 있던 현재 값{S}",
    "작업 설명에 {vendor} 키 얘기가 전혀 없었음. {person|이가} 준 값({where}){S}",
    "{env}용 {what|이가} 없어서 막혔는데 {person|이가} {where|을를} 알려줌{S}",
]
VLE_EN = [
    "{vendor} rejects calls unless {var} is set; {svc} reads it once at startup, so a restart is needed after changing it.",
    "Credentials like {var} belong in {store}, not in {where}; the app should only reference them.",
    "The {vendor} client picks {var} up from the environment on its own, so passing it explicitly in code is redundant.",
    "When {vendor} returns 401/403 in {env}, first check which {var} value the running process actually sees.",
    "Search the repo for {var} before adding another one; there were already two copies with different values.",
    "The {env} key had full-account scope, which made every debugging call risky; a restricted key is enough for {svc}.",
    "Rotating the {vendor} key means updating {store} and redeploying {svc}; the old value keeps working for a short grace period.",
]
VLE_FILE_EN = ["{where} is loaded after {store}, so a value there silently overrides the managed one."]
VLE_KO = [
    "{var|이가} 없으면 {vendor|이가} 요청을 거부함. {svc|은는} 시작할 때 한 번만 읽어서 값 바꾸면 재시작해야 함.",
    "{var} 같은 값은 {where}가 아니라 {store}에 두고 앱에서는 참조만 해야 함.",
    "{vendor} SDK는 환경변수 {var|을를} 알아서 읽음. 코드에서 직접 넘길 필요 없음.",
    "{env}에서 {vendor} 401/403 나면 코드 보기 전에 프로세스가 실제로 어떤 {var} 값을 보고 있는지부터 확인.",
    "새로 추가하기 전에 레포에서 {var} 검색해볼 것. 값이 다른 사본이 이미 두 군데 있었음.",
    "{env} 키가 계정 전체 권한이라 디버깅하다 사고 날 뻔함. {svc}에는 권한 좁힌 키면 충분함.",
    "{vendor} 키 로테이션하면 {store} 갱신하고 {svc} 재배포까지 해야 함. 이전 값은 잠깐 유예기간 동안만 동작.",
]
VLE_FILE_KO = ["{where|이가} {store}보다 나중에 로드돼서 거기 값이 있으면 조용히 덮어씀."]
VMC0_EN = [
    "I didn't know how {svc} authenticates to {vendor} in {env}.",
    "The task didn't say where {svc} gets its {what} from.",
    "{vendor} kept returning 401 from {svc} and nobody mentioned which credential it should use.",
    "Nobody mentioned that {svc} needs its own {vendor} credential in {env}.",
]
VMC0_KO = [
    "{env}에서 {svc|이가} {vendor}에 어떻게 인증하는지 몰랐음.",
    "{svc}에서 쓰는 {what} 출처가 작업 설명에 없었음.",
    "{svc}에서 {vendor} 호출이 계속 401 났는데 어떤 인증정보를 써야 하는지 아무도 말 안 해줌.",
    "{env}에서 {svc}용 {vendor} 인증정보가 따로 필요하다는 걸 몰랐음.",
]
VLES_EN = [
    "{vendor} only works once {where} has the real credential{S}",
    "The fix was to put this in {where}{S}",
    "{person} confirmed the working {what}; it goes in {where}{S}",
]
VLES_SEEN_EN = [
    "{person} confirmed the working {what}{S}",
    "The value that finally worked came from {where}{S}",
    "After comparing with {team}'s setup, the value that works is{S}",
]
VLES_KO = [
    "{where}에 실제 키를 넣어야 {vendor} 호출이 됨{S}",
    "{where}에 아래처럼 넣어서 해결{S}",
    "{person|이가} 확인해준 동작하는 {what}. {where}에 넣으면 됨{S}",
]
VLES_SEEN_KO = [
    "{person|이가} 확인해준 동작하는 {what}{S}",
    "결국 동작한 값은 {where}에 있던 것{S}",
    "{team} 설정이랑 비교해보니 동작하는 값은 이거{S}",
]
VASK_EN = ["Where should the {vendor} credentials for {env} live, and who rotates them?",
           "Is there a separate {vendor} key for {env}, or is the prod one reused?",
           "Which {vendor} account and scopes should {svc} use?", ""]
VASK_FILE_EN = ["Should I move {var} from {where} into {store} as part of this change?"]
VASK_KO = ["{env} 환경 {vendor} 인증정보는 어디에 두고 누가 로테이션하는지?",
           "{env} 전용 {vendor} 키가 따로 있는지, prod 키를 같이 쓰는지?",
           "{svc|은는} 어떤 {vendor} 계정/권한으로 붙어야 하는지?", ""]
VASK_FILE_KO = ["이번 작업에서 {var|을를} {where}에서 {store|으로} 옮겨도 되는지?"]
VASKR_EN = ["Is {val} still the active {what}, or was it rotated after this?",
            "Can {val} be revoked once {store} has a fresh key?",
            "Which {vendor} account does {val} belong to?"]
VASKR_KO = ["{val} 아직 살아있는 키인지, 이후에 로테이션됐는지?",
            "{store}에 새 키 넣으면 {val}는 폐기해도 되는지?",
            "{val|이가} 어느 {vendor} 계정 키인지?"]
VASKI_EN = ["Can I keep using `{snip}` in {env}, or has that credential been replaced?", "Is this still current for {env}: {snip}"]
VASKI_KO = ["{env}에서 `{snip}` 계속 써도 되는지, 인증정보가 바뀌었는지?", "{env} 기준으로 이거 아직 유효한지: {snip}"]


def vendor_note(L, v):
    for _ in range(40):
        cx = ctx_base(L)
        items = v.make()
        cands = []
        if v.name in NATIVE:
            cands += [NATIVE[v.name]] * 28
        cands += CONTAINERS
        fn = pick(cands)
        native = fn not in CONTAINERS
        r = fn(items, L, cx) if native else fn(v, items, L, cx)
        if r is None:
            continue
        secs = r.get("secrets")
        if secs is None:
            secs = [x for it in items for x in it[2]]
        secs = [x for x in secs if x in r["snip"]]
        if not secs:
            continue
        wt = r.get("wt") or ("file" if " " not in r["where"] else "seen")
        if L == "ko" and r["where"] in WHERE_KO:
            r["where"] = WHERE_KO[r["where"]]
        cx.update(vendor=v.svc, what=v.name, var=primary(items)[0], where=r["where"], snip=r["snip"], val=secs[0])
        cx["S"] = S_(r["snip"], L, r.get("inline", False))
        file = wt == "file"
        le_pool = (VLE_EN + (VLE_FILE_EN if file else []), VLE_KO + (VLE_FILE_KO if file else []))
        place = R.random()
        short = "\n" not in r["snip"] and len(r["snip"]) <= 160 and not r.get("noask")
        if place < 0.62:
            mc = F(L, VMC_EN if file else VMC_SEEN_EN, VMC_KO if file else VMC_SEEN_KO, cx)
            le = F(L, *le_pool, cx)
        elif place < 0.9 or not short:
            mc = F(L, VMC0_EN, VMC0_KO, cx)
            le = F(L, VLES_EN if file else VLES_SEEN_EN, VLES_KO if file else VLES_SEEN_KO, cx)
        else:
            mc = F(L, VMC0_EN, VMC0_KO, cx)
            le = F(L, *le_pool, cx)
            ask = F(L, VASKI_EN, VASKI_KO, cx)
            return Note("vendor token: " + v.name + " / " + r["cname"] + " (in ask_next_time)", L, mc, le, ask, secs, vendor=v.svc)
        if chance(0.15):
            ask = F(L, VASKR_EN, VASKR_KO, cx)
        else:
            ask = F(L, VASK_EN + (VASK_FILE_EN if file else []), VASK_KO + (VASK_FILE_KO if file else []), cx)
        return Note("vendor token: " + v.name + " / " + r["cname"], L, mc, le, ask, secs, vendor=v.svc)
    raise RuntimeError("vendor note failed: " + v.name)


# ----------------------------------------------------------------------------------------------------
# note object and the FORMAT.txt rules
# ----------------------------------------------------------------------------------------------------
def _masked(text, secrets):
    out = text
    for s in sorted(secrets, key=len, reverse=True):
        out = out.replace(s, "\x00" * len(s))
    return out


def rule_violations(fields, secrets, kind):
    errs = []
    mc, le, ask = fields["missing_context"], fields["lesson"], fields["ask_next_time"]
    if not mc or not le:
        errs.append("empty field")
    if len(mc.encode()) > 1024 or len(le.encode()) > 1024:
        errs.append("field > 1024 bytes")
    if len(ask.encode()) > 512:
        errs.append("ask_next_time > 512 bytes")
    for t in (mc, le, ask):
        if "\x00" in t:
            errs.append("NUL in field")
    if kind == "clean":
        if secrets:
            errs.append("clean note with secrets")
        return errs
    if not secrets:
        errs.append("secret note without secrets")
    if len(secrets) != len(list(dict.fromkeys(secrets))):
        errs.append("duplicate secrets")
    for s in secrets:
        if len(s) < 8:
            errs.append("secret shorter than 8: " + s)
        if s != s.strip():
            errs.append("secret with surrounding whitespace")
        if not any(s in t for t in (mc, le, ask)):
            errs.append("secret not in fields: " + s[:20])
    for t in (mc, le, ask):
        m = _masked(t, secrets)
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in m:
                    errs.append("8-char window of a secret outside its occurrences: " + repr(s[i:i + 8]))
                    break
    return errs


_CAP = _re.compile(r"(^|[.!?]\s+)(the|a|an)\b")


def cap_en(t):
    return _CAP.sub(lambda m: m.group(1) + m.group(2).capitalize(), t)


class Note:
    def __init__(self, category, lang, mc, le, ask, secrets, vendor=None, kind="secret"):
        if lang == "en":
            mc, le, ask = cap_en(mc), cap_en(le), cap_en(ask)
        self.category = category
        self.lang = lang
        self.kind = kind
        self.fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        self.secrets = list(dict.fromkeys(secrets))
        self.vendor = vendor

    def errors(self):
        return rule_violations(self.fields, self.secrets, self.kind)

    def ok(self):
        return not self.errors()

    def record(self, nid):
        return {"id": nid, "lang": self.lang, "kind": self.kind, "category": self.category,
                "fields": dict(self.fields), "secrets": list(self.secrets)}


def CleanNote(category, lang, mc, le, ask):
    return Note(category, lang, mc, le, ask, [], kind="clean")


# ----------------------------------------------------------------------------------------------------
# secret templates (not vendor tokens): passwords, CLIs, keys, codes, prose
# ----------------------------------------------------------------------------------------------------
SECRET_TEMPLATES = []


def ST(weight=1.0, langs=("en", "ko")):
    def deco(f):
        SECRET_TEMPLATES.append((f.__name__, f, weight, langs))
        return f
    return deco


def pwd(L, cx, excl=""):
    while True:
        p = any_password(cx["org"], L == "ko")
        if not any(c in p for c in excl):
            return p


def cxp(L, **kw):
    cx = ctx_base(L)
    cx.update(host=pick(HOSTS), user=pick(USERS), db=pick(DBNAMES))
    cx.update(kw)
    return cx


@ST(1.2)
def s_mysql_p(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    cx["cmd"] = pick([f"mysql -h {cx['host']} -u {cx['user']} -p{shq(pw)} {cx['db']}",
                      f"mysql -u{cx['user']} -p{shq(pw)} -h {cx['host']} -e 'SHOW PROCESSLIST'",
                      f"mysqldump -h {cx['host']} -u {cx['user']} -p{shq(pw)} --single-transaction {cx['db']} > {cx['db']}.sql"])
    mc = F(L, ["I didn't know the {db} replica only accepts the {user} account. {person} shared the command they use:\n{cmd}",
               "The task said \"just dump the {db} DB\" but gave no credentials; the old runbook line is:\n{cmd}",
               "Nobody told me where the MySQL login for {env} is kept. It's in a shell alias on the bastion: {cmd}"],
           ["{db} 레플리카는 {user} 계정만 받는다는 걸 몰랐음. {person|이가} 쓰는 명령어 공유해줌:\n{cmd}",
            "\"{db} DB 덤프만 떠주세요\"라고 했는데 계정 정보가 없었음. 예전 런북에 있던 줄:\n{cmd}",
            "{env} MySQL 접속 정보 위치를 몰랐음. 배스천 서버 alias에 박혀 있었음: {cmd}"], cx)
    le = F(L, ["mysql reads -p<value> with no space as the password; with a space it prompts and takes the next word as the database name.",
               "Putting the password on the command line leaves it in shell history and `ps`; a ~/.my.cnf with 0600 or --login-path is the safer pattern.",
               "The replica lags a few seconds behind primary, so verification queries right after a write can look wrong."],
           ["mysql은 -p 뒤에 공백 없이 붙이면 비밀번호로 읽고, 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 받음.",
            "비번을 커맨드라인에 쓰면 쉘 히스토리랑 ps에 그대로 남음. ~/.my.cnf(0600)나 --login-path 쓰는 게 맞음.",
            "레플리카가 primary보다 몇 초 늦어서 쓰기 직후 검증 쿼리는 틀려 보일 수 있음."], cx)
    ask = F(L, ["Is there a read-only account for {host} I should use instead of {user}?", "Where is the {env} MySQL login supposed to come from?", ""],
            ["{host}에 {user} 말고 읽기 전용 계정 따로 있는지?", "{env} MySQL 계정은 원래 어디서 받아야 하는지?", ""], cx)
    return Note("shell: mysql -p attached password", L, mc, le, ask, [pw])


@ST(1.2)
def s_psql(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    enc = url_pw(pw)
    style = pick(["uri", "pgpassword", "conninfo"])
    if style == "uri":
        cx["cmd"] = f'psql "postgresql://{cx["user"]}:{enc}@{cx["host"]}:5432/{cx["db"]}?sslmode=require"'
        secs = [enc]
    elif style == "pgpassword":
        cx["cmd"] = f"PGPASSWORD={shq(pw)} psql -h {cx['host']} -U {cx['user']} -d {cx['db']} -c '\\dt'"
        secs = [pw]
    else:
        cx["cmd"] = f"psql \"host={cx['host']} port=5432 dbname={cx['db']} user={cx['user']} password={pw} sslmode=require\"" if "'" not in pw else ""
        secs = [pw]
    mc = F(L, ["Nobody mentioned the {env} Postgres requires SSL; the connection I was given was:\n{cmd}",
               "I lacked the DB login for the migration check. {person} pasted: {cmd}",
               "The task referenced \"the usual psql command\" without saying what it was. It's {cmd}"],
           ["{env} Postgres가 SSL 필수라는 얘기가 없었음. 받은 접속 명령:\n{cmd}",
            "마이그레이션 확인용 DB 계정이 없었음. {person|이가} 붙여준 것: {cmd}",
            "\"늘 쓰던 psql 명령\"이라고만 돼 있어서 뭔지 몰랐음. 실제로는 {cmd}"], cx)
    i = {"uri": 0, "pgpassword": 1, "conninfo": 2}[style]
    le = F(L, [["Special characters in a Postgres URI password must be percent-encoded or libpq splits the URI at the wrong '@' or ':'.",
                "PGPASSWORD works but leaks via /proc/<pid>/environ; ~/.pgpass with mode 0600 is what libpq expects.",
                "sslmode=require does not verify the certificate; verify-full needs the RDS CA bundle."][i]],
           [["Postgres URI 비밀번호에 특수문자 있으면 퍼센트 인코딩해야 함. 안 하면 libpq가 엉뚱한 '@'나 ':'에서 자름.",
             "PGPASSWORD도 되긴 하는데 /proc/<pid>/environ으로 노출됨. libpq 기본은 ~/.pgpass(0600).",
             "sslmode=require는 인증서 검증은 안 함. verify-full 하려면 RDS CA 번들 필요."][i]], cx)
    ask = F(L, ["Should migrations run as {user} or as a dedicated migrator role?", "Who owns the {env} database credentials?", ""],
            ["마이그레이션은 {user|으로} 돌려도 되는지, 전용 migrator 롤이 있는지?", "{env} DB 계정 관리는 누가 하는지?", ""], cx)
    return Note("shell: psql " + style + " password", L, mc, le, ask, secs)


@ST(1.0)
def s_redis_cli(L):
    cx = cxp(L)
    pw = pwd(L, cx, " @:/")
    variant = rint(0, 2)
    if variant == 1:
        pw = url_pw(pw)
    cx["cmd"] = [f"redis-cli -h {cx['host']} -p 6379 -a {shq(pw)} --no-auth-warning INFO keyspace",
                 f"redis-cli -u redis://default:{pw}@{cx['host']}:6379/0 KEYS 'session:*'",
                 f"redis-cli --tls -h {cx['svc']}-cache.{cx['org']}.internal -a {shq(pw)} FLUSHDB"][variant]
    mc = F(L, ["I wasn't told the {svc} cache has AUTH enabled. The working invocation from {person}: {cmd}",
               "Missing context: which Redis the sessions live in and how to log in. Found in the incident notes:\n{cmd}"],
           ["{svc} 캐시에 AUTH 걸려 있다는 걸 몰랐음. {person|이가} 알려준 명령: {cmd}",
            "세션이 어느 Redis에 있는지, 접속 방법이 뭔지 몰랐음. 장애 노트에 있던 것:\n{cmd}"], cx)
    le = F(L, ["redis-cli -a prints a warning because the password ends up in shell history; REDISCLI_AUTH is the quieter option.",
               "KEYS on a production Redis blocks the server; SCAN with a MATCH pattern is the safe way to look around."],
           ["redis-cli -a는 비번이 히스토리에 남아서 경고가 뜸. REDISCLI_AUTH 환경변수 쓰는 게 나음.",
            "운영 Redis에서 KEYS 쓰면 서버가 블록됨. SCAN + MATCH로 봐야 함."], cx)
    ask = F(L, ["Is FLUSHDB ever acceptable on the {env} cache, or only on local?", "Should I get my own ACL user instead of the default one?", ""],
            ["{env} 캐시에서 FLUSHDB 해도 되는 경우가 있는지?", "default 말고 개인 ACL 유저를 받아야 하는지?", ""], cx)
    return Note("shell: redis-cli password", L, mc, le, ask, [pw])


@ST(1.0)
def s_mongo(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    enc = url_pw(pw)
    cl = "cluster0." + ch(LOAN, 5) + ".mongodb.net"
    cx["cmd"] = pick([f'mongosh "mongodb+srv://{cx["user"]}:{enc}@{cl}/{cx["db"]}"',
                      f'mongodump --uri="mongodb+srv://{cx["user"]}:{enc}@{cl}/{cx["db"]}" --out=/tmp/dump',
                      f'MONGODB_URI=mongodb+srv://{cx["user"]}:{enc}@{cl}/{cx["db"]}?retryWrites=true&w=majority'])
    mc = F(L, ["The {svc} service talks to an Atlas cluster I didn't know about. Connection string from {person}:\n{cmd}",
               "No one said the analytics export reads from Mongo, not Postgres. The URI in the cron env is {cmd}"],
           ["{svc|이가} 모르던 Atlas 클러스터를 쓰고 있었음. {person|이가} 준 접속 문자열:\n{cmd}",
            "분석용 export가 Postgres가 아니라 Mongo에서 읽는다는 얘기를 못 들음. 크론 env에 있는 URI: {cmd}"], cx)
    le = F(L, ["Atlas IP access lists block the CI runners unless their egress IPs are added; a password alone isn't enough.",
               "An '@' in a Mongo password must be written as %40 in the URI, otherwise the driver treats the rest as the host."],
           ["Atlas는 IP access list에 CI 러너 egress IP를 넣어야 접속됨. 비번만으로는 안 됨.",
            "Mongo 비번에 '@' 있으면 URI에서 %40으로 써야 함. 아니면 드라이버가 뒷부분을 호스트로 읽음."], cx)
    ask = F(L, ["Is there a read-only Atlas user for exports?", "Which Atlas project owns {cl}?", ""],
            ["export용 읽기 전용 Atlas 유저가 있는지?", "{cl}는 어느 Atlas 프로젝트 소속인지?", ""], dict(cx, cl=cl))
    return Note("connection string: mongodb+srv with password", L, mc, le, ask, [enc])


@ST(1.0)
def s_docker_login_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    reg = pick(["registry." + cx["org"] + ".internal", "nexus." + cx["org"] + ".com:8443", cx["org"] + ".azurecr.io", "harbor.corp.local"])
    u = pick(["ci", "deployer", "jenkins", cx["org"] + "-push"])
    cx.update(reg=reg, u=u)
    cx["cmd"] = pick([f"docker login {reg} -u {u} -p {shq(pw)}", f"echo {shq(pw)} | docker login {reg} --username {u} --password-stdin",
                      f"podman login --username {u} --password {shq(pw)} {reg}"])
    mc = F(L, ["The image pull failed because the {env} nodes log in to {reg} with a shared account nobody documented:\n{cmd}",
               "I didn't know {reg} needs a separate login. The build agent runs: {cmd}"],
           ["{env} 노드들이 {reg}에 문서화 안 된 공용 계정으로 로그인하고 있어서 이미지 pull이 실패함:\n{cmd}",
            "{reg}에 별도 로그인이 필요한 줄 몰랐음. 빌드 에이전트에서 실행하는 명령: {cmd}"], cx)
    le = F(L, ["--password-stdin keeps the password out of `ps`, but echoing a literal still puts it in history; read it from a file or a CI secret.",
               "Kubernetes needs an imagePullSecret of type kubernetes.io/dockerconfigjson; docker login on the node doesn't help the pods."],
           ["--password-stdin이면 ps에는 안 보이지만 echo로 직접 쓰면 히스토리에 남음. 파일이나 CI 시크릿에서 읽을 것.",
            "쿠버네티스는 kubernetes.io/dockerconfigjson 타입 imagePullSecret이 필요함. 노드에서 docker login 해봐야 파드엔 소용없음."], cx)
    ask = F(L, ["Can I get a robot account for {reg} instead of {u}?", ""], ["{u} 대신 {reg} 로봇 계정 받을 수 있는지?", ""], cx)
    return Note("shell: docker/podman login registry password", L, mc, le, ask, [pw])


@ST(0.9)
def s_sshpass(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    h = pick(["10.20.1." + str(rint(2, 250)), "legacy-app-0" + str(rint(1, 4)), "ftp.partner.co.kr", "bastion." + cx["org"] + ".com"])
    cx["h"] = h
    cx["cmd"] = pick([f"sshpass -p {shq(pw)} ssh -o StrictHostKeyChecking=no {cx['user']}@{h}",
                      f"sshpass -p {shq(pw)} scp ./release.tar.gz {cx['user']}@{h}:/opt/app/",
                      f"sshpass -p {shq(pw)} rsync -avz -e ssh dist/ {cx['user']}@{h}:/var/www/html/"])
    mc = F(L, ["The legacy box {h} has no key-based login, which nobody told me. The deploy script uses:\n{cmd}",
               "I didn't know deploys to {h} are still password-based. From the Jenkins job: {cmd}"],
           ["레거시 서버 {h|은는} 키 로그인이 안 된다는 걸 몰랐음. 배포 스크립트에서 쓰는 명령:\n{cmd}",
            "{h} 배포가 아직 비밀번호 방식이라는 걸 몰랐음. 젠킨스 잡에 있는 줄: {cmd}"], cx)
    le = F(L, ["StrictHostKeyChecking=no hides host key changes; pin the key in known_hosts instead.",
               "sshpass puts the password in the process list; an SSH key with a forced command would be safer for deploys."],
           ["StrictHostKeyChecking=no 쓰면 호스트 키 바뀐 것도 모름. known_hosts에 키 고정해야 함.",
            "sshpass는 프로세스 목록에 비번이 보임. 배포용이면 forced command 건 SSH 키가 나음."], cx)
    ask = F(L, ["Can we install a deploy key on {h}?", "Who still has root on {h}?", ""], ["{h}에 배포 키 설치해도 되는지?", "{h} root 권한 가진 사람이 누구인지?", ""], cx)
    return Note("shell: sshpass -p password", L, mc, le, ask, [pw])


@ST(1.0)
def s_curl_u(L):
    cx = cxp(L)
    pw = pwd(L, cx, " :")
    u = pick(["admin", "elastic", "api", cx["user"], "ops", "monitor"])
    url = pick([f"https://{cx['svc']}.{cx['org']}.internal/actuator/env", f"http://localhost:9200/_cat/indices?v",
                f"https://nexus.{cx['org']}.com/service/rest/v1/repositories", f"https://jenkins.{cx['org']}.internal/api/json",
                f"http://{cx['host']}:15672/api/queues", f"https://grafana.{cx['org']}.internal/api/search"])
    cx.update(u=u, url=url)
    cx["cmd"] = pick([f"curl -u {u}:{shq(pw)} {url}", f"curl -s --user \"{u}:{pw}\" \"{url}\"", f"curl -k -u '{u}:{pw}' '{url}' | jq ."])
    mc = F(L, ["I didn't know the internal endpoint needs basic auth. {person} sent: {cmd}",
               "Missing credentials for the admin API. The command in the on-call doc is:\n{cmd}"],
           ["내부 엔드포인트에 basic auth 걸려 있는 줄 몰랐음. {person|이가} 보내준 명령: {cmd}",
            "관리자 API 계정이 없었음. 온콜 문서에 있는 명령:\n{cmd}"], cx)
    le = F(L, ["curl -u user:password sends HTTP Basic; with only -u user it prompts, which is safer for ad-hoc checks.",
               "The endpoint answers 401 for a wrong password but 403 for a valid user without the admin role."],
           ["curl -u user:password는 HTTP Basic으로 보냄. -u user만 쓰면 프롬프트로 물어봐서 일회성 확인엔 그게 나음.",
            "비번 틀리면 401, 계정은 맞는데 admin 롤이 없으면 403이 옴."], cx)
    ask = F(L, ["Is there a personal account I should use for {url} instead of {u}?", ""], ["{url}에 {u} 말고 개인 계정 써야 하는지?", ""], cx)
    return Note("shell: curl -u user:password", L, mc, le, ask, [pw])


@ST(0.8)
def s_htpasswd(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    u = pick(["admin", "staging", "qa", "preview", "client"])
    cx["u"] = u
    cx["cmd"] = pick([f"htpasswd -bc /etc/nginx/.htpasswd {u} {shq(pw)}", f"htpasswd -bB ./auth/htpasswd {u} {shq(pw)}"])
    mc = F(L, ["The {env} site is behind basic auth and nobody said how it was set up. It was created with:\n{cmd}",
               "I didn't know the preview environment has a password gate. {person}'s setup line: {cmd}"],
           ["{env} 사이트가 basic auth 뒤에 있는데 설정 방법을 아무도 말 안 해줌. 생성한 명령:\n{cmd}",
            "프리뷰 환경에 비번 걸려 있는 줄 몰랐음. {person|이가} 세팅할 때 쓴 줄: {cmd}"], cx)
    le = F(L, ["htpasswd -b takes the password as a positional argument after the user name; -c overwrites the whole file.",
               "Use -B for bcrypt; the default MD5 (apr1) hashes are weak."],
           ["htpasswd -b는 유저명 다음 위치 인자로 비번을 받음. -c 붙이면 파일 전체를 덮어씀.",
            "bcrypt 쓰려면 -B. 기본 MD5(apr1) 해시는 약함."], cx)
    ask = F(L, ["Who should get the {env} basic-auth login, and how is it shared?", ""], ["{env} basic auth 계정은 누구한테 어떻게 공유하는지?", ""], cx)
    return Note("shell: htpasswd -b positional password", L, mc, le, ask, [pw])


@ST(0.9)
def s_sqlcmd(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ;")
    h = pick(["sql-" + cx["env"] + ".database.windows.net", "10.1.2." + str(rint(2, 250)) + ",1433", "mssql01.corp.local"])
    cx["h"] = h
    cx["cmd"] = pick([f"sqlcmd -S {h} -U sa -P {shq(pw)} -Q \"SELECT name FROM sys.databases\"",
                      f"bcp dbo.Orders out orders.dat -S {h} -U {cx['user']} -P {shq(pw)} -n",
                      f"Invoke-Sqlcmd -ServerInstance '{h}' -Username '{cx['user']}' -Password '{pw}' -Query 'SELECT 1'"])
    mc = F(L, ["Nobody told me the ERP still runs on SQL Server. The nightly job connects with:\n{cmd}",
               "The task needed a schema check on {h} but gave no login; the one in the scheduled task is {cmd}"],
           ["ERP가 아직 SQL Server라는 걸 아무도 말 안 해줌. 야간 잡 접속 명령:\n{cmd}",
            "{h} 스키마 확인이 필요했는데 계정을 안 줬음. 스케줄 작업에 있던 것: {cmd}"], cx)
    le = F(L, ["sqlcmd -P takes the password in clear text; -G with Entra auth avoids SQL logins entirely.",
               "Azure SQL closes idle connections after ~30 minutes, so long ETL jobs need retry logic."],
           ["sqlcmd -P는 비번을 평문으로 받음. Entra 인증(-G) 쓰면 SQL 로그인 자체가 필요 없음.",
            "Azure SQL은 30분쯤 idle이면 연결 끊어서 긴 ETL은 재시도 로직 필요."], cx)
    ask = F(L, ["Is sa really what jobs should use on {h}?", ""], ["{h}에서 잡들이 정말 sa 계정을 써야 하는지?", ""], cx)
    return Note("shell: sqlcmd/bcp -P password", L, mc, le, ask, [pw])


@ST(0.9)
def s_keystore(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    pw2 = pwd(L, cx, " ") if chance(0.4) else pw
    cx["cmd"] = pick([
        f"keytool -genkeypair -v -keystore release.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass {shq(pw)} -keypass {shq(pw2)}",
        f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{shq(pw)}",
        f"jarsigner -keystore release.jks -storepass {shq(pw)} -keypass {shq(pw2)} app-release-unsigned.apk upload",
        f"openssl pkcs12 -in legacy.pfx -nodes -passin pass:{shq(pw)} -out legacy.pem"])
    mc = F(L, ["I didn't know where the signing keystore password was kept. It's in the release notes as:\n{cmd}",
               "The Android release needed the upload key and nobody mentioned how it was generated:\n{cmd}",
               "The cert conversion step wasn't documented; {person} ran: {cmd}"],
           ["서명용 keystore 비번이 어디 있는지 몰랐음. 릴리즈 노트에 이렇게 적혀 있었음:\n{cmd}",
            "안드로이드 릴리즈에 업로드 키가 필요했는데 어떻게 만들었는지 아무도 말 안 해줌:\n{cmd}",
            "인증서 변환 단계가 문서에 없었음. {person|이가} 실행한 명령: {cmd}"], cx)
    le = F(L, ["`pass:` exposes the password to other users via ps; `env:VAR` or `file:path` are the alternatives openssl supports.",
               "Losing the upload keystore is recoverable through Play Console, but only after a reset request that takes days.",
               "PKCS12 from OpenSSL 3 uses AES by default, which older Java keytool versions can't read without -legacy."],
           ["openssl의 pass:는 ps로 다른 사용자한테 비번이 보임. env:VAR나 file:path 방식도 지원함.",
            "업로드 keystore 잃어버리면 Play Console에서 재설정 요청해야 하고 며칠 걸림.",
            "OpenSSL 3로 만든 PKCS12는 기본이 AES라 구버전 keytool은 -legacy 없이는 못 읽음."], cx)
    secs = [pw] if pw == pw2 or pw2 not in cx["cmd"] else [pw, pw2]
    return Note("shell: keytool/openssl/jarsigner keystore password", L, mc, le, "", secs)


@ST(0.8)
def s_archive_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    f = pick(["customers_export.zip", "payroll_2025.7z", "db_backup.zip", "logs_incident.7z", "정산자료.zip"])
    cx["f"] = f
    cx["cmd"] = pick([f"zip -P {shq(pw)} {f} report.csv", f"7z a -p{shq(pw)} -mhe=on {f} ./dump/", f"unzip -P {shq(pw)} {f}"])
    mc = F(L, ["The archive from the partner was encrypted and I didn't have the password. It came in a separate mail; the command that worked: {cmd}",
               "I didn't know the export has to be password-protected before upload. Existing script line:\n{cmd}"],
           ["제휴사에서 온 압축파일이 암호화돼 있었는데 비번을 몰랐음. 별도 메일로 받았고 풀린 명령: {cmd}",
            "업로드 전에 export 파일에 비번을 걸어야 하는 줄 몰랐음. 기존 스크립트 줄:\n{cmd}"], cx)
    le = F(L, ["zip's legacy ZipCrypto is weak; 7z with -mhe=on also hides the file names.",
               "Send the archive password over a different channel than the file itself."],
           ["zip 기본 ZipCrypto는 약함. 7z에 -mhe=on 주면 파일명까지 숨겨짐.",
            "압축 비번은 파일이랑 다른 채널로 보내야 함."], cx)
    ask = F(L, ["Who on the partner side receives the password for {f}?", ""], ["{f} 비번은 제휴사 쪽 누구한테 보내야 하는지?", ""], cx)
    return Note("shell: zip/7z archive password", L, mc, le, ask, [pw])


@ST(0.8)
def s_smb_mount(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ,%'")
    u = pick(["backup", "scanner", "svc_nas", cx["user"]])
    cx["u"] = u
    cx["cmd"] = pick([f"smbclient //nas01/share -U {u}%{pw} -c 'ls'",
                      f"mount -t cifs //nas01.corp.local/backup /mnt/backup -o username={u},password={pw},vers=3.0",
                      f"net use Z: \\\\fileserver\\deploy {pw} /user:CORP\\{u}"])
    mc = F(L, ["I didn't know the backups land on a NAS share with its own account. The mount in /etc/fstab history was:\n{cmd}",
               "Missing: how the build server reaches the file share. {person} pasted {cmd}"],
           ["백업이 별도 계정 쓰는 NAS 공유폴더로 간다는 걸 몰랐음. 예전 마운트 명령:\n{cmd}",
            "빌드 서버가 파일 공유에 어떻게 붙는지 몰랐음. {person|이가} 붙여준 것: {cmd}"], cx)
    le = F(L, ["cifs supports credentials=/root/.smbcredentials (mode 0600), which keeps the password out of fstab and ps.",
               "smbclient splits user and password on '%', so a '%' in the password breaks the -U form."],
           ["cifs는 credentials=/root/.smbcredentials(0600) 옵션을 지원해서 fstab이나 ps에 비번이 안 남음.",
            "smbclient는 -U에서 '%'로 유저/비번을 나눠서 비번에 '%' 있으면 깨짐."], cx)
    return Note("shell: smb/cifs mount password", L, mc, le, "", [pw])


@ST(0.8)
def s_ldap(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    dc = pick(["dc=corp,dc=local", "dc=" + cx["org"] + ",dc=com", "dc=example,dc=kr"])
    cx["dc"] = dc
    cx["cmd"] = pick([f'ldapsearch -x -H ldaps://ldap.{cx["org"]}.internal -D "cn=admin,{dc}" -w {shq(pw)} -b "ou=people,{dc}" "(uid=jdoe)"',
                      f'ldapmodify -x -D "cn=Manager,{dc}" -w {shq(pw)} -f add_group.ldif'])
    mc = F(L, ["The SSO sync reads groups from LDAP and nobody told me the bind account. The on-call doc has:\n{cmd}",
               "I didn't know group membership for {svc} comes from LDAP. Query that {person} uses: {cmd}"],
           ["SSO 동기화가 LDAP에서 그룹을 읽는데 바인드 계정을 아무도 안 알려줌. 온콜 문서에 있는 명령:\n{cmd}",
            "{svc} 그룹 권한이 LDAP에서 온다는 걸 몰랐음. {person|이가} 쓰는 조회 명령: {cmd}"], cx)
    le = F(L, ["ldapsearch -w takes the bind password inline; -W prompts and -y reads it from a file.",
               "The directory caps results at 500 entries; paging needs -E pr=200/noprompt."],
           ["ldapsearch -w는 바인드 비번을 인라인으로 받음. -W는 프롬프트, -y는 파일에서 읽음.",
            "디렉터리가 결과를 500건으로 제한해서 페이징은 -E pr=200/noprompt 필요."], cx)
    return Note("shell: ldapsearch -w bind password", L, mc, le, "", [pw])


@ST(0.9)
def s_positional_admin(L):
    cx = cxp(L)
    style = pick(["rabbit", "minio", "influx", "mosquitto", "couch"])
    if style == "minio":
        ak, sk = ch(UPAN, 20), ch(AN + "+/", 40)
        cx["cmd"] = f"mc alias set {cx['env']}-minio http://minio.{cx['org']}.internal:9000 {ak} {sk}"
        secs = [ak, sk]
    else:
        pw = pwd(L, cx, " ")
        u = pick(["app", "monitoring", cx["svc"].replace("-", "_"), "admin"])
        cx["cmd"] = {"rabbit": f"rabbitmqctl add_user {u} {shq(pw)} && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'",
                     "influx": f"influx setup --username {u} --password {shq(pw)} --org {cx['org']} --bucket metrics --force",
                     "mosquitto": f"mosquitto_passwd -b /etc/mosquitto/passwd {u} {shq(pw)}",
                     "couch": f"curl -X PUT http://admin:{url_pw(pw)}@127.0.0.1:5984/_users"}[style]
        secs = [url_pw(pw)] if style == "couch" else [pw]
    mc = F(L, ["I didn't know the {svc} broker users are created by hand. The bootstrap line in the wiki is:\n{cmd}",
               "The setup doc for the {env} box was missing a step; {person} ran {cmd}",
               "Nobody mentioned the {style} instance needs an extra user before {svc} can connect:\n{cmd}"],
           ["{svc} 브로커 유저를 수동으로 만든다는 걸 몰랐음. 위키에 있는 부트스트랩 명령:\n{cmd}",
            "{env} 서버 셋업 문서에 단계가 하나 빠져 있었음. {person|이가} 실행한 것: {cmd}",
            "{svc|이가} 붙으려면 {style}에 유저를 하나 더 만들어야 한다는 말이 없었음:\n{cmd}"], dict(cx, style=style))
    le = F(L, ["These admin CLIs take the secret as a positional argument, so it lands in shell history unless the line starts with a space and HISTCONTROL=ignorespace is set.",
               "Provisioning users by hand drifts between environments; the Helm chart can create them from a Secret instead."],
           ["이런 관리 CLI는 비번을 위치 인자로 받아서 앞에 공백 + HISTCONTROL=ignorespace 아니면 히스토리에 남음.",
            "유저를 수동으로 만들면 환경마다 달라짐. Helm 차트에서 Secret 기반으로 만들 수 있음."], cx)
    return Note("shell: positional password (" + style + ")", L, mc, le, "", secs)


@ST(1.0)
def s_wifi(L):
    cx = cxp(L)
    pw = pwd(L, cx, ";:,\\ ") if chance(0.6) else pick([pw_human, pw_passphrase, pw_keyboard])()
    while any(c in pw for c in ";:,\\"):
        pw = pw_human()
    ssid = pick([cx["org"].capitalize() + "-Guest", cx["org"].upper() + "_5G", "Office-IoT", "Lab-2.4G", "iptime-" + ch(UPAN, 4), "Meeting_Room_3F", "KT_GiGA_" + ch(UPAN, 4)])
    cx.update(ssid=ssid, pw=pw)
    style = pick(["nmcli", "wpa", "qr", "prose"])
    if style == "nmcli":
        cx["S"] = f"nmcli dev wifi connect {ssid} password {shq(pw)}"
    elif style == "wpa":
        cx["S"] = f'network={{\n    ssid="{ssid}"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
    elif style == "qr":
        cx["S"] = f"WIFI:T:WPA;S:{ssid};P:{pw};;"
    else:
        cx["S"] = tpick(L, [f"SSID {ssid}, WPA2 key {pw}", f"network {ssid} / password {pw}"], [f"SSID {ssid} / 비번 {pw}", f"와이파이 {ssid}, 비밀번호 {pw}"])
    mc = F(L, ["The test devices couldn't reach the staging API because they were on the wrong network. The lab Wi-Fi is {S}",
               "I didn't know the Raspberry Pi kiosks join a separate IoT network. Their config:\n{S}",
               "Nobody told me the demo tablets need the guest Wi-Fi; {person} wrote it on the board: {S}"],
           ["테스트 기기들이 다른 네트워크에 붙어 있어서 스테이징 API에 접근을 못 했음. 랩 와이파이: {S}",
            "라즈베리파이 키오스크가 별도 IoT 네트워크에 붙는다는 걸 몰랐음. 설정:\n{S}",
            "데모 태블릿은 게스트 와이파이 써야 한다는 말을 못 들음. {person|이가} 화이트보드에 적어둔 것: {S}"], cx)
    le = F(L, ["The IoT SSID is 2.4 GHz only; the kiosks never see the 5 GHz network.",
               "Devices on the guest network are isolated from each other, so mDNS discovery doesn't work there."],
           ["IoT SSID는 2.4GHz 전용이라 키오스크에서 5GHz 네트워크는 안 보임.",
            "게스트 네트워크는 기기 간 격리라 mDNS 디스커버리가 안 됨."], cx)
    return Note("wifi key (" + style + ")", L, mc, le, "", [pw])


@ST(0.7)
def s_sqlplus(L):
    cx = cxp(L)
    pw = pwd(L, cx, " /@'\"")
    u = pick(["APPS", "SCOTT", "ERP_RO", "HR_APP", "SYSTEM"])
    cx["cmd"] = pick([f"sqlplus {u}/{pw}@//ora-{cx['env']}.corp.local:1521/ORCLPDB1",
                      f"expdp {u}/{pw}@ERPPROD schemas={u} directory=DATA_PUMP_DIR dumpfile={u.lower()}.dmp"])
    mc = F(L, ["The Oracle side of the integration wasn't mentioned anywhere. The batch server uses:\n{cmd}",
               "I didn't know the nightly export still goes through Data Pump. {person}'s command: {cmd}"],
           ["연동 대상에 Oracle이 있다는 얘기가 어디에도 없었음. 배치 서버에서 쓰는 것:\n{cmd}",
            "야간 export가 아직 Data Pump로 돈다는 걸 몰랐음. {person|이가} 쓰는 명령: {cmd}"], cx)
    le = F(L, ["sqlplus user/password@db exposes the password in ps; `sqlplus /nolog` then CONNECT keeps it off the command line.",
               "Oracle wallets (mkstore) let batch jobs connect with `/@ALIAS` and no password at all."],
           ["sqlplus user/password@db 형식은 ps에 비번이 보임. /nolog로 들어가서 CONNECT 하면 커맨드라인에 안 남음.",
            "Oracle wallet(mkstore) 쓰면 배치가 /@ALIAS로 비번 없이 접속 가능."], cx)
    return Note("shell: sqlplus/expdp user/password@db", L, mc, le, "", [pw])


@ST(0.9)
def s_k8s_literal(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    cx["cmd"] = pick([f"kubectl create secret generic {cx['svc']}-db --from-literal=username={cx['user']} --from-literal=password={shq(pw)} -n {cx['env']}",
                      f"kubectl -n {cx['env']} patch secret {cx['svc']}-db -p '{{\"stringData\":{{\"password\":\"{pw}\"}}}}'"])
    mc = F(L, ["The secret for {svc} isn't in Git at all; it was created by hand like this:\n{cmd}",
               "I didn't know the {env} namespace secrets are managed manually. {person}'s shell history shows {cmd}"],
           ["{svc} 시크릿은 Git에 아예 없고 손으로 만든 거였음:\n{cmd}",
            "{env} 네임스페이스 시크릿이 수동 관리라는 걸 몰랐음. {person} 쉘 히스토리: {cmd}"], cx)
    le = F(L, ["Hand-made secrets vanish when the namespace is recreated; External Secrets or sealed-secrets would keep them reproducible.",
               "Pods only see the new value after a restart unless the secret is mounted as a volume."],
           ["손으로 만든 시크릿은 네임스페이스 다시 만들면 사라짐. External Secrets나 sealed-secrets로 관리해야 재현 가능.",
            "볼륨 마운트가 아니면 파드는 재시작해야 새 값을 봄."], cx)
    ask = F(L, ["Is anyone else relying on the {svc}-db secret in {env}?", ""], ["{env}에서 {svc}-db 시크릿 쓰는 다른 서비스가 있는지?", ""], cx)
    return Note("shell: kubectl --from-literal password", L, mc, le, ask, [pw])


@ST(0.9)
def s_helm_docker_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    style = pick(["helm", "docker", "compose"])
    if style == "helm":
        cx["cmd"] = pick([f"helm install {cx['svc']}-pg bitnami/postgresql -n {cx['env']} --set auth.postgresPassword={shq(pw)} --set auth.database={cx['db']}",
                          f"helm upgrade --install redis bitnami/redis --set auth.password={shq(pw)} -n {cx['env']}",
                          f"helm install kc bitnami/keycloak --set auth.adminUser=admin --set auth.adminPassword={shq(pw)}"])
    elif style == "docker":
        cx["cmd"] = pick([f"docker run -d --name pg -e POSTGRES_PASSWORD={shq(pw)} -p 5432:5432 postgres:16",
                          f"docker run -d -e MYSQL_ROOT_PASSWORD={shq(pw)} -e MYSQL_DATABASE={cx['db']} mysql:8.4",
                          f"docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD={pw}' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest"])
    else:
        cx["cmd"] = f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {cx['user']}\n      POSTGRES_PASSWORD: \"{pw}\""
    mc = F(L, ["The {env} database was installed by hand and the admin password only exists in the install command:\n{cmd}",
               "I didn't know the integration tests expect this container setup: {cmd}",
               "Nobody mentioned how the {svc} datastore was provisioned. From {person}'s notes:\n{cmd}"],
           ["{env} DB를 수동 설치해서 관리자 비번이 설치 명령에만 남아 있음:\n{cmd}",
            "통합 테스트가 이 컨테이너 설정을 전제로 한다는 걸 몰랐음: {cmd}",
            "{svc} 저장소를 어떻게 띄웠는지 아무도 말 안 해줌. {person} 메모에 있던 것:\n{cmd}"], cx)
    le = F(L, ["The chart only applies auth.* on first install; changing it on upgrade does not change the password inside the existing volume.",
               "POSTGRES_PASSWORD is only read when the data directory is empty, so changing it later silently does nothing.",
               "An existingSecret value keeps the password out of the Helm release history."],
           ["차트는 auth.* 값을 최초 설치 때만 적용함. upgrade로 바꿔도 기존 볼륨 안의 비번은 안 바뀜.",
            "POSTGRES_PASSWORD는 데이터 디렉터리가 비어 있을 때만 읽음. 나중에 바꿔도 조용히 무시됨.",
            "existingSecret 쓰면 Helm 릴리즈 히스토리에 비번이 안 남음."], cx)
    return Note("shell: " + style + " admin password flag/env", L, mc, le, "", [pw])


@ST(1.2)
def s_sql_user(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    u = pick(["app_rw", "reporting", "metabase", "airflow", cx["svc"].replace("-", "_"), "debezium", "readonly"])
    cx["u"] = u
    dialect = pick(["mysql", "pg_alter", "pg_role", "mysql_set", "mongo", "mssql"])
    cx["sql"] = {"mysql": f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON {cx['db']}.* TO '{u}'@'%';",
                 "pg_alter": f"ALTER USER {u} WITH PASSWORD '{pw}';",
                 "pg_role": f"CREATE ROLE {u} LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';",
                 "mysql_set": f"SET PASSWORD FOR '{u}'@'10.%' = '{pw}';",
                 "mongo": f"db.createUser({{ user: \"{u}\", pwd: \"{pw}\", roles: [{{ role: \"readWrite\", db: \"{cx['db']}\" }}] }})",
                 "mssql": f"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;"}[dialect]
    mc = F(L, ["I didn't know the {u} user had to be created before the connector could start. The migration file has:\n{sql}",
               "The DBA's ticket just said \"user created\" with the statement attached:\n{sql}",
               "Nobody told me the {u} account password was reset last week. The statement used was {sql}"],
           ["커넥터 띄우기 전에 {u} 유저를 먼저 만들어야 하는 줄 몰랐음. 마이그레이션 파일 내용:\n{sql}",
            "DBA 티켓에 \"유저 생성 완료\"라고만 하고 쿼리를 첨부해둠:\n{sql}",
            "지난주에 {u} 계정 비번이 리셋된 걸 아무도 안 알려줌. 사용한 쿼리: {sql}"], cx)
    spec = {"mysql": ("MySQL's '%' host does not match connections through the local socket; 'localhost' needs its own grant.",
                      "MySQL의 '%' 호스트는 로컬 소켓 접속엔 안 맞음. 'localhost'는 grant를 따로 줘야 함."),
            "mysql_set": ("SET PASSWORD only changes the account for that exact host pattern; the '%' variant kept the old password.",
                          "SET PASSWORD는 그 호스트 패턴 계정만 바꿈. '%' 쪽 계정은 예전 비번 그대로였음."),
            "pg_alter": ("ALTER USER ... PASSWORD is written to the server log if log_statement is 'all', so it leaked there too.",
                         "log_statement가 all이면 ALTER USER ... PASSWORD 문이 서버 로그에 그대로 남음. 거기도 유출된 것."),
            "pg_role": ("Postgres roles created with VALID UNTIL stop logging in silently on that date.",
                        "VALID UNTIL 걸린 Postgres 롤은 그 날짜 이후 조용히 로그인이 막힘."),
            "mongo": ("createUser has to run against the database named in authSource, otherwise logins fail with a generic auth error.",
                      "createUser는 authSource로 지정한 DB에서 실행해야 함. 아니면 그냥 인증 실패로만 나옴."),
            "mssql": ("CHECK_POLICY = OFF bypasses the Windows password policy; the security scan flags it.",
                      "CHECK_POLICY = OFF는 윈도우 비번 정책을 우회함. 보안 점검에서 걸림.")}[dialect]
    le = F(L, ["Passwords in migration files end up in every clone of the repo; create roles without a password and set it from the secret store.", spec[0]],
           ["마이그레이션 파일에 비번 넣으면 레포 클론마다 다 남음. 롤은 비번 없이 만들고 값은 시크릿 저장소에서 설정해야 함.", spec[1]], cx)
    ask = F(L, ["Should {u} be rotated now that the statement is in the repo history?", ""], ["쿼리가 레포 히스토리에 남았으니 {u} 비번 바꿔야 하는지?", ""], cx)
    return Note("SQL: user/role statement with password (" + dialect + ")", L, mc, le, ask, [pw])


@ST(1.6)
def s_connstr(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ;'\"&")
    enc = url_pw(pw)
    style = pick(["jdbc", "adonet", "amqp", "smtp", "sqlalchemy", "django", "spring", "redis", "ftp", "mqtt", "pgbouncer", "dsn_env"])
    h, u, d = cx["host"], cx["user"], cx["db"]
    secs = [pw]
    if style == "jdbc":
        s = f"jdbc:postgresql://{h}:5432/{d}?user={u}&password={enc}&ssl=true"
        secs = [enc]
    elif style == "adonet":
        s = f"Server=tcp:{cx['org']}-{cx['env']}.database.windows.net,1433;Initial Catalog={d};User ID={u};Password={pw};Encrypt=True;"
    elif style == "amqp":
        s = f"amqps://{u}:{enc}@b-{uuid4()}.mq.ap-northeast-2.amazonaws.com:5671"
        secs = [enc]
    elif style == "smtp":
        s = f"SMTP_URL=smtp://noreply%40{cx['org']}.com:{enc}@smtp.{pick(['gmail.com', 'office365.com', 'worksmobile.com', 'daum.net'])}:587"
        secs = [enc]
    elif style == "sqlalchemy":
        s = f'SQLALCHEMY_DATABASE_URI = "mysql+pymysql://{u}:{enc}@{h}:3306/{d}?charset=utf8mb4"'
        secs = [enc]
    elif style == "django":
        s = f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{d}',\n        'USER': '{u}',\n        'PASSWORD': '{pw}',\n        'HOST': '{h}',\n    }}\n}}"
    elif style == "spring":
        s = f"spring.datasource.url=jdbc:mysql://{h}:3306/{d}\nspring.datasource.username={u}\nspring.datasource.password={pw}"
    elif style == "redis":
        s = f"REDIS_URL=rediss://default:{enc}@{cx['svc']}-cache.{ch(LOAN, 6)}.cache.amazonaws.com:6379"
        secs = [enc]
    elif style == "ftp":
        s = f"ftp://{u}:{enc}@ftp.{cx['org']}-partner.co.kr/outbound/"
        secs = [enc]
    elif style == "mqtt":
        s = f"mqtts://{u}:{enc}@mqtt.{cx['org']}.io:8883"
        secs = [enc]
    elif style == "pgbouncer":
        s = f'"{u}" "{pw}"'
    else:
        s = f"DATABASE_URL=postgres://{u}:{enc}@{h}:5432/{d}"
        secs = [enc]
    cx["S"] = s
    cx["style"] = style
    mc = F(L, ["I didn't know {svc} in {env} points at a different database than the README says. The real setting:\n{S}",
               "The connection settings for {svc} were only in {person}'s local config, which they pasted:\n{S}",
               "Missing context: the {style} connection used by the {env} worker. It is {S}",
               "Nobody mentioned the {env} config overrides the DB target. Found: {S}"],
           ["{env}의 {svc|이가} README랑 다른 DB를 바라본다는 걸 몰랐음. 실제 설정:\n{S}",
            "{svc} 접속 설정이 {person} 로컬 설정에만 있었고, 그걸 붙여줌:\n{S}",
            "{env} 워커가 쓰는 {style} 연결 정보를 몰랐음. 이거였음: {S}",
            "{env} 설정이 DB 대상을 덮어쓴다는 얘기가 없었음. 찾은 값: {S}"], cx)
    le = F(L, ["Percent-encode reserved characters in URL passwords; the driver error (\"invalid port\") doesn't hint at the real cause.",
               "Keep the whole URL in the secret store rather than building it from pieces in code; pieces drift apart.",
               "Connection strings show up in startup logs when debug logging is on, so they need masking there too."],
           ["URL 비번의 예약 문자는 퍼센트 인코딩해야 함. 드라이버 에러(\"invalid port\")만 봐선 원인을 알기 어려움.",
            "URL을 코드에서 조각조각 조립하지 말고 통째로 시크릿 저장소에 두는 게 나음. 조각들이 따로 놀게 됨.",
            "디버그 로깅 켜면 시작 로그에 접속 문자열이 찍혀서 거기서도 마스킹 필요."], cx)
    ask = F(L, ["Which environment is this connection string for, and is it still valid?", ""], ["이 접속 문자열이 어느 환경 거고 아직 유효한지?", ""], cx)
    return Note("connection string: " + style, L, mc, le, ask, secs)


@ST(1.0)
def s_basic_header(L):
    cx = cxp(L)
    pw = pwd(L, cx, " :")
    u = pick(["admin", "api", cx["user"], "partner-" + cx["org"], "monitor", "ci"])
    blob = b64e((u + ":" + pw).encode())
    url = pick([f"https://api.{cx['org']}-partner.com/v2/orders", f"https://{cx['svc']}.{cx['org']}.internal/metrics",
                f"https://nexus.{cx['org']}.com/repository/npm-private/", f"https://es.{cx['org']}.internal:9200/_cluster/health"])
    cx["url"] = url
    cx["S"] = pick([f'curl -H "Authorization: Basic {blob}" {url}',
                    f"GET {url.split('/', 3)[-1] if url.count('/') > 2 else '/'} HTTP/1.1\nHost: {url.split('/')[2]}\nAuthorization: Basic {blob}\nAccept: application/json",
                    f'headers = {{"Authorization": "Basic {blob}"}}'])
    mc = F(L, ["The partner API uses basic auth and I wasn't given the account. The request captured in the HAR file:\n{S}",
               "I didn't know {url} is protected. The working request from {person}: {S}",
               "The monitoring check was failing and nobody told me the credentials changed. Current header:\n{S}"],
           ["제휴사 API가 basic auth인데 계정을 못 받았음. HAR 파일에 잡힌 요청:\n{S}",
            "{url}에 인증 걸려 있는 줄 몰랐음. {person|이가} 준 동작하는 요청: {S}",
            "모니터링 체크가 실패했는데 계정 바뀐 걸 아무도 안 알려줌. 현재 헤더:\n{S}"], cx)
    le = F(L, ["A Basic header is just base64 of user:password; anyone with the header has the password.",
               "requests can build the header itself with auth=(user, password), which keeps the pair in one place."],
           ["Basic 헤더는 user:password를 base64 한 것뿐이라 헤더만 있으면 비번을 그대로 알 수 있음.",
            "requests는 auth=(user, password)로 헤더를 알아서 만들어줌. 값 관리가 한 곳으로 모임."], cx)
    return Note("HTTP Basic Authorization header", L, mc, le, "", [blob])


@ST(1.0)
def s_bearer_jwt(L):
    cx = cxp(L)
    t = ts()
    tok = jwt({"alg": pick(["RS256", "HS256", "ES256"]), "typ": "JWT", "kid": ch(AN, 12)},
              {"sub": uuid4(), "email": pick(["minji", "tom", "ops", "qa"]) + "@" + cx["org"] + ".com", "role": pick(["admin", "user", "service"]),
               "iat": t, "exp": t + pick([900, 3600, 86400, 2592000]), "iss": f"https://auth.{cx['org']}.com/"}, pick([32, 64]))
    url = f"https://{cx['svc']}.{cx['org']}.com/api/v1/{pick(['me', 'orders', 'admin/users', 'reports/export'])}"
    cx["url"] = url
    cx["S"] = pick([f"curl {url} -H 'Authorization: Bearer {tok}'", f"Authorization: Bearer {tok}", f'localStorage.setItem("access_token", "{tok}")'])
    mc = F(L, ["I couldn't reproduce the 500 without a logged-in session; {person} copied a token from DevTools:\n{S}",
               "Nobody told me the admin endpoints need a user token rather than the service key. The token I was given: {S}"],
           ["로그인 세션 없이는 500 재현이 안 됐음. {person|이가} 개발자도구에서 토큰 복사해줌:\n{S}",
            "관리자 API는 서비스 키가 아니라 유저 토큰이 필요하다는 걸 몰랐음. 받은 토큰: {S}"], cx)
    le = F(L, ["Access tokens copied from a browser stay valid until exp even after logout; revoking needs the refresh token family to be invalidated.",
               "jwt.io decodes the payload locally, but pasting live tokens anywhere is still a leak."],
           ["브라우저에서 복사한 액세스 토큰은 로그아웃해도 exp까지 유효함. 무효화하려면 refresh 토큰 계열을 끊어야 함.",
            "jwt.io는 로컬에서 디코딩하긴 하지만 살아있는 토큰을 어디든 붙이면 유출임."], cx)
    return Note("Bearer JWT access token", L, mc, le, "", [tok])


@ST(1.0)
def s_cookie(L):
    cx = cxp(L)
    style = pick(["django", "express", "rails", "php", "java", "next"])
    if style == "django":
        sess, extra = ch(LOAN, 32), f"; csrftoken={ch(AN, 32)}"
        name = "sessionid"
    elif style == "express":
        sess, extra = "s%3A" + ch(B64U, 32) + "." + ch(B64, 43).replace("/", "%2F").replace("+", "%2B"), ""
        name = "connect.sid"
    elif style == "rails":
        sess, extra = ch(B64, 120).replace("/", "%2F").replace("+", "%2B") + "--" + ch(B64, 16) + "--" + ch(B64, 22) + "%3D%3D", ""
        name = "_" + cx["svc"].replace("-", "_") + "_session"
    elif style == "php":
        sess, extra = ch(LOAN, 26), ""
        name = "PHPSESSID"
    elif style == "java":
        sess, extra = ch(HEXU, 32), ""
        name = "JSESSIONID"
    else:
        sess, extra = jwt({"alg": "dir", "enc": "A256GCM"}, {"x": ch(AN, 10)}, 16)[:120] + ch(B64U, 40), ""
        name = "__Secure-next-auth.session-token"
    cx["S"] = f"Cookie: {name}={sess}{extra}" if chance(0.6) else f"curl '{'https://' + cx['svc'] + '.' + cx['org'] + '.com/dashboard'}' -b '{name}={sess}{extra}'"
    mc = F(L, ["The bug only shows for logged-in users, and I had no test account. {person} sent their cookie:\n{S}",
               "I didn't know the admin pages authenticate by session cookie only. Copied from the browser: {S}"],
           ["로그인 유저한테만 나는 버그인데 테스트 계정이 없었음. {person|이가} 자기 쿠키를 보내줌:\n{S}",
            "관리자 페이지가 세션 쿠키로만 인증한다는 걸 몰랐음. 브라우저에서 복사한 것: {S}"], cx)
    le = F(L, ["A copied session cookie is a full login until it expires or the session is deleted server-side.",
               "The session store keeps sessions for two weeks, so logging out in the browser is what actually kills it."],
           ["복사한 세션 쿠키는 만료되거나 서버에서 세션을 지울 때까지 완전한 로그인과 같음.",
            "세션 저장소가 2주 동안 세션을 유지해서 브라우저에서 로그아웃해야 실제로 끊김."], cx)
    ask = F(L, ["Can I get a dedicated test account instead of borrowing a session?", ""], ["남의 세션 빌리지 말고 테스트 계정 따로 받을 수 있는지?", ""], cx)
    return Note("session cookie (" + style + ")", L, mc, le, ask, [sess])


def _pem_block(label, lines):
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


@ST(0.9)
def s_pem_ec(L):
    cx = cxp(L)
    label, lines = pem_ec_sec1() if chance(0.5) else pem_ec_pkcs8()
    cx["S"] = _pem_block(label, lines)
    cx["f"] = pick(["jwt-signing.pem", "es256.key", "keys/webhook_private.pem", "certs/" + cx["svc"] + ".key"])
    mc = F(L, ["I didn't know {svc} signs its JWTs with a local EC key; the file {f} was committed:\n{S}",
               "The token verification failures came from a key mismatch nobody mentioned. {person} pasted the private key from {f}:\n{S}"],
           ["{svc|이가} 로컬 EC 키로 JWT를 서명한다는 걸 몰랐음. {f} 파일이 커밋돼 있었음:\n{S}",
            "토큰 검증 실패가 키 불일치 때문이었는데 아무도 말 안 해줌. {person|이가} {f}의 개인키를 붙여줌:\n{S}"], cx)
    le = F(L, ["ES256 needs the P-256 curve; a key generated with secp256k1 produces signatures the verifier rejects.",
               "Only the public key should be distributed to verifiers; the JWKS endpoint is there for that."],
           ["ES256은 P-256 곡선이어야 함. secp256k1로 만든 키면 검증 쪽에서 서명을 거부함.",
            "검증하는 쪽에는 공개키만 배포해야 함. 그걸 위해 JWKS 엔드포인트가 있음."], cx)
    return Note("PEM EC private key", L, mc, le, "", lines)


@ST(0.8)
def s_p8(L):
    cx = cxp(L)
    label, lines = pem_ec_pkcs8()
    kid = ch(UPAN, 10)
    cx.update(kid=kid, iss=uuid4(), S=_pem_block(label, lines))
    mc = F(L, ["Push notifications broke after the certificate expired and nobody told me we moved to token auth. AuthKey_{kid}.p8 (issuer {iss}):\n{S}",
               "The App Store Connect upload step needs an API key I didn't have. {person} pasted AuthKey_{kid}.p8:\n{S}"],
           ["인증서 만료 후 푸시가 깨졌는데 토큰 인증으로 바꿨다는 걸 아무도 안 알려줌. AuthKey_{kid}.p8 (issuer {iss}):\n{S}",
            "App Store Connect 업로드에 API 키가 필요했는데 없었음. {person|이가} AuthKey_{kid}.p8 내용을 붙여줌:\n{S}"], cx)
    le = F(L, ["The .p8 can be downloaded only once; if it leaks it has to be revoked in the developer portal and re-issued.",
               "APNs token auth needs the key ID and team ID in the JWT header and claims, not just the key file."],
           [".p8은 한 번만 다운로드 가능해서 유출되면 개발자 포털에서 폐기하고 재발급해야 함.",
            "APNs 토큰 인증은 키 파일만이 아니라 JWT 헤더/클레임에 key ID랑 team ID가 필요함."], cx)
    ask = F(L, ["Who can revoke key {kid} in the Apple developer account?", ""], ["애플 개발자 계정에서 {kid} 키 폐기는 누가 할 수 있는지?", ""], cx)
    return Note("PEM PKCS#8 .p8 key (Apple)", L, mc, le, ask, lines)


@ST(1.0)
def s_openssh(L):
    cx = cxp(L)
    comment = pick(["deploy@" + cx["svc"], "ci@github-actions", cx["user"] + "@bastion", "minji@macbook", "jenkins@build01"])
    label, lines = openssh_ed25519(comment)
    cx["S"] = _pem_block(label, lines)
    mc = F(L, ["The deploy job SSHes into the app servers with a key that isn't in the secrets store; it was pasted into the job config:\n{S}",
               "I didn't know the Git submodule pull uses a deploy key. {person} sent the private key:\n{S}"],
           ["배포 잡이 시크릿 저장소에 없는 키로 앱 서버에 SSH 함. 잡 설정에 키가 그대로 붙어 있었음:\n{S}",
            "서브모듈 pull에 deploy key 쓰는 줄 몰랐음. {person|이가} 개인키를 보내줌:\n{S}"], cx)
    le = F(L, ["ssh refuses private keys with group/world permissions; the file must be 0600.",
               "A read-only deploy key per repository limits the blast radius if it leaks."],
           ["ssh는 그룹/전체 권한 있는 개인키 파일을 거부함. 0600이어야 함.",
            "레포마다 읽기 전용 deploy key를 따로 쓰면 유출돼도 피해 범위가 작음."], cx)
    ask = F(L, ["Which servers trust this key, so it can be rotated?", ""], ["이 키를 신뢰하는 서버가 어디어디인지? 로테이션하려면 알아야 함.", ""], cx)
    return Note("OpenSSH private key (ed25519)", L, mc, le, ask, lines)


@ST(0.9)
def s_rsa_trunc(L):
    cx = cxp(L)
    label, lines = pem_rsa_partial(chance(0.5))
    shown = lines[:rint(2, 4)]
    tail = lines[-1] if len(lines[-1]) >= 8 else lines[-2]
    cx["S"] = f"-----BEGIN {label}-----\n" + "\n".join(shown) + "\n...\n" + tail + f"\n-----END {label}-----"
    mc = F(L, ["The TLS key for the {env} ingress was pasted into the ticket (truncated):\n{S}",
               "I didn't know the SAML signing key is stored in the repo. The start of the file:\n{S}"],
           ["{env} 인그레스 TLS 키가 티켓에 붙어 있었음(일부 생략):\n{S}",
            "SAML 서명 키가 레포에 있다는 걸 몰랐음. 파일 앞부분:\n{S}"], cx)
    le = F(L, ["Even a partial private key paste should be treated as a leak; rotate the key and the certificate together.",
               "cert-manager can own this key so nobody needs to handle the PEM at all."],
           ["개인키를 일부만 붙였어도 유출로 봐야 함. 키랑 인증서를 같이 교체할 것.",
            "cert-manager가 키를 관리하게 하면 사람이 PEM을 만질 일이 없음."], cx)
    return Note("PEM RSA private key (truncated paste)", L, mc, le, "", shown + [tail])


@ST(0.9)
def s_gcp_sa(L):
    cx = cxp(L)
    label, lines = pem_rsa_partial(True)
    shown = lines[:2]
    proj = cx["org"] + "-" + cx["env"] + "-" + digits(6)
    cx["proj"] = proj
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(shown) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    body = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + hexs(40) + '",\n  "private_key": "' + pk +
            '",\n  "client_email": "' + cx["svc"] + "@" + proj + '.iam.gserviceaccount.com",\n  "client_id": "' + digits(21) + '"\n}')
    cx["S"] = body
    mc = F(L, ["BigQuery access for {svc} uses a service-account key file nobody mentioned; the JSON (shortened) is:\n{S}",
               "I didn't know the Firebase admin SDK was initialised from a committed key. {person} pasted it:\n{S}"],
           ["{svc}의 BigQuery 접근이 서비스 계정 키 파일로 돼 있었는데 아무도 말 안 해줌. JSON(일부 생략):\n{S}",
            "Firebase admin SDK가 커밋된 키로 초기화되는 줄 몰랐음. {person|이가} 붙여준 내용:\n{S}"], cx)
    le = F(L, ["Workload identity federation removes the need for downloaded JSON keys entirely.",
               "The org policy iam.disableServiceAccountKeyCreation is on for new projects, so old keys can't be re-created if deleted."],
           ["Workload identity federation 쓰면 JSON 키 다운로드 자체가 필요 없음.",
            "새 프로젝트는 iam.disableServiceAccountKeyCreation 정책이 켜져 있어서 지운 키를 다시 못 만듦."], cx)
    return Note("GCP service account JSON (private_key excerpt)", L, mc, le, "", shown)


@ST(1.0)
def s_totp(L):
    cx = cxp(L)
    seed = totp_seed(pick([16, 32, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Grafana", cx["org"].capitalize() + "VPN", "Cloudflare", "NHN Cloud", "Kakao Work"])
    acct = pick(["ops", "root", "admin", "shared-qa"]) + "@" + cx["org"] + ".com"
    cx.update(issuer=issuer, acct=acct)
    style = pick(["uri", "seed", "both"])
    if style == "uri":
        cx["S"] = f"otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"
    elif style == "seed":
        cx["S"] = tpick(L, [f"TOTP secret {seed}", f"setup key: {seed}"], [f"TOTP 시크릿 {seed}", f"설정 키: {seed}"])
    else:
        cx["S"] = f"secret={seed}\n(otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer})"
    mc = F(L, ["The shared {issuer} account has MFA and I didn't have the second factor. {person} shared the enrolment: {S}",
               "I didn't know the e2e login test needs a TOTP code; the test account's seed is {S}"],
           ["공용 {issuer} 계정에 MFA 걸려 있었는데 OTP가 없었음. {person|이가} 등록 정보를 공유해줌: {S}",
            "e2e 로그인 테스트에 TOTP 코드가 필요한 줄 몰랐음. 테스트 계정 시드: {S}"], cx)
    le = F(L, ["Anyone with the TOTP seed can generate codes forever; it is as sensitive as the password.",
               "pyotp.TOTP(seed).now() generates the code in tests, but the seed belongs in the CI secret store."],
           ["TOTP 시드 있으면 누구나 계속 코드를 만들 수 있음. 비번만큼 민감함.",
            "테스트에선 pyotp.TOTP(seed).now()로 코드 생성하면 되지만 시드는 CI 시크릿에 있어야 함."], cx)
    ask = F(L, ["Can the shared {issuer} account move to per-person MFA?", ""], ["공용 {issuer} 계정을 개인별 MFA로 바꿀 수 있는지?", ""], cx)
    return Note("TOTP seed / otpauth URI (" + style + ")", L, mc, le, ask, [seed])


@ST(1.0)
def s_recovery(L):
    cx = cxp(L)
    style = pick(["github", "google", "1password", "generic", "aws"])
    if style == "github":
        codes = [ch(LOAN, 5) + "-" + ch(LOAN, 5) for _ in range(rint(4, 8))]
        what = "GitHub recovery codes"
    elif style == "google":
        codes = [digits(4, False) + " " + digits(4, False) for _ in range(rint(4, 8))]
        what = "Google backup codes"
    elif style == "1password":
        codes = ["A3-" + ch(UPAN, 6) + "-" + ch(UPAN, 6) + "-" + ch(UPAN, 5) + "-" + ch(UPAN, 5) + "-" + ch(UPAN, 5) + "-" + ch(UPAN, 5)]
        what = "1Password Secret Key"
    elif style == "aws":
        codes = [ch(UPAN, 4) + "-" + ch(UPAN, 4) + "-" + ch(UPAN, 4) + "-" + ch(UPAN, 4) for _ in range(rint(3, 5))]
        what = "root account recovery codes"
    else:
        codes = [ch(UPAN, 10) for _ in range(rint(4, 8))]
        what = pick(["Okta recovery codes", "Bitwarden recovery code", "Atlassian backup codes"])
        if "Bitwarden" in what:
            codes = [ch(UPAN, 32)]
    cx["what"] = what
    cx["S"] = "\n".join(codes) if len(codes) > 1 and chance(0.6) else ", ".join(codes)
    mc = F(L, ["The admin account's MFA device was lost and I didn't know where the {what} were. They were in the team notes:\n{S}",
               "Nobody said the break-glass login needs the {what}. {person} pasted them: {S}"],
           ["관리자 계정 MFA 기기를 잃어버렸는데 {what|이가} 어디 있는지 몰랐음. 팀 노트에 있던 것:\n{S}",
            "비상용 로그인에 {what|이가} 필요하다는 말을 못 들음. {person|이가} 붙여줌: {S}"], cx)
    le = F(L, ["Each recovery code works once; used codes should be crossed out and the set regenerated afterwards.",
               "Break-glass material belongs in a sealed vault entry with access alerts, not in shared notes."],
           ["복구 코드는 한 번씩만 쓸 수 있음. 쓴 건 표시하고 끝나면 새로 발급해야 함.",
            "비상용 정보는 공유 노트가 아니라 접근 알림 걸린 vault 항목에 있어야 함."], cx)
    return Note("recovery/backup codes (" + style + ")", L, mc, le, "", codes)


@ST(0.9)
def s_pin_door(L):
    cx = cxp(L)
    style = pick(["door", "alarm", "puk", "safe", "server_room"])
    if style == "door":
        code = pick([digits(4, False) + "*" + digits(4, False), "*" + digits(6, False) + "#", digits(8, False)])
    elif style == "alarm":
        code = digits(pick([8, 9, 10]), False)
    elif style == "puk":
        code = digits(8, False)
    elif style == "safe":
        code = digits(2, False) + "-" + digits(2, False) + "-" + digits(2, False) + "-" + digits(2, False)
    else:
        code = digits(4, False) + "#" + digits(4, False)
    cx["code"] = code
    en = {"door": "The office door code is {code}; the building switched codes {when}.",
          "alarm": "To disarm the office alarm after 22:00 enter {code} and then OFF.",
          "puk": "The test phone's SIM is PUK-locked; the PUK printed on the card holder is {code}.",
          "safe": "The spare YubiKeys are in the safe in the server closet, combination {code}.",
          "server_room": "The server room keypad code is {code} (changed monthly by facilities)."}
    ko = {"door": "사무실 출입문 비번은 {code}. 건물 관리실에서 최근에 바꿨음.",
          "alarm": "22시 이후 경비 해제하려면 {code} 누르고 해제 버튼.",
          "puk": "테스트폰 유심이 PUK 잠김. 유심 카드 케이스에 적힌 PUK: {code}",
          "safe": "예비 YubiKey는 서버실 금고에 있고 금고 번호는 {code}.",
          "server_room": "서버실 도어락 번호 {code} (시설팀이 매달 변경)."}
    cx["S"] = kfmt(en[style] if L == "en" else ko[style], cx)
    mc = F(L, ["I couldn't finish the hardware swap on site because nobody told me how to get in. {S}",
               "The on-site task assumed physical access I didn't have. {person} wrote back: {S}"],
           ["현장 장비 교체를 못 끝냈음. 들어가는 방법을 아무도 안 알려줘서. {S}",
            "현장 작업인데 출입 권한이 없었음. {person} 답장: {S}"], cx)
    le = F(L, ["Physical access details should be in the facilities runbook, not in task notes.",
               "Facilities rotates these codes; ask them rather than relying on an old note."],
           ["물리 출입 정보는 작업 노트가 아니라 시설 런북에 있어야 함.",
            "시설팀이 번호를 주기적으로 바꿈. 예전 메모 말고 시설팀에 확인할 것."], cx)
    return Note("physical access code (" + style + ")", L, mc, le, "", [code])


@ST(0.9)
def s_seed(L):
    cx = cxp(L)
    style = pick(["bip39_12", "bip39_24", "eth", "wif"])
    if style.startswith("bip39"):
        n = 12 if style.endswith("12") else 24
        sec = " ".join(R.choice(BIP39) for _ in range(n))
        cx["S"] = sec if chance(0.6) else "\n".join(" ".join(sec.split()[i:i + 6]) for i in range(0, n, 6))
        secs = [cx["S"]] if "\n" not in cx["S"] else cx["S"].split("\n")
    elif style == "eth":
        sec = "0x" + hexs(64)
        cx["S"] = f"PRIVATE_KEY={sec}"
        secs = [sec]
    else:
        sec = wif_key()
        cx["S"] = f"importprivkey {sec} \"hot-wallet\" false"
        secs = [sec]
    mc = F(L, ["The testnet faucet wallet for the {svc} e2e tests is controlled by a key nobody documented. {person} pasted:\n{S}",
               "I didn't know the payout bot signs with a hot wallet on the box itself. Its recovery material:\n{S}"],
           ["{svc} e2e 테스트용 테스트넷 지갑 키가 문서화돼 있지 않았음. {person|이가} 붙여준 것:\n{S}",
            "정산 봇이 서버에 있는 핫월렛으로 서명한다는 걸 몰랐음. 복구 정보:\n{S}"], cx)
    le = F(L, ["Whoever holds the seed phrase owns the funds on every chain derived from it; it can't be rotated, only moved away from.",
               "Even testnet keys get reused on mainnet by accident; generate a fresh wallet per environment."],
           ["시드 문구를 가진 사람이 파생된 모든 체인의 자산 주인임. 로테이션이 안 되고 자산을 옮기는 수밖에 없음.",
            "테스트넷 키가 실수로 메인넷에서 재사용되는 경우가 많음. 환경마다 지갑을 새로 만들 것."], cx)
    return Note("wallet seed / private key (" + style + ")", L, mc, le, "", secs)


@ST(1.0)
def s_app_password(L):
    cx = cxp(L)
    style = pick(["google_smtp", "apple_notary", "apple_altool", "m365", "naver"])
    if style == "google_smtp":
        ap = " ".join(ch(LO, 4) for _ in range(4))
        cx["S"] = f"MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=noreply@{cx['org']}.com\nMAIL_PASSWORD=\"{ap}\""
    elif style == "apple_notary":
        ap = _apple_app_pw()
        cx["S"] = f"xcrun notarytool store-credentials \"notary\" --apple-id dev@{cx['org']}.com --team-id {ch(UPAN, 10)} --password {ap}"
    elif style == "apple_altool":
        ap = _apple_app_pw()
        cx["S"] = f"xcrun altool --upload-app -f build/App.ipa -t ios -u dev@{cx['org']}.com -p {ap}"
    elif style == "m365":
        ap = ch(LO, 16)
        cx["S"] = f"spring.mail.username=alerts@{cx['org']}.onmicrosoft.com\nspring.mail.password={ap}"
    else:
        ap = ch(UPAN + DG, 12)
        cx["S"] = f"smtp.naver.com:587 / {cx['org']}bot / 앱 비밀번호 {ap}" if L == "ko" else f"smtp.naver.com:587 user {cx['org']}bot app password {ap}"
    mc = F(L, ["Password reset mails stopped and nobody told me the sender uses an app password tied to one person's account:\n{S}",
               "I didn't know the release lane needs an Apple app-specific password. {person}'s local setup:\n{S}",
               "The mail relay config wasn't documented; the working values from {person}: {S}"],
           ["비번 재설정 메일이 안 나가는데, 발신 계정이 특정 개인 계정의 앱 비밀번호를 쓴다는 걸 아무도 안 알려줌:\n{S}",
            "릴리즈 레인에 애플 앱 암호가 필요한 줄 몰랐음. {person} 로컬 설정:\n{S}",
            "메일 릴레이 설정이 문서에 없었음. {person|이가} 준 동작하는 값: {S}"], cx)
    le = F(L, ["App passwords bypass 2FA and survive a password change; they have to be revoked individually.",
               "Tying a production sender to a personal account breaks the day that person leaves."],
           ["앱 비밀번호는 2FA를 우회하고 계정 비번을 바꿔도 살아있음. 개별로 폐기해야 함.",
            "운영 발신 계정을 개인 계정에 묶으면 그 사람이 퇴사하는 날 깨짐."], cx)
    return Note("app password (" + style + ")", L, mc, le, "", [ap])


@ST(1.6)
def s_prose_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx)
    sys_ = pick(["the Grafana admin", "the staging WordPress", "the router admin page", "Jenkins", "the Metabase admin", "the pfSense box",
                 "the Synology NAS", "Airflow", "the Keycloak master realm", "pgAdmin", "the Portainer UI", "Nexus"])
    sys_ko = pick(["그라파나 admin", "스테이징 워드프레스", "공유기 관리자 페이지", "젠킨스", "메타베이스 관리자", "pfSense", "시놀로지 NAS",
                   "Airflow", "키클록 master realm", "pgAdmin", "Portainer", "Nexus"])
    cx.update(pw=pw, sys=sys_ if L == "en" else sys_ko, u=pick(["admin", "root", cx["user"], "administrator", "ops"]))
    mc = F(L, ["I didn't have a login for {sys}. {person} said the password is {pw} for user {u}.",
               "Nobody told me {sys} still uses the shared account. I logged in with {u} / {pw}.",
               "The task needed a settings change in {sys}, and the only credentials anyone had were {u} and {pw}.",
               "Missing: access to {sys}. The password the user gave me was {pw}; it worked with the {u} account."],
           ["{sys} 로그인 정보가 없었음. {person} 말로는 계정 {u}, 비번은 {pw}.",
            "{sys|이가} 아직 공용 계정을 쓴다는 걸 아무도 말 안 해줌. {u} / {pw} 로 로그인함.",
            "{sys}에서 설정 하나 바꿔야 했는데 다들 아는 계정이 {u}, 비번 {pw} 뿐이었음.",
            "{sys} 접근 권한이 없었음. 사용자가 준 비밀번호는 {pw}였고 {u} 계정으로 들어가짐."], cx)
    le = F(L, ["Shared admin logins make the audit log useless; every change shows up as {u}.",
               "{sys} supports SSO via OIDC; enabling it would remove the shared password entirely.",
               "The change itself was one checkbox; finding who had access took most of the time."],
           ["공용 관리자 계정이라 감사 로그가 쓸모없음. 모든 변경이 {u|으로} 찍힘.",
            "{sys|은는} OIDC SSO를 지원함. 켜면 공용 비번이 아예 필요 없어짐.",
            "작업 자체는 체크박스 하나였는데 접근 권한 가진 사람 찾는 데 시간이 다 감."], cx)
    ask = F(L, ["Is {pw} still the {sys} password, or should I ask for my own account?", "Who owns {sys} accounts?", ""],
            ["{sys} 비번 아직 {pw} 맞는지, 아니면 개인 계정을 받아야 하는지?", "{sys} 계정 관리자가 누구인지?", ""], cx)
    return Note("prose: password stated in a sentence", L, mc, le, ask, [pw])


@ST(1.2)
def s_split_sentences(L):
    cx = cxp(L)
    pw = pwd(L, cx)
    sys_ = pick(["pgAdmin", "the VPN", "the bastion", "Harbor", "the staging admin panel", "Kibana", "the old CMS", "RabbitMQ management"]) if L == "en" \
        else pick(["pgAdmin", "VPN", "배스천 서버", "Harbor", "스테이징 관리자 화면", "Kibana", "구 CMS", "RabbitMQ 관리 콘솔"])
    cx.update(pw=pw, sys=sys_, u=pick(["admin", cx["user"], "ops@" + cx["org"] + ".com", "guest-" + cx["env"]]))
    mc = F(L, ["The login for {sys} is {u}. The password? {pw}. Nobody had written either down.",
               "{person} gave me the {sys} account: user {u}. Password is in the next message. It's {pw}",
               "I needed {sys}. User name: {u}. And the password, per the chat log, {pw}."],
           ["{sys} 로그인 아이디는 {u}. 비번은? {pw}. 둘 다 어디에도 안 적혀 있었음.",
            "{person|이가} {sys} 계정 알려줌. 아이디 {u}. 비번은 다음 메시지에 보냈는데 {pw} 임.",
            "{sys} 접속이 필요했음. 아이디: {u}. 그리고 채팅 기록에 있던 비번은 {pw}."], cx)
    le = F(L, ["Credentials split across messages are still credentials; the whole thread has to be treated as sensitive.",
               "{sys} locks the account after five failed attempts, so typos cost a 15-minute wait."],
           ["메시지를 나눠 보냈어도 인증정보는 인증정보임. 스레드 전체를 민감 정보로 다뤄야 함.",
            "{sys|은는} 5번 틀리면 계정이 잠겨서 오타 한 번에 15분 기다려야 함."], cx)
    return Note("prose: password split across two sentences", L, mc, le, "", [pw])


@ST(1.2)
def s_split_fields(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    sys_ = pick(["the reporting DB", "the SFTP drop", "the staging Keycloak", "the partner portal", "Jenkins", "the MQTT broker"])
    sys_ko = pick(["리포팅 DB", "SFTP 업로드 서버", "스테이징 키클록", "제휴사 포털", "젠킨스", "MQTT 브로커"])
    cx.update(pw=pw, sys=sys_ if L == "en" else sys_ko)
    mc = F(L, ["I didn't have credentials for {sys}. After some digging {person} sent them; the password for {sys} is",
               "Context I lacked: the account for {sys}. The user name is {user} and the password is",
               "Missing: how to log in to {sys}. Password:"],
           ["{sys} 계정이 없었음. 한참 찾다가 {person|이가} 보내줬는데 {sys} 비밀번호는",
            "몰랐던 것: {sys} 계정. 아이디는 {user}, 비번은",
            "{sys} 로그인 방법을 몰랐음. 비번:"], cx)
    le = F(L, ["{pw} -- and it only works from the office IP range, which is why it failed from CI.",
               "{pw} (it has to be typed, copy-paste adds a trailing newline in that form).",
               "{pw}; the account is shared, so changing it breaks the nightly job."],
           ["{pw} 이고, 사무실 IP 대역에서만 돼서 CI에서는 실패했던 것.",
            "{pw} 임. 그 폼은 복붙하면 줄바꿈이 같이 들어가서 직접 쳐야 함.",
            "{pw}. 공용 계정이라 바꾸면 야간 잡이 깨짐."], cx)
    ask = F(L, ["Can {sys} get a dedicated service account?", ""], ["{sys}에 전용 서비스 계정 만들 수 있는지?", ""], cx)
    return Note("prose: label ends one field, value starts the next", L, mc, le, ask, [pw])


@ST(1.0)
def s_ask_repeat(L):
    cx = cxp(L)
    pw = pwd(L, cx)
    sys_ = pick(["the Redis sentinel", "the FTP account", "the test merchant account", "the staging DB", "the admin console", "the VPN"]) if L == "en" \
        else pick(["Redis sentinel", "FTP 계정", "테스트 가맹점 계정", "스테이징 DB", "관리자 콘솔", "VPN"])
    cx.update(pw=pw, sys=sys_)
    mc = F(L, ["I lost time because {sys} credentials weren't in the task. The user eventually said the password is {pw}.",
               "{sys} needed a password that was only in {person}'s head: {pw}"],
           ["{sys} 인증정보가 작업에 없어서 시간 버림. 결국 사용자가 비번 {pw} 라고 알려줌.",
            "{sys} 비번이 {person} 머릿속에만 있었음: {pw}"], cx)
    le = F(L, ["Ask for access before starting anything that touches {sys}.", "{sys} accepts the password only over TLS; plain connections get a misleading auth error."],
           ["{sys} 건드리는 작업은 시작 전에 권한부터 요청할 것.", "{sys|은는} TLS로만 비번을 받음. 평문 접속이면 엉뚱한 인증 에러가 남."], cx)
    ask = F(L, ["Is {pw} still valid for {sys}, and is there a non-shared account?", "Should {pw} be rotated after being shared in chat?"],
            ["{sys} 비번 {pw} 아직 유효한지, 공용 아닌 계정 있는지?", "채팅에 공유된 {pw}는 바꿔야 하는지?"], cx)
    return Note("prose: password repeated in ask_next_time", L, mc, le, ask, [pw])


@ST(1.0)
def s_table_creds(L):
    cx = cxp(L)
    rows, secs = [], []
    systems = picks(["Grafana", "Jenkins", "Argo CD", "Kibana", "RabbitMQ", "MinIO", "pgAdmin", "Metabase", "Harbor", "SonarQube", "Nexus", "Airflow"], rint(2, 4))
    for s_ in systems:
        p = pwd(L, cx, "| ")
        while p in secs:
            p = pwd(L, cx, "| ")
        secs.append(p)
        rows.append(f"| {s_} | {pick(['admin', 'ops', 'root', cx['user']])} | {p} |")
    head = "| system | user | password |\n|---|---|---|" if L == "en" else "| 시스템 | 계정 | 비밀번호 |\n|---|---|---|"
    cx["S"] = head + "\n" + "\n".join(rows)
    mc = F(L, ["The {env} tooling logins were only in a wiki page I didn't know about:\n{S}",
               "{person} shared the admin accounts for the {env} cluster as a table:\n{S}"],
           ["{env} 툴 로그인 정보가 내가 모르던 위키 페이지에만 있었음:\n{S}",
            "{person|이가} {env} 클러스터 관리자 계정을 표로 공유해줌:\n{S}"], cx)
    le = F(L, ["Default admin accounts on these tools were never changed to SSO; that's the real fix.",
               "Half of these tools support OIDC; moving them behind SSO removes the table entirely."],
           ["이 툴들 기본 관리자 계정이 SSO로 안 바뀐 게 근본 문제.", "절반은 OIDC 지원함. SSO 뒤로 옮기면 이 표 자체가 필요 없음."], cx)
    return Note("markdown table of credentials", L, mc, le, "", secs)


@ST(1.1)
def s_log_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    t = f"2025-{rint(1, 12):02d}-{rint(1, 28):02d} {rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}"
    style = pick(["jenkins", "app", "failed", "ansible", "debug"])
    if style == "jenkins":
        s = f"[Pipeline] sh\n+ mysql -uroot -p{pw} -h {cx['host']} -e 'source migrations/0042.sql'\nmysql: [Warning] Using a password on the command line interface can be insecure."
    elif style == "app":
        s = f"{t} INFO  [{cx['svc']}] connecting to {cx['host']}:5432 as {cx['user']} with password={pw}"
    elif style == "failed":
        s = f"{t} WARN  login failed for user '{cx['user']}' (password '{pw}'): account locked"
    elif style == "ansible":
        s = f"TASK [db : create app user] ****\nok: [{cx['host']}] => {{\"changed\": false, \"name\": \"{cx['user']}\", \"password\": \"{pw}\"}}"
    else:
        s = f"DEBUG smtp: AUTH LOGIN user={cx['user']}@{cx['org']}.com pass={pw}"
    cx["S"] = s
    mc = F(L, ["The failure was visible in the job output, which also prints the credential:\n{S}",
               "I didn't know debug logging was left on in {env}. The log shows:\n{S}",
               "{person} pasted the console output without noticing what was in it:\n{S}"],
           ["잡 출력에서 실패 원인이 보였는데 인증정보도 같이 찍혀 있었음:\n{S}",
            "{env}에 디버그 로그가 켜져 있는 줄 몰랐음. 로그 내용:\n{S}",
            "{person|이가} 콘솔 출력을 내용 확인 없이 그대로 붙여줌:\n{S}"], cx)
    le = F(L, ["The logging config needs a filter for password=... and the job should use no_log/masked variables.",
               "Log retention is 30 days in the aggregator, so the value stays searchable until it's rotated."],
           ["로깅 설정에 password=... 필터 넣고 잡은 no_log/마스킹 변수를 써야 함.",
            "로그 수집기 보존 기간이 30일이라 바꾸기 전까지는 검색으로 계속 보임."], cx)
    return Note("log output containing a password (" + style + ")", L, mc, le, "", [pw])


@ST(1.0)
def s_trace_conn(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"@:/?#%")
    style = pick(["java", "node", "python", "go"])
    if style == "java":
        s = (f"org.postgresql.util.PSQLException: Connection to {cx['host']}:5432 refused.\n"
             f"  at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n"
             f"Caused by: datasource url=jdbc:postgresql://{cx['host']}:5432/{cx['db']}?user={cx['user']}&password={pw}")
    elif style == "node":
        s = (f"MongoServerSelectionError: connect ETIMEDOUT\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n"
             f"  uri: 'mongodb://{cx['user']}:{pw}@{cx['host']}:27017/{cx['db']}?authSource=admin'")
    elif style == "python":
        s = (f"Traceback (most recent call last):\n  File \"/srv/{cx['svc']}/db.py\", line {rint(10, 90)}, in connect\n"
             f"    conn = psycopg2.connect(host='{cx['host']}', user='{cx['user']}', password='{pw}', dbname='{cx['db']}')\n"
             f"psycopg2.OperationalError: could not translate host name \"{cx['host']}\" to address")
    else:
        s = (f"panic: dial tcp {cx['host']}:3306: i/o timeout\n\ngoroutine 1 [running]:\nmain.mustOpen(...)\n"
             f"\t/src/cmd/{cx['svc']}/main.go:{rint(20, 200)} +0x1c5 dsn=\"{cx['user']}:{pw}@tcp({cx['host']}:3306)/{cx['db']}?parseTime=true\"")
    cx["S"] = s
    mc = F(L, ["The crash report {person} forwarded includes the full connection details:\n{S}",
               "I didn't know the {env} worker couldn't resolve the DB host after the VPC change. Stack trace:\n{S}"],
           ["{person|이가} 전달한 크래시 리포트에 접속 정보가 통째로 들어 있었음:\n{S}",
            "VPC 변경 후 {env} 워커가 DB 호스트를 못 찾는다는 걸 몰랐음. 스택트레이스:\n{S}"], cx)
    le = F(L, ["The root cause was DNS, but the trace leaks the password; error handlers should redact DSNs before logging.",
               "Sentry's default scrubbing misses passwords inside DSN strings; a custom before_send is needed."],
           ["원인은 DNS였는데 트레이스에 비번이 노출됨. 에러 핸들러가 로깅 전에 DSN을 가려야 함.",
            "Sentry 기본 스크러빙은 DSN 문자열 안의 비번을 못 잡음. before_send 커스텀 필요."], cx)
    return Note("stack trace with connection password (" + style + ")", L, mc, le, "", [pw])


@ST(1.0)
def s_diff_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    old = pwd(L, cx, " '\"")
    f = pick(["config/database.yml", "src/main/resources/application-prod.properties", "ansible/group_vars/prod.yml", "settings/production.py", "docker-compose.prod.yml"])
    if f.endswith(".properties"):
        a, b = f"-spring.datasource.password={old}", f"+spring.datasource.password={pw}"
    elif f.endswith(".py"):
        a, b = f"-DB_PASSWORD = '{old}'", f"+DB_PASSWORD = '{pw}'"
    else:
        a, b = f"-  password: {old}", f"+  password: {pw}"
    cx["S"] = f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -{rint(5, 40)},3 +{rint(5, 40)},3 @@\n{a}\n{b}"
    mc = F(L, ["The {env} outage started with a commit that changed the DB password in the repo, which nobody mentioned:\n{S}",
               "I didn't know credentials were still versioned in {f}. Latest change:\n{S}"],
           ["{env} 장애가 레포에서 DB 비번을 바꾼 커밋으로 시작됐는데 아무도 언급 안 함:\n{S}",
            "{f}에 아직 인증정보가 버전관리되고 있는 줄 몰랐음. 최근 변경:\n{S}"], cx)
    le = F(L, ["Both the old and new values are now in history; both have to be treated as leaked.",
               "git filter-repo can purge the file history, but every existing clone still has it."],
           ["이전 값이랑 새 값 둘 다 히스토리에 남음. 둘 다 유출된 걸로 봐야 함.",
            "git filter-repo로 히스토리를 지울 수는 있지만 이미 받은 클론엔 다 남아 있음."], cx)
    return Note("git diff changing a password", L, mc, le, "", [old, pw])


@ST(1.1)
def s_chat_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx)
    sys_ = pick(["staging DB", "VPN", "NAS", "Jenkins", "test merchant", "QA admin"])
    sys_ko = pick(["스테이징 DB", "VPN", "NAS", "젠킨스", "테스트 가맹점", "QA 어드민"])
    if L == "en":
        who = pick(PEOPLE_EN[:18])
        s = f"[{rint(9, 18)}:{rint(0, 59):02d}] {who}: {sys_} pw is {pw}\n[{rint(9, 18)}:{rint(0, 59):02d}] {who}: delete this after pls"
    else:
        who = pick(["김민지", "이지수", "박현우", "최서진", "정유나", "강재현"])
        s = pick([f"[{who}] [오후 {rint(1, 6)}:{rint(0, 59):02d}] {sys_ko} 비번 {pw} 입니다\n[{who}] [오후 {rint(1, 6)}:{rint(0, 59):02d}] 확인하시면 메시지 지울게요",
                  f"{who}: {sys_ko} 비번 바뀜 -> {pw}\n{who}: 공지방엔 올리지 마세요 ㅎㅎ"])
    cx["S"] = s
    mc = F(L, ["The only record of the new password is this chat excerpt the user pasted:\n{S}",
               "I didn't know the password changed {when}. From the team chat:\n{S}"],
           ["새 비번 기록이 사용자가 붙여준 채팅 캡처밖에 없었음:\n{S}",
            "비번 바뀐 걸 몰랐음. 팀 단톡방 내용:\n{S}"], cx)
    le = F(L, ["\"Delete after reading\" doesn't help: chat exports and notification previews keep the text.",
               "Shared passwords in chat should be replaced with a vault link the same day."],
           ["\"확인 후 삭제\"해도 채팅 백업이랑 알림 미리보기에 다 남음.", "채팅에 공유한 비번은 당일에 vault 링크로 바꿔야 함."], cx)
    return Note("chat paste with password", L, mc, le, "", [pw])


@ST(0.9)
def s_ansible(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    pw2 = pwd(L, cx, " '\"")
    style = pick(["ini", "yaml"])
    if style == "ini":
        s = f"[web]\n10.0.{rint(1, 9)}.{rint(2, 250)} ansible_user=deploy ansible_ssh_pass={pw} ansible_become_password={pw2}"
    else:
        s = f"# group_vars/{cx['env']}.yml\nansible_become_password: \"{pw2}\"\nmysql_root_password: \"{pw}\""
    cx["S"] = s
    mc = F(L, ["The playbook failed at the become step; the inventory {person} uses has the passwords inline:\n{S}",
               "I didn't know the {env} hosts still use password SSH. From the inventory:\n{S}"],
           ["플레이북이 become 단계에서 실패함. {person|이가} 쓰는 인벤토리에 비번이 그대로 있음:\n{S}",
            "{env} 호스트들이 아직 비밀번호 SSH를 쓰는 줄 몰랐음. 인벤토리 내용:\n{S}"], cx)
    le = F(L, ["ansible-vault encrypt_string keeps these values in the repo encrypted; the vault password stays outside Git.",
               "become_password is only needed because sudo requires a password on those hosts; a NOPASSWD rule for deploy would remove it."],
           ["ansible-vault encrypt_string 쓰면 레포에는 암호화된 값만 남고 vault 비번은 Git 밖에 둠.",
            "그 호스트들 sudo가 비번을 요구해서 become_password가 필요한 것. deploy 계정에 NOPASSWD 주면 없어짐."], cx)
    return Note("Ansible inventory/group_vars passwords", L, mc, le, "", [pw, pw2])


@ST(1.0)
def s_dotfiles(L):
    cx = cxp(L)
    pw = pwd(L, cx, " :")
    style = pick(["pgpass", "mycnf", "netrc", "pip", "mvn", "npmrc_pw", "gradle"])
    secs = [pw]
    if style == "pgpass":
        s = f"{cx['host']}:5432:{cx['db']}:{cx['user']}:{pw}"
        f = "~/.pgpass"
    elif style == "mycnf":
        s = f"[client]\nuser={cx['user']}\npassword={pw}\nhost={cx['host']}"
        f = "~/.my.cnf"
    elif style == "netrc":
        s = f"machine nexus.{cx['org']}.com login {cx['user']} password {pw}"
        f = "~/.netrc"
    elif style == "pip":
        enc = url_pw(pw)
        s = f"[global]\nindex-url = https://{cx['user']}:{enc}@pypi.{cx['org']}.internal/simple/"
        f = "~/.config/pip/pip.conf"
        secs = [enc]
    elif style == "mvn":
        s = f"<servers>\n  <server>\n    <id>{cx['org']}-releases</id>\n    <username>{cx['user']}</username>\n    <password>{pw}</password>\n  </server>\n</servers>"
        f = "~/.m2/settings.xml"
        if any(c in pw for c in "<>&"):
            return s_dotfiles(L)
    elif style == "npmrc_pw":
        enc = b64e(pw.encode())
        s = f"//npm.{cx['org']}.internal/:username={cx['user']}\n//npm.{cx['org']}.internal/:_password={enc}\n//npm.{cx['org']}.internal/:email=dev@{cx['org']}.com"
        f = "~/.npmrc"
        secs = [enc]
    else:
        s = f"RELEASE_STORE_PASSWORD={pw}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={pw}"
        f = "~/.gradle/gradle.properties"
    cx.update(S=s, f=f)
    mc = F(L, ["Builds worked on {person}'s laptop only because of their {f}, which nobody mentioned:\n{S}",
               "I didn't know the tooling reads credentials from {f}. The one on the build VM:\n{S}"],
           ["{person} 노트북에서만 빌드가 된 이유가 {f} 때문이었는데 아무도 말 안 함:\n{S}",
            "툴이 {f}에서 인증정보를 읽는다는 걸 몰랐음. 빌드 VM에 있는 내용:\n{S}"], cx)
    le = F(L, ["Dotfiles with credentials must be mode 0600; some clients silently ignore them otherwise.",
               "CI should get these values from its secret store and write the file at job start, not bake it into the image."],
           ["인증정보 든 dotfile은 0600이어야 함. 아니면 일부 클라이언트는 조용히 무시함.",
            "CI는 시크릿 저장소에서 값을 받아 잡 시작할 때 파일을 만들어야 함. 이미지에 굽지 말 것."], cx)
    return Note("credential dotfile (" + style + ")", L, mc, le, "", secs)


@ST(0.9)
def s_docker_config(L):
    cx = cxp(L)
    pw = pwd(L, cx, " ")
    u = pick(["ci", "deployer", cx["org"] + "bot"])
    blob = b64e((u + ":" + pw).encode())
    reg = pick(["registry." + cx["org"] + ".internal", "ghcr.io", cx["org"] + ".azurecr.io", "index.docker.io/v1/"])
    cx["S"] = json.dumps({"auths": {reg: {"auth": blob}}}, indent=2)
    if chance(0.4):
        cx["S"] = f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nstringData:\n  .dockerconfigjson: '{json.dumps({'auths': {reg: {'auth': blob}}})}'"
    mc = F(L, ["Image pulls in {env} use a registry credential I didn't know about:\n{S}",
               "{person} pasted their Docker config so I could pull the private base image:\n{S}"],
           ["{env} 이미지 pull이 내가 모르던 레지스트리 인증정보를 쓰고 있었음:\n{S}",
            "비공개 베이스 이미지 받으라고 {person|이가} 자기 Docker 설정을 붙여줌:\n{S}"], cx)
    le = F(L, ["The auth field is only base64 of user:password, so this file is as sensitive as the password.",
               "A credential helper (osxkeychain, pass, ecr-login) keeps the auth out of config.json."],
           ["auth 필드는 user:password를 base64 한 것뿐이라 이 파일은 비번만큼 민감함.",
            "credential helper(osxkeychain, pass, ecr-login) 쓰면 config.json에 auth가 안 남음."], cx)
    return Note("docker config.json auth (base64 user:password)", L, mc, le, "", [blob])


@ST(0.8)
def s_kubeconfig(L):
    cx = cxp(L)
    tok = _k8s_sa_jwt()
    server = f"https://{pick(['10.0.0.1:6443', ch(HEXU, 32) + '.gr7.ap-northeast-2.eks.amazonaws.com', 'k8s-' + cx['env'] + '.' + cx['org'] + '.internal:6443'])}"
    cx["S"] = f"users:\n- name: deployer\n  user:\n    token: {tok}\nclusters:\n- name: {cx['env']}\n  cluster:\n    server: {server}"
    mc = F(L, ["The CI deploy uses a long-lived service-account token in a kubeconfig nobody told me about:\n{S}",
               "I didn't know how {person} reaches the {env} cluster. Their kubeconfig:\n{S}"],
           ["CI 배포가 아무도 말 안 해준 kubeconfig의 장기 서비스계정 토큰을 쓰고 있었음:\n{S}",
            "{person|이가} {env} 클러스터에 어떻게 붙는지 몰랐음. 그분 kubeconfig:\n{S}"], cx)
    le = F(L, ["Tokens from kubernetes.io/service-account-token Secrets never expire; kubectl create token issues short-lived ones.",
               "This SA is bound to cluster-admin, which is far more than the deploy needs."],
           ["kubernetes.io/service-account-token 시크릿 토큰은 만료가 없음. kubectl create token은 단기 토큰을 발급함.",
            "이 SA가 cluster-admin에 바인딩돼 있음. 배포에 필요한 권한보다 훨씬 큼."], cx)
    return Note("kubeconfig service-account token", L, mc, le, "", [tok])


@ST(1.0)
def s_app_secret_key(L):
    cx = cxp(L)
    style = pick(["django", "rails", "laravel", "nextauth", "jwt", "flask", "session"])
    if style == "django":
        sec = "django-insecure-" + ch(LO + DG + "!@#$%^&*(-_=+)", 50) if chance(0.4) else ch(LO + DG + "!@#$%^&*(-_=+)", 50)
        s = f"SECRET_KEY = '{sec}'"
    elif style == "rails":
        sec = hexs(128)
        s = f"production:\n  secret_key_base: {sec}"
    elif style == "laravel":
        sec = "base64:" + b64e(rb(32))
        s = f"APP_KEY={sec}"
    elif style == "nextauth":
        sec = b64e(rb(32))
        s = f"NEXTAUTH_SECRET={sec}"
    elif style == "jwt":
        sec = pick([hexs(64), ch(AN, 48), pw_passphrase() + digits(3, False)])
        s = f"JWT_SECRET={sec}"
    elif style == "flask":
        sec = hexs(48)
        s = f"app.config['SECRET_KEY'] = '{sec}'"
    else:
        sec = ch(AN, 64)
        s = f"app.use(session({{ secret: '{sec}', resave: false, saveUninitialized: false }}))"
    cx["S"] = s
    mc = F(L, ["Sessions were invalidated on every deploy; nobody told me the signing secret is generated per build. The committed fallback is:\n{S}",
               "I didn't know {svc} signs cookies with a hardcoded key. Found:\n{S}",
               "{person} mentioned the {env} key differs from local; the {env} value is {S}"],
           ["배포할 때마다 세션이 날아갔는데 서명 키가 빌드마다 생성된다는 걸 아무도 말 안 해줌. 커밋된 fallback 값:\n{S}",
            "{svc|이가} 하드코딩된 키로 쿠키를 서명하는 줄 몰랐음. 찾은 것:\n{S}",
            "{person|이가} {env} 키는 로컬이랑 다르다고 했음. {env} 값: {S}"], cx)
    le = F(L, ["With the signing key anyone can forge sessions or password-reset tokens; rotating it logs everyone out.",
               "The key has to be identical across replicas, so it belongs in the shared secret store, not per-pod generation."],
           ["서명 키만 있으면 세션이나 비번 재설정 토큰을 위조할 수 있음. 바꾸면 전원 로그아웃됨.",
            "레플리카끼리 키가 같아야 해서 파드마다 생성하지 말고 공용 시크릿 저장소에 둬야 함."], cx)
    return Note("framework signing secret (" + style + ")", L, mc, le, "", [sec])


@ST(0.8)
def s_wireguard(L):
    cx = cxp(L)
    priv = wg_key()
    psk = b64e(rb(32)) if chance(0.5) else None
    peer = wg_key()
    s = f"[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.{rint(2, 250)}/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = {peer}\n"
    if psk:
        s += f"PresharedKey = {psk}\n"
    s += f"Endpoint = vpn.{cx['org']}.com:51820\nAllowedIPs = 10.0.0.0/16"
    cx["S"] = s
    mc = F(L, ["I couldn't reach the {env} network; {person} sent a WireGuard profile:\n{S}",
               "Nobody told me the internal dashboards are VPN-only. The config I was given:\n{S}"],
           ["{env} 네트워크에 접근이 안 됐음. {person|이가} WireGuard 프로필을 보내줌:\n{S}",
            "내부 대시보드가 VPN 전용이라는 걸 몰랐음. 받은 설정:\n{S}"], cx)
    le = F(L, ["A WireGuard profile is tied to one peer; sharing it means two people appear as the same IP and kick each other off.",
               "PublicKey of the peer is fine to share; PrivateKey is the credential."],
           ["WireGuard 프로필은 피어 하나에 묶여 있어서 같이 쓰면 같은 IP로 보이고 서로 끊김.", "피어 PublicKey는 공유해도 되고 PrivateKey가 인증정보임."], cx)
    return Note("WireGuard config PrivateKey", L, mc, le, "", [priv] + ([psk] if psk else []))


@ST(1.0)
def s_webhook_url(L):
    cx = cxp(L)
    style = pick(["slack", "discord", "gh_secret", "teams_like"])
    if style == "slack":
        tok = ch(AN, 24)
        s = f"https://hooks.slack.com/services/T{ch(UPAN, 8)}/B{ch(UPAN, 10)}/{tok}"
    elif style == "discord":
        tok = ch(B64U, 68)
        s = f"https://discord.com/api/webhooks/{digits(19)}/{tok}"
    elif style == "gh_secret":
        tok = pick([hexs(40), ch(AN, 32), pw_passphrase()])
        s = tpick(L, [f"GitHub webhook secret: {tok}", f"X-Hub-Signature secret is {tok}"], [f"GitHub 웹훅 시크릿: {tok}", f"웹훅 서명 시크릿은 {tok}"])
    else:
        tok = ch(AN, 32)
        s = f"https://{cx['org']}.webhook.{pick(['office.com', 'site'])}/hooks/{uuid4()}?sig={tok}"
    cx["S"] = s
    mc = F(L, ["Deploy notifications go to a channel via a webhook that was hardcoded in the script:\n{S}",
               "I didn't know alerts post through a webhook rather than the bot. {person} gave me: {S}"],
           ["배포 알림이 스크립트에 하드코딩된 웹훅으로 채널에 올라가고 있었음:\n{S}",
            "알림이 봇이 아니라 웹훅으로 올라가는 줄 몰랐음. {person|이가} 알려준 것: {S}"], cx)
    le = F(L, ["Anyone with the webhook URL can post into the channel; it has to be kept like a token.",
               "Verifying X-Hub-Signature-256 needs the same secret on both sides; a mismatch gives 401 with no detail."],
           ["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있음. 토큰처럼 관리해야 함.", "X-Hub-Signature-256 검증은 양쪽 시크릿이 같아야 함. 다르면 설명 없이 401."], cx)
    return Note("webhook URL/secret (" + style + ")", L, mc, le, "", [tok])


@ST(0.8)
def s_presigned(L):
    cx = cxp(L)
    style = pick(["s3", "azure"])
    if style == "s3":
        akid = "AKIA" + ch(B32, 16)
        sig = hexs(64)
        s = (f"https://{cx['org']}-exports.s3.ap-northeast-2.amazonaws.com/reports/{cx['env']}/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
             f"&X-Amz-Credential={akid}%2F2025{rint(1, 12):02d}{rint(10, 28)}%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=2025{rint(1, 12):02d}{rint(10, 28)}T0{rint(1, 9)}0000Z"
             f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        secs = [akid, sig]
    else:
        sig = b64e(rb(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        s = f"https://{cx['org']}stor.blob.core.windows.net/exports/data.parquet?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-{rint(1, 12):02d}-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={sig}"
        secs = [sig]
    cx["S"] = s
    mc = F(L, ["The partner downloads the export through a signed URL that was pasted into the ticket:\n{S}",
               "I didn't know the report link is a long-lived signed URL. {person} shared: {S}"],
           ["제휴사가 티켓에 붙어 있는 서명 URL로 export를 받아가고 있었음:\n{S}",
            "리포트 링크가 유효기간 긴 서명 URL인 줄 몰랐음. {person|이가} 공유한 것: {S}"], cx)
    le = F(L, ["A signed URL is a bearer credential until it expires; a 7-day expiry is the maximum for SigV4 and too long for this.",
               "Account-level SAS tokens can't be revoked individually; rotating the storage key is the only kill switch."],
           ["서명 URL은 만료 전까지 그 자체가 인증정보임. SigV4 최대 7일인데 이 용도엔 너무 김.", "계정 수준 SAS는 개별 폐기가 안 됨. 스토리지 키를 돌리는 게 유일한 차단 방법."], cx)
    return Note("signed URL (" + style + ")", L, mc, le, "", secs)


@ST(0.8)
def s_remote_admin(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    h = "10." + str(rint(0, 9)) + "." + str(rint(0, 255)) + "." + str(rint(2, 250))
    style = pick(["ipmi", "rdp", "snmp", "vnc", "lftp"])
    if style == "ipmi":
        s = f"ipmitool -I lanplus -H {h} -U ADMIN -P {shq(pw)} chassis power cycle"
    elif style == "rdp":
        s = f"xfreerdp /v:{h} /u:Administrator /p:{shq(pw)} /cert:ignore"
    elif style == "snmp":
        pw = ch(AN, rint(10, 16))
        s = f"snmpwalk -v2c -c {pw} {h} 1.3.6.1.2.1.1"
    elif style == "vnc":
        s = f"vncviewer {h}:5901 -passwd <(echo '{pw}' | vncpasswd -f)"
    else:
        s = f"lftp -u {cx['user']},{shq(pw)} sftp://{h}"
    cx.update(S=s, h=h)
    mc = F(L, ["The server at {h} hung and nobody told me how to reach it out of band. {person}'s command:\n{S}",
               "I didn't know the legacy box is managed over {style}. From the ops notes: {S}"],
           ["{h} 서버가 멈췄는데 out-of-band 접속 방법을 아무도 안 알려줌. {person|이가} 쓰는 명령:\n{S}",
            "레거시 서버를 {style|으로} 관리하는 줄 몰랐음. 운영 노트에 있던 것: {S}"], dict(cx, style=style))
    le = F(L, ["BMC and management interfaces should only be reachable from the management VLAN; this one answers from the office network.",
               "Factory-default style credentials on management interfaces are the first thing scanners try."],
           ["BMC나 관리 인터페이스는 관리 VLAN에서만 접근돼야 하는데 이건 사무실망에서 응답함.", "관리 인터페이스의 기본값 비슷한 계정은 스캐너가 제일 먼저 시도함."], cx)
    return Note("remote admin CLI password (" + style + ")", L, mc, le, "", [pw])


@ST(1.2, langs=("ko", "en"))
def s_korean_pw(L):
    cx = cxp(L)
    style = pick(["typed", "hangul"])
    pw = pw_ko_typed() if style == "typed" else pw_hangul()
    orig = None
    cx.update(pw=pw, sys=pick(["사내 그룹웨어", "ERP", "공유기 관리자", "NAS", "테스트 계정", "관리자 페이지"]) if L == "ko" else pick(["the groupware", "the ERP", "the router admin", "the NAS", "the test account", "the admin page"]))
    if style == "typed":
        mc = F(L, ["Login kept failing because the password was typed with the Korean IME on an English layout. The actual string is {pw}.",
                   "{person} said the {sys} password is a Korean word typed in English mode: {pw}"],
               ["{sys} 비번이 한글 자판으로 영문 모드에서 친 거라 계속 로그인 실패함. 실제 문자열은 {pw}.",
                "{person|이가} {sys} 비번은 한/영 안 바꾸고 친 거라고 함: {pw}",
                "{sys} 로그인 안 돼서 물어보니 비번이 {pw} (한글 단어를 영문 자판으로 친 것)."], cx)
    else:
        mc = F(L, ["The {sys} password is in Hangul, which is why the automation couldn't type it: {pw}",
                   "{person} set a Hangul password on {sys}: {pw}"],
               ["{sys} 비번이 한글이라 자동화 스크립트에서 입력이 안 됐음. 비번: {pw}",
                "{person|이가} {sys}에 한글 비번을 걸어둠: {pw}",
                "{sys} 비밀번호가 한글로 돼 있었음 ({pw}). 키보드 입력 매크로가 깨져서 알게 됨."], cx)
    le = F(L, ["Non-ASCII passwords break in HTTP Basic (latin-1) and some CLIs; keep service passwords ASCII.",
               "Passwords derived from a Korean word on a QWERTY layout are in every cracking wordlist."],
           ["비ASCII 비번은 HTTP Basic(latin-1)이나 일부 CLI에서 깨짐. 서비스 계정 비번은 ASCII로.",
            "한글 단어를 영문 자판으로 친 비번은 크래킹 사전에 다 들어 있음. 안전하지 않음."], cx)
    ask = F(L, ["Can {sys} get an ASCII password stored in the vault?", ""], ["{sys} 비번을 ASCII로 바꿔서 vault에 넣어도 되는지?", ""], cx)
    return Note("Korean-keyboard password (" + style + ")", L, mc, le, ask, [pw])


@ST(0.8)
def s_passphrase_key(L):
    cx = cxp(L)
    pw = pw_passphrase() if chance(0.6) else pwd(L, cx)
    style = pick(["ssh", "gpg", "ansible_vault", "openssl"])
    if style == "ssh":
        s = tpick(L, [f"the passphrase for ~/.ssh/id_ed25519 on the build box is {pw}"], [f"빌드 서버 ~/.ssh/id_ed25519 패스프레이즈는 {pw}"])
    elif style == "gpg":
        s = f"gpg --batch --pinentry-mode loopback --passphrase {shq(pw)} --decrypt secrets.env.gpg > .env"
    elif style == "ansible_vault":
        s = f"echo {shq(pw)} > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass"
    else:
        s = f"openssl enc -d -aes-256-cbc -pbkdf2 -in backup.tar.enc -out backup.tar -pass pass:{shq(pw)}"
    cx["S"] = s
    mc = F(L, ["The encrypted file could only be opened with a passphrase nobody had written down; {person} remembered it: {S}",
               "I didn't know the release decrypts secrets at build time. The step is:\n{S}"],
           ["암호화 파일 패스프레이즈가 어디에도 없었는데 {person|이가} 기억하고 있었음: {S}",
            "릴리즈가 빌드 시점에 시크릿을 복호화하는 줄 몰랐음. 해당 단계:\n{S}"], cx)
    le = F(L, ["The passphrase is the only thing protecting that file, so it's as sensitive as the secrets inside.",
               "--passphrase on the command line is visible in ps; --passphrase-file or an agent avoids that."],
           ["그 파일을 지키는 건 패스프레이즈 하나뿐이라 안에 든 시크릿만큼 민감함.", "--passphrase는 ps에 보임. --passphrase-file이나 agent를 쓸 것."], cx)
    return Note("key/file passphrase (" + style + ")", L, mc, le, "", [pw])


@ST(0.7)
def s_env_inline_cmd(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    style = pick(["rsync", "mosquitto", "restic", "borg", "pgdump"])
    if style == "rsync":
        s = f"RSYNC_PASSWORD={shq(pw)} rsync -av rsync://backup@{cx['host']}/nightly/ ./restore/"
    elif style == "mosquitto":
        s = f"mosquitto_pub -h mqtt.{cx['org']}.internal -p 8883 --cafile ca.crt -u {cx['svc']} -P {shq(pw)} -t 'devices/+/cmd' -m reboot"
    elif style == "restic":
        s = f"RESTIC_PASSWORD={shq(pw)} restic -r s3:s3.amazonaws.com/{cx['org']}-backups snapshots"
    elif style == "borg":
        s = f"BORG_PASSPHRASE={shq(pw)} borg list ssh://borg@{cx['host']}/./repo"
    else:
        s = f"PGPASSWORD={shq(pw)} pg_dump -h {cx['host']} -U {cx['user']} -Fc {cx['db']} > {cx['db']}.dump"
    cx["S"] = s
    mc = F(L, ["The restore drill failed because I didn't know the backup repository is encrypted. The cron line has it:\n{S}",
               "Nobody told me how the nightly job authenticates. It's inline in the crontab: {S}"],
           ["백업 저장소가 암호화돼 있는 줄 몰라서 복구 훈련이 실패함. 크론 줄에 적혀 있었음:\n{S}",
            "야간 잡이 어떻게 인증하는지 아무도 안 알려줌. 크론탭에 인라인으로 있음: {S}"], cx)
    le = F(L, ["Without the repository password the backups are unrecoverable; it needs a second, offline copy.",
               "Env-prefixed commands still show up in crontab and shell history; a password file with 0600 is better."],
           ["저장소 비번 없으면 백업 복구가 불가능함. 오프라인 사본이 하나 더 있어야 함.", "환경변수를 앞에 붙인 명령도 크론탭이랑 히스토리에 남음. 0600 비번 파일이 나음."], cx)
    return Note("env-prefixed CLI password (" + style + ")", L, mc, le, "", [pw])


@ST(0.8)
def s_config_pw_files(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"<>&#;")
    style = pick(["redis_conf", "pgbouncer", "mail_yaml", "xml_ds", "toml_db", "ini_ldap"])
    if style == "redis_conf":
        s = f"bind 0.0.0.0\nprotected-mode yes\nrequirepass {pw}\nmasterauth {pw}"
        f = "redis.conf"
    elif style == "pgbouncer":
        s = f'"{cx["user"]}" "{pw}"\n"pgbouncer" "md5{hexs(32)}"'
        f = "/etc/pgbouncer/userlist.txt"
    elif style == "mail_yaml":
        s = f"spring:\n  mail:\n    host: smtp.{cx['org']}.com\n    username: noreply\n    password: \"{pw}\""
        f = "application-prod.yml"
    elif style == "xml_ds":
        s = f'<Resource name="jdbc/{cx["db"]}" auth="Container" type="javax.sql.DataSource"\n  username="{cx["user"]}" password="{pw}"\n  url="jdbc:oracle:thin:@{cx["host"]}:1521/ORCL"/>'
        f = "conf/context.xml"
    elif style == "toml_db":
        s = f'[database]\nhost = "{cx["host"]}"\nuser = "{cx["user"]}"\npassword = "{pw}"'
        f = "config/" + cx["env"] + ".toml"
    else:
        s = f"[ldap]\nbind_dn = cn=svc-{cx['svc']},ou=services,dc={cx['org']},dc=com\nbind_password = {pw}"
        f = "grafana.ini"
    cx.update(S=s, f=f)
    mc = F(L, ["I didn't know {svc} takes its credentials from {f} rather than the environment:\n{S}",
               "{f} on the {env} host differs from the repo copy; the live one has:\n{S}"],
           ["{svc|이가} 환경변수가 아니라 {f}에서 인증정보를 읽는 줄 몰랐음:\n{S}",
            "{env} 서버의 {f}가 레포 버전이랑 다름. 실제 파일 내용:\n{S}"], cx)
    le = F(L, ["Config files on hosts drift from the repo; the live file is the source of truth until config management owns it.",
               "Most of these files support reading the value from an env var or an include file, which keeps the secret out of the main config."],
           ["서버의 설정 파일은 레포랑 따로 놀게 됨. 형상관리로 넘기기 전까진 서버 파일이 기준.", "이런 설정 파일은 대부분 환경변수나 include 파일에서 값을 읽을 수 있어서 본 설정에서 시크릿을 뺄 수 있음."], cx)
    return Note("service config file password (" + style + ")", L, mc, le, "", [pw])


@ST(1.0)
def s_token_link(L):
    cx = cxp(L)
    style = pick(["jupyter", "reset", "invite", "magic", "grafana_snap"])
    if style == "jupyter":
        tok = hexs(48)
        s = f"http://127.0.0.1:8888/lab?token={tok}"
    elif style == "reset":
        tok = ch(B64U, 43)
        s = f"https://{cx['svc']}.{cx['org']}.com/account/reset-password?token={tok}"
    elif style == "invite":
        tok = ch(AN, 32)
        s = f"https://app.{cx['org']}.com/invite/accept?code={tok}&email=new.hire%40{cx['org']}.com"
    elif style == "magic":
        tok = b64u(rb(32))
        s = f"https://{cx['org']}.com/auth/magic?t={tok}"
    else:
        tok = ch(AN, 32)
        s = f"https://grafana.{cx['org']}.internal/dashboard/snapshot/{tok}"
    cx["S"] = s
    mc = F(L, ["I couldn't open the notebook server on the GPU box; {person} pasted the URL from its startup log:\n{S}",
               "The support case included a link copied straight from the user's inbox: {S}",
               "I didn't know these links are single-use; the one in the ticket was {S}"],
           ["GPU 서버의 노트북에 접속이 안 됐는데 {person|이가} 시작 로그의 URL을 붙여줌:\n{S}",
            "CS 케이스에 사용자 메일함에서 바로 복사한 링크가 들어 있었음: {S}",
            "이 링크가 일회용인 줄 몰랐음. 티켓에 있던 링크: {S}"], cx)
    if style == "jupyter":
        le = F(L, ["Jupyter's token grants full code execution on the host; an SSH tunnel plus a password is safer.",
                   "The token changes on every server restart, so the link in the log is only valid for this session, but anyone on the network can use it until then."],
               ["주피터 토큰이면 서버에서 코드 실행이 전부 가능함. SSH 터널 + 비번이 더 안전.", "토큰은 서버 재시작마다 바뀌지만 그 전까지는 네트워크에 있는 누구나 쓸 수 있음."], cx)
    else:
        le = F(L, ["A link with a token in it is a credential until it expires; treat it like a password.",
                   "These links should be single-use with a short expiry; this one stayed valid for days."],
               ["토큰이 들어간 링크는 만료 전까지 그 자체가 인증정보임. 비번처럼 다뤄야 함.", "이런 링크는 일회용에 만료가 짧아야 하는데 이건 며칠 동안 유효했음."], cx)
    return Note("URL with bearer token (" + style + ")", L, mc, le, "", [tok])


@ST(0.9)
def s_tf_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"")
    style = pick(["azurerm", "mysql", "rds", "grafana"])
    if style == "azurerm":
        s = f'resource "azurerm_mssql_server" "main" {{\n  name                         = "sql-{cx["svc"]}-{cx["env"]}"\n  administrator_login          = "sqladmin"\n  administrator_login_password = "{pw}"\n}}'
    elif style == "mysql":
        s = f'provider "mysql" {{\n  endpoint = "{cx["host"]}:3306"\n  username = "root"\n  password = "{pw}"\n}}'
    elif style == "rds":
        s = f'resource "aws_db_instance" "{cx["db"]}" {{\n  engine   = "postgres"\n  username = "{cx["user"]}"\n  password = "{pw}"\n}}'
    else:
        s = f'provider "grafana" {{\n  url  = "https://grafana.{cx["org"]}.internal"\n  auth = "admin:{pw}"\n}}'
    cx["S"] = s
    mc = F(L, ["The plan wanted to replace the database because someone changed the literal password in the module:\n{S}",
               "I didn't know the {env} Terraform still has credentials inline:\n{S}"],
           ["누가 모듈 안의 비번 리터럴을 바꿔서 plan이 DB를 교체하려고 함:\n{S}", "{env} Terraform에 아직 인증정보가 인라인으로 있는 줄 몰랐음:\n{S}"], cx)
    le = F(L, ["Terraform state stores the password in plain text regardless; manage_master_user_password or a random_password plus a secret store avoids both problems.",
               "Marking the variable sensitive only hides it from plan output, not from state."],
           ["state에는 어차피 비번이 평문으로 남음. manage_master_user_password나 random_password + 시크릿 저장소로 둘 다 해결.", "변수를 sensitive로 해도 plan 출력에서만 가려지고 state에는 남음."], cx)
    return Note("Terraform inline password (" + style + ")", L, mc, le, "", [pw])


@ST(0.9)
def s_ci_service_pw(L):
    cx = cxp(L)
    pw = pwd(L, cx, " '\"#:")
    if chance(0.5):
        s = f"services:\n  postgres:\n    image: postgres:16\n    env:\n      POSTGRES_PASSWORD: {pw}\n    ports: ['5432:5432']"
        f = ".github/workflows/test.yml"
    else:
        s = f"test:\n  services:\n    - mysql:8.4\n  variables:\n    MYSQL_ROOT_PASSWORD: \"{pw}\"\n    MYSQL_DATABASE: {cx['db']}"
        f = ".gitlab-ci.yml"
    cx.update(S=s, f=f)
    mc = F(L, ["The integration tests failed locally because they expect the same DB password as CI, which is hardcoded in {f}:\n{S}",
               "I didn't know the test database password is shared with the {env} seed script. From {f}:\n{S}"],
           ["통합 테스트가 CI랑 같은 DB 비번을 기대해서 로컬에서 실패함. {f}에 하드코딩돼 있음:\n{S}", "테스트 DB 비번을 {env} 시드 스크립트랑 같이 쓰는 줄 몰랐음. {f} 내용:\n{S}"], cx)
    le = F(L, ["A throwaway CI database is fine, but reusing its password anywhere else turns it into a real credential.", "Read it from a CI variable so the seed script and the tests can't drift."],
           ["CI용 일회성 DB는 괜찮지만 그 비번을 다른 데서 재사용하면 진짜 인증정보가 됨.", "CI 변수에서 읽게 해야 시드 스크립트랑 테스트가 안 어긋남."], cx)
    return Note("CI service container password (" + f + ")", L, mc, le, "", [pw])


@ST(1.0)
def s_temp_password(L):
    cx = cxp(L)
    pw = pick([pw_generated(rint(10, 14)), "Welcome" + str(rint(2024, 2026)) + "!" + digits(2, False), ch(AN, 12), pw_company(cx["org"])])
    who = pick(["new.hire", "jisoo.lee", "contractor01", "intern.kim", "d.park"])
    cx.update(pw=pw, who=who)
    mc = F(L, ["I didn't know new accounts get a temporary password by email. The one for {who}@{org}.com was {pw} and it must be changed at first login.",
               "The onboarding ticket for {who} contained the initial password in plain text: {pw}"],
           ["신규 계정은 메일로 임시 비번이 나간다는 걸 몰랐음. {who}@{org}.com 계정 초기 비밀번호는 {pw}이고 첫 로그인 때 바꿔야 함.",
            "{who} 온보딩 티켓에 초기 비밀번호가 평문으로 있었음: {pw}"], cx)
    le = F(L, ["Temporary passwords should expire within 24 hours; this one had no expiry set.", "An invite link is better than a temporary password because it can't be reused."],
           ["임시 비번은 24시간 안에 만료돼야 하는데 이건 만료 설정이 없었음.", "임시 비번보다 초대 링크가 나음. 재사용이 안 되니까."], cx)
    ask = F(L, ["Has {who} changed the temporary password yet?", ""], ["{who} 계정 임시 비번 바꿨는지?", ""], cx)
    return Note("temporary/initial password", L, mc, le, ask, [pw])


# ----------------------------------------------------------------------------------------------------
# clean templates: risky-looking notes without any credential
# ----------------------------------------------------------------------------------------------------
CLEAN_TEMPLATES = []


def CT(weight=1.0, langs=("en", "ko")):
    def deco(f):
        CLEAN_TEMPLATES.append((f.__name__, f, weight, langs))
        return f
    return deco


def cxc(L, **kw):
    cx = ctx_base(L)
    cx.update(host=pick(HOSTS), user=pick(USERS), db=pick(DBNAMES))
    cx.update(kw)
    return cx


ENV_VARS = ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "SENTRY_AUTH_TOKEN", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "AWS_SECRET_ACCESS_KEY",
            "ANTHROPIC_API_KEY", "REDIS_PASSWORD", "JWT_SECRET", "SENDGRID_API_KEY", "TWILIO_AUTH_TOKEN", "NPM_TOKEN", "DB_PASSWORD",
            "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "HF_TOKEN", "DD_API_KEY", "CLOUDFLARE_API_TOKEN", "VAULT_TOKEN", "MAIL_PASSWORD", "SMTP_PASSWORD"]


@CT(1.3)
def k_env_example(L):
    cx = cxc(L)
    vs = picks(ENV_VARS, rint(3, 5))
    ph = [pick(["", "<your-key-here>", "changeme-in-vault", "REPLACE_ME", "xxxxxxxxxxxxxxxx", "${" + v + "}", "sk_test_...", "***", "TODO"]) for v in vs]
    cx["S"] = "\n".join(f"{v}={p}" for v, p in zip(vs, ph))
    mc = F(L, ["I didn't know which variables {svc} needs locally; .env.example lists them but with placeholders only:\n{S}",
               "The onboarding doc didn't say that .env.example is the source of truth for required settings:\n{S}"],
           ["{svc} 로컬 실행에 어떤 변수가 필요한지 몰랐음. .env.example에 목록은 있는데 값은 다 플레이스홀더:\n{S}",
            "필수 설정의 기준이 .env.example이라는 걸 온보딩 문서에 안 써둠:\n{S}"], cx)
    le = F(L, ["Real values come from {store}; `make env` renders .env from the template and nothing secret is committed.",
               "The app fails fast at startup if any of these are empty, which is clearer than the old silent defaults."],
           ["실제 값은 {store}에서 가져옴. make env가 템플릿으로 .env를 만들어서 커밋되는 시크릿은 없음.",
            "이 중 하나라도 비어 있으면 앱이 시작할 때 바로 실패함. 예전처럼 조용히 기본값 쓰는 것보다 낫다."], cx)
    ask = F(L, ["Who grants access to {store} for new people?", ""], ["새로 온 사람한테 {store} 권한은 누가 주는지?", ""], cx)
    return CleanNote("clean: .env.example with placeholders", L, mc, le, ask)


@CT(1.3)
def k_gha_secrets(L):
    cx = cxc(L)
    vs = picks(ENV_VARS, rint(2, 3))
    cx["S"] = "    env:\n" + "\n".join(f"      {v}: ${{{{ secrets.{v} }}}}" for v in vs) + "\n    steps:\n      - run: ./scripts/deploy.sh " + cx["env"]
    cx["v0"] = vs[0]
    mc = F(L, ["The deploy job failed with an empty {v0}; I didn't know secrets aren't passed to workflows triggered from forks:\n{S}",
               "Nobody mentioned the {env} secrets live in a GitHub environment, not at repo level. The workflow reads:\n{S}"],
           ["배포 잡이 {v0} 값이 비어서 실패함. 포크에서 트리거된 워크플로엔 시크릿이 안 넘어간다는 걸 몰랐음:\n{S}",
            "{env} 시크릿이 레포 레벨이 아니라 GitHub environment에 있다는 얘기가 없었음. 워크플로 내용:\n{S}"], cx)
    le = F(L, ["`environment: {env}` on the job is required, otherwise environment-scoped secrets resolve to empty strings.",
               "pull_request_target would expose secrets to fork code, so the fix is a label-gated workflow instead."],
           ["잡에 environment: {env} 지정 안 하면 environment 범위 시크릿이 빈 문자열로 들어옴.",
            "pull_request_target 쓰면 포크 코드에 시크릿이 노출돼서 라벨로 게이트하는 방식으로 해결."], cx)
    return CleanNote("clean: GitHub Actions secrets references", L, mc, le, "")


@CT(1.1)
def k_k8s_ref(L):
    cx = cxc(L)
    v = pick(ENV_VARS)
    if chance(0.5):
        cx["S"] = f"        env:\n          - name: {v}\n            valueFrom:\n              secretKeyRef:\n                name: {cx['svc']}-secrets\n                key: {v.lower().replace('_', '-')}"
    else:
        cx["S"] = (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {cx['svc']}\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                   f"  data:\n    - secretKey: {v}\n      remoteRef:\n        key: {cx['env']}/{cx['svc']}\n        property: {v.lower()}")
    cx["v"] = v
    mc = F(L, ["I didn't know {svc} gets {v} through the operator rather than a plain Secret:\n{S}",
               "The pod crashlooped with a missing {v}, and nobody mentioned the sync from {store}. Manifest:\n{S}"],
           ["{svc|이가} {v|을를} 일반 Secret이 아니라 오퍼레이터를 통해 받는 줄 몰랐음:\n{S}",
            "{v}가 없어서 파드가 크래시루프였는데 {store} 동기화 얘기를 아무도 안 해줌. 매니페스트:\n{S}"], cx)
    le = F(L, ["The ExternalSecret refreshes hourly; `kubectl annotate es {svc} force-sync=$(date +%s)` forces it.",
               "If the remote key is missing the Secret is never created, and the pod event only says the secret was not found."],
           ["ExternalSecret은 1시간마다 갱신됨. kubectl annotate es {svc} force-sync=$(date +%s)로 강제 동기화 가능.",
            "원격 키가 없으면 Secret 자체가 안 만들어지고 파드 이벤트엔 secret not found만 찍힘."], cx)
    return CleanNote("clean: k8s secretKeyRef / ExternalSecret", L, mc, le, "")


@CT(1.1)
def k_vault_path(L):
    cx = cxc(L)
    path = f"secret/data/{cx['env']}/{cx['svc']}"
    cx["path"] = path
    cx["S"] = pick([f"vault kv get -field=api_key secret/{cx['env']}/{cx['svc']}",
                    f"path \"{path}\" {{\n  capabilities = [\"read\"]\n}}",
                    f"export VAULT_ADDR=https://vault.{cx['org']}.internal:8200\nvault login -method=oidc role={cx['svc']}-dev"])
    mc = F(L, ["I didn't know the {svc} keys moved to Vault last quarter. The relevant bit:\n{S}",
               "Permission denied reading {path}; nobody told me my role only covers dev paths:\n{S}"],
           ["{svc} 키가 지난 분기에 Vault로 옮겨졌다는 걸 몰랐음. 관련 부분:\n{S}",
            "{path} 읽을 때 permission denied. 내 롤이 dev 경로만 된다는 걸 몰랐음:\n{S}"], cx)
    le = F(L, ["KV v2 paths need /data/ in policies but not in the CLI; that mismatch caused the 403.",
               "OIDC login gives a token that expires in 8 hours, so long scripts should use an AppRole instead."],
           ["KV v2는 정책엔 /data/가 들어가야 하고 CLI에선 빼야 함. 그 차이 때문에 403 났음.",
            "OIDC 로그인 토큰은 8시간 뒤 만료라 오래 도는 스크립트는 AppRole을 써야 함."], cx)
    ask = F(L, ["Who approves read access to {path}?", ""], ["{path} 읽기 권한은 누가 승인하는지?", ""], cx)
    return CleanNote("clean: Vault paths and commands without tokens", L, mc, le, ask)


@CT(1.1)
def k_aws_sm(L):
    cx = cxc(L)
    acct = digits(12)
    arn = f"arn:aws:secretsmanager:ap-northeast-2:{acct}:secret:{cx['env']}/{cx['svc']}/db-{ch(AN, 6)}"
    cx.update(arn=arn, acct=acct)
    cx["S"] = pick([f"aws secretsmanager get-secret-value --secret-id {cx['env']}/{cx['svc']}/db --query SecretString --output text",
                    f'{{\n  "Effect": "Allow",\n  "Action": "secretsmanager:GetSecretValue",\n  "Resource": "{arn}"\n}}',
                    f"aws ssm get-parameter --name /{cx['svc']}/{cx['env']}/STRIPE_SECRET_KEY --with-decryption"])
    mc = F(L, ["The task role for {svc} couldn't read its database secret and I didn't know which ARN it was: {arn}.\n{S}",
               "Nobody said the {env} credentials are fetched at runtime from AWS. The call is:\n{S}"],
           ["{svc} 태스크 롤이 DB 시크릿을 못 읽었는데 어떤 ARN인지 몰랐음: {arn}\n{S}",
            "{env} 인증정보를 런타임에 AWS에서 가져온다는 얘기가 없었음. 호출 부분:\n{S}"], cx)
    if "ssm" in cx["S"]:
        le = F(L, ["--with-decryption needs kms:Decrypt on the key as well, which the role lacked."], ["--with-decryption은 KMS 키에 대한 kms:Decrypt 권한도 필요한데 롤에 없었음."], cx)
    else:
        le = F(L, ["The secret name gets a random 6-character suffix in the ARN, so IAM policies need a trailing wildcard or the full ARN.",
                   "Caching the secret in the SDK client cut the GetSecretValue calls from thousands per minute to a handful."],
               ["시크릿 ARN 끝에 랜덤 6자 접미사가 붙어서 IAM 정책에 와일드카드나 전체 ARN이 필요함.", "SDK 클라이언트에서 시크릿을 캐싱하니 GetSecretValue 호출이 분당 수천 건에서 몇 건으로 줄었음."], cx)
    return CleanNote("clean: AWS Secrets Manager / SSM references", L, mc, le, "")


@CT(0.9)
def k_op_ref(L):
    cx = cxc(L)
    vault = pick(["Engineering", "Platform", "Shared-Infra", "Payments"])
    cx["S"] = pick([f"STRIPE_SECRET_KEY=op://{vault}/Stripe {cx['env']}/credential\nDATABASE_URL=op://{vault}/{cx['svc']}-db/url",
                    f"op run --env-file=.env.tpl -- npm run dev",
                    f"op read \"op://{vault}/{cx['svc']} {cx['env']}/password\""])
    cx["vault"] = vault
    mc = F(L, ["I didn't know local dev resolves secrets through the 1Password CLI. The template uses references:\n{S}",
               "The dev server started with empty keys because I wasn't signed in to the {vault} vault:\n{S}"],
           ["로컬 개발이 1Password CLI로 시크릿을 해석하는 줄 몰랐음. 템플릿은 참조만 씀:\n{S}",
            "{vault} vault에 로그인 안 돼 있어서 dev 서버가 빈 키로 떴음:\n{S}"], cx)
    le = F(L, ["op:// references are safe to commit; they only resolve for people with access to the vault.",
               "The desktop app integration must be enabled, otherwise `op run` asks for the account password on every call."],
           ["op:// 참조는 커밋해도 안전함. vault 권한 있는 사람한테만 값이 풀림.", "데스크톱 앱 연동을 켜야 op run이 매번 계정 비번을 안 물어봄."], cx)
    return CleanNote("clean: 1Password op:// references", L, mc, le, "")


@CT(1.4)
def k_masked(L):
    cx = cxc(L)
    style = pick(["stripe", "bearer", "password", "gh", "aws", "generic"])
    if style == "stripe":
        cx["S"] = f"Using key sk_live_{'*' * rint(20, 30)}{ch(AN, 4)} for account acct_{ch(AN, 16)}"
    elif style == "bearer":
        cx["S"] = f"> GET /v1/orders HTTP/1.1\n> Authorization: Bearer ********\n< HTTP/1.1 401 Unauthorized"
    elif style == "password":
        cx["S"] = f"DB config: host={cx['host']} user={cx['user']} password=******** sslmode=require"
    elif style == "gh":
        cx["S"] = f"Run actions/checkout@v4\n  token: ***\n  ssh-strict: true\nFetching the repository"
    elif style == "aws":
        cx["S"] = f"aws_access_key_id     ****************{ch(B32, 4)} shared-credentials-file\naws_secret_access_key ****************{ch(AN, 4)} shared-credentials-file"
    else:
        cx["S"] = f"api_key: {ch(AN, 4)}…{ch(AN, 4)} (last rotated 2025-{rint(1, 12):02d}-{rint(1, 28):02d})"
    mc = F(L, ["I couldn't tell which credential {svc} used because every log masks it:\n{S}",
               "The debug output only showed masked values, so I didn't know the {env} key was the old one:\n{S}"],
           ["로그에서 전부 마스킹돼서 {svc|이가} 어떤 인증정보를 쓰는지 알 수 없었음:\n{S}",
            "디버그 출력에 마스킹된 값만 나와서 {env} 키가 예전 거라는 걸 몰랐음:\n{S}"], cx)
    les = {"stripe": ("The last four characters are enough to match a key against the dashboard list without exposing it.", "끝 4자리만으로도 대시보드 목록이랑 키를 대조할 수 있음. 값 노출 없이."),
           "generic": ("The last four characters are enough to match a key against the dashboard list without exposing it.", "끝 4자리만으로도 대시보드 목록이랑 키를 대조할 수 있음. 값 노출 없이."),
           "aws": ("`aws configure list` shows where each credential comes from, which is what actually mattered.", "aws configure list가 각 인증정보 출처를 보여줘서 그게 핵심이었음."),
           "bearer": ("The 401 was from an expired token, visible only in the `exp` claim of the (unlogged) token; the client now logs the expiry time instead.", "401 원인은 만료된 토큰이었음. 이제 토큰 대신 만료 시각을 로그에 찍도록 바꿈."),
           "password": ("Masking in the config dump is done by the logger, so the real value never appears; compare the secret version number instead.", "설정 덤프 마스킹은 로거가 해서 실제 값은 절대 안 나옴. 대신 시크릿 버전 번호로 비교하면 됨."),
           "gh": ("GitHub masks registered secrets as *** in logs; a value derived from a secret (e.g. base64 of it) is not masked automatically.", "GitHub는 등록된 시크릿을 로그에서 ***로 가림. 시크릿에서 파생된 값(base64 등)은 자동으로 안 가려짐.")}[style]
    le = les[0] if L == "en" else les[1]
    return CleanNote("clean: masked credential in logs (" + style + ")", L, mc, le, "")


@CT(1.0)
def k_doc_examples(L):
    cx = cxc(L)
    style = pick(["aws", "jwtio", "slack", "stripe_docs"])
    if style == "aws":
        cx["S"] = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        cx["src"] = "the AWS CLI docs"
    elif style == "jwtio":
        cx["S"] = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        cx["src"] = "jwt.io's default example"
    elif style == "slack":
        cx["S"] = "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"
        cx["src"] = "Slack's Bolt tutorial"
    else:
        cx["S"] = "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\""
        cx["src"] = "the Stripe API reference examples"
    if L == "ko":
        cx["src"] = {"the AWS CLI docs": "AWS CLI 공식 문서", "jwt.io's default example": "jwt.io 기본 예제", "Slack's Bolt tutorial": "Slack Bolt 튜토리얼",
                     "the Stripe API reference examples": "Stripe API 레퍼런스 예제"}[cx["src"]]
    mc = F(L, ["The unit tests use the value from {src}, which I first mistook for a leaked credential:\n{S}",
               "I didn't know the fixture deliberately uses the example from {src}:\n{S}"],
           ["유닛 테스트가 {src}에 나오는 값을 쓰고 있어서 처음엔 유출된 인증정보인 줄 알았음:\n{S}",
            "픽스처가 일부러 {src} 예시 값을 쓴다는 걸 몰랐음:\n{S}"], cx)
    le = F(L, ["Documentation example values are public and non-functional; the secret scanner allowlists them by exact string.",
               "Keep fixtures on the vendor's documented examples so scanners and reviewers recognise them."],
           ["문서 예시 값은 공개돼 있고 실제로 동작하지 않음. 시크릿 스캐너도 정확한 문자열로 허용 처리함.", "픽스처는 벤더 문서 예시 값을 쓰면 스캐너랑 리뷰어가 바로 알아봄."], cx)
    return CleanNote("clean: vendor documentation example key (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_commit_sha(L):
    cx = cxc(L)
    good, bad = hexs(40), hexs(40)
    cx.update(good=good, bad=bad, short=bad[:7], pr=rint(100, 9999))
    mc = F(L, ["I didn't know the regression was already bisected. {person} found it between {good} (good) and {bad} (bad).",
               "The task didn't mention that #{pr} was reverted; the revert commit is {bad}, and the last deploy tag points at {good}."],
           ["회귀가 이미 bisect 돼 있는 줄 몰랐음. {person|이가} {good}(정상)과 {bad}(문제) 사이에서 찾음.",
            "#{pr|이가} revert 됐다는 얘기가 없었음. revert 커밋은 {bad}, 마지막 배포 태그는 {good}."], cx)
    le = F(L, ["`git bisect run` with the failing test finished in six steps; start from {short} next time.",
               "Deploy tags are annotated, so `git describe --tags {short}` tells which release contains a commit."],
           ["실패하는 테스트로 git bisect run 돌리니 6단계 만에 끝남. 다음엔 {short}부터 시작.", "배포 태그가 annotated라서 git describe --tags {short}로 어느 릴리즈에 포함됐는지 바로 알 수 있음."], cx)
    ask = F(L, ["Is {short} safe to cherry-pick onto the release branch?", ""], ["{short|을를} 릴리즈 브랜치에 cherry-pick 해도 되는지?", ""], cx)
    return CleanNote("clean: git commit SHAs", L, mc, le, ask)


@CT(1.2)
def k_digests(L):
    cx = cxc(L)
    style = pick(["docker", "npm", "pip", "gosum", "sri", "sha256sum"])
    if style == "docker":
        cx["S"] = f"image: ghcr.io/{cx['org']}/{cx['svc']}@sha256:{hexs(64)}"
    elif style == "npm":
        cx["S"] = f"\"integrity\": \"sha512-{b64e(rb(64))}\""
    elif style == "pip":
        cx["S"] = f"requests==2.32.3 \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}"
    elif style == "gosum":
        cx["S"] = f"github.com/{pick(['spf13/cobra', 'rs/zerolog', 'google/uuid'])} v1.{rint(1, 9)}.{rint(0, 9)} h1:{b64e(rb(32))}"
    elif style == "sri":
        cx["S"] = f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.{rint(0, 6)}\" integrity=\"sha384-{b64e(rb(48))}\" crossorigin=\"anonymous\"></script>"
    else:
        cx["S"] = f"{hexs(64)}  {cx['svc']}-linux-amd64.tar.gz"
    mc = F(L, ["The build broke on a checksum mismatch and I didn't know the lockfile pins exact digests:\n{S}",
               "Nobody told me the deployment pins images by digest, so retagging didn't roll anything out:\n{S}"],
           ["체크섬 불일치로 빌드가 깨졌는데 lockfile이 정확한 다이제스트를 고정한다는 걸 몰랐음:\n{S}",
            "배포가 이미지를 다이제스트로 고정한다는 걸 아무도 안 알려줌. 그래서 태그만 바꿔선 반영이 안 됐음:\n{S}"], cx)
    le = F(L, ["A digest identifies content, it doesn't grant access; pinning by digest is what makes the rollout reproducible.",
               "The mismatch came from a re-published package; deleting the lock entry and re-resolving fixed it."],
           ["다이제스트는 내용 식별자일 뿐 접근 권한이 아님. 다이제스트 고정 덕에 배포가 재현 가능함.", "패키지가 재배포돼서 생긴 불일치였음. lock 항목 지우고 다시 resolve 해서 해결."], cx)
    return CleanNote("clean: content digests (" + style + ")", L, mc, le, "")


@CT(1.3)
def k_request_ids(L):
    cx = cxc(L)
    style = pick(["aws", "trace", "cf", "sentry", "generic", "stripe"])
    if style == "aws":
        cx["S"] = f"An error occurred (AccessDenied) when calling the GetObject operation. RequestId: {ch(UPAN, 16)}, HostId: {b64e(rb(56))}"
    elif style == "trace":
        cx["S"] = f"traceparent: 00-{hexs(32)}-{hexs(16)}-01"
    elif style == "cf":
        cx["S"] = f"cf-ray: {hexs(16)}-ICN"
    elif style == "sentry":
        cx["S"] = f"Sentry event {hexs(32)} (issue {cx['svc'].upper().replace('-', '')}-{rint(10, 999)})"
    elif style == "stripe":
        cx["S"] = f"Request req_{ch(AN, 14)}: No such customer: 'cus_{ch(AN, 14)}'"
    else:
        cx["S"] = f"X-Request-Id: {uuid4()}  X-Correlation-Id: {uuid4()}"
    mc = F(L, ["The support ticket only had an ID to go on, and I didn't know which system issues it:\n{S}",
               "I didn't know {svc} logs are searchable by request ID in the log explorer. The failing request:\n{S}"],
           ["지원 티켓에 ID 하나만 있었는데 어느 시스템이 발급한 건지 몰랐음:\n{S}",
            "{svc} 로그를 request ID로 검색할 수 있는 줄 몰랐음. 실패한 요청:\n{S}"], cx)
    le = F(L, ["Searching that ID across services in the trace view showed the timeout was in the downstream call.",
               "Request IDs are safe to paste into tickets; they identify a request but grant nothing."],
           ["그 ID로 트레이스 뷰에서 서비스 전체를 검색하니 다운스트림 호출에서 타임아웃 난 게 보임.", "request ID는 티켓에 붙여도 안전함. 요청을 식별할 뿐 권한은 없음."], cx)
    return CleanNote("clean: request/trace IDs (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_object_ids(L):
    cx = cxc(L)
    style = pick(["stripe", "slack", "mongo", "firebase", "discord", "toss"])
    if style == "stripe":
        cx["S"] = f"customer cus_{ch(AN, 14)}, subscription sub_{ch(AN, 24)}, latest invoice in_{ch(AN, 24)}, event evt_{ch(AN, 24)}"
    elif style == "slack":
        cx["S"] = f"channel C0{ch(UPAN, 9)}, bot user U0{ch(UPAN, 9)}, workspace T0{ch(UPAN, 8)}"
    elif style == "mongo":
        cx["S"] = "db.orders.find({ _id: ObjectId(\"" + hexs(24) + "\") })"
    elif style == "firebase":
        cx["S"] = f"users/{ch(AN, 28)}/devices/{ch(AN, 20)}"
    elif style == "discord":
        cx["S"] = f"guild {digits(18)}, channel {digits(19)}, application {digits(19)}"
    else:
        cx["S"] = f"paymentKey tgen_{ch(AN, 20)}, orderId ORD-{digits(10)}"
    mc = F(L, ["I couldn't find the record because I didn't know which system's IDs these are:\n{S}",
               "The bug report referenced these objects without saying where they live: {S}"],
           ["어느 시스템 ID인지 몰라서 레코드를 못 찾았음:\n{S}", "버그 리포트에 이 객체들이 어디 있는지 설명 없이 ID만 있었음: {S}"], cx)
    le = F(L, ["Object IDs are identifiers, not credentials; the prefix (cus_, sub_, C0, U0) tells you the type.",
               "Looking the object up in the dashboard by ID was faster than grepping logs."],
           ["객체 ID는 식별자지 인증정보가 아님. 접두사(cus_, sub_, C0, U0)로 타입을 알 수 있음.", "로그 grep보다 대시보드에서 ID로 바로 조회하는 게 빨랐음."], cx)
    return CleanNote("clean: object IDs (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_long_ids(L):
    cx = cxc(L)
    acct = digits(12)
    style = pick(["arn", "gcp", "azure", "ecr", "kms"])
    if style == "arn":
        cx["S"] = f"arn:aws:iam::{acct}:role/{cx['svc']}-{cx['env']}-task-role"
    elif style == "gcp":
        cx["S"] = f"projects/{cx['org']}-{cx['env']}-{digits(6)}/locations/asia-northeast3/services/{cx['svc']}"
    elif style == "azure":
        cx["S"] = f"/subscriptions/{uuid4()}/resourceGroups/rg-{cx['svc']}-{cx['env']}/providers/Microsoft.Web/sites/app-{cx['svc']}-{cx['env']}"
    elif style == "ecr":
        cx["S"] = f"{acct}.dkr.ecr.ap-northeast-2.amazonaws.com/{cx['svc']}:{hexs(7)}"
    else:
        cx["S"] = f"arn:aws:kms:ap-northeast-2:{acct}:key/{uuid4()}"
    mc = F(L, ["The permission error referenced a resource I didn't recognise:\n{S}",
               "I didn't know {svc} runs in a separate account; the resource is {S}"],
           ["권한 에러에 모르는 리소스가 찍혀 있었음:\n{S}", "{svc|이가} 별도 계정에서 돈다는 걸 몰랐음. 리소스: {S}"], cx)
    le = F(L, ["Resource identifiers like this are fine to share; access is governed by IAM, not by knowing the name.",
               "The account ID in the ARN is how you tell prod from staging at a glance."],
           ["이런 리소스 식별자는 공유해도 됨. 접근은 이름이 아니라 IAM이 결정함.", "ARN 안의 계정 ID로 prod인지 staging인지 바로 구분 가능."], cx)
    return CleanNote("clean: long resource identifiers (" + style + ")", L, mc, le, "")


@CT(1.1)
def k_base64_data(L):
    cx = cxc(L)
    style = pick(["configmap", "pubsub", "jwt_header", "datauri", "json"])
    if style == "configmap":
        payload = jdump({"featureFlags": {"newCheckout": chance(0.5), "darkMode": True}, "region": "ap-northeast-2"})
        cx["S"] = f"binaryData:\n  flags.json: {b64e(payload.encode())}"
    elif style == "pubsub":
        payload = jdump({"orderId": "ORD-" + digits(8), "status": pick(["PAID", "CANCELLED", "REFUNDED"]), "amount": rint(1000, 99000)})
        cx["S"] = f'{{"message": {{"data": "{b64e(payload.encode())}", "messageId": "{digits(16)}"}}}}'
    elif style == "jwt_header":
        cx["S"] = b64u(jdump({"alg": "RS256", "typ": "JWT", "kid": hexs(16)}).encode()) + ("  (just the header segment)" if L == "en" else "  (헤더 부분만)")
    elif style == "datauri":
        cx["S"] = "data:image/png;base64," + b64e(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rb(40))
    else:
        payload = jdump({"user": pick(["minji", "tom", "qa-bot"]), "locale": pick(["ko-KR", "en-US"]), "ts": ts()})
        cx["S"] = f"X-Client-Context: {b64e(payload.encode())}"
    mc = F(L, ["A base64 blob in the config looked like a credential, and nobody told me what it encodes:\n{S}",
               "I didn't know the message bodies are base64-encoded JSON:\n{S}"],
           ["설정에 있는 base64 덩어리가 인증정보처럼 보였는데 뭘 인코딩한 건지 아무도 안 알려줌:\n{S}",
            "메시지 본문이 base64 인코딩된 JSON이라는 걸 몰랐음:\n{S}"], cx)
    le = F(L, ["Decoding it (`base64 -d`) showed plain, non-secret data; base64 is an encoding, not a secret.",
               "The decoder expected standard base64, not the URL-safe variant, which explained the parse error."],
           ["base64 -d로 풀어보니 평범한 비밀 아닌 데이터였음. base64는 인코딩이지 시크릿이 아님.", "디코더가 URL-safe가 아니라 표준 base64를 기대해서 파싱 에러가 났던 것."], cx)
    return CleanNote("clean: base64 of non-secret data (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_ssh_pub(L):
    cx = cxc(L)
    style = pick(["authorized", "known_hosts", "fingerprint", "rsa"])
    who = pick(["minji@macbook", "deploy@" + cx["svc"], "ci@github-actions", "tom@thinkpad", cx["user"] + "@bastion"])
    if style == "authorized":
        cx["S"] = ssh_ed25519_pub(who)
    elif style == "known_hosts":
        cx["S"] = f"github.com ssh-ed25519 {b64e(sshstr(b'ssh-ed25519') + sshstr(rb(32)))}\n|1|{b64e(rb(20))}|{b64e(rb(20))} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{b64e(rb(63))}"
    elif style == "fingerprint":
        cx["S"] = f"256 {ssh_fp()} {who} (ED25519)"
    else:
        cx["S"] = ssh_rsa_pub_trunc(who)
    mc = F(L, ["I couldn't SSH to the {env} bastion because my public key wasn't registered. The key {person} added:\n{S}",
               "The CI host-key check failed and I didn't know the runner pins known_hosts:\n{S}"],
           ["{env} 배스천에 내 공개키가 등록 안 돼서 SSH가 안 됐음. {person|이가} 추가한 키:\n{S}",
            "CI 호스트 키 검증이 실패했는데 러너가 known_hosts를 고정하고 있는 줄 몰랐음:\n{S}"], cx)
    le = F(L, ["Public keys and fingerprints are safe to share; only the private half grants access.",
               "`ssh-keygen -lf` prints the fingerprint to compare against the one shown on first connect."],
           ["공개키랑 핑거프린트는 공유해도 됨. 접근 권한은 개인키 쪽에만 있음.", "ssh-keygen -lf로 핑거프린트 뽑아서 첫 접속 때 나오는 값과 비교하면 됨."], cx)
    return CleanNote("clean: SSH public key / fingerprint (" + style + ")", L, mc, le, "")


@CT(1.0)
def k_pem_public(L):
    cx = cxc(L)
    cx["S"] = pem_pub_ec() if chance(0.5) else pem_cert_partial()
    mc = F(L, ["Token verification failed because {svc} had an outdated verification key. The current public key:\n{S}",
               "I didn't know the partner requires our certificate for mTLS allow-listing; we sent:\n{S}"],
           ["{svc|이가} 옛날 검증 키를 들고 있어서 토큰 검증이 실패함. 현재 공개키:\n{S}",
            "제휴사가 mTLS 허용 목록용으로 우리 인증서를 요구한다는 걸 몰랐음. 보낸 것:\n{S}"], cx)
    le = F(L, ["Public keys and certificates can be committed; the JWKS endpoint serves the same material.",
               "Certificates expire; the one pinned here is due for renewal in 40 days."],
           ["공개키랑 인증서는 커밋해도 됨. JWKS 엔드포인트도 같은 걸 공개함.", "인증서는 만료가 있음. 여기 고정된 건 40일 뒤 갱신 필요."], cx)
    return CleanNote("clean: PEM public key / certificate", L, mc, le, "")


@CT(0.9)
def k_other_pub(L):
    cx = cxc(L)
    style = pick(["gpg", "age", "wg"])
    if style == "gpg":
        fp = " ".join(ch(HEXU, 4) for _ in range(10))
        cx["S"] = f"pub   ed25519 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {fp.replace(' ', '')}\nuid   Release Signing <release@{cx['org']}.com>"
    elif style == "age":
        cx["S"] = f"creation_rules:\n  - path_regex: secrets/{cx['env']}/.*\\.yaml\n    age: {age_public()},{age_public()}"
    else:
        cx["S"] = f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.{rint(2, 250)}/32"
    mc = F(L, ["I didn't know which key the release artefacts are signed or encrypted to:\n{S}",
               "Nobody told me new team members must be added as recipients before they can decrypt anything:\n{S}"],
           ["릴리즈 산출물이 어떤 키로 서명/암호화되는지 몰랐음:\n{S}", "새 팀원은 수신자로 추가돼야 복호화할 수 있다는 걸 아무도 안 알려줌:\n{S}"], cx)
    le = F(L, ["These are public identifiers (fingerprints, recipients, peer public keys); they are meant to be shared.",
               "After adding a recipient, `sops updatekeys` has to be run on every file."],
           ["이건 공개 식별자(핑거프린트, 수신자, 피어 공개키)라 공유하라고 있는 값.", "수신자 추가 후엔 모든 파일에 sops updatekeys 돌려야 함."], cx)
    return CleanNote("clean: GPG fingerprint / age recipient / WireGuard public key (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_urls_nocreds(L):
    cx = cxc(L)
    cx["S"] = pick([f"DATABASE_URL=postgres://{cx['host']}:5432/{cx['db']}?sslmode=require",
                    f"REDIS_URL=redis://{cx['svc']}-cache.internal:6379/2",
                    f"https://grafana.{cx['org']}.internal/d/{ch(AN, 9)}/{cx['svc']}-latency?orgId=1&from=now-6h",
                    f"amqp://rabbitmq.{cx['env']}.svc.cluster.local:5672/%2F",
                    f"https://github.com/{cx['org']}/{cx['repo']}/actions/runs/{digits(10)}/job/{digits(11)}",
                    f"jdbc:mysql://{cx['host']}:3306/{cx['db']}?useSSL=true&serverTimezone=Asia/Seoul"])
    mc = F(L, ["I didn't know which endpoint {svc} uses in {env}; credentials are injected separately:\n{S}",
               "The dashboard link for {svc} wasn't in the runbook: {S}"],
           ["{env}에서 {svc|이가} 어느 엔드포인트를 쓰는지 몰랐음. 인증정보는 따로 주입됨:\n{S}", "{svc} 대시보드 링크가 런북에 없었음: {S}"], cx)
    le = F(L, ["The URL carries no credentials; user and password come from separate variables, which made rotation easy.",
               "Bookmark the panel with the time range in the URL so the link reproduces the same view."],
           ["URL엔 인증정보가 없고 계정은 별도 변수로 받아서 로테이션이 쉬웠음.", "URL에 시간 범위까지 넣어서 북마크하면 같은 화면을 그대로 재현함."], cx)
    return CleanNote("clean: URLs and connection strings without credentials", L, mc, le, "")


@CT(1.2)
def k_cli_flags_prose(L):
    cx = cxc(L)
    topic = pick(["mysql", "docker", "psql", "curl", "gh", "sops"])
    en = {"mysql": "mysql -p with nothing attached prompts for the password, while -p<value> takes it inline; -P (capital) is the port, which is what tripped me up.",
          "docker": "docker login --password-stdin reads the password from standard input, so CI can pipe it from a secret file instead of passing -p.",
          "psql": "psql never takes a password flag; it reads PGPASSWORD, a ~/.pgpass entry, or prompts with -W.",
          "curl": "curl -u user (without :password) makes curl prompt, and --netrc-file points it at a credentials file instead.",
          "gh": "gh auth login --with-token reads the token from stdin; gh auth status shows which scopes the current token has.",
          "sops": "sops -d decrypts with whatever key the age/KMS config gives you; it never needs a password on the command line."}
    ko = {"mysql": "mysql -p 뒤에 아무것도 안 붙이면 비번을 프롬프트로 묻고 -p값 형태면 바로 받음. 대문자 -P는 포트라서 헷갈렸음.",
          "docker": "docker login --password-stdin은 표준입력으로 비번을 받아서 CI에서 -p 대신 시크릿 파일을 파이프로 넘길 수 있음.",
          "psql": "psql엔 비번 옵션 자체가 없음. PGPASSWORD, ~/.pgpass, 아니면 -W로 프롬프트.",
          "curl": "curl -u user 처럼 :password 없이 주면 프롬프트로 물어보고, --netrc-file로 인증 파일을 지정할 수도 있음.",
          "gh": "gh auth login --with-token은 stdin으로 토큰을 받음. gh auth status로 현재 토큰 스코프 확인 가능.",
          "sops": "sops -d는 age/KMS 설정에 있는 키로 복호화함. 커맨드라인에 비번 줄 일이 없음."}
    cx["topic"] = topic
    mc = F(L, ["I misread how {topic} takes credentials and assumed the flag I saw in the script was the password.",
               "The script's flags weren't explained anywhere, so I guessed wrong about where {topic} gets its credentials."],
           ["{topic|이가} 인증정보를 받는 방식을 잘못 이해해서 스크립트에 있던 옵션이 비번인 줄 알았음.", "스크립트 옵션 설명이 어디에도 없어서 {topic|이가} 인증정보를 어디서 받는지 잘못 추측함."], cx)
    le = en[topic] if L == "en" else ko[topic]
    ask = F(L, ["Should the runbook spell out how each CLI receives credentials?", ""], ["런북에 CLI별 인증 방식 정리해둘지?", ""], cx)
    return CleanNote("clean: CLI credential flags explained in prose (" + topic + ")", L, mc, le, ask)


@CT(1.1)
def k_password_policy(L):
    cx = cxc(L)
    n = pick([12, 14, 16])
    cx.update(n=n, days=pick([60, 90, 180]), hist=pick([5, 10, 24]))
    mc = F(L, ["Account creation kept failing because I didn't know the {env} IdP enforces a password policy: minimum {n} characters, one symbol, no reuse of the last {hist}.",
               "Nobody told me service-account passwords expire every {days} days, which is why the nightly job broke."],
           ["{env} IdP에 비번 정책이 있는 줄 몰라서 계정 생성이 계속 실패함. 최소 {n}자, 특수문자 1개, 최근 {hist}개 재사용 불가.",
            "서비스 계정 비번이 {days}일마다 만료된다는 걸 아무도 안 알려줌. 그래서 야간 잡이 깨졌던 것."], cx)
    le = F(L, ["Generate service passwords with the vault's generator ({n}+ chars) and mark the account as non-expiring with a rotation job instead.",
               "The policy error message doesn't say which rule failed; the audit log does."],
           ["서비스 계정 비번은 vault 생성기로 {n}자 이상 만들고, 만료 대신 로테이션 잡을 돌리는 게 맞음.", "정책 위반 에러 메시지엔 어떤 규칙이 걸렸는지 안 나오고 감사 로그에 나옴."], cx)
    return CleanNote("clean: password policy text", L, mc, le, "")


@CT(1.3)
def k_auth_errors(L):
    cx = cxc(L)
    cx["S"] = pick([f"FATAL:  password authentication failed for user \"{cx['user']}\"",
                    "{\"error\": {\"type\": \"invalid_request_error\", \"code\": \"invalid_api_key\", \"message\": \"Incorrect API key provided.\"}}",
                    "An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.",
                    "remote: Invalid username or token. Password authentication is not supported for Git operations.",
                    "{\"error\":\"invalid_grant\",\"error_description\":\"Token has been expired or revoked.\"}",
                    "x509: certificate signed by unknown authority",
                    "HTTP 401 Unauthorized: {\"ok\":false,\"error\":\"invalid_auth\"}",
                    "ERROR 1045 (28000): Access denied for user 'root'@'10.0.3.4' (using password: YES)",
                    "The security token included in the request is expired"])
    mc = F(L, ["I didn't know the {env} credentials were rotated {when}; the job started failing with:\n{S}",
               "The error below was the only clue, and nobody told me which credential {svc} uses:\n{S}"],
           ["{env} 인증정보가 로테이션된 걸 몰랐음. 잡이 이런 에러로 실패하기 시작함:\n{S}",
            "단서가 아래 에러뿐이었고 {svc|이가} 어떤 인증정보를 쓰는지 아무도 안 알려줌:\n{S}"], cx)
    le = F(L, ["The fix was to redeploy so the pod picked up the rotated value from {store}; the code was fine.",
               "This error also appears when the clock is skewed, so check NTP before rotating anything."],
           ["{store}의 새 값을 파드가 읽도록 재배포하니 해결. 코드 문제 아니었음.", "시계가 틀어져도 같은 에러가 나서 뭔가 바꾸기 전에 NTP부터 확인할 것."], cx)
    return CleanNote("clean: authentication error messages", L, mc, le, "")


@CT(1.3)
def k_rotation_talk(L):
    cx = cxc(L)
    vendor = pick(["Stripe", "OpenAI", "GitHub", "Slack", "SendGrid", "AWS", "Toss Payments", "Kakao", "Datadog", "Twilio", "Cloudflare", "npm"])
    cx.update(vendor=vendor, last4=ch(AN, 4), date=f"2025-{rint(1, 12):02d}-{rint(1, 28):02d}")
    mc = F(L, ["Nobody told me the {vendor} key was rotated on {date} after it showed up in a public gist; the old one ends in {last4} and is revoked.",
               "I didn't know {svc} was still on the pre-rotation {vendor} credential. The new one is in {store} under {svc}/{env}.",
               "The {vendor} key for {env} was regenerated {when}; the task didn't say the old value would stop working immediately."],
           ["{vendor} 키가 공개 gist에 올라간 뒤 {date}에 로테이션됐다는 걸 아무도 안 알려줌. 이전 키는 끝자리 {last4}, 폐기됨.",
            "{svc|이가} 아직 로테이션 전 {vendor} 인증정보를 쓰고 있는 줄 몰랐음. 새 값은 {store}의 {svc}/{env}에 있음.",
            "{env}용 {vendor} 키가 재발급됐는데 이전 값이 즉시 무효화된다는 말이 작업에 없었음."], cx)
    le = F(L, ["Rotation order: create the new key, update {store}, redeploy, watch error rates, then revoke the old one.",
               "Revoking first caused a short outage; dual-key overlap is what the vendor recommends."],
           ["로테이션 순서: 새 키 생성 → {store} 갱신 → 재배포 → 에러율 확인 → 이전 키 폐기.", "먼저 폐기했더니 잠깐 장애 났음. 벤더 권장은 두 키를 잠깐 같이 쓰는 것."], cx)
    ask = F(L, ["Who gets paged when the {vendor} key is rotated?", "Is there a calendar for {vendor} key rotation?", ""],
            ["{vendor} 키 로테이션할 때 누구한테 알려야 하는지?", "{vendor} 키 로테이션 일정이 따로 있는지?", ""], cx)
    return CleanNote("clean: key rotation talk without the key", L, mc, le, ask)


@CT(1.0)
def k_ciphertext(L):
    cx = cxc(L)
    style = pick(["sops", "ansible", "sealed"])
    if style == "sops":
        cx["S"] = (f"stripe_secret_key: ENC[AES256_GCM,data:{b64e(rb(rint(40, 80)))},iv:{b64e(rb(32))},tag:{b64e(rb(16))},type:str]\n"
                   f"sops:\n    age:\n        - recipient: {age_public()}")
    elif style == "ansible":
        body = hexs(rint(160, 260))
        cx["S"] = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in wrap(body, 80))
    else:
        cx["S"] = f"spec:\n  encryptedData:\n    DB_PASSWORD: AgB{ch(B64, rint(200, 300))}"
    mc = F(L, ["I didn't know secrets in this repo are committed encrypted; the file looks like this:\n{S}",
               "The config diff showed changed blobs and I didn't know they were ciphertext:\n{S}"],
           ["이 레포는 시크릿을 암호화해서 커밋한다는 걸 몰랐음. 파일이 이렇게 생김:\n{S}", "설정 diff에 바뀐 덩어리가 보였는데 암호문인 줄 몰랐음:\n{S}"], cx)
    le = F(L, ["Only the holders of the decryption key can read these; editing the ciphertext by hand corrupts it, so use the tool's edit command.",
               "The controller in the cluster decrypts sealed values; nobody needs the plaintext locally."],
           ["복호화 키 가진 사람만 읽을 수 있음. 암호문을 손으로 고치면 깨지니까 툴의 edit 명령을 써야 함.", "클러스터 안 컨트롤러가 복호화하니 로컬에 평문이 필요 없음."], cx)
    return CleanNote("clean: encrypted secrets committed (" + style + ")", L, mc, le, "")


@CT(1.2)
def k_placeholder_conn(L):
    cx = cxc(L)
    cx["S"] = pick(["mongodb+srv://<username>:<password>@cluster0." + ch(LOAN, 5) + ".mongodb.net/?retryWrites=true&w=majority",
                    "postgres://USER:PASSWORD@HOST:5432/DBNAME",
                    f"DATABASE_URL=postgresql://{cx['user']}:${{DB_PASSWORD}}@{cx['host']}:5432/{cx['db']}",
                    f"spring.datasource.password=${{DB_PASSWORD:}}",
                    f"Server=tcp:{cx['org']}.database.windows.net,1433;Database={cx['db']};User ID={cx['user']};Password={{your_password}};",
                    f"redis://default:{{{{ .Values.redis.password }}}}@{cx['svc']}-redis:6379"])
    mc = F(L, ["I didn't know the connection string in the docs is a template; it has to be filled from {store}:\n{S}",
               "The sample config confused me because it looks complete, but the password part is a placeholder:\n{S}"],
           ["문서의 접속 문자열이 템플릿이라 {store}에서 값을 채워야 한다는 걸 몰랐음:\n{S}", "샘플 설정이 완성본처럼 보여서 헷갈렸는데 비번 부분은 플레이스홀더임:\n{S}"], cx)
    le = F(L, ["Unfilled placeholders produce an auth error, not a parse error, which makes them easy to miss.",
               "Variable interpolation happens at deploy time, so the committed file never contains the password."],
           ["플레이스홀더를 안 채우면 파싱 에러가 아니라 인증 에러가 나서 놓치기 쉬움.", "변수 치환은 배포 시점에 일어나서 커밋된 파일엔 비번이 절대 안 들어감."], cx)
    return CleanNote("clean: connection string with placeholder password", L, mc, le, "")


@CT(1.1)
def k_token_metadata(L):
    cx = cxc(L)
    name = pick(["ci-deploy-" + cx["env"], "renovate-bot", "release-please", "terraform-" + cx["env"], "backup-sync"])
    cx.update(name=name, exp=f"2026-{rint(1, 12):02d}-{rint(1, 28):02d}", scopes=pick(["repo, workflow", "read:packages", "contents:write, pull_requests:write", "admin:org (!)"]))
    mc = F(L, ["The pipeline broke when the token named \"{name}\" expired; I didn't know it had a fixed expiry ({exp}) and scopes {scopes}.",
               "Nobody told me which account owns the \"{name}\" token; the settings page only shows its name, scopes ({scopes}) and expiry {exp}."],
           ["\"{name}\" 토큰이 만료돼서 파이프라인이 깨짐. 만료일({exp})이랑 스코프({scopes})가 정해져 있는 줄 몰랐음.",
            "\"{name}\" 토큰 소유 계정을 아무도 몰랐음. 설정 화면엔 이름, 스코프({scopes}), 만료일 {exp}만 보임."], cx)
    le = F(L, ["Token metadata (name, scopes, expiry) is visible to org admins; the value itself is shown only once at creation.",
               "A GitHub App installation token would avoid personal-token expiry entirely."],
           ["토큰 메타데이터(이름, 스코프, 만료)는 조직 관리자한테 보이고 값은 생성할 때 한 번만 보여줌.", "GitHub App 설치 토큰을 쓰면 개인 토큰 만료 문제 자체가 없어짐."], cx)
    ask = F(L, ["Who should own the replacement for \"{name}\"?", ""], ["\"{name}\" 대체 토큰은 누구 명의로 만들지?", ""], cx)
    return CleanNote("clean: token metadata without the token", L, mc, le, ask)


@CT(1.0)
def k_secret_names(L):
    cx = cxc(L)
    vs = picks(ENV_VARS, rint(4, 7))
    cx["S"] = ", ".join(vs)
    mc = F(L, ["I didn't know the {env} deploy needs these secrets defined before the first run: {S}.",
               "The README listed required secrets but not where to get them: {S}"],
           ["{env} 첫 배포 전에 이 시크릿들이 정의돼 있어야 하는 줄 몰랐음: {S}", "README에 필요한 시크릿 이름만 있고 어디서 받는지는 없었음: {S}"], cx)
    le = F(L, ["`gh secret list` shows which of them exist without revealing values.", "A startup check that lists missing names (never values) saved a lot of guessing."],
           ["gh secret list로 값 노출 없이 어떤 게 있는지 확인 가능.", "시작할 때 빠진 변수 이름(값은 절대 X)을 출력하게 하니 추측할 일이 없어짐."], cx)
    ask = F(L, ["Who can add secrets to the {env} environment?", ""], ["{env} 환경에 시크릿 추가 권한은 누구한테 있는지?", ""], cx)
    return CleanNote("clean: list of secret names", L, mc, le, ask)


@CT(1.1)
def k_signatures(L):
    cx = cxc(L)
    style = pick(["gh", "stripe", "etag", "chunk", "slack_sig"])
    if style == "gh":
        cx["S"] = f"X-Hub-Signature-256: sha256={hexs(64)}\nX-GitHub-Delivery: {uuid4()}"
    elif style == "stripe":
        cx["S"] = f"Stripe-Signature: t={ts()},v1={hexs(64)}"
    elif style == "etag":
        cx["S"] = f"ETag: \"{hexs(32)}\"\nx-amz-version-id: {ch(AN + '._', 32)}"
    elif style == "chunk":
        cx["S"] = f"main.{hexs(8)}.js  vendors-{hexs(20)}.js  buildId: {ch(B64U, 21)}"
    else:
        cx["S"] = f"X-Slack-Signature: v0={hexs(64)}\nX-Slack-Request-Timestamp: {ts()}"
    mc = F(L, ["Webhook deliveries were rejected and I didn't know the handler verifies this header:\n{S}",
               "I didn't know the cache keys off these values, so stale assets kept being served:\n{S}"],
           ["웹훅 전달이 거부됐는데 핸들러가 이 헤더를 검증하는 줄 몰랐음:\n{S}", "캐시가 이 값들을 키로 쓰는 줄 몰라서 오래된 에셋이 계속 나갔음:\n{S}"], cx)
    le = F(L, ["The signature must be computed over the raw body; a JSON-parsing middleware before the handler changes the bytes.",
               "Signatures and ETags are derived values; they don't grant anything on their own."],
           ["서명은 raw body로 계산해야 함. 핸들러 앞에서 JSON 파싱 미들웨어가 바이트를 바꿔버림.", "서명이나 ETag는 파생 값이라 그 자체로는 아무 권한이 없음."], cx)
    return CleanNote("clean: signatures / ETags / build hashes (" + style + ")", L, mc, le, "")


@CT(1.0)
def k_regex_talk(L):
    cx = cxc(L)
    cx["S"] = pick([r"ghp_[A-Za-z0-9]{36}", r"AKIA[0-9A-Z]{16}", r"xox[baprs]-[0-9A-Za-z-]{10,}", r"sk_live_[0-9a-zA-Z]{24,}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
                    r"(?i)password\s*[:=]\s*\S+", r"glpat-[0-9A-Za-z_-]{20}"])
    mc = F(L, ["I didn't know the pre-commit hook blocks anything matching this pattern: {S}",
               "Nobody told me the secret scanner rules live in .gitleaks.toml; the rule that fired was {S}"],
           ["pre-commit 훅이 이 패턴에 걸리면 막는다는 걸 몰랐음: {S}", "시크릿 스캐너 규칙이 .gitleaks.toml에 있다는 걸 아무도 안 알려줌. 걸린 규칙: {S}"], cx)
    le = F(L, ["The rule matched a test fixture; adding the fixture path to the allowlist is the accepted fix, not weakening the regex.",
               "`gitleaks detect --no-git -v` shows which file and line matched before pushing."],
           ["테스트 픽스처가 걸린 거였음. 정규식을 약하게 하지 말고 픽스처 경로를 allowlist에 넣는 게 정석.", "푸시 전에 gitleaks detect --no-git -v로 어느 파일 몇 번째 줄이 걸렸는지 볼 수 있음."], cx)
    return CleanNote("clean: secret-scanner regex discussion", L, mc, le, "")


@CT(0.9)
def k_test_cards(L):
    cx = cxc(L)
    cx["S"] = pick(["4242 4242 4242 4242, any future expiry, any CVC", "4000 0000 0000 9995 (insufficient funds)", "5555 5555 5555 4444 / 12/34 / 123",
                    "4000 0025 0000 3155 (requires 3DS)"])
    mc = F(L, ["I didn't know the sandbox only accepts the vendor's published test cards: {S}",
               "QA asked which card to use in the {env} checkout; the documented test card is {S}"],
           ["샌드박스는 벤더가 공개한 테스트 카드만 받는다는 걸 몰랐음: {S}", "QA가 {env} 결제에서 어떤 카드 쓰냐고 물어봄. 문서에 나온 테스트 카드: {S}"], cx)
    le = F(L, ["Test card numbers are public and only work with test-mode keys; live mode rejects them.",
               "Each test card triggers a specific outcome, which is handy for scripted e2e cases."],
           ["테스트 카드 번호는 공개돼 있고 테스트 모드 키에서만 동작함. 라이브 모드에선 거절.", "테스트 카드마다 특정 결과가 나와서 e2e 시나리오 짜기 좋음."], cx)
    return CleanNote("clean: documented test card numbers", L, mc, le, "")


@CT(1.0)
def k_oauth_client_id(L):
    cx = cxc(L)
    cid = digits(12) + "-" + ch(LOAN, 32) + ".apps.googleusercontent.com"
    cx.update(cid=cid, redir=f"https://{cx['svc']}.{cx['org']}.com/auth/callback")
    mc = F(L, ["Google sign-in failed with redirect_uri_mismatch; I didn't know the OAuth client {cid} only lists the prod callback.",
               "Nobody told me the web client uses a different OAuth client ID ({cid}) than the mobile app."],
           ["구글 로그인이 redirect_uri_mismatch로 실패함. OAuth 클라이언트 {cid}에 prod 콜백만 등록돼 있는 줄 몰랐음.",
            "웹이랑 모바일 앱이 서로 다른 OAuth client ID를 쓴다는 걸 몰랐음 ({cid})."], cx)
    le = F(L, ["Authorised redirect URIs must match exactly, including the trailing slash; {redir} had to be added.",
               "The client ID is public (it appears in the browser); the client secret is what stays server-side."],
           ["승인된 리디렉션 URI는 끝 슬래시까지 정확히 일치해야 함. {redir|을를} 추가해야 했음.", "client ID는 브라우저에 노출되는 공개 값이고 서버에만 있어야 하는 건 client secret."], cx)
    return CleanNote("clean: OAuth client ID (identifier)", L, mc, le, "")


@CT(0.9)
def k_lfs_tf(L):
    cx = cxc(L)
    lfs = chance(0.5)
    if lfs:
        cx["S"] = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {rint(10000, 90000000)}"
        mc = F(L, ["I expected a binary but got a pointer file, because nobody told me the repo uses Git LFS:\n{S}", "The model weights in the repo were only LFS pointers:\n{S}"],
               ["바이너리 대신 포인터 파일이 받아졌음. 레포가 Git LFS 쓰는 줄 몰랐음:\n{S}", "레포에 있는 모델 가중치가 LFS 포인터뿐이었음:\n{S}"], cx)
        le = F(L, ["`git lfs pull` fetches the real objects; the oid is just the content hash.", "CI needs `lfs: true` on checkout, otherwise it builds with the pointer files."],
               ["git lfs pull 하면 실제 객체를 받아옴. oid는 내용 해시일 뿐.", "CI checkout에 lfs: true 안 주면 포인터 파일로 빌드함."], cx)
    else:
        cx["S"] = f'{{\n  "version": 4,\n  "terraform_version": "1.9.{rint(0, 8)}",\n  "serial": {rint(10, 900)},\n  "lineage": "{uuid4()}",\n  "outputs": {{}}\n}}'
        mc = F(L, ["The state lock error mentioned values I didn't understand; the state header is:\n{S}", "Nobody told me {env} uses a separate remote state; its header:\n{S}"],
               ["state lock 에러에 뜻 모를 값들이 찍혀 있었음. state 헤더:\n{S}", "{env}가 별도 원격 state를 쓴다는 걸 아무도 안 알려줌. 헤더:\n{S}"], cx)
        le = F(L, ["Lineage identifies the state file; a mismatch means two different states, not a corrupted one.", "The serial only increases; pushing an older serial is refused unless forced."],
               ["lineage는 state 파일 식별자라 다르면 손상이 아니라 서로 다른 state라는 뜻.", "serial은 증가만 함. 더 낮은 serial을 push하면 강제하지 않는 한 거부됨."], cx)
    return CleanNote("clean: Git LFS pointer / Terraform state metadata", L, mc, le, "")


@CT(0.9)
def k_otp_talk(L):
    cx = cxc(L)
    mc = F(L, ["The shared ops account's MFA wasn't mentioned; the second factor is a hardware key kept by {person}, and backup codes are in {store}.",
               "I didn't know the e2e suite needs an MFA-exempt test user; the regular accounts all require TOTP."],
           ["공용 운영 계정 MFA 얘기가 없었음. 2차 인증은 {person|이가} 가진 하드웨어 키고 백업 코드는 {store}에 있음.", "e2e 테스트엔 MFA 예외 테스트 유저가 필요하다는 걸 몰랐음. 일반 계정은 전부 TOTP 필수."], cx)
    le = F(L, ["TOTP codes are valid for a 30-second window with one step of drift allowed, so a slow CI runner can still fail.",
               "Backup codes are single-use; after using one, regenerate the set and store it in {store}."],
           ["TOTP 코드는 30초 창에 앞뒤 한 스텝 허용이라 느린 CI 러너에선 여전히 실패할 수 있음.", "백업 코드는 일회용이라 하나 쓰면 새로 발급해서 {store}에 넣어야 함."], cx)
    return CleanNote("clean: MFA/TOTP discussion without seeds or codes", L, mc, le, "")


@CT(1.0)
def k_env_var_prose(L):
    cx = cxc(L)
    v = pick(ENV_VARS)
    cx["v"] = v
    mc = F(L, ["The script silently fell back to mock mode because {v} wasn't exported in my shell, and nothing said it was required.",
               "I didn't know {svc} reads {v} at import time, so setting it later in the test fixture had no effect."],
           ["{v|이가} 쉘에 export 안 돼 있어서 스크립트가 조용히 mock 모드로 돌았는데 필수라는 말이 어디에도 없었음.", "{svc|이가} import 시점에 {v|을를} 읽는 줄 몰라서 테스트 픽스처에서 나중에 설정해도 소용없었음."], cx)
    le = F(L, ["Use monkeypatch.setenv before importing the module, or read {v} lazily inside the function.",
               "`direnv` loads the project's .envrc automatically, which avoids this class of mistake."],
           ["모듈 import 전에 monkeypatch.setenv 하거나 함수 안에서 {v|을를} 늦게 읽도록 바꿀 것.", "direnv 쓰면 프로젝트 .envrc를 자동으로 로드해서 이런 실수가 없어짐."], cx)
    return CleanNote("clean: env var names in prose", L, mc, le, "")


@CT(0.8)
def k_pw_hashing(L):
    cx = cxc(L)
    cx.update(cost=pick([10, 12, 13]), mem=pick([19, 46, 64]))
    mc = F(L, ["Login got slow after the upgrade and I didn't know the bcrypt cost was raised to {cost}.",
               "Nobody told me legacy users still have SHA-1 password hashes that get upgraded to Argon2id on next login."],
           ["업그레이드 후 로그인이 느려졌는데 bcrypt cost가 {cost|으로} 올라간 걸 몰랐음.", "레거시 유저는 아직 SHA-1 해시고 다음 로그인 때 Argon2id로 바뀐다는 걸 아무도 안 알려줌."], cx)
    le = F(L, ["Argon2id with m={mem} MiB, t=2, p=1 matches the OWASP recommendation and takes about 50 ms here.",
               "Each +1 on the bcrypt cost doubles the hashing time, so {cost} needed more CPU on the auth pods."],
           ["Argon2id m={mem}MiB, t=2, p=1이 OWASP 권장이고 여기선 약 50ms 걸림.", "bcrypt cost +1마다 해싱 시간이 두 배라 {cost}면 auth 파드 CPU를 늘려야 했음."], cx)
    return CleanNote("clean: password hashing parameters", L, mc, le, "")


# --- publishable keys: only the public value is risky-looking
def _pub_note(L, cat, value_desc_en, value_desc_ko, snippet, cx):
    cx.update(S=snippet, what=value_desc_en if L == "en" else value_desc_ko)
    mc = F(L, ["I didn't know the frontend needs the {what} at build time; it is hardcoded in the client config:\n{S}",
               "The {env} web build showed a blank widget because the {what} wasn't set. The value from the vendor dashboard:\n{S}",
               "I wasn't sure whether this {what} was safe to commit:\n{S}"],
           ["프론트엔드가 빌드 시점에 {what|이가} 필요한 줄 몰랐음. 클라이언트 설정에 하드코딩돼 있음:\n{S}",
            "{env} 웹 빌드에서 {what|이가} 없어서 위젯이 빈 화면이었음. 벤더 대시보드의 값:\n{S}",
            "이 {what|을를} 커밋해도 되는지 확신이 없었음:\n{S}"], cx)
    le = F(L, ["The vendor documents this value as public: it ships to every browser and is restricted by allowed domains, not by secrecy.",
               "It is meant to be public; the matching secret/server key stays in {store} and is never sent to the client.",
               "Restricting the key to our domains in the vendor console is the actual protection."],
           ["벤더 문서상 공개 값임. 모든 브라우저에 내려가고 비밀이 아니라 허용 도메인으로 제한함.", "원래 공개용 값이고 짝이 되는 시크릿/서버 키는 {store}에만 있고 클라이언트로 안 보냄.",
            "벤더 콘솔에서 우리 도메인으로 제한 거는 게 실제 보호 수단."], cx)
    return CleanNote(cat + " [publishable]", L, mc, le, "")


@CT(3.2)
def k_publishable(L):
    cx = cxc(L)
    style = pick(["stripe", "firebase", "gmaps", "mapbox", "algolia", "recaptcha", "turnstile", "hcaptcha", "supabase", "sentry", "posthog",
                  "clerk", "toss", "kakao_js", "launchdarkly", "mixpanel", "amplitude", "segment", "square", "braintree", "onesignal",
                  "pusher", "dd_rum", "naver_maps", "adyen", "paddle", "portone"])
    proj = cx["org"] + "-" + cx["env"]
    if style == "stripe":
        s = f"const stripe = Stripe('pk_live_51{ch(AN, 97)}');"
        d = ("Stripe publishable key", "Stripe publishable 키")
    elif style == "firebase":
        s = (f"const firebaseConfig = {{\n  apiKey: \"AIza{ch(B64U, 35)}\",\n  authDomain: \"{proj}.firebaseapp.com\",\n  projectId: \"{proj}\",\n"
             f"  storageBucket: \"{proj}.appspot.com\",\n  messagingSenderId: \"{digits(12)}\",\n  appId: \"1:{digits(12)}:web:{hexs(22)}\"\n}};")
        d = ("Firebase web config apiKey", "Firebase 웹 config의 apiKey")
    elif style == "gmaps":
        s = f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{ch(B64U, 35)}&callback=initMap"></script>'
        d = ("Google Maps JavaScript API key", "Google Maps JS API 키")
    elif style == "mapbox":
        s = "mapboxgl.accessToken = 'pk." + b64u(jdump({"u": cx["org"], "a": "cl" + ch(LOAN, 23)}).encode()) + "." + ch(B64U, 22) + "';"
        d = ("Mapbox public token", "Mapbox public 토큰")
    elif style == "algolia":
        s = f"const searchClient = algoliasearch('{ch(UPAN, 10)}', '{hexs(32)}'); // search-only key"
        d = ("Algolia search-only API key", "Algolia search-only 키")
    elif style == "recaptcha":
        s = f'<div class="g-recaptcha" data-sitekey="6L{ch(B64U, 38)}"></div>'
        d = ("reCAPTCHA site key", "reCAPTCHA 사이트 키")
    elif style == "turnstile":
        s = f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{ch(B64U, 14)}"></div>'
        d = ("Cloudflare Turnstile site key", "Turnstile 사이트 키")
    elif style == "hcaptcha":
        s = f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>'
        d = ("hCaptcha sitekey", "hCaptcha sitekey")
    elif style == "supabase":
        t = ts()
        s = f"NEXT_PUBLIC_SUPABASE_ANON_KEY={jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ch(LO, 20), 'role': 'anon', 'iat': t, 'exp': t + 315360000})}"
        d = ("Supabase anon key", "Supabase anon 키")
    elif style == "sentry":
        s = f"Sentry.init({{ dsn: \"https://{hexs(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}\", tracesSampleRate: 0.1 }});"
        d = ("Sentry DSN", "Sentry DSN")
    elif style == "posthog":
        s = f"posthog.init('phc_{ch(AN, 43)}', {{ api_host: 'https://us.i.posthog.com' }})"
        d = ("PostHog project API key", "PostHog 프로젝트 API 키")
    elif style == "clerk":
        s = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_" + b64e(("clerk." + cx["org"] + ".com$").encode()).rstrip("=")
        d = ("Clerk publishable key", "Clerk publishable 키")
    elif style == "toss":
        s = f"const tossPayments = TossPayments('live_ck_{ch(AN, 28)}');"
        d = ("Toss Payments client key", "토스페이먼츠 클라이언트 키")
    elif style == "kakao_js":
        s = f"Kakao.init('{hexs(32)}'); // JavaScript 키"
        d = ("Kakao JavaScript key", "카카오 JavaScript 키")
    elif style == "launchdarkly":
        s = f"const client = LDClient.initialize('{hexs(24)}', {{ kind: 'user', key: userId }});"
        d = ("LaunchDarkly client-side ID", "LaunchDarkly client-side ID")
    elif style == "mixpanel":
        s = f"mixpanel.init('{hexs(32)}', {{ track_pageview: true }});"
        d = ("Mixpanel project token", "Mixpanel 프로젝트 토큰")
    elif style == "amplitude":
        s = f"amplitude.init('{hexs(32)}', {{ autocapture: true }});"
        d = ("Amplitude browser API key", "Amplitude 브라우저 API 키")
    elif style == "segment":
        s = f"analytics.load('{ch(AN, 32)}');"
        d = ("Segment analytics.js write key", "Segment analytics.js write key")
    elif style == "square":
        s = f"const payments = Square.payments('sq0idp-{ch(B64U, 22)}', '{ch(UPAN, 13)}');"
        d = ("Square application ID", "Square application ID")
    elif style == "braintree":
        s = f"braintree.client.create({{ authorization: 'production_{ch(LOAN, 8)}_{ch(LOAN, 16)}' }});"
        d = ("Braintree tokenization key", "Braintree tokenization key")
    elif style == "onesignal":
        s = f"OneSignal.init({{ appId: \"{uuid4()}\" }});"
        d = ("OneSignal app ID", "OneSignal app ID")
    elif style == "pusher":
        s = f"const pusher = new Pusher('{hexs(20)}', {{ cluster: 'ap3' }});"
        d = ("Pusher app key", "Pusher app key")
    elif style == "dd_rum":
        s = f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{hexs(32)}', site: 'datadoghq.com', service: '{cx['svc']}' }});"
        d = ("Datadog RUM client token", "Datadog RUM 클라이언트 토큰")
    elif style == "naver_maps":
        s = f'<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={ch(LOAN, 10)}"></script>'
        d = ("Naver Maps client key ID", "네이버 지도 Client ID")
    elif style == "adyen":
        s = f"const checkout = await AdyenCheckout({{ clientKey: 'live_{ch(UPAN, 32)}', environment: 'live' }});"
        d = ("Adyen client key", "Adyen client key")
    elif style == "paddle":
        s = f"Paddle.Initialize({{ token: 'live_{ch(AN, 27)}' }});"
        d = ("Paddle client-side token", "Paddle client-side 토큰")
    else:
        s = f"PortOne.requestPayment({{ storeId: 'store-{uuid4()}', channelKey: 'channel-key-{uuid4()}', paymentId: `pay-${{crypto.randomUUID()}}` }})"
        d = ("PortOne store ID and channel key", "포트원 storeId/channelKey")
    return _pub_note(L, "clean: publishable key (" + style + ")", d[0], d[1], s, cx)


@CT(1.0)
def k_azure_ids(L):
    cx = cxc(L)
    cx["S"] = (f"AZURE_TENANT_ID={uuid4()}\nAZURE_SUBSCRIPTION_ID={uuid4()}\nAZURE_CLIENT_ID={uuid4()}\n"
               + pick(["AZURE_CLIENT_SECRET=@Microsoft.KeyVault(SecretUri=https://kv-" + cx["org"] + "-" + cx["env"] + ".vault.azure.net/secrets/sp-secret/)",
                       "# no client secret: federated credential via GitHub OIDC", "AZURE_CLIENT_SECRET=${{ secrets.AZURE_CLIENT_SECRET }}"]))
    mc = F(L, ["The Terraform run picked the wrong subscription and I didn't know which IDs {env} uses:\n{S}",
               "Nobody told me {svc} authenticates to Azure with a service principal; the app settings are:\n{S}"],
           ["Terraform이 엉뚱한 구독을 잡았는데 {env}에서 어떤 ID를 쓰는지 몰랐음:\n{S}", "{svc|이가} 서비스 프린시펄로 Azure에 인증한다는 걸 아무도 안 알려줌. 앱 설정:\n{S}"], cx)
    le = F(L, ["Tenant, subscription and client IDs are identifiers, not secrets; only the client secret or certificate authenticates.",
               "With OIDC federation there is no client secret at all, which is why the IDs alone are enough in the workflow."],
           ["테넌트/구독/클라이언트 ID는 식별자지 시크릿이 아님. 인증은 client secret이나 인증서로 함.", "OIDC 페더레이션이면 client secret 자체가 없어서 워크플로에 ID만 있으면 됨."], cx)
    return CleanNote("clean: Azure tenant/subscription/client IDs", L, mc, le, "")


@CT(0.9)
def k_jwt_claims(L):
    cx = cxc(L)
    t = ts()
    claims = {"iss": f"https://auth.{cx['org']}.com/", "sub": uuid4(), "aud": cx["svc"], "exp": t + 900, "iat": t, "scope": pick(["orders:read", "admin", "openid profile email"]), "tenant": cx["org"]}
    cx["S"] = json.dumps(claims, indent=2)
    mc = F(L, ["The API rejected tokens from the new client and I didn't know it checks the aud claim. Decoded payload (no signature):\n{S}",
               "{person} shared the decoded claims of a failing token; the token itself wasn't needed:\n{S}"],
           ["새 클라이언트 토큰을 API가 거부했는데 aud 클레임을 검사하는 줄 몰랐음. 디코딩한 페이로드(서명 없음):\n{S}", "{person|이가} 실패한 토큰의 디코딩된 클레임만 공유해줌. 토큰 자체는 필요 없었음:\n{S}"], cx)
    le = F(L, ["The audience must equal the API identifier exactly; the new client requested the wrong one.", "Decoded claims are enough for debugging; never paste the encoded token."],
           ["audience가 API 식별자와 정확히 같아야 함. 새 클라이언트가 다른 값을 요청하고 있었음.", "디버깅엔 디코딩된 클레임이면 충분함. 인코딩된 토큰은 붙이지 말 것."], cx)
    return CleanNote("clean: decoded JWT claims without the token", L, mc, le, "")


@CT(1.0)
def k_diff_refactor(L):
    cx = cxc(L)
    v = pick(ENV_VARS)
    cx["v"] = v
    cx["S"] = (f"--- a/config/{cx['env']}.yaml\n+++ b/config/{cx['env']}.yaml\n@@ -12,3 +12,3 @@\n"
               f"-  {v.lower()}: \"<removed in {hexs(7)}>\"\n+  {v.lower()}: ${{{v}}}")
    mc = F(L, ["I didn't know the hardcoded {v} had already been removed from config; the follow-up change only swaps in a reference:\n{S}",
               "The review asked whether this diff leaks anything; it only replaces a removed value with an env reference:\n{S}"],
           ["하드코딩된 {v|이가} 이미 설정에서 빠졌다는 걸 몰랐음. 후속 변경은 참조로 바꾸는 것뿐:\n{S}", "리뷰에서 이 diff가 뭘 노출하냐고 물었는데 지워진 값을 환경변수 참조로 바꾸는 것뿐임:\n{S}"], cx)
    le = F(L, ["The actual value was purged from history with git filter-repo and rotated; the config now only references it.",
               "Interpolation happens at load time, so an unset {v} fails loudly instead of falling back."],
           ["실제 값은 git filter-repo로 히스토리에서 지우고 로테이션함. 설정엔 이제 참조만 있음.", "로드 시점에 치환해서 {v|이가} 없으면 fallback 없이 바로 실패함."], cx)
    return CleanNote("clean: diff replacing a value with a reference", L, mc, le, "")


@CT(1.1)
def k_password_prose(L):
    cx = cxc(L)
    sys_ = pick(["staging DB", "Jenkins", "VPN", "NAS", "Grafana", "partner SFTP"]) if L == "en" else pick(["스테이징 DB", "젠킨스", "VPN", "NAS", "그라파나", "제휴사 SFTP"])
    cx["sys"] = sys_
    mc = F(L, ["I asked for the {sys} password, but {person} said we don't share it any more; access goes through SSO groups now.",
               "The {sys} password had a '#' in it, which the .env parser treated as a comment, so the app saw a truncated value. Nobody had mentioned that.",
               "I didn't know {sys} passwords are reset by a self-service link that expires after 30 minutes.",
               "The password for {sys} was changed {when} and the new one is only in {store}; I didn't have access to that entry."],
           ["{sys} 비번을 물어봤는데 {person|이가} 이제 공유 안 한다고 함. SSO 그룹으로만 접근.",
            "{sys} 비번에 '#'이 들어 있어서 .env 파서가 주석으로 읽고 값이 잘렸음. 아무도 그 얘기를 안 해줌.",
            "{sys} 비번은 30분 뒤 만료되는 셀프서비스 링크로 재설정한다는 걸 몰랐음.",
            "{sys} 비번이 바뀌었고 새 값은 {store}에만 있음. 그 항목 권한이 나한테 없었음."], cx)
    le = F(L, ["Quote values in .env files; an unquoted '#' starts a comment.", "Ask for group membership rather than a password; the password route no longer exists.",
               "Password changes propagate to {sys} within five minutes; retrying sooner just locks the account."],
           [".env 값은 따옴표로 감쌀 것. 따옴표 없는 '#'은 주석 시작.", "비번 말고 그룹 멤버십을 요청해야 함. 비번으로 접근하는 경로는 이제 없음.", "비번 변경이 {sys}에 반영되는 데 5분 걸림. 그 전에 재시도하면 계정만 잠김."], cx)
    ask = F(L, ["Which group grants access to {sys}?", ""], ["{sys} 접근 권한은 어느 그룹으로 받는지?", ""], cx)
    return CleanNote("clean: talk about a password without the password", L, mc, le, ask)


@CT(0.8)
def k_cert_pinning(L):
    cx = cxc(L)
    fp = ":".join(ch(HEXU, 2) for _ in range(32))
    cx["S"] = pick([f"SHA256 Fingerprint={fp}", f"pin-sha256=\"{b64e(rb(32))}\"", f"openssl x509 -noout -fingerprint -sha256 -in {cx['svc']}.crt\nsha256 Fingerprint={fp}"])
    mc = F(L, ["The mobile app refused the new certificate because it pins the key and nobody told me about the pin:\n{S}",
               "I didn't know the partner validates our TLS certificate by fingerprint:\n{S}"],
           ["모바일 앱이 키를 피닝하고 있어서 새 인증서를 거부함. 피닝 얘기를 아무도 안 해줌:\n{S}", "제휴사가 우리 TLS 인증서를 핑거프린트로 검증하는 줄 몰랐음:\n{S}"], cx)
    le = F(L, ["Fingerprints are public; the app should pin a backup key too, so rotation doesn't need a forced update.",
               "Renewing with the same key pair keeps the SPKI pin valid."],
           ["핑거프린트는 공개 값임. 백업 키도 같이 피닝해야 로테이션 때 강제 업데이트가 필요 없음.", "같은 키 쌍으로 갱신하면 SPKI 핀은 그대로 유효함."], cx)
    return CleanNote("clean: certificate fingerprints / pins", L, mc, le, "")


# ----------------------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------------------
N_VENDOR = {"en": 116, "ko": 74}
PRIORITY_VENDORS = ["Stripe secret key", "OpenAI project key", "Anthropic API key", "AWS access key", "AWS temporary credentials",
                    "GitHub personal access token (classic)", "GitHub fine-grained PAT", "GitLab personal access token", "Slack bot token",
                    "Google API key (server)", "Google OAuth client secret", "npm automation token", "PyPI API token", "Twilio auth token",
                    "SendGrid API key", "Azure Storage account key", "Azure AD client secret", "Hugging Face token", "Docker Hub personal access token",
                    "Datadog API + application keys", "Discord bot token", "Telegram bot token", "Supabase service role key", "Toss Payments secret key",
                    "Kakao REST API key", "Naver Cloud Platform API key", "HashiCorp Vault token", "Shopify Admin API access token", "Mailgun API key",
                    "Atlassian API token", "Notion integration secret", "Cloudflare API token", "DigitalOcean personal access token", "Sentry org auth token"]
_SEEN = set()   # membership only, never iterated


def _key(n):
    return jdump([n.fields["missing_context"], n.fields["lesson"], n.fields["ask_next_time"]])


def _accept(n):
    if n.errors():
        return False
    k = _key(n)
    if k in _SEEN:
        return False
    _SEEN.add(k)
    return True


def allocate(templates, lang, total):
    elig = [(name, f, w) for (name, f, w, langs) in templates if lang in langs]
    W = sum(w for _, _, w in elig)
    raw = [total * w / W for _, _, w in elig]
    cnt = [int(x) for x in raw]
    order = sorted(range(len(elig)), key=lambda i: (-(raw[i] - cnt[i]), i))
    for i in order[:total - sum(cnt)]:
        cnt[i] += 1
    out = []
    for (name, f, w), c in zip(elig, cnt):
        out += [f] * c
    R.shuffle(out)
    return out


GENERIC_ASK = {
    "en": ["Where are credentials for this system supposed to come from?", "Who should I ask for access next time?",
           "Is there a runbook I should read before touching this?", "Which environment should I test against first?",
           "Is there a staging copy I can use instead of prod?", "Who owns this service now?",
           "Is moving this into the secret store part of the task or a follow-up?", "Are there other places that use the same setup?",
           "Should I open a ticket for the cleanup or just mention it in the PR?"],
    "ko": ["이 시스템 인증정보는 원래 어디서 받아야 하는지?", "다음엔 권한 요청을 누구한테 하면 되는지?", "작업 전에 읽어야 할 런북이 있는지?",
           "어느 환경에서 먼저 테스트해야 하는지?", "prod 말고 쓸 수 있는 스테이징이 있는지?", "이 서비스 지금 담당자가 누구인지?",
           "시크릿 저장소로 옮기는 것까지 이번 작업 범위인지?", "같은 설정을 쓰는 곳이 또 있는지?", "정리 작업은 티켓을 따로 팔지 PR에만 적을지?"]}


def gen_from(f, L):
    for _ in range(80):
        n = f(L)
        if n.fields["ask_next_time"] == "" and chance(0.6):
            n.fields["ask_next_time"] = pick(GENERIC_ASK[L])
        if _accept(n):
            return n
    raise RuntimeError("could not generate a valid note from " + f.__name__)


def gen_vendor(v, L):
    for _ in range(80):
        n = vendor_note(L, v)
        if _accept(n):
            return n
    raise RuntimeError("could not generate a valid vendor note for " + v.name)


def build():
    notes = []
    prio = [v for v in VENDORS if v.name in PRIORITY_VENDORS]
    rest = [v for v in VENDORS if v.name not in PRIORITY_VENDORS]
    R.shuffle(rest)
    vendors = prio + rest[:N_VENDOR["en"] + N_VENDOR["ko"] - len(prio)]
    R.shuffle(vendors)
    vi = 0
    for L in ("en", "ko"):
        nv = N_VENDOR[L]
        for v in vendors[vi:vi + nv]:
            notes.append(gen_vendor(v, L))
        vi += nv
        for f in allocate(SECRET_TEMPLATES, L, N_PER[("secret", L)] - nv):
            notes.append(gen_from(f, L))
        for f in allocate(CLEAN_TEMPLATES, L, N_PER[("clean", L)]):
            notes.append(gen_from(f, L))
    R.shuffle(notes)
    return notes


def check_all(records):
    assert len(records) == 720, len(records)
    ids = [r["id"] for r in records]
    assert ids == [f"{PREFIX}{i:03d}" for i in range(1, 721)]
    counts = {}
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        assert isinstance(r["category"], str) and r["category"]
        errs = rule_violations(r["fields"], r["secrets"], r["kind"])
        assert not errs, (r["id"], errs)
        if r["category"].endswith(" [publishable]"):
            assert r["kind"] == "clean", r["id"]
        assert "[publishable]" not in r["category"][:-len(" [publishable]")], r["id"]
        if r["kind"] == "clean":
            assert r["secrets"] == []
        counts[(r["kind"], r["lang"])] = counts.get((r["kind"], r["lang"]), 0) + 1
    for k, v in N_PER.items():
        assert counts.get(k) == v, (k, counts.get(k))
    return counts


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v122.jsonl"
    notes = build()
    records = [n.record(f"{PREFIX}{i:03d}") for i, n in enumerate(notes, 1)]
    counts = check_all(records)
    services = []
    for n in notes:
        if n.vendor and n.vendor not in services:
            services.append(n.vendor)
    assert len(services) >= 100, len(services)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(out, "wb") as fh:
        fh.write(data)
    print("wrote", out, "notes:", len(records))
    for k in sorted(counts):
        print("  ", k, counts[k])
    print("   vendor-token notes:", sum(1 for n in notes if n.vendor), "distinct vendor services:", len(services))
    print("   publishable clean notes:", sum(1 for r in records if r["category"].endswith(" [publishable]")))
    print("   listed secrets:", sum(len(r["secrets"]) for r in records))
    print("sha256", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
