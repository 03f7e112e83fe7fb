#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v124.py -- blind evaluation set v124 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(124_2026_1128)
drives every choice (no iteration over sets, no hash()), so the output does not depend on
PYTHONHASHSEED.  Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v124.py [output_path]
        (default output: blind_set_v124.jsonl next to this script)
"""
import base64
import hashlib
import hmac
import json
import os
import struct
import sys
import zlib
import random
from urllib.parse import quote

SEED = 124_2026_1128
R = random.Random(SEED)

# --------------------------------------------------------------------------------------------
# basic helpers
# --------------------------------------------------------------------------------------------
LOWER = 'abcdefghijklmnopqrstuvwxyz'
UPPER = LOWER.upper()
DIG = '0123456789'
ALNUM = UPPER + LOWER + DIG
ALNUM_L = LOWER + DIG
ALNUM_U = UPPER + DIG
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B64 = ALNUM + '+/'
B64URL = ALNUM + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
B62 = DIG + UPPER + LOWER


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def picks(seq, k):
    return R.sample(list(seq), k)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def b64s(s):
    return b64(s.encode())


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62enc(n, width):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def b58enc(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b'\x00'))
    return '1' * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def b32nopad(b):
    return base64.b32encode(b).decode().rstrip('=')


def wrap(s, n):
    return '\n'.join(s[i:i + n] for i in range(0, len(s), n))


def digits_nz(n):
    return pick('123456789') + rs(DIG, n - 1)


# --------------------------------------------------------------------------------------------
# bech32 (BIP-173) for age / nostr / bitcoin segwit addresses
# --------------------------------------------------------------------------------------------
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


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


def bech32_encode(hrp, data5):
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    poly = _bech_polymod(hv + data5 + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH[d] for d in data5 + chk)


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, _convertbits(b, 8, 5))


def segwit_addr(prog20):
    return bech32_encode('bc', [0] + _convertbits(prog20, 8, 5))


# --------------------------------------------------------------------------------------------
# elliptic curves: P-256 (SEC1/PKCS#8/SPKI), secp256k1 (nostr x-only), Ed25519, X25519
# --------------------------------------------------------------------------------------------
def _wmul(k, P, p, a):
    """affine double-and-add on short Weierstrass y^2 = x^3 + a x + b over F_p"""
    def add(P1, P2):
        if P1 is None:
            return P2
        if P2 is None:
            return P1
        x1, y1 = P1
        x2, y2 = P2
        if x1 == x2 and (y1 + y2) % p == 0:
            return None
        if P1 == P2:
            l = (3 * x1 * x1 + a) * pow(2 * y1, -1, p) % p
        else:
            l = (y2 - y1) * pow(x2 - x1, -1, p) % p
        x3 = (l * l - x1 - x2) % p
        return (x3, (l * (x1 - x3) - y1) % p)
    Q = None
    while k:
        if k & 1:
            Q = add(Q, P)
        P = add(P, P)
        k >>= 1
    return Q


P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)
K1_P = 2 ** 256 - 2 ** 32 - 977
K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
K1_G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
        0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)


def p256_keypair():
    d = R.randrange(1, P256_N)
    X, Y = _wmul(d, P256_G, P256_P, -3)
    return d.to_bytes(32, 'big'), b'\x04' + X.to_bytes(32, 'big') + Y.to_bytes(32, 'big')


OID_EC = bytes.fromhex('06072a8648ce3d0201')
OID_P256 = bytes.fromhex('06082a8648ce3d030107')


def p256_sec1_der(d, pub):
    body = b'\x02\x01\x01' + b'\x04\x20' + d + b'\xa0\x0a' + OID_P256 + b'\xa1\x44\x03\x42\x00' + pub
    return b'\x30' + bytes([len(body)]) + body


def p256_pkcs8_der(d, pub):
    sec1 = p256_sec1_der(d, pub)
    alg = b'\x30\x13' + OID_EC + OID_P256
    body = b'\x02\x01\x00' + alg + b'\x04' + bytes([len(sec1)]) + sec1
    return b'\x30\x81' + bytes([len(body)]) + body


def p256_spki_der(pub):
    alg = b'\x30\x13' + OID_EC + OID_P256
    body = alg + b'\x03\x42\x00' + pub
    return b'\x30' + bytes([len(body)]) + body


def pem_lines(der, width=64):
    return wrap(b64(der), width).split('\n')


def k1_xonly():
    d = R.randrange(1, K1_N)
    X, _ = _wmul(d, K1_G, K1_P, 0)
    return d.to_bytes(32, 'big'), X.to_bytes(32, 'big')


ED_Q = 2 ** 255 - 19
ED_L = 2 ** 252 + 27742317777372353535851937790883648493
ED_D = -121665 * pow(121666, ED_Q - 2, ED_Q) % ED_Q
ED_I = pow(2, (ED_Q - 1) // 4, ED_Q)


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_Q - 2, ED_Q)
    x = pow(xx, (ED_Q + 3) // 8, ED_Q)
    if (x * x - xx) % ED_Q != 0:
        x = (x * ED_I) % ED_Q
    if x % 2 != 0:
        x = ED_Q - x
    return x


ED_BY = 4 * pow(5, ED_Q - 2, ED_Q) % ED_Q
ED_B = (_ed_xrecover(ED_BY) % ED_Q, ED_BY % ED_Q)


def _ed_add(P, Q):
    x1, y1 = P
    x2, y2 = Q
    x3 = (x1 * y2 + x2 * y1) * pow(1 + ED_D * x1 * x2 * y1 * y2, ED_Q - 2, ED_Q)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - ED_D * x1 * x2 * y1 * y2, ED_Q - 2, ED_Q)
    return (x3 % ED_Q, y3 % ED_Q)


def _ed_mul(e, P):
    Q = (0, 1)
    while e:
        if e & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        e >>= 1
    return Q


def ed25519_keypair():
    seed = rb(32)
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= (1 << 254)
    x, y = _ed_mul(a, ED_B)
    enc = (y | ((x & 1) << 255)).to_bytes(32, 'little')
    return seed, enc


def x25519_base(k32):
    k = bytearray(k32)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    kn = int.from_bytes(k, 'little')
    p = ED_Q
    a24 = 121665
    x1 = 9
    x2, z2, x3, z3 = 1, 0, 9, 1
    swap = 0
    for t in reversed(range(255)):
        kt = (kn >> t) & 1
        swap ^= kt
        if swap:
            x2, x3 = x3, x2
            z2, z3 = z3, z2
        swap = kt
        A = (x2 + z2) % p
        AA = A * A % p
        B = (x2 - z2) % p
        BB = B * B % p
        E = (AA - BB) % p
        C = (x3 + z3) % p
        D = (x3 - z3) % p
        DA = D * A % p
        CB = C * B % p
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + a24 * E) % p
    if swap:
        x2, x3 = x3, x2
        z2, z3 = z3, z2
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, 'little')


def wg_keypair():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64(bytes(k)), b64(x25519_base(bytes(k)))


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    """returns (list of private body lines, public key line, SHA256 fingerprint)"""
    seed, pub = ed25519_keypair()
    pubblob = _sshstr('ssh-ed25519') + _sshstr(pub)
    chk = rb(4)
    priv = chk + chk + _sshstr('ssh-ed25519') + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b'openssh-key-v1\x00' + _sshstr('none') + _sshstr('none') + _sshstr(b'') +
            struct.pack('>I', 1) + _sshstr(pubblob) + _sshstr(priv))
    lines = wrap(b64(blob), 70).split('\n')
    publine = 'ssh-ed25519 ' + b64(pubblob) + ' ' + comment
    fp = 'SHA256:' + b64(hashlib.sha256(pubblob).digest()).rstrip('=')
    return lines, publine, fp


def ed25519_pkcs8_line():
    seed, _ = ed25519_keypair()
    der = bytes.fromhex('302e020100300506032b657004220420') + seed
    return b64(der)


def ssh_rsa_pub(comment):
    """public-only OpenSSH RSA line with a random odd 2048-bit modulus (shape only; public data)"""
    n = int.from_bytes(rb(256), 'big') | (1 << 2047) | 1
    nb = b'\x00' + n.to_bytes(256, 'big')
    blob = _sshstr('ssh-rsa') + _sshstr(b'\x01\x00\x01') + _sshstr(nb)
    return 'ssh-rsa ' + b64(blob) + ' ' + comment, 'SHA256:' + b64(hashlib.sha256(blob).digest()).rstrip('=')


def rsa_pkcs1_head_lines(nlines):
    """first lines of a PKCS#1 RSA-2048 private key as pasted (header + modulus start)"""
    n = int.from_bytes(rb(256), 'big') | (1 << 2047) | 1
    der = bytes.fromhex('308204a40201000282010100') + n.to_bytes(256, 'big') + bytes.fromhex('0203010001') + \
        bytes.fromhex('02820100') + rb(256)
    return pem_lines(der)[:nlines]


# --------------------------------------------------------------------------------------------
# BIP-39 English word list (copied verbatim from bitcoin/bips bip-0039/english.txt; its
# SHA-256 as a newline-terminated file is checked below).
# --------------------------------------------------------------------------------------------
BIP39_TEXT = """
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis
baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz
cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle
dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic
eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow
fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future
gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym
habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid
ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose improve impulse inch include income increase index indicate indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just
kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know
lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty library license life lift light like limb limit link lion liquid list little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth
naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse nut
oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit once one onion online only open opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone
pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond pony pool popular portion position possible post potato pottery poverty powder power practice praise predict prefer prepare present pretty prevent price pride primary print priority prison private prize problem process produce profit program project promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle pyramid
quality quantum quarter question quick quit quiz quote
rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform refuse region regret regular reject relax release relief rely remain remember remind remove render renew rent reopen repair repeat replace report require rescue resemble resist resource response result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate rough round route royal rubber rude rug rule run runway rural
sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea search season seat second secret section security seed seek segment select sell seminar senior sense sentence series service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool story stove strategy street strike strong struggle student stuff stumble style subject submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup system
table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that theme then theory there they thing this thought three thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical
ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless usual utility
vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage
wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong
yard year yellow you young youth zebra zero zone zoo
"""
BIP39 = BIP39_TEXT.split()
assert len(BIP39) == 2048
assert hashlib.sha256(("\n".join(BIP39) + "\n").encode()).hexdigest() == \
    "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"


# --------------------------------------------------------------------------------------------
# credential shapes
# --------------------------------------------------------------------------------------------
def gh_classic(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def npm_token():
    body = rs(ALNUM, 30)
    return 'npm_' + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def github_pat_fine():
    return 'github_pat_11' + rs(ALNUM_U, 20) + '_' + rs(ALNUM, 59)


def jwt_hs256(payload, header=None, key=None):
    header = header or {'alg': 'HS256', 'typ': 'JWT'}
    h = b64u(json.dumps(header, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = hmac.new(key or rb(32), (h + '.' + p).encode(), hashlib.sha256).digest()
    return h + '.' + p + '.' + b64u(sig)


def jwt_fake_sig(payload, header, siglen):
    h = b64u(json.dumps(header, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return h + '.' + p + '.' + b64u(rb(siglen))


def epoch():
    return rint(1_704_067_200, 1_767_225_600)


def supabase_ref():
    return rs(LOWER, 20)


def supabase_jwt(ref, role):
    iat = epoch()
    return jwt_hs256({'iss': 'supabase', 'ref': ref, 'role': role, 'iat': iat, 'exp': iat + 315_360_000})


def vlen(n):
    out = b''
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def pypi_token(project=None):
    ident = uuid4().encode()
    if project:
        cav = json.dumps({'permissions': {'projects': [project]}, 'version': 1}).encode()
    else:
        cav = json.dumps({'version': 1, 'permissions': 'user'}).encode()
    out = b'\x02' + b'\x01' + vlen(8) + b'pypi.org' + b'\x02' + vlen(len(ident)) + ident + b'\x00'
    out += b'\x02' + vlen(len(cav)) + cav + b'\x00'
    out += b'\x00' + b'\x06' + b'\x20' + rb(32)
    return 'pypi-' + b64u(out)


def openai_key():
    k = R.random()
    if k < 0.6:
        return 'sk-proj-' + rs(B64URL, 74) + 'T3BlbkFJ' + rs(B64URL, 74)
    if k < 0.8:
        return 'sk-svcacct-' + rs(B64URL, 74) + 'T3BlbkFJ' + rs(B64URL, 74)
    return 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20)


def anthropic_key():
    if chance(0.85):
        return 'sk-ant-api03-' + rs(B64URL, 93) + 'AA'
    return 'sk-ant-admin01-' + rs(B64URL, 93) + 'AA'


def google_api_key():
    return 'AIza' + rs(B64URL, 35)


def aws_key_id(prefix='AKIA'):
    return prefix + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)


def aws_secret():
    return rs(ALNUM + '/+', 40)


def aws_session_token():
    return 'IQoJb3JpZ2luX2VjE' + rs(ALNUM, 3) + '//////////' + rs(B64, 300) + '=='


def slack_bot():
    return 'xoxb-%s-%s-%s' % (digits_nz(rint(11, 13)), digits_nz(13), rs(ALNUM, 24))


def slack_user():
    return 'xoxp-%s-%s-%s-%s' % (digits_nz(rint(11, 12)), digits_nz(12), digits_nz(13), rs(HEX, 32))


def slack_app():
    return 'xapp-1-A%s-%s-%s' % (rs(ALNUM_U, 10), digits_nz(13), rs(HEX, 64))


def discord_bot():
    uid = digits_nz(rint(18, 19))
    return b64(uid.encode()).rstrip('=') + '.' + rs(B64URL, 6) + '.' + rs(B64URL, 38)


def stripe_secret():
    k = R.random()
    if k < 0.55:
        return 'sk_live_51' + rs(ALNUM, 97)
    if k < 0.75:
        return 'rk_live_51' + rs(ALNUM, 97)
    return 'sk_test_51' + rs(ALNUM, 97)


def twitter_bearer():
    return 'AAAAAAAAAAAAAAAAAAAAA' + rs(ALNUM, 6) + 'AAAAAA' + rs(ALNUM, 4) + '%2B' + rs(ALNUM, 9) + \
        '%2F' + rs(ALNUM, 12) + '%3D' + rs(ALNUM, 50)


def azure_client_secret():
    return rs(ALNUM, 3) + '8Q~' + rs(ALNUM + '_.~-', 34)


def ado_pat():
    if chance(0.5):
        return rs('abcdefghijklmnopqrstuvwxyz234567', 52)
    return rs(ALNUM, 52) + 'AAASAZDO' + rs(ALNUM, 24)


def data_go_kr_key():
    raw = b64(rb(66))
    return raw, quote(raw, safe='')


def elastic_key():
    return b64((rs(B64URL, 20) + ':' + rs(B64URL, 22)).encode())


def onepassword_sa():
    d = {'signInAddress': 'my.1password.com', 'email': rs(LOWER, 13) + '@1passwordserviceaccounts.com',
         'srpX': rs(HEX, 64), 'muk': {'alg': 'A256GCM', 'k': rs(B64URL, 43), 'kty': 'oct', 'kid': 'mp'},
         'secretKey': 'A3-%s-%s-%s-%s-%s-%s' % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5),
                                                  rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5)),
         'deviceUuid': rs(ALNUM_L, 26)}
    return 'ops_' + b64u(json.dumps(d, separators=(',', ':')).encode())


def grafana_cloud():
    d = {'o': digits_nz(6), 'n': 'stack-' + digits_nz(6) + '-hm-read-' + rs(LOWER, 6), 'k': rs(ALNUM, 24),
         'm': {'r': pick(['prod-us-east-0', 'prod-eu-west-2', 'prod-ap-northeast-0'])}}
    return 'glc_' + b64(json.dumps(d, separators=(',', ':')).encode())


def sentry_org_token(org):
    d = {'iat': epoch() + 0.123456, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': org}
    return 'sntrys_' + b64(json.dumps(d, separators=(',', ':')).encode()).rstrip('=') + '_' + rs(B64, 43)


def mapbox_secret(user):
    body = b64u(json.dumps({'u': user, 'a': 'cl' + rs(ALNUM_L, 23)}, separators=(',', ':')).encode())
    return 'sk.' + body + '.' + rs(B64URL, 22)


def mapbox_public(user):
    body = b64u(json.dumps({'u': user, 'a': 'cl' + rs(ALNUM_L, 23)}, separators=(',', ':')).encode())
    return 'pk.' + body + '.' + rs(B64URL, 22)


def fcm_server_key():
    return 'AAAA' + rs(B64URL, 7) + ':APA91b' + rs(B64URL, 134)


def turso_jwt():
    return jwt_fake_sig({'a': 'rw', 'iat': epoch(), 'id': uuid4()}, {'alg': 'EdDSA', 'typ': 'JWT'}, 64)


def monday_jwt():
    return jwt_hs256({'tid': rint(10 ** 8, 5 * 10 ** 8), 'aai': 11, 'uid': rint(10 ** 7, 9 * 10 ** 7),
                      'iad': '2025-%02d-%02dT%02d:%02d:%02d.000Z' % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                                     rint(0, 59), rint(0, 59)),
                      'per': 'me:write', 'actid': rint(10 ** 6, 9 * 10 ** 6), 'rgn': 'use1'})


def argocd_jwt():
    return jwt_hs256({'iss': 'argocd', 'sub': 'ci-bot:apiKey', 'nbf': epoch(), 'iat': epoch(), 'jti': uuid4()})


def intercom_token():
    return b64(('tok:' + uuid4() + ':1:0').encode())


def jfrog_ref():
    return b64(('reftkn:01:%d:%s' % (epoch() + 31_536_000, rs(ALNUM, 31))).encode()).rstrip('=')


def upstash_token():
    return 'A' + pick('XY') + rs(ALNUM, 2) + 'ASQg' + b64((uuid4() + rs(ALNUM, 8)).encode()).rstrip('=')


def ably_key():
    return rs(B64URL, 6) + '.' + rs(B64URL, 6) + ':' + rs(B64URL, 43)


def salesforce_token():
    return '00D' + rs(ALNUM, 12) + '!' + 'AQ' + rs(ALNUM, 3) + 'AQ' + rs(ALNUM + '._', 92)


def adyen_key():
    return 'AQE' + rs(B64, 95) + '==-' + rs(B64, 43) + '=-' + rs(ALNUM + '>,.%}{', 16)


def toss_sk(live):
    return ('live_' if live else 'test_') + pick(['sk_', 'gsk_']) + rs(ALNUM, 28)


# --------------------------------------------------------------------------------------------
# vendor table.  gen() returns items: (ENV_NAME or None, value, [listed substrings of value]).
# ENV_NAME None: value only used by curl/sdk/url formats, never rendered as a config line.
# curl / url / sdk / cli are str.format templates over the item values ({0}, {1}, ...).
# --------------------------------------------------------------------------------------------
class V:
    def __init__(self, slug, name, gen, curl=None, url=None, sdk=None, cli=None, kr=False, ko=None):
        self.slug, self.name, self.gen = slug, name, gen
        self.curl, self.url, self.sdk, self.cli, self.kr = curl, url, sdk or {}, cli, kr
        self.ko = ko or name


def S(env, val):
    return (env, val, [val])


def N(env, val):
    return (env, val, [])


def _co():
    return pick(['acme', 'bluepeak', 'northwind', 'orbitly', 'grayfox', 'hanbit', 'lumen', 'tidewater',
                 'kestrel', 'pinecone-labs', 'mosaic', 'dalbit', 'yeoul', 'brightline'])


BEARER = '-H "Authorization: Bearer {0}"'
VENDORS = []


def add(*a, **k):
    VENDORS.append(V(*a, **k))


add('openai', 'OpenAI', lambda: [S('OPENAI_API_KEY', openai_key())], BEARER, 'https://api.openai.com/v1/models',
    {'py': 'client = OpenAI(api_key="{0}")', 'js': 'const openai = new OpenAI({{ apiKey: "{0}" }});',
     'go': 'client := openai.NewClient(option.WithAPIKey("{0}"))'})
add('anthropic', 'Anthropic', lambda: [S('ANTHROPIC_API_KEY', anthropic_key())], '-H "x-api-key: {0}" -H "anthropic-version: 2023-06-01"',
    'https://api.anthropic.com/v1/messages',
    {'py': 'client = anthropic.Anthropic(api_key="{0}")', 'js': 'const anthropic = new Anthropic({{ apiKey: "{0}" }});'})
add('gemini', 'Gemini API', lambda: [S('GEMINI_API_KEY', google_api_key())], '-H "x-goog-api-key: {0}"',
    'https://generativelanguage.googleapis.com/v1beta/models',
    {'py': 'client = genai.Client(api_key="{0}")', 'js': 'const ai = new GoogleGenAI({{ apiKey: "{0}" }});'})
add('gmaps_server', 'Google Maps (server key)', lambda: [S('GOOGLE_MAPS_SERVER_KEY', google_api_key())], None,
    'https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={0}',
    {'py': 'gmaps = googlemaps.Client(key="{0}")'}, ko='구글 지도 서버 키')
add('google_oauth', 'Google OAuth client',
    lambda: [N('GOOGLE_CLIENT_ID', digits_nz(12) + '-' + rs(ALNUM_L, 32) + '.apps.googleusercontent.com'),
             S('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64URL, 28))], None, None,
    {'js': 'GoogleProvider({{ clientId: "{0}", clientSecret: "{1}" }})'}, ko='구글 OAuth 클라이언트')
add('google_refresh', 'Google OAuth refresh token',
    lambda: [N('GOOGLE_CLIENT_ID', digits_nz(12) + '-' + rs(ALNUM_L, 32) + '.apps.googleusercontent.com'),
             S('GOOGLE_REFRESH_TOKEN', '1//0' + rs(ALNUM, 1) + rs(B64URL, 98))], None, None, None, ko='구글 refresh token')
add('aws', 'AWS IAM user', lambda: [S('AWS_ACCESS_KEY_ID', aws_key_id()), S('AWS_SECRET_ACCESS_KEY', aws_secret())],
    None, None, {'py': 's3 = boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}")',
                 'js': 'const s3 = new S3Client({{ region: "ap-northeast-2", credentials: {{ accessKeyId: "{0}", secretAccessKey: "{1}" }} }});'},
    'aws configure set aws_access_key_id {0} && aws configure set aws_secret_access_key {1}', ko='AWS IAM 키')
add('aws_sts', 'AWS STS session', lambda: [S('AWS_ACCESS_KEY_ID', aws_key_id('ASIA')), S('AWS_SECRET_ACCESS_KEY', aws_secret()),
                                           S('AWS_SESSION_TOKEN', aws_session_token())], None, None, None, ko='AWS 임시 자격증명')
add('github', 'GitHub', lambda: [S(pick(['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_PAT']),
                                   pick([gh_classic('ghp_'), gh_classic('ghp_'), github_pat_fine(), gh_classic('gho_'),
                                         gh_classic('ghs_'), gh_classic('ghu_')]))],
    pick([BEARER, '-H "Authorization: token {0}"']), 'https://api.github.com/user',
    {'js': 'const octokit = new Octokit({{ auth: "{0}" }});', 'py': 'g = Github(auth=Auth.Token("{0}"))'},
    'echo {0} | gh auth login --with-token')
add('github_oauth_app', 'GitHub OAuth app', lambda: [N('GITHUB_CLIENT_ID', 'Ov23li' + rs(ALNUM, 14)), S('GITHUB_CLIENT_SECRET', rs(HEX, 40))],
    None, None, {'js': 'GitHubProvider({{ clientId: "{0}", clientSecret: "{1}" }})'}, ko='GitHub OAuth 앱')
add('gitlab', 'GitLab', lambda: [S('GITLAB_TOKEN', 'glpat-' + rs(B64URL, 20))], '-H "PRIVATE-TOKEN: {0}"',
    'https://gitlab.com/api/v4/projects?membership=true',
    {'py': 'gl = gitlab.Gitlab("https://gitlab.com", private_token="{0}")'})
add('gitlab_runner', 'GitLab runner', lambda: [S('RUNNER_TOKEN', 'glrt-' + rs(B64URL, 20))], None, None, None,
    'gitlab-runner register --non-interactive --url https://gitlab.com --token {0} --executor docker', ko='GitLab 러너')
add('bitbucket', 'Bitbucket app password', lambda: [N('BITBUCKET_USERNAME', rs(LOWER, 6) + '-' + rs(LOWER, 4)),
                                                    S('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(ALNUM, 28) + rs(HEXU, 8))],
    '-u "{0}:{1}"', 'https://api.bitbucket.org/2.0/repositories/' + _co(), None, ko='Bitbucket 앱 비밀번호')
add('atlassian', 'Atlassian/Jira API token', lambda: [N('JIRA_EMAIL', rs(LOWER, 5) + '@' + _co() + '.io'),
                                                      S('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(B64URL, 171) + '=' + rs(HEXU, 8))],
    '-u "{0}:{1}"', 'https://' + _co() + '.atlassian.net/rest/api/3/myself', None, ko='Jira API 토큰')
add('slack_bot', 'Slack bot token', lambda: [S('SLACK_BOT_TOKEN', slack_bot())], BEARER, 'https://slack.com/api/auth.test',
    {'py': 'client = WebClient(token="{0}")', 'js': 'const web = new WebClient("{0}");'}, ko='슬랙 봇 토큰')
add('slack_user', 'Slack user token', lambda: [S('SLACK_USER_TOKEN', slack_user())], BEARER,
    'https://slack.com/api/conversations.history?channel=C0' + rs(ALNUM_U, 9), None, ko='슬랙 user 토큰')
add('slack_app', 'Slack app-level token', lambda: [S('SLACK_APP_TOKEN', slack_app())], None, None,
    {'py': 'SocketModeHandler(app, "{0}").start()'}, ko='슬랙 app-level 토큰')


def _slack_hook():
    sec = rs(ALNUM, 24)
    return [('SLACK_WEBHOOK_URL', 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (rs(ALNUM_U, 8), rs(ALNUM_U, 9), sec), [sec])]


add('slack_webhook', 'Slack incoming webhook', _slack_hook, None, None, None,
    "curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {0}", ko='슬랙 웹훅')
add('discord_bot', 'Discord bot', lambda: [S('DISCORD_TOKEN', discord_bot())], '-H "Authorization: Bot {0}"',
    'https://discord.com/api/v10/users/@me', {'py': 'bot.run("{0}")', 'js': 'client.login("{0}");'}, ko='디스코드 봇')


def _discord_hook():
    sec = rs(B64URL, 68)
    return [('DISCORD_WEBHOOK_URL', 'https://discord.com/api/webhooks/%s/%s' % (digits_nz(19), sec), [sec])]


add('discord_webhook', 'Discord webhook', _discord_hook, None, None, None,
    "curl -H 'Content-Type: application/json' -d '{{\"content\":\"nightly build failed\"}}' {0}", ko='디스코드 웹훅')
add('telegram', 'Telegram bot', lambda: [S('TELEGRAM_BOT_TOKEN', digits_nz(10) + ':AA' + rs(B64URL, 33))], None,
    'https://api.telegram.org/bot{0}/getUpdates', {'py': 'app = ApplicationBuilder().token("{0}").build()'}, ko='텔레그램 봇')
add('stripe', 'Stripe', lambda: [S('STRIPE_SECRET_KEY', stripe_secret())], '-u {0}:', 'https://api.stripe.com/v1/charges?limit=3',
    {'py': 'stripe.api_key = "{0}"', 'js': 'const stripe = require("stripe")("{0}");', 'rb': 'Stripe.api_key = "{0}"',
     'php': "\\Stripe\\Stripe::setApiKey('{0}');", 'go': 'stripe.Key = "{0}"'}, ko='스트라이프')
add('stripe_whsec', 'Stripe webhook signing secret', lambda: [S('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(ALNUM, 32))], None, None,
    {'js': 'event = stripe.webhooks.constructEvent(req.body, sig, "{0}");',
     'py': 'event = stripe.Webhook.construct_event(payload, sig_header, "{0}")'}, ko='스트라이프 웹훅 시크릿')
add('twilio', 'Twilio', lambda: [N('TWILIO_ACCOUNT_SID', 'AC' + rs(HEX, 32)), S('TWILIO_AUTH_TOKEN', rs(HEX, 32))],
    '-u "{0}:{1}"', 'https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json',
    {'py': 'client = Client("{0}", "{1}")', 'js': 'const client = twilio("{0}", "{1}");'}, ko='트윌리오')
add('sendgrid', 'SendGrid', lambda: [S('SENDGRID_API_KEY', 'SG.' + rs(B64URL, 22) + '.' + rs(B64URL, 43))], BEARER,
    'https://api.sendgrid.com/v3/mail/send', {'js': 'sgMail.setApiKey("{0}");', 'py': 'sg = SendGridAPIClient("{0}")'})
add('mailgun', 'Mailgun', lambda: [S('MAILGUN_API_KEY', pick(['key-' + rs(HEX, 32), rs(HEX, 32) + '-' + rs(HEX, 8) + '-' + rs(HEX, 8)]))],
    '--user "api:{0}"', 'https://api.mailgun.net/v3/mg.' + _co() + '.io/messages', None)


def _mailchimp():
    dc = 'us%d' % rint(2, 21)
    return [S('MAILCHIMP_API_KEY', rs(HEX, 32) + '-' + dc), N('MAILCHIMP_SERVER_PREFIX', dc)]


add('mailchimp', 'Mailchimp', _mailchimp, '--user "anystring:{0}"', 'https://{1}.api.mailchimp.com/3.0/ping',
    {'js': 'mailchimp.setConfig({{ apiKey: "{0}", server: "{1}" }});'}, ko='메일침프')
add('postmark', 'Postmark', lambda: [S('POSTMARK_SERVER_TOKEN', uuid4())], '-H "X-Postmark-Server-Token: {0}"',
    'https://api.postmarkapp.com/email', {'js': 'const client = new postmark.ServerClient("{0}");'})
add('resend', 'Resend', lambda: [S('RESEND_API_KEY', 're_' + rs(ALNUM, 8) + '_' + rs(ALNUM, 24))], BEARER,
    'https://api.resend.com/emails', {'js': 'const resend = new Resend("{0}");'})
add('brevo', 'Brevo', lambda: [S('BREVO_API_KEY', 'xkeysib-' + rs(HEX, 64) + '-' + rs(ALNUM, 16))], '-H "api-key: {0}"',
    'https://api.brevo.com/v3/account', None)
add('huggingface', 'Hugging Face', lambda: [S('HF_TOKEN', 'hf_' + rs(UPPER + LOWER, 34))], BEARER,
    'https://huggingface.co/api/whoami-v2', {'py': 'login(token="{0}")'}, 'huggingface-cli login --token {0}', ko='허깅페이스')
add('replicate', 'Replicate', lambda: [S('REPLICATE_API_TOKEN', 'r8_' + rs(ALNUM, 37))], BEARER,
    'https://api.replicate.com/v1/predictions', {'py': 'client = replicate.Client(api_token="{0}")'})
add('groq', 'Groq', lambda: [S('GROQ_API_KEY', 'gsk_' + rs(ALNUM, 52))], BEARER, 'https://api.groq.com/openai/v1/models',
    {'py': 'client = Groq(api_key="{0}")'})
add('perplexity', 'Perplexity', lambda: [S('PERPLEXITY_API_KEY', 'pplx-' + rs(ALNUM, 48))], BEARER,
    'https://api.perplexity.ai/chat/completions', None)
add('openrouter', 'OpenRouter', lambda: [S('OPENROUTER_API_KEY', 'sk-or-v1-' + rs(HEX, 64))], BEARER,
    'https://openrouter.ai/api/v1/chat/completions',
    {'py': 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="{0}")'})
add('xai', 'xAI', lambda: [S('XAI_API_KEY', 'xai-' + rs(ALNUM, 80))], BEARER, 'https://api.x.ai/v1/models', None)
add('mistral', 'Mistral AI', lambda: [S('MISTRAL_API_KEY', rs(ALNUM, 32))], BEARER, 'https://api.mistral.ai/v1/models',
    {'py': 'client = Mistral(api_key="{0}")'})
add('cohere', 'Cohere', lambda: [S('CO_API_KEY', rs(ALNUM, 40))], BEARER, 'https://api.cohere.com/v2/chat',
    {'py': 'co = cohere.ClientV2("{0}")'})
add('together', 'Together AI', lambda: [S('TOGETHER_API_KEY', rs(HEX, 64))], BEARER, 'https://api.together.xyz/v1/models', None)
add('deepseek', 'DeepSeek', lambda: [S('DEEPSEEK_API_KEY', 'sk-' + rs(HEX, 32))], BEARER,
    'https://api.deepseek.com/chat/completions',
    {'py': 'client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")'})
add('fireworks', 'Fireworks AI', lambda: [S('FIREWORKS_API_KEY', 'fw_' + rs(ALNUM, 24))], BEARER,
    'https://api.fireworks.ai/inference/v1/models', None)
add('elevenlabs', 'ElevenLabs', lambda: [S('ELEVENLABS_API_KEY', 'sk_' + rs(HEX, 48))], '-H "xi-api-key: {0}"',
    'https://api.elevenlabs.io/v1/voices', {'py': 'client = ElevenLabs(api_key="{0}")'})
add('pinecone', 'Pinecone', lambda: [S('PINECONE_API_KEY', 'pcsk_' + rs(ALNUM, 6) + '_' + rs(ALNUM, 63))],
    '-H "Api-Key: {0}"', 'https://api.pinecone.io/indexes', {'py': 'pc = Pinecone(api_key="{0}")'})
add('wandb', 'Weights & Biases', lambda: [S('WANDB_API_KEY', rs(HEX, 40))], None, None, {'py': 'wandb.login(key="{0}")'},
    'wandb login {0}')
add('langsmith', 'LangSmith', lambda: [S('LANGSMITH_API_KEY', pick(['lsv2_pt_', 'lsv2_sk_']) + rs(HEX, 32) + '_' + rs(HEX, 10))],
    '-H "x-api-key: {0}"', 'https://api.smith.langchain.com/api/v1/sessions', None)
add('deepgram', 'Deepgram', lambda: [S('DEEPGRAM_API_KEY', rs(HEX, 40))], '-H "Authorization: Token {0}"',
    'https://api.deepgram.com/v1/listen', None)
add('assemblyai', 'AssemblyAI', lambda: [S('ASSEMBLYAI_API_KEY', rs(HEX, 32))], '-H "authorization: {0}"',
    'https://api.assemblyai.com/v2/transcript', {'py': 'aai.settings.api_key = "{0}"'})
add('voyage', 'Voyage AI', lambda: [S('VOYAGE_API_KEY', 'pa-' + rs(B64URL, 43))], BEARER,
    'https://api.voyageai.com/v1/embeddings', {'py': 'vo = voyageai.Client(api_key="{0}")'})
add('tavily', 'Tavily', lambda: [S('TAVILY_API_KEY', pick(['tvly-', 'tvly-dev-']) + rs(ALNUM, 32))], None, None,
    {'py': 'tavily = TavilyClient(api_key="{0}")'})
add('firecrawl', 'Firecrawl', lambda: [S('FIRECRAWL_API_KEY', 'fc-' + rs(HEX, 32))], BEARER,
    'https://api.firecrawl.dev/v1/scrape', {'py': 'app = FirecrawlApp(api_key="{0}")'})
add('serpapi', 'SerpApi', lambda: [S('SERPAPI_API_KEY', rs(HEX, 64))], None,
    'https://serpapi.com/search.json?engine=google&q=kimchi&api_key={0}', None)
add('digitalocean', 'DigitalOcean', lambda: [S('DIGITALOCEAN_TOKEN', 'dop_v1_' + rs(HEX, 64))], BEARER,
    'https://api.digitalocean.com/v2/account', None, 'doctl auth init --access-token {0}')
add('linode', 'Linode (Akamai)', lambda: [S('LINODE_TOKEN', rs(HEX, 64))], BEARER, 'https://api.linode.com/v4/profile', None)
add('vultr', 'Vultr', lambda: [S('VULTR_API_KEY', rs(ALNUM_U, 36))], BEARER, 'https://api.vultr.com/v2/account', None)
add('hetzner', 'Hetzner Cloud', lambda: [S('HCLOUD_TOKEN', rs(ALNUM, 64))], BEARER, 'https://api.hetzner.cloud/v1/servers', None,
    'HCLOUD_TOKEN={0} hcloud server list -o columns=name,status')
add('cloudflare', 'Cloudflare API token', lambda: [S('CLOUDFLARE_API_TOKEN', rs(B64URL, 40))], BEARER,
    'https://api.cloudflare.com/client/v4/user/tokens/verify', None, ko='클라우드플레어 API 토큰')
add('cloudflare_global', 'Cloudflare global API key', lambda: [N('CLOUDFLARE_EMAIL', rs(LOWER, 6) + '@' + _co() + '.com'),
                                                                S('CLOUDFLARE_API_KEY', rs(HEX, 37))],
    '-H "X-Auth-Email: {0}" -H "X-Auth-Key: {1}"', 'https://api.cloudflare.com/client/v4/zones', None, ko='클라우드플레어 글로벌 키')
add('fastly', 'Fastly', lambda: [S('FASTLY_API_TOKEN', rs(B64URL, 32))], '-H "Fastly-Key: {0}"', 'https://api.fastly.com/current_user', None)
add('netlify', 'Netlify', lambda: [S('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(ALNUM, 36))], BEARER, 'https://api.netlify.com/api/v1/sites',
    None, 'netlify deploy --prod --auth {0}')
add('vercel', 'Vercel', lambda: [S('VERCEL_TOKEN', rs(ALNUM, 24))], BEARER, 'https://api.vercel.com/v9/projects', None,
    'vercel deploy --prod --token {0}')
add('heroku', 'Heroku', lambda: [S('HEROKU_API_KEY', pick([uuid4(), 'HRKU-AA' + rs(B64URL, 58)]))],
    '-H "Authorization: Bearer {0}" -H "Accept: application/vnd.heroku+json; version=3"', 'https://api.heroku.com/apps', None)
add('flyio', 'Fly.io', lambda: [S('FLY_API_TOKEN', 'fo1_' + rs(B64URL, 43))], None, None, None, 'flyctl deploy --access-token {0}')
add('render', 'Render', lambda: [S('RENDER_API_KEY', 'rnd_' + rs(ALNUM, 32))], BEARER, 'https://api.render.com/v1/services', None)
add('railway', 'Railway', lambda: [S('RAILWAY_TOKEN', uuid4())], None, None, None, 'RAILWAY_TOKEN={0} railway up --service api')


def _supabase():
    ref = supabase_ref()
    return [N('SUPABASE_URL', 'https://%s.supabase.co' % ref), S('SUPABASE_SERVICE_ROLE_KEY', supabase_jwt(ref, 'service_role'))]


add('supabase', 'Supabase service_role key', _supabase, None, None,
    {'py': 'supabase = create_client("{0}", "{1}")', 'js': 'const supabase = createClient("{0}", "{1}");'}, ko='Supabase service_role 키')
add('supabase_pat', 'Supabase access token', lambda: [S('SUPABASE_ACCESS_TOKEN', 'sbp_' + rs(HEX, 40))], None, None, None,
    'supabase login --token {0}')
add('planetscale', 'PlanetScale', lambda: [N('PLANETSCALE_SERVICE_TOKEN_ID', rs(ALNUM_L, 12)),
                                           S('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(B64URL, 43))],
    '-H "Authorization: {0}:{1}"', 'https://api.planetscale.com/v1/organizations', None)
add('neon', 'Neon', lambda: [S('NEON_API_KEY', rs(ALNUM_L, 64))], BEARER, 'https://console.neon.tech/api/v2/projects', None)
add('upstash', 'Upstash Redis', lambda: [N('UPSTASH_REDIS_REST_URL', 'https://%s-%s-%d.upstash.io' % (pick(['fond', 'sunny', 'brave', 'quiet']), pick(['gnu', 'owl', 'koi', 'yak']), rint(10000, 99999))),
                                         S('UPSTASH_REDIS_REST_TOKEN', upstash_token())],
    BEARER, '{0}/get/session:42', {'js': 'const redis = new Redis({{ url: "{0}", token: "{1}" }});'})
add('turso', 'Turso', lambda: [N('TURSO_DATABASE_URL', 'libsql://%s-%s.turso.io' % (pick(['app', 'edge', 'notes']), _co())),
                               S('TURSO_AUTH_TOKEN', turso_jwt())], None, None,
    {'js': 'const db = createClient({{ url: "{0}", authToken: "{1}" }});'})
add('databricks', 'Databricks', lambda: [N('DATABRICKS_HOST', 'https://adb-%s.%d.azuredatabricks.net' % (rs(DIG, 16), rint(1, 19))),
                                         S('DATABRICKS_TOKEN', 'dapi' + rs(HEX, 32) + pick(['', '-2', '-3']))],
    '-H "Authorization: Bearer {1}"', '{0}/api/2.0/clusters/list', None)
add('confluent', 'Confluent Cloud', lambda: [S('CONFLUENT_API_KEY', rs(ALNUM_U, 16)), S('CONFLUENT_API_SECRET', rs(ALNUM + '+/', 64))],
    '-u "{0}:{1}"', 'https://api.confluent.cloud/iam/v2/api-keys', None, ko='컨플루언트 클라우드')
add('elastic', 'Elasticsearch API key', lambda: [S('ELASTIC_API_KEY', elastic_key())], '-H "Authorization: ApiKey {0}"',
    'https://search-%s.es.ap-northeast-2.aws.elastic-cloud.com/_security/_authenticate' % _co(),
    {'py': 'es = Elasticsearch(cloud_id=CLOUD_ID, api_key="{0}")'}, ko='Elastic API 키')
add('algolia', 'Algolia admin key', lambda: [N('ALGOLIA_APP_ID', rs(ALNUM_U, 10)), S('ALGOLIA_ADMIN_API_KEY', rs(HEX, 32))],
    '-H "X-Algolia-Application-Id: {0}" -H "X-Algolia-API-Key: {1}"', 'https://{0}-dsn.algolia.net/1/indexes',
    {'js': 'const client = algoliasearch("{0}", "{1}");'}, ko='Algolia admin 키')
add('datadog', 'Datadog', lambda: [S('DD_API_KEY', rs(HEX, 32)), S('DD_APP_KEY', rs(HEX, 40))],
    '-H "DD-API-KEY: {0}" -H "DD-APPLICATION-KEY: {1}"', 'https://api.datadoghq.com/api/v1/validate', None, ko='데이터독')
add('newrelic', 'New Relic', lambda: [pick([S('NEW_RELIC_API_KEY', 'NRAK-' + rs(ALNUM_U, 27)),
                                            S('NEW_RELIC_LICENSE_KEY', rs(HEX, 36) + 'NRAL')])],
    '-H "API-Key: {0}"', 'https://api.newrelic.com/graphql', None, ko='뉴렐릭')
add('sentry_token', 'Sentry auth token', lambda: [S('SENTRY_AUTH_TOKEN', pick(['sntryu_' + rs(HEX, 64), sentry_org_token(_co())]))],
    BEARER, 'https://sentry.io/api/0/projects/', None, 'sentry-cli --auth-token {0} releases new 2.14.0', ko='Sentry 인증 토큰')
add('grafana', 'Grafana', lambda: [S(pick(['GRAFANA_TOKEN', 'GRAFANA_SA_TOKEN']),
                                     pick(['glsa_' + rs(ALNUM, 32) + '_' + rs(HEX, 8), grafana_cloud()]))],
    BEARER, 'https://grafana.%s.net/api/dashboards/home' % _co(), None, ko='그라파나')
add('pagerduty', 'PagerDuty', lambda: [S('PAGERDUTY_API_TOKEN', pick(['u+', 'y_']) + rs(B64URL, 18))],
    '-H "Authorization: Token token={0}"', 'https://api.pagerduty.com/incidents', None)
add('opsgenie', 'Opsgenie', lambda: [S('OPSGENIE_API_KEY', uuid4())], '-H "Authorization: GenieKey {0}"',
    'https://api.opsgenie.com/v2/alerts', None)
add('splunk', 'Splunk HEC', lambda: [S('SPLUNK_HEC_TOKEN', uuid4().upper() if chance(0.5) else uuid4())],
    '-H "Authorization: Splunk {0}"', 'https://splunk.%s.internal:8088/services/collector/event' % _co(), None)
add('honeycomb', 'Honeycomb', lambda: [S('HONEYCOMB_API_KEY', rs(ALNUM, 22))], '-H "X-Honeycomb-Team: {0}"',
    'https://api.honeycomb.io/1/auth', None)
add('doppler', 'Doppler', lambda: [S('DOPPLER_TOKEN', pick(['dp.st.prd.', 'dp.st.stg.', 'dp.pt.']) + rs(ALNUM, 43))], BEARER,
    'https://api.doppler.com/v3/configs/config/secrets', None, 'doppler configure set token {0} --scope /srv/app')
add('vault', 'HashiCorp Vault token', lambda: [S('VAULT_TOKEN', 'hvs.CAESI' + rs(B64URL, 86))], '-H "X-Vault-Token: {0}"',
    'https://vault.%s.internal:8200/v1/secret/data/app' % _co(), None, 'vault login {0}', ko='Vault 토큰')
add('tfc', 'Terraform Cloud', lambda: [S('TF_TOKEN_app_terraform_io', rs(ALNUM, 14) + '.atlasv1.' + rs(ALNUM, 67))], BEARER,
    'https://app.terraform.io/api/v2/account/details', None)
add('pulumi', 'Pulumi', lambda: [S('PULUMI_ACCESS_TOKEN', 'pul-' + rs(HEX, 40))], '-H "Authorization: token {0}"',
    'https://api.pulumi.com/api/user', None, 'PULUMI_ACCESS_TOKEN={0} pulumi up --yes --stack prod')
add('onepassword', '1Password service account', lambda: [S('OP_SERVICE_ACCOUNT_TOKEN', onepassword_sa())], None, None, None,
    None, ko='1Password 서비스 계정')
add('dockerhub', 'Docker Hub', lambda: [N('DOCKERHUB_USERNAME', rs(LOWER, 5) + 'ci'), S('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(B64URL, 27))],
    None, None, None, 'docker login -u {0} -p {1}', ko='도커 허브')
add('npm', 'npm', lambda: [S('NPM_TOKEN', npm_token())], None, None, None,
    'npm config set //registry.npmjs.org/:_authToken={0}')
add('pypi', 'PyPI', lambda: [S('PYPI_API_TOKEN', pypi_token(pick([None, None, 'acme-utils', 'fastkit', 'hanbit-sdk'])))],
    None, None, None, 'twine upload -u __token__ -p {0} dist/*')
add('rubygems', 'RubyGems', lambda: [S('GEM_HOST_API_KEY', 'rubygems_' + rs(HEX, 48))], None, None, None,
    'GEM_HOST_API_KEY={0} gem push pkg/acme-2.3.1.gem')
add('nuget', 'NuGet', lambda: [S('NUGET_API_KEY', 'oy2' + rs(ALNUM_L, 43))], None, None, None,
    'dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json')
add('crates', 'crates.io', lambda: [S('CARGO_REGISTRY_TOKEN', 'cio' + rs(ALNUM, 32))], None, None, None, 'cargo login {0}')
add('jfrog', 'JFrog Artifactory', lambda: [S('JFROG_ACCESS_TOKEN', jfrog_ref())], BEARER,
    'https://%s.jfrog.io/artifactory/api/repositories' % _co(), None, 'jf c add prod --url https://%s.jfrog.io --access-token {0}' % _co(), ko='JFrog')
add('snyk', 'Snyk', lambda: [S('SNYK_TOKEN', uuid4())], '-H "Authorization: token {0}"', 'https://api.snyk.io/rest/self?version=2024-10-15',
    None, 'snyk auth {0}')
add('sonar', 'SonarQube', lambda: [S('SONAR_TOKEN', pick(['squ_', 'sqp_', 'sqa_']) + rs(HEX, 40))], None, None, None,
    'sonar-scanner -Dsonar.projectKey=api -Dsonar.host.url=https://sonar.%s.io -Dsonar.token={0}' % _co(), ko='소나큐브')
add('circleci', 'CircleCI', lambda: [S('CIRCLE_TOKEN', 'CCIPAT_' + rs(ALNUM, 22) + '_' + rs(HEX, 40))], '-H "Circle-Token: {0}"',
    'https://circleci.com/api/v2/me', None)
add('buildkite', 'Buildkite', lambda: [S('BUILDKITE_API_TOKEN', 'bkua_' + rs(HEX, 40))], BEARER, 'https://api.buildkite.com/v2/user', None)
add('codecov', 'Codecov', lambda: [S('CODECOV_TOKEN', uuid4())], None, None, None, './codecov -t {0} -f coverage.xml')
add('travis', 'Travis CI', lambda: [S('TRAVIS_API_TOKEN', rs(B64URL, 22))], '-H "Travis-API-Version: 3" -H "Authorization: token {0}"',
    'https://api.travis-ci.com/user', None)


def _azure_storage():
    key = b64(rb(64))
    acct = _co().replace('-', '') + pick(['prod', 'data', 'logs', 'assets'])
    return [('AZURE_STORAGE_CONNECTION_STRING',
             'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (acct, key), [key])]


add('azure_storage', 'Azure Storage account key', _azure_storage, None, None,
    {'py': 'svc = BlobServiceClient.from_connection_string("{0}")'}, ko='Azure Storage 계정 키')


def _azure_sas():
    sig = quote(b64(rb(32)), safe='')
    acct = _co().replace('-', '') + 'blob'
    url = ('https://%s.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-%02d-%02dT00:00:00Z'
           '&st=2025-01-01T00:00:00Z&spr=https&sig=%s') % (acct, rint(1, 12), rint(1, 28), sig)
    return [('AZURE_SAS_URL', url, [sig])]


add('azure_sas', 'Azure SAS URL', _azure_sas, None, None, None, 'azcopy copy "{0}" ./exports --recursive', ko='Azure SAS URL')
add('azure_ad', 'Azure AD app secret', lambda: [N('AZURE_CLIENT_ID', uuid4()), N('AZURE_TENANT_ID', uuid4()),
                                                S('AZURE_CLIENT_SECRET', azure_client_secret())], None, None,
    {'py': 'cred = ClientSecretCredential("{1}", "{0}", "{2}")'},
    'az login --service-principal -u {0} -p {2} --tenant {1}', ko='Azure AD 앱 시크릿')
add('azure_devops', 'Azure DevOps PAT', lambda: [S('AZURE_DEVOPS_PAT', ado_pat())], '-u ":{0}"',
    'https://dev.azure.com/%s/_apis/projects?api-version=7.1' % _co(), None, ko='Azure DevOps PAT')
add('azure_openai', 'Azure OpenAI', lambda: [N('AZURE_OPENAI_ENDPOINT', 'https://%s-oai.openai.azure.com/' % _co()),
                                             S('AZURE_OPENAI_API_KEY', rs(HEX, 32))], '-H "api-key: {1}"',
    '{0}openai/deployments?api-version=2024-06-01', {'py': 'client = AzureOpenAI(azure_endpoint="{0}", api_key="{1}", api_version="2024-06-01")'})


def _servicebus():
    key = b64(rb(32))
    ns = _co() + pick(['-bus', '-events', '-sb'])
    return [('SERVICEBUS_CONNECTION', 'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (ns, key), [key])]


add('servicebus', 'Azure Service Bus', _servicebus, None, None, None, None, ko='Azure Service Bus')


def _cosmos():
    key = b64(rb(64))
    return [('COSMOS_CONNECTION_STRING', 'AccountEndpoint=https://%s-cosmos.documents.azure.com:443/;AccountKey=%s;' % (_co(), key), [key])]


add('cosmos', 'Azure Cosmos DB', _cosmos, None, None, None, None, ko='Cosmos DB')
add('shopify', 'Shopify Admin API', lambda: [N('SHOPIFY_STORE', '%s-store.myshopify.com' % _co()),
                                             S('SHOPIFY_ADMIN_TOKEN', pick(['shpat_', 'shpca_', 'shppa_']) + rs(HEX, 32))],
    '-H "X-Shopify-Access-Token: {1}"', 'https://{0}/admin/api/2024-10/shop.json', None, ko='쇼피파이')
add('square', 'Square', lambda: [S('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(B64URL, 60))], BEARER,
    'https://connect.squareup.com/v2/locations', None)
add('braintree', 'Braintree', lambda: [S('BRAINTREE_ACCESS_TOKEN', 'access_token$production$%s$%s' % (rs(ALNUM_L, 16), rs(HEX, 32)))],
    None, None, {'py': 'gateway = braintree.BraintreeGateway(access_token="{0}")'})
add('paypal', 'PayPal REST', lambda: [N('PAYPAL_CLIENT_ID', 'A' + rs(B64URL, 79)), S('PAYPAL_CLIENT_SECRET', 'E' + rs(B64URL, 79))],
    '-u "{0}:{1}"', 'https://api-m.paypal.com/v1/oauth2/token', None, ko='페이팔')
add('razorpay', 'Razorpay', lambda: [N('RAZORPAY_KEY_ID', 'rzp_live_' + rs(ALNUM, 14)), S('RAZORPAY_KEY_SECRET', rs(ALNUM, 24))],
    '-u {0}:{1}', 'https://api.razorpay.com/v1/orders', {'py': 'client = razorpay.Client(auth=("{0}", "{1}"))'})
add('plaid', 'Plaid', lambda: [N('PLAID_CLIENT_ID', rs(HEX, 24)), S('PLAID_SECRET', rs(HEX, 30))], None, None,
    {'js': 'new PlaidApi(new Configuration({{ basePath: PlaidEnvironments.production, baseOptions: {{ headers: {{ "PLAID-CLIENT-ID": "{0}", "PLAID-SECRET": "{1}" }} }} }}))'})
add('adyen', 'Adyen', lambda: [S('ADYEN_API_KEY', adyen_key())], '-H "X-API-Key: {0}"',
    'https://checkout-test.adyen.com/v71/paymentMethods', None)
add('checkout', 'Checkout.com', lambda: [S('CKO_SECRET_KEY', pick(['sk_sbox_', 'sk_']) + rs('abcdefghijklmnopqrstuvwxyz234567', 26))],
    BEARER, 'https://api.sandbox.checkout.com/payments', None)
add('binance', 'Binance', lambda: [S('BINANCE_API_KEY', rs(ALNUM, 64)), S('BINANCE_API_SECRET', rs(ALNUM, 64))],
    '-H "X-MBX-APIKEY: {0}"', 'https://api.binance.com/api/v3/account', {'py': 'client = Client("{0}", "{1}")'}, ko='바이낸스')
add('alchemy', 'Alchemy', lambda: [S('ALCHEMY_API_KEY', rs(B64URL, 32))], None, 'https://eth-mainnet.g.alchemy.com/v2/{0}',
    {'js': 'const provider = new ethers.JsonRpcProvider("https://eth-mainnet.g.alchemy.com/v2/{0}");'})
add('infura', 'Infura', lambda: [S('INFURA_API_KEY', rs(HEX, 32))], None, 'https://mainnet.infura.io/v3/{0}',
    {'py': 'w3 = Web3(Web3.HTTPProvider("https://mainnet.infura.io/v3/{0}"))'})
add('etherscan', 'Etherscan', lambda: [S('ETHERSCAN_API_KEY', rs(ALNUM_U, 34))], None,
    'https://api.etherscan.io/api?module=account&action=balance&address=0x' + rs(HEX, 40) + '&apikey={0}', None)
add('twitter', 'X (Twitter) API', lambda: [S('TWITTER_BEARER_TOKEN', twitter_bearer())], BEARER,
    'https://api.twitter.com/2/users/me', {'py': 'client = tweepy.Client(bearer_token="{0}")'}, ko='X(트위터) API')
add('facebook', 'Facebook Graph API', lambda: [S('FB_PAGE_ACCESS_TOKEN', 'EAA' + pick('BGI') + rs(ALNUM, 180))], None,
    'https://graph.facebook.com/v19.0/me/accounts?access_token={0}', None, ko='페이스북 페이지 토큰')
add('meta_app', 'Meta app secret', lambda: [N('FB_APP_ID', digits_nz(15)), S('FB_APP_SECRET', rs(HEX, 32))], None, None, None, None,
    ko='메타 앱 시크릿')
add('linkedin', 'LinkedIn', lambda: [N('LINKEDIN_CLIENT_ID', rs(ALNUM_L, 14)), S('LINKEDIN_CLIENT_SECRET', rs(ALNUM, 16))], None, None, None)
add('twitch', 'Twitch', lambda: [N('TWITCH_CLIENT_ID', rs(ALNUM_L, 30)), S('TWITCH_CLIENT_SECRET', rs(ALNUM_L, 30))], None, None, None)
add('spotify', 'Spotify', lambda: [N('SPOTIFY_CLIENT_ID', rs(HEX, 32)), S('SPOTIFY_CLIENT_SECRET', rs(HEX, 32))], None, None,
    {'py': 'sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(client_id="{0}", client_secret="{1}"))'}, ko='스포티파이')
add('reddit', 'Reddit', lambda: [N('REDDIT_CLIENT_ID', rs(B64URL, 22)), S('REDDIT_CLIENT_SECRET', rs(B64URL, 30))], None, None,
    {'py': 'reddit = praw.Reddit(client_id="{0}", client_secret="{1}", user_agent="trend-bot/0.3")'})
add('dropbox', 'Dropbox', lambda: [S('DROPBOX_ACCESS_TOKEN', 'sl.' + pick(['', 'u.']) + rs(B64URL, 136))], BEARER,
    'https://api.dropboxapi.com/2/users/get_current_account', {'py': 'dbx = dropbox.Dropbox("{0}")'}, ko='드롭박스')
add('box', 'Box', lambda: [S('BOX_DEVELOPER_TOKEN', rs(ALNUM, 32))], BEARER, 'https://api.box.com/2.0/users/me', None)
add('figma', 'Figma', lambda: [S('FIGMA_TOKEN', 'figd_' + rs(B64URL, 40))], '-H "X-Figma-Token: {0}"', 'https://api.figma.com/v1/me', None,
    ko='피그마')
add('notion', 'Notion', lambda: [S('NOTION_TOKEN', pick(['secret_' + rs(ALNUM, 43), 'ntn_' + rs(DIG, 11) + rs(ALNUM, 35)]))],
    '-H "Authorization: Bearer {0}" -H "Notion-Version: 2022-06-28"', 'https://api.notion.com/v1/users/me',
    {'js': 'const notion = new Client({{ auth: "{0}" }});'}, ko='노션')
add('linear', 'Linear', lambda: [S('LINEAR_API_KEY', 'lin_api_' + rs(ALNUM, 40))], '-H "Authorization: {0}"',
    'https://api.linear.app/graphql', {'js': 'const linear = new LinearClient({{ apiKey: "{0}" }});'})
add('asana', 'Asana', lambda: [S('ASANA_PAT', '2/%s/%s:%s' % (digits_nz(16), digits_nz(16), rs(HEX, 32)))], BEARER,
    'https://app.asana.com/api/1.0/users/me', None)
add('trello', 'Trello', lambda: [N('TRELLO_KEY', rs(HEX, 32)), S('TRELLO_TOKEN', 'ATTA' + rs(HEX, 64) + rs(HEXU, 8))], None,
    'https://api.trello.com/1/members/me/boards?key={0}&token={1}', None)
add('airtable', 'Airtable', lambda: [S('AIRTABLE_PAT', 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64))], BEARER,
    'https://api.airtable.com/v0/meta/bases', None, ko='에어테이블')
add('clickup', 'ClickUp', lambda: [S('CLICKUP_API_TOKEN', 'pk_%s_%s' % (digits_nz(8), rs(ALNUM_U, 32)))], '-H "Authorization: {0}"',
    'https://api.clickup.com/api/v2/user', None)
add('monday', 'monday.com', lambda: [S('MONDAY_API_TOKEN', monday_jwt())], '-H "Authorization: {0}"', 'https://api.monday.com/v2', None)
add('hubspot', 'HubSpot', lambda: [S('HUBSPOT_ACCESS_TOKEN', pick(['pat-na1-', 'pat-eu1-']) + uuid4())], BEARER,
    'https://api.hubapi.com/crm/v3/objects/contacts?limit=5', None, ko='허브스팟')
add('intercom', 'Intercom', lambda: [S('INTERCOM_ACCESS_TOKEN', intercom_token())], BEARER, 'https://api.intercom.io/me', None)
add('zendesk', 'Zendesk', lambda: [N('ZENDESK_EMAIL', 'support-bot@%s.com' % _co()), S('ZENDESK_API_TOKEN', rs(ALNUM, 40))],
    '-u "{0}/token:{1}"', 'https://%s.zendesk.com/api/v2/users/me.json' % _co(), None, ko='젠데스크')
add('salesforce', 'Salesforce', lambda: [S('SF_ACCESS_TOKEN', salesforce_token())], BEARER,
    'https://%s.my.salesforce.com/services/data/v61.0/sobjects' % _co(), None, ko='세일즈포스')
add('okta', 'Okta', lambda: [S('OKTA_API_TOKEN', '00' + rs(B64URL, 40))], '-H "Authorization: SSWS {0}"',
    'https://%s.okta.com/api/v1/users/me' % _co(), None)
add('auth0', 'Auth0', lambda: [N('AUTH0_CLIENT_ID', rs(ALNUM, 32)), S('AUTH0_CLIENT_SECRET', rs(B64URL, 64))], None, None,
    {'js': 'const auth0 = new ManagementClient({{ domain: "%s.us.auth0.com", clientId: "{0}", clientSecret: "{1}" }});' % _co()})
add('clerk', 'Clerk', lambda: [S('CLERK_SECRET_KEY', 'sk_live_' + rs(ALNUM, 42))], BEARER, 'https://api.clerk.com/v1/users?limit=10', None)
add('tailscale', 'Tailscale', lambda: [S('TS_AUTHKEY', 'tskey-auth-%sCNTRL-%s' % (rs(ALNUM, 12), rs(ALNUM, 33)))], None, None, None,
    'tailscale up --authkey={0} --advertise-tags=tag:ci', ko='테일스케일')
add('ngrok', 'ngrok', lambda: [S('NGROK_AUTHTOKEN', '2' + rs(ALNUM, 26) + '_' + rs(ALNUM, 21))], None, None, None,
    'ngrok config add-authtoken {0}')


def _cloudinary():
    sec = rs(B64URL, 27)
    return [('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (rs(DIG, 15), sec, _co() + '-media'), [sec])]


add('cloudinary', 'Cloudinary', _cloudinary, None, None, None, None, ko='클라우디너리')
add('pusher', 'Pusher Channels', lambda: [N('PUSHER_APP_ID', digits_nz(7)), N('PUSHER_KEY', rs(HEX, 20)), S('PUSHER_SECRET', rs(HEX, 20))],
    None, None, {'js': 'const pusher = new Pusher({{ appId: "{0}", key: "{1}", secret: "{2}", cluster: "ap3", useTLS: true }});'})
add('ably', 'Ably', lambda: [S('ABLY_API_KEY', ably_key())], '-u "{0}"', 'https://rest.ably.io/channels/orders/messages',
    {'js': 'const ably = new Ably.Realtime("{0}");'})
add('mux', 'Mux', lambda: [N('MUX_TOKEN_ID', uuid4()), S('MUX_TOKEN_SECRET', rs(B64, 75))], '-u {0}:{1}',
    'https://api.mux.com/video/v1/assets', None)
add('vonage', 'Vonage', lambda: [N('VONAGE_API_KEY', rs(HEX, 8)), S('VONAGE_API_SECRET', rs(ALNUM, 16))], None,
    'https://rest.nexmo.com/account/get-balance?api_key={0}&api_secret={1}', None)
add('plivo', 'Plivo', lambda: [N('PLIVO_AUTH_ID', 'MA' + rs(ALNUM_U, 18)), S('PLIVO_AUTH_TOKEN', rs(ALNUM, 40))], '-u {0}:{1}',
    'https://api.plivo.com/v1/Account/{0}/', None)
add('messagebird', 'MessageBird (Bird)', lambda: [S('MESSAGEBIRD_API_KEY', rs(ALNUM, 25))], '-H "Authorization: AccessKey {0}"',
    'https://rest.messagebird.com/balance', None)
add('fcm', 'Firebase Cloud Messaging legacy server key', lambda: [S('FCM_SERVER_KEY', fcm_server_key())],
    '-H "Authorization: key={0}" -H "Content-Type: application/json"', 'https://fcm.googleapis.com/fcm/send', None, ko='FCM 서버 키')
add('expo', 'Expo', lambda: [S('EXPO_TOKEN', rs(B64URL, 40))], None, None, None, 'EXPO_TOKEN={0} eas build --platform ios --non-interactive')
add('mapbox_secret', 'Mapbox secret token', lambda: [S('MAPBOX_SECRET_TOKEN', mapbox_secret(rs(LOWER, 7)))], None,
    'https://api.mapbox.com/tokens/v2?access_token={0}', None, ko='Mapbox 시크릿 토큰')
add('launchdarkly', 'LaunchDarkly', lambda: [S(pick(['LD_SDK_KEY', 'LAUNCHDARKLY_SDK_KEY']), 'sdk-' + uuid4())], None, None,
    {'py': 'ldclient.set_config(Config("{0}"))', 'go': 'client, _ := ld.MakeClient("{0}", 5*time.Second)'})
add('posthog_personal', 'PostHog personal API key', lambda: [S('POSTHOG_PERSONAL_API_KEY', 'phx_' + rs(ALNUM, 47))], BEARER,
    'https://us.posthog.com/api/projects/', None)
add('amplitude', 'Amplitude', lambda: [N('AMPLITUDE_API_KEY', rs(HEX, 32)), S('AMPLITUDE_SECRET_KEY', rs(HEX, 32))], '-u {0}:{1}',
    'https://amplitude.com/api/2/export?start=20250101T00&end=20250102T00', None)
add('mixpanel', 'Mixpanel service account', lambda: [N('MIXPANEL_SA_USERNAME', 'export-bot.%s.mp-service-account' % rs(HEX, 6)),
                                                     S('MIXPANEL_SA_SECRET', rs(ALNUM, 32))], '-u "{0}:{1}"',
    'https://mixpanel.com/api/app/me', None)
add('klaviyo', 'Klaviyo private key', lambda: [S('KLAVIYO_PRIVATE_KEY', 'pk_' + rs(HEX, 34))],
    '-H "Authorization: Klaviyo-API-Key {0}" -H "revision: 2024-10-15"', 'https://a.klaviyo.com/api/accounts/', None)
add('typesense', 'Typesense', lambda: [S('TYPESENSE_API_KEY', rs(ALNUM, 32))], '-H "X-TYPESENSE-API-KEY: {0}"',
    'https://search.%s.io/collections' % _co(), None)
add('meilisearch', 'Meilisearch', lambda: [S('MEILI_MASTER_KEY', rs(B64URL, 40))], BEARER, 'http://127.0.0.1:7700/keys', None)
add('contentful', 'Contentful management token', lambda: [S('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(B64URL, 43))], BEARER,
    'https://api.contentful.com/spaces', None)
add('sanity', 'Sanity', lambda: [S('SANITY_API_TOKEN', 'sk' + rs(ALNUM, 180))], None, None,
    {'js': 'const client = createClient({{ projectId: "%s", dataset: "production", token: "{0}", useCdn: false }});' % rs(ALNUM_L, 8)})
add('zoom', 'Zoom', lambda: [N('ZOOM_CLIENT_ID', rs(B64URL, 22)), S('ZOOM_CLIENT_SECRET', rs(ALNUM, 32))], None, None, None, ko='줌')
add('openweather', 'OpenWeather', lambda: [S('OPENWEATHER_API_KEY', rs(HEX, 32))], None,
    'https://api.openweathermap.org/data/2.5/weather?q=Busan&appid={0}', None)
add('ibm', 'IBM Cloud', lambda: [S('IBMCLOUD_API_KEY', rs(B64URL, 44))], None, None, None, 'ibmcloud login --apikey {0} -r jp-tok')
add('oci', 'Oracle Cloud auth token', lambda: [S('OCI_AUTH_TOKEN', rs(ALNUM + '(){}<>;:.+-_#', 20))], None, None, None,
    'docker login -u "%s/oracleidentitycloudservice/ops@%s.com" -p \'{0}\' icn.ocir.io' % (rs(LOWER, 10), _co()))
add('backblaze', 'Backblaze B2', lambda: [S('B2_APPLICATION_KEY_ID', '005' + rs(HEX, 22)), S('B2_APPLICATION_KEY', 'K005' + rs(B64, 27))],
    None, None, None, 'b2 account authorize {0} {1}')
add('r2', 'Cloudflare R2', lambda: [S('R2_ACCESS_KEY_ID', rs(HEX, 32)), S('R2_SECRET_ACCESS_KEY', rs(HEX, 64))], None, None,
    {'py': 's3 = boto3.client("s3", endpoint_url="https://%s.r2.cloudflarestorage.com", aws_access_key_id="{0}", aws_secret_access_key="{1}")' % rs(HEX, 32)})
add('alibaba', 'Alibaba Cloud', lambda: [S('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(ALNUM, 18)), S('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(ALNUM, 30))],
    None, None, None, 'aliyun configure set --mode AK --access-key-id {0} --access-key-secret {1} --region cn-hangzhou', ko='알리바바 클라우드')
add('tencent', 'Tencent Cloud', lambda: [S('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(ALNUM, 32)), S('TENCENTCLOUD_SECRET_KEY', rs(ALNUM, 32))],
    None, None, None, None, ko='텐센트 클라우드')
add('scaleway', 'Scaleway', lambda: [S('SCW_ACCESS_KEY', 'SCW' + rs(ALNUM_U, 17)), S('SCW_SECRET_KEY', uuid4())], None, None, None, None)
add('ovh', 'OVHcloud', lambda: [N('OVH_APPLICATION_KEY', rs(ALNUM, 16)), S('OVH_APPLICATION_SECRET', rs(ALNUM, 32)), S('OVH_CONSUMER_KEY', rs(ALNUM, 32))],
    None, None, None, None)
add('gitea', 'Gitea', lambda: [S('GITEA_TOKEN', rs(HEX, 40))], '-H "Authorization: token {0}"', 'https://git.%s.internal/api/v1/user' % _co(), None)
add('jenkins', 'Jenkins API token', lambda: [N('JENKINS_USER', pick(['ci-bot', 'deploy', 'release-bot'])), S('JENKINS_API_TOKEN', '11' + rs(HEX, 32))],
    '-u {0}:{1}', 'https://jenkins.%s.internal/job/api-deploy/buildWithParameters?ENV=staging' % _co(), None, ko='젠킨스')
add('argocd', 'Argo CD', lambda: [S('ARGOCD_AUTH_TOKEN', argocd_jwt())], None, None, None,
    'argocd app sync payments --server argocd.%s.internal --auth-token {0}' % _co(), ko='Argo CD')
add('rancher', 'Rancher', lambda: [S('RANCHER_TOKEN', 'token-%s:%s' % (rs(ALNUM_L, 5), rs(ALNUM_L, 54)))], BEARER,
    'https://rancher.%s.internal/v3/clusters' % _co(), None)
add('harbor', 'Harbor robot account', lambda: [N('HARBOR_USER', 'robot$ci+pusher'), S('HARBOR_PASSWORD', rs(ALNUM, 32))],
    None, None, None, "docker login harbor.%s.internal -u '{0}' -p {1}" % _co(), ko='하버 로봇 계정')
add('portainer', 'Portainer', lambda: [S('PORTAINER_API_KEY', 'ptr_' + rs(B64, 43))], '-H "X-API-Key: {0}"',
    'https://portainer.%s.internal/api/endpoints' % _co(), None)
add('mattermost', 'Mattermost', lambda: [S('MM_BOT_TOKEN', rs(ALNUM_L, 26))], BEARER, 'https://chat.%s.io/api/v4/users/me' % _co(), None)


def _gchat_hook():
    tok = b64u(rb(32)) + '%3D'
    url = 'https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s' % (rs(B64URL, 7), tok)
    return [('GCHAT_WEBHOOK_URL', url, [tok])]


add('gchat_webhook', 'Google Chat webhook', _gchat_hook, None, None, None,
    "curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"backup OK\"}}' '{0}'", ko='구글 챗 웹훅')


# ---- Korean services ----
def _toss():
    sk = toss_sk(chance(0.6))
    return [S('TOSS_SECRET_KEY', sk), (None, b64((sk + ':').encode()), [b64((sk + ':').encode())])]


add('toss', 'Toss Payments', _toss, '-H "Authorization: Basic {1}" -H "Content-Type: application/json"',
    'https://api.tosspayments.com/v1/payments/confirm', None, None, True, '토스페이먼츠')
add('kakao', 'Kakao REST API', lambda: [S(pick(['KAKAO_REST_API_KEY', 'KAKAO_ADMIN_KEY']), rs(HEX, 32))], '-H "Authorization: KakaoAK {0}"',
    'https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99', None, None, True, '카카오')
add('naver', 'Naver Developers', lambda: [N('NAVER_CLIENT_ID', rs(ALNUM, 20)), S('NAVER_CLIENT_SECRET', rs(ALNUM + '_', 10))],
    '-H "X-Naver-Client-Id: {0}" -H "X-Naver-Client-Secret: {1}"',
    'https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91', None, None, True, '네이버 개발자센터')
add('ncp', 'Naver Cloud Platform', lambda: [S('NCP_ACCESS_KEY', rs(ALNUM, 20)), S('NCP_SECRET_KEY', rs(ALNUM, 40))], None, None, None,
    None, True, '네이버 클라우드')


def _datagokr():
    dec, enc = data_go_kr_key()
    return [S('DATA_GO_KR_SERVICE_KEY', dec), (None, enc, [enc])]


add('datagokr', 'data.go.kr service key', _datagokr, None,
    'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={1}&pageNo=1&numOfRows=100&dataType=JSON&base_date=20250301&base_time=0500&nx=60&ny=127',
    None, None, True, '공공데이터포털')
add('portone', 'PortOne', lambda: [S('PORTONE_API_SECRET', rs(ALNUM, 80))], '-H "Authorization: PortOne {0}"',
    'https://api.portone.io/payments/ord_' + rs(DIG, 10), None, None, True, '포트원')
add('iamport', 'PortOne V1 (iamport)', lambda: [N('IMP_KEY', digits_nz(16)), S('IMP_SECRET', rs(ALNUM, 80))], None, None,
    {'js': 'const {{ data }} = await axios.post("https://api.iamport.kr/users/getToken", {{ imp_key: "{0}", imp_secret: "{1}" }});'},
    None, True, '아임포트')
add('channeltalk', 'Channel Talk', lambda: [S('CHANNEL_ACCESS_KEY', rs(HEX, 24)), S('CHANNEL_ACCESS_SECRET', rs(HEX, 32))],
    '-H "x-access-key: {0}" -H "x-access-secret: {1}"', 'https://api.channel.io/open/v5/user-chats', None, None, True, '채널톡')
add('solapi', 'Solapi (CoolSMS)', lambda: [S('SOLAPI_API_KEY', 'NCS' + rs(ALNUM_U, 13)), S('SOLAPI_API_SECRET', rs(ALNUM_U, 32))],
    None, None, {'js': 'const messageService = new SolapiMessageService("{0}", "{1}");'}, None, True, '솔라피')
add('sendbird', 'Sendbird', lambda: [N('SENDBIRD_APP_ID', uuid4().upper()), S('SENDBIRD_API_TOKEN', rs(HEX, 40))],
    '-H "Api-Token: {1}"', 'https://api-{0}.sendbird.com/v3/users', None, None, True, '센드버드')
add('agora', 'Agora', lambda: [N('AGORA_APP_ID', rs(HEX, 32)), S('AGORA_APP_CERTIFICATE', rs(HEX, 32))], None, None,
    {'js': 'const token = RtcTokenBuilder.buildTokenWithUid("{0}", "{1}", channel, uid, role, expire);'}, None, True, '아고라')
add('aligo', 'Aligo SMS', lambda: [N('ALIGO_USER_ID', rs(LOWER, 7)), S('ALIGO_API_KEY', rs(ALNUM_L, 32))], None, None, None,
    'curl -X POST https://apis.aligo.in/send/ -d key={1} -d user_id={0} -d sender=0215990000 -d receiver=01000000000 -d msg=test',
    True, '알리고')
add('nicepay', 'NICEPAY', lambda: [N('NICEPAY_MID', 'nicepay' + rs(DIG, 3) + 'm'), S('NICEPAY_MERCHANT_KEY', b64(rb(66)))], None, None,
    None, None, True, '나이스페이')

VENDOR_BY_SLUG = {v.slug: v for v in VENDORS}
KR_VENDORS = [v for v in VENDORS if v.kr]

# --------------------------------------------------------------------------------------------
# pools of names, services, hosts
# --------------------------------------------------------------------------------------------
EN_NAMES = ['Priya', 'Marcus', 'Dana', 'Tomas', 'Lena', 'Jakub', 'Wei', 'Sofia', 'Omar', 'Hannah', 'Raj', 'Elena',
            'Kofi', 'Mia', 'Jonas', 'Ayesha', 'Ben', 'Chloe', 'Diego', 'Fatima', 'Greg', 'Ines', 'Kenji', 'Nora',
            'Sam', 'Yusuf', 'Olga', 'Pete']
KO_NAMES = ['민수', '지훈', '서연', '현우', '수진', '태호', '은지', '동현', '하늘', '예린', '준영', '소희', '재민', '유나',
            '성호', '다은', '정우', '혜진', '상훈', '지은']
KO_TITLES = ['님', '님', '님', ' 매니저님', ' 책임님', ' 선임님', ' 팀장님', '님', ' 프로님']
SERVICES = ['billing-api', 'checkout', 'notifier', 'ingest-worker', 'auth-gateway', 'report-cron', 'admin-web',
            'search-indexer', 'media-proxy', 'payments', 'order-sync', 'crm-bridge', 'etl-nightly', 'push-sender',
            'webhook-relay', 'ml-inference', 'chatbot', 'settlement-batch', 'partner-api', 'mobile-bff', 'ledger',
            'invoice-svc', 'catalog', 'recsys', 'coupon-api']
ENVS_EN = ['staging', 'prod', 'dev', 'QA', 'sandbox', 'preview', 'production', 'stage', 'local']
ENVS_KO = ['스테이징', '운영', '개발', 'QA', '샌드박스', 'dev', 'prod', 'stg', '로컬']
COMPANIES = ['acme', 'bluepeak', 'northwind', 'orbitly', 'grayfox', 'hanbit', 'lumen', 'tidewater', 'kestrel',
             'mosaic', 'dalbit', 'yeoul', 'brightline', 'cedarloop', 'nuri', 'saebyeok']
DB_USERS = ['app', 'app_rw', 'svc_billing', 'admin', 'root', 'postgres', 'readonly', 'etl_user', 'deploy', 'django',
            'wp_admin', 'sa', 'report_ro', 'airflow', 'metabase', 'keycloak', 'gitea', 'grafana']
DB_NAMES = ['app', 'billing', 'orders', 'analytics', 'shop', 'wordpress', 'crm', 'warehouse', 'core', 'auth',
            'inventory', 'events']
REGIONS = ['ap-northeast-2', 'us-east-1', 'eu-west-1', 'ap-southeast-1', 'us-west-2', 'eu-central-1']


def who_en():
    return pick(EN_NAMES)


def who_ko():
    return pick(KO_NAMES) + pick(KO_TITLES)


CUR = {}
CYC = {}


def cyc(name, seq):
    """deterministic shuffled cycle over seq (every kind is used before any repeats)"""
    st = CYC.get(name)
    if st is None or st[1] >= len(st[0]):
        lst = list(seq)
        R.shuffle(lst)
        st = [lst, 0]
        CYC[name] = st
    v = st[0][st[1]]
    st[1] += 1
    return v


def svc():
    return pick(SERVICES)


def cur_svc():
    return CUR.get('svc') or svc()


def co():
    return pick(COMPANIES)


def env_en():
    return pick(ENVS_EN)


def env_ko():
    return pick(ENVS_KO)


def host_db(kind='pg'):
    c = co()
    k = R.random()
    if k < 0.3:
        return '%s-%s-%02d.%s.internal' % (kind, pick(['prod', 'stg', 'dev']), rint(1, 4), c)
    if k < 0.55:
        return '%s-%s.cluster-%s.%s.rds.amazonaws.com' % (c, pick(['prod', 'main', 'stg']), rs(ALNUM_L, 12), pick(REGIONS))
    if k < 0.75:
        return '10.%d.%d.%d' % (rint(0, 40), rint(0, 255), rint(2, 250))
    if k < 0.9:
        return '%s.%s.io' % (pick(['db', 'db1', 'sql', 'data']), c)
    return pick(['localhost', '127.0.0.1', 'db', 'postgres', 'mysql'])


def ip():
    return '10.%d.%d.%d' % (rint(0, 40), rint(0, 255), rint(2, 250))


def ts_iso():
    return '2025-%02d-%02dT%02d:%02d:%02d' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def hhmm():
    return '%02d:%02d' % (rint(8, 23), rint(0, 59))


# --------------------------------------------------------------------------------------------
# passwords of many styles
# --------------------------------------------------------------------------------------------
PW_WORDS = ['Summer', 'Winter', 'Dragon', 'Monkey', 'Sunshine', 'Football', 'Baseball', 'Shadow', 'Tiger',
            'Charlie', 'Maggie', 'Buster', 'Coffee', 'Pepper', 'Ginger', 'Falcon', 'Rocket', 'Phoenix', 'Galaxy',
            'Harbor', 'Maple', 'Cobalt', 'Orchid', 'Bluebird', 'Yankees', 'Arsenal', 'Liverpool', 'Chelsea',
            'Denver', 'Boston', 'Austin', 'Seattle', 'Toronto', 'Nirvana', 'Zeppelin', 'Hobbit', 'Gandalf', 'Pikachu',
            'Snoopy', 'Biscuit', 'Pumpkin', 'Muffin', 'Nugget', 'Luna', 'Bella', 'Rosie', 'Scout', 'Willow', 'Mango',
            'Kimchi', 'Bulgogi', 'Hallasan', 'Seoraksan', 'Gangnam', 'Haeundae', 'Jeju', 'Sarang', 'Haneul', 'Doldol']
SYM_SAFE = '!@#%^*-_=+?.~'
SYM_ALL = '!@#$%^&*()-_=+[]{}<>?~.,:;'
KO_PHRASES = ['사랑해', '우리집', '행복하자', '바둑이', '봄날', '하늘', '강아지', '고양이', '보물', '비밀', '내꺼야', '짱구',
              '뽀로로', '초코', '별빛', '한강', '제주도', '부산', '우리가족', '토끼', '딸기', '감자', '코코', '해피',
              '여름바다', '가을하늘', '첫눈', '무지개', '도토리', '호랑이', '우리딸', '멍멍이', '서울역', '김치찌개']
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
         'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(s):
    out = ''
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out += _CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28]
        else:
            out += ch
    return out


def pw_human():
    w = pick(PW_WORDS)
    k = R.random()
    if k < 0.25:
        p = w + str(rint(1975, 2025)) + pick('!@#$*.')
    elif k < 0.45:
        p = w + pick('!@#$*') + str(rint(100, 9999))
    elif k < 0.6:
        p = w + pick(PW_WORDS) + str(rint(1, 99))
    elif k < 0.75:
        p = co().capitalize() + pick(['@', '#', '!', '_']) + str(rint(2019, 2026)) + pick(['', 'Q1', 'Q2', 'Q3', 'Q4', '!'])
    elif k < 0.88:
        p = pick(['1q2w3e4r', 'qwer1234', 'asdf1234', 'zxcv1234', 'Qwer1234', '1qaz2wsx', 'q1w2e3r4']) + pick(['!', '!!', '@', '#', '5t', '%^'])
    else:
        p = w.lower() + str(rint(10, 99)) + w[:1] + pick('!?#')
    if len(p) < 8:
        p += str(rint(10, 99)) + '!'
    return p


def pw_leet():
    w = pick(['Troubador', 'Password', 'Sunflower', 'Starlight', 'Moonwalker', 'Blueberry', 'Lighthouse', 'Snowflake',
              'Butterfly', 'Waterfall', 'Fireworks', 'Hurricane', 'Backstage', 'Nightowl'])
    table = {'a': '@4', 'e': '3', 'o': '0', 'i': '1!', 's': '$5', 't': '7'}
    out = ''
    for ch in w:
        if ch.lower() in table and chance(0.6):
            out += pick(table[ch.lower()])
        else:
            out += ch
    return out + pick(['&3', '#1', '!9', '_7', '%2', '?'])


def pw_phrase():
    n = rint(3, 5)
    ws = [pick(BIP39) for _ in range(n)]
    k = R.random()
    if k < 0.35:
        return '-'.join(ws)
    if k < 0.5:
        return '.'.join(ws) + str(rint(1, 9))
    if k < 0.65:
        return ' '.join(ws)
    if k < 0.85:
        return ''.join(w.capitalize() for w in ws) + str(rint(1, 99))
    return '_'.join(ws) + pick('!?#')


def pw_generated(n=None, sym=SYM_SAFE):
    n = n or rint(14, 28)
    while True:
        p = rs(ALNUM + sym * 2, n)
        if any(c in sym for c in p) and any(c in DIG for c in p) and any(c in UPPER for c in p) and p[0] not in '-=' and p[-1] != '\\':
            return p


def pw_korean_keyboard():
    p = hangul_to_qwerty(pick(KO_PHRASES))
    k = R.random()
    if k < 0.4:
        p += str(rint(1, 9999)) + pick(['!', '@', '#', '^^', ''])
    elif k < 0.7:
        p = p + pick(['1004', '0815', '1234', '486', '7942', '2580']) + pick(['!', '!!', '*'])
    else:
        p = p[0].upper() + p[1:] + pick('!@#') + str(rint(10, 99))
    if len(p) < 8:
        p += str(rint(100, 999))
    return p


def pw_hangul():
    p = pick(KO_PHRASES) + pick(['', pick(KO_PHRASES)]) + str(rint(1, 2025)) + pick(['', '!', '^^', '*'])
    while len(p) < 8:
        p += str(rint(0, 9))
    return p


def pw_numeric():
    k = R.random()
    if k < 0.4:
        return '%d%02d%02d' % (rint(1965, 2012), rint(1, 12), rint(1, 28))
    if k < 0.7:
        return '010' + rs(DIG, 8)
    return rs(DIG, rint(8, 12))


PW_STYLES = [('human', pw_human), ('leet', pw_leet), ('passphrase', pw_phrase), ('generated', pw_generated),
             ('korean-keyboard', pw_korean_keyboard), ('hangul', pw_hangul), ('numeric', pw_numeric)]


def any_password(lang='en', styles=None, sym=SYM_SAFE):
    if styles is None:
        if lang == 'ko':
            w = [('human', 3), ('leet', 1), ('passphrase', 1), ('generated', 3), ('korean-keyboard', 3), ('hangul', 2), ('numeric', 1)]
        else:
            w = [('human', 4), ('leet', 2), ('passphrase', 3), ('generated', 4), ('korean-keyboard', 0), ('hangul', 0), ('numeric', 1)]
        bag = []
        for name, n in w:
            bag += [name] * n
        styles = bag
    st = pick(styles)
    fn = dict(PW_STYLES)[st]
    p = fn(sym=sym) if st == 'generated' else fn()
    return st, p


def pw_no_space(lang='en', sym=SYM_SAFE, ascii_only=False):
    while True:
        st, p = any_password(lang, sym=sym)
        if ' ' in p:
            continue
        if ascii_only and any(ord(c) > 127 for c in p):
            continue
        return st, p


def url_pw(lang='en'):
    """a password as it would be percent-encoded inside a URL; returns (style, raw, as_written)"""
    st, p = pw_no_space(lang, sym='!@#%^*-_=+?.~:/', ascii_only=True)
    return st, p, quote(p, safe='-_.~!*')


# --------------------------------------------------------------------------------------------
# naming helpers
# --------------------------------------------------------------------------------------------
def snake(env):
    return env.lower()


def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def pascal(env):
    return ''.join(p.capitalize() for p in env.lower().split('_'))


def kebab(env):
    return env.lower().replace('_', '-')


def dotted(env):
    return env.lower().replace('_', '.')


def env_items(items):
    return [(k, v) for (k, v, _l) in items if k]


def listed(items):
    out = []
    for (_k, _v, l) in items:
        for x in l:
            if x not in out:
                out.append(x)
    return out


def fmt(tpl, items):
    return tpl.format(*[v for (_k, v, _l) in items])


DOTENV_EXTRAS = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=info', 'LOG_LEVEL=debug', 'TZ=Asia/Seoul',
                 'APP_URL=https://app.%s.io', 'REDIS_HOST=redis', 'FEATURE_NEW_CHECKOUT=true', 'SENTRY_ENVIRONMENT=staging',
                 'DB_HOST=db', 'DB_PORT=5432', 'WORKERS=4', 'CACHE_TTL=300', 'NEXT_PUBLIC_APP_NAME=%s-console',
                 'OTEL_SERVICE_NAME=%s-api', 'RATE_LIMIT_PER_MIN=120', 'S3_BUCKET=%s-uploads', 'DEBUG=false']


def extras(n):
    out = []
    for e in picks(DOTENV_EXTRAS, n):
        out.append(e % co() if '%s' in e else e)
    return out

# --------------------------------------------------------------------------------------------
# containers that hold a vendor credential.  Each returns (snippet, place) or None.
# --------------------------------------------------------------------------------------------
def q(v, style=None):
    style = style or pick(['', '"', '"', "'"])
    return style + v + style


def c_dotenv(v, items, lang):
    lines = ['%s=%s' % (k, q(val)) for k, val in env_items(items)]
    ex = extras(rint(0, 3))
    allx = ex + lines
    if chance(0.5):
        R.shuffle(allx)
    return '\n'.join(allx), pick(['.env', '.env.local', '.env.production', '.env.staging', 'apps/api/.env',
                                  'backend/.env.dev', '.env.development.local', 'deploy/.env.prod'])


def c_export(v, items, lang):
    return '\n'.join('export %s=%s' % (k, q(val, pick(['"', "'", '']))) for k, val in env_items(items)), \
        pick(['~/.zshrc', '~/.bashrc', 'scripts/dev-env.sh', 'my terminal history', 'setup.sh', 'the runbook'])


def c_powershell(v, items, lang):
    return '\n'.join('$env:%s = "%s"' % (k, val) for k, val in env_items(items)), pick(['the PowerShell profile', 'setup-dev.ps1'])


def c_cmd(v, items, lang):
    return '\n'.join('set %s=%s' % (k, val) for k, val in env_items(items)), pick(['run-local.bat', 'start.cmd'])


def c_fish(v, items, lang):
    return '\n'.join('set -gx %s %s' % (k, val) for k, val in env_items(items)), '~/.config/fish/config.fish'


def c_yaml(v, items, lang):
    lines = ['%s:' % v.slug.split('_')[0]] + ['  %s: %s' % (snake(k), q(val, pick(['', '"']))) for k, val in env_items(items)]
    return '\n'.join(lines), pick(['config/app.yaml', 'config/settings.yml', 'config/secrets.yml', 'conf/%s.yaml' % v.slug])


def c_json(v, items, lang):
    d = {camel(k): val for k, val in env_items(items)}
    if chance(0.5):
        d = {v.slug.split('_')[0]: d}
    return json.dumps(d, indent=2 if chance(0.6) else None), pick(['config/default.json', 'config/local.json', 'secrets.json', '.vscode/settings.json', 'appsettings.Development.json'])


def c_toml(v, items, lang):
    lines = ['[%s]' % v.slug.split('_')[0]] + ['%s = "%s"' % (snake(k), val) for k, val in env_items(items)]
    return '\n'.join(lines), pick(['.streamlit/secrets.toml', 'config.toml', 'settings.toml', 'wrangler.toml'])


def c_ini(v, items, lang):
    lines = ['[%s]' % v.slug.split('_')[0]] + ['%s = %s' % (snake(k), val) for k, val in env_items(items)]
    return '\n'.join(lines), pick(['config.ini', 'settings.cfg', 'app.conf'])


def c_xml(v, items, lang):
    if chance(0.5):
        lines = ['<appSettings>'] + ['  <add key="%s" value="%s" />' % (pascal(k), val) for k, val in env_items(items)] + ['</appSettings>']
        return '\n'.join(lines), pick(['Web.config', 'App.config'])
    lines = ['<resources>'] + ['    <string name="%s">%s</string>' % (snake(k), val) for k, val in env_items(items)] + ['</resources>']
    return '\n'.join(lines), 'app/src/main/res/values/secrets.xml'


def c_properties(v, items, lang):
    return '\n'.join('%s=%s' % (dotted(k).replace('.', '-', 1) if chance(0.3) else dotted(k), val) for k, val in env_items(items)), \
        pick(['application.properties', 'src/main/resources/application-prod.properties', 'gradle.properties', 'local.properties'])


def c_terraform(v, items, lang):
    ei = env_items(items)
    k = R.random()
    if k < 0.4:
        out = []
        for key, val in ei:
            out += ['variable "%s" {' % snake(key), '  type    = string', '  default = "%s"' % val, '}']
        return '\n'.join(out), pick(['infra/variables.tf', 'terraform/vars.tf'])
    if k < 0.7:
        return '\n'.join('%s = "%s"' % (snake(key), val) for key, val in ei), pick(['prod.tfvars', 'terraform.tfvars', 'envs/staging.auto.tfvars'])
    out = ['resource "aws_lambda_function" "%s" {' % cur_svc().replace('-', '_'), '  # ...', '  environment {', '    variables = {']
    out += ['      %s = "%s"' % (key, val) for key, val in ei]
    out += ['    }', '  }', '}']
    return '\n'.join(out), pick(['infra/lambda.tf', 'modules/worker/main.tf'])


def c_gha(v, items, lang):
    out = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    out += ['      %s: %s' % (k, val) for k, val in env_items(items)]
    out += ['    steps:', '      - uses: actions/checkout@v4']
    return '\n'.join(out), pick(['.github/workflows/deploy.yml', '.github/workflows/nightly.yml', '.github/workflows/release.yml'])


def c_gitlab(v, items, lang):
    out = ['variables:'] + ['  %s: "%s"' % (k, val) for k, val in env_items(items)]
    out += ['', 'deploy:', '  stage: deploy', '  script:', '    - ./scripts/deploy.sh']
    return '\n'.join(out), '.gitlab-ci.yml'


def c_k8s(v, items, lang):
    if chance(0.5):
        out = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-credentials' % v.slug.replace('_', '-'), 'type: Opaque', 'stringData:']
        out += ['  %s: "%s"' % (k, val) for k, val in env_items(items)]
        return '\n'.join(out), pick(['k8s/secret.yaml', 'manifests/%s-secret.yaml' % cur_svc(), 'charts/app/templates/secret.yaml'])
    out = ['        env:']
    for k, val in env_items(items):
        out += ['          - name: %s' % k, '            value: "%s"' % val]
    return '\n'.join(out), pick(['k8s/deployment.yaml', 'manifests/%s.yaml' % cur_svc()])


def c_dockerfile(v, items, lang):
    kw = pick(['ENV', 'ARG'])
    out = ['FROM node:20-alpine' if chance(0.5) else 'FROM python:3.12-slim', 'WORKDIR /app']
    out += ['%s %s=%s' % (kw, k, val) for k, val in env_items(items)]
    out += ['COPY . .']
    return '\n'.join(out), pick(['Dockerfile', 'docker/Dockerfile.worker', 'Dockerfile.prod'])


def c_compose(v, items, lang):
    s = cur_svc()
    out = ['services:', '  %s:' % s, '    image: %s/%s:latest' % (co(), s), '    environment:']
    if chance(0.5):
        out += ['      - %s=%s' % (k, val) for k, val in env_items(items)]
    else:
        out += ['      %s: %s' % (k, val) for k, val in env_items(items)]
    return '\n'.join(out), pick(['docker-compose.yml', 'docker-compose.override.yml', 'compose.prod.yaml'])


def c_dockerrun(v, items, lang):
    s = cur_svc()
    es = ' '.join('-e %s=%s' % (k, val) for k, val in env_items(items))
    return 'docker run -d --name %s %s %s/%s:%s' % (s, es, co(), s, pick(['latest', '1.4.2', 'sha-' + rs(HEX, 7)])), \
        pick(['the deploy script', 'scripts/run.sh', 'the ops wiki'])


def c_helm(v, items, lang):
    out = ['%s:' % camel(v.slug)] + ['  %s: %s' % (camel(k), val) for k, val in env_items(items)]
    return '\n'.join(out), pick(['values-prod.yaml', 'charts/%s/values.yaml' % cur_svc(), 'helm/values-staging.yaml'])


def c_curl(v, items, lang):
    if not v.curl or not v.url:
        return None
    url = fmt(v.url, items)
    return 'curl -sS %s %s' % (fmt(v.curl, items), url), pick(['my shell history', 'the runbook', 'a Slack thread', 'docs/debugging.md', 'the Postman export'])


def c_url(v, items, lang):
    if not v.url or '{' not in v.url or v.curl:
        return None
    return fmt(v.url, items), pick(['the browser address bar', 'the README', 'a bookmarked link', 'the Grafana datasource', 'scripts/check.sh'])


def c_sdk(v, items, lang):
    if not v.sdk:
        return None
    k = pick(sorted(v.sdk))
    place = {'py': pick(['app/clients.py', 'worker.py', 'notebooks/explore.ipynb', 'scripts/backfill.py']),
             'js': pick(['src/lib/client.ts', 'server/index.js', 'api/webhook.ts', 'lib/services.mjs']),
             'go': pick(['internal/client/client.go', 'cmd/worker/main.go']),
             'rb': 'config/initializers/%s.rb' % v.slug, 'php': 'config/services.php'}[k]
    return fmt(v.sdk[k], items), place


def c_cli(v, items, lang):
    if not v.cli:
        return None
    return fmt(v.cli, items), pick(['my shell history', 'the CI script', 'the onboarding doc', 'Makefile', 'a README step'])


def c_const(v, items, lang):
    ei = env_items(items)
    k = R.random()
    if k < 0.25:
        return '\n'.join('%s = "%s"' % (key, val) for key, val in ei), pick(['settings.py', 'config.py', 'app/constants.py'])
    if k < 0.4:
        return '\n'.join('os.environ["%s"] = "%s"' % (key, val) for key, val in ei), pick(['notebooks/eval.ipynb', 'notebooks/demo.ipynb', 'colab notebook'])
    if k < 0.55:
        return '\n'.join("const %s = '%s';" % (camel(key), val) for key, val in ei), pick(['src/config.js', 'lib/keys.ts'])
    if k < 0.65:
        return '\n'.join('private static final String %s = "%s";' % (key, val) for key, val in ei), 'src/main/java/com/%s/Config.java' % co()
    if k < 0.72:
        return '\n'.join('const val %s = "%s"' % (key, val) for key, val in ei), 'app/src/main/java/com/%s/BuildKeys.kt' % co()
    if k < 0.79:
        return '\n'.join('static let %s = "%s"' % (camel(key), val) for key, val in ei), 'Sources/App/Secrets.swift'
    if k < 0.86:
        return '\n'.join('private const string %s = "%s";' % (pascal(key), val) for key, val in ei), 'Services/%sClient.cs' % pascal(v.slug)
    if k < 0.93:
        return '\n'.join("define('%s', '%s');" % (key, val) for key, val in ei), 'wp-content/mu-plugins/keys.php'
    return '\n'.join('const %s: &str = "%s";' % (key, val) for key, val in ei), 'src/config.rs'


def c_setsecret(v, items, lang):
    ei = env_items(items)
    key, val = ei[-1]
    s = cur_svc()
    k = R.random()
    if len(ei) > 1 and k < 0.3:
        return 'fly secrets set ' + ' '.join('%s=%s' % (a, b) for a, b in ei) + ' -a ' + s, 'my shell history'
    if len(ei) > 1:
        return 'heroku config:set ' + ' '.join('%s=%s' % (a, b) for a, b in ei) + ' -a %s-%s' % (co(), s), 'my shell history'
    opts = ['gh secret set %s --body "%s"' % (key, val),
            'kubectl create secret generic %s --from-literal=%s=%s -n %s' % (kebab(key), snake(key), val, pick(['default', 'prod', s])),
            'vault kv put secret/%s/%s %s=%s' % (s, v.slug, snake(key), val),
            'aws ssm put-parameter --name /%s/%s/%s --type SecureString --value "%s" --overwrite' % (pick(['prod', 'staging']), s, key, val),
            'az keyvault secret set --vault-name kv-%s-prod --name %s --value "%s"' % (co(), kebab(key), val),
            'supabase secrets set %s=%s' % (key, val),
            'firebase functions:config:set %s.key="%s"' % (v.slug.split('_')[0], val),
            'doppler secrets set %s="%s" --project %s --config prd' % (key, val, s),
            'railway variables --set "%s=%s"' % (key, val),
            "echo -n '%s' | gcloud secrets create %s --data-file=-" % (val, kebab(key))]
    return pick(opts), pick(['my shell history', 'the setup notes', 'the PR description', 'a Slack thread'])


def c_log(v, items, lang):
    ei = env_items(items) or [(None, items[0][1])]
    key, val = ei[-1]
    t = ts_iso()
    k = R.random()
    if k < 0.3 and v.curl and 'Bearer' in v.curl:
        return "%sZ DEBUG urllib3.connectionpool send: b'GET /v1/... HTTP/1.1\\r\\nAuthorization: Bearer %s\\r\\n'" % (t, val), pick(['the worker log', 'CloudWatch', 'kubectl logs output'])
    if k < 0.55:
        d = {snake(a): b for a, b in ei}
        d.update({'timeout': 30, 'retries': 3})
        return "%s,%03d INFO config loaded: %r" % (t.replace('T', ' '), rint(0, 999), d), pick(['the startup log', 'Datadog logs', 'the pod log'])
    if k < 0.8:
        inner = ', '.join("%s: '%s'" % (camel(a), b) for a, b in ei)
        return "[%s] %s client init { %s, baseURL: 'https://api...', maxRetries: 2 }" % (t, v.slug, inner), pick(['the Vercel function log', 'pm2 logs', 'the server console'])
    return '%s level=info msg="env" %s' % (t, ' '.join('%s=%s' % (a, b) for a, b in ei)), pick(['Loki', 'journalctl output', 'the systemd unit log'])


def c_envdump(v, items, lang):
    ei = env_items(items)
    k = R.random()
    if k < 0.4:
        return '$ kubectl exec deploy/%s -- printenv | grep %s\n' % (cur_svc(), ei[0][0].split('_')[0]) + '\n'.join('%s=%s' % (a, b) for a, b in ei), 'kubectl output'
    if k < 0.7:
        return '"Env": [\n' + ',\n'.join('    "%s=%s"' % (a, b) for a, b in ei) + ',\n    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"\n]', 'docker inspect output'
    return '$ env | grep -i %s\n' % ei[0][0].split('_')[0].lower() + '\n'.join('%s=%s' % (a, b) for a, b in ei), 'the CI debug step'


def c_python_settings(v, items, lang):
    ei = env_items(items)
    out = ['%s = {' % v.slug.upper()] + ['    "%s": "%s",' % (snake(a), b) for a, b in ei] + ['}']
    return '\n'.join(out), pick(['settings/production.py', 'config/settings_local.py'])


VENDOR_CONTAINERS = [
    ('dotenv', c_dotenv, 14), ('shell export', c_export, 6), ('PowerShell', c_powershell, 1), ('cmd set', c_cmd, 1),
    ('fish', c_fish, 1), ('YAML', c_yaml, 4), ('JSON', c_json, 4), ('TOML', c_toml, 3), ('INI', c_ini, 2), ('XML', c_xml, 2),
    ('properties', c_properties, 3), ('Terraform', c_terraform, 3), ('GitHub Actions', c_gha, 3), ('GitLab CI', c_gitlab, 2),
    ('k8s manifest', c_k8s, 3), ('Dockerfile', c_dockerfile, 2), ('docker-compose', c_compose, 3), ('docker run', c_dockerrun, 2),
    ('Helm values', c_helm, 2), ('curl header', c_curl, 16), ('URL', c_url, 8), ('SDK constructor', c_sdk, 26), ('CLI', c_cli, 16),
    ('code constant', c_const, 5), ('secret-set command', c_setsecret, 4), ('log line', c_log, 4), ('env dump', c_envdump, 3),
    ('python settings dict', c_python_settings, 1)]

# --------------------------------------------------------------------------------------------
# prose banks (slots are replaced with F(), never str.format, so snippets with braces are safe)
# --------------------------------------------------------------------------------------------
def F(_tpl, **ctx):
    for k in ctx:
        _tpl = _tpl.replace('{' + k + '}', str(ctx[k]))
    return _tpl


def fence(snippet, p=0.35, lang_hint=''):
    if '\n' in snippet and chance(p):
        return '```' + lang_hint + '\n' + snippet + '\n```'
    if '\n' not in snippet and chance(p * 0.6):
        return '`' + snippet + '`'
    return snippet


PLACE_KO = {'my shell history': '쉘 히스토리', 'the runbook': '런북', 'a Slack thread': '슬랙 스레드',
            'the Postman export': 'Postman 컬렉션', 'the browser address bar': '브라우저 주소창', 'the README': 'README',
            'a bookmarked link': '북마크해 둔 링크', 'the Grafana datasource': '그라파나 데이터소스 설정',
            'the CI script': 'CI 스크립트', 'the onboarding doc': '온보딩 문서', 'a README step': 'README 설치 단계',
            'the setup notes': '세팅 메모', 'the PR description': 'PR 본문', 'the worker log': '워커 로그',
            'the startup log': '기동 로그', 'Datadog logs': 'Datadog 로그', 'the pod log': '파드 로그',
            'the Vercel function log': 'Vercel 함수 로그', 'the server console': '서버 콘솔', 'journalctl output': 'journalctl 출력',
            'the systemd unit log': 'systemd 로그', 'kubectl output': 'kubectl 출력', 'docker inspect output': 'docker inspect 결과',
            'the CI debug step': 'CI 디버그 스텝', 'my terminal history': '터미널 히스토리', 'the PowerShell profile': 'PowerShell 프로필',
            'the deploy script': '배포 스크립트', 'the ops wiki': '운영 위키', 'colab notebook': '코랩 노트북',
            'kubectl logs output': 'kubectl logs 출력', 'CloudWatch': 'CloudWatch 로그', 'Loki': 'Loki 로그'}


def place_l(place, lang):
    return PLACE_KO.get(place, place) if lang == 'ko' else place


EN_TASK = ['fix the {name} integration on {env}', 'get {svc} running locally', 'make the nightly job green again',
           'move {svc} to the new cluster', 'bump the SDK versions in {svc}', 'add retries to the {name} client',
           'find out why {name} webhooks stopped arriving', 'clean up the deploy pipeline for {svc}',
           'debug 401s from {name} in {env}', 'wire {svc} up to {name}', 'reproduce the failing {env} deploy',
           'upgrade the {name} client library', 'write a smoke test for {svc}']
KO_TASK = ['{env} {name} 연동 오류 수정', '{svc} 로컬에서 띄우기', 'nightly 배치 다시 초록불 만들기', '{svc} 새 클러스터로 이전',
           '{svc} SDK 버전 업', '{name} 클라이언트에 retry 추가', '{name} 웹훅 안 들어오는 원인 찾기', '{svc} 배포 파이프라인 정리',
           '{env}에서 {name} 401 나는 거 디버깅', '{svc} 서비스에 {name} 붙이기', '{env} 배포 실패 재현', '{name} 라이브러리 업그레이드',
           '{svc} 스모크 테스트 작성']

EN_MC = [
    "Nobody mentioned that {svc} still calls {name} directly instead of going through the internal proxy.",
    "The ticket only said '{task}'. It didn't say which {name} account the {env} environment is wired to.",
    "I wasn't told that {env} reads its {name} credentials from {place} and not from the secret manager.",
    "{who} had swapped the {name} key by hand on {env} last week and nothing was written down.",
    "I didn't know there are two {name} projects (old and new) and that {svc} is still on the old one.",
    "No one told me the {svc} CI job needs a {name} token at build time, not just at runtime.",
    "The README just says 'ask ops for the {name} key', and the one ops person is on leave.",
    "I assumed {name} calls were mocked in {env}. They are real calls against the live account.",
    "Wasn't aware that {svc} has its own {name} credentials, separate from the main app.",
    "Didn't know local dev for {svc} expects a personal {name} token.",
    "Task was '{task}'. Nobody said the actual failure was authentication against {name}.",
    "There are three candidate config files for {svc} and nobody said which one wins at startup.",
    "I wasn't told the {name} key had been rotated after the incident, so the old docs were wrong.",
    "Context I lacked: {svc} on {env} still uses the legacy {name} setup from before the migration.",
    "Nobody said the onboarding doc for {svc} was two years out of date on the {name} part.",
    "I didn't know which {name} workspace is the paid one; the free one rate-limits hard.",
    "The user asked me to '{task}' but didn't mention that {name} access is per-developer.",
    "missing: where the {env} {name} creds live + who can give me access"]
KO_MC = [
    "{svc} 서비스가 {name} API를 내부 프록시 안 거치고 직접 호출한다는 얘기를 못 들었음.",
    "티켓엔 '{task}'라고만 있었고, {env} 환경이 어떤 {name} 계정에 붙어 있는지는 안 적혀 있었습니다.",
    "{env} 환경이 {name} 키를 시크릿 매니저가 아니라 {place}에서 읽는다는 걸 몰랐어요.",
    "지난주에 {who}이 {env} 쪽 {name} 키를 수동으로 바꿨는데 어디에도 기록이 없었음.",
    "{name} 프로젝트가 구버전/신버전 두 개 있고 {svc} 서비스는 아직 구버전을 쓰고 있다는 걸 몰랐음.",
    "{svc} CI 잡이 빌드 타임에도 {name} 토큰이 필요하다는 걸 아무도 안 알려줌.",
    "README에 '{name} 키는 인프라팀에 요청'이라고만 돼 있는데 담당자가 휴가 중이었어요.",
    "{env}에서는 {name} 호출이 mock인 줄 알았는데 실계정으로 나가고 있었음.",
    "{svc} 서비스는 메인 앱이랑 별개로 {name} 자격증명을 따로 쓴다는 걸 몰랐습니다.",
    "로컬 개발 시 개인 {name} 토큰이 필요하다는 안내가 없었어요.",
    "작업은 '{task}'였는데 실제 원인이 {name} 인증 실패라는 건 아무도 말 안 해줌.",
    "{svc} 설정 파일 후보가 세 개인데 어떤 게 최종으로 로드되는지 아무도 몰랐음.",
    "장애 이후에 {name} 키가 로테이션됐다는 공지를 못 받아서 문서대로 하면 계속 실패했음.",
    "{env}의 {svc} 서비스는 마이그레이션 전 레거시 {name} 설정을 그대로 쓰고 있다는 맥락이 없었어요.",
    "온보딩 문서의 {name} 부분이 2년 전 내용이라는 걸 몰랐음.",
    "{name} 워크스페이스 중 어느 게 유료인지 몰라서 무료 쪽 rate limit에 계속 걸림.",
    "사용자가 '{task}' 해달라고만 했고 {name} 권한이 개발자별로 따로라는 말은 없었음.",
    "{env} {name} 자격증명 위치, 권한 받을 사람 정보 없음"]

EN_LE_INTRO = ["The working config turned out to be this, in {place}:", "What actually fixed it ({place}):",
               "For the record, this is how {svc} gets the credential:", "Found the live value hardcoded in {place}:",
               "Ended up with this in {place}:", "Verified with:", "The call that finally returned 200:",
               "The line that matters in {place}:", "Copying it here so I don't have to dig again:",
               "This is what {who} pasted and it works:", "Working setup:"]
KO_LE_INTRO = ["{place}에 실제로 들어가 있던 값:", "결국 이렇게 해서 해결함 ({place}):", "참고로 {svc} 서비스는 이렇게 읽음:",
               "{place}에 하드코딩된 실키 발견:", "최종적으로 넣은 설정 ({place}):", "이걸로 확인했습니다:", "200 떨어진 호출:",
               "{place}에서 중요한 부분:", "다시 찾기 귀찮아서 여기 적어둠:", "{who}이 준 값으로 하니까 됨:", "동작하는 설정:"]
EN_LE_AFTER = ["Restarting the worker picked it up.", "The old key now returns 401.",
               "Env is read once at boot, so the pod needs a restart after changing it.",
               "It has to be set before the app boots, otherwise the client is created with an empty key.",
               "Staging and prod values differ; don't mix them up.", "After that the 403s stopped.", "", "", "",
               "Note the quoting; the value is used as-is.",
               "The SDK silently falls back to an anonymous client if this is missing."]
KO_LE_AFTER = ["워커 재시작하니까 반영됨.", "예전 키는 이제 401 뜸.", "env는 부팅 때 한 번만 읽으니 파드 재시작 필수.",
               "앱 뜨기 전에 세팅돼 있어야 함. 안 그러면 빈 키로 클라이언트가 만들어짐.", "스테이징/운영 값이 다르니 섞지 말 것.",
               "이후로 403 안 남.", "", "", "", "따옴표 주의. 값 그대로 씀.",
               "이게 없으면 SDK가 에러 없이 익명 클라이언트로 fallback 해버림."]
EN_LE_PLAIN = ["{name} keys are per environment; the 401s came from using the staging key against production.",
               "The {svc} container caches the key at startup, so rotating it needs a rollout restart.",
               "Check which config file actually wins before editing; {svc} loads {place} last.",
               "When {name} returns 401 with a valid-looking key, check the account/project scope first.",
               "The key in the repo is live. It should move to the secret store and be rotated.",
               "Build-time and runtime env are different things in this pipeline.",
               "{name} errors were swallowed by the retry wrapper; turning on debug logging showed the auth failure.",
               "The fastest check is a single authenticated GET before touching any code.",
               "Don't trust the wiki for {name}; read what the running pod actually has."]
KO_LE_PLAIN = ["{name} 키는 환경별로 다름. 401은 스테이징 키로 운영에 붙어서 난 거였음.",
               "{svc} 컨테이너는 기동 시 키를 캐싱해서 로테이션하면 rollout restart 해야 함.",
               "설정 고치기 전에 어떤 파일이 최종 적용되는지부터 확인. {svc} 서비스는 마지막에 {place} 설정을 읽음.",
               "키가 멀쩡해 보이는데 {name} 쪽에서 401이면 계정/프로젝트 스코프부터 볼 것.",
               "repo에 있는 키가 실키임. 시크릿 저장소로 옮기고 로테이션 필요.",
               "이 파이프라인은 빌드 타임 env랑 런타임 env가 따로 놈.",
               "retry 래퍼가 {name} 에러를 삼키고 있었음. debug 로그 켜니까 인증 실패가 보였음.",
               "코드 건드리기 전에 인증 붙인 GET 한 번 날려보는 게 제일 빠름.",
               "{name} 관련해서는 위키 믿지 말고 떠 있는 파드 env를 직접 볼 것."]
EN_AN = ["Which {name} account should {env} use, and where is the key supposed to live?",
         "Can the {name} key be shared through the vault next time instead of the repo?",
         "Who owns the {name} integration for {svc}?", "Is there a sandbox {name} key for local testing?",
         "Should the {name} key be rotated, since it was sitting in {place}?",
         "Is {place} the source of truth for {svc} config, or is it generated?",
         "Which secret store does {env} read from?", "", "Who else has a copy of this key?"]
KO_AN = ["{env}에서 쓸 {name} 계정이랑 키 보관 위치가 어디인가요?", "다음부턴 {name} 키를 repo 말고 vault로 공유 가능할까요?",
         "{svc}의 {name} 연동 담당자가 누구인가요?", "로컬 테스트용 sandbox {name} 키가 따로 있나요?",
         "{place}에 키가 그대로 있었는데 로테이션 해야 하나요?",
         "{svc} 설정의 기준 파일이 {place} 맞나요, 아니면 생성되는 파일인가요?",
         "{env} 환경은 어떤 시크릿 저장소에서 값을 읽나요?", "", "이 키 사본 가진 사람 또 누구 있나요?"]
EN_AN_VAL = ["Is {val} still the active key, or did someone rotate it?", "Should {val} be revoked now that it sat in {place}?",
             "Is `{val}` the prod or the staging key?", "Can I keep using {val} for {env}, or is there a dedicated one?"]
KO_AN_VAL = ["{val} 이거 아직 유효한 키 맞나요?", "{place}에 있던 {val} 폐기해도 되나요?",
             "`{val}` 이게 운영 키인지 스테이징 키인지 확인 부탁드려요.", "{env}에서 {val} 계속 써도 되나요, 전용 키가 따로 있나요?"]
EN_MC_SNIP = ["Nobody told me where {svc} gets its {name} credentials. It turned out to be {place}:",
              "I wasn't given the {name} setup for {env}; I only found this in {place}:",
              "The only {name} config I could find was in {place}:",
              "Missing: the {name} credentials for {env}. {who} eventually pointed me to {place}:",
              "No handover notes for the {name} part of {svc}. This was in {place}:"]
KO_MC_SNIP = ["{svc} 서비스가 {name} 자격증명을 어디서 받는지 아무도 몰랐음. 알고 보니 {place}:",
              "{env} {name} 설정을 전달받지 못했고, {place}에서 이것만 찾음:",
              "찾을 수 있던 {name} 설정은 {place}에 있는 이것뿐이었음:",
              "{env}용 {name} 자격증명 정보가 없었음. 결국 {who}이 {place} 알려줌:",
              "{svc}의 {name} 부분 인수인계 문서 없음. {place}에 이게 있었음:"]
EN_SPLIT_LABEL = ["The {name} key {who} sent me for {env} is", "For reference, the {name} credential currently in {place} is:",
                  "What {svc} actually uses for {name}:", "{name} key (live):"]
EN_SPLIT_REST = [" — confirmed it's the production one, not a test key.", " and it has full scope, which is more than {svc} needs.",
                 " (copied from {place}). It works against {env}.", "\nThat value was also in the old README, so it has been around."]
KO_SPLIT_LABEL = ["{who}이 보내준 {env} {name} 키:", "참고로 지금 {place}에 있는 {name} 자격증명은", "{svc} 서비스가 실제로 쓰는 {name} 키 ->",
                  "{name} 키(운영):"]
KO_SPLIT_REST = [" 이고 테스트 키 아니고 운영 키 맞음.", " 인데 권한이 {svc} 서비스에 필요한 것보다 넓음.", " ({place}에서 복사). {env}에서 동작 확인.",
                 "\n예전 README에도 같은 값이 있었음. 꽤 오래 쓰인 키."]
EN_CHAT_INTRO = ["From the #{chan} thread:", "{who} sent this in a DM:", "Pasted from Slack:", "Chat log:", "Teams message:"]
KO_CHAT_INTRO = ["#{chan} 스레드에서 받은 내용:", "{who}이 DM으로 준 것:", "슬랙에서 복붙:", "카톡 대화 내용:", "잔디 메시지:"]
CHANNELS = ['dev-ops', 'backend', 'infra', 'payments-dev', 'help-platform', 'release', 'data-eng', 'random-dev']


def chat_block(lang, who, body, me=None):
    hh, mm = rint(8, 22), rint(0, 49)
    h1 = '%02d:%02d' % (hh, mm)
    h2 = '%02d:%02d' % (hh, mm + rint(0, 9))
    k = R.random()
    if lang == 'en':
        me = me or pick(['thanks!', 'got it, works', 'ty', 'perfect, thanks', 'ok trying now'])
        if k < 0.5:
            return '[%s] %s: %s\n[%s] me: %s' % (h1, who, body, h2, me)
        return '%s  %s\n%s\n\nyou  %s\n%s' % (who, h1, body, h2, me)
    me = me or pick(['감사합니다!', '넵 확인했어요', 'ㄳㄳ', '오 됩니다', '넵 해볼게요'])
    if k < 0.4:
        ph = rint(1, 11)
        return '[%s] [오후 %d:%02d] %s\n[나] [오후 %d:%02d] %s' % (who, ph, mm, body, ph, mm + rint(0, 9), me)
    if k < 0.7:
        mo, dd, ph = rint(1, 12), rint(1, 28), rint(1, 11)
        return '2025년 %d월 %d일 오후 %d:%02d, %s : %s\n2025년 %d월 %d일 오후 %d:%02d, 나 : %s' % (
            mo, dd, ph, mm, who, body, mo, dd, ph, mm + rint(0, 9), me)
    return '%s %s\n%s\n\n나 %s\n%s' % (who, h1, body, h2, me)


def pick_container(v, items, lang):
    bag = []
    for name, fn, w in VENDOR_CONTAINERS:
        bag += [(name, fn)] * w
    for _ in range(200):
        name, fn = cyc('container', bag)
        r = fn(v, items, lang)
        if r is not None:
            return name, r[0], r[1]
    name, fn = 'dotenv', c_dotenv
    r = fn(v, items, lang)
    return name, r[0], r[1]


def t_vendor(lang, v):
    items = v.gen()
    s = svc()
    CUR['svc'] = s
    cname, snippet, place = pick_container(v, items, lang)
    CUR.clear()
    file_like = (' ' not in place) and ('.' in place or '/' in place)
    place = place_l(place, lang)
    en = lang == 'en'
    name = v.name if en else v.ko
    who = who_en() if en else who_ko()
    env = env_en() if en else env_ko()
    ctx = dict(name=name, svc=s, env=env, place=place, who=who)
    ctx['task'] = F(pick(EN_TASK if en else KO_TASK), **ctx)
    ctx['chan'] = pick(CHANNELS)
    mains = listed(items)
    present = [m for m in mains if m in snippet]
    mainval = present[-1] if present else mains[-1]
    single = len(env_items(items)) == 1 and mainval in snippet and len(mainval) <= 200 and '\n' not in mainval
    shapes = [('lesson', 40), ('mc', 24), ('repeat', 9 if single else 0), ('an_only', 5 if single else 0),
              ('split', 9 if single else 0), ('chat', 8 if single else 3)]
    bag = []
    for sh, w in shapes:
        bag += [sh] * w
    shape = pick(bag)
    MC, LEI, LEA, LEP, AN, ANV, MCS = (EN_MC, EN_LE_INTRO, EN_LE_AFTER, EN_LE_PLAIN, EN_AN, EN_AN_VAL, EN_MC_SNIP) if en else \
        (KO_MC, KO_LE_INTRO, KO_LE_AFTER, KO_LE_PLAIN, KO_AN, KO_AN_VAL, KO_MC_SNIP)
    if not file_like:
        nf = lambda lst: [t for t in lst if '{place}' not in t] or lst
        MC, LEI, LEP, AN, ANV = nf(MC), nf(LEI), nf(LEP), nf(AN), nf(ANV)
    snip = fence(snippet)
    if shape == 'lesson':
        mc = F(pick(MC), **ctx)
        if chance(0.3):
            mc += ' ' + F(pick(MC), **ctx)
        le = F(pick(LEI), **ctx) + '\n' + snip
        aft = F(pick(LEA), **ctx)
        le += ('\n' + aft) if aft else ''
        an = F(pick(AN), **ctx)
    elif shape == 'mc':
        mc = F(pick(MCS), **ctx) + '\n' + snip
        le = F(pick(LEP), **ctx)
        an = F(pick(AN), **ctx)
    elif shape == 'repeat':
        mc = F(pick(MC), **ctx)
        le = F(pick(LEI), **ctx) + '\n' + snip
        an = F(pick(ANV), val=mainval, **ctx)
    elif shape == 'an_only':
        mc = F(pick(MC), **ctx)
        le = F(pick(LEP), **ctx)
        an = F(pick(ANV), val=mainval, **ctx)
    elif shape == 'split':
        lab = EN_SPLIT_LABEL if en else KO_SPLIT_LABEL
        if not file_like:
            lab = [t for t in lab if '{place}' not in t]
        mc = F(pick(MC), **ctx) + ' ' + F(pick(lab), **ctx)
        rest = EN_SPLIT_REST if en else KO_SPLIT_REST
        if not file_like:
            rest = [t for t in rest if '{place}' not in t]
        le = mainval + F(pick(rest), **ctx)
        an = F(pick(AN), **ctx)
        cname = 'prose (label/value split across fields)'
    else:  # chat
        if single:
            body = pick([mainval, 'use this one: ' + mainval, '%s key → %s' % (env, mainval), '`' + mainval + '`']) if en else \
                pick([mainval, '이거 쓰세요 ' + mainval, '%s 키 %s' % (env, mainval), mainval + ' 요거요'])
        else:
            body = '\n'.join('%s=%s' % (k, val) for k, val in env_items(items))
        mc = F(pick(MC), **ctx)
        le = F(pick(EN_CHAT_INTRO if en else KO_CHAT_INTRO), **ctx) + '\n' + chat_block(lang, who, body)
        an = F(pick(AN), **ctx)
        cname = 'chat paste'
    fields = [mc, le, an]
    secrets = [m for m in mains if any(m in f for f in fields)]
    return 'vendor token / %s / %s | %s' % (cname, shape, v.name), mc, le, an, secrets

# --------------------------------------------------------------------------------------------
# secret templates other than vendor tokens.  Each returns (category, mc, le, an, secrets).
# --------------------------------------------------------------------------------------------
def ctx_for(lang):
    en = lang == 'en'
    c = dict(who=who_en() if en else who_ko(), env=env_en() if en else env_ko(), svc=svc(), co=co(), chan=pick(CHANNELS))
    return c


def P(_lang, _en_list, _ko_list, **ctx):
    return F(pick(_en_list if _lang == 'en' else _ko_list), **ctx)


# ---------------- B. connection strings and URLs with passwords ----------------
def make_conn(lang):
    user = pick(DB_USERS)
    db = pick(DB_NAMES)
    st, raw, enc = url_pw(lang)
    c = co()
    region = pick(REGIONS)
    k = cyc('make_conn', ['postgres URL', 'postgres URL', 'mysql URL', 'mongodb+srv URI', 'redis URL', 'amqp URL', 'JDBC mysql', 'JDBC postgres',
              'ADO.NET string', 'ODBC string', 'Neon URL', 'Supabase pooler URL', 'PlanetScale URL', 'ClickHouse URL',
              'Elasticsearch URL', 'proxy URL', 'SMTP URL', 'FTP URL', 'Celery broker URL', 'Snowflake URL', 'SQLAlchemy URL',
              'git clone token URL', 'pip index URL', 'MongoDB URI', 'router admin URL'])
    if k == 'postgres URL':
        s = 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (user, enc, host_db('pg'), db); sec = enc
    elif k == 'mysql URL':
        s = 'mysql://%s:%s@%s:3306/%s' % (user, enc, host_db('mysql'), db); sec = enc
    elif k == 'mongodb+srv URI':
        s = 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority&appName=Cluster0' % (user, enc, rs(ALNUM_L, 5), db); sec = enc
    elif k == 'MongoDB URI':
        s = 'mongodb://%s:%s@mongo-0.%s.internal:27017,mongo-1.%s.internal:27017/%s?replicaSet=rs0&authSource=admin' % (user, enc, c, c, db); sec = enc
    elif k == 'redis URL':
        s = pick(['redis://:%s@%s:6379/0' % (enc, host_db('redis')),
                  'rediss://default:%s@%s-%s-%d.upstash.io:6379' % (enc, pick(['fond', 'brave', 'sunny']), pick(['owl', 'koi', 'yak']), rint(10000, 99999))]); sec = enc
    elif k == 'amqp URL':
        s = 'amqp://%s:%s@rabbitmq.%s.internal:5672/%s' % (user, enc, c, pick(['prod', 'orders', '%2F'])); sec = enc
    elif k == 'JDBC mysql':
        s = 'jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true' % (host_db('mysql'), db, user, enc); sec = enc
    elif k == 'JDBC postgres':
        s = 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s' % (host_db('pg'), db, user, enc); sec = enc
    elif k == 'ADO.NET string':
        s = 'Server=tcp:%s-sql.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;' % (c, db, user, raw); sec = raw
    elif k == 'ODBC string':
        s = 'Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;' % (host_db('sql'), db, user, raw); sec = raw
    elif k == 'Neon URL':
        sec = 'npg_' + rs(ALNUM, 12)
        s = 'postgresql://%s:%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require' % (
            pick(['neondb_owner', user]), sec, pick(['cool', 'withered', 'lively', 'young']), pick(['pine', 'sun', 'wave', 'dust']), rs(ALNUM_L, 8), region)
    elif k == 'Supabase pooler URL':
        s = 'postgresql://postgres.%s:%s@aws-0-%s.pooler.supabase.com:6543/postgres' % (supabase_ref(), enc, region); sec = enc
    elif k == 'PlanetScale URL':
        sec = 'pscale_pw_' + rs(B64URL, 43)
        s = 'mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict' % (rs(ALNUM_L, 12), sec, db)
    elif k == 'ClickHouse URL':
        s = 'clickhouse://default:%s@%s:9000/%s' % (enc, host_db('ch'), db); sec = enc
    elif k == 'Elasticsearch URL':
        s = 'https://elastic:%s@%s-es.%s.aws.found.io:9243' % (enc, c, region); sec = enc
    elif k == 'proxy URL':
        s = 'HTTPS_PROXY=http://%s:%s@proxy.%s.corp:3128' % (user, enc, c); sec = enc
    elif k == 'SMTP URL':
        s = 'smtp://%s%%40%s.com:%s@smtp.%s.com:587' % (pick(['noreply', 'alerts', 'mailer']), c, enc, c); sec = enc
    elif k == 'FTP URL':
        s = 'ftp://%s:%s@ftp.%s.com/outbound/' % (user, enc, c); sec = enc
    elif k == 'Celery broker URL':
        s = 'CELERY_BROKER_URL=redis://:%s@redis-master.%s.internal:6379/1' % (enc, c); sec = enc
    elif k == 'Snowflake URL':
        s = 'snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST' % (user.upper(), enc, rs(ALNUM_U, 7), rs(ALNUM_U, 7), db.upper()); sec = enc
    elif k == 'SQLAlchemy URL':
        s = 'mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server' % (user, enc, host_db('sql'), db); sec = enc
    elif k == 'git clone token URL':
        tok = pick([gh_classic('ghp_'), 'glpat-' + rs(B64URL, 20), github_pat_fine()])
        host = 'github.com' if tok.startswith(('ghp_', 'github_pat_')) else 'gitlab.com'
        u = pick([user, 'oauth2', 'x-access-token', rs(LOWER, 6)])
        s = 'git clone https://%s:%s@%s/%s/%s.git' % (u, tok, host, c, pick(['infra', 'api', 'mobile-app', 'deploy-scripts'])); sec = tok
    elif k == 'router admin URL':
        s = 'http://admin:%s@192.168.%d.1/cgi-bin/luci' % (enc, pick([0, 1, 10, 219])); sec = enc
    else:
        s = 'pip install --extra-index-url https://%s:%s@nexus.%s.internal/repository/pypi-group/simple %s-common==2.4.1' % (user, enc, c, c); sec = enc
    return k, s, sec


def conn_container(lang, k, s):
    if s.startswith(('git clone', 'pip install', 'HTTPS_PROXY=', 'CELERY_BROKER_URL=', 'http://admin:')):
        return s, pick(['my shell history', 'the CI script', 'the Makefile']) if lang == 'en' else pick(['쉘 히스토리', 'CI 스크립트', 'Makefile'])
    r = R.random()
    if k in ('ADO.NET string', 'ODBC string'):
        if r < 0.5:
            return '"ConnectionStrings": {\n  "Default": "%s"\n}' % s.replace('{', '{').replace('"', '\\"'), 'appsettings.Production.json'
        return '<add name="Default" connectionString="%s" />' % s, 'Web.config'
    if k.startswith('JDBC'):
        return 'spring.datasource.url=%s' % s, 'application-prod.properties'
    if r < 0.3:
        return 'DATABASE_URL=%s' % q(s, pick(['', '"'])), pick(['.env', '.env.production', 'backend/.env'])
    if r < 0.45:
        return 'engine = create_engine("%s", pool_pre_ping=True)' % s, pick(['db.py', 'app/database.py'])
    if r < 0.55 and k.startswith(('postgres', 'Neon', 'Supabase')):
        return 'psql "%s"' % s, 'my shell history' if lang == 'en' else '쉘 히스토리'
    if r < 0.65:
        return 'datasource db {\n  provider = "%s"\n  url      = "%s"\n}' % ('mysql' if 'mysql' in s else 'postgresql', s), 'prisma/schema.prisma'
    if r < 0.75:
        return "AIRFLOW_CONN_%s='%s'" % (pick(['WAREHOUSE', 'APP_DB', 'REPLICA']), s), 'airflow.env'
    if r < 0.85:
        return 'stringData:\n  url: "%s"' % s, 'k8s/db-secret.yaml'
    if r < 0.93:
        return "%s ERROR sqlalchemy.pool connection failed: could not connect to %s (timeout 10s)" % (ts_iso(), s), 'the worker log' if lang == 'en' else '워커 로그'
    return 'MONGO_URL: "%s"' % s if 'mongo' in s else 'DB_URL: "%s"' % s, 'docker-compose.yml'


def t_connstr(lang):
    k, s, sec = make_conn(lang)
    snippet, place = conn_container(lang, k, s)
    c = ctx_for(lang)
    c['place'] = place
    mc = P(lang, ["Nobody said {svc} on {env} connects to a different database than the one in the docs.",
                  "I didn't have the {env} DB connection details; {who} pasted the full URL in chat.",
                  "Missing: which database user the migration job for {svc} runs as, and where its credentials live.",
                  "The ticket said migrations were failing on {env} but not that the DB password had been rotated.",
                  "I wasn't told the reporting queries go to a replica with its own user."],
           ["{env} 환경의 {svc} 서비스가 문서에 있는 DB랑 다른 DB에 붙는다는 얘기가 없었음.",
            "{env} DB 접속 정보를 못 받아서 {who}이 채팅으로 URL 통째로 줬어요.",
            "{svc} 마이그레이션 잡이 어떤 DB 유저로 도는지, 자격증명이 어디 있는지 몰랐습니다.",
            "{env}에서 마이그레이션 실패한다고만 들었고 DB 비번이 바뀐 건 몰랐음.",
            "리포팅 쿼리는 별도 유저로 레플리카에 붙는다는 걸 몰랐어요."], **c)
    shape = pick(['le', 'le', 'mc', 'le_an'])
    snip = fence(snippet)
    if shape == 'mc':
        mc += '\n' + P(lang, ["This is what's in {place}:", "Found in {place}:"], ["{place}에 있던 내용:", "{place}에서 찾은 것:"], **c) + '\n' + snip
        en_l = ["The connection works from inside the VPC only; from a laptop it times out, which looked like an auth problem.",
                "The same credentials are used by two other services, so changing them needs coordination."]
        ko_l = ["VPC 안에서만 붙음. 노트북에서는 타임아웃인데 인증 문제처럼 보였음.", "같은 자격증명을 다른 서비스 두 개가 같이 써서 바꾸려면 조율 필요."]
        if '%' in sec:
            en_l.append("The password in that URL is percent-encoded; decoding it by hand is what broke my first attempt.")
            ko_l.append("URL 안의 비번은 퍼센트 인코딩돼 있음. 손으로 디코딩하다 첫 시도 망함.")
        if k.startswith(('postgres', 'Neon', 'Supabase')):
            en_l.append("Credentials in the URL override PGPASSWORD and ~/.pgpass, so editing those did nothing.")
            ko_l.append("URL에 들어간 자격증명이 PGPASSWORD나 ~/.pgpass보다 우선이라 그쪽 고쳐도 소용없었음.")
        le = P(lang, en_l, ko_l, **c)
    else:
        le = P(lang, ["Working connection string ({place}):", "Connected with this:", "This is the one that works ({place}):"],
               ["동작하는 접속 문자열 ({place}):", "이걸로 접속됨:", "최종 값 ({place}):"], **c) + '\n' + snip
    an = P(lang, ["Is there a read-only user I should use instead?", "Where should the {env} DB URL live so it isn't in the repo?",
                  "Who rotates the {svc} DB password, and how do consumers get the new one?", ""],
           ["대신 쓸 read-only 계정 있나요?", "{env} DB URL은 repo 말고 어디에 두는 게 맞나요?",
            "{svc} DB 비번 로테이션은 누가 하고, 바뀐 값은 어떻게 전달되나요?", ""], **c)
    if shape == 'le_an':
        an = P(lang, ["Should the password in that URL ({sec}) be rotated now?", "Is {sec} also used on other environments?"],
               ["URL에 들어간 비번 {sec} 지금 바꿔야 하나요?", "{sec} 다른 환경에서도 쓰나요?"], sec=sec, **c)
    return 'connection string / %s / %s' % (k, shape), mc, le, an, [sec]


# ---------------- C. CLI passwords (flags and positional arguments) ----------------
CLI_TEMPLATES = [
    ('mysql -p attached', 'mysql -u {user} -p{pw} -h {host} {db}', 'bare'),
    ('mysql --password=', "mysql --user={user} --password='{pw}' -h {host} {db} -e 'SHOW PROCESSLIST'", 'sq'),
    ('mysqldump -p quoted', "mysqldump -u root -p'{pw}' --single-transaction {db} > {db}.sql", 'sq'),
    ('mysqladmin positional', "mysqladmin -u root password '{pw}'", 'sq'),
    ('PGPASSWORD env prefix', "PGPASSWORD='{pw}' psql -h {host} -U {user} -d {db} -c '\\dt'", 'sq'),
    ('pg_dump PGPASSWORD', 'PGPASSWORD="{pw}" pg_dump -h {host} -U {user} -Fc {db} -f /backups/{db}.dump', 'dq'),
    ('mongosh -p', "mongosh \"mongodb://{host}:27017\" -u {user} -p '{pw}' --authenticationDatabase admin", 'sq'),
    ('redis-cli -a', "redis-cli -h {host} -p 6379 -a '{pw}' --no-auth-warning INFO replication", 'sq'),
    ('sshpass -p', "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {user}@{ip}", 'sq'),
    ('htpasswd -b positional', "htpasswd -bc /etc/nginx/.htpasswd {user} '{pw}'", 'sq'),
    ('docker login -p', "docker login registry.{co}.io -u {user} -p '{pw}'", 'sq'),
    ('smbclient user%pass', "smbclient //{ip}/share -U '{user}%{pw}'", 'sq'),
    ('curl -u user:pass', "curl -u {user}:'{pw}' https://nexus.{co}.internal/service/rest/v1/status", 'sq'),
    ('wget --password', "wget --user={user} --password='{pw}' https://files.{co}.com/exports/latest.csv", 'sq'),
    ('rabbitmqctl positional', "rabbitmqctl add_user {user} '{pw}' && rabbitmqctl set_user_tags {user} administrator", 'sq'),
    ('net user /add', 'net user {user} {pw} /add', 'bare'),
    ('openssl -passout pass:', 'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}', 'bare'),
    ('keytool -storepass', "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass '{pw}' -srcstorepass '{pw}'", 'sq'),
    ('zip -P', "zip -P '{pw}' export.zip customers.xlsx", 'sq'),
    ('7z -p attached', "7z a -p'{pw}' -mhe=on backup.7z ./data", 'sq'),
    ('gpg --passphrase', "gpg --batch --yes --passphrase '{pw}' -c secrets.tar", 'sq'),
    ('sqlcmd -P', "sqlcmd -S {host} -U sa -P '{pw}' -Q \"SELECT @@VERSION\"", 'sq'),
    ('ldapsearch -w', "ldapsearch -x -H ldap://ldap.{co}.internal -D \"cn=admin,dc={co},dc=io\" -w '{pw}' -b \"dc={co},dc=io\"", 'sq'),
    ('chpasswd stdin', "echo '{user}:{pw}' | sudo chpasswd", 'sq'),
    ('sqlplus user/pass@', 'sqlplus {user}/{pw}@//{host}:1521/ORCLPDB1', 'bare'),
    ('lftp -u user,pass', "lftp -u {user},'{pw}' sftp://{ip}", 'sq'),
    ('mosquitto_pub -P', "mosquitto_pub -h {host} -u {user} -P '{pw}' -t sensors/temp -m 21.5", 'sq'),
    ('xfreerdp /p:', "xfreerdp /v:{ip} /u:{user} /p:'{pw}' /cert:ignore", 'sq'),
    ('ipmitool -P', "ipmitool -I lanplus -H {ip} -U ADMIN -P '{pw}' chassis power status", 'sq'),
    ('java -D keystore password', 'java -Djavax.net.ssl.keyStorePassword={pw} -jar build/libs/gateway.jar', 'bare'),
    ('gradle -P property', "./gradlew publish -PmavenUser={user} -PmavenPassword='{pw}'", 'sq'),
    ('helm repo add --password', "helm repo add internal https://charts.{co}.io --username {user} --password '{pw}'", 'sq'),
    ('kubectl docker-registry secret', "kubectl create secret docker-registry regcred --docker-server=registry.{co}.io --docker-username={user} --docker-password='{pw}'", 'sq'),
    ('psexec -p', 'psexec \\\\{ip} -u {user} -p {pw} cmd', 'bare'),
    ('influx setup -p', "influx setup -u admin -p '{pw}' -o {co} -b metrics -f", 'sq'),
    ('az login -p', "az login -u {user}@{co}.com -p '{pw}'", 'sq'),
    ('ansible -e ansible_password', 'ansible-playbook -i inventory/prod site.yml -e "ansible_password={pw} ansible_become_pass={pw}"', 'dq'),
    ('wp-cli --dbpass', "wp config create --dbname={db} --dbuser={user} --dbpass='{pw}' --dbhost={host}", 'sq'),
    ('unzip -P', "unzip -P '{pw}' settlement_202503.zip", 'sq'),
    ('svn --password', "svn checkout --username {user} --password '{pw}' https://svn.{co}.internal/repos/legacy/trunk", 'sq'),
    ('expect send', 'expect -c \'spawn ssh {user}@{ip}; expect "password:"; send "{pw}\\r"; interact\'', 'dq'),
    ('mysql_config_editor? no: MYSQL_PWD env', "MYSQL_PWD='{pw}' mysql -u {user} -h {host} -e 'select 1'", 'sq'),
    ('docker run -e POSTGRES_PASSWORD', 'docker run -d --name pg -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16', 'bare'),
    ('snowsql env', "SNOWSQL_PWD='{pw}' snowsql -a {acct} -u {user} -d {db}", 'sq'),
    ('nmcli wifi password', "nmcli dev wifi connect \"{ssid}\" password '{pw}'", 'sq'),
    ('rclone obscure input', "rclone config create nas sftp host {ip} user {user} pass $(rclone obscure '{pw}')", 'sq'),
]


def cli_password(lang, quoting):
    while True:
        if quoting == 'bare':
            st, p = pw_no_space(lang, sym='@#%^*-_=+.~', ascii_only=True)
        elif quoting == 'dq':
            st, p = pw_no_space(lang, sym='@#%^*-_=+.~!', ascii_only=True)
            p = p.replace('!', '#')
        else:
            st, p = any_password(lang, sym=SYM_SAFE + '$&()[]{}<>,;:')
            if "'" in p or ' ' in p:
                continue
        return st, p


def t_cli(lang):
    label, tpl, quoting = cyc('t_cli', CLI_TEMPLATES)
    st, pw = cli_password(lang, quoting)
    c = ctx_for(lang)
    c.update(user=pick(DB_USERS), host=host_db(), db=pick(DB_NAMES), ip=ip(), pw=pw, acct=rs(ALNUM_L, 7) + '-' + rs(ALNUM_L, 7),
             ssid=pick(['Office-5G', 'HQ-Guest', 'WH-IoT', '%s_2.4G' % c['co']]))
    cmd = F(tpl, **c)
    snip = fence(cmd, 0.4)
    en = lang == 'en'
    shape = pick(['le', 'le', 'mc', 'history'])
    if shape == 'history':
        n = rint(40, 520)
        hist = '\n'.join(['  %d  %s' % (n, pick(['cd ~/deploy', 'git pull', 'ls -la', 'docker ps', 'kubectl get pods -n %s' % c['svc']])),
                          '  %d  %s' % (n + 1, cmd), '  %d  %s' % (n + 2, pick(['history | tail', 'exit', 'echo $?']))])
        mc = P(lang, ["I didn't know how {who} had been connecting to this box; the only trace was the shell history:",
                      "No runbook for this step. I reconstructed it from `history` on the bastion:"],
               ["{who}이 이 서버에 어떻게 붙었는지 몰라서 쉘 히스토리를 뒤짐:", "이 단계 런북이 없어서 bastion의 history로 재구성함:"], **c) + '\n' + hist
        le = P(lang, ["Passwords typed on the command line end up in history; the same command is also in the team wiki.",
                      "The command works as is, but it leaks the password into `ps` output while it runs."],
               ["커맨드라인에 친 비번은 history에 남음. 팀 위키에도 같은 명령이 있음.", "명령 자체는 되는데 실행 중엔 `ps`에 비번이 그대로 보임."], **c)
    elif shape == 'mc':
        mc = P(lang, ["Nobody told me how the {env} job authenticates. The cron entry runs:", "The legacy script I was asked to fix does this:",
                      "I was only given this one-liner from {who}:"],
               ["{env} 잡이 어떻게 인증하는지 안내가 없었음. 크론에 이렇게 돼 있음:", "고쳐달라는 레거시 스크립트가 하는 일:",
                "{who}이 준 건 이 한 줄뿐이었음:"], **c) + '\n' + snip
        le = P(lang, ["It works, but the password is inline; moving it to an env var or a prompt is the obvious next step.",
                      "The tool accepts the password on the command line, which is why it shows up in CI logs too.",
                      "Running it by hand confirmed the credentials are still valid."],
               ["동작은 하는데 비번이 인라인으로 박혀 있음. env나 프롬프트로 빼는 게 다음 할 일.",
                "이 툴은 커맨드라인으로 비번을 받아서 CI 로그에도 그대로 찍힘.", "직접 돌려보니 아직 유효한 자격증명임."], **c)
    else:
        mc = P(lang, ["The task was to restore access to {svc} on {env}; nobody gave me the service account credentials.",
                      "I wasn't told which account the backup job uses.",
                      "Missing context: {who} set this up by hand and never wrote it down.",
                      "Didn't know the {env} box still uses password auth."],
               ["{env}의 {svc} 서비스 접근 복구가 작업이었는데 서비스 계정 정보를 아무도 안 줬음.", "백업 잡이 어떤 계정을 쓰는지 몰랐어요.",
                "{who}이 수동으로 세팅하고 기록을 안 남긴 상태였음.", "{env} 서버가 아직 비밀번호 인증을 쓰는 줄 몰랐음."], **c)
        le = P(lang, ["This is the command that worked:", "Ran this and it connected:", "Final working invocation:"],
               ["이 명령으로 됨:", "이렇게 돌리니까 붙음:", "최종적으로 성공한 명령:"], **c) + '\n' + snip
    an = P(lang, ["Can this move to a credentials file or a secret store instead of the command line?", "Who owns the {user} account?",
                  "Is that password shared with other servers?", ""],
           ["커맨드라인 말고 자격증명 파일이나 시크릿 저장소로 옮겨도 될까요?", "{user} 계정 담당자가 누구예요?", "그 비번 다른 서버랑 같이 쓰나요?", ""], **c)
    if chance(0.15):
        an = P(lang, ["Is {pw} still the current password after the rotation?"], ["로테이션 후에도 {pw} 그대로인가요?"], **c)
    return 'CLI password / %s / %s pw / %s' % (label, st, shape), mc, le, an, [pw]


# ---------------- D. passwords in prose and chat ----------------
SYSTEMS_EN = ['Grafana admin', 'Jenkins', 'router admin page', 'NAS', 'Jira service account', 'staging WordPress admin', 'pgAdmin',
              'RabbitMQ management UI', 'Synology', 'vCenter', 'iDRAC', 'UniFi controller', 'Metabase', 'Airflow UI', 'Keycloak admin',
              'Kibana', 'phpMyAdmin', 'test Apple ID', 'QA Google account', 'shared Figma account', 'VPN', 'Windows jump host',
              'Argo CD admin', 'Harbor admin', 'MinIO console', 'SonarQube admin', 'Portainer', 'Zabbix']
SYSTEMS_KO = ['그라파나 admin', '젠킨스', '공유기 관리자 페이지', 'NAS', '지라 서비스 계정', '스테이징 워드프레스 관리자', 'pgAdmin',
              'RabbitMQ 관리 콘솔', '시놀로지', 'vCenter', 'iDRAC', 'Metabase', 'Airflow 웹', 'Keycloak 관리자', 'Kibana', 'phpMyAdmin',
              '테스트용 애플 ID', 'QA용 구글 계정', '공용 피그마 계정', 'VPN', '윈도우 점프 서버', '공동인증서', '사내 그룹웨어 테스트 계정',
              'Argo CD admin', 'MinIO 콘솔', '카페24 관리자', '가비아 콘솔', '스마트스토어 판매자센터']


def t_prose_pw(lang):
    st, pw = any_password(lang, sym=SYM_ALL)
    c = ctx_for(lang)
    c.update(sys=pick(SYSTEMS_EN if lang == 'en' else SYSTEMS_KO), user=pick(['admin', 'root', 'qa01', 'ops', 'test.user', 'svc-backup', 'administrator']), pw=pw)
    form = pick(['sentence', 'sentence', 'login pair', 'user:pass', 'chat', 'list', 'after-colon'])
    if form == 'sentence':
        body = P(lang, ["The {sys} password is {pw} (the one in the wiki is outdated).", "{who} said the {sys} password is {pw}.",
                        "I logged in to {sys} with {user} and the password {pw}.", "Password for the shared {sys} account was changed to {pw} on Monday.",
                        "Used the {sys} password {pw} from the sticky note in the runbook."],
                ["{sys} 비밀번호는 {pw} 입니다 (위키에 있는 건 옛날 거).", "{who}이 알려준 {sys} 비번: {pw}",
                 "{sys} 계정 {user} / 비번 {pw} 입력하니까 로그인 됨.", "공용 {sys} 계정 비번 월요일부터 바뀜 → {pw}",
                 "런북에 붙어 있던 {sys} 비번 {pw} 사용함."], **c)
    elif form == 'login pair':
        body = P(lang, ["{sys} login: {user} / {pw}", "{sys} — user: {user}, pass: {pw}"], ["{sys} 계정: {user} / {pw}", "{sys} ID {user} PW {pw}"], **c)
    elif form == 'user:pass':
        if ':' in pw or ' ' in pw:
            return None
        body = P(lang, ["creds for the {env} {sys}: {user}:{pw}", "{sys} ({env}) {user}:{pw}"], ["{env} {sys} 계정 {user}:{pw}", "{sys}({env}) → {user}:{pw}"], **c)
    elif form == 'chat':
        body = P(lang, ["{who} sent this:", "From the #{chan} thread:"], ["{who}이 보낸 메시지:", "#{chan} 스레드:"], **c) + '\n' + \
            chat_block(lang, c['who'], P(lang, ["{sys} pw is {pw}", "try {pw}", "password: {pw}"], ["{sys} 비번은 {pw}", "이걸로 해보세요 {pw}", "비번: {pw}"], **c))
    elif form == 'list':
        body = P(lang, ["Accounts I used:\n- {sys}: {user} / {pw}\n- the monitoring dashboard: SSO (no local password)"],
                 ["사용한 계정:\n- {sys}: {user} / {pw}\n- 모니터링 대시보드: SSO (로컬 비번 없음)"], **c)
    else:
        body = P(lang, ["{sys} password: {pw}", "pw for {sys} = {pw}"], ["{sys} 비번: {pw}", "{sys} 패스워드 = {pw}"], **c)
    where = pick(['mc', 'le', 'le', 'both'])
    mc0 = P(lang, ["Nobody gave me credentials for the {sys}; the task assumed I already had them.",
                   "I wasn't told the {sys} has a local account separate from SSO.",
                   "The task needed the {sys} but access had never been set up for agents.",
                   "Didn't know {who} was the only one with the {sys} login."],
            ["{sys} 계정 정보를 아무도 안 줬음. 이미 있는 걸로 가정한 작업이었음.", "{sys}에 SSO랑 별개인 로컬 계정이 있다는 걸 몰랐어요.",
             "{sys} 접근이 필요한 작업인데 권한 세팅이 안 돼 있었음.", "{sys} 로그인 정보를 {who}만 알고 있다는 걸 몰랐음."], **c)
    le0 = P(lang, ["Local accounts on the {sys} bypass SSO and MFA, so they are worth tracking down.",
                   "The {sys} locks the account after five failed attempts; ask before guessing.",
                   "Once logged in, the setting was under Administration > Security."],
            ["{sys} 로컬 계정은 SSO/MFA를 우회하니 따로 관리 필요.", "{sys} 쪽은 5번 틀리면 계정 잠김. 추측하지 말고 물어볼 것.",
             "로그인하고 나서 설정은 관리 > 보안 메뉴에 있었음."], **c)
    if where == 'mc':
        mc, le = mc0 + '\n' + body, le0
    elif where == 'le':
        mc, le = mc0, body + ('\n' + le0 if chance(0.5) else '')
    else:
        mc, le = mc0 + ' ' + body, le0
    an = P(lang, ["Can the {sys} be put behind SSO so there is no shared password?", "Who else knows the {sys} password?",
                  "Is there a personal account I should request for the {sys}?", ""],
           ["{sys}도 SSO로 붙여서 공유 비번 없애면 안 될까요?", "{sys} 비번 아는 사람 또 누구 있나요?", "{sys} 개인 계정 따로 신청해야 하나요?", ""], **c)
    if chance(0.2):
        an = P(lang, ["Is {pw} still valid, or was it changed after {who} left?", "Should I change {pw} now that it's been in chat?"],
               ["{pw} 아직 유효한가요? {who} 퇴사 후에 바뀌었나요?", "{pw} 채팅에 노출됐는데 지금 바꿔야 하나요?"], **c)
    return 'prose password / %s / %s pw' % (form, st), mc, le, an, [pw]


# ---------------- E. split across sentences or fields ----------------
def t_split(lang):
    st, pw = any_password(lang, sym=SYM_SAFE)
    c = ctx_for(lang)
    c.update(sys=pick(SYSTEMS_EN if lang == 'en' else SYSTEMS_KO), user=pick(DB_USERS), pw=pw, db=pick(DB_NAMES))
    form = pick(['two sentences', 'two sentences', 'mc->le', 'le->an', 'mc->le'])
    if form == 'two sentences':
        mc = P(lang, ["The {env} database password was changed during the incident. The new one is {pw}, and only {who} knew it.",
                      "The DB user is {user}. Its password, per {who}, is {pw}.",
                      "{who} rotated the {sys} login yesterday. Now it's {pw}."],
               ["장애 대응 중에 {env} DB 비번이 바뀌었음. 새 비번은 {pw} 이고 {who}만 알고 있었음.",
                "DB 유저는 {user}. 비번은 {who} 말로는 {pw}.", "{who}이 어제 {sys} 비번 바꿈. 지금은 {pw}."], **c)
        le = P(lang, ["Changes made during incidents need a follow-up note; otherwise the next person is locked out.",
                      "The app kept using the old value from its config cache until restart."],
               ["장애 중에 바꾼 건 꼭 후속 기록 남겨야 함. 안 그러면 다음 사람이 못 들어감.", "앱은 재시작 전까지 설정 캐시의 옛 값을 계속 씀."], **c)
        an = P(lang, ["Where do incident-time credential changes get recorded?", ""], ["장애 중 바뀐 자격증명은 어디에 기록하나요?", ""], **c)
    elif form == 'mc->le':
        mc = P(lang, ["The task needed {sys} access and nobody had written the login down. The password {who} gave me is",
                      "I didn't have the {env} DB credentials. User is {user}, password:",
                      "Context I was missing: the {sys} admin password, which is"],
               ["{sys} 접근이 필요했는데 계정 정보가 어디에도 없었음. {who}이 알려준 비번은",
                "{env} DB 계정 정보가 없었음. 유저는 {user}, 비번:", "몰랐던 것: {sys} 관리자 비밀번호. 비번은"], **c)
        le = pw + P(lang, [" — it works, but it's the same one used on {env} and prod.", ". Logging in with it worked on the first try.",
                           "\nIt is also hardcoded in the legacy cron script, so rotating it will break that."],
                    [" — 되긴 하는데 {env}랑 운영이 같은 비번임.", ". 이걸로 바로 로그인 됨.", "\n레거시 크론 스크립트에도 하드코딩돼 있어서 바꾸면 그게 깨짐."], **c)
        an = P(lang, ["Can each environment get its own password?", "Who should I ask for {sys} access next time?"],
               ["환경별로 비번 분리할 수 있을까요?", "다음에 {sys} 권한은 누구한테 요청하면 되나요?"], **c)
    else:
        mc = P(lang, ["Nobody told me the {sys} uses a local account.", "I had no credentials for the {env} {sys}."],
               ["{sys} 쪽이 로컬 계정을 쓴다는 걸 아무도 안 알려줌.", "{env} {sys} 계정 정보가 없었음."], **c)
        le = P(lang, ["{who} read it out on a call. Password:", "The account is {user}. The password {who} gave me over the phone:"],
               ["{who}이 통화로 불러줌. 비번:", "계정은 {user}. {who}이 전화로 알려준 비번:"], **c)
        an = pw + P(lang, [" — is that still right, or has it been rotated since?", " — should this go into the vault?"],
                    [" — 이거 아직 맞나요, 로테이션 됐나요?", " — 이거 vault에 넣어야 하지 않나요?"], **c)
    return 'split password / %s / %s pw' % (form, st), mc, le, an, [pw]


# ---------------- F. SQL user statements ----------------
SQL_TPL = [('MySQL CREATE USER', "CREATE USER '{user}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{user}'@'%';"),
           ('Postgres ALTER USER', "ALTER USER {user} WITH PASSWORD '{pw}';"),
           ('Postgres CREATE ROLE', "CREATE ROLE {user} LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';"),
           ('SQL Server CREATE LOGIN', "CREATE LOGIN [{user}] WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;"),
           ('MySQL SET PASSWORD', "SET PASSWORD FOR '{user}'@'localhost' = '{pw}';"),
           ('Oracle ALTER USER', 'ALTER USER {user} IDENTIFIED BY "{pw}" ACCOUNT UNLOCK;'),
           ('MongoDB createUser', 'db.createUser({ user: "{user}", pwd: "{pw}", roles: [ { role: "readWrite", db: "{db}" } ] })'),
           ('ClickHouse CREATE USER', "CREATE USER {user} IDENTIFIED WITH sha256_password BY '{pw}';"),
           ('MySQL ALTER USER root', "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{pw}';\nFLUSH PRIVILEGES;")]


def t_sql(lang):
    label, tpl = cyc('t_sql', SQL_TPL)
    while True:
        st, pw = any_password(lang, sym=SYM_SAFE + '$&()[]<>,;:')
        if "'" not in pw and '"' not in pw:
            break
    c = ctx_for(lang)
    c.update(user=pick(DB_USERS), db=pick(DB_NAMES), pw=pw)
    sql = F(tpl, **c)
    mc = P(lang, ["Nobody said the {svc} service account had to be created by hand on {env}.",
                  "I didn't know the migration runner doesn't create DB users; it assumes they exist.",
                  "The task was to give the new {svc} service its own DB user. Nobody told me the naming convention or where passwords go."],
           ["{env}에서 {svc} 서비스 계정을 수동으로 만들어야 한다는 걸 몰랐음.", "마이그레이션 러너가 DB 유저는 안 만들어 준다는 걸 몰랐어요.",
            "새 {svc} 서비스용 DB 유저를 만드는 게 작업이었는데 네이밍 규칙이나 비번 보관 위치를 아무도 안 알려줌."], **c)
    le = P(lang, ["Ran this on {env}:", "What I executed (from {svc}/db/bootstrap.sql):", "Statement used:"],
           ["{env}에서 실행한 SQL:", "실행한 쿼리 ({svc}/db/bootstrap.sql):", "사용한 구문:"], **c) + '\n' + fence(sql, 0.5, 'sql') + \
        P(lang, ["\nThe same file is committed, so the password is in git history now.", "", "\nGrants had to be re-applied after the restore."],
          ["\n같은 파일이 커밋돼 있어서 비번이 git 히스토리에 남아 있음.", "", "\n복구 후에 grant 다시 줘야 했음."], **c)
    an = P(lang, ["Should bootstrap SQL read passwords from a variable instead?", "Who approves new DB users on {env}?", ""],
           ["bootstrap SQL에서 비번을 변수로 받게 바꿀까요?", "{env} DB 유저 생성 승인은 누가 하나요?", ""], **c)
    return 'SQL user statement / %s / %s pw' % (label, st), mc, le, an, [pw]


# ---------------- G. HTTP Basic / Bearer headers and cookies ----------------
def t_http_auth(lang):
    c = ctx_for(lang)
    k = cyc('t_http_auth', ['basic curl', 'basic raw request', 'bearer jwt request', 'bearer jwt devtools', 'cookie django', 'cookie express',
              'cookie php', 'cookie jsession', 'cookie rails', 'cookie nextauth', 'oauth token response', 'kubeconfig token',
              'basic nginx', 'basic prometheus'])
    user = pick(['admin', 'api', 'ops', 'scraper', 'partner_' + rs(LOWER, 4), 'svc-report'])
    host = pick(['api', 'internal-api', 'admin', 'partner', 'gw']) + '.' + c['co'] + pick(['.io', '.com', '.internal', '.co.kr'])
    secrets = []
    if k.startswith('basic'):
        _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        blob = b64((user + ':' + pw).encode())
        secrets.append(blob)
        if k == 'basic curl':
            snip = 'curl -H "Authorization: Basic %s" https://%s/v1/reports?from=2025-03-01' % (blob, host)
        elif k == 'basic raw request':
            snip = 'GET /metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*' % (host, blob)
        elif k == 'basic nginx':
            snip = 'location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header Authorization "Basic %s";\n}' % (host, blob)
        else:
            snip = "scrape_configs:\n  - job_name: partner\n    static_configs:\n      - targets: ['%s:443']\n    basic_auth:\n      username: %s\n      password: %s" % (host, user, pw)
            secrets = [pw]
    elif k.startswith('bearer'):
        payload = {'sub': str(rint(1000, 99999)), 'email': rs(LOWER, 6) + '@' + c['co'] + '.com', 'role': pick(['admin', 'staff', 'service']),
                   'iat': epoch(), 'exp': epoch() + 86400 * 30}
        tok = jwt_hs256(payload) if chance(0.6) else jwt_fake_sig(payload, {'alg': 'RS256', 'kid': rs(B64URL, 16), 'typ': 'JWT'}, 256)
        secrets.append(tok)
        if k == 'bearer jwt request':
            snip = 'POST /admin/api/users/export HTTP/2\nHost: %s\nAuthorization: Bearer %s\nContent-Type: application/json' % (host, tok)
        else:
            snip = ':authority: %s\n:method: GET\n:path: /api/v2/me\nauthorization: Bearer %s\nuser-agent: Mozilla/5.0 (Macintosh)' % (host, tok)
    elif k.startswith('cookie'):
        if k == 'cookie django':
            name, val = 'sessionid', rs(ALNUM_L, 32)
        elif k == 'cookie express':
            name, val = 'connect.sid', 's%3A' + rs(B64URL, 32) + '.' + quote(b64(rb(32)).rstrip('='), safe='')
        elif k == 'cookie php':
            name, val = 'PHPSESSID', rs(ALNUM_L, 26)
        elif k == 'cookie jsession':
            name, val = 'JSESSIONID', rs(HEXU, 32)
        elif k == 'cookie rails':
            name, val = '_%s_session' % c['co'], quote(b64(rb(96)), safe='') + '--' + rs(HEX, 40)
        else:
            name = '__Secure-next-auth.session-token'
            val = b64u(b'{"alg":"dir","enc":"A256GCM"}') + '..' + rs(B64URL, 16) + '.' + rs(B64URL, 180) + '.' + rs(B64URL, 22)
        secrets.append(val)
        snip = pick(['Cookie: %s=%s; theme=dark; lang=%s' % (name, val, 'ko' if lang == 'ko' else 'en'),
                     "curl 'https://%s/admin/orders' -H 'cookie: %s=%s'" % (host, name, val)])
    elif k == 'oauth token response':
        at = 'ya29.' + rs(B64URL, 150) if chance(0.5) else jwt_hs256({'sub': uuid4(), 'scope': 'read write', 'exp': epoch()})
        rt = '1//0' + rs(B64URL, 99) if at.startswith('ya29') else rs(B64URL, 64)
        secrets += [at, rt]
        snip = '{\n  "access_token": "%s",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "token_type": "Bearer"\n}' % (at, rt)
    else:
        tok = jwt_fake_sig({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci',
                            'kubernetes.io/serviceaccount/service-account.name': 'deployer', 'sub': 'system:serviceaccount:ci:deployer'},
                           {'alg': 'RS256', 'kid': rs(B64URL, 43)}, 256)
        secrets.append(tok)
        snip = 'users:\n- name: deployer\n  user:\n    token: %s' % tok
    mc = P(lang, ["I couldn't reproduce the bug without being logged in, and nobody gave me a test account for {host}.",
                  "Nobody told me the partner endpoint on {host} needs auth even from inside the VPN.",
                  "The task was to debug the export on {host}; I had no credentials, so {who} pasted a working request."],
           ["로그인 상태가 아니면 버그 재현이 안 되는데 {host} 테스트 계정을 아무도 안 줬음.", "{host} 파트너 엔드포인트가 VPN 안에서도 인증 필요하다는 걸 몰랐음.",
            "{host} export 디버깅이 작업이었는데 자격증명이 없어서 {who}이 동작하는 요청을 붙여줌."], host=host, **c)
    le = P(lang, ["Working request:", "This is what the browser sends (copied from DevTools):", "Reproduced with:"],
           ["동작하는 요청:", "브라우저가 보내는 요청 (DevTools에서 복사):", "이걸로 재현함:"], **c) + '\n' + fence(snip, 0.4) + \
        (P(lang, ["", "\nThe session stays valid for weeks, so this is effectively a password.", "\nIt's tied to {who}'s account."],
           ["", "\n세션이 몇 주씩 유지돼서 사실상 비밀번호나 마찬가지.", "\n{who} 계정에 묶인 세션임."], **c) if k.startswith('cookie') else
         P(lang, ["", "\nThat's a shared service login; the same credentials open the admin UI.", "\nIt's {who}'s personal login, not a service account."],
           ["", "\n공용 서비스 계정이라 같은 자격증명으로 관리자 UI도 열림.", "\n서비스 계정이 아니라 {who} 개인 계정임."], **c) if k.startswith('basic') else
         P(lang, ["", "\nThe token is valid for 30 days, so it works like a password until then.", "\nIt's tied to {who}'s account."],
           ["", "\n토큰 유효기간이 30일이라 그동안은 비번이나 마찬가지.", "\n{who} 계정에 묶인 토큰임."], **c))
    an = P(lang, ["Can I get a dedicated test account for {host}?", "Should that credential be revoked now that it's in my notes?", ""],
           ["{host} 전용 테스트 계정 받을 수 있나요?", "메모에 남았으니 그 자격증명 지금 폐기해야 하나요?", ""], host=host, **c)
    return 'HTTP auth / %s' % k, mc, le, an, secrets


# ---------------- H. private keys ----------------
def t_privkey(lang):
    c = ctx_for(lang)
    k = cyc('t_privkey', ['EC SEC1 PEM', 'PKCS8 .p8 (Apple)', 'OpenSSH ed25519', 'RSA PEM head', 'Ed25519 PKCS8', 'WireGuard', 'age',
              'Ethereum private key', 'Bitcoin WIF', 'nostr nsec', 'Solana keypair'])
    secrets = []
    if k == 'EC SEC1 PEM':
        d, pub = p256_keypair()
        lines = pem_lines(p256_sec1_der(d, pub))
        secrets += lines
        snip = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
        what = pick(['jwt-signing.pem', 'es256.key', 'webhook-signer.pem'])
    elif k == 'PKCS8 .p8 (Apple)':
        d, pub = p256_keypair()
        lines = pem_lines(p256_pkcs8_der(d, pub))
        secrets += lines
        kid = rs(ALNUM_U, 10)
        snip = 'AuthKey_%s.p8 (Team ID %s):\n-----BEGIN PRIVATE KEY-----\n' % (kid, rs(ALNUM_U, 10)) + '\n'.join(lines) + '\n-----END PRIVATE KEY-----'
        what = 'AuthKey_%s.p8' % kid
    elif k == 'OpenSSH ed25519':
        lines, publine, fp = openssh_ed25519(pick(['deploy@ci', 'github-actions', 'backup@nas', rs(LOWER, 5) + '@laptop']))
        secrets += lines
        snip = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
        what = pick(['id_ed25519', 'deploy_key', 'ci_ssh_key'])
    elif k == 'RSA PEM head':
        lines = rsa_pkcs1_head_lines(rint(3, 5))
        secrets += lines
        snip = '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n...'
        what = pick(['server.key', 'id_rsa', 'saml-sp.key'])
    elif k == 'Ed25519 PKCS8':
        line = ed25519_pkcs8_line()
        secrets.append(line)
        snip = 'JWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----"' % line
        what = '.env'
    elif k == 'WireGuard':
        priv, pub = wg_keypair()
        peer_priv, peer_pub = wg_keypair()
        psk = b64(rb(32))
        secrets += [priv, psk]
        snip = '[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s.io:51820\nAllowedIPs = 10.0.0.0/8' % (
            priv, rint(2, 250), peer_pub, psk, c['co'])
        what = 'wg0.conf'
    elif k == 'age':
        sk = rb(32)
        pub = bech32_bytes('age', x25519_base(sk))
        secret = bech32_bytes('age-secret-key-', sk).upper()
        secrets.append(secret)
        snip = '# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s' % (rint(1, 12), rint(1, 28), pub, secret)
        what = 'keys.txt (sops age key)'
    elif k == 'Ethereum private key':
        pk = rs(HEX, 64)
        secrets.append(pk)
        snip = pick(['PRIVATE_KEY=0x%s' % pk, "accounts: ['0x%s']," % pk, 'DEPLOYER_PRIVATE_KEY="%s"' % pk])
        what = pick(['.env', 'hardhat.config.ts', 'foundry .env'])
    elif k == 'Bitcoin WIF':
        wif = b58check(b'\x80' + rb(32) + b'\x01')
        secrets.append(wif)
        if chance(0.5):
            snip, what = 'bitcoin-cli importprivkey %s "hot-wallet" false' % wif, ('the hot-wallet import command' if lang == 'en' else '핫월렛 import 명령')
        else:
            snip, what = 'WALLET_WIF=%s' % wif, 'payout-worker .env'
    elif k == 'nostr nsec':
        d, x = k1_xonly()
        nsec = bech32_bytes('nsec', d)
        secrets.append(nsec)
        snip = 'NOSTR_NSEC=%s\nNOSTR_NPUB=%s' % (nsec, bech32_bytes('npub', x))
        what = 'relay-bot .env'
    else:
        seed, pub = ed25519_keypair()
        kp = b58enc(seed + pub)
        secrets.append(kp)
        snip = 'SOLANA_PRIVATE_KEY=%s' % kp
        what = '.env'
    c['what'] = what
    mc = P(lang, ["Nobody told me {svc} signs requests with a key that only exists on {who}'s machine.",
                  "I wasn't given the key material for {env}; {who} sent {what} in chat.",
                  "Missing: where the {what} for {env} is stored and who is allowed to have it.",
                  "The task was to get the {env} deploy working again; it needs {what}, which was not in the vault."],
           ["{svc} 서비스가 {who} 로컬에만 있는 키로 서명한다는 걸 아무도 안 알려줬음.", "{env}용 키를 못 받아서 {who}이 채팅으로 {what} 보내줌.",
            "{env}용 {what} 보관 위치랑 접근 권한자가 정리돼 있지 않았음.", "{env} 배포 복구가 작업이었는데 필요한 {what} 파일이 vault에 없었음."], **c)
    le = P(lang, ["The key that works:", "Contents of {what}:", "Pasted as received:"], ["동작하는 키:", "{what} 내용:", "받은 그대로 붙여둠:"], **c) + '\n' + snip + \
        P(lang, ["", "\nPermissions must be 600 or the tool refuses it.", "\nThis is the only copy I know of."],
          ["", "\n권한 600 아니면 툴이 거부함.", "\n이게 내가 아는 유일한 사본임."], **c)
    an = P(lang, ["Can this key move into the vault and be rotated, since it's been in chat?", "Who else has a copy of {what}?", ""],
           ["채팅에 노출됐으니 vault로 옮기고 교체해야 하지 않나요?", "{what} 사본 가진 사람 또 있나요?", ""], **c)
    return 'private key / %s' % k, mc, le, an, secrets


# ---------------- I. TOTP seeds and otpauth URIs ----------------
def t_totp(lang):
    c = ctx_for(lang)
    issuer = pick(['AWS', 'GitHub', 'Google', 'Cloudflare', 'Okta', 'Grafana', 'GitLab', 'Vault', 'npm', 'Naver', 'Kakao', 'Toss'])
    acct = pick(['root', 'ops', 'admin', 'billing', 'qa01']) + '@' + c['co'] + '.com'
    k = cyc('t_totp', ['otpauth URI', 'grouped seed', 'plain seed', 'pyotp code', 'aws 64-char seed'])
    if k == 'aws 64-char seed':
        seed = b32nopad(rb(40))
    else:
        seed = b32nopad(rb(pick([10, 20])))
    if k == 'otpauth URI':
        sec = seed
        snip = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (issuer, quote(acct), seed, issuer)
    elif k == 'grouped seed':
        sec = ' '.join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        snip = P(lang, ["Setup key: {s}", "manual entry code: {s}"], ["설정 키: {s}", "수동 입력 코드: {s}"], s=sec)
    elif k == 'pyotp code':
        sec = seed
        snip = "totp = pyotp.TOTP('%s')\nprint(totp.now())" % seed
    else:
        sec = seed
        snip = P(lang, ["MFA secret for {a}: {s}", "{i} 2FA seed {s}"], ["{a} MFA 시크릿: {s}", "{i} 2FA 시드 {s}"], a=acct, s=seed, i=issuer)
    c.update(issuer=issuer, acct=acct)
    mc = P(lang, ["The shared {issuer} account ({acct}) has MFA, and nobody told me how the team gets codes.",
                  "I needed to log in as {acct} on {issuer} for the task, which is protected by TOTP.",
                  "Nobody mentioned that the CI job logs in to {issuer} with a TOTP step."],
           ["공용 {issuer} 계정({acct})에 MFA가 걸려 있는데 팀이 코드를 어떻게 받는지 몰랐음.", "작업상 {issuer}에 {acct} 계정으로 로그인해야 했는데 TOTP가 걸려 있었어요.",
            "CI 잡이 {issuer} 로그인할 때 TOTP 단계가 있다는 얘기를 못 들었음."], **c)
    if k == 'pyotp code':
        intro = P(lang, ["How the login script generates codes:", "The CI step does this:"], ["로그인 스크립트가 코드 만드는 방식:", "CI 스텝에서 이렇게 함:"], **c)
    else:
        intro = P(lang, ["{who} shared the seed so I could add it to my authenticator:", "The seed is in the team notes:", "From the MFA setup screen:"],
                  ["{who}이 인증 앱에 등록하라고 시드 공유해 줌:", "시드가 팀 메모에 있음:", "MFA 설정 화면에 있던 값:"], **c)
    le = intro + '\n' + snip + \
        P(lang, ["", "\nAnyone with this can generate valid codes forever.", "\nCodes only work if the server clock is in sync."],
          ["", "\n이거 있으면 누구나 계속 유효한 코드 생성 가능.", "\n서버 시간 안 맞으면 코드 안 먹음."], **c)
    an = P(lang, ["Should shared MFA seeds live in 1Password instead of notes?", "Can the shared account move to per-user SSO?", ""],
           ["공용 MFA 시드는 메모 말고 1Password에 둬야 하지 않을까요?", "공용 계정을 개인별 SSO로 바꿀 수 있나요?", ""], **c)
    return 'TOTP seed / %s / %s' % (k, issuer), mc, le, an, [sec]


# ---------------- J. recovery / backup codes ----------------
def t_recovery(lang):
    c = ctx_for(lang)
    k = cyc('t_recovery', ['GitHub recovery codes', 'Google backup codes', 'Microsoft recovery code', '1Password Secret Key', 'BitLocker recovery key',
              'Apple recovery key', 'Discord backup codes', 'npm recovery codes', 'Kakao/Naver 2FA backup'])
    if k == 'GitHub recovery codes':
        codes = ['%s-%s' % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(4, 8))]
        block = '\n'.join(codes)
    elif k == 'Google backup codes':
        codes = ['%s %s' % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(4, 10))]
        block = '\n'.join(codes)
    elif k == 'Microsoft recovery code':
        codes = ['-'.join(rs(ALNUM_U, 5) for _ in range(5))]
        block = codes[0]
    elif k == '1Password Secret Key':
        codes = ['A3-%s-%s-%s-%s-%s-%s' % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5))]
        block = codes[0]
    elif k == 'BitLocker recovery key':
        codes = ['-'.join('%06d' % (rint(0, 65535) * 11) for _ in range(8))]
        block = 'Recovery key ID: %s\nRecovery key: %s' % (rs(HEXU, 8), codes[0])
    elif k == 'Apple recovery key':
        codes = ['-'.join(rs(ALNUM_U, 4) for _ in range(7))]
        block = codes[0]
    elif k == 'Discord backup codes':
        codes = ['%s-%s' % (rs(ALNUM_L, 4), rs(ALNUM_L, 4)) for _ in range(rint(4, 10))]
        block = '\n'.join(codes)
    elif k == 'npm recovery codes':
        codes = [rs(HEX, 64) for _ in range(rint(2, 4))]
        block = '\n'.join(codes)
    else:
        codes = [rs(DIG, 8) for _ in range(rint(4, 8))]
        block = '\n'.join(codes)
    c['k'] = k
    multi = len(codes) > 1
    mc = P(lang, ["The shared org account was locked behind 2FA and the phone that had it is gone.",
                  "Nobody told me where the admin account's {k} is kept." if not multi else "Nobody told me where the {k} for the admin account are kept.",
                  "Recovering the {env} admin account needed the {k}, which I didn't have."],
           ["공용 조직 계정이 2FA로 잠겼는데 등록된 폰이 없어졌음.", "관리자 계정 {k} 보관 위치를 아무도 안 알려줌.",
            "{env} 관리자 계정 복구에 {k} 정보가 필요했는데 없었음."], **c)
    le = P(lang, ["{who} found them in an old notes file:", "These are what's left ({k}):", "Saved here from the setup screen:"],
           ["{who}이 예전 메모 파일에서 찾아줌:", "남아 있는 코드 ({k}):", "설정 화면에서 복사해 둔 것:"], **c) + '\n' + block + \
        P(lang, ["\nEach code works once." if multi else "\nWithout it the data is unrecoverable.", "", "\nThe account is back; nothing was regenerated yet."],
          ["\n코드는 한 번씩만 사용 가능." if multi else "\n이거 없으면 복구 불가.", "", "\n계정 복구는 됐는데 아직 재발급은 안 함."], **c)
    an = P(lang, ["Where should recovery codes for shared accounts be stored?", "Can we regenerate these now?", ""],
           ["공용 계정 복구 코드는 어디에 보관해야 하나요?", "이거 지금 재발급해도 되나요?", ""], **c)
    return 'recovery codes / %s' % k, mc, le, an, codes


# ---------------- K. Wi-Fi keys ----------------
def t_wifi(lang):
    c = ctx_for(lang)
    ssid = pick(['%s-Office-5G' % c['co'].capitalize(), 'HQ-Staff', 'Lab-IoT', 'Warehouse-2F', 'Guest-%s' % c['co'], 'iptime_%s' % rs(DIG, 3),
                 'U+Net%s' % rs(HEXU, 4), 'KT_GiGA_%s' % rs(HEXU, 4), 'SK_WiFiGIGA%s' % rs(HEXU, 4), 'DevRoom_5G'])
    st, pw = pw_no_space(lang, sym='!@#%*-_.', ascii_only=True)
    k = cyc('t_wifi', ['prose', 'QR string', 'wpa_supplicant', 'hostapd', 'nmcli', 'netsh', 'ESP32 firmware'])
    if k == 'prose':
        snip = P(lang, ["Wi-Fi is {ssid}, password {pw}.", "SSID {ssid} / key {pw}"], ["와이파이 {ssid} 비번 {pw}", "SSID {ssid} / 비밀번호 {pw}"], ssid=ssid, pw=pw)
    elif k == 'QR string':
        snip = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, pw)
    elif k == 'wpa_supplicant':
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif k == 'hostapd':
        snip = 'interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK' % (ssid, pw)
    elif k == 'nmcli':
        snip = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
    elif k == 'netsh':
        snip = 'netsh wlan show profile name="%s" key=clear\n    Key Content            : %s' % (ssid, pw)
    else:
        snip = '#define WIFI_SSID "%s"\n#define WIFI_PASS "%s"' % (ssid, pw)
    c['ssid'] = ssid
    mc = P(lang, ["The device test needed the lab network, and nobody told me the {ssid} credentials.",
                  "I didn't know the sensors join {ssid}, not the office network.", "No one mentioned the kiosk has to be on {ssid} to reach the printer."],
           ["디바이스 테스트에 랩 네트워크가 필요했는데 {ssid} 접속 정보를 못 받음.", "센서가 사무실망이 아니라 {ssid}에 붙는다는 걸 몰랐음.",
            "키오스크가 프린터 쓰려면 {ssid}에 붙어야 한다는 말이 없었음."], **c)
    le = P(lang, ["Connection details:", "From the provisioning config:", "What {who} gave me:"], ["접속 정보:", "프로비저닝 설정에 있던 값:", "{who}이 알려준 것:"], **c) + \
        '\n' + fence(snip, 0.3) + P(lang, ["", "\nThe 2.4 GHz band only; the ESP boards can't see 5 GHz."], ["", "\n2.4GHz만 됨. ESP 보드는 5GHz 못 잡음."], **c)
    an = P(lang, ["Is there a separate IoT network with its own key I should use?", "Who changes the Wi-Fi key when someone leaves?", ""],
           ["IoT 전용 망이 따로 있나요?", "퇴사자 생기면 와이파이 비번은 누가 바꾸나요?", ""], **c)
    return 'Wi-Fi key / %s / %s pw' % (k, st), mc, le, an, [pw]


# ---------------- L. PINs and door codes (8+ characters) ----------------
def t_pin(lang):
    c = ctx_for(lang)
    k = cyc('t_pin', ['door code', 'alarm code', 'SIM PUK', 'YubiKey PIV PUK', 'safe combination', 'server room keypad', 'BIOS password', 'HSM PIN'])
    if k == 'door code':
        code = '*%s#%s' % (rs(DIG, 4), rs(DIG, 4))
    elif k == 'alarm code':
        code = '%s-%s' % (rs(DIG, 4), rs(DIG, 4))
    elif k in ('SIM PUK', 'YubiKey PIV PUK'):
        code = rs(DIG, 8)
    elif k == 'safe combination':
        code = '-'.join('%02d' % rint(0, 99) for _ in range(4))
    elif k == 'server room keypad':
        code = rs(DIG, 6) + pick(['#', '*']) + rs(DIG, 2)
    elif k == 'BIOS password':
        code = pw_no_space(lang, sym='!@#', ascii_only=True)[1]
    else:
        code = rs(DIG, rint(8, 10))
    c['code'] = code
    en_body = {'door code': "The side door code is {code}.", 'alarm code': "Alarm disarm code: {code}", 'SIM PUK': "PUK for the test SIM: {code}",
               'YubiKey PIV PUK': "PIV PUK on the shared YubiKey is {code}", 'safe combination': "The key safe combination is {code}.",
               'server room keypad': "Server room keypad: {code}", 'BIOS password': "BIOS/UEFI admin password on the kiosk machines: {code}",
               'HSM PIN': "HSM partition PIN: {code}"}[k]
    ko_body = {'door code': "옆문 비밀번호 {code}", 'alarm code': "경비 해제 코드 {code}", 'SIM PUK': "테스트 유심 PUK: {code}",
               'YubiKey PIV PUK': "공용 YubiKey PIV PUK {code}", 'safe combination': "키 보관함 번호 {code}",
               'server room keypad': "서버실 도어락 번호: {code}", 'BIOS password': "키오스크 PC BIOS 관리자 비번: {code}",
               'HSM PIN': "HSM 파티션 PIN: {code}"}[k]
    body = F(en_body if lang == 'en' else ko_body, **c)
    mc = P(lang, ["The on-site task at the {co} office assumed I could get into the server room after hours.",
                  "Nobody told me the test devices need physical access to reset.", "Missing: physical access details for the lab."],
           ["{co} 사무실 현장 작업이 업무시간 이후 서버실 출입 가능하다는 전제였음.", "테스트 기기 리셋하려면 물리적 접근이 필요하다는 걸 몰랐음.",
            "랩 출입 정보가 없었음."], **c)
    le = body + P(lang, ["\n{who} gave it to me over the phone.", "\nIt hasn't been changed since the office opened.", ""],
                  ["\n({who}이 전화로 알려줌)", "\n사무실 오픈 이후 한 번도 안 바뀜.", ""], **c)
    if chance(0.35):
        mc, le = mc + ' ' + body, P(lang, ["Physical codes are shared more widely than anyone thinks."], ["물리 출입 코드가 생각보다 많이 공유돼 있음."], **c)
    an = P(lang, ["Who should I ask for after-hours access next time?", "Is there a log of who has the code?", ""],
           ["다음엔 야간 출입을 누구한테 요청하면 되나요?", "코드 아는 사람 목록이 있나요?", ""], **c)
    return 'PIN / door code / %s' % k, mc, le, an, [code]


# ---------------- M. wallet seed phrases ----------------
def bip39_mnemonic(nwords):
    ent = rb(nwords * 4 // 3)
    h = hashlib.sha256(ent).digest()
    bits = bin(int.from_bytes(ent, 'big'))[2:].zfill(len(ent) * 8) + bin(h[0])[2:].zfill(8)[:len(ent) * 8 // 32]
    return ' '.join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


def t_seed(lang):
    c = ctx_for(lang)
    n = pick([12, 12, 24])
    m = bip39_mnemonic(n)
    k = cyc('t_seed', ['hardhat config', '.env MNEMONIC', 'prose', 'numbered list'])
    if k == 'hardhat config':
        snip = 'networks: {\n  sepolia: {\n    url: SEPOLIA_RPC,\n    accounts: { mnemonic: "%s" },\n  },\n}' % m
    elif k == '.env MNEMONIC':
        snip = 'MNEMONIC="%s"' % m
    elif k == 'prose':
        snip = P(lang, ["The test wallet's recovery phrase is: {m}"], ["테스트 지갑 복구 문구: {m}"], m=m)
    else:
        ws = m.split()
        snip = '\n'.join('%d. %s' % (i + 1, w) for i, w in enumerate(ws))
    c['n'] = n
    mc = P(lang, ["Nobody said the integration tests sign transactions with a funded testnet wallet.",
                  "I wasn't told which wallet deploys the contracts on {env}.", "Missing: the deployer wallet for the faucet service."],
           ["통합 테스트가 잔고 있는 테스트넷 지갑으로 트랜잭션 서명한다는 걸 몰랐음.", "{env} 컨트랙트 배포 지갑이 뭔지 안내 없었음.",
            "faucet 서비스 배포 지갑 정보가 없었음."], **c)
    le = P(lang, ["Found it in the repo:", "{who} shared the phrase:", "Deployer wallet ({n} words):"],
           ["repo에서 찾음:", "{who}이 니모닉 공유해 줌:", "배포 지갑 ({n}단어):"], **c) + '\n' + snip + \
        P(lang, ["", "\nThe same phrase controls mainnet addresses too, which nobody had noticed."],
          ["", "\n같은 니모닉이 메인넷 주소도 제어한다는 걸 아무도 몰랐음."], **c)
    an = P(lang, ["Should this wallet be rotated, since the phrase is in git history?", "Is there a dedicated testnet-only wallet?", ""],
           ["git 히스토리에 남았으니 지갑 교체해야 하나요?", "테스트넷 전용 지갑이 따로 있나요?", ""], **c)
    # a numbered-list phrase is listed as the numbered block exactly as written
    return 'seed phrase / %s / %d words' % (k, n), mc, le, an, [snip if k == 'numbered list' else m]


# ---------------- N. app passwords ----------------
def t_app_password(lang):
    c = ctx_for(lang)
    k = cyc('t_app_password', ['Google app password', 'Apple app-specific password', 'Microsoft app password', 'WordPress application password',
              'Naver app password', 'Yahoo app password', 'Zoho app password'])
    if k == 'Google app password':
        ap = ' '.join(rs(LOWER, 4) for _ in range(4))
        snip = pick(["EMAIL_HOST_USER = 'alerts@%s.com'\nEMAIL_HOST_PASSWORD = '%s'" % (c['co'], ap),
                     "spring.mail.username=noreply@%s.com\nspring.mail.password=%s" % (c['co'], ap),
                     "SMTP_PASS=\"%s\"" % ap])
    elif k == 'Apple app-specific password':
        ap = '-'.join(rs(LOWER, 4) for _ in range(4))
        snip = 'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "release@%s.com" --team-id %s --password "%s"' % (c['co'], rs(ALNUM_U, 10), ap)
    elif k == 'Microsoft app password':
        ap = rs(LOWER, 16)
        snip = 'smtp.office365.com:587 user=reports@%s.com pass=%s' % (c['co'], ap)
    elif k == 'WordPress application password':
        ap = ' '.join(rs(ALNUM, 4) for _ in range(6))
        snip = "curl -u 'editor-bot:%s' https://blog.%s.com/wp-json/wp/v2/posts?status=draft" % (ap, c['co'])
    elif k == 'Naver app password':
        ap = rs(ALNUM_U, 12)
        snip = 'MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s@naver.com\nMAIL_PASSWORD=%s' % (rs(LOWER, 8), ap)
    elif k == 'Yahoo app password':
        ap = rs(LOWER, 16)
        snip = 'imap.mail.yahoo.com  user=%s@yahoo.com  app password: %s' % (rs(LOWER, 7), ap)
    else:
        ap = rs(ALNUM_L, 12)
        snip = 'smtp.zoho.com:465 / support@%s.com / %s' % (c['co'], ap)
    c['k'] = k
    if k == 'Apple app-specific password':
        mc = P(lang, ["The release pipeline needs an {k} for notarization and that wasn't in the handover.", "Notarization started failing and nobody told me it logs in with a personal Apple ID."],
               ["릴리스 파이프라인 공증 단계에 {k}가 필요한데 인수인계에 없었음.", "공증이 실패하기 시작했는데 개인 Apple ID로 로그인한다는 걸 아무도 안 알려줌."], **c)
    elif k == 'WordPress application password':
        mc = P(lang, ["The blog sync job posts drafts through the WordPress REST API, and nobody said which account it uses.", "I didn't know the CMS import authenticates with an application password."],
               ["블로그 동기화 잡이 WordPress REST API로 초안을 올리는데 어떤 계정 쓰는지 안내 없었음.", "CMS import가 애플리케이션 비밀번호로 인증한다는 걸 몰랐음."], **c)
    else:
        mc = P(lang, ["Outbound mail from {svc} stopped and nobody told me it relays through a personal mailbox with an {k}.",
                      "The alert mails go through a mailbox login, which wasn't in the handover.", "I didn't know the contact form sends mail via a mailbox login."],
               ["{svc} 메일 발송이 멈췄는데 개인 메일함 + 앱 비밀번호로 릴레이한다는 걸 아무도 안 알려줌.", "알림 메일이 메일함 로그인으로 나간다는 게 인수인계에 없었음.",
                "문의 폼이 메일함 로그인으로 메일 보낸다는 걸 몰랐음."], **c)
    le = P(lang, ["Current config:", "Working setup:", "What's deployed:"], ["현재 설정:", "동작하는 설정:", "배포돼 있는 값:"], **c) + '\n' + fence(snip, 0.35) + \
        P(lang, ["", "\nRegular account passwords don't work here once 2FA is on; it has to be the app password."],
          ["", "\n2FA 켜져 있으면 일반 비번은 안 되고 앱 비밀번호여야 함."], **c)
    if k == 'Apple app-specific password':
        an = P(lang, ["Can notarization use an App Store Connect API key instead of a personal Apple ID?", "Whose Apple ID is this, and do they know?", ""],
               ["공증을 개인 Apple ID 말고 App Store Connect API 키로 바꿀 수 있나요?", "이 Apple ID 주인이 누구고 본인은 알고 있나요?", ""], **c)
    elif k == 'WordPress application password':
        an = P(lang, ["Can the sync job get its own WordPress user?", "Who can revoke this application password?", ""],
               ["동기화 잡 전용 WordPress 계정을 만들 수 있나요?", "이 애플리케이션 비밀번호는 누가 폐기할 수 있나요?", ""], **c)
    else:
        an = P(lang, ["Can mail move to a transactional provider with an API key in the vault?", "Whose mailbox is this, and do they know?", ""],
               ["메일 발송을 API 키 방식 서비스로 옮기고 키는 vault에 둘까요?", "이 메일함 주인이 누구고 본인은 알고 있나요?", ""], **c)
    return 'app password / %s' % k, mc, le, an, [ap]

# ---------------- O. logs, stack traces, diffs, tables ----------------
def t_trace(lang):
    c = ctx_for(lang)
    user = pick(DB_USERS)
    db = pick(DB_NAMES)
    h = host_db()
    k = cyc('t_trace', ['python traceback locals', 'java stack trace', 'node error object', 'git diff', 'markdown table', 'helm plan output',
              'kubectl get secret yaml', 'CI log echo', 'access log query token', 'docker compose config'])
    secrets = []
    if k == 'python traceback locals':
        _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        secrets = [pw]
        snip = ('Traceback (most recent call last):\n  File "/app/jobs/sync.py", line %d, in run\n    conn = psycopg2.connect(dsn)\n'
                '  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect\n'
                '    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\n'
                'psycopg2.OperationalError: connection to server at "%s", port 5432 failed: FATAL:  password authentication failed for user "%s"\n\n'
                'Locals in run:\n    dsn = \'host=%s dbname=%s user=%s password=%s\'') % (rint(20, 200), h, user, h, db, user, pw)
    elif k == 'java stack trace':
        _, pw = pw_no_space(lang, sym='!*-_.~', ascii_only=True)
        secrets = [pw]
        snip = ("org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
                "Caused by: java.sql.SQLException: Access denied for user '%s'@'10.0.%d.%d' (using password: YES)\n"
                "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
                "\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:825)\n"
                "HikariPool-1 - jdbcUrl=jdbc:mysql://%s:3306/%s?user=%s&password=%s") % (user, rint(0, 9), rint(2, 250), h, db, user, pw)
    elif k == 'node error object':
        _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        secrets = [pw]
        snip = ("Error: connect ETIMEDOUT %s:3306\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n"
                "  errno: -110,\n  code: 'ETIMEDOUT',\n  config: { host: '%s', port: 3306, user: '%s', password: '%s', database: '%s' }\n}") % (ip(), h, user, pw, db)
    elif k == 'git diff':
        _, old = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        _, new = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        secrets = [old, new]
        f = pick(['config/database.yml', 'deploy/values-prod.yaml', '.env.staging', 'docker-compose.yml'])
        if f.endswith('.yml') or f.endswith('.yaml'):
            a, b = '  password: %s' % old, '  password: %s' % new
        else:
            a, b = 'DB_PASSWORD=%s' % old, 'DB_PASSWORD=%s' % new
        ln = rint(3, 30)
        snip = 'diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n   username: %s\n-%s\n+%s\n   host: %s' % (f, f, f, f, ln, ln, user, a, b, h)
    elif k == 'markdown table':
        rows = []
        for e in picks(['dev', 'staging', 'prod', 'qa'], rint(2, 3)):
            _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
            secrets.append(pw)
            rows.append('| %s | %s | %s | %s |' % (e, host_db(), user, pw))
        snip = '| env | host | user | password |\n|---|---|---|---|\n' + '\n'.join(rows)
    elif k == 'helm plan output':
        _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        secrets = [pw]
        snip = ('  # helm_release.redis will be created\n  + resource "helm_release" "redis" {\n      + chart     = "redis"\n'
                '      + name      = "redis"\n      + namespace = "%s"\n\n      + set {\n          + name  = "auth.password"\n'
                '          + value = "%s"\n        }\n    }') % (c['svc'], pw)
    elif k == 'kubectl get secret yaml':
        _, pw = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)
        enc = b64(pw.encode())
        secrets = [enc]
        snip = 'apiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque' % (
            enc, b64(user.encode()), c['svc'], pick(['prod', 'default', c['svc']]))
    elif k == 'CI log echo':
        _, pw = pw_no_space(lang, sym='@#%^*-_=+.~', ascii_only=True)
        secrets = [pw]
        snip = '#14 [deploy 3/7] RUN ./scripts/migrate.sh\n#14 0.412 + echo "Running migrations as %s with DB_PASSWORD=%s"\n#14 0.413 Running migrations as %s with DB_PASSWORD=%s' % (
            user, pw, user, pw)
    elif k == 'access log query token':
        tok = rs(B64URL, pick([32, 40, 43]))
        secrets = [tok]
        snip = '%s - - [%02d/Mar/2025:%s:%02d +0900] "GET /api/v1/export?format=csv&token=%s HTTP/1.1" 200 48211 "-" "python-requests/2.32.3"' % (
            ip(), rint(1, 28), hhmm(), rint(0, 59), tok)
    else:
        _, pw = pw_no_space(lang, sym='@#%^*-_=+.~', ascii_only=True)
        secrets = [pw]
        snip = 'services:\n  db:\n    environment:\n      MYSQL_DATABASE: %s\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_USER: %s\n    image: mysql:8.4' % (db, pw, user)
    c['k'] = k
    mc = P(lang, ["The {env} sync job started failing overnight; no one told me the DB credentials had been rotated.",
                  "I was asked to look at a failing deploy with only the logs to go on.",
                  "Nobody mentioned that {svc} prints its config at startup.",
                  "The bug report came with a pasted log and nothing else."],
           ["{env} 동기화 잡이 밤새 실패했는데 DB 자격증명이 바뀐 걸 아무도 안 알려줌.", "로그만 가지고 배포 실패를 봐달라는 요청이었음.",
            "{svc} 서비스가 기동할 때 설정을 통째로 찍는다는 걸 몰랐음.", "버그 리포트에 로그 붙여넣은 것 말고는 아무 정보 없었음."], **c)
    le = P(lang, ["Relevant part:", "What the log showed:", "From the output:", "This is the part that mattered:"],
           ["관련 부분:", "로그에 찍힌 내용:", "출력 결과:", "중요한 부분:"], **c) + '\n' + fence(snip, 0.45) + \
        P(lang, ["\nThe credential is printed in clear text, so the log retention is now a problem too.", "", "\nFixing the value and redeploying cleared it."],
          ["\n자격증명이 평문으로 찍혀서 로그 보존 기간도 문제임.", "", "\n값 고치고 재배포하니까 해결."], **c)
    an = P(lang, ["Can we turn off config dumps in the {env} logs?", "Who can purge the old log lines?", ""],
           ["{env} 로그에서 설정 덤프 끌 수 있나요?", "예전 로그 라인은 누가 지울 수 있나요?", ""], **c)
    return 'log/trace/diff / %s' % k, mc, le, an, secrets


# ---------------- P. passwords and app secrets in config files ----------------
DJANGO_ALPHA = 'abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)'


def t_config_pw(lang):
    c = ctx_for(lang)
    user = pick(DB_USERS)
    db = pick(DB_NAMES)
    h = host_db()
    k = cyc('t_config_pw', ['Spring application.yml', 'wp-config.php', 'Django DATABASES', 'compose POSTGRES_PASSWORD', '.pgpass', '.netrc', '.my.cnf',
              '.npmrc _auth', '.git-credentials', 'Maven settings.xml', 'gradle.properties', 'NuGet.Config', 'docker config.json',
              'ansible inventory', 'Grafana datasource', 'redis.conf', 'Keycloak env', 'Django SECRET_KEY', 'Rails secret_key_base',
              'Laravel .env', 'NEXTAUTH_SECRET', 'JWT_SECRET', 'Airflow fernet key', 'Vault init output', 'kubeconfig client-key-data',
              'Android signingConfigs', 'pgbouncer userlist', 'CIFS credentials', 'Rails smtp_settings', 'Kafka JAAS'])
    sec = []

    def pw(sym='!@#%^*-_=+.~'):
        p = pw_no_space(lang, sym=sym, ascii_only=True)[1]
        sec.append(p)
        return p
    if k == 'Spring application.yml':
        snip = 'spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s' % (h, db, user, pw())
        place = 'src/main/resources/application-prod.yml'
    elif k == 'wp-config.php':
        snip = "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, user, pw(), h)
        place = 'wp-config.php'
    elif k == 'Django DATABASES':
        snip = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, user, pw(), h)
        place = 'settings/production.py'
    elif k == 'compose POSTGRES_PASSWORD':
        snip = 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s' % (user, pw(), db)
        place = 'docker-compose.prod.yml'
    elif k == '.pgpass':
        snip = '%s:5432:%s:%s:%s' % (h, db, user, pw('!@#%^*-_=+.~'))
        place = '~/.pgpass'
    elif k == '.netrc':
        if chance(0.5):
            t = uuid4()
            sec.append(t)
            snip = 'machine api.heroku.com\n  login ops@%s.com\n  password %s\nmachine git.heroku.com\n  login ops@%s.com\n  password %s' % (c['co'], t, c['co'], t)
        else:
            snip = 'machine ftp.%s.com login %s password %s' % (c['co'], user, pw())
        place = '~/.netrc'
    elif k == '.my.cnf':
        snip = '[client]\nuser=%s\npassword=%s\nhost=%s' % (user, pw(), h)
        place = '~/.my.cnf'
    elif k == '.npmrc _auth':
        p = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)[1]
        blob = b64(('%s:%s' % (user, p)).encode())
        sec.append(blob)
        snip = 'registry=https://nexus.%s.internal/repository/npm-group/\n//nexus.%s.internal/repository/npm-group/:_auth=%s\nalways-auth=true' % (c['co'], c['co'], blob)
        place = '.npmrc'
    elif k == '.git-credentials':
        t = gh_classic('ghp_') if chance(0.6) else 'glpat-' + rs(B64URL, 20)
        sec.append(t)
        snip = 'https://%s:%s@%s' % (rs(LOWER, 6), t, 'github.com' if t.startswith('ghp_') else 'gitlab.com')
        place = '~/.git-credentials'
    elif k == 'Maven settings.xml':
        snip = '<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deploy</username>\n    <password>%s</password>\n  </server>\n</servers>' % pw('!#%^*-_=+.~')
        place = '~/.m2/settings.xml'
    elif k == 'gradle.properties':
        snip = 'org.gradle.jvmargs=-Xmx4g\nnexusUsername=deploy\nnexusPassword=%s' % pw()
        place = '~/.gradle/gradle.properties'
    elif k == 'NuGet.Config':
        snip = '<packageSourceCredentials>\n  <Internal>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n  </Internal>\n</packageSourceCredentials>' % pw('!#%^*-_=+.~')
        place = 'NuGet.Config'
    elif k == 'docker config.json':
        p = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)[1]
        blob = b64(('%s:%s' % (user, p)).encode())
        sec.append(blob)
        snip = '{\n  "auths": {\n    "registry.%s.io": {\n      "auth": "%s"\n    }\n  }\n}' % (c['co'], blob)
        place = '~/.docker/config.json'
    elif k == 'ansible inventory':
        p = pw('@#%^*-_=+.~')
        snip = '[db]\n%s ansible_user=ubuntu ansible_password=%s ansible_become_password=%s' % (ip(), p, p)
        place = 'inventory/prod.ini'
    elif k == 'Grafana datasource':
        snip = 'datasources:\n  - name: Postgres\n    type: postgres\n    url: %s:5432\n    user: grafana_ro\n    secureJsonData:\n      password: %s' % (h, pw())
        place = 'provisioning/datasources/pg.yaml'
    elif k == 'redis.conf':
        p = pw('@#%^*-_=+.~')
        snip = 'bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmasterauth %s' % (p, p)
        place = '/etc/redis/redis.conf'
    elif k == 'Keycloak env':
        snip = 'KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=%s\nKC_DB_PASSWORD=%s' % (pw(), pw())
        place = 'keycloak.env'
    elif k == 'Django SECRET_KEY':
        s = rs(DJANGO_ALPHA, 50)
        sec.append(s)
        snip = "SECRET_KEY = '%s'" % s
        place = 'settings/base.py'
    elif k == 'Rails secret_key_base':
        s = rs(HEX, 128)
        sec.append(s)
        snip = 'production:\n  secret_key_base: %s' % s
        place = 'config/secrets.yml'
    elif k == 'Laravel .env':
        ak = 'base64:' + b64(rb(32))
        sec.append(ak)
        snip = 'APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s' % (c['co'].capitalize(), ak, h, user, pw())
        place = '.env'
    elif k == 'NEXTAUTH_SECRET':
        s = b64(rb(32))
        sec.append(s)
        snip = 'NEXTAUTH_URL=https://app.%s.io\nNEXTAUTH_SECRET=%s' % (c['co'], s)
        place = '.env.production'
    elif k == 'JWT_SECRET':
        s = pick([rs(HEX, 64), pw_phrase().replace(' ', '-') + '-jwt', rs(B64URL, 48)])
        sec.append(s)
        snip = pick(['JWT_SECRET=%s' % s, "jwt.sign(payload, '%s', { expiresIn: '7d' })" % s, 'app.config["JWT_SECRET_KEY"] = "%s"' % s])
        place = pick(['.env', 'src/auth/token.ts', 'app/__init__.py'])
    elif k == 'Airflow fernet key':
        s = b64u(rb(32)) + '='
        sec.append(s)
        snip = '[core]\nfernet_key = %s' % s
        place = 'airflow.cfg'
    elif k == 'Vault init output':
        keys = [b64(rb(33)) for _ in range(rint(3, 5))]
        root = 'hvs.' + rs(B64URL, 24)
        sec += keys + [root]
        snip = '\n'.join('Unseal Key %d: %s' % (i + 1, x) for i, x in enumerate(keys)) + '\n\nInitial Root Token: %s' % root
        place = 'the vault operator init output'
    elif k == 'kubeconfig client-key-data':
        d, pubk = p256_keypair()
        pem = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(pem_lines(p256_sec1_der(d, pubk))) + '\n-----END EC PRIVATE KEY-----\n'
        s = b64(pem.encode())
        sec.append(s)
        snip = 'users:\n- name: admin@%s\n  user:\n    client-key-data: %s' % (c['co'], s)
        place = '~/.kube/config'
    elif k == 'Android signingConfigs':
        snip = 'signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "%s"\n        keyAlias "upload"\n        keyPassword "%s"\n    }\n}' % (pw('!#%^*-_=+.~'), pw('!#%^*-_=+.~'))
        place = 'app/build.gradle'
    elif k == 'pgbouncer userlist':
        snip = '"%s" "%s"\n"pgbouncer_admin" "%s"' % (user, pw('!#%^*-_=+.~'), pw('!#%^*-_=+.~'))
        place = '/etc/pgbouncer/userlist.txt'
    elif k == 'CIFS credentials':
        snip = 'username=%s\npassword=%s\ndomain=%s' % (user, pw(), c['co'].upper())
        place = '/etc/samba/.nas-cred'
    elif k == 'Rails smtp_settings':
        snip = "config.action_mailer.smtp_settings = {\n  address: 'smtp.%s.com',\n  user_name: 'mailer',\n  password: '%s',\n  authentication: :login\n}" % (c['co'], pw())
        place = 'config/environments/production.rb'
    else:
        snip = 'sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-%s" password="%s";' % (c['svc'], pw('!#%^*-_=+.~'))
        place = 'client.properties'
    c['place'] = place_l(place, lang) if lang == 'ko' and place.startswith('the ') else place
    if lang == 'ko' and place == 'the vault operator init output':
        c['place'] = 'vault operator init 출력'
    c['k'] = k
    shape = pick(['le', 'le', 'mc'])
    snipf = fence(snippet_trim(snip), 0.4)
    if shape == 'mc':
        mc = P(lang, ["I didn't know {svc} on {env} reads credentials from {place}; that file is committed:",
                      "Nobody told me where the {env} credentials were. They are in {place}:",
                      "The handover doc skipped the config part. {place} contains:"],
               ["{env}의 {svc} 서비스가 {place}에서 자격증명을 읽는다는 걸 몰랐음. 이 파일이 커밋돼 있음:",
                "{env} 자격증명 위치를 아무도 안 알려줬음. {place}에 있었음:", "인수인계 문서에 설정 부분이 빠져 있었음. {place} 내용:"], **c) + '\n' + snipf
        le = P(lang, ["Since the file is in git, the values should be treated as leaked and rotated.",
                      "The app only reads this file in {env}; other environments use env vars, which is why I couldn't reproduce locally.",
                      "The tool silently ignores the file if its permissions are too open."],
               ["git에 올라가 있으니 이 값들은 유출된 걸로 보고 교체해야 함.", "앱은 {env}에서만 이 파일을 읽고 다른 환경은 env를 써서 로컬 재현이 안 됐던 것.",
                "파일 권한이 너무 열려 있으면 툴이 조용히 무시함."], **c)
    else:
        mc = P(lang, ["Nobody mentioned that {svc} still has credentials in {place} instead of the secret store.",
                      "I wasn't told which file {env} actually loads.", "Missing: the {env} config for {svc}; {who} sent me the file directly.",
                      "The task was to make {svc} start on {env}. The credentials it needs were not documented anywhere."],
               ["{svc} 서비스 자격증명이 시크릿 저장소가 아니라 {place}에 있다는 걸 몰랐음.", "{env}에서 실제로 어떤 파일을 읽는지 안내가 없었어요.",
                "{env} {svc} 설정이 없어서 {who}이 파일을 직접 보내줌.", "{env}에서 {svc} 띄우는 게 작업이었는데 필요한 자격증명이 문서 어디에도 없었음."], **c)
        le = P(lang, ["Working {place}:", "What {place} needs to contain:", "The file as it is on the server:"],
               ["동작하는 {place}:", "{place}에 들어가야 하는 내용:", "서버에 있는 파일 그대로:"], **c) + '\n' + snipf
    an = P(lang, ["Can these values move to the secret store?", "Who else has access to {place}?", "Should I rotate these now?", ""],
           ["이 값들 시크릿 저장소로 옮겨도 될까요?", "{place} 접근 가능한 사람 또 누가 있나요?", "지금 바로 교체할까요?", ""], **c)
    return 'config file secret / %s' % k, mc, le, an, sec


def snippet_trim(s):
    return s


# ---------------- Q. CLI output that prints a fresh credential ----------------
def t_cli_output(lang):
    c = ctx_for(lang)
    k = cyc('t_cli_output', ['aws iam create-access-key', 'az ad sp create-for-rbac', 'vault token create', 'op item get --format json', 'heroku authorizations:create',
              'gh auth token', 'kubectl jsonpath | base64 -d', 'gcloud auth print-access-token', 'npm token create'])
    if k == 'aws iam create-access-key':
        a, s = aws_key_id(), aws_secret()
        sec = [a, s]
        snip = ('$ aws iam create-access-key --user-name %s-deployer\n{\n    "AccessKey": {\n        "UserName": "%s-deployer",\n        "AccessKeyId": "%s",\n'
                '        "Status": "Active",\n        "SecretAccessKey": "%s",\n        "CreateDate": "%s+00:00"\n    }\n}') % (c['svc'], c['svc'], a, s, ts_iso())
    elif k == 'az ad sp create-for-rbac':
        p = azure_client_secret()
        sec = [p]
        snip = '{\n  "appId": "%s",\n  "displayName": "gh-actions-%s",\n  "password": "%s",\n  "tenant": "%s"\n}' % (uuid4(), c['svc'], p, uuid4())
    elif k == 'vault token create':
        t = 'hvs.CAESI' + rs(B64URL, 86)
        sec = [t]
        snip = '$ vault token create -policy=%s -ttl=768h\nKey                  Value\n---                  -----\ntoken                %s\ntoken_duration       768h\ntoken_renewable      true\ntoken_policies       ["default" "%s"]' % (
            c['svc'], t, c['svc'])
    elif k == 'op item get --format json':
        p = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)[1]
        sec = [p]
        snip = '{\n  "id": "%s",\n  "title": "%s admin",\n  "vault": {"name": "Engineering"},\n  "fields": [\n    {"id": "username", "type": "STRING", "value": "admin@%s.com"},\n    {"id": "password", "type": "CONCEALED", "value": "%s"}\n  ]\n}' % (
            rs(ALNUM_L, 26), c['svc'], c['co'], p)
    elif k == 'heroku authorizations:create':
        t = uuid4()
        sec = [t]
        snip = 'Creating OAuth Authorization... done\nClient:      <none>\nID:          %s\nDescription: CI deploy %s\nScope:       global\nToken:       %s' % (uuid4(), c['svc'], t)
    elif k == 'gh auth token':
        t = gh_classic('gho_')
        sec = [t]
        snip = '$ gh auth token\n%s' % t
    elif k == 'kubectl jsonpath | base64 -d':
        p = pw_no_space(lang, sym='!@#%^*-_=+.~', ascii_only=True)[1]
        sec = [p]
        snip = "$ kubectl get secret %s-db -n %s -o jsonpath='{.data.password}' | base64 -d\n%s" % (c['svc'], pick(['prod', 'default']), p)
    elif k == 'gcloud auth print-access-token':
        t = 'ya29.' + rs(B64URL, 160)
        sec = [t]
        snip = '$ gcloud auth print-access-token\n%s' % t
    else:
        t = npm_token()
        sec = [t]
        snip = '$ npm token create --read-only\n+----------------+--------------------------------------+\n| token          | %s |\n| readonly       | true                                 |\n| created        | %sZ             |\n+----------------+--------------------------------------+' % (t, ts_iso())
    c['k'] = k
    mc = P(lang, ["I needed credentials for the {env} pipeline and nobody had created them, so I ran the command myself.",
                  "The task assumed a deploy identity already existed for {svc}; it didn't.", "Nobody told me how {who} usually fetches this credential."],
           ["{env} 파이프라인용 자격증명이 없어서 직접 명령을 돌려서 만듦.", "{svc} 배포용 계정이 이미 있다고 가정한 작업이었는데 없었음.", "{who}이 평소 이 자격증명을 어떻게 꺼내 쓰는지 몰랐음."], **c)
    le = P(lang, ["Output of `{k}`:", "Ran it and got:", "Terminal output:"], ["`{k}` 실행 결과:", "돌려서 나온 결과:", "터미널 출력:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["\nThe secret part is only shown once, so I pasted it here before closing the terminal.", "\nStored it in CI variables afterwards.", ""],
          ["\n시크릿 부분은 한 번만 보여줘서 터미널 닫기 전에 여기 붙여둠.", "\n이후 CI 변수에 저장함.", ""], **c)
    an = P(lang, ["Should credentials like this be created by a human with approval instead of by the agent?", "Where should the output go instead of my notes?", "Can this be revoked and recreated through the vault?"],
           ["이런 자격증명은 에이전트 말고 승인 받은 사람이 만들어야 하나요?", "이 출력은 메모 말고 어디에 둬야 하나요?", "vault 통해서 폐기 후 재발급할까요?"], **c)
    return 'CLI output / %s' % k, mc, le, an, sec

# ============================================================================================
# CLEAN templates.  Each returns (category, mc, le, an).  No credential anywhere.
# ============================================================================================
def sha256hex():
    return hashlib.sha256(rb(64)).hexdigest()


def git_sha():
    return hashlib.sha1(rb(64)).hexdigest()


def objectid():
    return '%08x' % rint(0x64000000, 0x68FFFFFF) + rs(HEX, 16)


def aws_acct():
    return digits_nz(12)


def vend_name(lang, en, ko=None):
    return en if lang == 'en' else (ko or en)


GEN_VENDOR_NAMES = [('OpenAI', 'OpenAI'), ('Stripe', '스트라이프'), ('Twilio', '트윌리오'), ('SendGrid', 'SendGrid'), ('GitHub', 'GitHub'),
                    ('Slack', '슬랙'), ('Datadog', '데이터독'), ('Anthropic', 'Anthropic'), ('Toss Payments', '토스페이먼츠'),
                    ('Kakao', '카카오'), ('AWS', 'AWS'), ('Cloudflare', '클라우드플레어'), ('Sentry', 'Sentry'), ('Mailgun', 'Mailgun'),
                    ('Notion', '노션'), ('Supabase', 'Supabase'), ('Firebase', 'Firebase'), ('Naver Cloud', '네이버 클라우드')]


def gen_ctx(lang):
    c = ctx_for(lang)
    en_n, ko_n = pick(GEN_VENDOR_NAMES)
    c['name'] = en_n if lang == 'en' else ko_n
    c['vendor'] = en_n
    c['place'] = pick(['.env', 'config/app.yaml', 'values-prod.yaml', 'the deploy workflow', 'settings.py', 'docker-compose.yml'])
    if lang == 'ko':
        c['place'] = place_l(c['place'], lang).replace('the deploy workflow', '배포 워크플로')
    c['task'] = F(pick(EN_TASK if lang == 'en' else KO_TASK), **c)
    return c


def gmc(lang, c):
    return F(pick(EN_MC if lang == 'en' else KO_MC), **c)


_LEAKY = ('sitting in', 'instead of the repo', 'copy of this key', '그대로 있었는데', 'repo 말고', '사본 가진')
EN_AN_CLEAN = [t for t in EN_AN if not any(x in t for x in _LEAKY)]
KO_AN_CLEAN = [t for t in KO_AN if not any(x in t for x in _LEAKY)]


def gan(lang, c):
    return F(pick(EN_AN_CLEAN if lang == 'en' else KO_AN_CLEAN), **c)


# ---------------- C1. secret-store and variable references ----------------
def c_refs(lang):
    c = gen_ctx(lang)
    V_ = c['vendor'].upper().replace(' ', '_')
    s = c['svc']
    e = pick(['prod', 'staging', 'dev'])
    k = cyc('c_refs', ['GitHub Actions secrets', 'k8s secretKeyRef', 'vault kv get', 'aws secretsmanager', '1Password op://', 'gcloud secrets',
              'Azure Key Vault reference', 'doppler run', 'docker secrets _FILE', 'terraform data source', 'ExternalSecret', 'Spring placeholder',
              'code env lookup', 'CloudFormation dynamic reference', 'GitLab masked variables', 'chamber exec'])
    if k == 'GitHub Actions secrets':
        snip = 'env:\n  %s_API_KEY: ${{ secrets.%s_API_KEY }}\n  DATABASE_URL: ${{ secrets.DATABASE_URL_%s }}' % (V_, V_, e.upper())
    elif k == 'k8s secretKeyRef':
        snip = 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password' % s
    elif k == 'vault kv get':
        snip = 'vault kv get -field=password secret/%s/%s/db' % (e, s)
    elif k == 'aws secretsmanager':
        snip = 'aws secretsmanager get-secret-value --secret-id %s/%s/%s --query SecretString --output text' % (e, s, c['vendor'].lower().split()[0])
    elif k == '1Password op://':
        snip = '# .env.tpl\n%s_API_KEY=op://Engineering/%s %s/credential\nDB_PASSWORD=op://Engineering/%s-db/password\n\nop run --env-file=.env.tpl -- npm start' % (
            V_, c['vendor'], e, s)
    elif k == 'gcloud secrets':
        snip = 'gcloud secrets versions access latest --secret=%s-db-password --project=%s-%s' % (s, c['co'], e)
    elif k == 'Azure Key Vault reference':
        snip = '"%sApiKey": "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%sApiKey/%s)"' % (
            c['vendor'].replace(' ', ''), c['co'], e, c['vendor'].replace(' ', ''), rs(HEX, 32))
    elif k == 'doppler run':
        snip = 'doppler run --project %s --config %s -- ./bin/start' % (s, pick(['prd', 'stg', 'dev']))
    elif k == 'docker secrets _FILE':
        snip = 'environment:\n  POSTGRES_PASSWORD_FILE: /run/secrets/db_password\nsecrets:\n  db_password:\n    external: true'
    elif k == 'terraform data source':
        snip = 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s/db"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]' % (e, s)
    elif k == 'ExternalSecret':
        snip = 'kind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: api-key\n      remoteRef:\n        key: %s/%s/%s\n        property: api_key' % (e, s, c['vendor'].lower().split()[0])
    elif k == 'Spring placeholder':
        snip = 'spring:\n  datasource:\n    url: ${DB_URL}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}'
    elif k == 'code env lookup':
        snip = pick(['api_key = os.environ["%s_API_KEY"]' % V_, 'const key = process.env.%s_SECRET_KEY;' % V_,
                     'String pw = System.getenv("DB_PASSWORD");', 'let token = std::env::var("%s_TOKEN")?;' % V_])
    elif k == 'CloudFormation dynamic reference':
        snip = 'MasterUserPassword: "{{resolve:secretsmanager:%s/%s/db:SecretString:password}}"' % (e, s)
    elif k == 'GitLab masked variables':
        snip = 'deploy:\n  script:\n    - echo "$REGISTRY_PASSWORD" | docker login -u "$REGISTRY_USER" --password-stdin $CI_REGISTRY\n    - ./deploy.sh'
    else:
        snip = 'chamber exec %s-%s -- ./worker' % (s, e)
    c['k'] = k
    mc = gmc(lang, c) if chance(0.5) else P(lang, ["I didn't know how {svc} gets its credentials at runtime.", "Nobody explained the secret plumbing for {env}."],
                                            ["{svc} 서비스가 런타임에 자격증명을 어떻게 받는지 몰랐음.", "{env} 시크릿 주입 구조를 아무도 설명 안 해줌."], **c)
    le = P(lang, ["Secrets are not in the repo; they are resolved at deploy time:", "This is the pattern {svc} uses:", "Found the reference, not the value:",
                  "Correct way (as it is already done elsewhere):"],
           ["시크릿은 repo에 없고 배포 시점에 주입됨:", "{svc} 서비스가 쓰는 패턴:", "값이 아니라 참조만 있음:", "다른 곳에서 이미 쓰는 올바른 방식:"], **c) + '\n' + fence(snip, 0.4)
    le += P(lang, ["", "\nSo editing the file in git does nothing; the value has to change in the store.", "\nLocal dev needs its own login to the store."],
            ["", "\n그래서 git 파일 고쳐봐야 소용없고 저장소 값을 바꿔야 함.", "\n로컬 개발하려면 저장소 로그인이 따로 필요함."], **c)
    an = gan(lang, c) if chance(0.5) else P(lang, ["Who can grant me read access to that path?", "Is there a dev copy of that secret?", ""],
                                            ["그 경로 read 권한은 누가 줄 수 있나요?", "그 시크릿 dev용 사본 있나요?", ""], **c)
    return 'clean / secret-store reference / %s' % k, mc, le, an


# ---------------- C2. placeholders ----------------
def c_placeholders(lang):
    c = gen_ctx(lang)
    V_ = c['vendor'].upper().replace(' ', '_')
    lines = pick([
        ['OPENAI_API_KEY=sk-...', 'ANTHROPIC_API_KEY=', 'DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME'],
        ['STRIPE_SECRET_KEY=sk_test_xxx', 'STRIPE_WEBHOOK_SECRET=whsec_xxx', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_xxx'],
        ['AWS_ACCESS_KEY_ID=<your-access-key-id>', 'AWS_SECRET_ACCESS_KEY=<your-secret-access-key>', 'AWS_REGION=ap-northeast-2'],
        ['GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ'],
        ['%s_API_KEY=your-api-key-here' % V_, 'JWT_SECRET=change-me', 'SESSION_SECRET=<generate with openssl rand -hex 32>'],
        ['DB_PASSWORD=', 'REDIS_PASSWORD=', 'SMTP_PASSWORD=  # ask ops'],
        ['"apiKey": "YOUR_API_KEY"', '"secret": "<REPLACE_ME>"'],
        ['TOSS_SECRET_KEY=test_sk_여기에_키', 'KAKAO_REST_API_KEY=<카카오 REST API 키>'] if lang == 'ko' else ['TWILIO_AUTH_TOKEN=your_auth_token', 'TWILIO_ACCOUNT_SID=ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
        ['curl -H "Authorization: Bearer <token>" https://api.%s.io/v1/me' % c['co']],
        ['password: ********  # fill in locally, never commit', 'api_key: REPLACE_WITH_REAL_KEY'],
    ])
    snip = '\n'.join(lines)
    f = pick(['.env.example', '.env.sample', 'config/app.example.yaml', 'README.md', 'docs/setup.md'])
    c['f'] = f
    mc = P(lang, ["The repo only has {f}; I didn't know where the real values come from.", "Setup instructions point at {f} and stop there.",
                  "I assumed {f} was a working config. It is a template."],
           ["repo에는 {f}만 있고 실제 값 출처를 몰랐음.", "설치 가이드가 {f}까지만 안내하고 끝남.", "{f} 파일이 동작하는 설정인 줄 알았는데 템플릿이었음."], **c)
    le = P(lang, ["{f} contains only placeholders:", "Template as committed:", "These are the expected keys:"],
           ["{f}에는 placeholder만 있음:", "커밋된 템플릿:", "필요한 키 목록:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["\nCopy it to .env and fill in from the vault.", "\nThe app refuses to start with these values, which is intended.", ""],
          ["\n.env로 복사하고 vault에서 값 채울 것.", "\n이 값 그대로면 앱이 안 뜨게 돼 있음. 의도된 동작.", ""], **c)
    an = P(lang, ["Where do the real values for these live?", "Who can give me access to the dev values?", ""],
           ["이 키들의 실제 값은 어디에 있나요?", "dev용 값 접근 권한은 누구한테 받나요?", ""], **c)
    return 'clean / placeholders / %s' % f, mc, le, an


# ---------------- C3. masked values ----------------
def c_masked(lang):
    c = gen_ctx(lang)
    k = cyc('c_masked', ['OpenAI masked error', 'Stripe dashboard suffix', 'GitHub token list', 'stars', 'Actions log ***', 'kubectl describe secret',
              'FILTERED header', 'vercel env ls', 'heroku masked', 'AWS console last 4'])
    if k == 'OpenAI masked error':
        snip = "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-%s%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % ('*' * rint(100, 140), rs(ALNUM, 4))
    elif k == 'Stripe dashboard suffix':
        snip = 'Restricted key "%s-sync" (rk_live_...%s) last used %d days ago' % (c['svc'], rs(ALNUM, 4), rint(2, 90))
    elif k == 'GitHub token list':
        snip = 'ghp_••••••••••••••••••••••••••••••••%s  "%s-ci"  expires in %d days' % (rs(ALNUM, 4), c['svc'], rint(3, 60))
    elif k == 'stars':
        snip = 'DB_PASSWORD=********\n%s_API_KEY=****************************%s' % (c['vendor'].upper().replace(' ', '_'), rs(ALNUM, 4))
    elif k == 'Actions log ***':
        snip = 'Run ./scripts/deploy.sh\n  env:\n    DB_PASSWORD: ***\n    %s_TOKEN: ***\nDeploying %s to %s...' % (c['vendor'].upper().replace(' ', '_'), c['svc'], c['env'])
    elif k == 'kubectl describe secret':
        snip = 'Name:         %s-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes' % (c['svc'], rint(16, 40), rint(3, 12))
    elif k == 'FILTERED header':
        snip = 'Started POST "/webhooks/%s" for 10.0.3.7\n  Parameters: {"token"=>"[FILTERED]", "event"=>"payment.succeeded"}\n  Authorization: [FILTERED]' % c['vendor'].lower().split()[0]
    elif k == 'vercel env ls':
        snip = ' name                  value        environments\n %s_API_KEY       Encrypted    Production, Preview\n DATABASE_URL         Encrypted    Production' % c['vendor'].upper().replace(' ', '_')
    elif k == 'heroku masked':
        snip = '=== %s Config Vars\nDATABASE_URL: postgres://...:****@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/...' % (c['svc'], rint(3, 54), rint(0, 255), rint(0, 255), rint(0, 255))
    else:
        snip = 'Access key ending in ...%s (Active, created 2024-%02d-%02d, last used %d days ago in %s)' % (rs(ALNUM_U, 4), rint(1, 12), rint(1, 28), rint(1, 30), pick(REGIONS))
    c['k'] = k
    mc = gmc(lang, c)
    le = P(lang, ["Only the masked form is visible, which was enough to tell which key is in use:", "What the tooling shows (masked):",
                  "Matched the suffix to figure out which key is deployed:"],
           ["마스킹된 값만 보이는데 어떤 키가 쓰이는지 구분하기엔 충분했음:", "툴에 보이는 값(마스킹됨):", "suffix 비교해서 배포된 키를 특정함:"], **c) + '\n' + fence(snip, 0.4)
    an = gan(lang, c)
    return 'clean / masked value / %s' % k, mc, le, an


# ---------------- C4. vendor documentation examples ----------------
def c_docs_example(lang):
    c = gen_ctx(lang)
    k = cyc('c_docs_example', ['AWS docs example keys', 'jwt.io sample token', 'Stripe docs test key', 'Slack docs webhook', 'libpq docs URI', 'Slack docs bot token'])
    if k == 'AWS docs example keys':
        snip = pick(['[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
                     'export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'])
    elif k == 'jwt.io sample token':
        snip = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
    elif k == 'Stripe docs test key':
        snip = "curl https://api.stripe.com/v1/charges \\\n  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\\n  -d amount=2000 -d currency=usd"
    elif k == 'Slack docs webhook':
        snip = 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'
    elif k == 'libpq docs URI':
        snip = 'postgresql://user:secret@localhost\npostgresql://other@localhost/otherdb?connect_timeout=10&application_name=myapp'
    else:
        snip = 'xoxb-not-a-real-token-this-will-not-work'
    c['k'] = k
    mc = P(lang, ["A test fixture in {svc} contains what looks like real credentials; I didn't know they were the vendor's documentation examples.",
                  "The secret scanner flagged a value in the docs folder and nobody said whether it was real.",
                  "I wasn't sure if the sample in the README was a leaked key."],
           ["{svc} 테스트 fixture에 실키처럼 보이는 값이 있었는데 벤더 문서 예시 값인 줄 몰랐음.", "시크릿 스캐너가 docs 폴더 값을 잡았는데 진짜인지 아무도 몰랐음.",
            "README 샘플이 유출된 키인지 확신이 없었음."], **c)
    le = P(lang, ["It is the published example from the vendor docs ({k}), not a credential:", "This is the documented sample value:"],
           ["벤더 문서에 공개된 예시 값({k})이고 자격증명 아님:", "문서에 나오는 샘플 값임:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["\nAdded it to the scanner allowlist instead of rotating anything.", "\nIt will never authenticate; tests that need a real call are skipped in CI."],
          ["\n로테이션 대신 스캐너 allowlist에 추가함.", "\n인증될 일 없는 값이라 실제 호출 필요한 테스트는 CI에서 skip됨."], **c)
    an = P(lang, ["Should the allowlist live in the repo or in the scanner config?", ""], ["allowlist는 repo에 둘까요 스캐너 설정에 둘까요?", ""], **c)
    return 'clean / vendor documentation example / %s' % k, mc, le, an


# ---------------- C5. hashes, digests, checksums, commit SHAs ----------------
def c_hashes(lang):
    c = gen_ctx(lang)
    k = cyc('c_hashes', ['sha256sum output', 'docker digest', 'git SHAs', 'npm integrity', 'pip --hash', 'go.sum', 'terraform lock', 'SRI attribute',
              'checksum mismatch error', 'Cargo.lock checksum', 'ETag', 'git LFS pointer'])
    if k == 'sha256sum output':
        snip = '\n'.join('%s  %s' % (sha256hex(), f) for f in picks(['app-linux-amd64.tar.gz', 'app-darwin-arm64.tar.gz', 'app-windows-amd64.zip', 'checksums.txt.sig'], 3))
    elif k == 'docker digest':
        snip = '%s/%s@sha256:%s' % (pick(['ghcr.io/' + c['co'], '%s.dkr.ecr.%s.amazonaws.com' % (aws_acct(), pick(REGIONS))]), c['svc'], sha256hex())
    elif k == 'git SHAs':
        a, b = git_sha(), git_sha()
        snip = 'git bisect good %s\ngit bisect bad %s\n# first bad commit: %s' % (a[:10], b, git_sha())
    elif k == 'npm integrity':
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/...",\n  "integrity": "sha512-%s"\n}' % (
            pick(['undici', 'zod', 'semver', 'axios']), rint(1, 9), rint(0, 20), rint(0, 9), b64(hashlib.sha512(rb(32)).digest()))
    elif k == 'pip --hash':
        snip = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (sha256hex(), sha256hex())
    elif k == 'go.sum':
        m = pick(['github.com/jackc/pgx/v5 v5.6.0', 'golang.org/x/crypto v0.31.0', 'github.com/aws/aws-sdk-go-v2 v1.32.2'])
        snip = '%s h1:%s\n%s/go.mod h1:%s' % (m, b64(hashlib.sha256(rb(16)).digest()), m, b64(hashlib.sha256(rb(16)).digest()))
    elif k == 'terraform lock':
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            rint(40, 80), b64(hashlib.sha256(rb(16)).digest()), sha256hex())
    elif k == 'SRI attribute':
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            rint(0, 9), b64(hashlib.sha384(rb(16)).digest()))
    elif k == 'checksum mismatch error':
        snip = 'verifying %s: checksum mismatch\n\tdownloaded: h1:%s\n\tgo.sum:     h1:%s' % (
            pick(['github.com/%s/sdk@v1.4.2' % c['co'], 'golang.org/x/net@v0.33.0']), b64(hashlib.sha256(rb(8)).digest()), b64(hashlib.sha256(rb(8)).digest()))
    elif k == 'Cargo.lock checksum':
        snip = '[[package]]\nname = "%s"\nversion = "1.%d.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (
            pick(['tokio', 'serde', 'ring', 'rustls']), rint(0, 40), rint(0, 9), sha256hex())
    elif k == 'ETag':
        snip = 'HTTP/2 200\netag: "%s"\nx-amz-version-id: %s\ncontent-length: %d' % (hashlib.md5(rb(16)).hexdigest(), rs(B64URL, 32), rint(1000, 999999))
    else:
        snip = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (sha256hex(), rint(10 ** 5, 10 ** 8))
    c['k'] = k
    mc = P(lang, ["I wasn't told the build pins artifacts by digest, so a re-tag didn't change anything.", "Nobody mentioned the lockfile is verified in CI.",
                  "The release checklist says 'verify checksums' without saying against what.", "The failing step printed a long hex string and I didn't know if it was sensitive."],
           ["빌드가 digest로 고정돼 있어서 태그 다시 찍어도 소용없다는 걸 몰랐음.", "CI에서 lockfile 검증한다는 얘기를 못 들었음.",
            "릴리스 체크리스트에 '체크섬 확인'만 있고 뭐랑 비교하는지 없음.", "실패한 스텝이 긴 hex 문자열을 찍었는데 민감정보인지 몰랐음."], **c)
    le = P(lang, ["These are content hashes, safe to share:", "Output for reference:", "Relevant lines:"],
           ["콘텐츠 해시라 공유해도 됨:", "참고용 출력:", "관련 부분:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["", "\nRegenerating the lockfile fixed the mismatch.", "\nPinning by digest means a rebuild is needed to pick up base image fixes."],
          ["", "\nlockfile 재생성으로 mismatch 해결.", "\ndigest 고정이라 베이스 이미지 패치 받으려면 재빌드 필요."], **c)
    an = P(lang, ["Where is the canonical checksum list published?", "Should the lockfile be regenerated on every dependency bump?", ""],
           ["공식 체크섬 목록은 어디에 게시되나요?", "의존성 올릴 때마다 lockfile 재생성해야 하나요?", ""], **c)
    return 'clean / hash or digest / %s' % k, mc, le, an


# ---------------- C6. UUIDs, request IDs, trace IDs ----------------
def c_request_ids(lang):
    c = gen_ctx(lang)
    k = cyc('c_request_ids', ['AWS request ids', 'CloudFront id', 'traceparent', 'Stripe request id', 'Lambda report', 'Azure correlation', 'cf-ray', 'GitHub request id',
              'OpenAI request id', 'Vercel id', 'GCP trace context', 'Sentry event id'])
    if k == 'AWS request ids':
        snip = 'x-amz-request-id: %s\nx-amz-id-2: %s' % (rs(ALNUM_U, 16), b64(rb(57)))
    elif k == 'CloudFront id':
        snip = 'x-cache: Error from cloudfront\nx-amz-cf-pop: ICN57-P1\nx-amz-cf-id: %s==' % rs(B64URL, 54)
    elif k == 'traceparent':
        snip = 'traceparent: 00-%s-%s-01' % (rs(HEX, 32), rs(HEX, 16))
    elif k == 'Stripe request id':
        snip = 'Request req_%s: No such customer: \'cus_%s\'' % (rs(ALNUM, 14), rs(ALNUM, 14))
    elif k == 'Lambda report':
        snip = 'REPORT RequestId: %s\tDuration: %d.%02d ms\tBilled Duration: %d ms\tMemory Size: 512 MB\tMax Memory Used: %d MB' % (
            uuid4(), rint(10, 9000), rint(0, 99), rint(10, 9000), rint(80, 500))
    elif k == 'Azure correlation':
        snip = 'Trace ID: %s\nCorrelation ID: %s\nTimestamp: 2025-%02d-%02d %s:%02dZ' % (uuid4(), uuid4(), rint(1, 12), rint(1, 28), hhmm(), rint(0, 59))
    elif k == 'cf-ray':
        snip = 'cf-ray: %s-ICN\ncf-cache-status: DYNAMIC' % rs(HEX, 16)
    elif k == 'GitHub request id':
        snip = 'x-github-request-id: %s:%s:%s:%s:%s' % (rs(HEXU, 4), rs(HEXU, 5), rs(HEXU, 6), rs(HEXU, 7), rs(HEXU, 8))
    elif k == 'OpenAI request id':
        snip = 'x-request-id: req_%s\nopenai-processing-ms: %d' % (rs(HEX, 32), rint(200, 20000))
    elif k == 'Vercel id':
        snip = 'x-vercel-id: icn1::iad1::%s-%d-%s' % (rs(ALNUM_L, 5), rint(1700000000000, 1760000000000), rs(HEX, 12))
    elif k == 'GCP trace context':
        snip = 'X-Cloud-Trace-Context: %s/%d;o=1' % (rs(HEX, 32), rint(10 ** 17, 10 ** 19))
    else:
        snip = 'Sentry event %s (issue %s-%s)' % (rs(HEX, 32), c['svc'].upper().split('-')[0], rs(ALNUM_U, 3))
    c['k'] = k
    vn = {'AWS request ids': 'AWS', 'CloudFront id': 'AWS', 'traceparent': 'Datadog', 'Stripe request id': 'Stripe', 'Lambda report': 'AWS',
          'Azure correlation': 'Azure', 'cf-ray': 'Cloudflare', 'GitHub request id': 'GitHub', 'OpenAI request id': 'OpenAI', 'Vercel id': 'Vercel',
          'GCP trace context': 'Google Cloud', 'Sentry event id': 'Sentry'}[k]
    c['vendor'] = c['name'] = vn
    mc = P(lang, ["The bug report had only a failing response and no context about which request it was.", "I didn't know support needs the request ID, not a screenshot.",
                  "Nobody said the {vendor} support team can look up calls by request ID."],
           ["버그 리포트에 실패 응답만 있고 어떤 요청인지 정보가 없었음.", "지원팀은 스크린샷 말고 request ID가 필요하다는 걸 몰랐음.",
            "{name} 지원팀이 request ID로 호출 내역을 조회해 준다는 걸 몰랐음."], **c)
    le = P(lang, ["IDs from the failing call (safe to share with the vendor):", "Correlate with these:", "Captured headers:"],
           ["실패한 호출의 ID (벤더에 공유해도 됨):", "이 값으로 추적:", "캡처한 헤더:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Can request IDs be added to our own error logs by default?", "Which dashboard correlates these IDs?", ""],
           ["우리 에러 로그에도 request ID 기본으로 남길 수 있나요?", "이 ID로 추적 가능한 대시보드가 어디인가요?", ""], **c)
    return 'clean / request or trace id / %s' % k, mc, le, an


# ---------------- C7. object / resource IDs ----------------
def c_object_ids(lang):
    c = gen_ctx(lang)
    k = cyc('c_object_ids', ['Stripe object ids', 'MongoDB ObjectIds', 'Slack ids', 'AWS ARNs and resource ids', 'Cloudflare zone/account ids', 'Vercel ids',
              'Google Drive/Sheets ids', 'Twilio SIDs', 'OAuth client ids', 'Azure tenant/subscription', 'Airtable/Notion ids', 'Discord snowflakes',
              'Firebase app id', 'Toss paymentKey/orderId', 'GitHub node ids', 'Supabase project ref'])
    if k == 'Stripe object ids':
        snip = 'customer=cus_%s subscription=sub_1%s price=price_1%s latest_invoice=in_1%s' % (rs(ALNUM, 14), rs(ALNUM, 23), rs(ALNUM, 23), rs(ALNUM, 23))
    elif k == 'MongoDB ObjectIds':
        snip = 'db.orders.find({ _id: ObjectId("%s") })\n// customerId: ObjectId("%s")' % (objectid(), objectid())
    elif k == 'Slack ids':
        snip = 'channel=C0%s user=U0%s team=T0%s ts=%d.%06d' % (rs(ALNUM_U, 9), rs(ALNUM_U, 9), rs(ALNUM_U, 8), rint(1700000000, 1760000000), rint(0, 999999))
    elif k == 'AWS ARNs and resource ids':
        a = aws_acct()
        r = pick(REGIONS)
        snip = 'arn:aws:iam::%s:role/%s-task-role\ninstance i-0%s in subnet-0%s (vpc-0%s), sg-0%s\narn:aws:kms:%s:%s:key/%s' % (
            a, c['svc'], rs(HEX, 16), rs(HEX, 16), rs(HEX, 16), rs(HEX, 16), r, a, uuid4())
    elif k == 'Cloudflare zone/account ids':
        snip = 'zone_id    = "%s"\naccount_id = "%s"' % (rs(HEX, 32), rs(HEX, 32))
    elif k == 'Vercel ids':
        snip = '{"projectId":"prj_%s","orgId":"team_%s"}\nDeployment dpl_%s is READY' % (rs(ALNUM, 28), rs(ALNUM, 24), rs(ALNUM, 28))
    elif k == 'Google Drive/Sheets ids':
        snip = 'https://docs.google.com/spreadsheets/d/1%s/edit#gid=%d\nDrive folder id: 1%s' % (rs(B64URL, 43), rint(0, 2 ** 31), rs(B64URL, 32))
    elif k == 'Twilio SIDs':
        snip = 'AccountSid AC%s, MessagingServiceSid MG%s, From PN%s' % (rs(HEX, 32), rs(HEX, 32), rs(HEX, 32))
    elif k == 'OAuth client ids':
        snip = pick(['GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com' % (digits_nz(12), rs(ALNUM_L, 32)),
                     'GitHub App ID %d, client ID Iv23li%s, installation %d' % (rint(100000, 999999), rs(ALNUM, 14), rint(10 ** 7, 10 ** 8))])
    elif k == 'Azure tenant/subscription':
        snip = 'az account set --subscription %s\n# tenant %s' % (uuid4(), uuid4())
    elif k == 'Airtable/Notion ids':
        snip = 'base app%s / table tbl%s / view viw%s\nNotion database %s' % (rs(ALNUM, 14), rs(ALNUM, 14), rs(ALNUM, 14), rs(HEX, 32))
    elif k == 'Discord snowflakes':
        snip = 'guild_id=%s channel_id=%s message_id=%s' % (digits_nz(18), digits_nz(19), digits_nz(19))
    elif k == 'Firebase app id':
        snip = 'FIREBASE_APP_ID=1:%s:android:%s\nGCM sender id %s' % (digits_nz(12), rs(HEX, 16), digits_nz(12))
    elif k == 'Toss paymentKey/orderId':
        snip = '{"paymentKey":"%s","orderId":"ORD-%s-%s","amount":%d}' % (rs(ALNUM, 50), rs(DIG, 8), rs(ALNUM_U, 6), rint(1000, 500000))
    elif k == 'GitHub node ids':
        snip = 'node_id: MDQ6VXNlcj%s  pull request node PR_kwDO%s' % (rs(B64, 6), rs(B64URL, 20))
    else:
        snip = 'project ref %s (region %s), dashboard https://supabase.com/dashboard/project/%s' % (supabase_ref(), pick(REGIONS), supabase_ref())
    c['k'] = k
    vn = {'Stripe object ids': ('Stripe', '스트라이프'), 'MongoDB ObjectIds': ('MongoDB', 'MongoDB'), 'Slack ids': ('Slack', '슬랙'),
          'AWS ARNs and resource ids': ('AWS', 'AWS'), 'Cloudflare zone/account ids': ('Cloudflare', '클라우드플레어'), 'Vercel ids': ('Vercel', 'Vercel'),
          'Google Drive/Sheets ids': ('Google Drive', '구글 드라이브'), 'Twilio SIDs': ('Twilio', '트윌리오'), 'OAuth client ids': ('OAuth app', 'OAuth 앱'),
          'Azure tenant/subscription': ('Azure', 'Azure'), 'Airtable/Notion ids': ('Airtable', '에어테이블'), 'Discord snowflakes': ('Discord', '디스코드'),
          'Firebase app id': ('Firebase', 'Firebase'), 'Toss paymentKey/orderId': ('Toss Payments', '토스페이먼츠'), 'GitHub node ids': ('GitHub', 'GitHub'),
          'Supabase project ref': ('Supabase', 'Supabase')}[k]
    c['vendor'], c['name'] = vn[0], (vn[0] if lang == 'en' else vn[1])
    mc = P(lang, ["I didn't know which {vendor} resources belong to {env}; the IDs in the ticket didn't say.", "The task referenced records by ID and nobody said which system they were from.",
                  "Missing: a map of resource IDs to environments."],
           ["티켓의 ID만으로는 어떤 {name} 리소스가 {env} 것인지 알 수 없었음.", "작업이 레코드 ID로만 적혀 있고 어느 시스템 건지 설명이 없었음.", "리소스 ID와 환경 매핑 정보가 없었음."], **c)
    le = P(lang, ["These are identifiers, not credentials:", "IDs involved:", "For reference:"], ["식별자일 뿐 자격증명 아님:", "관련 ID:", "참고:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Is there a doc mapping these IDs to environments?", "Which team owns those resources?", ""],
           ["이 ID들 환경별 매핑 문서 있나요?", "저 리소스들 담당 팀이 어디죠?", ""], **c)
    return 'clean / object or resource id / %s' % k, mc, le, an


# ---------------- C8. base64 of non-secret data ----------------
def fake_cert_b64():
    body = wrap(b64(b'\x30\x82\x03\x1f\x30\x82\x02\x07\xa0\x03\x02\x01\x02\x02\x14' + rb(200)), 64)
    pem = '-----BEGIN CERTIFICATE-----\n' + body + '\n'
    return b64(pem.encode())[:rint(160, 240)] + '...'


def c_base64(lang):
    c = gen_ctx(lang)
    k = cyc('c_base64', ['kubeconfig CA data', 'JWT header', 'Pub/Sub push payload', 'GraphQL cursor', 'data URI', 'ConfigMap binaryData', 'webhook caBundle',
              'base64 JSON event'])
    if k == 'kubeconfig CA data':
        snip = 'clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com' % (fake_cert_b64(), rs(HEXU, 32), pick(REGIONS))
    elif k == 'JWT header':
        h = b64u(json.dumps({'alg': pick(['RS256', 'ES256', 'HS256']), 'typ': 'JWT'}, separators=(',', ':')).encode())
        snip = '%s  ->  %s' % (h, base64.urlsafe_b64decode(h + '=' * (-len(h) % 4)).decode())
    elif k == 'Pub/Sub push payload':
        d = json.dumps({'orderId': rint(10000, 99999), 'status': pick(['PAID', 'SHIPPED', 'CANCELLED'])})
        snip = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "%sZ"}}' % (b64s(d), rint(10 ** 15, 10 ** 16), ts_iso())
    elif k == 'GraphQL cursor':
        n = rint(10, 5000)
        snip = '"pageInfo": {"endCursor": "%s", "hasNextPage": true}   # = arrayconnection:%d' % (b64s('arrayconnection:%d' % n), n)
    elif k == 'data URI':
        snip = '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" />' % b64(rb(45))
    elif k == 'ConfigMap binaryData':
        snip = 'kind: ConfigMap\nbinaryData:\n  logo.png: %s...' % ('iVBORw0KGgoAAAANSUhEUgAA' + b64(rb(60)))
    elif k == 'webhook caBundle':
        snip = 'webhooks:\n  - name: validate.%s.io\n    clientConfig:\n      caBundle: %s' % (c['co'], fake_cert_b64())
    else:
        d = json.dumps({'event': 'user.signup', 'plan': pick(['free', 'pro']), 'country': pick(['KR', 'US', 'DE'])})
        snip = '%s\n(decodes to %s)' % (b64s(d), d)
    c['k'] = k
    mc = P(lang, ["I saw a long base64 blob in the {svc} config and didn't know if it was a secret.", "Nobody explained what the encoded field in the payload is.",
                  "The secret scanner flagged a base64 string and nobody knew what was in it."],
           ["{svc} 설정에 긴 base64 문자열이 있는데 시크릿인지 몰랐음.", "payload의 인코딩된 필드가 뭔지 설명이 없었음.", "시크릿 스캐너가 base64 문자열을 잡았는데 내용이 뭔지 아무도 몰랐음."], **c)
    le = P(lang, ["Decoded it: it's public data ({k}).", "It's just encoded, not secret:", "What it is:"],
           ["디코딩해 보니 공개 데이터({k})임.", "인코딩만 된 값이고 비밀 아님:", "정체:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Can the scanner be taught to ignore CA bundles?", ""], ["스캐너가 CA 번들은 무시하게 설정할 수 있나요?", ""], **c)
    return 'clean / base64 of non-secret data / %s' % k, mc, le, an


# ---------------- C9. public keys and fingerprints ----------------
def c_pubkeys(lang):
    c = gen_ctx(lang)
    k = cyc('c_pubkeys', ['ssh-ed25519 public key', 'ssh-rsa authorized_keys', 'known_hosts', 'EC public key PEM', 'WireGuard peer', 'age recipient', 'nostr npub',
              'GPG fingerprint', 'TLS fingerprint / pin', 'JWKS', 'Android signing SHA-1', 'Kakao key hash', 'wallet address', 'minisign public key'])
    if k == 'ssh-ed25519 public key':
        _lines, pub, fp = openssh_ed25519(pick(['deploy@ci', 'jenkins@build', rs(LOWER, 5) + '@macbook']))
        snip = '%s\n# fingerprint %s' % (pub, fp)
    elif k == 'ssh-rsa authorized_keys':
        pub, fp = ssh_rsa_pub('backup@nas')
        snip = 'command="/usr/local/bin/backup-only",no-pty %s' % pub
    elif k == 'known_hosts':
        _l, pub, fp = openssh_ed25519('')
        snip = 'git.%s.internal,%s %s\n# %s' % (c['co'], ip(), pub.strip(), fp)
    elif k == 'EC public key PEM':
        d, pubk = p256_keypair()
        snip = '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(pem_lines(p256_spki_der(pubk))) + '\n-----END PUBLIC KEY-----'
    elif k == 'WireGuard peer':
        _priv, pub = wg_keypair()
        snip = '[Peer]\n# %s laptop\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32' % (c['who'], pub, rint(2, 250))
    elif k == 'age recipient':
        snip = 'creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: %s' % bech32_bytes('age', x25519_base(rb(32)))
    elif k == 'nostr npub':
        _d, x = k1_xonly()
        snip = 'relay bot pubkey: %s' % bech32_bytes('npub', x)
    elif k == 'GPG fingerprint':
        fp = rs(HEXU, 40)
        snip = 'pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s.io>' % (rint(1, 12), rint(1, 28), ' '.join(fp[i:i + 4] for i in range(0, 40, 4)), c['co'])
    elif k == 'TLS fingerprint / pin':
        d = hashlib.sha256(rb(32)).digest()
        snip = 'SHA256 Fingerprint=%s\npin-sha256="%s"' % (':'.join('%02X' % x for x in d), b64(hashlib.sha256(rb(32)).digest()))
    elif k == 'JWKS':
        snip = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64URL, 16), b64u(rb(256)))
    elif k == 'Android signing SHA-1':
        snip = 'Variant: release\nSHA1: %s\nSHA-256: %s' % (':'.join('%02X' % x for x in rb(20)), ':'.join('%02X' % x for x in rb(32)))
    elif k == 'Kakao key hash':
        snip = 'keytool -exportcert -alias upload -keystore release.jks | openssl sha1 -binary | openssl base64\n%s' % b64(hashlib.sha1(rb(32)).digest())
    elif k == 'wallet address':
        snip = pick(['treasury: 0x%s' % rs(HEX, 40), 'payout address %s' % segwit_addr(rb(20))])
    else:
        snip = 'untrusted comment: minisign public key %s\nRW%s' % (rs(HEXU, 16), b64(rb(40)))
    c['k'] = k
    mc = P(lang, ["I didn't know whether the key material in the repo was private or public.", "The deploy user setup wasn't documented; only the authorized key was in the repo.",
                  "Nobody told me which key the {env} hosts trust.", "The reviewer asked if the committed key was a leak."],
           ["repo에 있는 키가 개인키인지 공개키인지 몰랐음.", "배포 유저 세팅 문서가 없고 repo에는 공개키만 있었음.", "{env} 호스트들이 어떤 키를 신뢰하는지 몰랐음.",
            "리뷰어가 커밋된 키가 유출 아니냐고 물어봄."], **c)
    le = P(lang, ["It's the public half ({k}); fine to commit:", "Public material only:", "For verification:"],
           ["공개 키 쪽({k})이라 커밋해도 됨:", "공개 정보만 있음:", "검증용:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Where is the matching private key kept, and who can use it?", "Should public keys be listed in a CODEOWNERS-reviewed file?", ""],
           ["짝이 되는 개인키는 어디 보관되고 누가 쓸 수 있나요?", "공개키 목록을 CODEOWNERS 리뷰 대상 파일로 관리할까요?", ""], **c)
    return 'clean / public key or fingerprint / %s' % k, mc, le, an


# ---------------- C10. URLs and paths without credentials ----------------
def c_urls(lang):
    c = gen_ctx(lang)
    db = pick(DB_NAMES)
    k = cyc('c_urls', ['DB URL without password', 'git remotes', 'S3 and bucket paths', 'credential file paths', 'dashboard links', 'docs links',
              'redis/amqp URLs', 'JDBC without password'])
    if k == 'DB URL without password':
        snip = 'DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem' % (pick(DB_USERS), host_db(), db)
    elif k == 'git remotes':
        snip = 'origin\tgit@github.com:%s/%s.git (fetch)\nupstream\thttps://github.com/%s/%s.git (fetch)' % (c['co'], c['svc'], c['co'], c['svc'])
    elif k == 'S3 and bucket paths':
        snip = 's3://%s-backups/%s/2025/%02d/%02d/dump.sql.gz\ngs://%s-exports/daily/' % (c['co'], db, rint(1, 12), rint(1, 28), c['co'])
    elif k == 'credential file paths':
        snip = pick(['~/.aws/credentials (profile %s)' % c['co'], '/run/secrets/db_password', '~/.ssh/id_ed25519', '~/.config/gcloud/application_default_credentials.json',
                     '/var/run/secrets/kubernetes.io/serviceaccount/token', '%APPDATA%\\NuGet\\NuGet.Config'])
    elif k == 'dashboard links':
        snip = 'https://grafana.%s.io/d/%s/%s-latency?orgId=1&from=now-6h&var-env=%s' % (c['co'], rs(ALNUM, 9), c['svc'], c['env'])
    elif k == 'docs links':
        snip = 'https://docs.google.com/document/d/1%s/edit  (incident review)\nhttps://%s.atlassian.net/wiki/spaces/OPS/pages/%d/Runbook' % (rs(B64URL, 43), c['co'], rint(10 ** 8, 10 ** 9))
    elif k == 'redis/amqp URLs':
        snip = 'REDIS_URL=redis://redis-master.%s.svc.cluster.local:6379/0\nAMQP_URL=amqp://rabbitmq:5672/%%2F' % c['svc']
    else:
        snip = 'spring.datasource.url=jdbc:postgresql://%s:5432/%s?ssl=true&sslmode=require\nspring.datasource.username=${DB_USER}' % (host_db(), db)
    c['k'] = k
    mc = gmc(lang, c) if chance(0.4) else P(lang, ["I didn't know where {svc} keeps its state.", "The task mentioned 'the usual bucket' and 'the usual DB' without naming them."],
                                            ["{svc} 서비스가 상태를 어디에 저장하는지 몰랐음.", "작업 설명에 '늘 쓰던 버킷', '늘 쓰던 DB'라고만 돼 있었음."], **c)
    le = P(lang, ["Locations (no credentials in them):", "Paths and endpoints:", "Where things are:"], ["위치 정보 (자격증명 없음):", "경로/엔드포인트:", "리소스 위치:"], **c) + \
        '\n' + fence(snip, 0.4) + P(lang, ["", "\nAuth comes from the instance role, not from the URL."], ["", "\n인증은 URL이 아니라 인스턴스 롤로 처리됨."], **c)
    an = gan(lang, c) if chance(0.4) else P(lang, ["Is there a single page listing these endpoints per environment?", ""], ["환경별 엔드포인트 정리된 페이지 있나요?", ""], **c)
    return 'clean / URL or path without credentials / %s' % k, mc, le, an


# ---------------- C11. CLI flags explained in prose ----------------
CLI_EXPLAIN_EN = [
    "`mysql -u root -p` with nothing after -p prompts for the password; putting it right after -p (no space) is what leaks it into history.",
    "`docker login --password-stdin` reads the password from stdin, so `cat token.txt | docker login -u ci --password-stdin` keeps it out of `ps`.",
    "psql reads `PGPASSFILE` (default ~/.pgpass); the file must be chmod 600 or it is silently ignored.",
    "`gh auth login --with-token` reads the token from stdin; it does not take it as an argument.",
    "`ssh -i ~/.ssh/deploy_key` selects the key file; add `-o IdentitiesOnly=yes` or the agent offers every key first.",
    "`kubectl create secret generic app --from-env-file=.env.prod` reads the file locally; the file itself should never be committed.",
    "`aws configure` is interactive and writes to ~/.aws/credentials; `aws configure list` shows which source is active without printing the secret.",
    "`ssh-keygen -t ed25519 -N \"\"` creates a key with an empty passphrase; that's what the CI runner expects.",
    "`redis-cli --askpass` prompts instead of taking `-a`, which avoids the 'Using a password with -a' warning.",
    "`sshpass -e` reads the password from the SSHPASS environment variable instead of the command line.",
    "`mysql --login-path=prod` uses credentials stored by mysql_config_editor, so nothing sensitive appears in the command.",
    "`vault login -method=oidc` opens a browser; tokens end up in ~/.vault-token, which is per-user.",
    "`npm login --auth-type=web` does the browser flow and writes the token into ~/.npmrc for you.",
    "`gcloud auth application-default login` is for local ADC only; CI uses workload identity federation instead.",
    "`htpasswd -B /etc/nginx/.htpasswd alice` prompts twice for the password and stores a bcrypt hash.",
    "`openssl pkcs12 -passout env:P12_PASS` reads the export password from an env var rather than the argument list."]
CLI_EXPLAIN_KO = [
    "`mysql -u root -p` 처럼 -p 뒤에 아무것도 안 쓰면 비번을 프롬프트로 물어봄. -p 바로 뒤에 붙여 쓰면 history에 남는 게 문제.",
    "`docker login --password-stdin`은 stdin으로 비번을 받음. `cat token.txt | docker login -u ci --password-stdin` 식으로 쓰면 `ps`에 안 보임.",
    "psql은 `PGPASSFILE`(기본 ~/.pgpass)을 읽는데 권한이 600이 아니면 에러 없이 무시함.",
    "`gh auth login --with-token`은 토큰을 인자가 아니라 stdin으로 받음.",
    "`ssh -i ~/.ssh/deploy_key`로 키 파일 지정. `-o IdentitiesOnly=yes` 안 주면 agent가 다른 키부터 다 들이밂.",
    "`kubectl create secret generic app --from-env-file=.env.prod`는 로컬 파일을 읽는 거라 그 파일 자체는 커밋하면 안 됨.",
    "`aws configure`는 대화형이고 ~/.aws/credentials에 씀. `aws configure list` 하면 시크릿 안 찍고 어떤 소스 쓰는지만 보여줌.",
    "`ssh-keygen -t ed25519 -N \"\"` 하면 passphrase 없는 키가 만들어짐. CI 러너는 이걸 기대함.",
    "`redis-cli --askpass`는 `-a` 대신 프롬프트로 받아서 경고 메시지도 안 뜸.",
    "`sshpass -e`는 커맨드라인 대신 SSHPASS 환경변수에서 비번을 읽음.",
    "`mysql --login-path=prod`는 mysql_config_editor에 저장된 자격증명을 써서 명령어에 민감정보가 안 남음.",
    "`vault login -method=oidc`는 브라우저가 뜨고 토큰은 사용자별 ~/.vault-token에 저장됨.",
    "`npm login --auth-type=web`은 브라우저 인증 후 ~/.npmrc에 토큰을 알아서 써 줌.",
    "`gcloud auth application-default login`은 로컬 ADC용. CI는 workload identity federation 씀.",
    "`htpasswd -B /etc/nginx/.htpasswd alice` 하면 비번을 두 번 물어보고 bcrypt 해시로 저장함."]


def c_cli_explained(lang):
    c = gen_ctx(lang)
    lst = CLI_EXPLAIN_EN if lang == 'en' else CLI_EXPLAIN_KO
    a, b = cyc('cli_explained_' + lang, lst), cyc('cli_explained_' + lang, lst)
    if b == a:
        b = cyc('cli_explained_' + lang, lst)
    mc = P(lang, ["I didn't know how the team passes credentials to CLI tools without leaking them.", "The runbook for {svc} says 'log in to the registry' and nothing more.",
                  "Nobody told me the security review flags passwords on command lines.", "I wasn't sure which flags read from stdin and which take the value inline."],
           ["팀에서 CLI 툴에 자격증명을 어떻게 넘기는지 몰랐음.", "{svc} 런북에 '레지스트리 로그인'이라고만 돼 있음.", "보안 리뷰에서 커맨드라인 비번을 지적한다는 걸 몰랐음.",
            "어떤 플래그가 stdin으로 받고 어떤 게 값을 바로 받는지 헷갈렸음."], **c)
    le = a + (' ' + b if chance(0.6) else '')
    an = P(lang, ["Is there a team standard for how CLIs get credentials?", "Should the runbook show the stdin form?", ""],
           ["CLI 자격증명 전달 방식 팀 표준이 있나요?", "런북에 stdin 방식으로 적어둘까요?", ""], **c)
    return 'clean / CLI flags explained in prose', mc, le, an


# ---------------- C12. password policies ----------------
def c_policy(lang):
    c = gen_ctx(lang)
    k = cyc('c_policy', ['prose policy', 'IAM policy command', 'Django validators', 'Keycloak policy string', 'KISA style', 'PCI rotation'])
    if k == 'prose policy':
        le = P(lang, ["Passwords must be at least {n} characters, with no reuse of the last 5; service accounts are exempt but rotated every 90 days.",
                      "Policy: minimum {n} chars, at least one digit and one symbol, lockout after 5 failures for 15 minutes."],
               ["비밀번호는 최소 {n}자, 최근 5개 재사용 금지. 서비스 계정은 예외지만 90일마다 교체.", "정책: 최소 {n}자, 숫자/특수문자 각 1개 이상, 5회 실패 시 15분 잠금."], n=rint(10, 16))
    elif k == 'IAM policy command':
        le = 'aws iam update-account-password-policy --minimum-password-length %d --require-symbols --require-numbers --require-uppercase-characters --max-password-age 90 --password-reuse-prevention 24' % rint(12, 16)
    elif k == 'Django validators':
        le = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % rint(10, 14)
    elif k == 'Keycloak policy string':
        le = 'passwordPolicy: "length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)"' % rint(10, 14)
    elif k == 'KISA style':
        le = P(lang, ["Korean compliance rule we follow: 3 character classes and 8+ chars, or 2 classes and 10+ chars; change every 6 months."],
               ["우리가 따르는 기준: 영문 대/소문자, 숫자, 특수문자 중 3종류 조합 시 8자 이상, 2종류면 10자 이상. 반기마다 변경."])
    else:
        le = P(lang, ["PCI scope means the payment DB users rotate every 90 days and the old password must not be reused for 4 cycles."],
               ["PCI 범위라서 결제 DB 계정은 90일마다 교체, 이전 비번 4회까지 재사용 불가."])
    mc = P(lang, ["The new service account creation kept failing and nobody mentioned the password policy.", "I didn't know the {env} directory enforces its own password rules.",
                  "Signup tests broke after a config change; nobody told me the policy changed."],
           ["새 서비스 계정 생성이 계속 실패했는데 비번 정책 얘기를 아무도 안 해줌.", "{env} 디렉터리에 별도 비번 규칙이 있다는 걸 몰랐음.", "설정 변경 후 회원가입 테스트가 깨졌는데 정책 바뀐 걸 몰랐음."], **c)
    an = P(lang, ["Where is the password policy documented for each system?", "Do service accounts follow the same policy?", ""],
           ["시스템별 비번 정책 문서가 어디 있나요?", "서비스 계정도 같은 정책인가요?", ""], **c)
    return 'clean / password policy / %s' % k, mc, fence(le, 0.3) if '\n' in le else le, an


# ---------------- C13. auth error messages ----------------
def c_auth_errors(lang):
    c = gen_ctx(lang)
    user = pick(DB_USERS)
    errs = ['FATAL:  password authentication failed for user "%s"' % user,
            "ERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (user, rint(0, 9), rint(2, 250)),
            'An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.',
            'An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.',
            "remote: Support for password authentication was removed on August 13, 2021.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (c['co'], c['svc']),
            'npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.',
            '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}',
            '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
            "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant'})",
            'x509: certificate signed by unknown authority',
            '%s@%s: Permission denied (publickey).' % (pick(['deploy', 'ubuntu', 'ec2-user']), ip()),
            'WRONGPASS invalid username-password pair or user is disabled.',
            'MongoServerError: Authentication failed.',
            "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.\nTrace ID: %s\nCorrelation ID: %s" % (uuid4(), uuid4()),
            'HTTP 403: {"code":"UNAUTHORIZED_KEY","message":"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다."}',
            '<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode>',
            '{"errorMessage":"Authentication failed (인증에 실패했습니다.)","errorCode":"024"}',
            'Error: 401 Unauthorized - {"error":"invalid_token","error_description":"The access token expired"}',
            'pq: SSL is not enabled on the server',
            'kex_exchange_identification: read: Connection reset by peer',
            'error: You must be logged in to the server (Unauthorized)',
            "Error response from daemon: Get \"https://registry.%s.io/v2/\": unauthorized: incorrect username or password" % c['co']]
    e = pick(errs)
    mc = gmc(lang, c) if chance(0.2) else P(lang, ["The only thing in the ticket was the error message below.", "I didn't know whether this error meant a wrong password or a network issue."],
                                            ["티켓에 아래 에러 메시지만 있었음.", "이 에러가 비번 문제인지 네트워크 문제인지 몰랐음."], **c)
    le = P(lang, ["Error seen:", "The failure:", "What {svc} logged:"], ["발생한 에러:", "실패 메시지:", "{svc} 서비스 로그:"], **c) + '\n' + fence(e, 0.4) + \
        P(lang, ["\nCause: the credential had been rotated but the pod still had the old env.", "\nCause: wrong environment's credentials mounted.",
                 "\nCause: clock skew on the runner, not the key itself.", "\nCause: network path, not auth; the message is misleading."],
          ["\n원인: 자격증명은 바뀌었는데 파드 env가 옛날 값이었음.", "\n원인: 다른 환경 자격증명이 마운트돼 있었음.", "\n원인: 키 문제가 아니라 러너 시간 오차.",
           "\n원인: 인증이 아니라 네트워크 경로 문제. 메시지가 헷갈리게 나옴."], **c)
    an = gan(lang, c)
    return 'clean / auth error message', mc, le, an


# ---------------- C14. rotation talk without the key ----------------
def c_rotation(lang):
    c = gen_ctx(lang)
    c.update(t=hhmm(), last4=rs(ALNUM, 4), item=pick(['%s prod' % c['vendor'], '%s (%s)' % (c['svc'], c['env']), 'Shared infra / %s' % c['vendor']]))
    le = P(lang, ["Rotated the {vendor} key at {t}: created the new one, updated the secret store, rolled {svc}, then revoked the old key (ending {last4}). New value lives in the 1Password item \"{item}\".",
                  "Key rotation order that avoided downtime: add new key, deploy, confirm traffic uses it in the {vendor} dashboard, then delete the old one.",
                  "The old {vendor} token was revoked; anything still using it will get 401. The replacement is only in the vault, path {svc}/{env}.",
                  "Revoked the leaked key first, then rotated; {vendor} support confirmed no calls after {t}."],
           ["{t}에 {name} 키 교체: 새 키 발급 → 시크릿 저장소 업데이트 → {svc} 재배포 → 기존 키(끝자리 {last4}) 폐기. 새 값은 1Password \"{item}\" 항목에 있음.",
            "무중단 교체 순서: 새 키 추가 → 배포 → {name} 대시보드에서 새 키로 트래픽 들어오는지 확인 → 기존 키 삭제.",
            "기존 {name} 토큰 폐기함. 아직 쓰는 곳은 401 날 것. 새 값은 vault {svc}/{env} 경로에만 있음.",
            "유출된 키부터 먼저 폐기하고 교체함. {name} 지원팀 확인 결과 {t} 이후 호출 없음."], **c)
    mc = P(lang, ["Nobody told me the {vendor} key had to be rotated after the contractor left.", "I wasn't told which services share the {vendor} key, so I couldn't predict the blast radius of rotating it.",
                  "The rotation runbook was missing the revoke step."],
           ["외주 인력 나간 뒤 {name} 키를 교체해야 한다는 걸 몰랐음.", "{name} 키를 어떤 서비스들이 같이 쓰는지 몰라서 교체 영향 범위를 예측할 수 없었음.", "교체 런북에 폐기 단계가 빠져 있었음."], **c)
    an = P(lang, ["Can we get a list of every consumer of the {vendor} key before the next rotation?", "Should rotation be automated?", ""],
           ["다음 교체 전에 {name} 키 사용처 전체 목록을 받을 수 있을까요?", "교체를 자동화할까요?", ""], **c)
    return 'clean / rotation without the key', mc, le, an


# ---------------- C15. publishable keys (vendor-documented public values) ----------------
def clerk_pk(domain):
    return 'pk_live_' + b64(('clerk.%s$' % domain).encode()).rstrip('=')


def c_publishable(lang):
    c = gen_ctx(lang)
    k = cyc('c_publishable', ['Stripe publishable key', 'Clerk publishable key', 'Supabase anon key', 'Supabase publishable key', 'Firebase web config', 'Google Maps JS key',
              'reCAPTCHA site key', 'Turnstile site key', 'hCaptcha site key', 'Algolia search-only key', 'Mapbox public token', 'PostHog project key',
              'Sentry DSN', 'Toss client key', 'Kakao JavaScript key', 'Segment write key', 'Mixpanel project token', 'LaunchDarkly client-side ID',
              'Datadog RUM client token', 'Adyen client key', 'Braintree tokenization key', 'Square application ID', 'Pusher app key',
              'Naver Maps client ID', 'Channel Talk plugin key', 'PortOne store/channel key'])
    dom = '%s.%s' % (c['co'], pick(['io', 'com', 'co.kr', 'app']))
    if k == 'Stripe publishable key':
        snip = 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51%s' % rs(ALNUM, 97)
    elif k == 'Clerk publishable key':
        snip = 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s' % clerk_pk(dom)
    elif k == 'Supabase anon key':
        ref = supabase_ref()
        snip = 'const supabase = createClient(\n  "https://%s.supabase.co",\n  "%s"\n);' % (ref, supabase_jwt(ref, 'anon'))
    elif k == 'Supabase publishable key':
        snip = 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s' % rs(B64URL, 31)
    elif k == 'Firebase web config':
        pid = '%s-%s' % (c['co'], rs(ALNUM_L, 5))
        snip = ('const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
                '  messagingSenderId: "%s",\n  appId: "1:%s:web:%s",\n  measurementId: "G-%s"\n};') % (
            google_api_key(), pid, pid, pid, digits_nz(12), digits_nz(12), rs(HEX, 22), rs(ALNUM_U, 10))
    elif k == 'Google Maps JS key':
        snip = '<script async src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap"></script>' % google_api_key()
    elif k == 'reCAPTCHA site key':
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38)
    elif k == 'Turnstile site key':
        snip = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64URL, 14)
    elif k == 'hCaptcha site key':
        snip = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
    elif k == 'Algolia search-only key':
        snip = 'const searchClient = algoliasearch("%s", "%s"); // search-only API key' % (rs(ALNUM_U, 10), rs(HEX, 32))
    elif k == 'Mapbox public token':
        snip = 'mapboxgl.accessToken = "%s";' % mapbox_public(rs(LOWER, 7))
    elif k == 'PostHog project key':
        snip = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43)
    elif k == 'Sentry DSN':
        snip = 'Sentry.init({ dsn: "https://%s@o%s.ingest.us.sentry.io/%s", tracesSampleRate: 0.1 });' % (rs(HEX, 32), digits_nz(6), digits_nz(7))
    elif k == 'Toss client key':
        snip = 'const tossPayments = TossPayments("%s_ck_%s");' % (pick(['live', 'test']), rs(ALNUM, 28))
    elif k == 'Kakao JavaScript key':
        snip = "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32)
    elif k == 'Segment write key':
        snip = 'analytics.load("%s");' % rs(ALNUM, 32)
    elif k == 'Mixpanel project token':
        snip = "mixpanel.init('%s', { track_pageview: true });" % rs(HEX, 32)
    elif k == 'LaunchDarkly client-side ID':
        snip = "const ldClient = LDClient.initialize('%s', context);" % rs(HEX, 24)
    elif k == 'Datadog RUM client token':
        snip = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com', service: '%s-web' });" % (uuid4(), rs(HEX, 32), c['svc'])
    elif k == 'Adyen client key':
        snip = "const checkout = await AdyenCheckout({ clientKey: '%s_%s', environment: '%s' });" % (pick(['live', 'test']), rs(ALNUM_U, 32), pick(['live', 'test']))
    elif k == 'Braintree tokenization key':
        snip = "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ALNUM_L, 8), rs(ALNUM_L, 16))
    elif k == 'Square application ID':
        snip = "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64URL, 22), 'L' + rs(ALNUM_U, 12))
    elif k == 'Pusher app key':
        snip = "const pusher = new Pusher('%s', { cluster: 'ap3' });" % rs(HEX, 20)
    elif k == 'Naver Maps client ID':
        snip = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ALNUM_L, 10)
    elif k == 'Channel Talk plugin key':
        snip = "ChannelIO('boot', { pluginKey: '%s' });" % uuid4()
    else:
        snip = "PortOne.requestPayment({ storeId: 'store-%s', channelKey: 'channel-key-%s', paymentId: 'pay-%s', orderName: '주문', totalAmount: %d, currency: 'KRW' });" % (
            uuid4(), uuid4(), rs(ALNUM_L, 10), rint(1000, 90000))
    c['k'] = k
    mc = P(lang, ["A reviewer flagged a key in the frontend bundle as a leak, and I didn't know whether {k}s are meant to be public.",
                  "I wasn't told which {k} the web app uses for {env}.", "The secret scanner blocked the PR over a value in the client config.",
                  "Nobody said whether it's OK to commit the {k}."],
           ["리뷰어가 프론트 번들에 있는 키를 유출이라고 지적했는데 {k} 값이 원래 공개용인지 몰랐음.", "{env} 웹앱이 어떤 {k} 값을 쓰는지 안내가 없었음.",
            "클라이언트 설정 값 때문에 시크릿 스캐너가 PR을 막음.", "{k} 값을 커밋해도 되는지 아무도 말 안 해줌."], **c)
    le = P(lang, ["The vendor documents this value as public; it ships in the browser bundle anyway:", "Client-side config (publishable, safe to commit):",
                  "This is the browser-side value, not the server secret:"],
           ["벤더 문서상 공개해도 되는 값이고 어차피 브라우저 번들에 포함됨:", "클라이언트 설정 (공개용, 커밋 가능):", "서버 시크릿이 아니라 브라우저용 값:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["\nRestrictions (allowed domains / referrers) are what protect it, so check those instead.", "\nThe server-side secret is separate and stays in the vault.", ""],
          ["\n보호는 허용 도메인/리퍼러 제한으로 하는 거라 그쪽 설정을 확인할 것.", "\n서버용 시크릿은 별개이고 vault에 있음.", ""], **c)
    an = P(lang, ["Can the scanner allowlist publishable keys by prefix?", "Are domain restrictions set on this key?", ""],
           ["스캐너에서 공개용 키는 prefix로 allowlist 할 수 있나요?", "이 키에 도메인 제한 걸려 있나요?", ""], **c)
    return 'clean / publishable key / %s [publishable]' % k, mc, le, an


# ---------------- C16. security vocabulary without credentials ----------------
NOISE_EN = ["The rate limiter is a token bucket: 20 tokens, refilled at 5 per second; bursts above that get 429.",
            "CSRF tokens are regenerated per session, so caching the login page broke form posts.",
            "The model call failed because max_tokens (4096) plus the prompt exceeded the context window.",
            "Password reset emails were going to spam; the fix was SPF/DKIM on the sending domain, nothing to do with passwords.",
            "The `secret` field in the chart's values.schema.json is just a boolean that toggles creating a Secret object.",
            "API key auth middleware compares with hmac.compare_digest to avoid timing leaks.",
            "bcrypt cost factor is 12; raising it to 14 made login p95 jump to 900 ms.",
            "Session cookies are HttpOnly, Secure, SameSite=Lax; the bug was a missing Secure flag on the staging domain.",
            "The tokenizer splits Korean text into far more tokens than English, which is why the cost estimate was off.",
            "JWT expiry is 15 minutes with a 7-day refresh; the clock skew leeway is 30 seconds.",
            "OAuth state parameter was missing, which is why the callback rejected the login.",
            "Keys are rotated by the KMS automatically every 365 days; nothing to do on our side."]
NOISE_KO = ["레이트 리미터는 token bucket 방식. 토큰 20개, 초당 5개 충전. 넘으면 429.",
            "CSRF 토큰이 세션마다 새로 발급돼서 로그인 페이지를 캐싱하니까 폼 전송이 깨졌음.",
            "max_tokens(4096)에 프롬프트까지 합쳐서 컨텍스트 윈도우를 넘어서 모델 호출 실패.",
            "비밀번호 재설정 메일이 스팸함으로 가던 건 SPF/DKIM 문제였음. 비번이랑은 무관.",
            "차트 values.schema.json의 `secret` 필드는 Secret 오브젝트 생성 여부를 켜고 끄는 boolean일 뿐.",
            "API 키 인증 미들웨어는 타이밍 공격 막으려고 hmac.compare_digest로 비교함.",
            "bcrypt cost는 12. 14로 올렸더니 로그인 p95가 900ms까지 튐.",
            "세션 쿠키는 HttpOnly, Secure, SameSite=Lax. 스테이징 도메인에서 Secure 플래그 빠진 게 버그였음.",
            "토크나이저가 한국어를 영어보다 훨씬 많은 토큰으로 쪼개서 비용 추정이 틀렸던 것.",
            "JWT 만료 15분, refresh 7일. clock skew 허용치 30초.",
            "OAuth state 파라미터가 빠져서 콜백에서 로그인이 거부됐음.",
            "키는 KMS가 365일마다 자동 교체함. 우리 쪽에서 할 일 없음."]


def c_noise(lang):
    c = gen_ctx(lang)
    lst = NOISE_EN if lang == 'en' else NOISE_KO
    a, b = cyc('noise_' + lang, lst), cyc('noise_' + lang, lst)
    if b == a:
        b = cyc('noise_' + lang, lst)
    mc = gmc(lang, c) if chance(0.3) else P(lang, ["Nobody explained how auth works in {svc}.", "I misread the ticket as a credentials problem.", "The task description used 'token' for three different things."],
                                            ["{svc} 서비스 인증 구조를 아무도 설명 안 해줌.", "티켓을 자격증명 문제로 잘못 읽었음.", "작업 설명에서 '토큰'이 세 가지 다른 의미로 쓰였음."], **c)
    le = a + (' ' + b if chance(0.5) else '')
    an = P(lang, ["Is there an architecture doc for auth in {svc}?", "Which of these settings are per environment?", ""],
           ["{svc} 인증 아키텍처 문서 있나요?", "이 설정들 중 환경별로 다른 게 뭔가요?", ""], **c)
    return 'clean / security vocabulary, no credential', mc, le, an


# ---------------- C17. long identifiers ----------------
def c_long_ids(lang):
    c = gen_ctx(lang)
    k = cyc('c_long_ids', ['pod names and container ids', 'IPFS CID', 'nix store path', 'ECS task ARN', 'CloudFormation stack id', 'Celery/Sidekiq job ids',
              'Next.js build id and chunk names', 'Terraform state lineage', 'GitHub Actions run', 'Temporal workflow ids'])
    if k == 'pod names and container ids':
        snip = '%s-%s-%s   1/1   Running   containerID: containerd://%s' % (c['svc'], rs(HEX, 9)[:rint(8, 10)], rs('bcdfghjklmnpqrstvwxz2456789', 5), rs(HEX, 64))
    elif k == 'IPFS CID':
        snip = 'ipfs://bafybei%s/metadata.json' % rs('abcdefghijklmnopqrstuvwxyz234567', 52)
    elif k == 'nix store path':
        snip = '/nix/store/%s-nodejs-20.11.1/bin/node' % rs('0123456789abcdfghijklmnpqrsvwxyz', 32)
    elif k == 'ECS task ARN':
        snip = 'arn:aws:ecs:%s:%s:task/%s-cluster/%s' % (pick(REGIONS), aws_acct(), c['svc'], rs(HEX, 32))
    elif k == 'CloudFormation stack id':
        snip = 'arn:aws:cloudformation:%s:%s:stack/%s-%s/%s' % (pick(REGIONS), aws_acct(), c['svc'], c['env'].lower(), uuid4())
    elif k == 'Celery/Sidekiq job ids':
        snip = 'celery task %s retried 3x; sidekiq jid=%s' % (uuid4(), rs(HEX, 24))
    elif k == 'Next.js build id and chunk names':
        snip = 'buildId: %s\n/_next/static/chunks/app/page-%s.js\n/assets/index-%s.js' % (rs(B64URL, 21), rs(HEX, 16), rs(B64URL, 8))
    elif k == 'Terraform state lineage':
        snip = '"lineage": "%s",\n"serial": %d' % (uuid4(), rint(10, 900))
    elif k == 'GitHub Actions run':
        snip = 'https://github.com/%s/%s/actions/runs/%d/job/%d' % (c['co'], c['svc'], rint(10 ** 10, 2 * 10 ** 10), rint(3 * 10 ** 10, 4 * 10 ** 10))
    else:
        snip = 'workflowId=%s-%s runId=%s' % (c['svc'], rs(ALNUM_L, 12), uuid4())
    c['k'] = k
    mc = P(lang, ["I couldn't tell which of the long strings in the incident thread were sensitive.", "The task pointed to a failed run by a long ID only.",
                  "Nobody said the deploy is traced by these IDs."],
           ["장애 스레드의 긴 문자열 중 뭐가 민감정보인지 구분이 안 됐음.", "작업 설명에 실패한 실행을 긴 ID로만 적어 둠.", "배포 추적을 이 ID들로 한다는 얘기를 못 들었음."], **c)
    le = P(lang, ["These are generated identifiers, nothing secret:", "IDs from the run:", "Reference:"], ["자동 생성 식별자라 비밀 아님:", "실행 관련 ID:", "참고:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Where do we link run IDs to deploy records?", ""], ["실행 ID를 배포 기록과 연결하는 곳이 있나요?", ""], **c)
    return 'clean / long identifier / %s' % k, mc, le, an


# ---------------- C18. commands that take credentials from files, env or stdin ----------------
def c_indirect_cmds(lang):
    c = gen_ctx(lang)
    cmds = ['docker login -u ci --password-stdin registry.%s.io < /run/secrets/registry_pw' % c['co'],
            'psql "$DATABASE_URL" -c "select count(*) from orders"',
            'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/%s/%s/actions/runs' % (c['co'], c['svc']),
            'mysqldump --defaults-extra-file=/etc/mysql/backup.cnf %s > /backups/%s.sql' % (pick(DB_NAMES), pick(DB_NAMES)),
            'sshpass -f ~/.sshpass ssh deploy@%s' % ip(),
            'gpg --batch --passphrase-file /run/secrets/gpg_pass -d release.tar.gpg',
            'ansible-vault view --vault-password-file ~/.vault_pass group_vars/prod/vault.yml',
            'RSYNC_PASSWORD="$(vault kv get -field=rsync secret/backup)" rsync -av ./out rsync://backup@nas/share',
            'kubectl create secret tls %s-tls --cert=./tls.crt --key=./tls.key' % c['svc'],
            'export OPENAI_API_KEY="$(op read op://Dev/OpenAI/credential)"',
            'TOKEN=$(gcloud auth print-access-token) && curl -H "Authorization: Bearer ${TOKEN}" https://run.googleapis.com/v2/projects/%s/locations/asia-northeast3/services' % c['co'],
            'aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin %s.dkr.ecr.ap-northeast-2.amazonaws.com' % aws_acct()]
    a = pick(cmds)
    mc = P(lang, ["I didn't know how the cron job authenticates without a password in the script.", "Nobody told me the credentials are mounted as files.",
                  "The script looked like it was missing the password, but it reads it from elsewhere."],
           ["스크립트에 비번이 없는데 크론 잡이 어떻게 인증하는지 몰랐음.", "자격증명이 파일로 마운트된다는 걸 아무도 안 알려줌.", "스크립트에 비번이 빠진 줄 알았는데 다른 곳에서 읽고 있었음."], **c)
    le = P(lang, ["The command reads the credential indirectly:", "How it's wired:", "No secret in the command itself:"],
           ["명령어가 자격증명을 간접적으로 읽음:", "연결 방식:", "명령어 자체엔 시크릿 없음:"], **c) + '\n' + fence(a, 0.5)
    an = P(lang, ["Who provisions the mounted secret files on new hosts?", "Is the same pattern used in CI?", ""],
           ["새 호스트에 시크릿 파일은 누가 프로비저닝하나요?", "CI에서도 같은 패턴 쓰나요?", ""], **c)
    return 'clean / indirect credential in command', mc, le, an


# ---------------- C19. encrypted blobs ----------------
def c_encrypted(lang):
    c = gen_ctx(lang)
    k = cyc('c_encrypted', ['SOPS yaml', 'ansible-vault', 'SealedSecret', 'KMS ciphertext blob', 'age armored file'])
    if k == 'SOPS yaml':
        snip = 'db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s' % (
            b64(rb(18)), b64(rb(32)), b64(rb(16)), pick(REGIONS), aws_acct(), uuid4())
    elif k == 'ansible-vault':
        snip = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(rs(DIG + 'abcdef', 80) for _ in range(rint(3, 5)))
    elif k == 'SealedSecret':
        snip = 'kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag%s' % b64(rb(rint(150, 260)))
    elif k == 'KMS ciphertext blob':
        snip = 'CiphertextBlob: AQICAH%s' % b64(rb(rint(120, 180)))
    else:
        snip = '-----BEGIN AGE ENCRYPTED FILE-----\n' + wrap(b64(b'age-encryption.org/v1\n-> X25519 ' + rb(150)), 64) + '\n-----END AGE ENCRYPTED FILE-----'
    c['k'] = k
    mc = P(lang, ["I didn't know the {env} secrets are committed in encrypted form.", "Nobody told me how to edit the encrypted values file.", "The scanner flagged an encrypted file."],
           ["{env} 시크릿이 암호화된 형태로 커밋돼 있다는 걸 몰랐음.", "암호화된 values 파일 수정 방법을 아무도 안 알려줌.", "스캐너가 암호화된 파일을 잡았음."], **c)
    le = P(lang, ["It's ciphertext ({k}); it needs the KMS/age key to decrypt:", "Encrypted at rest in git:", "What's committed:"],
           ["암호문({k})이라 KMS/age 키 없으면 못 풂:", "git에는 암호화된 상태로 저장:", "커밋된 내용:"], **c) + '\n' + fence(snip, 0.4)
    an = P(lang, ["Who can grant decrypt permission on that key?", ""], ["그 키 decrypt 권한은 누가 주나요?", ""], **c)
    return 'clean / encrypted blob / %s' % k, mc, le, an


# ---------------- C20. empty / null secret fields and env reading code ----------------
def c_empty_fields(lang):
    c = gen_ctx(lang)
    V_ = c['vendor'].upper().replace(' ', '_')
    snips = ['%s:\n  secret_key: ""   # injected from %s_SECRET_KEY at runtime' % (c['vendor'].lower().split()[0], V_),
             'api_key = os.getenv("%s_API_KEY")\nif not api_key:\n    raise RuntimeError("%s_API_KEY is not set")' % (V_, V_),
             'password: null\npasswordFile: /etc/%s/db-password' % c['svc'],
             'DB_PASSWORD=\n%s_TOKEN=' % V_,
             'token: ${%s_TOKEN:?%s_TOKEN must be set}' % (V_, V_),
             'const apiKey = process.env.%s_API_KEY ?? "";\nif (!apiKey) throw new Error("missing %s_API_KEY");' % (V_, V_),
             '[auth]\nusername = "svc-%s"\npassword = ""  # leave empty, uses IAM auth token' % c['svc']]
    snip = pick(snips)
    mc = gmc(lang, c)
    le = P(lang, ["The config intentionally has no value; it's filled at runtime:", "Empty on purpose:", "How the value gets in:"],
           ["설정에는 의도적으로 값이 비어 있고 런타임에 채워짐:", "일부러 비워 둔 값:", "값 주입 방식:"], **c) + '\n' + fence(snip, 0.4) + \
        P(lang, ["", "\nThe startup error message is the quickest hint that the env is missing.", "\nLocal runs fail fast by design."],
          ["", "\n기동 에러 메시지 보면 env 빠진 걸 바로 알 수 있음.", "\n로컬 실행은 의도적으로 바로 실패하게 돼 있음."], **c)
    an = gan(lang, c)
    return 'clean / empty or null secret field', mc, le, an

# ============================================================================================
# schedule, validation, assembly
# ============================================================================================
SECRET_SCHEDULE = [  # (template, en count, ko count)
    ('vendor', 104, 64), (t_connstr, 14, 9), (t_cli, 16, 10), (t_prose_pw, 12, 10), (t_split, 6, 5), (t_sql, 4, 3),
    (t_http_auth, 8, 5), (t_privkey, 8, 5), (t_totp, 4, 3), (t_recovery, 3, 3), (t_wifi, 3, 3), (t_pin, 3, 3), (t_seed, 2, 2),
    (t_app_password, 4, 3), (t_trace, 7, 4), (t_config_pw, 12, 8), (t_cli_output, 6, 4)]
CLEAN_SCHEDULE = [
    (c_refs, 22, 14), (c_placeholders, 14, 10), (c_masked, 10, 7), (c_docs_example, 6, 4), (c_hashes, 14, 9), (c_request_ids, 12, 8),
    (c_object_ids, 14, 9), (c_base64, 8, 5), (c_pubkeys, 14, 9), (c_urls, 10, 7), (c_cli_explained, 12, 8), (c_policy, 6, 5),
    (c_auth_errors, 12, 8), (c_rotation, 10, 7), (c_publishable, 16, 10), (c_noise, 8, 5), (c_long_ids, 8, 5), (c_indirect_cmds, 8, 5),
    (c_encrypted, 4, 3), (c_empty_fields, 8, 6)]
N_EN, N_KO = 216, 144
N_VEN, N_VKO = SECRET_SCHEDULE[0][1], SECRET_SCHEDULE[0][2]
assert sum(e for _, e, _ in SECRET_SCHEDULE) == N_EN and sum(k for _, _, k in SECRET_SCHEDULE) == N_KO
assert sum(e for _, e, _ in CLEAN_SCHEDULE) == N_EN and sum(k for _, _, k in CLEAN_SCHEDULE) == N_KO

HANGUL = lambda s: any('\uac00' <= ch <= '\ud7a3' for ch in s)


class Bad(Exception):
    pass


def check(cond, msg):
    if not cond:
        raise Bad(msg)


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_rule_ok(texts, secrets, fold=False):
    if fold:
        texts = [t.lower() for t in texts]
        secrets = [s.lower() for s in secrets]
    for t in texts:
        spans = []
        for s in secrets:
            spans += [(p, p + len(s)) for p in occurrences(t, s)]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(t, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return False
    return True


def validate(n):
    f = n['fields']
    check(list(n.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets'], 'key order')
    check(list(f.keys()) == ['missing_context', 'lesson', 'ask_next_time'], 'field order')
    check(n['lang'] in ('en', 'ko') and n['kind'] in ('secret', 'clean'), 'lang/kind')
    check(isinstance(n['category'], str) and n['category'].strip() != '', 'category')
    for k in ('missing_context', 'lesson'):
        check(isinstance(f[k], str) and f[k].strip() != '', 'empty ' + k)
        check(len(f[k].encode('utf-8')) <= 1024, 'too long ' + k)
    check(isinstance(f['ask_next_time'], str) and len(f['ask_next_time'].encode('utf-8')) <= 512, 'too long ask_next_time')
    texts = [f['missing_context'], f['lesson'], f['ask_next_time']]
    sec = n['secrets']
    check(isinstance(sec, list) and len(sec) == len(dict.fromkeys(sec)), 'secrets list')
    pub = n['category'].endswith(' [publishable]')
    if n['kind'] == 'clean':
        check(sec == [], 'clean with secrets')
    else:
        check(len(sec) >= 1, 'secret note without secrets')
        check(not pub, 'publishable tag on secret note')
        check(' [publishable]' not in n['category'], 'publishable tag misplaced')
    for s in sec:
        check(isinstance(s, str) and len(s) >= 8, 'short secret %r' % s)
        check(s == s.strip(), 'whitespace around secret')
        check(any(s in t for t in texts), 'secret not verbatim in fields')
    check(window_rule_ok(texts, sec), '8-char window outside listed occurrence')
    folded = [t.lower() for t in texts]
    if all(len(a) == len(b) for a, b in zip(folded, texts)) and all(len(s.lower()) == len(s) for s in sec):
        check(window_rule_ok(texts, sec, fold=True), 'case-folded 8-char window outside listed occurrence')
    if n['lang'] == 'ko':
        check(HANGUL(f['missing_context']) or HANGUL(f['lesson']), 'korean note without Hangul prose')
    else:
        check(not HANGUL(f['missing_context'][:60]), 'english note starting in Hangul')
    return True


def inline_some(text):
    """'intro:\nsingle line[\nafter]' is often written inline by agents: 'intro: `single line`. after'"""
    parts = text.split('\n')
    def prose(t):
        return (t.count(' ') >= 2 and (t.rstrip().endswith(('.', ')')) or HANGUL(t)) and '=' not in t and '://' not in t
                and not t.lstrip().startswith(('{', '}', '<', '$', '"', '[', '-', '+', '`', '#')) and not t.startswith(' '))
    if 2 <= len(parts) <= 3 and parts[0].endswith(':') and len(parts[1]) < 260 and '```' not in parts[1] \
            and not parts[1].startswith(' ') and (len(parts) == 2 or prose(parts[2])):
        if chance(0.65):
            mid = parts[1] if (parts[1].startswith('`') or '`' in parts[1]) else '`' + parts[1] + '`'
            if len(parts) == 2:
                return parts[0] + ' ' + mid
            return parts[0] + ' ' + mid + ' ' + parts[2]
    return text


def make_note(lang, kind, category, mc, le, an, secrets):
    mc, le = inline_some(mc.strip()), inline_some(le.strip())
    return {'id': '', 'lang': lang, 'kind': kind, 'category': category,
            'fields': {'missing_context': mc, 'lesson': le, 'ask_next_time': an.strip()},
            'secrets': list(dict.fromkeys(secrets))}


SEEN_KEYS = {}
SEEN_TEXTS = []
USED_SECRETS = {}


def build(fn, lang, kind, arg=None):
    last = None
    for _attempt in range(400):
        try:
            r = fn(lang, arg) if arg is not None else fn(lang)
            if r is None:
                continue
            if r[3].strip() == '' and chance(0.45):
                continue  # keep empty ask_next_time to a realistic minority
            if kind == 'secret':
                cat, mc, le, an, secrets = r
            else:
                cat, mc, le, an = r
                secrets = []
            n = make_note(lang, kind, cat, mc, le, an, secrets)
            validate(n)
            key = json.dumps(n['fields'], ensure_ascii=False, sort_keys=True)
            if key in SEEN_KEYS:
                raise Bad('duplicate note')
            text = '\n'.join(n['fields'].values())
            if any(sx in text for sx in USED_SECRETS) or any(sx in t for sx in n['secrets'] for t in SEEN_TEXTS):
                raise Bad('secret shared with another note')
            SEEN_KEYS[key] = True
            SEEN_TEXTS.append(text)
            for sx in n['secrets']:
                USED_SECRETS[sx] = True
            return n
        except Bad as e:
            last = str(e)
            continue
    raise SystemExit('could not build %s/%s/%s: %s' % (getattr(fn, '__name__', fn), lang, kind, last))


def vendor_plan():
    order = list(VENDORS)
    R.shuffle(order)
    kr = [v for v in order if v.kr]
    glob = [v for v in order if not v.kr]
    ko_list = kr + glob[:N_VKO - len(kr)]
    rest = glob[N_VKO - len(kr):]
    en_list = list(rest[:N_VEN])
    i = 0
    pool = list(glob)
    R.shuffle(pool)
    while len(en_list) < N_VEN:
        en_list.append(pool[i % len(pool)])
        i += 1
    assert len(ko_list) == N_VKO and len(en_list) == N_VEN
    R.shuffle(ko_list)
    R.shuffle(en_list)
    return en_list, ko_list


def main(out_path):
    notes = []
    en_v, ko_v = vendor_plan()
    for fn, ne, nk in SECRET_SCHEDULE:
        for lang, cnt in (('en', ne), ('ko', nk)):
            for j in range(cnt):
                if fn == 'vendor':
                    v = (en_v if lang == 'en' else ko_v)[j]
                    notes.append(build(t_vendor, lang, 'secret', v))
                else:
                    notes.append(build(fn, lang, 'secret'))
    for fn, ne, nk in CLEAN_SCHEDULE:
        for lang, cnt in (('en', ne), ('ko', nk)):
            for _ in range(cnt):
                notes.append(build(fn, lang, 'clean'))
    R.shuffle(notes)
    final = []
    for i, n in enumerate(notes):
        n['id'] = 'gb%03d' % (i + 1)
        validate(n)
        final.append(n)
    # exact counts
    assert len(final) == 720
    cnt = {}
    for n in final:
        cnt[(n['kind'], n['lang'])] = cnt.get((n['kind'], n['lang']), 0) + 1
    assert cnt == {('secret', 'en'): 216, ('secret', 'ko'): 144, ('clean', 'en'): 216, ('clean', 'ko'): 144}, cnt
    assert [n['id'] for n in final] == ['gb%03d' % i for i in range(1, 721)]
    assert len(dict.fromkeys(n['id'] for n in final)) == 720
    texts = {n['id']: '\n'.join(n['fields'].values()) for n in final}
    for n in final:  # no listed secret occurs in any other note
        for sx in n['secrets']:
            assert not any(sx in t for i, t in texts.items() if i != n['id']), sx
    vendors = sorted(dict.fromkeys(n['category'].split(' | ')[1] for n in final if n['category'].startswith('vendor token')))
    assert len(vendors) >= 100, len(vendors)
    data = ''.join(json.dumps(n, ensure_ascii=False) + '\n' for n in final).encode('utf-8')
    with open(out_path, 'wb') as fh:
        fh.write(data)
    # re-read and re-validate what was written
    with open(out_path, encoding='utf-8') as fh:
        back = [json.loads(line) for line in fh]
    assert back == final
    for n in back:
        validate(n)
    print('wrote %s: %d notes, sha256 %s' % (out_path, len(final), hashlib.sha256(data).hexdigest()))
    print('counts:', {'%s/%s' % k: v for k, v in sorted(cnt.items())})
    print('distinct vendors/services in vendor-token notes: %d' % len(vendors))
    print('publishable clean notes: %d' % sum(1 for n in final if n['category'].endswith(' [publishable]')))
    print('listed secrets: %d' % sum(len(n['secrets']) for n in final))


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, 'blind_set_v124.jsonl'))
