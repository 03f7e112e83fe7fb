#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v113.py -- generator of the blind evaluation set v113 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(113_2026_1127)
drives every choice; no iteration over sets, no hash().  Run:  python3 make_blind_set_v113.py
It writes blind_set_v113.jsonl next to this file and prints its SHA-256 and the counts.
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 113_2026_1127
R = random.Random(SEED)
ID_PREFIX = "fq"
OUT_NAME = "blind_set_v113.jsonl"
TARGET = [("secret", "en", 216), ("secret", "ko", 144), ("clean", "en", 216), ("clean", "ko", 144)]

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = UP + LO + DG
ALNUM_L = LO + DG
ALNUM_U = UP + DG
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"
B62_ORDER = DG + UP + LO
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ----------------------------------------------------------------------------------------------
# basic random helpers (all through R)
# ----------------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def sample(seq, k):
    return R.sample(list(seq), k)


def rint(a, b):
    return R.randint(a, b)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def hexs(n):
    return rs(HEXL, n)


def uuid4():
    h = list(hexs(32))
    h[12] = "4"
    h[16] = pick("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    return urllib.parse.quote(s, safe="")


def b62num(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62_ORDER[r] + s
    return s.rjust(width, "0")


def crc_token(prefix, n_random=30):
    """GitHub / npm style token: prefix + 30 base62 chars + 6-char base62 CRC32 of the random part."""
    body = rs(ALNUM, n_random)
    return prefix + body + b62num(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jdump(obj):
    return json.dumps(obj, separators=(",", ":"))


def jwt(header, payload, sig_len=32):
    return "%s.%s.%s" % (b64u(jdump(header).encode()), b64u(jdump(payload).encode()), b64u(rb(sig_len)))


def ts_2024_2025():
    return rint(1704067200, 1764460800)


def snowflake():
    return str(rint(700000000000000000, 1300000000000000000))


# ----------------------------------------------------------------------------------------------
# bech32, base58check
# ----------------------------------------------------------------------------------------------
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _bech_hrp(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits, pad=True):
    acc = 0
    bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32(hrp, data_bytes, version=None):
    data = ([version] if version is not None else []) + _convertbits(data_bytes, 8, 5)
    poly = _bech_polymod(_bech_hrp(hrp) + data + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def b58encode(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58check(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


# ----------------------------------------------------------------------------------------------
# elliptic curves (for internally consistent key pairs): Ed25519, X25519, P-256
# ----------------------------------------------------------------------------------------------
_P = 2 ** 255 - 19
_L = 2 ** 252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_I = pow(2, (_P - 1) // 4, _P)


def _xrecover(y):
    xx = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    x = pow(xx, (_P + 3) // 8, _P)
    if (x * x - xx) % _P != 0:
        x = (x * _I) % _P
    if x % 2 != 0:
        x = _P - x
    return x


_BY = 4 * pow(5, _P - 2, _P) % _P
_BX = _xrecover(_BY)
_B = (_BX, _BY, 1, _BX * _BY % _P)


def _ed_add(p, q):
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % _P
    b = (y1 + x1) * (y2 + x2) % _P
    c = t1 * 2 * _D * t2 % _P
    d = z1 * 2 * z2 % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _ed_mul(s, p):
    q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            q = _ed_add(q, p)
        p = _ed_add(p, p)
        s >>= 1
    return q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y, z, _ = _ed_mul(a, _B)
    zi = pow(z, _P - 2, _P)
    x, y = x * zi % _P, y * zi % _P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def x25519(k, u=9):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    kk = int.from_bytes(bytes(k), "little")
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    a24 = 121665
    for t in range(254, -1, -1):
        kt = (kk >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = kt
        A = (x2 + z2) % _P
        AA = A * A % _P
        B_ = (x2 - z2) % _P
        BB = B_ * B_ % _P
        E = (AA - BB) % _P
        C = (x3 + z3) % _P
        D_ = (x3 - z3) % _P
        DA = D_ * A % _P
        CB = C * B_ % _P
        x3 = (DA + CB) ** 2 % _P
        z3 = x1 * (DA - CB) ** 2 % _P
        x2 = AA * BB % _P
        z2 = E * (AA + a24 * E) % _P
    if swap:
        x2, x3, z2, z3 = x3, x2, z3, z2
    return (x2 * pow(z2, _P - 2, _P) % _P).to_bytes(32, "little")


def wg_clamp(k):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return bytes(k)


P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _p256_add(p, q):
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % P256_P == 0:
        return None
    if p == q:
        lam = (3 * p[0] * p[0] - 3) * pow(2 * p[1], P256_P - 2, P256_P) % P256_P
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], P256_P - 2, P256_P) % P256_P
    x = (lam * lam - p[0] - q[0]) % P256_P
    return (x, (lam * (p[0] - x) - p[1]) % P256_P)


def p256_pub(d):
    q, p = None, P256_G
    while d:
        if d & 1:
            q = _p256_add(q, p)
        p = _p256_add(p, p)
        d >>= 1
    return b"\x04" + q[0].to_bytes(32, "big") + q[1].to_bytes(32, "big")


def _selftest_crypto():
    assert (P256_G[1] ** 2 - (P256_G[0] ** 3 - 3 * P256_G[0] + P256_B)) % P256_P == 0
    assert ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert x25519(bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")).hex() == \
        "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"
    assert bech32("bc", bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"), 0) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"


def pem_lines(body, width=64):
    return [body[i:i + width] for i in range(0, len(body), width)]


def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def ssh_str(b):
    return struct.pack(">I", len(b)) + b


import re  # noqa: E402  (stdlib)


class Retry(Exception):
    """raised by a template when the random draw does not fit; the note is drawn again"""


# ----------------------------------------------------------------------------------------------
# BIP39 English wordlist (public, from BIP-0039) -- used for seed phrases with a valid checksum
# ----------------------------------------------------------------------------------------------
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
wrist write wrong yard year yellow you young youth zebra zero zone zoo
""".split()
assert len(BIP39) == 2048


def bip39_mnemonic(words=12):
    ent = rb(16 if words == 12 else 32)
    cs_bits = len(ent) * 8 // 32
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(len(ent) * 8)
    bits += bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:cs_bits]
    return " ".join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


def _bip39_selftest():
    idx = {w: i for i, w in enumerate(BIP39)}
    ph = "scheme spot photo card baby mountain device kick cradle pact join borrow".split()
    bits = "".join(bin(idx[w])[2:].zfill(11) for w in ph)
    ent = int(bits[:128], 2).to_bytes(16, "big")
    assert ent.hex() == "c0ba5a8e914111210f2bd131f3d5e08d"


# ----------------------------------------------------------------------------------------------
# key material
# ----------------------------------------------------------------------------------------------
def totp_secret(nbytes=None):
    nbytes = nbytes or pick([10, 10, 20, 20, 16])
    s = base64.b32encode(rb(nbytes)).decode().rstrip("=")
    return s


def key_openssh_ed25519(comment):
    seed = rb(32)
    pub = ed25519_pub(seed)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + struct.pack(">I", 1)
            + ssh_str(pubblob) + ssh_str(priv))
    lines = pem_lines(b64(blob), 70)
    if len(lines[-1]) < 8:
        raise Retry("short last line")
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return text, lines, "ssh-ed25519 " + b64(pubblob) + " " + comment


def ssh_ed25519_publine(comment):
    pub = ed25519_pub(rb(32))
    return "ssh-ed25519 " + b64(ssh_str(b"ssh-ed25519") + ssh_str(pub)) + (" " + comment if comment else "")


def ssh_rsa_publine(comment, bits=2048):
    n = bytearray(rb(bits // 8))
    n[0] |= 0x80
    n[-1] |= 1
    blob = ssh_str(b"ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + bytes(n))
    return "ssh-rsa " + b64(blob) + (" " + comment if comment else "")


def ssh_fingerprint(publine):
    blob = base64.b64decode(publine.split()[1])
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


_OID_P256 = bytes.fromhex("2a8648ce3d030107")
_OID_ECPUB = bytes.fromhex("2a8648ce3d0201")


def key_ec_p256(form):
    """form: 'sec1' (BEGIN EC PRIVATE KEY), 'pkcs8' (BEGIN PRIVATE KEY, openssl), 'p8' (Apple AuthKey .p8)"""
    d = R.randrange(1, P256_N)
    priv = d.to_bytes(32, "big")
    pub = p256_pub(d)
    sec1_full = der(0x30, der(0x02, b"\x01") + der(0x04, priv) + der(0xA0, der(0x06, _OID_P256))
                    + der(0xA1, der(0x03, b"\x00" + pub)))
    algo = der(0x30, der(0x06, _OID_ECPUB) + der(0x06, _OID_P256))
    if form == "sec1":
        body, label = sec1_full, "EC PRIVATE KEY"
    elif form == "p8":
        body, label = der(0x30, der(0x02, b"\x00") + algo + der(0x04, sec1_full)), "PRIVATE KEY"
    else:
        inner = der(0x30, der(0x02, b"\x01") + der(0x04, priv) + der(0xA1, der(0x03, b"\x00" + pub)))
        body, label = der(0x30, der(0x02, b"\x00") + algo + der(0x04, inner)), "PRIVATE KEY"
    lines = pem_lines(b64(body))
    if len(lines[-1]) < 8:
        raise Retry("short")
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
    spki = der(0x30, algo + der(0x03, b"\x00" + pub))
    pub_pem = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(pem_lines(b64(spki)))
    return text, lines, pub_pem


def key_ed25519_pkcs8():
    seed = rb(32)
    body = der(0x30, der(0x02, b"\x00") + der(0x30, der(0x06, bytes.fromhex("2b6570"))) + der(0x04, der(0x04, seed)))
    lines = pem_lines(b64(body))
    text = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
    spki = der(0x30, der(0x30, der(0x06, bytes.fromhex("2b6570"))) + der(0x03, b"\x00" + ed25519_pub(seed)))
    return text, lines, "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % b64(spki)


def key_rsa_truncated(nlines, pkcs8=False):
    """the first lines of a 2048-bit RSA private key as pasted before the rest was cut off"""
    n = bytearray(rb(256))
    n[0] |= 0x80
    dd = rb(256)
    body = (b"\x02\x01\x00" + b"\x02\x82\x01\x01\x00" + bytes(n) + b"\x02\x03\x01\x00\x01"
            + b"\x02\x82\x01\x00" + dd + b"\x02\x81\x81\x00" + rb(128) + b"\x02\x81\x81\x00" + rb(128)
            + b"\x02\x81\x80" + rb(128) + b"\x02\x81\x80" + rb(128) + b"\x02\x81\x81\x00" + rb(128))
    rsa = b"\x30\x82" + struct.pack(">H", len(body)) + body
    if pkcs8:
        alg = bytes.fromhex("300d06092a864886f70d0101010500")
        inner = b"\x02\x01\x00" + alg + b"\x04\x82" + struct.pack(">H", len(rsa)) + rsa
        full = b"\x30\x82" + struct.pack(">H", len(inner)) + inner
        label = "PRIVATE KEY"
    else:
        full, label = rsa, "RSA PRIVATE KEY"
    lines = pem_lines(b64(full))[:nlines]
    return label, lines


def key_pgp_truncated(uid, nlines):
    seed = rb(32)
    pub = ed25519_pub(seed)
    t = struct.pack(">I", ts_2024_2025())
    oid = bytes.fromhex("2b06010401da470f01")
    body = (b"\x04" + t + b"\x16" + bytes([len(oid)]) + oid + b"\x01\x07\x40" + pub + b"\x00"
            + struct.pack(">H", 256 - (0 if seed[0] >= 128 else 1)) + seed + rb(2))
    pkt = bytes([0x94, len(body)]) + body
    u = uid.encode()
    pkt += bytes([0xB4, len(u)]) + u + bytes([0x88, 0x93]) + b"\x04\x13\x16\x0a\x00\x3b" + rb(140)
    lines = pem_lines(b64(pkt))[:nlines]
    return lines


def wg_keypair():
    priv = wg_clamp(rb(32))
    return b64(priv), b64(x25519(priv))


def age_identity():
    k = rb(32)
    return bech32("age-secret-key-", k).upper(), bech32("age", x25519(k))


def age_recipient():
    return bech32("age", x25519(rb(32)))


def nostr_nsec():
    return bech32("nsec", rb(32))


def nostr_npub():
    return bech32("npub", rb(32))


def btc_wif():
    return b58check(b"\x80" + rb(32) + b"\x01")


def btc_bech32_address():
    return bech32("bc", rb(20), 0)


def eth_privkey():
    return "0x" + hexs(64)


def eth_address():
    return "0x" + hexs(40)


def solana_keypair_b58():
    seed = rb(32)
    return b58encode(seed + ed25519_pub(seed))


def solana_keypair_json():
    seed = rb(32)
    return "[" + ",".join(str(x) for x in seed + ed25519_pub(seed)) + "]"


def solana_pubkey():
    return b58encode(ed25519_pub(rb(32)))


def pypi_token():
    ident = uuid4().encode()
    cav = b'{"permissions": "user", "version": 1}'
    m = (b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02" + bytes([len(cav)]) + cav
         + b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(m)


def discord_bot_token():
    return b64(snowflake().encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def gcp_sa_private_key_lines(n):
    label, lines = key_rsa_truncated(n, pkcs8=True)
    return lines


# ----------------------------------------------------------------------------------------------
# small pools used by several templates
# ----------------------------------------------------------------------------------------------
COMPANIES = ["acme", "northwind", "hanbit", "saebom", "bluefin", "moaon", "tripnote", "petlog", "gooroom",
             "dailyfit", "haru", "kkulbeol", "mintleaf", "orbitly", "quokka", "nuri", "byeol", "cobaltbay"]
REPOS = ["billing-api", "web-dashboard", "data-pipeline", "mobile-app", "admin-console", "infra", "notifier",
         "search-indexer", "payments", "auth-service", "etl-jobs", "landing", "shop-front", "ops-scripts",
         "recsys", "backoffice", "partner-gateway", "crm-sync"]
PERSONAL_USERS = ["minji-kim", "dlee", "jpark", "sooyoung", "hkang", "yuna-choi", "jwoo", "priya-n", "marcus",
                  "dana-r", "tlopez", "wchen", "ben-o", "sofia-m", "jhchoi", "seojun"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2"]
ADJ = ["fluent", "brave", "calm", "eager", "lucky", "proud", "witty", "sunny", "rapid", "gentle"]
ANIMALS = ["otter", "panda", "heron", "lynx", "gecko", "koala", "marten", "ibis", "tapir", "wren"]


def make_ctx():
    company = pick(COMPANIES)
    user = pick(PERSONAL_USERS)
    return {
        "{COMPANY}": company,
        "{ORG}": company + pick(["", "-dev", "-labs", "hq", "-inc", "-eng"]),
        "{REPO}": pick(REPOS),
        "{USER}": user,
        "{EMAIL}": "%s@%s.%s" % (user.replace("-", "."), company, pick(["com", "io", "co.kr", "dev"])),
        "{SUB}": company + pick(["", "-team", "corp"]),
        "{SHOP}": company + pick(["-store", "-shop", "-kr", ""]),
        "{APP}": pick(REPOS),
        "{REGION}": pick(REGIONS),
        "{DOMAIN}": company + pick([".com", ".io", ".co.kr"]),
    }


class Vendor:
    def __init__(self, name, vars, gen, listed=None, what=None, what_ko=None, curl=None, sdk=None,
                 special=None, extract=None, group=None, slug=None):
        self.name = name
        self.group = group or name
        self.vars = vars
        self.gen = gen
        self.listed = listed or [True] * len(vars)
        self.what = what or (name + " API key")
        self.what_ko = what_ko or (name + " API 키")
        self.curl = curl
        self.sdk = sdk or {}
        self.special = special or []
        self.extract = extract
        self.slug = slug or re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


class Inst:
    """one drawn credential set of a vendor"""

    def __init__(self, v):
        self.vendor = v
        self.n = [pick(x.split("|")) for x in v.vars]
        self.v = v.gen()
        assert len(self.v) == len(self.n), v.name
        self.c = make_ctx()
        if v.extract:
            self.secrets = v.extract(self.v)
        else:
            self.secrets = [val for val, keep in zip(self.v, v.listed) if keep]
        self.main = self.secrets[-1] if len(self.secrets) and v.listed[-1] else self.secrets[0]

    def fill(self, tpl):
        if callable(tpl):
            tpl = tpl(self)
        for k, val in self.c.items():
            tpl = tpl.replace(k, val)
        for i in range(len(self.v) - 1, -1, -1):
            tpl = tpl.replace("§%d" % i, self.v[i]).replace("¶%d" % i, self.n[i])
        return tpl


VENDORS = []


def V(name, vars, gen, **kw):
    VENDORS.append(Vendor(name, vars, gen, **kw))


def _pick_fn(*fns):
    return lambda: pick(fns)()


def g1(f):
    return lambda: [f()]


# ---- cloud ----------------------------------------------------------------------------------
V("AWS", ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"], lambda: ["AKIA" + rs(B32, 16), rs(ALNUM + "/+", 40)],
  what="AWS access key", what_ko="AWS 액세스 키",
  sdk={"py": 's3 = boto3.client("s3", region_name="{REGION}", aws_access_key_id="§0", aws_secret_access_key="§1")',
       "js": 'const s3 = new S3Client({ region: "{REGION}", credentials: { accessKeyId: "§0", secretAccessKey: "§1" } });',
       "go": 'cfg.Credentials = credentials.NewStaticCredentialsProvider("§0", "§1", "")',
       "java": 'AwsBasicCredentials creds = AwsBasicCredentials.create("§0", "§1");'},
  special=[lambda i: (i.fill("[%s]\naws_access_key_id = §0\naws_secret_access_key = §1\nregion = {REGION}" % pick(
      ["default", "staging", "prod-admin", "{COMPANY}-dev"])), "~/.aws/credentials", "INI ~/.aws/credentials"),
           lambda i: (i.fill("aws configure set aws_access_key_id §0 --profile {COMPANY}\naws configure set aws_secret_access_key §1 --profile {COMPANY}"),
                      "the terminal", "shell: aws configure set"),
           lambda i: (i.fill('provider "aws" {\n  region     = "{REGION}"\n  access_key = "§0"\n  secret_key = "§1"\n}'),
                      "infra/providers.tf", "Terraform provider aws")])
V("AWS STS", ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"],
  lambda: ["ASIA" + rs(B32, 16), rs(ALNUM + "/+", 40), "IQoJb3JpZ2luX2Vj" + rs(B64, rint(200, 260)) + pick(["", "=", "=="])],
  group="AWS", what="temporary AWS credentials", what_ko="AWS 임시 자격 증명",
  special=[lambda i: (i.fill('{\n  "Credentials": {\n    "AccessKeyId": "§0",\n    "SecretAccessKey": "§1",\n    "SessionToken": "§2",\n    "Expiration": "2025-0%d-1%dT0%d:12:44+00:00"\n  }\n}' % (rint(1, 9), rint(0, 9), rint(0, 9))),
                      "the output of `aws sts assume-role`", "JSON aws sts assume-role output")])
V("GitHub", ["GITHUB_TOKEN|GH_TOKEN|GITHUB_PAT"],
  _pick_fn(lambda: [crc_token("ghp_")], lambda: [crc_token("ghp_")],
           lambda: ["github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)], lambda: [crc_token("gho_")]),
  what="GitHub personal access token", what_ko="GitHub PAT",
  curl='curl -H "Authorization: Bearer §0" -H "Accept: application/vnd.github+json" https://api.github.com/repos/{ORG}/{REPO}/actions/runs?per_page=5',
  sdk={"py": 'gh = Github(auth=Auth.Token("§0"))', "js": 'const octokit = new Octokit({ auth: "§0" });',
       "go": 'client := github.NewClient(nil).WithAuthToken("§0")', "rb": 'client = Octokit::Client.new(access_token: "§0")'},
  special=[lambda i: (i.fill("git remote set-url origin https://x-access-token:§0@github.com/{ORG}/{REPO}.git"), "the repo", "shell: git remote URL with token"),
           lambda i: (i.fill("https://{USER}:§0@github.com"), "~/.git-credentials", ".git-credentials line"),
           lambda i: (i.fill("echo §0 | gh auth login --with-token"), "the setup script", "shell: gh auth login --with-token via echo")])
V("GitLab", ["GITLAB_TOKEN|GITLAB_PRIVATE_TOKEN|GL_TOKEN"], g1(lambda: "glpat-" + rs(B64U, 20)),
  what="GitLab personal access token", what_ko="GitLab 액세스 토큰",
  curl='curl --header "PRIVATE-TOKEN: §0" "https://gitlab.{COMPANY}.com/api/v4/projects?membership=true&per_page=20"',
  sdk={"py": 'gl = gitlab.Gitlab("https://gitlab.{COMPANY}.com", private_token="§0")'},
  special=[lambda i: (i.fill("git clone https://oauth2:§0@gitlab.{COMPANY}.com/{ORG}/{REPO}.git"), "the README", "shell: git clone with oauth2 token")])
V("GitLab Runner", ["RUNNER_TOKEN|CI_SERVER_TOKEN"], g1(lambda: "glrt-" + pick(["", "t1_"]) + rs(B64U, 20)), group="GitLab",
  what="GitLab runner authentication token", what_ko="GitLab 러너 토큰",
  special=[lambda i: (i.fill('[[runners]]\n  name = "ci-docker-%02d"\n  url = "https://gitlab.{COMPANY}.com"\n  token = "§0"\n  executor = "docker"' % rint(1, 9)),
                      "/etc/gitlab-runner/config.toml", "TOML gitlab-runner config.toml")])
V("Slack", ["SLACK_BOT_TOKEN"], _pick_fn(
    lambda: ["xoxb-%s-%s-%s" % (rs(DG, rint(10, 12)), rs(DG, 13), rs(ALNUM, 24))],
    lambda: ["xoxp-%s-%s-%s-%s" % (rs(DG, 11), rs(DG, 11), rs(DG, 13), hexs(32))]),
  what="Slack bot token", what_ko="Slack 봇 토큰",
  curl="curl -X POST https://slack.com/api/chat.postMessage -H \"Authorization: Bearer §0\" -H 'Content-type: application/json' -d '{\"channel\":\"#deploys\",\"text\":\"deploy finished\"}'",
  sdk={"py": 'client = WebClient(token="§0")', "js": 'const app = new App({ token: "§0", signingSecret: process.env.SLACK_SIGNING_SECRET });'})
V("Slack webhook", ["SLACK_WEBHOOK_URL"],
  g1(lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_U, 8), rs(ALNUM_U, 10), rs(ALNUM, 24))),
  extract=lambda v: [v[0].rsplit("/", 1)[1]], group="Slack", what="Slack incoming webhook URL", what_ko="Slack 웹훅 URL",
  curl="curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"nightly export done\"}' §0")
V("Slack app", ["SLACK_APP_TOKEN"], g1(lambda: "xapp-1-A%s-%s-%s" % (rs(ALNUM_U, 10), rs(DG, 13), hexs(64))),
  group="Slack", what="Slack app-level token", what_ko="Slack 앱 레벨 토큰",
  sdk={"py": 'SocketModeHandler(app, "§0").start()'})
V("Stripe", ["STRIPE_SECRET_KEY|STRIPE_API_KEY|STRIPE_SK"],
  g1(lambda: pick(["sk_live_", "sk_live_", "rk_live_"]) + rs(ALNUM, pick([24, 99]))),
  what="Stripe secret key", what_ko="Stripe 시크릿 키",
  curl="curl https://api.stripe.com/v1/customers?limit=3 -u §0:",
  sdk={"py": 'stripe.api_key = "§0"', "js": 'const stripe = new Stripe("§0", { apiVersion: "2024-06-20" });',
       "rb": "Stripe.api_key = '§0'", "php": "$stripe = new \\Stripe\\StripeClient('§0');",
       "java": 'Stripe.apiKey = "§0";', "go": 'stripe.Key = "§0"'})
V("Stripe webhooks", ["STRIPE_WEBHOOK_SECRET"], g1(lambda: "whsec_" + rs(ALNUM, 32)), group="Stripe",
  what="Stripe webhook signing secret", what_ko="Stripe 웹훅 서명 시크릿",
  sdk={"py": 'event = stripe.Webhook.construct_event(payload, sig_header, "§0")',
       "js": 'const event = stripe.webhooks.constructEvent(req.body, sig, "§0");'})
V("OpenAI", ["OPENAI_API_KEY"], _pick_fn(
    lambda: ["sk-proj-" + rs(B64U, 58) + "T3BlbkFJ" + rs(B64U, 58)],
    lambda: ["sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)],
    lambda: ["sk-svcacct-" + rs(B64U, 58) + "T3BlbkFJ" + rs(B64U, 58)],
    lambda: ["sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)]),
  what="OpenAI API key", what_ko="OpenAI API 키",
  curl="curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer §0\" -H 'Content-Type: application/json' -d '{\"model\":\"gpt-4o-mini\",\"messages\":[{\"role\":\"user\",\"content\":\"ping\"}]}'",
  sdk={"py": 'client = OpenAI(api_key="§0")', "js": 'const openai = new OpenAI({ apiKey: "§0" });',
       "go": 'client := openai.NewClient(option.WithAPIKey("§0"))', "cs": 'var client = new OpenAIClient("§0");'})
V("Anthropic", ["ANTHROPIC_API_KEY"], _pick_fn(lambda: ["sk-ant-api03-" + rs(B64U, 93) + "AA"],
                                               lambda: ["sk-ant-admin01-" + rs(B64U, 93) + "AA"]),
  what="Anthropic API key", what_ko="Anthropic API 키",
  curl="curl https://api.anthropic.com/v1/messages -H \"x-api-key: §0\" -H 'anthropic-version: 2023-06-01' -H 'content-type: application/json' -d '{\"model\":\"claude-sonnet-4-20250514\",\"max_tokens\":64,\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}'",
  sdk={"py": 'client = anthropic.Anthropic(api_key="§0")', "js": 'const anthropic = new Anthropic({ apiKey: "§0" });'},
  special=[lambda i: (i.fill('{\n  "env": {\n    "ANTHROPIC_API_KEY": "§0",\n    "DISABLE_TELEMETRY": "1"\n  }\n}'), "~/.claude/settings.json", "JSON Claude Code settings env")])
V("Google Gemini", ["GEMINI_API_KEY|GOOGLE_API_KEY"], g1(lambda: "AIza" + rs(B64U, 35)),
  what="Gemini API key", what_ko="Gemini API 키",
  curl="curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=§0\" -H 'Content-Type: application/json' -d '{\"contents\":[{\"parts\":[{\"text\":\"hi\"}]}]}'",
  sdk={"py": 'client = genai.Client(api_key="§0")', "js": 'const ai = new GoogleGenAI({ apiKey: "§0" });'},
  special=[lambda i: (i.fill("¶0=§0\nGOOGLE_CLOUD_PROJECT={COMPANY}-ai"), "~/.gemini/.env", "dotenv Gemini CLI")])
V("Google OAuth", ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  lambda: ["%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ALNUM_L, 32)), "GOCSPX-" + rs(B64U, 28)],
  listed=[False, True], what="Google OAuth client secret", what_ko="Google OAuth 클라이언트 시크릿",
  special=[lambda i: (i.fill('{"installed":{"client_id":"§0","project_id":"{COMPANY}-tools","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"§1","redirect_uris":["http://localhost"]}}'),
                      "client_secret.json", "JSON Google client_secret.json")])
V("Google Ads", ["GOOGLE_ADS_DEVELOPER_TOKEN", "GOOGLE_ADS_CLIENT_ID", "GOOGLE_ADS_CLIENT_SECRET", "GOOGLE_ADS_REFRESH_TOKEN"],
  lambda: [rs(B64U, 22), "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ALNUM_L, 32)),
           "GOCSPX-" + rs(B64U, 28), "1//0" + pick("egcd") + rs(B64U, 98)],
  listed=[True, False, True, True], what="Google Ads API credentials", what_ko="Google Ads API 자격 증명",
  special=[lambda i: (i.fill("developer_token: §0\nclient_id: §1\nclient_secret: §2\nrefresh_token: §3\nlogin_customer_id: %d\nuse_proto_plus: True" % rint(10 ** 9, 10 ** 10 - 1)),
                      "google-ads.yaml", "YAML google-ads.yaml")])
V("Azure Storage", ["AZURE_STORAGE_CONNECTION_STRING"],
  g1(lambda: "DefaultEndpointsProtocol=https;AccountName=%s%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
      pick(COMPANIES), pick(["prodsa", "stg", "assets", "logs01"]), b64(rb(64)))),
  extract=lambda v: [v[0].split("AccountKey=")[1].split(";")[0]], what="Azure Storage account key",
  what_ko="Azure Storage 계정 키",
  sdk={"py": 'svc = BlobServiceClient.from_connection_string("§0")',
       "cs": 'var blobServiceClient = new BlobServiceClient("§0");'})
V("Microsoft Entra ID", ["AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"],
  lambda: [uuid4(), uuid4(), rs(ALNUM, 3) + rs(DG, 1) + "Q~" + rs(ALNUM + "_.~-", 34)], listed=[False, False, True],
  what="Azure service principal secret", what_ko="Azure 서비스 주체 시크릿",
  special=[lambda i: (i.fill("az login --service-principal -u §1 -p §2 --tenant §0"), "the deploy script", "shell: az login --service-principal -p")])
V("Azure OpenAI", ["AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY"],
  lambda: ["https://%s-%s.openai.azure.com/" % (pick(COMPANIES), pick(["aoai", "gpt", "ai-kc"])), hexs(32)],
  listed=[False, True], what="Azure OpenAI key", what_ko="Azure OpenAI 키",
  curl="curl \"§0openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01\" -H \"api-key: §1\" -H 'Content-Type: application/json' -d '{\"messages\":[{\"role\":\"user\",\"content\":\"ping\"}]}'",
  sdk={"py": 'client = AzureOpenAI(azure_endpoint="§0", api_key="§1", api_version="2024-06-01")'})
V("Azure DevOps", ["AZURE_DEVOPS_EXT_PAT|ADO_PAT"], g1(lambda: rs(LO + "234567", 52)),
  what="Azure DevOps PAT", what_ko="Azure DevOps PAT",
  curl="curl -u :§0 \"https://dev.azure.com/{ORG}/_apis/projects?api-version=7.1\"",
  special=[lambda i: (i.fill("git clone https://{USER}:§0@dev.azure.com/{ORG}/Platform/_git/{REPO}"), "the onboarding doc", "shell: git clone Azure DevOps with PAT")])
V("Azure Service Bus", ["SERVICEBUS_CONNECTION_STRING"],
  g1(lambda: "Endpoint=sb://%s-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
      pick(COMPANIES), pick(["events", "orders", "bus"]), b64(rb(32)))),
  extract=lambda v: [v[0].split("SharedAccessKey=")[1]], group="Azure Service Bus",
  what="Service Bus connection string", what_ko="Service Bus 연결 문자열")
# ---- messaging / email -----------------------------------------------------------------------
V("Twilio", ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"], lambda: ["AC" + hexs(32), hexs(32)], listed=[False, True],
  what="Twilio auth token", what_ko="Twilio auth 토큰",
  curl="curl -X POST https://api.twilio.com/2010-04-01/Accounts/§0/Messages.json --data-urlencode 'Body=test' --data-urlencode 'To=+8210%s' --data-urlencode 'From=+1415%s' -u §0:§1" % (rs(DG, 8), rs(DG, 7)),
  sdk={"py": 'client = Client("§0", "§1")', "js": 'const client = twilio("§0", "§1");'})
V("SendGrid", ["SENDGRID_API_KEY"], g1(lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
  curl="curl -X POST https://api.sendgrid.com/v3/mail/send -H \"Authorization: Bearer §0\" -H 'Content-Type: application/json' -d @mail.json",
  sdk={"py": 'sg = SendGridAPIClient("§0")', "js": 'sgMail.setApiKey("§0");', "cs": 'var client = new SendGridClient("§0");'})
V("Mailgun", ["MAILGUN_API_KEY"], _pick_fn(lambda: ["key-" + hexs(32)], lambda: [hexs(32) + "-" + hexs(8) + "-" + hexs(8)]),
  curl="curl -s --user 'api:§0' https://api.mailgun.net/v3/mg.{DOMAIN}/messages -F from='Ops <ops@mg.{DOMAIN}>' -F to={EMAIL} -F subject=test -F text=hello")
V("Mailchimp", ["MAILCHIMP_API_KEY"], g1(lambda: hexs(32) + "-us" + str(rint(1, 21))),
  curl=lambda i: 'curl --user "anystring:§0" https://%s.api.mailchimp.com/3.0/ping' % i.v[0].split("-")[1])
V("Postmark", ["POSTMARK_SERVER_TOKEN"], g1(uuid4), what="Postmark server token", what_ko="Postmark 서버 토큰",
  curl="curl https://api.postmarkapp.com/email -X POST -H 'Accept: application/json' -H 'Content-Type: application/json' -H \"X-Postmark-Server-Token: §0\" -d @email.json")
V("Brevo", ["BREVO_API_KEY|SENDINBLUE_API_KEY"], g1(lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)),
  curl="curl https://api.brevo.com/v3/account -H \"api-key: §0\"")
V("Resend", ["RESEND_API_KEY"], g1(lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)),
  sdk={"js": 'const resend = new Resend("§0");', "py": 'resend.api_key = "§0"'})
V("Mailjet", ["MJ_APIKEY_PUBLIC", "MJ_APIKEY_PRIVATE"], lambda: [hexs(32), hexs(32)], listed=[False, True],
  what="Mailjet secret key", what_ko="Mailjet 시크릿 키",
  curl='curl -s -X GET --user "§0:§1" https://api.mailjet.com/v3/REST/contact?Limit=5')
V("SparkPost", ["SPARKPOST_API_KEY"], g1(lambda: hexs(40)),
  curl='curl -H "Authorization: §0" https://api.sparkpost.com/api/v1/account')
V("Telegram", ["TELEGRAM_BOT_TOKEN"], g1(lambda: "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33))),
  what="Telegram bot token", what_ko="텔레그램 봇 토큰",
  curl='curl "https://api.telegram.org/bot§0/sendMessage?chat_id=-100%s&text=deploy%%20ok"' % rs(DG, 10),
  sdk={"py": 'app = ApplicationBuilder().token("§0").build()'})
V("Discord", ["DISCORD_TOKEN|DISCORD_BOT_TOKEN"], g1(discord_bot_token), what="Discord bot token", what_ko="디스코드 봇 토큰",
  curl='curl -H "Authorization: Bot §0" https://discord.com/api/v10/users/@me',
  sdk={"py": 'bot.run("§0")', "js": 'client.login("§0");'})
V("Discord webhook", ["DISCORD_WEBHOOK_URL"], g1(lambda: "https://discord.com/api/webhooks/%s/%s" % (snowflake(), rs(B64U, 68))),
  extract=lambda v: [v[0].rsplit("/", 1)[1]], group="Discord", what="Discord webhook URL", what_ko="디스코드 웹훅 URL",
  curl="curl -H 'Content-Type: application/json' -d '{\"content\":\"build failed\"}' §0")
V("Vonage", ["VONAGE_API_KEY", "VONAGE_API_SECRET"], lambda: [hexs(8), rs(ALNUM, 16)],
  what="Vonage API secret", what_ko="Vonage API 시크릿",
  curl='curl "https://rest.nexmo.com/account/get-balance?api_key=§0&api_secret=§1"')
V("Plivo", ["PLIVO_AUTH_ID", "PLIVO_AUTH_TOKEN"], lambda: ["MA" + rs(ALNUM_U, 18), rs(ALNUM, 40)], listed=[False, True],
  what="Plivo auth token", what_ko="Plivo auth 토큰", sdk={"py": 'client = plivo.RestClient("§0", "§1")'})
V("Telnyx", ["TELNYX_API_KEY"], g1(lambda: "KEY" + rs(HEXU, 32) + "_" + rs(ALNUM, 22)),
  curl='curl -H "Authorization: Bearer §0" https://api.telnyx.com/v2/balance')
V("Sendbird", ["SENDBIRD_APP_ID", "SENDBIRD_API_TOKEN"], lambda: [uuid4().upper(), hexs(40)], listed=[False, True],
  what="Sendbird API token", what_ko="Sendbird API 토큰",
  curl='curl -H "Api-Token: §1" "https://api-§0.sendbird.com/v3/users?limit=10"')
V("Channel Talk", ["CHANNEL_ACCESS_KEY", "CHANNEL_ACCESS_SECRET"], lambda: [hexs(24), hexs(32)],
  what="Channel Talk API secret", what_ko="채널톡 API 시크릿",
  curl='curl -H "x-access-key: §0" -H "x-access-secret: §1" https://api.channel.io/open/v5/channel')
# ---- package registries / dev tooling ----------------------------------------------------------
V("npm", ["NPM_TOKEN|NODE_AUTH_TOKEN"], g1(lambda: crc_token("npm_")), what="npm access token", what_ko="npm 토큰",
  special=[lambda i: (i.fill("//registry.npmjs.org/:_authToken=§0\n@{COMPANY}:registry=https://registry.npmjs.org/"), ".npmrc", ".npmrc _authToken"),
           lambda i: (i.fill("npm config set //registry.npmjs.org/:_authToken §0"), "the release checklist", "shell: npm config set _authToken")])
V("PyPI", ["PYPI_TOKEN|TWINE_PASSWORD|UV_PUBLISH_TOKEN"], g1(pypi_token), what="PyPI API token", what_ko="PyPI 토큰",
  special=[lambda i: (i.fill("[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = §0"), "~/.pypirc", "INI .pypirc"),
           lambda i: (i.fill("twine upload -u __token__ -p §0 dist/*"), "the release notes", "shell: twine upload -p"),
           lambda i: (i.fill("poetry config pypi-token.pypi §0"), "the release checklist", "shell: poetry config pypi-token")])
V("crates.io", ["CARGO_REGISTRY_TOKEN"], g1(lambda: "cio" + rs(ALNUM, 32)), what="crates.io token", what_ko="crates.io 토큰",
  special=[lambda i: (i.fill('[registry]\ntoken = "§0"'), "~/.cargo/credentials.toml", "TOML cargo credentials.toml"),
           lambda i: (i.fill("cargo login §0"), "the publish runbook", "shell: cargo login")])
V("RubyGems", ["GEM_HOST_API_KEY"], g1(lambda: "rubygems_" + hexs(48)), what="RubyGems API key", what_ko="RubyGems API 키",
  special=[lambda i: (i.fill("---\n:rubygems_api_key: §0"), "~/.gem/credentials", "YAML ~/.gem/credentials")])
V("NuGet", ["NUGET_API_KEY"], g1(lambda: "oy2" + rs(ALNUM_L, 43)), what="NuGet API key", what_ko="NuGet API 키",
  special=[lambda i: (i.fill("dotnet nuget push bin/Release/*.nupkg --api-key §0 --source https://api.nuget.org/v3/index.json"), "the release script", "shell: dotnet nuget push --api-key")])
V("Docker Hub", ["DOCKERHUB_TOKEN|DOCKER_PASSWORD"], g1(lambda: "dckr_pat_" + rs(B64U, 27)),
  what="Docker Hub access token", what_ko="Docker Hub 토큰",
  special=[lambda i: (i.fill("docker login -u {USER} -p §0"), "the build script", "shell: docker login -p"),
           lambda i: (i.fill('echo "§0" | docker login -u {USER} --password-stdin'), "the CI step", "shell: echo token | docker login")])
V("JFrog", ["JFROG_ACCESS_TOKEN|ARTIFACTORY_TOKEN"],
  g1(lambda: b64(("reftkn:01:%d:%s" % (ts_2024_2025(), rs(ALNUM, 32))).encode())),
  what="JFrog reference token", what_ko="JFrog 토큰",
  special=[lambda i: (i.fill("//{COMPANY}.jfrog.io/artifactory/api/npm/npm-virtual/:_authToken=§0\nregistry=https://{COMPANY}.jfrog.io/artifactory/api/npm/npm-virtual/"), ".npmrc", ".npmrc JFrog _authToken")])
V("HashiCorp Vault", ["VAULT_TOKEN"], _pick_fn(lambda: ["hvs." + rs(ALNUM, 24)], lambda: ["hvs.CAESI" + rs(B64U, 86)]),
  what="Vault token", what_ko="Vault 토큰",
  curl='curl -H "X-Vault-Token: §0" https://vault.{COMPANY}.internal:8200/v1/secret/data/{APP}',
  special=[lambda i: (i.fill("export VAULT_ADDR=https://vault.{COMPANY}.internal:8200\nvault login §0"), "the shell history", "shell: vault login with token")])
V("Terraform Cloud", ["TF_TOKEN_app_terraform_io|TFE_TOKEN"], g1(lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)),
  what="Terraform Cloud API token", what_ko="Terraform Cloud 토큰",
  special=[lambda i: (i.fill('{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "§0"\n    }\n  }\n}'), "~/.terraform.d/credentials.tfrc.json", "JSON credentials.tfrc.json")])
V("Pulumi", ["PULUMI_ACCESS_TOKEN"], g1(lambda: "pul-" + hexs(40)), what="Pulumi access token", what_ko="Pulumi 토큰")
V("Snyk", ["SNYK_TOKEN"], g1(uuid4), what="Snyk API token", what_ko="Snyk 토큰",
  special=[lambda i: (i.fill("snyk auth §0"), "the CI script", "shell: snyk auth")])
V("SonarQube", ["SONAR_TOKEN"], g1(lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40)), what="SonarQube token", what_ko="SonarQube 토큰",
  special=[lambda i: (i.fill("sonar-scanner -Dsonar.host.url=https://sonar.{COMPANY}.io -Dsonar.projectKey={REPO} -Dsonar.token=§0"), "the Jenkinsfile", "shell: sonar-scanner -Dsonar.token"),
           lambda i: (i.fill("mvn -B verify sonar:sonar -Dsonar.login=§0"), "the build notes", "shell: mvn sonar -Dsonar.login")])
V("CircleCI", ["CIRCLECI_TOKEN|CIRCLE_TOKEN"], g1(lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)),
  what="CircleCI personal API token", what_ko="CircleCI 토큰",
  curl='curl -H "Circle-Token: §0" https://circleci.com/api/v2/me')
V("Buildkite", ["BUILDKITE_API_TOKEN"], g1(lambda: "bkua_" + hexs(40)),
  curl='curl -H "Authorization: Bearer §0" https://api.buildkite.com/v2/organizations/{ORG}/pipelines')
V("Codecov", ["CODECOV_TOKEN"], g1(uuid4), what="Codecov upload token", what_ko="Codecov 업로드 토큰",
  special=[lambda i: (i.fill("codecovcli upload-process -t §0 -f coverage.xml"), "the CI step", "shell: codecov -t")])
V("Postman", ["POSTMAN_API_KEY"], g1(lambda: "PMAK-" + hexs(24) + "-" + hexs(34)),
  curl='curl -H "X-Api-Key: §0" https://api.getpostman.com/collections')
V("Sentry", ["SENTRY_AUTH_TOKEN"], g1(lambda: "sntrys_" + b64(jdump({"iat": ts_2024_2025() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": pick(COMPANIES)}).encode()) + "_" + rs(ALNUM + "+/", 43)),
  what="Sentry auth token", what_ko="Sentry auth 토큰",
  special=[lambda i: (i.fill("[defaults]\norg = {COMPANY}\nproject = {REPO}\n\n[auth]\ntoken = §0"), ".sentryclirc", "INI .sentryclirc"),
           lambda i: (i.fill("sentry-cli --auth-token §0 releases new -p {REPO} \"$VERSION\""), "the release script", "shell: sentry-cli --auth-token")])
V("Sourcegraph", ["SRC_ACCESS_TOKEN"], g1(lambda: "sgp_" + hexs(16) + "_" + hexs(40)), what="Sourcegraph access token", what_ko="Sourcegraph 토큰")
V("Gitea", ["GITEA_TOKEN"], g1(lambda: hexs(40)), what="Gitea access token", what_ko="Gitea 토큰",
  curl='curl -H "Authorization: token §0" https://git.{COMPANY}.dev/api/v1/user/repos')
V("Bitbucket", ["BITBUCKET_APP_PASSWORD"], g1(lambda: "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8)),
  what="Bitbucket app password", what_ko="Bitbucket 앱 비밀번호",
  curl="curl -u {USER}:§0 https://api.bitbucket.org/2.0/repositories/{ORG}",
  special=[lambda i: (i.fill("git clone https://{USER}:§0@bitbucket.org/{ORG}/{REPO}.git"), "the README", "shell: git clone Bitbucket app password")])
V("Octopus Deploy", ["OCTOPUS_API_KEY"], g1(lambda: "API-" + rs(ALNUM_U, 27)),
  curl='curl -H "X-Octopus-ApiKey: §0" https://octopus.{COMPANY}.com/api/projects/all')
V("Harness", ["HARNESS_API_KEY"], g1(lambda: "pat." + rs(B64U, 22) + "." + rs(ALNUM, 24) + "." + rs(ALNUM, 20)),
  curl='curl -H "x-api-key: §0" https://app.harness.io/ng/api/user/currentUser')
V("Jenkins", ["JENKINS_USER", "JENKINS_API_TOKEN"], lambda: [pick(["admin", "deploy-bot", "ci"]), "11" + hexs(32)], listed=[False, True],
  what="Jenkins API token", what_ko="Jenkins API 토큰",
  curl='curl -X POST -u §0:§1 "https://jenkins.{COMPANY}.internal/job/{APP}-deploy/buildWithParameters?ENV=staging"')
V("Expo", ["EXPO_TOKEN"], g1(lambda: rs(B64U, 40)), what="Expo access token", what_ko="Expo 토큰",
  special=[lambda i: (i.fill("EXPO_TOKEN=§0 eas build --platform ios --non-interactive"), "the release script", "shell: EXPO_TOKEN inline for eas build")])
# ---- AI / ML -----------------------------------------------------------------------------------
V("Hugging Face", ["HF_TOKEN|HUGGING_FACE_HUB_TOKEN"], g1(lambda: "hf_" + rs(UP + LO, 34)),
  what="Hugging Face token", what_ko="Hugging Face 토큰",
  curl='curl -H "Authorization: Bearer §0" https://huggingface.co/api/whoami-v2',
  sdk={"py": 'login(token="§0")'},
  special=[lambda i: (i.fill("huggingface-cli login --token §0"), "the notebook setup cell", "shell: huggingface-cli login --token")])
V("Replicate", ["REPLICATE_API_TOKEN"], g1(lambda: "r8_" + rs(ALNUM, 37)),
  curl='curl -H "Authorization: Bearer §0" https://api.replicate.com/v1/account',
  sdk={"py": 'client = replicate.Client(api_token="§0")'})
V("Groq", ["GROQ_API_KEY"], g1(lambda: "gsk_" + rs(ALNUM, 52)), sdk={"py": 'client = Groq(api_key="§0")'},
  curl='curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer §0"')
V("Perplexity", ["PERPLEXITY_API_KEY|PPLX_API_KEY"], g1(lambda: "pplx-" + rs(ALNUM, 48)),
  curl="curl https://api.perplexity.ai/chat/completions -H \"Authorization: Bearer §0\" -H 'Content-Type: application/json' -d '{\"model\":\"sonar\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}'")
V("Cohere", ["COHERE_API_KEY|CO_API_KEY"], g1(lambda: rs(ALNUM, 40)), sdk={"py": 'co = cohere.ClientV2("§0")'})
V("Mistral", ["MISTRAL_API_KEY"], g1(lambda: rs(ALNUM, 32)), sdk={"py": 'client = Mistral(api_key="§0")'},
  curl='curl https://api.mistral.ai/v1/models -H "Authorization: Bearer §0"')
V("xAI", ["XAI_API_KEY"], g1(lambda: "xai-" + rs(ALNUM, 80)), curl='curl https://api.x.ai/v1/models -H "Authorization: Bearer §0"')
V("DeepSeek", ["DEEPSEEK_API_KEY"], g1(lambda: "sk-" + hexs(32)),
  sdk={"py": 'client = OpenAI(api_key="§0", base_url="https://api.deepseek.com")'})
V("Together AI", ["TOGETHER_API_KEY"], _pick_fn(lambda: [hexs(64)], lambda: ["tgp_v1_" + rs(B64U, 43)]),
  sdk={"py": 'client = Together(api_key="§0")'})
V("Fireworks AI", ["FIREWORKS_API_KEY"], g1(lambda: "fw_" + rs(ALNUM, 24)))
V("OpenRouter", ["OPENROUTER_API_KEY"], g1(lambda: "sk-or-v1-" + hexs(64)),
  curl='curl https://openrouter.ai/api/v1/auth/key -H "Authorization: Bearer §0"')
V("ElevenLabs", ["ELEVENLABS_API_KEY|XI_API_KEY"], g1(lambda: "sk_" + hexs(48)),
  curl='curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: §0"', sdk={"py": 'client = ElevenLabs(api_key="§0")'})
V("Deepgram", ["DEEPGRAM_API_KEY"], g1(lambda: hexs(40)),
  curl="curl -X POST -H \"Authorization: Token §0\" -H 'Content-Type: audio/wav' --data-binary @sample.wav 'https://api.deepgram.com/v1/listen?language=ko'")
V("AssemblyAI", ["ASSEMBLYAI_API_KEY"], g1(lambda: hexs(32)), sdk={"py": 'aai.settings.api_key = "§0"'},
  curl='curl https://api.assemblyai.com/v2/transcript -H "authorization: §0"')
V("Pinecone", ["PINECONE_API_KEY"], g1(lambda: "pcsk_" + rs(ALNUM, rint(5, 6)) + "_" + rs(ALNUM, 63)),
  sdk={"py": 'pc = Pinecone(api_key="§0")', "js": 'const pc = new Pinecone({ apiKey: "§0" });'})
V("Weights & Biases", ["WANDB_API_KEY"], g1(lambda: hexs(40)), what="W&B API key", what_ko="W&B API 키",
  sdk={"py": 'wandb.login(key="§0")'},
  special=[lambda i: (i.fill("machine api.wandb.ai\n  login user\n  password §0"), "~/.netrc", ".netrc machine api.wandb.ai")])
V("LangSmith", ["LANGSMITH_API_KEY|LANGCHAIN_API_KEY"], g1(lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10)))
V("Voyage AI", ["VOYAGE_API_KEY"], g1(lambda: "pa-" + rs(B64U, 43)), sdk={"py": 'vo = voyageai.Client(api_key="§0")'})
V("Jina AI", ["JINA_API_KEY"], g1(lambda: "jina_" + hexs(32) + rs(B64U, 28)),
  curl="curl https://api.jina.ai/v1/embeddings -H \"Authorization: Bearer §0\" -H 'Content-Type: application/json' -d '{\"model\":\"jina-embeddings-v3\",\"input\":[\"hello\"]}'")
V("Stability AI", ["STABILITY_API_KEY"], g1(lambda: "sk-" + rs(ALNUM, 48)),
  curl='curl https://api.stability.ai/v1/user/account -H "Authorization: Bearer §0"')
V("Cerebras", ["CEREBRAS_API_KEY"], g1(lambda: "csk-" + rs(ALNUM_L, 48)))
V("Firecrawl", ["FIRECRAWL_API_KEY"], g1(lambda: "fc-" + hexs(32)))
V("Tavily", ["TAVILY_API_KEY"], g1(lambda: "tvly-" + pick(["", "dev-"]) + rs(ALNUM, 32)))
V("E2B", ["E2B_API_KEY"], g1(lambda: "e2b_" + hexs(40)))
V("Modal", ["MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET"], lambda: ["ak-" + rs(ALNUM, 22), "as-" + rs(ALNUM, 22)],
  what="Modal token", what_ko="Modal 토큰",
  special=[lambda i: (i.fill('[default]\ntoken_id = "§0"\ntoken_secret = "§1"'), "~/.modal.toml", "TOML ~/.modal.toml"),
           lambda i: (i.fill("modal token set --token-id §0 --token-secret §1"), "the setup script", "shell: modal token set")])
V("Apify", ["APIFY_TOKEN"], g1(lambda: "apify_api_" + rs(ALNUM, 36)))
V("Browserbase", ["BROWSERBASE_API_KEY"], g1(lambda: "bb_live_" + rs(B64U, 27)))
V("Databricks", ["DATABRICKS_HOST", "DATABRICKS_TOKEN"],
  lambda: ["https://adb-%s.%d.azuredatabricks.net" % (rs(DG, 16), rint(1, 19)), "dapi" + hexs(32) + pick(["", "", "-2", "-3"])],
  listed=[False, True], what="Databricks personal access token", what_ko="Databricks 토큰",
  sdk={"py": 'w = WorkspaceClient(host="§0", token="§1")'},
  special=[lambda i: (i.fill("[DEFAULT]\nhost  = §0\ntoken = §1"), "~/.databrickscfg", "INI .databrickscfg")])
# ---- payments / commerce -------------------------------------------------------------------------
V("Shopify", ["SHOPIFY_ACCESS_TOKEN|SHOPIFY_ADMIN_API_TOKEN"], g1(lambda: "shpat_" + hexs(32)),
  what="Shopify Admin API access token", what_ko="Shopify Admin API 토큰",
  curl='curl -H "X-Shopify-Access-Token: §0" https://{SHOP}.myshopify.com/admin/api/2024-07/products.json?limit=5')
V("Square", ["SQUARE_ACCESS_TOKEN"], g1(lambda: "EAAA" + rs(B64U, 60)),
  curl="curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-06-04' -H \"Authorization: Bearer §0\"")
V("Braintree", ["BRAINTREE_ACCESS_TOKEN"], g1(lambda: "access_token$production$" + rs(ALNUM_L, 16) + "$" + hexs(32)),
  what="Braintree access token", what_ko="Braintree 액세스 토큰")
V("PayPal", ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"], lambda: ["A" + rs(B64U, 79), "E" + rs(B64U, 79)], listed=[False, True],
  what="PayPal client secret", what_ko="PayPal 클라이언트 시크릿",
  curl='curl -u "§0:§1" https://api-m.paypal.com/v1/oauth2/token -d "grant_type=client_credentials"')
V("Razorpay", ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"], lambda: ["rzp_live_" + rs(ALNUM, 14), rs(ALNUM, 24)],
  what="Razorpay key secret", what_ko="Razorpay 키 시크릿", curl="curl -u §0:§1 https://api.razorpay.com/v1/payments?count=5",
  sdk={"py": 'client = razorpay.Client(auth=("§0", "§1"))'})
V("Paystack", ["PAYSTACK_SECRET_KEY"], g1(lambda: "sk_live_" + hexs(40)),
  curl='curl https://api.paystack.co/transaction?perPage=5 -H "Authorization: Bearer §0"')
V("Flutterwave", ["FLW_SECRET_KEY"], g1(lambda: "FLWSECK-" + hexs(32) + "-X"))
V("Mollie", ["MOLLIE_API_KEY"], g1(lambda: "live_" + rs(ALNUM, 30)), curl='curl https://api.mollie.com/v2/methods -H "Authorization: Bearer §0"')
V("Plaid", ["PLAID_CLIENT_ID", "PLAID_SECRET"], lambda: [hexs(24), hexs(30)], listed=[False, True], what="Plaid secret", what_ko="Plaid 시크릿",
  curl="curl -X POST https://production.plaid.com/institutions/get -H 'Content-Type: application/json' -d '{\"client_id\":\"§0\",\"secret\":\"§1\",\"count\":10,\"offset\":0,\"country_codes\":[\"US\"]}'")
V("Adyen", ["ADYEN_API_KEY"], g1(lambda: "AQE" + rs(B64, 83) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM, 16)),
  curl="curl https://checkout-test.adyen.com/v71/paymentMethods -H \"X-API-Key: §0\" -H 'Content-Type: application/json' -d '{\"merchantAccount\":\"{COMPANY}ECOM\"}'")
V("GoCardless", ["GOCARDLESS_ACCESS_TOKEN"], g1(lambda: "live_" + rs(B64U, 40)))
V("Binance", ["BINANCE_API_KEY", "BINANCE_API_SECRET"], lambda: [rs(ALNUM, 64), rs(ALNUM, 64)],
  what="Binance API key pair", what_ko="바이낸스 API 키", sdk={"py": 'client = Client("§0", "§1")'})
V("WooCommerce", ["WC_CONSUMER_KEY", "WC_CONSUMER_SECRET"], lambda: ["ck_" + hexs(40), "cs_" + hexs(40)],
  what="WooCommerce REST API keys", what_ko="WooCommerce REST API 키",
  curl="curl https://shop.{DOMAIN}/wp-json/wc/v3/orders?per_page=5 -u §0:§1")
V("Toss Payments", ["TOSS_SECRET_KEY"], g1(lambda: pick(["live_sk_", "live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28)),
  what="Toss Payments secret key", what_ko="토스페이먼츠 시크릿 키",
  special=[lambda i: (i.fill("curl -X POST https://api.tosspayments.com/v1/payments/confirm -H \"Authorization: Basic %s\" -H 'Content-Type: application/json' -d '{\"paymentKey\":\"tgen_%s\",\"orderId\":\"order-%d\",\"amount\":15000}'" % (b64((i.v[0] + ":").encode()), rs(ALNUM, 20), rint(1000, 99999))),
                      "the confirm step", "curl Basic header (base64 of secret key)", [b64((i.v[0] + ":").encode())]),
           lambda i: (i.fill("¶0=§0\n# curl에는 Basic %s 로 들어감" % b64((i.v[0] + ":").encode())), ".env", "dotenv + Basic base64 of the same key",
                      [i.v[0], b64((i.v[0] + ":").encode())])])
V("PortOne", ["IAMPORT_API_KEY", "IAMPORT_API_SECRET"], lambda: [rs(DG, 16), rs(ALNUM, 80)],
  what="PortOne (iamport) REST API secret", what_ko="포트원(아임포트) REST API 시크릿",
  curl="curl -X POST https://api.iamport.kr/users/getToken -H 'Content-Type: application/json' -d '{\"imp_key\":\"§0\",\"imp_secret\":\"§1\"}'")
V("EasyPost", ["EASYPOST_API_KEY"], g1(lambda: "EZAK" + hexs(54)), curl='curl https://api.easypost.com/v2/shipments -u "§0:"')
V("Shippo", ["SHIPPO_API_TOKEN"], g1(lambda: "shippo_live_" + hexs(40)),
  curl='curl https://api.goshippo.com/addresses/ -H "Authorization: ShippoToken §0"')
V("Lob", ["LOB_API_KEY"], g1(lambda: "live_" + hexs(35)), curl="curl https://api.lob.com/v1/addresses -u §0:")
# ---- SaaS / productivity -------------------------------------------------------------------------
V("X (Twitter)", ["TWITTER_BEARER_TOKEN|X_BEARER_TOKEN"],
  g1(lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 20) + "%3D" + rs(ALNUM, 50)), what="X API bearer token", what_ko="X(트위터) bearer 토큰",
  curl='curl -H "Authorization: Bearer §0" "https://api.twitter.com/2/tweets/search/recent?query=from:{ORG}"')
V("Meta", ["META_ACCESS_TOKEN|WHATSAPP_TOKEN|FB_PAGE_ACCESS_TOKEN"], g1(lambda: "EAA" + rs(UP + DG, 1) + rs(ALNUM, rint(150, 190))),
  what="Meta Graph API access token", what_ko="Meta 그래프 API 토큰",
  curl='curl "https://graph.facebook.com/v19.0/me/accounts?access_token=§0"')
V("Notion", ["NOTION_TOKEN|NOTION_API_KEY"], _pick_fn(lambda: ["ntn_" + rs(DG, 11) + rs(ALNUM, 35)], lambda: ["secret_" + rs(ALNUM, 43)]),
  what="Notion integration token", what_ko="Notion 통합 토큰",
  curl='curl https://api.notion.com/v1/users -H "Authorization: Bearer §0" -H "Notion-Version: 2022-06-28"',
  sdk={"js": 'const notion = new Client({ auth: "§0" });', "py": 'notion = Client(auth="§0")'})
V("Linear", ["LINEAR_API_KEY"], g1(lambda: "lin_api_" + rs(ALNUM, 40)),
  curl="curl https://api.linear.app/graphql -H \"Authorization: §0\" -H 'Content-Type: application/json' --data '{\"query\":\"{ viewer { id name } }\"}'")
V("Atlassian", ["JIRA_API_TOKEN|CONFLUENCE_API_TOKEN|ATLASSIAN_API_TOKEN"],
  g1(lambda: "ATATT3xFfGF0" + rs(B64U, 171) + "=" + rs(HEXU, 8)), what="Atlassian API token", what_ko="Atlassian API 토큰",
  curl="curl -u {EMAIL}:§0 -H 'Accept: application/json' https://{SUB}.atlassian.net/rest/api/3/myself",
  sdk={"py": 'jira = JIRA(server="https://{SUB}.atlassian.net", basic_auth=("{EMAIL}", "§0"))'})
V("Asana", ["ASANA_ACCESS_TOKEN"], g1(lambda: "2/%s/%s:%s" % (rs(DG, 16), rs(DG, 16), hexs(32))),
  curl='curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer §0"')
V("Airtable", ["AIRTABLE_API_KEY|AIRTABLE_PAT"], g1(lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)),
  what="Airtable personal access token", what_ko="Airtable 토큰",
  curl=lambda i: 'curl "https://api.airtable.com/v0/app%s/Tasks?maxRecords=3" -H "Authorization: Bearer §0"' % rs(ALNUM, 14))
V("Figma", ["FIGMA_ACCESS_TOKEN|FIGMA_TOKEN"], g1(lambda: "figd_" + rs(B64U, 40)), what="Figma personal access token", what_ko="Figma 토큰",
  curl=lambda i: 'curl -H "X-Figma-Token: §0" https://api.figma.com/v1/files/%s' % rs(ALNUM, 22))
V("Trello", ["TRELLO_API_KEY", "TRELLO_TOKEN"], lambda: [hexs(32), "ATTA" + hexs(64) + rs(HEXU, 8)], listed=[False, True],
  what="Trello token", what_ko="Trello 토큰", curl='curl "https://api.trello.com/1/members/me/boards?key=§0&token=§1"')
V("ClickUp", ["CLICKUP_API_TOKEN"], g1(lambda: "pk_" + rs(DG, 8) + "_" + rs(ALNUM_U, 32)),
  curl='curl -H "Authorization: §0" https://api.clickup.com/api/v2/team')
V("monday.com", ["MONDAY_API_TOKEN"], g1(lambda: jwt({"alg": "HS256", "typ": "JWT"}, {"tid": rint(10 ** 8, 5 * 10 ** 8), "aai": rint(10, 99), "uid": rint(10 ** 7, 9 * 10 ** 7), "iad": "2024-0%d-1%dT0%d:12:33.000Z" % (rint(1, 9), rint(0, 9), rint(0, 9)), "per": "me:write", "actid": rint(10 ** 6, 9 * 10 ** 6), "rgn": "use1"})),
  what="monday.com API token", what_ko="monday.com API 토큰",
  curl="curl https://api.monday.com/v2 -H \"Authorization: §0\" -H 'API-Version: 2024-01' -H 'Content-Type: application/json' -d '{\"query\":\"{ me { name } }\"}'")
V("Typeform", ["TYPEFORM_TOKEN"], g1(lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)),
  curl='curl https://api.typeform.com/forms -H "Authorization: Bearer §0"')
V("Intercom", ["INTERCOM_ACCESS_TOKEN"], g1(lambda: b64(("tok:" + uuid4() + ":1:0").encode())),
  curl='curl https://api.intercom.io/me -H "Authorization: Bearer §0" -H "Intercom-Version: 2.11"')
V("Zendesk", ["ZENDESK_API_TOKEN"], g1(lambda: rs(ALNUM, 40)),
  curl='curl https://{SUB}.zendesk.com/api/v2/tickets.json -u {EMAIL}/token:§0')
V("HubSpot", ["HUBSPOT_ACCESS_TOKEN|HUBSPOT_PRIVATE_APP_TOKEN"], g1(lambda: pick(["pat-na1-", "pat-eu1-"]) + uuid4()),
  what="HubSpot private app token", what_ko="HubSpot 프라이빗 앱 토큰",
  curl='curl "https://api.hubapi.com/crm/v3/objects/contacts?limit=5" -H "Authorization: Bearer §0"')
V("Salesforce", ["SF_ACCESS_TOKEN|SALESFORCE_ACCESS_TOKEN"], g1(lambda: "00D" + rs(ALNUM, 12) + "!" + rs(ALNUM + ".", 96)),
  what="Salesforce access token", what_ko="Salesforce 액세스 토큰",
  curl="curl https://{SUB}.my.salesforce.com/services/data/v60.0/limits -H 'Authorization: Bearer §0'")
V("Zoom", ["ZOOM_ACCOUNT_ID", "ZOOM_CLIENT_ID", "ZOOM_CLIENT_SECRET"], lambda: [rs(B64U, 22), rs(ALNUM, 22), rs(ALNUM, 32)],
  listed=[False, False, True], what="Zoom client secret", what_ko="Zoom 클라이언트 시크릿",
  curl='curl -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=§0" -u "§1:§2"')
V("Dropbox", ["DROPBOX_ACCESS_TOKEN"], g1(lambda: pick(["sl.", "sl.u."]) + rs(B64U, 140)),
  curl='curl -X POST https://api.dropboxapi.com/2/users/get_current_account -H "Authorization: Bearer §0"',
  sdk={"py": 'dbx = dropbox.Dropbox("§0")'})
V("Box", ["BOX_DEVELOPER_TOKEN"], g1(lambda: rs(ALNUM, 32)), what="Box developer token", what_ko="Box 개발자 토큰",
  curl='curl https://api.box.com/2.0/users/me -H "Authorization: Bearer §0"')
V("Contentful", ["CONTENTFUL_MANAGEMENT_TOKEN"], g1(lambda: "CFPAT-" + rs(B64U, 43)), what="Contentful management token", what_ko="Contentful 관리 토큰")
V("Sanity", ["SANITY_API_TOKEN|SANITY_AUTH_TOKEN"], g1(lambda: "sk" + rs(ALNUM, 180)),
  sdk={"js": 'const client = createClient({ projectId: "%s", dataset: "production", token: "§0", useCdn: false });' % rs(ALNUM_L, 8)})
V("Mixpanel", ["MIXPANEL_API_SECRET"], g1(lambda: hexs(32)), what="Mixpanel API secret", what_ko="Mixpanel API 시크릿",
  curl='curl "https://data.mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-02" -u §0:')
V("Amplitude", ["AMPLITUDE_API_KEY", "AMPLITUDE_SECRET_KEY"], lambda: [hexs(32), hexs(32)], listed=[False, True],
  what="Amplitude secret key", what_ko="Amplitude 시크릿 키",
  curl='curl -u "§0:§1" "https://amplitude.com/api/2/export?start=20250101T00&end=20250101T23"')
V("PostHog", ["POSTHOG_PERSONAL_API_KEY"], g1(lambda: "phx_" + rs(ALNUM, 43)), what="PostHog personal API key", what_ko="PostHog 개인 API 키",
  curl='curl https://app.posthog.com/api/projects/ -H "Authorization: Bearer §0"')
V("Spotify", ["SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET"], lambda: [hexs(32), hexs(32)], listed=[False, True],
  what="Spotify client secret", what_ko="Spotify 클라이언트 시크릿",
  sdk={"py": 'sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(client_id="§0", client_secret="§1"))'})
V("Twitch", ["TWITCH_CLIENT_ID", "TWITCH_CLIENT_SECRET"], lambda: [rs(ALNUM_L, 30), rs(ALNUM_L, 30)], listed=[False, True],
  what="Twitch client secret", what_ko="Twitch 클라이언트 시크릿",
  curl="curl -X POST 'https://id.twitch.tv/oauth2/token' -d 'client_id=§0&client_secret=§1&grant_type=client_credentials'")
V("Steam", ["STEAM_API_KEY"], g1(lambda: rs(HEXU, 32)), what="Steam Web API key", what_ko="Steam Web API 키",
  curl='curl "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key=§0&steamids=7656119%s"' % rs(DG, 10))
V("Riot Games", ["RIOT_API_KEY"], g1(lambda: "RGAPI-" + uuid4()),
  curl='curl -H "X-Riot-Token: §0" "https://kr.api.riotgames.com/lol/status/v4/platform-data"')
V("Giphy", ["GIPHY_API_KEY"], g1(lambda: rs(ALNUM, 32)), curl='curl "https://api.giphy.com/v1/gifs/trending?api_key=§0&limit=5"')
V("Imgur", ["IMGUR_CLIENT_ID", "IMGUR_CLIENT_SECRET"], lambda: [hexs(15), hexs(40)], listed=[False, True],
  what="Imgur client secret", what_ko="Imgur 클라이언트 시크릿")
V("OpenWeatherMap", ["OPENWEATHER_API_KEY"], g1(lambda: hexs(32)),
  curl='curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=§0&units=metric"')
V("RapidAPI", ["RAPIDAPI_KEY"], g1(lambda: hexs(10) + "msh" + hexs(15) + "p1" + hexs(12) + "jsn" + hexs(12)),
  curl='curl "https://weatherapi-com.p.rapidapi.com/current.json?q=Busan" -H "X-RapidAPI-Key: §0" -H "X-RapidAPI-Host: weatherapi-com.p.rapidapi.com"')
V("SerpApi", ["SERPAPI_API_KEY"], g1(lambda: hexs(64)), curl='curl "https://serpapi.com/search.json?q=coffee&hl=ko&api_key=§0"')
V("Etherscan", ["ETHERSCAN_API_KEY"], g1(lambda: rs(ALNUM_U, 34)),
  special=[lambda i: (i.fill('etherscan: {\n    apiKey: "§0",\n  },'), "hardhat.config.ts", "JS hardhat.config etherscan apiKey")])
V("Infura", ["INFURA_API_KEY"], g1(lambda: hexs(32)), what="Infura API key", what_ko="Infura API 키",
  special=[lambda i: (i.fill("MAINNET_RPC_URL=https://mainnet.infura.io/v3/§0"), ".env", "dotenv RPC URL with key in path")])
V("Alchemy", ["ALCHEMY_API_KEY"], g1(lambda: rs(B64U, 32)),
  special=[lambda i: (i.fill('const provider = new ethers.JsonRpcProvider("https://eth-mainnet.g.alchemy.com/v2/§0");'), "scripts/deploy.ts", "JS RPC URL with key in path")])
# ---- observability ---------------------------------------------------------------------------------
V("Datadog", ["DD_API_KEY", "DD_APP_KEY"], lambda: [hexs(32), hexs(40)], what="Datadog API and application keys",
  what_ko="Datadog API/APP 키",
  curl='curl -X GET "https://api.datadoghq.com/api/v1/validate" -H "DD-API-KEY: §0" -H "DD-APPLICATION-KEY: §1"',
  special=[lambda i: (i.fill("docker run -d --name dd-agent -e DD_API_KEY=§0 -e DD_SITE=datadoghq.com -v /var/run/docker.sock:/var/run/docker.sock:ro gcr.io/datadoghq/agent:7"),
                      "the host bootstrap script", "shell: docker run -e DD_API_KEY", [i.v[0]])])
V("New Relic", ["NEW_RELIC_API_KEY"], g1(lambda: "NRAK-" + rs(ALNUM_U, 27)), what="New Relic user API key", what_ko="New Relic 사용자 API 키",
  curl="curl https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H \"API-Key: §0\" -d '{\"query\":\"{ actor { user { name } } }\"}'")
V("New Relic license", ["NEW_RELIC_LICENSE_KEY"], g1(lambda: hexs(36) + "NRAL"), group="New Relic",
  what="New Relic license key", what_ko="New Relic 라이선스 키",
  special=[lambda i: (i.fill("common: &default_settings\n  license_key: '§0'\n  app_name: {APP}\n  log_level: info"), "newrelic.yml", "YAML newrelic.yml")])
V("Honeycomb", ["HONEYCOMB_API_KEY"], g1(lambda: "hcaik_" + rs(ALNUM_L, 58)),
  curl='curl https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: §0"',
  special=[lambda i: (i.fill('OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\nOTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=§0"\nOTEL_SERVICE_NAME={APP}'), ".env", "dotenv OTLP headers")])
V("Grafana", ["GRAFANA_SERVICE_ACCOUNT_TOKEN|GRAFANA_API_KEY"], g1(lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)),
  what="Grafana service account token", what_ko="Grafana 서비스 계정 토큰",
  curl='curl -H "Authorization: Bearer §0" https://grafana.{COMPANY}.io/api/search?type=dash-db')
V("Grafana Cloud", ["GRAFANA_CLOUD_TOKEN"], g1(lambda: "glc_" + b64(jdump({"o": str(rint(10 ** 5, 10 ** 6)), "n": "stack-%d-hm-write-%s" % (rint(10 ** 5, 10 ** 6), pick(REPOS)), "k": rs(ALNUM, 24), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0"])}}).encode())),
  group="Grafana", what="Grafana Cloud access policy token", what_ko="Grafana Cloud 토큰")
V("PagerDuty", ["PAGERDUTY_TOKEN|PD_API_TOKEN"], g1(lambda: pick(["u+", ""]) + rs(B64U, 18)), what="PagerDuty API token", what_ko="PagerDuty API 토큰",
  curl='curl -H "Authorization: Token token=§0" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/services')
V("PagerDuty Events", ["PAGERDUTY_ROUTING_KEY"], g1(lambda: hexs(32)), group="PagerDuty", what="PagerDuty integration key", what_ko="PagerDuty 연동 키",
  curl="curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{\"routing_key\":\"§0\",\"event_action\":\"trigger\",\"payload\":{\"summary\":\"disk full\",\"source\":\"db-1\",\"severity\":\"critical\"}}'")
V("Opsgenie", ["OPSGENIE_API_KEY"], g1(uuid4), curl='curl https://api.opsgenie.com/v2/alerts -H "Authorization: GenieKey §0"')
V("Splunk", ["SPLUNK_HEC_TOKEN"], g1(lambda: uuid4().upper() if chance(0.3) else uuid4()), what="Splunk HEC token", what_ko="Splunk HEC 토큰",
  curl="curl -k https://splunk.{COMPANY}.internal:8088/services/collector/event -H \"Authorization: Splunk §0\" -d '{\"event\":\"smoke test\"}'")
V("Elastic", ["ELASTIC_API_KEY|ES_API_KEY"], g1(lambda: b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())),
  what="Elasticsearch API key", what_ko="Elasticsearch API 키",
  curl='curl -H "Authorization: ApiKey §0" "https://{COMPANY}-prod.es.{REGION}.aws.elastic-cloud.com/_cat/indices?v"',
  sdk={"py": 'es = Elasticsearch("https://{COMPANY}-prod.es.{REGION}.aws.elastic-cloud.com", api_key="§0")'})
V("Dynatrace", ["DT_API_TOKEN"], g1(lambda: "dt0c01." + rs(ALNUM_U, 24) + "." + rs(ALNUM_U, 64)),
  curl=lambda i: 'curl -H "Authorization: Api-Token §0" "https://%s.live.dynatrace.com/api/v2/metrics?pageSize=5"' % rs(ALNUM_L, 8))
V("Rollbar", ["ROLLBAR_ACCESS_TOKEN"], g1(lambda: hexs(32)), what="Rollbar server token", what_ko="Rollbar 서버 토큰",
  sdk={"py": 'rollbar.init("§0", environment="production")'})
V("Loggly", ["LOGGLY_TOKEN"], g1(uuid4), what="Loggly customer token", what_ko="Loggly 토큰",
  curl="curl -H 'content-type:text/plain' -d 'hello' https://logs-01.loggly.com/inputs/§0/tag/http/")
V("Logz.io", ["LOGZIO_TOKEN"], g1(lambda: rs(UP + LO, 32)), what="Logz.io shipping token", what_ko="Logz.io 토큰")
V("Sumo Logic", ["SUMO_ACCESS_ID", "SUMO_ACCESS_KEY"], lambda: ["su" + rs(ALNUM, 12), rs(ALNUM, 64)],
  what="Sumo Logic access key", what_ko="Sumo Logic 액세스 키",
  curl='curl -u "§0:§1" https://api.sumologic.com/api/v1/collectors?limit=5')
V("LaunchDarkly", ["LAUNCHDARKLY_SDK_KEY|LD_SDK_KEY"], g1(lambda: "sdk-" + uuid4()), what="LaunchDarkly server SDK key", what_ko="LaunchDarkly 서버 SDK 키",
  sdk={"py": 'ldclient.set_config(Config("§0"))', "js": 'const ld = LaunchDarkly.init("§0");'})
V("Statsig", ["STATSIG_SERVER_SECRET"], g1(lambda: "secret-" + rs(ALNUM, 43)), what="Statsig server secret", what_ko="Statsig 서버 시크릿",
  sdk={"js": 'await Statsig.initialize("§0", { environment: { tier: "production" } });'})
# ---- hosting / infra -------------------------------------------------------------------------------
V("Cloudflare", ["CLOUDFLARE_API_TOKEN|CF_API_TOKEN"], g1(lambda: rs(B64U, 40)), what="Cloudflare API token", what_ko="Cloudflare API 토큰",
  curl='curl https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer §0"',
  special=[lambda i: (i.fill('provider "cloudflare" {\n  api_token = "§0"\n}'), "infra/cloudflare.tf", "Terraform provider cloudflare"),
           lambda i: (i.fill("¶0=§0 npx wrangler deploy --env production"), "the deploy notes", "shell: inline env for wrangler deploy")])
V("Cloudflare global key", ["CLOUDFLARE_EMAIL", "CLOUDFLARE_API_KEY"], lambda: ["ops@" + pick(COMPANIES) + ".com", hexs(37)], listed=[False, True],
  group="Cloudflare", what="Cloudflare global API key", what_ko="Cloudflare 글로벌 API 키",
  curl='curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: §0" -H "X-Auth-Key: §1"')
V("Cloudflare Tunnel", ["TUNNEL_TOKEN"], g1(lambda: b64(jdump({"a": hexs(32), "t": uuid4(), "s": b64(rb(32))}).encode())),
  group="Cloudflare", what="Cloudflare tunnel token", what_ko="Cloudflare 터널 토큰",
  special=[lambda i: (i.fill("cloudflared tunnel --no-autoupdate run --token §0"), "the systemd unit", "shell: cloudflared --token")])
V("Cloudflare R2", ["R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY"], lambda: [hexs(32), hexs(64)], group="Cloudflare",
  what="R2 access keys", what_ko="R2 액세스 키",
  special=[lambda i: (i.fill("[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = §0\nsecret_access_key = §1\nendpoint = https://%s.r2.cloudflarestorage.com" % hexs(32)),
                      "~/.config/rclone/rclone.conf", "INI rclone.conf r2 remote")])
V("DigitalOcean", ["DIGITALOCEAN_TOKEN|DO_TOKEN"], g1(lambda: "dop_v1_" + hexs(64)), what="DigitalOcean API token", what_ko="DigitalOcean API 토큰",
  curl='curl -H "Authorization: Bearer §0" "https://api.digitalocean.com/v2/droplets?per_page=20"',
  special=[lambda i: (i.fill("doctl auth init --context {COMPANY} -t §0"), "the runbook", "shell: doctl auth init -t")])
V("DigitalOcean Spaces", ["SPACES_KEY", "SPACES_SECRET"], lambda: ["DO00" + rs(ALNUM_U, 16), rs(B64, 43)], group="DigitalOcean",
  what="Spaces access keys", what_ko="Spaces 액세스 키")
V("Linode", ["LINODE_TOKEN|LINODE_CLI_TOKEN"], g1(lambda: hexs(64)),
  curl='curl -H "Authorization: Bearer §0" https://api.linode.com/v4/linode/instances')
V("Vultr", ["VULTR_API_KEY"], g1(lambda: rs(ALNUM_U, 36)), curl='curl "https://api.vultr.com/v2/instances" -H "Authorization: Bearer §0"')
V("Hetzner Cloud", ["HCLOUD_TOKEN"], g1(lambda: rs(ALNUM, 64)), what="Hetzner Cloud API token", what_ko="Hetzner Cloud 토큰",
  special=[lambda i: (i.fill('provider "hcloud" {\n  token = "§0"\n}'), "main.tf", "Terraform provider hcloud")])
V("Heroku", ["HEROKU_API_KEY"], g1(lambda: "HRKU-AA" + rs(B64U, 58)), what="Heroku API key", what_ko="Heroku API 키",
  curl='curl https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer §0"',
  special=[lambda i: (i.fill("machine api.heroku.com\n  login {EMAIL}\n  password §0\nmachine git.heroku.com\n  login {EMAIL}\n  password §0"), "~/.netrc", ".netrc heroku (token twice)")])
V("Netlify", ["NETLIFY_AUTH_TOKEN"], g1(lambda: "nfp_" + rs(ALNUM, 36)), what="Netlify personal access token", what_ko="Netlify 토큰",
  special=[lambda i: (i.fill("netlify deploy --prod --dir=dist --auth §0"), "the deploy script", "shell: netlify deploy --auth")])
V("Vercel", ["VERCEL_TOKEN"], g1(lambda: rs(ALNUM, 24)), what="Vercel token", what_ko="Vercel 토큰",
  special=[lambda i: (i.fill("vercel deploy --prod --token §0 --scope {ORG}"), "the CI step", "shell: vercel deploy --token")])
V("Fly.io", ["FLY_API_TOKEN"], g1(lambda: "fo1_" + rs(B64U, 43)), what="Fly.io API token", what_ko="Fly.io 토큰",
  special=[lambda i: (i.fill("flyctl deploy --remote-only --access-token §0"), "the deploy notes", "shell: flyctl --access-token")])
V("Render", ["RENDER_API_KEY"], g1(lambda: "rnd_" + rs(ALNUM, 32)),
  curl='curl -H "Authorization: Bearer §0" "https://api.render.com/v1/services?limit=20"')
V("Railway", ["RAILWAY_TOKEN|RAILWAY_API_TOKEN"], g1(uuid4), what="Railway token", what_ko="Railway 토큰")
V("Supabase", ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"], lambda: (lambda ref, t: [
    "https://%s.supabase.co" % ref,
    jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "service_role", "iat": t, "exp": t + 315360000})])(rs(LO, 20), ts_2024_2025()),
  listed=[False, True], what="Supabase service_role key", what_ko="Supabase service_role 키",
  sdk={"js": 'const supabase = createClient("§0", "§1");', "py": 'supabase = create_client("§0", "§1")'})
V("Supabase access token", ["SUPABASE_ACCESS_TOKEN"], g1(lambda: "sbp_" + hexs(40)), group="Supabase",
  what="Supabase personal access token", what_ko="Supabase 개인 액세스 토큰",
  special=[lambda i: (i.fill('{\n  "mcpServers": {\n    "supabase": {\n      "command": "npx",\n      "args": ["-y", "@supabase/mcp-server-supabase@latest", "--read-only", "--access-token", "§0"]\n    }\n  }\n}'),
                      ".cursor/mcp.json", "MCP config with token in args")])
V("Firebase Cloud Messaging", ["FCM_SERVER_KEY"], g1(lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
  what="FCM legacy server key", what_ko="FCM 서버 키",
  curl="curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key=§0\" -H 'Content-Type: application/json' -d '{\"to\":\"/topics/news\",\"notification\":{\"title\":\"test\"}}'")
V("Clerk", ["CLERK_SECRET_KEY"], g1(lambda: "sk_live_" + rs(ALNUM, 40)), what="Clerk secret key", what_ko="Clerk 시크릿 키",
  curl='curl "https://api.clerk.com/v1/users?limit=5" -H "Authorization: Bearer §0"')
V("Auth0", ["AUTH0_DOMAIN", "AUTH0_CLIENT_ID", "AUTH0_CLIENT_SECRET"],
  lambda: ["%s.%s.auth0.com" % (pick(COMPANIES), pick(["us", "jp", "eu"])), rs(ALNUM, 32), rs(B64U, 64)],
  listed=[False, False, True], what="Auth0 client secret", what_ko="Auth0 클라이언트 시크릿",
  curl="curl --request POST --url https://§0/oauth/token --header 'content-type: application/json' --data '{\"client_id\":\"§1\",\"client_secret\":\"§2\",\"audience\":\"https://§0/api/v2/\",\"grant_type\":\"client_credentials\"}'")
V("Okta", ["OKTA_API_TOKEN"], g1(lambda: "00" + rs(B64U, 40)), what="Okta API token", what_ko="Okta API 토큰",
  curl='curl -H "Authorization: SSWS §0" "https://{COMPANY}.okta.com/api/v1/users?limit=1"')
V("Doppler", ["DOPPLER_TOKEN"], g1(lambda: pick(["dp.st.prd.", "dp.st.stg.", "dp.pt."]) + rs(ALNUM, 43)), what="Doppler token", what_ko="Doppler 토큰")
V("Bitwarden Secrets Manager", ["BWS_ACCESS_TOKEN"], g1(lambda: "0.%s.%s:%s" % (uuid4(), rs(ALNUM, 30), b64(rb(16)))),
  what="Bitwarden machine account token", what_ko="Bitwarden 머신 계정 토큰")
V("Infisical", ["INFISICAL_TOKEN"], g1(lambda: "st.%s.%s.%s" % (uuid4(), hexs(32), hexs(32))), what="Infisical service token", what_ko="Infisical 서비스 토큰")
V("Tailscale", ["TS_AUTHKEY|TAILSCALE_AUTHKEY"], g1(lambda: "tskey-auth-k" + rs(ALNUM, rint(10, 12)) + "CNTRL-" + rs(ALNUM, 33)),
  what="Tailscale auth key", what_ko="Tailscale auth 키",
  special=[lambda i: (i.fill("tailscale up --authkey=§0 --hostname=ci-runner-%d --ssh" % rint(1, 9)), "the runner bootstrap", "shell: tailscale up --authkey")])
V("ngrok", ["NGROK_AUTHTOKEN"], g1(lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)), what="ngrok authtoken", what_ko="ngrok authtoken",
  special=[lambda i: (i.fill("ngrok config add-authtoken §0"), "the local setup doc", "shell: ngrok config add-authtoken"),
           lambda i: (i.fill('version: "2"\nauthtoken: §0\ntunnels:\n  web:\n    proto: http\n    addr: 3000'), "~/.config/ngrok/ngrok.yml", "YAML ngrok.yml")])
V("Fastly", ["FASTLY_API_TOKEN"], g1(lambda: rs(ALNUM, 1) + rs(B64U, 31)), curl='curl -H "Fastly-Key: §0" https://api.fastly.com/service')
V("Akamai", ["AKAMAI_CLIENT_SECRET", "AKAMAI_HOST", "AKAMAI_ACCESS_TOKEN", "AKAMAI_CLIENT_TOKEN"],
  lambda: [b64(rb(32)), "akab-%s-%s.luna.akamaiapis.net" % (rs(ALNUM_L, 16), rs(ALNUM_L, 16)),
           "akab-%s-%s" % (rs(ALNUM_L, 16), rs(ALNUM_L, 16)), "akab-%s-%s" % (rs(ALNUM_L, 16), rs(ALNUM_L, 16))],
  listed=[True, False, True, True], what="Akamai EdgeGrid credentials", what_ko="Akamai EdgeGrid 자격 증명",
  special=[lambda i: (i.fill("[default]\nclient_secret = §0\nhost = §1\naccess_token = §2\nclient_token = §3"), "~/.edgerc", "INI .edgerc")])
V("Bunny.net", ["BUNNY_API_KEY"], g1(lambda: uuid4() + uuid4()[8:]), what="Bunny.net API key", what_ko="Bunny.net API 키",
  curl='curl -H "AccessKey: §0" https://api.bunny.net/pullzone')
V("Backblaze B2", ["B2_APPLICATION_KEY_ID", "B2_APPLICATION_KEY"], lambda: ["005" + hexs(22), "K005" + rs(ALNUM + "/+", 27)],
  what="B2 application key", what_ko="B2 애플리케이션 키",
  special=[lambda i: (i.fill("b2 account authorize §0 §1"), "the backup script", "shell: b2 authorize positional key")])
V("Wasabi", ["WASABI_ACCESS_KEY", "WASABI_SECRET_KEY"], lambda: [rs(ALNUM_U, 20), rs(ALNUM, 40)], what="Wasabi access keys", what_ko="Wasabi 액세스 키")
V("Scaleway", ["SCW_ACCESS_KEY", "SCW_SECRET_KEY"], lambda: ["SCW" + rs(ALNUM_U, 17), uuid4()], what="Scaleway API key", what_ko="Scaleway API 키")
V("Alibaba Cloud", ["ALIBABA_CLOUD_ACCESS_KEY_ID", "ALIBABA_CLOUD_ACCESS_KEY_SECRET"], lambda: ["LTAI" + rs(ALNUM, 20), rs(ALNUM, 30)],
  what="Alibaba Cloud AccessKey", what_ko="알리바바 클라우드 AccessKey")
V("Tencent Cloud", ["TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY"], lambda: ["AKID" + rs(ALNUM, 32), rs(ALNUM, 32)],
  what="Tencent Cloud API key", what_ko="텐센트 클라우드 API 키")
V("Naver Cloud", ["NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY"], lambda: [rs(ALNUM, 20), rs(ALNUM, 40)],
  what="NAVER Cloud API key", what_ko="네이버 클라우드 API 인증키",
  special=[lambda i: (i.fill("ncloud_access_key_id = §0\nncloud_secret_access_key = §1\nncloud_api_url = https://ncloud.apigw.ntruss.com"), "~/.ncloud/configure", "INI ncloud configure")])
V("Kakao", ["KAKAO_REST_API_KEY"], g1(lambda: hexs(32)), what="Kakao REST API key", what_ko="카카오 REST API 키",
  curl='curl -G "https://dapi.kakao.com/v2/local/search/keyword.json" -H "Authorization: KakaoAK §0" --data-urlencode "query=판교역"')
V("Naver Developers", ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET"], lambda: [rs(ALNUM + "_", 20), rs(ALNUM, 10)], listed=[False, True],
  what="Naver Open API client secret", what_ko="네이버 오픈API Client Secret",
  curl='curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91&display=10" -H "X-Naver-Client-Id: §0" -H "X-Naver-Client-Secret: §1"')
V("PlanetScale", ["PLANETSCALE_SERVICE_TOKEN"], g1(lambda: "pscale_tkn_" + rs(B64U, 43)), what="PlanetScale service token", what_ko="PlanetScale 서비스 토큰")
V("Neon", ["NEON_API_KEY"], g1(lambda: "napi_" + rs(ALNUM_L, 64)), curl='curl https://console.neon.tech/api/v2/projects -H "Authorization: Bearer §0"')
V("Upstash", ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"],
  lambda: ["https://%s-%s-%d.upstash.io" % (pick(ADJ), pick(ANIMALS), rint(10000, 99999)), "A" + rs(ALNUM, 3) + "ASQg" + rs(B64U, 80)],
  listed=[False, True], what="Upstash Redis REST token", what_ko="Upstash Redis REST 토큰",
  curl='curl §0/get/session-count -H "Authorization: Bearer §1"')
V("Turso", ["TURSO_DATABASE_URL", "TURSO_AUTH_TOKEN"],
  lambda: ["libsql://%s-%s.turso.io" % (pick(REPOS), pick(COMPANIES)), jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": ts_2024_2025(), "id": uuid4()}, 64)],
  listed=[False, True], what="Turso auth token", what_ko="Turso 인증 토큰")
V("Confluent Cloud", ["CONFLUENT_API_KEY", "CONFLUENT_API_SECRET"], lambda: [rs(ALNUM_U, 16), rs(ALNUM + "+/", 64)],
  what="Confluent Cloud API key", what_ko="Confluent Cloud API 키",
  special=[lambda i: (i.fill("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=§0\nsasl.password=§1" % (rs(ALNUM_L, 5), pick(REGIONS))),
                      "client.properties", "properties Kafka client.properties")])
V("Cloudinary", ["CLOUDINARY_URL"], g1(lambda: "cloudinary://%s:%s@%s" % (rs(DG, 15), rs(B64U, 27), pick(COMPANIES))),
  extract=lambda v: [v[0][13:].split("@")[0].split(":")[0], v[0][13:].split("@")[0].split(":")[1]],
  what="Cloudinary API secret", what_ko="Cloudinary API 시크릿")
V("Pusher", ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET"], lambda: [str(rint(10 ** 6, 2 * 10 ** 6)), hexs(20), hexs(20)],
  listed=[False, False, True], what="Pusher app secret", what_ko="Pusher 앱 시크릿")
V("Ably", ["ABLY_API_KEY"], g1(lambda: rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)), sdk={"js": 'const ably = new Ably.Realtime("§0");'})
V("Agora", ["AGORA_APP_ID", "AGORA_APP_CERTIFICATE"], lambda: [hexs(32), hexs(32)], listed=[False, True],
  what="Agora app certificate", what_ko="Agora App Certificate")
V("Mux", ["MUX_TOKEN_ID", "MUX_TOKEN_SECRET"], lambda: [uuid4(), rs(B64, 75)], what="Mux access token", what_ko="Mux 액세스 토큰",
  curl='curl https://api.mux.com/video/v1/assets -u §0:§1')
V("Stream", ["STREAM_API_KEY", "STREAM_API_SECRET"], lambda: [rs(ALNUM_L, 12), rs(ALNUM_L, 64)], listed=[False, True],
  what="Stream API secret", what_ko="Stream API 시크릿")


# ----------------------------------------------------------------------------------------------
# people, hosts, Korean helpers
# ----------------------------------------------------------------------------------------------
PEOPLE_EN = ["Dana", "Priya", "Marcus", "Jordan", "Sam", "Alex", "Tomás", "Wei", "Olu", "Hannah", "Raj", "Chris",
             "Mei", "Ben", "Sofia", "Nikhil", "Erin", "Kenji", "Laura", "Diego", "Yusuf", "Grace"]
PEOPLE_KO = ["김민수", "이서연", "박지훈", "최수빈", "정하늘", "강도윤", "윤서아", "장민재", "임하은", "조현우", "신예린",
             "배준호", "송다은", "황민호", "오지현", "한결"]
KO_HONOR = ["님", "님", " 책임님", " 선임님", " 매니저님", " 팀장님", "님"]
DB_USERS = ["app", "app_user", "readonly", "svc_etl", "deploy", "admin", "root", "postgres", "sa", "report_ro",
            "airflow", "metabase", "svc-batch", "replicator", "backup", "api", "grafana", "keycloak", "n8n"]
ENVS_EN = ["staging", "prod", "dev", "QA", "sandbox", "preview", "production", "stage"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "prod", "staging", "dev", "검증"]

TASKS_EN = ["wiring up the nightly invoice export", "debugging the flaky webhook test", "porting the deploy script to Python",
            "adding retries to the sync worker", "upgrading the SDK to the new major version", "setting up a preview environment",
            "moving secrets out of the monorepo", "fixing 401s in the staging smoke test", "bootstrapping a fresh dev container",
            "migrating CI from Jenkins to GitHub Actions", "adding an MCP server for the team", "writing the backfill script",
            "getting the e2e suite green again", "cutting the release branch", "reproducing a customer bug locally",
            "splitting the monolith's config per service", "adding a healthcheck endpoint", "rewriting the cron jobs as k8s CronJobs",
            "updating the Helm chart", "chasing a memory leak in the worker", "enabling OpenTelemetry export"]
TASKS_KO = ["야간 정산 배치 붙이다가", "웹훅 테스트가 간헐적으로 깨지는 거 보다가", "배포 스크립트를 Python으로 옮기다가",
            "sync 워커에 retry 넣다가", "SDK 메이저 버전 올리다가", "프리뷰 환경 세팅하다가", "모노레포 시크릿 정리하다가",
            "스테이징 스모크 테스트 401 고치다가", "dev container 새로 띄우다가", "Jenkins에서 GitHub Actions로 옮기다가",
            "팀 공용 MCP 서버 추가하다가", "백필 스크립트 짜다가", "e2e 다시 통과시키려다가", "릴리즈 브랜치 따다가",
            "고객 버그 로컬에서 재현하다가", "서비스별로 config 쪼개다가", "헬스체크 엔드포인트 추가하다가",
            "크론잡을 k8s CronJob으로 바꾸다가", "Helm 차트 업데이트하다가", "워커 메모리 릭 잡다가", "OpenTelemetry 붙이다가"]


def host_name(kind="db"):
    env = pick(["staging", "prod", "dev", "qa", "stg", "prd"])
    r = R.random()
    if r < 0.35:
        return "%s-%s-%02d.%s" % (kind, env, rint(1, 4), pick(["internal", "corp.local", pick(COMPANIES) + ".net", "infra.lan"]))
    if r < 0.55:
        return "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))
    if r < 0.7:
        return "192.168.%d.%d" % (rint(0, 10), rint(2, 250))
    if r < 0.85 and kind in ("db", "pg", "mysql"):
        return "%s-%s.c%s.%s.rds.amazonaws.com" % (pick(REPOS), env, rs(ALNUM_L, 12), pick(REGIONS))
    return "%s.%s.svc.cluster.local" % (kind, pick(["default", "data", "platform", env]))


def person_en():
    return pick(PEOPLE_EN)


def person_ko():
    return pick(PEOPLE_KO) + pick(KO_HONOR)


def _has_batchim(word):
    w = word.strip().rstrip(")]}'\"`.")
    if not w:
        return False
    ch = w[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    low = w.lower()
    if low.endswith(("ng", "ck", "m", "n", "l", "le", "k", "g", "ic", "et", "pat", "ok", "ook")):
        return True
    return False


def josa(word, pair):
    """pair like '을/를', '이/가', '은/는', '과/와', '으로/로'"""
    a, b = pair.split("/")
    if pair == "으로/로":
        w = word.strip()
        if w and 0xAC00 <= ord(w[-1]) <= 0xD7A3 and (ord(w[-1]) - 0xAC00) % 28 == 8:
            return word + b
    return word + (a if _has_batchim(word) else b)


# ----------------------------------------------------------------------------------------------
# password styles
# ----------------------------------------------------------------------------------------------
EN_WORDS = ["sunflower", "bluebird", "dragon", "monkey", "falcon", "coffee", "pepper", "tiger", "winter", "ocean",
            "rocket", "maple", "thunder", "panther", "galaxy", "cobalt", "saturn", "jasmine", "shadow", "silver",
            "orange", "mustang", "phoenix", "purple", "banana", "penguin", "river", "harbor", "copper", "lemon",
            "raven", "violet", "walrus", "canyon", "marble", "pickle", "waffle", "pretzel", "noodle", "biscuit",
            "cactus", "mango", "otter", "badger", "koala", "meadow", "lantern", "glacier", "tornado", "velvet"]
PW_NAMES = ["jessica", "michael", "ashley", "daniel", "buster", "bailey", "charlie", "luna", "coco", "minji",
            "jihoon", "sooyoung", "haneul", "dubu", "bori", "choco"]
KO_PW_WORDS = ["사랑해", "우리집", "강아지", "고양이", "행복", "바다", "하늘", "별빛", "김치찌개", "떡볶이", "봄날",
               "해바라기", "초코", "토끼", "다람쥐", "무지개", "비밀번호", "관리자", "회사", "서울", "부산", "제주도",
               "한라산", "안녕하세요", "감자", "호랑이", "보리", "두부", "우리회사", "개발팀"]
CHO_K = "r R s e E f a q Q t T d w W c z x v g".split()
JUNG_K = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
JONG_K = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def ko_keyboard(word):
    out = []
    for ch in word:
        o = ord(ch) - 0xAC00
        if 0 <= o < 11172:
            out.append(CHO_K[o // 588] + JUNG_K[(o % 588) // 28] + JONG_K[o % 28])
        else:
            out.append(ch)
    return "".join(out)


PUNCT_ALL = "!#%*+-.=?@^_~&()[]{}:,<>/|;"
FORBID_DEFAULT = "'\"\\`$ \t\n"


def _ok(pw, forbid, allow_space=False):
    bad = FORBID_DEFAULT.replace(" ", "") if allow_space else FORBID_DEFAULT
    return (len(pw) >= 8 and not any(c in pw for c in bad + forbid) and pw == pw.strip()
            and pw[0] not in "-#")


def pw_human(forbid=""):
    while True:
        r = R.random()
        w = pick(EN_WORDS)
        if r < 0.2:
            pw = w.capitalize() + str(rint(2015, 2026)) + pick("!@#$*.?")
        elif r < 0.32:
            pw = w + pick(["@", "#", "!", "_"]) + rs(DG, rint(3, 4))
        elif r < 0.44:
            pw = pick(PW_NAMES).capitalize() + rs(DG, 2) + pick("!@#*") + rs(DG, rint(0, 2))
        elif r < 0.56:
            leet = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "5"})
            pw = (w + pick(EN_WORDS)).translate(leet)
            pw = pw[0].upper() + pw[1:] + rs(DG, rint(0, 2))
        elif r < 0.66:
            pw = pick(["Winter", "Summer", "Spring", "Autumn", "Welcome", "Passw0rd", "Admin", "Changeme"]) + str(rint(2019, 2026)) + pick(["!", "#", "!!", "@", ""])
        elif r < 0.8:
            pw = pick(["1q2w3e4r", "qwer1234", "asdf1234", "zaq12wsx", "1qaz2wsx", "qwerty123", "1q2w3e4r5t",
                       "q1w2e3r4", "asdf!234", "p@ssw0rd"]) + pick(["!", "!@", "#", "!!", "", "@@", "%s" % rint(1, 99)])
        elif r < 0.9:
            pw = pick(COMPANIES).capitalize() + pick(["@", "#", "!", "_"]) + str(rint(2020, 2026)) + pick(["", "!", "^^"])
        else:
            pw = pick(PW_NAMES) + pick(["love", "1004", "0704", "1225", "8282"]) + pick(["!", "**", "#", ""])
        if _ok(pw, forbid):
            return pw


def pw_phrase(forbid="", spaces=False):
    while True:
        words = [pick(BIP39 if chance(0.4) else EN_WORDS) for _ in range(rint(3, 5))]
        sep = pick(["-", "-", ".", "_", "", " "] if spaces else ["-", "-", ".", "_", ""])
        if sep == "":
            words = [x.capitalize() for x in words]
        pw = sep.join(words) + (pick(["", "", str(rint(1, 99)), "!"]))
        if chance(0.3) and sep != "":
            pw = pw[0].upper() + pw[1:]
        if _ok(pw, forbid, allow_space=(sep == " ")):
            return pw


def pw_generated(forbid="", n=None):
    n = n or rint(14, 28)
    punct = [c for c in PUNCT_ALL if c not in forbid]
    alpha = ALNUM + ALNUM + "".join(punct)
    while True:
        pw = rs(alpha, n)
        if any(c in punct for c in pw) and any(c.isdigit() for c in pw) and _ok(pw, forbid):
            return pw


def pw_alnum(n=None):
    return rs(ALNUM, n or rint(16, 32))


def pw_korean_keyboard(forbid=""):
    while True:
        w = pick(KO_PW_WORDS)
        if chance(0.3):
            w += pick(KO_PW_WORDS)
        pw = ko_keyboard(w) + pick(["", rs(DG, rint(2, 4)), "1004", "0823"]) + pick(["!", "!@", "#", "^^", "", "!!"])
        if chance(0.2):
            pw = pw[0].upper() + pw[1:]
        if _ok(pw, forbid):
            return pw


def pw_hangul(forbid=""):
    while True:
        w = pick(KO_PW_WORDS) + pick(KO_PW_WORDS + [""]) + pick(["", rs(DG, rint(2, 4)), "!", "1004!"])
        if len(w) >= 8 and _ok(w, forbid):
            return w


def pw_any(forbid="", lang="en", allow_spaces=False):
    r = R.random()
    if lang == "ko":
        if r < 0.2:
            return pw_korean_keyboard(forbid)
        if r < 0.3:
            return pw_hangul(forbid)
        r = (r - 0.3) / 0.7
    if r < 0.35:
        return pw_human(forbid)
    if r < 0.55:
        return pw_phrase(forbid, spaces=allow_spaces)
    if r < 0.85:
        return pw_generated(forbid)
    if r < 0.93:
        return pw_alnum()
    return pw_korean_keyboard(forbid)


SHELL_SAFE = re.compile(r"^[A-Za-z0-9_@%+=:,./-]+$")


def sh_q(s):
    return s if SHELL_SAFE.match(s) else "'" + s + "'"


def dq_needed(s):
    return not re.match(r"^[A-Za-z0-9_@%+=:,./-]+$", s)


def yaml_q(s):
    if re.match(r"^[A-Za-z0-9_./-]+$", s) and not s[0] in "-." and not s.isdigit():
        return s
    return "'" + s + "'" if "'" not in s else '"' + s + '"'


# ----------------------------------------------------------------------------------------------
# containers: render one vendor credential set inside a file / command / paste
# each returns dict(text, where, label, secrets)
# ----------------------------------------------------------------------------------------------
ENV_EXTRAS = ["NODE_ENV=development", "PORT=3000", "LOG_LEVEL=debug", "APP_URL=http://localhost:3000", "TZ=Asia/Seoul",
              "REDIS_URL=redis://localhost:6379/0", "FEATURE_FLAGS=new-checkout,beta-search", "SENTRY_ENVIRONMENT=staging",
              "DATABASE_URL=postgresql://localhost:5432/app_dev", "DEBUG=app:*", "API_BASE_URL=https://api.staging.internal",
              "WORKER_CONCURRENCY=4", "NEXT_TELEMETRY_DISABLED=1", "PYTHONUNBUFFERED=1"]
NAMESPACES = ["default", "payments", "data", "platform", "staging", "prod", "batch", "ml"]


def env_q(v):
    if any(c in v for c in "$!&;|<>()# "):
        return "'" + v + "'"
    return '"' + v + '"' if chance(0.3) else v


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(name):
    return "".join(p.capitalize() for p in name.lower().split("_"))


def kebab(name):
    return name.lower().replace("_", "-")


def _secrets_in(i, vals_shown):
    return [s for s in i.secrets if any(s in x for x in vals_shown)]


def _pairs(i):
    return list(zip(i.n, i.v))


def c_dotenv(i):
    lines = ["%s=%s" % (n, env_q(v)) for n, v in _pairs(i)]
    extras = sample(ENV_EXTRAS, rint(0, 3))
    if chance(0.25):
        lines.insert(0, pick(["# %s" % i.vendor.name, "# TODO move to vault", "# prod key, do not commit", "# from Dana, 3/12"]))
    out = extras[:len(extras) // 2] + lines + extras[len(extras) // 2:]
    where = pick([".env", ".env", ".env.local", ".env.development", ".env.staging", "apps/api/.env", "backend/.env.production",
                  "docker/.env", "services/{REPO}/.env"])
    return dict(text="\n".join(out), where=i.fill(where), label="dotenv", secrets=i.secrets)


def c_export(i):
    q = pick(["sh", "dq", "sq"])
    lines = []
    for n, v in _pairs(i):
        if q == "dq" and "$" not in v and "!" not in v:
            lines.append('export %s="%s"' % (n, v))
        elif q == "sq":
            lines.append("export %s='%s'" % (n, v))
        else:
            lines.append("export %s=%s" % (n, sh_q(v)))
    where = pick(["~/.zshrc", "~/.bashrc", ".envrc", "scripts/dev-env.sh", "the shell history"])
    return dict(text="\n".join(lines), where=where, label="shell export", secrets=i.secrets)


def c_inline_cmd(i):
    cmd = pick(["npm run sync", "python scripts/backfill.py --since 2025-01-01", "node scripts/seed.js", "go run ./cmd/worker",
                "pnpm dev", "pytest -k integration -x", "uv run main.py", "bun run scripts/import.ts", "make e2e",
                "docker compose up -d api", "./gradlew bootRun", "python -m app.jobs.export"])
    return dict(text=" ".join("%s=%s" % (n, sh_q(v)) for n, v in _pairs(i)) + " " + cmd, where="the terminal",
                label="shell inline env before command", secrets=i.secrets, kind="cmd")


def c_powershell(i):
    lines = ['$env:%s = "%s"' % (n, v) for n, v in _pairs(i)]
    return dict(text="\n".join(lines), where=pick(["setup.ps1", "the PowerShell profile", "scripts/dev.ps1"]), label="PowerShell $env:",
                secrets=i.secrets)


def c_curl(i):
    if not i.vendor.curl:
        raise Retry("no curl")
    t = i.fill(i.vendor.curl)
    if chance(0.2):
        t = "$ " + t
    return dict(text=t, where="the terminal", label="curl command", secrets=i.secrets, kind="cmd")


GENERIC_SDK = {
    "py": ['os.environ["¶K"] = "§K"', '¶K = os.getenv("¶K", "§K")', 'settings.¶K = "§K"  # TODO: move to env'],
    "js": ['const ¶K = process.env.¶K ?? "§K";', 'process.env.¶K ||= "§K";'],
    "go": ['os.Setenv("¶K", "§K")', 'const ¶K = "§K"'],
    "java": ['private static final String ¶K = "§K";'],
    "cs": ['var ¶K = Environment.GetEnvironmentVariable("¶K") ?? "§K";'],
    "rb": ["¶K = ENV.fetch('¶K', '§K')"],
    "php": ["define('¶K', '§K');", "$_ENV['¶K'] = '§K';"],
    "kt": ['val ¶K = System.getenv("¶K") ?: "§K"'],
    "swift": ['static let ¶K = "§K"'],
}
SDK_FILES = {"py": ["settings.py", "scripts/sync.py", "app/config.py", "notebooks/explore.ipynb", "tests/conftest.py"],
             "js": ["src/lib/client.ts", "server.js", "scripts/seed.mjs", "src/config.ts", "next.config.js"],
             "go": ["cmd/worker/main.go", "internal/config/config.go"],
             "java": ["src/main/java/com/{COMPANY}/config/ApiConfig.java"], "cs": ["Program.cs", "Startup.cs"],
             "rb": ["config/initializers/clients.rb"], "php": ["config/services.php", "wp-content/mu-plugins/keys.php"],
             "kt": ["app/src/main/java/com/{COMPANY}/di/ApiModule.kt"], "swift": ["Sources/App/Secrets.swift"]}
LANG_NAMES = {"py": "Python", "js": "TypeScript/JS", "go": "Go", "java": "Java", "cs": "C#", "rb": "Ruby", "php": "PHP",
              "kt": "Kotlin", "swift": "Swift"}


def c_sdk(i):
    if i.vendor.sdk and chance(0.75):
        langs = list(i.vendor.sdk.keys())
        others = [x for x in langs if x != "py"]
        lang = pick(langs) if chance(0.5) or not others else pick(others)
        text = i.fill(i.vendor.sdk[lang])
        label = "%s SDK constructor" % LANG_NAMES[lang]
    else:
        lang = pick(list(GENERIC_SDK.keys()))
        tpl = pick(GENERIC_SDK[lang])
        lines = [tpl.replace("¶K", n).replace("§K", v) for n, v in _pairs(i)]
        text = "\n".join(lines)
        label = "%s hardcoded fallback" % LANG_NAMES[lang]
    if any(c in text for c in "\\") and lang not in ("php",):
        raise Retry("escape")
    return dict(text=text, where=i.fill(pick(SDK_FILES[lang])), label=label, secrets=_secrets_in(i, [text]))


def c_json_config(i):
    style = pick(["app", "dotnet", "plain"])
    if style == "dotnet":
        obj = {"Logging": {"LogLevel": {"Default": "Information"}},
               pascal(i.vendor.slug.replace("-", "_")): {pascal(n): v for n, v in _pairs(i)}}
        where = pick(["appsettings.Development.json", "appsettings.json", "appsettings.Staging.json"])
    elif style == "app":
        obj = {"env": pick(["staging", "development", "production"]),
               camel(i.vendor.slug.replace("-", "_")): {camel(n): v for n, v in _pairs(i)}, "timeoutMs": pick([3000, 5000, 10000])}
        where = pick(["config/local.json", "config/default.json", "src/config.json", "config/staging.json"])
    else:
        obj = {n: v for n, v in _pairs(i)}
        where = pick(["secrets.json", ".secrets.json", "config/credentials.json"])
    return dict(text=json.dumps(obj, indent=2, ensure_ascii=False), where=where, label="JSON config", secrets=i.secrets)


MCP_PKGS = {"github": "@modelcontextprotocol/server-github", "slack": "@modelcontextprotocol/server-slack",
            "notion": "@notionhq/notion-mcp-server", "stripe": "@stripe/mcp", "linear": "linear-mcp-server",
            "sentry": "@sentry/mcp-server", "figma": "figma-developer-mcp", "firecrawl": "firecrawl-mcp",
            "tavily": "tavily-mcp", "gitlab": "@modelcontextprotocol/server-gitlab", "atlassian": "mcp-atlassian",
            "brevo": "brevo-mcp", "airtable": "airtable-mcp-server", "hugging-face": "@llmindset/hf-mcp-server"}


def c_mcp_json(i):
    name = i.vendor.slug.split("-")[0]
    pkg = MCP_PKGS.get(i.vendor.slug, MCP_PKGS.get(name, "%s-mcp-server" % name))
    env = {n: v for n, v in _pairs(i)}
    r = R.random()
    if r < 0.15:
        text = "claude mcp add %s %s -- npx -y %s" % (name, " ".join("-e %s=%s" % (n, sh_q(v)) for n, v in _pairs(i)), pkg)
        return dict(text=text, where="the terminal", label="claude mcp add -e", secrets=i.secrets, kind="cmd")
    if r < 0.35:
        obj = {"servers": {name: {"type": "stdio", "command": "npx", "args": ["-y", pkg], "env": env}}}
        where = ".vscode/mcp.json"
    elif r < 0.5:
        obj = {"mcpServers": {name: {"command": "docker", "args": ["run", "-i", "--rm"] + sum([["-e", n] for n in i.n], []) + ["ghcr.io/%s/%s-mcp:latest" % (name, name)], "env": env}}}
        where = pick([".cursor/mcp.json", "claude_desktop_config.json"])
    else:
        obj = {"mcpServers": {name: {"command": "npx", "args": ["-y", pkg], "env": env}}}
        where = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", "~/.gemini/settings.json",
                      "~/.codeium/windsurf/mcp_config.json"])
    return dict(text=json.dumps(obj, indent=2, ensure_ascii=False), where=where, label="MCP server config env", secrets=i.secrets)


def c_codex_toml(i):
    name = i.vendor.slug.split("-")[0]
    pkg = MCP_PKGS.get(i.vendor.slug, "%s-mcp-server" % name)
    if chance(0.5):
        text = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s"]\nenv = { %s }' % (
            name, pkg, ", ".join('"%s" = "%s"' % (n, v) for n, v in _pairs(i)))
    else:
        text = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s"]\n\n[mcp_servers.%s.env]\n%s' % (
            name, pkg, name, "\n".join('%s = "%s"' % (n, v) for n, v in _pairs(i)))
    return dict(text=text, where="~/.codex/config.toml", label="Codex config.toml MCP env", secrets=i.secrets)


def c_compose(i):
    svc = pick(["api", "worker", "app", "web", "scheduler"])
    img = pick(["node:20-alpine", "python:3.12-slim", "ghcr.io/{ORG}/{REPO}:latest", "{REPO}:dev"])
    if chance(0.5):
        env = "\n".join("      - %s=%s" % (n, v) for n, v in _pairs(i))
    else:
        env = "\n".join("      %s: %s" % (n, yaml_q(v)) for n, v in _pairs(i))
    text = "services:\n  %s:\n    image: %s\n    environment:\n%s" % (svc, img, env)
    return dict(text=i.fill(text), where=pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.dev.yml"]),
                label="docker-compose environment", secrets=i.secrets)


def c_gha(i):
    env = "\n".join("      %s: %s" % (n, yaml_q(v)) for n, v in _pairs(i))
    text = ("jobs:\n  %s:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - run: %s") % (pick(["deploy", "sync", "e2e", "release"]), env, pick(["npm ci && npm run deploy", "make release", "python -m scripts.sync"]))
    return dict(text=text, where=".github/workflows/%s.yml" % pick(["deploy", "nightly", "ci", "release"]),
                label="GitHub Actions env (hardcoded)", secrets=i.secrets)


def c_gitlab(i):
    env = "\n".join('  %s: "%s"' % (n, v) for n, v in _pairs(i))
    text = "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh $CI_ENVIRONMENT_NAME" % env
    return dict(text=text, where=".gitlab-ci.yml", label="GitLab CI variables", secrets=i.secrets)


def c_k8s_secret(i):
    ns = pick(NAMESPACES)
    if chance(0.5):
        body = "stringData:\n" + "\n".join("  %s: %s" % (n, yaml_q(v)) for n, v in _pairs(i))
        secrets = i.secrets
        label = "k8s Secret stringData"
    else:
        body = "data:\n" + "\n".join("  %s: %s" % (n, b64(v.encode())) for n, v in _pairs(i))
        secrets = [b64(v.encode()) for v in i.v if any(s in v for s in i.secrets)]
        label = "k8s Secret data (base64 values)"
    text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\n%s" % (i.vendor.slug, ns, body)
    return dict(text=text, where="k8s/%s/secret.yaml" % ns, label=label, secrets=secrets)


def c_k8s_deploy(i):
    env = "\n".join('            - name: %s\n              value: "%s"' % (n, v) for n, v in _pairs(i))
    text = "      containers:\n        - name: %s\n          image: ghcr.io/{ORG}/{REPO}:1.%d.%d\n          env:\n%s" % (
        pick(["api", "worker"]), rint(0, 20), rint(0, 9), env)
    return dict(text=i.fill(text), where="k8s/deployment.yaml", label="k8s Deployment env value", secrets=i.secrets)


def c_helm(i):
    key = camel(i.vendor.slug.replace("-", "_"))
    body = "\n".join("  %s: %s" % (camel(n), yaml_q(v)) for n, v in _pairs(i))
    text = "%s:\n  enabled: true\n%s" % (key, body)
    return dict(text=text, where=pick(["charts/%s/values.yaml", "helm/values-staging.yaml", "deploy/values-prod.yaml"]).replace("%s", i.c["{REPO}"]),
                label="Helm values.yaml", secrets=i.secrets)


def c_toml(i):
    r = R.random()
    if r < 0.4:
        text = "[%s]\n%s" % (i.vendor.slug.replace("-", "_"), "\n".join('%s = "%s"' % (n.lower(), v) for n, v in _pairs(i)))
        where = ".streamlit/secrets.toml"
    elif r < 0.7:
        text = 'name = "%s"\nmain = "src/index.ts"\n\n[vars]\n%s' % (i.c["{REPO}"], "\n".join('%s = "%s"' % (n, v) for n, v in _pairs(i)))
        where = "wrangler.toml"
    else:
        text = 'app = "%s"\nprimary_region = "nrt"\n\n[env]\n%s' % (i.c["{REPO}"], "\n".join('  %s = "%s"' % (n, v) for n, v in _pairs(i)))
        where = "fly.toml"
    return dict(text=text, where=where, label="TOML config", secrets=i.secrets)


def c_ini(i):
    text = "[%s]\n%s" % (i.vendor.slug.replace("-", "_"), "\n".join("%s = %s" % (n.lower(), v) for n, v in _pairs(i)))
    if chance(0.4):
        text = "[app]\nenv = staging\nworkers = 4\n\n" + text
    return dict(text=text, where=pick(["config.ini", "settings.ini", "conf/app.ini", "tox.ini"]), label="INI config", secrets=i.secrets)


def c_xml(i):
    if any(c in "".join(i.v) for c in "&<>\""):
        raise Retry("xml")
    if chance(0.6):
        adds = "\n".join('    <add key="%s:%s" value="%s" />' % (pascal(i.vendor.slug.replace("-", "_")), pascal(n), v) for n, v in _pairs(i))
        text = "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % adds
        where = pick(["Web.config", "App.config", "web.Release.config"])
    else:
        adds = "\n".join('    <string name="%s" translatable="false">%s</string>' % (n.lower(), v) for n, v in _pairs(i))
        text = "<resources>\n%s\n</resources>" % adds
        where = "app/src/main/res/values/secrets.xml"
    return dict(text=text, where=where, label="XML config", secrets=i.secrets)


def c_properties(i):
    pre = i.vendor.slug.replace("-", ".")
    if chance(0.6):
        text = "\n".join("%s.%s=%s" % (pre, kebab(n), v) for n, v in _pairs(i))
        where = pick(["src/main/resources/application.properties", "gradle.properties", "local.properties", "config/application-local.properties"])
        label = "Java properties"
    else:
        text = "%s:\n%s" % (i.vendor.slug, "\n".join("  %s: %s" % (kebab(n), yaml_q(v)) for n, v in _pairs(i)))
        where = pick(["src/main/resources/application-local.yml", "src/main/resources/application.yml"])
        label = "Spring application.yml"
    return dict(text=text, where=where, label=label, secrets=i.secrets)


def c_terraform(i):
    if chance(0.5):
        text = "\n\n".join('variable "%s" {\n  type      = string\n  default   = "%s"\n  sensitive = true\n}' % (n.lower(), v) for n, v in _pairs(i))
        where = pick(["variables.tf", "infra/variables.tf"])
    else:
        text = "\n".join('%s = "%s"' % (n.lower(), v) for n, v in _pairs(i))
        where = pick(["terraform.tfvars", "envs/staging.tfvars", "prod.auto.tfvars"])
    return dict(text=text, where=where, label="Terraform variable default / tfvars", secrets=i.secrets)


def c_docker(i):
    r = R.random()
    if r < 0.4:
        kw = pick(["ENV", "ARG"])
        text = "FROM node:20-alpine\nWORKDIR /app\n%s\nCOPY . .\nRUN npm ci && npm run build" % "\n".join("%s %s=%s" % (kw, n, v) for n, v in _pairs(i))
        return dict(text=text, where="Dockerfile", label="Dockerfile %s" % kw, secrets=i.secrets)
    if r < 0.75:
        text = "docker run --rm %s ghcr.io/{ORG}/{REPO}:latest" % " ".join("-e %s=%s" % (n, sh_q(v)) for n, v in _pairs(i))
        return dict(text=i.fill(text), where="the terminal", label="docker run -e", secrets=i.secrets, kind="cmd")
    text = "docker build %s -t {REPO}:dev ." % " ".join("--build-arg %s=%s" % (n, sh_q(v)) for n, v in _pairs(i))
    return dict(text=i.fill(text), where="the build script", label="docker build --build-arg", secrets=i.secrets, kind="cmd")


def c_log(i):
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    r = R.random()
    if r < 0.3:
        d = ", ".join("'%s': '%s'" % (n, v) for n, v in _pairs(i))
        text = "%s DEBUG config.loader loaded settings {%s, 'timeout': 30}" % (ts, d)
        label = "log line dumping config"
    elif r < 0.55:
        text = "\n".join("+ export %s=%s" % (n, v) for n, v in _pairs(i)) + "\n+ ./scripts/deploy.sh staging"
        label = "bash set -x trace"
    elif r < 0.75:
        text = "$ printenv | grep -i %s\n%s" % (i.n[-1].split("_")[0].lower(), "\n".join("%s=%s" % (n, v) for n, v in _pairs(i)))
        label = "printenv output"
    else:
        text = "Environment:\n%s\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-%s (ro)" % (
            "\n".join("      %s:  %s" % (n, v) for n, v in _pairs(i)), rs(ALNUM_L, 5))
        label = "kubectl describe pod env"
    return dict(text=text, where=pick(["the CI log", "the worker log", "the terminal output", "kubectl output"]), label=label, secrets=i.secrets, kind="evidence")


def c_diff(i):
    f = pick(["src/config.ts", "settings.py", "config/app.rb", ".env.example", "internal/config/config.go"])
    if f.endswith(".ts"):
        old = "\n".join('-export const %s = "%s";' % (camel(n), v) for n, v in _pairs(i))
        new = "\n".join("+export const %s = process.env.%s!;" % (camel(n), n) for n in i.n)
    elif f.endswith(".py"):
        old = "\n".join('-%s = "%s"' % (n, v) for n, v in _pairs(i))
        new = "\n".join('+%s = os.environ["%s"]' % (n, n) for n in i.n)
    elif f.endswith(".rb"):
        old = "\n".join("-  config.%s = '%s'" % (n.lower(), v) for n, v in _pairs(i))
        new = "\n".join("+  config.%s = ENV.fetch('%s')" % (n.lower(), n) for n in i.n)
    elif f.endswith(".go"):
        old = "\n".join('-\t%s: "%s",' % (pascal(n), v) for n, v in _pairs(i))
        new = "\n".join('+\t%s: os.Getenv("%s"),' % (pascal(n), n) for n in i.n)
    else:
        old = "\n".join("-%s=%s" % (n, v) for n, v in _pairs(i))
        new = "\n".join("+%s=" % n for n in i.n)
    text = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n%s\n%s" % (f, f, f, f, rint(3, 40), len(i.n), rint(3, 40), len(i.n), old, new)
    return dict(text=text, where=f, label="git diff removing hardcoded key", secrets=i.secrets, kind="diff")


def c_chat(i):
    body = "\n".join("%s=%s" % (n, v) for n, v in _pairs(i))
    if chance(0.5):
        who = person_en()
        t = "%d:%02d %s" % (rint(1, 12), rint(0, 59), pick(["AM", "PM"]))
        intro = pick(["here you go", "use these for staging", "new ones, old ones are dead", "don't paste these anywhere pls",
                      "this should work"])
        text = "%s  %s\n%s\n%s" % (who, t, intro, body)
    else:
        who = pick(PEOPLE_KO)
        t = "%s %d:%02d" % (pick(["오전", "오후"]), rint(1, 12), rint(0, 59))
        intro = pick(["이거 쓰시면 돼요", "스테이징용입니다", "새로 발급했어요. 예전 건 폐기", "어디 붙이지 마세요 ㅠ", "일단 이걸로 테스트해보세요"])
        text = "[%s] [%s] %s\n%s" % (who, t, intro, body)
    return dict(text=text, where="a Slack DM", label="chat paste", secrets=i.secrets, kind="evidence")


def c_pytest(i):
    k, v = i.n[-1], i.v[-1]
    if chance(0.5):
        text = ("    def test_fetch_customers(client):\n>       assert resp.status_code == 200\nE       assert 401 == 200\n\n"
                "client     = <ApiClient base_url='https://api.%s'>\n%s = '%s'\nresp       = <Response [401]>" % (
                    i.vendor.slug + ".com", k.lower().ljust(10), v))
        label = "pytest locals in failure output"
    else:
        text = ('Traceback (most recent call last):\n  File "/app/jobs/sync.py", line %d, in run\n    resp.raise_for_status()\n'
                "requests.exceptions.HTTPError: 401 Client Error: Unauthorized\n\nLocals:\n    %s = '%s'\n    attempt = 3" % (rint(20, 300), k.lower(), v))
        label = "traceback with locals"
    secrets = [s for s in i.secrets if s in text]
    if not secrets:
        raise Retry("no secret")
    return dict(text=text, where="the test run", label=label, secrets=secrets, kind="evidence")


def c_table(i):
    rows = "\n".join("| %s | %s | `%s` |" % (i.vendor.name, n, v) for n, v in _pairs(i))
    extra = pick(["| Sentry | SENTRY_DSN | (see vault) |", "| Redis | REDIS_URL | `redis://cache:6379/0` |", "| Feature flags | FLAGS | `beta-search` |", ""])
    text = "| Service | Variable | Value |\n|---|---|---|\n%s%s" % (rows, ("\n" + extra) if extra else "")
    return dict(text=text, where=pick(["docs/onboarding.md", "the wiki page", "NOTES.md"]), label="markdown table", secrets=i.secrets, kind="evidence")


def c_launch(i):
    obj = {"version": "0.2.0", "configurations": [{"name": "Debug %s" % pick(["worker", "api", "sync job"]),
                                                   "type": pick(["node", "debugpy", "go"]), "request": "launch",
                                                   "program": pick(["${workspaceFolder}/src/index.ts", "${workspaceFolder}/main.py", "${workspaceFolder}/cmd/worker"]),
                                                   "env": {n: v for n, v in _pairs(i)}}]}
    return dict(text=json.dumps(obj, indent=2), where=".vscode/launch.json", label="VS Code launch.json env", secrets=i.secrets)


def c_postman(i):
    obj = {"id": uuid4(), "name": pick(["staging", "prod", "local"]),
           "values": [{"key": camel(n), "value": v, "type": "default", "enabled": True} for n, v in _pairs(i)]}
    return dict(text=json.dumps(obj, indent=2), where="%s.postman_environment.json" % pick(["staging", "prod"]),
                label="Postman environment", secrets=i.secrets)


_HDR = re.compile(r'-H "([A-Za-z-]+): ([^"]*§\d[^"]*)"')


def c_http(i):
    tpl = i.vendor.curl
    if not tpl or callable(tpl):
        raise Retry("no header")
    m = _HDR.search(tpl)
    if not m:
        raise Retry("no header")
    url = re.search(r"https://[^\s\"']+", i.fill(tpl))
    if not url:
        raise Retry("no url")
    u = urllib.parse.urlsplit(url.group(0))
    hdr = "%s: %s" % (m.group(1), i.fill(m.group(2)))
    text = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json\nUser-Agent: %s" % (
        pick(["GET", "POST"]), (u.path or "/") + ("?" + u.query if u.query else ""), u.netloc, hdr,
        pick(["python-requests/2.32.3", "axios/1.7.2", "curl/8.5.0", "okhttp/4.12.0"]))
    secrets = [s for s in i.secrets if s in text]
    if not secrets:
        raise Retry("no secret")
    return dict(text=text, where="the proxy capture", label="raw HTTP request dump", secrets=secrets, kind="evidence")


def c_jenkins(i):
    env = "\n".join("    %s = '%s'" % (n, v) for n, v in _pairs(i))
    text = "pipeline {\n  agent any\n  environment {\n%s\n  }\n  stages {\n    stage('Deploy') {\n      steps { sh './deploy.sh' }\n    }\n  }\n}" % env
    return dict(text=text, where="Jenkinsfile", label="Jenkinsfile environment", secrets=i.secrets)


def c_notebook(i):
    if chance(0.5):
        text = "In [%d]: %s" % (rint(1, 9), "\n        ".join("%%env %s=%s" % (n, v) for n, v in _pairs(i)))
    else:
        text = "In [%d]: import os\n        %s" % (rint(1, 9), "\n        ".join('os.environ["%s"] = "%s"' % (n, v) for n, v in _pairs(i)))
    return dict(text=text, where=pick(["notebooks/eda.ipynb", "scratch.ipynb", "the Colab notebook"]), label="Jupyter cell", secrets=i.secrets)


def c_makefile(i):
    text = "%s\n\ndeploy:\n\t./scripts/deploy.sh $(ENV)" % "\n".join("%s ?= %s" % (n, v) for n, v in _pairs(i))
    if "$" in "".join(i.v):
        raise Retry("make")
    return dict(text=text, where="Makefile", label="Makefile variable default", secrets=i.secrets)


def c_pkgjson(i):
    cmd = " ".join("%s=%s" % (n, v) for n, v in _pairs(i)) + " node scripts/deploy.js"
    text = json.dumps({"scripts": {"build": "tsc -p .", "deploy": cmd}}, indent=2)
    return dict(text=text, where="package.json", label="package.json script inline env", secrets=i.secrets)


def c_secret_cli(i):
    ns = pick(NAMESPACES)
    r = R.random()
    out = []
    for n, v in _pairs(i):
        if r < 0.18:
            out.append('gh secret set %s --body "%s" --repo {ORG}/{REPO}' % (n, v))
        elif r < 0.3:
            out.append("fly secrets set %s=%s -a {APP}" % (n, sh_q(v)))
        elif r < 0.42:
            out.append("heroku config:set %s=%s -a {APP}" % (n, sh_q(v)))
        elif r < 0.56:
            out.append("kubectl -n %s create secret generic %s --from-literal=%s=%s" % (ns, kebab(n), n, sh_q(v)))
        elif r < 0.7:
            out.append('aws ssm put-parameter --name /{APP}/prod/%s --value "%s" --type SecureString --overwrite' % (n, v))
        elif r < 0.8:
            out.append("doppler secrets set %s=%s" % (n, sh_q(v)))
        elif r < 0.9:
            out.append("az keyvault secret set --vault-name kv-{COMPANY}-prod --name %s --value %s" % (kebab(n), sh_q(v)))
        else:
            out.append("printf '%%s' %s | gcloud secrets versions add %s --data-file=-" % (sh_q(v), kebab(n)))
    return dict(text=i.fill("\n".join(out)), where="the shell history", label="secret-store CLI with value on the command line",
                secrets=i.secrets, kind="cmd")


def c_special(i):
    if not i.vendor.special:
        raise Retry("no special")
    res = pick(i.vendor.special)(i)
    secrets = res[3] if len(res) > 3 else [s for s in i.secrets if s in res[0]]
    if not secrets:
        raise Retry("no secret shown")
    return dict(text=res[0], where=res[1], label=res[2], secrets=secrets, kind="cmd" if res[2].startswith(("shell:", "curl")) else "config")


CONTAINERS = [(c_dotenv, 14), (c_export, 7), (c_inline_cmd, 5), (c_powershell, 2), (c_curl, 13), (c_sdk, 13),
              (c_json_config, 4), (c_mcp_json, 7), (c_codex_toml, 3), (c_compose, 5), (c_gha, 4), (c_gitlab, 2),
              (c_k8s_secret, 4), (c_k8s_deploy, 2), (c_helm, 2), (c_toml, 2), (c_ini, 2), (c_xml, 2), (c_properties, 3),
              (c_terraform, 2), (c_docker, 3), (c_log, 4), (c_diff, 4), (c_chat, 4), (c_pytest, 2), (c_table, 2),
              (c_launch, 2), (c_postman, 1), (c_http, 3), (c_jenkins, 1), (c_notebook, 2), (c_makefile, 1),
              (c_pkgjson, 1), (c_secret_cli, 4), (c_special, 16)]


def weighted(items):
    tot = sum(w for _, w in items)
    x = R.random() * tot
    for it, w in items:
        x -= w
        if x < 0:
            return it
    return items[-1][0]


def container_plan(n):
    """a shuffled list of n container choices in proportion to their weights (keeps every container type represented)"""
    tot = sum(w for _, w in CONTAINERS)
    quota = [w * n / tot for _, w in CONTAINERS]
    cnt = [int(q) for q in quota]
    order = sorted(range(len(CONTAINERS)), key=lambda k: (-(quota[k] - cnt[k]), k))
    for k in order[:n - sum(cnt)]:
        cnt[k] += 1
    plan = []
    for (c, _), m in zip(CONTAINERS, cnt):
        plan += [c] * m
    return shuffled(plan)


def render_vendor(i, pref=None):
    for attempt in range(30):
        c = pref if (pref is not None and attempt == 0) else weighted(CONTAINERS)
        try:
            res = c(i)
        except Retry:
            continue
        if res["secrets"]:
            return res
    raise Retry("no container")


# ----------------------------------------------------------------------------------------------
# prose frames for vendor-token notes
# ----------------------------------------------------------------------------------------------
WHERE_KO = {"the terminal": "터미널", "the shell history": "셸 히스토리", "the CI log": "CI 로그", "the worker log": "워커 로그",
            "the terminal output": "터미널 출력", "kubectl output": "kubectl 출력", "a Slack DM": "슬랙 DM",
            "the test run": "테스트 결과", "the proxy capture": "프록시 캡처", "the deploy script": "배포 스크립트",
            "the README": "README", "the onboarding doc": "온보딩 문서", "the runbook": "런북",
            "the release checklist": "릴리즈 체크리스트", "the release notes": "릴리즈 노트", "the release script": "릴리즈 스크립트",
            "the CI step": "CI 스텝", "the CI script": "CI 스크립트", "the build script": "빌드 스크립트",
            "the setup script": "셋업 스크립트", "the repo": "레포", "the build notes": "빌드 메모",
            "the publish runbook": "배포 런북", "the notebook setup cell": "노트북 셋업 셀", "the local setup doc": "로컬 셋업 문서",
            "the runner bootstrap": "러너 부트스트랩 스크립트", "the systemd unit": "systemd 유닛",
            "the host bootstrap script": "호스트 부트스트랩 스크립트", "the backup script": "백업 스크립트",
            "the confirm step": "결제 승인 코드", "the deploy notes": "배포 메모",
            "the output of `aws sts assume-role`": "`aws sts assume-role` 출력", "the wiki page": "위키 페이지",
            "the PowerShell profile": "PowerShell 프로필", "the Colab notebook": "Colab 노트북"}

AFTER_EN = ["Restart the dev server after editing it; the client caches the key at import time.",
            "CI doesn't read this file, only local runs do.", "The old key from the wiki was revoked last sprint.",
            "Staging and prod share this key, which is probably not intended.",
            "Without it the SDK silently falls back to anonymous mode.", "The 401s stopped immediately.",
            "Took me an hour to find.", "", "", "Verified with a single read-only call first."]
AFTER_KO = ["수정 후에는 dev 서버 재시작 필요 (클라이언트가 import 시점에 키를 캐싱함).", "CI는 이 파일을 안 읽고 로컬에서만 읽음.",
            "위키에 있던 예전 키는 지난 스프린트에 폐기됨.", "staging이랑 prod가 같은 키를 쓰는데 의도된 건지 모르겠음.",
            "이게 없으면 SDK가 조용히 익명 모드로 떨어짐.", "바로 401 안 남.", "찾는 데 한 시간 걸림.", "", "",
            "먼저 read-only 호출 하나로 확인함."]

MC_EN = ["Nobody told me which {what} the {env} environment uses, so I lost time while {task} before finding it in {where}.",
         "The ticket said to call the {svc} API but never said where the credentials live; the README just says \"ask in #infra\".",
         "I didn't know {where} is git-ignored but still read by the {env} build.",
         "Missing context: the {svc} credentials for {env}. I was {task} and every call came back 401.",
         "No one mentioned that the {svc} integration needs a separate key per environment.",
         "I assumed CI injects the {what}, but for {env} it is hardcoded in {where}.",
         "{svc} calls failed with an auth error while I was {task}; the setup doc predates the last key rotation.",
         "I wasn't told the key in the password manager had been revoked and the working one only exists in {where}.",
         "Didn't know the team shares one {what} between {env} and local dev.",
         "The {svc} config isn't in the secrets manager at all, it's in {where}, and nobody said so.",
         "I didn't realise the {svc} client falls back to whatever is in {where} when the env var is empty.",
         "Was {task} and hit a wall on {svc} auth. No handover notes about the account.",
         "Which {svc} account is the real one? There are two in the org and the docs don't say.",
         "No idea the {env} deploy still reads the {what} from a file instead of the vault."]
MC_EN_SNIP = ["User pasted this when I asked why {svc} kept returning 401:\n{snippet}",
              "The only lead I had was this block from {where}:\n{snippet}",
              "What I was missing: the {env} config actually looks like this ({where}):\n{snippet}",
              "I was {task}; the user dropped their {where} into the chat:\n{snippet}",
              "Found in {where} after grepping for {var}:\n{snippet}",
              "Nobody said the {svc} setup lives here ({where}):\n{snippet}"]
MC_EN_INLINE = ["The user gave me `{inline}` and said it's what {env} uses.",
                "I only had `{inline}` from {where}, with no explanation of which account it belongs to.",
                "Context I lacked: {env} runs with `{inline}` (set in {where})."]
L_EN_SNIP = ["{svc} works once {where} contains:\n{snippet}\n{after}",
             "Fixed by restoring the real key in {where}:\n{snippet}\n{after}",
             "Found the {what} in {where}:\n{snippet}\nThe value on the wiki is stale.",
             "Note for next time ({where}):\n{snippet}",
             "Working {env} setup:\n{snippet}\n{after}",
             "- {svc} auth failing was a key problem, not the retry logic\n- working config ({where}):\n{snippet}",
             "This is what finally worked for {env}:\n{snippet}"]
L_EN_INLINE = ["{svc} works once {where} has `{inline}`. {after}",
               "Working {env} setup: `{inline}`. {after}",
               "The fix was `{inline}`. {after}",
               "For future runs: `{inline}`, then rerun the job.",
               "- key lives in {where}\n- `{inline}`\n- {svc} stops returning 401 right away"]
L_EN_PLAIN = ["Check {where} first next time; the {svc} client silently falls back to an empty key and the error is misleading.",
              "The {svc} client reads its key only at startup, so changing the env var needs a restart.",
              "Confirm which environment a key belongs to before running anything that writes data.",
              "The 401s were a key problem, not a network problem. Verify credentials before touching the retry logic.",
              "{svc} keys are scoped per project; the one I had belonged to a different workspace.",
              "Ask for the credential location up front instead of grepping the repo for it."]
A_EN_SECRET = ["Is {tok} still the right {what} for {env}, or has it been rotated?",
               "Should {tok} move into the CI secret store instead of {where}?",
               "Can you confirm {tok} is the {env} key and not one from the old account?",
               "Do you want me to keep using {tok}, or will you issue a scoped key?",
               "{tok} -- is this one safe to use for load tests?"]
A_EN_PLAIN = ["Which {what} should {env} jobs use, and where is it stored?",
              "Is there a vault path for the {svc} credentials so I don't have to read {where}?",
              "Who owns the {svc} account, and can we get a key per environment?",
              "Should I ever use the {env} key locally?", "Where do {svc} keys come from for new environments?", "", ""]
MC_EN_TOKONLY = ["I was {task} and the {svc} calls kept failing; I only had the key the user typed in chat.",
                 "The {svc} credentials weren't documented anywhere I could find."]
L_EN_TOKONLY = ["Once the right key was exported, {svc} requests went through. I didn't write it into any file.",
                "The key the user pasted works for {env}; I exported it only for the session."]

MC_KO = ["{env} 환경에서 어떤 {what_eul} 쓰는지 아무도 안 알려줘서 {task} 한참 헤맸음. 결국 {where}에서 찾음.",
         "티켓에는 {svc} API 호출하라고만 되어 있고 키 위치는 안 적혀 있었다. README에는 '#infra 채널에 문의'가 전부.",
         "{where} 파일이 gitignore 되어 있는데 {env} 빌드에서는 그걸 그대로 읽는다는 걸 몰랐음.",
         "{env}용 {svc} 크리덴셜 정보가 없었음. {task} 호출마다 401 떨어짐.",
         "{svc} 연동은 환경마다 키를 따로 써야 한다는 얘기를 못 들었다.",
         "CI에서 {what_eul} 주입해 주는 줄 알았는데 {env}는 {where}에 하드코딩되어 있었음.",
         "{task} {svc} 인증 에러가 났는데, 셋업 문서가 키 로테이션 이전 버전이었다.",
         "1Password에 있는 키는 이미 폐기됐고 실제로 동작하는 키는 {where}에만 있다는 걸 몰랐음.",
         "팀이 {env}랑 로컬 개발에서 {what} 하나를 같이 쓰고 있다는 걸 몰랐다.",
         "{svc} 설정이 secrets manager가 아니라 {where}에 있었는데 아무도 말 안 해줌.",
         "인수인계 문서에 {svc} 계정 얘기가 전혀 없었음.",
         "{svc} 계정이 조직에 두 개 있는데 어느 쪽이 진짜인지 문서에 없음."]
MC_KO_SNIP = ["{svc_i} 왜 계속 401 주는지 물어보니 사용자가 이걸 붙여줌:\n{snippet}",
              "단서는 {where}에 있던 이 블록뿐이었다:\n{snippet}",
              "몰랐던 부분: {env} 설정이 실제로는 이렇게 되어 있음 ({where})\n{snippet}",
              "{task} 사용자가 {where} 내용을 채팅에 그대로 붙여넣음:\n{snippet}",
              "{var}로 grep 해서 {where}에서 찾은 내용:\n{snippet}"]
MC_KO_INLINE = ["사용자가 `{inline}` 주면서 {env}에서 쓰는 값이라고 함.",
                "{where}에 있던 `{inline}` 말고는 아무 설명이 없었음. 어느 계정 건지도 모름."]
L_KO_SNIP = ["{where}에 아래처럼 넣으니 {svc} 호출 정상 동작함:\n{snippet}\n{after}",
             "{where}에 원래 키를 되돌려 놓고 해결:\n{snippet}\n{after}",
             "{what_eun} {where}에 있었음:\n{snippet}\n위키에 있는 값은 옛날 거.",
             "다음에 참고 ({where}):\n{snippet}",
             "{env}에서 동작하는 설정:\n{snippet}\n{after}",
             "- {svc} 인증 실패는 retry 문제가 아니라 키 문제였음\n- 동작하는 설정 ({where}):\n{snippet}"]
L_KO_INLINE = ["{where}에 `{inline}` 넣으니까 {svc} 정상 동작. {after}",
               "{env} 설정은 `{inline}` 이걸로 동작함. {after}",
               "해결: `{inline}` 추가 후 잡 재실행.",
               "- 키 위치: {where}\n- `{inline}`\n- 넣자마자 401 사라짐"]
L_KO_PLAIN = ["다음엔 {where}부터 확인할 것. {svc} 클라이언트는 키가 비어 있어도 조용히 동작해서 에러 메시지가 헷갈림.",
              "{svc} 클라이언트는 시작할 때만 키를 읽어서 env 바꾸면 재시작해야 함.",
              "데이터 쓰는 작업 돌리기 전에 키가 어느 환경 건지 먼저 확인하기.",
              "401은 네트워크 문제가 아니라 키 문제였음. retry 로직 건드리기 전에 크리덴셜부터 확인.",
              "{svc} 키는 프로젝트 단위라서 내가 갖고 있던 건 다른 워크스페이스 키였다.",
              "레포 grep 하기 전에 크리덴셜 위치부터 물어볼 것."]
A_KO_SECRET = ["{tok} 이 키 아직 {env}에서 유효한가요, 아니면 로테이션됐나요?",
               "이 키({tok})를 {where} 말고 CI secret으로 옮기는 게 맞을까요?",
               "{tok} 이게 {env} 키 맞는지, 예전 계정 키는 아닌지 확인 부탁드려요.",
               "계속 {tok} 써도 되나요? 아니면 권한 좁힌 키를 새로 발급해 주실 건가요?",
               "부하 테스트에 {tok} 써도 괜찮나요?"]
A_KO_PLAIN = ["{env} 잡에서는 어떤 {what_eul} 써야 하고 어디에 보관돼 있나요?",
              "{svc} 크리덴셜용 vault 경로가 있나요? {where_eul} 직접 안 보고 싶어서요.",
              "{svc} 계정 오너가 누구인가요? 환경별로 키를 나눌 수 있을까요?",
              "{env} 키를 로컬에서 써도 되나요?", "", ""]
MC_KO_TOKONLY = ["{task} {svc} 호출이 계속 실패했는데, 가진 건 사용자가 채팅에 적어준 키뿐이었음.",
                 "{svc} 크리덴셜이 어디에도 문서화돼 있지 않았다."]
L_KO_TOKONLY = ["맞는 키를 export 하니 {svc} 요청 통과. 파일에는 안 적었음.",
                "사용자가 준 키로 {env} 호출 확인함. 세션에서만 export 해서 씀."]


MC_EN_SNIP_NF = ["User pasted this when I asked why {svc} kept returning 401:\n{snippet}",
                 "The only lead I had was this, from {where}:\n{snippet}",
                 "I was {task}; the user pasted this from {where}:\n{snippet}"]
L_EN_SNIP_NF = ["{svc} works with this:\n{snippet}\n{after}", "What finally worked (from {where}):\n{snippet}\n{after}",
                "Note for next time:\n{snippet}", "This is what fixed {env}:\n{snippet}"]
L_EN_INLINE_NF = ["Working {env} setup: `{inline}`. {after}", "The fix was `{inline}`. {after}",
                  "For future runs: `{inline}`, then rerun the job.", "Ran `{inline}` and {svc} stopped returning 401."]
MC_KO_SNIP_NF = ["{svc_i} 왜 계속 401 주는지 물어보니 사용자가 이걸 붙여줌:\n{snippet}",
                 "단서는 {where}에 남아 있던 이것뿐이었다:\n{snippet}", "{task} 사용자가 {where} 내용을 붙여줌:\n{snippet}"]
L_KO_SNIP_NF = ["이걸로 {svc} 호출 정상 동작함:\n{snippet}\n{after}", "결국 이렇게 해결 ({where}):\n{snippet}\n{after}",
                "다음에 참고:\n{snippet}", "{env}는 이걸로 고침:\n{snippet}"]
L_KO_INLINE_NF = ["{env} 설정은 `{inline}` 이걸로 동작함. {after}", "해결: `{inline}` 실행 후 잡 재실행.",
                  "`{inline}` 하고 나니 {svc} 401 안 남."]


MC_EN_SNIP_EV = ["User pasted this when I asked why {svc} kept returning 401:\n{snippet}",
                 "The only lead I had was this, from {where}:\n{snippet}", "I was {task}; this is what the user sent me:\n{snippet}"]
L_EN_SNIP_EV = ["The working {what} was right there in {where}:\n{snippet}\n{after}", "Found the key this way:\n{snippet}",
                "Context for next time (from {where}):\n{snippet}", "This is where the value came from:\n{snippet}\n{after}"]
MC_KO_SNIP_EV = ["{svc_i} 왜 계속 401 주는지 물어보니 사용자가 이걸 붙여줌:\n{snippet}", "단서는 {where}에 있던 이것뿐이었다:\n{snippet}",
                 "{task} 사용자가 보내준 내용:\n{snippet}"]
L_KO_SNIP_EV = ["동작하는 {what_i} {where}에 그대로 있었음:\n{snippet}\n{after}", "이렇게 키를 찾음:\n{snippet}", "다음에 참고 ({where}):\n{snippet}"]
MC_EN_SNIP_DIFF = ["I was asked to review this change and nobody mentioned it touched credentials:\n{snippet}",
                   "The user pasted the diff from their PR:\n{snippet}"]
L_EN_SNIP_DIFF = ["The diff that moved the {what} to an env var:\n{snippet}\nThe removed line is still in git history, so the key must be rotated.",
                  "Reviewed:\n{snippet}\nRemoving it from the file is not enough; the old commit still has it."]
L_EN_PLAIN_DIFF = ["Moving a key out of a file doesn't remove it from history; rotate it as well.", "Secret scanning should run on the PR before merge."]
MC_KO_SNIP_DIFF = ["리뷰 요청받은 변경인데 크리덴셜이 포함된 줄은 아무도 말 안 해줌:\n{snippet}", "사용자가 PR diff를 붙여줌:\n{snippet}"]
L_KO_SNIP_DIFF = ["{what_eul} env로 옮긴 diff:\n{snippet}\n삭제된 줄이 git 히스토리에 남아 있으니 키를 교체해야 함.",
                  "리뷰한 변경:\n{snippet}\n파일에서 지우는 것만으론 부족함. 예전 커밋에 그대로 있음."]
L_KO_PLAIN_DIFF = ["파일에서 키를 빼도 히스토리에는 남으니 교체까지 해야 함.", "머지 전에 PR에서 시크릿 스캔이 돌아야 함."]


def no_where(lst):
    return [t for t in lst if "{where}" not in t and "{where_eul}" not in t]


def is_file(where):
    return ("." in where or "/" in where) and not where.startswith(("the ", "a "))


def fmt(t, d):
    return t.format(**d) if t else ""


def clean_join(s):
    s = re.sub(r"[ \t]+\n", "\n", s)
    return s.strip()


def note_vendor(lang, vendor, pref=None):
    i = Inst(vendor)
    res = render_vendor(i, pref)
    text, where = res["text"], res["where"]
    secrets = res["secrets"]
    block = "\n" in text or len(text) > 160
    tok = secrets[-1]
    isf = is_file(where)
    kind = res.get("kind", "config")
    if kind in ("evidence", "diff"):
        block = True
    if lang == "en":
        d = dict(svc=vendor.name, what=vendor.what, env=pick(ENVS_EN), where=where, task=pick(TASKS_EN),
                 snippet=text, inline=text, tok=tok, after=pick(AFTER_EN), var=i.n[-1])
        MC, MCS, MCI, LS, LI, LP, AS, AP, MCT, LT = MC_EN, MC_EN_SNIP, MC_EN_INLINE, L_EN_SNIP, L_EN_INLINE, L_EN_PLAIN, A_EN_SECRET, A_EN_PLAIN, MC_EN_TOKONLY, L_EN_TOKONLY
        if kind == "evidence":
            MC, MCS, LS, LP, AS, AP = no_where(MC), MC_EN_SNIP_EV, L_EN_SNIP_EV, no_where(LP), no_where(AS), no_where(AP)
        elif kind == "diff":
            MC, MCS, LS, LP, AS, AP = no_where(MC), MC_EN_SNIP_DIFF, L_EN_SNIP_DIFF, L_EN_PLAIN_DIFF, no_where(AS), no_where(AP)
        elif kind == "cmd" or not isf:
            MC, MCS, MCI, LS, LI, LP, AS, AP = (no_where(MC) + [MC[0]], MC_EN_SNIP_NF, no_where(MCI) + MC_EN_INLINE[:1], L_EN_SNIP_NF,
                                                L_EN_INLINE_NF, no_where(LP), no_where(AS), no_where(AP))
    else:
        wk = WHERE_KO.get(where, where)
        d = dict(svc=vendor.name, svc_i=josa(vendor.name, "이/가"), what=vendor.what_ko, what_i=josa(vendor.what_ko, "이/가"), what_eul=josa(vendor.what_ko, "을/를"),
                 what_eun=josa(vendor.what_ko, "은/는"), env=pick(ENVS_KO), where=wk, where_eul=josa(wk, "을/를"), task=pick(TASKS_KO),
                 snippet=text, inline=text, tok=tok, after=pick(AFTER_KO), var=i.n[-1])
        MC, MCS, MCI, LS, LI, LP, AS, AP, MCT, LT = MC_KO, MC_KO_SNIP, MC_KO_INLINE, L_KO_SNIP, L_KO_INLINE, L_KO_PLAIN, A_KO_SECRET, A_KO_PLAIN, MC_KO_TOKONLY, L_KO_TOKONLY
        if kind == "evidence":
            MC, MCS, LS, LP, AS, AP = no_where(MC), MC_KO_SNIP_EV, L_KO_SNIP_EV, no_where(LP), no_where(AS), no_where(AP)
        elif kind == "diff":
            MC, MCS, LS, LP, AS, AP = no_where(MC), MC_KO_SNIP_DIFF, L_KO_SNIP_DIFF, L_KO_PLAIN_DIFF, no_where(AS), no_where(AP)
        elif kind == "cmd" or not isf:
            MC, MCS, MCI, LS, LI, LP, AS, AP = (no_where(MC) + [MC[0]], MC_KO_SNIP_NF, no_where(MCI) + MC_KO_INLINE[:1], L_KO_SNIP_NF,
                                                L_KO_INLINE_NF, no_where(LP), no_where(AS), no_where(AP))
    r = R.random()
    tok_ok = tok in text and len(tok) <= 200
    if r < 0.58:
        mode = "lesson"
        mc = fmt(pick(MC), d)
        ls = fmt(pick(LS if block else LI + LS), d)
        ask = fmt(pick(AP), d)
    elif r < 0.78:
        mode = "missing_context"
        mc = fmt(pick(MCS if block else MCI + MCS), d)
        ls = fmt(pick(LP), d)
        ask = fmt(pick(AP), d)
    elif r < 0.93 and tok_ok:
        mode = "lesson + repeated in ask_next_time"
        mc = fmt(pick(MC), d)
        ls = fmt(pick(LS if block else LI + LS), d)
        ask = fmt(pick(AS), d)
    elif tok_ok and len(tok) <= 160:
        mode = "ask_next_time only"
        mc = fmt(pick(MCT), d)
        ls = fmt(pick(LT), d)
        ask = fmt(pick(AS), d)
        secrets = [tok]
        res = dict(res, label="bare token in question")
    else:
        mode = "lesson"
        mc = fmt(pick(MC), d)
        ls = fmt(pick(LS if block else LI + LS), d)
        ask = fmt(pick(AP), d)
    fields = {"missing_context": clean_join(mc), "lesson": clean_join(ls), "ask_next_time": clean_join(ask)}
    cat = "vendor token: %s in %s (%s)" % (vendor.name, res["label"], mode)
    return dict(category=cat, fields=fields, secrets=secrets, vendor=vendor.group)


# ----------------------------------------------------------------------------------------------
# generic helpers for the other families
# ----------------------------------------------------------------------------------------------
def L(lang, en, ko):
    return pick(en) if lang == "en" else pick(ko)


def F(lang, en, ko, **d):
    return fmt(L(lang, en, ko), d)


def mk(category, mc, lesson, ask, secrets, vendor=None):
    return dict(category=category, fields={"missing_context": clean_join(mc), "lesson": clean_join(lesson),
                                           "ask_next_time": clean_join(ask)}, secrets=secrets, vendor=vendor)


def person(lang):
    return person_en() if lang == "en" else person_ko()


def dbname():
    return pick(["app", "orders", "billing", "analytics", "crm", "inventory", "auth", "reports", "shop", "events"]) + pick(["", "_prod", "_stg", "_db"])


AFTER_PW_EN = ["It's the shared ops account, so don't change it.", "The password was set when the box was built and never rotated.",
               "Only works from the VPN.", "", "", "Same password as the staging replica.", "It's case-sensitive."]
AFTER_PW_KO = ["공용 운영 계정이라 비번 바꾸면 안 됨.", "서버 구축 때 정한 비번을 지금까지 안 바꿨다고 함.", "VPN 붙어 있어야만 됨.", "", "",
               "스테이징 레플리카랑 비번 같음.", "대소문자 구분함."]


# ---- P1: CLIs with the password as a flag value or positional argument --------------------------
def _cli_specs(lang):
    host = host_name("db")
    user = pick(DB_USERS)
    db = dbname()
    specs = []

    def add(label, builder, what_en, what_ko):
        specs.append((label, builder, what_en, what_ko))

    add("mysql -p attached password", lambda pw: "mysql -h %s -u %s -p%s %s" % (host, user, sh_q(pw), db), "the %s MySQL database" % db, "%s MySQL DB" % db)
    add("mysql --password=", lambda pw: 'mysql --host=%s --user=%s --password=%s -e "SHOW PROCESSLIST"' % (host, user, sh_q(pw)), "MySQL on %s" % host, "%s MySQL" % host)
    add("mysqldump -p attached", lambda pw: "mysqldump -u%s -p%s --single-transaction --routines %s > %s.sql" % (user, sh_q(pw), db, db), "the %s dump" % db, "%s 덤프" % db)
    add("PGPASSWORD env before psql", lambda pw: "PGPASSWORD=%s psql -h %s -U %s -d %s" % (sh_q(pw), host, user, db), "Postgres on %s" % host, "%s Postgres" % host)
    add("sshpass -p", lambda pw: "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sh_q(pw), pick(["ubuntu", "ec2-user", "deploy", "admin", "pi"]), host_name("app")), "the bastion box", "배스천 서버")
    add("redis-cli -a", lambda pw: "redis-cli -h %s -p 6379 -a %s --no-auth-warning" % (host_name("redis"), sh_q(pw)), "the Redis cache", "Redis 캐시")
    add("mongosh -p", lambda pw: 'mongosh "mongodb://%s:27017/%s" -u %s -p %s --authenticationDatabase admin' % (host_name("mongo"), db, user, sh_q(pw)), "the Mongo replica set", "Mongo 레플리카셋")
    add("docker login -p", lambda pw: "docker login %s -u %s -p %s" % (pick(["harbor.{c}.internal", "registry.{c}.io:5000", "nexus.{c}.local:8083"]).format(c=pick(COMPANIES)), sh_q(pick(["ci-bot", "robot$deploy", "admin"])), sh_q(pw)), "the private registry", "사내 레지스트리")
    add("htpasswd -b positional", lambda pw: "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (pick(["admin", "staging", "qa"]), sh_q(pw)), "the staging basic-auth gate", "스테이징 basic auth")
    add("smbclient -U user%pass", lambda pw: "smbclient //%s/%s -U '%s\\%s%%%s'" % (host_name("nas"), pick(["share", "backup", "design"]), pick(["CORP", "OFFICE"]), pick(["jpark", "scanner", "admin"]), pw), "the office file share", "사무실 공유 폴더")
    add("curl -u user:pass", lambda pw: "curl -u %s:%s https://%s/api/v1/health" % (pick(["admin", "monitor", user]), sh_q(pw), pick(["nexus.{c}.io", "jenkins.{c}.internal", "es.{c}.internal:9200"]).format(c=pick(COMPANIES))), "the internal API", "내부 API")
    add("wget --password=", lambda pw: "wget --user=%s --password=%s https://files.%s.internal/exports/latest.csv" % (user, sh_q(pw), pick(COMPANIES)), "the export server", "export 서버")
    add("lftp -u user,pass", lambda pw: "lftp -u %s,%s sftp://%s" % (pick(["partner", "upload", "vendor01"]), sh_q(pw), host_name("sftp")), "the partner SFTP", "파트너사 SFTP")
    add("sqlcmd -P", lambda pw: 'sqlcmd -S %s,1433 -U sa -P %s -Q "SELECT @@VERSION"' % (host, sh_q(pw)), "the SQL Server instance", "SQL Server")
    add("keytool -storepass", lambda pw: "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore app.jks -deststorepass %s" % (sh_q(pw), sh_q(pw)), "the Android keystore", "안드로이드 키스토어")
    add("openssl -passout pass:", lambda pw: "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % sh_q(pw), "the client certificate bundle", "클라이언트 인증서 번들")
    add("zip -P / 7z -p", lambda pw: pick(["zip -P %s -r export.zip reports/" % sh_q(pw), "7z x backup-2025.7z -p%s" % sh_q(pw), "unzip -P %s customer-data.zip" % sh_q(pw)]), "the encrypted archive", "암호 걸린 압축 파일")
    add("ldapsearch -w", lambda pw: 'ldapsearch -x -H ldap://%s -D "cn=admin,dc=%s,dc=local" -w %s -b "dc=%s,dc=local"' % (host_name("ldap"), pick(COMPANIES), sh_q(pw), pick(COMPANIES)), "the LDAP directory", "LDAP")
    add("rabbitmqctl add_user positional", lambda pw: "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (pick(["orders", "worker"]), sh_q(pw), pick(["orders", "worker"])), "RabbitMQ", "RabbitMQ")
    add("mosquitto_pub -P", lambda pw: "mosquitto_pub -h %s -u %s -P %s -t sensors/test -m hello" % (host_name("mqtt"), pick(["iot", "sensor01"]), sh_q(pw)), "the MQTT broker", "MQTT 브로커")
    add("cqlsh -p", lambda pw: "cqlsh %s -u cassandra -p %s" % (host_name("cass"), sh_q(pw)), "Cassandra", "Cassandra")
    add("cypher-shell -p", lambda pw: "cypher-shell -a bolt://%s:7687 -u neo4j -p %s" % (host_name("neo4j"), sh_q(pw)), "Neo4j", "Neo4j")
    add("clickhouse-client --password", lambda pw: "clickhouse-client --host %s --user %s --password %s" % (host_name("ch"), user, sh_q(pw)), "ClickHouse", "ClickHouse")
    add("ipmitool -P", lambda pw: "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (host_name("bmc"), sh_q(pw)), "the server's BMC", "서버 BMC(IPMI)")
    add("net use positional password", lambda pw: "net use Z: \\\\%s\\%s %s /user:%s\\%s" % (pick(["fs01", "nas", "files"]), pick(["share", "finance"]), pw, pick(["CORP", "OFFICE"]), pick(["jpark", "svc_scan"])), "the Windows share", "윈도우 공유 드라이브")
    add("net user /add positional", lambda pw: "net user %s %s /add && net localgroup administrators %s /add" % (pick(["svc_backup", "qa-admin"]), pw, pick(["svc_backup", "qa-admin"])), "the Windows build agent", "윈도우 빌드 에이전트")
    add("chpasswd via echo", lambda pw: "echo '%s:%s' | sudo chpasswd" % (pick(["deploy", "ubuntu", "admin"]), pw), "the VM", "VM")
    add("az login -p", lambda pw: "az login -u %s@%s.onmicrosoft.com -p %s" % (pick(["ops", "deploy"]), pick(COMPANIES), sh_q(pw)), "the Azure tenant", "Azure 테넌트")
    add("kubectl create secret --from-literal", lambda pw: "kubectl create secret generic db-creds -n %s --from-literal=username=%s --from-literal=password=%s" % (pick(NAMESPACES), user, sh_q(pw)), "the cluster DB secret", "클러스터 DB 시크릿")
    add("helm --set password", lambda pw: "helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword=%s" % sh_q(pw), "the Helm release", "Helm 릴리즈")
    add("ansible -e ansible_password", lambda pw: 'ansible-playbook -i inventory/prod site.yml -e "ansible_user=%s ansible_password=%s ansible_become_pass=%s"' % (pick(["deploy", "admin"]), pw, pw), "the prod hosts", "운영 서버들")
    add("cmdkey /pass:", lambda pw: "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (pick(["fs01", "sql01", "rdp-gw"]), pick(["jpark", "svc_sql"]), pw), "the Windows credential store", "윈도우 자격 증명")
    add("PowerShell ConvertTo-SecureString", lambda pw: '$pw = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object PSCredential ("CORP\\%s", $pw)' % (pw, pick(["svc_deploy", "admin"])), "the remoting session", "원격 세션")
    add("vault kv put password=", lambda pw: "vault kv put secret/%s/db password=%s" % (pick(REPOS), sh_q(pw)), "the Vault KV entry", "Vault KV")
    add("mc alias set positional secret", lambda pw: "mc alias set local http://%s:9000 %s %s" % (host_name("minio"), pick(["minio-admin", "backup"]), sh_q(pw)), "MinIO", "MinIO")
    add("influx setup --password", lambda pw: "influx setup --username admin --password %s --org %s --bucket metrics --force" % (sh_q(pw), pick(COMPANIES)), "InfluxDB", "InfluxDB")
    add("plink -pw", lambda pw: "plink -ssh %s@%s -pw %s" % (pick(["root", "admin"]), host_name("app"), sh_q(pw)), "the legacy Linux box", "레거시 리눅스 서버")
    add("sqlplus user/pass@", lambda pw: "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (pick(["system", "app_owner", "scott"]), pw, host), "the Oracle DB", "오라클 DB")
    add("psexec -p", lambda pw: "psexec \\\\%s -u CORP\\%s -p %s cmd" % (pick(["build01", "sql01"]), pick(["admin", "svc_ci"]), pw), "the Windows server", "윈도우 서버")
    add("wp user create --user_pass", lambda pw: "wp user create %s %s@%s.com --role=administrator --user_pass=%s" % (pick(["qa", "ops"]), pick(["qa", "ops"]), pick(COMPANIES), sh_q(pw)), "the WordPress admin", "워드프레스 관리자")
    add("xfreerdp /p:", lambda pw: "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (host_name("rdp"), pick(["Administrator", "jpark"]), sh_q(pw)), "the Windows jump host", "윈도우 점프 호스트")
    add("gpg --passphrase", lambda pw: "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz" % sh_q(pw), "the encrypted backup", "암호화된 백업")
    add("ssh-keygen -N passphrase", lambda pw: "ssh-keygen -t ed25519 -C deploy@%s -N %s -f ~/.ssh/deploy_key" % (pick(COMPANIES), sh_q(pw)), "the deploy key passphrase", "배포 키 passphrase")
    add("jarsigner -storepass", lambda pw: "jarsigner -keystore release.jks -storepass %s -keypass %s app-release-unsigned.apk upload" % (sh_q(pw), sh_q(pw)), "the release keystore", "릴리즈 키스토어")
    add("gradle -P signing password", lambda pw: "./gradlew publish -Psigning.password=%s -PossrhPassword=%s" % (sh_q(pw), sh_q(pw)), "the Maven Central publish", "Maven Central 배포")
    add("svn --password", lambda pw: "svn checkout https://svn.%s.local/repos/legacy --username %s --password %s" % (pick(COMPANIES), pick(["jpark", "build"]), sh_q(pw)), "the old SVN repo", "예전 SVN 저장소")
    add("mysqladmin old and new password", None, "the MySQL root account", "MySQL root 계정")
    return specs


FILE_KIND = ["keytool", "openssl", "zip -P", "gpg", "ssh-keygen", "jarsigner", "gradle"]
SET_KIND = ["kubectl create secret", "helm --set", "vault kv put", "htpasswd", "net user", "chpasswd", "rabbitmqctl",
            "influx setup", "wp user create", "mysqladmin"]


def fam_cli(lang):
    label, builder, what_en, what_ko = pick(_cli_specs(lang))
    kind = "file" if any(k in label for k in FILE_KIND) else ("set" if any(k in label for k in SET_KIND) else "login")
    forbid = "'"
    if any(x in label for x in ["net use", "net user", "cmdkey", "psexec", "PowerShell"]):
        forbid = "'&|<>^%\"\\/"
    if "smbclient" in label:
        forbid = "'%\\"
    if "ansible" in label or "chpasswd" in label or "sqlplus" in label:
        forbid = "'\" /@:"
    if builder is None:
        old = pw_any(forbid, lang)
        new = pw_any(forbid, lang)
        cmd = "mysqladmin -u root -p%s password %s" % (sh_q(old), sh_q(new))
        secrets = [old, new]
        label = "mysqladmin -p old + positional new password"
    else:
        pw = pw_any(forbid, lang)
        cmd = builder(pw)
        secrets = [pw]
    pw = secrets[-1]
    what = what_en if lang == "en" else what_ko
    d = dict(what=what, what_i=josa(what, "이/가"), what_eun=josa(what, "은/는"), what_eul=josa(what, "을/를"), cmd=cmd, person=person(lang),
             person_i=josa(person(lang), "이/가"), task=pick(TASKS_EN if lang == "en" else TASKS_KO),
             after=pick(AFTER_PW_EN if lang == "en" else AFTER_PW_KO), pw=pw)
    if kind == "login":
        mc_en = ["I had no way into {what}; nobody mentioned the credentials only live in {person}'s shell history.",
                 "The runbook for {what} stops at \"log in\" and doesn't say with which account.",
                 "I didn't know {what} still uses a shared password instead of SSO.",
                 "Missing: how to authenticate to {what} while {task}.",
                 "Was {task} and needed {what}; the vault entry for it was empty.",
                 "Nobody told me {what} isn't behind SSO yet."]
        mc_ko = ["{what} 접속 방법을 몰랐음. 계정 정보가 {person} 셸 히스토리에만 있다는 걸 아무도 말 안 해줌.",
                 "{what} 런북이 '로그인한다'에서 끝나고 어떤 계정인지 안 적혀 있음.",
                 "{what_i} 아직 SSO 말고 공용 비번을 쓰는 줄 몰랐다.",
                 "{task} {what} 인증 방법을 몰라서 막힘.",
                 "{what} 접속이 필요했는데 vault 항목이 비어 있었음."]
        ls_en = ["This works:\n{cmd}\n{after}", "Connected with `{cmd}`. {after}",
                 "Command that worked ({person} sent it):\n{cmd}", "`{cmd}` gets in. {after}",
                 "What finally worked for {what}:\n{cmd}"]
        ls_ko = ["이렇게 하면 됨:\n{cmd}\n{after}", "`{cmd}` 로 접속 성공. {after}", "{person_i} 보내준 명령어로 해결:\n{cmd}",
                 "{what} 접속은 결국 이걸로 됨:\n{cmd}"]
        ask_en = ["Can I get my own account on {what} instead of reusing this one?", "Is there a read-only user for {what}?",
                  "Should this go through a config file or env var instead of the command line?", "", ""]
        ask_ko = ["{what} 개인 계정 따로 받을 수 있을까요?", "{what} read-only 계정 있나요?",
                  "이거 env나 설정 파일로 빼는 게 낫지 않을까요?", "", ""]
    elif kind == "file":
        mc_en = ["I didn't know the passphrase for {what}; it isn't in the vault.",
                 "Nobody told me {what} is protected with a shared passphrase that only {person} knows.",
                 "The release doc says \"sign the build\" but not where the password for {what} comes from.",
                 "Was {task} and got stuck on {what}: wrong password every time."]
        mc_ko = ["{what} 비밀번호를 몰랐음. vault에도 없음.", "{what_i} {person}만 아는 공용 passphrase로 잠겨 있다는 걸 몰랐다.",
                 "릴리즈 문서에 '빌드 서명'만 있고 {what} 비번 출처가 없음.", "{task} {what}에서 막힘. 비번이 계속 틀렸다고 나옴."]
        ls_en = ["This works:\n{cmd}", "Command that worked ({person} sent it):\n{cmd}", "Unlocked with:\n{cmd}\n{after}",
                 "For the record: `{cmd}`"]
        ls_ko = ["이렇게 하면 됨:\n{cmd}", "{person_i} 보내준 명령어:\n{cmd}", "아래 명령으로 해결:\n{cmd}\n{after}", "기록용: `{cmd}`"]
        ask_en = ["Where should the passphrase for {what} be stored?", "Can CI inject this from a secret instead?", "", ""]
        ask_ko = ["{what} passphrase는 어디에 보관하는 게 맞나요?", "CI secret으로 주입하는 방식으로 바꿔도 될까요?", "", ""]
    else:
        mc_en = ["I didn't know the {what} credentials are created by hand, not by Terraform.",
                 "Nobody told me who provisions {what}; I had to set it up myself while {task}.",
                 "Missing: the agreed password for {what}, so I picked one."]
        mc_ko = ["{what} 계정이 Terraform이 아니라 손으로 만들어진다는 걸 몰랐음.", "{what_eul} 누가 세팅하는지 몰라서 {task} 직접 만듦.",
                 "{what}에 쓸 비번이 정해져 있지 않아서 내가 정함."]
        ls_en = ["Created it with:\n{cmd}\n{after}", "Set up like this:\n{cmd}", "Ran `{cmd}`; the app picked it up after a restart."]
        ls_ko = ["아래로 생성함:\n{cmd}\n{after}", "이렇게 세팅함:\n{cmd}", "`{cmd}` 실행 후 앱 재시작하니 반영됨."]
        ask_en = ["Should this password live in the vault instead?", "Who else needs the {what} password?", "", ""]
        ask_ko = ["이 비번 vault로 옮겨야 하나요?", "{what} 비번 공유해야 할 사람 또 있나요?", "", ""]
    mc = F(lang, mc_en, mc_ko, **d)
    ls = F(lang, ls_en, ls_ko, **d)
    mode = ""
    if chance(0.2):
        ask = F(lang, ["Is {pw} still the password for {what}, or has it changed?", "Should {pw} be rotated now that it's been pasted around?"],
                ["{what} 비번 아직 {pw} 맞나요?", "{pw} 여기저기 붙여넣었는데 바꿔야 하지 않나요?"], **d)
        mode = " (repeated in ask_next_time)"
    else:
        ask = F(lang, ask_en, ask_ko, **d)
    if chance(0.15):
        mc = F(lang, ["The user pasted the command they use for {what}:\n{cmd}"], ["사용자가 {what}에 쓰는 명령어를 붙여줌:\n{cmd}"], **d)
        ls = F(lang, ["Don't put credentials on the command line; they end up in shell history and ps output."],
               ["비번을 커맨드에 직접 넣지 말 것. 셸 히스토리랑 ps에 다 남음."], **d)
        mode += " (in missing_context)"
    return mk("shell: %s%s" % (label, mode), mc, ls, ask, secrets)


# ---- P2/P3/P4/P5: passwords in prose, chat, split across sentences or fields ----------------------
ACCTS_EN = ["the staging Grafana admin", "the router admin page", "the Synology NAS", "the shared QA Google account",
            "the Jenkins admin", "the test merchant dashboard", "the Kibana elastic user", "the vCenter admin",
            "the UniFi controller", "the office printer's admin page", "the Airflow UI", "the pgAdmin login",
            "the RabbitMQ management UI", "the Metabase admin", "the Keycloak master realm admin",
            "the App Store review demo account", "the iDRAC console", "the Harbor admin", "the Argo CD admin",
            "the shared Apple ID for test devices"]
ACCTS_KO = ["스테이징 Grafana admin 계정", "공유기 관리자 페이지", "시놀로지 NAS", "QA 공용 구글 계정", "Jenkins 관리자 계정",
            "테스트 가맹점 대시보드", "Kibana elastic 계정", "사내 위키 관리자", "그룹웨어 공용 계정", "앱 심사용 데모 계정",
            "RabbitMQ 관리 콘솔", "Airflow UI", "Metabase 관리자", "Keycloak master realm 관리자", "사무실 프린터 관리 페이지",
            "테스트폰 공용 애플 ID", "iDRAC 콘솔", "Harbor 관리자", "Argo CD admin"]
LOGIN_USERS = ["admin", "root", "qa.test@{c}.com", "ops", "elastic", "demo@{c}.com", "administrator", "jenkins", "grafana-admin", "appreview@{c}.com"]


def _acct(lang):
    a = pick(ACCTS_EN if lang == "en" else ACCTS_KO)
    u = pick(LOGIN_USERS).format(c=pick(COMPANIES))
    return a, u


def fam_prose_pw(lang):
    a, u = _acct(lang)
    pw = pw_any("", lang, allow_spaces=False)
    p = person(lang)
    d = dict(acct=a, user=u, pw=pw, person=p, person_i=josa(p, "이/가"), acct_i=josa(a, "이/가"), acct_eun=josa(a, "은/는"),
             task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    sent = F(lang, ["The password for {acct} is {pw}.", "I logged in to {acct} as {user} with {pw} and the dashboard loaded fine.",
                    "{person} said the {acct} password is {pw}.", "Login that works for {acct}: {user} / {pw}",
                    "creds for {acct} -> {user}:{pw}", "Use `{pw}` when {acct} asks for the password.",
                    "The {acct} password was reset to {pw} during the migration.",
                    "Signed in to {acct} with password \"{pw}\"."],
             ["{acct} 비밀번호는 {pw} 임.", "{acct} {user} / {pw} 로 로그인하니 대시보드 잘 뜸.", "{person_i} 알려준 {acct} 비번: {pw}",
              "{acct} 접속 정보: ID {user}, PW {pw}", "마이그레이션하면서 {acct} 비번이 {pw} 로 초기화됐음.",
              "비번 {pw} 넣으니까 {acct} 로그인 됨.", "{acct} 비번 = {pw} (대소문자 주의)"], **d)
    r = R.random()
    if r < 0.55:
        mc = F(lang, ["I needed {acct} while {task}, and nobody had written down how to get in.",
                      "No one told me {acct} isn't on SSO.", "I didn't know {acct} had been reset after the migration."],
               ["{task} {acct} 접속이 필요했는데 로그인 방법이 어디에도 없었음.", "{acct_i} SSO 연동이 안 돼 있다는 걸 몰랐다.",
                "마이그레이션 이후 {acct_i} 초기화된 걸 몰랐음."], **d)
        ls = sent + " " + F(lang, ["Next time check the team vault first.", "", "It's a shared account, so coordinate before changing it."],
                            ["다음엔 팀 vault부터 확인.", "", "공용 계정이라 바꾸기 전에 공지 필요."], **d)
        where = "lesson"
    else:
        mc = sent + " " + F(lang, ["That was the only hint in the ticket.", "", "Nobody said whether it's still current."],
                            ["티켓에 있던 힌트는 이게 전부였음.", "", "지금도 유효한지는 아무도 몰랐음."], **d)
        ls = F(lang, ["Credentials pasted into tickets go stale fast; confirm before relying on them.",
                      "Shared logins should be in the vault, not in prose."],
               ["티켓에 적힌 비번은 금방 바뀌니 쓰기 전에 확인할 것.", "공용 계정 정보는 글이 아니라 vault에 둬야 함."], **d)
        where = "missing_context"
    ask = F(lang, ["Is {pw} still valid for {acct}?", "Can we move {acct} to SSO?", "", "Who else uses {acct}?"],
            ["{acct} 비번 아직 {pw} 맞나요?", "{acct_eun} SSO로 옮길 수 있나요?", "", "{acct} 같이 쓰는 사람 또 있나요?"], **d)
    return mk("prose: password stated in a sentence (%s)" % where, mc, ls, ask, [pw])


def fam_chat_pw(lang):
    a, u = _acct(lang)
    pw = pw_any("", lang)
    if lang == "en":
        who = person_en()
        style = R.random()
        if style < 0.4:
            chat = "%s  %d:%02d %s\n%s" % (who, rint(1, 12), rint(0, 59), pick(["AM", "PM"]),
                                            pick(["%s pw is %s", "new password for %s: %s", "%s -> %s (don't share)", "%s password changed, it's %s now"]) % (a.replace("the ", ""), pw))
        elif style < 0.7:
            chat = "[%02d:%02d] <%s> %s\n[%02d:%02d] <%s> thx" % (rint(8, 20), rint(0, 59), who.lower(),
                                                                   pick(["user %s pass %s", "%s / %s"]) % (u, pw), rint(8, 20), rint(0, 59), person_en().lower())
        else:
            chat = "%s: %s\n%s: %s" % (who, pick(["what's the %s password again?", "anyone have the %s login?"]) % a.replace("the ", ""),
                                        person_en(), pw)
        mc = pick(["I didn't have the login for %s; the user pasted this from Slack:\n%s" % (a, chat),
                   "The credentials were only in a chat thread:\n%s" % chat])
        ls = pick(["Got in with those. Worth asking for a proper account though.", "That login works; it should be moved to the vault.",
                   "Logged in fine. Chat history is not a password manager."])
        ask = pick(["Can we rotate the password now that it's in chat history?", "", "Is %s still the current one?" % pw])
    else:
        who = pick(PEOPLE_KO)
        style = R.random()
        if style < 0.5:
            chat = "[%s] [%s %d:%02d] %s" % (who, pick(["오전", "오후"]), rint(1, 12), rint(0, 59),
                                            pick(["%s 비번 %s 입니다", "%s 비밀번호 바꿨어요 → %s", "%s 로그인: %s (외부 공유 금지)", "%s 비번 %s 로 통일했어요"]) % (a, pw))
        else:
            chat = "%s  %s %d:%02d\n@here %s 비번 %s 로 바꿨습니다" % (who, pick(["오전", "오후"]), rint(1, 12), rint(0, 59), a, pw)
        mc = pick(["%s 로그인 정보가 없어서 물어보니 사용자가 단톡방 메시지를 붙여줌:\n%s" % (a, chat),
                   "계정 정보가 채팅에만 있었음:\n%s" % chat])
        ls = pick(["이걸로 로그인 됨. 근데 개인 계정 따로 받는 게 맞을 듯.", "이 계정 정보는 vault로 옮겨야 함.", "로그인 성공. 채팅 기록을 비번 저장소처럼 쓰면 안 됨."])
        ask = pick(["채팅에 비번이 남았는데 바꿔야 하지 않나요?", "", "%s 이거 아직 유효한가요?" % pw])
    return mk("chat paste: password in a %s message" % ("Slack/IRC" if lang == "en" else "KakaoTalk/Slack"), mc, ls, ask, [pw])


def fam_split_sentences(lang):
    a, u = _acct(lang)
    pw = pw_any("", lang)
    p = person(lang)
    d = dict(acct=a, user=u, pw=pw, person=p, person_i=josa(p, "이/가"), person_ege=p + "한테")
    txt = F(lang, ["The {acct} account is {user}. Its password is the one {person} set last sprint: {pw}.",
                   "I finally got the password from {person}. It's {pw}, and it only works from the VPN.",
                   "Asked {person} for the {acct} login. Username {user}. Password? {pw}.",
                   "There is a break-glass account for {acct}. {person} read the password out on the call: {pw}.",
                   "The username is {user}. The password is not in the vault. It is {pw}."],
            ["{acct} 아이디는 {user}. 비번은 {person_i} 슬랙으로 줬는데 {pw} 였음.",
             "비밀번호는 결국 {person_ege} 받음. {pw} 이고 VPN에서만 됨.",
             "{acct} 로그인 정보 물어봄. 아이디는 {user}. 비번은 {pw}.",
             "{acct}에는 비상용 계정이 있음. 통화하면서 {person_i} 불러준 비번은 {pw}.",
             "아이디는 {user}. 비번은 vault에 없음. {pw} 임."], **d)
    if chance(0.5):
        mc, ls = txt, F(lang, ["Write shared credentials to the vault, not to notes.", "Check with the owner before using break-glass accounts."],
                        ["공용 계정은 노트 말고 vault에 둘 것.", "비상용 계정은 쓰기 전에 오너 확인."], **d)
    else:
        mc = F(lang, ["I couldn't get into {acct} and the runbook didn't say how."], ["{acct} 접속 방법이 런북에 없어서 막힘."], **d)
        ls = txt
    ask = F(lang, ["Should I request my own account?", ""], ["개인 계정 발급 요청해도 되나요?", ""], **d)
    return mk("prose: label and password split across two sentences", mc, ls, ask, [pw])


def fam_split_fields(lang):
    a, u = _acct(lang)
    pw = pw_any("", lang)
    p = person(lang)
    d = dict(acct=a, user=u, pw=pw, person=p, person_i=josa(p, "이/가"), task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    if chance(0.6):
        mc = F(lang, ["I kept getting \"invalid credentials\" on {acct} while {task}. For the record, the password {person} gave me is",
                      "Nobody told me {acct} had its own local login. The password:",
                      "I needed {acct}, user {user}, password"],
               ["{task} {acct}에서 계속 로그인 실패함. 참고로 {person_i} 준 비밀번호는",
                "{acct}에 로컬 계정이 따로 있다는 걸 몰랐음. 비밀번호:", "{acct} 접속 필요했음. 계정 {user}, 비번"], **d)
        ls = F(lang, ["{pw} -- it's case-sensitive and the old one no longer works.", "{pw}. Typing it by hand fails because of the keyboard layout; paste it.",
                      "{pw} (set during the last migration). Worked on the first try once I used the right host."],
               ["{pw} 입니다. 대소문자 구분하고 예전 비번은 이제 안 됨.", "{pw} 임. 직접 치면 자판 때문에 틀리니까 복붙할 것.",
                "{pw} (지난 마이그레이션 때 설정). 호스트 맞게 넣으니 한 번에 됨."], **d)
        ask = F(lang, ["Can we get this into the vault?", ""], ["이거 vault에 넣어도 될까요?", ""], **d)
        mode = "label ends missing_context, value starts lesson"
    else:
        mc = F(lang, ["I didn't know {acct} was rotated last week."], ["{acct} 비번이 지난주에 바뀐 걸 몰랐음."], **d)
        ls = F(lang, ["{person} rotated {acct} on Friday; the new password is"], ["금요일에 {person_i} {acct} 비번을 바꿨는데 새 비번은"], **d)
        ask = F(lang, ["{pw}? Please confirm before I update the deploy config.", "{pw} -- is that the final one, or will it change again after the audit?"],
                ["{pw} 맞나요? 배포 설정 고치기 전에 확인 부탁드려요.", "{pw} 이게 최종인가요, 감사 끝나면 또 바뀌나요?"], **d)
        mode = "label ends lesson, value starts ask_next_time"
    return mk("split across fields: %s" % mode, mc, ls, ask, [pw])


# ---- P6: connection strings and URLs with passwords ---------------------------------------------
def _url_pw(lang):
    r = R.random()
    if r < 0.45:
        return pw_any("", lang)
    if r < 0.7:
        return pw_generated("", rint(16, 24))
    return pw_alnum(rint(16, 28))


def conn_string(lang):
    """returns (label, text, secrets, what_en, what_ko, var)"""
    pw = _url_pw(lang)
    enc = pct(pw)
    user = pick(DB_USERS)
    db = dbname()
    r = R.random()
    sec = [enc]
    if r < 0.1:
        t = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host_name("db"), db)
        lab, we, wk, var = "postgres URL", "the Postgres database", "Postgres DB", "DATABASE_URL"
    elif r < 0.17:
        t = "postgresql+psycopg2://%s:%s@%s/%s" % (user, enc, host_name("db"), db)
        lab, we, wk, var = "SQLAlchemy URL", "the analytics DB", "분석 DB", "SQLALCHEMY_DATABASE_URI"
    elif r < 0.25:
        t = "mysql://%s:%s@%s:3306/%s" % (user, enc, host_name("mysql"), db)
        lab, we, wk, var = "mysql URL", "the MySQL primary", "MySQL primary", "DATABASE_URL"
    elif r < 0.34:
        t = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority&appName=Cluster0" % (user, enc, rs(ALNUM_L, 5), db)
        lab, we, wk, var = "MongoDB Atlas SRV URI", "the Atlas cluster", "Atlas 클러스터", "MONGODB_URI"
    elif r < 0.41:
        t = pick(["redis://:%s@%s:6379/0" % (enc, host_name("redis")), "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (enc, pick(ADJ), pick(ANIMALS), rint(10000, 99999))])
        lab, we, wk, var = "redis URL", "the Redis instance", "Redis", pick(["REDIS_URL", "CELERY_BROKER_URL"])
    elif r < 0.46:
        t = "amqps://%s:%s@%s/%s" % (pick(["orders", "worker", "app"]), enc, host_name("rabbit"), pick(["%2F", "prod", "events"]))
        lab, we, wk, var = "AMQP URL", "RabbitMQ", "RabbitMQ", "AMQP_URL"
    elif r < 0.52:
        pw = pw_any(";'\"", lang)
        sec = [pw]
        t = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;" % (pick(COMPANIES) + "-sql", db, user, pw)
        lab, we, wk, var = "ADO.NET connection string", "Azure SQL", "Azure SQL", "ConnectionStrings__Default"
    elif r < 0.58:
        pw = pw_any(";&'\"", lang)
        sec = [pw]
        t = pick(["jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (host_name("db"), db, user, pw),
                  "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (host_name("mysql"), db, user, pw),
                  "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (host_name("db"), db, user, pw)])
        lab, we, wk, var = "JDBC URL with password parameter", "the reporting DB", "리포팅 DB", "SPRING_DATASOURCE_URL"
    elif r < 0.63:
        t = "smtp://%s:%s@smtp.%s:587" % (pct("noreply@%s.com" % pick(COMPANIES)), enc, pick(["gmail.com", "office365.com", "mailgun.org", "sendgrid.net"]))
        lab, we, wk, var = "SMTP URL", "the SMTP relay", "SMTP 릴레이", "EMAIL_URL"
    elif r < 0.68:
        t = "http://%s:%s@proxy.%s.corp:3128" % (pick(["jpark", "svc-proxy", "build"]), enc, pick(COMPANIES))
        lab, we, wk, var = "HTTP proxy URL", "the corporate proxy", "사내 프록시", pick(["HTTPS_PROXY", "HTTP_PROXY", "https_proxy"])
    elif r < 0.73:
        t = "https://%s:%s@nexus.%s.internal/repository/pypi-group/simple" % (pick(["deploy", "ci"]), enc, pick(COMPANIES))
        lab, we, wk, var = "pip index-url with credentials", "the Nexus PyPI mirror", "Nexus PyPI 미러", "PIP_INDEX_URL"
    elif r < 0.78:
        t = "https://%s:%s@git.%s.local/%s/%s.git" % (pick(PERSONAL_USERS), enc, pick(COMPANIES), pick(["team", "platform"]), pick(REPOS))
        lab, we, wk, var = "git https URL with password", "the self-hosted git server", "사내 git 서버", "REPO_URL"
    elif r < 0.82:
        t = "https://elastic:%s@%s:9200" % (enc, host_name("es"))
        lab, we, wk, var = "Elasticsearch URL", "Elasticsearch", "Elasticsearch", "ELASTICSEARCH_URL"
    elif r < 0.86:
        pw = "pscale_pw_" + rs(B64U, 43)
        sec = [pw]
        t = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(ALNUM_L, 12), pw, db)
        lab, we, wk, var = "PlanetScale URL", "the PlanetScale branch", "PlanetScale 브랜치", "DATABASE_URL"
    elif r < 0.9:
        pw = "npg_" + rs(ALNUM, 12)
        sec = [pw]
        t = "postgresql://neondb_owner:%s@ep-%s-%s-%s-pooler.%s.aws.neon.tech/neondb?sslmode=require" % (pw, pick(ADJ), pick(ANIMALS), rs(ALNUM_L, 8), pick(["us-east-2", "ap-southeast-1"]))
        lab, we, wk, var = "Neon URL", "the Neon database", "Neon DB", "DATABASE_URL"
    elif r < 0.94:
        ref = rs(LO, 20)
        t = "postgresql://postgres.%s:%s@aws-0-%s.pooler.supabase.com:6543/postgres" % (ref, enc, pick(REGIONS))
        lab, we, wk, var = "Supabase pooler URL", "the Supabase Postgres", "Supabase Postgres", "DATABASE_URL"
    elif r < 0.97:
        t = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST" % (user.upper(), enc, rs(ALNUM_U, 7), rs(ALNUM_U, 7), db.upper())
        lab, we, wk, var = "Snowflake URL", "Snowflake", "Snowflake", "SNOWFLAKE_URL"
    else:
        pw = pw_any("'\" /@:", lang)
        sec = [pw]
        t = "%s/%s@//%s:1521/ORCLPDB1" % (pick(["app_owner", "system"]), pw, host_name("db"))
        lab, we, wk, var = "Oracle EZConnect", "the Oracle DB", "오라클 DB", "ORACLE_DSN"
    if sec == [enc] and enc != pw and chance(0.3):
        sec = [enc, pw]
    return lab, t, sec, we, wk, var, pw


def fam_conn(lang):
    lab, t, sec, we, wk, var, pw = conn_string(lang)
    what = we if lang == "en" else wk
    c = R.random()
    if c < 0.35:
        snippet, where = "%s=%s" % (var, t if "'" not in t else '"%s"' % t), pick([".env", ".env.local", "apps/api/.env"])
        cl = "dotenv"
    elif c < 0.5:
        snippet, where = "services:\n  api:\n    environment:\n      %s: \"%s\"" % (var, t), "docker-compose.yml"
        cl = "docker-compose"
    elif c < 0.62:
        snippet, where = '%s = "%s"' % (var.lower(), t), pick(["settings.py", "config.py", "alembic.ini"])
        cl = "code"
    elif c < 0.74:
        ts = "2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
        snippet = pick(["%s INFO  [db] connecting to %s" % (ts, t),
                        "%s ERROR worker: could not connect to %s: timeout after 30000ms" % (ts, t),
                        "[%s] DEBUG Using broker %s" % (ts, t)])
        where, cl = pick(["the worker log", "the CI log"]), "log line"
    elif c < 0.84:
        snippet = "kubectl -n %s create secret generic %s --from-literal=%s='%s'" % (pick(NAMESPACES), var.lower().replace("_", "-"), var, t) if "'" not in t else "%s=%s" % (var, t)
        where, cl = "the shell history", "kubectl --from-literal"
    else:
        snippet, where, cl = t, pick(["the README", "a Slack DM", "the ticket"]), "bare URL in prose"
    d = dict(what=what, snippet=snippet, where=WHERE_KO.get(where, where) if lang == "ko" else where, task=pick(TASKS_EN if lang == "en" else TASKS_KO),
             pw=pw, var=var, var_eun=josa(var, "은/는"), person=person(lang))
    block = "\n" in snippet
    extra = ""
    if len(sec) == 2:
        extra = "\n" + F(lang, ["The raw password is {pw}; the special characters have to be percent-encoded in the URL.",
                                "(Password itself is {pw}, URL-encoded above.)"],
                         ["원래 비번은 {pw} 인데 URL에는 특수문자를 인코딩해서 넣어야 함.", "(비번 원문은 {pw}, 위에는 URL 인코딩된 값)"], **d)
    if cl == "log line":
        mc = F(lang, ["I couldn't tell which database the worker was talking to while {task}.", "Nobody told me the worker logs its broker/DB URL on startup."],
               ["{task} 워커가 어느 DB에 붙는지 알 수가 없었음.", "워커가 시작할 때 DB/브로커 URL을 통째로 로그에 찍는다는 걸 몰랐음."], **d)
        ls = F(lang, ["The log shows the full URL, password included:\n{snippet}\nThat log line needs to go.", "Found the real connection in the logs:\n{snippet}"],
               ["로그에 비번까지 포함된 URL이 그대로 찍힘:\n{snippet}\n이 로그는 지워야 함.", "로그에서 실제 연결 정보를 찾음:\n{snippet}"], **d) + extra
        mode = "lesson"
    elif chance(0.7):
        mc = F(lang, ["I didn't know {what} needs SSL and a pooled connection; local settings were useless.",
                      "Nobody told me which credentials {what} uses in {where}.",
                      "Was {task} and couldn't reach {what}; the docs only show the host.",
                      "Missing: the connection details for {what}."],
               ["{what}에 SSL이랑 풀링 연결이 필요하다는 걸 몰랐음.", "{what} 접속 정보가 {where} 어디에 있는지 아무도 안 알려줌.",
                "{task} {what}에 붙을 수가 없었음. 문서엔 호스트만 있음.", "{what} 연결 정보가 없었음."], **d)
        ls = F(lang, ["Working connection string ({where}):\n{snippet}", "This is what the app actually uses:\n{snippet}",
                      "`{snippet}` -- with that the migrations ran."] if not block else ["Working setup ({where}):\n{snippet}", "This is what the app actually uses:\n{snippet}"],
               ["동작하는 연결 문자열 ({where}):\n{snippet}", "실제로 앱이 쓰는 값:\n{snippet}", "`{snippet}` 이걸로 마이그레이션 돌아감."] if not block else
               ["동작하는 설정 ({where}):\n{snippet}", "실제로 앱이 쓰는 값:\n{snippet}"], **d) + extra
        mode = "lesson"
    else:
        mc = F(lang, ["The user pasted the connection string from {where}:\n{snippet}", "All I had was this from {where}:\n{snippet}"],
               ["사용자가 {where}에 있던 연결 문자열을 붙여줌:\n{snippet}", "가진 정보는 {where}에 있던 이것뿐:\n{snippet}"], **d) + extra
        ls = F(lang, ["Connection strings carry the password; never log them at INFO.", "Use a secret reference for {var} instead of an inline URL."],
               ["연결 문자열에는 비번이 들어 있으니 INFO 로그에 찍으면 안 됨.", "{var_eun} URL을 직접 쓰지 말고 시크릿 참조로 바꿀 것."], **d)
        mode = "missing_context"
    ask = F(lang, ["Is there a read-only user for {what}?", "", "Should {var} come from the secrets manager instead?"],
            ["{what} read-only 계정 있나요?", "", "{var_eun} secrets manager에서 가져오게 바꿀까요?"], **d)
    vendor = "PlanetScale" if "psdb" in t else ("Neon" if "neon.tech" in t else ("Supabase" if "supabase" in t else None))
    return mk("connection string: %s in %s (%s)" % (lab, cl, mode), mc, ls, ask, sec, vendor)


# ---- P7: config files holding a password ------------------------------------------------------------
def cfg_file(lang):
    """returns (label, where, text, secrets)"""
    user = pick(DB_USERS)
    host = host_name("db")
    db = dbname()
    r = rint(0, 27)
    pw = pw_any("'\"\\<>&:;#", lang)
    sec = [pw]
    if r == 0:
        return "Spring application.yml", "src/main/resources/application-prod.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s" % (host, db, user, yaml_q(pw)), sec
    if r == 1:
        return "application.properties", "src/main/resources/application.properties", "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host, db, user, pw), sec
    if r == 2:
        return "my.cnf [client]", "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (user, pw, host), sec
    if r == 3:
        return ".pgpass", "~/.pgpass", "%s:5432:%s:%s:%s" % (host, db, user, pw), sec
    if r == 4:
        return ".netrc", "~/.netrc", "machine %s\n  login %s\n  password %s" % (pick(["ftp.partner.example.net", "nexus.%s.internal" % pick(COMPANIES), "files.%s.co.kr" % pick(COMPANIES)]), user, pw), sec
    if r == 5:
        return "Maven settings.xml", "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(["deploy", "ci"]), pw), sec
    if r == 6:
        return "docker-compose POSTGRES_PASSWORD", "docker-compose.yml", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s" % (user, yaml_q(pw), db), sec
    if r == 7:
        return "wp-config.php define", "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, user, pw, host), sec
    if r == 8:
        return "Django DATABASES", "settings/production.py", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, user, pw, host), sec
    if r == 9:
        return "appsettings.json ConnectionStrings", "appsettings.Production.json", json.dumps({"ConnectionStrings": {"Default": "Host=%s;Database=%s;Username=%s;Password=%s" % (host, db, user, pw)}}, indent=2), sec
    if r == 10:
        return "redis.conf requirepass", "/etc/redis/redis.conf", "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmasterauth %s" % (pw, pw), sec
    if r == 11:
        return "pgbouncer userlist.txt", "/etc/pgbouncer/userlist.txt", '"%s" "%s"' % (user, pw), sec
    if r == 12:
        pw = pw_any("'\"\\ =", lang)
        return "Ansible inventory vars", "inventory/hosts.ini", "[web]\n%s ansible_user=%s ansible_password=%s ansible_become_password=%s" % (host_name("app"), pick(["deploy", "ubuntu"]), pw, pw), [pw]
    if r == 13:
        return "Rails database.yml", "config/database.yml", "production:\n  adapter: postgresql\n  host: %s\n  database: %s\n  username: %s\n  password: %s" % (host, db, user, yaml_q(pw)), sec
    if r == 14:
        return "Laravel .env DB_PASSWORD", ".env", "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (host, db, user, pw), sec
    if r == 15:
        return "grafana.ini admin_password", "/etc/grafana/grafana.ini", "[security]\nadmin_user = admin\nadmin_password = %s" % pw, sec
    if r == 16:
        return "dbt profiles.yml", "~/.dbt/profiles.yml", "analytics:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: %s\n      user: %s\n      password: %s\n      dbname: %s\n      schema: marts" % (host, user, yaml_q(pw), db), sec
    if r == 17:
        return "tomcat-users.xml", "conf/tomcat-users.xml", '<tomcat-users>\n  <user username="admin" password="%s" roles="manager-gui,admin-gui"/>\n</tomcat-users>' % pw, sec
    if r == 18:
        return "filebeat.yml output", "/etc/filebeat/filebeat.yml", 'output.elasticsearch:\n  hosts: ["https://%s:9200"]\n  username: "elastic"\n  password: "%s"' % (host_name("es"), pw), sec
    if r == 19:
        u = pick(["ci-bot", "deploy", "jpark"])
        blob = b64(("%s:%s" % (u, pw)).encode())
        return "docker config.json auth (base64 user:pass)", "~/.docker/config.json", json.dumps({"auths": {"harbor.%s.internal" % pick(COMPANIES): {"auth": blob}}}, indent=2), [blob]
    if r == 20:
        return "NuGet.config ClearTextPassword", "NuGet.config", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (pick(["build", "ci"]), pw), sec
    if r == 21:
        return "gradle.properties", "~/.gradle/gradle.properties", "nexusUsername=%s\nnexusPassword=%s\norg.gradle.jvmargs=-Xmx2g" % (pick(["deploy", "ci"]), pw), sec
    if r == 22:
        return "msmtprc password", "~/.msmtprc", "account default\nhost smtp.%s.com\nport 587\nauth on\nuser alerts@%s.com\npassword %s" % (pick(COMPANIES), pick(COMPANIES), pw), sec
    if r == 23:
        return "OpenVPN auth-user-pass file", "/etc/openvpn/auth.txt", "%s\n%s" % (pick(PERSONAL_USERS), pw), sec
    if r == 24:
        return "Home Assistant secrets.yaml", "secrets.yaml", "mqtt_password: %s\nwifi_password: %s" % (yaml_q(pw), yaml_q(pw2 := pw_any("'\"\\:#", lang))), [pw, pw2]
    if r == 25:
        return "Keycloak env", "keycloak.env", "KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD=%s\nKC_DB_PASSWORD=%s" % (pw, pw2 := pw_any("'\"\\", lang)), [pw, pw2]
    if r == 26:
        blob = b64(("%s:%s" % (pick(["deploy", "ci"]), pw)).encode())
        return ".npmrc _auth (base64 user:pass)", ".npmrc", "registry=https://nexus.%s.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % (pick(COMPANIES), blob), [blob]
    return "hibernate.cfg.xml", "src/main/resources/hibernate.cfg.xml", '<property name="hibernate.connection.username">%s</property>\n<property name="hibernate.connection.password">%s</property>' % (user, pw), sec


def fam_cfg_pw(lang):
    label, where, text, sec = cfg_file(lang)
    d = dict(where=where, where_i=josa(where, "이/가"), where_eul=josa(where, "을/를"), snippet=text,
             task=pick(TASKS_EN if lang == "en" else TASKS_KO), person=person(lang))
    if chance(0.7):
        mc = F(lang, ["I didn't know {where} on the box is the real config; the repo copy is a template.",
                      "Nobody mentioned that {where} overrides what's in the vault.", "Was {task} and had no credentials for the service; they turned out to be in {where}.",
                      "The handover doc didn't say where the service password lives."],
               ["서버에 있는 {where_i} 실제 설정이고 레포에 있는 건 템플릿이라는 걸 몰랐음.", "{where_i} vault 값을 덮어쓴다는 얘기를 못 들음.",
                "{task} 서비스 비번이 없어서 막혔는데 {where}에 있었음.", "인수인계 문서에 서비스 비번 위치가 없었음."], **d)
        ls = F(lang, ["{where} on the server:\n{snippet}", "Found it in {where}:\n{snippet}\nThis file is not in git, which is good, but it is on every dev laptop.",
                      "The working values ({where}):\n{snippet}"],
               ["서버의 {where}:\n{snippet}", "{where}에서 찾음:\n{snippet}\ngit에는 없지만 개발자 노트북마다 다 있음.", "동작하는 값 ({where}):\n{snippet}"], **d)
        mode = "lesson"
    else:
        mc = F(lang, ["The user pasted {where}:\n{snippet}", "Context from {where} that nobody gave me:\n{snippet}"],
               ["사용자가 {where} 내용을 붙여줌:\n{snippet}", "아무도 안 알려준 {where} 내용:\n{snippet}"], **d)
        ls = F(lang, ["Config files with inline passwords should be templated from the secrets store.", "Always check for a local override file before debugging auth."],
               ["비번이 박힌 설정 파일은 시크릿 저장소에서 템플릿으로 생성해야 함.", "인증 디버깅 전에 로컬 override 파일부터 확인."], **d)
        mode = "missing_context"
    ask = F(lang, ["Can {where} be generated from Vault instead?", "", "Who owns this password?"],
            ["{where_eul} Vault에서 생성하게 바꿀 수 있나요?", "", "이 비번 관리 담당이 누구인가요?"], **d)
    return mk("config file: %s (%s)" % (label, mode), mc, ls, ask, sec)


# ---- P8: SQL and shell statements that set a password ----------------------------------------------
def fam_sql(lang):
    pw = pw_any("'\"\\ ", lang)
    u = pick(["app", "report_ro", "etl", "grafana", "metabase", "debezium", "svc_api"])
    r = rint(0, 10)
    sec = [pw]
    if r == 0:
        t = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, dbname(), u)
        lab = "MySQL CREATE USER IDENTIFIED BY"
    elif r == 1:
        t = "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '%s';\nFLUSH PRIVILEGES;" % pw
        lab = "MySQL ALTER USER"
    elif r == 2:
        t = "CREATE ROLE %s WITH LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, pw, dbname(), u)
        lab = "PostgreSQL CREATE ROLE PASSWORD"
    elif r == 3:
        t = "psql -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (u, pw)
        lab = "psql -c ALTER USER WITH PASSWORD"
    elif r == 4:
        t = "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = OFF;\nCREATE USER %s FOR LOGIN %s;" % (u, pw, u, u)
        lab = "SQL Server CREATE LOGIN"
    elif r == 5:
        t = 'ALTER USER system IDENTIFIED BY "%s";' % pw
        lab = "Oracle ALTER USER IDENTIFIED BY"
    elif r == 6:
        t = "CREATE USER %s IDENTIFIED WITH sha256_password BY '%s';" % (u, pw)
        lab = "ClickHouse CREATE USER"
    elif r == 7:
        t = "CREATE USER %s PASSWORD = '%s' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;" % (u.upper(), pw)
        lab = "Snowflake CREATE USER PASSWORD"
    elif r == 8:
        t = "ACL SETUSER %s on >%s ~cache:* +get +set +del" % (u, pw)
        lab = "Redis ACL SETUSER"
    elif r == 9:
        t = 'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "%s" }] })' % (u, pw, dbname())
        lab = "MongoDB createUser"
    else:
        old = pw_any("'\"\\ ", lang)
        t = "ALTER CURRENT USER SET PASSWORD FROM '%s' TO '%s';" % (old, pw)
        lab = "Neo4j ALTER CURRENT USER (old and new)"
        sec = [old, pw]
    d = dict(snippet=t, user=u, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    mc = F(lang, ["There was no DB user for the new service and nobody told me who creates them.", "I didn't know service accounts are created by hand in each environment.",
                  "Was {task}; the migration needed a dedicated {user} user."],
           ["새 서비스용 DB 계정이 없었고 누가 만드는지도 몰랐음.", "서비스 계정을 환경마다 손으로 만든다는 걸 몰랐음.", "{task} 마이그레이션에 {user} 전용 계정이 필요했음."], **d)
    ls = F(lang, ["Created it with:\n{snippet}", "Ran this on the primary:\n{snippet}\nReplicas picked it up within a minute.", "What I ran:\n{snippet}"],
           ["이렇게 생성함:\n{snippet}", "primary에서 실행:\n{snippet}\n레플리카에는 1분 안에 반영됨.", "실행한 쿼리:\n{snippet}"], **d)
    ask = F(lang, ["Should service DB users be managed in Terraform instead?", "", "Do you want a different password policy for service users?"],
            ["서비스 DB 계정은 Terraform으로 관리하는 게 맞을까요?", "", "서비스 계정 비번 정책이 따로 있나요?"], **d)
    return mk("SQL: %s" % lab, mc, ls, ask, sec)


# ---- P9: logs and stack traces carrying a password -------------------------------------------------
def fam_trace(lang):
    user = pick(DB_USERS)
    host = host_name("db")
    db = dbname()
    r = rint(0, 5)
    if r == 0:
        pw = pw_any("'\\\"", lang)
        t = ("PDOException: SQLSTATE[HY000] [1045] Access denied for user '%s'@'10.0.%d.%d' (using password: YES) in /var/www/html/lib/db.php:14\n"
             "Stack trace:\n#0 /var/www/html/lib/db.php(14): PDO->__construct('mysql:host=%s;...', '%s', '%s')\n#1 /var/www/html/index.php(7): Db::connect()") % (
            user, rint(0, 9), rint(2, 250), host, user, pw)
        lab, sec = "PHP stack trace with constructor arguments", [pw]
    elif r == 1:
        pw = pw_any("&;'\"", lang)
        t = ("%s INFO  com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:mysql://%s:3306/%s?user=%s&password=%s\n"
             "%s ERROR com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Exception during pool initialization.\n"
             "java.sql.SQLException: Access denied for user '%s'@'%s' (using password: YES)") % (
            "12:0%d:1%d.%03d" % (rint(0, 9), rint(0, 9), rint(0, 999)), host, db, user, pw, "12:0%d:2%d.%03d" % (rint(0, 9), rint(0, 9), rint(0, 999)), user, host)
        lab, sec = "Java HikariCP log with jdbcUrl password", [pw]
    elif r == 2:
        pw = pw_any("@:/'\"", lang)
        u = pick(PERSONAL_USERS)
        t = "$ git push origin main\nfatal: unable to access 'https://%s:%s@git.%s.local/platform/%s.git/': Could not resolve host: git.%s.local" % (
            u, pct(pw), pick(COMPANIES), pick(REPOS), pick(COMPANIES))
        lab, sec = "git error echoing remote URL with password", [pct(pw)]
    elif r == 3:
        u = pick(["admin", "jenkins", "deploy"])
        pw = pw_any("", lang)
        blob = b64(("%s:%s" % (u, pw)).encode())
        t = "* Server auth using Basic with user '%s'\n> GET /api/json HTTP/1.1\n> Host: jenkins.%s.internal\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0\n>\n< HTTP/1.1 403 Forbidden" % (
            u, pick(COMPANIES), blob)
        lab, sec = "curl -v output with Basic header", [blob]
    elif r == 4:
        pw = pw_any("'\"\\ ", lang)
        t = ("services:\n  db:\n    environment:\n      POSTGRES_DB: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_USER: %s\n    image: postgres:16.4\n"
             "    networks:\n      default: null") % (db, yaml_q(pw), user)
        lab, sec = "docker compose config output", [pw]
    else:
        pw = pw_any("'\" ", lang)
        t = ("Traceback (most recent call last):\n  File \"/app/etl/load.py\", line %d, in <module>\n    conn = psycopg2.connect(host=\"%s\", dbname=\"%s\", user=\"%s\", password=\"%s\")\n"
             "psycopg2.OperationalError: connection to server at \"%s\", port 5432 failed: FATAL:  password authentication failed for user \"%s\"") % (
            rint(10, 200), host, db, user, pw, host, user)
        lab, sec = "Python traceback showing the source line with password", [pw]
    d = dict(snippet=t, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    if chance(0.6):
        mc = F(lang, ["The user pasted the error they were seeing:\n{snippet}", "This was the only output I had while {task}:\n{snippet}"],
               ["사용자가 보던 에러를 그대로 붙여줌:\n{snippet}", "{task} 가진 단서는 이 출력뿐이었음:\n{snippet}"], **d)
        ls = F(lang, ["The failure was a stale credential, not networking. Error output like this leaks the password, so scrub it before sharing.",
                      "Fixed by updating the credential in the secrets store and restarting the service."],
               ["원인은 네트워크가 아니라 오래된 크리덴셜이었음. 이런 에러 출력엔 비번이 그대로 나오니 공유 전에 지워야 함.",
                "시크릿 저장소의 값을 갱신하고 서비스 재시작해서 해결."], **d)
    else:
        mc = F(lang, ["I didn't know the service prints its full connection settings on failure."], ["서비스가 실패하면 연결 설정을 통째로 출력한다는 걸 몰랐음."], **d)
        ls = F(lang, ["Root cause was obvious once I saw the output:\n{snippet}"], ["출력 보고 바로 원인 파악:\n{snippet}"], **d)
    ask = F(lang, ["Can we turn off logging of connection parameters?", "", "Should the password be rotated since it's in the logs?"],
            ["연결 파라미터 로그 끌 수 있을까요?", "", "로그에 남았으니 비번 바꿔야 할까요?"], **d)
    return mk("log/trace: %s" % lab, mc, ls, ask, sec)


# ---- P10: diffs --------------------------------------------------------------------------------------
def fam_diff_pw(lang):
    f = pick(["config/database.yml", "deploy/values-prod.yaml", ".env.staging", "ansible/group_vars/all.yml", "src/main/resources/application.yml"])
    old = pw_any("'\"\\ #:", lang)
    new = pw_any("'\"\\ #:", lang)
    key = pick(["password", "db_password", "redis_password", "admin_password", "postgresPassword"])
    if f.endswith(".env.staging") or f.endswith(".env"):
        body = "-%s=%s\n+%s=%s" % (key.upper(), old, key.upper(), new)
    else:
        body = "-  %s: %s\n+  %s: %s" % (key, yaml_q(old), key, yaml_q(new))
    sec = [old, new]
    if chance(0.35):
        body = body.split("\n")[0] + "\n+  %s: ${%s}" % (key, key.upper()) if not f.endswith("staging") else body.split("\n")[0] + "\n+%s=" % key.upper()
        sec = [old]
    t = "--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n %s\n%s" % (f, f, rint(3, 60), rint(3, 60), pick(["  host: db.internal", "  port: 5432", "  username: app", "DB_HOST=db"]), body)
    d = dict(snippet=t, f=f)
    mc = F(lang, ["I was asked to review a config change and wasn't told it touched credentials.", "Nobody mentioned the password was rotated in {f}."],
           ["설정 변경 리뷰를 부탁받았는데 크리덴셜이 포함된 줄은 몰랐음.", "{f}에서 비번이 바뀌었다는 걸 아무도 말 안 해줌."], **d)
    ls = F(lang, ["The diff I reviewed:\n{snippet}\nEven the removed line is in git history now.", "Relevant hunk:\n{snippet}"],
           ["리뷰한 diff:\n{snippet}\n삭제된 줄도 이제 git 히스토리에 남음.", "해당 hunk:\n{snippet}"], **d)
    ask = F(lang, ["Should we scrub the history for {f}?", "Was the old password revoked?", ""], ["{f} 히스토리 정리해야 할까요?", "예전 비번은 폐기됐나요?", ""], **d)
    return mk("diff: password change in %s" % f, mc, ls, ask, sec)


# ---- P11: tables -----------------------------------------------------------------------------------
def fam_table_pw(lang):
    rows = []
    sec = []
    for env in sample(["dev", "staging", "prod", "qa", "dr"], rint(2, 3)):
        pw = pw_any("|'\"\\ ", lang)
        sec.append(pw)
        rows.append("| %s | %s | %s | %s |" % (env, host_name("db"), pick(DB_USERS), pw))
    head = "| env | host | user | password |" if lang == "en" else "| 환경 | 호스트 | 계정 | 비밀번호 |"
    t = head + "\n|---|---|---|---|\n" + "\n".join(rows)
    d = dict(snippet=t)
    mc = F(lang, ["I didn't know the DB credentials for every environment are kept in one wiki table.", "The user pasted the team's credentials table:\n{snippet}"],
           ["환경별 DB 계정이 위키 표 하나에 다 있다는 걸 몰랐음.", "사용자가 팀 계정 표를 그대로 붙여줌:\n{snippet}"], **d)
    if "{snippet}" in L(lang, ["x"], ["x"]) or "\n|" in mc:
        ls = F(lang, ["That table should not exist; credentials belong in the vault."], ["이 표는 없어져야 함. 계정 정보는 vault에."], **d)
        where = "missing_context"
    else:
        ls = F(lang, ["From the wiki:\n{snippet}", "Credentials per environment:\n{snippet}"], ["위키에 있던 표:\n{snippet}", "환경별 계정:\n{snippet}"], **d)
        where = "lesson"
    ask = F(lang, ["Can we replace this table with vault paths?", ""], ["이 표를 vault 경로로 바꿀 수 있을까요?", ""], **d)
    return mk("markdown table of DB passwords (%s)" % where, mc, ls, ask, sec)


# ---- P12: initial / generated admin passwords -------------------------------------------------------
def fam_initial_admin(lang):
    r = rint(0, 5)
    if r == 0:
        pw = hexs(32)
        t = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % pw
        lab, what = "Jenkins initialAdminPassword", ("Jenkins", "Jenkins")
    elif r == 1:
        pw = rs(ALNUM + "_*=+-", 20)
        t = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % pw
        lab, what = "Elasticsearch reset-password output", ("Elasticsearch", "Elasticsearch")
    elif r == 2:
        pw = rs(ALNUM + "-", 16)
        t = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n%s" % pw
        lab, what = "Argo CD initial admin secret", ("Argo CD", "Argo CD")
    elif r == 3:
        pw = b64(rb(32))
        t = "# WARNING: This password is only valid if root password was not changed\nPassword: %s\n\n# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours." % pw
        lab, what = "GitLab initial_root_password file", ("GitLab", "GitLab")
    elif r == 4:
        pw = rs(ALNUM, 16)
        t = "standalone | Airflow is ready\nstandalone | Login with username: admin  password: %s\nstandalone | Airflow Standalone is for development purposes only." % pw
        lab, what = "airflow standalone output", ("Airflow", "Airflow")
    else:
        pw = rs(ALNUM_L, 20)
        t = '$ kubectl get secret --namespace cattle-system bootstrap-secret -o go-template=\'{{.data.bootstrapPassword|base64decode}}{{ "\\n" }}\'\n%s' % pw
        lab, what = "Rancher bootstrap password", ("Rancher", "Rancher")
    w = what[0] if lang == "en" else what[1]
    d = dict(snippet=t, what=w, what_i=josa(w, "이/가"), pw=pw)
    mc = F(lang, ["I set up a fresh {what} and didn't know where the first admin password comes from.", "Nobody told me {what} generates its own admin password on install."],
           ["{what} 새로 설치했는데 초기 관리자 비번이 어디서 나오는지 몰랐음.", "{what_i} 설치할 때 관리자 비번을 자동 생성한다는 걸 몰랐음."], **d)
    ls = F(lang, ["It's printed here:\n{snippet}\nChange it after the first login.", "Got it with:\n{snippet}"],
           ["여기서 확인 가능:\n{snippet}\n첫 로그인 후 바로 바꿀 것.", "이걸로 확인함:\n{snippet}"], **d)
    ask = F(lang, ["Has {pw} been changed since, or is it still the install default?", "Who should own the {what} admin account?", ""],
            ["{pw} 설치 이후에 바뀌었나요?", "{what} admin 계정은 누가 관리해야 하나요?", ""], **d)
    return mk("generated admin password: %s" % lab, mc, ls, ask, [pw])


# ---- P13: Wi-Fi ----------------------------------------------------------------------------------------
def wifi_ssid():
    return pick(["Office-5G", "%s-Guest" % pick(COMPANIES).capitalize(), "iptime_5G", "KT_GiGA_5G_%s" % rs(ALNUM_U, 4), "U+Net%s" % rs(HEXU, 4),
                 "SK_WiFiGIGA%s" % rs(HEXU, 4), "Lab-IoT", "%s_DEV" % pick(COMPANIES).upper(), "meeting-room-3", "%s-staff" % pick(COMPANIES)])


def fam_wifi(lang):
    ssid = wifi_ssid()
    pw = pw_any(";,:\\\"'", lang)
    r = rint(0, 6)
    sec = [pw]
    if r == 0:
        t = 'nmcli dev wifi connect "%s" password %s' % (ssid, sh_q(pw))
        lab = "nmcli wifi connect password"
    elif r == 1:
        t = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        lab = "wpa_supplicant.conf psk"
    elif r == 2:
        hexpsk = hashlib.pbkdf2_hmac("sha1", pw.encode(), ssid.encode(), 4096, 32).hex()
        t = '$ wpa_passphrase "%s" %s\nnetwork={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, sh_q(pw), ssid, pw, hexpsk)
        lab = "wpa_passphrase output (passphrase + derived PSK)"
        sec = [pw, hexpsk]
    elif r == 3:
        t = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        lab = "hostapd.conf wpa_passphrase"
    elif r == 4:
        t = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        lab = "Wi-Fi QR payload"
    elif r == 5:
        t = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, pw)
        lab = "ESP32 sketch with Wi-Fi password"
    else:
        t = F(lang, ["Wi-Fi: {ssid} / {pw}", "guest wifi is {ssid}, password {pw}"], ["와이파이: {ssid} / {pw}", "{ssid} 비번 {pw}"], ssid=ssid, pw=pw)
        lab = "Wi-Fi name and password in prose"
    d = dict(snippet=t, ssid=ssid)
    mc = F(lang, ["The test devices in the lab couldn't get online and nobody told me the Wi-Fi details.", "I didn't know the IoT boards join a separate SSID ({ssid})."],
           ["랩 테스트 기기들이 인터넷이 안 됐는데 와이파이 정보를 아무도 안 알려줌.", "IoT 보드는 별도 SSID({ssid})에 붙는다는 걸 몰랐음."], **d)
    ls = F(lang, ["Connected with:\n{snippet}", "What worked:\n{snippet}\nThe 2.4 GHz band is required for the ESP boards."],
           ["이걸로 연결됨:\n{snippet}", "동작한 설정:\n{snippet}\nESP 보드는 2.4GHz 대역만 됨."], **d)
    ask = F(lang, ["Is there a separate network for CI devices?", ""], ["CI 기기용 네트워크가 따로 있나요?", ""], **d)
    return mk("wifi: %s" % lab, mc, ls, ask, sec)


# ---- P14: PINs, door and alarm codes, BitLocker / PUK -----------------------------------------------------
def fam_pin(lang):
    r = rint(0, 5)
    if r == 0:
        code = rs(DG, rint(4, 5)) + pick(["*", "#"]) + rs(DG, rint(3, 4))
        en, ko = "The server room door code is %s." % code, "서버실 도어락 비번 %s 임." % code
        lab = "server room door code"
    elif r == 1:
        code = rs(DG, 8)
        en, ko = "SIM PUK for the test phone: %s" % code, "테스트폰 유심 PUK: %s" % code
        lab = "SIM PUK"
    elif r == 2:
        code = "-".join(rs(DG, 6) for _ in range(8))
        en, ko = "BitLocker recovery key for the build laptop: %s" % code, "빌드용 노트북 BitLocker 복구 키: %s" % code
        lab = "BitLocker recovery key"
    elif r == 3:
        code = rs(DG, rint(8, 10))
        en, ko = "Alarm panel disarm code: %s (office after 10pm)." % code, "사무실 보안 해제 코드 %s (밤 10시 이후)." % code
        lab = "alarm disarm code"
    elif r == 4:
        code = "%s-%s-%s-%s" % (rs(DG, 2), rs(DG, 2), rs(DG, 2), rs(DG, 2))
        en, ko = "The safe with the hardware tokens opens with %s." % code, "하드웨어 토큰 들어있는 금고 번호 %s." % code
        lab = "safe combination"
    else:
        code = rs(DG, 8)
        en, ko = "Kiosk iPad unlock PIN is %s (Guided Access uses the same)." % code, "키오스크 아이패드 잠금 PIN %s (사용법 제한도 같은 번호)." % code
        lab = "device unlock PIN (8 digits)"
    line = en if lang == "en" else ko
    if chance(0.5):
        mc = F(lang, ["I had to reboot hardware on site and didn't know how to get in.", "Nobody told me the on-site steps need a code."],
               ["현장에서 장비 재부팅해야 했는데 출입 방법을 몰랐음.", "현장 작업에 코드가 필요하다는 걸 아무도 안 알려줌."])
        ls = line + " " + F(lang, ["Ask facilities if it changes.", ""], ["바뀌면 총무팀에 문의.", ""])
    else:
        mc = line
        ls = F(lang, ["Physical access codes shouldn't be in notes; ask facilities instead.", "Check with facilities before going on site."],
               ["물리 출입 코드는 노트에 적지 말고 총무팀에 물어볼 것.", "현장 가기 전에 총무팀 확인."])
    ask = F(lang, ["Has the code changed since?", ""], ["코드 그 뒤로 바뀌었나요?", ""])
    return mk("physical/device code: %s" % lab, mc, ls, ask, [code])


# ---- P15: TOTP seeds and otpauth URIs -----------------------------------------------------------------
def fam_totp(lang):
    issuer = pick(["GitHub", "AWS", "Okta", "Cloudflare", "npm", "GitLab", "Atlassian", "Slack", "DigitalOcean", "Google", "Naver", "Vercel"])
    acct = pick(["ops@{c}.com", "shared-qa@{c}.com", "root", "deploy-bot", "admin@{c}.io"]).format(c=pick(COMPANIES))
    r = rint(0, 5)
    sec = totp_secret(40 if issuer == "AWS" and chance(0.5) else None)
    if r == 0:
        t = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (urllib.parse.quote(issuer), pct(acct), sec, issuer)
        lab = "otpauth URI"
        s = [sec]
    elif r == 1:
        low = sec.lower()
        spaced = " ".join(low[i:i + 4] for i in range(0, len(low), 4))
        t = spaced
        lab = "Google-style spaced TOTP seed"
        s = [spaced]
    elif r == 2:
        t = "oathtool --totp -b %s" % sec
        lab = "oathtool --totp -b"
        s = [sec]
    elif r == 3:
        t = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % sec
        lab = "pyotp.TOTP seed in code"
        s = [sec]
    elif r == 4:
        t = "%s_MFA_SECRET=%s" % (issuer.upper(), sec)
        lab = "TOTP seed in dotenv for an e2e login test"
        s = [sec]
    else:
        t = sec
        lab = "bare TOTP secret"
        s = [sec]
    d = dict(issuer=issuer, acct=acct, snippet=t)
    mc = F(lang, ["The e2e login test for {issuer} needs 2FA and nobody told me how the shared account handles it.",
                  "I couldn't log in to the shared {issuer} account ({acct}); it has 2FA and the phone is in a drawer.",
                  "Missing: the 2FA setup for the shared {issuer} login."],
           ["{issuer} e2e 로그인 테스트에 2FA가 걸려 있는데 공용 계정 처리 방법을 몰랐음.", "공용 {issuer} 계정({acct})에 2단계 인증이 있어서 로그인 못 함.",
            "공용 {issuer} 로그인 2FA 설정 정보가 없었음."], **d)
    ls = F(lang, ["The TOTP seed for {acct}:\n{snippet}", "Codes can be generated from this:\n{snippet}\nThat's effectively the second factor for the whole team.",
                  "2FA secret for the shared {issuer} account: {snippet}"],
           ["{acct} TOTP 시크릿:\n{snippet}", "이걸로 OTP 생성 가능:\n{snippet}\n사실상 팀 전체의 2차 인증 수단.", "공용 {issuer} 계정 2FA 시크릿: {snippet}"], **d)
    ask = F(lang, ["Should the seed live in the vault's TOTP field instead?", "", "Can we switch the shared account to hardware keys?"],
            ["시크릿을 vault TOTP 필드로 옮길까요?", "", "공용 계정을 하드웨어 키로 바꿀 수 있을까요?"], **d)
    return mk("TOTP: %s (%s)" % (lab, issuer), mc, ls, ask, s)


# ---- P16: recovery / backup codes -------------------------------------------------------------------
def fam_recovery(lang):
    r = rint(0, 8)
    if r == 0:
        codes, svc = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 8))], "GitHub"
    elif r == 1:
        codes, svc = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(rint(4, 6))], "Google"
    elif r == 2:
        codes, svc = [hexs(16) for _ in range(rint(3, 6))], "GitLab"
    elif r == 3:
        codes, svc = ["%s-%s" % (rs(ALNUM_L, 4), rs(ALNUM_L, 4)) for _ in range(rint(4, 8))], "Discord"
    elif r == 4:
        codes, svc = ["-".join(rs(ALNUM_U, 5) for _ in range(5))], "Microsoft account"
    elif r == 5:
        codes, svc = ["-".join(rs(ALNUM_U, 4) for _ in range(7))], "Apple ID"
    elif r == 6:
        codes, svc = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5))], "1Password (Secret Key)"
    elif r == 7:
        codes, svc = [rs(DG, 8) for _ in range(rint(4, 6))], "Slack"
    else:
        codes, svc = [rs(ALNUM_L, 12) for _ in range(rint(3, 5))], "X (Twitter)"
    sep = pick(["\n", "\n", ", ", "  "])
    block = sep.join(codes)
    d = dict(svc=svc, snippet=block)
    mc = F(lang, ["The shared {svc} account was locked out and nobody told me where the recovery codes are.",
                  "I didn't know we had recovery codes for the {svc} org owner account."],
           ["공용 {svc} 계정이 잠겼는데 복구 코드가 어디 있는지 아무도 몰랐음.", "{svc} 조직 오너 계정에 복구 코드가 있다는 걸 몰랐음."], **d)
    ls = F(lang, ["Recovery codes ({svc}):\n{snippet}\nEach works once; cross them off after use.", "The codes the user pasted:\n{snippet}",
                  "Got back in with one of these:\n{snippet}"],
           ["{svc} 복구 코드:\n{snippet}\n한 번씩만 쓸 수 있으니 쓰면 지울 것.", "사용자가 붙여준 코드:\n{snippet}", "이 중 하나로 복구함:\n{snippet}"], **d)
    ask = F(lang, ["Should I regenerate the codes now that they've been pasted?", "", "Who holds the printed copy?"],
            ["붙여넣었으니 코드 재발급해야 할까요?", "", "출력본은 누가 갖고 있나요?"], **d)
    return mk("recovery codes: %s" % svc, mc, ls, ask, codes)


# ---- P17: wallet seed phrases --------------------------------------------------------------------------
def fam_seed(lang):
    ph = bip39_mnemonic(pick([12, 12, 24]))
    r = rint(0, 4)
    if r == 0:
        t, lab = 'MNEMONIC="%s"' % ph, "dotenv MNEMONIC"
    elif r == 1:
        t, lab = 'networks: {\n  sepolia: {\n    url: process.env.SEPOLIA_RPC_URL,\n    accounts: { mnemonic: "%s" },\n  },\n},' % ph, "hardhat.config accounts.mnemonic"
    elif r == 2:
        t, lab = 'cast wallet import deployer --mnemonic "%s"' % ph, "foundry cast wallet import --mnemonic"
    elif r == 3:
        t, lab = 'const provider = new HDWalletProvider("%s", "http://127.0.0.1:8545");' % ph, "truffle HDWalletProvider"
    else:
        t, lab = ph, "bare seed phrase in prose"
    d = dict(snippet=t)
    mc = F(lang, ["The deploy scripts need a funded testnet wallet and nobody told me which one.", "I didn't know the team deployer wallet is restored from a shared seed."],
           ["배포 스크립트에 테스트넷 지갑이 필요한데 어떤 지갑인지 아무도 안 알려줌.", "팀 배포용 지갑을 공용 니모닉으로 복구해서 쓴다는 걸 몰랐음."], **d)
    ls = F(lang, ["The deployer wallet comes from:\n{snippet}", "Working config:\n{snippet}\nSame seed is used on mainnet, so treat it as live funds."],
           ["배포 지갑은 이걸로 복구:\n{snippet}", "동작하는 설정:\n{snippet}\n메인넷에도 같은 시드를 써서 실제 자금이 걸려 있음."], **d)
    ask = F(lang, ["Can we move the deployer to a hardware wallet or KMS?", ""], ["배포 지갑을 하드웨어 지갑이나 KMS로 옮길 수 있을까요?", ""], **d)
    return mk("seed phrase: %s" % lab, mc, ls, ask, [ph])


# ---- P18: app passwords --------------------------------------------------------------------------------
def fam_app_password(lang):
    r = rint(0, 6)
    mail_mc = (["Alert emails stopped and I didn't know the sender uses an app password, not the account password.",
                "Nobody told me the mail account has 2FA, so a normal password won't work for SMTP."],
               ["알림 메일이 안 나갔는데 발송 계정이 일반 비번이 아니라 앱 비밀번호를 쓴다는 걸 몰랐음.",
                "메일 계정에 2단계 인증이 걸려서 SMTP에 일반 비번이 안 먹는다는 걸 아무도 안 알려줌."])
    if r <= 1:
        raw = rs(LO, 16)
        ap = " ".join(raw[i:i + 4] for i in range(0, 16, 4)) if chance(0.6) else raw
        t = pick(["EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply@%s.com'\nEMAIL_HOST_PASSWORD = '%s'" % (pick(COMPANIES), ap),
                  "const transporter = nodemailer.createTransport({\n  service: 'gmail',\n  auth: { user: 'alerts@%s.com', pass: '%s' },\n});" % (pick(COMPANIES), ap),
                  "SMTP_USER=noreply@%s.com\nSMTP_PASS=\"%s\"" % (pick(COMPANIES), ap)])
        svc, mcs = "Gmail app password", mail_mc
    elif r == 2:
        ap = "-".join(rs(LO, 4) for _ in range(4))
        t = pick(['xcrun notarytool store-credentials "AC_PASSWORD" --apple-id release@%s.com --team-id %s --password %s' % (pick(COMPANIES), rs(ALNUM_U, 10), ap),
                  "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % ap])
        svc = "Apple app-specific password"
        mcs = (["Notarization failed in CI and I didn't know it needs an app-specific password for the release Apple ID.",
                "Nobody told me the iOS upload step authenticates with an app-specific password, not the API key."],
               ["CI에서 공증(notarization)이 실패했는데 릴리즈용 Apple ID에 앱 암호가 필요하다는 걸 몰랐음.",
                "iOS 업로드 단계가 API 키가 아니라 앱 암호로 인증한다는 걸 아무도 안 알려줌."])
    elif r == 3:
        ap = rs(LO, 16)
        t = "smtp_server: smtp.office365.com\nsmtp_user: reports@%s.onmicrosoft.com\nsmtp_password: %s" % (pick(COMPANIES), ap)
        svc, mcs = "Microsoft 365 app password", mail_mc
    elif r == 4:
        ap = rs(ALNUM_U, 12)
        t = "MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s@naver.com\nMAIL_PASSWORD=%s" % (pick(["hanbitdev", "moa_cs", "tripnote.help"]), ap)
        svc, mcs = "Naver application password (SMTP)", mail_mc
    elif r == 5:
        ap = " ".join(rs(ALNUM, 4) for _ in range(6))
        t = 'curl --user "admin:%s" https://%s.com/wp-json/wp/v2/posts?status=draft' % (ap, pick(COMPANIES))
        svc = "WordPress application password"
        mcs = (["The content sync job got 401 from the WordPress REST API and I didn't know it uses an application password.",
                "Nobody told me the blog's REST API needs an application password, not the admin login."],
               ["콘텐츠 동기화 잡이 워드프레스 REST API에서 401을 받았는데 애플리케이션 비밀번호를 쓴다는 걸 몰랐음.",
                "블로그 REST API는 관리자 로그인 비번이 아니라 애플리케이션 비밀번호가 필요하다는 걸 아무도 안 알려줌."])
    else:
        ap = rs(LO, 16)
        t = "set smtp_url = \"smtps://alerts@%s.com@smtp.mail.yahoo.com:465\"\nset smtp_pass = \"%s\"" % (pick(COMPANIES), ap)
        svc, mcs = "Yahoo app password (muttrc)", mail_mc
    d = dict(snippet=t, svc=svc)
    mc = F(lang, mcs[0], mcs[1], **d)
    ls = F(lang, ["Working config with the {svc}:\n{snippet}", "Fixed by using the {svc}:\n{snippet}"],
           ["{svc}로 동작하는 설정:\n{snippet}", "{svc}로 바꿔서 해결:\n{snippet}"], **d)
    ask = F(lang, ["Should this move to a service account with its own credentials?", ""], ["이거 전용 서비스 계정으로 옮길까요?", ""], **d)
    return mk("app password: %s" % svc, mc, ls, ask, [ap])


# ---- P19: private keys and crypto keys ----------------------------------------------------------------
def fam_private_key(lang):
    r = rint(0, 12)
    extra_pub = ""
    if r <= 1:
        comment = pick(["deploy@%s" % pick(COMPANIES), "%s@macbook" % pick(PERSONAL_USERS), "github-actions", "ci@build-01"])
        text, lines, pub = key_openssh_ed25519(comment)
        if chance(0.4):
            text = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "deploy_key", "github_ci"]), text)
        lab, what = "OpenSSH ed25519 private key", ("the deploy key", "배포 키")
        sec = lines
        if chance(0.3):
            extra_pub = pub
    elif r == 2:
        text, lines, _ = key_ec_p256("sec1")
        lab, what, sec = "EC PRIVATE KEY (P-256)", ("the service's signing key", "서비스 서명 키"), lines
    elif r == 3:
        kid = rs(ALNUM_U, 10)
        text, lines, _ = key_ec_p256("p8")
        text = "AuthKey_%s.p8 (Issuer ID %s):\n%s" % (kid, uuid4(), text)
        lab, what, sec = "App Store Connect .p8 key", ("the App Store Connect API key", "App Store Connect API 키"), lines
    elif r == 4:
        text, lines, _ = key_ec_p256("pkcs8")
        lab, what, sec = "PKCS#8 EC private key", ("the JWT signing key", "JWT 서명 키"), lines
    elif r == 5:
        text, lines, _ = key_ed25519_pkcs8()
        lab, what, sec = "PKCS#8 Ed25519 private key", ("the webhook signing key", "웹훅 서명 키"), lines
    elif r == 6:
        label, lines = key_rsa_truncated(rint(3, 5), pkcs8=chance(0.4))
        text = "-----BEGIN %s-----\n%s\n...(truncated)" % (label, "\n".join(lines))
        lab, what, sec = "RSA private key (first lines, truncated)", ("the TLS key for the staging ingress", "스테이징 인그레스 TLS 키"), lines
    elif r == 7:
        lines = gcp_sa_private_key_lines(rint(2, 3))
        proj = pick(COMPANIES) + "-" + pick(["prod", "data", "ml"])
        text = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            proj, "\\n".join(lines), pick(["etl-runner", "bq-reader", "deployer"]), proj)
        lab, what, sec = "GCP service account JSON (private_key)", ("the GCP service account", "GCP 서비스 계정"), lines
    elif r == 8:
        seed = rb(32)
        pub = ed25519_pub(seed)
        pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
        priv_line = b64(ssh_str(seed))
        pl = pem_lines(b64(pubblob))
        text = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-2025%02d%02d\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            rint(1, 12), rint(1, 28), len(pl), "\n".join(pl), priv_line, hexs(64))
        lab, what, sec = "PuTTY .ppk (unencrypted)", ("the jump host key", "점프 호스트 키"), [priv_line]
    elif r == 9:
        priv, pub = wg_keypair()
        peer = wg_keypair()[1]
        text = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, rint(2, 200), peer, pick(COMPANIES))
        lab, what, sec = "WireGuard PrivateKey", ("the WireGuard VPN config", "WireGuard VPN 설정"), [priv]
    elif r == 10:
        sk, pk = age_identity()
        text = "# created: 2025-%02d-%02dT%02d:%02d:%02d+09:00\n# public key: %s\n%s" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), pk, sk)
        lab, what, sec = "age identity file", ("the sops age key", "sops age 키"), [sk]
    elif r == 11:
        k = pick(["eth", "eth", "btc", "sol", "nostr"])
        if k == "eth":
            v = eth_privkey()
            text = pick(["PRIVATE_KEY=%s\nSEPOLIA_RPC_URL=https://rpc.sepolia.org" % v, 'accounts: ["%s"],' % v])
            lab = "Ethereum private key"
        elif k == "btc":
            v = btc_wif()
            text = 'bitcoin-cli -rpcwallet=ops importprivkey "%s" "hot-wallet" false' % v
            lab = "Bitcoin WIF private key"
        elif k == "sol":
            v = solana_keypair_json() if chance(0.5) else solana_keypair_b58()
            text = "~/.config/solana/id.json:\n%s" % v if v.startswith("[") else "SOLANA_PRIVATE_KEY=%s" % v
            lab = "Solana keypair"
        else:
            v = nostr_nsec()
            text = "NOSTR_NSEC=%s" % v
            lab = "Nostr nsec"
        what, sec = ("the bot wallet", "봇 지갑"), [v]
    else:
        uid = "%s (deploy) <%s@%s.com>" % (pick(["Release Bot", "CI Signing"]), pick(["release", "ci"]), pick(COMPANIES))
        lines = key_pgp_truncated(uid, rint(3, 4))
        text = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n..." % "\n".join(lines)
        lab, what, sec = "PGP private key block (truncated)", ("the package signing key", "패키지 서명 키"), lines
    w = what[0] if lang == "en" else what[1]
    d = dict(snippet=text, what=w, what_i=josa(w, "이/가"), what_eun=josa(w, "은/는"), pub=extra_pub, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    if chance(0.55):
        mc = F(lang, ["I couldn't find {what} anywhere; the user pasted it from their laptop:\n{snippet}",
                      "The only copy of {what} I was given:\n{snippet}"],
               ["{what_i} 어디에도 없어서 사용자가 자기 노트북에서 복사해 붙여줌:\n{snippet}", "받은 {what_eun} 이것뿐:\n{snippet}"], **d)
        ls = F(lang, ["Private keys should be loaded from the secrets manager, never pasted. This one needs rotating now.",
                      "Next time ask for the secret reference, not the key material."],
               ["개인 키는 시크릿 매니저에서 읽어야지 붙여넣으면 안 됨. 이 키는 교체해야 함.", "다음엔 키 원문 말고 시크릿 참조를 요청할 것."], **d)
        mode = "missing_context"
    else:
        mc = F(lang, ["Nobody told me where {what} is kept; I was {task} and the job failed on auth.", "I didn't know {what} is checked into the ops repo."],
               ["{what} 보관 위치를 아무도 안 알려줌. {task} 인증에서 잡이 실패함.", "{what_i} ops 레포에 커밋돼 있다는 걸 몰랐음."], **d)
        ls = F(lang, ["The key that works:\n{snippet}", "{what} (from the ops repo):\n{snippet}"],
               ["동작하는 키:\n{snippet}", "ops 레포에 있던 {what}:\n{snippet}"], **d)
        mode = "lesson"
    if extra_pub:
        ls += F(lang, ["\nMatching public key: {pub}"], ["\n대응하는 공개키: {pub}"], **d)
    ask = F(lang, ["Should this key be rotated?", "Where should {what} live instead?", ""], ["이 키 교체해야 하나요?", "{what_eun} 어디에 보관하는 게 맞나요?", ""], **d)
    return mk("private key: %s (%s)" % (lab, mode), mc, ls, ask, sec)


# ---- P20: framework / app secrets --------------------------------------------------------------------
DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"


def fam_app_secret(lang):
    r = rint(0, 11)
    if r == 0:
        v = pick(["django-insecure-", ""]) + rs(DJANGO_CHARS, 50)
        t, lab, sec = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY", [v]
    elif r == 1:
        v = hexs(128)
        t, lab, sec = "$ bin/rails credentials:show\nsecret_key_base: %s\naws:\n  bucket: %s-uploads" % (v, pick(COMPANIES)), "Rails secret_key_base", [v]
    elif r == 2:
        v = hexs(32)
        t, lab, sec = "$ cat config/master.key\n%s" % v, "Rails master.key", [v]
    elif r == 3:
        v = "base64:" + b64(rb(32))
        t, lab, sec = "APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % (pick(COMPANIES).capitalize(), v), "Laravel APP_KEY", [v[7:]]
    elif r == 4:
        v = hexs(32)
        t, lab, sec = "APP_ENV=prod\nAPP_SECRET=%s" % v, "Symfony APP_SECRET", [v]
    elif r == 5:
        v = b64(rb(32))
        t, lab, sec = pick(["NEXTAUTH_SECRET=%s" % v, "AUTH_SECRET=\"%s\" # Added by `npx auth`" % v]), "NextAuth/Auth.js secret", [v]
    elif r == 6:
        v = pick([rs(ALNUM, 64), b64(rb(48)), hexs(64)])
        t, lab, sec = pick(["JWT_SECRET=%s" % v, "jwt:\n  secret: %s\n  expiration: 3600" % v, 'const token = jwt.sign(payload, "%s", { expiresIn: "1h" });' % v]), "JWT signing secret", [v]
    elif r == 7:
        v = b64u(rb(32), pad=True)
        t, lab, sec = "FERNET_KEY=%s" % v, "Fernet key", [v]
    elif r == 8:
        keys = [rs("".join(c for c in string.printable[:94] if c not in "'\\\""), 64) for _ in range(rint(2, 3))]
        names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
        t = "\n".join("define( '%s', '%s' );" % (n, k) for n, k in zip(names, keys))
        lab, sec = "WordPress salts", keys
    elif r == 9:
        ks = [b64(rb(16)) for _ in range(4)]
        t = "APP_KEYS=%s\nAPI_TOKEN_SALT=%s\nADMIN_JWT_SECRET=%s" % (",".join(ks), b64(rb(16)), b64(rb(16)))
        sec = ks + [t.split("API_TOKEN_SALT=")[1].split("\n")[0], t.split("ADMIN_JWT_SECRET=")[1]]
        lab = "Strapi APP_KEYS and salts"
    elif r == 10:
        v = hexs(64)
        t, lab, sec = pick(["ENCRYPTION_KEY=%s" % v, "FIELD_ENCRYPTION_KEY = bytes.fromhex(\"%s\")" % v]), "AES-256 data encryption key", [v]
    else:
        v = hexs(40)
        t, lab, sec = pick(["GITHUB_WEBHOOK_SECRET=%s" % v, "WEBHOOK_SIGNING_SECRET=%s" % v]), "webhook signing secret", [v]
    d = dict(snippet=t, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    if "webhook" in lab:
        first = (["Webhook signature checks started failing and nobody told me where the signing secret lives."], ["웹훅 서명 검증이 실패하기 시작했는데 서명 시크릿 위치를 아무도 안 알려줌."])
    elif "encryption" in lab or "Fernet" in lab:
        first = (["Old records failed to decrypt and I didn't know which key encrypts them."], ["예전 레코드 복호화가 실패했는데 어떤 키로 암호화했는지 몰랐음."])
    else:
        first = (["Sessions kept getting invalidated after deploys and nobody told me the secret differs per pod."], ["배포할 때마다 세션이 풀렸는데 파드마다 시크릿이 다르다는 걸 아무도 안 알려줌."])
    if chance(0.65):
        mc = F(lang, first[0] + ["I didn't know the app secret isn't in the secrets manager yet.", "Was {task}; the app refused to boot without its secret."],
               first[1] + ["앱 시크릿이 아직 secrets manager에 없다는 걸 몰랐음.", "{task} 앱이 시크릿 없이는 안 뜸."], **d)
        ls = F(lang, ["The value prod uses:\n{snippet}", "Fixed by pinning it:\n{snippet}\nAll replicas must share it."],
               ["운영에서 쓰는 값:\n{snippet}", "고정해서 해결:\n{snippet}\n모든 레플리카가 같은 값을 써야 함."], **d)
        mode = "lesson"
    else:
        mc = F(lang, ["The user pasted the relevant config:\n{snippet}"], ["사용자가 관련 설정을 붙여줌:\n{snippet}"], **d)
        ls = F(lang, ["App secrets must be identical across replicas and must never be committed."], ["앱 시크릿은 레플리카 간에 같아야 하고 절대 커밋하면 안 됨."], **d)
        mode = "missing_context"
    ask = F(lang, ["Can this be generated per environment and stored in the vault?", ""], ["환경별로 생성해서 vault에 넣어도 될까요?", ""], **d)
    return mk("app secret: %s (%s)" % (lab, mode), mc, ls, ask, sec)


# ---- P21: cookies, bearer JWTs, Basic auth headers ------------------------------------------------------
def access_jwt():
    t = ts_2024_2025()
    iss = pick(["https://auth.%s.com/realms/main" % pick(COMPANIES), "https://%s.us.auth0.com/" % pick(COMPANIES),
                "https://cognito-idp.%s.amazonaws.com/%s_%s" % (pick(REGIONS), pick(REGIONS), rs(ALNUM, 9))])
    return jwt({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 22)},
               {"iss": iss, "sub": uuid4(), "aud": pick(["account", "api", "web-app"]), "exp": t + 3600, "iat": t,
                "scope": "openid profile email", "email": "%s@%s.com" % (pick(PERSONAL_USERS).replace("-", "."), pick(COMPANIES))}, 256)


def fam_cookie_jwt(lang):
    host = "%s.%s.com" % (pick(["app", "admin", "console", "staging"]), pick(COMPANIES))
    r = rint(0, 6)
    if r == 0:
        sid = rs(ALNUM_L, 32)
        csrf = rs(ALNUM, 32)
        t = "curl 'https://%s/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: csrftoken=%s; sessionid=%s' \\\n  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'" % (host, csrf, sid)
        lab, sec = "Chrome 'Copy as cURL' with Django sessionid", [sid]
    elif r == 1:
        j = access_jwt()
        t = "curl 'https://%s/api/v2/me' -H 'authorization: Bearer %s' -H 'accept: */*'" % (host, j)
        lab, sec = "copied request with Bearer access token (JWT)", [j]
    elif r == 2:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
        t = "Cookie: connect.sid=%s; theme=dark" % v
        lab, sec = "Express connect.sid cookie", [v]
    elif r == 3:
        v = b64(rb(rint(90, 140))) + "--" + b64(rb(12)) + "--" + b64(rb(16))
        t = "Cookie: _%s_session=%s" % (pick(COMPANIES), pct(v))
        lab, sec = "Rails session cookie", [pct(v)]
    elif r == 4:
        u = pick(["admin", "api", "partner-%s" % pick(COMPANIES)])
        pw = pw_any("", lang)
        blob = b64(("%s:%s" % (u, pw)).encode())
        t = "GET /v1/reports/daily HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: text/csv" % (host, blob)
        lab, sec = "HTTP Basic header", [blob]
        if chance(0.4):
            t += "\n\n(%s)" % L(lang, ["decodes to %s:%s" % (u, pw)], ["디코딩하면 %s:%s" % (u, pw)])
            sec = [blob, pw]
    elif r == 5:
        t0 = ts_2024_2025()
        j = jwt({"alg": "RS256", "kid": rs(B64U, 43)}, {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t0 + 31536000, "iat": t0,
                                                        "iss": "https://kubernetes.default.svc.cluster.local", "sub": "system:serviceaccount:%s:%s" % (pick(NAMESPACES), pick(["deployer", "ci", "argocd-manager"]))}, 256)
        t = "users:\n- name: ci-deployer\n  user:\n    token: %s" % j
        lab, sec = "kubeconfig service-account token", [j]
    else:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(rb(12)) + "." + b64u(rb(rint(180, 260))) + "." + b64u(rb(16))
        t = "__Secure-next-auth.session-token=%s" % v
        lab, sec = "NextAuth session-token cookie (JWE)", [v]
    d = dict(snippet=t, host=host)
    if r == 5:
        mc = F(lang, ["The deploy job couldn't reach the cluster and nobody told me which kubeconfig it uses.", "I didn't know CI authenticates to the cluster with a long-lived service-account token."],
               ["배포 잡이 클러스터에 못 붙었는데 어떤 kubeconfig를 쓰는지 아무도 안 알려줌.", "CI가 장기 서비스 어카운트 토큰으로 클러스터에 인증한다는 걸 몰랐음."], **d)
        ls = F(lang, ["The kubeconfig the deploy job uses:\n{snippet}", "Found it in the CI variables:\n{snippet}\nThat token doesn't expire for a year."],
               ["배포 잡이 쓰는 kubeconfig:\n{snippet}", "CI 변수에서 찾음:\n{snippet}\n이 토큰은 1년 동안 안 만료됨."], **d)
        ask = F(lang, ["Can we switch CI to short-lived OIDC tokens?", ""], ["CI를 단기 OIDC 토큰으로 바꿀 수 있을까요?", ""], **d)
        return mk("session credential: %s (lesson)" % lab, mc, ls, ask, sec)
    if r == 4:
        mc = F(lang, ["The partner report endpoint returned 401 and nobody told me it uses HTTP Basic auth.", "The user pasted the raw request their integration sends:\n{snippet}"],
               ["파트너 리포트 엔드포인트가 401을 줬는데 HTTP Basic 인증을 쓴다는 걸 아무도 안 알려줌.", "사용자가 연동에서 보내는 요청 원문을 붙여줌:\n{snippet}"], **d)
        if t in mc:
            ls = F(lang, ["Basic auth headers are just base64; treat them exactly like the password."], ["Basic 헤더는 base64일 뿐이라 비밀번호랑 똑같이 다뤄야 함."], **d)
        else:
            ls = F(lang, ["Request that works:\n{snippet}"], ["동작하는 요청:\n{snippet}"], **d)
        ask = F(lang, ["Can the partner switch to per-client API keys?", ""], ["파트너를 클라이언트별 API 키로 바꿀 수 있을까요?", ""], **d)
        return mk("session credential: %s" % lab, mc, ls, ask, sec)
    if chance(0.6):
        mc = F(lang, ["The user couldn't reproduce a bug with a fresh login, so they pasted their browser request:\n{snippet}",
                      "All I had to reproduce the 500 was this copied request:\n{snippet}"],
               ["새로 로그인하면 버그가 재현 안 된다고 사용자가 브라우저 요청을 그대로 붙여줌:\n{snippet}", "500 재현용으로 받은 건 이 요청뿐:\n{snippet}"], **d)
        ls = F(lang, ["Copied requests carry live session credentials; ask for a HAR with cookies stripped instead.",
                      "Reproduced it, but that session should be revoked since it's now in the notes."],
               ["복사한 요청엔 살아있는 세션이 들어 있음. 쿠키 뺀 HAR을 달라고 할 것.", "재현은 됐는데 그 세션은 노트에 남았으니 만료시켜야 함."], **d)
        mode = "missing_context"
    else:
        mc = F(lang, ["I couldn't call the internal API on {host} without a browser session.", "Nobody told me the admin API only accepts the web session."],
               ["{host} 내부 API를 브라우저 세션 없이는 호출할 수 없었음.", "관리자 API가 웹 세션만 받는다는 걸 아무도 안 알려줌."], **d)
        ls = F(lang, ["This worked:\n{snippet}", "Used the session from my browser:\n{snippet}"], ["이걸로 호출 성공:\n{snippet}", "브라우저 세션을 그대로 사용:\n{snippet}"], **d)
        mode = "lesson"
    ask = F(lang, ["Is there a service token for the admin API so I don't have to borrow a session?", ""],
            ["세션 빌려 쓰지 않게 관리자 API용 서비스 토큰 있나요?", ""], **d)
    return mk("session credential: %s (%s)" % (lab, mode), mc, ls, ask, sec)


# ---- presigned URL (AWS SigV4) ----------------------------------------------------------------------
def fam_presigned(lang):
    akia = "AKIA" + rs(B32, 16)
    sig = hexs(64)
    bucket = "%s-%s" % (pick(COMPANIES), pick(["exports", "uploads", "reports"]))
    reg = pick(REGIONS)
    mo, dy = rint(1, 11), rint(1, 28)
    url = ("https://%s.s3.%s.amazonaws.com/%s/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=2025%02d%02dT%02d%02d%02dZ&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        bucket, reg, pick(["daily", "partner"]), pick(["orders", "settlement", "users"]), akia, mo, dy, reg,
        mo, dy, rint(0, 23), rint(0, 59), rint(0, 59), sig)
    d = dict(url=url)
    mc = F(lang, ["The partner couldn't download the export and I didn't know links are generated by hand."], ["파트너사가 export 파일을 못 받았는데 링크를 수동으로 만든다는 걸 몰랐음."], **d)
    ls = F(lang, ["The link that worked (valid 7 days):\n{url}", "Sent them this presigned URL:\n{url}"], ["동작한 링크 (7일 유효):\n{url}", "파트너에 보낸 presigned URL:\n{url}"], **d)
    ask = F(lang, ["Should presigned links be shorter-lived?", ""], ["presigned 링크 유효기간을 줄일까요?", ""], **d)
    return mk("AWS S3 presigned URL (access key id + signature)", mc, ls, ask, [akia, sig], "AWS")


# ==============================================================================================
# CLEAN notes: risky-looking, but no credential at all
# ==============================================================================================
SECRET_VARS = ["DATABASE_URL", "DB_PASSWORD", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GITHUB_TOKEN",
               "NPM_TOKEN", "SLACK_BOT_TOKEN", "SENTRY_AUTH_TOKEN", "AWS_SECRET_ACCESS_KEY", "REDIS_PASSWORD", "JWT_SECRET",
               "SENDGRID_API_KEY", "DD_API_KEY", "TWILIO_AUTH_TOKEN", "VAULT_TOKEN", "CLOUDFLARE_API_TOKEN", "HF_TOKEN",
               "POSTGRES_PASSWORD", "LINEAR_API_KEY", "NOTION_TOKEN", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY"]


def c_envref(lang):
    var = pick(SECRET_VARS)
    var2 = pick(SECRET_VARS)
    r = rint(0, 19)
    if r >= 18:
        c = pick(COMPANIES)
        var = pick(["CACHE_KEY_PREFIX", "SESSION_COOKIE_NAME", "STRIPE_PRICE_ID", "IDEMPOTENCY_KEY_HEADER"])
        t = "\n".join(sample(["AWS_REGION=%s" % pick(REGIONS), "S3_BUCKET=%s-uploads" % c, "CDN_URL=https://cdn.%s.com" % c, "LOG_LEVEL=info",
                               "STRIPE_PRICE_ID=price_%s" % rs(ALNUM, 24), "SESSION_COOKIE_NAME=__Host-sid", "JWT_EXPIRES_IN=3600",
                               "CACHE_KEY_PREFIX=v2:%s:" % pick(REPOS), "IDEMPOTENCY_KEY_HEADER=Idempotency-Key", "TOKEN_TTL_SECONDS=900",
                               "PASSWORD_MIN_LENGTH=12", "KMS_KEY_ALIAS=alias/%s-prod" % c], rint(4, 6)))
        lab = ".env with only non-secret settings (key/token/password in names)"
    elif r == 0:
        t, lab = "env:\n  %s: ${{ secrets.%s }}\n  %s: ${{ secrets.%s }}" % (var, var, var2, var2), "GitHub Actions secrets context"
    elif r == 1:
        t, lab = "environment:\n  - %s=${%s:?%s must be set}" % (var, var, var), "compose variable interpolation"
    elif r == 2:
        t, lab = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s" % (var, pick(REPOS) + "-secrets", var.lower()), "k8s secretKeyRef"
    elif r == 3:
        var = pick(["REDIS_PASSWORD", "POSTGRES_PASSWORD"])
        t, lab = "password: {{ .Values.%s.auth.password | quote }}\nexistingSecret: {{ include \"%s.fullname\" . }}-auth" % (pick(["redis", "postgresql", "rabbitmq"]), pick(REPOS)), "Helm template reference"
    elif r == 4:
        var = "db_password"
        t, lab = 'resource "aws_db_instance" "main" {\n  username = "app"\n  password = var.db_password\n}', "Terraform variable reference"
    elif r == 5:
        t, lab = 'client = OpenAI(api_key=os.environ["%s"])' % var, "Python os.environ lookup"
    elif r == 6:
        t, lab = "const stripe = new Stripe(process.env.%s!, { apiVersion: \"2024-06-20\" });" % var, "Node process.env lookup"
    elif r == 7:
        url = {"GITHUB_TOKEN": "https://api.github.com/user", "OPENAI_API_KEY": "https://api.openai.com/v1/models",
               "LINEAR_API_KEY": "https://api.linear.app/graphql", "CLOUDFLARE_API_TOKEN": "https://api.cloudflare.com/client/v4/user/tokens/verify",
               "HF_TOKEN": "https://huggingface.co/api/whoami-v2", "NOTION_TOKEN": "https://api.notion.com/v1/users/me"}
        v7 = pick(list(url.keys()))
        var = v7
        t, lab = 'curl -H "Authorization: Bearer $%s" %s' % (v7, url[v7]), "shell variable in curl header"
    elif r == 8:
        var = "CR_PAT"
        t, lab = 'echo "$CR_PAT" | docker login ghcr.io -u %s --password-stdin' % pick(PERSONAL_USERS), "docker login --password-stdin from variable"
    elif r == 9:
        var = "DB_PASSWORD"
        t, lab = "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}", "Spring placeholder"
    elif r == 10:
        var = "GITHUB_PERSONAL_ACCESS_TOKEN"
        t, lab = '"env": {\n  "GITHUB_PERSONAL_ACCESS_TOKEN": "${input:github_token}"\n}', "VS Code MCP input variable"
    elif r == 11:
        var = "vault_ansible_password"
        t, lab = "ansible_password: \"{{ vault_ansible_password }}\"\nansible_become_pass: \"{{ vault_become_pass }}\"", "Ansible vault variable reference"
    elif r == 12:
        var = "NPM_TOKEN"
        t, lab = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}", ".npmrc env interpolation"
    elif r == 13:
        t, lab = "withCredentials([string(credentialsId: '%s', variable: '%s')]) {\n  sh './deploy.sh'\n}" % (var.lower().replace("_", "-"), var), "Jenkins withCredentials"
    elif r == 14:
        var = "DB_PASSWORD"
        t, lab = 'mysql -u app -p"$DB_PASSWORD" -h "$DB_HOST" app', "mysql -p with variable"
    elif r == 15:
        var = "LINEAR_API_KEY"
        t, lab = '[mcp_servers.linear]\nurl = "https://mcp.linear.app/sse"\nbearer_token_env_var = "LINEAR_API_KEY"', "Codex config bearer_token_env_var"
    elif r == 16:
        t, lab = "%s=\n%s=\nDATABASE_URL=postgresql://localhost:5432/app_dev" % (var, var2), ".env.example with empty values"
    else:
        t, lab = "$env:%s = (Get-Secret -Name %s -AsPlainText)" % (var, var.lower()), "PowerShell SecretManagement lookup"
    d = dict(snippet=t, var=var, var_i=josa(var, "이/가"), var_eul=josa(var, "을/를"), var_eun=josa(var, "은/는"),
             env=pick(ENVS_EN if lang == "en" else ENVS_KO), task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    mc = F(lang, ["I didn't know {var} is injected at runtime; I was about to hardcode it while {task}.",
                  "Nobody told me where {var} comes from in {env}.", "The setup doc never mentions that CI provides {var}.",
                  "I assumed {var} had to be set by hand locally."],
           ["{var_i} 런타임에 주입된다는 걸 몰라서 {task} 하드코딩할 뻔함.", "{env}에서 {var} 값이 어디서 오는지 아무도 안 알려줌.",
            "셋업 문서에 CI가 {var_eul} 넣어준다는 얘기가 없음.", "로컬에서 {var_eul} 직접 넣어야 하는 줄 알았음."], **d)
    ls = F(lang, ["It's already wired up as a reference:\n{snippet}\nNo value belongs in the repo.", "The config only references it:\n{snippet}",
                  "Keep it as `{snippet}`; the real value stays in the secret store."] if "\n" not in t else
           ["It's already wired up as a reference:\n{snippet}\nNo value belongs in the repo.", "The config only references it:\n{snippet}"],
           ["이미 참조로 연결돼 있음:\n{snippet}\n레포에는 값이 들어가면 안 됨.", "설정은 참조만 함:\n{snippet}", "`{snippet}` 그대로 두면 됨. 실제 값은 시크릿 저장소에."] if "\n" not in t else
           ["이미 참조로 연결돼 있음:\n{snippet}\n레포에는 값이 들어가면 안 됨.", "설정은 참조만 함:\n{snippet}"], **d)
    ask = F(lang, ["Which secret store backs {var} in {env}?", "Do I need {var} locally at all?", ""],
            ["{env}에서 {var_eun} 어떤 시크릿 저장소에서 오나요?", "로컬에서도 {var_i} 필요한가요?", ""], **d)
    return mk("env/secret reference: %s" % lab, mc, ls, ask, [])


def c_storeref(lang):
    acct = rs(DG, 12)
    app = pick(REPOS)
    env = pick(["prod", "staging"])
    r = rint(0, 15)
    if r == 0:
        t, lab = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), acct, env, app, rs(ALNUM, 6)), "AWS Secrets Manager ARN"
    elif r == 1:
        t, lab = "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (env, app), "aws secretsmanager get-secret-value"
    elif r == 2:
        t, lab = "vault kv get -field=password secret/%s/%s/db" % (app, env), "vault kv get path"
    elif r == 3:
        t, lab = "op://%s/%s %s/credential" % (pick(["Engineering", "Platform", "Shared"]), pick(["Stripe", "Postgres", "Datadog", "GitHub Bot"]), env.capitalize()), "1Password secret reference"
    elif r == 4:
        t, lab = 'op run --env-file=.env.tpl -- npm start\n# .env.tpl\nSTRIPE_SECRET_KEY="op://Engineering/Stripe/%s/secret key"' % env, "op run with .env.tpl"
    elif r == 5:
        t, lab = "projects/%s/secrets/%s-db-password/versions/latest" % (rs(DG, 12), app), "GCP Secret Manager resource name"
    elif r == 6:
        t, lab = "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/%s)" % (pick(COMPANIES), env, hexs(32)), "Azure Key Vault reference"
    elif r == 7:
        t, lab = "{{resolve:ssm-secure:/%s/%s/db/password:%d}}" % (pick(COMPANIES), env, rint(1, 9)), "CloudFormation ssm-secure dynamic reference"
    elif r == 8:
        t, lab = "doppler run --project %s --config %s -- npm start" % (app, pick(["prd", "stg", "dev"])), "doppler run"
    elif r == 9:
        t = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"2025-%02d-%02dT0%d:1%d:22Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]") % (
            b64(rb(rint(12, 24))), b64(rb(32)), b64(rb(16)), age_recipient(), rint(1, 11), rint(1, 28), rint(0, 9), rint(0, 9), b64(rb(48)), b64(rb(32)), b64(rb(16)))
        lab = "SOPS-encrypted YAML (ciphertext meant for git)"
    elif r == 10:
        body = hexs(rint(300, 420))
        t = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(body[i:i + 80] for i in range(0, len(body), 80))
        lab = "Ansible Vault encrypted variable"
    elif r == 11:
        t = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-creds\nspec:\n  encryptedData:\n    password: Ag%s" % b64(rb(rint(180, 260)))
        lab = "SealedSecret encryptedData (ciphertext)"
    elif r == 12:
        t = "spec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (env, app)
        lab = "ExternalSecret remoteRef"
    elif r == 13:
        t, lab = "bws secret get %s --output env" % uuid4(), "Bitwarden Secrets Manager secret id"
    elif r == 14:
        t, lab = "/%s/%s/db/password (SecureString, KMS alias/aws/ssm)" % (pick(COMPANIES), env), "SSM parameter name"
    else:
        t, lab = "gcloud secrets versions access latest --secret=%s-api-key --project=%s-%s" % (app, pick(COMPANIES), env), "gcloud secrets versions access"
    d = dict(snippet=t, app=app, env=env)
    mc = F(lang, ["I didn't know the {app} credentials moved to the secrets manager; the README still talks about a .env file.",
                  "Nobody told me where {env} credentials for {app} are stored.", "I couldn't find the DB password for {app} and didn't know it's fetched at deploy time."],
           ["{app} 크리덴셜이 secrets manager로 옮겨간 걸 몰랐음. README는 아직 .env 얘기만 함.", "{app} {env} 크리덴셜 보관 위치를 아무도 안 알려줌.",
            "{app} DB 비번을 못 찾았는데 배포 시점에 가져온다는 걸 몰랐음."], **d)
    ls = F(lang, ["The value lives here, not in the repo:\n{snippet}", "Reference to use:\n{snippet}\nNeeds the deploy role; my user can't read it, which is expected.",
                  "Fetch it at runtime via:\n{snippet}"],
           ["값은 레포가 아니라 여기 있음:\n{snippet}", "사용할 참조:\n{snippet}\n배포 롤 권한이 필요하고 내 계정으로는 못 읽는 게 정상.", "런타임에 이렇게 가져옴:\n{snippet}"], **d)
    ask = F(lang, ["Can my role get read access to this path for debugging?", "", "Is there a staging copy of this secret?"],
            ["디버깅용으로 이 경로 읽기 권한 받을 수 있을까요?", "", "이 시크릿의 스테이징 버전도 있나요?"], **d)
    return mk("secret-store reference: %s" % lab, mc, ls, ask, [])


def c_placeholder(lang):
    r = rint(0, 13)
    if r == 0:
        t, lab = "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...", "truncated prefix placeholders"
    elif r == 1:
        t, lab = 'client = OpenAI(api_key="<your-api-key>")', "angle-bracket placeholder"
    elif r == 2:
        t, lab = "GITHUB_TOKEN=ghp_" + "X" * 36, "all-X token placeholder"
    elif r == 3:
        t, lab = "AWS_ACCESS_KEY_ID=AKIA" + "X" * 16 + "\nAWS_SECRET_ACCESS_KEY=" + "x" * 40, "X-filled AWS placeholders"
    elif r == 4:
        t, lab = "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME", "uppercase URL placeholders"
    elif r == 5:
        t, lab = "curl -H 'Authorization: Bearer <ACCESS_TOKEN>' https://api.%s.com/v1/me" % pick(COMPANIES), "Bearer <ACCESS_TOKEN>"
    elif r == 6:
        t, lab = "SLACK_BOT_TOKEN=xoxb-your-token\nSLACK_SIGNING_SECRET=your-signing-secret", "Slack docs-style placeholders"
    elif r == 7:
        t, lab = "Authorization: {{apiKey}}\nX-Request-Source: {{source}}", "Postman variable placeholders"
    elif r == 8:
        t, lab = "STRIPE_SECRET_KEY=REPLACE_ME\nSTRIPE_WEBHOOK_SECRET=REPLACE_ME", "REPLACE_ME placeholders"
    elif r == 9:
        t, lab = 'api_key = "YOUR_API_KEY_HERE"  # get one at the dashboard', "YOUR_API_KEY_HERE"
    elif r == 10:
        t, lab = "password: <set-in-vault>\nusername: app", "<set-in-vault> placeholder"
    elif r == 11:
        t, lab = "TOKEN=xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "x-filled UUID placeholder"
    elif r == 12:
        t, lab = "mysql -u root -p<password> -h 127.0.0.1", "mysql -p<password> placeholder"
    else:
        t, lab = "ssh deploy@<bastion-host> -i ~/.ssh/<your-key>", "ssh placeholders"
    d = dict(snippet=t)
    mc = F(lang, ["The example config looks like real credentials at first glance; I wasn't sure whether to treat it as sensitive.",
                  "I didn't know the sample file is only a template and the app refuses to start with it.",
                  "Nobody said the README values are placeholders."],
           ["예시 설정이 얼핏 진짜 크리덴셜처럼 보여서 민감 정보로 다뤄야 하는지 헷갈렸음.", "샘플 파일이 템플릿일 뿐이고 그대로는 앱이 안 뜬다는 걸 몰랐음.",
            "README에 있는 값들이 placeholder라는 말이 없었음."], **d)
    ls = F(lang, ["These are placeholders only:\n{snippet}\nReal values come from the vault.", "The template reads:\n{snippet}\nCopy it and fill in your own values locally.",
                  "Sample file content (`{snippet}`) is safe to commit."] if "\n" not in t else
           ["These are placeholders only:\n{snippet}\nReal values come from the vault.", "The template reads:\n{snippet}\nCopy it and fill in your own values locally."],
           ["이건 placeholder일 뿐:\n{snippet}\n실제 값은 vault에서.", "템플릿 내용:\n{snippet}\n복사해서 로컬에서 각자 값 채우면 됨.", "샘플(`{snippet}`)은 커밋해도 괜찮음."] if "\n" not in t else
           ["이건 placeholder일 뿐:\n{snippet}\n실제 값은 vault에서.", "템플릿 내용:\n{snippet}\n복사해서 로컬에서 각자 값 채우면 됨."], **d)
    ask = F(lang, ["Should the template point to the vault path instead?", ""], ["템플릿에 vault 경로를 적어두는 게 나을까요?", ""], **d)
    return mk("placeholder: %s" % lab, mc, ls, ask, [])


def c_masked(lang):
    r = rint(0, 11)
    if r == 0:
        t, lab = "sk_live_" + "•" * 20 + rs(ALNUM, 4), "dashboard-masked Stripe key (last 4)"
    elif r == 1:
        t, lab = "Incorrect API key provided: sk-proj-" + "*" * rint(120, 150) + rs(ALNUM, 4) + ". You can find your API key at https://platform.openai.com/account/api-keys.", "OpenAI error with masked key"
    elif r == 2:
        t, lab = "ghp_" + "*" * 32 + rs(ALNUM, 4), "masked GitHub token"
    elif r == 3:
        t, lab = "AKIA" + "*" * 12 + rs(ALNUM_U, 4), "masked AWS key id"
    elif r == 4:
        t, lab = "postgresql://app:****@%s:5432/%s" % (host_name("db"), dbname()), "password replaced by asterisks in DSN"
    elif r == 5:
        t, lab = "Run ./scripts/deploy.sh\n  env:\n    NPM_TOKEN: ***\n    STRIPE_SECRET_KEY: ***", "GitHub Actions masked log"
    elif r == 6:
        t, lab = "Authorization: Bearer [REDACTED]\nCookie: session=[REDACTED]", "already-redacted headers"
    elif r == 7:
        t, lab = "xoxb-***-***-%s" % rs(ALNUM, 4), "masked Slack token"
    elif r == 8:
        t, lab = "Token ending in …%s was last used 3 days ago" % rs(ALNUM, 4), "token referenced by last 4 chars"
    elif r == 9:
        t, lab = "password: ********\nhost: %s" % host_name("db"), "asterisk-masked password field"
    elif r == 10:
        t, lab = "Looking in indexes: https://deploy:****@nexus.%s.internal/repository/pypi-group/simple" % pick(COMPANIES), "pip-masked index URL"
    else:
        t, lab = "DATABASE_URL=postgresql://postgres:[YOUR-PASSWORD]@db.%s.supabase.co:5432/postgres" % rs(LO, 20), "Supabase dashboard template with [YOUR-PASSWORD]"
    d = dict(snippet=t)
    mc = F(lang, ["I saw this in the output and wasn't sure whether a real key had leaked:\n{snippet}", "The user worried their key was exposed in this output:\n{snippet}"],
           ["출력에 이게 보여서 진짜 키가 샌 건지 헷갈렸음:\n{snippet}", "사용자가 이 출력에 키가 노출된 게 아닌지 걱정함:\n{snippet}"], **d)
    if r in (4, 5, 6, 9, 10, 11):
        ls = F(lang, ["Nothing leaked: the value is fully masked or a template placeholder; the real secret never appears in this output.",
                      "The tool already hides the value. No rotation needed for this one."],
               ["유출 아님: 값이 완전히 가려져 있거나 템플릿 placeholder라 실제 시크릿은 출력에 안 나옴.", "도구가 이미 값을 숨김. 이 건으로 로테이션할 필요 없음."], **d)
        ask = F(lang, ["Do our own logs mask values the same way?", ""], ["우리 로그도 같은 방식으로 마스킹하나요?", ""], **d)
    else:
        ls = F(lang, ["It's masked; only the last few characters are shown, which is enough to identify which key was used.", "Nothing leaked: the value is masked by the tool. Use the visible suffix to find the key in the dashboard."],
               ["마스킹된 값이고 마지막 몇 글자만 보임. 어떤 키가 쓰였는지 식별하는 용도.", "유출 아님: 도구가 값을 가려서 보여줌. 보이는 끝자리로 대시보드에서 키를 찾으면 됨."], **d)
        ask = F(lang, ["Which key ends with those characters, and is it still active?", ""], ["그 끝자리로 끝나는 키가 뭔지, 아직 활성인지 확인 가능할까요?", ""], **d)
    return mk("masked value: %s" % lab, mc, ls, ask, [])


def c_docs_example(lang):
    r = rint(0, 7)
    if r == 0:
        t, lab = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS documentation example keys"
    elif r == 1:
        t, lab = "aws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY", "AWS documentation example keys (second pair)"
    elif r == 2:
        t, lab = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "jwt.io example token"
    elif r == 3:
        t, lab = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;", "Azurite well-known development key"
    elif r == 4:
        t, lab = "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe", "Google reCAPTCHA documented test keys"
    elif r == 5:
        t, lab = "TURNSTILE_SITE_KEY=1x00000000000000000000AA\nTURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA", "Cloudflare Turnstile dummy test keys"
    elif r == 6:
        t, lab = "HCAPTCHA_SITEKEY=10000000-ffff-ffff-ffff-000000000001\nHCAPTCHA_SECRET=0x0000000000000000000000000000000000000000", "hCaptcha documented test keys"
    else:
        t, lab = 'stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"', "Stripe documentation sample test key"
    d = dict(snippet=t)
    mc = F(lang, ["The test fixtures contain what looks like real keys and nobody explained them.", "I was about to rotate these before realising where they come from:\n{snippet}"],
           ["테스트 픽스처에 진짜 키 같은 값이 있는데 설명이 없었음.", "이거 로테이션하려다가 출처를 알게 됨:\n{snippet}"], **d)
    if "\n{snippet}" in mc or "{snippet}" in mc:
        pass
    if t in mc:
        ls = F(lang, ["These are the vendor's published documentation/test values, not ours. Safe in fixtures.", "Published sample values from the vendor docs; they don't grant access to anything of ours."],
               ["벤더 문서에 공개된 예시/테스트 값이라 우리 키가 아님. 픽스처에 있어도 됨.", "벤더 문서의 공개 샘플 값이라 우리 리소스에 접근 권한이 없음."], **d)
    else:
        ls = F(lang, ["The fixtures use the vendor's documented example values:\n{snippet}\nThey're public and intentionally fake or test-only."],
               ["픽스처는 벤더 문서에 나온 예시 값을 씀:\n{snippet}\n공개된 가짜/테스트 전용 값."], **d)
    ask = F(lang, ["Should the secret scanner allowlist these?", ""], ["시크릿 스캐너 allowlist에 넣을까요?", ""], **d)
    return mk("vendor documentation example: %s" % lab, mc, ls, ask, [])


def c_hashes(lang):
    r = rint(0, 13)
    name = pick(["app-%d.%d.%d.tar.gz" % (rint(1, 4), rint(0, 20), rint(0, 9)), "node-v20.%d.0-linux-x64.tar.xz" % rint(10, 18), "terraform_1.%d.%d_linux_amd64.zip" % (rint(5, 9), rint(0, 5)), "backup-2025%02d%02d.dump" % (rint(1, 11), rint(1, 28))])
    if r == 0:
        t, lab = "%s  %s" % (hexs(64), name), "sha256sum output"
    elif r == 1:
        t, lab = "ghcr.io/%s/%s@sha256:%s" % (pick(COMPANIES), pick(REPOS), hexs(64)), "container image digest"
    elif r == 2:
        t, lab = '"integrity": "sha512-%s"' % b64(rb(64)), "npm lockfile integrity"
    elif r == 3:
        t, lab = "github.com/%s/%s v1.%d.%d h1:%s" % (pick(["spf13", "stretchr", "google"]), pick(["cobra", "testify", "uuid"]), rint(0, 9), rint(0, 9), b64(rb(32))), "go.sum hash line"
    elif r == 4:
        t, lab = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64)), "pip --hash pins"
    elif r == 5:
        t, lab = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(30, 80), b64(rb(32)), hexs(64)), "Terraform lock file hashes"
    elif r == 6:
        t, lab = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 4), b64(rb(48))), "SRI integrity attribute"
    elif r == 7:
        t, lab = 'ETag: "%s"' % hexs(32), "HTTP ETag"
    elif r == 8:
        sha = hexs(40)
        t, lab = "commit %s\nAuthor: %s <%s@users.noreply.github.com>\nDate:   %s\n\n    fix: retry on 429" % (sha, pick(PEOPLE_EN), pick(PERSONAL_USERS), "Tue Mar %d 1%d:22:04 2025 +0900" % (rint(1, 28), rint(0, 9))), "git log commit SHA"
    elif r == 9:
        t, lab = "%s refs/heads/main\n%s refs/tags/v%d.%d.%d" % (hexs(40), hexs(40), rint(1, 3), rint(0, 20), rint(0, 9)), "git ls-remote output"
    elif r == 10:
        t, lab = "oid sha256:%s\nsize %d" % (hexs(64), rint(10 ** 5, 10 ** 8)), "Git LFS pointer"
    elif r == 11:
        t, lab = "MD5 (%s) = %s" % (name, hexs(32)), "md5 checksum"
    elif r == 12:
        t, lab = "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52), "IPFS CID"
    else:
        t, lab = "Digest: sha256:%s\nStatus: Downloaded newer image for %s:latest" % (hexs(64), pick(REPOS)), "docker pull digest"
    d = dict(snippet=t, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    mc = F(lang, ["The build started failing integrity checks while {task} and I didn't know which artifact changed.", "I wasn't told that artifacts are pinned by digest.",
                  "Nobody mentioned the checksum verification step in the release pipeline."],
           ["{task} 빌드가 무결성 검사에서 깨졌는데 어떤 아티팩트가 바뀐 건지 몰랐음.", "아티팩트를 digest로 고정한다는 걸 몰랐음.", "릴리즈 파이프라인에 체크섬 검증 단계가 있다는 얘기를 못 들음."], **d)
    ls = F(lang, ["The pinned value is:\n{snippet}\nUpdate it only together with the version bump.", "Verified against:\n{snippet}",
                  "Mismatch was against this:\n{snippet}\nThe mirror served a stale file."],
           ["고정된 값:\n{snippet}\n버전 올릴 때만 같이 바꿀 것.", "이 값으로 검증함:\n{snippet}", "불일치 대상:\n{snippet}\n미러가 옛 파일을 주고 있었음."], **d)
    ask = F(lang, ["Should digests be updated by Renovate automatically?", ""], ["digest 갱신을 Renovate로 자동화할까요?", ""], **d)
    return mk("hash/digest: %s" % lab, mc, ls, ask, [])


def c_ids(lang):
    r = rint(0, 15)
    if r == 0:
        t, lab = "x-request-id: %s" % uuid4(), "x-request-id UUID"
    elif r == 1:
        t, lab = "RequestId: %s\nx-amz-id-2: %s" % (uuid4(), b64(rb(54))), "AWS request ids"
    elif r == 2:
        t, lab = "Request-Id: req_%s" % rs(ALNUM, 14), "Stripe request id"
    elif r == 3:
        t, lab = "x-request-id: req_%s" % hexs(32), "OpenAI request id"
    elif r == 4:
        t, lab = "request-id: req_011C%s" % rs(B58, 20), "Anthropic request id"
    elif r == 5:
        t, lab = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16)), "W3C traceparent"
    elif r == 6:
        t, lab = "Sentry event %s (issue %s-%s)" % (hexs(32), pick(REPOS).upper().replace("-", ""), rs(ALNUM_U, 3)), "Sentry event id"
    elif r == 7:
        t, lab = "CF-Ray: %s-ICN" % hexs(16), "Cloudflare Ray ID"
    elif r == 8:
        t, lab = "X-Amz-Cf-Id: %s==" % rs(B64U, 54), "CloudFront request id"
    elif r == 9:
        t, lab = "X-GitHub-Request-Id: %s:%s:%s:%s:%s" % (rs(HEXU, 4), rs(HEXU, 4), rs(HEXU, 6), rs(HEXU, 6), rs(HEXU, 8)), "GitHub request id"
    elif r == 10:
        t, lab = "correlationId: %s, tenant %s, subscription %s" % (uuid4(), uuid4(), uuid4()), "Azure correlation/tenant/subscription ids"
    elif r == 11:
        t, lab = "job_id=%s run_id=%d attempt=%d" % (uuid4(), rint(10 ** 9, 10 ** 10), rint(1, 3)), "CI job/run ids"
    elif r == 12:
        t, lab = "dpl_%s" % rs(ALNUM, 28), "Vercel deployment id"
    elif r == 13:
        t, lab = "operation: projects/%s-%s/locations/%s/operations/operation-%d-%s" % (pick(COMPANIES), pick(["prod", "dev"]), pick(["asia-northeast3", "us-central1"]), rint(10 ** 12, 10 ** 13), hexs(32)), "GCP long-running operation name"
    elif r == 14:
        t, lab = "[%s] ERROR trace_id=%d span_id=%d" % (pick(REPOS), rint(10 ** 17, 10 ** 19), rint(10 ** 17, 10 ** 19)), "Datadog trace/span ids"
    else:
        t, lab = "idempotency-key: %s" % uuid4(), "idempotency key header"
    d = dict(snippet=t, svc=pick(["support", "the vendor", "the platform team"]))
    mc = F(lang, ["The vendor asked for identifiers for a failed call and I didn't know which header they meant.", "I didn't know support needs the request id, not a screenshot.",
                  "The user pasted this from the response headers and asked if it's sensitive:\n{snippet}"],
           ["벤더가 실패한 호출의 식별자를 달라는데 어떤 헤더인지 몰랐음.", "지원팀에는 스크린샷이 아니라 request id를 줘야 한다는 걸 몰랐음.",
            "사용자가 응답 헤더에서 이걸 붙여주고 민감한 정보냐고 물어봄:\n{snippet}"], **d)
    if t in mc:
        ls = F(lang, ["Those are correlation identifiers, not credentials; safe to share with {svc}.", "IDs only; they help {svc} find the logs and grant no access."],
               ["이건 추적용 식별자일 뿐 크리덴셜이 아님. {svc}에 공유해도 됨.", "ID일 뿐이고 접근 권한은 없음. 로그 찾는 용도."], **d)
    else:
        ls = F(lang, ["Send this to {svc}:\n{snippet}", "The identifier that matters:\n{snippet}\nIt lets {svc} find the exact request in their logs."],
               ["{svc}에 이걸 전달:\n{snippet}", "필요한 식별자:\n{snippet}\n이걸로 로그에서 정확한 요청을 찾음."], **d)
    ask = F(lang, ["Do we log these ids on our side too?", ""], ["우리 쪽 로그에도 이 id 남기나요?", ""], **d)
    return mk("identifier: %s" % lab, mc, ls, ask, [])


def c_objids(lang):
    r = rint(0, 13)
    if r == 0:
        t, lab = "customer cus_%s, subscription sub_%s, invoice in_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24)), "Stripe object ids"
    elif r == 1:
        t, lab = "payment_intent pi_%s (charge ch_%s)" % (rs(ALNUM, 24), rs(ALNUM, 24)), "Stripe payment ids"
    elif r == 2:
        t, lab = "ObjectId(\"%s\")" % hexs(24), "MongoDB ObjectId"
    elif r == 3:
        t, lab = "ami-%s, subnet-%s, sg-%s, vpc-%s" % (hexs(17), hexs(17), hexs(17), hexs(17)), "AWS resource ids"
    elif r == 4:
        t, lab = "arn:aws:iam::%s:role/%s-deploy" % (rs(DG, 12), pick(REPOS)), "IAM role ARN"
    elif r == 5:
        t, lab = "/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s" % (uuid4(), pick(COMPANIES), pick(REPOS)), "Azure resource id"
    elif r == 6:
        t, lab = "01J%s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23), "ULID order id"
    elif r == 7:
        t, lab = "channel C%s, user U%s, team T%s" % (rs(ALNUM_U, 10), rs(ALNUM_U, 10), rs(ALNUM_U, 8)), "Slack object ids"
    elif r == 8:
        t, lab = "Firebase uid %s" % rs(ALNUM, 28), "Firebase Auth uid"
    elif r == 9:
        t, lab = "TWILIO_ACCOUNT_SID=AC%s" % hexs(32), "Twilio Account SID (account identifier)"
    elif r == 10:
        t, lab = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ALNUM_L, 32)), "Google OAuth client id"
    elif r == 11:
        t, lab = "container %s" % hexs(64), "Docker container id"
    elif r == 12:
        t, lab = "base app%s / table tbl%s / record rec%s" % (rs(ALNUM, 14), rs(ALNUM, 14), rs(ALNUM, 14)), "Airtable ids"
    else:
        t, lab = "Notion page %s in database %s" % (hexs(32), hexs(32)), "Notion page/database ids"
    d = dict(snippet=t)
    mc = F(lang, ["I didn't know which records the bug report referred to; the ticket only had these ids:\n{snippet}", "The support ticket listed these and I wasn't sure if they're sensitive:\n{snippet}",
                  "Nobody told me how to look up objects by id in the admin."],
           ["버그 리포트가 어떤 레코드를 말하는지 몰랐는데 티켓엔 이 id들만 있었음:\n{snippet}", "지원 티켓에 이런 값이 있었는데 민감한 건지 헷갈림:\n{snippet}", "관리자에서 id로 객체 찾는 방법을 아무도 안 알려줌."], **d)
    if t in mc:
        ls = F(lang, ["Those are object identifiers; they grant no access by themselves.", "Plain ids: fine to paste in tickets, useless without an authenticated session."],
               ["그냥 객체 식별자라 그 자체로는 아무 권한도 없음.", "단순 id라 티켓에 붙여도 괜찮음. 인증 없이는 쓸모없음."], **d)
    else:
        ls = F(lang, ["The relevant objects:\n{snippet}\nLook them up in the admin, not in the DB directly."], ["관련 객체:\n{snippet}\nDB 직접 말고 어드민에서 조회할 것."], **d)
    ask = F(lang, ["Is there a read-only admin view for these objects?", ""], ["이 객체들 read-only로 보는 어드민 화면 있나요?", ""], **d)
    return mk("object id: %s" % lab, mc, ls, ask, [])


def c_base64(lang):
    r = rint(0, 8)
    if r == 0:
        raw = jdump({"id": rint(1000, 99999), "created_at": "2025-0%d-1%dT00:00:00Z" % (rint(1, 9), rint(0, 9))})
        t, lab = '"next_cursor": "%s"' % b64(raw.encode()), "pagination cursor (base64 JSON)"
    elif r == 1:
        t, lab = '"node_id": "%s"' % b64(("04:User%d" % rint(10 ** 5, 10 ** 8)).encode()), "GitHub legacy node id"
    elif r == 2:
        t, lab = "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  banner.txt: %s" % b64(pick(["Welcome to staging\n", "maintenance window 02:00-03:00 KST\n", "build %d\n" % rint(100, 999)]).encode()), "ConfigMap binaryData"
    elif r == 3:
        t, lab = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s==" % rs(B64, 10), "tiny PNG data URI"
    elif r == 4:
        t, lab = "$ echo '%s' | base64 -d\n%s" % (b64(b'{"env":"staging","region":"ap-northeast-2"}'), '{"env":"staging","region":"ap-northeast-2"}'), "decoded base64 config"
    elif r == 5:
        t, lab = "pageToken=%s" % b64u(("offset:%d" % rint(100, 9999)).encode()), "page token"
    elif r == 6:
        t, lab = "kafka message key=%s value=%s" % (b64(("order-%d" % rint(10 ** 5, 10 ** 6)).encode()), b64(jdump({"status": "shipped"}).encode())), "base64 Kafka payload"
    elif r == 7:
        t, lab = "Relay id %s" % b64(("Product:%d" % rint(100, 99999)).encode()), "GraphQL global id"
    else:
        t, lab = "X-Cloud-Trace-Context payload: %s" % b64(("trace=%s" % hexs(16)).encode()), "base64 trace context"
    d = dict(snippet=t)
    mc = F(lang, ["I saw base64 in the payload and assumed it might be a token:\n{snippet}", "Didn't know the API returns opaque base64 cursors."],
           ["페이로드에 base64가 보여서 토큰인 줄 알았음:\n{snippet}", "API가 불투명한 base64 커서를 준다는 걸 몰랐음."], **d)
    ls = F(lang, ["It decodes to plain, non-secret data (ids and timestamps). Treat it as opaque but it's not sensitive.", "Base64 here is just encoding, not a credential:\n{snippet}"]
           if t in mc else ["Base64 here is just encoding, not a credential:\n{snippet}"],
           ["디코딩해 보면 id랑 시간 같은 평범한 데이터. 불투명하게 다루되 민감 정보는 아님.", "여기 base64는 인코딩일 뿐 크리덴셜이 아님:\n{snippet}"] if t in mc else ["여기 base64는 인코딩일 뿐 크리덴셜이 아님:\n{snippet}"], **d)
    ask = F(lang, ["Is the cursor format documented anywhere?", ""], ["커서 포맷 문서 있나요?", ""], **d)
    return mk("base64 of non-secret data: %s" % lab, mc, ls, ask, [])


def c_pubkeys(lang):
    r = rint(0, 11)
    if r == 0:
        t, lab = ssh_ed25519_publine("%s@%s" % (pick(PERSONAL_USERS), pick(["macbook", "laptop", "ci"]))), "ssh-ed25519 public key line"
    elif r == 1:
        t, lab = ssh_rsa_publine("deploy@%s" % pick(COMPANIES)), "ssh-rsa public key line"
    elif r == 2:
        p = ssh_ed25519_publine("")
        t, lab = "%s %s" % (pick(["github.com", "gitlab.%s.com" % pick(COMPANIES), "[bastion.%s.net]:2222" % pick(COMPANIES)]), p), "known_hosts entry"
    elif r == 3:
        p = ssh_ed25519_publine("x")
        t, lab = "256 %s %s (ED25519)" % (ssh_fingerprint(p), pick(PERSONAL_USERS)), "ssh key fingerprint"
    elif r == 4:
        t, lab = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s" % age_recipient(), "age recipient in .sops.yaml"
    elif r == 5:
        t, lab = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (wg_keypair()[1], pick(COMPANIES)), "WireGuard peer public key"
    elif r == 6:
        fp = rs(HEXU, 40)
        t, lab = "pub   ed25519 2025-0%d-1%d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s.com>" % (rint(1, 9), rint(0, 9), fp, pick(COMPANIES)), "GPG public key fingerprint"
    elif r == 7:
        t, lab = key_ec_p256("sec1")[2], "PEM public key (SPKI)"
    elif r == 8:
        t, lab = '{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}' % (rs(B64U, 22), b64u(rb(128))), "JWKS public key"
    elif r == 9:
        t, lab = "SHA256 Fingerprint=%s" % ":".join(rs(HEXU, 2) for _ in range(32)), "certificate fingerprint"
    elif r == 10:
        t, lab = pick(["deployer address %s" % eth_address(), "treasury %s" % btc_bech32_address(), "npub: %s" % nostr_npub(), "program authority %s" % solana_pubkey()]), "wallet address / public identifier"
    else:
        t, lab = "ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (ssh_fingerprint(ssh_ed25519_publine("x")), pick(PERSONAL_USERS)), "ssh-keygen -lf output"
    d = dict(snippet=t)
    mc = F(lang, ["The server rejected my key and nobody told me which public key is authorised.", "I wasn't sure whether this is safe to paste into the ticket:\n{snippet}",
                  "The onboarding doc didn't say where to register my public key."],
           ["서버가 내 키를 거부했는데 어떤 공개키가 등록돼 있는지 아무도 안 알려줌.", "이걸 티켓에 붙여도 되는지 헷갈렸음:\n{snippet}", "온보딩 문서에 공개키 등록 위치가 없었음."], **d)
    if t in mc:
        ls = F(lang, ["That's public key material; sharing it is fine. The private half never leaves the machine.", "Public keys and fingerprints are meant to be shared."],
               ["공개키라 공유해도 괜찮음. 개인키는 절대 기기 밖으로 안 나감.", "공개키/지문은 원래 공유하는 값."], **d)
    else:
        ls = F(lang, ["This is the public part that needs to be registered:\n{snippet}", "Matched against:\n{snippet}\nThe server had an older key."],
               ["등록해야 하는 공개 부분:\n{snippet}", "이 값과 비교함:\n{snippet}\n서버엔 예전 키가 있었음."], **d)
    ask = F(lang, ["Who approves new keys on the bastion?", ""], ["배스천에 새 키 등록 승인은 누가 하나요?", ""], **d)
    return mk("public key material: %s" % lab, mc, ls, ask, [])


def c_urls(lang):
    r = rint(0, 11)
    if r == 0:
        t = "postgresql://%s:5432/%s?sslmode=require" % (host_name("db"), dbname())
    elif r == 1:
        t = "redis://%s:6379/0" % host_name("redis")
    elif r == 2:
        t = "git@github.com:%s/%s.git" % (pick(COMPANIES), pick(REPOS))
    elif r == 3:
        t = "mongodb+srv://cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % rs(ALNUM_L, 5)
    elif r == 4:
        t = "~/.aws/credentials and ~/.ssh/id_ed25519 (permissions 600)"
    elif r == 5:
        t = "/var/run/secrets/kubernetes.io/serviceaccount/token"
    elif r == 6:
        t = "https://vault.%s.internal:8200/ui/vault/secrets/kv/show/%s/prod" % (pick(COMPANIES), pick(REPOS))
    elif r == 7:
        t = "s3://%s-backups/pg/%s/2025-%02d-%02d/" % (pick(COMPANIES), dbname(), rint(1, 11), rint(1, 28))
    elif r == 8:
        t = "amqp://%s:5672/%%2F" % host_name("rabbit")
    elif r == 9:
        t = "ssh -J %s@bastion.%s.net %s@%s" % (pick(PERSONAL_USERS), pick(COMPANIES), pick(["ubuntu", "ec2-user"]), host_name("app"))
    elif r == 10:
        t = "/var/lib/jenkins/secrets/initialAdminPassword"
    else:
        t = "https://%s.atlassian.net/wiki/spaces/OPS/pages/%d/Credential+Rotation" % (pick(COMPANIES), rint(10 ** 8, 10 ** 10))
    d = dict(snippet=t)
    if r in (4, 5, 10):
        mc = F(lang, ["I wasn't sure whether it's OK to mention these paths in the runbook: {snippet}", "The user asked if this path is sensitive: `{snippet}`"],
               ["런북에 이 경로를 적어도 되는지 헷갈렸음: {snippet}", "사용자가 이 경로가 민감한 정보냐고 물어봄: `{snippet}`"], **d)
    else:
        mc = F(lang, ["I didn't know which endpoint the service uses in this environment: `{snippet}`.", "Nobody told me the service connects via `{snippet}`; credentials come separately.",
                      "I wasn't sure if this URL is sensitive: {snippet}"],
               ["이 환경에서 서비스가 어떤 엔드포인트를 쓰는지 몰랐음: `{snippet}`", "서비스가 `{snippet}` 로 붙고 크리덴셜은 따로 온다는 걸 아무도 안 알려줌.", "이 URL이 민감한 건지 헷갈렸음: {snippet}"], **d)
    ls = F(lang, ["It contains no credentials; auth is supplied separately (IAM, env var or prompt).", "Location only. The secret itself is never in the URL or path."],
           ["크리덴셜은 안 들어 있음. 인증은 IAM/env/프롬프트로 따로 들어감.", "위치 정보일 뿐이고 시크릿 자체는 URL/경로에 없음."], **d)
    ask = F(lang, ["Is there a diagram of which service reads which endpoint?", ""], ["어떤 서비스가 어떤 엔드포인트를 쓰는지 정리된 문서 있나요?", ""], **d)
    return mk("URL/path without credentials", mc, ls, ask, [])


CLI_FLAG_EN = [
    "`mysql -p` with nothing attached makes it prompt for the password, which is what we want in scripts run by humans; `-pSECRET` would end up in shell history.",
    "`docker login --password-stdin` reads the token from stdin so it never shows up in `ps`; `-p` prints a warning for a reason.",
    "`gh auth login --with-token` reads the token from stdin; pipe it from the secret store instead of echoing a literal.",
    "`redis-cli -a` triggers a warning about passwords on the command line; `REDISCLI_AUTH` in the environment avoids it.",
    "`sshpass -e` reads the password from the `SSHPASS` variable instead of an argument.",
    "`PGPASSFILE` points psql at a .pgpass file with 0600 permissions, so no password goes on the command line.",
    "`kubectl create secret generic --from-file` keeps the value out of shell history, unlike `--from-literal`.",
    "`aws configure` prompts for the key pair interactively; `--profile` keeps environments apart.",
    "`npm login` writes the token to ~/.npmrc; in CI we use `NODE_AUTH_TOKEN` with `setup-node` instead.",
    "`vault login -method=oidc` opens the browser; nobody needs a long-lived token on their laptop.",
    "`git config credential.helper osxkeychain` stores the PAT in the keychain rather than in plain text.",
    "`openssl pkcs12 -passout env:P12_PASS` reads the export password from an env var instead of `pass:`.",
    "`az login --use-device-code` is the way to authenticate on the jump host without typing a password.",
    "`ssh-add --apple-use-keychain` caches the key passphrase in the macOS keychain.",
]
CLI_FLAG_KO = [
    "`mysql -p` 뒤에 값을 안 붙이면 비밀번호를 프롬프트로 물어봄. `-p비번` 형태는 셸 히스토리에 남음.",
    "`docker login --password-stdin`은 토큰을 stdin으로 읽어서 `ps`에 안 보임. `-p` 쓰면 경고 뜨는 이유가 있음.",
    "`gh auth login --with-token`은 stdin으로 토큰을 읽음. 리터럴을 echo하지 말고 시크릿 저장소에서 파이프할 것.",
    "`redis-cli -a`는 커맨드라인 비번 경고가 뜸. 환경변수 `REDISCLI_AUTH` 쓰면 안 뜸.",
    "`sshpass -e`는 인자 대신 `SSHPASS` 환경변수에서 비번을 읽음.",
    "`PGPASSFILE`로 권한 600짜리 .pgpass를 지정하면 커맨드라인에 비번을 안 넣어도 됨.",
    "`kubectl create secret generic --from-file`은 `--from-literal`과 달리 값이 히스토리에 안 남음.",
    "`aws configure`는 키를 대화형으로 물어봄. 환경 구분은 `--profile`로.",
    "`npm login`은 토큰을 ~/.npmrc에 씀. CI에서는 `setup-node`랑 `NODE_AUTH_TOKEN`을 씀.",
    "`vault login -method=oidc`는 브라우저로 로그인해서 노트북에 장기 토큰이 필요 없음.",
    "`git config credential.helper osxkeychain` 쓰면 PAT가 평문 대신 키체인에 저장됨.",
    "`az login --use-device-code`로 점프 호스트에서 비번 입력 없이 로그인 가능.",
]


def c_cli_prose(lang):
    line = L(lang, CLI_FLAG_EN, CLI_FLAG_KO)
    d = dict(line=line, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    mc = F(lang, ["I didn't know the team's convention for passing credentials to CLIs while {task}.", "Nobody told me our scripts must never take passwords as arguments.",
                  "I was about to put a credential on the command line."],
           ["{task} CLI에 크리덴셜 넘기는 팀 규칙을 몰랐음.", "스크립트에서 비번을 인자로 받으면 안 된다는 규칙을 아무도 안 알려줌.", "커맨드라인에 크리덴셜을 넣을 뻔함."], **d)
    ls = line
    ask = F(lang, ["Is there a wrapper script that does this for us?", "", "Should the linter flag `-p` with a value?"],
            ["이걸 해주는 래퍼 스크립트 있나요?", "", "값이 붙은 `-p`를 린터에서 잡을까요?"], **d)
    return mk("CLI flag explained in prose (no value)", mc, ls, ask, [])


def c_policy(lang):
    n = pick([12, 14, 16])
    days = pick([90, 180, 365])
    d = dict(n=n, days=days, hist=pick([5, 10, 24]))
    mc = F(lang, ["My new service-account password was rejected and nobody told me the policy.", "I didn't know the password rules differ between the VPN and the DB.",
                  "The reset form just said \"password does not meet requirements\"."],
           ["새 서비스 계정 비번이 거부됐는데 정책을 아무도 안 알려줌.", "VPN이랑 DB 비번 규칙이 다르다는 걸 몰랐음.", "리셋 화면에 '비밀번호가 요구 사항을 충족하지 않습니다'만 뜸."], **d)
    ls = F(lang, ["Policy: at least {n} characters, one symbol, no reuse of the last {hist}, rotated every {days} days. Service accounts are exempt from rotation but need a vault entry.",
                  "Minimum {n} characters, must include upper, lower, digit and symbol; expires after {days} days; the DB rejects `@` and `:` in passwords because of URL parsing.",
                  "Human accounts use SSO + WebAuthn; local passwords (break-glass only) need {n}+ characters and are rotated every {days} days."],
           ["정책: 최소 {n}자, 특수문자 1개 이상, 최근 {hist}개 재사용 불가, {days}일마다 변경. 서비스 계정은 변경 주기 예외지만 vault 등록 필수.",
            "최소 {n}자, 대/소문자·숫자·특수문자 포함, {days}일 만료. DB는 URL 파싱 때문에 `@`와 `:`를 비번에 못 씀.",
            "사람 계정은 SSO + WebAuthn, 로컬 비번(비상용)만 {n}자 이상에 {days}일마다 교체."], **d)
    ask = F(lang, ["Is the policy written down anywhere official?", ""], ["정책이 공식 문서로 어디 있나요?", ""], **d)
    return mk("password policy (no password)", mc, ls, ask, [])


AUTH_ERRORS = [
    'FATAL:  password authentication failed for user "%s"' % "app",
    "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
    "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/{c}/{r}.git/'",
    "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}",
    "An error occurred (UnrecognizedClientException) when calling the ListFunctions operation: The security token included in the request is invalid.",
    "An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired",
    "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant'})",
    "HttpError: Resource not accessible by integration (HTTP 403)",
    "(error) NOAUTH Authentication required.",
    "(error) WRONGPASS invalid username-password pair or user is disabled.",
    "Login failed for user 'sa'. (Microsoft SQL Server, Error: 18456)",
    "npm ERR! code E401\nnpm ERR! Unable to authenticate, need: Basic realm=\"GitHub Package Registry\"",
    "denied: requested access to the resource is denied",
    "Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to https://support.google.com/mail/?p=BadCredentials",
    "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_*********************%s" % "Ab12",
    "Error: unauthorized: authentication required (registry: ghcr.io)",
    "403 Forbidden: {\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\"}",
    "slack_sdk.errors.SlackApiError: The request to the Slack API failed. The server responded with: {'ok': False, 'error': 'invalid_auth'}",
    "Permission denied (publickey).",
    "x509: certificate signed by unknown authority",
    "Error: 401 Unauthorized: {\"error\":{\"code\":\"invalid_api_key\",\"message\":\"Incorrect API key provided.\"}}",
    "{\"errorType\":\"AccessDeniedException\",\"errorMessage\":\"User: arn:aws:sts::{a}:assumed-role/{r}-task/abc is not authorized to perform: secretsmanager:GetSecretValue\"}",
]


def c_auth_error(lang):
    e = pick(AUTH_ERRORS).replace("{c}", pick(COMPANIES)).replace("{r}", pick(REPOS)).replace("{a}", rs(DG, 12))
    d = dict(err=e, task=pick(TASKS_EN if lang == "en" else TASKS_KO))
    mc = F(lang, ["I kept hitting this while {task} and didn't know which credential it was complaining about:\n{err}", "The error gave no hint which account was used:\n{err}",
                  "Nobody told me the credential had expired; all I saw was:\n{err}"],
           ["{task} 계속 이 에러가 났는데 어떤 크리덴셜 문제인지 몰랐음:\n{err}", "에러에 어떤 계정을 썼는지 힌트가 없음:\n{err}", "크리덴셜 만료됐다는 걸 아무도 안 알려줌. 보인 건 이것뿐:\n{err}"], **d)
    ls = F(lang, ["The process was picking up an old value from the shell profile; unsetting it and re-reading from the secret store fixed it.",
                  "Cause: the token had been revoked during rotation. Requested a new one through the usual process; nothing to store in the repo.",
                  "Auth errors like this usually mean the wrong profile/context is active. Check `whoami`-style commands first."],
           ["셸 프로필에 남아 있던 예전 값을 읽고 있었음. unset 하고 시크릿 저장소에서 다시 읽으니 해결.", "원인: 로테이션 때 토큰이 폐기됨. 정식 절차로 새로 발급받음. 레포에 저장할 건 없음.",
            "이런 인증 에러는 대개 엉뚱한 프로필/컨텍스트가 활성화된 경우. `whoami`류 명령부터 확인."], **d)
    ask = F(lang, ["Can we alert before tokens expire?", "", "Which account is the CI supposed to use here?"],
            ["토큰 만료 전에 알림 받을 수 있을까요?", "", "여기서 CI가 써야 하는 계정이 뭔가요?"], **d)
    return mk("auth error message (no credential)", mc, ls, ask, [])


def c_rotation(lang):
    svc = pick(["Stripe", "GitHub", "Datadog", "SendGrid", "the Postgres app user", "Slack bot", "OpenAI", "AWS IAM user", "Twilio", "Cloudflare"])
    svc_ko = svc.replace("the Postgres app user", "Postgres 앱 계정")
    d = dict(svc=svc if lang == "en" else svc_ko, svc_i=josa(svc_ko, "이/가"), days=pick([30, 60, 90]), tk=pick(["INC-%d" % rint(100, 999), "SEC-%d" % rint(10, 99), "OPS-%d" % rint(1000, 9999)]))
    mc = F(lang, ["I didn't know the {svc} key was rotated yesterday, so the worker kept using the cached one.", "Nobody told me {svc} credentials rotate every {days} days.",
                  "The {svc} key showed up in a PR diff last week ({tk}) and I wasn't told it had been replaced."],
           ["{svc} 키가 어제 로테이션된 걸 몰라서 워커가 캐시된 키를 계속 씀.", "{svc} 크리덴셜이 {days}일마다 바뀐다는 걸 아무도 안 알려줌.",
            "지난주 PR diff에 {svc} 키가 노출돼서({tk}) 교체됐다는 걸 못 들었음."], **d)
    ls = F(lang, ["After a rotation, restart every consumer; the old key stops working immediately. The new key is only in the secrets manager, never in chat.",
                  "Rotation runbook: create the new key, deploy it via the secret store, verify traffic, then revoke the old one. Don't paste either key anywhere.",
                  "The leaked key was revoked within the hour and the history was rewritten; the replacement lives only in Vault."],
           ["로테이션 후엔 사용하는 서비스 전부 재시작. 예전 키는 즉시 막힘. 새 키는 secrets manager에만 있고 채팅에는 없음.",
            "로테이션 절차: 새 키 생성 → 시크릿 저장소로 배포 → 트래픽 확인 → 예전 키 폐기. 어느 키도 어디에 붙여넣지 말 것.",
            "노출된 키는 한 시간 안에 폐기했고 히스토리도 정리함. 새 키는 Vault에만 있음."], **d)
    ask = F(lang, ["Can rotation events be announced in #deploys?", "Who approves emergency rotations?", ""],
            ["로테이션 공지를 #deploys 채널에 올려줄 수 있나요?", "긴급 로테이션 승인은 누가 하나요?", ""], **d)
    return mk("talk about rotating a key (no key)", mc, ls, ask, [])


def c_publishable(lang):
    r = rint(0, 15)
    if r == 0:
        v = "pk_live_" + rs(ALNUM, pick([24, 99]))
        t, lab = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % v, "Stripe publishable key"
    elif r == 1:
        proj = "%s-%s" % (pick(COMPANIES), pick(["web", "app", "prod"]))
        t = 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            rs(B64U, 35), proj, proj, proj, rs(DG, 12), rs(DG, 12), hexs(22))
        lab = "Firebase web config apiKey"
    elif r == 2:
        t, lab = '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35), "Google Maps JS key (referrer-restricted)"
    elif r == 3:
        t, lab = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key"
    elif r == 4:
        t, lab = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "hCaptcha site key"
    elif r == 5:
        t, lab = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(ALNUM + "-_", 14), "Turnstile site key"
    elif r == 6:
        t, lab = 'const searchClient = algoliasearch("%s", "%s"); // search-only key' % (rs(ALNUM_U, 10), hexs(32)), "Algolia search-only key"
    elif r == 7:
        t, lab = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(jdump({"u": pick(COMPANIES), "a": rs(ALNUM_L, 25)}).encode()), rs(B64U, 22)), "Mapbox public token"
    elif r == 8:
        t, lab = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    elif r == 9:
        t, lab = 'Sentry.init({ dsn: "https://%s@o%d.ingest.us.sentry.io/%d" });' % (hexs(32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7)), "Sentry DSN"
    elif r == 10:
        ref = rs(LO, 20)
        t_ = ts_2024_2025()
        anon = jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "anon", "iat": t_, "exp": t_ + 315360000})
        t, lab = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), "Supabase anon key"
    elif r == 11:
        dom = "clerk.%s.com$" % pick(COMPANIES)
        t, lab = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(dom.encode()).rstrip("="), "Clerk publishable key"
    elif r == 12:
        t, lab = "const clientKey = \"%s_ck_%s\";\nconst tossPayments = TossPayments(clientKey);" % (pick(["live", "test"]), rs(ALNUM, 28)), "Toss Payments client key"
    elif r == 13:
        t, lab = "Kakao.init('%s'); // JavaScript 키" % hexs(32), "Kakao JavaScript key"
    elif r == 14:
        t, lab = "DD_RUM_CLIENT_TOKEN=pub%s" % hexs(32), "Datadog RUM client token"
    else:
        t, lab = "const ldClient = LDClient.initialize('%s', context); // client-side ID" % hexs(24), "LaunchDarkly client-side ID"
    d = dict(snippet=t)
    mc = F(lang, ["The secret scanner flagged this in the frontend bundle and I didn't know whether it's a leak:\n{snippet}",
                  "I wasn't sure if this value may live in client-side code:\n{snippet}", "Nobody told me which keys are allowed in the browser build."],
           ["시크릿 스캐너가 프론트 번들에서 이걸 잡았는데 유출인지 몰랐음:\n{snippet}", "이 값이 클라이언트 코드에 있어도 되는지 헷갈렸음:\n{snippet}",
            "브라우저 빌드에 들어가도 되는 키가 뭔지 아무도 안 알려줌."], **d)
    if t in mc:
        ls = F(lang, ["The vendor documents this as a public, client-side value; it's restricted by domain/permissions, so it's fine in the bundle.",
                      "That's the publishable/browser key by design. The matching secret key stays server-side only."],
               ["벤더 문서상 클라이언트용 공개 값이고 도메인/권한으로 제한되니 번들에 있어도 됨.", "원래 브라우저용 공개 키임. 짝이 되는 시크릿 키만 서버에 둬야 함."], **d)
    else:
        ls = F(lang, ["This one is meant for the browser:\n{snippet}\nOnly the server-side secret must stay out of the client."],
               ["이건 브라우저용으로 설계된 값:\n{snippet}\n서버 쪽 시크릿만 클라이언트에 들어가면 안 됨."], **d)
    ask = F(lang, ["Should the scanner allowlist publishable keys?", ""], ["스캐너에서 공개 키는 예외 처리할까요?", ""], **d)
    return mk("publishable key: %s [publishable]" % lab, mc, ls, ask, [])


# ==============================================================================================
# assembly, validation, output
# ==============================================================================================
SECRET_FAMILIES = [("vendor", None, 164), ("cli", fam_cli, 30), ("prose_pw", fam_prose_pw, 12), ("chat_pw", fam_chat_pw, 8),
                   ("split_sentences", fam_split_sentences, 6), ("split_fields", fam_split_fields, 7), ("conn", fam_conn, 18),
                   ("cfg_pw", fam_cfg_pw, 16), ("sql", fam_sql, 8), ("trace", fam_trace, 8), ("diff_pw", fam_diff_pw, 5),
                   ("table_pw", fam_table_pw, 5), ("initial_admin", fam_initial_admin, 5), ("wifi", fam_wifi, 6), ("pin", fam_pin, 5),
                   ("totp", fam_totp, 7), ("recovery", fam_recovery, 7), ("seed", fam_seed, 5), ("app_password", fam_app_password, 6),
                   ("private_key", fam_private_key, 12), ("app_secret", fam_app_secret, 10), ("cookie_jwt", fam_cookie_jwt, 8),
                   ("presigned", fam_presigned, 2)]
CLEAN_FAMILIES = [("envref", c_envref, 40), ("storeref", c_storeref, 30), ("placeholder", c_placeholder, 25), ("masked", c_masked, 20),
                  ("docs_example", c_docs_example, 10), ("hashes", c_hashes, 35), ("ids", c_ids, 30), ("objids", c_objids, 25),
                  ("base64", c_base64, 12), ("pubkeys", c_pubkeys, 25), ("urls", c_urls, 18), ("cli_prose", c_cli_prose, 18),
                  ("policy", c_policy, 10), ("auth_error", c_auth_error, 22), ("rotation", c_rotation, 18), ("publishable", c_publishable, 22)]
FORCED_VENDORS = ["AWS", "GitHub", "OpenAI", "Anthropic", "Stripe", "Slack", "Google Gemini", "GitLab", "Twilio", "SendGrid",
                  "npm", "Docker Hub", "Hugging Face", "Kakao", "Toss Payments", "Naver Cloud", "Supabase", "Datadog"]
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Invalid(Exception):
    pass


def leftover_window(fields, secrets):
    masked = []
    order = sorted(secrets, key=len, reverse=True)
    for t in fields.values():
        for s in order:
            t = t.replace(s, "\x00")
        masked.append(t)
    for s in secrets:
        for k in range(len(s) - 7):
            w = s[k:k + 8]
            for t in masked:
                if w in t:
                    return w
    return None


def validate(note):
    f = note["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        raise Invalid("field order")
    for k, lim in LIMITS.items():
        if not isinstance(f[k], str):
            raise Invalid("type")
        if len(f[k].encode("utf-8")) > lim:
            raise Invalid("too long: %s" % k)
    if not f["missing_context"].strip() or not f["lesson"].strip():
        raise Invalid("empty field")
    secrets = note["secrets"]
    if note["kind"] == "clean":
        if secrets:
            raise Invalid("clean with secrets")
    else:
        if not secrets:
            raise Invalid("secret note without secrets")
    for s in secrets:
        if len(s) < 8:
            raise Invalid("short secret %r" % s)
        if s != s.strip():
            raise Invalid("whitespace around secret")
        if not any(s in v for v in f.values()):
            raise Invalid("secret not in fields %r" % s)
    w = leftover_window(f, secrets)
    if w is not None:
        raise Invalid("8-char window outside secret occurrences: %r" % w)
    pub = note["category"].endswith(" [publishable]")
    if pub and (note["kind"] != "clean" or note.get("_family") != "publishable"):
        raise Invalid("publishable tag misuse")
    if note.get("_family") == "publishable" and not pub:
        raise Invalid("publishable tag missing")
    if note["lang"] not in ("en", "ko") or note["kind"] not in ("secret", "clean"):
        raise Invalid("lang/kind")
    if note["lang"] == "ko" and not re.search("[\uac00-\ud7a3]", " ".join(f.values())):
        raise Invalid("korean note without hangul")


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


SEEN_BODIES = set()


def build(kind, lang, family, fn, vendor=None, pref=None):
    last = None
    for attempt in range(200):
        try:
            raw = note_vendor(lang, vendor, pref) if family == "vendor" else fn(lang)
        except Retry as e:
            last = e
            continue
        note = {"lang": lang, "kind": kind, "category": raw["category"], "fields": raw["fields"],
                "secrets": dedupe(raw["secrets"]), "_family": family, "_vendor": raw.get("vendor")}
        try:
            validate(note)
        except Invalid as e:
            last = e
            continue
        body = json.dumps(note["fields"], sort_keys=True)
        if body in SEEN_BODIES:
            last = Invalid("duplicate")
            continue
        SEEN_BODIES.add(body)
        return note
    raise RuntimeError("could not build %s/%s/%s: %s" % (kind, lang, family, last))


def vendor_sequence(n):
    groups = []
    for v in VENDORS:
        if v.group not in groups:
            groups.append(v.group)
    rest = shuffled([g for g in groups if g not in FORCED_VENDORS])
    order = FORCED_VENDORS + rest
    seq = []
    while len(seq) < n:
        for g in order:
            if len(seq) >= n:
                break
            seq.append(pick([v for v in VENDORS if v.group == g]))
    return shuffled(seq)


def slots(families, n_en, n_ko):
    """stratified: every family gets ~60 % English / ~40 % Korean (largest remainder), then one shuffle"""
    total = n_en + n_ko
    assert sum(c for _, _, c in families) == total
    quota = [(c * n_en / total) for _, _, c in families]
    en = [int(q) for q in quota]
    order = sorted(range(len(families)), key=lambda k: (-(quota[k] - en[k]), k))
    for k in order[:n_en - sum(en)]:
        en[k] += 1
    lst = []
    for (name, fn, c), e in zip(families, en):
        lst += [(name, fn, "en")] * e + [(name, fn, "ko")] * (c - e)
    return shuffled(lst)


def generate():
    _selftest_crypto()
    _bip39_selftest()
    notes = []
    sec_slots = slots(SECRET_FAMILIES, 216, 144)
    nv = sum(1 for s in sec_slots if s[0] == "vendor")
    vseq = vendor_sequence(nv)
    cplan = container_plan(nv)

    def fits(c, v):
        if c is c_special:
            return bool(v.special)
        if c is c_sdk:
            return len(v.sdk) >= 2
        if c in (c_curl, c_http):
            return bool(v.curl) and not (c is c_http and callable(v.curl))
        return True
    for k in range(nv):
        if not fits(cplan[k], vseq[k]):
            for m in range(nv):
                if m != k and fits(cplan[k], vseq[m]) and fits(cplan[m], vseq[k]):
                    cplan[k], cplan[m] = cplan[m], cplan[k]
                    break
    vi = 0
    for name, fn, lang in sec_slots:
        if name == "vendor":
            notes.append(build("secret", lang, name, fn, vseq[vi], cplan[vi]))
            vi += 1
        else:
            notes.append(build("secret", lang, name, fn))
    for name, fn, lang in slots(CLEAN_FAMILIES, 216, 144):
        notes.append(build("clean", lang, name, fn))
    R.shuffle(notes)
    out = []
    for k, n in enumerate(notes, 1):
        out.append({"id": "%s%03d" % (ID_PREFIX, k), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": n["secrets"], "_family": n["_family"], "_vendor": n["_vendor"]})
    return out


def final_checks(out):
    assert len(out) == 720
    ids = [n["id"] for n in out]
    assert ids == ["%s%03d" % (ID_PREFIX, k) for k in range(1, 721)]
    for kind, lang, cnt in TARGET:
        got = sum(1 for n in out if n["kind"] == kind and n["lang"] == lang)
        assert got == cnt, (kind, lang, got)
    for n in out:
        validate(n)
    bodies = [json.dumps(n["fields"], sort_keys=True) for n in out]
    assert len(set(bodies)) == len(bodies), "duplicate notes"
    vendors = dedupe([n["_vendor"] for n in out if n["kind"] == "secret" and n["_vendor"]])
    assert len(vendors) >= 100, len(vendors)
    return vendors


def main():
    out = generate()
    vendors = final_checks(out)
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, OUT_NAME)
    lines = []
    for n in out:
        rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"], "fields": n["fields"], "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    print("wrote %s (%d notes, %d bytes)" % (path, len(out), len(data)))
    print("sha256 %s" % hashlib.sha256(data).hexdigest())
    for kind, lang, cnt in TARGET:
        print("  %-6s %-2s %d" % (kind, lang, sum(1 for n in out if n["kind"] == kind and n["lang"] == lang)))
    print("  distinct vendors/services with API tokens in secret notes: %d" % len(vendors))
    print("  listed secret values: %d" % sum(len(n["secrets"]) for n in out))
    if "--stats" in sys.argv:
        fams = {}
        for n in out:
            fams.setdefault((n["kind"], n["_family"]), [0, 0])
            fams[(n["kind"], n["_family"])][0 if n["lang"] == "en" else 1] += 1
        for (k, f), (e, ko) in fams.items():
            print("  %-6s %-16s en=%3d ko=%3d" % (k, f, e, ko))
        print("  vendors: " + ", ".join(vendors))


if __name__ == "__main__":
    main()
