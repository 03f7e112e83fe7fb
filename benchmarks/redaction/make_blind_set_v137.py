#!/usr/bin/env python3
"""Generator of blind evaluation set v137 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single
random.Random(137_2026_1128) drives every choice.  No set is iterated and
hash() is never called, so the output does not depend on PYTHONHASHSEED.

Usage:  python3 make_blind_set_v137.py [output.jsonl]
"""
import base64
import hashlib
import hmac
import json
import random
import string
import struct
import sys
import urllib.parse
import zlib

R = random.Random(137_2026_1128)

PREFIX = "go"
N_TOTAL = 720
TARGET = {("secret", "en"): 216, ("secret", "ko"): 144,
          ("clean", "en"): 216, ("clean", "ko"): 144}

# ---------------------------------------------------------------------------
# basic random helpers (all through R)
# ---------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
B62 = DG + UP + LO
ALNUM = UP + LO + DG
LOWALNUM = LO + DG
UPALNUM = UP + DG
HEX = "0123456789abcdef"
B64CH = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32CH = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hexs(n, upper=False):
    s = rs(HEX, n)
    return s.upper() if upper else s


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def b64s(s):
    return b64(s.encode())


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, nrand=30):
    """GitHub/npm style: 30 random base62 chars + 6-char base62 CRC32."""
    body = rs(B62, nrand)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def ulid():
    alpha = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    return pick("01") + rs(alpha, 25)


def jwt(payload, header=None, key=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    enc = lambda o: b64url(json.dumps(o, separators=(",", ":")).encode())
    signing = enc(header) + "." + enc(payload)
    if header.get("alg") == "HS256":
        sig = hmac.new(key or rbytes(32), signing.encode(), hashlib.sha256).digest()
    elif header.get("alg") in ("RS256", "PS256"):
        sig = rbytes(256)
    else:
        sig = rbytes(64)
    return signing + "." + b64url(sig)


def ts():
    """a plausible unix timestamp in 2024-2026"""
    return rint(1704067200, 1780000000)


def pct(s):
    return urllib.parse.quote(s, safe="")


def lines_of(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def der_len(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return b"\x81" + bytes([n])
    return b"\x82" + struct.pack(">H", n)

# ---------------------------------------------------------------------------
# real key material: P-256, Ed25519, OpenSSH, PEM, bech32, BIP39, TOTP
# ---------------------------------------------------------------------------
_EP = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff
_EA = _EP - 3
_EN = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
_EG = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
       0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)


def _ec_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % _EP == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] + _EA) * pow(2 * P[1], -1, _EP) % _EP
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, _EP) % _EP
    x = (lam * lam - P[0] - Q[0]) % _EP
    return (x, (lam * (P[0] - x) - P[1]) % _EP)


def _ec_mul(k, P):
    acc = None
    while k:
        if k & 1:
            acc = _ec_add(acc, P)
        P = _ec_add(P, P)
        k >>= 1
    return acc


def p256_keypair():
    d = R.randrange(1, _EN)
    X, Y = _ec_mul(d, _EG)
    return d.to_bytes(32, "big"), b"\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big")


OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ECPUB = bytes.fromhex("06072a8648ce3d0201")


def sec1_ec_der(d, pub):
    body = (b"\x02\x01\x01" + b"\x04\x20" + d + b"\xa0\x0a" + OID_P256 +
            b"\xa1\x44\x03\x42\x00" + pub)
    return b"\x30" + der_len(len(body)) + body


def pkcs8_ec_der(d, pub):
    inner = b"\x02\x01\x01" + b"\x04\x20" + d + b"\xa1\x44\x03\x42\x00" + pub
    inner = b"\x30" + der_len(len(inner)) + inner
    alg = b"\x30\x13" + OID_ECPUB + OID_P256
    body = b"\x02\x01\x00" + alg + b"\x04" + der_len(len(inner)) + inner
    return b"\x30" + der_len(len(body)) + body


def spki_ec_der(pub):
    alg = b"\x30\x13" + OID_ECPUB + OID_P256
    bits = b"\x03\x42\x00" + pub
    body = alg + bits
    return b"\x30" + der_len(len(body)) + body


# Ed25519 (RFC 8032) -- only what is needed to derive a public key
_FP = 2 ** 255 - 19
_FD = -121665 * pow(121666, -1, _FP) % _FP
_SQRTM1 = pow(2, (_FP - 1) // 4, _FP)


def _ed_recover_x(y, sign):
    x2 = (y * y - 1) * pow(_FD * y * y + 1, -1, _FP)
    x = pow(x2, (_FP + 3) // 8, _FP)
    if (x * x - x2) % _FP:
        x = x * _SQRTM1 % _FP
    if (x & 1) != sign:
        x = _FP - x
    return x


_GY = 4 * pow(5, -1, _FP) % _FP
_GX = _ed_recover_x(_GY, 0)
_EDG = (_GX, _GY, 1, _GX * _GY % _FP)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % _FP
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % _FP
    C = 2 * P[3] * Q[3] * _FD % _FP
    D = 2 * P[2] * Q[2] % _FP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % _FP, G * H % _FP, F * G % _FP, E * H % _FP)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_keypair():
    seed = rbytes(32)
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    X, Y, Z, _ = _ed_mul(a, _EDG)
    zi = pow(Z, -1, _FP)
    x, y = X * zi % _FP, Y * zi % _FP
    pub = (y | ((x & 1) << 255)).to_bytes(32, "little")
    return seed, pub


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_ed25519_pub_blob(pub):
    return _sshstr("ssh-ed25519") + _sshstr(pub)


def ssh_pub_line(pub, comment):
    return "ssh-ed25519 " + b64(ssh_ed25519_pub_blob(pub)) + ((" " + comment) if comment else "")


def ssh_fingerprint(blob):
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


def openssh_private_lines(seed, pub, comment):
    chk = struct.pack(">I", R.getrandbits(32))
    priv = (chk + chk + _sshstr("ssh-ed25519") + _sshstr(pub) +
            _sshstr(seed + pub) + _sshstr(comment))
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"") +
            struct.pack(">I", 1) + _sshstr(ssh_ed25519_pub_blob(pub)) + _sshstr(priv))
    return lines_of(b64(blob), 70)


def pem(label, der, width=64):
    return ["-----BEGIN %s-----" % label] + lines_of(b64(der), width) + ["-----END %s-----" % label]


def rsa_pub_blob_ssh():
    n = rbytes(256)
    n = bytes([n[0] | 0x80]) + n[1:-1] + bytes([n[-1] | 1])
    return _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + n)


def rsa_private_head_lines(nlines=3):
    """first lines of a PKCS#1 RSA-2048 private key (as pasted, truncated)."""
    n = rbytes(256)
    n = bytes([n[0] | 0x80]) + n[1:]
    ln = pick([0x4A3, 0x4A4, 0x4A5])
    der = b"\x30\x82" + struct.pack(">H", ln) + b"\x02\x01\x00\x02\x82\x01\x01\x00" + n + \
        b"\x02\x03\x01\x00\x01\x02\x82\x01\x00" + rbytes(120)
    return lines_of(b64(der), 64)[:nlines]


# bech32 (BIP173), used for age keys and bc1 addresses
_B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frm, to):
    acc = bits = 0
    out = []
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & ((1 << to) - 1))
    if bits:
        out.append((acc << (to - bits)) & ((1 << to) - 1))
    return out


def bech32(hrp, data5):
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(exp + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_B32[d] for d in data5 + chk)


def age_secret_key():
    return bech32("age-secret-key-", _convertbits(rbytes(32), 8, 5)).upper()


def age_public_key():
    return bech32("age", _convertbits(rbytes(32), 8, 5))


def btc_address():
    return bech32("bc", [0] + _convertbits(rbytes(20), 8, 5))


def wg_key():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def totp_seed(nbytes=20):
    return base64.b32encode(rbytes(nbytes)).decode().rstrip("=")


def bip39(nwords=12):
    ent = rbytes(nwords * 4 // 3)
    cs = hashlib.sha256(ent).digest()
    bits = "".join(format(b, "08b") for b in ent) + "".join(format(b, "08b") for b in cs)[:len(ent) * 8 // 32]
    return " ".join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


# Hangul typed on a QWERTY keyboard (2-beolsik), as Korean users do for passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(s):
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)

# Official BIP39 English word list (2048 words, SHA-256 of the newline-joined file
# 2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda), needed for valid mnemonic checksums.
BIP39 = """
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust
admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport
aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always
amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce
annual another answer antenna antique anxiety any apart apology appear apple approve april arch
arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse
blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk
broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus
cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital
captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch
category cattle caught cause caution cave ceiling celery cement census century cereal certain chair
chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city
civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock
clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin
collect color column combine come comfort comic common company concert conduct confirm congress
connect consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver
demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design
desk despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet
differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss
disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate
donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink
drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn
earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder
electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ
empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy
enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode
erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact
example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit
exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade
faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue
fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber
fiction field figure file film filter final find fine finger finish fire firm first fiscal fish fit
fitness fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly
foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil
foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel
fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic
garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift
giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow
glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape
grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar
gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard
head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host
hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid
ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose
improve impulse inch include income increase index indicate indoor industry infant inflict inform
inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside
inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle
junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite
kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large later
latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal
legend leisure lemon lend length lens leopard lesson letter level liar liberty library license life
lift light like limb limit link lion liquid list little live lizard load loan lobster local lock
logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual
maple marble march margin marine market marriage mask mass master match material math matrix matter
maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu
mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum
minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment
monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse
move movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth
naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve
nest net network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure
observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic
omit once one onion online only open opera opinion oppose option orange orbit orchard order ordinary
organ orient original orphan ostrich other outdoor outer output outside oval oven over own owner
oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper parade parent
park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear
peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase
physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place
planet plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond
pony pool popular portion position possible post potato pottery poverty powder power practice praise
predict prefer prepare present pretty prevent price pride primary print priority prison private
prize problem process produce profit program project promote proof property prosper protect proud
provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push
put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack
radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven raw razor
ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform refuse
region regret regular reject relax release relief rely remain remember remind remove render renew
rent reopen repair repeat replace report require rescue resemble resist resource response result
retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle
right rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof
rookie room rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle
sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save
say scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script
scrub sea search season seat second secret section security seed seek segment select sell seminar
senior sense sentence series service session settle setup seven shadow shaft shallow share shed
shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing
siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice
slide slight slim slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow
soap soccer social sock soda soft solar soldier solid solution solve someone song soon sorry sort
soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice
spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze
squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem step stereo
stick still sting stock stomach stone stool story stove strategy street strike strong struggle
student stuff stumble style subject submit subway success such sudden suffer sugar suggest suit
summer sun sunny sunset super supply supreme sure surface surge surprise surround survey suspect
sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup
system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten
tenant tennis tent term test text thank that theme then theory there they thing this thought three
thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast
tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top
topic topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic
tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip
trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn
turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware uncle uncover
under undo unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil
update upgrade uphold upon upper upset urban urge usage use used useful useless usual utility vacant
vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture
venue verb verify version very vessel veteran viable vibrant vicious victory video view village
vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote
voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way
wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel
when where whip whisper wide width wife wild will win window wine wing wink winner winter wire
wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle
wrist write wrong yard year yellow you young youth zebra zero zone zoo""".split()

assert len(BIP39) == 2048 and BIP39[0] == "abandon" and BIP39[-1] == "zoo"

# ---------------------------------------------------------------------------
# context pools: projects, hosts, people, passwords
# ---------------------------------------------------------------------------
PROJECTS = ["billing-api", "checkout-web", "ingest-worker", "admin-portal", "mobile-bff", "search-svc",
            "notif-service", "data-pipeline", "pricing-engine", "auth-gateway", "reporting-jobs",
            "crm-sync", "docs-site", "partner-api", "ml-serving", "etl-nightly", "settlement-batch",
            "order-service", "inventory-api", "support-bot", "landing-next", "payments-core",
            "growth-dashboard", "media-upload", "geo-tiles", "ledger", "shipping-svc", "event-router",
            "kakao-login", "pg-gateway", "coupon-api", "review-crawler", "seller-center", "point-batch",
            "push-sender", "infra-terraform", "helm-charts", "ios-app", "android-app", "llm-evals"]
DOMAINS = ["acme-corp.io", "globex.dev", "initech.co", "hooli.net", "umbrella-labs.com", "nurisoft.kr",
           "hanbit-lab.com", "dasom.io", "haneulpay.co.kr", "bluefin.app", "northwind.dev",
           "greenleaf.io", "kite-mobility.com", "orbitask.com", "mirae-data.kr"]
ENVS = ["dev", "staging", "stg", "qa", "prod", "sandbox", "preprod"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "us-west-2", "ap-southeast-1", "eu-central-1"]
EN_PEOPLE = ["Dana", "Marco", "Priya", "Tom", "Lena", "Omar", "Kenji", "Sofia", "Alex", "Jordan", "Mei",
             "Raj", "Chris", "Nina", "Sam", "Elif", "Hugo", "Zoe", "Ivan", "Grace"]
KO_PEOPLE = ["지우", "민수", "서연", "현우", "수빈", "도윤", "하은", "준호", "예린", "태현", "김 팀장님",
             "박 선임님", "이 책임님", "최 매니저님", "정 PL님", "윤 수석님", "한 대리님", "송 프로님"]
KO_HANDLES = ["jiwoo.kim", "minsu.lee", "seoyeon", "hyunwoo.p", "subin", "doyun.c", "haeun.j", "junho",
              "yerin.k", "taehyun", "sjchoi", "khpark"]
EN_HANDLES = ["dana.w", "marco", "priya.s", "tomh", "lena.k", "omar.f", "kenji", "sofia.r", "alexm",
              "jordan", "mei.l", "raj.p", "chrisb", "nina.o"]
DB_USERS = ["app", "app_rw", "svc_billing", "deploy", "admin", "etl_user", "readonly", "reporting",
            "api_user", "migrator", "grafana", "metabase", "airflow", "keycloak", "root", "postgres",
            "sa", "analytics_ro", "batch", "wordpress"]
DB_NAMES = ["app", "billing", "orders", "warehouse", "analytics", "crm", "inventory", "auth", "cms",
            "ledger", "events", "shop", "points", "settlement", "users"]
CAP_WORDS = ["Sunflower", "Blueberry", "Dragon", "Tiger", "Ocean", "Maple", "Falcon", "Rocket", "Summer",
             "Winter", "Autumn", "Spring", "Galaxy", "Coffee", "Mango", "Panda", "Thunder", "Silver",
             "Hunter", "Shadow", "Monkey", "Soccer", "Rainbow", "Purple", "Orange", "Lucky", "Happy",
             "Welcome", "Matrix", "Phoenix", "Cookie", "Yankees", "Liverpool", "Chelsea", "Pokemon"]
KO_WORDS = ["사랑해", "우리집", "행복", "바다", "하늘", "강아지", "고양이", "토끼", "초코", "딸기", "한글",
            "비밀번호", "회사", "개발팀", "서버", "관리자", "보리", "콩이", "해피", "별님", "우주", "자몽",
            "호랑이", "감자", "고구마", "짱구", "뽀삐", "나비", "햇살", "여름", "겨울", "가을", "봄날",
            "집에가고싶다", "배고파", "월급날", "출근", "야근", "정산", "결제", "배포"]
KO_NAMES_ROM = ["minji", "jiwoo", "seojun", "hayoon", "doyoon", "yuna", "junseo", "sumin", "jihoon",
                "eunji", "hyejin", "sangwoo", "kyungmin", "soyeon"]
SURNAMES_ROM = ["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"]


def proj():
    return pick(PROJECTS)


def dom():
    return pick(DOMAINS)


def ip_private():
    k = rint(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254))
    return "192.168.%d.%d" % (rint(0, 20), rint(2, 254))


def host(role=None):
    role = role or pick(["db", "pg", "mysql", "redis", "mq", "api", "app", "jump", "bastion", "build",
                         "es", "mongo", "vault", "grafana", "ci", "nas", "gw"])
    k = rint(0, 4)
    if k == 0:
        return "%s-%s-%02d.%s" % (role, pick(ENVS), rint(1, 12), dom())
    if k == 1:
        return "%s.%s.internal" % (role, pick(ENVS))
    if k == 2 and role in ("db", "pg", "mysql", "mssql", "ora"):
        return "%s-%s.c%s.%s.rds.amazonaws.com" % (pick(PROJECTS), pick(ENVS), rs(LOWALNUM, 11), pick(REGIONS))
    if k == 2:
        return "%s-%s.%s" % (role, pick(["a", "b", "1", "2"]), dom())
    if k == 3:
        return ip_private()
    return "%s%d.%s" % (role, rint(1, 4), dom())


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def date_str():
    return "%d-%02d-%02d" % (pick([2024, 2025, 2025, 2026]), rint(1, 12), rint(1, 28))


def sha(n=40):
    return hexs(n)


# ------------------------------- passwords ---------------------------------
P_GEN = "!@#%^*-_=+.,:~?"
P_HUMAN = "!@#$*."


def _strip(s, avoid):
    return "".join(c for c in s if c not in avoid)


def pw_human(avoid=""):
    k = rint(0, 7)
    sym = pick(_strip(P_HUMAN, avoid) or "!")
    if k == 0:
        s = pick(CAP_WORDS) + str(rint(2019, 2026)) + sym
    elif k == 1:
        s = pick(KO_NAMES_ROM) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + sym
    elif k == 2:
        s = pick(["Qwer", "Asdf", "Zxcv", "1q2w3e4r", "Qwerty"]) + pick(["1234", "!@#$", "12#$", "0987"]) + pick(["", sym])
    elif k == 3:
        base = pick(["Passw0rd", "Adm1n", "S3rv3r", "D3ploy", "M0nit0r", "Databas3", "Acc3ss"])
        s = base + sym + str(rint(10, 999))
    elif k == 4:
        s = pick(CAP_WORDS) + sym + pick(CAP_WORDS).lower() + str(rint(1, 99))
    elif k == 5:
        s = pick(SURNAMES_ROM).capitalize() + pick(KO_NAMES_ROM) + str(rint(80, 99)) + sym
    elif k == 6:
        s = pick(["Welcome", "Company", "Hello", "Letmein", "Changeit"]) + sym + str(rint(2021, 2026))
    else:
        s = pick(CAP_WORDS) + pick(CAP_WORDS) + str(rint(1, 9)) + sym
    s = _strip(s, avoid)
    return s if len(s) >= 8 else s + str(rint(100, 999))


def pw_passphrase(avoid=""):
    k = rint(0, 3)
    words = sample(BIP39, rint(3, 5))
    if k == 0:
        s = "-".join(words)
    elif k == 1:
        s = " ".join(words)
    elif k == 2:
        s = "".join(w.capitalize() for w in words) + str(rint(1, 99))
    else:
        s = ".".join(words) + pick(["!", "7", "42", "#1"])
    return _strip(s, avoid)


def pw_generated(avoid="", n=None, punct=P_GEN):
    n = n or rint(14, 28)
    pu = _strip(punct, avoid)
    alpha = ALNUM + pu
    while True:
        s = rs(alpha, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and (not pu or any(c in pu for c in s)) and s[0] not in "-=~:?.,"):
            return s


def pw_alnum(n=None):
    return rs(ALNUM, n or rint(16, 32))


def pw_ko_typed(avoid=""):
    w = pick(KO_WORDS)
    if len(w) <= 2:
        w += pick(KO_WORDS)
    s = hangul_to_qwerty(w)
    tail = pick(["!", "12!", "123", "1234", "!@", "0412", "2024!", "^^", "!!", "7942", "@1"])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    s = _strip(s + tail, avoid)
    return s if len(s) >= 8 else s + str(rint(10, 99))


def pw_hangul(avoid=""):
    w = pick(KO_WORDS)
    if len(w) < 4:
        w += pick(KO_WORDS)
    s = w + pick(["2024", "123", "!!", "12#", "0701", "^^7", "486", "1004!"])
    s = _strip(s, avoid)
    return s if len(s) >= 8 else s + "1234"


def pw_any(avoid="", ko=False):
    r = R.random()
    if ko and r < 0.22:
        return pw_ko_typed(avoid)
    if ko and r < 0.36:
        return pw_hangul(avoid)
    r = R.random()
    if r < 0.35:
        return pw_human(avoid)
    if r < 0.5:
        return pw_passphrase(avoid)
    if r < 0.9:
        return pw_generated(avoid)
    return pw_alnum()

# ---------------------------------------------------------------------------
# vendor token formats (generated at run time in their public shapes)
# each maker returns a list of (ENV_NAME, value, is_secret)
# ---------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, label, mk, hdr=None, url=None, sdk=(), cli=None, ko=None):
        self.name, self.label, self.mk = name, label, mk
        self.hdr, self.url, self.sdk, self.cli = hdr, url, list(sdk), cli
        self.ko = ko or label


def _slack_bot():
    return "xoxb-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), rs(ALNUM, 24))


def _slack_user():
    return "xoxp-%s-%s-%s-%s" % (digits(rint(10, 12)), digits(rint(10, 12)), digits(13), hexs(32))


def _discord_bot():
    uid = digits(rint(18, 19))
    return b64(uid.encode()).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def _telegram():
    return "%s:AA%s" % (digits(rint(9, 10)), rs(B64URL, 33))


def _openai():
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def _openai_svc():
    return "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def _anthropic(kind="api03"):
    return "sk-ant-%s-" % kind + rs(B64URL, 93) + "AA"


def _aws_secret():
    return rs(ALNUM + "+/", 40)


def _aws_id(p="AKIA"):
    return p + rs(B32CH, 16)


def _gh_fine():
    return "github_pat_11" + rs(UPALNUM, 20) + "_" + rs(ALNUM, 59)


def _azure_client_secret():
    return rs(ALNUM, 3) + pick(DG) + "Q~" + rs(ALNUM + "_.~-", 34)


def _atlassian():
    return "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + hexs(8, True)


def _pypi():
    ident = uuid4().encode()
    cav = json.dumps({"version": 1, "permissions": {"projects": [proj()]}}).encode()
    sig = rbytes(32)
    body = (b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02" +
            bytes([len(cav)]) + cav + b"\x00\x00\x06\x20" + sig)
    return "pypi-" + b64url(body)


def _vault():
    return "hvs.CAESI" + rs(B64URL, 86)


def _sentry():
    meta = {"iat": float(ts()), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
            "org": pick(["acme", "globex", "nurisoft", "hooli", "bluefin"])}
    return "sntrys_" + b64(json.dumps(meta, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(ALNUM + "+/", 43)


def _grafana_cloud():
    meta = {"o": digits(6), "n": "stack-%s-%s" % (digits(6), pick(["deploy", "ci", "alloy"])),
            "k": rs(ALNUM, 24), "m": {"r": pick(["prod-us-east-0", "prod-ap-northeast-0", "prod-eu-west-2"])}}
    return "glc_" + b64(json.dumps(meta, separators=(",", ":")).encode())


def _supabase_jwt(role):
    now = ts()
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": role, "iat": now, "exp": now + 315360000})


def _mapbox_secret():
    user = pick(["acme-maps", "geoteam", "nuri-dev", "kite"])
    return "sk." + b64url(json.dumps({"u": user, "a": "cl" + rs(LOWALNUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)


def _fcm_server():
    return "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)


def _braintree():
    return "access_token$production$%s$%s" % (rs(LOWALNUM, 16), hexs(32))


def _intercom():
    return b64(("tok:%s:1:0" % uuid4()).encode())


def _jfrog_ref():
    return b64(("reftkn:01:%s:%s" % (digits(10), rs(ALNUM, 32))).encode()).rstrip("=")


def _twitter_bearer():
    return "A" * 21 + rs(ALNUM, 20) + "%2B" + rs(ALNUM, 18) + "%3D" + rs(ALNUM, 50)


def _line_token():
    return rs(ALNUM + "+/", 171) + "="


def _monday():
    return jwt({"tid": int(digits(9)), "aai": int(digits(2)), "uid": int(digits(8)), "iad": "%sT%02d:%02d:%02d.000Z" % (date_str(), rint(0, 23), rint(0, 59), rint(0, 59)), "per": "me:write", "actid": int(digits(8)), "rgn": "use1"})


def _convex():
    return "prod:%s-%s-%d|%s" % (pick(["happy", "brave", "quiet", "fluent"]), pick(["otter", "heron", "lynx", "panda"]), rint(100, 999),
                                 "ey" + rs(ALNUM, 120) + "=")


def _paddle():
    return "pdl_live_apikey_%s_%s_%s" % (ulid().lower(), rs(ALNUM, 22), rs(ALNUM, 3))


def _elastic_api_key():
    return b64(("%s:%s" % (rs(B64URL, 20), rs(B64URL, 22))).encode())


def _naver_secret():
    return rs(ALNUM, 10)


def _fly():
    return "fm2_" + b64(rbytes(rint(150, 190))).rstrip("=")


def _teams_webhook():
    t = hexs(32)
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        pick(["acmecorp", "nurisoft", "globexinc"]), uuid4(), uuid4(), t, uuid4())
    return url, t


VENDORS = [
    Vendor("AWS IAM user", "access key pair",
           lambda: [("AWS_ACCESS_KEY_ID", _aws_id(), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret(), True)],
           cli="aws s3 ls s3://%s-artifacts --region %s" % (proj(), pick(REGIONS)), ko="액세스 키"),
    Vendor("AWS STS", "temporary session credentials",
           lambda: [("AWS_ACCESS_KEY_ID", _aws_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret(), True),
                    ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(ALNUM + "+/", rint(180, 240)), True)], ko="임시 세션 자격증명"),
    Vendor("GitHub", "classic personal access token", lambda: [("GITHUB_TOKEN", crc_token("ghp_"), True)],
           hdr=("Authorization", "token {}"), url="https://api.github.com/user/repos",
           sdk=[("python", 'gh = Github(auth=Auth.Token("{0}"))'), ("js", 'const octokit = new Octokit({{ auth: "{0}" }});'),
                ("go", 'client := github.NewClient(nil).WithAuthToken("{0}")')], ko="PAT"),
    Vendor("GitHub", "fine-grained personal access token", lambda: [("GH_TOKEN", _gh_fine(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.github.com/repos/%s/%s/actions/runs" % (pick(["acme", "nurisoft"]), proj()),
           sdk=[("js", 'const octokit = new Octokit({{ auth: "{0}" }});')], ko="fine-grained 토큰"),
    Vendor("GitHub App", "installation token", lambda: [("GITHUB_TOKEN", crc_token("ghs_"), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.github.com/installation/repositories", ko="설치 토큰"),
    Vendor("GitHub OAuth", "OAuth access token", lambda: [("GITHUB_OAUTH_TOKEN", crc_token("gho_"), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.github.com/user", ko="OAuth 토큰"),
    Vendor("GitLab", "personal access token", lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)],
           hdr=("PRIVATE-TOKEN", "{}"), url="https://gitlab.com/api/v4/projects?membership=true",
           sdk=[("python", 'gl = gitlab.Gitlab("https://gitlab.com", private_token="{0}")')], ko="PAT"),
    Vendor("GitLab Runner", "runner authentication token", lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)],
           cli="gitlab-runner register --url https://gitlab.com --token {0}", ko="러너 토큰"),
    Vendor("GitLab", "deploy token", lambda: [("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64URL, 20), True)], ko="deploy 토큰"),
    Vendor("Bitbucket", "app password", lambda: [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 24) + hexs(8, True), True)], ko="앱 비밀번호"),
    Vendor("Slack", "bot token", lambda: [("SLACK_BOT_TOKEN", _slack_bot(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://slack.com/api/chat.postMessage",
           sdk=[("python", 'client = WebClient(token="{0}")'), ("js", 'const app = new App({{ token: "{0}", signingSecret: process.env.SLACK_SIGNING_SECRET }});')], ko="봇 토큰"),
    Vendor("Slack", "user token", lambda: [("SLACK_USER_TOKEN", _slack_user(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://slack.com/api/conversations.history", ko="유저 토큰"),
    Vendor("Slack", "app-level token", lambda: [("SLACK_APP_TOKEN", "xapp-1-A0%s-%s-%s" % (rs(UPALNUM, 9), digits(13), hexs(64)), True)], ko="앱 레벨 토큰"),
    Vendor("Discord", "bot token", lambda: [("DISCORD_TOKEN", _discord_bot(), True)],
           hdr=("Authorization", "Bot {}"), url="https://discord.com/api/v10/users/@me",
           sdk=[("python", 'bot.run("{0}")'), ("js", 'client.login("{0}");')], ko="봇 토큰"),
    Vendor("Telegram", "bot token", lambda: [("TELEGRAM_BOT_TOKEN", _telegram(), True)],
           sdk=[("python", 'app = ApplicationBuilder().token("{0}").build()')], ko="봇 토큰"),
    Vendor("Stripe", "live secret key", lambda: [("STRIPE_SECRET_KEY", "sk_live_51" + rs(ALNUM, 97), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.stripe.com/v1/customers?limit=3",
           sdk=[("python", 'stripe.api_key = "{0}"'), ("js", "const stripe = require('stripe')('{0}');"),
                ("ruby", "Stripe.api_key = '{0}'"), ("php", "\\Stripe\\Stripe::setApiKey('{0}');")], ko="라이브 시크릿 키"),
    Vendor("Stripe", "restricted key", lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.stripe.com/v1/charges?limit=5", ko="restricted key"),
    Vendor("Stripe", "webhook signing secret", lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)],
           sdk=[("python", 'event = stripe.Webhook.construct_event(payload, sig_header, "{0}")')], ko="웹훅 시크릿"),
    Vendor("OpenAI", "project API key", lambda: [("OPENAI_API_KEY", _openai(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.openai.com/v1/models",
           sdk=[("python", 'client = OpenAI(api_key="{0}")'), ("js", 'const openai = new OpenAI({{ apiKey: "{0}" }});')], ko="API 키"),
    Vendor("OpenAI", "service account key", lambda: [("OPENAI_API_KEY", _openai_svc(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.openai.com/v1/chat/completions", ko="서비스 계정 키"),
    Vendor("Anthropic", "API key", lambda: [("ANTHROPIC_API_KEY", _anthropic(), True)],
           hdr=("x-api-key", "{}"), url="https://api.anthropic.com/v1/messages",
           sdk=[("python", 'client = anthropic.Anthropic(api_key="{0}")'), ("js", 'const anthropic = new Anthropic({{ apiKey: "{0}" }});')], ko="API 키"),
    Vendor("Anthropic", "admin API key", lambda: [("ANTHROPIC_ADMIN_KEY", _anthropic("admin01"), True)],
           hdr=("x-api-key", "{}"), url="https://api.anthropic.com/v1/organizations/users", ko="admin 키"),
    Vendor("Google Gemini", "API key", lambda: [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)],
           sdk=[("python", 'genai.configure(api_key="{0}")'), ("python", 'client = genai.Client(api_key="{0}")')], ko="API 키"),
    Vendor("Google OAuth", "client secret",
           lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWALNUM, 32)), False),
                    ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)], ko="클라이언트 시크릿"),
    Vendor("Azure Storage", "account key",
           lambda: [("AZURE_STORAGE_ACCOUNT", pick(["acmeprodst", "nuriassets", "globexlogs", "kitemedia"]) + digits(2), False),
                    ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)], ko="스토리지 계정 키"),
    Vendor("Microsoft Entra ID", "client secret",
           lambda: [("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_TENANT_ID", uuid4(), False),
                    ("AZURE_CLIENT_SECRET", _azure_client_secret(), True)], ko="클라이언트 시크릿"),
    Vendor("Azure OpenAI", "API key", lambda: [("AZURE_OPENAI_API_KEY", hexs(32), True)],
           hdr=("api-key", "{}"), url="https://%s-openai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % pick(["acme", "nuri", "kite"]), ko="API 키"),
    Vendor("Twilio", "auth token",
           lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
           sdk=[("python", 'client = Client("{0}", "{1}")'), ("java", 'Twilio.init("{0}", "{1}");')], ko="auth token"),
    Vendor("SendGrid", "API key", lambda: [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.sendgrid.com/v3/mail/send",
           sdk=[("csharp", 'var client = new SendGridClient("{0}");'), ("python", 'sg = SendGridAPIClient("{0}")')], ko="API 키"),
    Vendor("Mailgun", "API key", lambda: [("MAILGUN_API_KEY", "key-" + hexs(32), True)], ko="API 키"),
    Vendor("Mailchimp", "API key", lambda: [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), True)],
           sdk=[("python", 'client = MailChimp(mc_api="{0}")')], ko="API 키"),
    Vendor("npm", "automation token", lambda: [("NPM_TOKEN", crc_token("npm_"), True)], ko="토큰"),
    Vendor("PyPI", "API token", lambda: [("TWINE_PASSWORD", _pypi(), True)], ko="API 토큰"),
    Vendor("Docker Hub", "personal access token", lambda: [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)], ko="PAT"),
    Vendor("HashiCorp Vault", "service token", lambda: [("VAULT_TOKEN", _vault(), True)],
           hdr=("X-Vault-Token", "{}"), url="https://vault.%s:8200/v1/secret/data/%s" % (dom(), proj()), ko="토큰"),
    Vendor("Terraform Cloud", "team API token", lambda: [("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)], ko="팀 토큰"),
    Vendor("Heroku", "API key", lambda: [("HEROKU_API_KEY", uuid4(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.heroku.com/apps", ko="API 키"),
    Vendor("DigitalOcean", "personal access token", lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.digitalocean.com/v2/droplets", ko="토큰"),
    Vendor("Shopify", "Admin API access token", lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), True)],
           hdr=("X-Shopify-Access-Token", "{}"), url="https://%s.myshopify.com/admin/api/2024-10/orders.json" % pick(["acme-store", "nuri-shop", "kite-goods"]), ko="Admin API 토큰"),
    Vendor("Atlassian", "API token (Jira)", lambda: [("JIRA_API_TOKEN", _atlassian(), True)], ko="API 토큰"),
    Vendor("Linear", "personal API key", lambda: [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)],
           hdr=("Authorization", "{}"), url="https://api.linear.app/graphql", ko="API 키"),
    Vendor("Notion", "integration secret", lambda: [("NOTION_TOKEN", pick(["secret_" + rs(ALNUM, 43), "ntn_" + digits(11) + rs(ALNUM, 35)]), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.notion.com/v1/search",
           sdk=[("js", 'const notion = new Client({{ auth: "{0}" }});')], ko="integration 시크릿"),
    Vendor("Figma", "personal access token", lambda: [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)],
           hdr=("X-Figma-Token", "{}"), url="https://api.figma.com/v1/files/" + rs(ALNUM, 22), ko="PAT"),
    Vendor("Hugging Face", "access token", lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)],
           cli="huggingface-cli login --token {0}", sdk=[("python", 'login(token="{0}")')], ko="액세스 토큰"),
    Vendor("Replicate", "API token", lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)], ko="API 토큰"),
    Vendor("Groq", "API key", lambda: [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)],
           sdk=[("python", 'client = Groq(api_key="{0}")')], ko="API 키"),
    Vendor("xAI", "API key", lambda: [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.x.ai/v1/chat/completions", ko="API 키"),
    Vendor("Perplexity", "API key", lambda: [("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.perplexity.ai/chat/completions", ko="API 키"),
    Vendor("Mistral", "API key", lambda: [("MISTRAL_API_KEY", rs(ALNUM, 32), True)],
           sdk=[("python", 'client = Mistral(api_key="{0}")')], ko="API 키"),
    Vendor("Cohere", "API key", lambda: [("CO_API_KEY", rs(ALNUM, 40), True)],
           sdk=[("python", 'co = cohere.ClientV2(api_key="{0}")')], ko="API 키"),
    Vendor("Together AI", "API key", lambda: [("TOGETHER_API_KEY", hexs(64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.together.xyz/v1/chat/completions", ko="API 키"),
    Vendor("DeepSeek", "API key", lambda: [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)],
           sdk=[("python", 'client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")')], ko="API 키"),
    Vendor("OpenRouter", "API key", lambda: [("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://openrouter.ai/api/v1/chat/completions", ko="API 키"),
    Vendor("ElevenLabs", "API key", lambda: [("ELEVENLABS_API_KEY", "sk_" + hexs(48), True)],
           hdr=("xi-api-key", "{}"), url="https://api.elevenlabs.io/v1/voices", ko="API 키"),
    Vendor("Deepgram", "API key", lambda: [("DEEPGRAM_API_KEY", hexs(40), True)],
           hdr=("Authorization", "Token {}"), url="https://api.deepgram.com/v1/listen?model=nova-2&language=ko", ko="API 키"),
    Vendor("AssemblyAI", "API key", lambda: [("ASSEMBLYAI_API_KEY", hexs(32), True)],
           hdr=("authorization", "{}"), url="https://api.assemblyai.com/v2/transcript", ko="API 키"),
    Vendor("Pinecone", "API key", lambda: [("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63), True)],
           sdk=[("python", 'pc = Pinecone(api_key="{0}")')], ko="API 키"),
    Vendor("Weights & Biases", "API key", lambda: [("WANDB_API_KEY", hexs(40), True)], cli="wandb login {0}", ko="API 키"),
    Vendor("LangSmith", "personal access token", lambda: [("LANGSMITH_API_KEY", "lsv2_pt_" + hexs(32) + "_" + hexs(10), True)], ko="API 키"),
    Vendor("Sentry", "auth token", lambda: [("SENTRY_AUTH_TOKEN", _sentry(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://sentry.io/api/0/projects/", ko="auth 토큰"),
    Vendor("Datadog", "API and application keys",
           lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)], ko="API/앱 키"),
    Vendor("New Relic", "user API key", lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27), True)],
           hdr=("API-Key", "{}"), url="https://api.newrelic.com/graphql", ko="user 키"),
    Vendor("New Relic", "license key", lambda: [("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL", True)], ko="라이선스 키"),
    Vendor("PagerDuty", "REST API key", lambda: [("PAGERDUTY_TOKEN", rs(ALNUM + "_+-", 20), True)],
           hdr=("Authorization", "Token token={}"), url="https://api.pagerduty.com/incidents", ko="API 키"),
    Vendor("Grafana", "service account token", lambda: [("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8), True)],
           hdr=("Authorization", "Bearer {}"), url="https://grafana.%s/api/dashboards/uid/%s" % (dom(), rs(LOWALNUM, 9)), ko="서비스 계정 토큰"),
    Vendor("Grafana Cloud", "access policy token", lambda: [("GRAFANA_CLOUD_TOKEN", _grafana_cloud(), True)], ko="토큰"),
    Vendor("Honeycomb", "configuration API key", lambda: [("HONEYCOMB_API_KEY", hexs(32), True)],
           hdr=("X-Honeycomb-Team", "{}"), url="https://api.honeycomb.io/1/markers/" + proj(), ko="configuration 키"),
    Vendor("Cloudflare", "API token", lambda: [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.cloudflare.com/client/v4/user/tokens/verify", ko="API 토큰"),
    Vendor("Cloudflare", "Global API Key", lambda: [("CF_API_EMAIL", pick(EN_HANDLES) + "@" + dom(), False), ("CF_API_KEY", hexs(37), True)],
           hdr=("X-Auth-Key", "{}"), url="https://api.cloudflare.com/client/v4/zones", ko="Global API Key"),
    Vendor("Vercel", "access token", lambda: [("VERCEL_TOKEN", rs(ALNUM, 24), True)],
           cli="vercel deploy --prod --token {0}", ko="토큰"),
    Vendor("Netlify", "personal access token", lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)], ko="PAT"),
    Vendor("Fly.io", "deploy token", lambda: [("FLY_API_TOKEN", _fly(), True)], ko="deploy 토큰"),
    Vendor("Render", "API key", lambda: [("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.render.com/v1/services", ko="API 키"),
    Vendor("Railway", "API token", lambda: [("RAILWAY_TOKEN", uuid4(), True)], ko="토큰"),
    Vendor("Supabase", "service_role key", lambda: [("SUPABASE_SERVICE_ROLE_KEY", _supabase_jwt("service_role"), True)],
           sdk=[("js", 'const supabase = createClient(process.env.SUPABASE_URL, "{0}");')], ko="service_role 키"),
    Vendor("Supabase", "secret API key", lambda: [("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64URL, 31), True)], ko="secret 키"),
    Vendor("Firebase Cloud Messaging", "legacy server key", lambda: [("FCM_SERVER_KEY", _fcm_server(), True)],
           hdr=("Authorization", "key={}"), url="https://fcm.googleapis.com/fcm/send", ko="서버 키"),
    Vendor("Algolia", "Admin API key",
           lambda: [("ALGOLIA_APP_ID", rs(UPALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
           sdk=[("js", 'const client = algoliasearch("{0}", "{1}");')], ko="Admin API 키"),
    Vendor("Mapbox", "secret token", lambda: [("MAPBOX_SECRET_TOKEN", _mapbox_secret(), True)], ko="시크릿 토큰"),
    Vendor("Postman", "API key", lambda: [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), True)],
           hdr=("X-Api-Key", "{}"), url="https://api.getpostman.com/collections", ko="API 키"),
    Vendor("Okta", "API token", lambda: [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)],
           hdr=("Authorization", "SSWS {}"), url="https://%s.okta.com/api/v1/users?limit=25" % pick(["acme", "nurisoft", "globex"]), ko="API 토큰"),
    Vendor("Auth0", "client secret",
           lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)], ko="client secret"),
    Vendor("Clerk", "secret key", lambda: [("CLERK_SECRET_KEY", "sk_live_" + rs(ALNUM, 42), True)], ko="시크릿 키"),
    Vendor("Twitch", "client secret", lambda: [("TWITCH_CLIENT_ID", rs(LOWALNUM, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOWALNUM, 30), True)], ko="client secret"),
    Vendor("Square", "production access token", lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)],
           hdr=("Authorization", "Bearer {}"), url="https://connect.squareup.com/v2/locations", ko="액세스 토큰"),
    Vendor("Braintree", "access token", lambda: [("BRAINTREE_ACCESS_TOKEN", _braintree(), True)], ko="액세스 토큰"),
    Vendor("Plaid", "secret", lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)], ko="secret"),
    Vendor("Binance", "API key and secret", lambda: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)], ko="API 키/시크릿"),
    Vendor("Razorpay", "key secret", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)], ko="key secret"),
    Vendor("Paystack", "secret key", lambda: [("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.paystack.co/transaction/verify/" + rs(LOWALNUM, 12), ko="시크릿 키"),
    Vendor("Flutterwave", "secret key", lambda: [("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X", True)], ko="시크릿 키"),
    Vendor("Mollie", "live API key", lambda: [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.mollie.com/v2/payments", ko="라이브 키"),
    Vendor("Toss Payments", "secret key", lambda: [("TOSS_SECRET_KEY", "live_sk_" + rs(ALNUM, 28), True)],
           url="https://api.tosspayments.com/v1/payments/confirm", ko="시크릿 키"),
    Vendor("Kakao", "Admin key", lambda: [("KAKAO_ADMIN_KEY", hexs(32), True)],
           hdr=("Authorization", "KakaoAK {}"), url="https://kapi.kakao.com/v1/user/ids", ko="어드민 키"),
    Vendor("Kakao", "REST API key", lambda: [("KAKAO_REST_API_KEY", hexs(32), True)],
           hdr=("Authorization", "KakaoAK {}"), url="https://dapi.kakao.com/v2/local/search/address.json?query=" + pct("판교역로 166"), ko="REST API 키"),
    Vendor("KakaoPay", "secret key", lambda: [("KAKAOPAY_SECRET_KEY", "DEV" + hexs(38, True), True)],
           hdr=("Authorization", "SECRET_KEY {}"), url="https://open-api.kakaopay.com/online/v1/payment/ready", ko="시크릿 키"),
    Vendor("Naver Cloud Platform", "access key pair",
           lambda: [("NCLOUD_ACCESS_KEY", rs(UPALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], ko="액세스 키"),
    Vendor("Naver Developers", "client secret",
           lambda: [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", _naver_secret(), True)],
           ko="Client Secret"),
    Vendor("PortOne", "API secret", lambda: [("PORTONE_API_SECRET", rs(ALNUM, 80), True)],
           hdr=("Authorization", "PortOne {}"), url="https://api.portone.io/payments/" + uuid4(), ko="API Secret"),
    Vendor("Solapi", "API key and secret", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPALNUM, 32), True)], ko="API 키/시크릿"),
    Vendor("LINE Messaging API", "channel access token", lambda: [("LINE_CHANNEL_ACCESS_TOKEN", _line_token(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.line.me/v2/bot/message/push", ko="채널 액세스 토큰"),
    Vendor("LINE Messaging API", "channel secret", lambda: [("LINE_CHANNEL_SECRET", hexs(32), True)], ko="채널 시크릿"),
    Vendor("Meta Graph API", "page access token", lambda: [("FB_PAGE_ACCESS_TOKEN", "EAA" + pick(["G", "B", "J", "I"]) + rs(ALNUM, 190), True)],
           url="https://graph.facebook.com/v19.0/me/accounts", ko="페이지 액세스 토큰"),
    Vendor("Meta", "app secret", lambda: [("FB_APP_ID", digits(15), False), ("FB_APP_SECRET", hexs(32), True)], ko="앱 시크릿"),
    Vendor("X (Twitter)", "bearer token", lambda: [("TWITTER_BEARER_TOKEN", _twitter_bearer(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.twitter.com/2/tweets/search/recent?query=from%3A" + pick(["acmehq", "nurisoft"]), ko="bearer 토큰"),
    Vendor("Dropbox", "access token", lambda: [("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64URL, 140), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.dropboxapi.com/2/files/list_folder", ko="액세스 토큰"),
    Vendor("Asana", "personal access token", lambda: [("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)), True)],
           hdr=("Authorization", "Bearer {}"), url="https://app.asana.com/api/1.0/users/me", ko="PAT"),
    Vendor("Trello", "API token", lambda: [("TRELLO_KEY", hexs(32), False), ("TRELLO_TOKEN", "ATTA" + hexs(64) + hexs(8, True), True)], ko="토큰"),
    Vendor("Airtable", "personal access token", lambda: [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + hexs(64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.airtable.com/v0/app%s/Tasks" % rs(ALNUM, 14), ko="PAT"),
    Vendor("Zendesk", "API token", lambda: [("ZENDESK_API_TOKEN", rs(ALNUM, 40), True)], ko="API 토큰"),
    Vendor("Intercom", "access token", lambda: [("INTERCOM_ACCESS_TOKEN", _intercom(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.intercom.io/contacts", ko="액세스 토큰"),
    Vendor("HubSpot", "private app token", lambda: [("HUBSPOT_ACCESS_TOKEN", "pat-na1-" + uuid4(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.hubapi.com/crm/v3/objects/contacts?limit=10", ko="private app 토큰"),
    Vendor("Salesforce", "connected app consumer secret",
           lambda: [("SF_CONSUMER_KEY", "3MVG9" + rs(ALNUM + "._", 80), False), ("SF_CONSUMER_SECRET", hexs(64, True), True)], ko="consumer secret"),
    Vendor("Zoom", "Server-to-Server OAuth client secret",
           lambda: [("ZOOM_CLIENT_ID", rs(ALNUM, 22), False), ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)], ko="client secret"),
    Vendor("CircleCI", "personal API token", lambda: [("CIRCLECI_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40), True)],
           hdr=("Circle-Token", "{}"), url="https://circleci.com/api/v2/me", ko="API 토큰"),
    Vendor("Buildkite", "API access token", lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.buildkite.com/v2/organizations", ko="API 토큰"),
    Vendor("SonarQube", "user token", lambda: [("SONAR_TOKEN", "squ_" + hexs(40), True)],
           cli="mvn sonar:sonar -Dsonar.host.url=https://sonar.%s -Dsonar.token={0}" % dom(), ko="토큰"),
    Vendor("Snyk", "API token", lambda: [("SNYK_TOKEN", uuid4(), True)], cli="snyk auth {0}", ko="API 토큰"),
    Vendor("JFrog Artifactory", "reference token", lambda: [("ARTIFACTORY_TOKEN", _jfrog_ref(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://%s.jfrog.io/artifactory/api/repositories" % pick(["acme", "nurisoft"]), ko="reference 토큰"),
    Vendor("NuGet", "API key", lambda: [("NUGET_API_KEY", "oy2" + rs(LOWALNUM, 43), True)],
           cli="dotnet nuget push bin/Release/*.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json", ko="API 키"),
    Vendor("RubyGems", "API key", lambda: [("GEM_HOST_API_KEY", "rubygems_" + hexs(48), True)], ko="API 키"),
    Vendor("crates.io", "API token", lambda: [("CARGO_REGISTRY_TOKEN", "cio" + rs(ALNUM, 32), True)], cli="cargo login {0}", ko="API 토큰"),
    Vendor("Pulumi", "access token", lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)], ko="액세스 토큰"),
    Vendor("Doppler", "service token", lambda: [("DOPPLER_TOKEN", "dp.st.%s." % pick(["prd", "stg", "dev"]) + rs(ALNUM, 40), True)], ko="서비스 토큰"),
    Vendor("Tailscale", "auth key", lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33), True)],
           cli="tailscale up --authkey={0} --hostname=%s" % host("ci").split(".")[0], ko="auth 키"),
    Vendor("ngrok", "authtoken", lambda: [("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)],
           cli="ngrok config add-authtoken {0}", ko="authtoken"),
    Vendor("PlanetScale", "service token", lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(LOWALNUM, 12), False), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64URL, 43), True)], ko="서비스 토큰"),
    Vendor("Neon", "API key", lambda: [("NEON_API_KEY", "napi_" + rs(LOWALNUM, 64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://console.neon.tech/api/v2/projects", ko="API 키"),
    Vendor("Contentful", "management token", lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)], ko="management 토큰"),
    Vendor("Sanity", "API token", lambda: [("SANITY_API_TOKEN", "sk" + rs(ALNUM, 180), True)], ko="API 토큰"),
    Vendor("Mixpanel", "API secret", lambda: [("MIXPANEL_API_SECRET", hexs(32), True)], ko="API secret"),
    Vendor("PostHog", "personal API key", lambda: [("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(ALNUM, 43), True)],
           hdr=("Authorization", "Bearer {}"), url="https://us.posthog.com/api/projects/", ko="personal API 키"),
    Vendor("Google reCAPTCHA", "secret key", lambda: [("RECAPTCHA_SECRET_KEY", "6L" + rs(B64URL, 6) + "AAAAA" + rs(B64URL, 27), True)], ko="시크릿 키"),
    Vendor("hCaptcha", "secret key", lambda: [("HCAPTCHA_SECRET", "0x" + hexs(40), True)], ko="시크릿"),
    Vendor("Cloudflare Turnstile", "secret key", lambda: [("TURNSTILE_SECRET_KEY", "0x4AAAAAAA" + rs(B64URL, 25), True)], ko="시크릿 키"),
    Vendor("Expo", "access token", lambda: [("EXPO_TOKEN", rs(B64URL, 40), True)], ko="액세스 토큰"),
    Vendor("Jenkins", "API token", lambda: [("JENKINS_API_TOKEN", "11" + hexs(32), True)], ko="API 토큰"),
    Vendor("Azure DevOps", "personal access token", lambda: [("AZURE_DEVOPS_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52), True)], ko="PAT"),
    Vendor("Confluent Cloud", "Kafka API key and secret",
           lambda: [("CONFLUENT_API_KEY", rs(UPALNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)], ko="API 키/시크릿"),
    Vendor("Elastic", "API key (encoded)", lambda: [("ELASTIC_API_KEY", _elastic_api_key(), True)],
           hdr=("Authorization", "ApiKey {}"), url="https://%s.es.%s.aws.elastic-cloud.com/_cat/indices?v" % (rs(HEX, 12), pick(REGIONS)), ko="API 키"),
    Vendor("Databricks", "personal access token", lambda: [("DATABRICKS_TOKEN", "dapi" + hexs(32), True)],
           hdr=("Authorization", "Bearer {}"), url="https://dbc-%s-%s.cloud.databricks.com/api/2.1/jobs/list" % (hexs(8), hexs(4)), ko="토큰"),
    Vendor("Alibaba Cloud", "AccessKey pair",
           lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)], ko="AccessKey"),
    Vendor("Tencent Cloud", "SecretId and SecretKey",
           lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)], ko="SecretId/SecretKey"),
    Vendor("IBM Cloud", "API key", lambda: [("IBMCLOUD_API_KEY", rs(B64URL, 44), True)], cli="ibmcloud login --apikey {0} -r %s" % pick(["us-south", "jp-tok"]), ko="API 키"),
    Vendor("Scaleway", "API key",
           lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)], ko="API 키"),
    Vendor("Linode", "personal access token", lambda: [("LINODE_TOKEN", hexs(64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.linode.com/v4/linode/instances", ko="토큰"),
    Vendor("Vultr", "API key", lambda: [("VULTR_API_KEY", rs(UPALNUM, 36), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.vultr.com/v2/instances", ko="API 키"),
    Vendor("Hetzner Cloud", "API token", lambda: [("HCLOUD_TOKEN", rs(ALNUM, 64), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.hetzner.cloud/v1/servers", ko="API 토큰"),
    Vendor("Backblaze B2", "application key",
           lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(12) + "00000000" + digits(2), True), ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "+/", 27), True)], ko="애플리케이션 키"),
    Vendor("Pusher Channels", "app secret",
           lambda: [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hexs(20), False), ("PUSHER_SECRET", hexs(20), True)], ko="app secret"),
    Vendor("Ably", "root API key", lambda: [("ABLY_API_KEY", "%s.%s:%s" % (rs(ALNUM, 6), rs(ALNUM, 6), rs(B64URL, 43)), True)], ko="API 키"),
    Vendor("Agora", "app certificate", lambda: [("AGORA_APP_ID", hexs(32), False), ("AGORA_APP_CERTIFICATE", hexs(32), True)], ko="App Certificate"),
    Vendor("OpenWeatherMap", "API key", lambda: [("OWM_API_KEY", hexs(32), True)],
           url="https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid={}", ko="API 키"),
    Vendor("Etherscan", "API key", lambda: [("ETHERSCAN_API_KEY", rs(UPALNUM, 34), True)],
           url="https://api.etherscan.io/api?module=account&action=balance&address=0x%s&apikey={}" % hexs(40), ko="API 키"),
    Vendor("Shippo", "live API token", lambda: [("SHIPPO_API_KEY", "shippo_live_" + hexs(40), True)],
           hdr=("Authorization", "ShippoToken {}"), url="https://api.goshippo.com/shipments/", ko="API 토큰"),
    Vendor("EasyPost", "production API key", lambda: [("EASYPOST_API_KEY", "EZAK" + hexs(54), True)], ko="API 키"),
    Vendor("Resend", "API key", lambda: [("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.resend.com/emails",
           sdk=[("js", "const resend = new Resend('{0}');")], ko="API 키"),
    Vendor("Postmark", "server token", lambda: [("POSTMARK_SERVER_TOKEN", uuid4(), True)],
           hdr=("X-Postmark-Server-Token", "{}"), url="https://api.postmarkapp.com/email", ko="서버 토큰"),
    Vendor("Brevo", "API key", lambda: [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16), True)],
           hdr=("api-key", "{}"), url="https://api.brevo.com/v3/smtp/email", ko="API 키"),
    Vendor("Mandrill", "API key", lambda: [("MANDRILL_API_KEY", "md-" + rs(B64URL, 22), True)], ko="API 키"),
    Vendor("Vonage", "API secret", lambda: [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)], ko="API secret"),
    Vendor("Plivo", "auth token", lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPALNUM, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)], ko="auth token"),
    Vendor("Freshdesk", "API key", lambda: [("FRESHDESK_API_KEY", rs(ALNUM, 20), True)], ko="API 키"),
    Vendor("monday.com", "API token", lambda: [("MONDAY_API_TOKEN", _monday(), True)],
           hdr=("Authorization", "{}"), url="https://api.monday.com/v2", ko="API 토큰"),
    Vendor("ClickUp", "personal API token", lambda: [("CLICKUP_TOKEN", "pk_%s_%s" % (digits(8), rs(UPALNUM, 32)), True)],
           hdr=("Authorization", "{}"), url="https://api.clickup.com/api/v2/team", ko="API 토큰"),
    Vendor("Todoist", "API token", lambda: [("TODOIST_API_TOKEN", hexs(40), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.todoist.com/rest/v2/tasks", ko="API 토큰"),
    Vendor("Voyage AI", "API key", lambda: [("VOYAGE_API_KEY", "pa-" + rs(B64URL, 43), True)],
           sdk=[("python", 'vo = voyageai.Client(api_key="{0}")')], ko="API 키"),
    Vendor("Jina AI", "API key", lambda: [("JINA_API_KEY", "jina_" + hexs(32) + rs(B64URL, 28), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.jina.ai/v1/embeddings", ko="API 키"),
    Vendor("Tavily", "API key", lambda: [("TAVILY_API_KEY", "tvly-" + pick(["dev-", "prod-"]) + rs(ALNUM, 32), True)],
           sdk=[("python", 'tavily = TavilyClient(api_key="{0}")')], ko="API 키"),
    Vendor("SerpApi", "API key", lambda: [("SERPAPI_API_KEY", hexs(64), True)],
           url="https://serpapi.com/search.json?engine=google&q=%s&api_key={}" % pick(["coffee", "seoul+weather", "pgvector"]), ko="API 키"),
    Vendor("Firecrawl", "API key", lambda: [("FIRECRAWL_API_KEY", "fc-" + hexs(32), True)],
           sdk=[("python", 'app = FirecrawlApp(api_key="{0}")')], ko="API 키"),
    Vendor("E2B", "API key", lambda: [("E2B_API_KEY", "e2b_" + hexs(40), True)], ko="API 키"),
    Vendor("Langfuse", "secret key",
           lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), True)], ko="시크릿 키"),
    Vendor("Modal", "token id and secret",
           lambda: [("MODAL_TOKEN_ID", "ak-" + rs(ALNUM, 22), True), ("MODAL_TOKEN_SECRET", "as-" + rs(ALNUM, 22), True)], ko="토큰"),
    Vendor("RunPod", "API key", lambda: [("RUNPOD_API_KEY", "rpa_" + rs(UPALNUM, 44), True)], ko="API 키"),
    Vendor("Browserbase", "API key", lambda: [("BROWSERBASE_API_KEY", "bb_live_" + rs(B64URL, 27), True)], ko="API 키"),
    Vendor("LaunchDarkly", "server-side SDK key", lambda: [("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4(), True)], ko="서버 SDK 키"),
    Vendor("Statsig", "server secret key", lambda: [("STATSIG_SERVER_SECRET", "secret-" + rs(ALNUM, 43), True)], ko="서버 시크릿"),
    Vendor("Rollbar", "post_server_item token", lambda: [("ROLLBAR_ACCESS_TOKEN", hexs(32), True)], ko="서버 토큰"),
    Vendor("Bugsnag", "data access auth token", lambda: [("BUGSNAG_AUTH_TOKEN", uuid4(), True)],
           hdr=("Authorization", "token {}"), url="https://api.bugsnag.com/user/organizations", ko="auth 토큰"),
    Vendor("BrowserStack", "access key", lambda: [("BROWSERSTACK_USERNAME", pick(EN_HANDLES).replace(".", "") + "_" + rs(ALNUM, 6), False), ("BROWSERSTACK_ACCESS_KEY", rs(ALNUM, 20), True)], ko="액세스 키"),
    Vendor("Sauce Labs", "access key", lambda: [("SAUCE_USERNAME", "oauth-%s-%s" % (pick(EN_HANDLES).replace(".", ""), hexs(5)), False), ("SAUCE_ACCESS_KEY", uuid4(), True)], ko="액세스 키"),
    Vendor("Codecov", "upload token", lambda: [("CODECOV_TOKEN", uuid4(), True)], ko="업로드 토큰"),
    Vendor("Percy", "project token", lambda: [("PERCY_TOKEN", "web_" + hexs(64), True)], ko="프로젝트 토큰"),
    Vendor("Frame.io", "developer token", lambda: [("FRAMEIO_TOKEN", "fio-u-" + rs(B64URL, 64), True)], ko="개발자 토큰"),
    Vendor("Harbor", "robot account secret", lambda: [("HARBOR_USERNAME", "robot$%s+ci" % proj(), False), ("HARBOR_PASSWORD", rs(ALNUM, 32), True)], ko="로봇 계정 시크릿"),
    Vendor("Fastly", "API token", lambda: [("FASTLY_API_TOKEN", rs(B64URL, 32), True)],
           hdr=("Fastly-Key", "{}"), url="https://api.fastly.com/service", ko="API 토큰"),
    Vendor("Akamai", "EdgeGrid credentials",
           lambda: [("AKAMAI_CLIENT_SECRET", b64(rbytes(32)), True), ("AKAMAI_HOST", "akab-%s-%s.luna.akamaiapis.net" % (rs(LOWALNUM, 16), rs(LOWALNUM, 16)), False),
                    ("AKAMAI_ACCESS_TOKEN", "akab-%s-%s" % (rs(LOWALNUM, 16), rs(LOWALNUM, 16)), True),
                    ("AKAMAI_CLIENT_TOKEN", "akab-%s-%s" % (rs(LOWALNUM, 16), rs(LOWALNUM, 16)), True)], ko="EdgeGrid 자격증명"),
    Vendor("Keycloak", "client secret", lambda: [("KEYCLOAK_CLIENT_SECRET", rs(ALNUM, 32), True)], ko="client secret"),
    Vendor("Splunk", "HEC token", lambda: [("SPLUNK_HEC_TOKEN", uuid4(), True)],
           hdr=("Authorization", "Splunk {}"), url="https://splunk.%s:8088/services/collector/event" % dom(), ko="HEC 토큰"),
    Vendor("Better Stack", "Uptime API token", lambda: [("BETTERSTACK_API_TOKEN", rs(ALNUM, 24), True)],
           hdr=("Authorization", "Bearer {}"), url="https://uptime.betterstack.com/api/v2/monitors", ko="Uptime API 토큰"),
    Vendor("Opsgenie", "API key", lambda: [("OPSGENIE_API_KEY", uuid4(), True)],
           hdr=("Authorization", "GenieKey {}"), url="https://api.opsgenie.com/v2/alerts", ko="API 키"),
    Vendor("Gitea", "access token", lambda: [("GITEA_TOKEN", hexs(40), True)],
           hdr=("Authorization", "token {}"), url="https://git.%s/api/v1/user/repos" % dom(), ko="액세스 토큰"),
    Vendor("Convex", "deploy key", lambda: [("CONVEX_DEPLOY_KEY", _convex(), True)], ko="deploy 키"),
    Vendor("Paddle", "API key", lambda: [("PADDLE_API_KEY", _paddle(), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.paddle.com/transactions", ko="API 키"),
    Vendor("Sendbird", "master API token", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
           hdr=("Api-Token", "{}"), ko="API 토큰"),
    Vendor("Channel Talk", "access secret", lambda: [("CHANNEL_ACCESS_KEY", hexs(24), False), ("CHANNEL_ACCESS_SECRET", hexs(32), True)], ko="access secret"),
    Vendor("Amplitude", "secret key", lambda: [("AMPLITUDE_API_KEY", hexs(32), False), ("AMPLITUDE_SECRET_KEY", hexs(32), True)], ko="secret 키"),
    Vendor("MongoDB Atlas", "API private key", lambda: [("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8), False), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), True)], ko="API private key"),
    Vendor("Cloudinary", "API secret", lambda: [("CLOUDINARY_API_KEY", digits(15), False), ("CLOUDINARY_API_SECRET", rs(B64URL, 27), True)], ko="API secret"),
    Vendor("Smartsheet", "API access token", lambda: [("SMARTSHEET_ACCESS_TOKEN", rs(ALNUM, 37), True)],
           hdr=("Authorization", "Bearer {}"), url="https://api.smartsheet.com/2.0/sheets", ko="액세스 토큰"),
    Vendor("Cafe24", "client secret", lambda: [("CAFE24_CLIENT_ID", rs(ALNUM, 22), False), ("CAFE24_CLIENT_SECRET", rs(ALNUM, 22), True)], ko="client secret"),
    Vendor("NHN Cloud", "SMS secret key", lambda: [("NHN_SMS_APPKEY", rs(ALNUM, 16), False), ("NHN_SMS_SECRET_KEY", rs(ALNUM, 8), True)],
           hdr=("X-Secret-Key", "{}"), ko="시크릿 키"),
]

# vendors whose APIs really take HTTP Basic: how the pair is formed, and an endpoint
BASIC = {
    ("Twilio", "auth token"): ("id", "https://api.twilio.com/2010-04-01/Accounts.json"),
    ("Zendesk", "API token"): ("email_token", "https://%s.zendesk.com/api/v2/tickets.json" % pick(["acme", "nurisoft", "kite"])),
    ("Freshdesk", "API key"): ("key_x", "https://%s.freshdesk.com/api/v2/tickets" % pick(["acme", "nurisoft"])),
    ("Mailgun", "API key"): ("api", "https://api.mailgun.net/v3/mg.%s/messages" % dom()),
    ("Atlassian", "API token (Jira)"): ("email", "https://%s.atlassian.net/rest/api/3/myself" % pick(["acme", "nurisoft", "globex"])),
    ("Bitbucket", "app password"): ("handle", "https://api.bitbucket.org/2.0/repositories/%s" % pick(["acme", "nurisoft"])),
    ("Razorpay", "key secret"): ("id", "https://api.razorpay.com/v1/payments?count=5"),
    ("Stripe", "live secret key"): ("key_colon", "https://api.stripe.com/v1/balance"),
    ("Mailchimp", "API key"): ("anystring", "https://us6.api.mailchimp.com/3.0/lists"),
    ("Toss Payments", "secret key"): ("key_colon", "https://api.tosspayments.com/v1/payments/confirm"),
    ("Vonage", "API secret"): ("id", "https://api.nexmo.com/v2/applications"),
    ("Plivo", "auth token"): ("id", "https://api.plivo.com/v1/Account/"),
    ("BrowserStack", "access key"): ("id", "https://api.browserstack.com/automate/plan.json"),
    ("Sauce Labs", "access key"): ("id", "https://api.us-west-1.saucelabs.com/rest/v1/users"),
    ("Jenkins", "API token"): ("handle", "https://jenkins.%s/job/%s/buildWithParameters" % (dom(), proj())),
    ("Azure DevOps", "personal access token"): ("colon_key", "https://dev.azure.com/%s/_apis/projects?api-version=7.1" % pick(["acme", "nurisoft"])),
    ("Confluent Cloud", "Kafka API key and secret"): ("pair", "https://pkc-%s.%s.aws.confluent.cloud/kafka/v3/clusters" % (rs(LOWALNUM, 5), pick(REGIONS))),
    ("Cloudinary", "API secret"): ("id", "https://api.cloudinary.com/v1_1/%s/resources/image" % pick(["acme", "nuri-media"])),
    ("Harbor", "robot account secret"): ("id", "https://harbor.%s/api/v2.0/projects" % dom()),
    ("Mixpanel", "API secret"): ("key_colon", "https://mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-31"),
    ("Amplitude", "secret key"): ("id", "https://amplitude.com/api/2/export?start=20250101T00&end=20250102T00"),
}


def basic_pair(v, parts):
    mode, url = BASIC[(v.name, v.label)]
    secs = [val for _, val, s in parts if s]
    nons = [val for _, val, s in parts if not s]
    sval = secs[-1]
    if mode == "id":
        return nons[0], sval, url
    if mode == "email_token":
        return "%s@%s/token" % (pick(EN_HANDLES + KO_HANDLES), dom()), sval, url
    if mode == "email":
        return "%s@%s" % (pick(EN_HANDLES + KO_HANDLES), dom()), sval, url
    if mode == "key_x":
        return sval, "X", url
    if mode == "api":
        return "api", sval, url
    if mode == "handle":
        return pick(EN_HANDLES + KO_HANDLES + ["ci-bot"]), sval, url
    if mode == "key_colon":
        return sval, "", url
    if mode == "anystring":
        return "anystring", sval, url
    if mode == "colon_key":
        return "", sval, url
    return secs[0], secs[1], url


VENDOR_NAMES = []
for _v in VENDORS:
    if _v.name not in VENDOR_NAMES:
        VENDOR_NAMES.append(_v.name)
assert len(VENDOR_NAMES) >= 120, len(VENDOR_NAMES)

# ---------------------------------------------------------------------------
# note helpers
# ---------------------------------------------------------------------------
def T(ko, en, kr):
    return kr if ko else en


def fence(body, lang=""):
    return "```%s\n%s\n```" % (lang, body)


def person(ko):
    return pick(KO_PEOPLE if ko else EN_PEOPLE)


def src(ko):
    if ko:
        return pick(["사용자", "사용자", "%s" % pick(KO_PEOPLE), "티켓 본문", "기존 README", "인수인계 문서",
                     "노션 온보딩 페이지", "슬랙 스레드", "이전 Jenkins job 설정"])
    return pick(["the user", "the user", pick(EN_PEOPLE), "the ticket", "the old README", "the handover doc",
                 "the onboarding page in Notion", "a Slack thread", "the previous Jenkins job"])


def filler_env(k=None):
    opts = ["NODE_ENV=production", "NODE_ENV=development", "PORT=%d" % pick([3000, 8000, 8080, 5173, 4000]),
            "LOG_LEVEL=%s" % pick(["debug", "info", "warn"]), "TZ=Asia/Seoul", "AWS_REGION=%s" % pick(REGIONS),
            "APP_URL=https://%s.%s" % (pick(["app", "staging", "admin", "api"]), dom()),
            "DATABASE_HOST=%s" % host("db"), "REDIS_URL=redis://%s:6379/0" % pick(["redis", "cache", "localhost"]),
            "SENTRY_ENVIRONMENT=%s" % pick(ENVS), "FEATURE_NEW_CHECKOUT=true", "DEBUG=false", "WORKERS=%d" % rint(2, 8),
            "S3_BUCKET=%s-%s-assets" % (proj(), pick(ENVS)), "PYTHONUNBUFFERED=1", "CORS_ORIGINS=https://%s" % dom(),
            "QUEUE_NAME=%s-jobs" % proj(), "RATE_LIMIT_PER_MIN=%d" % pick([60, 120, 600])]
    return sample(opts, k if k is not None else rint(1, 3))


def env_lines(parts, include_nonsecret=True, quote=None):
    out = []
    for name, val, sec in parts:
        if not sec and not include_nonsecret:
            continue
        q = quote if quote is not None else pick(["", "", '"'])
        out.append("%s=%s%s%s" % (name, q, val, q))
    return out


def mix_lines(main, fill):
    lines = list(fill)
    for m in main:
        lines.insert(rint(0, len(lines)), m)
    return lines


def secret_vals(parts):
    return [v for _, v, s in parts if s]


def first_secret(parts):
    for n, v, s in parts:
        if s:
            return n, v
    raise ValueError("no secret part")


def basic_blob(user, pw):
    return b64((user + ":" + pw).encode())


def vname(v, ko):
    return "%s %s" % (v.name, v.ko if ko else v.label)


ASK_EMPTY_P = 0.12


def ask_or_empty(s):
    return "" if chance(ASK_EMPTY_P) else s



def _batchim(word):
    w = word.rstrip(" `'\")]}*")
    if not w:
        return False, False
    ch = w[-1]
    c = ord(ch)
    if 0xAC00 <= c <= 0xD7A3:
        j = (c - 0xAC00) % 28
        return j != 0, j == 8
    if ch.isdigit():
        return ch in "013678", ch in "178"
    low = w.lower()
    if low.endswith("l"):
        return True, True
    return low.endswith(("ng", "m", "n", "k", "p", "t", "b")), False


def J(word, pair):
    """attach a Korean particle that agrees with the word: J('키', '을/를') -> '키를'"""
    a, b = pair.split("/")
    bat, rieul = _batchim(word)
    if pair == "으로/로":
        return word + ("으로" if bat and not rieul else "로")
    return word + (a if bat else b)
# ---------------------------------------------------------------------------
# vendor-token containers.  Each returns (category, mc, lesson, ask, extra_candidates) or None
# ---------------------------------------------------------------------------
def vc_dotenv(v, parts, ko):
    p = proj()
    fname = pick([".env", ".env.local", ".env.production", ".env.staging", "apps/api/.env", ".env.development.local"])
    body = "\n".join(mix_lines(env_lines(parts), filler_env()))
    if ko:
        mc = pick(["%s 로컬 실행할 때 %s 파일을 읽는다는 걸 몰랐음. %s 준 파일 내용:\n%s" % (p, fname, J(src(ko), "이/가"), fence(body)),
                   "%s 키가 어디 있는지 안내가 없었음. 나중에 받은 %s:\n%s" % (v.name, fname, fence(body, "dotenv"))])
        le = pick(["%s 연동은 %s 값이 있어야 뜸. 없으면 조용히 mock으로 떨어짐." % (v.name, parts[-1][0]),
                   "%s 커밋 안 되는 파일이라 새로 클론하면 직접 만들어야 함." % J(fname, "은/는")])
        ask = pick(["%s 팀에서 어디로 공유하나요?" % J(fname, "은/는"), "%s 키 발급 담당이 누구인가요?" % v.name,
                    "staging이랑 prod가 같은 %s 계정을 쓰나요?" % v.name])
    else:
        mc = pick(["Nobody told me %s loads %s before anything else. The working one, from %s:\n%s" % (p, fname, src(ko), fence(body)),
                   "The task assumed the %s integration was already configured; it only worked once this %s was in place:\n%s" % (v.name, fname, fence(body, "dotenv")),
                   "Missing: the env file for %s. Got it from %s:\n%s" % (p, src(ko), fence(body))])
        le = pick(["%s falls back to a mock client when %s is empty, so failures are silent." % (p, parts[-1][0]),
                   "%s is gitignored; a fresh clone needs it recreated by hand before `make dev`." % fname,
                   "The %s calls only run when the key is present; tests stub them otherwise." % v.name])
        ask = pick(["Where does the team keep the current %s?" % fname, "Who owns the %s account?" % v.name,
                    "Do staging and prod share the same %s project?" % v.name])
    return "dotenv file / %s %s" % (v.name, v.label), mc, le, ask_or_empty(ask), []


def vc_export(v, parts, ko):
    sh = pick(["bash", "zsh", "fish", "pwsh", "cmd"])
    secs = [(n, val) for n, val, s in parts]
    if sh == "fish":
        cmds = ["set -gx %s %s" % (n, val) for n, val in secs]
    elif sh == "pwsh":
        cmds = [("$env:%s = '%s'" if "$" in val else '$env:%s = "%s"') % (n, val) for n, val in secs]
    elif sh == "cmd":
        cmds = ["set %s=%s" % (n, val) for n, val in secs]
    else:
        cmds = ["export %s=%s" % (n, ("'%s'" if any(c in val for c in "$&|;<>()") else pick(["%s", "'%s'", '"%s"'])) % val) for n, val in secs]
    after = pick(["npm run dev", "python manage.py runserver", "go run ./cmd/server", "make integration", "pytest -m live",
                  "uv run main.py", "docker compose up", "./gradlew bootRun"])
    block = "\n".join(cmds + [after])
    if ko:
        mc = "%s 연동 테스트는 셸에 키를 export 해둬야 돌아감. 아래처럼 하고 실행함:\n%s" % (v.name, fence(block, "sh" if sh not in ("pwsh", "cmd") else ""))
        le = pick(["%s 터미널을 새로 열면 값이 사라지니까 매번 다시 export 해야 함." % sh,
                   "키 없이 `%s` 돌리면 401로 바로 실패함." % after])
        ask = pick(["%s 키를 direnv나 .envrc로 관리해도 되나요?" % v.name, "이 키 만료일이 언제인가요?"])
    else:
        mc = pick(["The live %s tests read credentials from the shell, which I didn't know. Ran:\n%s" % (v.name, fence(block, "sh" if sh not in ("pwsh", "cmd") else "")),
                   "%s gave me these to paste into the terminal before `%s`:\n%s" % (person(ko), after, fence(block))])
        le = pick(["Exports only live for the current %s session; a new tab needs them again." % sh,
                   "Without the variables set, `%s` fails fast with a 401 instead of skipping." % after])
        ask = pick(["Can I put the %s credentials in a .envrc instead?" % v.name, "Is this a personal key or the shared team one?"])
    return "shell export (%s) / %s" % (sh, v.name), mc, le, ask_or_empty(ask), []


def vc_curl(v, parts, ko):
    n, tok = first_secret(parts)
    if v.url and "{}" in v.url:
        url = v.url.format(tok)
        cmd = pick(['curl -s "%s"' % url, "curl '%s' | jq ." % url, 'http GET "%s"' % url])
        kind = "URL query param"
    elif v.hdr and v.url:
        h, fmt = v.hdr
        val = fmt.format(tok)
        style = rint(0, 3)
        if style == 0:
            cmd = 'curl -sS %s \\\n  -H "%s: %s"' % (v.url, h, val)
        elif style == 1:
            cmd = "curl -X POST '%s' -H '%s: %s' -H 'Content-Type: application/json' -d @payload.json" % (v.url, h, val)
        elif style == 2:
            cmd = 'http GET %s "%s:%s"' % (v.url, h, val)
        else:
            cmd = 'Invoke-RestMethod -Uri "%s" -Headers @{ "%s" = "%s" }' % (v.url, h, val)
        kind = "%s header" % h
    else:
        return None
    if ko:
        mc = pick(["%s API가 응답을 안 줘서 사용자가 직접 확인한 명령어를 붙여줌:\n%s" % (v.name, fence(cmd)),
                   "%s 쪽 인증 방식을 몰랐음. 이렇게 호출하면 된다고 함:\n%s" % (v.name, fence(cmd, "bash"))])
        opts = ["SDK 말고 curl로 먼저 확인하는 게 빠름. 403이면 키 권한 문제임.", "사무실 IP에서만 열려 있어서 CI에서는 타임아웃 남."]
        if v.hdr and v.hdr[1] != "Bearer {}" and "header" in kind:
            opts.append("%s 헤더 형식이 일반 Bearer가 아님. 위 형식 그대로 써야 200 나옴." % J(v.name, "은/는"))
        le = pick(opts)
        ask = pick(["이 키가 prod용인가요 테스트용인가요?", "%s 호출 rate limit이 얼마인가요?" % v.name])
    else:
        mc = pick(["I didn't know how %s expects auth. The user pasted a call that works:\n%s" % (v.name, fence(cmd, "bash")),
                   "The %s request kept failing from the app, so we checked it by hand first:\n%s" % (v.name, fence(cmd)),
                   "Context I lacked: a known-good %s request. %s sent this one:\n%s" % (v.name, person(ko), fence(cmd))])
        opts = ["Reproduce with curl before blaming the SDK; a 401 there means the key, not our code.",
                "The endpoint works from the office IP only; from CI it times out."]
        if v.hdr and v.hdr[1] != "Bearer {}" and "header" in kind:
            opts.append("%s wants the exact header format shown; a plain Bearer prefix gets rejected." % v.name)
        le = pick(opts)
        ask = pick(["Is this key scoped to production or to the sandbox?", "What rate limit applies to this %s key?" % v.name])
    return "curl/HTTP (%s) / %s" % (kind, v.name), mc, le, ask_or_empty(ask), []


def vc_sdk(v, parts, ko):
    if not v.sdk:
        return None
    lang, code = pick(v.sdk)
    vals = [val for _, val, _ in parts]
    snippet = code.format(*vals)
    fname = {"python": pick(["app/clients.py", "main.py", "scripts/backfill.py", "notebooks/explore.ipynb"]),
             "js": pick(["src/lib/client.ts", "server.js", "api/index.ts", "scripts/sync.mjs"]),
             "go": "internal/%s/client.go" % pick(["gh", "notify", "billing"]),
             "java": "src/main/java/com/acme/Notify.java", "ruby": "config/initializers/%s.rb" % v.name.lower().split()[0],
             "php": "app/Services/PaymentService.php", "csharp": "Services/Mailer.cs"}.get(lang, "main")
    if ko:
        mc = pick(["%s에 키가 하드코딩돼 있는 줄 몰랐음:\n%s" % (fname, fence(snippet, lang)),
                   "사용자가 %s 클라이언트 초기화 코드를 그대로 붙여줌 (%s):\n%s" % (v.name, fname, fence(snippet, lang))])
        le = pick(["%s 생성자에 키를 직접 넣으면 환경변수는 무시됨. 디버깅할 때 헷갈렸음." % v.name,
                   "이 파일은 리팩터링 때 env로 바꾸기로 했는데 아직 그대로임."])
        ask = pick(["%s 키를 env로 옮기는 PR 올려도 되나요?" % fname, "이 키 rotation 해야 하나요?"])
    else:
        mc = pick(["Didn't know the %s key was hard-coded in %s:\n%s" % (v.name, fname, fence(snippet, lang)),
                   "The user pasted their working %s setup from %s:\n%s" % (v.name, fname, fence(snippet, lang)),
                   "%s is initialised inline in %s, not from env, so my env change did nothing:\n%s" % (v.name, fname, fence(snippet, lang))])
        le = pick(["A key passed to the constructor overrides the env variable; check the call site first.",
                   "This file predates the secrets refactor and still inlines the key; don't copy the pattern."])
        ask = pick(["Should I move this key into env/secret storage as part of the task?", "Has this key been rotated since it was committed?"])
    return "SDK constructor (%s) / %s" % (lang, v.name), mc, le, ask_or_empty(ask), []


def vc_cli(v, parts, ko):
    if not v.cli:
        return None
    vals = [val for _, val, _ in parts]
    cmd = v.cli.format(*vals)
    if "{0}" not in v.cli:
        cmd = " ".join("%s=%s" % (n, val) for n, val, s in parts) + " " + cmd
    if ko:
        mc = "%s 로그인 단계가 빠져 있었음. 사용자가 알려준 명령:\n%s" % (v.name, fence(cmd, "bash"))
        le = pick(["CI 러너에서는 대화형 로그인 안 되니까 이 방식으로 넣어야 함.", "한 번 실행하면 설정 파일에 저장돼서 다음부터는 필요 없음."])
        ask = pick(["CI에도 같은 토큰을 쓰나요?", "이 토큰 권한 범위가 어떻게 되나요?"])
    else:
        mc = pick(["The %s CLI wasn't authenticated on this box. The user had me run:\n%s" % (v.name, fence(cmd, "bash")),
                   "Missing step: %s login. %s said to run `%s`." % (v.name, person(ko), cmd)])
        le = pick(["Interactive login doesn't work on the runner; the token has to go on the command line or in env.",
                   "After one run the CLI caches the credential in its config dir, so later commands just work."])
        ask = pick(["Is the same token used in CI?", "What scopes does this token have?"])
    return "CLI login argument / %s" % v.name, mc, le, ask_or_empty(ask), []


def vc_json(v, parts, ko):
    k = rint(0, 3)
    if k <= 1:
        server = v.name.lower().split()[0].replace(".", "").replace("(", "")
        envs = ",\n".join('        "%s": "%s"' % (n, val) for n, val, _ in parts)
        body = ('{\n  "mcpServers": {\n    "%s": {\n      "command": "npx",\n      "args": ["-y", "@%s/mcp-server"],\n'
                '      "env": {\n%s\n      }\n    }\n  }\n}') % (server, server, envs)
        fname = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", ".vscode/mcp.json", "~/.gemini/settings.json"])
        kind = "MCP server config"
    else:
        key = pick(["apiKey", "api_key", "token", "secret", "accessToken"])
        sec = [(n, val) for n, val, s in parts]
        inner = ",\n".join('    "%s": "%s"' % (key if i == len(sec) - 1 else n.lower(), val) for i, (n, val) in enumerate(sec))
        body = '{\n  "%s": {\n%s,\n    "timeoutMs": %d\n  },\n  "env": "%s"\n}' % (
            v.name.lower().replace(" ", "_").replace(".", ""), inner, pick([3000, 5000, 10000]), pick(ENVS))
        fname = pick(["config/local.json", "appsettings.Development.json", "secrets.json", "config/default.json"])
        kind = "JSON config"
    if ko:
        mc = "%s 설정이 %s에 있다는 걸 몰랐음. 사용자 파일:\n%s" % (v.name, fname, fence(body, "json"))
        le = pick(["%s 커밋 대상이 아니어야 하는데 .gitignore에 빠져 있었음." % J(fname, "은/는"), "JSON 파일 수정 후 클라이언트 재시작해야 반영됨."])
        ask = pick(["%s 값은 팀 공용인가요 개인 키인가요?" % v.name, "이 설정 파일 템플릿이 따로 있나요?"])
    else:
        mc = pick(["The %s settings live in %s, which I didn't know about. The user's copy:\n%s" % (v.name, fname, fence(body, "json")),
                   "Had to be given the %s file to get %s working:\n%s" % (fname, v.name, fence(body, "json"))])
        le = pick(["Changes to %s only apply after restarting the client." % fname, "%s isn't in .gitignore yet, which is risky." % fname])
        ask = pick(["Is this a personal %s key or the team's?" % v.name, "Is there a template version of %s I should copy instead?" % fname])
    return "%s (%s) / %s" % (kind, fname, v.name), mc, le, ask_or_empty(ask), []


def vc_yaml(v, parts, ko):
    k = rint(0, 3)
    if k == 0:
        envl = "\n".join("      %s: %s" % (n, pick(['"%s"', "%s", "'%s'"]) % val) for n, val, _ in parts)
        pj = proj()
        body = "services:\n  %s:\n    image: ghcr.io/%s/%s:latest\n    environment:\n%s\n      LOG_LEVEL: info" % (
            pj, pick(["acme", "nurisoft", "globex"]), pj, envl)
        fname, kind = pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.dev.yml"]), "docker-compose environment"
    elif k == 1:
        envl = "\n".join("  %s: %s" % (n, '"%s"' % val) for n, val, _ in parts)
        body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-%s\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
            proj(), v.name.lower().split()[0].replace(".", ""), pick(ENVS), envl)
        fname, kind = "k8s/%s-secret.yaml" % pick(ENVS), "k8s Secret stringData"
    elif k == 2:
        envl = "\n".join("      %s: %s" % (n, val) for n, val, _ in parts)
        body = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy" % envl
        fname, kind = ".github/workflows/deploy.yml", "GitHub Actions env (hard-coded)"
    else:
        key = v.name.lower().replace(" ", "-").replace(".", "")
        envl = "\n".join("    %s: %s" % (n.lower().replace("_", "-"), val) for n, val, _ in parts)
        body = "%s:\n  %s:\n%s\n    enabled: true" % (pick(["integrations", "external", "clients"]), key, envl)
        fname, kind = pick(["config/application-local.yml", "values.yaml", "config/settings.yaml"]), "YAML app config"
    if ko:
        mc = pick(["%s 값이 %s에 직접 들어가 있었음:\n%s" % (v.name, fname, fence(body, "yaml")),
                   "사용자가 %s 통째로 붙여넣음:\n%s" % (J(fname, "을/를"), fence(body, "yaml"))])
        le = pick(["YAML 들여쓰기 틀리면 env가 통째로 무시됨.", "%s 리뷰 때 시크릿 분리하기로 했는데 아직 안 됨." % J(fname, "은/는")])
        ask = pick(["이 값들을 SealedSecret이나 외부 시크릿으로 옮길 계획 있나요?", "%s 파일은 어느 브랜치 기준인가요?" % fname])
    else:
        mc = pick(["The %s values are inlined in %s:\n%s" % (v.name, fname, fence(body, "yaml")),
                   "User pasted their %s so I could see how %s is wired:\n%s" % (fname, v.name, fence(body, "yaml"))])
        le = pick(["One wrong indent and the whole env block is dropped silently.", "%s still carries literal credentials; it's on the cleanup list." % fname])
        ask = pick(["Should these move to an external secret store?", "Which branch's %s is deployed?" % fname])
    return "%s (%s) / %s" % (kind, fname, v.name), mc, le, ask_or_empty(ask), []


def vc_toml(v, parts, ko):
    k = rint(0, 2)
    if k == 0:
        envl = ", ".join('%s = "%s"' % (n, val) for n, val, _ in parts)
        body = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s-mcp"]\nenv = { %s }' % (
            v.name.lower().split()[0].replace(".", ""), v.name.lower().split()[0].replace(".", ""), envl)
        fname, kind = "~/.codex/config.toml", "Codex MCP config"
    elif k == 1:
        envl = "\n".join('%s = "%s"' % (n.lower(), val) for n, val, _ in parts)
        body = "[%s]\n%s" % (v.name.lower().replace(" ", "_").replace(".", ""), envl)
        fname, kind = ".streamlit/secrets.toml", "Streamlit secrets.toml"
    else:
        envl = "\n".join('%s = "%s"' % (n.lower(), val) for n, val, _ in parts)
        body = "[integrations.%s]\n%s\ntimeout = %d" % (v.name.lower().split()[0].replace(".", ""), envl, pick([10, 30]))
        fname, kind = pick(["config.toml", "settings.local.toml", "app.toml"]), "TOML config"
    if ko:
        mc = "%s 설정 위치를 몰랐음. %s 내용:\n%s" % (v.name, fname, fence(body, "toml"))
        le = "%s 로컬 전용 파일이고 저장소에는 example 버전만 있음." % J(fname, "은/는")
        ask = pick(["%s 공유 방법이 따로 있나요?" % fname, ""])
    else:
        mc = pick(["Didn't know %s is configured through %s. Contents:\n%s" % (v.name, fname, fence(body, "toml")),
                   "%s sent me their %s:\n%s" % (person(ko), fname, fence(body, "toml"))])
        le = "%s is local-only; the repo only has an example copy." % fname
        ask = pick(["How should %s be shared with new devs?" % fname, ""])
    return "%s (%s) / %s" % (kind, fname, v.name), mc, le, ask, []


def vc_ini(v, parts, ko):
    if v.name.startswith("AWS"):
        prof = pick(["default", "staging", "prod-deploy", "legacy"])
        lines = ["[%s]" % prof] + ["%s = %s" % (n.lower(), val) for n, val, _ in parts] + ["region = %s" % pick(REGIONS)]
        fname = "~/.aws/credentials"
    else:
        lines = ["[%s]" % v.name.lower().replace(" ", "_").replace(".", "")] + ["%s = %s" % (n.lower(), val) for n, val, _ in parts]
        fname = pick(["settings.ini", "config.cfg", "tox.ini", "%s.conf" % proj()])
    body = "\n".join(lines)
    if ko:
        mc = "사용자가 %s 내용을 보여줌:\n%s" % (fname, fence(body, "ini"))
        le = pick(["프로파일 이름이 다르면 SDK가 엉뚱한 계정으로 붙음.", "INI는 따옴표 없이 써야 함. 따옴표까지 값으로 읽힘."])
        ask = pick(["어떤 프로파일이 기본인가요?", "이 키 발급 계정은 누구 소유인가요?"])
    else:
        mc = pick(["I was missing the %s section of %s. The user shared theirs:\n%s" % (v.name, fname, fence(body, "ini")),
                   "%s contents, as pasted:\n%s" % (fname, fence(body, "ini"))])
        le = pick(["With the wrong profile name the SDK silently uses a different account.", "No quotes in INI values; quotes become part of the value."])
        ask = pick(["Which profile is the default on CI?", "Whose account issued these keys?"])
    return "INI (%s) / %s" % (fname, v.name), mc, le, ask_or_empty(ask), []


def vc_xml(v, parts, ko):
    k = rint(0, 1)
    if k == 0:
        adds = "\n".join('    <add key="%s" value="%s" />' % ("".join(w.capitalize() for w in n.lower().split("_")), val) for n, val, _ in parts)
        body = "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % adds
        fname = pick(["Web.config", "App.config", "Web.Release.config"])
    else:
        adds = "\n".join('    <entry key="%s">%s</entry>' % (n.lower().replace("_", "."), val) for n, val, _ in parts)
        body = '<?xml version="1.0"?>\n<properties>\n%s\n</properties>' % adds
        fname = pick(["conf/integration.xml", "src/main/resources/keys.xml"])
    if ko:
        mc = "%s 키가 %s에 들어 있다는 걸 몰랐음:\n%s" % (v.name, fname, fence(body, "xml"))
        le = "배포 시 transform이 덮어쓰지 않아서 로컬 값이 그대로 나감."
        ask = "이 설정을 Key Vault 참조로 바꿔도 되나요?"
    else:
        mc = "The %s key sits in %s, which I didn't know:\n%s" % (v.name, fname, fence(body, "xml"))
        le = pick(["The release transform doesn't touch these entries, so the local values ship as-is.", "Config is read once at startup; edits need an app pool recycle."])
        ask = pick(["Can we switch these entries to Key Vault references?", ""])
    return "XML config (%s) / %s" % (fname, v.name), mc, le, ask, []


def vc_properties(v, parts, ko):
    pre = pick(["app", "integration", "external"]) + "." + v.name.lower().split()[0].replace(".", "")
    body = "\n".join(["server.port=%d" % pick([8080, 8081, 9000])] +
                     ["%s.%s=%s" % (pre, n.lower().split("_", 1)[-1].replace("_", "-"), val) for n, val, _ in parts] +
                     ["%s.timeout=5s" % pre])
    fname = pick(["src/main/resources/application-local.properties", "application.properties", "gradle.properties"])
    if ko:
        mc = "%s 설정 파일을 몰라서 한참 찾음. 사용자가 준 값:\n%s" % (fname, fence(body, "properties"))
        le = "Spring 프로파일이 local일 때만 이 파일을 읽음."
        ask = ask_or_empty("다른 프로파일에서는 값이 어디서 오나요?")
    else:
        mc = "Couldn't find where %s gets its key. It's in %s:\n%s" % (v.name, fname, fence(body, "properties"))
        le = "That file is only read with the `local` Spring profile active."
        ask = ask_or_empty("Where do the other profiles get this value?")
    return "properties file / %s" % v.name, mc, le, ask, []


def vc_terraform(v, parts, ko):
    k = rint(0, 2)
    sname, sval = first_secret(parts)
    if k == 0:
        body = 'variable "%s" {\n  type    = string\n  default = "%s"\n}' % (sname.lower(), sval)
        kind = "Terraform variable default"
    elif k == 1:
        prov = v.name.lower().split()[0].replace(".", "")
        body = 'provider "%s" {\n  %s = "%s"\n}' % (prov, pick(["api_token", "token", "api_key"]), sval)
        kind = "Terraform provider block"
    else:
        body = "\n".join('%s = "%s"' % (n.lower(), val) for n, val, _ in parts)
        kind = "terraform.tfvars"
    if ko:
        mc = "%s 리소스 plan이 인증 에러로 실패했는데, 키가 코드에 있었음:\n%s" % (v.name, fence(body, "hcl"))
        le = pick(["tfvars는 state에도 남으니까 민감값은 sensitive 처리가 필요함.", "provider 블록 값이 env보다 우선함."])
        ask = ask_or_empty("remote state 접근 권한은 누구한테 받나요?")
    else:
        mc = pick(["`terraform plan` failed on auth; turns out the %s key is in the code:\n%s" % (v.name, fence(body, "hcl")),
                   "The user pasted the %s piece of the infra repo:\n%s" % (v.name, fence(body, "hcl"))])
        le = pick(["Values set in the provider block beat the env variable.", "Anything in tfvars also lands in state, so mark it sensitive."])
        ask = ask_or_empty("Who can grant access to the remote state bucket?")
    return "%s / %s" % (kind, v.name), mc, le, ask, []


def vc_k8s_b64(v, parts, ko):
    secs = [(n, val) for n, val, s in parts if s]
    encs = [(n, b64s(val)) for n, val in secs]
    body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\ntype: Opaque\ndata:\n%s" % (
        v.name.lower().split()[0].replace(".", ""), "\n".join("  %s: %s" % (n, e) for n, e in encs))
    if ko:
        mc = "%s 시크릿이 어떻게 들어가는지 몰랐음. `kubectl get secret -o yaml` 결과:\n%s" % (v.name, fence(body, "yaml"))
        le = "data 값은 base64라서 `base64 -d`로 풀어서 확인해야 함. stringData랑 헷갈리지 말 것."
        ask = ask_or_empty("이 Secret은 External Secrets가 관리하나요 손으로 만든 건가요?")
    else:
        mc = "I didn't know how the %s credentials reach the pod. `kubectl get secret -o yaml` showed:\n%s" % (v.name, fence(body, "yaml"))
        le = "Values under `data:` are base64; decode with `base64 -d` before comparing with the dashboard."
        ask = ask_or_empty("Is this Secret managed by External Secrets or created by hand?")
    return "k8s Secret data (base64 values) / %s" % v.name, mc, le, ask, [e for _, e in encs]


def vc_dockerfile(v, parts, ko):
    sname, sval = first_secret(parts)
    k = rint(0, 2)
    if k == 0:
        body = "FROM node:20-alpine\nWORKDIR /app\nENV %s=%s\nCOPY . .\nRUN npm ci && npm run build" % (sname, sval)
    elif k == 1:
        body = "FROM python:3.12-slim\nARG %s=%s\nRUN pip install -r requirements.txt\nCMD [\"python\", \"-m\", \"worker\"]" % (sname, sval)
    else:
        body = "FROM golang:1.22 AS build\nRUN %s=%s go run ./cmd/fetch-assets\nRUN go build -o /out/app ./cmd/app" % (sname, sval)
    if ko:
        mc = "이미지 빌드할 때 %s 키가 필요했는데 Dockerfile에 박혀 있었음:\n%s" % (v.name, fence(body, "dockerfile"))
        le = "ENV/ARG 값은 이미지 레이어에 남음. `docker history`로 다 보임."
        ask = ask_or_empty("BuildKit secret mount로 바꿔도 되나요?")
    else:
        mc = "The image build needs the %s key, and it's baked into the Dockerfile:\n%s" % (v.name, fence(body, "dockerfile"))
        le = "ENV and ARG values persist in image layers; `docker history` shows them."
        ask = ask_or_empty("OK to switch this to a BuildKit secret mount?")
    return "Dockerfile ENV/ARG / %s" % v.name, mc, le, ask, []


def vc_chat(v, parts, ko):
    who = person(ko)
    sname, sval = first_secret(parts)
    t = hhmm()
    if ko:
        lines = ["[%s] %s: %s 키 여기요" % (t, who, v.name), "[%s] %s: %s" % (t, who, sval), "[%s] %s: 다 쓰면 말해줘요 폐기할게요" % (t, who)]
        mc = "%s 키를 어디서 받는지 몰랐음. 슬랙에서 온 메시지:\n%s" % (v.name, "\n".join("> " + l for l in lines))
        le = "테스트 끝나면 이 키는 폐기된다고 함. 장기적으로는 Vault에서 받아야 함."
        ask = ask_or_empty("다음에는 %s 키를 Vault 경로로 받을 수 있을까요?" % v.name)
    else:
        lines = ["[%s] %s: here's the %s key for the test" % (t, who, v.name), "[%s] %s: %s" % (t, who, sval),
                 "[%s] %s: ping me when you're done and I'll revoke it" % (t, who)]
        mc = "I had no %s credentials. From the Slack DM the user forwarded:\n%s" % (v.name, "\n".join("> " + l for l in lines))
        le = "This key is meant to be revoked after the test; long-term the service should read it from Vault."
        ask = ask_or_empty("Next time can you give me the Vault path instead of the raw key?")
    return "chat paste / %s" % v.name, mc, le, ask, []


def vc_log(v, parts, ko):
    sname, sval = first_secret(parts)
    pj = proj()
    stamp = "%sT%s:%02dZ" % (date_str(), hhmm(), rint(0, 59))
    k = rint(0, 2)
    if k == 0 and v.hdr:
        h, fmt = v.hdr
        line = "%s DEBUG http.client send: headers={'%s': '%s', 'User-Agent': 'python-httpx/0.27.0'}" % (stamp, h, fmt.format(sval))
    elif k == 1:
        line = "%s INFO  config loaded: {\"env\": \"%s\", \"%s\": \"%s\", \"retries\": 3}" % (stamp, pick(ENVS), sname.lower(), sval)
    else:
        line = "%s WARN  [%s] env dump on startup: %s=%s PORT=8080 NODE_ENV=production" % (stamp, pj, sname, sval)
    if ko:
        if "DEBUG" in line:
            mc = "로그 레벨이 DEBUG라서 키가 찍히고 있다는 걸 몰랐음. 사용자가 붙인 로그:\n%s" % fence(line)
            le = "배포 전에 로그 레벨 INFO로 돌려야 함. 이 로그는 Loki에 30일 보관됨."
        else:
            mc = "앱 시작할 때 설정값을 통째로 로그에 찍고 있는 줄 몰랐음. 사용자가 붙인 로그:\n%s" % fence(line)
            le = "시작 로그에서 설정 덤프를 빼야 함. 마스킹 미들웨어가 아직 안 붙어 있음."
        ask = ask_or_empty("이미 수집된 로그는 어떻게 지우나요?")
    else:
        mc = pick(["The logger was printing credentials and I didn't know. From the user's paste:\n%s" % fence(line),
                   "Startup logs from %s, as pasted by the user:\n%s" % (pj, fence(line))])
        le = "Debug logging dumps request headers; prod has to stay at INFO." if "DEBUG" in line else "Config and env get logged on startup; the redaction middleware isn't wired in yet."
        ask = ask_or_empty("How do we purge the lines that already shipped to the log store?")
    return "log line / %s" % v.name, mc, le, ask, []


def vc_trace(v, parts, ko):
    sname, sval = first_secret(parts)
    if v.hdr and chance(0.6):
        h, fmt = v.hdr
        k = 1
        body = ("Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
                "    at settle (node_modules/axios/lib/core/settle.js:17:12)\n"
                "  config: { url: '%s', headers: { '%s': '%s' } }" % (v.url or "/v1/" + pick(["messages", "items", "sync"]), h, fmt.format(sval)))
    else:
        k = 0
        host_ = (v.url.split("/")[2] if v.url else "api.%s.com" % v.name.lower().split()[0].replace(".", ""))
        body = ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in send\n    resp.raise_for_status()\n'
                "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://%s/v1/%s?%s=%s"
                % (proj().replace("-", "_"), rint(20, 300), host_, pick(["events", "send", "search"]), pick(["api_key", "key", "token", "access_token"]), sval))
    if ko:
        mc = "에러 원인을 몰라서 사용자가 전체 스택트레이스를 붙여줌:\n%s" % fence(body)
        le = "429는 키 문제가 아니라 호출량 문제였음. 백오프 넣어서 해결." if k == 0 else "401은 만료된 키 때문이었음. 새 키 받아서 해결."
        ask = ask_or_empty("%s 키 만료 주기가 어떻게 되나요?" % v.name)
    else:
        mc = "I didn't have the failing request. The user pasted the full trace:\n%s" % fence(body)
        le = "The 429 was volume, not auth; exponential backoff fixed it." if k == 0 else "The 401 came from an expired key; the user issued a new one."
        ask = ask_or_empty("How often does the %s key expire?" % v.name)
    return "stack trace with token / %s" % v.name, mc, le, ask, []

def vc_diff(v, parts, ko):
    sname, old = first_secret(parts)
    new = v.mk()
    newval = [val for n, val, s in new if n == sname][0]
    fname = pick([".env.staging", "config/prod.env", "deploy/values-prod.yaml", "docker-compose.prod.yml"])
    sep = ": " if fname.endswith((".yaml", ".yml")) else "="
    body = "--- a/%s\n+++ b/%s\n@@ -3,7 +3,7 @@\n %s%s%s\n-%s%s%s\n+%s%s%s\n %s" % (
        fname, fname, "LOG_LEVEL", sep, "info", sname, sep, old, sname, sep, newval, pick(filler_env(1)).replace("=", sep))
    if ko:
        mc = "%s 키를 교체한 커밋이 있는 줄 몰랐음. `git show` 결과:\n%s" % (v.name, fence(body, "diff"))
        le = "이전 키는 아직 폐기 안 됐다고 함. 둘 다 살아 있음."
        ask = ask_or_empty("이전 키는 언제 revoke 하나요?")
    else:
        mc = "I didn't know the %s key had been swapped in a recent commit. `git show` has:\n%s" % (v.name, fence(body, "diff"))
        le = "The old key was never revoked, so both still work; that's why the stale pod kept running."
        ask = ask_or_empty("When will the previous key be revoked?")
    return "git diff (old and new key) / %s" % v.name, mc, le, ask, [newval]


def vc_table(v, parts, ko):
    sname, a = first_secret(parts)
    b = [val for n, val, s in v.mk() if n == sname][0]
    envs = sample(["dev", "staging", "prod", "qa"], 2)
    if ko:
        body = "| 환경 | 변수 | 값 |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |" % (envs[0], sname, a, envs[1], sname, b)
        mc = "환경별 %s 키가 다르다는 걸 몰랐음. 사용자가 정리해준 표:\n%s" % (v.name, body)
        le = "%s 환경 키로 %s 호출하면 403 남." % (envs[0], J(envs[1], "을/를"))
        ask = ask_or_empty("qa 환경 키도 따로 있나요?")
    else:
        body = "| env | variable | value |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |" % (envs[0], sname, a, envs[1], sname, b)
        mc = "I assumed one %s key for every environment. The user's table:\n%s" % (v.name, body)
        le = "Using the %s key against %s returns 403, which looked like a permissions bug." % (envs[0], envs[1])
        ask = ask_or_empty("Is there a separate key for the remaining environments?")
    return "markdown table (two keys) / %s" % v.name, mc, le, ask, [b]


def vc_prose(v, parts, ko):
    sname, sval = first_secret(parts)
    if ko:
        mc = pick(["%s %s 못 받은 상태로 시작했음. 나중에 사용자가 %s 이거 쓰라고 알려줌." % (v.name, J(v.ko, "을/를"), sval),
                   "%s 준 %s %s %s 임. 이걸 몰라서 mock으로만 테스트했었음." % (J(person(ko), "이/가"), v.name, J(v.ko, "은/는"), sval)])
        le = pick(["실제 키로 돌리니까 응답 스키마가 mock이랑 달랐음 (필드명 camelCase).", "%s 호출은 실제 키가 있어야 검증 가능함." % v.name])
        ask = ask_or_empty(pick(["이 키 사용량 한도가 있나요?", "테스트 끝나면 키를 폐기해야 하나요?"]))
    else:
        mc = pick(["I started without the %s %s. Later the user said to use %s." % (v.name, v.label, sval),
                   "The %s %s that %s handed over is %s; until then I'd only tested against mocks." % (v.name, v.label, person(ko), sval),
                   "Nobody mentioned which %s credential to use. It turned out to be %s, from the team vault." % (v.name, sval)])
        le = pick(["With a real key the response shape differed from the mock (camelCase fields).", "The %s integration can't be verified without a live key." % v.name])
        ask = ask_or_empty(pick(["Does this key have a usage cap?", "Should the key be revoked after testing?"]))
    return "prose (token inline) / %s" % v.name, mc, le, ask, []


def vc_split_sent(v, parts, ko):
    sname, sval = first_secret(parts)
    if ko:
        mc = "%s 연동 키는 %s DM으로 줬음. 값은 이거: %s" % (v.name, J(person(ko), "이/가"), sval)
        le = "키는 %s 환경변수로 넣으면 됨. 코드 수정은 필요 없었음." % sname
    else:
        mc = pick(["The %s credential came from %s over DM. It's this one. %s" % (v.name, person(ko), sval),
                   "%s has one shared %s. Here it is: %s" % (proj(), v.label, sval)])
        le = "It goes in %s; no code change was needed." % sname
    ask = ask_or_empty(T(ko, "Is that still the current one?", "아직 유효한 키인가요?"))
    return "split across two sentences / %s" % v.name, mc, le, ask, []


def vc_split_field(v, parts, ko):
    sname, sval = first_secret(parts)
    if ko:
        mc = "%s 호출이 전부 401이었는데, 환경변수 %s 비어 있었음. 사용자가 알려준 값:" % (v.name, J(sname, "이/가"))
        le = "%s\n이 값을 넣으니 정상 동작함. 키는 개인 계정 발급분이라 공유 금지라고 함." % sval
        ask = ask_or_empty("팀 공용 키는 따로 있나요?")
    else:
        mc = "Every %s call returned 401 because %s was empty. The value the user gave me:" % (v.name, sname)
        le = "%s\nWith that set, calls go through. It's issued to the user's own account, so not for sharing." % sval
        ask = ask_or_empty("Is there a team-owned key I should use instead?")
    return "split across fields (label in one, value in next) / %s" % v.name, mc, le, ask, []


def vc_ask_repeat(v, parts, ko):
    sname, sval = first_secret(parts)
    if ko:
        mc = "%s 키가 두 개 돌아다녀서 헷갈렸음. README에 있던 건 %s" % (v.name, sval)
        le = "README 키로는 staging만 됨. prod는 다른 키임."
        ask = "%s 이 키가 staging 전용 맞나요?" % sval
    else:
        mc = "There were two %s keys floating around; the README one is %s." % (v.name, sval)
        le = "The README key only works against staging."
        ask = "Is %s the staging-only key, or is it also live in prod?" % sval
    return "token repeated in ask_next_time / %s" % v.name, mc, le, ask, []


def vc_mcp_cmd(v, parts, ko):
    server = v.name.lower().split()[0].replace(".", "").replace("(", "")
    envs = " ".join("-e %s=%s" % (n, val) for n, val, _ in parts)
    tool = pick(["claude", "gemini", "codex"])
    if tool == "claude":
        cmd = "claude mcp add %s %s -- npx -y %s-mcp-server" % (server, envs, server)
    elif tool == "gemini":
        cmd = "gemini mcp add %s %s npx -y %s-mcp" % (server, envs, server)
    else:
        cmd = "codex mcp add %s --env %s -- npx -y %s-mcp" % (server, " --env ".join("%s=%s" % (n, val) for n, val, _ in parts), server)
    if ko:
        mc = "%s MCP 서버가 등록이 안 돼 있었음. 사용자가 알려준 등록 명령:\n%s" % (v.name, fence(cmd, "sh"))
        le = "등록 후 세션 재시작해야 tool 목록에 뜸."
        ask = ask_or_empty("MCP 설정을 프로젝트 scope로 공유할까요, user scope로 둘까요?")
    else:
        mc = "The %s MCP server wasn't registered for this project. The user's command:\n%s" % (v.name, fence(cmd, "sh"))
        le = "The tools only show up after restarting the session."
        ask = ask_or_empty("Should the MCP config be project-scoped or stay user-scoped?")
    return "MCP add command (%s) / %s" % (tool, v.name), mc, le, ask, []


def vc_notebook(v, parts, ko):
    lines = ['os.environ["%s"] = "%s"' % (n, val) for n, val, _ in parts]
    body = "import os\n" + "\n".join(lines) + "\n" + pick(["from openai import OpenAI", "import pandas as pd", "client = make_client()"])
    if ko:
        mc = "노트북 첫 셀에서 키를 직접 세팅하고 있었음:\n%s" % fence(body, "python")
        le = "커널 재시작하면 첫 셀부터 다시 돌려야 함. .ipynb 출력에 키가 남아 있음."
        ask = ask_or_empty("노트북 출력 정리해서 커밋해야 하나요?")
    else:
        mc = pick(["The notebook sets the key in its first cell, which I didn't know:\n%s" % fence(body, "python"),
                   "The user's exploration notebook starts with:\n%s" % fence(body, "python")])
        le = "Restarting the kernel means rerunning that cell; the key is also saved in the .ipynb JSON."
        ask = ask_or_empty("Should I strip the notebook before committing it?")
    return "Jupyter cell os.environ / %s" % v.name, mc, le, ask, []


def vc_platform_set(v, parts, ko):
    sname, sval = first_secret(parts)
    plat = pick(["fly", "heroku", "railway", "gh", "render", "doppler", "kubectl", "docker"])
    cmd = {"fly": "fly secrets set %s=%s -a %s" % (sname, sval, proj()),
           "heroku": "heroku config:set %s=%s --app %s" % (sname, sval, proj()),
           "railway": "railway variables --set \"%s=%s\"" % (sname, sval),
           "gh": 'gh secret set %s --body "%s" --repo %s/%s' % (sname, sval, pick(["acme", "nurisoft"]), proj()),
           "render": "render env set %s=%s --service %s" % (sname, sval, proj()),
           "doppler": "doppler secrets set %s=%s --config %s" % (sname, sval, pick(["dev", "stg", "prd"])),
           "kubectl": "kubectl create secret generic %s-env --from-literal=%s=%s -n %s" % (proj(), sname, sval, pick(ENVS)),
           "docker": "docker run -d --name %s -e %s=%s ghcr.io/acme/%s:latest" % (proj(), sname, sval, proj())}[plat]
    if ko:
        mc = "배포 환경에 %s 안 들어가 있었음. 사용자가 실행한 명령:\n%s" % (J(sname, "이/가"), fence(cmd, "sh"))
        le = "이 명령은 셸 히스토리에 남으니까 다음엔 stdin으로 넣는 게 나음."
        ask = ask_or_empty("다른 리전 앱에도 같은 값 넣어야 하나요?")
    else:
        mc = pick(["%s wasn't set on the deployed app. The user ran:\n%s" % (sname, fence(cmd, "sh")),
                   "Deploy failed at boot with `missing %s`. Fixed with:\n%s" % (sname, fence(cmd, "sh"))])
        le = "That command leaves the value in shell history; piping from stdin is safer next time."
        ask = ask_or_empty("Does the same value need to go to the other regions' apps?")
    return "platform secret set command (%s) / %s" % (plat, v.name), mc, le, ask, []


def vc_basic(v, parts, ko):
    if (v.name, v.label) not in BASIC:
        return None
    user, pw, url = basic_pair(v, parts)
    blob = basic_blob(user, pw)
    cmd = pick(['curl -H "Authorization: Basic %s" %s' % (blob, url),
                "curl -s %s \\\n  --header 'authorization: Basic %s'" % (url, blob)])
    if ko:
        mc = "%s Basic 인증인 줄 몰랐음. 사용자가 Postman에서 복사한 curl:\n%s" % (J(v.name, "이/가"), fence(cmd))
        le = "Basic 값은 `아이디:키`를 base64 한 것. 키만 바꿀 때 인코딩을 다시 해야 함."
        ask = ask_or_empty("이 계정 키는 누구 명의인가요?")
    else:
        mc = "I didn't know %s uses Basic auth. The user copied this from Postman:\n%s" % (v.name, fence(cmd))
        le = "The Basic value is base64 of `id:key`; rotating the key means re-encoding it."
        ask = ask_or_empty("Whose account does this key belong to?")
    return "HTTP Basic header (base64 id:key) / %s" % v.name, mc, le, ask, [blob]


VENDOR_CONTAINERS = [vc_dotenv, vc_export, vc_curl, vc_sdk, vc_cli, vc_json, vc_yaml, vc_toml, vc_ini, vc_xml,
                     vc_properties, vc_terraform, vc_k8s_b64, vc_dockerfile, vc_chat, vc_log, vc_trace, vc_diff,
                     vc_table, vc_prose, vc_split_sent, vc_split_field, vc_ask_repeat, vc_mcp_cmd, vc_notebook,
                     vc_platform_set, vc_basic]

# ---------------------------------------------------------------------------
# password / key / code templates.  Each: f(ko) -> (category, mc, lesson, ask, candidates, service)
# ---------------------------------------------------------------------------
AV_SH_RAW = " '\"\\$`!&|;<>()*?#~{}[]^"
AV_SQ = "'\\"
AV_DQ = '"\\$`!'
AV_JSON = '"\\'
AV_XML = "&<>\"'"
AV_ENV = " #\"'$\\`"
AV_SQL = "'\\"


def shq(pw):
    """how people actually type a password argument: bare when safe, else single quotes"""
    if any(c in AV_SH_RAW for c in pw):
        return "'%s'" % pw
    return pw


def pw_for(ko, avoid=""):
    return pw_any(avoid, ko=ko)


def s_mysql_p(ko):
    pw = pw_for(ko, "'\\ ")
    h, u, d = host("mysql"), pick(DB_USERS), pick(DB_NAMES)
    style = rint(0, 3)
    if style == 0:
        cmd = "mysql -h %s -u %s -p%s %s" % (h, u, shq(pw), d)
        cat = "shell: mysql -p attached password"
    elif style == 1:
        cmd = "mysql -h%s -u%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, shq(pw))
        cat = "shell: mysql --password="
    elif style == 2:
        cmd = "mysqldump -h %s -u %s -p%s --single-transaction %s > %s.sql" % (h, u, shq(pw), d, d)
        cat = "shell: mysqldump -p attached password"
    else:
        old = pw_for(ko, "'\\ ")
        cmd = "mysqladmin -u root -p%s password %s" % (shq(old), shq(pw))
        cat = "shell: mysqladmin old and new password"
    if ko:
        mc = pick(["%s DB 접속 정보를 몰랐음. 사용자가 쓰던 명령어:\n%s" % (d, fence(cmd, "bash")),
                   "MySQL 계정을 못 받아서 막혔었는데 %s 이렇게 접속하라고 함: `%s`" % (J(person(ko), "이/가"), cmd)])
        le = pick(["%s 서버는 VPN 붙어 있어야만 접속됨." % h, "-p 뒤에 공백 없이 붙여야 비번으로 인식함. 띄우면 DB 이름으로 읽음."])
        ask = pick(["읽기 전용 계정 따로 받을 수 있나요?", "이 계정으로 DDL 돌려도 되나요?"])
    else:
        mc = pick(["I had no DB credentials for %s. The user's command:\n%s" % (d, fence(cmd, "bash")),
                   "Couldn't reach MySQL until %s told me to run `%s`." % (person(ko), cmd)])
        le = pick(["%s only accepts connections over the VPN." % h,
                   "With -p the password must be glued on; `-p secret` makes mysql prompt and treat the word as a database name."])
        ask = pick(["Can I get a read-only user for this?", "Am I allowed to run DDL as this user?"])
    vals = [pw] + ([old] if style == 3 else [])
    return cat, mc, le, ask_or_empty(ask), vals, "MySQL"


def s_pg_url(ko):
    raw = pw_for(ko, " ")
    if chance(0.5):
        raw = raw + pick(["@", "#", "/", ":", "%", "?"]) + str(rint(1, 99))
    enc = pct(raw)
    u, h, d = pick(DB_USERS), host("pg"), pick(DB_NAMES)
    scheme = pick(["postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg"])
    url = "%s://%s:%s@%s:5432/%s%s" % (scheme, u, enc, h, d, pick(["", "?sslmode=require", "?sslmode=verify-full"]))
    where = pick(["DATABASE_URL=" + url, 'SQLALCHEMY_DATABASE_URI = "%s"' % url, "psql \"%s\"" % url, url])
    show_raw = enc != raw and chance(0.4)
    if ko:
        mc = "마이그레이션 돌릴 DB 주소를 몰랐음. 사용자가 준 값:\n%s" % fence(where)
        le = "비밀번호에 특수문자가 있으면 URL 인코딩해야 함." if enc != raw else "앱이랑 마이그레이션이 같은 URL을 씀. 호스트만 다름."
        if show_raw:
            le += " 원래 비번은 %s 인데 URL에는 인코딩된 형태로 넣어야 함." % raw
        ask = ask_or_empty("마이그레이션 전용 계정을 따로 만들 수 있나요?")
    else:
        mc = pick(["I didn't have the database URL for migrations. The user gave me:\n%s" % fence(where),
                   "Alembic couldn't connect; the connection string it needed is:\n%s" % fence(where)])
        le = "Special characters in the password have to be percent-encoded in the URL." if enc != raw else "App and migrations share this URL; only the host differs per env."
        if show_raw:
            le += " The raw password is %s, but the URL needs the encoded form." % raw
        ask = ask_or_empty("Could migrations get their own DB role?")
    vals = [enc] + ([raw] if show_raw else [])
    return "connection URL with password (PostgreSQL, percent-encoded)", mc, le, ask, vals, "PostgreSQL"


def s_pgpassword(ko):
    pw = pw_for(ko, "'\\ ")
    h, u, d = host("pg"), pick(DB_USERS), pick(DB_NAMES)
    k = rint(0, 2)
    if k == 0:
        cmd = "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (shq(pw), h, u, d)
    elif k == 1:
        cmd = "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > %s.dump" % (shq(pw), h, u, d, d)
    else:
        cmd = "%s:5432:%s:%s:%s" % (h, d, u, pw)
    if ko:
        mc = ("psql이 계속 비번을 물어봐서 막힘. 사용자가 쓰는 방식:\n%s" % fence(cmd, "bash")) if k < 2 else \
             ("~/.pgpass 파일이 필요했음. 사용자가 준 한 줄:\n%s" % fence(cmd))
        le = "~/.pgpass는 권한 600 아니면 무시됨." if k == 2 else "PGPASSWORD는 ps에 보이니까 공용 서버에서는 .pgpass가 나음."
        ask = ask_or_empty("이 계정 비번 주기적으로 바뀌나요?")
    else:
        mc = ("psql kept prompting for a password. The user's way of running it:\n%s" % fence(cmd, "bash")) if k < 2 else \
             ("I needed a ~/.pgpass entry; the user gave me this line:\n%s" % fence(cmd))
        le = "~/.pgpass is ignored unless its mode is 0600." if k == 2 else "PGPASSWORD shows up in `ps` on shared hosts; .pgpass is safer."
        ask = ask_or_empty("Does this role's password rotate?")
    return ("shell: PGPASSWORD env prefix" if k < 2 else ".pgpass line"), mc, le, ask, [pw], "PostgreSQL"


def s_sshpass(ko):
    pw = pw_for(ko, "'\\")
    u, h = pick(["deploy", "ubuntu", "ec2-user", "admin", "root", "pi", "ops"]), host(pick(["jump", "bastion", "app", "build"]))
    cmd = pick(["sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, u, h),
                "sshpass -p '%s' scp build.tar.gz %s@%s:/opt/releases/" % (pw, u, h),
                "sshpass -p '%s' rsync -avz dist/ %s@%s:/var/www/" % (pw, u, h)])
    if ko:
        mc = "%s 서버에 키 인증이 안 돼 있는 줄 몰랐음. 배포 스크립트가 이렇게 접속함:\n%s" % (h, fence(cmd, "bash"))
        le = "이 서버는 비밀번호 로그인만 열려 있음. 키 등록 요청 필요."
        ask = ask_or_empty("%s 계정에 SSH 키 등록해도 되나요?" % u)
    else:
        mc = "I didn't know %s only allows password SSH. The deploy script does:\n%s" % (h, fence(cmd, "bash"))
        le = "Key auth is disabled on that box; the script depends on sshpass being installed."
        ask = ask_or_empty("Can I add a deploy key for %s instead?" % u)
    return "shell: sshpass -p password", mc, le, ask, [pw], "SSH"


def s_docker_login(ko):
    pw = pw_for(ko, "'\\ ")
    u = pick(EN_HANDLES + KO_HANDLES + ["ci-bot", "deployer"])
    reg = pick(["registry.%s" % dom(), "harbor.%s" % dom(), "%s.azurecr.io" % pick(["acmeprod", "nuriacr"]), "ghcr.io", "docker.io"])
    cmd = pick(["docker login -u %s -p %s %s" % (u, shq(pw), reg),
                "echo %s | docker login %s --username %s --password-stdin" % (shq(pw), reg, u),
                "podman login --username %s --password %s %s" % (u, shq(pw), reg)])
    if ko:
        mc = "사설 레지스트리 pull 권한이 필요했음. 사용자가 알려준 로그인:\n%s" % fence(cmd, "bash")
        le = "로그인 정보는 ~/.docker/config.json에 base64로 저장됨."
        ask = ask_or_empty("CI용 robot 계정이 따로 있나요?")
    else:
        mc = pick(["Image pulls from %s failed with `unauthorized`. The user logged in with:\n%s" % (reg, fence(cmd, "bash")),
                   "Needed registry access; %s said to run `%s`." % (person(ko), cmd)])
        le = "Docker stores the login base64-encoded in ~/.docker/config.json, not encrypted."
        ask = ask_or_empty("Is there a robot account for CI pulls?")
    return "shell: docker login password", mc, le, ask, [pw], "Container registry"


def s_redis(ko):
    pw = pw_for(ko, "'\\ ") if chance(0.5) else hexs(32)
    h = host("redis")
    k = rint(0, 2)
    if k == 0:
        snip, cat = "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, shq(pw)), "shell: redis-cli -a password"
    elif k == 1:
        snip, cat = "requirepass %s\nmasterauth %s" % (pw, pw), "redis.conf requirepass"
    else:
        enc = pct(pw)
        snip, cat = "REDIS_URL=redis://:%s@%s:6379/2" % (enc, h), "connection URL with password (Redis)"
        pw = enc
    if ko:
        mc = "캐시 서버에 인증이 걸려 있는 걸 몰랐음 (NOAUTH 에러). 사용자가 준 정보:\n%s" % fence(snip)
        le = "Redis 6부터 ACL 사용자도 있는데 이 서버는 default 사용자 + requirepass 방식임."
        ask = ask_or_empty("ACL 사용자로 전환할 계획 있나요?")
    else:
        mc = "Got `NOAUTH Authentication required` from Redis; I didn't know it had a password. From the user:\n%s" % fence(snip)
        le = "This instance uses requirepass on the default user, not ACL users."
        ask = ask_or_empty("Any plan to move to per-service ACL users?")
    return cat, mc, le, ask, [pw], "Redis"


def s_mongo(ko):
    raw = pw_for(ko, " ")
    enc = pct(raw)
    u = pick(DB_USERS)
    cl = "cluster0.%s.mongodb.net" % rs(LOWALNUM, 5)
    uri = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (u, enc, cl, pick(DB_NAMES))
    snip = pick(['mongosh "%s"' % uri, "MONGODB_URI=%s" % uri, 'client = MongoClient("%s")' % uri])
    if ko:
        mc = "Atlas 클러스터 접속 문자열을 몰랐음. 사용자 제공:\n%s" % fence(snip)
        le = "Atlas는 IP access list에 현재 IP가 없으면 타임아웃만 남. 인증 에러랑 구분 안 됨."
        ask = ask_or_empty("개발용 클러스터가 따로 있나요?")
    else:
        mc = "No Atlas connection string was provided. The user's:\n%s" % fence(snip)
        le = "If your IP isn't on the Atlas access list you get a timeout, not an auth error."
        ask = ask_or_empty("Is there a separate dev cluster?")
    return "connection URI with password (MongoDB Atlas)", mc, le, ask, [enc], "MongoDB"


def s_curl_u(ko):
    pw = pw_for(ko, "'\\ :")
    u = pick(["admin", "elastic", "jenkins", pick(EN_HANDLES), "api", "grafana"])
    url = pick(["https://es.%s:9200/_cluster/health" % dom(), "https://jenkins.%s/job/%s/build" % (dom(), proj()),
                "http://%s:15672/api/queues" % host("mq"), "https://nexus.%s/service/rest/v1/repositories" % dom(),
                "https://grafana.%s/api/datasources" % dom()])
    cmd = pick(["curl -u %s:%s %s" % (u, shq(pw), url), "curl --user '%s:%s' -X POST %s" % (u, pw, url),
                "wget --user=%s --password=%s %s" % (u, shq(pw), url)])
    if ko:
        mc = "API가 Basic 인증인 걸 몰랐음. 사용자가 쓰던 명령:\n%s" % fence(cmd, "bash")
        le = "이 계정은 관리자 권한이라 읽기 작업만 할 것."
        ask = ask_or_empty("읽기 전용 API 계정 만들어 줄 수 있나요?")
    else:
        mc = "The endpoint needs Basic auth, which I didn't know. User's command:\n%s" % fence(cmd, "bash")
        le = "That account is an admin; stick to read calls with it."
        ask = ask_or_empty("Could we get a read-only API user?")
    return "shell: curl -u / wget --password", mc, le, ask, [pw], "HTTP Basic"


def s_htpasswd(ko):
    pw = pw_for(ko, "'\\ ")
    u = pick(["admin", "ops", "preview", "staging", "kibana"])
    cmd = "htpasswd -%s %s %s %s" % (pick(["bc", "b", "bB"]), pick(["/etc/nginx/.htpasswd", ".htpasswd", "auth/users"]), u, shq(pw))
    if ko:
        mc = "스테이징 사이트에 Basic auth가 걸려 있는 걸 몰랐음. 계정 만든 명령:\n%s" % fence(cmd, "bash")
        le = "nginx reload 해야 새 계정이 반영됨."
        ask = ask_or_empty("QA팀에도 이 계정 공유해도 되나요?")
    else:
        mc = "The staging site sits behind Basic auth. The account was created with:\n%s" % fence(cmd, "bash")
        le = "nginx must be reloaded before a new htpasswd entry takes effect."
        ask = ask_or_empty("Can QA have this login too?")
    return "shell: htpasswd -b positional password", mc, le, ask, [pw], "nginx Basic auth"


def s_windows_net(ko):
    pw = pw_for(ko, '"\\ ')
    k = rint(0, 3)
    u = pick(["svc_backup", "Administrator", "deploy", "scanner"])
    if k == 0:
        cmd = "net use Z: \\\\%s\\%s %s /user:%s\\%s" % (pick(["fs01", "nas", "filesrv"]), pick(["share", "deploy", "scans"]), pw, pick(["CORP", "ACME", "NURI"]), u)
        cat = "Windows: net use positional password"
    elif k == 1:
        cmd = "net user %s %s /add" % (u, pw)
        cat = "Windows: net user positional password"
    elif k == 2:
        cmd = "cmdkey /add:%s /user:%s /pass:%s" % (host("app"), u, pw)
        cat = "Windows: cmdkey /pass:"
    else:
        cmd = '$sec = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object PSCredential("%s", $sec)' % (pw, u)
        cat = "PowerShell ConvertTo-SecureString plaintext"
    if ko:
        mc = "윈도우 서버 작업에 계정 정보가 필요했음. 기존 배치 스크립트 내용:\n%s" % fence(cmd, "bat" if k < 3 else "powershell")
        le = "스케줄러 작업이 이 계정으로 돌아서 비번 바뀌면 배치가 같이 죽음."
        ask = ask_or_empty("gMSA로 바꾸는 거 검토해도 될까요?")
    else:
        mc = "The Windows job needed an account I didn't have. The existing script has:\n%s" % fence(cmd, "bat" if k < 3 else "powershell")
        le = "The scheduled task runs as this account, so a password change breaks the nightly batch too."
        ask = ask_or_empty("Could we move this to a gMSA?")
    return cat, mc, le, ask, [pw], "Windows"


def s_rabbit(ko):
    pw = pw_for(ko, "'\\ ")
    u = pick(["app", "celery", "events", "ingest"])
    k = rint(0, 1)
    if k == 0:
        cmd = "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, shq(pw), u)
        cat = "shell: rabbitmqctl add_user positional password"
        vals = [pw]
    else:
        enc = pct(pw)
        cmd = "CELERY_BROKER_URL=amqp://%s:%s@%s:5672/%s" % (u, enc, host("mq"), pick(["", "vhost", "prod"]))
        cat = "connection URL with password (AMQP broker)"
        vals = [enc]
    if ko:
        mc = "브로커 계정을 몰라서 워커가 안 떴음. 사용자가 준 설정:\n%s" % fence(cmd, "bash")
        le = "guest 계정은 localhost에서만 됨. 원격은 별도 계정 필요."
        ask = ask_or_empty("vhost 분리 기준이 있나요?")
    else:
        mc = "Workers couldn't connect to the broker; I had no account. From the user:\n%s" % fence(cmd, "bash")
        le = "The guest account only works from localhost; remote workers need their own user."
        ask = ask_or_empty("Is there a convention for vhosts per service?")
    return cat, mc, le, ask, vals, "RabbitMQ"


def s_keytool(ko):
    pw = pw_for(ko, "'\\ :")
    k = rint(0, 2)
    if k == 0:
        cmd = "keytool -importcert -alias %s-ca -file ca.pem -keystore truststore.jks -storepass %s -noprompt" % (proj(), shq(pw))
        cat = "shell: keytool -storepass"
    elif k == 1:
        cmd = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (proj(), shq(pw))
        cat = "shell: openssl -passout pass:"
    else:
        cmd = ('signingConfigs {\n    release {\n        storeFile file("release.keystore")\n        storePassword "%s"\n'
               '        keyAlias "upload"\n        keyPassword "%s"\n    }\n}') % (pw, pw)
        cat = "Android Gradle signingConfigs storePassword"
    if ko:
        mc = "키스토어 비밀번호를 몰라서 빌드가 실패함. 기존 설정:\n%s" % fence(cmd)
        le = "storePassword랑 keyPassword가 같다고 함. 분실하면 Play Console 업로드 키 재설정해야 함." if k == 2 else "keystore 비번 틀리면 에러 메시지가 'Keystore was tampered with'로 나옴."
        ask = ask_or_empty("키스토어 원본은 어디 보관하나요?")
    else:
        mc = "I didn't know the keystore password, so the build failed. Existing setup:\n%s" % fence(cmd)
        le = "store and key passwords are the same here; losing them means resetting the Play upload key." if k == 2 else "A wrong keystore password shows up as 'Keystore was tampered with, or password was incorrect'."
        ask = ask_or_empty("Where is the original keystore kept?")
    return cat, mc, le, ask, [pw], "Java keystore"


def s_smb_sqlcmd(ko):
    pw = pw_for(ko, "'\\ %")
    k = rint(0, 4)
    if k == 0:
        cmd = "smbclient //%s/%s -U '%s%%%s'" % (pick(["nas01", "fs"]) + "." + dom(), pick(["public", "backup", "design"]), pick(["scanner", "backup"]), pw)
        cat, svc = "shell: smbclient -U user%password", "SMB"
    elif k == 1:
        cmd = "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT name FROM sys.databases\"" % (host("mssql"), shq(pw))
        cat, svc = "shell: sqlcmd -P", "SQL Server"
    elif k == 2:
        cmd = "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (pick(["scott", "app", "batch"]), shq(pw), host("ora"))
        cat, svc = "shell: sqlplus user/password@", "Oracle"
    elif k == 3:
        cmd = "ldapsearch -x -H ldaps://ldap.%s -D 'cn=admin,dc=%s,dc=com' -w %s -b 'ou=people,dc=%s,dc=com'" % (dom(), "corp", shq(pw), "corp")
        cat, svc = "shell: ldapsearch -w", "LDAP"
    else:
        cmd = "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (ip_private(), shq(pw))
        cat, svc = "shell: ipmitool -P", "IPMI/BMC"
    if ko:
        mc = "%s 접속 정보가 없었음. 운영 위키에 있던 명령:\n%s" % (svc, fence(cmd, "bash"))
        le = "이 명령은 운영망에서만 됨. 로컬에서는 방화벽에 막힘."
        ask = ask_or_empty("%s 계정을 개인 계정으로 받을 수 있나요?" % svc)
    else:
        mc = "I had no %s credentials. The ops wiki command:\n%s" % (svc, fence(cmd, "bash"))
        le = "It only works from the ops network; from a laptop the port is firewalled."
        ask = ask_or_empty("Can I get a personal %s account instead of the shared one?" % svc)
    return cat, mc, le, ask, [pw], svc


def s_rdp(ko):
    pw = pw_for(ko, "'\\ ")
    h = ip_private()
    cmd = pick(["xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, pick(["Administrator", "ops"]), shq(pw)),
                "rdesktop -u %s -p %s %s" % (pick(["Administrator", "ops"]), shq(pw), h)])
    if ko:
        mc = "윈도우 빌드 머신 원격 접속 방법을 몰랐음: `%s`" % cmd
        le = "빌드 머신은 한 명만 접속 가능. 다른 사람 세션이 있으면 끊김."
    else:
        mc = "I didn't know how to reach the Windows build box. The user uses `%s`." % cmd
        le = "Only one RDP session at a time; connecting kicks whoever is on it."
    ask = ask_or_empty(T(ko, "Is there a schedule for who uses the build box?", "빌드 머신 사용 일정표가 있나요?"))
    return "shell: RDP client /p: password", mc, le, ask, [pw], "RDP"


def s_wifi(ko):
    ssid = pick(["Office-5G", "ACME-Guest", "NURI_DEV", "meetingroom-2.4", "Lab-IoT", "HQ-Staff", "iptime_5G"])
    pw = pick([pw_human("\"'\\;"), pw_passphrase(";:\\\""), pw_generated(";:\\\"", rint(12, 20)), digits(10, False), pw_ko_typed(";\\\"")])
    k = rint(0, 3)
    if k == 0:
        snip, cat = "nmcli dev wifi connect %s password %s" % (ssid, shq(pw)), "shell: nmcli wifi password"
    elif k == 1:
        snip, cat = 'network={\n    ssid="%s"\n    psk="%s"\n}' % (ssid, pw), "wpa_supplicant.conf psk"
    elif k == 2:
        snip, cat = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "Wi-Fi QR payload"
    else:
        snip, cat = None, "prose: Wi-Fi password"
    if ko:
        if snip:
            mc = "테스트 기기(라즈베리파이)를 사내 와이파이에 붙여야 했음. 사용자가 준 설정:\n%s" % fence(snip)
        else:
            mc = "IoT 테스트 기기를 붙일 와이파이 정보를 몰랐음. %s 와이파이 비번은 %s 라고 함." % (ssid, pw)
        le = "게스트망에서는 사내 API가 막혀 있어서 %s에 붙여야 함." % ssid
        ask = ask_or_empty("테스트 기기 MAC 등록은 누구한테 요청하나요?")
    else:
        if snip:
            mc = "The test device had to join the office Wi-Fi. The user gave me:\n%s" % fence(snip)
        else:
            mc = "I needed the Wi-Fi for the IoT test rig. The %s password is %s, per the user." % (ssid, pw)
        le = "The guest network blocks internal APIs, so devices must join %s." % ssid
        ask = ask_or_empty("Who registers device MAC addresses?")
    return cat, mc, le, ask, [pw], "Wi-Fi"


def s_archive(ko):
    pw = pw_for(ko, "'\\ ")
    k = rint(0, 2)
    f = pick(["customer_export", "logs_2025Q1", "db_backup", "contracts", "정산내역"]) 
    cmd = ["zip -P %s -r %s.zip %s/" % (shq(pw), f, f), "7z a -p%s %s.7z ./%s" % (shq(pw), f, f),
           "unzip -P %s %s.zip" % (shq(pw), f)][k]
    if ko:
        mc = "전달받은 압축 파일 비번을 몰라서 못 열었음. 사용자가 알려준 명령: `%s`" % cmd
        le = "zip 암호화(ZipCrypto)는 약함. 외부 전달용으로는 7z AES 써야 함."
    else:
        mc = "Couldn't open the export archive without its password. The user's command: `%s`" % cmd
        le = "Legacy ZipCrypto is weak; use 7z with AES for anything leaving the company."
    ask = ask_or_empty(T(ko, "Should the archive password go through a separate channel next time?", "다음엔 압축 비번을 별도 채널로 받아야 하나요?"))
    return "shell: zip/7z archive password", mc, le, ask, [pw], "Archive"


def s_ansible(ko):
    pw = pw_for(ko, "'\\ \"")
    pw2 = pw_for(ko, "'\\ \"")
    hosts = "\n".join("%s ansible_host=%s" % (pick(["web", "app", "worker"]) + str(i), ip_private()) for i in range(1, 3))
    body = "[web]\n%s\n\n[web:vars]\nansible_user=%s\nansible_password=%s\nansible_become_pass=%s" % (hosts, pick(["deploy", "ubuntu"]), pw, pw2)
    if ko:
        mc = "인벤토리에 접속 정보가 평문으로 들어 있는지 몰랐음. hosts.ini:\n%s" % fence(body, "ini")
        le = "ansible-vault로 옮기기 전까지 이 파일은 공유 금지."
        ask = ask_or_empty("vault 비번 파일은 누가 관리하나요?")
    else:
        mc = "The inventory carries plaintext connection creds, which I hadn't been told. hosts.ini:\n%s" % fence(body, "ini")
        le = "Until these move to ansible-vault the inventory must not be shared."
        ask = ask_or_empty("Who manages the vault password file?")
    return "Ansible inventory ansible_password / become_pass", mc, le, ask, [pw, pw2], "Ansible"


def s_sql_user(ko):
    pw = pw_for(ko, "'\\")
    u = pick(DB_USERS)
    k = rint(0, 4)
    stmt = ["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, pw, pick(DB_NAMES), u),
            "ALTER USER %s WITH PASSWORD '%s';" % (u, pw),
            "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '%s';" % (u, pw, date_str()),
            "ALTER LOGIN %s WITH PASSWORD = '%s';" % (pick(["sa", "app_login"]), pw),
            "SET PASSWORD FOR '%s'@'localhost' = '%s';" % (u, pw)][k]
    eng = ["MySQL", "PostgreSQL", "PostgreSQL", "SQL Server", "MySQL"][k]
    if ko:
        mc = pick(["DB 계정을 새로 만들었다는 걸 몰랐음. 마이그레이션 PR에 있던 SQL:\n%s" % fence(stmt, "sql"),
                   "DBA가 실행한 쿼리를 사용자가 공유해줌:\n%s" % fence(stmt, "sql")])
        le = "계정 생성 SQL은 마이그레이션 파일에 넣으면 안 됨. 비번이 git 히스토리에 남음."
        ask = ask_or_empty("DB 계정 생성은 DBA 요청 티켓으로만 하나요?")
    else:
        mc = pick(["I didn't know a new DB role had been created. The SQL from the migration PR:\n%s" % fence(stmt, "sql"),
                   "The DBA's statement, shared by the user:\n%s" % fence(stmt, "sql")])
        le = "User-creation SQL doesn't belong in migrations; the password ends up in git history."
        ask = ask_or_empty("Do DB users only get created through DBA tickets?")
    return "SQL: create/alter user with password (%s)" % eng, mc, le, ask, [pw], eng


def s_prose_pw(ko):
    pw = pw_for(ko)
    sysname = pick(["staging admin panel", "Metabase", "Grafana", "Jenkins", "the NAS web UI", "Airflow", "Kibana",
                    "the router admin page", "Sentry self-hosted", "phpMyAdmin", "the Keycloak admin console", "ArgoCD"])
    sysko = pick(["스테이징 어드민", "메타베이스", "그라파나", "젠킨스", "NAS 관리 페이지", "에어플로우", "키바나",
                  "공유기 관리자 페이지", "아르고CD", "사내 위키 관리자", "ERP 테스트 계정"])
    u = pick(["admin", "root", "ops", pick(EN_HANDLES), "qa01", "test_admin"])
    k = rint(0, 3)
    if ko:
        mc = [("%s 로그인 정보를 몰랐음. 아이디 %s / 비번 %s" % (sysko, u, pw)),
              ("%s 계정은 %s, 비밀번호는 %s 라고 %s 알려줌." % (sysko, u, pw, J(person(ko), "이/가"))),
              ("%s에 %s 계정으로 로그인함 (비번: %s). 이 정보가 처음에 없었음." % (sysko, u, pw)),
              ("%s 접속하려면 %s 계정 필요. 암호 %s" % (sysko, u, pw))][k]
        le = pick(["관리자 계정이라 설정 화면은 건드리지 말 것.", "%s SSO가 아니라 로컬 계정으로만 들어가짐." % J(sysko, "은/는"),
                   "세션이 30분이면 끊김. 긴 작업은 API 토큰으로 하는 게 나음."])
        ask = ask_or_empty(pick(["개인 계정 발급 가능한가요?", "%s 비번 바뀌면 어디에 공지되나요?" % sysko]))
    else:
        mc = [("I didn't have a login for %s. It's %s / %s." % (sysname, u, pw)),
              ("%s told me the %s password is %s (user %s)." % (person(ko), sysname, pw, u)),
              ("I logged in to %s as %s with %s; nobody had mentioned the account exists." % (sysname, u, pw)),
              ("Missing: credentials for %s. The user said: \"use %s, password %s\"." % (sysname, u, pw))][k]
        le = pick(["It's an admin account; stay out of the settings pages.", "%s uses a local account here, not SSO." % sysname.capitalize(),
                   "Sessions expire after 30 minutes; use an API token for anything long."])
        ask = ask_or_empty(pick(["Can I get a personal account?", "Where are password changes for %s announced?" % sysname]))
    return "prose: password stated in text", mc, le, ask, [pw], "Web admin login"


def s_chat_creds(ko):
    pw = pw_for(ko)
    u = pick(["admin", "qa_master", "ops", "test01", pick(KO_HANDLES)])
    who = person(ko)
    t = hhmm()
    url = "https://%s.%s" % (pick(["admin-stg", "backoffice", "cms", "partner-stg"]), dom())
    if ko:
        chat = "[%s] %s: 어드민 주소 %s\n[%s] %s: 아이디 %s\n[%s] %s: 비번 %s\n[%s] %s: 외부 공유 금지요 ㅎㅎ" % (t, who, url, t, who, u, t, who, pw, t, who)
        mc = "백오피스 계정 정보가 없었음. 사용자가 카톡 대화를 그대로 붙여줌:\n%s" % chat
        le = "백오피스는 사내망 IP에서만 열림. 재택이면 VPN 필요."
        ask = ask_or_empty("QA 계정 말고 권한 낮은 계정 있나요?")
    else:
        chat = "[%s] %s: admin is at %s\n[%s] %s: user %s\n[%s] %s: pass %s\n[%s] %s: don't share outside the team pls" % (t, who, url, t, who, u, t, who, pw, t, who)
        mc = "No back-office login was provided. The user pasted the chat:\n%s" % chat
        le = "The back office only opens from office IPs; remote work needs the VPN."
        ask = ask_or_empty("Is there a lower-privilege account than this one?")
    return "chat paste: username and password", mc, le, ask, [pw], "Back-office login"


def s_split_sent_pw(ko):
    pw = pw_for(ko)
    u, h = pick(DB_USERS), host("db")
    if ko:
        mc = pick(["스테이징 DB 계정은 %s. 비밀번호는 따로 받았는데 %s 임." % (u, pw),
                   "%s 접속용 계정이 %s 인 건 알았는데 비번을 몰랐음. 사용자 답: %s" % (h, u, pw)])
        le = "이 계정은 스키마 변경 권한 없음. DDL은 migrator 계정으로."
        ask = ask_or_empty("비번 바뀌면 어디서 확인하나요?")
    else:
        mc = pick(["The staging DB user is %s. Its password came separately. It is %s." % (u, pw),
                   "I knew the account for %s was %s but not the password. The user's reply: %s" % (h, u, pw)])
        le = "This user can't run DDL; schema changes go through the migrator role."
        ask = ask_or_empty("Where do I check when this password changes?")
    return "split across two sentences: DB password", mc, le, ask, [pw], "Database"


def s_split_field_pw(ko):
    pw = pw_for(ko)
    sysn = pick(["the VPN", "Jenkins", "the staging bastion", "the vendor portal", "the test merchant account"])
    sysk = pick(["VPN", "젠킨스", "스테이징 bastion", "외부 업체 포털", "테스트 가맹점 계정"])
    u = pick(["ops", "deploy", pick(EN_HANDLES), pick(KO_HANDLES)])
    if ko:
        mc = "%s 접속 정보가 없어서 작업이 한참 멈춤. 아이디는 %s, 비밀번호는" % (sysk, u)
        le = "%s 입니다. 5회 틀리면 잠기니 주의. 잠기면 인프라팀에 해제 요청해야 함." % pw
        ask = ask_or_empty("%s 계정을 팀 공용 말고 개인 계정으로 받을 수 있나요?" % sysk)
    else:
        mc = "Work stalled because I had no login for %s. User is %s and the password is" % (sysn, u)
        le = "%s (five wrong attempts lock it; infra has to unlock)." % pw
        ask = ask_or_empty("Can I get a personal account for %s instead of the shared one?" % sysn)
    return "split across fields: password label then value", mc, le, ask, [pw], "Shared account"


def s_ask_repeat_pw(ko):
    pw = pw_for(ko)
    i = rint(0, 4)
    sysn = (["Grafana", "스테이징 DB", "SonarQube", "거래처 FTP", "Harbor"] if ko else ["Grafana", "the staging DB", "SonarQube", "the FTP drop", "Harbor"])[i]
    if ko:
        mc = "%s 비번이 문서마다 달랐음. 위키에는 %s 로 되어 있음." % (sysn, pw)
        le = "위키 비번으로는 로그인 실패함. 최근에 바뀐 듯."
        ask = "%s 비번이 아직 %s 인가요, 바뀌었나요?" % (sysn, pw)
    else:
        mc = "Docs disagreed on the %s password; the wiki says %s." % (sysn, pw)
        le = "The wiki password fails now, so it was probably changed."
        ask = "Is the %s password still %s, or was it rotated?" % (sysn, pw)
    return "password repeated in ask_next_time", mc, le, ask, [pw], "Shared account"


def s_table_pw(ko):
    rows = []
    vals = []
    envs = sample(["local", "dev", "staging", "qa", "prod-ro"], 3)
    for e in envs:
        pw = pw_for(ko, "|")
        vals.append(pw)
        rows.append("| %s | %s | %s | %s |" % (e, host("db"), pick(DB_USERS), pw))
    head = T(ko, "| env | host | user | password |", "| 환경 | 호스트 | 계정 | 비밀번호 |")
    body = head + "\n|---|---|---|---|\n" + "\n".join(rows)
    if ko:
        mc = "환경별 DB 접속 정보를 몰랐음. 인수인계 문서 표:\n%s" % body
        le = "prod-ro도 실제 운영 DB라 무거운 쿼리 금지."
        ask = ask_or_empty("이 표 최신 버전 맞나요?")
    else:
        mc = "I had none of the per-environment DB logins. From the handover doc:\n%s" % body
        le = "Even the read-only prod replica is production; no heavy queries."
        ask = ask_or_empty("Is this table current?")
    return "markdown table: multiple DB passwords", mc, le, ask, vals, "Database"


def s_trace_pw(ko):
    pw = pw_for(ko, "&'\" \\")
    h, u, d = host("mysql"), pick(DB_USERS), pick(DB_NAMES)
    k = rint(0, 2)
    if k == 0:
        enc = pw
        body = ("com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n"
                "\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:828)\n"
                "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)\n"
                "Caused by: url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, d, u, enc))
    elif k == 1:
        enc = pct(pw)
        body = ('Traceback (most recent call last):\n  File "/srv/%s/db.py", line 12, in <module>\n'
                '    engine = create_engine("postgresql://%s:%s@%s/%s")\n'
                "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name \"%s\" to address"
                % (proj(), u, enc, h, d, h))
    else:
        enc = pct(pw)
        body = ("MongoServerSelectionError: connection timed out\n    at Timeout._onTimeout (node_modules/mongodb/lib/sdam/topology.js:278:38)\n"
                "  uri: 'mongodb://%s:%s@%s:27017/%s?authSource=admin'" % (u, enc, h, d))
    if ko:
        mc = "DB 연결 에러 원인을 몰랐음. 사용자가 붙인 스택트레이스:\n%s" % fence(body)
        le = "호스트 DNS 문제였음. 비번 문제 아님. 컨테이너 안에서는 내부 DNS 이름을 써야 함."
        ask = ask_or_empty("스테이징 DNS 레코드는 누가 관리하나요?")
    else:
        mc = "I couldn't see why the DB connection failed until the user pasted the trace:\n%s" % fence(body)
        le = "It was DNS, not auth: inside the container the internal hostname is required."
        ask = ask_or_empty("Who manages the staging DNS records?")
    return "stack trace containing DB password", mc, le, ask, [enc], "Database"


def s_diff_pw(ko):
    a, b = pw_for(ko, " \"'#"), pw_for(ko, " \"'#")
    key = pick(["DB_PASSWORD", "SPRING_DATASOURCE_PASSWORD", "MYSQL_PASSWORD", "POSTGRES_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD"])
    f = pick([".env.staging", "deploy/staging.env", "config/.env.qa"])
    body = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -8,3 +8,3 @@\n DB_HOST=%s\n-%s=%s\n+%s=%s" % (f, f, f, f, host("db"), key, a, key, b)
    if ko:
        mc = "비번이 최근에 바뀐 걸 몰랐음. 관련 커밋 diff:\n%s" % fence(body, "diff")
        le = "앱 재시작 안 하면 커넥션 풀이 예전 비번으로 재접속 시도함."
        ask = ask_or_empty("비번 변경 일정은 어디서 공지되나요?")
    else:
        mc = "I didn't know the password had changed. The commit diff:\n%s" % fence(body, "diff")
        le = "Without a restart the pool keeps reconnecting with the old password."
        ask = ask_or_empty("Where are password rotations announced?")
    return "git diff: old and new password", mc, le, ask, [a, b], "Database"


def s_app_password(ko):
    k = rint(0, 2)
    if k == 0:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        svc, cat = "Gmail", "Google app password (16 letters, spaced)"
        acct = pick(EN_HANDLES + KO_HANDLES) + "@" + dom()
        snip = "MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=\"%s\"" % (acct, pw)
    elif k == 1:
        pw = "-".join(rs(LO, 4) for _ in range(4))
        svc, cat = "Apple ID", "Apple app-specific password"
        acct = pick(EN_HANDLES) + "@" + dom()
        snip = "FASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (acct, pw)
    else:
        pw = pw_for(ko, "\"' \\")
        svc, cat = "SMTP relay", "SMTP password in mail settings"
        snip = "spring.mail.host=smtp.%s\nspring.mail.username=noreply@%s\nspring.mail.password=%s" % (dom(), dom(), pw)
    if ko:
        if k == 1:
            mc = "TestFlight 업로드가 Apple ID 인증에서 막혔는데 설정 값을 몰랐음. 사용자가 준 값:\n%s" % fence(snip)
            ask = ask_or_empty("App Store Connect API 키 방식으로 바꿔도 되나요?")
        else:
            mc = "메일 발송이 인증 실패로 안 됐는데 %s 설정을 몰랐음. 사용자가 준 값:\n%s" % (svc, fence(snip))
            ask = ask_or_empty("발송 전용 계정으로 바꿀 계획 있나요?")
        le = "2단계 인증 켜진 계정은 일반 비번이 아니라 앱 비밀번호를 써야 함." if k < 2 else "SMTP 포트 25는 클라우드에서 막혀 있음. 587 사용."
    else:
        if k == 1:
            mc = "The TestFlight upload stopped at Apple ID auth and I didn't have the settings. From the user:\n%s" % fence(snip)
            ask = ask_or_empty("Could we switch fastlane to an App Store Connect API key?")
        else:
            mc = "Mail sending failed auth and I didn't have the %s settings. From the user:\n%s" % (svc, fence(snip))
            ask = ask_or_empty("Should we move to a dedicated sending account?")
        le = "With 2FA on, the account needs an app password, not the normal one." if k < 2 else "Port 25 is blocked on the cloud provider; use 587."
    return cat, mc, le, ask, [pw], svc


def s_docker_run_env(ko):
    pw = pw_for(ko, "'\\ \"$`")
    k = rint(0, 2)
    img, var = [("mysql:8.0", "MYSQL_ROOT_PASSWORD"), ("postgres:16", "POSTGRES_PASSWORD"), ("mcr.microsoft.com/mssql/server:2022-latest", "MSSQL_SA_PASSWORD")][k]
    cmd = "docker run -d --name %s-db -e %s=%s -p %d:%d %s" % (proj(), var, shq(pw), [3306, 5432, 1433][k], [3306, 5432, 1433][k], img)
    if ko:
        mc = "공유 개발 서버에 떠 있는 DB 컨테이너 비번을 몰랐음. 띄울 때 쓴 명령:\n%s" % fence(cmd, "bash")
        le = "컨테이너를 지우면 데이터도 날아감. 볼륨 마운트 없음."
        ask = ask_or_empty("이 컨테이너를 compose로 옮겨도 되나요?")
    else:
        mc = "I didn't know the password of the DB container on the shared dev box. It was started with:\n%s" % fence(cmd, "bash")
        le = "No volume is mounted, so removing the container drops the data."
        ask = ask_or_empty("OK to move this container into compose?")
    return "shell: docker run -e DB password", mc, le, ask, [pw], ["MySQL", "PostgreSQL", "SQL Server"][k]


def s_vault_kv(ko):
    pw = pw_for(ko, "'\\ \"")
    k = rint(0, 1)
    path = "secret/%s/%s" % (proj(), pick(["db", "smtp", "admin"]))
    cmd = ["vault kv put %s username=%s password=%s" % (path, pick(DB_USERS), shq(pw)),
           "kubectl create secret generic %s-db -n %s --from-literal=username=%s --from-literal=password=%s" % (proj(), pick(ENVS), pick(DB_USERS), shq(pw))][k]
    if ko:
        mc = "시크릿을 어떻게 넣었는지 기록이 없었음. 사용자가 실행했던 명령:\n%s" % fence(cmd, "bash")
        le = "이 값은 앱 시작 시 한 번만 읽음. 바꾸면 롤링 재시작 필요."
        ask = ask_or_empty("시크릿 변경 이력은 어디서 보나요?")
    else:
        mc = "There was no record of how the secret was created. The user's command:\n%s" % fence(cmd, "bash")
        le = "The app reads it once at startup; changing it needs a rolling restart."
        ask = ask_or_empty("Where can I see the history of secret changes?")
    return ["vault kv put password=", "kubectl create secret --from-literal password"][k], mc, le, ask, [pw], ["HashiCorp Vault", "Kubernetes"][k]


def s_netrc_gitcred(ko):
    pw = pw_for(ko, " ") if chance(0.4) else crc_token("ghp_")
    k = rint(0, 2)
    u = pick(EN_HANDLES + KO_HANDLES)
    if k == 0:
        snip, cat = "machine %s\n  login %s\n  password %s" % (pick(["git." + dom(), "api.heroku.com", "nexus." + dom()]), u, pw), ".netrc login/password"
        val = pw
    elif k == 1:
        enc = pct(pw)
        snip, cat = "https://%s:%s@%s" % (u, enc, pick(["github.com", "gitlab." + dom(), "bitbucket.org"])), "~/.git-credentials line"
        val = enc
    else:
        enc = pct(pw)
        snip, cat = "git clone https://%s:%s@git.%s/%s/%s.git" % (u, enc, dom(), pick(["platform", "backend"]), proj()), "git clone URL with credentials"
        val = enc
    if ko:
        mc = "사내 Git 서버 인증이 어떻게 되는지 몰랐음. 사용자 환경에 있던 설정:\n%s" % fence(snip)
        le = "credential helper가 store라서 평문으로 저장됨. osxkeychain이나 manager로 바꾸는 게 좋음."
        ask = ask_or_empty("SSH 키 방식으로 바꿔도 되나요?")
    else:
        mc = "I didn't know how auth to the internal git server works. The user's setup had:\n%s" % fence(snip)
        le = "credential.helper=store keeps this in plaintext; a keychain helper would be better."
        ask = ask_or_empty("Can I switch this to SSH keys?")
    return cat, mc, le, ask, [val], "Git hosting"


def s_framework_cfg(ko):
    pw = pw_for(ko, "'\\\"$ ")
    k = rint(0, 3)
    if k == 0:
        snip, cat, fl = "define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (pick(DB_NAMES), pw, host("mysql")), "wp-config.php DB_PASSWORD", "php"
    elif k == 1:
        snip, cat, fl = "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (host("mysql"), pick(DB_NAMES), pick(DB_USERS), pw), "Laravel .env DB_PASSWORD", "dotenv"
    elif k == 2:
        snip, cat, fl = ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n"
                         "        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}") % (pick(DB_NAMES), pick(DB_USERS), pw, host("pg")), "Django settings DATABASES PASSWORD", "python"
    else:
        snip, cat, fl = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host("pg"), pick(DB_NAMES), pick(DB_USERS), pw), "Spring datasource password", "properties"
    if ko:
        mc = pick(["로컬 세팅에 DB 정보가 빠져 있었음. 사용자가 준 설정:\n%s" % fence(snip, fl),
                   "레거시 서버 설정 파일에 DB 비번이 들어 있는지 몰랐음:\n%s" % fence(snip, fl)])
        le = "이 설정은 서버에서 직접 수정된 상태라 저장소 버전과 다름."
        ask = ask_or_empty("서버 설정을 저장소와 맞춰도 되나요?")
    else:
        mc = pick(["My local setup was missing the DB settings. The user's config:\n%s" % fence(snip, fl),
                   "I didn't know the legacy server's config file holds the DB password:\n%s" % fence(snip, fl)])
        le = "The server copy was edited in place and differs from the repo version."
        ask = ask_or_empty("Should I reconcile the server config with the repo?")
    return cat, mc, le, ask, [pw], "Database"


def s_ftp(ko):
    pw = pw_for(ko, "'\\ ,")
    u = pick(["upload", "partner_%s" % rs(LO, 4), "edi"])
    k = rint(0, 1)
    if k == 0:
        cmd, val = "lftp -u %s,%s sftp://%s" % (u, shq(pw), host("ftp")), pw
    else:
        enc = pct(pw)
        cmd, val = "curl -T report.csv ftp://%s:%s@%s/inbox/" % (u, enc, host("ftp")), enc
    if ko:
        mc = "거래처 FTP로 파일 올리는 방법을 몰랐음. 기존 크론에 있던 명령: `%s`" % cmd
        le = "거래처 서버는 우리 NAT IP만 허용함. 로컬에서 테스트 불가."
    else:
        mc = "I didn't know how files reach the partner's FTP. The old cron entry: `%s`" % cmd
        le = "The partner only allows our NAT IP, so this can't be tested from a laptop."
    ask = ask_or_empty(T(ko, "Is the partner moving to SFTP keys?", "거래처가 SFTP 키 방식으로 바꿀 예정인가요?"))
    return "shell: FTP credentials (lftp -u / ftp URL)", mc, le, ask, [val], "FTP"


def s_cookie(ko):
    k = rint(0, 3)
    if k == 0:
        v = rs(LOWALNUM, 32)
        c, cat = "sessionid=%s; csrftoken=%s" % (v, rs(ALNUM, 32)), "Cookie header: Django sessionid"
    elif k == 1:
        v = hexs(32, True)
        c, cat = "JSESSIONID=%s; Path=/; HttpOnly" % v, "Cookie header: JSESSIONID"
    elif k == 2:
        v = "s%3A" + rs(B64URL, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
        c, cat = "connect.sid=%s" % v, "Cookie header: express connect.sid"
    else:
        v = jwt({"sub": uuid4(), "email": pick(EN_HANDLES) + "@" + dom(), "role": pick(["admin", "user"]), "exp": ts()})
        c, cat = "access_token=%s; Secure; SameSite=Lax" % v, "Cookie header: JWT access_token"
    cmd = "curl 'https://%s.%s/api/%s' -H 'Cookie: %s'" % (pick(["admin", "app", "backoffice"]), dom(), pick(["orders", "me", "reports/daily"]), c)
    if ko:
        mc = "로그인 필요한 API 재현 방법을 몰랐음. 사용자가 브라우저에서 'Copy as cURL' 한 걸 줌:\n%s" % fence(cmd)
        le = "세션 쿠키는 로그아웃하면 무효화됨. 재현 끝나면 로그아웃해달라고 함."
        ask = ask_or_empty("테스트용 API 토큰 발급 방법이 있나요?")
    else:
        mc = "I couldn't reproduce the authenticated call; the user gave me 'Copy as cURL' from the browser:\n%s" % fence(cmd)
        le = "The session cookie dies on logout; the user will log out once I'm done."
        ask = ask_or_empty("Is there a proper way to get a test API token?")
    return cat, mc, le, ask, [v], "Web session"


def s_bearer_jwt(ko):
    iss = pick(["https://auth.%s" % dom(), "https://%s.auth0.com/" % pick(["acme", "nuri"]), "https://cognito-idp.%s.amazonaws.com/%s_%s" % (pick(REGIONS), pick(REGIONS), rs(ALNUM, 9))])
    alg = pick(["HS256", "RS256"])
    tok = jwt({"iss": iss, "sub": uuid4(), "aud": pick(["api", "backoffice"]), "scope": "read:orders write:orders", "iat": ts(), "exp": ts()}, {"alg": alg, "typ": "JWT"})
    k = rint(0, 1)
    if k == 0:
        snip = "Authorization: Bearer %s" % tok
    else:
        snip = '{"access_token":"%s","token_type":"Bearer","expires_in":3600}' % tok
    if ko:
        mc = "인증 붙은 엔드포인트 테스트할 토큰이 없었음. 사용자가 준 값:\n%s" % fence(snip)
        le = "이 토큰은 1시간 후 만료. refresh는 프론트에서만 처리함."
        ask = ask_or_empty("테스트용 client credentials를 받을 수 있나요?")
    else:
        mc = "I had no token for the protected endpoints. The user handed me:\n%s" % fence(snip)
        le = "Access tokens expire after an hour; refresh only happens in the frontend."
        ask = ask_or_empty("Can I get client credentials for testing?")
    return "Bearer JWT access token (%s)" % ("header" if k == 0 else "token response JSON"), mc, le, ask, [tok], "OAuth/JWT"


def s_refresh_token(ko):
    k = rint(0, 1)
    if k == 0:
        tok = "1//0" + rs(B64URL, 99)
        svc = "Google OAuth refresh token"
        snip = '{\n  "client_id": "%s-%s.apps.googleusercontent.com",\n  "refresh_token": "%s",\n  "type": "authorized_user"\n}' % (digits(12), rs(LOWALNUM, 32), tok)
    else:
        tok = rs(B64URL, 64)
        svc = "OAuth refresh token"
        snip = "REFRESH_TOKEN=%s" % tok
    if ko:
        mc = "배치가 어떤 인증으로 API를 부르는지 몰랐음. 서버에 있던 파일:\n%s" % fence(snip)
        le = "refresh token은 개인 계정에 묶여 있어서 퇴사하면 배치가 죽음."
        ask = ask_or_empty("서비스 계정으로 전환할 수 있나요?")
    else:
        mc = "I didn't know how the batch job authenticates. The file on the server:\n%s" % fence(snip)
        le = "That refresh token is tied to a person's account; if they leave, the job dies."
        ask = ask_or_empty("Can we move this to a service account?")
    return svc, mc, le, ask, [tok], "OAuth"


def s_webhook_secret(ko):
    k = rint(0, 2)
    if k == 0:
        sec = hexs(40)
        snip, cat, svc = "GITHUB_WEBHOOK_SECRET=%s" % sec, "GitHub webhook secret", "GitHub"
    elif k == 1:
        seg = rs(ALNUM, 24)
        sec = seg
        snip, cat, svc = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 9), rs(UPALNUM, 10), seg), "Slack incoming webhook URL", "Slack"
    else:
        seg = rs(B64URL, 68)
        sec = seg
        snip, cat, svc = "https://discord.com/api/webhooks/%s/%s" % (digits(19), seg), "Discord webhook URL", "Discord"
    if ko:
        mc = "알림 연동 설정 값을 몰랐음. 사용자가 준 값:\n%s" % fence(snip)
        le = "웹훅 URL 자체가 인증 정보라서 유출되면 아무나 메시지 보낼 수 있음." if k else "서명 검증할 때 raw body로 HMAC 계산해야 함."
        ask = ask_or_empty("알림 채널 바꾸려면 누구한테 요청하나요?")
    else:
        mc = "I didn't have the notification hook settings. From the user:\n%s" % fence(snip)
        le = "The webhook URL is itself the credential; anyone with it can post." if k else "Signature checks must hash the raw request body."
        ask = ask_or_empty("Who do I ask to change the alert channel?")
    return cat, mc, le, ask, [sec], svc


def s_app_secret_key(ko):
    k = rint(0, 5)
    if k == 0:
        v = "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50)
        snip, cat, fw = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY", "Django"
    elif k == 1:
        v = hexs(128)
        snip, cat, fw = "SECRET_KEY_BASE=%s" % v, "Rails secret_key_base", "Rails"
    elif k == 2:
        v = "base64:" + b64(rbytes(32))
        snip, cat, fw = "APP_KEY=%s" % v, "Laravel APP_KEY", "Laravel"
    elif k == 3:
        v = b64(rbytes(32))
        snip, cat, fw = "NEXTAUTH_SECRET=%s" % v, "NextAuth secret", "NextAuth"
    elif k == 4:
        v = pick([hexs(64), pw_generated("\"'\\ ", 32)])
        snip, cat, fw = 'JWT_SECRET="%s"' % v, "JWT signing secret", "JWT"
    else:
        v = hexs(48)
        snip, cat, fw = "app.config['SECRET_KEY'] = '%s'" % v, "Flask SECRET_KEY", "Flask"
    if ko:
        mc = "로컬에서 로그인 세션이 계속 풀렸는데 %s 키 설정을 몰랐음. 사용자가 준 값:\n%s" % (fw, fence(snip))
        le = "이 키가 인스턴스마다 다르면 세션/서명이 서로 안 맞음. 모든 인스턴스가 같은 값을 써야 함."
        ask = ask_or_empty("prod 키도 같은 값인가요?")
    else:
        mc = "Sessions kept getting invalidated locally; I didn't know about the %s key. The user's value:\n%s" % (fw, fence(snip))
        le = "Every instance must share this key or signatures/sessions won't validate across them."
        ask = ask_or_empty("Is prod using the same value?")
    return cat, mc, le, ask, [v], fw


def s_enc_keys(ko):
    k = rint(0, 4)
    if k == 0:
        v = b64url(rbytes(32), pad=True)
        snip, cat, svc = "FIELD_ENCRYPTION_KEY=%s" % v, "Fernet key", "Fernet"
    elif k == 1:
        v = age_secret_key()
        snip, cat, svc = "# created: %sT10:12:44+09:00\n# public key: %s\n%s" % (date_str(), age_public_key(), v), "age secret key (SOPS)", "age/SOPS"
    elif k == 2:
        v = wg_key()
        snip, cat, svc = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820" % (v, rint(2, 200), b64(rbytes(32)), dom()), "WireGuard PrivateKey", "WireGuard"
    elif k == 3:
        v = pw_for(ko, " '\"")
        snip, cat, svc = "echo '%s' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass" % v, "ansible-vault password", "Ansible Vault"
    else:
        v = pw_passphrase("'\"")
        snip, cat, svc = "gpg --batch --pinentry-mode loopback --passphrase '%s' -d backup.tar.gz.gpg | tar xz" % v, "GPG passphrase on command line", "GPG"
    if ko:
        mc = "암호화된 파일을 복호화할 키가 없었음. 사용자가 준 값:\n%s" % fence(snip)
        le = "이 키를 잃어버리면 기존 데이터 복구 불가. 키 백업 위치 확인 필요."
        ask = ask_or_empty("키 백업은 어디에 보관하나요?")
    else:
        mc = "I had no key to decrypt the files. The user provided:\n%s" % fence(snip)
        le = "Lose this key and existing data can't be recovered; it needs a known backup location."
        ask = ask_or_empty("Where is this key backed up?")
    return cat, mc, le, ask, [v], svc


def s_private_key(ko):
    k = rint(0, 4)
    if k == 0:
        d, pub = p256_keypair()
        lines = pem("EC PRIVATE KEY", sec1_ec_der(d, pub))
        cat, svc = "PEM EC private key (SEC1)", "TLS/JWT signing key"
    elif k == 1:
        d, pub = p256_keypair()
        lines = pem("PRIVATE KEY", pkcs8_ec_der(d, pub))
        cat, svc = "PEM PKCS#8 EC key (App Store Connect .p8)", "Apple App Store Connect"
    elif k == 2:
        seed, pub = ed25519_keypair()
        lines = pem("PRIVATE KEY", b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + seed)
        cat, svc = "PEM PKCS#8 Ed25519 private key", "Ed25519 signing key"
    elif k == 3:
        seed, pub = ed25519_keypair()
        while True:
            body = openssh_private_lines(seed, pub, "%s@%s" % (pick(["deploy", "ci", "ubuntu", pick(EN_HANDLES)]), pick(["laptop", "build-01", "github-actions", "mbp"])))
            if len(body[-1]) >= 8:
                break
        lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"]
        cat, svc = "OpenSSH private key (ed25519)", "SSH"
    else:
        lines = ["-----BEGIN RSA PRIVATE KEY-----"] + rsa_private_head_lines(rint(2, 4)) + ["...(truncated)"]
        cat, svc = "PEM RSA private key, truncated paste", "SSH/TLS"
    body_lines = [l for l in lines if not l.startswith("-----") and not l.startswith("...")]
    key = "\n".join(lines)
    if k == 1:
        kid = rs(UPALNUM, 10)
        ctx_en = "the App Store Connect API key (Key ID %s, issuer %s)" % (kid, uuid4())
        ctx_ko = "App Store Connect API 키 (Key ID %s, Issuer %s)" % (kid, uuid4())
    else:
        ctx_en = pick(["the deploy key", "the key CI uses to reach the servers", "the JWT signing key", "the private key for the staging box"])
        ctx_ko = pick(["배포 키", "CI가 서버 접속할 때 쓰는 키", "JWT 서명 키", "스테이징 서버 개인키"])
    if ko:
        mc = "%s 어디서 받는지 몰랐음. 사용자가 채팅에 그대로 붙여줌:\n%s" % (J(ctx_ko, "을/를"), key)
        le = "키 파일 권한은 600이어야 함. 아니면 ssh가 무시함." if k == 3 else "이 키는 재발급하면 기존 토큰/서명이 다 무효가 됨."
        ask = ask_or_empty("키를 채팅 말고 다른 경로로 받을 수 있나요?")
    else:
        mc = "I didn't know where to get %s. The user pasted it straight into chat:\n%s" % (ctx_en, key)
        le = "The key file must be mode 600 or ssh ignores it." if k == 3 else "Re-issuing this key invalidates everything signed with the old one."
        ask = ask_or_empty("Can keys come through something other than chat next time?")
    return cat, mc, le, ask, body_lines, svc


def s_totp(ko):
    seed = totp_seed(pick([10, 20, 20, 32]))
    issuer = pick(["GitHub", "AWS", "Google", "Okta", "npm", "Cloudflare", "Atlassian", "NAVER", "Toss", "1Password"])
    acct = pick(EN_HANDLES + KO_HANDLES) + pick(["", "@" + dom()])
    k = rint(0, 2)
    if k == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(issuer), pct(acct), seed, pct(issuer))
        cat = "otpauth URI with TOTP seed"
        val = seed
    elif k == 1:
        grouped = " ".join(lines_of(seed.lower(), 4))
        snip = grouped
        cat = "TOTP setup key, grouped lowercase"
        val = grouped
    else:
        snip = "MFA_TOTP_SECRET=%s" % seed
        cat = "TOTP seed in env for automated login"
        val = seed
    if ko:
        mc = "공용 %s 계정이 2FA 걸려 있어서 자동화가 막힘. 사용자가 준 OTP 시드:\n%s" % (issuer, fence(snip))
        le = "시드가 있으면 pyotp로 코드 생성 가능. 30초 단위라 서버 시간 동기화 중요."
        ask = ask_or_empty("공용 계정 대신 API 토큰으로 대체할 수 있나요?")
    else:
        mc = "The shared %s account has 2FA, which blocked the automation. The user gave me the setup key:\n%s" % (issuer, fence(snip))
        le = "With the seed, pyotp can generate codes; clock drift on the runner breaks it."
        ask = ask_or_empty("Could an API token replace the shared account here?")
    return cat, mc, le, ask, [val], issuer + " 2FA"


def s_recovery(ko):
    k = rint(0, 5)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 8))]
        svc, cat = "GitHub", "GitHub recovery codes"
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(4, 10))]
        svc, cat = "Google", "Google backup codes"
    elif k == 2:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5))]
        svc, cat = "1Password", "1Password Secret Key (Emergency Kit)"
    elif k == 3:
        blocks = []
        for _ in range(8):
            n = rint(0, 65535) * 11
            blocks.append("%06d" % n)
        codes = ["-".join(blocks)]
        svc, cat = "BitLocker", "BitLocker recovery key"
    elif k == 4:
        codes = ["-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))]
        svc, cat = "Microsoft account", "Microsoft account recovery code"
    else:
        codes = ["%s-%s" % (rs(LOWALNUM, 4), rs(LOWALNUM, 4)) for _ in range(rint(4, 8))]
        svc, cat = "Discord", "Discord backup codes"
    listing = "\n".join(codes)
    if k == 3:
        mc_en = "The test laptop booted into the BitLocker recovery screen after the BIOS update. The user read out the recovery key:\n%s" % fence(listing)
        mc_ko = "BIOS 업데이트 후 테스트 노트북이 BitLocker 복구 화면에서 멈춤. 사용자가 불러준 복구 키:\n%s" % fence(listing)
        le_en, le_ko = "BIOS/TPM changes trigger recovery; suspend BitLocker before firmware updates.", "펌웨어 업데이트 전에 BitLocker 일시 중단해야 복구 화면이 안 뜸."
    elif k == 2:
        mc_en = "Signing in to 1Password on the new build machine needed the account Secret Key. From the user's Emergency Kit:\n%s" % fence(listing)
        mc_ko = "새 빌드 머신에서 1Password 로그인하려면 Secret Key가 필요했음. 사용자가 Emergency Kit에서 옮겨 적어줌:\n%s" % fence(listing)
        le_en, le_ko = "The Secret Key plus the account password unlocks everything; it should never leave the Emergency Kit.", "Secret Key랑 계정 비번이 있으면 전부 열림. Emergency Kit 밖으로 나오면 안 되는 값임."
    else:
        mc_en = "The %s account's 2FA device was lost, so login failed. The user gave me the recovery codes:\n%s" % (svc, fence(listing))
        mc_ko = "%s 계정 2차 인증 기기를 분실해서 로그인이 안 됐음. 사용자가 준 복구 코드:\n%s" % (svc, fence(listing))
        le_en, le_ko = "Each recovery code works once; used ones must be struck off.", "복구 코드는 한 번 쓰면 소진됨. 쓴 코드는 지워야 함."
    if ko:
        mc, le = mc_ko, le_ko
        ask = ask_or_empty(pick(["이 값은 어디에 보관하나요?", "공용 계정 복구 절차 문서가 있나요?"]))
    else:
        mc, le = mc_en, le_en
        ask = ask_or_empty(pick(["Where are these stored?", "Is there a documented recovery procedure for shared accounts?"]))
    return cat, mc, le, ask, codes, svc


def s_seed_phrase(ko):
    k = rint(0, 2)
    if k < 2:
        v = bip39(pick([12, 12, 24]))
        cat = "BIP39 wallet seed phrase"
        snip = v if chance(0.6) else "MNEMONIC=\"%s\"" % v
    else:
        v = "0x" + hexs(64)
        cat = "Ethereum private key (hex)"
        snip = "DEPLOYER_PRIVATE_KEY=%s" % v
    if ko:
        mc = "테스트넷 배포용 지갑 정보를 몰랐음. 사용자가 준 값:\n%s" % fence(snip)
        le = "hardhat config가 이 값으로 배포 계정을 만듦. 메인넷에서 쓰는 지갑이랑 같으면 안 됨."
        ask = ask_or_empty("이 지갑이 메인넷에서도 쓰이나요?")
    else:
        mc = "I didn't have the deployer wallet for the testnet. The user gave me:\n%s" % fence(snip)
        le = "Hardhat derives the deploy account from this; it must never be the mainnet wallet."
        ask = ask_or_empty("Is this wallet used on mainnet too?")
    return cat, mc, le, ask, [v], "Crypto wallet"


def s_pin(ko):
    k = rint(0, 4)
    if k == 0:
        v, what_en, what_ko, cat = digits(8, False), "the test SIM's PUK", "테스트폰 유심 PUK", "SIM PUK code"
    elif k == 1:
        v = digits(rint(4, 5), False) + pick(["*", "#"]) + digits(rint(4, 5), False)
        what_en, what_ko, cat = "the server room door code", "서버실 도어락 비번", "door code"
    elif k == 2:
        v = "-".join(digits(2, False) for _ in range(4))
        what_en, what_ko, cat = "the combination of the key safe in the IDC cage", "IDC 랙 키 보관함 비밀번호", "safe combination"
    elif k == 3:
        v = digits(8, False)
        what_en, what_ko, cat = "the YubiKey PIV PIN for the signing key", "서명용 YubiKey PIV PIN", "hardware token PIN"
    else:
        v = digits(rint(8, 10), False)
        what_en, what_ko, cat = "the alarm panel code for after-hours access", "야간 출입 경비 해제 코드", "alarm code"
    if ko:
        mc = pick(["%s 몰라서 작업이 지연됨. 사용자가 %s 라고 알려줌." % (J(what_ko, "을/를"), v),
                   "현장 작업에 필요한 정보가 빠져 있었음: %s %s" % (what_ko, v)])
        le = "현장 작업은 사전에 출입 신청을 해야 함. 당일 신청은 안 됨."
        ask = ask_or_empty("출입 신청은 누구한테 하나요?")
    else:
        mc = pick(["I didn't know %s; the user said it's %s." % (what_en, v), "On-site step was blocked on %s, which is %s." % (what_en, v)])
        le = "On-site work needs an access request a day ahead."
        ask = ask_or_empty("Who approves access requests?")
    return "PIN/code: %s" % cat, mc, le, ask, [v], "Physical access"


def s_kafka_jaas(ko):
    pw = pw_for(ko, '"\\; ')
    u = pick(["svc-orders", "ingest", rs(UPALNUM, 16)])
    snip = ('security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n'
            'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";') % (u, pw)
    if ko:
        mc = "Kafka 클러스터가 SASL 인증인 걸 몰랐음. 사용자가 준 client.properties:\n%s" % fence(snip, "properties")
        le = "JAAS 문자열 끝에 세미콜론 빠지면 파싱 에러가 엉뚱하게 남."
    else:
        mc = "I didn't know the Kafka cluster needs SASL. The user's client.properties:\n%s" % fence(snip, "properties")
        le = "Drop the trailing semicolon in the JAAS line and the parse error is very misleading."
    ask = ask_or_empty(T(ko, "Is there a separate principal per consumer group?", "컨슈머 그룹별로 계정이 따로 있나요?"))
    return "Kafka JAAS config password", mc, le, ask, [pw], "Kafka"


def s_pkg_index(ko):
    k = rint(0, 3)
    u = pick(["ci", "deploy", pick(EN_HANDLES)])
    if k == 0:
        pw = pw_for(ko, " ")
        enc = pct(pw)
        snip = "pip install --extra-index-url https://%s:%s@pypi.%s/simple/ internal-utils==2.3.1" % (u, enc, dom())
        val, cat = enc, "pip --extra-index-url with credentials"
    elif k == 1:
        pw = pw_for(ko, " ")
        val = b64s("%s:%s" % (u, pw))
        d = dom()
        snip = "registry=https://npm.%s/\n//npm.%s/:_auth=%s\nalways-auth=true" % (d, d, val)
        cat = ".npmrc _auth base64"
    elif k == 2:
        pw = pw_for(ko, " ")
        val = b64s("%s:%s" % (u, pw))
        reg = "registry.%s" % dom()
        snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, val)
        cat = "~/.docker/config.json auth base64"
    else:
        val = crc_token("npm_")
        snip = "//registry.npmjs.org/:_authToken=%s" % val
        cat = ".npmrc _authToken"
    if ko:
        if k == 2:
            mc = "사설 레지스트리에서 이미지 pull이 unauthorized로 실패함. 사용자 PC의 설정:\n%s" % fence(snip)
            le = "auth 값은 `아이디:비번` base64라 사실상 평문임. credsStore 쓰는 게 나음."
        else:
            mc = "사내 패키지 저장소 인증 설정을 몰라서 설치가 401로 실패함. 사용자가 준 설정:\n%s" % fence(snip)
            le = "이 설정이 홈 디렉터리에 있으면 모든 프로젝트에 적용됨."
        ask = ask_or_empty("CI용 읽기 전용 토큰이 따로 있나요?")
    else:
        if k == 2:
            mc = "Pulls from the private registry failed with `unauthorized`. The user's config:\n%s" % fence(snip)
            le = "The auth field is just base64 of user:password; a credsStore helper would be better."
        else:
            mc = "Installs from the internal registry failed with 401; I didn't have the auth config. From the user:\n%s" % fence(snip)
            le = "Placed in the home directory, this applies to every project on the machine."
        ask = ask_or_empty("Is there a read-only token for CI?")
    return cat, mc, le, ask, [val], "Package registry"


def s_basic_header_pw(ko):
    pw = pw_for(ko, " :")
    u = pick(["admin", "elastic", "api", pick(EN_HANDLES)])
    blob = basic_blob(u, pw)
    snip = pick(["Authorization: Basic %s" % blob, 'headers = {"Authorization": "Basic %s"}' % blob,
                 "proxy_set_header Authorization \"Basic %s\";" % blob])
    show = chance(0.3)
    if ko:
        mc = "업스트림이 Basic 인증을 요구하는 걸 몰랐음. 기존 설정:\n%s" % fence(snip)
        le = "Basic 값은 %s:비번을 base64 한 값." % u + (" 디코딩하면 비번은 %s." % pw if show else " 디코딩하면 그대로 보임.")
        ask = ask_or_empty("이 프록시 설정을 시크릿으로 분리해도 되나요?")
    else:
        mc = "I didn't know the upstream needs Basic auth. The existing config:\n%s" % fence(snip)
        le = "The Basic value is just base64 of %s:password" % u + (", i.e. %s." % pw if show else "; decoding it shows the password.")
        ask = ask_or_empty("Can this header move into a secret?")
    return "HTTP Basic header (base64 user:password)", mc, le, ask, [blob] + ([pw] if show else []), "HTTP Basic"


def s_login_body(ko):
    pw = pw_for(ko, "\"\\' &")
    em = pick(EN_HANDLES + KO_HANDLES) + "@" + dom()
    k = rint(0, 1)
    if k == 0:
        cmd = "curl -X POST https://api.%s/v1/auth/login -H 'Content-Type: application/json' -d '{\"email\":\"%s\",\"password\":\"%s\"}'" % (dom(), em, pw)
    else:
        cmd = "curl -d 'username=%s&password=%s' https://%s/login" % (em, pct(pw), "admin." + dom())
        pw = pct(pw)
    if ko:
        mc = "로그인 API로 토큰 받는 방법을 몰랐음. 사용자가 준 curl:\n%s" % fence(cmd)
        le = "로그인 API는 분당 5회 제한. 반복 테스트하면 계정 잠김."
        ask = ask_or_empty("테스트 계정을 하나 더 만들 수 있나요?")
    else:
        mc = "I didn't know how to get a token from the login API. The user's curl:\n%s" % fence(cmd)
        le = "Login is rate-limited to 5/min; repeated tests lock the account."
        ask = ask_or_empty("Could we create a second test account?")
    return "login request body with password", mc, le, ask, [pw], "Web login"


def s_jenkins_grafana_admin(ko):
    k = rint(0, 2)
    if k == 0:
        v = hexs(32)
        snip, cat, svc = "$ sudo cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v, "Jenkins initialAdminPassword output", "Jenkins"
    elif k == 1:
        v = pw_for(ko, " \"'$")
        snip, cat, svc = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s" % v, "Grafana admin password env", "Grafana"
    else:
        v = rs(ALNUM + "-", 16)
        snip, cat, svc = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n%s" % v, "Argo CD initial admin password output", "Argo CD"
    if ko:
        mc = "%s 초기 관리자 비번을 몰랐음. 사용자가 서버에서 확인한 결과:\n%s" % (svc, fence(snip))
        le = "초기 비번은 첫 로그인 후 바꿔야 하는데 아직 안 바뀐 상태임."
        ask = ask_or_empty("관리자 비번 변경해도 되나요?")
    else:
        mc = "I didn't know the %s admin password. What the user got on the server:\n%s" % (svc, fence(snip))
        le = "The initial password was never changed after first login."
        ask = ask_or_empty("May I change the admin password now?")
    return cat, mc, le, ask, [v], svc


def s_cloud_connstr(ko):
    k = rint(0, 3)
    if k == 0:
        key = b64(rbytes(64))
        acct = pick(["acmeprodst", "nuriassets", "kitemedia"]) + digits(2)
        snip = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        cat, svc = "Azure Storage connection string AccountKey", "Azure Storage"
    elif k == 1:
        key = b64(rbytes(32))
        snip = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-bus", "nuri-events"]), key)
        cat, svc = "Azure Service Bus connection string SharedAccessKey", "Azure Service Bus"
    elif k == 2:
        sig = pct(b64(rbytes(32)))
        key = sig
        snip = "https://%s.blob.core.windows.net/%s/export.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=%sT00:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodst01", "nurilogs02"]), pick(["exports", "reports"]), date_str(), sig)
        cat, svc = "Azure SAS URL sig=", "Azure Storage SAS"
    else:
        key = pw_for(ko, ";\"' ")
        snip = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(["acme-sql", "nuri-db"]), pick(DB_NAMES), pick(DB_USERS), key)
        cat, svc = "ADO.NET connection string Password=", "Azure SQL"
    if ko:
        mc = "%s 연결 정보를 몰랐음. 포털에서 복사한 값을 사용자가 줌:\n%s" % (svc, fence(snip))
        le = "관리 ID(managed identity)로 바꾸면 이 문자열 없이 접근 가능함."
        ask = ask_or_empty("managed identity로 전환 계획 있나요?")
    else:
        mc = "I had no %s connection details. The user copied this from the portal:\n%s" % (svc, fence(snip))
        le = "With a managed identity this string wouldn't be needed at all."
        ask = ask_or_empty("Any plan to switch to managed identity?")
    return cat, mc, le, ask, [key], svc


def s_managed_db_url(ko):
    k = rint(0, 3)
    if k == 0:
        pw = "npg_" + rs(ALNUM, 12)
        url = "postgresql://neondb_owner:%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require" % (pw, pick(["cool", "misty", "bold"]), pick(["rain", "leaf", "sun"]), rs(LOWALNUM, 8), pick(REGIONS))
        svc = "Neon"
    elif k == 1:
        pw = hexs(32)
        url = "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (pw, pick(["gentle", "proud", "vast"]), pick(["gull", "mole", "ox"]), rint(10000, 99999))
        svc = "Upstash Redis"
    elif k == 2:
        pw = "pscale_pw_" + rs(B64URL, 43)
        url = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LOWALNUM, 12), pw, proj())
        svc = "PlanetScale"
    else:
        pw = pw_generated("\"'\\ @:/?#%", rint(16, 24))
        url = "postgresql://postgres.%s:%s@aws-0-%s.pooler.supabase.com:6543/postgres" % (rs(LO, 20), pw, pick(REGIONS))
        svc = "Supabase Postgres"
    snip = pick(["DATABASE_URL=\"%s\"" % url, url])
    if ko:
        mc = "%s DB 연결 문자열을 몰랐음. 대시보드에서 복사한 값:\n%s" % (svc, fence(snip))
        le = "pooler 주소랑 direct 주소가 다름. 마이그레이션은 direct로 해야 함."
        ask = ask_or_empty("브랜치 DB도 같은 계정을 쓰나요?")
    else:
        mc = "I didn't have the %s connection string. Copied from the dashboard by the user:\n%s" % (svc, fence(snip))
        le = "The pooled and direct endpoints differ; migrations must use the direct one."
        ask = ask_or_empty("Do branch databases share these credentials?")
    return "managed DB URL with password (%s)" % svc, mc, le, ask, [pw], svc


def s_airflow_conn(ko):
    pw = pw_for(ko, " '\"")
    enc = pct(pw)
    conn = pick(["AIRFLOW_CONN_WAREHOUSE", "AIRFLOW_CONN_POSTGRES_DEFAULT", "AIRFLOW_CONN_MYSQL_LEGACY"])
    url = "%s://%s:%s@%s:%d/%s" % (pick(["postgres", "mysql"]), pick(DB_USERS), enc, host("db"), pick([5432, 3306]), pick(DB_NAMES))
    snip = "%s='%s'" % (conn, url)
    if ko:
        mc = "DAG가 어떤 커넥션을 쓰는지 몰랐음. 스케줄러 env에 있던 값:\n%s" % fence(snip)
        le = "Airflow는 UI 커넥션보다 환경변수 커넥션을 우선함."
    else:
        mc = "I didn't know which connection the DAG uses. From the scheduler's env:\n%s" % fence(snip)
        le = "Env-var connections take precedence over ones defined in the UI."
    ask = ask_or_empty(T(ko, "Should this move to the secrets backend?", "secrets backend로 옮겨야 하나요?"))
    return "Airflow connection URI env", mc, le, ask, [enc], "Airflow"


def s_network_device(ko):
    pw = pw_for(ko, " ")
    k = rint(0, 2)
    if k == 0:
        snip = "username admin privilege 15 secret 0 %s\nenable secret 0 %s" % (pw, pw)
        cat = "Cisco config secret 0 (plaintext)"
    elif k == 1:
        snip = "snmp-server community %s RO 10" % pw
        cat = "SNMP community string"
    else:
        snip = "set system login user ops authentication plain-text-password-value %s" % pw
        cat = "network device plaintext password"
    if ko:
        mc = "스위치 설정 백업을 보다가 관리자 비번이 평문으로 있는 걸 봄:\n%s" % fence(snip)
        le = "type 0은 평문 저장. 설정 백업 파일 자체를 민감 정보로 다뤄야 함."
        ask = ask_or_empty("네트워크 장비 설정 백업은 어디에 저장하나요?")
    else:
        mc = "The switch config backup has the admin secret in plaintext:\n%s" % fence(snip)
        le = "Type 0 means stored in clear; the backup files themselves are sensitive."
        ask = ask_or_empty("Where are device config backups kept?")
    return cat, mc, le, ask, [pw], "Network device"


def s_vpn(ko):
    k = rint(0, 1)
    u = pick(EN_HANDLES + KO_HANDLES)
    pw = pw_for(ko, " ")
    if k == 0:
        snip = "$ cat ~/vpn/auth.txt\n%s\n%s" % (u, pw)
        cat = "OpenVPN auth-user-pass file"
    else:
        snip = "conn office\n    left=%%defaultroute\n    right=vpn.%s\n    authby=secret\n\n# ipsec.secrets\n: PSK \"%s\"" % (dom(), pw.replace('"', ''))
        pw = pw.replace('"', '')
        cat = "IPsec PSK"
    if ko:
        mc = "사내 VPN 연결 설정을 몰랐음. 사용자 설정 파일:\n%s" % fence(snip)
        le = "VPN 없으면 사내 Git, DB 전부 안 보임."
    else:
        mc = "I didn't have the office VPN setup. The user's files:\n%s" % fence(snip)
        le = "Without the VPN none of the internal git or DB hosts resolve."
    ask = ask_or_empty(T(ko, "Is there a per-person VPN account?", "개인별 VPN 계정이 따로 있나요?"))
    return cat, mc, le, ask, [pw], "VPN"


def s_ko_cert(ko):
    pw = pick([pw_ko_typed(), pw_hangul(), pw_human()])
    k = rint(0, 2)
    if k == 0:
        mc_ko = "세금계산서 발행 API가 공동인증서(구 공인인증서)를 씀. 인증서 비밀번호는 %s 라고 경리팀에서 알려줌." % pw
        mc_en = "The e-tax-invoice API signs with the company's joint certificate; accounting said the certificate password is %s." % pw
        cat = "Korean joint certificate (공동인증서) password"
    elif k == 1:
        mc_ko = "홈택스 스크래핑 배치가 사업자 계정으로 로그인함. ID %s / PW %s" % (pick(KO_HANDLES), pw)
        mc_en = "The Hometax scraping batch logs in with the business account: ID %s / PW %s" % (pick(KO_HANDLES), pw)
        cat = "prose: Hometax login"
    else:
        mc_ko = "사내 그룹웨어 테스트 계정 정보가 없었음. %s 알려준 계정: test_dev / %s" % (J(person(True), "이/가"), pw)
        mc_en = "No groupware test account was given. %s provided: test_dev / %s" % (person(False), pw)
        cat = "prose: groupware test account"
    if ko:
        le = ["인증서는 법인 명의라 서버 밖으로 복사 금지. 사용할 때마다 작업 로그 남겨야 함.",
              "홈택스는 동시 로그인이 안 돼서 배치 도는 시간에는 사람이 로그인하면 안 됨.",
              "테스트 계정이지만 실제 결재선에 연결돼 있어서 결재 테스트는 하면 안 됨."][k]
        ask = ask_or_empty(["법인 인증서 갱신일이 언제인가요?", "배치 전용 부계정을 만들 수 있나요?", "결재 테스트용 샌드박스가 있나요?"][k])
        mc = mc_ko
    else:
        le = ["The certificate belongs to the company; it must not be copied off the server and each use is logged.",
              "Hometax allows one session at a time, so nobody should log in while the batch runs.",
              "It's a test account but it's wired into the real approval chain; don't test approvals with it."][k]
        ask = ask_or_empty(["When does the corporate certificate expire?", "Could the batch get its own sub-account?", "Is there a sandbox for approval flows?"][k])
        mc = mc_en
    return cat, mc, le, ask, [pw], "Korean corporate accounts"


def s_ci_file_pw(ko):
    pw = pw_for(ko, " \"'$\\")
    k = rint(0, 2)
    if k == 0:
        snip = "variables:\n  DEPLOY_USER: deploy\n  DEPLOY_PASSWORD: \"%s\"\n\ndeploy:\n  script:\n    - ./deploy.sh" % pw
        f = ".gitlab-ci.yml"
    elif k == 1:
        snip = "environment {\n    NEXUS_USER = 'ci'\n    NEXUS_PASS = '%s'\n}" % pw
        f = "Jenkinsfile"
    else:
        snip = "- name: Login\n  run: echo \"%s\" | docker login ghcr.io -u ${{ github.actor }} --password-stdin" % pw
        f = ".github/workflows/release.yml"
    if ko:
        mc = "%s에 비번이 하드코딩돼 있는 줄 몰랐음:\n%s" % (f, fence(snip, "yaml" if f.endswith("yml") else "groovy"))
        le = "CI 변수(masked)로 옮기면 로그에도 안 찍힘."
        ask = ask_or_empty("CI 변수 등록 권한 받을 수 있나요?")
    else:
        mc = "I didn't know %s had a literal password in it:\n%s" % (f, fence(snip, "yaml" if f.endswith("yml") else "groovy"))
        le = "As a masked CI variable it wouldn't show up in job logs either."
        ask = ask_or_empty("Can I get permission to add CI variables?")
    return "CI file with literal password (%s)" % f, mc, le, ask, [pw], "CI"


def s_mqtt(ko):
    pw = pw_for(ko, " '\"")
    u = pick(["sensor01", "gateway", "iot-bridge"])
    cmd = "mosquitto_pub -h mqtt.%s -p 8883 -u %s -P %s -t 'factory/line1/temp' -m 23.4" % (dom(), u, shq(pw))
    if ko:
        mc = "MQTT 브로커 인증 정보를 몰랐음. 현장 엔지니어가 쓰던 명령:\n%s" % fence(cmd, "bash")
        le = "토픽 ACL 때문에 이 계정은 factory/line1/* 만 publish 가능."
    else:
        mc = "I had no MQTT credentials. The field engineer's command:\n%s" % fence(cmd, "bash")
        le = "Topic ACLs limit this user to publishing under factory/line1/."
    ask = ask_or_empty(T(ko, "Is there a broker account per device?", "기기별 계정이 따로 있나요?"))
    return "shell: mosquitto_pub -P password", mc, le, ask, [pw], "MQTT"


def s_winlogon(ko):
    pw = pw_for(ko, '" ')
    snip = 'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultPassword /t REG_SZ /d "%s" /f' % pw
    if ko:
        mc = "키오스크 PC 자동 로그인 설정 방식을 몰랐음. 설치 스크립트:\n%s" % fence(snip, "bat")
        le = "DefaultPassword는 레지스트리에 평문으로 남음. LSA secret 방식(Autologon 도구)이 나음."
    else:
        mc = "I didn't know how the kiosk PCs auto-login. The setup script:\n%s" % fence(snip, "bat")
        le = "DefaultPassword sits in the registry in clear; Sysinternals Autologon stores it as an LSA secret instead."
    ask = ask_or_empty(T(ko, "Can kiosks use a restricted local account?", "키오스크용 제한 계정을 만들 수 있나요?"))
    return "Windows Winlogon DefaultPassword", mc, le, ask, [pw], "Windows"


def s_korean_typed_prose(ko):
    pw = pw_ko_typed() if chance(0.7) else pw_hangul()
    sysk = pick(["NAS", "공유기", "테스트 서버 root", "사내 위키 관리자", "개발 DB", "CCTV 녹화기"])
    sysn = pick(["the NAS", "the office router", "the test server root account", "the wiki admin", "the dev DB", "the CCTV recorder"])
    if ko:
        mc = pick(["%s 비밀번호를 몰랐음. 한글 자판으로 치면 된다고 했는데 실제 입력값은 %s" % (sysk, pw),
                   "%s 비번: %s (한영 전환 안 하고 친 거라고 함)" % (sysk, pw)])
        le = "한글 비번은 영문 자판 기준 입력값이 실제 비번임. 원격 접속 툴에서 IME 꺼야 함."
        ask = ask_or_empty("비번을 영문으로 바꿔도 되나요?")
    else:
        mc = "I didn't know the password for %s. It's a Korean word typed on an English layout: %s" % (sysn, pw)
        le = "The stored password is the QWERTY keystrokes, so turn the IME off in remote tools."
        ask = ask_or_empty("Could it be changed to something layout-independent?")
    return "Korean-keyboard typed password in prose", mc, le, ask, [pw], "Local device"


SECRET_TEMPLATES = [s_mysql_p, s_pg_url, s_pgpassword, s_sshpass, s_docker_login, s_redis, s_mongo, s_curl_u, s_htpasswd,
                    s_windows_net, s_rabbit, s_keytool, s_smb_sqlcmd, s_rdp, s_wifi, s_archive, s_ansible, s_sql_user,
                    s_prose_pw, s_chat_creds, s_split_sent_pw, s_split_field_pw, s_ask_repeat_pw, s_table_pw, s_trace_pw,
                    s_diff_pw, s_app_password, s_docker_run_env, s_vault_kv, s_netrc_gitcred, s_framework_cfg, s_ftp,
                    s_cookie, s_bearer_jwt, s_refresh_token, s_webhook_secret, s_app_secret_key, s_enc_keys,
                    s_private_key, s_totp, s_recovery, s_seed_phrase, s_pin, s_kafka_jaas, s_pkg_index,
                    s_basic_header_pw, s_login_body, s_jenkins_grafana_admin, s_cloud_connstr, s_managed_db_url,
                    s_airflow_conn, s_network_device, s_vpn, s_ko_cert, s_ci_file_pw, s_mqtt, s_winlogon,
                    s_korean_typed_prose]

# ---------------------------------------------------------------------------
# clean templates: risky-looking notes that hold no credential.
# Each: f(ko) -> (category, mc, lesson, ask)
# ---------------------------------------------------------------------------
def c_env_refs(ko):
    k = rint(0, 3)
    var = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN", "SMTP_PASSWORD", "JWT_SECRET", "REDIS_PASSWORD", "SLACK_BOT_TOKEN"])
    if k == 0:
        snip = "DATABASE_URL=postgres://app:${DB_PASSWORD}@%s:5432/%s" % (host("pg"), pick(DB_NAMES))
    elif k == 1:
        snip = 'const key = process.env.%s;\nif (!key) throw new Error("%s is not set");' % (var, var)
    elif k == 2:
        snip = 'api_key = os.environ["%s"]  # never hard-code' % var
    else:
        snip = "password: ${%s:?must be set}" % var
    if ko:
        mc = "%s 어디서 주입되는지 몰랐음. 코드에서는 이렇게 읽음:\n%s" % (J(var, "이/가"), fence(snip))
        le = "값은 배포 시 Secrets Manager에서 env로 들어옴. 로컬은 .env.local에 각자 넣음."
        ask = ask_or_empty("로컬 개발용 값은 누구한테 받나요?")
    else:
        mc = "I didn't know where %s gets injected. The code reads it like this:\n%s" % (var, fence(snip))
        le = "At deploy time the value comes from Secrets Manager into the environment; locally each dev sets it in .env.local."
        ask = ask_or_empty("Who hands out the local development values?")
    return "env variable reference (no value)", mc, le, ask


def c_ci_refs(ko):
    k = rint(0, 4)
    tok = pick(["NPM_TOKEN", "PYPI_API_TOKEN", "DOCKERHUB_TOKEN", "SONAR_TOKEN", "CODECOV_TOKEN", "SLACK_WEBHOOK_URL"])
    if k == 0:
        snip = "- run: %s\n  env:\n    %s: ${{ secrets.%s }}" % (pick(["npm publish", "make release", "./scripts/notify.sh"]), pick(["NODE_AUTH_TOKEN", "TOKEN", tok]), tok)
        f = "GitHub Actions"
    elif k == 1:
        snip = "script:\n  - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin $CI_REGISTRY\n  - docker push $CI_REGISTRY_IMAGE:%s" % pick(["$CI_COMMIT_SHORT_SHA", "latest", "$CI_COMMIT_TAG"])
        f = "GitLab CI"
    elif k == 2:
        cid = pick(["nexus-ci", "harbor-robot", "%s-deploy" % proj(), "github-app"])
        snip = "withCredentials([usernamePassword(credentialsId: '%s', usernameVariable: 'U', passwordVariable: 'P')]) {\n  sh './gradlew %s'\n}" % (cid, pick(["publish", "jib", "deployStaging"]))
        f = "Jenkins"
    elif k == 3:
        snip = "- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: arn:aws:iam::%s:role/gha-deploy\n    aws-region: %s" % (digits(12), pick(REGIONS))
        f = "GitHub Actions OIDC"
    else:
        snip = "steps:\n  - run: ./deploy.sh\n    environment:\n      %s: $%s  # from the '%s' context" % (tok, tok, pick(["org-global", "deploy-prod", proj()]))
        f = "CircleCI"
    if ko:
        mc = "%s에서 시크릿을 어떻게 넘기는지 몰랐음. 설정:\n%s" % (f, fence(snip, "yaml" if k != 2 else "groovy"))
        le = pick(["값 자체는 CI 설정 화면에만 있고 저장소에는 참조만 있음. 로그에는 ***로 마스킹됨.",
                   "포크 PR에서는 시크릿이 안 넘어가서 이 단계가 스킵됨."])
        ask = ask_or_empty(pick(["시크릿 추가 권한은 누구한테 요청하나요?", "환경별로 시크릿 이름이 다른가요?"]))
    else:
        mc = "I didn't know how %s passes secrets to the job. The pipeline config:\n%s" % (f, fence(snip, "yaml" if k != 2 else "groovy"))
        le = pick(["Only a reference lives in the repo; the value is in CI settings and shows as *** in logs.",
                   "Secrets aren't passed to fork PRs, so this step is skipped there."])
        ask = ask_or_empty(pick(["Who can add new CI secrets?", "Do secret names differ per environment?"]))
    return "CI secret reference (%s)" % f, mc, le, ask


def c_already_redacted(ko):
    k = rint(0, 2)
    if k == 0:
        snip = "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=[REDACTED]" % (host("db"), pick(DB_USERS))
    elif k == 1:
        snip = '{"level":"info","msg":"outbound call","headers":{"authorization":"[Filtered]","x-request-id":"%s"}}' % uuid4()
    else:
        snip = "postgres://%s:****@%s:5432/%s" % (pick(DB_USERS), host("pg"), pick(DB_NAMES))
    if ko:
        mc = "사용자가 붙여준 설정/로그에서 비밀값이 이미 가려져 있었음:\n%s" % fence(snip)
        le = "가려진 값으로는 재현이 안 돼서 연결 테스트는 사용자 쪽에서 진행함. 구조 파악에는 충분했음."
        ask = ask_or_empty("실제 값이 필요한 단계는 누가 대신 실행해 주나요?")
    else:
        mc = "The config/log the user shared already had the secret masked:\n%s" % fence(snip)
        le = "Masked values can't reproduce the connection, so the user ran that test; the shape was enough for the fix."
        ask = ask_or_empty("Who runs the steps that need the real value?")
    return "already-redacted values", mc, le, ask

def c_store_refs(ko):
    k = rint(0, 5)
    if k == 0:
        ref = "vault kv get -field=password secret/%s/%s/db" % (pick(ENVS), proj())
    elif k == 1:
        ref = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), digits(12), pick(ENVS), proj(), rs(ALNUM, 6))
    elif k == 2:
        ref = "projects/%s-%s/secrets/%s-api-key/versions/latest" % (pick(["acme", "nuri"]), pick(ENVS), proj())
    elif k == 3:
        ref = "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/%s/)" % (pick(["acme", "nuri"]), pick(["SqlPassword", "StripeKey", "SendGridKey"]))
    elif k == 4:
        ref = "op://%s/%s/credential" % (pick(["Engineering", "Dev", "Infra"]), pick(["Stripe Prod", "Staging Postgres", "Sentry Token"]))
    else:
        ref = "doppler run --project %s --config %s -- npm start" % (proj(), pick(["dev", "stg", "prd"]))
    if ko:
        mc = "비밀값을 어디서 읽어오는지 몰랐음. 설정에는 참조만 있음: `%s`" % ref
        le = "실제 값은 시크릿 저장소에만 있고, 로컬에서는 CLI 로그인 후 같은 참조로 읽힘."
        ask = ask_or_empty("이 시크릿 읽기 권한은 어떤 그룹에 있나요?")
    else:
        mc = "I didn't know where the secret is read from. Config only has the reference `%s`." % ref
        le = "The value lives only in the secret store; locally the same reference resolves after logging in with the CLI."
        ask = ask_or_empty("Which group has read access to that secret?")
    return "secret-store reference (no value)", mc, le, ask


def c_k8s_ref(ko):
    name = proj()
    k = rint(0, 1)
    if k == 0:
        snip = ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % name)
    else:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: api-key\n      remoteRef:\n        key: %s/%s/api-key" % (name, pick(ENVS), name))
    if ko:
        mc = "파드가 비밀값을 어떻게 받는지 몰랐음. 매니페스트:\n%s" % fence(snip, "yaml")
        le = "Secret 이름이 바뀌면 파드가 CreateContainerConfigError로 안 뜸."
        ask = ask_or_empty("ExternalSecret 동기화 주기는 얼마인가요?")
    else:
        mc = "I didn't know how pods receive the secret. The manifest:\n%s" % fence(snip, "yaml")
        le = "Renaming the Secret leaves pods stuck in CreateContainerConfigError."
        ask = ask_or_empty("How often does the ExternalSecret refresh?")
    return "k8s secret reference (secretKeyRef / ExternalSecret)", mc, le, ask


def c_placeholders(ko):
    ph = [("OPENAI_API_KEY", pick(["sk-...", "<your-openai-key>", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"])),
          ("STRIPE_SECRET_KEY", pick(["sk_test_...", "<stripe secret key>", "sk_live_XXXXXXXX"])),
          ("DB_PASSWORD", pick(["CHANGE_ME", "<password>", "your_password_here", "********"])),
          ("GITHUB_TOKEN", pick(["ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<token>", "ghp_..."])),
          ("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/XXX/YYY/ZZZ"),
          ("AWS_SECRET_ACCESS_KEY", pick(["<aws-secret>", "REPLACE_ME"])),
          ("JWT_SECRET", pick(["generate-with-openssl-rand-hex-32", "<random 32 bytes>"])),
          ("SENTRY_DSN", "https://<key>@o0.ingest.sentry.io/<project>"),
          ("ANTHROPIC_API_KEY", pick(["sk-ant-...", "<anthropic key>"])),
          ("REDIS_URL", "redis://:<password>@localhost:6379/0")]
    lines = ["%s=%s" % kv for kv in sample(ph, rint(3, 5))]
    body = "\n".join(lines)
    f = pick([".env.example", ".env.sample", "env.template", "docker/.env.dist"])
    store = pick(["1Password 'Dev env' 항목", "Vault secret/dev", "팀 Bitwarden 폴더"]) if ko else pick(["the 1Password 'Dev env' item", "Vault under secret/dev", "the team Bitwarden folder"])
    if ko:
        mc = pick(["새로 클론하고 어떤 값을 채워야 하는지 몰랐음. %s:\n%s" % (f, fence(body, "dotenv")),
                   "로컬 세팅 문서에 %s만 있었음:\n%s" % (f, fence(body, "dotenv"))])
        le = "%s에는 자리표시자만 있음. 실제 값은 %s에 있음." % (f, store)
        ask = ask_or_empty(pick(["example에 없는 변수가 더 있나요?", "신규 입사자용 값 전달 절차가 있나요?"]))
    else:
        mc = pick(["After cloning I didn't know which values to fill in. %s has:\n%s" % (f, fence(body, "dotenv")),
                   "The setup doc only points at %s:\n%s" % (f, fence(body, "dotenv"))])
        le = "%s only has placeholders; real values are in %s." % (f, store)
        ask = ask_or_empty(pick(["Are there variables missing from the example?", "Is there an onboarding process for handing out the real values?"]))
    return "placeholders in env template", mc, le, ask


def c_masked(ko):
    k = rint(0, 4)
    if k == 0:
        m = "sk-proj-" + "*" * rint(6, 12) + rs(ALNUM, 4)
        txt_en, txt_ko = "The dashboard lists the key as %s, created by %s." % (m, pick(EN_HANDLES)), "대시보드에는 키가 %s 로만 보이고 생성자는 %s임." % (m, pick(KO_HANDLES))
    elif k == 1:
        m = "AKIA" + "*" * 12 + rs(B32CH, 4)
        txt_en, txt_ko = "IAM shows access key %s as last used 94 days ago." % m, "IAM에서 액세스 키 %s 마지막 사용이 94일 전으로 나옴." % m
    elif k == 2:
        m = "ghp_" + "•" * 8 + rs(ALNUM, 4)
        txt_en, txt_ko = "The token list shows %s with repo and workflow scopes." % m, "토큰 목록에 %s (repo, workflow 권한)로 표시됨." % m
    elif k == 3:
        m = "xoxb-****-****-" + rs(ALNUM, 4)
        txt_en, txt_ko = "The Slack app page shows the bot token only as %s." % m, "슬랙 앱 페이지에는 봇 토큰이 %s 로만 나옴." % m
    else:
        m = "rk_live_…" + rs(ALNUM, 4)
        txt_en, txt_ko = "Stripe lists two restricted keys ending in %s and %s." % (m, rs(ALNUM, 4)), "Stripe에 restricted 키가 두 개 있고 끝자리가 %s, %s임." % (m, rs(ALNUM, 4))
    if ko:
        mc = pick(["어떤 키가 쓰이고 있는지 확인할 방법이 없었음. ", "운영에서 쓰는 키가 뭔지 아무도 몰랐음. "]) + txt_ko
        le = pick(["마스킹된 끝 4자리로 어떤 키인지 구분함. 원문은 발급 시 한 번만 보임.", "끝자리로 대조해보니 예전 키가 아직 쓰이고 있었음. 교체 대상."])
        ask = ask_or_empty(pick(["끝자리 같은 키가 여러 개면 어떻게 구분하나요?", "키 이름에 용도를 적는 규칙을 만들까요?"]))
    else:
        mc = pick(["I couldn't tell which key is in use. ", "Nobody knew which key production uses. "]) + txt_en
        le = pick(["The last four characters are the only way to tell keys apart; the full value is shown once at creation.",
                   "Matching the suffix showed the old key is still live; it's due for rotation."])
        ask = ask_or_empty(pick(["How do we tell keys apart if the last four collide?", "Should key names include their purpose?"]))
    return "masked credential in UI/log", mc, le, ask


def c_doc_examples(ko):
    k = rint(0, 5)
    if k == 0:
        snip = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        what_en, what_ko = "the example pair from the AWS CLI docs", "AWS CLI 문서에 나오는 예시 키"
    elif k == 1:
        snip = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        what_en, what_ko = "the sample token from jwt.io", "jwt.io 샘플 토큰"
    elif k == 2:
        snip = "aws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"
        what_en, what_ko = "the second example pair from the AWS docs", "AWS 문서의 두 번째 예시 키"
    elif k == 3:
        snip = "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\""
        what_en, what_ko = "the sample test-mode key printed in Stripe's API reference", "Stripe API 레퍼런스에 찍혀 있는 샘플 테스트 키"
    elif k == 4:
        snip = "TWILIO_ACCOUNT_SID=ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nTWILIO_AUTH_TOKEN=your_auth_token"
        what_en, what_ko = "the placeholders from Twilio's quickstart", "Twilio 퀵스타트의 자리표시자"
    else:
        snip = "SECRET_KEY=YOUR_SECRET_KEY\nACCESS_KEY=YOUR_ACCESS_KEY"
        what_en, what_ko = "the placeholders from the vendor quickstart", "벤더 퀵스타트의 자리표시자"
    f = pick(["tests/fixtures/%s.json" % proj(), "docs/setup.md", "examples/%s/.env.sample" % proj(), "spec/support/vcr_cassettes/%s.yml" % proj(), "README.md"])
    if ko:
        mc = pick(["%s에 들어간 값이 진짜 키인지 확인이 필요했음. 확인해보니 %s:\n%s" % (f, J(what_ko, "이었음/였음"), fence(snip)),
                   "secret scanning 알림이 %s에서 떴음. 값은 %s:\n%s" % (f, what_ko, fence(snip))])
        le = pick(["문서 예시 값은 secret scanner allowlist에 넣어둠. 진짜 키는 픽스처에 넣지 말 것.", "예시 값이라 실제 인증은 안 됨. 테스트는 VCR 카세트로 재생함."])
        ask = ask_or_empty(pick(["gitleaks allowlist는 어디서 관리하나요?", "예시 값도 env로 빼는 게 규칙인가요?"]))
    else:
        mc = pick(["I had to check whether the values in %s were real. They're %s:\n%s" % (f, what_en, fence(snip)),
                   "Secret scanning flagged %s. The value is %s:\n%s" % (f, what_en, fence(snip))])
        le = pick(["Documented example values are on the secret-scanner allowlist; real keys never go in fixtures.",
                   "These example values don't authenticate anywhere; the tests replay recorded cassettes."])
        ask = ask_or_empty(pick(["Where is the gitleaks allowlist maintained?", "Do we still move example values into env by convention?"]))
    return "vendor documentation example credentials", mc, le, ask


def c_hashes(ko):
    k = rint(0, 3)
    f = pick(["terraform_1.9.5_linux_amd64.zip", "node-v20.17.0-linux-x64.tar.xz", "kubectl", "release-%s.tar.gz" % date_str(), "model.onnx", "jdk-21_linux-x64_bin.tar.gz"])
    if k == 0:
        snip = "$ sha256sum %s\n%s  %s" % (f, hexs(64), f)
    elif k == 1:
        snip = "%s  %s\n%s  %s" % (hexs(64), f, hexs(64), "SHA256SUMS.sig")
    elif k == 2:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(48))
    else:
        snip = "md5: %s\nsha1: %s" % (hexs(32), hexs(40))
    if ko:
        mc = pick(["다운로드한 파일 무결성 확인 방법을 몰랐음. 체크섬:\n%s" % fence(snip),
                   "빌드 이미지에서 받은 %s 파일이 깨진 것 같았음. 확인한 해시:\n%s" % (f, fence(snip))])
        le = pick(["체크섬 불일치면 미러 캐시 문제였음. 공식 URL에서 다시 받으면 해결.", "Dockerfile에 해시 검증 단계를 추가함. 불일치하면 빌드 실패하게."])
        ask = ask_or_empty(pick(["사내 미러 갱신 주기가 어떻게 되나요?", ""]))
    else:
        mc = pick(["I didn't know how to verify the download. The published checksum:\n%s" % fence(snip),
                   "The %s pulled in the build image looked corrupted. Hashes I compared:\n%s" % (f, fence(snip))])
        le = pick(["A mismatch meant a stale mirror; fetching from the official URL fixed it.", "Added a checksum step to the Dockerfile so a mismatch fails the build."])
        ask = ask_or_empty(pick(["How often is the internal mirror refreshed?", ""]))
    return "checksums / SRI hash", mc, le, ask


def c_git_shas(ko):
    shas = [hexs(40) for _ in range(3)]
    k = rint(0, 2)
    if k == 0:
        snip = "\n".join("%s %s" % (s[:7], m) for s, m in zip(shas, ["fix: retry on 502", "chore: bump deps", "feat: add refund webhook"]))
    elif k == 1:
        snip = "git bisect good %s\ngit bisect bad %s" % (shas[0], shas[1])
    else:
        snip = "commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    revert: disable new cache layer" % (shas[0], pick(EN_PEOPLE), pick(EN_HANDLES), dom(), date_str())
    if ko:
        mc = "회귀가 언제 들어왔는지 몰랐음. 관련 커밋:\n%s" % fence(snip)
        le = "bisect 결과 캐시 레이어 커밋이 원인이었음."
        ask = ask_or_empty("릴리스 태그 기준 커밋은 어디서 확인하나요?")
    else:
        mc = "I didn't know when the regression landed. Relevant commits:\n%s" % fence(snip)
        le = "Bisect pinned it to the cache-layer commit."
        ask = ask_or_empty("Where do I find which commit each release tag points at?")
    return "git commit SHAs", mc, le, ask


def c_image_digest(ko):
    img = "%s/%s/%s" % (pick(["ghcr.io", "%s.dkr.ecr.%s.amazonaws.com" % (digits(12), pick(REGIONS)), "registry.%s" % dom()]), pick(["acme", "platform"]), proj())
    dg = "sha256:" + hexs(64)
    snip = pick(["image: %s@%s" % (img, dg), "docker pull %s@%s" % (img, dg), "Digest: %s\nStatus: Downloaded newer image for %s:latest" % (dg, img)])
    if ko:
        mc = "배포된 이미지가 어떤 빌드인지 몰랐음. 다이제스트:\n%s" % fence(snip)
        le = "latest 태그는 덮어써지니까 배포는 항상 digest로 고정해야 함."
        ask = ask_or_empty("이미지 서명 검증(cosign)도 하나요?")
    else:
        mc = "I couldn't tell which build is deployed. The digest:\n%s" % fence(snip)
        le = "The latest tag gets overwritten; deploys should pin the digest."
        ask = ask_or_empty("Do we verify image signatures with cosign too?")
    return "container image digest", mc, le, ask


def c_lockfiles(ko):
    k = rint(0, 3)
    if k == 0:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s"\n}' % (pick(["axios", "zod", "undici", "ws"]), rint(1, 9), rint(0, 20), rint(0, 9), b64(rbytes(64)))
    elif k == 1:
        m = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        snip = "%s v1.%d.%d h1:%s\n%s v1.%d.%d/go.mod h1:%s" % (m, rint(0, 30), rint(0, 9), b64(rbytes(32)), m, rint(0, 30), rint(0, 9), b64(rbytes(32)))
    elif k == 2:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
    else:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(30, 80), b64(rbytes(32)), hexs(64))
    if ko:
        mc = "CI에서 lockfile 해시 불일치로 설치가 실패함. 문제 항목:\n%s" % fence(snip)
        le = "로컬과 CI의 플랫폼이 달라서 해시가 하나만 있었음. 두 플랫폼 해시를 다 넣어야 함."
        ask = ask_or_empty("lockfile 갱신은 누가 승인하나요?")
    else:
        mc = "CI failed on a lockfile hash mismatch. The entry in question:\n%s" % fence(snip)
        le = "Local and CI platforms differ, so both platforms' hashes need to be recorded."
        ask = ask_or_empty("Who approves lockfile updates?")
    return "lockfile integrity hashes", mc, le, ask


def c_request_ids(ko):
    rid = uuid4()
    k = rint(0, 4)
    if k == 0:
        snip = '{"error":{"type":"invalid_request_error","message":"No such customer"},"request_id":"req_%s"}' % rs(ALNUM, 14)
    elif k == 1:
        snip = "x-amzn-RequestId: %s\nx-amz-cf-id: %s==" % (rid, rs(B64URL, 54))
    elif k == 2:
        snip = "cf-ray: %s-%s\nx-request-id: %s" % (hexs(16), pick(["ICN", "NRT", "SJC", "FRA"]), rid)
    elif k == 3:
        snip = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
    else:
        snip = "Sentry event %s, Datadog trace_id %s" % (hexs(32), digits(19))
    if ko:
        mc = pick(["장애 문의할 때 어떤 값을 주면 되는지 몰랐음. 응답 헤더/바디:\n%s" % fence(snip),
                   "간헐적 500 원인 추적하려고 사용자가 준 값:\n%s" % fence(snip),
                   "어떤 요청이 실패했는지 특정할 방법을 몰랐음. 로그에 남은 ID:\n%s" % fence(snip)])
        le = pick(["벤더 지원팀은 request id만 있으면 로그 추적 가능. 키는 절대 보내지 말 것.",
                   "이 ID로 APM에서 트레이스를 찾으면 어느 구간에서 느려졌는지 바로 보임.",
                   "request id는 응답 헤더에 항상 있음. 에러 리포트 템플릿에 넣기로 함."])
        ask = ask_or_empty(pick(["벤더 지원 티켓은 누구 계정으로 여나요?", "APM 접근 권한 받을 수 있나요?", ""]))
    else:
        mc = pick(["I didn't know what to send vendor support. The response carried:\n%s" % fence(snip),
                   "To chase the intermittent 500s the user gave me:\n%s" % fence(snip),
                   "I couldn't pin down which request failed. IDs from the logs:\n%s" % fence(snip)])
        le = pick(["Support can trace a call from the request ID alone; never send them a key.",
                   "Searching the APM by that ID shows which span is slow.",
                   "Every response carries the request ID; it's now part of the bug-report template."])
        ask = ask_or_empty(pick(["Whose account do we open vendor tickets from?", "Can I get access to the APM?", ""]))
    return "request / trace IDs", mc, le, ask


def c_object_ids(ko):
    k = rint(0, 5)
    if k == 0:
        snip = "customer=cus_%s subscription=sub_%s latest_invoice=in_%s payment_intent=pi_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24))
        what = "Stripe"
    elif k == 1:
        snip = 'db.orders.find({ _id: ObjectId("%s") })' % hexs(24)
        what = "MongoDB"
    elif k == 2:
        snip = "channel C%s, thread_ts %d.%06d, user U%s" % (rs(UPALNUM, 10), ts(), rint(0, 999999), rs(UPALNUM, 10))
        what = "Slack"
    elif k == 3:
        snip = "https://drive.google.com/file/d/1%s/view" % rs(B64URL, 32)
        what = "Google Drive"
    elif k == 4:
        snip = "firebase uid %s, notion page %s" % (rs(ALNUM, 28), hexs(32))
        what = "Firebase/Notion"
    else:
        snip = "https://www.figma.com/design/%s/%s?node-id=%d-%d and https://docs.google.com/spreadsheets/d/1%s/edit" % (rs(ALNUM, 22), pick(["Checkout", "Onboarding", "Admin"]), rint(1, 999), rint(1, 9999), rs(B64URL, 43))
        what = "Figma/Sheets"
    if ko:
        mc = pick(["재현에 필요한 %s 객체 ID를 몰랐음. 사용자가 준 값: %s" % (what, snip),
                   "어떤 데이터 기준으로 봐야 하는지 몰랐음. %s" % snip,
                   "버그 리포트에 대상 정보가 없었음. 나중에 받은 것: %s" % snip])
        le = pick(["ID만으로는 아무 권한도 없음. 조회는 각자 API 권한으로 해야 함.", "이 ID로 대시보드 검색하면 이벤트 이력이 다 나옴.", "테스트 데이터는 이 ID 기준으로 시드 스크립트에 고정해둠."])
        ask = ask_or_empty(pick(["테스트용 고정 객체가 있나요?", "운영 데이터 조회 권한이 필요할까요?", ""]))
    else:
        mc = pick(["I didn't have the %s object IDs to reproduce with. The user gave: %s" % (what, snip),
                   "Nobody said which records to look at. Eventually: %s" % snip,
                   "The bug report had no identifiers; later I got %s" % snip])
        le = pick(["The IDs grant nothing by themselves; lookups still need API access.", "Searching the dashboard by these IDs shows the full event history.",
                   "The seed script now pins fixtures to these IDs."])
        ask = ask_or_empty(pick(["Are there fixed test objects we can reuse?", "Do I need read access to production data for this?", ""]))
    return "object IDs (%s)" % what, mc, le, ask


def c_long_ids(ko):
    k = rint(0, 3)
    if k == 0:
        s = "arn:aws:iam::%s:role/%s-%s-task-role" % (digits(12), proj(), pick(ENVS))
    elif k == 1:
        s = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/%s" % (uuid4(), proj(), pick(ENVS), proj())
    elif k == 2:
        s = "%s-%s-%s" % (proj(), hexs(10), rs(LOWALNUM, 5))
    else:
        s = "projects/%s-%s/locations/%s/services/%s" % (pick(["acme", "nuri"]), rs(LOWALNUM, 6), pick(["asia-northeast3", "us-central1"]), proj())
    if ko:
        mc = "어떤 리소스에 권한을 줘야 하는지 몰랐음. 대상: `%s`" % s
        le = "권한은 리소스 단위로 최소로 줘야 하고, 와일드카드는 리뷰에서 반려됨."
        ask = ask_or_empty("IAM 변경은 누가 리뷰하나요?")
    else:
        mc = "I didn't know which resource needed the permission. It's `%s`." % s
        le = "Grant per resource, least privilege; wildcards get rejected in review."
        ask = ask_or_empty("Who reviews IAM changes?")
    return "long resource identifiers (ARN / resource IDs / pod names)", mc, le, ask


def c_base64_data(ko):
    k = rint(0, 4)
    if k == 0:
        raw = json.dumps({"env": pick(ENVS), "region": pick(REGIONS), "features": ["new-checkout", "dark-mode"]}, separators=(",", ":"))
        snip = "binaryData:\n  settings.json: %s" % b64s(raw)
        what_en, what_ko = "a ConfigMap with base64 JSON settings", "base64로 된 ConfigMap 설정"
    elif k == 1:
        snip = "certificate-authority-data: %s..." % b64s("-----BEGIN CERTIFICATE-----\nMIIC" + rs(B64CH, 60))[:120]
        what_en, what_ko = "the cluster CA in kubeconfig (public cert)", "kubeconfig의 클러스터 CA (공개 인증서)"
    elif k == 2:
        hdr = b64url(json.dumps({"alg": "RS256", "kid": hexs(40), "typ": "JWT"}, separators=(",", ":")).encode())
        snip = "header: %s" % hdr
        what_en, what_ko = "just the JWT header segment, to read the kid", "kid 확인용으로 떼어 온 JWT 헤더 부분"
    elif k == 3:
        snip = "data:image/png;base64,%s" % b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(40))
        what_en, what_ko = "an inline favicon data URI", "인라인 파비콘 데이터 URI"
    else:
        cur = b64s(json.dumps({"id": rint(1000, 99999), "created_at": "%sT00:00:00Z" % date_str()}, separators=(",", ":")))
        snip = "GET /api/v2/orders?limit=50&cursor=%s" % cur
        what_en, what_ko = "a pagination cursor (base64 JSON)", "페이지네이션 커서 (base64 JSON)"
    if ko:
        mc = pick(["base64 값이 뭔지 몰라서 확인함. %s:\n%s" % (J(what_ko, "이었음/였음"), fence(snip)),
                   "디코딩해보니 %s:\n%s" % (J(what_ko, "이었음/였음"), fence(snip))])
        le = pick(["base64는 암호화가 아님. 다만 이 값은 비밀이 아니라 그냥 설정/공개 데이터임.", "`base64 -d`로 풀어보고 내용 확인함. 민감한 값 없음."])
        ask = ""
    else:
        mc = pick(["I had to check what this base64 blob was. It's %s:\n%s" % (what_en, fence(snip)),
                   "Decoded it to be sure; it's %s:\n%s" % (what_en, fence(snip))])
        le = pick(["base64 isn't encryption, but this particular value is ordinary config/public data.", "Ran it through `base64 -d`; nothing sensitive inside."])
        ask = ""
    return "base64 of non-secret data", mc, le, ask


def c_public_keys(ko):
    k = rint(0, 4)
    if k == 0:
        seed, pub = ed25519_keypair()
        snip = ssh_pub_line(pub, "%s@%s" % (pick(EN_HANDLES + KO_HANDLES), pick(["mbp", "laptop", "desktop"])))
        what_en, what_ko = "the public key to add to authorized_keys", "authorized_keys에 추가할 공개키"
    elif k == 1:
        d, pub = p256_keypair()
        snip = "\n".join(pem("PUBLIC KEY", spki_ec_der(pub)))
        what_en, what_ko = "the webhook verification public key", "웹훅 서명 검증용 공개키"
    elif k == 2:
        snip = "recipients:\n  - %s\n  - %s" % (age_public_key(), age_public_key())
        what_en, what_ko = "the SOPS age recipients (public keys)", "SOPS age 수신자 (공개키)"
    elif k == 3:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.%s:51820" % (b64(rbytes(32)), dom())
        what_en, what_ko = "the WireGuard peer section (public key only)", "WireGuard peer 설정 (공개키만)"
    else:
        snip = "ssh-rsa %s %s@%s" % (b64(rsa_pub_blob_ssh()), pick(EN_HANDLES), pick(["build", "ci"]))
        what_en, what_ko = "the CI box's RSA public key", "CI 서버 RSA 공개키"
    if ko:
        mc = "접근 설정에 필요한 값이 뭔지 몰랐음. 받은 건 %s:\n%s" % (what_ko, fence(snip))
        le = "공개키는 공유해도 됨. 개인키는 당사자만 가지고 있음."
        ask = ask_or_empty("키 등록 요청은 어디로 하나요?")
    else:
        mc = "I didn't know what was needed to grant access. I was given %s:\n%s" % (what_en, fence(snip))
        le = "Public keys are fine to share; the private half never leaves its owner."
        ask = ask_or_empty("Where do key-registration requests go?")
    return "public key material", mc, le, ask


def c_fingerprints(ko):
    k = rint(0, 2)
    if k == 0:
        seed, pub = ed25519_keypair()
        snip = "ED25519 key fingerprint is %s." % ssh_fingerprint(ssh_ed25519_pub_blob(pub))
    elif k == 1:
        fp = hexs(40, True)
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s@%s>" % (date_str(), " ".join(lines_of(fp, 4)), pick(EN_PEOPLE), pick(EN_HANDLES), dom())
    else:
        snip = "SHA256 Fingerprint=%s" % ":".join(lines_of(hexs(64, True), 2))
    if ko:
        mc = "호스트/키가 맞는지 확인할 기준이 없었음. 지문:\n%s" % fence(snip)
        le = "처음 접속할 때 지문을 이 값과 비교해야 MITM을 걸러낼 수 있음."
        ask = ask_or_empty("지문 목록은 어디에 공식으로 게시되나요?")
    else:
        mc = "I had nothing to verify the host/key against. The fingerprint:\n%s" % fence(snip)
        le = "Compare against this on first connect; that's what catches a MITM."
        ask = ask_or_empty("Where are official fingerprints published?")
    return "key / certificate fingerprints", mc, le, ask


def c_urls_nocreds(ko):
    k = rint(0, 3)
    if k == 0:
        s = "postgres://%s@%s:5432/%s?sslmode=require" % (pick(DB_USERS), host("pg"), pick(DB_NAMES))
        extra_en, extra_ko = "the password comes from ~/.pgpass", "비번은 ~/.pgpass에서 읽음"
    elif k == 1:
        s = "s3://%s-%s-exports/%s/part-%05d.parquet" % (proj(), pick(ENVS), date_str(), rint(0, 999))
        extra_en, extra_ko = "access is via the instance role", "접근은 인스턴스 롤로 함"
    elif k == 2:
        s = "git@github.com:%s/%s.git" % (pick(["acme", "nurisoft"]), proj())
        extra_en, extra_ko = "auth is the SSH agent", "인증은 SSH agent로 함"
    else:
        s = "https://%s.%s/api/v2/reports?from=%s&limit=500" % (pick(["api", "partner"]), dom(), date_str())
        extra_en, extra_ko = "the token is added by the gateway", "토큰은 게이트웨이에서 붙임"
    if ko:
        mc = "어디에 붙어야 하는지 몰랐음. 주소: %s (%s)" % (s, extra_ko)
        le = "주소에는 자격증명이 없고 인증은 별도로 처리됨."
        ask = ask_or_empty("다른 환경 주소 목록이 있나요?")
    else:
        mc = "I didn't know the endpoint. It's %s (%s)." % (s, extra_en)
        le = "The URL carries no credentials; auth is handled separately."
        ask = ask_or_empty("Is there a list of the other environments' endpoints?")
    return "URL / path without credentials", mc, le, ask


def c_cli_flags(ko):
    k = rint(0, 7)
    p = proj()
    en = ["`mysql -p` with no value prompts for the password; the %s scripts should use --defaults-extra-file instead." % p,
          "`docker login --password-stdin` keeps the password out of shell history; the %s release job now pipes it from the CI variable." % p,
          "psql reads the file named by PGPASSFILE and ignores it unless the mode is 0600; that's why %s's cron kept prompting." % p,
          "`sshpass -e` takes the password from the SSHPASS variable, which is less visible in `ps` than -p.",
          "`gh auth login --with-token` reads the token on stdin; there's no flag to pass it as an argument.",
          "`npm login` writes an _authToken line into ~/.npmrc; in CI we use NODE_AUTH_TOKEN with setup-node instead.",
          "`aws configure` without --profile overwrites [default]; use `aws configure --profile %s` to keep them apart." % p,
          "`redis-cli` without -a works and then `AUTH` can be typed interactively, so the password stays out of history."][k]
    ko_ = ["`mysql -p`처럼 값 없이 -p만 주면 비번을 프롬프트로 물어봄. %s 스크립트는 --defaults-extra-file을 써야 함." % p,
           "`docker login --password-stdin`을 쓰면 비번이 셸 히스토리에 안 남음. %s 릴리스 잡도 CI 변수에서 파이프로 넘기게 바꿈." % p,
           "psql은 PGPASSFILE 경로의 파일을 읽고, 권한이 600이 아니면 무시함. %s 크론이 계속 비번을 물어본 이유였음." % p,
           "`sshpass -e`는 SSHPASS 환경변수에서 비번을 읽음. -p보다 ps 노출이 적음.",
           "`gh auth login --with-token`은 stdin으로 토큰을 받음. 인자로 넘기는 옵션은 없음.",
           "`npm login`은 ~/.npmrc에 _authToken 줄을 씀. CI에서는 setup-node + NODE_AUTH_TOKEN 방식 사용.",
           "`aws configure`를 --profile 없이 치면 [default]를 덮어씀. `aws configure --profile %s`로 분리할 것." % p,
           "`redis-cli`를 -a 없이 접속한 뒤 `AUTH`를 직접 치면 비번이 히스토리에 안 남음."][k]
    if ko:
        mc = pick(["비대화형으로 인증 넣는 방법을 몰랐음.", "%s 스크립트가 인증 단계에서 멈춰 있었음." % p, "CLI 인증 옵션 차이를 몰랐음."])
        le = ko_
        ask = ask_or_empty(pick(["CI에서도 같은 방식 쓰나요?", "공용 서버에서는 어떤 방식을 권장하나요?"]))
    else:
        mc = pick(["I didn't know how to authenticate non-interactively.", "The %s script hung at the auth step." % p, "I mixed up how the CLI takes credentials."])
        le = en
        ask = ask_or_empty(pick(["Does CI do it the same way?", "What's the recommended way on shared hosts?"]))
    return "CLI auth flags explained in prose", mc, le, ask


def c_policy(ko):
    n = pick([10, 12, 14, 16])
    i = rint(0, 4)
    sysn = (["회원가입 API", "어드민 콘솔", "LDAP", "Keycloak realm", "사내 SSO"] if ko else ["signup API", "admin console", "LDAP", "Keycloak realm", "internal SSO"])[i]
    if ko:
        mc = "%s 비번을 자꾸 거부했는데 정책을 몰랐던 게 원인이었음." % J(sysn, "이/가")
        le = "비밀번호 정책: 최소 %d자, 대/소문자·숫자·특수문자 중 %d종 이상, 최근 %d개 재사용 금지, %d일마다 변경." % (n, pick([3, 4]), pick([3, 5, 10]), pick([90, 180]))
        ask = ask_or_empty(pick(["서비스 계정도 같은 정책인가요?", "정책 문서 링크가 있나요?"]))
    else:
        mc = "The %s kept rejecting passwords; I didn't know the policy." % sysn
        le = "Policy: at least %d characters, %d of upper/lower/digit/symbol, no reuse of the last %d, rotation every %d days." % (n, pick([3, 4]), pick([3, 5, 10]), pick([90, 180]))
        ask = ask_or_empty(pick(["Do service accounts follow the same policy?", "Is the policy documented anywhere?"]))
    return "password policy prose", mc, le, ask


def c_auth_errors(ko):
    k = rint(0, 7)
    err = ["FATAL:  password authentication failed for user \"%s\"" % pick(DB_USERS),
           "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(DB_USERS), ip_private()),
           '{"error":"invalid_grant","error_description":"Bad Request"}',
           "remote: Invalid username or token. Password authentication is not supported for Git operations.",
           "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
           '{"error":{"message":"Incorrect API key provided: sk-proj-********************%s. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","code":"invalid_api_key"}}' % rs(ALNUM, 4),
           "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.",
           "Error response from daemon: Get \"https://registry.%s/v2/\": unauthorized: authentication required" % dom()][k]
    if ko:
        mc = pick(["인증 에러 원인을 몰랐음. 에러 메시지:\n%s" % fence(err), "배포가 아래 에러로 멈췄는데 원인을 몰랐음:\n%s" % fence(err)])
        le = pick(["원인은 만료된 자격증명이었음. 새로 발급받아 시크릿 저장소에 넣으니 해결.", "환경변수가 다른 프로파일 값을 덮어쓰고 있었음.",
                   "CI 변수 이름이 바뀌었는데 워크플로는 예전 이름을 참조하고 있었음."])
        ask = ask_or_empty(pick(["자격증명 만료 알림을 받을 수 있나요?", "이 계정 담당자가 누구인가요?"]))
    else:
        mc = pick(["I didn't know why auth failed. The error:\n%s" % fence(err), "The deploy stopped on this and I had no idea why:\n%s" % fence(err)])
        le = pick(["The credential had expired; a fresh one in the secret store fixed it.", "An env var was overriding the profile's credentials.",
                   "The CI variable had been renamed but the workflow still referenced the old name."])
        ask = ask_or_empty(pick(["Can we get alerts before credentials expire?", "Who owns this account?"]))
    return "auth error message", mc, le, ask


def c_rotation(ko):
    idx = rint(0, 7)
    what = ["Stripe restricted key", "SendGrid key", "GitHub deploy key", "DB password for app_rw", "Slack bot token",
            "AWS access key for the backup user", "Sentry auth token", "npm automation token"][idx]
    whatko = ["Stripe restricted 키", "SendGrid 키", "GitHub deploy 키", "app_rw DB 비번", "슬랙 봇 토큰",
              "백업 유저 AWS 액세스 키", "Sentry auth 토큰", "npm 자동화 토큰"][idx]
    when_en = pick(["last week", "on Monday", "after the %s incident" % proj(), "during the quarterly rotation", "yesterday"])
    when_ko = pick(["지난주에", "월요일에", "%s 장애 이후에" % proj(), "분기 정기 교체 때", "어제"])
    job = pick(["a cron job", "the %s worker" % proj(), "the nightly export", "the staging deploy"])
    jobko = pick(["크론 잡", "%s 워커" % proj(), "야간 export 배치", "스테이징 배포"])
    store = pick(["Vault", "AWS Secrets Manager", "1Password", "Doppler", "the GitHub environment secrets"])
    if ko:
        mc = "%s %s 교체된 걸 몰랐음. 예전 값으로 돌던 %s 계속 실패했음." % (J(whatko, "이/가"), when_ko, J(jobko, "이/가"))
        le = "새 값은 %s에만 있고, 교체 후에는 관련 서비스 전부 재시작해야 함. 값은 노트에 적지 않음." % store
        ask = ask_or_empty(pick(["다음 교체 일정이 언제인가요?", "교체 공지는 어느 채널로 오나요?", "교체 자동화 계획이 있나요?"]))
    else:
        mc = "I didn't know the %s was rotated %s; %s on the old value kept failing." % (what, when_en, job)
        le = "The new value is only in %s, and every consumer needs a restart after rotation. Not writing it here." % store
        ask = ask_or_empty(pick(["When is the next rotation scheduled?", "Which channel announces rotations?", "Is rotation going to be automated?"]))
    return "rotation talk without the value", mc, le, ask


def c_crypto_public(ko):
    k = rint(0, 1)
    if k == 0:
        snip = "contract: 0x%s\ndeploy tx: 0x%s" % (hexs(40), hexs(64))
    else:
        snip = "treasury: %s" % btc_address()
    if ko:
        mc = "배포된 컨트랙트 주소를 몰랐음:\n%s" % fence(snip)
        le = "주소랑 트랜잭션 해시는 공개 정보라 공유 가능."
        ask = ask_or_empty("테스트넷 주소도 따로 있나요?")
    else:
        mc = "I didn't have the deployed addresses:\n%s" % fence(snip)
        le = "Addresses and tx hashes are public chain data."
        ask = ask_or_empty("Is there a separate testnet address list?")
    return "public blockchain addresses / tx hashes", mc, le, ask


def c_build_ids(ko):
    snip = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\nbuildId: %s" % (rs(B64URL, 8), rs(B64URL, 8), rs(B64URL, 21))
    if ko:
        mc = "CDN 캐시가 안 깨지는 원인을 몰랐음. 빌드 산출물:\n%s" % fence(snip)
        le = "파일명 해시가 바뀌었는데 index.html이 캐시돼 있었음. index.html은 no-cache로."
    else:
        mc = "I didn't know why the CDN kept serving old JS. Build output:\n%s" % fence(snip)
        le = "Chunk hashes changed but index.html was cached; serve it no-cache."
    ask = ask_or_empty(T(ko, "Who can purge the CDN?", "CDN 퍼지는 누가 하나요?"))
    return "build hashes in filenames", mc, le, ask


def c_misc_ids(ko):
    k = rint(0, 4)
    if k == 0:
        snip = "ULID %s, KSUID %s" % (ulid(), rs(ALNUM, 27))
    elif k == 1:
        snip = "Cloudflare account ID %s, zone ID %s" % (hexs(32), hexs(32))
    elif k == 2:
        snip = '{"projectId":"prj_%s","orgId":"team_%s"}' % (rs(ALNUM, 28), rs(ALNUM, 24))
    elif k == 3:
        snip = "Team ID %s, bundle com.%s.%s, profile UUID %s" % (rs(UPALNUM, 10), pick(["acme", "nurisoft"]), proj().replace("-", ""), uuid4().upper())
    else:
        snip = "GA4 measurement ID G-%s, GTM container GTM-%s" % (rs(UPALNUM, 10), rs(UPALNUM, 7))
    if ko:
        mc = pick(["설정에 들어가는 ID 값들이 뭔지 몰랐음: %s" % snip, "배포 설정에 필요한 식별자를 몰라서 물어봄. 답: %s" % snip])
        le = pick(["이 값들은 식별자라서 저장소에 있어도 됨. 토큰은 별도.", "ID가 환경마다 달라서 잘못 넣으면 엉뚱한 프로젝트로 배포됨."])
        ask = ask_or_empty(pick(["이 ID들은 환경별로 다른가요?", ""]))
    else:
        mc = pick(["I didn't know what these config IDs were: %s" % snip, "I had to ask for the identifiers the deploy config needs: %s" % snip])
        le = pick(["They're identifiers, fine to keep in the repo; tokens are separate.", "The IDs differ per environment; the wrong one deploys to another project."])
        ask = ask_or_empty(pick(["Do these IDs differ per environment?", ""]))
    return "misc identifiers (account/zone/project IDs)", mc, le, ask


def c_pkce(ko):
    verifier_note = pick(["S256", "S256"])
    cid = pick(["%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWALNUM, 32)), rs(ALNUM, 32), "Iv1." + hexs(16)])
    snip = "GET /authorize?response_type=code&client_id=%s&redirect_uri=%s&code_challenge=%s&code_challenge_method=%s&state=%s" % (
        cid, pct("https://app.%s/callback" % dom()), b64url(hashlib.sha256(rbytes(32)).digest()), verifier_note, rs(ALNUM, 16))
    if ko:
        mc = "OAuth 로그인 흐름을 몰라서 리다이렉트 URL을 잘못 넣었음. 실제 요청:\n%s" % fence(snip)
        le = "PKCE는 challenge만 주고받음. redirect_uri는 콘솔에 등록된 값과 글자 하나까지 같아야 함."
        ask = ask_or_empty("로컬 개발용 redirect_uri 등록돼 있나요?")
    else:
        mc = "I didn't know the OAuth flow and registered the wrong redirect. The actual request:\n%s" % fence(snip)
        le = "Only the PKCE challenge travels here; redirect_uri must match the console entry exactly."
        ask = ask_or_empty("Is a localhost redirect_uri registered?")
    return "OAuth authorize URL (client_id, PKCE challenge)", mc, le, ask


def c_key_ids(ko):
    k = rint(0, 3)
    if k == 0:
        s = "KMS key %s (alias/%s-%s)" % (uuid4(), proj(), pick(ENVS))
    elif k == 1:
        s = "App Store Connect Key ID %s, Issuer ID %s (the .p8 itself is in 1Password)" % (rs(UPALNUM, 10), uuid4())
    elif k == 2:
        s = "GPG key ID %s" % hexs(16, True)
    else:
        s = "API key name `%s-%s-%s`, key id %s" % (proj(), pick(ENVS), date_str().replace("-", ""), hexs(12))
    if ko:
        mc = "어떤 키를 써야 하는지 몰랐음. 키 식별자: %s" % s
        le = "식별자만으로는 아무것도 못 함. 실제 키 파일/값은 별도 보관."
        ask = ask_or_empty("키 만료일은 어디서 확인하나요?")
    else:
        mc = "I didn't know which key to use. Identifier: %s." % s
        le = "The identifier alone grants nothing; the key material is stored separately."
        ask = ask_or_empty("Where can I see the key's expiry?")
    return "key identifiers without key material", mc, le, ask


def c_scanner_fp(ko):
    rule = pick(["generic-api-key", "aws-access-token", "jwt", "private-key"])
    f = pick(["tests/fixtures/webhook.json", "docs/api.md", "package-lock.json", "src/__snapshots__/auth.test.ts.snap"])
    line = rint(10, 900)
    if ko:
        mc = "gitleaks가 %s:%d에서 %s 규칙으로 걸렸는데 이유를 몰랐음." % (f, line, rule)
        le = "확인해보니 해시/예시 값이라 오탐. .gitleaksignore에 fingerprint %s:%s:%d 추가함." % (f, rule, line)
        ask = ask_or_empty("오탐 예외 추가는 보안팀 승인 필요한가요?")
    else:
        mc = "gitleaks flagged %s:%d under %s and I didn't know why." % (f, line, rule)
        le = "It was a hash/example value, a false positive; added fingerprint %s:%s:%d to .gitleaksignore." % (f, rule, line)
        ask = ask_or_empty("Do ignore entries need security-team approval?")
    return "secret-scanner false positive discussion", mc, le, ask


def c_compose_secrets(ko):
    svc = pick(["api", "worker", "web", proj()])
    sec = pick(["db_password", "stripe_key", "smtp_password", "jwt_secret"])
    snip = ("services:\n  %s:\n    env_file: %s\n    secrets:\n      - %s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt" % (svc, pick([".env", ".env.local", "config/dev.env"]), sec, sec, sec))
    if ko:
        mc = "compose에서 %s 값이 어디서 오는지 몰랐음:\n%s" % (sec, fence(snip, "yaml"))
        le = "컨테이너 안에서는 /run/secrets/%s 파일로 읽음. 파일은 gitignore 대상." % sec
    else:
        mc = "I didn't know where compose gets %s:\n%s" % (sec, fence(snip, "yaml"))
        le = "Inside the container it's read from /run/secrets/%s; the file is gitignored." % sec
    ask = ask_or_empty(T(ko, "Who creates the secrets/ files on new machines?", "새 머신에서 secrets 파일은 누가 만들어 주나요?"))
    return "docker compose secrets/env_file (no values)", mc, le, ask


def c_terraform_sensitive(ko):
    var, res, attr = pick([("db_password", 'aws_db_instance" "main', "password"),
                           ("admin_password", 'azurerm_mssql_server" "sql', "administrator_login_password"),
                           ("app_db_password", 'google_sql_user" "app', "password"),
                           ("cf_api_token", 'github_actions_secret" "cf', "plaintext_value"),
                           ("sendgrid_key", 'aws_ssm_parameter" "sendgrid', "value")])
    snip = ('variable "%s" {\n  type      = string\n  sensitive = true\n}\n\nresource "%s" {\n  %s = var.%s\n}' % (var, res, attr, var))
    if ko:
        mc = "%s 값이 tf 코드 어디서 들어오는지 몰랐음:\n%s" % (var, fence(snip, "hcl"))
        le = "값은 TF_VAR_%s로 CI에서 주입. plan 출력에는 (sensitive value)로 나옴." % var
    else:
        mc = "I didn't know how %s reaches Terraform:\n%s" % (var, fence(snip, "hcl"))
        le = "CI injects it as TF_VAR_%s; plan output shows (sensitive value)." % var
    ask = ask_or_empty(T(ko, "Is the state bucket encrypted?", "state 버킷 암호화돼 있나요?"))
    return "Terraform sensitive variable reference", mc, le, ask


def c_totp_talk(ko):
    what_en = pick(["the deploy approval step", "the production console login", "the registrar account", "the npm publish step", "the AWS root login"])
    what_ko = pick(["배포 승인 단계", "운영 콘솔 로그인", "도메인 등록기관 계정", "npm publish 단계", "AWS 루트 로그인"])
    if ko:
        mc = "%s에서 OTP 입력이 필요한 걸 몰랐음." % what_ko
        le = "OTP는 %s 인증 앱의 6자리 코드. %d초마다 바뀌고 자동화 불가. 코드 요청은 업무 시간에만." % (person(ko), pick([30, 60]))
        ask = ask_or_empty(pick(["승인자를 추가할 수 있나요?", "하드웨어 키로 바꿀 계획 있나요?"]))
    else:
        mc = "I didn't know %s asks for an OTP." % what_en
        le = "It's the 6-digit code from %s's authenticator app; it changes every %d seconds and can't be automated." % (person(ko), pick([30, 60]))
        ask = ask_or_empty(pick(["Can we add another approver?", "Any plan to move this to a hardware key?"]))
    return "2FA talk without seed", mc, le, ask


def c_pii_masked(ko):
    if ko:
        mc = "로그에 개인정보가 남는지 확인 요청을 받았음. 샘플: 주민번호 %s-%s******, 카드 %s-****-****-%s" % (digits(6, False), pick("1234"), digits(4), digits(4, False))
        le = "마스킹은 로깅 미들웨어에서 처리됨. 원문은 DB 암호화 컬럼에만 있음."
        ask = ask_or_empty("마스킹 규칙 문서가 있나요?")
    else:
        mc = "I was asked whether logs keep personal data. Sample line: card %s ****-****-%s, phone +82-10-****-%s" % (digits(4), digits(4, False), digits(4, False))
        le = "Masking happens in the logging middleware; raw values only exist in encrypted DB columns."
        ask = ask_or_empty("Is the masking spec written down anywhere?")
    return "masked personal data", mc, le, ask


def c_jwt_claims(ko):
    claims = json.dumps({"sub": uuid4(), "role": "viewer", "tenant": proj(), "exp": ts()}, indent=2)
    if ko:
        mc = "권한 에러 원인을 몰랐음. 토큰을 디코딩한 claim (토큰 자체는 안 남김):\n%s" % fence(claims, "json")
        le = "role claim이 viewer라서 403. 토큰 발급 시 scope를 다시 요청해야 함."
    else:
        mc = "I didn't know why we got 403. Decoded claims (not keeping the token itself):\n%s" % fence(claims, "json")
        le = "role was viewer; the token has to be requested with the admin scope."
    ask = ask_or_empty(T(ko, "Who grants the admin scope?", "admin scope는 누가 부여하나요?"))
    return "decoded JWT claims without token", mc, le, ask


def c_ssh_known_hosts(ko):
    seed, pub = ed25519_keypair()
    h = pick(["github.com", "gitlab.%s" % dom(), "bastion.%s" % dom()])
    snip = "%s %s" % (h, ssh_pub_line(pub, ""))
    if ko:
        mc = "CI에서 Host key verification failed가 났는데 이유를 몰랐음. 추가한 known_hosts 줄:\n%s" % fence(snip)
        le = "호스트 키는 공개 정보. StrictHostKeyChecking 끄는 대신 known_hosts에 고정하는 게 맞음."
    else:
        mc = "CI hit `Host key verification failed`. The known_hosts line we added:\n%s" % fence(snip)
        le = "Host keys are public; pin them in known_hosts instead of disabling StrictHostKeyChecking."
    ask = ask_or_empty(T(ko, "Where is the canonical known_hosts kept?", "공식 known_hosts는 어디 있나요?"))
    return "known_hosts host key (public)", mc, le, ask


def c_password_prose_nosecret(ko):
    sysn = pick(["Metabase", "staging DB", "Jenkins", "Grafana", "router", "payment sandbox", "NAS"])
    sysk = pick(["메타베이스", "스테이징 DB", "젠킨스", "그라파나", "공유기", "PG 테스트 상점", "NAS"])
    loc = pick(["1Password > Infra", "Vault secret/%s/admin" % proj(), "the team Bitwarden", "Keeper > Shared-Ops"])
    if ko:
        mc = pick(["%s 비밀번호를 몰라서 막혔는데, 사용자가 직접 입력해줌. 값은 공유받지 않았음." % sysk,
                   "%s 로그인 단계에서 비번이 필요했음. %s 화면 공유로 대신 입력함." % (sysk, J(person(ko), "이/가"))])
        le = "비밀번호가 필요한 단계는 사용자에게 넘기고, 노트에는 위치(%s)만 남김." % loc
        ask = ask_or_empty(pick(["다음에는 제가 읽을 수 있는 서비스 계정을 받을 수 있을까요?", "이 단계 자동화해도 되나요?"]))
    else:
        mc = pick(["I was blocked on the %s password; the user typed it in themselves and didn't share it." % sysn,
                   "The %s login needed a password, so %s entered it over screen share." % (sysn, person(ko))])
        le = "Steps that need the password go back to the user; only the location (%s) is recorded here." % loc
        ask = ask_or_empty(pick(["Could I get a service account I'm allowed to read?", "OK to automate this step later?"]))
    return "password prose without a password", mc, le, ask


def c_http_sig_names(ko):
    hdrs = sample(["Stripe-Signature", "X-Hub-Signature-256", "X-Slack-Signature", "X-Shopify-Hmac-Sha256", "Svix-Signature", "X-Twilio-Signature", "Paddle-Signature"], 3)
    p = proj()
    if ko:
        mc = "%s에서 웹훅 검증이 실패하는 이유를 몰랐음. 관련 헤더: %s." % (p, ", ".join(hdrs))
        le = pick(["서명은 raw body 기준 HMAC-SHA256. JSON 파싱 후 다시 직렬화하면 항상 불일치함. 시크릿 값은 env에서 읽음.",
                   "프레임워크가 body를 먼저 파싱해서 원본 바이트가 사라졌음. 웹훅 라우트만 raw body 미들웨어 적용."])
    else:
        mc = "I didn't know why webhook verification failed in %s. Headers involved: %s." % (p, ", ".join(hdrs))
        le = pick(["Signatures are HMAC-SHA256 over the raw body; re-serialising parsed JSON never matches. The secret itself comes from env.",
                   "The framework parsed the body before our handler, so the raw bytes were gone; the webhook route now gets a raw-body middleware."])
    ask = ask_or_empty(T(ko, "Do we have a replay window configured?", "리플레이 허용 시간은 몇 초인가요?"))
    return "webhook signature header names (no secret)", mc, le, ask


def c_sample_signature(ko):
    sig = "t=%d,v1=%s" % (ts(), hexs(64))
    if ko:
        mc = "로그에 찍힌 Stripe-Signature 헤더 값이 민감한지 몰랐음: `%s`" % sig
        le = "서명 값은 요청마다 다르고 재사용 불가. 시크릿이 아니라 결과값이라 로그에 있어도 됨."
    else:
        mc = "I wasn't sure whether the logged Stripe-Signature header is sensitive: `%s`" % sig
        le = "It's a per-request HMAC output, not the signing secret; logging it is harmless."
    ask = ask_or_empty(T(ko, "Should we still drop it from logs?", "그래도 로그에서 빼는 게 나을까요?"))
    return "per-request HMAC signature value", mc, le, ask


# ---- publishable keys: vendor documents them as public -------------------
def _pub_pick():
    k = rint(0, 21)
    if k == 0:
        return "Stripe", "publishable key", "pk_live_51" + rs(ALNUM, 97), "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"
    if k == 1:
        host_ = "clerk.%s" % dom()
        return "Clerk", "publishable key", "pk_live_" + b64s(host_ + "$").rstrip("="), "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY"
    if k == 2:
        return "Supabase", "anon key", _supabase_jwt("anon"), "NEXT_PUBLIC_SUPABASE_ANON_KEY"
    if k == 3:
        return "Supabase", "publishable key", "sb_publishable_" + rs(B64URL, 31), "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"
    if k == 4:
        return "Firebase", "web apiKey", "AIza" + rs(B64URL, 35), "apiKey"
    if k == 5:
        return "Google Maps JavaScript API", "browser key (HTTP-referrer restricted)", "AIza" + rs(B64URL, 35), "VITE_GOOGLE_MAPS_KEY"
    if k == 6:
        return "reCAPTCHA", "site key", "6L" + rs(B64URL, 6) + "AAAAA" + rs(B64URL, 27), "data-sitekey"
    if k == 7:
        return "Cloudflare Turnstile", "site key", "0x4AAAAAAA" + rs(B64URL, 12), "data-sitekey"
    if k == 8:
        return "hCaptcha", "site key", uuid4(), "data-sitekey"
    if k == 9:
        return "Mapbox", "public token", "pk." + b64url(json.dumps({"u": pick(["acme-maps", "nuri-dev"]), "a": "cl" + rs(LOWALNUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22), "NEXT_PUBLIC_MAPBOX_TOKEN"
    if k == 10:
        return "PostHog", "project API key", "phc_" + rs(ALNUM, 43), "NEXT_PUBLIC_POSTHOG_KEY"
    if k == 11:
        return "Segment", "write key (analytics.js)", rs(ALNUM, 32), "analytics.load"
    if k == 12:
        return "Mixpanel", "project token", hexs(32), "mixpanel.init"
    if k == 13:
        return "Algolia", "search-only API key", hexs(32), "ALGOLIA_SEARCH_KEY"
    if k == 14:
        return "Sentry", "DSN", "https://%s@o%s.ingest.us.sentry.io/%s" % (hexs(32), digits(6), digits(7)), "SENTRY_DSN"
    if k == 15:
        return "Toss Payments", "client key", "live_ck_" + rs(ALNUM, 28), "TOSS_CLIENT_KEY"
    if k == 16:
        return "Kakao", "JavaScript key", hexs(32), "Kakao.init"
    if k == 17:
        return "LaunchDarkly", "client-side ID", hexs(24), "LD_CLIENT_SIDE_ID"
    if k == 18:
        return "Statsig", "client API key", "client-" + rs(ALNUM, 43), "STATSIG_CLIENT_KEY"
    if k == 19:
        return "Datadog RUM", "client token", "pub" + hexs(32), "clientToken"
    if k == 20:
        return "Braintree", "tokenization key", "production_%s_%s" % (rs(LOWALNUM, 8), rs(LOWALNUM, 16)), "BRAINTREE_TOKENIZATION_KEY"
    return "Pusher", "app key", hexs(20), "PUSHER_KEY"


def c_publishable(ko):
    vend, label, val, var = _pub_pick()
    if var in ("data-sitekey",):
        snip = '<div class="%s" data-sitekey="%s"></div>' % ({"reCAPTCHA": "g-recaptcha", "Cloudflare Turnstile": "cf-turnstile", "hCaptcha": "h-captcha"}[vend], val)
    elif var in ("analytics.load", "mixpanel.init", "Kakao.init"):
        snip = '%s("%s");' % (var, val)
    elif var in ("apiKey", "clientToken"):
        snip = 'const config = {\n  %s: "%s",\n  %s\n};' % (var, val, 'authDomain: "%s.firebaseapp.com"' % proj() if var == "apiKey" else 'site: "datadoghq.com"')
    else:
        snip = "%s=%s" % (var, val)
    p = proj()
    if ko:
        mc = pick(["프론트 빌드에 %s %s 필요한 걸 몰랐음. 설정:\n%s" % (vend, J(label, "이/가"), fence(snip)),
                   "%s 초기화 값이 뭔지 몰랐음. 프론트 코드에 있는 값:\n%s" % (vend, fence(snip)),
                   "%s 웹에서 %s 위젯이 안 떴음. 빠져 있던 설정:\n%s" % (p, vend, fence(snip)),
                   "리뷰어가 %s 값이 번들에 노출된다고 코멘트함. 해당 값:\n%s" % (vend, fence(snip))])
        le = pick(["%s %s 브라우저에 노출되는 용도라 공개돼도 됨 (벤더 문서 기준). 서버용 secret 키와 헷갈리지 말 것." % (vend, J(label, "은/는")),
                   "문서상 %s 공개 키라서 번들에 들어가도 문제없음. 대신 허용 도메인을 좁혀둬야 함." % J(label, "은/는"),
                   "이 값은 클라이언트용이라 NEXT_PUBLIC_/VITE_ 접두사로 넣는 게 맞음. 서버 키는 별도."])
        ask = ask_or_empty(pick(["도메인 제한 설정은 돼 있나요?", "staging용 값은 따로 있나요?", "서버용 secret 키는 누가 관리하나요?"]))
    else:
        mc = pick(["I didn't know the frontend build needs the %s %s. Config:\n%s" % (vend, label, fence(snip)),
                   "Missing context: which %s value the browser bundle uses. It's:\n%s" % (vend, fence(snip)),
                   "The %s widget didn't render on %s because this was missing:\n%s" % (vend, p, fence(snip)),
                   "A reviewer flagged the %s value as exposed in the bundle. The value:\n%s" % (vend, fence(snip))])
        le = pick(["The %s %s is meant to ship to browsers per the vendor's docs; it's not the server-side secret." % (vend, label),
                   "%s documents this %s as public, so it's fine in the bundle; lock down allowed origins instead." % (vend, label),
                   "Client-side values like this go under the NEXT_PUBLIC_/VITE_ prefix; the server key stays separate."])
        ask = ask_or_empty(pick(["Is the domain/referrer restriction configured?", "Is there a separate value for staging?", "Who manages the matching server-side key?"]))
    return "publishable %s %s [publishable]" % (vend, label), mc, le, ask


CLEAN_TEMPLATES = [c_already_redacted, c_env_refs, c_ci_refs, c_store_refs, c_k8s_ref, c_placeholders, c_masked, c_doc_examples, c_hashes,
                   c_git_shas, c_image_digest, c_lockfiles, c_request_ids, c_object_ids, c_long_ids, c_base64_data,
                   c_public_keys, c_fingerprints, c_urls_nocreds, c_cli_flags, c_policy, c_auth_errors, c_rotation,
                   c_crypto_public, c_build_ids, c_misc_ids, c_pkce, c_key_ids, c_scanner_fp, c_compose_secrets,
                   c_terraform_sensitive, c_totp_talk, c_pii_masked, c_jwt_claims, c_ssh_known_hosts,
                   c_password_prose_nosecret, c_http_sig_names, c_sample_signature, c_publishable]

# ---------------------------------------------------------------------------
# assembly, validation, output
# ---------------------------------------------------------------------------
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
PUB_TAG = " [publishable]"


def window_violations(fields, secrets):
    """8-char windows of a listed secret that occur outside every listed-secret occurrence."""
    bad = []
    for fk in FIELD_KEYS:
        text = fields[fk]
        covered = [False] * len(text)
        for s in secrets:
            i = text.find(s)
            while i != -1:
                for j in range(i, i + len(s)):
                    covered[j] = True
                i = text.find(s, i + 1)
        for s in secrets:
            for w in range(len(s) - 7):
                win = s[w:w + 8]
                i = text.find(win)
                while i != -1:
                    if not all(covered[i:i + 8]):
                        bad.append((fk, win))
                        break
                    i = text.find(win, i + 1)
    return bad


def note_problems(n):
    probs = []
    if list(n.keys()) != ["id", "lang", "kind", "category", "fields", "secrets"]:
        probs.append("key order")
    f = n["fields"]
    if list(f.keys()) != list(FIELD_KEYS):
        probs.append("field key order")
    for k in FIELD_KEYS:
        if not isinstance(f[k], str):
            probs.append("field type " + k)
    if not f["missing_context"] or not f["lesson"]:
        probs.append("empty required field")
    if len(f["missing_context"].encode()) > 1024 or len(f["lesson"].encode()) > 1024:
        probs.append("field too long")
    if len(f["ask_next_time"].encode()) > 512:
        probs.append("ask too long")
    if n["lang"] not in ("en", "ko") or n["kind"] not in ("secret", "clean"):
        probs.append("lang/kind value")
    if n["kind"] == "clean":
        if n["secrets"] != []:
            probs.append("clean with secrets")
    else:
        if not n["secrets"]:
            probs.append("secret note without secrets")
        if n["category"].endswith(PUB_TAG):
            probs.append("publishable tag on secret note")
    if PUB_TAG in n["category"] and not n["category"].endswith(PUB_TAG):
        probs.append("publishable tag not at end")
    for s in n["secrets"]:
        if len(s) < 8:
            probs.append("secret shorter than 8: %r" % s)
        if s != s.strip():
            probs.append("secret has surrounding whitespace")
        if not any(s in f[k] for k in FIELD_KEYS):
            probs.append("secret not verbatim in fields")
    if len(dict.fromkeys(n["secrets"])) != len(n["secrets"]):
        probs.append("duplicate secret")
    if n["secrets"]:
        wv = window_violations(f, n["secrets"])
        if wv:
            probs.append("window outside secret occurrence: %r" % (wv[:3],))
    if n["lang"] == "ko":
        hangul = sum(1 for k in FIELD_KEYS for ch in f[k] if 0xAC00 <= ord(ch) <= 0xD7A3)
        if hangul < 8:
            probs.append("ko note without Korean prose")
    return probs


class Deck:
    """cycle through a weighted, shuffled list; reshuffle when exhausted"""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = list(self.items)
            R.shuffle(self.queue)
        return self.queue.pop()


SECRET_WEIGHTS = {"s_prose_pw": 3, "s_pg_url": 2, "s_mysql_p": 2, "s_private_key": 3, "s_split_field_pw": 2,
                  "s_chat_creds": 2, "s_korean_typed_prose": 2, "s_split_sent_pw": 2, "s_ask_repeat_pw": 2,
                  "s_recovery": 2, "s_totp": 2, "s_seed_phrase": 2, "s_pin": 2, "s_wifi": 2, "s_app_secret_key": 2,
                  "s_cookie": 2, "s_bearer_jwt": 2, "s_webhook_secret": 2, "s_cloud_connstr": 2, "s_table_pw": 2,
                  "s_trace_pw": 2, "s_diff_pw": 2, "s_framework_cfg": 2, "s_netrc_gitcred": 2}
CLEAN_WEIGHTS = {"c_publishable": 8, "c_env_refs": 2, "c_store_refs": 2, "c_placeholders": 2, "c_masked": 2,
                 "c_doc_examples": 2, "c_hashes": 2, "c_public_keys": 2, "c_auth_errors": 2, "c_rotation": 2,
                 "c_object_ids": 2, "c_request_ids": 2, "c_misc_ids": 2, "c_base64_data": 2}

N_VENDOR = {"en": 102, "ko": 68}
STATS = {"retries": {}, "vendors": [], "services": []}
SEEN_FIELDS = {}


def build_note(kind, lang, gen):
    """gen() -> (category, mc, le, ask, candidates, strict, label)"""
    for attempt in range(60):
        cat, mc, le, ask, cands, strict, label = gen()
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        secrets = []
        for c in cands:
            present = any(c in fields[k] for k in FIELD_KEYS)
            if strict and not present:
                raise AssertionError("template %s lost a secret" % cat)
            if present and c not in secrets:
                secrets.append(c)
        n = {"id": "", "lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets}
        probs = note_problems(n)
        sig = json.dumps(fields, ensure_ascii=False, sort_keys=True)
        if sig in SEEN_FIELDS:
            probs.append("duplicate of an earlier note")
        if not probs:
            SEEN_FIELDS[sig] = True
            return n, label
        key = cat.split(" / ")[0]
        STATS["retries"].setdefault(key, []).append(probs[0][:90])
    raise AssertionError("could not build a valid note: %s %s" % (cat, probs))


CONT_WEIGHT = {"vc_dotenv": 3, "vc_curl": 3, "vc_sdk": 3, "vc_export": 2, "vc_cli": 2, "vc_json": 2, "vc_yaml": 2}
CONT_USE = {}


def container_applies(c, v):
    if c is vc_sdk:
        return bool(v.sdk)
    if c is vc_cli:
        return bool(v.cli)
    if c is vc_curl:
        return bool(v.url and ("{}" in v.url or v.hdr))
    if c is vc_basic:
        return (v.name, v.label) in BASIC
    return True


def choose_container(v):
    """least-used applicable container relative to its weight; random among ties"""
    best, cands = None, []
    for c in VENDOR_CONTAINERS:
        if not container_applies(c, v):
            continue
        score = CONT_USE.get(c.__name__, 0) / CONT_WEIGHT.get(c.__name__, 1)
        if best is None or score < best - 1e-9:
            best, cands = score, [c]
        elif abs(score - best) < 1e-9:
            cands.append(c)
    return pick(cands)


def generate():
    notes = []
    vendor_deck = Deck(VENDORS)
    sdeck = Deck([t for t in SECRET_TEMPLATES for _ in range(SECRET_WEIGHTS.get(t.__name__, 1))])
    cdeck = Deck([t for t in CLEAN_TEMPLATES for _ in range(CLEAN_WEIGHTS.get(t.__name__, 1))])

    plan = []
    for lang in ("en", "ko"):
        nsec = TARGET[("secret", lang)]
        plan += [("secret", lang, "vendor")] * N_VENDOR[lang]
        plan += [("secret", lang, "other")] * (nsec - N_VENDOR[lang])
        plan += [("clean", lang, "clean")] * TARGET[("clean", lang)]
    R.shuffle(plan)

    for kind, lang, src_kind in plan:
        ko = lang == "ko"
        if src_kind == "vendor":
            v = vendor_deck.next()

            def gen(v=v, ko=ko):
                c = choose_container(v)
                parts = v.mk()
                r = c(v, parts, ko)
                assert r is not None, (c.__name__, v.name)
                CONT_USE[c.__name__] = CONT_USE.get(c.__name__, 0) + 1
                cat, mc, le, ask, extra = r
                return cat, mc, le, ask, secret_vals(parts) + extra, False, v.name
        elif src_kind == "other":
            t = sdeck.next()

            def gen(t=t, ko=ko):
                cat, mc, le, ask, cands, svc = t(ko)
                return cat, mc, le, ask, cands, True, svc
        else:
            t = cdeck.next()

            def gen(t=t, ko=ko):
                cat, mc, le, ask = t(ko)
                return cat, mc, le, ask, [], True, None
        n, label = build_note(kind, lang, gen)
        if kind == "secret":
            (STATS["vendors"] if src_kind == "vendor" else STATS["services"]).append(label)
        notes.append(n)

    R.shuffle(notes)
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (PREFIX, i + 1)
    return notes


def uniq(seq):
    """sorted distinct values, without building a set"""
    return sorted(dict.fromkeys(seq))


def validate_set(notes):
    assert len(notes) == N_TOTAL
    ids = [n["id"] for n in notes]
    assert ids == ["%s%03d" % (PREFIX, i) for i in range(1, N_TOTAL + 1)]
    for key, want in TARGET.items():
        got = sum(1 for n in notes if (n["kind"], n["lang"]) == key)
        assert got == want, (key, got, want)
    seen = {}
    for n in notes:
        probs = note_problems(n)
        assert not probs, (n["id"], probs)
        sig = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
        assert sig not in seen, ("duplicate note", n["id"], seen.get(sig))
        seen[sig] = n["id"]
    for n in notes:
        if n["category"].endswith(PUB_TAG):
            assert n["kind"] == "clean" and n["category"].startswith("publishable ")
        elif n["kind"] == "clean":
            assert not n["category"].startswith("publishable ")
    distinct_vendors = uniq(STATS["vendors"])
    assert len(distinct_vendors) >= 100, len(distinct_vendors)


def main():
    import os
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v137.jsonl")
    notes = generate()
    validate_set(notes)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes).encode("utf-8")
    # the serialised file must round-trip exactly
    back = [json.loads(l) for l in data.decode("utf-8").splitlines()]
    assert back == notes
    with open(out, "wb") as fh:
        fh.write(data)
    sha = hashlib.sha256(data).hexdigest()
    stats = {
        "sha256": sha,
        "counts": {"%s/%s" % k: v for k, v in TARGET.items()},
        "distinct_vendors_in_secret_notes": len(uniq(STATS["vendors"])),
        "vendors": uniq(STATS["vendors"]),
        "other_services": uniq(STATS["services"]),
        "publishable_clean_notes": sum(1 for n in notes if n["category"].endswith(PUB_TAG)),
        "secret_values": sum(len(n["secrets"]) for n in notes),
        "retries": {k: len(v) for k, v in sorted(STATS["retries"].items())},
    }
    if os.environ.get("BLIND_STATS"):
        with open(os.environ["BLIND_STATS"], "w", encoding="utf-8") as fh:
            json.dump(stats, fh, ensure_ascii=False, indent=1)
    print("wrote %d notes to %s" % (len(notes), out))
    print("sha256 %s" % sha)


if __name__ == "__main__":
    main()
