#!/usr/bin/env python3
"""make_blind_set_v119.py -- generator of the blind evaluation set v119 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(119_2026_1128)
drives every choice; no iteration over sets and no hash(), so PYTHONHASHSEED does not matter.
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v119.py [output_path]
"""
import base64
import hashlib
import hmac
import json
import struct
import sys
import urllib.parse
import uuid
import zlib

import random

SEED = 119_2026_1128
R = random.Random(SEED)

DIGITS = "0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALNUM = UPPER + LOWER + DIGITS
B62 = DIGITS + UPPER + LOWER
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = UPPER + LOWER + DIGITS + "+/"
B64URL = UPPER + LOWER + DIGITS + "-_"
URLSAFE = ALNUM + "_-"
B32 = UPPER + "234567"


# ----------------------------------------------------------------------------------------------
# basic random helpers
# ----------------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


DECKS = {}


def deal(key, options):
    """draw without replacement from a per-key shuffled deck (refilled when empty): spreads the kinds of a
    small family evenly instead of leaving some undrawn by chance"""
    deck = DECKS.get(key)
    if not deck:
        deck = list(options)
        R.shuffle(deck)
        DECKS[key] = deck
    return deck.pop()


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def ruuid():
    return str(uuid.UUID(bytes=rbytes(16), version=4))


def hexs(n):
    return rs(HEX, n)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b62enc(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, nrand=30):
    """GitHub / npm style: 30 random base62 chars + base62(crc32) padded to 6."""
    body = rs(B62, nrand)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jcompact(obj):
    return json.dumps(obj, separators=(",", ":"))


def make_jwt(payload, key=None, alg="HS256", kid=None):
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header = {"alg": alg, "kid": kid, "typ": "JWT"}
    si = b64u(jcompact(header).encode()) + "." + b64u(jcompact(payload).encode())
    if alg == "HS256":
        sig = hmac.new(key or rbytes(32), si.encode(), hashlib.sha256).digest()
    elif alg == "ES256":
        sig = rbytes(64)
    else:
        sig = rbytes(256)
    return si + "." + b64u(sig)


def ts(lo=1693000000, hi=1735000000):
    return rint(lo, hi)


# ----------------------------------------------------------------------------------------------
# DER / PEM helpers
# ----------------------------------------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(x):
    return der(0x02, x.to_bytes(x.bit_length() // 8 + 1, "big"))


def der_seq(*items):
    return der(0x30, b"".join(items))


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(label, data, width=64):
    body = wrap(b64(data), width)
    return ["-----BEGIN %s-----" % label] + body + ["-----END %s-----" % label], body


# ----------------------------------------------------------------------------------------------
# RSA (real keys, Miller-Rabin primes driven by R)
# ----------------------------------------------------------------------------------------------
SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def is_probable_prime(n):
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _r in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def gen_prime(bits):
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if (c - 1) % 65537 and is_probable_prime(c):
            return c


def rsa_key(bits):
    e = 65537
    while True:
        p = gen_prime(bits // 2)
        q = gen_prime(bits // 2)
        if p != q and (p * q).bit_length() == bits:
            break
    if p < q:
        p, q = q, p
    n = p * q
    phi = (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    return dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))


def rsa_pkcs1_der(k):
    return der_seq(der_int(0), der_int(k["n"]), der_int(k["e"]), der_int(k["d"]), der_int(k["p"]),
                   der_int(k["q"]), der_int(k["dp"]), der_int(k["dq"]), der_int(k["qi"]))


OID_RSA = bytes.fromhex("06092a864886f70d010101")


def rsa_pkcs8_der(k):
    alg = der_seq(OID_RSA, b"\x05\x00")
    return der_seq(der_int(0), alg, der(0x04, rsa_pkcs1_der(k)))


def rsa_ssh_pub(k, comment):
    def mpint(x):
        b = x.to_bytes(x.bit_length() // 8 + 1, "big")
        return struct.pack(">I", len(b)) + b
    blob = sshstr(b"ssh-rsa") + mpint(k["e"]) + mpint(k["n"])
    return "ssh-rsa " + b64(blob) + " " + comment


def rsa_spki_der(k):
    alg = der_seq(OID_RSA, b"\x05\x00")
    pub = der_seq(der_int(k["n"]), der_int(k["e"]))
    return der_seq(alg, der(0x03, b"\x00" + pub))


# ----------------------------------------------------------------------------------------------
# Ed25519 (RFC 8032) and X25519 (RFC 7748), pure Python
# ----------------------------------------------------------------------------------------------
EP = 2 ** 255 - 19
ED_D = -121665 * pow(121666, EP - 2, EP) % EP
SQRT_M1 = pow(2, (EP - 1) // 4, EP)


def _ed_recover_x(y, sign):
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, EP - 2, EP)
    x = pow(x2, (EP + 3) // 8, EP)
    if (x * x - x2) % EP:
        x = x * SQRT_M1 % EP
    if (x & 1) != sign:
        x = EP - x
    return x


_GY = 4 * pow(5, EP - 2, EP) % EP
_GX = _ed_recover_x(_GY, 0)
ED_G = (_GX, _GY, 1, _GX * _GY % EP)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % EP
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % EP
    C = 2 * P[3] * Q[3] * ED_D % EP
    D = 2 * P[2] * Q[2] % EP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F, G * H, F * G, E * H)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    Pt = _ed_mul(a, ED_G)
    zi = pow(Pt[2], EP - 2, EP)
    x, y = Pt[0] * zi % EP, Pt[1] * zi % EP
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def x25519(k, u):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    kn = int.from_bytes(bytes(k), "little")
    x1 = int.from_bytes(u, "little") & ((1 << 255) - 1)
    x2, z2, x3, z3, swap = 1, 0, x1, 1, 0
    for t in range(254, -1, -1):
        kt = (kn >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
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
        x3 = (DA + CB) ** 2 % EP
        z3 = x1 * (DA - CB) ** 2 % EP
        x2 = AA * BB % EP
        z2 = E * (AA + 121665 * E) % EP
    if swap:
        x2, z2 = x3, z3
    return (x2 * pow(z2, EP - 2, EP) % EP).to_bytes(32, "little")


def x25519_pub(k):
    return x25519(k, (9).to_bytes(32, "little"))


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    seed = rbytes(32)
    pub = ed25519_pub(seed)
    pub_blob = sshstr(b"ssh-ed25519") + sshstr(pub)
    check = R.getrandbits(32)
    priv = struct.pack(">II", check, check) + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pub_blob) + sshstr(priv))
    body = wrap(b64(blob), 70)
    lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"]
    return lines, body, "ssh-ed25519 " + b64(pub_blob) + " " + comment


def ssh_ed25519_pubkey(comment):
    pub = ed25519_pub(rbytes(32))
    blob = sshstr(b"ssh-ed25519") + sshstr(pub)
    return "ssh-ed25519 " + b64(blob) + " " + comment, blob


def ssh_fingerprint(blob):
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


# ----------------------------------------------------------------------------------------------
# P-256
# ----------------------------------------------------------------------------------------------
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_A = P256_P - 3
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _p256_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % P256_P == 0:
        return None
    if P == Q:
        l = (3 * P[0] * P[0] + P256_A) * pow(2 * P[1], -1, P256_P) % P256_P
    else:
        l = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, P256_P) % P256_P
    x = (l * l - P[0] - Q[0]) % P256_P
    return (x, (l * (P[0] - x) - P[1]) % P256_P)


def _p256_mul(k, P):
    Q = None
    while k:
        if k & 1:
            Q = _p256_add(Q, P)
        P = _p256_add(P, P)
        k >>= 1
    return Q


OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")


def p256_keypair():
    d = R.randrange(1, P256_N)
    X, Y = _p256_mul(d, P256_G)
    pub = b"\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big")
    return d, pub


def ec_sec1_der(d, pub, with_params=True):
    items = [der_int(1), der(0x04, d.to_bytes(32, "big"))]
    if with_params:
        items.append(der(0xA0, OID_P256))
    items.append(der(0xA1, der(0x03, b"\x00" + pub)))
    return der_seq(*items)


def ec_pkcs8_der(d, pub):
    return der_seq(der_int(0), der_seq(OID_EC, OID_P256), der(0x04, ec_sec1_der(d, pub, True)))


def ec_spki_der(pub):
    return der_seq(der_seq(OID_EC, OID_P256), der(0x03, b"\x00" + pub))


# ----------------------------------------------------------------------------------------------
# bech32 (age keys), CRC-24 (OpenPGP armor)
# ----------------------------------------------------------------------------------------------
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data8):
    acc, bits, data = 0, 0, []
    for v in data8:
        acc = (acc << 8) | v
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(hx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_private_block(name, email):
    created = struct.pack(">I", ts())
    oid = bytes.fromhex("2b06010401da470f01")
    seckey = (b"\x04" + created + b"\x16" + bytes([len(oid)]) + oid + b"\x01\x07" + b"\x40" + rbytes(32)
              + b"\x00" + b"\x00\xff" + rbytes(32))
    seckey += struct.pack(">H", sum(seckey[-34:]) & 0xFFFF)
    pkt = bytes([0x94, len(seckey)]) + seckey
    uid = ("%s <%s>" % (name, email)).encode()
    pkt += bytes([0xB4, len(uid)]) + uid
    sig = b"\x04\x13\x16\x08\x00" + rbytes(0x70)
    pkt += bytes([0x88, len(sig)]) + sig
    body = wrap(b64(pkt), 64)
    c = b64(crc24(pkt).to_bytes(3, "big"))
    lines = ["-----BEGIN PGP PRIVATE KEY BLOCK-----", ""] + body + ["=" + c, "-----END PGP PRIVATE KEY BLOCK-----"]
    return lines, body


# ----------------------------------------------------------------------------------------------
# BIP39 (real wordlist, real checksum)
# ----------------------------------------------------------------------------------------------
BIP39_WORDS = """
abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange
arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average
avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best
betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame
blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb
bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother
brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp
can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver
demand demise denial dentist deny depart depend deposit depth deputy derive describe desert
design desk despair destroy detail detect develop device devote diagram dial diamond diary dice
diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease
dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll
dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw dream
dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf
dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate
effort egg eight either elbow elder electric elegant element elephant elevator elite else embark
embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy
enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry
envelope episode equal equip era erase erode erosion error erupt escape essay essence estate
eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse
execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family
famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february
federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film
filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame
flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil
fold follow food foot force forest forget fork fortune forum forward fossil foster found fox
fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny
furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas
gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle
ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue
goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape
grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt
guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk
hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint
hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse
hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt
husband hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense
immune impact impose improve impulse inch include income increase index indicate indoor industry
infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry
insane insect inside inspire install intact interest into invest invite involve iron island
isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey
joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind
kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake
lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader
leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson
letter level liar liberty library license life lift light like limb limit link lion liquid list
little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love
loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main
major make mammal man manage mandate mango mansion manual maple marble march margin marine
market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry
mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey
monster month moon moral more morning mosquito mother motion motor mountain mouse move movie
much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive
name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest
net network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure
observe obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange orbit orchard
order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven
over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther
paper parade parent park parrot party pass patch path patient patrol pattern pause pave payment
peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet
phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe
pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet
point polar pole police pond pony pool popular portion position possible post potato pottery
poverty powder power practice praise predict prefer prepare present pretty prevent price pride
primary print priority prison private prize problem process produce profit program project
promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin
punch pupil puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter
question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp
ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall
receive recipe record recycle reduce reflect reform refuse region regret regular reject relax
release relief rely remain remember remind remove render renew rent reopen repair repeat replace
report require rescue resemble resist resource response result retire retreat return reunion
reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple
risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate
rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad
salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan
scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea
search season seat second secret section security seed seek segment select sell seminar senior
sense sentence series service session settle setup seven shadow shaft shallow share shed shell
sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since
sing siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep
slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack
snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve
someone song soon sorry sort soul sound soup source south space spare spatial spawn speak
special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport
spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs stamp
stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject submit
subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply
supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm
swear sweet swift swim swing switch sword symbol symptom syrup system table tackle tag tail
talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term
test text thank that theme then theory there they thing this thought three thrive throw thumb
thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today
toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic
topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic
tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel
turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware
uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock until
unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless
usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle
velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious
victory video view village vintage violin virtual virus visa visit visual vital vivid vocal
voice void volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior
wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird
welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win
window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool
word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young
youth zebra zero zone zoo
""".split()


def bip39_mnemonic(nwords=12):
    ent_bytes = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[nwords]
    ent = rbytes(ent_bytes)
    cs_bits = ent_bytes * 8 // 32
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << cs_bits | (h[0] >> (8 - cs_bits))
    total = ent_bytes * 8 + cs_bits
    words = [BIP39_WORDS[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(nwords)]
    return " ".join(words)


def _self_tests():
    assert len(BIP39_WORDS) == 2048 and BIP39_WORDS == sorted(BIP39_WORDS)
    assert hashlib.sha256(("\n".join(BIP39_WORDS) + "\n").encode()).hexdigest() == \
        "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
    # RFC 8032 test 1
    assert ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # RFC 7748 6.1
    assert x25519_pub(bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")).hex() == \
        "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"
    # P-256 generator on curve
    x, y = P256_G
    assert (y * y - (x * x * x + P256_A * x + P256_B)) % P256_P == 0
    # bech32 (BIP173 vector)
    assert bech32_encode("a", b"") == "a12uel5l"
    # crc24 (RFC 4880 init value check on empty input)
    assert crc24(b"") == 0xB704CE




# ----------------------------------------------------------------------------------------------
# vendor token generators (public shapes)
# ----------------------------------------------------------------------------------------------
def g_aws_akid(prefix="AKIA"):
    return prefix + rs(UPPER + "234567", 16)


def g_aws_secret():
    return rs(ALNUM + "/+", 40)


def g_aws_session():
    return "FwoGZXIvYXdzE" + rs(B64, rint(280, 340))


def g_openai():
    if chance(0.7):
        return "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)
    if chance(0.5):
        return "sk-svcacct-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def g_anthropic():
    return "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"


def g_stripe(kind="sk", mode="live"):
    if chance(0.6):
        acct = "51" + rs(ALNUM, 14)
        return "%s_%s_%s%s" % (kind, mode, acct, rs(ALNUM, 83))
    return "%s_%s_%s" % (kind, mode, rs(ALNUM, 24))


def g_slack_bot():
    return "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), rs(ALNUM, 24))


def g_slack_user():
    return "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), hexs(32))


def g_slack_app():
    return "xapp-1-A%s-%d-%s" % (rs(UALNUM, 10), rint(10 ** 12, 10 ** 13), hexs(64))


def g_gitlab():
    return "glpat-" + rs(URLSAFE, 20)


def g_github_fine():
    return "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)


def g_sendgrid():
    return "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)


def g_mailgun():
    if chance(0.5):
        return "key-" + hexs(32)
    return hexs(32) + "-" + hexs(8) + "-" + hexs(8)


def g_mailchimp():
    return hexs(32) + "-us" + str(rint(1, 21))


def g_hf():
    return "hf_" + rs(UPPER + LOWER, 34)


def g_atlassian():
    body = "ATATT3xFfGF0" + rs(URLSAFE, rint(170, 176))
    return body + "=" + rs(UHEX, 8)


def g_tfc():
    return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)


def g_vault():
    if chance(0.5):
        return "hvs." + rs(ALNUM, 24)
    return "hvs.CAESI" + rs(URLSAFE, 86) + "Gh4KHGh2cy4" + rs(ALNUM, 24)


def g_discord_bot():
    uid = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64(uid.encode()).rstrip("=") + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)


def g_telegram():
    return "%d:AA%s" % (rint(10 ** 8, 8 * 10 ** 9), rs(URLSAFE, 33))


def g_fb():
    return "EAA" + pick("BGIJ") + rs(ALNUM, rint(160, 190))


def g_x_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 22) + "%3D" + rs(ALNUM, 50)


def g_azure_storage():
    return b64(rbytes(64))


def g_azure_client_secret():
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)


def g_azure_devops():
    return rs(LOWER + "234567", 52)


def g_azure_sb():
    return b64(rbytes(32))


def g_azure_sas_sig():
    return urllib.parse.quote(b64(rbytes(32)), safe="")


def g_mapbox_secret(user):
    payload = b64u(jcompact({"u": user, "a": "cl" + rs(LALNUM, 23)}).encode())
    return "sk." + payload + "." + rs(URLSAFE, 22)


def g_mapbox_public(user):
    payload = b64u(jcompact({"u": user, "a": "cl" + rs(LALNUM, 23)}).encode())
    return "pk." + payload + "." + rs(URLSAFE, 22)


def g_age_secret():
    return bech32_encode("age-secret-key-", rbytes(32)).upper()


def g_fcm():
    return "AAAA" + rs(URLSAFE, 7) + ":APA91b" + rs(URLSAFE, 134)


def g_pypi():
    mac = b"\x02\x01\x08pypi.org\x02\x24" + ruuid().encode() + b"\x00\x02\x2a" + jcompact({"version": 1, "permissions": "user"}).encode() + b"\x00\x00\x06\x20" + rbytes(32)
    return "pypi-" + b64u(mac)


def g_jfrog():
    raw = "reftkn:01:%d:%s" % (ts(1735000000, 1900000000), rs(ALNUM, 32))
    return b64(raw.encode()).rstrip("=")


def g_bitbucket():
    body = "ATBB" + rs(ALNUM, 28)
    return body + ("%08X" % (zlib.crc32(body.encode()) & 0xFFFFFFFF))


def g_sentry_org(org):
    payload = jcompact({"iat": ts() + 0.123456, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": org})
    return "sntrys_" + b64(payload.encode()).rstrip("=") + "_" + rs(URLSAFE, 43)


def g_grafana_cloud(stack):
    payload = jcompact({"o": str(rint(100000, 999999)), "n": "%s-%s" % (stack, rs(LALNUM, 6)), "k": rs(ALNUM, 24), "m": {"r": pick(["us", "eu", "ap-southeast-1"])}})
    return "glc_" + b64(payload.encode())


def g_grafana_sa():
    body = rs(ALNUM, 32)
    return "glsa_" + body + "_" + "%08x" % (zlib.crc32(body.encode()) & 0xFFFFFFFF)


def g_intercom():
    return b64(("tok:%s:1:0" % ruuid()).encode())


def g_elastic_apikey():
    return b64(("%s:%s" % (rs(URLSAFE, 20), rs(URLSAFE, 22))).encode())


def g_sas_cookie():
    return "s%3A" + rs(URLSAFE, 32) + "." + urllib.parse.quote(b64(rbytes(32)).rstrip("="), safe="")


def g_supabase_jwt(ref, role):
    iat = ts(1690000000, 1730000000)
    return make_jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000})


def g_k8s_sa_jwt(ns, sa):
    iat = ts()
    return make_jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": iat + 31536000, "iat": iat,
                     "iss": "https://kubernetes.default.svc.cluster.local",
                     "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": ruuid()}},
                     "sub": "system:serviceaccount:%s:%s" % (ns, sa)}, alg="RS256", kid=b64u(rbytes(32)))


def g_generic_jwt(sub):
    iat = ts()
    return make_jwt({"sub": sub, "iat": iat, "exp": iat + 86400 * rint(1, 365)})


def g_linear():
    return "lin_api_" + rs(ALNUM, 40)


def g_ghost_admin():
    return hexs(64)


def g_wp_app_pw():
    return " ".join(rs(ALNUM, 4) for _ in range(6))


def g_google_app_pw():
    return " ".join(rs(LOWER, 4) for _ in range(4))


def g_apple_app_pw():
    return "-".join(rs(LOWER, 4) for _ in range(4))


def g_naver_app_pw():
    return rs(UALNUM, 12)


def g_cloudinary_secret():
    return rs(URLSAFE, 27)


def g_twilio_sid():
    return "AC" + hexs(32)


def g_ethereum_pk():
    return "0x" + hexs(64)


def g_data_go_kr():
    raw = b64(rbytes(66))
    return raw


def g_toss_sk(mode):
    return "%s_sk_%s" % (mode, rs(ALNUM, 28))


def g_toss_ck(mode):
    return "%s_ck_%s" % (mode, rs(ALNUM, 28))


def g_line_channel_token():
    return rs(B64, 171) + "="


def g_upstash():
    return "A" + rs(ALNUM, 3) + "ASQgO" + rs(ALNUM, 50)


def g_influx():
    return b64u(rbytes(64)) + "=="


# ----------------------------------------------------------------------------------------------
# token specs.  gen() returns a list of (VAR, value, listed)
# ----------------------------------------------------------------------------------------------
TOKENS = []


def T(vendor, var, gen, host=None, auth=None, what="API key", code=None, ko=None, pair=False, svc=None):
    TOKENS.append(dict(vendor=vendor, var=var, gen=gen, host=host, auth=auth, what=what, code=code or {},
                       ko=ko or vendor, pair=pair, svc=svc or vendor.lower().split()[0]))


def one(f):
    return lambda var: [(var, f(), True)]


T("OpenAI", "OPENAI_API_KEY", one(g_openai), "https://api.openai.com/v1/models", "bearer",
  code={"py": 'client = OpenAI(api_key="{v}")', "js": 'const openai = new OpenAI({{ apiKey: "{v}" }});',
        "go": 'client := openai.NewClient(option.WithAPIKey("{v}"))'})
T("Anthropic", "ANTHROPIC_API_KEY", one(g_anthropic), "https://api.anthropic.com/v1/messages", "x-api-key",
  code={"py": 'client = anthropic.Anthropic(api_key="{v}")', "js": "const anthropic = new Anthropic({{ apiKey: '{v}' }});"})
T("GitHub", "GITHUB_TOKEN", one(lambda: crc_token("ghp_")), "https://api.github.com/user", "token", what="personal access token",
  code={"py": 'g = Github(auth=Auth.Token("{v}"))', "js": 'const octokit = new Octokit({{ auth: "{v}" }});',
        "go": 'ts := oauth2.StaticTokenSource(&oauth2.Token{{AccessToken: "{v}"}})'})
T("GitHub fine-grained", "GH_TOKEN", one(g_github_fine), "https://api.github.com/repos/{org}/{repo}/actions/runs", "bearer", what="fine-grained PAT")
T("GitHub OAuth", "GITHUB_OAUTH_TOKEN", one(lambda: crc_token("gho_")), "https://api.github.com/user/repos", "bearer", what="OAuth token")
T("GitHub App", "GITHUB_INSTALLATION_TOKEN", one(lambda: crc_token("ghs_")), "https://api.github.com/installation/repositories", "bearer", what="installation token")
T("GitLab", "GITLAB_TOKEN", one(g_gitlab), "https://gitlab.com/api/v4/projects", "private-token", what="personal access token",
  code={"py": 'gl = gitlab.Gitlab("https://gitlab.com", private_token="{v}")'})
T("GitLab Runner", "CI_RUNNER_TOKEN", one(lambda: "glrt-" + rs(URLSAFE, 20)), None, None, what="runner authentication token")
T("GitLab Deploy", "GITLAB_DEPLOY_TOKEN", one(lambda: "gldt-" + rs(URLSAFE, 20)), None, None, what="deploy token")
T("Slack", "SLACK_BOT_TOKEN", one(g_slack_bot), "https://slack.com/api/chat.postMessage", "bearer", what="bot token",
  code={"py": 'client = WebClient(token="{v}")', "js": "const app = new App({{ token: '{v}', signingSecret: process.env.SLACK_SIGNING_SECRET }});"})
T("Slack user", "SLACK_USER_TOKEN", one(g_slack_user), "https://slack.com/api/users.list", "bearer", what="user token")
T("Slack Socket Mode", "SLACK_APP_TOKEN", one(g_slack_app), None, None, what="app-level token")
T("Stripe", "STRIPE_SECRET_KEY", one(lambda: g_stripe("sk", "live")), "https://api.stripe.com/v1/charges", "basic-user", what="secret key",
  code={"py": 'stripe.api_key = "{v}"', "js": "const stripe = require('stripe')('{v}');", "rb": "Stripe.api_key = '{v}'",
        "php": "$stripe = new \\Stripe\\StripeClient('{v}');", "go": 'stripe.Key = "{v}"'})
T("Stripe test", "STRIPE_SECRET_KEY", one(lambda: g_stripe("sk", "test")), "https://api.stripe.com/v1/customers", "basic-user", what="test secret key")
T("Stripe restricted", "STRIPE_RESTRICTED_KEY", one(lambda: g_stripe("rk", "live")), "https://api.stripe.com/v1/refunds", "bearer", what="restricted key")
T("Stripe webhooks", "STRIPE_WEBHOOK_SECRET", one(lambda: "whsec_" + rs(ALNUM, 32)), None, None, what="webhook signing secret",
  code={"py": 'event = stripe.Webhook.construct_event(payload, sig_header, "{v}")', "js": "const event = stripe.webhooks.constructEvent(body, sig, '{v}');"})
T("AWS", "AWS", lambda var: [("AWS_ACCESS_KEY_ID", g_aws_akid(), True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret(), True)], None, None,
  what="access key pair", pair=True)
T("AWS STS", "AWS", lambda var: [("AWS_ACCESS_KEY_ID", g_aws_akid("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret(), True),
                                  ("AWS_SESSION_TOKEN", g_aws_session(), True)], None, None, what="temporary credentials", pair=True)
T("Google Gemini", "GEMINI_API_KEY", one(lambda: "AIza" + rs(URLSAFE, 35)), "https://generativelanguage.googleapis.com/v1beta/models", "x-goog-api-key",
  code={"py": 'client = genai.Client(api_key="{v}")', "js": 'const ai = new GoogleGenAI({{ apiKey: "{v}" }});'})
T("Google OAuth", "GOOGLE_CLIENT_SECRET", one(lambda: "GOCSPX-" + rs(URLSAFE, 28)), None, None, what="OAuth client secret")
T("Google OAuth refresh", "GOOGLE_REFRESH_TOKEN", one(lambda: "1//0" + rs(ALNUM, 2) + "-" + rs(URLSAFE, 95)), None, None, what="refresh token")
T("Twilio", "TWILIO", lambda var: [("TWILIO_ACCOUNT_SID", g_twilio_sid(), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)], None, None,
  what="auth token", pair=True)
T("SendGrid", "SENDGRID_API_KEY", one(g_sendgrid), "https://api.sendgrid.com/v3/mail/send", "bearer",
  code={"py": 'sg = SendGridAPIClient("{v}")', "js": "sgMail.setApiKey('{v}');"})
T("Mailgun", "MAILGUN_API_KEY", one(g_mailgun), "https://api.mailgun.net/v3/{domain}/messages", "basic-api")
T("Mailchimp", "MAILCHIMP_API_KEY", one(g_mailchimp), None, None)
T("npm", "NPM_TOKEN", one(lambda: crc_token("npm_")), None, None, what="access token")
T("PyPI", "PYPI_TOKEN", one(g_pypi), None, None, what="API token")
T("RubyGems", "GEM_HOST_API_KEY", one(lambda: "rubygems_" + hexs(48)), None, None)
T("NuGet", "NUGET_API_KEY", one(lambda: "oy2" + rs(LALNUM, 43)), None, None)
T("crates.io", "CARGO_REGISTRY_TOKEN", one(lambda: "cio" + rs(ALNUM, 32)), None, None, what="API token")
T("Docker Hub", "DOCKERHUB_TOKEN", one(lambda: "dckr_pat_" + rs(URLSAFE, 27)), None, None, what="access token")
T("HashiCorp Vault", "VAULT_TOKEN", one(g_vault), "https://vault.{corp}.internal:8200/v1/secret/data/app", "x-vault-token", what="token")
T("Terraform Cloud", "TF_TOKEN_app_terraform_io", one(g_tfc), "https://app.terraform.io/api/v2/organizations", "bearer", what="API token")
T("DigitalOcean", "DIGITALOCEAN_TOKEN", one(lambda: "dop_v1_" + hexs(64)), "https://api.digitalocean.com/v2/droplets", "bearer", what="API token")
T("Heroku", "HEROKU_API_KEY", one(ruuid), "https://api.heroku.com/apps", "bearer")
T("Shopify", "SHOPIFY_ACCESS_TOKEN", one(lambda: "shpat_" + hexs(32)), "https://{shop}.myshopify.com/admin/api/2024-07/products.json", "x-shopify-access-token", what="Admin API access token")
T("Atlassian", "JIRA_API_TOKEN", one(g_atlassian), "https://{corp}.atlassian.net/rest/api/3/myself", "basic-email", what="API token")
T("Linear", "LINEAR_API_KEY", one(g_linear), "https://api.linear.app/graphql", "raw-authorization")
T("Notion", "NOTION_TOKEN", one(lambda: pick(["secret_" + rs(ALNUM, 43), "ntn_" + rs(DIGITS, 11) + rs(ALNUM, 35)])), "https://api.notion.com/v1/search", "bearer",
  what="integration token", code={"js": "const notion = new Client({{ auth: '{v}' }});", "py": 'notion = Client(auth="{v}")'})
T("Airtable", "AIRTABLE_API_KEY", one(lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)), "https://api.airtable.com/v0/meta/bases", "bearer", what="personal access token")
T("Figma", "FIGMA_TOKEN", one(lambda: "figd_" + rs(URLSAFE, 40)), "https://api.figma.com/v1/me", "x-figma-token", what="personal access token")
T("Asana", "ASANA_PAT", one(lambda: "2/%d/%d:%s" % (rint(10 ** 15, 10 ** 16), rint(10 ** 15, 10 ** 16), hexs(32))), "https://app.asana.com/api/1.0/users/me", "bearer", what="personal access token")
T("Discord", "DISCORD_BOT_TOKEN", one(g_discord_bot), "https://discord.com/api/v10/users/@me", "discord-bot", what="bot token",
  code={"py": 'client.run("{v}")', "js": "client.login('{v}');"})
T("Telegram", "TELEGRAM_BOT_TOKEN", one(g_telegram), None, None, what="bot token",
  code={"py": 'app = ApplicationBuilder().token("{v}").build()'})
T("Hugging Face", "HF_TOKEN", one(g_hf), "https://huggingface.co/api/whoami-v2", "bearer", what="access token",
  code={"py": 'login(token="{v}")'})
T("Replicate", "REPLICATE_API_TOKEN", one(lambda: "r8_" + rs(ALNUM, 37)), "https://api.replicate.com/v1/predictions", "bearer", what="API token")
T("Groq", "GROQ_API_KEY", one(lambda: "gsk_" + rs(ALNUM, 52)), "https://api.groq.com/openai/v1/models", "bearer",
  code={"py": 'client = Groq(api_key="{v}")'})
T("Perplexity", "PERPLEXITY_API_KEY", one(lambda: "pplx-" + rs(ALNUM, 48)), "https://api.perplexity.ai/chat/completions", "bearer")
T("xAI", "XAI_API_KEY", one(lambda: "xai-" + rs(ALNUM, 80)), "https://api.x.ai/v1/models", "bearer")
T("Mistral", "MISTRAL_API_KEY", one(lambda: rs(ALNUM, 32)), "https://api.mistral.ai/v1/models", "bearer",
  code={"py": 'client = Mistral(api_key="{v}")'})
T("Cohere", "COHERE_API_KEY", one(lambda: rs(ALNUM, 40)), "https://api.cohere.com/v2/chat", "bearer",
  code={"py": 'co = cohere.ClientV2("{v}")'})
T("DeepSeek", "DEEPSEEK_API_KEY", one(lambda: "sk-" + hexs(32)), "https://api.deepseek.com/models", "bearer")
T("OpenRouter", "OPENROUTER_API_KEY", one(lambda: "sk-or-v1-" + hexs(64)), "https://openrouter.ai/api/v1/models", "bearer")
T("Together AI", "TOGETHER_API_KEY", one(lambda: "tgp_v1_" + rs(URLSAFE, 43)), "https://api.together.xyz/v1/models", "bearer")
T("Fireworks AI", "FIREWORKS_API_KEY", one(lambda: "fw_" + rs(ALNUM, 24)), "https://api.fireworks.ai/inference/v1/models", "bearer")
T("ElevenLabs", "ELEVENLABS_API_KEY", one(lambda: "sk_" + hexs(48)), "https://api.elevenlabs.io/v1/voices", "xi-api-key")
T("Pinecone", "PINECONE_API_KEY", one(lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63)), None, None,
  code={"py": 'pc = Pinecone(api_key="{v}")'})
T("Weights & Biases", "WANDB_API_KEY", one(lambda: hexs(40)), None, None, code={"py": 'wandb.login(key="{v}")'})
T("LangSmith", "LANGSMITH_API_KEY", one(lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10)), None, None)
T("Langfuse", "LANGFUSE_SECRET_KEY", one(lambda: "sk-lf-" + ruuid()), None, None, what="secret key")
T("Cerebras", "CEREBRAS_API_KEY", one(lambda: "csk-" + rs(LALNUM, 48)), "https://api.cerebras.ai/v1/models", "bearer")
T("Voyage AI", "VOYAGE_API_KEY", one(lambda: "pa-" + rs(URLSAFE, 43)), None, None)
T("AssemblyAI", "ASSEMBLYAI_API_KEY", one(lambda: hexs(32)), "https://api.assemblyai.com/v2/transcript", "raw-authorization")
T("Deepgram", "DEEPGRAM_API_KEY", one(lambda: hexs(40)), "https://api.deepgram.com/v1/listen", "token")
T("Datadog", "DATADOG", lambda var: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)], "https://api.datadoghq.com/api/v1/validate", None, pair=True, what="API and application keys")
T("New Relic", "NEW_RELIC_API_KEY", one(lambda: "NRAK-" + rs(UALNUM, 27)), "https://api.newrelic.com/graphql", "api-key", what="user key")
T("New Relic ingest", "NEW_RELIC_LICENSE_KEY", one(lambda: hexs(36) + "NRAL"), None, None, what="license key")
T("Sentry", "SENTRY_AUTH_TOKEN", one(lambda: "sntryu_" + hexs(64)), "https://sentry.io/api/0/projects/", "bearer", what="auth token")
T("Sentry org", "SENTRY_AUTH_TOKEN", one(lambda: g_sentry_org(pick(["acme", "hanbit", "northwind", "mosaic-labs"]))), None, None, what="org auth token")
T("Grafana Cloud", "GRAFANA_CLOUD_TOKEN", one(lambda: g_grafana_cloud(pick(["prod", "obs", "metrics"]))), None, None, what="access policy token")
T("Grafana", "GRAFANA_SA_TOKEN", one(g_grafana_sa), "https://grafana.{corp}.io/api/dashboards/uid/{uid}", "bearer", what="service account token")
T("PagerDuty", "PAGERDUTY_TOKEN", one(lambda: "u+" + rs(URLSAFE, 18)), "https://api.pagerduty.com/incidents", "pd-token", what="user API token")
T("PagerDuty Events", "PAGERDUTY_ROUTING_KEY", one(lambda: hexs(32)), None, None, what="integration key")
T("Honeycomb", "HONEYCOMB_API_KEY", one(lambda: "hcaik_01" + rs(LALNUM, 56)), None, None, what="ingest key")
T("Doppler", "DOPPLER_TOKEN", one(lambda: pick(["dp.st.", "dp.pt.", "dp.sa."]) + (pick(["prd.", "stg.", ""]) if chance(0.4) else "") + rs(ALNUM, 43)), None, None, what="service token")
def g_op_sa():
    a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    payload = jcompact({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                        "salt": b64u(rbytes(16))}, "email": "%s@1passwordserviceaccounts.com" % rs(LALNUM, 13),
                        "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
                        "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5)),
                        "throttleSecret": {"seed": hexs(64), "uuid": rs(UALNUM, 26)}, "deviceUuid": rs(LALNUM, 26)})
    return "ops_" + b64(payload.encode()).rstrip("=")


T("1Password", "OP_SERVICE_ACCOUNT_TOKEN", one(g_op_sa), None, None, what="service account token")
T("Cloudflare", "CLOUDFLARE_API_TOKEN", one(lambda: rs(URLSAFE, 40)), "https://api.cloudflare.com/client/v4/user/tokens/verify", "bearer", what="API token")
T("Cloudflare Global", "CF_API_KEY", one(lambda: hexs(37)), "https://api.cloudflare.com/client/v4/zones", "x-auth-key", what="Global API Key")
T("Vercel", "VERCEL_TOKEN", one(lambda: rs(ALNUM, 24)), "https://api.vercel.com/v9/projects", "bearer", what="access token")
T("Netlify", "NETLIFY_AUTH_TOKEN", one(lambda: "nfp_" + rs(ALNUM, 36) + rs(LALNUM, 4)), "https://api.netlify.com/api/v1/sites", "bearer", what="personal access token")
T("Fly.io", "FLY_API_TOKEN", one(lambda: "fm2_lJPE" + rs(B64, rint(180, 220))), None, None, what="deploy token")
T("Render", "RENDER_API_KEY", one(lambda: "rnd_" + rs(ALNUM, 32)), "https://api.render.com/v1/services", "bearer")
T("Railway", "RAILWAY_TOKEN", one(ruuid), None, None, what="project token")
T("Supabase", "SUPABASE_SERVICE_ROLE_KEY", one(lambda: g_supabase_jwt(rs(LOWER, 20), "service_role")), None, None, what="service_role key",
  code={"js": "const supabase = createClient('https://{ref}.supabase.co', '{v}');", "py": 'supabase = create_client(url, "{v}")'})
T("Supabase Management", "SUPABASE_ACCESS_TOKEN", one(lambda: "sbp_" + hexs(40)), "https://api.supabase.com/v1/projects", "bearer", what="access token")
T("PlanetScale", "PLANETSCALE_SERVICE_TOKEN", one(lambda: "pscale_tkn_" + rs(ALNUM + "_", 43)), None, None, what="service token")
T("Neon", "NEON_API_KEY", one(lambda: "napi_" + rs(LALNUM, 64)), "https://console.neon.tech/api/v2/projects", "bearer")
T("Upstash", "UPSTASH_REDIS_REST_TOKEN", one(g_upstash), None, None, what="REST token")
T("Azure Storage", "AZURE_STORAGE_KEY", one(g_azure_storage), None, None, what="storage account key")
T("Azure AD", "AZURE_CLIENT_SECRET", one(g_azure_client_secret), None, None, what="client secret")
T("Azure DevOps", "AZURE_DEVOPS_PAT", one(g_azure_devops), "https://dev.azure.com/{corp}/_apis/projects", "basic-empty", what="PAT")
T("Azure OpenAI", "AZURE_OPENAI_API_KEY", one(lambda: hexs(32)), "https://{corp}-aoai.openai.azure.com/openai/deployments?api-version=2024-06-01", "api-key")
T("Okta", "OKTA_API_TOKEN", one(lambda: "00" + rs(URLSAFE, 40)), "https://{corp}.okta.com/api/v1/users?limit=5", "ssws", what="API token")
T("Auth0", "AUTH0_CLIENT_SECRET", one(lambda: rs(URLSAFE, 64)), None, None, what="client secret")
T("Square", "SQUARE_ACCESS_TOKEN", one(lambda: "EAAA" + rs(URLSAFE, 60)), "https://connect.squareup.com/v2/locations", "bearer", what="access token")
T("Braintree", "BRAINTREE_ACCESS_TOKEN", one(lambda: "access_token$production$" + rs(LALNUM, 16) + "$" + hexs(32)), None, None, what="access token")
T("PayPal", "PAYPAL_CLIENT_SECRET", one(lambda: rs(URLSAFE, 80)), None, None, what="client secret")
T("Plaid", "PLAID_SECRET", one(lambda: hexs(30)), None, None, what="secret")
T("Dropbox", "DROPBOX_ACCESS_TOKEN", one(lambda: "sl.u." + rs(URLSAFE, 140)), "https://api.dropboxapi.com/2/users/get_current_account", "bearer", what="access token")
T("Meta", "META_ACCESS_TOKEN", one(g_fb), "https://graph.facebook.com/v19.0/me", "bearer", what="access token")
T("X (Twitter)", "TWITTER_BEARER_TOKEN", one(g_x_bearer), "https://api.twitter.com/2/users/me", "bearer", what="bearer token")
T("Mapbox", "MAPBOX_SECRET_TOKEN", one(lambda: g_mapbox_secret(pick(["hanbit-maps", "acme-geo", "jdoe"]))), None, None, what="secret token")
T("Databricks", "DATABRICKS_TOKEN", one(lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"])), "https://{corp}.cloud.databricks.com/api/2.0/clusters/list", "bearer", what="PAT")
T("Postman", "POSTMAN_API_KEY", one(lambda: "PMAK-" + hexs(24) + "-" + hexs(34)), "https://api.getpostman.com/collections", "x-api-key")
T("SonarQube", "SONAR_TOKEN", one(lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40)), None, None, what="token")
T("CircleCI", "CIRCLECI_TOKEN", one(lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)), "https://circleci.com/api/v2/me", "circle-token", what="personal API token")
T("Buildkite", "BUILDKITE_API_TOKEN", one(lambda: "bkua_" + hexs(40)), "https://api.buildkite.com/v2/organizations", "bearer")
T("Bitbucket", "BITBUCKET_APP_PASSWORD", one(g_bitbucket), None, None, what="app password")
T("JFrog", "JFROG_ACCESS_TOKEN", one(g_jfrog), "https://{corp}.jfrog.io/artifactory/api/repositories", "bearer", what="reference token")
T("Snyk", "SNYK_TOKEN", one(ruuid), None, None, what="API token")
T("Codecov", "CODECOV_TOKEN", one(ruuid), None, None, what="upload token")
T("Expo", "EXPO_TOKEN", one(lambda: rs(URLSAFE, 40)), None, None, what="access token")
T("Firebase Cloud Messaging", "FCM_SERVER_KEY", one(g_fcm), "https://fcm.googleapis.com/fcm/send", "fcm-key", what="legacy server key")
T("Resend", "RESEND_API_KEY", one(lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)), "https://api.resend.com/emails", "bearer",
  code={"js": "const resend = new Resend('{v}');"})
T("Brevo", "BREVO_API_KEY", one(lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)), "https://api.brevo.com/v3/account", "api-key")
T("Postmark", "POSTMARK_SERVER_TOKEN", one(ruuid), "https://api.postmarkapp.com/email", "x-postmark-server-token", what="server token")
T("Mailjet", "MAILJET", lambda var: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)], None, None, pair=True, what="API key pair")
T("Intercom", "INTERCOM_ACCESS_TOKEN", one(g_intercom), "https://api.intercom.io/me", "bearer", what="access token")
T("Zendesk", "ZENDESK_API_TOKEN", one(lambda: rs(ALNUM, 40)), None, None, what="API token")
T("HubSpot", "HUBSPOT_ACCESS_TOKEN", one(lambda: "pat-" + pick(["na1", "eu1"]) + "-" + ruuid()), "https://api.hubapi.com/crm/v3/objects/contacts", "bearer", what="private app token")
T("Salesforce", "SF_CONSUMER_SECRET", one(lambda: rs(UHEX, 64)), None, None, what="consumer secret")
T("Trello", "TRELLO_TOKEN", one(lambda: "ATTA" + hexs(64) + rs(UHEX, 8)), None, None, what="token")
T("ClickUp", "CLICKUP_API_TOKEN", one(lambda: "pk_%d_%s" % (rint(10 ** 7, 10 ** 8), rs(UALNUM, 32))), "https://api.clickup.com/api/v2/team", "raw-authorization", what="personal token")
T("Todoist", "TODOIST_API_TOKEN", one(lambda: hexs(40)), "https://api.todoist.com/rest/v2/projects", "bearer")
T("Zoom", "ZOOM_CLIENT_SECRET", one(lambda: rs(ALNUM, 32)), None, None, what="client secret")
T("Twitch", "TWITCH_CLIENT_SECRET", one(lambda: rs(LALNUM, 30)), None, None, what="client secret")
T("Spotify", "SPOTIFY_CLIENT_SECRET", one(lambda: hexs(32)), None, None, what="client secret")
T("Coinbase", "COINBASE_API_SECRET", one(lambda: rs(ALNUM, 32)), None, None, what="API secret")
T("Binance", "BINANCE", lambda var: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)], None, None, pair=True, what="API key pair")
T("Alpaca", "ALPACA", lambda var: [("APCA_API_KEY_ID", "PK" + rs(UALNUM, 18), True), ("APCA_API_SECRET_KEY", rs(ALNUM, 40), True)], None, None, pair=True, what="API key pair")
T("Infura", "INFURA_API_KEY_SECRET", one(lambda: hexs(32)), None, None, what="API key secret")
T("Alchemy", "ALCHEMY_API_KEY", one(lambda: rs(URLSAFE, 32)), "https://eth-mainnet.g.alchemy.com/v2/", "path", what="API key")
T("Etherscan", "ETHERSCAN_API_KEY", one(lambda: rs(UALNUM, 34)), "https://api.etherscan.io/api?module=account&action=balance&address=0x{addr}&apikey=", "query")
T("Paystack", "PAYSTACK_SECRET_KEY", one(lambda: "sk_live_" + hexs(40)), "https://api.paystack.co/transaction", "bearer", what="secret key")
T("Flutterwave", "FLW_SECRET_KEY", one(lambda: "FLWSECK-" + hexs(32) + "-X"), None, None, what="secret key")
T("Razorpay", "RAZORPAY", lambda var: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)], None, None, pair=True, what="key secret")
T("Mollie", "MOLLIE_API_KEY", one(lambda: "live_" + rs(ALNUM, 30)), "https://api.mollie.com/v2/payments", "bearer")
T("Shippo", "SHIPPO_API_TOKEN", one(lambda: "shippo_live_" + hexs(40)), None, None, what="API token")
T("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", one(lambda: "CFPAT-" + rs(URLSAFE, 43)), None, None, what="management token")
T("Sanity", "SANITY_API_TOKEN", one(lambda: "sk" + rs(ALNUM, 180)), None, None, what="write token")
T("Algolia", "ALGOLIA_ADMIN_API_KEY", one(lambda: hexs(32)), None, None, what="admin API key",
  code={"js": "const client = algoliasearch('{appid}', '{v}');"})
T("Typesense", "TYPESENSE_API_KEY", one(lambda: rs(ALNUM, 32)), None, None, what="admin key")
T("Meilisearch", "MEILI_MASTER_KEY", one(lambda: rs(URLSAFE, 40)), None, None, what="master key")
T("Elastic Cloud", "ELASTIC_API_KEY", one(g_elastic_apikey), "https://{corp}.es.us-east-1.aws.elastic.cloud/_cluster/health", "apikey")
T("Confluent Cloud", "CONFLUENT", lambda var: [("CONFLUENT_API_KEY", rs(UALNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)], None, None, pair=True, what="API key and secret")
T("InfluxDB", "INFLUX_TOKEN", one(g_influx), None, None, what="API token")
T("Splunk", "SPLUNK_HEC_TOKEN", one(ruuid), "https://http-inputs-{corp}.splunkcloud.com:443/services/collector/event", "splunk", what="HEC token")
T("Sumo Logic", "SUMO", lambda var: [("SUMO_ACCESS_ID", "su" + rs(ALNUM, 12), True), ("SUMO_ACCESS_KEY", rs(ALNUM, 64), True)], None, None, pair=True, what="access key")
T("Rollbar", "ROLLBAR_ACCESS_TOKEN", one(lambda: hexs(32)), None, None, what="post_server_item token")
T("Honeybadger", "HONEYBADGER_PERSONAL_AUTH_TOKEN", one(lambda: "hbp_" + rs(ALNUM, 36)), None, None, what="personal auth token")
T("Cloudflare R2", "R2", lambda var: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)], None, None, pair=True, what="S3 credentials")
T("Backblaze B2", "B2", lambda var: [("B2_APPLICATION_KEY_ID", "005" + hexs(22), True), ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "+/", 27), True)], None, None, pair=True, what="application key")
T("Scaleway", "SCW", lambda var: [("SCW_ACCESS_KEY", "SCW" + rs(UALNUM, 17), True), ("SCW_SECRET_KEY", ruuid(), True)], None, None, pair=True, what="API key")
T("Linode", "LINODE_TOKEN", one(lambda: hexs(64)), "https://api.linode.com/v4/linode/instances", "bearer", what="personal access token")
T("Vultr", "VULTR_API_KEY", one(lambda: rs(UALNUM, 36)), "https://api.vultr.com/v2/instances", "bearer")
T("Hetzner Cloud", "HCLOUD_TOKEN", one(lambda: rs(ALNUM, 64)), "https://api.hetzner.cloud/v1/servers", "bearer", what="API token")
T("IBM Cloud", "IBMCLOUD_API_KEY", one(lambda: rs(URLSAFE, 44)), None, None)
T("Alibaba Cloud", "ALIBABA", lambda var: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)], None, None, pair=True, what="AccessKey pair")
T("Tencent Cloud", "TENCENT", lambda var: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)], None, None, pair=True, what="SecretId/SecretKey")
T("Naver Cloud", "NCLOUD", lambda var: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], None, None, pair=True, what="access key pair", ko="네이버 클라우드")
T("Kakao", "KAKAO_ADMIN_KEY", one(lambda: hexs(32)), "https://kapi.kakao.com/v1/user/ids", "kakao-ak", what="Admin key", ko="카카오")
T("Kakao REST", "KAKAO_REST_API_KEY", one(lambda: hexs(32)), "https://dapi.kakao.com/v2/local/search/address.json?query=판교역", "kakao-ak", what="REST API key", ko="카카오")
T("Naver Developers", "NAVER", lambda var: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)], None, None, pair=True, what="client secret", ko="네이버 개발자센터")
T("Toss Payments", "TOSS_SECRET_KEY", one(lambda: g_toss_sk(pick(["live", "test"]))), "https://api.tosspayments.com/v1/payments/confirm", "basic-user", what="secret key", ko="토스페이먼츠")
T("PortOne", "PORTONE_API_SECRET", one(lambda: rs(ALNUM, 80)), None, None, what="V2 API secret", ko="포트원")
T("data.go.kr", "DATA_GO_KR_SERVICE_KEY", one(g_data_go_kr), None, None, what="service key", ko="공공데이터포털")
T("LINE", "LINE_CHANNEL_ACCESS_TOKEN", one(g_line_channel_token), "https://api.line.me/v2/bot/info", "bearer", what="channel access token")
T("LINE secret", "LINE_CHANNEL_SECRET", one(lambda: hexs(32)), None, None, what="channel secret")
T("Pusher", "PUSHER_SECRET", one(lambda: hexs(20)), None, None, what="app secret")
T("Ably", "ABLY_API_KEY", one(lambda: "%s.%s:%s" % (rs(ALNUM, 6), rs(URLSAFE, 6), rs(URLSAFE, 43))), None, None)
T("Stream", "STREAM_API_SECRET", one(lambda: rs(LALNUM, 64)), None, None, what="API secret")
T("OneSignal", "ONESIGNAL_REST_API_KEY", one(lambda: "os_v2_app_" + rs(LOWER + "234567", 113)), "https://api.onesignal.com/notifications", "key", what="REST API key")
T("PostHog", "POSTHOG_PERSONAL_API_KEY", one(lambda: "phx_" + rs(ALNUM, 43)), None, None, what="personal API key")
T("LaunchDarkly", "LAUNCHDARKLY_SDK_KEY", one(lambda: "sdk-" + ruuid()), None, None, what="server-side SDK key")
T("LaunchDarkly API", "LAUNCHDARKLY_ACCESS_TOKEN", one(lambda: "api-" + ruuid()), "https://app.launchdarkly.com/api/v2/flags/default", "raw-authorization", what="API access token")
T("Statsig", "STATSIG_SERVER_SECRET", one(lambda: "secret-" + rs(ALNUM, 43)), None, None, what="server secret key")
T("Mixpanel", "MIXPANEL_SERVICE_ACCOUNT_SECRET", one(lambda: rs(ALNUM, 32)), None, None, what="service account secret")
T("Amplitude", "AMPLITUDE_SECRET_KEY", one(lambda: hexs(32)), None, None, what="secret key")
T("Cloudinary", "CLOUDINARY_URL", lambda var: [("CLOUDINARY_API_SECRET", g_cloudinary_secret(), True)], None, None, what="API secret")
T("Ghost", "GHOST_ADMIN_API_KEY", lambda var: [("GHOST_ADMIN_API_KEY", hexs(24) + ":" + g_ghost_admin(), True)], None, None, what="Admin API key")
T("WooCommerce", "WOO", lambda var: [("WC_CONSUMER_KEY", "ck_" + hexs(40), True), ("WC_CONSUMER_SECRET", "cs_" + hexs(40), True)], None, None, pair=True, what="REST API keys")
T("Gitea", "GITEA_TOKEN", one(lambda: hexs(40)), "https://git.{corp}.dev/api/v1/user", "token", what="access token")
T("Jenkins", "JENKINS_API_TOKEN", one(lambda: "11" + hexs(32)), None, None, what="API token")
T("Octopus Deploy", "OCTOPUS_API_KEY", one(lambda: "API-" + rs(UALNUM, 30)), None, None)
T("Rancher", "RANCHER_TOKEN", one(lambda: "token-%s:%s" % (rs(LALNUM, 5), rs(LALNUM, 54))), None, None, what="API bearer token")
T("Pulumi", "PULUMI_ACCESS_TOKEN", one(lambda: "pul-" + hexs(40)), None, None, what="access token")
T("Tailscale", "TS_AUTHKEY", one(lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)), None, None, what="auth key")
T("ngrok", "NGROK_AUTHTOKEN", one(lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)), None, None, what="authtoken")
T("Clerk", "CLERK_SECRET_KEY", one(lambda: "sk_live_" + rs(ALNUM, 42)), None, None, what="secret key")
T("ConvertKit", "CONVERTKIT_API_SECRET", one(lambda: rs(URLSAFE, 43)), None, None, what="API secret")
T("Contentstack", "CONTENTSTACK_MANAGEMENT_TOKEN", one(lambda: "cs" + hexs(32)), None, None, what="management token")
T("Lemon Squeezy", "LEMONSQUEEZY_API_KEY", one(lambda: g_generic_jwt(str(rint(1000, 99999)))), "https://api.lemonsqueezy.com/v1/stores", "bearer")
T("Paddle", "PADDLE_API_KEY", one(lambda: "pdl_live_apikey_" + rs(LALNUM, 26) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3)), "https://api.paddle.com/products", "bearer")
T("Vonage", "VONAGE_API_SECRET", one(lambda: rs(ALNUM, 16)), None, None, what="API secret")
T("Plivo", "PLIVO_AUTH_TOKEN", one(lambda: rs(ALNUM, 40)), None, None, what="auth token")
T("Telnyx", "TELNYX_API_KEY", one(lambda: "KEY" + rs(UHEX, 32) + "_" + rs(ALNUM, 22)), "https://api.telnyx.com/v2/phone_numbers", "bearer")
T("Mux", "MUX_TOKEN_SECRET", one(lambda: rs(ALNUM + "+/", 75)), None, None, what="token secret")

def g_slack_webhook(var):
    tok = rs(ALNUM, 24)
    return [(var, "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UALNUM, rint(8, 10)), rs(UALNUM, rint(9, 11)), tok), tok)]


def g_discord_webhook(var):
    tok = rs(URLSAFE, 68)
    return [(var, "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 13 * 10 ** 17), tok), tok)]


def g_teams_webhook(var):
    tok = hexs(32)
    return [(var, "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["acme", "hanbit", "northwind", "globex"]), ruuid(), ruuid(), tok, ruuid()), tok)]


def g_gchat_webhook(var):
    tok = rs(URLSAFE, 43) + "%3D"
    return [(var, "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s" % (rs(URLSAFE, 7), tok), tok)]


def g_azure_sas_url(var):
    sig = g_azure_sas_sig()
    y = rint(2025, 2026)
    url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%d-%02d-%02dT00:00:00Z&st=2024-%02d-%02dT00:00:00Z&spr=https&sig=%s"
           % (pick(["acmeprodstore", "hanbitmedia", "nwbackups", "globexlogs"]), pick(["uploads", "exports", "backups"]), y, rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), sig))
    return [(var, url, sig)]


T("Slack webhook", "SLACK_WEBHOOK_URL", g_slack_webhook, None, None, what="incoming webhook URL")
T("Discord webhook", "DISCORD_WEBHOOK_URL", g_discord_webhook, None, None, what="webhook URL")
T("Teams webhook", "TEAMS_WEBHOOK_URL", g_teams_webhook, None, None, what="incoming webhook URL")
T("Google Chat webhook", "GOOGLE_CHAT_WEBHOOK", g_gchat_webhook, None, None, what="webhook URL")
T("Azure Blob SAS", "AZURE_STORAGE_SAS_URL", g_azure_sas_url, None, None, what="SAS URL signature")
for _t in TOKENS[-5:]:
    _t["url"] = True

DISPLAY = {"GitHub fine-grained": "GitHub", "GitHub OAuth": "GitHub", "GitHub App": "GitHub", "GitLab Runner": "GitLab",
           "GitLab Deploy": "GitLab", "Slack user": "Slack", "Slack Socket Mode": "Slack", "Stripe test": "Stripe",
           "Stripe restricted": "Stripe", "Stripe webhooks": "Stripe", "AWS STS": "AWS", "Google OAuth": "Google",
           "Google OAuth refresh": "Google", "Google Gemini": "Gemini", "New Relic ingest": "New Relic", "Sentry org": "Sentry",
           "PagerDuty Events": "PagerDuty", "Cloudflare Global": "Cloudflare", "Supabase Management": "Supabase",
           "Kakao REST": "Kakao", "LINE secret": "LINE", "LaunchDarkly API": "LaunchDarkly", "Firebase Cloud Messaging": "FCM",
           "X (Twitter)": "X", "Cloudflare R2": "R2", "Grafana Cloud": "Grafana Cloud",
           "Slack webhook": "Slack", "Discord webhook": "Discord", "Teams webhook": "Microsoft Teams", "Google Chat webhook": "Google Chat",
           "Azure Blob SAS": "Azure Storage"}
for _t in TOKENS:
    _t["disp"] = DISPLAY.get(_t["vendor"], _t["vendor"])
    if _t["ko"] == _t["vendor"]:
        _t["ko"] = _t["disp"]
TOKEN_BY_VENDOR = {t["vendor"]: t for t in TOKENS}


# ----------------------------------------------------------------------------------------------
# shared vocabulary
# ----------------------------------------------------------------------------------------------
CORPS = ["acme", "hanbit", "northwind", "globex", "initech", "mosaic", "bluefin", "dasan", "seoulsoft", "pinecrest",
         "orbitlab", "hanul", "tidewater", "greenleaf", "kestrel", "sejong-ai"]
SERVICES = ["billing-api", "auth-service", "notifier", "search-indexer", "order-worker", "admin-web", "report-cron",
            "gateway", "payments", "media-uploader", "chat-bot", "etl-runner", "user-svc", "ml-inference", "webhook-relay"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview"]
USERS = ["deploy", "app", "svc_billing", "admin", "ci-bot", "readonly", "etl", "jenkins", "grafana", "backup", "root",
         "postgres", "app_rw", "reporter", "kim.dev", "minjun", "jhpark", "sara.lee", "ops"]
PEOPLE_EN = ["Dana", "Marco", "Priya", "Tom", "Aisha", "Ken", "Lucia", "Ravi", "Sofia", "Ben", "Jin", "Oleg", "Maya"]
PEOPLE_KO = ["민수", "지훈", "서연", "현우", "지은", "도윤", "수빈", "예린", "태호", "하늘", "준영", "유진", "성민"]
TITLES_KO = ["팀장님", "님", "선배", "책임님", "매니저님", "대리님", ""]
REPOS = ["web", "api", "infra", "mobile", "data-pipeline", "platform", "monorepo", "ops-scripts", "docs-site", "ml-serving"]
DBS = ["app", "orders", "analytics", "billing", "users", "warehouse", "crm", "shop"]
SSIDS = ["Office-5G", "HANBIT_GUEST", "iptime-2F", "Studio_Wifi", "KT_GiGA_5G_3F", "Meeting-Room", "U+Net4F1C", "Lab-IoT",
         "SK_WiFiGIGA8A2C", "CafeNoon_Staff"]
REGIONS = ["us-east-1", "eu-west-1", "ap-northeast-2", "us-west-2", "ap-southeast-1"]
FILES_ENV = [".env", ".env.local", ".env.production", ".env.staging", "config/.env.dev", "apps/api/.env"]


def host_for(kind="db"):
    c = pick(CORPS)
    if kind == "db":
        return pick(["db-%d.%s.internal" % (rint(1, 4), c), "%s-pg.%s.rds.amazonaws.com" % (pick(DBS), rs(LALNUM, 12)),
                     "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)), "%s-db.%s.local" % (pick(DBS), c),
                     "%s-prod.cluster-%s.%s.rds.amazonaws.com" % (pick(DBS), rs(LALNUM, 12), pick(REGIONS))])
    if kind == "web":
        return pick(["%s.%s.io" % (pick(["grafana", "jenkins", "admin", "nexus", "sonar", "kibana"]), c),
                     "%s.%s.dev" % (pick(["staging", "qa", "internal"]), c), "%s.%s.co.kr" % (pick(["admin", "cms", "erp"]), c)])
    return "%s.%s.internal" % (pick(["bastion", "build-01", "nas", "gpu-02", "jump"]), c)


# ----------------------------------------------------------------------------------------------
# passwords of every style
# ----------------------------------------------------------------------------------------------
HUMAN_WORDS = ["Tiger", "Sunshine", "Dragon", "Falcon", "Summer", "Winter", "Chelsea", "Liverpool", "Baseball", "Princess",
               "Cookie", "Pepper", "Rocket", "Phoenix", "Marina", "Ginger", "Mustang", "Hunter", "Shadow", "Maverick",
               "Blossom", "Thunder", "Arsenal", "Panther", "Coffee", "Bluebird", "Galaxy", "Matrix", "Snoopy", "Buster"]
CORP_WORDS = ["Acme", "Hanbit", "Northwind", "Globex", "Welcome", "Admin", "Company", "Spring", "Autumn", "Office", "Server"]
PASSPHRASE_WORDS = ["maple", "river", "copper", "lantern", "orbit", "velvet", "canyon", "pixel", "harbor", "tundra", "mango",
                    "quartz", "saddle", "meadow", "rocket", "violet", "ember", "glacier", "pepper", "walnut", "biscuit",
                    "compass", "falcon", "marble", "noodle", "oyster", "puzzle", "thistle", "willow", "zephyr", "cobalt"]
KO_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "하늘", "바다", "서울", "부산", "비밀", "초코", "토끼", "햇살",
            "별빛", "민수", "지훈", "서연", "엄마", "여름", "겨울", "보리", "콩이", "두부", "제주도", "판교", "회사"]

CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t", "T",
        "d", "w", "c", "z", "x", "v", "g"]


def ko_to_qwerty(word):
    """Hangul typed while the keyboard was left in English mode (2-beolsik layout)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


SAFE_PUNCT = "!@#%^*-_+=.?~"


def pw_human():
    w = pick(HUMAN_WORDS)
    if chance(0.3):
        w = w.lower()
    num = pick([str(rint(1970, 2025)), str(rint(10, 99)), str(rint(100, 9999)), "0" + str(rint(101, 1231))])
    sym = pick(["!", "@", "#", "!!", "$", "", "*", "?"])
    s = pick([w + num + sym, w + sym + num, num + w + sym])
    return s if len(s) >= 8 else s + str(rint(10, 99))


def pw_corp():
    return pick(CORP_WORDS) + pick(["@", "#", "!", ""]) + str(rint(2019, 2025)) + pick(["!", "!!", "#", "$", "Q3", "q4"])


def pw_passphrase(sep=None):
    n = rint(3, 5)
    ws = sample(PASSPHRASE_WORDS, n)
    sep = sep if sep is not None else pick(["-", ".", "_", " ", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += pick(["-", "", "!", "#"]) + str(rint(1, 99))
    return s


def pw_generated(n=None, punct=SAFE_PUNCT):
    n = n or rint(14, 28)
    while True:
        s = rs(ALNUM + punct + DIGITS, n)
        if any(c in punct for c in s) and any(c in DIGITS for c in s) and any(c in UPPER for c in s):
            return s


def pw_alnum(n=None):
    n = n or rint(16, 32)
    return rs(ALNUM, n)


def pw_keyboard():
    walk = pick(["1q2w3e4r", "1q2w3e4r5t", "qwer1234", "zaq12wsx", "asdf1234", "qwerasdf", "1qaz2wsx", "q1w2e3r4"])
    tail = pick(["!", "!@", "!@#", "#", "", "%s" % rint(1, 99)])
    head = pick(["", "", pick(CORP_WORDS).lower()])
    return head + walk + tail


def pw_leet():
    base = pick(["password", "welcome", "admin", "letmein", "master", "monkey", "football", "superman"])
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$", "l": "1"}
    out = "".join(table[c] if c in table and chance(0.7) else c for c in base)
    out = out[0].upper() + out[1:]
    return out + pick([str(rint(1, 99)), "!", "#" + str(rint(2019, 2025)), "!" + str(rint(100, 999))])


def pw_ko_typed():
    w = pick(KO_WORDS)
    if chance(0.35):
        w = w + pick(KO_WORDS)
    s = ko_to_qwerty(w) + pick([str(rint(1, 9999)), str(rint(1985, 2025)), "0" + str(rint(101, 1231)), "1004", "486"])
    s += pick(["!", "@", "!!", "", "#", "^^"])
    return s if len(s) >= 8 else s + "!" + str(rint(10, 99))


def pw_hangul():
    w = pick(KO_WORDS)
    if chance(0.5):
        w = w + pick(KO_WORDS)
    s = w + pick([str(rint(1, 9999)), str(rint(1985, 2025)), "1004"]) + pick(["!", "@", "", "#", "!!"])
    while len(s) < 8:
        s = pick(KO_WORDS) + s
    return s


def pw_pin(n=None):
    n = n or pick([8, 8, 10, 12])
    return rs(DIGITS, n)


def pw_any(style=None, punct=SAFE_PUNCT):
    style = style or pick(["human", "corp", "passphrase", "generated", "generated", "alnum", "keyboard", "leet", "ko_typed"])
    f = {"human": pw_human, "corp": pw_corp, "passphrase": lambda: pw_passphrase(pick(["-", ".", "_", ""])),
         "generated": lambda: pw_generated(punct=punct), "alnum": pw_alnum, "keyboard": pw_keyboard, "leet": pw_leet,
         "ko_typed": pw_ko_typed, "hangul": pw_hangul}[style]
    return f(), style


def pw_ko_any():
    style = pick(["ko_typed", "ko_typed", "keyboard", "hangul", "hangul", "generated", "human", "corp", "alnum", "leet"])
    return pw_any(style)


def pctenc(s):
    return urllib.parse.quote(s, safe="")


def pw_for_url():
    """password with characters that need percent-encoding in a URL userinfo."""
    while True:
        p = pw_generated(rint(14, 24), punct="!@#%^*+=?/:$&")
        e = pctenc(p)
        if e != p:
            return p, e


GITHUB_ORGS = ["acme-inc", "hanbit-dev", "northwind-eng", "mosaic-labs", "dasan-ai", "kestrel-io"]


# ----------------------------------------------------------------------------------------------
# containers: put generated credentials into the files / commands developers really paste
# each returns (snippet, listed_secrets, container_label)
# ----------------------------------------------------------------------------------------------
FILLER_ENV = ["NODE_ENV=production", "PORT=3000", "LOG_LEVEL=debug", "APP_ENV={env}", "TZ=Asia/Seoul", "DEBUG=false",
              "SENTRY_ENVIRONMENT={env}", "FEATURE_FLAGS=beta_checkout,new_nav", "REDIS_URL=redis://localhost:6379/0",
              "DATABASE_URL=postgres://localhost:5432/{db}", "API_BASE_URL=https://api.{corp}.dev", "WORKERS=4",
              "NEXT_PUBLIC_APP_NAME={corp}", "RUST_LOG=info", "PYTHONUNBUFFERED=1", "AWS_REGION={region}"]


def fill(s, ctx):
    return s.format(**ctx)


def fillers(ctx, k):
    return [fill(x, ctx) for x in sample(FILLER_ENV, k)]


def lval(item):
    """the string to list for an item: the value itself, or (for URL-shaped credentials) its secret part"""
    _k, v, l = item
    return l if isinstance(l, str) else v


def listed(items):
    return [lval(it) for it in items if it[2]]


def c_dotenv(spec, items, ctx):
    lines = ["%s=%s" % (k, v) for k, v, _l in items]
    allx = fillers(ctx, rint(1, 3)) + lines
    if chance(0.5):
        allx = lines + fillers(ctx, rint(1, 2))
    head = ["# %s" % ctx["file"]] if chance(0.4) else []
    return "\n".join(head + allx), listed(items), "dotenv"


def c_export(spec, items, ctx):
    q = pick(['"', "'", ""])
    lines = ["export %s=%s%s%s" % (k, q, v, q) for k, v, _l in items]
    if len(items) == 1 and chance(0.35):
        k, v, _l = items[0]
        cmd = pick(["npm run dev", "python manage.py runserver", "go run ./cmd/%s" % ctx["svc"], "./scripts/sync.sh",
                    "uv run main.py", "pnpm test -- --runInBand"])
        return "%s=%s %s" % (k, v, cmd), listed(items), "shell env prefix"
    return "\n".join(lines), listed(items), "shell export"


def c_powershell(spec, items, ctx):
    if chance(0.5):
        return "\n".join('$env:%s = "%s"' % (k, v) for k, v, _l in items), listed(items), "PowerShell $env"
    return "\n".join('setx %s "%s"' % (k, v) for k, v, _l in items), listed(items), "Windows setx"


def c_fish(spec, items, ctx):
    return "\n".join("set -gx %s %s" % (k, v) for k, v, _l in items), listed(items), "fish set -gx"


def auth_args(auth, v, ctx):
    m = {
        "bearer": '-H "Authorization: Bearer %s"' % v,
        "token": '-H "Authorization: token %s"' % v,
        "x-api-key": '-H "x-api-key: %s" -H "anthropic-version: 2023-06-01"' % v,
        "basic-user": "-u %s:" % v,
        "basic-api": "-u 'api:%s'" % v,
        "basic-email": "-u %s@%s.com:%s" % (pick(["dev", "jkim", "ops", "maria"]), ctx["corp"], v),
        "basic-empty": "-u :%s" % v,
        "private-token": '--header "PRIVATE-TOKEN: %s"' % v,
        "raw-authorization": '-H "Authorization: %s"' % v,
        "x-goog-api-key": '-H "x-goog-api-key: %s"' % v,
        "x-vault-token": '-H "X-Vault-Token: %s"' % v,
        "x-shopify-access-token": '-H "X-Shopify-Access-Token: %s"' % v,
        "x-figma-token": "-H 'X-Figma-Token: %s'" % v,
        "xi-api-key": '-H "xi-api-key: %s"' % v,
        "api-key": '-H "api-key: %s"' % v,
        "x-auth-key": '-H "X-Auth-Email: ops@%s.com" -H "X-Auth-Key: %s"' % (ctx["corp"], v),
        "ssws": '-H "Authorization: SSWS %s"' % v,
        "discord-bot": '-H "Authorization: Bot %s"' % v,
        "pd-token": "-H 'Authorization: Token token=%s'" % v,
        "circle-token": '-H "Circle-Token: %s"' % v,
        "splunk": '-H "Authorization: Splunk %s"' % v,
        "apikey": '-H "Authorization: ApiKey %s"' % v,
        "kakao-ak": '-H "Authorization: KakaoAK %s"' % v,
        "fcm-key": '-H "Authorization: key=%s"' % v,
        "key": '-H "Authorization: Key %s"' % v,
        "x-postmark-server-token": '-H "X-Postmark-Server-Token: %s"' % v,
    }
    return m.get(auth)


def c_curl(spec, items, ctx):
    k, v, _l = items[0]
    url = fill(spec["host"], ctx)
    if spec["auth"] == "query":
        return 'curl -s "%s%s"' % (url, v), [v], "curl query param"
    if spec["auth"] == "path":
        return "curl -s -X POST %s%s -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_blockNumber\",\"params\":[]}'" % (url, v), [v], "curl URL path"
    a = auth_args(spec["auth"], v, ctx)
    verb = pick(["curl -s", "curl -sS", "curl -i", "curl --fail -s"])
    extra = pick(["", " | jq .", " | head -c 400", ""])
    if chance(0.3):
        return "%s \\\n  %s \\\n  %s%s" % (verb, a, url, extra), [v], "curl header"
    return "%s %s %s%s" % (verb, a, url, extra), [v], "curl header"


def c_curl_webhook(spec, items, ctx):
    k, v, _l = items[0]
    body = pick(['{"text": "deploy %s finished"}' % ctx["env"], '{"content": "nightly job failed"}', '{"text": "hello from %s"}' % ctx["svc"]])
    return "curl -X POST -H 'Content-Type: application/json' -d '%s' '%s'" % (body, v), [lval(items[0])], "curl POST to webhook URL"


def c_code(spec, items, ctx):
    k, v, _l = items[0]
    langs = list(spec["code"].keys())
    lang = pick(langs)
    line = spec["code"][lang].format_map(dict(ctx, v=v))
    names = {"py": "Python", "js": "JavaScript", "go": "Go", "rb": "Ruby", "php": "PHP"}
    return line, [v], "SDK constructor (%s)" % names[lang]


def c_code_generic(spec, items, ctx):
    k, v, _l = items[0]
    cls = ctx["cls"]
    mod = cls[:-6] if cls.endswith("Client") else cls
    pkg = mod.lower()
    lang = pick(["py", "js", "java", "cs", "rb", "php", "go"])
    s = {"py": 'client = %s(api_key="%s")' % (cls, v),
         "js": 'const client = new %s({ apiKey: "%s" });' % (cls, v),
         "java": '%s client = %s.builder().apiKey("%s").build();' % (cls, cls, v),
         "cs": 'var client = new %s(new %sOptions { ApiKey = "%s" });' % (cls, cls, v),
         "rb": 'client = %s::Client.new(api_key: "%s")' % (mod, v),
         "php": "$client = new \\%s\\Client(['api_key' => '%s']);" % (mod, v),
         "go": 'client := %s.NewClient("%s")' % (pkg, v)}[lang]
    names = {"py": "Python", "js": "JavaScript", "java": "Java", "cs": "C#", "rb": "Ruby", "php": "PHP", "go": "Go"}
    return s, [v], "SDK constructor (%s)" % names[lang]


def c_code_fallback(spec, items, ctx):
    k, v, _l = items[0]
    lang = pick(["py", "js", "go", "java", "cs", "rust", "kt"])
    if lang == "py":
        s = '%s = os.getenv("%s", "%s")' % (k.lower(), k, v)
    elif lang == "js":
        s = "const %s = process.env.%s ?? '%s';" % (ctx["camel"], k, v)
    elif lang == "go":
        s = 'key := os.Getenv("%s")\nif key == "" {\n    key = "%s" // TODO remove\n}' % (k, v)
    elif lang == "java":
        s = 'private static final String %s = "%s";' % (k, v)
    elif lang == "cs":
        s = 'var apiKey = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (k, v)
    elif lang == "rust":
        s = 'let key = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (k, v)
    else:
        s = 'val %s = System.getenv("%s") ?: "%s"' % (ctx["camel"], k, v)
    return s, [lval(items[0])], "hard-coded fallback (%s)" % {"py": "Python", "js": "Node", "go": "Go", "java": "Java", "cs": "C#", "rust": "Rust", "kt": "Kotlin"}[lang]


def c_json(spec, items, ctx):
    style = pick(["appsettings", "mcp", "vscode", "flat"])
    if style == "mcp":
        env = {k: v for k, v, _l in items}
        obj = {"mcpServers": {ctx["svc_short"]: {"command": "npx", "args": ["-y", "@%s/mcp-server" % ctx["svc_short"]], "env": env}}}
        lab = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", ".gemini/settings.json"])
        return json.dumps(obj, indent=2, ensure_ascii=False), listed(items), "MCP server config JSON (%s)" % lab
    if style == "appsettings":
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, spec["vendor"].split()[0]: {ctx["camel_cap"] if len(items) == 1 else k: v for k, v, _l in items}}
        return json.dumps(obj, indent=2, ensure_ascii=False), listed(items), "appsettings.json"
    if style == "vscode":
        obj = {"rest-client.environmentVariables": {ctx["env"]: {k.lower(): v for k, v, _l in items}}}
        return json.dumps(obj, indent=2, ensure_ascii=False), listed(items), ".vscode/settings.json"
    obj = {k.lower(): v for k, v, _l in items}
    obj["region"] = ctx["region"]
    return json.dumps(obj, ensure_ascii=False), listed(items), "JSON config"


def c_yaml(spec, items, ctx):
    style = pick(["compose", "gha", "k8s_stringdata", "helm", "app"])
    if style == "compose":
        lines = ["services:", "  %s:" % ctx["svc"], "    image: ghcr.io/%s/%s:%s" % (ctx["corp"], ctx["svc"], pick(["latest", "1.4.2", "main"])), "    environment:"]
        lines += ["      - %s=%s" % (k, v) for k, v, _l in items] if chance(0.5) else ["      %s: %s" % (k, v) for k, v, _l in items]
        return "\n".join(lines), listed(items), "docker-compose.yml environment"
    if style == "gha":
        lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, v) for k, v, _l in items]
        lines += ["    steps:", "      - uses: actions/checkout@v4"]
        return "\n".join(lines), listed(items), "GitHub Actions workflow env"
    if style == "k8s_stringdata":
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"], "  namespace: %s" % ctx["env"],
                 "type: Opaque", "stringData:"] + ['  %s: "%s"' % (k, v) for k, v, _l in items]
        return "\n".join(lines), listed(items), "k8s Secret stringData"
    if style == "helm":
        lines = ["%s:" % ctx["svc_short"], "  enabled: true"] + ["  %s: %s" % (ctx["camel"] if len(items) == 1 else k.lower(), v) for k, v, _l in items]
        return "\n".join(lines), listed(items), "Helm values.yaml"
    lines = ["%s:" % spec["svc"]] + ["  %s: %s" % (k.lower(), v) for k, v, _l in items] + ["  timeout: 30s"]
    return "\n".join(lines), listed(items), "YAML app config"


def c_toml(spec, items, ctx):
    style = pick(["codex", "wrangler", "generic"])
    if style == "codex":
        env = ", ".join('%s = "%s"' % (k, v) for k, v, _l in items)
        s = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "@%s/mcp"]\nenv = { %s }' % (ctx["svc_short"], ctx["svc_short"], env)
        return s, listed(items), "Codex config.toml MCP env"
    if style == "wrangler":
        s = 'name = "%s"\nmain = "src/index.ts"\n\n[vars]\n' % ctx["svc"] + "\n".join('%s = "%s"' % (k, v) for k, v, _l in items)
        return s, listed(items), "wrangler.toml [vars]"
    s = "[%s]\n" % spec["svc"] + "\n".join('%s = "%s"' % (k.lower(), v) for k, v, _l in items)
    return s, listed(items), "TOML config"


def c_ini(spec, items, ctx):
    s = "[%s]\n" % spec["svc"] + "\n".join("%s = %s" % (k.lower(), v) for k, v, _l in items)
    return s, listed(items), "INI config"


def c_xml(spec, items, ctx):
    if chance(0.5):
        s = "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (k, v) for k, v, _l in items) + "\n</appSettings>"
        return s, listed(items), "web.config appSettings"
    s = "<%s>\n" % spec["svc"] + "\n".join("  <%s>%s</%s>" % (ctx["camel"] if len(items) == 1 else k.lower(), v, ctx["camel"] if len(items) == 1 else k.lower()) for k, v, _l in items) + "\n</%s>" % spec["svc"]
    return s, listed(items), "XML config"


def c_properties(spec, items, ctx):
    s = "\n".join("%s.%s=%s" % (spec["svc"], k.lower().replace("_", "-"), v) for k, v, _l in items)
    return s, listed(items), "application.properties"


def c_terraform(spec, items, ctx):
    if chance(0.5):
        s = 'provider "%s" {\n' % spec["svc"] + "\n".join('  %s = "%s"' % (k.lower(), v) for k, v, _l in items) + "\n}"
        return s, listed(items), "Terraform provider block"
    s = "\n".join('%s_%s = "%s"' % (spec["svc"], k.lower(), v) for k, v, _l in items)
    return s, listed(items), "terraform.tfvars"


def c_dockerfile(spec, items, ctx):
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "golang:1.22", "eclipse-temurin:21-jre"]), "WORKDIR /app"]
    lines += ["%s %s=%s" % (kw, k, v) for k, v, _l in items] + ["COPY . ."]
    return "\n".join(lines), listed(items), "Dockerfile %s" % kw


def c_docker_run(spec, items, ctx):
    envs = " ".join("-e %s=%s" % (k, v) for k, v, _l in items)
    return "docker run --rm %s ghcr.io/%s/%s:latest" % (envs, ctx["corp"], ctx["svc"]), listed(items), "docker run -e"


def c_k8s_data(spec, items, ctx):
    enc = [(k, b64(v.encode()), l) for k, v, l in items]
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % ctx["svc"], "data:"] + ["  %s: %s" % (k, e) for k, e, _l in enc]
    return "\n".join(lines), [e for _k, e, l in enc if l], "k8s Secret data (base64)"


def c_secret_cli(spec, items, ctx):
    k, v, _l = items[0]
    opts = [
        ('gh secret set %s --body "%s" --repo %s/%s' % (k, v, ctx["org"], ctx["repo"]), "gh secret set --body"),
        ("fly secrets set %s=%s -a %s" % (k, v, ctx["svc"]), "fly secrets set"),
        ("heroku config:set %s=%s -a %s-%s" % (k, v, ctx["corp"], ctx["env"]), "heroku config:set"),
        ("kubectl create secret generic %s --from-literal=%s='%s' -n %s" % (ctx["svc"], k.lower(), v, ctx["env"]), "kubectl create secret --from-literal"),
        ("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (ctx["env"], ctx["svc"], k.lower(), v), "aws ssm put-parameter --value"),
        ("vault kv put secret/%s/%s %s=%s" % (ctx["env"], ctx["svc"], k.lower(), v), "vault kv put"),
        ("doppler secrets set %s=%s --project %s --config %s" % (k, v, ctx["svc"], ctx["env"][:3]), "doppler secrets set"),
        ("netlify env:set %s %s" % (k, v), "netlify env:set"),
        ("railway variables --set \"%s=%s\"" % (k, v), "railway variables --set"),
        ("echo '%s' | npx wrangler secret put %s" % (v, k), "echo | wrangler secret put"),
        ("printf %%s '%s' | vercel env add %s production" % (v, k), "printf | vercel env add"),
        ("az keyvault secret set --vault-name kv-%s-%s --name %s --value '%s'" % (ctx["corp"], ctx["env"], k.lower().replace("_", "-"), v), "az keyvault secret set --value"),
    ]
    s, lab = pick(opts)
    return s, [lval(items[0])], lab


def c_log(spec, items, ctx):
    k, v, _l = items[0]
    t = "2024-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    style = pick(["headers", "env_dump", "config_loaded"] if not spec.get("url") else ["env_dump", "config_loaded"])
    if style == "headers":
        s = "%s DEBUG urllib3.connectionpool: %s \"GET /v1/%s HTTP/1.1\" 401 87\n%s DEBUG request headers: {'User-Agent': 'python-requests/2.32.3', 'Authorization': 'Bearer %s'}" % (
            t, ctx["api_host"], pick(["me", "models", "accounts", "items?limit=50"]), t, v)
        return s, [v], "debug log with Authorization header"
    if style == "env_dump":
        s = "[%s] INFO  starting %s with env: %s=%s %s=%s" % (t, ctx["svc"], "APP_ENV", ctx["env"], k, v)
        return s, [lval(items[0])], "startup log env dump"
    s = "%s INFO  config loaded {\"%s\": \"%s\", \"timeout_ms\": 5000, \"retries\": 3}" % (t, ctx["camel"], v)
    return s, [lval(items[0])], "log line with config JSON"


def c_trace(spec, items, ctx):
    k, v, _l = items[0]
    err = pick(["AuthenticationError: Error code: 401 - {'error': 'invalid_api_key'}", "PermissionError: 403 Forbidden",
                "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: %s" % ctx["api_host_url"]])
    s = 'Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in <module>\n    client = %s(api_key="%s")\n  File "/app/%s/client.py", line %d, in ping\n    resp.raise_for_status()\n%s' % (
        ctx["svc_short"], rint(8, 40), ctx["cls"], v, ctx["svc_short"], rint(41, 90), err)
    return s, [v], "Python traceback"


def c_diff(spec, items, ctx):
    if len(items) != 1:
        lines = ["--- a/%s" % ctx["file"], "+++ b/%s" % ctx["file"], "@@ -%d,%d +%d,%d @@" % (rint(1, 20), len(items), rint(1, 20), len(items))]
        lines += ["+%s=%s" % (k, v) for k, v, _l in items]
        return "\n".join(lines), listed(items), "git diff adding credentials"
    k, v, _l = items[0]
    old_item = regen_like(spec)
    old = old_item[1]
    lines = ["diff --git a/%s b/%s" % (ctx["file"], ctx["file"]), "@@ -%d,3 +%d,3 @@" % (rint(2, 30), rint(2, 30)),
             " %s" % fill(pick(FILLER_ENV), ctx), "-%s=%s" % (k, old), "+%s=%s" % (k, v)]
    return "\n".join(lines), [lval(old_item), lval(items[0])], "git diff rotating a key"


def regen_like(spec):
    return spec["gen"](spec["var"])[0]


def c_table(spec, items, ctx):
    lines = ["| name | value | env |", "|---|---|---|"] + ["| %s | %s | %s |" % (k, v, ctx["env"]) for k, v, _l in items]
    return "\n".join(lines), listed(items), "markdown table"


def c_notebook(spec, items, ctx):
    s = "import os\n" + "\n".join('os.environ["%s"] = "%s"' % (k, v) for k, v, _l in items)
    return s, listed(items), "Jupyter cell os.environ"


CONTAINERS_SINGLE = [(c_dotenv, 10), (c_export, 8), (c_curl, 14), (c_code, 12), (c_code_generic, 6), (c_code_fallback, 4), (c_json, 7), (c_yaml, 7),
                     (c_toml, 3), (c_ini, 2), (c_xml, 2), (c_properties, 2), (c_terraform, 3), (c_dockerfile, 2),
                     (c_docker_run, 3), (c_k8s_data, 2), (c_secret_cli, 5), (c_log, 4), (c_trace, 2), (c_diff, 3),
                     (c_table, 2), (c_notebook, 2), (c_powershell, 2), (c_fish, 1)]
CONTAINERS_PAIR = [(c_dotenv, 10), (c_export, 7), (c_json, 5), (c_yaml, 6), (c_toml, 2), (c_ini, 3), (c_xml, 1),
                   (c_properties, 2), (c_terraform, 3), (c_dockerfile, 2), (c_docker_run, 2), (c_k8s_data, 1), (c_diff, 2),
                   (c_table, 2), (c_notebook, 2), (c_powershell, 1)]


def wpick(pairs):
    tot = sum(w for _x, w in pairs)
    r = R.random() * tot
    for x, w in pairs:
        r -= w
        if r < 0:
            return x
    return pairs[-1][0]


URL_CONTAINERS = [(c_dotenv, 10), (c_export, 6), (c_curl_webhook, 10), (c_code_fallback, 4), (c_json, 6), (c_yaml, 6), (c_toml, 2),
                  (c_ini, 1), (c_properties, 2), (c_terraform, 2), (c_docker_run, 2), (c_k8s_data, 1), (c_secret_cli, 4),
                  (c_log, 2), (c_diff, 2), (c_table, 1), (c_notebook, 2)]


def pick_container(spec, items):
    if spec.get("url"):
        return wpick(URL_CONTAINERS)
    if spec["pair"] or len(items) > 1:
        return wpick(CONTAINERS_PAIR)
    opts = []
    for f, w in CONTAINERS_SINGLE:
        if f is c_curl and not (spec["host"] and spec["auth"]):
            continue
        if f is c_code and not spec["code"]:
            continue
        opts.append((f, w))
    return wpick(opts)


# ----------------------------------------------------------------------------------------------
# prose frames for vendor-token notes
# ----------------------------------------------------------------------------------------------
STORES_EN = ["1Password", "AWS Secrets Manager", "Vault", "GitHub Actions secrets", "Doppler", "SSM Parameter Store",
             "GCP Secret Manager", "Azure Key Vault", "the team vault", "sealed-secrets", "Infisical"]
STORES_KO = ["1Password", "AWS Secrets Manager", "Vault", "GitHub Actions secrets", "Doppler", "SSM Parameter Store",
             "GCP Secret Manager", "사내 vault", "팀 1Password 금고"]

EN_MC_SNIP = [
    "Task was to hook {svc} up to {vendor} in {env}. Nobody mentioned where the {what} lives; the user pasted their {file}:\n{snip}",
    "I didn't know {svc} already talks to {vendor}. Found this while tracing the 401s:\n{snip}",
    "The README only says \"ask ops for the {vendor} key\". The user pasted it instead:\n{snip}",
    "User's message, verbatim: \"here's what I use locally, should work for {env} too\"\n{snip}",
    "Needed {vendor} access to reproduce the bug; {person} shared their setup in the thread:\n{snip}",
    "Wasn't told the {env} deploy reads the {vendor} credentials at build time. Working config from the user:\n{snip}",
    "{vendor} integration was half-done when I picked it up. Current config the user gave me:\n{snip}",
    "Missing: which {vendor} account {svc} uses. The user answered with the config itself:\n{snip}",
    "The failing step in CI was the {vendor} call. The user said the local setup works and showed me:\n{snip}",
    "Ticket {ticket} said the {vendor} sync broke after the migration. Relevant bit of the old setup:\n{snip}",
    "I assumed {svc} used the shared {vendor} key, but it has its own. From the user:\n{snip}",
]
EN_MC_SNIP_FENCED = [
    "Nobody told me the {vendor} {what} for {env}. User pasted:\n```{lang}\n{snip}\n```",
    "The {svc} repo has no example config for {vendor}. What the user had locally:\n```{lang}\n{snip}\n```",
    "Context I lacked: how {svc} authenticates to {vendor}. It is this:\n```{lang}\n{snip}\n```",
]
EN_LE_CLEAN = [
    "{vendor} returns 401 when {var} has a trailing newline; trimming it fixed the job.",
    "The {what} must be present for both the web and the worker process; the worker was the one missing it.",
    "Keep {var} out of the repo: load it from {store} at deploy time and only reference it by name.",
    "Rate limits are per key, so sharing one {vendor} key between {svc} and CI caused the 429s.",
    "The SDK picks up {var} from the environment on its own; passing it explicitly was unnecessary.",
    "After a rotation {svc} has to be restarted; the old value stays cached in the running process.",
    "{vendor} keys are scoped per environment; the {env} one does not work against production data.",
    "The 403 was a missing scope on the {what}, not a wrong value. Regenerating with the right scope fixed it.",
    "Our wrapper logs request headers at DEBUG level, which is how the value ended up in the logs. Turned that off.",
    "Secrets in .env files are not picked up by the test runner unless dotenv is loaded first in conftest.",
]
EN_LE_SNIP = [
    "What finally worked in {env}:\n{snip}",
    "Fix: put the key in {file} (git-ignored), not in the committed config:\n{snip}",
    "The call succeeds once the auth is passed like this:\n{snip}",
    "{vendor} only accepted the {what} in this form:\n{snip}",
    "Working setup, for next time:\n{snip}",
    "The user confirmed this is the right {what} for {svc}:\n{snip}",
]
EN_MC_CLEAN = [
    "Didn't know which {vendor} account {svc} uses in {env}, or where its {what} is stored.",
    "The task said \"make the {vendor} sync work again\" with no credentials and no hint which variable the code reads.",
    "Nobody told me {svc} calls {vendor} directly instead of going through the gateway.",
    "CI started failing with 401 from {vendor} after the rotation, and I had no access to the new value.",
    "I wasn't told that {env} and local use different {vendor} projects.",
    "The {vendor} {what} had expired and nobody on the ticket knew who owned the account.",
]
EN_ASK_CLEAN = [
    "Where should {var} live for {env}: {store} or the deploy environment?",
    "Can you rotate this {vendor} {what} now that it has been pasted into chat?",
    "Which {vendor} account should {svc} use in {env}?",
    "Should each service get its own {vendor} key instead of sharing one?",
    "Is there a {store} entry I can read instead of asking for the raw value?",
    "Who owns the {vendor} account, in case the key needs to be revoked?",
    "",
]
EN_ASK_VAL = [
    "Is {v} the {env} key or your personal one?",
    "Is {v} still valid? It expired once before.",
    "Should I keep using {v} until the rotation on Friday?",
    "Can I put {v} into {store} myself, or will you?",
    "Does {v} have write scope, or only read?",
]
EN_INLINE_MC = [
    "The {vendor} {what} was only in {person}'s DM: {v}",
    "The user said the {vendor} {what} for {env} is {v} and asked me to wire it into {svc}.",
    "No {var} in the environment. {person} replied in the thread with the value: {v}",
    "I was missing the {vendor} credentials; the user gave me {v} and said it is the {env} one.",
    "Chat log from the user: \"{vendor} key -> {v} (don't commit it lol)\"",
]
EN_INLINE_LE = [
    "Calls to {vendor} work with {v} as {var}; the old key in the wiki is dead.",
    "Set {var} to {v} in the {env} deploy and the webhook started delivering again.",
    "The {what} {v} belongs to the shared team account, not to {svc}.",
    "Confirmed {v} authenticates against {vendor} in {env}.",
]
EN_SPLIT_MC_END = [
    "I didn't have the {vendor} credentials for {env}. {person} sent them in two messages. The {what} was",
    "Blocked on the {vendor} integration until the user gave me the {what}, which is",
    "Had to ask for the {vendor} key for {svc}. It's",
]
EN_SPLIT_LE_START = [
    "{v} -- and it only works from the office IP range.",
    "{v}. Worked once I exported it as {var}.",
    "{v} (the {env} one; prod is different).",
]

KO_MC_SNIP = [
    "{env} 환경에서 {svc} 서비스를 {vendor} API랑 연동해야 했는데 {what} 값이 어디 있는지 아무도 안 알려줌. 사용자가 {file} 내용을 그대로 붙여줬음:\n{snip}",
    "{svc} 서비스가 이미 {vendor} API를 쓰고 있는 줄 몰랐음. 401 원인 찾다가 발견한 설정:\n{snip}",
    "README에는 '{vendor} 키는 인프라팀에 요청'이라고만 되어 있었음. 사용자가 채팅으로 바로 줌:\n{snip}",
    "사용자 메시지 원문: \"로컬에서 쓰는 설정인데 {env}에서도 될 거예요\"\n{snip}",
    "{pt_i} 슬랙 스레드에 올려준 {vendor} 설정:\n{snip}",
    "{env} 배포가 빌드 타임에 {vendor} 인증 정보를 읽는다는 걸 몰랐음. 사용자가 준 동작하는 설정:\n{snip}",
    "{vendor} 연동이 반쯤 되어 있던 상태에서 이어받음. 현재 설정은 이렇다고 함:\n{snip}",
    "CI에서 {vendor} 호출 단계만 실패함. 로컬에선 된다면서 사용자가 보여준 것:\n{snip}",
    "{ticket} 티켓 내용: 마이그레이션 이후 {vendor} 동기화가 깨졌다고 함. 예전 설정 일부:\n{snip}",
    "{svc} 서비스는 공용 {vendor} 키를 쓰는 줄 알았는데 전용 키가 따로 있었음. 사용자 제공:\n{snip}",
]
KO_MC_SNIP_FENCED = [
    "{env}용 {vendor} {what} 값을 몰랐음. 사용자가 붙여준 내용:\n```{lang}\n{snip}\n```",
    "{svc} 레포에 {vendor} 예시 설정이 하나도 없었음. 사용자 로컬 설정:\n```{lang}\n{snip}\n```",
    "{svc} 서비스에서 {vendor} 인증을 어떻게 하는지 몰랐는데, 이렇게 되어 있었음:\n```{lang}\n{snip}\n```",
]
KO_LE_CLEAN = [
    "{var} 값 끝에 개행이 들어가 있으면 {vendor} 쪽에서 401을 줌. trim 하고 해결.",
    "{what} 값은 web이랑 worker 프로세스 둘 다 필요함. worker 쪽에 빠져 있었던 게 원인.",
    "{var} 값은 레포에 넣지 말고 배포 시점에 {store}에서 읽어오게 해야 함.",
    "{vendor} rate limit이 키 단위라서 {svc} 서비스랑 CI가 같은 키 쓰면 429 남.",
    "SDK가 {var} 환경변수를 알아서 읽기 때문에 코드에서 따로 넘길 필요 없었음.",
    "키 교체 후에는 {svc} 재시작 필요. 떠 있는 프로세스는 예전 값을 캐시하고 있음.",
    "{vendor} 키는 환경별로 분리되어 있어서 {env} 키로는 운영 데이터 접근 안 됨.",
    "403은 값이 틀린 게 아니라 scope가 빠져서 난 것. scope 추가해서 재발급하니 해결.",
    "우리 래퍼가 DEBUG 레벨에서 요청 헤더를 찍고 있어서 로그에 값이 남았음. 꺼둠.",
    "테스트 러너는 .env를 자동으로 안 읽음. conftest에서 dotenv 먼저 로드해야 함.",
]
KO_LE_SNIP = [
    "{env}에서 최종적으로 동작한 설정:\n{snip}",
    "해결: 커밋되는 설정 말고 {file}(gitignore 됨)에 넣음:\n{snip}",
    "인증을 이렇게 넘기니까 호출 성공함:\n{snip}",
    "다음에 참고할 동작하는 설정:\n{snip}",
    "사용자가 {svc} 서비스용 {what} 값은 이게 맞다고 확인해줌:\n{snip}",
]
KO_MC_CLEAN = [
    "{env}에서 {svc} 서비스가 어떤 {vendor} 계정을 쓰는지, 키는 어디 저장돼 있는지 몰랐음.",
    "'{vendor} 동기화 다시 되게 해주세요'라는 요청만 있었고 인증 정보나 환경변수 이름은 없었음.",
    "시크릿 로테이션 이후 CI에서 {vendor} 401이 나기 시작했는데 새 값에 접근 권한이 없었음.",
    "{svc} 서비스가 게이트웨이 안 거치고 {vendor} API를 직접 호출한다는 걸 아무도 말 안 해줌.",
    "로컬이랑 {env} 환경이 서로 다른 {vendor} 프로젝트를 쓴다는 걸 몰랐음.",
]
KO_ASK_CLEAN = [
    "{env}용 {var} 값은 {store}에 둘까요, 배포 환경변수로 둘까요?",
    "채팅에 노출됐으니 이 {vendor} 키 지금 교체할까요?",
    "{env}에서 {svc} 서비스는 어떤 {vendor} 계정을 써야 하나요?",
    "서비스마다 {vendor} 키를 따로 발급받는 게 나을까요?",
    "원본 값 대신 읽어올 수 있는 {store} 항목이 있나요?",
    "",
]
KO_ASK_VAL = [
    "{v} 이거 {env} 키 맞나요, 개인 키인가요?",
    "{v} 아직 유효한가요? 전에 한 번 만료된 적이 있어서요.",
    "금요일 로테이션 전까지는 {v} 계속 써도 되나요?",
    "{v} 는 쓰기 권한도 있나요, 읽기 전용인가요?",
]
KO_INLINE_MC = [
    "{vendor} 키는 {pt} DM에만 있었음: {v}",
    "사용자가 {env}용 {vendor} 키는 {v} 라고 알려주면서 {svc} 서비스에 연결해달라고 함.",
    "환경에 {var} 변수가 없었음. {pt_i} 스레드에 값을 달아줌 → {v}",
    "사용자 채팅 원문: \"{vendor} 키 {v} 이거 쓰세요 (커밋은 하지 마시고요 ㅋㅋ)\"",
]
KO_INLINE_LE = [
    "{var}에 {v} 넣으니까 {vendor} 호출 정상 동작. 위키에 있는 예전 키는 죽은 키.",
    "{env} 배포에 {var}={v} 설정하고 나서 webhook 다시 들어오기 시작함.",
    "키 {v} 는 {svc} 전용이 아니라 팀 공용 계정 거라고 함.",
]
KO_SPLIT_MC_END = [
    "{env}용 {vendor} 인증 정보가 없어서 {pt}한테 물어봄. 두 번에 나눠서 보내줬는데 키는",
    "{vendor} 연동하려면 키가 필요했음. 사용자가 준 값은",
]
KO_SPLIT_LE_START = [
    "{v} 이고, 사무실 IP 대역에서만 동작함.",
    "{v} 였음. {var} 이름으로 export 하니까 됨.",
    "{v} ({env}용이고 prod는 다른 값).",
]

FENCE_LANG = {"dotenv": "dotenv", "shell export": "bash", "shell env prefix": "bash", "curl header": "bash",
              "curl query param": "bash", "curl URL path": "bash", "docker run -e": "bash", "fish set -gx": "fish",
              "PowerShell $env": "powershell", "Windows setx": "bat", "Jupyter cell os.environ": "python",
              "TOML config": "toml", "INI config": "ini", "web.config appSettings": "xml", "XML config": "xml",
              "application.properties": "properties", "terraform.tfvars": "hcl", "Terraform provider block": "hcl"}


def fence_lang(clabel):
    if clabel in FENCE_LANG:
        return FENCE_LANG[clabel]
    for key, lang in [("YAML", "yaml"), ("yml", "yaml"), ("yaml", "yaml"), ("k8s", "yaml"), ("GitHub Actions", "yaml"),
                      ("JSON", "json"), ("json", "json"), ("toml", "toml"), ("Dockerfile", "dockerfile"),
                      ("Python", "python"), ("JavaScript", "js"), ("Node", "js"), ("Go", "go"), ("diff", "diff"), ("log", "text")]:
        if key in clabel:
            return lang
    return ""


# ----------------------------------------------------------------------------------------------
# note helpers
# ----------------------------------------------------------------------------------------------
def has_batchim(ch):
    code = ord(ch) - 0xAC00
    return 0 <= code < 11172 and code % 28 != 0


def josa(word, pair):
    """pair like '이가', '을를', '은는', '과와', '으로로'"""
    a, b = {"이가": ("이", "가"), "을를": ("을", "를"), "은는": ("은", "는"), "과와": ("과", "와"), "으로로": ("으로", "로")}[pair]
    return word + (a if has_batchim(word[-1]) else b)


def camel_from_var(var):
    parts = [p for p in var.lower().split("_") if p]
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


LAST_CTX = {}


def make_ctx(spec=None, lang="en"):
    global LAST_CTX
    corp = pick(CORPS)
    env = pick(ENVS)
    svc = pick(SERVICES)
    person_ko = pick(PEOPLE_KO)
    title = pick(TITLES_KO)
    pt = person_ko + title if title in ("님", "") else person_ko + " " + title
    ctx = dict(corp=corp, env=env, svc=svc, db=pick(DBS), region=pick(REGIONS), file=pick(FILES_ENV), org=pick(GITHUB_ORGS),
               repo=pick(REPOS), person=pick(PEOPLE_EN), pt=pt, pt_i=josa(pt, "이가"), lang="",
               ticket="%s-%d" % (pick(["OPS", "PLAT", "BE", "INFRA", "DATA", "SEC", "WEB"]), rint(100, 4999)),
               shop=corp + "-store", domain="mg.%s.com" % corp, uid=rs(ALNUM, 9), addr=hexs(40), ref=rs(LOWER, 20),
               appid=rs(UALNUM, 10), user=pick(USERS), host=host_for("db"))
    ctx["store"] = pick(STORES_EN if lang == "en" else STORES_KO)
    if spec:
        ctx["vendor"] = spec["disp"] if lang == "en" else spec["ko"]
        ctx["what"] = spec["what"]
        ctx["svc_short"] = spec["svc"].replace(".", "").replace("(", "").replace(")", "")
        ctx["camel"] = camel_from_var(spec["var"] if not spec["pair"] else "api_key")
        ctx["camel_cap"] = ctx["camel"][0].upper() + ctx["camel"][1:]
        ctx["cls"] = "".join(w.capitalize() for w in spec["vendor"].replace(".", " ").replace("(", "").replace(")", "").replace("&", "").split()) + "Client"
        if spec["host"]:
            u = urllib.parse.urlsplit(fill(spec["host"], ctx))
            ctx["api_host"] = u.netloc
            ctx["api_host_url"] = "%s://%s%s" % (u.scheme, u.netloc, u.path)
        else:
            ctx["api_host"] = "api.%s.com" % ctx["svc_short"]
            ctx["api_host_url"] = "https://api.%s.com/v1/me" % ctx["svc_short"]
    LAST_CTX = ctx
    return ctx


def NOTE(lang, category, mc, le, ask, secrets, vendors=()):
    return dict(lang=lang, kind="secret" if secrets else "clean", category=category,
                fields={"missing_context": mc, "lesson": le, "ask_next_time": ask}, secrets=list(secrets),
                vendors=list(vendors))


def F(t, ctx):
    return t.format_map(ctx)


# ----------------------------------------------------------------------------------------------
# vendor-token notes
# ----------------------------------------------------------------------------------------------
def token_note(spec, lang):
    ctx = make_ctx(spec, lang)
    items = spec["gen"](spec["var"])
    lv = [(k, v, lval((k, v, l))) for k, v, l in items if l]
    ctx["var"], ctx["v"], sec0 = lv[0]
    single = len(items) == 1
    vlen = len(ctx["v"].encode())
    modes = [("mc_snip", 5.0), ("le_snip", 4.0), ("fenced", 2.0),
             ("mc_snip_askv", 1.2 if vlen <= 300 else 0), ("inline", 2.2 if single and vlen <= 260 else 0),
             ("split", 0.9 if single and vlen <= 300 else 0)]
    mode = wpick(modes)
    en = lang == "en"
    secrets = []
    if mode in ("mc_snip", "le_snip", "fenced", "mc_snip_askv"):
        cont = pick_container(spec, items)
        snip, secrets, clabel = cont(spec, items, ctx)
        ctx["snip"] = snip
        ctx["lang"] = fence_lang(clabel)
        if mode == "fenced":
            mc = F(pick(EN_MC_SNIP_FENCED if en else KO_MC_SNIP_FENCED), ctx)
            le = F(pick(EN_LE_CLEAN if en else KO_LE_CLEAN), ctx)
            ask = F(pick(EN_ASK_CLEAN if en else KO_ASK_CLEAN), ctx)
        elif mode == "le_snip":
            mc = F(pick(EN_MC_CLEAN if en else KO_MC_CLEAN), ctx)
            le = F(pick(EN_LE_SNIP if en else KO_LE_SNIP), ctx)
            ask = F(pick(EN_ASK_CLEAN if en else KO_ASK_CLEAN), ctx)
        else:
            mc = F(pick(EN_MC_SNIP if en else KO_MC_SNIP), ctx)
            le = F(pick(EN_LE_CLEAN if en else KO_LE_CLEAN), ctx)
            ask = F(pick(EN_ASK_CLEAN if en else KO_ASK_CLEAN), ctx)
            if mode == "mc_snip_askv":
                ask = F(pick(EN_ASK_VAL if en else KO_ASK_VAL), ctx)
                if sec0 not in secrets:
                    secrets = secrets + [sec0]
        cat = "token: %s %s in %s" % (spec["disp"], spec["what"], clabel)
        if mode == "mc_snip_askv":
            cat += " + value repeated in ask"
    elif mode == "inline":
        if chance(0.5):
            mc = F(pick(EN_INLINE_MC if en else KO_INLINE_MC), ctx)
            le = F(pick(EN_LE_CLEAN if en else KO_LE_CLEAN), ctx)
        else:
            mc = F(pick(EN_MC_CLEAN if en else KO_MC_CLEAN), ctx)
            le = F(pick(EN_INLINE_LE if en else KO_INLINE_LE), ctx)
        ask = F(pick(EN_ASK_CLEAN if en else KO_ASK_CLEAN), ctx)
        secrets = [sec0]
        cat = "token: %s %s inline in prose" % (spec["disp"], spec["what"])
    else:
        mc = F(pick(EN_SPLIT_MC_END if en else KO_SPLIT_MC_END), ctx)
        le = F(pick(EN_SPLIT_LE_START if en else KO_SPLIT_LE_START), ctx)
        ask = F(pick(EN_ASK_CLEAN if en else KO_ASK_CLEAN), ctx)
        secrets = [sec0]
        cat = "token: %s %s split across fields (label ends missing_context, value starts lesson)" % (spec["disp"], spec["what"])
    return NOTE(lang, cat, mc, le, ask, secrets, [spec["vendor"]])


# ----------------------------------------------------------------------------------------------
# passwords after CLI flags and positional arguments
# ----------------------------------------------------------------------------------------------
URL_OK = ALNUM + "-_.~!*"
SQ_OK = ALNUM + "!@#%^*-_+=.?~$& "
DQ_OK = ALNUM + "@#%^*-_+=.?~ "
BARE_OK = ALNUM + "@%^-_+=.~"


def pw_fit(allowed, lang="en", styles=None):
    if lang == "ko" and " " in allowed:
        allowed = allowed + "".join(KO_WORDS)
    for _ in range(60):
        if styles:
            p, st = pw_any(pick(styles))
        elif lang == "ko":
            p, st = pw_ko_any()
        else:
            p, st = pw_any()
        if all(c in allowed for c in p) and p == p.strip() and len(p) >= 8:
            return p, st
    punct = "".join(c for c in SAFE_PUNCT if c in allowed)
    return pw_generated(punct=punct or "-_"), "generated"


CLI = [
    # (label, template, allowed, vendor, sys_en, sys_ko)
    ("mysql -p attached password", "mysql -h {host} -u {user} -p{pw} {db} < dump.sql", BARE_OK, "MySQL", "the {env} MySQL", "{env} MySQL"),
    ("mysql --password=", "mysql --host={host} --user={user} --password='{pw}' -e 'SHOW PROCESSLIST'", SQ_OK, "MySQL", "the {env} MySQL", "{env} MySQL"),
    ("mysqldump -p'...'", "mysqldump -u {user} -p'{pw}' --single-transaction {db} | gzip > {db}.sql.gz", SQ_OK, "MySQL", "the {db} database", "{db} DB"),
    ("PGPASSWORD env prefix", "PGPASSWORD='{pw}' psql -h {host} -U {user} -d {db} -c '\\dt'", SQ_OK, "PostgreSQL", "the {env} Postgres", "{env} Postgres"),
    ("pg_dump libpq keyword string", "pg_dump \"host={host} port=5432 user={user} password={pw} dbname={db}\" -Fc -f {db}.dump", BARE_OK, "PostgreSQL", "the {db} database", "{db} DB"),
    ("sshpass -p", "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {user}@{host}", SQ_OK, "SSH", "the bastion", "bastion 서버"),
    ("docker login -p", "docker login -u {user} -p {pw} registry.{corp}.io", BARE_OK, "Docker registry", "the private registry", "사내 registry"),
    ("echo | docker login --password-stdin", "echo '{pw}' | docker login registry.{corp}.io -u {user} --password-stdin", SQ_OK, "Docker registry", "the private registry", "사내 registry"),
    ("redis-cli -a", "redis-cli -h {host} -p 6379 -a '{pw}' --no-auth-warning INFO keyspace", SQ_OK, "Redis", "the {env} Redis", "{env} Redis"),
    ("mongosh --password", "mongosh --host {host} --username {user} --password '{pw}' --authenticationDatabase admin", SQ_OK, "MongoDB", "the {env} MongoDB", "{env} MongoDB"),
    ("curl -u user:password", "curl -u {user}:{pw} https://{web}/api/health", BARE_OK, "HTTP basic", "the internal API", "내부 API"),
    ("wget --password=", "wget --user={user} --password='{pw}' https://{web}/exports/{db}.csv", SQ_OK, "HTTP basic", "the export endpoint", "export 엔드포인트"),
    ("smbclient -U user%pass", "smbclient //{hostn}/share -U '{user}%{pw}' -c 'ls'", SQ_OK, "SMB", "the NAS share", "NAS 공유폴더"),
    ("net use /user: positional password", "net use Z: \\\\{hostn}\\share /user:CORP\\{user} {pw}", BARE_OK, "Windows SMB", "the file server", "파일 서버"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}", BARE_OK, "OpenSSL", "the PKCS#12 bundle", "p12 번들"),
    ("keytool -storepass/-keypass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass {pw} -keypass {pw}", BARE_OK, "Java keystore", "the Java keystore", "Java keystore"),
    ("zip -P", "zip -P '{pw}' -r backup-{db}.zip ./dumps", SQ_OK, "zip", "the backup archive", "백업 압축파일"),
    ("7z -p attached", "7z a -p{pw} -mhe=on {db}-export.7z ./export/", BARE_OK, "7-Zip", "the export archive", "export 압축파일"),
    ("gpg --passphrase", "gpg --batch --yes --passphrase '{pw}' -d secrets.tar.gz.gpg | tar xz", SQ_OK, "GnuPG", "the encrypted bundle", "암호화된 번들"),
    ("ldapsearch -w", "ldapsearch -x -H ldaps://{hostn} -D \"cn=admin,dc={corp},dc=local\" -w '{pw}' -b \"ou=people,dc={corp},dc=local\"", SQ_OK, "LDAP", "the LDAP directory", "LDAP"),
    ("sqlcmd -P", "sqlcmd -S {host},1433 -U sa -P '{pw}' -Q \"SELECT name FROM sys.databases\"", SQ_OK, "SQL Server", "the SQL Server", "SQL Server"),
    ("sqlplus user/password@", "sqlplus {user}/{pw}@//{host}:1521/ORCLPDB1", BARE_OK, "Oracle", "the Oracle DB", "오라클 DB"),
    ("helm --set password", "helm upgrade --install pg bitnami/postgresql -n {env} --set auth.postgresPassword={pw}", BARE_OK, "Helm", "the Helm release", "Helm 릴리즈"),
    ("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd {user} '{pw}'", SQ_OK, "nginx basic auth", "the nginx basic auth", "nginx basic auth"),
    ("xfreerdp /p:", "xfreerdp /v:{hostn} /u:{user} /p:'{pw}' /size:1920x1080", SQ_OK, "RDP", "the Windows build VM", "윈도우 빌드 VM"),
    ("lftp -u user,pass", "lftp -u {user},'{pw}' sftp://{hostn}", SQ_OK, "SFTP", "the partner SFTP", "파트너사 SFTP"),
    ("rabbitmqctl add_user", "rabbitmqctl add_user {user} '{pw}' && rabbitmqctl set_user_tags {user} administrator", SQ_OK, "RabbitMQ", "RabbitMQ", "RabbitMQ"),
    ("cqlsh -p", "cqlsh {host} 9042 -u cassandra -p '{pw}'", SQ_OK, "Cassandra", "the Cassandra cluster", "카산드라 클러스터"),
    ("java -D...Password=", "java -Djavax.net.ssl.keyStore=/opt/app/app.jks -Djavax.net.ssl.keyStorePassword={pw} -jar app.jar", BARE_OK, "Java keystore", "the keystore", "keystore"),
    ("mvn -D password property", "mvn deploy -DaltDeploymentRepository=nexus::https://nexus.{corp}.io/repository/releases -Dnexus.password={pw}", BARE_OK, "Nexus", "Nexus", "Nexus"),
    ("gradle -P password property", "./gradlew publish -PossrhUsername={user} -PossrhPassword={pw}", BARE_OK, "Sonatype OSSRH", "Maven Central publishing", "Maven Central 배포"),
    ("ansible -e become password", "ansible-playbook -i inventory/{env} site.yml -e \"ansible_become_password={pw}\"", BARE_OK, "Ansible", "the {env} hosts", "{env} 서버들"),
    ("echo | sudo -S", "echo '{pw}' | sudo -S systemctl restart {svc}", SQ_OK, "sudo", "the app server", "앱 서버"),
    ("ssh-keygen -N", "ssh-keygen -t ed25519 -N '{pw}' -C deploy@{corp} -f ~/.ssh/deploy_{env}", SQ_OK, "SSH key passphrase", "the deploy key", "배포 키"),
    ("openssl enc -k", "openssl enc -aes-256-cbc -pbkdf2 -k '{pw}' -in {db}.sql -out {db}.sql.enc", SQ_OK, "OpenSSL", "the encrypted dump", "암호화된 덤프"),
    ("wp user create --user_pass", "wp user create {user} {user}@{corp}.com --role=administrator --user_pass='{pw}'", SQ_OK, "WordPress", "the WordPress admin", "워드프레스 관리자"),
    ("PowerShell ConvertTo-SecureString", "$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\{user}', $pw)", SQ_OK, "WinRM", "the Windows hosts", "윈도우 서버"),
    ("psexec -p", "psexec \\\\{hostn} -u CORP\\{user} -p {pw} cmd /c ipconfig", BARE_OK, "Windows", "the Windows hosts", "윈도우 서버"),
    ("docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_USER={user} -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16", BARE_OK, "PostgreSQL", "the local Postgres container", "로컬 Postgres 컨테이너"),
    ("docker run -e MSSQL_SA_PASSWORD", "docker run -e \"ACCEPT_EULA=Y\" -e \"MSSQL_SA_PASSWORD={pw}\" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest", DQ_OK, "SQL Server", "the SQL Server container", "SQL Server 컨테이너"),
    ("redis-server --requirepass", "redis-server --port 6380 --requirepass {pw} --appendonly yes", BARE_OK, "Redis", "the cache node", "캐시 노드"),
    ("vault login userpass password=", "vault login -method=userpass username={user} password='{pw}'", SQ_OK, "HashiCorp Vault", "Vault", "Vault"),
    ("clickhouse-client --password", "clickhouse-client --host {host} --user {user} --password '{pw}' --query 'SELECT 1'", SQ_OK, "ClickHouse", "ClickHouse", "ClickHouse"),
    ("security add-generic-password -w", "security add-generic-password -a {user} -s {svc} -w '{pw}' -U", SQ_OK, "macOS Keychain", "the keychain item", "키체인 항목"),
    ("influx -password", "influx -host {host} -username admin -password '{pw}' -execute 'SHOW DATABASES'", SQ_OK, "InfluxDB", "InfluxDB", "InfluxDB"),
    ("mc alias set (MinIO) positional keys", None, None, "MinIO", "the MinIO bucket", "MinIO 버킷"),
    ("az login --service-principal -p", None, None, "Azure", "the Azure subscription", "Azure 구독"),
    ("git clone with token in URL", None, None, "GitHub", "the private repo", "private 레포"),
    ("twine upload -p", None, None, "PyPI", "the PyPI upload", "PyPI 업로드"),
    ("dotnet nuget add source --password", None, None, "Azure Artifacts", "the NuGet feed", "NuGet 피드"),
    ("jupyter token in URL", None, None, "Jupyter", "the GPU box notebook", "GPU 서버 노트북"),
]

EN_CLI_MC = [
    "Nobody told me how to get into {sys}. The user pasted the command they use:\n{cmd}",
    "The runbook for this skips the auth step. {person} said this is what they run:\n{cmd}",
    "I didn't know {sys} needs a password from this box. From the user's shell history:\n{cmd}",
    "Missing: credentials for {sys}. The user sent: `{cmd}`",
    "The task assumed I could reach {sys}; I couldn't. The user replied with the exact command:\n{cmd}",
]
EN_CLI_LE_CLEAN = [
    "Passing the password on the command line leaves it in shell history; use a prompt or a 600-permission file next time.",
    "The command only works from the bastion; direct connections time out.",
    "The password has special characters, so it has to stay quoted or the shell mangles it.",
    "{Sys} locks the account after 5 failed attempts, so test credentials once, carefully.",
    "There is no separate read-only account; everything runs as {user}, which should be fixed.",
    "It worked once the VPN split-tunnel included the 10.x range.",
]
EN_CLI_LE_SNIP = ["What worked:\n{cmd}", "Working invocation: `{cmd}`", "Final command that succeeded:\n{cmd}"]
EN_CLI_MC_CLEAN = [
    "I had no credentials for {sys} and the ticket didn't say who owns it.",
    "Wasn't told that {sys} moved behind the bastion last month.",
    "The task needed data from {sys}; no account was provisioned for me.",
]
EN_CLI_ASK = [
    "Can I get my own account for {sys} instead of using {user}?",
    "Should this password go into {store}?",
    "Is the password in that command still current after the rotation?",
    "Is {pw} also the password for the replica?",
    "Can you confirm {pw} is meant for {env} only?",
    "",
]
KO_CLI_MC = [
    "{sys} 접속 방법을 아무도 안 알려줌. 사용자가 평소 쓰는 명령어를 붙여줌:\n{cmd}",
    "런북에 인증 단계가 빠져 있었음. {pt_i} 이렇게 한다고 알려줌:\n{cmd}",
    "이 서버에서 {sys} 접속에 비밀번호가 필요한 줄 몰랐음. 사용자 shell history에서 나온 명령:\n{cmd}",
    "{sys} 계정 정보가 없었음. 사용자가 보내준 명령어: `{cmd}`",
    "당연히 {sys}에 붙을 수 있을 줄 알았는데 안 됨. 사용자가 정확한 명령어를 알려줌:\n{cmd}",
]
KO_CLI_LE_CLEAN = [
    "명령줄에 비번을 넘기면 shell history에 남음. 다음엔 프롬프트 입력이나 권한 600인 파일로.",
    "bastion에서 실행해야만 됨. 직접 접속은 타임아웃.",
    "비번에 특수문자가 있어서 따옴표로 감싸야 함. 안 그러면 셸이 망가뜨림.",
    "{sys} 계정은 5번 틀리면 잠김. 테스트는 한 번만 신중하게.",
    "읽기 전용 계정이 따로 없어서 전부 {user} 계정으로 돌고 있음. 개선 필요.",
    "VPN split tunnel에 10.x 대역을 추가하고 나서야 됨.",
]
KO_CLI_LE_SNIP = ["동작한 명령:\n{cmd}", "최종적으로 성공한 명령어: `{cmd}`", "이렇게 하니까 됨:\n{cmd}"]
KO_CLI_MC_CLEAN = [
    "{sys} 계정이 없었고 티켓에도 담당자가 안 적혀 있었음.",
    "{sys}가 지난달에 bastion 뒤로 옮겨졌다는 걸 몰랐음.",
    "{sys} 데이터가 필요한 작업이었는데 내 계정이 발급되어 있지 않았음.",
]
KO_CLI_ASK = [
    "{user} 계정 말고 제 개인 계정 받을 수 있을까요?",
    "이 비번 {store}에 넣어둘까요?",
    "로테이션 이후에도 저 명령어의 비번이 유효한가요?",
    "{pw} 이게 replica 비번이랑 같은 건가요?",
    "{pw} 는 {env} 전용 맞죠?",
    "",
]


def cli_special(label, ctx, lang):
    """CLI entries whose secret is a token or key pair rather than a password."""
    if label.startswith("mc alias"):
        ak, sk = rs(UALNUM, 20), rs(ALNUM + "+/", 40)
        return "mc alias set {a} https://minio.{corp}.internal:9000 {ak} {sk}".format(a=ctx["env"], corp=ctx["corp"], ak=ak, sk=sk), [ak, sk]
    if label.startswith("az login"):
        s = g_azure_client_secret()
        return "az login --service-principal -u %s -p '%s' --tenant %s" % (ruuid(), s, ruuid()), [s]
    if label.startswith("git clone"):
        t = crc_token(pick(["ghp_", "gho_"])) if chance(0.7) else g_github_fine()
        return "git clone https://%s:%s@github.com/%s/%s.git" % (pick(["x-access-token", ctx["user"], "oauth2"]), t, ctx["org"], ctx["repo"]), [t]
    if label.startswith("twine"):
        t = g_pypi()
        return "twine upload -u __token__ -p %s dist/*" % t, [t]
    if label.startswith("dotnet"):
        t = g_azure_devops()
        return ("dotnet nuget add source https://pkgs.dev.azure.com/%s/_packaging/internal/nuget/v3/index.json -n internal "
                "-u %s -p %s --store-password-in-clear-text" % (ctx["corp"], ctx["user"], t)), [t]
    if label.startswith("jupyter"):
        t = hexs(48)
        return "http://127.0.0.1:8888/lab?token=%s" % t, [t]
    raise ValueError(label)


def cli_note(lang):
    label, tpl, allowed, vendor, sys_en, sys_ko = deal("cli", CLI)
    ctx = make_ctx(None, lang)
    ctx["web"] = host_for("web")
    ctx["hostn"] = host_for("other")
    if tpl is None:
        cmd, secrets = cli_special(label, ctx, lang)
        ctx["pw"] = secrets[-1]
        style = "token"
    else:
        pw, style = pw_fit(allowed, lang)
        ctx["pw"] = pw
        cmd = tpl.format(pw=pw, **{k: v for k, v in ctx.items() if k != "pw"})
        secrets = [pw]
    ctx["cmd"] = cmd
    ctx["sys"] = F(sys_en if lang == "en" else sys_ko, ctx)
    ctx["Sys"] = ctx["sys"][0].upper() + ctx["sys"][1:]
    en = lang == "en"
    if chance(0.6):
        mc = F(pick(EN_CLI_MC if en else KO_CLI_MC), ctx)
        les = EN_CLI_LE_CLEAN if en else KO_CLI_LE_CLEAN
        if tpl is None or "{user}" not in tpl:
            les = [x for x in les if "{user}" not in x]
        le = F(pick(les), ctx)
    else:
        mc = F(pick(EN_CLI_MC_CLEAN if en else KO_CLI_MC_CLEAN), ctx)
        le = F(pick(EN_CLI_LE_SNIP if en else KO_CLI_LE_SNIP), ctx)
    asks = EN_CLI_ASK if en else KO_CLI_ASK
    if tpl is None or "{user}" not in tpl:
        asks = [a for a in asks if "{user}" not in a]
    ask = F(pick(asks), ctx)
    if len(secrets) > 1 and ctx["pw"] in ask:
        ask = ""
    cat = "shell: %s (%s password)" % (label, style) if style != "token" else "shell: %s" % label
    return NOTE(lang, cat, mc, le, ask, secrets, [vendor])


# ----------------------------------------------------------------------------------------------
# connection strings and URLs with passwords
# ----------------------------------------------------------------------------------------------
def conn_note(lang):
    ctx = make_ctx(None, lang)
    user = pick(["app", "app_rw", "svc_" + ctx["svc"].split("-")[0], "admin", "postgres", "root", "etl", "avnadmin", "doadmin"])
    host = ctx["host"]
    db = ctx["db"]
    kind = deal("conn_note", ["pg_url", "pg_url_enc", "mysql_url", "mongo_srv", "redis_url", "amqp", "jdbc_pg", "jdbc_mssql", "adonet", "odbc",
                 "es_url", "smtp_url", "ftp_url", "neon", "supabase_pooler", "aiven", "planetscale", "django_dict", "spring_yaml",
                 "rails_yml", "sqlalchemy", "node_pool", "kafka_jaas", "snowflake"])
    encoded = None
    if kind in ("pg_url_enc", "mongo_srv", "amqp") and chance(0.7):
        pw, encoded = pw_for_url()
    elif kind == "neon":
        pw = "npg_" + rs(ALNUM, 12)
    elif kind == "aiven":
        pw = "AVNS_" + rs(URLSAFE, 19)
    elif kind == "planetscale":
        pw = "pscale_pw_" + rs(ALNUM + "_", 43)
    elif kind in ("pg_url", "pg_url_enc", "mysql_url", "mongo_srv", "redis_url", "amqp", "es_url", "ftp_url", "jdbc_pg", "snowflake",
                  "sqlalchemy", "supabase_pooler"):
        pw, _st = pw_fit(ALNUM + "-_.~!*", lang)
    else:
        pw, _st = pw_fit(BARE_OK, lang)
    w = encoded or pw
    vendor = "PostgreSQL"
    if kind in ("pg_url", "pg_url_enc"):
        s = "DATABASE_URL=postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, w, host, db)
        lab = "postgres URL in .env" + (" (percent-encoded password)" if encoded else "")
    elif kind == "mysql_url":
        s = "mysql://%s:%s@%s:3306/%s" % (user, w, host, db)
        lab, vendor = "MySQL URL", "MySQL"
    elif kind == "mongo_srv":
        s = 'MONGODB_URI="mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"' % (user, w, rs(LALNUM, 5), db)
        lab, vendor = "MongoDB Atlas SRV URI" + (" (percent-encoded password)" if encoded else ""), "MongoDB Atlas"
    elif kind == "redis_url":
        s = "REDIS_URL=rediss://default:%s@%s-%s.upstash.io:6379" % (w, pick(["able", "fond", "vast", "keen"]), pick(["lynx", "crow", "mole"]) + str(rint(10000, 99999)))
        lab, vendor = "Redis URL (Upstash)", "Upstash Redis"
    elif kind == "amqp":
        s = "CELERY_BROKER_URL=amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (user, w, pick(["kangaroo", "rattlesnake", "puffin"]), rs(LOWER, 8))
        lab, vendor = "AMQP broker URL" + (" (percent-encoded password)" if encoded else ""), "CloudAMQP"
    elif kind == "jdbc_pg":
        s = "spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, w)
        lab = "JDBC URL with password parameter"
    elif kind == "jdbc_mssql":
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=true" % (host, db, user, w)
        lab, vendor = "JDBC SQL Server URL", "SQL Server"
    elif kind == "adonet":
        s = '"ConnectionStrings": {\n  "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"\n}' % (ctx["corp"] + "-sql", db, user, w)
        lab, vendor = "ADO.NET connection string in appsettings.json", "Azure SQL"
    elif kind == "odbc":
        s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;TrustServerCertificate=yes;" % (host, db, user, w)
        lab, vendor = "ODBC connection string", "SQL Server"
    elif kind == "es_url":
        s = "ELASTICSEARCH_URL=https://elastic:%s@%s.es.%s.aws.found.io:9243" % (w, rs(HEX, 12), pick(REGIONS))
        lab, vendor = "Elasticsearch URL", "Elastic Cloud"
    elif kind == "smtp_url":
        app_pw = g_google_app_pw().replace(" ", "")
        w = pw = app_pw
        s = "EMAIL_URL=smtp+tls://%s%%40gmail.com:%s@smtp.gmail.com:587" % (pick(["noreply." + ctx["corp"], "alerts." + ctx["corp"]]), w)
        lab, vendor = "SMTP URL with Gmail app password", "Gmail"
    elif kind == "ftp_url":
        s = "lftp ftp://%s:%s@ftp.%s-partner.com/outbound/" % (user, w, ctx["corp"])
        lab, vendor = "FTP URL", "FTP"
    elif kind == "neon":
        s = "DATABASE_URL=postgresql://neondb_owner:%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require" % (w, pick(["cool", "rapid", "misty", "quiet"]), pick(["darkness", "river", "forest", "snow"]), rint(100000, 999999), pick(["us-east-2", "ap-southeast-1"]))
        lab, vendor = "Neon Postgres URL", "Neon"
    elif kind == "supabase_pooler":
        s = "postgresql://postgres.%s:%s@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres" % (ctx["ref"], w)
        lab, vendor = "Supabase pooler URL", "Supabase"
    elif kind == "aiven":
        s = "postgres://avnadmin:%s@pg-%s-%s.aivencloud.com:%d/defaultdb?sslmode=require" % (w, ctx["corp"], ctx["corp"], rint(10000, 29999))
        lab, vendor = "Aiven Postgres URL", "Aiven"
    elif kind == "planetscale":
        s = "DATABASE_URL='mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict'" % (rs(LALNUM, 12), w, db)
        lab, vendor = "PlanetScale URL", "PlanetScale"
    elif kind == "django_dict":
        s = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, user, w, host)
        lab, vendor = "Django settings DATABASES", "PostgreSQL"
    elif kind == "spring_yaml":
        s = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s" % (host, db, user, w)
        lab, vendor = "Spring application.yml datasource", "MySQL"
    elif kind == "rails_yml":
        s = "production:\n  adapter: postgresql\n  database: %s_production\n  username: %s\n  password: %s\n  host: %s" % (db, user, w, host)
        lab = "Rails database.yml"
    elif kind == "sqlalchemy":
        s = 'engine = create_engine("postgresql+psycopg://%s:%s@%s/%s", pool_pre_ping=True)' % (user, w, host, db)
        lab = "SQLAlchemy create_engine URL"
    elif kind == "node_pool":
        s = "const pool = new Pool({ host: '%s', user: '%s', password: '%s', database: '%s' });" % (host, user, w, db)
        lab = "node-postgres Pool config"
    elif kind == "kafka_jaas":
        key, sec = rs(UALNUM, 16), rs(ALNUM + "+/", 64)
        s = ("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
             "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (rs(LALNUM, 5), pick(REGIONS), key, sec)
        secrets = [key, sec]
        lab, vendor = "Kafka client.properties SASL JAAS", "Confluent Cloud"
        pw = sec
    else:
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER" % (user.upper(), w, rs(UPPER, 7), rs(UPPER + DIGITS, 7), db.upper())
        lab, vendor = "Snowflake SQLAlchemy URL", "Snowflake"
    if kind != "kafka_jaas":
        secrets = [w]
    ctx["snip"] = s
    en = lang == "en"
    noun = {"redis_url": ("cache", "캐시 Redis"), "amqp": ("message broker", "메시지 브로커"), "es_url": ("search cluster", "검색 클러스터"),
            "smtp_url": ("mail relay", "메일 서버"), "ftp_url": ("partner FTP drop", "파트너사 FTP"), "kafka_jaas": ("Kafka cluster", "카프카 클러스터")}.get(kind, ("database", "DB"))
    ctx["noun"] = noun[0] if en else noun[1]
    specific = {
        "supabase_pooler": ("The pooler port (6543) needs the project-qualified user name, not plain postgres.", "pooler 포트(6543)는 postgres가 아니라 프로젝트 붙은 유저명을 써야 함."),
        "planetscale": ("PlanetScale passwords are branch-scoped; the main-branch password doesn't work on dev branches.", "PlanetScale 비번은 브랜치 단위라 main 브랜치 비번은 dev 브랜치에서 안 됨."),
        "redis_url": ("Upstash requires TLS (rediss://); plain redis:// just hangs until the timeout.", "Upstash는 TLS 필수(rediss://). 그냥 redis://로 하면 타임아웃까지 멈춰 있음."),
        "amqp": ("The vhost segment is required; without it the broker answers ACCESS_REFUSED.", "vhost 경로가 필수임. 없으면 브로커가 ACCESS_REFUSED 돌려줌."),
        "smtp_url": ("With 2FA on, Gmail rejects the normal account password; only the app password works.", "2FA가 켜져 있어서 Gmail은 일반 비번을 거부함. 앱 비밀번호만 됨."),
        "ftp_url": ("The partner only allows our egress IP, so it fails from laptops.", "파트너사가 우리 egress IP만 허용해서 노트북에선 안 됨."),
        "kafka_jaas": ("SASL_SSL with PLAIN is required; with the wrong mechanism the client retries forever without a clear error.", "SASL_SSL + PLAIN 필수. mechanism이 틀리면 클라이언트가 에러 없이 계속 재시도함."),
        "es_url": ("9243 is the Elastic Cloud HTTPS port; 9200 times out.", "Elastic Cloud HTTPS 포트는 9243임. 9200은 타임아웃."),
        "snowflake": ("The account identifier must include the region part, or the connector can't find the account.", "계정 식별자에 리전 부분이 있어야 함. 없으면 커넥터가 계정을 못 찾음."),
        "jdbc_mssql": ("TrustServerCertificate is needed because the dev instance uses a self-signed cert.", "dev 인스턴스가 자체 서명 인증서라 TrustServerCertificate 필요."),
        "odbc": ("ODBC Driver 18 defaults to Encrypt=yes, which broke the old connection string.", "ODBC Driver 18은 기본값이 Encrypt=yes라 예전 접속 문자열이 깨졌음."),
        "mongo_srv": ("The SRV lookup failed in the Alpine image until the DNS packages were added.", "Alpine 이미지에서는 DNS 패키지 추가 전까지 SRV 조회가 실패했음."),
    }
    generic = [("The app reads this once at boot, so changing it needs a restart.", "앱이 부팅할 때 한 번만 읽어서 바꾸면 재시작해야 함."),
               ("Only the bastion's IP is allow-listed; it fails from CI runners.", "bastion IP만 허용돼 있어서 CI runner에서는 실패함.")]
    if noun[0] == "database":
        generic.append(("Connection limit is low; set the pool size to 5 for the worker.", "커넥션 제한이 낮아서 worker는 pool size 5로 설정."))
    if encoded:
        generic = [("The password has to be percent-encoded in the URL, or the driver splits it at the special characters.",
                    "URL 안의 비밀번호는 퍼센트 인코딩해야 함. 안 하면 드라이버가 특수문자에서 잘라버림.")]
    elif "sslmode=require" in s:
        generic.append(("sslmode=require is mandatory for this instance; without it the handshake is rejected.", "이 인스턴스는 sslmode=require 필수. 없으면 핸드셰이크 거절됨."))
    if kind in specific:
        generic = generic + [specific[kind]] * 2
    lesson_clean = pick(generic)[0 if en else 1]
    if en:
        mc = pick(["I didn't know {svc} connects to a different {noun} in {env}. The user pasted the config:\n{snip}",
                   "The connection details for the {noun} weren't anywhere in the repo. From the user's local setup:\n{snip}",
                   "Nobody mentioned that {env} uses a managed {noun} now. {person} shared:\n{snip}",
                   "The job was blocked on credentials for the {noun}. The user sent the string they use:\n{snip}",
                   "Wasn't told which {noun} {svc} talks to in {env}."])
        if "{snip}" in mc:
            le = lesson_clean
        else:
            le = pick(["It talks to this one:\n{snip}", "Working connection string:\n{snip}", "Found the right one in the old deploy config:\n{snip}"])
        ask = pick(["Can we move this connection string into {store}?", "Is there a read-only user I should use instead of {user}?",
                    "Should the password in this string be rotated now that it's in chat?", ""])
    else:
        mc = pick(["{env}에서는 {svc} 서비스가 다른 {noun}에 붙는다는 걸 몰랐음. 사용자가 설정을 붙여줌:\n{snip}",
                   "레포 어디에도 {noun} 접속 정보가 없었음. 사용자 로컬 설정에서 가져온 것:\n{snip}",
                   "{env}가 매니지드 {noun}로 바뀐 걸 아무도 말 안 해줌. {pt_i} 공유해준 것:\n{snip}",
                   "{noun} 접속 정보 때문에 작업이 막혀 있었음. 사용자가 쓰는 문자열:\n{snip}",
                   "{env}에서 {svc} 서비스가 어느 {noun}에 붙는지 몰랐음."])
        if "{snip}" in mc:
            le = lesson_clean
        else:
            le = pick(["여기에 붙음:\n{snip}", "동작하는 접속 문자열:\n{snip}", "예전 배포 설정에서 맞는 걸 찾음:\n{snip}"])
        ask = pick(["이 접속 문자열 {store}로 옮겨도 될까요?", "{user} 말고 읽기 전용 계정이 있나요?",
                    "채팅에 노출됐는데 이 비번 지금 바꿀까요?", ""])
    ctx["user"] = user
    if "{user}" in ask and (user not in s or kind == "kafka_jaas"):
        ask = ""
    mc, le, ask = F(mc, ctx), F(le, ctx), F(ask, ctx)
    return NOTE(lang, "connection string: %s" % lab, mc, le, ask, secrets, [vendor])


# ----------------------------------------------------------------------------------------------
# passwords in prose, chat, tables, logs, diffs
# ----------------------------------------------------------------------------------------------
SYS_EN = ["the Grafana admin", "the staging Jenkins", "the router admin page", "the NAS", "the shared QA account", "the Synology",
          "the test iPhone's Apple ID", "the pfSense box", "the office printer admin", "the VPN", "Kibana", "the CMS admin",
          "the demo tenant", "the build Mac", "the Windows build VM", "the Airflow UI", "the RabbitMQ console", "the Metabase admin"]
SYS_KO = ["그라파나 admin", "스테이징 젠킨스", "공유기 관리자 페이지", "NAS", "QA 공용 계정", "시놀로지", "테스트폰 Apple ID",
          "사내 VPN", "키바나", "CMS 관리자", "데모 테넌트", "빌드용 맥미니", "어드민 페이지", "ERP 테스트 계정", "그룹웨어",
          "Airflow 웹 UI", "메타베이스 관리자", "RabbitMQ 콘솔"]


def clock(ko=False):
    h, m = rint(8, 19), rint(0, 59)
    if ko:
        return "%s %d:%02d" % ("오전" if h < 12 else "오후", h if h <= 12 else h - 12, m)
    return "%02d:%02d" % (h, m)


def _trace_text():
    return pick([
        "com.zaxxer.hikari.pool.HikariPool$PoolInitializationException: Failed to initialize pool: FATAL: password authentication failed for user \"{user}\"\n"
        "\tat com.zaxxer.hikari.pool.HikariPool.throwPoolInitializationException(HikariPool.java:596)\n"
        "\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:582)\n"
        "HikariConfig jdbcUrl........jdbc:postgresql://{host}:5432/{db}?user={user}&password={pw}",
        "MongoServerSelectionError: connection <monitor> to 10.0.3.14:27017 closed\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n"
        "    at listOnTimeout (node:internal/timers:573:17) {{\n  uri: 'mongodb://{user}:{pw}@{host}:27017/{db}?authSource=admin'\n}}",
        "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.\n"
        "  File \"/app/worker/cache.py\", line 14, in <module>\n    r = redis.Redis.from_url(\"redis://{user}:{pw}@{host}:6379/0\")",
    ])


def prose_pw_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    if en:
        pw, style = pw_fit(SQ_OK.replace(" ", ""), "en")
    else:
        pw, style = pw_fit(SQ_OK.replace(" ", "") + "".join(KO_WORDS), "ko")
    ctx["pw"] = pw
    ctx["sys"] = pick(SYS_EN if en else SYS_KO)
    ctx["t1"], ctx["t2"] = clock(not en), clock(not en)
    ctx["sysb"] = ctx["sys"][4:] if ctx["sys"].startswith("the ") else ctx["sys"]
    secrets = [pw]
    sub = deal("prose_pw_note/" + lang, ["statement", "logged_in", "slash", "chat", "two_sentences", "split_fields", "repeat_ask", "table", "config_log",
                "diff", "email", "terse", "backticks", "reset", "passphrase", "same_as", "attached_particle" if not en else "quoted",
                "ko_layout" if not en else "statement", "trace"])
    if sub == "trace":
        pw, style = pw_fit(URL_OK, lang)
        ctx["pw"] = pw
        secrets = [pw]
    if sub == "ko_layout" and style != "ko_typed":
        pw, style = pw_ko_typed(), "ko_typed"
        ctx["pw"] = pw
        secrets = [pw]
    if sub in ("trace", "config_log"):
        ctx["sys"] = "the %s database" % ctx["db"] if en else "%s DB" % ctx["db"]
    if sub in ("table", "diff"):
        pw2, _s = pw_fit(SQ_OK.replace(" ", "").replace("|", ""), lang)
        ctx["pw2"] = pw2
        secrets = [pw, pw2]
        ctx["sys2"] = pick(SYS_EN if en else SYS_KO)
        ctx["u2"] = pick(USERS)
        ctx["sys2b"] = ctx["sys2"][4:] if ctx["sys2"].startswith("the ") else ctx["sys2"]
    trace_t = _trace_text() if sub == "trace" else ""
    T = {
        "statement": ("Nobody told me the credentials for {sys}. {person} said: user {user}, password {pw}.",
                      "{sys} 계정 정보를 몰랐음. {pt_i} 알려준 건 아이디 {user}, 비번 {pw}."),
        "logged_in": ("Needed to check the settings on {sys} but had no login.",
                      "{sys} 설정을 확인해야 했는데 로그인 정보가 없었음."),
        "slash": ("Creds for {sys}: {user} / {pw}", "{sys} 계정: {user} / {pw}"),
        "chat": ("Pasted from Slack:\n[{t1}] {person}: login for {sys} is {user} / {pw}\n[{t2}] {person}: pls don't share outside the team",
                 "슬랙에서 복붙:\n[{t1}] {pt}: {sys} 비번 {pw} 에요\n[{t2}] {pt}: 외부 공유 금지!"),
        "two_sentences": ("I didn't know the password for {sys} had been changed.", "{sys} 비번이 바뀐 줄 몰랐음."),
        "split_fields": ("Had to log in to {sys} as {user}. The password, according to {person}, is",
                         "{sys}에 {user} 계정으로 들어가야 했음. {pt_i} 알려준 비밀번호는"),
        "repeat_ask": ("Login for {sys} is {user} with password {pw}; it wasn't written down anywhere.",
                       "{sys} 로그인은 {user} / 비번 {pw}. 어디에도 적혀 있지 않았음."),
        "table": ("The user pasted their credential sheet:\n| system | user | password |\n|---|---|---|\n| {sysb} | {user} | {pw} |\n| {sys2b} | {u2} | {pw2} |",
                  "사용자가 계정 정리 표를 붙여줌:\n| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n| {sys} | {user} | {pw} |\n| {sys2} | {u2} | {pw2} |"),
        "config_log": ("The startup failure was only visible in the container log:\n2024-05-14 09:12:44,201 DEBUG settings loaded: db.host={host} db.user={user} db.password={pw} db.pool=10\n2024-05-14 09:12:44,388 ERROR could not connect: timeout",
                       "컨테이너 로그에서만 기동 실패 원인이 보였음:\n2024-05-14 09:12:44,201 DEBUG settings loaded: db.host={host} db.user={user} db.password={pw} db.pool=10\n2024-05-14 09:12:44,388 ERROR could not connect: timeout"),
        "diff": ("The credentials changed in the last infra PR:\n```diff\n database:\n   user: {user}\n-  password: {pw}\n+  password: {pw2}\n```",
                 "지난 인프라 PR에서 DB 비번이 바뀌었음:\n```diff\n database:\n   user: {user}\n-  password: {pw}\n+  password: {pw2}\n```"),
        "email": ("Forwarded IT email, quoted by the user:\n> Your {sys} account has been created.\n> Username: {user}\n> Temporary password: {pw}\n> You will be asked to change it at first login.",
                  "사용자가 IT팀 메일을 그대로 인용함:\n> {sys} 계정이 생성되었습니다.\n> 아이디: {user}\n> 임시 비밀번호: {pw}\n> 최초 로그인 시 변경해 주세요."),
        "terse": ("{sysb} -- login: {user}  pw: {pw}", "{sys} -- id: {user} / pw: {pw}"),
        "backticks": ("Couldn't open {sys}; the user said to use `{user}` and `{pw}`.", "{sys} 접속 불가였음. 사용자가 `{user}` / `{pw}` 쓰라고 함."),
        "reset": ("{user}'s account on {sys} was locked.", "{user} 계정이 {sys}에서 잠겨 있었음."),
        "passphrase": ("The deploy key on the bastion is encrypted and nobody mentioned the passphrase. It is \"{pw}\".",
                       "bastion의 배포 키가 암호화되어 있었는데 passphrase를 아무도 안 알려줌. passphrase는 \"{pw}\"."),
        "same_as": ("{person} said the password for {sys} is the same as the guest Wi-Fi: {pw}",
                    "{pt_i} {sys} 비번은 손님용 와이파이랑 같다고 함: {pw}"),
        "attached_particle": ("", "{sys} 비번은 {pw}입니다. {pt_i} 그렇게 알려줌."),
        "trace": ("The worker crashed on boot; the user pasted the stack trace:\n" + trace_t, "worker가 기동하다 죽음. 사용자가 스택 트레이스를 붙여줌:\n" + trace_t),
        "quoted": ("The user typed the password for {sys} into chat: '{pw}'", ""),
        "ko_layout": ("", "{sys} 비번 설정할 때 한/영 전환을 안 해서 실제 비번이 {pw} 로 되어 있었음."),
    }
    LE = {
        "logged_in": ("Logged in to {sys} as {user} with {pw}; the page needs the admin role, not editor.",
                      "{sys}에 {user} / {pw} 로 로그인함. 그 페이지는 editor가 아니라 admin 권한이 있어야 보임."),
        "two_sentences": ("The password for {sys} was rotated last week. The new one is {pw}.",
                          "{sys} 비번은 지난주에 바뀜. 새 비번은 {pw} 입니다."),
        "split_fields": ("{pw} -- it only works from the office network.", "{pw} 이고, 사내망에서만 로그인됨."),
        "reset": ("Reset {user}'s password on {sys} to {pw} per the helpdesk ticket; it must be changed at next login.",
                  "헬프데스크 티켓대로 {sys}의 {user} 비번을 {pw} 로 초기화함. 다음 로그인 때 변경 필요."),
    }
    LE_CLEAN_EN = ["Shared accounts make it impossible to tell who changed what; asked for personal logins.",
                   "The account is SSO-exempt, which is why the password still matters.",
                   "Admin pages time out after 15 minutes idle, so do the changes in one go.",
                   "Password managers are the right place for this, not chat.",
                   "The login form trims nothing, so a trailing space breaks it."]
    LE_CLEAN_KO = ["공용 계정이라 누가 뭘 바꿨는지 추적이 안 됨. 개인 계정 요청함.",
                   "이 계정은 SSO 예외라서 비번이 아직 중요함.",
                   "관리자 페이지는 15분 동안 입력 없으면 세션 만료됨. 한 번에 작업할 것.",
                   "이런 건 채팅 말고 패스워드 매니저에 있어야 함.",
                   "로그인 폼이 공백을 trim 안 해서 뒤에 스페이스 들어가면 실패함."]
    i = 0 if en else 1
    mc = T[sub][i]
    le = LE[sub][i] if sub in LE else pick(LE_CLEAN_EN if en else LE_CLEAN_KO)
    if en:
        ask = pick(["Can I get a personal account on {sys}?", "Should this go into {store}?", "Who should I ask when this password changes again?", ""])
    else:
        ask = pick(["{sys} 개인 계정 받을 수 있을까요?", "이거 {store}에 넣어둘까요?", "다음에 비번 또 바뀌면 누구한테 물어보면 되나요?", ""])
    if sub == "repeat_ask":
        ask = "Is {pw} still the password for {sys}, or did IT reset it?" if en else "{pw} 아직 {sys} 비번 맞나요? IT에서 초기화했을 수도 있어서요."
    mc, le, ask = F(mc, ctx), F(le, ctx), F(ask, ctx)
    label = {"attached_particle": "with Korean particle attached", "ko_layout": "typed in wrong keyboard layout", "trace": "in stack trace",
             "config_log": "in config log line", "split_fields": "split across fields (label ends missing_context)",
             "two_sentences": "split across two sentences", "repeat_ask": "repeated in ask_next_time"}.get(sub, sub.replace("_", " "))
    return NOTE(lang, "prose: password %s (%s style)" % (label, style), mc, le, ask, secrets, ["password"])


# ----------------------------------------------------------------------------------------------
# private keys
# ----------------------------------------------------------------------------------------------
def rsa2048():
    return rsa_key(2048)


def key_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("key_note", ["openssh", "ec_sec1", "rsa1024", "rsa2048_trunc", "gcp_sa", "apple_p8", "pgp", "wireguard", "age", "cdp_json", "kube_ec"])
    secrets = []
    if kind == "openssh":
        lines, body, pub = openssh_ed25519("deploy@%s" % ctx["corp"])
        blob = "\n".join(lines)
        secrets = body
        mc = ("The deploy job needs SSH to %s. The user pasted the private key from their laptop:\n%s" % (ctx["host"], blob)) if en else \
             ("배포 잡이 %s에 SSH로 붙어야 함. 사용자가 노트북에 있던 개인키를 붙여줌:\n%s" % (ctx["host"], blob))
        le = "The key has no passphrase; it should be a repo-scoped deploy key instead of a personal one." if en else \
             "passphrase 없는 키임. 개인 키 말고 레포 전용 deploy key로 바꿔야 함."
        ask = "Can you register a dedicated deploy key and revoke this one?" if en else "전용 deploy key 새로 등록하고 이건 폐기할까요?"
        lab = "OpenSSH ed25519 private key"
    elif kind == "ec_sec1":
        d, pub = p256_keypair()
        lines, body = pem_lines("EC PRIVATE KEY", ec_sec1_der(d, pub))
        secrets = body
        blob = "\n".join(lines)
        mc = ("%s signs its JWTs with ES256 and I had no key for local testing. The user sent jwt-signing.pem:\n%s" % (ctx["svc"], blob)) if en else \
             ("%s 서비스가 ES256으로 JWT 서명하는데 로컬 테스트용 키가 없었음. 사용자가 jwt-signing.pem 보내줌:\n%s" % (ctx["svc"], blob))
        le = "The kid in the JWKS must match or verification fails silently." if en else "JWKS의 kid가 안 맞으면 검증이 조용히 실패함."
        ask = ""
        lab = "EC P-256 private key PEM (SEC1)"
    elif kind == "rsa1024":
        k = rsa_key(1024)
        lines, body = pem_lines("RSA PRIVATE KEY", rsa_pkcs1_der(k))
        secrets = body
        blob = "\n".join(lines)
        mc = ("Legacy SAML key from the old IdP config:\n%s" % blob) if en else ("예전 IdP 설정의 SAML 키:\n%s" % blob)
        le = ("The SP still validates against this 1024-bit key, so the upgrade has to rotate both sides at once." if en else
              "SP가 아직 이 1024비트 키로 검증하고 있어서 업그레이드할 때 양쪽을 동시에 교체해야 함.")
        ask = "Who owns the IdP side of this?" if en else "IdP 쪽 담당자가 누구인가요?"
        lab = "RSA 1024 PKCS#1 private key (full)"
    elif kind == "rsa2048_trunc":
        k = rsa2048()
        label = pick(["RSA PRIVATE KEY", "PRIVATE KEY"])
        der_ = rsa_pkcs1_der(k) if label == "RSA PRIVATE KEY" else rsa_pkcs8_der(k)
        lines, body = pem_lines(label, der_)
        n = rint(3, 6)
        secrets = body[:n]
        blob = "\n".join(lines[:n + 1] + ["...", lines[-1]])
        mc = ("TLS for the %s ingress failed; the user pasted the start of server.key to show the format:\n%s" % (ctx["env"], blob)) if en else \
             ("%s 인그레스 TLS가 실패함. 사용자가 형식 보여준다고 server.key 앞부분을 붙여줌:\n%s" % (ctx["env"], blob))
        le = ("cert-manager wants PKCS#8 (BEGIN PRIVATE KEY); the PKCS#1 file needed converting with openssl pkcs8 -topk8." if en else
              "cert-manager는 PKCS#8(BEGIN PRIVATE KEY) 형식을 원함. PKCS#1 파일은 openssl pkcs8 -topk8 으로 변환 필요.")
        ask = "Should the key live only in the cluster secret from now on?" if en else "이제부터 키는 클러스터 secret에만 두는 걸로 할까요?"
        lab = "RSA 2048 private key PEM (truncated paste)"
    elif kind == "gcp_sa":
        k = rsa2048()
        lines, body = pem_lines("PRIVATE KEY", rsa_pkcs8_der(k))
        n = rint(2, 4)
        secrets = body[:n]
        proj = "%s-%s-%d" % (ctx["corp"], ctx["env"], rint(100000, 999999))
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body[:n]) + "\\n..."
        blob = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
                '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (proj, hexs(40), pk, ctx["svc"], proj, rint(10 ** 20, 10 ** 21))
        mc = ("BigQuery export had no credentials in CI. The user pasted (part of) the service account JSON:\n%s" % blob) if en else \
             ("CI에 BigQuery export용 인증 정보가 없었음. 사용자가 서비스 계정 JSON 일부를 붙여줌:\n%s" % blob)
        le = "Workload identity federation would remove the need for a JSON key entirely." if en else "Workload identity federation 쓰면 JSON 키 자체가 필요 없음."
        ask = "Can we delete this key in IAM once WIF is set up?" if en else "WIF 설정되면 IAM에서 이 키 삭제해도 될까요?"
        lab = "GCP service account JSON private_key (escaped newlines, truncated)"
    elif kind == "apple_p8":
        d, pub = p256_keypair()
        lines, body = pem_lines("PRIVATE KEY", ec_pkcs8_der(d, pub))
        secrets = body
        kid = rs(UALNUM, 10)
        blob = "\n".join(lines)
        mc = ("fastlane needs the App Store Connect API key. Key ID %s, issuer %s. Contents of AuthKey_%s.p8:\n%s" % (kid, ruuid(), kid, blob)) if en else \
             ("fastlane에 App Store Connect API 키가 필요했음. Key ID %s, issuer %s. AuthKey_%s.p8 내용:\n%s" % (kid, ruuid(), kid, blob))
        le = "Apple lets you download the .p8 only once; this is the only copy." if en else ".p8은 애플에서 한 번만 다운로드 가능해서 이게 유일한 사본임."
        ask = "Should I store the .p8 as a base64 CI secret?" if en else ".p8을 base64로 CI secret에 넣을까요?"
        lab = "Apple App Store Connect .p8 key"
    elif kind == "pgp":
        name = pick(["Release Bot", "Kim Minsu", "Build Signer", "Dana Ortiz"])
        lines, body = pgp_private_block(name, "release@%s.io" % ctx["corp"])
        secrets = [b for b in body if len(b) >= 8]
        blob = "\n".join(lines)
        mc = ("The release job signs artifacts with GPG and the key wasn't in CI. User exported it:\n%s" % blob) if en else \
             ("릴리즈 잡이 GPG로 아티팩트 서명하는데 CI에 키가 없었음. 사용자가 export 해서 줌:\n%s" % blob)
        le = "Import with gpg --batch --import and set the trust level, otherwise signing prompts." if en else "gpg --batch --import로 넣고 trust 레벨 설정 안 하면 서명할 때 프롬프트 뜸."
        ask = ""
        lab = "OpenPGP private key block"
    elif kind == "wireguard":
        priv = bytearray(rbytes(32))
        priv[0] &= 248
        priv[31] &= 127
        priv[31] |= 64
        privk = b64(bytes(priv))
        peer_pub = b64(x25519_pub(rbytes(32)))
        psk = b64(rbytes(32)) if chance(0.4) else None
        net = rint(6, 9)
        conf = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\n" % (privk, net, rint(2, 60), net, peer_pub)
        if psk:
            conf += "PresharedKey = %s\n" % psk
        conf += "Endpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % ctx["corp"]
        secrets = [privk] + ([psk] if psk else [])
        mc = ("No VPN access to reach the %s cluster. The user shared their WireGuard config:\n%s" % (ctx["env"], conf)) if en else \
             ("%s 클러스터에 붙을 VPN이 없었음. 사용자가 자기 WireGuard 설정을 공유해줌:\n%s" % (ctx["env"], conf))
        le = "Sharing one peer config between two machines makes both drop; each device needs its own key." if en else "peer 설정 하나를 두 기기에서 쓰면 둘 다 끊김. 기기마다 키 따로 필요."
        ask = "Can you issue a peer for the CI runner?" if en else "CI runner용 peer 하나 발급해주실 수 있나요?"
        lab = "WireGuard config PrivateKey" + (" + PresharedKey" if psk else "")
    elif kind == "age":
        sk = bytearray(rbytes(32))
        secret = bech32_encode("age-secret-key-", bytes(sk)).upper()
        pubk = bech32_encode("age", x25519_pub(bytes(sk)))
        blob = "# created: 2024-%02d-%02dT10:%02d:11+09:00\n# public key: %s\n%s" % (rint(1, 12), rint(1, 28), rint(0, 59), pubk, secret)
        secrets = [secret]
        mc = ("SOPS files couldn't be decrypted in CI. The user pasted keys.txt:\n%s" % blob) if en else ("CI에서 SOPS 파일 복호화가 안 됐음. 사용자가 keys.txt를 붙여줌:\n%s" % blob)
        le = "SOPS_AGE_KEY_FILE has to point at this file; the public key goes into .sops.yaml." if en else "SOPS_AGE_KEY_FILE이 이 파일을 가리켜야 하고, public key는 .sops.yaml에 들어감."
        ask = ""
        lab = "age identity file"
    elif kind == "cdp_json":
        d, pub = p256_keypair()
        lines, body = pem_lines("EC PRIVATE KEY", ec_sec1_der(d, pub))
        secrets = body
        blob = '{\n   "name": "organizations/%s/apiKeys/%s",\n   "privateKey": "%s\\n"\n}' % (ruuid(), ruuid(), "\\n".join(lines))
        mc = ("The trading bot needs Coinbase CDP access. cdp_api_key.json from the user:\n%s" % blob) if en else ("트레이딩 봇에 Coinbase CDP 접근 필요. 사용자가 준 cdp_api_key.json:\n%s" % blob)
        le = "The SDK wants the key name and the PEM with literal \\n, not real newlines." if en else "SDK는 실제 개행이 아니라 \\n 문자열이 들어간 PEM을 원함."
        ask = ""
        lab = "Coinbase CDP key JSON (EC PEM with escaped newlines)"
    else:
        d, pub = p256_keypair()
        lines, body = pem_lines("EC PRIVATE KEY", ec_sec1_der(d, pub))
        ckd = b64(("\n".join(lines) + "\n").encode())
        secrets = [ckd]
        blob = "users:\n- name: %s-admin\n  user:\n    client-certificate: /etc/rancher/k3s/client-admin.crt\n    client-key-data: %s" % (ctx["env"], ckd)
        mc = ("kubectl had no context for the k3s box. The user copied the users section of their kubeconfig:\n%s" % blob) if en else \
             ("k3s 서버용 kubectl 컨텍스트가 없었음. 사용자가 kubeconfig의 users 부분을 복사해줌:\n%s" % blob)
        le = "The k3s admin cert is cluster-admin; better to create a scoped service account." if en else "k3s admin 인증서는 cluster-admin 권한이라 범위 제한된 service account를 따로 만드는 게 나음."
        ask = ""
        lab = "kubeconfig client-key-data (base64 EC key)"
    return NOTE(lang, "private key: %s" % lab, mc, le, ask, secrets, [lab.split()[0]])


# ----------------------------------------------------------------------------------------------
# TOTP, recovery codes, Wi-Fi, PINs, seed phrases, app passwords
# ----------------------------------------------------------------------------------------------
def totp_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    seed = base64.b32encode(rbytes(pick([10, 20]))).decode().rstrip("=")
    issuer = pick(["GitHub", "AWS", "Okta", "Google", "Cloudflare", "npm", "Atlassian", "Naver", "Kakao", "Grafana"])
    email = "%s@%s.com" % (pick(["qa-bot", "e2e", "ops", "shared.admin"]), ctx["corp"])
    style = deal("totp_note", ["uri", "grouped", "oathtool", "pyotp", "env"])
    if style == "uri":
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, urllib.parse.quote(email), seed, issuer)
        sec = seed
    elif style == "grouped":
        low = seed.lower()
        sec = " ".join(low[i:i + 4] for i in range(0, len(low), 4))
        snip = sec
    elif style == "oathtool":
        snip = "oathtool --totp -b %s" % seed
        sec = seed
    elif style == "pyotp":
        snip = 'code = pyotp.TOTP("%s").now()\npage.fill("#otp", code)' % seed
        sec = seed
    else:
        snip = "E2E_USER=%s\nE2E_TOTP_SECRET=%s" % (email, seed)
        sec = seed
    ctx.update(snip=snip, issuer=issuer)
    if en:
        mc = F(pick(["The e2e login test stalls on the %s 2FA prompt. The user shared the TOTP seed of the test account:\n{snip}" % issuer,
                     "I couldn't log in to the shared %s account because of 2FA. The setup key the user gave me:\n{snip}" % issuer,
                     "Nobody told me the bot account has MFA. From the user's notes:\n{snip}"]), ctx)
        le = pick(["TOTP codes depend on clock sync; the CI container drifted 40s and codes were rejected.",
                   "Generating the code in the test from the seed is more reliable than a fixed code.",
                   "The seed is base32; pasting it with spaces works in authenticator apps but not in oathtool."])
        ask = pick(["Should the shared account use a hardware key instead?", "Can the test account be exempted from MFA in staging?", ""])
    else:
        mc = F(pick(["e2e 로그인 테스트가 %s 2FA 단계에서 멈춤. 사용자가 테스트 계정의 TOTP 시드를 공유해줌:\n{snip}" % issuer,
                     "공용 %s 계정이 2FA 때문에 로그인이 안 됐음. 사용자가 준 설정 키:\n{snip}" % issuer,
                     "봇 계정에 MFA 걸려 있다는 걸 아무도 안 알려줌. 사용자 메모에서:\n{snip}"]), ctx)
        le = pick(["TOTP는 시계 동기화에 의존함. CI 컨테이너 시간이 40초 틀어져서 코드가 거절됐음.",
                   "고정 코드보다 테스트에서 시드로 코드를 생성하는 게 안정적.",
                   "시드는 base32라서 공백 넣어도 인증 앱에선 되지만 oathtool에선 안 됨."])
        ask = pick(["공용 계정은 하드웨어 키로 바꾸는 게 낫지 않을까요?", "스테이징에서는 테스트 계정 MFA 예외 처리 가능할까요?", ""])
    return NOTE(lang, "2FA: TOTP seed (%s)" % {"uri": "otpauth URI", "grouped": "grouped setup key", "oathtool": "oathtool -b",
                                                "pyotp": "pyotp in test code", "env": ".env for e2e"}[style],
                mc, le, ask, [sec], [issuer])


def bitlocker_key():
    return "-".join("%06d" % (11 * rint(0, 65535)) for _ in range(8))


def recovery_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("recovery_note", ["github", "google", "1password", "bitlocker", "apple", "discord", "gitlab", "microsoft"])
    if kind == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(6, 16))]
        body, vendor = "\n".join(codes), "GitHub"
    elif kind == "google":
        codes = ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(5, 10))]
        body, vendor = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "Google"
    elif kind == "1password":
        a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5))]
        body, vendor = "Secret Key: %s" % codes[0], "1Password"
    elif kind == "bitlocker":
        codes = [bitlocker_key()]
        body, vendor = "Recovery key ID: %s\nRecovery key: %s" % (str(ruuid()).upper()[:8], codes[0]), "BitLocker"
    elif kind == "apple":
        codes = ["-".join(rs(UALNUM, 4) for _ in range(7))]
        body, vendor = codes[0], "Apple"
    elif kind == "discord":
        codes = ["%s-%s" % (rs(LALNUM, 4), rs(LALNUM, 4)) for _ in range(rint(5, 10))]
        body, vendor = "  ".join(codes), "Discord"
    elif kind == "gitlab":
        codes = [hexs(16) for _ in range(rint(5, 10))]
        body, vendor = "\n".join("- " + c for c in codes), "GitLab"
    else:
        codes = ["-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))]
        body, vendor = codes[0], "Microsoft account"
    ctx["body"] = body
    if en:
        mc = F(pick(["The shared %s admin account got locked behind 2FA. The user pasted the recovery codes they saved:\n{body}" % vendor,
                     "I needed access to the %s account on the build machine; the only way in was the recovery material:\n{body}" % vendor,
                     "Nobody told me where the %s recovery codes are kept. They are in the user's notes app:\n{body}" % vendor]), ctx)
        le = pick(["Each recovery code works once; the used ones must be crossed out or regenerated.",
                   "Recovery codes belong in the password manager next to the account, not in notes.",
                   "After using a code, regenerate the set so the remaining ones are not floating around."])
        ask = pick(["Should I regenerate the codes now that they were shared?", "Who else has a copy of these?", ""])
    else:
        mc = F(pick(["공용 %s 관리자 계정이 2FA 때문에 잠김. 사용자가 저장해둔 복구 코드를 붙여줌:\n{body}" % vendor,
                     "빌드 머신의 %s 계정에 들어가야 했는데 복구 정보 말고는 방법이 없었음:\n{body}" % vendor,
                     "%s 복구 코드가 어디 보관돼 있는지 아무도 안 알려줌. 사용자 메모 앱에 있었음:\n{body}" % vendor]), ctx)
        le = pick(["복구 코드는 한 번씩만 쓸 수 있음. 쓴 건 지우거나 새로 발급해야 함.",
                   "복구 코드는 메모장 말고 패스워드 매니저에 계정이랑 같이 보관해야 함.",
                   "코드 하나 쓰고 나면 나머지가 돌아다니지 않게 전체 재발급하는 게 맞음."])
        ask = pick(["공유됐으니 복구 코드 지금 재발급할까요?", "이 코드 사본 가진 사람이 또 있나요?", ""])
    return NOTE(lang, "recovery: %s recovery/backup codes" % vendor, mc, le, ask, codes, [vendor])


def wifi_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    ssid = pick(SSIDS)
    pw, style = pw_fit(ALNUM + "!@#%^*-_+=.?~", lang, styles=["human", "keyboard", "ko_typed", "alnum", "generated", "corp", "passphrase", "hangul"] if not en else None)
    if not en and chance(0.3):
        pw = pick(["iptime", "kt", "sk", "lg"]) + rs(DIGITS, rint(6, 8))
    kind = deal("wifi_note", ["qr", "nmcli", "wpa", "netsh", "prose", "esp32", "hostapd"])
    if kind == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif kind == "nmcli":
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
    elif kind == "wpa":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif kind == "netsh":
        snip = "netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, pw)
    elif kind == "esp32":
        snip = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, pw)
    elif kind == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw)
    else:
        snip = None
    ctx.update(snip=snip, ssid=ssid, pw=pw)
    if en:
        if snip:
            mc = F(pick(["The test devices in the lab need Wi-Fi and nobody told me the network details. From the user:\n{snip}",
                         "The Raspberry Pi image had no network config. What the user uses:\n{snip}",
                         "The IoT board must join the office network; credentials from the user:\n{snip}"]), ctx)
        else:
            mc = F(pick(["Lab Wi-Fi is {ssid}, password {pw}. Nobody had told me that.", "The user said the {ssid} password is {pw} and the guest network blocks SSH."]), ctx)
        le = pick(["The 5 GHz network is not visible to the ESP32; use the 2.4 GHz SSID.", "Guest Wi-Fi isolates clients, so the devices can't see each other there.",
                   "Baking Wi-Fi credentials into the image means reflashing every board when they change."])
        ask = pick(["Is there a separate IoT network I should use?", "Can we provision Wi-Fi at first boot instead of baking it in?", ""])
    else:
        if snip:
            mc = F(pick(["실험실 테스트 기기들 와이파이 정보를 아무도 안 알려줌. 사용자가 준 것:\n{snip}",
                         "라즈베리파이 이미지에 네트워크 설정이 없었음. 사용자 설정:\n{snip}",
                         "IoT 보드가 사무실 와이파이에 붙어야 했음. 사용자가 준 정보:\n{snip}"]), ctx)
        else:
            mc = F(pick(["실험실 와이파이는 {ssid}, 비번은 {pw} 임. 아무도 안 알려줬었음.", "사용자 말로는 {ssid} 와이파이 비번이 {pw} 이고, 게스트망은 SSH 막혀 있다고 함."]), ctx)
        le = pick(["ESP32는 5GHz 망을 못 잡음. 2.4GHz SSID로 붙어야 함.", "게스트 와이파이는 클라이언트 격리라서 기기끼리 통신이 안 됨.",
                   "이미지에 와이파이 정보를 박아두면 비번 바뀔 때마다 전부 다시 구워야 함."])
        ask = pick(["IoT 전용 망이 따로 있나요?", "와이파이 정보는 이미지에 넣지 말고 첫 부팅 때 설정하게 할까요?", ""])
    return NOTE(lang, "wifi: WPA passphrase (%s)" % kind, mc, le, ask, [pw], ["Wi-Fi"])


def pin_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    fmt = deal("pin_note", ["dash", "star_hash", "plain8", "hash_front", "puk"])
    a, b = rs(DIGITS, 4), rs(DIGITS, 4)
    code = {"dash": a + "-" + b, "star_hash": a + "*" + b + "#", "plain8": a + b, "hash_front": "#" + a + "*" + b, "puk": rs(DIGITS, 8)}[fmt]
    ctx["code"] = code
    if en:
        what = pick(["server room keypad", "alarm panel", "lab door", "equipment locker", "parking gate"]) if fmt != "puk" else "test SIM's PUK"
        ctx["what"] = what
        mc = F(pick(["The on-site hardware reset needed the {what} code and nobody had given it to me. {person} wrote back: {code}",
                     "Missing context: the {what} code, which is {code} according to the facilities ticket.",
                     "The on-site checklist skips the {what}. The user said the code is {code}."]), ctx)
        le = pick(["The panel locks for 5 minutes after three wrong entries.", "Facilities changes the codes quarterly; ask before going on site.",
                   "The code is shared by the whole floor, so it shouldn't be written in tickets."])
        ask = pick(["Who do I ask for the {what} code next quarter?", ""])
    else:
        what = pick(["서버실 도어락", "공동현관", "사무실 출입문", "장비 보관함", "주차장 차단기", "금고"]) if fmt != "puk" else "테스트 유심 PUK"
        ctx["what"] = what
        mc = F(pick(["현장 작업 때문에 {what} 번호가 필요했는데 아무도 안 알려줌. {pt_i} 답장해줌: {code}",
                     "{what} 비번 몰랐음. 총무팀 티켓에 따르면 {code}",
                     "현장 체크리스트에 {what} 얘기가 없었음. 사용자가 번호는 {code} 라고 함."]), ctx)
        le = pick(["세 번 틀리면 5분 동안 잠김.", "총무팀이 분기마다 번호를 바꾸니까 현장 가기 전에 확인 필요.", "층 전체가 같이 쓰는 번호라 티켓에 적으면 안 됨."])
        ask = pick(["다음 분기 {what} 번호는 누구한테 물어보면 되나요?", ""])
    ask = F(ask, ctx)
    return NOTE(lang, "physical: %s code" % ("PUK" if fmt == "puk" else "door/keypad"), mc, le, ask, [code], ["door code"])


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(b) - len(b.lstrip(b"\x00"))) + out


def seed_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("seed_note", ["bip39_12", "bip39_24", "eth_pk", "sol_b58"])
    if kind.startswith("bip39"):
        phrase = bip39_mnemonic(12 if kind.endswith("12") else 24)
        sec = phrase
        snip = phrase if chance(0.5) else "MNEMONIC=\"%s\"" % phrase
        lab, vendor = "BIP39 %s-word seed phrase" % kind[-2:], "crypto wallet"
    elif kind == "eth_pk":
        sec = g_ethereum_pk() if chance(0.6) else hexs(64)
        snip = pick(["PRIVATE_KEY=%s" % sec, "networks: {\n  sepolia: { url: SEPOLIA_RPC, accounts: [\"%s\"] }\n}" % sec,
                     "const wallet = new ethers.Wallet(\"%s\", provider);" % sec])
        lab, vendor = "Ethereum private key", "Ethereum"
    else:
        sec = b58(rbytes(64))
        snip = "SOLANA_PRIVATE_KEY=%s" % sec
        lab, vendor = "Solana base58 secret key", "Solana"
    ctx["snip"] = snip
    if en:
        mc = F(pick(["Deploying the contract to the testnet needed a funded wallet. The user pasted the one they use:\n{snip}",
                     "The faucet script had no signer configured. From the user:\n{snip}",
                     "I didn't know which wallet the deploy scripts use. It is this one:\n{snip}"]), ctx)
        le = pick(["Even testnet keys get drained by bots once they hit a public repo.", "Hardhat reads accounts from the env; keep the key out of hardhat.config.ts.",
                   "The same mnemonic was also used on mainnet, which makes this urgent."])
        ask = pick(["Can we move to a fresh wallet that never touched mainnet?", "Should deploys use a KMS-backed signer instead?", ""])
    else:
        mc = F(pick(["테스트넷에 컨트랙트 배포하려면 잔고 있는 지갑이 필요했음. 사용자가 쓰던 걸 붙여줌:\n{snip}",
                     "faucet 스크립트에 서명자 설정이 없었음. 사용자가 준 것:\n{snip}",
                     "배포 스크립트가 어떤 지갑을 쓰는지 몰랐음. 이거였음:\n{snip}"]), ctx)
        le = pick(["테스트넷 키라도 공개 레포에 올라가면 봇이 바로 털어감.", "hardhat은 env에서 계정을 읽으니 hardhat.config.ts에 키 넣지 말 것.",
                   "같은 니모닉을 메인넷에서도 쓰고 있었다고 해서 급함."])
        ask = pick(["메인넷에 한 번도 안 쓴 새 지갑으로 옮길까요?", "배포는 KMS 기반 signer로 바꾸는 게 어떨까요?", ""])
    return NOTE(lang, "wallet: %s" % lab, mc, le, ask, [sec], [vendor])


def app_pw_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("app_pw_note/" + lang, ["gmail_django", "apple_notary", "wp_app", "m365_smtp", "icloud_caldav"] + (["naver_smtp", "naver_smtp"] if not en else []))
    if kind == "gmail_django":
        p = g_google_app_pw()
        snip = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@%s.com'\nEMAIL_HOST_PASSWORD = '%s'" % (ctx["corp"], p)
        vendor = "Gmail"
    elif kind == "apple_notary":
        p = g_apple_app_pw()
        snip = 'xcrun notarytool store-credentials "AC_NOTARY" --apple-id dev@%s.com --team-id %s --password %s' % (ctx["corp"], rs(UALNUM, 10), p)
        vendor = "Apple ID"
    elif kind == "wp_app":
        p = g_wp_app_pw()
        snip = 'curl --user "admin:%s" https://%s/wp-json/wp/v2/posts?status=draft' % (p, host_for("web"))
        vendor = "WordPress"
    elif kind == "m365_smtp":
        p = rs(LOWER, 16)
        snip = "smtp.office365.com:587 user=scanner@%s.com app password=%s" % (ctx["corp"], p)
        vendor = "Microsoft 365"
    elif kind == "icloud_caldav":
        p = g_apple_app_pw()
        snip = '[storage cal_remote]\ntype = "caldav"\nurl = "https://caldav.icloud.com/"\nusername = "me@icloud.com"\npassword = "%s"' % p
        vendor = "iCloud"
    else:
        p = g_naver_app_pw()
        snip = "spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (pick(["hanbit_noti", "devteam01"]), p)
        vendor = "Naver"
    ctx["snip"] = snip
    if en:
        mc = F(pick(["Outgoing mail was failing and I didn't know the account uses an app password rather than the normal one. The user's config:\n{snip}",
                     "Nobody told me 2FA is on for this account, so the normal password can't be used. What the user set up:\n{snip}",
                     "The release pipeline step needs this and it wasn't documented:\n{snip}"]), ctx)
        le = pick(["App passwords bypass 2FA, so they should be revoked when the person leaves.", "Spaces in the app password are optional; the provider strips them.",
                   "The normal account password returns 535 authentication failed; only the app password works."])
        ask = pick(["Should we switch to an OAuth2 / API-based sender?", "Who owns this account if the app password needs revoking?", ""])
    else:
        mc = F(pick(["메일 발송이 실패했는데 일반 비번이 아니라 앱 비밀번호를 써야 한다는 걸 몰랐음. 사용자 설정:\n{snip}",
                     "이 계정에 2단계 인증이 걸려 있어서 일반 비번은 못 쓴다는 걸 아무도 말 안 해줌. 사용자가 설정한 것:\n{snip}",
                     "릴리즈 파이프라인에 필요한 건데 문서화가 안 되어 있었음:\n{snip}"]), ctx)
        le = pick(["앱 비밀번호는 2FA를 우회하니까 퇴사자 생기면 바로 폐기해야 함.", "앱 비밀번호의 공백은 있어도 없어도 됨.",
                   "일반 계정 비번 넣으면 535 인증 실패남. 앱 비밀번호만 됨."])
        ask = pick(["OAuth2나 API 기반 발송으로 바꾸는 게 나을까요?", "앱 비밀번호 폐기해야 할 때 이 계정 담당자가 누구인가요?", ""])
    return NOTE(lang, "app password: %s (%s)" % (vendor, kind), mc, le, ask, [p], [vendor])


# ----------------------------------------------------------------------------------------------
# HTTP auth headers and cookies
# ----------------------------------------------------------------------------------------------
def http_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    web = host_for("web")
    kind = deal("http_note", ["basic_header", "curl_cookie", "bearer_jwt", "set_cookie", "requests_auth", "http_file"])
    if kind == "basic_header":
        pw, _s = pw_fit(BARE_OK, lang)
        blob = b64(("%s:%s" % (ctx["user"], pw)).encode())
        snip = "GET /api/v2/reports HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (web, blob)
        secrets, lab, vendor = [blob], "HTTP Basic Authorization header (base64)", "HTTP Basic"
    elif kind == "curl_cookie":
        sid = rs(LALNUM, 32)
        csrf = rs(ALNUM, 64)
        snip = ("curl 'https://%s/admin/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: csrftoken=%s; sessionid=%s' \\\n"
                "  -H 'x-csrftoken: %s'") % (web, csrf, sid, csrf)
        secrets, lab, vendor = [sid], "Copy-as-cURL with Django session cookie", "Django session"
    elif kind == "bearer_jwt":
        tok = make_jwt({"sub": str(rint(1000, 99999)), "email": "%s@%s.com" % (ctx["user"], ctx["corp"]), "role": pick(["admin", "staff", "user"]),
                        "iat": ts(), "exp": ts() + 3600})
        snip = "Authorization: Bearer %s" % tok
        secrets, lab, vendor = [tok], "Bearer JWT copied from browser devtools", "JWT session"
    elif kind == "set_cookie":
        name = pick(["connect.sid", "JSESSIONID", "_session_id", "laravel_session", "PHPSESSID"])
        val = {"connect.sid": g_sas_cookie(), "JSESSIONID": rs(UHEX, 32), "_session_id": hexs(32),
               "laravel_session": b64(rbytes(rint(160, 200))).rstrip("=").replace("+", "%2B").replace("/", "%2F") + "%3D", "PHPSESSID": rs(LALNUM, 26)}[name]
        snip = "HTTP/2 302\nlocation: /dashboard\nset-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        secrets, lab, vendor = [val], "Set-Cookie session (%s)" % name, "session cookie"
    elif kind == "requests_auth":
        pw, _s = pw_fit(DQ_OK.replace(" ", ""), lang)
        snip = 'resp = requests.get("https://%s/api/export", auth=("%s", "%s"), timeout=30)' % (web, ctx["user"], pw)
        secrets, lab, vendor = [pw], "requests auth tuple", "HTTP Basic"
    else:
        pw, _s = pw_fit(BARE_OK, lang)
        snip = "### list jobs\nGET https://%s/api/jobs\nAuthorization: Basic %s %s" % (web, ctx["user"], pw)
        secrets, lab, vendor = [pw], "VS Code REST Client .http file Basic user pass", "HTTP Basic"
    ctx["snip"] = snip
    if en:
        mc = F(pick(["I couldn't reproduce the 500 on the admin API without being logged in. The user copied the request from devtools:\n{snip}",
                     "The internal endpoint isn't documented and needs auth. What the user sent:\n{snip}",
                     "No test account for {env}; the user shared the request they make:\n{snip}"]), ctx)
        le = pick(["Session cookies expire after 30 minutes idle, so capture a fresh one right before testing.",
                   "The 500 only happens for staff accounts; regular users get a 403 first.",
                   "Copy-as-cURL carries every cookie and header, including the auth ones; strip them before sharing."])
        ask = pick(["Can I get a dedicated test account for {env}?", "Is there an API token I can use instead of a browser session?", ""])
    else:
        mc = F(pick(["로그인 안 하면 어드민 API 500을 재현할 수 없었음. 사용자가 개발자도구에서 요청을 복사해줌:\n{snip}",
                     "문서화 안 된 내부 엔드포인트인데 인증이 필요했음. 사용자가 보내준 것:\n{snip}",
                     "{env} 테스트 계정이 없었음. 사용자가 자기가 보내는 요청을 공유해줌:\n{snip}"]), ctx)
        le = pick(["세션 쿠키는 30분 유휴면 만료되니까 테스트 직전에 새로 받아야 함.", "500은 staff 계정에서만 남. 일반 유저는 먼저 403이 뜸.",
                   "Copy as cURL 하면 인증 쿠키랑 헤더까지 다 딸려옴. 공유 전에 지워야 함."])
        ask = pick(["{env} 전용 테스트 계정 받을 수 있을까요?", "브라우저 세션 말고 쓸 수 있는 API 토큰이 있나요?", ""])
    return NOTE(lang, "http: %s" % lab, mc, le, F(ask, ctx), secrets, [vendor])


# ----------------------------------------------------------------------------------------------
# SQL user statements
# ----------------------------------------------------------------------------------------------
def sql_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    user = pick(["reporting", "app_ro", "metabase", "airflow", "debezium", "grafana_reader", "etl_loader"])
    kind = deal("sql_note", ["mysql_create", "pg_alter", "mssql_login", "mongo_createuser", "redis_acl", "oracle_alter", "flyway_file", "snowflake"])
    if kind in ("mysql_create", "pg_alter", "mssql_login", "oracle_alter", "snowflake", "flyway_file"):
        pw, _s = pw_fit(ALNUM + "!@#%^*-_+=.?~", lang)
    else:
        pw, _s = pw_fit(ALNUM + "@#%^*-_+=.?~", lang)
    snip = {
        "mysql_create": "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (user, pw, ctx["db"], user),
        "pg_alter": "ALTER ROLE %s WITH LOGIN PASSWORD '%s';\nGRANT pg_read_all_data TO %s;" % (user, pw, user),
        "mssql_login": "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = OFF;\nCREATE USER [%s] FOR LOGIN [%s];" % (user, pw, user, user),
        "mongo_createuser": 'db.getSiblingDB("admin").createUser({ user: "%s", pwd: "%s", roles: [{ role: "read", db: "%s" }] })' % (user, pw, ctx["db"]),
        "redis_acl": "ACL SETUSER %s on >%s ~cache:* +@read" % (user, pw),
        "oracle_alter": 'ALTER USER %s IDENTIFIED BY "%s" ACCOUNT UNLOCK;' % (user.upper(), pw),
        "flyway_file": "-- V%d__create_%s_user.sql\nCREATE USER %s WITH PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (rint(3, 40), user, user, pw, ctx["db"], user),
        "snowflake": "CREATE USER %s PASSWORD = '%s' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;" % (user.upper(), pw),
    }[kind]
    ctx["snip"] = snip
    if en:
        mc = F(pick(["The dashboard tool needed its own DB user and I didn't know one already existed. The user showed me how it was created:\n{snip}",
                     "Nobody told me which account {user_} uses. From the migration history:\n{snip}".replace("{user_}", user),
                     "I was asked to set up read-only access for the BI tool; this is what the user ran last time:\n{snip}"]), ctx)
        le = pick(["Creating users in versioned migrations puts the password in git history; do it out of band.",
                   "pg_read_all_data needs Postgres 14+, the replica is still on 13.",
                   "The account needed an explicit GRANT on new tables too (ALTER DEFAULT PRIVILEGES)."])
        ask = pick(["Should DB users be created by Terraform with generated passwords instead?", "Can this password be rotated now?", ""])
    else:
        mc = F(pick(["대시보드 툴용 DB 유저가 이미 있는 줄 몰랐음. 사용자가 생성할 때 쓴 SQL을 보여줌:\n{snip}",
                     "%s 계정이 어떻게 만들어졌는지 아무도 몰랐음. 마이그레이션 이력에서 나온 것:\n{snip}" % user,
                     "BI 툴용 읽기 전용 계정 설정 요청받음. 사용자가 지난번에 실행한 SQL:\n{snip}"]), ctx)
        le = pick(["버전 관리되는 마이그레이션에서 유저를 만들면 비번이 git 이력에 남음. 별도 절차로 해야 함.",
                   "pg_read_all_data는 Postgres 14 이상 필요한데 replica는 아직 13임.",
                   "새로 생기는 테이블에도 권한 주려면 ALTER DEFAULT PRIVILEGES 필요했음."])
        ask = pick(["DB 유저는 Terraform에서 랜덤 비번으로 만드는 게 나을까요?", "이 비번 지금 교체해도 될까요?", ""])
    return NOTE(lang, "sql: %s" % kind.replace("_", " "), mc, le, ask, [pw], ["SQL"])


# ----------------------------------------------------------------------------------------------
# framework secrets
# ----------------------------------------------------------------------------------------------
DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"
WP_CHARS = ALNUM + "!@#%^&*()-_ []{}<>~+=,.;:/?|"


def framework_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("framework_note", ["django", "rails_skb", "rails_master", "laravel", "nextauth", "jwt_secret", "flask", "wp_salts", "symfony", "phoenix", "strapi", "n8n"])
    if kind == "django":
        v = "django-insecure-" + rs(DJANGO_CHARS, 50)
        snip, secs, fw = "SECRET_KEY = '%s'" % v, [v], "Django SECRET_KEY"
    elif kind == "rails_skb":
        v = hexs(128)
        snip, secs, fw = "SECRET_KEY_BASE=%s" % v, [v], "Rails secret_key_base"
    elif kind == "rails_master":
        v = hexs(32)
        snip, secs, fw = "$ cat config/master.key\n%s" % v, [v], "Rails master.key"
    elif kind == "laravel":
        v = "base64:" + b64(rbytes(32))
        snip, secs, fw = "APP_NAME=%s\nAPP_ENV=%s\nAPP_KEY=%s\nAPP_DEBUG=false" % (ctx["corp"].capitalize(), ctx["env"], v), [v], "Laravel APP_KEY"
    elif kind == "nextauth":
        v = b64(rbytes(32))
        snip, secs, fw = "NEXTAUTH_URL=https://%s.%s.dev\nNEXTAUTH_SECRET=%s" % (ctx["env"], ctx["corp"], v), [v], "NextAuth secret"
    elif kind == "jwt_secret":
        v = pick([hexs(64), rs(ALNUM, 48), b64(rbytes(48))])
        snip, secs, fw = pick(["JWT_SECRET=%s", "jwt:\n  secret: %s\n  expiration: 3600", 'const token = jwt.sign(payload, "%s", { expiresIn: "1h" });']) % v, [v], "JWT signing secret"
    elif kind == "flask":
        v = hexs(64)
        snip, secs, fw = "app.config['SECRET_KEY'] = '%s'" % v, [v], "Flask SECRET_KEY"
    elif kind == "wp_salts":
        names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
        vals = [rs(WP_CHARS, 64).strip() for _ in names]
        vals = [x if len(x) >= 60 else x + rs(ALNUM, 64 - len(x)) for x in vals]
        snip = "\n".join("define( '%s', '%s' );" % (n, x) for n, x in zip(names, vals))
        secs, fw = vals, "WordPress salts (wp-config.php)"
    elif kind == "symfony":
        v = hexs(32)
        snip, secs, fw = "APP_ENV=prod\nAPP_SECRET=%s" % v, [v], "Symfony APP_SECRET"
    elif kind == "phoenix":
        v = rs(ALNUM + "+/", 64)
        snip, secs, fw = 'config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: "%s"' % v, [v], "Phoenix secret_key_base"
    elif kind == "strapi":
        keys = [b64(rbytes(16)) for _ in range(4)]
        salt, admin = b64(rbytes(16)), b64(rbytes(16))
        snip = "APP_KEYS=%s\nAPI_TOKEN_SALT=%s\nADMIN_JWT_SECRET=%s" % (",".join(keys), salt, admin)
        secs, fw = keys + [salt, admin], "Strapi APP_KEYS / salts"
    else:
        v = rs(ALNUM, 32)
        snip, secs, fw = "N8N_ENCRYPTION_KEY=%s\nN8N_HOST=n8n.%s.io" % (v, ctx["corp"]), [v], "n8n encryption key"
    ctx["snip"] = snip
    ctx["fw"] = fw
    if en:
        mc = F(pick(["Sessions broke after the redeploy and I didn't know the {fw} is generated per environment. The old value, from the user:\n{snip}",
                     "Nobody told me the {fw} must match across all replicas. The one in use:\n{snip}",
                     "The {env} config the user pasted so I could run the app locally:\n{snip}"]), ctx)
        le = pick(["Changing this value logs everyone out and invalidates signed links.", "Each replica had a different value, so cookies only worked on one pod.",
                   "It belongs in the secret store; the repo should only have a placeholder."])
        ask = pick(["Should we rotate it now that it has been shared?", "Where is the canonical copy of this kept?", ""])
    else:
        mc = F(pick(["재배포 후 세션이 깨졌는데 {fw} 값이 환경마다 따로 생성된다는 걸 몰랐음. 사용자가 준 예전 값:\n{snip}",
                     "{fw} 값이 모든 replica에서 같아야 한다는 걸 아무도 안 알려줌. 현재 쓰는 값:\n{snip}",
                     "로컬에서 앱 띄워보라고 사용자가 붙여준 {env} 설정:\n{snip}"]), ctx)
        le = pick(["이 값을 바꾸면 모든 사용자가 로그아웃되고 서명된 링크도 무효가 됨.", "replica마다 값이 달라서 쿠키가 한 pod에서만 동작했음.",
                   "시크릿 저장소에 있어야 하고 레포엔 placeholder만 있어야 함."])
        ask = pick(["공유됐으니 지금 교체할까요?", "이 값의 원본은 어디에 보관하나요?", ""])
    return NOTE(lang, "framework secret: %s" % fw, mc, le, ask, secs, [fw.split()[0]])


# ----------------------------------------------------------------------------------------------
# credential dotfiles
# ----------------------------------------------------------------------------------------------
def dotfile_note(lang):
    en = lang == "en"
    ctx = make_ctx(None, lang)
    kind = deal("dotfile_note", ["aws_credentials", "npmrc", "pypirc", "netrc", "git_credentials", "docker_config", "m2_settings", "gh_hosts",
                 "tfrc", "s3cfg", "pgpass", "my_cnf", "yarnrc", "gem_credentials", "cargo_credentials", "pip_conf", "kube_token"])
    if kind == "aws_credentials":
        ak, sk = g_aws_akid(), g_aws_secret()
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (ak, sk, ctx["region"])
        secs, path, vendor = [ak, sk], "~/.aws/credentials", "AWS"
    elif kind == "npmrc":
        t = crc_token("npm_")
        snip = "@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % (ctx["corp"], t)
        secs, path, vendor = [t], "~/.npmrc", "npm"
    elif kind == "pypirc":
        t = g_pypi()
        snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t
        secs, path, vendor = [t], "~/.pypirc", "PyPI"
    elif kind == "netrc":
        t = ruuid() if chance(0.5) else crc_token("ghp_")
        m = "api.heroku.com" if "-" in t else "github.com"
        snip = "machine %s\n  login %s@%s.com\n  password %s" % (m, ctx["user"], ctx["corp"], t)
        secs, path, vendor = [t], "~/.netrc", "Heroku" if "-" in t else "GitHub"
    elif kind == "git_credentials":
        t = crc_token("ghp_") if chance(0.5) else g_gitlab()
        h = "github.com" if t.startswith("ghp_") else "gitlab.com"
        snip = "https://%s:%s@%s" % (ctx["user"], t, h)
        secs, path, vendor = [t], "~/.git-credentials", "GitHub" if h == "github.com" else "GitLab"
    elif kind == "docker_config":
        pw, _s = pw_fit(BARE_OK, lang)
        a = b64(("%s:%s" % (ctx["user"], pw)).encode())
        snip = json.dumps({"auths": {"registry.%s.io" % ctx["corp"]: {"auth": a}}, "credsStore": ""}, indent=2)
        secs, path, vendor = [a], "~/.docker/config.json", "Docker registry"
    elif kind == "m2_settings":
        pw, _s = pw_fit(ALNUM + "!#%^*-_+=.?~", lang)
        snip = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (ctx["user"], pw)
        secs, path, vendor = [pw], "~/.m2/settings.xml", "Nexus"
    elif kind == "gh_hosts":
        t = crc_token("gho_")
        snip = "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (ctx["user"], t)
        secs, path, vendor = [t], "~/.config/gh/hosts.yml", "GitHub CLI"
    elif kind == "tfrc":
        t = g_tfc()
        snip = json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2)
        secs, path, vendor = [t], "~/.terraform.d/credentials.tfrc.json", "Terraform Cloud"
    elif kind == "s3cfg":
        ak, sk = g_aws_akid(), g_aws_secret()
        snip = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com" % (ak, sk)
        secs, path, vendor = [ak, sk], "~/.s3cfg", "AWS S3"
    elif kind == "pgpass":
        pw, _s = pw_fit(ALNUM + "!@#%^*-_+=.?~", lang)
        snip = "%s:5432:%s:%s:%s" % (ctx["host"], ctx["db"], ctx["user"], pw)
        secs, path, vendor = [pw], "~/.pgpass", "PostgreSQL"
    elif kind == "my_cnf":
        pw, _s = pw_fit(ALNUM + "!@#%^*-_+=.?~", lang)
        snip = "[client]\nuser=%s\npassword=%s\nhost=%s" % (ctx["user"], pw, ctx["host"])
        secs, path, vendor = [pw], "~/.my.cnf", "MySQL"
    elif kind == "yarnrc":
        t = crc_token("npm_")
        snip = 'npmScopes:\n  %s:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % (ctx["corp"], t)
        secs, path, vendor = [t], ".yarnrc.yml", "npm"
    elif kind == "gem_credentials":
        t = crc_token("ghp_")
        snip = "---\n:github: Bearer %s" % t
        secs, path, vendor = [t], "~/.gem/credentials", "GitHub Packages (RubyGems)"
    elif kind == "cargo_credentials":
        t = "cio" + rs(ALNUM, 32)
        snip = '[registry]\ntoken = "%s"' % t
        secs, path, vendor = [t], "~/.cargo/credentials.toml", "crates.io"
    elif kind == "kube_token":
        t = g_k8s_sa_jwt(ctx["env"], "ci-deployer")
        snip = "users:\n- name: ci-deployer\n  user:\n    token: %s" % t
        secs, path, vendor = [t], "~/.kube/config", "Kubernetes"
    else:
        t = g_gitlab()
        snip = "[global]\nindex-url = https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple" % (t, rint(1000000, 60000000))
        secs, path, vendor = [t], "~/.config/pip/pip.conf", "GitLab"
    ctx.update(snip=snip, path=path)
    if en:
        mc = F(pick(["The build needed registry access and I didn't know the credentials live in the user's home directory. They pasted {path}:\n{snip}",
                     "Works on the user's machine, fails in CI. The difference is their {path}:\n{snip}",
                     "Nobody told me publishing uses personal credentials. From {path}:\n{snip}"]), ctx)
        le = pick(["CI has no home-directory dotfiles; the same values must come from the CI secret store.",
                   "Tools pick these files up silently, which hides where auth comes from.",
                   "Using a personal token for publishing ties releases to one person's account."])
        ask = pick(["Can we create a bot account for CI instead of this personal credential?", "Should I write a template of {path} with placeholders for the README?", ""])
    else:
        mc = F(pick(["빌드에 레지스트리 접근이 필요했는데 인증 정보가 사용자 홈 디렉터리에 있다는 걸 몰랐음. 사용자가 {path} 붙여줌:\n{snip}",
                     "사용자 PC에선 되고 CI에선 안 됨. 차이는 {path} 파일이었음:\n{snip}",
                     "배포가 개인 인증 정보로 되고 있다는 걸 아무도 말 안 해줌. {path} 내용:\n{snip}"]), ctx)
        le = pick(["CI에는 홈 디렉터리 dotfile이 없어서 같은 값을 CI 시크릿에서 받아와야 함.", "툴들이 이 파일을 조용히 읽어서 인증이 어디서 오는지 안 보임.",
                   "배포에 개인 토큰을 쓰면 릴리즈가 한 사람 계정에 묶여버림."])
        ask = pick(["개인 인증 정보 말고 CI용 봇 계정 만들 수 있을까요?", "README용으로 placeholder 넣은 {path} 템플릿 만들어둘까요?", ""])
    return NOTE(lang, "dotfile: %s" % path, mc, le, F(ask, ctx), secs, [vendor])


# ----------------------------------------------------------------------------------------------
# clean notes that look risky
# ----------------------------------------------------------------------------------------------
def sha256hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def sha1hex():
    return hashlib.sha1(rbytes(20)).hexdigest()


def objectid():
    return "%08x" % ts() + hexs(10) + "%06x" % rint(0, 0xFFFFFF)


def CLEAN(lang, category, mc, le, ask, vendors=()):
    return NOTE(lang, "clean: " + category, mc, le, ask, [], vendors)


def EK(lang, en, ko):
    return en if lang == "en" else ko


VARS_POOL = ["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DATABASE_URL", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "AWS_SECRET_ACCESS_KEY",
             "SENDGRID_API_KEY", "ANTHROPIC_API_KEY", "JWT_SECRET", "REDIS_PASSWORD", "SENTRY_AUTH_TOKEN", "NPM_TOKEN",
             "TWILIO_AUTH_TOKEN", "SUPABASE_SERVICE_ROLE_KEY", "DB_PASSWORD", "SMTP_PASSWORD", "HF_TOKEN", "DD_API_KEY"]


def cl_env_example(lang):
    ctx = make_ctx(None, lang)
    vs = sample(VARS_POOL, rint(3, 5))
    ph = ["", "<your-key-here>", "changeme-in-local-env", "${%s}", "xxxxxxxxxxxxxxxx", "REPLACE_ME", "sk-...", "<redacted>", "your_token_here", "TODO"]
    lines = []
    for v in vs:
        p = pick(ph)
        lines.append("%s=%s" % (v, p % v if "%s" in p else p))
    lines.append("APP_ENV=%s" % ctx["env"])
    ctx["snip"] = "\n".join(lines)
    mc = F(EK(lang, pick(["The repo had no .env.example, so I couldn't tell which variables {svc} needs. I wrote one:\n{snip}",
                          "Onboarding doc didn't list the env vars. Template I committed:\n{snip}"]),
              pick(["레포에 .env.example이 없어서 {svc} 서비스에 어떤 변수가 필요한지 몰랐음. 새로 만든 템플릿:\n{snip}",
                    "온보딩 문서에 환경변수 목록이 없었음. 커밋한 템플릿:\n{snip}"])), ctx)
    le = EK(lang, pick(["Real values go into .env.local, which is git-ignored; the example only documents the names.",
                        "The app fails fast at boot if any of these is empty, which is better than a 401 at runtime."]),
            pick(["실제 값은 gitignore된 .env.local에 넣고, example에는 이름만 적어둠.", "이 중 하나라도 비어 있으면 부팅 때 바로 실패하게 해둠. 런타임 401보다 나음."]))
    ask = EK(lang, pick(["Should the example also list optional variables?", "Where do new people get the real values from?", ""]),
             pick(["선택 변수도 example에 적어둘까요?", "신규 입사자는 실제 값을 어디서 받나요?", ""]))
    return CLEAN(lang, ".env.example with placeholders", mc, le, ask)


def cl_gha_ref(lang):
    ctx = make_ctx(None, lang)
    vs = sample(VARS_POOL, rint(2, 3))
    snip = "    env:\n" + "\n".join("      %s: ${{ secrets.%s }}" % (v, v) for v in vs) + "\n    steps:\n      - run: npm ci && npm run deploy -- --env %s" % ctx["env"]
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["The deploy workflow failed because the secrets weren't mapped into the job. Fixed block:\n{snip}",
                          "I didn't know the {env} workflow gets its credentials from repository secrets. Relevant part:\n{snip}",
                          "Nobody told me which secrets the {repo} pipeline expects. After reading the workflow:\n{snip}"]),
              pick(["deploy 워크플로우가 secrets를 job에 매핑 안 해서 실패했음. 고친 부분:\n{snip}",
                    "{env} 워크플로우가 repository secrets에서 인증 정보를 받는다는 걸 몰랐음. 관련 부분:\n{snip}",
                    "{repo} 파이프라인이 어떤 secret을 기대하는지 아무도 안 알려줌. 워크플로우 읽어보니:\n{snip}"])), ctx)
    le = EK(lang, pick(["Secrets are not available to workflows triggered from forks; that's why the PR build failed.",
                        "Environment-level secrets override repo-level ones with the same name."]),
            pick(["fork에서 트리거된 워크플로우는 secrets를 못 받음. 그래서 PR 빌드가 실패했던 것.", "같은 이름이면 environment 레벨 secret이 repo 레벨보다 우선함."]))
    ask = EK(lang, "Should these move to an environment with required reviewers?", "이 secret들 required reviewer 있는 environment로 옮길까요?")
    return CLEAN(lang, "GitHub Actions ${{ secrets.* }} references", mc, le, ask)


def cl_k8s_ref(lang):
    ctx = make_ctx(None, lang)
    snip = ("        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password\n"
            "        envFrom:\n          - secretRef:\n              name: %s-api-keys") % (ctx["svc"], ctx["svc"])
    ctx["snip"] = snip
    mc = F(EK(lang, "I didn't know the pod reads its credentials from two different Secrets. The deployment spec:\n{snip}",
              "pod가 서로 다른 Secret 두 개에서 인증 정보를 읽는다는 걸 몰랐음. deployment 스펙:\n{snip}"), ctx)
    le = EK(lang, "Updating a Secret doesn't restart pods; env values only refresh on rollout.", "Secret을 업데이트해도 pod는 재시작 안 됨. env 값은 rollout 해야 반영됨.")
    return CLEAN(lang, "k8s secretKeyRef / secretRef", mc, le, EK(lang, "Should we add a checksum annotation so secret changes trigger a rollout?", "secret 바뀌면 rollout 되도록 checksum annotation 추가할까요?"))


def cl_vault_ref(lang):
    ctx = make_ctx(None, lang)
    snip = pick(["vault kv get -field=password secret/%s/%s/db" % (ctx["env"], ctx["svc"]),
                 '{{ with secret "secret/data/%s/%s" }}\nexport DB_PASSWORD="{{ .Data.data.password }}"\n{{ end }}' % (ctx["env"], ctx["svc"]),
                 "vault read -format=json database/creds/%s-readonly | jq -r .data.username" % ctx["db"]])
    ctx["snip"] = snip
    mc = F(EK(lang, "Nobody told me the DB credentials come from Vault at start-up. The relevant bit:\n{snip}",
              "DB 인증 정보를 기동 시점에 Vault에서 가져온다는 걸 아무도 안 알려줌. 관련 부분:\n{snip}"), ctx)
    le = EK(lang, pick(["The dynamic database role issues short-lived users, so hard-coding one never works for long.",
                        "The Vault token of the agent expires after 32 days unless it is renewable."]),
            pick(["dynamic database role이 수명 짧은 유저를 발급하니까 하나를 하드코딩하면 금방 안 됨.", "agent의 Vault 토큰은 renewable이 아니면 32일 뒤 만료됨."]))
    return CLEAN(lang, "Vault path / template references", mc, le, EK(lang, "Which Vault role should CI use?", "CI는 어떤 Vault role을 써야 하나요?"))


def cl_aws_sm(lang):
    ctx = make_ctx(None, lang)
    acct = str(rint(10 ** 11, 10 ** 12 - 1))
    arn = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (ctx["region"], acct, ctx["env"], ctx["svc"], rs(ALNUM, 6))
    snip = pick(["aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .password" % arn,
                 "MasterUserPassword: '{{resolve:secretsmanager:%s/%s/db:SecretString:password}}'" % (ctx["env"], ctx["svc"]),
                 "aws ssm get-parameter --name /%s/%s/db_password --with-decryption --query Parameter.Value" % (ctx["env"], ctx["svc"])])
    ctx["snip"] = snip
    mc = F(EK(lang, "I looked for the DB password in the repo; it is resolved at deploy time instead:\n{snip}",
              "레포에서 DB 비번을 찾고 있었는데, 실제로는 배포 시점에 가져오는 구조였음:\n{snip}"), ctx)
    le = EK(lang, "The task role needs secretsmanager:GetSecretValue and kms:Decrypt on the CMK, otherwise AccessDenied.",
            "task role에 secretsmanager:GetSecretValue랑 CMK에 대한 kms:Decrypt 권한이 없으면 AccessDenied 남.")
    return CLEAN(lang, "AWS Secrets Manager / SSM references and ARN", mc, le, EK(lang, "", "로테이션 Lambda도 같이 설정할까요?"))


def cl_op_ref(lang):
    ctx = make_ctx(None, lang)
    item = pick(["Stripe", "Postgres prod", "Sentry", "OpenAI", "Datadog"])
    snip = pick(["STRIPE_SECRET_KEY=op://Engineering/%s/secret_key\nDATABASE_PASSWORD=op://Engineering/Postgres prod/password" % item,
                 "op run --env-file=.env.tpl -- npm run dev", "op read \"op://Engineering/%s/credential\" | pbcopy" % item])
    ctx["snip"] = snip
    mc = F(EK(lang, "Local setup docs assumed secrets come from 1Password, which I didn't know:\n{snip}",
              "로컬 세팅 문서가 시크릿을 1Password에서 가져온다고 가정하고 있었는데 몰랐음:\n{snip}"), ctx)
    le = EK(lang, "The op:// references are resolved only under `op run`; plain `npm run dev` sees the literal strings.",
            "op:// 참조는 `op run` 아래에서만 풀림. 그냥 `npm run dev` 하면 문자열 그대로 들어감.")
    return CLEAN(lang, "1Password op:// references", mc, le, EK(lang, "Can I get access to the Engineering vault?", "Engineering 금고 접근 권한 받을 수 있을까요?"))


def cl_sops(lang):
    ctx = make_ctx(None, lang)
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
    recip = bech32_encode("age", x25519_pub(rbytes(32)))
    snip = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: %s" % (enc(rint(12, 24)), ctx["user"], recip)
    ctx["snip"] = snip
    mc = F(EK(lang, "The values file looked like garbage; it is SOPS-encrypted:\n{snip}", "values 파일이 깨진 줄 알았는데 SOPS로 암호화된 거였음:\n{snip}"), ctx)
    le = EK(lang, "Only the values are encrypted; keys stay readable, so diffs still make sense.", "값만 암호화되고 키 이름은 그대로라서 diff는 읽을 수 있음.")
    return CLEAN(lang, "SOPS-encrypted YAML (ciphertext + age recipient)", mc, le, EK(lang, "Who can add my age key to .sops.yaml?", "제 age 키를 .sops.yaml에 누가 추가해줄 수 있나요?"))


def cl_ansible_vault(lang):
    ctx = make_ctx(None, lang)
    body = hexs(rint(300, 420))
    lines = "\n".join(wrap(body, 80))
    ctx["snip"] = "$ANSIBLE_VAULT;1.1;AES256\n" + lines
    mc = F(EK(lang, "group_vars/{env}/vault.yml is encrypted and I had no vault password file:\n{snip}",
              "group_vars/{env}/vault.yml이 암호화되어 있었고 vault 비밀번호 파일이 없었음:\n{snip}"), ctx)
    le = EK(lang, "ansible-playbook needs --vault-password-file or --ask-vault-pass; the CI job reads the file from a secret mount.",
            "ansible-playbook 실행 시 --vault-password-file이나 --ask-vault-pass 필요. CI는 secret mount에서 파일을 읽음.")
    return CLEAN(lang, "Ansible Vault ciphertext", mc, le, "")


def cl_sealed(lang):
    ctx = make_ctx(None, lang)
    snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    password: Ag%s") % (ctx["svc"], b64(rbytes(rint(180, 240))))
    ctx["snip"] = snip
    mc = F(EK(lang, "I thought the secret was committed in plain text; it's a SealedSecret:\n{snip}", "시크릿이 평문으로 커밋된 줄 알았는데 SealedSecret이었음:\n{snip}"), ctx)
    le = EK(lang, "Sealed values are bound to namespace and name; renaming the Secret makes the controller refuse to unseal it.",
            "sealed 값은 namespace와 이름에 묶여 있어서 Secret 이름을 바꾸면 컨트롤러가 복호화를 거부함.")
    return CLEAN(lang, "SealedSecret encryptedData", mc, le, EK(lang, "Is the controller's public cert in the repo so I can seal locally?", "로컬에서 seal 하려면 컨트롤러 공개 인증서가 레포에 있나요?"))


def cl_masked(lang):
    ctx = make_ctx(None, lang)
    opts = ["sk_live_" + "•" * 20 + rs(DIGITS, 4), "ghp_" + "*" * 32 + rs(ALNUM, 4), "AKIA" + "*" * 12 + rs(UPPER, 4),
            "sk-proj-..." + rs(ALNUM, 4), "xoxb-****-****-" + "*" * 8, "glpat-" + "x" * 20, "AIza" + "*" * 31 + rs(ALNUM, 4),
            "npm_" + "•" * 10 + "…" + rs(ALNUM, 4), "SG.****." + "*" * 10]
    m = sample(opts, 2)
    ctx["m1"], ctx["m2"] = m
    mc = F(EK(lang, pick(["The dashboard only shows the key as {m1}, so I couldn't tell which one the service uses.",
                          "Two keys in the console, displayed as {m1} and {m2}; no labels on either."]),
              pick(["대시보드에는 키가 {m1} 처럼 마스킹돼서 서비스가 어떤 키를 쓰는지 알 수 없었음.", "콘솔에 키가 두 개 있는데 {m1}, {m2} 로만 보이고 라벨이 없음."])), ctx)
    le = EK(lang, "Matching on the last four characters against the deploy env was enough to identify the right key.",
            "배포 환경의 마지막 4자리와 비교해서 맞는 키를 찾을 수 있었음.")
    ask = F(EK(lang, "Can we label keys by service in the console so {m1}-style masks are unambiguous?", "콘솔에서 키에 서비스 이름 라벨 붙여둘까요?"), ctx)
    return CLEAN(lang, "masked key display", mc, le, ask)


def cl_actions_log_masked(lang):
    ctx = make_ctx(None, lang)
    v = sample(VARS_POOL, 3)
    snip = "Run printenv | grep -E '%s|%s|%s'\n%s=***\n%s=***\n%s=***" % (v[0], v[1], v[2], v[0], v[1], v[2])
    ctx["snip"] = snip
    mc = F(EK(lang, "I wanted to confirm the secrets reach the job; the Actions log masks them:\n{snip}", "secret이 job까지 전달되는지 확인하고 싶었는데 Actions 로그는 마스킹함:\n{snip}"), ctx)
    le = EK(lang, "Masking only covers exact values; a base64-encoded or split secret would be printed, so never echo them.",
            "마스킹은 정확히 같은 값만 가림. base64로 바꾸거나 쪼개면 그대로 찍히니까 절대 echo 하지 말 것.")
    return CLEAN(lang, "CI log with *** masked env", mc, le, "")


def cl_doc_examples(lang):
    ctx = make_ctx(None, lang)
    ex = pick([("AWS docs", "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
               ("jwt.io", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", None),
               ("Slack docs", "xoxb-not-a-real-token-this-will-not-work", None),
               ("AWS docs", "AKIAI44QH8DHBEXAMPLE", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY")])
    ctx["src"], ctx["a"] = ex[0], ex[1]
    ctx["b"] = ex[2] or ""
    if ex[2]:
        mc = F(EK(lang, "The unit tests for the S3 signer use the {src} example pair {a} / {b}; I thought they were real at first.",
                  "S3 서명 유닛 테스트가 {src} 예제 키 {a} / {b} 를 쓰고 있었음. 처음엔 진짜 키인 줄 알았음."), ctx)
    else:
        mc = F(EK(lang, "The fixture token {a} comes straight from {src}; it was never a live credential.",
                  "fixture 토큰 {a} 는 {src} 예제를 그대로 가져온 거라 실제 인증 정보가 아님."), ctx)
    le = EK(lang, "Secret scanners allow-list these documentation values, so they don't trip the pre-commit hook.",
            "시크릿 스캐너가 이런 문서 예제 값은 allowlist로 처리해서 pre-commit 훅에 안 걸림.")
    return CLEAN(lang, "vendor documentation example key (%s)" % ex[0], mc, le, "")


def cl_hashes(lang):
    ctx = make_ctx(None, lang)
    arts = ["%s-%s-linux-amd64.tar.gz" % (ctx["svc"], "v%d.%d.%d" % (rint(0, 3), rint(0, 20), rint(0, 9))), "%s-darwin-arm64.zip" % ctx["svc"], "checksums.txt.sig"]
    snip = "\n".join("%s  %s" % (sha256hex(), a) for a in arts[:2])
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["Release verification failed and I didn't know the checksums file is generated after signing. sha256sum output:\n{snip}",
                          "The user said the download was corrupted; I had nothing to compare against until they pasted:\n{snip}",
                          "Nobody told me the installer script verifies SHA-256 sums. Expected values:\n{snip}"]),
              pick(["릴리즈 검증이 실패했는데 checksums 파일이 서명 후에 생성된다는 걸 몰랐음. sha256sum 출력:\n{snip}",
                    "사용자가 다운로드 파일이 깨졌다고 했는데 비교할 값이 없었음. 사용자가 붙여준 것:\n{snip}",
                    "설치 스크립트가 SHA-256을 검증한다는 걸 아무도 안 알려줌. 기대값:\n{snip}"])), ctx)
    le = EK(lang, "The mismatch came from re-zipping on macOS, which changes timestamps; download the artifact, don't rebuild it.",
            "맥에서 다시 압축하면 타임스탬프가 바뀌어서 해시가 달라짐. 아티팩트는 다시 빌드하지 말고 다운로드해서 쓸 것.")
    return CLEAN(lang, "sha256sum output", mc, le, EK(lang, "Should the release job publish the checksums automatically?", "릴리즈 잡에서 checksum도 자동으로 올릴까요?"))


def cl_git_shas(lang):
    ctx = make_ctx(None, lang)
    lines = ["%s %s" % (sha1hex()[:pick([7, 8, 12])], m) for m in sample(["fix(auth): retry token refresh once", "chore: bump deps", "feat: add export button",
                                                                         "revert \"feat: new cache layer\"", "ci: cache pnpm store", "refactor(db): split repo layer"], 3)]
    full = sha1hex()
    ctx["snip"] = "\n".join(lines)
    ctx["full"] = full
    mc = F(EK(lang, "I didn't know which commit introduced the login regression. Recent history:\n{snip}\nBisect ended at {full}.",
              "로그인 회귀가 어느 커밋에서 들어왔는지 몰랐음. 최근 이력:\n{snip}\nbisect 결과는 {full}."), ctx)
    le = EK(lang, "The regression came from the dependency bump, not the auth change; pinning the minor version fixed it.",
            "원인은 auth 수정이 아니라 의존성 업데이트였음. minor 버전 고정하니 해결.")
    return CLEAN(lang, "git commit SHAs", mc, le, F(EK(lang, "Should I revert {full} or patch forward?", "{full} 커밋을 revert 할까요, 앞으로 패치할까요?"), ctx))


def cl_docker_digest(lang):
    ctx = make_ctx(None, lang)
    d = sha256hex()
    ctx["img"] = "ghcr.io/%s/%s@sha256:%s" % (ctx["org"], ctx["svc"], d)
    mc = F(EK(lang, pick(["The {env} rollout pinned an image by digest and I didn't know which tag it was: {img}",
                          "Rollback needed the previous image; the only record was the digest in the deploy log: {img}",
                          "I wasn't told the Helm chart pins images by digest, so bumping the tag did nothing. Current value: {img}"]),
              pick(["{env} 롤아웃이 다이제스트로 이미지를 고정하고 있었는데 어떤 태그인지 몰랐음: {img}",
                    "롤백하려면 이전 이미지가 필요했는데 배포 로그에 다이제스트만 남아 있었음: {img}",
                    "Helm 차트가 다이제스트로 이미지를 고정해서 태그만 올려서는 아무 변화가 없었음. 현재 값: {img}"])), ctx)
    le = EK(lang, "`docker buildx imagetools inspect` on the tag shows the digest per platform; arm64 and amd64 differ.",
            "태그에 `docker buildx imagetools inspect` 하면 플랫폼별 다이제스트가 나옴. arm64랑 amd64가 다름.")
    return CLEAN(lang, "docker image digest", mc, le, "")


def cl_lock_integrity(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_lock_integrity", ["npm", "gosum", "pip", "tflock", "cargo"])
    if kind == "npm":
        snip = '"node_modules/jose": {\n  "version": "5.2.%d",\n  "resolved": "https://registry.npmjs.org/jose/-/jose-5.2.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (rint(0, 4), rint(0, 4), b64(hashlib.sha512(rbytes(16)).digest()))
    elif kind == "gosum":
        snip = "golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s" % (rint(20, 30), b64(hashlib.sha256(rbytes(8)).digest()), rint(20, 30), b64(hashlib.sha256(rbytes(8)).digest()))
    elif kind == "pip":
        snip = "cryptography==42.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 8), sha256hex(), sha256hex())
    elif kind == "tflock":
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(30, 60), b64(hashlib.sha256(rbytes(8)).digest()), sha256hex())
    else:
        snip = '[[package]]\nname = "ring"\nversion = "0.17.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(0, 8), sha256hex())
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["CI failed on a lockfile hash mismatch and I didn't know the lockfile is regenerated by Renovate:\n{snip}",
                          "The install step broke with an integrity error on this entry:\n{snip}",
                          "I hand-edited the lockfile, not knowing the hashes are checked. The entry in question:\n{snip}"]),
              pick(["CI가 lockfile 해시 불일치로 실패했는데 Renovate가 lockfile을 재생성한다는 걸 몰랐음:\n{snip}",
                    "설치 단계가 이 항목에서 integrity 에러로 깨졌음:\n{snip}",
                    "해시를 검사한다는 걸 모르고 lockfile을 손으로 고쳤음. 문제의 항목:\n{snip}"])), ctx)
    le = EK(lang, "These are content hashes of public packages; a mismatch means a different artifact, not a leaked secret.",
            "이건 공개 패키지의 콘텐츠 해시라서 불일치는 아티팩트가 다르다는 뜻이지 유출이 아님.")
    return CLEAN(lang, "lockfile integrity hashes (%s)" % kind, mc, le, "")


def cl_request_ids(lang):
    ctx = make_ctx(None, lang)
    trace = hexs(32)
    kind = deal("cl_request_ids", ["aws", "traceparent", "stripe", "sentry", "gcp"])
    if kind == "aws":
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s): Rate exceeded" % ruuid().upper().replace("-", "")[:32]
    elif kind == "traceparent":
        snip = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (trace, hexs(16), ruuid())
    elif kind == "stripe":
        snip = '{"error": {"type": "invalid_request_error", "code": "resource_missing", "message": "No such customer: \'cus_%s\'", "request_log_url": "https://dashboard.stripe.com/test/logs/req_%s"}}' % (rs(ALNUM, 14), rs(ALNUM, 14))
    elif kind == "sentry":
        snip = "Sentry event %s (issue %s-%d) first seen 2024-%02d-%02d" % (hexs(32), ctx["svc"].upper().replace("-", ""), rint(10, 900), rint(1, 12), rint(1, 28))
    else:
        snip = "operation: projects/%s-%s/locations/%s/operations/operation-%d-%s" % (ctx["corp"], ctx["env"], pick(["asia-northeast3", "us-central1"]), rint(10 ** 12, 10 ** 13), ruuid())
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["The failure report only had this, with no hint which service emitted it:\n{snip}",
                          "{person} forwarded a customer complaint with just this line:\n{snip}",
                          "I couldn't correlate the error across services; all I had was:\n{snip}"]),
              pick(["장애 리포트에 이것만 있고 어느 서비스에서 난 건지 정보가 없었음:\n{snip}",
                    "{pt_i} 고객 문의를 전달해줬는데 이 한 줄뿐이었음:\n{snip}",
                    "서비스 간 에러를 연결할 방법이 없었음. 가진 건 이것뿐:\n{snip}"])), ctx)
    le = EK(lang, "Searching the log index by the request ID found the full request in under a minute.", "요청 ID로 로그 인덱스를 검색하니 1분 안에 전체 요청을 찾을 수 있었음.")
    return CLEAN(lang, "request / trace IDs (%s)" % kind, mc, le, EK(lang, "Can the error page show the request ID to users so reports include it?", "에러 페이지에 request ID를 보여주면 리포트에 포함되지 않을까요?"))


def cl_object_ids(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_object_ids", ["stripe", "mongo", "twilio_sid", "azure_ids", "slack_ids", "cloudflare", "apple_team"])
    if kind == "stripe":
        s = "customer cus_%s, subscription sub_%s, price price_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24))
    elif kind == "mongo":
        s = "orders %s and %s are stuck in PENDING" % (objectid(), objectid())
    elif kind == "twilio_sid":
        s = "Account SID %s, Messaging Service SID MG%s" % (g_twilio_sid(), hexs(32))
    elif kind == "azure_ids":
        s = "tenantId %s, clientId %s, subscriptionId %s" % (ruuid(), ruuid(), ruuid())
    elif kind == "slack_ids":
        s = "channel C%s, user U%s, team T%s" % (rs(UALNUM, 10), rs(UALNUM, 10), rs(UALNUM, 9))
    elif kind == "cloudflare":
        s = "zone_id %s, account_id %s" % (hexs(32), hexs(32))
    else:
        s = "Team ID %s, bundle com.%s.app, App ID %d" % (rs(UALNUM, 10), ctx["corp"].replace("-", ""), rint(10 ** 9, 10 ** 10))
    ctx["s"] = s
    mc = F(EK(lang, pick(["I wasn't told which records/accounts the bug report referred to. The user listed: {s}.",
                          "The repro steps only made sense with the right IDs: {s}.",
                          "Had to guess which account was affected until {person} posted {s}."]),
              pick(["버그 리포트가 어떤 레코드/계정 얘기인지 몰랐음. 사용자가 준 정보: {s}.",
                    "재현하려면 정확한 ID가 필요했음: {s}.",
                    "어떤 계정 문제인지 추측만 하다가 {pt_i} {s} 를 알려줌."])), ctx)
    le = EK(lang, "These are identifiers, not credentials; they're safe in tickets but useless without API access.",
            "이건 식별자일 뿐 인증 정보가 아님. 티켓에 적어도 되지만 API 권한 없으면 쓸모없음.")
    return CLEAN(lang, "object / account IDs (%s)" % kind, mc, le, "")


def cl_long_ids(lang):
    ctx = make_ctx(None, lang)
    acct = str(rint(10 ** 11, 10 ** 12 - 1))
    s = pick(["arn:aws:iam::%s:role/%s-%s-task-role" % (acct, ctx["svc"], ctx["env"]),
              "projects/%s-%s/secrets/db-password/versions/%d" % (ctx["corp"], ctx["env"], rint(2, 9)),
              "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s/secrets/db-password" % (ruuid(), ctx["env"], ctx["corp"]),
              "%s.dkr.ecr.%s.amazonaws.com/%s:%s" % (acct, ctx["region"], ctx["svc"], sha1hex()[:12]),
              "%s-%s-%s" % (ctx["svc"], hexs(10), rs(LALNUM, 5))])
    ctx["s"] = s
    mc = F(EK(lang, pick(["I didn't know the exact resource the error pointed at: {s}", "The IAM policy had to reference this resource, which nobody had named for me: {s}",
                          "Terraform import needed the full resource ID: {s}"]),
              pick(["에러가 가리키는 리소스가 정확히 뭔지 몰랐음: {s}", "IAM 정책에 이 리소스를 넣어야 했는데 아무도 알려주지 않았음: {s}",
                    "terraform import 하려면 전체 리소스 ID가 필요했음: {s}"])), ctx)
    le = EK(lang, "The resource name mentions a secret, but it is only a path; the value needs separate IAM access.",
            "리소스 이름에 secret이 들어가 있지만 경로일 뿐이고, 값을 보려면 별도 IAM 권한이 필요함.")
    return CLEAN(lang, "long resource identifiers (ARN / resource path)", mc, le, "")


def cl_base64_data(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_base64_data", ["cursor", "configmap", "datauri", "jwt_header", "echo"])
    if kind == "cursor":
        raw = jcompact({"offset": rint(50, 5000), "sort": "created_at"})
        s = '"next_page_token": "%s"' % b64(raw.encode())
        note = EK(lang, "It decodes to %s; just a pagination cursor." % raw, "디코딩하면 %s 라서 그냥 페이지네이션 커서임." % raw)
    elif kind == "configmap":
        raw = "log_level=debug\nfeature_x=true\n"
        s = "binaryData:\n  app.properties: %s" % b64(raw.encode())
        note = EK(lang, "Decoded it is two harmless settings.", "디코딩하면 평범한 설정 두 줄임.")
    elif kind == "datauri":
        s = "background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAA%s)" % b64(rbytes(rint(30, 60)))
        note = EK(lang, "It's an inlined PNG icon.", "인라인된 PNG 아이콘임.")
    elif kind == "jwt_header":
        raw = jcompact({"alg": "RS256", "kid": hexs(16), "typ": "JWT"})
        s = b64u(raw.encode())
        note = EK(lang, "That's only the JWT header (%s); no payload or signature was shared." % raw, "JWT 헤더(%s)만 있고 payload나 서명은 공유되지 않았음." % raw)
    else:
        raw = jcompact({"env": ctx["env"], "region": ctx["region"], "build": rint(100, 9999)})
        s = "$ echo -n '%s' | base64\n%s" % (raw, b64(raw.encode()))
        note = EK(lang, "Used only to pass a build context through a single env var.", "빌드 컨텍스트를 env 변수 하나로 넘기려고 쓴 것.")
    ctx["s"] = s
    mc = F(EK(lang, "A base64 blob in the response/config looked like a credential:\n{s}", "응답/설정에 있는 base64 값이 인증 정보처럼 보였음:\n{s}"), ctx)
    return CLEAN(lang, "base64 of non-secret data (%s)" % kind, mc, note, "")


def cl_public_keys(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_public_keys", ["ssh_ed25519", "ssh_rsa", "pem_pub", "age_recip", "wg_peer", "jwks"])
    if kind == "ssh_ed25519":
        s, _b = ssh_ed25519_pubkey("%s@%s-laptop" % (ctx["user"], ctx["corp"]))
        s = "authorized_keys:\n" + s
    elif kind == "ssh_rsa":
        s = rsa_ssh_pub(rsa_key(1024), "ci@%s" % ctx["corp"])
    elif kind == "pem_pub":
        d, pub = p256_keypair()
        s = "\n".join(pem_lines("PUBLIC KEY", ec_spki_der(pub))[0])
    elif kind == "age_recip":
        s = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s" % bech32_encode("age", x25519_pub(rbytes(32)))
    elif kind == "wg_peer":
        s = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25" % (b64(x25519_pub(rbytes(32))), ctx["corp"])
    else:
        k = rsa_key(1024)
        s = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hexs(16), "alg": "RS256", "n": b64u(k["n"].to_bytes(128, "big")), "e": "AQAB"}]}, indent=1)
    ctx["s"] = s
    mc = F(EK(lang, pick(["Needed to grant access / verify signatures and nobody told me which public key is used:\n{s}",
                          "{person} asked me to add their key to the bastion. What they sent:\n{s}",
                          "Signature checks failed in {env}; the public key the service trusts is:\n{s}"]),
              pick(["접근 권한 부여/서명 검증에 어떤 공개키를 쓰는지 아무도 안 알려줌:\n{s}",
                    "{pt_i} bastion에 자기 키를 추가해달라고 함. 보내준 것:\n{s}",
                    "{env}에서 서명 검증이 실패함. 서비스가 신뢰하는 공개키:\n{s}"])), ctx)
    le = EK(lang, "Public keys are fine to commit; the matching private keys stay on the owners' machines.",
            "공개키는 커밋해도 됨. 짝이 되는 개인키는 각자 장비에만 있음.")
    return CLEAN(lang, "public key (%s)" % kind, mc, le, EK(lang, "Should public keys be managed in a central repo?", "공개키는 중앙 레포에서 관리할까요?"))


def cl_fingerprints(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_fingerprints", ["ssh_host", "tls", "android_sha1", "gpg"])
    if kind == "ssh_host":
        _s, blob = ssh_ed25519_pubkey("host")
        s = "ED25519 key fingerprint is %s." % ssh_fingerprint(blob)
    elif kind == "tls":
        s = "SHA256 Fingerprint=" + ":".join(sha256hex().upper()[i:i + 2] for i in range(0, 64, 2))
    elif kind == "android_sha1":
        s = "SHA1: " + ":".join(sha1hex().upper()[i:i + 2] for i in range(0, 40, 2))
    else:
        f = sha1hex().upper()
        s = "pub   ed25519 2024-03-02 [SC]\n      %s\nuid   Release Bot <release@%s.io>" % (f, ctx["corp"])
    ctx["s"] = s
    mc = F(EK(lang, "I didn't know whether the host/cert had changed. The fingerprint shown:\n{s}", "호스트/인증서가 바뀐 건지 몰랐음. 표시된 fingerprint:\n{s}"), ctx)
    le = EK(lang, "Compared it with the value in the infra repo; it matched, so the warning came from a stale known_hosts entry.",
            "인프라 레포에 있는 값과 비교하니 일치했음. 경고는 오래된 known_hosts 항목 때문이었음.")
    return CLEAN(lang, "key fingerprint (%s)" % kind, mc, le, "")


def cl_urls(lang):
    ctx = make_ctx(None, lang)
    s = pick(["git clone https://github.com/%s/%s.git" % (ctx["org"], ctx["repo"]),
              "DATABASE_URL=postgres://%s@localhost:5432/%s" % (ctx["user"], ctx["db"]),
              "REDIS_URL=redis://redis:6379/0", "mongodb+srv://cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % rs(LALNUM, 5),
              "https://%s@bitbucket.org/%s/%s.git" % (ctx["user"], ctx["corp"], ctx["repo"]),
              "POST https://api.%s.com/webhooks/stripe" % ctx["corp"],
              "https://%s-git-feat-login-%s.vercel.app" % (ctx["repo"], ctx["corp"])])
    ctx["s"] = s
    mc = F(EK(lang, pick(["I wasn't sure which endpoint/remote the task meant: {s}", "The README pointed to an old address; the current one is {s}",
                          "{person} said to use this and nothing else: {s}"]),
              pick(["작업이 말하는 엔드포인트/원격이 뭔지 확실하지 않았음: {s}", "README에 예전 주소가 적혀 있었음. 현재 주소는 {s}",
                    "{pt_i} 이것만 쓰라고 함: {s}"])), ctx)
    le = EK(lang, "Authentication for it comes from the credential helper / env, not from the URL itself.", "인증은 URL이 아니라 credential helper나 env에서 들어옴.")
    return CLEAN(lang, "URL without credentials", mc, le, "")


def cl_cli_flags(lang):
    ctx = make_ctx(None, lang)
    s = pick([EK(lang, "`mysql -u root -p` with nothing after -p makes the client prompt for the password instead of taking it from the command line.",
                 "`mysql -u root -p` 에서 -p 뒤에 값을 안 주면 명령줄 대신 프롬프트로 비밀번호를 물어봄."),
              EK(lang, "`docker login --password-stdin` reads the token from stdin, so it never shows up in `ps` or shell history.",
                 "`docker login --password-stdin` 은 stdin으로 토큰을 받아서 `ps`나 shell history에 안 남음."),
              EK(lang, "psql looks at PGPASSFILE (default ~/.pgpass, mode 0600) before prompting.",
                 "psql은 프롬프트 띄우기 전에 PGPASSFILE(기본 ~/.pgpass, 권한 0600)을 먼저 봄."),
              EK(lang, "`read -s DB_PASS` keeps the typed password off the screen and out of history.",
                 "`read -s DB_PASS` 쓰면 입력한 비번이 화면이랑 history에 안 남음."),
              EK(lang, "`gh auth login --with-token < token.txt` reads the token from a file; `gh auth status` shows which account is active.",
                 "`gh auth login --with-token < token.txt` 는 파일에서 토큰을 읽음. `gh auth status`로 어떤 계정인지 확인 가능."),
              EK(lang, "`sshpass -f ~/.ssh/pass.txt` is the lesser evil compared to `sshpass -p` because the value doesn't land in argv.",
                 "`sshpass -p` 보다는 `sshpass -f ~/.ssh/pass.txt` 가 argv에 값이 안 남아서 덜 위험함.")])
    ctx["s"] = s
    mc = EK(lang, pick(["The runbook used a command I didn't know the flags of.", "I didn't know how to pass credentials to the CLI without leaking them."]),
            pick(["런북에 나온 명령어 옵션을 몰랐음.", "CLI에 인증 정보를 노출 없이 넘기는 방법을 몰랐음."]))
    return CLEAN(lang, "CLI auth flags explained in prose", mc, s, EK(lang, "Should the runbook switch to the prompt/stdin variant?", "런북도 프롬프트/stdin 방식으로 바꿀까요?"))


def cl_policy(lang):
    ctx = make_ctx(None, lang)
    n = rint(10, 16)
    mc = EK(lang, "I didn't know the IdP enforces its own password rules, so the seeded test users were rejected.",
            "IdP가 자체 비밀번호 규칙을 강제한다는 걸 몰라서 시드한 테스트 유저들이 거절됐음.")
    le = EK(lang, "Policy: at least %d characters, one digit, one symbol from !@#$%%^&*, no reuse of the last 5 passwords, expiry after 90 days, lockout after 5 failures." % n,
            "정책: %d자 이상, 숫자와 특수문자(!@#$%%^&*) 각 1개 이상, 최근 5개 비밀번호 재사용 금지, 90일마다 만료, 5회 실패 시 잠금." % n)
    ask = EK(lang, "Can the staging IdP use a relaxed policy for seeded users?", "스테이징 IdP는 시드 유저용으로 정책 완화 가능할까요?")
    return CLEAN(lang, "password policy text", mc, le, ask)


def cl_auth_errors(lang):
    ctx = make_ctx(None, lang)
    e = pick(['FATAL:  password authentication failed for user "%s"' % ctx["user"],
              "ERROR 1045 (28000): Access denied for user 'root'@'172.18.0.1' (using password: YES)",
              "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
              "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (ctx["org"], ctx["repo"]),
              '{"error": {"message": "Incorrect API key provided: sk-proj-********************%s. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "code": "invalid_api_key"}}' % rs(ALNUM, 4),
              "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.",
              "Error: error configuring Terraform AWS Provider: no valid credential sources for Terraform AWS Provider found.",
              "%s@%s: Permission denied (publickey)." % (ctx["user"], ctx["host"]),
              '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}'])
    ctx["e"] = e
    mc = F(EK(lang, pick(["The job failed with this and I didn't know which credential it was using:\n{e}",
                          "Deploy to {env} stopped with:\n{e}\nNobody had told me the credentials were rotated yesterday.",
                          "{person} pasted this error and asked me to fix it:\n{e}"]),
              pick(["잡이 이 에러로 실패했는데 어떤 인증 정보를 쓰고 있는지 몰랐음:\n{e}",
                    "{env} 배포가 이 에러로 멈춤:\n{e}\n어제 인증 정보가 교체됐다는 걸 아무도 안 알려줌.",
                    "{pt_i} 이 에러를 붙여주면서 고쳐달라고 함:\n{e}"])), ctx)
    le = EK(lang, pick(["The runner picked up a stale credential from the cache; clearing it fixed the error.", "The env var was set in the wrong scope (repo vs environment)."]),
            pick(["runner가 캐시에 남은 예전 인증 정보를 집어서 난 문제. 캐시 지우니 해결.", "환경변수가 잘못된 scope(repo vs environment)에 설정되어 있었음."]))
    return CLEAN(lang, "auth error message", mc, le, EK(lang, "Who can check which credential the runner is configured with?", "runner에 어떤 인증 정보가 설정돼 있는지 누가 확인할 수 있나요?"))


def cl_rotation(lang):
    ctx = make_ctx(None, lang)
    vendor = pick(["GitHub", "Stripe", "AWS", "Slack", "OpenAI", "SendGrid", "Datadog", "Twilio"])
    ctx["vendor"] = vendor
    mc = F(EK(lang, pick(["A {vendor} key was pushed to a public fork last night; I wasn't told it had already been revoked.",
                          "GitHub secret scanning flagged a {vendor} token in an old commit of {repo}; nobody told me whether it was still live.",
                          "Quarterly rotation of the {vendor} credentials was due and there was no written procedure."]),
              pick(["어젯밤 {vendor} 키가 public fork에 푸시됐는데 이미 폐기됐다는 걸 몰랐음.",
                    "GitHub secret scanning이 {repo} 예전 커밋에서 {vendor} 토큰을 잡아냈는데 아직 살아 있는 건지 아무도 몰랐음.",
                    "분기별 {vendor} 인증 정보 교체 시기였는데 문서화된 절차가 없었음."])), ctx)
    le = F(EK(lang, "Rotation order that worked: create the new key, update {store}, redeploy {svc}, then revoke the old one. The leaked value is dead; the new one never left {store}.",
              "동작한 교체 순서: 새 키 생성 → {store} 업데이트 → {svc} 재배포 → 예전 키 폐기. 유출된 값은 죽었고 새 값은 {store} 밖으로 나간 적 없음."), ctx)
    ask = F(EK(lang, "Should we enable push protection for {vendor} tokens on the org?", "org에 {vendor} 토큰 push protection 켤까요?"), ctx)
    return CLEAN(lang, "key rotation discussion without the key", mc, le, ask)


def cl_passwordish(lang):
    ctx = make_ctx(None, lang)
    snip = pick(["auth:\n  password_min_length: %d\n  password_reset_token_ttl: %d\n  passwordless: %s\n  session_cookie_name: %s" % (rint(8, 16), pick([900, 1800, 3600, 86400]), pick(["true", "false"]), pick(["sid", "__Host-session", "%s_sess" % ctx["svc"].split("-")[0]])),
                 "API_KEY_HEADER=X-Api-Key\nJWT_ALGORITHM=%s\nTOKEN_EXPIRY_SECONDS=%d\nSECRET_NAME=tls-%s" % (pick(["RS256", "ES256", "EdDSA"]), pick([300, 900, 3600]), ctx["svc"]),
                 "llm:\n  model: %s\n  max_tokens: %d\n  token_budget_per_user: %d" % (pick(["gpt-4o-mini", "claude-3-5-haiku-latest", "gemini-1.5-flash"]), pick([1024, 2048, 4096, 8192]), pick([50000, 200000, 1000000])),
                 "spring.security.oauth2.client.registration.github.scope=read:user\nserver.servlet.session.timeout=30m\napp.auth.password-hash=argon2id"])
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["The config has a lot of password/token/secret keys and I wasn't sure any real values were in it:\n{snip}",
                          "Security review asked whether this file holds credentials:\n{snip}",
                          "I was told to tune the auth settings of {svc} without being told where they live. Found:\n{snip}"]),
              pick(["설정에 password/token/secret 키가 잔뜩 있어서 실제 값이 들어 있는 줄 알았음:\n{snip}",
                    "보안 리뷰에서 이 파일에 인증 정보가 있냐고 물어봄:\n{snip}",
                    "{svc} 인증 설정을 조정하라는데 어디 있는지 안 알려줌. 찾은 것:\n{snip}"])), ctx)
    le = EK(lang, "None of these are credentials; they are names, lengths and TTLs.", "이 중 인증 정보는 없음. 이름, 길이, TTL 같은 설정값뿐.")
    return CLEAN(lang, "password/token-named settings with non-secret values", mc, le, "")


def cl_code_env(lang):
    ctx = make_ctx(None, lang)
    v = pick(VARS_POOL)
    s = pick(['api_key = os.environ["%s"]' % v, "const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (v, v),
              'key := os.Getenv("%s")' % v, 'String key = System.getenv("%s");' % v, 'let key = std::env::var("%s")?;' % v])
    ctx["s"] = s
    ctx["v"] = v
    mc = F(EK(lang, pick(["I didn't know where {v} is supposed to come from in {env}. The code just does:\n{s}",
                          "Tests crashed at import time because of this line, and nobody told me {v} must be set:\n{s}",
                          "I was about to hard-code the key, then saw the client already reads it:\n{s}"]),
              pick(["{env}에서 {v} 값이 어디서 오는지 몰랐음. 코드는 이렇게만 되어 있음:\n{s}",
                    "이 줄 때문에 테스트가 import 시점에 죽었는데 {v}가 필수라는 걸 아무도 안 알려줌:\n{s}",
                    "키를 하드코딩하려다가 클라이언트가 이미 env에서 읽는 걸 봤음:\n{s}"])), ctx)
    le = F(EK(lang, "The value is injected by the platform; locally it comes from direnv.", "값은 플랫폼에서 주입되고 로컬에선 direnv가 넣어줌."), ctx)
    return CLEAN(lang, "code reading credentials from env", mc, le, "")


def cl_config_files_noauth(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_config_files_noauth", ["ssh_config", "npmrc_ref", "docker_credsstore", "kube_exec", "aws_sso", "gcp_adc"])
    s = {"ssh_config": "Host bastion-%s\n  HostName %s\n  User %s\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes" % (ctx["env"], ctx["host"], ctx["user"]),
         "npmrc_ref": "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@%s:registry=https://npm.pkg.github.com" % ctx["corp"],
         "docker_credsstore": '{\n  "auths": {\n    "ghcr.io": {}\n  },\n  "credsStore": "desktop"\n}',
         "kube_exec": "users:\n- name: eks-%s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"%s\"]" % (ctx["env"], ctx["env"]),
         "aws_sso": "[profile %s]\nsso_session = %s\nsso_account_id = %d\nsso_role_name = PowerUser\nregion = %s" % (ctx["env"], ctx["corp"], rint(10 ** 11, 10 ** 12 - 1), ctx["region"]),
         "gcp_adc": "GOOGLE_APPLICATION_CREDENTIALS=/var/run/secrets/gcp/%s-sa.json" % ctx["svc"]}[kind]
    ctx["s"] = s
    mc = F(EK(lang, "I assumed the credentials were stored in this file, but it only points elsewhere:\n{s}", "이 파일에 인증 정보가 있는 줄 알았는데 다른 곳을 가리키기만 함:\n{s}"), ctx)
    le = EK(lang, "Auth is delegated (agent, helper, SSO or exec plugin), so nothing sensitive lives here.", "인증은 agent/helper/SSO/exec 플러그인에 위임되어 있어서 여기엔 민감한 값이 없음.")
    return CLEAN(lang, "config file that delegates auth (%s)" % kind, mc, le, "")


def cl_sa_json_noprivate(lang):
    ctx = make_ctx(None, lang)
    proj = "%s-%s-%d" % (ctx["corp"], ctx["env"], rint(100000, 999999))
    s = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": hexs(40), "client_email": "%s@%s.iam.gserviceaccount.com" % (ctx["svc"], proj),
                    "client_id": str(rint(10 ** 20, 10 ** 21)), "token_uri": "https://oauth2.googleapis.com/token"}, indent=1)
    ctx["s"] = s
    mc = F(EK(lang, "The user pasted the service account JSON with the private_key field deleted, to show which account it is:\n{s}",
              "사용자가 어떤 계정인지 보여주려고 private_key 필드를 지운 서비스 계정 JSON을 붙여줌:\n{s}"), ctx)
    le = EK(lang, "private_key_id only identifies the key in IAM; without private_key it can't authenticate.", "private_key_id는 IAM에서 키를 식별할 뿐이라 private_key 없이는 인증 불가.")
    return CLEAN(lang, "service account JSON without private_key", mc, le, "")


def cl_regex_rules(lang):
    ctx = make_ctx(None, lang)
    s = pick(["[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\n\n[[rules]]\nid = \"stripe-live\"\nregex = '''sk_live_[0-9a-zA-Z]{24,99}'''",
              "patterns:\n  - name: aws-access-key\n    regex: '(AKIA|ASIA)[A-Z2-7]{16}'\n  - name: slack-bot\n    regex: 'xoxb-[0-9]+-[0-9]+-[A-Za-z0-9]+'",
              EK(lang, "Stripe secret keys start with sk_live_ (or sk_test_), restricted keys with rk_live_, publishable keys with pk_live_.",
                 "Stripe 시크릿 키는 sk_live_(또는 sk_test_), restricted 키는 rk_live_, publishable 키는 pk_live_ 로 시작함.")])
    ctx["s"] = s
    mc = EK(lang, "I didn't know the repo has a secret-scanning config with custom rules.", "레포에 커스텀 룰이 있는 시크릿 스캐닝 설정이 있다는 걸 몰랐음.")
    le = F(EK(lang, "Relevant part:\n{s}", "관련 부분:\n{s}"), ctx)
    return CLEAN(lang, "secret-scanner regex rules / token prefixes", mc, le, EK(lang, "Should we add rules for our internal token format too?", "사내 토큰 형식 룰도 추가할까요?"))


def cl_fake_tokens(lang):
    ctx = make_ctx(None, lang)
    s = pick(['OPENAI_API_KEY: "test-key-not-real"', "token = \"dummy-token-for-unit-tests\"", "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
              "SLACK_BOT_TOKEN=xoxb-000000000000-000000000000-xxxxxxxxxxxxxxxxxxxxxxxx", 'github_token: "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"',
              "password: ${TEST_DB_PASSWORD:-postgres}", 'apiKey: "<INSERT_API_KEY>"'])
    ctx["s"] = s
    mc = F(EK(lang, "The test fixtures contain values like `{s}` and I wasn't sure they were fake.", "테스트 fixture에 `{s}` 같은 값이 있어서 진짜인지 헷갈렸음."), ctx)
    le = EK(lang, "They're deliberate dummies; the HTTP layer is mocked so no request leaves the test process.", "의도적인 더미 값임. HTTP 레이어가 mock이라 테스트 밖으로 요청이 안 나감.")
    return CLEAN(lang, "obviously fake / dummy token in fixtures", mc, le, "")


def cl_chain_ids(lang):
    ctx = make_ctx(None, lang)
    kind = pick(["tx", "address", "bc1"])
    s = {"tx": "tx hash 0x%s" % hexs(64), "address": "contract 0x%s on Sepolia" % hexs(40),
         "bc1": "deposit address bc1q%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}[kind]
    ctx["s"] = s
    mc = F(EK(lang, "The support ticket referenced {s} and I didn't know which environment it belongs to.", "지원 티켓에 {s} 가 있었는데 어느 환경 건지 몰랐음."), ctx)
    le = EK(lang, "Transaction hashes and addresses are public on-chain data, fine to paste into tickets.", "트랜잭션 해시와 주소는 온체인 공개 데이터라 티켓에 붙여도 됨.")
    return CLEAN(lang, "blockchain tx hash / public address", mc, le, "")


def cl_process_talk(lang):
    ctx = make_ctx(None, lang)
    ctx.update(n=rint(20, 95), m=rint(5, 30), q=pick(["quarterly", "monthly"]), qk=pick(["분기마다", "매달"]))
    kind = deal("cl_process_talk", ["totp", "wifi", "door", "recovery", "vpn", "sso"])
    en = {"totp": (["Login kept failing with 'invalid code' on the 2FA step.", "The e2e test for login started failing at the MFA prompt."],
                   ["The CI container clock was off by {n} seconds; syncing NTP fixed the TOTP check. Backup codes are in {store}.",
                    "The test account's TOTP seed lives in {store}; the test reads it at runtime, so nothing needs to be pasted."]),
          "wifi": (["I didn't know the lab devices can't use the guest network.", "The test phones kept dropping off the network."],
                   ["The lab Wi-Fi password is on the whiteboard in the server room; reception can share it too.",
                    "Devices have to be registered by MAC address with IT before the lab SSID accepts them; the password alone isn't enough."]),
          "door": (["I needed to get into the server room and had no code.", "The on-site checklist assumed I could open the equipment cage."],
                   ["Facilities changes the keypad code {q} and posts it in #office; don't copy it into tickets.",
                    "Access is badge-based now; ask {person} to add the badge to the server-room group."]),
          "recovery": (["The shared admin account was locked behind MFA.", "The owner of the org account left and nobody had the 2FA device."],
                       ["Recovery codes exist and are stored in the break-glass vault; two approvals are needed to open it.",
                        "Support restored access after an identity check; took {m} minutes on the phone."]),
          "vpn": (["VPN login failed after my password change.", "The VPN client kept asking for credentials in a loop."],
                  ["The VPN caches the old AD password for {m} minutes; waiting and reconnecting fixed it.",
                   "Clearing the saved credential in the OS keychain and logging in again fixed the loop."]),
          "sso": (["I assumed the admin console had its own login.", "Nobody told me the staging tools moved behind SSO."],
                  ["Everything is behind Okta now; no local passwords exist for these tools any more.",
                   "Access is granted through the {env}-admins group; request it in the IT portal."])}
    ko = {"totp": (["2FA 단계에서 계속 'invalid code'로 로그인 실패함.", "로그인 e2e 테스트가 MFA 단계에서 실패하기 시작함."],
                   ["CI 컨테이너 시계가 {n}초 틀어져 있었음. NTP 동기화하니 TOTP 통과. 백업 코드는 {store}에 있음.",
                    "테스트 계정 TOTP 시드는 {store}에 있고 테스트가 런타임에 읽어감. 붙여넣을 필요 없음."]),
          "wifi": (["실험실 기기는 게스트 와이파이를 못 쓴다는 걸 몰랐음.", "테스트폰들이 자꾸 네트워크에서 떨어짐."],
                   ["실험실 와이파이 비번은 서버실 화이트보드에 적혀 있고, 안내데스크에 물어봐도 됨.",
                    "실험실 SSID는 IT에 MAC 주소 등록을 해야 붙음. 비번만으로는 안 됨."]),
          "door": (["서버실에 들어가야 했는데 출입 번호가 없었음.", "현장 체크리스트는 내가 장비 케이지를 열 수 있다고 가정하고 있었음."],
                   ["총무팀이 {qk} 번호를 바꾸고 #office 채널에 공지함. 티켓에 옮겨 적지 말 것.",
                    "이제 출입은 사원증 기반이라 서버실 그룹에 사원증 추가 요청해야 함."]),
          "recovery": (["공용 관리자 계정이 MFA 때문에 잠겨 있었음.", "org 계정 소유자가 퇴사했는데 2FA 기기를 가진 사람이 없었음."],
                       ["복구 코드는 break-glass 금고에 있고 열려면 승인 두 명이 필요함.", "본인 확인 후 고객센터에서 접근 복구해줌. 통화 {m}분 걸림."]),
          "vpn": (["비밀번호 바꾼 뒤 VPN 로그인이 안 됐음.", "VPN 클라이언트가 계속 로그인 창을 다시 띄움."],
                  ["VPN이 예전 AD 비번을 {m}분간 캐시함. 기다렸다가 재접속하니 됨.", "OS 키체인에 저장된 인증 정보 지우고 다시 로그인하니 해결."]),
          "sso": (["관리 콘솔에 별도 로그인이 있는 줄 알았음.", "스테이징 툴들이 SSO 뒤로 옮겨졌다는 걸 아무도 안 알려줌."],
                  ["이제 전부 Okta 뒤에 있어서 이 툴들엔 로컬 비밀번호가 없음.", "{env}-admins 그룹으로 권한이 부여되니 IT 포털에서 신청하면 됨."])}
    mcs, les = (en if lang == "en" else ko)[kind]
    mc, le = F(pick(mcs), ctx), F(pick(les), ctx)
    ask = EK(lang, pick(["Who should I ask next time?", "Is this written down anywhere I can read?", ""]), pick(["다음엔 누구한테 물어보면 되나요?", "이거 정리된 문서가 있나요?", ""]))
    return CLEAN(lang, "talk about %s without the value" % kind, mc, le, ask)


def cl_hmac_sig(lang):
    ctx = make_ctx(None, lang)
    s = pick(["X-Hub-Signature-256: sha256=%s" % hmac.new(rbytes(16), rbytes(40), hashlib.sha256).hexdigest(),
              "Stripe-Signature: t=%d,v1=%s" % (ts(), hmac.new(rbytes(16), rbytes(40), hashlib.sha256).hexdigest()),
              "X-Slack-Signature: v0=%s\nX-Slack-Request-Timestamp: %d" % (hmac.new(rbytes(16), rbytes(40), hashlib.sha256).hexdigest(), ts())])
    ctx["s"] = s
    mc = F(EK(lang, "Webhook verification failed and I didn't know the signature is computed over the raw body. Incoming header:\n{s}",
              "webhook 검증이 실패했는데 서명이 raw body 기준으로 계산된다는 걸 몰랐음. 들어온 헤더:\n{s}"), ctx)
    le = EK(lang, "The framework parsed JSON before verification; using the raw bytes fixed it. The header is a per-request signature, not the signing secret.",
            "프레임워크가 검증 전에 JSON 파싱을 해버렸음. raw bytes로 검증하니 해결. 헤더 값은 요청별 서명이지 signing secret이 아님.")
    return CLEAN(lang, "webhook signature header (HMAC digest)", mc, le, "")


def cl_cookies_nonauth(lang):
    ctx = make_ctx(None, lang)
    s = "Cookie: _ga=GA1.1.%d.%d; theme=dark; locale=%s; cookie_consent=analytics:false" % (rint(10 ** 8, 10 ** 9), ts(), pick(["ko-KR", "en-US"]))
    ctx["s"] = s
    mc = F(EK(lang, "The layout bug only appeared for some users; the user pasted their request cookies:\n{s}", "일부 사용자에게만 레이아웃 버그가 났음. 사용자가 요청 쿠키를 붙여줌:\n{s}"), ctx)
    le = EK(lang, "The locale cookie, not the theme, triggered the broken CSS path.", "theme가 아니라 locale 쿠키 때문에 깨진 CSS 경로로 빠졌음.")
    return CLEAN(lang, "non-auth cookies", mc, le, "")


def cl_redacted_log(lang):
    ctx = make_ctx(None, lang)
    s = "DEBUG request POST https://api.%s.com/v1/charge headers={'Authorization': 'Bearer [REDACTED]', 'Idempotency-Key': '%s'} body={'amount': %d, 'password': '***'}" % (ctx["svc"].split("-")[0], ruuid(), rint(100, 99999))
    ctx["s"] = s
    mc = F(EK(lang, "I needed the outgoing request for debugging; the logger already redacts auth:\n{s}", "디버깅하려고 나가는 요청을 봤는데 로거가 이미 인증 정보를 가려줌:\n{s}"), ctx)
    le = EK(lang, "The Idempotency-Key is just a UUID per request; safe to log.", "Idempotency-Key는 요청마다 만드는 UUID라 로그에 남겨도 됨.")
    return CLEAN(lang, "log with already-redacted auth", mc, le, "")


def cl_secret_listing(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_secret_listing", ["kubectl", "gh", "describe"])
    if kind == "kubectl":
        s = "NAME                 TYPE                DATA   AGE\n%s-db      Opaque              2      41d\n%s-tls     kubernetes.io/tls   2      12d" % (ctx["svc"], ctx["svc"])
    elif kind == "gh":
        s = "\n".join("%s\tUpdated 2024-%02d-%02d" % (v, rint(1, 12), rint(1, 28)) for v in sample(VARS_POOL, 4))
    else:
        s = "Name:         %s-db\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  %d bytes" % (ctx["svc"], len(ctx["user"]))
    ctx["s"] = s
    mc = F(EK(lang, "I didn't know which secrets already exist. Listing:\n{s}", "어떤 시크릿이 이미 있는지 몰랐음. 목록:\n{s}"), ctx)
    le = EK(lang, "Listing and describe show names and sizes only; values need explicit read access.", "목록이나 describe는 이름과 크기만 보여줌. 값은 별도 읽기 권한 필요.")
    return CLEAN(lang, "secret names listing (%s)" % kind, mc, le, "")


def cl_csp_nonce(lang):
    ctx = make_ctx(None, lang)
    s = "Content-Security-Policy: script-src 'self' 'nonce-%s' https://js.stripe.com; object-src 'none'" % b64(rbytes(16))
    ctx["s"] = s
    mc = F(EK(lang, "Inline scripts were blocked and I didn't know the app uses per-request CSP nonces:\n{s}", "인라인 스크립트가 막혔는데 앱이 요청마다 CSP nonce를 쓴다는 걸 몰랐음:\n{s}"), ctx)
    le = EK(lang, "The nonce changes on every response; the template must read it from the request context.", "nonce는 응답마다 바뀌니까 템플릿에서 request context로 읽어야 함.")
    return CLEAN(lang, "CSP nonce header", mc, le, "")


def cl_cert_pem(lang):
    ctx = make_ctx(None, lang)
    body = "MIID" + rs(B64, 60)
    lines = [body] + wrap(b64(rbytes(144)), 64)
    s = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
    ctx["s"] = s
    mc = F(EK(lang, "The Java client rejected the internal CA. The user pasted the start of ca.crt:\n{s}", "Java 클라이언트가 사내 CA를 거부함. 사용자가 ca.crt 앞부분을 붙여줌:\n{s}"), ctx)
    le = EK(lang, "Importing the CA certificate into the truststore fixed it; certificates are public, no private key involved.",
            "CA 인증서를 truststore에 넣으니 해결. 인증서는 공개 정보라 개인키와 무관.")
    return CLEAN(lang, "public certificate PEM (truncated)", mc, le, "")


def cl_configmap(lang):
    ctx = make_ctx(None, lang)
    s = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\ndata:\n  LOG_LEVEL: info\n  AUTH_ISSUER: https://auth.%s.com/\n  TOKEN_AUDIENCE: %s\n  SECRET_STORE: vault" % (ctx["svc"], ctx["corp"], ctx["svc"])
    ctx["s"] = s
    mc = F(EK(lang, "I didn't know the auth settings are in a ConfigMap and not in the image:\n{s}", "인증 설정이 이미지가 아니라 ConfigMap에 있다는 걸 몰랐음:\n{s}"), ctx)
    le = EK(lang, "Issuer and audience are public config; only the signing keys are secret and they come from Vault.", "issuer와 audience는 공개 설정이고, 비밀인 서명 키는 Vault에서 옴.")
    return CLEAN(lang, "ConfigMap with auth-related but public settings", mc, le, "")


def cl_git_lfs(lang):
    ctx = make_ctx(None, lang)
    s = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256hex(), rint(10 ** 5, 10 ** 9))
    ctx["s"] = s
    mc = F(EK(lang, "The model file in the repo was only a pointer:\n{s}", "레포에 있는 모델 파일이 포인터뿐이었음:\n{s}"), ctx)
    le = EK(lang, "Run `git lfs pull` after cloning; the CI checkout needs `lfs: true`.", "clone 후 `git lfs pull` 필요. CI checkout에는 `lfs: true` 설정해야 함.")
    return CLEAN(lang, "git LFS pointer", mc, le, "")


def cl_oauth_client_ids(lang):
    ctx = make_ctx(None, lang)
    s = pick(["GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LALNUM, 32)),
              "AUTH0_DOMAIN=%s.us.auth0.com\nAUTH0_CLIENT_ID=%s" % (ctx["corp"], rs(ALNUM, 32)),
              "GITHUB_APP_ID=%d\nGITHUB_CLIENT_ID=Iv1.%s" % (rint(100000, 999999), hexs(16))])
    ctx["s"] = s
    mc = F(EK(lang, "Login redirect failed; I didn't know which OAuth client {env} uses:\n{s}", "로그인 리다이렉트가 실패했는데 {env}가 어떤 OAuth 클라이언트를 쓰는지 몰랐음:\n{s}"), ctx)
    le = EK(lang, "The redirect URI list on the client was missing the preview domain. Client IDs are public; the secret is set separately.",
            "클라이언트의 redirect URI 목록에 preview 도메인이 빠져 있었음. client ID는 공개값이고 secret은 따로 설정됨.")
    return CLEAN(lang, "OAuth client IDs (no secret)", mc, le, "")


# ----------------------------------------------------------------------------------------------
# publishable keys (vendor documents them as public)
# ----------------------------------------------------------------------------------------------
def cl_publishable(lang):
    ctx = make_ctx(None, lang)
    kind = deal("cl_publishable/" + lang, ["stripe_pk", "firebase", "gmaps", "recaptcha", "hcaptcha", "turnstile", "mapbox_pk", "algolia_search", "sentry_dsn",
                 "posthog", "supabase_anon", "supabase_publishable", "clerk_pk", "ld_clientside", "dd_rum", "mixpanel", "toss_ck",
                 "kakao_js", "braintree_tok", "paypal_clientid", "square_appid", "revenuecat", "adyen_client", "razorpay_keyid",
                 "portone_channel", "stytch_public", "statsig_client", "nr_browser"] + (["kakao_js", "toss_ck", "portone_channel"] if lang == "ko" else []))
    if kind == "stripe_pk":
        v = "pk_%s_%s" % (pick(["live", "test"]), "51" + rs(ALNUM, 14) + rs(ALNUM, 83))
        s, vendor = "const stripe = await loadStripe('%s');" % v, "Stripe publishable key"
    elif kind == "firebase":
        proj = "%s-%s" % (ctx["corp"], rs(LALNUM, 5))
        s = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  appId: "1:%d:web:%s"\n};') % (rs(URLSAFE, 35), proj, proj, rint(10 ** 11, 10 ** 12), hexs(22))
        vendor = "Firebase web config apiKey"
    elif kind == "gmaps":
        s, vendor = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(URLSAFE, 35), "Google Maps JS API key"
    elif kind == "recaptcha":
        s, vendor = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(URLSAFE, 38), "reCAPTCHA site key"
    elif kind == "hcaptcha":
        s, vendor = '<div class="h-captcha" data-sitekey="%s"></div>' % ruuid(), "hCaptcha sitekey"
    elif kind == "turnstile":
        s, vendor = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(ALNUM + "_-", 14), "Cloudflare Turnstile site key"
    elif kind == "mapbox_pk":
        s, vendor = "mapboxgl.accessToken = '%s';" % g_mapbox_public(pick(["hanbit-maps", "acme-geo"])), "Mapbox public token"
    elif kind == "algolia_search":
        s, vendor = "const search = algoliasearch('%s', '%s'); // search-only key" % (rs(UALNUM, 10), hexs(32)), "Algolia search-only API key"
    elif kind == "sentry_dsn":
        s, vendor = 'Sentry.init({ dsn: "https://%s@o%d.ingest.sentry.io/%d" });' % (hexs(32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7)), "Sentry DSN"
    elif kind == "posthog":
        s, vendor = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    elif kind == "supabase_anon":
        ref = rs(LOWER, 20)
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, g_supabase_jwt(ref, "anon"))
        vendor = "Supabase anon key"
    elif kind == "supabase_publishable":
        s, vendor = "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % rs(URLSAFE, 31), "Supabase publishable key"
    elif kind == "clerk_pk":
        dom = "%s-%s-%d.clerk.accounts.dev$" % (pick(["happy", "brave", "clever"]), pick(["otter", "koala", "heron"]), rint(10, 99))
        s, vendor = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_%s" % b64(dom.encode()).rstrip("="), "Clerk publishable key"
    elif kind == "ld_clientside":
        s, vendor = "const client = LDClient.initialize('%s', context);" % hexs(24), "LaunchDarkly client-side ID"
    elif kind == "dd_rum":
        s, vendor = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' })" % (ruuid(), hexs(32)), "Datadog RUM client token"
    elif kind == "mixpanel":
        s, vendor = "mixpanel.init('%s', { track_pageview: true });" % hexs(32), "Mixpanel project token"
    elif kind == "toss_ck":
        s, vendor = "const tossPayments = TossPayments('%s');" % g_toss_ck(pick(["test", "live"])), "Toss Payments client key"
    elif kind == "kakao_js":
        s, vendor = "Kakao.init('%s'); // JavaScript 키" % hexs(32), "Kakao JavaScript key"
    elif kind == "braintree_tok":
        s, vendor = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LALNUM, 8), rs(LALNUM, 16)), "Braintree tokenization key"
    elif kind == "paypal_clientid":
        s, vendor = '<script src="https://www.paypal.com/sdk/js?client-id=%s&currency=USD"></script>' % rs(URLSAFE, 80), "PayPal client-id"
    elif kind == "square_appid":
        s, vendor = "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(URLSAFE, 22), "L" + rs(UALNUM, 12)), "Square application ID"
    elif kind == "revenuecat":
        s, vendor = 'Purchases.configure(withAPIKey: "appl_%s")' % rs(ALNUM, 27), "RevenueCat public SDK key"
    elif kind == "adyen_client":
        s, vendor = "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UALNUM, 32), "Adyen client key"
    elif kind == "razorpay_keyid":
        s, vendor = 'const options = { key: "rzp_live_%s", amount: 50000, currency: "INR" };' % rs(ALNUM, 14), "Razorpay key_id"
    elif kind == "portone_channel":
        s, vendor = 'PortOne.requestPayment({ storeId: "store-%s", channelKey: "channel-key-%s", paymentId: `order-${id}` })' % (ruuid(), ruuid()), "PortOne storeId/channelKey"
    elif kind == "stytch_public":
        s, vendor = "const stytch = new StytchUIClient('public-token-live-%s');" % ruuid(), "Stytch public token"
    elif kind == "statsig_client":
        s, vendor = "await Statsig.initialize('client-%s', user);" % rs(ALNUM, 43), "Statsig client SDK key"
    else:
        s, vendor = "NREUM.loader_config = { licenseKey: 'NRJS-%s', applicationID: '%d' };" % (hexs(19), rint(10 ** 8, 10 ** 9)), "New Relic browser key"
    ctx["s"] = s
    ctx["vendor"] = vendor
    mc = F(EK(lang, pick(["I didn't know whether the {vendor} in the frontend bundle is a problem:\n{s}",
                          "Security review flagged this line in the web app; nobody told me if it was meant to be public:\n{s}",
                          "The frontend init was missing the {vendor}; the user gave me the line from the old site:\n{s}"]),
              pick(["프론트엔드 번들에 있는 {vendor} 값이 문제가 되는지 몰랐음:\n{s}",
                    "보안 리뷰에서 웹앱의 이 줄이 지적됨. 원래 공개용인지 아무도 안 알려줌:\n{s}",
                    "프론트 초기화 코드에 {vendor} 값이 빠져 있었음. 사용자가 예전 사이트에서 가져온 줄:\n{s}"])), ctx)
    le = F(EK(lang, "The vendor documents the {vendor} as safe to expose in client code; protection comes from domain/origin restrictions and the separate server-side secret.",
              "{vendor} 값은 벤더 문서상 클라이언트 코드에 노출돼도 되는 값임. 보호는 도메인/origin 제한과 별도의 서버용 시크릿으로 함."), ctx)
    ask = EK(lang, pick(["Should I add the production domain to the key's allowed referrers?", ""]), pick(["키의 허용 도메인에 운영 도메인을 추가할까요?", ""]))
    return CLEAN(lang, "publishable key in client code (%s) [publishable]" % vendor, mc, le, ask, [vendor])


CLEAN_TEMPLATES = [
    (cl_env_example, 9), (cl_gha_ref, 8), (cl_k8s_ref, 6), (cl_vault_ref, 6), (cl_aws_sm, 6), (cl_op_ref, 5), (cl_sops, 5),
    (cl_ansible_vault, 4), (cl_sealed, 4), (cl_masked, 9), (cl_actions_log_masked, 4), (cl_doc_examples, 7), (cl_hashes, 7),
    (cl_git_shas, 7), (cl_docker_digest, 5), (cl_lock_integrity, 7), (cl_request_ids, 9), (cl_object_ids, 9), (cl_long_ids, 7),
    (cl_base64_data, 8), (cl_public_keys, 9), (cl_fingerprints, 6), (cl_urls, 8), (cl_cli_flags, 8), (cl_policy, 6),
    (cl_auth_errors, 10), (cl_rotation, 8), (cl_passwordish, 8), (cl_code_env, 7), (cl_config_files_noauth, 8),
    (cl_sa_json_noprivate, 4), (cl_regex_rules, 5), (cl_fake_tokens, 6), (cl_chain_ids, 5), (cl_process_talk, 8),
    (cl_hmac_sig, 5), (cl_cookies_nonauth, 4), (cl_redacted_log, 5), (cl_secret_listing, 6), (cl_csp_nonce, 3),
    (cl_cert_pem, 4), (cl_configmap, 4), (cl_git_lfs, 3), (cl_oauth_client_ids, 6), (cl_publishable, 30),
]


def cl_asked_user(lang):
    ctx = make_ctx(None, lang)
    vendor = pick(["OpenAI", "Stripe", "Slack", "SendGrid", "Twilio", "Mapbox", "Notion", "Linear", "Datadog", "Kakao", "Toss Payments"])
    ctx["vendor"] = vendor
    ctx["var"] = pick(VARS_POOL)
    mc = F(EK(lang, pick(["The task needed a {vendor} key and none was configured in {env}; I didn't ask for it to be pasted.",
                          "Nobody told me {svc} needs {vendor} credentials to even start in {env}.",
                          "The {vendor} integration can't be tested without a key, and the repo has none (correctly)."]),
              pick(["작업에 {vendor} 키가 필요했는데 {env}에 설정이 없었음. 채팅에 붙여달라고 하지는 않았음.",
                    "{svc} 서비스가 {env}에서 기동하려면 {vendor} 인증 정보가 필요하다는 걸 아무도 안 알려줌.",
                    "{vendor} 연동은 키 없이 테스트가 안 되는데 레포엔 키가 없음(그게 맞음)."])), ctx)
    le = F(EK(lang, pick(["Asked the user to put it in .env.local themselves and only confirm the variable name ({var}).",
                          "Wrote the code against a mocked client; the real key gets injected by the deploy pipeline.",
                          "A sandbox key from the vendor dashboard is enough for local work; production keys stay in {store}."]),
              pick(["사용자에게 .env.local에 직접 넣고 변수 이름({var})만 확인해달라고 함.", "클라이언트를 mock으로 두고 코드 작성. 실제 키는 배포 파이프라인이 주입함.",
                    "로컬 작업엔 벤더 대시보드의 sandbox 키면 충분하고, 운영 키는 {store}에만 둠."])), ctx)
    ask = F(EK(lang, pick(["Is there a shared sandbox key in {store} I'm allowed to read?", "Should I stub {vendor} in CI instead?", ""]),
               pick(["{store}에 제가 읽어도 되는 공용 sandbox 키가 있나요?", "CI에서는 {vendor}를 stub 처리할까요?", ""])), ctx)
    return CLEAN(lang, "credential needed but not pasted (prose)", mc, le, ask)


def cl_llm_tokens(lang):
    ctx = make_ctx(None, lang)
    ctx.update(n=rint(12000, 190000), mt=pick([1024, 2048, 4096, 8192]), pct=rint(20, 80))
    mc = F(EK(lang, pick(["Summaries got cut off; I didn't know max_tokens was set to {mt} in the prompt config.",
                          "The batch job hit the context limit: prompt_tokens={n}, completion_tokens=0, finish_reason=length.",
                          "Nobody told me the token budget per request is enforced by the gateway, not the model."]),
              pick(["요약이 중간에 잘렸는데 프롬프트 설정에 max_tokens가 {mt}로 되어 있는 걸 몰랐음.",
                    "배치 잡이 컨텍스트 한도에 걸림: prompt_tokens={n}, completion_tokens=0, finish_reason=length.",
                    "요청당 토큰 예산을 모델이 아니라 게이트웨이가 제한한다는 걸 아무도 안 알려줌."])), ctx)
    le = F(EK(lang, pick(["Chunking the input to ~{pct}% of the context window fixed it.", "The tokenizer counts Korean text at roughly 2-3x the tokens of English; budget accordingly.",
                          "Raising max_tokens alone didn't help; the gateway cap had to be raised too."]),
              pick(["입력을 컨텍스트 윈도우의 {pct}% 정도로 나누니 해결.", "토크나이저가 한국어를 영어보다 2~3배 많은 토큰으로 셈. 예산 잡을 때 고려해야 함.",
                    "max_tokens만 올려서는 안 됐고 게이트웨이 상한도 같이 올려야 했음."])), ctx)
    return CLEAN(lang, "LLM token counts (token in the non-credential sense)", mc, le, "")


def cl_jwt_claims(lang):
    ctx = make_ctx(None, lang)
    claims = {"iss": "https://auth.%s.com/" % ctx["corp"], "sub": "auth0|%s" % hexs(24), "aud": "%s-api" % ctx["svc"].split("-")[0],
              "scope": pick(["read:orders", "openid profile email", "admin:all"])}
    claims["iat"] = ts()
    claims["exp"] = claims["iat"] + pick([900, 3600, 86400])
    ctx["c"] = json.dumps(claims, indent=1)
    mc = F(EK(lang, pick(["Requests were rejected with 403 and I didn't know which claims the API checks. Decoded payload the user shared (no signature, token already expired):\n{c}",
                          "The user decoded their access token on jwt.io and pasted only the claims:\n{c}"]),
              pick(["요청이 403으로 거절됐는데 API가 어떤 claim을 보는지 몰랐음. 사용자가 공유한 디코딩된 payload(서명 없음, 이미 만료된 토큰):\n{c}",
                    "사용자가 jwt.io로 액세스 토큰을 디코딩해서 claim만 붙여줌:\n{c}"])), ctx)
    le = EK(lang, "The audience didn't match the API identifier; fixing the aud in the client config solved the 403.", "aud가 API identifier와 달랐음. 클라이언트 설정의 aud를 고치니 403 해결.")
    return CLEAN(lang, "decoded JWT claims only", mc, le, "")


def cl_tf_sensitive(lang):
    ctx = make_ctx(None, lang)
    snip = ('  # aws_db_instance.%s will be updated in-place\n  ~ resource "aws_db_instance" "%s" {\n      ~ password = (sensitive value)\n'
            '        id       = "%s-%s"\n    }') % (ctx["db"], ctx["db"], ctx["db"], ctx["env"])
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["terraform plan wanted to change the DB password and I didn't know why:\n{snip}", "The plan output for {env} showed this diff:\n{snip}"]),
              pick(["terraform plan이 DB 비번을 바꾸려고 하는데 이유를 몰랐음:\n{snip}", "{env} plan 결과에 이 diff가 있었음:\n{snip}"])), ctx)
    le = EK(lang, "The random_password resource had been tainted; ignore_changes on password stops the churn. The value itself is only in state, which is encrypted in S3.",
            "random_password 리소스가 taint 되어 있었음. password에 ignore_changes 걸어서 해결. 값은 S3에 암호화된 state에만 있음.")
    return CLEAN(lang, "terraform plan (sensitive value)", mc, le, "")


def cl_existing_secret_refs(lang):
    ctx = make_ctx(None, lang)
    snip = pick(["auth:\n  existingSecret: %s-pg-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password" % ctx["svc"],
                 "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt",
                 "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n  config:\n    import: optional:vault://"])
    ctx["snip"] = snip
    mc = F(EK(lang, pick(["I thought the chart values contained the DB password; they only reference it:\n{snip}", "How the {env} database credentials get in was unclear until I read:\n{snip}"]),
              pick(["차트 values에 DB 비번이 있는 줄 알았는데 참조만 하고 있었음:\n{snip}", "{env} DB 인증 정보가 어떻게 들어오는지 이걸 읽고서야 알았음:\n{snip}"])), ctx)
    le = EK(lang, "The actual value is created out of band; the manifests only point at it by name.", "실제 값은 별도 절차로 만들어지고 매니페스트는 이름으로만 가리킴.")
    return CLEAN(lang, "existingSecret / *_FILE / ${VAR} references", mc, le, "")


def cl_masked_url(lang):
    ctx = make_ctx(None, lang)
    s = pick(["postgres://%s:****@%s:5432/%s" % (ctx["user"], ctx["host"], ctx["db"]), "https://%s:<token>@github.com/%s/%s.git" % (ctx["user"], ctx["org"], ctx["repo"]),
              "redis://default:${REDIS_PASSWORD}@cache:6379", "amqp://guest:[REDACTED]@rabbit:5672/", "mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/" % rs(LALNUM, 5)])
    ctx["s"] = s
    mc = F(EK(lang, pick(["The error log printed the connection URL as {s}, so I couldn't tell which user was failing.", "The docs only give the template {s}."]),
              pick(["에러 로그에 접속 URL이 {s} 로 찍혀서 어떤 유저가 실패하는지 알 수 없었음.", "문서에는 {s} 형태의 템플릿만 있었음."])), ctx)
    le = EK(lang, "The user part was enough to find the account; the password was never needed for debugging.", "유저 부분만으로 계정을 찾을 수 있었음. 디버깅에 비밀번호는 필요 없었음.")
    return CLEAN(lang, "URL with masked/placeholder password", mc, le, "")


def cl_token_metadata(lang):
    ctx = make_ctx(None, lang)
    s = pick(["Token name: %s-ci  |  Expires: 2025-%02d-%02d  |  Repository access: %s/%s  |  Permissions: contents:read, packages:write" % (ctx["repo"], rint(1, 12), rint(1, 28), ctx["org"], ctx["repo"]),
              "API key \"%s-%s\" (id key_%s) created 2024-%02d-%02d, last used 3 days ago, scopes: mail.send" % (ctx["svc"], ctx["env"], rs(ALNUM, 16), rint(1, 12), rint(1, 28)),
              "Access key AKIA................ (Active) created 412 days ago, last used 2024-%02d-%02d in %s" % (rint(1, 12), rint(1, 28), ctx["region"])])
    ctx["s"] = s
    mc = F(EK(lang, pick(["I didn't know which credential the deploy uses until the user showed me the key list:\n{s}", "The console shows this for the key CI uses:\n{s}"]),
              pick(["배포가 어떤 인증 정보를 쓰는지 몰랐는데 사용자가 키 목록을 보여줌:\n{s}", "콘솔에서 CI가 쓰는 키 정보는 이렇게 나옴:\n{s}"])), ctx)
    le = EK(lang, "Metadata is enough to decide on rotation; the secret itself is never shown again after creation.", "교체 여부 판단은 메타데이터로 충분함. 시크릿 값 자체는 생성 후 다시 안 보여줌.")
    return CLEAN(lang, "credential metadata without value", mc, le, EK(lang, "Should the 400-day-old key be rotated this sprint?", "오래된 키는 이번 스프린트에 교체할까요?"))


def cl_ko_vendor_refs(lang):
    ctx = make_ctx(None, lang)
    s = pick([EK(lang, "The data.go.kr service key is issued per account on the portal's My Page; ours is in {store} under public-data/service-key.",
                 "공공데이터포털 인증키는 마이페이지에서 계정별로 발급됨. 우리 키는 {store}의 public-data/service-key 항목에 있음."),
              EK(lang, "Kakao REST API keys and Admin keys are different things; the server must use the Admin key from {store}, never the JavaScript key's slot.",
                 "카카오 REST API 키와 Admin 키는 다른 값임. 서버는 {store}에 있는 Admin 키를 써야 하고 JavaScript 키 자리에 넣으면 안 됨."),
              EK(lang, "Toss Payments secret keys start with test_sk_ or live_sk_ and must only be used server-side; client keys start with test_ck_/live_ck_.",
                 "토스페이먼츠 시크릿 키는 test_sk_ / live_sk_ 로 시작하고 서버에서만 써야 함. 클라이언트 키는 test_ck_ / live_ck_."),
              EK(lang, "Naver Cloud API calls are signed with HMAC-SHA256 over method, URI and timestamp; the access key ID goes in x-ncp-iam-access-key.",
                 "네이버 클라우드 API는 method, URI, timestamp를 HMAC-SHA256으로 서명함. access key ID는 x-ncp-iam-access-key 헤더에 들어감.")])
    mc = EK(lang, pick(["I didn't know how the Korean vendor credentials are organised.", "The integration doc for the Korean payment/public-data APIs was missing."]),
            pick(["국내 벤더 인증 정보가 어떻게 관리되는지 몰랐음.", "국내 결제/공공데이터 API 연동 문서가 없었음."]))
    return CLEAN(lang, "Korean vendor key handling described without values", mc, F(s, ctx), "")


def cl_cert_serial(lang):
    ctx = make_ctx(None, lang)
    serial = ":".join(hexs(2) for _ in range(16))
    s = "subject=CN = *.%s.com\nissuer=C = US, O = Let's Encrypt, CN = R11\nserial=%s\nnotAfter=%s %d 12:00:00 2025 GMT" % (ctx["corp"], serial.upper(), pick(["Jan", "Mar", "Jun", "Sep"]), rint(1, 28))
    ctx["s"] = s
    mc = F(EK(lang, "The TLS error didn't say which certificate was served. openssl s_client showed:\n{s}", "TLS 에러만으로는 어떤 인증서가 서빙되는지 몰랐음. openssl s_client 결과:\n{s}"), ctx)
    le = EK(lang, "The load balancer still served the old certificate; the new one was attached to the wrong listener.", "로드밸런서가 아직 예전 인증서를 서빙하고 있었음. 새 인증서가 다른 리스너에 붙어 있었음.")
    return CLEAN(lang, "certificate subject/serial", mc, le, "")


def cl_secret_removed_history(lang):
    ctx = make_ctx(None, lang)
    sha = sha1hex()
    ctx["sha"] = sha
    mc = F(EK(lang, "I found a commit titled \"remove hard-coded key\" ({sha}) and didn't know if history had been cleaned.",
              "\"하드코딩된 키 제거\" 커밋({sha})을 봤는데 히스토리 정리가 됐는지 몰랐음."), ctx)
    le = EK(lang, "The key was revoked the same day and history was rewritten with git filter-repo; old clones still contain it, which is why revocation mattered more.",
            "키는 당일 폐기됐고 git filter-repo로 히스토리도 재작성됨. 예전 clone에는 남아 있으니 폐기가 더 중요했음.")
    return CLEAN(lang, "history rewrite after removed key (no key)", mc, le, EK(lang, "Should we ask everyone to re-clone?", "모두에게 다시 clone 하라고 공지할까요?"))


CLEAN_TEMPLATES = CLEAN_TEMPLATES + [(cl_asked_user, 8), (cl_llm_tokens, 6), (cl_jwt_claims, 4), (cl_tf_sensitive, 4),
                                     (cl_existing_secret_refs, 5), (cl_masked_url, 5), (cl_token_metadata, 5), (cl_ko_vendor_refs, 4),
                                     (cl_cert_serial, 3), (cl_secret_removed_history, 3)]


# ----------------------------------------------------------------------------------------------
# task-context decoration (adds the kind of framing agents really write; never contains a secret)
# ----------------------------------------------------------------------------------------------
TASKS_EN = ["migrate {svc} to the new cluster", "fix the flaky {svc} integration test", "upgrade {svc} to Node 20",
            "add retries to the {svc} client", "set up preview environments for {repo}", "move CI from Jenkins to GitHub Actions",
            "debug the nightly {db} export", "split {svc} out of the monolith", "bump the Python base image for {svc}",
            "get {repo} building on Apple Silicon", "add an e2e smoke test for {env}", "clean up unused IAM roles",
            "make the {db} backup job idempotent", "wire up alerts for {svc}", "write the onboarding doc for {repo}"]
TASKS_KO = ["{svc} 새 클러스터로 이전", "{svc} flaky 통합 테스트 수정", "{svc} Node 20 업그레이드", "{svc} 클라이언트에 재시도 추가",
            "{repo} 프리뷰 환경 구성", "CI를 Jenkins에서 GitHub Actions로 이전", "야간 {db} export 디버깅", "{svc} 모놀리스에서 분리",
            "{svc} 파이썬 베이스 이미지 업데이트", "{repo} 애플 실리콘 빌드 지원", "{env} e2e 스모크 테스트 추가", "안 쓰는 IAM role 정리",
            "{db} 백업 잡 멱등성 확보", "{svc} 알림 설정", "{repo} 온보딩 문서 작성"]
PREFIX_EN = ["Task: {task}. ", "While working on {ticket} ({task}): ", "Context: {task}. ", "[{ticket}] ", "Was asked to {task}. "]
PREFIX_KO = ["작업: {task}. ", "{ticket} 작업 중 ({task}). ", "[{ticket}] ", "요청 사항: {task}. ", "{task} 하다가 생긴 일. "]
SUFFIX_LE_EN = [" Took about an hour to figure out.", " Documented this in the README.", " Added a note to the runbook.",
                " Worth checking first next time.", " Same thing happened on {env} last month, per {person}."]
SUFFIX_LE_KO = [" 알아내는 데 한 시간쯤 걸림.", " README에 정리해둠.", " 런북에 메모 추가함.", " 다음엔 이것부터 확인할 것.", " 지난달 {env}에서도 똑같은 일이 있었다고 함."]


GENERIC_ASK_EN = ["Is this written down anywhere I should have read first?", "Who owns this, in case it breaks again?",
                  "Should I add this to the onboarding doc?", "Is it OK if I open a ticket to clean this up?",
                  "Do you want me to check the other environments for the same thing?"]
GENERIC_ASK_KO = ["이거 제가 먼저 봤어야 할 문서가 있나요?", "다음에 또 깨지면 누가 담당인가요?", "온보딩 문서에 추가해둘까요?",
                  "정리하는 티켓 하나 만들어도 될까요?", "다른 환경에도 같은 문제가 있는지 확인해볼까요?"]


def decorate(note):
    lang = note["lang"]
    ctx = dict(LAST_CTX)
    ctx["task"] = F(pick(TASKS_EN if lang == "en" else TASKS_KO), ctx)
    f = dict(note["fields"])
    mc0 = f["missing_context"]
    if chance(0.4) and not mc0.startswith(("Task", "작업", "Ticket", "[")) and "요청" not in mc0[:12]:
        f["missing_context"] = F(pick(PREFIX_EN if lang == "en" else PREFIX_KO), ctx) + f["missing_context"]
    if chance(0.25):
        suf = F(pick(SUFFIX_LE_EN if lang == "en" else SUFFIX_LE_KO), ctx)
        f["lesson"] = f["lesson"] + (("\n" + suf.strip()) if "\n" in f["lesson"] else suf)
    if not f["ask_next_time"] and chance(0.45):
        f["ask_next_time"] = pick(GENERIC_ASK_EN if lang == "en" else GENERIC_ASK_KO)
    note = dict(note)
    note["fields"] = f
    return note


# ----------------------------------------------------------------------------------------------
# validation (every rule of FORMAT.txt is asserted for every note)
# ----------------------------------------------------------------------------------------------
FIELD_LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def problems(note):
    out = []
    f = note["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        out.append("field keys")
    for k, lim in FIELD_LIMITS.items():
        if not isinstance(f[k], str):
            out.append("field type " + k)
        elif len(f[k].encode("utf-8")) > lim:
            out.append("too long " + k)
    if not f["missing_context"].strip() or not f["lesson"].strip():
        out.append("empty field")
    secs = note["secrets"]
    if note["kind"] == "clean":
        if secs:
            out.append("clean with secrets")
    else:
        if not secs:
            out.append("secret note without secrets")
        if note["category"].endswith("[publishable]"):
            out.append("publishable tag on secret note")
    if "[publishable]" in note["category"] and not note["category"].endswith(" [publishable]"):
        out.append("publishable tag placement")
    texts = list(f.values())
    for s in secs:
        if not isinstance(s, str) or len(s) < 8:
            out.append("short secret %r" % (s,))
        elif s != s.strip():
            out.append("whitespace around secret")
        elif not any(s in t for t in texts):
            out.append("secret not verbatim in fields: %r" % s[:40])
    if out:
        return out
    for t in texts:
        ivs = []
        for s in secs:
            i = t.find(s)
            while i >= 0:
                ivs.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for s in secs:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = t.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in ivs):
                        return ["8-char window of a secret outside its occurrences: %r" % w]
                    i = t.find(w, i + 1)
    return out


SEEN_FIELDS = {}


def build(fn, *args):
    for _attempt in range(80):
        note = fn(*args)
        dec = decorate(note)
        if not problems(dec):
            note = dec
        key = json.dumps(note["fields"], ensure_ascii=False, sort_keys=True)
        if key in SEEN_FIELDS:
            continue
        # de-duplicate secrets, keep order
        seen = []
        for s in note["secrets"]:
            if s not in seen:
                seen.append(s)
        note["secrets"] = seen
        if not problems(note):
            SEEN_FIELDS[key] = True
            return note
    raise AssertionError("template %s could not produce a valid note: %s" % (fn.__name__, problems(note)))


# ----------------------------------------------------------------------------------------------
# plan
# ----------------------------------------------------------------------------------------------
SECRET_PLAN = {
    "en": [(token_note, 118), (cli_note, 26), (conn_note, 14), (prose_pw_note, 22), (key_note, 8), (totp_note, 3),
           (recovery_note, 3), (wifi_note, 2), (pin_note, 2), (seed_note, 2), (app_pw_note, 3), (http_note, 4), (sql_note, 3),
           (framework_note, 3), (dotfile_note, 3)],
    "ko": [(token_note, 72), (cli_note, 18), (conn_note, 10), (prose_pw_note, 19), (key_note, 4), (totp_note, 2),
           (recovery_note, 2), (wifi_note, 3), (pin_note, 3), (seed_note, 1), (app_pw_note, 2), (http_note, 2), (sql_note, 2),
           (framework_note, 2), (dotfile_note, 2)],
}
PUBLISHABLE = {"en": 22, "ko": 14}
COUNTS = {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}
POPULAR = ["OpenAI", "Anthropic", "GitHub", "AWS", "Stripe", "Slack", "Google Gemini", "Supabase", "Vercel", "Hugging Face",
           "Cloudflare", "SendGrid", "Twilio", "Datadog", "Sentry", "Notion", "Discord", "Telegram", "GitLab", "DigitalOcean"]


def token_assignment():
    n_en = dict(SECRET_PLAN["en"])[token_note]
    n_ko = dict(SECRET_PLAN["ko"])[token_note]
    ko_only = [t for t in TOKENS if t["ko"] != t["disp"]]
    others = [t for t in TOKENS if t["ko"] == t["disp"]]
    R.shuffle(others)
    need = n_en + n_ko - len(ko_only)
    pool = list(others)
    i = 0
    while len(pool) < need:
        pool.append(TOKEN_BY_VENDOR[POPULAR[i % len(POPULAR)]])
        i += 1
    pool = pool[:need]
    R.shuffle(pool)
    en = pool[:n_en]
    ko = ko_only + pool[n_en:]
    R.shuffle(ko)
    return en, ko


def generate():
    _self_tests()
    notes = []
    tok_en, tok_ko = token_assignment()
    for lang, toks in (("en", tok_en), ("ko", tok_ko)):
        for fn, n in SECRET_PLAN[lang]:
            for j in range(n):
                if fn is token_note:
                    notes.append(build(token_note, toks[j], lang))
                else:
                    notes.append(build(fn, lang))
    for lang in ("en", "ko"):
        target = COUNTS[("clean", lang)]
        chosen = [fn for fn, _w in CLEAN_TEMPLATES]
        chosen += [cl_publishable] * (PUBLISHABLE[lang] - 1)
        rest = [(fn, w) for fn, w in CLEAN_TEMPLATES if fn is not cl_publishable]
        while len(chosen) < target:
            chosen.append(wpick(rest))
        for fn in chosen:
            notes.append(build(fn, lang))
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "fw%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": n["fields"], "secrets": n["secrets"], "_vendors": n["vendors"]})
    return out


def final_checks(rows):
    assert len(rows) == 720
    ids = [r["id"] for r in rows]
    assert ids == ["fw%03d" % i for i in range(1, 721)]
    for key, n in COUNTS.items():
        got = sum(1 for r in rows if (r["kind"], r["lang"]) == key)
        assert got == n, (key, got)
    for r in rows:
        assert list(r.keys())[:6] == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        assert isinstance(r["category"], str) and r["category"]
        p = problems(r)
        assert not p, (r["id"], p)
        if r["kind"] == "clean":
            assert r["secrets"] == []
        if r["category"].endswith(" [publishable]"):
            assert r["kind"] == "clean"
    # the same field triple must not occur twice
    keys = [json.dumps(r["fields"], ensure_ascii=False, sort_keys=True) for r in rows]
    assert len(dict.fromkeys(keys)) == len(keys), "duplicate note"
    vendors = []
    for r in rows:
        if r["kind"] == "secret" and r["category"].startswith("token:"):
            for v in r["_vendors"]:
                if v not in vendors:
                    vendors.append(v)
    assert len(vendors) >= 100, len(vendors)
    companies = []
    for v in vendors:
        d = TOKEN_BY_VENDOR[v]["disp"]
        if d not in companies:
            companies.append(d)
    assert len(companies) >= 100, len(companies)
    return vendors, companies


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v119.jsonl"
    rows = generate()
    vendors, companies = final_checks(rows)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"], "fields": r["fields"], "secrets": r["secrets"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    n_sec = sum(len(r["secrets"]) for r in rows)
    sys.stderr.write("wrote %s: %d notes, %d listed secrets, %d token kinds from %d vendors/services, sha256 %s\n"
                     % (path, len(rows), n_sec, len(vendors), len(companies), digest))


if __name__ == "__main__":
    main()
