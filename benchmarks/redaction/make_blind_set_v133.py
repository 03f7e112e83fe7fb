#!/usr/bin/env python3
"""make_blind_set_v133.py - generator of blind evaluation set v133 for a credential-redaction filter.

Usage:  python3 make_blind_set_v133.py [--stats]
Writes blind_set_v133.jsonl (720 notes) next to this file and prints its SHA-256.

Python 3 standard library only, no network, deterministic: a single random.Random(133_2026_1128)
drives every choice, including key generation (Miller-Rabin witnesses, EC/Ed25519 scalars, TOTP
seeds, ...).  No set is ever iterated and hash() is not used, so the output does not depend on
PYTHONHASHSEED.  Every credential body is generated at run time in the public shape of its kind
(prefix, alphabet, length, and checksum/encoding where the format has one: GitHub/npm CRC32-base62
suffixes, BIP39 checksums, Base58Check WIF, bech32 age keys, DER/PEM/OpenSSH key structures, HMAC-signed
JWTs, PBKDF2 WPA PSKs).  The only literal credential-looking strings are vendors' published
documentation examples, used in clean notes on purpose.

Layout: primitives (encodings, RSA/P-256/Ed25519/X25519) -> context pools and password styles ->
vendor table -> containers (how a credential is pasted) -> note assembly + FORMAT.txt validator ->
secret-note generators -> clean-note generators -> plan with exact counts -> main (asserts, output).
"""
import base64
import hashlib
import hmac
import json
import re as _re
import os
import random
import struct
import sys
import urllib.parse
import zlib

SEED = 133_2026_1128
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "blind_set_v133.jsonl")
ID_PREFIX = "gk"

# ----------------------------------------------------------------------------------------------
# basic random helpers
# ----------------------------------------------------------------------------------------------
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
HEXL = DIG + "abcdef"
HEXU = DIG + "ABCDEF"
AN = DIG + UP + LOW            # base62 order
ANL = DIG + LOW
ANU = DIG + UP
URLSAFE = AN + "-_"
B64A = UP + LOW + DIG + "+/"
B32A = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def an(n):
    return rs(AN, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def base62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = AN[r] + s
    return s.rjust(width, "0")


def crc_token(prefix, n_body=30):
    """GitHub/npm style: random base62 body + CRC32 of the body in 6 base62 chars."""
    body = an(n_body)
    return prefix + body + base62(zlib.crc32(body.encode()), 6)


def digits(n, lead_nonzero=True):
    s = rs(DIG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


# ----------------------------------------------------------------------------------------------
# encodings used by real formats
# ----------------------------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + s


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _convertbits(data, frm, to):
    acc = 0
    bits = 0
    ret = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (to - bits)) & maxv)
    return ret


def bech32_encode(hrp, data8):
    d = _convertbits(list(data8), 8, 5)
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(exp + d + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[x] for x in d + chk)


# ---- Ed25519 / X25519 (RFC 8032 / RFC 7748 reference arithmetic) ----
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_SQRT_M1 = pow(2, (ED_P - 1) // 4, ED_P)


def _ed_add(P, Q):
    p = ED_P
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % p
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % p
    C = 2 * P[3] * Q[3] * ED_D % p
    D = 2 * P[2] * Q[2] % p
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % p, G * H % p, F * G % p, E * H % p)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def _ed_recover_x(y, sign):
    p = ED_P
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, p - 2, p)
    x = pow(x2, (p + 3) // 8, p)
    if (x * x - x2) % p != 0:
        x = x * ED_SQRT_M1 % p
    if (x & 1) != sign:
        x = p - x
    return x


_ED_GY = 4 * pow(5, ED_P - 2, ED_P) % ED_P
_ED_GX = _ed_recover_x(_ED_GY, 0)
ED_G = (_ED_GX, _ED_GY, 1, _ED_GX * _ED_GY % ED_P)


def ed25519_public(seed32):
    h = hashlib.sha512(seed32).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    P = _ed_mul(a, ED_G)
    zinv = pow(P[2], ED_P - 2, ED_P)
    x = P[0] * zinv % ED_P
    y = P[1] * zinv % ED_P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def x25519(k_bytes, u_bytes=b"\x09" + b"\0" * 31):
    p = ED_P
    k = bytearray(k_bytes)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    k = int.from_bytes(k, "little")
    u = int.from_bytes(u_bytes, "little") & ((1 << 255) - 1)
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in reversed(range(255)):
        kt = (k >> t) & 1
        swap ^= kt
        if swap:
            x2, x3 = x3, x2
            z2, z3 = z3, z2
        swap = kt
        A = x2 + z2
        AA = A * A
        B = x2 - z2
        BB = B * B
        E = AA - BB
        C = x3 + z3
        D = x3 - z3
        DA = D * A
        CB = C * B
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + 121665 * E) % p
    if swap:
        x2, x3 = x3, x2
        z2, z3 = z3, z2
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, "little")


# ---- NIST P-256 ----
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_A = P256_P - 3
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _ec_add(P, Q):
    p = P256_P
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] + P256_A) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def _ec_mul(k, P):
    Q = None
    while k:
        if k & 1:
            Q = _ec_add(Q, P)
        P = _ec_add(P, P)
        k >>= 1
    return Q


# ---- DER / PEM / SSH wire helpers ----
def _der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _der_len(len(content)) + content


def der_int(x):
    return der(0x02, x.to_bytes(max(1, (x.bit_length() + 8) // 8), "big"))


OID_P256 = bytes.fromhex("2a8648ce3d030107")
OID_ECPUB = bytes.fromhex("2a8648ce3d0201")
OID_RSA = bytes.fromhex("2a864886f70d010101")
OID_ED25519 = bytes.fromhex("2b6570")


def pem_lines(der_bytes, width=64):
    s = b64e(der_bytes)
    return [s[i:i + width] for i in range(0, len(s), width)]


def ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_mpint(x):
    return ssh_str(x.to_bytes(max(1, (x.bit_length() + 8) // 8), "big") if x else b"")


# ---- RSA (Miller-Rabin driven by R) ----
SMALL_PRIMES = [q for q in range(3, 3000) if all(q % d for d in range(2, int(q ** 0.5) + 1))]


def _probable_prime(n, rounds=20):
    for q in SMALL_PRIMES:
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x == 1 or x == n - 1:
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _gen_prime(bits):
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _probable_prime(c):
            return c


def rsa_keypair(bits):
    e = 65537
    while True:
        p = _gen_prime(bits // 2)
        q = _gen_prime(bits // 2)
        if p == q or (p - 1) % e == 0 or (q - 1) % e == 0:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        d = pow(e, -1, (p - 1) * (q - 1))
        return {"n": n, "e": e, "d": d, "p": p, "q": q,
                "dp": d % (p - 1), "dq": d % (q - 1), "qi": pow(q, -1, p)}


def rsa_pkcs1_der(k):
    return der(0x30, der_int(0) + b"".join(der_int(k[x]) for x in ["n", "e", "d", "p", "q", "dp", "dq", "qi"]))


def rsa_pkcs8_der(k):
    return der(0x30, der_int(0) + der(0x30, der(0x06, OID_RSA) + b"\x05\x00") + der(0x04, rsa_pkcs1_der(k)))


def ssh_rsa_pub(k, comment):
    blob = ssh_str("ssh-rsa") + ssh_mpint(k["e"]) + ssh_mpint(k["n"])
    return "ssh-rsa " + b64e(blob) + (" " + comment if comment else "")


def ec_p256_private_der(d):
    X, Y = _ec_mul(d, P256_G)
    pub = b"\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big")
    body = (der_int(1) + der(0x04, d.to_bytes(32, "big")) + der(0xA0, der(0x06, OID_P256))
            + der(0xA1, der(0x03, b"\x00" + pub)))
    return der(0x30, body), pub


def ec_p256_spki_der(pub):
    return der(0x30, der(0x30, der(0x06, OID_ECPUB) + der(0x06, OID_P256)) + der(0x03, b"\x00" + pub))


def ed25519_pkcs8_der(seed):
    return der(0x30, der_int(0) + der(0x30, der(0x06, OID_ED25519)) + der(0x04, der(0x04, seed)))


def ed25519_spki_der(pub):
    return der(0x30, der(0x30, der(0x06, OID_ED25519)) + der(0x03, b"\x00" + pub))


def ssh_ed25519_pub(pub, comment=""):
    return "ssh-ed25519 " + b64e(ssh_str("ssh-ed25519") + ssh_str(pub)) + (" " + comment if comment else "")


def openssh_ed25519_private(seed, pub, comment):
    pubblob = ssh_str("ssh-ed25519") + ssh_str(pub)
    check = rb(4)
    priv = check + check + ssh_str("ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_str("none") + ssh_str("none") + ssh_str(b"") + struct.pack(">I", 1)
            + ssh_str(pubblob) + ssh_str(priv))
    s = b64e(blob)
    return [s[i:i + 70] for i in range(0, len(s), 70)]


def sha256_fpr(blob_b64):
    return "SHA256:" + base64.b64encode(hashlib.sha256(base64.b64decode(blob_b64)).digest()).decode().rstrip("=")


def md5_fpr(blob_b64):
    h = hashlib.md5(base64.b64decode(blob_b64)).hexdigest()
    return ":".join(h[i:i + 2] for i in range(0, 32, 2))


# ---- JWT ----
def jwt_hs256(payload, header=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(rb(32), f"{h}.{p}".encode(), hashlib.sha256).digest()
    return f"{h}.{p}.{b64u(sig)}"


def jwt_rs256(payload, kid=None):
    header = {"alg": "RS256", "typ": "JWT"}
    if kid:
        header["kid"] = kid
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rb(256))}"


BIP39_TEXT = """
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
wrist write wrong yard year yellow you young youth zebra zero zone zoo
"""
BIP39 = BIP39_TEXT.split()


def bip39_from_entropy(ent):
    nbits = len(ent) * 8
    cs = nbits // 32
    nwords = (nbits + cs) // 11
    h = hashlib.sha256(ent).digest()
    bits = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    return " ".join(BIP39[(bits >> (11 * (nwords - 1 - i))) & 2047] for i in range(nwords))


def bip39(nwords=12):
    return bip39_from_entropy(rb({12: 16, 15: 20, 18: 24, 24: 32}[nwords]))


def self_tests():
    assert hashlib.sha256(("\n".join(BIP39) + "\n").encode()).hexdigest() == \
        "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
    assert bip39_from_entropy(bytes(16)) == " ".join(["abandon"] * 11 + ["about"])
    assert ed25519_public(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() \
        == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert x25519(bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")).hex() \
        == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"
    gx, gy = P256_G
    assert (gy * gy - (gx ** 3 + P256_A * gx + P256_B)) % P256_P == 0
    assert _ec_mul(P256_N, P256_G) is None
    assert bech32_encode("a", b"") == "a12uel5l"
    assert b58check(bytes.fromhex("00" + "00" * 20)) == "1111111111111111111114oLvT2"
    assert base62(zlib.crc32(b"x"), 6) == base62(zlib.crc32(b"x"), 6)


self_tests()

# ----------------------------------------------------------------------------------------------
# context pools
# ----------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "auth-service", "ingest-worker", "web-frontend", "admin-dashboard",
            "notification-svc", "search-indexer", "payments-gateway", "report-cron", "mobile-bff",
            "data-pipeline", "crm-sync", "order-service", "media-transcoder", "analytics-etl",
            "inventory-api", "chat-backend", "user-profile", "ledger", "scheduler", "geo-service",
            "checkout", "partner-portal", "support-bot", "pricing-engine", "feature-flags",
            "email-relay", "export-job", "sso-bridge", "recsys-api"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
ORGS = ["acme", "nimbus", "orbitly", "pinecrest", "hanul", "saebom", "bluefin", "dasom-labs",
        "kestrel", "mirae", "lumen", "northwind", "gureum", "tidewater", "byeol"]
USERS_EN = ["Dana", "Marco", "Priya", "Tom", "Alex", "Chen", "Sofia", "Noah", "Fatima", "Jonas",
            "Elena", "Kenji", "Olu", "Grace", "Mateo"]
USERS_KO = ["민수", "지영", "현우", "서연", "도윤", "하은", "준호", "유진", "태희", "성민", "수빈", "재훈",
            "다은", "영호", "은지"]
ACCOUNTS = ["app", "svc_reporting", "deploy", "admin", "ops", "jenkins", "readonly", "etl_user",
            "api_rw", "backup", "grafana", "metabase", "airflow", "migrator", "batch", "svc-billing",
            "analytics", "root", "postgres", "sa", "dbadmin", "webapp", "keycloak"]
DB_NAMES = ["app", "billing", "orders", "analytics", "users", "core", "ledger", "crm", "events",
            "inventory", "reporting", "auth"]
AGENTS = ["Claude Code", "Cursor", "Codex", "Gemini CLI"]
KO_PARTICLE_EN_TERM = ["에서", "쪽에서", "설정에서"]


def host(kind="db"):
    e = pick(ENVS)
    o = pick(ORGS)
    opts = {
        "db": [f"db-{e}-0{R.randint(1, 4)}.internal", f"pg-{e}.{o}.local",
               f"{pick(DB_NAMES)}-db.{e}.svc.cluster.local", f"10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}",
               f"{o}-{e}.c{an(10).lower()}.ap-northeast-2.rds.amazonaws.com",
               f"db-primary.{o}.io", f"{o}-{e}.postgres.database.azure.com"],
        "web": [f"{e}.{o}.io", f"admin.{e}.{o}.com", f"{o}-{e}.herokuapp.com", f"{e}-{o}.vercel.app",
                f"internal.{o}.dev", f"{o}.atlassian.net"],
    }
    return pick(opts[kind])


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def person(lang):
    return pick(USERS_EN) if lang == "en" else pick(USERS_KO) + pick(["님", "님", "", " 선배", " 매니저님"])


def acct():
    return pick(ACCOUNTS)


def date_str():
    return f"2025-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def time_str():
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def iso_ts():
    return f"{date_str()}T{time_str()}.{R.randint(0, 999):03d}Z"


def ip():
    return f"{pick(['10', '172', '192'])}.{R.randint(0, 254)}.{R.randint(0, 254)}.{R.randint(2, 250)}"


# ----------------------------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------------------------
PUN = "!#$%*-_=+.?@^~"
PW_WORDS = ["Summer", "Winter", "Autumn", "Spring", "Dragon", "Monkey", "Sunshine", "Rainbow", "Falcon",
            "Tiger", "Phoenix", "Galaxy", "Coffee", "Pepper", "Orange", "Maple", "Ocean", "Thunder",
            "Silver", "Rocket", "Panda", "Shadow", "Hunter", "Jaguar", "Cobalt", "Marble", "Walnut",
            "Bison", "Harbor", "Lantern", "Cactus", "Yellow", "Purple", "Bluebird", "Snowflake", "Pumpkin",
            "Chelsea", "Arsenal", "Liverpool", "Yankees", "Mustang", "Voyager", "Nimbus", "Pixel", "Kimchi",
            "Bulgogi", "Seoul", "Busan", "Jeju", "Gangnam", "Butter", "Mango", "Penguin", "Cosmos", "Gemini",
            "Matrix", "Ninja", "Viking", "Zeppelin", "Biscuit"]
NAMES_ROMAN = ["minsu", "jiyoung", "hyunwoo", "seoyeon", "doyun", "haeun", "junho", "yujin", "sungmin",
               "subin", "jaehoon", "daeun", "mike", "sarah", "kevin", "jessica", "daniel", "emily",
               "ryan", "olivia", "brian", "chloe"]
KEY_WALKS = ["qwer1234", "1q2w3e4r", "asdf1234", "zxcv1234", "qwerty12", "1qaz2wsx", "q1w2e3r4",
             "!QAZ2wsx", "1q2w3e4r5t", "qwe123!@#", "asdfqwer", "zaq12wsx"]
KO_WORDS = ["사랑해", "안녕하세요", "우리집", "행복", "고양이", "강아지", "하늘", "바다", "보안", "회사", "개발팀",
            "서버", "운영", "김치찌개", "봄날", "무지개", "해바라기", "떡볶이", "별빛", "달빛", "우리팀", "초코",
            "라면", "호랑이", "바람", "새벽", "여름밤", "첫눈", "커피", "토끼"]

CHO = "rRseEfaqQtTdwWczxvg"
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
        "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
        "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keyboard(word):
    """Type a Hangul word on a 2-set (dubeolsik) keyboard left in English mode."""
    out = []
    for ch in word:
        i = ord(ch) - 0xAC00
        if 0 <= i < 11172:
            out.append(CHO[i // 588] + JUNG[(i % 588) // 28] + JONG[i % 28])
        else:
            out.append(ch)
    return "".join(out)


def _leet(w):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$", "A": "@", "O": "0", "E": "3", "S": "$"}
    return "".join(table[c] if c in table and chance(0.6) else c for c in w)


def year():
    return str(R.randint(1985, 2026))


def pw(style=None, url_safe=False, min_len=8):
    """A password in one of many real styles. url_safe avoids characters needing quoting in URLs."""
    styles = ["human", "human", "leet", "name_date", "walk", "passphrase", "passphrase", "generated",
              "generated", "generated", "kr_keyboard", "company", "long_hex"]
    for _ in range(50):
        st = style or pick(styles)
        sym = pick(PUN) if not url_safe else pick("!*-_.~")
        if st == "human":
            v = pick(PW_WORDS) + pick([year(), digits(2, False), digits(3, False), digits(4, False)]) + pick([sym, "", sym + sym])
        elif st == "leet":
            v = _leet(pick(PW_WORDS) + pick(PW_WORDS).lower()) + digits(R.randint(1, 4), False) + pick([sym, ""])
        elif st == "name_date":
            v = pick([pick(NAMES_ROMAN) + f"{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + pick([sym, ""]),
                      pick(NAMES_ROMAN).capitalize() + sym + year(),
                      pick(NAMES_ROMAN) + year() + sym])
        elif st == "walk":
            v = pick(KEY_WALKS) + pick(["", sym, digits(2, False), "!@#"])
            if url_safe:
                v = "".join(c for c in v if c.isalnum() or c in "!*-_.~")
        elif st == "passphrase":
            n = R.randint(3, 5)
            ws = [pick(BIP39) for _ in range(n)]
            mode = R.randint(0, 4)
            if mode == 0:
                v = "-".join(ws)
            elif mode == 1:
                v = "".join(w.capitalize() for w in ws) + digits(R.randint(1, 3), False)
            elif mode == 2:
                v = ".".join(ws) + pick(["", sym])
            elif mode == 3:
                v = "_".join(ws) + digits(2, False)
            else:
                v = "-".join(w.capitalize() for w in ws) + "-" + digits(R.randint(1, 2), False)
        elif st == "generated":
            n = R.randint(14, 28)
            alpha = AN + (PUN if not url_safe else "!*-_.~")
            while True:
                v = rs(alpha, n)
                if (any(c.isupper() for c in v) and any(c.islower() for c in v)
                        and any(c.isdigit() for c in v) and any(not c.isalnum() for c in v)):
                    break
        elif st == "kr_keyboard":
            v = ko_keyboard(pick(KO_WORDS) + pick(["", pick(KO_WORDS)])) + pick([digits(R.randint(2, 4), False), year()]) + pick([sym, "", "!"])
        elif st == "hangul":
            v = pick(KO_WORDS) + pick(KO_WORDS) + pick([year(), digits(2, False), digits(4, False)]) + pick(["!", "#", "", "@"])
        elif st == "company":
            v = pick(ORGS).capitalize() + pick(["-", "_", "@", "#", ""]) + pick(ENVS).capitalize() + pick([year(), digits(2, False)]) + pick([sym, ""])
        elif st == "long_hex":
            v = hx(pick([24, 32, 40]))
        elif st == "pin":
            v = digits(R.randint(8, 10), False)
        else:
            raise ValueError(st)
        if url_safe:
            v = "".join(c for c in v if c.isalnum() or c in "!*-_.~" or ord(c) > 127)
        if len(v) >= min_len and v == v.strip():
            return v
    raise RuntimeError("pw")


def pct(s):
    """percent-encode a password for use in a URL userinfo, the way people (and urllib) do."""
    return urllib.parse.quote(s, safe="-_.~!*")

# ----------------------------------------------------------------------------------------------
# vendor credential table
#   gen() -> list of (ENV_NAME, value_as_written, [secret substrings of that value])
#   templates use «V0», «V1», ... for bundle values and «ORG», «SVC», «E», «USER», «EMAIL», «HOST»
# ----------------------------------------------------------------------------------------------


VENDORS = []


def S(name, value):
    return (name, value, [value])


def N(name, value):
    return (name, value, [])


def PART(name, value, part):
    assert part in value
    return (name, value, [part])


def V(vendor, kind, gen, url=None, auth=None, sdk=None, tf=None, cli=None, cfg=None, mcp=None, weight=1.0, mcp_http=None):
    VENDORS.append({"vendor": vendor, "kind": kind, "gen": gen, "url": url, "auth": auth, "sdk": sdk or [],
                    "tf": tf, "cli": cli or [], "cfg": cfg or [], "mcp": mcp, "weight": weight, "mcp_http": mcp_http})


def fill(t, d):
    return _re.sub("«(\\w+)»", lambda m: str(d[m.group(1)]), t)


def envname(*names):
    return pick(list(names))


def slack_id(c):
    return c + rs(ANU, 10)


def _sentry_tok(org):
    payload = {"iat": round(1.72e9 + R.randint(0, 3 * 10 ** 7), 6), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org}
    return "sntrys_" + b64e(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + an(43)


def _pypi_tok():
    caveat = json.dumps({"version": 1, "permissions": "user"}, separators=(",", ":")).encode()
    raw = (b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02" + bytes([len(caveat)]) + caveat
           + b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(raw)


def _grafana_cloud_tok(org):
    d = {"o": digits(6), "n": f"stack-{digits(6)}-hm-write-{org}", "k": an(24), "m": {"r": "prod-ap-northeast-0"}}
    return "glc_" + b64e(json.dumps(d, separators=(",", ":")).encode())


def _supabase_service_jwt():
    ref = rs(LOW, 20)
    iat = R.randint(1680000000, 1750000000)
    return ref, jwt_hs256({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000})


def _discord_bot():
    uid = digits(R.choice([18, 19]))
    return b64e(uid.encode()).rstrip("=") + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)


def _monday_tok():
    return jwt_hs256({"tid": R.randint(10 ** 8, 5 * 10 ** 8), "aai": R.randint(10, 99), "uid": R.randint(10 ** 7, 9 * 10 ** 7),
                      "iad": iso_ts()[:19] + ".000Z", "per": "me:write", "actid": R.randint(10 ** 6, 9 * 10 ** 6),
                      "rgn": "apse2"}, header={"alg": "HS256"})


def _cf_tunnel():
    d = {"a": hx(32), "t": uuid4(), "s": b64e(rb(32))}
    return b64e(json.dumps(d, separators=(",", ":")).encode())


def _twitter_bearer():
    return "A" * 22 + an(19) + "%2B" + an(17) + "%3D" + an(50)


def _fly_tok():
    return "fm2_" + b64e(rb(R.randint(150, 190))).rstrip("=")


def _aws_sess():
    return "IQoJb3JpZ2luX2Vj" + rs(B64A, R.randint(260, 330)) + pick(["", "=", "=="])


def _jfrog_ref():
    return b64e(f"reftkn:01:{digits(10)}:{an(32)}".encode()).rstrip("=")


def _intercom():
    return b64e(("tok:" + uuid4() + ":1:0").encode())


def _elastic_key():
    return b64e((rs(URLSAFE, 20) + ":" + rs(URLSAFE, 22)).encode())


def _mapbox(prefix, user):
    return prefix + "." + b64u(json.dumps({"u": user, "a": "cl" + rs(ANL, 23)}, separators=(",", ":")).encode()) + "." + rs(URLSAFE, 22)


def _azure_sas():
    sig = urllib.parse.quote(b64e(rb(32)), safe="")
    q = (f"sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-0{R.randint(1, 9)}-{R.randint(10, 28)}T0{R.randint(0, 9)}:00:00Z"
         f"&st=2025-{R.randint(10, 12)}-0{R.randint(1, 9)}T01:00:00Z&spr=https&sig={sig}")
    return q, sig


def _oci_auth():
    while True:
        v = rs(AN + "#()+-.:;[]_{}", 20)
        if sum(not c.isalnum() for c in v) >= 3:
            return v


def _ssh_host():
    return pick(["bastion", "jump", "build", "web-01", "worker-03", "gpu-02"]) + "." + pick(ORGS) + ".internal"


# ---------------- source hosting / CI ----------------
V("GitHub", "classic PAT", lambda: [S(envname("GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT"), crc_token("ghp_"))],
  url="https://api.github.com/user/repos?per_page=100", auth="token",
  sdk=[("python", 'from github import Github\ngh = Github("«V0»")\nrepo = gh.get_repo("«ORG»/«SVC»")'),
       ("node", 'const octokit = new Octokit({ auth: "«V0»" });'),
       ("go", 'ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "«V0»"})\nclient := github.NewClient(oauth2.NewClient(ctx, ts))')],
  tf='provider "github" {\n  owner = "«ORG»"\n  token = "«V0»"\n}',
  cli=['echo «V0» | gh auth login --with-token', 'git clone https://«V0»@github.com/«ORG»/«SVC».git',
       'git remote set-url origin https://«USER»:«V0»@github.com/«ORG»/«SVC».git'],
  cfg=[("~/.git-credentials", "https://«USER»:«V0»@github.com")],
  mcp=("github", "npx", ["-y", "@modelcontextprotocol/server-github"], ["GITHUB_PERSONAL_ACCESS_TOKEN"]), weight=3,
  mcp_http=("github", "https://api.githubcopilot.com/mcp/", "Bearer «V0»"))
V("GitHub", "fine-grained PAT", lambda: [S(envname("GITHUB_TOKEN", "GH_PAT", "GITHUB_PERSONAL_ACCESS_TOKEN"), "github_pat_" + an(22) + "_" + an(59))],
  url="https://api.github.com/repos/«ORG»/«SVC»/actions/runs", auth="bearer",
  cli=['GH_TOKEN=«V0» gh pr list --repo «ORG»/«SVC»', 'git clone https://oauth2:«V0»@github.com/«ORG»/«SVC».git'],
  mcp=("github", "npx", ["-y", "@modelcontextprotocol/server-github"], ["GITHUB_PERSONAL_ACCESS_TOKEN"]), weight=2,
  mcp_http=("github", "https://api.githubcopilot.com/mcp/", "Bearer «V0»"))
V("GitHub", "gh CLI OAuth token", lambda: [S("GH_TOKEN", crc_token("gho_"))], url="https://api.github.com/user", auth="bearer",
  cfg=[("~/.config/gh/hosts.yml", "github.com:\n    users:\n        «USER»:\n            oauth_token: «V0»\n    oauth_token: «V0»\n    git_protocol: https\n    user: «USER»")])
V("GitHub", "App installation token", lambda: [S("GITHUB_TOKEN", crc_token("ghs_"))], url="https://api.github.com/installation/repositories", auth="token",
  cli=['git clone https://x-access-token:«V0»@github.com/«ORG»/«SVC».git'])
V("GitHub Actions", "runner registration token", lambda: [S("RUNNER_TOKEN", "A" + rs(ANU, 28))],
  cli=['./config.sh --url https://github.com/«ORG»/«SVC» --token «V0» --labels self-hosted,linux,x64 --unattended'])
V("GitLab", "personal access token", lambda: [S(envname("GITLAB_TOKEN", "GL_TOKEN", "GITLAB_PRIVATE_TOKEN"), "glpat-" + rs(URLSAFE, 20))],
  url="https://gitlab.com/api/v4/projects?membership=true", auth=("header", "PRIVATE-TOKEN"),
  tf='provider "gitlab" {\n  token    = "«V0»"\n  base_url = "https://gitlab.«ORG».io/api/v4/"\n}',
  cli=['git clone https://oauth2:«V0»@gitlab.com/«ORG»/«SVC».git', 'glab auth login --hostname gitlab.com --token «V0»'],
  mcp=("gitlab", "npx", ["-y", "@modelcontextprotocol/server-gitlab"], ["GITLAB_PERSONAL_ACCESS_TOKEN"]), weight=2)
V("GitLab", "runner authentication token", lambda: [S("CI_RUNNER_TOKEN", "glrt-" + rs(URLSAFE, 20))],
  cfg=[("/etc/gitlab-runner/config.toml", 'concurrent = 4\n\n[[runners]]\n  name = "«SVC»-runner"\n  url = "https://gitlab.com/"\n  token = "«V0»"\n  executor = "docker"')],
  cli=['gitlab-runner register --non-interactive --url https://gitlab.com --token «V0» --executor docker --docker-image alpine:3.20'])
V("Bitbucket", "app password", lambda: [N("BITBUCKET_USERNAME", pick(NAMES_ROMAN)), S("BITBUCKET_APP_PASSWORD", "ATBB" + an(28) + rs(HEXU, 8))],
  cli=['git clone https://«V0»:«V1»@bitbucket.org/«ORG»/«SVC».git', 'curl -u «V0»:«V1» https://api.bitbucket.org/2.0/repositories/«ORG»'])
V("Atlassian", "API token", lambda: [N("JIRA_USERNAME", pick(NAMES_ROMAN) + "@" + pick(ORGS) + ".com"), S(envname("JIRA_API_TOKEN", "ATLASSIAN_API_TOKEN", "CONFLUENCE_API_TOKEN"), "ATATT3xFfGF0" + rs(URLSAFE, 171) + "=" + rs(HEXU, 8))],
  cli=['curl -u «V0»:«V1» -H "Accept: application/json" https://«ORG».atlassian.net/rest/api/3/myself'],
  sdk=[("python", 'jira = JIRA(server="https://«ORG».atlassian.net", basic_auth=("«V0»", "«V1»"))')],
  mcp=("atlassian", "uvx", ["mcp-atlassian"], ["JIRA_USERNAME", "JIRA_API_TOKEN"]))
V("Jira Data Center", "personal access token", lambda: [S("JIRA_PAT", b64e(f"{digits(12)}:{rs(AN + '+/', 20)}".encode()))],
  url="https://jira.«ORG».internal/rest/api/2/search?jql=assignee=currentUser()", auth="bearer")
V("CircleCI", "personal API token", lambda: [S("CIRCLECI_TOKEN", "CCIPAT_" + an(22) + "_" + hx(40))],
  url="https://circleci.com/api/v2/me", auth=("header", "Circle-Token"))
V("Buildkite", "API access token", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))], url="https://api.buildkite.com/v2/user", auth="bearer")
V("Jenkins", "API token", lambda: [N("JENKINS_USER", pick(["ci-bot", "deploy", pick(NAMES_ROMAN)])), S("JENKINS_API_TOKEN", "11" + hx(32))],
  cli=['curl -X POST -u «V0»:«V1» https://jenkins.«ORG».internal/job/«SVC»/buildWithParameters?BRANCH=main',
       'java -jar jenkins-cli.jar -s https://jenkins.«ORG».internal/ -auth «V0»:«V1» build «SVC»-deploy'])
V("Gitea", "access token", lambda: [S("GITEA_TOKEN", hx(40))], url="https://git.«ORG».dev/api/v1/user/repos", auth="token")
V("Sourcegraph", "access token", lambda: [S("SRC_ACCESS_TOKEN", "sgp_" + hx(16) + "_" + hx(40))], url="https://sourcegraph.«ORG».io/.api/graphql", auth="token")
V("SonarQube", "user token", lambda: [S("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40))],
  cli=['sonar-scanner -Dsonar.projectKey=«SVC» -Dsonar.host.url=https://sonar.«ORG».io -Dsonar.token=«V0»'])
V("Snyk", "API token", lambda: [S("SNYK_TOKEN", uuid4())], cli=['snyk auth «V0»', 'SNYK_TOKEN=«V0» snyk test --all-projects'])
V("Codecov", "upload token", lambda: [S("CODECOV_TOKEN", uuid4())], cli=['codecov upload-process -t «V0» -f coverage.xml'])
V("Terraform Cloud", "user API token", lambda: [S("TF_TOKEN_app_terraform_io", an(14) + ".atlasv1." + an(67))],
  cfg=[("~/.terraform.d/credentials.tfrc.json", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "«V0»"\n    }\n  }\n}')])
V("Pulumi", "access token", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))], cli=['pulumi login --non-interactive  # with PULUMI_ACCESS_TOKEN=«V0»'])
V("HashiCorp Vault", "service token", lambda: [N("VAULT_ADDR", "https://vault.«ORG».internal:8200"), S("VAULT_TOKEN", "hvs." + rs(URLSAFE, 24))],
  url="https://vault.«ORG».internal:8200/v1/secret/data/«SVC»", auth=("header", "X-Vault-Token"), cli=['vault login «V1»'])
V("Doppler", "service token", lambda: [S("DOPPLER_TOKEN", pick(["dp.st." + pick(ENVS) + ".", "dp.pt."]) + an(43))],
  cli=['doppler configure set token «V0» --scope /srv/«SVC»', 'doppler run --token «V0» -- npm start'])
V("Postman", "API key", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))], url="https://api.getpostman.com/collections", auth=("header", "X-Api-Key"))
V("Docker Hub", "personal access token", lambda: [N("DOCKERHUB_USERNAME", pick(ORGS) + "bot"), S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(URLSAFE, 27))],
  cli=['docker login -u «V0» -p «V1»', 'echo "«V1»" | docker login --username «V0» --password-stdin'])
V("npm", "automation token", lambda: [S("NPM_TOKEN", crc_token("npm_"))],
  cfg=[(".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=«V0»\nalways-auth=true")],
  cli=['npm config set //registry.npmjs.org/:_authToken=«V0»'], weight=2)
V("PyPI", "API token", lambda: [S("TWINE_PASSWORD", _pypi_tok())],
  cfg=[("~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = «V0»")],
  cli=['twine upload -u __token__ -p «V0» dist/*', 'uv publish --token «V0»'])
V("RubyGems", "API key", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hx(48))], cfg=[("~/.gem/credentials", "---\n:rubygems_api_key: «V0»")])
V("NuGet", "API key", lambda: [S("NUGET_API_KEY", "oy2" + rs(ANL, 43))],
  cli=['dotnet nuget push bin/Release/«SVC».1.4.2.nupkg --api-key «V0» --source https://api.nuget.org/v3/index.json'])
V("crates.io", "API token", lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + an(32))],
  cfg=[("~/.cargo/credentials.toml", '[registry]\ntoken = "«V0»"')], cli=['cargo login «V0»'])
V("JFrog Artifactory", "reference token", lambda: [S("JFROG_ACCESS_TOKEN", _jfrog_ref())],
  cli=['jf c add «ORG» --url https://«ORG».jfrog.io --access-token «V0» --interactive=false'],
  cfg=[("pip.conf", "[global]\nindex-url = https://«USER»:«V0»@«ORG».jfrog.io/artifactory/api/pypi/pypi-virtual/simple")])
V("JFrog Artifactory", "legacy API key", lambda: [S("ARTIFACTORY_API_KEY", "AKCp" + an(69))],
  url="https://«ORG».jfrog.io/artifactory/api/repositories", auth=("header", "X-JFrog-Art-Api"))
V("Harbor", "robot account secret", lambda: [N("HARBOR_USER", "robot$" + pick(["ci", "deployer", "gitlab"])), S("HARBOR_PASSWORD", an(32))],
  cli=["docker login harbor.«ORG».io -u '«V0»' -p «V1»"])
V("Quay.io", "robot token", lambda: [N("QUAY_USER", "«ORG»+ci"), S("QUAY_TOKEN", rs(ANU, 64))], cli=['docker login -u="«V0»" -p="«V1»" quay.io'])
V("Expo", "access token", lambda: [S("EXPO_TOKEN", rs(URLSAFE, 40))], cli=['EXPO_TOKEN=«V0» eas build --platform ios --non-interactive'])

# ---------------- chat / collaboration ----------------
V("Slack", "bot token", lambda: [S(envname("SLACK_BOT_TOKEN", "SLACK_TOKEN"), f"xoxb-{digits(pick([11, 12, 13]))}-{digits(13)}-{an(24)}"), N("SLACK_TEAM_ID", slack_id("T"))],
  url="https://slack.com/api/auth.test", auth="bearer",
  sdk=[("python", 'from slack_sdk import WebClient\nclient = WebClient(token="«V0»")'),
       ("node", "const web = new WebClient('«V0»');")],
  mcp=("slack", "npx", ["-y", "@modelcontextprotocol/server-slack"], ["SLACK_BOT_TOKEN", "SLACK_TEAM_ID"]), weight=2)
V("Slack", "user token", lambda: [S("SLACK_USER_TOKEN", f"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hx(32)}")],
  url="https://slack.com/api/conversations.history?channel=«CHAN»", auth="bearer")
V("Slack", "app-level token", lambda: [S("SLACK_APP_TOKEN", f"xapp-1-{slack_id('A')}-{digits(13)}-{hx(64)}"), S("SLACK_SIGNING_SECRET", hx(32))],
  sdk=[("python", 'app = App(token=os.environ["SLACK_BOT_TOKEN"], signing_secret="«V1»")\nSocketModeHandler(app, "«V0»").start()')])


def _slack_hook():
    t = an(24)
    return [PART("SLACK_WEBHOOK_URL", f"https://hooks.slack.com/services/{slack_id('T')}/{slack_id('B')}/{t}", t)]


V("Slack", "incoming webhook", _slack_hook,
  cli=["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' «V0»"])


def _discord_hook():
    t = rs(URLSAFE, 68)
    return [PART("DISCORD_WEBHOOK_URL", f"https://discord.com/api/webhooks/{digits(19)}/{t}", t)]


V("Discord", "bot token", lambda: [S("DISCORD_TOKEN", _discord_bot())], url="https://discord.com/api/v10/users/@me", auth=("fmt", "Authorization", "Bot «T»"),
  sdk=[("python", 'bot = commands.Bot(command_prefix="!", intents=intents)\nbot.run("«V0»")'), ("node", "client.login('«V0»');")])
V("Discord", "webhook", _discord_hook, cli=['curl -H "Content-Type: application/json" -d \'{"content":"nightly build failed"}\' «V0»'])
V("Telegram", "bot token", lambda: [S("TELEGRAM_BOT_TOKEN", f"{digits(10)}:AA{rs(URLSAFE, 33)}")],
  cli=['curl -s "https://api.telegram.org/bot«V0»/getUpdates"', 'curl -s -X POST https://api.telegram.org/bot«V0»/sendMessage -d chat_id=«CHAT» -d text=ping'],
  sdk=[("python", 'app = ApplicationBuilder().token("«V0»").build()')])
V("Mattermost", "personal access token", lambda: [S("MM_TOKEN", rs(ANL, 26))], url="https://chat.«ORG».com/api/v4/users/me", auth="bearer")
V("Rocket.Chat", "personal access token", lambda: [S("ROCKETCHAT_TOKEN", rs(URLSAFE, 43)), N("ROCKETCHAT_USER_ID", an(17))],
  cli=['curl -H "X-Auth-Token: «V0»" -H "X-User-Id: «V1»" https://chat.«ORG».io/api/v1/me'])
V("LINE", "channel access token", lambda: [S("LINE_CHANNEL_ACCESS_TOKEN", rs(AN + "+/", 171) + "="), S("LINE_CHANNEL_SECRET", hx(32))],
  url="https://api.line.me/v2/bot/info", auth="bearer")
V("Sendbird", "API token", lambda: [S("SENDBIRD_API_TOKEN", hx(40))], url="https://api-«ORG».sendbird.com/v3/users", auth=("header", "Api-Token"))
V("Channel.io", "access key/secret", lambda: [S("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))],
  cli=['curl -H "x-access-key: «V0»" -H "x-access-secret: «V1»" https://api.channel.io/open/v5/user-chats'])
V("Linear", "API key", lambda: [S("LINEAR_API_KEY", "lin_api_" + an(40))], url="https://api.linear.app/graphql", auth=("header", "Authorization"))
V("Notion", "integration token", lambda: [S(envname("NOTION_TOKEN", "NOTION_API_KEY"), pick(["ntn_" + digits(11) + an(35), "secret_" + an(43)]))],
  url="https://api.notion.com/v1/users/me", auth="bearer", sdk=[("python", 'notion = Client(auth="«V0»")'), ("node", "const notion = new Client({ auth: '«V0»' });")])
V("Figma", "personal access token", lambda: [S("FIGMA_API_KEY", "figd_" + rs(URLSAFE, 40))], url="https://api.figma.com/v1/me", auth=("header", "X-Figma-Token"),
  cli=['npx -y figma-developer-mcp --figma-api-key=«V0» --stdio'])
V("Airtable", "personal access token", lambda: [S("AIRTABLE_API_KEY", "pat" + an(14) + "." + hx(64))], url="https://api.airtable.com/v0/meta/bases", auth="bearer",
  mcp=("airtable", "npx", ["-y", "airtable-mcp-server"], ["AIRTABLE_API_KEY"]))
V("Asana", "personal access token", lambda: [S("ASANA_TOKEN", "2/" + digits(16) + "/" + digits(16) + ":" + hx(32))], url="https://app.asana.com/api/1.0/users/me", auth="bearer")
V("Trello", "API token", lambda: [N("TRELLO_KEY", hx(32)), S("TRELLO_TOKEN", "ATTA" + hx(64) + rs(HEXU, 8))],
  cli=['curl "https://api.trello.com/1/members/me/boards?key=«V0»&token=«V1»"'])
V("ClickUp", "personal token", lambda: [S("CLICKUP_API_KEY", "pk_" + digits(8) + "_" + rs(ANU, 32))], url="https://api.clickup.com/api/v2/team", auth=("header", "Authorization"))
V("monday.com", "API token", lambda: [S("MONDAY_API_TOKEN", _monday_tok())], url="https://api.monday.com/v2", auth=("header", "Authorization"))
V("Typeform", "personal token", lambda: [S("TYPEFORM_TOKEN", "tfp_" + an(44) + "_" + an(14))], url="https://api.typeform.com/forms", auth="bearer")
V("HubSpot", "private app token", lambda: [S("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4())],
  url="https://api.hubapi.com/crm/v3/objects/contacts?limit=10", auth="bearer")
V("Intercom", "access token", lambda: [S("INTERCOM_TOKEN", _intercom())], url="https://api.intercom.io/me", auth="bearer")
V("Zendesk", "API token", lambda: [N("ZENDESK_EMAIL", pick(NAMES_ROMAN) + "@" + pick(ORGS) + ".com"), S("ZENDESK_API_TOKEN", an(40))],
  cli=['curl -u «V0»/token:«V1» https://«ORG».zendesk.com/api/v2/tickets.json?per_page=5'])
V("Freshdesk", "API key", lambda: [S("FRESHDESK_API_KEY", an(20))], cli=['curl -u «V0»:X -H "Content-Type: application/json" https://«ORG».freshdesk.com/api/v2/tickets'])
V("Zoom", "Server-to-Server OAuth secret", lambda: [N("ZOOM_ACCOUNT_ID", rs(URLSAFE, 22)), N("ZOOM_CLIENT_ID", rs(URLSAFE, 22)), S("ZOOM_CLIENT_SECRET", an(32))])

# ---------------- payments / commerce ----------------
V("Stripe", "live secret key", lambda: [S(envname("STRIPE_SECRET_KEY", "STRIPE_API_KEY", "STRIPE_SK"), pick(["sk_live_51" + an(97), "sk_live_" + an(24)]))],
  url="https://api.stripe.com/v1/charges?limit=3", auth="basic_user",
  sdk=[("python", 'import stripe\nstripe.api_key = "«V0»"'), ("node", "const stripe = require('stripe')('«V0»');"),
       ("ruby", "Stripe.api_key = '«V0»'"), ("php", "\\Stripe\\Stripe::setApiKey('«V0»');"), ("go", 'stripe.Key = "«V0»"'),
       ("java", 'Stripe.apiKey = "«V0»";')],
  cli=['stripe listen --api-key «V0» --forward-to localhost:3000/api/webhooks/stripe'],
  mcp=("stripe", "npx", ["-y", "@stripe/mcp", "--tools=all", "--api-key=«V0»"], []), weight=3,
  mcp_http=("stripe", "https://mcp.stripe.com", "Bearer «V0»"))
V("Stripe", "test secret key", lambda: [S("STRIPE_SECRET_KEY", "sk_test_51" + an(97))], url="https://api.stripe.com/v1/customers?limit=5", auth="basic_user",
  sdk=[("python", 'stripe.api_key = "«V0»"')])
V("Stripe", "restricted key", lambda: [S("STRIPE_RESTRICTED_KEY", "rk_live_51" + an(97))], url="https://api.stripe.com/v1/balance", auth="bearer")
V("Stripe", "webhook signing secret", lambda: [S("STRIPE_WEBHOOK_SECRET", "whsec_" + an(32))],
  sdk=[("node", "const event = stripe.webhooks.constructEvent(req.body, sig, '«V0»');"),
       ("python", 'event = stripe.Webhook.construct_event(payload, sig_header, "«V0»")')])
V("Square", "access token", lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(URLSAFE, 60))], url="https://connect.squareup.com/v2/locations", auth="bearer")
V("PayPal", "REST client secret", lambda: [N("PAYPAL_CLIENT_ID", "A" + rs(URLSAFE, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(URLSAFE, 79))],
  cli=['curl -s -u "«V0»:«V1»" https://api-m.paypal.com/v1/oauth2/token -d grant_type=client_credentials'])
V("Braintree", "private key", lambda: [N("BT_MERCHANT_ID", rs(ANL, 16)), N("BT_PUBLIC_KEY", rs(ANL, 16)), S("BT_PRIVATE_KEY", hx(32))],
  sdk=[("python", "gateway = braintree.BraintreeGateway(braintree.Configuration(\n    braintree.Environment.Production,\n    merchant_id=\"«V0»\",\n    public_key=\"«V1»\",\n    private_key=\"«V2»\"))")])
V("Braintree", "access token", lambda: [S("BRAINTREE_ACCESS_TOKEN", f"access_token$production${rs(ANL, 16)}${hx(32)}")])
V("Plaid", "secret", lambda: [N("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30)), N("PLAID_ENV", "production")],
  cli=['curl -X POST https://production.plaid.com/institutions/get -H "Content-Type: application/json" -d \'{"client_id":"«V0»","secret":"«V1»","count":10,"offset":0,"country_codes":["US","GB"]}\''])
V("Razorpay", "key secret", lambda: [N("RAZORPAY_KEY_ID", "rzp_live_" + an(14)), S("RAZORPAY_KEY_SECRET", an(24))],
  sdk=[("python", 'client = razorpay.Client(auth=("«V0»", "«V1»"))')])
V("Paystack", "secret key", lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))], url="https://api.paystack.co/transaction/verify/«SVC»", auth="bearer")
V("Flutterwave", "secret key", lambda: [S("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X")], url="https://api.flutterwave.com/v3/transactions", auth="bearer")
V("Mollie", "live API key", lambda: [S("MOLLIE_API_KEY", "live_" + an(30))], url="https://api.mollie.com/v2/payments", auth="bearer")
V("GoCardless", "access token", lambda: [S("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(URLSAFE, 40))], url="https://api.gocardless.com/customers", auth="bearer")
V("Shopify", "Admin API access token", lambda: [S("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32))],
  url="https://«ORG».myshopify.com/admin/api/2024-07/shop.json", auth=("header", "X-Shopify-Access-Token"))
V("Shopify", "app shared secret", lambda: [N("SHOPIFY_API_KEY", hx(32)), S("SHOPIFY_API_SECRET", "shpss_" + hx(32))])
V("WooCommerce", "REST API keys", lambda: [S("WC_CONSUMER_KEY", "ck_" + hx(40)), S("WC_CONSUMER_SECRET", "cs_" + hx(40))],
  cli=['curl https://shop.«ORG».com/wp-json/wc/v3/orders -u «V0»:«V1»'])
V("Magento", "integration access token", lambda: [S("MAGENTO_TOKEN", rs(ANL, 32))], url="https://shop.«ORG».com/rest/V1/orders?searchCriteria[pageSize]=5", auth="bearer")
V("Toss Payments", "secret key", lambda: [S("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + an(28))],
  cli=['curl -X POST https://api.tosspayments.com/v1/payments/confirm -u «V0»: -H "Content-Type: application/json" -d \'{"paymentKey":"«PAYKEY»","orderId":"order-1042","amount":15000}\''],
  sdk=[("node", "const encoded = Buffer.from('«V0»' + ':').toString('base64');")])
V("PortOne", "API secret", lambda: [S("PORTONE_API_SECRET", an(80))], url="https://api.portone.io/payments/«SVC»", auth=("fmt", "Authorization", "PortOne «T»"))
V("Coinbase", "legacy API secret", lambda: [S("COINBASE_API_KEY", an(16)), S("COINBASE_API_SECRET", an(32))])
V("Binance", "API key/secret", lambda: [S("BINANCE_API_KEY", an(64)), S("BINANCE_API_SECRET", an(64))],
  sdk=[("python", 'client = Client("«V0»", "«V1»")')])
V("Etherscan", "API key", lambda: [S("ETHERSCAN_API_KEY", rs(ANU, 34))],
  cli=['curl "https://api.etherscan.io/api?module=account&action=balance&address=«ADDR»&tag=latest&apikey=«V0»"'])
V("Infura", "API key", lambda: [S("INFURA_API_KEY", hx(32))], cli=['cast block-number --rpc-url https://mainnet.infura.io/v3/«V0»'])
V("Alchemy", "API key", lambda: [S("ALCHEMY_API_KEY", rs(URLSAFE, 32))],
  cfg=[("hardhat.config.ts", 'networks: {\n  sepolia: {\n    url: "https://eth-sepolia.g.alchemy.com/v2/«V0»",\n    accounts: [process.env.DEPLOYER_KEY!],\n  },\n}')])
V("Shippo", "live API token", lambda: [S("SHIPPO_API_KEY", "shippo_live_" + hx(40))], url="https://api.goshippo.com/shipments/", auth=("fmt", "Authorization", "ShippoToken «T»"))
V("EasyPost", "production API key", lambda: [S("EASYPOST_API_KEY", "EZAK" + hx(54))], url="https://api.easypost.com/v2/shipments", auth="basic_user")
V("Duffel", "live access token", lambda: [S("DUFFEL_ACCESS_TOKEN", "duffel_live_" + rs(URLSAFE, 43))], url="https://api.duffel.com/air/offer_requests", auth="bearer")
V("Klaviyo", "private API key", lambda: [S("KLAVIYO_PRIVATE_KEY", "pk_" + hx(34))], url="https://a.klaviyo.com/api/profiles/", auth=("fmt", "Authorization", "Klaviyo-API-Key «T»"))

# ---------------- email / sms / push ----------------
V("Twilio", "auth token", lambda: [N("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32))],
  cli=['curl -X POST https://api.twilio.com/2010-04-01/Accounts/«V0»/Messages.json -u «V0»:«V1» --data-urlencode "To=«PHONE»" --data-urlencode "Body=test"'],
  sdk=[("python", 'client = Client("«V0»", "«V1»")'), ("node", "const client = require('twilio')('«V0»', '«V1»');")], weight=2)
V("SendGrid", "API key", lambda: [S("SENDGRID_API_KEY", "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43))],
  url="https://api.sendgrid.com/v3/user/profile", auth="bearer",
  sdk=[("python", "sg = SendGridAPIClient('«V0»')"), ("node", "sgMail.setApiKey('«V0»');")],
  cfg=[("Django settings.py", "EMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'apikey'\nEMAIL_HOST_PASSWORD = '«V0»'\nEMAIL_USE_TLS = True")], weight=2)
V("Mailgun", "API key", lambda: [S("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]))],
  cli=["curl -s --user 'api:«V0»' https://api.mailgun.net/v3/mg.«ORG».com/messages -F from='noreply@«ORG».com' -F to=qa@«ORG».com -F subject=test -F text=hi"])
V("Mailchimp", "API key", lambda: [S("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randint(1, 21)))],
  sdk=[("python", 'client.set_config({"api_key": "«V0»", "server": "us' + '6"})')])
V("Postmark", "server token", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())], url="https://api.postmarkapp.com/server", auth=("header", "X-Postmark-Server-Token"))
V("Resend", "API key", lambda: [S("RESEND_API_KEY", "re_" + an(8) + "_" + an(24))], url="https://api.resend.com/domains", auth="bearer",
  sdk=[("node", "const resend = new Resend('«V0»');")])
V("Brevo", "API key", lambda: [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + an(16))], url="https://api.brevo.com/v3/account", auth=("header", "api-key"))
V("Mailjet", "secret key", lambda: [N("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))],
  cli=['curl -s -X POST --user "«V0»:«V1»" https://api.mailjet.com/v3.1/send -H "Content-Type: application/json" -d @mail.json'])
V("Vonage", "API secret", lambda: [N("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", an(16))],
  cli=['curl -X POST https://rest.nexmo.com/sms/json -d api_key=«V0» -d api_secret=«V1» -d to=«PHONE» -d from=«SVC» -d text=hello'])
V("Plivo", "auth token", lambda: [N("PLIVO_AUTH_ID", "MA" + rs(ANU, 18)), S("PLIVO_AUTH_TOKEN", an(40))])
V("MessageBird", "access key", lambda: [S("MESSAGEBIRD_ACCESS_KEY", an(25))], url="https://rest.messagebird.com/balance", auth=("fmt", "Authorization", "AccessKey «T»"))
V("Pusher", "app secret", lambda: [N("PUSHER_APP_ID", digits(7)), N("PUSHER_KEY", hx(20)), S("PUSHER_SECRET", hx(20)), N("PUSHER_CLUSTER", "ap3")])
V("Ably", "API key", lambda: [S("ABLY_API_KEY", f"{rs(URLSAFE, 6)}.{rs(URLSAFE, 6)}:{rs(URLSAFE, 43)}")],
  sdk=[("node", "const ably = new Ably.Realtime({ key: '«V0»' });")])
V("OneSignal", "REST API key", lambda: [N("ONESIGNAL_APP_ID", uuid4()), S("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs("abcdefghijklmnopqrstuvwxyz234567", 113))],
  url="https://api.onesignal.com/notifications", auth=("fmt", "Authorization", "Key «T»"))
V("Firebase Cloud Messaging", "legacy server key", lambda: [S("FCM_SERVER_KEY", "AAAA" + rs(URLSAFE, 7) + ":APA91b" + rs(URLSAFE, 134))],
  url="https://fcm.googleapis.com/fcm/send", auth=("fmt", "Authorization", "key=«T»"))
V("Agora", "app certificate", lambda: [N("AGORA_APP_ID", hx(32)), S("AGORA_APP_CERTIFICATE", hx(32))])

# ---------------- cloud / infra ----------------
V("AWS", "IAM access key", lambda: [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32A, 16)), S("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)), N("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-west-1", "us-west-2"]))],
  sdk=[("python", "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"«V0»\",\n    aws_secret_access_key=\"«V1»\",\n    region_name=\"«V2»\",\n)"),
       ("node", "const s3 = new S3Client({\n  region: '«V2»',\n  credentials: { accessKeyId: '«V0»', secretAccessKey: '«V1»' },\n});"),
       ("java", "AwsBasicCredentials creds = AwsBasicCredentials.create(\"«V0»\", \"«V1»\");")],
  tf='provider "aws" {\n  region     = "«V2»"\n  access_key = "«V0»"\n  secret_key = "«V1»"\n}',
  cli=['aws configure set aws_access_key_id «V0» && aws configure set aws_secret_access_key «V1»'],
  cfg=[("~/.aws/credentials", "[default]\naws_access_key_id = «V0»\naws_secret_access_key = «V1»\n\n[«ORG»-«E»]\nrole_arn = arn:aws:iam::«ACCT»:role/deployer\nsource_profile = default")],
  weight=4)
V("AWS", "STS session credentials", lambda: [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32A, 16)), S("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)), S("AWS_SESSION_TOKEN", _aws_sess())],
  cfg=[("~/.aws/credentials", "[«ORG»-sso]\naws_access_key_id = «V0»\naws_secret_access_key = «V1»\naws_session_token = «V2»")])
V("Azure Storage", "account key", lambda: [N("AZURE_STORAGE_ACCOUNT", pick(ORGS).replace("-", "") + pick(ENVS) + "st"), S("AZURE_STORAGE_KEY", b64e(rb(64)))],
  cli=['az storage blob upload --account-name «V0» --account-key «V1» -c exports -f report.csv -n report.csv'],
  cfg=[("connection string", "DefaultEndpointsProtocol=https;AccountName=«V0»;AccountKey=«V1»;EndpointSuffix=core.windows.net")], weight=2)


def _azure_sas_bundle():
    q, sig = _azure_sas()
    return [PART("AZURE_SAS_URL", f"https://{pick(ORGS).replace('-', '')}data.blob.core.windows.net/exports?{q}", sig)]


V("Azure Storage", "SAS token", _azure_sas_bundle, cli=['azcopy copy ./dist "«V0»" --recursive'])
V("Microsoft Entra ID", "client secret", lambda: [N("AZURE_TENANT_ID", uuid4()), N("AZURE_CLIENT_ID", uuid4()), S("AZURE_CLIENT_SECRET", an(3) + "8Q~" + rs(AN + "_~.-", 34))],
  cli=['az login --service-principal -u «V1» -p «V2» --tenant «V0»'],
  tf='provider "azurerm" {\n  features {}\n  tenant_id     = "«V0»"\n  client_id     = "«V1»"\n  client_secret = "«V2»"\n}', weight=2)
V("Azure OpenAI", "API key", lambda: [S("AZURE_OPENAI_API_KEY", hx(32)), N("AZURE_OPENAI_ENDPOINT", "https://«ORG»-openai.openai.azure.com/")],
  url="https://«ORG»-openai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", auth=("header", "api-key"),
  sdk=[("python", 'client = AzureOpenAI(\n    api_key="«V0»",\n    api_version="2024-06-01",\n    azure_endpoint="«V1»",\n)')])
V("Azure AI Services", "subscription key", lambda: [S("AZURE_SPEECH_KEY", hx(32)), N("AZURE_SPEECH_REGION", "koreacentral")],
  url="https://koreacentral.api.cognitive.microsoft.com/sts/v1.0/issueToken", auth=("header", "Ocp-Apim-Subscription-Key"))
V("Azure DevOps", "personal access token", lambda: [S("AZURE_DEVOPS_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52))],
  cli=['git clone https://«V0»@dev.azure.com/«ORG»/«SVC»/_git/«SVC»', 'curl -u :«V0» "https://dev.azure.com/«ORG»/_apis/projects?api-version=7.1"'])
V("Google Gemini", "API key", lambda: [S(envname("GEMINI_API_KEY", "GOOGLE_API_KEY"), "AIza" + rs(URLSAFE, 35))],
  url="https://generativelanguage.googleapis.com/v1beta/models?key=«T»", auth=("query",),
  sdk=[("python", 'client = genai.Client(api_key="«V0»")'), ("node", "const ai = new GoogleGenAI({ apiKey: '«V0»' });")], weight=2)
V("Google Cloud", "OAuth client secret", lambda: [N("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com"), S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(URLSAFE, 28))],
  cfg=[("client_secret.json", '{"web":{"client_id":"«V0»","project_id":"«ORG»-«E»","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"«V1»","redirect_uris":["http://localhost:8080/oauth2callback"]}}')])
V("Google Cloud", "OAuth access token", lambda: [S("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(URLSAFE, 160))],
  url="https://www.googleapis.com/drive/v3/files?pageSize=10", auth="bearer")
V("Firebase CLI", "CI token", lambda: [S("FIREBASE_TOKEN", "1//0" + pick(["e", "g", "h"]) + rs(URLSAFE, 98))],
  cli=['firebase deploy --only hosting --token "«V0»"'])
V("DigitalOcean", "personal access token", lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))], url="https://api.digitalocean.com/v2/droplets", auth="bearer",
  cli=['doctl auth init --access-token «V0»'], tf='provider "digitalocean" {\n  token = "«V0»"\n}')
V("Heroku", "API key", lambda: [S("HEROKU_API_KEY", uuid4())], url="https://api.heroku.com/apps", auth="bearer",
  cfg=[("~/.netrc", "machine api.heroku.com\n  login «EMAIL»\n  password «V0»\nmachine git.heroku.com\n  login «EMAIL»\n  password «V0»")])
V("Vercel", "access token", lambda: [S("VERCEL_TOKEN", an(24))], url="https://api.vercel.com/v9/projects", auth="bearer",
  cli=['vercel deploy --prod --token «V0» --yes'])
V("Netlify", "personal access token", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + an(36))], cli=['netlify deploy --prod --auth «V0» --dir dist'])
V("Cloudflare", "API token", lambda: [S("CLOUDFLARE_API_TOKEN", rs(URLSAFE, 40))], url="https://api.cloudflare.com/client/v4/user/tokens/verify", auth="bearer",
  tf='provider "cloudflare" {\n  api_token = "«V0»"\n}', weight=2)
V("Cloudflare", "Global API key", lambda: [N("CLOUDFLARE_EMAIL", pick(NAMES_ROMAN) + "@" + pick(ORGS) + ".com"), S("CLOUDFLARE_API_KEY", hx(37))],
  cli=['curl -H "X-Auth-Email: «V0»" -H "X-Auth-Key: «V1»" https://api.cloudflare.com/client/v4/zones'])
V("Cloudflare", "tunnel token", lambda: [S("TUNNEL_TOKEN", _cf_tunnel())], cli=['cloudflared tunnel run --token «V0»'])
V("Cloudflare R2", "S3 API credentials", lambda: [S("R2_ACCESS_KEY_ID", hx(32)), S("R2_SECRET_ACCESS_KEY", hx(64))],
  cfg=[("rclone.conf", "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = «V0»\nsecret_access_key = «V1»\nendpoint = https://«CFACCT».r2.cloudflarestorage.com")])


def _fly_bundle():
    t = _fly_tok()
    return [PART("FLY_API_TOKEN", "FlyV1 " + t, t)]


V("Fly.io", "deploy token", _fly_bundle, cli=['fly deploy --access-token "«V0»"'])
V("Render", "API key", lambda: [S("RENDER_API_KEY", "rnd_" + an(32))], url="https://api.render.com/v1/services?limit=20", auth="bearer")
V("Railway", "project token", lambda: [S("RAILWAY_TOKEN", uuid4())], cli=['RAILWAY_TOKEN=«V0» railway up --service «SVC»'])
V("Hetzner Cloud", "API token", lambda: [S("HCLOUD_TOKEN", an(64))], url="https://api.hetzner.cloud/v1/servers", auth="bearer",
  tf='provider "hcloud" {\n  token = "«V0»"\n}')
V("Linode", "personal access token", lambda: [S("LINODE_TOKEN", hx(64))], url="https://api.linode.com/v4/linode/instances", auth="bearer")
V("Vultr", "API key", lambda: [S("VULTR_API_KEY", rs(ANU, 36))], url="https://api.vultr.com/v2/instances", auth="bearer")
V("Fastly", "API token", lambda: [S("FASTLY_API_TOKEN", rs(URLSAFE, 32))], url="https://api.fastly.com/service", auth=("header", "Fastly-Key"))
V("Scaleway", "API key", lambda: [S("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17)), S("SCW_SECRET_KEY", uuid4())])
V("Alibaba Cloud", "AccessKey", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30))],
  cli=['aliyun configure set --profile default --mode AK --region cn-hangzhou --access-key-id «V0» --access-key-secret «V1»'])
V("Tencent Cloud", "SecretId/SecretKey", lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + an(32)), S("TENCENTCLOUD_SECRET_KEY", an(32))])
V("Naver Cloud Platform", "API access key", lambda: [S("NCLOUD_ACCESS_KEY", rs(AN, 20)), S("NCLOUD_SECRET_KEY", rs(AN, 40))],
  tf='provider "ncloud" {\n  access_key  = "«V0»"\n  secret_key  = "«V1»"\n  region      = "KR"\n  support_vpc = true\n}')
V("Oracle Cloud", "auth token", lambda: [N("OCIR_USER", "«ORG»/oracleidentitycloudservice/«EMAIL»"), S("OCIR_AUTH_TOKEN", _oci_auth())],
  cli=["docker login icn.ocir.io -u '«V0»' -p '«V1»'"])
V("IBM Cloud", "API key", lambda: [S("IBMCLOUD_API_KEY", rs(URLSAFE, 44))], cli=['ibmcloud login --apikey «V0» -r jp-tok'])


def _cloudinary():
    sec = rs(URLSAFE, 27)
    return [PART("CLOUDINARY_URL", f"cloudinary://{digits(15)}:{sec}@{pick(ORGS)}", sec)]


V("Cloudinary", "API secret", _cloudinary)
V("Backblaze B2", "application key", lambda: [S("B2_APPLICATION_KEY_ID", "005" + hx(22)), S("B2_APPLICATION_KEY", "K005" + an(27))],
  cli=['b2 account authorize «V0» «V1»'])
V("MinIO", "access/secret key", lambda: [S("MINIO_ACCESS_KEY", rs(ANU, 20)), S("MINIO_SECRET_KEY", an(40))],
  cli=['mc alias set «ORG» https://minio.«ORG».internal:9000 «V0» «V1»'])
V("Tailscale", "auth key", lambda: [S("TS_AUTHKEY", "tskey-auth-k" + an(10) + "CNTRL-" + an(32))],
  cli=['tailscale up --authkey=«V0» --hostname=«SVC»-«E» --advertise-tags=tag:ci'])
V("ngrok", "authtoken", lambda: [S("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21))],
  cli=['ngrok config add-authtoken «V0»'], cfg=[("ngrok.yml", 'version: "3"\nagent:\n  authtoken: «V0»\ntunnels:\n  web:\n    proto: http\n    addr: 3000')])
V("Supabase", "service_role key", lambda: [N("SUPABASE_URL", "https://«ORG»«ORG».supabase.co"), S("SUPABASE_SERVICE_ROLE_KEY", _supabase_service_jwt()[1])],
  sdk=[("node", "const supabase = createClient('«V0»', '«V1»');"), ("python", 'supabase = create_client("«V0»", "«V1»")')], weight=2)
V("Supabase", "personal access token", lambda: [S("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40))],
  mcp=("supabase", "npx", ["-y", "@supabase/mcp-server-supabase@latest", "--access-token", "«V0»"], []))
V("PlanetScale", "service token", lambda: [S("PLANETSCALE_SERVICE_TOKEN_ID", rs(ANL, 12)), S("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(URLSAFE, 43))])
V("MongoDB Atlas", "API private key", lambda: [N("MONGODB_ATLAS_PUBLIC_KEY", rs(LOW, 8)), S("MONGODB_ATLAS_PRIVATE_KEY", uuid4())],
  tf='provider "mongodbatlas" {\n  public_key  = "«V0»"\n  private_key = "«V1»"\n}')
V("Upstash", "Redis REST token", lambda: [N("UPSTASH_REDIS_REST_URL", "https://«ORG»-«SVC»-" + digits(5) + ".upstash.io"), S("UPSTASH_REDIS_REST_TOKEN", "A" + pick(["X", "Y", "Z"]) + an(58) + "=")])
V("Elastic", "API key", lambda: [S("ELASTIC_API_KEY", _elastic_key())], url="https://«ORG».es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices?v", auth=("fmt", "Authorization", "ApiKey «T»"),
  sdk=[("python", 'es = Elasticsearch("https://«ORG».es.ap-northeast-2.aws.elastic-cloud.com", api_key="«V0»")')])
V("Databricks", "personal access token", lambda: [N("DATABRICKS_HOST", "https://adb-" + digits(16) + ".7.azuredatabricks.net"), S("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"]))],
  cfg=[("~/.databrickscfg", "[DEFAULT]\nhost  = «V0»\ntoken = «V1»")], tf='provider "databricks" {\n  host  = "«V0»"\n  token = "«V1»"\n}')
V("Confluent Cloud", "Kafka API key", lambda: [S("CONFLUENT_API_KEY", rs(ANU, 16)), S("CONFLUENT_API_SECRET", rs(AN + "+/", 64))],
  cfg=[("client.properties", "bootstrap.servers=pkc-«PKC».ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"«V0»\" password=\"«V1»\";")])
V("InfluxDB", "API token", lambda: [S("INFLUX_TOKEN", b64e(rb(64)))], url="https://influx.«ORG».internal:8086/api/v2/buckets", auth=("fmt", "Authorization", "Token «T»"))
V("Sumo Logic", "access key", lambda: [S("SUMO_ACCESS_ID", "su" + an(12)), S("SUMO_ACCESS_KEY", an(64))])
V("Salesforce", "access token", lambda: [S("SF_ACCESS_TOKEN", "00D" + an(12) + "!" + rs(AN + ".", 96))],
  url="https://«ORG».my.salesforce.com/services/data/v61.0/sobjects/Account", auth="bearer")

# ---------------- observability ----------------
V("Datadog", "API + application key", lambda: [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40)), N("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]))],
  cli=['curl -X GET "https://api.«V2»/api/v1/validate" -H "DD-API-KEY: «V0»" -H "DD-APPLICATION-KEY: «V1»"',
       'helm upgrade --install datadog-agent datadog/datadog --set datadog.apiKey=«V0» --set datadog.site=«V2»'],
  tf='provider "datadog" {\n  api_key = "«V0»"\n  app_key = "«V1»"\n  api_url = "https://api.«V2»/"\n}',
  cfg=[("/etc/datadog-agent/datadog.yaml", "api_key: «V0»\nsite: «V2»\nlogs_enabled: true\napm_config:\n  enabled: true")], weight=2)
V("New Relic", "user API key", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27)), N("NEW_RELIC_ACCOUNT_ID", digits(7))],
  url="https://api.newrelic.com/graphql", auth=("header", "API-Key"),
  tf='provider "newrelic" {\n  account_id = «V1»\n  api_key    = "«V0»"\n  region     = "US"\n}')
V("New Relic", "license key", lambda: [S("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL")],
  cfg=[("newrelic.yml", "common: &default_settings\n  license_key: '«V0»'\n  app_name: «SVC» («E»)\n  distributed_tracing:\n    enabled: true")])
V("Sentry", "org auth token", lambda: [S("SENTRY_AUTH_TOKEN", _sentry_tok(pick(ORGS)))],
  cfg=[(".sentryclirc", "[defaults]\norg = «ORG»\nproject = «SVC»\n\n[auth]\ntoken = «V0»")],
  cli=['sentry-cli --auth-token «V0» releases new «SVC»@1.8.3'])
V("Sentry", "user auth token", lambda: [S("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))], url="https://sentry.io/api/0/organizations/«ORG»/issues/?query=is:unresolved", auth="bearer")
V("Grafana", "service account token", lambda: [S("GRAFANA_TOKEN", "glsa_" + an(32) + "_" + hx(8))],
  url="https://grafana.«ORG».io/api/search?query=«SVC»", auth="bearer", tf='provider "grafana" {\n  url  = "https://grafana.«ORG».io"\n  auth = "«V0»"\n}')
V("Grafana Cloud", "access policy token", lambda: [S("GRAFANA_CLOUD_TOKEN", _grafana_cloud_tok(pick(ORGS)))],
  cfg=[("alloy config", 'prometheus.remote_write "cloud" {\n  endpoint {\n    url = "https://prometheus-prod-49-prod-ap-northeast-0.grafana.net/api/prom/push"\n    basic_auth {\n      username = "' + "«ACCT»" + '"\n      password = "«V0»"\n    }\n  }\n}')])
V("Honeycomb", "API key", lambda: [S("HONEYCOMB_API_KEY", an(22))],
  cli=['export OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=«V0»"'])
V("PagerDuty", "REST API key", lambda: [S("PAGERDUTY_TOKEN", pick(["u+", "y_"]) + rs(URLSAFE, 18))], url="https://api.pagerduty.com/incidents?statuses[]=triggered", auth=("fmt", "Authorization", "Token token=«T»"))
V("PagerDuty", "Events API routing key", lambda: [S("PAGERDUTY_ROUTING_KEY", hx(32))],
  cli=['curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" -d \'{"routing_key":"«V0»","event_action":"trigger","payload":{"summary":"disk 95% on «SVC»","source":"«SVC»","severity":"critical"}}\''])
V("Opsgenie", "API key", lambda: [S("OPSGENIE_API_KEY", uuid4())], url="https://api.opsgenie.com/v2/alerts", auth=("fmt", "Authorization", "GenieKey «T»"))
V("Splunk", "HEC token", lambda: [S("SPLUNK_HEC_TOKEN", uuid4())],
  cli=['curl -k https://splunk.«ORG».internal:8088/services/collector/event -H "Authorization: Splunk «V0»" -d \'{"event": "deploy finished", "sourcetype": "«SVC»"}\''])
V("Dynatrace", "API token", lambda: [S("DT_API_TOKEN", "dt0c01." + rs(ANU, 24) + "." + rs(ANU, 64))], url="https://«ORG».live.dynatrace.com/api/v2/problems", auth=("fmt", "Authorization", "Api-Token «T»"))
V("Rollbar", "server access token", lambda: [S("ROLLBAR_ACCESS_TOKEN", hx(32))], sdk=[("python", 'rollbar.init("«V0»", environment="«E»")')])
V("LaunchDarkly", "server SDK key", lambda: [S("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())], sdk=[("python", 'ldclient.set_config(Config("«V0»"))'), ("node", "const client = LaunchDarkly.init('«V0»');")])
V("LaunchDarkly", "API access token", lambda: [S("LAUNCHDARKLY_ACCESS_TOKEN", "api-" + uuid4())], url="https://app.launchdarkly.com/api/v2/flags/default", auth=("header", "Authorization"))
V("Segment", "Public API token", lambda: [S("SEGMENT_API_TOKEN", "sgp_" + an(64))], url="https://api.segmentapis.com/workspaces", auth="bearer")
V("PostHog", "personal API key", lambda: [S("POSTHOG_PERSONAL_API_KEY", "phx_" + an(43))], url="https://us.posthog.com/api/projects/@current/insights/", auth="bearer")
V("Amplitude", "secret key", lambda: [N("AMPLITUDE_API_KEY", hx(32)), S("AMPLITUDE_SECRET_KEY", hx(32))],
  cli=['curl -u «V0»:«V1» "https://amplitude.com/api/2/events/segmentation?e=%7B%22event_type%22:%22signup%22%7D&start=20250101&end=20250131"'])

# ---------------- AI / ML ----------------
V("OpenAI", "project API key", lambda: [S("OPENAI_API_KEY", "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74))],
  url="https://api.openai.com/v1/models", auth="bearer",
  sdk=[("python", 'client = OpenAI(api_key="«V0»")'), ("node", "const openai = new OpenAI({ apiKey: '«V0»' });"),
       ("python", 'llm = ChatOpenAI(model="gpt-4o-mini", temperature=0, api_key="«V0»")')], weight=4)
V("OpenAI", "legacy API key", lambda: [S("OPENAI_API_KEY", "sk-" + an(20) + "T3BlbkFJ" + an(20))], url="https://api.openai.com/v1/chat/completions", auth="bearer",
  sdk=[("python", 'openai.api_key = "«V0»"')])
V("OpenAI", "service account key", lambda: [S("OPENAI_API_KEY", "sk-svcacct-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74))], url="https://api.openai.com/v1/files", auth="bearer")
V("Anthropic", "API key", lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(URLSAFE, 93) + "AA")],
  url="https://api.anthropic.com/v1/models", auth=("header", "x-api-key"),
  sdk=[("python", 'client = anthropic.Anthropic(api_key="«V0»")'), ("node", "const anthropic = new Anthropic({ apiKey: '«V0»' });")],
  cfg=[("~/.claude/settings.json", '{\n  "env": {\n    "ANTHROPIC_API_KEY": "«V0»",\n    "CLAUDE_CODE_ENABLE_TELEMETRY": "0"\n  }\n}')], weight=4)
V("Anthropic", "Admin API key", lambda: [S("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(URLSAFE, 93) + "AA")],
  url="https://api.anthropic.com/v1/organizations/users?limit=20", auth=("header", "x-api-key"))
V("Hugging Face", "user access token", lambda: [S(envname("HF_TOKEN", "HUGGINGFACE_HUB_TOKEN", "HUGGING_FACE_HUB_TOKEN"), "hf_" + rs(UP + LOW, 34))],
  url="https://huggingface.co/api/whoami-v2", auth="bearer",
  cli=['huggingface-cli login --token «V0»', 'git clone https://«USER»:«V0»@huggingface.co/«ORG»/«SVC»-ckpt'],
  sdk=[("python", 'from huggingface_hub import login\nlogin(token="«V0»")')], weight=2,
  mcp_http=("hf-mcp-server", "https://huggingface.co/mcp", "Bearer «V0»"))
V("Replicate", "API token", lambda: [S("REPLICATE_API_TOKEN", "r8_" + an(37))], url="https://api.replicate.com/v1/account", auth="bearer")
V("OpenRouter", "API key", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))], url="https://openrouter.ai/api/v1/key", auth="bearer",
  sdk=[("python", 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="«V0»")')])
V("Groq", "API key", lambda: [S("GROQ_API_KEY", "gsk_" + an(52))], url="https://api.groq.com/openai/v1/models", auth="bearer", sdk=[("python", 'client = Groq(api_key="«V0»")')])
V("Perplexity", "API key", lambda: [S("PERPLEXITY_API_KEY", "pplx-" + an(48))], url="https://api.perplexity.ai/chat/completions", auth="bearer")
V("Mistral AI", "API key", lambda: [S("MISTRAL_API_KEY", an(32))], url="https://api.mistral.ai/v1/models", auth="bearer", sdk=[("python", 'client = Mistral(api_key="«V0»")')])
V("Cohere", "API key", lambda: [S("CO_API_KEY", an(40))], url="https://api.cohere.com/v1/models", auth="bearer", sdk=[("python", 'co = cohere.ClientV2("«V0»")')])
V("Together AI", "API key", lambda: [S("TOGETHER_API_KEY", hx(64))], url="https://api.together.xyz/v1/models", auth="bearer")
V("Fireworks AI", "API key", lambda: [S("FIREWORKS_API_KEY", "fw_" + an(24))], url="https://api.fireworks.ai/inference/v1/models", auth="bearer")
V("DeepSeek", "API key", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hx(32))], url="https://api.deepseek.com/models", auth="bearer",
  sdk=[("python", 'client = OpenAI(api_key="«V0»", base_url="https://api.deepseek.com")')])
V("xAI", "API key", lambda: [S("XAI_API_KEY", "xai-" + an(80))], url="https://api.x.ai/v1/models", auth="bearer")
V("ElevenLabs", "API key", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hx(48))], url="https://api.elevenlabs.io/v1/voices", auth=("header", "xi-api-key"))
V("Pinecone", "API key", lambda: [S("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(63))], url="https://api.pinecone.io/indexes", auth=("header", "Api-Key"),
  sdk=[("python", 'pc = Pinecone(api_key="«V0»")')])
V("LangSmith", "API key", lambda: [N("LANGSMITH_TRACING", "true"), S("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10)), N("LANGSMITH_PROJECT", "«SVC»-«E»")])
V("Weights & Biases", "API key", lambda: [S("WANDB_API_KEY", hx(40))], cli=['wandb login «V0»'],
  cfg=[("~/.netrc", "machine api.wandb.ai\n  login user\n  password «V0»")])
V("Deepgram", "API key", lambda: [S("DEEPGRAM_API_KEY", hx(40))], url="https://api.deepgram.com/v1/projects", auth=("fmt", "Authorization", "Token «T»"))
V("AssemblyAI", "API key", lambda: [S("ASSEMBLYAI_API_KEY", hx(32))], url="https://api.assemblyai.com/v2/transcript", auth=("header", "authorization"))
V("Stability AI", "API key", lambda: [S("STABILITY_API_KEY", "sk-" + an(48))], url="https://api.stability.ai/v1/user/account", auth="bearer")
V("Tavily", "API key", lambda: [S("TAVILY_API_KEY", "tvly-" + pick(["", "dev-", "prod-"]) + an(32))],
  mcp=("tavily", "npx", ["-y", "tavily-mcp@latest"], ["TAVILY_API_KEY"]),
  mcp_http=("tavily", "https://mcp.tavily.com/mcp/?tavilyApiKey=«V0»", None))
V("Firecrawl", "API key", lambda: [S("FIRECRAWL_API_KEY", "fc-" + hx(32))], url="https://api.firecrawl.dev/v1/team/credit-usage", auth="bearer",
  mcp=("firecrawl", "npx", ["-y", "firecrawl-mcp"], ["FIRECRAWL_API_KEY"]),
  mcp_http=("firecrawl", "https://mcp.firecrawl.dev/«V0»/v2/mcp", None))
V("Brave Search", "API key", lambda: [S("BRAVE_API_KEY", "BSA" + rs(URLSAFE, 28))], url="https://api.search.brave.com/res/v1/web/search?q=«SVC»", auth=("header", "X-Subscription-Token"),
  mcp=("brave-search", "npx", ["-y", "@modelcontextprotocol/server-brave-search"], ["BRAVE_API_KEY"]))
V("Exa", "API key", lambda: [S("EXA_API_KEY", uuid4())], url="https://api.exa.ai/search", auth=("header", "x-api-key"),
  mcp=("exa", "npx", ["-y", "exa-mcp-server"], ["EXA_API_KEY"]),
  mcp_http=("exa", "https://mcp.exa.ai/mcp?exaApiKey=«V0»", None))
V("Browserbase", "API key", lambda: [S("BROWSERBASE_API_KEY", "bb_live_" + rs(URLSAFE, 27)), N("BROWSERBASE_PROJECT_ID", uuid4())])
V("E2B", "API key", lambda: [S("E2B_API_KEY", "e2b_" + hx(40))])
V("Modal", "token id/secret", lambda: [S("MODAL_TOKEN_ID", "ak-" + an(22)), S("MODAL_TOKEN_SECRET", "as-" + an(22))],
  cli=['modal token set --token-id «V0» --token-secret «V1»'])

# ---------------- content / media / misc APIs ----------------
V("Contentful", "management token", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(URLSAFE, 43))], url="https://api.contentful.com/spaces", auth="bearer")
V("Sanity", "API token", lambda: [S("SANITY_API_TOKEN", "sk" + an(160))], sdk=[("node", "const client = createClient({ projectId: '«ORG»', dataset: 'production', token: '«V0»', useCdn: false });")])
V("Webflow", "API token", lambda: [S("WEBFLOW_TOKEN", hx(64))], url="https://api.webflow.com/v2/sites", auth="bearer")
V("Twitch", "client secret", lambda: [N("TWITCH_CLIENT_ID", rs(ANL, 30)), S("TWITCH_CLIENT_SECRET", rs(ANL, 30))],
  cli=['curl -X POST "https://id.twitch.tv/oauth2/token?client_id=«V0»&client_secret=«V1»&grant_type=client_credentials"'])
V("Spotify", "client secret", lambda: [N("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))],
  cli=['curl -X POST https://accounts.spotify.com/api/token -d grant_type=client_credentials -d client_id=«V0» -d client_secret=«V1»'])
V("Meta", "page access token", lambda: [S("FB_PAGE_ACCESS_TOKEN", "EAA" + pick(["G", "B", "J", "I"]) + an(160))],
  url="https://graph.facebook.com/v20.0/me/accounts?access_token=«T»", auth=("query",))
V("Meta", "app secret", lambda: [N("FB_APP_ID", digits(16)), S("FB_APP_SECRET", hx(32))])
V("X (Twitter)", "bearer token", lambda: [S("TWITTER_BEARER_TOKEN", _twitter_bearer())], url="https://api.twitter.com/2/tweets/search/recent?query=%23«SVC»", auth="bearer")
V("Mapbox", "secret token", lambda: [S("MAPBOX_DOWNLOADS_TOKEN", _mapbox("sk", pick(ORGS)))],
  cfg=[("~/.netrc", "machine api.mapbox.com\n  login mapbox\n  password «V0»"), ("gradle.properties", "org.gradle.jvmargs=-Xmx4g\nMAPBOX_DOWNLOADS_TOKEN=«V0»")])
V("Algolia", "Admin API key", lambda: [N("ALGOLIA_APP_ID", rs(ANU, 10)), S("ALGOLIA_ADMIN_KEY", hx(32))],
  sdk=[("python", 'client = SearchClient.create("«V0»", "«V1»")'), ("node", "const client = algoliasearch('«V0»', '«V1»');")])
V("Kakao", "Admin key", lambda: [S("KAKAO_ADMIN_KEY", hx(32))], url="https://kapi.kakao.com/v1/user/ids?limit=100", auth=("fmt", "Authorization", "KakaoAK «T»"))
V("Naver Open API", "client secret", lambda: [N("NAVER_CLIENT_ID", rs(AN, 20)), S("NAVER_CLIENT_SECRET", rs(AN, 10))],
  cli=['curl "https://openapi.naver.com/v1/search/blog.json?query=%EC%84%9C%EC%9A%B8" -H "X-Naver-Client-Id: «V0»" -H "X-Naver-Client-Secret: «V1»"'])
V("OpenWeatherMap", "API key", lambda: [S("OPENWEATHER_API_KEY", hx(32))], url="https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=«T»", auth=("query",))
V("NewsAPI", "API key", lambda: [S("NEWSAPI_KEY", hx(32))], url="https://newsapi.org/v2/top-headlines?country=kr", auth=("header", "X-Api-Key"))
V("RapidAPI", "API key", lambda: [S("RAPIDAPI_KEY", an(50))], url="https://«SVC».p.rapidapi.com/v1/search", auth=("header", "X-RapidAPI-Key"))
V("SerpApi", "API key", lambda: [S("SERPAPI_API_KEY", hx(64))], url="https://serpapi.com/search.json?engine=google&q=«SVC»&api_key=«T»", auth=("query",))
V("Okta", "API token", lambda: [S("OKTA_API_TOKEN", "00" + rs(URLSAFE, 40))], url="https://«ORG».okta.com/api/v1/users?limit=25", auth=("fmt", "Authorization", "SSWS «T»"),
  tf='provider "okta" {\n  org_name  = "«ORG»"\n  base_url  = "okta.com"\n  api_token = "«V0»"\n}')
V("Auth0", "client secret", lambda: [N("AUTH0_DOMAIN", "«ORG».us.auth0.com"), N("AUTH0_CLIENT_ID", an(32)), S("AUTH0_CLIENT_SECRET", rs(URLSAFE, 64))],
  tf='provider "auth0" {\n  domain        = "«V0»"\n  client_id     = "«V1»"\n  client_secret = "«V2»"\n}')
V("Clerk", "secret key", lambda: [S("CLERK_SECRET_KEY", "sk_live_" + an(43))], url="https://api.clerk.com/v1/users?limit=10", auth="bearer")

# ----------------------------------------------------------------------------------------------
# containers: how a credential bundle ends up pasted into a note
# each renderer returns dict(label, kind, F, SN, secrets)
#   kind: file | k8s | ci | docker | cmd | code | mcp ; F: path / place shown in prose
# ----------------------------------------------------------------------------------------------
def new_ctx(lang):
    o = pick(ORGS)
    c = {"ORG": o, "SVC": svc(), "E": env(), "USER": pick(NAMES_ROMAN), "EMAIL": f"{pick(NAMES_ROMAN)}@{o}.com",
         "ACCT": digits(12), "ADDR": "0x" + hx(40), "PHONE": "+8210" + digits(8), "CHAT": "-100" + digits(10),
         "PAYKEY": "tgen_" + an(20), "CHAN": "C0" + rs(ANU, 9), "HOST": host("db"), "CFACCT": hx(32),
         "PKC": rs(ANL, 5), "lang": lang}
    return c


def bsecrets(b):
    out = []
    for _, _, ss in b:
        for s in ss:
            if s not in out:
                out.append(s)
    return out


def main_secret(b):
    return bsecrets(b)[0]


NOISE = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "debug"), ("APP_ENV", "«E»"),
         ("API_BASE_URL", "https://api.«ORG».io"), ("REDIS_URL", "redis://localhost:6379/0"), ("TZ", "Asia/Seoul"),
         ("FEATURE_NEW_CHECKOUT", "true"), ("AWS_REGION", "ap-northeast-2"), ("DEBUG", "false"), ("WORKERS", "4"),
         ("SENTRY_ENVIRONMENT", "«E»"), ("PUBLIC_URL", "https://«E».«ORG».io"), ("DB_HOST", "«HOST»"),
         ("CACHE_TTL", "300"), ("OTEL_SERVICE_NAME", "«SVC»"), ("HTTP_TIMEOUT_MS", "15000"), ("QUEUE_NAME", "«SVC»-jobs")]


def noise(c, n):
    return [(k, fill(v, c)) for k, v in R.sample(NOISE, n)]


def yq(v):
    if v and v[0].isalnum() and all(ch.isalnum() or ch in "-_./+=" for ch in v) and chance(0.55):
        return v
    return '"' + v + '"'


def kvs(b):
    return [(k, v) for k, v, _ in b]


def mix(b, c, lo=1, hi=3):
    items = noise(c, R.randint(lo, hi))
    pos = R.randint(0, len(items))
    return items[:pos] + kvs(b) + items[pos:]


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def r_env_file(b, c):
    q = chance(0.3)
    lines = [f'{k}="{v}"' if q and not v.isdigit() else f"{k}={v}" for k, v in mix(b, c)]
    if chance(0.3):
        lines.insert(0, pick(["# local dev", f"# {c['SVC']}", f"# --- {c['E']} ---", "# do not commit"]))
    F = pick([".env", ".env.local", f".env.{c['E']}", f"apps/{c['SVC']}/.env", "backend/.env", ".env.development"])
    return dict(label=".env file", kind="file", F=F, SN="\n".join(lines))


def r_export(b, c):
    st = R.randint(0, 2)
    lines = []
    for k, v in kvs(b):
        lines.append([f"export {k}={v}", f"export {k}='{v}'", f'export {k}="{v}"'][st])
    F = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", ".envrc", "~/.profile"])
    return dict(label="shell export", kind="file", F=F, SN="\n".join(lines))


def r_powershell(b, c):
    lines = [f"$env:{k} = '{v}'" for k, v in kvs(b)]
    if chance(0.5):
        lines.append(pick(["npm run dev", "dotnet run --project src/Api", "python -m app", "./gradlew bootRun"]))
    return dict(label="PowerShell $env", kind="cmd", F=None, SN="\n".join(lines))


def r_cmd_set(b, c):
    lines = [f"set {k}={v}" for k, v in kvs(b)] + [pick(["npm start", "mvn spring-boot:run", "python app.py"])]
    return dict(label="Windows cmd set", kind="cmd", F=None, SN="\n".join(lines))


def r_inline(b, c):
    pre = " ".join(f"{k}={v}" for k, v in kvs(b))
    cmd = pick(["npm run dev", "python manage.py runserver", "go run ./cmd/server", "pnpm test:e2e", "uv run pytest -k integration",
                "bundle exec rails s", "node scripts/backfill.js --since 2025-01-01"])
    return dict(label="inline env before command", kind="cmd", F=None, SN=f"{pre} {cmd}")


def r_fish(b, c):
    return dict(label="fish set -gx", kind="file", F="~/.config/fish/config.fish",
                SN="\n".join(f"set -gx {k} {v}" for k, v in kvs(b)))


def r_compose(b, c):
    dash = chance(0.4)
    lines = ["services:", f"  {c['SVC']}:", f"    image: {c['ORG']}/{c['SVC']}:{pick(['latest', '1.4.2', 'main', c['E']])}", "    environment:"]
    for k, v in mix(b, c, 0, 2):
        lines.append(f"      - {k}={v}" if dash else f"      {k}: {yq(v)}")
    return dict(label="docker-compose environment", kind="docker", F=pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"]),
                SN="\n".join(lines))


def r_k8s_secret(b, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {c['SVC']}-secrets", f"  namespace: {c['E']}",
             "type: Opaque", "stringData:"]
    for k, v in kvs(b):
        lines.append(f"  {k}: {yq(v)}")
    return dict(label="k8s Secret stringData", kind="k8s", F=f"k8s/{c['E']}/{c['SVC']}-secret.yaml", SN="\n".join(lines))


def r_k8s_b64(b, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {c['SVC']}-env", "type: Opaque", "data:"]
    secs = []
    for k, v, ss in b:
        e = b64s(v)
        lines.append(f"  {k}: {e}")
        if ss:
            secs.append(e)
    return dict(label="k8s Secret data (base64)", kind="k8s", F=f"deploy/{c['E']}/secret.yaml", SN="\n".join(lines), secrets=secs)


def r_deploy_env(b, c):
    lines = ["      containers:", f"        - name: {c['SVC']}", f"          image: ghcr.io/{c['ORG']}/{c['SVC']}:{pick(['v2.3.1', 'sha-' + hx(7), 'latest'])}", "          env:"]
    for k, v in kvs(b):
        lines += [f"            - name: {k}", f'              value: "{v}"']
    return dict(label="k8s Deployment env value", kind="k8s", F=f"k8s/base/{c['SVC']}-deployment.yaml", SN="\n".join(lines))


def r_gha(b, c):
    lines = ["      - name: " + pick(["Deploy", "Run integration tests", "Publish", "Sync data", "Notify"]),
             "        run: " + pick(["./scripts/deploy.sh", "npm run test:integration", "make publish", "python -m jobs.sync"]),
             "        env:"]
    for k, v in kvs(b):
        lines.append(f"          {k}: {yq(v)}")
    return dict(label="GitHub Actions env", kind="ci", F=pick([".github/workflows/deploy.yml", ".github/workflows/ci.yml", ".github/workflows/nightly.yml"]),
                SN="\n".join(lines))


def r_gitlab(b, c):
    lines = ["variables:"] + [f'  {k}: "{v}"' for k, v in kvs(b)] + ["", f"{pick(['deploy', 'test', 'release'])}:", "  stage: deploy",
                                                                   "  script:", "    - " + pick(["./deploy.sh", "make release", "npm ci && npm test"])]
    return dict(label="GitLab CI variables", kind="ci", F=".gitlab-ci.yml", SN="\n".join(lines))


def r_circle(b, c):
    lines = ["    docker:", "      - image: cimg/node:20.11", "    environment:"] + [f"      {k}: {yq(v)}" for k, v in kvs(b)]
    return dict(label="CircleCI environment", kind="ci", F=".circleci/config.yml", SN="\n".join(lines))


def r_jenkinsfile(b, c):
    lines = ["pipeline {", "  agent any", "  environment {"] + [f"    {k} = '{v}'" for k, v in kvs(b)] + ["  }", "  stages {", "    stage('Deploy') { steps { sh './deploy.sh' } }", "  }", "}"]
    return dict(label="Jenkinsfile environment", kind="ci", F="Jenkinsfile", SN="\n".join(lines))


def r_dockerfile(b, c):
    kw = pick(["ENV", "ARG"])
    lines = [pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM golang:1.22 AS build", "FROM eclipse-temurin:21-jre"]), "WORKDIR /app"]
    lines += [f"{kw} {k}={v}" for k, v in kvs(b)]
    lines += [pick(["COPY . .", "COPY package*.json ./"]), pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "RUN go build -o /bin/app ./cmd/app"])]
    return dict(label=f"Dockerfile {kw}", kind="docker", F="Dockerfile", SN="\n".join(lines))


def r_docker_run(b, c):
    es = " ".join(f"-e {k}={v}" for k, v in kvs(b))
    return dict(label="docker run -e", kind="cmd", F=None, SN=f"docker run -d --name {c['SVC']} {es} -p 8080:8080 {c['ORG']}/{c['SVC']}:{pick(['latest', c['E']])}")


def r_appsettings(b, c):
    inner = ",\n".join(f'    "{camel(k)}": "{v}"' for k, v in kvs(b))
    sect = pick(["Integrations", "ExternalApi", c["SVC"].replace("-", "").capitalize(), "Settings"])
    return dict(label="JSON config", kind="file", F=pick(["appsettings.Production.json", "config/production.json", "config/default.json", "settings.json"]),
                SN='{\n  "' + sect + '": {\n' + inner + "\n  }\n}")


def r_yaml_cfg(b, c):
    lines = [pick(["integrations:", "external:", "clients:"]), f"  {c['SVC'].split('-')[0]}:"] + [f"    {k.lower()}: {yq(v)}" for k, v in kvs(b)] + ["    timeout_s: 30"]
    return dict(label="YAML config", kind="file", F=pick(["config/settings.yml", "config.yaml", f"helm/{c['SVC']}/values-{c['E']}.yaml", "application.yml"]),
                SN="\n".join(lines))


def r_props(b, c):
    pre = pick(["app.integration", "integration", c["SVC"].replace("-", ".")])
    lines = [f"{pre}.{k.lower().replace('_', '-')}={v}" for k, v in kvs(b)]
    return dict(label=".properties", kind="file", F=pick(["src/main/resources/application.properties", f"config/{c['E']}.properties"]), SN="\n".join(lines))


def r_toml_cfg(b, c):
    lines = [f"[{pick(['integrations', 'secrets', 'api'])}]"] + [f'{k.lower()} = "{v}"' for k, v in kvs(b)]
    return dict(label="TOML config", kind="file", F=pick([".streamlit/secrets.toml", "config.toml", "settings.toml"]), SN="\n".join(lines))


def r_systemd(b, c):
    lines = ["[Service]"] + [f'Environment="{k}={v}"' for k, v in kvs(b)] + [f"ExecStart=/opt/{c['SVC']}/bin/{c['SVC']} --config /etc/{c['SVC']}/config.yml", "Restart=on-failure"]
    return dict(label="systemd unit Environment", kind="file", F=f"/etc/systemd/system/{c['SVC']}.service", SN="\n".join(lines))


def r_crontab(b, c):
    lines = [f"{k}={v}" for k, v in kvs(b)] + [f"*/15 * * * * /opt/{c['SVC']}/sync.sh >> /var/log/{c['SVC']}-sync.log 2>&1"]
    return dict(label="crontab env", kind="file", F="crontab -l", SN="\n".join(lines))


def r_paas(b, c):
    idx = [i for i, x in enumerate(b) if x[2]][0]
    k, v = kvs(b)[idx]
    opts = [f"heroku config:set {k}={v} -a {c['ORG']}-{c['E']}",
            f"fly secrets set {k}={v} -a {c['SVC']}",
            f'gh secret set {k} --body "{v}" --repo {c["ORG"]}/{c["SVC"]}',
            f"kubectl create secret generic {c['SVC']}-secrets --from-literal={k}={v} -n {c['E']}",
            f"aws ssm put-parameter --name /{c['SVC']}/{c['E']}/{k} --type SecureString --value {v} --overwrite",
            f'railway variables --set "{k}={v}"',
            f"az keyvault secret set --vault-name kv-{c['ORG']}-{c['E']} --name {k.replace('_', '-')} --value {v}",
            f'doppler secrets set {k}="{v}" --project {c["SVC"]} --config {c["E"]}',
            f"netlify env:set {k} {v}",
            f"vercel env add {k} production <<< \"{v}\"",
            f"helm upgrade --install {c['SVC']} ./charts/{c['SVC']} -n {c['E']} --set env.{k}={v}"]
    return dict(label="secret-setting CLI", kind="cmd", F=None, SN=pick(opts), secrets=list(b[idx][2]))


def r_py_environ(b, c):
    lines = ["import os", ""] + [f'os.environ["{k}"] = "{v}"' for k, v in kvs(b)]
    return dict(label="os.environ in code", kind="code", F=pick(["notebooks/explore.ipynb", "scripts/debug_sync.py", "conftest.py", "tests/integration/conftest.py"]),
                SN="\n".join(lines))


def r_launch(b, c):
    inner = ", ".join(f'"{k}": "{v}"' for k, v in kvs(b))
    return dict(label="VS Code launch.json env", kind="file", F=".vscode/launch.json",
                SN='"configurations": [{\n  "name": "Debug ' + c["SVC"] + '",\n  "type": "node",\n  "request": "launch",\n  "program": "${workspaceFolder}/src/index.ts",\n  "env": { ' + inner + " }\n}]")


def r_ansible(b, c):
    lines = ["---"] + [f"{k.lower()}: {yq(v)}" for k, v in kvs(b)]
    return dict(label="Ansible group_vars", kind="file", F=f"inventories/{c['E']}/group_vars/all.yml", SN="\n".join(lines))


def r_helm_values(b, c):
    lines = ["env:"] + [f"  {k}: {yq(v)}" for k, v in kvs(b)] + ["resources:", "  limits:", "    memory: 512Mi"]
    return dict(label="Helm values.yaml", kind="k8s", F=f"charts/{c['SVC']}/values-{c['E']}.yaml", SN="\n".join(lines))


def r_jupyter(b, c):
    return dict(label="Jupyter %env", kind="code", F="analysis.ipynb", SN="\n".join(f"%env {k}={v}" for k, v in kvs(b)))


def r_mcp_inhouse(b, c):
    name = c["SVC"].split("-")[0] + "-tools"
    style = R.randint(0, 2)
    if style == 0:
        inner = ",\n".join(f'        "{k}": "{v}"' for k, v in kvs(b))
        sn = ('{\n  "mcpServers": {\n    "' + name + '": {\n      "command": "uv",\n      "args": ["run", "--directory", "tools/mcp", "server.py"],\n'
              '      "env": {\n' + inner + '\n      }\n    }\n  }\n}')
        F = pick([".mcp.json", ".cursor/mcp.json", "claude_desktop_config.json"])
        return dict(label=f"in-house MCP server env ({F})", kind="mcp", F=F, SN=sn, MCP=name)
    if style == 1:
        e = " ".join(f"-e {k}={v}" for k, v in kvs(b))
        return dict(label="claude mcp add (in-house server)", kind="mcp", F="the claude mcp add command",
                    SN=f"claude mcp add {name} --scope project {e} -- node tools/mcp/dist/index.js", MCP=name)
    envs = ", ".join(f'{k} = "{v}"' for k, v in kvs(b))
    return dict(label="Codex config.toml (in-house MCP server)", kind="mcp", F="~/.codex/config.toml",
                SN=f'[mcp_servers.{name}]\ncommand = "python"\nargs = ["-m", "{c["SVC"].replace("-", "_")}.mcp"]\n\n[mcp_servers.{name}.env]\n{envs.replace(", ", chr(10))}', MCP=name)


GENERIC = [r_mcp_inhouse, r_mcp_inhouse, r_env_file, r_env_file, r_export, r_powershell, r_cmd_set, r_inline, r_fish, r_compose, r_k8s_secret, r_k8s_b64,
           r_deploy_env, r_gha, r_gitlab, r_circle, r_jenkinsfile, r_dockerfile, r_docker_run, r_appsettings, r_yaml_cfg,
           r_props, r_toml_cfg, r_systemd, r_crontab, r_paas, r_paas, r_py_environ, r_launch, r_ansible, r_helm_values, r_jupyter]


# ---- HTTP request renderers ----
def auth_parts(v, T, c):
    a = v["auth"]
    url = fill(v["url"].replace("«T»", T), c)
    if a == "bearer":
        return url, ("Authorization", "Bearer " + T), None
    if a == "token":
        return url, ("Authorization", "token " + T), None
    if a == "basic_user":
        return url, None, (T, "")
    if a[0] == "header":
        return url, (a[1], T), None
    if a[0] == "fmt":
        return url, (a[1], a[2].replace("«T»", T)), None
    if a[0] == "query":
        return url, None, None
    raise ValueError(a)


def r_http(v, b, c):
    T = main_secret(b)
    url, hdr, basic = auth_parts(v, T, c)
    if basic:
        opts = [("curl", f"curl -s {url} -u {basic[0]}:"),
                ("curl", f'curl {url} \\\n  -u "{basic[0]}:" \\\n  -H "Accept: application/json"'),
                ("python requests", f'resp = requests.get("{url}", auth=("{basic[0]}", ""), timeout=10)'),
                ("httpie", f"http -a {basic[0]}: GET '{url}'")]
    elif hdr is None:
        opts = [("curl", f'curl -s "{url}" | jq .'), ("python requests", f'r = requests.get("{url}")\nr.raise_for_status()'),
                ("node fetch", f"const res = await fetch(`{url}`);"), ("browser address bar", url)]
    else:
        H, val = hdr
        opts = [("curl", f'curl -s {url} \\\n  -H "{H}: {val}"'),
                ("curl", f'curl -sS -X GET "{url}" -H "{H}: {val}" -H "Accept: application/json" | jq .'),
                ("python requests", f'resp = requests.get(\n    "{url}",\n    headers={{"{H}": "{val}"}},\n    timeout=10,\n)'),
                ("node fetch", f"const res = await fetch('{url}', {{\n  headers: {{ '{H}': '{val}' }},\n}});"),
                ("Go net/http", f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.Header.Set("{H}", "{val}")'),
                ("Java HttpClient", f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}"))\n    .header("{H}", "{val}")\n    .build();'),
                ("C# HttpClient", f'client.DefaultRequestHeaders.Add("{H}", "{val}");\nvar resp = await client.GetAsync("{url}");'),
                ("PHP curl", f"curl_setopt($ch, CURLOPT_HTTPHEADER, ['{H}: {val}']);"),
                ("Ruby Net::HTTP", f'req = Net::HTTP::Get.new(URI("{url}"))\nreq["{H}"] = "{val}"'),
                ("Kotlin OkHttp", f'val request = Request.Builder()\n    .url("{url}")\n    .addHeader("{H}", "{val}")\n    .build()'),
                ("httpie", f"http GET '{url}' '{H}:{val}'"),
                ("PowerShell", f"Invoke-RestMethod -Uri '{url}' -Headers @{{ '{H}' = '{val}' }}"),
                ("REST Client .http", f"GET {url}\n{H}: {val}\nAccept: application/json")]
    lab, sn = pick(opts)
    return dict(label=lab + " request", kind="cmd" if lab in ("curl", "httpie", "PowerShell", "browser address bar") else "code",
                F=None if lab in ("curl", "httpie", "PowerShell", "browser address bar") else pick(["src/client.ts", "app/clients/http.py", "internal/api/client.go", "scratch.http", "Program.cs"]),
                SN=sn)


def r_vendor_tpl(v, b, c, fam):
    d = dict(c)
    for i, (_, val, _) in enumerate(b):
        d[f"V{i}"] = val
    if fam == "sdk":
        lang, t = pick(v["sdk"])
        F = {"python": pick(["app/clients.py", "services/integrations.py", "main.py", "worker/tasks.py"]),
             "node": pick(["src/lib/client.ts", "server/index.js", "lib/integrations.js"]), "go": "internal/client/client.go",
             "ruby": "config/initializers/integrations.rb", "php": "app/Services/PaymentService.php", "java": "src/main/java/com/app/Config.java"}[lang]
        return dict(label=f"{lang} SDK constructor", kind="code", F=F, SN=fill(t, d))
    if fam == "tf":
        return dict(label="Terraform provider block", kind="file", F=pick(["infra/main.tf", "terraform/providers.tf", f"envs/{c['E']}/main.tf"]), SN=fill(v["tf"], d))
    if fam == "cli":
        return dict(label="CLI command", kind="cmd", F=None, SN=fill(pick(v["cli"]), d))
    if fam == "cfg":
        name, t = pick(v["cfg"])
        return dict(label=f"config file ({name})", kind="file", F=name, SN=fill(t, d))
    raise ValueError(fam)


def r_mcp_http(v, b, c):
    name, url, hdr = v["mcp_http"]
    d = dict(c)
    for i, (_, val, _) in enumerate(b):
        d[f"V{i}"] = val
    url = fill(url, d)
    hdr = fill(hdr, d) if hdr else None
    style = R.randint(0, 2)
    if style == 0:
        h = f' --header "Authorization: {hdr}"' if hdr else ""
        return dict(label="claude mcp add --transport http", kind="mcp", F="the claude mcp add command", SN=f"claude mcp add --transport http {name} {url}{h}", MCP=name)
    F = pick([".cursor/mcp.json", ".mcp.json", "~/.gemini/settings.json", "claude_desktop_config.json"])
    key = "httpUrl" if "gemini" in F else "url"
    lines = ["{", '  "mcpServers": {', f'    "{name}": {{']
    if key == "url":
        lines.append('      "type": "http",')
    lines.append(f'      "{key}": "{url}"' + ("," if hdr else ""))
    if hdr:
        lines.append(f'      "headers": {{ "Authorization": "{hdr}" }}')
    lines += ["    }", "  }", "}"]
    return dict(label=f"remote MCP server config ({F})", kind="mcp", F=F, SN="\n".join(lines), MCP=name)


def r_mcp(v, b, c):
    if v["mcp_http"] and (not v["mcp"] or chance(0.5)):
        return r_mcp_http(v, b, c)
    name, cmd, args, envs = v["mcp"]
    d = dict(c)
    for i, (_, val, _) in enumerate(b):
        d[f"V{i}"] = val
    args = [fill(a, d) for a in args]
    envpairs = [(envs[i], b[i][1]) for i in range(len(envs))]
    if name == "atlassian":
        envpairs = [("JIRA_URL", f"https://{c['ORG']}.atlassian.net")] + envpairs
    style = R.randint(0, 4)
    if style in (0, 1):
        F = pick([".cursor/mcp.json", "claude_desktop_config.json", "~/.gemini/settings.json", ".mcp.json"])
        a = ", ".join(f'"{x}"' for x in args)
        lines = ['{', '  "mcpServers": {', f'    "{name}": {{', f'      "command": "{cmd}",', f'      "args": [{a}]' + ("," if envpairs else "")]
        if envpairs:
            lines.append('      "env": {')
            lines.append(",\n".join(f'        "{k}": "{val}"' for k, val in envpairs))
            lines.append("      }")
        lines += ["    }", "  }", "}"]
        return dict(label=f"MCP server JSON config ({F})", kind="mcp", F=F, SN="\n".join(lines), MCP=name)
    if style == 2:
        a = ", ".join(f'"{x}"' for x in args)
        lines = [f"[mcp_servers.{name}]", f'command = "{cmd}"', f"args = [{a}]"]
        if envpairs:
            lines.append("env = { " + ", ".join(f'"{k}" = "{val}"' for k, val in envpairs) + " }")
        return dict(label="Codex config.toml MCP", kind="mcp", F="~/.codex/config.toml", SN="\n".join(lines), MCP=name)
    if style == 3:
        e = " ".join(f"-e {k}={val}" for k, val in envpairs)
        return dict(label="claude mcp add command", kind="mcp", F="the claude mcp add command", SN=f"claude mcp add {name} {e} -- {cmd} {' '.join(args)}".replace("  ", " "), MCP=name)
    a = ", ".join(f'"{x}"' for x in args)
    inner = ", ".join(f'"{k}": "{val}"' for k, val in envpairs)
    sn = '{\n  "servers": {\n    "' + name + '": {\n      "type": "stdio",\n      "command": "' + cmd + '",\n      "args": [' + a + ']' + (',\n      "env": { ' + inner + ' }' if envpairs else "") + '\n    }\n  }\n}'
    return dict(label="VS Code mcp.json", kind="mcp", F=".vscode/mcp.json", SN=sn, MCP=name)


def render_bundle(v, b, c, fam=None):
    fams = [("generic", 30)]
    if v["auth"] and v["url"]:
        fams.append(("http", 20))
    for f, w in [("sdk", 22), ("cli", 18), ("cfg", 16), ("tf", 12), ("mcp", 30)]:
        if v[f] or (f == "mcp" and v["mcp_http"]):
            fams.append((f, w))
    if fam is None:
        fam = R.choices([f for f, _ in fams], weights=[w for _, w in fams])[0]
    if fam == "generic":
        out = pick(GENERIC)(b, c)
    elif fam == "http":
        out = r_http(v, b, c)
    elif fam == "mcp":
        out = r_mcp(v, b, c)
    else:
        out = r_vendor_tpl(v, b, c, fam)
    if "secrets" not in out:
        out["secrets"] = bsecrets(b)
    out["fam"] = fam
    return out

# ----------------------------------------------------------------------------------------------
# note assembly and FORMAT.txt validation
# ----------------------------------------------------------------------------------------------
FIELD_KEYS = ["missing_context", "lesson", "ask_next_time"]
STATS = {"vendors": [], "services": []}


GENERIC_ASK = {"en": ["Who should I ask about this next time?", "Is this written down anywhere?", "Who owns this setup?",
                      "Is there a runbook for this?", "Should I open a ticket to clean this up?",
                      "Anything else I should check before deploying?", "Is this the same in every environment?"],
               "ko": ["다음엔 누구한테 물어보면 되나요?", "이거 어디 문서화돼 있나요?", "이 설정 담당자가 누구인가요?", "관련 런북이 있나요?",
                      "정리용 티켓 만들까요?", "배포 전에 더 확인할 게 있나요?", "환경마다 다 똑같은가요?"]}


def note(lang, kind, category, mc, lesson, ask, candidates=(), vendor=None):
    if not (ask or "").strip() and chance(0.55):
        ask = pick(GENERIC_ASK[lang])
    fields = {"missing_context": mc.strip(), "lesson": lesson.strip(), "ask_next_time": (ask or "").strip()}
    secrets = []
    if kind == "secret":
        for s in candidates:
            if s and s not in secrets and any(s in f for f in fields.values()):
                secrets.append(s)
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets, "_vendor": vendor}


def _occurrences(hay, needle):
    out = []
    i = hay.find(needle)
    while i != -1:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def validate(n):
    f = n["fields"]
    if n["lang"] not in ("en", "ko") or n["kind"] not in ("secret", "clean"):
        return "lang/kind"
    if not f["missing_context"] or not f["lesson"]:
        return "empty field"
    if len(f["missing_context"].encode()) > 1024 or len(f["lesson"].encode()) > 1024:
        return "field too long"
    if len(f["ask_next_time"].encode()) > 512:
        return "ask too long"
    if "«" in "".join(f.values()) or "»" in "".join(f.values()):
        return "unfilled placeholder"
    if n["category"].endswith(" [publishable]") and n["kind"] != "clean":
        return "publishable tag on secret note"
    if n["kind"] == "clean":
        return None if n["secrets"] == [] else "clean note with secrets"
    if not n["secrets"]:
        return "secret note without secrets"
    for s in n["secrets"]:
        if len(s) < 8 or s != s.strip():
            return f"bad secret {s!r}"
        if not any(s in x for x in f.values()):
            return f"secret not in fields {s!r}"
    for key in FIELD_KEYS:
        text = f[key]
        spans = []
        for s in n["secrets"]:
            for p in _occurrences(text, s):
                spans.append((p, p + len(s)))
        for s in n["secrets"]:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in _occurrences(text, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return f"window {w!r} of {s[:12]!r}... outside secret occurrences in {key}"
    return None


def build(gen, lang, tries=80):
    last = None
    for _ in range(tries):
        n = gen(lang)
        err = validate(n)
        if err is None:
            return n
        last = (err, n["category"])
    raise RuntimeError(f"could not build note: {last}")


ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "Bad credentials", "401 invalid api key",
        "AuthenticationError", "HTTP 401 (token expired)", "403 insufficient_scope", "invalid_token",
        "401 {\"message\":\"Unauthorized\"}", "403 Access denied"]


def fmt(t, d):
    return t.format(**d)


def opt_ask(a, p=0.1):
    return "" if chance(p) else a

# ----------------------------------------------------------------------------------------------
# frames for provider-token notes; tags say which container kinds a frame fits
# ----------------------------------------------------------------------------------------------
FILEKINDS = ["file", "k8s", "ci", "docker"]

TOKEN_FRAMES = {"en": [
    (["file"], "Nobody told me where the {V} credentials for {SVC} live. They turned out to be hardcoded in {F}:\n{SN}",
     "{SVC} reads {ENV} at startup; if it's missing the {V} client fails quietly and jobs just pile up in the queue.",
     "Where should the {V} key come from in {E}: env var, or the secret manager?"),
    (["file"], "The task said 'fix the {V} sync' but didn't mention that {E} uses a different key than local.",
     "The config that actually works is in {F}:\n{SN}\nMy local .env had an older key that {V} rejects with {ERR}.",
     "Is {F} the source of truth for {E}, or does CI inject something else?"),
    (["file"], "I was missing the {V} setup for {SVC}; the user pasted their {F} after the deploy failed:\n{SN}",
     "The {ERR} errors came from a stale value in the {E} secret store, the one above is the current key.", ""),
    (["file"], "Wasn't told that {SVC} needs {ENV} before the integration tests run.",
     "Added this to {F} and the suite passes:\n{SN}",
     "Should the key stay in {F} or go into the vault?"),
    (["file"], "{P} mentioned the {V} {K} had been rotated, but not where the new one went.",
     "Found it in {F} on the {E} box:\n{SN}",
     "Can someone update the shared vault entry with the new {V} key?"),
    (["k8s"], "Pods of {SVC} were crashlooping in {E} with '{ENV} is not set'.",
     "Applied this ({F}) and they came up:\n{SN}",
     "Is there an ExternalSecret I should have used instead of a plain manifest?"),
    (["k8s"], "I didn't know the {V} key for {SVC} is managed by hand in the cluster rather than through the chart defaults.",
     "Current manifest, {F}:\n{SN}\nHelm upgrades don't touch it, so rotating means editing this file.",
     "Should I convert this to a SealedSecret?"),
    (["ci"], "The {SVC} pipeline failed at the deploy step with {ERR} from {V}, and the log didn't say which credential it used.",
     "The workflow has the key inline instead of pulling it from CI secrets ({F}):\n{SN}",
     "Should I move this into CI secrets and ask for a rotation?"),
    (["ci"], "I didn't know the nightly job talks to {V} at all.",
     "It does, with a key pasted straight into {F}:\n{SN}\nThat's why the fork PRs could see it.",
     "Who can revoke this key?"),
    (["docker"], "docker build for {SVC} kept failing and no one mentioned that the build needs {V} credentials.",
     "{F} passes it in directly:\n{SN}\nThat ends up in the image layers, which we should fix.",
     "OK to switch this to a BuildKit secret mount?"),
    (["http"], "I needed to check the {V} API by hand and had no example request.",
     "This returns 200 with the {E} key:\n{SN}",
     "Is there a sandbox key I should use for manual testing instead?"),
    (["cmd"], "The user ran this in their terminal and pasted it to show me how they set things up:\n{SN}",
     "{V} calls from {SVC} only work after that; without it we get {ERR}.",
     "Want me to turn this step into a script?"),
    (["cmd"], "Wasn't told how to authenticate against {V} on the build agent.",
     "What worked on the agent:\n{SN}",
     "Is there a shared service account for {V} so this doesn't depend on someone's personal token?"),
    (["cmd"], "No docs on re-running the {V} step of the release by hand.",
     "Ran it manually with\n{SN}\nand the release went through.", ""),
    (["http"], "Spent a while on {ERR} from {V} before realizing I had the header wrong.",
     "Correct form:\n{SN}", "Should this go into the README?"),
    (["code"], "Unclear how {SVC} authenticates to {V}; there's no config entry for it.",
     "The client is built in {F} with the key passed in directly:\n{SN}\nIt should come from config instead.",
     "OK to refactor {F} to read {ENV} from the environment?"),
    (["code"], "I didn't know the {V} client in {F} was already wired to a live key.",
     "The constructor call:\n{SN}\nMy test run hit the real {V} account, not a mock.",
     "Should tests use a stub for {V}?"),
    (["code"], "The user pasted a snippet from their scratch file when asking why {V} calls fail:\n{SN}",
     "The key in the snippet is fine; their failures were the corporate proxy stripping headers.",
     "Should I add retries with backoff around the {V} client?"),
    (["mcp"], "The {MCPNAME} MCP server wouldn't start in {AG}: no token configured, and nobody said where to get one.",
     "Working config ({F}):\n{SN}",
     "Should the MCP config live in the repo or only in my user settings?"),
    (["mcp"], "The user set up {V} for {AG} and pasted their config so I could debug the tool errors:\n{SN}",
     "The server starts; the errors are scope-related, the token can read but not write.",
     "Can you issue a token with write scope for {V}?"),
    (["prose"], "I had no {V} access for {E}.",
     "{P} shared a key in chat: {VAL} - it works against the {E} workspace.",
     "Can I keep using {VAL} or should I request my own?"),
    (["prose"], "The user said 'just use my key' and pasted {VAL} without saying which {V} project it belongs to.",
     "It's scoped to the {E} project only; calls against prod come back {ERR}.",
     "Which {V} project should {SVC} write to?"),
    (["prose"], "The {V} integration broke after last week's key rotation.",
     "The rotation updated the vault but not {F}; swapping in the new key fixed it.",
     "Should {F} still contain {VAL}, or was that one revoked too?"),
    (["prose"], "Didn't know the rate limits on our {V} account.",
     "With the team key ({VAL}) we get throttled around 60 requests/min, so the backfill needs a pause between pages.",
     "Is there a higher-tier {V} key for batch jobs?"),
    (["prose"], "Missing: which of the two {V} keys is the {E} one.",
     "{E} is {VAL}. The other key in the password manager belongs to the old org and returns {ERR}.", ""),
    (["prose"], "I wasn't told the {V} key had to be passed as {ENV}.",
     "Setting {ENV} to {VAL} fixed the startup error in {SVC}.",
     "Is {VAL} a personal key? If so I should swap it for a service one."),
    (["any"], "Setting up {SVC} locally; the onboarding doc skips the {V} part entirely.",
     "This is what made it work:\n{SN}\nThe key belongs to the shared {E} account, so it must not be committed.",
     "Is there a personal {V} key I should use instead of the shared one?"),
    (["any"], "I assumed {SVC} used OAuth for {V}, but it uses a static {K}.",
     "Static credential, configured like this:\n{SN}",
     "Any plan to move {V} to short-lived credentials?"),
    (["any"], "Context I lacked: {V} credentials are per environment and {E} has its own.",
     "For {E}:\n{SN}\nUsing another environment's key gives {ERR} rather than a clear 'wrong environment' message.",
     "Could we put the environment in the key names so this is obvious?"),
], "ko": [
    (["file"], "{SVC}의 {V} 인증 정보가 어디 있는지 안내가 없었음. 찾아보니 {F}에 하드코딩되어 있었음:\n{SN}",
     "{SVC} 서비스는 기동 시 {ENV} 값을 읽는데, 없으면 {V} 클라이언트가 에러도 없이 조용히 실패하고 작업만 큐에 쌓임.",
     "{E}에서는 {V} 키를 env로 주입하나요, 아니면 secret manager에서 가져오나요?"),
    (["file"], "'{V} 연동 고쳐줘'라고만 하셨고, {E} 환경은 로컬과 다른 키를 쓴다는 얘기는 없었음.",
     "{E}에서 실제로 쓰는 설정은 {F}에 있음:\n{SN}\n로컬 .env에 있던 예전 키는 {ERR} 응답이 옴.",
     "{E} 설정의 source of truth가 {F} 맞나요?"),
    (["file"], "배포가 실패하자 사용자가 {F} 내용을 그대로 붙여넣어 줌:\n{SN}",
     "{ERR}는 {E} secret에 남아 있던 예전 값 때문이었고, 위 값이 현재 키임.", ""),
    (["file"], "통합 테스트 돌리기 전에 {ENV} 값을 설정해야 한다는 걸 몰랐음.",
     "{F}에 아래 내용 추가하니 테스트 통과함:\n{SN}",
     "키를 계속 {F}에 둬도 되는지, vault로 옮겨야 하는지 확인 필요"),
    (["file"], "{P} 말로는 {V} 키를 교체했다는데 새 키가 어디 있는지는 못 들었음.",
     "{E} 서버의 {F}에서 찾음:\n{SN}",
     "공유 vault 항목도 새 키로 업데이트해 주실 수 있나요?"),
    (["k8s"], "{E}에서 {SVC} 파드가 '{ENV} is not set' 에러로 CrashLoopBackOff 상태였음.",
     "아래 매니페스트({F}) 적용하니 정상 기동됨:\n{SN}",
     "일반 Secret 말고 ExternalSecret을 써야 하는 건 아닌지?"),
    (["k8s"], "{SVC}의 {V} 키가 차트 기본값이 아니라 클러스터에서 수동으로 관리된다는 걸 몰랐음.",
     "현재 매니페스트 {F}:\n{SN}\nhelm upgrade로는 안 바뀌니까 키 교체하려면 이 파일을 직접 고쳐야 함.",
     "SealedSecret으로 바꿀까요?"),
    (["ci"], "{SVC} 파이프라인이 배포 단계에서 {V} 쪽 {ERR}로 실패했는데, 로그에는 어떤 크리덴셜을 썼는지 안 나옴.",
     "워크플로({F})에 키가 secrets 참조가 아니라 평문으로 박혀 있었음:\n{SN}",
     "CI secrets로 옮기고 키 교체 요청할까요?"),
    (["ci"], "nightly 잡이 {V} API를 호출한다는 것 자체를 몰랐음.",
     "{F}에 키가 그대로 들어가 있음:\n{SN}\n그래서 fork PR에서도 보였던 것.",
     "이 키 폐기는 누가 할 수 있나요?"),
    (["docker"], "{SVC} docker build가 계속 실패했는데, 빌드 타임에 {V} 크리덴셜이 필요하다는 걸 아무도 말 안 해줌.",
     "{F}에서 값을 직접 넘기고 있음:\n{SN}\n이미지 레이어에 그대로 남으니 고쳐야 함.",
     "BuildKit secret mount로 바꿔도 될까요?"),
    (["http"], "{V} API를 직접 호출해서 확인해야 했는데 예시 요청이 없었음.",
     "{E} 키로 이렇게 호출하면 200 나옴:\n{SN}",
     "수동 테스트용 sandbox 키가 따로 있나요?"),
    (["cmd"], "사용자가 본인 터미널에서 실행한 명령을 붙여줌:\n{SN}",
     "이걸 먼저 해야 {SVC}에서 {V} 호출이 됨. 안 하면 {ERR}.",
     "이 단계 스크립트로 만들어 둘까요?"),
    (["cmd"], "빌드 에이전트에서 {V} 인증을 어떻게 하는지 몰랐음.",
     "에이전트에서 먹힌 방법:\n{SN}",
     "개인 토큰 말고 {V}용 공용 서비스 계정이 있나요?"),
    (["http"], "{V}에서 계속 {ERR} 에러가 나서 한참 봤는데 헤더 형식이 틀렸던 거였음.",
     "올바른 형식:\n{SN}", "README에 추가해 둘까요?"),
    (["code"], "{SVC} 서비스가 {V}에 어떻게 인증하는지 설정 파일에 아무것도 없어서 헤맴.",
     "{F}에서 클라이언트 만들 때 키를 바로 넘기고 있었음:\n{SN}\n설정에서 읽도록 바꾸는 게 맞음.",
     "{F} 파일을 {ENV} 환경변수에서 읽도록 리팩터링해도 될까요?"),
    (["code"], "{F}의 {V} 클라이언트가 이미 live 키로 연결돼 있다는 걸 몰랐음.",
     "생성자 호출이 이렇게 되어 있음:\n{SN}\n테스트 돌렸다가 mock이 아니라 실제 {V} 계정으로 요청이 나감.",
     "{V} 테스트는 stub으로 돌리는 게 맞죠?"),
    (["mcp"], "{AG}에서 {MCPNAME} MCP 서버가 안 떠서 보니 토큰 설정이 없었음. 어디서 발급받는지도 몰랐음.",
     "동작하는 설정 ({F}):\n{SN}",
     "MCP 설정을 repo에 둘지 개인 user settings에만 둘지?"),
    (["mcp"], "사용자가 {AG}에 {V} 연동을 해두고 툴 에러 디버깅하라고 설정을 붙여줌:\n{SN}",
     "서버는 정상 기동. 에러는 권한 문제였고 토큰이 read만 되고 write는 안 됨.",
     "write scope 있는 {V} 토큰 발급 가능할까요?"),
    (["prose"], "{E}용 {V} 접근 권한이 없었음.",
     "{P}한테 슬랙으로 키 받음: {VAL} - {E} 워크스페이스에서 동작 확인함.",
     "{VAL} 계속 써도 되나요, 아니면 개인 키를 발급받아야 하나요?"),
    (["prose"], "사용자가 '내 키 그냥 써'라며 키({VAL})를 줬는데 어느 {V} 프로젝트 키인지는 말 안 해줌.",
     "{E} 프로젝트 전용 키라서 prod 호출하면 {ERR}.",
     "{SVC} 서비스는 어느 {V} 프로젝트에 붙이면 되나요?"),
    (["prose"], "지난주 키 로테이션 이후로 {V} 연동이 깨짐.",
     "vault는 업데이트됐는데 {F} 파일은 그대로였음. 새 키로 바꾸니 해결.",
     "{F}에 아직 예전 키({VAL})가 들어있는데 이것도 폐기된 키인가요?"),
    (["prose"], "우리 {V} 계정 rate limit을 몰랐음.",
     "팀 키({VAL})로는 분당 60건 정도에서 throttling 걸림. 백필할 때 페이지 사이에 sleep 필요.",
     "배치용으로 상위 티어 {V} 키가 있나요?"),
    (["prose"], "{V} 키를 {ENV} 환경변수로 넘겨야 한다는 걸 몰랐음.",
     "{ENV}={VAL} 로 설정하니 {SVC} 기동 에러 사라짐.",
     "이거 개인 키면 서비스용 키로 바꿔야 할 듯합니다."),
    (["any"], "{SVC} 로컬 세팅 중인데 온보딩 문서에 {V} 부분이 통째로 빠져 있음.",
     "이렇게 하니까 됨:\n{SN}\n공용 {E} 계정 키라서 커밋하면 안 됨.",
     "공용 키 말고 개인 {V} 키를 써야 하나요?"),
    (["any"], "{V} 크리덴셜이 환경별로 따로 있고 {E} 환경은 별도 키를 쓴다는 걸 몰랐음.",
     "{E}용:\n{SN}\n다른 환경 키를 쓰면 '환경 틀림'이 아니라 그냥 {ERR}가 떠서 헷갈림.",
     "키 이름에 환경을 붙여두면 어떨까요?"),
    (["any"], "{SVC} 서비스가 {V}에 OAuth로 붙는 줄 알았는데 고정 {K} 방식이었음.",
     "이렇게 설정돼 있음:\n{SN}",
     "{V}도 단기 토큰으로 옮길 계획 있나요?"),
]}


def frame_fits(tags, kind, fam=None):
    if "http" in tags:
        return fam == "http"
    if "any" in tags:
        return True
    if "file" in tags and kind in FILEKINDS:
        return True
    return kind in tags


def agent_for(F):
    F = F or ""
    if "codex" in F:
        return "Codex"
    if "gemini" in F:
        return "Gemini CLI"
    if "cursor" in F:
        return "Cursor"
    if "claude" in F or F == ".mcp.json":
        return "Claude Code"
    if ".vscode" in F:
        return "VS Code agent mode"
    return pick(AGENTS)


def token_note(lang, v=None, fam=None):
    c = new_ctx(lang)
    b = [(k, fill(val, c), ss) for k, val, ss in v["gen"]()]
    use_prose = chance(0.14)
    out = render_bundle(v, b, c, fam)
    if use_prose:
        frames = [f for f in TOKEN_FRAMES[lang] if "prose" in f[0]]
    else:
        frames = [f for f in TOKEN_FRAMES[lang] if "prose" not in f[0] and frame_fits(f[0], out["kind"], out["fam"])]
    tags, mc, le, ask = pick(frames)
    main_env = [k for k, _, ss in b if ss][0]
    d = {"V": v["vendor"], "K": v["kind"], "SN": out["SN"], "VAL": main_secret(b), "ENV": main_env,
         "F": out["F"] or pick([".env", "config/settings.yml", ".env.local", "the deploy script" if lang == "en" else "배포 스크립트"]),
         "SVC": c["SVC"], "E": c["E"], "P": person(lang), "ERR": pick(ERRS), "AG": agent_for(out.get("F")), "MCPNAME": out.get("MCP", v["vendor"])}
    ask_t = fmt(ask, d)
    if "{VAL}" not in ask:
        ask_t = opt_ask(ask_t, 0.08)
    label = "prose (value inline)" if use_prose else out["label"]
    cands = out["secrets"] + bsecrets(b)
    return note(lang, "secret", f"token/{label}: {v['vendor']} {v['kind']}", fmt(mc, d), fmt(le, d), ask_t, cands, vendor=v["vendor"])

# ----------------------------------------------------------------------------------------------
# secret category: connection strings / URLs with passwords
# ----------------------------------------------------------------------------------------------
def conn_spec(c):
    """-> (service, envvar, url, listed_written, raw_password_or_None)"""
    u, db, h = acct(), pick(DB_NAMES), c["HOST"]
    p = pw(url_safe=chance(0.45))
    e = pct(p)
    k = R.randint(0, 23)
    if k == 0:
        return "PostgreSQL", "DATABASE_URL", f"postgresql://{u}:{e}@{h}:5432/{db}" + pick(["", "?sslmode=require"]), e, p
    if k == 1:
        return "PostgreSQL", "SQLALCHEMY_DATABASE_URI", f"postgresql+asyncpg://{u}:{e}@{h}/{db}", e, p
    if k == 2:
        return "MySQL", "DATABASE_URL", f"mysql://{u}:{e}@{h}:3306/{db}", e, p
    if k == 3:
        return "MySQL", "DB_URL", f"mysql+pymysql://{u}:{e}@{h}:3306/{db}?charset=utf8mb4", e, p
    if k == 4:
        return "MongoDB Atlas", "MONGODB_URI", f"mongodb+srv://{u}:{e}@cluster0.{rs(ANL, 5)}.mongodb.net/{db}?retryWrites=true&w=majority", e, p
    if k == 5:
        return "Redis", "REDIS_URL", f"redis://:{e}@{pick(['redis', 'cache-01.internal', h])}:6379/0", e, p
    if k == 6:
        t = an(32)
        return "Upstash", "REDIS_URL", f"rediss://default:{t}@{pick(BIP39)}-{pick(BIP39)}-{digits(5)}.upstash.io:6379", t, None
    if k == 7:
        return "RabbitMQ", "CELERY_BROKER_URL", f"amqp://{u}:{e}@rabbitmq.{c['ORG']}.internal:5672/{c['E']}", e, p
    if k == 8:
        return "Amazon MQ", "AMQP_URL", f"amqps://{u}:{e}@b-{uuid4()}.mq.ap-northeast-2.amazonaws.com:5671", e, p
    if k == 9:
        pp = pw(url_safe=True)
        return "Azure SQL", "ConnectionStrings__Default", (f"Server=tcp:{c['ORG']}-sql.database.windows.net,1433;Initial Catalog={db};Persist Security Info=False;"
                                                           f"User ID={u};Password={pp};Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"), pp, pp
    if k == 10:
        return "PostgreSQL (JDBC)", "SPRING_DATASOURCE_URL", f"jdbc:postgresql://{h}:5432/{db}?user={u}&password={e}&ssl=true", e, p
    if k == 11:
        pp = pw(url_safe=True)
        return "SQL Server (JDBC)", "JDBC_URL", f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pp};encrypt=true", pp, pp
    if k == 12:
        pp = pw(url_safe=True)
        return "Oracle", "ORACLE_DSN", f"jdbc:oracle:thin:{u}/{pp}@//{h}:1521/ORCLPDB1", pp, pp
    if k == 13:
        return "SMTP", "SMTP_URL", f"smtp://{pick(['postmaster', 'noreply', u])}%40{c['ORG']}.com:{e}@smtp.{pick(['mailgun.org', 'office365.com', 'gmail.com', 'naver.com'])}:587", e, p
    if k == 14:
        return "FTP", "PARTNER_FTP_URL", f"ftp://{u}:{e}@ftp.{pick(['partner-logistics', 'bank-edi', 'vendor'])}.com/outgoing/", e, p
    if k == 15:
        return "HTTP proxy", "HTTPS_PROXY", f"http://{pick(NAMES_ROMAN)}:{e}@proxy.{c['ORG']}.local:3128", e, p
    if k == 16:
        t = "npg_" + an(12)
        return "Neon", "DATABASE_URL", f"postgresql://neondb_owner:{t}@ep-{pick(BIP39)}-{pick(BIP39)}-{rs(ANL, 8)}.ap-southeast-1.aws.neon.tech/neondb?sslmode=require", t, None
    if k == 17:
        t = "AVNS_" + rs(URLSAFE, 19)
        return "Aiven", "DATABASE_URL", f"postgres://avnadmin:{t}@pg-{c['SVC']}-{c['ORG']}.a.aivencloud.com:{R.randint(10000, 29999)}/defaultdb?sslmode=require", t, None
    if k == 18:
        t = "pscale_pw_" + rs(URLSAFE, 43)
        return "PlanetScale", "DATABASE_URL", f"mysql://{rs(ANL, 12)}:{t}@aws.connect.psdb.cloud/{db}?sslaccept=strict", t, None
    if k == 19:
        ref = rs(LOW, 20)
        return "Supabase", "DATABASE_URL", f"postgresql://postgres.{ref}:{e}@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres", e, p
    if k == 20:
        t = an(32)
        return "Redis Cloud", "REDIS_URL", f"redis://default:{t}@redis-{digits(5)}.c{R.randint(1, 300)}.ap-northeast-1-1.ec2.redns.redis-cloud.com:{digits(5)}", t, None
    if k == 21:
        return "Elasticsearch", "ELASTICSEARCH_URL", f"https://elastic:{e}@es01.{c['ORG']}.internal:9200", e, p
    if k == 22:
        return "ClickHouse", "CLICKHOUSE_URL", f"clickhouse://default:{e}@{h}:9000/{db}", e, p
    return "MQTT", "MQTT_URL", f"mqtts://{u}:{e}@broker.{c['ORG']}.io:8883", e, p


def conn_container(c, envv, url, service):
    k = R.randint(0, 8)
    if k <= 1:
        return ".env", "file", pick([".env", ".env.production", f"apps/{c['SVC']}/.env"]), "\n".join(
            [f"{a}={b}" for a, b in noise(c, R.randint(0, 2))] + [f"{envv}={url}"])
    if k == 2:
        code, F = pick([(f'engine = create_engine("{url}", pool_pre_ping=True)', "app/db.py"), (f"await mongoose.connect('{url}');", "src/db.ts"),
                        (f'r = redis.Redis.from_url("{url}")', "worker/cache.py"), (f"const sequelize = new Sequelize('{url}', {{ logging: false }});", "src/models/index.js"),
                        (f'conn, err := pgx.Connect(ctx, "{url}")', "internal/store/store.go"), (f'client = MongoClient("{url}")', "scripts/backfill.py")])
        return "code", "code", F, code
    if k == 3:
        cmd = pick([f'psql "{url}"', f'mongosh "{url}"', f"redis-cli -u '{url}' ping", f"airflow connections add {c['SVC'].replace('-', '_')} --conn-uri '{url}'",
                    f'DATABASE_URL="{url}" npx prisma migrate deploy', f'pgcli "{url}"'])
        return "command", "cmd", None, cmd
    if k == 4:
        return "docker-compose", "docker", "docker-compose.yml", f"services:\n  {c['SVC']}:\n    environment:\n      {envv}: \"{url}\""
    if k == 5 and service in ("PostgreSQL", "Neon", "Supabase", "Aiven", "PostgreSQL (JDBC)") and not url.startswith("jdbc"):
        F = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json"])
        return "MCP postgres server args", "mcp", F, ('{\n  "mcpServers": {\n    "postgres": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-postgres", "'
                                                      + url + '"]\n    }\n  }\n}')
    if k == 6:
        return "k8s Secret", "k8s", f"k8s/{c['E']}/db-secret.yaml", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {c['SVC']}-db\nstringData:\n  {envv}: \"{url}\""
    if k == 7:
        return "GitHub Actions env", "ci", ".github/workflows/test.yml", f"    env:\n      {envv}: {url}\n    steps:\n      - run: npm run migrate && npm test"
    return "prose", "prose", None, url


CONN_FRAMES = {"en": [
    (["any"], "I didn't have the {E} connection string for {SVC}.", "{P} sent it over:\n{SN}\nThe service connects fine with it.",
     "Is there a read-only user I should use for debugging instead?"),
    (["any"], "The user pasted this when migrations failed on {E}:\n{SN}", "The credentials were fine; the failure was a missing extension on the {SVC} database.", ""),
    (["enc"], "Nobody mentioned that the {SERVICE} password has characters that must be escaped in a URL.",
     "The raw password `{RAW}` has to be written as `{ENC}` inside the URL:\n{SN}", "Could we rotate to a URL-safe password?"),
    (["any"], "I wasn't told that {SVC} reads {ENVV} rather than separate host/user/password variables.", "It needs the full URL:\n{SN}",
     "Should I add {ENVV} to the README's env table (without the value)?"),
    (["mcp"], "I needed read access to the {E} database from {AG} to inspect the schema.", "Added the postgres MCP server ({F}):\n{SN}",
     "Should the MCP server use a read-only role instead of this one?"),
    (["prose"], "Missing: the {SERVICE} URL for {E}.", "It's {SN} - took me a while to find it in an old Slack thread.", "Is that still the current one?"),
    (["any"], "Migrations against {E} needed a connection string I didn't have.", "{P} sent:\n{SN}", "Is the password in that URL ({ENC}) shared with other services?"),
    (["any"], "{SERVICE} connection failed locally and I didn't know the {E} instance is the one everybody uses for dev.", "Use this (from {FF}):\n{SN}", ""),
], "ko": [
    (["any"], "{SVC}의 {E} 접속 문자열이 없었음.", "{P}한테 받음:\n{SN}\n이걸로 서비스 정상 연결됨.", "디버깅용 읽기 전용 계정이 따로 있나요?"),
    (["any"], "{E}에서 마이그레이션 실패하자 사용자가 붙여준 값:\n{SN}", "크리덴셜 문제는 아니었고 {SVC} DB에 extension이 빠져 있었던 것.", ""),
    (["enc"], "{SERVICE} 비밀번호에 URL 인코딩이 필요한 특수문자가 있다는 얘기가 없었음.",
     "원래 비번 `{RAW}` 를 URL 안에서는 `{ENC}` 로 써야 함:\n{SN}", "URL-safe한 비번으로 교체하면 어떨까요?"),
    (["any"], "{SVC} 서비스가 host/user/password 따로가 아니라 {ENVV} 하나로 읽는다는 걸 몰랐음.", "전체 URL 필요:\n{SN}",
     "README env 표에 {ENVV} 추가할까요? (값은 빼고)"),
    (["mcp"], "{AG}에서 스키마 보려고 {E} DB 읽기 권한이 필요했음.", "postgres MCP 서버 추가함 ({F}):\n{SN}", "MCP용으로는 읽기 전용 role 쓰는 게 맞지 않나요?"),
    (["prose"], "{E}용 {SERVICE} URL을 몰랐음.", "{SN} 임. 예전 슬랙 스레드 뒤져서 겨우 찾음.", "아직 유효한 값인가요?"),
    (["any"], "{E} 마이그레이션에 필요한 접속 문자열이 없었음.", "{P}한테 받음:\n{SN}", "그 URL의 비번({ENC})을 다른 서비스도 같이 쓰나요?"),
    (["any"], "로컬에서 {SERVICE} 연결이 안 됐는데, 다들 {E} 인스턴스를 개발용으로 같이 쓴다는 걸 몰랐음.", "이걸 쓰면 됨 ({FF}):\n{SN}", ""),
]}


def conn_note(lang):
    c = new_ctx(lang)
    service, envv, url, written, raw = conn_spec(c)
    label, kind, F, sn = conn_container(c, envv, url, service)
    fr = [f for f in CONN_FRAMES[lang] if ("mcp" in f[0]) == (kind == "mcp") and ("prose" in f[0]) == (kind == "prose")
          and ("enc" not in f[0] or (raw is not None and raw != written and kind != "mcp"))]
    if kind not in ("mcp", "prose") and raw is not None and raw != written and chance(0.5):
        fr = [f for f in CONN_FRAMES[lang] if "enc" in f[0]]
    tags, mc, le, ask = pick(fr)
    d = {"E": c["E"], "SVC": c["SVC"], "P": person(lang), "SN": sn, "SERVICE": service, "RAW": raw or "", "ENC": written,
         "ENVV": envv, "AG": agent_for(F), "F": F or "", "FF": F or pick(["1Password", "the team wiki", "the old runbook"])}
    cat = f"connection string/{label}: {service}" + (" (percent-encoded password)" if raw and raw != written else "")
    return note(lang, "secret", cat, fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), [written] + ([raw] if raw else []), vendor=service)


# ----------------------------------------------------------------------------------------------
# secret category: passwords after flags / positional arguments of real CLIs
# ----------------------------------------------------------------------------------------------
CLI_PW = [
    ("mysql -u «U» -p«PW» -h «H» «DB»", "MySQL", "the replication lag", "replication 지연"),
    ("mysql -h «H» -u «U» --password='«PW»' «DB» -e 'SHOW PROCESSLIST'", "MySQL", "the stuck queries", "멈춘 쿼리"),
    ("mysqldump -u root -p'«PW»' --single-transaction --routines «DB» > «DB»-$(date +%F).sql", "MySQL", "a dump before the migration", "마이그레이션 전 덤프"),
    ("docker exec -it «SVC»-db mysql -uroot -p«PW»", "the MySQL container", "the schema version", "스키마 버전"),
    ("PGPASSWORD='«PW»' psql -h «H» -U «U» -d «DB»", "PostgreSQL", "the slow query", "슬로우 쿼리"),
    ("PGPASSWORD=«PW» pg_dump -h «H» -U «U» -Fc «DB» > «DB».dump", "PostgreSQL", "a fresh backup", "백업"),
    ('psql "host=«H» port=5432 dbname=«DB» user=«U» password=«PW» sslmode=require"', "PostgreSQL", "the row counts", "row 수"),
    ("sshpass -p '«PW»' ssh «U»@«SSHHOST»", "the jump host", "the disk usage", "디스크 사용량"),
    ("sshpass -p «PW» scp ./release.tar.gz deploy@«SSHHOST»:/srv/releases/", "the legacy server", "the manual deploy", "수동 배포"),
    ("docker login registry.«ORG».io -u «U» -p '«PW»'", "the private registry", "the base image pull", "베이스 이미지 pull"),
    ("redis-cli -h «H» -p 6379 -a '«PW»' --no-auth-warning INFO replication", "Redis", "the replica state", "replica 상태"),
    ("mongosh \"mongodb://«H»:27017/admin\" -u admin -p '«PW»' --authenticationDatabase admin", "MongoDB", "the index sizes", "인덱스 크기"),
    ("htpasswd -bc /etc/nginx/.htpasswd «U» '«PW»'", "nginx basic auth", "basic auth for the staging site", "스테이징 사이트 보호"),
    ("net user «U» «PW» /add /y", "the Windows build VM", "a new build user", "빌드 유저 추가"),
    ("smbclient //fs01/shared -U '«ORG»\\«U»%«PW»' -c 'ls'", "the file share", "the export folder", "export 폴더"),
    ("sudo mount -t cifs //nas01/backup /mnt/backup -o username=«U»,password=«PW»,vers=3.0", "the NAS", "the backup share mount", "백업 공유폴더 마운트"),
    ("curl -u «U»:«PW» https://nexus.«ORG».internal/service/rest/v1/repositories", "Nexus", "the repository list", "저장소 목록"),
    ("wget --user=«U» --password='«PW»' https://artifacts.«ORG».internal/builds/«SVC»/latest.zip", "the artifact server", "the latest build", "최신 빌드"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out «SVC».p12 -passout pass:«PW»", "the PKCS#12 bundle", "the keystore for the Java client", "자바 클라이언트용 keystore"),
    ("keytool -importkeystore -srckeystore «SVC».p12 -srcstoretype PKCS12 -srcstorepass '«PW»' -destkeystore keystore.jks -deststorepass '«PW»'", "the Java keystore", "the keystore conversion", "keystore 변환"),
    ("rabbitmqctl add_user «U» '«PW»' && rabbitmqctl set_permissions -p / «U» '.*' '.*' '.*'", "RabbitMQ", "a consumer user", "consumer 계정"),
    ("rabbitmqctl change_password «U» '«PW»'", "RabbitMQ", "the password reset", "비번 리셋"),
    ("az login -u «EMAIL» -p '«PW»'", "Azure", "the subscription list", "구독 목록"),
    ("kubectl create secret generic «SVC»-db --from-literal=username=«U» --from-literal=password='«PW»' -n «E»", "the cluster", "the DB secret", "DB secret"),
    ("helm install pg bitnami/postgresql -n «E» --set auth.postgresPassword='«PW»' --set auth.database=«DB»", "the Helm release", "the test database", "테스트 DB"),
    ("vault kv put secret/«SVC»/db username=«U» password='«PW»'", "Vault", "the Vault entry for the DB", "DB 크리덴셜 저장"),
    ("ldapsearch -x -H ldaps://ldap.«ORG».internal -D 'cn=admin,dc=«ORG»,dc=com' -w '«PW»' -b 'ou=people,dc=«ORG»,dc=com' '(uid=«U»)'", "LDAP", "the user's groups", "사용자 그룹"),
    ("sqlcmd -S «H» -U sa -P '«PW»' -Q \"SELECT name FROM sys.databases\"", "SQL Server", "the database list", "DB 목록"),
    ("xfreerdp /v:«IP» /u:Administrator /p:'«PW»' /cert:ignore", "the Windows server", "the IIS logs", "IIS 로그"),
    ("zip -P '«PW»' -r export-«DB».zip ./export", "the export archive", "the partner export", "파트너에게 보낼 export"),
    ("7z a -p'«PW»' -mhe=on backup.7z ./backup", "the backup archive", "backup encryption", "백업 암호화"),
    ("gpg --batch --pinentry-mode loopback --passphrase '«PW»' -d secrets.tar.gpg | tar x", "the GPG archive", "the old secrets archive", "예전 secret 풀기"),
    ("openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.sql.enc -pass pass:'«PW»'", "the encrypted dump", "dump encryption", "덤프 암호화"),
    ("echo '«PW»' | sudo -S systemctl restart «SVC»", "sudo on the app server", "the service restart", "서비스 재시작"),
    ("echo '«U»:«PW»' | sudo chpasswd", "the VM", "a user password reset", "유저 비번 재설정"),
    ("cqlsh «H» -u cassandra -p '«PW»'", "Cassandra", "the keyspace settings", "keyspace 설정"),
    ("lftp -u «U»,'«PW»' sftp://sftp.partner-logistics.com", "the partner SFTP", "the daily upload", "일일 업로드"),
    ("mosquitto_pub -h «H» -u «U» -P '«PW»' -t sensors/test -m ping", "the MQTT broker", "the sensor topic", "센서 토픽"),
    ("wp user create deployer deploy@«ORG».com --role=administrator --user_pass='«PW»'", "WordPress", "the deploy user", "배포용 계정"),
    ("mc alias set local http://localhost:9000 minioadmin '«PW»'", "MinIO", "the bucket policy", "버킷 정책"),
    ("ansible-playbook site.yml -i inventories/«E» -e 'ansible_become_pass=«PW»'", "Ansible", "the playbook run", "플레이북 실행"),
    ("RESTIC_PASSWORD='«PW»' restic -r s3:s3.amazonaws.com/«ORG»-backups snapshots", "restic", "the snapshot list", "스냅샷 목록"),
    ("BORG_PASSPHRASE='«PW»' borg list /mnt/backup/borg", "the borg repo", "the archive list", "아카이브 목록"),
    ("sqlplus «U»/«PW»@//«H»:1521/ORCLPDB1", "Oracle", "the invalid objects", "invalid 오브젝트"),
    ("docker run -d --name pg -e POSTGRES_PASSWORD='«PW»' -p 5432:5432 postgres:16", "the shared dev Postgres", "the shared dev DB", "공용 개발 DB"),
    ("grafana-cli admin reset-admin-password '«PW»'", "Grafana", "the admin reset", "admin 비번 리셋"),
    ("bw unlock '«PW»' --raw", "Bitwarden", "the team vault", "팀 vault 잠금 해제"),
    ("java -jar «SVC».jar --spring.datasource.username=«U» --spring.datasource.password='«PW»'", "the Spring app", "a jar run against «E»", "«E» 대상으로 jar 실행"),
    ("./gradlew publish -PsonatypeUsername=«U» -PsonatypePassword='«PW»'", "Sonatype", "the library release", "라이브러리 배포"),
    ("mvn deploy -DskipTests -Dgpg.passphrase='«PW»'", "the GPG signing key", "release signing", "릴리스 서명"),
    ("ssh-keygen -p -f ~/.ssh/deploy_key -P '«PW»' -N '«PW2»'", "the deploy key", "the deploy key passphrase change", "키 passphrase 변경"),
    ("git clone https://«U»:«ENC»@git.«ORG».internal/«SVC».git", "the internal Git server", "the repo clone", "repo clone"),
    ("psexec \\\\«IP» -u «ORG»\\Administrator -p «PW» cmd", "the Windows host", "the remote shell", "원격 셸"),
    ("influx -host «H» -username admin -password '«PW»' -execute 'SHOW DATABASES'", "InfluxDB 1.x", "the retention policies", "retention policy"),
    ("snowsql -a «ORG»-«E» -u «U» -d «DB» # with SNOWSQL_PWD='«PW»'", "Snowflake", "the warehouse usage", "웨어하우스 사용량"),
]

CLI_FRAMES = {"en": [
    ("I didn't know how to get into {SYS} on {E} for {WHAT}.", "{P} gave me the command they use:\n{CMD}", "Is there a read-only account I should use instead?"),
    ("The runbook step for {WHAT} was missing.", "Ran this and it worked:\n{CMD}", "Should the runbook say where this password comes from?"),
    ("The user pasted the command they ran last time so I could repeat it:\n{CMD}", "It still works; {SYS} accepted the credentials.", ""),
    ("No one mentioned that the {SVC} cron script has the password for {SYS} inline.",
     "scripts/{SCRIPT}.sh:\n#!/usr/bin/env bash\nset -euo pipefail\n{CMD}", "Can I move the password into an env var or a credentials file?"),
    ("Shell history from the {E} box, pasted by the user:\n  {N1}  cd /srv/{SVC}\n  {N2}  {CMD}\n  {N3}  exit", "That's how {WHAT} was done last time.", "Should the history on that host be cleared?"),
    ("I had to take care of {WHAT} on {E} and had no credentials.", "Worked with:\n{CMD}", "Where should this password live long-term?"),
    ("The Makefile target `{SCRIPT}` wasn't documented and I didn't know what it runs.", "It expands to\n{CMD}", ""),
    ("{P} pasted the command for {WHAT} in the team channel:\n{CMD}", "Ran it as-is; it worked.", "Since '{PW}' has now been in chat and in shell history, should it be rotated?"),
    ("I was stuck on {WHAT}; {SYS} kept rejecting me.", "The account is {U}, not admin. This works:\n{CMD}", "Can I get my own account on {SYS}?"),
], "ko": [
    ("{E}의 {SYS}에 접속해서 {WHAT} 확인해야 했는데 방법을 몰랐음.", "{P}한테 평소 쓰는 명령어 받음:\n{CMD}", "읽기 전용 계정이 따로 있나요?"),
    ("런북에 {WHAT} 절차가 빠져 있었음.", "이렇게 실행하니 됨:\n{CMD}", "비번을 어디서 가져오는지도 런북에 적어둘까요?"),
    ("지난번에 돌렸던 명령어라며 사용자가 붙여줌:\n{CMD}", "지금도 그대로 동작함. {SYS} 인증 통과.", ""),
    ("{SVC} 크론 스크립트에 {SYS} 비번이 그대로 들어가 있다는 얘기는 없었음.",
     "scripts/{SCRIPT}.sh:\n#!/usr/bin/env bash\nset -euo pipefail\n{CMD}", "비번은 env나 credentials 파일로 빼도 될까요?"),
    ("{E} 서버 history를 사용자가 붙여줌:\n  {N1}  cd /srv/{SVC}\n  {N2}  {CMD}\n  {N3}  exit", "지난번 {WHAT}은 이렇게 했던 것.", "그 서버 history 지워야 하지 않을까요?"),
    ("{E}에서 {WHAT} 해야 하는데 계정 정보가 없었음.", "이걸로 됨:\n{CMD}", "이 비번은 장기적으로 어디에 보관하나요?"),
    ("Makefile의 `{SCRIPT}` 타겟이 뭘 실행하는지 문서가 없었음.", "풀어보면 이거임:\n{CMD}", ""),
    ("{P}한테서 {WHAT} 명령어를 팀 채널로 받음:\n{CMD}", "그대로 실행하니 됨.", "'{PW}' 이제 채팅이랑 shell history에 다 남았는데 교체해야 하지 않을까요?"),
    ("{WHAT} 하다가 {SYS}에서 계속 인증 실패.", "계정이 admin이 아니라 {U}였음. 이렇게 하면 됨:\n{CMD}", "{SYS}에 제 개인 계정 하나 만들어 주실 수 있나요?"),
]}


SYS_KO = {"the MySQL container": "MySQL 컨테이너", "the jump host": "점프 호스트", "the legacy server": "레거시 서버",
          "the private registry": "사설 레지스트리", "the Windows build VM": "윈도우 빌드 VM", "the file share": "파일 서버",
          "the NAS": "NAS", "the artifact server": "아티팩트 서버", "the PKCS#12 bundle": "PKCS#12 번들",
          "the Java keystore": "자바 keystore", "the cluster": "클러스터", "the Helm release": "Helm 릴리스",
          "the Windows server": "윈도우 서버", "the export archive": "export 압축파일", "the backup archive": "백업 압축파일",
          "the GPG archive": "GPG 아카이브", "the encrypted dump": "암호화 덤프", "sudo on the app server": "앱 서버 sudo",
          "the VM": "VM", "the partner SFTP": "파트너사 SFTP", "the MQTT broker": "MQTT 브로커", "the borg repo": "borg 저장소",
          "the shared dev Postgres": "공용 개발 Postgres", "the Spring app": "스프링 앱", "the GPG signing key": "GPG 서명 키",
          "the deploy key": "배포 키", "the internal Git server": "사내 Git 서버", "the Windows host": "윈도우 호스트"}


def cli_tool(tpl):
    for tok in tpl.split():
        if "=" not in tok:
            return tok[2:] if tok.startswith("./") else tok
    return tpl.split()[0]


def cli_note(lang):
    c = new_ctx(lang)
    tpl, sys_, what_en, what_ko = pick(CLI_PW)
    url_ctx = "«ENC»" in tpl
    style = pick(["human", "generated", "generated", "passphrase", "leet", "kr_keyboard", "company", "name_date", "walk"])
    p = pw(style)
    p2 = pw()
    d = dict(c)
    d.update({"PW": p, "PW2": p2, "ENC": pct(p), "U": acct(), "H": c["HOST"], "DB": pick(DB_NAMES), "IP": ip(), "SSHHOST": _ssh_host()})
    cmd = fill(tpl, d)
    mc, le, ask = pick(CLI_FRAMES[lang])
    dd = {"SYS": sys_ if lang == "en" else SYS_KO.get(sys_, sys_), "WHAT": fill(what_en if lang == "en" else what_ko, d), "E": c["E"], "SVC": c["SVC"], "P": person(lang), "CMD": cmd,
          "SCRIPT": pick(["nightly-backup", "db-shell", "sync-exports", "rotate-logs", "deploy-legacy", "restore-check"]),
          "N1": str(R.randint(300, 900)), "U": d["U"], "PW": p}
    dd["N2"] = str(int(dd["N1"]) + 1)
    dd["N3"] = str(int(dd["N1"]) + R.randint(2, 9))
    return note(lang, "secret", f"cli password/{cli_tool(tpl)}: {sys_}" + (" (url-encoded)" if url_ctx else ""),
                fmt(mc, dd), fmt(le, dd), opt_ask(fmt(ask, dd)), [p, pct(p), p2], vendor=sys_)

# ----------------------------------------------------------------------------------------------
# secret category: passwords in prose, chat pastes, split across sentences / fields
# ----------------------------------------------------------------------------------------------
PROSE_SYS = [("the staging admin panel", "스테이징 관리자 페이지"), ("Grafana", "Grafana"), ("Jenkins", "Jenkins"),
             ("the NAS", "NAS"), ("the office router", "사무실 공유기"), ("Metabase", "Metabase"), ("pgAdmin", "pgAdmin"),
             ("Kibana", "Kibana"), ("the Argo CD admin account", "Argo CD admin 계정"), ("the RabbitMQ management UI", "RabbitMQ 관리 콘솔"),
             ("the Keycloak admin console", "Keycloak 관리 콘솔"), ("the test Apple ID", "테스트용 Apple ID"),
             ("the shared QA Google account", "QA 공용 구글 계정"), ("the vendor SFTP", "업체 SFTP"), ("the VPN", "VPN"),
             ("the Windows build VM", "윈도우 빌드 VM"), ("WordPress admin", "워드프레스 관리자"), ("phpMyAdmin", "phpMyAdmin"),
             ("the Synology", "시놀로지"), ("Proxmox", "Proxmox"), ("the printer admin page", "프린터 관리 페이지"),
             ("the staging test user", "스테이징 테스트 계정"), ("the Firebase console test account", "Firebase 테스트 계정"),
             ("SonarQube admin", "SonarQube admin"), ("the old Redmine", "예전 Redmine"), ("the payment sandbox portal", "PG사 테스트 어드민"),
             ("the CCTV NVR", "CCTV NVR"), ("the shared Figma seat", "공용 Figma 계정"), ("the TestFlight reviewer account", "앱 심사용 계정"),
             ("the iDRAC console", "iDRAC 콘솔")]

PROSE_STYLES = ["human", "human", "leet", "name_date", "walk", "passphrase", "generated", "kr_keyboard", "hangul", "company"]

PROSE_FRAMES = {"en": [
    ("I didn't have a login for {SYS}.", "{P} said the login for {SYS} is {U} / {PW}.", "Can I get my own account on {SYS}?"),
    ("Wasn't told which account to use for {SYS}.", "I logged in to {SYS} as {U} with {PW}; it has admin rights, which is more than I needed.", "Is there a lower-privilege account?"),
    ("The task assumed I could open {SYS}, but nobody gave me the password.", "The password for {SYS} is {PW}. It's shared by the whole team.", ""),
    ("Missing: credentials for {SYS}.", "Found them in the onboarding doc: user `{U}`, password `{PW}`.", "Should that doc really contain the password?"),
    ("The user pasted part of a chat when I asked about {SYS}:\n[{T1}] {P}: {SYS} pw is {PW}\n[{T2}] {P}: don't share it outside the team pls",
     "That password works.", ""),
    ("I didn't know {SYS} had been reset last week.", "{P} changed the password for {SYS} yesterday. The new one is {PW}", "Will the old password be disabled everywhere?"),
    ("For {SYS} I was told to use the admin account.", "Its password is {PW}. Same one as on the old server, apparently.", "Should this be rotated, since it's reused?"),
    ("I needed to log into {SYS} to check {WHAT}. Username is {U}, and the password is", "{PW} (case-sensitive; the first attempt failed because I lowercased it).", ""),
    ("Nobody mentioned {SYS} needs a separate login from SSO. Credentials I was given: {U} /", "{PW} - this got me in.", "Can {SYS} be put behind SSO?"),
    ("I didn't know the temporary password policy for {SYS}.", "I set {PW} as the temporary password for the new test user; they'll be asked to change it on first login.", "Should temp passwords be generated by the script instead?"),
    ("Had no access to {SYS}.", "Creds from the user: {U}/{PW}", "Is {PW} still valid after the quarterly reset?"),
    ("The handover note for {SYS} was incomplete.", "It only says: \"login {EMAIL}, pw {PW}, 2FA on Dana's phone\".", "Who has the 2FA device now?"),
], "ko": [
    ("{SYS} 로그인 정보가 없었음.", "{P}한테 물어보니 {SYS} 계정은 {U} / {PW} 라고 함.", "{SYS}에 개인 계정 하나 만들어 주실 수 있나요?"),
    ("{SYS}에 어떤 계정으로 들어가야 하는지 안내가 없었음.", "{U} 계정, 비번 {PW} 로 로그인함. admin 권한이라 필요 이상으로 권한이 큼.", "권한 낮은 계정 따로 있나요?"),
    ("{SYS}에 접속할 수 있다는 전제로 작업을 받았는데 비번은 아무도 안 알려줌.", "{SYS} 비번은 {PW} 임. 팀 전체가 같이 씀.", ""),
    ("{SYS} 계정 정보 누락.", "온보딩 문서에 있었음: 아이디 `{U}`, 비번 `{PW}`", "이 문서에 비번이 그대로 있어도 되나요?"),
    ("{SYS} 물어보니 사용자가 카톡 내용을 붙여줌:\n[{T1}] {P}: {SYS} 비번 {PW}\n[{T2}] {P}: 외부 공유 금지요~", "그 비번으로 로그인 됨.", ""),
    ("지난주에 {SYS} 비번이 리셋된 걸 몰랐음.", "{P}께서 어제 {SYS} 비번을 바꾸심. 새 비번은 {PW}", "예전 비번은 다른 곳에서도 다 막히는 거죠?"),
    ("{SYS} 쪽은 admin 계정 쓰라고 들음.", "비번은 {PW}. 예전 서버랑 같은 비번이라고 함.", "재사용된 비번이니 교체해야 하지 않을까요?"),
    ("{WHAT} 보려고 {SYS}에 로그인해야 했음. 아이디 {U}, 비번은", "{PW} (대소문자 구분함. 처음에 소문자로 쳐서 실패했음)", ""),
    ("{SYS} 로그인은 SSO랑 별개라는 얘기가 없었음. 받은 계정: {U} /", "{PW} - 이걸로 들어가짐.", "{SYS}도 SSO 붙일 수 있을까요?"),
    ("{SYS} 임시 비번 정책을 몰랐음.", "새 테스트 계정 임시 비번을 {PW} 로 설정함. 첫 로그인 때 변경하게 되어 있음.", "임시 비번은 스크립트로 생성하는 게 낫지 않을까요?"),
    ("{SYS} 접근 권한 없었음.", "사용자한테 받은 계정: {U}/{PW}", "분기별 리셋 후에도 {PW} 그대로인가요?"),
    ("{SYS} 인수인계 메모가 부실했음.", "메모 내용이 딱 이것뿐: \"로그인 {EMAIL}, 비번 {PW}, 2FA는 {P2} 폰\"", "지금 2FA 기기는 누가 갖고 있나요?"),
    ("{SYS} 비밀번호를 몰라서 작업 진행이 막혔음.", "비밀번호는 {PW} 입니다. 다음부터는 팀 1Password에서 찾으면 됨.", ""),
]}


def prose_note(lang):
    c = new_ctx(lang)
    sys_en, sys_ko = pick(PROSE_SYS)
    st = pick(PROSE_STYLES + (["hangul", "hangul", "kr_keyboard"] if lang == "ko" else []))
    if st == "hangul" and lang == "en" and chance(0.7):
        st = "human"
    p = pw(st)
    split = [f for f in PROSE_FRAMES[lang] if f[0].endswith(("password is", "비번은", "/"))]
    mc, le, ask = pick(split if chance(0.3) else PROSE_FRAMES[lang])
    d = {"SYS": sys_en if lang == "en" else sys_ko, "P": person(lang), "P2": person(lang), "U": pick([acct(), pick(NAMES_ROMAN), "admin", c["EMAIL"]]),
         "PW": p, "T1": f"{R.randint(9, 18)}:{R.randint(10, 59)}", "EMAIL": c["EMAIL"],
         "WHAT": pick(["the failed jobs", "the audit log", "last night's alerts", "the user list"]) if lang == "en" else pick(["실패한 잡", "감사 로그", "어젯밤 알림", "사용자 목록"])}
    d["T2"] = d["T1"][:-2] + str(min(59, int(d["T1"][-2:]) + 1))
    cat = "prose password: " + ("split across fields" if mc.endswith(("password is", "비번은", "/")) else "inline") + f" ({st})"
    return note(lang, "secret", cat, fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d), 0.1), [p], vendor=sys_en)


# ----------------------------------------------------------------------------------------------
# secret category: passwords in configuration files
# ----------------------------------------------------------------------------------------------
def cfg_pw_snippet(c):
    u, h, db = acct(), c["HOST"], pick(DB_NAMES)
    p = pw(pick(["human", "generated", "generated", "passphrase", "leet", "company", "kr_keyboard"]))
    extra = []
    k = R.randint(0, 27)
    if k == 0:
        return "Spring application.yml", "MySQL", "src/main/resources/application.yml", f"spring:\n  datasource:\n    url: jdbc:mysql://{h}:3306/{db}\n    username: {u}\n    password: \"{p}\"", [p]
    if k == 1:
        return "Spring application.properties", "PostgreSQL", "application-prod.properties", f"spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\nspring.datasource.password={p}", [p]
    if k == 2:
        return ".my.cnf", "MySQL", "~/.my.cnf", f"[client]\nuser={u}\npassword=\"{p}\"\nhost={h}", [p]
    if k == 3:
        p = pw(pick(["human", "generated", "passphrase"]))
        return ".pgpass", "PostgreSQL", "~/.pgpass", f"{h}:5432:{db}:{u}:{p}\nlocalhost:5432:*:postgres:{pw('generated')}", None
    if k == 4:
        return "Maven settings.xml", "Nexus", "~/.m2/settings.xml", f"<servers>\n  <server>\n    <id>{c['ORG']}-releases</id>\n    <username>{u}</username>\n    <password>{p}</password>\n  </server>\n</servers>", [p]
    if k == 5:
        return "NuGet.Config", "Azure Artifacts", "NuGet.Config", f"<packageSourceCredentials>\n  <{c['ORG']}>\n    <add key=\"Username\" value=\"{u}\" />\n    <add key=\"ClearTextPassword\" value=\"{p}\" />\n  </{c['ORG']}>\n</packageSourceCredentials>", [p]
    if k == 6:
        return ".netrc", "internal Git", "~/.netrc", f"machine git.{c['ORG']}.internal\n  login {u}\n  password {p}", [p]
    if k == 7:
        b = b64s(f"{u}:{p}")
        return "docker config.json auth", "private registry", "~/.docker/config.json", '{\n  "auths": {\n    "registry.' + c["ORG"] + '.io": {\n      "auth": "' + b + '"\n    }\n  }\n}', [b]
    if k == 8:
        b = b64s(p)
        return ".npmrc _password", "Nexus npm", ".npmrc", f"registry=https://nexus.{c['ORG']}.internal/repository/npm-group/\n//nexus.{c['ORG']}.internal/repository/npm-group/:username={u}\n//nexus.{c['ORG']}.internal/repository/npm-group/:_password={b}\n//nexus.{c['ORG']}.internal/repository/npm-group/:email={c['EMAIL']}", [b]
    if k == 9:
        return "gradle.properties", "Sonatype", "~/.gradle/gradle.properties", f"ossrhUsername={u}\nossrhPassword={p}\nsigning.keyId={hx(8).upper()}\nsigning.password={pw('passphrase')}\nsigning.secretKeyRingFile=/home/{pick(NAMES_ROMAN)}/.gnupg/secring.gpg", None
    if k == 10:
        return "wp-config.php", "MySQL", "wp-config.php", f"define( 'DB_NAME', '{db}' );\ndefine( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', '{h}' );", [p]
    if k == 11:
        ak = "base64:" + b64e(rb(32))
        return "Laravel .env", "MySQL", ".env", f"APP_ENV=production\nAPP_KEY={ak}\nDB_CONNECTION=mysql\nDB_HOST={h}\nDB_DATABASE={db}\nDB_USERNAME={u}\nDB_PASSWORD={p}", [p, ak]
    if k == 12:
        return "Django settings.py", "PostgreSQL", "settings/production.py", f"DATABASES = {{\n    \"default\": {{\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"{db}\",\n        \"USER\": \"{u}\",\n        \"PASSWORD\": \"{p}\",\n        \"HOST\": \"{h}\",\n    }}\n}}", [p]
    if k == 13:
        return "Rails database.yml", "PostgreSQL", "config/database.yml", f"production:\n  adapter: postgresql\n  database: {db}_production\n  username: {u}\n  password: \"{p}\"\n  host: {h}", [p]
    if k == 14:
        return "Ansible inventory", "SSH", f"inventories/{c['E']}/hosts.ini", f"[web]\n{_ssh_host()} ansible_user={u} ansible_password='{p}' ansible_become_pass='{p}'", [p]
    if k == 15:
        return "tomcat-users.xml", "Tomcat manager", "conf/tomcat-users.xml", f"<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"{u}\" password=\"{p}\" roles=\"manager-gui,manager-script\"/>\n</tomcat-users>", [p]
    if k == 16:
        return "redis.conf", "Redis", "/etc/redis/redis.conf", f"bind 0.0.0.0\nport 6379\nrequirepass {p}\nmasterauth {p}\nmaxmemory 2gb", [p]
    if k == 17:
        p2 = pw(pick(["generated", "human", "passphrase"]))
        return "pgbouncer userlist", "PgBouncer", "/etc/pgbouncer/userlist.txt", f"\"{u}\" \"{p}\"\n\"pgbouncer_stats\" \"{p2}\"", [p, p2]
    if k == 18:
        return "OpenVPN auth file", "VPN", "/etc/openvpn/client/auth.txt", f"{pick(NAMES_ROMAN)}\n{p}", [p]
    if k == 19:
        return "CIFS credentials file", "file server", "/root/.smbcredentials", f"username={u}\npassword={p}\ndomain={c['ORG'].upper()}", [p]
    if k == 20:
        return "kubeconfig basic auth", "Kubernetes", "~/.kube/config", f"users:\n- name: {c['E']}-admin\n  user:\n    username: admin\n    password: {p}", [p]
    if k == 21:
        return "hibernate.cfg.xml", "MySQL", "src/main/resources/hibernate.cfg.xml", f"<property name=\"connection.url\">jdbc:mysql://{h}:3306/{db}</property>\n<property name=\"connection.username\">{u}</property>\n<property name=\"connection.password\">{p}</property>", [p]
    if k == 22:
        return "Jenkins CasC", "Jenkins", "jenkins.yaml", f"jenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: admin\n          password: \"{p}\"", [p]
    if k == 23:
        return "grafana.ini", "Grafana", "/etc/grafana/grafana.ini", f"[security]\nadmin_user = admin\nadmin_password = {p}\n\n[server]\nroot_url = https://grafana.{c['ORG']}.io", [p]
    if k == 24:
        return "docker-compose", "MySQL", "docker-compose.yml", f"  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: \"{p}\"\n      MYSQL_DATABASE: {db}", [p]
    if k == 25:
        return "fstab cifs", "NAS", "/etc/fstab", f"//nas01.{c['ORG']}.local/backup  /mnt/backup  cifs  username={u},password={p},uid=1000,vers=3.0  0  0", [p]
    if k == 26:
        return "Go DSN", "MySQL", "internal/db/db.go", f"db, err := sql.Open(\"mysql\", \"{u}:{p}@tcp({h}:3306)/{db}?parseTime=true\")", [p]
    return "dbt profiles.yml", "Snowflake", "~/.dbt/profiles.yml", f"{c['ORG']}:\n  target: {c['E']}\n  outputs:\n    {c['E']}:\n      type: snowflake\n      account: {c['ORG']}-{rs(ANU, 7)}\n      user: {u.upper()}\n      password: \"{p}\"\n      warehouse: TRANSFORMING", [p]


CFG_FRAMES = {"en": [
    ("I wasn't told where {SERVICE} credentials come from on {E}.", "They're in {F}:\n{SN}", "Should this file be in .gitignore?"),
    ("The user pasted their {F} when the build failed:\n{SN}", "The credentials are fine; the failure was a network ACL.", ""),
    ("Nobody mentioned {F} on the {E} host is hand-edited and not managed by config management.", "Current contents:\n{SN}", "Can we template this and pull the password from the vault?"),
    ("I couldn't reproduce the {SERVICE} connection issue locally.", "Copied {F} from {P}'s machine:\n{SN}\nWorks with that.", "Is it OK that I now have this file locally?"),
    ("Missing context: {SVC} still uses a file-based {SERVICE} password.", "{F}:\n{SN}", ""),
], "ko": [
    ("{E}에서 {SERVICE} 크리덴셜을 어디서 가져오는지 안내가 없었음.", "{F}에 있음:\n{SN}", "이 파일 .gitignore에 들어가 있어야 하는 거 아닌가요?"),
    ("빌드 실패하자 사용자가 {F} 내용을 그대로 붙여줌:\n{SN}", "크리덴셜 문제는 아니었고 네트워크 ACL 문제였음.", ""),
    ("{E} 서버의 {F} 파일은 형상관리 안 되고 손으로 고친다는 얘기가 없었음.", "현재 내용:\n{SN}", "템플릿화해서 vault에서 비번 가져오게 할까요?"),
    ("로컬에서 {SERVICE} 연결 문제가 재현이 안 됐음.", "{P} PC에서 {F} 복사해 옴:\n{SN}\n이걸로는 됨.", "제 로컬에 이 파일 있어도 괜찮은 건가요?"),
    ("{SVC} 서비스가 아직 파일 기반으로 {SERVICE} 비번을 쓴다는 걸 몰랐음.", "{F}:\n{SN}", ""),
]}


def cfg_note(lang):
    c = new_ctx(lang)
    label, service, F, sn, secs = cfg_pw_snippet(c)
    if secs is None:
        secs = [m for m in _re.findall(r"(?<=:)[^:\n]+$|(?<=Password=)\S+|(?<=signing.password=)\S+", sn, flags=_re.M)]
    mc, le, ask = pick(CFG_FRAMES[lang])
    d = {"SERVICE": service, "E": c["E"], "F": F, "SN": sn, "P": person(lang), "SVC": c["SVC"]}
    return note(lang, "secret", f"config password/{label}: {service}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=service)


# ----------------------------------------------------------------------------------------------
# secret category: SQL user statements
# ----------------------------------------------------------------------------------------------
SQL_TPL = [
    ("MySQL", "CREATE USER '«U»'@'%' IDENTIFIED BY '«PW»';\nGRANT SELECT ON «DB».* TO '«U»'@'%';"),
    ("MySQL", "ALTER USER 'root'@'localhost' IDENTIFIED BY '«PW»';\nFLUSH PRIVILEGES;"),
    ("MySQL 5.7", "GRANT ALL PRIVILEGES ON «DB».* TO '«U»'@'10.%' IDENTIFIED BY '«PW»';"),
    ("MySQL", "SET PASSWORD FOR '«U»'@'%' = '«PW»';"),
    ("PostgreSQL", "CREATE ROLE «U» WITH LOGIN PASSWORD '«PW»';\nGRANT CONNECT ON DATABASE «DB» TO «U»;\nGRANT USAGE ON SCHEMA public TO «U»;"),
    ("PostgreSQL", "ALTER USER postgres WITH PASSWORD '«PW»';"),
    ("PostgreSQL", "ALTER ROLE «U» PASSWORD '«PW»' VALID UNTIL '2026-06-30';"),
    ("SQL Server", "CREATE LOGIN «U» WITH PASSWORD = '«PW»', CHECK_POLICY = ON;\nCREATE USER «U» FOR LOGIN «U»;"),
    ("Oracle", "ALTER USER system IDENTIFIED BY \"«PW»\";"),
    ("Oracle", "CREATE USER «U» IDENTIFIED BY \"«PW»\" DEFAULT TABLESPACE users QUOTA 500M ON users;"),
    ("ClickHouse", "CREATE USER «U» IDENTIFIED WITH sha256_password BY '«PW»' SETTINGS PROFILE 'readonly';"),
    ("Snowflake", "CREATE USER «U» PASSWORD = '«PW»' DEFAULT_ROLE = REPORTER MUST_CHANGE_PASSWORD = FALSE;"),
    ("MongoDB", "db.createUser({ user: \"«U»\", pwd: \"«PW»\", roles: [{ role: \"readWrite\", db: \"«DB»\" }] })"),
    ("Cassandra", "CREATE ROLE «U» WITH PASSWORD = '«PW»' AND LOGIN = true;"),
    ("MariaDB", "CREATE USER IF NOT EXISTS '«U»'@'%' IDENTIFIED BY '«PW»';"),
]

SQL_FRAMES = {"en": [
    ("I needed a separate database user for {TOOL} and didn't know the naming convention.", "Created it on {E} with:\n{SQL}", "Should {TOOL}'s user be read-only?"),
    ("The migration ticket didn't say the {KIND} password was being changed too.", "The migration script contains:\n{SQL}\nThe app config was not updated, so {SVC} started failing.", "Who updates the app config when DB passwords change?"),
    ("User pasted the statement they ran on {E} last night:\n{SQL}", "That's why {SVC} lost its connection: its pool was still using the old password.", ""),
    ("User pasted what they ran on {E} before the maintenance window:\n{SQL}", "{SVC} reconnected fine after its secret was updated.", "Was '{PW}' also stored in the vault, or only in this script?"),
    ("No documentation of how the {TOOL} account was created.", "Found it in db/bootstrap.sql:\n{SQL}", "Can the bootstrap script read the password from an env var instead?"),
], "ko": [
    ("{TOOL}용 DB 계정을 따로 만들어야 했는데 네이밍 규칙을 몰랐음.", "{E}에 아래로 생성함:\n{SQL}", "{TOOL} 계정은 읽기 전용이어야 하나요?"),
    ("마이그레이션 티켓에 {KIND} 비번도 바뀐다는 내용이 없었음.", "마이그레이션 스크립트에 이게 들어 있음:\n{SQL}\n앱 설정은 안 바뀌어서 {SVC} 서비스가 죽기 시작함.", "DB 비번 바뀔 때 앱 설정은 누가 업데이트하나요?"),
    ("사용자가 어젯밤 {E}에서 실행한 쿼리를 붙여줌:\n{SQL}", "그래서 {SVC} 커넥션이 끊겼던 것. 풀이 예전 비번을 쓰고 있었음.", ""),
    ("점검 시간 전에 {E}에서 실행한 쿼리라며 사용자가 붙여줌:\n{SQL}", "secret 업데이트 후 {SVC} 서비스 재연결 정상.", "'{PW}'는 vault에도 저장됐나요, 아니면 이 스크립트에만 있나요?"),
    ("{TOOL} 계정을 어떻게 만들었는지 기록이 없었음.", "db/bootstrap.sql에서 찾음:\n{SQL}", "bootstrap 스크립트가 env에서 비번 읽게 바꿔도 될까요?"),
]}


def sql_note(lang):
    c = new_ctx(lang)
    kind, tpl = pick(SQL_TPL)
    p = pw(pick(["human", "generated", "generated", "passphrase", "company", "leet"]))
    d = {"U": pick(["metabase", "grafana_ro", "airflow", "reporting", "app_rw", "debezium", "looker", "superset"]), "PW": p, "DB": pick(DB_NAMES)}
    sql = fill(tpl, d)
    mc, le, ask = pick(SQL_FRAMES[lang])
    dd = {"TOOL": d["U"].split("_")[0].capitalize(), "E": c["E"], "SQL": sql, "KIND": kind, "SVC": c["SVC"], "PW": p}
    return note(lang, "secret", f"SQL statement with password: {kind}", fmt(mc, dd), fmt(le, dd), opt_ask(fmt(ask, dd)), [p], vendor=kind)

# ----------------------------------------------------------------------------------------------
# secret category: HTTP Basic / Bearer / cookies
# ----------------------------------------------------------------------------------------------
def _app_jwt(c):
    iat = R.randint(1735000000, 1760000000)
    claims = pick([
        {"sub": uuid4(), "email": c["EMAIL"], "role": pick(["admin", "staff", "user"]), "iat": iat, "exp": iat + 3600},
        {"exp": iat + 300, "iat": iat, "jti": uuid4(), "iss": f"https://sso.{c['ORG']}.io/realms/{c['ORG']}", "aud": "account",
         "sub": uuid4(), "typ": "Bearer", "azp": c["SVC"], "scope": "openid profile email", "preferred_username": pick(NAMES_ROMAN)},
        {"user_id": R.randint(1000, 99999), "tenant": c["ORG"], "iat": iat, "exp": iat + 86400},
        {"aud": "authenticated", "exp": iat + 3600, "iat": iat, "sub": uuid4(), "email": c["EMAIL"], "role": "authenticated", "session_id": uuid4()},
    ])
    return jwt_hs256(claims)


def http_auth_snippet(c):
    k = R.randint(0, 10)
    u = pick([acct(), c["EMAIL"], pick(NAMES_ROMAN)])
    if k == 0:
        p = pw()
        b = b64s(f"{u}:{p}")
        return "cli", "Basic header (curl)", f"curl -s https://{host('web')}/api/v1/reports -H 'Authorization: Basic {b}'", [b]
    if k == 1:
        p = pw()
        b = b64s(f"{u}:{p}")
        return "browser", "Basic header (raw HTTP)", f"GET /internal/metrics HTTP/1.1\nHost: {host('web')}\nAuthorization: Basic {b}\nAccept: */*", [b]
    if k == 2:
        t = _app_jwt(c)
        sid = an(32)
        return "browser", "DevTools copy-as-cURL (Bearer + cookie)", (f"curl 'https://{c['E']}.{c['ORG']}.io/api/v2/orders?page=2' \\\n  -H 'accept: application/json' \\\n"
                                                           f"  -H 'authorization: Bearer {t}' \\\n  -H 'cookie: _ga=GA1.1.{digits(9)}.{digits(10)}; session_id={sid}' \\\n"
                                                           f"  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'"), [t, sid]
    if k == 3:
        sid = rs(ANL, 32)
        return "browser", "Django session cookie", f"Cookie: csrftoken={an(32)}; sessionid={sid}", [sid]
    if k == 4:
        v = "s%3A" + rs(URLSAFE, 32) + "." + rs(AN + "%", 0) + b64e(rb(32)).rstrip("=").replace("+", "%2B").replace("/", "%2F")
        return "browser", "Express connect.sid cookie", f"Set-Cookie: connect.sid={v}; Path=/; Expires=Fri, 14 Nov 2025 09:12:44 GMT; HttpOnly; Secure; SameSite=Lax", [v]
    if k == 5:
        v = rs(ANL[:26] + "abcdefghijklmnopqrstuv", 26)
        return "browser", "PHPSESSID cookie", f"Cookie: PHPSESSID={v}; lang=ko", [v]
    if k == 6:
        v = rs(HEXU, 32)
        return "browser", "JSESSIONID cookie", f"Cookie: JSESSIONID={v}; Path=/{c['SVC']}", [v]
    if k == 7:
        payload = b64u(json.dumps({"_user_id": str(R.randint(1, 9999)), "_fresh": True, "csrf_token": hx(40)}, separators=(",", ":")).encode())
        v = payload + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 27)
        return "browser", "Flask session cookie", f"session={v}", [v]
    if k == 8:
        t = _app_jwt(c)
        return "browser", "HAR entry Authorization", ('{\n  "name": "authorization",\n  "value": "Bearer ' + t + '"\n}'), [t]
    if k == 9:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(URLSAFE, 16) + "." + rs(URLSAFE, 220) + "." + rs(URLSAFE, 22)
        return "browser", "next-auth session cookie", f"Cookie: __Secure-next-auth.session-token={v}", [v]
    t = _app_jwt(c)
    return "cli", "argocd auth token", f"argocd app sync {c['SVC']} --server argocd.{c['ORG']}.io --auth-token {t}", [t]


HTTP_FRAMES = {"en": [
    ("browser", "I couldn't reproduce the 403 the user was seeing on {E}.", "They sent the request straight from the browser:\n{SN}\nWith their session it returns 200, so the 403 is role-related.", "Can I get a test account with the same role?"),
    ("browser", "The user pasted a request from their browser to show the bug:\n{SN}", "The response includes other tenants' orders, which is the actual bug.", ""),
    ("any", "I didn't know the internal endpoint needs auth.", "Request that works:\n{SN}", "Is there a service account for this instead of a person's session?"),
    ("browser", "Missing: how the dashboard authenticates to the API.", "Captured from the network tab:\n{SN}", "Should I strip this from the bug report before filing it?"),
    ("cli", "I didn't know how to run this from the terminal without the UI.", "This works with {P}'s credentials:\n{SN}", "Could we get a bot account for this?"),
], "ko": [
    ("browser", "사용자가 {E}에서 보던 403을 재현할 수가 없었음.", "브라우저에서 그대로 복사한 요청을 보내줌:\n{SN}\n이 세션으로는 200이 나와서 권한(role) 문제로 보임.", "같은 role의 테스트 계정 받을 수 있을까요?"),
    ("browser", "버그 보여주려고 사용자가 브라우저 요청을 붙여줌:\n{SN}", "응답에 다른 테넌트 주문이 섞여 나옴. 이게 진짜 버그.", ""),
    ("any", "내부 엔드포인트에 인증이 필요하다는 걸 몰랐음.", "되는 요청:\n{SN}", "개인 세션 말고 서비스 계정이 있나요?"),
    ("browser", "대시보드가 API에 어떻게 인증하는지 몰랐음.", "네트워크 탭에서 캡처한 것:\n{SN}", "버그 리포트 올리기 전에 이건 지워야겠죠?"),
    ("cli", "UI 없이 터미널에서 돌리는 방법을 몰랐음.", "{P} 크리덴셜로 이렇게 하면 됨:\n{SN}", "이 작업용 봇 계정 하나 만들 수 있을까요?"),
]}


def http_note(lang):
    c = new_ctx(lang)
    src, label, sn, secs = http_auth_snippet(c)
    tag, mc, le, ask = pick([f for f in HTTP_FRAMES[lang] if f[0] in ("any", src)])
    d = {"E": c["E"], "SN": sn, "P": person(lang)}
    return note(lang, "secret", f"HTTP auth/{label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=label.split()[0])


# ----------------------------------------------------------------------------------------------
# secret category: private keys and application signing secrets
# ----------------------------------------------------------------------------------------------
RSA_POOL = []


def rsa_cached(bits):
    for k in RSA_POOL:
        if k["n"].bit_length() == bits and chance(0.0):
            return k
    k = rsa_keypair(bits)
    RSA_POOL.append(k)
    return k


def key_snippet(c):
    k = R.randint(0, 13)
    if k == 0:
        lines = pem_lines(rsa_pkcs1_der(rsa_cached(2048)))
        n = R.randint(2, 4)
        sn = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines[:n]) + "\n...\n" + "\n".join(lines[-2:]) + "\n-----END RSA PRIVATE KEY-----"
        return "RSA private key (PEM, truncated paste)", "SSH deploy key", sn, lines[:n] + lines[-2:]
    if k == 1:
        lines = pem_lines(rsa_pkcs1_der(rsa_cached(1024)))
        return "RSA 1024 private key (full PEM)", "legacy SFTP key", "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----", lines
    if k in (2, 3):
        d = R.randrange(1, P256_N)
        ec, pub = ec_p256_private_der(d)
        if k == 2:
            lines = pem_lines(ec)
            return "EC P-256 private key (PEM)", "JWT signing key", "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----", lines
        p8 = der(0x30, der_int(0) + der(0x30, der(0x06, OID_ECPUB) + der(0x06, OID_P256)) + der(0x04, ec))
        lines = pem_lines(p8)
        kid = rs(ANU, 10)
        return f"Apple .p8 key (AuthKey_{kid}.p8)", "App Store Connect API", f"-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----", lines
    if k == 4:
        seed = rb(32)
        lines = pem_lines(ed25519_pkcs8_der(seed))
        return "Ed25519 private key (PKCS#8 PEM)", "webhook signing key", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----", lines
    if k in (5, 6):
        seed = rb(32)
        pub = ed25519_public(seed)
        comment = f"{pick(NAMES_ROMAN)}@{pick(['macbook', 'laptop', 'ci-runner', 'build-01'])}"
        lines = openssh_ed25519_private(seed, pub, comment)
        return "OpenSSH ed25519 private key", "SSH key", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----", [l for l in lines if len(l) >= 8]
    if k == 7:
        lines = pem_lines(rsa_pkcs8_der(rsa_cached(2048)))
        sn = ('{\n  "type": "service_account",\n  "project_id": "' + c["ORG"] + "-" + c["E"] + '",\n  "private_key_id": "' + hx(40) + '",\n'
              '  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(lines[:2]) + '\\n...",\n  "client_email": "' + c["SVC"] + "@" + c["ORG"] + "-" + c["E"] + '.iam.gserviceaccount.com"\n}')
        return "GCP service account JSON (truncated)", "GCP service account key", sn, lines[:2]
    if k == 8:
        priv = rb(32)
        privk = b64e(priv)
        psk = b64e(rb(32))
        sn = (f"[Interface]\nPrivateKey = {privk}\nAddress = 10.{R.randint(0, 250)}.0.{R.randint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64e(x25519(rb(32)))}\n"
              f"PresharedKey = {psk}\nEndpoint = vpn.{c['ORG']}.io:51820\nAllowedIPs = 10.0.0.0/8")
        return "WireGuard config", "WireGuard key", sn, [privk, psk]
    if k == 9:
        priv = rb(32)
        sk = bech32_encode("age-secret-key-", priv).upper()
        sn = f"# created: {date_str()}T{time_str()}+09:00\n# public key: {bech32_encode('age', x25519(priv))}\n{sk}"
        return "age identity file", "sops age key", sn, [sk]
    if k == 10:
        ds = "".join(R.choice("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)") for _ in range(50))
        v = "django-insecure-" + ds if chance(0.3) else ds
        return "Django SECRET_KEY", "Django SECRET_KEY", f"SECRET_KEY = '{v}'\nDEBUG = False\nALLOWED_HOSTS = ['{c['E']}.{c['ORG']}.io']", [v]
    if k == 11:
        v = hx(128)
        return "Rails secret_key_base", "Rails secret_key_base", f"production:\n  secret_key_base: {v}", [v]
    if k == 12:
        v = b64e(rb(32))
        name = pick(["NEXTAUTH_SECRET", "AUTH_SECRET", "JWT_SECRET", "SESSION_SECRET", "COOKIE_SECRET"])
        return f"{name} in .env", "session signing secret", f"{name}={v}\nNEXTAUTH_URL=https://{c['E']}.{c['ORG']}.io", [v]
    seed = rb(32)
    pub = ed25519_public(seed)
    priv_line = b64e(ssh_str(seed))
    comment = f"{pick(NAMES_ROMAN)}@{c['ORG']}"
    pub_blob = b64e(ssh_str("ssh-ed25519") + ssh_str(pub))
    sn = (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {comment}\nPublic-Lines: 2\n{pub_blob[:64]}\n{pub_blob[64:]}\n"
          f"Private-Lines: 1\n{priv_line}\nPrivate-MAC: {hx(64)}")
    return "PuTTY .ppk (ed25519)", "PuTTY key", sn, [priv_line]


KEY_FRAMES = {"en": [
    ("I didn't have the {WHAT} needed for the {E} deploy.", "The user pasted it:\n{SN}", "Can this key be moved into the secret manager so it isn't passed around?"),
    ("Nobody mentioned that the {WHAT} is committed in the old infra repo.", "It's in {F}:\n{SN}\nStill valid, I checked.", "Should this be rotated and purged from history?"),
    ("Missing: where the {WHAT} for {SVC} lives.", "Found it on the build box ({F}):\n{SN}", ""),
    ("The user pasted this while asking why signing fails:\n{SN}", "The key itself is fine; the code was loading it with the wrong algorithm.", "Want me to add a test that loads the key format explicitly?"),
], "ko": [
    ("{E} 배포에 필요한 {WHAT}가 없었음.", "사용자가 붙여줌:\n{SN}", "이 키 secret manager로 옮겨서 돌려쓰지 않게 할 수 있을까요?"),
    ("{WHAT}가 예전 infra repo에 커밋돼 있다는 얘기가 없었음.", "{F}에 있음:\n{SN}\n확인해보니 아직 유효함.", "키 교체하고 히스토리에서도 지워야 하지 않을까요?"),
    ("{SVC}용 {WHAT}가 어디 있는지 몰랐음.", "빌드 서버({F})에서 찾음:\n{SN}", ""),
    ("서명이 왜 실패하는지 물어보면서 사용자가 붙여줌:\n{SN}", "키 자체는 문제 없고 코드에서 알고리즘을 잘못 지정해서 로딩하고 있었음.", "키 포맷 명시적으로 로딩하는 테스트 추가할까요?"),
]}


def key_note(lang):
    c = new_ctx(lang)
    label, what, sn, secs = key_snippet(c)
    mc, le, ask = pick(KEY_FRAMES[lang])
    F = ("~/.ssh/id_ed25519" if "OpenSSH" in label else pick(["~/.ssh/id_rsa", "keys/sftp_rsa", "deploy/legacy_key.pem"]) if "RSA" in label
         else "certs/" + label.split("(")[-1].rstrip(")") if ".p8" in label else "/etc/wireguard/wg0.conf" if "WireGuard" in label
         else "~/.config/sops/age/keys.txt" if "age" in label else "C:\\Users\\build\\keys\\deploy.ppk" if "PuTTY" in label
         else "service-account.json" if "GCP" in label else "settings/production.py" if "Django" in label
         else "config/secrets.yml" if "Rails" in label else ".env.production" if ".env" in label else pick(["keys/signing.pem", "secrets/signing-key.pem"]))
    d = {"WHAT": what + (" key" if lang == "en" and "key" not in what.lower() and "secret" not in what.lower() else (" 키" if lang == "ko" and "key" not in what.lower() else "")),
         "E": c["E"], "SN": sn, "F": F, "SVC": c["SVC"]}
    cat_label = _re.sub(r"AuthKey_\w+\.p8", "AuthKey_<kid>.p8", label)
    return note(lang, "secret", f"private key/{cat_label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=what)


# ----------------------------------------------------------------------------------------------
# secret category: TOTP seeds, otpauth URIs, recovery / backup codes
# ----------------------------------------------------------------------------------------------
def _b32(nbytes):
    return base64.b32encode(rb(nbytes)).decode().rstrip("=")


def mfa_snippet(c):
    k = R.randint(0, 10)
    issuer = pick(["GitHub", "AWS", "Google", "Okta", "GitLab", "Cloudflare", "npm", "Stripe", "Atlassian", c["ORG"].capitalize(), "Naver", "Kakao"])
    if k == 0:
        s = _b32(20)
        return "otpauth URI", f"otpauth://totp/{issuer}:{c['EMAIL']}?secret={s}&issuer={issuer}&algorithm=SHA1&digits=6&period=30", [s], issuer
    if k == 1:
        s = _b32(10)
        return "TOTP seed (setup key)", f"{issuer} 2FA setup key: {s}", [s], issuer
    if k == 2:
        s = _b32(20).lower()
        g = " ".join(s[i:i + 4] for i in range(0, 32, 4))
        return "TOTP setup key grouped", f"Your key: {g}", [g], issuer
    if k == 3:
        s = _b32(20)
        return "pyotp seed in code", f"import pyotp\ntotp = pyotp.TOTP(\"{s}\")\nprint(totp.now())", [s], issuer
    if k == 4:
        s = _b32(20)
        return "oathtool TOTP seed", f"oathtool --totp -b {s}", [s], issuer
    if k == 5:
        codes = [f"{hx(5)}-{hx(5)}" for _ in range(R.randint(4, 8))]
        return "GitHub recovery codes", "\n".join(codes), codes, "GitHub"
    if k == 6:
        codes = [f"{digits(4, False)} {digits(4, False)}" for _ in range(R.randint(4, 10))]
        return "Google backup codes", "\n".join(codes), codes, "Google"
    if k == 7:
        alpha = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        v = "A3-" + rs(alpha, 6) + "-" + rs(alpha, 6) + "-" + rs(alpha, 5) + "-" + rs(alpha, 5) + "-" + rs(alpha, 5) + "-" + rs(alpha, 5)
        return "1Password Secret Key", f"Secret Key: {v}", [v], "1Password"
    if k == 8:
        v = "-".join(rs(ANU, 5) for _ in range(5))
        return "Microsoft recovery code", f"recovery code {v}", [v], "Microsoft"
    if k == 9:
        codes = [hx(16) for _ in range(R.randint(3, 6))]
        return "GitLab recovery codes", "\n".join(f"- {x}" for x in codes), codes, "GitLab"
    v = rs(LOW + DIG, 32)
    return "Bitwarden recovery code", f"Bitwarden two-step login recovery code: {v}", [v], "Bitwarden"


MFA_FRAMES = {"en": [
    ("The shared {ISS} account has 2FA and nobody told me how to get codes.", "{P} pasted the enrollment details:\n{SN}\nI added it to my authenticator.", "Should the seed live in the team vault instead of chat?"),
    ("I got locked out of the {ISS} test account.", "Used one of these from the onboarding doc:\n{SN}", "Who regenerates the codes once they're used up?"),
    ("Wasn't told that the CI bot's {ISS} login needs TOTP.", "The bot computes the code itself:\n{SN}", ""),
    ("Missing: the {ISS} 2FA details for the release account.", "From the handover note:\n{SN}", "Is it OK that these are in a plain text note?"),
], "ko": [
    ("공용 {ISS} 계정에 2FA가 걸려 있는데 코드 받는 방법을 아무도 안 알려줌.", "{P}한테 등록 정보 받음:\n{SN}\n내 OTP 앱에 추가함.", "시드를 채팅 말고 팀 vault에 두는 게 맞지 않나요?"),
    ("{ISS} 테스트 계정이 잠김.", "온보딩 문서에 있던 것 중 하나 사용:\n{SN}", "코드 다 쓰면 누가 재발급하나요?"),
    ("CI 봇의 {ISS} 로그인에 TOTP가 필요하다는 얘기가 없었음.", "봇이 직접 코드를 계산함:\n{SN}", ""),
    ("릴리스 계정 {ISS} 2FA 정보가 없었음.", "인수인계 메모에서 찾음:\n{SN}", "이게 평문 메모에 있어도 괜찮은가요?"),
]}


def mfa_note(lang):
    c = new_ctx(lang)
    label, sn, secs, iss = mfa_snippet(c)
    mc, le, ask = pick(MFA_FRAMES[lang])
    d = {"ISS": iss, "P": person(lang), "SN": sn}
    return note(lang, "secret", f"MFA/{label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=iss)


# ----------------------------------------------------------------------------------------------
# secret category: Wi-Fi keys, PINs and door codes, wallet seeds and crypto private keys
# ----------------------------------------------------------------------------------------------
def wifi_snippet(c, lang):
    ssid = pick([f"{c['ORG'].upper()}-5G", f"{c['ORG']}_guest", "Office-2F", "DevLab", f"{c['ORG']}-corp", "iptime-5G", "KT_GiGA_5G_" + rs(ANU, 4), "U+Net" + rs(HEXU, 4)])
    p = pw(pick(["human", "passphrase", "generated", "kr_keyboard", "name_date", "walk", "company"]), min_len=8)
    k = R.randint(0, 4)
    if k == 0:
        return "Wi-Fi QR string", f"WIFI:T:WPA;S:{ssid};P:{p};;", [p]
    if k == 1:
        return "nmcli connect", f'nmcli dev wifi connect "{ssid}" password "{p}"', [p]
    if k == 2:
        return "wpa_supplicant.conf", f'network={{\n    ssid="{ssid}"\n    psk="{p}"\n    key_mgmt=WPA-PSK\n}}', [p]
    if k == 3:
        h = hashlib.pbkdf2_hmac("sha1", p.encode(), ssid.encode(), 4096, 32).hex()
        return "wpa_passphrase output", f'network={{\n\tssid="{ssid}"\n\t#psk="{p}"\n\tpsk={h}\n}}', [p, h]
    if lang == "en":
        return "Wi-Fi in prose", f"Office Wi-Fi is {ssid}, password {p}", [p]
    return "Wi-Fi in prose", f"사무실 와이파이 {ssid} / 비번 {p}", [p]


def pin_value():
    k = R.randint(0, 4)
    if k == 0:
        return digits(8, False)
    if k == 1:
        return "*" + digits(4, False) + "#" + digits(4, False)
    if k == 2:
        return digits(4, False) + "-" + digits(4, False) + pick(["#", "*", ""])
    if k == 3:
        return "-".join(digits(2, False) for _ in range(4))
    return digits(R.randint(9, 10), False)


PIN_SYS = [("server room door", "서버실 도어락", "door"), ("alarm panel", "경보기", "door"), ("test Android device", "테스트용 안드로이드 폰", "device"),
           ("test phone's SIM (PUK)", "테스트폰 유심 PUK", "device"), ("office safe", "사무실 금고", "door"), ("parking garage gate", "주차장 게이트", "door"),
           ("IDC cage lock", "IDC 랙 잠금장치", "door"), ("shared iPad", "공용 아이패드", "device")]


def wallet_snippet(c):
    k = R.randint(0, 5)
    if k == 0:
        m = bip39(pick([12, 12, 24]))
        return "BIP39 seed phrase in prose", "seed phrase", m, [m]
    if k == 1:
        m = bip39(12)
        return "hardhat mnemonic", "seed phrase", f"networks: {{\n  sepolia: {{\n    url: process.env.SEPOLIA_RPC_URL,\n    accounts: {{ mnemonic: \"{m}\" }},\n  }},\n}}", [m]
    if k == 2:
        v = "0x" + hx(64)
        return "EVM private key in .env", "deployer private key", f"PRIVATE_KEY={v}\nETHERSCAN_API_KEY=${{ETHERSCAN_API_KEY}}", [v]
    if k == 3:
        v = "0x" + hx(64)
        return "forge --private-key", "deployer private key", f"forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC_URL --private-key {v} --broadcast", [v]
    if k == 4:
        v = b58check(b"\x80" + rb(32) + b"\x01")
        return "Bitcoin WIF key", "hot wallet key", f"bitcoin-cli -rpcwallet=ops importprivkey {v} \"ops-hot\" false", [v]
    m = bip39(24)
    return "seed phrase in .env", "seed phrase", f"MNEMONIC=\"{m}\"", [m]


MISC_FRAMES = {
    "wifi": {"en": [("I couldn't reach the lab devices; nobody said they are only on the {WHAT} network.", "Connect first:\n{SN}", "Is there a wired option for the test rig?"),
                    ("The setup guide for the kiosk test devices left out the network step.", "{SN}\nAfter that the devices pick up the staging backend.", "")],
             "ko": [("실험실 기기들이 {WHAT} 망에만 붙어 있다는 걸 몰라서 접속이 안 됐음.", "먼저 연결:\n{SN}", "테스트 장비 유선 연결은 안 되나요?"),
                    ("키오스크 테스트 기기 세팅 가이드에 네트워크 단계가 빠져 있었음.", "{SN}\n이후 기기가 스테이징 백엔드에 붙음.", "")]},
    "pin": {"en": [("door", "I had to reboot the box in the {SYS} area and didn't know the code.", "{P}: the {SYS} code is {PIN}.", "Does the code change monthly?"),
                   ("door", "Missing: how to get into the {SYS}.", "Code is {PIN} - got it from facilities.", ""),
                   ("door", "Nobody mentioned the night shift needs the {SYS} code to swap the failed disk.", "It's {PIN}; facilities changes it every quarter.", "Who should I ask after the next change?"),
                   ("device", "Nobody told me the {SYS} has a PIN.", "PIN {PIN}. Without it the QA run stalls at the lock screen.", "Can the PIN be disabled for test devices?"),
                   ("device", "The {SYS} was locked when I needed it for the release smoke test.", "Unlock code from {P}: {PIN}", "")],
            "ko": [("door", "{SYS} 쪽 장비를 재부팅해야 했는데 비번을 몰랐음.", "{P}: {SYS} 비번 {PIN}", "비번이 매달 바뀌나요?"),
                   ("door", "{SYS} 여는 방법을 몰랐음.", "비번 {PIN} (총무팀한테 받음)", ""),
                   ("door", "야간에 디스크 교체하려면 {SYS} 비번이 필요하다는 얘기가 없었음.", "{PIN} 임. 분기마다 총무팀에서 바꿈.", "다음에 바뀌면 누구한테 물어보면 되나요?"),
                   ("device", "{SYS}에 PIN이 걸려 있다는 얘기가 없었음.", "PIN {PIN}. 이거 없으면 QA 돌리다가 잠금화면에서 멈춤.", "테스트 기기는 PIN 꺼도 되나요?"),
                   ("device", "릴리스 스모크 테스트하려는데 {SYS} 잠금이 걸려 있었음.", "{P}한테 받은 잠금 해제 코드: {PIN}", "")]},
    "wallet": {"en": [("I didn't have the {WHAT} for the testnet deploy.", "The user pasted it:\n{SN}", "Is this wallet testnet-only? It shouldn't hold real funds."),
                      ("Nobody mentioned the deploy script needs a funded account.", "It reads this from the repo:\n{SN}", "Should we move this to a hardware wallet or KMS?"),
                      ("Missing: the {WHAT} of the ops wallet.", "{SN}", "Who else has a copy?")],
               "ko": [("테스트넷 배포에 필요한 {WHAT}가 없었음.", "사용자가 붙여줌:\n{SN}", "이 지갑 테스트넷 전용 맞죠? 실자산 있으면 안 됨."),
                      ("배포 스크립트에 잔고 있는 계정이 필요하다는 얘기가 없었음.", "repo에서 이걸 읽음:\n{SN}", "하드웨어 지갑이나 KMS로 옮기는 게 좋지 않을까요?"),
                      ("운영 지갑 {WHAT} 위치를 몰랐음.", "{SN}", "사본 가진 사람이 또 누구인가요?")]},
}


WPW_QUEUE = []


def wifi_pin_wallet_note(lang):
    c = new_ctx(lang)
    if not WPW_QUEUE and not getattr(wifi_pin_wallet_note, "filled", False):
        WPW_QUEUE.extend(["wifi"] * 5 + ["pin"] * 4 + ["wallet"] * 5)
        R.shuffle(WPW_QUEUE)
        wifi_pin_wallet_note.filled = True
    kind = WPW_QUEUE.pop(0) if WPW_QUEUE else pick(["wifi", "pin", "wallet"])
    if kind == "wifi":
        label, sn, secs = wifi_snippet(c, lang)
        mc, le, ask = pick(MISC_FRAMES["wifi"][lang])
        d = {"SN": sn, "WHAT": pick(["lab Wi-Fi", "guest Wi-Fi"]) if lang == "en" else pick(["실험실 와이파이", "게스트 와이파이"])}
        cat, vend = f"Wi-Fi key/{label}", "Wi-Fi"
    elif kind == "pin":
        sys_en, sys_ko, pk = pick(PIN_SYS)
        pv = pin_value()
        secs = [pv]
        _, mc, le, ask = pick([f for f in MISC_FRAMES["pin"][lang] if f[0] == pk])
        d = {"SYS": sys_en if lang == "en" else sys_ko, "PIN": pv, "P": person(lang)}
        cat, vend = f"PIN / door code: {sys_en}", "physical access"
    else:
        label, what, sn, secs = wallet_snippet(c)
        mc, le, ask = pick(MISC_FRAMES["wallet"][lang])
        d = {"SN": sn, "WHAT": what if lang == "en" else {"seed phrase": "시드 문구", "deployer private key": "배포용 개인키", "hot wallet key": "핫월렛 키"}[what]}
        cat, vend = f"crypto wallet/{label}", "crypto wallet"
    return note(lang, "secret", cat, fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=vend)


# ----------------------------------------------------------------------------------------------
# secret category: app passwords
# ----------------------------------------------------------------------------------------------
def app_pw_snippet(c, lang):
    k = R.randint(0, 5)
    if k == 0:
        v = " ".join(rs(LOW, 4) for _ in range(4))
        return "Google app password (SMTP)", "Gmail", f"EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = '{c['EMAIL']}'\nEMAIL_HOST_PASSWORD = '{v}'", v
    if k == 1:
        v = " ".join(rs(LOW, 4) for _ in range(4))
        return "Google app password (nodemailer)", "Gmail", f"const transporter = nodemailer.createTransport({{\n  service: 'gmail',\n  auth: {{ user: '{c['EMAIL']}', pass: '{v}' }},\n}});", v
    if k == 2:
        v = "-".join(rs(LOW, 4) for _ in range(4))
        return "Apple app-specific password", "Apple ID", f"xcrun notarytool store-credentials \"{c['ORG']}-notary\" --apple-id {c['EMAIL']} --team-id {rs(ANU, 10)} --password {v}", v
    if k == 3:
        v = "-".join(rs(LOW, 4) for _ in range(4))
        return "Apple app-specific password (fastlane)", "Apple ID", f"FASTLANE_USER={c['EMAIL']}\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={v}", v
    if k == 4:
        v = " ".join(an(4) for _ in range(6))
        return "WordPress application password", "WordPress", f"curl --user \"admin:{v}\" https://blog.{c['ORG']}.com/wp-json/wp/v2/posts?status=draft", v
    v = rs(ANU, 12)
    return "Naver app password (SMTP)", "Naver Mail", f"spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username={pick(NAMES_ROMAN)}\nspring.mail.password={v}", v


APP_FRAMES = {"en": [("Outgoing mail from {SVC} failed; I didn't know {SYS} requires an app password, not the account password.", "Config that works:\n{SN}", "Should this be a shared mailbox rather than a person's account?"),
                     ("I was missing the credentials for the {SYS} step.", "{P} generated an app password:\n{SN}", ""),
                     ("The release checklist skipped how {SYS} auth works for CI.", "{SN}\nThat app password is tied to {P}'s account.", "Can we move this to an API key owned by a bot account?")],
            "ko": [("{SVC} 메일 발송이 실패했는데, {SYS} 쪽은 계정 비번이 아니라 앱 비밀번호를 써야 한다는 걸 몰랐음.", "동작하는 설정:\n{SN}", "개인 계정 말고 공용 메일 계정으로 바꾸는 게 맞지 않을까요?"),
                   ("{SYS} 단계에 필요한 크리덴셜이 없었음.", "{P}한테 앱 비밀번호 발급받음:\n{SN}", ""),
                   ("릴리스 체크리스트에 CI에서 {SYS} 인증하는 방법이 빠져 있었음.", "{SN}\n이 앱 비밀번호는 {P} 개인 계정에 묶여 있음.", "봇 계정 소유 API 키로 옮길 수 있을까요?")]}


def app_pw_note(lang):
    c = new_ctx(lang)
    label, sys_, sn, v = app_pw_snippet(c, lang)
    mc, le, ask = pick(APP_FRAMES[lang])
    d = {"SVC": c["SVC"], "SYS": sys_, "SN": sn, "P": person(lang)}
    return note(lang, "secret", f"app password/{label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), [v], vendor=sys_)


# ----------------------------------------------------------------------------------------------
# secret category: tables, logs, stack traces, diffs
# ----------------------------------------------------------------------------------------------
def artifact_snippet(c, lang):
    k = R.randint(0, 10)
    if k == 0:
        rows = []
        secs = []
        envs = R.sample(ENVS, 3)
        for e in envs:
            p = pw(pick(["human", "generated", "company", "passphrase"]))
            secs.append(p)
            rows.append(f"| {e} | {host('db').replace(pick(ENVS), e) if chance(0.5) else f'db-{e}.internal'} | {acct()} | {p} |")
        head = "| env | host | user | password |\n|---|---|---|---|" if lang == "en" else "| 환경 | 호스트 | 계정 | 비번 |\n|---|---|---|---|"
        return "table", "markdown table of DB credentials", head + "\n" + "\n".join(rows), secs
    if k == 1:
        p = pw(url_safe=True)
        t = "sk_live_" + an(24)
        return "log", "startup log dumping config", (f"{iso_ts()} DEBUG [{c['SVC']}] loaded config: {{\"db_url\": \"postgres://{acct()}:{p}@{c['HOST']}:5432/{pick(DB_NAMES)}\", "
                                             f"\"stripe_key\": \"{t}\", \"log_level\": \"debug\"}}"), [p, t]
    if k == 2:
        key = hx(32)
        return "log", "Python traceback with key in URL", (f"Traceback (most recent call last):\n  File \"/app/jobs/sync.py\", line 88, in run\n    resp.raise_for_status()\n"
                                                     f"requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.openweathermap.org/data/2.5/forecast?q=Seoul&appid={key}"), [key]
    if k == 3:
        p = pw(url_safe=True)
        return "log", "Java stack trace with JDBC password", (f"org.postgresql.util.PSQLException: FATAL: database \"{pick(DB_NAMES)}\" does not exist\n"
                                                        f"\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
                                                        f"\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:115)\n"
                                                        f"Caused by: jdbcUrl=jdbc:postgresql://{c['HOST']}:5432/x?user={acct()}&password={p}"), [p]
    if k == 4:
        old, new = pw(), pw()
        return "log", "git diff changing a password", (f"diff --git a/.env.{c['E']} b/.env.{c['E']}\n--- a/.env.{c['E']}\n+++ b/.env.{c['E']}\n@@ -3,3 +3,3 @@\n REDIS_HOST=cache.internal\n"
                                                 f"-DB_PASSWORD={old}\n+DB_PASSWORD={new}\n LOG_LEVEL=info"), [old, new]
    if k == 5:
        t = crc_token("ghp_")
        return "log", "env | sort output", f"HOME=/home/runner\nGH_TOKEN={t}\nHOSTNAME=runner-{hx(8)}\nLANG=C.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin", [t]
    if k == 6:
        p = pw()
        t = "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)
        return "log", "docker inspect Env", f"\"Env\": [\n    \"DB_PASSWORD={p}\",\n    \"SENDGRID_API_KEY={t}\",\n    \"NODE_VERSION=20.11.1\"\n]", [p, t]
    if k == 7:
        p = pw()
        b = b64s(p)
        return "log", "kubectl get secret + base64 -d", (f"$ kubectl get secret {c['SVC']}-db -n {c['E']} -o jsonpath='{{.data.password}}'\n{b}\n"
                                                   f"$ kubectl get secret {c['SVC']}-db -n {c['E']} -o jsonpath='{{.data.password}}' | base64 -d\n{p}"), [b, p]
    if k == 8:
        t = crc_token("ghp_")
        return "log", "CI log with set -x", f"+ echo 'publishing...'\npublishing...\n+ curl -fsS -H 'Authorization: token {t}' https://api.github.com/repos/{c['ORG']}/{c['SVC']}/releases -d @release.json\ncurl: (22) The requested URL returned error: 422", [t]
    if k == 9:
        t = an(40)
        return "log", "nginx access log with token in query", f"{ip()} - - [{R.randint(10, 28)}/Oct/2025:0{R.randint(0, 9)}:{R.randint(10, 59)}:{R.randint(10, 59)} +0900] \"GET /api/export.csv?token={t} HTTP/1.1\" 200 48211 \"-\" \"python-requests/2.32.3\"", [t]
    p = pw()
    return "log", "terraform output -json", f"{{\n  \"db_admin_password\": {{\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"{p}\"\n  }}\n}}", [p]


ART_FRAMES = {"en": [(["table"], "I didn't know where the {E} credentials were documented.", "The user pasted this from the team wiki:\n{SN}", "Should this be moved out of the wiki?"),
                     (["table"], "Nobody told me which DB user each environment uses.", "From the onboarding page:\n{SN}", "Can the wiki link to the vault instead of listing passwords?"),
                     (["log"], "Debugging the failed job; the user pasted the output:\n{SN}", "The root cause is unrelated (quota), but this output leaks credentials into the logs.", "Should the logger redact these values?"),
                     (["log"], "Missing context for the incident on {E}.", "Relevant excerpt:\n{SN}", ""),
                     (["log"], "I couldn't tell which value the service was actually using.", "This shows it:\n{SN}", "Can we stop printing this in CI?")],
              "ko": [(["table"], "{E} 크리덴셜이 어디 정리돼 있는지 몰랐음.", "사용자가 팀 위키에서 복사해 줌:\n{SN}", "이거 위키에서 빼야 하지 않을까요?"),
                     (["table"], "환경별로 어떤 DB 계정을 쓰는지 아무도 안 알려줌.", "온보딩 페이지에 있던 표:\n{SN}", "위키에는 비번 대신 vault 링크만 두면 어떨까요?"),
                     (["log"], "실패한 잡 디버깅 중. 사용자가 출력 붙여줌:\n{SN}", "원인은 쿼터 문제로 별개였지만, 이 출력 때문에 크리덴셜이 로그에 남음.", "로거에서 이런 값 마스킹하게 할까요?"),
                     (["log"], "{E} 장애 관련 맥락이 부족했음.", "관련 부분 발췌:\n{SN}", ""),
                     (["log"], "서비스가 실제로 어떤 값을 쓰는지 알 수가 없었음.", "이걸로 확인됨:\n{SN}", "CI에서 이거 출력 안 되게 막을까요?")]}


def artifact_note(lang):
    c = new_ctx(lang)
    tag, label, sn, secs = artifact_snippet(c, lang)
    _, mc, le, ask = pick([f for f in ART_FRAMES[lang] if tag in f[0]])
    d = {"E": c["E"], "SN": sn}
    return note(lang, "secret", f"log/table/diff/{label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)), secs, vendor=label)

# ----------------------------------------------------------------------------------------------
# clean-note helpers: public material with real encodings
# ----------------------------------------------------------------------------------------------
OID_ECDSA_SHA256 = bytes.fromhex("2a8648ce3d040302")
OID_CN = bytes.fromhex("550403")


def _name(cn):
    return der(0x30, der(0x31, der(0x30, der(0x06, OID_CN) + der(0x0C, cn.encode()))))


def fake_cert_der(cn, issuer=None):
    """X.509 v3 certificate structure with an EC P-256 public key (public material only)."""
    d = R.randrange(1, P256_N)
    _, pub = ec_p256_private_der(d)
    y = R.randint(2023, 2025)
    nb = f"{y % 100:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}000000Z".encode()
    na = f"{(y + 10) % 100:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}000000Z".encode()
    tbs = der(0x30, der(0xA0, der_int(2)) + der_int(int.from_bytes(rb(16), "big") >> 1) + der(0x30, der(0x06, OID_ECDSA_SHA256))
              + _name(issuer or cn) + der(0x30, der(0x17, nb) + der(0x17, na)) + _name(cn) + ec_p256_spki_der(pub))
    sig = der(0x30, der_int(R.randrange(1, P256_N)) + der_int(R.randrange(1, P256_N)))
    return der(0x30, tbs + der(0x30, der(0x06, OID_ECDSA_SHA256)) + der(0x03, b"\x00" + sig))


def cert_pem(cn, issuer=None):
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(pem_lines(fake_cert_der(cn, issuer))) + "\n-----END CERTIFICATE-----"


def png_1x1():
    def chunk(t, data):
        return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data))
    raw = b"\x00" + bytes([R.randint(0, 255), R.randint(0, 255), R.randint(0, 255), 255])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def sha256_hex():
    return hashlib.sha256(rb(64)).hexdigest()


def sha1_hex():
    return hashlib.sha1(rb(64)).hexdigest()


def ssh_pub_line(comment=None):
    seed = rb(32)
    return ssh_ed25519_pub(ed25519_public(seed), comment or f"{pick(NAMES_ROMAN)}@{pick(['macbook', 'laptop', 'ci', 'bastion'])}")


def clean_note(lang, category, mc, lesson, ask):
    return note(lang, "clean", category, mc, lesson, ask)


def CF(frames, lang, d):
    mc, le, ask = pick(frames[lang])
    return fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d), 0.1)


# ----------------------------------------------------------------------------------------------
# clean 1: secret-store references, env references, placeholders, ciphertext
# ----------------------------------------------------------------------------------------------
def ref_snippet(c, lang):
    o, s, e = c["ORG"], c["SVC"], c["E"]
    k = R.randint(0, 19)
    if k == 0:
        return "GitHub Actions secrets context", f"      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n          OPENAI_API_KEY: ${{{{ secrets.OPENAI_API_KEY }}}}"
    if k == 1:
        return "k8s secretKeyRef", f"        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: {s}-db\n                key: password"
    if k == 2:
        return "ExternalSecret", (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {s}\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n"
                                  f"  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: {e}/{s}/stripe\n        property: secret_key")
    if k == 3:
        return "Helm template reference", f"          - name: DB_PASSWORD\n            value: {{{{ .Values.db.password | quote }}}}\n          - name: REDIS_URL\n            value: {{{{ include \"{s}.redisUrl\" . }}}}"
    if k == 4:
        return "Terraform secret data source", (f"data \"aws_secretsmanager_secret_version\" \"db\" {{\n  secret_id = \"{e}/{s}/db\"\n}}\n\n"
                                                f"resource \"aws_db_instance\" \"main\" {{\n  username = \"{acct()}\"\n  password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]\n}}")
    if k == 5:
        return "Terraform random_password", "resource \"random_password\" \"db\" {\n  length           = 24\n  special          = true\n  override_special = \"!#$%*-_=+\"\n}"
    if k == 6:
        return "1Password op:// references", f"STRIPE_SECRET_KEY=op://Engineering/{s}-stripe/credential\nDATABASE_URL=op://Engineering/{s}-db-{e}/connection_string\n# op run --env-file=.env.tpl -- npm start"
    if k == 7:
        return "Vault CLI reference", f"export DB_PASSWORD=$(vault kv get -field=password secret/{e}/{s}/db)\nexport VAULT_ADDR=https://vault.{o}.internal:8200"
    if k == 8:
        return "AWS Secrets Manager ARN", f"arn:aws:secretsmanager:ap-northeast-2:{c['ACCT']}:secret:{e}/{s}/db-credentials-{an(6)}"
    if k == 9:
        return "Azure Key Vault reference", f"DbPassword=@Microsoft.KeyVault(SecretUri=https://kv-{o}-{e}.vault.azure.net/secrets/DbPassword/)"
    if k == 10:
        return "GCP Secret Manager resource", f"projects/{o}-{e}/secrets/{s}-stripe-key/versions/latest"
    if k == 11:
        data = b64e(rb(R.randint(18, 40)))
        return "SOPS-encrypted YAML", (f"db:\n    user: {acct()}\n    password: ENC[AES256_GCM,data:{data},iv:{b64e(rb(32))},tag:{b64e(rb(16))},type:str]\n"
                                       f"sops:\n    age:\n        - recipient: {bech32_encode('age', x25519(rb(32)))}")
    if k == 12:
        hexs = hx(64 * 4)
        return "ansible-vault ciphertext", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs[i:i + 80] for i in range(0, len(hexs), 80))
    if k == 13:
        return "SealedSecret encryptedData", f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {s}-db\nspec:\n  encryptedData:\n    password: AgB{b64e(rb(180))}"
    if k == 14:
        return ".env.example placeholders", (f"# copy to .env and fill in\nDATABASE_URL=postgresql://<user>:<password>@localhost:5432/{pick(DB_NAMES)}\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
                                             f"OPENAI_API_KEY=<your-openai-api-key>\nGITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=REPLACE_ME")
    if k == 15:
        return "code reading env", pick([f'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nclient = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))',
                                         "const anthropic = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY });\nconst db = new Pool({ connectionString: process.env.DATABASE_URL });",
                                         'token := os.Getenv("GITHUB_TOKEN")\nif token == "" {\n    log.Fatal("GITHUB_TOKEN is not set")\n}'])
    if k == 16:
        return "Spring placeholders", f"spring.datasource.url=jdbc:postgresql://{c['HOST']}:5432/{pick(DB_NAMES)}\nspring.datasource.username=${{DB_USER}}\nspring.datasource.password=${{DB_PASSWORD}}"
    if k == 17:
        return ".npmrc env reference", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@" + o + ":registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}"
    if k == 18:
        return "compose secrets file", f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    return "BuildKit secret mount", "# syntax=docker/dockerfile:1.7\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n# build: docker build --secret id=npmrc,src=$HOME/.npmrc ."


REF_FRAMES = {"en": [
    ("I didn't know how {SVC} gets its credentials in {E}.", "Nothing is hardcoded; it's all references:\n{SN}", "Who has access to the underlying secret store?"),
    ("The task said the key was 'in the config', which confused me because I only found this:\n{SN}", "That's a reference, not a value. The real value is resolved at deploy time.", "Can I get read access to the secret store for debugging?"),
    ("Wasn't told the repo uses {LABEL} for secrets.", "Pattern to follow when adding a new secret:\n{SN}", ""),
    ("I almost pasted a real key into {F} before noticing the convention.", "The convention is:\n{SN}\nValues never go into the repo.", "Is there a lint check that enforces this?"),
    ("Missing: how to run {SVC} locally without production secrets.", "Use the template and fill in your own values:\n{SN}", "Is there a shared dev account for the third-party APIs?"),
], "ko": [
    ("{E}에서 {SVC} 서비스가 크리덴셜을 어떻게 받는지 몰랐음.", "하드코딩된 건 없고 전부 참조임:\n{SN}", "실제 secret store 접근 권한은 누가 갖고 있나요?"),
    ("'키는 설정에 있다'고만 들어서 헷갈렸는데, 찾은 건 이것뿐이었음:\n{SN}", "값이 아니라 참조임. 실제 값은 배포 시점에 주입됨.", "디버깅용으로 secret store 읽기 권한 받을 수 있을까요?"),
    ("이 repo가 secret을 {LABEL} 방식으로 관리한다는 얘기가 없었음.", "새 secret 추가할 때 따를 패턴:\n{SN}", ""),
    ("컨벤션 모르고 {F}에 실제 키를 넣을 뻔했음.", "컨벤션은 이렇게:\n{SN}\n값 자체는 절대 repo에 안 넣음.", "이걸 강제하는 lint 체크가 있나요?"),
    ("프로덕션 secret 없이 {SVC} 서비스를 로컬에서 돌리는 방법을 몰랐음.", "템플릿 복사해서 각자 값 채우면 됨:\n{SN}", "서드파티 API용 공용 개발 계정이 있나요?"),
]}


def clean_ref(lang):
    c = new_ctx(lang)
    label, sn = ref_snippet(c, lang)
    d = {"SVC": c["SVC"], "E": c["E"], "SN": sn, "LABEL": label, "F": pick([".env", "values.yaml", "config/settings.py", "docker-compose.yml"])}
    mc, le, ask = CF(REF_FRAMES, lang, d)
    return clean_note(lang, f"clean/secret reference or placeholder: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 2: masked values and redacted output
# ----------------------------------------------------------------------------------------------
def masked_snippet(c, lang):
    k = R.randint(0, 13)
    last4 = an(4)
    if k == 0:
        return "OpenAI error with masked key", f"openai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: sk-proj-{'*' * 148}{last4}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}}}"
    if k == 1:
        return "GitHub Actions masked log", f"Run ./scripts/deploy.sh\n  env:\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    SLACK_WEBHOOK_URL: ***\nDeploying {c['SVC']} to {c['E']}..."
    if k == 2:
        return "Celery masked broker URL", f"[{date_str()} {time_str()},{R.randint(100, 999)}: INFO/MainProcess] Connected to amqp://{acct()}:**@rabbitmq.{c['ORG']}.internal:5672/{c['E']}"
    if k == 3:
        return "masked connection string", f"postgres://{acct()}:********@{c['HOST']}:5432/{pick(DB_NAMES)}"
    if k == 4:
        return "dashboard last-4 display", f"Secret key   sk_live_...{last4}   Created {date_str()}   Last used 3 hours ago"
    if k == 5:
        return "kubectl describe secret", f"Name:         {c['SVC']}-db\nNamespace:    {c['E']}\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  {len(acct())} bytes"
    if k == 6:
        return "terraform plan sensitive", f"  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {{\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }}"
    if k == 7:
        return "masked key in settings UI", f"ANTHROPIC_API_KEY  sk-ant-api03-••••••••••••{last4}  (Production, Preview)"
    if k == 8:
        return "Django debug settings masked", "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'app', 'USER': 'app', 'PASSWORD': '********************', 'HOST': 'db'}}"
    if k == 9:
        return "secret scanning alert (masked)", f"Secret scanning alert #{R.randint(3, 80)}: GitHub Personal Access Token\nLocation: {pick(['scripts/release.sh', '.env.ci', 'docs/setup.md'])}:{R.randint(3, 90)}\nSecret: ghp_{'*' * 32}{last4}\nStatus: Revoked"
    if k == 10:
        return "already-redacted note text", f"Authorization: Bearer [REDACTED]\nX-Api-Key: [REDACTED]"
    if k == 11:
        return "masked AWS key id in CloudTrail summary", f"userIdentity.accessKeyId = AKIA************{rs(ANU, 4)}\neventName = PutObject\nsourceIPAddress = {ip()}"
    if k == 12:
        return "heroku config masked", f"=== {c['ORG']}-{c['E']} Config Vars\nDATABASE_URL:      postgres://****:****@{c['HOST']}:5432/d{rs(ANL, 12)}\nREDIS_TLS_URL:     rediss://:****@ec2-{R.randint(1, 99)}-{R.randint(1, 255)}.compute-1.amazonaws.com:{digits(5)}"
    return "npm token list", f"┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ {hx(6)} │ npm_…{last4[:2]} │ {date_str()} │ no       │\n└────────┴─────────┴────────────┴──────────┘"


MASK_FRAMES = {"en": [
    ("I couldn't tell which credential {SVC} was using; the output only shows masked values:\n{SN}", "Masked output is enough to confirm the value is set; for this task I didn't need the value itself.", "Is there a way to see the key's creation date to confirm it was rotated?"),
    ("The user pasted this and asked whether the secret leaked:\n{SN}", "No - the value is masked in that output; nothing sensitive is in it.", ""),
    ("Missing context: the {E} deploy log hides secrets.", "That's why the log looks like this:\n{SN}\nMasking works; the failure is elsewhere.", "Should we also mask the hostnames?"),
    ("I didn't know this output would include part of the credential.", "It only shows a masked form:\n{SN}\nNothing usable leaks from it.", ""),
], "ko": [
    ("{SVC} 서비스가 어떤 크리덴셜을 쓰는지 알 수 없었음. 출력엔 마스킹된 값만 있음:\n{SN}", "마스킹된 출력만으로도 값이 설정돼 있다는 건 확인 가능. 이번 작업엔 실제 값이 필요 없었음.", "키 생성일을 볼 수 있는 방법이 있나요? 로테이션됐는지 확인하고 싶음."),
    ("사용자가 이걸 붙여주면서 secret 유출 아니냐고 물어봄:\n{SN}", "아님. 해당 출력에서 값은 마스킹되어 있어서 민감한 정보 없음.", ""),
    ("{E} 배포 로그가 secret을 가린다는 걸 몰랐음.", "그래서 로그가 이렇게 보임:\n{SN}\n마스킹은 정상이고 실패 원인은 다른 데 있음.", "호스트명도 마스킹해야 할까요?"),
    ("이 출력에 크리덴셜 일부가 나올 줄은 몰랐음.", "마스킹된 형태로만 나옴:\n{SN}\n쓸 수 있는 값은 노출 안 됨.", ""),
]}


def clean_masked(lang):
    c = new_ctx(lang)
    label, sn = masked_snippet(c, lang)
    mc, le, ask = CF(MASK_FRAMES, lang, {"SVC": c["SVC"], "E": c["E"], "SN": sn})
    return clean_note(lang, f"clean/masked value: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 3: example keys published in vendors' documentation
# ----------------------------------------------------------------------------------------------
DOC_EXAMPLES = [
    ("AWS docs example key pair", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "moto / localstack tests"),
    ("AWS docs example key pair (second)", "aws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY", "the credentials-file parser test"),
    ("jwt.io default token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "the JWT parser unit test"),
    ("Slack docs placeholder token", "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work", "the Slack client tests"),
    ("Stripe docs test key", "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"", "the docs snippet in our README"),
    ("Stripe docs test key (older)", "curl https://api.stripe.com/v1/charges -u sk_test_BQokikJOvBiI2HlWgH4olfQ2:", "the example copied from Stripe's API reference"),
    ("Mailgun docs sample key", "curl -s --user 'api:key-3ax6xnjp29jd6fds4gc373sgvjxteol0' https://api.mailgun.net/v3/samples.mailgun.org/messages", "the old mailer README"),
    ("Azurite well-known dev key", "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;", "local blob storage in docker-compose"),
    ("Cosmos DB emulator well-known key", "AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==", "the emulator-based integration tests"),
    ("Twilio docs placeholders", "client = Client(\"ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\", \"your_auth_token\")", "the SMS adapter docstring"),
    ("UseDevelopmentStorage shortcut", "AzureWebJobsStorage=UseDevelopmentStorage=true", "local.settings.json for the Functions app"),
]

DOC_FRAMES = {"en": [
    ("The secret scanner flagged {WHERE} and I didn't know whether it was a real credential.", "It's the {LABEL}, published in the vendor's documentation:\n{SN}\nSafe to keep in tests.", "Should we add it to the scanner allowlist?"),
    ("I wasn't sure if the value in {WHERE} needed rotating.", "No, it's the {LABEL}:\n{SN}", ""),
    ("Missing context: {WHERE} intentionally uses documentation example values.", "{SN}\nThese are the vendor's documented examples, never valid against the real service.", "Could we add a comment saying so in the file?"),
], "ko": [
    ("시크릿 스캐너가 {WHERE}를 잡았는데 실제 크리덴셜인지 몰랐음.", "벤더 공식 문서에 나오는 {LABEL}임:\n{SN}\n테스트에 그대로 둬도 됨.", "스캐너 allowlist에 추가할까요?"),
    ("{WHERE}에 있는 값을 교체해야 하는지 확신이 없었음.", "교체 불필요. {LABEL}임:\n{SN}", ""),
    ("{WHERE}는 일부러 문서 예시 값을 쓴다는 맥락이 없었음.", "{SN}\n벤더 문서에 나오는 예시 값이라 실제 서비스에서는 절대 동작 안 함.", "파일에 주석으로 적어둘까요?"),
]}


DOC_QUEUE = []


def clean_doc_example(lang):
    if not DOC_QUEUE and not getattr(clean_doc_example, "filled", False):
        DOC_QUEUE.extend(range(len(DOC_EXAMPLES)))
        R.shuffle(DOC_QUEUE)
        clean_doc_example.filled = True
    label, sn, where = DOC_EXAMPLES[DOC_QUEUE.pop(0)] if DOC_QUEUE else pick(DOC_EXAMPLES)
    if lang == "ko":
        where = {"moto / localstack tests": "moto / localstack 테스트", "the credentials-file parser test": "credentials 파일 파서 테스트",
                 "the JWT parser unit test": "JWT 파서 유닛 테스트", "the Slack client tests": "슬랙 클라이언트 테스트",
                 "the docs snippet in our README": "README의 예제 코드", "the example copied from Stripe's API reference": "Stripe API 레퍼런스에서 복사한 예제",
                 "the old mailer README": "예전 mailer README", "local blob storage in docker-compose": "docker-compose의 로컬 blob 스토리지",
                 "the emulator-based integration tests": "에뮬레이터 기반 통합 테스트", "the SMS adapter docstring": "SMS 어댑터 docstring",
                 "local.settings.json for the Functions app": "Functions 앱의 local.settings.json"}[where]
    mc, le, ask = CF(DOC_FRAMES, lang, {"LABEL": label, "SN": sn, "WHERE": where})
    return clean_note(lang, f"clean/vendor documentation example: {label}", mc, le, ask)

# ----------------------------------------------------------------------------------------------
# clean 4: hashes, checksums, digests, commit SHAs, signatures of payloads
# ----------------------------------------------------------------------------------------------
def hash_snippet(c, lang):
    k = R.randint(0, 15)
    if k == 0:
        files = [f"{c['SVC']}-{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}-{pick(['linux-amd64', 'linux-arm64', 'darwin-arm64'])}.tar.gz" for _ in range(R.randint(2, 3))]
        return "release", "sha256sum output", "\n".join(f"{sha256_hex()}  {f}" for f in files)
    if k == 1:
        return "artifact", "docker image digest", f"ghcr.io/{c['ORG']}/{c['SVC']}@sha256:{sha256_hex()}"
    if k == 2:
        return "lock", "npm lockfile integrity", f"\"node_modules/{pick(['lodash', 'axios', 'zod', 'express', 'react-dom'])}\": {{\n  \"version\": \"{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 9)}\",\n  \"integrity\": \"sha512-{b64e(rb(64))}\"\n}}"
    if k == 3:
        mod = pick(["github.com/spf13/cobra", "golang.org/x/net", "google.golang.org/grpc", "github.com/jackc/pgx/v5"])
        v = f"v{R.randint(0, 1)}.{R.randint(1, 30)}.{R.randint(0, 9)}"
        return "lock", "go.sum lines", f"{mod} {v} h1:{b64e(rb(32))}\n{mod} {v}/go.mod h1:{b64e(rb(32))}"
    if k == 4:
        lines = [f"{hx(7)} {pick(['fix: retry on 429', 'chore: bump deps', 'feat(billing): proration', 'refactor: split client', 'revert: flaky test skip'])}" for _ in range(4)]
        return "git", "git log --oneline", "\n".join(lines)
    if k == 5:
        return "git", "full commit SHA", f"commit {sha1_hex()}\nAuthor: {pick(NAMES_ROMAN).capitalize()} <{c['EMAIL']}>\nDate:   {date_str()}"
    if k == 6:
        return "web", "SRI integrity attribute", f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js\" integrity=\"sha384-{b64e(rb(48))}\" crossorigin=\"anonymous\"></script>"
    if k == 7:
        return "lock", "terraform lock hashes", f"provider \"registry.terraform.io/hashicorp/aws\" {{\n  version = \"5.{R.randint(10, 80)}.0\"\n  hashes = [\n    \"h1:{b64e(rb(32))}\",\n    \"zh:{sha256_hex()}\",\n  ]\n}}"
    if k == 8:
        return "lock", "pip --hash pins", f"requests==2.32.3 \\\n    --hash=sha256:{sha256_hex()} \\\n    --hash=sha256:{sha256_hex()}"
    if k == 9:
        return "sig", "GitHub webhook signature header", f"X-GitHub-Event: push\nX-GitHub-Delivery: {uuid4()}\nX-Hub-Signature-256: sha256={sha256_hex()}"
    if k == 10:
        return "sig", "Stripe-Signature header", f"Stripe-Signature: t={R.randint(1730000000, 1760000000)},v1={sha256_hex()}"
    if k == 11:
        return "artifact", "S3 ETag", f"\"ETag\": \"\\\"{hashlib.md5(rb(20)).hexdigest()}\\\"\",\n\"VersionId\": \"{rs(URLSAFE + '.', 32)}\""
    if k == 12:
        return "artifact", "Nix store path", f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{pick(['python3-3.12.4', 'nodejs-20.15.1', 'openssl-3.0.14'])}"
    if k == 13:
        return "lock", "Cargo.lock checksum", f"[[package]]\nname = \"{pick(['serde', 'tokio', 'reqwest', 'hyper'])}\"\nversion = \"1.{R.randint(0, 40)}.{R.randint(0, 9)}\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{sha256_hex()}\""
    if k == 14:
        return "artifact", "content-hashed asset names", f"dist/assets/index-{hx(8)}.js   412.33 kB │ gzip: 131.02 kB\ndist/assets/vendor-{hx(8)}.js  988.10 kB │ gzip: 302.77 kB"
    return "artifact", "git LFS pointer", f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256_hex()}\nsize {R.randint(10 ** 5, 10 ** 9)}"


HASH_FRAMES = {"en": [
    (["any"], "I wasn't sure whether the long hex strings in the {WHAT} were secrets.", "They're not: they're hashes/digests.\n{SN}", ""),
    (["artifact", "release"], "Reproducibility check for {SVC}: I didn't know which artifact was deployed to {E}.", "Matched it by digest:\n{SN}", "Should the deploy log print the digest every time?"),
    (["lock"], "The build broke after a dependency bump and I didn't know the lockfile pins hashes.", "The mismatch was here:\n{SN}\nRegenerating the lockfile fixed it.", "Do we regenerate lockfiles in CI or locally?"),
    (["release"], "Missing: how to verify the downloaded release.", "Compare against the published checksums:\n{SN}", "Should we also sign the checksum file?"),
    (["git"], "The user asked me to find when the regression came in.", "Candidates from history:\n{SN}", "Which of these was deployed to {E} last Friday?"),
    (["sig"], "I didn't know how {SVC} verifies incoming webhooks.", "Each delivery carries an HMAC of the payload, computed with the signing secret (which lives in Vault and is not in the request):\n{SN}", "Do we reject deliveries older than 5 minutes?"),
    (["web"], "The CDN script stopped loading after the version bump and the console only said 'integrity'.", "The SRI hash must match the exact file:\n{SN}", ""),
], "ko": [
    (["any"], "{WHAT}에 있는 긴 hex 문자열이 secret인지 아닌지 헷갈렸음.", "secret 아님. 해시/다이제스트임.\n{SN}", ""),
    (["artifact", "release"], "{SVC} 재현성 확인 중인데 {E}에 어떤 아티팩트가 배포됐는지 몰랐음.", "digest로 맞춰봄:\n{SN}", "배포 로그에 digest 항상 찍히게 할까요?"),
    (["lock"], "의존성 버전 올린 뒤 빌드가 깨졌는데 lockfile이 해시를 고정한다는 걸 몰랐음.", "불일치 난 부분:\n{SN}\nlockfile 다시 생성하니 해결.", "lockfile 재생성은 CI에서 하나요 로컬에서 하나요?"),
    (["release"], "다운로드한 릴리스 검증 방법을 몰랐음.", "공개된 체크섬과 비교하면 됨:\n{SN}", "체크섬 파일도 서명해야 할까요?"),
    (["git"], "회귀가 언제 들어왔는지 찾아달라는 요청이었음.", "히스토리에서 후보:\n{SN}", "이 중 지난 금요일 {E}에 배포된 게 뭔가요?"),
    (["sig"], "{SVC} 쪽에서 들어오는 웹훅을 어떻게 검증하는지 몰랐음.", "요청마다 payload의 HMAC이 붙어 옴. 서명용 secret 자체는 Vault에 있고 요청에는 안 들어감:\n{SN}", "5분 넘은 요청은 거절하나요?"),
    (["web"], "버전 올린 뒤 CDN 스크립트가 안 불러와지고 콘솔에는 'integrity'라고만 뜸.", "SRI 해시가 파일과 정확히 일치해야 함:\n{SN}", ""),
]}


def clean_hash(lang):
    c = new_ctx(lang)
    tag, label, sn = hash_snippet(c, lang)
    fr = {lang: [f[1:] for f in HASH_FRAMES[lang] if "any" in f[0] or tag in f[0]]}
    mc, le, ask = CF(fr, lang, {"WHAT": label, "SN": sn, "SVC": c["SVC"], "E": c["E"]})
    return clean_note(lang, f"clean/hash or digest: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 5: UUIDs, request / trace IDs, object IDs, account IDs
# ----------------------------------------------------------------------------------------------
def id_snippet(c, lang):
    k = R.randint(0, 15)
    if k == 0:
        return "trace", "request IDs in a log line", f"{iso_ts()} ERROR request_id={uuid4()} trace_id={hx(32)} span_id={hx(16)} msg=\"upstream timeout\" path=/v1/orders"
    if k == 1:
        return "trace", "AWS S3 error IDs", f"<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>{rs(HEXU, 16)}</RequestId><HostId>{b64e(rb(57))}</HostId></Error>"
    if k == 2:
        return "obj", "Stripe object IDs", f"customer=cus_{an(14)} payment_intent=pi_3{an(23)} charge=ch_3{an(23)} invoice=in_1{an(23)}"
    if k == 3:
        return "obj", "Stripe Checkout Session ID", f"https://checkout.stripe.com/c/pay/cs_live_a1{an(56)}#fid{rs(URLSAFE, 40)}"
    if k == 4:
        return "trace", "Cloudflare ray ID", f"cf-ray: {hx(16)}-ICN\ncf-cache-status: DYNAMIC"
    if k == 5:
        return "trace", "W3C traceparent", f"traceparent: 00-{hx(32)}-{hx(16)}-01\ntracestate: dd=s:1;o:rum"
    if k == 6:
        return "obj", "AWS resource IDs", f"i-0{hx(16)}  subnet-0{hx(16)}  sg-0{hx(16)}  ami-0{hx(16)}\narn:aws:iam::{c['ACCT']}:role/{c['SVC']}-task-role"
    if k == 7:
        return "obj", "Twilio Account SID alone", f"TWILIO_ACCOUNT_SID=AC{hx(32)}  # the auth token comes from Vault"
    if k == 8:
        return "obj", "MongoDB ObjectIds", "{ \"_id\": ObjectId(\"" + hx(24) + "\"), \"userId\": ObjectId(\"" + hx(24) + "\"), \"status\": \"FAILED\" }"
    if k == 9:
        return "obj", "Kubernetes UIDs", f"uid: {uuid4()}\nresourceVersion: \"{digits(8)}\"\nownerReferences:\n- kind: ReplicaSet\n  name: {c['SVC']}-{hx(10)}\n  uid: {uuid4()}"
    if k == 10:
        return "obj", "Slack IDs", f"channel=C0{rs(ANU, 9)} user=U0{rs(ANU, 9)} team=T0{rs(ANU, 8)} ts={R.randint(1700000000, 1760000000)}.{digits(6, False)}"
    if k == 11:
        return "obj", "Azure subscription and tenant IDs", f"az account set --subscription {uuid4()}\n# tenant {uuid4()}"
    if k == 12:
        return "obj", "Sentry event ID", f"Sentry event {hx(32)} · release {c['SVC']}@{R.randint(1, 3)}.{R.randint(0, 30)}.{R.randint(0, 9)} · {R.randint(2, 900)} events"
    if k == 13:
        return "obj", "Google OAuth client ID", f"GOOGLE_CLIENT_ID={digits(12)}-{rs(ANL, 32)}.apps.googleusercontent.com"
    if k == 14:
        return "obj", "container IDs", f"CONTAINER ID   IMAGE\n{hx(12)}   {c['ORG']}/{c['SVC']}:{c['E']}\n# full id {hx(64)}"
    return "trace", "idempotency key / ULID", f"Idempotency-Key: {uuid4()}\nX-Correlation-Id: 01J{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}"


ID_FRAMES = {"en": [
    (["trace"], "I couldn't match the user's report to our logs; I didn't know which IDs to search for.", "These are the IDs that matter:\n{SN}\nSearching by them found the failing request.", "Can the error page show the request ID to users?"),
    (["any"], "Missing context for the incident: which objects and accounts were involved.", "From the logs:\n{SN}", ""),
    (["any"], "The user pasted this and asked if it's sensitive:\n{SN}", "These are identifiers, not credentials; fine to keep in the ticket.", ""),
    (["trace"], "I wasn't told how {SVC} correlates requests across services.", "Example:\n{SN}", "Is there a dashboard that links these?"),
    (["obj"], "I didn't know which account/resource IDs {SVC} uses in {E}.", "From the config and console:\n{SN}", "Should these IDs be in the README?"),
], "ko": [
    (["trace"], "사용자 제보를 로그와 매칭할 수가 없었음. 어떤 ID로 검색해야 하는지 몰랐음.", "중요한 ID는 이것들:\n{SN}\n이걸로 검색하니 실패한 요청 찾음.", "에러 페이지에 request ID 보여줄 수 있을까요?"),
    (["any"], "장애 때 어떤 오브젝트/계정이 관련됐는지 맥락이 없었음.", "로그에서 확인:\n{SN}", ""),
    (["any"], "사용자가 이걸 붙여주며 민감한 정보인지 물어봄:\n{SN}", "전부 식별자일 뿐 크리덴셜 아님. 티켓에 그대로 둬도 됨.", ""),
    (["trace"], "{SVC} 쪽에서 서비스 간 요청을 어떻게 연결하는지 몰랐음.", "예시:\n{SN}", "이걸 묶어서 보여주는 대시보드가 있나요?"),
    (["obj"], "{E}에서 {SVC} 서비스가 쓰는 계정/리소스 ID를 몰랐음.", "설정과 콘솔에서 확인:\n{SN}", "이 ID들 README에 적어둘까요?"),
]}


def clean_ids(lang):
    c = new_ctx(lang)
    tag, label, sn = id_snippet(c, lang)
    fr = {lang: [f[1:] for f in ID_FRAMES[lang] if "any" in f[0] or tag in f[0]]}
    mc, le, ask = CF(fr, lang, {"SN": sn, "SVC": c["SVC"], "E": c["E"]})
    return clean_note(lang, f"clean/identifiers: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 6: long identifiers and base64 of non-secret data
# ----------------------------------------------------------------------------------------------
def b64data_snippet(c, lang):
    k = R.randint(0, 9)
    if k == 0:
        ca = b64s(cert_pem("kubernetes") + "\n")
        return "kubeconfig certificate-authority-data", f"clusters:\n- cluster:\n    certificate-authority-data: {ca}\n    server: https://{hx(32).upper()}.gr7.ap-northeast-2.eks.amazonaws.com\n  name: {c['E']}"
    if k == 1:
        ca = b64s(cert_pem(f"{c['SVC']}-webhook.{c['E']}.svc") + "\n")
        return "webhook caBundle", f"webhooks:\n  - name: validate.{c['ORG']}.io\n    clientConfig:\n      service:\n        name: {c['SVC']}-webhook\n        namespace: {c['E']}\n      caBundle: {ca}"
    if k == 2:
        return "PNG data URI", f"<img alt=\"dot\" src=\"data:image/png;base64,{b64e(png_1x1())}\">"
    if k == 3:
        payload = json.dumps({"orderId": f"ord_{an(12)}", "status": pick(["PAID", "REFUNDED", "FAILED"]), "amount": R.randint(1000, 99000), "currency": "KRW"}, separators=(",", ":"))
        return "Pub/Sub message data (base64 JSON)", f"{{\n  \"message\": {{\n    \"data\": \"{b64s(payload)}\",\n    \"messageId\": \"{digits(16)}\",\n    \"publishTime\": \"{iso_ts()}\"\n  }}\n}}"
    if k == 4:
        return "public certificate PEM", cert_pem(f"api.{c['ORG']}.io", issuer=pick(["R11", "E6", "GTS CA 1D4"]))
    if k == 5:
        cfg = json.dumps({"feature": "new-checkout", "rollout": R.randint(5, 50), "regions": ["KR", "JP"]}, separators=(",", ":"))
        return "base64 feature-flag config in ConfigMap", f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {c['SVC']}-flags\nbinaryData:\n  flags.json: {b64s(cfg)}"
    if k == 6:
        return "CloudFront and ECR identifiers", f"distribution E{rs(ANU, 13)} (d{rs(ANL, 13)}.cloudfront.net)\nimage {c['ACCT']}.dkr.ecr.ap-northeast-2.amazonaws.com/{c['SVC']}@sha256:{sha256_hex()}"
    if k == 7:
        return "Firebase app ID and sender ID", f"appId: \"1:{digits(12)}:android:{hx(22)}\"\nmessagingSenderId: \"{digits(12)}\"  # not secrets, identifiers"
    if k == 8:
        return "KMS key ARN", f"kms_key_id = \"arn:aws:kms:ap-northeast-2:{c['ACCT']}:key/{uuid4()}\""
    return "base64-encoded protobuf cursor", f"next_page_token: \"{b64e(rb(R.randint(30, 60)))}\""


B64_FRAMES = {"en": [
    ("The secret scanner flagged a long base64 blob in {WHERE} and I didn't know what it was.", "It's public data, not a credential:\n{SN}", "Can we tune the scanner to skip this?"),
    ("I didn't know where {SVC}'s {LABEL} comes from.", "Here it is:\n{SN}\nIt is generated, not secret.", ""),
    ("Missing context: the {E} cluster config I was given includes encoded blobs.", "The blob is {LABEL}:\n{SN}", "Do I also need a client certificate, or does SSO handle auth?"),
], "ko": [
    ("시크릿 스캐너가 {WHERE}의 긴 base64 블롭을 잡았는데 뭔지 몰랐음.", "크리덴셜이 아니라 공개 데이터임:\n{SN}", "스캐너가 이건 건너뛰게 조정할 수 있을까요?"),
    ("{SVC}의 {LABEL} 값이 어디서 오는지 몰랐음.", "이거임:\n{SN}\n생성되는 값이고 secret 아님.", ""),
    ("받은 {E} 클러스터 설정에 인코딩된 블롭이 있다는 설명이 없었음.", "해당 블롭은 {LABEL}:\n{SN}", "클라이언트 인증서도 필요한가요, 아니면 SSO로 인증되나요?"),
]}


def clean_b64(lang):
    c = new_ctx(lang)
    label, sn = b64data_snippet(c, lang)
    mc, le, ask = CF(B64_FRAMES, lang, {"SN": sn, "SVC": c["SVC"], "E": c["E"], "LABEL": label,
                                        "WHERE": pick(["the k8s manifests", "the PR diff", "config/", "the Helm chart"]) if lang == "en" else pick(["k8s 매니페스트", "PR diff", "config/", "Helm 차트"])})
    return clean_note(lang, f"clean/long identifier or base64 data: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 7: public keys and fingerprints
# ----------------------------------------------------------------------------------------------
def pub_snippet(c, lang):
    k = R.randint(0, 11)
    if k == 0:
        return "ssh", "authorized_keys entries", "\n".join(ssh_pub_line() for _ in range(R.randint(1, 3)))
    if k == 1:
        line = ssh_pub_line()
        blob = line.split()[1]
        return "ssh", "ssh-keygen -lf fingerprint", f"256 {sha256_fpr(blob)} {line.split()[2]} (ED25519)\nMD5:{md5_fpr(blob)}"
    if k == 2:
        salt = b64e(rb(20))
        h = b64e(rb(20))
        return "ssh", "hashed known_hosts line", f"|1|{salt}|{h} " + " ".join(ssh_pub_line().split()[:2])
    if k == 3:
        fp = hx(40).upper()
        return "sign", "GPG public key fingerprint", f"pub   rsa4096 {date_str()} [SC]\n      {fp}\nuid           [ultimate] {pick(NAMES_ROMAN).capitalize()} <{c['EMAIL']}>\nsub   rsa4096 {date_str()} [E]"
    if k == 4:
        return "enc", "age recipients (public)", "\n".join(bech32_encode("age", x25519(rb(32))) for _ in range(R.randint(2, 3)))
    if k == 5:
        return "vpn", "WireGuard peer public keys only", (f"[Peer]\n# {pick(NAMES_ROMAN)}-laptop\nPublicKey = {b64e(x25519(rb(32)))}\nAllowedIPs = 10.8.0.{R.randint(2, 250)}/32\n\n"
                                                  f"[Peer]\n# ci-runner\nPublicKey = {b64e(x25519(rb(32)))}\nAllowedIPs = 10.8.0.{R.randint(2, 250)}/32")
    if k == 6:
        _, pub = ec_p256_private_der(R.randrange(1, P256_N))
        return "sign", "PEM public key", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines(ec_p256_spki_der(pub))) + "\n-----END PUBLIC KEY-----"
    if k == 7:
        kk = rsa_cached(2048)
        n = b64u(kk["n"].to_bytes(256, "big"))
        return "sign", "JWKS public key", f"{{\"keys\":[{{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"{hx(16)}\",\"alg\":\"RS256\",\"n\":\"{n}\",\"e\":\"AQAB\"}}]}}"
    if k == 8:
        fp = ":".join(hx(2).upper() for _ in range(32))
        return "tls", "TLS certificate SHA-256 fingerprint", f"SHA256 Fingerprint={fp}"
    if k == 9:
        fp = ":".join(hx(2).upper() for _ in range(32))
        return "tls", "assetlinks.json signing cert fingerprint", f"[{{\n  \"relation\": [\"delegate_permission/common.handle_all_urls\"],\n  \"target\": {{\n    \"namespace\": \"android_app\",\n    \"package_name\": \"com.{c['ORG'].replace('-', '')}.app\",\n    \"sha256_cert_fingerprints\": [\"{fp}\"]\n  }}\n}}]"
    if k == 10:
        pk = ssh_pub_line(f"deploy@{c['SVC']}")
        return "ssh", "GitHub deploy key (public half)", f"gh repo deploy-key add deploy_key.pub --repo {c['ORG']}/{c['SVC']} --title ci-deploy\n# deploy_key.pub:\n{pk}"
    return "sign", "minisign public key", f"untrusted comment: minisign public key {hx(16).upper()}\nRWQ{b64e(rb(39))}"


PUB_FRAMES = {"en": [
    (["any"], "I wasn't sure whether it was OK to commit the {LABEL}.", "Yes, it's public material:\n{SN}\nOnly the private half must stay out of the repo.", ""),
    (["ssh", "vpn"], "Missing: which keys the {E} hosts trust for {SVC}.", "They trust these:\n{SN}", "Where is the private half kept?"),
    (["ssh"], "The user pasted this when SSH to the {E} host failed:\n{SN}", "The public side matches; the problem was file permissions on the server's ~/.ssh.", ""),
    (["sign", "tls"], "I couldn't verify the signature because I didn't know which key to check against.", "Verify against:\n{SN}", "Should the fingerprint be pinned in the README?"),
    (["enc"], "Nobody said which recipients the {E} secrets are encrypted to.", "Recipients (public keys):\n{SN}\nAdding a person means re-encrypting with their key added.", "Who decides who gets added?"),
    (["tls"], "App links stopped opening the Android app after the signing key change.", "The published fingerprint has to match the new certificate:\n{SN}", ""),
], "ko": [
    (["any"], "{LABEL} 내용을 커밋해도 되는지 확신이 없었음.", "공개 정보라 괜찮음:\n{SN}\nprivate 쪽만 repo에 들어가면 안 됨.", ""),
    (["ssh", "vpn"], "{E} 호스트들이 {SVC} 관련해서 어떤 키를 신뢰하는지 몰랐음.", "이 키들을 신뢰함:\n{SN}", "private 키는 어디에 보관하나요?"),
    (["ssh"], "{E} 호스트 SSH 접속이 실패하자 사용자가 붙여줌:\n{SN}", "공개키는 일치함. 문제는 서버의 ~/.ssh 권한이었음.", ""),
    (["sign", "tls"], "어떤 키로 검증해야 하는지 몰라서 서명 확인을 못 했음.", "이걸로 검증:\n{SN}", "README에 fingerprint 고정해 둘까요?"),
    (["enc"], "{E} secret이 어떤 recipient로 암호화되는지 안내가 없었음.", "recipient 목록 (공개키):\n{SN}\n사람을 추가하려면 그 사람 키를 넣고 다시 암호화해야 함.", "추가 여부는 누가 결정하나요?"),
    (["tls"], "서명 키 바꾼 뒤 앱 링크가 안드로이드 앱으로 안 열림.", "공개된 fingerprint가 새 인증서와 일치해야 함:\n{SN}", ""),
]}


def clean_pub(lang):
    c = new_ctx(lang)
    tag, label, sn = pub_snippet(c, lang)
    fr = {lang: [f[1:] for f in PUB_FRAMES[lang] if "any" in f[0] or tag in f[0]]}
    mc, le, ask = CF(fr, lang, {"SN": sn, "LABEL": label, "E": c["E"], "SVC": c["SVC"]})
    return clean_note(lang, f"clean/public key or fingerprint: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 8: URLs, DSNs and paths without credentials
# ----------------------------------------------------------------------------------------------
def url_snippet(c, lang):
    k = R.randint(0, 13)
    db = pick(DB_NAMES)
    if k == 0:
        return "DB URL without password", f"DATABASE_URL=postgresql://{acct()}@{c['HOST']}:5432/{db}?sslmode=verify-full  # password via PGPASSFILE"
    if k == 1:
        return "DB URL with env interpolation", f"DATABASE_URL=postgres://{acct()}:${{DB_PASSWORD}}@{c['HOST']}:5432/{db}"
    if k == 2:
        return "git remotes", f"origin\tgit@github.com:{c['ORG']}/{c['SVC']}.git (fetch)\norigin\tgit@github.com:{c['ORG']}/{c['SVC']}.git (push)\nupstream\thttps://github.com/{pick(ORGS)}/{c['SVC']}.git (fetch)"
    if k == 3:
        return "object storage URIs", f"s3://{c['ORG']}-{c['E']}-exports/{date_str()}/orders.parquet\ngs://{c['ORG']}-ml-artifacts/models/{c['SVC']}/v{R.randint(3, 40)}/"
    if k == 4:
        return "SSH config without secrets", f"Host {c['E']}-bastion\n  HostName {ip()}\n  User {pick(['ec2-user', 'ubuntu', 'deploy'])}\n  IdentityFile ~/.ssh/{c['ORG']}_{c['E']}_ed25519\n  IdentitiesOnly yes"
    if k == 5:
        return "Vault secret paths", f"secret/data/{c['E']}/{c['SVC']}/db\nsecret/data/{c['E']}/{c['SVC']}/stripe\nauth/kubernetes/role/{c['SVC']}"
    if k == 6:
        return "Slack permalink", f"https://{c['ORG']}.slack.com/archives/C0{rs(ANU, 9)}/p{R.randint(1700000000, 1760000000)}{digits(6, False)}"
    if k == 7:
        return "Grafana explore URL", f"https://grafana.{c['ORG']}.io/d/{rs(URLSAFE, 9)}/{c['SVC']}-overview?orgId=1&var-env={c['E']}&from=now-6h&to=now&refresh=30s"
    if k == 8:
        return "redis/amqp URLs without credentials", f"REDIS_URL=redis://localhost:6379/0\nCELERY_BROKER_URL=amqp://rabbitmq:5672//\nKAFKA_BROKERS=b-1.{c['ORG']}.kafka.ap-northeast-2.amazonaws.com:9098"
    if k == 9:
        return "key file paths", f"ssl_certificate     /etc/nginx/tls/{c['ORG']}.io.fullchain.pem;\nssl_certificate_key /etc/nginx/tls/{c['ORG']}.io.key;\n# key is provisioned by cert-manager, not in the repo"
    if k == 10:
        return "OAuth redirect URIs", f"https://{c['E']}.{c['ORG']}.io/auth/callback\nhttp://localhost:3000/api/auth/callback/google\nhttps://{c['E']}.{c['ORG']}.io/oauth2/idpresponse"
    if k == 11:
        return "webhook endpoint URL", f"https://api.{c['ORG']}.io/webhooks/{pick(['stripe', 'github', 'toss', 'slack'])}  (signing secret lives in Vault)"
    if k == 12:
        return "JDBC URL without password", f"jdbc:postgresql://{c['HOST']}:5432/{db}?ssl=true&sslmode=verify-full&ApplicationName={c['SVC']}"
    return "clone URL with username only", f"git clone https://{pick(NAMES_ROMAN)}@bitbucket.org/{c['ORG']}/{c['SVC']}.git"


URL_FRAMES = {"en": [
    ("I didn't know where {SVC} connects in {E}.", "Endpoints (no credentials in them):\n{SN}", "Where does the password come from at runtime?"),
    ("Missing context: the repo's config only has addresses, not credentials.", "{SN}\nCredentials are injected separately.", ""),
    ("The user asked me to double-check this before posting it in the public issue:\n{SN}", "Nothing secret in it: no passwords or tokens, just addresses and paths.", ""),
    ("Wasn't told which endpoints to use.", "Use these:\n{SN}", "Is there a staging equivalent?"),
], "ko": [
    ("{E}에서 {SVC} 서비스가 어디로 붙는지 몰랐음.", "엔드포인트 목록 (크리덴셜 없음):\n{SN}", "런타임에 비번은 어디서 가져오나요?"),
    ("repo 설정엔 주소만 있고 크리덴셜은 없다는 맥락이 없었음.", "{SN}\n크리덴셜은 따로 주입됨.", ""),
    ("공개 이슈에 올리기 전에 이거 괜찮은지 봐달라고 함:\n{SN}", "비번이나 토큰 없음. 주소랑 경로뿐이라 괜찮음.", ""),
    ("어떤 엔드포인트를 써야 하는지 안내가 없었음.", "이걸 쓰면 됨:\n{SN}", "스테이징용도 따로 있나요?"),
]}


def clean_url(lang):
    c = new_ctx(lang)
    label, sn = url_snippet(c, lang)
    mc, le, ask = CF(URL_FRAMES, lang, {"SN": sn, "SVC": c["SVC"], "E": c["E"], "LABEL": label})
    return clean_note(lang, f"clean/url or path without credentials: {label}", mc, le, ask)

# ----------------------------------------------------------------------------------------------
# clean 9: CLI flags explained in prose (no values)
# ----------------------------------------------------------------------------------------------
FLAG_TIPS = [
    ("docker login", "`docker login -u ci --password-stdin registry.{ORG}.io < /run/secrets/registry_pw` keeps the password out of shell history and `ps` output; `-p` prints a warning for exactly that reason.",
     "`docker login -u ci --password-stdin registry.{ORG}.io < /run/secrets/registry_pw` 로 하면 비번이 shell history나 `ps`에 안 남음. `-p` 쓰면 그래서 경고가 뜸."),
    ("mysql", "`mysql -u app -p -h {HOST}` with nothing after `-p` makes the client prompt for the password; a value attached directly to `-p` would end up in history.",
     "`mysql -u app -p -h {HOST}` 처럼 `-p` 뒤에 값을 안 붙이면 비번을 프롬프트로 물어봄. `-p`에 바로 붙이면 history에 남음."),
    ("psql", "psql reads the password from `~/.pgpass` (mode 0600) or from the file in `PGPASSFILE`, so scripts can just run `psql -h {HOST} -U app -d app -w`.",
     "psql은 `~/.pgpass`(권한 0600)나 `PGPASSFILE`에 지정한 파일에서 비번을 읽음. 그래서 스크립트에서는 `psql -h {HOST} -U app -d app -w` 만 하면 됨."),
    ("gh", "`gh auth login --with-token` reads the token from stdin, e.g. `gh auth login --with-token < ~/.config/{ORG}/gh-token`; `gh auth status` shows which account is active without printing the token.",
     "`gh auth login --with-token` 은 stdin에서 토큰을 읽음 (예: `gh auth login --with-token < ~/.config/{ORG}/gh-token`). `gh auth status`는 토큰 출력 없이 활성 계정만 보여줌."),
    ("kubectl", "`kubectl create secret generic {SVC}-db --from-file=password=./db_password.txt -n {E}` avoids putting the value on the command line like `--from-literal` does.",
     "`kubectl create secret generic {SVC}-db --from-file=password=./db_password.txt -n {E}` 로 하면 `--from-literal`처럼 값이 커맨드라인에 안 남음."),
    ("curl", "`curl -u {USER} https://nexus.{ORG}.internal/...` without `:password` makes curl prompt; `--netrc-file` is the non-interactive option.",
     "`curl -u {USER} https://nexus.{ORG}.internal/...` 처럼 `:비번` 없이 쓰면 curl이 프롬프트로 물어봄. 비대화식이면 `--netrc-file` 사용."),
    ("sshpass", "`sshpass -e ssh deploy@{HOST}` reads the password from the `SSHPASS` environment variable instead of `-p`, so it isn't visible in `ps`.",
     "`sshpass -e ssh deploy@{HOST}` 는 `-p` 대신 `SSHPASS` 환경변수에서 비번을 읽어서 `ps`에 안 보임."),
    ("openssl", "openssl accepts `-passin env:KEY_PASS` or `-passin file:/run/secrets/key_pass` instead of `pass:...` on the command line.",
     "openssl은 커맨드라인에 `pass:...` 대신 `-passin env:KEY_PASS`나 `-passin file:/run/secrets/key_pass`를 쓸 수 있음."),
    ("keytool", "`keytool -list -keystore app.jks -storepass:env STOREPASS` reads the store password from an env var.",
     "`keytool -list -keystore app.jks -storepass:env STOREPASS` 로 하면 keystore 비번을 env에서 읽음."),
    ("ansible-playbook", "`ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.sh` (or `--ask-vault-pass` interactively) decrypts the vaulted vars at runtime.",
     "`ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.sh` (대화식이면 `--ask-vault-pass`)로 실행 시점에 vault 변수 복호화."),
    ("redis-cli", "`redis-cli -h {HOST} --askpass` prompts instead of taking `-a`, which also avoids the 'Using a password with -a' warning.",
     "`redis-cli -h {HOST} --askpass` 는 `-a` 대신 프롬프트로 물어봐서 'Using a password with -a' 경고도 안 뜸."),
    ("the 1Password CLI", "`op run --env-file=.env.tpl -- npm run dev` resolves `op://` references at runtime; nothing is written to disk.",
     "`op run --env-file=.env.tpl -- npm run dev` 는 실행 시점에 `op://` 참조를 풀어줌. 디스크에 값이 안 남음."),
    ("the AWS CLI", "`aws configure sso` then `aws sso login --profile {ORG}-{E}` gives short-lived credentials; no access keys in `~/.aws/credentials`.",
     "`aws configure sso` 후 `aws sso login --profile {ORG}-{E}` 하면 단기 크리덴셜을 받음. `~/.aws/credentials`에 access key 안 둠."),
    ("restic", "`restic -r s3:s3.amazonaws.com/{ORG}-backups --password-file /etc/restic/pass snapshots` is what the cron job uses.",
     "크론 잡은 `restic -r s3:s3.amazonaws.com/{ORG}-backups --password-file /etc/restic/pass snapshots` 형태로 돌아감."),
    ("bash", "With `HISTCONTROL=ignorespace`, commands that start with a space aren't saved to bash history - useful, but the team prefers stdin-based flags anyway.",
     "`HISTCONTROL=ignorespace`면 공백으로 시작하는 명령은 bash history에 안 남음. 그래도 팀은 stdin 방식 플래그를 선호함."),
    ("the Azure CLI", "`az login --use-device-code` works on the headless build box; no password is typed into the terminal.",
     "헤드리스 빌드 박스에서는 `az login --use-device-code`로 로그인. 터미널에 비번을 칠 일이 없음."),
    ("npm", "`npm login --auth-type=web` opens the browser flow; CI uses an automation token from `NPM_TOKEN` via `.npmrc` interpolation.",
     "`npm login --auth-type=web` 은 브라우저 인증으로 진행. CI는 `.npmrc`에서 `NPM_TOKEN`을 참조하는 automation 토큰 사용."),
    ("vault", "`vault login -method=oidc role={SVC}` opens SSO; the resulting token is cached in `~/.vault-token` and expires in 8h.",
     "`vault login -method=oidc role={SVC}` 하면 SSO로 로그인되고, 토큰은 `~/.vault-token`에 캐시되며 8시간 뒤 만료."),
]

FLAG_FRAMES = {"en": [
    ("I didn't know the team's convention for passing secrets to {TOOL}.", "{TIP}", "Should this go into the contributing guide?"),
    ("The runbook used an interactive step and I didn't know the non-interactive equivalent for {TOOL}.", "{TIP}", ""),
    ("Missing: how to avoid leaking the password into history when using {TOOL}.", "{TIP}", "Do we have a shared wrapper script for this?"),
], "ko": [
    ("{TOOL}에 secret을 넘기는 팀 컨벤션을 몰랐음.", "{TIP}", "기여 가이드에 적어둘까요?"),
    ("런북이 대화식 단계로 되어 있어서 {TOOL}의 비대화식 방법을 몰랐음.", "{TIP}", ""),
    ("{TOOL} 쓸 때 비번이 history에 안 남게 하는 방법을 몰랐음.", "{TIP}", "공용 래퍼 스크립트가 있나요?"),
]}


def clean_flags(lang):
    c = new_ctx(lang)
    tool, en, ko = pick(FLAG_TIPS)
    tip = (en if lang == "en" else ko).format(ORG=c["ORG"], HOST=c["HOST"], SVC=c["SVC"], E=c["E"], USER=pick(NAMES_ROMAN))
    if lang == "ko":
        tool = tool.replace("the 1Password CLI", "1Password CLI").replace("the AWS CLI", "AWS CLI").replace("the Azure CLI", "Azure CLI")
    mc, le, ask = CF(FLAG_FRAMES, lang, {"TOOL": tool, "TIP": tip})
    return clean_note(lang, f"clean/CLI flag explained without value: {tool}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 10: password policies, rotation talk, prose about passwords without one
# ----------------------------------------------------------------------------------------------
POLICY_EN = [
    ("password policy", "I didn't know the password rules for the {SVC} admin accounts.", "Policy: at least 14 characters, one upper, one lower, one digit, one symbol; no reuse of the last 5; rotated every 90 days. Enforced by the IdP, not the app.", "Does the policy apply to service accounts too?"),
    ("validation regex", "The signup form rejected passwords the PM thought were fine.", "The backend uses `^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^\\w\\s]).{{12,128}}$`, the frontend only checked length. Aligned the two.", ""),
    ("hashing parameters", "Missing context: how {SVC} stores passwords.", "Argon2id with m=65536, t=3, p=4; the hash column is `password_hash`. Legacy bcrypt (cost 10) hashes are upgraded on next login.", "Can we force-upgrade the remaining bcrypt rows?"),
    ("rotation without value", "Nobody told me the Stripe key had leaked last month.", "It was rotated: new key created in the dashboard, deployed via Vault (`secret/{E}/billing/stripe`), old key rolled with a 12h expiry. No value is stored anywhere else.", "Should we set up Stripe's key expiry reminders?"),
    ("AWS key rotation procedure", "I wasn't told the steps for rotating the CI user's AWS keys.", "Create a second key, update the CI secret, run one pipeline, deactivate the old key, delete it after 24h. `aws iam list-access-keys --user-name ci-{SVC}` shows both during the overlap.", ""),
    ("reset flow", "I didn't know how the reset link expiry works.", "Reset tokens are single-use, stored hashed, and expire after 30 minutes; the email only contains a link to /reset?token=..., which is generated per request.", "Should the expiry be shorter for admin accounts?"),
    ("logging rule", "Wasn't told that request bodies are logged in {E}.", "The logger drops fields named password, token, secret and authorization before writing. I added `otp_code` to that list.", "Any other field names to add?"),
    ("denylist examples", "The security review asked why some passwords are rejected.", "We check against a denylist of common passwords (the usual suspects like Password1!, Welcome123, Qwerty123456) plus the HIBP range API. That's why users see 'this password is too common'.", ""),
    ("xkcd passphrase example", "The user asked whether passphrases are allowed.", "Yes - the policy explicitly allows long passphrases, the help text uses the classic 'correct horse battery staple' example. Minimum is 4 words or 14 characters.", ""),
    ("where the password is (no value)", "I didn't have the password for the {E} database.", "It's in 1Password, vault 'Engineering', item '{SVC} {E} DB'. I requested access instead of asking for it in chat.", "Who approves 1Password vault access?"),
    ("MFA enrollment prose", "Missing context: the shared admin account requires TOTP.", "The TOTP seed is held in the team vault; the account owner re-enrolls devices. Nobody should photograph the QR code.", "Can we switch the account to passkeys?"),
    ("key expiry", "I didn't know the {SVC} API keys expire.", "Keys are issued with a 90-day TTL; the service emails the owner 14 days before expiry. Renewal is `POST /v1/keys/{{id}}/rotate`, which returns the new key once.", ""),
    ("service account policy", "I didn't know whether {SVC}'s service account is allowed to have a static password.", "It isn't: service accounts authenticate with workload identity in {E}; static passwords are only allowed for break-glass accounts, which are sealed in the vault and alarmed on use.", "Who gets paged when a break-glass account is used?"),
    ("password field handling", "Missing context: the mobile app sends the password field to a legacy endpoint.", "The legacy `/v1/login` endpoint takes `{{\"username\": ..., \"password\": ...}}` over TLS and is being replaced by the OAuth PKCE flow. No passwords are stored client-side; the keychain only holds the refresh token reference.", "When is /v1/login turned off?"),
    ("length vs complexity discussion", "The PM asked why we dropped the 'special character' rule.", "NIST 800-63B recommends length and breached-password checks over composition rules; we now require 12+ characters and block known-breached ones. Existing passwords stay valid until the next change.", ""),
    ("secret scanning setup", "I didn't know the repo has push protection.", "GitHub secret scanning push protection is on for the org; pushes containing a detected token are blocked with a link to bypass (which is logged). The pre-commit hook runs gitleaks with our custom rules.", "Where are the custom gitleaks rules kept?"),
    ("rotation calendar", "Nobody told me which credentials are due for rotation.", "The rotation tracker lists owner and due date per credential (DB, Stripe, SendGrid, the CI deploy key). {SVC}'s DB password is due next week; the owner is on-call.", "Should I open the rotation ticket now?"),
    ("vault lease TTL", "I didn't understand why the {SVC} DB connection drops every hour.", "Vault's database engine issues dynamic credentials with a 1h TTL; the app has to renew the lease or re-read the secret. The pool was caching the first username/password pair.", "Is 1h the intended TTL for {E}?"),
    ("incident follow-up", "Wasn't told about last week's secret-in-logs incident.", "A debug log printed request headers for two hours. All affected tokens were revoked and reissued; the log group was purged. The postmortem is in the wiki.", "Is there a test that fails if headers get logged again?"),
]
POLICY_KO = [
    ("password policy", "{SVC} 관리자 계정 비밀번호 규칙을 몰랐음.", "정책: 최소 14자, 대문자/소문자/숫자/특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일마다 변경. 앱이 아니라 IdP에서 강제함.", "서비스 계정에도 같은 정책이 적용되나요?"),
    ("validation regex", "기획자가 괜찮다고 생각한 비번이 회원가입에서 거절됨.", "백엔드는 `^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^\\w\\s]).{{12,128}}$` 를 쓰고 프론트는 길이만 체크하고 있었음. 둘을 맞춤.", ""),
    ("hashing parameters", "{SVC} 서비스가 비밀번호를 어떻게 저장하는지 몰랐음.", "Argon2id (m=65536, t=3, p=4), 컬럼명은 `password_hash`. 예전 bcrypt(cost 10) 해시는 다음 로그인 때 업그레이드됨.", "남은 bcrypt 행 강제 업그레이드할까요?"),
    ("rotation without value", "지난달에 Stripe 키가 유출됐었다는 얘기를 못 들었음.", "이미 교체 완료: 대시보드에서 새 키 발급 → Vault(`secret/{E}/billing/stripe`)로 배포 → 예전 키는 12시간 후 만료로 roll. 값은 다른 곳에 저장 안 함.", "Stripe 키 만료 알림 설정해 둘까요?"),
    ("AWS key rotation procedure", "CI 유저 AWS 키 로테이션 절차를 몰랐음.", "키 하나 더 발급 → CI secret 업데이트 → 파이프라인 한 번 실행 → 예전 키 비활성화 → 24시간 후 삭제. 겹치는 동안 `aws iam list-access-keys --user-name ci-{SVC}` 로 두 개 다 보임.", ""),
    ("reset flow", "비번 재설정 링크 만료 방식을 몰랐음.", "재설정 토큰은 1회용이고 해시로 저장되며 30분 후 만료. 메일에는 요청마다 생성되는 /reset?token=... 링크만 들어감.", "관리자 계정은 만료 시간을 더 짧게 할까요?"),
    ("logging rule", "{E}에서 request body가 로깅된다는 얘기를 못 들었음.", "로거가 password, token, secret, authorization 이름의 필드는 쓰기 전에 제거함. 여기에 `otp_code` 추가함.", "추가할 필드명 더 있나요?"),
    ("denylist examples", "보안 리뷰에서 왜 어떤 비번은 거절되는지 물어봄.", "흔한 비번 denylist(Password1!, Welcome123, Qwerty123456 같은 것들)와 HIBP range API로 검사함. 그래서 '너무 흔한 비밀번호입니다' 메시지가 뜸.", ""),
    ("where the password is (no value)", "{E} DB 비밀번호가 없었음.", "1Password 'Engineering' 볼트의 '{SVC} {E} DB' 항목에 있음. 채팅으로 달라고 하지 않고 접근 권한 요청함.", "1Password 볼트 접근 승인은 누가 하나요?"),
    ("MFA enrollment prose", "공용 관리자 계정에 TOTP가 필요하다는 맥락이 없었음.", "TOTP 시드는 팀 vault에 있고, 기기 재등록은 계정 오너가 함. QR 코드 사진 찍어두면 안 됨.", "이 계정 passkey로 바꿀 수 있을까요?"),
    ("key expiry", "{SVC} API 키에 만료가 있다는 걸 몰랐음.", "키는 90일 TTL로 발급되고 만료 14일 전에 오너에게 메일이 감. 갱신은 `POST /v1/keys/{{id}}/rotate`, 새 키는 응답에 한 번만 나옴.", ""),
    ("incident follow-up", "지난주 로그에 secret 찍힌 사고를 몰랐음.", "디버그 로그가 2시간 동안 요청 헤더를 출력했음. 영향받은 토큰 전부 폐기 후 재발급, 로그 그룹도 삭제함. 포스트모템은 위키에 있음.", "헤더가 다시 로깅되면 실패하는 테스트가 있나요?"),
    ("service account policy", "{SVC} 서비스 계정이 고정 비밀번호를 가져도 되는지 몰랐음.", "안 됨. {E}에서는 서비스 계정은 workload identity로 인증함. 고정 비번은 break-glass 계정에만 허용되고, vault에 봉인돼 있으며 사용 시 알람이 울림.", "break-glass 계정 쓰면 누가 호출되나요?"),
    ("length vs complexity discussion", "기획자가 왜 '특수문자 필수' 규칙을 뺐냐고 물어봄.", "NIST 800-63B가 조합 규칙보다 길이와 유출 비번 검사를 권장해서, 지금은 12자 이상 + 유출된 비번 차단으로 바꿈. 기존 비번은 다음 변경 때까지 유효.", ""),
    ("secret scanning setup", "repo에 push protection이 켜져 있다는 걸 몰랐음.", "조직 전체에 GitHub secret scanning push protection이 켜져 있어서 토큰이 감지되면 push가 막힘 (우회 링크 사용은 로그 남음). pre-commit 훅에서는 커스텀 룰로 gitleaks 돌림.", "커스텀 gitleaks 룰은 어디에 있나요?"),
    ("vault lease TTL", "{SVC} DB 연결이 한 시간마다 끊기는 이유를 몰랐음.", "Vault database 엔진이 TTL 1시간짜리 동적 크리덴셜을 발급함. 앱이 lease를 갱신하거나 secret을 다시 읽어야 하는데, 커넥션 풀이 처음 받은 계정/비번을 계속 캐시하고 있었음.", "{E}도 TTL 1시간이 의도된 값인가요?"),
    ("shared password etiquette", "팀 공용 계정 비번을 어떻게 공유하는지 몰랐음.", "비번은 채팅이나 메일로 보내지 않고 1Password 공유 링크(만료 1일)로만 보냄. 받은 뒤 바로 개인 볼트로 옮김.", ""),
]


def clean_policy(lang):
    c = new_ctx(lang)
    label, mc, le, ask = pick(POLICY_EN if lang == "en" else POLICY_KO)
    d = {"SVC": c["SVC"], "E": c["E"]}
    return clean_note(lang, f"clean/password prose without a password: {label}", fmt(mc, d), fmt(le, d), opt_ask(fmt(ask, d)))


# ----------------------------------------------------------------------------------------------
# clean 11: auth error messages
# ----------------------------------------------------------------------------------------------
def auth_error(c):
    u = acct()
    k = R.randint(0, 17)
    opts = [
        ("Postgres auth failure", f"psql: error: connection to server at \"{c['HOST']}\" ({ip()}), port 5432 failed: FATAL:  password authentication failed for user \"{u}\""),
        ("MySQL access denied", f"ERROR 1045 (28000): Access denied for user '{u}'@'{ip()}' (using password: YES)"),
        ("AWS SignatureDoesNotMatch", "botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method."),
        ("AWS InvalidAccessKeyId", "An error occurred (InvalidAccessKeyId) when calling the ListBuckets operation: The AWS Access Key Id you provided does not exist in our records."),
        ("git HTTPS auth failure", f"remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/{c['ORG']}/{c['SVC']}.git/'"),
        ("OAuth invalid_grant", "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})"),
        ("SSH publickey denied", f"deploy@{ip()}: Permission denied (publickey)."),
        ("Redis WRONGPASS", "(error) WRONGPASS invalid username-password pair or user is disabled."),
        ("MongoDB auth failed", "MongoServerError: bad auth : Authentication failed."),
        ("Slack invalid_auth", "slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)\nThe server responded with: {'ok': False, 'error': 'invalid_auth'}"),
        ("npm 401", f"npm error code E401\nnpm error Unable to authenticate, your authentication token seems to be invalid.\nnpm error To correct this please try logging in again with:\nnpm error   npm login"),
        ("docker registry unauthorized", f"Error response from daemon: Get \"https://registry.{c['ORG']}.io/v2/\": unauthorized: incorrect username or password"),
        ("Entra AADSTS7000215", f"AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '{uuid4()}'.\nTrace ID: {uuid4()}\nCorrelation ID: {uuid4()}"),
        ("kubectl Unauthorized", "error: You must be logged in to the server (Unauthorized)"),
        ("Stripe no API key", "stripe.error.AuthenticationError: No API key provided. (HINT: set your API key using \"stripe.api_key = <API-KEY>\"). You can generate API keys from the Stripe web interface."),
        ("Anthropic 401", f"anthropic.AuthenticationError: Error code: 401 - {{'type': 'error', 'error': {{'type': 'authentication_error', 'message': 'invalid x-api-key'}}, 'request_id': 'req_{an(24)}'}}"),
        ("GitHub Actions 403", "HttpError: Resource not accessible by integration\n    at /home/runner/work/_actions/actions/github-script/v7/dist/index.js:9537:21\n  status: 403"),
        ("Vault permission denied", f"Error reading secret/data/{c['E']}/{c['SVC']}/db: Error making API request.\n\nURL: GET https://vault.{c['ORG']}.internal:8200/v1/secret/data/{c['E']}/{c['SVC']}/db\nCode: 403. Errors:\n\n* permission denied"),
    ]
    return opts[k]


ERR_FRAMES = {"en": [
    ("I got this and didn't know which credential it refers to:\n{SN}", "The service was reading the {E} secret but connecting to another environment. Credentials themselves were fine.", "Can the config validation check the environment match at startup?"),
    ("The deploy failed with:\n{SN}", "The secret had been rotated upstream but the pod still had the old one; a rollout restart picked up the new value.", ""),
    ("Missing context: {SVC} auth errors in {E} are expected during the key rotation window.", "Error seen during the window:\n{SN}\nIt stopped once the new key propagated.", "How long is the rotation window supposed to be?"),
    ("Wasn't told that the CI runner has no credentials for this step.", "It fails with:\n{SN}\nThe step has to run in the deploy job, which has them.", ""),
], "ko": [
    ("이 에러가 났는데 어떤 크리덴셜 얘기인지 몰랐음:\n{SN}", "서비스가 {E} secret을 읽으면서 다른 환경으로 접속하고 있었음. 크리덴셜 자체는 정상.", "기동 시 설정 검증에서 환경 일치 여부 체크할 수 있을까요?"),
    ("배포가 이 에러로 실패:\n{SN}", "상위에서 secret이 교체됐는데 파드는 예전 값을 들고 있었음. rollout restart 하니 새 값 반영됨.", ""),
    ("키 로테이션 기간에는 {E}에서 {SVC} 인증 에러가 나는 게 정상이라는 맥락이 없었음.", "그 기간에 본 에러:\n{SN}\n새 키가 전파된 뒤 사라짐.", "로테이션 기간은 원래 얼마나 걸리나요?"),
    ("이 단계는 CI 러너에 크리덴셜이 없다는 얘기를 못 들었음.", "이렇게 실패함:\n{SN}\n크리덴셜 있는 deploy 잡에서 돌려야 함.", ""),
]}


def clean_error(lang):
    c = new_ctx(lang)
    label, sn = auth_error(c)
    mc, le, ask = CF(ERR_FRAMES, lang, {"SN": sn, "E": c["E"], "SVC": c["SVC"]})
    return clean_note(lang, f"clean/auth error message: {label}", mc, le, ask)


# ----------------------------------------------------------------------------------------------
# clean 12: publishable keys (documented by their vendor as public)
# ----------------------------------------------------------------------------------------------
def _clerk_pk(c):
    return "pk_live_" + b64e(f"clerk.{c['ORG']}.io$".encode()).rstrip("=")


PUB_QUEUE = []


def publishable_snippet(c):
    if not PUB_QUEUE and not getattr(publishable_snippet, "filled", False):
        PUB_QUEUE.extend(range(22))
        R.shuffle(PUB_QUEUE)
        publishable_snippet.filled = True
    k = PUB_QUEUE.pop(0) if PUB_QUEUE else R.randint(0, 21)
    o = c["ORG"]
    if k == 0:
        return "Stripe publishable key", f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{an(97)}"
    if k == 1:
        return "Stripe publishable key (loadStripe)", f"const stripePromise = loadStripe('pk_live_51{an(97)}');"
    if k == 2:
        return "Firebase web config apiKey", (f"const firebaseConfig = {{\n  apiKey: \"AIza{rs(URLSAFE, 35)}\",\n  authDomain: \"{o}-prod.firebaseapp.com\",\n  projectId: \"{o}-prod\",\n"
                                             f"  storageBucket: \"{o}-prod.appspot.com\",\n  messagingSenderId: \"{digits(12)}\",\n  appId: \"1:{digits(12)}:web:{hx(22)}\"\n}};")
    if k == 3:
        return "Google Maps JS browser key", f"<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza{rs(URLSAFE, 35)}&callback=initMap&libraries=places\"></script>"
    if k == 4:
        return "Mapbox public token", f"mapboxgl.accessToken = '{_mapbox('pk', o)}';"
    if k == 5:
        return "Algolia search-only key", f"const searchClient = algoliasearch('{rs(ANU, 10)}', '{hx(32)}'); // search-only key"
    if k == 6:
        return "reCAPTCHA site key", f"<div class=\"g-recaptcha\" data-sitekey=\"6L{pick(['c', 'e', 'd'])}{rs(URLSAFE, 37)}\"></div>"
    if k == 7:
        return "Cloudflare Turnstile site key", f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs(URLSAFE, 14)}\" data-theme=\"light\"></div>"
    if k == 8:
        return "Sentry DSN", f"Sentry.init({{\n  dsn: \"https://{hx(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}\",\n  tracesSampleRate: 0.1,\n}});"
    if k == 9:
        return "PostHog project API key", f"posthog.init('phc_{an(43)}', {{ api_host: 'https://us.i.posthog.com' }})"
    if k == 10:
        iat = R.randint(1680000000, 1750000000)
        anon = jwt_hs256({"iss": "supabase", "ref": rs(LOW, 20), "role": "anon", "iat": iat, "exp": iat + 315360000})
        return "Supabase anon key", f"NEXT_PUBLIC_SUPABASE_ANON_KEY={anon}"
    if k == 11:
        return "Clerk publishable key", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={_clerk_pk(c)}"
    if k == 12:
        return "Toss Payments client key", f"const tossPayments = TossPayments('{pick(['live_ck_', 'live_gck_', 'test_ck_'])}{an(28)}');"
    if k == 13:
        return "Kakao JavaScript key", f"Kakao.init('{hx(32)}'); // JavaScript 키 (도메인 제한)"
    if k == 14:
        return "Segment write key", f"analytics.load(\"{an(32)}\");"
    if k == 15:
        return "Mixpanel project token", f"mixpanel.init('{hx(32)}', {{ track_pageview: true }});"
    if k == 16:
        return "LaunchDarkly client-side ID", f"const ldClient = LDClient.initialize('{hx(24)}', {{ kind: 'user', key: userId }});"
    if k == 17:
        return "Datadog RUM client token", f"datadogRum.init({{\n  applicationId: '{uuid4()}',\n  clientToken: 'pub{hx(32)}',\n  site: 'ap1.datadoghq.com',\n  service: '{c['SVC']}',\n}});"
    if k == 18:
        return "Braintree tokenization key", f"braintree.client.create({{ authorization: 'production_{rs(ANL, 8)}_{rs(ANL, 16)}' }})"
    if k == 19:
        return "Shopify Storefront API token", f"const client = createStorefrontApiClient({{\n  storeDomain: '{o}.myshopify.com',\n  apiVersion: '2024-07',\n  publicAccessToken: '{hx(32)}',\n}});"
    if k == 20:
        return "Web Push VAPID public key", f"applicationServerKey: urlBase64ToUint8Array('B{rs(URLSAFE, 86)}')"
    return "Rollbar client-side token", f"_rollbarConfig = {{ accessToken: \"{hx(32)}\", captureUncaught: true, payload: {{ environment: \"{c['E']}\" }} }};"


PUB_KEY_FRAMES = {"en": [
    ("I wasn't sure whether the key in the frontend bundle was a leak.", "It's the {LABEL}, which the vendor documents as safe to expose in the browser:\n{SN}", "Do we also restrict it by domain?"),
    ("Setting up the {SVC} frontend; nobody mentioned which key goes into the client.", "Client config:\n{SN}\nAnything secret stays server-side; this value is meant for the browser.", ""),
    ("The secret scanner flagged this in the web app:\n{SN}", "False positive: it's the {LABEL}, public by design.", "Can we allowlist publishable keys in the scanner?"),
    ("Missing: the {E} value for the {LABEL}.", "{SN}", "Is there a separate one for {E}?"),
], "ko": [
    ("프론트엔드 번들에 들어간 키가 유출인지 헷갈렸음.", "{LABEL} 값이라서 벤더 문서상 브라우저에 노출돼도 되는 값임:\n{SN}", "도메인 제한도 걸려 있나요?"),
    ("{SVC} 프론트 세팅 중인데 클라이언트에 어떤 키를 넣는지 안내가 없었음.", "클라이언트 설정:\n{SN}\nsecret 성격의 값은 서버에만 있고, 이 값은 브라우저용임.", ""),
    ("시크릿 스캐너가 웹앱에서 이걸 잡음:\n{SN}", "오탐. {LABEL} 값이라서 원래 공개용임.", "스캐너에서 publishable 키는 allowlist 처리할 수 있을까요?"),
    ("{E}용 {LABEL} 값을 몰랐음.", "{SN}", "{E} 전용 키가 따로 있나요?"),
]}


def clean_publishable(lang):
    c = new_ctx(lang)
    label, sn = publishable_snippet(c)
    mc, le, ask = CF(PUB_KEY_FRAMES, lang, {"LABEL": label, "SN": sn, "SVC": c["SVC"], "E": c["E"]})
    return clean_note(lang, f"clean/publishable key: {label} [publishable]", mc, le, ask)

# ----------------------------------------------------------------------------------------------
# plan: exact counts per category and language
# ----------------------------------------------------------------------------------------------
SECRET_PLAN = [  # (generator, n_en, n_ko)
    ("token", 102, 68),
    (conn_note, 14, 10),
    (cli_note, 22, 14),
    (prose_note, 18, 12),
    (cfg_note, 12, 8),
    (sql_note, 5, 3),
    (http_note, 8, 6),
    (key_note, 8, 6),
    (mfa_note, 7, 5),
    (wifi_pin_wallet_note, 9, 5),
    (app_pw_note, 5, 3),
    (artifact_note, 6, 4),
]
CLEAN_PLAN = [
    (clean_ref, 30, 20),
    (clean_masked, 14, 10),
    (clean_doc_example, 7, 5),
    (clean_hash, 22, 14),
    (clean_ids, 22, 14),
    (clean_b64, 14, 10),
    (clean_pub, 18, 12),
    (clean_url, 16, 10),
    (clean_flags, 14, 10),
    (clean_policy, 18, 12),
    (clean_error, 17, 11),
    (clean_publishable, 24, 16),
]


def token_vendor_plan(n):
    names = []
    for v in VENDORS:
        if v["vendor"] not in names:
            names.append(v["vendor"])
    R.shuffle(names)
    n_distinct = min(len(names), n - 40)
    plan = []
    for name in names[:n_distinct]:
        specs = [v for v in VENDORS if v["vendor"] == name]
        plan.append(R.choices(specs, weights=[v["weight"] for v in specs])[0])
    while len(plan) < n:
        plan.append(R.choices(VENDORS, weights=[v["weight"] ** 2 for v in VENDORS])[0])
    R.shuffle(plan)
    return plan


def main():
    notes = []
    seen = set()

    def add(gen, lang):
        for _ in range(40):
            n = build(gen, lang)
            key = json.dumps(n["fields"], sort_keys=True, ensure_ascii=False)
            if key not in seen:
                seen.add(key)
                notes.append(n)
                return
        raise RuntimeError("duplicate notes keep coming")

    for gen, n_en, n_ko in SECRET_PLAN:
        langs = ["en"] * n_en + ["ko"] * n_ko
        R.shuffle(langs)
        if gen == "token":
            for v, lang in zip(token_vendor_plan(len(langs)), langs):
                add(lambda l, v=v: token_note(l, v), lang)
        else:
            for lang in langs:
                add(gen, lang)
    for gen, n_en, n_ko in CLEAN_PLAN:
        langs = ["en"] * n_en + ["ko"] * n_ko
        R.shuffle(langs)
        for lang in langs:
            add(gen, lang)

    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({"id": f"{ID_PREFIX}{i:03d}", "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"]})

    # ---- global assertions (FORMAT.txt + brief) ----
    assert len(out) == 720
    assert len({o["id"] for o in out}) == 720
    assert [o["id"] for o in out] == [f"gk{i:03d}" for i in range(1, 721)]
    for kind in ("secret", "clean"):
        for lang, want in (("en", 216), ("ko", 144)):
            got = sum(1 for o in out if o["kind"] == kind and o["lang"] == lang)
            assert got == want, (kind, lang, got)
    for o, n in zip(out, notes):
        assert list(o.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(o["fields"].keys()) == FIELD_KEYS
        err = validate(o)
        assert err is None, (o["id"], err)
        if o["category"].endswith(" [publishable]"):
            assert o["kind"] == "clean"
        if o["lang"] == "ko":
            assert any("\uac00" <= ch <= "\ud7a3" for ch in o["fields"]["missing_context"] + o["fields"]["lesson"]), o["id"]
    vendors = []
    for n in notes:
        if n["kind"] == "secret" and n["_vendor"] and n["_vendor"] not in vendors:
            vendors.append(n["_vendor"])
    token_vendors = []
    for n in notes:
        if n["category"].startswith("token/") and n["_vendor"] not in token_vendors:
            token_vendors.append(n["_vendor"])
    assert len(token_vendors) >= 100, len(token_vendors)

    lines = [json.dumps(o, ensure_ascii=False) for o in out]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT_PATH, "wb") as fh:
        fh.write(data)
    # ---- summary ----
    print(f"wrote {OUT_PATH}: {len(out)} notes, sha256 {hashlib.sha256(data).hexdigest()}")
    for kind in ("secret", "clean"):
        print(kind, {lang: sum(1 for o in out if o["kind"] == kind and o["lang"] == lang) for lang in ("en", "ko")})
    print("distinct vendors/services in provider-token notes:", len(token_vendors))
    print("distinct vendors/services across secret notes:", len(vendors))
    print("listed secrets:", sum(len(o["secrets"]) for o in out), "; publishable-tagged clean notes:",
          sum(1 for o in out if o["category"].endswith(" [publishable]")))
    if "--stats" in sys.argv:
        cats = {}
        for o in out:
            top = o["kind"] + " | " + o["category"].split("/")[0].split(":")[0]
            cats[top] = cats.get(top, 0) + 1
        for k in sorted(cats):
            print(f"  {cats[k]:4d}  {k}")
        print("token vendors:", ", ".join(sorted(token_vendors)))


if __name__ == "__main__":
    main()
