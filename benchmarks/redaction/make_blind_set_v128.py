#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v128.py -- generator of the blind evaluation set v128 for a
credential-redaction filter (agent memory notes: missing_context / lesson /
ask_next_time).

Python 3 standard library only, no network, deterministic: every random choice
is drawn from ONE random.Random(128_2026_1128).  No set iteration and no hash()
is used, so the output does not depend on PYTHONHASHSEED.

Every credential body is generated at run time in the public shape of its kind
(prefix, alphabet, length, and checksum / encoding where the format has one:
GitHub & npm CRC32-base62 tokens, BIP39 mnemonics with their SHA-256 checksum,
Base58Check WIF / xprv, bech32 age keys, DER-structured PEM / OpenSSH keys,
JWT structure, base64 Basic credentials, percent-encoded URL passwords ...).

Usage:  python3 make_blind_set_v128.py  [output.jsonl]
"""
import base64
import binascii
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 128_2026_1128
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'blind_set_v128.jsonl')
IDP = 'gf'
N_SECRET_EN, N_SECRET_KO, N_CLEAN_EN, N_CLEAN_KO = 108, 72, 324, 216

# ----------------------------------------------------------------------------
# primitives
# ----------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
B64A = AN + '+/'
B64U = AN + '-_'
B32A = UP + '234567'
B58A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
B62A = DG + UP + LO


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HX, n)


def dg(n):
    return R.choice('123456789') + rs(DG, n - 1)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


_VSTATE = {}


def variant(key, n):
    """Cycle through n sub-variants of a template in a shuffled order, so every variant gets used."""
    st = _VSTATE.get(key)
    if st is None or not st:
        perm = list(range(n))
        R.shuffle(perm)
        _VSTATE[key] = perm
        st = perm
    return st.pop()


def uuid4(upper=False):
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    u = '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def b64(x):
    if isinstance(x, str):
        x = x.encode()
    return base64.b64encode(x).decode()


def b64u(x, pad=False):
    if isinstance(x, str):
        x = x.encode()
    s = base64.urlsafe_b64encode(x).decode()
    return s if pad else s.rstrip('=')


def cjson(o):
    return json.dumps(o, separators=(',', ':'), ensure_ascii=False)


def jwt(header, payload, sig_bytes=32):
    return b64u(cjson(header)) + '.' + b64u(cjson(payload)) + '.' + b64u(rb(sig_bytes))


def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62A[r] + s
    return s.rjust(width, '0')


def crc_token(prefix, n=30):
    """GitHub / npm style: random base62 body + 6-char base62 CRC32 of the body."""
    body = rs(AN, n)
    return prefix + body + b62(binascii.crc32(body.encode()) & 0xFFFFFFFF, 6)


def sha256d(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def base58(b):
    n = int.from_bytes(b, 'big')
    s = ''
    while n:
        n, r = divmod(n, 58)
        s = B58A[r] + s
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + s


def base58check(payload):
    return base58(payload + sha256d(payload)[:4])


BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _bits(data, frm, to):
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


def bech32(hrp, data8):
    data = _bits(list(data8), 8, 5)
    exp = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _polymod(exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH[d] for d in data + chk)


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def pem_lines(der, width=64):
    s = b64(der)
    return [s[i:i + width] for i in range(0, len(s), width)]


def ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


# BIP39 English word list (2048 words, public, bitcoin/bips bip-0039/english.txt)
BIP39 = """
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
assert len(BIP39) == 2048 and BIP39[0] == 'abandon' and BIP39[-1] == 'zoo'


# ----------------------------------------------------------------------------
# key material in real encodings
# ----------------------------------------------------------------------------
def mnemonic(nwords=12):
    nb = {12: 16, 15: 20, 18: 24, 24: 32}[nwords]
    ent = rb(nb)
    cs = nb * 8 // 32
    bits = bin(int.from_bytes(ent, 'big'))[2:].zfill(nb * 8)
    bits += bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:cs]
    return ' '.join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


def wif():
    return base58check(b'\x80' + rb(32) + b'\x01')


def xprv():
    payload = bytes.fromhex('0488ade4') + b'\x00' + b'\x00' * 4 + b'\x00' * 4 + rb(32) + b'\x00' + rb(32)
    return base58check(payload)


def eth_address():
    return '0x' + hx(40)


def btc_bech32_address():
    # P2WPKH: witness version 0 + 20-byte program (checksum computed, BIP173)
    prog = _bits(list(rb(20)), 8, 5)
    data = [0] + prog
    exp = [ord(c) >> 5 for c in 'bc'] + [0] + [ord(c) & 31 for c in 'bc']
    pm = _polymod(exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return 'bc1' + ''.join(BECH[d] for d in data + chk)


def age_secret():
    return bech32('age-secret-key-', rb(32)).upper()


def age_public():
    return bech32('age', rb(32))


def ec_pem_lines():
    der = (bytes.fromhex('30770201010420') + rb(32) +
           bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64))
    return pem_lines(der)


def p8_pem_lines():
    der = (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') +
           rb(32) + bytes.fromhex('a144034200') + b'\x04' + rb(64))
    return pem_lines(der)


def _der_int(b):
    if b[0] & 0x80:
        b = b'\x00' + b
    ln = len(b)
    if ln < 128:
        return b'\x02' + bytes([ln]) + b
    if ln < 256:
        return b'\x02\x81' + bytes([ln]) + b
    return b'\x02\x82' + struct.pack('>H', ln) + b


def rsa_pkcs1_lines(pkcs8=False):
    def big(n):
        b = bytearray(rb(n))
        b[0] |= 0x80
        return bytes(b)
    body = (_der_int(b'\x00') + _der_int(big(256)) + _der_int(b'\x01\x00\x01') + _der_int(big(256)) +
            _der_int(big(128)) + _der_int(big(128)) + _der_int(big(128)) + _der_int(big(128)) + _der_int(big(128)))
    der = b'\x30\x82' + struct.pack('>H', len(body)) + body
    if pkcs8:
        alg = bytes.fromhex('300d06092a864886f70d0101010500')
        inner = _der_int(b'\x00') + alg + b'\x04\x82' + struct.pack('>H', len(der)) + der
        der = b'\x30\x82' + struct.pack('>H', len(inner)) + inner
    return pem_lines(der)


def openssh_ed25519_lines(comment):
    pub = rb(32)
    seed = rb(32)
    check = rb(4)
    pubblob = ssh_str('ssh-ed25519') + ssh_str(pub)
    priv = check + check + ssh_str('ssh-ed25519') + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment)
    p = 1
    while len(priv) % 8:
        priv += bytes([p])
        p += 1
    blob = (b'openssh-key-v1\x00' + ssh_str('none') + ssh_str('none') + ssh_str(b'') +
            struct.pack('>I', 1) + ssh_str(pubblob) + ssh_str(priv))
    s = b64(blob)
    return [s[i:i + 70] for i in range(0, len(s), 70)]


def ssh_ed25519_pub():
    return b64(ssh_str('ssh-ed25519') + ssh_str(rb(32)))


def ssh_rsa_pub():
    n = bytearray(rb(257))
    n[0] = 0
    n[1] |= 0x80
    return b64(ssh_str('ssh-rsa') + ssh_str(b'\x01\x00\x01') + ssh_str(bytes(n)))


def ssh_fp():
    return 'SHA256:' + b64(rb(32)).rstrip('=')


def cert_pem_lines(nlines=4):
    # looks like the start of a public X.509 certificate (SEQUENCE, version, serial ...)
    der = b'\x30\x82\x04' + rb(1) + b'\x30\x82\x03' + rb(1) + bytes.fromhex('a0030201020210') + rb(16) + \
        bytes.fromhex('300d06092a864886f70d01010b0500') + rb(200)
    return pem_lines(der)[:nlines]


def totp_seed(nchars=32):
    return rs(B32A, nchars)


# ----------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------
PW_WORDS = ['Tiger', 'Maple', 'Falcon', 'Rocket', 'Sunny', 'Winter', 'Summer', 'Autumn', 'Dragon', 'Coffee',
            'Pepper', 'Harbor', 'Yellow', 'Orange', 'Monkey', 'Panda', 'Shadow', 'Silver', 'Hunter', 'Pirate',
            'Cookie', 'Banana', 'Galaxy', 'Thunder', 'Lemon', 'Marble', 'Bishop', 'Cobalt', 'Walrus', 'Mango']
PW_LOWER_WORDS = ['river', 'copper', 'lantern', 'violet', 'granite', 'meadow', 'pixel', 'tundra', 'saffron',
                  'orbit', 'quartz', 'harbor', 'willow', 'ember', 'canyon', 'falcon', 'nectar', 'basalt', 'glacier',
                  'juniper', 'marble', 'octave', 'pebble', 'quill', 'raven', 'sable', 'timber', 'umber', 'velvet',
                  'zephyr', 'cactus', 'dynamo', 'fossil', 'gizmo', 'hazel', 'igloo', 'jigsaw', 'kettle', 'lagoon']
KO_WORDS = ['사랑해', '고양이', '우리집', '행복', '강아지', '바다', '하늘', '봄날', '별빛', '초코', '감자', '토끼',
            '보리', '콩이', '햇살', '구름', '여름', '겨울', '단풍', '호랑이', '다람쥐', '제주도', '부산', '서울숲']
COMPANY_WORDS = ['Acme', 'Nimbus', 'Orbital', 'Hanbit', 'Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Umbrella']
SYMS = '!@#$%^&*'


def pw_human():
    k = ri(0, 7)
    if k == 0:
        return pick(PW_WORDS) + str(ri(2019, 2026)) + pick('!@#$')
    if k == 1:
        return pick(PW_WORDS).lower() + pick('@#_') + str(ri(100, 9999))
    if k == 2:
        w = pick(PW_WORDS)
        return w[0] + w[1:].replace('a', '@').replace('o', '0').replace('e', '3').replace('i', '1') + str(ri(10, 99)) + pick('!?#')
    if k == 3:
        return pick(['minji', 'jisoo', 'hyunwoo', 'daniel', 'sarah', 'kevin', 'yuna', 'eunji', 'mike', 'olivia']) + \
            '%02d%02d' % (ri(1, 12), ri(1, 28)) + pick(['!', '!!', '*', '^^', ''])
    if k == 4:
        return pick(['qwer', 'asdf', 'zxcv', '1q2w3e4r', '!QAZ', 'qazwsx']) + pick(['1234', '!@#$', '5t6y', '@WSX', '12#$'])
    if k == 5:
        return pick(COMPANY_WORDS) + pick('#@!') + pick(['Spring', 'Winter', 'Summer', 'Fall', 'Q1', 'Q3', 'Dev', 'Ops']) + str(ri(20, 26))
    if k == 6:
        return pick(PW_WORDS) + pick(PW_WORDS).lower() + str(ri(1, 99)) + pick(SYMS)
    return pick(['Welcome', 'Changeit', 'Letmein', 'Admin', 'Server', 'Backup']) + pick('@#!') + str(ri(1000, 9999))


def pw_passphrase():
    sep = pick(['-', '.', ' ', '_', ''])
    n = ri(3, 5)
    ws = [pick(PW_LOWER_WORDS) for _ in range(n)]
    if sep == '':
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(ri(2, 99)) if sep else str(ri(2, 99))
    return s


def pw_generated(n=None, sym=True):
    n = n or ri(14, 24)
    alpha = AN + ('!#$%&*+-=?@^_~' if sym else '')
    while True:
        s = rs(alpha, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and \
                (not sym or any(c in '!#$%&*+-=?@^_~' for c in s)):
            return s


def pw_random_b64(nbytes=24):
    return b64(rb(nbytes)).rstrip('=')


# Dubeolsik (2-set Korean keyboard): Hangul typed with the IME off
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
         'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(s):
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            i = c - 0xAC00
            out.append(_CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28])
        else:
            out.append(ch)
    return ''.join(out)


assert hangul_to_qwerty('안녕하세요') == 'dkssudgktpdy' and hangul_to_qwerty('비밀번호') == 'qlalfqjsgh'


def pw_korean_keyboard():
    w = pick(['사랑해', '우리집', '고양이', '행복하자', '강아지', '비밀번호', '안녕하세요', '보고싶다', '제주도', '토끼',
              '새벽', '하늘나라', '햇살', '초코칩', '감자튀김', '파란하늘', '정보보안'])
    s = hangul_to_qwerty(w)
    if len(s) < 10:
        s += pick(['!', '12', '!@', '0412', '2024', '77', '^^', '#1'])
    if len(s) < 8:
        s += str(ri(1000, 9999))
    return s


def pw_hangul():
    while True:
        w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else '')
        s = w + pick(['', '!', '@']) + str(ri(10, 2025)) + pick(['', '!', '#', '^^'])
        if len(s) >= 8:
            return s


def pw_any():
    k = ri(0, 9)
    if k <= 3:
        return pw_human()
    if k <= 5:
        return pw_generated()
    if k == 6:
        return pw_passphrase()
    if k == 7:
        return pw_korean_keyboard()
    if k == 8:
        return pw_random_b64(ri(12, 24))
    return pw_hangul()


def pct(s):
    return urllib.parse.quote(s, safe='')


# ----------------------------------------------------------------------------
# pools
# ----------------------------------------------------------------------------
EN_PEOPLE = ['Alice', 'Priya', 'Tom', 'Kenji', 'Maria', 'Dev', 'Sam', 'Lena', 'Omar', 'Jake', 'Chen', 'Fatima', 'Noah',
             'Ines', 'Ravi', 'Marco', 'Hana', 'the user', 'the PM', 'the on-call engineer', 'the team lead']
KO_PEOPLE = ['민수', '지현', '서연', '현우', '지훈', '수빈', '예린', '도윤', '하은', '준호', '은지', '태영', '상훈', '유나']
PROJECTS = ['billing-api', 'checkout-web', 'acme-admin', 'ingest-worker', 'mobile-bff', 'notif-svc', 'search-indexer',
            'ledger', 'hr-portal', 'data-pipeline', 'crm-sync', 'auth-gateway', 'order-service', 'reco-engine',
            'partner-portal', 'support-bot', 'media-uploader', 'analytics-etl', 'payroll', 'inventory-api']
ENVS = ['staging', 'production', 'dev', 'qa', 'sandbox', 'preprod']
KO_ENVS = ['스테이징', '운영', '개발', 'QA', '샌드박스', '프리프로드']
DB_NAMES = ['app', 'orders', 'billing', 'analytics', 'users', 'inventory', 'crm', 'ledger', 'wiki', 'metrics']
DB_USERS = ['app', 'admin', 'root', 'svc_billing', 'readonly', 'etl', 'deploy', 'postgres', 'sa', 'report_user', 'migrator']
HOST_PARTS = ['db', 'pg', 'mysql', 'mongo', 'redis', 'rabbit', 'kafka', 'es', 'ldap', 'mail', 'nas', 'jump', 'bastion', 'ci', 'vpn']
DOMAINS = ['acme.internal', 'corp.example.com', 'int.hanbit.io', 'svc.cluster.local', 'dev.northwind.co', 'lan', 'prod.orbital.net']
EN_FIRST = ['alice', 'priya', 'tom', 'kenji', 'maria', 'sam', 'lena', 'omar', 'chen', 'noah', 'ravi', 'hana']
KO_ROMA = ['minsu', 'jihyun', 'seoyeon', 'hyunwoo', 'jihoon', 'subin', 'yerin', 'doyun', 'haeun', 'junho', 'eunji']


def host(kind=None):
    return '%s-%s%s.%s' % (kind or pick(HOST_PARTS), pick(['01', '02', 'a', 'b', 'main', 'stg', 'prod', '1']),
                           '', pick(DOMAINS))


def person(lang):
    return pick(EN_PEOPLE) if lang == 'en' else pick(KO_PEOPLE)


def email():
    return '%s.%s@%s' % (pick(EN_FIRST + KO_ROMA), pick(['kim', 'lee', 'park', 'smith', 'garcia', 'tanaka', 'choi']),
                         pick(['acme.io', 'hanbit.co.kr', 'example.com', 'northwind.dev', 'orbital.kr']))


def user_name():
    return pick(EN_FIRST + KO_ROMA) + pick(['', '.dev', '_ops', '-admin', str(ri(1, 99))])


# Korean particles (josa) chosen from the last sound of a word
def _last_sound(word):
    """'b' = batchim (final consonant), 'r' = final ㄹ, 'v' = vowel; heuristics for Latin words and digits."""
    w = word.rstrip(' )]"\'`.,:;')
    if not w:
        return 'v'
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        j = (o - 0xAC00) % 28
        return 'v' if j == 0 else ('r' if j == 8 else 'b')
    if c.isdigit():
        return {'1': 'r', '7': 'r', '8': 'r', '0': 'b', '3': 'b', '6': 'b'}.get(c, 'v')
    tail = ''
    for ch in reversed(w):
        if ch.isalpha() and ord(ch) < 128:
            tail = ch + tail
        else:
            break
    if not tail:
        return 'v'
    if tail.isupper() and len(tail) <= 5 or (tail.isupper() and '_' in w):
        return {'L': 'r', 'M': 'b', 'N': 'b', 'R': 'v'}.get(tail[-1], 'v')
    t = tail.lower()
    if t.endswith('le') or t.endswith('l'):
        return 'r'
    if t.endswith(('m', 'n', 'ng', 'ck', 'ok', 'ook', 'et', 'it', 'pp', 'ap', 'ob', 'ub', 'ip', 'eb', 'ab')):
        return 'b'
    return 'v'


def has_batchim(word):
    return _last_sound(word) != 'v'


def josa(word, pair):
    a, b = pair.split('/')
    snd = _last_sound(word)
    if pair == '으로/로':
        return word + ('으로' if snd == 'b' else '로')
    return word + (a if snd != 'v' else b)


_JOSA_RE = None


def fix_josa(text):
    """Attach particles written with a space after a Latin/number token ("secret 를" -> "secret을")."""
    import re
    global _JOSA_RE
    if _JOSA_RE is None:
        _JOSA_RE = re.compile(r'(?<=[A-Za-z0-9_\-./~`)\]"\'가-힣]) (를|을|가|는|은|으로|로)(?=[\s,.:;)!?]|$)')
    out = []
    pos = 0
    for m in _JOSA_RE.finditer(text):
        start = m.start()
        # the word before the particle
        k = start
        while k > 0 and not text[k - 1].isspace():
            k -= 1
        word = text[k:start]
        if not word or any(0xAC00 <= ord(ch) <= 0xD7A3 for ch in word[-1:]):
            continue
        p = m.group(1)
        pair = {'를': '을/를', '을': '을/를', '가': '이/가', '는': '은/는', '은': '은/는', '로': '으로/로', '으로': '으로/로'}[p]
        out.append(text[pos:start])
        out.append(josa(word, pair)[len(word):])
        pos = m.end()
    out.append(text[pos:])
    text = ''.join(out)
    # particles already attached to a Latin/number word ("Notion는" -> "Notion은")
    out = []
    pos = 0
    for m in _JOSA_ATT.finditer(text):
        word, p = m.group(1), m.group(2)
        w = word.rstrip('"\'`')
        if w.endswith(')') or not any(ch.isalnum() for ch in w):
            continue
        pair = {'를': '을/를', '을': '을/를', '이': '이/가', '가': '이/가', '는': '은/는', '은': '은/는', '로': '으로/로', '으로': '으로/로'}[p]
        out.append(text[pos:m.start(2)])
        out.append(josa(w, pair)[len(w):])
        pos = m.end(2)
    out.append(text[pos:])
    return ''.join(out)


import re as _re
_JOSA_ATT = _re.compile(r'([A-Za-z0-9_\-./~`)"\']+)(을|를|이|가|은|는|으로|로)(?=[\s,.:;)!?]|$)')


# ----------------------------------------------------------------------------
# vendors: each function returns a fresh credential set in the vendor's shape
#   vars: [(ENV_NAME, value, is_secret)], curl / sdk templates use @ENV_NAME@
# ----------------------------------------------------------------------------
VENDORS = []


def vendor(fn):
    VENDORS.append(fn)
    return fn


def V(name, what, kw, slug, vars, curl=None, sdk=None):
    return {'name': name, 'what': what, 'kw': kw, 'slug': slug, 'vars': vars, 'curl': curl, 'sdk': sdk or []}


def fill(tpl, vars):
    for k, v, _ in vars:
        tpl = tpl.replace('@' + k + '@', v)
    return tpl


@vendor
def v_github_classic():
    return V('GitHub', 'classic personal access token', '토큰', 'github',
             [('GITHUB_TOKEN', crc_token('ghp_'), True)],
             'curl -s -H "Authorization: Bearer @GITHUB_TOKEN@" https://api.github.com/user/repos?per_page=100',
             [('python', 'from github import Github, Auth\ngh = Github(auth=Auth.Token("@GITHUB_TOKEN@"))'),
              ('js', 'const octokit = new Octokit({ auth: "@GITHUB_TOKEN@" });')])


@vendor
def v_github_fine():
    return V('GitHub', 'fine-grained personal access token', 'PAT', 'github',
             [('GITHUB_PERSONAL_ACCESS_TOKEN', 'github_pat_' + rs(ANU, 1) + rs(AN, 21) + '_' + rs(AN, 59), True)],
             'curl -H "Authorization: token @GITHUB_PERSONAL_ACCESS_TOKEN@" https://api.github.com/repos/acme/infra/actions/runs',
             [('go', 'ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "@GITHUB_PERSONAL_ACCESS_TOKEN@"})\nclient := github.NewClient(oauth2.NewClient(ctx, ts))')])


@vendor
def v_gitlab():
    return V('GitLab', 'personal access token', '토큰', 'gitlab',
             [('GITLAB_TOKEN', 'glpat-' + rs(B64U, 20), True)],
             'curl --header "PRIVATE-TOKEN: @GITLAB_TOKEN@" "https://gitlab.com/api/v4/projects?membership=true"',
             [('python', 'gl = gitlab.Gitlab("https://gitlab.com", private_token="@GITLAB_TOKEN@")')])


@vendor
def v_gitlab_runner():
    return V('GitLab Runner', 'runner authentication token', '러너 토큰', 'gitlab_runner',
             [('CI_RUNNER_TOKEN', 'glrt-' + rs(B64U, 20), True)],
             'gitlab-runner register --non-interactive --url https://gitlab.com --token @CI_RUNNER_TOKEN@ --executor docker --docker-image alpine:3.20')


@vendor
def v_bitbucket():
    return V('Bitbucket', 'app password', '앱 비밀번호', 'bitbucket',
             [('BITBUCKET_USERNAME', user_name(), False), ('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(AN, 24) + rs(HXU, 8), True)],
             'curl -u @BITBUCKET_USERNAME@:@BITBUCKET_APP_PASSWORD@ https://api.bitbucket.org/2.0/repositories/acme')


@vendor
def v_aws():
    return V('AWS', 'IAM access key', '액세스 키', 'aws',
             [('AWS_ACCESS_KEY_ID', 'AKIA' + rs(B32A, 16), True), ('AWS_SECRET_ACCESS_KEY', rs(B64A, 40), True),
              ('AWS_DEFAULT_REGION', pick(['us-east-1', 'ap-northeast-2', 'eu-west-1', 'us-west-2']), False)],
             None,
             [('python', 's3 = boto3.client("s3", aws_access_key_id="@AWS_ACCESS_KEY_ID@",\n    aws_secret_access_key="@AWS_SECRET_ACCESS_KEY@")'),
              ('js', 'const s3 = new S3Client({ region: "@AWS_DEFAULT_REGION@", credentials: { accessKeyId: "@AWS_ACCESS_KEY_ID@", secretAccessKey: "@AWS_SECRET_ACCESS_KEY@" } });'),
              ('java', 'AwsBasicCredentials creds = AwsBasicCredentials.create("@AWS_ACCESS_KEY_ID@", "@AWS_SECRET_ACCESS_KEY@");\nS3Client s3 = S3Client.builder().credentialsProvider(StaticCredentialsProvider.create(creds)).build();')])


@vendor
def v_aws_sts():
    return V('AWS STS', 'temporary session credentials', '임시 자격 증명', 'aws',
             [('AWS_ACCESS_KEY_ID', 'ASIA' + rs(B32A, 16), True), ('AWS_SECRET_ACCESS_KEY', rs(B64A, 40), True),
              ('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2VjE' + rs(AN, 3) + b64(rb(180)).rstrip('='), True)])


@vendor
def v_gemini():
    return V('Google AI Studio', 'Gemini API key', 'API 키', 'gemini',
             [('GEMINI_API_KEY', 'AIzaSy' + rs(B64U, 33), True)],
             'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=@GEMINI_API_KEY@" -H "Content-Type: application/json" -d @req.json',
             [('python', 'client = genai.Client(api_key="@GEMINI_API_KEY@")')])


@vendor
def v_google_oauth():
    cid = dg(12) + '-' + rs(ANL, 32) + '.apps.googleusercontent.com'
    return V('Google OAuth', 'client secret', '클라이언트 시크릿', 'google',
             [('GOOGLE_CLIENT_ID', cid, False), ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64U, 28), True)],
             None,
             [('js', 'GoogleProvider({\n  clientId: "@GOOGLE_CLIENT_ID@",\n  clientSecret: "@GOOGLE_CLIENT_SECRET@",\n})')])


@vendor
def v_google_refresh():
    return V('Google OAuth', 'refresh token', '리프레시 토큰', 'gdrive',
             [('GDRIVE_REFRESH_TOKEN', '1//0' + rs(ANU, 1) + rs(B64U, 97), True)],
             'curl -d client_id=$CLIENT_ID -d client_secret=$CLIENT_SECRET -d refresh_token=@GDRIVE_REFRESH_TOKEN@ -d grant_type=refresh_token https://oauth2.googleapis.com/token')


@vendor
def v_azure_storage():
    acct = pick(['stacmeprod', 'sthanbitlogs', 'stnorthwinddata', 'mediastore01'])
    key = b64(rb(64))
    v = V('Azure Storage', 'account key', '계정 키', 'azure_storage',
          [('AZURE_STORAGE_CONNECTION_STRING',
            'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (acct, key), False)],
          None, [('csharp', 'var blobs = new BlobServiceClient("@AZURE_STORAGE_CONNECTION_STRING@");')])
    v['extra_secrets'] = [key]
    return v


@vendor
def v_azure_sp():
    sec = rs(AN, 3) + pick(DG) + 'Q~' + rs(AN + '_.~-', 34)
    return V('Microsoft Entra ID', 'client secret', '클라이언트 시크릿', 'azure',
             [('AZURE_TENANT_ID', uuid4(), False), ('AZURE_CLIENT_ID', uuid4(), False), ('AZURE_CLIENT_SECRET', sec, True)],
             'az login --service-principal -u @AZURE_CLIENT_ID@ -p @AZURE_CLIENT_SECRET@ --tenant @AZURE_TENANT_ID@')


@vendor
def v_azure_devops():
    return V('Azure DevOps', 'personal access token', 'PAT', 'azure_devops',
             [('AZURE_DEVOPS_EXT_PAT', rs(LO + '234567', 52), True)],
             'git clone https://pat:@AZURE_DEVOPS_EXT_PAT@@dev.azure.com/acme/Platform/_git/infra')


@vendor
def v_azure_openai():
    return V('Azure OpenAI', 'API key', 'API 키', 'azure_openai',
             [('AZURE_OPENAI_ENDPOINT', 'https://%s.openai.azure.com/' % pick(['acme-oai-eus', 'hanbit-aoai', 'nw-openai-kc']), False),
              ('AZURE_OPENAI_API_KEY', hx(32), True)],
             'curl "@AZURE_OPENAI_ENDPOINT@openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: @AZURE_OPENAI_API_KEY@" -H "Content-Type: application/json" -d @body.json')


@vendor
def v_azure_servicebus():
    ns = pick(['sb-acme-prod', 'orders-bus', 'hanbit-events'])
    key = b64(rb(32))
    v = V('Azure Service Bus', 'SAS key', 'SAS 키', 'asb',
          [('SERVICEBUS_CONNECTION',
            'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (ns, key), False)])
    v['extra_secrets'] = [key]
    return v


@vendor
def v_cosmos():
    return V('Azure Cosmos DB', 'primary key', '기본 키', 'cosmos',
             [('COSMOS_ENDPOINT', 'https://%s.documents.azure.com:443/' % pick(['acme-cosmos', 'catalog-db']), False),
              ('COSMOS_KEY', b64(rb(64)), True)],
             None, [('python', 'client = CosmosClient("@COSMOS_ENDPOINT@", credential="@COSMOS_KEY@")')])


@vendor
def v_slack_bot():
    return V('Slack', 'bot token', '봇 토큰', 'slack',
             [('SLACK_BOT_TOKEN', 'xoxb-%s-%s-%s' % (dg(ri(11, 13)), dg(13), rs(AN, 24)), True)],
             'curl -H "Authorization: Bearer @SLACK_BOT_TOKEN@" -H "Content-type: application/json" -d \'{"channel":"C05J8RZ2K7Q","text":"deploy done"}\' https://slack.com/api/chat.postMessage',
             [('python', 'client = WebClient(token="@SLACK_BOT_TOKEN@")'), ('js', 'const app = new App({ token: "@SLACK_BOT_TOKEN@", signingSecret: process.env.SLACK_SIGNING_SECRET });'),
              ('go', 'api := slack.New("@SLACK_BOT_TOKEN@")')])


@vendor
def v_slack_user():
    return V('Slack', 'user OAuth token', '유저 토큰', 'slack',
             [('SLACK_USER_TOKEN', 'xoxp-%s-%s-%s-%s' % (dg(11), dg(12), dg(13), hx(32)), True)],
             'curl -s "https://slack.com/api/conversations.history?channel=C04QH2X9L1M&limit=50" -H "Authorization: Bearer @SLACK_USER_TOKEN@"')


@vendor
def v_slack_webhook():
    sec = rs(AN, 24)
    url = 'https://hooks.slack.com/services/T%s/B%s/' % (rs(ANU, 8), rs(ANU, 10))
    v = V('Slack', 'incoming webhook', '웹훅 URL', 'slack',
          [('SLACK_WEBHOOK_URL', url + sec, False)],
          'curl -X POST -H \'Content-type: application/json\' --data \'{"text":"nightly ETL finished"}\' @SLACK_WEBHOOK_URL@')
    v['extra_secrets'] = [sec]
    return v


@vendor
def v_slack_app():
    return V('Slack', 'app-level token (Socket Mode)', '앱 토큰', 'slack',
             [('SLACK_APP_TOKEN', 'xapp-1-A%s-%s-%s' % (rs(ANU, 10), dg(13), hx(64)), True)],
             None, [('python', 'handler = SocketModeHandler(app, "@SLACK_APP_TOKEN@")')])


@vendor
def v_stripe():
    return V('Stripe', 'live secret key', '시크릿 키', 'stripe',
             [('STRIPE_SECRET_KEY', 'sk_live_51' + rs(AN, 97), True)],
             'curl https://api.stripe.com/v1/customers -u @STRIPE_SECRET_KEY@: -d email=test@example.com',
             [('python', 'stripe.api_key = "@STRIPE_SECRET_KEY@"'), ('js', "const stripe = require('stripe')('@STRIPE_SECRET_KEY@');"),
              ('ruby', "Stripe.api_key = '@STRIPE_SECRET_KEY@'"), ('java', 'Stripe.apiKey = "@STRIPE_SECRET_KEY@";'),
              ('php', "$stripe = new \\Stripe\\StripeClient('@STRIPE_SECRET_KEY@');")])


@vendor
def v_stripe_rk():
    return V('Stripe', 'restricted key', '제한 키', 'stripe',
             [('STRIPE_RESTRICTED_KEY', 'rk_live_51' + rs(AN, 97), True)],
             'curl https://api.stripe.com/v1/charges?limit=3 -u @STRIPE_RESTRICTED_KEY@:')


@vendor
def v_stripe_whsec():
    return V('Stripe', 'webhook signing secret', '웹훅 시크릿', 'stripe',
             [('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(AN, 32), True)],
             None, [('python', 'event = stripe.Webhook.construct_event(payload, sig_header, "@STRIPE_WEBHOOK_SECRET@")')])


@vendor
def v_openai():
    return V('OpenAI', 'project API key', 'API 키', 'openai',
             [('OPENAI_API_KEY', 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), True)],
             'curl https://api.openai.com/v1/models -H "Authorization: Bearer @OPENAI_API_KEY@"',
             [('python', 'client = OpenAI(api_key="@OPENAI_API_KEY@")'), ('js', 'const openai = new OpenAI({ apiKey: "@OPENAI_API_KEY@" });'),
              ('go', 'client := openai.NewClient(option.WithAPIKey("@OPENAI_API_KEY@"))')])


@vendor
def v_openai_legacy():
    return V('OpenAI', 'API key', 'API 키', 'openai',
             [('OPENAI_API_KEY', 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20), True)],
             None, [('python', 'openai.api_key = "@OPENAI_API_KEY@"')])


@vendor
def v_anthropic():
    return V('Anthropic', 'API key', 'API 키', 'anthropic',
             [('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(B64U, 93) + 'AA', True)],
             'curl https://api.anthropic.com/v1/messages -H "x-api-key: @ANTHROPIC_API_KEY@" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @msg.json',
             [('python', 'client = anthropic.Anthropic(api_key="@ANTHROPIC_API_KEY@")'), ('ts', 'const client = new Anthropic({ apiKey: "@ANTHROPIC_API_KEY@" });')])


@vendor
def v_huggingface():
    return V('Hugging Face', 'user access token', '액세스 토큰', 'hf',
             [('HF_TOKEN', 'hf_' + rs(UP + LO, 34), True)],
             'curl -H "Authorization: Bearer @HF_TOKEN@" https://huggingface.co/api/whoami-v2',
             [('python', 'from huggingface_hub import login\nlogin(token="@HF_TOKEN@")')])


@vendor
def v_twilio():
    return V('Twilio', 'auth token', '인증 토큰', 'twilio',
             [('TWILIO_ACCOUNT_SID', 'AC' + hx(32), False), ('TWILIO_AUTH_TOKEN', hx(32), True)],
             'curl -X POST https://api.twilio.com/2010-04-01/Accounts/@TWILIO_ACCOUNT_SID@/Messages.json --data-urlencode "To=+15558675310" --data-urlencode "Body=test" -u @TWILIO_ACCOUNT_SID@:@TWILIO_AUTH_TOKEN@',
             [('python', 'client = Client("@TWILIO_ACCOUNT_SID@", "@TWILIO_AUTH_TOKEN@")'),
              ('csharp', 'TwilioClient.Init("@TWILIO_ACCOUNT_SID@", "@TWILIO_AUTH_TOKEN@");')])


@vendor
def v_sendgrid():
    return V('SendGrid', 'API key', 'API 키', 'sendgrid',
             [('SENDGRID_API_KEY', 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43), True)],
             'curl --request POST --url https://api.sendgrid.com/v3/mail/send --header "Authorization: Bearer @SENDGRID_API_KEY@" --header "Content-Type: application/json" --data @mail.json',
             [('python', 'sg = SendGridAPIClient("@SENDGRID_API_KEY@")'), ('php', '$sendgrid = new \\SendGrid(\'@SENDGRID_API_KEY@\');')])


@vendor
def v_mailgun():
    return V('Mailgun', 'private API key', 'API 키', 'mailgun',
             [('MAILGUN_API_KEY', 'key-' + hx(32), True), ('MAILGUN_DOMAIN', pick(['mg.acme.io', 'mail.hanbit.co.kr']), False)],
             'curl -s --user "api:@MAILGUN_API_KEY@" https://api.mailgun.net/v3/@MAILGUN_DOMAIN@/messages -F from="noreply@@MAILGUN_DOMAIN@" -F to=qa@example.com -F subject=test -F text=hi')


@vendor
def v_mailchimp():
    dc = 'us%d' % ri(2, 21)
    return V('Mailchimp', 'API key', 'API 키', 'mailchimp',
             [('MAILCHIMP_API_KEY', hx(32) + '-' + dc, True)],
             None, [('python', 'client.set_config({"api_key": "@MAILCHIMP_API_KEY@", "server": "%s"})' % dc)])


@vendor
def v_postmark():
    return V('Postmark', 'server API token', '서버 토큰', 'postmark',
             [('POSTMARK_SERVER_TOKEN', uuid4(), True)],
             'curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "Content-Type: application/json" -H "X-Postmark-Server-Token: @POSTMARK_SERVER_TOKEN@" -d @email.json')


@vendor
def v_heroku():
    return V('Heroku', 'API key', 'API 키', 'heroku',
             [('HEROKU_API_KEY', uuid4(), True)],
             'curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer @HEROKU_API_KEY@"')


@vendor
def v_npm():
    return V('npm', 'automation token', '토큰', 'npm',
             [('NPM_TOKEN', crc_token('npm_'), True)],
             'npm config set //registry.npmjs.org/:_authToken=@NPM_TOKEN@')


@vendor
def v_pypi():
    mac = (b'\x02\x01\x08pypi.org\x02\x25\x00' + uuid4().encode() + b'\x00\x02' + bytes([ri(40, 80)]) +
           b'[1,{"version":1,"permissions":{"projects":["acme-sdk"]}}]' + b'\x00\x00\x06\x20' + rb(32))
    return V('PyPI', 'API token', 'API 토큰', 'pypi',
             [('TWINE_PASSWORD', 'pypi-AgEIcHlwaS5vcmc' + b64u(mac)[19:], True)],
             'twine upload -u __token__ -p @TWINE_PASSWORD@ dist/*')


@vendor
def v_dockerhub():
    return V('Docker Hub', 'personal access token', 'PAT', 'dockerhub',
             [('DOCKERHUB_USERNAME', user_name(), False), ('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(B64U, 27), True)],
             'echo @DOCKERHUB_TOKEN@ | docker login -u @DOCKERHUB_USERNAME@ --password-stdin')


@vendor
def v_vault():
    return V('HashiCorp Vault', 'service token', '토큰', 'vault',
             [('VAULT_ADDR', 'https://vault.%s:8200' % pick(DOMAINS), False), ('VAULT_TOKEN', 'hvs.CAESI' + rs(B64U, 86), True)],
             'curl -H "X-Vault-Token: @VAULT_TOKEN@" @VAULT_ADDR@/v1/secret/data/app/config')


@vendor
def v_tfc():
    return V('Terraform Cloud', 'user API token', 'API 토큰', 'tfc',
             [('TF_TOKEN_app_terraform_io', rs(AN, 14) + '.atlasv1.' + rs(AN, 67), True)],
             'curl -H "Authorization: Bearer @TF_TOKEN_app_terraform_io@" -H "Content-Type: application/vnd.api+json" https://app.terraform.io/api/v2/organizations/acme/workspaces')


@vendor
def v_digitalocean():
    return V('DigitalOcean', 'personal access token', 'API 토큰', 'digitalocean',
             [('DIGITALOCEAN_TOKEN', 'dop_v1_' + hx(64), True)],
             'curl -X GET -H "Content-Type: application/json" -H "Authorization: Bearer @DIGITALOCEAN_TOKEN@" "https://api.digitalocean.com/v2/droplets"')


@vendor
def v_shopify():
    shop = pick(['acme-store', 'hanbit-goods', 'northwind-shop'])
    return V('Shopify', 'Admin API access token', '액세스 토큰', 'shopify',
             [('SHOPIFY_ADMIN_TOKEN', 'shpat_' + hx(32), True)],
             'curl -X GET "https://%s.myshopify.com/admin/api/2024-07/products.json?limit=5" -H "X-Shopify-Access-Token: @SHOPIFY_ADMIN_TOKEN@"' % shop)


@vendor
def v_atlassian():
    return V('Atlassian', 'API token', 'API 토큰', 'jira',
             [('JIRA_EMAIL', email(), False), ('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HXU, 8), True)],
             'curl -u @JIRA_EMAIL@:@JIRA_API_TOKEN@ -H "Accept: application/json" "https://acme.atlassian.net/rest/api/3/search?jql=project=OPS"')


@vendor
def v_linear():
    return V('Linear', 'personal API key', 'API 키', 'linear',
             [('LINEAR_API_KEY', 'lin_api_' + rs(AN, 40), True)],
             'curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: @LINEAR_API_KEY@" --data \'{"query":"{ viewer { id name } }"}\'')


@vendor
def v_notion():
    return V('Notion', 'internal integration secret', '통합 시크릿', 'notion',
             [('NOTION_TOKEN', 'ntn_' + dg(11) + rs(AN, 35), True)],
             'curl https://api.notion.com/v1/databases/$DB_ID/query -H "Authorization: Bearer @NOTION_TOKEN@" -H "Notion-Version: 2022-06-28" -X POST',
             [('js', 'const notion = new Client({ auth: "@NOTION_TOKEN@" });')])


@vendor
def v_airtable():
    return V('Airtable', 'personal access token', 'PAT', 'airtable',
             [('AIRTABLE_TOKEN', 'pat' + rs(AN, 14) + '.' + hx(64), True)],
             'curl "https://api.airtable.com/v0/app%s/Tasks?maxRecords=3" -H "Authorization: Bearer @AIRTABLE_TOKEN@"' % rs(AN, 14))


@vendor
def v_figma():
    return V('Figma', 'personal access token', '토큰', 'figma',
             [('FIGMA_TOKEN', 'figd_' + rs(B64U, 40), True)],
             'curl -H "X-Figma-Token: @FIGMA_TOKEN@" "https://api.figma.com/v1/files/%s?depth=1"' % rs(AN, 22))


@vendor
def v_asana():
    return V('Asana', 'personal access token', 'PAT', 'asana',
             [('ASANA_PAT', '2/%s/%s:%s' % (dg(16), dg(16), hx(32)), True)],
             'curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer @ASANA_PAT@"')


@vendor
def v_discord_bot():
    snow = str(ri(10 ** 17, 13 * 10 ** 17))
    return V('Discord', 'bot token', '봇 토큰', 'discord',
             [('DISCORD_BOT_TOKEN', b64u(snow) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38), True)],
             'curl -H "Authorization: Bot @DISCORD_BOT_TOKEN@" https://discord.com/api/v10/users/@me',
             [('python', 'bot.run("@DISCORD_BOT_TOKEN@")'), ('js', "client.login('@DISCORD_BOT_TOKEN@');")])


@vendor
def v_discord_webhook():
    tok = rs(B64U, 68)
    v = V('Discord', 'webhook', '웹훅 URL', 'discord',
          [('DISCORD_WEBHOOK_URL', 'https://discord.com/api/webhooks/%s/%s' % (dg(19), tok), False)],
          'curl -H "Content-Type: application/json" -d \'{"content":"build failed on main"}\' @DISCORD_WEBHOOK_URL@')
    v['extra_secrets'] = [tok]
    return v


@vendor
def v_telegram():
    return V('Telegram', 'bot token', '봇 토큰', 'telegram',
             [('TELEGRAM_BOT_TOKEN', '%d:AA%s' % (ri(10 ** 9, 8 * 10 ** 9), rs(B64U, 33)), True)],
             'curl "https://api.telegram.org/bot@TELEGRAM_BOT_TOKEN@/sendMessage?chat_id=-100%s&text=backup%%20ok"' % dg(10))


@vendor
def v_datadog():
    return V('Datadog', 'API and application keys', 'API 키', 'datadog',
             [('DD_API_KEY', hx(32), True), ('DD_APP_KEY', hx(40), True), ('DD_SITE', pick(['datadoghq.com', 'datadoghq.eu', 'us5.datadoghq.com']), False)],
             'curl -X GET "https://api.@DD_SITE@/api/v1/monitor" -H "DD-API-KEY: @DD_API_KEY@" -H "DD-APPLICATION-KEY: @DD_APP_KEY@"')


@vendor
def v_newrelic():
    return V('New Relic', 'user API key', 'API 키', 'newrelic',
             [('NEW_RELIC_API_KEY', 'NRAK-' + rs(ANU, 27), True)],
             'curl https://api.newrelic.com/graphql -H "Content-Type: application/json" -H "API-Key: @NEW_RELIC_API_KEY@" -d \'{"query":"{ actor { user { name } } }"}\'')


@vendor
def v_newrelic_license():
    return V('New Relic', 'ingest license key', '라이선스 키', 'newrelic',
             [('NEW_RELIC_LICENSE_KEY', hx(36) + 'NRAL', True), ('NEW_RELIC_APP_NAME', pick(PROJECTS), False)])


@vendor
def v_sentry_auth():
    payload = cjson({'iat': ri(1700000000, 1750000000) + 0.5, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io',
                     'org': pick(['acme', 'hanbit', 'northwind'])})
    return V('Sentry', 'organization auth token', '인증 토큰', 'sentry',
             [('SENTRY_AUTH_TOKEN', 'sntrys_' + b64(payload).rstrip('=') + '_' + rs(AN, 43), True)],
             'sentry-cli --auth-token @SENTRY_AUTH_TOKEN@ releases new "$VERSION" --org acme --project web')


@vendor
def v_sentry_user():
    return V('Sentry', 'user auth token', '유저 토큰', 'sentry',
             [('SENTRY_AUTH_TOKEN', 'sntryu_' + hx(64), True)],
             'curl -H "Authorization: Bearer @SENTRY_AUTH_TOKEN@" https://sentry.io/api/0/projects/')


@vendor
def v_pagerduty():
    return V('PagerDuty', 'REST API key', 'API 키', 'pagerduty',
             [('PAGERDUTY_TOKEN', pick('uyw') + '+' + rs(AN + '_-', 18), True)],
             'curl -H "Authorization: Token token=@PAGERDUTY_TOKEN@" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/incidents?statuses[]=triggered')


@vendor
def v_cloudflare():
    return V('Cloudflare', 'API token', 'API 토큰', 'cloudflare',
             [('CLOUDFLARE_API_TOKEN', rs(B64U, 40), True)],
             'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer @CLOUDFLARE_API_TOKEN@"')


@vendor
def v_cloudflare_global():
    return V('Cloudflare', 'Global API Key', '글로벌 API 키', 'cloudflare',
             [('CF_API_EMAIL', email(), False), ('CF_API_KEY', hx(37), True)],
             'curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: @CF_API_EMAIL@" -H "X-Auth-Key: @CF_API_KEY@"')


@vendor
def v_fastly():
    return V('Fastly', 'API token', 'API 토큰', 'fastly',
             [('FASTLY_API_TOKEN', rs(B64U, 32), True)],
             'curl -X POST -H "Fastly-Key: @FASTLY_API_TOKEN@" https://api.fastly.com/service/%s/purge_all' % rs(AN, 22))


@vendor
def v_netlify():
    return V('Netlify', 'personal access token', 'PAT', 'netlify',
             [('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(AN, 36), True)],
             'netlify deploy --prod --dir=dist --auth @NETLIFY_AUTH_TOKEN@ --site %s' % uuid4())


@vendor
def v_vercel():
    return V('Vercel', 'access token', '토큰', 'vercel',
             [('VERCEL_TOKEN', rs(AN, 24), True)],
             'vercel deploy --prod --token=@VERCEL_TOKEN@ --scope acme')


@vendor
def v_supabase():
    ref = rs(LO, 20)
    t = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'service_role',
                                             'iat': 1700000000 + ri(0, 40000000), 'exp': 2000000000 + ri(0, 90000000)})
    return V('Supabase', 'service_role key', 'service_role 키', 'supabase',
             [('SUPABASE_URL', 'https://%s.supabase.co' % ref, False), ('SUPABASE_SERVICE_ROLE_KEY', t, True)],
             None, [('js', 'const supabase = createClient("@SUPABASE_URL@", "@SUPABASE_SERVICE_ROLE_KEY@");')])


@vendor
def v_supabase_new():
    return V('Supabase', 'secret API key', '시크릿 키', 'supabase',
             [('SUPABASE_SERVICE_KEY', 'sb_secret_' + rs(B64U, 31), True)])


@vendor
def v_fcm_legacy():
    return V('Firebase Cloud Messaging', 'legacy server key', '서버 키', 'fcm',
             [('FCM_SERVER_KEY', 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134), True)],
             'curl -X POST -H "Authorization: key=@FCM_SERVER_KEY@" -H "Content-Type: application/json" https://fcm.googleapis.com/fcm/send -d @push.json')


@vendor
def v_mapbox_secret():
    return V('Mapbox', 'secret access token', '시크릿 토큰', 'mapbox',
             [('MAPBOX_DOWNLOADS_TOKEN', 'sk.' + b64u(cjson({'u': user_name(), 'a': rs(ANL, 25)})) + '.' + rs(B64U, 22), True)])


@vendor
def v_algolia():
    return V('Algolia', 'Admin API key', 'Admin API 키', 'algolia',
             [('ALGOLIA_APP_ID', rs(ANU, 10), False), ('ALGOLIA_ADMIN_KEY', hx(32), True)],
             'curl -X POST -H "X-Algolia-API-Key: @ALGOLIA_ADMIN_KEY@" -H "X-Algolia-Application-Id: @ALGOLIA_APP_ID@" "https://@ALGOLIA_APP_ID@.algolia.net/1/indexes/products/clear"')


@vendor
def v_okta():
    return V('Okta', 'API token', 'API 토큰', 'okta',
             [('OKTA_API_TOKEN', '00' + rs(B64U, 40), True)],
             'curl -H "Authorization: SSWS @OKTA_API_TOKEN@" -H "Accept: application/json" "https://acme.okta.com/api/v1/users?limit=25"')


@vendor
def v_auth0():
    return V('Auth0', 'client secret', '클라이언트 시크릿', 'auth0',
             [('AUTH0_DOMAIN', pick(['acme.us.auth0.com', 'hanbit.jp.auth0.com']), False), ('AUTH0_CLIENT_ID', rs(AN, 32), False),
              ('AUTH0_CLIENT_SECRET', rs(B64U, 64), True)],
             'curl --request POST --url https://@AUTH0_DOMAIN@/oauth/token --header "content-type: application/json" --data \'{"client_id":"@AUTH0_CLIENT_ID@","client_secret":"@AUTH0_CLIENT_SECRET@","audience":"https://api.acme.io","grant_type":"client_credentials"}\'')


@vendor
def v_square():
    return V('Square', 'production access token', '액세스 토큰', 'square',
             [('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(B64U, 60), True)],
             'curl https://connect.squareup.com/v2/locations -H "Square-Version: 2024-06-04" -H "Authorization: Bearer @SQUARE_ACCESS_TOKEN@"')


@vendor
def v_braintree():
    return V('Braintree', 'PayPal access token', '액세스 토큰', 'braintree',
             [('BRAINTREE_PAYPAL_TOKEN', 'access_token$production$%s$%s' % (rs(ANL, 16), hx(32)), True)],
             None, [('ruby', 'gateway = Braintree::Gateway.new(\n  access_token: ENV.fetch("BRAINTREE_PAYPAL_TOKEN", "@BRAINTREE_PAYPAL_TOKEN@")\n)')])


@vendor
def v_plaid():
    return V('Plaid', 'production secret', '시크릿', 'plaid',
             [('PLAID_CLIENT_ID', hx(24), False), ('PLAID_SECRET', hx(30), True), ('PLAID_ENV', 'production', False)],
             'curl -X POST https://production.plaid.com/accounts/get -H "Content-Type: application/json" -d \'{"client_id":"@PLAID_CLIENT_ID@","secret":"@PLAID_SECRET@","access_token":"$ACCESS_TOKEN"}\'')


@vendor
def v_binance():
    return V('Binance', 'API secret', 'API 시크릿', 'binance',
             [('BINANCE_API_KEY', rs(AN, 64), True), ('BINANCE_API_SECRET', rs(AN, 64), True)],
             None, [('python', 'client = Client("@BINANCE_API_KEY@", "@BINANCE_API_SECRET@")')])


@vendor
def v_alchemy():
    return V('Alchemy', 'API key', 'API 키', 'alchemy',
             [('ALCHEMY_API_KEY', rs(B64U, 32), True)],
             'curl https://eth-mainnet.g.alchemy.com/v2/@ALCHEMY_API_KEY@ -X POST -H "Content-Type: application/json" -d \'{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}\'')


@vendor
def v_etherscan():
    return V('Etherscan', 'API key', 'API 키', 'etherscan',
             [('ETHERSCAN_API_KEY', rs(ANU, 34), True)],
             'curl "https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&address=%s&tag=latest&apikey=@ETHERSCAN_API_KEY@"' % eth_address())


@vendor
def v_replicate():
    return V('Replicate', 'API token', 'API 토큰', 'replicate',
             [('REPLICATE_API_TOKEN', 'r8_' + rs(AN, 37), True)],
             'curl -s -H "Authorization: Bearer @REPLICATE_API_TOKEN@" https://api.replicate.com/v1/account')


@vendor
def v_groq():
    return V('Groq', 'API key', 'API 키', 'groq',
             [('GROQ_API_KEY', 'gsk_' + rs(AN, 52), True)],
             'curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer @GROQ_API_KEY@"',
             [('python', 'client = Groq(api_key="@GROQ_API_KEY@")')])


@vendor
def v_cohere():
    return V('Cohere', 'production API key', 'API 키', 'cohere',
             [('CO_API_KEY', rs(AN, 40), True)],
             None, [('python', 'co = cohere.ClientV2("@CO_API_KEY@")')])


@vendor
def v_mistral():
    return V('Mistral AI', 'API key', 'API 키', 'mistral',
             [('MISTRAL_API_KEY', rs(AN, 32), True)],
             'curl https://api.mistral.ai/v1/models -H "Authorization: Bearer @MISTRAL_API_KEY@"')


@vendor
def v_perplexity():
    return V('Perplexity', 'API key', 'API 키', 'perplexity',
             [('PERPLEXITY_API_KEY', 'pplx-' + rs(AN, 48), True)],
             'curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer @PERPLEXITY_API_KEY@" -H "Content-Type: application/json" -d @q.json')


@vendor
def v_xai():
    return V('xAI', 'API key', 'API 키', 'xai',
             [('XAI_API_KEY', 'xai-' + rs(AN, 80), True)],
             'curl https://api.x.ai/v1/models -H "Authorization: Bearer @XAI_API_KEY@"')


@vendor
def v_deepseek():
    return V('DeepSeek', 'API key', 'API 키', 'deepseek',
             [('DEEPSEEK_API_KEY', 'sk-' + hx(32), True)],
             None, [('python', 'client = OpenAI(api_key="@DEEPSEEK_API_KEY@", base_url="https://api.deepseek.com")')])


@vendor
def v_together():
    return V('Together AI', 'API key', 'API 키', 'together',
             [('TOGETHER_API_KEY', hx(64), True)],
             'curl https://api.together.xyz/v1/models -H "Authorization: Bearer @TOGETHER_API_KEY@"')


@vendor
def v_fireworks():
    return V('Fireworks AI', 'API key', 'API 키', 'fireworks',
             [('FIREWORKS_API_KEY', 'fw_' + rs(AN, 24), True)],
             'curl https://api.fireworks.ai/inference/v1/models -H "Authorization: Bearer @FIREWORKS_API_KEY@"')


@vendor
def v_openrouter():
    return V('OpenRouter', 'API key', 'API 키', 'openrouter',
             [('OPENROUTER_API_KEY', 'sk-or-v1-' + hx(64), True)],
             None, [('python', 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="@OPENROUTER_API_KEY@")')])


@vendor
def v_pinecone():
    return V('Pinecone', 'API key', 'API 키', 'pinecone',
             [('PINECONE_API_KEY', 'pcsk_' + rs(AN, 5) + '_' + rs(AN, 63), True)],
             None, [('python', 'pc = Pinecone(api_key="@PINECONE_API_KEY@")\nindex = pc.Index("docs-embeddings")')])


@vendor
def v_langsmith():
    return V('LangSmith', 'personal API key', 'API 키', 'langsmith',
             [('LANGSMITH_TRACING', 'true', False), ('LANGSMITH_API_KEY', 'lsv2_pt_' + hx(32) + '_' + hx(10), True)])


@vendor
def v_wandb():
    return V('Weights & Biases', 'API key', 'API 키', 'wandb',
             [('WANDB_API_KEY', hx(40), True)],
             'wandb login --relogin @WANDB_API_KEY@')


@vendor
def v_elevenlabs():
    return V('ElevenLabs', 'API key', 'API 키', 'elevenlabs',
             [('ELEVENLABS_API_KEY', 'sk_' + hx(48), True)],
             'curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: @ELEVENLABS_API_KEY@"')


@vendor
def v_assemblyai():
    return V('AssemblyAI', 'API key', 'API 키', 'assemblyai',
             [('ASSEMBLYAI_API_KEY', hx(32), True)],
             'curl https://api.assemblyai.com/v2/transcript -H "authorization: @ASSEMBLYAI_API_KEY@" -H "content-type: application/json" -d \'{"audio_url":"https://example.com/a.mp3"}\'')


@vendor
def v_deepgram():
    return V('Deepgram', 'API key', 'API 키', 'deepgram',
             [('DEEPGRAM_API_KEY', hx(40), True)],
             'curl -X POST -H "Authorization: Token @DEEPGRAM_API_KEY@" -H "Content-Type: audio/wav" --data-binary @sample.wav "https://api.deepgram.com/v1/listen?model=nova-2&language=ko"')


@vendor
def v_stability():
    return V('Stability AI', 'API key', 'API 키', 'stability',
             [('STABILITY_API_KEY', 'sk-' + rs(AN, 48), True)],
             'curl -f -sS https://api.stability.ai/v1/user/balance -H "Authorization: Bearer @STABILITY_API_KEY@"')


@vendor
def v_cloudinary():
    sec = rs(B64U, 27)
    v = V('Cloudinary', 'API secret', 'API 시크릿', 'cloudinary',
          [('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (dg(15), sec, pick(['acme-media', 'dq3xkz9rt', 'hanbit'])), False)])
    v['extra_secrets'] = [sec]
    return v


@vendor
def v_twitch():
    return V('Twitch', 'client secret', '클라이언트 시크릿', 'twitch',
             [('TWITCH_CLIENT_ID', rs(ANL, 30), False), ('TWITCH_CLIENT_SECRET', rs(ANL, 30), True)],
             'curl -X POST "https://id.twitch.tv/oauth2/token" -d "client_id=@TWITCH_CLIENT_ID@&client_secret=@TWITCH_CLIENT_SECRET@&grant_type=client_credentials"')


@vendor
def v_x():
    t = 'AAAAAAAAAAAAAAAAAAAAA' + rs(AN, 7) + 'AAAAAA' + rs(AN, 12) + '%2B' + rs(AN, 14) + '%3D' + rs(AN, 50)
    return V('X (Twitter)', 'API bearer token', 'Bearer 토큰', 'x',
             [('X_BEARER_TOKEN', t, True)],
             'curl "https://api.x.com/2/tweets/search/recent?query=from:acme_status" -H "Authorization: Bearer @X_BEARER_TOKEN@"')


@vendor
def v_meta():
    return V('Meta Graph API', 'page access token', '액세스 토큰', 'facebook',
             [('FB_PAGE_ACCESS_TOKEN', 'EAA' + pick('BGIJ') + rs(AN, 180), True)],
             'curl -i -X GET "https://graph.facebook.com/v20.0/me/accounts?access_token=@FB_PAGE_ACCESS_TOKEN@"')


@vendor
def v_dropbox():
    return V('Dropbox', 'short-lived access token', '액세스 토큰', 'dropbox',
             [('DROPBOX_ACCESS_TOKEN', 'sl.B' + rs(B64U, 134), True)],
             'curl -X POST https://api.dropboxapi.com/2/files/list_folder --header "Authorization: Bearer @DROPBOX_ACCESS_TOKEN@" --header "Content-Type: application/json" --data \'{"path":""}\'')


@vendor
def v_zoom():
    return V('Zoom', 'Server-to-Server OAuth client secret', '클라이언트 시크릿', 'zoom',
             [('ZOOM_ACCOUNT_ID', rs(B64U, 22), False), ('ZOOM_CLIENT_ID', rs(AN, 22), False), ('ZOOM_CLIENT_SECRET', rs(AN, 32), True)])


@vendor
def v_intercom():
    return V('Intercom', 'access token', '액세스 토큰', 'intercom',
             [('INTERCOM_ACCESS_TOKEN', b64('tok:%s:1:0' % uuid4()), True)],
             'curl https://api.intercom.io/contacts -H "Authorization: Bearer @INTERCOM_ACCESS_TOKEN@" -H "Accept: application/json"')


@vendor
def v_zendesk():
    em = email()
    return V('Zendesk', 'API token', 'API 토큰', 'zendesk',
             [('ZENDESK_EMAIL', em, False), ('ZENDESK_API_TOKEN', rs(AN, 40), True)],
             'curl https://acme.zendesk.com/api/v2/tickets.json -u @ZENDESK_EMAIL@/token:@ZENDESK_API_TOKEN@')


@vendor
def v_hubspot():
    return V('HubSpot', 'private app access token', '액세스 토큰', 'hubspot',
             [('HUBSPOT_ACCESS_TOKEN', 'pat-%s-%s' % (pick(['na1', 'eu1', 'na2']), uuid4()), True)],
             'curl --request GET --url "https://api.hubapi.com/crm/v3/objects/contacts?limit=10" --header "authorization: Bearer @HUBSPOT_ACCESS_TOKEN@"')


@vendor
def v_mixpanel():
    return V('Mixpanel', 'service account secret', '시크릿', 'mixpanel',
             [('MIXPANEL_SA_USERNAME', 'etl-export.%s.mp-service-account' % rs(ANL, 6), False), ('MIXPANEL_SA_SECRET', rs(AN, 32), True)],
             'curl "https://data.mixpanel.com/api/2.0/export?from_date=2024-05-01&to_date=2024-05-02&project_id=%s" -u "@MIXPANEL_SA_USERNAME@:@MIXPANEL_SA_SECRET@"' % dg(7))


@vendor
def v_posthog_personal():
    return V('PostHog', 'personal API key', '개인 API 키', 'posthog',
             [('POSTHOG_PERSONAL_API_KEY', 'phx_' + rs(AN, 43), True)],
             'curl -H "Authorization: Bearer @POSTHOG_PERSONAL_API_KEY@" https://us.posthog.com/api/projects/%d/insights/' % ri(1000, 99999))


@vendor
def v_launchdarkly():
    return V('LaunchDarkly', 'server-side SDK key', 'SDK 키', 'launchdarkly',
             [('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4(), True)],
             None, [('go', 'client, _ := ld.MakeClient("@LAUNCHDARKLY_SDK_KEY@", 5*time.Second)'),
                    ('java', 'LDClient client = new LDClient("@LAUNCHDARKLY_SDK_KEY@");')])


@vendor
def v_grafana():
    return V('Grafana', 'service account token', '서비스 계정 토큰', 'grafana',
             [('GRAFANA_TOKEN', 'glsa_' + rs(AN, 32) + '_' + hx(8), True)],
             'curl -H "Authorization: Bearer @GRAFANA_TOKEN@" https://grafana.%s/api/dashboards/uid/%s' % (pick(DOMAINS), rs(AN, 9)))


@vendor
def v_grafana_cloud():
    payload = cjson({'o': str(ri(100000, 999999)), 'n': 'stack-%d-alloy-%s' % (ri(100000, 999999), pick(['write', 'metrics'])),
                     'k': rs(AN, 24), 'm': {'r': pick(['prod-ap-northeast-0', 'prod-us-east-0'])}})
    return V('Grafana Cloud', 'access policy token', '액세스 토큰', 'grafana_cloud',
             [('GRAFANA_CLOUD_TOKEN', 'glc_' + b64(payload), True)])


@vendor
def v_snyk():
    return V('Snyk', 'API token', 'API 토큰', 'snyk',
             [('SNYK_TOKEN', uuid4(), True)],
             'snyk auth @SNYK_TOKEN@ && snyk test --all-projects')


@vendor
def v_sonar():
    return V('SonarQube Cloud', 'user token', '토큰', 'sonar',
             [('SONAR_TOKEN', 'squ_' + hx(40), True)],
             'mvn verify sonar:sonar -Dsonar.host.url=https://sonarcloud.io -Dsonar.organization=acme -Dsonar.token=@SONAR_TOKEN@')


@vendor
def v_circleci():
    return V('CircleCI', 'personal API token', 'API 토큰', 'circleci',
             [('CIRCLECI_TOKEN', 'CCIPAT_' + rs(AN, 22) + '_' + hx(40), True)],
             'curl -H "Circle-Token: @CIRCLECI_TOKEN@" https://circleci.com/api/v2/me')


@vendor
def v_buildkite():
    return V('Buildkite', 'API access token', 'API 토큰', 'buildkite',
             [('BUILDKITE_API_TOKEN', 'bkua_' + hx(40), True)],
             'curl -H "Authorization: Bearer @BUILDKITE_API_TOKEN@" "https://api.buildkite.com/v2/organizations/acme/pipelines"')


@vendor
def v_jfrog():
    return V('JFrog Artifactory', 'reference token', '레퍼런스 토큰', 'artifactory',
             [('ARTIFACTORY_TOKEN', b64('reftkn:01:%d:%s' % (ri(1750000000, 1900000000), rs(AN, 27))), True)],
             'curl -H "Authorization: Bearer @ARTIFACTORY_TOKEN@" -T build/app.jar "https://acme.jfrog.io/artifactory/libs-release-local/com/acme/app/1.4.2/app-1.4.2.jar"')


@vendor
def v_confluent():
    return V('Confluent Cloud', 'API secret', 'API 시크릿', 'confluent',
             [('CONFLUENT_API_KEY', rs(ANU, 16), True), ('CONFLUENT_API_SECRET', rs(B64A, 64), True),
              ('BOOTSTRAP_SERVERS', 'pkc-%s.%s.aws.confluent.cloud:9092' % (rs(ANL, 5), pick(['ap-northeast-2', 'us-east-1'])), False)])


@vendor
def v_upstash():
    return V('Upstash', 'Redis REST token', 'REST 토큰', 'upstash',
             [('UPSTASH_REDIS_REST_URL', 'https://%s-%s-%d.upstash.io' % (pick(['wise', 'brave', 'calm', 'fond']), pick(['gull', 'lynx', 'koala']), ri(10000, 99999)), False),
              ('UPSTASH_REDIS_REST_TOKEN', 'A' + rs(AN, 3) + 'AAIjcDE' + rs(AN, 52), True)],
             'curl @UPSTASH_REDIS_REST_URL@/get/session-count -H "Authorization: Bearer @UPSTASH_REDIS_REST_TOKEN@"')


@vendor
def v_planetscale():
    return V('PlanetScale', 'database password', '비밀번호', 'planetscale',
             [('DATABASE_USERNAME', rs(ANL, 20), False), ('DATABASE_PASSWORD', 'pscale_pw_' + rs(B64U, 43), True),
              ('DATABASE_HOST', 'aws.connect.psdb.cloud', False)])


@vendor
def v_neon():
    pw = 'npg_' + rs(AN, 12)
    ep = 'ep-%s-%s-%s' % (pick(['cool', 'wild', 'quiet', 'late']), pick(['darkness', 'river', 'paper', 'field']), rs(ANL, 8))
    v = V('Neon', 'Postgres connection string', '연결 문자열', 'neon',
          [('DATABASE_URL', 'postgresql://neondb_owner:%s@%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require' % (pw, ep), False)])
    v['extra_secrets'] = [pw]
    return v


@vendor
def v_turso():
    t = jwt({'alg': 'EdDSA', 'typ': 'JWT'}, {'a': 'rw', 'iat': 1700000000 + ri(0, 40000000), 'id': uuid4()}, 64)
    return V('Turso', 'database auth token', '인증 토큰', 'turso',
             [('TURSO_DATABASE_URL', 'libsql://%s-%s.turso.io' % (pick(PROJECTS), user_name().replace('.', '-').replace('_', '-')), False),
              ('TURSO_AUTH_TOKEN', t, True)])


@vendor
def v_fly():
    return V('Fly.io', 'deploy token', '배포 토큰', 'fly',
             [('FLY_API_TOKEN', 'fm2_lJPE' + b64(rb(150)).rstrip('='), True)],
             'flyctl deploy --remote-only -a %s --access-token "@FLY_API_TOKEN@"' % pick(PROJECTS))


@vendor
def v_railway():
    return V('Railway', 'project token', '프로젝트 토큰', 'railway',
             [('RAILWAY_TOKEN', uuid4(), True)],
             'RAILWAY_TOKEN=@RAILWAY_TOKEN@ railway up --service api --detach')


@vendor
def v_render():
    return V('Render', 'API key', 'API 키', 'render',
             [('RENDER_API_KEY', 'rnd_' + rs(AN, 32), True)],
             'curl --request GET --url "https://api.render.com/v1/services?limit=20" --header "Authorization: Bearer @RENDER_API_KEY@"')


@vendor
def v_doppler():
    env = pick(['prd', 'stg', 'dev'])
    return V('Doppler', 'service token', '서비스 토큰', 'doppler',
             [('DOPPLER_TOKEN', 'dp.st.%s.%s' % (env, rs(AN, 40)), True)],
             'DOPPLER_TOKEN=@DOPPLER_TOKEN@ doppler run -- npm start')


@vendor
def v_1password():
    return V('1Password', 'service account token', '서비스 계정 토큰', 'onepassword',
             [('OP_SERVICE_ACCOUNT_TOKEN', 'ops_eyJ' + rs(B64U, 250), True)],
             'export OP_SERVICE_ACCOUNT_TOKEN=@OP_SERVICE_ACCOUNT_TOKEN@ && op read "op://CI/npm/token"')


@vendor
def v_pulumi():
    return V('Pulumi', 'access token', '액세스 토큰', 'pulumi',
             [('PULUMI_ACCESS_TOKEN', 'pul-' + hx(40), True)],
             'pulumi login && PULUMI_ACCESS_TOKEN=@PULUMI_ACCESS_TOKEN@ pulumi up --stack acme/prod --yes')


@vendor
def v_databricks():
    return V('Databricks', 'personal access token', 'PAT', 'databricks',
             [('DATABRICKS_HOST', 'https://adb-%s.%d.azuredatabricks.net' % (dg(16), ri(1, 19)), False), ('DATABRICKS_TOKEN', 'dapi' + hx(32) + pick(['', '-2', '-3']), True)],
             'curl -H "Authorization: Bearer @DATABRICKS_TOKEN@" @DATABRICKS_HOST@/api/2.1/jobs/list')


@vendor
def v_tailscale():
    return V('Tailscale', 'auth key', '인증 키', 'tailscale',
             [('TS_AUTHKEY', 'tskey-auth-k' + rs(AN, 10) + 'CNTRL-' + rs(AN, 33), True)],
             'sudo tailscale up --authkey=@TS_AUTHKEY@ --advertise-tags=tag:ci --hostname=ci-runner-%d' % ri(1, 9))


@vendor
def v_ngrok():
    return V('ngrok', 'authtoken', '인증 토큰', 'ngrok',
             [('NGROK_AUTHTOKEN', '2' + rs(AN, 26) + '_' + rs(AN, 21), True)],
             'ngrok config add-authtoken @NGROK_AUTHTOKEN@')


@vendor
def v_expo():
    return V('Expo', 'robot access token', '액세스 토큰', 'expo',
             [('EXPO_TOKEN', rs(B64U, 40), True)],
             'EXPO_TOKEN=@EXPO_TOKEN@ eas build --platform ios --non-interactive --profile production')


@vendor
def v_clerk():
    return V('Clerk', 'secret key', '시크릿 키', 'clerk',
             [('CLERK_SECRET_KEY', 'sk_live_' + rs(AN, 42), True)],
             'curl -H "Authorization: Bearer @CLERK_SECRET_KEY@" https://api.clerk.com/v1/users?limit=10')


@vendor
def v_resend():
    return V('Resend', 'API key', 'API 키', 'resend',
             [('RESEND_API_KEY', 're_' + rs(AN, 8) + '_' + rs(AN, 24), True)],
             'curl -X POST https://api.resend.com/emails -H "Authorization: Bearer @RESEND_API_KEY@" -H "Content-Type: application/json" -d @mail.json',
             [('ts', 'const resend = new Resend("@RESEND_API_KEY@");')])


@vendor
def v_brevo():
    return V('Brevo', 'API key', 'API 키', 'brevo',
             [('BREVO_API_KEY', 'xkeysib-' + hx(64) + '-' + rs(AN, 16), True)],
             'curl --request GET --url https://api.brevo.com/v3/account --header "accept: application/json" --header "api-key: @BREVO_API_KEY@"')


@vendor
def v_mailjet():
    return V('Mailjet', 'API secret key', '시크릿 키', 'mailjet',
             [('MJ_APIKEY_PUBLIC', hx(32), True), ('MJ_APIKEY_PRIVATE', hx(32), True)],
             'curl -s -X POST --user "@MJ_APIKEY_PUBLIC@:@MJ_APIKEY_PRIVATE@" https://api.mailjet.com/v3.1/send -H "Content-Type: application/json" -d @send.json')


@vendor
def v_vonage():
    return V('Vonage', 'API secret', 'API 시크릿', 'vonage',
             [('VONAGE_API_KEY', hx(8), True), ('VONAGE_API_SECRET', rs(AN, 16), True)],
             'curl -X POST https://rest.nexmo.com/sms/json -d api_key=@VONAGE_API_KEY@ -d api_secret=@VONAGE_API_SECRET@ -d to=821012345678 -d from=ACME -d text=test')


@vendor
def v_razorpay():
    return V('Razorpay', 'key secret', '키 시크릿', 'razorpay',
             [('RAZORPAY_KEY_ID', 'rzp_live_' + rs(AN, 14), False), ('RAZORPAY_KEY_SECRET', rs(AN, 24), True)],
             'curl -u @RAZORPAY_KEY_ID@:@RAZORPAY_KEY_SECRET@ https://api.razorpay.com/v1/payments?count=5')


@vendor
def v_toss():
    pfx = pick(['live_sk_', 'live_gsk_', 'test_sk_'])
    return V('Toss Payments', 'secret key', '시크릿 키', 'toss',
             [('TOSS_SECRET_KEY', pfx + rs(AN, 24), True)],
             None, [('js', "const encoded = Buffer.from('@TOSS_SECRET_KEY@' + ':').toString('base64');")])


@vendor
def v_kakao_admin():
    return V('Kakao', 'Admin key', '어드민 키', 'kakao',
             [('KAKAO_ADMIN_KEY', hx(32), True)],
             'curl -v -X POST "https://kapi.kakao.com/v1/payment/ready" -H "Authorization: KakaoAK @KAKAO_ADMIN_KEY@" --data-urlencode "cid=TC0ONETIME" -d partner_order_id=1001')


@vendor
def v_kakao_rest():
    return V('Kakao', 'REST API key', 'REST API 키', 'kakao',
             [('KAKAO_REST_API_KEY', hx(32), True)],
             'curl -v -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK @KAKAO_REST_API_KEY@" --data-urlencode "query=판교역로 166"')


@vendor
def v_naver():
    return V('Naver Developers', 'client secret', 'Client Secret', 'naver',
             [('NAVER_CLIENT_ID', rs(AN, 20), False), ('NAVER_CLIENT_SECRET', rs(AN, 10), True)],
             'curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A6%AC%EC%95%A1%ED%8A%B8&display=10" -H "X-Naver-Client-Id: @NAVER_CLIENT_ID@" -H "X-Naver-Client-Secret: @NAVER_CLIENT_SECRET@"')


@vendor
def v_ncp():
    return V('Naver Cloud Platform', 'secret key', 'Secret Key', 'ncp',
             [('NCP_ACCESS_KEY', 'ncp_iam_' + rs(ANU, 20), True), ('NCP_SECRET_KEY', 'ncp_iam_' + rs(AN, 40), True)])


@vendor
def v_portone():
    return V('PortOne', 'V2 API secret', 'API 시크릿', 'portone',
             [('PORTONE_API_SECRET', rs(AN, 80), True)],
             'curl -X POST https://api.portone.io/login/api-secret -H "Content-Type: application/json" -d \'{"apiSecret":"@PORTONE_API_SECRET@"}\'')


@vendor
def v_line():
    return V('LINE Messaging API', 'channel access token', '채널 액세스 토큰', 'line',
             [('LINE_CHANNEL_ACCESS_TOKEN', rs(B64A, 171) + '=', True), ('LINE_CHANNEL_SECRET', hx(32), True)],
             'curl -v -X POST https://api.line.me/v2/bot/message/push -H "Content-Type: application/json" -H "Authorization: Bearer @LINE_CHANNEL_ACCESS_TOKEN@" -d @push.json')


@vendor
def v_rollbar():
    return V('Rollbar', 'post_server_item access token', '액세스 토큰', 'rollbar',
             [('ROLLBAR_ACCESS_TOKEN', hx(32), True)],
             None, [('python', "rollbar.init('@ROLLBAR_ACCESS_TOKEN@', environment='production')")])


@vendor
def v_honeycomb():
    key = 'hcaik_01' + rs(ANL, 50)
    v = V('Honeycomb', 'ingest API key', 'API 키', 'honeycomb',
          [('OTEL_EXPORTER_OTLP_ENDPOINT', 'https://api.honeycomb.io', False),
           ('OTEL_EXPORTER_OTLP_HEADERS', 'x-honeycomb-team=' + key, False)])
    v['extra_secrets'] = [key]
    return v


@vendor
def v_elastic():
    return V('Elastic Cloud', 'API key', 'API 키', 'elastic',
             [('ELASTIC_API_KEY', b64('%s:%s' % (rs(B64U, 20), rs(B64U, 22))), True)],
             'curl -H "Authorization: ApiKey @ELASTIC_API_KEY@" "https://acme-logs.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices?v"')


@vendor
def v_splunk():
    return V('Splunk', 'HEC token', 'HEC 토큰', 'splunk',
             [('SPLUNK_HEC_TOKEN', uuid4(upper=chance(0.5)), True)],
             'curl -k https://splunk.%s:8088/services/collector/event -H "Authorization: Splunk @SPLUNK_HEC_TOKEN@" -d \'{"event":"hello","sourcetype":"manual"}\'' % pick(DOMAINS))


@vendor
def v_contentful():
    return V('Contentful', 'content management token', 'CMA 토큰', 'contentful',
             [('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(B64U, 43), True)],
             'contentful space export --space-id %s --management-token @CONTENTFUL_MANAGEMENT_TOKEN@' % rs(ANL, 12))


@vendor
def v_sanity():
    return V('Sanity', 'API token', 'API 토큰', 'sanity',
             [('SANITY_API_TOKEN', 'sk' + rs(AN, 180), True)])


@vendor
def v_woocommerce():
    return V('WooCommerce', 'REST API consumer key and secret', 'API 키', 'woocommerce',
             [('WC_CONSUMER_KEY', 'ck_' + hx(40), True), ('WC_CONSUMER_SECRET', 'cs_' + hx(40), True)],
             'curl https://shop.acme.io/wp-json/wc/v3/orders?per_page=5 -u @WC_CONSUMER_KEY@:@WC_CONSUMER_SECRET@')


@vendor
def v_postman():
    return V('Postman', 'API key', 'API 키', 'postman',
             [('POSTMAN_API_KEY', 'PMAK-' + hx(24) + '-' + hx(34), True)],
             'curl --location "https://api.getpostman.com/collections" --header "X-Api-Key: @POSTMAN_API_KEY@"')


@vendor
def v_rapidapi():
    return V('RapidAPI', 'application key', '앱 키', 'rapidapi',
             [('RAPIDAPI_KEY', hx(10) + 'msh' + hx(15) + 'p1' + hx(6) + 'jsn' + hx(12), True)],
             'curl --request GET --url "https://weatherapi-com.p.rapidapi.com/current.json?q=Seoul" --header "x-rapidapi-host: weatherapi-com.p.rapidapi.com" --header "x-rapidapi-key: @RAPIDAPI_KEY@"')


@vendor
def v_matrix():
    u = user_name().replace('.', '').replace('-', '').replace('_', '')
    return V('Matrix (Synapse)', 'access token', '액세스 토큰', 'matrix',
             [('MATRIX_ACCESS_TOKEN', 'syt_' + b64u(u) + '_' + rs(AN, 20) + '_' + rs(AN, 6), True)],
             'curl -H "Authorization: Bearer @MATRIX_ACCESS_TOKEN@" "https://matrix.acme.io/_matrix/client/v3/joined_rooms"')


@vendor
def v_gitea():
    return V('Gitea', 'access token', '액세스 토큰', 'gitea',
             [('GITEA_TOKEN', hx(40), True)],
             'curl -H "Authorization: token @GITEA_TOKEN@" https://git.%s/api/v1/user/repos' % pick(DOMAINS))


@vendor
def v_alibaba():
    return V('Alibaba Cloud', 'AccessKey pair', 'AccessKey', 'aliyun',
             [('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(AN, 18), True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(AN, 30), True)],
             'aliyun configure set --profile prod --mode AK --region cn-hangzhou --access-key-id @ALIBABA_CLOUD_ACCESS_KEY_ID@ --access-key-secret @ALIBABA_CLOUD_ACCESS_KEY_SECRET@')


@vendor
def v_tencent():
    return V('Tencent Cloud', 'SecretId / SecretKey', 'SecretKey', 'tencent',
             [('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(AN, 32), True), ('TENCENTCLOUD_SECRET_KEY', rs(AN, 32), True)])


@vendor
def v_ibm():
    return V('IBM Cloud', 'API key', 'API 키', 'ibmcloud',
             [('IBMCLOUD_API_KEY', rs(B64U, 44), True)],
             'ibmcloud login --apikey @IBMCLOUD_API_KEY@ -r us-south -g default')


@vendor
def v_linode():
    return V('Akamai Linode', 'personal access token', 'PAT', 'linode',
             [('LINODE_TOKEN', hx(64), True)],
             'curl -H "Authorization: Bearer @LINODE_TOKEN@" https://api.linode.com/v4/linode/instances')


@vendor
def v_vultr():
    return V('Vultr', 'API key', 'API 키', 'vultr',
             [('VULTR_API_KEY', rs(ANU, 36), True)],
             'curl "https://api.vultr.com/v2/instances" -X GET -H "Authorization: Bearer @VULTR_API_KEY@"')


@vendor
def v_hetzner():
    return V('Hetzner Cloud', 'API token', 'API 토큰', 'hcloud',
             [('HCLOUD_TOKEN', rs(AN, 64), True)],
             'curl -H "Authorization: Bearer @HCLOUD_TOKEN@" https://api.hetzner.cloud/v1/servers')


@vendor
def v_scaleway():
    return V('Scaleway', 'API key', 'API 키', 'scaleway',
             [('SCW_ACCESS_KEY', 'SCW' + rs(ANU, 17), True), ('SCW_SECRET_KEY', uuid4(), True), ('SCW_DEFAULT_PROJECT_ID', uuid4(), False)])


@vendor
def v_b2():
    return V('Backblaze B2', 'application key', '애플리케이션 키', 'b2',
             [('B2_APPLICATION_KEY_ID', '005' + hx(22), True), ('B2_APPLICATION_KEY', 'K005' + rs(B64A, 27), True)],
             'b2 account authorize @B2_APPLICATION_KEY_ID@ @B2_APPLICATION_KEY@')


@vendor
def v_r2():
    return V('Cloudflare R2', 'S3 API secret access key', 'Secret Access Key', 'r2',
             [('R2_ACCESS_KEY_ID', hx(32), True), ('R2_SECRET_ACCESS_KEY', hx(64), True),
              ('R2_ENDPOINT', 'https://%s.r2.cloudflarestorage.com' % hx(32), False)])


@vendor
def v_gcs_hmac():
    return V('Google Cloud Storage', 'HMAC key', 'HMAC 키', 'gcs',
             [('GCS_HMAC_ACCESS_ID', 'GOOG1E' + rs(ANU, 55), True), ('GCS_HMAC_SECRET', rs(B64A, 40), True)])


@vendor
def v_trello():
    return V('Trello', 'API token', 'API 토큰', 'trello',
             [('TRELLO_API_KEY', hx(32), False), ('TRELLO_TOKEN', 'ATTA' + hx(64) + rs(HXU, 8), True)],
             'curl "https://api.trello.com/1/members/me/boards?key=@TRELLO_API_KEY@&token=@TRELLO_TOKEN@"')


@vendor
def v_dynatrace():
    return V('Dynatrace', 'API token', 'API 토큰', 'dynatrace',
             [('DT_API_TOKEN', 'dt0c01.' + rs(ANU, 24) + '.' + rs(ANU, 64), True)],
             'curl -H "Authorization: Api-Token @DT_API_TOKEN@" "https://%s.live.dynatrace.com/api/v2/problems"' % rs(ANL, 8))


@vendor
def v_nuget():
    return V('NuGet', 'API key', 'API 키', 'nuget',
             [('NUGET_API_KEY', 'oy2' + rs(ANL, 43), True)],
             'dotnet nuget push bin/Release/Acme.Core.2.3.1.nupkg --api-key @NUGET_API_KEY@ --source https://api.nuget.org/v3/index.json')


@vendor
def v_rubygems():
    return V('RubyGems', 'API key', 'API 키', 'gem',
             [('GEM_HOST_API_KEY', 'rubygems_' + hx(48), True)],
             'GEM_HOST_API_KEY=@GEM_HOST_API_KEY@ gem push acme-client-0.9.2.gem')


@vendor
def v_crates():
    return V('crates.io', 'API token', 'API 토큰', 'cargo',
             [('CARGO_REGISTRY_TOKEN', 'cio' + rs(AN, 32), True)],
             'cargo publish --token @CARGO_REGISTRY_TOKEN@')


@vendor
def v_typeform():
    return V('Typeform', 'personal access token', 'PAT', 'typeform',
             [('TYPEFORM_TOKEN', 'tfp_' + rs(AN, 44) + '_' + rs(AN, 14), True)],
             'curl "https://api.typeform.com/forms/%s/responses?page_size=25" -H "Authorization: Bearer @TYPEFORM_TOKEN@"' % rs(AN, 8))


@vendor
def v_easypost():
    return V('EasyPost', 'production API key', 'API 키', 'easypost',
             [('EASYPOST_API_KEY', 'EZAK' + hx(54), True)],
             'curl -X GET https://api.easypost.com/v2/shipments -u "@EASYPOST_API_KEY@":')


@vendor
def v_shippo():
    return V('Shippo', 'live API token', 'API 토큰', 'shippo',
             [('SHIPPO_API_TOKEN', 'shippo_live_' + hx(40), True)],
             'curl https://api.goshippo.com/addresses/ -H "Authorization: ShippoToken @SHIPPO_API_TOKEN@"')


@vendor
def v_flutterwave():
    return V('Flutterwave', 'secret key', '시크릿 키', 'flutterwave',
             [('FLW_SECRET_KEY', 'FLWSECK-' + hx(32) + '-X', True)],
             'curl --request GET --url https://api.flutterwave.com/v3/transactions --header "Authorization: Bearer @FLW_SECRET_KEY@"')


@vendor
def v_paystack():
    return V('Paystack', 'live secret key', '시크릿 키', 'paystack',
             [('PAYSTACK_SECRET_KEY', 'sk_live_' + hx(40), True)],
             'curl https://api.paystack.co/transaction/verify/ref_%s -H "Authorization: Bearer @PAYSTACK_SECRET_KEY@"' % rs(ANL, 10))


@vendor
def v_mollie():
    return V('Mollie', 'live API key', 'API 키', 'mollie',
             [('MOLLIE_API_KEY', 'live_' + rs(AN, 30), True)],
             'curl -X GET https://api.mollie.com/v2/payments -H "Authorization: Bearer @MOLLIE_API_KEY@"')


@vendor
def v_prefect():
    return V('Prefect Cloud', 'API key', 'API 키', 'prefect',
             [('PREFECT_API_KEY', 'pnu_' + rs(AN, 36), True), ('PREFECT_API_URL', 'https://api.prefect.cloud/api/accounts/%s/workspaces/%s' % (uuid4(), uuid4()), False)])


@vendor
def v_modal():
    return V('Modal', 'token secret', '토큰 시크릿', 'modal',
             [('MODAL_TOKEN_ID', 'ak-' + rs(AN, 22), True), ('MODAL_TOKEN_SECRET', 'as-' + rs(AN, 22), True)],
             'modal token set --token-id @MODAL_TOKEN_ID@ --token-secret @MODAL_TOKEN_SECRET@')


@vendor
def v_codecov():
    return V('Codecov', 'upload token', '업로드 토큰', 'codecov',
             [('CODECOV_TOKEN', uuid4(), True)],
             './codecov upload-process -t @CODECOV_TOKEN@ -f coverage.xml')


@vendor
def v_bitly():
    return V('Bitly', 'access token', '액세스 토큰', 'bitly',
             [('BITLY_TOKEN', hx(40), True)],
             'curl -H "Authorization: Bearer @BITLY_TOKEN@" -H "Content-Type: application/json" -X POST -d \'{"long_url":"https://acme.io/spring-sale"}\' https://api-ssl.bitly.com/v4/shorten')


@vendor
def v_frameio():
    return V('Frame.io', 'developer token', '개발자 토큰', 'frameio',
             [('FRAMEIO_TOKEN', 'fio-u-' + rs(B64U, 64), True)],
             'curl -H "Authorization: Bearer @FRAMEIO_TOKEN@" https://api.frame.io/v2/me')


@vendor
def v_gocardless():
    return V('GoCardless', 'live access token', '액세스 토큰', 'gocardless',
             [('GOCARDLESS_ACCESS_TOKEN', 'live_' + rs(B64U, 40), True)],
             'curl https://api.gocardless.com/customers -H "Authorization: Bearer @GOCARDLESS_ACCESS_TOKEN@" -H "GoCardless-Version: 2015-07-06"')


@vendor
def v_recaptcha_secret():
    return V('Google reCAPTCHA', 'secret key', '시크릿 키', 'recaptcha',
             [('RECAPTCHA_SECRET_KEY', '6L' + rs(B64U, 8) + 'AAAAA' + rs(B64U, 25), True)],
             'curl -X POST https://www.google.com/recaptcha/api/siteverify -d "secret=@RECAPTCHA_SECRET_KEY@&response=$TOKEN"')


@vendor
def v_hcaptcha_secret():
    return V('hCaptcha', 'secret key', '시크릿 키', 'hcaptcha',
             [('HCAPTCHA_SECRET', '0x' + hx(40), True)],
             'curl https://api.hcaptcha.com/siteverify -X POST -d "response=$CLIENT_RESPONSE&secret=@HCAPTCHA_SECRET@"')


@vendor
def v_turnstile_secret():
    return V('Cloudflare Turnstile', 'secret key', '시크릿 키', 'turnstile',
             [('TURNSTILE_SECRET_KEY', '0x4AAAAAAA' + rs(B64U, 25), True)],
             'curl -X POST https://challenges.cloudflare.com/turnstile/v0/siteverify -d "secret=@TURNSTILE_SECRET_KEY@" -d "response=$TOKEN"')


@vendor
def v_jenkins():
    u = user_name()
    return V('Jenkins', 'API token', 'API 토큰', 'jenkins',
             [('JENKINS_USER', u, False), ('JENKINS_API_TOKEN', '11' + hx(32), True)],
             'curl -X POST -u @JENKINS_USER@:@JENKINS_API_TOKEN@ "https://jenkins.%s/job/%s/buildWithParameters?BRANCH=main"' % (pick(DOMAINS), pick(PROJECTS)))


@vendor
def v_openweather():
    return V('OpenWeather', 'API key', 'API 키', 'openweather',
             [('OPENWEATHER_API_KEY', hx(32), True)],
             'curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid=@OPENWEATHER_API_KEY@"')


@vendor
def v_spotify():
    return V('Spotify', 'client secret', '클라이언트 시크릿', 'spotify',
             [('SPOTIFY_CLIENT_ID', hx(32), False), ('SPOTIFY_CLIENT_SECRET', hx(32), True)],
             'curl -X POST "https://accounts.spotify.com/api/token" -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials&client_id=@SPOTIFY_CLIENT_ID@&client_secret=@SPOTIFY_CLIENT_SECRET@"')


@vendor
def v_riot():
    return V('Riot Games', 'development API key', 'API 키', 'riot',
             [('RIOT_API_KEY', 'RGAPI-' + uuid4(), True)],
             'curl "https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/$PUUID" -H "X-Riot-Token: @RIOT_API_KEY@"')


@vendor
def v_steam():
    return V('Steam', 'Web API key', 'Web API 키', 'steam',
             [('STEAM_API_KEY', rs(HXU, 32), True)],
             'curl "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=@STEAM_API_KEY@&steamids=7656119%s"' % dg(10))


@vendor
def v_tmdb():
    return V('TMDB', 'API read access token', '액세스 토큰', 'tmdb',
             [('TMDB_READ_TOKEN', jwt({'alg': 'HS256'}, {'aud': hx(32), 'nbf': 1700000000.123 + ri(0, 9999999), 'sub': hx(24),
                                                         'scopes': ['api_read'], 'version': 1}), True)],
             'curl --request GET --url "https://api.themoviedb.org/3/movie/popular?language=ko-KR" --header "Authorization: Bearer @TMDB_READ_TOKEN@"')


@vendor
def v_deepl():
    return V('DeepL', 'authentication key', '인증 키', 'deepl',
             [('DEEPL_AUTH_KEY', uuid4() + ':fx', True)],
             'curl -X POST https://api-free.deepl.com/v2/translate -H "Authorization: DeepL-Auth-Key @DEEPL_AUTH_KEY@" -d "text=안녕하세요" -d "target_lang=EN"')


@vendor
def v_unsplash():
    return V('Unsplash', 'secret key', '시크릿 키', 'unsplash',
             [('UNSPLASH_ACCESS_KEY', rs(B64U, 43), False), ('UNSPLASH_SECRET_KEY', rs(B64U, 43), True)])


@vendor
def v_firebase_rtdb():
    return V('Firebase Realtime Database', 'legacy database secret', '데이터베이스 시크릿', 'firebase',
             [('FIREBASE_DB_SECRET', rs(AN, 40), True)],
             'curl "https://%s-default-rtdb.asia-southeast1.firebasedatabase.app/users.json?auth=@FIREBASE_DB_SECRET@&shallow=true"' % pick(['acme-app', 'hanbit-chat', 'nw-mobile']))


@vendor
def v_docker_swarm():
    return V('Docker Swarm', 'worker join token', '조인 토큰', 'swarm',
             [('SWARM_JOIN_TOKEN', 'SWMTKN-1-' + rs(ANL, 50) + '-' + rs(ANL, 25), True)],
             'docker swarm join --token @SWARM_JOIN_TOKEN@ 10.0.%d.%d:2377' % (ri(0, 9), ri(2, 250)))


@vendor
def v_kubeadm():
    return V('Kubernetes (kubeadm)', 'bootstrap token', '부트스트랩 토큰', 'kubeadm',
             [('KUBEADM_TOKEN', rs(ANL, 6) + '.' + rs(ANL, 16), True)],
             'kubeadm join 10.0.%d.10:6443 --token @KUBEADM_TOKEN@ --discovery-token-ca-cert-hash sha256:%s' % (ri(0, 9), hx(64)))


@vendor
def v_gh_runner():
    return V('GitHub Actions', 'runner registration token', '러너 등록 토큰', 'gh_runner',
             [('RUNNER_TOKEN', 'A' + rs(ANU, 28), True)],
             './config.sh --url https://github.com/acme/%s --token @RUNNER_TOKEN@ --labels self-hosted,linux,x64 --unattended' % pick(PROJECTS))


@vendor
def v_jupyter():
    v = V('Jupyter Server', 'access token', '토큰', 'jupyter',
          [('JUPYTER_TOKEN', hx(48), True)],
          'curl -H "Authorization: token @JUPYTER_TOKEN@" http://127.0.0.1:8888/api/kernels')
    return v


@vendor
def v_consul():
    return V('Consul', 'ACL token', 'ACL 토큰', 'consul',
             [('CONSUL_HTTP_TOKEN', uuid4(), True)],
             'curl --header "X-Consul-Token: @CONSUL_HTTP_TOKEN@" http://consul.service.consul:8500/v1/kv/config/app?recurse')


@vendor
def v_segment_secret():
    return V('Twilio Segment', 'Public API token', 'API 토큰', 'segment',
             [('SEGMENT_PUBLIC_API_TOKEN', 'sgp_' + rs(AN, 64), True)],
             'curl https://api.segmentapis.com/workspaces -H "Authorization: Bearer @SEGMENT_PUBLIC_API_TOKEN@"')


@vendor
def v_salesforce():
    return V('Salesforce', 'password + security token', '보안 토큰', 'salesforce',
             [('SF_USERNAME', 'integration@%s' % pick(['acme.io', 'hanbit.co.kr']), False), ('SF_PASSWORD', pw_generated(16), True),
              ('SF_SECURITY_TOKEN', rs(AN, 24), True)])


@vendor
def v_coinbase():
    return V('Coinbase Developer Platform', 'API key secret', 'API 시크릿', 'coinbase',
             [('CDP_API_KEY_ID', uuid4(), True), ('CDP_API_KEY_SECRET', b64(rb(64)), True)])


@vendor
def v_adyen():
    return V('Adyen', 'API key', 'API 키', 'adyen',
             [('ADYEN_API_KEY', 'AQE' + rs(AN, 5) + 'hmfxL' + rs(B64A, 60) + '=-' + rs(B64A, 43) + '=-' + rs(AN + ',.<>', 16), True)],
             'curl https://checkout-test.adyen.com/v71/paymentMethods -H "x-API-key: @ADYEN_API_KEY@" -H "content-type: application/json" -d \'{"merchantAccount":"AcmeECOM"}\'')


@vendor
def v_mattermost():
    return V('Mattermost', 'personal access token', '개인 액세스 토큰', 'mattermost',
             [('MM_TOKEN', rs(ANL, 26), True)],
             'curl -H "Authorization: Bearer @MM_TOKEN@" https://chat.%s/api/v4/users/me' % pick(DOMAINS))


# ----------------------------------------------------------------------------
# containers: how a vendor credential shows up in a note
# ----------------------------------------------------------------------------
def vsecrets(vs):
    out = []
    for v in vs:
        for k, val, sec in v['vars']:
            if sec:
                out.append(val)
        out.extend(v.get('extra_secrets', []))
    return out


def allvars(vs):
    out = []
    for v in vs:
        out.extend(v['vars'])
    return out


def keyname(var, slug):
    k = var.lower()
    for pre in (slug.lower() + '_', slug.split('_')[0].lower() + '_'):
        if k.startswith(pre) and len(k) > len(pre) + 2:
            k = k[len(pre):]
            break
    return k


def yq(v):
    if any(c in v for c in ':#{}[],&*!|>%@`\'"') or v[0] in '-?0123456789 ' or chance(0.35):
        return '"%s"' % v
    return v


def q_env(v):
    r = R.random()
    if any(c in v for c in ' $#&;|<>()\'"`\\') or r < 0.3:
        return '"%s"' % v if '"' not in v and '$' not in v and '`' not in v and '\\' not in v else "'%s'" % v
    if r < 0.45 and "'" not in v:
        return "'%s'" % v
    return v


ENV_NOISE = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=debug', 'DB_POOL_SIZE=10', 'APP_URL=https://staging.acme.io',
             'TZ=Asia/Seoul', 'FEATURE_NEW_CHECKOUT=true', 'REDIS_URL=redis://localhost:6379/0', 'SENTRY_ENVIRONMENT=staging',
             'NEXT_PUBLIC_API_BASE=https://api.acme.io', 'WORKERS=4', 'DEBUG=false', 'CORS_ORIGINS=http://localhost:3000',
             'S3_BUCKET=acme-uploads-stg', 'OTEL_SERVICE_NAME=api', 'RATE_LIMIT_PER_MIN=120']


def noise(n):
    out = []
    pool = list(ENV_NOISE)
    for _ in range(n):
        out.append(pool.pop(R.randrange(len(pool))))
    return out


def c_dotenv(vs, lang):
    fname = pick(['.env', '.env.local', '.env.production', '.env.staging', 'apps/api/.env', 'docker/.env',
                  '.env.development.local', 'backend/.env', 'services/worker/.env', '~/.gemini/.env'])
    lines = noise(ri(0, 3))
    for k, v, _ in allvars(vs):
        lines.insert(ri(0, len(lines)), '%s=%s' % (k, q_env(v)))
    if chance(0.3):
        lines.insert(0, pick(['# TODO: move to vault', '# local only, do not commit', '# copied from 1Password 3/12', '# prod values!']))
    return dict(sn='\n'.join(lines), where=fname, c='.env file')


def c_export(vs, lang):
    style = pick(['bash', 'bash', 'fish', 'ps', 'cmd'])
    lines = []
    for k, v, _ in allvars(vs):
        if style == 'bash':
            lines.append('export %s=%s' % (k, q_env(v)))
        elif style == 'fish':
            lines.append("set -gx %s '%s'" % (k, v))
        elif style == 'ps':
            lines.append('$env:%s = "%s"' % (k, v))
        else:
            lines.append('set %s=%s' % (k, v))
    where = {'bash': pick(['~/.zshrc', '~/.bashrc', 'scripts/dev-env.sh', '.envrc', 'shell history']),
             'fish': '~/.config/fish/config.fish', 'ps': pick(['$PROFILE', 'setup-dev.ps1']), 'cmd': 'run-local.bat'}[style]
    return dict(sn='\n'.join(lines), where=where, c='shell export (%s)' % style)


def c_curl(vs, lang):
    v = vs[0]
    sn = fill(v['curl'], v['vars'])
    if chance(0.3):
        sn = sn.replace(' -H ', ' \\\n  -H ').replace(' --header ', ' \\\n  --header ')
    return dict(sn=sn, where=L(lang, 'a curl command', 'curl 명령'), c='curl command')


def c_sdk(vs, lang):
    v = vs[0]
    lang_, code = pick(v['sdk'])
    f = {'python': pick(['app/clients.py', 'scripts/sync.py', 'notebooks/explore.ipynb', 'tasks.py']),
         'js': pick(['src/lib/client.js', 'server.js', 'scripts/seed.mjs']), 'ts': pick(['src/lib/ai.ts', 'src/server/mail.ts']),
         'go': 'internal/%s/client.go' % v['slug'], 'java': 'src/main/java/com/acme/config/FlagsConfig.java',
         'ruby': 'config/initializers/%s.rb' % v['slug'], 'csharp': 'Program.cs', 'php': 'app/Services/Mailer.php'}[lang_]
    return dict(sn=fill(code, v['vars']), where=f, c='SDK constructor (%s)' % lang_)


def c_json(vs, lang):
    style = pick(['nested', 'flat', 'launch'])
    if style == 'launch':
        env = {}
        for k, v, _ in allvars(vs):
            env[k] = v
        obj = {'type': pick(['node', 'debugpy']), 'request': 'launch', 'name': 'Debug API', 'env': env}
        return dict(sn=json.dumps(obj, indent=2, ensure_ascii=False), where='.vscode/launch.json', c='JSON (.vscode/launch.json env)')
    obj = {}
    for v in vs:
        d = {}
        for k, val, _ in v['vars']:
            kn = keyname(k, v['slug'])
            if style != 'nested' and kn in obj:
                kn = v['slug'] + '_' + kn
            d[kn] = val
        if style == 'nested':
            obj[v['slug']] = d
        else:
            obj.update(d)
    fname = pick(['config/local.json', 'appsettings.Development.json', 'secrets.json', 'config/default.json', 'credentials.json'])
    return dict(sn=json.dumps(obj, indent=2, ensure_ascii=False), where=fname, c='JSON config')


def c_yaml(vs, lang):
    fname = pick(['config/settings.yml', 'values.yaml', 'application.yml', 'config/secrets.yml', 'deploy/helm/values-prod.yaml'])
    lines = []
    if fname == 'application.yml':
        lines.append('spring:\n  profiles: prod')
    for v in vs:
        lines.append('%s:' % v['slug'])
        for k, val, _ in v['vars']:
            lines.append('  %s: %s' % (keyname(k, v['slug']), yq(val)))
    return dict(sn='\n'.join(lines), where=fname, c='YAML config')


def c_toml(vs, lang):
    fname = pick(['.streamlit/secrets.toml', 'config.toml', 'wrangler.toml', 'pyproject.toml ([tool.app] section)'])
    lines = []
    if fname == 'wrangler.toml':
        lines += ['name = "%s"' % pick(PROJECTS), 'main = "src/index.ts"', '', '[vars]']
        for k, val, _ in allvars(vs):
            lines.append('%s = "%s"' % (k, val))
    else:
        for v in vs:
            lines.append('[%s]' % v['slug'])
            for k, val, _ in v['vars']:
                lines.append('%s = "%s"' % (keyname(k, v['slug']), val))
    return dict(sn='\n'.join(lines), where=fname.split(' ')[0], c='TOML (%s)' % fname.split(' ')[0])


def c_ini(vs, lang):
    fname = pick(['settings.ini', 'config/app.cfg', '~/.config/acme/credentials', 'odoo.conf', 'tox.ini'])
    lines = []
    for v in vs:
        lines.append('[%s]' % v['slug'])
        for k, val, _ in v['vars']:
            lines.append('%s = %s' % (keyname(k, v['slug']), val))
    return dict(sn='\n'.join(lines), where=fname, c='INI file')


def c_props(vs, lang):
    lines = ['server.port=8080']
    for v in vs:
        for k, val, _ in v['vars']:
            lines.append('%s.%s=%s' % (v['slug'].replace('_', '-'), keyname(k, v['slug']).replace('_', '-'), val))
    return dict(sn='\n'.join(lines), where=pick(['src/main/resources/application-prod.properties', 'gradle.properties', 'local.properties']),
                c='.properties file')


def c_xml(vs, lang):
    if chance(0.5):
        lines = ['<appSettings>']
        for k, val, _ in allvars(vs):
            lines.append('  <add key="%s" value="%s" />' % (k, val))
        lines.append('</appSettings>')
        return dict(sn='\n'.join(lines), where='Web.config', c='XML (Web.config appSettings)')
    lines = ['<resources>']
    for v in vs:
        for k, val, _ in v['vars']:
            lines.append('    <string name="%s">%s</string>' % (keyname(k, v['slug']), val))
    lines.append('</resources>')
    return dict(sn='\n'.join(lines), where='app/src/main/res/values/secrets.xml', c='XML (Android string resources)')


def c_docker_run(vs, lang):
    args = ' '.join('-e %s=%s' % (k, q_env(v)) for k, v, _ in allvars(vs))
    img = pick(['ghcr.io/acme/%s:latest' % pick(PROJECTS), 'acme/worker:1.8.2', '%s:dev' % pick(PROJECTS)])
    return dict(sn='docker run --rm -p 8080:8080 %s %s' % (args, img), where=L(lang, 'the docker run command in the README', 'README의 docker run 명령'),
                c='docker run -e')


def c_dockerfile(vs, lang):
    lines = ['FROM node:20-alpine', 'WORKDIR /app', 'COPY . .']
    for k, v, _ in allvars(vs):
        lines.append('ENV %s=%s' % (k, v))
    lines.append('CMD ["node", "dist/main.js"]')
    return dict(sn='\n'.join(lines), where='Dockerfile', c='Dockerfile ENV')


def c_compose(vs, lang):
    lines = ['services:', '  %s:' % pick(['api', 'worker', 'app', 'bot']), '    image: %s' % pick(['acme/api:dev', 'node:20', 'python:3.12-slim']), '    environment:']
    list_style = chance(0.5)
    for k, v, _ in allvars(vs):
        if list_style:
            lines.append('      - %s=%s' % (k, v))
        else:
            lines.append('      %s: %s' % (k, yq(v)))
    return dict(sn='\n'.join(lines), where=pick(['docker-compose.yml', 'compose.override.yaml', 'docker-compose.dev.yml']), c='docker-compose environment')


def c_k8s(vs, lang):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-credentials' % vs[0]['slug'].replace('_', '-'), 'type: Opaque', 'stringData:']
    for k, v, _ in allvars(vs):
        lines.append('  %s: %s' % (k, yq(v)))
    return dict(sn='\n'.join(lines), where=pick(['k8s/secret.yaml', 'deploy/base/secrets.yaml', 'manifests/%s-secret.yml' % vs[0]['slug']]),
                c='k8s Secret stringData')


def c_k8s_b64(vs, lang):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-keys' % vs[0]['slug'].replace('_', '-'), '  namespace: %s' % pick(ENVS), 'data:']
    extra = []
    for v in vs:
        ex = v.get('extra_secrets', [])
        for k, val, sec in v['vars']:
            enc = b64(val)
            lines.append('  %s: %s' % (k, enc))
            if sec or any(e in val for e in ex):
                extra.append(enc)
    return dict(sn='\n'.join(lines), where='k8s/overlays/%s/secret.yaml' % pick(ENVS), c='k8s Secret data (base64)', extra=extra, b64only=True)


def c_gha(vs, lang):
    lines = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    for k, v, _ in allvars(vs):
        lines.append('      %s: %s' % (k, yq(v)))
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: make deploy']
    return dict(sn='\n'.join(lines), where='.github/workflows/%s.yml' % pick(['deploy', 'release', 'nightly', 'ci']), c='GitHub Actions workflow env')


def c_gitlab(vs, lang):
    lines = ['variables:']
    for k, v, _ in allvars(vs):
        lines.append('  %s: %s' % (k, yq(v)))
    lines += ['', 'deploy:', '  stage: deploy', '  script:', '    - ./scripts/deploy.sh']
    return dict(sn='\n'.join(lines), where='.gitlab-ci.yml', c='GitLab CI variables')


def c_mcp(vs, lang):
    servers = {}
    for v in vs:
        env = {}
        for k, val, _ in v['vars']:
            env[k] = val
        servers[v['slug'].replace('_', '-')] = {'command': 'npx', 'args': ['-y', pick(['@modelcontextprotocol/server-%s' % v['slug'], '%s-mcp' % v['slug'], 'mcp-%s' % v['slug']])], 'env': env}
    fname = pick(['.mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json', '~/.gemini/settings.json', '.vscode/mcp.json'])
    return dict(sn=json.dumps({'mcpServers': servers}, indent=2, ensure_ascii=False), where=fname, c='MCP server config env (%s)' % fname)


def c_cli(vs, lang):
    v = vs[0]
    secs = [(k, val) for k, val, s in v['vars'] if s]
    if not secs:
        k, val = v['vars'][-1][0], v['vars'][-1][1]
        listed = []
    else:
        k, val = secs[0]
        listed = [val]
    app = pick(PROJECTS)
    tool = pick(['heroku', 'fly', 'gh', 'kubectl', 'ssm', 'doppler', 'railway', 'az', 'gcloud'])
    cmd = {'heroku': 'heroku config:set %s=%s -a %s' % (k, val, app),
           'fly': 'fly secrets set %s=%s -a %s' % (k, val, app),
           'gh': 'gh secret set %s --body "%s" --repo acme/%s' % (k, val, app),
           'kubectl': 'kubectl -n %s create secret generic %s --from-literal=%s=%s' % (pick(ENVS), app, k.lower(), val),
           'ssm': 'aws ssm put-parameter --name /%s/%s/%s --type SecureString --value "%s" --overwrite' % (pick(ENVS), app, k.lower(), val),
           'doppler': 'doppler secrets set %s="%s" --project %s --config prd' % (k, val, app),
           'railway': 'railway variables --set "%s=%s"' % (k, val),
           'az': 'az keyvault secret set --vault-name kv-%s --name %s --value "%s"' % (app, k.replace('_', '-').lower(), val),
           'gcloud': 'printf "%s" | gcloud secrets versions add %s --data-file=-' % (val, k.lower().replace('_', '-'))}[tool]
    return dict(sn=cmd, where=L(lang, 'the command I ran', '실행한 명령'), c='CLI secret set (%s)' % tool, only=listed + v.get('extra_secrets', []))


def c_tf(vs, lang):
    v = vs[0]
    lines = []
    if chance(0.5):
        lines.append('provider "%s" {' % v['slug'])
        for k, val, _ in v['vars']:
            lines.append('  %s = "%s"' % (keyname(k, v['slug']), val))
        lines.append('}')
        where = pick(['main.tf', 'providers.tf', 'infra/%s.tf' % v['slug']])
    else:
        for k, val, _ in v['vars']:
            lines.append('%s = "%s"' % (k.lower(), val))
        where = pick(['terraform.tfvars', 'envs/prod.auto.tfvars', 'secrets.auto.tfvars'])
    return dict(sn='\n'.join(lines), where=where, c='Terraform (%s)' % where.split('/')[-1])


def c_diff(vs, lang, regen):
    v = vs[0]
    old = regen()
    fname = pick(['.env.production', 'config/prod.env', 'deploy/.env.staging'])
    lines = ['diff --git a/%s b/%s' % (fname, fname), '@@ -%d,%d +%d,%d @@' % (ri(2, 20), 3, ri(2, 20), 3)]
    lines.append(' ' + pick(ENV_NOISE))
    for (k, val, s), (k2, val2, s2) in zip(old['vars'], v['vars']):
        if val == val2:
            lines.append(' %s=%s' % (k, val))
        else:
            lines.append('-%s=%s' % (k, val))
            lines.append('+%s=%s' % (k2, val2))
    return dict(sn='\n'.join(lines), where=fname, c='git diff of env file', extra=vsecrets([old]))


def c_table(vs, lang):
    hdr = L(lang, '| variable | value | env |', '| 변수 | 값 | 환경 |')
    lines = [hdr, '|---|---|---|']
    env = pick(ENVS)
    for k, v, _ in allvars(vs):
        lines.append('| %s | %s | %s |' % (k, v, env))
    return dict(sn='\n'.join(lines), where=L(lang, 'the handover doc table', '인수인계 문서 표'), c='markdown table')


def c_log(vs, lang):
    v = vs[0]
    ts = '2025-%02d-%02dT%02d:%02d:%02d.%03dZ' % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))
    d = {}
    for k, val, _ in v['vars']:
        d[keyname(k, v['slug'])] = val
    d['timeout'] = 30
    style = pick(['pydict', 'json', 'kv'])
    if style == 'pydict':
        line = '%s DEBUG %s.settings loaded %s config: %r' % (ts, pick(PROJECTS), v['slug'], d)
    elif style == 'json':
        line = cjson({'ts': ts, 'level': 'debug', 'msg': 'client init', 'service': v['slug'], 'opts': d})
    else:
        line = '%s level=debug msg="init %s client" %s' % (ts, v['slug'], ' '.join('%s=%s' % (a, b) for a, b in d.items()))
    return dict(sn=line, where=L(lang, 'the debug log', '디버그 로그'), c='debug log line')


def c_trace(vs, lang):
    v = vs[0]
    secs = [(k, val) for k, val, s in v['vars'] if s]
    k, val = secs[0] if secs else (v['vars'][-1][0], v['vars'][-1][1])
    listed = [val] if secs else []
    if chance(0.5):
        sn = ('Traceback (most recent call last):\n  File "/srv/%s/app/integrations/%s.py", line %d, in <module>\n'
              '    client = build_client(%s="%s")\n  File "/srv/%s/app/integrations/base.py", line %d, in build_client\n'
              '    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized') % (
            pick(PROJECTS), v['slug'], ri(10, 90), keyname(k, v['slug']), val, pick(PROJECTS), ri(20, 200))
        c = 'Python traceback'
    else:
        sn = ("AxiosError: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
              "  config: {\n    url: '/v1/%s',\n    headers: { Accept: 'application/json', Authorization: 'Bearer %s' },\n    timeout: 10000\n  }") % (
            pick(['sync', 'events', 'messages', 'items']), val)
        c = 'AxiosError dump'
    return dict(sn=sn, where=L(lang, 'the error output', '에러 출력'), c=c, only=listed + v.get('extra_secrets', []))


def c_chat(vs, lang):
    v = vs[0]
    secs = [val for k, val, s in v['vars'] if s]
    listed = list(secs)
    if not secs:
        secs = [v['vars'][-1][1]]
    who = person(lang)
    hh, mm = ri(9, 18), ri(0, 59)
    if lang == 'en':
        lines = ['[%d:%02d] %s: here\'s the %s %s for %s' % (hh, mm, who, v['name'], v['what'], pick(ENVS)),
                 '[%d:%02d] %s: %s' % (hh, mm, who, ' / '.join(secs)),
                 '[%d:%02d] %s: %s' % (hh, (mm + 1) % 60, who, pick(['delete after copying pls', 'it has full access, careful', 'same as last sprint', 'lmk if it 401s']))]
    else:
        lines = ['[%s %d:%02d] %s: %s %s 여기요' % (pick(['오전', '오후']), hh % 12 or 12, mm, who, v['name'], v['kw']),
                 '[%s %d:%02d] %s: %s' % (pick(['오전', '오후']), hh % 12 or 12, mm, who, ' / '.join(secs)),
                 '[%s %d:%02d] %s: %s' % (pick(['오전', '오후']), hh % 12 or 12, (mm + 1) % 60, who, pick(['복사하고 메시지 지워주세요', '운영 키라 조심해서 써주세요', '401 나면 말해주세요', '지난번이랑 같은 거예요']))]
    return dict(sn='\n'.join(lines), where=L(lang, 'a Slack DM', '슬랙 DM'), c='chat paste', only=listed + v.get('extra_secrets', []))


def c_pysettings(vs, lang):
    lines = ['# settings/local.py', 'DEBUG = True']
    for k, val, _ in allvars(vs):
        lines.append('%s = "%s"' % (k, val))
    return dict(sn='\n'.join(lines), where='settings/local.py', c='Python settings module')


def c_notebook(vs, lang):
    lines = ['import os']
    for k, val, _ in allvars(vs):
        lines.append('os.environ["%s"] = "%s"' % (k, val))
    return dict(sn='\n'.join(lines), where=L(lang, 'the first cell of the notebook', '노트북 첫 번째 셀'), c='notebook os.environ cell')


def L(lang, en, ko):
    return en if lang == 'en' else ko


SINGLE_CONTAINERS = ([c_curl] * 6 + [c_dotenv] * 4 + [c_sdk] * 3 + [c_export] * 3 + [c_mcp] * 2 + [c_docker_run] * 2 + [c_chat] * 2 +
                     [c_json, c_yaml, c_toml, c_ini, c_props, c_xml, c_dockerfile, c_compose, c_k8s, c_k8s_b64, c_gha, c_gitlab,
                      c_cli, c_cli, c_tf, c_diff, c_table, c_log, c_trace, c_trace, c_pysettings, c_notebook])
MULTI_CONTAINERS = [c_dotenv, c_dotenv, c_dotenv, c_export, c_export, c_json, c_yaml, c_compose, c_k8s, c_mcp, c_mcp, c_gha, c_table,
                    c_docker_run, c_toml, c_pysettings]


# ----------------------------------------------------------------------------
# prose frames for vendor-credential notes ("F|" = needs a file-like WHERE)
# ----------------------------------------------------------------------------
EN_MC_SN = [
    "F|The user pasted their {WHERE} while we were debugging the {V} integration in {P}:\n{SN}",
    "F|Nobody told me {P} already had {V} credentials; they were sitting in {WHERE}:\n{SN}",
    "I didn't know which {V} {W} the {ENVN} environment uses. {WHO_C} sent this ({WHERE}):\n{SN}",
    "F|Missing context: {P} calls {V} directly and the {W} is hardcoded in {WHERE}.\n{SN}",
    "{V} requests were failing with 401 and I assumed the key was missing. It wasn't:\n{SN}",
    "F|Wasn't told that local dev reads {V} settings from {WHERE}. Current contents:\n{SN}",
    "F|The repo has no docs for the {V} setup, so I grepped for it and found {WHERE}:\n{SN}",
    "Task was 'make the {V} calls work on {ENVN}'. Nobody said working credentials already existed:\n{SN}",
    "{WHO_C} gave me this to reproduce the {V} bug locally:\n{SN}",
    "Context I lacked: the {ENVN} {V} setup. This is what the user shared ({WHERE}):\n{SN}",
]
EN_MC_PLAIN = [
    "I didn't know how {P} authenticates to {V}.",
    "The ticket said 'fix the {V} integration' but didn't say where the credentials come from.",
    "Nobody mentioned that {P} has its own {V} account separate from the main one.",
    "I wasn't told the {ENVN} deploy reads {V} settings from a file rather than the secret manager.",
    "Missing: which {V} {W} belongs to {ENVN} and where it is configured.",
    "The {V} calls in {P} started returning 401 after the migration and I had no idea where the key lived.",
]
EN_LE_SN = [
    "F|It reads them from {WHERE}:\n{SN}\nThat file is the first thing to check when {V} calls fail.",
    "Working version:\n{SN}",
    "This is what finally worked ({WHERE}):\n{SN}",
    "{V} auth goes through this; the relevant part is\n{SN}",
    "Reference for next time, the {V} setup that passes:\n{SN}",
]
EN_LE = [
    "F|{P} loads {V} credentials from {WHERE} at startup, so editing the CI variables alone changes nothing locally.",
    "A 401 from {V} here means the {W} was revoked, not that the header format is wrong.",
    "F|Restart the worker after changing {WHERE}; the {V} client is built once at import time.",
    "If {ENV} is set in the environment, the {V} SDK prefers it over the constructor argument.",
    "Don't mix sandbox and live {V} credentials: the account IDs look the same but keys are scoped per environment.",
    "Keys like this belong in the secret manager; the hardcoded copy has to be rotated once the move is done.",
    "F|Check {WHERE} before assuming the {V} key is missing; the loader fails silently when the variable is empty.",
    "The {V} {W} is per-environment; {ENVN} and local must not share one.",
    "{V} rate-limits per key, so the nightly job and the API must not share the same {W}.",
]
EN_ASK = [
    "Which {V} account should {P} use on {ENVN}?",
    "F|Is the {V} {W} in {WHERE} still valid, or was it rotated?",
    "Can I move the {V} credentials into the secret manager and rotate them?",
    "Where is the canonical copy of the {V} credentials kept?",
    "F|Should {WHERE} be in .gitignore?",
    "Who owns the {V} account, so I can ask for a scoped key?",
    "Is there a sandbox {V} project I should use instead?",
    "",
]
EN_ASK_T = [
    "Is {T} the live {V} key or a test one?",
    "Can I keep using {T} for local runs, or will you issue a separate {V} key?",
    "Should I revoke {T} now that it has been pasted in chat?",
    "Is {T} still the {V} {W} for {ENVN}?",
]
EN_INLINE_MC = [
    "The {V} {W} for {P} is {T}; the user gave it to me in chat because the vault was down.",
    "I was told to use the {V} {W} {T} for the migration script, but nobody said it was the production one.",
    "{WHO_C} said to just set {ENV} to {T} and rerun the job.",
    "The onboarding doc had the {V} {W} inline: {T}.",
]
EN_INLINE_LE = [
    "Set {ENV}={T} before running the sync job, otherwise it silently falls back to the sandbox.",
    "The job works once {ENV} is exported as {T}; the value in CI was an older one.",
    "Export {ENV} with {T} in the same shell; the Makefile does not read .env.",
]
EN_SPLIT_MC = [
    "I didn't know where the {V} credentials for {P} were. {WHO_C} finally sent them; the {W} is",
    "Nobody told me {P} uses {V}. For the record, the {ENVN} {W} they gave me is",
    "The {V} integration was undocumented. The value for {ENV} is",
]
EN_SPLIT_LE = [
    "{T} (set it as {ENV}); it only works against the {ENVN} project.",
    "{T}. With that exported, the {V} calls pass.",
    "{T} - and it must not be used from CI, which has its own key.",
]

KO_MC_SN = [
    "{V} 연동 디버깅하다가 사용자분이 {WHERE} 내용을 그대로 붙여주심:\n{SN}",
    "F|{P_eseo} 이미 {V} 인증 정보를 쓰고 있다는 걸 아무도 안 알려줌. {WHERE}에 이렇게 들어 있었음:\n{SN}",
    "{ENVN} 환경에서 어떤 {V} {WK_eul} 쓰는지 몰랐음. {WHO}님이 보내준 것 ({WHERE}):\n{SN}",
    "F|{V} 호출이 계속 401이 나서 키가 없는 줄 알았는데, {WHERE}에 하드코딩돼 있었습니다.\n{SN}",
    "F|로컬 개발할 때 {V} 설정을 {WHERE}에서 읽는다는 걸 몰랐습니다. 현재 내용:\n{SN}",
    "F|레포에 {V} 설정 문서가 없어서 grep으로 찾았음 ({WHERE}):\n{SN}",
    "'{ENVN}에서 {V} 호출 되게 해주세요'라는 요청만 받았고, 동작하는 인증 정보가 이미 있다는 건 몰랐음:\n{SN}",
    "{WHO}님이 {V} 버그 로컬 재현용이라고 주신 것:\n{SN}",
    "{ENVN} {V} 설정을 전혀 모르고 시작함. 사용자분이 공유해준 내용 ({WHERE}):\n{SN}",
]
KO_MC_PLAIN = [
    "{P_i} {V}에 어떻게 인증하는지 몰랐음.",
    "티켓에는 '{V} 연동 고쳐주세요'만 있고 인증 정보 출처는 안 적혀 있었음.",
    "{P_i} 메인 계정이랑 별개인 {V} 계정을 쓴다는 걸 아무도 말 안 해줌.",
    "{ENVN} 배포가 시크릿 매니저가 아니라 파일에서 {V} 설정을 읽는다는 걸 몰랐습니다.",
    "마이그레이션 이후 {P}의 {V} 호출이 401을 뱉기 시작했는데 키가 어디 있는지 몰랐음.",
]
KO_LE_SN = [
    "F|{WHERE}에서 읽어옴:\n{SN}\n{V} 호출 실패하면 이 파일부터 볼 것.",
    "최종적으로 동작한 버전:\n{SN}",
    "{V} 인증은 이쪽으로 연결돼 있음 ({WHERE}). 해당 부분:\n{SN}",
    "다음에 참고할 {V} 설정 (정상 동작 확인함):\n{SN}",
]
KO_LE = [
    "F|{P_eun} 시작할 때 {WHERE}에서 {V} 인증 정보를 읽음. CI 변수만 바꿔서는 로컬에 반영 안 됨.",
    "여기서 {V} 401은 헤더 형식 문제가 아니라 {WK_i} 폐기된 경우였음.",
    "F|{WHERE} 수정 후에는 워커 재시작 필요. {V} 클라이언트가 import 시점에 한 번만 생성됨.",
    "환경변수 {ENV_i} 있으면 {V} SDK가 생성자 인자보다 그걸 우선함.",
    "샌드박스/라이브 {V} 키 섞어 쓰지 말 것. 계정 ID는 같아 보여도 키는 환경별로 스코프가 다름.",
    "이런 키는 시크릿 매니저로 옮기고, 하드코딩돼 있던 건 교체(rotate)해야 함.",
    "F|{V} 키가 없다고 단정하기 전에 {WHERE}부터 확인할 것. 값이 비어 있으면 로더가 조용히 넘어감.",
    "{V}는 키 단위로 rate limit이 걸려서 야간 배치랑 API 서버가 같은 키를 쓰면 안 됨.",
]
KO_ASK = [
    "{ENVN}에서는 어떤 {V} 계정을 써야 하나요?",
    "F|{WHERE}에 있는 {V} 키 아직 유효한가요, 아니면 교체됐나요?",
    "{V} 인증 정보를 시크릿 매니저로 옮기고 재발급해도 될까요?",
    "{V} 인증 정보 원본은 어디에 보관하나요?",
    "F|{WHERE} 파일은 .gitignore에 넣어야 하지 않나요?",
    "{V} 계정 담당자가 누구인지 알려주실 수 있나요? 권한 좁힌 키를 요청하려고요.",
    "대신 써야 할 {V} 샌드박스 프로젝트가 있나요?",
    "",
]
KO_ASK_T = [
    "{T} 이거 라이브 키 맞나요, 테스트 키인가요?",
    "로컬에서는 계속 {T} 써도 되나요, 아니면 따로 발급해 주시나요?",
    "채팅에 올라온 {T}는 지금 폐기할까요?",
    "{ENVN} {V} 키가 여전히 {T} 맞나요?",
]
KO_INLINE_MC = [
    "{P}용 {V} {WK_eun} {T} 라고 채팅으로 받음. vault가 죽어 있어서 임시로 전달받은 것.",
    "마이그레이션 스크립트에 {V} 키 {T} 쓰라고 안내받았는데, 운영 키라는 말은 없었음.",
    "{WHO}님이 {ENV}에 {T} 넣고 잡 다시 돌리면 된다고 함.",
    "온보딩 문서에 {V} {WK_i} 그대로 적혀 있었음: {T}",
]
KO_INLINE_LE = [
    "동기화 잡 돌리기 전에 {ENV}={T} 설정해야 함. 안 그러면 조용히 샌드박스로 붙음.",
    "{ENV} 값을 {T}로 export 하니까 잡이 정상 동작함. CI에 있던 값은 예전 키였음.",
    "Makefile은 .env를 안 읽으니 같은 셸에서 {ENV}={T} export 할 것.",
]
KO_SPLIT_MC = [
    "{P}의 {V} 인증 정보 위치를 몰랐음. {WHO}님이 나중에 보내준 {WK_eun}",
    "{P_i} {V_eul} 쓴다는 걸 아무도 안 알려줌. 참고로 전달받은 {ENVN} {WK_eun}",
    "{V} 연동 문서가 없었음. {ENV} 값은",
]
KO_SPLIT_LE = [
    "{T} 이고, {ENV_ro} 설정해야 함. {ENVN} 프로젝트에서만 동작함.",
    "{T} 임. 이걸 export 하고 나서야 {V} 호출이 통과함.",
    "{T} 인데, CI에서는 별도 키를 쓰므로 이걸 쓰면 안 됨.",
]


def pickf(frames, file_ok):
    opts = [f for f in frames if file_ok or not f.startswith('F|')]
    f = pick(opts)
    return f[2:] if f.startswith('F|') else f


def frame_vars(vs, lang, cont, T):
    v0 = vs[0]
    if len(vs) > 1:
        V_ = ', '.join(v['name'] for v in vs[:-1]) + (' and ' if lang == 'en' else ', ') + vs[-1]['name']
        W = 'credentials'
        WK = '키'
    else:
        V_, W, WK = v0['name'], v0['what'], v0['kw']
    env_name = None
    for k, val, s in allvars(vs):
        if val == T or (T and T in val):
            env_name = k
            break
    if env_name is None:
        env_name = allvars(vs)[0][0]
    ei = R.randrange(len(ENVS))
    who = person(lang)
    P = pick(PROJECTS)
    d = dict(V=V_, W=W, WK=WK, WHERE=cont['where'] if cont else '', SN=cont['sn'] if cont else '', P=P,
             ENV=env_name, T=T, WHO=who, WHO_C=who[0].upper() + who[1:], ENVN=ENVS[ei] if lang == 'en' else KO_ENVS[ei])
    d['WK_eul'] = josa(WK, '을/를')
    d['WK_i'] = josa(WK, '이/가')
    d['WK_eun'] = josa(WK, '은/는')
    d['V_eul'] = josa(V_, '을/를')
    d['P_i'] = josa(P, '이/가')
    d['P_eun'] = josa(P, '은/는')
    d['P_eseo'] = P + '에서'
    d['ENV_i'] = josa(env_name, '이/가')
    d['ENV_ro'] = josa(env_name, '으로/로')
    return d


def vendor_note(vfns, lang):
    vs = [fn() for fn in vfns]
    multi = len(vs) > 1
    if multi:
        modes = ['mc', 'mc', 'lesson', 'both']
        mode = modes[variant('mode_multi', len(modes))]
    else:
        modes = ['mc', 'mc', 'mc', 'lesson', 'lesson', 'both', 'inline', 'split']
        mode = modes[variant('mode_single', len(modes))]
    cont = None
    if mode in ('mc', 'lesson', 'both'):
        if multi:
            cfn = MULTI_CONTAINERS[variant('cont_multi', len(MULTI_CONTAINERS))]
            cont = cfn(vs, lang)
        else:
            opts = [c for c in SINGLE_CONTAINERS if not ((c is c_curl and not vs[0]['curl']) or (c is c_sdk and not vs[0]['sdk']))]
            cfn = SINGLE_CONTAINERS[variant('cont_single', len(SINGLE_CONTAINERS))]
            if vs[0]['sdk'] and chance(0.6):
                cfn = c_sdk
            if cfn not in opts:
                cfn = pick(opts)
            cont = c_diff(vs, lang, vfns[0]) if cfn is c_diff else cfn(vs, lang)
        if cont.get('b64only'):
            cands = list(cont['extra'])
            if mode == 'both':
                mode = 'mc'
        else:
            cands = list(cont.get('only') or vsecrets(vs)) + list(cont.get('extra', []))
        cat_c = cont['c']
        file_ok = ' ' not in cont['where']
    else:
        cands = vsecrets(vs)[-1:]
        if vs[0].get('extra_secrets'):
            cands = vs[0]['extra_secrets'][:1]
        cat_c = 'prose inline' if mode == 'inline' else 'split across fields'
        file_ok = False
    T = cands[0]
    d = frame_vars(vs, lang, cont, T)
    E = lang == 'en'
    if mode == 'mc':
        mc = pickf(EN_MC_SN if E else KO_MC_SN, file_ok).format(**d)
        le = pickf(EN_LE if E else KO_LE, file_ok).format(**d)
        ask = pickf(EN_ASK if E else KO_ASK, file_ok).format(**d)
    elif mode == 'lesson':
        mc = pickf(EN_MC_PLAIN if E else KO_MC_PLAIN, file_ok).format(**d)
        le = pickf(EN_LE_SN if E else KO_LE_SN, file_ok).format(**d)
        ask = pickf(EN_ASK if E else KO_ASK, file_ok).format(**d)
    elif mode == 'both':
        mc = pickf(EN_MC_SN if E else KO_MC_SN, file_ok).format(**d)
        le = pickf(EN_LE if E else KO_LE, file_ok).format(**d)
        ask = pickf(EN_ASK_T if E else KO_ASK_T, file_ok).format(**d)
        cat_c += ' + value repeated in ask_next_time'
    elif mode == 'inline':
        if chance(0.5):
            mc = pickf(EN_INLINE_MC if E else KO_INLINE_MC, False).format(**d)
            le = pickf(EN_LE if E else KO_LE, False).format(**d)
        else:
            mc = pickf(EN_MC_PLAIN if E else KO_MC_PLAIN, False).format(**d)
            le = pickf(EN_INLINE_LE if E else KO_INLINE_LE, False).format(**d)
        ask = pickf(EN_ASK if E else KO_ASK, False).format(**d)
    else:
        mc = pickf(EN_SPLIT_MC if E else KO_SPLIT_MC, False).format(**d)
        le = pickf(EN_SPLIT_LE if E else KO_SPLIT_LE, False).format(**d)
        ask = pickf(EN_ASK if E else KO_ASK, False).format(**d)
    alltext = mc + '\n' + le + '\n' + ask
    cands = [c for c in cands if c in alltext]
    names = ' + '.join('%s %s' % (v['name'], v['what']) for v in vs)
    cat = 'token: %s / %s [%s]' % (names, cat_c, mode)
    return dict(category=cat, mc=mc, le=le, ask=ask, cands=cands, vendors=[v['name'] for v in vs], split=(mode == 'split'))


# ----------------------------------------------------------------------------
# non-vendor secret templates
# ----------------------------------------------------------------------------
SECRET_T = []   # (weight, fn)


def secret_t(weight):
    def deco(fn):
        SECRET_T.append((weight, fn))
        return fn
    return deco


def shq(pw):
    if any(c in pw for c in " !#$&*()|;<>?^~`\"\\%=+,'{}[]"):
        return "'%s'" % pw
    return pw


def N(category, mc, le, ask, cands):
    return dict(category=category, mc=mc, le=le, ask=ask, cands=[c for c in cands if c])


# --- passwords after flags / positional args of real CLIs -------------------
def _cli_specs():
    h = host()
    u = pick(DB_USERS)
    db = pick(DB_NAMES)
    specs = []

    def add(fn):
        specs.append(fn)
        return fn

    @add
    def mysql():
        pw = pw_any()
        glued = '-p%s' % shq(pw)
        cmd = pick(['mysql -h %s -u %s %s %s' % (host('mysql'), u, glued, db),
                    'mysqldump -u %s %s --single-transaction %s > /tmp/%s.sql' % (u, glued, db, db),
                    'mysql --user=%s --password=%s --host=%s %s' % (u, shq(pw), host('mysql'), db)])
        return (cmd, [pw], 'dump the %s database' % db, '%s DB 덤프' % db,
                'With the mysql client, -p must be glued to the password; with a space it prompts and treats the next word as the database name.',
                'mysql 클라이언트는 -p 바로 뒤에 비밀번호를 붙여야 함. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 인식함.',
                'shell: mysql -p attached password', u)

    @add
    def pg():
        pw = pw_any()
        cmd = pick(["PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (shq(pw), host('pg'), u, db),
                    "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > %s.dump" % (shq(pw), host('pg'), u, db, db)])
        return (cmd, [pw], 'inspect the %s schema' % db, '%s 스키마 확인' % db,
                'psql never takes a password flag; it reads PGPASSWORD or ~/.pgpass, so the env prefix is the non-interactive way.',
                'psql에는 비밀번호 플래그가 없고 PGPASSWORD나 ~/.pgpass를 읽음. 비대화형으로 쓰려면 환경변수 접두어 방식.',
                'shell: PGPASSWORD env prefix', u)

    @add
    def sshpass():
        pw = pw_any()
        hh = host(pick(['jump', 'bastion', 'nas', 'app']))
        usr = pick(['ubuntu', 'ec2-user', 'deploy', 'admin', 'pi', 'root'])
        cmd = pick(["sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (shq(pw), usr, hh),
                    "sshpass -p %s scp backup.tar.gz %s@%s:/var/backups/" % (shq(pw), usr, hh),
                    "sshpass -p %s rsync -az ./dist/ %s@%s:/srv/www/" % (shq(pw), usr, hh)])
        return (cmd, [pw], 'copy the build to %s' % hh, '%s에 빌드 복사' % hh,
                'The host still allows password SSH for %s; key auth is not set up there yet.' % usr,
                '%s 서버는 아직 %s 계정에 비밀번호 SSH를 허용함. 키 인증은 미설정.' % (hh, usr), 'shell: sshpass -p', usr)

    @add
    def docker_login():
        pw = pw_any()
        reg = pick(['registry.%s' % pick(DOMAINS), 'harbor.%s' % pick(DOMAINS), 'nexus.%s:8443' % pick(DOMAINS)])
        usr = pick(['ci-bot', 'robot$ci', 'deployer', user_name()])
        cmd = 'docker login %s -u %s -p %s' % (reg, shq(usr), shq(pw))
        return (cmd, [pw], 'push images to %s' % reg, '%s에 이미지 push' % reg,
                'docker login -p works but warns; --password-stdin is the supported form and keeps the value out of ps output.',
                'docker login -p는 경고가 뜸. --password-stdin 이 정식 방법이고 ps 출력에도 안 남음.', 'shell: docker login -p', usr)

    @add
    def redis():
        pw = pw_any()
        cmd = 'redis-cli -h %s -p 6379 -a %s --no-auth-warning info keyspace' % (host('redis'), shq(pw))
        return (cmd, [pw], 'check the Redis keyspace', 'Redis keyspace 확인',
                'redis-cli -a sends AUTH before the command; without it every command returns NOAUTH.',
                'redis-cli -a 를 주면 명령 전에 AUTH를 보냄. 없으면 전부 NOAUTH 에러.', 'shell: redis-cli -a', 'default')

    @add
    def curl_u():
        pw = pw_any()
        usr = pick(['admin', 'jenkins', 'deploy', user_name()])
        url = pick(['https://jenkins.%s/job/%s/build' % (pick(DOMAINS), pick(PROJECTS)), 'https://nexus.%s/service/rest/v1/repositories' % pick(DOMAINS),
                    'http://%s:9200/_cluster/health?pretty' % host('es'), 'https://grafana.%s/api/datasources' % pick(DOMAINS)])
        cmd = 'curl -u %s:%s %s' % (usr, shq(pw), url)
        return (cmd, [pw], 'call the admin API', '관리 API 호출',
                'That endpoint only accepts Basic auth; the SSO cookie does not work from scripts.',
                '이 엔드포인트는 Basic 인증만 받음. 스크립트에서는 SSO 쿠키가 안 먹힘.', 'shell: curl -u user:password', usr)

    @add
    def sqlcmd():
        pw = pw_generated(ri(12, 18))
        cmd = "sqlcmd -S %s,1433 -U sa -P '%s' -d %s -Q \"SELECT name FROM sys.tables\"" % (host('mssql'), pw, db)
        return (cmd, [pw], 'list the tables on the SQL Server box', 'SQL Server 테이블 목록 확인',
                'In sqlcmd -P is the password (not the port like in mysql); the port goes after the server name with a comma.',
                'sqlcmd의 -P는 포트가 아니라 비밀번호임. 포트는 서버명 뒤에 콤마로 붙임.', 'shell: sqlcmd -P', 'sa')

    @add
    def ldap():
        pw = pw_any()
        cmd = 'ldapsearch -x -H ldaps://%s -D "cn=admin,dc=acme,dc=internal" -w %s -b "ou=people,dc=acme,dc=internal" "(uid=%s)"' % (host('ldap'), shq(pw), user_name())
        return (cmd, [pw], 'look up a user in LDAP', 'LDAP에서 사용자 조회',
                'ldapsearch -w takes the bind password inline; -W would prompt instead.',
                'ldapsearch -w 는 바인드 비밀번호를 인라인으로 받고, -W 는 프롬프트로 물어봄.', 'shell: ldapsearch -w', 'cn=admin')

    @add
    def smb():
        pw = pw_any()
        usr = pick(['backup', 'scanner', user_name()])
        cmd = pick(["smbclient //%s/share -U '%s%%%s' -c 'ls'" % (host('nas'), usr, pw),
                    "sudo mount -t cifs //%s/public /mnt/nas -o username=%s,password=%s,vers=3.0" % (host('nas'), usr, pw)])
        return (cmd, [pw], 'mount the NAS share', 'NAS 공유폴더 마운트',
                'The NAS only speaks SMB3; without vers=3.0 the mount fails with error 95.',
                'NAS가 SMB3만 지원해서 vers=3.0 없으면 error 95로 마운트 실패함.', 'shell: smbclient / mount.cifs password', usr)

    @add
    def rdp():
        pw = pw_any()
        usr = pick(['Administrator', 'svc_build', 'ACME\\\\%s' % user_name()])
        cmd = 'xfreerdp /v:%s /u:%s /p:%s /cert:ignore /dynamic-resolution' % (host('win'), usr, shq(pw))
        return (cmd, [pw], 'get onto the Windows build agent', '윈도우 빌드 에이전트 접속',
                'The Windows agent is only reachable over RDP from the VPN subnet.', '윈도우 에이전트는 VPN 대역에서만 RDP 접속 가능.', 'shell: xfreerdp /p:', usr)

    @add
    def htpasswd():
        pw = pw_any()
        usr = pick(['admin', 'qa', 'client', 'preview'])
        cmd = 'htpasswd -bc /etc/nginx/.htpasswd %s %s' % (usr, shq(pw))
        return (cmd, [pw], 'put basic auth in front of the preview site', '프리뷰 사이트에 basic auth 적용',
                'htpasswd -b takes the password as a positional argument after the user; -c overwrites the file.',
                'htpasswd -b 는 사용자 다음 위치 인자로 비밀번호를 받음. -c 는 파일을 덮어씀.', 'shell: htpasswd -b positional', usr)

    @add
    def rabbit():
        pw = pw_any()
        usr = pick(['orders', 'celery', 'app'])
        cmd = 'rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s ".*" ".*" ".*"' % (usr, shq(pw), usr)
        return (cmd, [pw], 'create the RabbitMQ user for the worker', '워커용 RabbitMQ 사용자 생성',
                'guest only works from localhost, so remote workers need their own user.',
                'guest 계정은 localhost에서만 되므로 원격 워커는 별도 사용자가 필요함.', 'shell: rabbitmqctl add_user', usr)

    @add
    def kubectl_lit():
        pw = pw_any()
        cmd = 'kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s' % (pick(ENVS), pick(PROJECTS), u, shq(pw))
        return (cmd, [pw], 'create the DB secret in the cluster', '클러스터에 DB 시크릿 생성',
                'Pods only see the new secret after a rollout restart.', '시크릿 변경은 rollout restart 해야 파드에 반영됨.', 'shell: kubectl --from-literal password', u)

    @add
    def vault_put():
        pw = pw_any()
        cmd = 'vault kv put secret/%s/%s db_user=%s db_password=%s' % (pick(ENVS), pick(PROJECTS), u, shq(pw))
        return (cmd, [pw], 'seed the Vault path for the new service', '신규 서비스 Vault 경로 초기화',
                'kv put replaces the whole secret; use kv patch to change one field.', 'kv put 은 시크릿 전체를 덮어씀. 필드 하나만 바꾸려면 kv patch.', 'shell: vault kv put password', u)

    @add
    def helm():
        pw = pw_any()
        chart = pick(['bitnami/postgresql', 'bitnami/redis', 'bitnami/mysql', 'bitnami/mongodb'])
        key = {'bitnami/postgresql': 'auth.postgresPassword', 'bitnami/redis': 'auth.password', 'bitnami/mysql': 'auth.rootPassword', 'bitnami/mongodb': 'auth.rootPassword'}[chart]
        cmd = 'helm upgrade --install %s %s -n data --set %s=%s' % (chart.split('/')[1], chart, key, shq(pw))
        return (cmd, [pw], 'reinstall the %s chart' % chart.split('/')[1], '%s 차트 재설치' % chart.split('/')[1],
                'The chart ignores a changed password on upgrade once the PVC exists; the old one stays in the data directory.',
                'PVC가 이미 있으면 업그레이드 시 바뀐 비밀번호가 무시되고 기존 값이 데이터 디렉터리에 남음.', 'shell: helm --set password',
                {'bitnami/postgresql': 'postgres', 'bitnami/redis': 'default'}.get(chart, 'root'))

    @add
    def tf_var():
        pw = pw_any()
        cmd = "terraform apply -var 'db_password=%s' -var-file=envs/%s.tfvars" % (pw, pick(ENVS))
        return (cmd, [pw], 'apply the RDS change', 'RDS 변경 적용',
                'db_password is marked sensitive, so the plan shows (sensitive value) but it still ends up in state.',
                'db_password 는 sensitive 라서 plan에는 (sensitive value)로 나오지만 state에는 그대로 저장됨.', 'shell: terraform -var password', 'master')

    @add
    def ansible():
        pw = pw_any()
        cmd = pick(["ansible-playbook site.yml -i inventories/%s -e 'ansible_become_pass=%s'" % (pick(ENVS), pw),
                    "ansible all -i hosts.ini -m ping -e ansible_password=%s -u %s" % (shq(pw), pick(['ubuntu', 'deploy']))])
        return (cmd, [pw], 'run the playbook on the legacy hosts', '레거시 호스트에 플레이북 실행',
                'The legacy hosts need become with a password; NOPASSWD sudo is only on the new images.',
                '레거시 호스트는 become 비밀번호가 필요함. NOPASSWD sudo는 신규 이미지에만 있음.', 'shell: ansible -e password', 'deploy')

    @add
    def wpcli():
        pw = pw_any()
        usr = pick(['editor2', 'agency', 'support'])
        cmd = 'wp user create %s %s@acme.io --role=administrator --user_pass=%s --path=/var/www/html' % (usr, usr, shq(pw))
        return (cmd, [pw], 'give the agency access to WordPress', '에이전시에 워드프레스 권한 부여',
                'wp-cli must run as www-data or the uploads folder ends up owned by root.', 'wp-cli는 www-data로 실행해야 uploads 폴더 소유자가 root로 안 바뀜.', 'shell: wp user create --user_pass', usr)

    @add
    def minio():
        ak = rs(ANU, 20)
        sk = rs(AN, 40)
        cmd = 'mc alias set %s http://%s:9000 %s %s' % (pick(['local', 'minio', 'stg']), host('minio'), ak, sk)
        return (cmd, [sk], 'sync buckets with MinIO', 'MinIO 버킷 동기화',
                'mc alias set takes the access key and secret key as positional arguments, in that order.', 'mc alias set 은 access key, secret key 순서로 위치 인자를 받음.',
                'shell: mc alias set positional secret', 'minio')

    @add
    def winuser():
        pw = pw_any()
        cmd = pick(['net user svc_backup %s /add /passwordchg:no' % shq(pw),
                    'cmdkey /generic:TERMSRV/%s /user:ACME\\svc_build /pass:%s' % (host('win'), shq(pw)),
                    'runas /user:ACME\\admin "cmd" (password typed: %s)' % pw])
        return (cmd, [pw], 'set up the backup service account on Windows', '윈도우 백업 서비스 계정 설정',
                'Service accounts on those boxes must not have expiring passwords or the nightly task stops silently.',
                '그 서버들의 서비스 계정은 비밀번호 만료가 없어야 함. 만료되면 야간 작업이 조용히 멈춤.', 'shell: Windows net user / cmdkey password', 'svc_backup')

    @add
    def lftp():
        pw = pw_any()
        usr = pick(['partner_acme', 'upload', 'edi'])
        cmd = pick(['lftp -u %s,%s sftp://%s -e "mirror -R ./out /inbox; bye"' % (usr, shq(pw), host('sftp')),
                    'wget --user=%s --password=%s -r -np https://files.%s/exports/' % (usr, shq(pw), pick(DOMAINS))])
        return (cmd, [pw], 'upload the daily file to the partner SFTP', '파트너 SFTP에 일일 파일 업로드',
                "The partner's server rejects keys; it is password-only and IP-allowlisted.", '파트너 서버는 키 인증을 거부함. 비밀번호 전용이고 IP 화이트리스트로 막혀 있음.',
                'shell: lftp -u / wget --password', usr)

    @add
    def pip_index():
        pw = pw_any()
        usr = pick(['ci', 'deploy', user_name()])
        cmd = pick(['pip install --extra-index-url https://%s:%s@nexus.%s/repository/pypi-internal/simple acme-core==2.4.1' % (usr, pct(pw), pick(DOMAINS)),
                    'poetry config http-basic.internal %s %s' % (usr, shq(pw))])
        sec = pct(pw) if 'pip' in cmd else pw
        return (cmd, [sec], 'install the internal packages', '사내 패키지 설치',
                'The internal index needs credentials even for reads; anonymous access was turned off.', '사내 인덱스는 읽기에도 인증 필요. 익명 접근은 꺼져 있음.',
                'shell: pip index URL / poetry http-basic password', usr)

    @add
    def sqlplus():
        pw = pw_generated(ri(10, 16), sym=False)
        cmd = 'sqlplus system/%s@//%s:1521/ORCLPDB1 @scripts/grant_roles.sql' % (pw, host('ora'))
        return (cmd, [pw], 'run the grant script on Oracle', 'Oracle에 권한 스크립트 실행',
                'sqlplus takes user/password@connect as one positional argument.', 'sqlplus 는 user/password@접속문자열을 하나의 위치 인자로 받음.', 'shell: sqlplus user/password', 'system')

    @add
    def pwsh():
        pw = pw_any()
        cmd = ("$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('ACME\\svc_deploy', $sec)\n"
               "Invoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Restart-Service W3SVC }") % (pw, host('iis'))
        return (cmd, [pw], 'restart IIS remotely', 'IIS 원격 재시작',
                'WinRM needs the host in TrustedHosts when it is not domain-joined.', '도메인 미가입 호스트는 WinRM TrustedHosts에 추가해야 함.', 'PowerShell ConvertTo-SecureString literal', 'svc_deploy')

    @add
    def docker_env():
        pw = pw_any()
        img, var = pick([('postgres:16', 'POSTGRES_PASSWORD'), ('mysql:8.4', 'MYSQL_ROOT_PASSWORD'), ('mariadb:11', 'MARIADB_ROOT_PASSWORD'),
                         ('mongo:7', 'MONGO_INITDB_ROOT_PASSWORD'), ('bitnami/redis:7.2', 'REDIS_PASSWORD'), ('grafana/grafana:11.1.0', 'GF_SECURITY_ADMIN_PASSWORD')])
        cmd = 'docker run -d --name %s -p %s -e %s=%s %s' % (img.split('/')[-1].split(':')[0], pick(['5432:5432', '3306:3306', '27017:27017', '6379:6379', '3000:3000']), var, shq(pw), img)
        return (cmd, [pw], 'start the shared %s container on the dev VM' % img.split(':')[0], '개발 VM에 공용 %s 컨테이너 기동' % img.split(':')[0],
                'The init password only applies on an empty volume; changing the env later does nothing.', '초기 비밀번호는 빈 볼륨일 때만 적용됨. 나중에 env를 바꿔도 소용없음.',
                'shell: docker run -e *_PASSWORD', 'root')

    @add
    def keytool():
        pw = pw_any()
        cmd = pick(['keytool -genkeypair -alias upload -keyalg RSA -keysize 2048 -validity 10000 -keystore upload.jks -storepass %s -keypass %s' % (shq(pw), shq(pw)),
                    'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s' % shq(pw)])
        return (cmd, [pw], 'create the Android upload keystore', '안드로이드 업로드 키스토어 생성',
                'If the keystore password is lost, the upload key has to be reset through Play Console support.', '키스토어 비밀번호를 잃으면 Play Console 지원을 통해 업로드 키를 재설정해야 함.',
                'shell: keytool -storepass / openssl -passout', 'upload')

    @add
    def zip_():
        pw = pw_any()
        cmd = pick(['zip -P %s -r export_%d.zip exports/' % (shq(pw), ri(20240101, 20251231)), '7z a -p%s -mhe=on customers.7z customers.csv' % shq(pw)])
        return (cmd, [pw], 'send the customer export to finance', '재무팀에 고객 추출본 전달',
                'Finance cannot open AES 7z files on their laptops; zip -P (ZipCrypto) is what they can read.', '재무팀 노트북에서는 AES 7z가 안 열려서 zip -P 로 보내야 함.',
                'shell: zip -P / 7z -p archive password', 'finance')

    @add
    def gitclone():
        tokish = chance(0.5)
        pw = crc_token('ghp_') if tokish else pw_any()
        sec = pw if tokish else pct(pw)
        usr = 'x-access-token' if tokish else user_name()
        cmd = 'git clone https://%s:%s@%s/acme/%s.git' % (usr, sec, 'github.com' if tokish else 'git.%s' % pick(DOMAINS), pick(PROJECTS))
        return (cmd, [sec], 'clone the private repo on the build box', '빌드 서버에 private 레포 clone',
                'Credentials embedded in the remote URL end up in .git/config in plain text.', 'remote URL에 넣은 인증 정보는 .git/config에 평문으로 남음.',
                'shell: git clone https://user:secret@', usr)

    return specs


EN_CLI_MC = [
    "I needed to {PUR} but nobody told me the credentials. The user ran this while I watched:\n{CMD}",
    "The runbook for '{PUR}' just says 'use the usual command'. From the shell history it is:\n{CMD}",
    "{WHO_C} pasted the command they use to {PUR}:\n{CMD}",
    "Nobody mentioned that to {PUR} you need the {ACCT} account. Command that worked:\n{CMD}",
    "Missing context: how to {PUR}. The user's terminal showed:\n{CMD}",
]
KO_CLI_MC = [
    "{PURK} 해야 했는데 접속 정보를 아무도 안 알려줌. 사용자분이 직접 친 명령:\n{CMD}",
    "런북에는 '{PURK}: 평소 쓰던 명령 사용'이라고만 적혀 있었음. 셸 히스토리 보니 이거였음:\n{CMD}",
    "{WHO}님이 {PURK} 할 때 쓰는 명령이라고 붙여줌:\n{CMD}",
    "{PURK} 하려면 {ACCT} 계정이 필요하다는 걸 몰랐음. 동작한 명령:\n{CMD}",
    "{PURK} 방법을 몰랐습니다. 사용자 터미널에 있던 명령은 다음과 같습니다.\n{CMD}",
]
EN_CLI_ASK = ["Is there a read-only account I should use to {PUR} instead of {ACCT}?",
              "Can the {ACCT} password move to a config file or env var instead of the command line?",
              "Should I rotate the {ACCT} password now that it is in my transcript?", "",
              "Is {PW} still the current password for {ACCT}?", "Does {ACCT} with {PW} also work on the prod host?"]
KO_CLI_ASK = ["{PURK} 용도로 {ACCT} 말고 읽기 전용 계정이 있나요?", "{ACCT} 비밀번호를 명령줄 말고 설정 파일이나 env로 옮겨도 될까요?",
              "트랜스크립트에 남았으니 {ACCT} 비밀번호 바꿀까요?", "", "{ACCT} 비밀번호 아직 {PW} 맞나요?", "운영 호스트에서도 {ACCT} / {PW} 조합이 되나요?"]


@secret_t(14)
def st_cli(lang):
    specs = _cli_specs()
    spec = specs[variant('cli', len(specs))]
    cmd, secs, pur, purk, le_en, le_ko, cat, acct = spec()
    who = person(lang)
    d = dict(PUR=pur, PURK=purk, CMD=cmd, WHO=who, WHO_C=who[0].upper() + who[1:], ACCT=acct, PW=secs[0])
    E = lang == 'en'
    if chance(0.3):
        mc = pick(["I didn't know how to %s." % pur, "Nobody told me how to %s on %s." % (pur, pick(ENVS))]) if E else \
            pick(['%s 방법을 몰랐음.' % purk, '%s 환경에서 %s 하는 법을 아무도 안 알려줌.' % (pick(KO_ENVS), purk)])
        le = (pick(['What worked:\n', 'Command:\n', 'This works:\n']) if E else pick(['동작한 명령:\n', '이렇게 하면 됨:\n'])) + cmd + '\n' + (le_en if E else le_ko)
    else:
        mc = pick(EN_CLI_MC if E else KO_CLI_MC).format(**d)
        le = le_en if E else le_ko
    ask = pick(EN_CLI_ASK if E else KO_CLI_ASK).format(**d)
    return N(cat, mc, le, ask, secs)



# --- connection strings and URLs with passwords ------------------------------
def _conn():
    pw = pw_any()
    u = pick(DB_USERS)
    db = pick(DB_NAMES)
    k = variant('conn', 13)
    if k == 0:
        return 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (u, pct(pw), host('pg'), db), pct(pw), 'Postgres URL'
    if k == 1:
        return 'mysql://%s:%s@%s:3306/%s' % (u, pct(pw), host('mysql'), db), pct(pw), 'MySQL URL'
    if k == 2:
        c = 'cluster0.%s.mongodb.net' % rs(ANL, 5)
        return 'mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority' % (u, pct(pw), c, db), pct(pw), 'MongoDB Atlas SRV URI'
    if k == 3:
        return 'redis://:%s@%s:6379/0' % (pct(pw), host('redis')), pct(pw), 'Redis URL'
    if k == 4:
        return 'amqp://%s:%s@%s:5672/%s' % (pick(['orders', 'celery', 'app']), pct(pw), host('rabbit'), pick(['%2F', 'prod', 'vhost1'])), pct(pw), 'AMQP URL'
    if k == 5:
        pw = pw_generated(ri(12, 20), sym=False)
        return 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (host('pg'), db, u, pw), pw, 'JDBC URL'
    if k == 6:
        pw = pw.replace(';', '')
        return 'Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;' % (
            pick(['sql-acme-prod.database.windows.net', host('mssql')]), db, u, pw), pw, 'ADO.NET connection string'
    if k == 7:
        return 'postgresql+psycopg://%s:%s@%s/%s' % (u, pct(pw), host('pg'), db), pct(pw), 'SQLAlchemy URL (percent-encoded)'
    if k == 8:
        pw = pw.replace('"', '')
        return ('org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (pick(['svc-orders', 'etl']), pw)), pw, 'Kafka SASL JAAS config'
    if k == 9:
        return 'smtp://%s:%s@smtp.%s:587' % (pct(email()), pct(pw), pick(['gmail.com', 'office365.com', 'mailgun.org', 'acme.io'])), pct(pw), 'SMTP URL'
    if k == 10:
        return 'https://elastic:%s@%s:9200' % (pct(pw), host('es')), pct(pw), 'Elasticsearch URL'
    if k == 11:
        return 'clickhouse://%s:%s@%s:9000/%s?secure=true' % (u, pct(pw), host('ch'), db), pct(pw), 'ClickHouse DSN'
    return 'ftp://%s:%s@%s/outgoing/' % (pick(['edi', 'partner']), pct(pw), host('ftp')), pct(pw), 'FTP URL'


@secret_t(5)
def st_connstr(lang):
    cs, sec, kind = _conn()
    var = pick(['DATABASE_URL', 'DB_DSN', 'SQLALCHEMY_DATABASE_URI', 'ConnectionStrings__Default', 'BROKER_URL', 'spring.datasource.url', 'KAFKA_SASL_JAAS_CONFIG', 'EMAIL_URL'])
    style = ri(0, 4)
    E = lang == 'en'
    P = pick(PROJECTS)
    if style == 0:
        mc = (pick(["I wasn't told which database {P} talks to on {E}. The user pasted the {K}:\n{C}",
                    "Nobody said {P} had a second datastore. Its {K} is in the deploy config:\n{VAR}={C}"]) if E else
              pick(["{P}가 {EK}에서 어떤 DB에 붙는지 몰랐음. 사용자분이 {K} 붙여줌:\n{C}",
                    "{P}에 저장소가 하나 더 있다는 걸 아무도 안 알려줌. 배포 설정에 있는 {K}:\n{VAR}={C}"]))
        le = pick(['Special characters in the password have to be percent-encoded in the URL form.', 'The service reads {VAR} only at boot.',
                   'The pooler endpoint must be used from serverless functions, not the direct host.']) if E else \
            pick(['URL 형태에서는 비밀번호 특수문자를 퍼센트 인코딩해야 함.', '{VAR}는 부팅 시에만 읽음.', '서버리스 함수에서는 직접 호스트 말고 풀러 엔드포인트를 써야 함.'])
        ask = pick(['Is there a read replica {P} should use for reports?', 'Which {K} should local dev use?', '']) if E else \
            pick(['리포트용 read replica가 따로 있나요?', '로컬 개발은 어떤 연결 정보를 써야 하나요?', ''])
    elif style == 1:
        mc = ("The migration kept failing and I didn't know the {E} credentials." if E else "{EK} 인증 정보를 몰라서 마이그레이션이 계속 실패했음.")
        le = (pick(["Running it with {VAR}={C} fixed it.", "The right {K} is {C} - the one in the wiki is outdated."]) if E else
              pick(["{VAR}={C} 로 실행하니 해결됨.", "맞는 연결 문자열은 {C} 임. 위키에 있는 건 예전 값."]))
        ask = pick(['Should the wiki page be updated with the new connection details?', '']) if E else pick(['위키에 새 접속 정보 반영해도 될까요?', ''])
    elif style == 2:
        mc = ("Context I lacked: where {P} gets its {K}." if E else "{P}의 연결 정보가 어디서 오는지 몰랐음.")
        le = ("It comes from the Helm values:\n  env:\n    - name: {VAR}\n      value: \"{C}\"" if E else
              "Helm values에서 옴:\n  env:\n    - name: {VAR}\n      value: \"{C}\"")
        ask = ("Is {SEC} the same password on {E}?" if E else "{EK}에서도 비밀번호 {SEC} 동일한가요?")
    elif style == 3:
        ts = '2025-%02d-%02d %02d:%02d:%02d' % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))
        logl = pick(['%s INFO  [main] c.a.config.DataSourceConfig : Connecting with %s' % (ts, cs),
                     '%s [worker-3] DEBUG settings: %s=%s' % (ts, var, cs),
                     'Error: connect ECONNREFUSED 10.0.%d.%d:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  connectionString: \'%s\'\n}' % (ri(0, 9), ri(2, 250), cs)])
        mc = ("The worker logs showed why the job could not reach its backend:\n{LOG}" if E else "워커 로그를 보니 백엔드 연결 실패 원인이 보였음:\n{LOG}")
        le = ("The app logs its full connection string at startup; the log level for config must be raised to WARN in {E}." if E else
              "앱이 부팅 시 연결 문자열 전체를 로그로 남김. {EK}에서는 config 로그 레벨을 WARN으로 올려야 함.")
        ask = pick(["Should I open a ticket to stop logging the DSN?", ""]) if E else pick(["DSN 로그 찍는 거 막는 티켓 만들까요?", ""])
        return N('connection string in log/stack trace (%s)' % kind, mc.format(LOG=logl), le.format(E=pick(ENVS), EK=pick(KO_ENVS)), ask, [sec])
    else:
        mc = ("Table from the handover doc, which nobody pointed me to:\n| service | {VAR} |\n|---|---|\n| {P} | {C} |" if E else
              "아무도 알려주지 않은 인수인계 문서의 표:\n| 서비스 | {VAR} |\n|---|---|\n| {P} | {C} |")
        le = ("Each service has its own DB user; sharing one breaks the audit trail." if E else "서비스마다 DB 사용자가 따로 있음. 공유하면 감사 로그 추적이 안 됨.")
        ask = ""
    f = dict(P=P, E=pick(ENVS), EK=pick(KO_ENVS), K=kind, C=cs, VAR=var, SEC=sec)
    return N('connection string with password (%s)' % kind, mc.format(**f), le.format(**f), ask.format(**f), [sec])


# --- HTTP Basic / Bearer / Cookie -------------------------------------------
@secret_t(2)
def st_basic(lang):
    usr = pick(['admin', 'api', 'ci', user_name(), 'partner-%s' % rs(ANL, 4)])
    pw = pw_any()
    blob = b64('%s:%s' % (usr, pw))
    url = pick(['https://api.partner-%s.com/v2/orders' % pick(['logis', 'pay', 'ship']), 'https://jira.%s/rest/api/2/issue' % pick(DOMAINS),
                'https://registry.%s/v2/_catalog' % pick(DOMAINS), 'https://prometheus.%s/api/v1/query?query=up' % pick(DOMAINS)])
    E = lang == 'en'
    show_plain = chance(0.35)
    cands = [blob] + ([pw] if show_plain else [])
    hdr = 'Authorization: Basic %s' % blob
    if E:
        mc = pick(["The partner integration was failing and nobody gave me their auth details. Postman's generated code had:\n%s %s" % ('GET', url) + '\n' + hdr,
                   "I didn't know the scraper needed auth. The working request was:\ncurl -H \"%s\" '%s'" % (hdr, url)])
        le = 'The header is just base64 of user:password' + (" (%s:%s here)" % (usr, pw) if show_plain else '') + '; the endpoint rejects bearer tokens.'
        ask = pick(['Can the partner issue us an API key instead of Basic auth?', ''])
    else:
        mc = pick(["파트너 연동이 실패하는데 인증 정보를 아무도 안 줬음. Postman이 생성한 코드:\nGET %s\n%s" % (url, hdr),
                   "스크래퍼에 인증이 필요한 줄 몰랐음. 동작한 요청:\ncurl -H \"%s\" '%s'" % (hdr, url)])
        le = '헤더는 user:password 를 base64 한 것뿐임' + (' (여기서는 %s:%s)' % (usr, pw) if show_plain else '') + '. 이 엔드포인트는 Bearer 토큰을 안 받음.'
        ask = pick(['Basic 인증 말고 API 키로 바꿔달라고 파트너에 요청할까요?', ''])
    return N('HTTP Basic Authorization header' + (' + decoded password' if show_plain else ''), mc, le, ask, cands)


@secret_t(2)
def st_bearer_jwt(lang):
    iss = pick(['https://acme.us.auth0.com/', 'https://login.microsoftonline.com/%s/v2.0' % uuid4(), 'https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_%s' % rs(AN, 9),
                'https://securetoken.google.com/acme-app', 'https://keycloak.%s/realms/main' % pick(DOMAINS)])
    now = ri(1735000000, 1760000000)
    payload = {'iss': iss, 'sub': pick(['auth0|', 'google-oauth2|', '']) + dg(20), 'aud': pick(['https://api.acme.io', 'account', 'acme-app']),
               'iat': now, 'exp': now + pick([3600, 86400, 900]), 'scope': pick(['openid profile email', 'read:orders write:orders', 'offline_access'])}
    tok = jwt({'alg': 'RS256', 'typ': 'JWT', 'kid': rs(B64U, 22)}, payload, 256)
    E = lang == 'en'
    url = 'https://api.%s/v1/%s' % (pick(['acme.io', 'hanbit.co.kr', 'northwind.dev']), pick(['orders?status=open', 'me', 'reports/daily', 'admin/users']))
    cmd = 'curl -s %s \\\n  -H "Authorization: Bearer %s"' % (url, tok)
    if E:
        mc = pick(['To reproduce the 403 the user copied a request from the browser devtools:\n', 'I had no test account, so the user gave me their own session as a curl:\n']) + cmd
        le = pick(['The API checks the scope claim, not just the signature; the token above lacks admin scope.', 'Tokens from the SPA expire after an hour, so copied requests stop working quickly.'])
        ask = pick(['Can I get a dedicated test user instead of reusing a real session token?', ''])
    else:
        mc = pick(['403 재현하려고 사용자분이 브라우저 개발자도구에서 요청을 복사해줌:\n', '테스트 계정이 없어서 사용자분 본인 세션을 curl로 받음:\n']) + cmd
        le = pick(['API는 서명뿐 아니라 scope 클레임도 검사함. 위 토큰에는 admin scope가 없음.', 'SPA에서 받은 토큰은 1시간 뒤 만료라 복사한 요청은 금방 안 됨.'])
        ask = pick(['실제 세션 토큰 말고 전용 테스트 계정을 받을 수 있을까요?', ''])
    return N('Bearer JWT access token in curl', mc, le, ask, [tok])


@secret_t(2)
def st_cookie(lang):
    k = variant('cookie', 5)
    if k == 0:
        name, val = 'sessionid', rs(ANL, 32)
    elif k == 1:
        name, val = 'PHPSESSID', rs(ANL, 26)
    elif k == 2:
        name, val = 'connect.sid', 's%3A' + rs(B64U, 32) + '.' + rs(B64A, 43).replace('/', '%2F').replace('+', '%2B')
    elif k == 3:
        name, val = 'JSESSIONID', rs(HXU, 32)
    else:
        name, val = '_%s_session' % pick(['acme', 'shop', 'admin']), b64(rb(90)).replace('=', '%3D').replace('+', '%2B').replace('/', '%2F') + '--' + hx(40)
    extra = '_ga=GA1.1.%d.%d; theme=dark' % (ri(100000000, 999999999), ri(1700000000, 1760000000))
    hdr = 'Cookie: %s; %s=%s' % (extra, name, val)
    E = lang == 'en'
    if E:
        mc = pick(['The admin page only loads when logged in, and I had no account. The user copied the request headers:\n', 'To debug the CSRF failure the user pasted the raw request:\nPOST /admin/orders/export HTTP/1.1\nHost: admin.acme.io\n']) + hdr
        le = pick(['The export endpoint checks the session cookie, not the API token.', 'The session is bound to the cookie alone, with no IP or user-agent check.'])
        ask = pick(['Can I have a staging admin account so I do not need a live session cookie?', 'Should that session be invalidated now?'])
    else:
        mc = pick(['관리자 페이지는 로그인해야 열리는데 계정이 없었음. 사용자분이 요청 헤더 복사해줌:\n', 'CSRF 실패 디버깅하려고 사용자분이 원본 요청을 붙여줌:\nPOST /admin/orders/export HTTP/1.1\nHost: admin.acme.io\n']) + hdr
        le = pick(['export 엔드포인트는 API 토큰이 아니라 세션 쿠키를 확인함.', '세션이 쿠키만으로 유지됨. IP나 user-agent 검사 없음.'])
        ask = pick(['라이브 세션 쿠키 말고 스테이징 관리자 계정을 받을 수 있을까요?', '그 세션 지금 만료시켜야 하지 않을까요?'])
    return N('session cookie in request headers (%s)' % name, mc, le, ask, [val])


# --- passwords in prose / chat / tables / logs / diffs / split --------------
@secret_t(3)
def st_prose_pw(lang):
    pw = pick([pw_human, pw_human, pw_passphrase, pw_generated, pw_korean_keyboard, pw_hangul])()
    sysn = pick(['the staging Grafana', 'the router admin page', 'the Jenkins admin', 'the shared QA account', 'the Synology NAS', 'pgAdmin',
                 'the old WordPress admin', 'the Windows build VM', 'the Firebase test user', 'Metabase'])
    sysk = pick(['스테이징 Grafana', '공유기 관리자 페이지', 'Jenkins 관리자', '공용 QA 계정', '시놀로지 NAS', 'pgAdmin 로그인', '예전 워드프레스 관리자',
                 '윈도우 빌드 VM', 'Firebase 테스트 유저', 'Metabase'])
    usr = pick(['admin', 'qa@acme.io', 'root', 'tester01', 'ops', 'manager'])
    E = lang == 'en'
    k = variant('prose', 4)
    if E:
        if k == 0:
            mc = "I had no login for %s. The user said the account is %s and the password is %s." % (sysn, usr, pw)
            le = "Shared accounts like this are not in SSO, so the password is the only way in."
        elif k == 1:
            mc = "Nobody told me how to get into %s." % sysn
            le = "I logged in with %s / %s, which the user typed into the chat." % (usr, pw)
        elif k == 2:
            mc = "The README said 'ask Ops for the login'. Ops replied: user %s, pass %s (it has not changed since 2022)." % (usr, pw)
            le = "Default-looking shared credentials are still in use on %s." % sysn
        else:
            mc = "The login for %s is %s. The password, which nobody had written down, is %s." % (sysn, usr, pw)
            le = "The account is shared by the whole team; changing it locks out the night shift."
        ask = pick(["Can I get a personal account for %s?" % sysn, "Is %s still the password for %s?" % (pw, sysn), ""])
    else:
        if k == 0:
            mc = "%s 로그인 정보가 없었음. 사용자분 말로는 계정은 %s, 비밀번호는 %s 라고 함." % (sysk, usr, pw)
            le = "이런 공용 계정은 SSO에 안 붙어 있어서 비밀번호로만 들어갈 수 있음."
        elif k == 1:
            mc = "%s 접속 방법을 아무도 안 알려줌." % sysk
            le = "채팅으로 받은 %s / %s 로 로그인함." % (usr, pw)
        elif k == 2:
            mc = "README에는 '로그인 정보는 운영팀에 문의'라고만 되어 있었음. 운영팀 답변: 아이디 %s, 비번 %s (2022년 이후로 안 바꿨다고 함)." % (usr, pw)
            le = "%s에는 기본값 같은 공용 계정이 아직 쓰이고 있음." % sysk
        else:
            mc = "%s 계정은 %s 입니다. 어디에도 적혀 있지 않던 비밀번호는 %s 였습니다." % (sysk, usr, pw)
            le = "팀 전체가 같이 쓰는 계정이라 비밀번호 바꾸면 야간 근무자가 못 들어감."
        ask = pick(["%s 개인 계정 발급받을 수 있을까요?" % sysk, "%s 비밀번호 아직 %s 맞나요?" % (sysk, pw), ""])
    return N('password in prose (%s)' % ['said', 'logged in with', 'chat reply', 'two sentences'][k], mc, le, ask, [pw])


@secret_t(2)
def st_chat_pw(lang):
    pw = pw_any()
    who = person(lang)
    tgt = pick(['prod DB', 'VPN', 'Jira admin', 'AWS root', 'Cloudflare', 'Apple developer account', 'GA4 admin'])
    E = lang == 'en'
    if E:
        chat = '[%d:%02d] %s: what\'s the %s password again?\n[%d:%02d] %s: %s\n[%d:%02d] %s: thx, deleting this msg in 5' % (
            ri(9, 11), ri(0, 59), pick(EN_FIRST), tgt, ri(11, 12), ri(0, 59), who, pw, ri(12, 13), ri(0, 59), pick(EN_FIRST))
        mc = pick(['The user pasted a Slack thread to explain where credentials come from:\n', 'Chat log the user shared as context:\n']) + chat
        le = 'Credentials for %s are passed around in DMs; there is no vault entry.' % tgt
        ask = pick(['Is there a vault entry for the %s login I should use instead?' % tgt, ''])
    else:
        chat = '[오전 %d:%02d] %s: %s 비번 뭐였죠?\n[오전 %d:%02d] %s: %s\n[오전 %d:%02d] %s: 감사합니다 메시지 지울게요' % (
            ri(9, 10), ri(0, 59), pick(KO_PEOPLE), tgt, ri(10, 11), ri(0, 59), who, pw, ri(11, 11), ri(0, 59), pick(KO_PEOPLE))
        mc = pick(['인증 정보가 어디서 오는지 설명하려고 사용자분이 슬랙 스레드를 붙여줌:\n', '맥락 설명용으로 받은 채팅 로그:\n']) + chat
        le = '%s 인증 정보는 DM으로 돌아다님. vault 항목 없음.' % tgt
        ask = pick(['%s 로그인용 vault 항목이 따로 있나요?' % tgt, ''])
    return N('password in chat paste', mc, le, ask, [pw])


@secret_t(2)
def st_split_pw(lang):
    pw = pw_any()
    E = lang == 'en'
    sysn = pick(['the staging root DB', 'the VPN service account', 'the SFTP partner account', 'the kiosk admin', 'the Jenkins "deploy" user'])
    sysk = pick(['스테이징 root DB', 'VPN 서비스 계정', 'SFTP 파트너 계정', '키오스크 관리자', 'Jenkins deploy 사용자'])
    if E:
        mc = pick(['I was not told the credentials for %s. The password, once the user dug it up, is' % sysn,
                   'Missing: the password for %s, which turned out to be' % sysn])
        le = pick(['%s - and it is the same on every environment, which is why rotating it is scary.' % pw,
                   '"%s". It must be typed, the web form blocks paste.' % pw])
        ask = pick(['Can %s get per-environment passwords?' % sysn, ''])
    else:
        mc = pick(['%s 인증 정보를 아무도 안 알려줌. 사용자분이 찾아낸 비밀번호는' % sysk, '누락된 정보: %s 비밀번호. 확인해보니' % sysk])
        le = pick(['%s 이고, 모든 환경에서 같아서 바꾸기가 무서운 상황.' % pw, '"%s" 임. 웹 폼이 붙여넣기를 막아서 직접 타이핑해야 함.' % pw])
        ask = pick(['%s 비밀번호를 환경별로 나눌 수 있을까요?' % sysk, ''])
    return dict(N('password split across fields (label in missing_context, value in lesson)', mc, le, ask, [pw]), split=True)


@secret_t(1)
def st_table_pw(lang):
    rows = []
    cands = []
    for _ in range(ri(2, 4)):
        pw = pw_any()
        cands.append(pw)
        rows.append((pick(['grafana', 'jenkins', 'pgadmin', 'rabbitmq', 'kibana', 'minio console', 'argocd', 'harbor', 'sonarqube', 'portainer']),
                     pick(['admin', 'root', 'ops', 'deploy']), pw))
    E = lang == 'en'
    hdr = '| tool | user | password |' if E else '| 도구 | 계정 | 비밀번호 |'
    tbl = '\n'.join([hdr, '|---|---|---|'] + ['| %s | %s | %s |' % r for r in rows])
    if E:
        mc = 'The on-call page (not linked from anywhere) lists the admin logins:\n' + tbl
        le = 'These admin UIs are only reachable over the VPN, which is why nobody bothered with SSO.'
        ask = pick(['Should this table move into the password manager?', ''])
    else:
        mc = '온콜 페이지(어디서도 링크 안 됨)에 관리자 로그인이 정리돼 있었음:\n' + tbl
        le = '이 관리 UI들은 VPN에서만 접근돼서 SSO를 아무도 안 붙였음.'
        ask = pick(['이 표를 비밀번호 관리자로 옮겨야 하지 않을까요?', ''])
    return N('passwords in markdown table', mc, le, ask, cands)


@secret_t(1)
def st_log_pw(lang):
    pw = pw_any()
    u = pick(DB_USERS)
    ts = '2025-%02d-%02dT%02d:%02d:%02dZ' % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))
    line = pick(['%s WARN auth: login failed user=%s password=%s ip=10.2.%d.%d' % (ts, u, pw, ri(0, 9), ri(2, 250)),
                 '%s DEBUG ldap bind dn="uid=%s,ou=svc,dc=acme,dc=internal" credentials="%s" result=49' % (ts, u, pw),
                 '%s INFO  Loaded properties: {db.user=%s, db.password=%s, db.pool=10}' % (ts, u, pw)])
    E = lang == 'en'
    if E:
        mc = 'I was asked why logins fail on %s, without access to the logs. The user pasted this line:\n%s' % (pick(ENVS), line)
        le = 'The auth module logs raw credentials at that level; the log shipper forwards them to the shared index.'
        ask = pick(['Who can purge these lines from the log index?', ''])
    else:
        mc = '%s 로그인 실패 원인을 물어보셨는데 로그 접근 권한이 없었음. 사용자분이 붙여준 로그:\n%s' % (pick(KO_ENVS), line)
        le = '인증 모듈이 해당 레벨에서 평문 자격 증명을 로그로 남기고, 로그 수집기가 공용 인덱스로 보냄.'
        ask = pick(['로그 인덱스에서 이 줄들 삭제할 수 있는 분이 누구인가요?', ''])
    return N('password in log line', mc, le, ask, [pw])


@secret_t(1)
def st_diff_pw(lang):
    old, new = pw_any(), pw_any()
    key = pick(['spring.datasource.password', 'DB_PASSWORD', 'redis.password', 'smtp_password', 'ADMIN_PASSWORD'])
    sep = '=' if '.' in key or key.isupper() else ': '
    fname = pick(['src/main/resources/application-prod.properties', '.env.staging', 'config/database.env', 'deploy/values-stg.env'])
    diff = 'diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -3,3 +3,3 @@\n %s%s%s\n-%s%s%s\n+%s%s%s' % (
        fname, fname, fname, fname, 'db.pool-size' if '.' in key else 'DB_POOL', sep, '10', key, sep, old, key, sep, new)
    E = lang == 'en'
    if E:
        mc = 'The user asked me to review this diff before merging; nobody mentioned the file is tracked in git:\n' + diff
        le = 'Both the old and the new value are now in history; rotating again and moving it to the secret store is the fix.'
        ask = ''
    else:
        mc = '머지 전에 이 diff 리뷰해달라고 하셨는데, 이 파일이 git에 추적되고 있다는 건 아무도 말 안 함:\n' + diff
        le = '이전 값과 새 값 둘 다 히스토리에 남았음. 다시 교체하고 시크릿 저장소로 옮기는 게 해결책.'
        ask = ''
    return N('password change in git diff (old and new)', mc, le, ask, [old, new])


@secret_t(1)
def st_trace_pw(lang):
    pw = pw_generated(ri(12, 18), sym=False)
    host_ = host('mysql')
    tr = pick([
        'com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:828)\n'
        'Caused by: url=jdbc:mysql://%s:3306/orders?user=app&password=%s&useSSL=true' % (host_, pw),
        'MongoServerSelectionError: connection <monitor> to 10.0.3.14:27017 closed\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)\n'
        '  uri: "mongodb://app:%s@%s:27017/app?authSource=admin"' % (pw, host('mongo'))])
    E = lang == 'en'
    if E:
        mc = 'The user pasted the crash from the %s pod; I did not know the DB was firewalled from that node pool:\n%s' % (pick(ENVS), tr)
        le = 'The new node pool is not in the DB security group, hence the connection failure.'
        ask = pick(['Can the driver be configured not to echo the URI in errors?', ''])
    else:
        mc = '%s 파드 크래시 로그를 붙여주셨는데, 그 노드풀에서 DB가 방화벽으로 막혀 있다는 건 몰랐음:\n%s' % (pick(KO_ENVS), tr)
        le = '새 노드풀이 DB 보안 그룹에 없어서 연결 실패한 것.'
        ask = pick(['에러에 URI가 찍히지 않게 드라이버 설정 바꿀 수 있을까요?', ''])
    return N('password inside stack trace', mc, le, ask, [pw])


# --- credential files --------------------------------------------------------
@secret_t(5)
def st_cred_file(lang):
    pw = pw_any()
    u = pick(DB_USERS)
    k = variant('credfile', 14)
    if k == 0:
        f, body, sec = '~/.pgpass', '%s:5432:%s:%s:%s' % (host('pg'), pick(DB_NAMES), u, pw.replace(':', '')), pw.replace(':', '')
    elif k == 1:
        t = 'glpat-' + rs(B64U, 20) if chance(0.5) else pw
        f, body, sec = '~/.netrc', 'machine %s\n  login %s\n  password %s' % (pick(['gitlab.com', 'api.heroku.com', 'nexus.%s' % pick(DOMAINS)]), user_name(), t), t
    elif k == 2:
        t = crc_token('ghp_')
        f, body, sec = '~/.git-credentials', 'https://%s:%s@github.com' % (user_name(), t), t
    elif k == 3:
        f, body, sec = '~/.my.cnf', '[client]\nuser=%s\npassword="%s"\nhost=%s' % (u, pw, host('mysql')), pw
    elif k == 4:
        usr = user_name()
        blob = b64('%s:%s' % (usr, pw))
        f, body, sec = '~/.docker/config.json', json.dumps({'auths': {'registry.%s' % pick(DOMAINS): {'auth': blob}}}, indent=2), blob
    elif k == 5:
        f, body, sec = '~/.m2/settings.xml', '<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>' % (user_name(), pw), pw
    elif k == 6:
        f, body, sec = 'NuGet.Config', '<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % (user_name(), pw), pw
    elif k == 7:
        f, body, sec = '~/.gradle/gradle.properties', 'signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername=%s' % (rs(HXU, 8), pw, user_name()), pw
    elif k == 8:
        t = 'pypi-AgEIcHlwaS5vcmc' + b64u(rb(60))
        f, body, sec = '~/.pypirc', '[pypi]\n  username = __token__\n  password = %s' % t, t
    elif k == 9:
        f, body, sec = 'wp-config.php', "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );" % (rs(ANL, 4), pw.replace("'", '')), pw.replace("'", '')
    elif k == 10:
        f, body, sec = 'config/database.yml', 'production:\n  adapter: postgresql\n  host: %s\n  username: %s\n  password: %s\n  database: %s_production' % (host('pg'), u, yq(pw), pick(DB_NAMES)), pw
    elif k == 11:
        f, body, sec = 'appsettings.Production.json', json.dumps({'ConnectionStrings': {'Default': 'Server=%s;Database=%s;User Id=%s;Password=%s;' % (host('mssql'), pick(DB_NAMES), u, pw.replace(';', ''))}}, indent=2, ensure_ascii=False), pw.replace(';', '')
    elif k == 12:
        f, body, sec = 'src/main/resources/application.properties', 'spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s' % (host('pg'), pick(DB_NAMES), u, pw), pw
    else:
        f, body, sec = '/etc/rancher/k3s/registries.yaml', 'configs:\n  "registry.%s":\n    auth:\n      username: %s\n      password: %s' % (pick(DOMAINS), user_name(), yq(pw)), pw
    E = lang == 'en'
    if E:
        mc = pick(['Nobody told me the build box authenticates through %s. Its contents:\n%s' % (f, body),
                   'The user shared %s so I could see why the tool was not prompting for a password:\n%s' % (f, body),
                   'I did not know %s existed on the shared runner:\n%s' % (f, body)])
        le = pick(['Tools read %s silently; that is why the command worked without credentials on the runner but not locally.' % f,
                   'That file is world-readable on the shared runner, so every job can read it.'])
        ask = pick(['Should %s be replaced by a credential helper?' % f, 'Is the value in %s the same one production uses?' % f, ''])
    else:
        mc = pick(['빌드 서버가 %s 로 인증한다는 걸 아무도 안 알려줌. 내용:\n%s' % (f, body),
                   '도구가 왜 비밀번호를 안 물어보는지 보라고 사용자분이 %s 를 공유해줌:\n%s' % (f, body),
                   '공용 러너에 %s 파일이 있는 줄 몰랐음:\n%s' % (f, body)])
        le = pick(['도구들이 %s 를 조용히 읽음. 그래서 러너에서는 인증 없이 되고 로컬에서는 안 됐던 것.' % f,
                   '공용 러너에서 이 파일이 모든 사용자 읽기 권한이라 어느 잡이든 읽을 수 있음.'])
        ask = pick(['%s 대신 credential helper로 바꿔야 할까요?' % f, '%s 값이 운영에서 쓰는 값과 같은가요?' % f, ''])
    return N('credential file (%s)' % f, mc, le, ask, [sec])


# --- Wi-Fi, PINs, door codes -------------------------------------------------
@secret_t(3)
def st_wifi(lang):
    ssid = pick(['ACME-Office', 'HANBIT_5G', 'iptime_dev', 'Northwind-Guest', 'LabNet', 'U+Net7F2A', 'KT_GiGA_5G_3F1C', 'SK_WiFiGIGA9E41'])
    psk = pick([pw_human, pw_passphrase, pw_korean_keyboard, lambda: rs(ANL, 10), lambda: pw_generated(16, sym=False)])()
    k = variant('wifi', 3)
    if k == 0:
        body = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, psk)
    elif k == 1:
        body = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
    else:
        body = '[wifi]\nssid=%s\nmode=infrastructure\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk=%s' % (ssid, psk)
    E = lang == 'en'
    where = ['the QR code on the meeting-room wall', '/etc/wpa_supplicant/wpa_supplicant.conf on the kiosk', '/etc/NetworkManager/system-connections/%s.nmconnection' % ssid][k]
    if E:
        mc = pick(['The Raspberry Pi test rig could not get online and nobody told me the Wi-Fi details. From %s:\n%s' % (where, body),
                   'I did not know the devices join %s. The config (%s):\n%s' % (ssid, where, body)])
        le = '%s is 2.4 GHz only; the 5 GHz network is separate.' % ssid
        ask = pick(['Is there an IoT VLAN the rig should join instead?', ''])
    else:
        mc = pick(['라즈베리파이 테스트 장비가 인터넷이 안 되는데 와이파이 정보를 아무도 안 알려줌. %s 에서 확인:\n%s' % (where.replace('the QR code on the meeting-room wall', '회의실 벽 QR코드'), body),
                   '장비들이 %s 에 붙는다는 걸 몰랐음. 설정:\n%s' % (ssid, body)])
        le = '%s 는 2.4GHz 전용이고 5GHz는 별도 네트워크.' % ssid
        ask = pick(['테스트 장비는 IoT VLAN에 붙여야 하나요?', ''])
    return N('Wi-Fi key (%s)' % ['WIFI QR string', 'wpa_supplicant psk', 'NetworkManager psk'][k], mc, le, ask, [psk])


@secret_t(3)
def st_pins(lang):
    k = variant('pins', 6)
    E = lang == 'en'
    if k == 0:
        code = '%d%s' % (ri(10000000, 99999999), pick(['#', '*', '']))
        en = ('Server room keypad code is %s (the door by the freight elevator).' % code, 'The server room is badge plus keypad after 7pm.')
        ko = ('서버실 도어락 비밀번호는 %s (화물 엘리베이터 옆 문).' % code, '저녁 7시 이후에는 출입카드 + 도어락 둘 다 필요함.')
        cat = 'door keypad code'
    elif k == 1:
        code = '%04d-%04d' % (ri(0, 9999), ri(0, 9999))
        en = ('To power-cycle the rack I needed the alarm disarm code: %s.' % code, 'The alarm company calls the office manager if it is not disarmed within 60 s.')
        ko = ('랙 전원 재시작하려면 경보 해제 코드가 필요했음: %s' % code, '60초 안에 해제 안 하면 보안업체가 총무팀에 전화함.')
        cat = 'alarm disarm code'
    elif k == 2:
        code = '%08d' % ri(0, 99999999)
        en = ('The test phone SIM got locked after three wrong PINs; the PUK printed on the SIM card holder is %s.' % code, 'Ten wrong PUK attempts brick the SIM permanently.')
        ko = ('테스트폰 유심이 PIN 3회 오류로 잠김. 유심 카드 홀더에 적힌 PUK는 %s.' % code, 'PUK 10회 틀리면 유심이 영구 잠김.')
        cat = 'SIM PUK code'
    elif k == 3:
        code = '-'.join('%06d' % (11 * ri(0, 65535)) for _ in range(8))
        en = ('The laptop booted into BitLocker recovery after the BIOS update. IT read out the recovery key: %s' % code, 'BIOS updates must be done with BitLocker suspended.')
        ko = ('BIOS 업데이트 후 노트북이 BitLocker 복구 화면으로 부팅됨. IT에서 불러준 복구 키: %s' % code, 'BIOS 업데이트 전에는 BitLocker를 일시 중단해야 함.')
        cat = 'BitLocker recovery key'
    elif k == 4:
        code = '%02d-%02d-%02d-%02d' % (ri(0, 99), ri(0, 99), ri(0, 99), ri(0, 99))
        en = ('The spare YubiKeys are in the safe; combination %s.' % code, 'Only two people are supposed to know that combination.')
        ko = ('예비 YubiKey는 금고에 있음. 금고 번호 %s.' % code, '그 번호는 원래 두 명만 알아야 함.')
        cat = 'safe combination'
    else:
        code = '%d%d' % (ri(100000, 999999), ri(10, 99))
        en = ('The iPad kiosk is locked with Guided Access; the passcode to exit it is %s.' % code, 'Guided Access has to be exited before MDM can push the new build.')
        ko = ('아이패드 키오스크가 사용법 유도 모드로 잠겨 있음. 해제 암호는 %s.' % code, 'MDM으로 새 빌드 배포하려면 먼저 사용법 유도 모드를 해제해야 함.')
        cat = 'kiosk passcode'
    mc, le = en if E else ko
    if chance(0.5):
        mc, le = (pick(["Nobody told me physical access was needed.", "I did not know the device was locked."]) if E else
                  pick(['물리적 접근이 필요하다는 걸 아무도 안 알려줌.', '장비가 잠겨 있는 줄 몰랐음.'])), mc + ' ' + le
    ask = pick(['Who else should have that code?', 'Should that code be changed after today?', '']) if E else pick(['이 코드 알아야 하는 사람이 또 누구인가요?', '오늘 이후에 코드 바꿔야 할까요?', ''])
    return N('PIN / physical code (%s)' % cat, mc, le, ask, [code])


# --- wallets ----------------------------------------------------------------
@secret_t(4)
def st_wallet(lang):
    k = variant('wallet', 5)
    E = lang == 'en'
    if k <= 1:
        m = mnemonic(pick([12, 24]) if k == 0 else 12)
        val, what, whatk = m, 'seed phrase', '시드 문구'
        body = m if chance(0.5) else '\n'.join('%d. %s' % (i + 1, w) for i, w in enumerate(m.split()))
        cands = [m] if body == m else m.split()
        if body != m:
            # numbered list: every word is shorter than 8 chars -> list the whole numbered block instead
            cands = [body]
    elif k == 2:
        val = wif()
        body, what, whatk, cands = val, 'WIF private key', 'WIF 개인키', [val]
    elif k == 3:
        val = '0x' + hx(64)
        body, what, whatk, cands = 'PRIVATE_KEY=%s' % val, 'deployer private key', '배포용 개인키', [val]
    else:
        val = xprv()
        body, what, whatk, cands = val, 'extended private key (xprv)', '확장 개인키(xprv)', [val]
    if E:
        mc = pick(['The testnet faucet was dry, so the user gave me the team wallet %s to fund the deploy:\n%s' % (what, body),
                   'Nobody told me the hardhat deploy script signs with a shared wallet. The %s from the user:\n%s' % (what, body)])
        le = pick(['The same wallet is used on mainnet, so this must never be committed.', 'Deploys sign with this key; the address in hardhat.config.ts derives from it.'])
        ask = pick(['Can we move deploy signing to a KMS-backed key?', ''])
    else:
        mc = pick(['테스트넷 faucet이 막혀서 사용자분이 팀 지갑 %s를 알려줌:\n%s' % (whatk, body),
                   'hardhat 배포 스크립트가 공용 지갑으로 서명한다는 걸 아무도 안 알려줌. 받은 %s:\n%s' % (whatk, body)])
        le = pick(['같은 지갑을 메인넷에서도 써서 절대 커밋하면 안 됨.', '배포 서명은 이 키로 함. hardhat.config.ts의 주소가 여기서 파생됨.'])
        ask = pick(['배포 서명을 KMS 기반 키로 옮길 수 있을까요?', ''])
    return N('wallet secret (%s)' % what, mc, le, ask, cands)


# --- TOTP, recovery codes, app passwords -------------------------------------
@secret_t(3)
def st_totp(lang):
    seed = totp_seed(pick([16, 32, 32, 52]))
    issuer = pick(['AWS', 'GitHub', 'Cloudflare', 'Okta', 'Acme VPN', 'Google', 'Jenkins', 'NAVER'])
    acct = pick(['ops@acme.io', 'shared-admin', 'root-account', 'deploy-bot@acme.io'])
    uri = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (urllib.parse.quote(issuer), acct, seed, urllib.parse.quote(issuer))
    E = lang == 'en'
    k = variant('totp', 3)
    if k == 0:
        mc = ('The shared %s account has MFA and I could not log in. The user decoded the QR code for me:\n%s' % (issuer, uri) if E else
              '공용 %s 계정에 MFA가 걸려 있어서 로그인 못 했음. 사용자분이 QR 코드를 디코딩해서 줌:\n%s' % (issuer, uri))
    elif k == 1:
        mc = ('MFA for the shared %s login: the TOTP seed is %s (added to the team authenticator).' % (issuer, seed) if E else
              '공용 %s 로그인 MFA: TOTP 시드는 %s (팀 OTP 앱에 등록돼 있음).' % (issuer, seed))
        uri = seed
    else:
        mc = ('I did not know the bot logs into %s with TOTP. The script has:\nimport pyotp\ntotp = pyotp.TOTP("%s")\ncode = totp.now()' % (issuer, seed) if E else
              '봇이 TOTP로 %s에 로그인하는 줄 몰랐음. 스크립트:\nimport pyotp\ntotp = pyotp.TOTP("%s")\ncode = totp.now()' % (issuer, seed))
    le = (pick(['Anyone with that seed can generate valid codes; it is a second password, not a device binding.', 'Codes are SHA1/6 digits/30 s, so clock drift on the runner breaks logins.']) if E else
          pick(['이 시드만 있으면 누구나 유효한 코드를 만들 수 있음. 기기 바인딩이 아니라 두 번째 비밀번호.', 'SHA1/6자리/30초라서 러너 시계가 틀어지면 로그인 실패함.']))
    ask = pick(['Can the shared account move to per-person MFA?', '']) if E else pick(['공용 계정을 개인별 MFA로 바꿀 수 있을까요?', ''])
    return N('TOTP seed / otpauth URI (%s)' % ['otpauth URI', 'bare base32 seed', 'pyotp code'][k], mc, le, ask, [seed])


@secret_t(4)
def st_recovery(lang):
    k = variant('recovery', 5)
    E = lang == 'en'
    if k == 0:
        codes = ['%s-%s' % (hx(5), hx(5)) for _ in range(ri(4, 8))]
        svc, body = 'GitHub', '\n'.join(codes)
    elif k == 1:
        codes = ['%04d %04d' % (ri(0, 9999), ri(0, 9999)) for _ in range(ri(4, 6))]
        svc, body = 'Google Workspace', '\n'.join(codes)
    elif k == 2:
        c = 'A3-%s-%s-%s-%s-%s-%s' % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        codes, svc, body = [c], '1Password (Secret Key)', c
    elif k == 3:
        codes = [rs(ANL, 4) + '-' + rs(ANL, 4) for _ in range(ri(5, 8))]
        svc, body = 'Discord', '  '.join(codes)
    else:
        c = '-'.join(rs(ANU, 4) for _ in range(8))
        codes, svc, body = [c], 'AWS root MFA backup / Bitwarden-style recovery code', c
    if E:
        mc = pick(['The shared %s account lost its authenticator. The user pasted the recovery codes from the printout:\n%s' % (svc.split(' (')[0], body),
                   'I did not know where the break-glass codes for %s were kept. They are:\n%s' % (svc.split(' (')[0], body)])
        le = 'Each recovery code works once; the used ones must be crossed out on the printout.' if len(codes) > 1 else 'Without that key the vault cannot be opened on a new device.'
        ask = pick(['Should we regenerate the codes now that they are in a chat log?', ''])
    else:
        mc = pick(['공용 %s 계정 OTP 앱을 잃어버림. 사용자분이 출력본의 복구 코드를 붙여줌:\n%s' % (svc.split(' (')[0], body),
                   '%s 비상용 코드가 어디 있는지 몰랐음. 코드:\n%s' % (svc.split(' (')[0], body)])
        le = '복구 코드는 한 번씩만 쓸 수 있음. 쓴 건 출력본에서 지워야 함.' if len(codes) > 1 else '이 키 없으면 새 기기에서 볼트를 못 엶.'
        ask = pick(['채팅 기록에 남았으니 코드 재발급할까요?', ''])
    return N('recovery / backup codes (%s)' % svc, mc, le, ask, codes)


@secret_t(3)
def st_app_password(lang):
    k = variant('apppw', 3)
    E = lang == 'en'
    if k == 0:
        ap = ' '.join(rs(LO, 4) for _ in range(4))
        svc, conf = 'Gmail', 'EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD="%s"' % (email(), ap)
    elif k == 1:
        ap = '-'.join(rs(LO, 4) for _ in range(4))
        svc, conf = 'Apple ID (app-specific password)', 'xcrun notarytool submit build/Acme.dmg --apple-id %s --team-id %s --password %s --wait' % (email(), rs(ANU, 10), ap)
    else:
        ap = rs(LO, 16)
        svc, conf = 'Microsoft 365 app password', 'smtp.office365.com:587 user=%s pass=%s' % (email(), ap)
    if E:
        mc = pick(['Mail sending failed with 535 and nobody told me 2FA is on for that account. The user generated an app password:\n%s' % conf,
                   'I did not know how CI authenticates for %s. Config from the release job:\n%s' % (svc.split(' (')[0], conf)])
        le = 'Normal account passwords stop working once 2FA is on; only app passwords work for SMTP/notarization.'
        ask = pick(['Can we use a service account instead of a personal app password?', ''])
    else:
        mc = pick(['메일 발송이 535로 실패하는데 그 계정에 2FA가 켜져 있다는 걸 아무도 안 알려줌. 사용자분이 앱 비밀번호를 만들어줌:\n%s' % conf,
                   'CI가 %s 인증을 어떻게 하는지 몰랐음. 릴리스 잡 설정:\n%s' % (svc.split(' (')[0], conf)])
        le = '2FA가 켜지면 일반 비밀번호는 안 되고 SMTP/공증에는 앱 비밀번호만 됨.'
        ask = pick(['개인 앱 비밀번호 말고 서비스 계정을 쓸 수 있을까요?', ''])
    return N('app password (%s)' % svc, mc, le, ask, [ap])


# --- private keys -----------------------------------------------------------
@secret_t(7)
def st_private_key(lang):
    k = variant('pkey', 7)
    E = lang == 'en'
    if k == 0:
        lines = ec_pem_lines()
        block = '-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----' % '\n'.join(lines)
        what, f = 'EC private key (PEM)', 'certs/server.key'
    elif k == 1:
        lines = p8_pem_lines()
        kid = rs(ANU, 10)
        block = '-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % '\n'.join(lines)
        what, f = 'App Store Connect API key (.p8)', 'AuthKey_%s.p8' % kid
    elif k == 2:
        while True:
            comment = pick(['deploy@ci-runner', '%s@%s-mbp' % (user_name(), pick(EN_FIRST)), 'github-actions-deploy', 'backup@nas'])
            lines = openssh_ed25519_lines(comment)
            if len(lines[-1]) >= 8:
                break
        block = '-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----' % '\n'.join(lines)
        what, f = 'OpenSSH ed25519 private key', '~/.ssh/id_ed25519'
    elif k == 3:
        lines = rsa_pkcs1_lines(chance(0.5))[:ri(4, 6)]
        hdr = 'RSA PRIVATE KEY' if lines[0].startswith('MIIEp') or lines[0].startswith('MIIEo') else 'PRIVATE KEY'
        block = '-----BEGIN %s-----\n%s\n...(truncated)' % (hdr, '\n'.join(lines))
        what, f = 'RSA private key (partial paste)', 'jwt-signing.pem'
    elif k == 4:
        pub = ssh_ed25519_pub()
        priv = b64(ssh_str(rb(32)))
        lines = [priv]
        block = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024%02d%02d\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s'
                 % (ri(1, 12), ri(1, 28), pub[:64], pub[64:], priv, hx(64)))
        what, f = 'PuTTY private key (.ppk)', 'winscp/deploy.ppk'
    elif k == 5:
        pem = '-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\n' % '\n'.join(ec_pem_lines())
        ckd = b64(pem)
        lines = [ckd]
        env_ = pick(ENVS)
        block = ('users:\n- name: %s-admin\n  user:\n    client-certificate: /home/ci/.kube/certs/%s-admin.crt\n    client-key-data: %s'
                 % (env_, env_, ckd))
        what, f = 'kubeconfig client-key-data', '~/.kube/config'
    else:
        lines = rsa_pkcs1_lines(True)[:2]
        sa = '%s@%s.iam.gserviceaccount.com' % (pick(['ci-deployer', 'bq-export', 'firebase-adminsdk-' + rs(ANL, 5)]), pick(['acme-prod', 'hanbit-data', 'nw-platform']))
        block = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n...",\n  "client_email": "%s"\n}'
                 % (sa.split('@')[1].split('.')[0], hx(40), lines[0], lines[1], sa))
        what, f = 'GCP service-account JSON (private_key, truncated)', 'sa-key.json'
    if E:
        mc = pick(['I did not know the deploy needs the %s. The user pasted it from %s:\n%s' % (what, f, block),
                   'Missing context: where the %s for %s comes from. Contents of %s:\n%s' % (what, pick(PROJECTS), f, block),
                   'The user shared %s so I could test the signing step:\n%s' % (f, block)])
        le = pick(['The key is loaded from %s at runtime; the path is hardcoded in the deploy script.' % f,
                   'That key is also used in production, so it must be rotated after being shared here.',
                   'File permissions must be 600 or the client refuses to use the key.'])
        ask = pick(['Can I get a separate key for staging instead of the production one?', 'Should I delete %s from the shared machine?' % f, ''])
    else:
        mc = pick(['배포에 %s 가 필요하다는 걸 몰랐음. 사용자분이 %s 에서 붙여줌:\n%s' % (what, f, block),
                   '%s 의 %s 출처를 몰랐음. %s 내용:\n%s' % (pick(PROJECTS), what, f, block),
                   '서명 단계 테스트하라고 사용자분이 %s 를 공유해줌:\n%s' % (f, block)])
        le = pick(['키는 런타임에 %s 에서 읽음. 경로가 배포 스크립트에 하드코딩돼 있음.' % f, '운영에서도 같은 키를 써서 여기 공유된 이상 교체해야 함.',
                   '파일 권한이 600이 아니면 클라이언트가 키 사용을 거부함.'])
        ask = pick(['운영 키 말고 스테이징용 키를 따로 받을 수 있을까요?', '공용 머신에서 %s 지워야 할까요?' % f, ''])
    return N('private key (%s)' % what, mc, le, ask, lines)


# --- framework / app secrets -------------------------------------------------
@secret_t(3)
def st_app_secret(lang):
    k = variant('appsecret', 9)
    if k == 0:
        v = 'django-insecure-' + rs(LO + DG + '!@#%^&*(-_=+)', 50)
        line, what = "SECRET_KEY = '%s'" % v, 'Django SECRET_KEY'
    elif k == 1:
        v = hx(128)
        line, what = 'SECRET_KEY_BASE=%s' % v, 'Rails secret_key_base'
    elif k == 2:
        v = 'base64:' + b64(rb(32))
        line, what = 'APP_KEY=%s' % v, 'Laravel APP_KEY'
    elif k == 3:
        v = pick([pw_generated(ri(32, 48)), hx(64), b64(rb(48))])
        line, what = 'JWT_SECRET=%s' % v, 'JWT signing secret'
    elif k == 4:
        v = b64u(rb(32), pad=True)
        line, what = 'FERNET_KEY=%s' % v, 'Fernet encryption key'
    elif k == 5:
        v = b64(rb(32))
        line, what = 'NEXTAUTH_SECRET=%s' % v, 'NextAuth secret'
    elif k == 6:
        v = hx(32)
        line, what = 'config/master.key: %s' % v, 'Rails master.key'
    elif k == 7:
        v = hx(64)
        line, what = 'ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns' % v, 'AES-256 data key'
    else:
        v = pw_generated(40, sym=False)
        line, what = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, 'express-session secret'
    E = lang == 'en'
    if E:
        mc = pick(['Logins broke after the deploy and I did not know the %s had to match across pods. Current value:\n%s' % (what, line),
                   'Nobody told me the %s is shared between the API and the worker. From the config:\n%s' % (what, line),
                   'The user pasted the config to explain the session bug:\n%s' % line])
        le = pick(['Changing the %s invalidates every existing session/token, so it must be identical on all replicas.' % what,
                   'Rotating it needs a dual-key window, otherwise encrypted rows become unreadable.' if k in (4, 7) else
                   ('Without master.key the app cannot decrypt credentials.yml.enc and fails to boot.' if k == 6 else 'Rotating it logs everyone out.')])
        ask = pick(['Where should the %s live instead of the repo?' % what, ''])
    else:
        mc = pick(['배포 후 로그인이 깨졌는데, %s 가 파드 간에 같아야 한다는 걸 몰랐음. 현재 값:\n%s' % (what, line),
                   'API랑 워커가 %s 를 공유한다는 걸 아무도 안 알려줌. 설정:\n%s' % (what, line),
                   '세션 버그 설명하려고 사용자분이 설정을 붙여줌:\n%s' % line])
        le = pick(['%s 를 바꾸면 기존 세션/토큰이 전부 무효화되므로 모든 레플리카에서 같아야 함.' % what,
                   '교체하려면 이전 키와 새 키를 같이 두는 기간이 필요함. 아니면 암호화된 행을 못 읽음.' if k in (4, 7) else
                   ('master.key가 없으면 credentials.yml.enc를 못 읽어서 부팅이 실패함.' if k == 6 else '교체하면 모두 로그아웃됨.')])
        ask = pick(['%s 는 레포 말고 어디에 둬야 하나요?' % what, ''])
    return N('application secret (%s)' % what, mc, le, ask, [v])


# --- misc infrastructure secrets ---------------------------------------------
@secret_t(1)
def st_wireguard(lang):
    priv = b64(rb(32))
    psk = b64(rb(32)) if chance(0.5) else None
    peer_pub = b64(rb(32))
    conf = '[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sAllowedIPs = 10.0.0.0/16\nEndpoint = vpn.%s:51820' % (
        priv, ri(2, 250), peer_pub, ('PresharedKey = %s\n' % psk) if psk else '', pick(DOMAINS))
    E = lang == 'en'
    mc = ('I could not reach the private subnet and nobody told me there is a WireGuard tunnel. The user exported their wg0.conf:\n' if E else
          '사설 대역에 접근이 안 되는데 WireGuard 터널이 있다는 걸 아무도 안 알려줌. 사용자분이 wg0.conf를 내보내줌:\n') + conf
    le = ('AllowedIPs only covers 10.0.0.0/16; the 172.20 range still goes out the default route.' if E else
          'AllowedIPs가 10.0.0.0/16만 포함해서 172.20 대역은 여전히 기본 라우트로 나감.')
    ask = pick(['Can I get my own peer instead of sharing this one?', '']) if E else pick(['이 피어 공유 말고 제 피어를 따로 받을 수 있을까요?', ''])
    return N('WireGuard config with PrivateKey' + (' + PresharedKey' if psk else ''), mc, le, ask, [priv] + ([psk] if psk else []))


@secret_t(1)
def st_age_sops(lang):
    sk = age_secret()
    pk = age_public()
    body = '# created: 2025-%02d-%02dT%02d:%02d:%02d+09:00\n# public key: %s\n%s' % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), pk, sk)
    E = lang == 'en'
    mc = ('sops -d failed with "no identity matched" and I did not know which age key decrypts the repo. The user pasted ~/.config/sops/age/keys.txt:\n' if E else
          'sops -d가 "no identity matched"로 실패했는데 어떤 age 키로 복호화하는지 몰랐음. 사용자분이 ~/.config/sops/age/keys.txt를 붙여줌:\n') + body
    le = ('.sops.yaml lists only the public key; anyone with the secret-key line of keys.txt can decrypt every env file.' if E else
          '.sops.yaml에는 공개키만 있음. keys.txt의 비밀키 줄을 가진 사람은 모든 env 파일을 복호화할 수 있음.')
    return N('age secret key (sops keys.txt)', mc, le, '', [sk])


@secret_t(1)
def st_vault_unseal(lang):
    keys = [b64(rb(33)) for _ in range(3)]
    root = 'hvs.' + rs(AN, 24)
    body = '\n'.join('Unseal Key %d: %s' % (i + 1, k) for i, k in enumerate(keys)) + '\n\nInitial Root Token: %s' % root
    E = lang == 'en'
    mc = ('Vault came up sealed after the node reboot and I had no idea how to unseal it. The user pasted the init output they had saved:\n' if E else
          '노드 재부팅 후 Vault가 sealed 상태였는데 unseal 방법을 몰랐음. 사용자분이 저장해둔 init 출력을 붙여줌:\n') + body
    le = ('Three of the five unseal keys are needed; auto-unseal with KMS was never configured.' if E else
          '5개 중 3개 unseal 키가 필요함. KMS 자동 unseal은 설정된 적 없음.')
    ask = 'Should the root token be revoked now?' if E else '루트 토큰은 지금 폐기해야 하지 않나요?'
    return N('Vault unseal keys + root token', mc, le, ask, keys + [root])


@secret_t(1)
def st_passphrase(lang):
    pp = pw_passphrase() if chance(0.6) else pw_any()
    E = lang == 'en'
    k = variant('passphrase', 3)
    what = ['GPG signing key passphrase', 'SSH key passphrase', '공동인증서 (NPKI) password'][k]
    if E:
        mc = pick(['Release tagging kept prompting and I did not know the %s. The user told me: %s' % (what, pp),
                   'The signing step needs the %s; it is "%s" according to the user.' % (what, pp)])
        le = 'gpg-agent caches it for 10 minutes, which is why it only prompted on the second run.' if k == 0 else 'The key file alone is useless without it; both were on the same USB stick.'
        ask = pick(['Can the passphrase be fed from the keychain instead of typed?', ''])
    else:
        mc = pick(['릴리스 태그 달 때 계속 프롬프트가 떴는데 %s 를 몰랐음. 사용자분이 알려줌: %s' % (what, pp),
                   '서명 단계에 %s 가 필요함. 사용자분 말로는 "%s".' % (what, pp)])
        le = 'gpg-agent가 10분간 캐시해서 두 번째 실행에서만 물어봤던 것.' if k == 0 else '키 파일만으로는 소용없고 이게 있어야 함. 둘 다 같은 USB에 있었음.'
        ask = pick(['패스프레이즈를 직접 입력 말고 키체인에서 넘길 수 있을까요?', ''])
    return N('key passphrase in prose (%s)' % what, mc, le, ask, [pp])


@secret_t(2)
def st_korean_pw(lang):
    pw = pick([pw_hangul, pw_korean_keyboard, pw_korean_keyboard])()
    raw = None
    E = lang == 'en'
    sysn = pick(['iptime router admin', 'the office NAS', 'the CCTV NVR', 'the shared Windows PC', 'the POS back office'])
    sysk = pick(['iptime 공유기 관리자', '사무실 NAS', 'CCTV NVR', '공용 윈도우 PC', 'POS 백오피스'])
    if E:
        mc = pick(['Nobody told me the login for %s. The user said the password is %s (a Korean word typed with the keyboard in English mode).' % (sysn, pw),
                   'The password for %s is %s; it was set by the previous office manager.' % (sysn, pw)])
        le = 'Korean-layout passwords look random in English mode; type them with the IME off.'
        ask = pick(['Can this be changed to something stored in the password manager?', ''])
    else:
        mc = pick(['%s 로그인 정보를 아무도 안 알려줌. 사용자분 말로는 비번이 %s 라고 함 (한글을 영문 모드로 친 것).' % (sysk, pw),
                   '%s 비밀번호는 %s 임. 전임 총무님이 설정한 것.' % (sysk, pw),
                   '%s 비밀번호 %s 로 들어가짐. 한영키 안 누르고 쳐야 함.' % (sysk, pw)])
        le = '한글 자판 비밀번호는 영문 모드에서 보면 랜덤 문자열 같음. IME 끄고 입력해야 함.'
        ask = pick(['비밀번호 관리자에 저장되는 걸로 바꿔도 될까요?', ''])
    return N('Korean password (%s)' % ('Hangul' if any(0xAC00 <= ord(c) <= 0xD7A3 for c in pw) else 'Korean-keyboard typed in English mode'), mc, le, ask, [pw])


@secret_t(2)
def st_url_token(lang):
    k = variant('urltoken', 3)
    if k == 0:
        t = hx(48)
        url = 'http://127.0.0.1:8888/lab?token=%s' % t
        what = 'Jupyter server URL with token'
    elif k == 1:
        t = rs(B64U, 43)
        url = 'https://grafana.%s/d/%s/latency?orgId=1&auth_token=%s' % (pick(DOMAINS), rs(AN, 9), t)
        what = 'dashboard URL with auth_token'
    else:
        t = 'ya29.' + rs(B64U, 150)
        url = 'https://www.googleapis.com/drive/v3/files?q=mimeType%%3D%%27application%%2Fpdf%%27&access_token=%s' % t
        what = 'Google API URL with ya29 access token'
    E = lang == 'en'
    mc = (pick(['The user shared the URL they were using so I could open the same view:\n', 'Pasted link from the user:\n']) if E else
          pick(['같은 화면 보라고 사용자분이 쓰던 URL을 공유해줌:\n', '사용자분이 붙여준 링크:\n'])) + url
    le = ('Anyone with that link gets the same access; the token is in the query string.' if E else '링크만 있으면 누구나 같은 권한을 가짐. 토큰이 쿼리스트링에 있음.')
    ask = pick(['Can links like this be generated without embedded tokens?', '']) if E else pick(['토큰 없이 링크를 만들 수 있는 방법이 있나요?', ''])
    return N('token in URL query (%s)' % what, mc, le, ask, [t])


@secret_t(1)
def st_expect(lang):
    pw = pw_any()
    h = host(pick(['switch', 'fw', 'router']))
    sc = 'spawn ssh admin@%s\nexpect "password:"\nsend "%s\\r"\nexpect "#"\nsend "show running-config\\r"' % (h, pw.replace('"', ''))
    E = lang == 'en'
    mc = ('I did not know the switch config backups run through an expect script. The script:\n' if E else '스위치 설정 백업이 expect 스크립트로 돈다는 걸 몰랐음. 스크립트:\n') + sc
    le = ('The switch has no API; expect over SSH is the only automation path.' if E else '스위치에 API가 없어서 SSH + expect가 유일한 자동화 방법.')
    return N('password in expect script (send)', mc, le, '', [pw.replace('"', '')])



# ============================================================================
# CLEAN templates: everyday developer text that a careless filter would change
# ============================================================================
CLEAN_T = []


def clean_t(fn):
    CLEAN_T.append(fn)
    return fn


def C(category, mc, le, ask):
    return dict(category=category, mc=mc, le=le, ask=ask, cands=[])


def ts_iso():
    return '2025-%02d-%02dT%02d:%02d:%02d.%03dZ' % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


def acct_id():
    return dg(12)


SECRET_VARS = ['STRIPE_SECRET_KEY', 'OPENAI_API_KEY', 'DB_PASSWORD', 'GITHUB_TOKEN', 'SENDGRID_API_KEY', 'AWS_SECRET_ACCESS_KEY',
               'SLACK_BOT_TOKEN', 'JWT_SECRET', 'REDIS_PASSWORD', 'ANTHROPIC_API_KEY', 'TWILIO_AUTH_TOKEN', 'NPM_TOKEN', 'SENTRY_AUTH_TOKEN',
               'DATABASE_URL', 'SMTP_PASSWORD', 'ENCRYPTION_KEY', 'TOSS_SECRET_KEY', 'KAKAO_ADMIN_KEY']


@clean_t
def cl_env_ref_code(lang):
    var = pick(SECRET_VARS)
    code = pick(['api_key = os.environ["%s"]' % var, 'const key = process.env.%s;\nif (!key) throw new Error("%s is not set");' % (var, var),
                 'key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("missing %s")\n}' % (var, var), 'let key = std::env::var("%s").expect("%s not set");' % (var, var),
                 'String key = System.getenv("%s");' % var, 'key = ENV.fetch("%s")' % var, '$key = getenv(\'%s\') ?: throw new RuntimeException(\'%s missing\');' % (var, var)])
    E = lang == 'en'
    mc = (pick(["I didn't know the service crashes at boot when %s is missing. The loader is just:\n%s" % (var, code),
                "Nobody told me where %s comes from; the code only reads it from the environment:\n%s" % (var, code)]) if E else
          pick(["%s 가 없으면 서비스가 부팅 중에 죽는다는 걸 몰랐음. 로더 코드는 이게 전부:\n%s" % (var, code),
                "%s 가 어디서 오는지 아무도 안 알려줌. 코드는 환경변수에서만 읽음:\n%s" % (var, code)]))
    le = (pick(['The value is injected by the platform at deploy time; locally it comes from .env via direnv.', 'An empty string counts as unset here, so `export %s=` breaks the boot too.' % var]) if E else
          pick(['값은 배포 시 플랫폼이 주입함. 로컬에서는 direnv로 .env에서 읽음.', '여기서는 빈 문자열도 미설정으로 취급해서 `export %s=` 해도 부팅이 깨짐.' % var]))
    ask = pick(['Which secret store holds %s for staging?' % var, '']) if E else pick(['스테이징의 %s 는 어느 시크릿 저장소에 있나요?' % var, ''])
    return C('clean: env var read in code', mc, le, ask)


@clean_t
def cl_gha_secrets(lang):
    a, b = pick(SECRET_VARS), pick(['NPM_TOKEN', 'DOCKERHUB_TOKEN', 'CODECOV_TOKEN', 'SONAR_TOKEN', 'PYPI_API_TOKEN'])
    wf = ('    env:\n      %s: ${{ secrets.%s }}\n    steps:\n      - uses: actions/checkout@v4\n      - run: echo "//registry.npmjs.org/:_authToken=${{ secrets.%s }}" > ~/.npmrc\n      - run: npm publish --provenance'
          % (a, a, b))
    E = lang == 'en'
    mc = ('I did not know publishing needs a repo secret; the workflow references it like this:\n' if E else '배포에 레포 시크릿이 필요한 줄 몰랐음. 워크플로우에서는 이렇게 참조함:\n') + wf
    le = (pick(['Secrets are not passed to workflows triggered from forks, which is why the PR build failed at publish.', 'Actions masks the secret values in logs as ***, so the log never shows whether the token is right.']) if E else
          pick(['포크에서 트리거된 워크플로우에는 시크릿이 전달 안 돼서 PR 빌드가 publish에서 실패한 것.', 'Actions가 로그에서 시크릿 값을 ***로 가려서 토큰이 맞는지 로그로는 알 수 없음.']))
    ask = pick(['Who can update the %s repository secret?' % b, '']) if E else pick(['%s 레포 시크릿은 누가 수정할 수 있나요?' % b, ''])
    return C('clean: GitHub Actions ${{ secrets.* }} references', mc, le, ask)


@clean_t
def cl_k8s_secretref(lang):
    sec = '%s-%s' % (pick(PROJECTS), pick(['db', 'credentials', 'api-keys']))
    y = ('        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s\n                key: password\n'
         '          - name: %s\n            valueFrom:\n              secretKeyRef:\n                name: %s\n                key: %s' % (sec, pick(SECRET_VARS), sec, pick(['api-key', 'token', 'secret'])))
    E = lang == 'en'
    mc = ('The pod kept failing with CreateContainerConfigError and I did not know the Deployment pulls env from a Secret:\n' if E else
          '파드가 계속 CreateContainerConfigError로 실패했는데 Deployment가 Secret에서 env를 가져온다는 걸 몰랐음:\n') + y
    le = ('The Secret %s did not exist in the new namespace; secretKeyRef does not fall back to anything.' % sec if E else
          '새 네임스페이스에 %s Secret이 없었음. secretKeyRef는 대체값이 없음.' % sec)
    ask = pick(['Is the Secret created by External Secrets or by hand?', '']) if E else pick(['그 Secret은 External Secrets로 만드나요, 수동인가요?', ''])
    return C('clean: k8s secretKeyRef', mc, le, ask)


@clean_t
def cl_aws_sm_arn(lang):
    region = pick(['ap-northeast-2', 'us-east-1', 'eu-central-1'])
    what = pick(['db', 'stripe', 'smtp'])
    name = '%s/%s/%s' % (pick(ENVS), pick(PROJECTS), what)
    what_en = {'db': 'DB', 'stripe': 'Stripe', 'smtp': 'SMTP'}[what]
    arn = 'arn:aws:secretsmanager:%s:%s:secret:%s-%s' % (region, acct_id(), name, rs(AN, 6))
    cmd = 'aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .%s' % (name, {'db': 'password', 'stripe': 'secret_key', 'smtp': 'password'}[what])
    E = lang == 'en'
    mc = ('I did not know the %s credentials live in Secrets Manager. The task role is allowed to read %s and the entrypoint runs:\n%s' % (what_en, arn, cmd) if E else
          '%s 인증 정보가 Secrets Manager에 있다는 걸 몰랐음. 태스크 롤에 %s 읽기 권한이 있고 entrypoint에서 실행:\n%s' % (what_en, arn, cmd))
    le = ('The random 6-character suffix on the ARN changes if the secret is recreated, so IAM policies should use the name with a wildcard.' if E else
          '시크릿을 다시 만들면 ARN 끝의 랜덤 6자리가 바뀌므로 IAM 정책은 이름 + 와일드카드로 써야 함.')
    ask = pick(['Is rotation enabled on %s?' % name, '']) if E else pick(['%s 자동 교체 켜져 있나요?' % name, ''])
    return C('clean: AWS Secrets Manager ARN and CLI', mc, le, ask)


@clean_t
def cl_op_refs(lang):
    v = pick(['Engineering', 'Private', 'CI', 'Shared-Infra'])
    env = 'DATABASE_PASSWORD="op://%s/%s Postgres/password"\nSTRIPE_SECRET_KEY="op://%s/Stripe %s/credential"\nGITHUB_TOKEN="op://%s/GitHub bot/token"' % (
        v, pick(['Staging', 'Prod']), v, pick(['live', 'test']), v)
    E = lang == 'en'
    mc = ('.env in this repo holds only 1Password references, which I did not realise:\n%s\nand the app is started with `op run --env-file=.env -- npm run dev`.' % env if E else
          '이 레포의 .env에는 1Password 참조만 들어 있다는 걸 몰랐음:\n%s\n앱은 `op run --env-file=.env -- npm run dev` 로 띄움.' % env)
    le = ('Without op signed in, the app sees the literal op:// strings and fails auth with a confusing 401.' if E else
          'op 로그인 안 돼 있으면 앱이 op:// 문자열을 그대로 받아서 헷갈리는 401이 남.')
    ask = pick(['Which 1Password vault should I request access to?', '']) if E else pick(['어느 1Password 볼트 권한을 요청하면 되나요?', ''])
    return C('clean: 1Password op:// references', mc, le, ask)


@clean_t
def cl_vault_refs(lang):
    path = 'secret/data/%s/%s' % (pick(ENVS), pick(PROJECTS))
    tpl = '{{ with secret "%s" }}\nDB_PASSWORD={{ .Data.data.db_password }}\nAPI_KEY={{ .Data.data.api_key }}\n{{ end }}' % path
    E = lang == 'en'
    mc = (pick(['I did not know secrets are rendered by Vault Agent. The template is:\n%s' % tpl, 'Nobody said the config file is generated; the Vault Agent template reads:\n%s' % tpl]) if E else
          pick(['시크릿이 Vault Agent로 렌더링된다는 걸 몰랐음. 템플릿:\n%s' % tpl, '설정 파일이 생성되는 거라는 말을 못 들음. Vault Agent 템플릿:\n%s' % tpl]))
    le = ('To read one field by hand: vault kv get -field=db_password %s' % path.replace('/data/', '/', 1) if E else
          '필드 하나만 직접 보려면: vault kv get -field=db_password %s' % path.replace('/data/', '/', 1))
    ask = '' if chance(0.5) else ('Which Vault role does the CI runner log in with?' if E else 'CI 러너는 어떤 Vault role로 로그인하나요?')
    return C('clean: Vault paths and agent template', mc, le, ask)


@clean_t
def cl_sops(lang):
    def enc(n):
        return 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64(rb(n)), b64(rb(32)), b64(rb(16)))
    y = 'db:\n    password: %s\n    user: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: "%s"\n    mac: %s' % (
        enc(ri(12, 24)), enc(4), enc(ri(40, 60)), age_public(), ts_iso()[:19] + 'Z', enc(32))
    E = lang == 'en'
    mc = ('I assumed secrets/%s.yaml held plaintext and was about to flag it. It is SOPS-encrypted:\n%s' % (pick(ENVS), y) if E else
          'secrets/%s.yaml 이 평문인 줄 알고 지적하려 했는데 SOPS로 암호화된 파일이었음:\n%s' % (pick(ENVS), y))
    le = ('Values are AES-GCM ciphertext and safe to commit; decrypt with `sops -d`, which needs the age private key from the team vault.' if E else
          '값은 AES-GCM 암호문이라 커밋해도 됨. 복호화는 `sops -d` 인데 팀 볼트에 있는 age 개인키가 필요함.')
    ask = ''
    return C('clean: SOPS-encrypted YAML (ciphertext)', mc, le, ask)


@clean_t
def cl_ansible_vault(lang):
    blob = hx(ri(320, 480))
    body = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(blob[i:i + 80] for i in range(0, len(blob), 80))
    E = lang == 'en'
    mc = ('group_vars/%s/vault.yml looked like a leaked key dump to me; it is ansible-vault output:\n%s' % (pick(ENVS), body) if E else
          'group_vars/%s/vault.yml 이 유출된 키 덤프처럼 보였는데 ansible-vault 결과물이었음:\n%s' % (pick(ENVS), body))
    le = ('Run playbooks with --vault-password-file ~/.ansible/vault_pass; the encrypted file itself is fine in git.' if E else
          '플레이북은 --vault-password-file ~/.ansible/vault_pass 로 실행. 암호화된 파일 자체는 git에 있어도 됨.')
    return C('clean: ansible-vault encrypted file', mc, le, '')


@clean_t
def cl_sealed_secret(lang):
    y = 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s\n    username: AgA%s' % (
        pick(PROJECTS), pick(ENVS), b64(rb(ri(150, 220))).rstrip('='), b64(rb(120)).rstrip('='))
    E = lang == 'en'
    mc = ('The manifests folder has Secrets in git, which I did not expect. They are SealedSecrets:\n' if E else 'manifests 폴더에 Secret이 git에 있어서 놀랐는데 SealedSecret이었음:\n') + y
    le = ('Only the controller in the cluster can decrypt encryptedData; re-seal with kubeseal --cert pub-cert.pem when values change.' if E else
          'encryptedData는 클러스터의 컨트롤러만 복호화 가능. 값 바뀌면 kubeseal --cert pub-cert.pem 으로 다시 seal.')
    return C('clean: Bitnami SealedSecret ciphertext', mc, le, pick(['Where is pub-cert.pem published?', '']) if E else pick(['pub-cert.pem 은 어디서 받나요?', '']))


@clean_t
def cl_env_example(lang):
    lines = ['# copy to .env and fill in', 'DATABASE_URL=postgres://localhost:5432/app_dev',
             'STRIPE_SECRET_KEY=%s' % pick(['sk_test_...', '<your-stripe-test-key>', '']), 'OPENAI_API_KEY=%s' % pick(['sk-...', 'your-openai-key-here', '']),
             'SLACK_WEBHOOK_URL=%s' % pick(['https://hooks.slack.com/services/XXX/YYY/ZZZ', '']), 'JWT_SECRET=%s' % pick(['<generate with: openssl rand -hex 32>', 'replace-me', '']),
             'SENTRY_DSN=']
    body = '\n'.join(lines[:1] + [l for l in lines[1:] if chance(0.8)])
    E = lang == 'en'
    mc = ('The setup guide was missing; .env.example is the only documentation of required variables:\n' if E else '셋업 가이드가 없어서 .env.example 이 필요한 변수의 유일한 문서였음:\n') + body
    le = ('The local Postgres in docker-compose runs with trust auth, so DATABASE_URL needs no password; every other value must be requested.' if E else
          'docker-compose의 로컬 Postgres는 trust 인증이라 DATABASE_URL에 비밀번호가 필요 없음. 나머지 값은 요청해야 함.')
    ask = pick(['Who hands out the test-mode keys for new developers?', '']) if E else pick(['신규 개발자용 테스트 키는 누가 발급해 주나요?', ''])
    return C('clean: .env.example with placeholders', mc, le, ask)


@clean_t
def cl_masked_cli(lang):
    k = ri(0, 2)
    if k == 0:
        out = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % user_name())
        what = 'gh auth status'
    elif k == 1:
        out = ('      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  %s           manual    --profile\n'
               'access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config'
               % (pick(['dev', 'stg-admin', 'default']), rs(ANU, 4), rs(AN, 4), pick(['ap-northeast-2', 'us-east-1'])))
        what = 'aws configure list'
    else:
        out = ('> Environment Variables found for acme/%s [%dms]\n name                  value        environments        created\n STRIPE_SECRET_KEY     Encrypted    Production          %dd ago\n DATABASE_URL          Encrypted    Production, Preview %dd ago'
               % (pick(PROJECTS), ri(80, 400), ri(2, 90), ri(2, 90)))
        what = 'vercel env ls'
    E = lang == 'en'
    mc = ('I could not tell which credentials the CLI was using. `%s` shows:\n%s' % (what, out) if E else 'CLI가 어떤 인증 정보를 쓰는지 몰랐음. `%s` 결과:\n%s' % (what, out))
    le = ('The CLI masks the values, so this only proves which profile/account is active, not that the key works.' if E else
          'CLI가 값을 마스킹해서 어떤 프로필/계정이 활성인지만 알 수 있고 키가 유효한지는 모름.')
    return C('clean: masked credentials in CLI output (%s)' % what, mc, le, '')


@clean_t
def cl_ci_masked_log(lang):
    log = (('Run curl -sf -H "Authorization: Bearer ***" https://api.%s/v1/deploy\n  curl -sf -H "Authorization: Bearer ***" https://api.%s/v1/deploy\n  shell: /usr/bin/bash -e {0}\n  env:\n    DEPLOY_TOKEN: ***\n'
           'curl: (22) The requested URL returned error: 401') % ((pick(['acme.io', 'hanbit.co.kr']),) * 2))
    E = lang == 'en'
    mc = ('The deploy step fails and I could not see the token; the Actions log masks it:\n' if E else '배포 스텝이 실패하는데 토큰을 볼 수 없었음. Actions 로그에서 마스킹됨:\n') + log
    le = ('The 401 came from an environment-scoped secret: the job did not declare `environment: production`, so DEPLOY_TOKEN resolved to the repo-level value.' if E else
          '401 원인은 environment 스코프 시크릿. 잡에 `environment: production` 선언이 없어서 DEPLOY_TOKEN이 레포 레벨 값으로 잡힘.')
    return C('clean: CI log with *** masking', mc, le, '')


@clean_t
def cl_aws_example_keys(lang):
    pair = pick([('AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'), ('AKIAI44QH8DHBEXAMPLE', 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY')])
    code = pick(['@pytest.fixture\ndef aws_credentials(monkeypatch):\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "%s")\n    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "%s")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")' % pair,
                 'services:\n  localstack:\n    image: localstack/localstack:3\n    environment:\n      - AWS_ACCESS_KEY_ID=%s\n      - AWS_SECRET_ACCESS_KEY=%s' % pair])
    E = lang == 'en'
    mc = ('The secret scanner flagged the test setup, which made me think a real key had leaked:\n%s' % code if E else '시크릿 스캐너가 테스트 설정을 잡아서 실제 키가 유출된 줄 알았음:\n%s' % code)
    le = ('Those are the sample keys from the AWS documentation; moto/localstack accept any value, and the scanner allowlist should cover them.' if E else
          'AWS 문서의 예시 키임. moto/localstack은 아무 값이나 받으니 스캐너 allowlist에 넣으면 됨.')
    return C('clean: AWS documentation example keys', mc, le, '')


@clean_t
def cl_doc_examples(lang):
    k = ri(0, 3)
    E = lang == 'en'
    if k == 0:
        t = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
        mc = ('The unit test for the JWT parser uses the sample token from jwt.io:\n%s' % t if E else 'JWT 파서 유닛 테스트에 jwt.io 샘플 토큰을 씀:\n%s' % t)
        le = ('It decodes to sub 1234567890 / name John Doe and is signed with the literal "your-256-bit-secret"; fine for parsing tests, useless for auth tests.' if E else
              'sub 1234567890 / name John Doe 로 디코딩되고 "your-256-bit-secret" 로 서명된 예시라 파싱 테스트용으로만 적합.')
        cat = 'jwt.io sample token'
    elif k == 1:
        mc = ('The Slack SDK README example uses `token="xoxb-not-a-real-token-this-will-not-work"`, and our snippet was copied from there.' if E else
              'Slack SDK README 예제가 `token="xoxb-not-a-real-token-this-will-not-work"` 을 쓰는데 우리 코드가 거기서 복사된 것이었음.')
        le = ('That is why the bot never connected in the demo branch: the placeholder was never replaced with SLACK_BOT_TOKEN from the env.' if E else
              '데모 브랜치에서 봇이 연결 안 된 이유: 플레이스홀더를 env의 SLACK_BOT_TOKEN으로 바꾸지 않았음.')
        cat = 'Slack docs placeholder token'
    elif k == 2:
        y = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysecret\ntype: Opaque\ndata:\n  username: YWRtaW4=\n  password: MWYyZDFlMmU2N2Rm'
        mc = ('The chart\'s test fixture is the Secret example from the Kubernetes docs verbatim:\n' if E else '차트 테스트 픽스처가 쿠버네티스 문서의 Secret 예제를 그대로 가져온 것:\n') + y
        le = ('Those values are the documentation sample (admin / 1f2d1e2e67df), only used by the template test.' if E else
              '문서 예시 값(admin / 1f2d1e2e67df)이고 템플릿 테스트에서만 씀.')
        cat = 'Kubernetes docs Secret example'
    else:
        mc = ('The Twilio quickstart we copied has `account_sid = "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"` and `auth_token = "your_auth_token"` as placeholders.' if E else
              '복사해 온 Twilio 퀵스타트에 `account_sid = "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"`, `auth_token = "your_auth_token"` 플레이스홀더가 그대로 있었음.')
        le = ('The SMS test "passed" only because the client was mocked; with the placeholders the real API returns 20003.' if E else
              '클라이언트가 mock 돼서 SMS 테스트가 통과한 것뿐. 플레이스홀더로는 실제 API가 20003을 반환함.')
        cat = 'Twilio quickstart placeholders'
    return C('clean: vendor documentation example (%s)' % cat, mc, le, '')


@clean_t
def cl_jwt_decoded(lang):
    now = ri(1735000000, 1760000000)
    hdr = cjson({'alg': 'RS256', 'kid': rs(B64U, 22), 'typ': 'JWT'})
    pl = json.dumps({'iss': pick(['https://acme.us.auth0.com/', 'https://keycloak.acme.io/realms/main']), 'aud': pick(['api://orders', 'https://api.acme.io']),
                     'sub': pick(['auth0|', '']) + dg(18), 'iat': now, 'exp': now + 3600, 'scope': 'read:orders'}, indent=2)
    E = lang == 'en'
    mc = ('The API rejected tokens from the new SPA and I did not know the audience changed. Decoded header and payload (no signature):\n%s\n%s' % (hdr, pl) if E else
          '새 SPA에서 온 토큰을 API가 거부했는데 audience가 바뀐 걸 몰랐음. 디코딩한 헤더와 페이로드(서명 제외):\n%s\n%s' % (hdr, pl))
    le = ('The API validates aud strictly; the SPA must request the api://orders audience.' if E else 'API가 aud를 엄격히 검사함. SPA가 api://orders audience로 요청해야 함.')
    return C('clean: decoded JWT header/payload (no token)', mc, le, '')


@clean_t
def cl_commit_shas(lang):
    shas = [hx(40) for _ in range(3)]
    E = lang == 'en'
    k = ri(0, 2)
    if k == 0:
        body = '\n'.join('%s %s' % (s[:7], m) for s, m in zip(shas, ['fix(auth): refresh token race', 'chore(deps): bump axios to 1.7.2', 'feat(billing): proration preview']))
        mc = ('I did not know which commit introduced the regression. git log --oneline on the release branch:\n' if E else '어느 커밋에서 회귀가 생겼는지 몰랐음. 릴리스 브랜치 git log --oneline:\n') + body
        le = ('Bisect pointed at %s; reverting it fixes the login loop.' % shas[0] if E else '%s 로 bisect 결과가 나옴. revert 하면 로그인 루프가 해결됨.' % shas[0])
    elif k == 1:
        mc = ('The hotfix had to go to release/2.%d without merging main, which nobody told me.' % ri(3, 19) if E else 'main을 머지하지 않고 release/2.%d에 핫픽스만 넣어야 한다는 걸 아무도 안 알려줌.' % ri(3, 19))
        le = ('git cherry-pick -x %s %s, then tag v2.%d.%d.' % (shas[0], shas[1], ri(3, 19), ri(1, 9)) if E else 'git cherry-pick -x %s %s 후 v2.%d.%d 태그.' % (shas[0], shas[1], ri(3, 19), ri(1, 9)))
    else:
        mc = ('The deploy dashboard shows the running revision as %s but main is at %s.' % (shas[0], shas[1]) if E else '배포 대시보드의 실행 중 리비전은 %s 인데 main은 %s.' % (shas[0], shas[1]))
        le = ('ArgoCD was pinned to that SHA during the freeze and nobody unpinned it.' if E else '동결 기간에 ArgoCD가 그 SHA로 고정됐고 아무도 해제 안 했음.')
    ask = pick(['Should the pin be removed now?', '']) if E else pick(['고정 이제 풀어도 되나요?', ''])
    return C('clean: git commit SHAs', mc, le, ask if k == 2 else '')


@clean_t
def cl_docker_digest(lang):
    d = hx(64)
    base = pick(['node:20.11.1-alpine', 'python:3.12.4-slim', 'golang:1.22-bookworm', 'nginx:1.27'])
    E = lang == 'en'
    body = 'FROM %s@sha256:%s AS build' % (base, d)
    pull = '%s: Pulling from library/%s\nDigest: sha256:%s\nStatus: Image is up to date for %s' % (base.split(':')[1], base.split(':')[0], d, base)
    mc = (pick(['The base image is pinned by digest, which I did not notice:\n' + body, 'Builds were not picking up the new base image. docker pull says:\n' + pull]) if E else
          pick(['베이스 이미지가 digest로 고정돼 있는 걸 못 봤음:\n' + body, '빌드가 새 베이스 이미지를 안 가져옴. docker pull 결과:\n' + pull]))
    le = ('Renovate bumps the digest weekly; a tag alone is not enough to get a patched image.' if E else 'Renovate가 매주 digest를 올림. 태그만으로는 패치된 이미지가 안 옴.')
    return C('clean: Docker image digest', mc, le, '')


@clean_t
def cl_npm_integrity(lang):
    pkg = pick(['axios', 'lodash', 'zod', 'date-fns', 'undici'])
    ver = '%d.%d.%d' % (ri(1, 4), ri(0, 20), ri(0, 12))
    body = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (pkg, ver, pkg, pkg, ver, b64(rb(64)))
    E = lang == 'en'
    mc = ('npm ci failed with EINTEGRITY and I did not know the lockfile had been hand-edited:\n' if E else 'npm ci가 EINTEGRITY로 실패했는데 lockfile이 손으로 수정됐다는 걸 몰랐음:\n') + body
    le = ('Regenerate the entry with npm install %s@%s instead of editing integrity hashes.' % (pkg, ver) if E else 'integrity 해시를 직접 고치지 말고 npm install %s@%s 로 다시 생성할 것.' % (pkg, ver))
    return C('clean: package-lock integrity hash', mc, le, '')


@clean_t
def cl_gosum(lang):
    mods = [('github.com/%s' % pick(['spf13/cobra v1.8.1', 'stretchr/testify v1.9.0', 'gin-gonic/gin v1.10.0', 'jackc/pgx/v5 v5.6.0'])), ('golang.org/x/%s v0.%d.0' % (pick(['net', 'sync', 'crypto']), ri(10, 30)))]
    lines = []
    for m in mods:
        lines.append('%s h1:%s=' % (m, b64(rb(32))[:43]))
        lines.append('%s/go.mod h1:%s=' % (m, b64(rb(32))[:43]))
    E = lang == 'en'
    mc = ('go build complained "verifying module: checksum mismatch"; relevant go.sum lines:\n' if E else 'go build가 "verifying module: checksum mismatch"를 뱉음. 관련 go.sum:\n') + '\n'.join(lines)
    le = ('A retagged upstream release caused it; GOFLAGS=-mod=mod does not help, pin to the previous version instead.' if E else
          '업스트림이 태그를 다시 찍어서 생긴 문제. GOFLAGS=-mod=mod 로는 안 되고 이전 버전으로 고정해야 함.')
    return C('clean: go.sum h1 hashes', mc, le, '')


@clean_t
def cl_pip_hashes(lang):
    pk = pick(['requests==2.32.3', 'cryptography==42.0.8', 'pydantic==2.8.2', 'urllib3==2.2.2'])
    body = '%s \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (pk, hx(64), hx(64))
    E = lang == 'en'
    mc = ('I did not know requirements are compiled with hashes (pip-compile --generate-hashes):\n' if E else 'requirements가 해시 포함으로 컴파일된다는 걸 몰랐음 (pip-compile --generate-hashes):\n') + body
    le = ('Adding a package by hand breaks --require-hashes installs; rerun pip-compile.' if E else '패키지를 손으로 추가하면 --require-hashes 설치가 깨짐. pip-compile 다시 돌릴 것.')
    return C('clean: pip --hash=sha256 pins', mc, le, '')


@clean_t
def cl_checksums(lang):
    f = pick(['terraform_1.9.2_linux_amd64.zip', 'node-v20.15.1-linux-x64.tar.xz', 'kubectl', 'backup-%d.tar.zst' % ri(20240101, 20251231)])
    k = ri(0, 1)
    body = ('%s  %s' % (hx(64), f)) if k == 0 else ('MD5 (%s) = %s' % (f, hx(32)))
    E = lang == 'en'
    mc = ('The install script verifies the download and failed on the ARM runner. Expected checksum from the release page:\n' if E else 'ARM 러너에서 설치 스크립트의 다운로드 검증이 실패함. 릴리스 페이지의 기대 체크섬:\n') + body
    le = ('The script hardcodes the amd64 checksum; it has to pick the line for the runner architecture.' if E else '스크립트가 amd64 체크섬을 하드코딩함. 러너 아키텍처에 맞는 줄을 골라야 함.')
    return C('clean: file checksum (%s)' % ['sha256sum', 'md5'][k], mc, le, '')


@clean_t
def cl_sri(lang):
    tag = '<script src="https://cdn.jsdelivr.net/npm/%s/dist/%s.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (
        pick(['chart.js@4.4.3', 'alpinejs@3.14.1', 'htmx.org@2.0.1']), pick(['chart.umd', 'cdn', 'htmx']), b64(rb(48)))
    E = lang == 'en'
    mc = ('The chart stopped rendering after a CDN bump; the page pins the script with SRI:\n' if E else 'CDN 버전 올린 뒤 차트가 안 그려짐. 페이지가 SRI로 스크립트를 고정하고 있음:\n') + tag
    le = ('When the version changes the integrity hash must be regenerated, otherwise the browser silently refuses the file.' if E else '버전 바꾸면 integrity 해시도 다시 만들어야 함. 아니면 브라우저가 조용히 파일을 거부함.')
    return C('clean: Subresource Integrity hash', mc, le, '')


@clean_t
def cl_request_ids(lang):
    k = ri(0, 2)
    if k == 0:
        body = 'HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\nvia: 1.1 %s.cloudfront.net (CloudFront)\nx-amz-cf-id: %s==' % (
            uuid4(), '%08x' % ri(0x60000000, 0x6fffffff), hx(24), hx(32), rs(B64U, 54))
    elif k == 1:
        body = 'An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s' % rs(ANU, 52)
    else:
        body = 'x-ms-request-id: %s\nx-ms-correlation-request-id: %s\nCode: AuthorizationFailed' % (uuid4(), uuid4())
    E = lang == 'en'
    mc = ('Support asked for the request identifiers of the failing call; I did not know where to find them. From the response:\n' if E else '지원팀이 실패한 호출의 요청 ID를 달라고 했는데 어디서 찾는지 몰랐음. 응답에서:\n') + body
    le = ('Give support the request id and the timestamp; they cannot look anything up from the account alone.' if E else '지원팀에는 요청 ID와 타임스탬프를 같이 줘야 함. 계정만으로는 조회 못 함.')
    return C('clean: request / correlation IDs', mc, le, '')


@clean_t
def cl_traceparent(lang):
    tid, sid = hx(32), hx(16)
    body = 'traceparent: 00-%s-%s-01\n%s level=error msg="upstream timeout" trace_id=%s span_id=%s service=%s' % (tid, sid, ts_iso(), tid, hx(16), pick(PROJECTS))
    E = lang == 'en'
    mc = ('I could not correlate the gateway error with the backend logs. The headers and log line:\n' if E else '게이트웨이 에러를 백엔드 로그와 연결할 수 없었음. 헤더와 로그:\n') + body
    le = ('Search Tempo by trace_id; the span_id in the log is the child span, not the one in traceparent.' if E else 'Tempo에서 trace_id로 검색할 것. 로그의 span_id는 자식 스팬이고 traceparent의 것과 다름.')
    return C('clean: W3C traceparent / trace IDs', mc, le, '')


@clean_t
def cl_stripe_ids(lang):
    ids = {'customer': 'cus_' + rs(AN, 14), 'payment_intent': 'pi_3' + rs(AN, 23), 'event': 'evt_1' + rs(AN, 23), 'price': 'price_1' + rs(AN, 23),
           'subscription': 'sub_1' + rs(AN, 23), 'invoice': 'in_1' + rs(AN, 23), 'account': 'acct_1' + rs(AN, 15)}
    keys = list(ids.keys())
    chosen = [keys.pop(R.randrange(len(keys))) for _ in range(3)]
    body = '\n'.join('%s: %s' % (k, ids[k]) for k in chosen)
    E = lang == 'en'
    mc = ('The refund script needs Stripe object IDs, which nobody gave me. From the dashboard:\n' if E else '환불 스크립트에 Stripe 객체 ID가 필요한데 아무도 안 줌. 대시보드에서 확인:\n') + body
    le = ('Object IDs are not secrets; they are useless without the account key, and they differ between test and live mode.' if E else '객체 ID는 시크릿이 아님. 계정 키 없이는 쓸모없고 test/live 모드별로 다름.')
    return C('clean: Stripe object IDs', mc, le, '')


@clean_t
def cl_objectids(lang):
    ids = [hx(24) for _ in range(3)]
    q = 'db.orders.find({ _id: { $in: [ObjectId("%s"), ObjectId("%s"), ObjectId("%s")] } })' % tuple(ids)
    E = lang == 'en'
    mc = ('I did not know the broken orders were identified by ObjectId. The query the user gave:\n' if E else '깨진 주문이 ObjectId로 식별된다는 걸 몰랐음. 사용자분이 준 쿼리:\n') + q
    le = ('ObjectIds encode the creation time in the first 4 bytes, so these all came from the %s batch.' % pick(['02:00', '03:30', 'nightly']) if E else
          'ObjectId 앞 4바이트가 생성 시각이라 전부 %s 배치에서 나온 것.' % pick(['02:00', '03:30', '야간']))
    return C('clean: MongoDB ObjectIds', mc, le, '')


@clean_t
def cl_aws_resource_ids(lang):
    acct = acct_id()
    body = ('InstanceId: i-0%s\nVolumeId: vol-0%s\nSecurityGroups: sg-0%s\nSubnetId: subnet-0%s\nImageId: ami-0%s\nIamInstanceProfile: arn:aws:iam::%s:instance-profile/%s-ec2'
            % (hx(16), hx(16), hx(16), hx(16), hx(16), acct, pick(PROJECTS)))
    E = lang == 'en'
    mc = ('I did not know which instance runs the cron jobs. describe-instances for the tag role=cron:\n' if E else '크론 잡이 어떤 인스턴스에서 도는지 몰랐음. role=cron 태그로 describe-instances:\n') + body
    le = ('The instance is in a private subnet; use SSM Session Manager, there is no SSH key.' if E else '인스턴스가 private 서브넷에 있음. SSH 키 없고 SSM Session Manager로 접속.')
    return C('clean: AWS resource IDs and ARNs', mc, le, '')


@clean_t
def cl_aws_unique_ids(lang):
    rid = 'AROA' + rs(ANU, 17)
    uid = 'AIDA' + rs(ANU, 17)
    body = json.dumps({'userIdentity': {'type': 'AssumedRole', 'principalId': '%s:%s' % (rid, pick(['GitHubActions', 'botocore-session-%d' % ri(10 ** 9, 10 ** 10)])),
                                        'arn': 'arn:aws:sts::%s:assumed-role/%s/GitHubActions' % (acct_id(), pick(['deploy-role', 'ci-oidc'])),
                                        'sessionContext': {'sessionIssuer': {'type': 'Role', 'principalId': rid}}}, 'eventName': 'DeleteObject'}, indent=2)
    E = lang == 'en'
    k = ri(0, 1)
    if k == 0:
        mc = ('I had to find out who deleted the objects. The CloudTrail record:\n' if E else '누가 객체를 지웠는지 찾아야 했음. CloudTrail 레코드:\n') + body
        le = ('AROA... is the role\'s unique ID, not an access key; it maps to the CI OIDC role.' if E else 'AROA... 는 역할의 고유 ID이지 액세스 키가 아님. CI OIDC 역할에 해당함.')
    else:
        mc = ('A bucket policy referenced a principal as %s and I did not know what it was.' % uid if E else '버킷 정책에 principal이 %s 로 적혀 있었는데 뭔지 몰랐음.' % uid)
        le = ('AIDA-prefixed strings are IAM user unique IDs; they appear when the user was deleted and recreated, so the policy no longer matches.' if E else
              'AIDA로 시작하는 건 IAM 사용자 고유 ID. 사용자를 지웠다가 다시 만들면 이렇게 남아서 정책이 더 이상 안 맞음.')
    return C('clean: AWS unique IDs (AROA/AIDA)', mc, le, '')


@clean_t
def cl_azure_ids(lang):
    body = json.dumps({'appId': uuid4(), 'displayName': 'sp-%s-deploy' % pick(PROJECTS), 'tenant': uuid4(), 'id': uuid4()}, indent=2)
    sub = uuid4()
    E = lang == 'en'
    mc = ('I did not know deployments use a service principal. `az ad sp show` (no password in output):\n%s\nSubscription: %s' % (body, sub) if E else
          '배포가 서비스 주체를 쓴다는 걸 몰랐음. `az ad sp show` 결과(비밀번호 없음):\n%s\n구독: %s' % (body, sub))
    le = ('The pipeline uses workload identity federation, so there is no client secret at all; the IDs above are enough for the OIDC login.' if E else
          '파이프라인은 워크로드 ID 페더레이션을 써서 클라이언트 시크릿이 아예 없음. 위 ID만으로 OIDC 로그인 가능.')
    return C('clean: Azure tenant/app/subscription IDs', mc, le, '')


@clean_t
def cl_google_client_id(lang):
    cid = dg(12) + '-' + rs(ANL, 32) + '.apps.googleusercontent.com'
    body = 'NEXT_PUBLIC_GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}' % cid
    E = lang == 'en'
    mc = ('Google sign-in returned redirect_uri_mismatch. The config:\n' if E else '구글 로그인이 redirect_uri_mismatch 를 반환함. 설정:\n') + body
    le = ('The client ID is public (it ships in the browser); the fix was adding https://stg.acme.io/api/auth/callback/google to the authorized redirect URIs.' if E else
          '클라이언트 ID는 브라우저에 노출되는 공개 값. https://stg.acme.io/api/auth/callback/google 을 승인된 리디렉션 URI에 추가해서 해결.')
    return C('clean: Google OAuth client ID (no secret)', mc, le, '')


@clean_t
def cl_twilio_sids(lang):
    body = '%s WARN sms.send failed sid=SM%s account=AC%s messaging_service=MG%s to=+8210****%04d code=30007' % (ts_iso(), hx(32), hx(32), hx(32), ri(0, 9999))
    E = lang == 'en'
    mc = ('SMS delivery to Korean numbers failed and I did not know the error codes. Log line:\n' if E else '한국 번호로 SMS 발송이 실패했는데 에러 코드를 몰랐음. 로그:\n') + body
    le = ('30007 is carrier filtering; the SIDs identify the message/account and are not credentials. The sender needs a registered template.' if E else
          '30007은 통신사 필터링. SID는 메시지/계정 식별자일 뿐 인증 정보가 아님. 발신 템플릿 등록이 필요함.')
    return C('clean: Twilio SIDs in logs', mc, le, '')


@clean_t
def cl_slack_ids(lang):
    body = 'team: T0%s\nchannel: C0%s (#%s)\nbot user: U0%s\nmessage ts: %d.%06d\npermalink: https://acme.slack.com/archives/C0%s/p%d%06d' % (
        rs(ANU, 8), rs(ANU, 8), pick(['deploys', 'alerts-prod', 'eng-release']), rs(ANU, 8), ri(1700000000, 1760000000), ri(0, 999999), rs(ANU, 8), ri(1700000000, 1760000000), ri(0, 999999))
    E = lang == 'en'
    mc = ('The bot was posting to the wrong channel and I did not know it is configured by ID, not name:\n' if E else '봇이 엉뚱한 채널에 글을 올렸는데, 채널이 이름이 아니라 ID로 설정된다는 걸 몰랐음:\n') + body
    le = ('Channel IDs survive renames; the config still pointed at the archived channel\'s ID.' if E else '채널 ID는 이름을 바꿔도 유지됨. 설정이 아직 보관된 채널의 ID를 가리키고 있었음.')
    return C('clean: Slack team/channel/user IDs', mc, le, '')


@clean_t
def cl_discord_pubkey(lang):
    body = 'APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s\nGUILD_ID=%s' % (dg(19), hx(64), dg(18))
    E = lang == 'en'
    mc = ('Discord kept rejecting the interactions endpoint URL. Our config:\n' if E else 'Discord가 interactions 엔드포인트 URL을 계속 거부함. 설정:\n') + body
    le = ('The public key is used to verify Ed25519 signatures on incoming interactions; it is published in the developer portal and is not a secret. The bug was reading the body as JSON before verifying the raw bytes.' if E else
          '공개키는 들어오는 interaction의 Ed25519 서명 검증용이고 개발자 포털에 공개된 값이라 시크릿이 아님. 원인은 raw 바이트 검증 전에 body를 JSON으로 파싱한 것.')
    return C('clean: Discord application public key', mc, le, '')


@clean_t
def cl_ssh_pubkey(lang):
    line = 'ssh-ed25519 %s %s' % (ssh_ed25519_pub(), pick(['deploy@ci', '%s@laptop' % user_name(), 'github-actions']))
    line2 = 'ssh-rsa %s %s' % (ssh_rsa_pub(), user_name()) if chance(0.3) else ''
    E = lang == 'en'
    mc = ('Deploys failed with "Permission denied (publickey)". The authorized_keys on the host contains:\n' if E else '배포가 "Permission denied (publickey)"로 실패함. 호스트의 authorized_keys:\n') + line + ('\n' + line2 if line2 else '')
    le = ('The CI key was missing; adding its public key line fixed it. Public keys are safe to paste, the private half stays in CI.' if E else
          'CI 키가 빠져 있었음. 공개키 줄을 추가해서 해결. 공개키는 붙여넣어도 되고 개인키는 CI에만 있음.')
    return C('clean: SSH public key (authorized_keys)', mc, le, '')



@clean_t
def cl_ssh_fingerprint(lang):
    h = host(pick(['bastion', 'jump', 'git']))
    body = ("The authenticity of host '%s (10.%d.%d.%d)' can't be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names."
            % (h, ri(0, 9), ri(0, 255), ri(2, 250), ssh_fp()))
    kh = '|1|%s|%s ssh-ed25519 %s' % (b64(rb(20)), b64(rb(20)), ssh_ed25519_pub())
    E = lang == 'en'
    mc = ('The bastion was rebuilt and ssh started warning; I did not know whether to trust it:\n%s' % body if E else 'bastion이 재구축돼서 ssh 경고가 뜸. 신뢰해도 되는지 몰랐음:\n%s' % body)
    le = ('Compare the fingerprint with the one posted in #infra, then replace the hashed known_hosts entry, which looks like:\n%s' % kh if E else
          '#infra에 공지된 지문과 비교한 뒤 해시된 known_hosts 항목을 교체하면 됨. 항목 형태:\n%s' % kh)
    return C('clean: SSH host key fingerprint / hashed known_hosts', mc, le, '')


@clean_t
def cl_gpg_fpr(lang):
    fpr = rs(HXU, 40)
    body = 'pub   ed25519 2024-%02d-%02d [SC] [expires: 2026-%02d-%02d]\n      %s\nuid           [ultimate] %s <%s>\nsub   cv25519 2024-%02d-%02d [E]' % (
        ri(1, 12), ri(1, 28), ri(1, 12), ri(1, 28), fpr, pick(['Release Bot', 'Minji Kim', 'Tom Park']), email(), ri(1, 12), ri(1, 28))
    E = lang == 'en'
    mc = ('Tags were showing as Unverified on GitHub; I did not know which key signs releases. gpg --list-keys:\n' if E else 'GitHub에서 태그가 Unverified로 나옴. 어떤 키로 릴리스를 서명하는지 몰랐음. gpg --list-keys:\n') + body
    le = ('git config user.signingkey %s, and the public key has to be uploaded to the bot account on GitHub.' % fpr[-16:] if E else
          'git config user.signingkey %s 설정 후 공개키를 GitHub 봇 계정에 올려야 함.' % fpr[-16:])
    return C('clean: GPG key fingerprint', mc, le, '')


@clean_t
def cl_cert_pem(lang):
    lines = cert_pem_lines(ri(3, 5))
    body = '-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----' % '\n'.join(lines)
    info = 'subject=CN = *.%s\nissuer=C = US, O = Let\'s Encrypt, CN = R11\nnotAfter=%s\nSHA256 Fingerprint=%s' % (
        pick(['acme.io', 'hanbit.co.kr']), pick(['Aug 14 03:12:09 2025 GMT', 'Jan  2 11:40:55 2026 GMT']), ':'.join(rs(HXU, 2) for _ in range(32)))
    E = lang == 'en'
    mc = ('The client got "unable to get local issuer certificate". The server sends only the leaf:\n%s\n%s' % (body, info) if E else
          '클라이언트에서 "unable to get local issuer certificate" 발생. 서버가 리프 인증서만 보냄:\n%s\n%s' % (body, info))
    le = ('Serve fullchain.pem instead of cert.pem; certificates are public, the key file is what must not leave the server.' if E else
          'cert.pem 대신 fullchain.pem을 서빙해야 함. 인증서는 공개 정보이고 서버 밖으로 나가면 안 되는 건 키 파일.')
    return C('clean: X.509 certificate (public)', mc, le, '')


@clean_t
def cl_wg_peer(lang):
    body = 'interface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: 51820\n\npeer: %s\n  endpoint: 203.0.113.%d:51820\n  allowed ips: 10.8.0.%d/32\n  latest handshake: %d minutes, %d seconds ago' % (
        b64(rb(32)), b64(rb(32)), ri(1, 254), ri(2, 250), ri(1, 59), ri(1, 59))
    E = lang == 'en'
    mc = ('The VPN peer for the office could not connect. `sudo wg show` on the server:\n' if E else '사무실 VPN 피어가 연결이 안 됨. 서버에서 `sudo wg show`:\n') + body
    le = ('wg show never prints the private key; the peer was missing because its public key had a trailing newline in the config.' if E else
          'wg show는 개인키를 출력하지 않음. 설정에서 피어 공개키 끝에 개행이 들어가서 피어가 누락된 것이었음.')
    return C('clean: WireGuard wg show (public keys only)', mc, le, '')


@clean_t
def cl_pubkeys_misc(lang):
    k = ri(0, 2)
    E = lang == 'en'
    if k == 0:
        body = 'creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      %s,\n      %s' % (age_public(), age_public())
        what = '.sops.yaml age recipients'
    elif k == 1:
        body = 'untrusted comment: minisign public key %s\nRWQ%s' % (rs(HXU, 16), b64(rb(39))[:53])
        what = 'minisign public key'
    else:
        body = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE%s\n%s\n-----END PUBLIC KEY-----' % (rs(B64A, 28), rs(B64A, 54) + '==')
        what = 'cosign.pub'
    mc = ('I did not know how release artifacts are verified. The repo contains %s:\n%s' % (what, body) if E else '릴리스 산출물을 어떻게 검증하는지 몰랐음. 레포에 %s 가 있음:\n%s' % (what, body))
    le = ('These are public keys, meant to be committed; the matching private keys are in the release signer only.' if E else '커밋하라고 있는 공개키. 대응하는 개인키는 릴리스 서명기에만 있음.')
    return C('clean: public key (%s)' % what, mc, le, '')


@clean_t
def cl_jwks(lang):
    n = b64u(rb(256))
    body = json.dumps({'keys': [{'kty': 'RSA', 'use': 'sig', 'alg': 'RS256', 'kid': rs(B64U, 22), 'n': n, 'e': 'AQAB'}]}, indent=1)
    E = lang == 'en'
    mc = ('Token validation failed after the IdP rotated keys. The JWKS endpoint returns:\n' if E else 'IdP가 키를 교체한 뒤 토큰 검증이 실패함. JWKS 엔드포인트 응답:\n') + body
    le = ('Our verifier cached the JWKS for 24 h; the new kid was not in the cache. Cache for 10 minutes and refetch on unknown kid.' if E else
          '검증기가 JWKS를 24시간 캐시해서 새 kid가 없었음. 10분 캐시 + 모르는 kid면 재조회로 변경.')
    return C('clean: JWKS public keys', mc, le, '')


@clean_t
def cl_b64_data(lang):
    k = ri(0, 2)
    E = lang == 'en'
    if k == 0:
        content = '# %s\n\nInternal service for %s.\n\n## Setup\n\n```bash\nmake dev\n```\n' % (pick(PROJECTS), pick(['billing', 'search', 'notifications']))
        enc = b64(content)
        body = '{\n  "name": "README.md",\n  "encoding": "base64",\n  "content": "%s"\n}' % '\\n'.join(enc[i:i + 60] for i in range(0, len(enc), 60))
        what = 'GitHub contents API (base64 README)'
    elif k == 1:
        cfg = cjson({'features': {'newCheckout': True, 'darkMode': False}, 'rollout': ri(5, 50), 'region': pick(['kr', 'jp', 'us'])})
        body = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\nbinaryData:\n  flags.json: %s' % b64(cfg)
        what = 'ConfigMap binaryData (feature flags JSON)'
    else:
        payload = cjson({'event': 'order.created', 'orderId': dg(9), 'amount': ri(1000, 99000), 'currency': 'KRW'})
        body = '{"message": {"data": "%s", "messageId": "%s", "publishTime": "%s"}}' % (b64(payload), dg(16), ts_iso())
        what = 'Pub/Sub push message data'
    mc = ('I could not read the payload at first; it is base64 (%s):\n%s' % (what, body) if E else '처음에 payload를 못 읽었음. base64로 인코딩돼 있음 (%s):\n%s' % (what, body))
    le = ('Decode with base64 -d; it is plain data, nothing sensitive.' if E else 'base64 -d 로 디코딩하면 그냥 데이터임. 민감한 내용 없음.')
    return C('clean: base64 of non-secret data (%s)' % what, mc, le, '')


@clean_t
def cl_data_uri(lang):
    png = b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00\x1f\xf3\xffa' + rb(60)
    body = '.icon-warning {\n  background-image: url("data:image/png;base64,%s");\n}' % b64(png)
    E = lang == 'en'
    mc = ('The CSS bundle grew by 40 KB and I did not know icons are inlined as data URIs:\n' if E else 'CSS 번들이 40KB 늘었는데 아이콘이 data URI로 인라인된다는 걸 몰랐음:\n') + body
    le = ('Vite inlines assets under assetsInlineLimit (4 KB); the icon sprite was just under it.' if E else 'Vite는 assetsInlineLimit(4KB) 미만 에셋을 인라인함. 아이콘 스프라이트가 그 바로 아래였음.')
    return C('clean: data URI (base64 PNG)', mc, le, '')


@clean_t
def cl_pagination(lang):
    k = ri(0, 2)
    if k == 0:
        tok = b64(cjson({'ExclusiveStartKey': {'PK': {'S': 'TENANT#%d' % ri(1, 999)}, 'SK': {'S': 'ORDER#%s' % dg(10)}}, 'boto_truncate_amount': None}))
        body = '"NextToken": "%s"' % tok
        what = 'AWS NextToken'
    elif k == 1:
        body = '"response_metadata": {"next_cursor": "%s"}' % b64('user:U0%s' % rs(ANU, 8))
        what = 'Slack next_cursor'
    else:
        body = '"nextPageToken": "%s"' % rs(B64U, ri(60, 140))
        what = 'Google API nextPageToken'
    E = lang == 'en'
    mc = ('The export only returned the first page and I did not know the API paginates with an opaque token:\n' if E else '익스포트가 첫 페이지만 가져왔는데, API가 불투명 토큰으로 페이지네이션하는 걸 몰랐음:\n') + body
    le = ('Loop until the token is absent; it is a cursor, not a credential, and it expires after a few minutes.' if E else '토큰이 없을 때까지 반복할 것. 인증 정보가 아니라 커서이고 몇 분 뒤 만료됨.')
    return C('clean: pagination token (%s)' % what, mc, le, '')


@clean_t
def cl_etags(lang):
    body = 'HTTP/2 200\netag: "%s-%d"\nlast-modified: Tue, %02d Jun 2025 08:%02d:11 GMT\nx-amz-version-id: %s\nx-amz-id-2: %s=\nx-amz-request-id: %s' % (
        hx(32), ri(2, 40), ri(1, 28), ri(0, 59), rs(B64U, 32), rs(B64A, 75), rs(ANU, 16))
    E = lang == 'en'
    mc = ('The sync tool kept re-uploading unchanged files. S3 HEAD response:\n' if E else '동기화 도구가 바뀌지 않은 파일을 계속 다시 올림. S3 HEAD 응답:\n') + body
    le = ('Multipart uploads get an ETag with a -N suffix that is not the MD5 of the file, so comparing it with a local md5 always differs.' if E else
          '멀티파트 업로드는 ETag에 -N이 붙고 파일 MD5가 아니라서 로컬 md5와 비교하면 항상 다름.')
    return C('clean: ETag and S3 response IDs', mc, le, '')


@clean_t
def cl_hashed_assets(lang):
    files = ['dist/assets/index-%s.js' % rs(B64U, 8), 'dist/assets/index-%s.css' % rs(B64U, 8), 'dist/assets/vendor-%s.js' % rs(B64U, 8)]
    E = lang == 'en'
    mc = ('Users saw a blank page after deploy; the HTML referenced chunks that no longer existed:\n' if E else '배포 후 사용자에게 빈 화면이 뜸. HTML이 더 이상 없는 청크를 참조함:\n') + '\n'.join(files)
    le = ('index.html was cached for a day by the CDN while the hashed assets were replaced; index.html must be no-cache.' if E else
          'CDN이 index.html을 하루 캐시하는 동안 해시된 에셋이 교체됨. index.html은 no-cache여야 함.')
    return C('clean: content-hashed asset filenames', mc, le, '')


@clean_t
def cl_ci_cache(lang):
    key = 'node-cache-Linux-x64-npm-%s' % hx(64)
    body = 'Cache restored from key: %s\nCache Size: ~%d MB (%d B)' % (key, ri(80, 900), ri(10 ** 8, 9 * 10 ** 8))
    E = lang == 'en'
    mc = ('Builds used stale dependencies and I did not know how the cache key is computed. Log:\n' if E else '빌드가 오래된 의존성을 씀. 캐시 키 계산 방식을 몰랐음. 로그:\n') + body
    le = ("The key is hashFiles('**/package-lock.json'); the workspace lockfile was not included, so the key never changed." if E else
          "키가 hashFiles('**/package-lock.json') 인데 워크스페이스 lockfile이 빠져서 키가 안 바뀌었음.")
    return C('clean: CI cache key hash', mc, le, '')


@clean_t
def cl_versions(lang):
    k = ri(0, 2)
    if k == 0:
        v = 'v0.0.0-%d%02d%02d%02d%02d%02d-%s' % (ri(2023, 2025), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), hx(12))
        body = 'require github.com/acme/%s %s' % (pick(PROJECTS), v)
    elif k == 1:
        body = '"version": "%d.%d.%d-rc.%d+build.%s"' % (ri(1, 5), ri(0, 20), ri(0, 9), ri(1, 5), hx(7))
    else:
        body = 'image: ghcr.io/acme/%s:%s-%s' % (pick(PROJECTS), pick(['main', 'release-2.4', 'pr-%d' % ri(100, 999)]), hx(7))
    E = lang == 'en'
    mc = ('I did not know which build was running. The manifest says:\n' if E else '어떤 빌드가 돌고 있는지 몰랐음. 매니페스트:\n') + body
    le = ('The suffix is the commit hash the artifact was built from; match it against git log to find the change set.' if E else '접미사는 빌드된 커밋 해시임. git log와 대조하면 변경분을 찾을 수 있음.')
    return C('clean: version strings with hashes', mc, le, '')


@clean_t
def cl_nix(lang):
    b32 = '0123456789abcdfghijklmnpqrsvwxyz'
    body = '/nix/store/%s-python3-3.12.4\n/nix/store/%s-openssl-3.0.14\n\n"narHash": "sha256-%s="' % (rs(b32, 32), rs(b32, 32), b64(rb(32))[:43])
    E = lang == 'en'
    mc = ('The dev shell picked an unexpected OpenSSL. Store paths in use:\n' if E else 'dev shell이 예상과 다른 OpenSSL을 잡음. 사용 중인 store 경로:\n') + body
    le = ('flake.lock pins nixpkgs by narHash; run nix flake update nixpkgs to move it.' if E else 'flake.lock이 narHash로 nixpkgs를 고정함. nix flake update nixpkgs 로 갱신.')
    return C('clean: Nix store paths and narHash', mc, le, '')


@clean_t
def cl_ipfs(lang):
    b32l = 'abcdefghijklmnopqrstuvwxyz234567'
    body = 'ipfs://bafybei%s/metadata/%d.json\nlegacy: Qm%s' % (rs(b32l, 52), ri(1, 9999), rs(B58A, 44))
    E = lang == 'en'
    mc = ('Token metadata was not loading in the wallet preview. The tokenURI points at:\n' if E else '지갑 미리보기에서 토큰 메타데이터가 안 나옴. tokenURI:\n') + body
    le = ('CIDs are content hashes; the gateway timed out because the pin had expired on the pinning service.' if E else 'CID는 콘텐츠 해시임. 피닝 서비스에서 핀이 만료돼 게이트웨이가 타임아웃 난 것.')
    return C('clean: IPFS CIDs', mc, le, '')


@clean_t
def cl_chain_public(lang):
    addr, tx = eth_address(), '0x' + hx(64)
    btc = btc_bech32_address()
    E = lang == 'en'
    k = ri(0, 1)
    if k == 0:
        mc = ('The withdrawal looked stuck. Contract %s, transaction %s.' % (addr, tx) if E else '출금이 멈춘 것처럼 보였음. 컨트랙트 %s, 트랜잭션 %s.' % (addr, tx))
        le = ('The tx hash is public; it was pending because the gas price was below the base fee. Replace it with the same nonce.' if E else
              'tx 해시는 공개 정보. 가스비가 base fee보다 낮아서 pending이었음. 같은 nonce로 교체 전송.')
    else:
        mc = ('Test deposit address for the BTC integration: %s (testnet faucets refuse mainnet addresses).' % btc if E else 'BTC 연동 테스트 입금 주소: %s (테스트넷 faucet은 메인넷 주소를 거부함).' % btc)
        le = ('bc1q addresses are mainnet bech32; the testnet prefix is tb1q, which is why the faucet rejected it.' if E else 'bc1q는 메인넷 bech32 주소. 테스트넷은 tb1q 라서 faucet이 거부한 것.')
    return C('clean: blockchain public address / tx hash', mc, le, '')


@clean_t
def cl_android_sha(lang):
    sha1 = ':'.join(rs(HXU, 2) for _ in range(20))
    sha256 = ':'.join(rs(HXU, 2) for _ in range(32))
    body = 'Variant: release\nConfig: release\nStore: /home/ci/upload.jks\nAlias: upload\nMD5: %s\nSHA1: %s\nSHA-256: %s\nValid until: %s' % (
        ':'.join(rs(HXU, 2) for _ in range(16)), sha1, sha256, pick(['Friday, 3 March 2051', 'Sunday, 12 May 2052']))
    E = lang == 'en'
    mc = ('Google sign-in works in debug but not in release. ./gradlew signingReport:\n' if E else '구글 로그인이 debug에선 되고 release에선 안 됨. ./gradlew signingReport 결과:\n') + body
    le = ('Register the release SHA-1 in Firebase too; with Play App Signing the Play-generated certificate fingerprint is also required.' if E else
          'release SHA-1도 Firebase에 등록해야 함. Play 앱 서명을 쓰면 Play가 만든 인증서 지문도 필요함.')
    return C('clean: Android signing certificate fingerprints', mc, le, '')


@clean_t
def cl_apple_ids(lang):
    team, kid = rs(ANU, 10), rs(ANU, 10)
    body = 'APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nAPNS_KEY_PATH=/run/secrets/AuthKey_%s.p8\nBUNDLE_ID=com.acme.%s\nAPP_STORE_APP_ID=%s' % (team, kid, kid, pick(['shop', 'wallet', 'chat']), dg(10))
    E = lang == 'en'
    mc = ('Push notifications failed with InvalidProviderToken and I did not know how the APNs token is built. Config:\n' if E else '푸시가 InvalidProviderToken으로 실패했는데 APNs 토큰 생성 방식을 몰랐음. 설정:\n') + body
    le = ('Team ID and Key ID are identifiers; the .p8 file itself is mounted as a secret. The key ID belonged to a revoked key.' if E else
          'Team ID와 Key ID는 식별자이고 .p8 파일은 시크릿으로 마운트됨. Key ID가 폐기된 키의 것이었음.')
    return C('clean: Apple Team ID / Key ID (no key material)', mc, le, '')


@clean_t
def cl_analytics_ids(lang):
    body = "gtag('config', 'G-%s');\n<!-- Google Tag Manager --> GTM-%s\nfbq('init', '%s');" % (rs(ANU, 10), rs(ANU, 7), dg(15))
    E = lang == 'en'
    mc = ('Conversions stopped showing up in GA4. The page snippet:\n' if E else 'GA4에 전환이 안 잡힘. 페이지 스니펫:\n') + body
    le = ('The measurement ID belongs to the old property; IDs like these are public and appear in every page source.' if E else '측정 ID가 예전 속성의 것이었음. 이런 ID는 모든 페이지 소스에 노출되는 공개 값.')
    return C('clean: analytics measurement / pixel IDs', mc, le, '')


@clean_t
def cl_query_urls(lang):
    url = pick(['https://shop.acme.io/products?category=shoes&sort=price_asc&page=3&utm_source=newsletter&utm_medium=email&utm_campaign=spring_%d' % ri(2024, 2025),
                'https://grafana.%s/d/%s/api-latency?orgId=1&from=now-6h&to=now&var-service=%s&refresh=30s' % (pick(DOMAINS), rs(AN, 9), pick(PROJECTS)),
                'https://console.cloud.google.com/logs/query;query=resource.type%%3D%%22k8s_container%%22;timeRange=PT1H?project=%s' % pick(['acme-prod', 'hanbit-data']),
                'https://github.com/acme/%s/pulls?q=is%%3Apr+is%%3Aopen+label%%3Abackport+sort%%3Aupdated-desc' % pick(PROJECTS)])
    E = lang == 'en'
    mc = ('The user shared the link to the view they meant:\n' if E else '사용자분이 말한 화면 링크를 공유해줌:\n') + url
    le = ('Query parameters encode the filters; no login state is in the URL, so it can go in the ticket.' if E else '쿼리 파라미터는 필터 조건일 뿐이고 로그인 정보가 없어서 티켓에 넣어도 됨.')
    return C('clean: URL with query string (no credentials)', mc, le, '')


@clean_t
def cl_oauth_url(lang):
    url = ('https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fstg.acme.io%%2Fauth%%2Fcallback'
           '&response_type=code&scope=openid%%20email%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256') % (dg(12), rs(ANL, 32), rs(B64U, 22), b64u(rb(32)))
    E = lang == 'en'
    mc = ('Login redirect loops on staging. The authorize URL our app builds:\n' if E else '스테이징에서 로그인 리디렉션이 무한 반복됨. 앱이 만드는 authorize URL:\n') + url
    le = ('state and code_challenge are per-request values (PKCE), not secrets; the loop came from the state cookie being set on the wrong domain.' if E else
          'state와 code_challenge는 요청마다 바뀌는 PKCE 값이지 시크릿이 아님. state 쿠키가 다른 도메인에 설정돼서 루프가 생긴 것.')
    return C('clean: OAuth authorize URL with PKCE', mc, le, '')


@clean_t
def cl_cli_flags(lang):
    k = ri(0, 4)
    E = lang == 'en'
    T = [('`mysql -u root -p` with nothing after -p makes the client prompt; -P (capital) is the port, so `-P 3307` is not a password.',
          '`mysql -u root -p` 처럼 -p 뒤에 아무것도 없으면 프롬프트가 뜸. 대문자 -P는 포트라서 `-P 3307` 은 비밀번호가 아님.'),
         ('`docker login --password-stdin` reads from stdin, e.g. `cat ~/ghcr_token.txt | docker login ghcr.io -u bot --password-stdin`; the token never hits argv.',
          '`docker login --password-stdin` 은 stdin에서 읽음. 예: `cat ~/ghcr_token.txt | docker login ghcr.io -u bot --password-stdin`. 토큰이 argv에 안 남음.'),
         ('`psql` has no password flag: -W only forces a prompt, and PGPASSFILE points it at a .pgpass file.',
          '`psql` 에는 비밀번호 플래그가 없음. -W 는 프롬프트를 강제할 뿐이고 PGPASSFILE로 .pgpass 파일 위치를 지정함.'),
         ('`ssh -i ~/.ssh/deploy_ed25519 -o IdentitiesOnly=yes` stops ssh from offering every agent key and hitting MaxAuthTries.',
          '`ssh -i ~/.ssh/deploy_ed25519 -o IdentitiesOnly=yes` 로 에이전트의 모든 키를 시도하다 MaxAuthTries에 걸리는 걸 막음.'),
         ('`curl -u alice` without a colon prompts for the password; `--netrc-file ~/.netrc-ci` reads it from a file instead.',
          '`curl -u alice` 처럼 콜론 없이 쓰면 비밀번호를 물어봄. `--netrc-file ~/.netrc-ci` 는 파일에서 읽음.')]
    le_en, le_ko = T[k]
    mc = (pick(['I misread a flag in the runbook and thought a password was missing.', 'The script hung in CI waiting for input, and I did not know why.']) if E else
          pick(['런북의 플래그를 잘못 읽고 비밀번호가 빠진 줄 알았음.', 'CI에서 스크립트가 입력 대기 상태로 멈췄는데 이유를 몰랐음.']))
    return C('clean: CLI auth flags explained in prose', mc, le_en if E else le_ko, '')


@clean_t
def cl_password_policy(lang):
    k = ri(0, 2)
    E = lang == 'en'
    if k == 0:
        body = 'password_policy:\n  min_length: %d\n  require_uppercase: true\n  require_digit: true\n  require_symbol: %s\n  history: %d\n  max_age_days: %d\n  lockout_after: %d' % (
            pick([10, 12, 14]), pick(['true', 'false']), pick([3, 5, 10]), pick([90, 180, 0]), pick([5, 10]))
    elif k == 1:
        body = "PASSWORD_REGEX = r'^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$'" % pick([8, 10, 12])
    else:
        body = 'AUTH_PASSWORD_VALIDATORS = [\n    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},\n    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},\n]'
    mc = ('Signup rejected passwords that the frontend accepted; I did not know the backend policy:\n' if E else '프론트에서는 통과한 비밀번호를 가입 API가 거부함. 백엔드 정책을 몰랐음:\n') + body
    le = ('The frontend validator must mirror this; NIST guidance also says to drop forced periodic expiry.' if E else '프론트 검증도 이걸 똑같이 따라야 함. NIST 가이드도 주기적 강제 만료는 빼라고 함.')
    return C('clean: password policy config', mc, le, '')


@clean_t
def cl_auth_errors(lang):
    errs = ['FATAL:  password authentication failed for user "%s"' % pick(DB_USERS),
            "ERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (pick(DB_USERS), ri(0, 9), ri(2, 250)),
            '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
            'An error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation: The request signature we calculated does not match the signature you provided.',
            '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
            'remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled.',
            'pymongo.errors.OperationFailure: Authentication failed., full error: {\'ok\': 0.0, \'errmsg\': \'Authentication failed.\', \'code\': 18}']
    e = pick(errs)
    E = lang == 'en'
    mc = ('The job failed with this and nobody told me the credentials had been rotated on %s:\n%s' % (pick(ENVS), e) if E else
          '%s 에서 인증 정보가 교체됐다는 걸 아무도 안 알려줘서 잡이 이렇게 실패함:\n%s' % (pick(KO_ENVS), e))
    le = ('The error means the stored credential is stale, not that the code is wrong; update it in the secret store and restart.' if E else
          '코드 문제가 아니라 저장된 인증 정보가 오래된 것. 시크릿 저장소에서 갱신하고 재시작하면 됨.')
    ask = pick(['Is there a rotation calendar I can subscribe to?', '']) if E else pick(['교체 일정을 공유받을 수 있을까요?', ''])
    return C('clean: authentication error message', mc, le, ask)


@clean_t
def cl_rotation(lang):
    svc = pick(['Stripe restricted key', 'SendGrid API key', 'Datadog API key', 'GitHub deploy token', 'DB password for svc_billing', 'Slack bot token', 'OpenAI project key'])
    E = lang == 'en'
    mc = ('I did not know a rotation was in progress: the old %s stays valid for 24 hours while services pick up the new one from Vault.' % svc if E else
          '교체가 진행 중인 줄 몰랐음. 이전 %s 는 서비스들이 Vault에서 새 값을 가져가는 동안 24시간 유효함.' % svc)
    le = ('Never paste the new value anywhere; restart the consumers and watch for 401s in the dashboard before the old key expires.' if E else
          '새 값은 어디에도 붙여넣지 말 것. 소비자 서비스를 재시작하고 이전 키 만료 전에 대시보드에서 401을 확인.')
    ask = ('Which services still read the %s from env files instead of Vault?' % svc if E else 'Vault 대신 env 파일에서 %s 를 읽는 서비스가 아직 있나요?' % svc)
    return C('clean: key rotation discussion without the key', mc, le, ask)


@clean_t
def cl_secret_regex(lang):
    body = pick(["[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\nkeywords = [\"ghp_\"]\n\n[[rules]]\nid = \"aws-access-key\"\nregex = '''(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}'''",
                 "SECRET_PATTERNS = {\n    'slack': re.compile(r'xox[baprs]-[0-9A-Za-z-]{10,}'),\n    'stripe': re.compile(r'(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{24,}'),\n    'openai': re.compile(r'sk-(?:proj-)?[A-Za-z0-9_-]{20,}'),\n}"])
    E = lang == 'en'
    mc = ('The pre-commit hook blocked my commit and I did not know what it matches. Its rules:\n' if E else 'pre-commit 훅이 커밋을 막았는데 뭘 잡는지 몰랐음. 규칙:\n') + body
    le = ('It matched a test fixture; add the path to the allowlist instead of weakening the regex.' if E else '테스트 픽스처가 걸린 것. 정규식을 약하게 하지 말고 경로를 allowlist에 추가.')
    return C('clean: secret-detection regex rules', mc, le, '')


@clean_t
def cl_gitleaks_report(lang):
    body = 'Finding:     DB_PASSWORD=REDACTED\nSecret:      REDACTED\nRuleID:      generic-api-key\nEntropy:     4.%d\nFile:        deploy/.env.staging\nLine:        %d\nCommit:      %s\nAuthor:      %s\nDate:        %s\nFingerprint: %s:deploy/.env.staging:generic-api-key:%d' % (
        ri(10, 99), ri(2, 40), hx(40), pick(EN_FIRST), ts_iso()[:19] + 'Z', hx(40), ri(2, 40))
    E = lang == 'en'
    mc = ('CI failed on the gitleaks step. The report (run with --redact):\n' if E else 'CI가 gitleaks 단계에서 실패함. 리포트(--redact 옵션):\n') + body
    le = ('The value is still in history; after rotating, the fingerprint goes into .gitleaksignore so old commits stop failing the scan.' if E else
          '값은 히스토리에 여전히 있음. 교체한 뒤 fingerprint를 .gitleaksignore에 넣어야 예전 커밋 때문에 스캔이 실패하지 않음.')
    ask = pick(['Has the staging DB password already been rotated?', '']) if E else pick(['스테이징 DB 비밀번호는 이미 교체됐나요?', ''])
    return C('clean: gitleaks report with REDACTED', mc, le, ask)


@clean_t
def cl_sql_schema(lang):
    body = pick(['CREATE TABLE api_tokens (\n  id BIGSERIAL PRIMARY KEY,\n  user_id BIGINT NOT NULL REFERENCES users(id),\n  token_prefix CHAR(8) NOT NULL,\n  token_hash BYTEA NOT NULL,\n  last_used_at TIMESTAMPTZ,\n  revoked_at TIMESTAMPTZ\n);',
                 "SELECT id, email, password_hash IS NOT NULL AS has_password, mfa_enabled\nFROM users WHERE last_login_at < now() - interval '180 days';",
                 "\\set new_pw `openssl rand -base64 24`\nALTER ROLE report_user WITH PASSWORD :'new_pw';"])
    E = lang == 'en'
    mc = ('I had to touch the auth tables and did not know the schema:\n' if E else '인증 테이블을 건드려야 했는데 스키마를 몰랐음:\n') + body
    le = ('Tokens are stored hashed with a short prefix for lookup; there is no way to recover a token from the table.' if E else '토큰은 조회용 짧은 prefix와 해시로만 저장됨. 테이블에서 토큰을 복구할 방법은 없음.')
    return C('clean: SQL on password/token columns without values', mc, le, '')


@clean_t
def cl_hash_params(lang):
    body = pick(['PASSWORD_HASHERS = [\n    "django.contrib.auth.hashers.Argon2PasswordHasher",\n    "django.contrib.auth.hashers.PBKDF2PasswordHasher",\n]',
                 'argon2id: memory=65536 KiB, iterations=3, parallelism=4, salt=16 bytes, hash=32 bytes',
                 'bcrypt cost factor: %d (≈%d ms per hash on the API pods)' % (pick([10, 11, 12]), ri(60, 300)),
                 'PBKDF2-HMAC-SHA256 iterations: 600000 (OWASP 2023)'])
    E = lang == 'en'
    mc = ('Login latency jumped after the upgrade and I did not know the hashing parameters changed:\n' if E else '업그레이드 후 로그인 지연이 늘었는데 해시 파라미터가 바뀐 걸 몰랐음:\n') + body
    le = ('Hashes upgrade on next login, so the CPU spike settles once active users have logged in once.' if E else '다음 로그인 때 해시가 업그레이드되므로 활성 사용자가 한 번씩 로그인하면 CPU 급증이 가라앉음.')
    return C('clean: password hashing parameters', mc, le, '')


@clean_t
def cl_llm_tokens(lang):
    ids = ', '.join(str(ri(100, 100000)) for _ in range(8))
    E = lang == 'en'
    body = pick(['max_tokens=%d, temperature=0.2, stop=["</answer>"]' % pick([512, 1024, 4096]),
                 'prompt_tokens=%d completion_tokens=%d total_tokens=%d' % (ri(1000, 9000), ri(100, 900), ri(9000, 12000)),
                 'enc.encode("안녕하세요 world") -> [%s]' % ids])
    mc = ('Responses were cut off mid-sentence and I did not know the token limits:\n' if E else '응답이 문장 중간에 잘렸는데 토큰 한도를 몰랐음:\n') + body
    le = ('Korean text uses roughly 2-3x more tokens than English for the same content; budget max_tokens accordingly.' if E else
          '같은 내용이면 한국어가 영어보다 토큰을 2~3배 더 씀. max_tokens를 그에 맞게 잡아야 함.')
    return C('clean: LLM token counts / token IDs', mc, le, '')


@clean_t
def cl_db_keys(lang):
    body = pick(['PK = "TENANT#%d", SK = "ORDER#%s#%s"' % (ri(1, 999), ts_iso()[:10], dg(8)),
                 'redis> GET session:user:%d\n(nil)\nredis> TTL ratelimit:api:%s\n(integer) 37' % (ri(1000, 99999), '10.0.%d.%d' % (ri(0, 9), ri(2, 250))),
                 'Idempotency-Key: %s' % uuid4(),
                 'ALTER TABLE order_items ADD CONSTRAINT order_items_pkey PRIMARY KEY (order_id, line_no);'])
    E = lang == 'en'
    mc = ('I did not know how records are keyed here:\n' if E else '여기서 레코드 키를 어떻게 잡는지 몰랐음:\n') + body
    le = ('Keys are identifiers chosen for access patterns; none of this is sensitive.' if E else '키는 조회 패턴에 맞춘 식별자일 뿐 민감 정보 아님.')
    return C('clean: database/cache/idempotency keys', mc, le, '')


@clean_t
def cl_k8s_secret_listing(lang):
    names = ['%s-db' % pick(PROJECTS), 'registry-pull', 'tls-%s' % pick(['api', 'web']), '%s-api-keys' % pick(PROJECTS)]
    body = 'NAME                 TYPE                             DATA   AGE\n' + '\n'.join('%-20s %-32s %d      %dd' % (n, t, d, ri(1, 400)) for n, t, d in zip(
        names, ['Opaque', 'kubernetes.io/dockerconfigjson', 'kubernetes.io/tls', 'Opaque'], [2, 1, 2, 3]))
    desc = 'Name:         %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes' % (names[0], ri(16, 40), ri(3, 12))
    E = lang == 'en'
    mc = ('I did not know which Secrets the app mounts. kubectl get secrets:\n%s' % body if E else '앱이 어떤 Secret을 마운트하는지 몰랐음. kubectl get secrets:\n%s' % body)
    le = ('`kubectl describe` only shows sizes:\n%s\nso comparing lengths was enough to spot the empty value.' % desc if E else '`kubectl describe` 는 크기만 보여줌:\n%s\n길이만 비교해도 빈 값을 찾을 수 있었음.' % desc)
    return C('clean: kubectl get/describe secret (no data)', mc, le, '')


@clean_t
def cl_seeds(lang):
    body = pick(['pytest -p randomly -p "randomly_seed=%d"' % ri(1000, 99999999), 'np.random.seed(42); torch.manual_seed(%d)' % ri(0, 9999),
                 'bin/rails db:seed SEED_USERS=%d' % ri(10, 500), 'Faker.seed(%d)' % ri(0, 99999)])
    E = lang == 'en'
    mc = ('A flaky test only failed in CI and I did not know the run is randomized:\n' if E else 'CI에서만 실패하는 flaky 테스트가 있었는데 실행 순서가 랜덤인 줄 몰랐음:\n') + body
    le = ('Re-run with the same seed to reproduce; the failure was order-dependent shared state.' if E else '같은 시드로 다시 돌리면 재현됨. 순서에 의존하는 공유 상태가 원인.')
    return C('clean: random seeds', mc, le, '')


@clean_t
def cl_pwmanager_where(lang):
    item = pick(['Staging Postgres (svc_app)', 'Cloudflare API token - DNS', 'Apple Developer (team agent)', 'Grafana admin'])
    E = lang == 'en'
    mc = ('I spent an hour looking for the %s credentials. They are in 1Password, vault "Engineering", item "%s"; nobody mentioned it.' % (pick(ENVS), item) if E else
          '%s 인증 정보를 한 시간 찾아 헤맴. 1Password "Engineering" 볼트의 "%s" 항목에 있었는데 아무도 안 알려줌.' % (pick(KO_ENVS), item))
    le = ('Access is granted per vault by #it-help; the item itself must never be copied into notes or tickets.' if E else
          '볼트 권한은 #it-help 에서 부여함. 항목 내용은 노트나 티켓에 절대 복사하지 말 것.')
    ask = ('Can I get read access to the Engineering vault?' if E else 'Engineering 볼트 읽기 권한 받을 수 있을까요?')
    return C('clean: where a password is stored (no value)', mc, le, ask)


@clean_t
def cl_totp_params(lang):
    E = lang == 'en'
    k = ri(0, 1)
    if k == 0:
        body = 'otpauth://totp/Acme:{email}?secret={BASE32_SECRET}&issuer=Acme&digits=6&period=30'
        mc = ('I did not know how our enrollment QR codes are built. The template in the code:\n' if E else '가입 QR 코드가 어떻게 만들어지는지 몰랐음. 코드의 템플릿:\n') + body
        le = ('The secret is generated per user at enrollment and only ever stored encrypted; the template is safe to show.' if E else '시크릿은 등록 시 사용자별로 생성되고 암호화돼서만 저장됨. 템플릿은 보여줘도 됨.')
        cat = 'otpauth URI template with placeholder'
    else:
        body = 'secret = b"12345678901234567890"  # RFC 6238 Appendix B test key\nassert totp(secret, t=59, digits=8) == "94287082"'
        mc = ('The TOTP unit test uses a fixed key, which looked suspicious:\n' if E else 'TOTP 유닛 테스트가 고정 키를 써서 의심스러워 보였음:\n') + body
        le = ('That is the published RFC 6238 test vector; the expected code 94287082 comes from the RFC table.' if E else 'RFC 6238에 공개된 테스트 벡터임. 기대값 94287082도 RFC 표에 있는 값.')
        cat = 'RFC 6238 test vector'
    return C('clean: TOTP (%s)' % cat, mc, le, '')


@clean_t
def cl_wifi_nopw(lang):
    ssid = pick(['ACME-Corp', 'HANBIT-STAFF', 'Northwind-Secure'])
    E = lang == 'en'
    mc = ('The test device could not join %s and I did not know it is WPA2-Enterprise.' % ssid if E else '테스트 기기가 %s 에 접속을 못 했는데 WPA2-Enterprise인 줄 몰랐음.' % ssid)
    le = ('It uses 802.1X with your SSO login (PEAP/MSCHAPv2), so headless devices must use the %s-IoT network, registered by MAC address in the IT portal.' % ssid if E else
          'SSO 계정으로 802.1X(PEAP/MSCHAPv2) 인증이라, 화면 없는 기기는 IT 포털에 MAC 주소를 등록하고 %s-IoT 네트워크를 써야 함.' % ssid)
    ask = ('Who approves MAC registrations for the IoT network?' if E else 'IoT 네트워크 MAC 등록 승인은 누가 하나요?')
    return C('clean: Wi-Fi setup without a key', mc, le, ask)


@clean_t
def cl_room_ids(lang):
    E = lang == 'en'
    mc = ('The release call moved: Zoom meeting ID %d %04d %04d, room %d-%02d on the %dth floor for people on site.' % (ri(800, 999), ri(0, 9999), ri(0, 9999), ri(3, 12), ri(1, 30), ri(3, 12)) if E else
          '릴리스 회의 장소 변경: Zoom 회의 ID %d %04d %04d, 현장 인원은 %d층 %d-%02d 회의실.' % (ri(800, 999), ri(0, 9999), ri(0, 9999), ri(3, 12), ri(3, 12), ri(1, 30)))
    le = ('Join links are posted in the calendar invite; the on-call phone extension is %d.' % ri(2000, 7999) if E else '참가 링크는 캘린더 초대에 있음. 온콜 내선번호는 %d.' % ri(2000, 7999))
    return C('clean: meeting IDs, room numbers, extensions', mc, le, '')



# --- publishable keys (vendor-documented as public): category ends with " [publishable]"
def pub_note(lang, what_en, what_ko, body, le_en, le_ko, cat):
    E = lang == 'en'
    mc = (pick(['The security review bot flagged this %s in the frontend bundle and I did not know whether it was a leak:\n%s' % (what_en, body),
                'I did not know the web app needs the %s; it is configured here:\n%s' % (what_en, body),
                'The checkout page broke after the env refactor. Frontend config for the %s:\n%s' % (what_en, body)]) if E else
          pick(['보안 리뷰 봇이 프론트 번들의 %s 를 잡아서 유출인지 헷갈렸음:\n%s' % (what_ko, body),
                '웹앱에 %s 가 필요하다는 걸 몰랐음. 설정 위치:\n%s' % (what_ko, body),
                'env 리팩터링 후 결제 페이지가 깨짐. %s 프론트 설정:\n%s' % (what_ko, body)]))
    return C('clean: %s [publishable]' % cat, mc, le_en if E else le_ko, '')


@clean_t
def cl_pub_stripe(lang):
    k = 'pk_%s_51%s' % (pick(['live', 'test']), rs(AN, 97))
    body = "const stripe = await loadStripe('%s');" % k if chance(0.5) else 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s' % k
    return pub_note(lang, 'Stripe publishable key', 'Stripe publishable 키', body,
                    'Publishable keys are designed to ship in client code; only the secret key must stay on the server.',
                    'publishable 키는 클라이언트 코드에 들어가도록 만든 키임. 서버에만 있어야 하는 건 secret 키.', 'Stripe publishable key')


@clean_t
def cl_pub_firebase(lang):
    proj = pick(['acme-app-%d' % ri(100, 999), 'hanbit-chat', 'nw-mobile-prod'])
    body = 'const firebaseConfig = {\n  apiKey: "AIzaSy%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
        rs(B64U, 33), proj, proj, proj, dg(12), dg(12), hx(22))
    return pub_note(lang, 'Firebase web config', 'Firebase 웹 설정', body,
                    'Firebase web API keys only identify the project; access is enforced by Security Rules and App Check, so committing the config is expected.',
                    'Firebase 웹 API 키는 프로젝트 식별용이고 접근 통제는 Security Rules와 App Check가 함. 설정 커밋은 정상.', 'Firebase web apiKey config')


@clean_t
def cl_pub_captcha(lang):
    k = ri(0, 2)
    if k == 0:
        body = '<div class="g-recaptcha" data-sitekey="6L%sAAAAA%s"></div>' % (rs(B64U, 8), rs(B64U, 25))
        w, wk, cat = 'reCAPTCHA site key', 'reCAPTCHA 사이트 키', 'reCAPTCHA site key'
    elif k == 1:
        body = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
        w, wk, cat = 'hCaptcha sitekey', 'hCaptcha 사이트키', 'hCaptcha sitekey'
    else:
        body = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
        w, wk, cat = 'Turnstile site key', 'Turnstile 사이트 키', 'Cloudflare Turnstile site key'
    return pub_note(lang, w, wk, body, 'Site keys are embedded in the HTML by design; the matching secret key is only used server-side for siteverify.',
                    '사이트 키는 원래 HTML에 들어가는 값. 짝이 되는 시크릿 키는 서버의 siteverify 에서만 씀.', cat)


@clean_t
def cl_pub_mapbox(lang):
    t = 'pk.' + b64u(cjson({'u': user_name(), 'a': rs(ANL, 25)})) + '.' + rs(B64U, 22)
    body = "mapboxgl.accessToken = '%s';" % t
    return pub_note(lang, 'Mapbox public token', 'Mapbox 공개 토큰', body, 'pk. tokens are public and should be URL-restricted in the Mapbox account; sk. tokens are the secret ones.',
                    'pk. 토큰은 공개용이고 Mapbox 계정에서 URL 제한을 걸면 됨. 시크릿은 sk. 토큰.', 'Mapbox pk. token')


@clean_t
def cl_pub_supabase(lang):
    ref = rs(LO, 20)
    if chance(0.6):
        t = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': 1700000000 + ri(0, 4 * 10 ** 7), 'exp': 2000000000 + ri(0, 9 * 10 ** 7)})
    else:
        t = 'sb_publishable_' + rs(B64U, 31)
    body = 'NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s' % (ref, t)
    return pub_note(lang, 'Supabase anon key', 'Supabase anon 키', body, 'The anon/publishable key is meant for the browser; row level security decides what it can read. The service_role key must never be in NEXT_PUBLIC_ vars.',
                    'anon/publishable 키는 브라우저용이고 읽기 범위는 RLS가 결정함. service_role 키는 절대 NEXT_PUBLIC_ 변수에 넣으면 안 됨.', 'Supabase anon/publishable key')


@clean_t
def cl_pub_sentry(lang):
    body = 'Sentry.init({\n  dsn: "https://%s@o%d.ingest.%ssentry.io/%d",\n  tracesSampleRate: 0.1,\n});' % (hx(32), ri(100000, 4500000), pick(['', 'us.', 'de.']), ri(1000000, 4500000))
    return pub_note(lang, 'Sentry DSN', 'Sentry DSN', body, 'Sentry documents the DSN as safe to expose in client code; it only allows sending events.',
                    'Sentry 문서상 DSN은 클라이언트에 노출돼도 되는 값이고 이벤트 전송만 가능함.', 'Sentry DSN')


@clean_t
def cl_pub_algolia(lang):
    body = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hx(32))
    return pub_note(lang, 'Algolia search-only API key', 'Algolia 검색 전용 키', body, 'The search-only key is public by design; the Admin key lives only in the indexing job.',
                    '검색 전용 키는 원래 공개용이고 Admin 키는 인덱싱 잡에만 있음.', 'Algolia search-only key')


@clean_t
def cl_pub_posthog(lang):
    body = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)
    return pub_note(lang, 'PostHog project API key', 'PostHog 프로젝트 키', body, 'phc_ project keys are write-only ingestion keys meant for the browser; personal phx_ keys are the sensitive ones.',
                    'phc_ 프로젝트 키는 브라우저용 수집 전용 키. 민감한 건 개인용 phx_ 키.', 'PostHog phc_ project key')


@clean_t
def cl_pub_clerk(lang):
    dom = '%s-%s-%d.clerk.accounts.dev$' % (pick(['clever', 'brave', 'quiet', 'stable']), pick(['mole', 'koala', 'lynx', 'gull']), ri(10, 99))
    body = 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_%s' % b64(dom).rstrip('=')
    return pub_note(lang, 'Clerk publishable key', 'Clerk publishable 키', body, 'The publishable key is just base64 of the frontend API domain; CLERK_SECRET_KEY stays server-side.',
                    'publishable 키는 프론트엔드 API 도메인을 base64 한 것뿐. CLERK_SECRET_KEY는 서버에만 둠.', 'Clerk pk_test_ key')


@clean_t
def cl_pub_toss(lang):
    body = "const tossPayments = TossPayments('%s_ck_%s');" % (pick(['test', 'live']), rs(AN, 24))
    return pub_note(lang, 'Toss Payments client key', '토스페이먼츠 클라이언트 키', body, 'Client keys (ck) are for the payment widget in the browser; the secret key (sk) is only used by the confirm API on the server.',
                    '클라이언트 키(ck)는 브라우저 결제위젯용. 시크릿 키(sk)는 서버의 결제 승인 API에서만 씀.', 'Toss Payments client key')


@clean_t
def cl_pub_kakao(lang):
    body = "Kakao.init('%s'); // JavaScript 키\nKakao.Auth.authorize({ redirectUri: 'https://stg.acme.io/oauth/kakao' });" % hx(32)
    return pub_note(lang, 'Kakao JavaScript key', '카카오 JavaScript 키', body, 'The JavaScript key is meant for the browser and is restricted by the registered site domains; the Admin key is the sensitive one.',
                    'JavaScript 키는 브라우저용이고 등록된 사이트 도메인으로 제한됨. 민감한 건 Admin 키.', 'Kakao JavaScript key')


@clean_t
def cl_pub_gmaps(lang):
    body = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap&libraries=places"></script>' % rs(B64U, 33)
    return pub_note(lang, 'Google Maps JavaScript API key', 'Google Maps JS API 키', body, 'Maps JS keys are exposed in every page by design and protected with HTTP referrer restrictions; the map broke because the new staging domain was not in the list.',
                    'Maps JS 키는 원래 페이지에 노출되고 HTTP 리퍼러 제한으로 보호함. 새 스테이징 도메인이 목록에 없어서 지도가 깨진 것.', 'Google Maps browser key')


@clean_t
def cl_pub_misc(lang):
    k = ri(0, 6)
    if k == 0:
        body, w, wk, cat = "const ldClient = LDClient.initialize('%s', context);" % hx(24), 'LaunchDarkly client-side ID', 'LaunchDarkly 클라이언트 ID', 'LaunchDarkly client-side ID'
    elif k == 1:
        body, w, wk, cat = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64U, 79), 'PayPal client ID', 'PayPal 클라이언트 ID', 'PayPal JS SDK client-id'
    elif k == 2:
        body, w, wk, cat = "const checkout = await AdyenCheckout({ environment: 'live', clientKey: 'live_%s' });" % rs(ANU, 32), 'Adyen client key', 'Adyen 클라이언트 키', 'Adyen clientKey'
    elif k == 3:
        body, w, wk, cat = "window.Echo = new Echo({ broadcaster: 'pusher', key: '%s', cluster: 'ap3', forceTLS: true });" % hx(20), 'Pusher app key', 'Pusher 앱 키', 'Pusher app key'
    elif k == 4:
        body, w, wk, cat = "const options = { key: 'rzp_live_%s', amount: 50000, currency: 'INR', order_id: 'order_%s' };" % (rs(AN, 14), rs(AN, 14)), 'Razorpay key_id', 'Razorpay key_id', 'Razorpay key_id'
    elif k == 5:
        body, w, wk, cat = 'analytics.load("%s");' % rs(AN, 32), 'Segment write key', 'Segment write 키', 'Segment browser write key'
    else:
        body, w, wk, cat = "mixpanel.init('%s', { track_pageview: true });" % hx(32), 'Mixpanel project token', 'Mixpanel 프로젝트 토큰', 'Mixpanel project token'
    return pub_note(lang, w, wk, body, 'That identifier is documented by the vendor as public and is meant to be shipped in client code.',
                    '벤더 문서상 클라이언트 코드에 포함하도록 된 공개 식별자임.', cat)


# --- more everyday clean text ------------------------------------------------
@clean_t
def cl_cert_thumbprint(lang):
    body = 'Thumbprint                                Subject\n----------                                -------\n%s  CN=*.%s\nSerial Number: %s' % (
        rs(HXU, 40), pick(['acme.io', 'hanbit.co.kr']), ':'.join(rs(hx_ if False else HX, 2) for hx_ in range(16)))
    E = lang == 'en'
    mc = ('The App Service binding pointed at the wrong certificate and I did not know which one was current:\n' if E else 'App Service 바인딩이 다른 인증서를 가리켰는데 어느 게 최신인지 몰랐음:\n') + body
    le = ('Bindings reference the thumbprint (SHA-1 of the certificate), so a renewed certificate needs the binding updated.' if E else '바인딩은 썸프린트(인증서 SHA-1)를 참조하므로 갱신된 인증서는 바인딩도 바꿔야 함.')
    return C('clean: certificate thumbprint / serial', mc, le, '')


@clean_t
def cl_windows_ids(lang):
    sid = 'S-1-5-21-%d-%d-%d-%d' % (ri(10 ** 9, 4 * 10 ** 9), ri(10 ** 9, 4 * 10 ** 9), ri(10 ** 9, 4 * 10 ** 9), ri(1000, 9999))
    guid = '{%s}' % uuid4(upper=True)
    E = lang == 'en'
    mc = ('The uninstall script did nothing on some machines. The MSI product code is %s and the failing user profile SID is %s.' % (guid, sid) if E else
          '일부 PC에서 제거 스크립트가 아무 동작을 안 함. MSI 제품 코드는 %s, 실패한 사용자 프로필 SID는 %s.' % (guid, sid))
    le = ('Per-user installs register under HKU\\<SID>, so msiexec /x must run as that user.' if E else '사용자별 설치는 HKU\\<SID> 아래 등록돼서 msiexec /x를 그 사용자로 실행해야 함.')
    return C('clean: Windows SID / GUID product code', mc, le, '')


@clean_t
def cl_hexdump(lang):
    addr = '0x7f%s' % hx(10)
    body = pick(['Segmentation fault at address %s\n#0  %s in memcpy () from /lib/x86_64-linux-gnu/libc.so.6\n#1  0x0000%s in parse_frame (buf=0x%s) at codec.c:%d' % (addr, addr, hx(12), hx(12), ri(100, 900)),
                 '00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR\n00000010: %s %s %s %s  ................' % (hx(4), hx(4), hx(4), hx(4))])
    E = lang == 'en'
    mc = ('I did not know the native extension crashes on truncated input:\n' if E else '네이티브 확장이 잘린 입력에서 크래시 난다는 걸 몰랐음:\n') + body
    le = ('The length check happens after the memcpy; fixed by validating the header first.' if E else '길이 검사가 memcpy 뒤에 있었음. 헤더를 먼저 검증하도록 수정.')
    return C('clean: memory addresses / hexdump', mc, le, '')


@clean_t
def cl_container_ids(lang):
    rows = '\n'.join('%s   %s   "%s"   %d hours ago   Up %d hours   %s' % (hx(12), img, cmd, ri(1, 40), ri(1, 40), name) for img, cmd, name in [
        ('acme/api:2.4.1', 'node dist/main.js', 'api-1'), ('postgres:16', 'docker-entrypoint.s…', 'db-1'), ('redis:7', 'redis-server', 'cache-1')])
    full = hx(64)
    E = lang == 'en'
    mc = ('The api container was restarting and I did not know where its logs went. docker ps:\n' if E else 'api 컨테이너가 재시작을 반복하는데 로그 위치를 몰랐음. docker ps:\n') + 'CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   NAMES\n' + rows
    le = ('json-file logs are at /var/lib/docker/containers/%s/%s-json.log.' % (full, full) if E else 'json-file 로그 위치는 /var/lib/docker/containers/%s/%s-json.log.' % (full, full))
    return C('clean: container IDs', mc, le, '')


@clean_t
def cl_sentry_events(lang):
    E = lang == 'en'
    mc = ('Users reported a crash and I did not know how to find it in Sentry. The event ID from the error page is %s (issue %s-%s).' % (hx(32), pick(['API', 'WEB', 'IOS']), rs(ANU, 3)) if E else
          '사용자가 크래시를 제보했는데 Sentry에서 찾는 법을 몰랐음. 에러 페이지의 이벤트 ID는 %s (이슈 %s-%s).' % (hx(32), pick(['API', 'WEB', 'IOS']), rs(ANU, 3)))
    le = ('Search "id:<event id>" in Discover; the short issue ID only works in the issue search box.' if E else 'Discover에서 "id:<이벤트 ID>"로 검색. 짧은 이슈 ID는 이슈 검색창에서만 됨.')
    return C('clean: Sentry event / issue IDs', mc, le, '')


@clean_t
def cl_lfs_pointer(lang):
    body = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (hx(64), ri(10 ** 5, 9 * 10 ** 8))
    E = lang == 'en'
    mc = ('The model file loaded as a tiny text file in CI:\n' if E else 'CI에서 모델 파일이 작은 텍스트 파일로 로드됨:\n') + body
    le = ('That is a Git LFS pointer; the checkout step needs lfs: true.' if E else 'Git LFS 포인터 파일임. checkout 단계에 lfs: true 가 필요함.')
    return C('clean: Git LFS pointer (sha256 oid)', mc, le, '')


@clean_t
def cl_tf_sensitive(lang):
    body = ('resource "random_password" "db" {\n  length  = 32\n  special = true\n}\n\nresource "aws_db_instance" "main" {\n  username = "app"\n  password = random_password.db.result\n}\n\n'
            'output "db_password" {\n  value     = random_password.db.result\n  sensitive = true\n}')
    plan = '  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n    }'
    E = lang == 'en'
    mc = ('I did not know where the RDS password comes from. The Terraform:\n' if E else 'RDS 비밀번호 출처를 몰랐음. Terraform 코드:\n') + body
    le = ('The plan only shows:\n%s\nbut the value is in the state file, so the S3 state bucket must stay locked down.' % plan if E else
          'plan에는 다음처럼만 나옴:\n%s\n하지만 값은 state 파일에 있으니 S3 state 버킷 접근을 잠가야 함.' % plan)
    return C('clean: Terraform sensitive outputs / random_password', mc, le, '')


@clean_t
def cl_compose_refs(lang):
    body = 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n    secrets:\n      - db_root\nsecrets:\n  db_root:\n    file: ./secrets/db_root_password.txt'
    E = lang == 'en'
    mc = ('`docker compose up` failed with "required variable POSTGRES_PASSWORD is missing a value". The compose file:\n' if E else '`docker compose up` 이 "required variable POSTGRES_PASSWORD is missing a value" 로 실패. compose 파일:\n') + body
    le = ('Create .env from .env.example and put the root password in secrets/db_root_password.txt; both are gitignored.' if E else
          '.env.example 로 .env 를 만들고 root 비밀번호는 secrets/db_root_password.txt 에 넣을 것. 둘 다 gitignore 됨.')
    return C('clean: docker-compose ${VAR:?} and secrets: file refs', mc, le, '')


@clean_t
def cl_settings_env(lang):
    body = pick(['DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": env("DB_NAME"),\n        "USER": env("DB_USER"),\n        "PASSWORD": env("DB_PASSWORD"),\n        "HOST": env("DB_HOST", default="localhost"),\n    }\n}',
                 'spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/${DB_NAME}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}',
                 '"ConnectionStrings": {\n  "Default": "Server=%s;Database=orders;Authentication=Active Directory Managed Identity;Encrypt=True"\n}' % host('mssql')])
    E = lang == 'en'
    mc = ('I did not know how the app gets its database settings:\n' if E else '앱이 DB 설정을 어떻게 가져오는지 몰랐음:\n') + body
    le = ('Everything comes from the environment or managed identity; nothing sensitive is in the repo.' if E else '전부 환경변수나 관리 ID에서 옴. 레포에는 민감 정보 없음.')
    return C('clean: framework settings reading env / managed identity', mc, le, '')


@clean_t
def cl_webhook_sig(lang):
    k = ri(0, 1)
    if k == 0:
        body = 'X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s' % (uuid4(), hx(64))
    else:
        body = 'Stripe-Signature: t=%d,v1=%s' % (ri(1700000000, 1760000000), hx(64))
    E = lang == 'en'
    mc = ('Webhook verification failed and I did not know how the signature header is checked. From the delivery log:\n' if E else '웹훅 검증이 실패했는데 서명 헤더 검사 방식을 몰랐음. 전송 로그:\n') + body
    le = ('The header is an HMAC of that one payload, not a credential; it failed because the framework re-serialized the JSON before we hashed it.' if E else
          '헤더는 그 페이로드 하나에 대한 HMAC 값이지 인증 정보가 아님. 프레임워크가 해시 전에 JSON을 재직렬화해서 실패한 것.')
    return C('clean: webhook signature header (HMAC of payload)', mc, le, '')


@clean_t
def cl_openapi_security(lang):
    body = 'components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\nsecurity:\n  - BearerAuth: []'
    E = lang == 'en'
    mc = ('The generated client did not send auth, and I did not know which scheme the spec declares:\n' if E else '생성된 클라이언트가 인증 헤더를 안 보냈는데 스펙에 어떤 방식이 선언됐는지 몰랐음:\n') + body
    le = ('Only BearerAuth is applied globally; endpoints that need X-API-Key must list it explicitly.' if E else '전역으로는 BearerAuth만 적용됨. X-API-Key가 필요한 엔드포인트는 명시해야 함.')
    return C('clean: OpenAPI securitySchemes', mc, le, '')


@clean_t
def cl_biz_numbers(lang):
    brn = '%03d-%02d-%05d' % (ri(100, 899), ri(1, 99), ri(0, 99999))
    E = lang == 'en'
    mc = ('The invoice API rejected our requests and I did not know it validates the business registration number (%s) and the mail-order report number (제%d-서울강남-%05d호).' % (brn, ri(2019, 2025), ri(0, 99999)) if E else
          '세금계산서 API가 요청을 거부했는데 사업자등록번호(%s)와 통신판매업 신고번호(제%d-서울강남-%05d호)를 검증한다는 걸 몰랐음.' % (brn, ri(2019, 2025), ri(0, 99999)))
    le = ('Both numbers are public (they are printed in the site footer); the request failed because the hyphens were stripped.' if E else '둘 다 사이트 푸터에 공개된 번호임. 하이픈을 제거해서 보내서 실패한 것.')
    return C('clean: Korean business registration numbers', mc, le, '')


@clean_t
def cl_order_numbers(lang):
    E = lang == 'en'
    mc = ('Customer support escalated order %s (invoice INV-%d-%05d, tracking 1Z%s). I did not know the carrier webhook had stopped.' % (
        'ORD-%s' % rs(ANU, 10), ri(2024, 2025), ri(0, 99999), rs(ANU, 16)) if E else
          'CS팀이 주문 %s (송장번호 %d, 인보이스 INV-%d-%05d) 건을 에스컬레이션함. 택배사 웹훅이 멈춘 걸 몰랐음.' % ('ORD-%s' % rs(ANU, 10), ri(10 ** 11, 10 ** 12 - 1), ri(2024, 2025), ri(0, 99999)))
    le = ('Tracking updates are polled every 30 minutes as a fallback; the webhook subscription had expired.' if E else '폴백으로 30분마다 배송 조회를 함. 웹훅 구독이 만료돼 있었음.')
    return C('clean: order / invoice / tracking numbers', mc, le, '')


@clean_t
def cl_chat_no_secret(lang):
    E = lang == 'en'
    if E:
        chat = '[10:%02d] %s: can you send me the staging DB password?\n[10:%02d] %s: not over Slack - I shared the 1Password item with you\n[10:%02d] %s: got it, thanks' % (
            ri(0, 19), pick(EN_FIRST), ri(20, 39), pick(EN_FIRST), ri(40, 59), pick(EN_FIRST))
        mc = 'The user pasted this thread to show how credentials are handed over:\n' + chat
        le = 'Credentials go through 1Password item sharing; chat never contains the value.'
    else:
        chat = '[오전 10:%02d] %s: 스테이징 DB 비번 좀 보내주실 수 있나요?\n[오전 10:%02d] %s: 슬랙으로는 안 돼요, 1Password 항목 공유했어요\n[오전 10:%02d] %s: 확인했습니다 감사합니다' % (
            ri(0, 19), pick(KO_PEOPLE), ri(20, 39), pick(KO_PEOPLE), ri(40, 59), pick(KO_PEOPLE))
        mc = '인증 정보 전달 방식을 보여주려고 사용자분이 이 스레드를 붙여줌:\n' + chat
        le = '인증 정보는 1Password 항목 공유로 전달하고 채팅에는 값을 안 남김.'
    return C('clean: chat about credentials without values', mc, le, '')


@clean_t
def cl_envvar_table(lang):
    rows = [(v, pick(['Vault secret/app', 'AWS SSM /prod/app', '1Password CI vault', 'GitHub environment secret', 'Doppler prd']), pick(['platform', 'payments', 'growth', 'infra']))
            for v in [pick(SECRET_VARS) for _ in range(4)]]
    E = lang == 'en'
    hdr = '| variable | stored in | owner |' if E else '| 변수 | 저장 위치 | 담당 |'
    body = '\n'.join([hdr, '|---|---|---|'] + ['| %s | %s | %s |' % r for r in rows])
    mc = ('Nobody told me where each secret lives; the handover doc has this table (names only):\n' if E else '시크릿별 저장 위치를 아무도 안 알려줌. 인수인계 문서의 표(이름만 있음):\n') + body
    le = ('Ask the owning team for access; values are never copied into docs.' if E else '접근 권한은 담당 팀에 요청. 값은 문서에 복사하지 않음.')
    return C('clean: table of secret names and locations', mc, le, '')


@clean_t
def cl_empty_pw_dev(lang):
    body = pick(['services:\n  mysql:\n    image: mysql:8.4\n    environment:\n      MYSQL_ALLOW_EMPTY_PASSWORD: "yes"\n      MYSQL_DATABASE: app_test',
                 'services:\n  postgres:\n    image: postgres:16\n    environment:\n      POSTGRES_HOST_AUTH_METHOD: trust',
                 'redis:\n  image: redis:7\n  command: ["redis-server", "--protected-mode", "no"]'])
    E = lang == 'en'
    mc = ('The integration tests connect without a password, which surprised me. Test compose file:\n' if E else '통합 테스트가 비밀번호 없이 DB에 붙어서 놀랐음. 테스트용 compose:\n') + body
    le = ('That compose file is only used in CI containers on an isolated network; no password is the intended setup there.' if E else 'CI 격리 네트워크의 컨테이너에서만 쓰는 compose라 비밀번호 없는 게 의도된 설정.')
    return C('clean: intentionally empty passwords in test compose', mc, le, '')


@clean_t
def cl_ulids(lang):
    crock = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
    body = 'ulid=01%s ksuid=2%s nanoid=%s' % (rs(crock, 24), rs(AN, 26), rs(B64U, 21))
    E = lang == 'en'
    mc = ('Duplicate events showed up downstream and I did not know which ID to dedupe on. One event:\n' if E else '다운스트림에 중복 이벤트가 생겼는데 어떤 ID로 중복 제거할지 몰랐음. 이벤트 하나:\n') + body
    le = ('The ULID is assigned by the producer and sorts by time; dedupe on it, not on the nanoid which is regenerated on retry.' if E else
          'ULID는 생산자가 붙이고 시간순 정렬됨. 재시도마다 새로 만들어지는 nanoid 말고 ULID로 중복 제거.')
    return C('clean: ULID / KSUID / nanoid identifiers', mc, le, '')


@clean_t
def cl_keychain_cmds(lang):
    body = pick(['security find-generic-password -s "%s" -a "$USER" -w' % pick(['gh:github.com', 'npm-token', 'acme-vpn']),
                 'secret-tool lookup service %s username %s' % (pick(['acme-cli', 'rclone']), user_name()),
                 'git config --global credential.helper manager\ngit config --global credential.credentialStore secretservice'])
    E = lang == 'en'
    mc = ('The CLI found credentials without any config file, and I did not know where from. It calls:\n' if E else 'CLI가 설정 파일 없이 인증 정보를 찾는데 어디서 오는지 몰랐음. 내부적으로 호출:\n') + body
    le = ('It reads from the OS keychain; the command prints the value only when run, nothing is stored in the repo.' if E else 'OS 키체인에서 읽음. 값은 명령을 실행할 때만 출력되고 레포에는 아무것도 없음.')
    return C('clean: keychain / credential-helper commands', mc, le, '')


@clean_t
def cl_git_remotes(lang):
    p = pick(PROJECTS)
    body = 'origin\tgit@github.com:acme/%s.git (fetch)\norigin\tgit@github.com:acme/%s.git (push)\nupstream\thttps://github.com/%s/%s.git (fetch)' % (p, p, pick(['vercel', 'facebook', 'hashicorp']), p)
    E = lang == 'en'
    mc = ('Push was rejected and I did not know the repo is a fork. git remote -v:\n' if E else 'push가 거부됐는데 레포가 포크인 줄 몰랐음. git remote -v:\n') + body
    le = ('Push to origin over SSH; upstream is read-only.' if E else 'origin에는 SSH로 push. upstream은 읽기 전용.')
    return C('clean: git remotes without credentials', mc, le, '')


@clean_t
def cl_ssh_config(lang):
    body = 'Host %s\n  HostName %s\n  User %s\n  IdentityFile ~/.ssh/%s\n  ProxyJump bastion\n\nHost bastion\n  HostName %s\n  User ec2-user' % (
        pick(['db-tunnel', 'prod-app', 'stg-*']), host('app'), pick(['ubuntu', 'deploy']), pick(['id_ed25519', 'acme_deploy', 'work_ed25519']), host('bastion'))
    E = lang == 'en'
    mc = ('I could not reach the app hosts directly. The user\'s ~/.ssh/config:\n' if E else '앱 호스트에 직접 접속이 안 됐음. 사용자분의 ~/.ssh/config:\n') + body
    le = ('Everything goes through the bastion with ProxyJump; the key file stays on the laptop.' if E else '모든 접속은 ProxyJump로 bastion을 거침. 키 파일은 노트북에만 있음.')
    return C('clean: SSH config (paths only)', mc, le, '')


@clean_t
def cl_conn_nopw(lang):
    body = pick(['postgresql://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem' % (pick(DB_USERS), host('pg'), pick(DB_NAMES)),
                 'aws rds generate-db-auth-token --hostname %s --port 5432 --region ap-northeast-2 --username iam_app' % host('pg'),
                 'mongodb+srv://%s.mongodb.net/?authMechanism=MONGODB-AWS&authSource=%%24external' % ('cluster0.' + rs(ANL, 5))])
    E = lang == 'en'
    mc = ('I looked for the DB password and could not find one. The connection is:\n' if E else 'DB 비밀번호를 찾았는데 없었음. 연결 방식:\n') + body
    le = ('It uses IAM authentication; short-lived tokens are generated per connection, so there is no static password at all.' if E else
          'IAM 인증을 써서 연결마다 단기 토큰을 생성함. 고정 비밀번호 자체가 없음.')
    return C('clean: connection without password (IAM / cert auth)', mc, le, '')


@clean_t
def cl_mask_tests(lang):
    body = pick(['def test_mask_github_token():\n    token = "ghp_" + "a" * 36\n    assert mask(token) == "ghp_****"\n\ndef test_mask_short():\n    assert mask("abc") == "***"',
                 "it('redacts bearer headers', () => {\n  const h = { Authorization: 'Bearer ' + 'x'.repeat(40) };\n  expect(redact(h).Authorization).toBe('Bearer [REDACTED]');\n});"])
    E = lang == 'en'
    mc = ('I did not know the logger already masks tokens. Its tests:\n' if E else '로거가 이미 토큰을 마스킹한다는 걸 몰랐음. 테스트 코드:\n') + body
    le = ('The tests build fake tokens at runtime so the scanner does not trip on fixtures.' if E else '테스트가 런타임에 가짜 토큰을 만들어서 스캐너가 픽스처에 걸리지 않음.')
    return C('clean: masking unit tests with synthetic tokens', mc, le, '')


@clean_t
def cl_design_tokens(lang):
    body = '{\n  "color": {\n    "primary": { "500": { "value": "#%s" }, "600": { "value": "#%s" } },\n    "danger": { "value": "{color.red.600}" }\n  },\n  "radius": { "md": { "value": "8px" } }\n}' % (rs(HXU, 6), rs(HXU, 6))
    E = lang == 'en'
    mc = ('The button colour did not match Figma; I did not know the design tokens are generated:\n' if E else '버튼 색이 피그마와 달랐는데 디자인 토큰이 자동 생성된다는 걸 몰랐음:\n') + body
    le = ('tokens.json is exported from Figma by Style Dictionary; edit it in Figma, not by hand.' if E else 'tokens.json 은 Style Dictionary로 피그마에서 내보낸 것. 손으로 고치지 말고 피그마에서 수정.')
    return C('clean: design tokens JSON', mc, le, '')


@clean_t
def cl_doc_ids(lang):
    body = pick(['https://docs.google.com/spreadsheets/d/1%s/edit#gid=%d' % (rs(B64U, 43), ri(0, 2 * 10 ** 9)),
                 'https://www.figma.com/design/%s/Checkout-v3?node-id=%d-%d' % (rs(AN, 22), ri(1, 9999), ri(1, 9999)),
                 'https://www.notion.so/acme/Runbook-%s' % hx(32),
                 'https://airtable.com/app%s/tbl%s/viw%s' % (rs(AN, 14), rs(AN, 14), rs(AN, 14))])
    E = lang == 'en'
    mc = ('The spec I was missing lives here:\n' if E else '몰랐던 스펙 문서 위치:\n') + body
    le = ('The long ID in the URL is the document ID; access is controlled by sharing settings, not by the link.' if E else 'URL의 긴 ID는 문서 ID일 뿐이고 접근은 링크가 아니라 공유 설정으로 통제됨.')
    return C('clean: document IDs in URLs (Google/Figma/Notion/Airtable)', mc, le, '')


@clean_t
def cl_deploy_urls(lang):
    p = pick(PROJECTS)
    body = 'Preview: https://%s-%s-acme.vercel.app\nDeployment ID: dpl_%s\nInspect: https://vercel.com/acme/%s/%s' % (p, rs(ANL, 9), rs(AN, 28), p, rs(AN, 28))
    E = lang == 'en'
    mc = ('QA asked which preview build to test:\n' if E else 'QA가 어떤 프리뷰 빌드를 테스트하냐고 물어봄:\n') + body
    le = ('Preview URLs are protected by Vercel authentication for the team; the hash is just the deployment slug.' if E else '프리뷰 URL은 팀 인증으로 보호됨. 해시는 배포 슬러그일 뿐.')
    return C('clean: preview deployment URLs and IDs', mc, le, '')


@clean_t
def cl_cloudflare_ids(lang):
    body = 'name = "%s"\nmain = "src/index.ts"\naccount_id = "%s"\nworkers_dev = false\nroutes = [{ pattern = "api.acme.io/*", zone_id = "%s" }]' % (pick(PROJECTS), hx(32), hx(32))
    E = lang == 'en'
    mc = ('Deploying the worker failed with "route not found" and I did not know how the zone is selected. wrangler.toml:\n' if E else 'worker 배포가 "route not found"로 실패했는데 zone 선택 방식을 몰랐음. wrangler.toml:\n') + body
    le = ('account_id and zone_id are identifiers and fine in git; the API token is provided by CLOUDFLARE_API_TOKEN in CI.' if E else
          'account_id와 zone_id는 식별자라 git에 있어도 됨. API 토큰은 CI의 CLOUDFLARE_API_TOKEN으로 주입.')
    return C('clean: Cloudflare account/zone IDs', mc, le, '')


@clean_t
def cl_gcp_sa_keys(lang):
    sa = '%s@%s.iam.gserviceaccount.com' % (pick(['ci-deployer', 'bq-export', 'scheduler']), pick(['acme-prod', 'hanbit-data']))
    body = 'KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %s  9999-12-31T23:59:59Z  False\n%s  %s  9999-12-31T23:59:59Z  True' % (
        hx(40), ts_iso()[:19] + 'Z', hx(40), ts_iso()[:19] + 'Z')
    E = lang == 'en'
    mc = ('I had to find out whether %s still has user-managed keys. gcloud iam service-accounts keys list:\n%s' % (sa, body) if E else
          '%s 에 사용자 관리 키가 남아 있는지 확인해야 했음. gcloud iam service-accounts keys list:\n%s' % (sa, body))
    le = ('The listing only shows key IDs, never key material; delete the enabled one once the workload uses Workload Identity.' if E else
          '목록에는 키 ID만 나오고 키 내용은 안 나옴. 워크로드가 Workload Identity로 바뀌면 활성 키를 삭제.')
    return C('clean: GCP service-account key IDs', mc, le, '')


@clean_t
def cl_firebase_app_ids(lang):
    body = 'google-services.json:\n  "project_number": "%s",\n  "mobilesdk_app_id": "1:%s:android:%s",\n  "package_name": "com.acme.%s"' % (dg(12), dg(12), hx(16), pick(['shop', 'chat']))
    E = lang == 'en'
    mc = ('Push tokens registered to the wrong project; I did not know the Android app ID is tied to the package name:\n' if E else '푸시 토큰이 다른 프로젝트로 등록됨. 안드로이드 앱 ID가 패키지명에 묶인다는 걸 몰랐음:\n') + body
    le = ('The flavor used the prod google-services.json; each flavor needs its own file under src/<flavor>/.' if E else '플레이버가 운영 google-services.json을 씀. 플레이버마다 src/<flavor>/ 아래 별도 파일 필요.')
    return C('clean: Firebase app IDs / project number', mc, le, '')


@clean_t
def cl_test_cards(lang):
    E = lang == 'en'
    mc = ('I did not know which card numbers work in test mode.' if E else '테스트 모드에서 어떤 카드 번호가 되는지 몰랐음.')
    le = ('Stripe test cards: 4242 4242 4242 4242 succeeds, 4000 0027 6000 3184 triggers 3-D Secure, 4000 0000 0000 9995 declines with insufficient_funds; any future expiry and any CVC.' if E else
          'Stripe 테스트 카드: 4242 4242 4242 4242 성공, 4000 0027 6000 3184 는 3DS 인증, 4000 0000 0000 9995 는 잔액 부족 거절. 만료일은 미래 아무 날짜, CVC는 아무 숫자.')
    return C('clean: documented payment test card numbers', mc, le, '')


@clean_t
def cl_kube_ca(lang):
    ca = b64('-----BEGIN CERTIFICATE-----\nMIIC' + rs(B64A, 150) + '\n-----END CERTIFICATE-----\n')
    body = ('clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n  name: %s\nusers:\n- name: eks-user\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "%s"]'
            % (ca, rs(HXU, 32), pick(ENVS), pick(ENVS)))
    E = lang == 'en'
    mc = ('kubectl worked for the user but not for me with the same kubeconfig:\n' if E else '같은 kubeconfig인데 사용자분은 kubectl이 되고 나는 안 됨:\n') + body
    le = ('The kubeconfig holds only the cluster CA certificate (public) and an exec plugin; auth depends on my AWS identity being in the aws-auth map.' if E else
          'kubeconfig에는 클러스터 CA 인증서(공개)와 exec 플러그인만 있음. 인증은 내 AWS 자격이 aws-auth 맵에 있는지에 달림.')
    return C('clean: kubeconfig with CA data and exec plugin', mc, le, '')


@clean_t
def cl_diff_refactor(lang):
    body = ('-client = OpenAI(api_key="YOUR_API_KEY")\n+client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])' if chance(0.5) else
            '-const stripe = new Stripe("sk_test_...");\n+const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);')
    E = lang == 'en'
    mc = ('The user asked me to review this change:\n' if E else '이 변경 리뷰를 요청받음:\n') + body
    le = ('The old line only had a placeholder, so nothing needs rotating; the env var must be added to the deploy config.' if E else '이전 줄은 플레이스홀더였으니 교체할 것은 없음. 배포 설정에 env 변수만 추가하면 됨.')
    return C('clean: diff replacing placeholder with env lookup', mc, le, '')


@clean_t
def cl_resp_headers(lang):
    body = 'HTTP/2 429\nx-ratelimit-limit: 5000\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %d\ncf-ray: %s-ICN\nx-github-request-id: %s:%s:%s:%s:%s' % (
        ri(1700000000, 1760000000), hx(16), rs(HXU, 4), rs(HXU, 5), rs(HXU, 6), rs(HXU, 7), rs(HXU, 8))
    E = lang == 'en'
    mc = ('The sync job started failing every afternoon. Response headers:\n' if E else '동기화 잡이 매일 오후에 실패하기 시작함. 응답 헤더:\n') + body
    le = ('We hit the hourly rate limit; wait until x-ratelimit-reset instead of retrying immediately.' if E else '시간당 rate limit에 걸림. 바로 재시도하지 말고 x-ratelimit-reset까지 대기.')
    return C('clean: HTTP response headers with IDs', mc, le, '')


@clean_t
def cl_s3_keys(lang):
    body = 's3://acme-%s-uploads/users/%d/avatars/%s.webp\ns3://acme-%s-uploads/exports/%s/%s.csv.gz' % (pick(ENVS), ri(1000, 99999), hx(32), pick(ENVS), ts_iso()[:10], uuid4())
    E = lang == 'en'
    mc = ('I did not know the object key layout:\n' if E else '오브젝트 키 구조를 몰랐음:\n') + body
    le = ('Keys are prefixed by user ID so lifecycle rules can target them; the hex part is a content hash.' if E else '키가 사용자 ID로 시작해서 수명 주기 규칙을 걸 수 있음. hex 부분은 콘텐츠 해시.')
    return C('clean: S3 object keys', mc, le, '')


@clean_t
def cl_csp_nonce(lang):
    body = "content-security-policy: default-src 'self'; script-src 'self' 'nonce-%s' https://www.googletagmanager.com; object-src 'none'" % b64(rb(16))
    E = lang == 'en'
    mc = ('Inline scripts were blocked after the CSP change. Response header:\n' if E else 'CSP 변경 후 인라인 스크립트가 차단됨. 응답 헤더:\n') + body
    le = ('The nonce changes per response; the template has to read it from the request context instead of hardcoding it.' if E else 'nonce는 응답마다 바뀜. 템플릿이 하드코딩하지 말고 요청 컨텍스트에서 읽어야 함.')
    return C('clean: CSP nonce', mc, le, '')


@clean_t
def cl_hmac_vector(lang):
    body = 'key  = 0x0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b\ndata = "Hi There"\nHMAC-SHA-256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'
    E = lang == 'en'
    mc = ('The crypto helper test has a hardcoded key, which I flagged before checking:\n' if E else '암호화 헬퍼 테스트에 키가 하드코딩돼 있어서 확인 전에 지적했었음:\n') + body
    le = ('That is RFC 4231 test case 1; published test vectors are fine to keep in tests.' if E else 'RFC 4231 테스트 케이스 1임. 공개된 테스트 벡터는 테스트에 둬도 됨.')
    return C('clean: RFC 4231 HMAC test vector', mc, le, '')


@clean_t
def cl_gravatar(lang):
    em = email()
    body = 'https://www.gravatar.com/avatar/%s?s=80&d=identicon' % hashlib.md5(em.encode()).hexdigest()
    E = lang == 'en'
    mc = ('Avatars were broken for some users. The URL we generate:\n' if E else '일부 사용자 아바타가 깨짐. 생성되는 URL:\n') + body
    le = ('The hash is md5 of the lowercased, trimmed email; we hashed it without lowercasing.' if E else '해시는 소문자화하고 공백 제거한 이메일의 md5. 우리는 소문자화 없이 해시했음.')
    return C('clean: Gravatar md5 URL', mc, le, '')


@clean_t
def cl_dns_records(lang):
    k = ri(0, 2)
    dom = pick(['acme.io', 'hanbit.co.kr', 'northwind.dev'])
    if k == 0:
        body = '%s._domainkey.%s. 300 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s"' % (pick(['google', 's1', 'mail']), dom, rs(B64A, 180))
        what = 'DKIM public key TXT'
    elif k == 1:
        body = '%s. 3600 IN TXT "google-site-verification=%s"\n%s. 3600 IN TXT "v=spf1 include:_spf.google.com include:mailgun.org ~all"' % (dom, rs(B64U, 43), dom)
        what = 'site-verification / SPF TXT'
    else:
        body = '_acme-challenge.%s. 60 IN TXT "%s"' % (dom, rs(B64U, 43))
        what = 'ACME DNS-01 challenge TXT'
    E = lang == 'en'
    if k == 2:
        mc = ('Certificate issuance for %s hung and I did not know it uses the DNS-01 challenge. The record certbot created:\n' % dom if E else
              '%s 인증서 발급이 멈췄는데 DNS-01 챌린지를 쓰는 줄 몰랐음. certbot이 만든 레코드:\n' % dom) + body
        le = ('The TXT value is published in public DNS by design and is useless after validation; the problem was a 60 s TTL racing the check.' if E else
              'TXT 값은 원래 공개 DNS에 올라가고 검증 후에는 쓸모없음. 문제는 60초 TTL이 검증과 경합한 것.')
    else:
        mc = ('Mail from the new domain landed in spam and I did not know which DNS records exist:\n' if E else '새 도메인 메일이 스팸으로 가는데 어떤 DNS 레코드가 있는지 몰랐음:\n') + body
        le = ('These records are public by definition (anyone can dig them); the DKIM private key stays with the mail provider.' if E else '이 레코드들은 원래 공개 정보(누구나 dig 가능). DKIM 개인키는 메일 사업자에만 있음.')
    return C('clean: DNS TXT records (%s)' % what, mc, le, '')


@clean_t
def cl_npki_paths(lang):
    body = pick(['C:\\Users\\%s\\AppData\\LocalLow\\NPKI\\yessign\\USER\\cn=%s()00%s,ou=KMB,ou=personal4IB,o=yessign,c=kr\\signCert.der' % (user_name(), '홍길동', dg(8)),
                 '~/Library/Preferences/NPKI/CrossCert/USER/cn=(주)한빛()%s,ou=RA센터,o=CrossCert,c=KR/signPri.key' % dg(10)])
    E = lang == 'en'
    mc = ('The tax-filing automation could not find the joint certificate. Expected location:\n' if E else '세무 신고 자동화가 공동인증서를 못 찾음. 기대 경로:\n') + body
    le = ('Only the path changed after the OS migration; the certificate password is entered by the accountant at run time and never stored.' if E else
          'OS 마이그레이션 후 경로만 바뀐 것. 인증서 비밀번호는 실행 시 회계 담당자가 직접 입력하고 저장하지 않음.')
    return C('clean: NPKI certificate file paths (no password)', mc, le, '')


@clean_t
def cl_pw_ui_text(lang):
    body = pick(['"auth.password.hint": "비밀번호는 8~16자의 영문 대/소문자, 숫자, 특수문자를 조합해 주세요.",\n"auth.password.mismatch": "비밀번호가 일치하지 않습니다."',
                 '"errors.token.expired": "로그인 토큰이 만료되었습니다. 다시 로그인해 주세요.",\n"errors.apikey.invalid": "유효하지 않은 API 키입니다."'])
    E = lang == 'en'
    mc = ('I was asked to fix copy in the Korean locale file and did not know the key naming:\n' if E else '한국어 로케일 파일 문구 수정 요청을 받았는데 키 네이밍 규칙을 몰랐음:\n') + body
    le = ('Keys follow area.entity.state; strings with 비밀번호/토큰 are UI copy, not values.' if E else '키는 영역.엔티티.상태 규칙. 비밀번호/토큰이 들어간 건 UI 문구일 뿐 값이 아님.')
    return C('clean: i18n strings about passwords/tokens', mc, le, '')


@clean_t
def cl_feature_flags(lang):
    body = 'flag: %s\nvariation: %s\nbucket = murmur3_32("%s:" + user_id) %% 100  -> %d\nrollout: %d%%' % (
        pick(['new-checkout', 'ai-summary', 'fast-search']), pick(['on', 'treatment-b']), pick(['new-checkout', 'exp42']), ri(0, 99), ri(5, 50))
    E = lang == 'en'
    mc = ('A user saw the new UI while their teammate did not; I did not know how bucketing works:\n' if E else '한 사용자만 새 UI가 보였는데 버킷팅 방식을 몰랐음:\n') + body
    le = ('Bucketing hashes the user ID with the flag key salt, so teammates land in different buckets.' if E else '버킷팅은 플래그 키를 salt로 사용자 ID를 해시해서 팀원끼리도 다른 버킷에 들어감.')
    return C('clean: feature flag bucketing hash', mc, le, '')


@clean_t
def cl_kms_ids(lang):
    kid = uuid4()
    body = 'KeyId: arn:aws:kms:ap-northeast-2:%s:key/%s\nAliasName: alias/%s-data\nKeyRotationEnabled: true' % (acct_id(), kid, pick(PROJECTS))
    E = lang == 'en'
    mc = ('Decrypt calls failed with AccessDeniedException and I did not know which KMS key encrypts the bucket:\n' if E else 'Decrypt 호출이 AccessDeniedException으로 실패했는데 버킷을 어떤 KMS 키로 암호화하는지 몰랐음:\n') + body
    le = ('The key policy must allow the task role; key IDs and aliases are identifiers, the key material never leaves KMS.' if E else '키 정책에 태스크 롤 허용이 필요함. 키 ID와 별칭은 식별자이고 키 자체는 KMS 밖으로 안 나옴.')
    return C('clean: KMS key ID / alias', mc, le, '')


@clean_t
def cl_idempotency_rotation_prose(lang):
    E = lang == 'en'
    mc = ('Nobody told me the %s token expires every 90 days and that the expiry date is in the team calendar.' % pick(['npm publish', 'Apple notarization', 'Jira automation', 'PyPI upload']) if E else
          '%s 토큰이 90일마다 만료되고 만료일이 팀 캘린더에 있다는 걸 아무도 안 알려줌.' % pick(['npm publish', '애플 공증', 'Jira 자동화', 'PyPI 업로드']))
    le = ('When it expires the job fails with 401/403; the owner regenerates it and updates the CI secret, nothing to do in the code.' if E else
          '만료되면 잡이 401/403으로 실패함. 담당자가 재발급해서 CI 시크릿을 갱신하면 되고 코드는 수정할 필요 없음.')
    ask = ('Who is the current owner of that token?' if E else '그 토큰 현재 담당자가 누구인가요?')
    return C('clean: token expiry process in prose', mc, le, ask)


@clean_t
def cl_api_key_header_docs(lang):
    E = lang == 'en'
    mc = ('I sent the API key as a query parameter and the partner API ignored it; the docs were not linked in the ticket.' if E else
          '파트너 API에 API 키를 쿼리 파라미터로 보냈더니 무시됨. 티켓에 문서 링크가 없었음.')
    le = ('The key must go in the X-API-Key header (Authorization is reserved for their OAuth flow), and keys are per environment: sandbox keys start with "sbx_", live ones with "lv_".' if E else
          '키는 X-API-Key 헤더로 보내야 함(Authorization은 OAuth 용). 키는 환경별이고 샌드박스 키는 "sbx_", 라이브 키는 "lv_" 로 시작.')
    return C('clean: API key usage described without a key', mc, le, '')



# ============================================================================
# assembly, validation, output
# ============================================================================
KO_MARKET = ['Toss Payments', 'Kakao', 'Naver Developers', 'Naver Cloud Platform', 'PortOne', 'LINE Messaging API']

EN_PRE = ['Task: {task}. ', 'Background - {task}. ', 'While trying to {task}: ', 'Context: {task}. ']
EN_SUF = [' Took about {n} minutes to figure out.', ' Now written down in the README.', ' (Confirmed with {W}.)', ' Worth checking first next time.',
          ' Same on staging and prod.', ' Added a note to the runbook.', ' Not obvious from the code.', ' Verified by rerunning the job.']
EN_ASK_GEN = ['Is this documented anywhere I should have read first?', 'Should I add this to the onboarding doc?', 'Who owns this service?',
              'Is staging set up the same way?', 'Should I open a ticket for this?', 'Is there a runbook page for this?']
KO_PRE = ['작업: {taskk}. ', '[{taskk}] ', '{taskk} 하다가: ', '배경: {taskk}. ']
KO_SUF = [' 알아내는 데 {n}분 걸림.', ' README에 정리해 둠.', ' ({W}님 확인 완료)', ' 다음엔 이것부터 확인할 것.', ' 스테이징/운영 동일.',
          ' 런북에 메모 추가함.', ' 코드만 봐서는 알기 어려움.', ' 잡 다시 돌려서 확인함.']
KO_ASK_GEN = ['이거 온보딩 문서에 추가해도 될까요?', '스테이징도 같은 구성인가요?', '이 서비스 담당자가 누구인가요?', '관련 문서 링크 있을까요?',
              '다음에도 같은 방식으로 처리하면 되나요?', '티켓으로 남겨둘까요?']
TASKS = ['migrate the cron jobs to Kubernetes', 'fix the flaky deploy', 'add SSO to the admin panel', 'upgrade Node 18 to 20', 'speed up CI',
         'debug the nightly export', 'move secrets out of the repo', 'onboard the new payment provider', 'clean up the staging cluster',
         'fix the broken release pipeline', 'set up the new laptop', 'rotate the expiring certificates']
TASKS_KO = ['크론 잡 쿠버네티스 이전', '배포 실패 원인 파악', '어드민 SSO 연동', 'Node 18→20 업그레이드', 'CI 속도 개선', '야간 익스포트 디버깅',
            '레포에서 시크릿 분리', '신규 PG사 연동', '스테이징 클러스터 정리', '릴리스 파이프라인 복구', '새 노트북 세팅', '만료 인증서 교체']


def decorate(note, lang):
    E = lang == 'en'
    d = dict(task=pick(TASKS), taskk=pick(TASKS_KO), n=ri(5, 90), W=pick(EN_PEOPLE[:16]) if E else pick(KO_PEOPLE))
    note = dict(note)
    if chance(0.3):
        note['mc'] = pick(EN_PRE if E else KO_PRE).format(**d) + note['mc']
    if chance(0.35):
        note['le'] = note['le'] + pick(EN_SUF if E else KO_SUF).format(**d)
    if chance(0.3) and not note.get('split'):
        note['le'] = pick(['Lesson: ', 'Note: ', 'Takeaway: ', 'TIL: ', 'Learned: '] if E else ['교훈: ', '정리: ', '메모: ', 'TIL: ', '배운 점: ']) + note['le']
    if not note['ask'].strip() and chance(0.45):
        note['ask'] = pick(EN_ASK_GEN if E else KO_ASK_GEN)
    return note


def fsize(s):
    return len(s.encode('utf-8'))


def perfect_redaction_ok(fields, secrets):
    order = sorted(secrets, key=lambda x: (-len(x), x))
    for v in fields:
        r = v
        for s in order:
            r = r.replace(s, '[REDACTED]')
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in r:
                    return False
    return True


def validate(rec, kind):
    f = rec['fields']
    vals = [f['missing_context'], f['lesson'], f['ask_next_time']]
    assert f['missing_context'].strip() and f['lesson'].strip(), 'empty field'
    assert fsize(f['missing_context']) <= 1024 and fsize(f['lesson']) <= 1024 and fsize(f['ask_next_time']) <= 512, 'too long'
    secs = rec['secrets']
    if kind == 'clean':
        assert secs == [], 'clean with secrets'
        return
    assert secs, 'secret note without secrets'
    for s in secs:
        assert len(s) >= 8, ('short secret', s)
        assert s == s.strip(), ('whitespace', s)
        assert any(s in v for v in vals), ('absent', s)
    assert perfect_redaction_ok(vals, secs), 'window outside occurrence'


def try_make(fn, kind, lang, seen, tries=80):
    last = None
    for _ in range(tries):
        n = decorate(fn(), lang)
        if lang == 'ko':
            n = dict(n, mc=fix_josa(n['mc']), le=fix_josa(n['le']), ask=fix_josa(n['ask']))
        cands = list(dict.fromkeys(n['cands']))
        rec = {'fields': {'missing_context': n['mc'].strip(), 'lesson': n['le'].strip(), 'ask_next_time': n['ask'].strip()},
               'secrets': cands if kind == 'secret' else []}
        try:
            validate(rec, kind)
            for c in cands:
                assert any(c in v for v in rec['fields'].values()), 'candidate missing'
        except AssertionError as e:
            last = e
            continue
        key = (rec['fields']['missing_context'], rec['fields']['lesson'], rec['fields']['ask_next_time'])
        if key in seen:
            last = 'duplicate'
            continue
        seen[key] = 1
        return n, rec
    raise RuntimeError('could not build a valid note: %r %r' % (last, fn))


# sanity scanner: strong credential shapes that must never occur in a clean note
CLEAN_FORBIDDEN = [
    r'AKIA(?!IOSFODNN7EXAMPLE|I44QH8DHBEXAMPLE)[A-Z2-7]{16}', r'ASIA[A-Z2-7]{16}', r'ghp_[A-Za-z0-9]{36}', r'gh[ousr]_[A-Za-z0-9]{36}',
    r'github_pat_\w{40,}', r'glpat-[\w-]{20}', r'xox[bpa]-\d', r'xapp-\d-', r'sk_live_[A-Za-z0-9]{20,}', r'rk_live_', r'whsec_',
    r'sk-proj-', r'sk-ant-', r'-----BEGIN [A-Z ]*PRIVATE KEY', r'AGE-SECRET-KEY-1', r'hvs\.[A-Za-z0-9_-]{20,}', r'npm_[A-Za-z0-9]{36}',
    r'SG\.[\w-]{22}\.', r'dop_v1_', r'shpat_', r'pypi-AgEI', r'dckr_pat_', r'GOCSPX-', r'hf_[A-Za-z]{34}', r'otpauth://[^\s]*secret=[A-Z2-7]{16}',
    r'PrivateKey\s*=\s*[A-Za-z0-9+/]{43}=', r'password\s*[=:]\s*["\']?(?!AgB|AgA|ENC\[)[A-Za-z0-9!@#$%^&*]{8,}', r'(?<![\w-])-p\'?[A-Za-z0-9!@#$%^&*]{8,}\s',
]


DOC_EXAMPLE_VALUES = ['MWYyZDFlMmU2N2Rm', 'YWRtaW4=', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
                      'AKIAI44QH8DHBEXAMPLE', 'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY']


def scan_clean(rec):
    import re
    txt = '\n'.join(rec['fields'].values())
    for x in DOC_EXAMPLE_VALUES:
        txt = txt.replace(x, '<doc-example>')
    for pat in CLEAN_FORBIDDEN:
        m = re.search(pat, txt)
        assert not m, ('clean note matches forbidden pattern', pat, m.group(0) if m else None, rec['category'])


def largest_remainder(weights, total):
    s = sum(weights)
    raw = [w * total / s for w in weights]
    base = [int(x) for x in raw]
    rem = total - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in order[:rem]:
        base[i] += 1
    return base


def build():
    seen = {}
    out = []
    vendor_names = []
    # ---------------- secret notes ----------------
    n_secret = N_SECRET_EN + N_SECRET_KO
    n_vendor_notes, n_multi = 100, 22
    vf = list(VENDORS)
    R.shuffle(vf)
    # the most commonly pasted credentials are always represented
    must = [v_aws, v_github_classic, v_github_fine, v_slack_bot, v_slack_webhook, v_stripe, v_openai, v_anthropic, v_gemini,
            v_sendgrid, v_twilio, v_npm, v_toss, v_kakao_admin, v_azure_sp, v_gitlab, v_huggingface, v_discord_bot, v_telegram,
            v_digitalocean, v_vault, v_shopify, v_google_oauth, v_azure_storage, v_heroku, v_naver]
    R.shuffle(must)
    rest = [f for f in vf if f not in must]
    recipes = []
    # two-service notes come from the non-"must" pool; every "must" credential gets its own note
    for k in range(n_multi):
        a = rest.pop(0)
        j = 0
        while rest[j]()['name'] == a()['name']:
            j += 1
        b = rest.pop(j)
        recipes.append(('vendor', [a, b]))
    singles = must + rest
    for k in range(n_vendor_notes - n_multi):
        recipes.append(('vendor', [singles[k]]))
    alloc = largest_remainder([w for w, _ in SECRET_T], n_secret - n_vendor_notes)
    for (w, fn), cnt in zip(SECRET_T, alloc):
        for _ in range(cnt):
            recipes.append(('tmpl', fn))
    assert len(recipes) == n_secret
    R.shuffle(recipes)
    # languages: Korean-market vendors go to Korean notes first
    def is_ko_market(rc):
        return rc[0] == 'vendor' and any(f()['name'] in KO_MARKET for f in rc[1])
    langs = [None] * n_secret
    ko_left = N_SECRET_KO
    for idx, rc in enumerate(recipes):
        if is_ko_market(rc) and ko_left > 0:
            langs[idx] = 'ko'
            ko_left -= 1
    rest = [idx for idx in range(n_secret) if langs[idx] is None]
    R.shuffle(rest)
    for idx in rest[:ko_left]:
        langs[idx] = 'ko'
    for idx in rest[ko_left:]:
        langs[idx] = 'en'
    for rc, lang in zip(recipes, langs):
        if rc[0] == 'vendor':
            fns = rc[1]
            n, rec = try_make(lambda: vendor_note(fns, lang), 'secret', lang, seen)
            vendor_names.extend(n['vendors'])
        else:
            fn = rc[1]
            n, rec = try_make(lambda: fn(lang), 'secret', lang, seen)
        out.append({'lang': lang, 'kind': 'secret', 'category': n['category'], 'fields': rec['fields'], 'secrets': rec['secrets']})
    # ---------------- clean notes ----------------
    n_clean = N_CLEAN_EN + N_CLEAN_KO
    tl = list(CLEAN_T)
    R.shuffle(tl)
    base, extra = divmod(n_clean, len(tl))
    slots = []
    for k, fn in enumerate(tl):
        slots.extend([fn] * (base + (1 if k < extra else 0)))
    assert len(slots) == n_clean
    R.shuffle(slots)
    clangs = ['ko'] * N_CLEAN_KO + ['en'] * N_CLEAN_EN
    R.shuffle(clangs)
    for fn, lang in zip(slots, clangs):
        n, rec = try_make(lambda: fn(lang), 'clean', lang, seen)
        r = {'lang': lang, 'kind': 'clean', 'category': n['category'], 'fields': rec['fields'], 'secrets': []}
        scan_clean(r)
        out.append(r)
    # ---------------- final shuffle and ids ----------------
    R.shuffle(out)
    final = []
    for k, r in enumerate(out):
        final.append({'id': '%s%03d' % (IDP, k + 1), 'lang': r['lang'], 'kind': r['kind'], 'category': r['category'],
                      'fields': {'missing_context': r['fields']['missing_context'], 'lesson': r['fields']['lesson'],
                                 'ask_next_time': r['fields']['ask_next_time']},
                      'secrets': r['secrets']})
    return final, vendor_names


def final_checks(notes, vendor_names):
    assert len(notes) == 720
    ids = [n['id'] for n in notes]
    assert ids == ['%s%03d' % (IDP, k) for k in range(1, 721)]
    cnt = {}
    for n in notes:
        assert list(n.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(n['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert n['lang'] in ('en', 'ko') and n['kind'] in ('secret', 'clean')
        validate(n, n['kind'])
        if n['category'].endswith(' [publishable]'):
            assert n['kind'] == 'clean'
        assert ('[publishable]' not in n['category']) or n['category'].endswith(' [publishable]')
        cnt[(n['kind'], n['lang'])] = cnt.get((n['kind'], n['lang']), 0) + 1
    assert cnt == {('secret', 'en'): N_SECRET_EN, ('secret', 'ko'): N_SECRET_KO, ('clean', 'en'): N_CLEAN_EN, ('clean', 'ko'): N_CLEAN_KO}, cnt
    keys = [(n['fields']['missing_context'], n['fields']['lesson'], n['fields']['ask_next_time']) for n in notes]
    assert len(dict.fromkeys(keys)) == len(keys), 'duplicate notes'
    # Korean notes contain Hangul, English notes do not consist of Korean prose
    for n in notes:
        txt = ''.join(n['fields'].values())
        hangul = sum(1 for ch in txt if 0xAC00 <= ord(ch) <= 0xD7A3)
        if n['lang'] == 'ko':
            assert hangul >= 8, n['id']
    distinct_vendors = list(dict.fromkeys(vendor_names))
    assert len(distinct_vendors) >= 100, len(distinct_vendors)
    clean_kinds = list(dict.fromkeys(n['category'].split(' (')[0] if not n['category'].endswith('[publishable]') else n['category'] for n in notes if n['kind'] == 'clean'))
    assert len(clean_kinds) >= 60, len(clean_kinds)
    return cnt, distinct_vendors, clean_kinds


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else OUT
    notes, vendor_names = build()
    cnt, vendors, clean_kinds = final_checks(notes, vendor_names)
    data = ''.join(json.dumps(n, ensure_ascii=False) + '\n' for n in notes).encode('utf-8')
    with open(out_path, 'wb') as fh:
        fh.write(data)
    print('wrote %s: %d notes, sha256 %s' % (out_path, len(notes), hashlib.sha256(data).hexdigest()))
    print('counts:', ', '.join('%s/%s=%d' % (k[0], k[1], v) for k, v in sorted(cnt.items())))
    print('distinct vendors/services in token notes: %d' % len(vendors))
    print('distinct clean kinds (templates): %d' % len(clean_kinds))


if __name__ == '__main__':
    main()
